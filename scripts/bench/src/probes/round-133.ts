/**
 * Probe round 133, written blind: Aldergrove Aero Engines, a made-up jet engine maintenance, repair and overhaul shop (engine induction and work scopes, borescope inspections, parts tracking and life-limited parts, test cell runs, tooling calibration, airworthiness release paperwork). "Today" is Monday, 22 February 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - LLP tracker export (minified JSON, one line): the serial of the HPT stage 1 disk fitted to one engine;
 *  - borescope findings query (one-line XML): the NCR raised for one blade's burn at last Tuesday's inspection;
 *  - work scope export (CSV, one huge task-card field): the task card for the FPI of the HPT stage 2 disk on one work order;
 * b. The answer a few lines away from the line the question's words match:
 *  - shop visit list (YAML): the shop visit of the engine pulled off one aircraft registration;
 *  - calibration records (pretty JSON): the certificate of the latest calibration of one torque wrench;
 *  - LLP sync service journal (Python tracebacks): the part serial the job was on when one KeyError was raised;
 * c. A question that paraphrases the output or carries a preamble:
 *  - test cell run summary (fixed-width report): the "headroom on exhaust gas temperature" of Friday afternoon's run for a customer;
 *  - release certificate register (HTML): the tracking number of the paperwork for "fuel injectors" shipped back this month;
 *  - stores transaction log (logfmt): the serial of the HPT shroud "pulled out" for bay 4 yesterday just after 3pm;
 * d. One value unlike its peers, with no error word near it:
 *  - LLP fleet status (CSV): the part whose life limit differs from every other part of its part number;
 *  - borescope archive listing (ls -lR): the still image far smaller than all the others;
 *  - test cell DAQ configuration (INI): the channel sampled at a different rate from all the rest.
 * Not among the bench's targets.
 * First run, at d876159 (the head when the round was written, 5702f50, with one commit of `packages/core` since: object
 * literals reordered for speed, no change of behaviour); with this file; `ROUNDS=133
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,467,937 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 133: llp tracker export
 *     codex: 14,867 tokens, peak 14,789, 0/1 needles, 0 read-backs
 *     context-chef: 739 tokens, peak 661, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,907 tokens, peak 3,947, 0/1 needles, 2 read-backs
 *     ours: 6,946 tokens, peak 3,120, 0/1 needles, 2 read-backs
 *   round 133: borescope findings xml
 *     codex: 6,887 tokens, peak 6,795, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,253 tokens, peak 1,222, 0/1 needles, 1 read-backs
 *     ours: 3,420 tokens, peak 2,419, 1/1 needles, 1 read-backs
 *   round 133: workscope export csv
 *     codex: 6,472 tokens, peak 6,389, 0/1 needles, 0 read-backs
 *     context-chef: 866 tokens, peak 783, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,903 tokens, peak 8,092, 0/1 needles, 4 read-backs
 *     ours: 26,729 tokens, peak 9,865, 0/1 needles, 4 read-backs
 *   round 133: shop visit list yaml
 *     codex: 14,396 tokens, peak 14,328, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 638, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,064 tokens, peak 1,555, 0/1 needles, 2 read-backs
 *     ours: 981 tokens, peak 715, 1/1 needles, 0 read-backs
 *   round 133: calibration records json
 *     codex: 12,169 tokens, peak 12,094, 0/1 needles, 0 read-backs
 *     context-chef: 641 tokens, peak 566, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,954 tokens, peak 1,542, 1/1 needles, 2 read-backs
 *     ours: 2,200 tokens, peak 1,272, 1/1 needles, 1 read-backs
 *   round 133: llp sync journal
 *     codex: 17,670 tokens, peak 17,584, 0/1 needles, 0 read-backs
 *     context-chef: 833 tokens, peak 747, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,691 tokens, peak 7,861, 0/1 needles, 4 read-backs
 *     ours: 27,558 tokens, peak 10,476, 0/1 needles, 4 read-backs
 *   round 133: test cell run summary
 *     codex: 20,127 tokens, peak 20,024, 0/1 needles, 0 read-backs
 *     context-chef: 833 tokens, peak 730, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,547 tokens, peak 1,493, 0/1 needles, 4 read-backs
 *     ours: 2,284 tokens, peak 1,341, 0/1 needles, 1 read-backs
 *   round 133: release certificate register html
 *     codex: 17,419 tokens, peak 17,324, 0/1 needles, 0 read-backs
 *     context-chef: 803 tokens, peak 708, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,545 tokens, peak 2,391, 0/1 needles, 4 read-backs
 *     ours: 6,986 tokens, peak 3,538, 0/1 needles, 4 read-backs
 *   round 133: stores transaction log
 *     codex: 17,848 tokens, peak 17,745, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,468 tokens, peak 4,429, 0/1 needles, 3 read-backs
 *     ours: 9,958 tokens, peak 5,312, 0/1 needles, 3 read-backs
 *   round 133: llp fleet status csv
 *     codex: 20,174 tokens, peak 20,087, 0/1 needles, 0 read-backs
 *     context-chef: 936 tokens, peak 849, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,939 tokens, peak 1,491, 0/1 needles, 4 read-backs
 *     ours: 3,679 tokens, peak 795, 1/1 needles, 4 read-backs
 *   round 133: borescope archive listing
 *     codex: 21,479 tokens, peak 21,400, 0/1 needles, 0 read-backs
 *     context-chef: 990 tokens, peak 911, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,345 tokens, peak 1,573, 0/1 needles, 4 read-backs
 *     ours: 3,981 tokens, peak 867, 1/1 needles, 4 read-backs
 *   round 133: test cell daq config
 *     codex: 13,994 tokens, peak 13,911, 0/1 needles, 0 read-backs
 *     context-chef: 725 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,459 tokens, peak 1,122, 0/1 needles, 1 read-backs
 *     ours: 1,784 tokens, peak 811, 0/1 needles, 1 read-backs
 *     codex: 183,502 tokens, 0/12 needles
 *     context-chef: 9,672 tokens, 0/12 needles
 *     context-chef-store: 102,075 tokens, 1/12 needles
 *     ours: 96,506 tokens, 5/12 needles
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
// Shared pieces of Aldergrove's world.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Monday 22 February 2027, 00:00 UTC (Aldergrove keeps UTC in winter). */
const TODAY = Date.UTC(2027, 1, 22);
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `2027-02-22`. */
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `2027-02-22T07:41:09Z`. */
const isoSeconds = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** `19-FEB-2027`. */
const dmy = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
};
/** `14:35`. */
const hhmm = (ms: number): string => isoSeconds(ms).slice(11, 16);

const CUSTOMERS = [
  'Nordvik Air',
  'Kestrel Airways',
  'Halvorsen Air',
  'Brightwater Aviation',
  'Solent Regional',
  'Corran Air Cargo',
  'Tamsin Airlines',
  'Vantor Air',
  'Moray Express',
  'Cairnside Airlines',
  'Pelagic Air',
  'Lindqvist Aviation',
  'Aldergrove Lease Pool',
];
const MODELS = ['CFM56-7B26', 'CFM56-7B27', 'CFM56-7B24', 'CFM56-5B4/3', 'CFM56-5B6/3'];
const TECHS = [
  'J. Okafor',
  'M. Kowalski',
  'S. Byrne',
  'R. McAuley',
  'A. Lindgren',
  'D. Fitzpatrick',
  'P. Nair',
  'C. Quinn',
  'L. Moreau',
  'T. Haughey',
  'E. Sandoval',
  'K. Doherty',
  'B. Adeyemi',
  'N. Petrov',
];
/** Serial-number characters (no I, O or Q, as on the data plates). */
const SN_ALPHA = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** `n` distinct engine serial numbers (`894-221`), none of them in `skip`. */
function engineSerials(random: () => number, n: number, skip: readonly string[]): string[] {
  const seen = new Set(skip);
  const out: string[] = [];
  while (out.length < n) {
    const esn = `${between(random, 888, 899)}-${between(random, 100, 999)}`;
    if (seen.has(esn)) continue;
    seen.add(esn);
    out.push(esn);
  }
  return out;
}

/** A maker of distinct serials: `prefix` then five serial characters, never one made before nor one in `skip`. */
function serialMaker(random: () => number, skip: readonly string[] = []): (prefix: string) => string {
  const seen = new Set(skip);
  return (prefix) => {
    for (;;) {
      const sn = prefix + chars(random, SN_ALPHA, 5);
      if (seen.has(sn) || skip.some((s) => sn.includes(s) || s.includes(sn))) continue;
      seen.add(sn);
      return sn;
    }
  };
}

/** The life-limited parts of a CFM56-style engine: module, position, part number, serial prefix, life limit (cycles). */
const LLP_POSITIONS: readonly { module: string; position: string; pn: string; prefix: string; limit: number }[] = [
  { module: 'FAN', position: 'Fan Disk', pn: '340-121-201-0', prefix: 'GFD', limit: 30000 },
  { module: 'FAN', position: 'Booster Spool', pn: '340-177-412-0', prefix: 'GBS', limit: 30000 },
  { module: 'FAN', position: 'Fan Shaft', pn: '340-070-314-0', prefix: 'GFS', limit: 30000 },
  { module: 'HPC', position: 'HPC Stage 1-2 Spool', pn: '1588M89G03', prefix: 'GKC', limit: 20000 },
  { module: 'HPC', position: 'HPC Stage 3 Disk', pn: '1590M59P01', prefix: 'GKD', limit: 20000 },
  { module: 'HPC', position: 'HPC Stage 4-9 Spool', pn: '1386M56G02', prefix: 'GKS', limit: 20000 },
  { module: 'HPC', position: 'HPC CDP Seal', pn: '1523M41P04', prefix: 'GKE', limit: 20000 },
  { module: 'HPT', position: 'HPT Front Shaft', pn: '1864M90P01', prefix: 'GWF', limit: 20000 },
  { module: 'HPT', position: 'HPT Front Rotating Air Seal', pn: '1498M37P05', prefix: 'GWR', limit: 20000 },
  { module: 'HPT', position: 'HPT Stage 1 Disk', pn: '1873M68P03', prefix: 'GWN', limit: 20000 },
  { module: 'HPT', position: 'HPT Stage 2 Disk', pn: '1873M69P02', prefix: 'GWP', limit: 20000 },
  { module: 'HPT', position: 'HPT Rear Shaft', pn: '1694M81P04', prefix: 'GWS', limit: 20000 },
  { module: 'LPT', position: 'LPT Stage 1 Disk', pn: '1958M41P01', prefix: 'GLA', limit: 25000 },
  { module: 'LPT', position: 'LPT Stage 2 Disk', pn: '1960M43P02', prefix: 'GLB', limit: 25000 },
  { module: 'LPT', position: 'LPT Stage 3 Disk', pn: '1962M44P01', prefix: 'GLC', limit: 25000 },
  { module: 'LPT', position: 'LPT Stage 4 Disk', pn: '1964M46P03', prefix: 'GLD', limit: 25000 },
  { module: 'LPT', position: 'LPT Shaft', pn: '340-225-606-0', prefix: 'GLS', limit: 25000 },
  { module: 'LPT', position: 'LPT Cone Shaft', pn: '1386M55P02', prefix: 'GLK', limit: 25000 },
];

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the parts tracking system's LLP export, minified JSON on one line; the stage 1 HPT disk of one engine. */
function llpTrackerExport(): EconomicsTask {
  const random = seededRandom(133_101);
  const target = '896-412';
  const esns = engineSerials(random, 128, [target, '896-421', '869-412', '896-142']);
  esns[Math.floor(esns.length * 0.49)] = target;
  esns[between(random, 10, 40)] = '896-421';
  esns[between(random, 80, 110)] = '869-412';
  esns[between(random, 45, 55)] = '896-142';
  const serial = serialMaker(random);
  // Parts that came off the target engine at its last shop visit now sit in other engines (near-misses).
  const movedFrom = new Set([between(random, 20, 50), between(random, 70, 100), between(random, 105, 125)]);
  let needle = '';
  const engines = esns.map((esn, e) => {
    const model = esn === target ? 'CFM56-7B27' : oneOf(random, MODELS);
    const csn = between(random, 5200, 19400);
    const tsn = Math.round(csn * (1.6 + random() * 0.9));
    const built = TODAY - between(random, 2900, 5200) * DAY;
    const lastVisit = random() < 0.85 ? TODAY - between(random, 90, 2800) * DAY : null;
    const llps = LLP_POSITIONS.map((p) => {
      const replaced = random() < 0.18;
      const partCsn = replaced ? between(random, 800, csn) : csn;
      const sn = serial(p.prefix);
      const fromTarget = movedFrom.has(e) && (p.position === 'HPT Stage 1 Disk' || random() < 0.15);
      if (esn === target && p.position === 'HPT Stage 1 Disk') needle = sn;
      return {
        module: p.module,
        position: p.position,
        pn: p.pn,
        sn,
        csn: partCsn,
        cyclesLimit: p.limit,
        cyclesRemaining: p.limit - partCsn,
        btbTrace: random() < 0.93 ? 'COMPLETE' : 'PARTIAL',
        previousEsn: fromTarget ? target : replaced && random() < 0.5 ? oneOf(random, esns) : null,
        installedOn: isoDate(replaced && lastVisit !== null ? lastVisit + between(random, 20, 60) * DAY : built),
        lastShopVisit: lastVisit === null ? null : isoDate(lastVisit),
        docRef: `BTB-${hex(random, 6).toUpperCase()}`,
      };
    });
    return {
      esn,
      model,
      operator: oneOf(random, CUSTOMERS),
      location: esn === target ? 'IN_SHOP' : oneOf(random, ['ON_WING', 'ON_WING', 'ON_WING', 'IN_SHOP', 'LEASE_POOL']),
      tsn,
      csn,
      asOf: isoSeconds(TODAY - between(random, 1, 20) * DAY - between(random, 0, 86_399) * 1000),
      llps,
    };
  });
  const output = JSON.stringify({
    export: { source: 'AAE-PTS', schema: 'llp-status/3.2', generatedAt: '2027-02-22T07:41:09Z', engineCount: engines.length },
    engines,
  });
  return probe(
    'round 133: llp tracker export',
    `What's the serial number of the HPT stage 1 disk currently fitted to engine ${target}?`,
    'llp_tracker_export',
    output,
    'hpt1-disk-serial',
    needle,
    true,
  );
}

