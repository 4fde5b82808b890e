/**
 * Probe round 58, written blind: the ground segment of Petrel Space AS, a made-up Norwegian Earth-observation satellite
 * operator (mission control, ground stations, telemetry, tracking, collision avoidance, customer data delivery, on-call).
 * "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - ground-station-as-a-service contact API (minified JSON): why one satellite's pass over one station was cancelled;
 *  - conjunction data messages (one-line CCSDS CDM XML batch): the collision probability of one close approach;
 *  - customer delivery batch export (CSV with one huge manifest field): the MD5 recorded for one delivered image tile;
 * b. The answer a few lines away from the line the question's words match:
 *  - spacecraft frequency database (YAML): one satellite's X-band downlink frequency;
 *  - flight dynamics service log (logback lines with Java stack traces): the input file that crashed one orbit determination run;
 *  - SLE provider configuration (pretty XML): the responder port of one satellite's online RAF service instance at one station;
 * c. A question that paraphrases the output or carries a preamble:
 *  - antenna control unit syslog (rsyslog, RFC 3339 stamps): when a dish stopped tracking partway through a pass;
 *  - on-call paging log entries (PagerDuty REST API JSON): when the page for a station's total network outage was acknowledged;
 *  - public satellite catalogue (Space-Track satcat CSV): the international designator of the satellite launched in March;
 * d. One value unlike its peers, with no error word near it:
 *  - downlink pass report (aligned CLI table): the pass with a much weaker signal than the rest;
 *  - chrony tracking across the ground segment (Ansible ad-hoc output): the host whose clock is off;
 *  - onboard parameter dump across the fleet (aligned CLI table): the satellite whose X-band symbol rate differs.
 * Not among the bench's targets.
 * First run, at e90ddd9, the head this session began at (with this file; `ROUNDS=58
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,358,958 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 58: GSaaS contact list (minified JSON)
 *     codex: 15,711 tokens, peak 15,633, 0/1 needles, 0 read-backs
 *     context-chef: 781 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 23,386 tokens, peak 8,162, 0/1 needles, 4 read-backs
 *     ours: 7,605 tokens, peak 3,458, 0/1 needles, 2 read-backs
 *   round 58: conjunction data messages (one-line CDM XML)
 *     codex: 16,106 tokens, peak 16,016, 0/1 needles, 0 read-backs
 *     context-chef: 881 tokens, peak 791, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,936 tokens, peak 4,748, 0/1 needles, 3 read-backs
 *     ours: 12,160 tokens, peak 4,340, 1/1 needles, 3 read-backs
 *   round 58: delivery batch export (CSV, huge manifest field)
 *     codex: 9,438 tokens, peak 9,340, 0/1 needles, 0 read-backs
 *     context-chef: 954 tokens, peak 856, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,428 tokens, peak 939, 1/1 needles, 2 read-backs
 *     ours: 3,835 tokens, peak 1,854, 1/1 needles, 2 read-backs
 *   round 58: spacecraft frequency database (YAML)
 *     codex: 13,716 tokens, peak 13,648, 0/1 needles, 0 read-backs
 *     context-chef: 663 tokens, peak 595, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,864 tokens, peak 1,486, 1/1 needles, 2 read-backs
 *     ours: 951 tokens, peak 685, 1/1 needles, 0 read-backs
 *   round 58: flight dynamics log (stack traces)
 *     codex: 16,943 tokens, peak 16,872, 0/1 needles, 0 read-backs
 *     context-chef: 831 tokens, peak 760, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,736 tokens, peak 4,426, 0/1 needles, 2 read-backs
 *     ours: 8,504 tokens, peak 4,482, 0/1 needles, 2 read-backs
 *   round 58: SLE provider configuration (XML)
 *     codex: 12,306 tokens, peak 12,231, 0/1 needles, 0 read-backs
 *     context-chef: 637 tokens, peak 562, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,821 tokens, peak 3,243, 0/1 needles, 2 read-backs
 *     ours: 22,488 tokens, peak 8,228, 1/1 needles, 4 read-backs
 *   round 58: antenna control syslog (preamble, paraphrase)
 *     codex: 20,269 tokens, peak 20,171, 0/1 needles, 0 read-backs
 *     context-chef: 1,021 tokens, peak 923, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,642 tokens, peak 4,848, 0/1 needles, 2 read-backs
 *     ours: 9,645 tokens, peak 5,023, 0/1 needles, 2 read-backs
 *   round 58: on-call paging log (preamble, paraphrase)
 *     codex: 12,732 tokens, peak 12,638, 0/1 needles, 0 read-backs
 *     context-chef: 693 tokens, peak 599, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,053 tokens, peak 3,062, 0/1 needles, 3 read-backs
 *     ours: 8,029 tokens, peak 3,271, 0/1 needles, 3 read-backs
 *   round 58: satellite catalogue (preamble, paraphrase)
 *     codex: 16,912 tokens, peak 16,815, 0/1 needles, 0 read-backs
 *     context-chef: 847 tokens, peak 750, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,250 tokens, peak 4,215, 0/1 needles, 2 read-backs
 *     ours: 8,556 tokens, peak 4,529, 1/1 needles, 2 read-backs
 *   round 58: downlink pass report (odd signal level)
 *     codex: 22,933 tokens, peak 22,851, 0/1 needles, 0 read-backs
 *     context-chef: 990 tokens, peak 908, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,835 tokens, peak 1,468, 0/1 needles, 4 read-backs
 *     ours: 3,072 tokens, peak 687, 0/1 needles, 4 read-backs
 *   round 58: chrony across the ground segment (odd clock)
 *     codex: 13,756 tokens, peak 13,677, 0/1 needles, 0 read-backs
 *     context-chef: 698 tokens, peak 619, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,062 tokens, peak 1,328, 0/1 needles, 4 read-backs
 *     ours: 4,699 tokens, peak 1,008, 0/1 needles, 4 read-backs
 *   round 58: onboard parameter dump (odd setting)
 *     codex: 12,850 tokens, peak 12,770, 0/1 needles, 0 read-backs
 *     context-chef: 623 tokens, peak 543, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,868 tokens, peak 3,381, 0/1 needles, 2 read-backs
 *     ours: 7,248 tokens, peak 3,679, 1/1 needles, 2 read-backs
 *     codex: 183,672 tokens, 0/12 needles
 *     context-chef: 9,619 tokens, 0/12 needles
 *     context-chef-store: 103,881 tokens, 2/12 needles
 *     ours: 96,792 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------------
// The fleet and the ground network, shared by the tasks.

const SATS = Array.from({ length: 30 }, (_, i) => `PETREL-${pad2(i + 1)}`);
/** NORAD catalogue numbers and COSPAR ids of the fleet, by launch. */
const LAUNCHES = [
  { first: 1, last: 4, date: '2024-11-11', intl: '2024-205', norad: 61790, pieces: 'DEFG' },
  { first: 5, last: 10, date: '2025-03-15', intl: '2025-052', norad: 63207, pieces: 'BCDEFG' },
  { first: 11, last: 16, date: '2025-06-23', intl: '2025-135', norad: 64418, pieces: 'HJKLMN' },
  { first: 17, last: 22, date: '2025-11-28', intl: '2025-274', norad: 66529, pieces: 'CDEFGH' },
  { first: 23, last: 23, date: '2026-03-17', intl: '2026-052', norad: 68131, pieces: 'K' },
  { first: 24, last: 30, date: '2026-08-04', intl: '2026-171', norad: 70302, pieces: 'ABCDEFG' },
];
function fleetIds(sat: string): { norad: number; intl: string; launch: string } {
  const n = Number(sat.slice(-2));
  const l = LAUNCHES.find((x) => n >= x.first && n <= x.last)!;
  return { norad: l.norad + (n - l.first), intl: `${l.intl}${l.pieces[n - l.first]!}`, launch: l.date };
}
const scid = (sat: string) => (0x3a0 + Number(sat.slice(-2))).toString(16);

const STATIONS = [
  { code: 'SVB', name: 'Svalbard', country: 'NO', antennas: 3, lat: 78.23, lon: 15.39 },
  { code: 'TRO', name: 'Tromsø', country: 'NO', antennas: 2, lat: 69.66, lon: 18.94 },
  { code: 'INU', name: 'Inuvik', country: 'CA', antennas: 2, lat: 68.32, lon: -133.55 },
  { code: 'FBK', name: 'Fairbanks', country: 'US', antennas: 2, lat: 64.86, lon: -147.85 },
  { code: 'PUA', name: 'Punta Arenas', country: 'CL', antennas: 2, lat: -52.94, lon: -70.85 },
  { code: 'HBK', name: 'Hartebeesthoek', country: 'ZA', antennas: 2, lat: -25.89, lon: 27.69 },
  { code: 'AWA', name: 'Awarua', country: 'NZ', antennas: 2, lat: -46.53, lon: 168.38 },
  { code: 'ASP', name: 'Alice Springs', country: 'AU', antennas: 2, lat: -23.76, lon: 133.88 },
  { code: 'MAS', name: 'Maspalomas', country: 'ES', antennas: 2, lat: 27.76, lon: -15.63 },
  { code: 'TRL', name: 'Troll', country: 'AQ', antennas: 2, lat: -72.01, lon: 2.53 },
  { code: 'SGP', name: 'Singapore', country: 'SG', antennas: 2, lat: 1.35, lon: 103.99 },
];

const ENGINEERS = [
  'Ingrid Solberg',
  'Magnus Haugland',
  'Priya Raman',
  'Tomás Aguirre',
  'Kari Nordvik',
  'Jonas Eriksen',
  'Hanne Bakken',
  'Oskar Lindqvist',
  'Amara Okafor',
  'Sigurd Moe',
  'Lea Fischer',
  'Daniel Kowalski',
];

/** `2026-11-17T09:41:12Z`. */
const isoS = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `2026-11-17T09:41:12.118`. */
const isoMs = (ms: number) => new Date(ms).toISOString().slice(0, 23);
/** `2026-11-17 09:41:12`. */
const spaceS = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `20261117T094112`. */
const compact = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');
const H = 3_600_000;
const MIN = 60_000;

