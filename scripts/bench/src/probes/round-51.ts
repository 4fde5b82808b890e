/**
 * Probe round 51, written blind: an offshore wind farm operator (Kittiwake Bank, a hundred turbines in
 * ten strings: turbine SCADA and alarms, gearbox condition monitoring, the export cables and the onshore
 * substation, grid dispatch and curtailment, crew transfer vessels and marine coordination, work orders
 * and spares, the IT and OT estate and its on-call). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - scada ten-minute api: one turbine's gearbox high-speed bearing temperature in one ten-minute record.
 *  - grid acceptances xml: the level and acceptance number of the curtailment of our second BM unit just after three.
 *  - marine portal bundle: the wave height limit the portal's front end holds for one crew transfer vessel.
 * b. The answer a few lines away from the line the question's words match:
 *  - on-call yaml: who is second on call for OT and SCADA on Saturday night, and their number.
 *  - historian collector log: the root cause of the historian losing the offshore substation's SCADA feed.
 *  - vessel transfers xml: the sea state logged for one vessel's pick-up from one turbine on Sunday.
 * c. A question that paraphrases the output or carries a preamble:
 *  - turbine alarm log, paraphrase: which turbine stopped overnight because a blade's drive electronics failed.
 *  - substation sequence of events, preamble: the distance to fault the first main relay measured on the tripped export circuit.
 *  - work order list, preamble and paraphrase: the work order and parts status of tomorrow's yaw brake job on one turbine.
 * d. One value unlike its peers, with no error word near it:
 *  - turbine parameter export: the one turbine whose protection setting differs from the fleet's.
 *  - gearbox oil lab results: the main gearbox sample that reads as a different grade of oil.
 *  - spares stock overview: the stock line priced far out of line with the same part in other stores.
 * Not among the bench's targets.
 * First run, at fbfd327 (with this file; `ROUNDS=51 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,254,911 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 399e4e2, the head before this round's stop began, finds the same
 * 4/12 (its one core change since, in smallBlock, leaves every preview as it was).
 *   round 51: scada ten-minute api
 *     codex: 10,153 tokens, peak 10,064, 0/1 needles, 0 read-backs
 *     context-chef: 946 tokens, peak 857, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,597 tokens, peak 4,954, 0/1 needles, 4 read-backs
 *     ours: 8,184 tokens, peak 2,842, 0/1 needles, 4 read-backs
 *   round 51: grid acceptances xml
 *     codex: 6,981 tokens, peak 6,881, 0/1 needles, 0 read-backs
 *     context-chef: 714 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,745 tokens, peak 1,728, 0/1 needles, 1 read-backs
 *     ours: 4,682 tokens, peak 2,032, 0/1 needles, 2 read-backs
 *   round 51: marine portal bundle
 *     codex: 7,471 tokens, peak 7,370, 0/1 needles, 0 read-backs
 *     context-chef: 761 tokens, peak 660, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,101 tokens, peak 6,823, 0/1 needles, 4 read-backs
 *     ours: 18,727 tokens, peak 6,597, 0/1 needles, 4 read-backs
 *   round 51: on-call yaml
 *     codex: 15,089 tokens, peak 14,998, 0/1 needles, 0 read-backs
 *     context-chef: 774 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,311 tokens, peak 3,186, 0/1 needles, 2 read-backs
 *     ours: 5,580 tokens, peak 2,463, 0/1 needles, 2 read-backs
 *   round 51: historian collector log
 *     codex: 14,446 tokens, peak 14,359, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,365 tokens, peak 5,187, 0/1 needles, 3 read-backs
 *     ours: 16,172 tokens, peak 5,879, 1/1 needles, 4 read-backs
 *   round 51: vessel transfers xml
 *     codex: 15,495 tokens, peak 15,399, 0/1 needles, 0 read-backs
 *     context-chef: 799 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,459 tokens, peak 2,259, 0/1 needles, 3 read-backs
 *     ours: 6,868 tokens, peak 2,743, 1/1 needles, 3 read-backs
 *   round 51: turbine alarm log, paraphrase
 *     codex: 11,962 tokens, peak 11,882, 0/1 needles, 0 read-backs
 *     context-chef: 624 tokens, peak 544, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,521 tokens, peak 1,218, 0/1 needles, 4 read-backs
 *     ours: 3,874 tokens, peak 840, 1/1 needles, 4 read-backs
 *   round 51: substation sequence of events, preamble
 *     codex: 13,404 tokens, peak 13,279, 0/1 needles, 0 read-backs
 *     context-chef: 768 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,907 tokens, peak 3,263, 0/1 needles, 2 read-backs
 *     ours: 5,796 tokens, peak 2,797, 1/1 needles, 2 read-backs
 *   round 51: work order list, preamble and paraphrase
 *     codex: 12,047 tokens, peak 11,939, 0/1 needles, 0 read-backs
 *     context-chef: 678 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,903 tokens, peak 5,337, 0/1 needles, 4 read-backs
 *     ours: 5,932 tokens, peak 2,981, 0/1 needles, 2 read-backs
 *   round 51: turbine parameter export
 *     codex: 15,870 tokens, peak 15,782, 0/1 needles, 0 read-backs
 *     context-chef: 770 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,236 tokens, peak 1,355, 0/1 needles, 4 read-backs
 *     ours: 4,369 tokens, peak 940, 0/1 needles, 4 read-backs
 *   round 51: gearbox oil lab csv
 *     codex: 22,949 tokens, peak 22,854, 0/1 needles, 0 read-backs
 *     context-chef: 1,041 tokens, peak 946, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,803 tokens, peak 1,681, 0/1 needles, 4 read-backs
 *     ours: 5,012 tokens, peak 1,065, 0/1 needles, 4 read-backs
 *   round 51: spares stock overview
 *     codex: 15,141 tokens, peak 15,045, 0/1 needles, 0 read-backs
 *     context-chef: 729 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,818 tokens, peak 1,281, 0/1 needles, 4 read-backs
 *     ours: 4,537 tokens, peak 980, 0/1 needles, 4 read-backs
 *     codex: 161,008 tokens, 0/12 needles
 *     context-chef: 9,341 tokens, 0/12 needles
 *     context-chef-store: 106,766 tokens, 0/12 needles
 *     ours: 89,733 tokens, 4/12 needles
 */
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: the UK is on GMT, so local time and UTC are the same. */
const T = (day: number, h: number, m = 0, s = 0, ms = 0) => Date.UTC(2026, 10, day, h, m, s, ms);
/** `2026-11-18T14:30:00Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-18` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `18/11/2026` */
const dmy = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** `14:30:07.219` */
const hmsMs = (t: number) => new Date(t).toISOString().slice(11, 23);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** A float in [lo, hi). */
const within = (random: () => number, lo: number, hi: number) => lo + random() * (hi - lo);
/** Bell-shaped noise in [-1, 1]. */
const jitter = (random: () => number) => (random() + random() + random() - 1.5) / 1.5;
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;
/** `1,234.56` */
const money = (x: number) => x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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

/** The hundred turbines: ten strings, A to J, of ten. */
const STRINGS = 'ABCDEFGHIJ'.split('');
const TURBINES = STRINGS.flatMap((s) => Array.from({ length: 10 }, (_, i) => `KB-${s}${pad2(i + 1)}`));

const FIRST = [
  'Rhiannon',
  'Callum',
  'Aoife',
  'Mikkel',
  'Priya',
  'Gareth',
  'Sofie',
  'Jamal',
  'Kirsty',
  'Tomasz',
  'Eilidh',
  'Ben',
  'Nadia',
  'Lars',
  'Chioma',
  'Fraser',
  'Hollie',
  'Dev',
  'Ingrid',
  'Stuart',
  'Lucy',
  'Oskar',
  'Bethan',
  'Ryan',
];
const LAST = [
  'Pryce',
  'MacLeod',
  'Brennan',
  'Sorensen',
  'Raman',
  'Hughes',
  'Lindqvist',
  'Okoro',
  'Gillespie',
  'Zielinski',
  'Munro',
  'Ashworth',
  'Haddad',
  'Eriksen',
  'Adeyemi',
  'Cowie',
  'Thornton',
  'Mistry',
  'Vik',
  'Baird',
  'Kettlewell',
  'Nyberg',
  'Jenkins',
  'Dunmore',
];

/** The crew transfer vessels: name, MMSI, call sign, master. */
const CTVS: readonly (readonly [string, string, string, string])[] = [
  ['Skua Endeavour', '235104512', '2HKT7', 'I. Forsyth'],
  ['Tern Voyager', '235109377', '2HNB4', 'D. Ogunleye'],
  ['Gannet Resolve', '235118733', '2IAC9', 'R. Halvorsen'],
  ['Fulmar Spirit', '235099218', '2GZX2', 'K. Whitlock'],
  ['Puffin Venture', '235121460', '2IFD6', 'S. McAllister'],
  ['Petrel Dawn', '235097045', '2GWQ8', 'T. Brennan'],
];

/** `GET /api/v3/scada/tenmin`: yesterday afternoon's ten-minute records of every turbine, minified; E07's hot bearing. */
function scadaTenMinuteApi(): EconomicsTask {
  const random = seededRandom(51_001);
  const start = T(18, 12);
  const STEPS = 36;
  const units = TURBINES.map((id) => ({
    id,
    wake: within(random, 0.86, 1.0),
    yawBias: within(random, -4, 4),
    oil: within(random, 50, 56),
    hss: within(random, 59, 66),
    ims: within(random, 54, 60),
    gen: within(random, 72, 84),
    brg: within(random, 48, 56),
  }));
  const records: object[] = [];
  let needle = '';
  for (let s = 0; s < STEPS; s++) {
    const t = start + s * 10 * MINUTE;
    const farmWind = 10.9 + 3.4 * Math.sin((s + 3) / 6.5) + jitter(random) * 0.4;
    const farmDir = 228 + s * 0.7 + jitter(random) * 3;
    const curtailed = t >= T(18, 16) && t < T(18, 17, 10);
    for (const u of units) {
      const ws = Math.max(0.5, farmWind * u.wake + jitter(random) * 0.9);
      const maint = u.id === 'KB-C04' || (u.id === 'KB-H08' && t < T(18, 15, 20));
      const paused = !maint && random() < 0.004;
      const sp = curtailed ? 6_200 : 9_500;
      const avail = maint ? 0 : paused ? between(random, 60, 540) : 600;
      const free = ws < 3.5 ? 0 : ws >= 12.8 ? 9_500 : 9_500 * ((ws - 3.5) / 9.3) ** 2.4;
      const p = maint ? -within(random, 8, 18) : Math.max(-15, Math.min(free, sp) * (avail / 600) + (free > 0 ? jitter(random) * 60 : 0));
      const load = Math.max(0, p) / 9_500;
      const rpm = maint ? within(random, 0, 0.2) : ws < 3.5 ? within(random, 1, 3) : Math.min(10.5, 4.8 + (ws - 3.5) * 0.75);
      const pitch = maint ? 88 : ws > 12.8 || (curtailed && free > sp) ? Math.max(0.5, (ws - 12.8) * 1.9 + (curtailed ? 4 : 0)) : -1.5;
      const hot = u.id === 'KB-E07' && t >= T(18, 13, 40) ? Math.min(27, ((t - T(18, 13, 40)) / MINUTE) * 0.52) : 0;
      const dir = (farmDir + jitter(random) * 4 + 360) % 360;
      const record = {
        ts: isoZ(t),
        wtg: u.id,
        state: maint ? 'MAINT' : paused ? 'PAUSE' : ws < 3.5 ? 'IDLE' : curtailed ? 'CURT' : 'RUN',
        ws_ms: r2(ws),
        wd_deg: r1(dir),
        yaw_deg: r1((dir + u.yawBias + jitter(random) * 2 + 360) % 360),
        p_kw: r1(p),
        q_kvar: r1(jitter(random) * 150),
        sp_kw: sp,
        rotor_rpm: r2(rpm),
        gen_rpm: r1(rpm * 38.95),
        pitch_deg: [r2(pitch + jitter(random) * 0.1), r2(pitch + jitter(random) * 0.1), r2(pitch + jitter(random) * 0.1)],
        amb_c: r1(9.4 + jitter(random) * 0.3),
        nac_c: r1(18.5 + load * 6 + jitter(random)),
        gbx_oil_c: r1(u.oil + load * 8 + jitter(random) * 0.6),
        gbx_hss_brg_c: r1(u.hss + load * 9 + hot + jitter(random) * 0.6),
        gbx_ims_brg_c: r1(u.ims + load * 7 + hot * 0.2 + jitter(random) * 0.6),
        gen_wdg_c: r1(u.gen + load * 22 + jitter(random)),
        gen_brg_de_c: r1(u.brg + load * 7 + jitter(random) * 0.5),
        conv_cool_c: r1(31 + load * 9 + jitter(random) * 0.8),
        avail_s: avail,
        alarm: maint ? 105 : null,
      };
      records.push(record);
      if (u.id === 'KB-E07' && t === T(18, 14, 30)) {
        const text = JSON.stringify(record);
        needle = text.slice(0, text.indexOf(',"gbx_ims_brg_c"'));
      }
    }
  }
  const output = `${JSON.stringify({
    site: 'KBW',
    source: 'scada-hist-01',
    interval: 'PT10M',
    aggregation: 'mean',
    from: isoZ(start),
    to: isoZ(start + STEPS * 10 * MINUTE),
    count: records.length,
    data: records,
  })}\n`;
  const ask =
    "The CMS team think E07's gearbox was running hot yesterday afternoon. What did SCADA have for its high-speed shaft bearing temperature in the 14:30 ten-minute record?";
  return probe('round 51: scada ten-minute api', ask, 'http_get', output, 'bearing', needle, true);
}

