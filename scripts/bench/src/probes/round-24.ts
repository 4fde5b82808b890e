/**
 * Probe round 24, written blind: twelve tasks from the estates and facilities systems of a made-up
 * hospital trust (Harrowden & Ellsworth Hospitals NHS Trust: Harrowden Royal Infirmary, Ellsworth
 * Community Hospital, Millbrook Treatment Centre and Fennick House). Not clinical records: the
 * building management system, fire alarms, water safety, medical gases, generators, energy meters,
 * portering, catering, waste and the pneumatic tube. "Today" is Thursday 11 June 2026. Three tasks
 * in each of four groups:
 *
 * a. The answer in the middle of one long line:
 *    - porters task api (one line of JSON: the day's portering jobs; who did an afternoon empty-bed move)
 *    - fire panel config xml (the loop configurator's export, minified: the kitchen canopy heat detector's address)
 *    - menu app webpack chunk (minified JS object literals: one dish's allergens on one menu, one day, one meal)
 * b. The answer a few lines from the line the question's words match:
 *    - water outlet register toml (legionella flushing register: a little-used shower's last flush)
 *    - generator test records (text reports: one set's time to take the load on this month's test)
 *    - waste consignments jq (indented JSON: the kilos of one waste stream on one site's collection)
 * c. Paraphrase and preamble:
 *    - fire alarm event log, preamble and paraphrase (the detector by "the newsagent's" and when it went off)
 *    - bms alarm history csv, paraphrase ("the unit that ventilates the operating rooms" cutting out)
 *    - pneumatic tube log, preamble (an A&E blood sample carrier that never reached "the lab")
 * d. One value unlike its peers, with no error word near it:
 *    - bms time schedules (one outpatient air handler programmed round the clock)
 *    - medical gas pressures jsonl (one oxygen reading out of line with the rest)
 *    - energy half-hourly csv (one sub-meter-day repeating the same figure all day)
 *
 * Not among the bench's targets.
 *
 * First run, at e3792d0 (90fdbac with this file; `ROUNDS=24 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 2,338,332 tokens). The writer was
 * told not to read the git history. Its report, which names each task and its question but not its needle, was read
 * before this run; no code changed between. f9ce47a, the head before this round's stop began, finds the same 3/12
 * (62,044 tokens):
 *   round 24: porters task api
 *     codex: 7,191 tokens, peak 7,095, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 603, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,503 tokens, peak 1,010, 0/1 needles, 4 read-backs
 *     ours: 4,603 tokens, peak 985, 0/1 needles, 4 read-backs
 *   round 24: fire panel config xml
 *     codex: 7,543 tokens, peak 7,452, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 646, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,896 tokens, peak 2,144, 0/1 needles, 2 read-backs
 *     ours: 7,135 tokens, peak 3,064, 1/1 needles, 3 read-backs
 *   round 24: menu app webpack chunk
 *     codex: 7,234 tokens, peak 7,142, 0/1 needles, 0 read-backs
 *     context-chef: 754 tokens, peak 662, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,566 tokens, peak 6,607, 0/1 needles, 4 read-backs
 *     ours: 12,136 tokens, peak 4,018, 0/1 needles, 4 read-backs
 *   round 24: water outlet register toml
 *     codex: 15,138 tokens, peak 15,049, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 677, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,272 tokens, peak 1,354, 0/1 needles, 4 read-backs
 *     ours: 4,684 tokens, peak 1,014, 1/1 needles, 4 read-backs
 *   round 24: generator test records
 *     codex: 10,139 tokens, peak 10,050, 0/1 needles, 0 read-backs
 *     context-chef: 588 tokens, peak 499, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,512 tokens, peak 1,210, 0/1 needles, 4 read-backs
 *     ours: 4,055 tokens, peak 875, 0/1 needles, 4 read-backs
 *   round 24: waste consignments jq
 *     codex: 13,121 tokens, peak 13,043, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,388 tokens, peak 2,679, 0/1 needles, 3 read-backs
 *     ours: 5,839 tokens, peak 2,227, 0/1 needles, 3 read-backs
 *   round 24: fire alarm event log, preamble and paraphrase
 *     codex: 12,836 tokens, peak 12,708, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,835 tokens, peak 1,270, 0/1 needles, 4 read-backs
 *     ours: 4,389 tokens, peak 936, 0/1 needles, 4 read-backs
 *   round 24: bms alarm history csv, paraphrase
 *     codex: 18,183 tokens, peak 18,099, 0/1 needles, 0 read-backs
 *     context-chef: 870 tokens, peak 786, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,665 tokens, peak 1,440, 0/1 needles, 4 read-backs
 *     ours: 4,241 tokens, peak 914, 0/1 needles, 4 read-backs
 *   round 24: pneumatic tube log, preamble
 *     codex: 19,340 tokens, peak 19,230, 0/1 needles, 0 read-backs
 *     context-chef: 954 tokens, peak 844, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,015 tokens, peak 1,500, 0/1 needles, 4 read-backs
 *     ours: 4,874 tokens, peak 1,039, 0/1 needles, 4 read-backs
 *   round 24: bms time schedules
 *     codex: 19,301 tokens, peak 19,202, 0/1 needles, 0 read-backs
 *     context-chef: 843 tokens, peak 744, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,351 tokens, peak 1,379, 0/1 needles, 4 read-backs
 *     ours: 4,661 tokens, peak 992, 0/1 needles, 4 read-backs
 *   round 24: medical gas pressures jsonl
 *     codex: 18,453 tokens, peak 18,362, 0/1 needles, 0 read-backs
 *     context-chef: 875 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,517 tokens, peak 1,407, 0/1 needles, 4 read-backs
 *     ours: 3,999 tokens, peak 864, 1/1 needles, 4 read-backs
 *   round 24: energy half-hourly csv
 *     codex: 28,045 tokens, peak 27,944, 0/1 needles, 0 read-backs
 *     context-chef: 1,285 tokens, peak 1,184, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,913 tokens, peak 1,701, 0/1 needles, 4 read-backs
 *     ours: 5,027 tokens, peak 1,088, 0/1 needles, 4 read-backs
 */
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
/** A moment of June 2026 in UK summer time, kept as UTC so formatters print the local time as it stands. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 5, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-06-11T07:41:03+01:00` */
const isoBst = (t: number) => `${iso(t)}+01:00`;
/** `2026-06-11 07:41:03` */
const stamp = (t: number) => iso(t).replace('T', ' ');
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
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

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** A value drawn by `make` that no earlier call with the same `used` set has drawn. */
function fresh(used: Set<string>, make: () => string): string {
  let value = make();
  while (used.has(value)) value = make();
  used.add(value);
  return value;
}

/** The trust's sites: code and name. */
const SITES = {
  HRI: 'Harrowden Royal Infirmary',
  ECH: 'Ellsworth Community Hospital',
  MTC: 'Millbrook Treatment Centre',
  FH: 'Fennick House',
} as const;

