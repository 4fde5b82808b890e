/**
 * Probe round 124, written blind: Corrie Peaks, a made-up ski resort operator (lift telemetry, snowmaking, ticket gate scans, avalanche control, piste grooming, equipment rental). "Today" is Sunday, 7 February 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - lift telemetry export (minified JSON): the Bealach Express haul rope tension at 14:37 yesterday;
 *  - ticket gate scan export (one-line XML): the transaction number of one season pass's Coire Base scan yesterday morning;
 *  - snowmaking controller log (one JSON log string): the water pressure of fan gun 14 at ten to eleven last night;
 * b. The answer a few lines away from the line the question's words match:
 *  - snowmaking hydrant inventory (YAML): the hydrant a gun, named by its serial, is plugged into (the parent id);
 *  - rental agreement search (pretty JSON): the open agreement a pair of skis, named by its asset tag, is out on;
 *  - avalanche control log (XML): the observation patrol noted for one target's shot on Friday's mission;
 * c. A question that paraphrases the output or carries a preamble:
 *  - lift control event log: the wind reading that stopped the Bealach chair yesterday afternoon (a "STOP cat=ENV" line);
 *  - rental fleet status (CSV): the asset tag of the junior skis away for a base weld, after a stock-count preamble;
 *  - snowmaking season report (HTML): the water the learner area's guns used one night, after a licence preamble;
 * d. One value unlike its peers, with no error word near it:
 *  - access control fleet list (logfmt): the turnstile whose anti-passback lockout differs from the others';
 *  - grip test report (fixed-width tables): the gondola cabin whose grip closing force is unlike the other cabins';
 *  - grooming sync journal (syslog): the shift file from Wednesday night far smaller than the other cats';
 * Not among the bench's targets.
 * First run, at 9718d07 (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=124
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,419,698 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 124: lift telemetry tension
 *     codex: 7,950 tokens, peak 7,872, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 680, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,734 tokens, peak 1,736, 0/1 needles, 1 read-backs
 *     ours: 5,070 tokens, peak 2,221, 0/1 needles, 2 read-backs
 *   round 124: gate scan transaction
 *     codex: 9,137 tokens, peak 9,048, 0/1 needles, 0 read-backs
 *     context-chef: 845 tokens, peak 756, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,590 tokens, peak 1,555, 1/1 needles, 1 read-backs
 *     ours: 7,009 tokens, peak 3,886, 0/1 needles, 2 read-backs
 *   round 124: snowmaking gun pressure
 *     codex: 9,776 tokens, peak 9,698, 0/1 needles, 0 read-backs
 *     context-chef: 873 tokens, peak 795, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,600 tokens, peak 1,021, 0/1 needles, 4 read-backs
 *     ours: 4,396 tokens, peak 942, 0/1 needles, 4 read-backs
 *   round 124: hydrant for gun serial
 *     codex: 13,466 tokens, peak 13,385, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,470 tokens, peak 1,146, 0/1 needles, 1 read-backs
 *     ours: 958 tokens, peak 679, 0/1 needles, 0 read-backs
 *   round 124: rental agreement for skis
 *     codex: 12,954 tokens, peak 12,876, 0/1 needles, 0 read-backs
 *     context-chef: 688 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,013 tokens, peak 1,528, 0/1 needles, 2 read-backs
 *     ours: 1,826 tokens, peak 896, 0/1 needles, 1 read-backs
 *   round 124: avalanche shot observation
 *     codex: 13,517 tokens, peak 13,441, 0/1 needles, 0 read-backs
 *     context-chef: 711 tokens, peak 635, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,758 tokens, peak 3,062, 0/1 needles, 2 read-backs
 *     ours: 23,497 tokens, peak 8,660, 1/1 needles, 4 read-backs
 *   round 124: lift wind stop
 *     codex: 21,837 tokens, peak 21,751, 0/1 needles, 0 read-backs
 *     context-chef: 1,009 tokens, peak 923, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,343 tokens, peak 1,582, 0/1 needles, 4 read-backs
 *     ours: 4,858 tokens, peak 1,032, 1/1 needles, 4 read-backs
 *   round 124: rental junior skis in workshop
 *     codex: 20,363 tokens, peak 20,251, 0/1 needles, 0 read-backs
 *     context-chef: 979 tokens, peak 867, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,704 tokens, peak 7,244, 0/1 needles, 4 read-backs
 *     ours: 23,445 tokens, peak 10,466, 1/1 needles, 4 read-backs
 *   round 124: snowmaking learner water
 *     codex: 15,898 tokens, peak 15,803, 0/1 needles, 0 read-backs
 *     context-chef: 751 tokens, peak 656, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,208 tokens, peak 1,354, 0/1 needles, 4 read-backs
 *     ours: 4,551 tokens, peak 971, 0/1 needles, 4 read-backs
 *   round 124: turnstile lockout setting
 *     codex: 17,175 tokens, peak 17,069, 0/1 needles, 0 read-backs
 *     context-chef: 873 tokens, peak 767, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,295 tokens, peak 1,356, 0/1 needles, 4 read-backs
 *     ours: 4,574 tokens, peak 976, 1/1 needles, 4 read-backs
 *   round 124: gondola grip force
 *     codex: 17,675 tokens, peak 17,585, 0/1 needles, 0 read-backs
 *     context-chef: 728 tokens, peak 638, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,971 tokens, peak 1,302, 0/1 needles, 4 read-backs
 *     ours: 6,092 tokens, peak 2,381, 0/1 needles, 4 read-backs
 *   round 124: grooming small shift file
 *     codex: 15,757 tokens, peak 15,672, 0/1 needles, 0 read-backs
 *     context-chef: 811 tokens, peak 726, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,577 tokens, peak 4,292, 0/1 needles, 3 read-backs
 *     ours: 9,578 tokens, peak 4,605, 0/1 needles, 3 read-backs
 *     codex: 175,505 tokens, 0/12 needles
 *     context-chef: 9,731 tokens, 0/12 needles
 *     context-chef-store: 77,263 tokens, 1/12 needles
 *     ours: 95,854 tokens, 4/12 needles
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `ms` as an ISO time to the second (`2027-02-06T14:37:00Z`). */
const isoSec = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `ms` as an ISO time to the millisecond. */
const isoMs = (ms: number): string => new Date(ms).toISOString();
/** `ms` as `HH:MM:SS`. */
const clock = (ms: number): string => new Date(ms).toISOString().slice(11, 19);

/** `n` with `d` decimals and thousands commas (`1,842.6`). */
function grouped(n: number, d = 0): string {
  const [whole, frac] = n.toFixed(d).split('.');
  return whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? '.' + frac : '');
}

/** `make()` again until what it gives holds none of `avoid`: filler must never hold a needle. */
function without(avoid: readonly string[], make: () => string): string {
  for (let i = 0; i < 1000; i++) {
    const text = make();
    if (!avoid.some((a) => text.includes(a))) return text;
  }
  throw new Error(`filler keeps holding ${avoid.join(', ')}`);
}

/** A float in [lo, hi). */
const real = (random: () => number, lo: number, hi: number): number => lo + random() * (hi - lo);

const FIRST = ['Ailsa', 'Callum', 'Morag', 'Euan', 'Isla', 'Fraser', 'Kirsty', 'Ross', 'Eilidh', 'Hamish', 'Shona', 'Lachlan'];
const LAST = ['MacRae', 'Grant', 'Fraser', 'Munro', 'Stewart', 'Cameron', 'Ross', 'Urquhart', 'Sinclair', 'MacLeod', 'Gunn', 'Matheson'];
const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

/** a1. The lift historian's export: one minified JSON line of per-minute samples, six lifts, yesterday afternoon. */
function liftTelemetryTension(): EconomicsTask {
  const random = seededRandom(124_101);
  const needle = '187.36';
  const lifts = [
    { code: 'BEX', name: 'Bealach Express', type: 'detachable 6-seat chair', tension: 187, speed: 5, current: 420, carriers: 126 },
    { code: 'GMG', name: 'Glas Maol Gondola', type: 'detachable 8-seat gondola', tension: 322, speed: 6, current: 610, carriers: 104 },
    { code: 'ERC', name: "Eagle's Ridge Chair", type: 'detachable quad chair', tension: 150, speed: 5, current: 300, carriers: 90 },
    { code: 'CCQ', name: 'Coire Cas Quad', type: 'fixed-grip quad chair', tension: 139, speed: 2.3, current: 260, carriers: 84 },
    { code: 'PTB', name: 'Ptarmigan T-Bar', type: 'T-bar', tension: 64, speed: 3.2, current: 95, carriers: 140 },
    { code: 'SPM', name: 'Summit Poma', type: 'platter', tension: 46, speed: 3, current: 70, carriers: 160 },
  ];
  const live = lifts.map((l) => ({
    tension: l.tension,
    oil: real(random, 46, 52),
    bearing: real(random, 24, 30),
    wind: real(random, 5, 9),
    load: 50,
  }));
  // Wind holds: Eagle's Ridge 13:10-13:34, Summit Poma 15:02-15:41 (minutes after noon).
  const held = (code: string, m: number) => (code === 'ERC' && m >= 70 && m < 94) || (code === 'SPM' && m >= 182 && m < 221);
  const start = Date.UTC(2027, 1, 6, 12, 0);
  const samples: string[] = [];
  for (let m = 0; m < 300; m++) {
    const ts = isoSec(start + m * MINUTE);
    lifts.forEach((lift, i) => {
      const s = live[i]!;
      const hold = held(lift.code, m);
      s.wind = Math.min(24, Math.max(2, s.wind + (random() - 0.5) * 1.6 + (hold ? 0.4 : 0)));
      s.oil = Math.min(62, Math.max(40, s.oil + (random() - 0.48) * 0.3));
      s.bearing = Math.min(40, Math.max(18, s.bearing + (random() - 0.5) * 0.2));
      s.load = Math.min(100, Math.max(5, s.load + between(random, -6, 6)));
      const render = (tension: string) =>
        `{"lift":"${lift.code}","ts":"${ts}","state":"${hold ? 'HOLD' : 'RUN'}","line_speed_ms":${(hold ? 0 : lift.speed).toFixed(2)},` +
        `"haul_rope_tension_kn":${tension},"drive_current_a":${(hold ? 0 : lift.current * (0.8 + s.load / 250) + real(random, -8, 8)).toFixed(1)},` +
        `"gearbox_oil_c":${s.oil.toFixed(1)},"bullwheel_bearing_c":${s.bearing.toFixed(1)},"wind_top_ms":${s.wind.toFixed(1)},` +
        `"wind_mid_ms":${(s.wind * real(random, 0.55, 0.8)).toFixed(1)},"carriers_on_line":${lift.carriers},"load_pct":${hold ? 0 : s.load},` +
        `"brake":"${hold ? 'APPLIED' : 'OPEN'}","alarms":[${hold ? '"WIND_HI_TOWER"' : ''}]}`;
      if (lift.code === 'BEX' && m === 157) {
        samples.push(render(needle));
        return;
      }
      samples.push(
        without([needle], () => {
          s.tension += (random() - 0.5) * 1.4 + (lift.tension - s.tension) * 0.06;
          return render(s.tension.toFixed(2));
        }),
      );
    });
  }
  const liftList = lifts.map(
    (l) => `{"code":"${l.code}","name":"${l.name.replace(/"/g, '\\"')}","type":"${l.type}","carriers":${l.carriers}}`,
  );
  const output =
    `{"export_id":"tlx-20270207-0742-${hex(random, 4)}","resort":"Corrie Peaks","source":"liftlink-historian 5.2.0",` +
    `"generated_at":"2027-02-07T07:42:11Z","from":"2027-02-06T12:00:00Z","to":"2027-02-06T17:00:00Z","interval_s":60,` +
    `"units":{"line_speed_ms":"m/s","haul_rope_tension_kn":"kN","drive_current_a":"A","gearbox_oil_c":"degC","bullwheel_bearing_c":"degC","wind_top_ms":"m/s","wind_mid_ms":"m/s"},` +
    `"lifts":[${liftList.join(',')}],"sample_count":${samples.length},"samples":[${samples.join(',')}],"next_cursor":null}\n`;
  return probe(
    'round 124: lift telemetry tension',
    'What was the haul rope tension on the Bealach Express at 2:37 yesterday afternoon?',
    'lift_telemetry_export',
    output,
    'tension',
    needle,
    true,
  );
}

