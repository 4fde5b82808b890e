/**
 * Probe round 53, written blind: a made-up semiconductor fab (Cascade Silicon's Fab 2, "CS2": the MES and lot
 * tracking, tool alarms, SPC, recipe management, cleanroom monitoring, wafer sort, chemical supply, the OT
 * network and on-call). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - mes wip lots api: where the five-wafer rework child of a split lot is now, at which step and on which tool.
 *  - etch recipe export xml: the main etch bias power of the contact etch version released to production on one chamber.
 *  - ot asset inventory json: the firmware of the controller on the silane cabinet in the gas bunker.
 * b. The answer a few lines away from the line the question's words match:
 *  - etch alarm history yaml: what maintenance did to fix a tool's backside helium alarm on one chamber one night.
 *  - rtd dispatcher stack trace: which line of the fab's own code the implant dispatcher fell over in one night.
 *  - spc daily report: which lot and wafer set off one furnace's gate oxide thickness chart overnight, and its reading.
 * c. A question that paraphrases the output, or carries a preamble:
 *  - fms humidity events: when the scanner bay first went past its humidity alarm limit ("muggy"), on which sensor.
 *  - bulk chemical tank history, preamble: how much of Tuesday's sulphuric acid delivery the system logged into the tank.
 *  - on-call schedule csv, preamble: who is first to call for the factory-floor network this Saturday night.
 * d. One value unlike its peers, with no error word near it:
 *  - particle counter hourly summary: the one counter-hour whose sample flow is unlike every other reading.
 *  - wafer sort summary: the one wafer that was not probed across the whole wafer like the rest.
 *  - etch equipment constants: the one chamber whose gas line is set to a different range from its sister chambers.
 *
 * Not among the bench's targets.
 * First run, at 8f1cefd (with this file; `ROUNDS=53 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,562,801 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 399e4e2, the head before this round's stop began, finds the same 3/12.
 *   round 53: mes wip lots api
 *     codex: 8,781 tokens, peak 8,676, 0/1 needles, 0 read-backs
 *     context-chef: 867 tokens, peak 762, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,794 tokens, peak 1,737, 1/1 needles, 1 read-backs
 *     ours: 4,017 tokens, peak 1,600, 1/1 needles, 2 read-backs
 *   round 53: etch recipe export xml
 *     codex: 7,769 tokens, peak 7,676, 0/1 needles, 0 read-backs
 *     context-chef: 791 tokens, peak 698, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,782 tokens, peak 5,530, 0/1 needles, 3 read-backs
 *     ours: 10,016 tokens, peak 3,717, 0/1 needles, 3 read-backs
 *   round 53: ot asset inventory json
 *     codex: 7,856 tokens, peak 7,771, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,033 tokens, peak 7,218, 1/1 needles, 4 read-backs
 *     ours: 19,252 tokens, peak 6,952, 0/1 needles, 4 read-backs
 *   round 53: etch alarm history yaml
 *     codex: 16,422 tokens, peak 16,326, 0/1 needles, 0 read-backs
 *     context-chef: 840 tokens, peak 744, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,870 tokens, peak 3,385, 0/1 needles, 2 read-backs
 *     ours: 6,048 tokens, peak 2,640, 1/1 needles, 2 read-backs
 *   round 53: rtd dispatcher stack trace
 *     codex: 15,892 tokens, peak 15,807, 0/1 needles, 0 read-backs
 *     context-chef: 792 tokens, peak 707, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,344 tokens, peak 4,294, 0/1 needles, 2 read-backs
 *     ours: 7,145 tokens, peak 3,909, 0/1 needles, 2 read-backs
 *   round 53: spc daily report
 *     codex: 14,122 tokens, peak 14,037, 0/1 needles, 0 read-backs
 *     context-chef: 746 tokens, peak 661, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,239 tokens, peak 1,357, 0/1 needles, 4 read-backs
 *     ours: 4,490 tokens, peak 964, 0/1 needles, 4 read-backs
 *   round 53: fms humidity events
 *     codex: 20,663 tokens, peak 20,573, 0/1 needles, 0 read-backs
 *     context-chef: 958 tokens, peak 868, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,387 tokens, peak 1,592, 0/1 needles, 4 read-backs
 *     ours: 4,762 tokens, peak 1,015, 0/1 needles, 4 read-backs
 *   round 53: bulk chemical tank history, preamble
 *     codex: 22,336 tokens, peak 22,225, 0/1 needles, 0 read-backs
 *     context-chef: 1,066 tokens, peak 955, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,382 tokens, peak 1,574, 0/1 needles, 4 read-backs
 *     ours: 4,774 tokens, peak 1,016, 0/1 needles, 4 read-backs
 *   round 53: on-call schedule csv, preamble
 *     codex: 17,888 tokens, peak 17,793, 0/1 needles, 0 read-backs
 *     context-chef: 868 tokens, peak 773, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,486 tokens, peak 1,400, 0/1 needles, 4 read-backs
 *     ours: 4,182 tokens, peak 915, 0/1 needles, 4 read-backs
 *   round 53: particle counter hourly summary
 *     codex: 18,136 tokens, peak 18,042, 0/1 needles, 0 read-backs
 *     context-chef: 871 tokens, peak 777, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,640 tokens, peak 1,439, 0/1 needles, 4 read-backs
 *     ours: 4,422 tokens, peak 948, 0/1 needles, 4 read-backs
 *   round 53: wafer sort summary
 *     codex: 24,490 tokens, peak 24,409, 0/1 needles, 0 read-backs
 *     context-chef: 1,057 tokens, peak 976, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,568 tokens, peak 1,610, 0/1 needles, 4 read-backs
 *     ours: 4,834 tokens, peak 1,030, 1/1 needles, 4 read-backs
 *   round 53: etch equipment constants
 *     codex: 19,002 tokens, peak 18,915, 0/1 needles, 0 read-backs
 *     context-chef: 847 tokens, peak 760, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,800 tokens, peak 1,476, 0/1 needles, 4 read-backs
 *     ours: 3,299 tokens, peak 723, 0/1 needles, 4 read-backs
 *     codex: 193,357 tokens, 0/12 needles
 *     context-chef: 10,469 tokens, 0/12 needles
 *     context-chef-store: 100,325 tokens, 2/12 needles
 *     ours: 77,241 tokens, 3/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026 at the fab (Pacific standard time), kept as UTC so formatters print the local time as it stands. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-19T01:37:12-08:00` */
const isoPst = (t: number) => `${iso(t)}-08:00`;
/** `2026-11-19 01:37:12` */
const stamp = (t: number) => iso(t).replace('T', ' ');
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** `18,420` */
const grouped = (n: number) => n.toLocaleString('en-US');

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

const FIRST = [
  'Thanh',
  'Priya',
  'Marcus',
  'Elena',
  'Kenji',
  'Aaliyah',
  'Diego',
  'Hannah',
  'Ravi',
  'Mei',
  'Oluwaseun',
  'Brandon',
  'Sofia',
  'Jaewon',
  'Tyler',
  'Fatima',
  'Connor',
  'Lucia',
  'Andrei',
  'Keisha',
];
const LAST = [
  'Nguyen',
  'Raman',
  'Okafor',
  'Kowalski',
  'Tanaka',
  'Brooks',
  'Alvarez',
  'Schmidt',
  'Iyer',
  'Chen',
  'Adeyemi',
  'Larsen',
  'Moreno',
  'Park',
  'Whitfield',
  'Haddad',
  'Byrne',
  'Ortega',
  'Popescu',
  'Dawson',
];
/** A login as the fab's systems print it: `tnguyen`. */
const userId = (random: () => number) => `${oneOf(random, FIRST)[0]}${oneOf(random, LAST)}`.toLowerCase();

/** Products: name, gross dies per wafer, route, and how many sites the probe card tests at once. */
const PRODUCTS: readonly (readonly [string, number, string, number])[] = [
  ['PMX-A3', 688, 'N28HV-PMX-R14', 8],
  ['LDO-B1', 1412, 'N40LP-LDO-R09', 16],
  ['GDRV-C2', 322, 'N28HV-GDR-R06', 4],
  ['BMS-D4', 904, 'N40LP-BMS-R11', 8],
  ['HVSW-E1', 540, 'N28HV-HVS-R03', 4],
];

/** A new lot number (`C6K0417`), never one of `used`. */
function lotNumbers(random: () => number, used: Set<string>): () => string {
  return () => {
    let id = '';
    while (!id || used.has(id)) id = `C6K${digits(random, 4)}`;
    used.add(id);
    return id;
  };
}

