/**
 * Probe round 78, written blind: Ironmoor Steel's Brackwater Works, an integrated steelworks (blast furnaces, BOS shop, ladle tracking, continuous casters, hot strip mill, quality lab). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - BOS Level 2 heat report (minified JSON API response): the tap temperature of one heat;
 *  - caster CC2 slab production report (one-line XML): the weight of one slab;
 *  - blast furnace historian export (CSV, one huge values field per tag): BF2's top gas CO utilisation at 03:15;
 * b. The answer a few lines away from the line the question's words match:
 *  - ladle tracking system cycles (pretty JSON): when the ladle carrying one heat reached the caster turret;
 *  - quality lab LIMS spectrometer export (indented XML): the sulphur of one heat's final LF sample;
 *  - hot strip mill coil report (nested CLI text): the coiling temperature one coil actually got;
 * c. A question that paraphrases the output or carries a preamble:
 *  - BF1 Level 2 process log (text log): when the burden started descending again after the overnight hang;
 *  - caster CC1 event journal (CSV): when the breakout system's sticker detection slowed strand 2 yesterday afternoon;
 *  - tensile test reports (text blocks): the certified A80 elongation of a disputed coil;
 * d. One value unlike its peers, with no error word near it:
 *  - crane scale weighings (CSV): the empty-ladle weighing far above that ladle's usual weight;
 *  - caster secondary cooling spray check (fixed-width table): the nozzle passing almost no water;
 *  - BF2 hot stove sequencer log (syslog-style lines): the dome temperature of the one cool on-blast changeover.
 * Not among the bench's targets.
 * First run, at ad1e961, the head when the round was written (with this file; `ROUNDS=78
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,557,477 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 78: BOS heat report (minified JSON)
 *     codex: 16,487 tokens, peak 16,421, 0/1 needles, 0 read-backs
 *     context-chef: 779 tokens, peak 713, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,914 tokens, peak 1,500, 0/1 needles, 1 read-backs
 *     ours: 2,093 tokens, peak 1,118, 1/1 needles, 1 read-backs
 *   round 78: caster slab report (one-line XML)
 *     codex: 16,115 tokens, peak 16,045, 0/1 needles, 0 read-backs
 *     context-chef: 777 tokens, peak 707, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,751 tokens, peak 1,338, 1/1 needles, 1 read-backs
 *     ours: 964 tokens, peak 696, 1/1 needles, 0 read-backs
 *   round 78: furnace historian export (CSV, huge field)
 *     codex: 207 tokens, peak 133, 0/1 needles, 0 read-backs
 *     context-chef: 1,146 tokens, peak 1,072, 0/1 needles, 0 read-backs
 *     context-chef-store: 29,427 tokens, peak 11,107, 0/1 needles, 4 read-backs
 *     ours: 41,607 tokens, peak 15,579, 0/1 needles, 4 read-backs
 *   round 78: ladle tracking cycles (pretty JSON)
 *     codex: 15,925 tokens, peak 15,852, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 707, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,349 tokens, peak 1,694, 1/1 needles, 2 read-backs
 *     ours: 993 tokens, peak 722, 1/1 needles, 0 read-backs
 *   round 78: LIMS spectrometer results (XML)
 *     codex: 14,259 tokens, peak 14,188, 0/1 needles, 0 read-backs
 *     context-chef: 697 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,240 tokens, peak 2,250, 0/1 needles, 2 read-backs
 *     ours: 2,139 tokens, peak 1,165, 0/1 needles, 1 read-backs
 *   round 78: hot mill coil report (nested CLI)
 *     codex: 17,942 tokens, peak 17,869, 0/1 needles, 0 read-backs
 *     context-chef: 845 tokens, peak 772, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,827 tokens, peak 2,089, 1/1 needles, 2 read-backs
 *     ours: 2,381 tokens, peak 1,387, 1/1 needles, 1 read-backs
 *   round 78: furnace process log (preamble, paraphrase)
 *     codex: 20,907 tokens, peak 20,811, 0/1 needles, 0 read-backs
 *     context-chef: 994 tokens, peak 898, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,790 tokens, peak 4,802, 0/1 needles, 2 read-backs
 *     ours: 10,157 tokens, peak 5,199, 1/1 needles, 2 read-backs
 *   round 78: caster event journal (preamble, paraphrase)
 *     codex: 21,772 tokens, peak 21,671, 0/1 needles, 0 read-backs
 *     context-chef: 1,017 tokens, peak 916, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,333 tokens, peak 1,573, 0/1 needles, 4 read-backs
 *     ours: 4,718 tokens, peak 1,003, 1/1 needles, 4 read-backs
 *   round 78: tensile test reports (preamble, paraphrase)
 *     codex: 19,607 tokens, peak 19,507, 0/1 needles, 0 read-backs
 *     context-chef: 951 tokens, peak 851, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,439 tokens, peak 2,295, 1/1 needles, 2 read-backs
 *     ours: 2,485 tokens, peak 1,385, 1/1 needles, 1 read-backs
 *   round 78: crane scale weighings (odd one out)
 *     codex: 21,974 tokens, peak 21,889, 0/1 needles, 0 read-backs
 *     context-chef: 1,000 tokens, peak 915, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,306 tokens, peak 1,568, 0/1 needles, 4 read-backs
 *     ours: 3,234 tokens, peak 710, 0/1 needles, 4 read-backs
 *   round 78: caster spray nozzle check (odd one out)
 *     codex: 20,356 tokens, peak 20,276, 0/1 needles, 0 read-backs
 *     context-chef: 864 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,388 tokens, peak 1,379, 0/1 needles, 4 read-backs
 *     ours: 4,191 tokens, peak 904, 0/1 needles, 4 read-backs
 *   round 78: hot stove sequencer log (odd one out)
 *     codex: 19,109 tokens, peak 19,019, 0/1 needles, 0 read-backs
 *     context-chef: 917 tokens, peak 827, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,833 tokens, peak 3,444, 0/1 needles, 4 read-backs
 *     ours: 6,691 tokens, peak 3,735, 0/1 needles, 4 read-backs
 *     codex: 204,660 tokens, 0/12 needles
 *     context-chef: 10,767 tokens, 0/12 needles
 *     context-chef-store: 94,597 tokens, 4/12 needles
 *     ours: 81,653 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';

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

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** `2026-11-16T07:12:44Z` */
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `2026-11-16 07:12:44` */
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `2026-11-16 07:12:44.318` */
const stampMs = (ms: number): string => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
/** A number in [lo, hi] with `d` decimals. */
const num = (random: () => number, lo: number, hi: number, d: number): number => Number((lo + random() * (hi - lo)).toFixed(d));

const FLAT_GRADES = [
  'S235JR',
  'S275JR',
  'S355J2',
  'S355MC',
  'S420MC',
  'S500MC',
  'DD11',
  'DD13',
  'DD14',
  'HC420LA',
  'DX51D',
  'X65M',
  'S700MC',
];
const CREWS = ['A', 'B', 'C', 'D', 'E'];
const ALLOYS = ['FeMnHC', 'FeMnMC', 'SiMn', 'FeSi75', 'Al-bar', 'FeNb', 'FeTi70', 'FeV80', 'CaSi-wire', 'Coke-fines'];