/** The BOALF dataset since six last night as one line of XML: every BM unit's acceptances; our unit 2's cut just after three. */
function gridAcceptancesXml(): EconomicsTask {
  const random = seededRandom(51_002);
  /** BM units by station: code, units, capacity of each in MW. */
  const STATIONS: readonly (readonly [string, number, number])[] = [
    ['T_HRNWO', 3, 440],
    ['T_DGBKO', 3, 400],
    ['T_SGRNO', 6, 180],
    ['T_MRYEO', 3, 320],
    ['T_EANGO', 2, 360],
    ['T_BTRCO', 4, 150],
    ['T_RMPNO', 2, 200],
    ['T_WLNYO', 3, 220],
    ['T_GWNTO', 2, 280],
    ['T_TRTNO', 2, 430],
    ['T_CLYDW', 4, 90],
    ['T_WHLWW', 3, 120],
    ['E_MRSHW', 2, 45],
    ['T_SALTC', 2, 420],
    ['T_PMBKC', 5, 430],
    ['T_GRNIC', 3, 440],
    ['T_DDCTC', 2, 720],
    ['T_CNQPC', 4, 350],
    ['T_SHBKC', 2, 600],
    ['T_KDBYC', 1, 840],
    ['T_STYNC', 4, 410],
    ['T_MRWDC', 1, 900],
    ['T_SPLNC', 2, 450],
    ['T_DINRP', 6, 300],
    ['T_FFSTP', 4, 90],
    ['T_CRUAP', 4, 110],
    ['T_PLLBB', 2, 100],
    ['T_CTRBB', 1, 150],
    ['E_ARNKB', 2, 50],
    ['E_HMRKB', 1, 49],
    ['T_TORNN', 2, 640],
    ['T_HYSMN', 4, 620],
    ['T_DRXXB', 4, 645],
  ];
  const bmus = STATIONS.flatMap(([code, n, cap]) => Array.from({ length: n }, (_, i) => ({ id: `${code}-${i + 1}`, cap })));
  interface Row {
    acceptedAt: number;
    bmu: string;
    timeFrom: number;
    timeTo: number;
    levelFrom: number;
    levelTo: number;
    so: boolean;
  }
  const rows: Row[] = [];
  const from = T(18, 18);
  const to = T(19, 12);
  for (let i = 0; i < 2_000; i++) {
    const acceptedAt = from + pick(random, (to - from) / 1_000) * 1_000;
    const b = oneOf(random, bmus);
    const timeFrom = Math.floor((acceptedAt + between(random, 2, 9) * MINUTE) / MINUTE) * MINUTE;
    const levelFrom = between(random, 0, b.cap);
    const levelTo = Math.max(0, Math.min(b.cap, levelFrom + oneOf(random, [-1, 1]) * between(random, 10, Math.round(b.cap / 2))));
    rows.push({
      acceptedAt,
      bmu: b.id,
      timeFrom,
      timeTo: timeFrom + between(random, 1, 30) * MINUTE,
      levelFrom,
      levelTo,
      so: random() < 0.18,
    });
  }
  const ours = (bmu: string, acceptedAt: number, lead: number, levelFrom: number, levelTo: number, so = true) => {
    const timeFrom = Math.floor((acceptedAt + lead * MINUTE) / MINUTE) * MINUTE;
    const row = { acceptedAt, bmu, timeFrom, timeTo: timeFrom + 10 * MINUTE, levelFrom, levelTo, so };
    rows.push(row);
    return row;
  };
  ours('T_KTWBW-1', T(18, 21, 12, 40), 4, 471, 330);
  ours('T_KTWBW-2', T(18, 21, 13, 5), 4, 468, 325);
  ours('T_KTWBW-1', T(18, 22, 48, 11), 3, 330, 466);
  ours('T_KTWBW-2', T(18, 22, 48, 37), 3, 325, 462);
  ours('T_KTWBW-1', T(19, 1, 39, 2), 5, 458, 320);
  ours('T_KTWBW-2', T(19, 1, 40, 19), 5, 460, 310);
  ours('T_KTWBW-1', T(19, 2, 21, 50), 4, 320, 450);
  ours('T_KTWBW-2', T(19, 2, 22, 8), 4, 310, 455);
  ours('T_KTWBW-1', T(19, 3, 3, 58), 3, 450, 175);
  const target = ours('T_KTWBW-2', T(19, 3, 4, 32), 3, 455, 160);
  ours('T_KTWBW-1', T(19, 4, 56, 14), 4, 175, 445);
  ours('T_KTWBW-2', T(19, 4, 57, 40), 4, 160, 440);
  ours('T_KTWBW-2', T(19, 8, 31, 6), 5, 452, 380, false);
  rows.sort((a, b) => a.acceptedAt - b.acceptedAt);
  const sp = (t: number) => {
    const d = new Date(t);
    return Math.floor((d.getUTCHours() * 60 + d.getUTCMinutes()) / 30) + 1;
  };
  let acceptance = 118_402;
  let needle = '';
  const items = rows.map((r) => {
    acceptance += between(random, 1, 3);
    const item =
      `<BidOfferAcceptanceLevelFlaggedRow><dataset>BOALF</dataset><settlementDate>${ymd(r.timeFrom)}</settlementDate>` +
      `<settlementPeriodFrom>${sp(r.timeFrom)}</settlementPeriodFrom><settlementPeriodTo>${sp(r.timeTo)}</settlementPeriodTo>` +
      `<timeFrom>${isoZ(r.timeFrom)}</timeFrom><levelFrom>${r.levelFrom}</levelFrom><timeTo>${isoZ(r.timeTo)}</timeTo><levelTo>${r.levelTo}</levelTo>` +
      `<acceptanceNumber>${acceptance}</acceptanceNumber><acceptanceTime>${isoZ(r.acceptedAt)}</acceptanceTime><deemedBoFlag>false</deemedBoFlag>` +
      `<soFlag>${r.so}</soFlag><storFlag>false</storFlag><rrFlag>false</rrFlag><nationalGridBmUnit>${r.bmu.slice(2)}</nationalGridBmUnit>` +
      `<bmUnit>${r.bmu}</bmUnit></BidOfferAcceptanceLevelFlaggedRow>`;
    if (r === target) needle = item;
    return item;
  });
  const output =
    `<?xml version="1.0" encoding="utf-8"?><DatasetResponseOfBidOfferAcceptanceLevelFlaggedRow xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
    `<data>${items.join('')}</data><metadata><datasets><string>BOALF</string></datasets></metadata></DatasetResponseOfBidOfferAcceptanceLevelFlaggedRow>\n`;
  const ask =
    "NESO turned our second BM unit, T_KTWBW-2, down just after three this morning. What MW level was it instructed down to, and what's the acceptance number? I need both for the constraint payment check.";
  return probe('round 51: grid acceptances xml', ask, 'http_get', output, 'acceptance', needle, true);
}

/** The marine coordination portal's production bundle, minified on one line; the vessel table's limit for one CTV. */
function marinePortalBundle(): EconomicsTask {
  const random = seededRandom(51_003);
  const LOWER = 'abcdefghijklmnopqrstuvwxyz';
  const ALPHA = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ`;
  const id = () => `${chars(random, ALPHA, 1)}${chars(random, `${ALPHA}0123456789_$`, 1)}`;
  const cap = () => `${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}${chars(random, ALPHA, 1)}`;
  const LABELS = [
    'Transfer window',
    'Go / No-go',
    'Hs forecast',
    'Vessel schedule',
    'Persons on board',
    'Turbine access',
    'Muster list',
    'Weather hold',
    'Daily progress report',
    'Sail plan',
    'Toolbox talk',
    'Permit to work',
    'Crew change',
    'Port departure',
    'Fuel bunkering',
    'Vessel position',
    'ETA to field',
    'Bow landing',
    'Walk-to-work',
    'Standby at field',
    'Return to port',
    'Tide window',
    'Lightning alert',
    'Man overboard drill',
    'Cargo manifest',
    'Technician headcount',
    'Turbine isolation',
    'Work order',
    'Transfer log',
    'Swell period',
    'Wind at hub height',
    'Survival suit check',
    'Vessel master',
    'Marine coordinator',
    'Sea state',
    'Daylight remaining',
  ];
  const PATHS = [
    'vessels',
    'transfers',
    'sailplans',
    'weather/forecast',
    'weather/buoys',
    'assets',
    'pob',
    'permits',
    'workorders',
    'dpr',
    'ais/positions',
    'tides',
    'crew',
    'notifications',
    'muster',
    'cargo',
    'go-no-go',
  ];
  const KEYS = ['title', 'subtitle', 'empty', 'loading', 'confirm', 'cancel', 'save', 'refresh', 'filter', 'export', 'help', 'tooltip'];
  const CLASSES = ['card', 'panel', 'grid', 'row', 'cell', 'badge', 'chip', 'toolbar', 'header', 'footer', 'list', 'item', 'banner'];
  const module = (): string => {
    const kind = pick(random, 6);
    const a = id();
    const label = oneOf(random, LABELS);
    const ex = `${id()}:()=>${a}`;
    let body: string;
    if (kind === 0) {
      const [p1, p2, s, ss] = [id(), id(), id(), id()];
      body = `function ${a}(e){let{${p1}:t,${p2}:n}=e,[${s},${ss}]=(0,r.useState)(${oneOf(random, ['!1', 'null', '""', '0', '[]'])});return(0,r.useEffect)((()=>{t&&${ss}(!0)}),[t]),(0,o.jsxs)("div",{className:"kb-${oneOf(random, CLASSES)} kb-${oneOf(random, CLASSES)}--${oneOf(random, ['compact', 'wide', 'muted', 'alert', 'ok'])}",children:[(0,o.jsx)("h3",{children:"${label}"}),(0,o.jsx)(${cap()}.${cap()},{value:n,onChange:${ss},disabled:!${s},placeholder:"${oneOf(random, LABELS)}"})]})}`;
    } else if (kind === 1) {
      const method = oneOf(random, ['get', 'get', 'post', 'put']);
      body = `const ${a}=async(e,t)=>{const n=await i.Z.${method}("/api/v2/${oneOf(random, PATHS)}${random() < 0.4 ? `/${oneOf(random, PATHS)}` : ''}",${method === 'get' ? '{params:e,signal:t}' : 'e'});if(200!==n.status)throw new Error("${label} request failed: "+n.status);return n.data}`;
    } else if (kind === 2) {
      const keys = Array.from({ length: between(random, 4, 10) }, () => `${oneOf(random, KEYS)}${cap()}:"${oneOf(random, LABELS)}"`);
      body = `const ${a}={${keys.join(',')}}`;
    } else if (kind === 3) {
      const ns = oneOf(random, PATHS).replace(/[/-]/g, '');
      body = `function ${a}(e={items:[],loading:!1,error:null},t){switch(t.type){case"${ns}/fetch/pending":return{...e,loading:!0};case"${ns}/fetch/fulfilled":return{...e,loading:!1,items:t.payload};case"${ns}/fetch/rejected":return{...e,loading:!1,error:t.error.message};default:return e}}`;
    } else if (kind === 4) {
      const f = oneOf(random, ['eta', 'hs', 'pob', 'name', 'start', 'asset', 'priority', 'updatedAt']);
      body = `function ${a}(e,t){return e.${f}>t.${f}?1:e.${f}<t.${f}?-1:0}const ${id()}=e=>e.filter((e=>"${oneOf(random, ['PLANNED', 'ACTIVE', 'DONE', 'CANCELLED'])}"!==e.status)).sort(${a})`;
    } else {
      const routes = Array.from(
        { length: between(random, 3, 7) },
        () => `{path:"/${oneOf(random, PATHS)}",element:(0,o.jsx)(${cap()},{}),handle:{crumb:"${oneOf(random, LABELS)}"}}`,
      );
      body = `const ${a}=[${routes.join(',')}]`;
    }
    return `${between(random, 1_000, 99_999)}:(e,t,n)=>{"use strict";n.d(t,{${ex}});var r=n(${between(random, 1_000, 99_999)}),o=n(${between(random, 1_000, 99_999)}),i=n(${between(random, 1_000, 99_999)});${body}}`;
  };
  const modules: string[] = [];
  let size = 0;
  while (size < 820_000) {
    const m = module();
    modules.push(m);
    size += m.length + 1;
  }
  const vessel = (i: number, [name, mmsi]: readonly [string, string, string, string], operator: string, lengthM: number, hs: number) =>
    `{id:"CTV-${pad2(i + 1)}",name:"${name}",mmsi:"${mmsi}",operator:"${operator}",lengthM:${lengthM},paxMax:12,hsLimitM:${hs},transitKn:${between(random, 22, 28)},bowFender:"${oneOf(random, ['D-350', 'D-400', 'W-300'])}"}`;
  const limits = [1.8, 2, 1.5, 1.8, 1.6, 2];
  const operators = [
    'Humber Crew Boats',
    'Humber Crew Boats',
    'Spurn Marine Ltd',
    'Spurn Marine Ltd',
    'North Sea Wind Craft',
    'Humber Crew Boats',
  ];
  const lengths = [26.8, 27.4, 24.5, 24.8, 20.9, 27.4];
  const fleet = CTVS.map((v, i) => vessel(i, v, operators[i]!, lengths[i]!, limits[i]!));
  const needle = fleet[2]!.slice(fleet[2]!.indexOf('name:'), fleet[2]!.indexOf(',transitKn'));
  const vesselModule = `${between(random, 1_000, 99_999)}:(e,t,n)=>{"use strict";n.d(t,{Kx:()=>Vq,dF:()=>Wm,Ua:()=>Yh});const Vq=[${fleet.join(',')},{id:"SOV-01",name:"Kittiwake Horizon",mmsi:"235130882",operator:"Kittiwake Bank Offshore Wind",lengthM:87.6,paxMax:60,gangwayHsLimitM:3,transitKn:12,bowFender:null}],Wm={defaultHsLimitM:1.5,amberMarginM:.2,windLimitKn:25,lightningRadiusKm:16,minDaylightMin:45},Yh=e=>{var t;return null!==(t=Vq.find((t=>t.name===e)))&&void 0!==t?t:null}}`;
  const demoModule = `${between(random, 1_000, 99_999)}:(e,t,n)=>{"use strict";n.d(t,{Q3:()=>Jm});const Jm=[{vessel:"Gannet Resolve",asset:"KB-D04",hs:1.42,status:"DONE"},{vessel:"Tern Voyager",asset:"KB-B07",hs:1.61,status:"PLANNED"},{vessel:"Petrel Dawn",asset:"KB-J02",hs:.98,status:"DONE"}]}`;
  modules.splice(Math.floor(modules.length * 0.5), 0, vesselModule);
  modules.splice(Math.floor(modules.length * 0.31), 0, demoModule);
  const output =
    `/*! For license information please see main.4e1b9c27.js.LICENSE.txt */(()=>{var e={${modules.join(',')}},t={};function n(r){var o=t[r];if(void 0!==o)return o.exports;var a=t[r]={id:r,loaded:!1,exports:{}};return e[r].call(a.exports,a,a.exports,n),a.loaded=!0,a.exports}n.m=e,n.d=(e,t)=>{for(var r in t)n.o(t,r)&&!n.o(e,r)&&Object.defineProperty(e,r,{enumerable:!0,get:t[r]})},n.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t)})();\n` +
    '//# sourceMappingURL=main.4e1b9c27.js.map\n';
  const ask =
    "The master of the Gannet Resolve says the marine portal keeps marking his transfers as no-go even though the boat is rated for 1.8 metres. What significant wave height limit has the portal's front end actually got for that vessel?";
  return probe('round 51: marine portal bundle', ask, 'read_file', output, 'limit', needle, true);
}