/** `GET /mes/api/v3/lots?state=WIP`: every lot in the line as one line of JSON; a split lot's five-wafer rework child. */
function mesWipLotsApi(): EconomicsTask {
  const random = seededRandom(53_001);
  /** Route steps: sequence, name, area, tool prefix and how many of those tools there are. */
  const STEPS: readonly (readonly [string, string, string, string, number])[] = [
    ['0110.010', 'PAD-OX', 'DIFF', 'FRN', 24],
    ['0120.020', 'NITRIDE-DEP', 'DIFF', 'FRN', 24],
    ['0210.030', 'STI-LITHO', 'LITHO', 'SCN', 12],
    ['0220.010', 'STI-ETCH', 'ETCH', 'ETC', 16],
    ['0230.040', 'STI-CMP', 'CMP', 'CMP', 10],
    ['0410.020', 'NWELL-IMP', 'IMPLANT', 'IMP', 6],
    ['0420.020', 'PWELL-IMP', 'IMPLANT', 'IMP', 6],
    ['0520.030', 'GATE-OX', 'DIFF', 'FRN', 24],
    ['0610.010', 'POLY-DEP', 'DIFF', 'FRN', 24],
    ['0620.030', 'GATE-LITHO', 'LITHO', 'SCN', 12],
    ['0630.020', 'GATE-ETCH', 'ETCH', 'ETC', 16],
    ['0640.050', 'GATE-CD-MEAS', 'METRO', 'CDS', 6],
    ['0810.010', 'NSD-IMP', 'IMPLANT', 'IMP', 6],
    ['0820.010', 'PSD-IMP', 'IMPLANT', 'IMP', 6],
    ['0910.030', 'SAL-DEP', 'PVD', 'PVD', 8],
    ['1010.020', 'PMD-DEP', 'CVD', 'CVD', 10],
    ['1020.040', 'PMD-CMP', 'CMP', 'CMP', 10],
    ['1110.030', 'CT-LITHO', 'LITHO', 'SCN', 12],
    ['1120.020', 'CT-ETCH', 'ETCH', 'ETC', 16],
    ['1130.010', 'W-PLUG-DEP', 'CVD', 'CVD', 10],
    ['1140.040', 'W-CMP', 'CMP', 'CMP', 10],
    ['1210.020', 'M1-DEP', 'PVD', 'PVD', 8],
    ['1220.030', 'M1-LITHO', 'LITHO', 'SCN', 12],
    ['1225.010', 'M1-OVL-MEAS', 'METRO', 'OVL', 4],
    ['1230.020', 'M1-ETCH', 'ETCH', 'ETC', 16],
    ['1310.010', 'IMD1-DEP', 'CVD', 'CVD', 10],
    ['1320.040', 'IMD1-CMP', 'CMP', 'CMP', 10],
    ['1330.030', 'V1-LITHO', 'LITHO', 'SCN', 12],
    ['1340.020', 'V1-ETCH', 'ETCH', 'ETC', 16],
    ['1410.020', 'M2-DEP', 'PVD', 'PVD', 8],
    ['1420.030', 'M2-LITHO', 'LITHO', 'SCN', 12],
    ['1430.020', 'M2-ETCH', 'ETCH', 'ETC', 16],
    ['1910.020', 'PASS-DEP', 'CVD', 'CVD', 10],
    ['1920.030', 'PAD-LITHO', 'LITHO', 'SCN', 12],
    ['1930.030', 'PAD-ETCH', 'ETCH', 'ETC', 16],
    ['1990.010', 'FINAL-INSP', 'METRO', 'INS', 4],
  ];
  const HOLDS: readonly (readonly [string, string])[] = [
    ['SPC-OOC', 'SPC out of control, awaiting disposition'],
    ['ENG-HOLD', 'Engineering hold for split experiment'],
    ['QA-DISPO', 'QA disposition required'],
    ['EQ-DOWN', 'Tool went down during process'],
    ['MISPROC', 'Misprocess review'],
    ['FUT-HOLD', 'Future hold set by lot owner'],
    ['QTIME', 'Queue time exceeded'],
  ];
  const step = (name: string) => STEPS.findIndex((s) => s[1] === name);
  const now = T(19, 7, 40);
  const lot = (
    lotId: string,
    parent: string | null,
    qty: number,
    stepIndex: number,
    state: 'WAIT' | 'RUN' | 'HOLD',
    product = oneOf(random, PRODUCTS),
    equipment?: string,
    slots?: number[],
  ) => {
    const [seq, name, area, prefix, count] = STEPS[stepIndex]!;
    const started = now - between(random, 3, 70) * DAY - pick(random, DAY);
    const last = now - pick(random, 36 * 60) * MINUTE - pick(random, 60) * 1_000;
    const first = between(random, 1, 26 - qty);
    const hold = state === 'HOLD' ? oneOf(random, HOLDS) : undefined;
    return {
      lot_id: lotId,
      parent_lot: parent,
      product: product[0],
      route: product[2],
      priority: oneOf(random, [3, 3, 3, 3, 2, 4, 1]),
      wafer_qty: qty,
      owner: oneOf(random, ['PROD', 'PROD', 'PROD', 'PROD', 'ENG', 'QUAL', 'MON']),
      state,
      current_step: { seq, name, area },
      equipment: state === 'RUN' ? (equipment ?? `${prefix}${pad2(between(random, 1, count))}`) : null,
      recipe: state === 'RUN' ? `${name}_${product[0].split('-')[0]!}_V${between(random, 2, 19)}` : null,
      hold: hold ? { code: hold[0], reason: hold[1], by: userId(random), at: isoPst(last) } : null,
      queue_min: state === 'RUN' ? 0 : between(random, 4, 2_400),
      started: isoPst(started),
      due: iso(started + between(random, 50, 75) * DAY).slice(0, 10),
      last_txn: {
        type: state === 'RUN' ? 'TrackIn' : state === 'HOLD' ? 'Hold' : oneOf(random, ['TrackOut', 'TrackOut', 'MoveIn']),
        at: isoPst(last),
        by: userId(random),
      },
      slots: slots ?? Array.from({ length: qty }, (_, k) => first + k),
    };
  };
  const used = new Set(['C6K0417', 'C6K0471', 'C6K0147']);
  const next = lotNumbers(random, used);
  const count = 1_650;
  const lots: object[] = [];
  for (let i = 0; i < count; i++) {
    const base = next();
    const child = random() < 0.08;
    const state = oneOf(random, ['WAIT', 'WAIT', 'WAIT', 'RUN', 'RUN', 'HOLD'] as const);
    lots.push(
      child
        ? lot(`${base}.0${between(random, 1, 2)}`, `${base}.00`, between(random, 1, 6), pick(random, STEPS.length), state)
        : lot(`${base}.00`, null, oneOf(random, [25, 25, 25, 25, 24, 23, 13]), pick(random, STEPS.length), state),
    );
  }
  const pmx = PRODUCTS[0]!;
  const target = lot('C6K0417.01', 'C6K0417.00', 5, step('M1-LITHO'), 'RUN', pmx, 'SCN09', [3, 7, 12, 18, 22]);
  lots[Math.floor(count * 0.5)] = target;
  // The parent, the other child, and a lot whose number has the same digits.
  const parent = lot(
    'C6K0417.00',
    null,
    18,
    step('M1-ETCH'),
    'WAIT',
    pmx,
    undefined,
    [1, 2, 4, 5, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 19, 20, 21, 23],
  );
  parent.last_txn.type = 'Split';
  const other = lot('C6K0417.02', 'C6K0417.00', 2, step('M1-OVL-MEAS'), 'HOLD', pmx, undefined, [24, 25]);
  other.hold = { code: 'ENG-HOLD', reason: 'Overlay fail, engineering review of 2 wafers', by: 'mchen', at: isoPst(T(18, 5, 24, 10)) };
  other.last_txn = { type: 'Hold', at: isoPst(T(18, 5, 24, 10)), by: 'mchen' };
  for (const child of [target, other])
    Object.assign(child, { priority: parent.priority, owner: parent.owner, started: parent.started, due: parent.due });
  lots[Math.floor(count * 0.46)] = parent;
  lots[Math.floor(count * 0.55)] = other;
  lots[Math.floor(count * 0.58)] = lot('C6K0471.00', null, 25, step('M1-LITHO'), 'RUN', pmx, 'SCN04');
  const text = JSON.stringify(target);
  const needle = text.slice(1, text.indexOf(',"recipe"'));
  const output = `${JSON.stringify({
    site: 'CS2',
    query: { state: 'WIP', area: 'ALL' },
    generated_at: isoPst(now),
    count,
    lots,
  })}\n`;
  const ask =
    'Lot C6K0417 got split yesterday after it failed overlay, and the five wafers that went back for rework are in their own child lot now. Where is that child lot at the moment: which step, and is it on a tool?';
  return probe('round 53: mes wip lots api', ask, 'http_get', output, 'child lot', needle, true);
}

/** The recipe manager's etch export, one line of XML: every chamber's recipes; one released version's main etch bias. */
function etchRecipeExportXml(): EconomicsTask {
  const random = seededRandom(53_002);
  const POLY = ['GATE-ETCH-STD', 'STI-ETCH-STD', 'M1-ETCH-STD', 'M2-ETCH-STD', 'PAD-ETCH-STD'];
  const DIEL = ['CT-ETCH-STD', 'V1-ETCH-STD', 'V2-ETCH-STD', 'PAD-OX-ETCH'];
  const POLY_GASES = ['Ar', 'HBr', 'Cl2', 'O2', 'CF4', 'NF3', 'He', 'N2'];
  const DIEL_GASES = ['Ar', 'C4F8', 'C4F6', 'CHF3', 'CF4', 'O2', 'CO', 'N2'];
  const TARGET_BIAS = 1_870;
  /** A dielectric main etch's bias power: any but the planted one's. */
  const mainBias = () => {
    let w = TARGET_BIAS;
    while (w === TARGET_BIAS) w = between(random, 150, 240) * 10;
    return w;
  };
  const param = (name: string, value: number | string, unit: string) => `<Param name="${name}" value="${value}" unit="${unit}"/>`;
  const gases = (family: readonly string[], n: number) =>
    shuffle(
      random,
      family.map((g, i) => [g, i + 1] as const),
    )
      .slice(0, n)
      .sort((a, b) => a[1] - b[1])
      .map(([g, line]) => `<Gas line="MFC${pad2(line)}" name="${g}" sccm="${between(random, 2, 60) * 5}"/>`)
      .join('');
  const stepXml = (
    n: number,
    name: string,
    time: number,
    endpoint: string,
    source: number,
    bias: number,
    family: readonly string[],
    g: number,
  ) =>
    `<Step n="${n}" name="${name}" time="${time}" endpoint="${endpoint}">` +
    param('Pressure', between(random, 5, 80), 'mTorr') +
    param('SourcePower', source, 'W') +
    param('BiasPower', bias, 'W') +
    param('ESCTemp', between(random, 20, 60), 'C') +
    param('HeBackside', (between(random, 60, 160) / 10).toFixed(1), 'Torr') +
    gases(family, g) +
    `</Step>`;
  const recipe = (tool: number, chamber: number, name: string, version: number, status: string, bias?: number) => {
    const dielectric = tool > 8;
    const family = dielectric ? DIEL_GASES : POLY_GASES;
    const approved = T(19, 0) - between(random, 2, 200) * DAY - pick(random, DAY);
    const body =
      stepXml(1, 'STAB', 10, 'NONE', 0, 0, family, 2) +
      stepXml(2, 'BT', between(random, 5, 12), 'NONE', between(random, 30, 80) * 10, between(random, 10, 40) * 10, family, 2) +
      stepXml(
        3,
        'ME',
        between(random, 30, 90),
        `OES-${oneOf(random, ['CO', 'CN', 'SiF', 'F', 'Cl'])}-${between(random, 250, 780)}`,
        between(random, 50, 150) * 10,
        bias ?? (dielectric ? mainBias() : between(random, 8, 45) * 10),
        family,
        between(random, 3, 4),
      ) +
      stepXml(4, 'OE', between(random, 10, 40), 'TIME', between(random, 40, 120) * 10, between(random, 20, 90) * 10, family, 3) +
      stepXml(5, 'DECHUCK', 8, 'NONE', 0, 0, family, 1);
    return (
      `<Recipe id="RCP-${digits(random, 7)}" name="${name}" version="${version}" status="${status}" tool="ETC${pad2(tool)}" chamber="PM${chamber}" ` +
      `owner="${userId(random)}" approvedBy="${status === 'DRAFT' ? '' : userId(random)}" approved="${status === 'DRAFT' ? '' : isoPst(approved)}" ` +
      `checksum="sha256:${hex(random, 24)}"><Header><WaferSize>300</WaferSize><Seasoning>${oneOf(random, ['NONE', 'SEASON-3W', 'SEASON-5W'])}</Seasoning>` +
      `<WacRecipe>WAC-${dielectric ? 'OX' : 'SI'}-${between(random, 1, 6)}</WacRecipe></Header>${body}</Recipe>`
    );
  };
  const recipes: string[] = [];
  let needle = '';
  for (let tool = 1; tool <= 16; tool++)
    for (let chamber = 1; chamber <= 4; chamber++)
      for (const name of tool > 8 ? DIEL : POLY) {
        if (tool === 9 && chamber === 3 && name === 'CT-ETCH-STD') {
          recipes.push(recipe(tool, chamber, name, 13, 'OBSOLETE', 1_850));
          const released = recipe(tool, chamber, name, 14, 'PRODUCTION', TARGET_BIAS);
          recipes.push(released);
          needle = param('BiasPower', TARGET_BIAS, 'W');
          recipes.push(recipe(tool, chamber, name, 15, 'DRAFT', 1_920));
          continue;
        }
        const v = between(random, 3, 20);
        if (random() < 0.25) recipes.push(recipe(tool, chamber, name, v - 1, 'OBSOLETE'));
        recipes.push(recipe(tool, chamber, name, v, 'PRODUCTION'));
        if (random() < 0.3) recipes.push(recipe(tool, chamber, name, v + 1, 'DRAFT'));
      }
  const output = `<?xml version="1.0" encoding="UTF-8"?><RecipeExport site="CS2" area="ETCH" generated="${isoPst(T(19, 7, 51, 8))}" count="${recipes.length}">${recipes.join('')}</RecipeExport>\n`;
  const ask =
    "Process engineering want to nudge the main etch bias power on the contact etch in ETC09 chamber 3. What's it set to in the version that's actually released for production there right now?";
  return probe('round 53: etch recipe export xml', ask, 'http_get', output, 'bias power', needle, true);
}

