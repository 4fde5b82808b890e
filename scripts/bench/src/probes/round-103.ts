/**
 * Probe round 103, written blind: Corravale Cement Ltd, a one-kiln cement works with its Tullagh Hill limestone quarry (kiln and
 * preheater, raw and cement mills, stack emissions monitoring, drilling and blasting, bulk tanker loading and weighbridges, the lab).
 * "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - dispatch system API (minified JSON of weighbridge tickets): which seals went on the tanker of one ticket;
 *  - stack emissions DAHS export (one-line XML of half-hour averages): the validated NOx at the kiln stack for one half hour;
 *  - blast portal sync log (one huge DEBUG line carrying the detonator logger's JSON archive): the detonator in one hole of one shot;
 * b. The answer a few lines away from the line the question's words match:
 *  - master alarm database (YAML): what the operator is to do on the kiln inlet CO high-high alarm;
 *  - Maximo work orders (pretty JSON): the work order number of the raw mill 1 roller tyre replacement;
 *  - OPC UA browse of the control system (indented tree): the node id of the kiln main drive motor current;
 * c. A question that paraphrases the output or carries a preamble:
 *  - weighbridge terminal log: what a haulier's lorry weighed going out last Thursday afternoon;
 *  - control room event journal, after a preamble: what took the kiln off overnight;
 *  - blast vibration monitor event reports: how hard the ground shook at a complaining neighbour's house on Friday;
 * d. One value unlike its peers, with no error word near it:
 *  - lab LIMS cement mill spot-sample report (fixed-width): the sample whose SO3 is out of line;
 *  - drill rig hole log export (CSV): the hole drilled far deeper than the rest;
 *  - bag filter pulse-valve counters (CLI table): the valve that has fired far less than its filter's others.
 * Not among the bench's targets.
 * First run, at 185aa0c, the head when the round was written (with this file; `ROUNDS=103
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,610,386 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 103: dispatch tickets (minified JSON)
 *     codex: 14,408 tokens, peak 14,338, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,553 tokens, peak 1,214, 0/1 needles, 1 read-backs
 *     ours: 1,876 tokens, peak 932, 1/1 needles, 1 read-backs
 *   round 103: stack emissions export (one-line XML)
 *     codex: 21,655 tokens, peak 21,573, 0/1 needles, 0 read-backs
 *     context-chef: 897 tokens, peak 815, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,451 tokens, peak 7,704, 1/1 needles, 4 read-backs
 *     ours: 10,005 tokens, peak 4,433, 1/1 needles, 3 read-backs
 *   round 103: blast logger sync (one huge log line)
 *     codex: 12,426 tokens, peak 12,350, 0/1 needles, 0 read-backs
 *     context-chef: 723 tokens, peak 647, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,627 tokens, peak 7,091, 1/1 needles, 4 read-backs
 *     ours: 17,292 tokens, peak 6,678, 1/1 needles, 3 read-backs
 *   round 103: master alarm database (YAML)
 *     codex: 12,610 tokens, peak 12,537, 0/1 needles, 0 read-backs
 *     context-chef: 645 tokens, peak 572, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,730 tokens, peak 2,419, 0/1 needles, 2 read-backs
 *     ours: 6,139 tokens, peak 2,739, 1/1 needles, 2 read-backs
 *   round 103: Maximo work orders (pretty JSON)
 *     codex: 15,411 tokens, peak 15,337, 0/1 needles, 0 read-backs
 *     context-chef: 730 tokens, peak 656, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,953 tokens, peak 2,997, 0/1 needles, 3 read-backs
 *     ours: 8,151 tokens, peak 3,413, 0/1 needles, 3 read-backs
 *   round 103: OPC UA browse (indented tree)
 *     codex: 13,066 tokens, peak 12,994, 0/1 needles, 0 read-backs
 *     context-chef: 665 tokens, peak 593, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,538 tokens, peak 2,146, 0/1 needles, 3 read-backs
 *     ours: 3,120 tokens, peak 1,317, 0/1 needles, 2 read-backs
 *   round 103: weighbridge terminal log (paraphrase)
 *     codex: 18,797 tokens, peak 18,702, 0/1 needles, 0 read-backs
 *     context-chef: 857 tokens, peak 762, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,744 tokens, peak 4,273, 0/1 needles, 2 read-backs
 *     ours: 9,350 tokens, peak 4,715, 0/1 needles, 2 read-backs
 *   round 103: control room event journal (preamble)
 *     codex: 12,825 tokens, peak 12,715, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 611, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,147 tokens, peak 2,462, 0/1 needles, 2 read-backs
 *     ours: 4,304 tokens, peak 2,148, 0/1 needles, 2 read-backs
 *   round 103: blast vibration monitor reports (paraphrase)
 *     codex: 12,849 tokens, peak 12,757, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 604, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,492 tokens, peak 2,815, 0/1 needles, 2 read-backs
 *     ours: 6,262 tokens, peak 2,898, 0/1 needles, 2 read-backs
 *   round 103: LIMS cement mill samples (odd SO3)
 *     codex: 22,332 tokens, peak 22,244, 0/1 needles, 0 read-backs
 *     context-chef: 905 tokens, peak 817, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,929 tokens, peak 5,891, 0/1 needles, 4 read-backs
 *     ours: 22,053 tokens, peak 8,098, 0/1 needles, 4 read-backs
 *   round 103: drill rig hole log (odd depth)
 *     codex: 25,575 tokens, peak 25,498, 0/1 needles, 0 read-backs
 *     context-chef: 1,077 tokens, peak 1,000, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,103 tokens, peak 1,521, 0/1 needles, 4 read-backs
 *     ours: 4,976 tokens, peak 1,060, 1/1 needles, 4 read-backs
 *   round 103: bag filter pulse counters (odd count)
 *     codex: 20,351 tokens, peak 20,263, 0/1 needles, 0 read-backs
 *     context-chef: 869 tokens, peak 781, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,124 tokens, peak 2,360, 0/1 needles, 2 read-backs
 *     ours: 2,595 tokens, peak 1,629, 1/1 needles, 1 read-backs
 *     codex: 202,305 tokens, 0/12 needles
 *     context-chef: 9,494 tokens, 0/12 needles
 *     context-chef-store: 114,391 tokens, 2/12 needles
 *     ours: 96,123 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, hex, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';

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

const MIN = 60_000;
const DAY = 86_400_000;
/** Ireland keeps GMT in November, so the works' wall clock is UTC. */
const iso = (t: number) => new Date(t).toISOString().slice(0, 19) + 'Z';
const isoMs = (t: number) => new Date(t).toISOString();
const stamp = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
const stampMs = (t: number) => new Date(t).toISOString().slice(0, 23).replace('T', ' ');
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);
const fixed = (random: () => number, lo: number, hi: number, dp: number) => (lo + random() * (hi - lo)).toFixed(dp);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Makes a filler string again until it does not contain the needle. */
function avoid(needle: string, make: () => string): string {
  for (let i = 0; i < 200; i++) {
    const s = make();
    if (!s.toLowerCase().includes(needle.toLowerCase())) return s;
  }
  throw new Error(`could not keep ${needle} out of the filler`);
}

const SURNAMES = [
  'Keane',
  'Daly',
  'Moran',
  'Hennessy',
  'Brennan',
  'Walsh',
  'Doyle',
  'Fitzgerald',
  'Kinsella',
  'Roche',
  'Dunne',
  'Nolan',
  'Byrne',
  'Cullen',
  'Lynch',
  'Power',
  'Tobin',
  'Dalton',
  'Costigan',
  'Phelan',
  'Maher',
  'Ryan',
  'Coady',
  'Kehoe',
  'Furlong',
  'Brophy',
  'Delaney',
  'Comerford',
];
const person = (random: () => number) => `${oneOf(random, [...'ABCDEGJKLMNPRST'])}. ${oneOf(random, SURNAMES)}`;

// ---------------------------------------------------------------------------------------------------------------
// a1. Dispatch system API: minified JSON of weighbridge tickets.
// ---------------------------------------------------------------------------------------------------------------