/** a2: the borescope system's findings query, one line of XML; the NCR for one blade at last Tuesday's inspection. */
function borescopeFindings(): EconomicsTask {
  const random = seededRandom(133_102);
  const esns = engineSerials(random, 90, []).sort();
  const target = esns[Math.floor(esns.length * 0.5)]!;
  const ncrs = new Set<string>();
  const ncr = (year: string): string => {
    for (;;) {
      const n = `NCR-${year}-${pad2(between(random, 0, 19))}${pad2(between(random, 0, 99))}`;
      if (!ncrs.has(n)) {
        ncrs.add(n);
        return n;
      }
    }
  };
  const scopes = ['Olympus IPLEX NX 6.0mm', 'Waygate Mentor Visual iQ+ 6.1mm', 'Olympus IPLEX GAir 8.5mm'];
  const reasons = ['Induction inspection', 'Scheduled 1250 FC', 'Post test cell', 'EGT margin trend', 'Bird strike', 'FOD suspected'];
  type Finding = {
    module: string;
    stage: string;
    component: string;
    position: string;
    condition: string;
    text: string;
    measurement: string;
  };
  const generic = (): Finding => {
    const kind = pick(random, 7);
    if (kind === 0)
      return {
        module: 'HPT',
        stage: String(between(random, 1, 2)),
        component: 'Blade',
        position: String(between(random, 1, 80)),
        condition: oneOf(random, ['Coating loss', 'Burn', 'Tip curl', 'Tip erosion', 'Crack']),
        text: oneOf(random, ['Leading edge near tip', 'Trailing edge mid span', 'Pressure side platform', 'Tip cap']),
        measurement: `${(random() * 0.3 + 0.02).toFixed(3)} in`,
      };
    if (kind === 1)
      return {
        module: 'HPT',
        stage: '1',
        component: 'NGV',
        position: `Segment ${between(random, 1, 21)}`,
        condition: oneOf(random, ['Burn', 'Crack', 'Coating loss', 'Erosion']),
        text: oneOf(random, ['Trailing edge', 'Outer band', 'Inner band fillet']),
        measurement: `${(random() * 0.5 + 0.05).toFixed(3)} in`,
      };
    if (kind === 2)
      return {
        module: 'COMB',
        stage: '-',
        component: 'Liner',
        position: `Panel ${between(random, 1, 5)} @ ${between(random, 1, 12)} o'clock`,
        condition: oneOf(random, ['Crack', 'Burn', 'Distortion', 'Coating loss']),
        text: oneOf(random, ['Dilution hole radial', 'Cooling nugget', 'Between fuel nozzles']),
        measurement: `${(random() * 1.2 + 0.1).toFixed(2)} in`,
      };
    if (kind === 3)
      return {
        module: 'HPC',
        stage: String(between(random, 1, 9)),
        component: 'Blade',
        position: String(between(random, 1, 70)),
        condition: oneOf(random, ['Nick', 'Dent', 'Tip curl', 'Erosion']),
        text: oneOf(random, ['Leading edge', 'Tip', 'Trailing edge']),
        measurement: `${(random() * 0.08 + 0.005).toFixed(3)} in`,
      };
    if (kind === 4)
      return {
        module: 'LPT',
        stage: String(between(random, 1, 4)),
        component: 'Blade',
        position: String(between(random, 1, 160)),
        condition: oneOf(random, ['Shroud wear', 'Missing coating', 'Nick']),
        text: 'Tip shroud interlock',
        measurement: `${(random() * 0.05 + 0.005).toFixed(3)} in`,
      };
    if (kind === 5)
      return {
        module: 'FUEL',
        stage: '-',
        component: 'Nozzle',
        position: `Position ${between(random, 1, 20)}`,
        condition: oneOf(random, ['Carbon build-up', 'Coking', 'Swirler erosion']),
        text: 'Face and swirler',
        measurement: 'n/a',
      };
    return {
      module: 'HPT',
      stage: '1',
      component: 'Shroud',
      position: `Segment ${between(random, 1, 42)}`,
      condition: oneOf(random, ['Erosion', 'Burn', 'Rub']),
      text: 'Flow path face',
      measurement: `${(random() * 0.06 + 0.01).toFixed(3)} in`,
    };
  };
  type Row = { f: Finding; disposition: string; ncr: string };
  const findingXml = (seq: number, { f, disposition, ncr: ncrNo }: Row): string =>
    `<Finding seq="${seq}" module="${f.module}" stage="${f.stage}" component="${f.component}" position="${f.position}" condition="${f.condition}" location="${f.text}" measurement="${f.measurement}" limitRef="AMM 72-00-00-200-${between(random, 100, 999)}-F00" disposition="${disposition}" ncr="${ncrNo}" images="${between(random, 1, 9)}"/>`;
  const dispose = (f: Finding, year: string): Row => {
    const r = random();
    if (r < 0.62) return { f, disposition: 'SERVICEABLE', ncr: '' };
    if (r < 0.82) return { f, disposition: `MONITOR ${oneOf(random, ['250', '500', '750'])} FC`, ncr: '' };
    return { f, disposition: 'REJECT', ncr: ncr(year) };
  };
  const blade = (stage: string, position: string, condition: string, text: string): Finding => ({
    module: 'HPT',
    stage,
    component: 'Blade',
    position,
    condition,
    text,
    measurement: `${(random() * 0.2 + 0.05).toFixed(3)} in`,
  });
  let needle = '';
  const inspections: string[] = [];
  let id = 4100;
  for (const esn of esns) {
    const dates = esn === target ? [Date.UTC(2026, 11, 8), Date.UTC(2027, 0, 19), Date.UTC(2027, 1, 16)] : [];
    if (esn !== target) for (let i = between(random, 1, 3); i > 0; i--) dates.push(Date.UTC(2026, 10, 1) + between(random, 0, 111) * DAY);
    dates.sort((x, y) => x - y);
    const model = oneOf(random, MODELS);
    for (const date of dates) {
      const year = date < Date.UTC(2027, 0, 1) ? '26' : '27';
      const rows: Row[] = [];
      for (let s = between(random, 2, 9); s > 0; s--) {
        let f = generic();
        // On the target engine, blade 37 of the HPT has only the findings planted below.
        while (esn === target && f.module === 'HPT' && f.component === 'Blade' && f.position === '37') f = generic();
        rows.push(dispose(f, year));
      }
      if (esn === target && date === Date.UTC(2026, 11, 8))
        rows.splice(1, 0, { f: blade('1', '37', 'Coating loss', 'Leading edge near tip'), disposition: 'MONITOR 500 FC', ncr: '' });
      if (esn === target && date === Date.UTC(2027, 0, 19))
        rows.splice(
          2,
          0,
          { f: blade('1', '37', 'Burn', 'Leading edge near tip'), disposition: 'MONITOR 250 FC', ncr: '' },
          { f: blade('1', '12', 'Tip curl', 'Tip cap'), disposition: 'REJECT', ncr: ncr(year) },
        );
      if (esn === target && date === Date.UTC(2027, 1, 16)) {
        needle = ncr(year);
        rows.splice(
          1,
          0,
          { f: blade('1', '36', 'Burn', 'Leading edge near tip'), disposition: 'MONITOR 250 FC', ncr: '' },
          { f: blade('1', '37', 'Burn', 'Leading edge near tip, base metal exposed'), disposition: 'REJECT', ncr: needle },
          { f: blade('2', '37', 'Tip erosion', 'Tip cap'), disposition: 'REJECT', ncr: ncr(year) },
        );
      }
      const findings = rows.map((row, i) => findingXml(i + 1, row));
      inspections.push(
        `<Inspection id="BSI-${year}-${String(id++).padStart(5, '0')}" esn="${esn}" model="${model}" date="${isoDate(date)}" inspector="${oneOf(random, TECHS)}" equipment="${oneOf(random, scopes)}" reason="${oneOf(random, reasons)}" workOrder="WO-${year}-${String(between(random, 100, 999)).padStart(4, '0')}"><Findings count="${findings.length}">${findings.join('')}</Findings><Signoff by="${oneOf(random, TECHS)}" stamp="AAE-${between(random, 100, 480)}"/></Inspection>`,
      );
    }
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><bsi:InspectionSet xmlns:bsi="urn:aldergrove:bsi:2.1" generated="2027-02-22T08:02:44Z" from="2026-11-01" to="2027-02-21" order="esn,date" count="${inspections.length}">${inspections.join('')}</bsi:InspectionSet>\n`;
  return probe(
    'round 133: borescope findings xml',
    `On last Tuesday's borescope of engine ${target}, what NCR number did they raise for the burn on HPT stage 1 blade 37?`,
    'bsi_findings_query',
    output,
    'blade37-ncr',
    needle,
    true,
  );
}

/** What a part is, as far as its task cards go. */
type PartKind = 'llp' | 'airfoil' | 'static' | 'bearing' | 'lru';