/** The OT monitoring platform's asset list, one line of JSON; the silane gas cabinet controller's firmware. */
function otAssetInventoryJson(): EconomicsTask {
  const random = seededRandom(53_003);
  type Kind = readonly [type: string, vendor: string, model: string, firmwares: readonly string[], protocols: readonly string[]];
  const COMPACT: Kind = [
    'PLC',
    'Rockwell Automation',
    '1769-L33ER CompactLogix 5370',
    ['30.014', '32.011', '33.011', '33.013'],
    ['EtherNet/IP', 'CIP'],
  ];
  const CONTROL: Kind = [
    'PLC',
    'Rockwell Automation',
    '1756-L83E ControlLogix 5580',
    ['32.013', '33.011', '34.011'],
    ['EtherNet/IP', 'CIP'],
  ];
  const S7: Kind = ['PLC', 'Siemens', 'S7-1500 CPU 1516-3 PN/DP', ['V2.9.4', 'V3.0.1', 'V3.1.0'], ['S7comm-plus', 'PROFINET']];
  const M580: Kind = ['PLC', 'Schneider Electric', 'Modicon M580 BMEP582040', ['4.10', '4.20'], ['Modbus/TCP']];
  const PANELVIEW: Kind = ['HMI', 'Rockwell Automation', 'PanelView Plus 7 2711P-T10C22D9P', ['12.011', '13.002'], ['EtherNet/IP', 'VNC']];
  const TP1200: Kind = ['HMI', 'Siemens', 'SIMATIC TP1200 Comfort', ['V17.0.0.0', 'V18.0.0.1'], ['PROFINET', 'HTTP']];
  const IE3400: Kind = ['Switch', 'Cisco', 'IE-3400-8P2S', ['17.9.4', '17.12.2'], ['SNMP', 'SSH', 'LLDP']];
  const RSP: Kind = ['Switch', 'Hirschmann', 'RSP35-08033O6TT-SK9V9HSE2S', ['09.1.04', '09.2.00'], ['SNMP', 'HTTPS', 'MRP']];
  const EWS: Kind = [
    'Engineering Workstation',
    'Dell',
    'Precision 3460 SFF',
    ['Windows 10 IoT Enterprise LTSC 21H2'],
    ['RDP', 'SMB', 'EtherNet/IP'],
  ];
  const PARTICLE: Kind = ['Sensor', 'Lighthouse', 'ApexR5p', ['2.4.1', '2.5.0'], ['Modbus/TCP']];
  const RH: Kind = ['Sensor', 'Vaisala', 'HMT370EX', ['1.3.2', '1.4.0'], ['Modbus/TCP']];
  const FFU: Kind = ['Controller', 'Price Industries', 'FFU-NET Gateway 4', ['5.2.7'], ['BACnet/IP']];
  const PUMP: Kind = ['Controller', 'Edwards', 'iXH Dry Pump TIM', ['2.08', '2.10'], ['Modbus/TCP']];
  const ABATE: Kind = ['Controller', 'Edwards', 'Atlas Abatement iTIM', ['3.11', '3.12'], ['Modbus/TCP', 'HTTP']];
  const HISTORIAN: Kind = ['Server', 'AVEVA', 'PI Data Archive 2018 SP3', ['3.4.430.460'], ['PI-API', 'HTTPS']];
  const TOOLS: readonly (readonly [string, string, string])[] = [
    ['ASML', 'TWINSCAN NXT:1980Di host', 'SCN'],
    ['Lam Research', '2300 Kiyo PM controller', 'ETC'],
    ['Applied Materials', 'Endura host', 'PVD'],
    ['Applied Materials', 'Producer GT host', 'CVD'],
    ['Tokyo Electron', 'TELINDY PLUS host', 'FRN'],
    ['KLA', 'Archer 750 host', 'OVL'],
    ['Axcelis', 'Purion H host', 'IMP'],
    ['Ebara', 'F-REX300X host', 'CMP'],
  ];
  const GASES = [
    'NH3',
    'Cl2',
    'HBr',
    'BCl3',
    'NF3',
    'WF6',
    'PH3-15H2',
    'AsH3-15H2',
    'BF3',
    'HCl',
    'N2O',
    'CF4',
    'C4F8',
    'SiH4',
    'Si2H6',
    'CO',
    'H2',
    'SF6',
    'GeH4',
    'B2H6-1H2',
    'CHF3',
    'C4F6',
    'SiH2Cl2',
    'ClF3',
  ];
  const ZONES = ['Fab-L3', 'Subfab-L1', 'GasBunker-A', 'ChemBuilding', 'CUB', 'UPW-Plant', 'N2-Plant', 'L3-Operations'];
  const hosts = new Map<string, number>();
  const ip = (zone: string) => {
    const z = ZONES.indexOf(zone);
    const n = (hosts.get(zone) ?? 0) + 1;
    hosts.set(zone, n);
    return `10.53.${z * 16 + Math.floor(n / 250)}.${(n % 250) + 3}`;
  };
  const seenFrom = T(19, 0) - 600 * DAY;
  const asset = (kind: Kind, name: string, description: string, zone: string, level: number, vendor = kind[1], model = kind[2]) => ({
    id: `ast-${hex(random, 12)}`,
    name,
    description,
    ip: ip(zone),
    mac: Array.from({ length: 6 }, () => hex(random, 2)).join(':'),
    vendor,
    model,
    type: kind[0],
    firmware: oneOf(random, kind[3]),
    zone,
    purdue_level: level,
    protocols: kind[4],
    first_seen: isoPst(seenFrom + pick(random, 400) * DAY + pick(random, DAY)),
    last_seen: isoPst(T(19, 7, 30) - pick(random, 3_600) * 1_000),
    risk_score: between(random, 5, 78),
    open_alerts: oneOf(random, [0, 0, 0, 0, 1, 2]),
    tags: [
      zone.toLowerCase(),
      kind[0].toLowerCase().replace(/ /g, '-'),
      oneOf(random, ['crown-jewel', 'standard', 'standard', 'standard']),
    ],
  });
  const assets: ReturnType<typeof asset>[] = [];
  // The fab floor: each bay's switches, tool hosts, particle counters, humidity sensors and fan filter gateways.
  for (let bay = 1; bay <= 16; bay++) {
    const b = `B${pad2(bay)}`;
    assets.push(asset(IE3400, `FAB-${b}-SW1`, `Bay ${b} access switch 1`, 'Fab-L3', 2));
    assets.push(asset(IE3400, `FAB-${b}-SW2`, `Bay ${b} access switch 2`, 'Fab-L3', 2));
    for (let k = 1; k <= 20; k++) {
      const [vendor, model, prefix] = oneOf(random, TOOLS);
      const tool = `${prefix}${pad2(between(random, 1, 24))}`;
      assets.push(
        asset(
          [
            'Equipment PC',
            vendor,
            model,
            ['Windows 10 LTSC', 'Windows 7 Embedded', 'RHEL 7.9', 'RHEL 8.6'],
            ['SECS/GEM HSMS', 'SMB', 'RDP'],
          ],
          `${tool}-HOST-${b}${pad2(k)}`,
          `${tool} equipment host`,
          'Fab-L3',
          1,
          vendor,
          model,
        ),
      );
    }
    for (let k = 1; k <= 10; k++) assets.push(asset(PARTICLE, `PC-${b}-${pad2(k)}`, `Particle counter bay ${b} point ${k}`, 'Fab-L3', 1));
    for (let k = 1; k <= 6; k++) assets.push(asset(RH, `RH-${b}-${pad2(k)}`, `Humidity transmitter bay ${b} point ${k}`, 'Fab-L3', 1));
    for (let k = 1; k <= 4; k++) assets.push(asset(FFU, `FFU-${b}-GW${k}`, `Fan filter unit gateway bay ${b} row ${k}`, 'Fab-L3', 1));
  }
  // The subfab: pumps, abatement, switches and the valve manifold boxes.
  for (let k = 1; k <= 400; k++) assets.push(asset(PUMP, `SF-PMP-${String(k).padStart(3, '0')}`, `Dry pump ${k}`, 'Subfab-L1', 1));
  for (let k = 1; k <= 120; k++) assets.push(asset(ABATE, `SF-ABT-${String(k).padStart(3, '0')}`, `Abatement unit ${k}`, 'Subfab-L1', 1));
  for (let k = 1; k <= 30; k++) assets.push(asset(RSP, `SF-SW${pad2(k)}`, `Subfab ring switch ${k}`, 'Subfab-L1', 2));
  for (let k = 1; k <= 24; k++) {
    const gas =
      k === 3
        ? 'SiH4'
        : oneOf(
            random,
            GASES.filter((g) => g !== 'SiH4'),
          );
    const bays = `bays ${((k - 1) % 8) * 2 + 1}-${((k - 1) % 8) * 2 + 2}`;
    assets.push(
      asset(COMPACT, `SF-VMB${pad2(k)}-${gas}-PLC`, `Valve manifold box VMB-${pad2(k)} ${gas} (${bays}), controller`, 'Subfab-L1', 1),
    );
    assets.push(
      asset(PANELVIEW, `SF-VMB${pad2(k)}-${gas}-HMI`, `Valve manifold box VMB-${pad2(k)} ${gas} (${bays}), operator panel`, 'Subfab-L1', 1),
    );
  }
  // The gas bunker: a cabinet per gas, each with its controller and panel.
  let target: ReturnType<typeof asset> | undefined;
  GASES.forEach((gas, i) => {
    const gc = `GC${pad2(i + 1)}`;
    const plc = asset(
      COMPACT,
      `GB-${gc}-${gas}-PLC`,
      `Gas cabinet ${gc.replace('GC', 'GC-')} ${gas}, cabinet controller`,
      'GasBunker-A',
      1,
    );
    if (gas === 'SiH4') {
      plc.firmware = '30.014';
      target = plc;
    }
    assets.push(plc);
    assets.push(asset(PANELVIEW, `GB-${gc}-${gas}-HMI`, `Gas cabinet ${gc.replace('GC', 'GC-')} ${gas}, operator panel`, 'GasBunker-A', 1));
  });
  assets.push(asset(CONTROL, 'GB-GDS-PLC', 'Gas bunker toxic gas detection system controller', 'GasBunker-A', 1));
  for (let k = 1; k <= 3; k++) assets.push(asset(RSP, `GB-SW${k}`, `Gas bunker ring switch ${k}`, 'GasBunker-A', 2));
  assets.push(asset(EWS, 'GB-EWS01', 'Gas bunker engineering workstation', 'GasBunker-A', 2));
  // Chemicals, utilities, nitrogen, and level 3.
  for (let k = 1; k <= 12; k++) {
    assets.push(asset(S7, `CB-CDS${pad2(k)}-PLC`, `Chemical dispense system ${k} controller`, 'ChemBuilding', 1));
    assets.push(asset(TP1200, `CB-CDS${pad2(k)}-HMI`, `Chemical dispense system ${k} panel`, 'ChemBuilding', 1));
  }
  for (let k = 1; k <= 4; k++) assets.push(asset(RSP, `CB-SW${k}`, `Chemical building switch ${k}`, 'ChemBuilding', 2));
  for (const [what, n] of [
    ['Chiller', 10],
    ['Boiler', 4],
    ['Air compressor', 6],
    ['Cooling tower', 4],
    ['Makeup air unit', 8],
  ] as const)
    for (let k = 1; k <= n; k++)
      assets.push(
        asset(M580, `CUB-${what.replace(/ /g, '').toUpperCase().slice(0, 6)}${pad2(k)}-PLC`, `${what} ${k} controller`, 'CUB', 1),
      );
  for (let k = 1; k <= 8; k++) assets.push(asset(S7, `UPW-SKID${pad2(k)}-PLC`, `Ultrapure water skid ${k} controller`, 'UPW-Plant', 1));
  for (let k = 1; k <= 6; k++) assets.push(asset(TP1200, `UPW-HMI${pad2(k)}`, `Ultrapure water panel ${k}`, 'UPW-Plant', 1));
  for (let k = 1; k <= 2; k++) {
    assets.push(asset(CONTROL, `N2-ASU${k}-PLC`, `Nitrogen generator ${k} controller`, 'N2-Plant', 1));
    assets.push(asset(PANELVIEW, `N2-ASU${k}-HMI`, `Nitrogen generator ${k} panel`, 'N2-Plant', 1));
  }
  for (let k = 1; k <= 3; k++) assets.push(asset(HISTORIAN, `L3-PI${pad2(k)}`, `Process historian ${k}`, 'L3-Operations', 3));
  for (let k = 2; k <= 10; k++) assets.push(asset(EWS, `L3-EWS${pad2(k)}`, `Controls engineering workstation ${k}`, 'L3-Operations', 3));
  // As the platform lists them: by asset id.
  assets.sort((a, b) => (a.id < b.id ? -1 : 1));
  const at = assets.indexOf(target!);
  const middle = Math.floor(assets.length * 0.5);
  [assets[at], assets[middle]] = [assets[middle]!, assets[at]!];
  const text = JSON.stringify(target);
  const needle = text.slice(text.indexOf('"name"'), text.indexOf(',"zone"'));
  const output = `${JSON.stringify({ total: assets.length, offset: 0, limit: 5_000, site: 'CS2', results: assets })}\n`;
  const ask =
    'Rockwell put out a security advisory about CompactLogix firmware this week. What version is the controller on the silane cabinet out in the gas bunker running?';
  return probe('round 53: ot asset inventory json', ask, 'http_get', output, 'firmware', needle, true);
}