/** `oncallctl schedules export -o yaml`: eight weeks of shifts; Saturday night's OT and SCADA second line is an override. */
function onCallYaml(): EconomicsTask {
  const random = seededRandom(51_004);
  const SCHEDULES: readonly (readonly [string, string])[] = [
    ['Control Room Duty Engineer', 'control-room-24x7'],
    ['OT SCADA & Networks', 'ot-scada-default'],
    ['IT Infrastructure', 'it-infra-default'],
    ['Service Desk L2', 'service-desk'],
    ['Historian & Data Platform', 'data-platform'],
    ['Cyber Security (SOC escalation)', 'soc-escalation'],
    ['HV Senior Authorised Person (onshore)', 'hv-sap-onshore'],
    ['HV Senior Authorised Person (offshore)', 'hv-sap-offshore'],
    ['Marine Coordinator', 'marine-coordination'],
    ['Site Manager', 'site-management'],
    ['Turbine Technical Support', 'wtg-tech-support'],
    ['Telecoms & Fibre', 'telecoms-fibre'],
  ];
  interface Person {
    name: string;
    phone: string;
    ext: string;
  }
  let phone = 100;
  const used = new Set<string>();
  const person = (): Person => {
    let name = '';
    while (!name || used.has(name)) name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    used.add(name);
    phone += between(random, 3, 14);
    return { name, phone: `+44 7700 900${String(phone).padStart(3, '0')}`, ext: `4${digits(random, 3)}` };
  };
  const teams = SCHEDULES.map(() => Array.from({ length: between(random, 4, 6) }, person));
  const cover = teams[11]![2]!;
  const mapping = (role: string, p: Person, overrideFor?: Person) =>
    `    ${role}: {name: ${p.name}, phone: "${p.phone}", ext: "${p.ext}"${overrideFor ? `, override_for: ${overrideFor.name}` : ''}}`;
  const NOTES = [
    '',
    '',
    '',
    '',
    '',
    'Patch window Sun 02:00-04:00, expect firewall reboots',
    'CTV ops suspended if Hs > 1.8 m, check marine log',
    'EC2 outage planning call 09:30',
    'Handover at Grimsby base, not remote',
    'Backup radio check at 20:00',
  ];
  const entries: { start: number; order: number; text: string }[] = [];
  let needle = '';
  let n = 40_118;
  for (let d = 0; d < 56; d++) {
    for (const day of [true, false]) {
      const start = T(2, day ? 8 : 18) + d * DAY;
      const end = start + (day ? 10 : 14) * HOUR;
      const week = Math.floor(d / 7);
      SCHEDULES.forEach(([name, policy], s) => {
        const team = teams[s]!;
        const k = s === 0 ? d : week;
        const primary = team[(k + (day ? 0 : 2)) % team.length]!;
        let secondary = team[(k + (day ? 1 : 3)) % team.length]!;
        let overrideFor: Person | undefined;
        let primaryOverride: Person | undefined;
        let first = primary;
        if (s === 1 && d === 19 && !day) {
          overrideFor = secondary;
          secondary = cover;
        }
        if (s === 2 && d === 25 && day) {
          primaryOverride = primary;
          first = teams[4]![1]!;
        }
        if (s === 0 && d === 33 && !day) {
          overrideFor = secondary;
          secondary = teams[9]![0]!;
        }
        const secondaryLine = mapping('secondary', secondary, overrideFor);
        if (overrideFor && s === 1) needle = secondaryLine.trim();
        entries.push({
          start,
          order: s,
          text: [
            `  - id: SHF-${n++}`,
            `    schedule: ${name}`,
            `    layer: ${day ? 'day' : 'night'}`,
            `    start: "${isoZ(start)}"`,
            `    end: "${isoZ(end)}"`,
            mapping('primary', first, primaryOverride),
            secondaryLine,
            `    escalation_policy: ${policy}`,
            `    notes: "${oneOf(random, NOTES)}"`,
          ].join('\n'),
        });
      });
    }
  }
  entries.sort((a, b) => a.start - b.start || a.order - b.order);
  const output = `${[
    '# oncallctl schedules export --from 2026-11-02 --to 2026-12-27 -o yaml',
    'apiVersion: oncall/v1',
    'kind: ShiftExport',
    `generated: "${isoZ(T(19, 9, 12, 44))}"`,
    'timezone: Europe/London',
    `count: ${entries.length}`,
    'shifts:',
    ...entries.map((e) => e.text),
  ].join('\n')}\n`;
  const ask =
    "We're patching the OT firewalls this weekend and I want to warn whoever is second on call for OT and SCADA on Saturday night. Who is it, and what's their mobile number?";
  return probe('round 51: on-call yaml', ask, 'run_shell', output, 'secondary', needle);
}