/** a2. The access control system's scan export: one line of XML, every turnstile, yesterday 08:30-12:30. */
function gateScanTransaction(): EconomicsTask {
  const random = seededRandom(124_102);
  const needle = '7F3A2C91D4';
  const gates = [
    ['GM-T1', 'Glas Maol base turnstile 1', 'GMG'],
    ['GM-T2', 'Glas Maol base turnstile 2', 'GMG'],
    ['GM-T3', 'Glas Maol base turnstile 3', 'GMG'],
    ['GM-T4', 'Glas Maol base turnstile 4 (ski school)', 'GMG'],
    ['CB-T1', 'Coire Base turnstile 1', 'CCQ'],
    ['CB-T2', 'Coire Base turnstile 2', 'CCQ'],
    ['CB-T3', 'Coire Base turnstile 3', 'CCQ'],
    ['BX-T1', 'Bealach base turnstile 1', 'BEX'],
    ['BX-T2', 'Bealach base turnstile 2', 'BEX'],
    ['BX-T3', 'Bealach base turnstile 3', 'BEX'],
    ['ER-T1', "Eagle's Ridge turnstile 1", 'ERC'],
    ['ER-T2', "Eagle's Ridge turnstile 2", 'ERC'],
    ['PT-T1', 'Ptarmigan T-bar gate', 'PTB'],
    ['SP-T1', 'Summit Poma gate', 'SPM'],
    ['NM-T1', 'Nursery Meadow carpet gate', 'NMC'],
  ] as const;
  const products = [
    ['SEASON-ADULT', 8],
    ['SEASON-CHILD', 3],
    ['DAY-ADULT', 9],
    ['DAY-CHILD', 4],
    ['DAY-SENIOR', 1],
    ['BEGINNER-AREA', 2],
    ['STAFF', 1],
  ] as const;
  const weighted = products.flatMap(([p, w]) => Array.from({ length: w }, () => p));
  // A pool of passes, each with its chip; the near-miss season passes are in it, the asked one is not.
  const pool: { pass: string; chip: string; product: string }[] = [];
  const seen = new Set<string>(['SP27-004817']);
  while (pool.length < 900) {
    const product = oneOf(random, weighted);
    const pass = product.startsWith('SEASON')
      ? `SP27-00${pad2(between(random, 10, 99))}${pad2(between(random, 0, 99))}`
      : product === 'STAFF'
        ? `ST27-0${between(random, 100, 480)}`
        : `DT-270206-${String(between(random, 10_000, 39_999))}`;
    if (seen.has(pass)) continue;
    seen.add(pass);
    pool.push({ pass, chip: `E004${hex(random, 12).toUpperCase()}`, product });
  }
  pool.push({ pass: 'SP27-004871', chip: `E004${hex(random, 12).toUpperCase()}`, product: 'SEASON-ADULT' });
  pool.push({ pass: 'SP27-004187', chip: `E004${hex(random, 12).toUpperCase()}`, product: 'SEASON-CHILD' });
  const asked = { pass: 'SP27-004817', chip: 'E0040150A3F2C7D1', product: 'SEASON-ADULT' };
  type Scan = { t: number; gate: string; who: { pass: string; chip: string; product: string }; txn?: string; denied?: boolean };
  const scans: Scan[] = [];
  const from = Date.UTC(2027, 1, 6, 8, 30);
  const span = 4 * HOUR;
  for (let i = 0; i < 2300; i++) {
    const who = oneOf(random, pool);
    const gate = who.product === 'BEGINNER-AREA' ? 'NM-T1' : oneOf(random, gates)[0];
    scans.push({ t: from + Math.floor(random() * span), gate, who, denied: random() < 0.025 });
  }
  const near = (gate: string, h: number, m: number, s: number, ms: number, who: Scan['who'], txn?: string) =>
    scans.push({ t: Date.UTC(2027, 1, 6, h, m, s, ms), gate, who, ...(txn ? { txn } : {}) });
  near('GM-T2', 9, 4, 11, 208, asked);
  near('CB-T2', 10, 23, 48, 402, asked, needle);
  near('BX-T1', 11, 41, 2, 877, asked);
  near('CB-T1', 12, 6, 19, 530, asked);
  near('CB-T1', 10, 21, 55, 114, pool[pool.length - 2]!);
  near('CB-T2', 10, 26, 3, 961, pool[pool.length - 1]!);
  near('CB-T3', 10, 24, 30, 12, pool[pool.length - 2]!);
  scans.sort((x, y) => x.t - y.t);
  const rides = new Map<string, number>();
  const rendered = scans.map((scan) => {
    const n = scan.denied ? (rides.get(scan.who.pass) ?? 0) : (rides.get(scan.who.pass) ?? 0) + 1;
    rides.set(scan.who.pass, n);
    const render = (txn: string) =>
      `<Scan txn="${txn}" at="${isoMs(scan.t)}" gate="${scan.gate}" dir="IN" chip="${scan.who.chip}" pass="${scan.who.pass}" product="${scan.who.product}" ` +
      (scan.denied ? `result="DENIED" code="17" reason="ANTIPASSBACK"` : `result="OK" code="0"`) +
      ` ridesToday="${n}"/>`;
    return scan.txn ? render(scan.txn) : without([needle], () => render(hex(random, 10).toUpperCase()));
  });
  const gateList = gates.map(
    ([id, name, lift]) => `<Gate id="${id}" name="${name.replace(/'/g, '&apos;')}" lift="${lift}" direction="IN"/>`,
  );
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><ScanExport xmlns="urn:corriepeaks:access:v2" site="CORRIE-PEAKS" generated="2027-02-07T08:02:44Z" ` +
    `from="2027-02-06T08:30:00Z" to="2027-02-06T12:30:00Z" tz="Europe/London" count="${rendered.length}"><Gates>${gateList.join('')}</Gates>` +
    `<Scans>${rendered.join('')}</Scans><Summary ok="${scans.filter((s) => !s.denied).length}" denied="${scans.filter((s) => s.denied).length}"/></ScanExport>\n`;
  return probe(
    'round 124: gate scan transaction',
    'Season pass SP27-004817 went through one of the Coire Base turnstiles yesterday morning, some time after ten. What transaction number did that scan get?',
    'gate_scan_export',
    output,
    'txn',
    needle,
    true,
  );
}

/** a3. The snowmaking PLC's log, as its API returns it: one JSON object whose "log" string holds the whole night. */
function snowmakingGunPressure(): EconomicsTask {
  const random = seededRandom(124_103);
  const needle = '23.6bar';
  const from = Date.UTC(2027, 1, 6, 18, 0);
  const to = from + 12 * HOUR;
  const entries: [number, string][] = [];
  const guns = [
    ...Array.from({ length: 16 }, (_, i) => ({ id: `FG-${pad2(i + 1)}`, zone: 'LOWER-COIRE', hyd: `H-LC-${pad2(i + 1)}`, fan: true })),
    ...Array.from({ length: 12 }, (_, i) => ({ id: `LN-${pad2(i + 1)}`, zone: 'NURSERY-MEADOW', hyd: `H-NM-${pad2(i + 1)}`, fan: false })),
  ];
  // The night cools from -2.1C to about -7.5C wet-bulb.
  const wetBulb = (t: number) => -2.1 - (5.4 * (t - from)) / (to - from) + Math.sin((t - from) / HOUR) * 0.3;
  const target = Date.UTC(2027, 1, 6, 22, 50, 7, 118);
  const switched = Date.UTC(2027, 1, 6, 22, 46, 31, 604);
  for (const gun of guns) {
    const offset = gun.id === 'FG-14' ? 7118 : between(random, 1, 590) * 1000 + between(random, 0, 999);
    const startAt = gun.id === 'FG-14' ? from + 25 * MINUTE : from + between(random, 0, 150) * MINUTE;
    const idle = gun.id === 'FG-06' || gun.id === 'LN-09';
    const basePressure = gun.id === 'FG-14' ? 23.8 : gun.fan ? real(random, 19, 30) : real(random, 26, 36);
    const usual = oneOf(random, ['AUTO', 'AUTO', 'AUTO', 'MANUAL']);
    const mode = (t: number) => (gun.id !== 'FG-14' ? usual : t > switched ? 'AUTO' : 'MANUAL');
    for (let t = from + offset; t < to; t += 10 * MINUTE) {
      if (gun.id === 'FG-14' && t === target) {
        entries.push([
          target,
          `${isoMs(target)} INFO  gun ${gun.id} zone=${gun.zone} hyd=${gun.hyd} mode=AUTO state=RUN wb=-4.3C stage=3/4 p_water=${needle} q_water=7.9l/s fan=100% heater=OFF`,
        ]);
        continue;
      }
      const running = !idle && t >= startAt;
      const wb = wetBulb(t) + real(random, -0.2, 0.2);
      entries.push([
        t,
        without([needle], () => {
          const p = running ? basePressure + real(random, -0.8, 0.8) : 0;
          const stage = running ? `${Math.min(4, 1 + Math.floor((-wb - 1.5) / 1.5))}/4` : '0/4';
          const q = running ? (p * real(random, 0.3, 0.36)).toFixed(1) : '0.0';
          return (
            `${isoMs(t)} INFO  gun ${gun.id} zone=${gun.zone} hyd=${gun.hyd} mode=${idle ? 'OFF' : mode(t)} state=${running ? 'RUN' : 'IDLE'} ` +
            `wb=${wb.toFixed(1)}C stage=${stage} p_water=${p.toFixed(1)}bar q_water=${q}l/s ` +
            (gun.fan ? `fan=${running ? 100 : 0}% heater=${running && wb > -3 ? 'ON' : 'OFF'}` : `air=${running ? 'OPEN' : 'CLOSED'}`)
          );
        }),
      ]);
      if (gun.id === 'FG-14' && t < startAt + 10 * MINUTE && t >= startAt) {
        entries.push([t + 2400, `${isoMs(t + 2400)} NOTICE gun ${gun.id} started by op:kmacrae mode=MANUAL stage=2/4`]);
      }
    }
    if (gun.id === 'FG-14')
      entries.push([switched, `${isoMs(switched)} NOTICE gun FG-14 mode MANUAL->AUTO by op:kmacrae (wb below -4.0C setpoint)`]);
  }
  // Pumps and the weather station every 5 minutes, and the odd unrelated notice.
  for (let t = from + 3114; t < to; t += 5 * MINUTE) {
    for (const pump of ['P1', 'P2', 'P3']) {
      const on = pump !== 'P3' || t > from + 3 * HOUR;
      entries.push([
        t + 40,
        without(
          [needle],
          () =>
            `${isoMs(t + 40)} INFO  pump ${pump} state=${on ? 'RUN' : 'STANDBY'} p_out=${on ? real(random, 36, 42).toFixed(1) : '0.0'}bar q=${on ? real(random, 55, 70).toFixed(1) : '0.0'}l/s ` +
            `motor=${on ? between(random, 170, 215) : 0}A vfd=${on ? between(random, 82, 99) : 0}%`,
        ),
      ]);
    }
    const wb = wetBulb(t);
    entries.push([
      t + 900,
      `${isoMs(t + 900)} INFO  wx WX-LC t_dry=${(wb + real(random, 1.2, 2.4)).toFixed(1)}C rh=${between(random, 72, 93)}% wb=${wb.toFixed(1)}C ` +
        `wind=${real(random, 1, 7).toFixed(1)}m/s dir=${between(random, 190, 260)}`,
    ]);
    if (random() < 0.06) {
      const g = oneOf(random, guns);
      entries.push([
        t + 1700,
        `${isoMs(t + 1700)} WARN  gun ${g.id} zone=${g.zone} nozzle ring ${between(random, 1, 4)} flow below setpoint for ${between(random, 30, 90)}s`,
      ]);
    }
  }
  entries.sort((x, y) => x[0] - y[0]);
  const log = entries.map(([, line]) => line).join('\\n');
  const output =
    `{"controller":"SNW-PLC-02","site":"Corrie Peaks","location":"Lower Coire pumphouse","firmware":"snowlogic 8.4.2",` +
    `"from":"${isoSec(from)}","to":"${isoSec(to)}","min_level":"INFO","lines":${entries.length},"truncated":false,"log":"${log}"}\n`;
  return probe(
    'round 124: snowmaking gun pressure',
    'What water pressure was fan gun 14 on Lower Coire running at around ten to eleven last night?',
    'snowmaking_controller_log',
    output,
    'pressure',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** b1. The snowmaking manager's hydrant inventory (YAML): the gun's serial is named, the hydrant is its parent. */
function hydrantForGunSerial(): EconomicsTask {
  const random = seededRandom(124_201);
  const needle = 'H-BR-17';
  const zones = [
    { zone: 'VILLAGE-TRAIL', code: 'VT', ph: 'PH-1', n: 26, lo: 520, hi: 640, main: 'VT-main (DN200)' },
    { zone: 'NURSERY-MEADOW', code: 'NM', ph: 'PH-1', n: 18, lo: 600, hi: 650, main: 'NM-spur (DN150)' },
    { zone: 'LOWER-COIRE', code: 'LC', ph: 'PH-1', n: 30, lo: 610, hi: 780, main: 'LC-main (DN250)' },
    { zone: 'BEALACH-RUN', code: 'BR', ph: 'PH-2', n: 34, lo: 700, hi: 960, main: 'BR-main (DN200)' },
    { zone: 'PTARMIGAN-WALL', code: 'PW', ph: 'PH-2', n: 22, lo: 900, hi: 1080, main: 'PW-riser (DN150)' },
    { zone: 'GLAS-MAOL-UPPER', code: 'GU', ph: 'PH-3', n: 28, lo: 950, hi: 1150, main: 'GU-main (DN200)' },
  ];
  const models = [
    ['TF10', 'fan', 4],
    ['TF10', 'fan', 4],
    ['SV10', 'fan', 3],
    ['LX6', 'lance', 6],
    ['FS4', 'fan', 4],
  ] as const;
  type Gun = { model: string; serial: string; kind: string; nozzles: number; previous: string; moved: string };
  const date = (lo: number, hi: number) => isoSec(Date.UTC(2026, 10, 1) + between(random, lo, hi) * DAY).slice(0, 10);
  const block = (id: string, zone: (typeof zones)[number], gun: Gun | null) => {
    const lines = [
      `      - id: ${id}`,
      `        label: "${oneOf(random, ['below', 'above', 'beside'])} T${between(random, 1, 14)}, skier's ${oneOf(random, ['left', 'right'])}"`,
      `        elevation_m: ${between(random, zone.lo, zone.hi)}`,
      `        position: { lat: ${real(random, 57.07, 57.11).toFixed(5)}, lon: ${real(random, -3.69, -3.62).toFixed(5)} }`,
      `        water: { main: ${zone.main.split(' ')[0]}, branch: DN${oneOf(random, [80, 100, 125])}, static_bar: ${real(random, 30, 48).toFixed(1)} }`,
      `        power: { feeder: F-${zone.code}-${between(random, 1, 3)}, kva: ${oneOf(random, [16, 25, 32])} }`,
      `        valve: ${oneOf(random, ['motorised', 'motorised', 'manual'])}`,
      `        status: ${gun ? 'active' : oneOf(random, ['drained', 'spare', 'active'])}`,
    ];
    if (gun) {
      lines.push(
        `        gun:`,
        `          model: ${gun.model}`,
        `          serial: ${gun.serial}`,
        `          kind: ${gun.kind}`,
        `          mount: ${gun.kind === 'lance' ? 'lance-8m' : oneOf(random, ['tower-6m', 'tower-4m', 'sled', 'swivel-arm'])}`,
        `          nozzles: ${gun.nozzles}`,
        `          hours_season: ${between(random, 40, 900)}`,
        `          previous_hydrant: ${gun.previous}`,
        `          moved_on: ${gun.moved}`,
      );
    } else {
      lines.push(`        gun: null`);
    }
    lines.push(`        inspected: ${date(80, 97)}`);
    return lines.join('\n');
  };
  const randomGun = (code: string, n: number): Gun => {
    const [model, kind, nozzles] = oneOf(random, models);
    return {
      model,
      serial: `${model}-${between(random, 20_000, 29_999)}`,
      kind,
      nozzles,
      previous: `H-${code}-${pad2(between(random, 1, n))}`,
      moved: date(20, 95),
    };
  };
  // The asked gun, and guns whose serials or models look like it.
  const planted: Record<string, Gun> = {
    'H-BR-17': { model: 'TF10', serial: 'TF10-22817', kind: 'fan', nozzles: 4, previous: 'H-BR-09', moved: '2027-01-22' },
    'H-BR-21': { model: 'SV10', serial: 'SV10-22817', kind: 'fan', nozzles: 3, previous: 'H-BR-16', moved: '2027-01-22' },
    'H-PW-05': { model: 'TF10', serial: 'TF10-22871', kind: 'fan', nozzles: 4, previous: 'H-BR-18', moved: '2027-01-29' },
    'H-LC-12': { model: 'TF10', serial: 'TF10-22718', kind: 'fan', nozzles: 4, previous: 'H-LC-04', moved: '2026-12-18' },
  };
  const out = [
    '# Corrie Peaks snowmaking: hydrant and gun inventory',
    '# exported 2027-02-07T06:15:02Z by snowmgr 3.4.1 (user: ops-export)',
    'apiVersion: snowmgr/v1',
    'kind: HydrantInventory',
    'metadata:',
    '  site: corrie-peaks',
    '  season: 2026-27',
    `  hydrants: ${zones.reduce((n, z) => n + z.n, 0)}`,
    'zones:',
  ];
  for (const zone of zones) {
    out.push(
      `  - zone: ${zone.zone}`,
      `    pumphouse: ${zone.ph}`,
      `    pipeline: ${zone.main}`,
      `    hydrant_count: ${zone.n}`,
      `    hydrants:`,
    );
    for (let i = 1; i <= zone.n; i++) {
      const id = `H-${zone.code}-${pad2(i)}`;
      const fixed = planted[id];
      if (fixed) {
        out.push(block(id, zone, fixed));
        continue;
      }
      out.push(without([needle, '22817', '22871', '22718'], () => block(id, zone, random() < 0.72 ? randomGun(zone.code, zone.n) : null)));
    }
  }
  const output = out.join('\n') + '\n';
  return probe(
    'round 124: hydrant for gun serial',
    'Which hydrant is the TF10 with serial number 22817 hooked up to at the moment?',
    'snowmaking_hydrant_inventory',
    output,
    'hydrant',
    needle,
  );
}

/** b2. The rental system's agreement search (pretty JSON): the skis' asset tag is named, the agreement number is above it. */
function rentalAgreementForSkis(): EconomicsTask {
  const random = seededRandom(124_202);
  const needle = 'RA-270206-0142';
  const skis = [
    ['Rossignol', 'Experience 78', 'Look Xpress 10'],
    ['Elan', 'Wingman 78 C', 'Elan EL 10'],
    ['Atomic', 'Redster Q4', 'Atomic M10'],
    ['Head', 'Shape e-V8', 'Head PR 11'],
    ['Salomon', 'E Stance 80', 'Salomon M11'],
  ] as const;
  const boards = [
    ['Burton', 'Ripcord', 'Burton Freestyle'],
    ['Nidecker', 'Score', 'Nidecker Muon'],
  ] as const;
  const boots = [
    ['Rossignol', 'Evo 70'],
    ['Atomic', 'Hawx Prime 80'],
    ['Head', 'Edge LYT 80'],
    ['Salomon', 'Select HV 70'],
  ] as const;
  const shops = ['Base Lodge', 'Glas Maol Station', 'Village Shop'];
  const packages = ['Standard Ski', 'Performance Ski', 'Junior Ski', 'Ski School Bundle'];
  const staff = ['isla.g', 'euan.m', 'kirsty.s', 'ross.u', 'shona.c', 'lachlan.f'];
  type Item = Record<string, string | number | null>;
  const agreement = (no: string, opened: number, status: string, skiTag: string | null): string => {
    const board = skiTag === null && random() < 0.5;
    // An agreement still open on Sunday morning is due back today or later.
    const openedDay = new Date(opened).getUTCDate();
    const days = status === 'OPEN' ? between(random, 8 - openedDay, 7) : between(random, 1, 6);
    const items: Item[] = [];
    if (board) {
      const [make, model, binding] = oneOf(random, boards);
      items.push({
        line: 1,
        kind: 'snowboard',
        asset_tag: `CP-SB-${between(random, 10_000, 19_999)}`,
        make,
        model,
        length_cm: between(random, 140, 162),
        binding,
        stance: oneOf(random, ['regular', 'goofy']),
      });
    } else {
      // A named pair is always the same make, model and length.
      const tagged = skiTag === null ? null : Number(skiTag.slice(-3));
      const [make, model, binding] = tagged === null ? oneOf(random, skis) : skis[tagged % skis.length]!;
      const length = between(random, 14, 18) * 10 + oneOf(random, [0, 0, 2, 5, 6]);
      items.push({
        line: 1,
        kind: 'ski',
        asset_tag: skiTag ?? `CP-SK-${between(random, 30_000, 49_999)}`,
        make,
        model,
        length_cm: tagged === null ? length : 150 + (tagged % 25),
        binding,
        din: oneOf(random, [4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8]),
      });
    }
    const [bmake, bmodel] = oneOf(random, boots);
    items.push({
      line: 2,
      kind: board ? 'sb_boot' : 'ski_boot',
      asset_tag: `CP-BT-${between(random, 20_000, 29_999)}`,
      make: bmake,
      model: bmodel,
      mondo: between(random, 46, 60) / 2,
    });
    if (!board) items.push({ line: 3, kind: 'poles', asset_tag: null, length_cm: between(random, 10, 13) * 10 });
    if (random() < 0.6)
      items.push({
        line: items.length + 1,
        kind: 'helmet',
        asset_tag: `CP-HM-${between(random, 1000, 4999)}`,
        size: oneOf(random, ['S', 'M', 'L', 'XL']),
      });
    const returned = status === 'RETURNED' ? opened + between(random, 5, 8) * HOUR : null;
    const record = {
      agreement_no: no,
      status,
      shop: oneOf(random, shops),
      opened_at: isoSec(opened),
      items,
      opened_by: `staff:${oneOf(random, staff)}`,
      due_back: isoSec(Math.floor(opened / DAY) * DAY + (days - 1) * DAY + 16.5 * HOUR),
      returned_at: returned === null ? null : isoSec(returned),
      customer: {
        name: person(random),
        height_cm: between(random, 120, 195),
        weight_kg: between(random, 25, 105),
        age_band: oneOf(random, ['<13', '13-17', '18-49', '18-49', '50-64', '65+']),
        skier_type: oneOf(random, ['1', '2', '2', '3']),
        boot_sole_mm: between(random, 250, 345),
      },
      package: `${board ? 'Snowboard' : oneOf(random, packages)} ${days}-day`,
      price_gbp: Number((days * real(random, 22, 41)).toFixed(2)),
      deposit: { method: 'card_preauth', ref: `pa_${hex(random, 14)}`, amount_gbp: oneOf(random, [100, 150, 250]) },
    };
    return JSON.stringify(record, null, 2).replace(/^/gm, '    ');
  };
  const rendered: string[] = [];
  const days = [
    { d: 5, n: 128, to: 16.5 },
    { d: 6, n: 134, to: 16.5 },
    { d: 7, n: 31, to: 10.1 },
  ];
  const avoid = [needle, '40127', '40172', '41027'];
  for (const { d, n, to } of days) {
    const start = Date.UTC(2027, 1, d, 8, 15);
    const times = Array.from({ length: n }, () => start + Math.floor(random() * (to - 8.25) * HOUR)).sort((x, y) => x - y);
    let counter = 0;
    times.forEach((t, i) => {
      counter += between(random, 1, 3);
      const status = d === 7 || random() < 0.55 ? 'OPEN' : 'RETURNED';
      if (d === 6 && counter >= 142 && !rendered.some((r) => r.includes(needle))) {
        counter = 142;
        rendered.push(agreement(needle, t, 'OPEN', 'CP-SK-40127'));
        return;
      }
      const no = `RA-2702${pad2(d)}-${String(counter).padStart(4, '0')}`;
      if (d === 5 && i === 40) rendered.push(agreement(no, t, 'RETURNED', 'CP-SK-40127'));
      else if (d === 6 && i === 30) rendered.push(agreement(no, t, 'OPEN', 'CP-SK-40172'));
      else if (d === 6 && i === 95) rendered.push(agreement(no, t, 'OPEN', 'CP-SK-41027'));
      else rendered.push(without(avoid, () => agreement(no, t, status, null)));
    });
  }
  const output =
    '{\n' +
    '  "query": {\n    "opened_from": "2027-02-05T00:00:00Z",\n    "opened_to": "2027-02-07T23:59:59Z",\n    "shop": "all",\n    "status": "any",\n    "sort": "opened_at:asc"\n  },\n' +
    `  "total": ${rendered.length},\n  "page": 1,\n  "page_size": 500,\n  "agreements": [\n${rendered.join(',\n')}\n  ]\n}\n`;
  return probe(
    'round 124: rental agreement for skis',
    'Which rental agreement are the skis with asset tag CP-SK-40127 out on right now?',
    'rental_agreement_search',
    output,
    'agreement',
    needle,
  );
}

/** b3. Ski patrol's avalanche control log (XML): the target is named on one line, the observation is four lines below. */
function avalancheShotObservation(): EconomicsTask {
  const random = seededRandom(124_203);
  const needle = 'crown 45 cm, ran 220 m to the dogleg';
  const sectors = {
    Coire: [
      ['CG-1', 'Cornice Gully 1', 'NE', 1065],
      ['CG-2', 'Cornice Gully 2', 'NE', 1052],
      ['CG-3', 'Cornice Gully 3', 'NE', 1040],
      ['CG-4', 'Cornice Gully 4', 'E', 1031],
      ['CW-1', 'Coire Wall north', 'N', 1010],
      ['CW-2', 'Coire Wall centre', 'NE', 995],
      ['CW-3', 'Coire Wall south', 'E', 990],
      ['LT-1', 'Lower Traverse bowl', 'NE', 880],
      ['LT-2', 'Lower Traverse lip', 'E', 870],
    ],
    'Glas Maol': [
      ['GM-1', 'Glas Maol headwall west', 'N', 1120],
      ['GM-2', 'Glas Maol headwall', 'N', 1110],
      ['GM-3', 'Glas Maol headwall east', 'NE', 1104],
      ['PR-1', 'Ptarmigan Ridge top', 'E', 1090],
      ['PR-2', 'Ptarmigan Ridge couloir', 'SE', 1060],
      ['PR-3', 'Ptarmigan Ridge apron', 'E', 1005],
      ['EB-1', 'East Bowl upper', 'E', 1030],
      ['EB-2', 'East Bowl lower', 'E', 960],
    ],
    Bealach: [
      ['BW-1', 'Bealach Wall upper', 'NE', 985],
      ['BW-2', 'Bealach Wall centre', 'NE', 962],
      ['BW-3', 'Bealach Wall lower', 'E', 930],
      ['SC-1', 'Summit Cornice west', 'N', 1140],
      ['SC-2', 'Summit Cornice east', 'NE', 1136],
      ['SC-3', 'Summit Cornice gully', 'NE', 1098],
      ['DG-1', 'Dogleg drop', 'E', 905],
    ],
  } as const;
  const features = ['dogleg', 'choke', 'lower traverse', 'apron', 'rock band', 'catwalk', 'runout fan', 'T4 cat track'];
  const observation = (): [string, string, string] => {
    const kind = pick(random, 7);
    const f = oneOf(random, features);
    if (kind <= 1)
      return [
        'R3',
        oneOf(random, ['D1.5', 'D2', 'D2']),
        `crown ${between(random, 6, 12) * 5} cm, ran ${between(random, 6, 30) * 10} m to the ${f}`,
      ];
    if (kind === 2) return ['R1', 'D1', `sluff only, stopped above the ${f}`];
    if (kind === 3)
      return [
        'R0',
        '-',
        oneOf(random, ['no result, cornice intact', 'no result, cornice trimmed by hand', 'no result, wind-scoured to old surface']),
      ];
    if (kind === 4) return ['R0', '-', `cracking ${between(random, 2, 15) * 5} m across, no release`];
    if (kind === 5)
      return ['R2', 'D1', `pocket ${between(random, 4, 8) * 5} cm deep, ran ${between(random, 3, 12) * 10} m, stopped in gully`];
    return ['R0', '-', 'whumpf on approach, no release'];
  };
  const teams = { Coire: ['Patrol 2', 'Patrol 3'], 'Glas Maol': ['Patrol 1', 'Patrol 4'], Bealach: ['Patrol 5', 'Patrol 3'] } as const;
  const blasters = Array.from({ length: 8 }, () => person(random));
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<AvalancheControlLog xmlns="urn:corriepeaks:patrol:avcon:1" resort="Corrie Peaks" from="2027-01-31" to="2027-02-07" generated="2027-02-07T09:15:40Z">',
  ];
  const snow = [4, 0, 18, 26, 9, 32, 12, 21];
  for (let day = 0; day < 8; day++) {
    const date = Date.UTC(2027, 0, 31 + day);
    const ymd = isoSec(date).slice(0, 10);
    const tag = ymd.slice(2).replace(/-/g, '');
    const hn24 = snow[day]!;
    if (hn24 < 5) {
      out.push(`  <!-- ${ymd}: no control work (HN24 ${hn24} cm) -->`);
      continue;
    }
    for (const sector of ['Glas Maol', 'Bealach', 'Coire'] as const) {
      if (sector !== 'Coire' && hn24 < 10) continue;
      const friday = ymd === '2027-02-05' && sector === 'Coire';
      const targets = sectors[sector].filter((t) => t[0] === 'CG-3' || random() < 0.85);
      if (friday && !targets.some((t) => t[0] === 'CG-3')) throw new Error('Friday lost its CG-3 shot');
      const letter = sector[0]!;
      let t = date + (6 * 60 + between(random, 25, 50)) * MINUTE;
      out.push(
        `  <Mission id="ACM-${tag}-${letter}" date="${ymd}" sector="${sector}" team="${oneOf(random, teams[sector])}" leader="${oneOf(random, blasters)}" method="hand charge" start="${clock(t).slice(0, 5)}">`,
        `    <Conditions hn24_cm="${hn24}" hst_cm="${hn24 + between(random, 0, 25)}" wind="${oneOf(random, ['SW', 'W', 'NW', 'S'])} ${between(random, 3, 9) * 5} km/h" temp_c="${between(random, -12, -3)}" sky="${oneOf(random, ['OVC', 'BKN', 'SCT', 'CLR'])}" vis_m="${between(random, 2, 20) * 50}"/>`,
        `    <Hazard rating="${hn24 > 20 ? 3 : 2}" problem="${oneOf(random, ['wind slab', 'storm slab', 'cornice'])}" elevation="above 900 m"/>`,
        `    <Closures>${targets.map((x) => x[1]).join(', ')}</Closures>`,
      );
      targets.forEach(([code, name, aspect, elevation], i) => {
        t += between(random, 6, 14) * MINUTE + between(random, 0, 59) * 1000;
        const render = (obs: [string, string, string]) =>
          [
            `    <Shot seq="${i + 1}" id="ACS-${tag}-${letter}-${pad2(i + 1)}">`,
            `      <Target code="${code}" name="${name}" aspect="${aspect}" elevation_m="${elevation}" route="${{ Coire: 'CG traverse', 'Glas Maol': 'GM ridge', Bealach: 'summit plateau' }[sector]}"/>`,
            `      <Charge type="${oneOf(random, ['emulsion', 'emulsion', 'cast booster'])}" mass_kg="${oneOf(random, ['1.0', '1.5', '2.0', '2.5'])}" delivery="${oneOf(random, ['hand', 'hand', 'hand line'])}" detonator="electronic" lot="DL-2611-0${between(random, 400, 499)}"/>`,
            `      <Fired at="${isoSec(t)}" by="${oneOf(random, blasters)}" countdown_s="${oneOf(random, [60, 90, 90, 120])}"/>`,
            `      <Result class="${obs[0]}" size="${obs[1]}" trigger="explosive"/>`,
            `      <Observation>${obs[2]}</Observation>`,
            `      <Debris depth_cm="${obs[0] === 'R0' ? 0 : between(random, 2, 30) * 5}" reached_piste="${obs[0] === 'R3' && random() < 0.3 ? 'yes' : 'no'}"/>`,
            `    </Shot>`,
          ].join('\n');
        if (friday && code === 'CG-3') out.push(render(['R3', 'D2', needle]));
        else if (friday && code === 'CG-2') out.push(render(['R3', 'D1.5', 'crown 40 cm, ran 180 m to the choke']));
        else if (ymd === '2027-02-04' && code === 'CG-3') out.push(render(['R3', 'D2', 'crown 50 cm, ran 220 m to the dogleg']));
        else out.push(without([needle], () => render(observation())));
      });
      out.push(
        `    <Summary shots="${targets.length}" released="${between(random, 1, targets.length)}" largest="D${oneOf(random, ['1', '1.5', '2'])}" all_clear="${clock(t + between(random, 10, 30) * MINUTE).slice(0, 5)}" reopened="${clock(t + between(random, 35, 70) * MINUTE).slice(0, 5)}"/>`,
        `  </Mission>`,
      );
    }
  }
  out.push('</AvalancheControlLog>');
  const output = out.join('\n') + '\n';
  return probe(
    'round 124: avalanche shot observation',
    "What did patrol note about the Cornice Gully 3 shot on Friday's control mission?",
    'avalanche_control_log',
    output,
    'observation',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** c1. The lift control system's event log since Saturday midnight: "shut down by the gusts" is a `STOP cat=ENV` line. */
function liftWindStop(): EconomicsTask {
  const random = seededRandom(124_301);
  const needle = '22.4m/s';
  const lifts = [
    { code: 'BEX', anemo: ['t2', 't4'], speed: 5, rope: 187 },
    { code: 'GMG', anemo: ['t3', 't7'], speed: 6, rope: 322 },
    { code: 'ERC', anemo: ['t3'], speed: 5, rope: 150 },
    { code: 'CCQ', anemo: ['t1'], speed: 2.3, rope: 139 },
    { code: 'PTB', anemo: ['t1'], speed: 3.2, rope: 64 },
    { code: 'SPM', anemo: ['t1'], speed: 3, rope: 46 },
    { code: 'NMC', anemo: [], speed: 0.8, rope: 0 },
  ];
  const ops = ['OP104', 'OP109', 'OP117', 'OP121', 'OP126', 'OP133', 'OP140'];
  const entries: [number, string][] = [];
  const stamp = (t: number) => `${isoMs(t).slice(0, 10)} ${isoMs(t).slice(11, 23)}`;
  const add = (t: number, lift: string, cat: string, msg: string) => entries.push([t, `${stamp(t)} [${lift}] ${cat.padEnd(5)} ${msg}`]);
  const at = (d: number, h: number, m: number, s = 0, ms = 0) => Date.UTC(2027, 1, d, h, m, s, ms);
  // Stops: [lift, from, to, category, source, reading or null, restart mode]
  const stops: [string, number, number, string, string, string | null, string][] = [
    ['BEX', at(6, 10, 5, 41, 118), at(6, 10, 22, 10, 804), 'ENV', 'ANEMO_T2', '20.9m/s', 'REDUCED'],
    ['SPM', at(6, 13, 55, 2, 640), at(6, 14, 26, 48, 15), 'ENV', 'ANEMO_T1', '21.7m/s', 'NORMAL'],
    ['BEX', at(6, 14, 12, 5, 331), at(6, 14, 31, 40, 8), 'ENV', 'ANEMO_T4', needle, 'REDUCED'],
    ['ERC', at(6, 14, 40, 2, 277), at(6, 15, 5, 19, 930), 'ENV', 'ANEMO_T3', '23.1m/s', 'REDUCED'],
    ['BEX', at(6, 15, 20, 12, 556), at(6, 15, 23, 50, 402), 'OPS', 'ESTOP_STN_B', null, 'NORMAL'],
    ['GMG', at(6, 11, 47, 30, 90), at(6, 11, 58, 2, 711), 'OPS', 'DOOR_CABIN_031', null, 'NORMAL'],
    ['CCQ', at(6, 12, 33, 9, 402), at(6, 12, 36, 41, 188), 'OPS', 'ESTOP_STN_A', null, 'NORMAL'],
    ['BEX', at(7, 9, 51, 18, 675), at(7, 10, 14, 2, 300), 'ENV', 'ANEMO_T2', '21.3m/s', 'REDUCED'],
    ['PTB', at(7, 9, 58, 44, 12), at(7, 10, 20, 31, 777), 'ENV', 'ANEMO_T1', '20.6m/s', 'NORMAL'],
  ];
  const stoppedAt = (lift: string, t: number) => stops.find(([l, a, b]) => l === lift && t >= a && t < b);
  const gusty = (t: number) => {
    // Windier around the known stops, calmer otherwise.
    const near = stops.filter(([, a, , c]) => c === 'ENV' && Math.abs(t - a) < 40 * MINUTE).length;
    return near > 0 ? real(random, 12, 19.8) : real(random, 3, 13);
  };
  const end = at(7, 10, 41, 7, 0);
  for (const day of [6, 7]) {
    const open = at(day, 8, 30);
    const close = day === 6 ? at(day, 16, 30) : end;
    // Overnight: parked readings and heaters every 30 minutes.
    for (let t = at(day, 0, 0) + between(random, 1, 120) * 1000; t < at(day, 7, 30); t += 30 * MINUTE) {
      add(t, 'SYS', 'NET', `heartbeat ok peers=${lifts.length} lcs=7.1.4 ntp_offset=${between(random, -9, 9)}ms`);
      for (const lift of lifts) {
        if (lift.anemo.length === 0) continue;
        const reads = lift.anemo.map((a) => `${a}=${real(random, 2, 11).toFixed(1)}m/s`).join(' ');
        add(t + between(random, 200, 5000), lift.code, 'ANEMO', `${reads} (parked)`);
        if (random() < 0.3)
          add(
            t + between(random, 5000, 9000),
            lift.code,
            'HTR',
            `gearbox heater ${oneOf(random, ['ON', 'OFF'])} oil=${real(random, 2, 9).toFixed(1)}C`,
          );
      }
    }
    for (const lift of lifts) {
      const op = oneOf(random, ops);
      add(
        at(day, 7, 30) + between(random, 0, 1500) * 1000,
        lift.code,
        'CHK',
        `daily inspection signed off by ${op} (checklist DI-${lift.code} v12)`,
      );
      add(open + between(random, 0, 90) * 1000, lift.code, 'DRV', `START op=${op} mode=NORMAL spd=${lift.speed.toFixed(2)}m/s`);
      for (let t = open + 120_000 + between(random, 0, 119) * 1000; t < close; t += 2 * MINUTE) {
        const stop = stoppedAt(lift.code, t);
        entries.push([
          t,
          without([needle], () => {
            const wind = lift.anemo.map((a) => `wind_${a}=${gusty(t).toFixed(1)}m/s`).join(' ');
            const run = !stop;
            return (
              `${stamp(t)} [${lift.code}] STAT  state=${run ? 'RUN' : 'HOLD'} spd=${(run ? lift.speed : 0).toFixed(2)}m/s load=${run ? between(random, 20, 95) : 0}%` +
              (wind ? ` ${wind}` : '') +
              (lift.rope ? ` rope=${(lift.rope + real(random, -4, 4)).toFixed(1)}kN` : '')
            );
          }),
        ]);
      }
      if (day === 6) add(close + between(random, 0, 60) * 1000, lift.code, 'DRV', 'STOP  cat=OPS src=SCHEDULE (end of day)');
    }
  }
  for (const [lift, from, to, cat, src, reading, mode] of stops) {
    const conf = lifts.find((l) => l.code === lift)!;
    add(from, lift, 'DRV', `STOP  cat=${cat} src=${src}` + (reading ? ` val=${reading} lim=20.0m/s` : ''));
    add(
      from + between(random, 1500, 2200),
      lift,
      'SAF',
      `service brake applied t=${real(random, 1.5, 2.4).toFixed(1)}s decel=${real(random, 0.6, 1.1).toFixed(2)}m/s2`,
    );
    if (cat === 'ENV') add(from + 60_000 + between(random, 0, 30_000), lift, 'OPS', `hold logged by ${oneOf(random, ops)} reason_code=W1`);
    const speed = mode === 'REDUCED' ? conf.speed * 0.7 : conf.speed;
    const calm = conf.anemo.map((a) => `${a}=${real(random, 9, 14).toFixed(1)}m/s`).join(' ');
    add(
      to,
      lift,
      'DRV',
      `START op=${oneOf(random, ops)} mode=${mode} spd=${speed.toFixed(2)}m/s` + (cat === 'ENV' ? ` after hold (${calm})` : ' after reset'),
    );
    if (mode === 'REDUCED')
      add(to + between(random, 15, 35) * MINUTE, lift, 'DRV', `MODE  REDUCED->NORMAL spd=${conf.speed.toFixed(2)}m/s`);
  }
  entries.sort((x, y) => x[0] - y[0]);
  const output =
    `# liftctl events --since "2027-02-06 00:00" --all-lifts\n# Corrie Peaks lift control system LCS 7.1.4, times GMT, ${entries.filter(([t]) => t <= end).length} events\n` +
    entries
      .filter(([t]) => t <= end)
      .map(([, line]) => line)
      .join('\n') +
    '\n';
  return probe(
    'round 124: lift wind stop',
    'People in the queue were saying the Bealach chair got shut down by the gusts yesterday afternoon. How strong was the wind reading that tripped it?',
    'lift_event_log',
    output,
    'gust',
    needle,
  );
}