/** `eqalarm export --area ETCH -o yaml`: a week of etch alarms; what fixed one chamber's helium alarm on Monday night. */
function etchAlarmHistoryYaml(): EconomicsTask {
  const random = seededRandom(53_004);
  /** Alarms: ALID, text, severity, and the kind of fix they get. */
  const ALARMS: readonly (readonly [number, string, string, string])[] = [
    [41207, 'He backside flow high (outer zone)', 'ALARM', 'he'],
    [41208, 'He backside flow high (inner zone)', 'ALARM', 'he'],
    [41210, 'He backside pressure low', 'WARNING', 'he'],
    [30115, 'RF reflected power high (bias generator)', 'ALARM', 'rf'],
    [30116, 'RF reflected power high (source generator)', 'ALARM', 'rf'],
    [22401, 'Throttle valve position at limit', 'WARNING', 'pc'],
    [22405, 'Chamber pressure out of tolerance', 'ALARM', 'pc'],
    [50102, 'ESC temperature deviation', 'WARNING', 'esc'],
    [61003, 'Transfer robot handoff timeout', 'ALARM', 'tm'],
    [61011, 'Wafer presence sensor mismatch', 'ALARM', 'tm'],
    [70020, 'Endpoint not detected, step timed out at max', 'WARNING', 'ep'],
    [12003, 'MFC03 flow deviation', 'WARNING', 'gas'],
    [12006, 'MFC06 flow deviation', 'WARNING', 'gas'],
    [80001, 'Chiller coolant flow low', 'ALARM', 'fac'],
    [90210, 'Foreline pressure high', 'WARNING', 'fac'],
  ];
  const FIXES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
    he: [
      ['NFF', 'No fault found, pumped and purged, ran 3 seasoning wafers'],
      ['RST', 'Reset, He flow back in range, resumed'],
      ['ADJ', 'Adjusted He pressure controller zero per WI-ETCH-204'],
    ],
    rf: [
      ['ADJ', 'Re-ran match network auto-tune, presets updated'],
      ['RST', 'Reset and resumed, reflected power normal'],
      ['RPL', 'Replaced RF cable at match input'],
    ],
    pc: [
      ['RST', 'Reset, pressure stable on next wafer'],
      ['ADJ', 'Throttle valve re-homed and position learned'],
    ],
    esc: [
      ['NFF', 'ESC temperature recovered after chiller stabilised'],
      ['RST', 'Reset, resumed'],
    ],
    tm: [
      ['ADJ', 'Re-taught robot PM handoff station'],
      ['RST', 'Wafer recovered manually, robot homed, resumed'],
      ['NFF', 'Sensor cleaned, no fault found'],
    ],
    ep: [
      ['NFF', 'Reviewed OES trace, wafer within spec, no action'],
      ['ADJ', 'Endpoint window widened per process engineering'],
    ],
    gas: [
      ['RST', 'Flow recovered after purge, resumed'],
      ['RPL', 'Replaced MFC, zero and span verified'],
      ['NFF', 'No fault found, leak check passed'],
    ],
    fac: [
      ['RST', 'Facilities restored coolant flow, resumed'],
      ['NFF', 'Transient, cleared on its own'],
    ],
  };
  const CONDUCTOR = ['GATE-ETCH-STD', 'STI-ETCH-STD', 'M1-ETCH-STD', 'M2-ETCH-STD', 'PAD-ETCH-STD', 'SEASON-5W', 'WAC-SI-2'];
  const DIELECTRIC = ['CT-ETCH-STD', 'V1-ETCH-STD', 'V2-ETCH-STD', 'PAD-OX-ETCH', 'SEASON-5W', 'WAC-OX-2'];
  const used = new Set(['C6K0417']);
  const lotNumber = lotNumbers(random, used);
  const from = T(12, 0);
  const to = T(19, 7, 0);
  interface Alarm {
    t: number;
    eqp: string;
    chamber: string;
    alarm: (typeof ALARMS)[number];
    fix: readonly [string, string];
    minutes: number;
    down: boolean;
  }
  const alarm = (
    t: number,
    eqp: string,
    chamber: string,
    a: (typeof ALARMS)[number],
    fix = oneOf(random, FIXES[a[3]]!),
    minutes?: number,
  ): Alarm => {
    const down = a[2] === 'ALARM' && random() < 0.7;
    return { t, eqp, chamber, alarm: a, fix, minutes: minutes ?? (down ? between(random, 15, 240) : between(random, 1, 20)), down };
  };
  const alarms: Alarm[] = [];
  while (alarms.length < 1_500) {
    const t = from + pick(random, (to - from) / 1_000) * 1_000;
    const eqp = `ETC${pad2(between(random, 1, 16))}`;
    const chamber = `PM${between(random, 1, 4)}`;
    const a = oneOf(random, ALARMS);
    // ETC04's only helium alarms are the planted ones.
    if (eqp === 'ETC04' && a[3] === 'he') continue;
    alarms.push(alarm(t, eqp, chamber, a));
  }
  const he = ALARMS[0]!;
  const planted = alarm(
    T(16, 22, 48, 31),
    'ETC04',
    'PM3',
    he,
    ['RPL', 'Replaced ESC helium feedthrough O-ring and retorqued clamp ring; He leak-up 0.8 sccm, passed'],
    187,
  );
  planted.down = true;
  alarms.push(planted);
  const heFixes = FIXES.he!;
  alarms.push(alarm(T(16, 20, 15, 4), 'ETC04', 'PM1', ALARMS[1]!, heFixes[1], 12));
  alarms.push(alarm(T(14, 3, 10, 55), 'ETC04', 'PM3', he, heFixes[0], 46));
  alarms.push(alarm(T(16, 23, 30, 12), 'ETC05', 'PM3', he, heFixes[2], 95));
  alarms.sort((a, b) => a.t - b.t);
  let id = 5_020_117;
  let needle = '';
  const records = alarms.map((a) => {
    const cleared = a.t + a.minutes * MINUTE + pick(random, 60) * 1_000;
    const note = `note: "${a.fix[1]}"`;
    if (a === planted) needle = note;
    return [
      `- alarm_id: ${(id += between(random, 1, 40))}`,
      `  eqp: ${a.eqp}`,
      `  chamber: ${a.chamber}`,
      `  alid: ${a.alarm[0]}`,
      `  text: "${a.alarm[1]}"`,
      `  severity: ${a.alarm[2]}`,
      `  set: ${isoPst(a.t)}`,
      `  cleared: ${isoPst(cleared)}`,
      `  duration_min: ${((cleared - a.t) / MINUTE).toFixed(1)}`,
      `  state_after: ${a.down ? 'UNSCHEDULED_DOWN' : 'PRODUCTIVE'}`,
      `  lot: ${random() < 0.15 ? 'null' : `${lotNumber()}.00`}`,
      `  recipe: ${oneOf(random, Number(a.eqp.slice(3)) > 8 ? DIELECTRIC : CONDUCTOR)}`,
      `  ack_by: ${userId(random)}`,
      `  resolution:`,
      `    code: ${a.fix[0]}`,
      `    by: ${userId(random)}`,
      `    ${note}`,
      `  work_order: ${a.down ? `WO-2611-${digits(random, 5)}` : 'null'}`,
    ].join('\n');
  });
  const output = `${[
    '# eqalarm export --site CS2 --area ETCH --from 2026-11-12T00:00 --to 2026-11-19T07:00 -o yaml',
    'site: CS2',
    'area: ETCH',
    `exported: ${isoPst(T(19, 7, 2, 45))}`,
    `count: ${records.length}`,
    'alarms:',
    ...records,
  ].join('\n')}\n`;
  const ask =
    "ETC04 was down most of Monday night with a backside helium alarm on chamber 3. What did maintenance end up doing to fix it? I'd like to know before we put the hot lots back on it.";
  return probe('round 53: etch alarm history yaml', ask, 'run_shell', output, 'fix', needle);
}