/** The historian collector's log for the small hours of yesterday, with stack traces; the offshore substation feed's root cause. */
function historianCollectorLog(): EconomicsTask {
  const random = seededRandom(51_005);
  const events: { t: number; lines: string[] }[] = [];
  const line = (t: number, level: string, thread: string, logger: string, message: string) =>
    `${new Date(t).toISOString()} ${level.padStart(5)} 1 --- [historian-collector] [${thread.padStart(15)}] ${logger.padEnd(40)} : ${message}`;
  const add = (t: number, ...lines: string[]) => events.push({ t, lines });
  const SOURCE = 'c.k.h.collector.OpcUaSource';
  const sourceIp = (id: string) => {
    const i = TURBINES.indexOf(id);
    return `10.61.${Math.floor(i / 10) + 1}.${(i % 10) + 11}`;
  };
  const timeoutTrace = (ms: number) => [
    `java.util.concurrent.CompletionException: org.eclipse.milo.opcua.stack.core.UaException: status=Bad_Timeout, message=request timed out after ${ms}ms`,
    '\tat java.base/java.util.concurrent.CompletableFuture.encodeThrowable(CompletableFuture.java:332)',
    '\tat java.base/java.util.concurrent.CompletableFuture.completeThrowable(CompletableFuture.java:347)',
    '\tat java.base/java.util.concurrent.CompletableFuture$UniApply.tryFire(CompletableFuture.java:636)',
    '\tat java.base/java.util.concurrent.CompletableFuture.postComplete(CompletableFuture.java:510)',
    '\tat java.base/java.util.concurrent.CompletableFuture.completeExceptionally(CompletableFuture.java:2194)',
    '\tat org.eclipse.milo.opcua.stack.client.UaStackClient.lambda$scheduleRequestTimeout$13(UaStackClient.java:485)',
    '\tat io.netty.util.HashedWheelTimer$HashedWheelTimeout.run(HashedWheelTimer.java:713)',
    '\tat io.netty.util.concurrent.ImmediateExecutor.execute(ImmediateExecutor.java:34)',
    '\tat io.netty.util.HashedWheelTimer$HashedWheelTimeout.expire(HashedWheelTimer.java:701)',
    '\tat io.netty.util.HashedWheelTimer$HashedWheelBucket.expireTimeouts(HashedWheelTimer.java:788)',
    '\tat io.netty.util.HashedWheelTimer$Worker.run(HashedWheelTimer.java:501)',
    '\tat io.netty.util.concurrent.FastThreadLocalRunnable.run(FastThreadLocalRunnable.java:30)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
    `Caused by: org.eclipse.milo.opcua.stack.core.UaException: status=Bad_Timeout, message=request timed out after ${ms}ms`,
    '\t... 8 common frames omitted',
  ];
  const connectTrace = (ip: string, cause: string) => [
    `java.util.concurrent.ExecutionException: org.eclipse.milo.opcua.stack.core.UaException: status=Bad_ConnectionRejected, message=io.netty.channel.AbstractChannel$AnnotatedConnectException: ${cause}: /${ip}:4840`,
    '\tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)',
    '\tat java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2073)',
    '\tat com.kbow.historian.collector.OpcUaSource.connect(OpcUaSource.java:214)',
    '\tat com.kbow.historian.collector.OpcUaSource.reconnect(OpcUaSource.java:288)',
    '\tat com.kbow.historian.collector.SourceSupervisor.lambda$watch$4(SourceSupervisor.java:131)',
    '\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)',
    '\tat java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    '\tat java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:304)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
    `Caused by: org.eclipse.milo.opcua.stack.core.UaException: status=Bad_ConnectionRejected, message=io.netty.channel.AbstractChannel$AnnotatedConnectException: ${cause}: /${ip}:4840`,
    '\tat org.eclipse.milo.opcua.stack.client.transport.tcp.OpcTcpTransport.lambda$connect$2(OpcTcpTransport.java:164)',
    '\tat io.netty.util.concurrent.DefaultPromise.notifyListener0(DefaultPromise.java:590)',
    '\tat io.netty.util.concurrent.DefaultPromise.notifyListeners0(DefaultPromise.java:583)',
    '\t... 3 common frames omitted',
    `Caused by: io.netty.channel.AbstractChannel$AnnotatedConnectException: ${cause}: /${ip}:4840`,
    `Caused by: java.net.${cause === 'Connection refused' ? 'ConnectException' : 'NoRouteToHostException'}: ${cause}`,
    '\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)',
    '\tat java.base/sun.nio.ch.Net.pollConnectNow(Net.java:682)',
    '\tat java.base/sun.nio.ch.SocketChannelImpl.finishConnect(SocketChannelImpl.java:973)',
    '\tat io.netty.channel.socket.nio.NioSocketChannel.doFinishConnect(NioSocketChannel.java:337)',
    '\tat io.netty.channel.nio.AbstractNioChannel$AbstractNioUnsafe.finishConnect(AbstractNioChannel.java:339)',
    '\tat io.netty.channel.nio.NioEventLoop.processSelectedKey(NioEventLoop.java:776)',
    '\tat io.netty.channel.nio.NioEventLoop.run(NioEventLoop.java:566)',
    '\t... 4 common frames omitted',
  ];
  const start = T(18, 0);
  const end = T(18, 6);
  let cycle = 48_211;
  let batch = 881_230;
  for (let t = start; t < end; t += MINUTE) {
    for (let pool = 1; pool <= 4; pool++) {
      const at = t + pool * 2_000 + between(random, 0, 900);
      add(
        at,
        line(
          at,
          'INFO',
          `opcua-poll-${pad2(pool)}`,
          'c.k.h.collector.PollScheduler',
          `[pool-${pool}] cycle ${cycle + pool} complete: ${pool === 4 ? 4 : 25} sources, ${(between(random, 96_000, 112_000) / (pool === 4 ? 5 : 1)).toFixed(0)} values, ${pick(random, 4)} late, took ${between(random, 1_200, 2_600)} ms`,
        ),
      );
    }
    cycle += 4;
    const w = t + between(random, 12_000, 50_000);
    add(
      w,
      line(
        w,
        'INFO',
        'tsdb-writer-1',
        'c.k.h.sink.TimescaleWriter',
        `wrote ${between(random, 380_000, 440_000).toLocaleString('en-GB')} points in ${between(random, 5, 8)} batches (last batch ${batch++}) in ${between(random, 240, 620)} ms`,
      ),
    );
    const b = t + between(random, 0, 59_000);
    add(
      b,
      line(
        b,
        'DEBUG',
        'metrics-1',
        'c.k.h.metrics.BufferGauge',
        `buffer depth=${between(random, 0, 40_000)} heap_used=${between(random, 610, 980)}MiB gc_pause_ms=${between(random, 2, 19)}`,
      ),
    );
    for (let k = 0, warns = pick(random, 4); k < warns; k++) {
      const at = t + between(random, 0, 59_000);
      const wtg = oneOf(random, TURBINES);
      const roll = pick(random, 4);
      add(
        at,
        roll === 0
          ? line(
              at,
              'WARN',
              `opcua-poll-${pad2(between(random, 1, 3))}`,
              SOURCE,
              `[${wtg}] read of ${between(random, 40, 300)} nodes took ${between(random, 3_100, 8_900)} ms (budget 3000 ms)`,
            )
          : roll === 1
            ? line(
                at,
                'WARN',
                `opcua-sub-${pad2(between(random, 1, 8))}`,
                'c.k.h.collector.SubscriptionMonitor',
                `[${wtg}] ${between(random, 1, 9)} notifications dropped, queue size 1000 reached for ns=2;s=WTG.${oneOf(random, ['Gbx', 'Gen', 'Pitch', 'Yaw', 'Conv', 'Met'])}.${oneOf(random, ['Temp', 'Speed', 'Pos', 'Press', 'Curr'])}${between(random, 1, 12)}`,
              )
            : roll === 2
              ? line(
                  at,
                  'INFO',
                  `opcua-sub-${pad2(between(random, 1, 8))}`,
                  'c.k.h.collector.SubscriptionMonitor',
                  `[${wtg}] subscription ${between(random, 1, 9_999)} republished ${between(random, 1, 40)} missed notifications`,
                )
              : line(
                  at,
                  'WARN',
                  'tsdb-writer-1',
                  'c.k.h.sink.TimescaleWriter',
                  `slow insert: batch of ${between(random, 60_000, 90_000)} rows took ${between(random, 1_100, 3_400)} ms (chunk scada_10s_${ymd(at).replace(/-/g, '')})`,
                ),
      );
    }
    if (random() < 0.09) {
      const at = t + between(random, 0, 59_000);
      const wtg = oneOf(random, TURBINES);
      const thread = `opcua-poll-${pad2(between(random, 1, 3))}`;
      if (random() < 0.6)
        add(
          at,
          line(at, 'ERROR', thread, SOURCE, `[${wtg}] read failed, source marked STALE for this cycle`),
          ...timeoutTrace(oneOf(random, [3_000, 10_000])),
        );
      else {
        const cause = oneOf(random, ['Connection refused', 'No route to host']);
        add(
          at,
          line(at, 'ERROR', thread, SOURCE, `[${wtg}] reconnect failed (opc.tcp://${sourceIp(wtg)}:4840), next attempt in 60 s`),
          ...connectTrace(sourceIp(wtg), cause),
        );
      }
    }
  }
  // The onshore SCADA's short blip, and the offshore substation's certificate.
  add(
    T(18, 1, 52, 18, 604),
    line(
      T(18, 1, 52, 18, 604),
      'ERROR',
      'opcua-poll-04',
      SOURCE,
      '[ONS-SCADA] read failed (Holme Marsh onshore substation SCADA), source marked STALE for this cycle',
    ),
    ...timeoutTrace(10_000),
  );
  add(T(18, 1, 53, 20, 11), line(T(18, 1, 53, 20, 11), 'INFO', 'opcua-poll-04', SOURCE, '[ONS-SCADA] read recovered, source marked GOOD'));
  add(
    T(18, 2, 13, 58, 120),
    line(
      T(18, 2, 13, 58, 120),
      'WARN',
      'opcua-poll-04',
      SOURCE,
      '[OSP1-SCADA] keep-alive failed (3 missed), secure channel renewal requested',
    ),
  );
  const needle = 'Caused by: java.security.cert.CertificateExpiredException: NotAfter: Wed Nov 18 02:00:00 GMT 2026';
  add(
    T(18, 2, 14, 7, 331),
    line(
      T(18, 2, 14, 7, 331),
      'ERROR',
      'opcua-poll-04',
      SOURCE,
      '[OSP1-SCADA] session lost to OSP-1 offshore substation SCADA (opc.tcp://10.60.1.20:4840), reconnect failed; source marked STALE, next attempt in 300 s',
    ),
    'java.util.concurrent.ExecutionException: org.eclipse.milo.opcua.stack.core.UaException: status=Bad_SecurityChecksFailed, message=certificate validation failed',
    '\tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)',
    '\tat java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2073)',
    '\tat com.kbow.historian.collector.OpcUaSource.connect(OpcUaSource.java:214)',
    '\tat com.kbow.historian.collector.OpcUaSource.reconnect(OpcUaSource.java:288)',
    '\tat com.kbow.historian.collector.SourceSupervisor.lambda$watch$4(SourceSupervisor.java:131)',
    '\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)',
    '\tat java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    '\tat java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:304)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
    'Caused by: org.eclipse.milo.opcua.stack.core.UaException: status=Bad_SecurityChecksFailed, message=certificate validation failed',
    '\tat org.eclipse.milo.opcua.stack.client.security.DefaultClientCertificateValidator.validateCertificateChain(DefaultClientCertificateValidator.java:97)',
    '\tat org.eclipse.milo.opcua.stack.client.transport.uasc.UascClientMessageHandler.validateServerCertificate(UascClientMessageHandler.java:612)',
    '\tat org.eclipse.milo.opcua.stack.client.transport.uasc.UascClientMessageHandler.onOpenSecureChannel(UascClientMessageHandler.java:446)',
    '\tat org.eclipse.milo.opcua.stack.client.transport.uasc.UascClientMessageHandler.decode(UascClientMessageHandler.java:381)',
    '\tat io.netty.handler.codec.ByteToMessageCodec$1.decode(ByteToMessageCodec.java:42)',
    '\t... 3 common frames omitted',
    'Caused by: java.security.cert.CertPathValidatorException: validity check failed',
    '\tat java.base/sun.security.provider.certpath.PKIXMasterCertPathValidator.validate(PKIXMasterCertPathValidator.java:135)',
    '\tat java.base/sun.security.provider.certpath.PKIXCertPathValidator.validate(PKIXCertPathValidator.java:224)',
    '\tat java.base/sun.security.provider.certpath.PKIXCertPathValidator.validate(PKIXCertPathValidator.java:144)',
    '\tat java.base/sun.security.provider.certpath.PKIXCertPathValidator.engineValidate(PKIXCertPathValidator.java:83)',
    '\tat java.base/java.security.cert.CertPathValidator.validate(CertPathValidator.java:309)',
    '\tat org.eclipse.milo.opcua.stack.core.util.validation.CertificateValidationUtil.validateTrustedCertPath(CertificateValidationUtil.java:289)',
    '\t... 12 common frames omitted',
    needle,
    '\tat java.base/sun.security.x509.CertificateValidity.valid(CertificateValidity.java:182)',
    '\tat java.base/sun.security.x509.X509CertImpl.checkValidity(X509CertImpl.java:638)',
    '\tat java.base/sun.security.provider.certpath.BasicChecker.verifyValidity(BasicChecker.java:190)',
    '\tat java.base/sun.security.provider.certpath.BasicChecker.check(BasicChecker.java:144)',
    '\tat java.base/sun.security.provider.certpath.PKIXMasterCertPathValidator.validate(PKIXMasterCertPathValidator.java:125)',
    '\t... 17 common frames omitted',
  );
  for (let k = 2, t = T(18, 2, 19, 7, 402); t < end; k++, t += 300_000 + between(random, 0, 900))
    add(
      t,
      line(
        t,
        'ERROR',
        'opcua-poll-04',
        SOURCE,
        `[OSP1-SCADA] reconnect attempt ${k} failed: Bad_SecurityChecksFailed (certificate validation failed); stack trace suppressed, first logged at 02:14:07.331`,
      ),
    );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.flatMap((e) => e.lines).join('\n')}\n`;
  const ask =
    "The historian stopped getting anything from the offshore substation platform's SCADA at about quarter past two yesterday morning. What does the collector's log give as the underlying cause?";
  return probe('round 51: historian collector log', ask, 'run_shell', output, 'cause', needle);
}

/** `marinectl transfers export --format xml`: ten days of CTV transfers; the sea state at one Sunday pick-up. */
function vesselTransfersXml(): EconomicsTask {
  const random = seededRandom(51_006);
  const REMARKS = [
    '',
    '',
    '',
    'Good landing',
    'Slight slip on push-on, re-landed',
    'Ladder clear, no marine growth',
    'Techs report TP deck wet',
    'Waited 4 min for crane',
    'Tools lifted by davit',
    'Swell on the quarter, held position with thrusters',
  ];
  interface Transfer {
    t: number;
    text: string;
  }
  const transfers: Transfer[] = [];
  let needle = '';
  let seq = 0;
  const transfer = (
    vessel: readonly [string, string, string, string],
    asset: string,
    operation: string,
    alongside: number,
    hs: number,
    windKn: number,
    persons: number,
  ) => {
    const conditions = `<Conditions hsM="${hs.toFixed(2)}" tpS="${within(random, 5.2, 8.4).toFixed(1)}" windKn="${windKn}" windDirDeg="${between(random, 215, 285)}" source="WB-KB0${between(random, 1, 3)}"/>`;
    const text = [
      `  <Transfer id="TRF-${ymd(alongside).replace(/-/g, '')}-${String(++seq).padStart(4, '0')}" status="COMPLETED">`,
      `    <Vessel mmsi="${vessel[1]}" callsign="${vessel[2]}">${vessel[0]}</Vessel>`,
      `    <Master>${vessel[3]}</Master>`,
      `    <Asset type="WTG">${asset}</Asset>`,
      `    <Operation>${operation}</Operation>`,
      `    <Persons>${persons}</Persons>`,
      `    <WorkOrder>WO-${between(random, 2_410_000, 2_429_999)}</WorkOrder>`,
      `    ${conditions}`,
      `    <Approach>${isoZ(alongside - between(random, 120, 360) * 1_000)}</Approach>`,
      `    <Alongside>${isoZ(alongside)}</Alongside>`,
      `    <Clear>${isoZ(alongside + between(random, 150, 600) * 1_000)}</Clear>`,
      `    <PushOnThrustPct>${between(random, 45, 80)}</PushOnThrustPct>`,
      `    <Remarks>${oneOf(random, REMARKS)}</Remarks>`,
      '  </Transfer>',
    ].join('\n');
    transfers.push({ t: alongside, text });
    return conditions;
  };
  for (let d = 9; d <= 18; d++) {
    const hsDay = d === 15 ? 1.45 : 0.7 + random() * 1.0;
    const windDay = d === 15 ? 17 : between(random, 10, 24);
    const strings = shuffle(random, [...STRINGS]);
    // Sunday: the Skua Endeavour is on string G.
    if (d === 15) {
      const g = strings.indexOf('G');
      [strings[0], strings[g]] = [strings[g]!, strings[0]!];
    }
    CTVS.forEach((vessel, v) => {
      if (hsDay > 1.55 && v >= 4) return;
      let turbines = shuffle(
        random,
        Array.from({ length: 10 }, (_, i) => `KB-${strings[v]}${pad2(i + 1)}`),
      ).slice(0, between(random, 4, 6));
      if (d === 15 && v === 0) turbines = ['KB-G09', 'KB-G08', 'KB-G06', 'KB-G05', 'KB-G03'];
      const crews = turbines.map(() => oneOf(random, [2, 3, 3, 4]));
      let t = T(d, 7, between(random, 30, 50), between(random, 0, 59));
      turbines.forEach((wtg, i) => {
        transfer(vessel, wtg, 'PERSONNEL_DROPOFF', t, hsDay - 0.2 + jitter(random) * 0.12, windDay + between(random, -2, 2), crews[i]!);
        t += between(random, 11, 22) * MINUTE + between(random, 0, 59) * 1_000;
      });
      if (random() < 0.3) {
        transfer(vessel, oneOf(random, turbines), 'CARGO_LIFT', t, hsDay + jitter(random) * 0.12, windDay + between(random, -2, 2), 0);
      }
      t = T(d, 14, between(random, 5, 30), between(random, 0, 59));
      [...turbines].reverse().forEach((wtg, i) => {
        const planted = d === 15 && v === 0 && wtg === 'KB-G09';
        const conditions = transfer(
          vessel,
          wtg,
          'PERSONNEL_PICKUP',
          t,
          planted ? 1.74 : hsDay + jitter(random) * 0.12,
          planted ? 22 : windDay + between(random, -2, 3),
          crews[turbines.length - 1 - i]!,
        );
        if (planted) needle = conditions;
        t += between(random, 11, 22) * MINUTE + between(random, 0, 59) * 1_000;
      });
    });
  }
  transfers.sort((a, b) => a.t - b.t);
  const output = `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<MarineTransfers site="KBW" from="2026-11-09" to="2026-11-18" generated="${isoZ(T(19, 7, 2, 11))}" count="${transfers.length}">`,
    ...transfers.map((x) => x.text),
    '</MarineTransfers>',
  ].join('\n')}\n`;
  const ask =
    'The master on the Skua Endeavour reckons it was too rough when he picked the technicians back up off G09 on Sunday afternoon. What sea state and wind did the transfer record log for that pick-up?';
  return probe('round 51: vessel transfers xml', ask, 'run_shell', output, 'conditions', needle);
}

