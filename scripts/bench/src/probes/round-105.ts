/**
 * Probe round 105, written blind: the Kestrel Basin Radio Observatory (KBRO), a 64-dish array with its own
 * correlator, calibration pipeline, RFI monitoring, cryogenic receivers, proposal and scheduling tools and
 * data archive. "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - monitoring portal sensor snapshot (minified JSON): the H-pol LNA drain current of one dish's L-band receiver;
 *  - archive TAP query (one-line VOTable XML): the proposal one dated observation of a named galaxy was taken under;
 *  - RFI monitor daily export (CSV with one huge detections field): the frequency of a satellite burst seen at a given time;
 * b. The answer a few lines away from the line the question's words match:
 *  - cryogenics controller status (YAML): when one dish's S-band receiver was last regenerated;
 *  - scheduler API (pretty JSON): the PI of one scheduling block;
 *  - pointing model store (XML): one term of one dish's active pointing model;
 * c. A question that paraphrases the output or carries a preamble:
 *  - time allocation committee export (text report): the code of the proposal described in the user's own words;
 *  - operations e-log search (text entries), with a preamble: when observing resumed after a wind stow;
 *  - calibration pipeline log (CASA logger), with a preamble: the bootstrapped flux density of the gain calibrator in one spectral window;
 * d. One value unlike its peers, with no error word near it:
 *  - archive object store listing (s3cmd ls): the chunk object whose size differs from its siblings;
 *  - hardware LRU inventory (fixed-width table): the firmware of the one L-band digitiser not on the fleet's version;
 *  - antenna drive telemetry export (CSV): the elevation motor current far above every other sample.
 * Not among the bench's targets.
 * First run, at 185aa0c, the head when the round was written (with this file; `ROUNDS=105
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,970,507 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 105: sensor snapshot (minified JSON)
 *     codex: 13,073 tokens, peak 13,000, 0/1 needles, 0 read-backs
 *     context-chef: 644 tokens, peak 571, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,631 tokens, peak 3,815, 1/1 needles, 4 read-backs
 *     ours: 8,952 tokens, peak 3,308, 1/1 needles, 4 read-backs
 *   round 105: archive TAP query (one-line VOTable)
 *     codex: 19,217 tokens, peak 19,144, 0/1 needles, 0 read-backs
 *     context-chef: 805 tokens, peak 732, 0/1 needles, 0 read-backs
 *     context-chef-store: 25,410 tokens, peak 8,969, 0/1 needles, 4 read-backs
 *     ours: 7,131 tokens, peak 3,239, 0/1 needles, 2 read-backs
 *   round 105: RFI monitor export (CSV, one huge field)
 *     codex: 226 tokens, peak 147, 0/1 needles, 0 read-backs
 *     context-chef: 1,111 tokens, peak 1,032, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,209 tokens, peak 3,368, 1/1 needles, 2 read-backs
 *     ours: 3,551 tokens, peak 2,467, 1/1 needles, 1 read-backs
 *   round 105: cryogenics status (YAML)
 *     codex: 17,579 tokens, peak 17,511, 0/1 needles, 0 read-backs
 *     context-chef: 827 tokens, peak 759, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,766 tokens, peak 1,862, 0/1 needles, 3 read-backs
 *     ours: 4,389 tokens, peak 1,548, 1/1 needles, 3 read-backs
 *   round 105: scheduler blocks (pretty JSON)
 *     codex: 13,015 tokens, peak 12,946, 0/1 needles, 0 read-backs
 *     context-chef: 670 tokens, peak 601, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,834 tokens, peak 1,464, 1/1 needles, 2 read-backs
 *     ours: 1,879 tokens, peak 936, 1/1 needles, 1 read-backs
 *   round 105: pointing models (XML)
 *     codex: 14,981 tokens, peak 14,905, 0/1 needles, 0 read-backs
 *     context-chef: 739 tokens, peak 663, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,992 tokens, peak 2,629, 1/1 needles, 3 read-backs
 *     ours: 8,335 tokens, peak 3,596, 1/1 needles, 3 read-backs
 *   round 105: TAC proposal export (paraphrased)
 *     codex: 9,675 tokens, peak 9,590, 0/1 needles, 0 read-backs
 *     context-chef: 578 tokens, peak 493, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,827 tokens, peak 2,579, 0/1 needles, 2 read-backs
 *     ours: 5,968 tokens, peak 2,739, 1/1 needles, 2 read-backs
 *   round 105: operations e-log (preamble, paraphrased)
 *     codex: 9,549 tokens, peak 9,455, 0/1 needles, 0 read-backs
 *     context-chef: 510 tokens, peak 416, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,692 tokens, peak 2,504, 0/1 needles, 2 read-backs
 *     ours: 5,687 tokens, peak 2,499, 0/1 needles, 2 read-backs
 *   round 105: calibration pipeline log (preamble)
 *     codex: 17,170 tokens, peak 17,070, 0/1 needles, 0 read-backs
 *     context-chef: 792 tokens, peak 692, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,994 tokens, peak 3,833, 0/1 needles, 2 read-backs
 *     ours: 8,342 tokens, peak 4,114, 0/1 needles, 2 read-backs
 *   round 105: archive chunk listing (odd size)
 *     codex: 18,160 tokens, peak 18,073, 0/1 needles, 0 read-backs
 *     context-chef: 870 tokens, peak 783, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,584 tokens, peak 1,406, 0/1 needles, 4 read-backs
 *     ours: 3,680 tokens, peak 797, 1/1 needles, 4 read-backs
 *   round 105: LRU inventory (odd firmware)
 *     codex: 16,738 tokens, peak 16,659, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,792 tokens, peak 3,984, 0/1 needles, 3 read-backs
 *     ours: 9,460 tokens, peak 4,564, 1/1 needles, 3 read-backs
 *   round 105: drive telemetry export (odd current)
 *     codex: 27,354 tokens, peak 27,273, 0/1 needles, 0 read-backs
 *     context-chef: 1,100 tokens, peak 1,019, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,009 tokens, peak 2,782, 0/1 needles, 4 read-backs
 *     ours: 4,728 tokens, peak 1,842, 1/1 needles, 4 read-backs
 *     codex: 176,737 tokens, 0/12 needles
 *     context-chef: 9,352 tokens, 0/12 needles
 *     context-chef-store: 102,740 tokens, 4/12 needles
 *     ours: 72,102 tokens, 9/12 needles
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

/** The array's 64 dishes, kb01 to kb64. */
const ANTENNAS = Array.from({ length: 64 }, (_, i) => `kb${pad2(i + 1)}`);

/** A decimal in [lo, hi] with `digits` decimals, as text. */
const dec = (random: () => number, lo: number, hi: number, digits: number) => (lo + random() * (hi - lo)).toFixed(digits);

/** `make()` again until its text does not hold `needle`: filler never repeats the answer. */
function without(needle: string, make: () => string): string {
  for (;;) {
    const text = make();
    if (!text.includes(needle)) return text;
  }
}

/** An ISO 8601 time to the second, `Z`. */
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** `2026-11-17 09:41:07`. */
const spaced = (ms: number) => iso(ms).replace('T', ' ').replace('Z', '');

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const FIRST_NAMES = [
  'Thandeka',
  'Pieter',
  'Naledi',
  'Johan',
  'Ayesha',
  'Sipho',
  'Marta',
  'Kwame',
  'Lerato',
  'Henrik',
  'Anjali',
  'Tomás',
  'Yuki',
  'Farah',
  'Olumide',
  'Ingrid',
  'Ruan',
  'Busisiwe',
  'Mei',
  'Daniel',
  'Zanele',
  'Aleksander',
  'Priya',
  'Lucía',
  'Themba',
  'Chiara',
  'Ravi',
  'Nomsa',
  'Erik',
  'Hannah',
  'Obinna',
  'Camille',
  'Mpho',
  'Stefan',
  'Rosa',
  'Kagiso',
  'Amara',
  'Jian',
  'Leila',
  'Matteo',
];
const SURNAMES = [
  'van der Merwe',
  'Ndlovu',
  'Okafor',
  'Botha',
  'Chen',
  'Mokoena',
  'Schneider',
  'Pillay',
  'Haddad',
  'Nakamura',
  'Dlamini',
  'Fernández',
  'Khumalo',
  'Lindqvist',
  'Mensah',
  'Rossi',
  'Venter',
  'Sato',
  'Ibrahim',
  'Molefe',
  'Kowalski',
  'Naidoo',
  'Osei',
  'Müller',
  'Zulu',
  'Bernardi',
  'Gupta',
  'Maseko',
  'Jansen',
  'Adeyemi',
  'Coetzee',
  'Ramírez',
  'Sithole',
  'Nilsson',
  'Banda',
];
const INSTITUTIONS = [
  'University of Cape Town',
  'Rhodes University',
  'University of the Western Cape',
  'Wits University',
  'Stellenbosch University',
  'ASTRON',
  'University of Manchester',
  'INAF - IRA Bologna',
  'Max-Planck-Institut für Radioastronomie',
  'CSIRO Space & Astronomy',
  'Curtin University',
  'National Radio Astronomy Observatory',
  'University of Oxford',
  'Universidad de Chile',
  'University of Toronto',
  'Kavli IPMU',
  'NCRA-TIFR',
  'University of Nairobi',
  'Observatoire de Paris',
  'KBRO staff',
];

/** Sky targets the array observes, with J2000 coordinates in degrees. */
const TARGETS: readonly (readonly [string, number, number])[] = [
  ['NGC 253', 11.88806, -25.28822],
  ['NGC 4945', 196.36446, -49.46821],
  ['Centaurus A', 201.36506, -43.01911],
  ['Fornax A', 50.67375, -37.20833],
  ['M83', 204.25383, -29.86576],
  ['NGC 300', 13.72283, -37.68439],
  ['NGC 1365', 53.40155, -36.1404],
  ['SMC', 13.18667, -72.82861],
  ['LMC', 80.89375, -69.75611],
  ['47 Tuc', 6.02363, -72.08128],
  ['Omega Cen', 201.69683, -47.47947],
  ['Sgr A*', 266.41683, -29.00781],
  ['PSR J0835-4510', 128.83588, -45.17635],
  ['PSR J0437-4715', 69.31623, -47.25253],
  ['Abell 3667', 303.12967, -56.82694],
  ['Abell 3376', 90.42917, -39.98194],
  ['Abell 2744', 3.58625, -30.40028],
  ['Circinus', 213.29146, -65.33922],
  ['NGC 6744', 287.44208, -63.85753],
  ['NGC 7793', 359.45763, -32.59103],
  ['NGC 55', 3.72333, -39.19667],
  ['Eta Carinae', 161.26517, -59.68444],
  ['GX 339-4', 255.70571, -48.78975],
  ['CDFS', 53.1225, -27.80556],
  ['ELAIS-S1', 9.64167, -43.98333],
  ['XMM-LSS', 35.6, -4.5],
  ['COSMOS', 150.11917, 2.20583],
  ['Magellanic Bridge', 31.5, -73.5],
  ['NGC 3109', 150.78004, -26.15967],
  ['Vela SNR', 128.5, -45.83333],
];

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------

