/**
 * Probe round 143, written blind: Skerrow Bank Wind, a made-up offshore wind farm operator (turbine SCADA, met mast and lidar data, grid dispatch and curtailment, vessel and crew transfer logs, blade inspections, subsea cable monitoring). "Today" is Saturday, 21 October 2028. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - SCADA 10-minute export (minified JSON, one line): the event number of the alarm one turbine raised at one time on Thursday;
 *  - floating lidar export (one-line XML): the wind direction at one height at half past midnight on Friday;
 *  - export cable DTS traces (CSV, one huge field per trace): the temperature at one distance on one cable's 2am trace;
 * b. The answer a few lines away from the line the question's words match:
 *  - asset register (YAML): the main bearing serial of one turbine, lines below its id;
 *  - crew transfer vessel trips (pretty JSON): the work order of one drop-off, beside the turbine and time it names;
 *  - blade inspection report (XML): the turbine a blade serial is fitted to, lines above the blade;
 * c. A question that paraphrases the output or carries a preamble:
 *  - grid instruction log (fixed-width table): the reference of the instruction that turned the farm down to a level on Wednesday evening;
 *  - met mast logger download (TOA5 CSV): how cold it was at the top of the mast at 6am on Tuesday;
 *  - marine coordination log (logfmt): the work order of the boat that turned back on Tuesday because of the sea state;
 * d. One value unlike its peers, with no error word near it:
 *  - controller parameter audit (INI-like): the one setting of one turbine that differs from the fleet;
 *  - firmware inventory (HTML table): the one converter on another release;
 *  - lidar upload folder (sftp ls -l): the one ten-minute data file much smaller than the rest;
 * Not among the bench's targets.
 * First run, at 508ee02 (the head when the round was written); with this file; `ROUNDS=143
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,560,055 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 143: scada 10-minute export, one line
 *     codex: 18,914 tokens, peak 18,839, 0/1 needles, 0 read-backs
 *     context-chef: 861 tokens, peak 786, 0/1 needles, 0 read-backs
 *     context-chef-store: 25,221 tokens, peak 8,808, 1/1 needles, 4 read-backs
 *     ours: 8,046 tokens, peak 3,654, 0/1 needles, 2 read-backs
 *   round 143: floating lidar profiles, one-line XML
 *     codex: 19,517 tokens, peak 19,444, 0/1 needles, 0 read-backs
 *     context-chef: 870 tokens, peak 797, 0/1 needles, 0 read-backs
 *     context-chef-store: 25,385 tokens, peak 8,871, 0/1 needles, 4 read-backs
 *     ours: 18,927 tokens, peak 7,695, 0/1 needles, 3 read-backs
 *   round 143: export cable DTS traces, CSV with one huge field
 *     codex: 322 tokens, peak 236, 0/1 needles, 0 read-backs
 *     context-chef: 1,065 tokens, peak 979, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,434 tokens, peak 3,720, 0/1 needles, 4 read-backs
 *     ours: 7,164 tokens, peak 2,216, 0/1 needles, 4 read-backs
 *   round 143: asset register, YAML
 *     codex: 13,628 tokens, peak 13,560, 0/1 needles, 0 read-backs
 *     context-chef: 670 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,122 tokens, peak 1,596, 0/1 needles, 2 read-backs
 *     ours: 2,213 tokens, peak 1,284, 1/1 needles, 1 read-backs
 *   round 143: crew transfer vessel trips, pretty JSON
 *     codex: 13,668 tokens, peak 13,592, 0/1 needles, 0 read-backs
 *     context-chef: 720 tokens, peak 644, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,413 tokens, peak 1,724, 1/1 needles, 2 read-backs
 *     ours: 3,982 tokens, peak 1,622, 1/1 needles, 2 read-backs
 *   round 143: blade inspection campaign, XML
 *     codex: 13,311 tokens, peak 13,242, 0/1 needles, 0 read-backs
 *     context-chef: 654 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,491 tokens, peak 2,057, 1/1 needles, 2 read-backs
 *     ours: 956 tokens, peak 689, 1/1 needles, 0 read-backs
 *   round 143: grid instruction log, fixed-width
 *     codex: 19,641 tokens, peak 19,538, 0/1 needles, 0 read-backs
 *     context-chef: 850 tokens, peak 747, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,372 tokens, peak 4,823, 1/1 needles, 3 read-backs
 *     ours: 9,780 tokens, peak 4,805, 1/1 needles, 3 read-backs
 *   round 143: met mast logger download, TOA5
 *     codex: 24,664 tokens, peak 24,589, 0/1 needles, 0 read-backs
 *     context-chef: 1,061 tokens, peak 986, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,382 tokens, peak 1,386, 0/1 needles, 4 read-backs
 *     ours: 4,607 tokens, peak 983, 0/1 needles, 4 read-backs
 *   round 143: marine coordination log, logfmt
 *     codex: 18,846 tokens, peak 18,717, 0/1 needles, 0 read-backs
 *     context-chef: 994 tokens, peak 865, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,871 tokens, peak 1,475, 0/1 needles, 4 read-backs
 *     ours: 4,971 tokens, peak 1,050, 0/1 needles, 4 read-backs
 *   round 143: controller parameter read-back, INI
 *     codex: 16,701 tokens, peak 16,607, 0/1 needles, 0 read-backs
 *     context-chef: 829 tokens, peak 735, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,482 tokens, peak 3,652, 0/1 needles, 3 read-backs
 *     ours: 8,811 tokens, peak 3,722, 1/1 needles, 3 read-backs
 *   round 143: firmware inventory, HTML table
 *     codex: 18,910 tokens, peak 18,833, 0/1 needles, 0 read-backs
 *     context-chef: 813 tokens, peak 736, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,041 tokens, peak 3,197, 0/1 needles, 4 read-backs
 *     ours: 7,118 tokens, peak 3,715, 0/1 needles, 4 read-backs
 *   round 143: lidar upload folder, sftp ls -l
 *     codex: 19,295 tokens, peak 19,211, 0/1 needles, 0 read-backs
 *     context-chef: 910 tokens, peak 826, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,900 tokens, peak 1,493, 0/1 needles, 4 read-backs
 *     ours: 4,796 tokens, peak 1,042, 1/1 needles, 4 read-backs
 *     codex: 197,417 tokens, 0/12 needles
 *     context-chef: 10,297 tokens, 0/12 needles
 *     context-chef-store: 119,114 tokens, 4/12 needles
 *     ours: 81,371 tokens, 6/12 needles
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

/** The farm's 96 turbines, rows A to H, twelve to a row. */
const TURBINES = [...'ABCDEFGH'].flatMap((row) => Array.from({ length: 12 }, (_, i) => `SKB-${row}${pad2(i + 1)}`));

const MINUTE = 60_000;

/** `make()` again until what it makes does not contain `needle` (filler never holds the answer). */
function without(needle: string, make: () => string): string {
  for (;;) {
    const text = make();
    if (!text.includes(needle)) return text;
  }
}

/** A UTC instant as ISO 8601 without milliseconds. */
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** A UTC instant as `2028-10-19 14:20:00`. */
const spaced = (ms: number) => iso(ms).replace('T', ' ').replace('Z', '');

/** A float with `digits` decimals, within [lo, hi]. */
const real = (random: () => number, lo: number, hi: number, digits: number) => (lo + random() * (hi - lo)).toFixed(digits);