/** The SCADA event list for the last day, every turbine; one stop is a pitch drive fault, asked in other words. */
function turbineAlarmLog(): EconomicsTask {
  const random = seededRandom(51_007);
  type Event = [code: string, cls: string, state: string, action: string, text: string, data: string];
  const ws = () => `ws=${within(random, 9, 19).toFixed(1)} m/s`;
  const kinds: (() => Event[])[] = [
    () => [['201', 'INFO', 'EVT', '-', `Park controller setpoint received P=${between(random, 52, 95) * 100} kW`, `src=PPC1`]],
    () => [['201', 'INFO', 'EVT', '-', `Park controller setpoint received P=9500 kW`, `src=PPC1`]],
    () => [['310', 'INFO', 'EVT', '-', `Yaw untwist started, cable ${within(random, 2.0, 2.8).toFixed(1)} turns`, ws()]],
    () => [['312', 'INFO', 'EVT', '-', 'Yaw untwist completed', `cable=${within(random, -0.3, 0.3).toFixed(1)} turns`]],
    () => [
      [
        '2101',
        'WARN',
        'ACT',
        '-',
        `Gearbox oil filter dp high ${within(random, 2.5, 3.4).toFixed(1)} bar`,
        `oil=${within(random, 52, 62).toFixed(1)} C`,
      ],
    ],
    () => [
      [
        '2212',
        'WARN',
        'ACT',
        'DERATE',
        `Generator winding temperature high, derate to ${between(random, 75, 90) * 100} kW`,
        `wdg=${between(random, 141, 148)} C`,
      ],
    ],
    () => [
      [
        '1204',
        'ALARM',
        'ACT',
        'STOP',
        `High wind stop, 10 min mean ${within(random, 25, 27.5).toFixed(1)} m/s`,
        `gust=${within(random, 30, 36).toFixed(1)} m/s`,
      ],
    ],
    () => [['1205', 'INFO', 'EVT', '-', 'Auto restart after high wind, 10 min mean below 22.0 m/s', ws()]],
    () => [['4107', 'ALARM', 'ACT', 'STOP', 'Main converter grid-side IGBT overcurrent', `i=${between(random, 2_900, 3_400)} A`]],
    () => [
      [
        '4410',
        'ALARM',
        'ACT',
        'PAUSE',
        `Grid voltage dip ride-through, U=${within(random, 0.55, 0.85).toFixed(2)} pu`,
        `t=${between(random, 80, 240)} ms`,
      ],
    ],
    () => [
      [
        '3302',
        'WARN',
        'ACT',
        '-',
        `Pitch axis ${between(random, 1, 3)} position deviation ${within(random, 1.1, 1.9).toFixed(1)} deg`,
        ws(),
      ],
    ],
    () => [
      ['3011', 'INFO', 'EVT', '-', `Pitch backup battery test axis ${between(random, 1, 3)} passed`, `u=${between(random, 238, 252)} V`],
    ],
    () => [
      [
        '2420',
        'WARN',
        'ACT',
        '-',
        `Nacelle temperature high ${within(random, 38, 42).toFixed(1)} C`,
        `amb=${within(random, 8, 11).toFixed(1)} C`,
      ],
    ],
    () => [
      ['801', 'INFO', 'EVT', '-', `SCADA link restored after ${between(random, 3, 90)} s`, `sw=${chars(random, 'ABCDEF0123456789', 4)}`],
    ],
    () => [['5110', 'WARN', 'ACT', '-', `Tower acceleration fore-aft ${within(random, 0.9, 1.3).toFixed(2)} m/s2`, ws()]],
    () => [['1450', 'ALARM', 'ACT', 'STOP', `Yaw cable twist limit ${within(random, 3.0, 3.2).toFixed(1)} turns`, ws()]],
    () => [
      [
        '2115',
        'ALARM',
        'ACT',
        'STOP',
        `Gearbox lube oil pressure low ${within(random, 0.6, 0.9).toFixed(2)} bar`,
        `oil=${within(random, 50, 60).toFixed(1)} C`,
      ],
    ],
    () => [['101', 'INFO', 'EVT', '-', 'Turbine state RUN', ws()]],
  ];
  const weights = [22, 6, 3, 3, 4, 3, 2, 2, 1, 2, 3, 6, 2, 4, 3, 1, 1, 8];
  const bag = kinds.flatMap((k, i) => Array.from({ length: weights[i]! }, () => k));
  const rows: { t: number; cells: string[] }[] = [];
  const add = (t: number, wtg: string, e: Event) => rows.push({ t, cells: [`${ymd(t)} ${hmsMs(t)}`, wtg, ...e] });
  const start = T(18, 8);
  const end = T(19, 8);
  for (let t = start; t < end;) {
    t += between(random, 2, 22) * 1_000 + pick(random, 1_000);
    const wtg = oneOf(random, TURBINES);
    for (const e of oneOf(random, bag)()) add(t, wtg, e);
  }
  const planted: Event = [
    '3170',
    'ALARM',
    'ACT',
    'STOP',
    'Pitch axis 2 converter fault - emergency run to feather',
    'ws=16.8 m/s p=9012 kW',
  ];
  add(T(18, 23, 41, 7, 320), 'KB-F04', planted);
  add(T(18, 23, 41, 8, 2), 'KB-F04', ['102', 'INFO', 'EVT', '-', 'Turbine state STOP (alarm 3170)', 'pitch=[87.9 88.0 87.8] deg']);
  add(T(18, 23, 52, 40, 511), 'KB-F04', [
    '120',
    'INFO',
    'EVT',
    '-',
    'Remote reset by control room (m.eriksen): alarm 3170 latched, site visit required',
    '-',
  ]);
  add(T(18, 22, 5, 14, 87), 'KB-B09', ['3302', 'WARN', 'ACT', '-', 'Pitch axis 3 position deviation 1.8 deg', 'ws=15.2 m/s']);
  add(T(19, 2, 17, 51, 640), 'KB-H02', ['3302', 'WARN', 'ACT', '-', 'Pitch axis 1 position deviation 1.6 deg', 'ws=17.9 m/s']);
  add(T(19, 1, 3, 22, 118), 'KB-F05', ['4107', 'ALARM', 'ACT', 'STOP', 'Main converter grid-side IGBT overcurrent', 'i=3310 A']);
  rows.sort((a, b) => a.t - b.t);
  const lines = table(
    ['TIMESTAMP', 'WTG', 'CODE', 'CLASS', 'STATE', 'ACTION', 'DESCRIPTION', 'DATA'],
    rows.map((r) => r.cells),
  );
  const needle = lines[rows.findIndex((r) => r.cells[6] === planted[4]) + 1]!;
  const output = `${[`# scada-events --site KBW --from "2026-11-18 08:00" --to "2026-11-19 08:00" --all-units (${rows.length} events)`, ...lines].join('\n')}\n`;
  const ask =
    'Which turbine went down overnight because the drive electronics on one of its blades failed and it had to throw its blades out of the wind?';
  return probe('round 51: turbine alarm log, paraphrase', ask, 'run_shell', output, 'turbine', needle);
}