/** Engine components by module, with the ESM chapter and the kind of part (it decides the task cards). */
const COMPONENTS: readonly { module: string; ata: string; name: string; kind: PartKind }[] = [
  ...[
    ['72-21-01', 'FAN BLADE SET', 'airfoil'],
    ['72-21-02', 'FAN DISK', 'llp'],
    ['72-21-03', 'FAN SPINNER CONE', 'static'],
    ['72-21-04', 'FAN SHAFT', 'llp'],
    ['72-22-01', 'BOOSTER SPOOL', 'llp'],
    ['72-22-02', 'BOOSTER VANES STG 2-4', 'airfoil'],
    ['72-23-01', 'FAN FRAME', 'static'],
    ['72-23-02', 'FAN CASE ABRADABLE', 'static'],
    ['72-23-03', 'NO.1 BEARING', 'bearing'],
    ['72-23-04', 'NO.2 BEARING', 'bearing'],
  ].map(([ata, name, kind]) => ({ module: 'FAN', ata: ata!, name: name!, kind: kind as PartKind })),
  ...[
    ['72-31-01', 'HPC STAGE 1-2 SPOOL', 'llp'],
    ['72-31-02', 'HPC STAGE 3 DISK', 'llp'],
    ['72-31-03', 'HPC STAGE 4-9 SPOOL', 'llp'],
    ['72-31-04', 'HPC CDP SEAL', 'llp'],
    ...Array.from({ length: 9 }, (_, i) => [`72-31-1${i}`, `HPC STAGE ${i + 1} BLADES`, 'airfoil']),
    ...Array.from({ length: 5 }, (_, i) => [`72-32-0${i}`, `HPC STAGE ${i + 1} VANES`, 'airfoil']),
    ['72-33-01', 'HPC FORWARD CASE', 'static'],
    ['72-33-02', 'HPC REAR CASE', 'static'],
    ['72-33-03', 'VSV ACTUATION RINGS', 'static'],
    ['72-33-04', 'NO.3 BEARING', 'bearing'],
  ].map(([ata, name, kind]) => ({ module: 'HPC', ata: ata!, name: name!, kind: kind as PartKind })),
  ...[
    ['72-41-01', 'COMBUSTOR OUTER LINER', 'static'],
    ['72-41-02', 'COMBUSTOR INNER LINER', 'static'],
    ['72-41-03', 'COMBUSTOR DOME', 'static'],
    ['72-41-04', 'COMBUSTION CASE', 'static'],
    ['73-11-01', 'FUEL NOZZLE SET', 'lru'],
    ['74-21-01', 'IGNITER PLUGS', 'lru'],
  ].map(([ata, name, kind]) => ({ module: 'COMB', ata: ata!, name: name!, kind: kind as PartKind })),
  ...[
    ['72-51-01', 'HPT STAGE 1 SHROUDS', 'static'],
    ['72-51-02', 'HPT STAGE 1 NOZZLE GUIDE VANES', 'airfoil'],
    ['72-52-01', 'HPT STAGE 1 BLADES', 'airfoil'],
    ['72-52-02', 'HPT STAGE 1 DISK', 'llp'],
    ['72-52-03', 'HPT FRONT ROTATING AIR SEAL', 'llp'],
    ['72-52-04', 'HPT FRONT SHAFT', 'llp'],
    ['72-51-03', 'HPT STAGE 2 NOZZLE GUIDE VANES', 'airfoil'],
    ['72-52-05', 'HPT STAGE 2 BLADES', 'airfoil'],
    ['72-52-06', 'HPT STAGE 2 DISK', 'llp'],
    ['72-52-07', 'HPT REAR SHAFT', 'llp'],
    ['72-53-01', 'HPT CASE', 'static'],
    ['72-53-02', 'NO.4 BEARING', 'bearing'],
  ].map(([ata, name, kind]) => ({ module: 'HPT', ata: ata!, name: name!, kind: kind as PartKind })),
  ...[
    ...Array.from({ length: 4 }, (_, i) => [`72-54-0${i + 1}`, `LPT STAGE ${i + 1} DISK`, 'llp']),
    ...Array.from({ length: 4 }, (_, i) => [`72-55-0${i + 1}`, `LPT STAGE ${i + 1} BLADES`, 'airfoil']),
    ...Array.from({ length: 4 }, (_, i) => [`72-56-0${i + 1}`, `LPT STAGE ${i + 1} VANES`, 'airfoil']),
    ['72-54-05', 'LPT SHAFT', 'llp'],
    ['72-54-06', 'LPT CONE SHAFT', 'llp'],
    ['72-57-01', 'LPT CASE', 'static'],
    ['72-57-02', 'TURBINE REAR FRAME', 'static'],
    ['72-57-03', 'NO.5 BEARING', 'bearing'],
  ].map(([ata, name, kind]) => ({ module: 'LPT', ata: ata!, name: name!, kind: kind as PartKind })),
  ...[
    ['72-61-01', 'INLET GEARBOX', 'lru'],
    ['72-62-01', 'TRANSFER GEARBOX', 'lru'],
    ['72-63-01', 'ACCESSORY GEARBOX', 'lru'],
    ['73-21-01', 'HYDROMECHANICAL UNIT', 'lru'],
    ['73-11-02', 'MAIN FUEL PUMP', 'lru'],
    ['79-21-01', 'LUBE AND SCAVENGE PUMP', 'lru'],
    ['80-11-01', 'PNEUMATIC STARTER', 'lru'],
    ['77-21-01', 'EGT HARNESS', 'lru'],
  ].map(([ata, name, kind]) => ({ module: 'AGB', ata: ata!, name: name!, kind: kind as PartKind })),
];

/** The task-card operations for a kind of part, with the shop that does them. */
const OPERATIONS: Record<PartKind, readonly (readonly [string, string])[]> = {
  llp: [
    ['REMOVE', 'MOD'],
    ['CLEAN', 'CLN'],
    ['VISUAL INSPECT', 'INSP'],
    ['FLUORESCENT PENETRANT INSPECT (FPI)', 'NDT'],
    ['EDDY CURRENT INSPECT - BORE AND BOLT HOLES', 'NDT'],
    ['DIMENSIONAL INSPECT', 'INSP'],
    ['QA BUYBACK', 'QA'],
    ['UPDATE LLP BACK-TO-BIRTH RECORD', 'REC'],
    ['INSTALL', 'MOD'],
  ],
  airfoil: [
    ['REMOVE', 'MOD'],
    ['CLEAN', 'CLN'],
    ['VISUAL INSPECT', 'INSP'],
    ['DIMENSIONAL INSPECT', 'INSP'],
    ['REPAIR PER VENDOR QUOTE', 'VEND'],
    ['MOMENT WEIGH AND MAP', 'BAL'],
    ['QA BUYBACK', 'QA'],
    ['INSTALL', 'MOD'],
  ],
  static: [
    ['CLEAN', 'CLN'],
    ['VISUAL INSPECT', 'INSP'],
    ['FLUORESCENT PENETRANT INSPECT (FPI)', 'NDT'],
    ['DIMENSIONAL INSPECT', 'INSP'],
    ['REPAIR', 'REP'],
    ['QA BUYBACK', 'QA'],
  ],
  bearing: [
    ['REMOVE', 'MOD'],
    ['CLEAN', 'CLN'],
    ['VISUAL INSPECT', 'BRG'],
    ['INSTALL', 'MOD'],
  ],
  lru: [
    ['REMOVE', 'MOD'],
    ['SEND TO VENDOR FOR TEST', 'VEND'],
    ['RECEIVE AND CHECK PAPERWORK', 'REC'],
    ['INSTALL', 'MOD'],
  ],
};