/** `kubectl logs deploy/rtd-dispatcher --since=8h`: a Spring Boot log; the frame of the fab's own code under an implant failure. */
function rtdDispatcherLog(): EconomicsTask {
  const random = seededRandom(53_005);
  const AREAS: readonly (readonly [string, string, number])[] = [
    ['DIFF', 'FRN', 24],
    ['LITHO', 'SCN', 12],
    ['ETCH', 'ETC', 16],
    ['CMP', 'CMP', 10],
    ['IMP', 'IMP', 6],
    ['CVD', 'CVD', 10],
    ['PVD', 'PVD', 8],
    ['METRO', 'CDS', 6],
  ];
  const RULES = [
    'QueueTimeRule',
    'PriorityRule',
    'SetupChangeRule',
    'BatchFillRule',
    'DueDateRule',
    'ReticleAvailabilityRule',
    'BeamlineSetupRule',
  ];
  const used = new Set<string>();
  const lotNumber = lotNumbers(random, used);
  const lotPool = Array.from({ length: 900 }, () => `${lotNumber()}.0${oneOf(random, [0, 0, 0, 0, 0, 1, 2])}`);
  const logger = (name: string) => name.padEnd(40);
  const head = (t: number, level: string, thread: string, name: string) =>
    `${isoPst(t).slice(0, 19)}.${String(t % 1_000).padStart(3, '0')}-08:00 ${level.padStart(5)} 1 --- [rtd-dispatcher] [${thread.padStart(18)}] ${logger(name)} : `;
  const events: { t: number; text: string }[] = [];
  const from = T(18, 23, 40);
  const to = T(19, 7, 40);
  const firstCycle = new Map<string, number>();
  for (const [area, prefix, count] of AREAS) {
    let t = from + pick(random, 40_000);
    let cycle = between(random, 17_000, 19_000);
    firstCycle.set(area, cycle);
    while (t < to) {
      const thread = `rtd-${area}-worker-${between(random, 1, 4)}`;
      const eqp = `${prefix}${pad2(between(random, 1, count))}`;
      const candidates = between(random, 0, 40);
      const text =
        candidates === 0
          ? `cycle=${cycle} area=${area} eqp=${eqp} port=LP${between(random, 1, 4)} candidates=0 picked=- reason=NO_ELIGIBLE_WIP took=${between(random, 3, 20)}ms`
          : `cycle=${cycle} area=${area} eqp=${eqp} port=LP${between(random, 1, 4)} candidates=${candidates} picked=${oneOf(random, lotPool)} rule=${oneOf(random, RULES.slice(0, 5))} score=${(0.3 + random() * 0.69).toFixed(3)} took=${between(random, 12, 240)}ms`;
      events.push({ t, text: head(t, 'INFO', thread, 'c.c.mes.rtd.engine.DispatchCycle') + text });
      if (random() < 0.04) {
        const wt = t + between(random, 1, 30);
        events.push({
          t: wt,
          text:
            head(wt, 'WARN', thread, 'c.c.mes.rtd.rules.QueueTimeRule') +
            `lot ${oneOf(random, lotPool)} skipped at eqp=${eqp}: qtime_left=${between(random, 2, 20)}m transport_est=${between(random, 8, 25)}m`,
        });
      }
      if (random() < 0.02) {
        const wt = t + between(random, 1, 30);
        events.push({
          t: wt,
          text:
            head(wt, 'WARN', thread, 'c.c.mes.rtd.client.MesClient') +
            `slow response GET /api/eqp/${eqp}/state ${between(random, 1_500, 4_800)} ms`,
        });
      }
      cycle++;
      t += between(random, 40_000, 60_000) + pick(random, 1_000);
    }
  }
  for (let t = from + 61_000; t < to; t += 5 * MINUTE + pick(random, 3_000))
    events.push({
      t,
      text:
        head(t, 'INFO', 'wip-refresh-1', 'c.c.mes.rtd.cache.WipCache') +
        `refreshed wip snapshot lots=${between(random, 1_610, 1_690)} took=${between(random, 500, 1_400)}ms`,
    });
  const TAIL = [
    '\tat com.cascadesilicon.mes.rtd.engine.RuleChain.lambda$evaluate$0(RuleChain.java:61)',
    '\tat java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)',
    '\tat java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1625)',
    '\tat java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)',
    '\tat java.base/java.util.stream.AbstractPipeline.wrapAndCopyInto(AbstractPipeline.java:499)',
    '\tat java.base/java.util.stream.ReduceOps$ReduceOp.evaluateSequential(ReduceOps.java:921)',
    '\tat java.base/java.util.stream.AbstractPipeline.evaluate(AbstractPipeline.java:234)',
    '\tat java.base/java.util.stream.ReferencePipeline.collect(ReferencePipeline.java:682)',
    '\tat com.cascadesilicon.mes.rtd.engine.RuleChain.evaluate(RuleChain.java:64)',
    '\tat com.cascadesilicon.mes.rtd.engine.DispatchCycle.scoreCandidates(DispatchCycle.java:148)',
    '\tat com.cascadesilicon.mes.rtd.engine.DispatchCycle.run(DispatchCycle.java:97)',
    '\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)',
    '\tat java.base/java.util.concurrent.FutureTask.runAndReset(FutureTask.java:358)',
    '\tat java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:305)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const failure = (t: number, area: string, eqp: string, thread: string, trace: readonly string[]) => {
    events.push({
      t,
      text: [
        head(t, 'ERROR', thread, 'c.c.mes.rtd.engine.DispatchCycle') +
          `dispatch cycle failed area=${area} eqp=${eqp} cycle=${firstCycle.get(area)! + Math.floor((t - from) / 50_000)}`,
        ...trace,
        ...TAIL,
      ].join('\n'),
    });
    events.push({
      t: t + 4,
      text:
        head(t + 4, 'WARN', thread, 'c.c.mes.rtd.engine.DispatchCycle') +
        `cycle aborted area=${area} eqp=${eqp}, no lot dispatched, next attempt in 45s`,
    });
  };
  failure(T(19, 0, 52, 33) + 118, 'ETCH', 'ETC06', 'rtd-ETCH-worker-1', [
    'org.springframework.web.client.ResourceAccessException: I/O error on GET request for "http://mes-core.cs2.local:8080/api/eqp/ETC06/state": Read timed out',
    '\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:926)',
    '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:906)',
    '\tat org.springframework.web.client.RestTemplate.execute(RestTemplate.java:801)',
    '\tat org.springframework.web.client.RestTemplate.getForObject(RestTemplate.java:415)',
    '\tat com.cascadesilicon.mes.rtd.client.MesClient.getEquipmentState(MesClient.java:88)',
    '\tat com.cascadesilicon.mes.rtd.rules.EquipmentStateRule.score(EquipmentStateRule.java:54)',
  ]);
  failure(T(19, 2, 13, 51) + 604, 'LITHO', 'SCN05', 'rtd-LITHO-worker-3', [
    'java.lang.NullPointerException: Cannot invoke "com.cascadesilicon.mes.rtd.model.Reticle.getPod()" because "reticle" is null',
    '\tat com.cascadesilicon.mes.rtd.rules.ReticleAvailabilityRule.score(ReticleAvailabilityRule.java:73)',
  ]);
  const needle = 'at com.cascadesilicon.mes.rtd.rules.BeamlineSetupRule.currentSetups(BeamlineSetupRule.java:141)';
  failure(T(19, 2, 14, 7) + 331, 'IMP', 'IMP04', 'rtd-IMP-worker-2', [
    'java.lang.IllegalStateException: Duplicate key IMP04-BL (attempted merging values BeamSetup[species=P31, energyKeV=80, tilt=7.0] and BeamSetup[species=B11, energyKeV=25, tilt=0.0])',
    '\tat java.base/java.util.stream.Collectors.duplicateKeyException(Collectors.java:135)',
    '\tat java.base/java.util.stream.Collectors.lambda$uniqKeysMapAccumulator$1(Collectors.java:182)',
    '\tat java.base/java.util.stream.ReduceOps$3ReducingSink.accept(ReduceOps.java:169)',
    '\tat java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1625)',
    '\tat java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)',
    '\tat java.base/java.util.stream.AbstractPipeline.wrapAndCopyInto(AbstractPipeline.java:499)',
    '\tat java.base/java.util.stream.ReduceOps$ReduceOp.evaluateSequential(ReduceOps.java:921)',
    '\tat java.base/java.util.stream.AbstractPipeline.evaluate(AbstractPipeline.java:234)',
    '\tat java.base/java.util.stream.ReferencePipeline.collect(ReferencePipeline.java:682)',
    `\t${needle}`,
    '\tat com.cascadesilicon.mes.rtd.rules.BeamlineSetupRule.score(BeamlineSetupRule.java:88)',
  ]);
  failure(T(19, 5, 41, 19) + 47, 'IMP', 'IMP02', 'rtd-IMP-worker-4', [
    'java.util.ConcurrentModificationException',
    '\tat java.base/java.util.ArrayList$Itr.checkForComodification(ArrayList.java:1095)',
    '\tat java.base/java.util.ArrayList$Itr.next(ArrayList.java:1049)',
    '\tat com.cascadesilicon.mes.rtd.cache.WipCache.snapshot(WipCache.java:203)',
    '\tat com.cascadesilicon.mes.rtd.rules.BatchFillRule.score(BatchFillRule.java:66)',
  ]);
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    'The dispatcher stopped handing lots to the implanters for a bit around quarter past two this morning. Which line of our own code did it fall over in?';
  return probe('round 53: rtd dispatcher stack trace', ask, 'run_shell', output, 'frame', needle);
}

/** `spcctl report --window 24h`: every chart's day as a text report; the lot that set off one furnace's oxide chart. */
function spcDailyReport(): EconomicsTask {
  const random = seededRandom(53_006);
  interface Chart {
    name: string;
    parameter: string;
    area: string;
    tool: string;
    type: string;
    n: number;
    units: string;
    cl: number;
    sigma: number;
    decimals: number;
    violations: string[];
  }
  const charts: Chart[] = [];
  const chart = (
    name: string,
    parameter: string,
    area: string,
    tool: string,
    type: string,
    n: number,
    units: string,
    cl: number,
    sigma: number,
    decimals: number,
  ): Chart => ({
    name,
    parameter,
    area,
    tool,
    type,
    n,
    units,
    cl,
    sigma,
    decimals,
    violations: [],
  });
  for (let f = 1; f <= 24; f++) {
    const tool = `FRN${pad2(f)}`;
    if (f >= 9 && f <= 16) {
      charts.push(chart(`GOX_THK_${tool}_MEAN`, 'Gate oxide thickness, 49-site mean', 'DIFF', tool, 'Xbar-S', 49, 'A', 65.0, 0.6, 2));
      charts.push(chart(`GOX_THK_${tool}_SIGMA`, 'Gate oxide thickness, 49-site std dev', 'DIFF', tool, 'S', 49, 'A', 0.45, 0.06, 3));
    } else if (f <= 8)
      charts.push(chart(`NIT_THK_${tool}_MEAN`, 'LPCVD nitride thickness, 49-site mean', 'DIFF', tool, 'Xbar-S', 49, 'A', 1_500, 9, 1));
    else charts.push(chart(`POLY_THK_${tool}_MEAN`, 'Poly thickness, 49-site mean', 'DIFF', tool, 'Xbar-S', 49, 'A', 2_000, 12, 1));
    charts.push(chart(`PART_ADD_${tool}`, 'Particle adders >0.09um, monitor wafer', 'DIFF', tool, 'C', 1, 'count', 4.2, 2.0, 0));
  }
  for (let e = 1; e <= 16; e++)
    for (let pm = 1; pm <= 4; pm++) {
      const tool = `ETC${pad2(e)}-PM${pm}`;
      for (const r of e > 8 ? ['CT', 'V1', 'V2', 'PADOX'] : ['GATE', 'STI', 'M1', 'M2']) {
        const rate = between(random, 180, 900) * 10;
        charts.push(chart(`ER_${r}_${tool}`, `Etch rate, ${r} blanket monitor`, 'ETCH', tool, 'I-MR', 1, 'A/min', rate, rate * 0.012, 0));
        charts.push(chart(`CDB_${r}_${tool}`, `CD bias post etch, ${r}`, 'ETCH', tool, 'Xbar-R', 5, 'nm', -between(random, 2, 14), 0.8, 2));
      }
    }
  for (let c = 1; c <= 10; c++)
    for (let p = 1; p <= 3; p++) {
      const tool = `CMP${pad2(c)}-P${p}`;
      charts.push(
        chart(`RR_${tool}`, 'Removal rate, oxide blanket', 'CMP', tool, 'I-MR', 1, 'A/min', 2_400 + between(random, -200, 200), 45, 0),
      );
      charts.push(chart(`WIWNU_${tool}`, 'Within-wafer non-uniformity', 'CMP', tool, 'I-MR', 1, '%', 3.1, 0.35, 2));
      charts.push(chart(`DEF_${tool}`, 'Post-CMP defects >0.12um', 'CMP', tool, 'C', 1, 'count', 18, 5, 0));
    }
  for (let s = 1; s <= 12; s++)
    for (const [product] of PRODUCTS) {
      const tool = `SCN${pad2(s)}`;
      charts.push(chart(`CD_GATE_${product}_${tool}`, `Gate CD after develop, ${product}`, 'LITHO', tool, 'Xbar-S', 9, 'nm', 90, 1.1, 2));
      charts.push(chart(`OVL_X_${product}_${tool}`, `Overlay X, ${product}, mean+3s`, 'LITHO', tool, 'Xbar-S', 18, 'nm', 4.2, 0.5, 2));
      charts.push(chart(`OVL_Y_${product}_${tool}`, `Overlay Y, ${product}, mean+3s`, 'LITHO', tool, 'Xbar-S', 18, 'nm', 4.4, 0.5, 2));
    }
  for (let m = 1; m <= 6; m++)
    for (const sp of ['B11-5K', 'B11-25K', 'BF2-40K', 'P31-80K', 'P31-360K', 'AS75-40K', 'AS75-100K', 'IN115-180K']) {
      const tool = `IMP${pad2(m)}`;
      const rs = between(random, 40, 900);
      charts.push(chart(`RS_${sp}_${tool}`, `Sheet resistance monitor, ${sp}`, 'IMPLANT', tool, 'I-MR', 1, 'ohm/sq', rs, rs * 0.008, 1));
      charts.push(chart(`RSU_${sp}_${tool}`, `Sheet resistance uniformity, ${sp}`, 'IMPLANT', tool, 'I-MR', 1, '%', 0.6, 0.08, 3));
    }
  for (let c = 1; c <= 10; c++)
    for (const ch of ['A', 'B', 'C']) {
      const tool = `CVD${pad2(c)}-${ch}`;
      charts.push(chart(`THK_${tool}`, 'Film thickness, 49-site mean', 'CVD', tool, 'Xbar-S', 49, 'A', 5_000, 30, 1));
      charts.push(chart(`RI_${tool}`, 'Refractive index', 'CVD', tool, 'I-MR', 1, '', 1.462, 0.002, 4));
      charts.push(chart(`PART_${tool}`, 'Particle adders >0.09um', 'CVD', tool, 'C', 1, 'count', 6, 2.4, 0));
    }
  for (let p = 1; p <= 8; p++)
    for (let ch = 1; ch <= 4; ch++) {
      const tool = `PVD${pad2(p)}-C${ch}`;
      charts.push(chart(`RS_${tool}`, 'Sheet resistance, 49-site mean', 'PVD', tool, 'Xbar-S', 49, 'mohm/sq', 72, 0.9, 2));
      charts.push(chart(`RSU_${tool}`, 'Sheet resistance uniformity', 'PVD', tool, 'I-MR', 1, '%', 1.8, 0.2, 2));
      charts.push(chart(`PART_${tool}`, 'Particle adders >0.09um', 'PVD', tool, 'C', 1, 'count', 5, 2.2, 0));
    }
  const from = T(18, 6);
  const RULES = [
    [3.2, 'WE1: 1 point beyond 3 sigma'],
    [2.3, 'WE2: 2 of 3 points beyond 2 sigma'],
    [1.4, 'WE3: 4 of 5 points beyond 1 sigma'],
    [0.7, 'WE4: 8 points in a row on one side'],
  ] as const;
  const used = new Set(['C6K0388', 'C6K0412']);
  const lotNumber = lotNumbers(random, used);
  const violation = (c: Chart, t: number, lot: string, wafer: number, z: number, rule: string, status: string) => {
    const value = (c.cl + z * c.sigma).toFixed(c.decimals);
    const ocap = `OCAP-${c.area}-${pad2(between(random, 1, 40)).padStart(3, '0')}`;
    return `${stamp(t)}  lot ${lot}  wafer ${pad2(wafer)}  value ${value}  ${rule}  ${ocap}  ${status}`;
  };
  const isGox12 = (c: Chart) => c.name.startsWith('GOX_THK_FRN12');
  for (const c of charts) {
    if (isGox12(c) || random() > 0.07) continue;
    for (let k = between(random, 1, 3); k > 0; k--) {
      const [z, rule] = oneOf(random, RULES);
      const sign = c.type === 'C' || random() < 0.5 ? 1 : -1;
      c.violations.push(
        violation(
          c,
          from + pick(random, 24 * 3_600) * 1_000,
          `${lotNumber()}.00`,
          between(random, 1, 25),
          sign * (z + random() * 0.6),
          rule,
          oneOf(random, ['OPEN', 'OPEN', 'ACK', 'CLOSED']),
        ),
      );
    }
    c.violations.sort();
  }
  const gox12 = charts.find((c) => c.name === 'GOX_THK_FRN12_MEAN')!;
  const needle = violation(gox12, T(19, 3, 12, 44), 'C6K0388.00', 3, 3.22, RULES[0][1], 'OPEN');
  gox12.violations.push(needle);
  const gox11 = charts.find((c) => c.name === 'GOX_THK_FRN11_MEAN')!;
  gox11.violations = [violation(gox11, T(18, 23, 40, 2), 'C6K0412.00', 5, -3.4, RULES[0][1], 'ACK')];
  const part12 = charts.find((c) => c.name === 'PART_ADD_FRN12')!;
  part12.violations = [violation(part12, T(19, 1, 5, 30), 'MON-FRN12-1118', 1, 3.6, RULES[0][1], 'OPEN')];
  // As the report lists them: by chart id, which follows the order the charts were set up in.
  shuffle(random, charts);
  const at = charts.indexOf(gox12);
  const place = Math.floor(charts.length * 0.45);
  [charts[at], charts[place]] = [charts[place]!, charts[at]!];
  const blocks = charts.map((c, i) => {
    const count = c.type === 'C';
    const lcl = Math.max(count ? 0 : -Infinity, c.cl - 3 * c.sigma).toFixed(c.decimals);
    const ucl = (c.cl + 3 * c.sigma).toFixed(c.decimals);
    const lsl = count ? '-' : (c.cl - 5 * c.sigma).toFixed(c.decimals);
    const usl = (c.cl + 5 * c.sigma).toFixed(c.decimals);
    const points = between(random, 6, 48);
    return [
      '-'.repeat(96),
      `CHART ${40_100 + i * 3}  ${c.name}`,
      `  parameter : ${c.parameter}`,
      `  area/tool : ${c.area} / ${c.tool}`,
      `  type      : ${c.type}  n=${c.n}  units=${c.units || '-'}`,
      `  limits    : LCL ${lcl}  CL ${c.cl.toFixed(count ? 1 : c.decimals)}  UCL ${ucl}   spec ${lsl} / ${usl}`,
      `  points    : ${points}  ooc ${c.violations.length}  oos 0  cpk(30d) ${(1.2 + random() * 0.9).toFixed(2)}`,
      ...(c.violations.length ? ['  violations:', ...c.violations.map((v) => `    ${v}`)] : ['  violations: none']),
    ].join('\n');
  });
  const output = `${[
    `SPC DAILY REPORT  site CS2  window 2026-11-18 06:00 -> 2026-11-19 06:00 (PST)  charts ${charts.length}`,
    `generated ${stamp(T(19, 6, 5, 12))} by spc-batch`,
    ...blocks,
  ].join('\n')}\n`;
  const ask =
    'Did the gate oxide on furnace 12 go out of control overnight? If it did, which lot and wafer set it off, and what did it measure?';
  return probe('round 53: spc daily report', ask, 'run_shell', output, 'violation', needle);
}