/** Harrowden's wards. */
const WARDS = [
  'Ward 1 (Ash)',
  'Ward 2 (Beech)',
  'Ward 3 (Cedar)',
  'Ward 4 (Elm)',
  'Ward 5 (Hazel)',
  'Ward 6 (Juniper)',
  'Ward 7 (Rowan)',
  'Ward 8 (Sycamore)',
  'Ward 9 (Maple)',
  'Ward 10 (Oak)',
  'Ward 11 (Holly)',
  'Ward 12 (Larch)',
  'Ward 14 (Aspen)',
  'Ward 15 (Birch)',
  'Ward 16 (Alder)',
  'Ward 17 (Hawthorn)',
  'Ward 18 (Poplar)',
  'Ward 19 (Yew)',
  'Ward 20 (Linden)',
  'Ward 21 (Willow)',
  'AMU',
  'SAU',
  'ICU',
  'CCU',
  'Maternity (Kingfisher)',
  "Children's (Puffin)",
];
/** Harrowden's departments, as the porters' system names them. */
const DEPTS = [
  'Radiology X-ray',
  'CT',
  'MRI',
  'Ultrasound',
  'Theatres Reception',
  'Endoscopy',
  'Cardiac Cath Lab',
  'Renal Unit',
  'ED Majors',
  'ED Resus',
  'Fracture Clinic',
  'Outpatients A',
  'Outpatients C',
  'Physiotherapy',
  'Nuclear Medicine',
];
const FIRST = [
  'Kwame',
  'Siobhan',
  'Darren',
  'Agnieszka',
  'Imran',
  'Lucy',
  'Stuart',
  'Nkechi',
  'Gary',
  'Mei',
  'Rhys',
  'Bernadette',
  'Tariq',
  'Joanne',
  'Pawel',
  'Shirley',
  'Dean',
  'Hollie',
  'Vikram',
  'Trevor',
];
const LAST = [
  'Okafor',
  'Brennan',
  'Hollis',
  'Nowak',
  'Hussain',
  'Pickering',
  'McAllister',
  'Eze',
  'Whitfield',
  'Chen',
  'Pritchard',
  'Doherty',
  'Lloyd',
  'Marsden',
  'Kaminski',
  'Bell',
  'Ashworth',
  'Varga',
  'Sharma',
  'Cope',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** `GET /api/v2/tasks?site=HRI&date=2026-06-11`: the porters' job system, one line of JSON; who moved an empty bed this afternoon. */
function portersTaskApi(): EconomicsTask {
  const random = seededRandom(24_001);
  const TEAMS = ['General', 'General', 'General', 'Theatres', 'ED', 'Waste & Logistics'];
  const porters = Array.from({ length: 48 }, (_, i) => ({ id: `P${100 + i}`, name: person(random), team: oneOf(random, TEAMS) }));
  const wardBed = () => `Bay ${between(random, 1, 6)} bed ${between(random, 1, 6)}`;
  /** Kinds of job: category, where from, where to, what is carried. */
  const KINDS: readonly (readonly [string, () => string, () => string, () => string[]])[] = [
    ['Patient transfer (bed)', () => oneOf(random, WARDS), () => oneOf(random, DEPTS), () => ['Patient', 'Notes']],
    ['Patient transfer (bed)', () => oneOf(random, DEPTS), () => oneOf(random, WARDS), () => ['Patient', 'Notes']],
    ['Patient transfer (chair)', () => oneOf(random, WARDS), () => oneOf(random, [...DEPTS, 'Discharge Lounge']), () => ['Patient']],
    ['Empty bed move', () => oneOf(random, WARDS), () => oneOf(random, ['Bed Store', 'Bed Decontamination']), () => ['Bed (empty)']],
    [
      'Empty bed move',
      () => 'Bed Store',
      () => oneOf(random, WARDS),
      () => ['Bed (clean)', oneOf(random, ['Pressure mattress', 'Standard mattress'])],
    ],
    [
      'Specimens',
      () => oneOf(random, [...WARDS, 'ED Majors']),
      () => 'Pathology Reception',
      () => ['Specimen bag x' + between(random, 1, 4)],
    ],
    [
      'Medical gas cylinders',
      () => 'Cylinder Store',
      () => oneOf(random, WARDS),
      () => [`O2 ${oneOf(random, ['CD', 'HX', 'ZX'])} x${between(random, 1, 6)}`],
    ],
    [
      'Equipment',
      () => 'Equipment Library',
      () => oneOf(random, WARDS),
      () => [oneOf(random, ['Infusion pump', 'Syringe driver', 'Hoist', 'Dynamic mattress', 'Bariatric chair'])],
    ],
    ['Pharmacy delivery', () => 'Pharmacy Dispensary', () => oneOf(random, WARDS), () => [`Tote x${between(random, 1, 3)}`]],
    [
      'Waste collection',
      () => oneOf(random, WARDS),
      () => 'Waste Compound',
      () => [oneOf(random, ['Clinical waste (orange)', 'Offensive waste', 'Sharps bins', 'Confidential waste'])],
    ],
    ['Notes and post', () => 'Medical Records', () => oneOf(random, DEPTS), () => [`Notes trolley (${between(random, 8, 40)} sets)`]],
  ];
  const START = T(11, 7);
  const NOW = T(11, 19, 40);
  const COUNT = 1_300;
  const at = (i: number) => START + Math.floor(((NOW - START) * i) / COUNT) + pick(random, 30_000);
  const task = (i: number, kind: (typeof KINDS)[number], from = kind[1](), to = kind[2](), porter = oneOf(random, porters)) => {
    const created = at(i);
    const dispatched = created + between(random, 20, 400) * 1_000;
    const accepted = dispatched + between(random, 15, 300) * 1_000;
    const started = accepted + between(random, 2, 15) * MINUTE;
    const completed = started + between(random, 4, 35) * MINUTE;
    const live = completed > NOW;
    const urgent = random() < 0.12;
    return {
      task_id: '',
      created_at: isoBst(created),
      category: kind[0],
      priority: urgent ? oneOf(random, ['Urgent', 'Urgent', 'Emergency']) : 'Routine',
      from: { location: from, detail: WARDS.includes(from) ? wardBed() : '' },
      to: { location: to },
      items: kind[3](),
      infection_control: random() < 0.1 ? oneOf(random, ['Contact precautions', 'Side room - enhanced', 'Droplet precautions']) : 'None',
      requested_by: { name: person(random), ext: String(between(random, 4000, 4999)) },
      status: live ? (accepted > NOW ? 'Dispatched' : 'In progress') : 'Completed',
      dispatched_at: isoBst(dispatched),
      accepted_at: accepted > NOW ? null : isoBst(accepted),
      porter: accepted > NOW ? null : porter,
      started_at: started > NOW ? null : isoBst(started),
      completed_at: live ? null : isoBst(completed),
      sla_min: urgent ? 15 : 45,
      notes: oneOf(random, ['', '', '', '', 'Ring ward on arrival', 'Patient on oxygen', 'Needs 2 porters', 'Key from nurse in charge']),
    };
  };
  const tasks = Array.from({ length: COUNT }, (_, i) => task(i, oneOf(random, KINDS)));
  const emptyBed = KINDS[3]!;
  const chair = KINDS[2]!;
  const target = Math.floor(COUNT * 0.55);
  const planted = task(target, emptyBed, 'Ward 12 (Larch)', 'Discharge Lounge', porters[31]);
  planted.from.detail = 'Bay 4 bed 2';
  planted.notes = 'Bed to Discharge Lounge for patient waiting transport';
  tasks[target] = planted;
  const text = JSON.stringify(planted);
  const needle = text.slice(text.indexOf('"accepted_at"'), text.indexOf(',"started_at"'));
  // The same ward's other moves to the lounge, another ward's empty bed, and this morning's.
  tasks[Math.floor(COUNT * 0.51)] = task(Math.floor(COUNT * 0.51), chair, 'Ward 12 (Larch)', 'Discharge Lounge', porters[7]);
  tasks[Math.floor(COUNT * 0.58)] = task(Math.floor(COUNT * 0.58), emptyBed, 'Ward 21 (Willow)', 'Discharge Lounge', porters[18]);
  tasks[Math.floor(COUNT * 0.27)] = task(Math.floor(COUNT * 0.27), emptyBed, 'Ward 12 (Larch)', 'Discharge Lounge', porters[40]);
  tasks[Math.floor(COUNT * 0.61)] = task(Math.floor(COUNT * 0.61), emptyBed, 'Ward 12 (Larch)', 'Bed Decontamination', porters[3]);
  // Job numbers in the order the jobs were raised.
  let number = 2_606_000;
  for (const t of tasks) t.task_id = `PT-${(number += between(random, 1, 3))}`;
  const output = `${JSON.stringify({
    site: 'HRI',
    date: '2026-06-11',
    generated_at: isoBst(NOW),
    count: COUNT,
    page: 1,
    page_size: 2000,
    tasks,
  })}\n`;
  const ask =
    'The discharge lounge have complained that an empty bed brought down from Ward 12 (Larch) this afternoon was left parked across their fire exit. Which porter did that job, and when did they pick it up?';
  return probe('round 24: porters task api', ask, 'http_get', output, 'porter', needle, true);
}

/** The fire alarm loop configurator's export of every panel on the network, minified; the kitchen canopy heat detector. */
function firePanelConfigXml(): EconomicsTask {
  const random = seededRandom(24_002);
  const THEATRES = Array.from({ length: 8 }, (_, i) => `Theatre ${i + 1}`);
  const PANELS: readonly (readonly [keyof typeof SITES, string, readonly string[]])[] = [
    [
      'HRI',
      'Main Entrance & Concourse',
      ['Main Entrance', 'Concourse', 'Concourse Retail', 'Outpatients A', 'Outpatients B', 'Chapel', 'PALS'],
    ],
    ['HRI', 'Surgical Block', WARDS.slice(4, 10)],
    ['HRI', 'Medical Block', WARDS.slice(10, 20)],
    ['HRI', 'Theatres & Critical Care', [...THEATRES, 'Recovery', 'ICU', 'CCU', 'HSDU']],
    [
      'HRI',
      'Facilities Block',
      ['Main Kitchen', 'Staff Restaurant', 'Linen Room', 'Estates Workshop', 'Supplies Stores', 'Medical Records'],
    ],
    ['HRI', 'Women & Children', ['Maternity (Kingfisher)', "Children's (Puffin)", 'Delivery Suite', 'SCBU', 'Antenatal Clinic']],
    ['HRI', 'Diagnostics', ['Radiology', 'CT', 'MRI', 'Pathology', 'Pharmacy', 'Nuclear Medicine']],
    ['HRI', 'Energy Centre', ['Boiler House', 'Generator Hall', 'HV Switchroom', 'LV Switchroom', 'Medical Gas Plant', 'Water Tank Room']],
    ['ECH', 'Main Building', ['Kitchen', 'Ward A', 'Ward B', 'Day Hospital', 'Reception', 'Plant Room']],
    ['ECH', 'Outpatients Wing', ['Outpatients', 'Physiotherapy', 'Podiatry', 'X-ray', 'Staff Room']],
    ['MTC', 'Treatment Centre', ['Theatre 1', 'Theatre 2', 'Day Surgery', 'Endoscopy', 'Outpatients', 'Plant Room']],
  ];
  const PLACES = ['corridor', 'store', 'office', 'sluice', 'WC lobby', 'ceiling void', 'riser', 'bay 1', 'bay 2', 'staff room', 'lobby'];
  const KITCHEN = ['dry store', 'wash-up', 'cold room lobby', 'servery', 'prep area', 'office', 'corridor', 'pot wash'];
  const PLANT = ['plant room', 'switch panel', 'corridor', 'store', 'tank room', 'roof access'];
  let zone = 0;
  const device = (addr: string, type: string, zoneId: string, text: string) => {
    const sens =
      type === 'OPT'
        ? oneOf(random, ['OPT-STD', 'OPT-STD', 'OPT-HIGH'])
        : type === 'MULTI'
          ? 'MULTI-2'
          : type.startsWith('HEAT')
            ? type === 'HEAT-CS'
              ? 'CS78'
              : 'A1R'
            : '-';
    const cae = `CE${pad2(between(random, 1, 24))}`;
    return `<Device addr="${addr}" type="${type}" zone="${zoneId}" text="${xmlAttr(text)}" sens="${sens}" cae="${cae}" serial="${chars(random, 'ABCDEF0123456789', 8)}" isolated="0"/>`;
  };
  const kind = (area: string, place: string) => {
    if (/Kitchen|Restaurant/.test(area) && ['wash-up', 'prep area', 'servery', 'pot wash'].includes(place)) return 'HEAT-A1R';
    if (/plant|Boiler|Generator|Switchroom|Tank/.test(`${area} ${place}`)) return oneOf(random, ['HEAT-CS', 'OPT']);
    return oneOf(random, ['OPT', 'OPT', 'OPT', 'MULTI', 'MULTI', 'MCP', 'SND-VAD', 'SND', 'IO']);
  };
  const planted = new Map<string, readonly [string, string]>([
    ['4.3.58', ['OPT', 'Main Kitchen extract plant room']],
    ['4.3.61', ['HEAT-CS', 'Main Kitchen extract canopy']],
    ['4.3.64', ['HEAT-A1R', 'Main Kitchen wash-up']],
    ['4.2.40', ['HEAT-CS', 'Staff Restaurant servery canopy']],
    ['8.1.33', ['HEAT-CS', 'Kitchen extract canopy']],
  ]);
  let needle = '';
  const panels = PANELS.map(([site, name, areas], p) => {
    const zones: string[] = [];
    const zoneOf = new Map<string, string>();
    for (const area of areas) {
      const id = `Z${String(++zone).padStart(3, '0')}`;
      zoneOf.set(area, id);
      zones.push(
        `<Zone id="${id}" text="${xmlAttr(area)}" delay="${oneOf(random, ['0', '0', '120'])}" dayNight="${oneOf(random, ['none', 'none', 'day-inv'])}"/>`,
      );
    }
    const loops = Array.from({ length: 4 }, (_, l) => {
      const n = between(random, 92, 124);
      let area = oneOf(random, areas);
      const devices: string[] = [];
      for (let d = 1; d <= n; d++) {
        if (d % 12 === 1) area = oneOf(random, areas);
        // The runs of the loops that pass the planted detectors.
        if (p === 4 && l === 2 && d >= 49 && d <= 72) area = 'Main Kitchen';
        if (p === 4 && l === 1 && d >= 37 && d <= 48) area = 'Staff Restaurant';
        if (p === 8 && l === 0 && d >= 25 && d <= 36) area = 'Kitchen';
        const addr = `${l + 1}.${String(d).padStart(3, '0')}`;
        const plant = planted.get(`${p}.${l + 1}.${d}`);
        if (plant) {
          const owner = plant[1].startsWith('Kitchen') ? 'Kitchen' : plant[1].startsWith('Staff') ? 'Staff Restaurant' : 'Main Kitchen';
          devices.push(device(addr, plant[0], zoneOf.get(owner)!, plant[1]));
          if (plant[1] === 'Main Kitchen extract canopy')
            needle = devices[devices.length - 1]!.slice(0, devices[devices.length - 1]!.indexOf(' sens='));
          continue;
        }
        const places = /Kitchen|Restaurant/.test(area) ? KITCHEN : /Boiler|Generator|Switchroom|Plant|Tank/.test(area) ? PLANT : PLACES;
        const place = oneOf(random, places);
        devices.push(device(addr, kind(area, place), zoneOf.get(area)!, `${area} ${place}`));
      }
      return `<Loop n="${l + 1}" protocol="XP95" devices="${n}">${devices.join('')}</Loop>`;
    });
    const rules = Array.from({ length: 24 }, (_, k) => {
      const cause = oneOf(random, zones).match(/id="(Z\d+)"/)![1]!;
      return `<Rule id="CE${pad2(k + 1)}" cause="zone:${cause} any FIRE" effect="${oneOf(random, ['sounders:ALL', 'sounders:zone', 'relay:AHU-STOP', 'relay:LIFT-HOME', 'relay:DOOR-RELEASE', 'relay:GAS-VALVE'])}" delay="${oneOf(random, [0, 0, 30, 120])}"/>`;
    });
    const node = pad2(p + 1);
    return (
      `<Panel node="${node}" site="${site}" siteName="${SITES[site]}" name="${xmlAttr(name)}" model="LX-8 Network" fw="7.21.${between(random, 1, 4)}" ip="10.88.${p + 1}.20">` +
      `<Zones>${zones.join('')}</Zones>${loops.join('')}<CauseEffect>${rules.join('')}</CauseEffect></Panel>`
    );
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?><FireNetwork trust="Harrowden &amp; Ellsworth Hospitals NHS Trust" exported="${isoBst(T(11, 10, 12, 40))}" tool="LoopCfg 7.4.2" panels="${panels.length}">${panels.join('')}</FireNetwork>\n`;
  const ask =
    'The extract duct cleaners are deep-cleaning the canopy in the main kitchen at Harrowden tonight and want the heat detector over it isolated first. What loop and address is that detector on?';
  return probe('round 24: fire panel config xml', ask, 'read_file', output, 'address', needle, true);
}

/** An XML attribute value's ampersands escaped. */
const xmlAttr = (v: string) => v.replace(/&/g, '&amp;');

/** Terser's way with an object literal: bare keys, `!0` and `!1` for booleans. */
function jsLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(',')}]`;
  if (value === true) return '!0';
  if (value === false) return '!1';
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}:${jsLiteral(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The patient menu ordering app's webpack chunk: the three-week menu cycle as minified object literals; one dish's allergens. */
function menuAppWebpackChunk(): EconomicsTask {
  const random = seededRandom(24_003);
  const G = 'Cereals containing gluten';
  /** Dishes: name, course, allergens, codes. */
  type Dish = readonly [string, string, readonly string[], readonly string[]];
  const DISHES: readonly Dish[] = [
    ['Porridge with semi-skimmed milk', 'Breakfast', [G, 'Milk'], ['V', 'HE']],
    ['Cornflakes', 'Breakfast', [G], ['V', 'VG']],
    ['Wheat biscuits', 'Breakfast', [G], ['V', 'VG']],
    ['Scrambled egg on toast', 'Breakfast', ['Eggs', 'Milk', G], ['V']],
    ['Low fat fruit yoghurt', 'Breakfast', ['Milk'], ['V']],
    ['Wholemeal toast with spread', 'Breakfast', [G, 'Milk'], ['V']],
    ['Stewed prunes', 'Breakfast', ['Sulphites'], ['V', 'VG', 'HE']],
    ['Cream of tomato soup', 'Soup', ['Milk', 'Celery'], ['V']],
    ['Lentil and vegetable soup', 'Soup', ['Celery'], ['V', 'VG', 'HE']],
    ['Chicken and leek soup', 'Soup', ['Celery', 'Milk', G], []],
    ['Minestrone soup', 'Soup', ['Celery', G], ['V', 'VG']],
    ['Roast chicken breast with gravy', 'Main', ['Celery', G], ['HE']],
    ['Beef lasagne', 'Main', ['Milk', G, 'Celery', 'Eggs'], []],
    ['Fish pie', 'Main', ['Fish', 'Milk', G, 'Mustard'], []],
    ['Cod in parsley sauce', 'Main', ['Fish', 'Milk', G], ['HE']],
    ['Pork sausages with onion gravy', 'Main', [G, 'Sulphites', 'Celery'], []],
    ['Chicken tikka masala', 'Main', ['Milk', 'Mustard', 'Nuts'], []],
    ['Beef stew and dumplings', 'Main', [G, 'Celery', 'Sulphites'], []],
    ['Macaroni cheese', 'Main', ['Milk', G, 'Mustard'], ['V']],
    ['Chickpea and spinach curry', 'Main', ['Celery', 'Mustard'], ['V', 'VG', 'HE']],
    ['Quorn bolognese', 'Main', ['Eggs', 'Celery', G], ['V']],
    ['Cheese and onion quiche', 'Main', ['Eggs', 'Milk', G], ['V']],
    ['Jacket potato with baked beans', 'Main', [], ['V', 'VG']],
    ['Vegan cottage pie', 'Main', ['Celery', 'Soya'], ['V', 'VG']],
    ['Ham salad sandwich', 'Sandwich', [G, 'Mustard'], []],
    ['Egg mayonnaise sandwich', 'Sandwich', ['Eggs', G, 'Mustard'], ['V']],
    ['Tuna and sweetcorn sandwich', 'Sandwich', ['Fish', 'Eggs', G], []],
    ['Cheese and pickle sandwich', 'Sandwich', ['Milk', G, 'Sulphites'], ['V']],
    ['Mashed potato', 'Side', ['Milk'], ['V']],
    ['Garden peas', 'Side', [], ['V', 'VG']],
    ['Sliced carrots', 'Side', [], ['V', 'VG']],
    ['Boiled rice', 'Side', [], ['V', 'VG']],
    ['Sponge pudding and custard', 'Dessert', ['Eggs', 'Milk', G], ['V']],
    ['Rice pudding', 'Dessert', ['Milk'], ['V']],
    ['Jelly and ice cream', 'Dessert', ['Milk'], []],
    ['Fresh fruit', 'Dessert', [], ['V', 'VG']],
    ['Apple crumble and custard', 'Dessert', [G, 'Milk'], ['V']],
    ['Vegan chocolate sponge', 'Dessert', [G, 'Soya'], ['V', 'VG']],
  ];
  const MENUS = [
    ['CHD', "Children's", '', 'Regular'],
    ['HAL', 'Halal', ' (halal)', 'Regular'],
    ['STD', 'Standard', '', 'Regular'],
    ['TXM5', 'Texture modified: IDDSI Level 5 minced & moist', ' (minced & moist)', 'IDDSI 5'],
    ['FRE', 'Free From (14 allergens)', ' (free from)', 'Regular'],
  ] as const;
  const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
  const of = (course: string) => DISHES.filter((d) => d[1] === course);
  const LAYOUT: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
    Breakfast: [['Breakfast', 6]],
    Lunch: [
      ['Soup', 1],
      ['Main', 3],
      ['Sandwich', 1],
      ['Side', 2],
      ['Dessert', 2],
    ],
    Supper: [
      ['Soup', 1],
      ['Main', 3],
      ['Sandwich', 1],
      ['Side', 2],
      ['Dessert', 2],
    ],
  };
  const item = (menu: (typeof MENUS)[number], slot: string, dish: Dish, id: number) => {
    const [code, , suffix, texture] = menu;
    const allergens = code === 'FRE' ? dish[2].filter((a) => a === 'Celery' || a === 'Mustard') : dish[2];
    return {
      slot,
      id: `D${id}${code === 'STD' ? '' : `-${code}`}`,
      name: `${code === 'CHD' ? 'Mini ' + dish[0].charAt(0).toLowerCase() + dish[0].slice(1) : dish[0]}${suffix}`,
      cat: dish[1],
      kcal: between(random, dish[1] === 'Side' ? 60 : 120, dish[1] === 'Main' ? 640 : 380),
      protein: Number((dish[1] === 'Main' ? 12 + random() * 22 : dish[1] === 'Sandwich' ? 8 + random() * 10 : random() * 8).toFixed(1)),
      codes: dish[3],
      allergens,
      mayContain: random() < 0.2 ? [oneOf(random, ['Sesame', 'Soya', 'Nuts', 'Lupin'])] : [],
      texture,
      portion: code === 'CHD' ? 'Small' : 'Standard',
      orderable: true,
    };
  };
  const vegan: Dish = ["Vegan shepherd's pie", 'Main', ['Celery', 'Mustard', 'Sulphites'], ['V', 'VG', 'HE']];
  const lamb: Dish = ["Shepherd's pie", 'Main', ['Celery', 'Milk', G, 'Sulphites'], []];
  let needle = '';
  const menus = MENUS.map((menu) => ({
    code: menu[0],
    name: menu[1],
    days: Array.from({ length: 21 }, (_, d) => ({
      week: Math.floor(d / 7) + 1,
      day: DAYS[d % 7],
      date: `2026-06-${pad2(d + 1)}`,
      meals: Object.entries(LAYOUT).map(([meal, courses]) => {
        let k = 0;
        const items = courses.flatMap(([course, n]) => {
          const pool = of(course);
          return Array.from({ length: n }, () => {
            const slot = `${menu[0]}-W${Math.floor(d / 7) + 1}-${DAYS[d % 7]}-${meal[0]}${pad2(++k)}`;
            let dish = oneOf(random, pool);
            // Next Tuesday (week 3) has the vegan pie at supper and the lamb one at lunch; week 1's Tuesday a cottage pie.
            if (course === 'Main' && k === 3 && d === 15 && meal === 'Supper') dish = vegan;
            if (course === 'Main' && k === 4 && d === 15 && meal === 'Lunch') dish = lamb;
            if (course === 'Main' && k === 3 && d === 1 && meal === 'Supper') dish = DISHES.find((x) => x[0] === 'Vegan cottage pie')!;
            const made = item(menu, slot, dish, 2_000 + DISHES.indexOf(dish) + (dish === vegan ? 217 : dish === lamb ? 218 : 0));
            if (menu[0] === 'STD' && dish === vegan) needle = jsLiteral(made);
            return made;
          });
        });
        return { meal, cutoff: meal === 'Breakfast' ? '19:00 day before' : meal === 'Lunch' ? '10:30' : '15:30', items };
      }),
    })),
  }));
  const data = { trust: 'HEH', cycle: { name: 'Summer 2026', weeks: 3, start: '2026-06-01', end: '2026-06-21' }, menus };
  const output = `"use strict";(self.webpackChunkmenu_ordering=self.webpackChunkmenu_ordering||[]).push([[4127],{83120:(e,a,n)=>{n.d(a,{Z:()=>t});const t=${jsLiteral(data)}}}]);\n//# sourceMappingURL=menu-cycle.3f9a2c71.js.map\n`;
  const ask =
    "A lady on Hazel ward has picked the vegan shepherd's pie off the standard menu for supper next Tuesday, and her daughter wants to know what allergens are in it. What does the menu say?";
  return probe('round 24: menu app webpack chunk', ask, 'http_get', output, 'allergens', needle, true);
}

/** The water safety system's outlet register as TOML: every outlet and its flushing; a little-used shower's last flush. */
function waterOutletRegisterToml(): EconomicsTask {
  const random = seededRandom(24_004);
  /** Buildings: site, code, name, and the areas on each floor. */
  const BUILDINGS: readonly (readonly [keyof typeof SITES, string, string, readonly (readonly string[])[]])[] = [
    [
      'HRI',
      'B01',
      'Main Entrance & Outpatients',
      [
        ['Concourse', 'Outpatients A', 'Outpatients B'],
        ['Outpatients C', 'Fracture Clinic', 'PALS'],
      ],
    ],
    ['HRI', 'B02', 'Medical Block', [WARDS.slice(10, 13), WARDS.slice(13, 16), WARDS.slice(16, 20), ['AMU', 'CCU']]],
    [
      'HRI',
      'B03',
      'Facilities Block',
      [
        ['Main Kitchen', 'Staff Restaurant', 'Linen Room'],
        ['Estates Workshop', 'Medical Records'],
      ],
    ],
    ['HRI', 'B04', 'Surgical Block', [WARDS.slice(0, 3), WARDS.slice(3, 6), WARDS.slice(6, 10), ['SAU', 'ICU']]],
    [
      'HRI',
      'B05',
      'Women & Children',
      [
        ['Maternity (Kingfisher)', 'Delivery Suite'],
        ["Children's (Puffin)", 'SCBU'],
      ],
    ],
    [
      'ECH',
      'E01',
      'Main Building',
      [
        ['Ward A', 'Day Hospital'],
        ['Ward B', 'Physiotherapy'],
      ],
    ],
    [
      'MTC',
      'M01',
      'Treatment Centre',
      [
        ['Day Surgery', 'Endoscopy'],
        ['Outpatients', 'Theatre Suite'],
      ],
    ],
  ];
  const isWard = (area: string) => /^Ward|AMU|CCU|SAU|ICU|Maternity|Children/.test(area);
  /** What a ward has, and what a department has: room, outlet type. */
  const WARD_OUTLETS: readonly (readonly [string, string])[] = [
    ...Array.from({ length: 5 }, (_, b) => [`bay ${b + 1}`, 'WHB'] as const),
    ...Array.from({ length: 6 }, (_, r) => [
      [`side room ${r + 1} en-suite`, 'WHB'] as const,
      [`side room ${r + 1} en-suite`, 'shower'] as const,
      [`side room ${r + 1} en-suite`, 'WC'] as const,
    ]).flat(),
    ['assisted bathroom', 'bath'],
    ['assisted bathroom', 'WHB'],
    ['sluice', 'sluice sink'],
    ['ward kitchen', 'sink'],
    ['ward kitchen', 'water dispenser'],
    ['staff WC', 'WHB'],
    ['clean utility', 'WHB'],
  ];
  const DEPT_OUTLETS: readonly (readonly [string, string])[] = [
    ['clinic room 1', 'WHB'],
    ['clinic room 2', 'WHB'],
    ['clinic room 3', 'WHB'],
    ['patient WC', 'WHB'],
    ['patient WC', 'WC'],
    ['staff room', 'sink'],
    ['cleaners cupboard', 'cleaners sink'],
    ['changing room', 'shower'],
    ['dirty utility', 'sluice sink'],
  ];
  const TYPE_CODE: Readonly<Record<string, string>> = {
    WHB: 'WHB',
    shower: 'SHW',
    WC: 'WC',
    bath: 'BTH',
    'sluice sink': 'SLU',
    sink: 'SNK',
    'water dispenser': 'DSP',
    'cleaners sink': 'CLN',
  };
  const NOW = T(11, 8, 12);
  const targetFlush = isoBst(T(2, 6, 52));
  const usedFlush = new Set([targetFlush]);
  const records: string[] = [];
  let needle = '';
  let n = 0;
  for (const [site, code, building, floors] of BUILDINGS)
    floors.forEach((areas, floor) => {
      for (const area of areas)
        for (const [room, type] of isWard(area) ? WARD_OUTLETS : DEPT_OUTLETS) {
          n++;
          const location = `${area} ${room}`;
          const target = location === 'Ward 7 (Rowan) side room 3 en-suite' && type === 'shower';
          const lowUse = target || (type === 'shower' && room.startsWith('side room') ? random() < 0.5 : random() < 0.12);
          const flush = target
            ? targetFlush
            : fresh(usedFlush, () => isoBst(NOW - between(random, lowUse ? 60 : 10, lowUse ? 1_500 : 4_000) * MINUTE));
          const hot = type === 'WC' || type === 'water dispenser' ? null : (50 + random() * 9).toFixed(1);
          const lines = [
            '[[outlet]]',
            `id = "${site}-${code}-L${floor}-${TYPE_CODE[type]}-${String(n).padStart(4, '0')}"`,
            `site = "${site}"`,
            `building = "${code} ${building}"`,
            `floor = "Level ${floor}"`,
            `location = "${location}"`,
            `type = "${type}"`,
            `tmv = "${type === 'WC' || type === 'water dispenser' || type === 'sluice sink' ? 'none' : oneOf(random, ['TMV3 Optitherm', 'TMV3 Markwik 21', 'TMV3 Optitherm'])}"`,
            `low_use = ${lowUse}`,
            `flush_frequency = "${lowUse ? 'daily' : 'in normal use'}"`,
            `last_flush = ${flush}`,
            `flushed_by = "${lowUse ? oneOf(random, ['HCA', 'HCA', 'Domestic', 'Ward clerk']) : 'n/a'}"`,
            `sentinel = ${random() < 0.08}`,
            ...(hot ? [`last_temp_hot_c = ${hot}`] : []),
            `last_temp_cold_c = ${(12 + random() * 8).toFixed(1)}`,
            `last_sample = ${random() < 0.3 ? `2026-0${between(random, 3, 5)}-${pad2(between(random, 1, 28))}` : '"none this year"'}`,
            `risk_assessment = "RA-2025-${site}-${code}"`,
          ];
          if (target) needle = lines.find((l) => l.startsWith('last_flush'))!;
          records.push(lines.join('\n'));
        }
    });
  const output = `${[`# aquatrak export --trust HEH --format toml   (${records.length} outlets, generated ${stamp(NOW)})`, ...records].join('\n\n')}\n`;
  const ask =
    "Infection control are asking about the shower in side room 3 on Rowan ward (Ward 7), since it's down as a little-used outlet. When was it last flushed?";
  return probe('round 24: water outlet register toml', ask, 'run_shell', output, 'flush', needle);
}

/** `gentest report`: eighteen months of the generators' monthly on-load test records; one set's time to take the load. */
function generatorTestRecords(): EconomicsTask {
  const random = seededRandom(24_005);
  const ENGINES = [
    ['Perkins 4012-46TAG2A / Leroy-Somer LSA 52.3 S6', 1500],
    ['Cummins QSK23-G3 / Stamford S6L1D-E4', 800],
    ['Perkins 2806A-E18TAG2 / Leroy-Somer LSA 50.2 M6', 660],
    ['Volvo TAD1642GE / Stamford HCI634J', 500],
  ] as const;
  /** Sets: site, number, where, engine, hour of the test. */
  const SETS: readonly (readonly [keyof typeof SITES, number, string, number, number])[] = [
    ['HRI', 1, 'Energy Centre, set 1 of 4', 0, 9],
    ['HRI', 2, 'Energy Centre, set 2 of 4', 0, 10],
    ['HRI', 3, 'Energy Centre, set 3 of 4', 0, 11],
    ['HRI', 4, 'Energy Centre, set 4 of 4', 0, 13],
    ['HRI', 5, 'Women & Children plant room', 2, 14],
    ['ECH', 1, 'Plant Room', 3, 10],
    ['ECH', 2, 'Outpatients Wing (containerised)', 3, 11],
    ['MTC', 1, 'Plant Compound, set 1 of 2', 1, 9],
    ['MTC', 2, 'Plant Compound, set 2 of 2', 1, 10],
    ['FH', 1, 'Basement plant room', 3, 10],
  ];
  const ENGINEERS = ['D. Whitfield', 'R. Pritchard', 'P. Kaminski', 'S. McAllister'];
  const field = (key: string, value: string) => `${`${key} `.padEnd(23, '.')} ${value}`;
  const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const blocks: string[] = [];
  let needle = '';
  for (const [site, set, where, engine, hour] of SETS) {
    const [model, kva] = ENGINES[engine]!;
    let bulk = between(random, 70, 95);
    for (let m = 0; m < 18; m++) {
      const year = 2025 + Math.floor(m / 12);
      const month = m % 12;
      // The first Tuesday of the month.
      const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
      const day = 1 + ((9 - first) % 7);
      const date = new Date(Date.UTC(year, month, day));
      const target = site === 'HRI' && set === 3 && m === 17;
      const signal = Date.UTC(year, month, day, hour, between(random, 0, 8), between(random, 0, 59));
      const running = 5 + random() * 3.5;
      const accept = target ? 11.9 : running + 3.5 + random() * 3;
      const at = (s: number) => new Date(signal + Math.round(s * 1_000)).toISOString().slice(11, 19);
      const kw = Math.round(kva * 0.8 * (0.35 + random() * 0.35));
      const dayStart = between(random, 88, 99);
      bulk = bulk < 45 ? between(random, 88, 96) : bulk - between(random, 1, 4);
      const loadLine = field('Load accepted', `${at(accept)} (${accept.toFixed(1)} s from signal)`);
      if (target) needle = loadLine;
      blocks.push(
        [
          '='.repeat(80),
          `GENERATOR TEST RECORD${`Ref GT-${String(year).slice(2)}${pad2(month + 1)}-${site}-${pad2(set)}`.padStart(59)}`,
          '='.repeat(80),
          field('Site', `${SITES[site]} (${site})`),
          field('Generator', `${site}-GEN-${pad2(set)}, ${where}`),
          field('Engine / alternator', model),
          field('Rating', `${kva} kVA standby`),
          field('Test', `Monthly on-load, mains failure simulated at ATS-${pad2(set)}`),
          field('Date', `${DAYS[date.getUTCDay()]} ${pad2(day)} ${MONTHS[month]} ${year}`),
          field('Start signal', at(0)),
          field('Running at speed', `${at(running)} (${running.toFixed(1)} s)`),
          loadLine,
          field('Load during test', `${kw} kW average, ${Math.round(kw * (1.05 + random() * 0.12))} kW peak`),
          field('Run on load', '60 min'),
          field('Cool-down off load', `${oneOf(random, [5, 5, 10])} min`),
          field('Mains restored', `${at(3_600 + between(random, 20, 90))}, return transfer break ${(0.2 + random() * 0.4).toFixed(1)} s`),
          field('Fuel day tank', `${dayStart}% -> ${dayStart - between(random, 3, 9)}%`),
          field('Bulk tank', `${bulk}% (approx ${(Math.round((bulk * (kva > 1000 ? 400 : 120)) / 10) * 10).toLocaleString('en-GB')} L)`),
          field('Oil pressure', `${(4.2 + random() * 1).toFixed(1)} bar`),
          field('Coolant temp max', `${between(random, 78, 89)} C`),
          field('Battery (crank min)', `${(20.8 + random() * 1.6).toFixed(1)} V`),
          field('Engineer', `${oneOf(random, ENGINEERS)} (Severn Power Services)`),
          field('Witnessed', `Estates AP (HV/LV) ${oneOf(random, FIRST).charAt(0)}. ${oneOf(random, LAST)}`),
          field(
            'Remarks',
            oneOf(random, [
              'none',
              'none',
              'none',
              'Day tank topped up after test',
              'Coolant topped up',
              'Canopy door seal worn, to quote',
            ]),
          ),
        ].join('\n'),
      );
    }
  }
  const output = `${['$ gentest report --trust HEH --from 2025-01 --to 2026-06 --all-sets', ...blocks].join('\n')}\n`;
  const ask =
    "How long did generator 3 in the Energy Centre at Harrowden take to pick up the load on this month's test? The authorising engineer wants it for the resilience report.";
  return probe('round 24: generator test records', ask, 'run_shell', output, 'load', needle);
}

/** The waste contractor's consignments API, one site after another through `jq '.items[]'`; one stream's kilos on one collection. */
function wasteConsignmentsJq(): EconomicsTask {
  const random = seededRandom(24_006);
  /** Streams: EWC code, description, container, UN number, hazardous properties, destination, operation. */
  const STREAMS = [
    [
      '18 01 03*',
      'Infectious clinical waste for incineration (yellow bag)',
      '770L wheeled bin',
      'UN3291',
      ['HP9'],
      'Medisafe HTI, Hollins Cross',
      'D10',
    ],
    [
      '18 01 03*',
      'Infectious clinical waste for alternative treatment (orange bag)',
      '770L wheeled bin',
      'UN3291',
      ['HP9'],
      'Medisafe ATP, Hollins Cross',
      'D9',
    ],
    ['18 01 04', 'Offensive / hygiene waste (tiger bag)', '1100L wheeled bin', null, [], 'Hollins Cross EfW', 'R1'],
    [
      '18 01 03*',
      'Sharps contaminated with medicines, not cytotoxic (yellow-lidded)',
      '360L cart of sharps bins',
      'UN3291',
      ['HP9'],
      'Medisafe HTI, Hollins Cross',
      'D10',
    ],
    [
      '18 01 08*',
      'Cytotoxic and cytostatic medicines and contaminated items (purple-lidded)',
      '60L rigid bin',
      'UN3291',
      ['HP6', 'HP7', 'HP9'],
      'Medisafe HTI, Hollins Cross',
      'D10',
    ],
    [
      '18 01 09',
      'Medicines other than cytotoxic and cytostatic (blue-lidded)',
      '60L rigid bin',
      null,
      [],
      'Medisafe HTI, Hollins Cross',
      'D10',
    ],
    ['18 01 02', 'Anatomical waste (red-lidded)', '30L rigid bin', 'UN3291', ['HP9'], 'Medisafe HTI, Hollins Cross', 'D10'],
  ] as const;
  /** Sites in the order the loop asks for them: days collected (0 = Sunday), postcode, and the chance of each stream. */
  const PLAN: readonly (readonly [keyof typeof SITES, readonly number[], string, readonly number[]])[] = [
    ['HRI', [1, 2, 3, 4, 5, 6], 'HR2 9PL', [1, 1, 1, 1, 0.7, 0.4, 0.3]],
    ['ECH', [2, 5], 'EL4 7QT', [0, 1, 1, 1, 0.5, 0.3, 0]],
    ['MTC', [1, 3, 5], 'MB1 3SW', [0.3, 1, 1, 1, 0, 0.3, 0.3]],
    ['FH', [3], 'HR1 4FH', [0, 0, 1, 0, 0, 0, 0]],
  ];
  const targetKg = '38.6';
  const usedKg = new Set([targetKg]);
  const kg = (lo: number, hi: number) => fresh(usedKg, () => (lo + random() * (hi - lo)).toFixed(1));
  const records: string[] = [];
  let needle = '';
  for (const [site, days, postcode, chances] of PLAN) {
    let seq = between(random, 200, 400);
    for (let t = T(1, 0) - 61 * 24 * 60 * MINUTE; t <= T(11, 0); t += 24 * 60 * MINUTE) {
      const date = new Date(t);
      if (!days.includes(date.getUTCDay())) continue;
      const day = date.getUTCMonth() === 5 ? date.getUTCDate() : 0;
      const target = site === 'ECH' && day === 9;
      const forced = (site === 'ECH' && (day === 2 || day === 5)) || (site === 'HRI' && day === 9) || target;
      const collected = t + between(random, 7 * 60, 14 * 60) * MINUTE;
      const received = collected + between(random, 90, 300) * MINUTE;
      const wastes = STREAMS.filter((_, k) => (k === 4 && forced) || random() < chances[k]!).map((s) => {
        const big = s[2].startsWith('770') || s[2].startsWith('1100') || s[2].startsWith('360');
        const planted = target && s[0] === '18 01 08*';
        const containers = planted ? 4 : big ? between(random, site === 'HRI' ? 8 : 2, site === 'HRI' ? 30 : 9) : between(random, 1, 12);
        // Kilos a container holds: the wheeled bins and carts far more than the rigid bins.
        const [lo, hi] = big ? [40, 95] : s[2].startsWith('30') ? [3, 10] : [4, 13];
        const quantity = planted ? targetKg : kg(containers * lo, containers * hi);
        return {
          ewc: s[0],
          description: s[1],
          container: s[2],
          containers,
          quantity_kg: Number(quantity),
          un_number: s[3],
          hazard_properties: [...s[4]],
          destination: s[5],
          operation: s[6],
        };
      });
      const record = {
        consignment_note: `HEH-${site}/26/${String(++seq).padStart(4, '0')}`,
        status: received < T(11, 12) ? 'received' : 'in transit',
        collected_at: isoBst(collected),
        received_at: received < T(11, 12) ? isoBst(received) : null,
        producer: { site_code: site, premises: SITES[site], postcode, sic: '86101' },
        carrier: {
          name: 'Medisafe Waste Services Ltd',
          registration: 'CBDU221874',
          vehicle: `${oneOf(random, ['MX', 'MW', 'YK'])}${oneOf(random, [24, 74, 25])} ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXY', 3)}`,
        },
        wastes,
        driver_signed: true,
        producer_signed_by: `${oneOf(random, FIRST).charAt(0)}. ${oneOf(random, LAST)}`,
      };
      const text = JSON.stringify(record, null, 2);
      if (target) needle = `"quantity_kg": ${targetKg},`;
      records.push(text);
    }
  }
  const output = `${records.join('\n')}\n`;
  const ask =
    "Finance are querying the waste invoice. How many kilos of cytotoxic waste went from Ellsworth on Tuesday's collection this week?";
  return probe('round 24: waste consignments jq', ask, 'run_shell', output, 'kilos', needle);
}

/** The fire alarm network's event log export for Harrowden, Monday to now; when the detector by the concourse newsagent went off. */
function fireAlarmEventLog(): EconomicsTask {
  const random = seededRandom(24_007);
  const NODES: readonly (readonly [string, readonly string[]])[] = [
    ['Main Entrance & Concourse', ['Main Entrance', 'Concourse', 'Outpatients A', 'Outpatients B', 'Chapel', 'PALS']],
    ['Surgical Block', WARDS.slice(4, 10)],
    ['Medical Block', WARDS.slice(10, 20)],
    ['Theatres & Critical Care', ['Theatre 1', 'Theatre 3', 'Theatre 6', 'Recovery', 'ICU', 'CCU', 'HSDU']],
    ['Facilities Block', ['Main Kitchen', 'Staff Restaurant', 'Linen Room', 'Estates Workshop', 'Medical Records']],
    ['Women & Children', ['Maternity (Kingfisher)', "Children's (Puffin)", 'Delivery Suite', 'SCBU']],
    ['Diagnostics', ['Radiology', 'CT', 'MRI', 'Pathology', 'Pharmacy']],
    ['Energy Centre', ['Boiler House', 'Generator Hall', 'HV Switchroom', 'Medical Gas Plant']],
  ];
  const PLACES = [
    'corridor',
    'store',
    'office',
    'sluice',
    'WC lobby',
    'ceiling void',
    'riser',
    'bay 1',
    'bay 3',
    'staff room',
    'lobby',
    'kitchen',
  ];
  interface Device {
    node: number;
    addr: string;
    zone: string;
    type: string;
    text: string;
  }
  const devices: Device[] = [];
  NODES.forEach(([, areas], p) => {
    for (let l = 1; l <= 4; l++)
      for (let d = 1; d <= 60; d++) {
        const area = areas[Math.floor((d - 1) / 12) % areas.length]!;
        devices.push({
          node: p + 1,
          addr: `${l}.${String(d * 2 - 1).padStart(3, '0')}`,
          zone: `Z${String(p * 6 + (d % 6) + 1).padStart(3, '0')}`,
          type: oneOf(random, ['OPT', 'OPT', 'MULTI', 'MCP', 'HEAT']),
          text: `${area} ${oneOf(random, PLACES)}`,
        });
      }
  });
  const shop: Device = { node: 1, addr: '2.086', zone: 'Z003', type: 'OPT', text: 'Concourse Retail Unit 2 (WHSmith) sales floor' };
  const shopStore: Device = { node: 1, addr: '2.088', zone: 'Z003', type: 'HEAT', text: 'Concourse Retail Unit 2 (WHSmith) stock room' };
  const shopMcp: Device = { node: 1, addr: '2.090', zone: 'Z003', type: 'MCP', text: 'Concourse Retail Unit 2 (WHSmith) entrance' };
  const cafe: Device = { node: 1, addr: '2.080', zone: 'Z003', type: 'HEAT', text: 'Concourse Retail Unit 1 (Costa) back counter' };
  const maple: Device = { node: 2, addr: '3.044', zone: 'Z011', type: 'OPT', text: 'Ward 9 (Maple) ward kitchen' };
  const events: { t: number; text: string }[] = [];
  const dt = (t: number) => {
    const d = new Date(t);
    return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/2026 ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const add = (t: number, event: string, dev: Device | null, detail = '', node = dev?.node ?? between(random, 1, 8)) => {
    const text = [
      dt(t),
      `N${pad2(node)} `,
      event.padEnd(16),
      (dev?.addr ?? '-').padEnd(7),
      (dev?.zone ?? '-').padEnd(5),
      (dev?.type ?? '-').padEnd(6),
      `${(dev ? `'${dev.text}'` : '').padEnd(50)}${detail}`.trimEnd(),
    ].join('  ');
    events.push({ t, text });
    return text;
  };
  /** A detector going into fire and the building being reset: pre-alarm, fire, sounders, silence, reset. */
  const fire = (t: number, dev: Device, pre = true) => {
    if (pre) add(t - between(random, 20, 50) * 1_000, 'PRE-ALARM', dev, `level ${between(random, 52, 68)}%`);
    const line = add(t, 'FIRE', dev, dev.type === 'MCP' ? 'manual call point operated' : `level ${between(random, 96, 100)}%`);
    add(t + 1_000, 'OUTPUT ON', null, `sounders ${dev.zone} + adjacent, AHU shutdown relay`, dev.node);
    add(t + between(random, 180, 420) * 1_000, 'SILENCE', null, `by user ${between(random, 1, 9)} at N${pad2(dev.node)}`, dev.node);
    add(t + between(random, 600, 1_200) * 1_000, 'RESET', null, `by user ${between(random, 1, 9)} at N01`, 1);
    return line;
  };
  const START = T(8, 0);
  const END = T(11, 16);
  for (let t = START; t < END; t += between(random, 30, 150) * 1_000) {
    const dev = oneOf(random, devices);
    const roll = random();
    if (roll < 0.32)
      add(
        t,
        'FAULT',
        dev,
        oneOf(random, ['device dirty, compensation limit', 'device not responding', 'sounder circuit open', 'loop short isolated']),
      );
    else if (roll < 0.62) add(t, 'FAULT CLEARED', dev);
    else if (roll < 0.7) add(t, 'PRE-ALARM', dev, `level ${between(random, 45, 70)}%`);
    else if (roll < 0.8)
      add(
        t,
        oneOf(random, ['DISABLEMENT ON', 'DISABLEMENT OFF']),
        dev,
        oneOf(random, ['hot works permit', 'contractor dust', 'decoration', 'ceiling works']),
      );
    else if (roll < 0.9)
      add(
        t,
        oneOf(random, ['OUTPUT ON', 'OUTPUT OFF']),
        null,
        oneOf(random, ['door holders released', 'lift homing relay', 'AHU shutdown relay', 'beacon circuit']),
      );
    else add(t, oneOf(random, ['ACCESS LVL 2', 'ACCESS LVL 1']), null, `user ${between(random, 1, 9)}`);
  }
  // Monday's weekly test: every call point, one a minute, each reset.
  for (let k = 0; k < 90; k++) {
    const mcp = k === 40 ? shopMcp : { ...oneOf(random, devices), type: 'MCP' };
    const t = T(8, 10, 0) + k * 65_000;
    add(t, 'TEST FIRE', mcp, 'weekly call point test');
    add(t + 25_000, 'RESET', null, 'by user 4 at N01', 1);
  }
  add(T(8, 14, 6, 40), 'PRE-ALARM', shopStore, 'level 61%');
  fire(T(9, 15, 22, 9), cafe, false);
  const needle = fire(T(10, 2, 14, 37), shop);
  fire(T(10, 3, 41, 12), maple);
  fire(T(11, 13, 5, 50), oneOf(random, devices));
  events.sort((a, b) => a.t - b.t);
  const header = [
    'EVENT LOG EXPORT   Network HEH-HRI   Nodes 01-08   From 08/06/2026 00:00:00 To 11/06/2026 16:00:00',
    [
      `${'Date'.padEnd(10)} ${'Time'.padEnd(8)}`,
      'Node',
      'Event'.padEnd(16),
      'Addr'.padEnd(7),
      'Zone'.padEnd(5),
      'Type'.padEnd(6),
      'Text / detail',
    ].join('  '),
    '-'.repeat(120),
  ];
  const output = `${[...header, ...events.map((e) => e.text)].join('\n')}\n`;
  const ask =
    "Quick one before the fire safety group meets at three: I've still got last month's minutes to finish and the evacuation chair training isn't booked yet, so bear with me. Security's overnight sheet says the smoke detector by the newsagent's on the main concourse went off in the early hours of Wednesday. Which detector was it, and what time exactly did it go into alarm?";
  return probe('round 24: fire alarm event log, preamble and paraphrase', ask, 'read_file', output, 'detector', needle);
}

/** The BMS supervisor's alarm history for the last 48 hours as CSV, newest first; the theatre air handler that tripped yesterday. */
function bmsAlarmHistoryCsv(): EconomicsTask {
  const random = seededRandom(24_008);
  const SITE_NAMES: Readonly<Record<string, string>> = {
    HRI: 'Harrowden RI',
    ECH: 'Ellsworth CH',
    MTC: 'Millbrook TC',
    FH: 'Fennick House',
  };
  interface Point {
    site: string;
    os: number;
    point: string;
    label: string;
    kind: 'digital' | 'analogue';
    units: string;
    alarm: () => string;
    normal: () => string;
  }
  const points: Point[] = [];
  const digital = (site: string, os: number, label: string, bad: string, good: string) =>
    points.push({ site, os, point: `D${between(random, 1, 32)}`, label, kind: 'digital', units: '', alarm: () => bad, normal: () => good });
  const analogue = (site: string, os: number, label: string, units: string, lo: number, hi: number, okLo: number, okHi: number) =>
    points.push({
      site,
      os,
      point: `S${between(random, 1, 40)}`,
      label,
      kind: 'analogue',
      units,
      alarm: () => (lo + random() * (hi - lo)).toFixed(1),
      normal: () => (okLo + random() * (okHi - okLo)).toFixed(1),
    });
  const SERVES: Readonly<Record<string, readonly string[]>> = {
    HRI: [
      'Ward 1-3',
      'Ward 4-6',
      'Ward 7-9',
      'Ward 10-12',
      'Ward 14-16',
      'Ward 17-19',
      'Theatres 1-2',
      'Theatres 3-4',
      'Theatres 5-6',
      'ICU',
      'ED',
      'Outpatients A',
      'Radiology',
      'Pathology',
      'Main Kitchen',
    ],
    ECH: ['Ward A', 'Ward B', 'Day Hospital', 'Outpatients'],
    MTC: ['Day Surgery', 'Endoscopy', 'Outpatients', 'Recovery', 'Admin'],
    FH: ['Offices L1-L2', 'Offices L3-L4'],
  };
  for (const site of ['HRI', 'ECH', 'MTC', 'FH']) {
    SERVES[site]!.forEach((serves, k) => {
      const ahu = `AHU-${pad2(site === 'MTC' && k >= 2 ? k + 2 : k + 1)} (${serves})`;
      const os = between(random, 1, site === 'HRI' ? 40 : 12);
      digital(site, os, `${ahu} Supply Fan Trip`, 'Tripped', 'Healthy');
      digital(site, os, `${ahu} Extract Fan Trip`, 'Tripped', 'Healthy');
      digital(site, os, `${ahu} Filter Dirty`, 'Dirty', 'Clean');
      digital(site, os, `${ahu} Frost Stat`, 'Operated', 'Healthy');
      analogue(site, os, `${ahu} Supply Air Temp`, 'degC', 26, 31, 17, 21);
      analogue(site, os, `${ahu} Room Humidity`, '%RH', 62, 71, 40, 55);
    });
    for (let b = 1; b <= (site === 'HRI' ? 4 : 2); b++)
      digital(site, between(random, 1, 8), `Boiler ${b} Lockout`, 'Locked Out', 'Healthy');
    for (let c = 1; c <= (site === 'HRI' ? 3 : 1); c++)
      analogue(site, between(random, 1, 8), `Calorifier ${c} Flow Temp`, 'degC', 52, 57, 60, 64);
    for (let p = 1; p <= 6; p++) digital(site, between(random, 1, 12), `LTHW Pump P${p} Run Fail`, 'Fail', 'Running');
    analogue(site, between(random, 1, 8), 'Pressurisation Unit System Pressure', 'bar', 0.6, 0.9, 1.4, 1.8);
    if (site !== 'FH') analogue(site, between(random, 1, 8), 'Pharmacy Cold Room Temp', 'degC', 8.2, 9.6, 3, 6);
    digital(site, between(random, 1, 8), 'Chiller 1 General Fault', 'Fault', 'Healthy');
    digital(site, between(random, 1, 8), 'Outstation Comms', 'Lost', 'Restored');
  }
  const theatreSite = 'MTC';
  const theatre = (label: string): Point => ({
    site: theatreSite,
    os: 4,
    point: label.includes('Supply Fan') ? 'D7' : label.includes('Extract') ? 'D8' : 'D9',
    label,
    kind: 'digital',
    units: '',
    alarm: () => (label.includes('Filter') ? 'Dirty' : 'Tripped'),
    normal: () => (label.includes('Filter') ? 'Clean' : 'Healthy'),
  });
  const rows: { t: number; text: string }[] = [];
  const row = (t: number, p: Point, alarm: boolean, ack?: number) => {
    const d = new Date(t);
    const text = [
      `${pad2(d.getUTCDate())}/06/2026`,
      `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`,
      SITE_NAMES[p.site]!,
      `OS${pad2(p.os)}`,
      p.point,
      p.label,
      alarm ? p.alarm() : p.normal(),
      p.units,
      alarm ? oneOf(random, ['2', '2', '3', '1']) : '',
      alarm ? 'Alarm' : 'Normal',
      ack ? `${pad2(new Date(ack).getUTCHours())}:${pad2(new Date(ack).getUTCMinutes())}` : '',
      ack ? oneOf(random, ['estates.helpdesk', 'bms.engineer', 'night.shift', 'j.marsden']) : '',
    ]
      .map(csv)
      .join(',');
    rows.push({ t, text });
    return text;
  };
  const START = T(9, 14);
  const END = T(11, 14);
  for (let t = START; t < END; t += between(random, 25, 75) * 1_000) {
    const p = oneOf(random, points);
    row(t, p, true, random() < 0.6 ? t + between(random, 1, 40) * MINUTE : undefined);
    if (random() < 0.8) {
      const back = t + between(random, 1, 180) * MINUTE;
      if (back < END) row(back, p, false);
    }
  }
  const sf = theatre('AHU-03 (Theatre Suite) Supply Fan Trip');
  const needle = row(T(10, 13, 22, 8), sf, true, T(10, 13, 31));
  row(T(10, 13, 58, 40), sf, false);
  row(T(9, 16, 5, 12), sf, true, T(9, 16, 11));
  row(T(9, 16, 19, 55), sf, false);
  row(T(10, 11, 2, 31), theatre('AHU-03 (Theatre Suite) Filter Dirty'), true);
  // Yesterday's other supply fan trips: the day surgery unit's at Millbrook, and Harrowden's theatres'.
  const other = (site: string, label: string) => points.find((p) => p.site === site && p.label === label)!;
  row(T(10, 12, 50, 4), other('MTC', 'AHU-01 (Day Surgery) Supply Fan Trip'), true, T(10, 12, 58));
  row(T(10, 13, 40, 27), other('HRI', 'AHU-09 (Theatres 5-6) Supply Fan Trip'), true, T(10, 13, 44));
  rows.sort((a, b) => b.t - a.t);
  const header = 'Date,Time,Site,Outstation,Point,Label,Value,Units,Priority,Condition,Acknowledged,Ack By';
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    'What time yesterday did the unit that ventilates the operating rooms at Millbrook cut out, and what did the building management system say was wrong with it?';
  return probe('round 24: bms alarm history csv, paraphrase', ask, 'run_shell', output, 'alarm', needle);
}

/** The pneumatic tube system's transaction log since noon; an A&E carrier bound for pathology that went elsewhere. */
function pneumaticTubeLog(): EconomicsTask {
  const random = seededRandom(24_009);
  const WARD_STATIONS = WARDS.map((w, i) => [300 + i * 2 + 1, w] as const);
  const ED = [
    [114, 'ED Majors'],
    [115, 'ED Resus'],
    [116, 'ED Minors'],
  ] as const;
  const PATH = [201, 'Pathology Specimen Reception'] as const;
  const BLOOD = [202, 'Blood Bank'] as const;
  const PHARM = [233, 'Pharmacy Dispensary'] as const;
  const OTHER = [
    [250, 'Radiology Reporting'],
    [262, 'Theatres Reception'],
    [270, 'Outpatients A'],
  ] as const;
  type Station = readonly [number, string];
  const stationText = (s: Station) => `${s[0]} "${s[1]}"`;
  const route = (from: Station, to: Station) => {
    const a = (from[0] % 7) + 1;
    const b = (to[0] % 5) + 11;
    return [`D${pad2(a)}`, `TU-0${((from[0] + to[0]) % 4) + 1}`, `D${pad2(b)}`];
  };
  const lines: { t: number; text: string }[] = [];
  const log = (t: number, txn: number, text: string) => {
    const d = new Date(t);
    const line = `${stamp(t)}.${String(d.getUTCMilliseconds()).padStart(3, '0')} [TXN ${txn}] ${text}`;
    lines.push({ t, text: line });
    return line;
  };
  let txn = 7_730_400;
  const carriers = Array.from({ length: 420 }, (_, i) => `C${String(i + 1).padStart(4, '0')}`);
  /** One carrier's trip; `reroute` sends it on to pharmacy when the lab's bin is full. */
  const trip = (t: number, from: Station, to: Station, prio: string, reroute = false) => {
    const id = ++txn;
    const carrier = oneOf(random, carriers);
    const path = route(from, to);
    log(t, id, `DISPATCH carrier=${carrier} from=${stationText(from)} to=${stationText(to)} prio=${prio}`);
    log(t + between(random, 800, 2_500), id, `ROUTE path=${path.join('>')} est=${between(random, 60, 140)}s`);
    let at = t + between(random, 15, 35) * 1_000;
    for (const hop of path) {
      log(at, id, hop.startsWith('TU') ? `ENTER ${hop}` : `PASS ${hop} pos=${between(random, 1, 4)}`);
      at += between(random, 12, 30) * 1_000 + pick(random, 1_000);
    }
    let line = '';
    if (reroute) {
      log(at, id, `HOLD ${path[1]} dest=${to[0]} receive bin full, waiting`);
      at += 120_000 + pick(random, 1_000);
      line = log(at, id, `REROUTE carrier=${carrier} dest ${stationText(to)} unavailable after 120s hold -> ${stationText(PHARM)}`);
      at += between(random, 35, 60) * 1_000;
      log(at, id, `ARRIVE ${stationText(PHARM)} transit=${Math.round((at - t) / 1_000)}s`);
      return line;
    }
    log(at, id, `ARRIVE ${stationText(to)} transit=${Math.round((at - t) / 1_000)}s`);
    if (random() < 0.9) log(at + between(random, 10, 400) * 1_000, id, `REMOVED ${to[0]} badge=****${digits(random, 4)}`);
    return line;
  };
  const START = T(11, 12);
  const END = T(11, 17, 45);
  const full = [T(11, 15, 39, 50), T(11, 15, 52, 10)] as const;
  const trips: (readonly [number, Station, Station, string, boolean])[] = [];
  for (let t = START; t < END; t += between(random, 6, 22) * 1_000 + pick(random, 1_000)) {
    const busyLab = t > full[0] - 3 * MINUTE && t < full[1];
    // While the lab's bin is full (and just before), the trips that would have gone there are left out.
    const roll = busyLab ? 0.55 + random() * 0.45 : random();
    const ward = oneOf(random, WARD_STATIONS);
    if (roll < 0.55) trips.push([t, random() < 0.25 ? oneOf(random, ED) : ward, PATH, oneOf(random, ['NORMAL', 'NORMAL', 'STAT']), false]);
    else if (roll < 0.62) trips.push([t, ward, BLOOD, 'STAT', false]);
    else if (roll < 0.8) trips.push([t, PHARM, ward, 'NORMAL', false]);
    else if (roll < 0.87) trips.push([t, ward, oneOf(random, OTHER), 'NORMAL', false]);
    else {
      const to = oneOf(random, [...WARD_STATIONS, ...ED]);
      lines.push({ t, text: `${stamp(t)}.${digits(random, 3)} [CARRIER ${oneOf(random, carriers)}] EMPTY RETURN to=${stationText(to)}` });
    }
  }
  lines.push({ t: full[0], text: `${stamp(full[0])}.004 [STATION 201] RECEIVE BIN FULL 10/10` });
  lines.push({ t: full[1], text: `${stamp(full[1])}.870 [STATION 201] RECEIVE BIN EMPTIED badge=****2207` });
  // A&E's other samples to the lab that arrived, and a ward's that was sent on too.
  const target = T(11, 15, 39, 2);
  trips.push([T(11, 15, 31, 20), ED[0], PATH, 'STAT', false]);
  trips.push([T(11, 15, 36, 5), ED[1], PATH, 'STAT', false]);
  trips.push([target, ED[0], PATH, 'STAT', true]);
  trips.push([T(11, 15, 44, 31), WARD_STATIONS[8]!, PATH, 'NORMAL', true]);
  trips.push([T(11, 15, 55, 48), ED[2], PATH, 'NORMAL', false]);
  trips.sort((a, b) => a[0] - b[0]);
  let needle = '';
  for (const [t, from, to, prio, reroute] of trips) {
    const line = trip(t, from, to, prio, reroute);
    if (t === target) needle = line;
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "Sorry to bother you, I know you're tied up with the shutdown in the plant room. A&E have been on the phone: a carrier of blood samples they sent up to the lab at about twenty to four this afternoon never turned up. Can you find out what happened to it?";
  return probe('round 24: pneumatic tube log, preamble', ask, 'run_shell', output, 'carrier', needle);
}

/** `bmsctl schedules list`: every time schedule on the BMS; one outpatient air handler programmed round the clock. */
function bmsTimeSchedules(): EconomicsTask {
  const random = seededRandom(24_010);
  const H24 = '00:00-24:00';
  /** Day columns Mon..Sun then bank holiday, and optimum start. */
  const TEMPLATES: Readonly<Record<string, readonly string[]>> = {
    ward: [H24, H24, H24, H24, H24, H24, H24, H24, 'N'],
    theatre: [H24, H24, H24, H24, H24, H24, H24, H24, 'N'],
    opd: ['07:00-19:00', '07:00-19:00', '07:00-19:00', '07:00-19:00', '07:00-19:00', 'OFF', 'OFF', 'OFF', 'Y'],
    office: ['07:30-18:00', '07:30-18:00', '07:30-18:00', '07:30-18:00', '07:30-18:00', 'OFF', 'OFF', 'OFF', 'Y'],
    diag: ['07:00-21:00', '07:00-21:00', '07:00-21:00', '07:00-21:00', '07:00-21:00', '08:00-16:00', '09:00-13:00', '09:00-13:00', 'Y'],
    kitchen: ['05:30-20:30', '05:30-20:30', '05:30-20:30', '05:30-20:30', '05:30-20:30', '05:30-20:30', '05:30-20:30', '05:30-20:30', 'N'],
  };
  const shift = (days: readonly string[], from: string) =>
    days.map((d) => (d === 'OFF' || d === H24 || d.length === 1 ? d : `${from}${d.slice(5)}`));
  /** Sites in the BMS's site order, with their areas and what kind each is. */
  const SITES_ORDER: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
    [
      'HRI',
      [
        ...WARDS.map((w) => [w, 'ward'] as const),
        ...['Theatres 1-2', 'Theatres 3-4', 'Theatres 5-6', 'Theatres 7-8', 'ED'].map((a) => [a, 'theatre'] as const),
        ...['A', 'B', 'C', 'D', 'E', 'F'].map((c) => [`Outpatients ${c}`, 'opd'] as const),
        ...['Radiology', 'CT & MRI', 'Endoscopy', 'Pharmacy'].map((a) => [a, 'diag'] as const),
        ['Main Kitchen', 'kitchen'],
        ['Staff Restaurant', 'kitchen'],
        ...['Medical Records', 'Estates Offices', 'Education Centre'].map((a) => [a, 'office'] as const),
      ],
    ],
    [
      'MTC',
      [
        ['Theatre Suite', 'theatre'],
        ['Recovery', 'theatre'],
        ['Day Surgery', 'diag'],
        ['Endoscopy', 'diag'],
        ...['A', 'B', 'C', 'D'].map((c) => [`Outpatients Clinic ${c}`, 'opd'] as const),
        ['Restaurant', 'kitchen'],
        ['Admin', 'office'],
      ],
    ],
    [
      'ECH',
      [
        ['Ward A', 'ward'],
        ['Ward B', 'ward'],
        ['Outpatients', 'opd'],
        ['Physiotherapy', 'opd'],
        ['Day Hospital', 'office'],
        ['Kitchen', 'kitchen'],
      ],
    ],
    ['FH', ['Offices L1', 'Offices L2', 'Offices L3', 'Offices L4', 'Conference Suite'].map((a) => [a, 'office'] as const)],
  ];
  const rows: string[][] = [];
  let target = -1;
  const changed = () =>
    `${oneOf(random, ['2024', '2025', '2025', '2026'])}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))} ${oneOf(random, ['bms.engineer', 'j.marsden', 'contractor', 'energy.mgr'])}`;
  for (const [site, areas] of SITES_ORDER) {
    let os = 0;
    let ahu = 0;
    for (const [area, kind] of areas) {
      os++;
      const base = TEMPLATES[kind]!;
      const add = (plant: string, serves: string, days: readonly string[]) => {
        rows.push([site, `OS${pad2(os)}`, `Z${between(random, 1, 16)}`, plant, serves, ...days, changed()]);
      };
      ahu++;
      let ahuDays = base;
      if (site === 'HRI' && area === 'Outpatients F') ahuDays = [...base.slice(0, 5), '08:00-13:00', ...base.slice(6)];
      if (site === 'MTC' && area === 'Outpatients Clinic C') ahuDays = TEMPLATES.ward!;
      if (site === 'MTC' && area === 'Day Surgery') ahuDays = [...base.slice(0, 5).map(() => '06:30-21:00'), ...base.slice(5)];
      add(`AHU-${pad2(ahu)}`, `${area} supply & extract`, ahuDays);
      if (site === 'MTC' && area === 'Outpatients Clinic C') {
        target = rows.length - 1;
        rows[target]![14] = '2026-03-19 contractor';
      }
      for (const side of ['north', 'south'])
        add(`HTG-${pad2(os)}${side[0]!.toUpperCase()}`, `${area} radiators ${side}`, shift(base, '06:00'));
      for (const circuit of ['corridor', 'rooms', 'external'])
        add(
          `LTG-${pad2(os)}-${circuit.slice(0, 3).toUpperCase()}`,
          `${area} lighting ${circuit}`,
          circuit === 'corridor' ? TEMPLATES.ward! : shift(base, '06:30'),
        );
      add(`EXT-${pad2(os)}`, `${area} toilet & sluice extract`, TEMPLATES.ward!);
      const rooms = kind === 'opd' || kind === 'office' ? between(random, 8, 14) : kind === 'ward' ? 3 : 2;
      for (let r = 1; r <= rooms; r++)
        add(
          `FCU-${pad2(os)}-${pad2(r)}`,
          `${area} ${kind === 'opd' ? 'consulting room' : kind === 'ward' ? 'side room' : 'room'} ${r}`,
          base,
        );
    }
    for (let c = 1; c <= (site === 'HRI' ? 3 : 1); c++)
      rows.push([site, 'OS90', 'Z1', `DHW-CAL-${c}`, `Calorifier ${c} (hold 60C)`, ...TEMPLATES.ward!, changed()]);
  }
  const lines = table(
    ['SITE', 'OS', 'ZONE', 'PLANT', 'SERVES', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'BANKHOL', 'OPT', 'CHANGED'],
    rows,
  );
  const needle = lines[target + 1]!;
  const output = `${['$ bmsctl schedules list --trust HEH --all', ...lines, `(${rows.length} schedules)`].join('\n')}\n`;
  const ask =
    "Millbrook's electricity use has crept up since the spring. Someone reckons one of the outpatient clinics' air handling units has been left running round the clock while the others go off in the evening. Which one is it?";
  return probe('round 24: bms time schedules', ask, 'run_shell', output, 'schedule', needle);
}

/** The medical gas telemetry gateway's overnight readings as JSON lines; one oxygen reading out of line with the rest. */
function medicalGasPressuresJsonl(): EconomicsTask {
  const random = seededRandom(24_011);
  const WARD_GASES = ['O2', 'MA4', 'VAC'];
  const THEATRE_GASES = ['O2', 'MA4', 'SA7', 'N2O', 'VAC'];
  /** Panels: site, id, area, gases. */
  const panels: (readonly [string, string, string, readonly string[]])[] = [
    ...WARDS.map(
      (w, i) =>
        [
          'HRI',
          `AVP-${i < 10 ? 'B04' : 'B02'}-${pad2(i + 1)}`,
          w,
          w.startsWith('Maternity') ? [...WARD_GASES, 'N2O/O2'] : WARD_GASES,
        ] as const,
    ),
    ...Array.from({ length: 8 }, (_, i) => ['HRI', `AVP-B06-T${i + 1}`, `Theatre ${i + 1}`, THEATRE_GASES] as const),
    ['HRI', 'AVP-B01-ED1', 'ED Majors', WARD_GASES],
    ['HRI', 'AVP-B01-ED2', 'ED Resus', WARD_GASES],
    ['HRI', 'AVP-B05-DS', 'Delivery Suite', [...WARD_GASES, 'N2O/O2']],
    ['HRI', 'AVP-B06-REC', 'Theatre Recovery', WARD_GASES],
    ['HRI', 'AVP-B07-END', 'Endoscopy', WARD_GASES],
    ['ECH', 'AVP-E01-WA', 'Ward A', WARD_GASES],
    ['ECH', 'AVP-E01-WB', 'Ward B', WARD_GASES],
    ['ECH', 'AVP-E01-DH', 'Day Hospital', ['O2', 'VAC']],
    ['MTC', 'AVP-M01-T1', 'Theatre 1', THEATRE_GASES],
    ['MTC', 'AVP-M01-T2', 'Theatre 2', THEATRE_GASES],
    ['MTC', 'AVP-M01-REC', 'Recovery', WARD_GASES],
    ['MTC', 'AVP-M01-DS', 'Day Surgery', WARD_GASES],
    ['MTC', 'AVP-M01-END', 'Endoscopy', WARD_GASES],
  ];
  /** Each gas's usual pipeline pressure, in bar (vacuum below atmosphere). */
  const RANGE: Readonly<Record<string, readonly [number, number]>> = {
    O2: [4.08, 4.26],
    MA4: [4.02, 4.2],
    SA7: [7.0, 7.2],
    N2O: [4.05, 4.2],
    'N2O/O2': [4.0, 4.18],
    VAC: [-0.7, -0.58],
  };
  const base = new Map<string, number>();
  for (const [, id, , gases] of panels)
    for (const gas of gases) {
      const [lo, hi] = RANGE[gas]!;
      base.set(`${id}/${gas}`, lo + 0.02 + random() * (hi - lo - 0.04));
    }
  const lines: string[] = [];
  let needle = '';
  let seq = 880_412;
  for (let t = T(10, 20); t <= T(11, 8); t += 20 * MINUTE) {
    for (const [site, id, area, gases] of panels)
      for (const gas of gases) {
        const odd = id === 'AVP-B02-13' && gas === 'O2' && t === T(11, 2, 40);
        const bar = odd ? 3.61 : base.get(`${id}/${gas}`)! + (random() - 0.5) * 0.04;
        const line = JSON.stringify({
          ts: isoBst(t + pick(random, 4) * 1_000),
          seq: ++seq,
          site,
          panel: id,
          area,
          gas,
          bar: Number(bar.toFixed(2)),
          src: `mgps-gw-${site.toLowerCase()}`,
        });
        lines.push(line);
        if (odd) needle = line;
      }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Going through last night's medical gas pipeline pressures from the ward and theatre panels, one of the oxygen readings doesn't sit right with all the others. Which panel was it, and at what time?";
  return probe('round 24: medical gas pressures jsonl', ask, 'run_shell', output, 'reading', needle);
}

/** The energy bureau's half-hourly export for last week, a row per sub-meter per day; one meter-day repeating the same figure. */
function energyHalfHourlyCsv(): EconomicsTask {
  const random = seededRandom(24_012);
  /** Load shapes: kWh in a half-hour, by hour of day and whether it is a weekday. */
  const SHAPES: Readonly<Record<string, (h: number, weekday: boolean) => number>> = {
    ward: (h) => 6 + (h >= 7 && h < 22 ? 3 : 0),
    opd: (h, wd) => (wd && h >= 7.5 && h < 18.5 ? 10 : 1.6),
    theatre: (h, wd) => (h >= 7.5 && h < 20 ? (wd ? 26 : 14) : 9),
    kitchen: (h) => (h >= 6 && h < 8 ? 30 : h >= 11 && h < 13.5 ? 38 : h >= 16 && h < 18.5 ? 34 : 6),
    datacentre: () => 18.4,
    chiller: (h) => 20 + Math.max(0, 30 * Math.sin(((h - 8) / 12) * Math.PI)),
    carpark: (h) => (h >= 21.5 || h < 5 ? 4.2 : 0.3),
    mri: (h, wd) => 12 + (h >= 8 && h < 20 && (wd || h < 13) ? 9 : 0),
    office: (h, wd) => (wd && h >= 7.5 && h < 18 ? 7 : 1.1),
  };
  const meters: (readonly [string, string, string])[] = [];
  const meter = (site: string, description: string, shape: string) =>
    meters.push([`${site}-EM-${String(meters.filter((m) => m[0].startsWith(site)).length + 1).padStart(3, '0')}`, description, shape]);
  for (let w = 0; w < WARDS.length; w++) meter('HRI', `${WARDS[w]} DB-${w < 10 ? 'S' : 'M'}${(w % 10) + 1}`, 'ward');
  for (let t = 1; t <= 8; t += 2) meter('HRI', `Theatres ${t}-${t + 1} DB`, 'theatre');
  for (const c of ['A', 'B', 'C', 'D', 'E', 'F']) meter('HRI', `Outpatients ${c} DB`, 'opd');
  for (const [d, s] of [
    ['Main Kitchen', 'kitchen'],
    ['Staff Restaurant', 'kitchen'],
    ['Data Centre UPS A', 'datacentre'],
    ['Data Centre UPS B', 'datacentre'],
    ['Chiller 1', 'chiller'],
    ['Chiller 2', 'chiller'],
    ['Multi-storey car park lighting', 'carpark'],
    ['MRI 1', 'mri'],
    ['MRI 2', 'mri'],
    ['Estates Offices DB', 'office'],
    ['Education Centre DB', 'office'],
    ['Medical Records DB', 'office'],
    ['Lift motor room A', 'office'],
    ['Lift motor room B', 'office'],
    ['HSDU washer-disinfectors', 'theatre'],
    ['Pathology analysers', 'datacentre'],
    ['Pharmacy aseptic suite', 'opd'],
    ['Mortuary cold store', 'datacentre'],
    ['ED DB-1', 'ward'],
    ['ED DB-2', 'ward'],
    ['Radiology DB', 'mri'],
    ['Boiler house MCC', 'chiller'],
    ['Energy centre LV board aux', 'ward'],
    ['Staff residences block C', 'ward'],
  ] as const)
    meter('HRI', d, s);
  for (const [d, s] of [
    ['Ward A DB', 'ward'],
    ['Ward B DB', 'ward'],
    ['Outpatients DB', 'opd'],
    ['Physiotherapy DB', 'opd'],
    ['Kitchen', 'kitchen'],
    ['Plant Room MCC', 'chiller'],
    ['Car park lighting', 'carpark'],
  ] as const)
    meter('ECH', d, s);
  for (const [d, s] of [
    ['Theatre Suite DB', 'theatre'],
    ['Recovery DB', 'ward'],
    ['Day Surgery DB', 'opd'],
    ['Endoscopy DB', 'opd'],
    ['Outpatients Clinics A-B DB', 'opd'],
    ['Outpatients Clinics C-D DB', 'opd'],
    ['Restaurant', 'kitchen'],
    ['Chiller', 'chiller'],
    ['Server Room UPS', 'datacentre'],
    ['Admin DB', 'office'],
  ] as const)
    meter('MTC', d, s);
  for (let l = 1; l <= 4; l++) meter('FH', `Offices L${l} DB`, 'office');
  const header = [
    'meter_id',
    'serial',
    'description',
    'site',
    'date',
    'units',
    ...Array.from({ length: 48 }, (_, i) => `hh${pad2(i + 1)}`),
    'total_kwh',
  ].join(',');
  const rows: string[] = [];
  let needle = '';
  for (const [id, description, shape] of meters) {
    const serial = `EM${digits(random, 8)}`;
    const scale = 0.7 + random() * 0.8;
    for (let d = 1; d <= 7; d++) {
      const weekday = ![6, 7].includes(d);
      const flat = id === 'HRI-EM-028' && d === 7;
      const values = Array.from({ length: 48 }, (_, i) => {
        if (flat) return 11.4;
        const v = SHAPES[shape]!(i / 2, weekday) * scale * (1 + (random() - 0.5) * (shape === 'datacentre' ? 0.03 : 0.22));
        return Math.max(0.05, v);
      }).map((v) => v.toFixed(2));
      const total = values.reduce((sum, v) => sum + Number(v), 0).toFixed(2);
      const row = [id, serial, csv(description), id.split('-')[0], `2026-06-${pad2(d)}`, 'kWh', ...values, total].join(',');
      rows.push(row);
      if (flat) needle = row;
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "In last week's half-hourly electricity export there's a sub-meter that, on one of the days, shows exactly the same consumption in every half hour, which can't be right for that part of the hospital. Which meter, and which day?";
  return probe('round 24: energy half-hourly csv', ask, 'read_file', output, 'meter', needle);
}

export function roundTwentyFour(): EconomicsTask[] {
  return [
    portersTaskApi(),
    firePanelConfigXml(),
    menuAppWebpackChunk(),
    waterOutletRegisterToml(),
    generatorTestRecords(),
    wasteConsignmentsJq(),
    fireAlarmEventLog(),
    bmsAlarmHistoryCsv(),
    pneumaticTubeLog(),
    bmsTimeSchedules(),
    medicalGasPressuresJsonl(),
    energyHalfHourlyCsv(),
  ];
}
