/**
 * Probe round 107, written blind: Tarnbrook Semiconductor, a made-up 200 mm wafer fab (manufacturing execution and lot tracking, process tools' SECS/GEM and recipe logs, metrology and SPC, cleanroom environment monitoring, equipment maintenance, yield analysis). "Today" is Monday, 30 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - MES WIP snapshot (minified JSON, one line): which FOUP a given lot is in right now;
 *  - recipe management export (one-line XML): which ECN approved a given version of an etch recipe on one etcher;
 *  - FMS particle counter export (CSV, each day's samples in one huge field): one channel's count at a given time yesterday;
 * b. The answer a few lines away from the line the question's words match:
 *  - CMMS PM schedule (YAML): the work order of one tool's quarterly PM;
 *  - SPC chart query (pretty JSON): which wafer tripped Western Electric rule 2 on one furnace's chart on Friday;
 *  - asset registry export (INI-like): the serial number of one chamber's bias RF generator;
 * c. A question that paraphrases the output or carries a preamble:
 *  - EAP SECS/GEM message log (SML): when a scanner first reported losing wafer chuck vacuum yesterday afternoon;
 *  - MES hold report (HTML): which lot is held waiting for a copper contamination check;
 *  - defect inspection results (logfmt): which wafer came off metal 1 CMP with an arc-shaped scratch over the weekend;
 * d. One value unlike its peers, with no error word near it:
 *  - FMS sensor status (fixed-width table): the particle counter with a much longer sample interval;
 *  - EAP HSMS connection table (CSV): the tool with a different T3 reply timeout;
 *  - wafer sort summary (text report): the wafer tested on an older test program revision.
 * Not among the bench's targets.
 * First run, at c7f65d6, the head when the round was written (with this file; `ROUNDS=107
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,671,015 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 107: wip snapshot foup
 *     codex: 15,384 tokens, peak 15,304, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 678, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,996 tokens, peak 1,609, 0/1 needles, 1 read-backs
 *     ours: 1,995 tokens, peak 990, 0/1 needles, 1 read-backs
 *   round 107: recipe export ecn
 *     codex: 208 tokens, peak 131, 0/1 needles, 0 read-backs
 *     context-chef: 756 tokens, peak 679, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,124 tokens, peak 3,255, 0/1 needles, 2 read-backs
 *     ours: 7,444 tokens, peak 3,638, 0/1 needles, 2 read-backs
 *   round 107: particle export reading
 *     codex: 304 tokens, peak 221, 0/1 needles, 0 read-backs
 *     context-chef: 1,085 tokens, peak 1,002, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,814 tokens, peak 902, 0/1 needles, 1 read-backs
 *     ours: 2,914 tokens, peak 1,839, 0/1 needles, 1 read-backs
 *   round 107: pm schedule work order
 *     codex: 12,090 tokens, peak 12,004, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 590, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,922 tokens, peak 1,501, 0/1 needles, 2 read-backs
 *     ours: 1,883 tokens, peak 929, 0/1 needles, 1 read-backs
 *   round 107: spc rule 2 wafer
 *     codex: 13,894 tokens, peak 13,812, 0/1 needles, 0 read-backs
 *     context-chef: 725 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,659 tokens, peak 1,316, 0/1 needles, 1 read-backs
 *     ours: 2,571 tokens, peak 1,613, 0/1 needles, 1 read-backs
 *   round 107: asset registry serial
 *     codex: 16,458 tokens, peak 16,376, 0/1 needles, 0 read-backs
 *     context-chef: 770 tokens, peak 688, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,123 tokens, peak 3,051, 0/1 needles, 2 read-backs
 *     ours: 7,339 tokens, peak 3,270, 0/1 needles, 2 read-backs
 *   round 107: secs log chuck vacuum
 *     codex: 22,997 tokens, peak 22,879, 0/1 needles, 0 read-backs
 *     context-chef: 1,166 tokens, peak 1,048, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,081 tokens, peak 1,714, 0/1 needles, 4 read-backs
 *     ours: 5,329 tokens, peak 1,126, 0/1 needles, 4 read-backs
 *   round 107: hold report copper
 *     codex: 18,413 tokens, peak 18,324, 0/1 needles, 0 read-backs
 *     context-chef: 830 tokens, peak 741, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,112 tokens, peak 1,324, 0/1 needles, 4 read-backs
 *     ours: 4,665 tokens, peak 991, 0/1 needles, 4 read-backs
 *   round 107: inspection curved scratch
 *     codex: 16,393 tokens, peak 16,297, 0/1 needles, 0 read-backs
 *     context-chef: 833 tokens, peak 737, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,123 tokens, peak 1,332, 0/1 needles, 4 read-backs
 *     ours: 4,188 tokens, peak 900, 0/1 needles, 4 read-backs
 *   round 107: sensor status slow counter
 *     codex: 19,924 tokens, peak 19,843, 0/1 needles, 0 read-backs
 *     context-chef: 821 tokens, peak 740, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,450 tokens, peak 3,356, 0/1 needles, 4 read-backs
 *     ours: 3,270 tokens, peak 1,065, 1/1 needles, 3 read-backs
 *   round 107: hsms timeout odd tool
 *     codex: 20,774 tokens, peak 20,689, 0/1 needles, 0 read-backs
 *     context-chef: 947 tokens, peak 862, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,658 tokens, peak 1,424, 0/1 needles, 4 read-backs
 *     ours: 4,182 tokens, peak 891, 1/1 needles, 4 read-backs
 *   round 107: sort summary program rev
 *     codex: 19,336 tokens, peak 19,249, 0/1 needles, 0 read-backs
 *     context-chef: 768 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,294 tokens, peak 1,364, 0/1 needles, 4 read-backs
 *     ours: 3,450 tokens, peak 751, 0/1 needles, 4 read-backs
 *     codex: 176,175 tokens, 0/12 needles
 *     context-chef: 10,135 tokens, 0/12 needles
 *     context-chef-store: 66,356 tokens, 0/12 needles
 *     ours: 49,230 tokens, 2/12 needles
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
// Shared fab data and helpers
// ---------------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Milliseconds of a date and time (the fab runs on GMT in winter, so UTC is local time). */
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number => Date.UTC(y, mo - 1, d, h, mi, s, ms);
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const hms = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
const isoZ = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const stamp = (ms: number): string => `${ymd(ms)} ${hms(ms)}`;
const stampMs = (ms: number): string => `${ymd(ms)} ${new Date(ms).toISOString().slice(11, 23)}`;