/** The facility monitoring system's overnight history: trends and alarms; when the litho bay's humidity first passed its alarm limit. */
function fmsHumidityEvents(): EconomicsTask {
  const random = seededRandom(53_007);
  const BAYS = [
    'DIFF-B01',
    'DIFF-B02',
    'WET-B03',
    'IMP-B04',
    'ETCH-B05',
    'ETCH-B06',
    'CVD-B07',
    'CMP-B08',
    'METRO-B09',
    'PVD-B10',
    'LITHO-B11',
    'LITHO-B12',
  ];
  const from = T(18, 18);
  /** A rise and fall over minutes since `from`. */
  const bump = (m: number, start: number, peakAt: number, end: number, height: number) =>
    m <= start || m >= end ? 0 : m < peakAt ? (height * (m - start)) / (peakAt - start) : (height * (end - m)) / (end - peakAt);
  interface Point {
    path: string;
    unit: string;
    decimals: number;
    base: number;
    noise: number;
    excursion: (m: number) => number;
    limits: { lowAlarm: number; lowWarn: number; highWarn: number; highAlarm: number };
  }
  const points: Point[] = [];
  for (const bay of BAYS) {
    const litho = bay.startsWith('LITHO');
    for (let k = 1; k <= 4; k++) {
      const excursion =
        bay === 'LITHO-B12'
          ? k === 4
            ? (m: number) => bump(m, 380, 510, 640, 3.8)
            : k === 2
              ? (m: number) => bump(m, 400, 520, 650, 2.6)
              : (m: number) => bump(m, 395, 515, 640, 1.7)
          : bay === 'LITHO-B11'
            ? (m: number) => bump(m, 420, 520, 620, 0.9)
            : () => 0;
      points.push({
        path: `CS2:FAB-L3/${bay}/RH-0${k}`,
        unit: '%RH',
        decimals: 1,
        base: litho ? 43.0 + (random() - 0.5) * 0.4 : 45 + (random() - 0.5) * 2,
        noise: litho ? 0.08 : 0.25,
        excursion,
        limits: litho
          ? { lowAlarm: 41.0, lowWarn: 41.5, highWarn: 44.5, highAlarm: 45.0 }
          : { lowAlarm: 38, lowWarn: 40, highWarn: 48, highAlarm: 50 },
      });
      points.push({
        path: `CS2:FAB-L3/${bay}/TT-0${k}`,
        unit: 'degC',
        decimals: 2,
        base: (litho ? 22.0 : 21.5) + (random() - 0.5) * 0.2,
        noise: litho ? 0.01 : 0.04,
        excursion: bay === 'CMP-B08' && k === 2 ? (m: number) => bump(m, 360, 400, 450, 1.9) : () => 0,
        limits: litho
          ? { lowAlarm: 21.5, lowWarn: 21.8, highWarn: 22.2, highAlarm: 22.5 }
          : { lowAlarm: 20, lowWarn: 20.5, highWarn: 22.5, highAlarm: 23 },
      });
    }
  }
  for (let k = 1; k <= 4; k++) {
    points.push({
      path: `CS2:CUB/MAU-0${k}/SA-DEWPOINT`,
      unit: 'degC',
      decimals: 2,
      base: 9.6 + (random() - 0.5) * 0.3,
      noise: 0.05,
      excursion: k === 3 ? (m: number) => bump(m, 360, 480, 620, 1.2) : () => 0,
      limits: { lowAlarm: 6, lowWarn: 7, highWarn: 12, highAlarm: 13 },
    });
    points.push({
      path: `CS2:CUB/MAU-0${k}/HUM-VLV`,
      unit: '%',
      decimals: 1,
      base: 30 + random() * 20,
      noise: 2,
      excursion: () => 0,
      limits: { lowAlarm: -1, lowWarn: -1, highWarn: 101, highAlarm: 102 },
    });
  }
  const events: { t: number; text: string }[] = [];
  const OPERATORS = ['fms.kdawson', 'fms.lortega', 'fms.rbyrne'];
  let needle = '';
  for (const p of points) {
    const value = (m: number) => p.base + p.excursion(m);
    // Alarm state changes, from the value minute by minute.
    const states: string[] = ['Normal'];
    let state = 'Normal';
    for (let m = 1; m <= 720; m++) {
      const v = value(m);
      const next =
        v > p.limits.highAlarm
          ? 'High Alarm'
          : v > p.limits.highWarn
            ? 'High Warning'
            : v < p.limits.lowAlarm
              ? 'Low Alarm'
              : v < p.limits.lowWarn
                ? 'Low Warning'
                : 'Normal';
      states.push(next);
      if (next === state) continue;
      const t = from + m * MINUTE - between(random, 1, 59) * 1_000;
      const shown = (v + (next === 'Normal' ? 0 : next.startsWith('High') ? 0.05 : -0.05)).toFixed(p.decimals);
      const limit =
        next === 'High Alarm'
          ? p.limits.highAlarm
          : next === 'High Warning'
            ? p.limits.highWarn
            : next === 'Low Alarm'
              ? p.limits.lowAlarm
              : p.limits.lowWarn;
      const text =
        next === 'Normal'
          ? `${stamp(t)} | Alarm | ${p.path} | ${shown} ${p.unit} | Return to Normal | `
          : `${stamp(t)} | Alarm | ${p.path} | ${shown} ${p.unit} | ${next} (limit ${limit.toFixed(p.decimals)}) | Unacknowledged`;
      events.push({ t, text });
      if (p.path.endsWith('LITHO-B12/RH-04') && next === 'High Alarm' && !needle) needle = text;
      if (next !== 'Normal') {
        const ack = t + between(random, 60, 900) * 1_000;
        events.push({ t: ack, text: `${stamp(ack)} | Operator | ${p.path} | Alarm acknowledged by ${oneOf(random, OPERATORS)} | ` });
      }
      state = next;
    }
    // Trend samples every ten minutes, with the point's alarm state at the time.
    for (let m = 0; m <= 720; m += 10) {
      const v = value(m) + (random() - 0.5) * 2 * p.noise;
      events.push({
        t: from + m * MINUTE,
        text: `${stamp(from + m * MINUTE)} | Trend | ${p.path} | ${v.toFixed(p.decimals)} ${p.unit} | ${states[m]!}`,
      });
    }
  }
  events.push({
    t: T(19, 3, 5, 14),
    text: `${stamp(T(19, 3, 5, 14))} | System | CS2:FAB-L3/DIFF-B01/RH-03 | Reliability changed to Unreliable (comm) | `,
  });
  events.push({
    t: T(19, 3, 9, 40),
    text: `${stamp(T(19, 3, 9, 40))} | System | CS2:FAB-L3/DIFF-B01/RH-03 | Reliability changed to Reliable | `,
  });
  events.push({
    t: T(18, 22, 31, 8),
    text: `${stamp(T(18, 22, 31, 8))} | Operator | CS2:CUB/MAU-03/SA-DEWPOINT | Setpoint changed 9.50 -> 9.80 degC by fac.pmoreno | `,
  });
  events.sort((a, b) => a.t - b.t);
  const output = `${[
    '# fmsctl history --from "2026-11-18 18:00" --to "2026-11-19 06:00" --points "CS2:FAB-L3/*/RH-*,CS2:FAB-L3/*/TT-*,CS2:CUB/MAU-*" --events all',
    'timestamp | type | point | value | status | ack',
    ...events.map((e) => e.text),
  ].join('\n')}\n`;
  const ask =
    'The photo people say it got really muggy in their scanner bay overnight. When did it first go over the actual alarm limit, not just the early warning, and on which sensor?';
  return probe('round 53: fms humidity events', ask, 'run_shell', output, 'first alarm', needle);
}