/** Power of one 14 MW turbine at a hub-height wind speed, kW. */
function powerCurve(ws: number): number {
  if (ws < 3 || ws > 28) return 0;
  if (ws >= 12.5) return 14_000;
  return Math.round(14_000 * ((ws - 3) / 9.5) ** 2.6);
}

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------

/** SCADA 10-minute records of rows A to D, Thursday 10:00 to 18:00, as the historian's API prints them: one line. */
function a1ScadaExport(): EconomicsTask {
  const random = seededRandom(143_001);
  const fleet = TURBINES.slice(0, 48);
  const from = Date.UTC(2028, 9, 19, 10, 0);
  const to = Date.UTC(2028, 9, 19, 18, 0);
  const when = Date.UTC(2028, 9, 19, 14, 20);
  const who = 'SKB-C07';
  const needle = String(between(random, 5_400_000, 5_499_999));
  const codes: [number, string][] = [
    [3127, 'Yaw misalignment high'],
    [2210, 'Pitch axis 2 position deviation'],
    [4402, 'Converter cooling flow low'],
    [1030, 'Grid voltage dip ride-through'],
    [5120, 'Nacelle vibration level 1'],
    [3301, 'Cable twist limit, unwinding'],
    [7008, 'External stop: park controller limit'],
    [2291, 'Hydraulic pressure low, rotor brake'],
    [6014, 'Ambient temperature sensor deviation'],
  ];
  // The alarms around the answer: the same turbine just before and after, its neighbours at the same time.
  const forced = new Map<string, [number, string]>([
    [`${who}@${when - 10 * MINUTE}`, codes[0]!],
    [`${who}@${when + 10 * MINUTE}`, codes[5]!],
    [`SKB-C06@${when}`, codes[0]!],
    [`SKB-C08@${when}`, codes[2]!],
    [`SKB-D07@${when}`, codes[0]!],
    [`SKB-B07@${when}`, codes[4]!],
  ]);
  const offsets = fleet.map(() => real(random, -1.2, 1.2, 2));
  const records: string[] = [];
  for (let t = from + 10 * MINUTE; t <= to; t += 10 * MINUTE) {
    const hour = (t - from) / (60 * MINUTE);
    const base = 10.5 + 2.6 * Math.sin(hour / 2.3) + random() * 0.8;
    const dir = 238 + 9 * Math.sin(hour / 3.1);
    fleet.forEach((wtg, i) => {
      const key = `${wtg}@${t}`;
      const make = (ev: string | undefined): string => {
        const ws = Math.max(0.5, base + Number(offsets[i]) + (random() - 0.5) * 1.4);
        const code = key === `${who}@${when}` ? codes[0]! : (forced.get(key) ?? (random() < 0.045 ? oneOf(random, codes) : undefined));
        const stopped = code !== undefined && (code[0] === 2291 || code[0] === 3301 || code[0] === 7008);
        const p = stopped ? 0 : Math.max(0, powerCurve(ws) - between(random, 0, 180));
        const alarms =
          code === undefined
            ? []
            : [
                {
                  ev: Number(ev ?? between(random, 5_100_000, 5_999_999)),
                  code: code[0],
                  text: code[1],
                  raised: iso(t - between(random, 20, 590) * 1000),
                  active_s: between(random, 8, 600),
                  ack: oneOf(random, ['auto', 'auto', 'ops.dmacleod', 'ops.kpatel', 'ops.rsinclair']),
                },
              ];
        return JSON.stringify({
          ts: iso(t),
          wtg,
          state: stopped ? (code?.[0] === 7008 ? 'EXT_STOP' : 'STOPPED') : p > 0 ? 'RUN' : 'READY',
          p_kw: p,
          q_kvar: between(random, -420, 380),
          ws_ms: Number(ws.toFixed(2)),
          wd_deg: Number((dir + (random() - 0.5) * 6).toFixed(1)),
          nac_deg: Number((dir + (random() - 0.5) * 10).toFixed(1)),
          pitch_deg: stopped
            ? Number(real(random, 86, 89, 2))
            : p >= 14_000
              ? Number(real(random, 2, 11, 2))
              : Number(real(random, -1.5, 0.5, 2)),
          gen_rpm: stopped ? 0 : Number(real(random, 6.1, 10.2, 2)),
          t_amb_c: Number(real(random, 11.4, 12.9, 1)),
          t_gen_c: between(random, 48, 77),
          t_mb_c: between(random, 31, 46),
          avail_s: stopped ? between(random, 0, 540) : 600,
          alarms,
        });
      };
      records.push(key === `${who}@${when}` ? make(needle) : without(needle, () => make(undefined)));
    });
  }
  const output =
    `{"site":"SKB","source":"historian/scada10","query":{"from":"${iso(from)}","to":"${iso(to)}","turbines":"SKB-A01..SKB-D12","interval":"PT10M",` +
    `"fields":["state","p_kw","q_kvar","ws_ms","wd_deg","nac_deg","pitch_deg","gen_rpm","t_amb_c","t_gen_c","t_mb_c","avail_s","alarms"]},` +
    `"count":${records.length},"records":[${records.join(',')}],"next":null}`;
  return probe(
    'round 143: scada 10-minute export, one line',
    'What was the event number on the alarm turbine C07 raised at twenty past two on Thursday afternoon?',
    'scada_export',
    output,
    'c07-event',
    needle,
    true,
  );
}