/** CCSDS-style scientific notation with `digits` decimals: `3.184211E-04`. */
function sci(x: number, digits: number): string {
  if (x === 0) return `${(0).toFixed(digits)}E+00`;
  const sign = x < 0 ? '-' : '';
  let e = Math.floor(Math.log10(Math.abs(x)));
  let m = Math.abs(x) / 10 ** e;
  if (Number(m.toFixed(digits)) >= 10) {
    m /= 10;
    e += 1;
  }
  return `${sign}${m.toFixed(digits)}E${e < 0 ? '-' : '+'}${pad2(Math.abs(e))}`;
}

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** 1. The GSaaS provider's contact list for a week, as its API returns it: one minified JSON document. */
function contactSchedule(): EconomicsTask {
  const random = seededRandom(58_101);
  const from = Date.UTC(2026, 10, 14);
  const to = Date.UTC(2026, 10, 21);
  const now = Date.UTC(2026, 10, 17, 9, 40);
  const reasons = [
    'Customer requested cancellation',
    'Preempted by higher-priority mission (LEOP support)',
    'Antenna maintenance window',
    'Weather: wind speed above stow limit',
    'Spacecraft in safe mode, customer notice',
    'Duplicate booking',
    'Frequency coordination conflict at site',
    'Site network outage',
    'Max elevation below mask after predict update',
    'Antenna unavailable: azimuth encoder replacement',
    'Antenna unavailable: feed realignment after radome inspection',
  ];
  const profiles = ['petrel-x150-s64', 'petrel-x150-s64-ranging', 'petrel-x75-s64', 'petrel-s64-ttc-only'];
  const rows: { aos: number; body: Record<string, unknown> }[] = [];
  const contact = (
    aos: number,
    sat: string,
    st: (typeof STATIONS)[number],
    ant: number,
    durationS: number,
    status: string,
    reason: string | null,
    by: string | null,
  ) => {
    const los = aos + durationS * 1000;
    const created = aos - between(random, 3, 21) * 24 * H - between(random, 0, 86_399) * 1000;
    const updated =
      status === 'CANCELLED'
        ? Math.min(now, aos - between(random, 1, 40) * H) - between(random, 0, 3599) * 1000
        : status === 'COMPLETED'
          ? los + between(random, 60, 400) * 1000
          : Math.min(now - between(random, 1, 30) * H, created + between(random, 1, 72) * H);
    rows.push({
      aos,
      body: {
        contactId: uuid(random),
        reservationRef: `RSV-2611-${between(random, 10_000, 99_999)}`,
        missionId: 'petrel-eo',
        satellite: { name: sat, noradId: fleetIds(sat).norad, scid: `0x${scid(sat).toUpperCase()}` },
        groundStation: {
          id: st.code,
          name: st.name,
          country: st.country,
          antenna: `${st.code}-${pad2(ant)}`,
          diameterM: ant === 1 ? 9.1 : 7.3,
        },
        window: {
          aos: isoS(aos),
          los: isoS(los),
          durationS,
          maxElevationDeg: Number((5 + random() * 84).toFixed(1)),
          aosAzimuthDeg: Number((random() * 360).toFixed(1)),
        },
        services: oneOf(random, [['X_DOWNLINK', 'S_TTC'], ['X_DOWNLINK', 'S_TTC', 'RANGING'], ['S_TTC']]),
        configProfile: oneOf(random, profiles),
        status,
        statusReason: reason,
        cancelledBy: by,
        dataDelivery: status === 'COMPLETED' ? { method: 'SLE_RAF_ONLINE', bytes: between(random, 900, 9_800) * 1_048_576 } : null,
        priceEur: status === 'CANCELLED' && by === 'provider' ? 0 : Number((durationS * 0.41).toFixed(2)),
        createdAt: isoS(created),
        updatedAt: isoS(updated),
      },
    });
  };
  for (let i = 0; i < 1160; i++) {
    const aos = from + pick(random, (to - from) / 1000) * 1000;
    const sat = oneOf(random, SATS);
    const st = oneOf(random, STATIONS);
    const ant = between(random, 1, st.antennas);
    const durationS = between(random, 240, 780);
    const day = new Date(aos).getUTCDate();
    let status = aos + durationS * 1000 < now ? 'COMPLETED' : 'SCHEDULED';
    let reason: string | null = null;
    let by: string | null = null;
    const protectedOne = sat === 'PETREL-14' && st.code === 'AWA' && day === 18;
    if (!protectedOne && random() < 0.09) {
      status = 'CANCELLED';
      reason = oneOf(random, reasons);
      by = reason.startsWith('Customer') || reason.startsWith('Spacecraft') ? 'customer' : 'provider';
    }
    contact(aos, sat, st, ant, durationS, status, reason, by);
  }
  contact(
    Date.UTC(2026, 10, 18, 3, 12, 44),
    'PETREL-14',
    STATIONS.find((s) => s.code === 'AWA')!,
    2,
    612,
    'CANCELLED',
    'Antenna unavailable: hydraulic leak on elevation axis, repair ETA 2026-11-20',
    'provider',
  );
  rows.sort((a, b) => a.aos - b.aos);
  const output = JSON.stringify({
    data: rows.map((r) => r.body),
    page: { number: 1, size: 2000, totalElements: rows.length, totalPages: 1 },
    query: { customerId: 'cus_petrel_space', aosFrom: isoS(from), aosTo: isoS(to), sort: 'window.aos,asc' },
    generatedAt: isoS(now),
  });
  return probe(
    'round 58: GSaaS contact list (minified JSON)',
    'Why did PETREL-14’s pass over Awarua on 18 November get cancelled?',
    'gsaas_list_contacts',
    output,
    'cancel-reason',
    'hydraulic leak on elevation axis',
    true,
  );
}