/** A ladle free at `t` (at random among the free ones), or the one that frees up first. */
function freeLadle<L extends { freeAt: number }>(random: () => number, ladles: L[], t: number): L {
  const free = ladles.filter((l) => l.freeAt <= t);
  return free.length > 0 ? oneOf(random, free) : ladles.reduce((a, b) => (b.freeAt < a.freeAt ? b : a));
}

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** BOS Level 2: a week of heats as the reporting API returns them, minified. */
function bofHeatReport(): EconomicsTask {
  const random = seededRandom(78_101);
  const count = 720;
  const target = Math.floor(count * 0.48);
  const firstHeat = 264_210;
  const targetTap = 1642;
  const liningNo = [71, 44, 58];
  const liningHeats = [2114, 1377, 655];
  const ladleLast = new Map<string, string>();
  const from = Date.UTC(2026, 10, 10, 6, 0, 0);
  let t = from;
  const heats: object[] = [];
  for (let i = 0; i < count; i++) {
    t += between(random, 600, 1080) * 1000;
    const heatId = String(firstHeat + i);
    const vessel = i > 520 && random() < 0.3 ? 3 : (i % 2) + 1;
    const grade = oneOf(random, FLAT_GRADES);
    let tap = between(random, 1612, 1668);
    if (i === target) tap = targetTap;
    else if (tap === targetTap) tap += 1;
    const turndown = tap + between(random, 8, 24);
    const ladle = `L${pad2(between(random, 1, 22))}`;
    const prev = ladleLast.get(ladle) ?? String(firstHeat - between(random, 5, 40));
    ladleLast.set(ladle, heatId);
    liningHeats[vessel - 1]! += 1;
    const alloys = Array.from({ length: between(random, 2, 5) }, () => ({ code: oneOf(random, ALLOYS), kg: between(random, 40, 2600) }));
    heats.push({
      heatId,
      shop: 'BOS2',
      vessel: `V${vessel}`,
      grade,
      crew: oneOf(random, CREWS),
      lining: { campaign: liningNo[vessel - 1], heatCount: liningHeats[vessel - 1] },
      hotMetal: {
        tonnes: num(random, 248, 272, 1),
        tempC: between(random, 1318, 1392),
        siPct: num(random, 0.28, 0.62, 2),
        pPct: num(random, 0.062, 0.098, 3),
        sPct: num(random, 0.004, 0.026, 3),
        torpedo: `TL-${pad2(between(random, 1, 38))}`,
      },
      scrap: {
        tonnes: num(random, 52, 78, 1),
        mix: oneOf(random, ['HMS1/2 80:20', 'Shredded', 'Bundles+Pit', 'Plate&Structural', 'Home returns']),
      },
      fluxes: { limeKg: between(random, 9800, 16400), doloKg: between(random, 2100, 5200) },
      blow: {
        o2Nm3: between(random, 14_200, 17_900),
        minutes: num(random, 14.2, 18.6, 1),
        lanceProfile: `LP-${pad2(between(random, 1, 12))}`,
        reblows: random() < 0.08 ? 1 : 0,
      },
      turndown: {
        at: iso(t - between(random, 240, 420) * 1000),
        tempC: turndown,
        cPct: num(random, 0.028, 0.072, 3),
        oPpm: between(random, 380, 920),
      },
      aimTempC: between(random, 1620, 1660),
      tapStart: iso(t),
      tapDurS: between(random, 290, 470),
      ladle,
      ladlePrevHeat: prev,
      tapTempC: tap,
      slagDetect: oneOf(random, ['AMEPA', 'AMEPA', 'IR-cam']),
      slagCarryoverMm: between(random, 30, 95),
      alloys,
    });
  }
  const output = JSON.stringify({ plant: 'Brackwater Works', area: 'BOS2', from: iso(from), to: iso(t + 600_000), count, heats });
  const heatId = String(firstHeat + target);
  return probe(
    'round 78: BOS heat report (minified JSON)',
    `What was the tap temperature on heat ${heatId}?`,
    'bos_heat_report',
    output,
    'bos-tap',
    `"tapTempC":${targetTap}`,
    true,
  );
}