/** The onshore substation's sequence of events overnight; the export circuit's trip and its first main relay's fault locator. */
function substationSoe(): EconomicsTask {
  const random = seededRandom(51_008);
  const rows: { t: number; cells: string[] }[] = [];
  const add = (t: number, bay: string, device: string, point: string, value: string, state: string) =>
    rows.push({ t, cells: [`${dmy(t)} ${hmsMs(t)}`, bay, device, point, value, state] });
  const start = T(18, 18);
  const end = T(19, 9);
  const trip = T(19, 3, 14, 7, 198);
  const taps = { SGT1: 11, SGT2: 11 };
  let statcom = -20;
  // Analogue deadband reports every two minutes, tap changes, reactors and the station's housekeeping.
  for (let t = start; t < end; t += 2 * MINUTE) {
    const off = t > trip;
    const p1 = within(random, 380, 450);
    const p2 = off ? 0 : within(random, 380, 450);
    const analogues: [string, string, string][] = [
      ['EC1', 'P', `${p1.toFixed(1)} MW`],
      ['EC1', 'Q', `${within(random, -40, 25).toFixed(1)} MVAr`],
      ['EC2', 'P', `${p2.toFixed(1)} MW`],
      ['EC2', 'Q', `${off ? '0.0' : within(random, -40, 25).toFixed(1)} MVAr`],
      ['SGT1', 'P HV', `${(p1 * 0.99).toFixed(1)} MW`],
      ['SGT2', 'P HV', `${(p2 * 0.99).toFixed(1)} MW`],
      ['400KV BB', 'V', `${within(random, 398, 407).toFixed(1)} kV`],
      ['220KV BB', 'V', `${within(random, 219, 226).toFixed(1)} kV`],
      ['400KV BB', 'F', `${within(random, 49.93, 50.07).toFixed(3)} Hz`],
    ];
    analogues.forEach(([bay, point, value], i) => add(t + i * 37 + pick(random, 30), bay, 'GW1 MEAS', point, value, 'DEADBAND'));
    for (const sgt of ['SGT1', 'SGT2'] as const)
      if (random() < 0.35) {
        taps[sgt] = Math.max(1, Math.min(17, taps[sgt] + oneOf(random, [-1, 1])));
        add(t + between(random, 1_000, 110_000), sgt, 'AVC SuperTAPP', 'TAP POSITION', String(taps[sgt]), 'CHANGED');
      }
    if (random() < 0.2) {
      statcom = Math.max(-90, Math.min(90, statcom + between(random, -15, 15)));
      add(t + between(random, 1_000, 110_000), 'STATCOM', 'CTRL', 'Q REF', `${statcom.toFixed(1)} MVAr`, 'CHANGED');
    }
    if (random() < 0.03) {
      const sr = oneOf(random, ['SR1', 'SR2']);
      const at = t + between(random, 1_000, 100_000);
      const close = random() < 0.5;
      add(at, sr, `X2${sr.slice(2)}R CB`, close ? 'CLOSE CMD' : 'OPEN CMD', 'AUTO Q', 'ISSUED');
      add(at + between(random, 40, 90), sr, `X2${sr.slice(2)}R CB`, 'CB STATUS', close ? 'CLOSED' : 'OPEN', 'CHANGED');
    }
    if (random() < 0.05) {
      const [bay, device, point, a, b] = oneOf(random, [
        ['AUX', 'LVAC BOARD A', 'SUPPLY CHANGEOVER', 'OPERATED', 'NORMAL'],
        ['AUX', 'DOOR RELAY ROOM 2', 'DOOR', 'OPEN', 'CLOSED'],
        ['AUX', 'BATT CHARGER 110V', 'AC SUPPLY', 'ALARM', 'NORMAL'],
        ['AUX', 'FIRE PANEL', `ZONE ${between(random, 1, 12)} PRE-ALARM`, 'ON', 'OFF'],
        ['EC1', 'MAIN1 P546', 'DIFF COMMS CH B', 'DEGRADED', 'HEALTHY'],
        ['X201', 'CB', 'SF6 DENSITY STAGE 1', 'ALARM', 'NORMAL'],
        ['AUX', 'GPS CLOCK', 'SYNC', 'LOST', 'LOCKED'],
      ] as const);
      const at = t + between(random, 1_000, 100_000);
      add(at, bay, device, point, '-', a);
      add(at + between(random, 2_000, 90_000), bay, device, point, '-', b);
    }
    if (random() < 0.02)
      add(
        t + between(random, 1_000, 100_000),
        'SGT1',
        'AVC SuperTAPP',
        'TARGET VOLTAGE',
        `${within(random, 398, 404).toFixed(1)} kV`,
        'SET (NGET)',
      );
  }
  // Last night's secondary injection test on EC1 Main 2, and the EC2 trip.
  add(T(18, 21, 42, 10, 2), 'EC1', 'MAIN2 P443', 'TEST MODE', '-', 'ON');
  add(T(18, 21, 44, 31, 550), 'EC1', 'MAIN2 P443', 'DIST Z1 TRIP', 'A-E', 'OPERATED (TEST)');
  add(T(18, 21, 44, 31, 580), 'EC1', 'MAIN2 P443', 'FAULT LOCATOR', 'A-E 3.10 km If=2.00 kA', 'RECORDED (TEST)');
  add(T(18, 21, 58, 2, 911), 'EC1', 'MAIN2 P443', 'TEST MODE', '-', 'OFF');
  const seq: [number, string, string, string, string, string][] = [
    [0, 'EC2', 'MAIN1 P546', '87L DIFF START', 'A', 'ON'],
    [5, 'EC2', 'MAIN2 P443', 'DIST Z1 START', 'A-E', 'ON'],
    [16, 'EC2', 'MAIN1 P546', '87L DIFF TRIP', 'A', 'OPERATED'],
    [21, 'EC2', 'MAIN2 P443', 'DIST Z1 TRIP', 'A-E', 'OPERATED'],
    [24, 'EC2', 'MAIN1 P546', 'INTERTRIP SEND', 'OSP1 X202', 'ON'],
    [33, 'EC2', 'X202 CB', 'TRIP COIL 1', '-', 'ENERGISED'],
    [34, 'EC2', 'X202 CB', 'TRIP COIL 2', '-', 'ENERGISED'],
    [64, 'EC2', 'X202 CB', 'CB STATUS', 'OPEN', 'CHANGED'],
    [76, 'EC2', 'MAIN1 P546', 'FAULT LOCATOR', 'A-E 17.42 km If=11.84 kA', 'RECORDED'],
    [79, 'EC2', 'MAIN2 P443', 'FAULT LOCATOR', 'A-E 17.38 km If=11.79 kA', 'RECORDED'],
    [92, 'EC2', 'DAR', 'AUTO RECLOSE', 'INHIBITED (CABLE CCT)', 'LOCKOUT'],
    [140, 'SGT2', 'LV X2T2 CB', 'CB STATUS', 'OPEN', 'CHANGED'],
    [162, 'EC2', 'MAIN1 P546', '87L DIFF START', 'A', 'OFF'],
    [168, 'EC2', 'MAIN2 P443', 'DIST Z1 START', 'A-E', 'OFF'],
    [910, 'EC2', 'MAIN1 P546', 'DISTURBANCE RECORD', 'DR 0412 saved', 'RECORDED'],
    [1_240, 'EC2', 'MAIN2 P443', 'DISTURBANCE RECORD', 'DR 0188 saved', 'RECORDED'],
    [48_600, 'SR2', 'X22R CB', 'OPEN CMD', 'CONTROL ROOM (m.eriksen)', 'ISSUED'],
    [48_660, 'SR2', 'X22R CB', 'CB STATUS', 'OPEN', 'CHANGED'],
  ];
  for (const [ms, bay, device, point, value, state] of seq) add(trip + ms, bay, device, point, value, state);
  rows.sort((a, b) => a.t - b.t);
  const lines = table(
    ['Date       Time', 'Bay', 'Device', 'Point', 'Value', 'State'],
    rows.map((r) => r.cells),
  );
  const needle = lines[rows.findIndex((r) => r.cells[4] === 'A-E 17.42 km If=11.84 kA') + 1]!;
  const output = `${[
    'Holme Marsh 400/220 kV Substation - Sequence of Events',
    `Exported ${dmy(T(19, 9, 5))} 09:05:12 by KBOW\\m.eriksen   Filter: all bays   Period: 18/11/2026 18:00:00 - 19/11/2026 09:00:00   Events: ${rows.length}`,
    '',
    ...lines,
  ].join('\n')}\n`;
  const ask =
    "Some background: export circuit 2 tripped at Holme Marsh in the early hours and it's still off. The cable contractor needs to know whether the fault is on the land section or out under the sea, and NGET have asked us for the distance the first of the two main protection relays worked out from our end. What distance did it record?";
  return probe('round 51: substation sequence of events, preamble', ask, 'run_shell', output, 'distance', needle);
}

/** `maximo wo list` of open work orders: one turbine's yaw brake job for tomorrow, asked with a preamble and in other words. */
function workOrderList(): EconomicsTask {
  const random = seededRandom(51_009);
  const PM = [
    'Annual service 12M',
    'Gearbox oil sampling (quarterly)',
    'Pitch bearing grease replenishment',
    'Yaw gear lubrication',
    'Blade external inspection (drone)',
    'Fire suppression system inspection',
    'Service lift LOLER thorough examination',
    'TP davit crane LOLER thorough examination',
    'Tower bolt torque check (10% sample)',
    'Safety equipment check (ladders, fall arrest)',
    'Anemometer and wind vane verification',
    'Aviation lights function test',
    'Converter cooling circuit glycol check',
    'HV switchgear annual inspection',
  ];
  const CM = [
    'Replace pitch backup battery pack, axis 1',
    'Replace pitch backup battery pack, axis 3',
    'Replace gearbox offline filter element',
    'Replace converter coolant pump',
    'Repair nacelle roof hatch seal',
    'Replace generator slip ring brushes',
    'Replace ultrasonic anemometer',
    'Leading edge erosion repair, blade B',
    'Leading edge erosion repair, blade C',
    'Investigate HSS bearing temperature trend',
    'Replace yaw motor 3 encoder',
    'Replace UPS batteries (tower base)',
    'Replace hydraulic accumulator, pitch axis 2',
    'Replace nacelle cooling fan 2',
    'Replace fibre patch lead, tower base switch',
    'Replace service lift guide rollers',
  ];
  const YAW_PADS = 'Yaw brake pad replacement, all 12 calipers (pads < 4 mm)';
  const CREWS = ['TECH-A1', 'TECH-A2', 'TECH-A3', 'TECH-B1', 'TECH-B2', 'TECH-B3', 'TECH-C1', 'TECH-C2', 'ROPE-1', 'ROPE-2', 'HV-1'];
  const VESSELS = [...CTVS.map((v) => v[0]), 'SOV Kittiwake Horizon'];
  const rows: string[][] = [];
  let wo = 2_417_880;
  const day = () => ymd(T(1, 0) + between(random, 0, 110) * DAY);
  const row = (
    asset: string,
    description: string,
    type: string,
    pri: string,
    status: string,
    start: string,
    vessel: string,
    materials: string,
  ) => [`WO-${(wo += between(random, 1, 3))}`, asset, description, type, pri, status, start, oneOf(random, CREWS), vessel, materials];
  const materials = (status: string) =>
    status === 'WMATL'
      ? oneOf(random, [
          `PART SHORT ${between(random, 1, 5)}/${between(random, 6, 12)}`,
          `ON ORDER ETA ${ymd(T(24, 0) + between(random, 0, 40) * DAY)}`,
        ])
      : oneOf(random, ['N/A', 'N/A', 'KITTED', 'RESERVED', 'RESERVED']);
  const COUNT = 4_400;
  let needle = '';
  for (let i = 0; i < COUNT; i++) {
    if (i === Math.floor(COUNT * 0.47)) {
      rows.push(row('KB-D06', YAW_PADS, 'CM', '2', 'WMATL', '2026-11-20', 'Tern Voyager', 'PART SHORT 16/24 pads'));
      needle = rows[rows.length - 1]!.join('|');
      continue;
    }
    if (i === Math.floor(COUNT * 0.41)) {
      rows.push(row('KB-D07', YAW_PADS, 'CM', '2', 'APPR', '2026-11-20', 'Tern Voyager', 'KITTED'));
      continue;
    }
    if (i === Math.floor(COUNT * 0.52)) {
      rows.push(row('KB-D06', 'Gearbox oil sampling (quarterly)', 'PM', '3', 'APPR', '2026-11-20', 'Tern Voyager', 'KITTED'));
      continue;
    }
    if (i === Math.floor(COUNT * 0.58)) {
      rows.push(
        row(
          'KB-B06',
          'Yaw brake caliper 7 seal leak, replace caliper',
          'CM',
          '2',
          'WMATL',
          '2026-11-24',
          'Fulmar Spirit',
          'ON ORDER ETA 2026-11-23',
        ),
      );
      continue;
    }
    const roll = random();
    const asset =
      roll < 0.9
        ? oneOf(random, TURBINES)
        : oneOf(random, ['KB-OSP1', 'HMS-SGT1', 'HMS-SGT2', 'HMS-STATCOM', 'EC1', 'EC2', 'CTV-SKUA', 'CTV-TERN', 'GRIMSBY-BASE']);
    const pm = random() < 0.55;
    let description = pm ? oneOf(random, PM) : oneOf(random, CM);
    if (!asset.startsWith('KB-') || asset === 'KB-OSP1')
      description = oneOf(random, [
        'HV switchgear annual inspection',
        'Protection relay routine test',
        'Fire suppression system inspection',
        'Replace UPS batteries',
        'Thermographic survey',
      ]);
    else if (!pm && random() < 0.012 && asset !== 'KB-D06') description = YAW_PADS;
    const status = oneOf(random, ['WAPPR', 'APPR', 'APPR', 'WSCH', 'WSCH', 'WMATL', 'INPRG']);
    const offshore = asset.startsWith('KB-');
    rows.push(
      row(
        asset,
        description,
        pm ? 'PM' : 'CM',
        pm ? oneOf(random, ['3', '3', '4']) : oneOf(random, ['1', '2', '2', '3']),
        status,
        day(),
        offshore ? oneOf(random, VESSELS) : '-',
        pm && status !== 'WMATL' ? oneOf(random, ['N/A', 'KITTED', 'RESERVED']) : materials(status),
      ),
    );
  }
  const lines = table(['WONUM', 'ASSET', 'DESCRIPTION', 'TYPE', 'PRI', 'STATUS', 'TARGSTART', 'CREW', 'VESSEL', 'MATERIALS'], rows);
  needle = lines[rows.findIndex((r) => r.join('|') === needle) + 1]!;
  const output = `${[`# maximo wo list --site KBW --status WAPPR,APPR,WSCH,WMATL,INPRG --sort wonum   (${rows.length} work orders)`, ...lines].join('\n')}\n`;
  const ask =
    "The Tern Voyager is taking a team out to D06 tomorrow to change the worn linings on the brakes that hold the nacelle's heading, but stores reckon the kit isn't all there. Which work order is that job, and what does it say about the parts?";
  return probe('round 51: work order list, preamble and paraphrase', ask, 'run_shell', output, 'work order', needle);
}

