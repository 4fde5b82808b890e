/**
 * Probe round 114, written blind: Glenmarra Copper, a made-up open-pit copper mine with its concentrator (haul truck fleet management and dispatch, blast design and drill logs, ore grade control and assays, conveyor and crusher SCADA, tailings dam monitoring, site safety and permits). "Today" is Tuesday, 15 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - dispatch cycles (minified JSON): the payload of truck 217's load tipped at the primary crusher early yesterday afternoon;
 *  - lab assay export (one-line XML): the total copper of blast hole 87 on the 1290-14 pattern;
 *  - crusher SCADA event buffer (one-line dump): who acknowledged Sunday night's primary crusher trip;
 * b. The answer a few lines away from the line the question's words match:
 *  - tailings instrument registry (YAML): the sensor serial of piezometer E3-14;
 *  - blast design export (XML): the detonator logged against hole 112 of the 1275-09 shot;
 *  - grade control import log (log with tracebacks): the assay file being read when Saturday night's KeyError hit;
 * c. A question that paraphrases the output or carries a preamble:
 *  - maintenance order export (CSV): the order number of the last reline of the primary crusher;
 *  - permits register (HTML), after a preamble: when the licence to pump water from the Marra River runs out;
 *  - conveyor SCADA events (key=value): which emergency stop lanyard was pulled on the overland belt on Saturday afternoon;
 * d. One value unlike its peers, with no error word near it:
 *  - dispatch cycle detail report (fixed-width): the load with a haul far longer than the rest;
 *  - datalogger status report (text blocks): the tailings dam station scanning on a slower interval;
 *  - drill navigation export (NDJSON): the hole on the 1260 bench drilled with a different bit size.
 * Not among the bench's targets.
 * First run, at 9650dc3, the head when the round was written (with this file; `ROUNDS=114
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,466,112 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 114: dispatch cycles (minified JSON)
 *     codex: 15,306 tokens, peak 15,216, 0/1 needles, 0 read-backs
 *     context-chef: 784 tokens, peak 694, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,265 tokens, peak 7,313, 0/1 needles, 4 read-backs
 *     ours: 7,590 tokens, peak 3,420, 0/1 needles, 2 read-backs
 *   round 114: assay export (one-line XML)
 *     codex: 207 tokens, peak 130, 0/1 needles, 0 read-backs
 *     context-chef: 787 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,247 tokens, peak 7,488, 0/1 needles, 4 read-backs
 *     ours: 29,062 tokens, peak 10,868, 0/1 needles, 4 read-backs
 *   round 114: crusher event buffer (one-line dump)
 *     codex: 309 tokens, peak 229, 0/1 needles, 0 read-backs
 *     context-chef: 827 tokens, peak 747, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,133 tokens, peak 940, 0/1 needles, 4 read-backs
 *     ours: 4,520 tokens, peak 970, 0/1 needles, 4 read-backs
 *   round 114: tailings instrument registry (YAML)
 *     codex: 14,589 tokens, peak 14,511, 0/1 needles, 0 read-backs
 *     context-chef: 744 tokens, peak 666, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,604 tokens, peak 1,242, 0/1 needles, 1 read-backs
 *     ours: 2,233 tokens, peak 1,246, 1/1 needles, 1 read-backs
 *   round 114: blast design export (XML)
 *     codex: 13,211 tokens, peak 13,137, 0/1 needles, 0 read-backs
 *     context-chef: 677 tokens, peak 603, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,114 tokens, peak 1,677, 0/1 needles, 2 read-backs
 *     ours: 3,870 tokens, peak 1,676, 0/1 needles, 2 read-backs
 *   round 114: grade control import log (tracebacks)
 *     codex: 15,022 tokens, peak 14,939, 0/1 needles, 0 read-backs
 *     context-chef: 742 tokens, peak 659, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,743 tokens, peak 3,705, 0/1 needles, 2 read-backs
 *     ours: 7,726 tokens, peak 3,824, 0/1 needles, 2 read-backs
 *   round 114: maintenance orders (CSV)
 *     codex: 19,164 tokens, peak 19,081, 0/1 needles, 0 read-backs
 *     context-chef: 853 tokens, peak 770, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,998 tokens, peak 5,082, 0/1 needles, 4 read-backs
 *     ours: 12,562 tokens, peak 6,379, 0/1 needles, 4 read-backs
 *   round 114: permits register (HTML)
 *     codex: 13,646 tokens, peak 13,540, 0/1 needles, 0 read-backs
 *     context-chef: 733 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,351 tokens, peak 3,262, 0/1 needles, 2 read-backs
 *     ours: 8,684 tokens, peak 4,901, 0/1 needles, 2 read-backs
 *   round 114: conveyor events (key=value)
 *     codex: 15,519 tokens, peak 15,438, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 694, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,253 tokens, peak 1,361, 0/1 needles, 4 read-backs
 *     ours: 4,198 tokens, peak 903, 0/1 needles, 4 read-backs
 *   round 114: cycle detail report (fixed-width)
 *     codex: 22,593 tokens, peak 22,509, 0/1 needles, 0 read-backs
 *     context-chef: 815 tokens, peak 731, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,530 tokens, peak 1,405, 0/1 needles, 4 read-backs
 *     ours: 4,132 tokens, peak 886, 0/1 needles, 4 read-backs
 *   round 114: datalogger status (text report)
 *     codex: 14,203 tokens, peak 14,118, 0/1 needles, 0 read-backs
 *     context-chef: 647 tokens, peak 562, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,742 tokens, peak 1,258, 0/1 needles, 4 read-backs
 *     ours: 4,048 tokens, peak 881, 1/1 needles, 4 read-backs
 *   round 114: drill holes (NDJSON)
 *     codex: 16,213 tokens, peak 16,130, 0/1 needles, 0 read-backs
 *     context-chef: 805 tokens, peak 722, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,894 tokens, peak 7,692, 0/1 needles, 4 read-backs
 *     ours: 9,477 tokens, peak 5,462, 1/1 needles, 2 read-backs
 *     codex: 159,982 tokens, 0/12 needles
 *     context-chef: 9,189 tokens, 0/12 needles
 *     context-chef-store: 118,874 tokens, 0/12 needles
 *     ours: 98,102 tokens, 3/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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
// Shared helpers: site clock (local time, AEST, no daylight saving), people, filler that avoids a needle.
// ---------------------------------------------------------------------------------------------------------

const DAY = 86_400;
/** Seconds of local time are counted from 1 December 2026, 00:00 (kept as UTC so the host's zone never matters). */
const BASE = Date.UTC(2026, 11, 1) / 1000;

/** Seconds since 1 December 2026 at day `day` of December, `h:m:s`. */
const dec = (day: number, h: number, m = 0, s = 0): number => (day - 1) * DAY + h * 3600 + m * 60 + s;