/** The bulk chemical system's tank history, every fifteen minutes with its events; Tuesday's sulphuric acid delivery. */
function bulkChemicalTankHistory(): EconomicsTask {
  const random = seededRandom(53_008);
  /** Tanks: id, chemical, capacity in litres, use per hour, starting level. */
  const TANKS: readonly (readonly [string, string, number, number, number])[] = [
    ['T-101', 'H2SO4 96%', 38_000, 260, 0.52],
    ['T-102', 'H2O2 30%', 30_000, 170, 0.61],
    ['T-103', 'NH4OH 29%', 20_000, 60, 0.47],
    ['T-104', 'HCl 37%', 15_000, 45, 0.35],
    ['T-105', 'HF 49%', 12_000, 30, 0.71],
    ['T-106', 'IPA', 20_000, 55, 0.44],
    ['T-107', 'TMAH 2.38%', 25_000, 120, 0.66],
    ['T-108', 'H3PO4 85%', 15_000, 70, 0.3],
    ['T-109', 'HNO3 69%', 10_000, 25, 0.58],
    ['T-110', 'Slurry SS-25', 20_000, 90, 0.49],
  ];
  const CARRIERS = ['Brenntag NW', 'Univar Solutions', 'KMG Electronic Chemicals', 'Linde Electronics'];
  /** Deliveries: tank, start, litres. */
  const DELIVERIES: readonly (readonly [string, number, number])[] = [
    ['T-101', T(14, 8, 20, 11), 19_150],
    ['T-104', T(14, 13, 5, 40), 7_600],
    ['T-108', T(15, 9, 40, 2), 6_900],
    ['T-103', T(15, 14, 12, 30), 9_800],
    ['T-102', T(16, 10, 2, 45), 16_300],
    ['T-110', T(16, 15, 30, 5), 11_000],
    ['T-108', T(17, 9, 10, 26), 5_850],
    ['T-101', T(17, 10, 5, 33), 18_420],
    ['T-102', T(17, 13, 31, 7), 15_900],
    ['T-106', T(18, 8, 47, 19), 10_200],
    ['T-107', T(18, 11, 22, 50), 14_400],
    ['T-105', T(18, 16, 3, 12), 4_900],
    ['T-109', T(19, 5, 50, 44), 5_300],
  ];
  const from = T(14, 0);
  const to = T(19, 7, 15);
  const events: { t: number; text: string }[] = [];
  let needle = '';
  for (const [id, chemical, capacity, perHour, start] of TANKS) {
    const label = `BCDS-1  ${id}  ${chemical.padEnd(13)}`;
    let litres = capacity * start;
    const deliveries = DELIVERIES.filter((d) => d[0] === id).map((d) => ({ start: d[1], litres: d[2], done: false }));
    let day = 0;
    let used = 0;
    for (let t = from; t <= to; t += 15 * MINUTE) {
      for (const d of deliveries)
        if (!d.done && d.start < t) {
          d.done = true;
          const bol = digits(random, 7);
          const carrier = oneOf(random, CARRIERS);
          const before = (100 * litres) / capacity;
          const minutes = Math.round(d.litres / 500) + between(random, 0, 6);
          const end = d.start + minutes * MINUTE + pick(random, 60) * 1_000;
          litres += d.litres;
          const after = (100 * litres) / capacity;
          const bay = between(random, 1, 3);
          events.push({
            t: d.start,
            text: `${stamp(d.start)}  ${label}  DELIVERY_START  tanker at unload bay ${bay}  BOL ${bol}  carrier ${carrier}  level ${before.toFixed(1)} %`,
          });
          const qc = d.start + between(random, 3, 8) * MINUTE;
          events.push({
            t: qc,
            text: `${stamp(qc)}  ${label}  SAMPLE_OK  tanker sample passed incoming QC (assay ${(random() * 0.4).toFixed(2)}% over nominal, metals < 10 ppt)`,
          });
          const text = `${stamp(end)}  ${label}  DELIVERY_END  received ${grouped(d.litres)} L  level ${before.toFixed(1)} % -> ${after.toFixed(1)} %  BOL ${bol}`;
          events.push({ t: end, text });
          if (id === 'T-101' && d.litres === 18_420) needle = text;
        }
      const use = perHour * 0.25 * (0.6 + random() * 0.8);
      litres -= use;
      used += use;
      const level = (100 * litres) / capacity;
      events.push({
        t,
        text: `${stamp(t)}  ${label}  LEVEL  ${level.toFixed(1)} %  ${grouped(Math.round(litres))} L  temp ${(20.5 + random() * 2.5).toFixed(1)} C  supply ${(55 + random() * 8).toFixed(1)} psig`,
      });
      if (Math.floor((t - from) / DAY) !== day) {
        day = Math.floor((t - from) / DAY);
        events.push({ t: t + 1_000, text: `${stamp(t + 1_000)}  ${label}  DAILY_USAGE  ${grouped(Math.round(used))} L in the last 24 h` });
        used = 0;
      }
      if (t === T(16, 6)) {
        const pt = t + (Number(id.slice(2)) - 100) * 3 * MINUTE + pick(random, 60) * 1_000;
        const pump = id.replace('T-', 'P-');
        events.push({ t: pt, text: `${stamp(pt)}  ${label}  PUMP_SWAP  ${pump}A -> ${pump}B (scheduled weekly swap)` });
      }
      if (random() < 0.006) {
        const ft = t + between(random, 60, 800) * 1_000;
        events.push({
          t: ft,
          text: `${stamp(ft)}  ${label}  FILTER_DP  ${(6 + random() * 8).toFixed(1)} psid on ${id.replace('T-', 'F-')}-1`,
        });
      }
    }
  }
  events.sort((a, b) => a.t - b.t);
  const output = `${['# cdsctl history --system BCDS-1 --since "2026-11-14 00:00" --interval 15m --events all', ...events.map((e) => e.text)].join('\n')}\n`;
  const ask =
    'Accounts payable forwarded me an invoice from our acid supplier for the sulphuric they brought in on Tuesday, and they think the quantity on it is too high. Before I push back on the supplier I want our own number: how much did our system record as actually going into the tank?';
  return probe('round 53: bulk chemical tank history, preamble', ask, 'run_shell', output, 'delivered', needle);
}