/** a3: the planning system's open work orders as CSV, one huge task-card field; one card of one work order. */
function workscopeExport(): EconomicsTask {
  const random = seededRandom(133_103);
  const targetWo = 'WO-27-0388';
  const statuses = ['OPEN', 'OPEN', 'OPEN', 'IN WORK', 'COMPLETE', 'COMPLETE', 'AWAITING PARTS', 'AT VENDOR'];
  const cards = (wo: string, modules: readonly string[], full: boolean): { text: string; needle: string } => {
    let seq = 0;
    let needle = '';
    const out: string[] = [];
    const general = [
      'RECEIVE ENGINE AND INDUCTION INSPECTION',
      'BORESCOPE INSPECTION ON INDUCTION',
      'REMOVE QEC KIT',
      'MOUNT ON TRANSPORTATION STAND',
    ];
    for (const g of general)
      out.push(
        `${wo}-T${String(++seq).padStart(4, '0')} | ESM 72-00-00-${between(random, 100, 899)} | ${g} | INSP | ${(between(random, 2, 16) / 2).toFixed(1)}h | COMPLETE`,
      );
    for (const c of COMPONENTS) {
      if (!modules.includes(c.module)) continue;
      if (!full && random() < 0.45) continue;
      for (const [op, shop] of OPERATIONS[c.kind]) {
        const id = `${wo}-T${String(++seq).padStart(4, '0')}`;
        if (wo === targetWo && c.name === 'HPT STAGE 2 DISK' && op.startsWith('FLUORESCENT')) needle = id;
        const hours = (between(random, 1, 24) / 2).toFixed(1);
        out.push(
          `${id} | ESM ${c.ata}-${between(random, 200, 899)}-80${between(random, 1, 9)} | ${c.name} - ${op} | ${shop} | ${hours}h | ${oneOf(random, statuses)}`,
        );
        if (full && (shop === 'NDT' || shop === 'INSP'))
          out.push(
            `${wo}-T${String(++seq).padStart(4, '0')} | QMS 02-14 | ${c.name} - ${op} - RECORD FINDINGS IN TRAX | REC | 0.5h | ${oneOf(random, statuses)}`,
          );
      }
    }
    if (full)
      for (const c of COMPONENTS) {
        if (c.kind === 'lru') continue;
        for (const step of ['BUILD - FIT AND TORQUE', 'BUILD - RECORD BUILD DIMENSIONS AND CLEARANCES', 'BUILD - INSPECTOR STAGE CHECK'])
          out.push(
            `${wo}-T${String(++seq).padStart(4, '0')} | ESM ${c.ata}-${between(random, 400, 899)}-80${between(random, 1, 9)} | ${c.name} - ${step} | ${step.includes('INSPECTOR') ? 'QA' : 'ASSY'} | ${(between(random, 1, 12) / 2).toFixed(1)}h | OPEN`,
          );
      }
    for (const g of [
      'ASSEMBLE ENGINE AND DRESS',
      'TEST CELL PASS-OFF RUN',
      'POST-TEST BORESCOPE',
      'PRESERVE AND PACK',
      'ISSUE EASA FORM 1 / FAA 8130-3',
    ])
      out.push(
        `${wo}-T${String(++seq).padStart(4, '0')} | ESM 72-00-00-${between(random, 100, 899)} | ${g} | QA | ${(between(random, 2, 16) / 2).toFixed(1)}h | OPEN`,
      );
    // Every card carries its planned date and, once started, who has it.
    let due = TODAY - between(random, 10, 40) * DAY;
    const dated = out.map((card) => {
      if (random() < 0.08) due += DAY;
      return `${card} | due ${isoDate(due)} | ${card.endsWith('OPEN') ? '-' : oneOf(random, TECHS)}`;
    });
    return { text: dated.join('; '), needle };
  };
  const numbers = new Set<number>([383, 388, 838]);
  while (numbers.size < 38) numbers.add(between(random, 300, 470));
  const wos = [...[...numbers].sort((x, y) => x - y).map((n) => `WO-27-${String(n).padStart(4, '0')}`), 'WO-26-0388'];
  wos.unshift(wos.pop()!);
  let needle = '';
  const rows = wos.map((wo) => {
    const full = wo === targetWo;
    const scope = full
      ? 'FULL OVERHAUL'
      : oneOf(random, [
          'HOT SECTION INSPECTION',
          'PERFORMANCE RESTORATION',
          'CORE MODULE SWAP',
          'LLP REPLACEMENT',
          'QEC CHANGE',
          'LPT MODULE REPAIR',
        ]);
    const modules = full
      ? ['FAN', 'HPC', 'COMB', 'HPT', 'LPT', 'AGB']
      : scope === 'LPT MODULE REPAIR'
        ? ['LPT']
        : scope === 'QEC CHANGE'
          ? ['AGB']
          : shuffle(random, ['HPC', 'COMB', 'HPT', 'LPT']).slice(0, between(random, 1, 3));
    const c = cards(wo, modules, full);
    if (full) needle = c.needle;
    const esn = `${between(random, 888, 899)}-${between(random, 100, 999)}`;
    const induction = isoDate(wo.startsWith('WO-26') ? Date.UTC(2026, 11, 14) : TODAY - between(random, 3, 50) * DAY);
    const count = c.text.split('; ').length;
    return `${wo},${esn},${oneOf(random, MODELS)},${oneOf(random, CUSTOMERS)},${induction},${scope},${full ? 'IN WORK' : oneOf(random, ['IN WORK', 'AWAITING PARTS', 'INDUCTED', 'ASSEMBLY'])},${oneOf(random, TECHS)},${count},"${c.text}"`;
  });
  const output = `wo_number,esn,engine_model,customer,induction_date,workscope,status,planner,card_count,task_cards\n${rows.join('\n')}\n`;
  return probe(
    'round 133: workscope export csv',
    `For work order ${targetWo}, which task card is the fluorescent penetrant inspection of the HPT stage 2 disk?`,
    'workscope_export',
    output,
    'hpt2-fpi-card',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** Registration prefixes of each customer's fleet. */
const REGISTRATIONS: Record<string, string> = {
  'Nordvik Air': 'LN-N',
  'Kestrel Airways': 'G-KS',
  'Halvorsen Air': 'OY-H',
  'Brightwater Aviation': 'EI-B',
  'Solent Regional': 'G-SL',
  'Corran Air Cargo': 'G-CR',
  'Tamsin Airlines': 'SE-T',
  'Vantor Air': 'D-AV',
  'Moray Express': 'G-MX',
  'Cairnside Airlines': 'EI-C',
  'Pelagic Air': 'CS-P',
  'Lindqvist Aviation': 'SE-L',
  'Aldergrove Lease Pool': 'G-AA',
};

/** b1: the open shop visits as YAML; the shop visit of the engine that came off one aircraft. */
function shopVisitList(): EconomicsTask {
  const random = seededRandom(133_201);
  const targetReg = 'LN-NVD';
  const nearRegs = ['LN-NVB', 'LN-NVE', 'LN-DVN', 'LN-NVO'];
  const n = 290;
  const esns = engineSerials(random, n, []);
  const reasons = [
    'EGT margin deterioration',
    'LLP soft time',
    'LLP hard life',
    'HPT blade distress found on borescope',
    'Bird strike, fan blade damage',
    'Oil consumption above limit',
    'Vibration N2 exceedance',
    'FOD to HPC stage 1',
    'Scheduled performance restoration',
    'Combustor liner burn-through on borescope',
  ];
  const scopes: Record<string, readonly string[]> = {
    'performance restoration': ['HPC', 'COMB', 'HPT', 'LPT'],
    'hot section inspection': ['COMB', 'HPT'],
    'full overhaul': ['FAN', 'HPC', 'COMB', 'HPT', 'LPT', 'AGB'],
    'LLP replacement': ['HPC', 'HPT', 'LPT'],
    'fan module repair': ['FAN'],
    'LPT module swap': ['LPT'],
  };
  const statuses = [
    'awaiting induction',
    'in disassembly',
    'in inspection',
    'awaiting parts',
    'at vendor repair',
    'in assembly',
    'awaiting test cell',
    'in test',
    'awaiting release',
  ];
  const usedRegs = new Set<string>([targetReg, ...nearRegs]);
  const reg = (customer: string): string => {
    for (;;) {
      const r = REGISTRATIONS[customer]! + chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2);
      if (!usedRegs.has(r)) {
        usedRegs.add(r);
        return r;
      }
    }
  };
  const mid = Math.floor(n * 0.52);
  const planted = new Map<number, string>([
    [mid, targetReg],
    [between(random, 30, 80), 'LN-NVB'],
    [between(random, 170, 230), 'LN-NVE'],
    [between(random, 240, 280), 'LN-NVO'],
  ]);
  const installTarget = between(random, 90, 140);
  const installNear = between(random, 180, 220);
  let start = Date.UTC(2026, 9, 20);
  let seq26 = 212;
  let seq27 = 1;
  let needle = '';
  const blocks = esns.map((esn, i) => {
    start += between(random, 2, 8) * 7_200_000;
    const inducted = Math.min(start, TODAY - DAY);
    const year = new Date(inducted).getUTCFullYear();
    const sv = year === 2026 ? `SV-26-${String(seq26++).padStart(4, '0')}` : `SV-27-${String(seq27++).padStart(4, '0')}`;
    const plantedReg = planted.get(i);
    const lease = i === installTarget || i === installNear;
    const customer = plantedReg !== undefined ? 'Nordvik Air' : lease ? 'Aldergrove Lease Pool' : oneOf(random, CUSTOMERS.slice(0, 12));
    if (plantedReg === targetReg) needle = sv;
    const aircraft = lease ? null : (plantedReg ?? reg(customer));
    const scope = oneOf(random, Object.keys(scopes));
    const removed = inducted - between(random, 3, 40) * DAY;
    const tat = between(random, 45, 110);
    const csn = between(random, 4000, 24000);
    const lines = [
      `  - shop_visit: ${sv}`,
      `    esn: "${esn}"`,
      `    engine_model: ${oneOf(random, MODELS)}`,
      `    customer: ${customer}`,
      `    contract: ${lease ? 'INTERNAL' : `${oneOf(random, ['PBH', 'T&M', 'FPA'])}-${customer.slice(0, 3).toUpperCase()}-${between(random, 2018, 2025)}-${pad2(between(random, 1, 12))}`}`,
      `    removal:`,
      `      aircraft: ${aircraft ?? 'n/a (spare engine)'}`,
      `      position: ${aircraft === null ? 'n/a' : between(random, 1, 2)}`,
      `      date: ${isoDate(removed)}`,
      `      reason: ${lease ? 'Lease return' : oneOf(random, reasons)}`,
      `      tsn: ${Math.round(csn * (1.7 + random() * 0.8))}`,
      `      csn: ${csn}`,
      `    induction:`,
      `      date: ${isoDate(inducted)}`,
      `      dock: Bay ${between(random, 1, 9)}`,
      `      workscope: ${scope}`,
      `      modules: [${scopes[scope]!.join(', ')}]`,
      `    planner: ${oneOf(random, TECHS)}`,
      `    status: ${oneOf(random, statuses)}`,
      `    tat_days: ${tat}`,
      `    redelivery_due: ${isoDate(inducted + tat * DAY)}`,
      `    install_on: ${i === installTarget ? targetReg : i === installNear ? 'LN-DVN' : 'null'}`,
    ];
    if (random() < 0.3)
      lines.push(
        `    open_items:`,
        ...Array.from(
          { length: between(random, 1, 3) },
          () =>
            `      - ${oneOf(random, ['NCR', 'AOG parts chase', 'Vendor quote approval', 'Customer concession request'])} ${oneOf(random, ['NCR-27-', 'PO-27-', 'VQ-27-', 'CR-27-'])}${String(between(random, 1, 1999)).padStart(4, '0')}`,
        ),
      );
    return lines.join('\n');
  });
  const output = `# shop_visit_list --status open --format yaml\n# ${blocks.length} shop visits, generated 2027-02-22T08:15:02Z by aae-mro-api v4.8.2\nsite: Aldergrove Aero Engines, Belfast\nshop_visits:\n${blocks.join('\n')}\n`;
  return probe(
    'round 133: shop visit list yaml',
    `Which shop visit is the engine we pulled off ${targetReg}?`,
    'shop_visit_list',
    output,
    'lnnvd-shop-visit',
    needle,
  );
}

/** b2: the tool crib's calibration records as pretty JSON; the certificate of one torque wrench's latest calibration. */
function calibrationRecords(): EconomicsTask {
  const random = seededRandom(133_202);
  const target = 'AAE-TW-0417';
  const kinds: readonly { tag: string; what: string; makers: readonly (readonly [string, string])[]; interval: number }[] = [
    {
      tag: 'TW',
      what: 'Click-type torque wrench',
      makers: [
        ['Norbar', 'TTi'],
        ['CDI', '2503MFRPH'],
        ['Snap-on', 'QD3R'],
        ['Tohnichi', 'QL'],
      ],
      interval: 365,
    },
    {
      tag: 'TM',
      what: 'Torque multiplier',
      makers: [
        ['Norbar', 'HT-'],
        ['Snap-on', 'MTM'],
      ],
      interval: 365,
    },
    {
      tag: 'PG',
      what: 'Test pressure gauge',
      makers: [
        ['WIKA', 'CPG1500'],
        ['Druck', 'DPI 104'],
      ],
      interval: 180,
    },
    {
      tag: 'MC',
      what: 'Outside micrometer',
      makers: [
        ['Mitutoyo', '103-'],
        ['Starrett', 'T436'],
      ],
      interval: 365,
    },
    {
      tag: 'VC',
      what: 'Digital caliper',
      makers: [
        ['Mitutoyo', '500-'],
        ['Starrett', '798'],
      ],
      interval: 365,
    },
    {
      tag: 'DI',
      what: 'Dial test indicator',
      makers: [
        ['Mitutoyo', '513-'],
        ['Mahr', 'MarTest 800'],
      ],
      interval: 365,
    },
    {
      tag: 'BS',
      what: 'Video borescope',
      makers: [
        ['Olympus', 'IPLEX NX'],
        ['Waygate', 'Mentor Visual iQ+'],
      ],
      interval: 730,
    },
    {
      tag: 'TC',
      what: 'Thermocouple calibrator',
      makers: [
        ['Fluke', '714B'],
        ['Beamex', 'MC6'],
      ],
      interval: 365,
    },
    {
      tag: 'CT',
      what: 'Crimp tool',
      makers: [
        ['Daniels', 'AF8'],
        ['Daniels', 'M22520/1-01'],
      ],
      interval: 365,
    },
    {
      tag: 'MM',
      what: 'Digital multimeter',
      makers: [
        ['Fluke', '87V'],
        ['Fluke', '289'],
      ],
      interval: 365,
    },
  ];
  const labs = [
    ['Belfast Precision Calibration Ltd (UKAS 0741)', 'BPC'],
    ['Aldergrove in-house cal lab', 'AAE-CAL'],
    ['Norbar Torque Tools Ltd (UKAS 0256)', 'NTT'],
    ['Trescal UK (UKAS 0018)', 'TRS'],
  ] as const;
  const locations = [
    'Module Shop / HPT cell',
    'Module Shop / LPT cell',
    'Assembly Line 1',
    'Assembly Line 2',
    'Test Cell 1',
    'Test Cell 2',
    'NDT Lab',
    'Tool Crib A',
    'Tool Crib B',
    'Accessory Shop',
  ];
  const certs = new Set<string>();
  const cert = (date: number, prefix: string): string => {
    for (;;) {
      const c = `${prefix}-${String(new Date(date).getUTCFullYear()).slice(2)}-${String(between(random, 1000, 129_999)).padStart(6, '0')}`;
      if (!certs.has(c)) {
        certs.add(c);
        return c;
      }
    }
  };
  type Asset = { tag: string; dueAt: number; json: (indent: string) => string };
  const tags = new Set<string>([target, 'AAE-TW-0471', 'AAE-TW-0147', 'AAE-TM-0417']);
  const all: string[] = [target, 'AAE-TW-0471', 'AAE-TW-0147', 'AAE-TM-0417'];
  while (all.length < 520) {
    const k = oneOf(random, kinds);
    const t = `AAE-${k.tag}-${String(between(random, 1, 999)).padStart(4, '0')}`;
    if (tags.has(t)) continue;
    tags.add(t);
    all.push(t);
  }
  let needle = '';
  const build = (tag: string, last: number): Asset => {
    const k = kinds.find((x) => tag.startsWith(`AAE-${x.tag}-`))!;
    const [maker, model] = oneOf(random, k.makers);
    const labFor = () =>
      tag.includes('-TW-') || tag.includes('-TM-')
        ? oneOf(random, [labs[0], labs[2], labs[1]])
        : oneOf(random, [labs[0], labs[1], labs[3]]);
    const [lab, prefix] = labFor();
    const certificate = cert(last, prefix);
    if (tag === target) needle = certificate;
    const history = Array.from({ length: between(random, 1, 4) }, (_, i) => {
      const date = last - (i + 1) * k.interval * DAY + between(random, -12, 12) * DAY;
      const [hLab, hPrefix] = random() < 0.7 ? [lab, prefix] : labFor();
      return { date, lab: hLab, certificate: cert(date, hPrefix), result: random() < 0.94 ? 'pass' : 'adjusted' };
    });
    const range =
      k.tag === 'TW'
        ? oneOf(random, [
            '5-25 N·m, 1/4 in sq. drive',
            '20-100 N·m, 3/8 in sq. drive',
            '40-200 N·m, 1/2 in sq. drive',
            '60-340 N·m, 1/2 in sq. drive',
          ])
        : '';
    const note =
      tag === 'AAE-TW-0471'
        ? 'Loan unit while AAE-TW-0417 was at the lab in 2025'
        : random() < 0.1
          ? oneOf(random, [
              'Ratchet head replaced 2025',
              'Dedicated to HPT blade retainer torque',
              'Customer-owned, return with engine',
              'Case label re-issued',
            ])
          : null;
    return {
      tag,
      dueAt: last + k.interval * DAY,
      json: (ind) =>
        [
          `${ind}{`,
          `${ind}  "asset_tag": "${tag}",`,
          `${ind}  "description": "${k.what}${range ? ` ${range}` : ''}",`,
          `${ind}  "status": "${last + k.interval * DAY < TODAY + 30 * DAY ? 'due_soon' : 'in_service'}",`,
          `${ind}  "last_calibration": {`,
          `${ind}    "date": "${isoDate(last)}",`,
          `${ind}    "certificate": "${certificate}",`,
          `${ind}    "performed_by": "${lab}",`,
          `${ind}    "as_found": "${random() < 0.95 ? 'within tolerance' : 'adjusted, within tolerance after adjustment'}",`,
          `${ind}    "as_left": "within tolerance",`,
          `${ind}    "uncertainty": "±${(random() * 1.5 + 0.3).toFixed(1)} %"`,
          `${ind}  },`,
          `${ind}  "next_due": "${isoDate(last + k.interval * DAY)}",`,
          `${ind}  "manufacturer": "${maker}",`,
          `${ind}  "model": "${model}${model.endsWith('-') ? between(random, 100, 260) : ''}",`,
          `${ind}  "serial_no": "${chars(random, '0123456789', 1)}${chars(random, SN_ALPHA, between(random, 5, 8))}",`,
          `${ind}  "location": "${oneOf(random, locations)}",`,
          `${ind}  "custodian": "${oneOf(random, TECHS)}",`,
          `${ind}  "interval_days": ${k.interval},`,
          `${ind}  "notes": ${note === null ? 'null' : `"${note}"`},`,
          `${ind}  "history": [`,
          history
            .map((h) =>
              [
                `${ind}    {`,
                `${ind}      "date": "${isoDate(h.date)}",`,
                `${ind}      "certificate": "${h.certificate}",`,
                `${ind}      "performed_by": "${h.lab}",`,
                `${ind}      "result": "${h.result}"`,
                `${ind}    }`,
              ].join('\n'),
            )
            .join(',\n'),
          `${ind}  ]`,
          `${ind}}`,
        ].join('\n'),
    };
  };
  // Every asset's last calibration, then the records in due order (the calibration recall list).
  const assets = all.map((tag) => {
    const k = kinds.find((x) => tag.startsWith(`AAE-${x.tag}-`))!;
    const last = tag === target ? Date.UTC(2026, 7, 27) : TODAY - between(random, 5, k.interval - 2) * DAY;
    return build(tag, last);
  });
  assets.sort((x, y) => x.dueAt - y.dueAt || (x.tag < y.tag ? -1 : 1));
  const output = [
    '{',
    '  "query": {',
    '    "site": "AAE-BFS",',
    '    "categories": "all",',
    '    "status": ["in_service", "due_soon"],',
    '    "order_by": "next_due",',
    '    "generated_at": "2027-02-22T08:31:57Z"',
    '  },',
    `  "count": ${assets.length},`,
    '  "assets": [',
    assets.map((a) => a.json('    ')).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
  return probe(
    'round 133: calibration records json',
    `What's the certificate number from the latest calibration of torque wrench ${target}?`,
    'calibration_records_get',
    output,
    'tw0417-cert',
    needle,
  );
}

/** b3: the LLP sync service's journal, with Python tracebacks; the part it was on when one KeyError was raised. */
function llpSyncJournal(): EconomicsTask {
  const random = seededRandom(133_203);
  const serial = serialMaker(random);
  const esns = engineSerials(random, 60, []);
  const from = Date.UTC(2027, 1, 21, 0, 0);
  const until = Date.UTC(2027, 1, 22, 7, 0);
  const targetHour = Date.UTC(2027, 1, 21, 16, 0);
  const lines: string[] = [];
  let pid = 21877;
  const stamp = (ms: number): string => {
    const d = new Date(ms);
    return `Feb ${d.getUTCDate()} ${isoSeconds(ms).slice(11, 19)}`;
  };
  const log = (ms: number, level: string, logger: string, message: string): void => {
    const iso = isoSeconds(ms).replace('T', ' ').slice(0, 19);
    lines.push(`${stamp(ms)} aae-pts-app02 llp-sync[${pid}]: ${iso},${String(ms % 1000).padStart(3, '0')} ${level} ${logger}: ${message}`);
  };
  const raw = (ms: number, text: string): void => {
    lines.push(`${stamp(ms)} aae-pts-app02 llp-sync[${pid}]: ${text}`);
  };
  const part = (): { esn: string; pn: string; sn: string; position: string } => {
    const p = oneOf(random, LLP_POSITIONS);
    return { esn: oneOf(random, esns), pn: p.pn, sn: serial(p.prefix), position: p.position };
  };
  const frames = (ms: number, tail: readonly string[]): void => {
    raw(ms, 'Traceback (most recent call last):');
    raw(ms, '  File "/opt/llp-sync/llp_sync/worker.py", line 212, in sync_batch');
    raw(ms, '    self.sync_record(row)');
    for (const t of tail) raw(ms, t);
  };
  let needle = '';
  for (let hour = from; hour < until; hour += HOUR) {
    let t = hour + between(random, 0, 40) * 1000;
    const batch = `${isoDate(hour).replace(/-/g, '')}-${isoSeconds(hour).slice(11, 13)}00`;
    const count = between(random, 18, 42);
    if (random() < 0.04) {
      pid += between(random, 3, 400);
      raw(t, `Started llp-sync.service - Aldergrove LLP sync (Trax -> PTS).`);
    }
    log(t, 'INFO', 'llp_sync.worker', `batch ${batch} started: ${count} changed records from trax (cursor=${hex(random, 12)})`);
    const failAt = hour === targetHour ? between(random, 8, count - 6) : -1;
    let synced = 0;
    for (let r = 0; r < count; r++) {
      t += between(random, 200, 4000);
      const p = part();
      const rec = `esn=${p.esn} pn=${p.pn} sn=${p.sn}`;
      if (r === failAt) {
        needle = p.sn;
        log(t, 'ERROR', 'llp_sync.worker', `failed to sync record ${rec} (source=trax batch=${batch})`);
        frames(t, [
          '  File "/opt/llp-sync/llp_sync/worker.py", line 264, in sync_record',
          '    status = self.mapper.to_status(row)',
          '  File "/opt/llp-sync/llp_sync/mapping.py", line 88, in to_status',
          '    btb = int(row["back_to_birth_cycles"])',
          "KeyError: 'back_to_birth_cycles'",
        ]);
        continue;
      }
      const roll = random();
      if (roll < 0.035) {
        log(t, 'ERROR', 'llp_sync.worker', `failed to sync record ${rec} (source=trax batch=${batch})`);
        frames(t, [
          '  File "/opt/llp-sync/llp_sync/worker.py", line 264, in sync_record',
          '    status = self.mapper.to_status(row)',
          '  File "/opt/llp-sync/llp_sync/mapping.py", line 81, in to_status',
          '    csn = int(row["cycles_since_new"])',
          "KeyError: 'cycles_since_new'",
        ]);
      } else if (roll < 0.06) {
        log(t, 'ERROR', 'llp_sync.worker', `failed to sync record ${rec} (source=trax batch=${batch})`);
        frames(t, [
          '  File "/opt/llp-sync/llp_sync/worker.py", line 264, in sync_record',
          '    status = self.mapper.to_status(row)',
          '  File "/opt/llp-sync/llp_sync/mapping.py", line 95, in to_status',
          '    limit = int(row["life_limit_cycles"])',
          `ValueError: invalid literal for int() with base 10: '${oneOf(random, ['N/A', 'TBD', '20,000', ''])}'`,
        ]);
      } else if (roll < 0.075) {
        log(t, 'ERROR', 'llp_sync.worker', `failed to sync record ${rec} (source=trax batch=${batch})`);
        frames(t, [
          '  File "/opt/llp-sync/llp_sync/worker.py", line 271, in sync_record',
          '    self.pts.put_status(status)',
          '  File "/opt/llp-sync/llp_sync/pts_client.py", line 57, in put_status',
          '    resp = self.session.put(url, json=payload, timeout=30)',
          '  File "/opt/llp-sync/venv/lib/python3.11/site-packages/requests/sessions.py", line 649, in put',
          '    return self.request("PUT", url, data=data, **kwargs)',
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='pts-api.aae.local', port=443): Read timed out. (read timeout=30)",
        ]);
      } else if (roll < 0.14) {
        log(
          t,
          'WARNING',
          'llp_sync.mapping',
          `back_to_birth_cycles empty for ${rec}, trace ${oneOf(random, ['PARTIAL', 'PENDING'])}; using cycles_since_new`,
        );
        synced++;
      } else if (roll < 0.17) {
        log(
          t,
          'WARNING',
          'llp_sync.mapping',
          `${rec} position "${p.position}" installed date later than engine removal date, kept trax value`,
        );
        synced++;
      } else {
        log(
          t,
          'INFO',
          'llp_sync.worker',
          `synced ${rec} csn=${between(random, 500, 24000)} btb=${random() < 0.9 ? 'COMPLETE' : 'PARTIAL'} (${between(random, 40, 900)} ms)`,
        );
        synced++;
      }
    }
    t += between(random, 500, 3000);
    log(
      t,
      'INFO',
      'llp_sync.worker',
      `batch ${batch} finished: ${synced} synced, ${count - synced} failed, next run in ${60 - new Date(t).getUTCMinutes()} min`,
    );
    if (random() < 0.2)
      log(
        t + 1000,
        'INFO',
        'llp_sync.health',
        `pts-api ok (p95 ${between(random, 80, 900)} ms), trax-api ok (p95 ${between(random, 120, 1500)} ms)`,
      );
  }
  const output = `-- Logs begin at Mon 2027-02-01 00:00:03 UTC, end at Mon 2027-02-22 07:02:11 UTC. --\n${lines.join('\n')}\n`;
  return probe(
    'round 133: llp sync journal',
    'Yesterday afternoon the LLP sync threw a KeyError on back_to_birth_cycles. Which part serial number was it working on when that happened?',
    'journalctl_llp_sync',
    output,
    'keyerror-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the test cells' run summary, a fixed-width report by customer; Friday afternoon's EGT margin for one customer. */
function testCellRunSummary(): EconomicsTask {
  const random = seededRandom(133_301);
  const needle = '41.7';
  const customers = [...CUSTOMERS].sort();
  const types = ['PASS-OFF', 'PASS-OFF', 'PASS-OFF', 'PERFORMANCE', 'VIBRATION SURVEY', 'TRIM BALANCE', 'RE-RUN', 'LEAK CHECK'];
  const results = ['ACCEPT', 'ACCEPT', 'ACCEPT', 'ACCEPT', 'ACCEPT', 'RERUN', 'HOLD'];
  const header = (page: number): string[] => [
    `ALDERGROVE AERO ENGINES LTD                        TEST CELL RUN SUMMARY (BY CUSTOMER)                                  PAGE ${String(page).padStart(4)}`,
    'REPORT TCR-110   PRINTED 22-FEB-2027 06:58   CELLS TC1,TC2   PERIOD 01-NOV-2026 TO 21-FEB-2027   UNITS: DEG C, LBF, IPS, QT/H',
    '',
    'RUN ID          CELL DATE        START ESN     MODEL        TEST TYPE         TO N1%  TO EGT   EGTM  FN LBF  N1 VIB  N2 VIB  OIL QPH RESULT   OPERATOR',
    '--------------- ---- ----------- ----- ------- ------------ ---------------- ------- ------- ------ ------- ------- ------- -------- -------- ----------------',
  ];
  const row = (run: string, cell: string, at: number, esn: string, model: string, type: string, egtm: string, result: string): string => {
    const egt = (930 - Number(egtm) + random() * 12 - 6).toFixed(1);
    return [
      run.padEnd(15),
      cell.padEnd(4),
      dmy(at).padEnd(11),
      hhmm(at).padEnd(5),
      esn.padEnd(7),
      model.padEnd(12),
      type.padEnd(16),
      (99 + random() * 4).toFixed(1).padStart(7),
      egt.padStart(7),
      egtm.padStart(6),
      String(between(random, 21_500, 33_800)).padStart(7),
      (random() * 0.9 + 0.1).toFixed(2).padStart(7),
      (random() * 0.7 + 0.1).toFixed(2).padStart(7),
      (random() * 0.25 + 0.03).toFixed(2).padStart(8),
      result.padEnd(8),
      oneOf(random, TECHS),
    ].join(' ');
  };
  const body: string[] = [];
  let runNo = 3100;
  const runId = (cell: string, at: number): string => `${cell}-${isoDate(at).slice(2).replace(/-/g, '')}-${runNo++}`;
  const fri = Date.UTC(2027, 1, 19);
  for (const customer of customers) {
    body.push('', `CUSTOMER: ${customer.toUpperCase()}`, '');
    const n = customer === 'Nordvik Air' ? 44 : between(random, 28, 52);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      let at: number;
      do at = Date.UTC(2026, 10, 1) + between(random, 0, 111) * DAY + between(random, 6, 21) * HOUR + between(random, 0, 11) * 5 * MINUTE;
      while (at >= fri && at < fri + DAY);
      times.push(at);
    }
    if (customer === 'Nordvik Air')
      times.push(fri + 8 * HOUR + 10 * MINUTE, fri + 14 * HOUR + 35 * MINUTE, fri - DAY + 15 * HOUR + 5 * MINUTE);
    times.sort((x, y) => x - y);
    const egtms: number[] = [];
    for (const at of times) {
      const isTarget = customer === 'Nordvik Air' && at === fri + 14 * HOUR + 35 * MINUTE;
      const cell = oneOf(random, ['TC1', 'TC2']);
      const esn = `${between(random, 888, 899)}-${between(random, 100, 999)}`;
      if (isTarget) {
        egtms.push(Number(needle));
        body.push(row(runId(cell, at), cell, at, esn, 'CFM56-7B27', 'PASS-OFF', needle, 'ACCEPT'));
        continue;
      }
      let line: string;
      let egtm: string;
      do {
        egtm = (random() * 60 + 8).toFixed(1);
        line = row(runId(cell, at), cell, at, esn, oneOf(random, MODELS), oneOf(random, types), egtm, oneOf(random, results));
      } while (line.includes(needle));
      egtms.push(Number(egtm));
      body.push(line);
    }
    let avg = (egtms.reduce((a, b) => a + b, 0) / egtms.length).toFixed(1);
    if (avg.includes(needle)) avg = (Number(avg) + 0.1).toFixed(1);
    body.push(
      `${''.padEnd(15)} ${customer.toUpperCase()} TOTAL RUNS ${times.length}   MEAN EGTM ${avg}   CELL HOURS ${(times.length * (2 + random())).toFixed(1)}`,
    );
  }
  const pages: string[] = [];
  for (let i = 0, page = 1; i < body.length; i += 56, page++) pages.push([...header(page), ...body.slice(i, i + 56)].join('\n'));
  const legend = [
    '',
    'LEGEND',
    '  TO N1%   TAKE-OFF FAN SPEED, PERCENT OF RATED',
    '  TO EGT   TAKE-OFF EXHAUST GAS TEMPERATURE, CORRECTED, DEG C',
    '  EGTM     MARGIN TO THE EGT RED LINE AT THE HOT-DAY TAKE-OFF RATING, DEG C',
    '  FN LBF   CORRECTED TAKE-OFF THRUST',
    '  N1/N2 VIB  PEAK BROADBAND VIBRATION, INCHES PER SECOND',
    '  OIL QPH  OIL CONSUMPTION OVER THE STABILISED RUN, US QUARTS PER HOUR',
    '*** END OF REPORT TCR-110 ***',
  ];
  const output = `${pages.join('\n\f\n')}\n${legend.join('\n')}\n`;
  return probe(
    'round 133: test cell run summary',
    "Nordvik's technical rep is coming in on Thursday and will want to go through the numbers with us. For their engine that we ran in the cell on Friday afternoon, how much headroom did it have on exhaust gas temperature?",
    'testcell_run_summary',
    output,
    'friday-egt-headroom',
    needle,
  );
}

/** Parts Aldergrove releases on a Form 1: part number, description, usual quantity, serial prefix. */
const RELEASED_PARTS: readonly (readonly [string, string, number, string])[] = [
  ['2101M41G03', 'NOZZLE ASSY, FUEL', 20, 'FNZ'],
  ['1310M21P04', 'PUMP, FUEL MAIN', 1, 'MFP'],
  ['3214M67G01', 'HYDROMECHANICAL UNIT', 1, 'HMU'],
  ['2377M34P02', 'BLADE, HPT STG 1', 80, 'HTB'],
  ['1847M52G05', 'SHROUD SET, HPT STG 1', 1, 'HSS'],
  ['1750M88G04', 'NGV SEGMENT, HPT STG 1', 21, 'NGV'],
  ['1523M41P04', 'SEAL, HPC CDP', 1, 'GKE'],
  ['1962M44P01', 'DISK, LPT STG 3', 1, 'GLC'],
  ['9981M12P03', 'PLUG, IGNITER', 2, 'IGP'],
  ['2045M19G02', 'ACTUATOR, VSV', 1, 'VSA'],
  ['3876-301-02', 'STARTER, PNEUMATIC', 1, 'PST'],
  ['1499M77G01', 'LINER, COMBUSTOR OUTER', 1, 'CLO'],
  ['340-214-108-0', 'BLADE SET, FAN', 24, 'FBS'],
];

/** c2: the quality portal's release certificate register (HTML, sorted by customer); the Form 1 of one customer's fuel nozzles. */
function releaseCertificateRegister(): EconomicsTask {
  const random = seededRandom(133_302);
  const serial = serialMaker(random);
  const customers = CUSTOMERS.map((c) => ({ name: c, legal: `${c.toUpperCase()}${c.includes('Lease') ? '' : ' LTD'}` }));
  const works = ['OVERHAULED', 'REPAIRED', 'INSPECTED/TESTED', 'MODIFIED', 'REPAIRED'];
  const staff = [
    'S. Byrne (AAE-C114)',
    'R. McAuley (AAE-C087)',
    'A. Lindgren (AAE-C132)',
    'T. Haughey (AAE-C059)',
    'K. Doherty (AAE-C141)',
  ];
  const trackingNos = new Set<string>();
  const trackingNo = (at: number): string => {
    for (;;) {
      const t = `AAE-F1-${String(new Date(at).getUTCFullYear()).slice(2)}-${String(between(random, 1, 1400)).padStart(5, '0')}`;
      if (!trackingNos.has(t)) {
        trackingNos.add(t);
        return t;
      }
    }
  };
  type Cert = { customer: (typeof customers)[number]; at: number; part: (typeof RELEASED_PARTS)[number]; work: string; target?: boolean };
  const certs: Cert[] = [];
  for (let i = 0; i < 880; i++) {
    const customer = oneOf(random, customers);
    const part = oneOf(random, RELEASED_PARTS);
    const at = Date.UTC(2026, 10, 1) + between(random, 0, 111) * DAY;
    // Kestrel's fuel nozzles are the three planted below, nobody else's.
    if (customer.name === 'Kestrel Airways' && part[1] === 'NOZZLE ASSY, FUEL') continue;
    certs.push({ customer, at, part, work: oneOf(random, works) });
  }
  const kestrel = customers.find((c) => c.name === 'Kestrel Airways')!;
  const nozzles = RELEASED_PARTS[0]!;
  certs.push(
    { customer: kestrel, at: Date.UTC(2026, 11, 8), part: nozzles, work: 'INSPECTED/TESTED' },
    { customer: kestrel, at: Date.UTC(2027, 1, 9), part: nozzles, work: 'OVERHAULED', target: true },
    { customer: kestrel, at: Date.UTC(2027, 1, 16), part: RELEASED_PARTS[1]!, work: 'OVERHAULED' },
    { customer: customers[0]!, at: Date.UTC(2027, 1, 11), part: nozzles, work: 'OVERHAULED' },
    { customer: customers[5]!, at: Date.UTC(2027, 1, 3), part: nozzles, work: 'OVERHAULED' },
  );
  certs.sort((x, y) => (x.customer.legal < y.customer.legal ? -1 : x.customer.legal > y.customer.legal ? 1 : x.at - y.at));
  let needle = '';
  let rowId = 48_100;
  const rows = certs.map((c, i) => {
    const tn = trackingNo(c.at);
    if (c.target) needle = tn;
    const [pn, desc, usual, prefix] = c.part;
    const qty = usual > 1 ? usual - (random() < 0.3 ? between(random, 1, Math.min(6, usual - 1)) : 0) : 1;
    const sn = qty === 1 ? serial(prefix) : `${qty} S/N, see attached list ${prefix}-L${between(random, 1000, 9999)}`;
    const ship = c.at + between(random, 0, 3) * DAY;
    const remarks =
      random() < 0.7
        ? `Shipped ${dmy(ship).toLowerCase()} AWB ${between(random, 100, 999)}-${between(random, 1000, 9999)} ${between(random, 1000, 9999)}`
        : oneOf(random, [
            'Held at AAE pending customer collection',
            'Dual release EASA/FAA',
            'Concession CR-27-0112 applies',
            'Repaired per DER repair RS-4471',
          ]);
    const wo = `WO-${String(new Date(c.at).getUTCFullYear()).slice(2)}-${String(between(random, 1, 480)).padStart(4, '0')}`;
    const d = new Date(c.at);
    const id = rowId++;
    return `<tr class="${i % 2 ? 'row-odd' : 'row-even'}" data-id="${id}"><td class="tn"><a href="/arc/view?id=${id}">${tn}</a></td><td>${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}</td><td>${wo}</td><td>${c.customer.legal}</td><td>${pn}</td><td>${desc}</td><td class="num">${qty}</td><td>${sn}</td><td>${c.work}</td><td>${remarks}</td><td>${oneOf(random, staff)}</td><td><a class="pdf" href="/arc/pdf?id=${id}" title="PDF">&#128196;</a></td></tr>`;
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Release Certificates · AAE Quality Portal</title>',
    '<link rel="stylesheet" href="/static/qp.css?v=4.12.3">',
    '<script src="/static/qp.js?v=4.12.3" defer></script>',
    '</head>',
    '<body class="qp">',
    '<header class="qp-top"><a class="brand" href="/">Aldergrove Aero Engines · Quality Portal</a><nav><a href="/ncr">NCRs</a><a href="/arc" class="active">Release Certificates</a><a href="/audits">Audits</a><a href="/staff">Certifying Staff</a><a href="/tooling">Tooling</a></nav><span class="user">signed in as planning.ro</span></header>',
    '<main>',
    '<h1>Authorised Release Certificates</h1>',
    `<p class="filters">Issued 01/11/2026 &ndash; 21/02/2027 &middot; All customers &middot; Forms: EASA Form 1 / FAA 8130-3 (dual release) &middot; ${rows.length} certificates</p>`,
    '<table class="grid" id="arc-register">',
    '<thead><tr><th>Form Tracking No.</th><th>Issued</th><th>Work Order</th><th class="sorted asc">Customer &#9650;</th><th>Part No.</th><th>Description</th><th>Qty</th><th>Serial / Batch</th><th>Status / Work</th><th>Remarks</th><th>Certifying Staff</th><th></th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    `<footer class="qp-foot">Aldergrove Aero Engines Ltd &middot; EASA Part-145 UK.145.01337 &middot; FAA Repair Station A7LG412K &middot; page generated 22/02/2027 08:47</footer>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 133: release certificate register html',
    "Kestrel Airways' stores just rang chasing the paperwork for the fuel injectors we overhauled and shipped back to them earlier this month. What's the tracking number on that release cert?",
    'quality_portal_fetch',
    output,
    'kestrel-nozzle-form1',
    needle,
  );
}

/** c3: the stores service's transaction log (logfmt) since Saturday; the HPT shroud set issued to bay 4 yesterday just after 3pm. */
function storesTransactionLog(): EconomicsTask {
  const random = seededRandom(133_303);
  const serial = serialMaker(random);
  const users = [
    'jokafor',
    'mkowalski',
    'sbyrne',
    'rmcauley',
    'alindgren',
    'dfitzpatrick',
    'pnair',
    'cquinn',
    'lmoreau',
    'thaughey',
    'stores.kiosk2',
  ];
  const bays = ['BAY-01', 'BAY-02', 'BAY-03', 'BAY-04', 'BAY-05', 'BAY-06', 'BAY-07', 'MOD-SHOP', 'TEST-CELL', 'NDT-LAB'];
  const consumables = [
    ['MIL-PRF-23699', 'OIL, TURBINE ENGINE 1QT', 'QT'],
    ['AMS3217-1', 'COMPOUND, ANTI-SEIZE', 'EA'],
    ['NAS1611-228', 'PACKING, PREFORMED', 'EA'],
    ['MS9068-014', 'O-RING', 'EA'],
    ['AS3209-015', 'LOCKWIRE .032 INCONEL', 'FT'],
    ['J221P010', 'GASKET, FLANGE', 'EA'],
    ['CP8103', 'SEALANT, HIGH TEMP', 'TU'],
  ] as const;
  const start = Date.UTC(2027, 1, 20, 0, 0);
  const end = Date.UTC(2027, 1, 22, 11, 40);
  const target = Date.UTC(2027, 1, 21, 15, 6, 41);
  type Planted = { at: number; type: string; dest: string; target?: boolean };
  const planted: Planted[] = [
    { at: target, type: 'ISSUE', dest: 'BAY-04', target: true },
    { at: Date.UTC(2027, 1, 21, 9, 42, 5), type: 'ISSUE', dest: 'BAY-04' },
    { at: Date.UTC(2027, 1, 21, 15, 24, 17), type: 'ISSUE', dest: 'BAY-02' },
    { at: Date.UTC(2027, 1, 21, 15, 13, 52), type: 'RETURN', dest: 'BAY-04' },
    { at: Date.UTC(2027, 1, 20, 15, 4, 9), type: 'ISSUE', dest: 'BAY-04' },
  ];
  const times: number[] = [];
  for (let t = start; t < end;) {
    const d = new Date(t);
    const hour = d.getUTCHours();
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const perHour = hour >= 6 && hour < 18 ? (weekend ? 15 : 32) : weekend ? 4 : 7;
    t += Math.round((HOUR / perHour) * (0.3 + random() * 1.4));
    if (t < end) times.push(t);
  }
  let txn = 4100;
  let needle = '';
  const line = (at: number, fields: string): string =>
    `ts=${isoSeconds(at)} level=info svc=aae-stores node=stores-0${between(random, 1, 3)} txn=${'' + fields.split(' ')[0]} ${fields.split(' ').slice(1).join(' ')} user=${oneOf(random, users)} dur_ms=${between(random, 40, 900)}`;
  const txnId = (type: string, at: number): string =>
    `${type.slice(0, 3)}-${isoDate(at).slice(5).replace('-', '')}-${String(txn++).padStart(5, '0')}`;
  const shroudFields = (p: Planted): string => {
    const sn = serial('HSS');
    if (p.target) needle = sn;
    const wo = p.dest === 'BAY-04' ? 'WO-27-0388' : 'WO-27-0412';
    if (p.type === 'RETURN')
      return `${txnId('RET', p.at)} type=RETURN store=BONDED-1 bin=B1-14-03 pn=1847M52G05 desc="SHROUD SET,HPT STG 1" sn=${sn} qty=1 uom=EA wo=${wo} from=${p.dest} reason="not required, workscope change"`;
    return `${txnId('ISS', p.at)} type=ISSUE store=BONDED-1 bin=B1-14-03 pn=1847M52G05 desc="SHROUD SET,HPT STG 1" sn=${sn} qty=1 uom=EA wo=${wo} dest=${p.dest} cert=AAE-F1-${between(random, 25, 27)}-${String(between(random, 1, 1400)).padStart(5, '0')}`;
  };
  const randomFields = (at: number): string => {
    const roll = random();
    const wo = `WO-27-0${between(random, 300, 470)}`;
    if (roll < 0.45) {
      const [pn, desc, uom] = oneOf(random, consumables);
      return `${txnId('ISS', at)} type=ISSUE store=${oneOf(random, ['CONSUMABLES', 'CONSUMABLES', 'KIT-ROOM'])} bin=C${between(random, 1, 9)}-${pad2(between(random, 1, 30))} pn=${pn} desc="${desc}" batch=${chars(random, SN_ALPHA, 7)} qty=${between(random, 1, 40)} uom=${uom} wo=${wo} dest=${oneOf(random, bays)}`;
    }
    const p = oneOf(
      random,
      RELEASED_PARTS.filter((r) => r[1] !== 'SHROUD SET, HPT STG 1'),
    );
    const sn = serial(p[3]);
    const desc = p[1].replace(', ', ',');
    const bin = `B${between(random, 1, 2)}-${pad2(between(random, 1, 30))}-${pad2(between(random, 1, 8))}`;
    if (roll < 0.75)
      return `${txnId('ISS', at)} type=ISSUE store=BONDED-${between(random, 1, 2)} bin=${bin} pn=${p[0]} desc="${desc}" sn=${sn} qty=1 uom=EA wo=${wo} dest=${oneOf(random, bays)} cert=AAE-F1-${between(random, 25, 27)}-${String(between(random, 1, 1400)).padStart(5, '0')}`;
    if (roll < 0.85)
      return `${txnId('REC', at)} type=RECEIPT store=BONDED-${between(random, 1, 2)} bin=${bin} pn=${p[0]} desc="${desc}" sn=${sn} qty=1 uom=EA po=PO-27-${String(between(random, 1, 1999)).padStart(4, '0')} supplier="${oneOf(random, ['CFM Materials', 'Aero Norway Spares', 'Belfast Precision Repair', 'AerFin', 'GA Telesis'])}" cert=EASA-F1-${chars(random, '0123456789', 8)}`;
    if (roll < 0.93)
      return `${txnId('TRF', at)} type=TRANSFER store=BONDED-${between(random, 1, 2)} to_store=QUARANTINE bin=Q-${pad2(between(random, 1, 12))} pn=${p[0]} desc="${desc}" sn=${sn} qty=1 uom=EA reason="${oneOf(random, ['paperwork query', 'shelf life check', 'customer hold', 'damaged packaging'])}"`;
    return `${txnId('RET', at)} type=RETURN store=BONDED-${between(random, 1, 2)} bin=${bin} pn=${p[0]} desc="${desc}" sn=${sn} qty=1 uom=EA wo=${wo} from=${oneOf(random, bays)} reason="${oneOf(random, ['not required', 'wrong dash number', 'workscope change'])}"`;
  };
  type Entry = { at: number; p?: Planted };
  const entries: Entry[] = [...times.map((at) => ({ at })), ...planted.map((p) => ({ at: p.at, p }))].sort((x, y) => x.at - y.at);
  const lines = entries.map(({ at, p }) => {
    if (!p && random() < 0.04)
      return `ts=${isoSeconds(at)} level=${oneOf(random, ['debug', 'info', 'warn'])} svc=aae-stores node=stores-0${between(random, 1, 3)} msg="${oneOf(random, ['label printer ZT410-B1 offline, queued 1 label', 'cache refresh parts master 48213 rows', 'trax sync ok', 'kiosk2 session timeout'])}"`;
    return line(at, p ? shroudFields(p) : randomFields(at));
  });
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 133: stores transaction log',
    "Doing the stock reconciliation from the weekend and something doesn't add up. Yesterday just after 3pm somebody pulled an HPT shroud out of the bonded store for the engine in bay 4 — which serial number did they take?",
    'stores_txn_log',
    output,
    'bay4-shroud-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the fleet LLP status as CSV; the one part whose life limit differs from all the others of its part number. */
function llpFleetStatus(): EconomicsTask {
  const random = seededRandom(133_401);
  const serial = serialMaker(random);
  const esns = engineSerials(random, 112, []);
  const oddEngine = Math.floor(esns.length * 0.47);
  let needle = '';
  const rows: string[] = [];
  esns.forEach((esn, e) => {
    const model = oneOf(random, MODELS);
    const operator = oneOf(random, CUSTOMERS);
    const csn = between(random, 3800, 16_900);
    const tsn = Math.round(csn * (1.6 + random() * 0.9));
    const lastVisit = isoDate(TODAY - between(random, 60, 2900) * DAY);
    for (const p of LLP_POSITIONS) {
      const partCsn = random() < 0.2 ? between(random, 600, csn) : csn;
      const sn = serial(p.prefix);
      const odd = e === oddEngine && p.position === 'HPT Stage 2 Disk';
      const limit = odd ? 17_500 : p.limit;
      if (odd) needle = sn;
      rows.push(
        [
          esn,
          model,
          operator,
          p.module,
          p.position,
          p.pn,
          sn,
          partCsn,
          limit,
          limit - partCsn,
          Math.round(partCsn * (tsn / csn)),
          random() < 0.94 ? 'COMPLETE' : 'PARTIAL',
          lastVisit,
        ].join(','),
      );
    }
  });
  const output = `esn,model,operator,module,position,part_number,serial_number,csn,life_limit_cycles,cycles_remaining,tsn_hours,btb_trace,last_shop_visit\n${rows.join('\n')}\n`;
  return probe(
    'round 133: llp fleet status csv',
    "In the LLP status export, one part has a cycle limit that doesn't match all the other parts with the same part number. What's its serial number?",
    'llp_status_csv',
    output,
    'odd-life-limit',
    needle,
  );
}

/** d2: `ls -lR` of February's borescope archive; the one still image far smaller than the rest. */
function borescopeArchiveListing(): EconomicsTask {
  const random = seededRandom(133_402);
  const esns = engineSerials(random, 26, []);
  const stages = ['HPC1', 'HPC3', 'HPC5', 'HPC9', 'COMB', 'HPT1', 'HPT2', 'LPT1', 'FNZ'];
  const oddDir = 12;
  let needle = '';
  const stamp = (ms: number): string => {
    const d = new Date(ms);
    return `Feb ${String(d.getUTCDate()).padStart(2)} ${hhmm(ms)}`;
  };
  const listing = (entries: readonly { mode: string; size: number; at: number; name: string }[]): string[] => {
    const width = Math.max(...entries.map((x) => String(x.size).length));
    const total = Math.ceil(entries.reduce((sum, x) => sum + Math.ceil(x.size / 4096) * 4, 0));
    return [
      `total ${total}`,
      ...entries.map(
        (x) => `${x.mode} ${x.mode.startsWith('d') ? 2 : 1} bsi bsi ${String(x.size).padStart(width)} ${stamp(x.at)} ${x.name}`,
      ),
    ];
  };
  const dirs = esns.map((esn, i) => {
    const day =
      Date.UTC(2027, 1, 1) + Math.floor((i * 21) / esns.length) * DAY + between(random, 7, 15) * HOUR + between(random, 0, 59) * MINUTE;
    return { name: `BSI-27-0${4200 + i * 3 + between(random, 0, 2)}_${esn}`, esn, day };
  });
  const blocks: string[] = [];
  blocks.push(
    [
      '/srv/bsi-archive/2027-02:',
      ...listing(dirs.map((d) => ({ mode: 'drwxr-xr-x', size: 4096, at: d.day + between(random, 150, 260) * MINUTE, name: d.name }))),
    ].join('\n'),
  );
  dirs.forEach((d, i) => {
    const entries: { mode: string; size: number; at: number; name: string }[] = [];
    let t = d.day;
    const picked = shuffle(random, [...stages])
      .slice(0, between(random, 3, 6))
      .sort();
    const stills: string[] = [];
    for (const stage of picked) {
      const spots = between(random, 2, 5);
      for (let s = 0; s < spots; s++) {
        const spot =
          stage === 'COMB'
            ? `P${pad2(between(random, 1, 24))}`
            : stage === 'FNZ'
              ? `N${pad2(between(random, 1, 20))}`
              : `B${String(between(random, 1, 80)).padStart(3, '0')}`;
        for (let k = 1, n = between(random, 1, 4); k <= n; k++) {
          const base = `${d.esn}_${stage}_${spot}_${String(k).padStart(4, '0')}`;
          if (stills.includes(base)) continue;
          stills.push(base);
          t += between(random, 20, 240) * 1000;
          entries.push({ mode: '-rw-r--r--', size: between(random, 1_850_000, 5_200_000), at: t, name: `${base}.jpg` });
          entries.push({ mode: '-rw-r--r--', size: between(random, 2900, 6400), at: t, name: `${base}.xml` });
        }
      }
      t += between(random, 2, 9) * MINUTE;
      entries.push({ mode: '-rw-r--r--', size: between(random, 60_000_000, 420_000_000), at: t, name: `${d.esn}_${stage}_sweep.mp4` });
    }
    entries.push({ mode: '-rw-r--r--', size: between(random, 180_000, 650_000), at: t + 40 * MINUTE, name: `${d.name}_report.pdf` });
    entries.push({ mode: '-rw-r--r--', size: between(random, 900, 2400), at: t + 41 * MINUTE, name: 'manifest.json' });
    entries.sort((x, y) => (x.name < y.name ? -1 : 1));
    if (i === oddDir) {
      const jpgs = entries.filter((x) => x.name.endsWith('.jpg'));
      const odd = jpgs[Math.floor(jpgs.length / 2)]!;
      odd.size = 14_236;
      needle = odd.name;
    }
    blocks.push([`/srv/bsi-archive/2027-02/${d.name}:`, ...listing(entries)].join('\n'));
  });
  const output = `${blocks.join('\n\n')}\n`;
  return probe(
    'round 133: borescope archive listing',
    "In February's borescope archive, one of the still images is tiny compared with all the others. Which file is it?",
    'shell_exec',
    output,
    'tiny-still',
    needle,
  );
}

/** d3: the test cell DAQ's channel configuration (INI); the one channel sampled at a different rate. */
function testCellDaqConfig(): EconomicsTask {
  const random = seededRandom(133_403);
  type Channel = { name: string; description: string; type: string; units: string; lo: number; hi: number; transducer: string };
  const channels: Channel[] = [];
  const add = (name: string, description: string, type: string, units: string, lo: number, hi: number, maker: string): void => {
    channels.push({ name, description, type, units, lo, hi, transducer: `${maker}-${between(random, 1_000_000, 1_999_999)}` });
  };
  for (const rake of 'ABCDEF')
    for (let e = 1; e <= 5; e++)
      add(`P0_RAKE_${rake}${e}`, `Bellmouth total pressure, rake ${rake} element ${e}`, 'pressure', 'psia', 0, 20, 'DRK');
  for (const rake of 'ABCD')
    for (let e = 1; e <= 5; e++)
      add(`T0_RAKE_${rake}${e}`, `Bellmouth total temperature, rake ${rake} element ${e}`, 'temperature', 'degC', -40, 60, 'TCK');
  for (let i = 1; i <= 8; i++) add(`P25_${pad2(i)}`, `HPC inlet total pressure, probe ${i}`, 'pressure', 'psia', 0, 60, 'DRK');
  for (let i = 1; i <= 8; i++) add(`T25_${pad2(i)}`, `HPC inlet total temperature, probe ${i}`, 'temperature', 'degC', -40, 200, 'TCK');
  for (let i = 1; i <= 4; i++) add(`PS3_${pad2(i)}`, `Compressor discharge static pressure, tap ${i}`, 'pressure', 'psia', 0, 600, 'DRK');
  for (let i = 1; i <= 4; i++) add(`T3_${pad2(i)}`, `Compressor discharge temperature, probe ${i}`, 'temperature', 'degC', 0, 700, 'TCK');
  for (let i = 1; i <= 24; i++) add(`T49_${pad2(i)}`, `Exhaust gas temperature, thermocouple ${i}`, 'temperature', 'degC', 0, 1100, 'TCK');
  for (let i = 1; i <= 6; i++) add(`P49_${pad2(i)}`, `LPT inlet total pressure, probe ${i}`, 'pressure', 'psia', 0, 120, 'DRK');
  for (let i = 1; i <= 16; i++) add(`TCASE_${pad2(i)}`, `Case skin temperature, station ${i}`, 'temperature', 'degC', 0, 600, 'TCK');
  for (let i = 1; i <= 20; i++) add(`PFNZ_${pad2(i)}`, `Fuel nozzle ${i} supply pressure`, 'pressure', 'psig', 0, 1200, 'DRK');
  for (let i = 1; i <= 12; i++) add(`TBRG_${pad2(i)}`, `Bearing sump thermocouple ${i}`, 'temperature', 'degC', 0, 250, 'TCK');
  for (let i = 1; i <= 8; i++) add(`PSEC_${pad2(i)}`, `Secondary air system pressure, tap ${i}`, 'pressure', 'psia', 0, 300, 'DRK');
  for (let i = 1; i <= 4; i++) add(`LC_${pad2(i)}`, `Thrust stand load cell ${i}`, 'force', 'lbf', 0, 40_000, 'HBM');
  for (const [n, d, u, hi] of [
    ['N1_A', 'Fan speed, pickup A', 'rpm', 6000],
    ['N1_B', 'Fan speed, pickup B', 'rpm', 6000],
    ['N2_A', 'Core speed, pickup A', 'rpm', 16_000],
    ['N2_B', 'Core speed, pickup B', 'rpm', 16_000],
    ['WF_MAIN', 'Main fuel flow, turbine meter', 'pph', 12_000],
    ['WF_BACKUP', 'Fuel flow, Coriolis meter', 'pph', 12_000],
    ['T_FUEL', 'Fuel inlet temperature', 'degC', 80],
    ['P_FUEL', 'Fuel inlet pressure', 'psig', 100],
    ['T_OIL_IN', 'Oil supply temperature', 'degC', 180],
    ['T_OIL_SCAV', 'Oil scavenge temperature', 'degC', 200],
    ['P_OIL', 'Oil supply pressure', 'psid', 120],
    ['Q_OIL', 'Oil tank quantity', 'qt', 25],
    ['VIB_FAN', 'Fan frame broadband vibration', 'ips', 5],
    ['VIB_TRF', 'Turbine rear frame broadband vibration', 'ips', 5],
    ['VIB_AGB', 'Accessory gearbox vibration', 'ips', 5],
    ['P_AMB', 'Cell ambient pressure', 'psia', 16],
    ['T_AMB', 'Cell ambient temperature', 'degC', 50],
    ['RH_AMB', 'Cell relative humidity', '%', 100],
    ['DP_CELL', 'Cell depression', 'inH2O', 10],
  ] as const)
    add(n, d, 'misc', u, 0, hi, oneOf(random, ['DRK', 'TCK', 'HBM', 'MEG']));
  const odd = 'T49_17';
  const sections = channels.map((c, i) =>
    [
      `[channel.${c.name}]`,
      `description = ${c.description}`,
      `signal_type = ${c.type}`,
      `units = ${c.units}`,
      `range_lo = ${c.lo}`,
      `range_hi = ${c.hi}`,
      `sample_rate_hz = ${c.name === odd ? 5 : 50}`,
      `filter = ${c.type === 'temperature' ? 'lowpass 2 Hz' : c.type === 'pressure' ? 'lowpass 10 Hz' : 'lowpass 20 Hz'}`,
      `transducer_sn = ${c.transducer}`,
      `calibration_due = ${isoDate(TODAY + between(random, 20, 360) * DAY)}`,
      `input_config = ${c.type === 'temperature' ? 'thermocouple type K, CJC internal' : c.type === 'force' ? 'bridge, full, 10 V excitation' : 'voltage, differential, +/-10 V'}`,
      `scale_slope = ${(random() * 2 + 0.5).toFixed(6)}`,
      `scale_offset = ${(random() * 0.2 - 0.1).toFixed(6)}`,
      `averaging = block 4`,
      `deadband = 0`,
      `daq_slot = ${Math.floor(i / 32) + 2}/ai${i % 32}`,
      `record = yes`,
      `display_group = ${c.name.split('_')[0]}`,
      '',
    ].join('\n'),
  );
  const output = [
    '; TCDAQ channel configuration, Test Cell 2 (AAE-TC2)',
    '; exported 2027-02-22 06:12:44 UTC by tcdaq-admin 5.3.1 (user: tc2.engineer)',
    '',
    '[system]',
    'cell = TC2',
    'chassis = NI PXIe-1095',
    'controller = PXIe-8880',
    'timebase = PTP (grandmaster tc-gm-01)',
    `channel_count = ${channels.length}`,
    'archive_path = \\\\aae-tcfs01\\tc2\\runs',
    'engine_type = CFM56-7B',
    '',
    '[correction]',
    'standard_day = ISA',
    'humidity_correction = yes',
    'bellmouth_cd = 0.9912',
    'cell_factor_fn = 1.0185',
    'cell_factor_wf = 0.9978',
    '',
    ...sections,
  ].join('\n');
  return probe(
    'round 133: test cell daq config',
    'One channel on the Cell 2 DAQ is being logged at a different rate from all the others. Which channel is that?',
    'tcdaq_config_dump',
    output,
    'odd-rate-channel',
    odd,
  );
}

export function roundOneHundredThirtyThree(): EconomicsTask[] {
  return [
    llpTrackerExport(),
    borescopeFindings(),
    workscopeExport(),
    shopVisitList(),
    calibrationRecords(),
    llpSyncJournal(),
    testCellRunSummary(),
    releaseCertificateRegister(),
    storesTransactionLog(),
    llpFleetStatus(),
    borescopeArchiveListing(),
    testCellDaqConfig(),
  ];
}