/** `PREFIX-01` to `PREFIX-nn`. */
const fleet = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}-${pad2(i + 1)}`);

/** A maker of ids that never repeats one, nor gives one of `taken`. */
function uniqueIds(make: () => string, taken: Iterable<string>): () => string {
  const seen = new Set(taken);
  return () => {
    for (;;) {
      const id = make();
      if (!seen.has(id)) {
        seen.add(id);
        return id;
      }
    }
  };
}

const USERS = [
  'jdrummond',
  'hsaito',
  'mhalloran',
  'lbrennan',
  'pokafor',
  'rcastellanos',
  'tnguyen',
  'awhitcombe',
  'sbhattacharya',
  'kmurray',
  'dfitzgerald',
  'yzhao',
  'ebarnes',
  'omensah',
  'gpetrov',
  'cdevlin',
];

const PRODUCTS = [
  { name: 'TBX18A', route: 'TB130-CU-6M', rev: 'R14' },
  { name: 'TBX18B', route: 'TB130-CU-6M', rev: 'R14' },
  { name: 'TBQ22', route: 'TB130-CU-5M', rev: 'R09' },
  { name: 'TBP07B', route: 'TB180-CU-4M', rev: 'R22' },
  { name: 'TBM31', route: 'TB130-CU-5M', rev: 'R09' },
];

/** The process route: sequence, step id, description, area. */
const ROUTE: readonly (readonly [string, string, string, string])[] = [
  ['0120.010', 'PAD_OX', 'Pad oxidation 110A', 'DIFF'],
  ['0130.010', 'NIT_DEP', 'LPCVD nitride 1600A', 'DIFF'],
  ['0150.010', 'STI_PH', 'STI litho', 'LITHO'],
  ['0160.010', 'STI_ET', 'STI etch', 'ETCH'],
  ['0170.010', 'STI_FILL', 'HDP oxide fill', 'CVD'],
  ['0180.010', 'STI_CMP', 'STI CMP', 'CMP'],
  ['0220.010', 'NWELL_IMP', 'N-well implant', 'IMP'],
  ['0230.010', 'PWELL_IMP', 'P-well implant', 'IMP'],
  ['0300.010', 'PRE_GOX_CLN', 'Pre-gate clean', 'WET'],
  ['0310.010', 'GOX', 'Gate oxidation 32A', 'DIFF'],
  ['0320.010', 'POLY_DEP', 'Poly deposition 1800A', 'DIFF'],
  ['0340.010', 'GATE_PH', 'Gate litho', 'LITHO'],
  ['0350.010', 'GATE_ET', 'Poly gate etch', 'ETCH'],
  ['0380.010', 'LDD_IMP', 'LDD implant', 'IMP'],
  ['0400.010', 'SPCR_DEP', 'Spacer nitride', 'CVD'],
  ['0410.010', 'SPCR_ET', 'Spacer etch', 'ETCH'],
  ['0440.010', 'SD_IMP', 'S/D implant', 'IMP'],
  ['0460.010', 'SD_RTA', 'S/D spike anneal', 'RTP'],
  ['0480.010', 'SAL_DEP', 'Co salicide dep', 'PVD'],
  ['0520.010', 'PMD_DEP', 'PMD BPSG', 'CVD'],
  ['0540.010', 'CT_PH', 'Contact litho', 'LITHO'],
  ['0550.010', 'CT_ET', 'Contact etch', 'ETCH'],
  ['0570.010', 'W_DEP', 'W plug CVD', 'CVD'],
  ['0580.010', 'CT_WCMP', 'W CMP', 'CMP'],
  ['0620.010', 'M1_PH', 'Metal 1 trench litho', 'LITHO'],
  ['0630.010', 'M1_ET', 'Metal 1 trench etch', 'ETCH'],
  ['0650.010', 'M1_BS', 'Ta/TaN barrier + Cu seed', 'PVD'],
  ['0660.010', 'M1_ECP', 'Cu plating', 'PLATE'],
  ['0670.010', 'M1_CMP', 'Metal 1 Cu CMP', 'CMP'],
  ['0720.010', 'V1_PH', 'Via 1 litho', 'LITHO'],
  ['0730.010', 'V1_ET', 'Via 1 / M2 dual-damascene etch', 'ETCH'],
  ['0760.010', 'M2_CMP', 'Metal 2 Cu CMP', 'CMP'],
  ['0820.010', 'V2_PH', 'Via 2 litho', 'LITHO'],
  ['0840.010', 'M3_ET', 'Metal 3 dual-damascene etch', 'ETCH'],
  ['0860.010', 'M3_CMP', 'Metal 3 Cu CMP', 'CMP'],
  ['0950.010', 'PASS_DEP', 'Passivation oxide/nitride', 'CVD'],
  ['0970.010', 'PAD_ET', 'Bond pad open', 'ETCH'],
  ['0990.010', 'FINAL_INSP', 'Final visual inspection', 'MET'],
];

const AREA_TOOLS: Readonly<Record<string, readonly string[]>> = {
  DIFF: fleet('DIFF-TEL', 8),
  LITHO: fleet('LITHO-ASML', 4),
  ETCH: [...fleet('ETCH-LAM', 6), ...fleet('ETCH-TEL', 3)],
  CVD: fleet('CVD-AMAT', 5),
  CMP: fleet('CMP-AMAT', 4),
  IMP: fleet('IMP-AXC', 4),
  WET: fleet('WET-BNC', 4),
  RTP: fleet('RTP-AMAT', 2),
  PVD: fleet('PVD-AMAT', 4),
  PLATE: fleet('ECP-NOV', 2),
  MET: fleet('INSP-KLA', 3),
};
const toolsOf = (area: string): readonly string[] => AREA_TOOLS[area] ?? [];

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------

/** One lot of the MES WIP snapshot, as the API serialises it. */
function wipLot(random: () => number, lotId: string, carrierId: string, stepIndex: number, forcedState?: string): Record<string, unknown> {
  const [seq, step, desc, area] = ROUTE[stepIndex]!;
  const product = oneOf(random, PRODUCTS);
  const state = forcedState ?? oneOf(random, ['WAIT', 'WAIT', 'WAIT', 'WAIT', 'WAIT', 'RUN', 'RUN', 'HOLD', 'STAGED']);
  const eqp = state === 'RUN' || state === 'STAGED' ? oneOf(random, toolsOf(area)) : null;
  const started = utc(2026, 9, 14) + pick(random, 66) * DAY + pick(random, 24) * HOUR;
  const split = Number(lotId.split('.')[1]);
  const lastAt = utc(2026, 11, 30, 7, 40) - pick(random, 72 * 60) * MINUTE - pick(random, 60) * 1000;
  return {
    lotId,
    parentLot: split > 1 ? `${lotId.split('.')[0]}.1` : null,
    product: product.name,
    route: product.route,
    routeRev: product.rev,
    stepSeq: seq,
    stepId: step,
    stepDesc: desc,
    area,
    state,
    holdCode: state === 'HOLD' ? oneOf(random, ['SPC-OOC', 'ENG', 'MET-MISS', 'QTIME', 'CUST', 'XCON']) : null,
    priority: oneOf(random, [3, 3, 3, 3, 3, 2, 4, 1]),
    lotType: oneOf(random, ['P', 'P', 'P', 'P', 'P', 'E', 'Q']),
    waferQty: split > 1 ? between(random, 2, 12) : oneOf(random, [25, 25, 25, 25, 24, 23]),
    carrierId,
    location: eqp ? `${eqp}:LP${between(random, 1, 3)}` : `STK-${area}-${pad2(between(random, 1, 3))}`,
    eqpId: eqp,
    recipe: eqp ? `${step}_${oneOf(random, ['A', 'B', 'C'])}${between(random, 1, 9)}` : null,
    startDate: ymd(started),
    dueDate: ymd(started + between(random, 58, 76) * DAY),
    queueMin: state === 'RUN' ? 0 : between(random, 1, 2_880),
    qtimeLimitMin: oneOf(random, [null, null, null, 240, 480, 720]),
    lastTxn: {
      type: state === 'HOLD' ? 'HOLD' : state === 'RUN' ? 'TRACKIN' : oneOf(random, ['MOVEOUT', 'STOCKIN', 'MOVEOUT', 'SPLIT']),
      at: `${new Date(lastAt).toISOString()}`,
      user: oneOf(random, [...USERS, 'EAP', 'EAP', 'AMHS', 'AMHS']),
    },
  };
}

function a1WipSnapshot(): EconomicsTask {
  const random = seededRandom(10_701);
  const lot = 'TB44712.1';
  const needle = 'TBF2081';
  const near = new Map<number, string>([
    [96, 'TB44712.2'],
    [211, 'TB44721.1'],
    [455, 'TB47412.1'],
    [530, 'TB44712.3'],
  ]);
  const lotIds = uniqueIds(() => `TB${between(random, 40_000, 49_999)}.${oneOf(random, [1, 1, 1, 1, 1, 2, 3])}`, [lot, ...near.values()]);
  const carriers = uniqueIds(() => `TBF${between(random, 1000, 9999)}`, [needle]);
  const m3 = ROUTE.findIndex((r) => r[1] === 'M3_ET');
  const lots: Record<string, unknown>[] = [];
  const total = 620;
  const plantAt = 301;
  for (let i = 0; i < total; i++) {
    if (i === plantAt) lots.push(wipLot(random, lot, needle, m3, 'WAIT'));
    else lots.push(wipLot(random, near.get(i) ?? lotIds(), carriers(), pick(random, ROUTE.length)));
  }
  const output = JSON.stringify({
    apiVersion: '2.3',
    site: 'TBK-FAB2',
    generatedAt: '2026-11-30T07:42:18.551Z',
    query: { states: ['WAIT', 'RUN', 'HOLD', 'STAGED'], area: '*', product: '*' },
    count: total,
    lots,
  });
  return probe(
    'round 107: wip snapshot foup',
    "The metal etch operators can't find lot TB44712.1. Which FOUP is it in right now?",
    'mes_wip_snapshot',
    output,
    'foup',
    needle,
    true,
  );
}

const ETCH_RECIPES: readonly (readonly [string, readonly string[]])[] = [
  ['POLY_ME_025', ['BT', 'ME1', 'ME2', 'OE']],
  ['POLY_ME_035', ['BT', 'ME1', 'OE']],
  ['POLY_OE_025', ['OE', 'DECHUCK']],
  ['STI_ME_130', ['BT', 'HMO', 'ME', 'OE']],
  ['STI_BT_130', ['BT']],
  ['SPCR_ET_025', ['ME', 'OE', 'DECHUCK']],
  ['HM_OPEN_025', ['BARC', 'HMO']],
  ['BARC_OPEN_248', ['BARC']],
  ['NIT_TRIM_025', ['ME', 'OE']],
  ['WAC_CLEAN_STD', ['WAC1', 'WAC2']],
  ['SEASON_POLY', ['SEAS1', 'SEAS2']],
  ['PM_RECOVERY_A', ['CLN', 'SEAS']],
];

const ETCH_PARAMS: readonly (readonly [string, string, number, number])[] = [
  ['Pressure', 'mT', 4, 80],
  ['TCP_Power', 'W', 200, 1200],
  ['Bias_Power', 'W', 0, 350],
  ['Cl2', 'sccm', 0, 120],
  ['HBr', 'sccm', 0, 250],
  ['O2', 'sccm', 0, 20],
  ['CF4', 'sccm', 0, 100],
  ['He_O2', 'sccm', 0, 15],
  ['ESC_Temp', 'C', 30, 60],
  ['He_BS_Pressure', 'T', 6, 12],
  ['Time', 's', 5, 90],
];

function a2RecipeExport(): EconomicsTask {
  const random = seededRandom(10_702);
  const needle = 'ECN-26-0412';
  const ecns = uniqueIds(() => `${between(random, 1, 999)}`.padStart(4, '0'), []);
  const ecnFor = (year: number): string => {
    for (;;) {
      const ecn = `ECN-${String(year).slice(2)}-${ecns()}`;
      if (ecn !== needle) return ecn;
    }
  };
  const recipe = (
    tool: string,
    name: string,
    steps: readonly string[],
    version: number,
    state: string,
    created: number,
    ecn: string,
  ): string => {
    const approved = created + between(random, 2, 40) * HOUR + pick(random, 3600) * 1000;
    const body = steps
      .map((step, i) => {
        const params = ETCH_PARAMS.filter(([k]) => k === 'Pressure' || k === 'Time' || k === 'ESC_Temp' || random() < 0.55)
          .map(
            ([k, u, lo, hi]) =>
              `<Param name="${k}" unit="${u}">${k === 'He_BS_Pressure' ? (lo + random() * (hi - lo)).toFixed(1) : between(random, lo, hi)}</Param>`,
          )
          .join('');
        const endpoint =
          step.startsWith('ME') || step === 'BARC'
            ? `<Endpoint mode="OES" channel="${oneOf(random, ['405nm', '520nm', '777nm'])}" threshold="${between(random, 5, 30)}%"/>`
            : '<Endpoint mode="TIME"/>';
        return `<Step n="${i + 1}" name="${step}">${params}${endpoint}</Step>`;
      })
      .join('');
    return (
      `<Recipe name="${name}" version="${version}" state="${state}" class="${name.startsWith('WAC') || name.startsWith('SEASON') || name.startsWith('PM_') ? 'CONDITIONING' : 'PROCESS'}">` +
      `<Tool>${tool}</Tool><ChamberType>Kiyo EX</ChamberType><Chambers>PM1,PM2,PM3,PM4</Chambers>` +
      `<Author>${oneOf(random, USERS)}</Author><Created>${isoZ(created)}</Created>` +
      `<Change ref="${ecn}" approver="${oneOf(random, USERS)}" approved="${isoZ(approved)}"/>` +
      `<BodyCrc32>${hex(random, 8)}</BodyCrc32><Steps>${body}</Steps></Recipe>`
    );
  };
  const parts: string[] = [];
  for (const tool of fleet('ETCH-LAM', 6)) {
    parts.push(`<ToolRecipes tool="${tool}" controller="2300 PM OS 1.${between(random, 8, 9)}.${between(random, 0, 9)}">`);
    for (const [name, steps] of ETCH_RECIPES) {
      const planted = tool === 'ETCH-LAM-04' && name === 'POLY_ME_025';
      const current = planted || (name === 'POLY_ME_025' && tool === 'ETCH-LAM-03') ? 14 : between(random, 3, 22);
      const versions: [number, string][] = [
        [current - 1, 'OBSOLETE'],
        [current, 'PRODUCTION'],
      ];
      if (planted || random() < 0.3) versions.push([current + 1, 'ENGINEERING']);
      if (random() < 0.3) versions.unshift([current - 2, 'OBSOLETE']);
      let created = utc(2024, 3, 1) + pick(random, 500) * DAY;
      for (const [version, state] of versions) {
        created += between(random, 20, 90) * DAY + pick(random, 86_400) * 1000;
        if (created > utc(2026, 11, 27)) created = utc(2026, 11, 27) - pick(random, 10) * DAY;
        const ecn = planted && version === 14 ? needle : ecnFor(new Date(created).getUTCFullYear());
        if (planted && version === 14) created = utc(2026, 9, 14, 10, 22, 7);
        parts.push(recipe(tool, name, steps, version, state, created, ecn));
      }
    }
    parts.push('</ToolRecipes>');
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<RmsExport xmlns="urn:tarnbrook:rms:2" site="TBK-FAB2" exported="2026-11-30T08:10:44Z" by="rms-cli 5.2.0" scope="ETCH-LAM-*" states="ALL">${parts.join('')}</RmsExport>\n`;
  return probe(
    'round 107: recipe export ecn',
    'Which ECN approved version 14 of POLY_ME_025 on ETCH-LAM-04?',
    'rms_recipe_export',
    output,
    'ecn',
    needle,
    true,
  );
}