/** c2. The rental fleet status export (CSV): "away getting the gouges in their bases patched up" is `BASE_WELD`. */
function rentalJuniorSkisInWorkshop(): EconomicsTask {
  const random = seededRandom(124_302);
  const groups = [
    { category: 'SNOWBOARD', prefix: 'CP-SB', n: 350, start: 10_000 },
    { category: 'SB_JUNIOR', prefix: 'CP-SBJ', n: 150, start: 600 },
    { category: 'SB_BOOT', prefix: 'CP-SBT', n: 400, start: 3000 },
    { category: 'SKI_ADULT', prefix: 'CP-SK', n: 900, start: 30_000 },
    { category: 'SKI_JUNIOR', prefix: 'CP-SKJ', n: 500, start: 900 },
    { category: 'SKI_BOOT', prefix: 'CP-BT', n: 1100, start: 20_000 },
    { category: 'HELMET', prefix: 'CP-HM', n: 600, start: 1000 },
  ];
  const makes: Record<string, readonly (readonly [string, string, string, string])[]> = {
    SNOWBOARD: [
      ['Burton', 'Ripcord', 'Burton Freestyle', '-'],
      ['Nidecker', 'Score', 'Nidecker Muon', '-'],
    ],
    SB_JUNIOR: [
      ['Burton', 'Grom', 'Burton Grom', '-'],
      ['Nidecker', 'Micron Magic', 'Nidecker Micron', '-'],
    ],
    SB_BOOT: [
      ['Burton', 'Moto BOA', '-', '-'],
      ['Nidecker', 'Rift', '-', '-'],
    ],
    SKI_ADULT: [
      ['Rossignol', 'Experience 78', 'Look Xpress 10', '3-10'],
      ['Elan', 'Wingman 78 C', 'Elan EL 10', '3-10'],
      ['Atomic', 'Redster Q4', 'Atomic M10', '3-10'],
      ['Head', 'Shape e-V8', 'Head PR 11', '3.5-11'],
      ['Salomon', 'E Stance 80', 'Salomon M11', '3.5-11'],
    ],
    SKI_JUNIOR: [
      ['Elan', 'Jett JRS', 'Elan EL 4.5 GW', '0.75-4.5'],
      ['Elan', 'Maxx JRS', 'Elan EL 7.5 GW', '2-7.5'],
      ['Rossignol', 'Experience Pro', 'Look Kid-X 4', '0.75-4.5'],
      ['Atomic', 'Redster J2', 'Atomic C5 GW', '1.5-5'],
      ['Head', 'Supershape Team', 'Head JRS 4.5', '0.75-4.5'],
    ],
    SKI_BOOT: [
      ['Rossignol', 'Evo 70', '-', '-'],
      ['Atomic', 'Hawx Prime 80', '-', '-'],
      ['Head', 'Edge LYT 80', '-', '-'],
      ['Salomon', 'Select HV 70', '-', '-'],
    ],
    HELMET: [
      ['Giro', 'Ledge', '-', '-'],
      ['Smith', 'Holt', '-', '-'],
      ['POC', 'Pocito', '-', '-'],
    ],
  };
  const sizes: Record<string, () => [string, string]> = {
    SNOWBOARD: () => [String(between(random, 140, 162)), 'cm'],
    SB_JUNIOR: () => [String(oneOf(random, [100, 110, 120, 125, 130, 135])), 'cm'],
    SB_BOOT: () => [String(between(random, 48, 62) / 2), 'mondo'],
    SKI_ADULT: () => [String(between(random, 14, 18) * 10 + oneOf(random, [0, 2, 5, 6])), 'cm'],
    SKI_JUNIOR: () => [String(oneOf(random, [80, 90, 100, 110, 120, 130, 140])), 'cm'],
    SKI_BOOT: () => [String(between(random, 44, 62) / 2), 'mondo'],
    HELMET: () => [oneOf(random, ['XS', 'S', 'M', 'L', 'XL']), 'size'],
  };
  const shops = ['BASE_LODGE', 'BASE_LODGE', 'GLAS_MAOL', 'VILLAGE', 'VILLAGE'];
  const states = [
    'READY',
    'READY',
    'READY',
    'ON_HIRE',
    'ON_HIRE',
    'ON_HIRE',
    'ON_HIRE',
    'TUNING',
    'BASE_WELD',
    'EDGE_REPAIR',
    'BINDING_CHECK',
    'QUARANTINE',
  ];
  const notes = [
    '',
    '',
    '',
    '',
    '',
    '',
    'topsheet chip',
    'sticker residue',
    'tip protector missing',
    'strap frayed',
    'demo stock',
    'loaned to ski school',
  ];
  const since = (lo: number, hi: number) => isoSec(Date.UTC(2027, 1, 7, 9) - between(random, lo, hi) * MINUTE);
  // Hires open in shop hours: 08:15 to 16:30 on one of the last six days.
  const hiredAt = () => isoSec(Date.UTC(2027, 1, between(random, 1, 6), 8, 15) + between(random, 0, 495) * MINUTE);
  type Row = {
    tag: string;
    category: string;
    make: string;
    model: string;
    binding: string;
    din: string;
    size: string;
    unit: string;
    shop: string;
    state: string;
  };
  const line = (r: Row, note: string) => {
    const stateSince = r.state === 'ON_HIRE' ? hiredAt() : since(30, 9000);
    const agreement = r.state === 'ON_HIRE' ? `RA-2702${stateSince.slice(8, 10)}-${String(between(random, 1, 280)).padStart(4, '0')}` : '';
    const tuned = isoSec(Date.UTC(2026, 11, 1) + between(random, 0, 66) * DAY).slice(0, 10);
    const cell = note.includes(',') ? `"${note}"` : note;
    return [
      r.tag,
      r.category,
      r.make,
      r.model,
      r.size,
      r.unit,
      r.binding,
      r.din,
      oneOf(random, ['A', 'A', 'B', 'B', 'C']),
      r.shop,
      r.state,
      stateSince,
      agreement,
      tuned,
      between(random, 0, 14),
      cell,
    ].join(',');
  };
  // The asked pair: junior Elans, 120 cm, Village shop, away for a base weld. The others alike differ in one thing.
  const askedSpec = { make: 'Elan', size: '120', shop: 'VILLAGE', state: 'BASE_WELD' };
  const nearMisses = [
    { make: 'Elan', size: '120', shop: 'BASE_LODGE', state: 'BASE_WELD' },
    { make: 'Elan', size: '110', shop: 'VILLAGE', state: 'BASE_WELD' },
    { make: 'Elan', size: '120', shop: 'VILLAGE', state: 'TUNING' },
    { make: 'Elan', size: '120', shop: 'VILLAGE', state: 'EDGE_REPAIR' },
    { make: 'Rossignol', size: '120', shop: 'VILLAGE', state: 'BASE_WELD' },
    { make: 'Elan', size: '120', shop: 'VILLAGE', state: 'READY' },
    { make: 'Elan', size: '120', shop: 'VILLAGE', state: 'ON_HIRE' },
  ];
  const plant: Record<number, { make: string; size: string; shop: string; state: string }> = { 247: askedSpec };
  nearMisses.forEach((spec, i) => (plant[60 + i * 55] = spec));
  const rows: string[] = [];
  let needle = '';
  for (const g of groups) {
    let number = g.start;
    for (let i = 0; i < g.n; i++) {
      number += oneOf(random, [1, 1, 1, 2, 3]);
      const tag = `${g.prefix}-${String(number).padStart(5, '0')}`;
      const spec = g.category === 'SKI_JUNIOR' ? plant[i] : undefined;
      let row: Row;
      for (;;) {
        const [make, model, binding, din] = spec ? makes[g.category]!.find((m) => m[0] === spec.make)! : oneOf(random, makes[g.category]!);
        const [size, unit] = spec ? [spec.size, 'cm'] : sizes[g.category]!();
        row = {
          tag,
          category: g.category,
          make,
          model,
          binding,
          din,
          size,
          unit,
          shop: spec?.shop ?? oneOf(random, shops),
          state: spec?.state ?? oneOf(random, states),
        };
        // No other pair may fit the question's description.
        const fits =
          row.category === 'SKI_JUNIOR' && row.make === 'Elan' && row.size === '120' && row.shop === 'VILLAGE' && row.state === 'BASE_WELD';
        if (spec || !fits) break;
      }
      if (spec === askedSpec) needle = tag;
      rows.push(line(row, spec ? '' : oneOf(random, notes)));
    }
  }
  const output =
    'asset_tag,category,make,model,size,size_unit,binding,din_range,condition,location,service_state,state_since,agreement_no,last_tuned,tune_count,notes\n' +
    rows.join('\n') +
    '\n';
  return probe(
    'round 124: rental junior skis in workshop',
    "We're doing a stock count at the Village shop before the half-term rush, and one pair of kids' skis isn't on the racks. It's the 120 cm Elan juniors that went away to get the gouges in their bases patched up: what's their asset tag?",
    'rental_fleet_status',
    output,
    'asset',
    needle,
  );
}

