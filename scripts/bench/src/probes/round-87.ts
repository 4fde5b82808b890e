/**
 * Probe round 87, written blind: Tarrant Valley Hydro, a made-up cascade of six hydro stations and their lakes (generating
 * units and governors, spillway gates, dam instrumentation and strong-motion sensors, lake levels and inflow forecasts,
 * fishway PIT-tag counts, grid dispatch). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - PI historian (PI Web API streamsets response, minified JSON): the Lochgair headwater level at 14:30 UTC on 16 November;
 *  - dam-safety seismic catalogue (QuakeML on one line): the PGA at the Corran crest station in the M4.3 quake of 9 November;
 *  - fishway PIT-tag export (CSV, one day's detail field of 150+ KB): when one tag was read on the Kells fishway exit antenna;
 * b. The answer a few lines away from the line the question's words match:
 *  - governor configuration export (YAML): the permanent droop of Ardmore unit 2's active parameter set;
 *  - spillway gate control API (pretty JSON): when Ardmore gate 3's position encoder was last calibrated;
 *  - inflow forecasting model configuration (TOML): the Muskingum K of the Glenbrae Creek subcatchment;
 * c. A question that paraphrases the output or carries a preamble:
 *  - SCADA alarm and event journal (fixed-width text): when Lake Lochgair went below its minimum operating level ("MOL");
 *  - CMMS work order list (Maximo-style text report): when Kells unit 2's thrust pads ("thrust brg shoes") were last replaced;
 *  - dispatch gateway log (JSON lines): the MW Kells was told to run at after last night's under-frequency event;
 * d. One value unlike its peers, with no error word near it:
 *  - condition-monitoring snapshot (CLI table): the stator winding RTD far hotter than the rest of its machine;
 *  - spillway hoist drive parameters (ACS880 parameter table): the drive whose maximum speed differs from the others;
 *  - seismic station inventory (FDSN station text, level=channel): the accelerometer channel with an odd sample rate.
 * Not among the bench's targets.
 * First run, at eed2b9f, the head when the round was written (with this file; `ROUNDS=87
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,294,906 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 87: PI historian export (one line)
 *     codex: 13,078 tokens, peak 12,990, 0/1 needles, 0 read-backs
 *     context-chef: 711 tokens, peak 623, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,320 tokens, peak 4,765, 1/1 needles, 3 read-backs
 *     ours: 5,719 tokens, peak 2,601, 1/1 needles, 2 read-backs
 *   round 87: seismic catalogue (QuakeML, one line)
 *     codex: 13,908 tokens, peak 13,816, 0/1 needles, 0 read-backs
 *     context-chef: 716 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,502 tokens, peak 6,665, 0/1 needles, 4 read-backs
 *     ours: 6,637 tokens, peak 2,974, 0/1 needles, 2 read-backs
 *   round 87: fishway PIT-tag export (CSV, one huge field)
 *     codex: 22,674 tokens, peak 22,585, 0/1 needles, 0 read-backs
 *     context-chef: 1,122 tokens, peak 1,033, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,999 tokens, peak 3,133, 1/1 needles, 1 read-backs
 *     ours: 5,311 tokens, peak 4,170, 1/1 needles, 1 read-backs
 *   round 87: governor configuration (YAML)
 *     codex: 15,189 tokens, peak 15,116, 0/1 needles, 0 read-backs
 *     context-chef: 716 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,510 tokens, peak 2,769, 1/1 needles, 2 read-backs
 *     ours: 5,843 tokens, peak 2,587, 1/1 needles, 2 read-backs
 *   round 87: spillway gate API (pretty JSON)
 *     codex: 12,649 tokens, peak 12,572, 0/1 needles, 0 read-backs
 *     context-chef: 644 tokens, peak 567, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,391 tokens, peak 2,760, 0/1 needles, 2 read-backs
 *     ours: 13,673 tokens, peak 5,135, 0/1 needles, 3 read-backs
 *   round 87: inflow model configuration (TOML)
 *     codex: 22,737 tokens, peak 22,658, 0/1 needles, 0 read-backs
 *     context-chef: 789 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,965 tokens, peak 6,639, 0/1 needles, 3 read-backs
 *     ours: 33,022 tokens, peak 12,367, 0/1 needles, 4 read-backs
 *   round 87: SCADA event journal, preamble and paraphrase
 *     codex: 15,162 tokens, peak 15,073, 0/1 needles, 0 read-backs
 *     context-chef: 654 tokens, peak 565, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,102 tokens, peak 4,027, 0/1 needles, 4 read-backs
 *     ours: 10,149 tokens, peak 4,357, 0/1 needles, 4 read-backs
 *   round 87: CMMS work orders, preamble and paraphrase
 *     codex: 14,489 tokens, peak 14,399, 0/1 needles, 0 read-backs
 *     context-chef: 749 tokens, peak 659, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,769 tokens, peak 1,439, 0/1 needles, 1 read-backs
 *     ours: 2,191 tokens, peak 1,217, 0/1 needles, 1 read-backs
 *   round 87: dispatch gateway log, preamble and paraphrase
 *     codex: 14,915 tokens, peak 14,826, 0/1 needles, 0 read-backs
 *     context-chef: 752 tokens, peak 663, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,668 tokens, peak 4,002, 0/1 needles, 3 read-backs
 *     ours: 9,312 tokens, peak 4,606, 0/1 needles, 3 read-backs
 *   round 87: condition-monitoring snapshot, the odd reading
 *     codex: 15,941 tokens, peak 15,864, 0/1 needles, 0 read-backs
 *     context-chef: 695 tokens, peak 618, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,496 tokens, peak 4,334, 0/1 needles, 3 read-backs
 *     ours: 9,816 tokens, peak 4,772, 0/1 needles, 3 read-backs
 *   round 87: hoist drive parameters, the odd setting
 *     codex: 13,917 tokens, peak 13,832, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 594, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,483 tokens, peak 1,204, 0/1 needles, 2 read-backs
 *     ours: 2,190 tokens, peak 784, 0/1 needles, 2 read-backs
 *   round 87: seismic station inventory, the odd sample rate
 *     codex: 24,285 tokens, peak 24,208, 0/1 needles, 0 read-backs
 *     context-chef: 1,012 tokens, peak 935, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,298 tokens, peak 1,566, 0/1 needles, 4 read-backs
 *     ours: 4,765 tokens, peak 1,018, 1/1 needles, 4 read-backs
 *     codex: 198,944 tokens, 0/12 needles
 *     context-chef: 9,239 tokens, 0/12 needles
 *     context-chef-store: 107,503 tokens, 3/12 needles
 *     ours: 108,628 tokens, 4/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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

/** Where the needle goes until its value is chosen. */
const SLOT = '@@NEEDLE@@';