/** The monitoring portal's sensor snapshot: every sensor of every dish, one minified JSON line. */
function sensorSnapshot(): EconomicsTask {
  const random = seededRandom(105_101);
  const now = Date.UTC(2026, 10, 17, 9, 41, 7, 218);
  const needle = '17.083';
  const ts = () => ((now - between(random, 0, 95_000)) / 1000).toFixed(3);
  const num = (lo: number, hi: number, digits: number) => dec(random, lo, hi, digits);
  const exp = (lo: number, hi: number, power: number) => `${dec(random, lo, hi, 2)}e-${power}`;
  const azim = 143.2 + random() * 0.4;
  const elev = 61.7 + random() * 0.2;
  const syncEpoch = 1794268800;
  const records: string[] = [];
  for (const ant of ANTENNAS) {
    const stopped = random() < 0.06;
    const az = stopped ? 90 + random() * 180 : azim + (random() - 0.5) * 0.01;
    const el = stopped ? 15 + random() * 70 : elev + (random() - 0.5) * 0.01;
    const sensors: [string, string, string][] = [
      ['ap_mode', stopped ? '"stop"' : '"track"', ''],
      ['ap_on_target', stopped ? 'false' : 'true', ''],
      ['ap_actual_azim', az.toFixed(4), 'deg'],
      ['ap_actual_elev', el.toFixed(4), 'deg'],
      ['ap_requested_azim', (stopped ? az : azim).toFixed(4), 'deg'],
      ['ap_requested_elev', (stopped ? el : elev).toFixed(4), 'deg'],
      ['ap_azim_motor1_current', num(1.2, 5.8, 2), 'A'],
      ['ap_azim_motor2_current', num(1.2, 5.8, 2), 'A'],
      ['ap_elev_motor_current', num(1.8, 6.4, 2), 'A'],
      ['ap_drive_cabinet_temperature', num(21, 34, 1), 'degC'],
      ['ap_windstow_active', 'false', ''],
      ['ap_indexer_position', '"l"', ''],
      ['rsc_rxl_lna_h_drain_current', num(14.5, 21.5, 3), 'mA'],
      ['rsc_rxl_lna_v_drain_current', num(14.5, 21.5, 3), 'mA'],
      ['rsc_rxl_lna_h_drain_voltage', num(0.95, 1.45, 3), 'V'],
      ['rsc_rxl_lna_v_drain_voltage', num(0.95, 1.45, 3), 'V'],
      ['rsc_rxl_lna_h_gate_voltage', num(-0.12, 0.24, 3), 'V'],
      ['rsc_rxl_lna_v_gate_voltage', num(-0.12, 0.24, 3), 'V'],
      ['rsc_rxl_rfe1_temperature', num(15.2, 19.4, 2), 'K'],
      ['rsc_rxl_stage1_temperature', num(44, 61, 2), 'K'],
      ['rsc_rxl_vacuum_pressure', exp(1.1, 6.9, 7), 'mbar'],
      ['rsc_rxs_lna_h_drain_current', num(14.5, 21.5, 3), 'mA'],
      ['rsc_rxs_lna_v_drain_current', num(14.5, 21.5, 3), 'mA'],
      ['rsc_rxs_lna_h_gate_voltage', num(-0.12, 0.24, 3), 'V'],
      ['rsc_rxs_lna_v_gate_voltage', num(-0.12, 0.24, 3), 'V'],
      ['rsc_rxs_rfe1_temperature', num(15.2, 19.4, 2), 'K'],
      ['rsc_rxs_vacuum_pressure', exp(1.1, 6.9, 7), 'mbar'],
      ['rsc_rxu_lna_h_drain_current', num(38, 56, 3), 'mA'],
      ['rsc_rxu_lna_v_drain_current', num(38, 56, 3), 'mA'],
      ['rsc_rxu_body_temperature', num(19, 31, 2), 'degC'],
      ['dig_l_band_adc_rms_h', num(11, 24, 2), 'count'],
      ['dig_l_band_adc_rms_v', num(11, 24, 2), 'count'],
      ['dig_l_band_rf_input_power_h', num(-31, -24, 2), 'dBm'],
      ['dig_l_band_rf_input_power_v', num(-31, -24, 2), 'dBm'],
      ['dig_l_band_temperature', num(38, 52, 1), 'degC'],
      ['dig_l_band_sync_epoch', String(syncEpoch), 's'],
      ['dig_s_band_adc_rms_h', num(11, 24, 2), 'count'],
      ['dig_s_band_adc_rms_v', num(11, 24, 2), 'count'],
      ['dig_s_band_temperature', num(38, 52, 1), 'degC'],
      ['cryo_compressor_running', 'true', ''],
      ['cryo_compressor_supply_pressure', num(19.2, 21.6, 2), 'bar'],
      ['cryo_compressor_return_pressure', num(6.4, 7.9, 2), 'bar'],
      ['cryo_compressor_helium_temperature', num(24, 38, 1), 'degC'],
      ['tfr_pps_offset', num(-4.5, 4.5, 2), 'ns'],
    ];
    for (const [sensor, value, units] of sensors) {
      const name = `${ant}_${sensor}`;
      const status = sensor.endsWith('_current') && random() < 0.01 ? 'warn' : 'nominal';
      if (name === 'kb37_rsc_rxl_lna_h_drain_current') {
        records.push(`{"name":"${name}","status":"nominal","timestamp":${ts()},"value":${needle},"units":"mA"}`);
        continue;
      }
      records.push(
        without(needle, () => `{"name":"${name}","status":"${status}","timestamp":${ts()},"value":${value},"units":"${units}"}`),
      );
    }
  }
  const output = `{"request":{"pattern":"kb*","subarray":null,"format":"json"},"server":"kbro-cam-portal-02","generated":"${new Date(now).toISOString()}","count":${records.length},"sensors":[${records.join(',')}]}`;
  return probe(
    'round 105: sensor snapshot (minified JSON)',
    "What's the H-pol LNA drain current on kb37's L-band receiver right now?",
    'get_sensor_snapshot',
    output,
    'drain',
    needle,
    true,
  );
}

/** Modified Julian date of a time. */
const mjd = (ms: number) => ms / DAY + 40587;

/** The archive's TAP service: an ObsCore query answered as one line of VOTable XML. */
function archiveVotable(): EconomicsTask {
  const random = seededRandom(105_102);
  const needle = 'KBRO-2026B-0177';
  const codes = shuffle(
    random,
    Array.from({ length: 260 }, (_, i) => i + 1).filter((n) => n !== 177),
  );
  // Each target is observed under a few proposals of its own; large programmes cover many targets.
  const byTarget = new Map<string, string[]>();
  let next = 0;
  for (const [name] of TARGETS) {
    const count = between(random, 1, 3);
    byTarget.set(
      name,
      Array.from(
        { length: count },
        () => `KBRO-${oneOf(random, ['2026A', '2026B', '2026B', '2025B'])}-${String(codes[next++]).padStart(4, '0')}`,
      ),
    );
  }
  const large = ['KBRO-LSP-02', 'KBRO-LSP-05', 'KBRO-LSP-07', 'KBRO-COM-2026'];
  const bands = [
    ['KBC-L', 856, 1712],
    ['KBC-L', 856, 1712],
    ['KBC-L', 856, 1712],
    ['KBC-S', 1750, 3500],
    ['KBC-UHF', 544, 1088],
  ] as const;
  const start = Date.UTC(2026, 7, 24);
  const end = Date.UTC(2026, 10, 16);
  const targetDay = Date.UTC(2026, 9, 4);
  const rows: string[] = [];
  const td = (cells: (string | number)[]) => `<TR>${cells.map((c) => `<TD>${c}</TD>`).join('')}</TR>`;
  for (let day = start; day < end; day += DAY) {
    const count = between(random, 4, 9);
    const times = Array.from({ length: count }, () => day + between(random, 0, DAY - 6 * HOUR)).sort((a, b) => a - b);
    const stamp = iso(day).slice(0, 10).replaceAll('-', '');
    times.forEach((t, i) => {
      const plant = day === targetDay && i === 1;
      const make = () => {
        let [name, ra, decl] = oneOf(random, TARGETS);
        while (!plant && name === 'NGC 253' && day === targetDay) [name, ra, decl] = oneOf(random, TARGETS);
        if (plant) [name, ra, decl] = TARGETS[0]!;
        const proposal = plant ? needle : random() < 0.2 ? oneOf(random, large) : oneOf(random, byTarget.get(name)!);
        const [instrument, fLo, fHi] = oneOf(random, bands);
        const exposure = between(random, 6, 60) * 600 + between(random, -40, 40);
        const obsId = `KB-${stamp}-${String(i + 1 + pick(random, 2) * 20).padStart(4, '0')}`;
        const sb = `${stamp}-${String(between(random, 1, 40)).padStart(4, '0')}`;
        const release = new Date(t + 365 * DAY).toISOString().slice(0, 10);
        return td([
          `ivo://kbro.example.org/archive?${obsId}`,
          obsId,
          'visibility',
          1,
          name,
          ra.toFixed(5),
          decl.toFixed(5),
          (fLo < 800 ? 1.68 : fLo < 1000 ? 1.18 : 0.59).toFixed(2),
          mjd(t).toFixed(5),
          mjd(t + exposure * 1000).toFixed(5),
          exposure.toFixed(1),
          (299.792458 / fHi).toFixed(4),
          (299.792458 / fLo).toFixed(4),
          '/XX/XY/YX/YY/',
          'KBRO',
          instrument,
          proposal,
          iso(t),
          sb,
          release > '2026-11-17' ? 'proprietary' : 'public',
          release,
          String(between(random, 40, 900) * 1_048_576 + between(random, 0, 1_048_575)),
          `https://archive.kbro.example.org/datalink/${obsId}`,
        ]);
      };
      rows.push(plant ? make() : without(needle, make));
    });
  }
  const fields = [
    ['obs_publisher_did', 'char', 'meta.ref.ivoid', ''],
    ['obs_id', 'char', 'meta.id', ''],
    ['dataproduct_type', 'char', 'meta.code.class', ''],
    ['calib_level', 'short', 'meta.code;obs.calib', ''],
    ['target_name', 'char', 'meta.id;src', ''],
    ['s_ra', 'double', 'pos.eq.ra', 'deg'],
    ['s_dec', 'double', 'pos.eq.dec', 'deg'],
    ['s_fov', 'double', 'phys.angSize;instr.fov', 'deg'],
    ['t_min', 'double', 'time.start;obs.exposure', 'd'],
    ['t_max', 'double', 'time.end;obs.exposure', 'd'],
    ['t_exptime', 'double', 'time.duration;obs.exposure', 's'],
    ['em_min', 'double', 'em.wl;stat.min', 'm'],
    ['em_max', 'double', 'em.wl;stat.max', 'm'],
    ['pol_states', 'char', 'meta.code;phys.polarization', ''],
    ['facility_name', 'char', 'meta.id;instr.tel', ''],
    ['instrument_name', 'char', 'meta.id;instr', ''],
    ['proposal_id', 'char', 'meta.id;obs.proposal', ''],
    ['kbro_obs_start_utc', 'char', 'time.start', ''],
    ['kbro_sb_id', 'char', 'meta.id', ''],
    ['data_rights', 'char', 'meta.code', ''],
    ['obs_release_date', 'char', 'time.release', ''],
    ['access_estsize', 'long', 'phys.size;meta.file', 'kbyte'],
    ['access_url', 'char', 'meta.ref.url', ''],
  ];
  const fieldXml = fields
    .map(
      ([name, type, ucd, unit]) =>
        `<FIELD name="${name}" datatype="${type}"${type === 'char' ? ' arraysize="*"' : ''} ucd="${ucd}"${unit ? ` unit="${unit}"` : ''}/>`,
    )
    .join('');
  const query =
    "SELECT obs_publisher_did, obs_id, dataproduct_type, calib_level, target_name, s_ra, s_dec, s_fov, t_min, t_max, t_exptime, em_min, em_max, pol_states, facility_name, instrument_name, proposal_id, kbro_obs_start_utc, kbro_sb_id, data_rights, obs_release_date, access_estsize, access_url FROM ivoa.obscore WHERE dataproduct_type = 'visibility' AND t_min &gt;= 61276.0 AND t_min &lt; 61360.0 ORDER BY t_min";
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><VOTABLE version="1.4" xmlns="http://www.ivoa.net/xml/VOTable/v1.3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<RESOURCE type="results"><INFO name="QUERY_STATUS" value="OK"/><INFO name="QUERY" value="${query}"/><INFO name="SERVICE" value="https://archive.kbro.example.org/tap"/><INFO name="REQUEST_DATE" value="2026-11-17T09:52:40Z"/>` +
    `<TABLE>${fieldXml}<DATA><TABLEDATA>${rows.join('')}</TABLEDATA></DATA></TABLE><INFO name="QUERY_STATUS" value="OK">${rows.length} rows</INFO></RESOURCE></VOTABLE>`;
  return probe(
    'round 105: archive TAP query (one-line VOTable)',
    'Which proposal was the 4 October observation of NGC 253 taken under?',
    'archive_tap_query',
    output,
    'proposal',
    needle,
    true,
  );
}