/** The floating lidar's 10-minute profiles from Thursday noon to Friday noon, as one line of XML. */
function a2LidarXml(): EconomicsTask {
  const random = seededRandom(143_002);
  const heights = [40, 60, 80, 100, 120, 140, 150, 160, 180, 200, 220, 250];
  const from = Date.UTC(2028, 9, 19, 12, 0);
  const when = Date.UTC(2028, 9, 20, 0, 30);
  // The direction veers with height and swings through the day; the answer follows the same shape.
  const needle = (236 + 14 * Math.sin(12.5 / 5.5) + 1.5 + 110 * 0.08 - 0.6).toFixed(1);
  const records: string[] = [];
  for (let t = from + 10 * MINUTE; t <= from + 24 * 60 * MINUTE; t += 10 * MINUTE) {
    const hour = (t - from) / (60 * MINUTE);
    const ws0 = 8 + 3.5 * Math.sin(hour / 4) + random();
    const wd0 = 236 + 14 * Math.sin(hour / 5.5) + random() * 3;
    const make = (h: number, dir?: string): string => {
      const ws = ws0 * (h / 100) ** 0.11 + (random() - 0.5) * 0.5;
      const std = 0.6 + random() * 0.6;
      const wd = dir ?? (wd0 + (h - 40) * 0.08 + (random() - 0.5) * 4).toFixed(1);
      const packets = between(random, 470, 600);
      return (
        `<Gate h="${h}" ws="${ws.toFixed(2)}" wsMax="${(ws + 1.5 + random() * 1.6).toFixed(2)}" wsStd="${std.toFixed(2)}" wd="${wd}"` +
        ` ti="${(std / ws).toFixed(3)}" w="${real(random, -0.12, 0.1, 2)}" packets="${packets}" avail="${packets > 480 ? '100.0' : real(random, 88, 99.9, 1)}"/>`
      );
    };
    const gate = (h: number): string => (t === when && h === 150 ? make(h, needle) : without(needle, () => make(h)));
    records.push(
      `<Record ts="${iso(t)}" status="0" motionComp="1" pitch="${real(random, -3, 3, 1)}" roll="${real(random, -3, 3, 1)}"` +
        ` heave="${real(random, 0.1, 1.4, 2)}" batt="${real(random, 24.6, 26.1, 1)}" hs="${real(random, 0.8, 1.7, 2)}">` +
        heights.map(gate).join('') +
        '</Record>',
    );
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><LidarExport xmlns="urn:skb:metocean:lidar:1.2" unit="SKB-FLS01" platform="Floating lidar buoy, ZX 300M"' +
    ` lat="54.2311" lon="1.8874" from="${iso(from)}" to="${iso(from + 24 * 60 * MINUTE)}" averaging="PT10M" generated="2028-10-21T06:02:17Z">` +
    `<Heights unit="m" reference="MSL">${heights.join(' ')}</Heights><Quantities ws="m/s" wd="deg true" w="m/s" avail="%"/>` +
    records.join('') +
    '</LidarExport>';
  return probe(
    'round 143: floating lidar profiles, one-line XML',
    'What wind direction did the floating lidar measure at 150 metres at half past midnight on Friday?',
    'lidar_export',
    output,
    'lidar-150m-dir',
    needle,
    true,
  );
}

/** Distributed temperature sensing traces of both export cables: one CSV row per trace, every point in one field. */
function a3CableDts(): EconomicsTask {
  const random = seededRandom(143_003);
  const length = { EC1: 24_620, EC2: 24_860 };
  /** The temperature a trace reads along the cable, before noise: landfall, buried run, a warmer stretch, J-tube. */
  const shape = (cable: 'EC1' | 'EC2', hour: number, d: number): number => {
    const x = d / 1000;
    const load = cable === 'EC1' ? 2.4 + hour * 0.1 : 3.1 - hour * 0.2;
    if (x < 0.9) return 15.8 + 2.1 * Math.sin(x * 3);
    if (x < 1.6) return 19.4 + 1.8 * Math.sin(x * 5);
    if (x > length[cable] / 1000 - 0.4) return 22.5 + 1.5 * Math.sin(x * 8);
    return 13.2 + load + 1.9 * Math.sin(x / 2.7) + (x > 11.8 && x < 13.4 ? 2.6 : 0);
  };
  const needle = (shape('EC2', 2, 12_600) + 0.04).toFixed(2);
  const rows: string[] = [];
  for (const hour of [0, 2, 4]) {
    for (const cable of ['EC1', 'EC2'] as const) {
      const target = cable === 'EC2' && hour === 2;
      const points: string[] = [];
      let max = 0;
      let maxAt = 0;
      for (let d = 0; d <= length[cable]; d += 2) {
        let t: string;
        if (target && d === 12_600) t = needle;
        else {
          do t = (shape(cable, hour, d) + (random() - 0.5) * 0.18).toFixed(2);
          while (t === needle);
        }
        if (Number(t) > max) {
          max = Number(t);
          maxAt = d;
        }
        points.push(`${d.toFixed(1)}:${t}`);
      }
      const start = Date.UTC(2028, 9, 21, hour, 0);
      rows.push(
        [
          `T${2028_10_21_00 + hour}-${cable}`,
          cable,
          cable === 'EC1' ? 'F3' : 'F7',
          iso(start),
          iso(start + 4 * MINUTE + between(random, 0, 40) * 1000),
          '240',
          '2.0',
          String(points.length),
          real(random, 12.9, 13.4, 2),
          max.toFixed(2),
          maxAt.toFixed(1),
          `"${points.join(';')}"`,
        ].join(','),
      );
    }
  }
  const output = [
    '# Skerrow Bank Wind - export cable DTS, interrogator SKB-DTS-01 (Raman OTDR, 2 m sampling, 240 s acquisitions)',
    '# exported 2028-10-21T06:30:11Z by cablemon 3.4.1; distance in metres from the landfall transition joint bay, temperature in degC',
    'trace_id,cable,fibre,start_utc,end_utc,acq_s,sampling_m,n_points,ref_coil_c,max_c,max_at_m,points',
    ...rows,
    '',
  ].join('\n');
  return probe(
    'round 143: export cable DTS traces, CSV with one huge field',
    "In last night's 2am temperature trace for export cable 2, what did it read 12.6 km out from the landfall?",
    'dts_trace_export',
    output,
    'ec2-12600',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------

/** The asset register of every turbine, as the registry's export prints it (YAML). */
function b1AssetRegister(): EconomicsTask {
  const random = seededRandom(143_004);
  const target = 'SKB-E11';
  const bearing = () => `MB-${oneOf(random, ['SKF', 'SCH', 'TIM'])}-${between(random, 2400, 2499)}-${chars(random, '0123456789', 5)}`;
  const needle = bearing();
  const suppliers = { SKF: 'SKF Gothenburg', SCH: 'Schaeffler', TIM: 'Timken' };
  const lines = [
    '# asset-registry export (assetctl get register --site SKB -o yaml)',
    'apiVersion: assets.skerrow.io/v2',
    'kind: SiteAssetRegister',
    'metadata:',
    '  site: SKB',
    '  name: Skerrow Bank',
    '  operator: Skerrow Bank Wind Ltd',
    '  generated: "2028-10-21T07:12:44Z"',
    '  revision: 4187',
    'turbines:',
  ];
  TURBINES.forEach((id, i) => {
    const row = id[4]!;
    const col = Number(id.slice(5));
    const block = (mb: string): string[] => {
      const replaced = id !== target && random() < 0.12;
      const supplier = mb.slice(3, 6) as keyof typeof suppliers;
      const commissioned = `2026-${pad2(between(random, 3, 9))}-${pad2(between(random, 1, 28))}`;
      return [
        `  - id: ${id}`,
        '    model: SG 14-236 DD',
        `    status: ${random() < 0.04 ? 'maintenance' : 'in_service'}`,
        '    nacelle:',
        `      serial: NC-14-${chars(random, '0123456789', 5)}`,
        '      main_bearing:',
        `        serial: ${mb}`,
        `        supplier: ${suppliers[supplier]}`,
        `        installed: "${replaced ? `2028-${pad2(between(random, 1, 9))}-${pad2(between(random, 1, 28))}` : commissioned}"`,
        ...(replaced ? [`        previous_serial: ${bearing()}`, `        change_ref: CR-${between(random, 3100, 3999)}`] : []),
        '      generator:',
        `        serial: GEN-D14-${chars(random, '0123456789', 4)}`,
        '        insulation_class: H',
        '      converter:',
        `        serial: CV-${hex(random, 6).toUpperCase()}`,
        '        firmware: 4.1.2',
        '      transformer:',
        `        serial: TX-${between(random, 100_000, 999_999)}`,
        '        rating_kva: 15500',
        '    rotor:',
        `      hub_serial: HB-${chars(random, '0123456789', 5)}`,
        '      blades:',
        ...['A', 'B', 'C'].map(
          (p) =>
            `        - {position: ${p}, serial: SB236-${chars(random, '0123456789', 4)}, lps_check: "2028-0${between(random, 4, 9)}-${pad2(between(random, 1, 28))}"}`,
        ),
        '    foundation:',
        '      type: monopile',
        `      monopile_serial: MP-${id.slice(4)}-${between(random, 1000, 9999)}`,
        `      transition_piece_serial: TP-${between(random, 3000, 3999)}`,
        `      water_depth_m: ${real(random, 24, 38, 1)}`,
        `      cp_system: ${oneOf(random, ['ICCP', 'ICCP', 'galvanic'])}`,
        '    position:',
        `      lat: ${(54.12 + (row.charCodeAt(0) - 65) * 0.0121 + random() * 0.0008).toFixed(5)}`,
        `      lon: ${(1.81 + col * 0.0187 + random() * 0.0008).toFixed(5)}`,
        `    commissioned: "${commissioned}"`,
        '    electrical:',
        `      array_string: S${pad2(Math.floor(i / 6) + 1)}`,
        `      upstream: ${col % 6 === 0 ? 'OSS-1' : TURBINES[i + 1]}`,
        `      switchgear_serial: GIS-${chars(random, '0123456789', 6)}`,
        '    scada:',
        `      ip: 10.31.${row.charCodeAt(0) - 64}.${100 + col}`,
        `      controller_sn: WTC-${chars(random, '0123456789ABCDEF', 8)}`,
      ];
    };
    lines.push(...(id === target ? block(needle) : without(needle, () => block(bearing()).join('\n')).split('\n')));
  });
  lines.push(
    'substations:',
    '  - id: OSS-1',
    '    type: offshore substation',
    '    transformers: [SGT1, SGT2]',
    '    export_cables: [EC1, EC2]',
    '',
  );
  return probe(
    'round 143: asset register, YAML',
    "What's the serial number of the main bearing in turbine E11?",
    'asset_register_get',
    lines.join('\n'),
    'e11-main-bearing',
    needle,
  );
}

/** The crew transfer vessels' trips of the week, each with its transfers, as the marine system's API returns them. */
function b2CtvTrips(): EconomicsTask {
  const random = seededRandom(143_005);
  const vessels = [
    { name: 'Skerrow Tern', mmsi: 235_118_221, masters: ['J. Reid', 'A. Lowrie'] },
    { name: 'Skerrow Gannet', mmsi: 235_118_239, masters: ['M. Flett', 'S. Okafor'] },
    { name: 'Bank Runner', mmsi: 235_097_514, masters: ['D. Ironside', 'P. Kowalczyk'] },
    { name: 'Seacat Resolute', mmsi: 232_014_880, masters: ['T. Haugland', 'C. Mair'] },
  ];
  let wo = 283_140;
  const nextWo = () => `WO-${(wo += between(random, 1, 9))}`;
  let needle = '';
  const trips: unknown[] = [];
  for (let day = 15; day <= 21; day++) {
    const sailing = day === 18 ? vessels.slice(0, 1) : day === 21 ? vessels.slice(0, 2) : vessels;
    sailing.forEach((vessel, v) => {
      const depart = Date.UTC(2028, 9, day, 6, between(random, 0, 40));
      const stops = shuffle(random, TURBINES.slice()).slice(0, between(random, 4, 6));
      if (day === 17 && v === 1) stops.splice(1, 0, 'SKB-D09');
      if ((day === 17 || day === 19) && v === 2) stops[0] = 'SKB-D10';
      if (day === 19 && v === 0) stops[1] = 'SKB-D09';
      const unique = [...new Set(day === 17 && v !== 1 ? stops.filter((s) => s !== 'SKB-D09') : stops)];
      const transfers: Record<string, unknown>[] = [];
      let t = depart + between(random, 70, 95) * MINUTE;
      unique.forEach((turbine) => {
        const order = nextWo();
        if (day === 17 && turbine === 'SKB-D09') needle = order;
        transfers.push({
          seq: transfers.length + 1,
          turbine,
          type: 'drop',
          time_utc: iso(t),
          persons: between(random, 2, 4),
          hs_m: Number(real(random, 0.6, 1.4, 1)),
          approach: oneOf(random, ['bow-on', 'bow-on', 'bow-on', 'walk-to-work']),
          push_kn: between(random, 90, 140),
          work_order: order,
        });
        t += between(random, 12, 30) * MINUTE;
      });
      if (day < 21) {
        t += between(random, 240, 330) * MINUTE;
        [...unique].reverse().forEach((turbine) => {
          const drop = transfers.find((x) => x.turbine === turbine)!;
          transfers.push({
            seq: transfers.length + 1,
            turbine,
            type: 'pickup',
            time_utc: iso(t),
            persons: drop.persons,
            hs_m: Number(real(random, 0.6, 1.5, 1)),
            approach: drop.approach,
            push_kn: between(random, 90, 140),
            work_order: null,
            drop_seq: drop.seq,
          });
          t += between(random, 10, 25) * MINUTE;
        });
      }
      trips.push({
        trip_ref: `CTV-${day}10-${pad2(v + 1)}-${hex(random, 4)}`,
        vessel: vessel.name,
        mmsi: vessel.mmsi,
        master: vessel.masters[day % 2]!,
        crew: 3,
        depart_port: 'Grimsby Royal Dock',
        depart_utc: iso(depart),
        return_utc: day < 21 ? iso(t + between(random, 75, 100) * MINUTE) : null,
        pob_out: 3 + transfers.filter((x) => x.type === 'drop').reduce((sum, x) => sum + Number(x.persons), 0),
        fuel_used_l: day < 21 ? between(random, 1400, 2300) : null,
        weather_window: { hs_limit_m: 1.5, forecast_hs_max_m: Number(real(random, 0.9, 1.6, 1)) },
        transfers,
      });
    });
  }
  const output = JSON.stringify(
    { site: 'SKB', generated: '2028-10-21T09:05:41Z', period: { from: '2028-10-15', to: '2028-10-21' }, count: trips.length, trips },
    null,
    2,
  );
  return probe(
    'round 143: crew transfer vessel trips, pretty JSON',
    'What work order were the techs on when they got dropped at D09 on Tuesday morning?',
    'ctv_trip_log',
    `${output}\n`,
    'd09-tuesday-wo',
    needle,
  );
}

/** The autumn drone inspection campaign's findings, blade by blade, as the inspection contractor's XML. */
function b3BladeInspection(): EconomicsTask {
  const random = seededRandom(143_006);
  const target = 'SKB-F04';
  const blade = 'SB236-1187';
  const nearMisses = new Map([
    ['SKB-B09', 'SB236-1178'],
    ['SKB-G02', 'SB236-1817'],
    ['SKB-D11', 'SB236-1887'],
  ]);
  const used = new Set([blade, ...nearMisses.values()]);
  const serial = (): string => {
    for (;;) {
      const s = `SB236-${String(between(random, 100, 2999)).padStart(4, '0')}`;
      if (!used.has(s)) {
        used.add(s);
        return s;
      }
    }
  };
  const types: [string, string, number[]][] = [
    ['LE', 'Leading edge erosion', [1, 2, 2, 3]],
    ['LE', 'Leading edge protection shell debonding', [2, 3]],
    ['TE', 'Trailing edge crack', [2, 3, 4]],
    ['SS', 'Gelcoat chipping', [1, 1, 2]],
    ['PS', 'Gelcoat chipping', [1, 2]],
    ['TIP', 'Lightning receptor burn mark', [1, 2, 3]],
    ['ROOT', 'Sealant cracking at root flange', [1, 2]],
    ['SS', 'Vortex generator missing', [1, 2]],
  ];
  const actions = ['Monitor', 'Monitor', 'Repair next campaign', 'Repair within 6 months', 'Rope access repair scheduled'];
  const counts = [0, 0, 0, 0, 0];
  let image = 1000;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<InspectionCampaign xmlns="urn:skb:inspection:blade:3" id="SKB-BI-2028-AUT" contractor="Aerial Blade Services Ltd" method="UAV, 61 MP"',
    '    start="2028-09-04" end="2028-10-13" turbines="96" issued="2028-10-20T16:44:00Z" severityScale="1 (cosmetic) to 5 (stop turbine)">',
  ];
  TURBINES.forEach((id, i) => {
    const inspected = Date.UTC(2028, 8, 4 + Math.floor(i / 2.6));
    lines.push(
      `  <Turbine id="${id}" inspected="${iso(inspected).slice(0, 10)}" pilot="${oneOf(random, ['R. Dunn', 'L. Moffat', 'K. Ahmed'])}" images="${between(random, 540, 720)}" windAtInspection_ms="${real(random, 3, 11, 1)}">`,
    );
    ['A', 'B', 'C'].forEach((position) => {
      const s =
        id === target && position === 'B'
          ? blade
          : id !== target && position === 'C' && nearMisses.has(id)
            ? nearMisses.get(id)!
            : serial();
      const replaced =
        random() < 0.03 ? ` previousSerial="${serial()}" replaced="2027-0${between(random, 4, 9)}-${pad2(between(random, 1, 28))}"` : '';
      lines.push(
        `    <Blade position="${position}" serial="${s}" manufacturer="SGRE Aalborg" mould="M${between(random, 1, 4)}"${replaced}>`,
      );
      const n = id === target && position === 'A' ? 2 : id === target && position === 'B' ? 1 : pick(random, 4);
      for (let f = 0; f < n; f++) {
        const [zone, type, cats] = oneOf(random, types);
        const category = oneOf(random, cats);
        counts[category - 1]!++;
        const radius = zone === 'TIP' ? real(random, 112, 115.5, 1) : zone === 'ROOT' ? real(random, 0.5, 3, 1) : real(random, 20, 112, 1);
        lines.push(
          `      <Finding ref="F${between(random, 100_000, 999_999)}" zone="${zone}" radius_m="${radius}" length_mm="${between(random, 10, 900)}" width_mm="${between(random, 2, 80)}"` +
            ` type="${type}" category="${category}" action="${category >= 3 ? oneOf(random, actions.slice(2)) : oneOf(random, actions.slice(0, 2))}" image="DJI_${iso(inspected).slice(0, 10).replaceAll('-', '')}_${++image}.JPG"/>`,
        );
      }
      lines.push('    </Blade>');
    });
    lines.push('  </Turbine>');
  });
  lines.push(
    '  <Summary>',
    ...counts.map((c, k) => `    <Category level="${k + 1}" findings="${c}"/>`),
    '  </Summary>',
    '</InspectionCampaign>',
    '',
  );
  return probe(
    'round 143: blade inspection campaign, XML',
    'Which turbine is blade SB236-1187 fitted to?',
    'blade_inspection_report',
    lines.join('\n'),
    'blade-1187-turbine',
    target,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------

/** The control room's log of grid instructions for the farm's BM unit over the week, as a fixed-width report. */
function c1GridInstructions(): EconomicsTask {
  const random = seededRandom(143_007);
  const from = Date.UTC(2028, 9, 14, 0, 0);
  const to = Date.UTC(2028, 9, 21, 6, 0);
  const day = (d: number, h: number, m: number) => Date.UTC(2028, 9, d, h, m);
  // Grid instructions to a level: the answer (Wednesday evening, 180 MW) and its near-misses.
  const forced: [number, number][] = [
    [day(17, 19, 40), 180],
    [day(18, 15, 10), 185],
    [day(18, 19, 25), 180],
    [day(18, 21, 50), 240],
    [day(19, 18, 55), 180],
    [day(18, 6, 5), 180],
  ];
  let boa = 4_471_880;
  let needle = '';
  type Row = { at: number; cells: string[] };
  const rows: Row[] = [];
  const fmt = (ms: number) => spaced(ms).slice(0, 16);
  let pn = 820;
  const operators = ['ops.kpatel', 'ops.dmacleod', 'ops.rsinclair', 'ops.fbrodie'];
  for (let t = from; t < to; t += 30 * MINUTE) {
    do pn = Math.max(90, Math.min(1_330, pn + between(random, -90, 90)));
    while (pn === 180);
    const period = new Date(t).getUTCHours() * 2 + (new Date(t).getUTCMinutes() >= 30 ? 2 : 1);
    const sent = t - between(random, 65, 75) * MINUTE;
    rows.push({
      at: sent,
      cells: [
        `PN-${iso(t).slice(0, 10).replaceAll('-', '')}-${pad2(period)}`,
        spaced(sent),
        'PN',
        fmt(t),
        fmt(t + 30 * MINUTE),
        `${pn}.0`,
        `${pn}.0`,
        '-',
        '-',
        'N',
        'SENT',
        '-',
        'edlgw-02',
      ],
    });
  }
  const instruction = (at: number, level: number) => {
    const id = `BOA-${(boa += between(random, 3, 60))}`;
    const received = at - between(random, 2, 9) * MINUTE - between(random, 0, 59) * 1000;
    rows.push({
      at: received,
      cells: [
        id,
        spaced(received),
        'BOA',
        fmt(at),
        fmt(at + between(random, 2, 8) * 30 * MINUTE),
        `${between(random, 520, 1_300)}.0`,
        `${level}.0`,
        `${oneOf(random, [20, 25, 30, 40, 50])}.0`,
        oneOf(random, ['CONS', 'CONS', 'CONS', 'ENRG', 'SYS']),
        random() < 0.8 ? 'Y' : 'N',
        'ACK',
        String(between(random, 4, 58)),
        oneOf(random, operators),
      ],
    });
    return id;
  };
  const planned = forced.slice();
  for (let d = 14; d <= 21; d++) {
    const count = between(random, 9, 14);
    for (let k = 0; k < count; k++) {
      const at = day(d, between(random, 0, 23), oneOf(random, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]));
      if (at >= to - 60 * MINUTE) continue;
      let level: number;
      do level = between(random, 12, 120) * 10 - oneOf(random, [0, 5]);
      while (level === 180);
      planned.push([at, level]);
    }
    if (random() < 0.6) {
      const at = day(d, between(random, 0, 23), 0);
      if (at < to) {
        rows.push({
          at,
          cells: [
            `MEL-${between(random, 10_000, 99_999)}`,
            spaced(at),
            'MEL',
            fmt(at),
            fmt(at + 6 * 60 * MINUTE),
            '1344.0',
            `${oneOf(random, [1330, 1316, 1302])}.0`,
            '-',
            'AVAIL',
            'N',
            'SENT',
            '-',
            oneOf(random, operators),
          ],
        });
      }
    }
  }
  planned.sort((a, b) => a[0] - b[0]);
  for (const [at, level] of planned) {
    const id = instruction(at, level);
    if (at === forced[2]![0] && level === forced[2]![1]) needle = id;
  }
  rows.sort((a, b) => a.at - b.at);
  const widths = [16, 19, 4, 16, 16, 10, 8, 6, 6, 7, 6, 5, 14];
  const line = (cells: string[]) =>
    cells
      .map((c, k) => (k >= 5 && k <= 7 ? c.padStart(widths[k]!) : c.padEnd(widths[k]!)))
      .join('  ')
      .trimEnd();
  const headers = [
    'INSTR_ID',
    "REC'D (UTC)",
    'TYPE',
    'FROM (UTC)',
    'TO (UTC)',
    'LEVEL_FROM',
    'LEVEL_TO',
    'RAMP',
    'REASON',
    'SO_FLAG',
    'STATUS',
    'ACK_S',
    'BY',
  ];
  const out = [
    'SKERROW BANK WIND LTD - CONTROL ROOM                  GRID INSTRUCTION LOG                  Printed 2028-10-21 06:14 UTC by ops.kpatel',
    'BM Unit: T_SKRBW-1 (Skerrow Bank Offshore Wind Farm)   Registered capacity 1344.0 MW   Connection: Killingholme 400 kV',
    `Period: ${fmt(from)} UTC to ${fmt(to)} UTC   Source: EDL/EDT gateway edlgw-02   Levels in MW, ramp in MW/min`,
    '',
    line(headers),
    line(widths.map((w) => '-'.repeat(w))),
  ];
  let lastDay = '';
  for (const row of rows) {
    const today = spaced(row.at).slice(0, 10);
    if (today !== lastDay) {
      if (lastDay) out.push('');
      out.push(`== ${new Date(row.at).toUTCString().slice(0, 16)} ==`);
      lastDay = today;
    }
    out.push(line(row.cells));
  }
  out.push(
    '',
    `${rows.length} rows. BOA = bid-offer acceptance (acknowledged), PN = physical notification, MEL = maximum export limit.`,
    '',
  );
  return probe(
    'round 143: grid instruction log, fixed-width',
    'Finance is pulling together the constraint payments claim for October and asked me to double-check one item. On Wednesday evening the grid operator told us to turn the whole farm down to 180 megawatts. What was the reference for that instruction?',
    'grid_instruction_log',
    out.join('\n'),
    'wednesday-180',
    needle,
  );
}

/** The met mast logger's ten-minute table for the week, as the Campbell logger's TOA5 download. */
function c2MetMastToa5(): EconomicsTask {
  const random = seededRandom(143_008);
  const from = Date.UTC(2028, 9, 14, 0, 10);
  const to = Date.UTC(2028, 9, 21, 6, 0);
  const when = Date.UTC(2028, 9, 17, 6, 0);
  const hoursOf = (t: number) => (t - from) / (60 * MINUTE);
  const airAt = (t: number) => 11.6 - 1.4 * Math.cos(((hoursOf(t) % 24) / 24) * 2 * Math.PI - 2.4) - hoursOf(t) * 0.012;
  const needle = (airAt(when) - 0.213).toFixed(3);
  const columns = [
    ['TIMESTAMP', 'TS', ''],
    ['RECORD', 'RN', ''],
    ...[117, 100, 80, 60, 40].flatMap((h) => [
      [`WS_${h}m_Avg`, 'meters/second', 'Avg'],
      [`WS_${h}m_Std`, 'meters/second', 'Std'],
      [`WS_${h}m_Max`, 'meters/second', 'Max'],
    ]),
    ['WD_115m_Avg', 'Degrees', 'WVc'],
    ['WD_115m_Std', 'Degrees', 'WVc'],
    ['WD_78m_Avg', 'Degrees', 'WVc'],
    ['WD_78m_Std', 'Degrees', 'WVc'],
    ['AirTC_112m_Avg', 'Deg C', 'Avg'],
    ['AirTC_112m_Min', 'Deg C', 'Min'],
    ['AirTC_112m_Max', 'Deg C', 'Max'],
    ['RH_112m_Avg', '%', 'Avg'],
    ['AirTC_21m_Avg', 'Deg C', 'Avg'],
    ['RH_21m_Avg', '%', 'Avg'],
    ['BP_19m_Avg', 'hPa', 'Avg'],
    ['Rain_mm_Tot', 'mm', 'Tot'],
    ['BattV_Min', 'Volts', 'Min'],
    ['PTemp_C_Avg', 'Deg C', 'Avg'],
  ];
  const quote = (cells: string[]) => cells.map((c) => `"${c}"`).join(',');
  const lines = [
    quote(['TOA5', 'SKB_MM01', 'CR6', '14387', 'CR6.Std.12.01', 'CPU:SKB_MetMast_v7.CR6', '51502', 'Ten_Min']),
    quote(columns.map((c) => c[0]!)),
    quote(columns.map((c) => c[1]!)),
    quote(columns.map((c) => c[2]!)),
  ];
  let record = 184_211;
  for (let t = from; t <= to; t += 10 * MINUTE) {
    const h = hoursOf(t);
    const base = 9.5 + 3.2 * Math.sin(h / 7.3) + 1.3 * Math.sin(h / 2.1);
    const make = (air: string | undefined): string => {
      const cells = [`"${spaced(t)}"`, String(record)];
      for (const height of [117, 100, 80, 60, 40]) {
        const ws = Math.max(0.3, base * (height / 117) ** 0.12 + (random() - 0.5) * 0.6);
        const std = 0.5 + random() * 0.9;
        cells.push(ws.toFixed(3), std.toFixed(3), (ws + 2 * std + random()).toFixed(3));
      }
      const wd = 228 + 25 * Math.sin(h / 11) + (random() - 0.5) * 6;
      cells.push(wd.toFixed(2), real(random, 6, 14, 2), (wd - 3 + random() * 2).toFixed(2), real(random, 6, 14, 2));
      const top = air ?? (airAt(t) + (random() - 0.5) * 0.5).toFixed(3);
      cells.push(top, (Number(top) - 0.1 - random() * 0.3).toFixed(3), (Number(top) + 0.1 + random() * 0.3).toFixed(3));
      cells.push(real(random, 74, 93, 2), (Number(top) + 0.6 + random() * 0.5).toFixed(3), real(random, 78, 97, 2));
      cells.push(
        real(random, 1006, 1019, 2),
        random() < 0.08 ? real(random, 0.1, 1.4, 1) : '0',
        real(random, 12.6, 13.4, 2),
        (Number(top) + 3 + random() * 2).toFixed(2),
      );
      return cells.join(',');
    };
    lines.push(t === when ? make(needle) : without(needle, () => make(undefined)));
    record++;
  }
  return probe(
    'round 143: met mast logger download, TOA5',
    'How cold was it at the top of the met mast at 6am on Tuesday?',
    'met_mast_download',
    `${lines.join('\r\n')}\r\n`,
    'mast-top-tuesday-6am',
    needle,
  );
}

/** The marine coordination centre's event log for the week, one logfmt line per event. */
function c3MarineLog(): EconomicsTask {
  const random = seededRandom(143_009);
  const vessels = [
    { name: 'Skerrow Tern', mmsi: 235_118_221 },
    { name: 'Skerrow Gannet', mmsi: 235_118_239 },
    { name: 'Bank Runner', mmsi: 235_097_514 },
    { name: 'Seacat Resolute', mmsi: 232_014_880 },
  ];
  let wo = 283_120;
  const nextWo = () => `WO-${(wo += between(random, 1, 9))}`;
  let needle = '';
  const events: { at: number; text: string }[] = [];
  const log = (at: number, text: string) => events.push({ at, text });
  const end = Date.UTC(2028, 9, 21, 9, 30);
  for (let t = Date.UTC(2028, 9, 14, 0, 0); t < end; t += 30 * MINUTE) {
    const date = new Date(t);
    const rough = [16, 17, 19].includes(date.getUTCDate()) && date.getUTCHours() >= 5 && date.getUTCHours() < 13 ? 0.55 : 0;
    const hs = 0.8 + 0.5 * Math.sin((t - Date.UTC(2028, 9, 14)) / 86_400_000) + rough + random() * 0.3;
    log(
      t + between(random, 0, 50) * 1000,
      `src=buoy-wr01 evt=wave_obs hs_m=${hs.toFixed(2)} tp_s=${real(random, 5.5, 9.5, 1)} dir_deg=${between(random, 190, 260)} sst_c=${real(random, 12.8, 13.6, 1)}`,
    );
  }
  for (let d = 14; d <= 21; d++) {
    for (const [h, m] of [
      [6, 0],
      [12, 0],
      [18, 0],
    ] as const) {
      const at = Date.UTC(2028, 9, d, h, m, between(random, 0, 59));
      if (at < end)
        log(
          at,
          `src=mcc evt=radio_check ch=16 stations=${between(random, 3, 5)} result=ok operator=${oneOf(random, ['mcc.jbain', 'mcc.lcraig', 'mcc.hstewart'])}`,
        );
    }
    vessels.forEach((vessel, v) => {
      if (d === 18 && v > 0) return;
      if (d === 21 && v > 1) return;
      const tag = `src=ctv vessel="${vessel.name}" mmsi=${vessel.mmsi}`;
      let t = Date.UTC(2028, 9, d, 5, 40 + between(random, 0, 30), between(random, 0, 59));
      const stops = shuffle(random, TURBINES.slice()).slice(0, between(random, 3, 5));
      const techs = stops.map(() => between(random, 2, 4));
      const pob = 3 + techs.reduce((a, b) => a + b, 0);
      log(t, `${tag} evt=crew_manifest pob=${pob} crew=3 techs=${pob - 3} muster=complete`);
      t += between(random, 10, 20) * MINUTE;
      log(t, `${tag} evt=depart port=GRIMSBY berth=RD-${between(random, 1, 6)}`);
      const ping = (from: number, until: number) => {
        for (let p = from + 20 * MINUTE; p < Math.min(until, end); p += 20 * MINUTE) {
          log(
            p,
            `${tag} evt=ais lat=${real(random, 53.6, 54.3, 5)} lon=${real(random, -0.1, 2.1, 5)} sog_kn=${real(random, 0, 24, 1)} cog=${between(random, 0, 359)}`,
          );
        }
      };
      const sailed = t;
      t += between(random, 75, 95) * MINUTE;
      log(t, `${tag} evt=field_entry zone=SKB-500m`);
      const abort =
        d === 17 && v === 2 ? 'target' : (d === 16 && v === 3) || (d === 19 && v === 1) ? 'sea' : d === 17 && v === 0 ? 'permit' : '';
      const done: number[] = [];
      for (let k = 0; k < stops.length; k++) {
        t += between(random, 6, 22) * MINUTE;
        const order = nextWo();
        const hs = real(random, 0.7, 1.3, 2);
        if (k === 0 && (abort === 'target' || abort === 'sea')) {
          if (abort === 'target') needle = order;
          const measured = abort === 'target' ? '1.84' : real(random, 1.6, 2.0, 2);
          log(
            t,
            `${tag} evt=transfer op=drop wtg=${stops[k]} persons=${techs[k]} wo=${order} hs_m=${measured} limit_hs_m=1.50 result=aborted reason=sea_state note="fender slip on approach, techs kept aboard"`,
          );
          t += between(random, 4, 9) * MINUTE;
          log(t, `${tag} evt=rtb reason=sea_state persons_aboard=${pob} remaining_wo=${stops.length - 1}`);
          break;
        }
        if (k === 1 && abort === 'permit') {
          log(
            t,
            `${tag} evt=transfer op=drop wtg=${stops[k]} persons=${techs[k]} wo=${order} hs_m=${hs} limit_hs_m=1.50 result=aborted reason=permit_not_issued note="LOTO not confirmed by SCADA desk"`,
          );
          continue;
        }
        log(
          t,
          `${tag} evt=transfer op=drop wtg=${stops[k]} persons=${techs[k]} wo=${order} hs_m=${hs} limit_hs_m=1.50 result=complete push_kn=${between(random, 90, 140)}`,
        );
        done.push(k);
      }
      if (done.length > 0 && d < 21) {
        t += between(random, 240, 330) * MINUTE;
        for (const k of [...done].reverse()) {
          t += between(random, 8, 20) * MINUTE;
          log(
            t,
            `${tag} evt=transfer op=pickup wtg=${stops[k]} persons=${techs[k]} hs_m=${real(random, 0.7, 1.4, 2)} limit_hs_m=1.50 result=complete`,
          );
        }
      }
      if (d < 21 || done.length === 0) {
        t += between(random, 5, 12) * MINUTE;
        log(t, `${tag} evt=field_exit zone=SKB-500m`);
        t += between(random, 75, 95) * MINUTE;
        log(t, `${tag} evt=arrive port=GRIMSBY berth=RD-${between(random, 1, 6)} pob=${pob} fuel_l=${between(random, 1200, 2300)}`);
      }
      ping(sailed, t);
    });
  }
  events.sort((a, b) => a.at - b.at);
  const lines = events.filter((e) => e.at < end).map((e) => `ts=${iso(e.at)} lvl=info ${e.text}`);
  return probe(
    'round 143: marine coordination log, logfmt',
    'Quick update first: the new gangway on Skerrow Tern has been fine all week, so we can close that action. Separately, on Tuesday one of the boats had to bring its technicians back to port because it was too rough to get them onto the turbine. What job were they meant to be doing? I need the work order number.',
    'marine_coordination_log',
    `${lines.join('\n')}\n`,
    'tuesday-turned-back-wo',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------

/** Every turbine's controller parameters as the parameter service reads them back, one INI section per turbine. */
function d1ParamAudit(): EconomicsTask {
  const random = seededRandom(143_010);
  const odd = 'SKB-D05';
  const needle = '12600';
  const people = ['svc.paramsync', 'svc.paramsync', 'svc.paramsync', 'jmacrae', 'tlindqvist', 'svc.paramsync'];
  const lines = [
    '; Skerrow Bank Wind - controller parameter read-back (paramctl audit --site SKB --all)',
    '; read 2028-10-21T05:00:02Z .. 2028-10-21T05:03:51Z, 96 of 96 turbines answered',
    '; reference set PS-SG14-2028.2 (approved CR-3710, 2028-07-04)',
    '',
  ];
  TURBINES.forEach((id, i) => {
    const section = (): string =>
      [
        `[${id}]`,
        `controller_sn = WTC-${chars(random, '0123456789ABCDEF', 8)}`,
        'param_set = PS-SG14-2028.2',
        `read_utc = 2028-10-21T05:${pad2(Math.floor(i / 26))}:${pad2(between(random, 0, 59))}Z`,
        'rated_power_kw = 14000',
        `max_power_setpoint_kw = ${id === odd ? needle : '14000'}`,
        'cut_in_ws_ms = 3.0',
        'hwrt_start_ws_ms = 22.0',
        'cut_out_ws_ms = 28.0',
        'cut_out_avg_s = 600',
        'restart_ws_ms = 24.0',
        'gust_cut_out_ws_ms = 32.0',
        'rotor_speed_rated_rpm = 10.4',
        'rotor_speed_max_rpm = 11.2',
        'min_pitch_deg = -2.0',
        'max_pitch_rate_dps = 8.0',
        'yaw_error_limit_deg = 8.0',
        'yaw_delay_s = 45',
        'yaw_rate_dps = 0.35',
        'cable_unwind_turns = 2.5',
        `yaw_north_offset_deg = ${real(random, -4, 4, 2)}`,
        `anemometer_gain = ${real(random, 0.9975, 1.0025, 4)}`,
        `wind_vane_offset_deg = ${real(random, -1.5, 1.5, 1)}`,
        'noise_mode = 0',
        'ice_detection = on',
        'ice_stop_delay_min = 30',
        'q_control_mode = PQ',
        'pf_setpoint = 1.000',
        'frt_profile = GC0137-B',
        'nacelle_temp_max_c = 45',
        'gen_winding_temp_limit_c = 155',
        'main_bearing_temp_limit_c = 80',
        'converter_coolant_temp_limit_c = 60',
        `last_write_utc = 2028-0${between(random, 7, 9)}-${pad2(between(random, 1, 28))}T${pad2(between(random, 6, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`,
        `last_write_by = ${oneOf(random, people)}`,
        '',
      ].join('\n');
    lines.push(id === odd ? section() : without(needle, section));
  });
  return probe(
    'round 143: controller parameter read-back, INI',
    'Going through the controller settings read back from the whole farm: is there a turbine that has been set up differently from all the others? Which one, and what is different?',
    'turbine_param_audit',
    lines.join('\n'),
    'odd-parameter',
    needle,
  );
}

/** The firmware scanner's inventory page: every component of every turbine, one HTML table row each. */
function d2FirmwareHtml(): EconomicsTask {
  const random = seededRandom(143_011);
  const odd = 'SKB-E03';
  const needle = '4.0.7';
  const components: [string, string, string, () => string, string][] = [
    ['Main controller', 'SGRE', 'WTC-3', () => '7.22.1', '2028-03-14'],
    ['Converter', 'SGRE', 'NetConverter 14', () => '4.1.2', '2028-05-02'],
    ['Pitch drive A', 'Moog', 'PD-290', () => '3.4.2', '2027-11-20'],
    ['Pitch drive B', 'Moog', 'PD-290', () => '3.4.2', '2027-11-20'],
    ['Pitch drive C', 'Moog', 'PD-290', () => '3.4.2', '2027-11-20'],
    ['Yaw drive', 'Bonfiglioli', 'YD-708', () => '2.0.9', '2026-12-01'],
    ['Condition monitoring', 'Bachmann', 'CMS omega', () => '5.3.0', '2028-01-17'],
    ['Fire suppression panel', 'Firetrace', 'FT-P2', () => '1.8.4', '2026-02-09'],
    ['Met sensors', 'FT Technologies', 'FT742-D', () => oneOf(random, ['2.11', '2.11', '2.12']), '2027-06-30'],
    ['Aviation lights', 'Orga', 'L2000 ctrl', () => oneOf(random, ['4.0.1', '4.0.3']), '2027-09-12'],
    ['UPS', 'Eaton', '9SX 3000', () => oneOf(random, ['2.6', '2.6', '2.7']), '2026-10-05'],
  ];
  const rows: string[] = [];
  TURBINES.forEach((id) => {
    components.forEach(([name, vendor, model, version, built], k) => {
      const row = (fw: string, date: string) =>
        `<tr class="${k === 0 ? 'first' : 'sub'}"><td>${id}</td><td>${name}</td><td>${vendor}</td><td>${model}</td><td class="mono">${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 10)}</td>` +
        `<td class="fw">${fw}</td><td>${date}</td><td>2028-10-21 0${between(random, 3, 4)}:${pad2(between(random, 0, 59))}</td></tr>`;
      rows.push(id === odd && name === 'Converter' ? row(needle, '2027-08-22') : without(needle, () => row(version(), built)));
    });
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Firmware inventory - Skerrow Bank (SKB)</title>',
    '<style>body{font:13px/1.4 system-ui,sans-serif;margin:24px}table.inv{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:3px 8px;text-align:left}tr.first td{border-top:2px solid #999}.mono,.fw{font-family:ui-monospace,monospace}</style>',
    '</head>',
    '<body>',
    '<header><h1>Firmware inventory</h1><p>Site SKB &middot; 96 turbines &middot; 1056 components &middot; collected 2028-10-21 03:00-04:59 UTC by fwscan 2.3.1</p>',
    '<nav><a href="/fw/SKB/inventory.csv">CSV</a> | <a href="/fw/SKB/history">History</a> | <a href="/fw/SKB/releases">Approved releases</a></nav></header>',
    '<table class="inv">',
    '<thead><tr><th>Turbine</th><th>Component</th><th>Vendor</th><th>Model</th><th>Serial</th><th>Firmware</th><th>Build date</th><th>Last seen (UTC)</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<footer><p>fwscan 2.3.1 &middot; page generated 2028-10-21 05:00:41 UTC</p></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 143: firmware inventory, HTML table',
    "Every turbine's converter should be running the same software. Is there one on something different? Which turbine?",
    'firmware_inventory_report',
    output,
    'odd-converter',
    needle,
  );
}

/** The floating lidar's upload folder for the month, as `ls -l` prints it in an sftp session. */
function d3LidarFolder(): EconomicsTask {
  const random = seededRandom(143_012);
  const from = Date.UTC(2028, 9, 14, 0, 10);
  const to = Date.UTC(2028, 9, 21, 6, 0);
  const odd = Date.UTC(2028, 9, 18, 3, 20);
  const stampOf = (ms: number) => iso(ms).slice(0, 16).replaceAll('-', '').replace('T', '_').replace(':', '');
  const needle = `SKB-FLS01_${stampOf(odd)}.csv`;
  const files: { name: string; size: number; at: number }[] = [];
  for (let t = from; t <= to; t += 10 * MINUTE) {
    files.push({
      name: `SKB-FLS01_${stampOf(t)}.csv`,
      size: t === odd ? 6_917 : between(random, 31_200, 33_900),
      at: t + between(random, 60, 170) * 1000,
    });
    if (new Date(t).getUTCMinutes() === 0) {
      files.push({
        name: `SKB-FLS01_${stampOf(t)}_status.txt`,
        size: between(random, 1_100, 1_400),
        at: t + between(random, 60, 170) * 1000,
      });
    }
    if (new Date(t).getUTCHours() === 0 && new Date(t).getUTCMinutes() === 10 && t > from) {
      const day = t - 10 * MINUTE - 86_400_000;
      files.push({
        name: `SKB-FLS01_${stampOf(day).slice(0, 8)}_daily.zip`,
        size: between(random, 2_950_000, 3_300_000),
        at: t + between(random, 300, 900) * 1000,
      });
    }
  }
  files.sort((a, b) => (a.name < b.name ? -1 : 1));
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const lines = [
    'Connected to sftp.metocean.skerrow.io.',
    'sftp> cd /incoming/skb-fls01/2028-10',
    'sftp> ls -l',
    ...files.map((f) => {
      const d = new Date(f.at);
      const date = `${months[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
      return `-rw-r--r--    1 fls01    metocean ${String(f.size).padStart(9)} ${date} ${f.name}`;
    }),
    'sftp> bye',
    '',
  ];
  return probe(
    'round 143: lidar upload folder, sftp ls -l',
    "One of the floating lidar's ten-minute files in the upload folder looks a lot smaller than the rest. Which one is it?",
    'lidar_sftp_ls',
    lines.join('\n'),
    'small-lidar-file',
    needle,
  );
}

export function roundOneHundredFortyThree(): EconomicsTask[] {
  return [
    a1ScadaExport(),
    a2LidarXml(),
    a3CableDts(),
    b1AssetRegister(),
    b2CtvTrips(),
    b3BladeInspection(),
    c1GridInstructions(),
    c2MetMastToa5(),
    c3MarineLog(),
    d1ParamAudit(),
    d2FirmwareHtml(),
    d3LidarFolder(),
  ];
}