/** Caster CC2 Level 2: the slab production report, as one line of XML. */
function casterSlabXml(): EconomicsTask {
  const random = seededRandom(78_102);
  const slabs: string[] = [];
  const from = Date.UTC(2026, 10, 15, 6, 0, 0);
  let t = from;
  let heat = 264_655;
  let seqNo = 1;
  let castSeq = 2214;
  const targetWeight = 27_814;
  const pending: { heat: number; strand: number; piece: number; grade: string }[] = [];
  let targetId = '';
  let grade = 'S355J2';
  while (slabs.length < 880) {
    if (pending.length === 0) {
      heat += between(random, 1, 3);
      if (random() < 0.12) {
        castSeq += 1;
        seqNo = 1;
        grade = oneOf(random, FLAT_GRADES);
      } else seqNo += 1;
      const perStrand = between(random, 5, 6);
      for (let p = 1; p <= perStrand; p++) for (const s of [1, 2]) pending.push({ heat, strand: s, piece: p, grade });
    }
    const slab = pending.shift()!;
    t += between(random, 160, 330) * 1000;
    const isTarget = slabs.length === 440;
    const thick = isTarget ? 225 : oneOf(random, [225, 225, 250]);
    const width = isTarget ? 1560 : between(random, 95, 198) * 10;
    const length = isTarget ? Math.round(targetWeight / (0.225 * 1.56 * 7.82)) : between(random, 8500, 11600);
    const id = `${slab.heat}${slab.strand === 1 ? 'A' : 'B'}${pad2(slab.piece)}`;
    let weight = Math.round((thick / 1000) * (width / 1000) * (length / 1000) * 7820) + between(random, -90, 90);
    if (isTarget) {
      targetId = id;
      weight = targetWeight;
    } else if (weight === targetWeight) weight += 7;
    const quality = random() < 0.06 ? 'SCARF' : 'CLEAR';
    slabs.push(
      `<Slab id="${id}" heat="${slab.heat}" strand="${slab.strand}" piece="${slab.piece}" seqNo="${seqNo}" castSeq="CS-26-${castSeq}" grade="${slab.grade}">` +
        `<Dim thicknessMm="${thick}" widthMm="${width}" lengthMm="${length}" weightKg="${weight}"/>` +
        `<Cast cutTime="${iso(t)}" speedMpm="${num(random, 0.95, 1.45, 2).toFixed(2)}" tundish="TD-${pad2(between(random, 1, 9))}" superheatK="${between(random, 14, 38)}" mouldTaperPct="${num(random, 0.95, 1.15, 2).toFixed(2)}"/>` +
        `<Quality inspection="${quality}" scarf="${quality === 'SCARF' ? 'Y' : 'N'}" hotCharge="${random() < 0.45 ? 'Y' : 'N'}"/>` +
        `<Dest yard="SY${between(random, 1, 3)}" bay="B${pad2(between(random, 1, 18))}" row="${pad2(between(random, 1, 12))}"/></Slab>`,
    );
  }
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><SlabProductionReport xmlns="urn:ironmoor:brackwater:cc2:l2:v3" caster="CC2" from="${iso(from)}" to="${iso(t)}" generated="2026-11-17T07:00:04Z" count="${slabs.length}"><Slabs>` +
    slabs.join('') +
    '</Slabs></SlabProductionReport>';
  return probe(
    'round 78: caster slab report (one-line XML)',
    `How much did slab ${targetId} weigh?`,
    'cc2_slab_report',
    output,
    'slab-weight',
    `weightKg="${targetWeight}"`,
    true,
  );
}

/** The blast furnace historian: 24 hours of six BF2 tags at 15 s, one CSV row per tag with every sample in one field. */
function historianCsv(): EconomicsTask {
  const random = seededRandom(78_103);
  const start = Date.UTC(2026, 10, 16, 15, 0, 0);
  const n = 5760;
  const tags: { tag: string; desc: string; units: string; mean: number; spread: number; step: number; d: number }[] = [
    { tag: 'BF2.HB.TEMP_C', desc: 'Hot blast temperature, bustle main', units: 'degC', mean: 1168, spread: 14, step: 1.4, d: 1 },
    { tag: 'BF2.BLAST.FLOW_NM3MIN', desc: 'Cold blast flow, orifice FE-2101', units: 'Nm3/min', mean: 4960, spread: 90, step: 12, d: 0 },
    {
      tag: 'BF2.TOPGAS.ETA_CO_PCT',
      desc: 'Top gas CO utilisation (eta CO), analyser AT-2240',
      units: '%',
      mean: 48.2,
      spread: 1.3,
      step: 0.09,
      d: 2,
    },
    { tag: 'BF2.TOPGAS.TEMP_C', desc: 'Top gas temperature, uptake average', units: 'degC', mean: 138, spread: 24, step: 2.2, d: 1 },
    { tag: 'BF2.PCI.RATE_KGTHM', desc: 'Pulverised coal injection rate', units: 'kg/tHM', mean: 178, spread: 6, step: 0.6, d: 1 },
    { tag: 'BF2.O2.ENRICH_PCT', desc: 'Oxygen enrichment of blast', units: '%', mean: 4.2, spread: 0.3, step: 0.03, d: 2 },
  ];
  const targetIndex = Math.round((12 * HOUR + 15 * MINUTE) / 15_000);
  let needle = '';
  const rows = tags.map((g) => {
    let v = g.mean;
    const values: string[] = [];
    for (let i = 0; i < n; i++) {
      v += (random() - 0.5) * 2 * g.step + (g.mean - v) * 0.02;
      v = Math.min(g.mean + g.spread, Math.max(g.mean - g.spread, v));
      const sample = `${iso(start + i * 15_000)}=${v.toFixed(g.d)}`;
      if (g.tag === 'BF2.TOPGAS.ETA_CO_PCT' && i === targetIndex) needle = sample;
      values.push(sample);
    }
    return `${g.tag},"${g.desc}",${g.units},${iso(start)},${iso(start + n * 15_000)},15,${n},GOOD,"${values.join(';')}"`;
  });
  const output = ['tag,description,eng_units,start_time,end_time,interval_s,sample_count,quality,values', ...rows].join('\n') + '\n';
  return probe(
    'round 78: furnace historian export (CSV, huge field)',
    'What was the top gas CO utilisation on blast furnace 2 at 03:15 this morning?',
    'historian_export',
    output,
    'eta-co',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** The ladle tracking system: four days of ladle cycles, pretty JSON. */
function ladleCycles(): EconomicsTask {
  const random = seededRandom(78_104);
  const ladles = Array.from({ length: 26 }, (_, i) => ({
    id: `L${pad2(i + 1)}`,
    campaign: between(random, 28, 46),
    heats: between(random, 1, 90),
    slagLine: between(random, 1, 30),
    prev: '',
    freeAt: 0,
  }));
  const count = 400;
  const target = Math.floor(count * 0.52);
  const firstHeat = 264_700;
  let t = Date.UTC(2026, 10, 13, 6, 0, 0);
  const cycles: object[] = [];
  let needle = '';
  let targetHeat = '';
  for (let i = 0; i < count; i++) {
    t += between(random, 660, 1100) * 1000;
    const l = freeLadle(random, ladles, t);
    l.heats += 1;
    l.slagLine += 1;
    if (l.heats > 95) {
      l.campaign += 1;
      l.heats = 1;
      l.slagLine = 1;
    } else if (l.slagLine > 34) l.slagLine = 1;
    const heat = String(firstHeat + i);
    const grade = oneOf(random, FLAT_GRADES);
    const lf = random() < 0.82;
    const rh = !lf || random() < 0.15;
    const bof = oneOf(random, ['BOF1', 'BOF2']);
    const caster = oneOf(random, ['CC1', 'CC2']);
    const tapEnd = t;
    const lfArrival = lf ? tapEnd + between(random, 360, 760) * 1000 : null;
    const lfDeparture = lfArrival ? lfArrival + between(random, 1900, 3400) * 1000 : null;
    const ready = (lfDeparture ?? tapEnd + between(random, 900, 1500) * 1000) + (rh ? between(random, 1500, 2400) * 1000 : 0);
    const turret = ready + between(random, 420, 1250) * 1000;
    const open = turret + between(random, 240, 2600) * 1000;
    const close = open + between(random, 2500, 3700) * 1000;
    if (i === target) {
      needle = iso(turret);
      targetHeat = heat;
    }
    const tapped = between(random, 1608, 1662);
    cycles.push({
      cycleId: `LC-${118_000 + i}`,
      ladle: l.id,
      heat,
      grade,
      steelT: num(random, 296, 322, 1),
      route: [bof, 'ARS' + between(random, 1, 2), lf ? 'LF' + between(random, 1, 2) : null, rh ? 'RH1' : null, caster]
        .filter(Boolean)
        .join(' > '),
      tapEnd: iso(tapEnd),
      lfArrival: lfArrival ? iso(lfArrival) : null,
      lfDeparture: lfDeparture ? iso(lfDeparture) : null,
      turretArrival: iso(turret),
      ladleOpen: iso(open),
      ladleClose: iso(close),
      tempsC: { tapped, lfEnd: lf ? between(random, 1570, 1605) : null, turret: between(random, 1548, 1582) },
      lining: { campaign: l.campaign, heats: l.heats, slagLineHeats: l.slagLine, lastGunning: iso(t - between(random, 2, 40) * HOUR) },
      porousPlug: { id: `PP-${l.id}-${between(random, 3, 9)}`, heats: between(random, 1, 18), argonNl: between(random, 180, 950) },
      previousHeat: l.prev || String(firstHeat - between(random, 2, 60)),
      status: 'RETURNED_TO_PREP',
    });
    l.prev = heat;
    l.freeAt = close + between(random, 50, 140) * MINUTE;
  }
  const output = JSON.stringify({ site: 'Brackwater Works', system: 'LTS 4.2', generatedAt: '2026-11-17T07:12:40Z', cycles }, null, 2);
  return probe(
    'round 78: ladle tracking cycles (pretty JSON)',
    `When did the ladle with heat ${targetHeat} get to the caster turret?`,
    'ladle_tracking_cycles',
    output,
    'turret-arrival',
    needle,
  );
}

/** The quality lab's LIMS: a day of spectrometer results, indented XML grouped by heat. */
function limsSpectro(): EconomicsTask {
  const random = seededRandom(78_105);
  const heatsCount = 104;
  const targetHeatIndex = Math.floor(heatsCount * 0.45);
  const firstHeat = 264_900;
  const targetS = '0.0047';
  const sampleLines: string[] = [];
  let t = Date.UTC(2026, 10, 16, 6, 0, 0);
  let sampleNo = 448_100;
  const fmtS = (v: number): string => {
    const s = v.toFixed(4);
    return s === targetS ? '0.0048' : s;
  };
  for (let h = 0; h < heatsCount; h++) {
    const heat = String(firstHeat + h);
    const grade = oneOf(random, FLAT_GRADES);
    const cAim = grade.startsWith('DD') || grade === 'DX51D' ? num(random, 0.03, 0.07, 3) : num(random, 0.06, 0.17, 3);
    const mnAim = num(random, 0.2, 1.55, 2);
    let s = num(random, 0.008, 0.019, 4);
    const stages = ['BOF-TD', 'LF-ARR', 'LF-1', 'LF-FINAL', 'TUN-1'];
    if (random() < 0.3) stages.splice(2, 1);
    t += between(random, 700, 1000) * 1000;
    let at = t;
    for (const stage of stages) {
      at += between(random, 360, 1500) * 1000;
      sampleNo += 1;
      if (stage === 'LF-ARR') s = s * num(random, 0.85, 1.0, 2);
      if (stage === 'LF-1') s = s * num(random, 0.45, 0.75, 2);
      if (stage === 'LF-FINAL') s = Math.max(0.0018, s * num(random, 0.35, 0.7, 2));
      if (stage === 'TUN-1') s = s + num(random, 0.0001, 0.0006, 4);
      if (h === targetHeatIndex && stage === 'LF-FINAL') s = Number(targetS);
      const sText = h === targetHeatIndex && stage === 'LF-FINAL' ? targetS : fmtS(s);
      const td = stage === 'BOF-TD';
      const elements: [string, string][] = [
        ['C', (td ? num(random, 0.03, 0.06, 4) : cAim + num(random, -0.006, 0.006, 4)).toFixed(4)],
        ['Si', (td ? num(random, 0.001, 0.006, 4) : num(random, 0.008, 0.32, 3)).toFixed(3)],
        ['Mn', (td ? num(random, 0.06, 0.18, 3) : mnAim + num(random, -0.04, 0.04, 3)).toFixed(3)],
        ['P', num(random, 0.006, 0.019, 4).toFixed(4)],
        ['S', sText],
        ['Cr', num(random, 0.012, 0.045, 3).toFixed(3)],
        ['Ni', num(random, 0.01, 0.04, 3).toFixed(3)],
        ['Cu', num(random, 0.01, 0.05, 3).toFixed(3)],
        ['Mo', num(random, 0.001, 0.008, 3).toFixed(3)],
        ['V', num(random, 0.001, 0.006, 3).toFixed(3)],
        ['Nb', (grade.includes('MC') || grade === 'HC420LA' ? num(random, 0.018, 0.052, 4) : num(random, 0.0005, 0.002, 4)).toFixed(4)],
        ['Ti', num(random, 0.0008, 0.016, 4).toFixed(4)],
        ['Al', (td ? num(random, 0.001, 0.004, 4) : num(random, 0.028, 0.058, 4)).toFixed(4)],
        ['Als', (td ? num(random, 0.0005, 0.002, 4) : num(random, 0.024, 0.052, 4)).toFixed(4)],
        ['B', num(random, 0.0001, 0.0005, 4).toFixed(4)],
        ['N', num(random, 0.0021, 0.0068, 4).toFixed(4)],
        ['Ca', (stage === 'LF-FINAL' || stage === 'TUN-1' ? num(random, 0.0012, 0.0034, 4) : num(random, 0.0001, 0.0006, 4)).toFixed(4)],
        ['Sn', num(random, 0.001, 0.006, 3).toFixed(3)],
      ];
      const source = td
        ? oneOf(random, ['BOF1', 'BOF2'])
        : stage === 'TUN-1'
          ? oneOf(random, ['CC1', 'CC2'])
          : oneOf(random, ['LF1', 'LF2']);
      sampleLines.push(
        `  <Sample id="S26-${sampleNo}" heat="${heat}" stage="${stage}" grade="${grade}" source="${source}" instrument="OES-${between(random, 1, 3)}">`,
        `    <Taken>${iso(at)}</Taken>`,
        '    <Results>',
        ...elements.map(([sym, value]) => `      <Element symbol="${sym}" value="${value}" unit="wt%"/>`),
        '    </Results>',
        `    <Status approvedBy="${oneOf(random, ['lab.auto', 'lab.auto', 'rkhan', 'mlowther', 'jpereira'])}" approvedAt="${iso(at + between(random, 90, 400) * 1000)}">APPROVED</Status>`,
        '  </Sample>',
      );
    }
  }
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<LimsExport system="LabWare LIMS 8" lab="Brackwater Steel Lab" method="OES spark, ASTM E415" exported="2026-11-17T06:30:11Z">',
    ...sampleLines,
    '</LimsExport>',
  ].join('\n');
  return probe(
    'round 78: LIMS spectrometer results (XML)',
    `What sulphur did the final ladle furnace sample show for heat ${firstHeat + targetHeatIndex}?`,
    'lims_export',
    output,
    'final-sulphur',
    `symbol="S" value="${targetS}"`,
  );
}

/** The hot strip mill's coil report, one indented block per coil. */
function hsmCoilReport(): EconomicsTask {
  const random = seededRandom(78_106);
  const count = 500;
  const target = Math.floor(count * 0.56);
  const targetCt = 612;
  const blocks: string[] = [];
  let t = Date.UTC(2026, 10, 16, 6, 0, 0);
  let coilNo = 118_480;
  let heat = 264_790;
  let piece = 0;
  let strand = 1;
  let targetCoil = '';
  for (let i = 0; i < count; i++) {
    t += between(random, 130, 210) * 1000;
    coilNo += 1;
    piece += 1;
    if (piece > between(random, 4, 6)) {
      piece = 1;
      if (strand === 2) heat += between(random, 1, 3);
      strand = strand === 1 ? 2 : 1;
    }
    const coil = `26H${coilNo}`;
    const grade = oneOf(random, FLAT_GRADES);
    const gaugeAim = oneOf(random, [1.8, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0, 8.0, 10.0]);
    const widthAim = between(random, 100, 185) * 10;
    const ctAim = between(random, 56, 72) * 10;
    let ct = ctAim + between(random, -14, 14);
    if (i === target) {
      ct = targetCt;
      targetCoil = coil;
    } else if (ct === targetCt) ct += 1;
    const fdtAim = between(random, 84, 91) * 10;
    blocks.push(
      [
        `COIL ${coil}  slab ${heat}${strand === 1 ? 'A' : 'B'}${pad2(piece)}  grade ${grade}  order ${between(random, 4_470_000, 4_479_999)}/${pad2(between(random, 1, 40))}0`,
        `  Reheat     RF${between(random, 1, 3)}  discharged ${stamp(t - 9 * MINUTE)}  drop-out ${between(random, 1225, 1275)} °C  in furnace ${between(random, 168, 262)} min`,
        `  Roughing   R1 x${between(random, 1, 3)}  R2 x${oneOf(random, [3, 5, 5, 7])}  transfer bar ${num(random, 32, 44, 1).toFixed(1)} mm  RDT ${between(random, 1040, 1095)} °C`,
        `  Finishing  FET ${between(random, 1010, 1060)} °C  FDT ${fdtAim + between(random, -9, 9)} °C (aim ${fdtAim})  gauge ${(gaugeAim + num(random, -0.03, 0.03, 2)).toFixed(2)} mm (aim ${gaugeAim.toFixed(2)})  width ${widthAim + between(random, 2, 12)} mm (aim ${widthAim})`,
        `  Cooling    pattern ${oneOf(random, ['EARLY', 'LATE', 'SPLIT', 'EARLY'])}-${pad2(between(random, 6, 18))}  CT ${ct} °C (aim ${ctAim})  ROT banks ${between(random, 8, 26)}/28`,
        `  Coiler     DC${between(random, 1, 3)}  weight ${num(random, 14, 31, 2).toFixed(2)} t  ID 762 mm  OD ${between(random, 1450, 2050)} mm  completed ${stamp(t)}`,
        `  Profile    crown C40 ${between(random, 22, 68)} µm  wedge ${between(random, 0, 18)} µm  flatness ${between(random, 3, 28)} IU`,
      ].join('\n'),
    );
  }
  const output =
    [
      '$ hsmrep coils --from "2026-11-16 06:00" --to "2026-11-17 06:00" --detail',
      'Brackwater Works  Hot Strip Mill  Coil production report (Level 2, PDI/actuals)',
      `Coils: ${count}   Period: 2026-11-16 06:00 .. 2026-11-17 06:00`,
      '',
      blocks.join('\n\n'),
    ].join('\n') + '\n';
  return probe(
    'round 78: hot mill coil report (nested CLI)',
    `What coiling temperature did coil ${targetCoil} actually get?`,
    'hsm_coil_report',
    output,
    'coiling-temp',
    `CT ${targetCt} °C`,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

/** BF1 Level 2 process log from 18:00 yesterday to 10:00 today, with a hang in the evening and one after midnight. */
function bf1ProcessLog(): EconomicsTask {
  const random = seededRandom(78_107);
  const start = Date.UTC(2026, 10, 16, 18, 0, 0);
  const end = Date.UTC(2026, 10, 17, 10, 0, 0);
  const hangs = [
    { from: Date.UTC(2026, 10, 16, 20, 31, 12), to: Date.UTC(2026, 10, 16, 20, 44, 38), slip: true },
    { from: Date.UTC(2026, 10, 17, 1, 7, 22), to: Date.UTC(2026, 10, 17, 2, 38, 41) + 207, slip: false },
  ];
  const hanging = (ms: number) => hangs.some((h) => ms >= h.from && ms < h.to);
  const holds = [
    { from: hangs[0]!.from + 95_000, to: hangs[0]!.to + 140_000 },
    { from: hangs[1]!.from + 7 * MINUTE, to: hangs[1]!.to + 2 * MINUTE + 333 },
  ];
  const held = (ms: number) => holds.some((h) => ms >= h.from && ms < h.to);
  const events: [number, string][] = [];
  const line = (ms: number, level: string, module: string, msg: string) =>
    events.push([ms, `${stampMs(ms)} BF1 ${level.padEnd(5)} ${module.padEnd(9)} ${msg}`]);
  const ms = (base: number) => base + pick(random, 1000);
  // Stock rods, every 30 s.
  const depth = [1.32, 1.38, 1.29];
  let batch = 4471;
  let nextDump = start + 3 * MINUTE;
  let coke = true;
  for (let at = start; at < end; at += 30_000) {
    const stopped = hanging(at);
    if (at >= hangs[0]!.to && at - 30_000 < hangs[0]!.to) {
      depth[0] = depth[0]! + 1.12;
      depth[2] = depth[2]! + 1.09;
    }
    const rates = depth.map(() => (stopped ? 0 : num(random, 0.085, 0.125, 3)));
    depth.forEach((_, k) => (depth[k] = depth[k]! + rates[k]! / 2));
    if (!stopped && !held(at) && at >= nextDump && (depth[0]! + depth[1]! + depth[2]!) / 3 >= 1.45) {
      const tonnes = coke ? num(random, 19.5, 23.5, 1) : num(random, 68, 79, 1);
      const rise = coke ? 0.42 : 0.38;
      depth.forEach((_, k) => (depth[k] = Math.max(0.9, depth[k]! - rise - num(random, -0.04, 0.04, 2))));
      line(
        ms(at + 12_000),
        'INFO',
        'charging',
        `Batch ${batch} ${coke ? 'C' : 'O'} dump complete ${tonnes.toFixed(1)} t  chute rings ${coke ? '11-10-9-8-6' : '10-9-8-7-5'}  matrix M${pad2(between(random, 3, 5))}  hopper ${coke ? 'UH1' : 'UH2'}`,
      );
      batch += 1;
      coke = !coke;
      nextDump = at + between(random, 90, 150) * 1000;
    }
    const avg = (rates[0]! + rates[1]! + rates[2]!) / 3;
    line(
      ms(at),
      'INFO',
      'stockrod',
      `SR1=${depth[0]!.toFixed(2)}m SR2=${depth[1]!.toFixed(2)}m SR3=${depth[2]!.toFixed(2)}m descent=${avg.toFixed(3)}m/min radar=${(depth[1]! + num(random, -0.05, 0.05, 2)).toFixed(2)}m`,
    );
  }
  // Blast and top conditions, every 5 minutes.
  for (let at = start; at < end; at += 5 * MINUTE) {
    const night = hangs[1]!;
    const reduced = at >= night.from + 2 * MINUTE && at < night.to + 50 * MINUTE;
    const flow = reduced ? (at < night.from + 34 * MINUTE ? 4500 : at < night.to ? 4000 : 4600) : 5120;
    line(
      ms(at + 2000),
      'INFO',
      'blast',
      `flow=${flow + between(random, -25, 25)}Nm3/min HBT=${between(random, 1168, 1186)}C HBP=${num(random, 3.7, 3.9, 2).toFixed(2)}barg TP=${((reduced ? 2.1 : 2.4) + num(random, -0.03, 0.03, 2)).toFixed(2)}barg PCI=${between(random, 168, 186)}kg/t O2=${num(random, 3.9, 4.4, 1).toFixed(1)}% RAFT=${between(random, 2080, 2190)}C`,
    );
  }
  // Cast house.
  let cast = 11_842;
  for (let at = start + 40 * MINUTE, hole = 1; at < end; at += between(random, 140, 170) * MINUTE, hole = hole === 1 ? 2 : 1) {
    const dur = between(random, 118, 146);
    line(ms(at), 'INFO', 'casthouse', `TH${hole} opened cast ${cast} drill 65 mm  mud gun retracted`);
    for (let k = 1; k <= 3; k++)
      line(
        ms(at + k * 38 * MINUTE),
        'INFO',
        'casthouse',
        `TH${hole} cast ${cast} torpedo TL-${pad2(between(random, 1, 38))} filled ${between(random, 268, 312)} t  HMT ${between(random, 1478, 1512)}C`,
      );
    line(
      ms(at + dur * MINUTE),
      'INFO',
      'casthouse',
      `TH${hole} closed cast ${cast} duration ${Math.floor(dur / 60)}h${pad2(dur % 60)}m  slag ${between(random, 68, 96)} t`,
    );
    cast += 1;
  }
  // The evening hang, ended by a slip.
  const eve = hangs[0]!;
  line(eve.from, 'EVENT', 'burden', 'Stockline descent stopped SR1/SR2/SR3 (0.000 m/min over 3 readings): hanging');
  line(eve.from + 95_000 + 311, 'INFO', 'operator', 'Charging on hold (shift manager P.Okafor)');
  line(eve.to, 'EVENT', 'burden', 'SLIP SR1/SR3 stockline dropped 1.12 m in 6 s; descent resumed');
  line(eve.to + 140_000 + 52, 'INFO', 'operator', 'Charging released');
  // The night hang, ended without a slip.
  const nightHang = hangs[1]!;
  line(nightHang.from, 'EVENT', 'burden', 'Stockline descent stopped SR1/SR2/SR3 (0.000 m/min over 3 readings): hanging');
  line(nightHang.from + 2 * MINUTE + 417, 'INFO', 'operator', 'Blast flow setpoint 5120 -> 4500 Nm3/min (J.Mahon)');
  line(nightHang.from + 3 * MINUTE + 83, 'INFO', 'operator', 'Top pressure setpoint 2.40 -> 2.10 barg (J.Mahon)');
  line(nightHang.from + 7 * MINUTE + 640, 'INFO', 'operator', 'Charging on hold (J.Mahon)');
  line(nightHang.from + 34 * MINUTE + 126, 'INFO', 'operator', 'Blast flow setpoint 4500 -> 4000 Nm3/min (J.Mahon)');
  line(nightHang.from + 61 * MINUTE + 902, 'INFO', 'operator', 'Tuyere peepsight round: all 28 tuyeres bright, no water in gas');
  line(nightHang.to, 'EVENT', 'burden', 'Stockline descent restored SR1 0.07 SR2 0.11 SR3 0.06 m/min (stopped 91 min)');
  line(nightHang.to + 2 * MINUTE + 333, 'INFO', 'operator', 'Charging released, 2 coke blanks ordered (J.Mahon)');
  line(nightHang.to + 17 * MINUTE + 71, 'INFO', 'operator', 'Blast flow setpoint 4000 -> 4600 Nm3/min (J.Mahon)');
  line(
    nightHang.to + 50 * MINUTE + 508,
    'INFO',
    'operator',
    'Blast flow setpoint 4600 -> 5120 Nm3/min, top pressure 2.10 -> 2.40 barg (D.Ferris)',
  );
  events.sort((x, y) => x[0] - y[0]);
  const output = events.map(([, text]) => text).join('\n') + '\n';
  return probe(
    'round 78: furnace process log (preamble, paraphrase)',
    'Night shift on BF1 had a rough one: not long after midnight the burden stopped going down and they had to take wind off the furnace. At what time did it start coming down again?',
    'bf1_process_log',
    output,
    'descent-restored',
    stampMs(nightHang.to),
  );
}

/** Caster CC1's Level 2 event journal for yesterday, as CSV. */
function casterEventJournal(): EconomicsTask {
  const random = seededRandom(78_108);
  const day = Date.UTC(2026, 10, 16, 0, 0, 0);
  const rows: [number, string][] = [];
  const heat = 264_780;
  const heatAt = (ms: number) => heat + Math.floor((ms - day) / (52 * MINUTE));
  const csv = (s: string) => (s.includes(',') || s.includes('"') ? `"${s.replaceAll('"', '""')}"` : s);
  const row = (ms: number, strand: number | '', code: string, source: string, text: string, value: string, unit: string) =>
    rows.push([ms, `${stampMs(ms)},CC1,${strand},${code},${source},${csv(text)},${value},${unit},${heatAt(ms)}`]);
  const jitter = (ms: number) => ms + pick(random, 1000);
  const speed = [1.15, 1.15];
  // Tundish weight, every minute.
  for (let at = day; at < day + 24 * HOUR; at += MINUTE) {
    const w = num(random, 36.5, 41.5, 1).toFixed(1);
    row(jitter(at), '', 'TUN_WT', 'L1', `Tundish weight ${w} t`, w, 't');
  }
  // Mould level, every ~2 minutes per strand.
  for (const s of [1, 2])
    for (let at = day + pick(random, 60_000); at < day + 24 * HOUR; at += between(random, 80, 160) * 1000) {
      const dev = num(random, -4.8, 4.8, 1);
      row(
        jitter(at),
        s,
        'MLD_LVL',
        'MLC',
        `Mould level deviation ${dev > 0 ? '+' : ''}${dev.toFixed(1)} mm (band ±5.0)`,
        dev.toFixed(1),
        'mm',
      );
    }
  // Ladle changes and cuts.
  for (let at = day + 20 * MINUTE; at < day + 24 * HOUR; at += 52 * MINUTE) {
    row(jitter(at), '', 'LADLE_OPEN', 'L1', `Ladle L${pad2(between(random, 1, 22))} opened, shroud on`, '', '');
    row(jitter(at + 46 * MINUTE), '', 'LADLE_CLOSE', 'L1', `Ladle closed, ${between(random, 2, 6)} t left for slag`, '', '');
  }
  for (const s of [1, 2]) {
    let piece = 0;
    for (let at = day + between(random, 200, 500) * 1000; at < day + 24 * HOUR; at += between(random, 480, 600) * 1000) {
      piece = (piece % 6) + 1;
      const len = between(random, 8500, 11600);
      row(jitter(at), s, 'CUT', 'TCM', `Slab ${heatAt(at)}${s === 1 ? 'A' : 'B'}${pad2(piece)} cut at ${len} mm`, String(len), 'mm');
    }
  }
  // Operator speed changes.
  for (const s of [1, 2])
    for (let at = day + between(random, 20, 50) * MINUTE; at < day + 24 * HOUR; at += between(random, 35, 80) * MINUTE) {
      const from = speed[s - 1]!;
      const to = oneOf(random, [1.05, 1.1, 1.15, 1.2, 1.25]);
      speed[s - 1] = to;
      row(jitter(at), s, 'SPD_SET', 'OPERATOR', `Speed setpoint ${from.toFixed(2)} -> ${to.toFixed(2)} m/min`, to.toFixed(2), 'm/min');
    }
  // Thermocouple deviations without a sticker pattern.
  for (const [h, m, s] of [
    [2, 41, 1],
    [6, 12, 2],
    [9, 55, 1],
    [13, 5, 2],
    [16, 40, 2],
    [19, 22, 1],
    [22, 8, 2],
  ] as const) {
    const at = day + h * HOUR + m * MINUTE + between(random, 0, 59_999);
    row(
      at,
      s,
      'BOS_TC_DEV',
      'BOS',
      `TC deviation row ${between(random, 1, 3)} column ${between(random, 2, 19)} dT +${between(random, 9, 16)} K, no pattern`,
      '',
      'K',
    );
  }
  // Sticker detections with automatic speed reduction, and the ramps back.
  const stickers = [
    { at: day + 3 * HOUR + 14 * MINUTE + 22_871, strand: 2, tc: 'rows 1-2 column 7 (fixed side)', from: 1.1 },
    { at: day + 14 * HOUR + 52 * MINUTE + 7412, strand: 2, tc: 'rows 1-3 column 11 (loose side)', from: 1.15 },
    { at: day + 15 * HOUR + 31 * MINUTE + 48_205, strand: 1, tc: 'rows 1-3 column 4 (loose side)', from: 1.2 },
  ];
  for (const k of stickers) {
    row(
      k.at,
      k.strand,
      'BOS_STICKER',
      'BOS',
      `Sticker pattern TC ${k.tc}; automatic speed reduction ${k.from.toFixed(2)} -> 0.20 m/min`,
      '0.20',
      'm/min',
    );
    row(k.at + 41_000 + pick(random, 999), k.strand, 'SPD_SET', 'BOS', 'Speed setpoint 0.20 -> 0.60 m/min (BOS ramp)', '0.60', 'm/min');
    row(k.at + 150_000 + pick(random, 999), k.strand, 'SPD_SET', 'BOS', 'Speed setpoint 0.60 -> 1.00 m/min (BOS ramp)', '1.00', 'm/min');
    row(
      k.at + 270_000 + pick(random, 999),
      k.strand,
      'SPD_SET',
      'BOS',
      `Speed setpoint 1.00 -> ${k.from.toFixed(2)} m/min (BOS ramp end)`,
      k.from.toFixed(2),
      'm/min',
    );
  }
  rows.sort((a, b) => a[0] - b[0]);
  const output =
    ['event_id,timestamp,caster,strand,code,source,text,value,unit,heat', ...rows.map(([, r], i) => `${5_531_200 + i},${r}`)].join('\n') +
    '\n';
  return probe(
    'round 78: caster event journal (preamble, paraphrase)',
    'Quality found a surface defect on a strand 2 slab cast yesterday afternoon. My guess is the mould monitoring system thought the shell was sticking and slowed the strand down by itself. What time did it do that?',
    'cc1_event_journal',
    output,
    'sticker-time',
    stampMs(stickers[1]!.at),
  );
}