/** The RFI monitoring station's daily export: one CSV row per day, its detections in one huge field. */
function rfiExport(): EconomicsTask {
  const random = seededRandom(105_103);
  const needle = '1622.0625';
  const iridium = (random: () => number) => (1616 + (pick(random, 252) + 0.5) * 0.041667).toFixed(4);
  const sources: [string, number, () => string, () => string][] = [
    ['GSM900', 14, () => (935.2 + pick(random, 124) * 0.2).toFixed(4), () => '200.0'],
    ['LTE800', 8, () => (791 + pick(random, 30) + 0.5).toFixed(4), () => dec(random, 4500, 9900, 1)],
    ['ADS-B', 16, () => dec(random, 1089.99, 1090.01, 4), () => dec(random, 48, 64, 1)],
    ['DME', 12, () => (962 + pick(random, 252)).toFixed(4), () => dec(random, 280, 900, 1)],
    ['SSR', 6, () => '1030.0000', () => dec(random, 40, 80, 1)],
    ['GPS-L1', 5, () => '1575.4200', () => '2046.0'],
    ['GPS-L2', 3, () => '1227.6000', () => '2046.0'],
    ['GPS-L5', 3, () => '1176.4500', () => '20460.0'],
    ['GALILEO-E5', 3, () => dec(random, 1191.79, 1191.8, 4), () => '51150.0'],
    ['GLONASS-L1', 4, () => (1602 + pick(random, 14) * 0.5625).toFixed(4), () => '1022.0'],
    ['BEIDOU-B1', 2, () => '1561.0980', () => '4092.0'],
    ['INMARSAT', 6, () => dec(random, 1525, 1559, 4), () => dec(random, 5, 200, 1)],
    ['IRIDIUM', 9, () => iridium(random), () => dec(random, 31, 42, 1)],
    ['THURAYA', 2, () => dec(random, 1525, 1559, 4), () => dec(random, 25, 31, 1)],
    ['UNCLASSIFIED', 7, () => dec(random, 900, 1800, 4), () => dec(random, 1, 3000, 1)],
  ];
  const weights = sources.flatMap((s, i) => Array.from({ length: s[1] }, () => i));
  const day = (date: number, until: number, planted: boolean) => {
    const seconds = Array.from({ length: Math.round((until / DAY) * 2700) }, () => pick(random, until / 1000)).sort((a, b) => a - b);
    const entries = seconds.map((s) => {
      const time = `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
      return without(needle, () => {
        let source = sources[oneOf(random, weights)]!;
        while (planted && source[0] === 'IRIDIUM' && time.startsWith('13:2')) source = sources[oneOf(random, weights)]!;
        const [cls, , freq, bw] = source;
        return `${time}|${freq()}|${bw()}|${dec(random, -112, -61, 1)}|${dec(random, 0, 359.9, 1)}|${cls}`;
      });
    });
    if (planted) {
      const at = entries.findIndex((e) => e.slice(0, 8) > '13:22:41');
      entries.splice(at, 0, `13:22:41|${needle}|38.6|-88.4|211.7|IRIDIUM`);
    }
    const d = iso(date).slice(0, 10);
    return `${d},RFI-CORE,KBRFI-L,${Math.round(until / 2000)},800.0,1800.0,10.0,${entries.length},"${entries.join(';')}"`;
  };
  const output = [
    'date,station,receiver,sweeps,f_start_mhz,f_stop_mhz,rbw_khz,n_detections,detections',
    day(Date.UTC(2026, 10, 15), DAY, false),
    day(Date.UTC(2026, 10, 16), DAY, true),
    day(Date.UTC(2026, 10, 17), 9 * HOUR + 40 * MINUTE, false),
    '',
  ].join('\n');
  return probe(
    'round 105: RFI monitor export (CSV, one huge field)',
    'What frequency was the Iridium burst the RFI monitor picked up yesterday at about 13:22 UTC?',
    'rfi_monitor_export',
    output,
    'iridium',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------

/** The cryogenics manager's status of every dish's receivers, as YAML. */
function cryoStatus(): EconomicsTask {
  const random = seededRandom(105_104);
  const needle = '2026-10-08T05:47:13Z';
  const now = Date.UTC(2026, 10, 17, 9, 38, 52);
  const past = (lo: number, hi: number) => iso(now - between(random, lo * DAY, hi * DAY));
  const lines: string[] = [
    '# cryoctl status --all --format yaml',
    `# generated ${iso(now)} by cryoctl 2.8.1 on kbro-cryo-mgr01`,
    'site: KBRO',
    `generated: "${iso(now)}"`,
    'antennas:',
  ];
  for (const ant of ANTENNAS) {
    const block: string[] = [];
    const cooled = (band: 'L' | 'S', planted: boolean) => {
      const stage1 = 44 + random() * 16;
      const stage2 = 15 + random() * 4.5;
      const vacuum = 1 + random() * 6;
      const warm = random() < 0.03;
      const out = [
        `      - band: ${band}`,
        `        serial: RX${band}-${String(between(random, 100, 899)).padStart(4, '0')}`,
        '        cooled: true',
        `        state: ${warm ? 'warming' : 'cold'}`,
        '        dewar:',
        `          stage1_temp_k: ${stage1.toFixed(2)}`,
        `          stage2_temp_k: ${stage2.toFixed(2)}`,
        `          lna_h_temp_k: ${(stage2 + random() * 0.6).toFixed(2)}`,
        `          lna_v_temp_k: ${(stage2 + random() * 0.6).toFixed(2)}`,
        `          vacuum_mbar: ${vacuum.toFixed(1)}e-07`,
        `          heater_w: ${warm ? dec(random, 2, 8, 2) : '0.00'}`,
        '        cold_head:',
        `          model: ${band === 'L' ? 'CH-204SF' : 'CH-210'}`,
        `          serial: CH${hex(random, 6).toUpperCase()}`,
        `          hours_since_service: ${between(random, 800, 17_500)}`,
        `          last_regeneration: "${planted ? needle : past(6, 140)}"`,
        `          last_warmup: "${past(40, 400)}"`,
        `          last_cooldown_duration_h: ${dec(random, 7, 13, 1)}`,
        `          regeneration_interval_d: ${oneOf(random, [90, 120, 120, 180])}`,
        '        trend_24h:',
      ];
      for (let h = 22; h >= 0; h -= 2) {
        const t = iso(Date.UTC(2026, 10, 17, 8) - h * HOUR);
        out.push(
          `          - { t: "${t}", stage1_k: ${(stage1 + (random() - 0.5) * 0.8).toFixed(2)}, stage2_k: ${(stage2 + (random() - 0.5) * 0.3).toFixed(2)}, vacuum_mbar: ${(vacuum + (random() - 0.5) * 0.2).toFixed(1)}e-07 }`,
        );
      }
      const alarms =
        random() < 0.08
          ? [
              `          - { t: "${past(1, 7)}", code: CRY-${between(random, 100, 450)}, text: "${oneOf(random, ['stage2 temperature above 21 K for 300 s', 'vacuum above 1e-05 mbar', 'compressor return pressure low', 'cold head motor current high'])}" }`,
            ]
          : [];
      out.push(alarms.length ? '        alarms_7d:' : '        alarms_7d: []', ...alarms);
      return out.join('\n');
    };
    const make = (planted: boolean) => {
      block.length = 0;
      block.push(
        `  - antenna: ${ant}`,
        `    pad: ${oneOf(random, ['C', 'W', 'E', 'S', 'N'])}${pad2(between(random, 1, 24))}`,
        '    controller:',
        `      host: cryo-${ant}.ctrl.kbro.example.org`,
        `      firmware: ${oneOf(random, ['3.2.7', '3.2.7', '3.2.5'])}`,
        `      uptime_h: ${between(random, 30, 4200)}`,
        '    compressor:',
        `      model: ${oneOf(random, ['CNA-61D', 'CNA-61D', 'F-70H'])}`,
        `      serial: CMP-${String(between(random, 1000, 9999))}`,
        '      state: running',
        `      supply_pressure_bar: ${dec(random, 19.2, 21.6, 2)}`,
        `      return_pressure_bar: ${dec(random, 6.4, 7.9, 2)}`,
        `      helium_temp_c: ${dec(random, 24, 38, 1)}`,
        `      water_in_temp_c: ${dec(random, 16, 26, 1)}`,
        `      run_hours: ${between(random, 8000, 61_000)}`,
        `      last_service: ${past(20, 330).slice(0, 10)}`,
        `      adsorber_hours_since_change: ${between(random, 200, 19_000)}`,
        '    receivers:',
        cooled('L', false),
        cooled('S', planted),
        '      - band: UHF',
        `        serial: RXU-${String(between(random, 100, 899)).padStart(4, '0')}`,
        '        cooled: false',
        '        state: ambient',
        `        body_temp_c: ${dec(random, 18, 31, 1)}`,
      );
      return block.join('\n');
    };
    lines.push(ant === 'kb29' ? make(true) : without(needle, () => make(false)));
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 105: cryogenics status (YAML)',
    "When was kb29's S-band receiver last regenerated?",
    'cryoctl_status',
    output,
    'regen',
    needle,
  );
}

/** The scheduler's API: the scheduling blocks of a fortnight and a half, as pretty JSON. */
function schedulerBlocks(): EconomicsTask {
  const random = seededRandom(105_105);
  const needle = 'Rutendo Alvarez-Ncube';
  const proposals = Array.from({ length: 46 }, (_, i) => {
    const target = oneOf(random, TARGETS);
    const first = oneOf(random, FIRST_NAMES);
    const last = oneOf(random, SURNAMES);
    return {
      id: i < 4 ? `KBRO-LSP-0${i + 2}` : `KBRO-2026B-${String(between(random, 1, 260)).padStart(4, '0')}`,
      title: `${oneOf(random, ['Deep HI imaging of', 'Polarisation study of', 'Continuum monitoring of', 'Wideband spectral survey of', 'Timing and search observations of'])} ${target[0]}`,
      pi: {
        name: `${first} ${last}`,
        institution: oneOf(random, INSTITUTIONS),
        email: `${first
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.${last
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}@example.org`,
      },
      priority: oneOf(random, ['A', 'A', 'B', 'B', 'B', 'C']),
      target,
    };
  });
  const ddt = {
    id: 'KBRO-2026B-DDT07',
    title: 'Director discretionary time: radio follow-up of the optical transient AT 2026zqe',
    pi: { name: needle, institution: 'University of the Western Cape', email: 'r.alvarezncube@example.org' },
    priority: 'A',
    target: ['AT 2026zqe', 52.61934, -27.4411] as const,
  };
  const staff = ['sched-bot', 'tndlovu', 'pvenmer', 'akhumalo', 'mchen', 'ops-night'];
  const blocks: object[] = [];
  const cutoff = Date.UTC(2026, 10, 17, 9, 50);
  for (let day = Date.UTC(2026, 10, 9); day < Date.UTC(2026, 10, 28); day += DAY) {
    const stamp = iso(day).slice(0, 10).replaceAll('-', '');
    const starts = Array.from({ length: between(random, 22, 30) }, () => day + between(random, 0, 95) * 15 * MINUTE).sort((a, b) => a - b);
    let seq = 0;
    for (const start of starts) {
      const previous = seq;
      seq += oneOf(random, [1, 1, 1, 2, 3]);
      if (stamp === '20261119' && previous < 31 && seq > 31) seq = 31;
      const planted = stamp === '20261119' && seq === 31;
      const p = planted ? ddt : oneOf(random, proposals);
      const duration = between(random, 2, 24) * 900;
      const done = start + duration * 1000 < cutoff;
      const state = done
        ? oneOf(random, ['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'FAILED', 'ABORTED'])
        : start < cutoff
          ? 'ACTIVE'
          : 'SCHEDULED';
      const subset = shuffle(random, [...ANTENNAS])
        .slice(0, between(random, 16, 64))
        .sort();
      const id = `${stamp}-${String(seq).padStart(4, '0')}`;
      blocks.push({
        id,
        state,
        type: 'OBSERVATION',
        subarray: between(random, 1, 4),
        proposal: { id: p.id, title: p.title, pi: p.pi, priority: p.priority },
        target: { name: p.target[0], ra_deg: p.target[1], dec_deg: p.target[2], epoch: 'J2000' },
        instrument: {
          band: oneOf(random, ['L', 'L', 'L', 'S', 'UHF']),
          correlator_mode: oneOf(random, ['c856M4k', 'c856M32k', 'c856M1k', 'bc856M4k', 'c1750M4k']),
          dump_period_s: oneOf(random, [2, 4, 8, 8]),
          beamformer: random() < 0.15,
        },
        calibrators: {
          bandpass: oneOf(random, ['PKS 1934-638', 'PKS 0408-65']),
          gain: `J${pad2(pick(random, 24))}${pad2(pick(random, 60))}-${pad2(between(random, 10, 70))}${pad2(pick(random, 60))}`,
        },
        scheduled_start: iso(start),
        duration_s: duration,
        lst_window: [`${pad2(pick(random, 24))}:${pad2(pick(random, 60))}`, `${pad2(pick(random, 24))}:${pad2(pick(random, 60))}`],
        antennas: subset,
        created_by: oneOf(random, staff),
        last_modified: iso(Math.min(start - between(random, 1, 20) * DAY, cutoff - between(random, 5, 600) * MINUTE)),
      });
    }
  }
  const output =
    JSON.stringify(
      { semester: '2026B', generated: '2026-11-17T09:50:12Z', from: '2026-11-09', to: '2026-11-28', count: blocks.length, blocks },
      null,
      2,
    ) + '\n';
  return probe(
    'round 105: scheduler blocks (pretty JSON)',
    "Who's the PI on scheduling block 20261119-0031?",
    'scheduler_list_blocks',
    output,
    'pi',
    needle,
  );
}

/** The pointing model store: every dish's fitted models, current and past, as XML. */
function pointingModels(): EconomicsTask {
  const random = seededRandom(105_106);
  const needle = '-38.264';
  const terms = ['IA', 'IE', 'NPAE', 'CA', 'AN', 'AW', 'ACEC', 'ACES', 'ECEC', 'ECES', 'HACA2', 'HASA2', 'HECE2', 'HESE2', 'TF'];
  const fitters = ['pointing-pipeline', 'tndlovu', 'mchen', 'akhumalo', 'jbotha'];
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<pointingModels site="KBRO" generated="2026-11-17T09:44:30Z" convention="TPOINT" units="arcsec">',
  ];
  for (const ant of ANTENNAS) {
    const make = (planted: boolean) => {
      const base = Object.fromEntries(terms.map((t) => [t, (random() - 0.5) * (t === 'IA' || t === 'IE' || t === 'CA' ? 160 : 40)]));
      if (planted) base.IE = -36.9;
      const out = [
        `  <antenna name="${ant}" pad="${oneOf(random, ['C', 'W', 'E', 'S', 'N'])}${pad2(between(random, 1, 24))}" mount="alt-az">`,
      ];
      const count = between(random, 3, 5);
      const candidate = planted || random() < 0.2;
      const dates: number[] = [Date.UTC(2026, 10, 17) - between(random, 30, 2000) * HOUR];
      while (dates.length < count) dates.unshift(dates[0]! - between(random, 25, 90) * DAY - between(random, 0, 23) * HOUR);
      for (let m = 0; m < count; m++) {
        const isActive = m === count - (candidate ? 2 : 1);
        const isCandidate = candidate && m === count - 1;
        const stamp = iso(dates[m]! + between(random, 0, 3599) * 1000);
        out.push(
          `    <model id="PM-${ant}-${stamp.slice(0, 10).replaceAll('-', '')}" status="${isCandidate ? 'candidate' : isActive ? 'active' : 'superseded'}" fitted="${stamp}" fittedBy="${oneOf(random, fitters)}" nPoints="${between(random, 90, 320)}" rmsArcsec="${dec(random, 3.2, 9.8, 2)}">`,
        );
        for (const term of terms) {
          const value = planted && isActive && term === 'IE' ? needle : (base[term]! + (random() - 0.5) * 6).toFixed(3);
          out.push(`      <term name="${term}" value="${value}" sigma="${dec(random, 0.05, 1.9, 3)}" unit="arcsec"/>`);
        }
        out.push(`      <residuals azRms="${dec(random, 2, 8, 2)}" elRms="${dec(random, 2, 8, 2)}" rejected="${between(random, 0, 14)}"/>`);
        out.push('    </model>');
      }
      out.push('  </antenna>');
      return out.join('\n');
    };
    lines.push(ant === 'kb27' ? make(true) : without(needle, () => make(false)));
  }
  lines.push('</pointingModels>', '');
  const output = lines.join('\n');
  return probe(
    'round 105: pointing models (XML)',
    "What's the IE (elevation zero-point offset) term in kb27's active pointing model?",
    'get_pointing_models',
    output,
    'ie',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------

interface Topic {
  readonly category: string;
  readonly title: string;
  readonly abstract: string;
  readonly setup: string;
}

/** A science case of a proposal, from one of the observatory's usual kinds. */
function topic(random: () => number, hours: number): Topic {
  const galaxy = oneOf(random, [
    'NGC 253',
    'NGC 300',
    'NGC 7793',
    'NGC 55',
    'NGC 1365',
    'M83',
    'NGC 4945',
    'NGC 3109',
    'NGC 6744',
    'Circinus',
  ]);
  const cluster = oneOf(random, ['Abell 3667', 'Abell 3376', 'Abell 2744', 'Abell 3395', 'Abell 521', 'PLCK G287.0+32.9', 'El Gordo']);
  const field = oneOf(random, ['CDFS', 'ELAIS-S1', 'XMM-LSS', 'COSMOS', 'the SPT deep field', 'the Fornax cluster']);
  const kinds: (() => Topic)[] = [
    () => ({
      category: 'Extragalactic - HI and galaxy evolution',
      title: `Deep HI imaging of the ${galaxy} ${oneOf(random, ['outskirts', 'extended disc', 'group environment', 'halo'])}: ${oneOf(random, ['extraplanar gas and the disc-halo interface', 'tracing low column density accretion', 'tidal debris and satellite interactions', 'the HI edge and star formation thresholds'])}`,
      abstract: `We propose ${hours} h of L-band spectral-line observations of ${galaxy} in the 32k narrow-band mode to reach an HI column density sensitivity of ${between(random, 2, 9)}e18 cm^-2 over 20 km/s. Existing interferometric data resolve the inner disc but miss the faint, extended gas where ${oneOf(random, ['cold accretion', 'ram pressure', 'tidal stripping', 'galactic fountains'])} should leave its mark. Combined with our optical integral-field data, the cube will let us model the kinematics of the outer disc and test whether the gas supply can sustain the current star formation rate. The observations are ${oneOf(random, ['a continuation of', 'independent of', 'complementary to'])} the MeerKAT-like surveys of the southern sky, and the data products will be released to the community.`,
      setup: 'L-band, c856M32k narrow, 8 s dumps',
    }),
    () => ({
      category: 'Pulsars and fast transients',
      title: `Timing ${between(random, 24, 96)} millisecond pulsars for the KBRO pulsar timing array, cycle ${between(random, 5, 9)}`,
      abstract: `The KBRO pulsar timing array monitors a set of millisecond pulsars at a two-week cadence to search for the nanohertz gravitational-wave background and to characterise individual pulsar noise. This proposal continues the campaign with the tied-array beamformer at L-band, adding ${between(random, 3, 12)} recently discovered pulsars with sub-microsecond timing precision. We request ${hours} h per semester, spread over ${between(random, 10, 14)} epochs; the data feed the International Pulsar Timing Array data combination.`,
      setup: 'L-band, tied-array beam, PTUSE backend',
    }),
    () => {
      const frb = `FRB 2025${pad2(between(random, 1, 12))}${pad2(between(random, 1, 28))}${oneOf(random, ['A', 'B', 'C'])}`;
      return {
        category: 'Pulsars and fast transients',
        title: `Localising the repeating ${frb} with the tied-array beamformer and transient buffer`,
        abstract: `${frb} is a repeating fast radio burst source discovered by CHIME with an active window of a few days every ${between(random, 16, 160)} days. We request ${hours} h of beamformed observations during the predicted activity windows, with the transient buffer triggered on detected bursts, to localise the source to arcsecond precision and identify its host galaxy. A localisation will allow a redshift measurement and a direct comparison with the non-repeating population.`,
        setup: 'L-band, 1024 tied-array beams, transient buffer',
      };
    },
    () => ({
      category: 'Extragalactic - clusters and large-scale structure',
      title: `Diffuse radio emission in ${cluster}: halo and relic spectral indices between UHF and L-band`,
      abstract: `Radio halos and relics trace particle acceleration by turbulence and shocks in merging galaxy clusters. We propose matched UHF and L-band observations of ${cluster} (${hours} h in total) to map the spectral index across the relic and test diffusive shock acceleration against re-acceleration of fossil electrons. The polarisation data will constrain the magnetic field ordering at the shock front.`,
      setup: 'UHF and L-band, c856M4k continuum',
    }),
    () => ({
      category: 'Extragalactic - continuum surveys',
      title: `A deep L-band continuum and polarisation survey of ${field}`,
      abstract: `We propose a ${hours} h mosaic of ${field} to reach ${between(random, 1, 4)}.${between(random, 0, 9)} uJy/beam, detecting star-forming galaxies to z ~ 3 and faint AGN. Multiwavelength coverage of the field allows radio-selected star formation rates to be compared with infrared and X-ray estimates. The data also provide a sample of polarised sources for rotation measure synthesis.`,
      setup: 'L-band, c856M4k continuum, mosaic',
    }),
    () => ({
      category: 'Galactic - magnetism',
      title: `Broadband Faraday rotation of background sources behind ${oneOf(random, ['the Magellanic Bridge', 'the Gum Nebula', 'the Fan region', 'Centaurus A', 'NGC 253'])}`,
      abstract: `Rotation measure grids of polarised background sources are the most direct probe of magnetic fields in diffuse foreground plasma. We request ${hours} h of full-polarisation observations to build a rotation measure grid with ${between(random, 20, 80)} sources per square degree and reconstruct the coherent and turbulent magnetic field components of the foreground.`,
      setup: 'L-band, full Stokes, c856M4k',
    }),
    () => {
      const region = oneOf(random, ['W3(OH)', 'W51', 'NGC 6334', 'G9.62+0.19', 'Cepheus A', 'Sgr B2']);
      return {
        category: 'Galactic - star formation and ISM',
        title: `Zeeman splitting of OH masers in ${region}`,
        abstract: `OH masers in high-mass star-forming regions show Zeeman pairs from which the line-of-sight field strength follows directly. We propose ${hours} h of full-Stokes observations of the 1665 and 1667 MHz lines toward ${region}, with the 32k narrow mode giving 0.1 km/s resolution, to map the magnetic field direction and strength across the maser distribution and compare it with the outflow axes.`,
        setup: 'L-band, full Stokes, c856M32k narrow (1665/1667 MHz)',
      };
    },
    () => ({
      category: 'Galactic - star formation and ISM',
      title: `Radio recombination lines across ${oneOf(random, ['W49A', 'W43', 'the Carina Nebula', 'RCW 49', 'NGC 3603'])}: ionised gas kinematics of a young massive cluster`,
      abstract: `Stacked hydrogen radio recombination lines in L-band trace the kinematics of ionised gas unaffected by extinction. We propose ${hours} h to stack the H(n)alpha lines between n = 164 and n = 184 across the region, mapping the expansion of the HII regions and measuring the electron temperature gradient.`,
      setup: 'L-band, c856M32k, RRL stacking',
    }),
    () => ({
      category: 'Galactic - transients and X-ray binaries',
      title: `Rapid-response monitoring of ${oneOf(random, ['GX 339-4', 'MAXI J1820+070', 'Swift J1727.8-1613', '4U 1543-47', 'Cir X-1'])} through its next outburst`,
      abstract: `Black hole X-ray binaries launch compact jets in the hard state and discrete ejections at state transitions. We request ${hours} h of weekly 15-minute observations, escalated to daily cadence on an X-ray trigger, to follow the radio counterpart through an outburst and time the ejection events relative to the X-ray state changes.`,
      setup: 'L-band, c856M4k, triggered',
    }),
    () => ({
      category: 'Stars and planets',
      title: `Coherent radio bursts from ${oneOf(random, ['Proxima Centauri', 'AU Mic', 'YZ Ceti', 'GJ 1151', 'UV Ceti', 'EV Lac'])}: star-planet interaction or stellar activity?`,
      abstract: `Circularly polarised coherent bursts from M dwarfs may arise from electron cyclotron maser emission driven by an orbiting planet. We propose ${hours} h spread over orbital phase, with full-Stokes dynamic spectra at 8 s resolution, to test whether the bursts cluster at particular orbital phases.`,
      setup: 'L-band, full Stokes, 8 s dumps',
    }),
    () => ({
      category: 'Galactic - supernova remnants',
      title: `Spectral index mapping of the supernova remnant ${oneOf(random, ['G330.9-0.4', 'Vela SNR', 'RCW 86', 'G21.5-0.9', 'Puppis A', 'SN 1006'])}`,
      abstract: `We propose UHF and S-band imaging (${hours} h) to map the spectral index of the remnant at 10 arcsec resolution, separating thermal from non-thermal emission and searching for spectral curvature at the shock that would point to efficient cosmic-ray acceleration.`,
      setup: 'UHF and S-band, c856M4k / c1750M4k',
    }),
    () => ({
      category: 'Extragalactic - HI and galaxy evolution',
      title: `OH megamasers in ${oneOf(random, ['IRAS 20100-4156', 'Arp 220', 'IRAS 17208-0014', 'IRAS 12032+1707', 'III Zw 35'])} and the merger sequence`,
      abstract: `OH megamasers trace the dense molecular gas of luminous infrared galaxies in late-stage mergers. We request ${hours} h of L-band spectroscopy at the redshifted 1667 MHz line to resolve the maser kinematics and relate the megamaser luminosity to the merger stage.`,
      setup: 'L-band, c856M32k',
    }),
    () => ({
      category: 'Pulsars and fast transients',
      title: `Searching ${oneOf(random, ['47 Tuc', 'Omega Cen', 'NGC 6397', 'NGC 6752', 'Terzan 5', 'M62'])} for new millisecond pulsars with full-array tied beams`,
      abstract: `Globular clusters host a large fraction of known millisecond pulsars. We request ${hours} h with ${between(random, 200, 1000)} tied-array beams tiling the cluster core to search for faint, binary and eclipsing pulsars with acceleration searches.`,
      setup: 'L-band, tied-array beams, search mode',
    }),
    () => ({
      category: 'Technosignatures',
      title: `Commensal technosignature search toward ${between(random, 200, 4000)} nearby stars`,
      abstract: `We request permission to run a commensal narrow-band search on the beamformer output during other programmes, with ${hours} h of dedicated pointings on a target list drawn from Gaia within 50 pc.`,
      setup: 'commensal beamformer, 1 Hz resolution',
    }),
  ];
  return oneOf(random, kinds)();
}

/** The time allocation committee's export: every proposal of a call, with abstract, grade and comments. */
function tacReport(): EconomicsTask {
  const random = seededRandom(105_107);
  const needle = 'KBRO-2027A-0131';
  const blocks: string[] = [
    'KBRO Time Allocation Committee - Call 2027A',
    'Export of all proposals with grades and allocations (tac-tool 4.2, exported 2026-11-17 09:12 UTC by the TAC secretary)',
    'Grades: A (must do), B (should do), C (filler), D (not recommended). Ranks are over all 2027A proposals.',
    '',
  ];
  const total = 284;
  const ranks = shuffle(
    random,
    Array.from({ length: total }, (_, i) => i + 1),
  );
  const person = () => `${oneOf(random, FIRST_NAMES)[0]}. ${oneOf(random, SURNAMES)} (${oneOf(random, INSTITUTIONS)})`;
  const comments = [
    'The panel found the science case compelling and the technical setup sound.',
    'The panel questioned whether the requested sensitivity is needed for the stated goals; time reduced accordingly.',
    'Strong team with a good publication record from previous allocations.',
    'The technical reviewer notes that the LST range is heavily oversubscribed.',
    'Resubmission; the panel appreciated the response to previous comments.',
    'The panel felt the proposal overlaps with an approved large survey programme.',
    'The feasibility of the requested calibration strategy was queried by the technical reviewer.',
    'Excellent student training component.',
    'The case would benefit from a clearer statement of the expected detection rate.',
    'Commensality with other programmes should be explored with the observatory.',
  ];
  for (let n = 1; n <= total; n++) {
    const code = `KBRO-2027A-${String(n).padStart(4, '0')}`;
    const planted = code === needle;
    const requested = planted ? 36 : between(random, 4, 120);
    const rank = ranks[n - 1]!;
    const grade = rank <= 40 ? 'A' : rank <= 140 ? 'B' : rank <= 230 ? 'C' : 'D';
    const allocated = grade === 'D' ? 0 : grade === 'B' ? Math.round(requested * oneOf(random, [1, 1, 0.75, 0.8])) : requested;
    const t: Topic = planted
      ? {
          category: 'Galactic - star formation and ISM',
          title: 'Zeeman splitting of the ground-state OH masers across W49N: the field in a massive protocluster',
          abstract:
            'W49N is the most luminous star-forming complex in the Galactic disc and hosts a rich population of 1665 and 1667 MHz OH masers around its ultracompact HII regions. We propose 36 h of full-Stokes observations of the main lines in the 32k narrow mode, giving 0.09 km/s channels, to identify Zeeman pairs across the maser population and derive the line-of-sight magnetic field strength at each maser spot. The resulting map of field strength and reversals will be compared with the dust polarisation from ALMA and with the protocluster dynamics, to test whether the field is dynamically important during the collapse of the clump.',
          setup: 'L-band, full Stokes, c856M32k narrow (1665/1667 MHz)',
        }
      : topic(random, requested);
    const text = [
      '='.repeat(100),
      `Proposal ${code}    Category: ${t.category}`,
      `Title:     ${t.title}`,
      `PI:        ${person()}`,
      `Co-Is:     ${Array.from({ length: between(random, 1, 6) }, person).join('; ')}`,
      `Setup:     ${t.setup}`,
      `Requested: ${requested} h    Allocated: ${allocated} h    Grade: ${grade}    Rank: ${rank} / ${total}`,
      random() < 0.25
        ? `Related:   KBRO-${oneOf(random, ['2026A', '2026B', '2025B'])}-${String(between(random, 1, 260)).padStart(4, '0')}`
        : 'Related:   none',
      'Abstract:',
      ...wrap(t.abstract, 96).map((l) => `  ${l}`),
      'TAC comments:',
      ...wrap(
        shuffle(random, [...comments])
          .slice(0, between(random, 1, 3))
          .join(' '),
        96,
      ).map((l) => `  ${l}`),
      '',
    ].join('\n');
    blocks.push(planted ? text : without(needle, () => text));
  }
  const output = blocks.join('\n');
  return probe(
    'round 105: TAC proposal export (paraphrased)',
    'Which proposal code belongs to the project that wants to measure magnetic fields in the W49 star-forming region using hydroxyl masers?',
    'tac_export_proposals',
    output,
    'code',
    needle,
  );
}

/** `text` broken into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The operations e-log: four weeks of entries from every logbook, oldest first. */
function operationsElog(): EconomicsTask {
  const random = seededRandom(105_108);
  const needle = '2026-11-05 02:37';
  const operators = ['T. Ndlovu', 'M. Chen', 'A. Khumalo', 'J. Botha', 'R. Pillay', 'S. Molefe', 'L. Venter'];
  const engineers = ['P. Venter', 'K. Osei', 'N. Dlamini', 'F. Haddad', 'D. Jansen'];
  const proposals = [
    'KBRO-2026B-0088',
    'KBRO-2026B-0112',
    'KBRO-LSP-02',
    'KBRO-LSP-05',
    'KBRO-2026B-0017',
    'KBRO-2026B-0203',
    'KBRO-2026B-0141',
    'KBRO-LSP-07',
  ];
  const components = [
    'ACU',
    'L-band digitiser',
    'S-band digitiser',
    'cryo compressor',
    'receiver controller',
    'feed indexer',
    'elevation drive',
    'azimuth drive 2',
    'timing card',
    'UPS',
  ];
  interface Entry {
    t: number;
    book: string;
    author: string;
    subject: string;
    tags: string;
    body: string;
  }
  const sb = (t: number) => `${iso(t).slice(0, 10).replaceAll('-', '')}-${String(between(random, 1, 40)).padStart(4, '0')}`;
  const generic = (t: number): Entry => {
    const op = oneOf(random, operators);
    const eng = oneOf(random, engineers);
    const ant = oneOf(random, ANTENNAS);
    const kind = pick(random, 12);
    const wind = dec(random, 1.5, 11.5, 1);
    if (kind <= 2) {
      const id = sb(t);
      return kind === 0
        ? {
            t,
            book: 'Operations',
            author: op,
            subject: `SB ${id} started`,
            tags: 'observing',
            body: `${oneOf(random, proposals)}, ${oneOf(random, TARGETS)[0]}. Subarray ${between(random, 1, 4)} with ${between(random, 40, 64)} antennas, ${oneOf(random, ['L-band c856M4k', 'L-band c856M32k', 'UHF c544M4k', 'S-band c1750M4k'])}. Delay cal on ${oneOf(random, ['PKS 1934-638', 'PKS 0408-65', '3C 286'])} looked good, phaseup SNR above threshold on all inputs.`,
          }
        : {
            t,
            book: 'Operations',
            author: op,
            subject: `SB ${id} completed`,
            tags: 'observing',
            body: `Ran to completion, ${between(random, 12, 140)} scans. Capture block ${Math.floor(t / 1000) - between(random, 1_800, 30_000)} handed over to the archive transfer queue.`,
          };
    }
    if (kind === 3)
      return {
        t,
        book: 'Operations',
        author: op,
        subject: 'Shift handover',
        tags: 'handover',
        body: `Handed over to ${oneOf(random, operators)}. ${between(random, 56, 64)} antennas in operation (${shuffle(random, [
          ...ANTENNAS,
        ])
          .slice(0, between(random, 1, 4))
          .join(
            ', ',
          )} in maintenance). Wind ${wind} m/s, ${oneOf(random, ['clear', 'clear', 'partly cloudy', 'overcast', 'light rain earlier'])}.`,
      };
    if (kind <= 5)
      return {
        t,
        book: 'Engineering',
        author: eng,
        subject: `${ant} ${oneOf(random, components)} ${oneOf(random, ['fault cleared', 'replaced', 'reset remotely', 'returned to service', 'firmware updated', 'under investigation'])}`,
        tags: 'maintenance',
        body: `${oneOf(random, ['Site visit by the antenna team.', 'Done remotely from the control room.', 'LRU swapped with spare from the stores.', 'Power cycled through the PDU.'])} ${ant} ${oneOf(random, ['back in the subarray pool', 'left in maintenance until the next site visit', 'marked as available to the scheduler', 'to be monitored overnight'])}. Work order WO-${between(random, 18000, 19999)}.`,
      };
    if (kind <= 7)
      return {
        t,
        book: 'Weather',
        author: op,
        subject: 'Weather update',
        tags: 'weather',
        body: `WX-1 wind ${wind} m/s gusting ${(Number(wind) + random() * 3).toFixed(1)} m/s, air ${dec(random, 4, 31, 1)} C, humidity ${between(random, 12, 88)}%, ${oneOf(random, ['clear sky', 'high cloud', 'cumulus building to the north-east', 'lightning detector quiet', 'lightning detected 60 km west, moving away'])}.`,
      };
    if (kind === 8)
      return {
        t,
        book: 'RFI',
        author: op,
        subject: oneOf(random, [
          'Satellite RFI in L-band',
          'Aircraft DME visible',
          'Broadband RFI on some antennas',
          'RFI monitor alert cleared',
        ]),
        tags: 'rfi',
        body: `Seen in the ${oneOf(random, ['signal displays', 'RFI monitor', 'online flagger statistics'])} ${oneOf(random, ['around 1550-1620 MHz', 'at 1090 MHz', 'between 1176 and 1227 MHz', 'on the short baselines only'])}. Flagger coping, no action taken.`,
      };
    if (kind === 9)
      return {
        t,
        book: 'Software',
        author: oneOf(random, ['CAM team', 'SDP team', 'CBF team']),
        subject: oneOf(random, ['Deployment', 'Service restart', 'Configuration change']),
        tags: 'software',
        body: `${oneOf(random, ['katportal', 'the scheduler', 'the ingest nodes', 'the correlator master controller', 'the archive transfer service'])} ${oneOf(random, ['updated to', 'restarted on', 'reconfigured on'])} ${oneOf(random, ['7.3.2', '7.3.4', '2026.11.1', '4.18.0'])}. No observing impact expected.`,
      };
    return {
      t,
      book: 'Operations',
      author: op,
      subject: oneOf(random, ['Reference pointing', 'Delay calibration', 'Subarray build', 'Noise diode check']),
      tags: 'calibration',
      body: `${oneOf(random, ['Done on PKS 1934-638', 'Done on 3C 286', 'Done on PKS 0408-65'])}, ${between(random, 55, 64)} antennas. ${oneOf(random, ['All offsets within 20 arcsec.', 'Results stored in the telstate.', 'kb33 needed a second attempt.', 'Nothing unusual.'])}`,
    };
  };
  const at = (y: number, m: number, d: number, h: number, min: number) => Date.UTC(y, m - 1, d, h, min);
  const fixed: Entry[] = [
    {
      t: at(2026, 10, 23, 22, 41),
      book: 'Weather',
      author: 'M. Chen',
      subject: 'Wind rising',
      tags: 'weather',
      body: 'WX-1 wind 12.8 m/s gusting 15.1 m/s. Watching the trend, stow limit is 15 m/s sustained gusts.',
    },
    {
      t: at(2026, 10, 23, 23, 9),
      book: 'Operations',
      author: 'M. Chen',
      subject: 'Array to wind stow',
      tags: 'stow, weather',
      body: 'Gusts above 16 m/s at WX-1 and WX-3. All antennas commanded to stow. SB 20261023-0021 stopped at scan 54/80.',
    },
    {
      t: at(2026, 10, 24, 3, 52),
      book: 'Operations',
      author: 'M. Chen',
      subject: 'Unstowed, observing resumed',
      tags: 'stow, observing',
      body: 'Wind under 10 m/s for 20 minutes, released the stow. SB 20261023-0021 not restarted (target set); SB 20261024-0002 started instead.',
    },
    {
      t: at(2026, 11, 4, 22, 48),
      book: 'Weather',
      author: 'T. Ndlovu',
      subject: 'Weather update',
      tags: 'weather',
      body: 'WX-1 wind 12.2 m/s gusting 13.9 m/s, air 14.3 C. Front coming through from the south-west, monitoring.',
    },
    {
      t: at(2026, 11, 4, 23, 31),
      book: 'Operations',
      author: 'T. Ndlovu',
      subject: 'Array to wind stow',
      tags: 'stow, weather',
      body: 'Gusts 16.4 m/s at WX-1 and 17.1 m/s at WX-3, above the limit. All antennas commanded to stow position. SB 20261104-0012 (KBRO-2026B-0088, NGC 7793 HI) stopped at scan 38/92.',
    },
    {
      t: at(2026, 11, 5, 0, 44),
      book: 'Operations',
      author: 'T. Ndlovu',
      subject: 'Still stowed',
      tags: 'stow, weather',
      body: 'Gusts up to 18.9 m/s. Cryo and digitisers unaffected. Will reassess in an hour.',
    },
    {
      t: at(2026, 11, 5, 1, 58),
      book: 'Weather',
      author: 'T. Ndlovu',
      subject: 'Wind easing',
      tags: 'weather',
      body: 'WX-1 wind 10.6 m/s gusting 12.0 m/s. Waiting out the 20 minute hold-off before releasing the stow.',
    },
    {
      t: at(2026, 11, 5, 2, 37),
      book: 'Operations',
      author: 'T. Ndlovu',
      subject: 'Unstowed - back on sky',
      tags: 'stow, observing',
      body: 'Wind below 10 m/s for 25 minutes. Antennas released from stow; kb12 slow to leave stow position (brake release retried once). SB 20261104-0012 restarted from scan 39.',
    },
    {
      t: at(2026, 11, 5, 6, 2),
      book: 'Operations',
      author: 'R. Pillay',
      subject: 'Shift handover',
      tags: 'handover',
      body: 'Handed over to R. Pillay. About three hours lost to the wind stow overnight, see earlier entries. 62 antennas in operation (kb12, kb40 in maintenance).',
    },
    {
      t: at(2026, 11, 11, 14, 16),
      book: 'Operations',
      author: 'J. Botha',
      subject: 'Array to wind stow',
      tags: 'stow, weather',
      body: 'Afternoon gusts 15.8 m/s at WX-2. Stowed. SB 20261111-0014 paused at scan 11/40.',
    },
    {
      t: at(2026, 11, 11, 16, 53),
      book: 'Operations',
      author: 'J. Botha',
      subject: 'Unstowed, observing resumed',
      tags: 'stow, observing',
      body: 'Wind down to 8 m/s. SB 20261111-0014 resumed from scan 12.',
    },
  ];
  const stows = [
    [at(2026, 10, 23, 22, 30), at(2026, 10, 24, 4, 0)],
    [at(2026, 11, 4, 22, 30), at(2026, 11, 5, 2, 45)],
    [at(2026, 11, 11, 14, 0), at(2026, 11, 11, 17, 0)],
  ] as const;
  const used = new Set(fixed.map((e) => e.t));
  const entries = [...fixed];
  for (let day = at(2026, 10, 20, 0, 0); day < at(2026, 11, 17, 9, 30); day += DAY) {
    const count = between(random, 30, 42);
    for (let i = 0; i < count; i++) {
      const t = day + pick(random, 24 * 60) * MINUTE;
      // The array is stowed in these windows: nothing but the stow entries themselves.
      const stowed = stows.some(([from, to]) => t >= from && t <= to);
      if (used.has(t) || stowed || t > at(2026, 11, 17, 9, 30)) continue;
      used.add(t);
      entries.push(generic(t));
    }
  }
  entries.sort((a, b) => a.t - b.t);
  const text = entries.map((e, i) => {
    const body = wrap(e.body, 96).map((l) => `  ${l}`);
    return [
      `#${50_812 + i} | ${spaced(e.t).slice(0, 16)} UTC | ${e.book} | ${e.author}`,
      `Subject: ${e.subject}`,
      `Tags: ${e.tags}`,
      ...body,
      '-'.repeat(100),
    ].join('\n');
  });
  const output = [
    'elog search --logbook all --from 2026-10-20 --to 2026-11-17 --order asc',
    `${entries.length} entries`,
    '-'.repeat(100),
    ...text,
    '',
  ].join('\n');
  return probe(
    'round 105: operations e-log (preamble, paraphrased)',
    "I'm writing up this month's downtime so far. The night crew told me we had to park the dishes because of strong winds on the night of 4 November. What time did we get back to observing?",
    'elog_search',
    output,
    'resume',
    needle,
  );
}

/** The calibration pipeline's CASA log for one observation, from import to imaging. */
function pipelineLog(): EconomicsTask {
  const random = seededRandom(105_109);
  const needle = '3.12874';
  let clock = Date.UTC(2026, 10, 17, 0, 41, 5);
  const out: string[] = [];
  const log = (origin: string, message: string, level = 'INFO') => {
    clock += between(random, 0, 1800);
    out.push(without(needle, () => `${spaced(clock)}\t${level}\t${origin}\t${message}`));
  };
  const task = (name: string, args: string) => {
    log(`${name}::::`, '##########################################');
    log(`${name}::::`, `##### Begin Task: ${name.padEnd(18)} #####`);
    log(`${name}::::`, `${name}( ${args} )`);
  };
  const endTask = (name: string) => {
    log(`${name}::::`, `##### End Task: ${name.padEnd(20)} #####`);
    log(`${name}::::`, '##########################################');
  };
  const ms = '/scratch/pipeline/1794848402/1794848402_sdp_l0.ms';
  const spws = Array.from({ length: 16 }, (_, i) => 856 + 53.5 * (i + 0.5));
  const hz = (mhz: number) => {
    const [mantissa, power] = (mhz * 1e6).toExponential(5).split('e');
    return `${mantissa!.replace(/\.?0+$/, '')}e+${power!.replace('+', '').padStart(2, '0')}`;
  };
  const antList = ANTENNAS.filter((a) => a !== 'kb12' && a !== 'kb40');
  log('kbro-pipeline', 'kbro-pipeline 3.4.2 (casa 6.7.0.31) starting on pipe-node07');
  log('kbro-pipeline', 'SB 20261116-0009, KBRO-2026B-0088 "HI in the Sculptor group: NGC 7793", capture block 1794848402');
  log('kbro-pipeline', 'Calibrator roles from the SB: bandpass/flux = J1939-6342 (PKS 1934-638), gain = J0025-2602, target = NGC7793');
  task('mvftoms', `capture_block='1794848402', output_ms='${ms}', flags='cam,ingest_rfi', quack=1`);
  for (let s = 0; s < 16; s++)
    log(
      'mvftoms::::',
      `Wrote spw ${s} (${(spws[s]! - 26.75).toFixed(3)} - ${(spws[s]! + 26.75).toFixed(3)} MHz, 4096 channels averaged to 1024)`,
    );
  endTask('mvftoms');
  task('listobs', `vis='${ms}', verbose=True`);
  log('listobs::::+', '================================================================================');
  log('listobs::::+', `           MeasurementSet Name:  ${ms}      MS Version 2`);
  log('listobs::::+', '================================================================================');
  log('listobs::::+', '   Observer: ops-night     Project: KBRO-2026B-0088  ');
  log('listobs::::+', 'Observation: KBRO');
  log('listobs::::+', 'Data records: 22651392       Total elapsed time = 28744 seconds');
  log('listobs::::+', '   Observed from   16-Nov-2026/17:02:11.0   to   17-Nov-2026/01:01:15.0 (UTC)');
  log(
    'listobs::::+',
    '   Date        Timerange (UTC)          Scan  FldId FieldName             nRows     SpwIds   Average Interval(s)    ScanIntent',
  );
  let scanT = Date.UTC(2026, 10, 16, 17, 2, 11);
  let scan = 0;
  const scanLine = (field: number, name: string, secs: number, intent: string) => {
    scan++;
    const a = iso(scanT).slice(11, 19);
    scanT += secs * 1000;
    const b = iso(scanT).slice(11, 19);
    log(
      'listobs::::+',
      `  16-Nov-2026/${a}.0 - ${b}.0  ${String(scan).padStart(5)}  ${String(field).padStart(4)} ${name.padEnd(20)} ${String((secs / 8) * 1953 * 16).padStart(8)}  [0-15]  [8]  [${intent}]`,
    );
    scanT += 20_000;
  };
  scanLine(0, 'J1939-6342', 600, 'CALIBRATE_BANDPASS#ON_SOURCE,CALIBRATE_FLUX#ON_SOURCE,CALIBRATE_DELAY#ON_SOURCE');
  for (let c = 0; c < 24; c++) {
    scanLine(1, 'J0025-2602', 120, 'CALIBRATE_PHASE#ON_SOURCE,CALIBRATE_AMPLI#ON_SOURCE');
    scanLine(2, 'NGC7793', 1020, 'TARGET#ON_SOURCE');
  }
  scanLine(1, 'J0025-2602', 120, 'CALIBRATE_PHASE#ON_SOURCE,CALIBRATE_AMPLI#ON_SOURCE');
  scanLine(0, 'J1939-6342', 600, 'CALIBRATE_BANDPASS#ON_SOURCE,CALIBRATE_FLUX#ON_SOURCE');
  log('listobs::::+', 'Fields: 3');
  log('listobs::::+', '  ID   Code Name                RA               Decl           Epoch   SrcId      nRows');
  log('listobs::::+', '  0    T    J1939-6342          19:39:25.026152 -63.42.45.62560 J2000   0        1874880');
  log('listobs::::+', '  1    T    J0025-2602          00:25:49.161600 -26.02.12.61800 J2000   1        1562400');
  log('listobs::::+', '  2    T    NGC7793             23:57:49.830000 -32.35.27.70000 J2000   2       19214112');
  log('listobs::::+', 'Spectral Windows:  (16 unique spectral windows and 1 unique polarization setups)');
  log('listobs::::+', '  SpwID  Name   #Chans   Frame   Ch0(MHz)  ChanWid(kHz)  TotBW(kHz) CtrFreq(MHz)  Corrs');
  spws.forEach((f, i) =>
    log(
      'listobs::::+',
      `  ${String(i).padEnd(5)}  none   1024   TOPO  ${(f - 26.75 + 0.026).toFixed(3).padStart(9)}  52.246      53500.0   ${f.toFixed(4)}   XX  XY  YX  YY`,
    ),
  );
  log('listobs::::+', 'Antennas: 62:');
  log(
    'listobs::::+',
    '  ID   Name  Station   Diam.    Long.         Lat.                Offset from array center (m)                ITRF Geocentric coordinates (m)',
  );
  antList.forEach((a, i) => {
    const e = (random() - 0.5) * 8000;
    const n = (random() - 0.5) * 8000;
    log(
      'listobs::::+',
      `  ${String(i).padEnd(4)} ${a}  ${a.toUpperCase()}     13.5 m   +21.${dec(random, 400000, 480000, 0)} -30.${dec(random, 700000, 740000, 0)}  ${e.toFixed(4).padStart(12)} ${n.toFixed(4).padStart(12)} ${dec(random, -20, 20, 4).padStart(10)}  ${(5109000 + e * 0.3).toFixed(6)} ${(2006000 + n * 0.4).toFixed(6)} -3239${dec(random, 0, 999.999, 6)}`,
    );
  });
  endTask('listobs');
  task('flagdata', `vis='${ms}', mode='summary', spwchan=False, antenna='', name='after_ingest'`);
  for (const a of antList)
    for (let s = 0; s < 16; s++) {
      const total = 365_568;
      const pct = s >= 10 && s <= 13 ? 12 + random() * 30 : 1 + random() * 9;
      log(
        'flagdata::::',
        ` ${a} spw ${String(s).padEnd(2)}: ${String(Math.round((total * pct) / 100)).padStart(7)} of ${total} flagged (${pct.toFixed(2)}%)`,
      );
    }
  endTask('flagdata');
  task('setjy', `vis='${ms}', field='J1939-6342', standard='Perley-Butler 2017', usescratch=True`);
  spws.forEach((f, i) => {
    const s = 14.94 * Math.pow(f / 1400, -0.52 - 0.18 * Math.log10(f / 1400));
    log(
      'setjy::imager::setjy()',
      `J1939-6342 (fld ind 0) spw ${i}  [I=${s.toFixed(3)}, Q=0, U=0, V=0] Jy @ ${hz(f)}Hz, (Perley-Butler 2017)`,
    );
  });
  endTask('setjy');
  task('gaincal', `vis='${ms}', caltable='cal.K0', field='J1939-6342', gaintype='K', solint='inf', refant='kb01'`);
  for (const a of antList) log('gaincal::::', `  ${a}: X delay = ${dec(random, -3, 3, 3)} ns, Y delay = ${dec(random, -3, 3, 3)} ns`);
  endTask('gaincal');
  task('bandpass', `vis='${ms}', caltable='cal.B0', field='J1939-6342', solint='inf', combine='scan', refant='kb01', gaintable=['cal.K0']`);
  for (let s = 0; s < 16; s++) {
    const bad = between(random, 0, s >= 10 && s <= 13 ? 9 : 3);
    for (let b = 0; b < bad; b++)
      log(
        'calibrater::solve',
        ` ${between(random, 1, 12)} of 124 solutions flagged due to SNR < 3 in spw=${s} (chan=${between(random, 0, 1023)}) at 2026/11/16/17:07:11.0`,
      );
  }
  log('bandpass::::', 'Calibration solve statistics per spw:  (expected/attempted/succeeded):');
  for (let s = 0; s < 16; s++) log('bandpass::::', `  Spw ${s}: 2/2/2`);
  endTask('bandpass');
  task(
    'gaincal',
    `vis='${ms}', caltable='cal.G0', field='J1939-6342,J0025-2602', gaintype='G', calmode='ap', solint='inf', refant='kb01', gaintable=['cal.K0','cal.B0']`,
  );
  let gT = Date.UTC(2026, 10, 16, 17, 13, 11);
  for (let c = 0; c < 25; c++) {
    gT += 1160 * 1000;
    for (let s = 0; s < 16; s++)
      if (random() < 0.45)
        log(
          'calibrater::solve',
          ` ${between(random, 1, 9)} of 124 solutions flagged due to SNR < 3 in spw=${s} at ${iso(gT).slice(0, 19).replaceAll('-', '/').replace('T', '/')}.0`,
        );
  }
  log('gaincal::::', 'Calibration solve statistics per spw:  (expected/attempted/succeeded):');
  for (let s = 0; s < 16; s++) log('gaincal::::', `  Spw ${s}: 27/27/${27 - (s >= 10 && s <= 13 ? between(random, 0, 2) : 0)}`);
  endTask('gaincal');
  task('fluxscale', `vis='${ms}', caltable='cal.G0', fluxtable='cal.F0', reference=['J1939-6342'], transfer=['J0025-2602'], fitorder=1`);
  log('fluxscale::::', ' Found reference field(s): J1939-6342');
  log('fluxscale::::', ' Found transfer field(s):  J0025-2602');
  spws.forEach((f, i) => {
    const s = i === 5 ? needle : (2.872 * Math.pow(f / 1280, -0.81) * (1 + (random() - 0.5) * 0.01)).toFixed(5);
    const line = ` Flux density for J0025-2602 in SpW=${i} (freq=${hz(f)} Hz) is: ${s} +/- ${dec(random, 0.004, 0.02, 5)} (SNR = ${dec(random, 140, 420, 1)}, N = ${124 - between(random, 0, 6)})`;
    if (i === 5) {
      clock += 2;
      out.push(`${spaced(clock)}\tINFO\tfluxscale::::\t${line}`);
    } else log('fluxscale::::', line);
  });
  log(
    'fluxscale::::',
    ' Fitted spectrum for J0025-2602 with fitorder=1: Flux density = 2.87194 +/- 0.00233 (freq=1.28 GHz) spidx: a_1 (spectral index) =-0.80866 +/- 0.00913',
  );
  log('fluxscale::::', ' Storing result in cal.F0');
  log('fluxscale::::', ' Writing solutions to table: cal.F0');
  endTask('fluxscale');
  for (const field of ['J1939-6342', 'J0025-2602', 'NGC7793']) {
    task(
      'applycal',
      `vis='${ms}', field='${field}', gaintable=['cal.K0','cal.B0','cal.F0'], interp=['nearest','nearest','linear'], calwt=False`,
    );
    log('applycal::::', `Applying: K Jones: table=cal.K0 select= interp='nearest' spwmap=[] calWt=False`);
    log('applycal::::', `Applying: B Jones: table=cal.B0 select= interp='nearest,linear' spwmap=[] calWt=False`);
    log('applycal::::', `Applying: G Jones: table=cal.F0 select= interp='linear' spwmap=[] calWt=False`);
    for (let s = 0; s < 16; s++)
      log('applycal::::', `  spw=${s}: ${dec(random, 2, 14, 2)}% of the selected data flagged by calibration (${field})`);
    endTask('applycal');
  }
  task(
    'mstransform',
    `vis='${ms}', outputvis='NGC7793_hi.ms', field='NGC7793', spw='10:0~1023', regridms=True, mode='velocity', restfreq='1420.405752MHz', outframe='LSRK', width='2.6km/s'`,
  );
  endTask('mstransform');
  task(
    'tclean',
    `vis='NGC7793_hi.ms', imagename='NGC7793_hi_cube', specmode='cube', nchan=360, start='-200km/s', width='2.6km/s', imsize=[2048,2048], cell='3arcsec', weighting='briggs', robust=0.5, niter=200000, threshold='0.6mJy', deconvolver='multiscale', scales=[0,5,15,45]`,
  );
  for (let cycle = 1; cycle <= 3; cycle++) {
    log('tclean::::', `Run Major Cycle ${cycle}`);
    for (let ch = 0; ch < 360; ch++) {
      const peak = (0.02 / cycle) * (0.5 + random());
      log(
        'SIMinorCycleController::',
        `[NGC7793_hi_cube] Channel ${ch} Pol 0 : Peak residual (max,min) : (${peak.toFixed(6)},${(-peak * random()).toFixed(6)}) Iterations done ${between(random, 0, 600 * cycle)} Model flux ${dec(random, 0, 0.9 / (4 - cycle), 6)}`,
      );
    }
  }
  log('tclean::::', 'Reached global stopping criterion : threshold');
  endTask('tclean');
  log('kbro-pipeline', 'Products written to /archive/products/1794848402/ (cube, mom0, mom1, calibration tables, flag summaries)');
  log('kbro-pipeline', 'Pipeline finished with status 0');
  const output = out.join('\n') + '\n';
  return probe(
    'round 105: calibration pipeline log (preamble)',
    "The calibration pipeline finished overnight on Monday's Sculptor group observation, and the PI wants numbers before she decides whether to ask for more time. What flux density did it bootstrap for the gain calibrator in spectral window 5?",
    'read_pipeline_log',
    output,
    'flux',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------

/** The archive's object store: every chunk of one capture block, as `s3cmd ls -r` lists them. */
function chunkListing(): EconomicsTask {
  const random = seededRandom(105_110);
  const needle = 'flags/00063_02304_00000.npy';
  const bucket = 's3://kbro-archive-l0/1794865690-sdp-l0';
  const arrays: [string, number][] = [
    ['correlator_data', 17_039_488],
    ['flags', 2_130_048],
    ['weights', 2_130_048],
    ['weights_channel', 1_152],
  ];
  const start = Date.UTC(2026, 10, 16, 21, 48, 30);
  const lines: string[] = [];
  for (const [array, size] of arrays)
    for (let dump = 0; dump < 100; dump++)
      for (let chan = 0; chan < 4096; chan += 256) {
        const key = `${array}/${String(dump).padStart(5, '0')}_${String(chan).padStart(5, '0')}_00000.npy`;
        const t = spaced(start + dump * 8_000 + between(random, 4_000, 40_000)).slice(0, 16);
        const bytes = key === needle ? 1_048_576 : size;
        lines.push(`${t}  ${String(bytes).padStart(10)}   ${bucket}/${key}`);
      }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 105: archive chunk listing (odd size)',
    "I'm checking last night's capture block in the archive bucket. One of the chunk objects is a different size from all its siblings - which one?",
    's3_list_capture_block',
    output,
    'chunk',
    needle,
  );
}

/** The hardware inventory: every line-replaceable unit on the array and in the building, fixed-width. */
function lruInventory(): EconomicsTask {
  const random = seededRandom(105_111);
  const needle = '5.3.8-b2107';
  const none = () => '-';
  const perAntenna: [string, string, () => string][] = [
    ['acu', 'KB-ACU-200', () => oneOf(random, ['4.2.1', '4.2.3', '4.2.3'])],
    ['plc', 'S7-1515F', () => oneOf(random, ['V2.9.4', 'V2.9.7', 'V2.9.7'])],
    ['drive-az1', 'SINAMICS-S120', () => 'V5.2 SP3 HF7'],
    ['drive-az2', 'SINAMICS-S120', () => 'V5.2 SP3 HF7'],
    ['drive-el', 'SINAMICS-S120', () => oneOf(random, ['V5.2 SP3 HF7', 'V5.2 SP3 HF7', 'V5.2 SP3 HF5'])],
    ['encoder-az', 'RESM-20-413', none],
    ['encoder-el', 'RESM-20-413', none],
    ['feed-indexer', 'KB-FI-03', () => oneOf(random, ['1.8.2', '1.8.2', '1.9.0'])],
    ['receiver-l', 'KB-RXL-2', () => oneOf(random, ['rsc-3.7.2', 'rsc-3.7.2', 'rsc-3.7.0'])],
    ['receiver-s', 'KB-RXS-1', () => oneOf(random, ['rsc-3.7.2', 'rsc-3.7.2', 'rsc-3.6.9'])],
    ['receiver-uhf', 'KB-RXU-1', () => 'rsc-3.7.2'],
    ['lna-l-h', 'LNA-L-INP4', none],
    ['lna-l-v', 'LNA-L-INP4', none],
    ['lna-s-h', 'LNA-S-INP2', none],
    ['lna-s-v', 'LNA-S-INP2', none],
    ['cryo-controller', 'KB-CC-4', () => oneOf(random, ['3.2.7', '3.2.7', '3.2.5'])],
    ['cryo-compressor', 'CNA-61D', none],
    ['vacuum-gauge', 'PKR-361', none],
    ['digitiser-l', 'KB-DIG-L3', () => '5.4.1-b2213'],
    ['digitiser-s', 'KB-DIG-S1', () => '3.1.0-b0877'],
    ['digitiser-uhf', 'KB-DIG-U2', () => '2.9.6-b1410'],
    ['timing-card', 'WR-LEN-2', () => oneOf(random, ['wr-5.0.1', 'wr-5.0.2', 'wr-5.0.2'])],
    ['ped-switch', 'DCS-7010TX', () => 'EOS-4.28.3M'],
    ['ups', 'SRT3000XLI', () => oneOf(random, ['UPS-09.4', 'UPS-09.6'])],
    ['psu-a', 'PSU-48-20', none],
    ['psu-b', 'PSU-48-20', none],
    ['sfp-data', 'SFP28-LR', none],
    ['sfp-timing', 'SFP-1G-BX', none],
  ];
  const central: [string, string, number, () => string][] = [
    ['f-engine', 'KB-FPGA-4', 64, () => 'fbf-2026.09.2'],
    ['x-engine-gpu', 'KB-GPU-NODE-2', 40, () => oneOf(random, ['BIOS-2.14.1', 'BIOS-2.14.1', 'BIOS-2.12.0'])],
    ['core-switch', 'DCS-7280SR3', 6, () => 'EOS-4.30.1F'],
    ['hydrogen-maser', 'VCH-1008', 2, none],
    ['time-server', 'WR-SWITCH-18', 4, () => 'wrs-6.1.0'],
    ['ingest-node', 'KB-SDP-NODE', 16, () => oneOf(random, ['BIOS-3.4.0', 'BIOS-3.4.2'])],
    ['archive-node', 'KB-STOR-60', 24, () => oneOf(random, ['BIOS-3.4.2', 'BIOS-3.5.1'])],
    ['digitiser-l', 'KB-DIG-L3', 3, () => '5.4.1-b2213'],
    ['receiver-l', 'KB-RXL-2', 2, () => 'rsc-3.7.2'],
  ];
  const now = Date.UTC(2026, 10, 17, 9, 30);
  let lru = 4000;
  const rows: string[][] = [];
  const row = (type: string, location: string, part: string, firmware: string, state: string) => {
    lru += between(random, 1, 7);
    const installed = iso(now - between(random, 20, 2400) * DAY).slice(0, 10);
    const seen = state === 'spare' ? '-' : spaced(now - between(random, 5, 600) * 1000);
    return [
      `LRU-${String(lru).padStart(6, '0')}`,
      type,
      location,
      part,
      `${part.split('-')[0]}${chars(random, '0123456789', 6)}`,
      `rev ${oneOf(random, ['A', 'B', 'B', 'C'])}`,
      firmware,
      state,
      installed,
      seen,
    ];
  };
  for (const ant of ANTENNAS)
    for (const [type, part, fw] of perAntenna) {
      const location = `${ant}/${type.startsWith('drive') || type.startsWith('encoder') || type === 'acu' || type === 'plc' ? 'pedestal' : type.startsWith('lna') || type.startsWith('receiver') || type === 'feed-indexer' ? 'indexer' : 'pedestal-rack'}`;
      const firmware = ant === 'kb31' && type === 'digitiser-l' ? needle : fw();
      rows.push(row(type, location, part, firmware, ant === 'kb12' || ant === 'kb40' ? 'maintenance' : 'in-service'));
    }
  for (const [type, part, count, fw] of central)
    for (let i = 1; i <= count; i++) {
      const spare = type === 'digitiser-l' || type === 'receiver-l';
      rows.push(
        row(
          type,
          spare ? `stores/shelf-${between(random, 1, 12)}` : `kapb/rack-${pad2(between(random, 1, 40))}`,
          part,
          fw(),
          spare ? 'spare' : 'in-service',
        ),
      );
    }
  const header = ['LRU_ID', 'TYPE', 'LOCATION', 'PART_NO', 'SERIAL', 'HW_REV', 'FIRMWARE', 'STATE', 'INSTALLED', 'LAST_SEEN_UTC'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const output = [
    `lructl inventory --all --sort location   (${rows.length} LRUs, inventory db synced ${spaced(now)} UTC)`,
    '',
    format(header),
    format(widths.map((w) => '-'.repeat(w))),
    ...rows.map(format),
    '',
  ].join('\n');
  return probe(
    'round 105: LRU inventory (odd firmware)',
    "Is there an L-band digitiser that isn't on the same firmware as all the others? What version is it running?",
    'lru_inventory',
    output,
    'firmware',
    needle,
  );
}

/** The monitoring archive's export of antenna drive telemetry during one track, every 10 s for every dish. */
function driveTelemetry(): EconomicsTask {
  const random = seededRandom(105_112);
  const needle = '27.41';
  const start = Date.UTC(2026, 10, 17, 4, 0, 0);
  const parked = new Set(['kb12', 'kb40', 'kb57']);
  const offsets = new Map(
    ANTENNAS.map((a) => [a, { az: (random() - 0.5) * 0.004, el: (random() - 0.5) * 0.004, temp: 18 + random() * 9 }]),
  );
  const lines = [
    '# kbro-mon-archive export (katstore-csv 1.9)',
    '# sensors: ap_actual_azim, ap_actual_elev, ap_azim_motor1_current, ap_azim_motor2_current, ap_elev_motor_current, ap_drive_cabinet_temperature',
    '# period: 2026-11-17T04:00:00Z to 2026-11-17T04:20:00Z, 10 s samples, subarray 1 (SB 20261117-0003, Centaurus A)',
    'time_utc,antenna,az_deg,el_deg,az_motor1_a,az_motor2_a,el_motor_a,drive_cabinet_c',
  ];
  for (let step = 0; step <= 120; step++) {
    const t = start + step * 10_000;
    const az = 151.8123 + step * 0.0391;
    const el = 47.2271 + step * 0.0268;
    for (const ant of ANTENNAS) {
      const o = offsets.get(ant)!;
      if (ant === 'kb19' && step === 76) {
        lines.push(
          `${iso(t)},${ant},${(az + o.az).toFixed(4)},${(el + o.el).toFixed(4)},${dec(random, 1.2, 5.2, 2)},${dec(random, 1.2, 5.2, 2)},${needle},${(o.temp + step * 0.01).toFixed(1)}`,
        );
        continue;
      }
      lines.push(
        without(needle, () =>
          parked.has(ant)
            ? `${iso(t)},${ant},${(90 + o.az * 1000).toFixed(4)},${(88 + o.el * 100).toFixed(4)},0.00,0.00,0.00,${(o.temp + 3).toFixed(1)}`
            : `${iso(t)},${ant},${(az + o.az + (random() - 0.5) * 0.0008).toFixed(4)},${(el + o.el + (random() - 0.5) * 0.0008).toFixed(4)},${dec(random, 1.2, 5.2, 2)},${dec(random, 1.2, 5.2, 2)},${dec(random, 2.1, 6.3, 2)},${(o.temp + step * 0.01).toFixed(1)}`,
        ),
      );
    }
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 105: drive telemetry export (odd current)',
    "During this morning's track, did any dish's elevation motor draw far more current than the others? What did it peak at?",
    'monitor_archive_export',
    output,
    'current',
    needle,
  );
}

export function roundOneHundredFive(): EconomicsTask[] {
  return [
    sensorSnapshot(),
    archiveVotable(),
    rfiExport(),
    cryoStatus(),
    schedulerBlocks(),
    pointingModels(),
    tacReport(),
    operationsElog(),
    pipelineLog(),
    chunkListing(),
    lruInventory(),
    driveTelemetry(),
  ];
}