/** `wtgparam export --all`: every turbine's controller parameters; one turbine's RoCoF protection is still the old setting. */
function turbineParameterExport(): EconomicsTask {
  const random = seededRandom(51_010);
  /** Parameter, unit, and the value: the fleet's, or one per turbine. */
  const PARAMS: readonly (readonly [string, string, string | ((wtg: string, i: number) => string)])[] = [
    ['Ctrl.RatedPower', 'kW', (w) => (w.startsWith('KB-J') ? '9000' : '9500')],
    ['Ctrl.CutInWind', 'm/s', '3.5'],
    ['Ctrl.CutOutWind', 'm/s', '25.0'],
    ['Ctrl.ReCutInWind', 'm/s', '22.0'],
    ['Ctrl.RotorSpeedMax', 'rpm', '10.50'],
    ['Ctrl.RotorSpeedMin', 'rpm', '4.80'],
    ['Ctrl.StormControl', '-', 'ON'],
    ['Ctrl.FwVersion', '-', (_, i) => (i % 7 === 3 ? '2025.4.118' : '2026.1.042')],
    ['Ctrl.SerialNo', '-', () => `KW95-${digits(random, 6)}`],
    ['Ctrl.WakeSteerOffset', 'deg', (w) => (['KB-A', 'KB-B'].includes(w.slice(0, 4)) ? '4.0' : '0.0')],
    ['Pitch.RateMax', 'deg/s', '8.0'],
    ['Pitch.FeatherAngle', 'deg', '88.0'],
    ['Pitch.FinePitch', 'deg', '-1.5'],
    ['Pitch.Offset.A', 'deg', () => within(random, -0.3, 0.3).toFixed(2)],
    ['Pitch.Offset.B', 'deg', () => within(random, -0.3, 0.3).toFixed(2)],
    ['Pitch.Offset.C', 'deg', () => within(random, -0.3, 0.3).toFixed(2)],
    ['Pitch.BatteryTestInterval', 'h', '168'],
    ['Pitch.EmergencyRate', 'deg/s', '6.5'],
    ['Yaw.ErrorStart', 'deg', '8.0'],
    ['Yaw.ErrorStop', 'deg', '2.0'],
    ['Yaw.NorthOffset', 'deg', () => within(random, 0, 360).toFixed(1)],
    ['Yaw.UntwistLimit', 'turns', '2.8'],
    ['Yaw.BrakePressureFull', 'bar', '180'],
    ['Yaw.BrakePressureResidual', 'bar', '25'],
    ['Gbx.OilTempWarn', 'C', '70'],
    ['Gbx.OilTempStop', 'C', '80'],
    ['Gbx.HssBrgTempWarn', 'C', '90'],
    ['Gbx.HssBrgTempStop', 'C', '100'],
    ['Gbx.OilPressMin', 'bar', '1.2'],
    ['Gbx.CoolerFanOn', 'C', '55'],
    ['Gbx.SerialNo', '-', () => `GB-${digits(random, 7)}`],
    ['Gen.WdgTempWarn', 'C', '145'],
    ['Gen.WdgTempStop', 'C', '155'],
    ['Gen.BrgTempWarn', 'C', '90'],
    ['Gen.SerialNo', '-', () => `GN-${digits(random, 7)}`],
    ['Conv.DcLinkNominal', 'V', '1100'],
    ['Conv.CoolantTempMax', 'C', '50'],
    ['Conv.PowerFactorRef', '-', '1.000'],
    ['Grid.Vnom', 'kV', '66.0'],
    ['Grid.QControlMode', '-', 'PPC'],
    ['Grid.PpcTimeout', 's', '10'],
    ['Prot.OV1.Level', 'pu', '1.10'],
    ['Prot.OV1.Delay', 's', '1.00'],
    ['Prot.OV2.Level', 'pu', '1.20'],
    ['Prot.OV2.Delay', 's', '0.10'],
    ['Prot.UV1.Level', 'pu', '0.85'],
    ['Prot.UV1.Delay', 's', '3.00'],
    ['Prot.OF1.Level', 'Hz', '52.00'],
    ['Prot.OF1.Delay', 's', '0.50'],
    ['Prot.UF1.Level', 'Hz', '47.00'],
    ['Prot.UF1.Delay', 's', '20.00'],
    ['Prot.UF2.Level', 'Hz', '46.50'],
    ['Prot.UF2.Delay', 's', '0.50'],
    ['Prot.RoCoF.Level', 'Hz/s', (w) => (w === 'KB-G03' ? '0.125' : '1.000')],
    ['Prot.RoCoF.Delay', 's', '0.50'],
    ['Prot.VectorShift.Enable', '-', 'OFF'],
    ['Prot.LVRT.Curve', '-', 'GC-ECC.6'],
    ['Met.Anemo.Slope', '-', () => within(random, 0.985, 1.015).toFixed(4)],
    ['Met.Anemo.Offset', 'm/s', () => within(random, -0.12, 0.12).toFixed(3)],
    ['Met.Vane.Offset', 'deg', () => within(random, -3, 3).toFixed(1)],
    ['Met.AirDensityMode', '-', 'MEASURED'],
    ['Tower.Freq1', 'Hz', () => within(random, 0.221, 0.238).toFixed(3)],
    ['Tower.Damping.Gain', '-', '0.85'],
    ['Ice.DetectEnable', '-', 'ON'],
    ['Ice.ImbalanceLimit', '-', '0.35'],
    ['Noise.Mode', '-', '0'],
    ['Aviation.Intensity', 'cd', '2000'],
    ['Aviation.VisibilityDim', '%', '10'],
    ['Fire.PreAlarmDelay', 's', '30'],
    ['Comm.IpAddress', '-', (_, i) => `10.61.${Math.floor(i / 10) + 1}.${(i % 10) + 11}`],
    ['Comm.NtpServer', '-', '10.60.0.10'],
    ['Comm.ModbusPort', '-', '502'],
    ['Comm.OpcUa.SecurityPolicy', '-', 'Basic256Sha256'],
    ['Comm.OpcUa.Port', '-', '4840'],
    ['Heater.NacelleOn', 'C', '5'],
    ['Heater.GbxOilOn', 'C', '10'],
    ['Light.TowerAuto', '-', 'ON'],
    ['Lift.InterlockEnable', '-', 'ON'],
  ];
  const USERS = ['svc.commissioning', 'j.sorensen', 'r.pryce', 'a.okoro', 'svc.paramsync', 'oem.remote'];
  const rows: string[][] = [];
  let target = -1;
  TURBINES.forEach((wtg, i) => {
    for (const [name, unit, value] of PARAMS) {
      const v = typeof value === 'string' ? value : value(wtg, i);
      if (wtg === 'KB-G03' && name === 'Prot.RoCoF.Level') target = rows.length;
      const changed = T(1, 0) - between(random, 20, 600) * DAY + pick(random, DAY);
      rows.push([
        wtg,
        name,
        v,
        unit,
        `r${between(random, 12, 48)}`,
        `${ymd(changed)} ${hmsMs(changed).slice(0, 5)}`,
        `KBOW\\${oneOf(random, USERS)}`,
      ]);
    }
  });
  const lines = table(['WTG', 'PARAMETER', 'VALUE', 'UNIT', 'REV', 'CHANGED', 'BY'], rows);
  const needle = lines[target + 1]!;
  const output = `${['# wtgparam export --site KBW --all --format table', ...lines].join('\n')}\n`;
  const ask =
    "Before the grid code compliance audit next week I'd like to know whether any turbine has a protection setting that's different from the rest of the fleet. Which turbine, and which setting?";
  return probe('round 51: turbine parameter export', ask, 'run_shell', output, 'setting', needle);
}