/** Yield strength range (MPa) and A80 elongation range (%) by grade, as the lab sees them. */
const STRENGTH: Record<string, [number, number, number, number]> = {
  DD11: [205, 290, 31, 40],
  DD13: [190, 265, 34, 44],
  DD14: [180, 245, 36, 45],
  S235JR: [255, 330, 26, 34],
  S355MC: [375, 450, 22, 29],
  S420MC: [440, 515, 19, 26],
  S500MC: [520, 600, 16, 22],
  HC420LA: [435, 505, 19, 25],
  S700MC: [720, 810, 11, 16],
};

/** The lab's tensile test reports over three days, one block per test. */
function tensileReports(): EconomicsTask {
  const random = seededRandom(78_109);
  const targetA80 = '41.6';
  const blocks: string[] = [];
  let t = Date.UTC(2026, 10, 13, 22, 0, 0);
  let coilNo = 120_010;
  let testNo = 40_980;
  let targetCoil = '';
  const coilsCount = 650;
  const targetCoilIndex = Math.floor(coilsCount * 0.5);
  const forming = ['DD11', 'DD13', 'DD14'];
  const structural = ['S235JR', 'S355MC', 'S420MC', 'S500MC', 'HC420LA', 'S700MC'];
  for (let c = 0; c < coilsCount; c++) {
    coilNo += 1;
    const coil = `26H${coilNo}`;
    const isTarget = c === targetCoilIndex;
    if (isTarget) targetCoil = coil;
    const grade = isTarget ? 'DD13' : oneOf(random, [...forming, ...structural]);
    const thick = isTarget ? 2.0 : oneOf(random, [1.8, 2.0, 2.5, 2.8, 3.0, 4.0, 5.0, 6.0, 8.0]);
    const width = between(random, 100, 185) * 10;
    const order = `${between(random, 4_470_000, 4_479_999)}/${pad2(between(random, 1, 40))}0`;
    const uses: { pos: string; use: string }[] = [{ pos: 'HEAD', use: 'CERT' }];
    if (isTarget || random() < 0.22) uses.push({ pos: 'TAIL', use: 'INFO' });
    if (!isTarget && random() < 0.04) uses.push({ pos: 'HEAD', use: 'RETEST' });
    const isForming = forming.includes(grade);
    for (const u of uses) {
      t += between(random, 150, 420) * 1000;
      testNo += 1;
      const a80 = thick < 3;
      const [reLo, reHi, aLo, aHi] = STRENGTH[grade]!;
      const re = between(random, reLo, reHi);
      const rm = re + (isForming ? between(random, 60, 120) : between(random, 70, 140));
      let elong = num(random, aLo, aHi, 1);
      if (!a80) elong = Number((elong + 6).toFixed(1));
      let eText = elong.toFixed(1);
      if (isTarget && u.use === 'CERT') eText = targetA80;
      else if (isTarget) eText = '39.8';
      else if (a80 && eText === targetA80) eText = '41.7';
      const specimen = a80 ? 'type 2 (A80, 20 x 80 mm)' : 'type 3 (A5.65, proportional)';
      const stretch = a80 ? `A80 ${eText} %` : `A ${eText} %`;
      blocks.push(
        [
          `TEST 26T-${testNo}   ${stamp(t)}   Zwick Z${oneOf(random, ['100 #1', '250 #2', '250 #3'])}   op. ${oneOf(random, ['KPA', 'DMR', 'SLT', 'JWO', 'HNB'])}`,
          `  Coil ${coil}   ${grade}   ${thick.toFixed(2)} x ${width} mm   order ${order}   pos ${u.pos}   dir ${oneOf(random, ['T', 'T', 'L'])}   use ${u.use}`,
          `  Specimen EN ISO 6892-1 ${specimen}   a0 ${(thick + num(random, -0.02, 0.03, 2)).toFixed(2)} mm   b0 ${num(random, 19.96, 20.06, 2).toFixed(2)} mm`,
          `  ${isForming ? 'ReL' : 'ReH'} ${re} MPa   Rm ${rm} MPa   Ag ${num(random, isForming ? 18 : 9, isForming ? 26 : 17, 1).toFixed(1)} %   ${stretch}`,
          `  Conforms ${isForming ? 'EN 10111' : grade === 'S235JR' ? 'EN 10025-2' : grade === 'HC420LA' ? 'EN 10268' : 'EN 10149-2'} ${grade}`,
        ].join('\n'),
      );
    }
  }
  const output =
    [
      'LIMS  Mechanical testing  Tensile results  2026-11-14 .. 2026-11-17  (site: Brackwater Works, lab: MT-1)',
      '',
      blocks.join('\n\n'),
    ].join('\n') + '\n';
  return probe(
    'round 78: tensile test reports (preamble, paraphrase)',
    `A customer in Stuttgart says coil ${targetCoil} split on their press and they are disputing our certificate. How far did our test piece stretch before it broke, in the test we certified?`,
    'lims_tensile_results',
    output,
    'cert-elongation',
    `A80 ${targetA80} %`,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** The BOS crane scale: thirteen days of ladle weighings, empty and full, as CSV. */
function craneScale(): EconomicsTask {
  const random = seededRandom(78_110);
  const ladles = Array.from({ length: 26 }, (_, i) => ({ id: `L${pad2(i + 1)}`, tare: between(random, 96_200, 105_800), freeAt: 0 }));
  const rows: [number, string][] = [];
  let t = Date.UTC(2026, 10, 4, 6, 0, 0);
  let heat = 263_420;
  const cycles = 1400;
  const oddCycle = Math.floor(cycles * 0.55);
  const oddWeight = 118_460;
  const ops = ['cr7.abrown', 'cr7.tnwosu', 'cr7.gholt', 'cr8.mpatel', 'cr8.rsmith'];
  for (let c = 0; c < cycles; c++) {
    t += between(random, 560, 1000) * 1000;
    const l = freeLadle(random, ladles, t);
    heat += 1;
    const crane = oneOf(random, ['CR7', 'CR8']);
    const full = l.tare + between(random, 292_000, 326_000) + between(random, -400, 400);
    rows.push([
      t,
      `${iso(t)},${crane},${l.id},${heat},FULL,${full},${l.tare},${full - l.tare},CAL-2611-0${between(random, 1, 3)},${oneOf(random, ops)}`,
    ]);
    const emptyAt = t + between(random, 80, 140) * MINUTE;
    const gross = c === oddCycle ? oddWeight : l.tare + between(random, -450, 650);
    rows.push([
      emptyAt,
      `${iso(emptyAt)},${oneOf(random, ['CR7', 'CR8'])},${l.id},${heat},EMPTY,${gross},${l.tare},,CAL-2611-0${between(random, 1, 3)},${oneOf(random, ops)}`,
    ]);
    l.freeAt = emptyAt + between(random, 60, 200) * MINUTE;
  }
  rows.sort((a, b) => a[0] - b[0]);
  const output =
    [
      'weigh_id,timestamp,crane,ladle,heat,load_state,gross_kg,tare_ref_kg,net_steel_kg,scale_cal_ref,operator',
      ...rows.map(([, r], i) => `W-26-${String(41_201 + i).padStart(6, '0')},${r}`),
    ].join('\n') + '\n';
  return probe(
    'round 78: crane scale weighings (odd one out)',
    'Going through the crane scale records, one ladle came in much heavier empty than it normally does. What weight did the scale show for it?',
    'crane_scale_export',
    output,
    'heavy-empty-ladle',
    String(oddWeight),
  );
}

/** Caster CC1's secondary cooling spray check from yesterday's planned stop, one row per nozzle. */
function sprayNozzleCheck(): EconomicsTask {
  const random = seededRandom(78_111);
  const zones: { segs: number[]; zone: string; qNom: number; type: string }[] = [
    { segs: [0], zone: '1', qNom: 11.8, type: 'Lechler 660.9xx' },
    { segs: [1, 2], zone: '2', qNom: 6.4, type: 'Lechler 660.7xx' },
    { segs: [3, 4], zone: '3', qNom: 4.2, type: 'Spraying Sys 1/4-AM' },
    { segs: [5, 6], zone: '4', qNom: 3.1, type: 'Spraying Sys 1/4-AM' },
    { segs: [7, 8], zone: '5A', qNom: 2.4, type: 'Lechler 170.6xx' },
    { segs: [9], zone: '5B', qNom: 2.4, type: 'Lechler 170.6xx' },
    { segs: [10, 11], zone: '6A', qNom: 1.6, type: 'Lechler 170.4xx' },
    { segs: [12, 13, 14], zone: '6B', qNom: 1.2, type: 'Lechler 170.4xx' },
  ];
  const header = [
    'CC1  SECONDARY COOLING  NOZZLE FLOW CHECK',
    'Planned stop 2026-11-16 06:00-14:00   test water 6.0 bar supply   air 2.5 bar   checked with flow cart FC-2 (cal. 2026-10-28)',
    '',
    'TAG                    STRAND SEG  SIDE ZONE LOOP   ROW NOZ  NOZZLE TYPE           P_AIR  P_WTR   Q_L/MIN  Q_NOM  SPRAY_W_MM  BY',
    '---------------------  ------ ---  ---- ---- ------ --- ---  --------------------  -----  -----  -------  -----  ----------  ---',
  ];
  const rows: string[] = [];
  const all: { strand: number; seg: number; side: string; z: (typeof zones)[number]; row: number; noz: number }[] = [];
  for (const strand of [1, 2])
    for (const z of zones)
      for (const seg of z.segs)
        for (const side of ['IR', 'OR'])
          for (let row = 1; row <= 7; row++) for (let noz = 1; noz <= 8; noz++) all.push({ strand, seg, side, z, row, noz });
  const odd = Math.floor(all.length * 0.61);
  let needle = '';
  all.forEach((n, i) => {
    const loop = `Z${n.z.zone}-${n.noz <= 2 || n.noz >= 7 ? 'E' : 'C'}`;
    const tag = `S${n.strand}.SEG${pad2(n.seg)}.${n.side}.R${n.row}.N${pad2(n.noz)}`;
    const pWtr = num(random, 4.6, 5.4, 2);
    let q = n.z.qNom * num(random, 0.94, 1.06, 3);
    let width = between(random, 270, 330);
    let p = pWtr;
    if (i === odd) {
      needle = tag;
      q = 0.31;
      width = 95;
      p = 5.71;
    }
    rows.push(
      [
        tag.padEnd(21),
        String(n.strand).padStart(6),
        pad2(n.seg).padStart(3),
        n.side.padStart(4),
        n.z.zone.padStart(4),
        loop.padEnd(6),
        String(n.row).padStart(3),
        pad2(n.noz).padStart(3),
        n.z.type.padEnd(20),
        num(random, 2.42, 2.58, 2).toFixed(2).padStart(5),
        p.toFixed(2).padStart(5),
        q.toFixed(2).padStart(7),
        n.z.qNom.toFixed(2).padStart(5),
        String(width).padStart(10),
        oneOf(random, ['GMK', 'RTA', 'LWS']).padStart(3),
      ].join('  '),
    );
  });
  const output = [...header, ...rows, '', `${rows.length} nozzles checked   strands 1-2   segments 00-14   sides IR/OR`].join('\n') + '\n';
  return probe(
    'round 78: caster spray nozzle check (odd one out)',
    'In the caster spray check, which nozzle is hardly putting out any water compared with the ones around it?',
    'cc1_spray_check',
    output,
    'blocked-nozzle',
    needle,
  );
}

/** BF2's hot stove sequencer log for the last week: changeovers and ten-minute status lines. */
function stoveSequencerLog(): EconomicsTask {
  const random = seededRandom(78_112);
  const oddDome = '1281.6';
  const fmtDome = (v: number): string => {
    const s = v.toFixed(1);
    return s === oddDome ? '1281.7' : s;
  };
  const start = Date.UTC(2026, 10, 10, 6, 0, 0);
  const end = Date.UTC(2026, 10, 17, 6, 0, 0);
  const events: [number, string][] = [];
  let pid = 2231;
  const line = (ms: number, msg: string) => events.push([ms, `${new Date(ms).toISOString()} bf2-stovectl[${pid}]: ${msg}`]);
  // Stove states: 1 on blast, 3 heating; each changeover the next stove goes on blast.
  const domes = [1372.0, 1296.0, 1322.0, 1348.0];
  const gasSince = [start, start - 135 * MINUTE, start - 90 * MINUTE, start - 45 * MINUTE];
  let onBlast = 0;
  let seq = 18_420;
  let at = start;
  const changeovers: number[] = [];
  for (let c = at + 45 * MINUTE; c < end; c += between(random, 41, 49) * MINUTE + pick(random, 60_000)) changeovers.push(c);
  const oddIndex = Math.floor(changeovers.length * 0.46);
  // The stove that goes on blast at the odd changeover, and its gas period before it (fired on BFG alone, barely heating).
  const oddStove = (oddIndex + 1) % 4;
  let oddGasFrom = Infinity;
  const oddAt = changeovers[oddIndex]!;
  let needleLine = '';
  let nextStatus = start;
  for (let k = 0; k <= changeovers.length; k++) {
    const until = changeovers[k] ?? end;
    // Status lines until the changeover.
    while (nextStatus < until) {
      for (let s = 0; s < 4; s++) {
        const blast = s === onBlast;
        const weak = !blast && s === oddStove && nextStatus >= oddGasFrom && nextStatus < oddAt;
        const dome = blast
          ? domes[s]! - ((nextStatus - at) / MINUTE) * num(random, 1.3, 1.7, 2)
          : weak
            ? domes[s]! + ((Number(oddDome) - domes[s]!) * (nextStatus - oddGasFrom)) / (oddAt - oddGasFrom) + num(random, -1.5, 1.5, 1)
            : Math.min(1388 + num(random, 0, 4, 1), domes[s]! + ((nextStatus - gasSince[s]!) / MINUTE) * num(random, 0.6, 0.8, 2));
        line(
          nextStatus + s * 150 + pick(random, 100),
          blast
            ? `status stove=${s + 1} mode=BLAST dome=${fmtDome(dome)}C hb_out=${num(random, 1196, 1228, 1).toFixed(1)}C cold_blast=${between(random, 4890, 5030)}Nm3/min mixer=${between(random, 28, 55)}%`
            : `status stove=${s + 1} mode=GAS dome=${fmtDome(dome)}C waste=${num(random, 180, 340, 1).toFixed(1)}C bfg=${between(random, 58_000, 66_000)}Nm3/h cog=${weak ? 0 : between(random, 1800, 3400)}Nm3/h air_ratio=${num(random, 1.04, 1.12, 2).toFixed(2)}`,
        );
      }
      nextStatus += 10 * MINUTE;
    }
    if (k === changeovers.length) break;
    // No status lines while the changeover runs.
    if (nextStatus < until + 240_000) nextStatus += 10 * MINUTE;
    // The changeover: the coolest-in-turn stove off blast, the next one on.
    const dt = (until - at) / MINUTE;
    const off = onBlast;
    const next = (onBlast + 1) % 4;
    const offDome = domes[off]! - dt * 1.5;
    let nextDome = Math.min(1392, domes[next]! + ((until - gasSince[next]!) / MINUTE) * 0.7);
    nextDome = Math.max(1346, Math.min(1388, nextDome + num(random, -4, 4, 1)));
    const gasMin = Math.round((until - gasSince[next]!) / MINUTE);
    seq += 1;
    if (random() < 0.01) pid += between(random, 3, 40);
    const t0 = until;
    line(t0, `seq=${seq} stove=${next + 1} step=PRESSURISE p_stove=${num(random, 0.1, 0.3, 2)}bar p_main=${num(random, 3.7, 3.9, 2)}bar`);
    line(t0 + 62_000 + pick(random, 900), `seq=${seq} stove=${next + 1} step=EQUALISED dp=${num(random, 0.02, 0.06, 2)}bar`);
    line(t0 + 71_000 + pick(random, 900), `seq=${seq} stove=${next + 1} step=HB_VALVE_OPEN cold_blast_valve=OPEN`);
    const onText = k === oddIndex ? `dome=${oddDome}C` : `dome=${fmtDome(nextDome)}C`;
    const onLine = `seq=${seq} stove=${next + 1} ON-BLAST ${onText} hb_main=${num(random, 1162, 1204, 1).toFixed(1)}C mixer=${between(random, 30, 52)}% gas_period=${Math.floor(gasMin / 60)}h${pad2(gasMin % 60)}m`;
    if (k === oddIndex) needleLine = onLine;
    line(t0 + 78_000 + pick(random, 900), onLine);
    line(
      t0 + 84_000 + pick(random, 900),
      `seq=${seq} stove=${off + 1} OFF-BLAST dome=${fmtDome(offDome)}C blast_period=0h${pad2(Math.round(dt))}m`,
    );
    line(
      t0 + 96_000 + pick(random, 900),
      `seq=${seq} stove=${off + 1} step=DEPRESSURISE via waste gas, p_stove=${num(random, 3.7, 3.9, 2)}bar`,
    );
    line(
      t0 + 210_000 + pick(random, 900),
      off === oddStove && k === oddIndex - 3
        ? `seq=${seq} stove=${off + 1} step=BURNER_LIGHT fuel=BFG cv=${num(random, 3.1, 3.3, 2)}MJ/Nm3`
        : `seq=${seq} stove=${off + 1} step=BURNER_LIGHT fuel=BFG+COG cv=${num(random, 3.9, 4.3, 2)}MJ/Nm3`,
    );
    line(t0 + 228_000 + pick(random, 900), `seq=${seq} stove=${off + 1} ON-GAS dome=${fmtDome(offDome + num(random, -3, 3, 1))}C`);
    domes[off] = offDome;
    domes[next] = k === oddIndex ? Number(oddDome) : nextDome;
    gasSince[off] = t0 + 228_000;
    if (off === oddStove && k < oddIndex) oddGasFrom = t0 + 228_000;
    onBlast = next;
    at = until;
  }
  events.sort((x, y) => x[0] - y[0]);
  const output = events.map(([, text]) => text).join('\n') + '\n';
  if (!needleLine) throw new Error('stove log: no odd changeover');
  return probe(
    'round 78: hot stove sequencer log (odd one out)',
    'This week one of the BF2 hot blast stoves went on blast with its dome noticeably cooler than usual. What dome temperature did it switch over at?',
    'bf2_stove_log',
    output,
    'cool-dome',
    `dome=${oddDome}C`,
  );
}

/** Round 78: twelve tasks from an integrated steelworks, written blind. */
export function roundSeventyEight(): EconomicsTask[] {
  return [
    bofHeatReport(),
    casterSlabXml(),
    historianCsv(),
    ladleCycles(),
    limsSpectro(),
    hsmCoilReport(),
    bf1ProcessLog(),
    casterEventJournal(),
    tensileReports(),
    craneScale(),
    sprayNozzleCheck(),
    stoveSequencerLog(),
  ];
}