/** `2026-12-14T13:22:41` (or with another separator) for seconds since 1 December 2026. */
function stamp(sec: number, sep = 'T'): string {
  const d = new Date((BASE + Math.floor(sec)) * 1000);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}${sep}${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** `mm:ss` of a duration in seconds. */
const mmss = (sec: number): string => `${pad2(Math.floor(sec / 60))}:${pad2(sec % 60)}`;

/** Three digits at least (`007`). */
const pad3 = (n: number): string => String(n).padStart(3, '0');

/** A number with `digits` decimals. */
const fixed = (value: number, digits: number): string => value.toFixed(digits);

/** A filler value that never contains the needle (made again until it does not). */
function avoiding(needle: string, make: () => string): string {
  for (;;) {
    const value = make();
    if (!value.includes(needle)) return value;
  }
}

const FIRST = [
  'Liam',
  'Aroha',
  'Priya',
  'Tomasi',
  'Grace',
  'Kieran',
  'Mele',
  'Declan',
  'Shannon',
  'Rangi',
  'Bronwyn',
  'Hamish',
  'Anjali',
  'Callum',
  'Tegan',
  'Sione',
  'Rhys',
  'Jodie',
  'Nikhil',
  'Ebony',
  'Mitchell',
  'Kirra',
  'Dylan',
  'Leilani',
];
const LAST = [
  'Maguire',
  'Patel',
  'Okafor',
  'Henare',
  'Finau',
  'Brennan',
  'Whitcombe',
  'Tuilagi',
  'Gallagher',
  'Ngata',
  'Sharma',
  'Doherty',
  'Kowalski',
  'Fraser',
  'Latu',
  'McAllister',
  'Rees',
  'Baxter',
  'Iyer',
  'Cockburn',
  'Walsh',
  'Pomare',
];

/** A person's name, seeded. */
const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------

/** a1: the fleet management system's haul cycles for yesterday, as its API returns them (minified JSON). */
function a1DispatchCycles(): EconomicsTask {
  const random = seededRandom(114_001);
  const needle = '238.6';
  const target = 'HT-217';
  const blocks = [
    { block: '1290-14-B07', loader: 'SH-01', material: 'SUL-HG', dest: 'CR01' },
    { block: '1290-14-B08', loader: 'SH-01', material: 'SUL-MG', dest: 'ROM-S1' },
    { block: '1290-14-B11', loader: 'SH-01', material: 'WASTE', dest: 'WD-E' },
    { block: '1305-22-B03', loader: 'EX-02', material: 'SUL-LG', dest: 'LGS-2' },
    { block: '1305-22-B04', loader: 'EX-02', material: 'PAF', dest: 'WD-N' },
    { block: '1275-09-B02', loader: 'EX-03', material: 'SUL-HG', dest: 'CR01' },
    { block: '1275-09-B05', loader: 'EX-03', material: 'OXIDE', dest: 'OXS-1' },
    { block: '1320-31-W01', loader: 'EX-04', material: 'WASTE', dest: 'WD-E' },
    { block: '1320-31-W02', loader: 'EX-04', material: 'WASTE', dest: 'WD-N' },
    { block: 'ROM-S1', loader: 'WL-01', material: 'SUL-MG', dest: 'CR01' },
  ];
  const haulRange: Record<string, [number, number]> = {
    CR01: [540, 900],
    'ROM-S1': [480, 780],
    'WD-E': [600, 1100],
    'WD-N': [700, 1200],
    'LGS-2': [500, 800],
    'OXS-1': [400, 700],
  };
  const passes: Record<string, number> = { 'SH-01': 3, 'EX-02': 4, 'EX-03': 4, 'EX-04': 4, 'WL-01': 6 };
  const trucks = Array.from({ length: 30 }, (_, i) => `HT-${201 + i}`);
  const crews = { N: new Map<string, string>(), D: new Map<string, string>() };
  for (const t of trucks) {
    crews.N.set(t, `E1${between(random, 10_000, 49_999)}`);
    crews.D.set(t, `E1${between(random, 50_000, 89_999)}`);
  }
  const shiftOf = (sec: number): 'N' | 'D' => (sec >= dec(14, 6) && sec < dec(14, 18) ? 'D' : 'N');
  const fmt = (sec: number) => `${stamp(sec)}+10:00`;
  interface Cycle {
    loadStart: number;
    json: (id: string) => string;
  }
  const cycles: Cycle[] = [];
  let planted = false;
  for (const truck of trucks) {
    const model = Number(truck.slice(3)) <= 220 ? 'CAT 793F' : 'KOM 930E-5';
    let cursor = dec(14, 0) + between(random, 0, 900);
    while (cursor < dec(15, 0)) {
      for (const change of [dec(14, 5, 40), dec(14, 17, 40)]) {
        if (cursor >= change && cursor < change + 2700) cursor = change + 2700 + between(random, 0, 600);
      }
      if (pick(random, 40) === 0) cursor += between(random, 900, 2400); // refuel, tyre check, crib
      const build = (b: (typeof blocks)[number], payload: string) => {
        const arrive = cursor;
        const queue = between(random, 0, 300);
        const spot = between(random, 30, 90);
        const load = between(random, 120, 260);
        const [lo, hi] = haulRange[b.dest]!;
        const haul = between(random, lo, hi);
        const qdump = between(random, 0, 120);
        const dump = between(random, 45, 80);
        const back = Math.round(haul * (0.75 + random() * 0.15));
        const loadStart = cursor + queue + spot;
        const dumpStart = loadStart + load + haul + qdump;
        const end = dumpStart + dump + back;
        const distLoaded = Math.round(haul * (5.2 + random() * 1.2));
        const operator = (shiftOf(loadStart) === 'D' ? crews.D : crews.N).get(truck)!;
        const fuel = fixed(haul * 0.06 + back * 0.02 + random() * 4, 1);
        const json = (id: string) =>
          `{"cycleId":"${id}","truck":"${truck}","truckModel":"${model}","operator":"${operator}","shift":"${shiftOf(loadStart)}","loader":"${b.loader}","loadBlock":"${b.block}","material":"${b.material}","dumpLocation":"${b.dest}","queueLoaderSec":${queue},"spotSec":${spot},"loadStart":"${fmt(loadStart)}","loadSec":${load},"passes":${passes[b.loader]},"payloadT":${payload},"haulSec":${haul},"queueDumpSec":${qdump},"dumpStart":"${fmt(dumpStart)}","dumpSec":${dump},"returnSec":${back},"cycleSec":${end - arrive},"distLoadedM":${distLoaded},"distEmptyM":${distLoaded + between(random, -120, 120)},"fuelL":${fuel},"status":"COMPLETE"}`;
        return { loadStart, dumpStart, end, json };
      };
      const payload = () => avoiding(needle, () => fixed(model === 'CAT 793F' ? 205 + random() * 37 : 198 + random() * 38, 1));
      let b = oneOf(random, blocks);
      let c = build(b, payload());
      if (truck === target) {
        const around = c.dumpStart >= dec(14, 11, 30) && c.dumpStart <= dec(14, 16);
        if (!planted && c.dumpStart >= dec(14, 13, 10) && c.dumpStart <= dec(14, 13, 50)) {
          b = blocks[5]!;
          c = build(b, needle);
          planted = true;
        } else if (around && b.dest === 'CR01') {
          b = blocks[8]!;
          c = build(b, payload());
        }
      }
      if (c.loadStart < dec(15, 0)) cycles.push({ loadStart: c.loadStart, json: c.json });
      cursor = c.end;
    }
  }
  if (!planted) throw new Error('a1: the cycle was not planted');
  cycles.sort((x, y) => x.loadStart - y.loadStart);
  const body = cycles.map((c, i) => c.json(`CYC-20261214-${String(i + 1).padStart(5, '0')}`)).join(',');
  const output =
    `{"apiVersion":"2.3","site":"GLM","query":{"from":"2026-12-14T00:00:00+10:00","to":"2026-12-15T00:00:00+10:00","equipmentClass":"HAUL_TRUCK","include":"all"},` +
    `"generatedAt":"2026-12-15T08:14:52+10:00","count":${cycles.length},"cycles":[${body}]}`;
  return probe(
    'round 114: dispatch cycles (minified JSON)',
    'Truck 217 tipped a load into the primary crusher yesterday just after a quarter past one in the afternoon. What payload did the system record for that load?',
    'fms_haul_cycles',
    output,
    'payload',
    needle,
    true,
  );
}

/** a2: the site lab's LIMS export of grade control results, one batch per blast pattern (one-line XML). */
function a2AssayExport(): EconomicsTask {
  const random = seededRandom(114_002);
  const needle = '0.783';
  const patterns = ['1305-22', '1290-13', '1290-14', '1290-15', '1275-09'];
  const value = (make: () => string) => avoiding(needle, make);
  const result = (analyte: string, unit: string, method: string, lod: string, v: string) =>
    `<Result analyte="${analyte}" unit="${unit}" method="${method}" lod="${lod}">${v}</Result>`;
  const results = (cu: string) => {
    const c = Number(cu);
    return [
      result('Cu', '%', 'GLM-ICP-4A', '0.001', cu),
      result(
        'CuAS',
        '%',
        'GLM-AAS-SQ',
        '0.001',
        value(() => fixed(c * (0.04 + random() * 0.25), 3)),
      ),
      result(
        'CuCN',
        '%',
        'GLM-AAS-CN',
        '0.001',
        value(() => fixed(c * (0.03 + random() * 0.2), 3)),
      ),
      result(
        'Au',
        'ppm',
        'GLM-FA30',
        '0.005',
        value(() => fixed(0.01 + c * random() * 0.3, 3)),
      ),
      result(
        'Ag',
        'ppm',
        'GLM-ICP-4A',
        '0.5',
        value(() => fixed(0.5 + c * random() * 4, 1)),
      ),
      result(
        'Mo',
        'ppm',
        'GLM-ICP-4A',
        '1',
        value(() => String(between(random, 2, 180))),
      ),
      result(
        'Fe',
        '%',
        'GLM-ICP-4A',
        '0.01',
        value(() => fixed(2.5 + random() * 5, 2)),
      ),
      result(
        'S',
        '%',
        'GLM-LECO-S',
        '0.01',
        value(() => fixed(0.2 + c * (0.8 + random() * 1.4), 2)),
      ),
      result(
        'As',
        'ppm',
        'GLM-ICP-4A',
        '5',
        value(() => String(between(random, 5, 140))),
      ),
    ].join('');
  };
  const parts: string[] = [];
  patterns.forEach((pattern, pi) => {
    const bench = pattern.slice(0, 4);
    const holes = between(random, 128, 146);
    const received = `2026-12-${pad2(7 + pi)}T${pad2(between(random, 14, 18))}:${pad2(between(random, 0, 59))}:00+10:00`;
    const reported = `2026-12-${pad2(9 + pi)}T${pad2(between(random, 17, 22))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}+10:00`;
    const batch: string[] = [];
    let easting = 412_000 + between(random, 100, 900);
    const northing0 = 7_421_000 + between(random, 100, 900);
    for (let h = 1; h <= holes; h++) {
      const id = `GC-${pattern}-${pad3(h)}`;
      const row = Math.floor((h - 1) / 12);
      const x = fixed(easting + ((h - 1) % 12) * 7.5 + random() * 0.4, 1);
      const y = fixed(northing0 + row * 6.5 + random() * 0.4, 1);
      const weight = fixed(2.6 + random() * 1.6, 2);
      const cu = id === 'GC-1290-14-087' ? needle : value(() => fixed(0.05 + random() ** 2 * 2.2, 3));
      const depth = fixed(15 + pick(random, 4) * 0.5, 1);
      batch.push(
        `<Sample id="${id}" type="BH" hole="${h}" depthFrom="0.0" depthTo="${depth}" easting="${x}" northing="${y}" rl="${bench}.0" weightKg="${weight}" received="${received}">${results(cu)}</Sample>`,
      );
      if (h % 20 === 7) {
        const dup = value(() => fixed(Number(cu) * (0.9 + random() * 0.2), 3));
        batch.push(
          `<Sample id="${id}-FD" type="FD" parent="${id}" weightKg="${fixed(2.6 + random() * 1.6, 2)}" received="${received}">${results(dup)}</Sample>`,
        );
      }
      if (h % 25 === 0) {
        const crm = oneOf(random, [
          { ref: 'OREAS 908', cu: 0.524 },
          { ref: 'OREAS 501d', cu: 0.269 },
          { ref: 'OREAS 503d', cu: 0.531 },
        ]);
        batch.push(
          `<Sample id="STD-${pattern}-${pad2(h / 25)}" type="CRM" reference="${crm.ref}" expectedCu="${crm.cu}" received="${received}">${results(value(() => fixed(crm.cu * (0.97 + random() * 0.06), 3)))}</Sample>`,
        );
        batch.push(
          `<Sample id="BLK-${pattern}-${pad2(h / 25)}" type="BLANK" reference="GLM-BLANK-QTZ" received="${received}">${results(value(() => fixed(0.001 + random() * 0.004, 3)))}</Sample>`,
        );
      }
      if (h % 12 === 0) easting += between(random, -2, 2);
    }
    parts.push(
      `<Batch id="GLM26-B${1180 + pi}" pattern="${pattern}" bench="${bench}" client="Grade Control" received="${received}" reported="${reported}" status="FINAL" samples="${batch.length}" chainOfCustody="COC-${between(random, 30_000, 39_999)}">${batch.join('')}</Batch>`,
    );
  });
  const output =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<LabExport xmlns="urn:glenmarra:lims:export:2" lab="GLM Site Laboratory" accreditation="NATA 21447" generated="2026-12-15T06:30:12+10:00" generator="LabWorks LIMS 8.4.2" batches="${patterns.length}">${parts.join('')}</LabExport>\n`;
  return probe(
    'round 114: assay export (one-line XML)',
    'What total copper did the lab report for blast hole 87 on the 1290-14 pattern?',
    'lims_export_results',
    output,
    'copper',
    needle,
    true,
  );
}

/** a3: the crusher and conveyor HMI's alarm and event ring buffer, dumped by the PLC diagnostics tool (one long line). */
function a3ScadaEventBuffer(): EconomicsTask {
  const random = seededRandom(114_003);
  const needle = 'mtuilagi';
  const catalogue = [
    { src: 'CR01', tag: 'CR01_LUBE_T', pri: 700, txt: 'Primary crusher lube oil return temperature high' },
    { src: 'CR01', tag: 'CR01_LUBE_P', pri: 800, txt: 'Primary crusher lube oil pressure low' },
    { src: 'CR01', tag: 'CR01_SPDR_T', pri: 600, txt: 'Primary crusher spider bushing temperature high' },
    { src: 'CR01', tag: 'CR01_HYD_P', pri: 600, txt: 'Primary crusher mainshaft hydraulic pressure high' },
    { src: 'CR01', tag: 'CR01_LVL_HI', pri: 500, txt: 'Primary crusher bowl level high' },
    { src: 'AF01', tag: 'AF01_VFD_I', pri: 600, txt: 'Apron feeder AF-01 drive current high' },
    { src: 'MD01', tag: 'MD01_TRAMP', pri: 700, txt: 'Tramp metal detected on CV-01, belt stopped' },
    { src: 'DC01', tag: 'DC01_DP_HI', pri: 400, txt: 'Dust collector DC-01 differential pressure high' },
    { src: 'WQ02', tag: 'WQ02_RATE_HI', pri: 300, txt: 'Weightometer CV-02 feed rate above setpoint' },
    ...['CV01', 'CV02', 'CV03', 'CV04', 'CV05', 'CV06'].flatMap((cv) => [
      { src: cv, tag: `${cv}_SPD_LO`, pri: 700, txt: `Conveyor ${cv.slice(0, 2)}-${cv.slice(2)} belt underspeed` },
      { src: cv, tag: `${cv}_MA_L`, pri: 500, txt: `Conveyor ${cv.slice(0, 2)}-${cv.slice(2)} belt misalignment left` },
      { src: cv, tag: `${cv}_MA_R`, pri: 500, txt: `Conveyor ${cv.slice(0, 2)}-${cv.slice(2)} belt misalignment right` },
      { src: cv, tag: `${cv}_CHUTE_BLK`, pri: 800, txt: `Conveyor ${cv.slice(0, 2)}-${cv.slice(2)} head chute blocked` },
      { src: cv, tag: `${cv}_BRG_T`, pri: 600, txt: `Conveyor ${cv.slice(0, 2)}-${cv.slice(2)} drive pulley bearing temperature high` },
    ]),
  ];
  const trip = { src: 'CR01', tag: 'CR01_M1_OL', pri: 900, txt: 'Primary crusher main motor overload trip' };
  const crews = (sec: number): string[] => {
    const day = Math.floor(sec / DAY) + 1;
    const hour = (sec % DAY) / 3600;
    const dayShift = hour >= 6 && hour < 18;
    if (dayShift) return day <= 13 ? ['kmaguire', 'rpatel'] : ['sokafor', 'jhenare'];
    return day <= 13 || (day === 14 && hour < 6) ? ['lfinau', 'dbrennan'] : ['gngata', 'hfraser'];
  };
  interface Rec {
    t: number;
    text: (seq: number) => string;
  }
  const recs: Rec[] = [];
  const ms = () => pad3(between(random, 0, 999));
  const ts = (t: number, frac: string) => `${stamp(t, ' ')}.${frac}`;
  const occurrence = (t: number, a: { src: string; tag: string; pri: number; txt: string }, acker?: string) => {
    const ack = t + between(random, 15, 420);
    const rtn = ack + between(random, 30, 1800);
    const user = acker ?? oneOf(random, crews(ack));
    const fa = ms();
    const fb = ms();
    const fc = ms();
    recs.push({
      t,
      text: (seq) => `[seq=${seq} t=${ts(t, fa)} src=${a.src} tag=${a.tag} cls=ALM pri=${a.pri} st=ACT usr=- txt="${a.txt}"]`,
    });
    recs.push({
      t: ack,
      text: (seq) => `[seq=${seq} t=${ts(ack, fb)} src=${a.src} tag=${a.tag} cls=ALM pri=${a.pri} st=ACK usr=GLM\\${user} txt="${a.txt}"]`,
    });
    recs.push({
      t: rtn,
      text: (seq) => `[seq=${seq} t=${ts(rtn, fc)} src=${a.src} tag=${a.tag} cls=ALM pri=${a.pri} st=RTN usr=- txt="${a.txt}"]`,
    });
  };
  const from = dec(12, 0);
  const to = dec(15, 10);
  for (let t = from + between(random, 20, 200); t < to - 3600; t += between(random, 60, 560)) {
    const kind = pick(random, 10);
    if (kind < 6) occurrence(t, oneOf(random, catalogue));
    else if (kind < 8) {
      const f = ms();
      const on = pick(random, 2) === 0;
      recs.push({
        t,
        text: (seq) =>
          `[seq=${seq} t=${ts(t, f)} src=RB01 tag=RB01_INUSE cls=EVT pri=100 st=${on ? 'ON' : 'OFF'} usr=- txt="Rock breaker RB-01 ${on ? 'in use' : 'parked'}"]`,
      });
    } else {
      const f = ms();
      const cv = oneOf(random, ['CV01', 'CV02', 'CV03', 'CV04', 'CV05', 'CV06', 'AF01', 'CR01']);
      const start = pick(random, 2) === 0;
      const who = oneOf(random, crews(t));
      recs.push({
        t,
        text: (seq) =>
          `[seq=${seq} t=${ts(t, f)} src=${cv} tag=${cv}_RUN cls=EVT pri=100 st=${start ? 'START' : 'STOP'} usr=GLM\\${who} txt="${cv} ${start ? 'start' : 'normal stop'} from CCR"]`,
      });
    }
  }
  occurrence(dec(12, 4, 10, 33), trip, 'lfinau');
  occurrence(dec(13, 23, 41, 7), trip, needle);
  occurrence(dec(14, 15, 31, 48), trip, 'sokafor');
  occurrence(dec(13, 23, 36, 12), { src: 'CV03', tag: 'CV03_MA_R', pri: 500, txt: 'Conveyor CV-03 belt misalignment right' }, 'dbrennan');
  occurrence(dec(13, 23, 48, 40), { src: 'CR01', tag: 'CR01_LVL_HI', pri: 500, txt: 'Primary crusher bowl level high' }, 'dbrennan');
  recs.sort((x, y) => x.t - y.t);
  const first = 1_184_230;
  const line = recs.map((r, i) => r.text(first + i)).join(' ');
  const output =
    `plcdiag 3.4.1 - event buffer dump\n` +
    `target: CCR-HMI-02 (GLM-SCADA, area 2100/2200) buffer=ALMEVT ring=4096 used=${recs.length} wrapped=no\n` +
    `range: ${stamp(recs[0]!.t, ' ')} .. ${stamp(recs[recs.length - 1]!.t, ' ')} (local, UTC+10)\n` +
    `${line}\n` +
    `-- ${recs.length} records, ${line.length} bytes, seq ${first}..${first + recs.length - 1} --\n`;
  return probe(
    'round 114: crusher event buffer (one-line dump)',
    'The primary crusher tripped on Sunday night, a bit before a quarter to midnight. Who acknowledged that alarm?',
    'plc_event_buffer_dump',
    output,
    'acknowledged',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------

/** b1: the tailings storage facility's instrument registry, exported as YAML. */
function b1TailingsInstruments(): EconomicsTask {
  const random = seededRandom(114_004);
  const needle = '2148820';
  const sections = [
    ...['N1', 'N2', 'N3', 'N4', 'N5'].map((s) => ({ s, bank: 'North' })),
    ...['E1', 'E2', 'E3', 'E4', 'E5', 'E6'].map((s) => ({ s, bank: 'East' })),
    ...['SW1', 'SW2', 'SW3', 'SW4'].map((s) => ({ s, bank: 'South-West' })),
  ];
  const serials = new Set<string>([needle]);
  const serial = () => {
    for (;;) {
      const s = `${oneOf(random, ['19', '20', '21', '22'])}${between(random, 10_000, 99_999)}`;
      if (!serials.has(s)) {
        serials.add(s);
        return s;
      }
    }
  };
  const lines: string[] = [
    '# Glenmarra Copper - Tailings Storage Facility 1 (TSF1) instrument registry',
    '# exported 2026-12-15T07:05:44+10:00 by tsfmon 4.12.2 (user: geotech.svc)',
    '# units: chainage and offsets in metres, levels in mRL (AHD + 1000), pressures in kPa',
    'facility:',
    '  id: TSF1',
    '  name: Tailings Storage Facility 1',
    '  consequence_category: High A',
    '  crest_rl_m: 438.5',
    '  current_stage: 6',
    '  engineer_of_record: Fraser & Ngata Geotechnical',
    'embankments:',
    '  - {name: North, sections: [N1, N2, N3, N4, N5], chainage_m: [0, 1120]}',
    '  - {name: East, sections: [E1, E2, E3, E4, E5, E6], chainage_m: [1120, 2480]}',
    '  - {name: South-West, sections: [SW1, SW2, SW3, SW4], chainage_m: [2480, 3390]}',
    'instruments:',
  ];
  let chainage = 0;
  let station = 1;
  let channel = 1;
  const nextChannel = () => {
    if (channel > 16) {
      station++;
      channel = 1;
    }
    return { station: `TSF-DL-${pad2(station)}`, channel: channel++ };
  };
  for (const { s, bank } of sections) {
    lines.push(`  # --- ${bank} embankment, section ${s} ---`);
    const count = between(random, 18, 24);
    const piezos: string[] = [];
    for (let n = 1; n <= count; n++) {
      const id = `VWP-${s}-${pad2(n)}`;
      piezos.push(id);
      chainage += between(random, 2, 6) * 2.5;
      const kpa = oneOf(random, ['350', '700', '1000']);
      const log = nextChannel();
      lines.push(
        `  - id: ${id}`,
        '    type: vibrating_wire_piezometer',
        `    embankment: ${bank}`,
        `    section: ${s}`,
        `    model: Geokon 4500S-${kpa}kPa`,
        `    sensor_serial: "${id === 'VWP-E3-14' ? needle : serial()}"`,
        `    chainage_m: ${fixed(chainage, 1)}`,
        `    offset_from_crest_m: ${fixed(-5 - random() * 60, 1)}`,
        `    zone: ${oneOf(random, ['foundation', 'foundation', 'core', 'downstream_shell', 'starter_dam'])}`,
        `    tip_rl_m: ${fixed(385 + random() * 40, 2)}`,
        `    installed: 20${oneOf(random, ['19', '20', '21', '22', '23'])}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
        '    logger:',
        `      station: ${log.station}`,
        `      channel: ${log.channel}`,
        '    calibration:',
        `      gauge_factor_kpa_per_digit: ${fixed(-(0.08 + random() * 0.1), 4)}`,
        `      zero_reading_digits: ${fixed(8200 + random() * 900, 1)}`,
        `      thermal_factor_kpa_per_c: ${fixed(0.05 + random() * 0.15, 4)}`,
        `      zero_temp_c: ${fixed(18 + random() * 10, 1)}`,
        '    triggers_kpa:',
        `      alert: ${between(random, 150, 260)}`,
        `      alarm: ${between(random, 270, 340)}`,
        `    status: ${pick(random, 30) === 0 ? 'suspect' : 'active'}`,
      );
    }
    for (let k = 1; k <= 2; k++) {
      const pair = k === 1 ? piezos.slice(10, 12) : piezos.slice(12, 14);
      lines.push(
        `  - id: INC-${s}-${pad2(k)}`,
        '    type: inclinometer',
        `    embankment: ${bank}`,
        `    section: ${s}`,
        '    model: RST MEMS in-place inclinometer, 12 sensors x 3 m',
        `    sensor_serial: "IPI-${serial()}"`,
        `    collar_rl_m: ${fixed(430 + random() * 8, 2)}`,
        `    paired_piezometers: [${pair.join(', ')}]`,
        `    reading_frequency: ${oneOf(random, ['hourly', 'every 6 h'])}`,
        `    triggers_mm_per_day: {alert: 2.0, alarm: 5.0}`,
        '    status: active',
      );
    }
    for (let k = 1; k <= 4; k++) {
      lines.push(
        `  - id: PR-${s}-${pad2(k)}`,
        '    type: survey_prism',
        `    embankment: ${bank}`,
        `    section: ${s}`,
        `    robotic_total_station: RTS-${oneOf(random, ['01', '02'])}`,
        `    baseline: {e: ${fixed(412_000 + random() * 3000, 3)}, n: ${fixed(7_418_000 + random() * 3000, 3)}, rl: ${fixed(436 + random() * 3, 3)}}`,
        `    triggers_mm: {alert: 25, alarm: 50}`,
        '    status: active',
      );
    }
  }
  lines.push('count: ' + String(lines.filter((l) => l.startsWith('  - id: ')).length));
  const output = lines.join('\n') + '\n';
  return probe(
    'round 114: tailings instrument registry (YAML)',
    "What's the sensor serial number on piezometer E3-14 on the tailings dam?",
    'tsf_instrument_registry',
    output,
    'serial',
    needle,
  );
}

/** b2: the blast design package's export of this week's shots, hole by hole (pretty XML). */
function b2BlastDesign(): EconomicsTask {
  const random = seededRandom(114_005);
  const needle = '5C3A-11F0-92B7';
  const used = new Set<string>([needle]);
  const detonator = () => {
    for (;;) {
      const id = `${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}`.toUpperCase();
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const blasters = ['B.Rees', 'S.Latu', 'K.Walsh', 'D.Pomare', 'A.Iyer'];
  const blasts = [
    { id: '1305-22', status: 'Fired', fired: '2026-12-09T12:30:00+10:00', logged: 8, holes: between(random, 128, 150) },
    { id: '1290-16', status: 'Fired', fired: '2026-12-11T12:30:00+10:00', logged: 10, holes: between(random, 128, 150) },
    { id: '1275-09', status: 'Loaded', fired: '', logged: 14, holes: 146 },
    { id: '1275-10', status: 'Charging', fired: '', logged: 15, holes: between(random, 128, 150) },
    { id: '1260-07', status: 'Designed', fired: '', logged: 0, holes: between(random, 128, 150) },
  ];
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<BlastDesignExport site="Glenmarra Copper" pit="Main Pit" exportedBy="bdesign 11.3.0" exportedAt="2026-12-15T07:48:19+10:00" units="metric" crs="GDA2020 / MGA zone 55">',
  ];
  for (const b of blasts) {
    const bench = Number(b.id.slice(0, 4));
    const fired = b.fired ? ` firedAt="${b.fired}"` : '';
    lines.push(`  <Blast id="${b.id}" bench="${bench}" status="${b.status}"${fired}>`);
    const burden = oneOf(random, ['6.0', '6.5', '7.0']);
    lines.push(
      `    <Design engineer="${person(random)}" approved="2026-12-0${between(random, 1, 7)}" burden="${burden}" spacing="${fixed(Number(burden) + 1, 1)}" subdrill="1.5" powderFactor="${fixed(0.55 + random() * 0.15, 2)}" pattern="staggered"/>`,
    );
    lines.push(`    <Holes count="${b.holes}">`);
    const x0 = 412_000 + random() * 1500;
    const y0 = 7_420_000 + random() * 1500;
    for (let h = 1; h <= b.holes; h++) {
      const designDepth = bench > 1290 ? 16.5 : 15.0;
      const wet = pick(random, 5) === 0;
      const charge = between(random, 520, 640);
      lines.push(
        '      <Hole>',
        `        <Name>${h}</Name>`,
        `        <Collar x="${fixed(x0 + ((h - 1) % 14) * 7.5 + random() * 0.3, 2)}" y="${fixed(y0 + Math.floor((h - 1) / 14) * 6.5 + random() * 0.3, 2)}" z="${fixed(bench + random() * 0.6, 2)}"/>`,
        `        <DesignDepth>${fixed(designDepth, 1)}</DesignDepth>`,
      );
      if (b.status !== 'Designed') lines.push(`        <MeasuredDepth>${fixed(designDepth - 0.6 + random() * 1.0, 1)}</MeasuredDepth>`);
      lines.push('        <Diameter>251</Diameter>', `        <Water>${wet ? 'Wet' : 'Dry'}</Water>`);
      if (b.status === 'Designed' || (b.status === 'Charging' && h > 90)) {
        lines.push(`        <Charge product="${wet ? 'Fortis Extra 70' : 'Fortis Advantage 65'}" designMassKg="${charge}"/>`);
      } else {
        lines.push(
          `        <Charge product="${wet ? 'Fortis Extra 70' : 'Fortis Advantage 65'}" designMassKg="${charge}" loadedMassKg="${charge + between(random, -18, 18)}" topOfChargeM="${fixed(5 + random(), 1)}"/>`,
          `        <Stemming lengthM="${fixed(5 + random(), 1)}" material="20mm crushed aggregate"/>`,
          '        <Primer product="Pentex H 400g" count="1"/>',
          `        <Detonator type="i-kon III" id="${b.id === '1275-09' && h === 112 ? needle : detonator()}" delayMs="${(h % 14) * 17 + Math.floor((h - 1) / 14) * 42}" logged="2026-12-${pad2(b.logged)}T${pad2(between(random, 7, 15))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}+10:00" loggedBy="${oneOf(random, blasters)}"/>`,
        );
      }
      lines.push('      </Hole>');
    }
    lines.push('    </Holes>', '  </Blast>');
  }
  lines.push('</BlastDesignExport>');
  const output = lines.join('\n') + '\n';
  return probe(
    'round 114: blast design export (XML)',
    'Which detonator ID is logged against hole 112 on the 1275-09 shot?',
    'blast_design_export',
    output,
    'detonator',
    needle,
  );
}

/** b3: the grade control import job's log for the last week, with the tracebacks of its failed runs. */
function b3GradeControlLog(): EconomicsTask {
  const random = seededRandom(114_006);
  const needle = 'GLM26-B1179_R1.csv';
  const site = '/opt/gc/venv/lib/python3.11/site-packages/gcimport';
  const columns = 'SAMPLE_ID,CU_PCT,CUAS_PCT,CUCN_PCT,AU_PPM,AG_PPM,MO_PPM,FE_PCT,S_PCT,AS_PPM';
  const patterns = ['1305-21', '1305-22', '1290-12', '1290-13', '1290-14', '1290-15', '1290-16', '1275-08', '1275-09', '1275-10'];
  type Failure = { kind: 'key' | 'value' | 'db' | 'timeout'; key?: string; file?: string };
  const failures = new Map<number, Failure>([
    [dec(9, 14), { kind: 'key', key: 'AU_PPM', file: 'GLM26-B1162_R1.csv' }],
    [dec(10, 3), { kind: 'db' }],
    [dec(11, 9), { kind: 'value', file: 'GLM26-B1171_R1.csv' }],
    [dec(12, 15), { kind: 'key', key: 'CU_PCT', file: 'GLM26-B1176_R1.csv' }],
    [dec(12, 22), { kind: 'key', key: 'AU_PPM', file: needle }],
    [dec(14, 6), { kind: 'timeout' }],
  ]);
  // Files dropped into the outbox, by the hour they are picked up; the failed ones come back as a reissue.
  const arrivals = new Map<number, string[]>();
  const arrive = (t: number, file: string) => arrivals.set(t, [...(arrivals.get(t) ?? []), file]);
  let batch = 1158;
  for (let t = dec(9, 1); t < dec(15, 8); t += DAY / 24) {
    if (pick(random, 4) === 0 && ![...failures.keys()].includes(t)) {
      const n = batch++;
      if ([1162, 1171, 1176, 1179].includes(n)) continue;
      arrive(t, `GLM26-B${n}_R1.csv`);
    }
  }
  for (const [t, f] of failures) if (f.file) arrive(t, f.file);
  arrive(dec(9, 16), 'GLM26-B1162_R2.csv');
  arrive(dec(11, 13), 'GLM26-B1171_R2.csv');
  arrive(dec(13, 10), 'GLM26-B1176_R2.csv');
  arrive(dec(14, 11), 'GLM26-B1179_R2.csv');
  const lines: string[] = [];
  let pid = 48_112;
  let clock = 0;
  const log = (t: number, level: string, name: string, msg: string) => {
    clock = Math.max(clock + between(random, 2, 400), t * 1000 + between(random, 0, 400));
    lines.push(`${stamp(clock / 1000, ' ')},${pad3(clock % 1000)} ${level.padEnd(8)} ${name}: ${msg}`);
  };
  const traceback = (frames: [string, number, string, string, string][], last: string) => {
    lines.push('Traceback (most recent call last):');
    for (const [file, line, fn, code, marks] of frames) {
      lines.push(`  File "${site}/${file}", line ${line}, in ${fn}`, `    ${code}`);
      if (marks) lines.push(`    ${marks}`);
    }
    lines.push(last);
  };
  for (let t = dec(9, 0); t < dec(15, 8); t += DAY / 24) {
    pid += between(random, 40, 400);
    let s = t + 1;
    const files = arrivals.get(t) ?? [];
    const failure = failures.get(t);
    log(s, 'INFO', 'gc_import.cli', `run start pid=${pid} trigger=timer config=/etc/gc/import.toml`);
    log(s, 'DEBUG', 'gc_import.lock', 'acquired /run/gc_import.lock');
    if (failure?.kind === 'db') {
      log(s + 30, 'ERROR', 'gc_import.cli', 'unhandled exception, aborting run');
      traceback(
        [
          ['cli.py', 84, 'main', 'db = connect(cfg.database)', '         ^^^^^^^^^^^^^^^^^^^^^'],
          [
            'db.py',
            31,
            'connect',
            'return psycopg2.connect(dsn, connect_timeout=30)',
            '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
          ],
        ],
        'psycopg2.OperationalError: connection to server at "gcdb01.glm.local" (10.40.12.21), port 5432 failed: timeout expired',
      );
      log(s + 30, 'ERROR', 'gc_import.cli', 'run aborted after 30.1 s (0 files imported, 1 error)');
      continue;
    }
    log(s, 'DEBUG', 'gc_import.db', `pool gcdb01.glm.local:5432/gradecontrol ${between(random, 1, 3)}/10 connections`);
    log(s, 'INFO', 'gc_import.runner', `polling /data/lims/outbox for *.csv (${between(random, 30, 60)} entries, ${files.length} new)`);
    let imported = 0;
    for (const file of files) {
      const pattern = oneOf(random, patterns);
      const rows = between(random, 128, 170);
      s += between(random, 0, 2);
      log(s, 'INFO', 'gc_import.runner', `loading /data/lims/outbox/${file}`);
      const header =
        failure?.file !== file
          ? columns
          : failure.key === 'AU_PPM'
            ? columns.replace('AU_PPM', 'AU_PPB')
            : failure.key === 'CU_PCT'
              ? columns.replace('CU_PCT', 'CU_PPM')
              : columns;
      log(s, 'DEBUG', 'gc_import.assays', `  header: ${header}`);
      if (failure?.file === file) {
        s += between(random, 1, 2);
        log(s, 'ERROR', 'gc_import.cli', 'unhandled exception, aborting run');
        const frames: [string, number, string, string, string][] = [
          ['cli.py', 88, 'main', 'stats = run(cfg, db)', '            ^^^^^^^^^^^'],
          ['runner.py', 142, 'run', 'batch = load_assay_file(path, cfg.columns)', '            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^'],
        ];
        if (failure.kind === 'key') {
          frames.push([
            'assays.py',
            57,
            'load_assay_file',
            'row[col.target] = parse_value(raw[col.source], col)',
            '                                  ~~~^^^^^^^^^^^^',
          ]);
          traceback(frames, `KeyError: '${failure.key}'`);
        } else {
          frames.push([
            'assays.py',
            57,
            'load_assay_file',
            'row[col.target] = parse_value(raw[col.source], col)',
            '                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
          ]);
          frames.push(['assays.py', 23, 'parse_value', 'return float(text) * col.scale', '           ^^^^^^^^^^^']);
          traceback(frames, "ValueError: could not convert string to float: '<0.01'");
        }
        log(s, 'ERROR', 'gc_import.cli', `run aborted after ${fixed(s - t + random(), 1)} s (${imported} file(s) imported, 1 error)`);
        break;
      }
      const qc = between(random, 4, 9);
      log(s, 'INFO', 'gc_import.assays', `  ${rows} rows, all ${columns.split(',').length} mapped columns present`);
      for (let w = 0; w < between(random, 0, 3); w++) {
        log(
          s,
          'WARNING',
          'gc_import.assays',
          `  sample GC-${pattern}-${pad3(between(random, 1, 140))}: CU_PCT below detection (<0.001), stored as 0.0005`,
        );
      }
      s += between(random, 1, 3);
      log(
        s,
        'INFO',
        'gc_import.holes',
        `  matched ${rows - qc}/${rows} samples to blast holes (pattern ${pattern}), ${qc} QC samples skipped`,
      );
      s += between(random, 3, 9);
      log(s, 'INFO', 'gc_import.model', `  block model gc_${pattern.slice(0, 4)}.bmf: ${between(random, 280, 520)} blocks updated`);
      s += between(random, 1, 4);
      log(s, 'INFO', 'gc_import.polygons', `  dig polygons rebuilt: /data/gc/polygons/${pattern}_v${between(random, 2, 11)}.dxf`);
      log(s, 'DEBUG', 'gc_import.runner', `  archived to /data/lims/archive/2026-12/`);
      imported++;
    }
    if (failure?.file) continue;
    if (failure?.kind === 'timeout') {
      s += 60;
      log(s, 'ERROR', 'gc_import.cli', 'unhandled exception, aborting run');
      traceback(
        [
          ['cli.py', 88, 'main', 'stats = run(cfg, db)', '            ^^^^^^^^^^^'],
          ['runner.py', 171, 'run', 'publish_polygons(cfg.fms, changed)', ''],
          [
            'fms.py',
            44,
            'publish_polygons',
            'resp = session.post(url, json=payload, timeout=60)',
            '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
          ],
        ],
        'TimeoutError: FMS polygon endpoint https://fms01.glm.local/api/v2/polygons did not answer within 60 s',
      );
      log(s, 'ERROR', 'gc_import.cli', `run aborted after 61.4 s (${imported} file(s) imported, 1 error)`);
      continue;
    }
    if (imported > 0) log(s, 'INFO', 'gc_import.fms', `published ${imported} polygon set(s) to fms01.glm.local`);
    log(s, 'DEBUG', 'gc_import.lock', 'released /run/gc_import.lock');
    log(s, 'INFO', 'gc_import.cli', `run finished in ${fixed(s - t + random(), 1)} s (${imported} file(s) imported, 0 errors)`);
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 114: grade control import log (tracebacks)',
    'The grade control import fell over on Saturday night with a KeyError on AU_PPM. Which assay file was it processing when it died?',
    'gc_import_log',
    output,
    'file',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------

/** c1: the maintenance system's order list (an SAP IW39 export) for the fixed plant this year (CSV). */
function c1MaintenanceOrders(): EconomicsTask {
  const random = seededRandom(114_007);
  const flocs: { floc: string; desc: string; jobs: string[]; ctr: string }[] = [];
  const add = (floc: string, desc: string, ctr: string, jobs: string[]) => flocs.push({ floc, desc, jobs, ctr });
  for (let i = 1; i <= 6; i++)
    add(`GLM-1110-PU-${pad3(i)}`, `In-pit dewatering pump P-${pad2(i)}`, 'MECH-MN', [
      'REPLACE IMPELLER & WEAR RING',
      'SERVICE DIESEL ENGINE 500H',
      'REPAIR DISCHARGE LINE LEAK',
      'INSPECT PUMP SKID & HOSES',
      'REPLACE MECHANICAL SEAL',
    ]);
  for (let i = 1; i <= 4; i++)
    add(`GLM-1120-BR-${pad3(i)}`, `Dewatering bore GB-${pad2(i)}`, 'ELEC-MN', [
      'PULL & INSPECT BORE PUMP',
      'REPLACE FLOW METER',
      'VSD FAULT INVESTIGATION',
      'QUARTERLY BORE PUMP TEST',
    ]);
  add('GLM-1210-OHC-001', 'Heavy vehicle workshop overhead crane 50t', 'MECH-WS', [
    'ANNUAL CRANE INSPECTION',
    'REPLACE PENDANT CONTROL',
    'LOAD TEST 5 YEARLY',
  ]);
  add('GLM-1210-OHC-002', 'Heavy vehicle workshop overhead crane 20t', 'MECH-WS', ['ANNUAL CRANE INSPECTION', 'REPLACE HOIST BRAKE PADS']);
  add('GLM-1210-CMP-001', 'Workshop air compressor', 'MECH-WS', ['SERVICE COMPRESSOR 2000H', 'REPLACE AIR DRYER DESICCANT']);
  add('GLM-1220-TH-001', 'Tyre bay tyre handler', 'MECH-WS', ['SERVICE TYRE HANDLER 250H', 'REPAIR CLAMP ARM HYDRAULIC LEAK']);
  add('GLM-1310-TK-001', 'Diesel storage tank 1 (500 kL)', 'MECH-FF', ['TANK INTERNAL INSPECTION', 'CALIBRATE TANK GAUGE']);
  add('GLM-1310-PU-001', 'Diesel transfer pump 1', 'MECH-FF', ['REPLACE PUMP SEAL', 'SERVICE FUEL FILTERS']);
  add('GLM-2110-AF-001', 'Apron Feeder AF-01', 'MECH-CR', [
    'REPLACE APRON PANS (6 OFF)',
    'APRON FEEDER CHAIN TENSION CHECK',
    'REPLACE SPROCKET SEGMENTS',
    'AF01 MONTHLY MECH INSPECTION',
  ]);
  add('GLM-2110-CR-001', 'Primary Gyratory Crusher CR-01', 'MECH-CR', [
    'CR01 MONTHLY MECH INSPECTION',
    'CR01 LUBE OIL SAMPLE & ANALYSIS',
    'CR01 REPLACE SPIDER BUSHING',
    'CR01 CONCAVE WEAR PROFILE LASER SCAN',
    'CR01 MAINSHAFT POSITION SENSOR REPLACE',
    'CR01 REPLACE LUBE OIL COOLER FAN MOTOR',
    'CR01 DUST SEAL RING REPLACE',
  ]);
  add('GLM-2110-DC-001', 'Primary crusher dust collector DC-01', 'MECH-CR', ['REPLACE FILTER BAGS', 'DC01 FAN BEARING REPLACE']);
  add('GLM-2110-HPU-001', 'Primary crusher hydraulic & lube unit', 'MECH-CR', ['REPLACE HYDRAULIC FILTERS', 'LUBE TANK CLEAN & FLUSH']);
  add('GLM-2110-RB-001', 'Rock breaker RB-01', 'MECH-CR', [
    'REPLACE HAMMER TOOL',
    'RB01 BOOM PIN & BUSH REPLACE',
    'SERVICE RB01 POWER PACK',
  ]);
  for (const [n, d] of [
    ['001', 'Crusher discharge conveyor CV-01'],
    ['002', 'Overland conveyor CV-02'],
    ['003', 'Stockpile feed conveyor CV-03'],
  ] as const)
    add(`GLM-2210-CV-${n}`, d, 'MECH-CV', [
      `CV${n.slice(1)} REPLACE RETURN IDLERS`,
      `CV${n.slice(1)} BELT SPLICE REPAIR`,
      `CV${n.slice(1)} HEAD CHUTE LINER REPLACE`,
      `CV${n.slice(1)} PULL-WIRE SWITCH FUNCTION TEST`,
      `CV${n.slice(1)} REPLACE PRIMARY BELT SCRAPER BLADE`,
      `CV${n.slice(1)} GEARBOX OIL CHANGE`,
    ]);
  add('GLM-2210-WQ-001', 'Belt scale CV-02', 'INST-CV', ['BELT SCALE CALIBRATION (CHAIN)', 'REPLACE LOAD CELL']);
  for (let i = 1; i <= 4; i++)
    add(`GLM-2310-FE-${pad3(i)}`, `Reclaim feeder FE-0${i}`, 'MECH-CV', [
      'REPLACE FEEDER SKIRT RUBBER',
      'FEEDER VSD REPLACE',
      'FEEDER LINER REPLACE',
    ]);
  add('GLM-3110-ML-001', 'SAG Mill ML-01', 'MECH-ML', [
    'SAG MILL RELINE - SHELL & FEED END',
    'REPLACE TRUNNION SEAL',
    'SAG MILL GIRTH GEAR INSPECTION',
    'REPLACE DISCHARGE GRATES',
    'MILL LUBE SYSTEM SERVICE',
  ]);
  add('GLM-3110-ML-002', 'Ball Mill ML-02', 'MECH-ML', [
    'BALL MILL RELINE - SHELL',
    'REPLACE TRUNNION SEAL',
    'BALL MILL PINION BEARING REPLACE',
  ]);
  add('GLM-3110-CR-002', 'Pebble Crusher (cone) CR-02', 'MECH-ML', [
    'CR02 BOWL LINER & MANTLE CHANGE',
    'CR02 TRAMP RELEASE CYLINDER REPLACE',
    'CR02 MONTHLY INSPECTION',
  ]);
  add('GLM-3110-CY-001', 'Primary cyclone cluster CY-01', 'MECH-ML', ['REPLACE CYCLONE SPIGOT LINERS', 'CYCLONE VALVE ACTUATOR REPLACE']);
  for (let i = 1; i <= 8; i++)
    add(`GLM-3210-FC-${pad3(i)}`, `Rougher flotation cell FC-0${i}`, 'MECH-FL', [
      'REPLACE ROTOR & STATOR',
      'FLOAT CELL DART VALVE REPLACE',
      'AIR FLOW METER CALIBRATE',
    ]);
  add('GLM-3220-ML-003', 'Regrind mill ML-03 (IsaMill)', 'MECH-FL', ['REPLACE GRINDING DISCS', 'REPLACE SHELL LINER']);
  add('GLM-3310-TH-001', 'Concentrate thickener TH-01', 'MECH-CN', ['RAKE DRIVE GEARBOX SERVICE', 'REPLACE UNDERFLOW PUMP HOSE']);
  add('GLM-3310-FP-001', 'Concentrate filter press FP-01', 'MECH-CN', ['REPLACE FILTER CLOTHS', 'FILTER PRESS HYDRAULIC PACK SERVICE']);
  for (let i = 10; i <= 12; i++)
    add(`GLM-3410-PU-${pad3(i)}`, `Tailings pump P-${i}`, 'MECH-TL', [
      'REPLACE PUMP LINERS',
      'REPLACE GLAND SEAL',
      'TAILINGS PUMP IMPELLER REPLACE',
    ]);
  add('GLM-3410-PL-001', 'Tailings delivery pipeline', 'MECH-TL', ['PIPELINE WALL THICKNESS SURVEY', 'ROTATE PIPE SPOOLS 90 DEG']);
  for (let i = 20; i <= 23; i++)
    add(`GLM-3510-PU-${pad3(i)}`, `Process water pump P-${i}`, 'MECH-WT', [
      'REPLACE MECHANICAL SEAL',
      'PUMP VIBRATION ANALYSIS',
      'MOTOR BEARING REPLACE',
    ]);

  interface Order {
    floc: string;
    desc: string;
    equip: string;
    text: string;
    type: string;
    created: number;
    start: number;
    finish: number;
    actual: number | null;
    status: string;
    priority: string;
    ctr: string;
    cost: number;
    target?: boolean;
  }
  const jan1 = Date.UTC(2026, 0, 1) / 1000;
  const today = Date.UTC(2026, 11, 15) / 1000;
  const d = (y: number, m: number, day: number) => Date.UTC(y, m - 1, day) / 1000;
  const sap = (sec: number) => {
    const x = new Date(sec * 1000);
    return `${pad2(x.getUTCDate())}.${pad2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()}`;
  };
  const orders: Order[] = [];
  const equipment = new Map<string, string>();
  const order = (
    f: (typeof flocs)[number],
    text: string,
    type: string,
    created: number,
    lead: number,
    days: number,
    cost: number,
    extra: Partial<Order> = {},
  ) => {
    const start = created + lead * DAY;
    const finish = start + days * DAY;
    const done = finish + between(random, 0, 2) * DAY < today - 2 * DAY;
    if (!equipment.has(f.floc)) equipment.set(f.floc, String(10_004_000 + equipment.size * 7 + between(random, 0, 6)));
    orders.push({
      floc: f.floc,
      desc: f.desc,
      equip: equipment.get(f.floc)!,
      text,
      type,
      created,
      start,
      finish,
      actual: done ? finish + between(random, 0, 2) * DAY : null,
      status: done
        ? oneOf(random, ['TECO CNF NMAT PRC SETC', 'TECO CNF PRC SETC', 'CLSD CNF PRC'])
        : start < today
          ? 'REL PCNF PRC SETC'
          : oneOf(random, ['CRTD MANC NMAT', 'REL NMAT PRC']),
      priority:
        type === 'PM03' ? '3-Shutdown' : type === 'PM02' ? '4-Planned' : oneOf(random, ['1-Emergency', '2-Urgent', '3-Soon', '4-Planned']),
      ctr: f.ctr,
      cost,
      ...extra,
    });
  };
  for (const f of flocs) {
    for (let month = 0; month < 12; month++) {
      const created = Date.UTC(2026, month, between(random, 1, 5)) / 1000;
      if (created < today)
        order(
          f,
          f.jobs[0]!.includes('INSPECT') ? f.jobs[0]! : `${f.floc.slice(9)} MONTHLY PM ROUTE`,
          'PM02',
          created,
          between(random, 3, 10),
          0,
          between(random, 400, 2400),
        );
    }
    const corrective = between(random, 8, 22);
    for (let k = 0; k < corrective; k++) {
      const created = jan1 + pick(random, Math.floor((today - jan1) / DAY)) * DAY;
      order(
        f,
        oneOf(random, f.jobs),
        oneOf(random, ['PM01', 'PM01', 'PM02']),
        created,
        between(random, 0, 21),
        between(random, 0, 3),
        between(random, 900, 48_000),
      );
    }
  }
  const floc = (id: string) => flocs.find((f) => f.floc === id)!;
  order(floc('GLM-2110-CR-001'), 'CR01 MANTLE & CONCAVES CHANGEOUT - MAY SHUT', 'PM03', d(2026, 4, 14), 33, 3, 398_412);
  order(floc('GLM-2110-CR-001'), 'CR01 CONCAVES & MANTLE C/O - NOV SHUT', 'PM03', d(2026, 10, 28), 25, 2, 412_880, { target: true });
  order(floc('GLM-2110-CR-001'), 'CR01 CONCAVE & MANTLE CHANGEOUT - MAY 2027 SHUT', 'PM03', d(2026, 12, 9), 160, 3, 0);
  order(floc('GLM-2110-CR-001'), 'CR01 CONCAVE WEAR PROFILE LASER SCAN - POST RELINE', 'PM02', d(2026, 11, 20), 8, 0, 6_240);
  order(floc('GLM-3110-CR-002'), 'CR02 BOWL LINER & MANTLE CHANGE', 'PM03', d(2026, 9, 30), 19, 1, 88_310);
  order(floc('GLM-3110-ML-001'), 'SAG MILL RELINE - SHELL & FEED END', 'PM03', d(2026, 10, 20), 33, 4, 1_284_900);
  orders.sort((a, b) => a.created - b.created);
  let number = 40_482_115;
  const numbers = new Map<Order, string>();
  for (const o of orders) {
    number += between(random, 3, 41);
    numbers.set(o, String(number));
  }
  const target = orders.find((o) => o.target)!;
  const needle = numbers.get(target)!;
  const money = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pad2(between(random, 0, 99))}`;
  const rows = [...orders].sort((a, b) => (a.floc === b.floc ? a.created - b.created : a.floc < b.floc ? -1 : 1));
  const q = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const lines = [
    'Order,Order Type,Functional Loc.,Description of functional location,Equipment,Description,Created on,Bas. start date,Basic fin. date,Actual finish,System status,Priority,Main WorkCtr,Total act.costs,Currency',
    ...rows.map((o) =>
      [
        numbers.get(o)!,
        o.type,
        o.floc,
        q(o.desc),
        o.equip,
        q(o.text),
        sap(o.created),
        sap(o.start),
        sap(o.finish),
        o.actual === null ? '' : sap(o.actual),
        q(o.status),
        q(o.priority),
        o.ctr,
        q(o.actual === null && o.status.startsWith('CRTD') ? '0.00' : money(o.cost)),
        'AUD',
      ].join(','),
    ),
  ];
  const output = lines.join('\n') + '\n';
  return probe(
    'round 114: maintenance orders (CSV)',
    'When did maintenance last put new wear liners in the primary crusher? I need the order number for that job.',
    'sap_iw39_order_export',
    output,
    'order',
    needle,
  );
}

/** c2: the site's permits, licences and approvals register, as the compliance system renders it (HTML). */
function c2PermitsRegister(): EconomicsTask {
  const random = seededRandom(114_008);
  const needle = '30/06/2028';
  const date = (y0: number, y1: number) =>
    avoiding(needle, () => {
      const y = between(random, y0, y1);
      return pick(random, 3) === 0 ? `30/06/${y}` : `${pad2(between(random, 1, 28))}/${pad2(between(random, 1, 12))}/${y}`;
    });
  interface Instrument {
    title: string;
    category: string;
    regulator: string;
    holder: string;
    granted: string;
    expires: string;
    status: string;
    owner: string;
    conditions: [string, string][];
  }
  const holder = 'Glenmarra Copper Pty Ltd';
  const conditions = (items: string[], n: number): [string, string][] =>
    shuffle(random, [...items])
      .slice(0, n)
      .map((c) => [c, date(2026, 2029)]);
  const obligations = [
    'Submit annual return to the administering authority',
    'Maintain a register of complaints and responses',
    'Notify the regulator within 24 hours of any non-compliance',
    'Keep records for a minimum of 5 years',
    'Engage a suitably qualified person to audit compliance',
    'Review and update the management plan',
    'Report monitoring results in the annual environmental report',
    'Display the licence at the place of use',
    'Undertake calibration of measuring equipment',
    'Provide the regulator with updated contact details on change',
  ];
  const instruments: Instrument[] = [];
  const add = (
    title: string,
    category: string,
    regulator: string,
    granted: string,
    expires: string,
    status: string,
    owner: string,
    conds: [string, string][],
    who = holder,
  ) => instruments.push({ title, category, regulator, holder: who, granted, expires, status, owner, conditions: conds });
  const current = () => oneOf(random, ['Current', 'Current', 'Current', 'Renewal lodged']);
  add(
    'Mining Lease ML 70412 &ndash; Glenmarra open pit and concentrator',
    'Tenure',
    'Department of Resources',
    '14/03/2009',
    '31/03/2034',
    'Current',
    'Site Senior Executive',
    conditions(obligations, 4),
  );
  add(
    'Mining Lease ML 70588 &ndash; Tailings Storage Facility and Glen Creek diversion',
    'Tenure',
    'Department of Resources',
    '02/11/2012',
    '30/11/2037',
    'Current',
    'Site Senior Executive',
    conditions(obligations, 3),
  );
  add(
    'Environmental Authority EPML00418 &ndash; mining activities, including release of mine-affected water to the Marra River during flow events',
    'Environment',
    'Department of Environment, Science and Innovation',
    '22/05/2009',
    'No expiry',
    'Current',
    'Environment Superintendent',
    [
      ['Release of mine-affected water to the Marra River only when upstream gauge flow exceeds 5 m&sup3;/s', 'Continuous'],
      ['Monthly receiving environment monitoring, Marra River sites MR1 to MR4', '31/12/2026'],
      ['Annual Return and annual fee', '22/06/2027'],
      ['Dust deposition monitoring at sensitive receptors R1 to R6', '31/12/2026'],
    ],
  );
  add(
    'Water Licence 30544 &ndash; take of surface water, Marra River (PS-02 river pump station), 2,400 ML/a',
    'Water',
    'Department of Regional Development, Manufacturing and Water',
    '01/07/2008',
    '30/06/2018',
    'Superseded',
    'Water & Tailings Engineer',
    [],
  );
  const target: Instrument = {
    title: 'Water Licence 38817 &ndash; take of surface water, Marra River (PS-02 river pump station), 3,650 ML/a',
    category: 'Water',
    regulator: 'Department of Regional Development, Manufacturing and Water',
    holder,
    granted: '01/07/2018',
    expires: needle,
    status: 'Current',
    owner: 'Water & Tailings Engineer',
    conditions: [
      ['Submit annual water take return (meter reads at PS-02) by 31 July', '31/07/2027'],
      ['Take only when the Marra River gauge at Glen Crossing exceeds 120 ML/day', 'Continuous'],
      ['Validate PS-02 meter by a certified meter validator every 5 years', '12/03/2029'],
    ],
  };
  add(
    'Water Licence 41205 &ndash; take of groundwater, Marra River alluvium production bores GB-11 to GB-16, 900 ML/a',
    'Water',
    'Department of Regional Development, Manufacturing and Water',
    '15/01/2020',
    '30/06/2030',
    'Current',
    'Water & Tailings Engineer',
    [
      ['Report quarterly groundwater levels in monitoring bores MB-21 to MB-28', '31/01/2027'],
      ['Annual water take return by 31 July', '31/07/2027'],
    ],
  );
  add(
    'Water Licence 36120 &ndash; take of overland flow water, Glen Creek harvesting dam, 450 ML/a',
    'Water',
    'Department of Regional Development, Manufacturing and Water',
    '30/09/2016',
    '30/06/2031',
    'Current',
    'Water & Tailings Engineer',
    [['Annual water take return by 31 July', '31/07/2027']],
  );
  add(
    'Riverine Protection Permit RPP-2291 &ndash; excavation in a watercourse, Marra River PS-02 intake desilting',
    'Water',
    'Department of Regional Development, Manufacturing and Water',
    '14/03/2024',
    '14/03/2027',
    'Current',
    'Water & Tailings Engineer',
    [['Works only during no-flow conditions; notify 5 business days prior', 'Per event']],
  );
  add(
    'Development Permit DA-2019/0412 &ndash; Marra River haul road low-level crossing',
    'Planning',
    'Marra Shire Council',
    '03/10/2019',
    '30/06/2027',
    'Current',
    'Mine Technical Services Manager',
    [['Inspect the crossing after each flood event above 2 m gauge height', 'Per event']],
  );
  add(
    'Cultural Heritage Management Plan &ndash; agreement with the Marra Traditional Owners Aboriginal Corporation',
    'Heritage',
    'Marra Traditional Owners Aboriginal Corporation',
    '11/08/2008',
    'No expiry',
    'Current',
    'Community Relations Lead',
    [['Annual CHMP implementation meeting', '11/08/2027']],
  );
  add(
    'Referable Dam Certificate &ndash; Tailings Storage Facility 1 (Stage 6 raise)',
    'Dams',
    'Department of Environment, Science and Innovation',
    '19/02/2025',
    '30/11/2027',
    'Current',
    'Water & Tailings Engineer',
    [
      ['Annual dam safety inspection by the Engineer of Record', '28/02/2027'],
      ['Submit the annual Mandatory Reporting Level assessment by 1 November', '01/11/2027'],
    ],
  );
  add(
    'Licence to store explosives &ndash; magazine complex (AN 400 t, Class 1.1 80 t)',
    'Explosives',
    'Resources Safety and Health',
    '07/07/2015',
    '06/07/2027',
    'Current',
    'Drill & Blast Superintendent',
    conditions(obligations, 3),
  );
  add(
    'Dangerous goods location licence &ndash; diesel tank farm (2 x 500 kL)',
    'Dangerous goods',
    'Resources Safety and Health',
    '21/04/2014',
    '20/04/2027',
    'Current',
    'Site Services Coordinator',
    conditions(obligations, 2),
  );
  for (let i = 1; i <= 8; i++)
    add(
      `Radiation source licence &ndash; fixed density gauge DG-0${i} (Cs-137, ${oneOf(random, ['3.7', '1.85', '7.4'])} GBq), ${oneOf(random, ['tailings line', 'SAG discharge', 'cyclone feed', 'concentrate line'])}`,
      'Radiation',
      'Radiation Health Unit',
      date(2012, 2024),
      date(2027, 2031),
      current(),
      'Radiation Safety Officer',
      conditions(
        ['Leak test the source every 12 months', 'Conduct a radiation survey around the gauge', 'Keep the source register up to date'],
        2,
      ),
    );
  for (let i = 1; i <= 6; i++)
    add(
      `Water Licence ${between(random, 42_000, 46_999)} &ndash; take of groundwater, pit dewatering bore GB-0${i}`,
      'Water',
      'Department of Regional Development, Manufacturing and Water',
      date(2014, 2023),
      date(2027, 2033),
      current(),
      'Water & Tailings Engineer',
      conditions(['Annual water take return by 31 July', 'Meter read and logbook entry monthly'], 2),
    );
  for (let i = 1; i <= 22; i++)
    add(
      `Plant item registration &ndash; pressure vessel, ${oneOf(random, ['air receiver', 'hydraulic accumulator', 'LPG vessel', 'oxygen receiver'])} PV-${pad3(i)}`,
      'Plant registration',
      'Workplace Health and Safety',
      date(2010, 2025),
      date(2027, 2030),
      current(),
      'Maintenance Manager',
      conditions(['Periodic inspection by a competent person', 'Keep the registration certificate with the plant'], 1),
    );
  for (let i = 1; i <= 26; i++)
    add(
      `Apparatus licence ${between(random, 1_900_000, 1_999_999)} &ndash; land mobile system, ${between(random, 400, 480)}.${pad3(between(random, 0, 999))} MHz (${oneOf(random, ['mine dispatch', 'fixed plant', 'emergency', 'telemetry TSF', 'blast firing'])})`,
      'Radiocommunications',
      'Australian Communications and Media Authority',
      date(2009, 2025),
      date(2027, 2031),
      current(),
      'Site Services Coordinator',
      [],
    );
  for (let i = 1; i <= 24; i++) {
    const p = person(random);
    add(
      `Shotfirer licence &ndash; ${p}`,
      'Explosives',
      'Resources Safety and Health',
      date(2018, 2025),
      date(2027, 2031),
      current(),
      'Drill & Blast Superintendent',
      [],
      p,
    );
  }
  for (let i = 1; i <= 6; i++)
    add(
      `Vegetation clearing permit VCP-${between(random, 1000, 9999)} &ndash; ${oneOf(random, ['waste dump east extension', 'TSF stage 7 footprint', 'borrow pit BP-3', 'haul road realignment', 'magazine access track'])}`,
      'Environment',
      'Department of Environment, Science and Innovation',
      date(2021, 2025),
      date(2027, 2030),
      current(),
      'Environment Superintendent',
      conditions(['Pre-clearance fauna survey by a qualified spotter-catcher', 'Rehabilitation monitoring report'], 2),
    );
  for (let i = 1; i <= 5; i++)
    add(
      `Access permit &ndash; oversize transport, ${oneOf(random, ['Glenmarra Road', 'Marra Creek Road', 'Highway 17 to site'])} (${oneOf(random, ['SAG mill shell', 'haul truck trays', 'transformer', 'excavator'])})`,
      'Transport',
      'Department of Transport and Main Roads',
      date(2025, 2026),
      date(2027, 2027),
      current(),
      'Maintenance Manager',
      [],
    );
  for (let i = 1; i <= 8; i++)
    add(
      `Plant design registration &ndash; ${oneOf(random, ['mobile crane', 'tower crane', 'boom lift', 'building maintenance unit'])} ${oneOf(random, ['C', 'MC', 'BL'])}-${pad2(i)}`,
      'Plant registration',
      'Workplace Health and Safety',
      date(2012, 2025),
      date(2027, 2031),
      current(),
      'Maintenance Manager',
      [],
    );
  const [head, ...rest] = instruments;
  const ordered = [head!, ...shuffle(random, rest)];
  ordered.splice(Math.floor(ordered.length * 0.45), 0, target);
  const rows: string[] = [];
  ordered.forEach((x, i) => {
    const ref = `GLM-PLA-${pad3(i + 1).padStart(4, '0')}`;
    const css = x.status === 'Superseded' ? 'row-superseded' : x.status === 'Renewal lodged' ? 'row-renewal' : 'row-current';
    rows.push(
      `<tr class="${css}"><td class="ref"><a href="/register/item/${ref}">${ref}</a></td><td>${x.title}</td><td>${x.category}</td><td>${x.regulator}</td><td>${x.holder}</td><td class="date">${x.granted}</td><td class="date">${x.expires}</td><td><span class="status">${x.status}</span></td><td>${x.owner.replace('&', '&amp;')}</td><td class="num">${x.conditions.length}</td></tr>`,
    );
    x.conditions.forEach(([text, due], k) => {
      rows.push(
        `<tr class="cond"><td></td><td colspan="5">${ref}-C${pad2(k + 1)} &middot; ${text}</td><td class="date">${due}</td><td>Open</td><td>${x.owner.replace('&', '&amp;')}</td><td></td></tr>`,
      );
    });
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-AU">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Permits, Licences &amp; Approvals Register - Glenmarra Copper</title>',
    '<style>body{font-family:Segoe UI,Arial,sans-serif;font-size:12px}table.register{border-collapse:collapse;width:100%}th,td{border:1px solid #ccd;padding:3px 5px;vertical-align:top}th{background:#1f3b5a;color:#fff}tr.cond td{background:#f6f8fb;color:#445}tr.row-superseded td{color:#999}td.date{white-space:nowrap}span.status{font-weight:600}</style>',
    '</head>',
    '<body>',
    '<h1>Permits, Licences &amp; Approvals Register</h1>',
    '<p class="meta">Site: Glenmarra Copper (GLM) &middot; Report: PLA-REG-01 (all instruments, with open conditions) &middot; Generated 15/12/2026 07:12 by compliance.svc</p>',
    `<p class="summary">${ordered.length} instruments &middot; ${ordered.filter((x) => x.status === 'Current').length} current &middot; ${ordered.filter((x) => x.status === 'Renewal lodged').length} renewal lodged &middot; ${ordered.filter((x) => x.status === 'Superseded').length} superseded</p>`,
    '<table class="register">',
    '<thead><tr><th>Ref</th><th>Instrument</th><th>Category</th><th>Regulator / issuer</th><th>Holder</th><th>Granted</th><th>Expires</th><th>Status</th><th>Owner</th><th>Conditions</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<p class="footer">Uncontrolled when printed. Source: GLM Compliance Register v5.2 &middot; Page 1 of 1</p>',
    '</body>',
    '</html>',
  ].join('\n');
  return probe(
    'round 114: permits register (HTML)',
    "I've got the regulator's site inspection on Thursday and I'm still chasing the contractor for the November dust monitoring results, so that's my morning gone. Different thing though: when does the licence that lets us pump water out of the Marra River run out?",
    'permits_register_report',
    output + '\n',
    'expiry',
    needle,
  );
}

/** c3: the SCADA historian's event log for the conveyors, in its key=value (logfmt) form. */
function c3ConveyorEvents(): EconomicsTask {
  const random = seededRandom(114_009);
  const needle = 'PW-02-37';
  const belts = [
    { id: 'CV-01', area: 2100, desc: 'Crusher discharge conveyor', tph: 3300, speed: 3.6, length: 210 },
    { id: 'CV-02', area: 2200, desc: 'Overland conveyor', tph: 3200, speed: 4.8, length: 3860 },
    { id: 'CV-03', area: 2200, desc: 'Stockpile feed conveyor', tph: 3200, speed: 4.2, length: 420 },
    { id: 'CV-04', area: 2300, desc: 'SAG mill feed conveyor', tph: 1450, speed: 2.9, length: 310 },
    { id: 'CV-05', area: 3100, desc: 'Pebble recycle conveyor', tph: 260, speed: 1.8, length: 140 },
  ];
  interface Line {
    t: number;
    text: (seq: number, ms: string) => string;
  }
  const out: Line[] = [];
  const head = (t: number, ms: string, b: (typeof belts)[number]) =>
    `ts=${stamp(t)}.${ms}+10:00 host=glm-hist01 svc=eventlog area=${b.area} asset=${b.id} asset_desc="${b.desc}"`;
  const emit = (t: number, b: (typeof belts)[number], rest: string) =>
    out.push({ t, text: (seq, ms) => `${head(t, ms, b)} ${rest} seq=${seq}` });
  const ops = ['ccr.op1', 'ccr.op2', 'ccr.op3'];
  const stops = new Map<string, [number, number][]>();
  const stopped = (b: string, t: number) => (stops.get(b) ?? []).some(([a, z]) => t >= a && t < z);
  const pullwire = (b: (typeof belts)[number], t: number, dev: string) => {
    const seg = Number(dev.slice(6));
    const loc = Math.round((seg / 40) * b.length);
    const reset = t + between(random, 600, 2400);
    const restart = reset + between(random, 60, 300);
    stops.set(b.id, [...(stops.get(b.id) ?? []), [t, restart]]);
    emit(t, b, `evt=PULLWIRE state=ACTIVE dev=${dev} loc_m=${loc} side=${oneOf(random, ['N', 'S'])} msg="Pull-wire switch activated"`);
    emit(t + 1, b, `evt=STOP cause=ESTOP_CHAIN state=STOPPED speed_mps=0.00`);
    emit(reset, b, `evt=ESTOP_RESET state=READY by=${oneOf(random, ops)} msg="E-stop chain healthy, reset from CCR"`);
    emit(restart, b, `evt=START state=RUNNING by=${oneOf(random, ops)} msg="Start command from CCR"`);
  };
  const beltsById = (id: string) => belts.find((b) => b.id === id)!;
  pullwire(beltsById('CV-05'), dec(9, 16, 31, 14), 'PW-05-02');
  pullwire(beltsById('CV-02'), dec(10, 9, 42, 51), 'PW-02-12');
  pullwire(beltsById('CV-03'), dec(12, 14, 5, 38), 'PW-03-05');
  pullwire(beltsById('CV-02'), dec(12, 15, 18, 42), needle);
  pullwire(beltsById('CV-04'), dec(12, 19, 47, 3), 'PW-04-09');
  pullwire(beltsById('CV-01'), dec(13, 11, 25, 19), 'PW-01-03');
  pullwire(beltsById('CV-02'), dec(14, 7, 10, 55), 'PW-02-36');
  // Other switches on the belts: misalignment, chute blockage, speed; some of them on the same numbers.
  const other = (b: (typeof belts)[number], t: number, evt: string, dev: string, msg: string) => {
    emit(t, b, `evt=${evt} state=ACTIVE dev=${dev} msg="${msg}"`);
    emit(t + between(random, 20, 400), b, `evt=${evt} state=NORMAL dev=${dev}`);
  };
  other(beltsById('CV-02'), dec(12, 13, 2, 9), 'BELT_ALIGN', 'BA-02-37', 'Belt misalignment switch (pre-alarm)');
  other(beltsById('CV-02'), dec(12, 16, 40, 27), 'BELT_ALIGN', 'BA-02-31', 'Belt misalignment switch (pre-alarm)');
  for (let t = dec(9, 0) + 3000; t < dec(15, 8); t += between(random, 1200, 5400)) {
    const b = oneOf(random, belts);
    const n = between(random, 1, 30);
    const kind = pick(random, 3);
    if (kind === 0) other(b, t, 'BELT_ALIGN', `BA-${b.id.slice(3)}-${pad2(n)}`, 'Belt misalignment switch (pre-alarm)');
    else if (kind === 1) other(b, t, 'CHUTE', `CB-${b.id.slice(3)}-0${between(random, 1, 3)}`, 'Chute blockage probe');
    else other(b, t, 'SPEED', `SS-${b.id.slice(3)}-0${between(random, 1, 2)}`, 'Speed switch below 90 %');
  }
  for (const b of belts) {
    let hours = between(random, 30_000, 60_000);
    for (let t = dec(9, 0) + between(random, 0, 60); t < dec(15, 8); t += 1800) {
      hours += 0.5;
      if (stopped(b.id, t)) {
        emit(t, b, `evt=STATUS state=STOPPED speed_mps=0.00 load_tph=0 motor_a=0 belt_hours=${fixed(hours, 1)}`);
        continue;
      }
      const load = Math.round(b.tph * (0.7 + random() * 0.35));
      emit(
        t,
        b,
        `evt=STATUS state=RUNNING speed_mps=${fixed(b.speed * (0.98 + random() * 0.03), 2)} load_tph=${load} motor_a=${Math.round(load * 0.12 + between(random, 20, 60))} belt_hours=${fixed(hours, 1)} tension_kn=${fixed(40 + random() * 60, 1)}`,
      );
    }
  }
  out.sort((x, y) => x.t - y.t);
  const lines = out.map((l, i) => l.text(2_418_800 + i, pad3(between(random, 0, 999))));
  const output = lines.join('\n') + '\n';
  return probe(
    'round 114: conveyor events (key=value)',
    'Someone pulled one of the emergency stop lanyards on the overland belt on Saturday afternoon. Which one was it?',
    'scada_event_log',
    output,
    'lanyard',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------

/** d1: the dispatch system's printed cycle detail report for yesterday's day shift (fixed-width). */
function d1CycleDetailReport(): EconomicsTask {
  const random = seededRandom(114_010);
  const routes = [
    { loader: 'SH-01', source: '1290-14-B07', dest: 'CR01', haul: [540, 900] },
    { loader: 'SH-01', source: '1290-14-B11', dest: 'WD-E', haul: [600, 1100] },
    { loader: 'EX-02', source: '1305-22-B03', dest: 'LGS-2', haul: [500, 800] },
    { loader: 'EX-02', source: '1305-22-B04', dest: 'WD-N', haul: [700, 1150] },
    { loader: 'EX-03', source: '1275-09-B02', dest: 'CR01', haul: [560, 920] },
    { loader: 'EX-03', source: '1275-09-B05', dest: 'OXS-1', haul: [400, 700] },
    { loader: 'EX-04', source: '1320-31-W01', dest: 'WD-E', haul: [600, 1100] },
    { loader: 'WL-01', source: 'ROM-S1', dest: 'CR01', haul: [380, 560] },
  ];
  const passes: Record<string, number> = { 'SH-01': 3, 'EX-02': 4, 'EX-03': 4, 'EX-04': 4, 'WL-01': 6 };
  interface Row {
    arrive: number;
    truck: string;
    cells: (load: string) => string;
    haul: number;
    payload: number;
    cycle: number;
    target?: boolean;
  }
  const rows: Row[] = [];
  const hms = (sec: number) => stamp(sec).slice(11);
  let planted = false;
  for (let n = 1; n <= 36; n++) {
    const truck = `HT-${200 + n}`;
    const operator = `E1${between(random, 50_000, 89_999)}`;
    const big = n <= 20;
    let cursor = dec(14, 6, 20) + between(random, 0, 900);
    while (cursor < dec(14, 17, 35)) {
      if (cursor >= dec(14, 11, 30) && cursor < dec(14, 12, 15) && pick(random, 2) === 0) cursor += between(random, 1500, 2100); // crib
      const r = oneOf(random, routes);
      const queue = between(random, 0, 280);
      const spot = between(random, 30, 90);
      const load = between(random, 120, 260);
      let haul = between(random, r.haul[0]!, r.haul[1]!);
      let target = false;
      if (truck === 'HT-209' && !planted && cursor >= dec(14, 11, 40)) {
        haul = 2497;
        planted = true;
        target = true;
      }
      const qdump = between(random, 0, 110);
      const dump = between(random, 45, 80);
      const back = Math.round((target ? 700 : haul) * (0.75 + random() * 0.15));
      const cycle = queue + spot + load + haul + qdump + dump + back;
      const payload = Math.round((big ? 205 + random() * 37 : 198 + random() * 38) * 10) / 10;
      const arrive = cursor;
      rows.push({
        arrive,
        truck,
        haul,
        payload,
        cycle,
        target,
        cells: (id) =>
          `${id.padEnd(9)}${truck.padEnd(8)}${operator.padEnd(10)}${r.loader.padEnd(8)}${r.source.padEnd(14)}${r.dest.padEnd(9)}${hms(arrive).padEnd(10)}` +
          [queue, spot, load, haul, qdump, dump].map((v) => mmss(v).padStart(5)).join('  ') +
          `  ${mmss(back).padStart(6)}  ${mmss(cycle).padStart(5)}  ${fixed(payload, 1).padStart(5)}  ${String(passes[r.loader]).padStart(4)}`,
      });
      cursor += cycle;
    }
  }
  if (!planted) throw new Error('d1: the long haul was not planted');
  rows.sort((a, b) => a.arrive - b.arrive);
  const first = 5_580_412;
  const ids = rows.map((_, i) => String(first + i * 2 + (i % 7 === 3 ? 1 : 0)));
  const needle = ids[rows.findIndex((r) => r.target)]!;
  const header = (page: number) => [
    `GLENMARRA COPPER - MAIN PIT                    DISPATCH  CYCLE DETAIL REPORT                                PAGE ${String(page).padStart(3)}`,
    'SHIFT 14-DEC-2026 DAY (06:00-18:00)   CREW B                                                   PRINTED 15-DEC-2026 07:02',
    'SORT: ARRIVE AT LOADER                 EQUIPMENT CLASS: HAUL TRUCK                              DURATIONS MM:SS, PAYLOAD T',
    '',
    'LOAD#    TRUCK   OPERATOR  LOADER  SOURCE        DEST     ARRIVE    QUEUE   SPOT   LOAD   HAUL  Q@DMP   DUMP  RETURN  CYCLE  PAYLD  PASS',
    '-------  ------  --------  ------  ------------  -------  --------  -----  -----  -----  -----  -----  -----  ------  -----  -----  ----',
  ];
  const lines: string[] = [];
  let page = 0;
  rows.forEach((r, i) => {
    if (i % 56 === 0) {
      if (page > 0) lines.push('', '');
      lines.push(...header(++page));
    }
    lines.push(r.cells(ids[i]!));
  });
  lines.push('', '', ...header(++page).slice(0, 4), 'TRUCK SUMMARY', '');
  lines.push('TRUCK   LOADS   TONNES   AVG PAYLD  AVG HAUL  AVG CYCLE');
  lines.push('------  -----  --------  ---------  --------  ---------');
  const trucks = [...new Set(rows.map((r) => r.truck))].sort();
  for (const t of trucks) {
    const mine = rows.filter((r) => r.truck === t);
    const tonnes = mine.reduce((a, r) => a + r.payload, 0);
    const avg = (f: (r: Row) => number) => Math.round(mine.reduce((a, r) => a + f(r), 0) / mine.length);
    lines.push(
      `${t.padEnd(8)}${String(mine.length).padStart(5)}  ${fixed(tonnes, 1).padStart(8)}  ${fixed(tonnes / mine.length, 1).padStart(9)}  ${mmss(avg((r) => r.haul)).padStart(8)}  ${mmss(avg((r) => r.cycle)).padStart(9)}`,
    );
  }
  const total = rows.reduce((a, r) => a + r.payload, 0);
  lines.push(
    '------  -----  --------',
    `TOTAL   ${String(rows.length).padStart(5)}  ${fixed(total, 1).padStart(8)}`,
    '',
    '*** END OF REPORT ***',
  );
  const output = lines.join('\n') + '\n';
  return probe(
    'round 114: cycle detail report (fixed-width)',
    "Looking at yesterday's day shift, one load spent far longer on the road out to its dump than any of the others. Which load number was that?",
    'dispatch_report',
    output,
    'load',
    needle,
  );
}

/** d2: the datalogger network's station status report for the tailings dam and its water monitoring (text blocks). */
function d2LoggerStatus(): EconomicsTask {
  const random = seededRandom(114_011);
  const needle = 'TSF-DL-16';
  const stations = [
    ...Array.from({ length: 22 }, (_, i) => ({ name: `TSF-DL-${pad2(i + 1)}`, kind: 'vwp' })),
    ...Array.from({ length: 4 }, (_, i) => ({ name: `SEEP-DL-${pad2(i + 1)}`, kind: 'seep' })),
    ...Array.from({ length: 10 }, (_, i) => ({ name: `GW-DL-${pad2(i + 1)}`, kind: 'gw' })),
  ];
  const sections = ['N1', 'N2', 'N3', 'N4', 'N5', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'SW1', 'SW2', 'SW3', 'SW4'];
  const rule = '='.repeat(96);
  const lines: string[] = [
    'LoggerNet Admin 4.8 - Station Status Report',
    'Network: GLM-TSF   Server: glm-loggernet01   Report time: 2026-12-15 07:00:14 (UTC+10)   Stations: ' + String(stations.length),
    'Collection schedule: every 60 min, retry 3 x 120 s',
    '',
  ];
  let sensor = 0;
  stations.forEach((st, i) => {
    const slow = st.name === needle;
    const pak = 1100 + i + 1;
    const net =
      st.kind === 'vwp'
        ? `TSF-RF-${i < 11 ? 'A' : 'B'} (RF451 via RPT-${(i % 3) + 1})`
        : `TSF-CELL (${oneOf(random, ['Telstra', 'Optus'])} 4G)`;
    const program = st.kind === 'vwp' ? 'TSF_VWP16_v3.CR1X' : st.kind === 'seep' ? 'TSF_WEIR4_v2.CR1X' : 'GW_LEVEL8_v2.CR1X';
    const table = st.kind === 'vwp' ? 'VW_Readings' : st.kind === 'seep' ? 'Weir_Flow' : 'GW_Levels';
    const collected = `2026-12-15 ${pad2(between(random, 6, 6))}:${pad2(between(random, 0, 55))}:${pad2(between(random, 0, 59))}`;
    const row = (a: string, av: string, b: string, bv: string) => `  ${a.padEnd(20)}${av.padEnd(28)}${b.padEnd(15)}${bv}`;
    lines.push(
      rule,
      `Station  ${st.name.padEnd(30)}Network  ${net}`,
      '-'.repeat(96),
      row('Logger model', 'CR1000X', 'Serial', String(between(random, 40_000, 59_999))),
      row('OS version', 'CR1000X.Std.07.01', 'PakBus addr', String(pak)),
      row(
        'Program',
        program,
        'Compiled',
        `2026-${pad2(between(random, 8, 10))}-${pad2(between(random, 1, 28))} ${pad2(between(random, 8, 16))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
      ),
      row('Scan interval', slow ? '01:00:00' : '00:15:00', 'Output table', table),
      row('Battery', `${fixed(12.6 + random() * 1.2, 2)} V`, 'Panel temp', `${fixed(24 + random() * 14, 1)} C`),
      row('Last collection', collected, 'Records/24h', slow ? '24' : '96'),
      row('Clock offset', `${random() < 0.5 ? '+' : '-'}${fixed(random() * 1.5, 1)} s`, 'Comms quality', `${between(random, 82, 100)} %`),
      row('Solar charge', `${fixed(14 + random() * 4, 2)} V`, 'Enclosure RH', `${between(random, 18, 46)} %`),
      row('CPU drive free', `${between(random, 180, 900)} kB`, 'Card used', `${fixed(4 + random() * 40, 1)} %`),
      '  Channels',
    );
    if (st.kind === 'vwp') {
      lines.push('    CH  SENSOR        DIGITS    THERM_OHM  TEMP_C  PRESS_KPA  HEAD_M');
      for (let ch = 1; ch <= 16; ch++) {
        const sec = sections[Math.floor(sensor / 24) % sections.length]!;
        const id = `VWP-${sec}-${pad2((sensor % 24) + 1)}`;
        sensor++;
        const kpa = 20 + random() * 220;
        lines.push(
          `    ${pad2(ch)}  ${id.padEnd(12)}  ${fixed(7600 + random() * 1400, 1).padStart(7)}  ${fixed(2900 + random() * 900, 1).padStart(9)}  ${fixed(21 + random() * 7, 1).padStart(6)}  ${fixed(kpa, 1).padStart(9)}  ${fixed(kpa / 9.81, 2).padStart(6)}`,
        );
      }
    } else if (st.kind === 'seep') {
      lines.push('    CH  SENSOR        LEVEL_MM  FLOW_LPS  EC_US_CM  TEMP_C');
      for (let ch = 1; ch <= 4; ch++)
        lines.push(
          `    ${pad2(ch)}  ${`VN-${st.name.slice(8)}-${ch}`.padEnd(12)}  ${fixed(20 + random() * 140, 1).padStart(8)}  ${fixed(random() * 6, 2).padStart(8)}  ${String(between(random, 900, 4200)).padStart(8)}  ${fixed(22 + random() * 6, 1).padStart(6)}`,
        );
    } else {
      lines.push('    CH  SENSOR        DEPTH_M   RL_M      EC_US_CM  TEMP_C');
      for (let ch = 1; ch <= 8; ch++)
        lines.push(
          `    ${pad2(ch)}  ${`MB-${pad2((Number(st.name.slice(6)) - 1) * 8 + ch)}`.padEnd(12)}  ${fixed(4 + random() * 30, 2).padStart(7)}  ${fixed(380 + random() * 30, 2).padStart(7)}  ${String(between(random, 600, 9800)).padStart(8)}  ${fixed(22 + random() * 4, 1).padStart(6)}`,
        );
    }
    lines.push('');
  });
  lines.push(rule, `${stations.length} stations reported, ${stations.length} collected in the last 2 h.`, '');
  const output = lines.join('\n');
  return probe(
    'round 114: datalogger status (text report)',
    'One of the dataloggers on the tailings dam seems to be taking readings less often than all the others. Which station is it?',
    'loggernet_station_status',
    output,
    'station',
    needle,
  );
}

/** d3: the drill navigation system's as-drilled export for the 1260 bench, one JSON object per hole (NDJSON). */
function d3DrillHoles(): EconomicsTask {
  const random = seededRandom(114_012);
  const needle = '1260-06-H131';
  const patterns = ['1260-05', '1260-06', '1260-07', '1260-08'];
  const rigs = [
    { rig: 'DR-01', model: 'Epiroc PV-271' },
    { rig: 'DR-02', model: 'Epiroc PV-271' },
    { rig: 'DR-03', model: 'Cat MD6250' },
  ];
  const operators = ['E20871', 'E21344', 'E20519', 'E22706', 'E21958', 'E20133'];
  const bits = new Map<string, { serial: string; left: number }>();
  const lines: string[] = [];
  const clocks = new Map(rigs.map((r, i) => [r.rig, dec(3, 6, 40) + i * 420]));
  patterns.forEach((pattern, pi) => {
    const holes = between(random, 160, 184);
    const x0 = 413_000 + random() * 800;
    const y0 = 7_420_500 + random() * 800;
    for (let h = 1; h <= holes; h++) {
      const id = `${pattern}-H${pad3(h)}`;
      const rig = rigs[(h + pi) % 3]!;
      let bit = bits.get(rig.rig);
      if (!bit || bit.left <= 0) {
        bit = { serial: `TC251-${between(random, 40_000, 49_999)}`, left: between(random, 45, 90) };
        bits.set(rig.rig, bit);
      }
      bit.left--;
      const odd = id === needle;
      const serial = odd ? `TC229-${between(random, 30_000, 39_999)}` : bit.serial;
      let clock = clocks.get(rig.rig)! + between(random, 300, 1100);
      const late = (clock % DAY) / 3600;
      if (late >= 17.75 || late < 6.25)
        clock = Math.floor(clock / DAY) * DAY + (late >= 17.75 ? DAY : 0) + 6.5 * 3600 + between(random, 0, 900);
      const depth = 15.0;
      const actual = depth - 0.4 + random() * 0.9;
      const secs = Math.round(actual / (0.9 + random() * 0.7)) * 60 + between(random, 0, 59);
      const start = clock;
      clock += secs;
      clocks.set(rig.rig, clock);
      const ex = x0 + ((h - 1) % 14) * 7.5;
      const ny = y0 + Math.floor((h - 1) / 14) * 6.5;
      const shift = `${stamp(start).slice(0, 10)} D`;
      const flags = [
        pick(random, 6) === 0 ? '"wet"' : '',
        pick(random, 15) === 0 ? '"cavity"' : '',
        pick(random, 12) === 0 ? '"redrill"' : '',
      ].filter(Boolean);
      lines.push(
        `{"hole_id":"${id}","pattern":"${pattern}","rig":"${rig.rig}","rig_model":"${rig.model}","operator":"${oneOf(random, operators)}","shift":"${shift}",` +
          `"design":{"easting":${fixed(ex, 2)},"northing":${fixed(ny, 2)},"collar_rl":1260.0,"depth_m":${fixed(depth, 1)},"diameter_mm":251,"dip_deg":90},` +
          `"asbuilt":{"easting":${fixed(ex + (random() - 0.5) * 0.5, 2)},"northing":${fixed(ny + (random() - 0.5) * 0.5, 2)},"collar_rl":${fixed(1260 + random() * 0.7, 2)},"depth_m":${fixed(actual, 2)},` +
          `"bit_diameter_mm":${odd ? 229 : 251},"bit_serial":"${serial}","start":"${stamp(start)}+10:00","end":"${stamp(clock)}+10:00","drill_time_s":${secs},` +
          `"avg_rop_m_per_min":${fixed(actual / (secs / 60), 2)},"avg_pulldown_kn":${between(random, 180, 290)},"avg_rotation_rpm":${between(random, 70, 95)},"avg_torque_knm":${fixed(6 + random() * 5, 1)},"water_l":${between(random, 0, 240)},"collar_error_m":${fixed(random() * 0.35, 2)}},` +
          `"flags":[${flags.join(',')}],"source":"rig-nav 6.2.4"}`,
      );
    }
  });
  const output = lines.join('\n') + '\n';
  return probe(
    'round 114: drill holes (NDJSON)',
    'On the 1260 bench drilling, was one hole done with a different size bit from all the rest? Which hole was it?',
    'drill_nav_export',
    output,
    'hole',
    needle,
  );
}

export function roundOneHundredFourteen(): EconomicsTask[] {
  return [
    a1DispatchCycles(),
    a2AssayExport(),
    a3ScadaEventBuffer(),
    b1TailingsInstruments(),
    b2BlastDesign(),
    b3GradeControlLog(),
    c1MaintenanceOrders(),
    c2PermitsRegister(),
    c3ConveyorEvents(),
    d1CycleDetailReport(),
    d2LoggerStatus(),
    d3DrillHoles(),
  ];
}