/** The oil lab's CSV of this year's samples: one main gearbox sample reads like the yaw gear oil. */
function gearboxOilLabCsv(): EconomicsTask {
  const random = seededRandom(51_011);
  /** Compartments: oil, grade, and the viscosity at 40 C and 100 C and the index a good sample shows. */
  const COMPARTMENTS: readonly (readonly [string, string, string, number, number, number, number])[] = [
    ['MAIN_GBX', 'Mobilgear SHC XMP 320', 'VG320', 318, 35.4, 152, 380],
    ['YAW_GBX_1', 'Mobil SHC 630', 'VG220', 219, 26.0, 150, 240],
    ['YAW_GBX_4', 'Mobil SHC 630', 'VG220', 219, 26.0, 150, 240],
    ['HPU', 'Shell Tellus S4 VX 32', 'VG32', 32.4, 6.3, 165, 310],
  ];
  const CAMPAIGNS = [T(14, 0) - 310 * DAY, T(14, 0) - 219 * DAY, T(14, 0) - 128 * DAY, T(14, 0) - 30 * DAY];
  const header =
    'sample_id,lab_no,site,turbine,component,oil,iso_vg,sampled,received,reported,oil_age_h,visc40_cst,visc100_cst,vi,tan_mgkoh_g,water_ppm,iso4406,pq_index,fe_ppm,cu_ppm,sn_ppm,pb_ppm,cr_ppm,ni_ppm,al_ppm,si_ppm,na_ppm,zn_ppm,p_ppm,ca_ppm,mo_ppm,b_ppm,severity,comment';
  const rows: string[] = [];
  let needle = '';
  let lab = 2_614_200;
  for (const wtg of TURBINES) {
    const fill = T(1, 0) - between(random, 400, 1_900) * DAY;
    for (const [component, oil, vg, v40, v100, vi, p] of COMPARTMENTS) {
      CAMPAIGNS.forEach((campaign, c) => {
        const sampled = campaign + between(random, 0, 16) * DAY;
        const odd = wtg === 'KB-E09' && component === 'MAIN_GBX' && c === 3;
        const fe = component === 'MAIN_GBX' ? between(random, 4, 38) : component === 'HPU' ? between(random, 0, 4) : between(random, 8, 70);
        const water = between(random, 40, 260) + (random() < 0.04 ? between(random, 200, 400) : 0);
        const severity = fe > 60 || water > 500 ? 'ABNORMAL' : fe > 30 || water > 350 ? 'MONITOR' : 'NORMAL';
        const comment =
          severity === 'ABNORMAL'
            ? 'Iron high for compartment, resample in 4 weeks and inspect'
            : severity === 'MONITOR'
              ? oneOf(random, ['Iron trending up, continue monitoring', 'Water slightly above typical, check breather'])
              : oneOf(random, ['Normal', 'Normal', 'Normal', 'Satisfactory for continued use']);
        const cells = [
          `KB-${ymd(sampled).slice(2, 4)}${digits(random, 5)}`,
          `L${lab++}`,
          'KBW',
          wtg,
          component,
          oil,
          vg,
          ymd(sampled),
          ymd(sampled + between(random, 3, 9) * DAY),
          ymd(sampled + between(random, 10, 16) * DAY),
          String(Math.round((sampled - fill) / HOUR)),
          (odd ? 223.7 : v40 * (1 + jitter(random) * 0.025)).toFixed(1),
          (odd ? 26.1 : v100 * (1 + jitter(random) * 0.02)).toFixed(2),
          String(odd ? 149 : vi + between(random, -4, 4)),
          within(random, 0.4, 1.1).toFixed(2),
          String(water),
          `${between(random, 15, 20)}/${between(random, 13, 17)}/${between(random, 10, 14)}`,
          String(between(random, 5, 40)),
          String(fe),
          String(between(random, 0, 6)),
          String(between(random, 0, 2)),
          String(between(random, 0, 1)),
          String(between(random, 0, 2)),
          String(between(random, 0, 2)),
          String(between(random, 0, 3)),
          String(between(random, 1, 9)),
          String(between(random, 0, 6)),
          String(between(random, 0, 12)),
          String(odd ? 262 : p + between(random, -30, 30)),
          String(between(random, 0, 15)),
          String(between(random, 0, 3)),
          String(between(random, 0, 4)),
          odd ? 'NORMAL' : severity,
          odd ? 'Normal' : comment,
        ];
        rows.push(cells.join(','));
        if (odd) needle = rows[rows.length - 1]!;
      });
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Going through this year's gearbox oil lab results: one of the main gearbox samples reads as if it's a different grade of oil from all the others. Which turbine's sample is that, and when was it taken?";
  return probe('round 51: gearbox oil lab csv', ask, 'read_file', output, 'sample', needle);
}

/** The MB52 stock overview of spares across the plants: one line's price is a hundred times the same part's elsewhere. */
function sparesStockOverview(): EconomicsTask {
  const random = seededRandom(51_012);
  /** Parts: description stem, base price in GBP, unit, and the variants that make distinct materials. */
  const PARTS: readonly (readonly [string, number, string, readonly string[]])[] = [
    ['O-RING NBR', 2.4, 'EA', Array.from({ length: 150 }, (_, i) => `${40 + i * 5}x${oneOf(random, ['3', '4', '5', '6'])}`)],
    ['BOLT HEX 10.9 HDG', 6.8, 'EA', Array.from({ length: 120 }, (_, i) => `M${oneOf(random, [16, 20, 24, 30, 36, 42])}x${60 + i * 5}`)],
    ['NUT HEX 10 HDG', 1.9, 'EA', ['M16', 'M20', 'M24', 'M30', 'M36', 'M42', 'M48', 'M56', 'M64', 'M72']],
    [
      'FILTER ELEMENT',
      86,
      'EA',
      Array.from(
        { length: 80 },
        (_, i) =>
          `${oneOf(random, ['GBX OFFLINE', 'GBX INLINE', 'HPU RETURN', 'HPU PRESSURE', 'CONV COOLANT'])} ${[3, 5, 10, 25][i % 4]}UM P${i + 1}`,
      ),
    ],
    [
      'FUSE NH aR 690V',
      38,
      'EA',
      Array.from({ length: 60 }, (_, i) => `${[63, 80, 100, 125, 160, 200, 250, 315][i % 8]}A SIZE ${1 + (i % 3)} T${i + 1}`),
    ],
    [
      'CONTACTOR 3P',
      145,
      'EA',
      Array.from({ length: 40 }, (_, i) => `${[9, 12, 18, 25, 32, 40, 50, 65, 80][i % 9]}A ${i % 2 ? '24VDC' : '230VAC'} COIL F${i + 1}`),
    ],
    [
      'BEARING',
      640,
      'EA',
      Array.from(
        { length: 120 },
        (_, i) => `${oneOf(random, ['SRB', 'CRB', 'TRB', 'DGBB'])} ${22_200 + i * 7}${oneOf(random, ['CC/W33', 'E', 'ECP', 'M/C3'])}`,
      ),
    ],
    [
      'SEAL KIT',
      210,
      'KIT',
      Array.from(
        { length: 80 },
        (_, i) => `${oneOf(random, ['PITCH CYL', 'YAW BRAKE CAL', 'HPU PUMP', 'ROTOR LOCK', 'GBX SHAFT'])} K${i + 1}`,
      ),
    ],
    ['BRAKE PAD', 96, 'EA', Array.from({ length: 12 }, (_, i) => `${oneOf(random, ['YAW', 'ROTOR', 'YAW HD'])} ${pad2(i + 1)} ORGANIC`)],
    [
      'SENSOR',
      185,
      'EA',
      Array.from(
        { length: 150 },
        (_, i) => `${oneOf(random, ['PT100', 'PROX', 'ENCODER', 'PRESSURE 0-250BAR', 'ACCEL', 'LEVEL', 'SPEED'])} TYPE ${i + 1}`,
      ),
    ],
    [
      'RELAY',
      24,
      'EA',
      Array.from(
        { length: 90 },
        (_, i) => `${oneOf(random, ['SAFETY', 'TIME', 'INTERFACE', 'MONITOR'])} ${oneOf(random, ['24VDC', '230VAC'])} V${i + 1}`,
      ),
    ],
    [
      'CABLE',
      9.5,
      'M',
      Array.from(
        { length: 80 },
        (_, i) =>
          `${oneOf(random, ['3G', '4G', '5G', '7G', '12G'])}${oneOf(random, ['1.5', '2.5', '4', '6', '16'])} ${oneOf(random, ['H07RN-F', 'OLFLEX', 'NSSHOU', 'SY'])} ${i + 1}`,
      ),
    ],
    [
      'IGBT MODULE',
      2_650,
      'EA',
      Array.from({ length: 10 }, (_, i) => `1700V ${[1_200, 1_400, 1_800, 2_400, 3_600][i % 5]}A ${i < 5 ? 'GEN SIDE' : 'GRID SIDE'}`),
    ],
    [
      'PCB',
      1_180,
      'EA',
      Array.from(
        { length: 90 },
        (_, i) => `${oneOf(random, ['PITCH DRIVE CTRL', 'IO MODULE', 'CONV GATE DRIVE', 'SAFETY CHAIN', 'HUB CPU'])} REV${i + 1}`,
      ),
    ],
    [
      'PUMP',
      1_950,
      'EA',
      Array.from(
        { length: 12 },
        (_, i) => `${oneOf(random, ['COOLANT', 'GBX LUBE', 'HPU', 'GREASE'])} ${['3kW', '5.5kW', '7.5kW', '11kW'][i % 4]} ${i + 1}`,
      ),
    ],
    [
      'MOTOR',
      2_400,
      'EA',
      Array.from(
        { length: 40 },
        (_, i) => `${oneOf(random, ['YAW', 'PITCH', 'FAN', 'LIFT'])} ${['2.2kW', '4kW', '5.5kW', '7.5kW'][i % 4]} ${i + 1}`,
      ),
    ],
    ['BATTERY PACK', 3_100, 'EA', ['PITCH AXIS 48 CELL', 'PITCH AXIS ULTRACAP', 'UPS 12V 100AH X20', 'UPS 12V 65AH X10', 'NAV LIGHT 24V']],
    ['GREASE', 14, 'KG', ['PITCH BRG 18KG', 'PITCH BRG 180KG', 'YAW GEAR 18KG', 'MAIN BRG 18KG', 'GEN BRG 1KG', 'BLADE BOLT 1KG']],
    ['OIL', 11, 'L', ['GBX VG320 208L', 'GBX VG320 20L', 'YAW VG220 20L', 'HPU VG32 208L', 'HPU VG32 20L']],
    [
      'MAIN COMPONENT',
      148_000,
      'EA',
      [
        'GEARBOX MEDIUM SPEED 9.5MW',
        'GENERATOR PMG 9.5MW',
        'MAIN BEARING REAR',
        'MAIN BEARING FRONT',
        'PITCH BEARING',
        'YAW BEARING',
        'BLADE 80M',
        'CONVERTER CABINET COMPLETE',
      ],
    ],
  ];
  /** Storage locations: plant, location, and the plant's price factor. */
  const LOCS: readonly (readonly [string, string, number])[] = [
    ['KB01', '0001', 1.0],
    ['KB01', '0010', 1.0],
    ['KB01', '0050', 1.0],
    ['KB02', '0001', 1.02],
    ['KB02', '0002', 1.02],
    ['KB03', '0020', 0.985],
    ['KB03', '0030', 0.985],
  ];
  interface Material {
    matnr: string;
    description: string;
    unit: string;
    price: number;
  }
  const materials: Material[] = [];
  let matnr = 30_040_000;
  for (const [stem, base, unit, variants] of PARTS)
    for (const variant of variants)
      materials.push({
        matnr: String((matnr += between(random, 1, 9))),
        description: `${stem} ${variant}`.slice(0, 40),
        unit,
        price: base * within(random, 0.5, 2.2),
      });
  const brushes = materials[Math.floor(materials.length * 0.52)]!;
  brushes.description = 'BRUSH SET SLIP RING GENERATOR 8PC';
  brushes.unit = 'SET';
  brushes.price = 412.3;
  const rows: string[][] = [];
  let needle = '';
  for (const m of materials) {
    const locs = m === brushes ? [LOCS[0]!, LOCS[1]!, LOCS[3]!, LOCS[5]!] : shuffle(random, [...LOCS]).slice(0, between(random, 1, 4));
    locs.sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : 1));
    const plantPrice = new Map<string, number>(
      LOCS.map(([plant, , factor]) => [plant, m.price * factor * within(random, 0.985, 1.015)] as const),
    );
    for (const [plant, sloc] of locs) {
      const odd = m === brushes && plant === 'KB02';
      const price = odd ? 41_230 : m === brushes ? (plant === 'KB01' ? 412.3 : 418.95) : Math.round(plantPrice.get(plant)! * 100) / 100;
      const qty = odd
        ? 6
        : m.unit === 'M' || m.unit === 'L'
          ? between(random, 20, 900)
          : m.price > 50_000
            ? between(random, 0, 2)
            : between(random, 0, 80);
      rows.push([
        m.matnr,
        m.description,
        plant,
        sloc,
        qty.toLocaleString('en-GB', { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
        m.unit,
        money(qty * price),
        'GBP',
        money(price),
        random() < 0.05 ? `${between(random, 1, 6)}.000` : '0.000',
        random() < 0.03 ? `${between(random, 1, 4)}.000` : '0.000',
      ]);
      if (odd) needle = rows[rows.length - 1]!.join('|');
    }
  }
  const lines = table(
    [
      'Material',
      'Material Description',
      'Plnt',
      'SLoc',
      'Unrestricted',
      'BUn',
      'Value Unrestr.',
      'Crcy',
      'Price/Unit',
      'In Qual. Insp.',
      'Blocked',
    ],
    rows,
  );
  needle = lines[rows.findIndex((r) => r.join('|') === needle) + 1]!;
  const output = `${[
    'Stock Overview: Warehouse Stocks of Material (MB52)                                  19.11.2026  09:14:51',
    'Plants KB01 Grimsby O&M Base, KB02 Hull Central Stores, KB03 Offshore (OSP1, SOV Kittiwake Horizon)   Valuation: moving average price',
    '',
    ...lines,
    '',
    `${rows.length} stock lines displayed`,
  ].join('\n')}\n`;
  const ask =
    'Something looks off in the spares stock report: one line is priced completely out of line with the same part held in the other stores. Which part is it, and which plant and storage location is that line?';
  return probe('round 51: spares stock overview', ask, 'run_shell', output, 'price', needle);
}

export function roundFiftyOne(): EconomicsTask[] {
  return [
    scadaTenMinuteApi(),
    gridAcceptancesXml(),
    marinePortalBundle(),
    onCallYaml(),
    historianCollectorLog(),
    vesselTransfersXml(),
    turbineAlarmLog(),
    substationSoe(),
    workOrderList(),
    turbineParameterExport(),
    gearboxOilLabCsv(),
    sparesStockOverview(),
  ];
}