/** 2. A batch of conjunction data messages from the screening provider, one CCSDS NDM/XML document on one line. */
function cdmBatch(): EconomicsTask {
  const random = seededRandom(58_102);
  const families = [
    { name: 'FENGYUN 1C DEB', intl: '1999-025', lo: 29_700, hi: 31_500, type: 'DEBRIS', op: 'NONE', man: 'NO' },
    { name: 'COSMOS 2251 DEB', intl: '1993-036', lo: 33_760, hi: 34_700, type: 'DEBRIS', op: 'NONE', man: 'NO' },
    { name: 'IRIDIUM 33 DEB', intl: '1997-051', lo: 33_770, hi: 34_400, type: 'DEBRIS', op: 'NONE', man: 'NO' },
    { name: 'COSMOS 1408 DEB', intl: '1982-092', lo: 49_300, hi: 50_600, type: 'DEBRIS', op: 'NONE', man: 'NO' },
    { name: 'CZ-6A DEB', intl: '2022-151', lo: 54_300, hi: 55_200, type: 'DEBRIS', op: 'NONE', man: 'NO' },
    { name: 'NOAA 17 DEB', intl: '2002-032', lo: 51_000, hi: 51_400, type: 'DEBRIS', op: 'NONE', man: 'NO' },
    { name: 'SL-16 R/B', intl: '1996-051', lo: 23_405, hi: 23_405, type: 'ROCKET BODY', op: 'NONE', man: 'NO' },
    { name: 'STARLINK', intl: '2024-0', lo: 59_000, hi: 62_500, type: 'PAYLOAD', op: 'SPACEX', man: 'YES' },
    { name: 'ONEWEB', intl: '2023-0', lo: 55_800, hi: 56_200, type: 'PAYLOAD', op: 'ONEWEB', man: 'YES' },
  ];
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const usedPc = new Set<string>(['3.184E-04']);
  const pcString = () => {
    for (;;) {
      const s = random() < 0.06 ? '0.000E+00' : sci(10 ** -(3.3 + random() * 6), 3);
      if (s === '0.000E+00' || !usedPc.has(s)) {
        usedPc.add(s);
        return s;
      }
    }
  };
  const vec = (scale: number) => {
    const a = random() * 2 * Math.PI;
    const b = Math.acos(2 * random() - 1);
    return [scale * Math.sin(b) * Math.cos(a), scale * Math.sin(b) * Math.sin(a), scale * Math.cos(b)] as const;
  };
  type Obj = { name: string; norad: number; intl: string; type: string; op: string; man: string };
  const segment = (which: string, o: Obj, created: number) => {
    const pos = vec(6_900 + random() * 60);
    const vel = vec(7.6);
    const sig = [0.5 + random() * 40, 5 + random() * 900, 0.4 + random() * 30];
    const cov = [
      'CR_R',
      'CT_R',
      'CT_T',
      'CN_R',
      'CN_T',
      'CN_N',
      'CRDOT_R',
      'CRDOT_T',
      'CRDOT_N',
      'CRDOT_RDOT',
      'CTDOT_R',
      'CTDOT_T',
      'CTDOT_N',
      'CTDOT_RDOT',
      'CTDOT_TDOT',
      'CNDOT_R',
      'CNDOT_T',
      'CNDOT_N',
      'CNDOT_RDOT',
      'CNDOT_TDOT',
      'CNDOT_NDOT',
    ];
    const diag: Record<string, number> = { CR_R: sig[0]! ** 2, CT_T: sig[1]! ** 2, CN_N: sig[2]! ** 2 };
    const covXml = cov
      .map((k) => {
        const [a, b] = k.slice(1).split('_') as [string, string];
        const dots = Number(a.endsWith('DOT')) + Number(b.endsWith('DOT'));
        const v =
          diag[k] ?? (dots === 2 && a === b ? 1e-6 * (1 + random() * 400) : (random() - 0.5) * 10 ** (2 - 2 * dots) * (1 + random() * 9));
        const unit = ['m**2', 'm**2/s', 'm**2/s**2'][dots]!;
        return `<${k} units="${unit}">${sci(v, 6)}</${k}>`;
      })
      .join('');
    const obsAvail = between(random, 40, 2400);
    return (
      `<segment><metadata><OBJECT>${which}</OBJECT><OBJECT_DESIGNATOR>${o.norad}</OBJECT_DESIGNATOR><CATALOG_NAME>SATCAT</CATALOG_NAME>` +
      `<OBJECT_NAME>${o.name}</OBJECT_NAME><INTERNATIONAL_DESIGNATOR>${o.intl}</INTERNATIONAL_DESIGNATOR><OBJECT_TYPE>${o.type}</OBJECT_TYPE>` +
      `<OPERATOR_ORGANIZATION>${o.op}</OPERATOR_ORGANIZATION><EPHEMERIS_NAME>${o.op === 'Petrel Space AS' ? `PETREL_OEM_${compact(created - 5 * H).slice(0, 13)}` : 'NONE'}</EPHEMERIS_NAME>` +
      `<COVARIANCE_METHOD>CALCULATED</COVARIANCE_METHOD><MANEUVERABLE>${o.man}</MANEUVERABLE><REF_FRAME>ITRF</REF_FRAME></metadata><data>` +
      `<odParameters><TIME_LASTOB_START>${isoMs(created - between(random, 8, 30) * H)}</TIME_LASTOB_START><TIME_LASTOB_END>${isoMs(created - between(random, 1, 7) * H)}</TIME_LASTOB_END>` +
      `<RECOMMENDED_OD_SPAN units="d">${(1 + random() * 9).toFixed(2)}</RECOMMENDED_OD_SPAN><ACTUAL_OD_SPAN units="d">${(1 + random() * 9).toFixed(2)}</ACTUAL_OD_SPAN>` +
      `<OBS_AVAILABLE>${obsAvail}</OBS_AVAILABLE><OBS_USED>${obsAvail - between(random, 0, Math.floor(obsAvail / 10))}</OBS_USED>` +
      `<RESIDUALS_ACCEPTED units="%">${(90 + random() * 10).toFixed(1)}</RESIDUALS_ACCEPTED><WEIGHTED_RMS>${(0.8 + random() * 1.4).toFixed(3)}</WEIGHTED_RMS></odParameters>` +
      `<additionalParameters><AREA_PC units="m**2">${(o.type === 'DEBRIS' ? 0.01 + random() * 0.4 : 1 + random() * 9).toFixed(4)}</AREA_PC>` +
      `<CD_AREA_OVER_MASS units="m**2/kg">${(0.005 + random() * 0.2).toFixed(6)}</CD_AREA_OVER_MASS><CR_AREA_OVER_MASS units="m**2/kg">${(0.003 + random() * 0.1).toFixed(6)}</CR_AREA_OVER_MASS>` +
      `<SEDR units="W/kg">${sci(1e-5 * (1 + random() * 90), 4)}</SEDR></additionalParameters>` +
      `<stateVector><X units="km">${pos[0].toFixed(6)}</X><Y units="km">${pos[1].toFixed(6)}</Y><Z units="km">${pos[2].toFixed(6)}</Z>` +
      `<X_DOT units="km/s">${vel[0].toFixed(9)}</X_DOT><Y_DOT units="km/s">${vel[1].toFixed(9)}</Y_DOT><Z_DOT units="km/s">${vel[2].toFixed(9)}</Z_DOT></stateVector>` +
      `<covarianceMatrix>${covXml}</covarianceMatrix></data></segment>`
    );
  };
  let counter = 0;
  const cdm = (created: number, primary: string, sec: Obj, tca: number, miss: number, pc: string) => {
    const p = fleetIds(primary);
    const rel = vec(miss);
    const speed = between(random, 180, 15_200);
    const relV = vec(speed);
    counter += 1;
    return (
      `<cdm id="CCSDS_CDM_VERS" version="1.0"><header><CREATION_DATE>${isoMs(created)}</CREATION_DATE><ORIGINATOR>CSPOC</ORIGINATOR>` +
      `<MESSAGE_FOR>${primary}</MESSAGE_FOR><MESSAGE_ID>${p.norad}_conj_${sec.norad}_${compact(tca)}_${compact(created)}_${pad2(counter % 100)}</MESSAGE_ID></header>` +
      `<body><relativeMetadataData><TCA>${isoMs(tca)}</TCA><MISS_DISTANCE units="m">${miss}</MISS_DISTANCE><RELATIVE_SPEED units="m/s">${speed}</RELATIVE_SPEED>` +
      `<relativeStateVector><RELATIVE_POSITION_R units="m">${rel[0].toFixed(1)}</RELATIVE_POSITION_R><RELATIVE_POSITION_T units="m">${rel[1].toFixed(1)}</RELATIVE_POSITION_T>` +
      `<RELATIVE_POSITION_N units="m">${rel[2].toFixed(1)}</RELATIVE_POSITION_N><RELATIVE_VELOCITY_R units="m/s">${relV[0].toFixed(1)}</RELATIVE_VELOCITY_R>` +
      `<RELATIVE_VELOCITY_T units="m/s">${relV[1].toFixed(1)}</RELATIVE_VELOCITY_T><RELATIVE_VELOCITY_N units="m/s">${relV[2].toFixed(1)}</RELATIVE_VELOCITY_N></relativeStateVector>` +
      `<START_SCREEN_PERIOD>${isoMs(created - (created % (24 * H)))}</START_SCREEN_PERIOD><STOP_SCREEN_PERIOD>${isoMs(created - (created % (24 * H)) + 7 * 24 * H)}</STOP_SCREEN_PERIOD>` +
      `<SCREEN_VOLUME_FRAME>RTN</SCREEN_VOLUME_FRAME><SCREEN_VOLUME_SHAPE>ELLIPSOID</SCREEN_VOLUME_SHAPE><SCREEN_VOLUME_X units="m">1000</SCREEN_VOLUME_X>` +
      `<SCREEN_VOLUME_Y units="m">10000</SCREEN_VOLUME_Y><SCREEN_VOLUME_Z units="m">1000</SCREEN_VOLUME_Z><SCREEN_ENTRY_TIME>${isoMs(tca - between(random, 200, 9000))}</SCREEN_ENTRY_TIME>` +
      `<SCREEN_EXIT_TIME>${isoMs(tca + between(random, 200, 9000))}</SCREEN_EXIT_TIME><COLLISION_PROBABILITY>${pc}</COLLISION_PROBABILITY>` +
      `<COLLISION_PROBABILITY_METHOD>FOSTER-1992</COLLISION_PROBABILITY_METHOD></relativeMetadataData>` +
      segment('OBJECT1', { name: primary, norad: p.norad, intl: p.intl, type: 'PAYLOAD', op: 'Petrel Space AS', man: 'YES' }, created) +
      segment('OBJECT2', sec, created) +
      `</body></cdm>`
    );
  };
  const batchStart = Date.UTC(2026, 10, 16, 9, 0);
  const events: { created: number; xml: string }[] = [];
  for (let e = 0; e < 128; e++) {
    const primary = oneOf(random, SATS);
    const f = oneOf(random, families);
    const norad = between(random, f.lo, f.hi);
    const name =
      f.name === 'STARLINK'
        ? `STARLINK-${between(random, 11_000, 33_999)}`
        : f.name === 'ONEWEB'
          ? `ONEWEB-${pad2(between(random, 1, 9))}${pad2(between(random, 0, 99))}`
          : f.name;
    const intl =
      f.type === 'PAYLOAD'
        ? `${f.intl}${pad2(between(random, 10, 99))}${oneOf(random, [...letters])}`
        : f.type === 'ROCKET BODY'
          ? `${f.intl}B`
          : `${f.intl}${chars(random, letters, 3)}`;
    const sec: Obj = { name, norad, intl, type: f.type, op: f.op, man: f.man };
    let tca = Date.UTC(2026, 10, 17) + pick(random, 7 * 24 * 3600) * 1000 + pick(random, 1000);
    if (primary === 'PETREL-09' && f.name === 'FENGYUN 1C DEB' && new Date(tca).getUTCDate() === 19) tca += 24 * H;
    const updates = oneOf(random, [1, 1, 1, 2, 2, 3]);
    let miss = between(random, 90, 4800);
    for (let u = 0; u < updates; u++) {
      const created = batchStart + pick(random, 24 * 3600) * 1000 + pick(random, 1000);
      miss = Math.max(40, miss + between(random, -300, 300));
      events.push({ created, xml: cdm(created, primary, sec, tca, miss, pcString()) });
    }
  }
  events.sort((a, b) => a.created - b.created);
  const mid = Math.floor(events.length / 2);
  const created = events[mid - 1]!.created + 41_318;
  const fy: Obj = { name: 'FENGYUN 1C DEB', norad: 30_412, intl: '1999-025DKV', type: 'DEBRIS', op: 'NONE', man: 'NO' };
  events.splice(mid, 0, { created, xml: cdm(created, 'PETREL-09', fy, Date.UTC(2026, 10, 19, 4, 12, 33, 512), 212, '3.184E-04') });
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><ndm xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:noNamespaceSchemaLocation="https://sanaregistry.org/r/ndmxml_unqualified/ndmxml-2.0.0-master-2.0.xsd">` +
    `<MESSAGE_ID>PETREL_CDM_BATCH_20261117T0900</MESSAGE_ID><COMMENT>CDMs issued 2026-11-16T09:00Z to 2026-11-17T09:00Z for owner Petrel Space AS</COMMENT>` +
    events.map((e) => e.xml).join('') +
    `</ndm>`;
  return probe(
    'round 58: conjunction data messages (one-line CDM XML)',
    'What is the probability of collision in the CDM for PETREL-09’s close approach with the FENGYUN 1C debris on 19 November?',
    'fetch_cdm_batch',
    output,
    'cdm-pc',
    '3.184E-04',
    true,
  );
}

/** 3. The delivery system's batch export, a CSV whose manifest field lists every delivered file. */
function deliveryBatches(): EconomicsTask {
  const random = seededRandom(58_103);
  const customers = [
    { name: 'Norsk Skogdata AS', zones: ['32V', '33V', '32W', '33W'], dest: 'sftp://ftp.skogdata.no/incoming/petrel/', level: 'L1C' },
    { name: 'AgriVista BV', zones: ['31U', '32U'], dest: 's3://agrivista-eo-landing/petrel/', level: 'L2A' },
    { name: 'Baltic Ice Services OÜ', zones: ['34V', '35V', '35W'], dest: 's3://bis-ice-ingest/raw/', level: 'L1C' },
    { name: 'GeoRisk Re SE', zones: ['32T', '33T', '31T'], dest: 'https://upload.georisk-re.eu/api/v2/scenes', level: 'ORTHO' },
    { name: 'Andes Minería Analytics SpA', zones: ['19J', '19K', '19H'], dest: 's3://ama-imagery/petrel/in/', level: 'L2A' },
    { name: 'Sveriges Skogsinventering AB', zones: ['33V', '34V', '33U'], dest: 'sftp://sftp.skogsinv.se/petrel/', level: 'L2A' },
    { name: 'Coastal Watch Agency', zones: ['32V', '31V', '33W'], dest: 'sftp://cwa-drop.gov.example/eo/', level: 'ORTHO' },
  ];
  const sq1 = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const sq2 = 'ABCDEFGHJKLMNPQRSTUV';
  const tile = (zones: readonly string[]) => `${oneOf(random, zones)}${chars(random, sq1, 1)}${chars(random, sq2, 1)}`;
  type Entry = { file: string; bytes: number; md5: string };
  const acquisitionFiles = (sat: string, t: number, level: string, zones: readonly string[], n: number, extra?: string): Entry[] => {
    const tiles = new Set<string>();
    while (tiles.size < n) {
      const tl = tile(zones);
      if (sat === 'PETREL-14' && tl === '32VNM') continue;
      tiles.add(tl);
    }
    if (extra) tiles.add(extra);
    return [...tiles].map((tl) => ({
      file: `${sat.replace('-', '')}_${level}_T${tl}_${compact(t + between(random, 0, 40) * 1000)}_V01.tif`,
      bytes: between(random, 180_000_000, 760_000_000),
      md5: hex(random, 32),
    }));
  };
  const header = 'batch_id,customer,order_id,product_level,destination,created_utc,completed_utc,file_count,total_bytes,status,manifest';
  const row = (customer: (typeof customers)[number], day: number, entries: Entry[]) => {
    entries.sort((a, b) => (a.file < b.file ? -1 : 1));
    const created = Date.UTC(2026, 10, day, 18, 0) + pick(random, 5 * 3600) * 1000;
    const done = created + between(random, 600, 9000) * 1000;
    const total = entries.reduce((s, e) => s + e.bytes, 0);
    const status = oneOf(random, ['DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'PARTIAL_RETRY_QUEUED']);
    return [
      `DB-${day}${pad2(between(random, 0, 99))}-${hex(random, 6)}`,
      `"${customer.name}"`,
      `SO-2611-${pad2(between(random, 0, 99))}${between(random, 10, 99)}`,
      customer.level,
      customer.dest,
      isoS(created),
      isoS(done),
      String(entries.length),
      String(total),
      status,
      `"${entries.map((e) => `${e.file}|${e.bytes}|${e.md5}`).join(';')}"`,
    ].join(',');
  };
  const dayFiles = (customer: (typeof customers)[number], day: number, acqs: number, perAcq: number) => {
    const entries: Entry[] = [];
    for (let a = 0; a < acqs; a++) {
      const sat = oneOf(random, SATS);
      const t = Date.UTC(2026, 10, day, between(random, 8, 13), between(random, 0, 59), between(random, 0, 59));
      entries.push(...acquisitionFiles(sat, t, customer.level, customer.zones, between(random, Math.ceil(perAcq / 2), perAcq)));
    }
    return entries;
  };
  const rows: string[] = [];
  for (let i = 0; i < 44; i++) {
    const customer = oneOf(random, customers);
    let day = between(random, 9, 16);
    if (customer === customers[0] && day === 15) day = 14;
    rows.push(row(customer, day, dayFiles(customer, day, between(random, 4, 14), between(random, 8, 24))));
  }
  const skog = customers[0]!;
  const big = dayFiles(skog, 15, 150, 22);
  big.push(...acquisitionFiles('PETREL-14', Date.UTC(2026, 10, 15, 10, 41, 12), 'L1C', skog.zones, 13, '32VNM'));
  const planted = big.find((e) => e.file.includes('T32VNM') && e.file.startsWith('PETREL14'))!;
  planted.md5 = '9c4e1f07b2d85a3e6f10c7b94d2a8e51';
  rows.splice(22, 0, row(skog, 15, big));
  const output = [header, ...rows].join('\n') + '\n';
  return probe(
    'round 58: delivery batch export (CSV, huge manifest field)',
    'Norsk Skogdata say one of the tiles from their 15 November delivery fails its checksum. What MD5 did we record for the PETREL-14 image of tile 32VNM from that day?',
    'export_delivery_batches',
    output,
    'tile-md5',
    '9c4e1f07b2d85a3e6f10c7b94d2a8e51',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** 4. The ground network's spacecraft database, exported as YAML (own fleet and third-party customers). */
function spacecraftDb(): EconomicsTask {
  const random = seededRandom(58_104);
  const used = new Set<string>(['8172.350']);
  const freq = (lo: number, hi: number, step: number) => {
    for (;;) {
      const f = (lo + pick(random, Math.floor((hi - lo) / step)) * step).toFixed(3);
      if (!used.has(f)) {
        used.add(f);
        return f;
      }
    }
  };
  const operators = [
    { op: 'Boreal Telecom ASA', names: ['KITTIWAKE', 'FULMAR'] },
    { op: 'Kessel Dynamics GmbH', names: ['SKUA', 'TERN'] },
    { op: 'Arctic Weather Consortium', names: ['GANNET'] },
    { op: 'Sundial Imaging Ltd', names: ['AUK', 'PUFFIN'] },
    { op: 'Halden Maritime AIS AS', names: ['EIDER', 'LOON'] },
    { op: 'Ostrava Space s.r.o.', names: ['GREBE'] },
    { op: 'Tasman Earth Pty Ltd', names: ['CORMORANT', 'SHAG'] },
    { op: 'Nordic Polar Institute', names: ['MURRE'] },
    { op: 'Atlantis IoT SA', names: ['PRION', 'SHEARWATER'] },
  ];
  type Sc = { name: string; op: string; own: boolean };
  const craft: Sc[] = SATS.map((name) => ({ name, op: 'Petrel Space AS', own: true }));
  for (const o of operators)
    for (const n of o.names)
      for (let i = 1, count = between(random, 14, 24); i <= count; i++) craft.push({ name: `${n}-${i}`, op: o.op, own: false });
  craft.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const lines = [
    '# satdb export --format yaml --all',
    '# generated 2026-11-17T09:38:51Z by satdb 3.12.4 (Petrel Space ground network)',
    'schema_version: 7',
    'spacecraft:',
  ];
  for (const sc of craft) {
    const ids = sc.own
      ? fleetIds(sc.name)
      : {
          norad: between(random, 43_000, 69_000),
          intl: `20${between(random, 18, 26)}-${String(between(random, 1, 290)).padStart(3, '0')}${chars(random, 'ABCDEFGH', 1)}`,
          launch: '',
        };
    const x = sc.own && sc.name === 'PETREL-14' ? '8172.350' : freq(8025, 8400, 0.05);
    const hasX = sc.own || random() < 0.7;
    const hasKa = !sc.own && random() < 0.2;
    lines.push(
      `  - name: ${sc.name}`,
      `    operator: ${sc.op}`,
      `    norad_id: ${ids.norad}`,
      `    cospar_id: ${ids.intl}`,
      `    scid: 0x${sc.own ? scid(sc.name).toUpperCase() : hex(random, 3).toUpperCase()}`,
      `    status: ${sc.own ? 'operational' : oneOf(random, ['operational', 'operational', 'operational', 'commissioning', 'end-of-life'])}`,
      `    rf:`,
      `      downlinks:`,
    );
    if (hasX)
      lines.push(
        `        - band: X`,
        `          center_frequency_mhz: ${x}`,
        `          bandwidth_mhz: ${sc.own ? 190 : oneOf(random, [20, 40, 75, 120, 150])}`,
        `          modulation: ${sc.own ? 'DVB-S2 ACM' : oneOf(random, ['QPSK', 'OQPSK', '8PSK', 'DVB-S2 CCM', 'DVB-S2 ACM'])}`,
        `          symbol_rate_msps: ${sc.own ? 150 : oneOf(random, [10, 25, 50, 75, 100])}`,
        `          polarisation: ${oneOf(random, ['RHCP', 'RHCP', 'LHCP'])}`,
        `          eirp_dbw: ${(6 + random() * 10).toFixed(1)}`,
      );
    if (hasKa)
      lines.push(
        `        - band: Ka`,
        `          center_frequency_mhz: ${freq(25_500, 27_000, 0.25)}`,
        `          bandwidth_mhz: ${oneOf(random, [300, 500, 800])}`,
        `          modulation: DVB-S2X ACM`,
        `          symbol_rate_msps: ${oneOf(random, [250, 400, 600])}`,
        `          polarisation: RHCP`,
        `          eirp_dbw: ${(14 + random() * 8).toFixed(1)}`,
      );
    lines.push(
      `        - band: S`,
      `          center_frequency_mhz: ${freq(2200, 2290, 0.025)}`,
      `          modulation: ${oneOf(random, ['BPSK', 'PCM/PSK/PM', 'GMSK'])}`,
      `          data_rate_bps: ${oneOf(random, [32_000, 64_000, 128_000, 256_000, 512_000])}`,
      `          polarisation: RHCP`,
      `      uplink:`,
      `        band: S`,
      `        center_frequency_mhz: ${freq(2025, 2110, 0.025)}`,
      `        modulation: ${oneOf(random, ['PCM/PSK/PM', 'BPSK', 'GMSK'])}`,
      `        data_rate_bps: ${oneOf(random, [2000, 4000, 16_000, 64_000])}`,
      `        ccsds_tc: { sdls: ${sc.own || random() < 0.5 ? 'true' : 'false'}, cop1: true }`,
      `      ranging: ${sc.own ? 'ccsds-pn' : oneOf(random, ['none', 'tone', 'ccsds-pn'])}`,
      `    orbit:`,
      `      regime: ${oneOf(random, ['LEO-SSO', 'LEO-SSO', 'LEO-SSO', 'LEO-inclined'])}`,
      `      altitude_km: ${between(random, 480, 720)}`,
      `      inclination_deg: ${(sc.own ? 97.4 + random() * 0.2 : 45 + random() * 53).toFixed(2)}`,
      `    ground:`,
      `      stations: [${shuffle(
        random,
        STATIONS.map((s) => s.code),
      )
        .slice(0, between(random, 2, 7))
        .join(', ')}]`,
      `      min_elevation_deg: ${oneOf(random, [5, 5, 7, 10])}`,
      `      passes_per_day_max: ${between(random, 4, 16)}`,
      `      sle: { raf: true, rcf: ${random() < 0.5 ? 'true' : 'false'}, fcltu: true }`,
      `    licence: ${sc.own ? `NKOM-${ids.intl.slice(0, 4)}-${String(between(random, 100, 999))}` : `${oneOf(random, ['OFCOM', 'BNetzA', 'CTU', 'ACMA', 'NKOM', 'ANFR'])}-${between(random, 1000, 9999)}`}`,
      `    updated: ${isoS(Date.UTC(2026, between(random, 0, 10), between(random, 1, 28), between(random, 0, 23), between(random, 0, 59)))}`,
    );
  }
  return probe(
    'round 58: spacecraft frequency database (YAML)',
    'What X-band downlink frequency is PETREL-14 on?',
    'satdb_export',
    lines.join('\n') + '\n',
    'xband-freq',
    '8172.350',
  );
}

/** 5. The flight dynamics service's log for the last day of orbit determination cycles, with stack traces. */
function fdsLog(): EconomicsTask {
  const random = seededRandom(58_105);
  const events: { t: number; text: string }[] = [];
  const stamp = (t: number) => new Date(t).toISOString().slice(0, 23).replace('T', ' ');
  const log = (t: number, level: string, thread: string, logger: string, msg: string) =>
    events.push({ t, text: `${stamp(t)} ${level.padEnd(5)} [${thread}] ${logger} - ${msg}` });
  const job = 'c.p.fds.od.OdJob';
  const trace = (frames: string[]) => frames.map((f) => `\tat ${f}`).join('\n');
  const tail = [
    'com.petrel.fds.od.OdJob.run(OdJob.java:134)',
    'java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)',
    'java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  type Emit = (t: number, run: string, thread: string) => void;
  const failures = new Map<string, { stage: 'load' | 'filter' | 'estimate' | 'publish'; emit: Emit }>();
  const parseFailure =
    (file: string, line: number, bad: string, token: string): Emit =>
    (t, run, thread) => {
      log(t, 'ERROR', thread, job, `OD run ${run} aborted`);
      events[events.length - 1]!.text +=
        `\norg.orekit.errors.OrekitException: unable to parse line ${line} of file ${file}:\n${bad}\n` +
        trace([
          'org.orekit.files.sp3.SP3Parser.parse(SP3Parser.java:238)',
          'org.orekit.files.sp3.SP3Parser.parse(SP3Parser.java:205)',
          'com.petrel.fds.od.GnssMeasurementLoader.load(GnssMeasurementLoader.java:96)',
          'com.petrel.fds.od.OdJob.loadMeasurements(OdJob.java:211)',
          ...tail,
        ]) +
        `\nCaused by: java.lang.NumberFormatException: For input string: "${token}"\n` +
        trace([
          'java.base/jdk.internal.math.FloatingDecimal.readJavaFormatString(FloatingDecimal.java:2054)',
          'java.base/java.lang.Double.parseDouble(Double.java:792)',
          'org.orekit.files.sp3.SP3Parser$LineParser$7.parse(SP3Parser.java:581)',
          'org.orekit.files.sp3.SP3Parser.parse(SP3Parser.java:226)',
          '... 9 common frames omitted',
        ]).replace('\tat ... 9', '\t... 9');
    };
  failures.set('PETREL-07@0', {
    stage: 'load',
    emit: parseFailure(
      '/data/fds/ingest/gnss/2026/320/gnss_3a7_20261116T2200Z.sp3',
      8812,
      'P 07 -3871.553*** 5126.20**** -2740.118774 999999.999999',
      '5126.20****',
    ),
  });
  failures.set('PETREL-26@4', {
    stage: 'load',
    emit: parseFailure(
      '/data/fds/ingest/gnss/2026/321/gnss_3ba_20261117T0200Z.sp3',
      3307,
      '*  2026 11 17  2 35 0.00000000 1 3',
      '0.00000000 1 3',
    ),
  });
  failures.set('PETREL-19@16', {
    stage: 'estimate',
    emit: (t, run, thread) => {
      log(t, 'ERROR', thread, job, `OD run ${run} aborted`);
      events[events.length - 1]!.text +=
        `\norg.hipparchus.exception.MathIllegalStateException: maximal count (25) exceeded\n` +
        trace([
          'org.hipparchus.optim.nonlinear.vector.leastsquares.LevenbergMarquardtOptimizer.optimize(LevenbergMarquardtOptimizer.java:342)',
          'org.orekit.estimation.leastsquares.BatchLSEstimator.estimate(BatchLSEstimator.java:447)',
          'com.petrel.fds.od.OdJob.estimate(OdJob.java:268)',
          ...tail,
        ]);
    },
  });
  failures.set('PETREL-03@20', {
    stage: 'filter',
    emit: (t, run, thread) => {
      log(t, 'ERROR', thread, job, `OD run ${run} aborted`);
      events[events.length - 1]!.text +=
        `\ncom.petrel.fds.od.InsufficientDataException: 38 measurements left after outlier rejection, minimum is 200\n` +
        trace([
          'com.petrel.fds.od.MeasurementFilter.check(MeasurementFilter.java:77)',
          'com.petrel.fds.od.OdJob.estimate(OdJob.java:251)',
          ...tail,
        ]);
    },
  });
  failures.set('PETREL-12@8', {
    stage: 'publish',
    emit: (t, run, thread) => {
      log(t, 'ERROR', thread, job, `OD run ${run} aborted`);
      events[events.length - 1]!.text +=
        `\njava.io.IOException: Stale file handle\n` +
        trace([
          'java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)',
          'java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:311)',
          'org.orekit.files.ccsds.ndm.odm.oem.OemWriter.writeMessage(OemWriter.java:187)',
          'com.petrel.fds.od.OdJob.publish(OdJob.java:312)',
          ...tail,
        ]);
    },
  });
  const cycles = [12, 16, 20, 24, 28, 32].map((h) => Date.UTC(2026, 10, 16, h));
  for (const c of cycles) {
    const cycleHour = new Date(c).getUTCHours();
    log(
      c + 120,
      'INFO',
      'scheduler-1',
      'c.p.fds.sched.CycleScheduler',
      `Cycle ${isoS(c).slice(0, 16)}Z: queued ${SATS.length} OD runs on 6 workers`,
    );
    const queue = shuffle(random, [...SATS]);
    const workerFree = Array.from({ length: 6 }, () => c + between(random, 400, 2500));
    for (const sat of queue) {
      const w = workerFree.indexOf(Math.min(...workerFree));
      const thread = `od-worker-${w + 1}`;
      let t = workerFree[w]!;
      const run = `od-${hex(random, 8)}`;
      const step = () => (t += between(random, 40, 1900));
      const arcEnd = c;
      log(
        step(),
        'INFO',
        thread,
        job,
        `Starting OD run ${run} sat=${sat} scid=0x${scid(sat)} arc=${isoS(arcEnd - 48 * H)}/${isoS(arcEnd)}`,
      );
      const fail = failures.get(`${sat}@${cycleHour}`);
      const abort = () => {
        fail!.emit(step(), run, thread);
        log(step(), 'INFO', thread, job, `OD run ${run} finished with status ABORTED, previous OEM kept for ${sat}`);
        workerFree[w] = t + between(random, 200, 900);
      };
      if (fail?.stage === 'load') {
        t += between(random, 1500, 4000);
        abort();
        continue;
      }
      const n = between(random, 1200, 2880);
      log(
        step(),
        'INFO',
        thread,
        job,
        `Loaded ${n} GNSS navigation solutions (${between(random, 4, 9)} files), ${between(random, 0, 14)} SLR normal points`,
      );
      log(
        step(),
        'INFO',
        thread,
        job,
        'Force model: HolmesFeatherstone 70x70, DTM2000 (MSAFE), SRP cannonball, Sun/Moon third body, solid tides',
      );
      log(
        step(),
        'INFO',
        thread,
        job,
        `Estimator: BatchLSEstimator, LevenbergMarquardt, max iterations 25, maneuvers in arc: ${between(random, 0, 2)}`,
      );
      if (fail?.stage === 'filter') {
        abort();
        continue;
      }
      let rms = 8 + random() * 30;
      const diverging = fail?.stage === 'estimate';
      const iterations = diverging ? 25 : between(random, 3, 6);
      for (let it = 1; it <= iterations; it++) {
        t += between(random, 600, 4200);
        rms = diverging ? 40 + random() * 9 : Math.max(0.9 + random(), rms * (0.15 + random() * 0.3));
        log(
          t,
          'DEBUG',
          thread,
          'c.p.fds.od.IterationLogger',
          `run=${run} iteration=${it} rms=${rms.toFixed(3)} m used=${n - between(random, 0, 60)} rejected=${between(random, 0, 60)}`,
        );
      }
      if (random() < 0.15)
        log(
          step(),
          'WARN',
          thread,
          'c.p.fds.od.MeasurementFilter',
          `run=${run} ${between(random, 20, 90)} outliers rejected above 3.0 sigma`,
        );
      if (diverging) {
        abort();
        continue;
      }
      log(step(), 'INFO', thread, job, `Converged after ${iterations} iterations, rms=${rms.toFixed(3)} m`);
      log(
        step(),
        'INFO',
        thread,
        job,
        `Covariance at epoch: sigma_pos r=${(0.2 + random()).toFixed(2)} t=${(0.5 + random() * 3).toFixed(2)} n=${(0.2 + random()).toFixed(2)} m`,
      );
      if (fail?.stage === 'publish') {
        abort();
        continue;
      }
      log(
        step(),
        'INFO',
        thread,
        'c.p.fds.products.OemPublisher',
        `OEM written: /data/fds/products/oem/${sat}_OEM_${compact(arcEnd)}.oem (72 h, 60 s step)`,
      );
      log(
        step(),
        'INFO',
        thread,
        'c.p.fds.products.OemPublisher',
        `Published OEM to MCS, CA screening and GSaaS predicts (msg ${uuid(random)})`,
      );
      log(step(), 'INFO', thread, job, `OD run ${run} finished with status OK in ${((t - workerFree[w]!) / 1000).toFixed(1)} s`);
      workerFree[w] = t + between(random, 200, 900);
    }
    const end = Math.max(...workerFree);
    log(end + 300, 'INFO', 'scheduler-1', 'c.p.fds.sched.CycleScheduler', `Cycle ${isoS(c).slice(0, 16)}Z complete`);
    log(
      end + 2200,
      'INFO',
      'ca-screen-1',
      'c.p.fds.ca.ScreeningJob',
      `Submitted ${SATS.length} ephemerides for screening (batch ${hex(random, 12)})`,
    );
  }
  events.sort((a, b) => a.t - b.t);
  return probe(
    'round 58: flight dynamics log (stack traces)',
    'Which input file made last night’s orbit determination run for PETREL-07 crash?',
    'fds_logs',
    events.map((e) => e.text).join('\n') + '\n',
    'od-file',
    'gnss_3a7_20261116T2200Z.sp3',
  );
}

/** 6. The SLE provider's service instance configuration for every station, as pretty XML. */
function sleConfig(): EconomicsTask {
  const random = seededRandom(58_106);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- sle-provider config export, Petrel Space ground network, 2026-11-17T09:12:40Z -->',
    '<sleProviderConfiguration version="4.2" schema="petrel-sle-si-1.6">',
    '  <serviceInstances>',
  ];
  let port = 5000;
  for (const st of STATIONS) {
    for (const sat of SATS) {
      if (random() < 0.35 && !(sat === 'PETREL-14' && st.code === 'HBK')) continue;
      const ant = between(random, 1, st.antennas);
      const kinds = [
        ['RAF', 'ONLC', 'online-complete'],
        ['RAF', 'OFFL', 'offline'],
        ['RCF', 'ONLT', 'online-timely'],
        ['FCLTU', 'FWD', 'online'],
      ] as const;
      for (const [type, mode, delivery] of kinds) {
        if (type === 'RCF' && random() < 0.5) continue;
        port += between(random, 1, 3);
        const portId = `${type}_${mode}_${st.code}_${port}`;
        const id = `sagr=${between(random, 1, 9)}.spack=facility-PASS${ant}.${type === 'FCLTU' ? 'fsl-fg' : 'rsl-fg'}=1.${type.toLowerCase()}=${mode.toLowerCase()}${ant}`;
        lines.push(
          `    <serviceInstance id="${id}">`,
          `      <serviceType>${type}</serviceType>`,
          `      <deliveryMode>${delivery}</deliveryMode>`,
          `      <spacecraft scid="${parseInt(scid(sat), 16)}">${sat}</spacecraft>`,
          `      <station>${st.code}</station>`,
          `      <antenna>${st.code}-${pad2(ant)}</antenna>`,
          `      <initiatorId>petrel-mcs-${oneOf(random, ['a', 'b'])}</initiatorId>`,
          `      <responderId>${st.code.toLowerCase()}-sle-prov</responderId>`,
          `      <responderPortId>${portId}</responderPortId>`,
          `      <responderEndpoint host="sle-${st.code.toLowerCase()}-0${between(random, 1, 2)}.gs.petrel.local" port="${port}"/>`,
          `      <sleVersion>${oneOf(random, [4, 5, 5])}</sleVersion>`,
          `      <returnTimeoutPeriod>${oneOf(random, [60, 120, 180])}</returnTimeoutPeriod>`,
          type === 'FCLTU'
            ? `      <maxCltuLength>${oneOf(random, [1024, 2048])}</maxCltuLength>`
            : `      <transferBufferSize>${oneOf(random, [64, 128, 256])}</transferBufferSize>`,
          type === 'FCLTU'
            ? `      <bitLockRequired>true</bitLockRequired>`
            : `      <latencyLimit>${delivery === 'offline' ? 'none' : oneOf(random, [1, 2, 5])}</latencyLimit>`,
          type === 'RCF'
            ? `      <permittedGvcid spacecraftId="${parseInt(scid(sat), 16)}" version="1" vcid="${between(random, 0, 7)}"/>`
            : type === 'RAF'
              ? `      <requestedFrameQuality>${oneOf(random, ['good', 'good', 'all'])}</requestedFrameQuality>`
              : `      <uplinkBitRate>${oneOf(random, [2000, 4000, 64_000])}</uplinkBitRate>`,
          `      <authentication mode="${oneOf(random, ['ALL', 'ALL', 'BIND'])}" hashAlgorithm="SHA-256"/>`,
          `      <enabled>${random() < 0.93 ? 'true' : 'false'}</enabled>`,
          `    </serviceInstance>`,
        );
      }
    }
  }
  lines.push('  </serviceInstances>', '</sleProviderConfiguration>');
  const output = lines.join('\n') + '\n';
  const at = output.indexOf('<spacecraft scid="942">PETREL-14</spacecraft>\n      <station>HBK</station>');
  const needle = /<responderPortId>(RAF_ONLC_HBK_\d+)</.exec(output.slice(at))![1]!;
  return probe(
    'round 58: SLE provider configuration (XML)',
    'What responder port ID is configured for PETREL-14’s online RAF service instance at HBK?',
    'sle_config_export',
    output,
    'sle-port',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** 7. Overnight syslog from every antenna control unit of the network. */
function acuSyslog(): EconomicsTask {
  const random = seededRandom(58_107);
  const start = Date.UTC(2026, 10, 16, 18);
  const end = Date.UTC(2026, 10, 17, 8);
  const events: { t: number; text: string }[] = [];
  const stamp = (t: number, us: number) => `${new Date(t).toISOString().slice(0, 19)}.${String(us).padStart(6, '0')}+00:00`;
  let target = '';
  const targetAos = Date.UTC(2026, 10, 17, 2, 33, 5);
  for (const st of STATIONS) {
    for (let a = 1; a <= st.antennas; a++) {
      const host = `${st.code.toLowerCase()}-acu-${pad2(a)}`;
      const pid = between(random, 900, 4000);
      const emit = (t: number, prog: string, msg: string) => {
        const us = pick(random, 1_000_000);
        const text = `${stamp(t, us)} ${host} ${prog}: ${msg}`;
        events.push({ t: Math.floor(t / 1000) * 1000 + us / 1000, text });
        return stamp(t, us).slice(0, 26);
      };
      for (let w = start + pick(random, 20) * MIN; w < end; w += between(random, 15, 30) * MIN)
        emit(
          w,
          `wxd[${pid + 7}]`,
          `wind ${(random() * 12).toFixed(1)} m/s gust ${(4 + random() * 12).toFixed(1)} m/s dir ${between(random, 0, 359)} temp ${(st.lat > 60 || st.lat < -60 ? -18 + random() * 14 : 8 + random() * 18).toFixed(1)}C`,
        );
      let t = start + between(random, 5, 90) * MIN;
      while (t < end - 30 * MIN) {
        const isTarget = st.code === 'PUA' && a === 1 && !target && t + 125 * MIN >= targetAos;
        const sat = isTarget
          ? 'PETREL-11'
          : oneOf(
              random,
              SATS.filter((s) => s !== 'PETREL-11' || st.code !== 'PUA'),
            );
        const aos = isTarget ? targetAos : t;
        const durS = isTarget ? 765 : between(random, 300, 760);
        const los = aos + durS * 1000;
        const pass = between(random, 880_000, 889_999);
        const maxEl = (8 + random() * 80).toFixed(1);
        const acud = `acud[${pid}]`;
        emit(aos - 6 * MIN, acud, `pass ${pass} loaded: sat=${sat} AOS=${isoS(aos)} LOS=${isoS(los)} maxEl=${maxEl} predict=OEM`);
        emit(aos - 4 * MIN, acud, `mode STOW -> STANDBY`);
        emit(aos - 3 * MIN, acud, `slewing to AOS position az=${(random() * 360).toFixed(3)} el=${(random() * 3).toFixed(3)}`);
        emit(aos - 10_000, acud, `mode STANDBY -> PROGRAM_TRACK (pass ${pass}, ${sat})`);
        emit(
          aos + between(random, 4, 25) * 1000,
          acud,
          `autotrack acquired, AGC ${(-72 + random() * 10).toFixed(1)} dBm, mode PROGRAM_TRACK -> AUTOTRACK`,
        );
        const cut = isTarget ? Date.UTC(2026, 10, 17, 2, 41, 37) : los + 1;
        const windStow = !isTarget && random() < 0.012;
        let lastAz = random() * 360;
        let k = 0;
        for (let s = aos + 30_000; s < Math.min(los, cut); s += 30_000) {
          lastAz = (lastAz + random() * 9) % 360;
          const el = Math.max(0, Number(maxEl) * Math.sin((Math.PI * (s - aos)) / (los - aos)));
          emit(
            s,
            acud,
            `trk pass=${pass} az=${lastAz.toFixed(3)} el=${el.toFixed(3)} az_err=${((random() - 0.5) * 0.02).toFixed(4)} el_err=${((random() - 0.5) * 0.02).toFixed(4)} agc=${(-66 + random() * 14).toFixed(1)}dBm mode=AUTOTRACK`,
          );
          if (windStow && ++k === 9) break;
        }
        if (isTarget) {
          target = emit(cut, acud, `servo: EL axis drive amplifier trip (status 0x0410), brakes engaged, mode AUTOTRACK -> STANDBY`);
          emit(cut + 1200, acud, `pass ${pass}: tracking suspended, ${Math.round((los - cut) / 1000)} s of pass remaining`);
          emit(cut + 2400, `sdr-fe[${pid + 31}]`, `X-band demod: carrier lock lost on channel 1 (pass ${pass})`);
          emit(los + 4 * MIN, acud, `operator ${oneOf(random, ['jaguirre', 'mcontreras'])}: EL amplifier reset, servo re-enabled`);
          emit(los + 5 * MIN, acud, `mode STANDBY -> STOW`);
        } else if (windStow) {
          const g = (20 + random() * 4).toFixed(1);
          emit(aos + 9 * 30_000 + 4000, acud, `wind gust ${g} m/s above stow limit 20.0 m/s, mode AUTOTRACK -> STOW`);
        } else {
          emit(los + 800, acud, `LOS reached (pass ${pass}), mode AUTOTRACK -> STANDBY`);
          emit(los + 60_000, acud, `mode STANDBY -> STOW`);
        }
        t = los + between(random, 12, 110) * MIN;
      }
    }
  }
  events.sort((a, b) => a.t - b.t);
  return probe(
    'round 58: antenna control syslog (preamble, paraphrase)',
    'Heads-up from the night shift: the Punta Arenas dish apparently stopped following PETREL-11 partway through a pass overnight and we lost the rest of the dump. At what time did the antenna drop out?',
    'acu_syslog',
    events.map((e) => e.text).join('\n') + '\n',
    'acu-dropout',
    target,
  );
}

/** 8. A month of the on-call service's log entries (PagerDuty REST API, pretty JSON). */
function pagingLog(): EconomicsTask {
  const random = seededRandom(58_108);
  const pdId = (n = 7) => `P${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n - 1)}`;
  const users = ENGINEERS.map((name) => ({ id: pdId(), name }));
  const services = [
    ...STATIONS.map((s) => ({ id: pdId(), summary: `GN ${s.name} (${s.code})`, code: s.code, team: 'Ground Network' })),
    { id: pdId(), summary: 'MCS Core', code: 'MCS', team: 'Mission Control' },
    { id: pdId(), summary: 'Flight Dynamics', code: 'FDS', team: 'Flight Dynamics' },
    { id: pdId(), summary: 'Data Delivery', code: 'DLV', team: 'Data Services' },
    { id: pdId(), summary: 'Collision Avoidance', code: 'CA', team: 'Flight Dynamics' },
  ];
  const teams = Object.fromEntries(['Ground Network', 'Mission Control', 'Flight Dynamics', 'Data Services'].map((t) => [t, pdId()]));
  const carriers = ['Telenor', 'Space Norway', 'Telia', 'Entel', 'Liquid', 'Chorus', 'Telstra', 'Movistar'];
  const gnTitles = (c: string) => [
    `${c}: ACU servo alarm on ${c}-0${between(random, 1, 2)}, antenna in STANDBY`,
    `${c}: X-band LNA temperature above threshold on ${c}-0${between(random, 1, 2)}`,
    `${c}: WAN circuit A (${oneOf(random, carriers)}) down, running on backup circuit`,
    `${c}: WAN circuit B (${oneOf(random, carriers)}) packet loss above 5%`,
    `${c}: UPS on battery, mains power lost`,
    `${c}: missed pass for ${oneOf(random, SATS)} (no AOS)`,
    `${c}: SLE RAF instance unbound during pass`,
    `${c}: baseband modem ${c.toLowerCase()}-bbm0${between(random, 1, 2)} not responding to M&C`,
  ];
  const otherTitles = {
    MCS: () => [
      `MCS: telemetry ingest lag above 120 s`,
      `MCS: command queue stuck for ${oneOf(random, SATS)}`,
      `MCS: limit violation EPS battery temperature on ${oneOf(random, SATS)}`,
    ],
    FDS: () => [`FDS: OD cycle incomplete (${between(random, 1, 4)} runs aborted)`, `FDS: OEM older than 12 h for ${oneOf(random, SATS)}`],
    DLV: () => [
      `DLV: delivery backlog above 500 granules`,
      `DLV: SFTP push to customer endpoint failing`,
      `DLV: S3 upload throttled for ${oneOf(random, ['AgriVista BV', 'GeoRisk Re SE', 'Baltic Ice Services OÜ'])}`,
    ],
    CA: () => [`CA: high-interest event Pc > 1E-4 for ${oneOf(random, SATS)}`, `CA: CDM ingest from provider delayed`],
  } as Record<string, () => string[]>;
  type Entry = Record<string, unknown> & { created_at: string };
  const entries: { t: number; e: Entry }[] = [];
  const ref = (type: string, o: { id: string; summary: string }, path: string) => ({
    id: o.id,
    type,
    summary: o.summary,
    self: `https://api.pagerduty.com/${path}/${o.id}`,
    html_url: `https://petrel-space.pagerduty.com/${path}/${o.id}`,
  });
  let number = 4300;
  const incident = (t0: number, service: (typeof services)[number], title: string, ackAfterS: number | null, resolveAfterS: number) => {
    number += 1;
    const inc = { id: pdId(), summary: `[#${number}] ${title}` };
    const svc = ref('service_reference', service, 'services');
    const team = [ref('team_reference', { id: teams[service.team]!, summary: service.team }, 'teams')];
    const oncall = oneOf(random, users);
    const base = (type: string, t: number, summary: string, agent: Record<string, unknown> | null, channel: Record<string, unknown>) => {
      const id = `R${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 25)}`;
      const e: Entry = {
        id,
        type,
        summary,
        self: `https://api.pagerduty.com/log_entries/${id}`,
        html_url: null,
        created_at: isoS(t),
        agent,
        channel,
        service: svc,
        incident: ref('incident_reference', inc, 'incidents'),
        teams: team,
        contexts: [],
      };
      entries.push({ t, e });
      return e;
    };
    const integration = {
      id: pdId(),
      type: 'events_api_v2_inbound_integration_reference',
      summary: `Prometheus Alertmanager (${service.code})`,
    };
    base('trigger_log_entry', t0, `Triggered through the API.`, integration, {
      type: 'api',
      summary: title,
      details: {
        firing: `alertname=${title.split(':')[1]!.trim().split(' ').slice(0, 3).join('_')}`,
        severity: 'critical',
        site: service.code,
      },
    });
    const notify = base('notify_log_entry', t0 + between(random, 1, 4) * 1000, `Notified ${oncall.name} by phone.`, null, { type: 'auto' });
    notify.user = ref('user_reference', { id: oncall.id, summary: oncall.name }, 'users');
    let escalated = false;
    if (ackAfterS === null || ackAfterS > 900) {
      const second = oneOf(
        random,
        users.filter((u) => u !== oncall),
      );
      base('escalate_log_entry', t0 + 900_000, `Escalated to level 2 (${second.name}) by timeout.`, null, { type: 'timeout' });
      escalated = true;
    }
    if (ackAfterS !== null) {
      const acker = escalated && random() < 0.5 ? oneOf(random, users) : oncall;
      const e = base(
        'acknowledge_log_entry',
        t0 + ackAfterS * 1000,
        `Acknowledged by ${acker.name}.`,
        ref('user_reference', { id: acker.id, summary: acker.name }, 'users'),
        {
          type: oneOf(random, ['mobile', 'phone', 'slack', 'website']),
        },
      );
      e.acknowledgement_timeout = 1800;
    }
    if (random() < 0.35) {
      const who = oneOf(random, users);
      base(
        'annotate_log_entry',
        t0 + (ackAfterS ?? 600) * 1000 + between(random, 60, 1800) * 1000,
        `Note added`,
        ref('user_reference', { id: who.id, summary: who.name }, 'users'),
        {
          type: 'note',
          summary: oneOf(random, [
            'Looking into it.',
            'Vendor ticket opened.',
            'Passes moved to backup station.',
            'Restarted the service, watching.',
            'Customer informed.',
          ]),
        },
      );
    }
    base(
      'resolve_log_entry',
      t0 + resolveAfterS * 1000,
      oneOf(random, ['Resolved through the API.', `Resolved by ${oncall.name}.`]),
      integration,
      { type: 'auto' },
    );
  };
  const from = Date.UTC(2026, 9, 17);
  for (let i = 0; i < 165; i++) {
    const t0 = from + pick(random, 30 * 24 * 3600) * 1000;
    const service = oneOf(random, services);
    const titles = service.team === 'Ground Network' ? gnTitles(service.code) : otherTitles[service.code]!();
    const title = oneOf(random, titles);
    incident(t0, service, title, random() < 0.92 ? between(random, 40, 1500) : null, between(random, 1800, 6 * 3600));
  }
  const svb = services.find((s) => s.code === 'SVB')!;
  incident(
    Date.UTC(2026, 9, 29, 22, 17, 40),
    services.find((s) => s.code === 'INU')!,
    'INU: WAN circuits A and B down, site unreachable from MCC',
    388,
    2 * 3600 + 611,
  );
  incident(
    Date.UTC(2026, 10, 12, 3, 5, 12),
    services.find((s) => s.code === 'TRL')!,
    'TRL: WAN circuits A and B down, site unreachable from MCC',
    1044,
    9 * 3600,
  );
  incident(Date.UTC(2026, 10, 4, 14, 2, 51), svb, `SVB: WAN circuit A (Space Norway) down, running on backup circuit`, 612, 3 * 3600);
  incident(Date.UTC(2026, 10, 8, 1, 41, 9), svb, 'SVB: WAN circuits A and B down, site unreachable from MCC', 743, 5 * 3600 + 1234);
  entries.sort((a, b) => b.t - a.t);
  const output =
    JSON.stringify({ log_entries: entries.map((x) => x.e), limit: 1000, offset: 0, more: false, total: entries.length }, null, 2) + '\n';
  return probe(
    'round 58: on-call paging log (preamble, paraphrase)',
    'I’m putting together the monthly ops review for the ground network. The night our Svalbard site lost its internet connection, when did the on-call engineer acknowledge the page?',
    'pagerduty_log_entries',
    output,
    'ack-time',
    isoS(Date.UTC(2026, 10, 8, 1, 41, 9) + 743_000),
  );
}