/** Puts the first value of `candidate` that does not occur in `text` yet in place of `slot`: the needle is then unique. */
function fill(text: string, candidate: () => string, slot = SLOT): { output: string; needle: string } {
  for (let tries = 0; tries < 1000; tries++) {
    const value = candidate();
    if (!text.includes(value)) return { output: text.replace(slot, () => value), needle: value };
  }
  throw new Error(`no free value for ${slot}`);
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** About normal, mean 0 and deviation 1. */
const gauss = (random: () => number): number => (random() + random() + random() + random() - 2) * 1.732;

const HEX_UPPER = '0123456789ABCDEF';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** New Zealand daylight time, the scheme's local time in November. */
const NZDT = 13 * 3_600_000;
/** A local time (`2026-11-16 21:40:00`) as epoch milliseconds. */
const localTime = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`) - NZDT;
/** `2026-11-16 21:40:00`, local. */
const local = (ms: number): string => new Date(ms + NZDT).toISOString().slice(0, 19).replace('T', ' ');
/** `2026-11-16 21:40:00.412`, local. */
const localMs = (ms: number): string => new Date(ms + NZDT).toISOString().slice(0, 23).replace('T', ' ');
/** `2026-11-16T21:40:00.412+13:00`. */
const localIso = (ms: number): string => `${localMs(ms).replace(' ', 'T')}+13:00`;
/** `2026-11-16T08:40:00Z`. */
const utcIso = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Station {
  readonly code: string;
  readonly name: string;
  readonly units: number;
  readonly lake: string;
  readonly hw: number;
  readonly tw: number;
  readonly unitMw: number;
  readonly kaplan: boolean;
  readonly gates: number;
}

/** The scheme, from the head storages down the river. */
const STATIONS: readonly Station[] = [
  { code: 'CRN', name: 'Corran', units: 2, lake: 'Lake Corran', hw: 412.6, tw: 301.4, unitMw: 62, kaplan: false, gates: 6 },
  { code: 'LCG', name: 'Lochgair', units: 2, lake: 'Lake Lochgair', hw: 287.6, tw: 251.3, unitMw: 48, kaplan: false, gates: 3 },
  { code: 'ARD', name: 'Ardmore', units: 3, lake: 'Ardmore Reservoir', hw: 246.8, tw: 201.9, unitMw: 38, kaplan: false, gates: 5 },
  { code: 'KLS', name: 'Kells', units: 4, lake: 'Kells Pond', hw: 198.4, tw: 142.7, unitMw: 45, kaplan: false, gates: 4 },
  { code: 'BRN', name: 'Brennock', units: 3, lake: 'Brennock Headpond', hw: 96.3, tw: 78.1, unitMw: 21, kaplan: true, gates: 8 },
  { code: 'TFL', name: 'Tarrant Falls', units: 3, lake: 'Tarrant Falls Headpond', hw: 61.2, tw: 44.6, unitMw: 17, kaplan: true, gates: 4 },
];

const station = (code: string): Station => STATIONS.find((s) => s.code === code)!;

const PEOPLE = [
  'R. Holloway',
  'T. Ngata',
  'P. Devlin',
  'A. McKenzie',
  'S. Tait',
  'K. Brodie',
  'C. Okafor',
  'J. Fraser',
  'H. Ruawai',
  'E. Lindqvist',
  'N. Patel',
  'G. Whyte',
  'M. Rangi',
  'L. Sutherland',
];

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

/** PI Web API `streamsets/interpolated` for yesterday, 10-minute interval, minified: the reply the historian gives. */
function historianExport(): EconomicsTask {
  const random = seededRandom(87_101);
  const walk = (start: number, drift: number, step: number): number[] => {
    let v = start;
    return range(144).map(() => (v += drift + (random() - 0.5) * step));
  };
  const unitMw = (max: number): number[] => {
    const out: number[] = [];
    let target = random() < 0.2 ? 0 : max * (0.45 + random() * 0.5);
    let v = target;
    for (let i = 0; i < 144; i++) {
      if (random() < 0.06) target = random() < 0.15 ? 0 : max * (0.4 + random() * 0.58);
      v += Math.max(-max * 0.15, Math.min(max * 0.15, target - v));
      out.push(v <= 0.05 ? 0 : v + (random() - 0.5) * 0.6);
    }
    return out;
  };
  const tags: { name: string; uom: string; values: number[]; decimals: number }[] = [];
  const push = (name: string, uom: string, values: number[], decimals: number) => tags.push({ name, uom, values, decimals });
  // The order the engineer's saved query lists them in: Corran, Kells, Lochgair, Ardmore, Brennock.
  for (const code of ['CRN', 'KLS', 'LCG', 'ARD', 'BRN']) {
    const s = station(code);
    push(`${code}.RES.HW_LVL`, 'm', walk(s.hw + (random() - 0.5) * 0.3, code === 'LCG' ? -0.0003 : 0, code === 'KLS' ? 0.015 : 0.005), 4);
    if (code !== 'BRN') push(`${code}.TW_LVL`, 'm', walk(s.tw + (random() - 0.5) * 0.4, 0, 0.02), 4);
    for (let u = 1; u <= s.units; u++)
      push(`${code}.G${u}.MW`, 'MW', code === 'KLS' && u === 2 ? range(144).map(() => 0) : unitMw(s.unitMw), 2);
    if (code === 'CRN')
      push(
        'CRN.SPW.FLOW',
        'm3/s',
        range(144).map(() => 0),
        1,
      );
  }
  const target = tags.find((t) => t.name === 'LCG.RES.HW_LVL')!;
  const at = 87; // 14:30
  const level = target.values[at]!;
  const items = tags.map((t) => {
    const values = t.values.map((v, i) => {
      const ts = `2026-11-16T${pad2(Math.floor(i / 6))}:${pad2((i % 6) * 10)}:00Z`;
      const value = t === target && i === at ? SLOT : v === 0 ? '0' : String(Math.fround(Number(v.toFixed(t.decimals))));
      const good = (t === target && i === at) || random() < 0.995;
      return `{"Timestamp":"${ts}","Value":${value},"UnitsAbbreviation":"${t.uom}","Good":${good},"Questionable":${!good},"Substituted":false,"Annotated":false}`;
    });
    const path = JSON.stringify(`\\\\TVHPIDA01\\${t.name}`);
    return `{"WebId":"F1DP${chars(random, B64URL, 18)}AAAAVFZIUElEQTAx${chars(random, B64URL, 24)}","Name":"${t.name}","Path":${path},"Links":{},"Items":[${values.join(',')}],"UnitsAbbreviation":"${t.uom}"}`;
  });
  const text = `{"Links":{},"Items":[${items.join(',')}]}`;
  const { output, needle } = fill(text, () => String(Math.fround(Number((level + (random() - 0.5) * 0.004).toFixed(4)))));
  return probe(
    'round 87: PI historian export (one line)',
    'According to the PI export, what was the headwater level at Lochgair at 14:30 UTC on 16 November?',
    'pi_streamset_interpolated',
    output,
    'lochgair-headwater',
    needle,
    true,
  );
}

/** The dam-safety seismic catalogue as QuakeML, written out on one line. */
function quakeCatalogue(): EconomicsTask {
  const random = seededRandom(87_202);
  const dams = [
    { code: 'CRN', lat: -44.0912, lon: 170.3118 },
    { code: 'LCG', lat: -44.163, lon: 170.2284 },
    { code: 'ARD', lat: -44.2189, lon: 170.3912 },
    { code: 'KLS', lat: -44.3027, lon: 170.477 },
    { code: 'BRN', lat: -44.3951, lon: 170.6032 },
    { code: 'TFL', lat: -44.4418, lon: 170.7225 },
  ];
  const strongMotion = dams.flatMap((d) => [
    { sta: `${d.code}C1`, lat: d.lat + 0.001, lon: d.lon, gain: 2.3 },
    ...(d.code === 'CRN' ? [{ sta: 'CRNC2', lat: d.lat + 0.0012, lon: d.lon + 0.002, gain: 2.1 }] : []),
    { sta: `${d.code}F1`, lat: d.lat, lon: d.lon + 0.0005, gain: 0.8 },
    { sta: `${d.code}A1`, lat: d.lat - 0.002, lon: d.lon - 0.003, gain: 1.2 },
  ]);
  const broadband = range(26).map(() => ({
    sta: chars(random, 'ABCDEFGHIKLMNOPRSTUWY', 4),
    lat: -44.3 + (random() - 0.5) * 0.9,
    lon: 170.45 + (random() - 0.5) * 1.2,
  }));
  const km = (lat1: number, lon1: number, lat2: number, lon2: number) =>
    Math.hypot((lat1 - lat2) * 111.2, (lon1 - lon2) * 111.2 * Math.cos((44.2 * Math.PI) / 180));
  const towns = ['Glenbrae', 'Kells', 'Ardmore', 'Lochgair', 'Corran', 'Brennock', 'Tarrant Falls', 'Dunmore', 'Strathcarn', 'Inverlea'];
  const dirs = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
  const main = { t: Date.UTC(2026, 10, 9, 3, 41, 22, 318), lat: -44.1702, lon: 170.4688, depth: 9.8, mag: 4.31 };
  const magOf = () => Math.min(3.9, 0.9 + -Math.log10(1 - random() * 0.999) * 0.8);
  const events = [
    ...range(40).map(() => ({
      t: Date.UTC(2026, 9, 1) + random() * (main.t - 3 * HOUR - Date.UTC(2026, 9, 1)),
      lat: -44.25 + (random() - 0.5) * 0.5,
      lon: 170.45 + (random() - 0.5) * 0.7,
      depth: 2 + random() * 18,
      mag: magOf(),
    })),
    { t: Date.UTC(2026, 9, 14, 11, 2, 37, 604), lat: -44.3512, lon: 170.2216, depth: 14.2, mag: 4.28 },
    main,
    ...range(37).map(() => ({
      t: main.t + Math.exp(Math.log(240) + random() * (Math.log(7.6 * 86_400) - Math.log(240))) * 1000,
      lat: main.lat + (random() - 0.5) * 0.06,
      lon: main.lon + (random() - 0.5) * 0.08,
      depth: 6 + random() * 7,
      mag: Math.min(3.4, 0.8 + -Math.log10(1 - random() * 0.999) * 0.7),
    })),
  ].sort((a, b) => a.t - b.t);
  const root = 'smi:nz.tvh/dsm';
  const isoZ = (ms: number) => new Date(ms).toISOString();
  let crestSlot = '';
  const xml = events.map((e, n) => {
    const id = `2026p${String(700_000 + Math.floor((e.t - Date.UTC(2026, 8, 1)) / 30_000) + n).padStart(6, '0')}`;
    const isMain = e === main;
    const town = oneOf(random, towns);
    const parts: string[] = [
      `<event publicID="${root}/event/${id}"><preferredOriginID>${root}/origin/${id}/1</preferredOriginID><preferredMagnitudeID>${root}/magnitude/${id}/ML</preferredMagnitudeID><type>earthquake</type><typeCertainty>known</typeCertainty><description><text>${between(random, 2, 38)} km ${oneOf(random, dirs)} of ${town}</text><type>nearest cities</type></description>`,
    ];
    const near = broadband
      .map((b) => ({ ...b, d: km(e.lat, e.lon, b.lat, b.lon) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, isMain ? 14 : between(random, 5, 9));
    const picks: string[] = [];
    const arrivals: string[] = [];
    for (const b of near) {
      const hyp = Math.hypot(b.d, e.depth);
      for (const phase of random() < 0.6 ? ['P', 'S'] : ['P']) {
        const travel = hyp / (phase === 'P' ? 6.1 : 3.55) + (random() - 0.5) * 0.3;
        const pickId = `${root}/pick/${id}/${b.sta}.${phase}`;
        picks.push(
          `<pick publicID="${pickId}"><time><value>${isoZ(e.t + travel * 1000)}</value><uncertainty>${(0.02 + random() * 0.2).toFixed(3)}</uncertainty></time><waveformID networkCode="TH" stationCode="${b.sta}" locationCode="10" channelCode="${phase === 'P' ? 'HHZ' : oneOf(random, ['HHN', 'HHE'])}"/><phaseHint>${phase}</phaseHint><evaluationMode>${isMain || random() < 0.5 ? 'manual' : 'automatic'}</evaluationMode><creationInfo><agencyID>TVH</agencyID><author>scautopick@tvh-dsm1</author></creationInfo></pick>`,
        );
        arrivals.push(
          `<arrival publicID="${root}/arrival/${id}/${b.sta}.${phase}"><pickID>${pickId}</pickID><phase>${phase}</phase><azimuth>${(random() * 360).toFixed(1)}</azimuth><distance>${(b.d / 111.2).toFixed(4)}</distance><timeResidual>${((random() - 0.5) * 0.4).toFixed(3)}</timeResidual><timeWeight>1</timeWeight></arrival>`,
        );
      }
    }
    const amplitudes: string[] = [];
    for (const s of strongMotion) {
      const r = Math.hypot(km(e.lat, e.lon, s.lat, s.lon), e.depth, 5);
      const pga = s.gain * 10 ** (-1.55 + 0.52 * e.mag - 1.25 * Math.log10(r) + gauss(random) * 0.12);
      if (!isMain && pga < 0.003) continue;
      const channel = oneOf(random, ['HNZ', 'HN1', 'HN2']);
      const value = isMain && s.sta === 'CRNC1' ? SLOT : pga.toPrecision(4);
      if (value === SLOT) crestSlot = pga.toPrecision(4);
      amplitudes.push(
        `<amplitude publicID="${root}/amplitude/${id}/${s.sta}.PGA"><genericAmplitude><value>${value}</value></genericAmplitude><type>PGA</type><unit>m/s**2</unit><timeWindow><begin>0</begin><end>40</end><reference>${isoZ(e.t + (r / 6.1) * 1000)}</reference></timeWindow><waveformID networkCode="TH" stationCode="${s.sta}" locationCode="20" channelCode="${channel}"/><evaluationMode>automatic</evaluationMode><creationInfo><agencyID>TVH</agencyID><author>scamp@tvh-dsm1</author></creationInfo></amplitude>`,
      );
    }
    const gap = between(random, 38, 190);
    parts.push(
      `<origin publicID="${root}/origin/${id}/1"><time><value>${isoZ(e.t)}</value><uncertainty>${(0.05 + random() * 0.3).toFixed(3)}</uncertainty></time><latitude><value>${e.lat.toFixed(4)}</value><uncertainty>${(0.4 + random() * 2).toFixed(2)}</uncertainty></latitude><longitude><value>${e.lon.toFixed(4)}</value><uncertainty>${(0.4 + random() * 2).toFixed(2)}</uncertainty></longitude><depth><value>${Math.round(e.depth * 1000)}</value><uncertainty>${between(random, 400, 3500)}</uncertainty></depth><depthType>from location</depthType><methodID>${root}/method/NonLinLoc</methodID><earthModelID>${root}/earthmodel/tarrant-1d-v3</earthModelID><quality><associatedPhaseCount>${arrivals.length}</associatedPhaseCount><usedPhaseCount>${arrivals.length - pick(random, 2)}</usedPhaseCount><associatedStationCount>${near.length}</associatedStationCount><usedStationCount>${near.length}</usedStationCount><standardError>${(0.05 + random() * 0.3).toFixed(3)}</standardError><azimuthalGap>${gap}</azimuthalGap><minimumDistance>${(near[0]!.d / 111.2).toFixed(4)}</minimumDistance><maximumDistance>${(near[near.length - 1]!.d / 111.2).toFixed(4)}</maximumDistance></quality><evaluationMode>${isMain ? 'manual' : oneOf(random, ['manual', 'automatic'])}</evaluationMode><evaluationStatus>${isMain ? 'reviewed' : oneOf(random, ['preliminary', 'confirmed', 'reviewed'])}</evaluationStatus>${arrivals.join('')}</origin>`,
      `<magnitude publicID="${root}/magnitude/${id}/ML"><mag><value>${e.mag.toFixed(2)}</value><uncertainty>${(0.05 + random() * 0.2).toFixed(2)}</uncertainty></mag><type>ML</type><originID>${root}/origin/${id}/1</originID><methodID>${root}/method/ML-tarrant</methodID><stationCount>${near.length}</stationCount><evaluationStatus>confirmed</evaluationStatus></magnitude>`,
      picks.join(''),
      amplitudes.join(''),
      `<creationInfo><agencyID>TVH</agencyID><creationTime>${isoZ(e.t + between(random, 60, 7200) * 1000)}</creationTime><version>${between(random, 1, 6)}</version></creationInfo></event>`,
    );
    return parts.join('');
  });
  const text = `<?xml version="1.0" encoding="UTF-8"?><q:quakeml xmlns="http://quakeml.org/xmlns/bed/1.2" xmlns:q="http://quakeml.org/xmlns/quakeml/1.2"><eventParameters publicID="${root}/catalogue/20261117"><description>Tarrant Valley Hydro dam safety monitoring: reservoir-area seismicity, 2026-10-01 to 2026-11-17</description>${xml.join('')}<creationInfo><agencyID>TVH</agencyID><creationTime>2026-11-16T19:12:08.000Z</creationTime></creationInfo></eventParameters></q:quakeml>`;
  const base = Number(crestSlot);
  const { output, needle } = fill(text, () => (base * (1 + (random() - 0.5) * 0.02)).toPrecision(4));
  return probe(
    'round 87: seismic catalogue (QuakeML, one line)',
    "What peak ground acceleration did CRNC1, the accelerometer on Corran Dam's crest, record in the magnitude 4.3 earthquake on 9 November?",
    'dsm_event_catalogue',
    output,
    'corran-crest-pga',
    needle,
    true,
  );
}

/** The fishway PIT-tag export: one row per fishway and day, every detection in the last field. */
function pitTagExport(): EconomicsTask {
  const random = seededRandom(87_303);
  const sites = [
    { code: 'BRN-FW', name: 'Brennock Weir vertical-slot fishway', map: 'A1=entrance;A2=slot 6;A3=slot 14;A4=exit (headpond)' },
    { code: 'KLS-FW', name: 'Kells Dam pool-and-weir fishway', map: 'A1=entrance;A2=pool 9;A3=pool 18;A4=exit (headpond)' },
    { code: 'ARD-FW', name: 'Ardmore Dam fish lift', map: 'A1=entrance channel;A2=hopper;A3=transfer flume;A4=exit (reservoir)' },
  ];
  const targetTag = '3DD.003BC1F27A';
  const tags = range(3200)
    .map(() => (random() < 0.8 ? `3DD.003${chars(random, HEX_UPPER, 7)}` : `3D9.1C2${chars(random, HEX_UPPER, 7)}`))
    .filter((t) => t !== targetTag);
  type Detection = { t: number; tag: string; ant: string; fish: number };
  let exitTime = '';
  const dayRow = (site: (typeof sites)[number], day: number, fishCount: number, plant: 'exit' | 'elsewhere' | null): string => {
    const start = localTime(`2026-${pad2(new Date(day).getUTCMonth() + 1)}-${pad2(new Date(day).getUTCDate())} 00:00:00`);
    const detections: Detection[] = [];
    for (let f = 0; f < fishCount; f++) {
      const tag = oneOf(random, tags);
      // More fish run at night and at dusk.
      const hour = random() < 0.6 ? (20 + random() * 9) % 24 : random() * 24;
      let t = start + hour * HOUR;
      const passes = random() < 0.72 ? 4 : between(random, 1, 3);
      for (let a = 1; a <= passes; a++) {
        // A fish still in the fishway at midnight shows up in the next day's row, not this one.
        const again = t + between(random, 2, 40) * 1000 + random() * 900;
        if (t < start + DAY) detections.push({ t, tag, ant: `A${a}`, fish: f });
        if (random() < 0.25 && again < start + DAY) detections.push({ t: again, tag, ant: `A${a}`, fish: f });
        t += between(random, 3, 45) * 60_000 + random() * 60_000;
      }
    }
    detections.sort((a, b) => a.t - b.t);
    let exitAt = -1;
    if (plant) {
      const from = Math.floor(detections.length * (plant === 'exit' ? 0.5 : 0.3));
      // A fish read once on the exit antenna, so the tag has one exit time.
      const once = (d: Detection) => d.ant === 'A4' && detections.filter((o) => o.fish === d.fish && o.ant === 'A4').length === 1;
      exitAt = detections.findIndex((d, i) => i >= from && once(d));
      if (exitAt < 0) exitAt = detections.findIndex(once);
      const fish = detections[exitAt]!.fish;
      for (const d of detections) if (d.fish === fish) d.tag = targetTag;
    }
    const detail = detections
      .map((d, i) => {
        const when = localMs(d.t).slice(0, 22);
        if (plant === 'exit' && i === exitAt) exitTime = when;
        return `${d.tag}/${d.ant}/${when}`;
      })
      .join(' ');
    const unique = new Set(detections.map((d) => d.tag)).size;
    const chs = between(random, 45, 70);
    const bnt = between(random, 15, 100 - chs - 3);
    const date = local(start).slice(0, 10);
    const first = detections.length ? local(detections[0]!.t) : '';
    const last = detections.length ? local(detections[detections.length - 1]!.t) : '';
    return `${site.code},"${site.name}",${date},"${site.map}","CHS ${chs}%; BNT ${bnt}%; RBT ${100 - chs - bnt}%",${detections.length},${unique},${first},${last},"${detail}"`;
  };
  const rows = ['site_code,site_name,obs_date,antenna_map,species_run,detections,unique_tags,first_obs,last_obs,tag_detail'];
  for (const site of sites) {
    for (let d = 0; d < 47; d++) {
      const day = Date.UTC(2026, 9, 1) + d * DAY;
      const seasonal = 4 + Math.floor((d / 47) * 18);
      const isPeak = site.code === 'KLS-FW' && d === 44; // 14 November, the run after the fresh
      const plant = isPeak ? 'exit' : site.code === 'BRN-FW' && d === 42 ? 'elsewhere' : null;
      rows.push(dayRow(site, day, isPeak ? 1250 : between(random, Math.max(1, seasonal - 6), seasonal + 6), plant));
    }
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 87: fishway PIT-tag export (CSV, one huge field)',
    'When did PIT tag 3DD.003BC1F27A get picked up on the exit antenna of the Kells fishway?',
    'export_pit_detections',
    output,
    'kells-exit-detection',
    exitTime,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** The governor configuration management tool's YAML export of every unit's parameter sets. */
function governorConfig(): EconomicsTask {
  const random = seededRandom(87_404);
  const droops = shuffle(
    random,
    range(61).map((i) => (3 + i * 0.05).toFixed(2)),
  );
  let nextDroop = 0;
  const lines = [
    '# govcfg export - Tarrant Valley Hydro - generated 2026-11-17T07:58:12+13:00 by govcfg 4.2.1',
    '# source: TVH-ENG-GOVCFG (read-only snapshot, all stations, all units)',
    'schema: govcfg/v3',
    'exported_at: "2026-11-17T07:58:12+13:00"',
    'exported_by: svc-govcfg',
    'stations:',
  ];
  const at = (y: number, m: number, d: number) =>
    `"${y}-${pad2(m)}-${pad2(d)}T${pad2(between(random, 8, 16))}:${pad2(pick(random, 60))}:00+13:00"`;
  for (const s of STATIONS) {
    lines.push(`  - code: ${s.code}`, `    name: ${s.name} Power Station`, `    grid_exit_point: ${s.code}2201`, '    units:');
    for (let u = 1; u <= s.units; u++) {
      const id = `${s.code}-G${u}`;
      const rpm = s.kaplan ? oneOf(random, [136.4, 150, 166.7]) : oneOf(random, [300, 333.3, 375, 428.6]);
      lines.push(
        `      - id: ${id}`,
        `        name: ${s.name} Unit ${u}`,
        `        turbine: ${s.kaplan ? 'Kaplan, vertical' : 'Francis, vertical'}, ${s.unitMw} MW, ${rpm} rpm`,
        `        commissioned: ${between(random, 1958, 1994)}`,
        '        governor:',
        `          vendor: ${oneOf(random, ['Andritz', 'Voith', 'GE Vernova'])}`,
        `          model: ${oneOf(random, ['HIPASE-T', 'VGC 2000', 'TG-Digital 5'])}`,
        `          firmware: ${between(random, 3, 6)}.${between(random, 0, 12)}.${between(random, 0, 40)}`,
        '          parameter_sets:',
      );
      for (const set of ['active', 'previous', 'island']) {
        const droop =
          set === 'island'
            ? 'permanent_droop_pct: 0.00'
            : id === 'ARD-G2' && set === 'active'
              ? SLOT
              : `permanent_droop_pct: ${droops[nextDroop++]!}`;
        const year = set === 'active' ? 2026 : 2024;
        lines.push(
          `            - set: ${set}`,
          `              revision: ${set === 'active' ? between(random, 11, 24) : between(random, 3, 10)}`,
          `              effective_from: ${at(year, between(random, 1, set === 'active' ? 10 : 12), between(random, 1, 28))}`,
          `              approved_by: ${oneOf(random, PEOPLE)}`,
          '              speed_control:',
          `                kp: ${(1.5 + random() * 3).toFixed(2)}`,
          `                ki: ${(0.1 + random() * 0.6).toFixed(2)}`,
          `                kd: ${random() < 0.7 ? '0.00' : (random() * 0.4).toFixed(2)}`,
          `                ${droop}`,
          `                temporary_droop_pct: ${(20 + random() * 30).toFixed(1)}`,
          `                deadband_hz: ${set === 'island' ? '0.000' : oneOf(random, ['0.010', '0.015', '0.020', '0.025'])}`,
          '                frequency_reference_hz: 50.000',
          `                droop_feedback: ${oneOf(random, ['power', 'gate'])}`,
          '              power_control:',
          `                enabled: ${set !== 'island'}`,
          `                kp: ${(0.2 + random()).toFixed(2)}`,
          `                ki: ${(0.02 + random() * 0.2).toFixed(3)}`,
          `                ramp_up_mw_per_min: ${(s.unitMw / between(random, 3, 8)).toFixed(1)}`,
          `                ramp_down_mw_per_min: ${(s.unitMw / between(random, 2, 6)).toFixed(1)}`,
          `                deadband_mw: ${(0.2 + random() * 0.8).toFixed(2)}`,
          '              gate_positioner:',
          `                kp: ${(4 + random() * 8).toFixed(2)}`,
          `                opening_time_s: ${between(random, 14, 32)}`,
          `                closing_time_s: ${between(random, 9, 22)}`,
          `                cushion_start_pct: ${between(random, 6, 15)}`,
          `                cushion_time_s: ${between(random, 4, 12)}`,
          '              limits:',
          `                gate_limit_pct: ${set === 'island' ? 100 : between(random, 88, 100)}`,
          `                max_power_mw: ${(s.unitMw * (1 + random() * 0.05)).toFixed(1)}`,
          `                min_power_mw: ${(s.unitMw * (0.25 + random() * 0.2)).toFixed(1)}`,
          `                rough_zone_mw: [${(s.unitMw * 0.3).toFixed(1)}, ${(s.unitMw * 0.45).toFixed(1)}]`,
          '                electrical_overspeed_pct: 115',
          '                mechanical_overspeed_pct: 140',
        );
      }
      lines.push('          servo_calibration:');
      for (let c = 0; c <= 100; c += 5)
        lines.push(`            - { command_pct: ${c}, stroke_mm: ${((c / 100) * (380 + u * 3) + gauss(random) * 0.6).toFixed(1)} }`);
      lines.push('          gate_power_curve:');
      for (let h = 0; h < 8; h++) {
        const head = (s.hw - s.tw - 6 + h * 1.5).toFixed(1);
        const points = range(19).map((i) => `[${10 + i * 5}, ${((s.unitMw * (0.05 + i * 0.055) * (0.92 + h * 0.012)) / 1).toFixed(2)}]`);
        lines.push(`            - head_m: ${head}`, `              points: [${points.join(', ')}]`);
      }
      if (s.kaplan) {
        lines.push('          kaplan_cam:');
        for (let h = 0; h < 8; h++) {
          const head = (s.hw - s.tw - 4 + h * 1.2).toFixed(1);
          const points = range(21).map((i) => `[${i * 5}, ${(-12 + i * 1.35 + h * 0.4 + gauss(random) * 0.1).toFixed(2)}]`);
          lines.push(`            - head_m: ${head}`, `              blade_deg_by_gate_pct: [${points.join(', ')}]`);
        }
      }
      lines.push('          speed_sensors:');
      for (const ss of ['SS1', 'SS2', 'SS3'])
        lines.push(
          `            - id: ${ss}`,
          `              type: ${ss === 'SS3' ? 'PT (residual voltage)' : 'magnetic pickup'}`,
          `              teeth: ${ss === 'SS3' ? 0 : oneOf(random, [60, 120, 180])}`,
          `              vote: 2oo3`,
        );
      lines.push('          io_map:');
      for (let c = 1; c <= 32; c++)
        lines.push(
          `            - { ch: ${pad2(c)}, tag: ${id}.GOV.${oneOf(random, ['AI', 'DI', 'DO', 'AO'])}${pad2(c)}, desc: "${oneOf(random, ['gate position', 'blade position', 'HPU pressure', 'sump level', 'filter dP', 'speed', 'MW feedback', 'breaker status', 'start command', 'stop command', 'pump run', 'accumulator level'])}", scale: [0, ${oneOf(random, [100, 160, 250, 400])}] }`,
        );
      lines.push('          change_log:');
      const changes = range(40).map(() => ({
        date: at(between(random, 2015, 2026), between(random, 1, 10), between(random, 1, 28)),
        by: oneOf(random, PEOPLE),
        note: oneOf(random, [
          'retuned after grid code compliance test',
          'HPU pressure switch setpoints checked',
          'servo recalibrated after actuator overhaul',
          'power loop gains revised for AGC',
          'speed sensor SS2 replaced',
          'firmware upgrade',
          'gate limit restored after outage',
          'island mode test',
          'droop changed per system operator request',
          'rough zone updated from efficiency test',
        ]),
      }));
      changes.sort((x, y) => (x.date < y.date ? 1 : -1));
      for (const c of changes) lines.push(`            - { date: ${c.date}, by: ${c.by}, note: "${c.note}" }`);
    }
  }
  const text = lines.join('\n') + '\n';
  const { output, needle } = fill(text, () => `permanent_droop_pct: ${oneOf(random, droops)}`);
  return probe(
    'round 87: governor configuration (YAML)',
    "What permanent droop is Ardmore unit 2's governor set to at the moment?",
    'govcfg_export',
    output,
    'ardmore-2-droop',
    needle,
  );
}

/** The spillway gate control system's REST API, every gate with its hoists, movements and inspections, pretty-printed. */
function spillwayGates(): EconomicsTask {
  const random = seededRandom(87_505);
  const when = (from: number, to: number) => utcIso(from + random() * (to - from));
  const y2024 = Date.UTC(2024, 0, 1);
  const now = Date.UTC(2026, 10, 16, 19, 5, 0);
  const gates: object[] = [];
  for (const s of STATIONS) {
    const flap = s.code === 'BRN';
    const type = flap ? 'crest flap' : s.code === 'LCG' ? 'vertical lift' : 'radial';
    const height = flap ? 3.2 : 6 + random() * 6;
    for (let g = 1; g <= s.gates; g++) {
      const id = `${s.code}-SG${g}`;
      const open = random() < 0.2 ? Number((random() * height * 0.4).toFixed(3)) : 0;
      const movements = range(26)
        .map(() => now - random() * 120 * DAY)
        .sort((a, b) => b - a)
        .map((t) => {
          const from = Number((random() * height * 0.5).toFixed(3));
          return {
            ts: utcIso(t),
            from_m: from,
            to_m: Number((random() < 0.4 ? 0 : random() * height * 0.5).toFixed(3)),
            reason: oneOf(random, ['flood routing', 'lake level control', 'exercise', 'maintenance test', 'flushing', 'operator request']),
            source: oneOf(random, ['SCADA auto', 'control room', 'local panel']),
            operator: oneOf(random, PEOPLE),
          };
        });
      const hoist = (side: string) =>
        flap
          ? {
              side,
              id: `${id}-CYL-${side[0]!.toUpperCase()}`,
              cylinder: { bore_mm: 180, stroke_mm: 2400, rod_mm: 100, seals_replaced: when(y2024, now) },
              hpu: { pressure_bar: Number((140 + random() * 20).toFixed(1)), oil_temp_c: Number((14 + random() * 8).toFixed(1)) },
              pressure_transducer: { serial: `PT${chars(random, HEX_UPPER, 6)}`, last_calibrated: when(y2024, now) },
            }
          : {
              side,
              id: `${id}-H${side[0]!.toUpperCase()}`,
              motor: { rating_kw: s.code === 'CRN' ? 30 : 22, rpm: 1480, insulation_mohm: between(random, 180, 2000) },
              drive: { model: 'ACS880-01', serial: String(between(random, 1_100_000_000, 1_299_999_999)), firmware: 'AINFX 3.40' },
              brake: { type: 'electro-hydraulic thruster', last_tested: when(y2024, now), torque_pct: between(random, 140, 180) },
              load_cell: {
                serial: `LC-${chars(random, HEX_UPPER, 6)}`,
                capacity_kn: oneOf(random, [400, 630, 800]),
                last_calibrated: when(y2024, now),
                calibrated_by: oneOf(random, PEOPLE),
              },
              rope: { diameter_mm: oneOf(random, [32, 36, 40]), last_inspected: when(y2024, now), broken_wires: pick(random, 3) },
            };
      gates.push({
        id,
        name: `${s.name} Spillway Gate ${g}`,
        dam: `${s.name} Dam`,
        type,
        state: open > 0 ? 'open' : 'closed',
        control_mode: oneOf(random, ['remote_auto', 'remote_manual', 'remote_auto']),
        position_encoder: {
          model: oneOf(random, ['Kubler Sendix F5888 absolute multiturn', 'SICK ATM60 SSI', 'Baumer GXAMW']),
          serial: chars(random, HEX_UPPER, 10),
          resolution_mm: oneOf(random, [0.5, 1, 0.25]),
          last_calibrated: id === 'ARD-SG3' ? SLOT : when(Date.UTC(2023, 0, 1), now),
          calibrated_by: oneOf(random, PEOPLE),
          method: oneOf(random, ['survey datum + tape', 'limit-to-limit travel', 'laser distance']),
          offset_mm: Number(((random() - 0.5) * 12).toFixed(1)),
        },
        position: {
          opening_m: open,
          opening_pct: Number(((open / height) * 100).toFixed(1)),
          setpoint_m: open,
          source: 'encoder',
          updated_at: utcIso(now - random() * 600_000),
        },
        dimensions: {
          sill_elevation_m: Number((s.hw - height - 0.8).toFixed(2)),
          width_m: oneOf(random, [10, 12, 14, 16]),
          height_m: Number(height.toFixed(2)),
        },
        hoists: [hoist('left'), hoist('right')],
        limit_switches: {
          open: { position_m: Number(height.toFixed(2)), last_tested: when(y2024, now) },
          closed: { position_m: 0, last_tested: when(y2024, now) },
          over_travel: { last_tested: when(y2024, now) },
        },
        heating: { seal_heaters: !flap, ambient_c: Number((4 + random() * 12).toFixed(1)) },
        recent_movements: movements,
        inspections: range(4)
          .map(() => ({
            date: when(Date.UTC(2022, 0, 1), now).slice(0, 10),
            kind: oneOf(random, ['annual', 'five-yearly comprehensive', 'post-flood', 'dive inspection of seals']),
            by: oneOf(random, PEOPLE),
            findings: oneOf(random, [
              'no issues',
              'minor seal wear, monitor',
              'repainted hoist deck',
              'trunnion greased',
              'side seal replaced',
            ]),
          }))
          .sort((x, y) => (x.date < y.date ? 1 : -1)),
      });
    }
  }
  const text = JSON.stringify(
    { api_version: '2.3', generated_at: utcIso(now), site: 'Tarrant Valley Hydro', count: gates.length, gates },
    null,
    2,
  );
  const { output, needle } = fill(text, () => when(Date.UTC(2025, 0, 1), Date.UTC(2026, 9, 1)));
  return probe(
    'round 87: spillway gate API (pretty JSON)',
    'When was the position encoder on Ardmore spillway gate 3 last calibrated?',
    'get_spillway_gates',
    output,
    'ardmore-3-encoder',
    needle,
  );
}

/** A gamma unit hydrograph of `n` hourly ordinates, shape `shape` and scale `scale` hours, summing to 1. */
function unitHydrograph(n: number, shape: number, scale: number): number[] {
  const raw = range(n).map((i) => (i + 0.5) ** (shape - 1) * Math.exp(-(i + 0.5) / scale));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((v) => v / sum);
}

/** The inflow forecasting model's catchment configuration, TOML. */
function inflowModelConfig(): EconomicsTask {
  const random = seededRandom(87_606);
  const prefixes = [
    'Kil',
    'Bally',
    'Carn',
    'Dun',
    'Ard',
    'Loch',
    'Ben',
    'Strath',
    'Inver',
    'Auch',
    'Craig',
    'Drum',
    'Knock',
    'Tor',
    'Blair',
    'Fearn',
    'Gar',
    'Rath',
    'Tully',
  ];
  const suffixes = ['brae', 'more', 'roe', 'an', 'ock', 'ie', 'ard', 'ey', 'ish', 'dale', 'gask', 'fern', 'lea', 'mhor', 'vane'];
  const kinds = ['Creek', 'Burn', 'River', 'Stream', 'Water'];
  const names = new Set<string>();
  while (names.size < 104) names.add(`${oneOf(random, prefixes)}${oneOf(random, suffixes)} ${oneOf(random, kinds)}`);
  const list = [...names];
  const middle = 52;
  list.splice(middle, 0, 'Glenbrae Creek');
  const ks = shuffle(
    random,
    range(2200).map((i) => (1.5 + i * 0.01).toFixed(2)),
  );
  const lakes = ['CRN', 'LCG', 'ARD', 'KLS', 'BRN', 'TFL'];
  const ids = new Set<string>();
  const lines = [
    '# TRIFS - Tarrant River Inflow Forecasting System',
    '# catchment configuration, production (/etc/trifs/catchments.toml), managed by hydrology; do not edit on the box',
    '',
    '[model]',
    'name = "TRIFS"',
    'version = "3.8.2"',
    'timestep_minutes = 60',
    'forecast_horizon_hours = 168',
    'ensemble_members = 51',
    'nwp_source = "ECMWF-ENS"',
    'warm_up_days = 365',
    '',
    '[model.calibration]',
    'objective = "KGE"',
    'period = ["2009-01-01", "2022-12-31"]',
    'validated = ["2023-01-01", "2025-12-31"]',
    '',
  ];
  list.forEach((name, i) => {
    let id = name
      .replace(/[^A-Z]/g, '')
      .padEnd(2, 'X')
      .slice(0, 2)
      .concat(name.split(' ')[0]!.slice(-1).toUpperCase());
    if (name === 'Glenbrae Creek') id = 'GLB';
    while (ids.has(id)) id = `${id.slice(0, 2)}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}`;
    ids.add(id);
    const lake = lakes[Math.min(5, Math.floor((i / list.length) * 6))]!;
    const area = 20 + random() * 260;
    const neighbour = list[(i + 1) % list.length]!.split(' ')[0]!;
    const weights = range(between(random, 2, 4)).map(() => 0.15 + random() * 0.5);
    const total = weights.reduce((a, b) => a + b, 0);
    const gauges = weights.map((w, g) => {
      const place = g === 0 ? neighbour : oneOf(random, prefixes) + oneOf(random, suffixes);
      return `{ id = "RG-${id}-${pad2(g + 1)}", name = "${place} ${oneOf(random, ['Station', 'Saddle', 'Hut', 'Bridge', 'Farm'])}", weight = ${(w / total).toFixed(2)} }`;
    });
    const bandBase = 380 + between(random, 0, 200);
    const ratingScale = 0.15 + random() * 0.15;
    const k = name === 'Glenbrae Creek' ? SLOT : `k_hours = ${ks[i]!}`;
    lines.push(
      '[[subcatchment]]',
      `id = "${id}"`,
      `name = "${name}"`,
      `drains_to = "${lake}"            # ${station(lake).lake}`,
      `area_km2 = ${area.toFixed(1)}`,
      '',
      '  [subcatchment.routing]',
      '  method = "muskingum"',
      `  ${k}`,
      `  x = ${(0.1 + random() * 0.3).toFixed(2)}`,
      `  subreaches = ${between(random, 1, 5)}`,
      '',
      '  [subcatchment.runoff]',
      '  model = "GR4J"',
      `  x1_mm = ${(150 + random() * 700).toFixed(1)}`,
      `  x2_mm = ${((random() - 0.6) * 3).toFixed(2)}`,
      `  x3_mm = ${(20 + random() * 200).toFixed(1)}`,
      `  x4_days = ${(0.8 + random() * 3).toFixed(2)}`,
      '',
      '  [subcatchment.snow]',
      '  model = "CemaNeige"',
      `  ctg = ${random().toFixed(2)}`,
      `  kf_mm_per_degc = ${(2 + random() * 4).toFixed(2)}`,
      `  elevation_bands = [${range(5)
        .map((b) => bandBase + b * 160 + between(random, 0, 60))
        .join(', ')}]`,
      '',
      '  [subcatchment.forcing]',
      `  rain_gauges = [${gauges.join(', ')}]`,
      `  temperature_lapse_degc_per_km = ${(-5 - random() * 2).toFixed(1)}`,
      '  pet = "Oudin"',
      '',
      '  [subcatchment.uh]',
      `  ordinates = [${unitHydrograph(120, 1.8 + random() * 1.6, 3 + random() * 7)
        .map((o) => o.toFixed(5))
        .join(', ')}]`,
      '',
      '  [subcatchment.observed]',
      `  gauge = "${id}-Q1"`,
      `  rating = [${range(40)
        .map((r) => `[${(0.1 + r * 0.12).toFixed(2)}, ${(ratingScale * (r + 1) ** 1.9).toFixed(2)}]`)
        .join(', ')}]`,
      '',
    );
  });
  for (let r = 0; r < 9; r++) {
    const from = lakes[r % 6]!;
    lines.push(
      '[[reach]]',
      `id = "R${pad2(r + 1)}"`,
      `from = "${from}"`,
      `to = "${lakes[Math.min(5, (r % 6) + 1)]!}"`,
      '  [reach.routing]',
      '  method = "muskingum"',
      `  k_hours = ${ks[2000 + r]!}`,
      `  x = ${(0.1 + random() * 0.3).toFixed(2)}`,
      '',
    );
  }
  const text = lines.join('\n');
  const { output, needle } = fill(text, () => `k_hours = ${oneOf(random, ks)}`);
  return probe(
    'round 87: inflow model configuration (TOML)',
    'What Muskingum K does the inflow forecasting model use for the Glenbrae Creek subcatchment?',
    'read_trifs_config',
    output,
    'glenbrae-k',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** The SCADA alarm and event journal, all stations, 1 to 17 November. */
function eventJournal(): EconomicsTask {
  const random = seededRandom(87_707);
  const from = localTime('2026-11-01 00:00:00');
  const to = localTime('2026-11-17 08:00:00');
  type Event = {
    t: number;
    stn: string;
    area: string;
    point: string;
    desc: string;
    cond: string;
    state: string;
    value: string;
    limit: string;
  };
  const events: Event[] = [];
  const add = (e: Event) => events.push(e);
  const rnd = () => from + random() * (to - from);
  for (const s of STATIONS) {
    for (let u = 1; u <= s.units; u++) {
      if (s.code === 'KLS' && u === 2) continue; // in its overhaul since March
      let mw = s.unitMw * 0.6;
      for (let n = 0; n < 130; n++) {
        mw = Math.max(0, Math.min(s.unitMw, mw + (random() - 0.5) * s.unitMw * 0.5));
        add({
          t: rnd(),
          stn: s.code,
          area: `G${u}`,
          point: `${s.code}.G${u}.MW_SP`,
          desc: `${s.name} Unit ${u} MW Setpoint`,
          cond: 'SP CHG',
          state: '--',
          value: `${mw.toFixed(1)} MW`,
          limit: '--',
        });
      }
      for (let n = 0; n < 9; n++) {
        const t = rnd();
        add({
          t,
          stn: s.code,
          area: `G${u}`,
          point: `${s.code}.G${u}.SEQ`,
          desc: `${s.name} Unit ${u} Sequence`,
          cond: 'START',
          state: 'CMD',
          value: '--',
          limit: '--',
        });
        add({
          t: t + 95_000 + random() * 60_000,
          stn: s.code,
          area: `G${u}`,
          point: `${s.code}.G${u}.CB`,
          desc: `${s.name} Unit ${u} Generator CB`,
          cond: 'CLOSE',
          state: 'ST',
          value: '--',
          limit: '--',
        });
        const stop = t + random() * 2 * DAY;
        add({
          t: stop,
          stn: s.code,
          area: `G${u}`,
          point: `${s.code}.G${u}.SEQ`,
          desc: `${s.name} Unit ${u} Sequence`,
          cond: 'STOP',
          state: 'CMD',
          value: '--',
          limit: '--',
        });
        add({
          t: stop + 20_000 + random() * 20_000,
          stn: s.code,
          area: `G${u}`,
          point: `${s.code}.G${u}.CB`,
          desc: `${s.name} Unit ${u} Generator CB`,
          cond: 'OPEN',
          state: 'ST',
          value: '--',
          limit: '--',
        });
      }
      for (let n = 0; n < 6; n++) {
        const temp = 62 + random() * 6;
        add({
          t: rnd(),
          stn: s.code,
          area: `G${u}`,
          point: `${s.code}.G${u}.THR_BRG_T`,
          desc: `${s.name} Unit ${u} Thrust Brg Temp`,
          cond: 'HI',
          state: oneOf(random, ['ACT', 'RTN', 'ACK']),
          value: `${temp.toFixed(1)} degC`,
          limit: '65.0 HI',
        });
      }
    }
    for (let g = 1; g <= s.gates; g++)
      for (let n = 0; n < 7; n++) {
        const pos = random() * 4;
        add({
          t: rnd(),
          stn: s.code,
          area: 'SPW',
          point: `${s.code}.SPW.SG${g}.POS`,
          desc: `${s.name} Spillway Gate ${g} Position`,
          cond: pos < 0.05 ? 'CLOSE' : 'MOVE',
          state: 'ST',
          value: `${pos.toFixed(2)} m`,
          limit: '--',
        });
      }
    for (let n = 0; n < 14; n++) {
      const t = rnd();
      add({
        t,
        stn: s.code,
        area: 'RTU',
        point: `${s.code}.RTU1.COMMS`,
        desc: `${s.name} RTU1 Comms (DNP3 ch ${oneOf(random, ['A', 'B'])})`,
        cond: 'COMMS',
        state: 'LOST',
        value: '--',
        limit: '--',
      });
      add({
        t: t + between(random, 4, 300) * 1000,
        stn: s.code,
        area: 'RTU',
        point: `${s.code}.RTU1.COMMS`,
        desc: `${s.name} RTU1 Comms`,
        cond: 'COMMS',
        state: 'RTN',
        value: '--',
        limit: '--',
      });
    }
    for (let n = 0; n < 10; n++)
      add({
        t: rnd(),
        stn: s.code,
        area: 'INT',
        point: `${s.code}.INT.SCREEN_DP`,
        desc: `${s.name} Intake Screen Diff Press`,
        cond: 'HI',
        state: oneOf(random, ['ACT', 'RTN']),
        value: `${(0.4 + random() * 0.3).toFixed(2)} m`,
        limit: '0.50 HI',
      });
    for (let n = 0; n < 16; n++)
      add({
        t: rnd(),
        stn: s.code,
        area: 'RES',
        point: `${s.code}.RES.INFLOW_FC`,
        desc: `${s.lake} Inflow Forecast Update`,
        cond: 'UPDATE',
        state: '--',
        value: `${(5 + random() * 90).toFixed(1)} m3/s`,
        limit: '--',
      });
  }
  // Lake levels: Kells Pond swings every day; Lochgair and Ardmore drawn down through the dry spell; Brennock high in the fresh.
  const slotAt = localTime('2026-11-11 04:37:52');
  const level = (code: string, t: number, cond: string, state: string, value: number, limit: string) =>
    add({
      t: t === slotAt ? t : t + pick(random, 1000),
      stn: code,
      area: 'RES',
      point: `${code}.RES.HW_LVL`,
      desc: `${station(code).name} Headwater Level`,
      cond,
      state,
      value: `${value.toFixed(2)} m`,
      limit,
    });
  for (let d = 0; d < 16; d++) {
    const day = from + d * DAY;
    level('KLS', day + (2 + random() * 4) * HOUR, 'LO', 'ACT', 197.48 + random() * 0.02, '197.50 LO');
    level('KLS', day + (7 + random() * 3) * HOUR, 'LO', 'RTN', 197.56 + random() * 0.04, '197.50 LO');
    level('KLS', day + (13 + random() * 3) * HOUR, 'HI', 'ACT', 199.21 + random() * 0.02, '199.20 HI');
    level('KLS', day + (18 + random() * 3) * HOUR, 'HI', 'RTN', 199.12 + random() * 0.04, '199.20 HI');
  }
  level('ARD', localTime('2026-11-03 22:41:07'), 'LO', 'ACT', 244.98, '245.00 LO');
  level('ARD', localTime('2026-11-04 10:12:33'), 'LOLO', 'ACT', 244.39, '244.40 MOL');
  level('ARD', localTime('2026-11-04 10:15:02'), 'LOLO', 'ACK', 244.39, '244.40 MOL');
  level('ARD', localTime('2026-11-04 15:55:48'), 'LOLO', 'RTN', 244.46, '244.40 MOL');
  level('ARD', localTime('2026-11-08 06:20:11'), 'LO', 'RTN', 245.07, '245.00 LO');
  const lcg: [string, string, string, number, string][] = [
    ['2026-11-05 16:20:41', 'LO', 'ACT', 283.99, '284.00 LO'],
    ['2026-11-05 21:47:03', 'LO', 'RTN', 284.06, '284.00 LO'],
    ['2026-11-06 03:12:55', 'LO', 'ACT', 283.98, '284.00 LO'],
    ['2026-11-06 03:16:20', 'LO', 'ACK', 283.98, '284.00 LO'],
    ['2026-11-08 11:02:37', 'ROC', 'ACT', 283.61, '-0.08 m/h'],
    ['2026-11-08 13:40:09', 'ROC', 'RTN', 283.55, '-0.08 m/h'],
    ['2026-11-11 04:41:16', 'LOLO', 'ACK', 283.19, '283.20 MOL'],
    ['2026-11-12 19:26:44', 'LOLO', 'RTN', 283.27, '283.20 MOL'],
    ['2026-11-14 22:10:05', 'LO', 'RTN', 284.05, '284.00 LO'],
  ];
  for (const [t, cond, state, v, limit] of lcg) level('LCG', localTime(t), cond, state, v, limit);
  level('LCG', slotAt, 'LOLO', 'ACT', 283.19, '283.20 MOL');
  level('BRN', localTime('2026-11-14 03:18:29'), 'HI', 'ACT', 96.81, '96.80 HI');
  level('BRN', localTime('2026-11-14 07:52:10'), 'HIHI', 'ACT', 97.11, '97.10 HIHI');
  level('BRN', localTime('2026-11-15 01:05:44'), 'HIHI', 'RTN', 97.02, '97.10 HIHI');
  level('BRN', localTime('2026-11-15 12:31:27'), 'HI', 'RTN', 96.74, '96.80 HI');
  events.sort((a, b) => a.t - b.t);
  while (events[events.length - 1]!.t > to) events.pop();
  const row = (e: Event) =>
    `${e.t === slotAt ? SLOT : localMs(e.t)}  ${e.stn.padEnd(4)} ${e.area.padEnd(4)} ${e.point.padEnd(22)} ${e.desc.padEnd(40)} ${e.cond.padEnd(7)} ${e.state.padEnd(5)} ${e.value.padStart(14)}  ${e.limit}`;
  const text = [
    'TVH SCADA - Alarm & Event Journal',
    'Query: area=ALL  stations=ALL  from=2026-11-01 00:00:00  to=2026-11-17 08:00:00  (NZDT)   events: ' + String(events.length),
    'Printed 2026-11-17 08:03:41 by j.mcallister on TVH-HMI-03',
    '-'.repeat(150),
    `${'TIME'.padEnd(23)}  ${'STN'.padEnd(4)} ${'AREA'.padEnd(4)} ${'POINT'.padEnd(22)} ${'DESCRIPTION'.padEnd(40)} ${'COND'.padEnd(7)} ${'STATE'.padEnd(5)} ${'VALUE'.padStart(14)}  LIMIT`,
    ...events.map(row),
    '-'.repeat(150),
    `${events.length} events`,
  ].join('\n');
  const { output, needle } = fill(text, () => localMs(slotAt + pick(random, 1000)));
  return probe(
    'round 87: SCADA event journal, preamble and paraphrase',
    'The kayak club has been complaining that Lake Lochgair was drained right down last week. What time did it actually drop below its minimum operating level?',
    'scada_event_journal',
    output,
    'lochgair-below-mol',
    needle,
  );
}

/** The CMMS work order list for the whole scheme, newest first. */
function workOrders(): EconomicsTask {
  const random = seededRandom(87_808);
  const leads = [
    'NGATAT',
    'DEVLINP',
    'HOLLOWAYR',
    'MCKENZIEA',
    'TAITS',
    'BRODIEK',
    'OKAFORC',
    'FRASERJ',
    'RUAWAIH',
    'LINDQVISTE',
    'PATELN',
    'WHYTEG',
  ];
  const unitAssets: [string, string, string[]][] = [
    [
      'BRG-THR',
      'Thrust Bearing',
      [
        'Thrust brg oil sample & analysis',
        'Inspect thrust brg shoes - borescope',
        'Top up thrust brg oil',
        'Replace thrust brg oil cooler gasket',
        'Thrust brg HP lift pump service',
        'Calibrate thrust brg shoe RTDs',
      ],
    ],
    [
      'BRG-UGB',
      'Upper Guide Bearing',
      ['UGB oil sample & analysis', 'Check UGB pad clearances', 'UGB oil level switch test', 'Replace UGB oil cooler'],
    ],
    [
      'BRG-TGB',
      'Turbine Guide Bearing',
      ['TGB water seal adjust', 'TGB oil sample & analysis', 'Replace TGB pad RTD', 'Check TGB clearances'],
    ],
    [
      'GOV',
      'Governor',
      [
        'Governor annual functional test',
        'Governor droop & deadband check',
        'Replace governor speed sensor SS2',
        'Governor HPU filter change',
        'Governor HPU accumulator precharge check',
      ],
    ],
    [
      'EXC',
      'Excitation System',
      ['AVR step response test', 'Replace exciter brushes', 'PSS tuning check', 'Clean slip rings & brush gear'],
    ],
    [
      'GEN-STA',
      'Generator Stator',
      ['Stator PD measurement', 'Stator IR/PI test', 'Stator wedge tightness survey', 'Clean stator air coolers'],
    ],
    ['TUR-WG', 'Wicket Gates', ['Grease wicket gate bushings', 'Wicket gate shear pin replaced', 'Wicket gate end clearance check']],
    ['TUR-RUN', 'Turbine Runner', ['Runner cavitation repair', 'Runner inspection via draft tube', 'Runner seal ring clearance check']],
    ['CW', 'Cooling Water System', ['Clean CW strainer', 'CW pump bearing replaced', 'CW flow switch test', 'Backflush air coolers']],
    ['MIV', 'Main Inlet Valve', ['MIV bypass valve service', 'MIV seal test', 'MIV operating time check']],
    ['BRK', 'Brakes & Jacks', ['Replace brake pads (12 off)', 'Brake dust extraction filter change', 'Jacking test']],
  ];
  const stationAssets: [string, string, string[]][] = [
    [
      'SPW',
      'Spillway Gates',
      ['Spillway gate exercise - all gates', 'Hoist rope lubrication', 'Gate seal heater check', 'Hoist brake test'],
    ],
    ['INT-SCR', 'Intake Screens', ['Intake screen raking', 'Screen dP transmitter calibration', 'Dive inspection of trash racks']],
    [
      'DAM-INST',
      'Dam Instrumentation',
      [
        'Piezometer readings - monthly round',
        'Seepage weir cleaning',
        'ADAS logger battery replacement',
        'Strong motion accelerometer annual check',
      ],
    ],
    ['FW', 'Fishway', ['Fishway PIT antenna tuning', 'Clear debris from fishway entrance', 'Fishway attraction flow valve service']],
    ['STN-TX1', 'Station Transformer 1', ['DGA oil sample', 'Tap changer service', 'Buchholz relay test']],
    ['STN-BATT', 'Station Batteries', ['Battery impedance test', 'Battery charger service']],
  ];
  const fromMs = localTime('2025-06-01 00:00:00');
  const toMs = localTime('2026-11-17 08:00:00');
  type Wo = {
    reported: number;
    start: number | null;
    finish: number | null | 'SLOT';
    asset: string;
    assetDesc: string;
    loc: string;
    desc: string;
    type: string;
    pri: number;
    status: string;
    crew: string;
    lead: string;
    hours: number;
  };
  const wos: Wo[] = [];
  const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
  for (let n = 0; n < 1650; n++) {
    const s = oneOf(random, STATIONS);
    const reported = minute(fromMs + random() * (toMs - fromMs));
    const age = (toMs - reported) / DAY;
    const status =
      age < 14
        ? oneOf(random, ['WAPPR', 'APPR', 'INPRG', 'WMATL'])
        : age < 40
          ? oneOf(random, ['INPRG', 'COMP', 'COMP', 'WMATL'])
          : oneOf(random, ['COMP', 'CLOSE', 'CLOSE']);
    // Work starts on a day shift and finishes in the afternoon, a day or more later for the long jobs.
    const shift = (day: number, from: number, to: number) => minute(day - ((day + NZDT) % DAY) + (from + random() * (to - from)) * HOUR);
    const start = status === 'WAPPR' || status === 'APPR' ? null : shift(reported + (1 + random() * 19) * DAY, 7, 9);
    const hours = Number((1 + random() * random() * 80).toFixed(1));
    const finish =
      start !== null && (status === 'COMP' || status === 'CLOSE')
        ? shift(start + Math.floor(hours / 16 + random() * 2) * DAY, 12, 17.5)
        : null;
    const unitJob = random() < 0.7;
    const [code, desc, jobs] = unitJob ? oneOf(random, unitAssets) : oneOf(random, stationAssets);
    const u = between(random, 1, s.units);
    const crewKind = /EXC|GEN|STN|INST/.test(code) ? 'ELEC' : /DAM|FW/.test(code) ? 'CIVIL' : 'MECH';
    wos.push({
      reported,
      start,
      finish,
      asset: unitJob ? `${s.code}-G${u}-${code}` : `${s.code}-${code}`,
      assetDesc: unitJob ? `${s.name} Unit ${u} ${desc}` : `${s.name} ${desc}`,
      loc: unitJob ? `${s.code}-PH-G${u}` : `${s.code}-${code.split('-')[0]!}`,
      desc: oneOf(random, jobs),
      type: oneOf(random, ['PM', 'PM', 'PM', 'CM', 'CM', 'INSP']),
      pri: between(random, 1, 4),
      status,
      crew: `${crewKind}-${s.code}`,
      lead: oneOf(random, leads),
      hours,
    });
  }
  const planted = (
    reported: string,
    start: string | null,
    finish: string | null, // or 'SLOT', where the needle goes
    asset: string,
    assetDesc: string,
    desc: string,
    type: string,
    status: string,
    hours: number,
  ) =>
    wos.push({
      reported: localTime(reported),
      start: start === null ? null : localTime(start),
      finish: finish === null || finish === 'SLOT' ? finish : localTime(finish),
      asset,
      assetDesc,
      loc: asset.startsWith('KLS-G3') ? 'KLS-PH-G3' : 'KLS-PH-G2',
      desc,
      type,
      pri: 2,
      status,
      crew: 'MECH-KLS',
      lead: oneOf(random, leads),
      hours,
    });
  planted(
    '2025-08-11 06:52:00',
    '2025-08-12 07:00:00',
    '2025-08-14 15:20:00',
    'KLS-G2-BRG-THR',
    'Kells Unit 2 Thrust Bearing',
    'Replace thrust brg shoes #3 and #7 - scored, HP lift pump tripped on start',
    'CM',
    'CLOSE',
    41.5,
  );
  planted(
    '2025-11-03 10:14:00',
    '2025-11-10 07:00:00',
    '2025-11-28 16:05:00',
    'KLS-G3-BRG-THR',
    'Kells Unit 3 Thrust Bearing',
    'Replace thrust brg shoes (12 off) - babbitt fatigue cracking',
    'CM',
    'CLOSE',
    186,
  );
  planted(
    '2026-02-16 08:30:00',
    '2026-03-02 07:00:00',
    null,
    'KLS-G2',
    'Kells Unit 2',
    'Major overhaul - Kells Unit 2 (master WO)',
    'PROJ',
    'INPRG',
    4120,
  );
  planted(
    '2026-03-09 09:05:00',
    '2026-03-09 10:00:00',
    '2026-03-12 15:40:00',
    'KLS-G2-BRG-THR',
    'Kells Unit 2 Thrust Bearing',
    'Inspect thrust brg shoes & runner plate - as found (overhaul)',
    'INSP',
    'CLOSE',
    26,
  );
  planted(
    '2026-04-20 09:12:00',
    '2026-04-27 07:00:00',
    'SLOT',
    'KLS-G2-BRG-THR',
    'Kells Unit 2 Thrust Bearing',
    'Replace thrust brg shoes (12 off) - babbitt wiped; re-scrape runner plate & set clearances',
    'CM',
    'COMP',
    212.5,
  );
  planted(
    '2026-04-22 13:48:00',
    '2026-04-28 07:00:00',
    '2026-05-06 14:10:00',
    'KLS-G2-BRG-UGB',
    'Kells Unit 2 Upper Guide Bearing',
    'Replace UGB pads (8 off) & reset clearances',
    'CM',
    'COMP',
    96,
  );
  planted(
    '2026-06-02 11:20:00',
    '2026-06-03 07:00:00',
    '2026-06-03 12:45:00',
    'KLS-G2-BRG-THR',
    'Kells Unit 2 Thrust Bearing',
    'Replace thrust brg shoe RTD #9 - open circuit',
    'CM',
    'COMP',
    4.5,
  );
  planted(
    '2026-10-27 14:02:00',
    '2026-11-02 07:00:00',
    null,
    'KLS-G2-BRG-THR',
    'Kells Unit 2 Thrust Bearing',
    'Fill thrust brg pot & run HP lift pump - pre return to service',
    'PM',
    'INPRG',
    6,
  );
  wos.sort((a, b) => b.reported - a.reported);
  const first = 4_391_000;
  let next = first;
  const numbered = [...wos].sort((a, b) => a.reported - b.reported).map((w) => [w, (next += between(random, 1, 3))] as const);
  const wonum = new Map(numbered);
  const dt = (ms: number | null) => (ms === null ? '----------------' : local(ms).slice(0, 16));
  const records = wos.map((w) => {
    const cost = w.hours * (95 + random() * 40) + (random() < 0.4 ? random() * 20_000 : 0);
    return [
      `WO ${wonum.get(w)!}  ${w.type.padEnd(4)} P${w.pri}  ${w.status.padEnd(5)}  ${w.desc}`,
      `            Asset ${w.asset.padEnd(16)} ${w.assetDesc.padEnd(40)} Loc ${w.loc.padEnd(11)} Crew ${w.crew.padEnd(9)} Lead ${w.lead}`,
      `            Reported ${dt(w.reported)}   Start ${dt(w.start)}   Finish ${w.finish === 'SLOT' ? SLOT : dt(w.finish)}   Hours ${w.hours.toFixed(1).padStart(7)}   Actual $${cost.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      '',
    ].join('\n');
  });
  const text = [
    'Maximo 7.6 - Work Order Tracking - List view export (2026-11-17 08:21 NZDT, user ROSST)',
    `Site: TVH   Query: all work orders, REPORTDATE >= 2025-06-01, order by REPORTDATE desc   Records: ${wos.length}`,
    '',
    ...records,
  ].join('\n');
  const { output, needle } = fill(text, () => `2026-05-14 ${pad2(between(random, 13, 17))}:${pad2(pick(random, 60))}`);
  return probe(
    'round 87: CMMS work orders, preamble and paraphrase',
    'Kells unit 2 is due back from its overhaul next week and the insurer wants its bearing history. When were the thrust pads on that machine last swapped out?',
    'maximo_work_orders',
    output,
    'kells-2-thrust-pads',
    needle,
  );
}

/** The dispatch gateway's JSON log: system operator instructions, acknowledgements, frequency events, reserve response. */
function dispatchLog(): EconomicsTask {
  const random = seededRandom(87_909);
  const from = localTime('2026-11-16 06:00:00');
  const to = localTime('2026-11-17 07:00:00');
  const lines: { t: number; line: string }[] = [];
  const log = (t: number, o: Record<string, unknown>) => lines.push({ t, line: JSON.stringify({ ts: localIso(t), ...o }) });
  const mw: Record<string, number> = {};
  for (const s of STATIONS) mw[s.code] = s.units * s.unitMw * (0.4 + random() * 0.4);
  let di = 0;
  const instruct = (t: number, code: string, target: number | string, extra: Record<string, unknown> = {}) => {
    const s = station(code);
    const id = `@@DI${++di}@@`; // numbered in the order the instructions arrive, once the lines are sorted
    const period = (Math.floor((t + NZDT - Date.UTC(2026, 10, 16)) / (30 * 60_000)) % 48) + 1;
    log(t, {
      level: 'info',
      svc: 'dispatch-gw',
      msg: 'dispatch instruction received',
      di_id: id,
      station: code,
      type: 'ENERGY',
      target_mw: target,
      ramp_mw_per_min: Number((s.units * s.unitMw * 0.08).toFixed(1)),
      effective: localIso(Math.ceil(t / 60_000) * 60_000),
      trading_period: period,
      ...extra,
    });
    log(t + between(random, 300, 2500), {
      level: 'info',
      svc: 'dispatch-gw',
      msg: 'instruction acknowledged',
      di_id: id,
      station: code,
      ack: 'auto',
      latency_ms: between(random, 300, 2500),
    });
  };
  let slotBase = 0;
  const excursion = (t: number, minHz: number, threshold: string, id: string, slotFor: string | null) => {
    log(t, {
      level: 'warn',
      svc: 'freq-mon',
      msg: 'frequency excursion',
      event_id: id,
      min_hz: minHz,
      rocof_hz_s: Number((-0.1 - random() * 0.4).toFixed(2)),
      trigger: threshold,
    });
    for (const s of STATIONS.slice(0, 4))
      log(t + between(random, 800, 6000), {
        level: 'info',
        svc: 'reserve',
        msg: 'instantaneous reserve response',
        event_id: id,
        station: s.code,
        reserve_class: oneOf(random, ['FIR', 'SIR']),
        delivered_mw: Number((2 + random() * 12).toFixed(1)),
        within_s: between(random, 3, 9),
      });
    log(t + 38_000, { level: 'info', svc: 'freq-mon', msg: 'frequency recovered', event_id: id, hz: 49.93, duration_s: 38 });
    for (const code of ['CRN', 'ARD', 'KLS', 'LCG']) {
      const target: number | string = code === slotFor ? SLOT : Number((mw[code]! + 5 + random() * 20).toFixed(1));
      if (code === slotFor) slotBase = mw[code]!;
      instruct(t + 41_000 + between(random, 0, 9000), code, target, { kind: 'special', reason: `re-dispatch after ${id}` });
    }
  };
  const excursions = [
    { t: localTime('2026-11-16 08:12:03') + 412, minHz: 49.71, threshold: 'under 49.80 Hz', id: 'FE-20261116-01', slotFor: null },
    { t: localTime('2026-11-16 21:40:12') + 880, minHz: 49.21, threshold: 'under 49.25 Hz', id: 'FE-20261116-02', slotFor: 'KLS' },
  ];
  for (let t = from; t <= to; t += 5 * 60_000) {
    for (const s of STATIONS) {
      const max = (s.code === 'KLS' ? 3 : s.units) * s.unitMw; // Kells 2 is in its overhaul
      mw[s.code] = Math.max(0, Math.min(max, mw[s.code]! + (random() - 0.5) * max * 0.12));
      instruct(t + between(random, 200, 4000), s.code, Number(mw[s.code]!.toFixed(1)));
    }
    for (const e of excursions) if (e.t >= t && e.t < t + 5 * 60_000) excursion(e.t, e.minHz, e.threshold, e.id, e.slotFor);
  }
  for (let t = from; t <= to; t += 120_000)
    log(t + pick(random, 900), {
      level: 'debug',
      svc: 'dispatch-gw',
      msg: 'heartbeat',
      link: oneOf(random, ['ICCP-A', 'ICCP-B']),
      rtt_ms: between(random, 9, 60),
      queue: pick(random, 3),
    });
  lines.sort((a, b) => a.t - b.t);
  const numbers = new Map<string, string>();
  for (const l of lines) {
    const key = /@@DI\d+@@/.exec(l.line)?.[0];
    if (key && !numbers.has(key)) numbers.set(key, `DI${88_411 + numbers.size}`);
  }
  const text = lines.map((l) => l.line.replace(/@@DI\d+@@/, (key) => numbers.get(key)!)).join('\n');
  const { output, needle } = fill(text, () => Math.min(134.9, Math.max(100, slotBase + 8) + random() * 20).toFixed(1), `"${SLOT}"`);
  return probe(
    'round 87: dispatch gateway log, preamble and paraphrase',
    "The control room rang about last night's under-frequency event. Right after it, at about 9:40 pm, what output were we told to run Kells at?",
    'dispatch_gateway_logs',
    output,
    'kells-post-event-target',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** The condition-monitoring system's fleet snapshot: every channel of every unit. */
function conditionSnapshot(): EconomicsTask {
  const random = seededRandom(87_010);
  const rows: string[] = [];
  const row = (tag: string, desc: string, value: number, unit: string, spread: number, decimals = 1) => {
    const avg = value + gauss(random) * spread * 0.3;
    const min = Math.min(value, avg) - Math.abs(gauss(random)) * spread * 2;
    const max = Math.max(value, avg) + Math.abs(gauss(random)) * spread;
    rows.push(
      `${tag.padEnd(26)} ${desc.padEnd(58)} ${value.toFixed(decimals).padStart(8)} ${unit.padEnd(6)} ${'GOOD'.padEnd(5)} ${avg.toFixed(decimals).padStart(8)} ${min.toFixed(decimals).padStart(8)} ${max.toFixed(decimals).padStart(8)}  2026-11-17 09:15:${pad2(pick(random, 60))}`,
    );
  };
  for (const s of STATIONS) {
    for (let u = 1; u <= s.units; u++) {
      const id = `${s.code}.G${u}`;
      const offline = id === 'KLS.G2' || id === 'CRN.G2' || id === 'TFL.G3';
      const load = offline ? 0 : 0.45 + random() * 0.5;
      const ambient = 17 + random() * 4;
      const name = `${s.name} Unit ${u}`;
      const stator = ambient + (offline ? 0 : 22 + 36 * load * load);
      const rtds = s.kaplan ? 24 : 36;
      const slots = rtds * 4;
      for (let r = 1; r <= rtds; r++) {
        const phase = ['A', 'B', 'C'][(r - 1) % 3]!;
        const odd = id === 'KLS.G3' && r === 22;
        const v = stator + (offline ? gauss(random) * 0.3 : gauss(random) * 1.4 + (phase === 'B' ? 1.2 : 0)) + (odd ? 23.5 : 0);
        row(
          `${id}.STATOR.RTD${pad2(r)}`,
          `${name} stator winding RTD ${r} (slot ${((r * 4 - 1) % slots) + 1}, ph ${phase})`,
          v,
          'degC',
          0.8,
        );
      }
      for (let r = 1; r <= 12; r++)
        row(`${id}.STATOR.CORE${pad2(r)}`, `${name} stator core RTD ${r}`, stator - 6 + gauss(random), 'degC', 0.8);
      const bearings: [string, string, number, number][] = [
        ['THRUST', 'thrust bearing shoe', 12, 48],
        ['UGB', 'upper guide bearing pad', 8, 44],
        ['TGB', 'turbine guide bearing pad', 6, 38],
      ];
      for (const [key, label, n, warm] of bearings) {
        const base = offline ? ambient + 2 : warm + load * 10;
        for (let p = 1; p <= n; p++) row(`${id}.${key}.PAD${pad2(p)}`, `${name} ${label} ${p}`, base + gauss(random) * 0.9, 'degC', 0.6);
        row(`${id}.${key}.OIL`, `${name} ${label.replace(/ (shoe|pad)$/, '')} oil`, base - 5 + gauss(random) * 0.5, 'degC', 0.4);
      }
      for (let c = 1; c <= 8; c++) {
        row(`${id}.AIRCLR${c}.HOT`, `${name} air cooler ${c} hot air`, offline ? ambient : 38 + load * 8 + gauss(random), 'degC', 0.7);
        row(`${id}.AIRCLR${c}.COLD`, `${name} air cooler ${c} cold air`, offline ? ambient : 24 + load * 4 + gauss(random), 'degC', 0.7);
      }
      row(`${id}.CW.INLET`, `${name} cooling water inlet`, 9 + random(), 'degC', 0.2);
      row(`${id}.CW.OUTLET`, `${name} cooling water outlet`, offline ? 9.5 : 13 + load * 4, 'degC', 0.3);
      row(`${id}.CW.FLOW`, `${name} cooling water flow`, offline ? 0 : 38 + random() * 6, 'l/s', 0.5);
      for (const b of ['UGB', 'LGB', 'TGB'])
        for (const axis of ['X', 'Y'])
          row(`${id}.VIB.${b}.${axis}`, `${name} shaft vibration ${b} ${axis}`, offline ? 0 : 40 + random() * 45, 'um pp', 3, 0);
      for (let g = 1; g <= 8; g++) row(`${id}.AIRGAP${g}`, `${name} air gap sensor ${g}`, 14 + gauss(random) * 0.25, 'mm', 0.05, 2);
      for (const ph of ['A', 'B', 'C'])
        row(`${id}.PD.${ph}`, `${name} partial discharge Qm ph ${ph}`, offline ? 0 : 60 + random() * 90, 'mV', 8, 0);
      row(`${id}.MW`, `${name} active power`, s.unitMw * load, 'MW', 0.4);
      row(`${id}.MVAR`, `${name} reactive power`, offline ? 0 : gauss(random) * 6, 'Mvar', 0.5);
    }
    for (const tx of ['T1', 'T2']) {
      row(`${s.code}.${tx}.OIL_TOP`, `${s.name} generator transformer ${tx} top oil`, 38 + random() * 12, 'degC', 0.5);
      row(`${s.code}.${tx}.WDG_HOT`, `${s.name} generator transformer ${tx} winding hot spot`, 48 + random() * 14, 'degC', 0.6);
    }
  }
  const header = [
    '$ cmsctl snapshot --fleet --all-channels --format table',
    'Tarrant Valley Hydro condition monitoring - fleet snapshot 2026-11-17 09:15 NZDT (values are 1 s averages)',
    `${'TAG'.padEnd(26)} ${'DESCRIPTION'.padEnd(58)} ${'VALUE'.padStart(8)} ${'UNIT'.padEnd(6)} ${'QUAL'.padEnd(5)} ${'AVG_1H'.padStart(8)} ${'MIN_24H'.padStart(8)} ${'MAX_24H'.padStart(8)}  UPDATED`,
  ];
  const output = [...header, ...rows, `${rows.length} channels`].join('\n');
  return probe(
    'round 87: condition-monitoring snapshot, the odd reading',
    'One of the stator winding temperatures looks way out of line with the rest of its machine. Which sensor is it?',
    'cms_snapshot',
    output,
    'hot-stator-rtd',
    'KLS.G3.STATOR.RTD22',
  );
}

/** Every spillway hoist drive's parameters, read by the drive tool into one table. */
function hoistDriveParameters(): EconomicsTask {
  const random = seededRandom(87_011);
  type Param = [string, string, (ctx: { kw: number; amps: number; gate: string; hoist: string; odd: boolean }) => string, string];
  const params: Param[] = [
    ['01.01', 'Motor speed used', () => '0.00', 'rpm'],
    ['01.06', 'Output frequency', () => '0.00', 'Hz'],
    ['01.07', 'Motor current', () => '0.00', 'A'],
    ['01.11', 'DC voltage', () => (548 + random() * 14).toFixed(2), 'V'],
    ['01.18', 'Inverter GWh counter', () => String(pick(random, 2)), 'GWh'],
    ['01.19', 'Inverter MWh counter', () => String(between(random, 0, 999)), 'MWh'],
    ['01.24', 'Flux actual %', () => '0', '%'],
    ['05.01', 'On-time counter', () => String(between(random, 300, 3800)), 'd'],
    ['05.02', 'Run-time counter', () => String(between(random, 2, 140)), 'd'],
    ['05.04', 'Fan on-time counter', () => String(between(random, 1, 90)), 'd'],
    ['05.11', 'Inverter temperature', () => (18 + random() * 9).toFixed(1), '%'],
    ['07.03', 'Drive rating id', () => 'ACS880-01-045A-3', ''],
    ['07.04', 'Firmware name', () => 'AINFX', ''],
    ['07.05', 'Firmware version', (c) => (c.odd ? '3.50.0.1' : '3.40.0.4'), ''],
    ['07.06', 'Loading package name', () => 'AINLX', ''],
    ['07.11', 'Cpu usage', () => String(between(random, 20, 48)), '%'],
    ['10.24', 'RO1 source', () => 'Ready run', ''],
    ['10.27', 'RO2 source', () => 'Brake command', ''],
    ['10.30', 'RO3 source', () => 'Running', ''],
    ['12.15', 'AI1 unit selection', () => 'mA', ''],
    ['12.17', 'AI1 min', () => '4.000', 'mA'],
    ['12.18', 'AI1 max', () => '20.000', 'mA'],
    ['12.19', 'AI1 scaled at AI1 min', () => '0.000', ''],
    ['12.20', 'AI1 scaled at AI1 max', () => '1000.000', ''],
    ['13.12', 'AO1 source', () => 'Motor speed used', ''],
    ['13.18', 'AO1 source max', () => '1480.0', ''],
    ['19.11', 'Ext1/Ext2 selection', () => 'EXT1', ''],
    ['20.01', 'Ext1 commands', () => 'Fieldbus A', ''],
    ['20.02', 'Ext1 start trigger type', () => 'Level', ''],
    ['20.06', 'Ext2 commands', () => 'In1 Start; In2 Dir', ''],
    ['20.12', 'Run enable 1 source', () => 'DIIL', ''],
    ['21.01', 'Start mode', () => 'Automatic', ''],
    ['21.03', 'Stop mode', () => 'Ramp', ''],
    ['21.19', 'Scalar start mode', () => 'Normal', ''],
    ['22.11', 'Ext1 speed ref1', () => 'FB A ref1', ''],
    ['22.26', 'Constant speed 1', () => '370.00', 'rpm'],
    ['22.27', 'Constant speed 2', () => '740.00', 'rpm'],
    ['23.11', 'Ramp set selection', () => 'Acc/Dec time 1', ''],
    ['23.12', 'Acceleration time 1', () => '8.000', 's'],
    ['23.13', 'Deceleration time 1', () => '8.000', 's'],
    ['23.14', 'Acceleration time 2', () => '20.000', 's'],
    ['23.15', 'Deceleration time 2', () => '20.000', 's'],
    ['23.23', 'Emergency stop time', () => '3.000', 's'],
    ['25.02', 'Speed proportional gain', () => (8 + random() * 4).toFixed(2), ''],
    ['25.03', 'Speed integration time', () => (0.4 + random() * 0.3).toFixed(3), 's'],
    ['30.11', 'Minimum speed', () => '-1480.00', 'rpm'],
    ['30.12', 'Maximum speed', (c) => (c.odd ? '1500.00' : '1480.00'), 'rpm'],
    ['30.17', 'Maximum current', (c) => (c.amps * 1.5).toFixed(2), 'A'],
    ['30.19', 'Minimum torque 1', () => '-300.0', '%'],
    ['30.20', 'Maximum torque 1', () => '300.0', '%'],
    ['30.30', 'Overvoltage control', () => 'Enable', ''],
    ['30.31', 'Undervoltage control', () => 'Enable', ''],
    ['44.06', 'Brake control enable', () => 'Selected', ''],
    ['44.08', 'Brake open delay', () => '0.50', 's'],
    ['44.13', 'Brake close delay', () => '0.30', 's'],
    ['44.14', 'Brake close level', () => '60.00', 'rpm'],
    ['44.16', 'Brake reopen delay', () => '1.00', 's'],
    ['46.01', 'Speed scaling', () => '1480.00', 'rpm'],
    ['46.03', 'Torque scaling', () => '100.0', '%'],
    ['46.04', 'Power scaling', (c) => c.kw.toFixed(2), 'kW'],
    ['50.01', 'FBA A enable', () => 'Enable', ''],
    ['51.01', 'FBA A type', () => 'EtherNet/IP', ''],
    ['51.04', 'IP address', (c) => `10.41.${20 + STATIONS.findIndex((s) => c.gate.startsWith(s.code))}.${between(random, 10, 99)}`, ''],
    ['95.01', 'Supply voltage', () => '380...415 V', ''],
    ['96.01', 'Language', () => 'English', ''],
    ['96.04', 'Macro select', () => 'Factory', ''],
    ['98.01', 'User motor model mode', () => 'Not selected', ''],
    ['99.03', 'Motor type', () => 'Asynchronous motor', ''],
    ['99.04', 'Motor control mode', () => 'DTC', ''],
    ['99.06', 'Motor nominal current', (c) => c.amps.toFixed(1), 'A'],
    ['99.07', 'Motor nominal voltage', () => '400.0', 'V'],
    ['99.08', 'Motor nominal frequency', () => '50.00', 'Hz'],
    ['99.09', 'Motor nominal speed', () => '1480', 'rpm'],
    ['99.10', 'Motor nominal power', (c) => c.kw.toFixed(2), 'kW'],
    ['99.11', 'Motor nominal cos phi', () => '0.86', ''],
    ['99.12', 'Motor nominal torque', (c) => ((c.kw * 9550) / 1480).toFixed(3), 'Nm'],
    ['99.13', 'ID run requested', () => 'None', ''],
    ['99.15', 'Motor polepairs calculated', () => '2', ''],
  ];
  const rows: string[] = [];
  for (const s of STATIONS) {
    if (s.code === 'BRN') continue; // hydraulic flap gates, no hoist drives
    const kw = s.code === 'CRN' ? 30 : s.code === 'TFL' ? 15 : 22;
    const amps = kw === 30 ? 55.4 : kw === 22 ? 41.2 : 28.9;
    for (let g = 1; g <= s.gates; g++) {
      const gate = `${s.code}-SG${g}`;
      for (const hoist of ['L', 'R']) {
        const odd = gate === 'ARD-SG4' && hoist === 'R';
        const serial = odd ? '1264903118' : String(between(random, 1_180_000_000, 1_199_999_999));
        for (const [par, name, value, unit] of params)
          rows.push(
            `${gate.padEnd(8)} ${hoist.padEnd(5)} ${serial.padEnd(12)} ${par.padEnd(6)} ${name.padEnd(30)} ${value({ kw, amps, gate, hoist, odd }).padEnd(22)} ${unit}`.trimEnd(),
          );
      }
    }
  }
  const output = [
    '$ drivecfg export --group spillway-hoists --params all --format table',
    'Tarrant Valley Hydro - spillway hoist drives (ACS880-01), parameters read 2026-11-17 08:40:12 NZDT',
    `${'GATE'.padEnd(8)} ${'HOIST'.padEnd(5)} ${'DRIVE S/N'.padEnd(12)} ${'PAR'.padEnd(6)} ${'NAME'.padEnd(30)} ${'VALUE'.padEnd(22)} UNIT`,
    ...rows,
    `${rows.length} parameters from ${rows.length / params.length} drives`,
  ].join('\n');
  return probe(
    'round 87: hoist drive parameters, the odd setting',
    'One of the spillway gate hoist drives seems to have a different top speed setting from all the others. Which gate and hoist is it?',
    'drivecfg_export',
    output,
    'odd-hoist-max-speed',
    '1500.00',
  );
}

/** The seismic network's FDSN station service, level=channel, text format: every epoch of every channel. */
function stationInventory(): EconomicsTask {
  const random = seededRandom(87_012);
  type Sta = { code: string; lat: number; lon: number; elev: number; depth: number; dam: boolean; epochs: number[] };
  const stations: Sta[] = [];
  const codes = new Set<string>();
  const epochsFrom = (first: number, n: number) =>
    [first, ...range(n - 1).map(() => first + random() * (Date.UTC(2026, 5, 1) - first))]
      .sort((a, b) => a - b)
      .map((t) => Math.floor(t / DAY) * DAY);
  const dams = [
    { code: 'CRN', lat: -44.0912, lon: 170.3118, elev: 415 },
    { code: 'LCG', lat: -44.163, lon: 170.2284, elev: 290 },
    { code: 'ARD', lat: -44.2189, lon: 170.3912, elev: 249 },
    { code: 'KLS', lat: -44.3027, lon: 170.477, elev: 201 },
    { code: 'BRN', lat: -44.3951, lon: 170.6032, elev: 99 },
    { code: 'TFL', lat: -44.4418, lon: 170.7225, elev: 64 },
  ];
  for (const d of dams)
    for (const suffix of ['C1', 'C2', 'F1', 'A1', 'A2', 'FF']) {
      const code = `${d.code}${suffix}`;
      codes.add(code);
      const single = code === 'LCGA2';
      stations.push({
        code,
        lat: d.lat + (random() - 0.5) * 0.01,
        lon: d.lon + (random() - 0.5) * 0.01,
        elev: d.elev + (suffix === 'F1' ? -35 : suffix === 'FF' ? 5 : 0) + random() * 3,
        depth: 0,
        dam: true,
        epochs: single
          ? [Date.UTC(2026, 6, 22)]
          : epochsFrom(Date.UTC(between(random, 2006, 2016), pick(random, 12), 1), between(random, 2, 4)),
      });
    }
  while (stations.length < 36 + 140) {
    const code = chars(random, 'ABCDEFGHIKLMNOPRSTUVWY', 4);
    if (codes.has(code)) continue;
    codes.add(code);
    stations.push({
      code,
      lat: -44.3 + (random() - 0.5) * 1.1,
      lon: 170.45 + (random() - 0.5) * 1.4,
      elev: between(random, 60, 1900),
      depth: Number((random() * 2).toFixed(1)),
      dam: false,
      epochs: epochsFrom(Date.UTC(between(random, 2008, 2020), pick(random, 12), 1), between(random, 1, 3)),
    });
  }
  stations.sort((a, b) => (a.code < b.code ? -1 : 1));
  const day = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T00:00:00`;
  const lines = [
    '#Network | Station | Location | Channel | Latitude | Longitude | Elevation | Depth | Azimuth | Dip | SensorDescription | Scale | ScaleFreq | ScaleUnits | SampleRate | StartTime | EndTime',
  ];
  for (const s of stations) {
    const axis = between(random, 0, 179);
    s.epochs.forEach((start, e) => {
      const end = e + 1 < s.epochs.length ? day(s.epochs[e + 1]!) : '';
      const modern = start >= Date.UTC(2018, 0, 1) || e === s.epochs.length - 1;
      const accel = modern ? 'Nanometrics Titan SMA' : 'Kinemetrics EpiSensor ES-T';
      const accelScale = modern ? '1.01972E+05' : '4.07886E+05';
      const channels: [string, string, number, number, string, string, string, string][] = s.dam
        ? [
            ['20', 'HNZ', 0, -90, accel, accelScale, 'm/s**2', '200.0'],
            ['20', 'HN1', axis, 0, accel, accelScale, 'm/s**2', '200.0'],
            ['20', 'HN2', axis + 90, 0, accel, accelScale, 'm/s**2', s.code === 'LCGA2' ? '50.0' : '200.0'],
          ]
        : [
            ['10', 'HHZ', 0, -90, 'Nanometrics Trillium Compact 120s', '7.54100E+08', 'm/s', '100.0'],
            ['10', 'HHN', 0, 0, 'Nanometrics Trillium Compact 120s', '7.54100E+08', 'm/s', '100.0'],
            ['10', 'HHE', 90, 0, 'Nanometrics Trillium Compact 120s', '7.54100E+08', 'm/s', '100.0'],
            ['20', 'HNZ', 0, -90, accel, accelScale, 'm/s**2', '200.0'],
            ['20', 'HNN', 0, 0, accel, accelScale, 'm/s**2', '200.0'],
            ['20', 'HNE', 90, 0, accel, accelScale, 'm/s**2', '200.0'],
          ];
      for (const [loc, cha, az, dip, sensor, scale, units, rate] of channels)
        lines.push(
          `TH|${s.code}|${loc}|${cha}|${s.lat.toFixed(5)}|${s.lon.toFixed(5)}|${s.elev.toFixed(1)}|${s.depth.toFixed(1)}|${az.toFixed(1)}|${dip.toFixed(1)}|${sensor}|${scale}|1.0|${units}|${rate}|${day(start)}|${end}`,
        );
    });
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 87: seismic station inventory, the odd sample rate',
    'Which accelerometer channel in our station inventory is recording at a different sample rate from all the others?',
    'fdsn_station_query',
    output,
    'odd-sample-rate',
    'TH|LCGA2|20|HN2',
  );
}

/** Round 87: twelve probes written blind, from a hydro scheme's systems. */
export function roundEightySeven(): EconomicsTask[] {
  return [
    historianExport(),
    quakeCatalogue(),
    pitTagExport(),
    governorConfig(),
    spillwayGates(),
    inflowModelConfig(),
    eventJournal(),
    workOrders(),
    dispatchLog(),
    conditionSnapshot(),
    hoistDriveParameters(),
    stationInventory(),
  ];
}