function dispatchSeals(): EconomicsTask {
  const random = seededRandom(103_001);
  const hauliers = [
    { code: 'H021', name: 'Duggan Bulk Haulage', prefix: 'DBH' },
    { code: 'H007', name: 'Roche Transport Ltd', prefix: 'RTL' },
    { code: 'H033', name: 'Kinsella Tankers', prefix: 'KTK' },
    { code: 'H012', name: 'M. Dunne & Sons', prefix: 'MDS' },
    { code: 'H040', name: 'Southeast Bulk Logistics', prefix: 'SEB' },
    { code: 'H018', name: 'Tobin Haulage', prefix: 'TBH' },
  ];
  const customers = [
    { code: 'C10482', name: 'Kilbride Precast Ltd', site: 'Kilbride yard' },
    { code: 'C10017', name: 'Nolan Readymix', site: 'Thomastown plant' },
    { code: 'C10233', name: 'Costigan Concrete Products', site: 'Urlingford works' },
    { code: 'C10391', name: 'Ardfert Blocks Ltd', site: 'Ardfert' },
    { code: 'C10108', name: 'Suirside Readymix', site: 'Carrick-on-Suir plant' },
    { code: 'C10550', name: 'Glenmore Precast', site: 'Glenmore' },
    { code: 'C10602', name: 'Byrne Civil Engineering', site: 'N24 Cahir bypass site' },
    { code: 'C10077', name: 'Dalton Concrete', site: 'Callan plant' },
    { code: 'C10311', name: 'Slaney Building Supplies', site: 'Enniscorthy depot' },
    { code: 'C10444', name: 'Munster Mortars Ltd', site: 'Mitchelstown' },
    { code: 'C10129', name: 'Phelan Readymix', site: 'Kilkenny plant' },
    { code: 'C10718', name: 'Ballyhale Concrete', site: 'Ballyhale plant' },
  ];
  const products = [
    { code: 'CEM1-525R', name: 'CEM I 52,5 R', silo: 'S4' },
    { code: 'CEM2ALL-425R', name: 'CEM II/A-LL 42,5 R', silo: 'S2' },
    { code: 'CEM2AL-425N', name: 'CEM II/A-L 42,5 N', silo: 'S1' },
    { code: 'CEM1-425N', name: 'CEM I 42,5 N', silo: 'S3' },
    { code: 'GGBS', name: 'GGBS (EN 15167-1)', silo: 'S6' },
  ];
  const vehicles = Array.from({ length: 54 }, (_, i) => {
    const haulier = hauliers[i % hauliers.length]!;
    return {
      reg: `${oneOf(random, ['182', '191', '192', '201', '202', '211', '212', '221', '222', '231', '241'])}-${oneOf(random, ['KK', 'W', 'WX', 'T', 'C', 'CW', 'L', 'D'])}-${between(random, 120, 9899)}`,
      trailer: `${haulier.prefix}-T${pad2(between(random, 1, 40))}`,
      haulier,
      tare: between(random, 1420, 1590) * 10,
      compartments: oneOf(random, [3, 4, 4, 4]),
      driver: person(random),
    };
  });
  const times: number[] = [];
  let t = Date.UTC(2026, 9, 26, 5, 4, 12);
  const end = Date.UTC(2026, 10, 16, 20, 0);
  while (t < end) {
    times.push(t);
    t += between(random, 9, 23) * MIN + between(random, 0, 59) * 1000;
    const d = new Date(t);
    if (d.getUTCHours() >= 20) {
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 5, between(random, 0, 15), between(random, 0, 59));
      if (new Date(t).getUTCDay() === 0) t += DAY;
    }
  }
  const target = Math.floor(times.length * 0.46);
  let seal = 731_204;
  let order = 3_880;
  let needle = '';
  const remarks = [
    null,
    null,
    null,
    null,
    null,
    null,
    'Driver requested docket copy for customer',
    'Aeration slow on bay, loaded at reduced rate',
    'Top-up after first fill under target',
    'Customer PO on docket',
    'Second driver on board (training)',
    'Hatch gasket replaced by driver before loading',
  ];
  const tickets = times.map((at, i) => {
    const v = oneOf(random, vehicles);
    const customer = oneOf(random, customers);
    const product = oneOf(random, products);
    const status = i !== target && random() < 0.025 ? 'CANCELLED' : 'COMPLETED';
    const targetKg = oneOf(random, [28000, 29000, 29500, 30000, 30500]);
    const loaded = targetKg + between(random, -28, 12) * 10;
    const firstKg = v.tare + between(random, -6, 6) * 10;
    const outAt = at + between(random, 22, 55) * MIN + between(random, 0, 59) * 1000;
    const sealNos = status === 'COMPLETED' ? `${pad(seal, 7)}-${pad(seal + v.compartments - 1, 7)}` : null;
    if (sealNos) seal += v.compartments;
    if (i === target) needle = sealNos ?? '';
    order += between(random, 0, 2);
    return {
      ticketNo: `WB-26-${118_407 - target + i}`,
      status,
      orderNo: `SO-${ymd(at).slice(2, 4)}${ymd(at).slice(5, 7)}-${pad(order, 4)}`,
      customer: { code: customer.code, name: customer.name, deliverTo: customer.site },
      haulier: { code: v.haulier.code, name: v.haulier.name },
      vehicle: { tractorReg: v.reg, trailerId: v.trailer, compartments: v.compartments },
      driver: v.driver,
      product: { code: product.code, name: product.name, silo: product.silo },
      bay: between(random, 1, 4),
      firstWeight: { at: iso(at), bridge: 'WB1', kg: firstKg },
      secondWeight: status === 'COMPLETED' ? { at: iso(outAt), bridge: 'WB2', kg: firstKg + loaded } : null,
      netKg: status === 'COMPLETED' ? loaded : 0,
      targetKg,
      sealNos,
      sapDelivery: status === 'COMPLETED' ? `8004${pad(between(random, 1000, 9999), 4)}${pad(i % 100, 2)}` : null,
      docketPrinted: status === 'COMPLETED',
      remarks:
        status === 'CANCELLED'
          ? oneOf(random, ['Order cancelled by customer', 'Wrong product on order, reissued', 'Vehicle failed pre-load check'])
          : oneOf(random, remarks),
    };
  });
  const output = JSON.stringify({
    site: 'CORRAVALE',
    plant: 'CV01',
    query: { from: '2026-10-26T00:00:00Z', to: '2026-11-17T00:00:00Z', type: 'BULK' },
    count: tickets.length,
    tickets,
    next: null,
  });
  return probe(
    'round 103: dispatch tickets (minified JSON)',
    'What seal numbers went on the tanker for weighbridge ticket 118407?',
    'dispatch_tickets',
    output,
    'seals',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a2. Stack emissions DAHS export: one-line XML of half-hour averages.
// ---------------------------------------------------------------------------------------------------------------

function cemsNox(): EconomicsTask {
  const random = seededRandom(103_002);
  const needle = '258.4';
  const start = Date.UTC(2026, 10, 1);
  const targetEnd = Date.UTC(2026, 10, 12, 2, 30);
  const pollutants = [
    { p: 'DUST', lo: 1.2, hi: 6.5, ci: 3.0 },
    { p: 'NOX', lo: 215, hi: 330, ci: 90.0 },
    { p: 'SO2', lo: 4, hi: 48, ci: 80.0 },
    { p: 'CO', lo: 380, hi: 1500, ci: 0 },
    { p: 'TOC', lo: 2.5, hi: 14, ci: 3.0 },
    { p: 'HCL', lo: 0.3, hi: 4.2, ci: 4.0 },
    { p: 'NH3', lo: 2, hi: 22, ci: 12.0 },
  ];
  const parts: string[] = [];
  parts.push(
    '<?xml version="1.0" encoding="UTF-8"?><EmissionReport xmlns="urn:corravale:dahs:report:1.2" installation="P0112-03" operator="Corravale Cement Ltd" site="Corravale Works" period="2026-11-01/2026-11-17" generated="2026-11-17T06:00:12Z" software="DAHS-Pro 5.4.2" averaging="PT30M" reference="273.15K;101.3kPa;dry">',
  );
  parts.push(
    '<Stack id="A1-1" name="Kiln 1 main stack" heightM="86" o2RefPct="10.0" analysers="FTIR MCS-100 #4471; dust DR-320 #1182; flow FL-100 #9013"><Limits><L p="DUST" daily="10" halfHour="30"/><L p="NOX" daily="450" halfHour="900"/><L p="SO2" daily="400" halfHour="800"/><L p="TOC" daily="10" halfHour="20"/><L p="HCL" daily="10" halfHour="60"/><L p="NH3" daily="30" halfHour="60"/></Limits><Data>',
  );
  for (let day = 0; day < 16; day++) {
    const daily = new Map<string, number[]>();
    for (let h = 0; h < 48; h++) {
      const s = start + day * DAY + h * 30 * MIN;
      const e = s + 30 * MIN;
      const cal = h === 8;
      const o2 = 8.4 + random() * 2.6;
      const h2o = 0.09 + random() * 0.05;
      const f = 11 / (21 - o2) / (1 - h2o);
      const values = pollutants.map(({ p, lo, hi, ci }) => {
        if (e === targetEnd && p === 'NOX') {
          const std = 348.4;
          daily.set(p, [...(daily.get(p) ?? []), Number(needle)]);
          return `<V p="NOX" u="mg/Nm3" raw="${(std / f).toFixed(1)}" std="${std.toFixed(1)}" ci="90.0" val="${needle}" st="V"/>`;
        }
        return avoid(needle, () => {
          const raw = lo + random() * (hi - lo);
          const std = raw * f;
          if (cal && (p === 'NOX' || p === 'SO2' || p === 'CO'))
            return `<V p="${p}" u="mg/Nm3" raw="${raw.toFixed(1)}" st="C" note="QAL3 zero/span check"/>`;
          if (ci === 0) return `<V p="${p}" u="mg/Nm3" raw="${raw.toFixed(1)}" std="${std.toFixed(1)}" st="V"/>`;
          const val = Math.max(0, std - ci);
          daily.set(p, [...(daily.get(p) ?? []), val]);
          return `<V p="${p}" u="mg/Nm3" raw="${raw.toFixed(1)}" std="${std.toFixed(1)}" ci="${ci.toFixed(1)}" val="${val.toFixed(1)}" st="V"/>`;
        });
      });
      const periph = avoid(
        needle,
        () =>
          `<V p="O2" u="%vol" raw="${o2.toFixed(2)}" st="V"/><V p="H2O" u="%vol" raw="${(h2o * 100).toFixed(1)}" st="V"/><V p="TEMP" u="degC" raw="${fixed(random, 104, 136, 1)}" st="V"/><V p="PRES" u="hPa" raw="${fixed(random, 986, 1012, 1)}" st="V"/><V p="FLOW" u="Nm3/h" raw="${between(random, 372_000, 468_000)}" st="V"/>`,
      );
      const feed = avoid(needle, () => fixed(random, 262, 296, 1));
      parts.push(`<Period start="${iso(s)}" end="${iso(e)}" op="1" kilnFeedTph="${feed}">${values.join('')}${periph}</Period>`);
    }
    const avgs = [...daily]
      .map(([p, vals]) =>
        avoid(needle, () => `<D p="${p}" avg="${(vals.reduce((a, b) => a + b, 0) / vals.length).toFixed(2)}" n="${vals.length}"/>`),
      )
      .join('');
    parts.push(`<Day date="${ymd(start + day * DAY)}" validHalfHours="48" operatingHalfHours="48">${avgs}</Day>`);
  }
  parts.push('</Data></Stack>');
  for (const [id, name, dev] of [
    ['A2-1', 'Cement mill 1 bag filter stack', 'DR-220 #0871'],
    ['A2-2', 'Cement mill 2 bag filter stack', 'DR-220 #0902'],
  ] as const) {
    parts.push(
      `<Stack id="${id}" name="${name}" heightM="42" analysers="dust ${dev}"><Limits><L p="DUST" daily="10" halfHour="20"/></Limits><Data>`,
    );
    for (let day = 0; day < 16; day++) {
      const stopFrom = between(random, 14, 20) * 2;
      const stopLen = random() < 0.6 ? between(random, 4, 8) : 0;
      for (let h = 0; h < 48; h++) {
        const s = start + day * DAY + h * 30 * MIN;
        const off = h >= stopFrom && h < stopFrom + stopLen;
        parts.push(
          avoid(needle, () => {
            if (off)
              return `<Period start="${iso(s)}" end="${iso(s + 30 * MIN)}" op="0"><V p="DUST" u="mg/Nm3" raw="${fixed(random, 0, 0.4, 1)}" st="O"/></Period>`;
            const raw = 0.4 + random() * 3.2;
            return `<Period start="${iso(s)}" end="${iso(s + 30 * MIN)}" op="1"><V p="DUST" u="mg/Nm3" raw="${raw.toFixed(1)}" std="${(raw * 1.04).toFixed(1)}" ci="3.0" val="${Math.max(0, raw * 1.04 - 3).toFixed(1)}" st="V"/><V p="TEMP" u="degC" raw="${fixed(random, 78, 104, 1)}" st="V"/><V p="FLOW" u="Nm3/h" raw="${between(random, 118_000, 156_000)}" st="V"/></Period>`;
          }),
        );
      }
    }
    parts.push('</Data></Stack>');
  }
  parts.push('</EmissionReport>');
  return probe(
    'round 103: stack emissions export (one-line XML)',
    'What was the validated NOx half-hour average on the kiln stack for the half hour ending 02:30 on 12 November?',
    'cems_export',
    parts.join(''),
    'nox',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a3. Blast portal sync log: one huge DEBUG line with the detonator logger's archive.
// ---------------------------------------------------------------------------------------------------------------

function blastLoggerArchive(): EconomicsTask {
  const random = seededRandom(103_003);
  const days: number[] = [];
  for (let t = Date.UTC(2026, 8, 1); t <= Date.UTC(2026, 10, 13); t += DAY) {
    const wd = new Date(t).getUTCDay();
    if (wd === 2 || wd === 5) days.push(t);
  }
  const target = Math.floor(days.length / 2);
  if (ymd(days[target]!) !== '2026-10-09') throw new Error('blast days moved');
  let needle = '';
  const faces = ['East', 'West', 'North'];
  const blasts = days.map((day, b) => {
    const bench = b === target ? 'B3' : oneOf(random, ['B1', 'B2', 'B3', 'B4', 'B5']);
    const face = b === target ? 'East' : oneOf(random, faces);
    const holes = b === target ? 128 : between(random, 70, 150);
    const perRow = between(random, 12, 18);
    const fired = day + (11 * 60 + between(random, 0, 150)) * MIN + between(random, 0, 59) * 1000;
    const tagStart = fired - between(random, 150, 240) * MIN;
    const dets: Record<string, unknown>[] = [];
    for (let h = 1; h <= holes; h++) {
      const decks = b === target && h === 112 ? 1 : random() < 0.22 ? 2 : 1;
      const row = Math.floor((h - 1) / perRow);
      const col = (h - 1) % perRow;
      for (let d = 1; d <= decks; d++) {
        const uid = `${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}`.toUpperCase();
        if (b === target && h === 112) needle = uid;
        dets.push({
          hole: h,
          deck: d,
          uid,
          delayMs: 100 + row * 67 + col * 42 + (d - 1) * 25,
          resOhm: fixed(random, 31, 43, 1),
          leak: 'OK',
          tagged: iso(tagStart + (h * 55 + d * 9) * 1000),
        });
      }
    }
    return {
      blastId: `TH-${ymd(day).slice(2).replace(/-/g, '')}-${bench}${face[0]}`,
      date: ymd(day),
      pattern: `P-${ymd(day).slice(2, 4)}${ymd(day).slice(5, 7)}-${pad2(b + 3)}`,
      bench,
      face,
      shotfirer: oneOf(random, ['M. Hennessy', 'P. Coady', 'J. Furlong']),
      holes,
      detsLogged: dets.length,
      blastBox: oneOf(random, ['BB-3 #40127', 'BB-3 #40311']),
      fired: iso(fired),
      firingResult: 'ALL_FIRED',
      lineLeakageUA: between(random, 2, 19),
      dets,
    };
  });
  const archive = JSON.stringify({
    logger: 'DL-2',
    serial: '20411873',
    fw: '3.4.1',
    exported: '2026-11-16T18:02:09Z',
    site: 'Tullagh Hill Quarry',
    blasts,
  });
  const host = 'qry-srv01';
  const sys = (t: number) => {
    const d = new Date(t);
    return `${SHORT_MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${d.toISOString().slice(11, 19)} ${host}`;
  };
  const chatter = (t: number, pid: number): string[] => {
    const logger = oneOf(random, ['DL-1', 'DL-2']);
    const kind = pick(random, 6);
    const p = `${sys(t)} blast-sync[${pid}]:`;
    if (kind === 0)
      return [
        `${p} INFO polling logger ${logger} on /dev/ttyUSB${logger === 'DL-1' ? 0 : 1} (115200 8N1)`,
        `${p} INFO logger ${logger} fw 3.4.1 serial ${logger === 'DL-1' ? '20411702' : '20411873'} battery ${between(random, 61, 98)}%`,
        `${p} INFO no new records since last sync (${between(random, 1800, 2900)} records held)`,
      ];
    if (kind === 1)
      return [
        `${p} DEBUG GET https://blastportal.corravale.local/api/v1/loggers/${logger}/state -> 200 (${between(random, 40, 190)} ms)`,
        `${p} DEBUG portal says last archive ${between(random, 2, 30)} h old, resync=incremental`,
      ];
    if (kind === 2)
      return [
        `${p} WARN logger ${logger} not answering on /dev/ttyUSB${logger === 'DL-1' ? 0 : 1}, retry ${between(random, 1, 3)}/5 in 30 s`,
      ];
    if (kind === 3)
      return [
        `${p} INFO weather station ws-qry: wind ${between(random, 2, 31)} km/h ${oneOf(random, ['SW', 'W', 'NW', 'S', 'NE'])}, temp ${between(random, 2, 14)} C`,
      ];
    if (kind === 4) return [`${sys(t)} systemd[1]: Started blast-sync.timer run (${oneOf(random, ['hourly', 'on demand'])}).`];
    return [`${p} INFO token refreshed for service account svc-blastsync (expires in 3600 s)`];
  };
  const before: string[] = [];
  for (
    let t = Date.UTC(2026, 10, 9, 0, 5);
    t < Date.UTC(2026, 10, 16, 17, 50);
    t += between(random, 15, 80) * MIN + between(random, 0, 59) * 1000
  )
    before.push(...chatter(t, 2214));
  const bigAt = Date.UTC(2026, 10, 16, 18, 2, 11);
  const p = `${sys(bigAt)} blast-sync[2214]:`;
  before.push(
    `${sys(bigAt - 70_000)} blast-sync[2214]: INFO portal requested full archive re-upload for DL-2 (ticket QRY-4471, audit of Q3/Q4 shots)`,
    `${sys(bigAt - 62_000)} blast-sync[2214]: INFO reading DL-2 archive, ${blasts.length} blasts`,
    `${sys(bigAt - 3_000)} blast-sync[2214]: INFO archive crc 0x9A21C3F0 ok`,
  );
  const big = `${p} DEBUG POST https://blastportal.corravale.local/api/v1/archives logger=DL-2 bytes=${archive.length} payload=${archive}`;
  const after: string[] = [`${sys(bigAt + 4_000)} blast-sync[2214]: INFO POST /api/v1/archives -> 201 Created (archive id arc-7f31c2)`];
  for (let t = bigAt + 25 * MIN; t < Date.UTC(2026, 10, 17, 8, 0); t += between(random, 4, 14) * MIN + between(random, 0, 59) * 1000)
    after.push(...chatter(t, 2214));
  const output = [...before, big, ...after].join('\n');
  return probe(
    'round 103: blast logger sync (one huge log line)',
    'Which detonator went into hole 112 on the bench 3 east shot on Friday 9 October?',
    'blast_sync_logs',
    output,
    'detonator',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b4. Master alarm database (YAML).
// ---------------------------------------------------------------------------------------------------------------

interface Measure {
  readonly name: string;
  readonly instr: string;
  readonly units: string;
  readonly levels: readonly string[];
  readonly base: readonly [number, number];
  readonly dp: number;
}

const MEASURES: Record<string, Measure> = {
  temp: { name: 'temperature', instr: 'TT', units: 'degC', levels: ['HI', 'HH'], base: [60, 420], dp: 0 },
  brg: { name: 'bearing temperature', instr: 'TT', units: 'degC', levels: ['HI', 'HH'], base: [75, 90], dp: 0 },
  draft: { name: 'draft', instr: 'PT', units: 'mbar', levels: ['HI', 'LO'], base: [-62, -4], dp: 1 },
  press: { name: 'pressure', instr: 'PT', units: 'mbar', levels: ['HI', 'LO'], base: [8, 95], dp: 1 },
  vib: { name: 'vibration', instr: 'VT', units: 'mm/s', levels: ['HI', 'HH'], base: [4.5, 11], dp: 1 },
  current: { name: 'motor current', instr: 'IT', units: 'A', levels: ['HI'], base: [40, 1400], dp: 0 },
  level: { name: 'level', instr: 'LT', units: '%', levels: ['HI', 'LO', 'LL'], base: [10, 92], dp: 0 },
  flow: { name: 'flow', instr: 'FT', units: 't/h', levels: ['LO', 'HI'], base: [4, 320], dp: 1 },
  speed: { name: 'speed', instr: 'ST', units: 'rpm', levels: ['LO'], base: [2, 990], dp: 1 },
  oil: { name: 'lube oil pressure', instr: 'PT', units: 'bar', levels: ['LO', 'LL'], base: [0.8, 2.5], dp: 1 },
  co: { name: 'CO', instr: 'AT', units: '%vol', levels: ['HI', 'HH'], base: [0.1, 0.6], dp: 2 },
  o2: { name: 'O2', instr: 'AT', units: '%vol', levels: ['LO', 'LL'], base: [0.8, 3.5], dp: 1 },
  nox: { name: 'NOx', instr: 'AT', units: 'ppm', levels: ['HI'], base: [800, 1600], dp: 0 },
};

const LEVEL_WORDS: Record<string, string> = { HI: 'high', HH: 'high high', LO: 'low', LL: 'low low' };

function alarmDatabase(): EconomicsTask {
  const random = seededRandom(103_004);
  const needle = 'Reduce main burner coal by 0.6 t/h';
  const areas: [string, string, [string, string[]][]][] = [
    [
      '211',
      'Raw material reclaim',
      [
        ['Limestone reclaimer', ['current', 'speed']],
        ['Shale reclaimer', ['current', 'speed']],
        ['Belt conveyor 211BC03', ['current', 'speed']],
        ['Belt conveyor 211BC05', ['current', 'speed']],
        ['Additive bin 211BN2', ['level']],
        ['Iron ore bin 211BN3', ['level']],
        ['Limestone weigh feeder 211WF1', ['flow']],
        ['Shale weigh feeder 211WF2', ['flow']],
      ],
    ],
    [
      '241',
      'Raw mill 1',
      [
        ['Raw mill 1 main motor', ['current', 'brg', 'temp']],
        ['Raw mill 1 gearbox', ['brg', 'oil', 'vib']],
        ['Raw mill 1 classifier', ['speed', 'current', 'vib']],
        ['Raw mill 1 grinding roller 1', ['brg', 'oil']],
        ['Raw mill 1 grinding roller 2', ['brg', 'oil']],
        ['Raw mill 1 grinding roller 3', ['brg', 'oil']],
        ['Raw mill 1 hydraulic unit', ['press', 'temp', 'level']],
        ['Raw mill 1 inlet', ['temp', 'draft']],
        ['Raw mill 1 outlet', ['temp', 'draft']],
        ['Raw mill 1 mill fan', ['current', 'vib', 'brg']],
        ['Raw mill 1 water injection', ['flow']],
      ],
    ],
    [
      '251',
      'Raw mill filter and fan',
      [
        ['Raw mill filter', ['press', 'temp']],
        ['Raw mill filter fan', ['current', 'vib', 'brg', 'speed']],
        ['Raw mill filter dust screw', ['current', 'speed']],
        ['Raw meal bucket elevator', ['current', 'speed']],
        ['Raw meal airslide', ['press']],
      ],
    ],
    [
      '311',
      'Homogenising silo',
      [
        ['Homogenising silo', ['level']],
        ['Silo aeration blower 311BL1', ['press', 'current']],
        ['Silo aeration blower 311BL2', ['press', 'current']],
        ['Silo extraction airslide', ['press']],
      ],
    ],
    [
      '361',
      'Kiln feed',
      [
        ['Kiln feed bin', ['level']],
        ['Kiln feed flowmeter', ['flow']],
        ['Kiln feed bucket elevator', ['current', 'speed']],
      ],
    ],
    [
      '431',
      'Preheater',
      [
        ['Cyclone 1A outlet', ['temp', 'draft']],
        ['Cyclone 1B outlet', ['temp', 'draft']],
        ['Cyclone 2 outlet', ['temp', 'draft']],
        ['Cyclone 3 outlet', ['temp', 'draft']],
        ['Cyclone 4A cone', ['press', 'temp']],
        ['Cyclone 4B cone', ['press', 'temp']],
        ['Calciner outlet', ['temp', 'co', 'o2']],
        ['Riser duct', ['draft', 'temp']],
        ['Tertiary air duct', ['temp', 'draft']],
        ['Preheater exit', ['co', 'o2', 'temp']],
      ],
    ],
    [
      '441',
      'Rotary kiln',
      [
        ['Kiln main drive motor', ['current', 'brg', 'speed']],
        ['Kiln main drive gearbox', ['brg', 'oil']],
        ['Kiln tyre 1', ['temp']],
        ['Kiln tyre 2', ['temp']],
        ['Kiln tyre 3', ['temp']],
        ['Kiln support roller 2 north', ['brg']],
        ['Kiln support roller 2 south', ['brg']],
        ['Kiln shell zone 3', ['temp']],
        ['Kiln hood', ['draft', 'temp']],
        ['Kiln inlet', ['co', 'o2', 'nox', 'temp']],
      ],
    ],
    [
      '451',
      'Clinker cooler',
      [
        ['Cooler grate 1', ['press', 'speed']],
        ['Cooler grate 2', ['press', 'speed']],
        ['Cooler fan 451FN1', ['current', 'vib']],
        ['Cooler fan 451FN2', ['current', 'vib']],
        ['Cooler fan 451FN3', ['current', 'vib']],
        ['Cooler vent air', ['temp', 'draft']],
        ['Clinker crusher', ['current', 'speed']],
        ['Cooler hydraulic unit', ['press', 'temp']],
      ],
    ],
    [
      '461',
      'Kiln ID fan and main filter',
      [
        ['Kiln ID fan 461FN1', ['current', 'vib', 'brg', 'speed']],
        ['Main bag filter', ['press', 'temp']],
        ['Conditioning tower', ['temp', 'flow']],
        ['Main filter dust screw', ['current', 'speed']],
      ],
    ],
    [
      '481',
      'Main burner and fuels',
      [
        ['Main burner coal feeder', ['flow', 'speed']],
        ['Calciner coal feeder', ['flow', 'speed']],
        ['Primary air fan', ['current', 'press']],
        ['SRF feeder', ['flow', 'current']],
        ['Coal dosing bin', ['level']],
      ],
    ],
    [
      '531',
      'Coal mill',
      [
        ['Coal mill main motor', ['current', 'brg']],
        ['Coal mill outlet', ['temp', 'co']],
        ['Coal mill bag filter', ['temp', 'co', 'press']],
        ['Fine coal bin', ['level', 'temp', 'co']],
      ],
    ],
    [
      '611',
      'Cement mill 1',
      [
        ['Cement mill 1 main motor', ['current', 'brg']],
        ['Cement mill 1 girth gear', ['vib', 'temp']],
        ['Cement mill 1 separator', ['speed', 'current']],
        ['Cement mill 1 outlet', ['temp', 'draft']],
        ['Cement mill 1 water injection', ['flow']],
      ],
    ],
    [
      '621',
      'Cement mill 2',
      [
        ['Cement mill 2 main motor', ['current', 'brg']],
        ['Cement mill 2 girth gear', ['vib', 'temp']],
        ['Cement mill 2 separator', ['speed', 'current']],
        ['Cement mill 2 outlet', ['temp', 'draft']],
        ['Cement mill 2 water injection', ['flow']],
      ],
    ],
    [
      '631',
      'Cement mill 3 (VRM)',
      [
        ['Cement mill 3 main motor', ['current', 'brg', 'temp']],
        ['Cement mill 3 gearbox', ['brg', 'oil', 'vib']],
        ['Cement mill 3 classifier', ['speed', 'current', 'vib']],
        ['Cement mill 3 grinding roller 1', ['brg', 'oil']],
        ['Cement mill 3 grinding roller 2', ['brg', 'oil']],
        ['Cement mill 3 hot gas generator', ['temp', 'co']],
        ['Cement mill 3 outlet', ['temp', 'draft']],
        ['Cement mill 3 mill fan', ['current', 'vib', 'brg']],
      ],
    ],
    [
      '711',
      'Cement silos',
      [
        ['Cement silo S1', ['level']],
        ['Cement silo S2', ['level']],
        ['Cement silo S3', ['level']],
        ['Cement silo S4', ['level']],
        ['Cement silo S6', ['level']],
        ['Silo feed bucket elevator', ['current', 'speed']],
      ],
    ],
    [
      '811',
      'Bulk dispatch',
      [
        ['Loading bay 1 spout', ['level', 'press']],
        ['Loading bay 2 spout', ['level', 'press']],
        ['Loading bay 3 spout', ['level', 'press']],
        ['Loading bay 4 spout', ['level', 'press']],
        ['Loading dedusting fan', ['current', 'press']],
      ],
    ],
  ];
  const causes: Record<string, string[]> = {
    HI: [
      'Process upset or load change',
      'Build-up or partial blockage downstream',
      'Instrument drift, check against local reading',
      'Cooling or lubrication reduced',
    ],
    HH: ['Sustained upset, previous alarm not handled', 'Equipment fault developing', 'Blockage or loss of cooling'],
    LO: ['Feed interrupted or bin running empty', 'Leak or false air ingress', 'Instrument impulse line blocked'],
    LL: ['Supply lost', 'Pump or blower stopped', 'Bin empty, feed interrupted'],
  };
  const consequences: Record<string, string[]> = {
    HI: ['Reduced equipment life if sustained', 'Quality deviation, kiln stability affected', 'Throughput reduced'],
    HH: ['Equipment trip by interlock', 'Damage to equipment, unplanned stop', 'Line stop and restart losses'],
    LO: ['Unstable operation, possible trip', 'Product quality drift', 'Loss of throughput'],
    LL: ['Equipment trip by interlock', 'Damage to bearings or gears', 'Line stop'],
  };
  const action = (item: string, m: Measure, level: string, sp: string): string => {
    const lc = item.charAt(0).toLowerCase() + item.slice(1);
    const variants: string[] = {
      HI: [
        `Check ${lc} ${m.name} trend and local indication; reduce load if still rising after 10 min`,
        `Confirm ${m.name} with field operator, check for build-up, adjust setpoint in small steps`,
        `Compare with redundant measurement; if genuine, lower throughput by 5% and inform shift leader`,
      ],
      HH: [
        `Stop ${lc} if ${m.name} stays above ${sp} ${m.units} for 2 min; call maintenance on duty`,
        `Prepare for interlock trip; send field operator to ${lc}, follow SOP ${between(random, 100, 480)}`,
      ],
      LO: [
        `Check feed to ${lc} and upstream equipment; ask field operator to inspect`,
        `Verify impulse lines and transmitter; if genuine, reduce throughput and restore supply`,
      ],
      LL: [
        `Restore supply to ${lc} immediately; stop equipment if not restored within 1 min`,
        `Start standby unit and check ${lc} locally; follow SOP ${between(random, 100, 480)}`,
      ],
    }[level]!;
    return oneOf(random, variants);
  };
  const quote = (s: string) => (/^[%@`&*!|>'"{[\]#-]/.test(s) || s.includes(': ') || s.includes(' #') ? `'${s.replace(/'/g, "''")}'` : s);
  const lines: string[] = [
    '# Master alarm database export - Corravale Works, kiln line 1 and dispatch',
    '# generated 2026-11-17T07:55:12Z by alarmdb-export 2.8.0 (ISA-18.2 rationalised set, rev 14)',
    'site: CORRAVALE',
    'line: K1',
    'revision: 14',
    'approved_by: S. Fitzgerald (process manager)',
    'alarms:',
  ];
  let n = 0;
  for (const [code, areaName, items] of areas) {
    for (const [item, measures] of items) {
      for (const key of measures) {
        const m = MEASURES[key]!;
        const num = pad(between(random, 1, 9) * 100 + between(random, 1, 60), 4);
        for (const level of m.levels) {
          n++;
          const isTarget = item === 'Kiln inlet' && key === 'co' && level === 'HH';
          const [lo, hi] = m.base;
          const raw = lo + random() * (hi - lo);
          const sp = isTarget ? '0.50' : (level === 'HH' ? raw * 1.08 : level === 'LL' ? raw * 0.8 : raw).toFixed(m.dp);
          const entry = [
            `  - tag: ${code}-${m.instr}-${num}.${level}`,
            `    description: ${item} ${m.name} ${LEVEL_WORDS[level]!}`,
            `    area: ${code} ${areaName}`,
            `    type: PV_${level}`,
            `    setpoint: ${sp}`,
            `    units: ${quote(m.units)}`,
            `    priority: ${isTarget ? 1 : level === 'HH' || level === 'LL' ? between(random, 1, 2) : between(random, 2, 4)}`,
          ];
          if (isTarget) {
            entry.push(
              '    cause: Incomplete combustion at the kiln inlet - coal surge, low secondary air or a falling coating ring',
              '    consequence: Explosion risk in the preheater and main filter, automatic CO trip of the filter at 0.8 %vol',
              `    corrective_action: ${needle}, raise ID fan speed by 2% and watch kiln inlet O2; if CO stays above 0.8 %vol for 2 min stop the kiln feed and call the shift manager`,
              '    time_to_respond: under 3 min',
            );
          } else {
            entry.push(
              `    cause: ${quote(oneOf(random, causes[level]!))}`,
              `    consequence: ${quote(oneOf(random, consequences[level]!))}`,
              `    corrective_action: ${quote(avoid(needle, () => action(item, m, level, sp)))}`,
              `    time_to_respond: ${oneOf(random, ['under 3 min', '3-10 min', '10-30 min', 'over 30 min'])}`,
            );
          }
          entry.push(
            `    deadband: ${(Math.abs(Number(sp)) * 0.02 + 0.01).toFixed(m.dp + 1)}`,
            `    on_delay_s: ${oneOf(random, [0, 2, 5, 10, 30])}`,
            `    off_delay_s: ${oneOf(random, [0, 0, 5, 10])}`,
            `    class: ${oneOf(random, ['process', 'process', 'equipment protection', 'quality', 'environmental'])}`,
            `    rationalised: ${oneOf(random, ['2025-03-12', '2025-03-19', '2025-04-02', '2025-10-08'])} ${person(random)}`,
            `    state: ${random() < 0.05 ? 'shelved' : 'in_service'}`,
            `    suppression_group: ${code === '811' || code === '711' ? 'DISPATCH_IDLE' : `${code}_STOPPED`}`,
            `    hmi_display: ${areaName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`,
            `    historian_tag: CV.${code}.${m.instr}${num}.PV`,
            '    audit:',
            `      last_changed: ${oneOf(random, ['2025-03-12', '2025-06-30', '2025-10-08', '2026-02-17', '2026-07-21'])}`,
            `      changed_by: ${oneOf(random, ['sfitzgerald', 'jmoran', 'pmaher', 'kdaly'])}`,
            `      moc_ref: MOC-${oneOf(random, ['2025', '2026'])}-${pad(between(random, 1, 140), 3)}`,
          );
          lines.push(...entry);
        }
      }
    }
  }
  lines.push(`count: ${n}`);
  return probe(
    'round 103: master alarm database (YAML)',
    'What is the operator supposed to do when the kiln inlet CO high high alarm comes in?',
    'get_alarm_database',
    lines.join('\n'),
    'alarm',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b5. Maximo work orders (pretty JSON).
// ---------------------------------------------------------------------------------------------------------------

function maximoWorkOrders(): EconomicsTask {
  const random = seededRandom(103_005);
  const assets: [string, string, string, string[]][] = [
    [
      '241-RM1',
      '241-RM1',
      'Raw mill 1',
      [
        'lube oil sample, main gearbox',
        'inspect classifier rotor blades',
        'check grinding roller seal air fan',
        'hydraulic accumulator precharge check',
        'replace mill fan coupling elements',
        'inspect dam ring and armour ring',
        'measure grinding roller tyre wear (ultrasonic)',
        'hardface grinding table segments',
        'clean water injection nozzles',
        'replace grinding roller 2 oil seal',
      ],
    ],
    [
      '431-PH',
      '431',
      'Preheater',
      [
        'clean cyclone 4A cone',
        'inspect meal flap valve C3',
        'replace air blaster solenoid C4B',
        'refractory inspection riser duct',
        'replace kiln inlet gas probe hose',
      ],
    ],
    [
      '441-K1',
      '441',
      'Kiln',
      [
        'inspect tyre 2 and support rollers',
        'kiln shell ovality measurement',
        'replace inlet seal lamellas',
        'girth gear spray lubrication check',
        'thrust roller hydraulic check',
      ],
    ],
    [
      '451-CL',
      '451',
      'Clinker cooler',
      ['replace grate plates row 7', 'hydraulic drive oil change', 'inspect hammer crusher', 'replace cooler fan 451FN2 bearings'],
    ],
    [
      '461-FN1',
      '461',
      'Kiln ID fan',
      ['vibration route 12', 'replace motor DE bearing', 'inspect impeller for build-up', 'balance impeller'],
    ],
    [
      '531-CM',
      '531',
      'Coal mill',
      ['replace grinding roller tyres', 'inspect inerting system', 'CO analyser calibration', 'replace bag filter bags row 4'],
    ],
    [
      '611-CM1',
      '611',
      'Cement mill 1',
      ['replace diaphragm plates', 'inspect liners compartment 1', 'ball charge top-up 20 t', 'separator gearbox oil change'],
    ],
    [
      '621-CM2',
      '621',
      'Cement mill 2',
      ['replace diaphragm plates', 'inspect liners compartment 2', 'ball charge grading', 'girth gear alignment check'],
    ],
    [
      '631-CM3',
      '631',
      'Cement mill 3 (VRM)',
      ['replace grinding roller tyres', 'inspect grinding table liners', 'hydraulic cylinder seal kit'],
    ],
    ['811-WB1', '811', 'Weighbridge 1', ['annual verification (NSAI)', 'clean load cell pits', 'replace junction box gland']],
    ['811-WB2', '811', 'Weighbridge 2', ['annual verification (NSAI)', 'clean load cell pits', 'indicator firmware update']],
    ['811-LB2', '811', 'Loading bay 2', ['replace loading spout bellows', 'check aeration blower', 'replace level probe on spout']],
    [
      'CEMS-A1',
      'A1-1',
      'Kiln stack CEMS',
      ['QAL3 drift check review', 'replace dust monitor purge filter', 'AST support (annual surveillance test)'],
    ],
    ['121-DR01', 'QRY', 'Drill rig DR01', ['250 h service', 'replace drill rods and bits', 'compressor oil change']],
    ['121-DR02', 'QRY', 'Drill rig DR02', ['250 h service', 'replace rod handler jaws', 'dust collector filter change']],
    ['131-CR1', '131', 'Primary crusher', ['replace hammers set B', 'inspect apron feeder pans', 'grease route']],
  ];
  const leads = ['DCOLLINS', 'PMAHER', 'JRYAN', 'TKEHOE', 'SBROPHY', 'NDELANEY', 'MCOMERFORD', 'KFURLONG'];
  const groups = ['MECH-DAY', 'MECH-B', 'ELEC-DAY', 'INST', 'QRY-MAINT', 'CONTRACT'];
  const count = 880;
  const target = Math.floor(count * 0.47);
  let wonum = 4_099_512;
  let needle = '';
  const member = Array.from({ length: count }, (_, i) => {
    wonum += between(random, 1, 4);
    const isTarget = i === target;
    const [assetnum, location, name, tasks] = isTarget ? assets[0]! : oneOf(random, assets);
    const description = isTarget
      ? 'Raw mill 1 - replace grinding roller tyres (rollers 1-3), planned stop wk 48'
      : `${name} - ${oneOf(random, tasks)}`;
    if (isTarget) needle = String(wonum);
    const reported = Date.UTC(2026, 6, 1) + Math.floor((i / count) * 130 * DAY) + between(random, 0, 86_399) * 1000;
    const sched = reported + between(random, 2, 40) * DAY;
    const worktype = isTarget ? 'PM' : oneOf(random, ['PM', 'PM', 'PM', 'CM', 'CM', 'EM', 'PRJ']);
    const status = isTarget ? 'APPR' : oneOf(random, ['WAPPR', 'APPR', 'APPR', 'INPRG', 'WMATL', 'COMP', 'CLOSE', 'CLOSE']);
    const estdur = isTarget ? 96 : oneOf(random, [0.5, 1, 2, 4, 8, 12, 24, 48]);
    const wo: Record<string, unknown> = {
      href: `http://maximo.corravale.local/maximo/oslc/os/mxwo/_${Buffer.from(`CORRAVALE/${wonum}`).toString('base64').replace(/=/g, '-')}`,
      wonum: String(wonum),
      workorderid: 918_000 + i * 3 + between(random, 0, 2),
      siteid: 'CORRAVALE',
      status,
      description,
      worktype,
      wopriority: isTarget ? 2 : between(random, 1, 4),
      assetnum,
      location,
      reportdate: iso(reported).replace('Z', '+00:00'),
      reportedby: oneOf(random, leads),
      schedstart: iso(sched).replace('Z', '+00:00'),
      schedfinish: iso(sched + estdur * 3_600_000).replace('Z', '+00:00'),
      estdur,
      lead: oneOf(random, leads),
      persongroup: isTarget ? 'MECH-DAY' : oneOf(random, groups),
    };
    if (worktype === 'PM') wo.pmnum = `PM-${location}-${pad(between(random, 1, 240), 3)}`;
    if (worktype === 'CM' || worktype === 'EM') wo.failurecode = oneOf(random, ['MECH', 'ELEC', 'INSTR', 'WEAR', 'LUBE']);
    if (status === 'COMP' || status === 'CLOSE') wo.actfinish = iso(sched + estdur * 4_000_000).replace('Z', '+00:00');
    return wo;
  });
  const output = JSON.stringify(
    {
      member,
      responseInfo: {
        totalCount: count,
        href: 'http://maximo.corravale.local/maximo/oslc/os/mxwo?lean=1&oslc.select=wonum,workorderid,siteid,status,description,worktype,wopriority,assetnum,location,reportdate,reportedby,schedstart,schedfinish,estdur,lead,persongroup,pmnum,failurecode,actfinish&oslc.where=siteid="CORRAVALE"&oslc.pageSize=1000',
        pagenum: 1,
      },
    },
    null,
    2,
  );
  return probe(
    'round 103: Maximo work orders (pretty JSON)',
    "What's the work order number for replacing the grinding roller tyres on raw mill 1?",
    'maximo_workorders',
    output,
    'workorder',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b6. OPC UA browse of the control system (indented tree).
// ---------------------------------------------------------------------------------------------------------------

function opcuaBrowse(): EconomicsTask {
  const random = seededRandom(103_006);
  type Kind = 'motor' | 'bigmotor' | 'instr' | 'valve';
  const instrUnits: [string, string, number, number][] = [
    ['TT', 'degC', 0, 1000],
    ['PT', 'mbar', -80, 40],
    ['FT', 't/h', 0, 350],
    ['LT', '%', 0, 100],
    ['VT', 'mm/s', 0, 20],
    ['AT', '%vol', 0, 21],
  ];
  const instrNames: Record<string, string> = {
    TT: 'temperature',
    PT: 'pressure',
    FT: 'flow',
    LT: 'level',
    VT: 'vibration',
    AT: 'gas analysis',
  };
  const areas: [string, string, string[], string[], number][] = [
    [
      '131',
      'Primary crusher',
      ['Apron feeder', 'Hammer crusher', 'Crusher discharge belt', 'Stacker belt', 'Crusher dedusting fan'],
      ['Belt conveyor', 'Dust suppression pump'],
      26,
    ],
    [
      '211',
      'Raw material reclaim',
      ['Limestone reclaimer', 'Shale reclaimer', 'Limestone weigh feeder', 'Shale weigh feeder', 'Iron ore weigh feeder'],
      ['Belt conveyor', 'Additive bin', 'Transfer point dedusting fan'],
      30,
    ],
    [
      '241',
      'Raw mill 1',
      [
        'Raw mill 1 main drive motor',
        'Raw mill 1 classifier drive',
        'Raw mill 1 mill fan',
        'Raw mill 1 hydraulic pump',
        'Raw mill 1 seal air fan',
        'Raw mill 1 reject bucket elevator',
        'Raw mill 1 water injection pump',
        'Raw mill 1 hot gas damper',
      ],
      ['Raw mill 1 grinding roller', 'Raw mill 1 airslide blower', 'Raw mill 1 inlet', 'Raw mill 1 outlet'],
      58,
    ],
    [
      '311',
      'Homogenising silo',
      ['Homogenising silo', 'Silo feed bucket elevator'],
      ['Aeration blower', 'Airslide blower', 'Aeration valve'],
      30,
    ],
    [
      '361',
      'Kiln feed',
      ['Kiln feed bin', 'Kiln feed flow gate', 'Kiln feed bucket elevator', 'Kiln feed rotary feeder'],
      ['Kiln feed airslide blower'],
      22,
    ],
    [
      '431',
      'Preheater',
      ['Calciner', 'Tertiary air damper', 'Riser duct'],
      ['Cyclone 1A', 'Cyclone 1B', 'Cyclone 2', 'Cyclone 3', 'Cyclone 4A', 'Cyclone 4B', 'Air blaster valve', 'Meal flap'],
      70,
    ],
    [
      '441',
      'Rotary kiln',
      [
        'Kiln auxiliary drive motor',
        'Kiln main drive lube oil pump motor',
        'Girth gear spray pump',
        'Thrust roller hydraulic pump',
        'Kiln inlet seal fan',
      ],
      ['Kiln shell cooling fan', 'Kiln tyre'],
      42,
    ],
    [
      '451',
      'Clinker cooler',
      ['Clinker crusher', 'Grate drive hydraulic pump', 'Pan conveyor', 'Cooler vent damper'],
      ['Cooler fan', 'Cooler grate', 'Cooler chamber'],
      56,
    ],
    [
      '461',
      'Kiln ID fan and main filter',
      ['Kiln ID fan 461FN1', 'Filter dust screw', 'Conditioning tower water pump', 'Filter rotary valve'],
      ['Filter compartment inlet damper', 'Filter compartment'],
      36,
    ],
    [
      '481',
      'Main burner and fuels',
      ['Main burner coal feeder', 'Calciner coal feeder', 'Primary air fan', 'SRF feeder', 'SRF shredder'],
      ['Coal dosing bin', 'SRF belt conveyor'],
      32,
    ],
    [
      '531',
      'Coal mill',
      ['Coal mill main drive motor', 'Coal mill fan', 'Coal mill separator', 'Coal mill inerting valve', 'Fine coal screw'],
      ['Fine coal bin', 'Coal mill filter fan', 'Coal dust screw'],
      30,
    ],
    [
      '611',
      'Cement mill 1',
      [
        'Cement mill 1 main drive motor',
        'Cement mill 1 separator drive',
        'Cement mill 1 mill fan',
        'Cement mill 1 gypsum weigh feeder',
        'Cement mill 1 clinker weigh feeder',
        'Cement mill 1 limestone weigh feeder',
      ],
      ['Cement mill 1 airslide blower', 'Cement mill 1 outlet'],
      54,
    ],
    [
      '621',
      'Cement mill 2',
      [
        'Cement mill 2 main drive motor',
        'Cement mill 2 separator drive',
        'Cement mill 2 mill fan',
        'Cement mill 2 gypsum weigh feeder',
        'Cement mill 2 clinker weigh feeder',
        'Cement mill 2 limestone weigh feeder',
      ],
      ['Cement mill 2 airslide blower', 'Cement mill 2 outlet'],
      54,
    ],
    ['711', 'Cement silos', ['Silo feed bucket elevator'], ['Cement silo', 'Silo aeration blower', 'Silo top dedusting fan'], 42],
    ['811', 'Bulk dispatch', [], ['Loading spout', 'Loading aeration blower', 'Loading dedusting fan', 'Spout lift motor'], 46],
  ];
  let objId = 1000;
  let varId = 20_000;
  let needle = '';
  const lines: string[] = [
    'uabrowse 1.6.2 - endpoint opc.tcp://ccr-opc01.corravale.local:4840',
    'Security: Basic256Sha256 / SignAndEncrypt   User: svc-historian   Session timeout: 60000 ms',
    'Browsing from ns=2;i=1000 (Objects/Line1), depth 5, attributes: DataType, AccessLevel, Value, EngineeringUnits, EURange',
    '',
    `Line1 (Object) ns=2;i=${objId++}`,
  ];
  const ts = (t: number) => isoMs(t + between(random, 0, 59_999));
  const labels = new Map<string, number>();
  /** The measurements that make sense on a piece of equipment. */
  const instrFor = (base: string): string[] =>
    /Cyclone|Calciner|tertiary|Riser|outlet|inlet$|compartment$|chamber|grate$/i.test(base)
      ? ['TT', 'PT']
      : /bin|silo|radar/i.test(base)
        ? ['LT']
        : /feeder|belt|screw|conveyor/i.test(base)
          ? ['FT', 'VT']
          : /Kiln tyre/.test(base)
            ? ['TT']
            : /fan|motor|crusher|mill|drive|pump|blower|elevator|reclaimer/i.test(base)
              ? ['VT', 'TT']
              : ['TT', 'PT'];
  const now = Date.UTC(2026, 10, 17, 8, 13, 0);
  const variable = (
    indent: string,
    name: string,
    dataType: string,
    value: string,
    units: string | null,
    range: string | null,
  ): string[] => {
    const id = `ns=3;i=${varId}`;
    varId += between(random, 1, 3);
    const status = random() < 0.015 ? 'Bad_CommunicationFailure' : random() < 0.02 ? 'Uncertain_LastUsableValue' : 'Good';
    const out = [
      `${indent}${name} (Variable) ${id}`,
      `${indent}  DataType=${dataType}  ValueRank=Scalar  AccessLevel=CurrentRead|HistoryRead`,
      `${indent}  Value=${value}  Status=${status}  SourceTimestamp=${ts(now)}`,
    ];
    if (units) out.push(`${indent}  EngineeringUnits="${units}"${range ? `  EURange=${range}` : ''}`);
    return out;
  };
  const equipment = (code: string, tagNo: string, description: string, kind: Kind, isTarget = false) => {
    const indent = '      ';
    let label = description;
    if (kind !== 'instr' && !isTarget) {
      const seen = (labels.get(description) ?? 0) + 1;
      labels.set(description, seen);
      if (seen > 1) label = `${description} ${seen}`;
    }
    lines.push(`    ${code}${tagNo} (Object) ns=2;i=${objId++}`, `${indent}Description: "${label}"`);
    if (kind === 'motor' || kind === 'bigmotor') {
      const rated = kind === 'bigmotor' ? between(random, 6, 18) * 100 : between(random, 2, 60) * 5;
      const running = random() < 0.85;
      lines.push(...variable(indent, 'Running', 'Boolean', running ? 'true' : 'false', null, null));
      if (kind === 'bigmotor') lines.push(...variable(indent, 'Speed', 'Float', fixed(random, 900, 995, 1), 'rpm', '0..1000'));
      const before = varId;
      lines.push(...variable(indent, 'Current', 'Float', running ? fixed(random, rated * 0.4, rated * 0.9, 1) : '0.0', 'A', `0..${rated}`));
      if (isTarget) needle = `ns=3;i=${before}`;
      if (kind === 'bigmotor') {
        lines.push(...variable(indent, 'Power', 'Float', fixed(random, rated * 0.3, rated * 0.6, 0), 'kW', `0..${rated}`));
        lines.push(...variable(indent, 'WindingTempU', 'Float', fixed(random, 60, 115, 1), 'degC', '0..200'));
      }
      lines.push(...variable(indent, 'HoursRun', 'Double', String(between(random, 1200, 98_000)), 'h', null));
    } else if (kind === 'valve') {
      const pos = fixed(random, 0, 100, 1);
      lines.push(...variable(indent, 'Position', 'Float', pos, '%', '0..100'));
      lines.push(...variable(indent, 'Setpoint', 'Float', pos, '%', '0..100'));
      lines.push(...variable(indent, 'Auto', 'Boolean', random() < 0.8 ? 'true' : 'false', null, null));
    } else {
      const suits = instrUnits.filter(([code]) => instrFor(description).includes(code));
      const [instr, units, lo, hi] = oneOf(random, suits.length > 0 ? suits : instrUnits);
      const label = `${description} ${instrNames[instr]!}`;
      const seen = (labels.get(label) ?? 0) + 1;
      labels.set(label, seen);
      lines[lines.length - 1] = `${indent}Description: "${seen > 1 ? `${label} ${seen}` : label}"`;
      lines[lines.length - 2] = `    ${code}${instr}${tagNo} (Object) ns=2;i=${objId - 1}`;
      lines.push(...variable(indent, 'PV', 'Float', fixed(random, lo + (hi - lo) * 0.2, lo + (hi - lo) * 0.7, 2), units, `${lo}..${hi}`));
      lines.push(...variable(indent, 'HiLimit', 'Float', fixed(random, lo + (hi - lo) * 0.75, hi, 1), units, `${lo}..${hi}`));
      lines.push(...variable(indent, 'LoLimit', 'Float', fixed(random, lo, lo + (hi - lo) * 0.15, 1), units, `${lo}..${hi}`));
    }
  };
  for (const [code, name, unique, repeatable, count] of areas) {
    lines.push(`  ${code} ${name} (Object) ns=2;i=${objId++}`);
    labels.clear();
    const used = new Set<string>();
    if (code === '441') {
      equipment(code, 'M01', 'Kiln main drive motor', 'bigmotor', true);
      used.add('M01');
    }
    for (let i = 0; i < count; i++) {
      const isUnique = i < unique.length;
      const base = isUnique ? unique[i]! : oneOf(random, repeatable);
      const kind: Kind = /main drive motor|ID fan/.test(base)
        ? 'bigmotor'
        : /damper|valve|gate|flap/i.test(base)
          ? 'valve'
          : /Cyclone|Calciner|Riser|Kiln tyre|roller|bin|silo$|outlet|inlet$|compartment$|chamber|grate$/i.test(base) ||
              (!isUnique && random() < 0.35)
            ? 'instr'
            : 'motor';
      const newTag = () =>
        kind === 'instr'
          ? pad(between(random, 100, 899), 3)
          : `${oneOf(random, ['M', 'FN', 'BL', 'PU', 'DA'])}${pad2(between(random, 1, 60))}`;
      let tagNo = newTag();
      while (used.has(tagNo) || tagNo === 'M01') tagNo = newTag();
      used.add(tagNo);
      equipment(code, tagNo, kind === 'motor' && !/motor/.test(base) ? `${base} motor` : base, kind);
    }
  }
  lines.push('', `Browse complete: ${objId - 1000} objects, ${varId - 20_000} variable ids allocated, 0 errors, 4812 ms`);
  return probe(
    'round 103: OPC UA browse (indented tree)',
    'What is the OPC UA node ID for the kiln main drive motor current?',
    'opcua_browse',
    lines.join('\n'),
    'node',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c7. Weighbridge terminal log: paraphrased question.
// ---------------------------------------------------------------------------------------------------------------

function weighbridgeLog(): EconomicsTask {
  const random = seededRandom(103_007);
  const needle = '46380 kg';
  const hauliers = [
    'DUGGAN BULK HAULAGE',
    'ROCHE TRANSPORT LTD',
    'KINSELLA TANKERS',
    'M DUNNE & SONS',
    'SOUTHEAST BULK LOGISTICS',
    'TOBIN HAULAGE',
  ];
  const customers = [
    'KILBRIDE PRECAST LTD',
    'NOLAN READYMIX',
    'COSTIGAN CONCRETE PRODUCTS',
    'SUIRSIDE READYMIX',
    'GLENMORE PRECAST',
    'DALTON CONCRETE',
    'PHELAN READYMIX',
    'BALLYHALE CONCRETE',
    'BYRNE CIVIL ENGINEERING',
  ];
  const products = [
    ['CEM I 52,5 R', 'S4'],
    ['CEM II/A-LL 42,5 R', 'S2'],
    ['CEM II/A-L 42,5 N', 'S1'],
    ['CEM I 42,5 N', 'S3'],
    ['GGBS', 'S6'],
  ] as const;
  const targetReg = '221-KK-1043';
  const vehicles = Array.from({ length: 52 }, (_, i) => ({
    reg: `${oneOf(random, ['191', '192', '201', '202', '211', '212', '222', '231', '241'])}-${oneOf(random, ['KK', 'W', 'WX', 'T', 'C', 'CW', 'L'])}-${between(random, 120, 9899)}`,
    haulier: hauliers[i % hauliers.length]!,
    trailer: `T${pad2(between(random, 1, 60))}`,
    tare: between(random, 710, 795) * 20,
  }));
  const truck = { reg: targetReg, haulier: 'DUGGAN BULK HAULAGE', trailer: 'T17', tare: 15240 };
  interface Tx {
    at: number;
    v: typeof truck;
    forcedGross?: number;
  }
  const txs: Tx[] = [];
  for (let day = Date.UTC(2026, 10, 2); day <= Date.UTC(2026, 10, 16); day += DAY) {
    const wd = new Date(day).getUTCDay();
    if (wd === 0) continue;
    const closeAt = wd === 6 ? 13 : 20;
    for (
      let t = day + 5 * 3_600_000 + between(random, 0, 20) * MIN;
      t < day + closeAt * 3_600_000;
      t += between(random, 7, 22) * MIN + between(random, 0, 59) * 1000
    )
      txs.push({ at: t, v: oneOf(random, vehicles) });
    if (wd !== 6) {
      txs.push({ at: day + (7 * 60 + between(random, 0, 40)) * MIN + between(random, 0, 59) * 1000, v: truck });
      txs.push({ at: day + (13 * 60 + between(random, 20, 70)) * MIN + between(random, 0, 59) * 1000, v: truck });
    }
  }
  for (const tx of txs) if (tx.v === truck && ymd(tx.at) === '2026-11-12' && new Date(tx.at).getUTCHours() >= 12) tx.forcedGross = 46_380;
  txs.sort((a, b) => a.at - b.at);
  const events: { t: number; line: string }[] = [];
  let docket = 77_120;
  txs.forEach((tx, i) => {
    const ticket = 118_640 + i;
    const [product, silo] = oneOf(random, products);
    const first = tx.v.tare + between(random, -3, 3) * 20;
    const target = oneOf(random, [28000, 29000, 29500, 30000, 30500]);
    let loaded = target + between(random, -14, 6) * 20;
    if (tx.forcedGross) loaded = tx.forcedGross - first;
    else while (`${first + loaded} kg`.includes(needle.slice(0, 5))) loaded -= 20;
    const bay = between(random, 1, 4);
    const tIn = tx.at;
    const tLoad = tIn + between(random, 14, 32) * MIN + between(random, 0, 59_999);
    const tOut = tLoad + between(random, 4, 12) * MIN + between(random, 0, 59_999);
    const plate = tx.v.reg.replace(/-/g, '');
    const customer = oneOf(random, customers);
    const order = `SO-2611-${pad(3900 + Math.floor(i * 0.9), 4)}`;
    events.push(
      { t: tIn - 2_400, line: `${stampMs(tIn - 2_400)} [WB1]  ANPR     plate ${plate} conf ${fixed(random, 0.86, 0.99, 2)} cam IN-1` },
      {
        t: tIn,
        line: `${stampMs(tIn)} [WB1]  TX1      tkt ${ticket}  veh ${tx.v.reg}  trl ${tx.v.trailer}  haul ${tx.v.haulier}  ord ${order}  wt ${first} kg  (stored tare ${tx.v.tare} kg)  oper ${oneOf(random, ['kdaly', 'amaher', 'jkehoe'])}`,
      },
      { t: tIn + 1_900, line: `${stampMs(tIn + 1_900)} [WB1]  BARRIER  raise (tkt ${ticket})` },
      {
        t: tLoad,
        line: `${stampMs(tLoad)} [BAY${bay}] LOADED   tkt ${ticket}  prod ${product}  silo ${silo}  target ${target} kg  bay scale ${loaded + between(random, -4, 4) * 10} kg  aeration ${fixed(random, 0.6, 0.9, 2)} bar`,
      },
      { t: tOut - 2_100, line: `${stampMs(tOut - 2_100)} [WB2]  ANPR     plate ${plate} conf ${fixed(random, 0.86, 0.99, 2)} cam OUT-1` },
      {
        t: tOut,
        line: `${stampMs(tOut)} [WB2]  TX2      tkt ${ticket}  veh ${tx.v.reg}  gross ${first + loaded} kg  tare ${first} kg  net ${loaded} kg  cust ${customer}  docket D-${docket++}`,
      },
      {
        t: tOut + 2_600,
        line: `${stampMs(tOut + 2_600)} [SYS]  SAP      IDoc WMMBXY/DESADV queued for tkt ${ticket} (delivery 8004${pad(between(random, 1000, 9999), 4)})`,
      },
    );
  });
  for (
    let t = Date.UTC(2026, 10, 2, 0, 3);
    t < Date.UTC(2026, 10, 17, 7, 40);
    t += between(random, 25, 70) * MIN + between(random, 0, 59_999)
  ) {
    const line = oneOf(random, [
      `[WB1]  ZERO     auto-zero tracking ${oneOf(random, ['+0', '+20', '-20', '+0'])} kg`,
      `[WB2]  ZERO     auto-zero tracking ${oneOf(random, ['+0', '+20', '-20', '+0'])} kg`,
      '[SYS]  HEARTBEAT indicators WB1/WB2 ok, printer PR1 ok',
      `[SYS]  BACKUP   transaction db copied to \\\\cv-fs01\\weighbridge\\backup (${between(random, 180, 260)} MB)`,
      `[WB1]  CAMERA   IN-1 image buffer ${between(random, 20, 80)}%`,
    ]);
    events.push({ t, line: `${stampMs(t)} ${line}` });
  }
  events.sort((a, b) => a.t - b.t);
  const output = [
    'WeighLink 7.3.1 terminal log - Corravale Works - weighbridges WB1 (inbound) / WB2 (outbound), 60 t x 20 kg, NSAI verified 2026-03-04',
    'export 2026-11-17 07:41 by kdaly, range 2026-11-02 00:00 .. 2026-11-17 07:40',
    ...events.map((e) => e.line),
  ].join('\n');
  return probe(
    'round 103: weighbridge terminal log (paraphrase)',
    "A Duggan's driver is giving out that we sent his lorry, 221-KK-1043, out overloaded last Thursday afternoon. How heavy was it when it left the yard?",
    'weighbridge_log',
    output,
    'gross',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c8. Control room event journal: preamble and paraphrase.
// ---------------------------------------------------------------------------------------------------------------

function kilnTripJournal(): EconomicsTask {
  const random = seededRandom(103_008);
  const needle = '461FN1 MOTOR DE BRG TEMP HH';
  const tags: [string, string, string, string, number, number][] = [];
  const add = (area: string, tag: string, desc: string, units: string, lo: number, hi: number) =>
    tags.push([area, tag, desc, units, lo, hi]);
  for (const c of ['1A', '1B', '2', '3', '4A', '4B']) {
    add('K1', `431TT${c}1`, `Cyclone ${c} outlet gas temperature`, 'degC', 320, 890);
    add('K1', `431PT${c}2`, `Cyclone ${c} outlet draft`, 'mbar', -62, -8);
  }
  add('K1', '431AT01', 'Calciner outlet CO', '%vol', 0.02, 0.4);
  add('K1', '431AT02', 'Calciner outlet O2', '%vol', 1.2, 4.5);
  add('K1', '441AT01', 'Kiln inlet CO', '%vol', 0.02, 0.35);
  add('K1', '441AT02', 'Kiln inlet O2', '%vol', 1.5, 4.2);
  add('K1', '441TT09', 'Kiln shell zone 3 temperature', 'degC', 240, 390);
  add('K1', '441TT21', 'Kiln tyre 2 temperature', 'degC', 180, 290);
  add('K1', '441IT01', 'Kiln main drive motor current', 'A', 520, 760);
  add('K1', '451PT03', 'Cooler grate 1 undergrate pressure', 'mbar', 48, 78);
  add('K1', '451TT07', 'Cooler vent air temperature', 'degC', 190, 320);
  add('K1', '461PT01', 'Main filter differential pressure', 'mbar', 9, 17);
  add('K1', '461VT11', 'ID fan 1 bearing vibration', 'mm/s', 1.8, 5.2);
  add('K1', '461TT217', 'ID fan 1 motor non-drive-end bearing temperature', 'degC', 58, 79);
  add('K1', '481FT01', 'Main burner coal flow', 't/h', 4.1, 6.2);
  add('K1', '481FT02', 'Calciner coal flow', 't/h', 6.8, 9.9);
  add('K1', '361FT01', 'Kiln feed flow', 't/h', 262, 296);
  add('RM', '241IT01', 'Raw mill 1 main motor current', 'A', 310, 420);
  add('RM', '241PT05', 'Raw mill 1 differential pressure', 'mbar', 38, 61);
  add('RM', '241TT04', 'Raw mill 1 outlet temperature', 'degC', 82, 104);
  add('CM', '611IT01', 'Cement mill 1 main motor current', 'A', 280, 350);
  add('CM', '611TT03', 'Cement mill 1 outlet temperature', 'degC', 98, 121);
  add('CM', '621IT01', 'Cement mill 2 main motor current', 'A', 280, 350);
  add('CM', '621TT03', 'Cement mill 2 outlet temperature', 'degC', 98, 121);
  add('CL', '531TT02', 'Coal mill outlet temperature', 'degC', 62, 78);
  add('CL', '531AT01', 'Coal mill filter CO', 'ppm', 20, 280);
  add('DS', '711LT01', 'Cement silo S1 level', '%', 15, 92);
  add('DS', '711LT04', 'Cement silo S4 level', '%', 15, 92);
  const row = (t: number, area: string, tag: string, desc: string, cond: string, state: string, prio: number | string, msg: string) =>
    `${stampMs(t)}  ${area.padEnd(4)}  ${tag.padEnd(12)}  ${desc.padEnd(52)}  ${cond.padEnd(12)}  ${state.padEnd(5)}  ${String(prio).padEnd(4)}  ${msg}`;
  const events: { t: number; line: string }[] = [];
  const from = Date.UTC(2026, 10, 16, 18, 0);
  const to = Date.UTC(2026, 10, 17, 8, 0);
  const tripAt = Date.UTC(2026, 10, 17, 1, 52, 44, 180);
  const backAt = Date.UTC(2026, 10, 17, 4, 55, 10);
  for (let t = from + between(random, 1_000, 20_000); t < to; t += between(random, 4_000, 30_000)) {
    const kilnDown = t > tripAt - 60_000 && t < backAt + 30 * MIN;
    const [area, tag, desc, units, lo, hi] = oneOf(random, tags);
    if (kilnDown && (area === 'K1' || area === 'RM')) continue;
    const kind = pick(random, 10);
    const dp = hi - lo < 5 ? 2 : 1;
    const value = () => fixed(random, lo, hi, dp);
    let line: string;
    if (kind < 4)
      line = row(t, area, tag, desc, oneOf(random, ['HI', 'LO', 'HI', 'DEV']), 'ACT', between(random, 2, 4), `${value()} ${units}`);
    else if (kind < 7)
      line = row(t, area, tag, desc, oneOf(random, ['HI', 'LO', 'DEV']), 'RTN', between(random, 2, 4), `${value()} ${units}`);
    else if (kind < 9) line = row(t, area, tag, desc, 'ACK', '', '', `by ${oneOf(random, ['ccr1', 'ccr2', 'ccr3'])}`);
    else {
      const a = value();
      line = row(
        t,
        area,
        tag,
        `${desc} setpoint`,
        'OP CHANGE',
        '',
        '',
        `SP ${a} -> ${(Number(a) * (1 + (random() - 0.5) * 0.02)).toFixed(dp)} ${units} by ${oneOf(random, ['ccr1', 'ccr2'])}`,
      );
    }
    events.push({ t, line: avoid(needle, () => line) });
  }
  const fixedEvents: [number, string, string, string, string, string, number | string, string][] = [
    [
      Date.UTC(2026, 10, 16, 23, 10, 2, 411),
      'CM',
      '621SR1',
      'Cement mill 2 separator motor',
      'OVERLOAD',
      'ACT',
      1,
      'thermal overload relay',
    ],
    [
      Date.UTC(2026, 10, 16, 23, 10, 2, 530),
      'CM',
      '621IL03',
      'Cement mill 2 group interlock',
      'FIRST OUT',
      'ACT',
      1,
      'CM2 TRIP - FIRST OUT: 621SR1 SEPARATOR MOTOR OVERLOAD',
    ],
    [
      Date.UTC(2026, 10, 16, 23, 10, 3, 12),
      'CM',
      '621M01',
      'Cement mill 2 main drive motor',
      'STOP',
      'ACT',
      2,
      'stopped by interlock 621IL03',
    ],
    [Date.UTC(2026, 10, 16, 23, 58, 40, 0), 'CM', '621M01', 'Cement mill 2 main drive motor', 'START', 'ACT', 3, 'started by ccr3'],
    [
      Date.UTC(2026, 10, 17, 0, 41, 15, 220),
      'CL',
      '531M01',
      'Coal mill main drive motor',
      'STOP',
      'ACT',
      3,
      'stopped by ccr2 (fine coal bin 92%)',
    ],
    [Date.UTC(2026, 10, 17, 1, 31, 8, 905), 'K1', '461TT218', 'ID fan 1 motor drive-end bearing temperature', 'HI', 'ACT', 2, '88.4 degC'],
    [Date.UTC(2026, 10, 17, 1, 31, 30, 0), 'K1', '461TT218', 'ID fan 1 motor drive-end bearing temperature', 'ACK', '', '', 'by ccr2'],
    [Date.UTC(2026, 10, 17, 1, 44, 51, 377), 'K1', '461VT11', 'ID fan 1 bearing vibration', 'HI', 'ACT', 2, '6.1 mm/s'],
    [Date.UTC(2026, 10, 17, 1, 52, 43, 902), 'K1', '461TT218', 'ID fan 1 motor drive-end bearing temperature', 'HH', 'ACT', 1, '95.2 degC'],
    [tripAt, 'K1', '441IL07', 'K1 line trip interlock', 'FIRST OUT', 'ACT', 1, `K1 LINE TRIP - FIRST OUT: ${needle}`],
    [tripAt + 80, 'K1', '461FN1', 'Kiln ID fan 461FN1 motor', 'STOP', 'ACT', 1, 'stopped by interlock 441IL07'],
    [tripAt + 260, 'K1', '441M01', 'Kiln main drive motor', 'STOP', 'ACT', 1, 'stopped by interlock 441IL07'],
    [tripAt + 295, 'RM', '241M01', 'Raw mill 1 main drive motor', 'STOP', 'ACT', 2, 'stopped by interlock 441IL07 (no ID fan)'],
    [tripAt + 310, 'K1', '361FG01', 'Kiln feed flow gate', 'CLOSED', 'ACT', 2, 'by interlock 441IL07'],
    [tripAt + 330, 'K1', '481WF01', 'Main burner coal feeder', 'STOP', 'ACT', 1, 'stopped by interlock 441IL07'],
    [tripAt + 345, 'K1', '481WF02', 'Calciner coal feeder', 'STOP', 'ACT', 1, 'stopped by interlock 441IL07'],
    [tripAt + 900, 'K1', '441AT01', 'Kiln inlet CO', 'HI', 'ACT', 1, '0.41 %vol'],
    [tripAt + 4_100, 'K1', '451FN1', 'Cooler fan 451FN1', 'SPEED', 'ACT', 3, 'ramped to 40% by sequence K1-SD'],
    [tripAt + 12_500, 'K1', '431PT4A2', 'Cyclone 4A outlet draft', 'LO', 'ACT', 2, '-1.2 mbar'],
    [tripAt + 35_000, 'K1', '441IL07', 'K1 line trip interlock', 'ACK', '', '', 'by ccr2'],
    [tripAt + 6 * MIN, 'K1', '441M02', 'Kiln auxiliary drive motor', 'START', 'ACT', 3, 'started by ccr2 (turning 1/4 rev every 10 min)'],
    [tripAt + 22 * MIN, 'K1', 'OPR', 'Operator note', 'NOTE', '', '', 'ccr2: fitter called for ID fan motor bearing, local reading 96 C'],
    [
      tripAt + 84 * MIN,
      'K1',
      'OPR',
      'Operator note',
      'NOTE',
      '',
      '',
      'ccr2: grease line to DE bearing found blocked, cleared, bearing cooling',
    ],
    [Date.UTC(2026, 10, 17, 3, 58, 12, 0), 'K1', '461TT218', 'ID fan 1 motor drive-end bearing temperature', 'HH', 'RTN', 1, '71.0 degC'],
    [Date.UTC(2026, 10, 17, 4, 2, 40, 0), 'K1', '441IL07', 'K1 line trip interlock', 'RESET', '', '', 'reset by ccr2'],
    [Date.UTC(2026, 10, 17, 4, 20, 5, 0), 'K1', '461FN1', 'Kiln ID fan 461FN1 motor', 'START', 'ACT', 3, 'started by ccr2'],
    [Date.UTC(2026, 10, 17, 4, 31, 40, 0), 'K1', '481WF01', 'Main burner coal feeder', 'START', 'ACT', 3, 'started by ccr2, 2.0 t/h'],
    [backAt, 'K1', '441M01', 'Kiln main drive motor', 'START', 'ACT', 3, 'started by ccr2'],
    [backAt + 9 * MIN, 'K1', '361FG01', 'Kiln feed flow gate', 'OPEN', 'ACT', 3, 'feed 180 t/h by ccr2'],
    [backAt + 38 * MIN, 'RM', '241M01', 'Raw mill 1 main drive motor', 'START', 'ACT', 3, 'started by ccr1'],
  ];
  for (const [t, area, tag, desc, cond, state, prio, msg] of fixedEvents)
    events.push({ t, line: row(t, area, tag, desc, cond, state, prio, msg) });
  events.sort((a, b) => a.t - b.t);
  const output = [
    'Event list export - Corravale CCR - Line 1 (K1, RM, CM, CL, DS) - 2026-11-16 18:00:00 to 2026-11-17 08:00:00 - exported by ccr1',
    `${'Time'.padEnd(23)}  ${'Area'.padEnd(4)}  ${'Object'.padEnd(12)}  ${'Description'.padEnd(52)}  ${'Condition'.padEnd(12)}  ${'State'.padEnd(5)}  ${'Prio'.padEnd(4)}  Message`,
    ...events.map((e) => e.line),
  ].join('\n');
  return probe(
    'round 103: control room event journal (preamble)',
    "Morning. Night shift had the kiln down for the best part of three hours and the handover note only says 'kiln stop, back on 04:55'. I have to write it up for the incident report. What actually took it off?",
    'dcs_event_journal',
    output,
    'trip',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c9. Blast vibration monitor event reports: paraphrased question.
// ---------------------------------------------------------------------------------------------------------------

function vibrationReports(): EconomicsTask {
  const random = seededRandom(103_009);
  const needle = '4.271 mm/s';
  const units = [
    {
      serial: 'BE21877',
      model: 'MiniMate Pro4',
      fw: 'V 10.72-8.17',
      location: 'Quarry boundary NE fence',
      pvs: [4.5, 13.5],
      dist: [180, 320],
    },
    {
      serial: 'BE21902',
      model: 'MiniMate Pro4',
      fw: 'V 10.72-8.17',
      location: 'Knockbrack Rd No.14 (Mulcahy)',
      pvs: [1.4, 6.2],
      dist: [560, 780],
    },
    {
      serial: 'BE22015',
      model: 'MiniMate Pro4',
      fw: 'V 10.72-8.17',
      location: 'Knockbrack Rd No.3 (Walsh)',
      pvs: [0.9, 4.6],
      dist: [690, 940],
    },
    { serial: 'UM13411', model: 'Micromate', fw: 'V 11.2.21', location: 'Tullagh Cross GAA grounds', pvs: [0.4, 2.8], dist: [900, 1300] },
    {
      serial: 'BE19730',
      model: 'MiniMate Plus',
      fw: 'V 10.72-8.11',
      location: 'Ballyvolane House (protected structure)',
      pvs: [0.3, 2.2],
      dist: [1000, 1450],
    },
    {
      serial: 'UM14022',
      model: 'Micromate',
      fw: 'V 11.2.21',
      location: "Carrigeen Lane No.7 (O'Dwyer)",
      pvs: [0.5, 3.6],
      dist: [750, 1100],
    },
  ];
  const blasts: { t: number; id: string; mic: string }[] = [];
  for (let day = Date.UTC(2026, 5, 2); day <= Date.UTC(2026, 10, 13); day += DAY) {
    const wd = new Date(day).getUTCDay();
    if (wd !== 2 && wd !== 5) continue;
    const bench = oneOf(random, ['B1', 'B2', 'B3', 'B4', 'B5']);
    const face = oneOf(random, ['E', 'W', 'N']);
    blasts.push({
      t: day + (11 * 60 + between(random, 0, 150)) * MIN + between(random, 0, 59) * 1000,
      id: `TH-${ymd(day).slice(2).replace(/-/g, '')}-${bench}${face}`,
      mic: fixed(random, 118, 164, 1),
    });
  }
  const dateLine = (t: number) => {
    const d = new Date(t);
    return `${d.toISOString().slice(11, 19)} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  };
  const report = (u: (typeof units)[number], t: number, pvs: number, blast: { id: string; mic: string } | null, dist: number): string => {
    const w = [0.5 + random() * 0.5, 0.4 + random() * 0.5, 0.3 + random() * 0.5];
    const norm = Math.sqrt(w.reduce((a, b) => a + b * b, 0));
    const ppv = w.map((x) => (pvs * x) / norm);
    const freq = ppv.map(() => between(random, blast ? 8 : 14, blast ? 34 : 60));
    const db = blast ? 104 + random() * 20 : 88 + random() * 14;
    const kpa = (20e-6 * 10 ** (db / 20)) / 1000;
    const col = (xs: string[]) => xs.map((x) => x.padEnd(11)).join('');
    const file = `${u.serial.slice(0, 1)}${u.serial.slice(-3)}${chars6(random)}.${oneOf(random, ['LH0', 'LI0', 'LJ0'])}`;
    return [
      '================================================================================',
      'Event Report',
      `Date/Time          Geo at ${dateLine(t)}`,
      `Trigger Source     Geo: 0.510 mm/s`,
      'Range              Geo: 254 mm/s',
      'Record Time        3.0 sec at 1024 sps',
      `Serial Number      ${u.serial} ${u.fw} ${u.model}`,
      `Battery Level      ${fixed(random, 6.1, 6.8, 1)} Volts`,
      `Unit Calibration   ${oneOf(random, ['February 18, 2026', 'March 3, 2026', 'January 27, 2026'])} by Instantel`,
      `File Name          ${file}`,
      'Notes',
      `  Location:        ${u.location}`,
      '  Client:          Corravale Cement Ltd - Tullagh Hill Quarry',
      `  User Name:       ${oneOf(random, ['K. Brennan', 'P. Coady'])}`,
      `  General:         ${blast ? `Blast ${blast.id}  MIC ${blast.mic} kg  Dist ${dist} m` : 'No blast scheduled'}`,
      'Extended Notes',
      '',
      'Microphone         Linear Weighting',
      `PSPL               ${kpa.toFixed(4)} kPa(L) at ${fixed(random, 0.3, 1.4, 3)} sec  (${db.toFixed(1)} dB(L))`,
      `ZC Freq            ${fixed(random, 4, 22, 1)} Hz`,
      `Channel Test       Passed (Freq = ${fixed(random, 19.6, 20.4, 1)} Hz Amp = ${between(random, 520, 560)} mv)`,
      '',
      `                   ${col(['Tran', 'Vert', 'Long'])}`,
      `PPV                ${col(ppv.map((x) => x.toFixed(3)))}mm/s`,
      `ZC Freq            ${col(freq.map(String))}Hz`,
      `Time (Rel. to Trig)${col(ppv.map(() => fixed(random, 0.05, 0.9, 3)))}sec`,
      `Peak Acceleration  ${col(ppv.map((x, i) => ((2 * Math.PI * freq[i]! * x) / 9806.65).toFixed(3)))}g`,
      `Peak Displacement  ${col(ppv.map((x, i) => (x / (2 * Math.PI * freq[i]!)).toFixed(4)))}mm`,
      `Sensor Check       ${col(['Passed', 'Passed', 'Passed'])}`,
      `Frequency          ${col(ppv.map(() => fixed(random, 7.2, 7.8, 1)))}Hz`,
      `Overswing Ratio    ${col(ppv.map(() => fixed(random, 3.5, 4.1, 1)))}`,
      '',
      `Peak Vector Sum    ${pvs.toFixed(3)} mm/s at ${fixed(random, 0.05, 0.9, 3)} sec`,
      '',
      `USBM RI8507 / OSMRE: ${oneOf(random, ['below curve', 'below curve', 'below curve'])}    DIN 4150-3 line 2: below`,
    ].join('\n');
  };
  const sections: string[] = [
    'Blastware 12.2 - Event Report export',
    'Database: \\\\qry-srv01\\Blastware\\TullaghHill.bwdb   Units: 6   Period: 2026-06-01 .. 2026-11-16',
    'Printed 2026-11-17 08:02 by K. Brennan',
    '',
  ];
  for (const u of units) {
    sections.push(`######## Unit ${u.serial} - ${u.location} ########`, '');
    const evs: { t: number; text: string }[] = [];
    for (const b of blasts) {
      const isTarget = u.serial === 'BE21902' && ymd(b.t) === '2026-11-13';
      const pvs = isTarget ? 4.271 : Number(avoid(needle, () => fixed(random, u.pvs[0]!, u.pvs[1]!, 3)));
      if (pvs < 0.55) continue;
      const dist = between(random, u.dist[0]!, u.dist[1]!);
      const delay = Math.round(dist / 3.2);
      evs.push({
        t: b.t + delay,
        text: isTarget ? report(u, b.t + delay, pvs, b, dist) : avoid(needle, () => report(u, b.t + delay, pvs, b, dist)),
      });
    }
    for (let day = Date.UTC(2026, 5, 1); day < Date.UTC(2026, 10, 17); day += DAY) {
      if (random() < 0.12) {
        const t = day + between(random, 6 * 60, 19 * 60) * MIN + between(random, 0, 59) * 1000;
        evs.push({ t, text: avoid(needle, () => report(u, t, 0.8 + random() * 0.7, null, 0)) });
      }
    }
    evs.sort((a, b) => a.t - b.t);
    sections.push(...evs.map((e) => e.text), '');
  }
  return probe(
    'round 103: blast vibration monitor reports (paraphrase)',
    "We've had a complaint from the Mulcahys on Knockbrack Road saying Friday's blast cracked a wall in their house. How much did the ground shake at their place?",
    'vibration_monitor_reports',
    sections.join('\n'),
    'vibration',
    needle,
  );
}

/** Four letters and digits, the tail of a Blastware event file name. */
function chars6(random: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 4 }, () => alphabet[pick(random, alphabet.length)]).join('');
}

// ---------------------------------------------------------------------------------------------------------------
// d10. Lab LIMS report of cement mill spot samples: one SO3 out of line.
// ---------------------------------------------------------------------------------------------------------------

function limsCementSamples(): EconomicsTask {
  const random = seededRandom(103_010);
  const mills = [
    { mill: 'CM1', products: ['CEM I 52,5 R'] },
    { mill: 'CM2', products: ['CEM II/A-LL 42,5 R', 'CEM I 42,5 N'] },
    { mill: 'CM3', products: ['CEM II/A-L 42,5 N'] },
  ];
  const spec: Record<string, { blaine: [number, number]; r45: [number, number]; so3: [number, number]; loi: [number, number] }> = {
    'CEM I 52,5 R': { blaine: [4450, 4820], r45: [1.2, 3.4], so3: [3.28, 3.62], loi: [1.9, 2.8] },
    'CEM II/A-LL 42,5 R': { blaine: [4250, 4600], r45: [3.0, 6.2], so3: [2.86, 3.18], loi: [6.1, 8.4] },
    'CEM I 42,5 N': { blaine: [3650, 3950], r45: [4.5, 8.5], so3: [2.92, 3.24], loi: [1.8, 2.7] },
    'CEM II/A-L 42,5 N': { blaine: [3900, 4250], r45: [5.0, 9.5], so3: [2.78, 3.12], loi: [6.4, 9.1] },
  };
  const techs = ['AOB', 'KDL', 'MRY', 'JFL', 'SPH'];
  const header = (page: number) => [
    '',
    'CORRAVALE WORKS LABORATORY                    LabVantage LIMS 8.4                                   Page ' + String(page).padStart(3),
    'Cement mill spot samples (XRF + Blaine + residue)   Period 2026-10-12 06:00 .. 2026-11-16 06:00   Printed 2026-11-17 07:48 kdaly',
    '',
    'Sample ID         Taken             Mill  Product              Blaine   R45    R32     SO3    LOI    Cl      Na2Oeq  Temp  Tech',
    '                                                               cm2/g    %      %       %      %      %       %       degC',
    '----------------  ----------------  ----  -------------------  -------  -----  ------  -----  -----  ------  ------  ----  ----',
  ];
  const rows: string[] = [];
  const start = Date.UTC(2026, 9, 12, 6);
  const hours = 35 * 24;
  const target = Math.floor(hours * 0.52);
  let needle = '';
  const campaign: Record<string, string> = { CM2: 'CEM II/A-LL 42,5 R' };
  const stopped: Record<string, number> = { CM1: 0, CM2: 0, CM3: 0 };
  for (let h = 0; h < hours; h++) {
    const t = start + h * 3_600_000;
    for (const { mill, products } of mills) {
      if (stopped[mill]! > 0) {
        stopped[mill]!--;
        continue;
      }
      if (random() < 0.012) stopped[mill] = between(random, 3, 14);
      if (mill === 'CM2' && random() < 0.01) campaign.CM2 = oneOf(random, products);
      const product = mill === 'CM2' ? campaign.CM2! : products[0]!;
      const s = spec[product]!;
      const id = `${mill}-${ymd(t).slice(2).replace(/-/g, '')}-${hhmm(t).replace(':', '')}`;
      const isTarget = mill === 'CM2' && h === target;
      if (isTarget) needle = id;
      const so3 = isTarget ? '1.12' : fixed(random, s.so3[0], s.so3[1], 2);
      rows.push(
        [
          id.padEnd(16),
          stamp(t).slice(0, 16).padEnd(16),
          mill.padEnd(4),
          product.padEnd(19),
          String(between(random, s.blaine[0], s.blaine[1])).padStart(7),
          fixed(random, s.r45[0], s.r45[1], 1).padStart(5),
          fixed(random, s.r45[0] * 2.6, s.r45[1] * 2.4, 1).padStart(6),
          so3.padStart(5),
          fixed(random, s.loi[0], s.loi[1], 2).padStart(5),
          fixed(random, 0.018, 0.062, 3).padStart(6),
          fixed(random, 0.52, 0.71, 2).padStart(6),
          String(between(random, 98, 122)).padStart(4),
          oneOf(random, techs),
        ].join('  '),
      );
    }
  }
  if (!needle) throw new Error('lims: the target sample was not taken');
  const lines: string[] = [];
  for (let i = 0, page = 1; i < rows.length; i += 56, page++) lines.push(...header(page), ...rows.slice(i, i + 56));
  lines.push('', `${rows.length} samples.  Methods: XRF EN 196-2 (fused bead), Blaine EN 196-6, residue air-jet sieve, Cl EN 196-2.`);
  return probe(
    'round 103: LIMS cement mill samples (odd SO3)',
    'Going through the cement mill spot samples from the last five weeks: is there one where the SO3 is way out of line with everything else? Which sample is it?',
    'lims_report',
    lines.join('\n'),
    'sample',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d11. Drill rig hole log export (CSV): one hole far deeper than the rest.
// ---------------------------------------------------------------------------------------------------------------

function drillHoleLog(): EconomicsTask {
  const random = seededRandom(103_011);
  const needle = '23.85';
  const lines = [
    'rig_id,pattern_id,bench,hole_no,design_depth_m,drilled_depth_m,diameter_mm,dip_deg,azimuth_deg,collar_e,collar_n,collar_z,start_utc,end_utc,drill_time_s,avg_pen_rate_m_min,avg_feed_bar,avg_rot_bar,avg_flush_bar,rods,operator',
  ];
  const patterns = 34;
  const targetPattern = Math.floor(patterns * 0.5);
  let day = Date.UTC(2026, 7, 3);
  for (let p = 0; p < patterns; p++) {
    const rig = oneOf(random, ['DR01', 'DR02', 'DR03']);
    const bench = oneOf(random, ['B1', 'B2', 'B3', 'B4', 'B5']);
    const elevations: Record<string, number> = { B1: 118, B2: 104, B3: 90, B4: 76, B5: 62 };
    const z = elevations[bench]! + random() * 0.8;
    const design = oneOf(random, [14.0, 14.5, 15.0, 15.5]);
    const holes = between(random, 80, 125);
    const targetHole = p === targetPattern ? Math.floor(holes * 0.45) : -1;
    const perRow = between(random, 10, 16);
    const e0 = 623_400 + random() * 900;
    const n0 = 641_100 + random() * 700;
    const pattern = `P-${ymd(day).slice(2, 4)}${ymd(day).slice(5, 7)}-${pad2(p + 1)}`;
    const operator = oneOf(random, ['T. Phelan', 'D. Comerford', 'L. Maher']);
    let t = day + 7 * 3_600_000 + between(random, 0, 40) * MIN;
    for (let h = 1; h <= holes; h++) {
      const line = () => {
        const drilled = h === targetHole ? Number(needle) : design + (random() - 0.4) * 0.5;
        const pen = 0.9 + random() * 0.8;
        const secs = Math.round((drilled / pen) * 60 + between(random, 40, 110));
        const row = Math.floor((h - 1) / perRow);
        const col = (h - 1) % perRow;
        const fields = [
          rig,
          pattern,
          bench,
          h,
          design.toFixed(2),
          drilled.toFixed(2),
          115,
          row === 0 ? 80 : 90,
          row === 0 ? between(random, 84, 96) : 0,
          (e0 + col * 3.2 + (random() - 0.5) * 0.3).toFixed(2),
          (n0 + row * 3.6 + (random() - 0.5) * 0.3).toFixed(2),
          (z + (random() - 0.5) * 0.4).toFixed(2),
          iso(t),
          iso(t + secs * 1000),
          secs,
          pen.toFixed(2),
          fixed(random, 62, 88, 1),
          fixed(random, 48, 71, 1),
          fixed(random, 8.1, 10.2, 1),
          Math.ceil(drilled / 3.66),
          operator,
        ];
        t += secs * 1000 + between(random, 90, 240) * 1000;
        return fields.join(',');
      };
      lines.push(h === targetHole ? line() : avoid(needle, line));
    }
    day += between(random, 2, 3) * DAY;
  }
  return probe(
    'round 103: drill rig hole log (odd depth)',
    'Looking at the drill logs since August, was there a hole that went far deeper than all the others?',
    'drill_logs_export',
    lines.join('\n'),
    'depth',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d12. Bag filter pulse-valve counters (CLI table): one valve that has hardly fired.
// ---------------------------------------------------------------------------------------------------------------

function pulseValveCounters(): EconomicsTask {
  const random = seededRandom(103_012);
  const needle = '24517';
  const filters: [string, string, number, number, number][] = [
    ['131-BF1', 'Primary crusher dedusting', 4, 12, 880_000],
    ...Array.from({ length: 16 }, (_, i): [string, string, number, number, number] => [
      `211-BF${pad2(i + 1)}`,
      `Transfer point TP${i + 3} filter`,
      1,
      12,
      300_000 + i * 41_000,
    ]),
    ['241-BF1', 'Raw mill 1 separator filter', 8, 18, 1_450_000],
    ['311-BF1', 'Homogenising silo top filter', 2, 12, 410_000],
    ['361-BF1', 'Kiln feed elevator filter', 1, 14, 520_000],
    ['451-BF1', 'Clinker cooler vent filter', 12, 20, 1_980_000],
    ['461-BF1', 'Kiln / raw mill main bag filter', 20, 24, 1_180_000],
    ['471-BF1', 'Kiln bypass filter', 6, 16, 1_060_000],
    ['481-BF1', 'Coal and SRF handling filter', 3, 12, 690_000],
    ['531-BF1', 'Coal mill filter', 4, 14, 760_000],
    ['611-BF1', 'Cement mill 1 mill venting filter', 4, 16, 940_000],
    ['611-BF2', 'Cement mill 1 separator filter', 6, 18, 1_310_000],
    ['621-BF1', 'Cement mill 2 mill venting filter', 4, 16, 905_000],
    ['621-BF2', 'Cement mill 2 separator filter', 6, 18, 1_270_000],
    ['631-BF1', 'Cement mill 3 (VRM) process filter', 12, 20, 1_620_000],
    ['651-BF1', 'Packing plant dedusting filter', 4, 14, 830_000],
    ['741-BF1', 'Silo feed elevator filter', 2, 12, 640_000],
    ...Array.from({ length: 24 }, (_, i): [string, string, number, number, number] => [
      `711-BF${pad2(i + 1)}`,
      `Cement silo ${['S1', 'S2', 'S3', 'S4', 'S5', 'S6'][i % 6]} top filter ${'ABCD'[Math.floor(i / 6)]}`,
      1,
      10,
      150_000 + i * 23_000,
    ]),
    ...Array.from({ length: 16 }, (_, i): [string, string, number, number, number] => [
      `811-BF${pad2(i + 1)}`,
      `Loading bay ${(i % 4) + 1} spout filter ${'ABCD'[Math.floor(i / 4)]}`,
      1,
      8,
      260_000 + i * 17_000,
    ]),
  ];
  const lines = [
    '$ bfctl counters --all --since-service --format table',
    'bfctl 3.2.0 - dedusting controller gateway dd-gw01 (Modbus TCP)',
    'read at 2026-11-17 08:05:44, counters since reset 2026-01-12 06:00 (annual kiln shutdown)',
    '',
  ];
  let total = 0;
  for (const [tag, name, modules, rows, base] of filters) {
    const dp = fixed(random, 6, 16, 1);
    const mode = oneOf(random, ['on-demand (dp 11.0-13.0 mbar)', 'timed 90 s', 'on-demand (dp 9.0-11.0 mbar)', 'timed 120 s']);
    const pulseMs = oneOf(random, [100, 120, 150]);
    const bags = oneOf(random, [10, 12, 14, 16]);
    const solenoid = oneOf(random, ['24VDC 1.5in', '24VDC 2in', '230VAC 1.5in', '24VDC 3in']);
    const coil = solenoid.startsWith('24') ? [27.5, 31.5] : [1180, 1420];
    lines.push(
      `${tag}  ${name}`,
      `  modules ${modules}  rows/module ${rows}  bags/row ${bags}  cleaning ${mode}  pulse ${pulseMs} ms  dp now ${dp} mbar  header tank ${fixed(random, 5.2, 6.4, 1)} bar`,
      '',
    );
    lines.push('  Module  Row  Valve    Pulses     Last pulse           Tank bar  Coil ohm  Solenoid      Ctrl ch');
    for (let m = 1; m <= modules; m++) {
      for (let r = 1; r <= rows; r++) {
        const isTarget = tag === '611-BF2' && m === 3 && r === 11;
        const channel = `DDC-${pad2(Math.floor(total / 32) + 1)}/${pad2((total % 32) + 1)}`;
        const row = () => {
          const pulses = isTarget ? Number(needle) : Math.round(base * (0.985 + random() * 0.03));
          const last = Date.UTC(2026, 10, 17, 8, 5, 44) - between(random, 1, 900) * 1000;
          const ohm = fixed(random, coil[0]!, coil[1]!, coil[0]! > 100 ? 0 : 1);
          return `  ${String(m).padStart(6)}  ${pad2(r).padStart(3)}  ${`V${pad2(m)}${pad2(r)}`.padEnd(7)}  ${String(pulses).padStart(9)}  ${stamp(last).padEnd(19)}  ${fixed(random, 5.1, 6.4, 1).padStart(8)}  ${ohm.padStart(8)}  ${solenoid.padEnd(12)}  ${channel}`;
        };
        lines.push(isTarget ? row() : avoid(needle, row));
        total++;
      }
    }
    lines.push('');
  }
  lines.push(`${filters.length} filters, ${total} valves on ${Math.ceil(total / 32)} controllers read, 0 offline`);
  return probe(
    'round 103: bag filter pulse counters (odd count)',
    'Can you check the bag filter pulse counters? Is there a valve that has fired far fewer times than the others on the same filter?',
    'dedusting_pulse_counters',
    lines.join('\n'),
    'valve',
    needle,
  );
}

export function roundOneHundredThree(): EconomicsTask[] {
  return [
    dispatchSeals(),
    cemsNox(),
    blastLoggerArchive(),
    alarmDatabase(),
    maximoWorkOrders(),
    opcuaBrowse(),
    weighbridgeLog(),
    kilnTripJournal(),
    vibrationReports(),
    limsCementSamples(),
    drillHoleLog(),
    pulseValveCounters(),
  ];
}