function a3ParticleExport(): EconomicsTask {
  const random = seededRandom(10_703);
  const day = utc(2026, 11, 29);
  const interval = 15;
  const samples = 86_400 / interval;
  const needleIndex = (14 * 3600 + 35 * 60) / interval;
  const needleValue = 57;
  const needle = `2026-11-29T14:35:00=${needleValue}`;
  const counters: readonly (readonly [string, string])[] = [
    ['PC-PH-03', 'PHOTO BAY 1 / SCANNER 02 ENCL'],
    ['PC-PH-04', 'PHOTO BAY 1 / TRACK 02 ENCL'],
    ['PC-PH-05', 'PHOTO BAY 2 / SCANNER 03 ENCL'],
  ];
  const lines = [
    '# FMS data export  site=TBK-FAB2  server=fms-app01  requested_by=lbrennan  2026-11-30 08:02:11',
    '# samples are raw counts per sample volume (0.25 ft3), cumulative >= channel size; each sample is <local time>=<count>',
    'counter_id,location,iso_class,channel_um,units,flow_cfm,interval_s,tz,start,end,n_samples,samples',
  ];
  const row = (id: string, location: string, channel: string, values: readonly number[]): string =>
    `${id},${location},ISO 4,${channel},counts,1.0,${interval},Europe/London,2026-11-29T00:00:00,2026-11-29T23:59:45,${samples},"${values
      .map((v, k) => {
        const t = day + k * interval * 1000;
        return `${ymd(t)}T${hms(t)}=${v}`;
      })
      .join(';')}"`;
  for (const [id, location] of counters) {
    // The 0.3 um channel counts every particle the 0.5 um channel counts, and more.
    const fine: number[] = [];
    let burst = 0;
    for (let k = 0; k < samples; k++) {
      if (burst === 0 && random() < 0.002) burst = between(random, 4, 30);
      let v = pick(random, 5) + (random() < 0.05 ? between(random, 1, 12) : 0);
      if (burst > 0) {
        v += between(random, 8, 36);
        burst--;
      }
      if (id !== 'PC-PH-05' && k >= needleIndex - 40 && k <= needleIndex + 60) v += between(random, 18, 95);
      fine.push(v);
    }
    if (id === 'PC-PH-04') fine[needleIndex] = needleValue;
    else if (fine[needleIndex] === needleValue) fine[needleIndex] = needleValue + 3;
    const coarse = fine.map((v) => Math.floor(v * (0.1 + random() * 0.3)));
    lines.push(row(id, location, '0.3', fine), row(id, location, '0.5', coarse));
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 107: particle export reading',
    'What did the 0.3 micron channel on PC-PH-04 count at 2:35 in the afternoon yesterday?',
    'fms_particle_export',
    output,
    'count',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------

type PlanTemplate = readonly [frequency: string, title: string, hours: number];

const PM_FLEET: readonly (readonly [string, number, string, string, string, readonly PlanTemplate[]])[] = [
  [
    'DIFF-TEL',
    8,
    'DIFF',
    'TEL Alpha-8SE vertical furnace',
    'TEL-FSA-2026-0031',
    [
      ['weekly', 'Weekly PM - boat inspection, door O-ring check', 3],
      ['monthly', 'Monthly PM - particle qual, exhaust check', 6],
      ['quarterly', 'Quarterly PM - tube/liner inspection, thermocouple cal', 20],
      ['annual', 'Annual PM - quartzware change, heater profile', 48],
    ],
  ],
  [
    'LITHO-ASML',
    4,
    'LITHO',
    'ASML PAS 5500/850 KrF scanner',
    'ASML-CSA-2026-0007',
    [
      ['weekly', 'Weekly PM - stage and handler checks', 4],
      ['monthly', 'Monthly PM - laser gas refill, dose calibration', 8],
      ['quarterly', 'Quarterly PM - lens heating cal, baseline overlay', 16],
      ['semiannual', 'Semiannual PM - laser window change', 12],
    ],
  ],
  [
    'TRACK-TEL',
    4,
    'LITHO',
    'TEL Clean Track ACT 8 coater/developer',
    'TEL-FSA-2026-0031',
    [
      ['weekly', 'Weekly PM - cup clean, nozzle check', 3],
      ['monthly', 'Monthly PM - hot plate uniformity, dispense cal', 6],
      ['quarterly', 'Quarterly PM - arm teach, filter change', 10],
    ],
  ],
  [
    'ETCH-LAM',
    6,
    'ETCH',
    'Lam 2300 Kiyo conductor etch',
    'LAM-SSA-2026-0112',
    [
      ['weekly', 'Weekly PM - wet clean check, ESC leak-up', 4],
      ['rf-hours', 'Wet clean - every 120 RF hours', 14],
      ['quarterly', 'Quarterly PM - edge ring and window change', 18],
      ['annual', 'Annual PM - RF cable/match inspection', 24],
    ],
  ],
  [
    'ETCH-TEL',
    3,
    'ETCH',
    'TEL Unity SCCM dielectric etch',
    'TEL-FSA-2026-0031',
    [
      ['weekly', 'Weekly PM - leak-up, particle check', 4],
      ['rf-hours', 'Wet clean - every 90 RF hours', 16],
      ['quarterly', 'Quarterly PM - upper electrode change', 20],
    ],
  ],
  [
    'CVD-AMAT',
    5,
    'CVD',
    'AMAT Producer SE PECVD',
    'AMAT-TSA-2026-0203',
    [
      ['weekly', 'Weekly PM - clean rate check, heater cal', 4],
      ['monthly', 'Monthly PM - faceplate inspection', 8],
      ['quarterly', 'Quarterly PM - chamber kit change', 20],
      ['semiannual', 'Semiannual PM - RPS overhaul', 16],
    ],
  ],
  [
    'PVD-AMAT',
    4,
    'PVD',
    'AMAT Endura PVD',
    'AMAT-TSA-2026-0203',
    [
      ['kwh', 'Target change - every 1200 kWh', 18],
      ['monthly', 'Monthly PM - cryo regen, shield check', 10],
      ['quarterly', 'Quarterly PM - shield kit change, bake-out', 30],
    ],
  ],
  [
    'IMP-AXC',
    4,
    'IMP',
    'Axcelis Purion H high-current implanter',
    'AXC-FSA-2026-0114',
    [
      ['weekly', 'Weekly PM - source inspection, vacuum checks', 4],
      ['arc-hours', 'Ion source change - every 400 arc hours', 8],
      ['monthly', 'Monthly PM - beamline clean, Faraday check', 10],
      ['quarterly', 'Quarterly PM - source housing rebuild, extraction electrode', 24],
      ['semiannual', 'Semiannual PM - cryopump overhaul', 16],
    ],
  ],
  [
    'RTP-AMAT',
    2,
    'RTP',
    'AMAT Radiance RTP',
    'AMAT-TSA-2026-0203',
    [
      ['weekly', 'Weekly PM - pyrometer check', 2],
      ['quarterly', 'Quarterly PM - lamp head inspection, reflector clean', 12],
    ],
  ],
  [
    'CMP-AMAT',
    4,
    'CMP',
    'AMAT Mirra Mesa CMP',
    'AMAT-TSA-2026-0203',
    [
      ['pad-wafers', 'Pad change - every 900 wafers', 3],
      ['weekly', 'Weekly PM - conditioner disk, slurry line flush', 4],
      ['monthly', 'Monthly PM - head rebuild', 10],
      ['quarterly', 'Quarterly PM - platen level, cleaner brushes', 14],
    ],
  ],
  [
    'WET-BNC',
    4,
    'WET',
    'SCP wet bench (pre-diffusion cleans)',
    'SCP-SVC-2026-0009',
    [
      ['weekly', 'Weekly PM - bath change, robot check', 4],
      ['monthly', 'Monthly PM - filter change, concentration monitor cal', 6],
      ['quarterly', 'Quarterly PM - heater and megasonic inspection', 10],
    ],
  ],
  [
    'ECP-NOV',
    2,
    'PLATE',
    'Novellus Sabre Cu plating',
    'LAM-SSA-2026-0112',
    [
      ['weekly', 'Weekly PM - bath analysis, anode check', 3],
      ['monthly', 'Monthly PM - cup and seal change', 8],
      ['quarterly', 'Quarterly PM - anode change', 12],
    ],
  ],
  [
    'INSP-KLA',
    3,
    'MET',
    'KLA 2367 brightfield inspection',
    'KLA-SVC-2026-0044',
    [
      ['monthly', 'Monthly PM - light source check, stage cal', 4],
      ['quarterly', 'Quarterly PM - lamp change, PSL standard wafer', 8],
    ],
  ],
];

const PERIOD_DAYS: Readonly<Record<string, number>> = { weekly: 7, monthly: 30, quarterly: 91, semiannual: 182, annual: 365 };

function b1PmSchedule(): EconomicsTask {
  const random = seededRandom(10_704);
  const today = utc(2026, 11, 30);
  const needle = 'WO-2612-03391';
  const planIds = uniqueIds(() => `PMP-${between(random, 10_000, 19_999)}`, []);
  const workOrders = uniqueIds(() => `${between(random, 100, 9_999)}`.padStart(5, '0'), ['03391']);
  const lines = [
    '# CMMS export - preventive maintenance schedule',
    '# generated 2026-11-30T06:00:12Z by cmms-export 3.8.2 (job PM_SCHEDULE_NIGHTLY)',
    'site: TBK-FAB2',
    'window:',
    '  from: 2026-11-30',
    '  to: 2027-02-28',
    'equipment:',
  ];
  let bay = 0;
  for (const [prefix, n, area, description, contract, plans] of PM_FLEET) {
    bay++;
    for (const tool of fleet(prefix, n)) {
      lines.push(
        `  - tool_id: ${tool}`,
        `    description: ${description}`,
        `    area: ${area}`,
        `    bay: ${area}-B${(bay % 3) + 1}`,
        `    owner: ${oneOf(random, USERS)}`,
        `    service_contract: ${contract}`,
        `    state: ${oneOf(random, ['PRODUCTIVE', 'PRODUCTIVE', 'PRODUCTIVE', 'STANDBY', 'ENGINEERING'])}`,
        '    pm_plans:',
      );
      for (const [frequency, title, hours] of plans) {
        const planted = tool === 'IMP-AXC-02' && frequency === 'quarterly';
        const period = PERIOD_DAYS[frequency] ?? between(random, 10, 40);
        const nextDue = planted ? utc(2026, 12, 9) : today + between(random, -2, Math.min(period, 120)) * DAY;
        const lastDone = Math.min(nextDue - period * DAY + between(random, -3, 3) * DAY, today - between(random, 1, 3) * DAY);
        const due = new Date(nextDue);
        const soon = nextDue - today <= 21 * DAY;
        const wo = planted
          ? needle
          : soon
            ? `WO-${String(due.getUTCFullYear()).slice(2)}${pad2(due.getUTCMonth() + 1)}-${workOrders()}`
            : 'null';
        lines.push(
          `      - plan_id: ${planIds()}`,
          `        title: "${title}"`,
          `        frequency: ${frequency}`,
          `        trigger: ${PERIOD_DAYS[frequency] ? 'calendar' : 'counter'}`,
          `        last_done: ${ymd(lastDone)}`,
          `        next_due: ${ymd(nextDue)}`,
          `        est_hours: ${hours}`,
          `        work_order: ${wo}`,
          `        status: ${wo === 'null' ? 'PLANNED' : nextDue <= today ? 'DUE' : 'RELEASED'}`,
          `        assigned_to: ${wo === 'null' ? 'null' : oneOf(random, USERS)}`,
        );
        if (random() < 0.25) lines.push(`        vendor_support: ${oneOf(random, ['required', 'optional', 'remote'])}`);
      }
    }
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 107: pm schedule work order',
    'Can you find the work order for the quarterly PM on IMP-AXC-02? I need to book the Axcelis field engineer.',
    'cmms_pm_schedule',
    output,
    'work-order',
    needle,
  );
}

function b2SpcViolations(): EconomicsTask {
  const random = seededRandom(10_705);
  const needle = 'TB45517-11';
  const waferIds = uniqueIds(() => `TB${between(random, 40_000, 49_999)}-${pad2(between(random, 1, 25))}`, [needle]);
  const charts: Record<string, unknown>[] = [];
  const kinds: Readonly<Record<string, readonly (readonly [string, string, string, number, number])[]>> = {
    GOX: [
      ['GOX_THK', 'Gate oxide thickness, 9-pt mean', 'A', 32.0, 0.25],
      ['GOX_THK_RNG', 'Gate oxide thickness range (within wafer)', 'A', 0.9, 0.15],
      ['GOX_PA', 'Particle adders > 0.16 um, monitor wafer', 'count', 8, 3],
    ],
    PAD: [
      ['PAD_OX_THK', 'Pad oxide thickness, 9-pt mean', 'A', 110, 1.2],
      ['PAD_OX_RNG', 'Pad oxide thickness range (within wafer)', 'A', 3.0, 0.5],
      ['PAD_PA', 'Particle adders > 0.16 um, monitor wafer', 'count', 10, 3],
    ],
    NIT: [
      ['NIT_THK', 'LPCVD nitride thickness, 9-pt mean', 'A', 1600, 9],
      ['NIT_RI', 'Nitride refractive index', '', 2.01, 0.004],
      ['NIT_PA', 'Particle adders > 0.16 um, monitor wafer', 'count', 14, 4],
    ],
    POLY: [
      ['POLY_THK', 'Poly thickness, 9-pt mean', 'A', 1800, 10],
      ['POLY_RS', 'Poly sheet resistance (doped monitor)', 'ohm/sq', 28.5, 0.4],
      ['POLY_PA', 'Particle adders > 0.16 um, monitor wafer', 'count', 12, 4],
    ],
  };
  const toolKind = ['PAD', 'PAD', 'GOX', 'POLY', 'GOX', 'GOX', 'NIT', 'NIT'];
  /** Rule hits planted on (tool, parameter, day of November, rule). */
  const planted: readonly (readonly [string, string, number, string])[] = [
    ['DIFF-TEL-05', 'GOX_THK', 27, 'WE2'],
    ['DIFF-TEL-03', 'GOX_THK', 27, 'WE2'],
    ['DIFF-TEL-05', 'GOX_THK', 25, 'WE1'],
    ['DIFF-TEL-05', 'GOX_THK_RNG', 26, 'WE2'],
    ['DIFF-TEL-06', 'GOX_THK', 27, 'WE3'],
    ['DIFF-TEL-02', 'PAD_OX_THK', 27, 'WE2'],
    ['DIFF-TEL-07', 'NIT_THK', 24, 'WE1'],
  ];
  let chartNo = 140;
  fleet('DIFF-TEL', 8).forEach((tool, t) => {
    for (const [param, description, units, target, sigma] of kinds[toolKind[t]!]!) {
      chartNo++;
      const decimals = sigma < 0.01 ? 3 : sigma < 1 ? 2 : 1;
      const points: Record<string, unknown>[] = [];
      const times: number[] = [];
      for (let d = 23; d <= 29; d++) {
        const n = between(random, 4, 7);
        for (let k = 0; k < n; k++) times.push(utc(2026, 11, d) + pick(random, 86_400) * 1000);
      }
      times.sort((x, y) => x - y);
      const hits = new Map<number, string>();
      for (const [pTool, pParam, pDay, rule] of planted) {
        if (pTool !== tool || pParam !== param) continue;
        const idx = times.findIndex((time) => new Date(time).getUTCDate() === pDay && new Date(time).getUTCHours() >= 8);
        if (idx >= 0) hits.set(idx, rule);
      }
      times.forEach((time, i) => {
        let rules: string[] = [];
        let value = target + (random() - 0.5) * 2.2 * sigma;
        const hitAhead = [...hits.entries()].find(([idx, rule]) => rule === 'WE2' && i <= idx && i > idx - 9);
        if (hitAhead) value = target + (0.15 + random() * 0.8) * sigma;
        const hit = hits.get(i);
        if (hit === 'WE1') value = target + (3.1 + random() * 0.6) * sigma;
        if (hit === 'WE3') value = target + (2.1 + random() * 0.5) * sigma;
        if (hit) rules = [hit];
        else if (random() < 0.01) rules = ['WE4'];
        const isNeedle = tool === 'DIFF-TEL-05' && param === 'GOX_THK' && hit === 'WE2';
        const waferId = isNeedle ? needle : waferIds();
        points.push({
          seq: i + 1,
          ts: isoZ(time),
          lot: `${waferId.slice(0, 7)}.1`,
          waferId,
          slot: Number(waferId.slice(-2)),
          value: Number(Math.max(0, value).toFixed(decimals)),
          sd: Number((sigma * (0.3 + random() * 0.5)).toFixed(decimals + 1)),
          sites: param.endsWith('_PA') ? 1 : 9,
          rules,
          ack:
            rules.length > 0
              ? random() < 0.5
                ? { by: oneOf(random, USERS), action: oneOf(random, ['MONITOR', 'REMEASURE', 'TOOL_CHECK']) }
                : null
              : null,
        });
      });
      charts.push({
        chartId: `SPC-DIFF-${String(chartNo).padStart(4, '0')}`,
        parameter: param,
        description,
        tool,
        toolDesc: `TEL Alpha-8SE vertical furnace #${t + 1}`,
        chartType: param.endsWith('_RNG') ? 'R' : param.endsWith('_PA') ? 'C' : 'XBAR',
        units,
        target,
        ucl: Number((target + 3 * sigma).toFixed(decimals)),
        lcl: Number(Math.max(0, target - 3 * sigma).toFixed(decimals)),
        rulesEnabled: ['WE1', 'WE2', 'WE3', 'WE4'],
        owner: oneOf(random, USERS),
        points,
      });
    }
  });
  const output = `${JSON.stringify(
    {
      query: { area: 'DIFF', chartGroup: 'FURNACE', from: '2026-11-23T00:00:00Z', to: '2026-11-29T23:59:59Z', include: 'points' },
      generated: '2026-11-30T07:05:41Z',
      server: 'spc-prod-02',
      chartCount: charts.length,
      charts,
    },
    null,
    2,
  )}\n`;
  return probe(
    'round 107: spc rule 2 wafer',
    'Which wafer set off Western Electric rule 2 on the gate oxide thickness chart for DIFF-TEL-05 on Friday?',
    'spc_chart_query',
    output,
    'wafer',
    needle,
  );
}

type Component = readonly [key: string, label: string, vendor: string, model: string, partNo: string];

const CHAMBER_PARTS: Readonly<Record<string, readonly Component[]>> = {
  'ETCH-LAM': [
    ['rf_source', 'RF generator, source (13.56 MHz)', 'Advanced Energy', 'Paramount HF 3013', '3156110-001'],
    ['rf_bias', 'RF generator, bias (13.56 MHz)', 'Advanced Energy', 'Apex 1513', '3156115-003'],
    ['match_source', 'Match network, TCP coil', 'Lam Research', 'TCP match 853-A', '853-017170-001'],
    ['match_bias', 'Match network, bias', 'Lam Research', 'Bias match 853-B', '853-017171-002'],
    ['turbo', 'Turbomolecular pump', 'Edwards', 'STP-iXA3306C', 'YT84-1Z-000'],
    ['esc_supply', 'ESC high-voltage supply', 'Trek', 'Model 5010', '5010-L-2'],
  ],
  'ETCH-TEL': [
    ['rf_upper', 'RF generator, upper electrode (60 MHz)', 'Daihen', 'RGA-60D', 'RGA-60D-TE'],
    ['rf_lower', 'RF generator, lower electrode (2 MHz)', 'Daihen', 'RGA-20B', 'RGA-20B-TE'],
    ['match_upper', 'Match network, upper', 'Daihen', 'MAC-60D', 'MAC-60D-TE'],
    ['turbo', 'Turbomolecular pump', 'Shimadzu', 'TMP-2203LMC', 'TMP-2203'],
    ['chiller', 'Chiller, lower electrode', 'SMC', 'HRZ010-W', 'HRZ010-WS'],
  ],
  'CVD-AMAT': [
    ['rf_source', 'RF generator, showerhead (13.56 MHz)', 'MKS', 'Elite 1500', 'EL1500-02'],
    ['rps', 'Remote plasma source', 'MKS', 'Astron Paragon', 'AX7685-20'],
    ['heater_ctl', 'Heater controller', 'Watlow', 'EZ-ZONE RM', 'RMHF-1122'],
    ['throttle', 'Throttle valve controller', 'MKS', 'T3Bi', 'T3BIA-31'],
  ],
  'PVD-AMAT': [
    ['dc_source', 'DC magnetron supply', 'Advanced Energy', 'Pinnacle Plus 20kW', '3152412-005'],
    ['rf_bias', 'RF generator, pedestal bias (13.56 MHz)', 'Advanced Energy', 'Apex 1513', '3156115-003'],
    ['cryo', 'Cryopump', 'Brooks CTI', 'On-Board 8F', '8116250G001'],
    ['magnetron', 'Magnetron assembly', 'Applied Materials', 'Encore Ta(N) mag', '0010-21748'],
  ],
};

function b3AssetRegistry(): EconomicsTask {
  const random = seededRandom(10_706);
  const needle = '1513-A7-04391';
  const serials = uniqueIds(
    () =>
      `${chars(random, '0123456789', 4)}-${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${between(random, 1, 9)}-${chars(random, '0123456789', 5)}`,
    [needle],
  );
  const lines = [
    '; Tarnbrook Semiconductor - asset registry export (chamber components)',
    '; generated 2026-11-30 07:55:03 by asset-export v2.4.1 (user: svc_cmms)',
    '; scope: ETCH, CVD, PVD   format: ini   sections: tool, tool/chamber, tool/chamber/component',
    '',
  ];
  const tools: readonly (readonly [string, number, string, string])[] = [
    ['CVD-AMAT', 5, 'AMAT Producer SE, 3 twin chambers', 'Producer SE'],
    ['ETCH-LAM', 6, 'Lam 2300 Kiyo conductor etch, 4 PM', 'Kiyo EX'],
    ['ETCH-TEL', 3, 'TEL Unity SCCM dielectric etch, 2 PM', 'SCCM'],
    ['PVD-AMAT', 4, 'AMAT Endura, Ta(N)/Cu seed', 'Endura 2'],
  ];
  for (const [prefix, n, description, chamberType] of tools) {
    const chambers = prefix === 'ETCH-LAM' || prefix === 'PVD-AMAT' ? 4 : prefix === 'CVD-AMAT' ? 3 : 2;
    for (const tool of fleet(prefix, n)) {
      lines.push(
        `[${tool}]`,
        `description = ${description}`,
        `asset_no = TBA-${between(random, 10_000, 19_999)}`,
        `installed = ${ymd(utc(2014, 1, 1) + pick(random, 3_500) * DAY)}`,
        `fab_location = ${prefix.split('-')[0]}-BAY-${between(random, 1, 3)}`,
        `owner = ${oneOf(random, USERS)}`,
        '',
      );
      for (let c = 1; c <= chambers; c++) {
        lines.push(
          `[${tool}/PM${c}]`,
          `chamber_type = ${chamberType}`,
          `label = Chamber ${'ABCD'[c - 1]}`,
          `state = ${oneOf(random, ['PRODUCTION', 'PRODUCTION', 'PRODUCTION', 'PRODUCTION', 'ENGINEERING', 'DOWN_PM'])}`,
          `rf_hours = ${between(random, 2_000, 38_000)}`,
          '',
        );
        for (const [key, label, vendor, model, partNo] of CHAMBER_PARTS[prefix]!) {
          const planted = tool === 'ETCH-LAM-04' && c === 2 && key === 'rf_bias';
          const installed = utc(2019, 1, 1) + pick(random, 2_500) * DAY;
          const lastCal = utc(2026, 3, 1) + pick(random, 250) * DAY;
          lines.push(
            `[${tool}/PM${c}/${key}]`,
            `component = ${label}`,
            `vendor = ${vendor}`,
            `model = ${model}`,
            `part_no = ${partNo}`,
            `serial = ${planted ? needle : serials()}`,
            `installed = ${ymd(installed)}`,
            `firmware = ${between(random, 1, 4)}.${between(random, 0, 30)}${random() < 0.5 ? `.${between(random, 0, 9)}` : ''}`,
            `last_cal = ${ymd(lastCal)}`,
            `cal_due = ${ymd(lastCal + 182 * DAY)}`,
            '',
          );
        }
      }
    }
  }
  const output = lines.join('\n');
  return probe(
    'round 107: asset registry serial',
    "What's the serial number of the bias RF generator on PM2 of ETCH-LAM-04? The AE service rep is asking.",
    'asset_registry_export',
    output,
    'serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------

/** An SML item: `<A [n] "text">`. */
const smlA = (text: string): string => `<A [${text.length}] "${text}">`;

const SCANNER_ALARMS: readonly (readonly [number, string])[] = [
  [5020, 'RS clamp vacuum below threshold'],
  [4107, 'WH pre-aligner vacuum not reached'],
  [6201, 'Laser energy drift beyond tolerance'],
  [6240, 'Laser gas refill recommended'],
  [3311, 'Lens temperature out of range'],
  [2104, 'Reticle library door open'],
  [7002, 'Environmental chamber pressure deviation'],
  [4150, 'WH robot Z-axis home not found'],
];
const TRACK_ALARMS: readonly (readonly [number, string])[] = [
  [1203, 'COT1 cup exhaust low'],
  [1410, 'DEV2 nozzle dispense pressure low'],
  [1522, 'HP3 temperature not stable'],
  [1801, 'CRA arm vacuum sensor slow'],
  [1930, 'Resist bottle empty (line 2)'],
  [2012, 'Interface block waiting for scanner'],
];

function c1SecsLog(): EconomicsTask {
  const random = seededRandom(10_707);
  const needle = '2026-11-29 15:07:42.318';
  const day = utc(2026, 11, 29);
  const scanners = fleet('LITHO-ASML', 4);
  const tracks = fleet('TRACK-TEL', 4);
  const entries: { t: number; sb: number; head: string; body: string[] | null }[] = [];
  let systemBytes = 0;
  /** One message: its header line, its SML body, the closing dot. */
  const message = (
    t: number,
    tool: string,
    dir: 'SEND' | 'RECV',
    sf: string,
    wait: boolean,
    sb: number,
    body: string[] | null,
    planted = false,
  ): void => {
    let at = t;
    if (!planted) while (stampMs(at) === needle) at += 1;
    const dev = Number(tool.slice(-2)) + (tool.startsWith('TRACK') ? 20 : 0);
    entries.push({ t: at, sb, head: `${stampMs(at)} [${tool}] ${dir} ${sf}${wait ? ' W' : ''} SB=%SB% DEV=${dev}`, body });
  };
  /** A primary message from `from` and its reply a few milliseconds later. */
  const transaction = (t: number, tool: string, fromHost: boolean, sf: string, body: string[] | null, reply: string[] | null): void => {
    const sb = systemBytes++;
    const [stream, fn] = sf.slice(1).split('F').map(Number);
    message(t, tool, fromHost ? 'SEND' : 'RECV', sf, true, sb, body);
    message(t + between(random, 2, 45), tool, fromHost ? 'RECV' : 'SEND', `S${stream!}F${fn! + 1}`, false, sb, reply);
  };
  const ack = ['<B [1] 0x00>'];
  const event = (dataId: number, ceid: number, rptid: number, values: string[]): string[] => [
    '<L [3]',
    `  <U4 [1] ${dataId}>`,
    `  <U4 [1] ${ceid}>`,
    '  <L [1]',
    '    <L [2]',
    `      <U4 [1] ${rptid}>`,
    `      <L [${values.length}]`,
    ...values.map((v) => `        ${v}`),
    '      >',
    '    >',
    '  >',
    '>',
  ];
  const alarm = (t: number, tool: string, id: number, text: string, set: boolean, planted = false): void => {
    const sb = systemBytes++;
    message(
      t,
      tool,
      'RECV',
      'S5F1',
      true,
      sb,
      ['<L [3]', `  <B [1] 0x${set ? '84' : '04'}>`, `  <U4 [1] ${id}>`, `  ${smlA(text)}`, '>'],
      planted,
    );
    message(t + between(random, 2, 30), tool, 'SEND', 'S5F2', false, sb, ack);
  };
  let dataId = 18_000 + pick(random, 900);
  for (const tool of [...scanners, ...tracks]) {
    const scanner = tool.startsWith('LITHO');
    // Lots through the day.
    let t = day + between(random, 2, 25) * MINUTE + pick(random, 60_000);
    while (t < day + DAY - 40 * MINUTE) {
      const lot = `TB${between(random, 40_000, 49_999)}.${oneOf(random, [1, 1, 1, 2])}`;
      const ppid = scanner
        ? oneOf(random, ['KRF_STI_130', 'KRF_GATE_130', 'KRF_CT_130', 'KRF_M1_130', 'KRF_V1_130', 'KRF_M2_130'])
        : oneOf(random, ['COT_UV210_0.60', 'COT_UV210_0.45', 'DEV_MF26A_60S', 'COT_BARC_DUV42']);
      const carrier = `TBF${between(random, 1000, 9999)}`;
      transaction(
        t,
        tool,
        true,
        'S2F41',
        [
          '<L [2]',
          `  ${smlA('PP-SELECT')}`,
          '  <L [2]',
          `    <L [2] ${smlA('LOTID')} ${smlA(lot)} >`,
          `    <L [2] ${smlA('PPID')} ${smlA(ppid)} >`,
          '  >',
          '>',
        ],
        ['<L [2]', '  <B [1] 0x00>', '  <L [0]>', '>'],
      );
      t += between(random, 200, 900);
      transaction(
        t,
        tool,
        true,
        'S2F41',
        ['<L [2]', `  ${smlA('START')}`, '  <L [0]>', '>'],
        ['<L [2]', '  <B [1] 0x00>', '  <L [0]>', '>'],
      );
      t += between(random, 1_500, 6_000);
      transaction(t, tool, false, 'S6F11', event(dataId++, 1101, 1100, [smlA(lot), smlA(ppid), smlA(carrier), '<U2 [1] 25>']), ack);
      t += between(random, 14, 32) * MINUTE + pick(random, 60_000);
      transaction(
        t,
        tool,
        false,
        'S6F11',
        event(dataId++, 1102, 1100, [smlA(lot), smlA(ppid), smlA(carrier), `<U2 [1] ${oneOf(random, [25, 25, 25, 24])}>`]),
        ack,
      );
      t += between(random, 2, 20) * MINUTE + pick(random, 60_000);
    }
    // Status polling every 20 minutes.
    for (let p = day + pick(random, 20 * MINUTE); p < day + DAY; p += 20 * MINUTE + pick(random, 2_000)) {
      const values = scanner
        ? [
            `<F4 [1] ${(22 + random() * 0.02).toFixed(4)}>`,
            `<F4 [1] ${(22 + random() * 0.03).toFixed(4)}>`,
            `<F4 [1] ${(9.5 + random()).toFixed(2)}>`,
            `<U4 [1] ${between(random, 1_200_000_000, 1_260_000_000)}>`,
          ]
        : [`<F4 [1] ${(23 + random() * 0.2).toFixed(2)}>`, `<F4 [1] ${(45 + random()).toFixed(1)}>`, `<U2 [1] ${between(random, 0, 4)}>`];
      const svids = scanner ? [2001, 2002, 3101, 6100] : [1101, 1102, 1201];
      transaction(
        p,
        tool,
        true,
        'S1F3',
        [`<L [${svids.length}]`, ...svids.map((s) => `  <U4 [1] ${s}>`), '>'],
        [`<L [${values.length}]`, ...values.map((v) => `  ${v}`), '>'],
      );
    }
    // Random alarms, set and cleared.
    const table = scanner ? SCANNER_ALARMS : TRACK_ALARMS;
    for (let a = between(random, 4, 9); a > 0; a--) {
      const [id, text] = oneOf(random, table);
      const at = day + pick(random, 86_000) * 1000 + pick(random, 1000);
      alarm(at, tool, id, text, true);
      alarm(at + between(random, 20, 900) * 1000 + pick(random, 1000), tool, id, text, false);
    }
  }
  // The alarms the question is about, and their near misses.
  const chuck = 'WS chuck vacuum below threshold';
  alarm(utc(2026, 11, 29, 10, 52, 13, 447), 'LITHO-ASML-04', 5012, chuck, true);
  alarm(utc(2026, 11, 29, 10, 55, 2, 118), 'LITHO-ASML-04', 5012, chuck, false);
  alarm(utc(2026, 11, 29, 14, 58, 9, 604), 'LITHO-ASML-02', 5020, 'RS clamp vacuum below threshold', true);
  alarm(utc(2026, 11, 29, 15, 0, 51, 37), 'LITHO-ASML-02', 5020, 'RS clamp vacuum below threshold', false);
  alarm(utc(2026, 11, 29, 15, 7, 42, 318), 'LITHO-ASML-02', 5012, chuck, true, true);
  alarm(utc(2026, 11, 29, 15, 9, 55, 102), 'LITHO-ASML-02', 5012, chuck, false);
  alarm(utc(2026, 11, 29, 15, 12, 20, 881), 'LITHO-ASML-01', 4107, 'WH pre-aligner vacuum not reached', true);
  alarm(utc(2026, 11, 29, 15, 13, 2, 415), 'LITHO-ASML-01', 4107, 'WH pre-aligner vacuum not reached', false);
  alarm(utc(2026, 11, 29, 15, 26, 31, 870), 'LITHO-ASML-02', 5012, chuck, true);
  alarm(utc(2026, 11, 29, 15, 28, 4, 9), 'LITHO-ASML-02', 5012, chuck, false);
  entries.sort((x, y) => x.t - y.t);
  // The driver numbers its transactions in the order they start.
  const renumbered = new Map<number, number>();
  const text = entries.map((e) => {
    if (!renumbered.has(e.sb)) renumbered.set(e.sb, 0x0003_1a00 + renumbered.size);
    const head = e.head.replace('%SB%', `0x${renumbered.get(e.sb)!.toString(16).toUpperCase().padStart(8, '0')}`);
    return e.body ? `${head}\n${e.body.join('\n')}\n.` : `${head}\n.`;
  });
  const header = [
    '# tbk-eap-litho01  SECS/GEM host log  secsgw 4.11.2  HSMS-SS active',
    '# file: /var/log/eap/litho/secs_20261129.log  (rotated 2026-11-30 00:00:00)',
  ];
  const output = `${[...header, ...text].join('\n')}\n`;
  return probe(
    'round 107: secs log chuck vacuum',
    "We had a hot lot stuck on the litho track this morning and I've spent half the day chasing it, so sorry if this is random. Yesterday just after 3pm one of the scanners complained it couldn't keep the wafer held down on the stage. What time exactly did it first tell the host?",
    'eap_secs_log',
    output,
    'time',
    needle,
  );
}

function c2HoldReport(): EconomicsTask {
  const random = seededRandom(10_708);
  const needle = 'TB45038.1';
  const now = utc(2026, 11, 30, 7, 15, 2);
  const lotIds = uniqueIds(() => `TB${between(random, 40_000, 49_999)}.${oneOf(random, [1, 1, 1, 1, 2, 3])}`, [needle]);
  const reasons: readonly (readonly [string, () => string])[] = [
    [
      'SPC-OOC',
      () =>
        `OOC on ${oneOf(random, ['GOX_THK', 'PAD_OX_THK', 'NIT_THK', 'M1_CMP_RS', 'CT_CD', 'GATE_CD', 'OVL_X'])} chart SPC-${oneOf(random, ['DIFF', 'LITHO', 'CMP', 'ETCH'])}-${between(random, 100, 320)}`,
    ],
    ['MET-MISS', () => `Missing metrology at ${oneOf(random, ['THK_POST_OX', 'CD_POST_ET', 'OVL_M1', 'RS_POST_CMP'])} - remeasure`],
    ['ENG', () => `Engineering split hold - DOE 26-${between(random, 100, 180)}`],
    ['CUST', () => 'Customer hold - await PO confirmation'],
    [
      'QTIME',
      () =>
        `Q-time exceeded ${oneOf(random, ['clean->furnace', 'CMP->cap dep', 'seed->plate', 'etch->strip'])} (${between(random, 4, 14)}h limit)`,
    ],
    ['RWK', () => `Litho rework - ${oneOf(random, ['overlay OOS', 'CD OOS', 'coat defect', 'focus spot'])}`],
    [
      'EQP',
      () => `Tool down mid-process on ${oneOf(random, [...toolsOf('ETCH'), ...toolsOf('CVD'), ...toolsOf('IMP')])} - WIP disposition`,
    ],
    ['SCRAP-REV', () => `Scrap review - broken wafer slot ${between(random, 1, 25)}`],
    ['EQP-QUAL', () => `Post-PM TXRF monitor pending on WET-BNC-03 - hold WIP from run ${between(random, 100, 999)}`],
    [
      'XCON',
      () =>
        `Cross-contam suspect (${oneOf(random, ['Fe', 'Na/K'])}) - ran on ${oneOf(random, toolsOf('WET'))} after ${oneOf(random, ['bath change', 'HF spill'])}, await ${oneOf(random, ['VPD-ICPMS', 'CV/BTS on monitor'])}`,
    ],
  ];
  const weights = [14, 8, 10, 3, 6, 6, 5, 3, 2, 1];
  const weighted = reasons.flatMap((r, i) => Array.from({ length: weights[i]! }, () => r));
  const comments = [
    '',
    '',
    '',
    '',
    'pls expedite',
    'see 8D-26-044',
    'MRB Tue',
    'owner on leave - contact backup',
    'hot lot',
    'split before release',
    'cust notified',
  ];
  type Row = { lot: string; cells: string[] };
  const rows: Row[] = [];
  const row = (lot: string, code: string, reason: string, by: string, heldAt: number, stepIndex: number, comment: string): Row => {
    const [seq, step, , area] = ROUTE[stepIndex]!;
    const product = oneOf(random, PRODUCTS);
    return {
      lot,
      cells: [
        lot,
        product.name,
        `${seq} ${step}`,
        String(Number(lot.split('.')[1]) > 1 ? between(random, 2, 12) : oneOf(random, [25, 25, 25, 24])),
        code,
        reason,
        by,
        stamp(heldAt),
        ((now - heldAt) / HOUR).toFixed(1),
        area,
        comment,
      ],
    };
  };
  for (let i = 0; i < 720; i++) {
    const [code, reason] = oneOf(random, weighted);
    const heldAt = now - pick(random, 21 * 24 * 60) * MINUTE - pick(random, 60) * 1000;
    rows.push(
      row(
        lotIds(),
        code,
        reason(),
        oneOf(random, [...USERS, 'SPC_AUTO', 'SPC_AUTO', 'MES_QTIME']),
        heldAt,
        pick(random, ROUTE.length),
        oneOf(random, comments),
      ),
    );
  }
  const gox = ROUTE.findIndex((r) => r[1] === 'GOX');
  rows.push(
    row(
      needle,
      'XCON',
      'Cross-contam suspect (Cu) - ran on WET-BNC-02 after Cu-tagged carrier TBF7731, await TXRF on monitor wafer',
      'pokafor',
      utc(2026, 11, 28, 22, 41, 9),
      gox,
      'QA',
    ),
  );
  rows.sort((x, y) => (x.lot < y.lot ? -1 : 1));
  const head = ['Lot', 'Product', 'Route Step', 'Qty', 'Hold Code', 'Hold Reason', 'Held By', 'Held At', 'Age (h)', 'Area', 'Comment'];
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = rows.map(
    (r, i) =>
      `<tr class="${i % 2 ? 'even' : 'odd'}" data-key="${88_000 + i * 7}">${r.cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`,
  );
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>MES Hold Report - TBK-FAB2</title>',
    '<style>body{font-family:Arial,sans-serif;font-size:12px}table.grid{border-collapse:collapse}table.grid td,table.grid th{border:1px solid #ccc;padding:2px 4px}tr.even{background:#f4f6f8}th{background:#2b4a6f;color:#fff}</style>',
    '</head>',
    '<body>',
    '<h1>Lots on Hold - All Areas</h1>',
    `<p class="meta">Generated ${stamp(now)} by MESRPT (report HOLD_AGING v3.2) &middot; Filter: state=ONHOLD &middot; Sort: Lot &middot; ${rows.length} lots</p>`,
    '<table class="grid">',
    `<thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...body,
    '</tbody>',
    '</table>',
    `<p class="foot">TBK MES 9.4.1 &middot; page rendered in ${between(random, 800, 2400)} ms</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 107: hold report copper',
    'Quality cornered me first thing about a contamination scare at the wet benches over the weekend. Which lot is sitting on hold until we know whether it picked up any copper?',
    'mes_hold_report',
    output,
    'lot',
    needle,
  );
}

function c3InspectionResults(): EconomicsTask {
  const random = seededRandom(10_709);
  const needle = 'TB46391-14';
  const start = utc(2026, 11, 27);
  const end = utc(2026, 11, 30, 7, 50);
  const bases = uniqueIds(() => `TB${between(random, 40_000, 49_999)}`, ['TB46391']);
  const layers: readonly (readonly [string, string, string])[] = [
    ['STI_CMP', 'STICMP_PST_R2', 'INSP-KLA-01'],
    ['GATE_ET', 'GATE_PET_R5', 'INSP-KLA-01'],
    ['CT_WCMP', 'CTWCMP_PST_R4', 'INSP-KLA-02'],
    ['M1_CMP', 'M1CMP_PST_R3', 'INSP-KLA-02'],
    ['M2_CMP', 'M2CMP_PST_R3', 'INSP-KLA-03'],
    ['M3_CMP', 'M3CMP_PST_R1', 'INSP-KLA-03'],
    ['V1_ET', 'V1_PET_R2', 'INSP-KLA-02'],
  ];
  type Line = { t: number; text: string };
  const out: Line[] = [];
  const line = (
    t: number,
    tool: string,
    recipe: string,
    layer: string,
    lot: string,
    wafer: string,
    slot: number,
    sig: string,
    heavy: boolean,
  ): void => {
    const cmp = layer.endsWith('CMP');
    const total = heavy ? between(random, 1_400, 2_600) : between(random, 20, 260);
    const adders = heavy ? total - between(random, 10, 80) : Math.floor(total * random() * 0.4);
    const classes = cmp
      ? ['PARTICLE', 'MICROSCRATCH', 'RESIDUE', 'PIT', 'CORROSION']
      : ['PARTICLE', 'BRIDGE', 'RESIDUE', 'PATTERN', 'EMBEDDED'];
    const top = heavy ? 'MICROSCRATCH' : oneOf(random, classes);
    const second = oneOf(
      random,
      classes.filter((c) => c !== top),
    );
    out.push({
      t,
      text:
        `ts=${isoZ(t)} level=info svc=insp-collector tool=${tool} recipe=${recipe} layer=${layer} lot=${lot} wafer=${wafer} slot=${slot} ` +
        `mode=${cmp ? 'DF' : 'BF'} pixel_um=${cmp ? '0.39' : '0.62'} total=${total} adders=${adders} d0_cm2=${(adders / 314).toFixed(3)} ` +
        `clusters=${heavy ? between(random, 1, 3) : pick(random, 3)} class_top=${top} class_2=${second} spatial_sig=${sig} ` +
        `klarf=${lot}_S${pad2(slot)}_${layer.replace('_', '')}.000 review=${heavy || random() < 0.15 ? 'queued' : 'none'}`,
    });
  };
  const events = 300;
  const plants: readonly (readonly [number, string, string, boolean])[] = [
    [utc(2026, 11, 27, 9, 31, 40), 'M1_CMP', 'ARC', true],
    [utc(2026, 11, 28, 21, 15, 22), 'M1_CMP', 'ARC', true],
    [utc(2026, 11, 29, 3, 10, 5), 'M2_CMP', 'ARC', true],
    [utc(2026, 11, 28, 14, 2, 51), 'M1_CMP', 'RADIAL', true],
  ];
  for (let e = 0; e < events; e++) {
    const [layer, recipe, tool] = oneOf(random, layers);
    const lot = `${bases()}.1`;
    const t0 = start + pick(random, (end - start) / 1000) * 1000;
    const slots = shuffle(
      random,
      Array.from({ length: 25 }, (_, i) => i + 1),
    )
      .slice(0, 5)
      .sort((x, y) => x - y);
    slots.forEach((slot, k) => {
      const sig = random() < 0.85 ? 'NONE' : oneOf(random, ['EDGE_RING', 'CENTER_SPOT', 'RANDOM_CLUSTER', 'NOTCH_EDGE']);
      line(t0 + k * between(random, 95, 140) * 1000, tool, recipe, layer, lot, `${lot.split('.')[0]}-${pad2(slot)}`, slot, sig, false);
    });
  }
  plants.forEach(([t0, layer, sig], p) => {
    const [, recipe, tool] = layers.find((l) => l[0] === layer)!;
    const base = p === 1 ? 'TB46391' : bases();
    const lot = `${base}.1`;
    const slots = p === 1 ? [3, 8, 14, 19, 23] : [2, 7, 12, 17, 22];
    slots.forEach((slot, k) => {
      const odd = p === 1 ? slot === 14 : k === 2;
      line(t0 + k * between(random, 95, 140) * 1000, tool, recipe, layer, lot, `${base}-${pad2(slot)}`, slot, odd ? sig : 'NONE', odd);
    });
  });
  out.sort((x, y) => x.t - y.t);
  const output = `${out.map((l) => l.text).join('\n')}\n`;
  return probe(
    'round 107: inspection curved scratch',
    "I'm putting together the slides for tomorrow's yield review and I'm still missing one picture. Over the weekend one wafer came off metal 1 polish with a long curved scratch across it. Which wafer was that?",
    'insp_results_query',
    output,
    'wafer',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------

function d1SensorStatus(): EconomicsTask {
  const random = seededRandom(10_710);
  const needle = 'PC-ET-017';
  const now = utc(2026, 11, 30, 7, 30);
  const zones: readonly (readonly [string, string])[] = [
    ['CM', 'CMP BAY'],
    ['DF', 'DIFFUSION BAY'],
    ['ET', 'ETCH BAY'],
    ['IM', 'IMPLANT BAY'],
    ['LI', 'PHOTO BAY'],
    ['MT', 'METROLOGY BAY'],
    ['TF', 'THIN FILM BAY'],
    ['WE', 'WET BAY'],
  ];
  type Sensor = { id: string; row: string };
  const rows: Sensor[] = [];
  const col = (s: string, n: number): string => s.padEnd(n);
  const add = (prefix: string, perZone: readonly [number, number], make: (id: string, location: string) => string): void => {
    for (const [zone, bay] of zones) {
      const n = between(random, perZone[0], perZone[1]);
      for (let i = 1; i <= n; i++) {
        const id = `${prefix}-${zone}-${String(i).padStart(3, '0')}`;
        const location = `${bay} ${between(random, 1, 3)} R${pad2(between(random, 1, 24))}`;
        rows.push({ id, row: make(id, location) });
      }
    }
  };
  const last = (everySeconds: number): string => stamp(now - pick(random, everySeconds) * 1000);
  const cal = (): string => ymd(utc(2026, 12, 1) + pick(random, 330) * DAY);
  const state = (): string => (random() < 0.02 ? 'CAL' : 'ONLINE');
  add('AMC', [3, 5], (id, location) =>
    [
      col(id, 12),
      col(location, 24),
      col('AMC', 9),
      col('Picarro G2000', 18),
      col('2.8.4', 9),
      col('900 s', 7),
      col('0 s', 5),
      col('0-50 ppb', 13),
      col(cal(), 11),
      col(last(900), 20),
      col(`${(random() * 3).toFixed(2)} ppb`, 12),
      state(),
    ].join(' '),
  );
  add('DP', [22, 32], (id, location) =>
    [
      col(id, 12),
      col(location, 24),
      col('DIFF_PRS', 9),
      col('Setra 264', 18),
      col('-', 9),
      col('10 s', 7),
      col('0 s', 5),
      col('0-0.25 inWC', 13),
      col(cal(), 11),
      col(last(10), 20),
      col(`${(0.03 + random() * 0.03).toFixed(3)} inWC`, 12),
      state(),
    ].join(' '),
  );
  add('PC', [34, 44], (id, location) => {
    const planted = id === needle;
    const model = oneOf(random, ['Lasair III 310C', 'Lasair III 310C', 'Lasair III 350L']);
    return [
      col(id, 12),
      col(location, 24),
      col('PARTICLE', 9),
      col(model, 18),
      col('6.2.1', 9),
      col(planted ? '600 s' : '60 s', 7),
      col('0 s', 5),
      col(model.endsWith('350L') ? '50 LPM' : '1.0 CFM', 13),
      col(cal(), 11),
      col(last(planted ? 600 : 60), 20),
      col(`0.3um: ${pick(random, 9)}`, 12),
      planted ? 'ONLINE' : state(),
    ].join(' ');
  });
  add('TH', [20, 28], (id, location) =>
    [
      col(id, 12),
      col(location, 24),
      col('TEMP_RH', 9),
      col('Vaisala HMT330', 18),
      col('5.16', 9),
      col('30 s', 7),
      col('0 s', 5),
      col('15-30C/0-100%', 13),
      col(cal(), 11),
      col(last(30), 20),
      col(`${(20.8 + random() * 0.6).toFixed(1)}C/${(42 + random() * 4).toFixed(1)}%`, 12),
      state(),
    ].join(' '),
  );
  if (!rows.some((r) => r.id === needle)) throw new Error('d1: the planted counter was not generated');
  const header = [
    'TARNBROOK SEMICONDUCTOR - FAB 2 FACILITY MONITORING (FMS)                                    SENSOR STATUS',
    `Report time: ${stamp(now)} GMT    Host: fms-app01    Query: ALL SENSORS    Rows: ${rows.length}`,
    '',
    [
      col('SENSOR', 12),
      col('LOCATION', 24),
      col('TYPE', 9),
      col('MODEL', 18),
      col('FW', 9),
      col('SAMPLE', 7),
      col('HOLD', 5),
      col('RANGE/FLOW', 13),
      col('CAL DUE', 11),
      col('LAST READING', 20),
      col('VALUE', 12),
      'STATE',
    ].join(' '),
    [12, 24, 9, 18, 9, 7, 5, 13, 11, 20, 12, 7].map((n) => '-'.repeat(n)).join(' '),
  ];
  const output = `${[...header, ...rows.map((r) => r.row.trimEnd()), '', `${rows.length} rows.`].join('\n')}\n`;
  return probe(
    'round 107: sensor status slow counter',
    'One of the particle counters seems to take its air samples far less often than all the others. Which one is it?',
    'fms_sensor_status',
    output,
    'sensor',
    needle,
  );
}

function d2HsmsConnections(): EconomicsTask {
  const random = seededRandom(10_711);
  const needle = 'LITHO-NIK-03';
  const types: readonly (readonly [string, number, string, string, string])[] = [
    ['ASH-MAT', 4, 'ASH', 'Mattson', 'Aspen III'],
    ['CMP-AMAT', 8, 'CMP', 'Applied Materials', 'Mirra Mesa'],
    ['CVD-AMAT', 10, 'CVD', 'Applied Materials', 'Producer SE'],
    ['CVD-NOV', 6, 'CVD', 'Novellus', 'Concept Two Altus'],
    ['DIFF-TEL', 20, 'DIFF', 'Tokyo Electron', 'Alpha-8SE'],
    ['ECP-NOV', 4, 'PLATE', 'Novellus', 'Sabre'],
    ['ETCH-AMAT', 6, 'ETCH', 'Applied Materials', 'Centura eMax'],
    ['ETCH-LAM', 6, 'ETCH', 'Lam Research', '2300 Kiyo'],
    ['ETCH-TEL', 6, 'ETCH', 'Tokyo Electron', 'Unity SCCM'],
    ['IMP-AXC', 4, 'IMP', 'Axcelis', 'Purion H'],
    ['IMP-VAR', 4, 'IMP', 'Varian', 'VIISta 810'],
    ['INSP-KLA', 6, 'MET', 'KLA', '2367'],
    ['LITHO-ASML', 8, 'LITHO', 'ASML', 'PAS 5500/850'],
    ['LITHO-NIK', 6, 'LITHO', 'Nikon', 'NSR-S205C'],
    ['MET-HIT', 5, 'MET', 'Hitachi', 'S-9260 CD-SEM'],
    ['MET-KLA', 6, 'MET', 'KLA', 'Archer 10'],
    ['MET-NAN', 12, 'MET', 'Nanometrics', 'NanoSpec 9100'],
    ['MET-RS', 4, 'MET', 'KLA', 'RS100'],
    ['MET-THW', 5, 'MET', 'Therma-Wave', 'Opti-Probe 2600'],
    ['PROBE-TEL', 28, 'TEST', 'Tokyo Electron', 'P-12XL'],
    ['PVD-AMAT', 8, 'PVD', 'Applied Materials', 'Endura 2'],
    ['RTP-AMAT', 4, 'RTP', 'Applied Materials', 'Radiance'],
    ['SRT-BRK', 5, 'MES', 'Brooks', 'WS-200 sorter'],
    ['STK', 40, 'AMHS', 'Murata', 'S-200 stocker'],
    ['TRACK-TEL', 12, 'LITHO', 'Tokyo Electron', 'Clean Track ACT 8'],
    ['WET-BNC', 10, 'WET', 'SCP', 'Global bench'],
    ['WET-SEZ', 6, 'WET', 'SEZ', 'SP203'],
  ];
  const header =
    'tool_id,tool_type,vendor,model,area,bay,owner,mdln,softrev,eap_host,eap_instance,ip,port,mode,device_id,t3_s,t5_s,t6_s,t7_s,t8_s,linktest_s,conv_timeout_s,gem_compliance,default_control,spool_enabled,spool_max,driver,driver_ver,comm_state,connected_since,msgs_24h,updated_by,updated_at';
  const rows: string[] = [];
  let port = 5000;
  for (const [prefix, n, area, vendor, model] of types) {
    const eapHost = `tbk-eap-${area.toLowerCase()}0${between(random, 1, 2)}`;
    const mdln = `${model
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 8)
      .toUpperCase()}`;
    const softrev = `${between(random, 1, 9)}.${between(random, 0, 20)}.${between(random, 0, 99)}`;
    for (const tool of fleet(prefix, n)) {
      port++;
      const updated = utc(2026, 1, 5) + pick(random, 320) * DAY + pick(random, 86_400) * 1000;
      rows.push(
        [
          tool,
          prefix,
          vendor,
          model,
          area,
          `${area}-B${between(random, 1, 3)}`,
          oneOf(random, USERS),
          mdln,
          random() < 0.85 ? softrev : `${between(random, 1, 9)}.${between(random, 0, 20)}.${between(random, 0, 99)}`,
          eapHost,
          `eap-${prefix.split('-')[0]!.toLowerCase()}-${pad2(between(random, 1, 4))}`,
          `10.${between(random, 40, 47)}.${between(random, 1, 30)}.${between(random, 10, 250)}`,
          String(port),
          'ACTIVE',
          String(between(random, 0, 32)),
          tool === needle ? '120' : '45',
          '10',
          '5',
          '10',
          '5',
          oneOf(random, ['60', '60', '120', '300']),
          oneOf(random, ['60', '120', '120']),
          oneOf(random, ['GEM300-LITE', 'GEM', 'GEM', 'E30/E37']),
          oneOf(random, ['ONLINE_REMOTE', 'ONLINE_REMOTE', 'ONLINE_LOCAL']),
          random() < 0.7 ? 'Y' : 'N',
          oneOf(random, ['5000', '10000', '20000']),
          oneOf(random, ['secsgw', 'secsgw', 'cimetrix-cimconnect']),
          oneOf(random, ['4.11.2', '4.11.2', '4.10.7', '8.3.1']),
          random() < 0.96 ? 'SELECTED' : 'NOT_SELECTED',
          stamp(utc(2026, 11, 22) + pick(random, 8 * 86_400) * 1000),
          String(between(random, 900, 48_000)),
          oneOf(random, USERS),
          stamp(updated),
        ].join(','),
      );
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  return probe(
    'round 107: hsms timeout odd tool',
    'Our host seems to give one tool much longer to answer its messages than every other tool on the floor. Which tool is that?',
    'eap_hsms_connections',
    output,
    'tool',
    needle,
  );
}

function d3SortSummary(): EconomicsTask {
  const random = seededRandom(10_712);
  const needle = 'R4K7TQ-09E2';
  const programs: Readonly<Record<string, readonly [string, string, number]>> = {
    TBX18A: ['TBX18A_WS1.tpj', '4.3.1', 612],
    TBQ22: ['TBQ22_WS1.tpj', '2.0.4', 488],
    TBP07B: ['TBP07B_WS1.tpj', '7.1.0', 1_046],
    TBM31: ['TBM31_WS1.tpj', '3.2.2', 734],
  };
  const products = Object.keys(programs);
  const marks = uniqueIds(() => chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 6), ['R4K7TQ']);
  const lines = [
    '================================================================================',
    ' TARNBROOK SEMICONDUCTOR - WAFER SORT SUMMARY               run 2026-11-30 06:30:04',
    ' Site: TBK-TEST1   Period: 2026-11-23 00:00 .. 2026-11-29 23:59',
    '================================================================================',
    '',
  ];
  const lotCount = 21;
  let wafersTotal = 0;
  for (let l = 0; l < lotCount; l++) {
    const planted = l === 10;
    const product = planted ? 'TBX18A' : products[l % products.length]!;
    const [program, rev, gross] = programs[product]!;
    const lot = planted ? 'TB45581.1' : `TB${between(random, 40_000, 49_999)}.1`;
    const mark = planted ? 'R4K7TQ' : marks();
    const prober = `PRB-TEL-${pad2(between(random, 1, 8))}`;
    const tester = `J750-${pad2(between(random, 1, 4))}`;
    const card = `PC-${product}-${pad2(between(random, 1, 8))}`;
    const qty = oneOf(random, [25, 25, 25, 24]);
    let t = utc(2026, 11, 23, 0, 40) + l * 7 * HOUR + pick(random, 3_600) * 1000;
    lines.push(`LOT ${lot}   PRODUCT ${product}   FLOW WS1   QTY ${qty}   PROBER ${prober}   TESTER ${tester}`, '-'.repeat(80));
    const good: number[] = [];
    for (let slot = 1; slot <= qty; slot++) {
      const touchdowns = Math.ceil(gross / 4) + between(random, 2, 9);
      const seconds = touchdowns * between(random, 9, 11) + between(random, 20, 90);
      const start = t;
      t += seconds * 1000;
      const yieldPct = 0.86 + random() * 0.11;
      const goodDie = Math.round(gross * yieldPct);
      good.push(goodDie);
      const rest = gross - goodDie;
      const hb3 = Math.floor(rest * (0.3 + random() * 0.2));
      const hb5 = Math.floor((rest - hb3) * (0.4 + random() * 0.2));
      const hb7 = Math.floor((rest - hb3 - hb5) * 0.6);
      const hb9 = rest - hb3 - hb5 - hb7;
      const scribe = `${mark}-${pad2(slot)}${chars(random, 'ABCDEFGH', 1)}${between(random, 0, 9)}`;
      const isOdd = planted && slot === 9;
      lines.push(
        ` WAFER ${isOdd ? needle : scribe}   SLOT ${pad2(slot)}`,
        `   TEST PROGRAM : ${program}   REV ${isOdd ? '4.2.7' : rev}`,
        `   PROBE CARD   : ${card}    TOUCHDOWNS : ${touchdowns}   SITES : 4`,
        `   GROSS DIE    : ${gross}   GOOD : ${goodDie}   YIELD : ${((goodDie / gross) * 100).toFixed(2)} %`,
        `   START : ${stamp(start)}   END : ${stamp(t)}   TEST TIME : ${Math.floor(seconds / 60)}m${pad2(seconds % 60)}s`,
        `   HARD BINS    : HB1 ${goodDie}  HB3 ${hb3}  HB5 ${hb5}  HB7 ${hb7}  HB9 ${hb9}`,
        '',
      );
      wafersTotal++;
      t += between(random, 40, 150) * 1000;
    }
    const mean = good.reduce((a, b) => a + b, 0) / good.length;
    lines.push(` LOT SUMMARY  WAFERS ${qty}   MEAN GOOD ${mean.toFixed(1)}   MEAN YIELD ${((mean / gross) * 100).toFixed(2)} %`, '');
  }
  lines.push(
    '================================================================================',
    ` END OF REPORT   LOTS ${lotCount}   WAFERS ${wafersTotal}`,
    '',
  );
  const output = lines.join('\n');
  return probe(
    'round 107: sort summary program rev',
    "Looking at last week's wafer sort, did any wafer get tested on a different revision of the test program than the rest of its product? Which wafer was it?",
    'sort_summary_report',
    output,
    'wafer',
    needle,
  );
}

export function roundOneHundredSeven(): EconomicsTask[] {
  return [
    a1WipSnapshot(),
    a2RecipeExport(),
    a3ParticleExport(),
    b1PmSchedule(),
    b2SpcViolations(),
    b3AssetRegistry(),
    c1SecsLog(),
    c2HoldReport(),
    c3InspectionResults(),
    d1SensorStatus(),
    d2HsmsConnections(),
    d3SortSummary(),
  ];
}