/** 9. The public satellite catalogue for launches since June 2025, as Space-Track's CSV. */
function satcat(): EconomicsTask {
  const random = seededRandom(58_109);
  const q = (v: string | number) => `"${v}"`;
  const header = [
    'INTLDES',
    'NORAD_CAT_ID',
    'OBJECT_TYPE',
    'SATNAME',
    'COUNTRY',
    'LAUNCH',
    'SITE',
    'DECAY',
    'PERIOD',
    'INCLINATION',
    'APOGEE',
    'PERIGEE',
    'COMMENT',
    'COMMENTCODE',
    'RCSVALUE',
    'RCS_SIZE',
    'FILE',
    'LAUNCH_YEAR',
    'LAUNCH_NUM',
    'LAUNCH_PIECE',
    'CURRENT',
    'OBJECT_NAME',
    'OBJECT_NUMBER',
  ]
    .map(q)
    .join(',');
  const pieceName = (i: number) => {
    const L = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    return i < 24 ? L[i]! : `${L[Math.floor(i / 24) - 1]!}${L[i % 24]!}`;
  };
  type Launch = { date: number; kind: string; fixed?: { num: number; pieces: Record<string, string> } };
  const launches: Launch[] = [];
  const start = Date.UTC(2025, 5, 1);
  const end = Date.UTC(2026, 10, 15);
  for (let d = start; d < end; d += between(random, 1, 4) * 24 * H) {
    launches.push({
      date: d + pick(random, 86_400) * 1000,
      kind: oneOf(random, ['starlink', 'starlink', 'starlink', 'china', 'china', 'kuiper', 'other', 'other']),
    });
  }
  launches.push({
    date: Date.UTC(2025, 5, 23, 21, 25),
    kind: 'rideshare',
    fixed: { num: 135, pieces: Object.fromEntries(SATS.slice(10, 16).map((s) => [fleetIds(s).intl.slice(8), s])) },
  });
  launches.push({
    date: Date.UTC(2025, 10, 28, 18, 44),
    kind: 'rideshare',
    fixed: { num: 274, pieces: Object.fromEntries(SATS.slice(16, 22).map((s) => [fleetIds(s).intl.slice(8), s])) },
  });
  launches.push({ date: Date.UTC(2026, 2, 17, 6, 3), kind: 'rideshare', fixed: { num: 52, pieces: { K: 'PETREL-23' } } });
  launches.push({
    date: Date.UTC(2026, 7, 4, 17, 51),
    kind: 'rideshare',
    fixed: { num: 171, pieces: Object.fromEntries(SATS.slice(23).map((s) => [fleetIds(s).intl.slice(8), s])) },
  });
  for (let m = 0; m < 5; m++) launches.push({ date: Date.UTC(2025, 6 + m * 3, between(random, 2, 26), 12), kind: 'rideshare' });
  launches.sort((a, b) => a.date - b.date);
  const cubesats = [
    ['LEMUR-2-', 'US'],
    ['FLOCK 4Y-', 'US'],
    ['ICEYE-X', 'FIN'],
    ['HAWK-', 'US'],
    ['UMBRA-', 'US'],
    ['CAPELLA-', 'US'],
    ['KINEIS-', 'FR'],
    ['NUSAT-', 'ARGN'],
    ['TYVAK-', 'US'],
    ['ASTROCAST-', 'SWTZ'],
    ['ION SCV-', 'IT'],
    ['OPS-SAT ', 'ESA'],
    ['SPARTAN-', 'UK'],
    ['QPS-SAR-', 'JPN'],
    ['NORSAT-TD', 'NOR'],
  ] as const;
  const rows: { norad: number; cells: string }[] = [];
  let norad = 64_200;
  const countByYear: Record<number, number> = {};
  const reserved = new Set(launches.filter((l) => l.fixed).map((l) => `${new Date(l.date).getUTCFullYear()}-${l.fixed!.num}`));
  for (const l of launches) {
    const year = new Date(l.date).getUTCFullYear();
    let num = l.fixed?.num ?? (countByYear[year] ?? 0) + 1 + between(random, 0, 2);
    while (!l.fixed && reserved.has(`${year}-${num}`)) num += 1;
    if (!l.fixed) countByYear[year] = num;
    const date = new Date(l.date).toISOString().slice(0, 10);
    const objects: { name: string; type: string; country: string; site: string; incl: number; alt: number; rcs: string }[] = [];
    if (l.kind === 'starlink') {
      const n = between(random, 21, 28);
      for (let i = 0; i < n; i++)
        objects.push({
          name: `STARLINK-${between(random, 30_000, 36_999)}`,
          type: 'PAYLOAD',
          country: 'US',
          site: oneOf(random, ['AFETR', 'AFWTR']),
          incl: 43,
          alt: 350,
          rcs: 'LARGE',
        });
    } else if (l.kind === 'china') {
      const n = between(random, 3, 18);
      const prog = oneOf(random, ['QIANFAN-', 'GUOWANG-', 'YAOGAN-', 'SHIYAN-', 'JILIN-1 GAOFEN 05B-']);
      const site = oneOf(random, ['TSC', 'JSC', 'XSC', 'WSC']);
      for (let i = 0; i < n; i++)
        objects.push({
          name: `${prog}${between(random, 1, 99)}`,
          type: 'PAYLOAD',
          country: 'PRC',
          site,
          incl: oneOf(random, [50, 86, 97]),
          alt: 800,
          rcs: 'MEDIUM',
        });
      objects.push({ name: 'CZ-6A R/B', type: 'ROCKET BODY', country: 'PRC', site, incl: 86, alt: 780, rcs: 'LARGE' });
      for (let i = 0, d = between(random, 0, 6); i < d; i++)
        objects.push({ name: 'CZ-6A DEB', type: 'DEBRIS', country: 'PRC', site, incl: 86, alt: 760, rcs: 'SMALL' });
    } else if (l.kind === 'kuiper') {
      for (let i = 0; i < 27; i++)
        objects.push({
          name: `KUIPER-${pad2(between(random, 1, 99))}${between(random, 0, 9)}`,
          type: 'PAYLOAD',
          country: 'US',
          site: 'AFETR',
          incl: 52,
          alt: 450,
          rcs: 'LARGE',
        });
      objects.push({ name: 'ATLAS 5 CENTAUR R/B', type: 'ROCKET BODY', country: 'US', site: 'AFETR', incl: 52, alt: 420, rcs: 'LARGE' });
    } else if (l.kind === 'other') {
      const o = oneOf(random, [
        { name: 'PROGRESS MS-3', country: 'CIS', site: 'TTMTR', incl: 51.6, alt: 415 },
        { name: 'COSMOS 26', country: 'CIS', site: 'PKMTR', incl: 67, alt: 600 },
        { name: 'GSAT-', country: 'IND', site: 'SRI', incl: 0.1, alt: 35_786 },
        { name: 'GALILEO ', country: 'ESA', site: 'FRGUI', incl: 56, alt: 23_222 },
        { name: 'USA ', country: 'US', site: 'AFWTR', incl: 97, alt: 500 },
        { name: 'ELECTRON KICK STAGE R/B', country: 'US', site: 'RLLB', incl: 97, alt: 520 },
      ]);
      for (let i = 0, n = between(random, 1, 3); i < n; i++)
        objects.push({
          name: `${o.name}${o.name.endsWith('B') ? '' : between(random, 10, 99)}`,
          type: 'PAYLOAD',
          country: o.country,
          site: o.site,
          incl: o.incl,
          alt: o.alt,
          rcs: 'LARGE',
        });
      objects.push({
        name: `${o.name.split(' ')[0]!} R/B`,
        type: 'ROCKET BODY',
        country: o.country,
        site: o.site,
        incl: o.incl,
        alt: o.alt,
        rcs: 'LARGE',
      });
    } else {
      const n = between(random, 60, 110);
      const slots = new Map(Object.entries(l.fixed?.pieces ?? {}));
      for (let i = 0; i < n; i++) {
        const piece = pieceName(i);
        const own = slots.get(piece);
        if (own) objects.push({ name: own, type: 'PAYLOAD', country: 'NOR', site: 'AFWTR', incl: 97.5, alt: 530, rcs: 'SMALL' });
        else if (i === n - 1)
          objects.push({ name: 'FALCON 9 DEB', type: 'DEBRIS', country: 'US', site: 'AFWTR', incl: 97.5, alt: 520, rcs: 'SMALL' });
        else {
          const [prefix, country] = oneOf(random, cubesats);
          objects.push({
            name: `${prefix}${between(random, 10, 299)}`,
            type: 'PAYLOAD',
            country,
            site: 'AFWTR',
            incl: 97.5,
            alt: 530,
            rcs: oneOf(random, ['SMALL', 'SMALL', 'MEDIUM']),
          });
        }
      }
    }
    objects.forEach((o, i) => {
      norad += 1;
      const pc = pieceName(i);
      const number = norad;
      const apogee = o.alt + between(random, 0, 25);
      const perigee = o.alt - between(random, 0, 20);
      const period = (84.4 * ((6378 + (apogee + perigee) / 2) / 6378) ** 1.5).toFixed(2);
      const decayed = o.type === 'DEBRIS' && random() < 0.3;
      rows.push({
        norad: number,
        cells: [
          q(`${year}-${String(num).padStart(3, '0')}${pc}`),
          q(number),
          q(o.type),
          q(o.name),
          q(o.country),
          q(date),
          q(o.site),
          q(decayed ? new Date(l.date + between(random, 20, 200) * 24 * H).toISOString().slice(0, 10) : ''),
          q(period),
          q((o.incl + (random() - 0.5) * 0.2).toFixed(2)),
          q(apogee),
          q(perigee),
          q(''),
          q(''),
          q(''),
          q(o.rcs),
          q(between(random, 9100, 9420)),
          q(year),
          q(num),
          q(pc),
          q(decayed ? 'N' : 'Y'),
          q(o.name),
          q(number),
        ].join(','),
      });
    });
  }
  const output = [header, ...rows.map((r) => r.cells)].join('\n') + '\n';
  return probe(
    'round 58: satellite catalogue (preamble, paraphrase)',
    'We have the licensing authority’s audit next week and I’m lining up our registration paperwork against the public catalogue. Which international designator was assigned to the PETREL satellite that went up in March?',
    'spacetrack_satcat',
    output,
    'intldes',
    '2026-052K',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** 10. The ground network's pass report for the last week of downlinks. */
function passReport(): EconomicsTask {
  const random = seededRandom(58_110);
  const from = Date.UTC(2026, 10, 10);
  const to = Date.UTC(2026, 10, 17, 6);
  const passes: { aos: number; line: string; id: string }[] = [];
  const modcod = (ebn0: number) =>
    ebn0 >= 12.5
      ? '16APSK 3/4'
      : ebn0 >= 11
        ? '16APSK 2/3'
        : ebn0 >= 9.5
          ? '8PSK 3/4'
          : ebn0 >= 8
            ? '8PSK 2/3'
            : ebn0 >= 5
              ? 'QPSK 3/4'
              : 'QPSK 1/2';
  const efficiency: Record<string, number> = {
    '16APSK 3/4': 2.97,
    '16APSK 2/3': 2.64,
    '8PSK 3/4': 2.23,
    '8PSK 2/3': 1.98,
    'QPSK 3/4': 1.49,
    'QPSK 1/2': 0.99,
  };
  const row = (id: string, sat: string, st: string, ant: number, aos: number, durS: number, maxEl: number, ebn0: number) => {
    const mc = modcod(ebn0);
    const mbytes = (durS - between(random, 20, 45)) * 150 * efficiency[mc]! * 0.118;
    const frames = Math.round((mbytes * 1_048_576) / 1115);
    return `${id.padEnd(20)} ${sat.padEnd(10)} ${st.padEnd(7)} ${String(ant).padEnd(3)} ${spaceS(aos)}  ${spaceS(aos + durS * 1000)}  ${maxEl.toFixed(1).padStart(6)}  ${ebn0
      .toFixed(1)
      .padStart(
        7,
      )}  ${mc.padEnd(11)} ${String(frames).padStart(9)}  ${mbytes.toFixed(1).padStart(8)}  ${String(durS - between(random, 8, 30)).padStart(6)}`;
  };
  for (const st of STATIONS)
    for (let a = 1; a <= st.antennas; a++)
      for (let t = from + between(random, 5, 60) * MIN; t < to; t += between(random, 20, 95) * MIN) {
        const aos = t + between(random, 0, 59) * 1000;
        const id = `${compact(aos).slice(0, 8)}-${st.code}${a}-${compact(aos).slice(9, 13)}`;
        const maxEl = 5 + random() * 84;
        const ebn0 = Math.min(14.2, 8.1 + (maxEl / 89) * 4.6 + (random() - 0.5) * 1.2);
        passes.push({ aos, id, line: row(id, oneOf(random, SATS), st.code, a, aos, between(random, 280, 760), maxEl, ebn0) });
      }
  passes.sort((a, b) => a.aos - b.aos);
  const odd = passes[Math.floor(passes.length * 0.47)]!;
  const [, sat, st, ant] = odd.line.split(/\s+/);
  const durS = between(random, 600, 700);
  odd.line = row(odd.id, sat!, st!, Number(ant), odd.aos, durS, 71.4, 3.6);
  const header = `${'PASS_ID'.padEnd(20)} ${'SAT'.padEnd(10)} ${'STATION'.padEnd(7)} ANT ${'AOS (UTC)'.padEnd(19)}  ${'LOS (UTC)'.padEnd(19)}  MAX_EL  EBN0_DB  ${'MODCOD'.padEnd(11)} ${'FRAMES'.padStart(9)}  ${'MBYTES'.padStart(8)}  LOCK_S`;
  const output =
    `$ gnctl passes report --since 2026-11-10T00:00Z --until 2026-11-17T06:00Z --band X --sort aos\n` +
    `${header}\n${passes.map((p) => p.line).join('\n')}\n` +
    `\n${passes.length} passes, ${STATIONS.length} stations, ${STATIONS.reduce((s, x) => s + x.antennas, 0)} antennas\n`;
  return probe(
    'round 58: downlink pass report (odd signal level)',
    'Looking at the past week of X-band downlinks, which pass came in with a much weaker signal than all the others?',
    'gnctl_pass_report',
    output,
    'weak-pass',
    odd.id,
  );
}

/** 11. `chronyc tracking; chronyc sources` on every ground segment host, through Ansible. */
function chronyFleet(): EconomicsTask {
  const random = seededRandom(58_111);
  const hosts: { name: string; ntp: string[] }[] = [];
  for (const st of STATIONS) {
    const code = st.code.toLowerCase();
    const ntp = [`gs-${code}-ntp01.petrel.local`, `gs-${code}-ntp02.petrel.local`, 'ntp1.mcc.petrel.local'];
    for (const role of [
      'fep01',
      'fep02',
      'bbm01',
      'bbm02',
      'sle01',
      'sle02',
      'mc01',
      'mc02',
      'acu-gw01',
      'rec01',
      'rec02',
      'hk01',
      'wx01',
      'kvm01',
    ])
      hosts.push({ name: `gs-${code}-${role}`, ntp });
  }
  for (const role of ['mcs', 'tmtc', 'fds', 'ca', 'plan', 'dlv', 'arch', 'k8s-worker'])
    for (let i = 1; i <= (role === 'k8s-worker' ? 18 : 4); i++)
      hosts.push({ name: `mcc-${role}${pad2(i)}`, ntp: ['ntp1.mcc.petrel.local', 'ntp2.mcc.petrel.local', 'gs-tro-ntp01.petrel.local'] });
  const oddHost = 'gs-hbk-bbm02';
  const blocks = hosts.map(({ name, ntp }) => {
    const odd = name === oddHost;
    const sys = odd ? 0.214793805 : random() * 0.00004;
    const refIp = `0A${hex(random, 6).toUpperCase()}`;
    const out = [
      `${name} | CHANGED | rc=0 >>`,
      `Reference ID    : ${refIp} (${ntp[0]})`,
      `Stratum         : ${oneOf(random, [2, 2, 3])}`,
      `Ref time (UTC)  : Tue Nov 17 09:${pad2(between(random, 30, 44))}:${pad2(between(random, 0, 59))} 2026`,
      `System time     : ${sys.toFixed(9)} seconds ${random() < 0.5 ? 'fast' : 'slow'} of NTP time`,
      `Last offset     : ${random() < 0.5 ? '+' : '-'}${(random() * 0.00003).toFixed(9)} seconds`,
      `RMS offset      : ${(odd ? 0.061 + random() * 0.01 : random() * 0.00005).toFixed(9)} seconds`,
      `Frequency       : ${(random() * 30).toFixed(3)} ppm ${random() < 0.5 ? 'fast' : 'slow'}`,
      `Residual freq   : ${random() < 0.5 ? '+' : '-'}${(random() * 0.01).toFixed(3)} ppm`,
      `Skew            : ${(0.005 + random() * 0.1).toFixed(3)} ppm`,
      `Root delay      : ${(0.0001 + random() * 0.002).toFixed(9)} seconds`,
      `Root dispersion : ${(0.00005 + random() * 0.001).toFixed(9)} seconds`,
      `Update interval : ${(32 + random() * 100).toFixed(1)} seconds`,
      `Leap status     : Normal`,
      `MS Name/IP address         Stratum Poll Reach LastRx Last sample               `,
      `===============================================================================`,
    ];
    const stats: string[] = [];
    ntp.forEach((server, i) => {
      const us = odd ? 214_700 + between(random, 0, 200) : between(random, -60, 60) * (i === 2 ? 8 : 1);
      const v =
        Math.abs(us) >= 1000 ? `${us > 0 ? '+' : '-'}${Math.round(Math.abs(us) / 1000)}ms` : `${us >= 0 ? '+' : '-'}${Math.abs(us)}us`;
      const err = i === 2 ? `${between(random, 2, 40)}ms` : `${between(random, 100, 900)}us`;
      out.push(
        `${i === 0 ? '^*' : '^-'} ${server.padEnd(27)} ${i === 2 ? 2 : 1}   ${oneOf(random, [6, 6, 7])}   377   ${String(between(random, 1, 128)).padStart(4)}   ${v.padStart(6)}[${v.padStart(6)}] +/- ${err.padStart(6)}`,
      );
      stats.push(
        `${server.padEnd(26)} ${String(between(random, 6, 32)).padStart(3)} ${String(between(random, 3, 16)).padStart(3)} ${String(between(random, 200, 2100)).padStart(5)} ${((random() - 0.5) * 0.05).toFixed(3).padStart(10)} ${(random() * 0.3).toFixed(3).padStart(10)} ${v.padStart(7)} ${`${between(random, 5, 90)}us`.padStart(7)}`,
      );
    });
    out.push(
      `Name/IP Address            NP  NR  Span  Frequency  Freq Skew  Offset  Std Dev`,
      `==============================================================================`,
      ...stats,
    );
    return out;
  });
  const output =
    `$ ansible 'gs_all:mcc_all' -m shell -a 'chronyc tracking; chronyc sources; chronyc sourcestats' -f 20\n` +
    blocks.map((b) => b.join('\n')).join('\n') +
    '\n';
  return probe(
    'round 58: chrony across the ground segment (odd clock)',
    'Is any of our ground segment machines keeping time noticeably differently from the rest? Which host is it?',
    'ansible_adhoc',
    output,
    'odd-clock',
    `${oddHost} |`,
  );
}

/** 12. The onboard parameter tables of the whole fleet, from the last parameter dumps. */
function paramDump(): EconomicsTask {
  const random = seededRandom(58_112);
  type Param = { pid: number; name: string; unit: string; desc: string; value: (sat: string) => string };
  const params: Param[] = [];
  let pid = 0x1000;
  const add = (name: string, unit: string, desc: string, value: (sat: string) => string) =>
    params.push({ pid: pid++, name, unit, desc, value });
  const fleet = (v: string) => () => v;
  const calib = (lo: number, hi: number, d: number) => () => (lo + random() * (hi - lo)).toFixed(d);
  add('AOCS_MODE_DEFAULT', '-', 'Default AOCS mode after reset', fleet('SUN_POINT'));
  add('AOCS_RW_SPEED_BIAS', 'rpm', 'Reaction wheel bias speed', fleet('1200'));
  for (let w = 1; w <= 4; w++) add(`AOCS_RW${w}_FRICTION_K`, 'Nms', `Reaction wheel ${w} friction coefficient`, calib(1e-6, 9e-6, 8));
  add('AOCS_MTQ_DIPOLE_MAX', 'Am2', 'Magnetorquer max dipole', fleet('15.0'));
  for (const ax of ['X', 'Y', 'Z']) add(`AOCS_GYRO_BIAS_${ax}`, 'deg/h', `Gyro bias estimate ${ax} axis`, calib(-0.9, 0.9, 5));
  for (const ax of ['X', 'Y', 'Z']) add(`AOCS_MAG_OFFSET_${ax}`, 'nT', `Magnetometer offset ${ax} axis`, calib(-180, 180, 2));
  add('AOCS_STR_EXPOSURE', 'ms', 'Star tracker exposure time', fleet('100'));
  add('AOCS_KP_ATT', '-', 'Attitude controller proportional gain', fleet('0.0420'));
  add('AOCS_KD_ATT', '-', 'Attitude controller derivative gain', fleet('0.5100'));
  add('AOCS_SUN_ACQ_TIMEOUT', 's', 'Sun acquisition timeout', fleet('1800'));
  add('EPS_BAT_EOC_V', 'V', 'Battery end-of-charge voltage', fleet('16.40'));
  add('EPS_BAT_DOD_LIMIT', '%', 'Battery depth-of-discharge limit', fleet('30'));
  for (let c = 1; c <= 8; c++) add(`EPS_BAT_CELL${c}_OFFSET`, 'mV', `Battery cell ${c} voltage calibration offset`, calib(-12, 12, 2));
  for (let s = 1; s <= 6; s++) add(`EPS_SA${s}_MPPT_VREF`, 'V', `Solar array section ${s} MPPT reference`, fleet('21.80'));
  add('EPS_LOAD_SHED_LEVEL1_V', 'V', 'Load shedding level 1 threshold', fleet('14.20'));
  add('EPS_LOAD_SHED_LEVEL2_V', 'V', 'Load shedding level 2 threshold', fleet('13.60'));
  for (let h = 1; h <= 24; h++) {
    const lo = between(random, -10, 10);
    add(`THC_HTR${pad2(h)}_SP_LO`, 'degC', `Heater ${h} setpoint low`, fleet(String(lo)));
    add(`THC_HTR${pad2(h)}_SP_HI`, 'degC', `Heater ${h} setpoint high`, fleet(String(lo + 4)));
  }
  add('TTC_SB_UL_BITRATE', 'bps', 'S-band uplink bit rate', fleet('64000'));
  add('TTC_SB_DL_BITRATE', 'bps', 'S-band downlink bit rate', fleet('128000'));
  add('TTC_SB_TX_POWER', 'dBm', 'S-band transmitter output power', fleet('30.0'));
  add('TTC_XB_SYMRATE', 'sps', 'X-band downlink symbol rate', (sat) => (sat === 'PETREL-16' ? '75000000' : '150000000'));
  add('TTC_XB_SYMRATE_LOWEL', 'sps', 'X-band symbol rate below 10 deg elevation', fleet('50000000'));
  add('TTC_XB_ACM_ENABLE', '-', 'X-band adaptive coding and modulation', fleet('ENABLED'));
  add('TTC_XB_MODCOD_DEFAULT', '-', 'X-band default MODCOD', fleet('8PSK_3/4'));
  add('TTC_XB_TX_POWER', 'W', 'X-band transmitter RF output power', fleet('8.0'));
  add('TTC_XB_PREHEAT_S', 's', 'X-band amplifier preheat before AOS', fleet('120'));
  add('TTC_RANGING_ENABLE', '-', 'Transponder PN ranging', fleet('ENABLED'));
  add('TTC_GND_AUTONOMY_S', 's', 'Autonomy period without ground contact', fleet('259200'));
  add('OBC_TM_PERIOD_HK', 's', 'Housekeeping telemetry period', fleet('8'));
  add('OBC_TM_PERIOD_DIAG', 's', 'Diagnostic telemetry period', fleet('1'));
  add('OBC_WDG_PERIOD', 'ms', 'Watchdog kick period', fleet('500'));
  add('OBC_MMU_SCRUB_PERIOD', 's', 'Memory scrub period', fleet('3600'));
  add('OBC_TIME_CORR_DRIFT', 'ppb', 'OBT drift correction', calib(-40, 40, 3));
  add('GNSS_ENABLE', '-', 'GNSS receiver power', fleet('ON'));
  add('GNSS_FIX_TIMEOUT', 's', 'GNSS fix timeout before OBT free-run', fleet('900'));
  add('GNSS_ANT_CABLE_DELAY', 'ns', 'GNSS antenna cable delay', calib(20, 24, 3));
  add('PROP_TANK_P_MAX', 'bar', 'Propellant tank max pressure', fleet('22.0'));
  add('PROP_THR_MIN_ON', 'ms', 'Thruster minimum impulse bit', fleet('50'));
  add('PROP_CAT_BED_SP', 'degC', 'Catalyst bed heater setpoint', fleet('300'));
  for (let b = 1; b <= 7; b++) add(`PL_BAND${b}_GAIN`, '-', `Imager band ${b} analogue gain`, fleet(String(oneOf(random, [1, 2, 2, 4]))));
  for (let b = 1; b <= 7; b++) add(`PL_BAND${b}_DARK_OFFSET`, 'DN', `Imager band ${b} dark offset`, calib(80, 140, 1));
  add('PL_FOCUS_POS', 'steps', 'Focus mechanism position', calib(1100, 1400, 0));
  add('PL_COMPRESSION', '-', 'Onboard image compression', fleet('CCSDS-123_NEAR_LOSSLESS'));
  add('PL_MMU_PARTITION_GB', 'GB', 'Mass memory partition for imagery', fleet('768'));
  const dumped = Object.fromEntries(
    SATS.map((s) => [
      s,
      Date.UTC(2026, 10, between(random, 12, 16), between(random, 0, 23), between(random, 0, 59), between(random, 0, 59)),
    ]),
  );
  const lines = [
    `$ mcsctl obsw params --fleet PETREL --source last-dump --format table`,
    `${'SAT'.padEnd(10)} ${'PID'.padEnd(7)} ${'NAME'.padEnd(24)} ${'VALUE'.padEnd(26)} ${'UNIT'.padEnd(6)} ${'DESCRIPTION'.padEnd(46)} DUMP (UTC)`,
  ];
  for (const sat of SATS)
    for (const p of params)
      lines.push(
        `${sat.padEnd(10)} 0x${p.pid.toString(16).toUpperCase().padEnd(5)} ${p.name.padEnd(24)} ${p.value(sat).padEnd(26)} ${p.unit.padEnd(6)} ${p.desc.padEnd(46)} ${spaceS(
          dumped[sat]! + between(random, 0, 40) * 1000,
        )}`,
      );
  lines.push('', `${SATS.length} satellites x ${params.length} parameters`);
  return probe(
    'round 58: onboard parameter dump (odd setting)',
    'Which satellite has its X-band downlink symbol rate set differently from the rest of the fleet?',
    'mcsctl_obsw_params',
    lines.join('\n') + '\n',
    'odd-symrate',
    '75000000',
  );
}

export function roundFiftyEight(): EconomicsTask[] {
  return [
    contactSchedule(),
    cdmBatch(),
    deliveryBatches(),
    spacecraftDb(),
    fdsLog(),
    sleConfig(),
    acuSyslog(),
    pagingLog(),
    satcat(),
    passReport(),
    chronyFleet(),
    paramDump(),
  ];
}