/** The on-call tool's shift export as CSV, three months of it; who is first up for the OT network on Saturday night. */
function onCallScheduleCsv(): EconomicsTask {
  const random = seededRandom(53_009);
  /** Schedules: name, escalation policy, team. Primary and secondary share a team. */
  const TEAMS = ['ot-net', 'corp-net', 'mes', 'fac-gas', 'fac-cub', 'ee-etch', 'ee-litho', 'ee-diff', 'yield', 'ehs'];
  const SCHEDULES: readonly (readonly [string, string, string, number])[] = [
    ['OT Network - Primary', 'EP-OT-NET', 'ot-net', 1],
    ['OT Network - Secondary', 'EP-OT-NET', 'ot-net', 2],
    ['Corporate Network - Primary', 'EP-CORP-NET', 'corp-net', 1],
    ['Corporate Network - Secondary', 'EP-CORP-NET', 'corp-net', 2],
    ['MES Application Support', 'EP-MES', 'mes', 1],
    ['Facilities - Gas & Chemical', 'EP-FAC-GC', 'fac-gas', 1],
    ['Facilities - CUB & Electrical', 'EP-FAC-CUB', 'fac-cub', 1],
    ['Equipment Engineering - Etch', 'EP-EE-ETCH', 'ee-etch', 1],
    ['Equipment Engineering - Litho', 'EP-EE-LITHO', 'ee-litho', 1],
    ['Equipment Engineering - Diffusion/Implant', 'EP-EE-DIFF', 'ee-diff', 1],
    ['Yield & Sort Engineering', 'EP-YIELD', 'yield', 1],
    ['EHS Emergency Response', 'EP-EHS', 'ehs', 1],
  ];
  const taken = new Set<string>();
  const person = () => {
    let name = '';
    while (!name || taken.has(name)) name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    taken.add(name);
    const [first, last] = name.split(' ') as [string, string];
    return { name, email: `${first[0]}${last}@cascadesilicon.com`.toLowerCase(), mobile: `+1-503-555-0${digits(random, 3)}` };
  };
  const teams = new Map(TEAMS.map((team) => [team, Array.from({ length: between(random, 6, 8) }, person)]));
  /** Pacific time, daylight until 1 November. The rota's hours are local, so before that its moments are kept the same way. */
  const local = (t: number) => `${iso(t)}${t <= T(1, 2) ? '-07:00' : '-08:00'}`;
  const start = T(15, 7) - 31 * DAY;
  const days = 92;
  const rows: { t: number; text: string }[] = [];
  let needle = '';
  for (let d = 0; d < days; d++)
    for (let shift = 0; shift < 2; shift++) {
      const t = start + d * DAY + shift * 12 * HOUR;
      const end = t + 12 * HOUR;
      SCHEDULES.forEach(([schedule, policy, team, level]) => {
        const people = teams.get(team)!;
        // Primary and secondary walk the same rota three apart.
        const k = (d * 2 + shift + (level === 2 ? 3 : 0) + TEAMS.indexOf(team)) % people.length;
        const saturdayNight = schedule === 'OT Network - Primary' && t === T(21, 19);
        const override = !saturdayNight && random() < 0.04;
        const who = override ? people[(k + between(random, 1, people.length - 1)) % people.length]! : people[k]!;
        const cells = [
          schedule,
          String(level),
          local(t),
          local(end),
          who.name,
          who.email,
          who.mobile,
          policy,
          'America/Los_Angeles',
          override ? 'true' : 'false',
          override ? `swap requested by ${people[k]!.name}` : '',
        ];
        const text = cells.map(csv).join(',');
        if (saturdayNight) needle = text;
        rows.push({ t, text });
      });
    }
  const output = `${['schedule,level,start,end,user,email,mobile,escalation_policy,time_zone,override,override_note', ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "The nitrogen plant's controller keeps dropping off the network, and I'd rather get hold of whoever looks after the factory-floor network than the corporate IT network people. Who's first in line to call this Saturday night?";
  return probe('round 53: on-call schedule csv, preamble', ask, 'http_get', output, 'on call', needle);
}

/** `pcmon summary --hourly`: yesterday's hourly figures of every particle counter; one counter-hour's flow. */
function particleCounterHourly(): EconomicsTask {
  const random = seededRandom(53_010);
  const BAYS = [
    'DIFF-B01',
    'DIFF-B02',
    'WET-B03',
    'IMP-B04',
    'ETCH-B05',
    'ETCH-B06',
    'CVD-B07',
    'CMP-B08',
    'METRO-B09',
    'PVD-B10',
    'LITHO-B11',
    'LITHO-B12',
  ];
  const PREFIX: Readonly<Record<string, string>> = {
    DIFF: 'FRN',
    WET: 'WET',
    IMP: 'IMP',
    ETCH: 'ETC',
    CVD: 'CVD',
    CMP: 'CMP',
    METRO: 'CDS',
    PVD: 'PVD',
    LITHO: 'SCN',
  };
  const counters: { id: string; location: string; iso: string; clean: number; laser: number }[] = [];
  for (const bay of BAYS) {
    const b = bay.split('-')[1]!;
    for (let k = 1; k <= 25; k++) {
      const efem = k <= 14;
      counters.push({
        id: `PC-${b}-${pad2(k)}`,
        location: efem
          ? `${bay} ${PREFIX[bay.split('-')[0]!]!}${pad2(between(random, 1, 24))} EFEM`
          : `${bay} ceiling R${between(random, 1, 6)}C${between(random, 1, 12)}`,
        iso: efem ? 'ISO3' : 'ISO5',
        clean: efem ? 3 + random() * 20 : 40 + random() * 300,
        laser: 2.4 + random() * 0.2,
      });
    }
  }
  const target = counters[Math.floor(counters.length * 0.53)]!;
  const rows: string[][] = [];
  let targetRow = -1;
  for (const c of counters)
    for (let h = 0; h < 24; h++) {
      const burst = random() < 0.01 ? 8 + random() * 30 : 1;
      const c01 = c.clean * burst * (0.5 + random());
      const sizes = [
        c01,
        c01 * (0.3 + random() * 0.1),
        c01 * (0.12 + random() * 0.05),
        c01 * (0.04 + random() * 0.02),
        c01 * (0.01 + random() * 0.005),
        c01 * 0.0004 * random(),
      ];
      const odd = c === target && h === 14;
      if (odd) targetRow = rows.length;
      rows.push([
        c.id,
        c.location,
        c.iso,
        `2026-11-18 ${pad2(h)}:00`,
        String(random() < 0.03 ? between(random, 55, 59) : 60),
        odd ? '19.6' : (28.1 + random() * 0.4).toFixed(1),
        ...sizes.map((n) => String(Math.round(n))),
        (c.laser + (random() - 0.5) * 0.02).toFixed(2),
      ]);
    }
  const lines = table(
    [
      'COUNTER',
      'LOCATION',
      'CLASS',
      'HOUR',
      'SAMPLES',
      'FLOW_LPM',
      '>=0.1um',
      '>=0.2um',
      '>=0.3um',
      '>=0.5um',
      '>=1.0um',
      '>=5.0um',
      'LASER_V',
    ],
    rows,
  );
  const needle = lines[targetRow + 1]!;
  const output = `${['# pcmon summary --hourly --date 2026-11-18 --site CS2 (counts per m3, cumulative, mean of 1-minute samples)', ...lines].join('\n')}\n`;
  const ask =
    "I'm going through yesterday's hourly particle counter summary. One counter, for one hour, was pulling air through at a rate nothing like any of the other readings. Which counter was it, and which hour?";
  return probe('round 53: particle counter hourly summary', ask, 'run_shell', output, 'counter', needle);
}

/** `sortdb wafers --since 2026-11-12`: a week of wafer sort results; the one wafer only half probed. */
function waferSortSummary(): EconomicsTask {
  const random = seededRandom(53_011);
  const used = new Set<string>();
  const lotNumber = lotNumbers(random, used);
  const YIELD: Readonly<Record<string, number>> = { 'PMX-A3': 0.88, 'LDO-B1': 0.93, 'GDRV-C2': 0.79, 'BMS-D4': 0.85, 'HVSW-E1': 0.81 };
  /** Seconds per touchdown. */
  const SECONDS: Readonly<Record<string, number>> = { 'PMX-A3': 14, 'LDO-B1': 9, 'GDRV-C2': 11, 'BMS-D4': 12, 'HVSW-E1': 16 };
  const rows: { t: number; cells: string[] }[] = [];
  const from = T(12, 6);
  const to = T(19, 6);
  let planted = false;
  const target = { cells: [] as string[] };
  for (let tester = 1; tester <= 12; tester++) {
    let t = from + pick(random, 90) * MINUTE;
    while (t < to) {
      const product = oneOf(random, PRODUCTS);
      const [name, gdpw, , sites] = product;
      const lot = `${lotNumber()}.00`;
      const card = `PC-${name}-${pad2(between(random, 1, 3))}`;
      const prober = `UF3K-${pad2(tester)}`;
      const lotYield = YIELD[name]! + (random() - 0.6) * 0.08;
      const wafers = oneOf(random, [25, 25, 25, 25, 24, 23, 13]);
      for (let w = 1; w <= wafers && t < to; w++) {
        const half = !planted && name === 'PMX-A3' && tester === 7 && w >= 6 && t > T(15, 18);
        if (half) planted = true;
        const tested = half ? gdpw / 2 : gdpw;
        const low = random() < 0.015;
        const y = Math.min(
          0.985,
          Math.max(0.2, low ? 0.35 + random() * 0.25 : lotYield + (random() - 0.5) * 0.06 - (w === 1 || w === wafers ? 0.02 : 0)),
        );
        const good = Math.round(tested * y);
        const td = Math.ceil(tested / sites) + (half ? 0 : between(random, 0, 3));
        const seconds = td * SECONDS[name]! * (0.95 + random() * 0.1);
        const cells = [
          lot,
          pad2(w),
          name,
          `V93K-${pad2(tester)}`,
          prober,
          card,
          stamp(t).slice(0, 16),
          String(tested),
          String(good),
          ((100 * good) / tested).toFixed(2),
          String(td),
          (seconds / 60).toFixed(1),
        ];
        if (half) target.cells = cells;
        rows.push({ t, cells });
        t += seconds * 1_000 + between(random, 60, 240) * 1_000;
      }
      t += between(random, 5, 40) * MINUTE;
    }
  }
  rows.sort((a, b) => a.t - b.t);
  const lines = table(
    ['LOT', 'WAFER', 'PRODUCT', 'TESTER', 'PROBER', 'PROBECARD', 'START', 'TESTED', 'GOOD', 'YIELD%', 'TD', 'TEST_MIN'],
    rows.map((r) => r.cells),
  );
  const needle = lines[rows.findIndex((r) => r.cells === target.cells) + 1]!;
  const output = `${['# sortdb wafers --site CS2-SORT --since "2026-11-12 06:00" --until "2026-11-19 06:00"', ...lines].join('\n')}\n`;
  const ask =
    "Someone in sort reckons one wafer this past week didn't get probed all the way across like the rest did. Which wafer was it?";
  return probe('round 53: wafer sort summary', ask, 'run_shell', output, 'wafer', needle);
}

/** `ecctl get --tools ETC01-ETC16 --flat`: every etch chamber's equipment constants; one gas line's range. */
function etchEquipmentConstants(): EconomicsTask {
  const random = seededRandom(53_012);
  const POLY: readonly (readonly [string, number, number])[] = [
    ['Ar', 1_000, 1.39],
    ['HBr', 500, 1.0],
    ['Cl2', 200, 0.86],
    ['O2', 50, 1.0],
    ['CF4', 200, 0.42],
    ['NF3', 200, 0.48],
    ['He', 500, 1.4],
    ['N2', 1_000, 1.0],
  ];
  const DIEL: readonly (readonly [string, number, number])[] = [
    ['Ar', 2_000, 1.39],
    ['C4F8', 50, 0.16],
    ['C4F6', 50, 0.2],
    ['CHF3', 200, 0.5],
    ['CF4', 500, 0.42],
    ['O2', 100, 1.0],
    ['CO', 500, 1.0],
    ['N2', 1_000, 1.0],
  ];
  const lines: string[] = ['# ecctl get --tools ETC01-ETC16 --path "*" --flat', `# read ${stamp(T(19, 7, 52, 3))} PST`];
  let needle = '';
  const set = (key: string, value: string | number) => {
    const line = `${key} = ${value}`;
    lines.push(line);
    return line;
  };
  for (let e = 1; e <= 16; e++) {
    const tool = `ETC${pad2(e)}`;
    const dielectric = e > 8;
    set(`${tool}.Tool.Model`, dielectric ? 'Flex GX' : 'Kiyo CX');
    set(`${tool}.Tool.SoftwareVersion`, oneOf(random, ['2300-SW 7.4.2', '2300-SW 7.4.2', '2300-SW 7.5.0']));
    set(`${tool}.Tool.SerialNo`, `LR${digits(random, 7)}`);
    for (let lp = 1; lp <= 4; lp++) {
      set(`${tool}.EFEM.LP${lp}.Enabled`, 'true');
      set(`${tool}.EFEM.LP${lp}.CarrierType`, 'FOUP25');
      set(`${tool}.EFEM.LP${lp}.MapTimeout_s`, 30);
    }
    set(`${tool}.EFEM.Robot.Speed_pct`, 80);
    set(`${tool}.EFEM.Robot.HandoffRetries`, 2);
    set(`${tool}.EFEM.Aligner.NotchAngle_deg`, 0);
    set(`${tool}.TM.Robot.Speed_pct`, 75);
    set(`${tool}.TM.Pressure_mTorr`, 80);
    set(`${tool}.TM.VentTime_s`, 45);
    for (let pm = 1; pm <= 4; pm++) {
      const p = `${tool}.PM${pm}`;
      set(`${p}.Enabled`, 'true');
      set(`${p}.Role`, dielectric ? 'DIELECTRIC' : 'CONDUCTOR');
      (dielectric ? DIEL : POLY).forEach(([gas, range, gcf], i) => {
        const m = `${p}.GasBox.MFC${pad2(i + 1)}`;
        set(`${m}.Gas`, gas);
        const line = set(`${m}.FullScale_sccm`, e === 10 && pm === 2 && gas === 'CHF3' ? 500 : range);
        if (e === 10 && pm === 2 && gas === 'CHF3') needle = line;
        set(`${m}.GCF`, gcf.toFixed(2));
        set(`${m}.Vendor`, 'Horiba');
        set(`${m}.Model`, 'SEC-Z512MGX');
        set(`${m}.SerialNo`, `HZ${digits(random, 8)}`);
        set(`${m}.CalDate`, iso(T(19, 0) - between(random, 20, 700) * DAY).slice(0, 10));
        set(`${m}.ZeroOffset_pct`, ((random() - 0.5) * 0.6).toFixed(2));
        set(`${m}.Tolerance_pct`, '2.0');
        set(`${m}.SettleTime_ms`, 1_500);
      });
      for (const gen of ['Source', 'Bias']) {
        const g = `${p}.RF.${gen}`;
        set(`${g}.Freq_MHz`, gen === 'Source' ? (dielectric ? '60.00' : '13.56') : dielectric ? '2.00' : '13.56');
        set(`${g}.MaxPower_W`, gen === 'Source' ? (dielectric ? 3_000 : 2_500) : dielectric ? 4_000 : 1_000);
        set(`${g}.RampTime_ms`, 200);
        set(`${g}.ReflectedLimit_W`, gen === 'Source' ? 150 : 200);
        for (let preset = 1; preset <= 4; preset++) {
          set(`${g}.Match.Preset${preset}.Load_pct`, (20 + random() * 60).toFixed(1));
          set(`${g}.Match.Preset${preset}.Tune_pct`, (20 + random() * 60).toFixed(1));
        }
      }
      set(`${p}.ESC.HV_V`, 2_500);
      set(`${p}.ESC.Inner.TempOffset_C`, ((random() - 0.5) * 1.2).toFixed(2));
      set(`${p}.ESC.Outer.TempOffset_C`, ((random() - 0.5) * 1.2).toFixed(2));
      set(`${p}.ESC.HeInner.MaxFlow_sccm`, 20);
      set(`${p}.ESC.HeOuter.MaxFlow_sccm`, 20);
      set(`${p}.ESC.HePressureTol_Torr`, '1.0');
      set(`${p}.ESC.DechuckRecipe`, dielectric ? 'DECHUCK-OX-2' : 'DECHUCK-SI-1');
      set(`${p}.Pressure.Manometer1.Range_Torr`, 1);
      set(`${p}.Pressure.Manometer2.Range_Torr`, 10);
      set(`${p}.Pressure.TV.Model`, 'VAT 65.0 PM');
      set(`${p}.Pressure.TV.Speed_pct`, 100);
      set(`${p}.Pressure.Tolerance_pct`, '5.0');
      set(`${p}.Pressure.StableTime_s`, 3);
      set(`${p}.Temp.Lid.Setpoint_C`, dielectric ? 80 : 120);
      set(`${p}.Temp.Wall.Setpoint_C`, 60);
      set(`${p}.Temp.Liner.Setpoint_C`, dielectric ? 60 : 90);
      set(`${p}.Endpoint.OES.IntegrationTime_ms`, 100);
      for (let ch = 1; ch <= 4; ch++)
        set(
          `${p}.Endpoint.OES.Channel${ch}_nm`,
          (dielectric ? [483.5, 387.1, 440.0, 777.4] : [405.9, 337.1, 288.2, 656.3])[ch - 1]!.toFixed(1),
        );
      for (const [name, seconds] of [
        ['PumpDown', 120],
        ['GasStabilize', 15],
        ['RFStrike', 5],
        ['Dechuck', 30],
        ['LiftPinUp', 8],
        ['SlitValve', 6],
        ['Vent', 90],
        ['LeakUp', 60],
      ] as const)
        set(`${p}.Interlock.${name}Timeout_s`, seconds);
      set(`${p}.Counters.RFHours`, (between(random, 40, 1_900) + random()).toFixed(1));
      set(`${p}.Counters.WafersSinceWetClean`, between(random, 120, 9_800));
      set(`${p}.Counters.WafersSinceSeason`, between(random, 0, 400));
      set(`${p}.Counters.EdgeRingRFHours`, (between(random, 10, 600) + random()).toFixed(1));
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    'One of the etch chambers has a gas line set up with a different range from the same line on its sister chambers. Which chamber is it, and which gas?';
  return probe('round 53: etch equipment constants', ask, 'run_shell', output, 'mfc', needle);
}

export function roundFiftyThree(): EconomicsTask[] {
  return [
    mesWipLotsApi(),
    etchRecipeExportXml(),
    otAssetInventoryJson(),
    etchAlarmHistoryYaml(),
    rtdDispatcherLog(),
    spcDailyReport(),
    fmsHumidityEvents(),
    bulkChemicalTankHistory(),
    onCallScheduleCsv(),
    particleCounterHourly(),
    waferSortSummary(),
    etchEquipmentConstants(),
  ];
}