/** c3. The snowmaking season-to-date report (HTML): "the beginners' slopes" is the Nursery Meadow zone. */
function snowmakingLearnerWater(): EconomicsTask {
  const random = seededRandom(124_303);
  const needle = '742.6';
  const zones = [
    ['VT', 'Village Trail', 'home run from the Bealach mid-station to the village', 14, 900],
    ['NM', 'Nursery Meadow', 'ski school and learner terrain beside the carpet lift', 12, 700],
    ['LC', 'Lower Coire', 'blue runs below the Coire Cas Quad', 16, 1400],
    ['BR', 'Bealach Run', 'red run under the Bealach Express', 22, 1900],
    ['PW', 'Ptarmigan Wall', 'black pitch below the T-bar', 10, 800],
    ['GU', 'Glas Maol Upper', 'gondola top station area', 18, 1500],
    ['ER', "Eagle's Ridge", "red and black runs off the Eagle's Ridge chair", 12, 1000],
    ['PP', 'Park &amp; Pipe', 'terrain park and halfpipe', 8, 1200],
  ] as const;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const label = (ms: number) => {
    const d = new Date(ms);
    return `${weekday[d.getUTCDay()]} ${d.getUTCDate()} ${month[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  };
  const first = Date.UTC(2026, 11, 1);
  const target = Date.UTC(2027, 0, 12);
  const out: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Snowmaking production: season to date (1 Dec 2026 to 7 Feb 2027) | Corrie Peaks</title>',
    '<style>body{font-family:Arial,sans-serif;font-size:12px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccd;padding:2px 6px}td.num{text-align:right}tr.night-head th{background:#e8eef7;text-align:left}tr.night-total td{font-weight:bold}tr.off td{color:#888}</style>',
    '</head>',
    '<body>',
    '<h1>Snowmaking production: season to date</h1>',
    '<p class="meta">Generated Sun 7 Feb 2027 07:55 by SnowMgr reporting 3.4.1 &middot; nights 1 Dec 2026 to 6 Feb 2027 &middot; volumes from zone flow meters, snow volume estimated at 2.1 m&sup3; per m&sup3; of water</p>',
    '<h2>Zones</h2>',
    '<table class="legend"><thead><tr><th>Code</th><th>Zone</th><th>Terrain</th><th>Hydrants</th></tr></thead><tbody>',
    ...zones.map(
      ([code, name, terrain, guns]) => `<tr><td>${code}</td><td>${name}</td><td>${terrain}</td><td class="num">${guns}</td></tr>`,
    ),
    '</tbody></table>',
    '<h2>By night</h2>',
    '<table class="production">',
    '<thead><tr><th>Zone</th><th>Guns run</th><th>Hours</th><th>Water (m&sup3;)</th><th>Air (Nm&sup3;)</th><th>Energy (kWh)</th><th>Snow est. (m&sup3;)</th><th>Avg wet-bulb (&deg;C)</th></tr></thead>',
  ];
  let seasonWater = 0;
  for (let night = first; night < Date.UTC(2027, 1, 7); night += DAY) {
    const id = isoSec(night).slice(0, 10);
    const wb = -1.5 - real(random, 0, 6.5);
    const head = `<tbody class="night" id="night-${id}"><tr class="night-head"><th colspan="8">Night of ${label(night)} &rarr; ${label(night + DAY)}`;
    if (wb > -2.2 && night !== target) {
      out.push(
        `${head} &middot; no production</th></tr><tr class="off"><td colspan="8">No production: wet-bulb above -2.0 &deg;C all night (avg ${wb.toFixed(1)} &deg;C)</td></tr></tbody>`,
      );
      continue;
    }
    const hoursMax = real(random, 5, 13);
    out.push(
      `${head} &middot; window ${pad2(between(random, 16, 19))}:${pad2(between(random, 0, 59))}&ndash;${pad2(between(random, 5, 8))}:${pad2(between(random, 0, 59))} &middot; avg wet-bulb ${wb.toFixed(1)} &deg;C</th></tr>`,
    );
    let total = 0;
    let totalHours = 0;
    for (const [code, name, , guns, rate] of zones) {
      const run = random() < 0.8 || (night === target && code === 'NM');
      if (!run) {
        out.push(
          `<tr class="zone-row off" data-zone="${code}"><td>${name}</td><td class="num">0</td><td class="num">0.0</td><td class="num">0.0</td><td class="num">0</td><td class="num">0</td><td class="num">0</td><td class="num">&ndash;</td></tr>`,
        );
        continue;
      }
      const row = (water: string, waterValue: number, hours: number) => {
        const used = between(random, Math.ceil(guns / 3), guns);
        return (
          `<tr class="zone-row" data-zone="${code}"><td>${name}</td><td class="num">${used}</td><td class="num">${hours.toFixed(1)}</td>` +
          `<td class="num">${water}</td><td class="num">${grouped(waterValue * real(random, 180, 260))}</td><td class="num">${grouped(waterValue * real(random, 4.2, 6.1))}</td>` +
          `<td class="num">${grouped(waterValue * 2.1)}</td><td class="num">${(wb + real(random, -0.6, 0.6)).toFixed(1)}</td></tr>`
        );
      };
      if (night === target && code === 'NM') {
        out.push(row(needle, 742.6, 8.1));
        total += 742.6;
        totalHours += 8.1;
        continue;
      }
      let value = 0;
      let hours = 0;
      out.push(
        without([needle], () => {
          hours = hoursMax * real(random, 0.55, 1);
          value = Math.round((rate * hours * real(random, 0.6, 1.2) * (1 + Math.min(4, -wb - 2) / 8)) / 1.1) / 10;
          return row(grouped(value, 1), value, hours);
        }),
      );
      total += value;
      totalHours += hours;
    }
    seasonWater += total;
    out.push(
      without(
        [needle],
        () =>
          `<tr class="night-total"><td>All zones</td><td class="num"></td><td class="num">${totalHours.toFixed(1)}</td><td class="num">${grouped(total, 1)}</td><td class="num"></td><td class="num"></td><td class="num">${grouped(total * 2.1)}</td><td class="num"></td></tr></tbody>`,
      ),
    );
  }
  out.push(
    '</table>',
    `<p class="season-total">Season to date: ${grouped(seasonWater, 1)} m&sup3; of water (licence CAR/L/1042871, annual cap 240,000 m&sup3;)</p>`,
    '<p class="footer">Corrie Peaks Ltd &middot; snowmaking operations &middot; internal</p>',
    '</body>',
    '</html>',
  );
  const output = out.join('\n') + '\n';
  return probe(
    'round 124: snowmaking learner water',
    "Finance are on at me again about our water abstraction licence. How much water did the guns on the beginners' slopes get through on the night of Tuesday the twelfth of January?",
    'snowmaking_season_report',
    output,
    'water',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** d1. The access control system's device list (logfmt, by site): one turnstile's anti-passback window differs. */
function turnstileLockoutSetting(): EconomicsTask {
  const random = seededRandom(124_401);
  const needle = 'TS-BX-4';
  const sites = [
    ['VILLAGE', 'VG', 10, 6],
    ['GLAS-MAOL-BASE', 'GM', 11, 6],
    ['COIRE-BASE', 'CB', 12, 5],
    ['NURSERY', 'NM', 13, 3],
    ['BEALACH-BASE', 'BX', 14, 6],
    ['EAGLES-RIDGE', 'ER', 15, 4],
    ['PTARMIGAN', 'PT', 16, 3],
    ['SUMMIT', 'SP', 17, 2],
    ['GLAS-MAOL-TOP', 'GT', 18, 3],
    ['OFFICE', 'OF', 19, 0],
  ] as const;
  const mac = () => `00:1b:7c:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`;
  const uptime = () => `${between(random, 0, 40)}d${pad2(between(random, 0, 23))}h${pad2(between(random, 0, 59))}m`;
  const port = (code: string) =>
    `switch=sw-${code.toLowerCase()}-0${between(random, 1, 2)} port=${between(random, 1, 24)} vlan=${between(random, 40, 44)}`;
  const seenAt = () => isoSec(Date.UTC(2027, 1, 7, 9, 41, 0) + between(random, -90, 0) * 1000);
  const lines: string[] = [];
  for (const [site, code, subnet, turnstiles] of sites) {
    const devices: string[] = [];
    let host = 20;
    const ip = () => `10.40.${subnet}.${host++}`;
    for (let i = 1; i <= turnstiles; i++) {
      const id = `TS-${code}-${i}`;
      const lockout = id === needle ? 90 : 900;
      const render = () =>
        `device=${id} type=turnstile site=${site} model="TurnPro TX-5" hw=C2 fw=${oneOf(random, ['4.12.7', '4.12.7', '4.12.9'])} reader=iso15693 reader_fw=2.3.1 ` +
        `ip=${ip()} mac=${mac()} ${port(code)} state=online uptime=${uptime()} last_seen=${seenAt()} scans_today=${between(random, 40, 900)} denied_today=${between(random, 0, 25)} ` +
        `temp_c=${real(random, -6, 6).toFixed(1)} heater=${oneOf(random, ['on', 'off'])} mode=entry antipassback_s=${lockout} rotation_timeout_s=8 ` +
        `offline_whitelist=enabled whitelist_age_s=${between(random, 5, 120)}`;
      devices.push(id === needle ? render() : without([needle], render));
    }
    const counts: [string, string, number][] = [
      ['HH', 'handheld', code === 'OF' ? 4 : between(random, 6, 12)],
      ['KI', 'kiosk', code === 'VG' || code === 'GM' || code === 'CB' ? between(random, 4, 8) : between(random, 0, 2)],
      ['POS', 'pos', code === 'OF' ? 2 : between(random, 3, 10)],
      ['PR', 'card_printer', between(random, 1, 3)],
      ['DS', 'display', turnstiles],
    ];
    for (const [prefix, type, n] of counts) {
      for (let i = 1; i <= n; i++) {
        const id = `${prefix}-${code}-${pad2(i)}`;
        const base = `device=${id} type=${type} site=${site} ${port(code)} `;
        const render = () => {
          if (type === 'handheld')
            return `${base}model="ScanMate H7" fw=7.3.${oneOf(random, [0, 2])} ip=${ip()} mac=${mac()} state=${oneOf(random, ['online', 'online', 'online', 'docked'])} battery_pct=${between(random, 12, 100)} last_seen=${seenAt()} scans_today=${between(random, 0, 300)} assigned=${oneOf(random, ['lift-ops', 'lift-ops', 'ticket-check', 'ski-school'])}`;
          if (type === 'kiosk')
            return `${base}model="Kiosk K22" fw=2.8.4 ip=${ip()} mac=${mac()} state=online uptime=${uptime()} last_seen=${seenAt()} sales_today=${between(random, 0, 140)} paper=${oneOf(random, ['ok', 'ok', 'ok', 'low'])} cash=disabled card=enabled`;
          if (type === 'pos')
            return `${base}model="Till T9" fw=5.1.1 ip=${ip()} mac=${mac()} state=${oneOf(random, ['online', 'online', 'idle'])} uptime=${uptime()} last_seen=${seenAt()} sales_today=${between(random, 0, 220)} drawer=closed`;
          if (type === 'card_printer')
            return `${base}model="CardJet 300" fw=1.14.2 ip=${ip()} mac=${mac()} state=online ribbon_pct=${between(random, 5, 100)} cards_left=${between(random, 0, 250)} printed_today=${between(random, 0, 180)}`;
          return `${base}model="LED-64x16" fw=3.0.6 ip=${ip()} mac=${mac()} state=online brightness=${oneOf(random, [60, 70, 80, 100])} message_set=standard last_seen=${seenAt()}`;
        };
        devices.push(without([needle], render));
      }
    }
    lines.push(...devices.sort());
  }
  const output =
    `# accessctl fleet list --all --format logfmt (Corrie Peaks access control 9.4.0, 2027-02-07T09:41:30Z)\n` +
    lines.join('\n') +
    `\n# ${lines.length} devices, ${lines.filter((l) => l.includes('state=online')).length} online\n`;
  return probe(
    'round 124: turnstile lockout setting',
    "Someone told me they went straight back through one of our turnstiles on the same pass a couple of minutes after their first lap, which shouldn't be possible. Is one of the turnstiles set up differently from the rest? Which one?",
    'access_fleet_list',
    output,
    'turnstile',
    needle,
  );
}

/** d2. This morning's grip force test (fixed-width tables, one per detachable lift): one gondola cabin's closing force differs. */
function gondolaGripForce(): EconomicsTask {
  const random = seededRandom(124_402);
  const needle = 'GMG-047';
  const lifts = [
    { code: 'BEX', name: 'Bealach Express (6CLD)', n: 126, grip: 'DT-6', close: 11.55, open: 14.1, station: 'BEX-DS', start: [7, 5] },
    { code: 'ERC', name: "Eagle's Ridge Chair (4CLD)", n: 90, grip: 'DT-4', close: 9.0, open: 11.2, station: 'ERC-DS', start: [7, 2] },
    { code: 'GMG', name: 'Glas Maol Gondola (8MGD)', n: 104, grip: 'DT-8G', close: 10.5, open: 13.0, station: 'GMG-VS', start: [6, 48] },
    { code: 'VGO', name: 'Village Gondola (10MGD)', n: 88, grip: 'DT-10G', close: 12.6, open: 15.4, station: 'VGO-VS', start: [6, 55] },
  ];
  const out: string[] = [
    'CORRIE PEAKS LIFT MAINTENANCE - DAILY GRIP FORCE TEST',
    'Test date: 2027-02-07 (Sun)    Generated: 2027-02-07 08:14:55    System: GripCheck GT-400 v3.2    Tester cal.: 2027-01-15 (CAL-GT400-0117)',
    'Forces in kN (spring closing force at jaw, opening force at lever), travel and gap in mm, detach/attach times in ms.',
    'Acceptance limits per manufacturer manual DM-GRIP rev. 9, table 4; values outside limits are held for re-test before opening.',
    '',
  ];
  const header =
    'CARRIER   GRIP S/N     TYPE     SPRING PACK    CLOSE kN   OPEN kN   TRAVEL mm   JAW GAP mm   DETACH ms   ATTACH ms   CYCLES       OVERHAUL     TIME       RESULT';
  for (const lift of lifts) {
    let t = Date.UTC(2027, 1, 7, lift.start[0], lift.start[1], between(random, 0, 59));
    const op = `OP1${between(random, 0, 4)}${between(random, 0, 9)}`;
    out.push(
      `LIFT: ${lift.code}  ${lift.name}    Carriers: ${lift.n}    Test station: ${lift.station}    Operator: ${op}    Start: ${clock(t)}`,
      '-'.repeat(header.length),
      header,
      '-'.repeat(header.length),
    );
    let sum = 0;
    for (let i = 1; i <= lift.n; i++) {
      const id = `${lift.code}-${String(i).padStart(3, '0')}`;
      t += between(random, 9, 14) * 1000;
      const close = id === needle ? 9.04 : lift.close + real(random, -0.3, 0.3);
      sum += close;
      const render = () =>
        [
          id.padEnd(10),
          `${lift.grip.slice(0, 3).replace('-', '')}-${between(random, 100_000, 199_999)}`.padEnd(13),
          lift.grip.padEnd(9),
          `SP-${lift.code}-${String(between(random, 1, 4000)).padStart(4, '0')}`.padEnd(15),
          close.toFixed(2).padStart(8),
          (lift.open + real(random, -0.35, 0.35)).toFixed(2).padStart(10),
          real(random, 17.8, 19.0).toFixed(1).padStart(11),
          real(random, 0.5, 0.75).toFixed(2).padStart(13),
          String(between(random, 380, 430)).padStart(12),
          String(between(random, 410, 470)).padStart(12),
          grouped(between(random, 150_000, 600_000)).padStart(10),
          `   ${isoSec(Date.UTC(2026, 9, 1) + between(random, 0, 40) * DAY).slice(0, 10)}`,
          `   ${clock(t)}`,
          '   OK',
        ].join('');
      out.push(id === needle ? render() : without([needle], render));
    }
    out.push(
      '-'.repeat(header.length),
      `Summary ${lift.code}: ${lift.n} carriers tested, ${lift.n} OK, 0 held; mean closing force ${(sum / lift.n).toFixed(2)} kN; finished ${clock(t + 40_000)}`,
      '',
    );
  }
  out.push('End of report. Signed electronically by the duty lift engineer on acceptance.');
  const output = out.join('\n') + '\n';
  return probe(
    'round 124: gondola grip force',
    "Can you look over this morning's grip test for the Glas Maol gondola? I've a feeling one cabin's grip isn't clamping like the others. Which cabin?",
    'grip_test_report',
    output,
    'cabin',
    needle,
  );
}

/** d3. The grooming sync server's journal for the week: one of Wednesday night's shift files is far smaller than its peers. */
function groomingSmallShiftFile(): EconomicsTask {
  const random = seededRandom(124_403);
  const cats = Array.from({ length: 14 }, (_, i) => ({
    id: `PB-${pad2(i + 1)}`,
    model: i < 2 ? 'PistenBully 600 W' : i < 10 ? 'PistenBully 600' : 'PistenBully 400',
    ip: `10.60.3.${11 + i}`,
    driver: `D1${pad2(between(random, 1, 40))}`,
  }));
  const pistes = [
    'BEALACH-RUN',
    'LOWER-COIRE',
    'VILLAGE-TRAIL',
    'NURSERY-MEADOW',
    'PTARMIGAN-WALL',
    'GLAS-MAOL-UPPER',
    'EAGLES-RIDGE',
    'PARK',
  ];
  const month = ['Jan', 'Feb'];
  const stamp = (t: number) => {
    const d = new Date(t);
    return `${month[d.getUTCMonth()]} ${pad2(d.getUTCDate())} ${clock(t)}`;
  };
  const entries: [number, string][] = [];
  const pid = 1184;
  const add = (t: number, msg: string) => entries.push([t, `${stamp(t)} grm-sync01 catsync[${pid}]: ${msg}`]);
  const from = Date.UTC(2027, 1, 1);
  const end = Date.UTC(2027, 1, 7, 9, 50, 12);
  let needle = '';
  // Nights from Sunday 31 January to Saturday 6 February; a night's files are named after the shift's start.
  for (let night = Date.UTC(2027, 0, 31); night <= Date.UTC(2027, 1, 6); night += DAY) {
    const wednesday = night === Date.UTC(2027, 1, 3);
    const out = shuffle(random, [...cats]).slice(0, between(random, 9, 12));
    if (wednesday && !out.some((c) => c.id === 'PB-07')) out[0] = cats[6]!;
    for (const cat of out) {
      const start = night + (20 * 60 + between(random, 30, 150)) * MINUTE + between(random, 0, 59) * 1000;
      const short = night === Date.UTC(2027, 1, 1) && cat.id === out[1]!.id;
      const minutes = short ? between(random, 170, 200) : between(random, 400, 560);
      const stop = start + minutes * MINUTE;
      const file = `${cat.id}_${isoSec(start).slice(0, 10).replace(/-/g, '')}_${clock(start).slice(0, 5).replace(':', '')}.tlm`;
      if (start >= from)
        add(
          start,
          `session open cat=${cat.id} model="${cat.model}" driver=${cat.driver} ip=${cat.ip} link=${oneOf(random, ['LTE', 'LTE', 'WLAN'])}`,
        );
      for (let t = start + 15 * MINUTE; t < stop; t += 15 * MINUTE) {
        if (t < from) continue;
        add(
          t + between(random, 0, 20) * 1000,
          `heartbeat cat=${cat.id} state=grooming piste=${oneOf(random, pistes)} speed_kmh=${real(random, 6, 14).toFixed(1)} tiller=on depth_cm=${between(random, 3, 9)} ` +
            `blade=${oneOf(random, ['float', 'carry', 'cut'])} fuel_pct=${Math.max(8, 95 - Math.round(((t - start) / (stop - start)) * 60))} gps=3D sats=${between(random, 7, 14)}`,
        );
      }
      const upload = stop + between(random, 4, 25) * MINUTE;
      const odd = wednesday && cat.id === 'PB-07';
      const bytes = odd ? 48_212 : Math.round(minutes * real(random, 5900, 6400));
      const line = () =>
        `received ${file} from ${cat.id} bytes=${bytes} in ${(bytes / real(random, 600_000, 900_000)).toFixed(1)}s points=${Math.round(bytes / 52)} ` +
        `sha256=${hex(random, 16)}... archive=/srv/catsync/${isoSec(start).slice(0, 7)}`;
      if (odd) needle = file;
      add(upload, line());
      add(
        upload + between(random, 2, 9) * 1000,
        `session close cat=${cat.id} shift=${Math.floor(minutes / 60)}h${pad2(minutes % 60)}m dist_km=${(minutes * real(random, 0.08, 0.11)).toFixed(1)} area_ha=${(minutes * real(random, 0.05, 0.07)).toFixed(1)}`,
      );
    }
  }
  // Daytime: parked cats every two hours, housekeeping once a day.
  for (let day = from; day < end; day += DAY) {
    for (let h = 0; h < 24; h += 2) {
      for (const cat of cats) {
        const t = day + h * HOUR + between(random, 0, 600) * 1000;
        const hour = h;
        if (hour >= 21 || hour < 7) continue;
        add(
          t,
          `heartbeat cat=${cat.id} state=parked depot=${oneOf(random, ['GARAGE-A', 'GARAGE-A', 'GARAGE-B'])} batt=${real(random, 12.2, 13.1).toFixed(1)}V gps=3D sats=${between(random, 6, 12)}`,
        );
      }
    }
    add(
      day + 3 * HOUR + 17 * MINUTE,
      `housekeeping: pruned ${between(random, 0, 40)} files older than 90 days, disk /srv/catsync ${between(random, 61, 74)}% used`,
    );
    add(
      day + 6 * HOUR + 30 * MINUTE,
      `tls: certificate for catsync.corriepeaks.internal valid until 2027-03-${pad2(between(random, 1, 3))}`,
    );
  }
  entries.sort((x, y) => x[0] - y[0]);
  const kept = entries.filter(([t]) => t >= from && t <= end).map(([, l]) => l);
  const output = '-- Journal begins at Mon 2027-01-04 00:00:01 GMT, ends at Sun 2027-02-07 09:50:12 GMT. --\n' + kept.join('\n') + '\n';
  // The odd file name is built, not typed: it must still be unique, which probe() checks.
  return probe(
    'round 124: grooming small shift file',
    "After Wednesday night's grooming, one of the cats sent in a shift file that's way smaller than everyone else's. Which file was that?",
    'grooming_sync_journal',
    output,
    'file',
    needle,
  );
}

export function roundOneHundredTwentyFour(): EconomicsTask[] {
  return [
    liftTelemetryTension(),
    gateScanTransaction(),
    snowmakingGunPressure(),
    hydrantForGunSerial(),
    rentalAgreementForSkis(),
    avalancheShotObservation(),
    liftWindStop(),
    rentalJuniorSkisInWorkshop(),
    snowmakingLearnerWater(),
    turnstileLockoutSetting(),
    gondolaGripForce(),
    groomingSmallShiftFile(),
  ];
}
