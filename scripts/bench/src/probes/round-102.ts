/**
 * Probe round 102, written blind: Halyard Charge, a UK electric vehicle charging network operator (charge point management over OCPP, roaming over OCPI, payments and tariffs, site grid connections and load management, field service, the driver app). "Today" is Wednesday, 18 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - roaming hub CDR pull (OCPI 2.2.1 CDRs, minified JSON): the total incl. VAT billed for a disputed session, by authorization reference;
 *  - bank statement (ISO 20022 camt.053, one-line XML): the amount of the Adyen settlement booked on Friday 23 October;
 *  - driver web app bundle (minified webpack JS): the API base URL of the production build;
 * b. The answer a few lines away from the line the question's words match:
 *  - site energy management export (YAML): the failsafe power limit at Swindon Orbital;
 *  - CSMS gateway log (Spring Boot, Kotlin stack traces): why a remote start on one charger failed at about 07:40;
 *  - field service work orders (pretty XML): the engineer sent to the damaged CCS cable at Exeter Services;
 * c. A question that paraphrases the output or carries a preamble:
 *  - OCPP 1.6J message trace: the fault a charger reported while drivers saw it "out of order" (StatusNotification Faulted);
 *  - tariff table (psql output): the per-minute charge for staying plugged in after charging (idle fee) at Cardiff Bay;
 *  - van stock / parts movements (CSV): the serial of the "power unit" (power module) an engineer fitted at Norwich Riverside;
 * d. One value unlike its peers, with no error word near it:
 *  - site controller metrics (Prometheus exposition): the one charging cable far warmer than the rest at Gatwick North;
 *  - fleet OCPP configuration audit (CLI table): the charger whose heartbeat interval differs from all the others;
 *  - payment terminal weekly stats (CSV): the card reader turning away far more cards than the others.
 * Not among the bench's targets.
 * First run, at 185aa0c, the head when the round was written (with this file; `ROUNDS=102
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,190,004 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 102: OCPI CDRs from the roaming hub
 *     codex: 7,328 tokens, peak 7,224, 0/1 needles, 0 read-backs
 *     context-chef: 844 tokens, peak 740, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,673 tokens, peak 1,273, 0/1 needles, 1 read-backs
 *     ours: 2,191 tokens, peak 1,092, 0/1 needles, 1 read-backs
 *   round 102: camt.053 bank statement
 *     codex: 205 tokens, peak 129, 0/1 needles, 0 read-backs
 *     context-chef: 855 tokens, peak 779, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,205 tokens, peak 834, 0/1 needles, 2 read-backs
 *     ours: 2,839 tokens, peak 1,061, 0/1 needles, 2 read-backs
 *   round 102: driver web app bundle
 *     codex: 220 tokens, peak 149, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 653, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,066 tokens, peak 5,055, 0/1 needles, 4 read-backs
 *     ours: 17,382 tokens, peak 7,518, 1/1 needles, 4 read-backs
 *   round 102: site EMS export (YAML)
 *     codex: 13,372 tokens, peak 13,299, 0/1 needles, 0 read-backs
 *     context-chef: 665 tokens, peak 592, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,344 tokens, peak 2,722, 0/1 needles, 2 read-backs
 *     ours: 6,193 tokens, peak 2,758, 1/1 needles, 2 read-backs
 *   round 102: CSMS gateway log with stack traces
 *     codex: 15,061 tokens, peak 14,981, 0/1 needles, 0 read-backs
 *     context-chef: 749 tokens, peak 669, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,394 tokens, peak 4,408, 0/1 needles, 2 read-backs
 *     ours: 9,042 tokens, peak 4,934, 0/1 needles, 2 read-backs
 *   round 102: field service work orders (XML)
 *     codex: 12,590 tokens, peak 12,518, 0/1 needles, 0 read-backs
 *     context-chef: 636 tokens, peak 564, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,892 tokens, peak 2,533, 0/1 needles, 2 read-backs
 *     ours: 6,204 tokens, peak 2,806, 0/1 needles, 2 read-backs
 *   round 102: OCPP 1.6J message trace, preamble and paraphrase
 *     codex: 18,523 tokens, peak 18,417, 0/1 needles, 0 read-backs
 *     context-chef: 990 tokens, peak 884, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,099 tokens, peak 5,105, 0/1 needles, 2 read-backs
 *     ours: 10,350 tokens, peak 5,395, 0/1 needles, 2 read-backs
 *   round 102: tariff table (psql), paraphrased
 *     codex: 15,557 tokens, peak 15,465, 0/1 needles, 0 read-backs
 *     context-chef: 771 tokens, peak 679, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,929 tokens, peak 1,280, 0/1 needles, 4 read-backs
 *     ours: 4,385 tokens, peak 946, 1/1 needles, 4 read-backs
 *   round 102: van stock movements (CSV), preamble and paraphrase
 *     codex: 19,384 tokens, peak 19,279, 0/1 needles, 0 read-backs
 *     context-chef: 914 tokens, peak 809, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,603 tokens, peak 4,939, 0/1 needles, 3 read-backs
 *     ours: 8,859 tokens, peak 4,363, 1/1 needles, 3 read-backs
 *   round 102: site controller metrics (Prometheus)
 *     codex: 13,113 tokens, peak 13,016, 0/1 needles, 0 read-backs
 *     context-chef: 722 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,211 tokens, peak 1,729, 0/1 needles, 2 read-backs
 *     ours: 2,063 tokens, peak 1,119, 0/1 needles, 1 read-backs
 *   round 102: fleet OCPP configuration audit
 *     codex: 8,559 tokens, peak 8,471, 0/1 needles, 0 read-backs
 *     context-chef: 525 tokens, peak 437, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,054 tokens, peak 1,133, 0/1 needles, 4 read-backs
 *     ours: 4,905 tokens, peak 2,311, 1/1 needles, 3 read-backs
 *   round 102: payment terminal weekly stats (CSV)
 *     codex: 21,405 tokens, peak 21,325, 0/1 needles, 0 read-backs
 *     context-chef: 919 tokens, peak 839, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,488 tokens, peak 1,393, 0/1 needles, 4 read-backs
 *     ours: 4,697 tokens, peak 1,003, 1/1 needles, 4 read-backs
 *     codex: 145,317 tokens, 0/12 needles
 *     context-chef: 9,314 tokens, 0/12 needles
 *     context-chef-store: 79,958 tokens, 0/12 needles
 *     ours: 79,110 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------
// Shared: time, numbers, the network's sites and chargers.
// ---------------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const isoMs = (ms: number): string => new Date(ms).toISOString();
const isoS = (ms: number): string => `${isoMs(ms).slice(0, 19)}Z`;
const dateOf = (ms: number): string => isoMs(ms).slice(0, 10);
const r2 = (n: number): number => Math.round(n * 100) / 100;
const r3 = (n: number): number => Math.round(n * 1000) / 1000;
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const UPPERNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DIGITS = '0123456789';
/** A number as Prometheus prints a float: `d` decimals at most, no trailing zeros. */
const prom = (n: number, d: number): string => String(Number(n.toFixed(d)));
const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Makes `make()` again while what it makes holds any of `avoid` (a near-miss record must not hold the needle). */
function without(avoid: readonly string[], make: () => string): string {
  for (let tries = 0; tries < 1000; tries++) {
    const made = make();
    if (!avoid.some((a) => made.includes(a))) return made;
  }
  throw new Error(`could not make a record without ${avoid.join(', ')}`);
}

interface Site {
  readonly code: string;
  readonly name: string;
  readonly town: string;
  readonly postcode: string;
  readonly lat: number;
  readonly lon: number;
  readonly dno: string;
  readonly region: string;
}

const NPG_Y = 'Northern Powergrid (Yorkshire)';
const NPG_NE = 'Northern Powergrid (Northeast)';
const ENWL = 'Electricity North West';
const SPM = 'SP Energy Networks (Manweb)';
const SPD = 'SP Energy Networks (Distribution)';
const SSEN_N = 'SSEN Distribution (North of Scotland)';
const SSEN_S = 'SSEN Distribution (Southern England)';
const NGED_SW = 'National Grid Electricity Distribution (South West)';
const NGED_SWA = 'National Grid Electricity Distribution (South Wales)';
const NGED_WM = 'National Grid Electricity Distribution (West Midlands)';
const NGED_EM = 'National Grid Electricity Distribution (East Midlands)';
const UKPN_E = 'UK Power Networks (Eastern)';
const UKPN_SE = 'UK Power Networks (South Eastern)';
const UKPN_L = 'UK Power Networks (London)';

/** Town, code, latitude, longitude, postcode area, DNO, region. */
const TOWNS: readonly (readonly [string, string, number, number, string, string, string])[] = [
  ['Leeds', 'LDS', 53.8, -1.55, 'LS', NPG_Y, 'Yorkshire'],
  ['Sheffield', 'SHF', 53.38, -1.47, 'S', NPG_Y, 'Yorkshire'],
  ['York', 'YRK', 53.96, -1.08, 'YO', NPG_Y, 'Yorkshire'],
  ['Hull', 'HUL', 53.74, -0.33, 'HU', NPG_Y, 'Yorkshire'],
  ['Doncaster', 'DON', 53.52, -1.13, 'DN', NPG_Y, 'Yorkshire'],
  ['Newcastle', 'NCL', 54.97, -1.61, 'NE', NPG_NE, 'North East'],
  ['Durham', 'DRH', 54.78, -1.57, 'DH', NPG_NE, 'North East'],
  ['Carlisle', 'CAR', 54.89, -2.93, 'CA', ENWL, 'North West'],
  ['Preston', 'PRE', 53.76, -2.7, 'PR', ENWL, 'North West'],
  ['Manchester', 'MAN', 53.48, -2.24, 'M', ENWL, 'North West'],
  ['Liverpool', 'LPL', 53.41, -2.98, 'L', SPM, 'North West'],
  ['Chester', 'CHS', 53.19, -2.89, 'CH', SPM, 'North West'],
  ['Stoke-on-Trent', 'STK', 53.0, -2.18, 'ST', NGED_WM, 'West Midlands'],
  ['Birmingham', 'BHM', 52.48, -1.9, 'B', NGED_WM, 'West Midlands'],
  ['Coventry', 'COV', 52.41, -1.51, 'CV', NGED_WM, 'West Midlands'],
  ['Worcester', 'WOR', 52.19, -2.22, 'WR', NGED_WM, 'West Midlands'],
  ['Hereford', 'HFD', 52.06, -2.72, 'HR', NGED_WM, 'West Midlands'],
  ['Shrewsbury', 'SHR', 52.71, -2.75, 'SY', SPM, 'West Midlands'],
  ['Leicester', 'LCR', 52.64, -1.13, 'LE', NGED_EM, 'East Midlands'],
  ['Nottingham', 'NTM', 52.95, -1.15, 'NG', NGED_EM, 'East Midlands'],
  ['Derby', 'DBY', 52.92, -1.48, 'DE', NGED_EM, 'East Midlands'],
  ['Lincoln', 'LIN', 53.23, -0.54, 'LN', NGED_EM, 'East Midlands'],
  ['Peterborough', 'PBO', 52.57, -0.24, 'PE', UKPN_E, 'East of England'],
  ['Cambridge', 'CBG', 52.21, 0.12, 'CB', UKPN_E, 'East of England'],
  ['Norwich', 'NRW', 52.63, 1.3, 'NR', UKPN_E, 'East of England'],
  ['Great Yarmouth', 'GYM', 52.61, 1.73, 'NR', UKPN_E, 'East of England'],
  ["King's Lynn", 'KLN', 52.75, 0.4, 'PE', UKPN_E, 'East of England'],
  ['Ipswich', 'IPS', 52.06, 1.16, 'IP', UKPN_E, 'East of England'],
  ['Colchester', 'COL', 51.89, 0.9, 'CO', UKPN_E, 'East of England'],
  ['Chelmsford', 'CHM', 51.74, 0.47, 'CM', UKPN_E, 'East of England'],
  ['Milton Keynes', 'MKN', 52.04, -0.76, 'MK', UKPN_E, 'South East'],
  ['Oxford', 'OXF', 51.75, -1.26, 'OX', SSEN_S, 'South East'],
  ['Banbury', 'BAN', 52.06, -1.34, 'OX', NGED_EM, 'South East'],
  ['Reading', 'RDG', 51.45, -0.97, 'RG', SSEN_S, 'South East'],
  ['Swindon', 'SWI', 51.56, -1.78, 'SN', SSEN_S, 'South West'],
  ['Southampton', 'SOU', 50.9, -1.4, 'SO', SSEN_S, 'South East'],
  ['Portsmouth', 'PMH', 50.82, -1.09, 'PO', SSEN_S, 'South East'],
  ['Bournemouth', 'BMH', 50.72, -1.88, 'BH', SSEN_S, 'South West'],
  ['Brighton', 'BTN', 50.82, -0.14, 'BN', UKPN_SE, 'South East'],
  ['Gatwick', 'GTW', 51.15, -0.18, 'RH', UKPN_SE, 'South East'],
  ['Canterbury', 'CNT', 51.28, 1.08, 'CT', UKPN_SE, 'South East'],
  ['Maidstone', 'MDS', 51.27, 0.52, 'ME', UKPN_SE, 'South East'],
  ['Croydon', 'CRY', 51.37, -0.1, 'CR', UKPN_L, 'London'],
  ['Wembley', 'WMB', 51.55, -0.3, 'HA', UKPN_L, 'London'],
  ['Bristol', 'BRS', 51.45, -2.59, 'BS', NGED_SW, 'South West'],
  ['Bath', 'BTH', 51.38, -2.36, 'BA', NGED_SW, 'South West'],
  ['Taunton', 'TAU', 51.02, -3.1, 'TA', NGED_SW, 'South West'],
  ['Exeter', 'EXE', 50.72, -3.53, 'EX', NGED_SW, 'South West'],
  ['Plymouth', 'PLY', 50.38, -4.14, 'PL', NGED_SW, 'South West'],
  ['Truro', 'TRU', 50.26, -5.05, 'TR', NGED_SW, 'South West'],
  ['Gloucester', 'GLO', 51.86, -2.24, 'GL', NGED_WM, 'South West'],
  ['Cardiff', 'CDF', 51.48, -3.18, 'CF', NGED_SWA, 'Wales'],
  ['Newport', 'NWP', 51.58, -2.99, 'NP', NGED_SWA, 'Wales'],
  ['Swansea', 'SWA', 51.62, -3.94, 'SA', NGED_SWA, 'Wales'],
  ['Glasgow', 'GLA', 55.86, -4.25, 'G', SPD, 'Scotland'],
  ['Edinburgh', 'EDI', 55.95, -3.19, 'EH', SPD, 'Scotland'],
  ['Stirling', 'STG', 56.12, -3.94, 'FK', SPD, 'Scotland'],
  ['Dundee', 'DND', 56.46, -2.97, 'DD', SSEN_N, 'Scotland'],
  ['Perth', 'PTH', 56.4, -3.43, 'PH', SSEN_N, 'Scotland'],
  ['Aberdeen', 'ABD', 57.15, -2.09, 'AB', SSEN_N, 'Scotland'],
  ['Inverness', 'INV', 57.48, -4.22, 'IV', SSEN_N, 'Scotland'],
];

const SITE_TYPES: readonly (readonly [string, string])[] = [
  ['Retail Park', 'RTP'],
  ['Services', 'SVC'],
  ['Park & Ride', 'PNR'],
  ['Leisure Centre', 'LEI'],
  ['Hub', 'HUB'],
  ['Superstore', 'SST'],
  ['Station Car Park', 'STN'],
  ['Business Park', 'BIZ'],
];

/** The sites the tasks are about, and their near neighbours: name, code, town code. */
const NAMED_SITES: readonly (readonly [string, string, string])[] = [
  ['Swindon Orbital Shopping Park', 'SWI-ORB', 'SWI'],
  ['Cardiff Bay', 'CDF-BAY', 'CDF'],
  ['Cardiff Gate Services', 'CDF-GTE', 'CDF'],
  ['Exeter Services (M5 J30)', 'EXE-SVC', 'EXE'],
  ['Exeter Marsh Barton', 'EXE-MBT', 'EXE'],
  ['Norwich Riverside', 'NRW-RVS', 'NRW'],
  ['Norwich Longwater', 'NRW-LGW', 'NRW'],
  ['Banbury Cross', 'BAN-CRS', 'BAN'],
  ['Banbury Gateway', 'BAN-GWY', 'BAN'],
  ['Gatwick North Hub', 'GTW-NTH', 'GTW'],
  ['Gatwick South Long Stay', 'GTW-STH', 'GTW'],
  ['Milton Keynes Bus Depot', 'MKN-DEP', 'MKN'],
];

let siteCache: Site[] | undefined;

/** Every site of the network (the same list in every task). */
function allSites(): Site[] {
  if (siteCache) return siteCache;
  const random = seededRandom(10_200);
  const named = new Set(NAMED_SITES.map(([, code]) => code));
  const sites: Site[] = [];
  const make = (town: (typeof TOWNS)[number], name: string, code: string): Site => ({
    code,
    name,
    town: town[0],
    postcode: `${town[4]}${between(random, 1, 28)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
    lat: r3(town[2] + (random() - 0.5) * 0.08) + between(random, 100, 999) / 1_000_000,
    lon: r3(town[3] + (random() - 0.5) * 0.12) + between(random, 100, 999) / 1_000_000,
    dno: town[5],
    region: town[6],
  });
  TOWNS.forEach((town, i) => {
    for (const k of [(i * 3) % 8, (i * 3 + 5) % 8]) {
      const [typeName, typeCode] = SITE_TYPES[k]!;
      const code = `${town[1]}-${typeCode}`;
      if (!named.has(code)) sites.push(make(town, `${town[0]} ${typeName}`, code));
    }
  });
  for (const [name, code, townCode] of NAMED_SITES)
    sites.push(
      make(
        TOWNS.find((t) => t[1] === townCode)!,
        name,
        code,
      ),
    );
  siteCache = shuffle(random, sites);
  return siteCache;
}

const siteByCode = (code: string): Site => allSites().find((s) => s.code === code)!;

interface Model {
  readonly vendor: string;
  readonly model: string;
  readonly kw: number;
  readonly dc: boolean;
  readonly connectors: number;
  readonly fw: readonly string[];
  readonly serial: string;
}

const MODELS: readonly Model[] = [
  { vendor: 'Alpitronic', model: 'HYC300', kw: 300, dc: true, connectors: 2, fw: ['1.8.2', '1.8.4', '1.9.0'], serial: 'HYC300' },
  { vendor: 'Alpitronic', model: 'HYC150', kw: 150, dc: true, connectors: 2, fw: ['1.8.2', '1.8.4'], serial: 'HYC150' },
  { vendor: 'Kempower', model: 'S-Series Satellite', kw: 200, dc: true, connectors: 1, fw: ['2.31.4', '2.32.1'], serial: 'KPS' },
  { vendor: 'Tritium', model: 'PKM150', kw: 150, dc: true, connectors: 2, fw: ['4.4.17', '4.5.2'], serial: 'PKM' },
  { vendor: 'ABB', model: 'Terra 184', kw: 180, dc: true, connectors: 2, fw: ['1.6.14', '1.7.3'], serial: 'T184' },
  { vendor: 'Alfen', model: 'Eve Double Pro-line', kw: 22, dc: false, connectors: 2, fw: ['6.4.2-4173', '6.5.0-4220'], serial: 'ACE' },
  { vendor: 'Zaptec', model: 'Pro', kw: 22, dc: false, connectors: 1, fw: ['2.3.1.2', '2.4.0.1'], serial: 'ZPR' },
];
const DC_MODELS = MODELS.filter((m) => m.dc);
const AC_MODELS = MODELS.filter((m) => !m.dc);

interface Charger {
  readonly id: string;
  readonly site: Site;
  readonly model: Model;
  readonly fw: string;
  readonly serial: string;
}

/** The chargers of `site`: a few rapids and, at most sites, a row of AC posts. */
function chargersAt(random: () => number, site: Site, minDc = 2, maxDc = 10): Charger[] {
  const dcModel = oneOf(random, DC_MODELS);
  const acModel = oneOf(random, AC_MODELS);
  const dc = between(random, minDc, maxDc);
  const ac = random() < 0.55 ? between(random, 2, 8) : 0;
  const out: Charger[] = [];
  for (let i = 1; i <= dc + ac; i++) {
    const model = i <= dc ? dcModel : acModel;
    out.push({
      id: `HCN-${site.code}-${pad2(i)}`,
      site,
      model,
      fw: oneOf(random, model.fw),
      serial: `${model.serial}-${between(random, 21, 26)}-${chars(random, DIGITS, 5)}`,
    });
  }
  return out;
}

const ENGINEERS: readonly (readonly [string, string])[] = [
  ['Gareth Lloyd', 'Wales'],
  ['Rhys Thomas', 'Wales'],
  ['Sian Morgan', 'Wales'],
  ['Marek Kowalski', 'South West'],
  ['Dan Penrose', 'South West'],
  ['Chloe Harding', 'South West'],
  ['Lewis Trelawny', 'South West'],
  ['Amir Haddad', 'South East'],
  ['Kate Brennan', 'South East'],
  ['Joe Whitfield', 'South East'],
  ['Oliver Grant', 'South East'],
  ['Priya Nair', 'London'],
  ['Tunde Adeyemi', 'London'],
  ['Sam Okafor', 'East of England'],
  ['Ruth Kemp', 'East of England'],
  ['Callum Reid', 'Scotland'],
  ['Fiona MacLeod', 'Scotland'],
  ['Stuart Baird', 'Scotland'],
  ['Ian Robson', 'North East'],
  ['Leanne Pickering', 'Yorkshire'],
  ['Adam Hirst', 'Yorkshire'],
  ['Neil Walsh', 'North West'],
  ['Hannah Doyle', 'North West'],
  ['Vikram Sandhu', 'West Midlands'],
  ['Paul Ashby', 'West Midlands'],
  ['Wes Clarke', 'East Midlands'],
  ['Emma Tolley', 'East Midlands'],
];

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------

const EMSPS: readonly (readonly [string, string])[] = [
  ['NL', 'ZEM'],
  ['DE', 'PLG'],
  ['GB', 'VLT'],
  ['FR', 'CHG'],
  ['BE', 'MBL'],
  ['GB', 'OVX'],
  ['IE', 'ECR'],
  ['GB', 'PDL'],
  ['DE', 'EWD'],
];

interface CdrFigures {
  readonly energy: number;
  readonly minutes: number;
  readonly parkingMinutes: number;
  readonly authRef: string;
  readonly dc: boolean;
}

/** One OCPI 2.2.1 CDR as our CPO backend sends it to the hub. */
function ocpiCdr(random: () => number, start: number, site: Site, figures: CdrFigures, seq: number): Record<string, unknown> {
  const evse = between(random, 1, 12);
  const dc = figures.dc;
  const [cc, party] = oneOf(random, EMSPS);
  const end = start + (figures.minutes + figures.parkingMinutes) * MINUTE;
  const energyPrice = dc ? 0.665 : 0.4125;
  const parkingPrice = dc ? 6 : 3;
  const energyCost = r2(figures.energy * energyPrice);
  const parkingCost = r2((figures.parkingMinutes / 60) * parkingPrice);
  const excl = r2(energyCost + parkingCost);
  const tariffId = dc ? 'HCN-DC-STD-2026Q4' : 'HCN-AC-STD-2026Q4';
  const chargingEnd = start + figures.minutes * MINUTE;
  const periods: Record<string, unknown>[] = [
    {
      start_date_time: isoS(start),
      dimensions: [
        { type: 'ENERGY', volume: figures.energy },
        { type: 'TIME', volume: r3(figures.minutes / 60) },
      ],
      tariff_id: tariffId,
    },
  ];
  if (figures.parkingMinutes > 0)
    periods.push({
      start_date_time: isoS(chargingEnd),
      dimensions: [{ type: 'PARKING_TIME', volume: r3(figures.parkingMinutes / 60) }],
      tariff_id: tariffId,
    });
  const cdr: Record<string, unknown> = {
    country_code: 'GB',
    party_id: 'HCN',
    id: `HCN${dateOf(start).replace(/-/g, '')}${String(seq).padStart(6, '0')}`,
    start_date_time: isoS(start),
    end_date_time: isoS(end),
    session_id: uuid(random),
    cdr_token: {
      country_code: cc,
      party_id: party,
      uid: hex(random, 14).toUpperCase(),
      type: random() < 0.7 ? 'RFID' : 'APP_USER',
      contract_id: `${cc}-${party}-C${chars(random, DIGITS, 8)}-${chars(random, UPPER, 1)}`,
    },
    auth_method: random() < 0.8 ? 'AUTH_REQUEST' : 'WHITELIST',
    authorization_reference: figures.authRef,
    cdr_location: {
      id: `LOC-${site.code}`,
      name: `Halyard ${site.name}`,
      address: `${site.name}`,
      city: site.town,
      postal_code: site.postcode,
      country: 'GBR',
      coordinates: { latitude: site.lat.toFixed(6), longitude: site.lon.toFixed(6) },
      evse_uid: `${site.code}-E${pad2(evse)}`,
      evse_id: `GB*HCN*E${site.code.replace('-', '')}${pad2(evse)}`,
      connector_id: '1',
      connector_standard: dc ? 'IEC_62196_T2_COMBO' : 'IEC_62196_T2',
      connector_format: dc ? 'CABLE' : 'SOCKET',
      connector_power_type: dc ? 'DC' : 'AC_3_PHASE',
    },
    currency: 'GBP',
    tariffs: [
      {
        country_code: 'GB',
        party_id: 'HCN',
        id: tariffId,
        currency: 'GBP',
        type: 'REGULAR',
        elements: [
          { price_components: [{ type: 'ENERGY', price: energyPrice, vat: 20, step_size: 1 }] },
          {
            price_components: [{ type: 'PARKING_TIME', price: parkingPrice, vat: 20, step_size: 60 }],
            restrictions: { min_duration: dc ? 900 : 1800 },
          },
        ],
        last_updated: '2026-09-24T10:12:00Z',
      },
    ],
    charging_periods: periods,
    total_cost: { excl_vat: excl, incl_vat: r2(excl * 1.2) },
    total_energy: figures.energy,
    total_energy_cost: { excl_vat: energyCost },
    total_time: r3((figures.minutes + figures.parkingMinutes) / 60),
    total_parking_time: r3(figures.parkingMinutes / 60),
    total_parking_cost: { excl_vat: parkingCost },
    last_updated: isoS(end + between(random, 20, 400) * 1000),
  };
  return cdr;
}

function roamingCdrs(): EconomicsTask {
  const random = seededRandom(102_001);
  const sites = allSites();
  const authRef = '7KQ2M9XF4TPL';
  const needle = '38.62';
  const total = 430;
  const targetAt = 214;
  const cdrs: string[] = [];
  let t = Date.UTC(2026, 10, 10, 0, 3, 11);
  for (let i = 0; i < total; i++) {
    t += between(random, 200, 1500) * 1000;
    if (i === targetAt) {
      // 44.015 kWh at 0.665 = 29.27, 29.1 min of parking at 6.00/h = 2.91: 32.18 excl. VAT, 38.62 incl.
      const cdr = ocpiCdr(
        random,
        t,
        siteByCode('LDS-RTP'),
        { energy: 44.015, minutes: 37, parkingMinutes: 29.1, authRef, dc: true },
        40_000 + i,
      );
      cdrs.push(JSON.stringify(cdr));
      continue;
    }
    const start = t;
    cdrs.push(
      without([needle, authRef], () => {
        const dc = random() < 0.72;
        const minutes = dc ? between(random, 12, 70) : between(random, 40, 480);
        const kw = dc ? between(random, 28, 140) : between(random, 4, 11);
        const parking = random() < 0.25 ? r2(between(random, 20, 600) / 10) : 0;
        const figures = {
          energy: r3((kw * minutes) / 60 + random()),
          minutes,
          parkingMinutes: parking,
          authRef: chars(random, UPPERNUM, 12),
          dc,
        };
        return JSON.stringify(ocpiCdr(random, start, oneOf(random, sites), figures, 40_000 + i));
      }),
    );
  }
  const body = `{"data":[${cdrs.join(',')}],"status_code":1000,"status_message":"Success","timestamp":"2026-11-18T09:14:22Z"}`;
  const headers = [
    'HTTP/1.1 200 OK',
    'Content-Type: application/json',
    'X-Request-ID: 3f1c9a0e-52d7-4b8e-9e4a-7c0a51d2b6f3',
    'X-Correlation-ID: 8d6b2f44-0c3e-4a7f-b1d5-2e9f7a6c4d10',
    'X-Total-Count: 2914',
    'X-Limit: 430',
    'Link: <https://ocpi.halyard.energy/ocpi/cpo/2.2.1/cdrs?date_from=2026-11-10T00:00:00Z&offset=430&limit=430>; rel="next"',
    '',
  ];
  return probe(
    'round 102: OCPI CDRs from the roaming hub',
    'An eMSP has raised a dispute about a roaming session they sent us under authorization reference 7KQ2M9XF4TPL. What total did our CDR charge them for it, VAT included?',
    'ocpi_get_cdrs',
    `${headers.join('\n')}\n${body}`,
    'cdr-total',
    needle,
    true,
  );
}

interface Counterparty {
  readonly name: string;
  readonly acct: string;
  readonly credit: boolean;
  readonly fmly: string;
  readonly sub: string;
  readonly lo: number;
  readonly hi: number;
  readonly ref: (random: () => number, day: number) => string;
  /** Paid a few times a quarter, not weekly. */
  readonly rare?: boolean;
}

function bankStatement(): EconomicsTask {
  const random = seededRandom(102_002);
  const needle = '18274.36';
  const sortAcct = () => `${chars(random, DIGITS, 6)}${chars(random, DIGITS, 8)}`;
  const every: Counterparty[] = [
    {
      name: 'STRIPE PAYMENTS UK LTD',
      acct: sortAcct(),
      credit: true,
      fmly: 'RCDT',
      sub: 'BOOK',
      lo: 2_800,
      hi: 21_000,
      ref: (r) => `STRIPE PAYOUT po_1Q${chars(r, ALNUM, 22)}`,
    },
  ];
  const businessDays: Counterparty[] = [
    {
      name: 'ADYEN N.V.',
      acct: 'NL84ADYB2017400157',
      credit: true,
      fmly: 'RCDT',
      sub: 'XBCT',
      lo: 9_000,
      hi: 26_000,
      ref: (r) => `ADYEN SETTLEMENT HALYARDCHARGEGB BATCH ${between(r, 1100, 1299)}`,
    },
  ];
  const occasional: Counterparty[] = [
    {
      name: 'HUBJECT GMBH',
      acct: 'DE43100700000418226100',
      credit: true,
      fmly: 'RCDT',
      sub: 'XBCT',
      lo: 8_000,
      hi: 46_000,
      ref: (r) => `HUBJECT CLEARING GB-HCN ${between(r, 30, 47)}/2026`,
    },
    {
      name: 'GIREVE SAS',
      acct: 'FR7630004008280001234567843',
      credit: true,
      fmly: 'RCDT',
      sub: 'XBCT',
      lo: 1_200,
      hi: 9_800,
      ref: (r) => `GIREVE ROAMING SETTLEMENT ${chars(r, DIGITS, 7)}`,
    },
    {
      name: 'OCTOPUS ELECTROVERSE LTD',
      acct: sortAcct(),
      credit: true,
      fmly: 'RCDT',
      sub: 'BOOK',
      lo: 6_000,
      hi: 38_000,
      ref: (r) => `ELECTROVERSE CDR SETTLEMENT ${chars(r, UPPERNUM, 8)}`,
    },
    {
      name: 'SHELL RECHARGE SOLUTIONS',
      acct: 'NL27INGB0006543210',
      credit: true,
      fmly: 'RCDT',
      sub: 'XBCT',
      lo: 2_000,
      hi: 16_000,
      ref: (r) => `SRS EMSP PAYMENT ${chars(r, DIGITS, 10)}`,
    },
    {
      name: 'PLUGSURFING GMBH',
      acct: 'DE89370400440532013000',
      credit: true,
      fmly: 'RCDT',
      sub: 'XBCT',
      lo: 900,
      hi: 7_400,
      ref: (r) => `PLUGSURFING CPO PAYOUT ${chars(r, UPPERNUM, 9)}`,
    },
    {
      name: 'ADYEN N.V.',
      acct: 'NL84ADYB2017400157',
      credit: false,
      fmly: 'ICDT',
      sub: 'XBCT',
      lo: 1_400,
      hi: 3_900,
      ref: (r) => `ADYEN INVOICE IN${chars(r, DIGITS, 9)} FEES`,
    },
    {
      name: 'EDF ENERGY CUSTOMERS LTD',
      acct: sortAcct(),
      credit: false,
      fmly: 'DDBT',
      sub: 'BOOK',
      lo: 18_000,
      hi: 96_000,
      ref: (r) => `EDF DD ${chars(r, DIGITS, 10)} SUPPLY`,
    },
    {
      name: 'SMARTEST ENERGY LTD',
      acct: sortAcct(),
      credit: false,
      fmly: 'DDBT',
      sub: 'BOOK',
      lo: 9_000,
      hi: 61_000,
      ref: (r) => `SMARTESTENERGY ACC ${chars(r, DIGITS, 8)}`,
    },
    {
      name: 'UK POWER NETWORKS',
      rare: true,
      acct: sortAcct(),
      credit: false,
      fmly: 'ICDT',
      sub: 'DMCT',
      lo: 4_000,
      hi: 120_000,
      ref: (r) => `UKPN CONNECTION OFFER ${chars(r, UPPERNUM, 8)} STAGE PAYMENT`,
    },
    {
      name: 'KEMPOWER UK LTD',
      rare: true,
      acct: sortAcct(),
      credit: false,
      fmly: 'ICDT',
      sub: 'DMCT',
      lo: 6_000,
      hi: 180_000,
      ref: (r) => `INV KP-UK-${chars(r, DIGITS, 6)}`,
    },
    {
      name: 'ALPITRONIC SRL',
      rare: true,
      acct: 'IT60X0542811101000000123456',
      credit: false,
      fmly: 'ICDT',
      sub: 'XBCT',
      lo: 20_000,
      hi: 240_000,
      ref: (r) => `INVOICE ${chars(r, DIGITS, 4)}/2026 HYC`,
    },
    {
      name: 'SPARKLINE ELECTRICAL LTD',
      acct: sortAcct(),
      credit: false,
      fmly: 'ICDT',
      sub: 'DMCT',
      lo: 1_800,
      hi: 24_000,
      ref: (r) => `SPARKLINE INV ${chars(r, DIGITS, 5)}`,
    },
    {
      name: 'VOLTFIELD CIVILS LTD',
      rare: true,
      acct: sortAcct(),
      credit: false,
      fmly: 'ICDT',
      sub: 'DMCT',
      lo: 3_500,
      hi: 68_000,
      ref: (r) => `VOLTFIELD APP ${between(r, 4, 19)} GROUNDWORKS`,
    },
    {
      name: 'AMAZON WEB SERVICES EMEA SARL',
      acct: 'LU280019400644750000',
      credit: false,
      fmly: 'CCRD',
      sub: 'POSD',
      lo: 7_000,
      hi: 19_000,
      ref: (r) => `AWS EMEA ${chars(r, DIGITS, 10)}`,
    },
    {
      name: 'LEX AUTOLEASE LTD',
      acct: sortAcct(),
      credit: false,
      fmly: 'DDBT',
      sub: 'BOOK',
      lo: 11_000,
      hi: 14_000,
      ref: (r) => `LEX VAN FLEET ${chars(r, DIGITS, 8)}`,
    },
    {
      name: 'ORBITAL RETAIL PARTNERS LLP',
      acct: sortAcct(),
      credit: false,
      fmly: 'ICDT',
      sub: 'DMCT',
      lo: 900,
      hi: 8_500,
      ref: (r) => `SITE HOST REVENUE SHARE Q3 ${chars(r, UPPER, 3)}`,
    },
    {
      name: 'HMRC VAT',
      rare: true,
      acct: '08320011001001',
      credit: false,
      fmly: 'ICDT',
      sub: 'DMCT',
      lo: 60_000,
      hi: 190_000,
      ref: (r) => `${chars(r, DIGITS, 9)} VAT Q3`,
    },
  ];
  const refunds: Counterparty = {
    name: 'DRIVER REFUND',
    acct: '',
    credit: false,
    fmly: 'ICDT',
    sub: 'DMCT',
    lo: 3,
    hi: 95,
    ref: (r) => `HALYARD REFUND RF-${chars(r, UPPERNUM, 8)}`,
  };
  const entry = (cp: Counterparty, day: number, amount: string, ref: string): string => {
    const d = dateOf(day);
    const svc = `${d.replace(/-/g, '').slice(2)}${chars(random, UPPERNUM, 10)}`;
    const e2e = cp.credit ? chars(random, UPPERNUM, 16) : `HCN${chars(random, DIGITS, 10)}`;
    const name =
      cp.name === 'DRIVER REFUND'
        ? `${oneOf(random, ['J', 'S', 'A', 'M', 'R', 'K', 'D', 'L'])} ${oneOf(random, ['SMITH', 'PATEL', 'JONES', 'WILLIAMS', 'KHAN', 'TAYLOR', 'BROWN', 'EVANS', 'MURPHY', 'WALKER', 'HUGHES', 'NOVAK'])}`
        : cp.name;
    const acct = cp.acct || chars(random, DIGITS, 14);
    const party = `<Pty><Nm>${xml(name)}</Nm></Pty>`;
    const acctXml = /^\d+$/.test(acct)
      ? `<Id><Othr><Id>${acct}</Id><SchmeNm><Prtry>SortCodeAccountNumber</Prtry></SchmeNm></Othr></Id>`
      : `<Id><IBAN>${acct}</IBAN></Id>`;
    const related = cp.credit
      ? `<Dbtr>${party}</Dbtr><DbtrAcct>${acctXml}</DbtrAcct>`
      : `<Cdtr>${party}</Cdtr><CdtrAcct>${acctXml}</CdtrAcct>`;
    return (
      `<Ntry><NtryRef>${svc.slice(0, 12)}</NtryRef><Amt Ccy="GBP">${amount}</Amt><CdtDbtInd>${cp.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
      `<BookgDt><Dt>${d}</Dt></BookgDt><ValDt><Dt>${d}</Dt></ValDt><AcctSvcrRef>${svc}</AcctSvcrRef>` +
      `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${cp.fmly}</Cd><SubFmlyCd>${cp.sub}</SubFmlyCd></Fmly></Domn><Prtry><Cd>${cp.credit ? 'FPI' : cp.fmly === 'DDBT' ? 'DDR' : 'FPO'}</Cd><Issr>BARCLAYS</Issr></Prtry></BkTxCd>` +
      `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${svc}</AcctSvcrRef><EndToEndId>${e2e}</EndToEndId></Refs><RltdPties>${related}</RltdPties>` +
      `<RmtInf><Ustrd>${xml(ref)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`
    );
  };
  const amount = (cp: Counterparty) => (between(random, cp.lo * 100, cp.hi * 100) / 100).toFixed(2);
  const entries: string[] = [];
  let credits = 0;
  let debits = 0;
  let nCredits = 0;
  let nDebits = 0;
  const add = (cp: Counterparty, day: number, fixed?: string) => {
    const made = fixed
      ? entry(cp, day, fixed, cp.ref(random, day))
      : without([needle], () => entry(cp, day, amount(cp), cp.ref(random, day)));
    const value = Number(/<Amt Ccy="GBP">([\d.]+)</.exec(made)![1]);
    if (cp.credit) {
      credits += value;
      nCredits++;
    } else {
      debits += value;
      nDebits++;
    }
    entries.push(made);
  };
  const first = Date.UTC(2026, 9, 1);
  const last = Date.UTC(2026, 10, 17);
  for (let day = first; day <= last; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    const business = weekday !== 0 && weekday !== 6;
    for (const cp of every) add(cp, day);
    if (business) {
      for (const cp of businessDays) add(cp, day, day === Date.UTC(2026, 9, 23) ? needle : undefined);
      for (const cp of occasional) if (random() < (cp.rare ? 0.04 : 0.2)) add(cp, day);
      const n = between(random, 3, 9);
      for (let i = 0; i < n; i++) add(refunds, day);
    }
  }
  const opening = 2_684_913.57;
  const closing = r2(opening + credits - debits);
  const bal = (code: string, amt: number, d: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="GBP">${Math.abs(amt).toFixed(2)}</Amt><CdtDbtInd>${amt < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${d}</Dt></Dt></Bal>`;
  const doc =
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<BkToCstmrStmt><GrpHdr><MsgId>BARC053${chars(random, DIGITS, 12)}</MsgId><CreDtTm>2026-11-18T06:02:41+00:00</CreDtTm><MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn></GrpHdr>` +
    `<Stmt><Id>STMT-20261001-20261117-4412</Id><ElctrncSeqNb>318</ElctrncSeqNb><CreDtTm>2026-11-18T06:02:41+00:00</CreDtTm><FrToDt><FrDtTm>2026-10-01T00:00:00+00:00</FrDtTm><ToDtTm>2026-11-17T23:59:59+00:00</ToDtTm></FrToDt>` +
    `<Acct><Id><IBAN>GB33BARC20658273049516</IBAN></Id><Ccy>GBP</Ccy><Nm>HALYARD CHARGE LTD - OPERATING</Nm><Ownr><Nm>HALYARD CHARGE LTD</Nm></Ownr><Svcr><FinInstnId><BICFI>BARCGB22</BICFI><Nm>Barclays Bank UK PLC</Nm></FinInstnId></Svcr></Acct>` +
    bal('OPBD', opening, '2026-10-01') +
    bal('CLBD', closing, '2026-11-17') +
    `<TxsSummry><TtlNtries><NbOfNtries>${entries.length}</NbOfNtries></TtlNtries><TtlCdtNtries><NbOfNtries>${nCredits}</NbOfNtries><Sum>${credits.toFixed(2)}</Sum></TtlCdtNtries><TtlDbtNtries><NbOfNtries>${nDebits}</NbOfNtries><Sum>${debits.toFixed(2)}</Sum></TtlDbtNtries></TxsSummry>` +
    entries.join('') +
    `</Stmt></BkToCstmrStmt></Document>`;
  return probe(
    'round 102: camt.053 bank statement',
    'How much did the Adyen settlement that landed in our Barclays account on Friday 23 October come to?',
    'bank_statement_download',
    `<?xml version="1.0" encoding="UTF-8"?>\n${doc}\n`,
    'adyen-settlement',
    needle,
    true,
  );
}

const I18N: Readonly<Record<string, readonly string[]>> = {
  map: [
    'Find chargers near you',
    'Search a town, postcode or site',
    'Filter by connector',
    'Rapid and ultra-rapid only',
    'Show available chargers only',
    'Open 24 hours',
    '{{count}} chargers within {{miles}} miles',
    'Directions',
    'Add to favourites',
    'Remove from favourites',
    'Site photos',
    'Access notes',
    'Facilities nearby',
    'Toilets',
    'Coffee',
    'Covered bays',
    'Accessible bay',
    'Height restriction {{metres}} m',
    'Last used {{ago}}',
    'This site is busy right now',
  ],
  station: [
    'Start charging',
    'Stop charging',
    'Scan the QR code on the charger',
    'Enter the charger ID',
    'Connector {{n}} is available',
    'Connector {{n}} is in use',
    'Connector {{n}} is out of order',
    'Plug in your vehicle to continue',
    'Waiting for your vehicle',
    'Charging at {{kw}} kW',
    'Up to {{kw}} kW',
    'Price per kWh',
    'Idle fees apply after {{min}} minutes',
    'Idle fee {{price}} per minute',
    'Connection fee',
    'Charger offline',
    'Reserved',
    'CCS',
    'CHAdeMO',
    'Type 2',
  ],
  session: [
    'Your session has started',
    'Your session has ended',
    'Energy delivered',
    'Time charging',
    'Estimated cost',
    'Final cost',
    'Battery {{soc}}%',
    'Charging paused by your vehicle',
    'Unplug to end your session',
    'We could not start the charger',
    'Try again',
    'The charger did not respond',
    'Session summary',
    'View receipt',
    'Receipt sent to {{email}}',
    'Rate this charger',
    'Report a problem with this session',
    'Idle time',
    'Idle fee',
    'Session ID',
  ],
  wallet: [
    'Payment methods',
    'Add payment card',
    'Apple Pay',
    'Google Pay',
    'Default card',
    'Remove card',
    'Top up wallet',
    'Wallet balance',
    'Minimum top-up {{amount}}',
    'Auto top-up',
    'When balance drops below {{amount}}',
    'Pre-authorisation of {{amount}}',
    'We hold {{amount}} on your card when you start. You are only charged for what you use.',
    'Card declined',
    'Your bank asked for extra verification',
    'Verify with your bank',
    'Transactions',
    'Download VAT receipt',
    'Refund requested',
    'Refund issued',
  ],
  account: [
    'Sign in',
    'Create account',
    'Email address',
    'Password',
    'Forgot password?',
    'Sign out',
    'My vehicles',
    'Add vehicle',
    'Registration number',
    'Charging cards',
    'Order an RFID card',
    'Marketing preferences',
    'Delete account',
    'Language',
    'English',
    'Cymraeg',
    'Notifications',
    'Session reminders',
    'Privacy policy',
    'Terms of use',
  ],
  support: [
    'Help',
    'Report a problem',
    'Cable damaged',
    'Screen not working',
    'Card reader not working',
    'Charger will not start',
    'Charging stopped unexpectedly',
    'Bay blocked by a non-electric vehicle',
    'Site access problem',
    'Something else',
    'Describe what happened',
    'Add a photo',
    'Send report',
    'Thanks, our team will look into it',
    'Call us 24/7',
    'Chat with us',
    'Your ticket number is {{ref}}',
    'Status page',
    'Known issues at this site',
    'Back',
  ],
};

/** One minified webpack module of the driver web app: a component, an API client, a dictionary or a helper. */
function bundleModule(random: () => number, kind: number, configModule: number, mid: number): string {
  const big = () =>
    `${oneOf(random, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'])}${oneOf(random, ['e', 't', 'n', 'r', 'a', 'o', 'i', '', '', '$', '_'])}`;
  const ns = oneOf(random, Object.keys(I18N));
  const keys = I18N[ns]!;
  const key = (i: number) => `${ns}.k${pad2(i)}`;
  if (kind === 0) {
    const A = big();
    const cls = `${ns}-${oneOf(random, ['card', 'panel', 'sheet', 'row', 'list', 'banner', 'modal', 'tile'])}`;
    return (
      `${mid}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>${A}});var r=n(7294),o=n(${between(random, 1000, 9999)}),a=n(${between(random, 1000, 9999)}),i=n(5893);` +
      `function ${A}(e){var t=e.${oneOf(random, ['siteId', 'evse', 'session', 'card', 'vehicle', 'ticket', 'item'])},n=e.${oneOf(random, ['onSelect', 'onClose', 'onSubmit', 'onRetry', 'onChange'])},s=(0,r.useState)(!1),l=(0,o.Z)(s,2),c=l[0],u=l[1],d=(0,a.$G)().t;` +
      `return(0,r.useEffect)((function(){c&&n&&n(t)}),[c,t,n]),(0,i.jsxs)("div",{className:"${cls}","data-testid":"${cls}",children:[(0,i.jsx)("h3",{className:"${cls}__title",children:d("${key(pick(random, keys.length))}")}),` +
      `(0,i.jsx)("p",{className:"${cls}__body",children:d("${key(pick(random, keys.length))}",{${oneOf(random, ['kw', 'n', 'min', 'amount', 'soc', 'count'])}:t&&t.${oneOf(random, ['value', 'id', 'maxPowerKw', 'amount', 'count'])}})}),` +
      `(0,i.jsx)("button",{type:"button",className:"btn btn--${oneOf(random, ['primary', 'secondary', 'ghost', 'danger'])}",disabled:!t,onClick:function(){return u(!c)},children:d("${key(pick(random, keys.length))}")})]})}}`
    );
  }
  if (kind === 1) {
    const dict: Record<string, string> = {};
    keys.forEach((text, i) => (dict[`k${pad2(i)}`] = text));
    return `${mid}:e=>{"use strict";e.exports=JSON.parse('${JSON.stringify({ [ns]: dict }).replace(/'/g, "\\'")}')}`;
  }
  if (kind === 2) {
    const endpoints = [
      ['get', '"/sites"', 'listSites', 'e', '{params:e}'],
      ['get', '"/sites/"+encodeURIComponent(e)', 'getSite', 'e', ''],
      ['get', '"/sites/"+encodeURIComponent(e)+"/evses"', 'getSiteEvses', 'e', ''],
      [
        'post',
        '"/sessions/remote-start"',
        'remoteStart',
        'e',
        '{evseUid:e.evseUid,connectorId:e.connectorId,paymentMethodId:e.paymentMethodId}',
      ],
      ['post', '"/sessions/"+e+"/stop"', 'stopSession', 'e', '{}'],
      ['get', '"/sessions/"+e', 'getSession', 'e', ''],
      ['get', '"/sessions"', 'listSessions', 'e', '{params:{page:e||1,pageSize:20}}'],
      ['get', '"/wallet"', 'getWallet', '', ''],
      ['post', '"/wallet/top-ups"', 'topUp', 'e', '{amountMinor:e,currency:"GBP"}'],
      ['get', '"/payment-methods"', 'listPaymentMethods', '', ''],
      ['post', '"/payment-methods/setup-intent"', 'createSetupIntent', '', '{}'],
      ['get', '"/receipts/"+e', 'getReceipt', 'e', ''],
      ['get', '"/tariffs/"+e', 'getTariff', 'e', ''],
      ['get', '"/me"', 'getMe', '', ''],
      ['get', '"/me/vehicles"', 'listVehicles', '', ''],
      ['post', '"/support/tickets"', 'createTicket', 'e', 'e'],
      ['get', '"/favourites"', 'listFavourites', '', ''],
      ['post', '"/roaming/tokens"', 'linkRoamingToken', 'e', '{uid:e}'],
    ] as const;
    const chosen = shuffle(random, [...endpoints]).slice(0, between(random, 3, 6));
    const names = chosen.map(() => big());
    const fns = chosen
      .map(
        ([method, path, , arg, body], i) =>
          `function ${names[i]}(${arg}){return s.${method}(${path}${body ? `,${body}` : ''}).then((function(e){return e.data}))}`,
      )
      .join('');
    const exportsList = chosen.map(([, , name], i) => `${name}:()=>${names[i]}`).join(',');
    return (
      `${mid}:(e,t,n)=>{"use strict";n.d(t,{${exportsList}});var r=n(${configModule}),o=n(9669),a=n.n(o),i=n(${between(random, 1000, 9999)}),` +
      `s=a().create({baseURL:r.Z.apiBaseUrl,timeout:15e3,headers:{"X-Client":"halyard-driver-web/5.14.2","Accept-Language":"en-GB"}});` +
      `s.interceptors.request.use((function(e){var t=(0,i.LP)();return t&&(e.headers.Authorization="Bearer "+t),e})),` +
      `s.interceptors.response.use(void 0,(function(e){return e.response&&401===e.response.status&&(0,i.rR)(),Promise.reject(e)}));${fns}}`
    );
  }
  if (kind === 3) {
    const A = big();
    return (
      `${mid}:(e,t,n)=>{"use strict";n.d(t,{${oneOf(random, ['Ad', 'Qp', 'zt', 'Hn', 'o1', 'mK'])}:()=>${A}});var r=new Intl.NumberFormat("en-GB",{style:"currency",currency:"GBP",minimumFractionDigits:2}),` +
      `o=new Intl.NumberFormat("en-GB",{maximumFractionDigits:${between(random, 0, 2)}});function ${A}(e,t){var n=t||{};if(null==e||isNaN(e))return"\\u2014";` +
      `switch(n.unit){case"kwh":return o.format(e/1e3)+" kWh";case"kw":return o.format(e/1e3)+" kW";case"minor":return r.format(e/100);case"miles":return o.format(e/1609.344)+" mi";` +
      `case"duration":var a=Math.floor(e/3600),i=Math.floor(e%3600/60);return a>0?a+" h "+i+" min":i+" min";default:return o.format(e)}}}`
    );
  }
  if (kind === 4) {
    const palette = Array.from(
      { length: between(random, 8, 16) },
      (_, i) => `${oneOf(random, ['teal', 'slate', 'amber', 'coral', 'sky', 'sand', 'ink', 'mint'])}${(i + 1) * 100}:"#${hex(random, 6)}"`,
    ).join(',');
    return `${mid}:(e,t,n)=>{"use strict";n.d(t,{r:()=>r,J:()=>o});var r={${palette}},o={radius:{sm:${between(random, 2, 4)},md:${between(random, 6, 10)},lg:${between(random, 12, 20)}},shadow:{card:"0 1px 3px rgba(16,24,40,.${between(random, 8, 20)})",sheet:"0 -4px 16px rgba(16,24,40,.${between(random, 10, 24)})"},zIndex:{map:1,sheet:${between(random, 10, 40)},toast:${between(random, 50, 90)},modal:100}}}`;
  }
  if (kind === 5) {
    const flags = [
      'idleFeeBanner',
      'walletTopUp',
      'autoTopUp',
      'applePay',
      'googlePay',
      'roamingTokens',
      'welshLanguage',
      'siteBusyness',
      'plugAndCharge',
      'receiptsV2',
      'supportChat',
      'reservations',
    ]
      .map((f) => `${f}:${random() < 0.7 ? '!0' : '!1'}`)
      .join(',');
    return `${mid}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>a});var r=n(${configModule}),o={${flags}},a=function(e){var t=r.Z.env;return"production"!==t&&"preprod"!==t||!1!==o[e]?!!o[e]:!1}}`;
  }
  if (kind === 6) {
    const A = big();
    return (
      `${mid}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>${A}});var r=n(7294);function ${A}(e,t){var n=(0,r.useState)(null),o=n[0],a=n[1],i=(0,r.useState)(!0),s=i[0],l=i[1],c=(0,r.useState)(null),u=c[0],d=c[1];` +
      `return(0,r.useEffect)((function(){var n=!0;return l(!0),e(t).then((function(e){n&&(a(e),d(null))})).catch((function(e){n&&d(e)})).finally((function(){n&&l(!1)})),` +
      `function(){n=!1}}),[e,t]),{data:o,loading:s,error:u,refetch:function(){return e(t).then(a)}}}}`
    );
  }
  const A = big();
  return (
    `${mid}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>${A}});var r=n(${between(random, 1000, 9999)});function ${A}(e){var t=e.lat,n=e.lng,o=e.radiusMiles||${between(random, 5, 30)};` +
    `if("number"!=typeof t||"number"!=typeof n)throw new TypeError("lat and lng must be numbers");var a=o/69,i=o/(69*Math.cos(t*Math.PI/180));` +
    `return{minLat:t-a,maxLat:t+a,minLng:n-i,maxLng:n+i,zoom:(0,r.${oneOf(random, ['Yz', 'kQ', 'p8'])})(o)}}}`
  );
}

function driverAppBundle(): EconomicsTask {
  const random = seededRandom(102_003);
  const needle = 'https://api.halyard.energy/driver/v4';
  const configModule = 8812;
  const config =
    `${configModule}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>l});var r={` +
    `development:{apiBaseUrl:"http://localhost:8080/driver/v4",liveUrl:"ws://localhost:8080/live",tilesUrl:"https://tiles.dev.halyard.energy/{z}/{x}/{y}.pbf",sentryEnvironment:"development"},` +
    `staging:{apiBaseUrl:"https://api.staging.halyard.energy/driver/v4",liveUrl:"wss://live.staging.halyard.energy/driver/v4",tilesUrl:"https://tiles.staging.halyard.energy/{z}/{x}/{y}.pbf",sentryEnvironment:"staging"},` +
    `preprod:{apiBaseUrl:"https://api.preprod.halyard.energy/driver/v4",liveUrl:"wss://live.preprod.halyard.energy/driver/v4",tilesUrl:"https://tiles.halyard.energy/{z}/{x}/{y}.pbf",sentryEnvironment:"preprod"},` +
    `production:{apiBaseUrl:"${needle}",liveUrl:"wss://live.halyard.energy/driver/v4",tilesUrl:"https://tiles.halyard.energy/{z}/{x}/{y}.pbf",sentryEnvironment:"production"}},` +
    `o="production",a=window.__HALYARD_ENV__||o,i=r[a]||r.production,s={legacyApiBaseUrl:"https://legacy-api.halyard.energy/v3",statusPageUrl:"https://status.halyard.energy",helpCentreUrl:"https://help.halyard.energy",supportPhone:"+44 330 058 4410"},` +
    `l=Object.freeze(Object.assign({},i,s,{env:a}))}`;
  const modules: string[] = [];
  const total = 620;
  const ids = new Set([configModule, 4471]);
  for (let i = 0; i < total; i++) {
    if (i === 300) modules.push(config);
    let mid = between(random, 1000, 99999);
    while (ids.has(mid)) mid = between(random, 1000, 99999);
    ids.add(mid);
    modules.push(without([needle], () => bundleModule(random, pick(random, 8), configModule, mid)));
  }
  const sentry =
    `4471:(e,t,n)=>{"use strict";var r=n(6690);r.S1({dsn:"https://${hex(random, 32)}@o${chars(random, DIGITS, 6)}.ingest.sentry.io/${chars(random, DIGITS, 7)}",` +
    `release:"driver-web@5.14.2+${hex(random, 7)}",environment:n(${configModule}).Z.sentryEnvironment,tracesSampleRate:.05,ignoreErrors:["ResizeObserver loop limit exceeded","Network request failed"]})}`;
  modules.splice(40, 0, sentry);
  const runtime =
    `var a={};function i(e){var t=a[e];if(void 0!==t)return t.exports;var n=a[e]={id:e,loaded:!1,exports:{}};return r[e].call(n.exports,n,n.exports,i),n.loaded=!0,n.exports}` +
    `i.m=r,i.n=e=>{var t=e&&e.__esModule?()=>e.default:()=>e;return i.d(t,{a:t}),t},i.d=(e,t)=>{for(var n in t)i.o(t,n)&&!i.o(e,n)&&Object.defineProperty(e,n,{enumerable:!0,get:t[n]})},` +
    `i.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),i.p="/static/",i(${configModule}),i(4471),i(${between(random, 1000, 9999)})`;
  const line = `(()=>{var e,t,n,r={${modules.join(',')}};${runtime}})();`;
  const output = `/*! For license information please see main.8c1f2a9d.js.LICENSE.txt */\n${line}\n//# sourceMappingURL=main.8c1f2a9d.js.map\n`;
  return probe(
    'round 102: driver web app bundle',
    'Which API base URL is the production build of our driver web app pointed at?',
    'fetch_static_asset',
    output,
    'prod-api-url',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------

function siteEmsExport(): EconomicsTask {
  const random = seededRandom(102_004);
  const needle = '137.5';
  const sites = allSites();
  const target = siteByCode('SWI-ORB');
  const order = [...sites.filter((s) => s !== target)];
  order.splice(Math.floor(order.length * 0.52), 0, target);
  const blocks: string[] = [];
  let ref = 1001;
  for (const site of order) {
    const isTarget = site === target;
    const make = () => {
      const chargers = chargersAt(random, site, 2, 12);
      const dcKw = chargers.filter((c) => c.model.dc).reduce((sum, c) => sum + c.model.kw, 0);
      const acKw = chargers.filter((c) => !c.model.dc).reduce((sum, c) => sum + c.model.kw * c.model.connectors, 0);
      const capacity = oneOf(random, [200, 276, 315, 400, 500, 630, 800, 1000, 1250, 1500, 2000]);
      const siteLimit = Math.round(capacity * 0.9 - between(random, 0, 40));
      const failsafe = isTarget ? needle : (between(random, 16, 120) * 2.5).toFixed(1);
      const lines = [
        `  - site_ref: ${ref}`,
        `    site_id: HCN-${site.code}`,
        `    name: ${site.name}`,
        `    address: ${site.name}, ${site.town} ${site.postcode}`,
        `    region: ${site.region}`,
        `    commissioned: ${2021 + pick(random, 5)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
        `    grid_connection:`,
        `      dno: ${site.dno}`,
        `      mpan_import: "${between(random, 10, 23)}${chars(random, DIGITS, 11)}"`,
        `      supply: ${capacity >= 500 ? 'HV 11kV, customer-owned substation' : 'LV 400V three-phase'}`,
        `      agreed_import_capacity_kva: ${capacity}`,
        `      agreed_export_capacity_kva: 0`,
        `    load_management:`,
        `      controller: ems-${site.code.toLowerCase()}-01`,
        `      controller_firmware: SiteEMS ${oneOf(random, ['3.3.9', '3.4.0', '3.4.1'])}`,
        `      strategy: ${oneOf(random, ['dynamic_equal_share', 'dynamic_equal_share', 'priority_first', 'soc_weighted'])}`,
        `      site_limit_kw: ${siteLimit}`,
        `      building_load_meter: ${random() < 0.5 ? `modbus-tcp://10.${between(random, 40, 60)}.${between(random, 1, 250)}.20:502/unit/1` : 'none (dedicated supply)'}`,
        `      failsafe:`,
        `        comms_timeout_s: ${oneOf(random, [30, 60, 90, 120])}`,
        `        limit_kw: ${failsafe}`,
        `        min_current_per_connector_a: ${oneOf(random, [6, 6, 8, 10])}`,
        `      schedule:`,
      ];
      if (random() < 0.6)
        lines.push(
          `        - days: [mon, tue, wed, thu, fri]`,
          `          from: "16:00"`,
          `          to: "19:00"`,
          `          limit_kw: ${Math.round(siteLimit * oneOf(random, [0.6, 0.7, 0.75, 0.8]))}`,
        );
      else lines[lines.length - 1] = `      schedule: []`;
      lines.push(`    installed_kw: { dc: ${dcKw}, ac: ${acKw} }`, `    chargers:`);
      for (const c of chargers) {
        lines.push(
          `      - id: ${c.id}`,
          `        model: ${c.model.vendor} ${c.model.model}`,
          `        serial: ${c.serial}`,
          `        firmware: "${c.fw}"`,
          `        max_power_kw: ${c.model.kw}`,
          `        ocpp: "1.6J"`,
          `        priority_group: ${oneOf(random, ['public', 'public', 'public', 'fleet', 'taxi'])}`,
          `        connectors:`,
        );
        for (let k = 1; k <= c.model.connectors; k++)
          lines.push(
            `          - { id: ${k}, standard: ${c.model.dc ? 'CCS2' : 'Type2'}, max_current_a: ${c.model.dc ? oneOf(random, [200, 350, 500]) : 32}, phases: ${c.model.dc ? 'dc' : 3} }`,
          );
      }
      return lines.join('\n');
    };
    blocks.push(isTarget ? make() : without([needle], make));
    ref++;
  }
  const output = `# emsctl export --all-sites --format yaml\n# exported 2026-11-18T08:47:12Z by ops-automation\napiVersion: ems.halyard.energy/v2\nkind: SiteList\nitems:\n${blocks.join('\n')}\n`;
  return probe(
    'round 102: site EMS export (YAML)',
    'What is the failsafe power limit set for the Swindon Orbital site?',
    'ems_export_sites',
    output,
    'failsafe-limit',
    needle,
  );
}

function csmsGatewayLog(): EconomicsTask {
  const random = seededRandom(102_005);
  const needle = 'declined by issuer (do_not_honor)';
  const focus = 'HCN-MKN-DEP-07';
  const sites = allSites();
  const fleet = shuffle(
    random,
    sites.slice(0, 40).flatMap((s) => chargersAt(random, s, 2, 6)),
  );
  const depot = Array.from({ length: 12 }, (_, i) => `HCN-MKN-DEP-${pad2(i + 1)}`);
  const cps = [...fleet.slice(0, 140).map((c) => c.id), ...depot];
  const events: { t: number; text: string }[] = [];
  const from = Date.UTC(2026, 10, 18, 4, 0, 0);
  const to = Date.UTC(2026, 10, 18, 10, 10, 0);
  const loggers: Record<string, string> = {
    boot: 'c.h.c.ocpp.v16.BootNotificationHandler',
    status: 'c.h.c.ocpp.v16.StatusNotificationHandler',
    meter: 'c.h.c.ocpp.v16.MeterValuesHandler',
    start: 'c.h.c.ocpp.v16.StartTransactionHandler',
    stop: 'c.h.c.ocpp.v16.StopTransactionHandler',
    remote: 'c.h.c.remote.RemoteStartService',
    preauth: 'c.h.c.payments.PreauthService',
    cdr: 'c.h.c.ocpi.CdrPushService',
    ws: 'c.h.c.ws.WebSocketSessionRegistry',
    hb: 'c.h.c.ocpp.v16.HeartbeatMonitor',
  };
  const line = (t: number, level: string, thread: string, logger: string, msg: string) =>
    `${isoMs(t)} ${level.padStart(5)} 1 --- [csms-gateway] [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40).slice(0, 40)} : ${msg}`;
  const thread = () =>
    oneOf(random, [
      `ocpp-ws-${between(random, 1, 16)}`,
      `DefaultDispatcher-worker-${between(random, 1, 24)}`,
      `nio-8443-exec-${between(random, 1, 40)}`,
    ]);
  const tag = () => hex(random, 14).toUpperCase();
  const user = () => `usr_${chars(random, ALNUM, 12)}`;
  const info = (t: number, kind: string, msg: string) => events.push({ t, text: line(t, 'INFO', thread(), loggers[kind]!, msg) });
  let tx = 5_188_400;
  const framesTail = [
    '\tat kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)',
    '\tat kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)',
    '\tat kotlinx.coroutines.internal.LimitedDispatcher$Worker.run(LimitedDispatcher.kt:115)',
    '\tat kotlinx.coroutines.scheduling.TaskImpl.run(Tasks.kt:103)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler.runSafely(CoroutineScheduler.kt:584)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler$Worker.executeTask(CoroutineScheduler.kt:793)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler$Worker.runWorker(CoroutineScheduler.kt:697)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler$Worker.run(CoroutineScheduler.kt:684)',
  ];
  const failure = (t: number, cp: string, cause: string[]) => {
    const connector = between(random, 1, 2);
    const request = uuid(random);
    const lines = [
      line(
        t,
        'ERROR',
        `DefaultDispatcher-worker-${between(random, 1, 24)}`,
        loggers.remote!,
        `RemoteStartTransaction failed for chargeBoxId=${cp} connectorId=${connector} requestId=${request}`,
      ),
      `com.halyard.csms.remote.RemoteStartException: remote start ${request} aborted`,
      '\tat com.halyard.csms.remote.RemoteStartService.start(RemoteStartService.kt:142)',
      '\tat com.halyard.csms.remote.RemoteStartService$start$1.invokeSuspend(RemoteStartService.kt)',
      ...framesTail,
      ...cause,
    ];
    events.push({ t, text: lines.join('\n') });
  };
  const preauthCause = (code: string) => [
    `Caused by: com.halyard.payments.PreauthDeclinedException: pre-authorisation of GBP 40.00 declined by issuer (${code})`,
    '\tat com.halyard.payments.stripe.StripePreauthClient.authorise(StripePreauthClient.kt:88)',
    '\tat com.halyard.payments.PreauthService.hold(PreauthService.kt:57)',
    '\tat com.halyard.csms.remote.RemoteStartService.preauthorise(RemoteStartService.kt:201)',
    '\tat com.halyard.csms.remote.RemoteStartService.start(RemoteStartService.kt:118)',
    '\t... 10 common frames omitted',
    `Caused by: com.stripe.exception.CardException: Your card was declined.; code: card_declined; request-id: req_${chars(random, ALNUM, 14)}`,
    '\tat com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:226)',
    '\tat com.stripe.net.LiveStripeResponseGetter.request(LiveStripeResponseGetter.java:94)',
    '\tat com.stripe.service.PaymentIntentService.create(PaymentIntentService.java:248)',
    '\tat com.halyard.payments.stripe.StripePreauthClient.authorise(StripePreauthClient.kt:74)',
    '\t... 13 common frames omitted',
  ];
  const otherCause = (cp: string, t: number): string[] => {
    const k = pick(random, 4);
    if (k === 0)
      return [
        `Caused by: com.halyard.csms.ocpp.ChargePointNotConnectedException: no open OCPP session for ${cp} (last disconnect ${isoS(t - between(random, 60, 5000) * 1000)}, code=1006)`,
        '\tat com.halyard.csms.ws.WebSocketSessionRegistry.require(WebSocketSessionRegistry.kt:63)',
        '\tat com.halyard.csms.ocpp.v16.CallSender.send(CallSender.kt:41)',
        '\tat com.halyard.csms.remote.RemoteStartService.start(RemoteStartService.kt:131)',
        '\t... 10 common frames omitted',
      ];
    if (k === 1)
      return [
        `Caused by: java.util.concurrent.TimeoutException: no CALLRESULT for RemoteStartTransaction [uid ${uuid(random)}] within 30000 ms`,
        '\tat com.halyard.csms.ocpp.v16.CallSender$await$2.invokeSuspend(CallSender.kt:77)',
        '\tat kotlinx.coroutines.TimeoutKt.setupTimeout(Timeout.kt:151)',
        '\tat com.halyard.csms.ocpp.v16.CallSender.await(CallSender.kt:70)',
        '\tat com.halyard.csms.remote.RemoteStartService.start(RemoteStartService.kt:133)',
        '\t... 10 common frames omitted',
      ];
    if (k === 2)
      return [
        `Caused by: com.halyard.csms.ocpp.CallRejectedException: ${cp} answered RemoteStartTransaction with status=Rejected (connector state ${oneOf(random, ['Faulted', 'Unavailable', 'Reserved', 'Finishing'])})`,
        '\tat com.halyard.csms.ocpp.v16.CallSender.expectAccepted(CallSender.kt:96)',
        '\tat com.halyard.csms.remote.RemoteStartService.start(RemoteStartService.kt:136)',
        '\t... 10 common frames omitted',
      ];
    return [
      `Caused by: com.halyard.auth.TokenBlockedException: idTag ${tag()} is BLOCKED (reason=${oneOf(random, ['reported_lost', 'fraud_review', 'account_closed'])})`,
      '\tat com.halyard.auth.TokenService.requireUsable(TokenService.kt:112)',
      '\tat com.halyard.csms.remote.RemoteStartService.start(RemoteStartService.kt:109)',
      '\t... 10 common frames omitted',
    ];
  };
  const declines = [
    'insufficient_funds',
    'expired_card',
    'card_velocity_exceeded',
    'generic_decline',
    'incorrect_cvc',
    'lost_card',
    'transaction_not_allowed',
  ];
  for (let t = from + 187; t < to; t += between(random, 1, 14) * 1000 + pick(random, 1000) - 500) {
    const cp = oneOf(random, cps);
    const k = random();
    if (k < 0.3)
      info(
        t,
        'meter',
        `${cp} tx=${tx - between(random, 1, 400)} connector=${between(random, 1, 2)} E=${between(random, 1000, 90000)}Wh P=${between(random, 3000, 160000)}W SoC=${between(random, 8, 96)}%`,
      );
    else if (k < 0.45) {
      const [from2, to2] = oneOf(random, [
        ['Available', 'Preparing'],
        ['Preparing', 'Charging'],
        ['Charging', 'SuspendedEV'],
        ['SuspendedEV', 'Charging'],
        ['Charging', 'Finishing'],
        ['SuspendedEV', 'Finishing'],
        ['Finishing', 'Available'],
        ['Preparing', 'Available'],
      ]);
      info(t, 'status', `${cp} connector ${between(random, 1, 2)} ${from2} -> ${to2} (errorCode=NoError)`);
    } else if (k < 0.55)
      info(
        t,
        'start',
        `StartTransaction ${cp} connector=${between(random, 1, 2)} idTag=${tag()} meterStart=${between(random, 100000, 9000000)} -> transactionId=${++tx} Accepted`,
      );
    else if (k < 0.64)
      info(
        t,
        'stop',
        `StopTransaction ${cp} tx=${tx - between(random, 1, 300)} meterStop=${between(random, 100000, 9000000)} reason=${oneOf(random, ['EVDisconnected', 'Local', 'Remote', 'EVDisconnected'])}`,
      );
    else if (k < 0.72) {
      const u = user();
      info(
        t,
        'preauth',
        `pre-authorisation GBP 40.00 for user=${u} pm=pm_1Q${chars(random, ALNUM, 22)} -> succeeded (pi_3Q${chars(random, ALNUM, 22)})`,
      );
      info(
        t + between(random, 300, 1500),
        'remote',
        `RemoteStartTransaction ${cp} connector=${between(random, 1, 2)} idTag=${tag()} requestedBy=driver-app user=${u} -> Accepted`,
      );
    } else if (k < 0.8)
      info(
        t,
        'cdr',
        `pushed CDR HCN${dateOf(t).replace(/-/g, '')}${chars(random, DIGITS, 6)} to ${oneOf(random, ['hubject', 'gireve', 'electroverse', 'plugsurfing'])} (status_code=1000)`,
      );
    else if (k < 0.85)
      info(
        t,
        'ws',
        `${cp} connected from 100.${between(random, 64, 127)}.${between(random, 0, 255)}.${between(random, 1, 254)} (subprotocol=ocpp1.6)`,
      );
    else if (k < 0.9)
      info(
        t,
        'boot',
        `BootNotification from ${cp}: vendor=${oneOf(random, MODELS).vendor} fw=${oneOf(random, ['1.8.4', '2.32.1', '4.5.2', '6.5.0-4220'])} -> Accepted (interval=300)`,
      );
    else if (k < 0.94)
      events.push({ t, text: line(t, 'WARN', thread(), loggers.hb!, `${cp} missed 2 heartbeats (last seen ${isoS(t - 610_000)})`) });
    else if (k < 0.955) {
      const who = cp === focus ? 'HCN-MKN-DEP-11' : cp;
      if (random() < 0.5) failure(t, who, preauthCause(oneOf(random, declines)));
      else failure(t, who, otherCause(who, t));
    } else info(t, 'status', `${cp} connector ${between(random, 1, 2)} Charging -> SuspendedEV (errorCode=NoError)`);
  }
  // The depot charger: earlier this morning it was offline, at 07:41 the card was declined.
  failure(Date.UTC(2026, 10, 18, 5, 12, 8, 114), focus, [
    `Caused by: java.util.concurrent.TimeoutException: no CALLRESULT for RemoteStartTransaction [uid ${uuid(random)}] within 30000 ms`,
    '\tat com.halyard.csms.ocpp.v16.CallSender$await$2.invokeSuspend(CallSender.kt:77)',
    '\tat kotlinx.coroutines.TimeoutKt.setupTimeout(Timeout.kt:151)',
    '\tat com.halyard.csms.ocpp.v16.CallSender.await(CallSender.kt:70)',
    '\tat com.halyard.csms.remote.RemoteStartService.start(RemoteStartService.kt:133)',
    '\t... 10 common frames omitted',
  ]);
  info(
    Date.UTC(2026, 10, 18, 7, 41, 2, 655),
    'preauth',
    `pre-authorisation GBP 40.00 for user=usr_Lm4QzT8vXk2a pm=pm_1Q${chars(random, ALNUM, 22)} -> requested`,
  );
  failure(Date.UTC(2026, 10, 18, 7, 41, 3, 512), focus, preauthCause('do_not_honor'));
  failure(Date.UTC(2026, 10, 18, 7, 44, 51, 20), 'HCN-MKN-DEP-03', preauthCause('insufficient_funds'));
  events.sort((a, b) => a.t - b.t);
  const output = events.map((e) => e.text).join('\n') + '\n';
  return probe(
    'round 102: CSMS gateway log with stack traces',
    'Why did the remote start on charger HCN-MKN-DEP-07 fail at about 07:40 this morning?',
    'csms_logs',
    output,
    'remote-start-cause',
    needle,
  );
}

const FAULTS: readonly (readonly [string, string, string])[] = [
  ['CONN-CABLE-DMG', 'CCS2 cable sheath damaged', 'Outer sheath of the CCS2 cable split near the handle; EVSE set Inoperative remotely.'],
  ['CONN-CABLE-DMG', 'Type 2 tethered cable crushed', 'Cable run over in the bay; strain relief cracked. Socket locked out.'],
  ['CONN-LATCH', 'CCS2 latch broken', 'Connector latch snapped off; drivers cannot lock the plug, session ends after a few seconds.'],
  ['PAY-TERM', 'Card reader not reading cards', 'Contactless reader times out on tap; chip and PIN not offered. Terminal online in TMS.'],
  ['SCREEN', 'Display blank', 'Main display black; charger still charging via app. Backlight suspected.'],
  ['RFID', 'RFID reader not responding', 'RFID cards not recognised; app start works.'],
  ['COMMS', 'Charger offline', 'No OCPP connection since overnight; 4G router shows no signal LED.'],
  ['PWR-MOD', 'Reduced output', 'Sessions capped around 50 kW on a 150 kW unit; one power module reporting over-temperature.'],
  ['RCD', 'RCD tripping', 'Repeated RCD trips on socket 2 during charging; resets remotely, trips again within the hour.'],
  ['COOLING', 'Cooling fan noisy', 'Loud grinding from the cabinet fan; site host complaint.'],
  ['CIVIL', 'Bollard damaged', 'Impact protection bollard bent after collision; unit undamaged.'],
  ['LIGHTING', 'Canopy lights out', 'Two canopy light fittings out over bays 3 and 4.'],
  [
    'PM',
    'Annual preventive maintenance',
    'Annual PM: visual inspection, filter change, torque check, insulation test, earth loop impedance.',
  ],
  ['EARTH', 'Earth loop test overdue', 'Periodic inspection items: Zs and RCD test to record on EICR.'],
];

function workOrders(): EconomicsTask {
  const random = seededRandom(102_006);
  const needle = 'Bethan Pryce-Jones';
  const sites = allSites();
  const exeter = siteByCode('EXE-SVC');
  const statuses = ['New', 'Scheduled', 'Dispatched', 'OnSite', 'AwaitingParts', 'Completed', 'Closed'];
  const total = 460;
  const orders: string[] = [];
  const order = (
    woId: string,
    site: Site,
    fault: readonly [string, string, string],
    status: string,
    engineer: readonly [string, string] | undefined,
    created: number,
    engId: string,
  ): string => {
    const cp = `HCN-${site.code}-${pad2(between(random, 1, 8))}`;
    const model = oneOf(random, MODELS);
    const lines = [
      `  <WorkOrder id="${woId}" priority="P${fault[0] === 'PM' || fault[0] === 'EARTH' ? 4 : between(random, 1, 3)}" status="${status}">`,
      `    <Created>${isoS(created)}</Created>`,
      `    <Source>${oneOf(random, ['driver-app-report', 'noc-alarm', 'site-host-call', 'planned-maintenance', 'contact-centre'])}</Source>`,
      `    <Site code="${site.code}">`,
      `      <Name>${xml(site.name)}</Name>`,
      `      <Address>${xml(site.name)}, ${xml(site.town)} ${site.postcode}</Address>`,
      `      <AccessNotes>${oneOf(random, ['Key safe by the substation door; code from NOC', 'Report to store reception on arrival', 'Barrier: call control room on intercom', 'Out of hours access via security lodge', 'No restrictions'])}</AccessNotes>`,
      `    </Site>`,
      `    <Asset chargePointId="${cp}" evse="${between(random, 1, 2)}">`,
      `      <Model>${model.vendor} ${model.model}</Model>`,
      `      <Serial>${model.serial}-${between(random, 21, 26)}-${chars(random, DIGITS, 5)}</Serial>`,
      `    </Asset>`,
      `    <Fault code="${fault[0]}">`,
      `      <Summary>${xml(fault[1])}</Summary>`,
      `      <Description>${xml(fault[2])}</Description>`,
      `    </Fault>`,
    ];
    if (engineer) {
      lines.push(
        `    <Assignment>`,
        `      <Engineer id="${engId}">`,
        `        <Name>${engineer[0]}</Name>`,
        `        <Region>${engineer[1]}</Region>`,
        `        <Mobile>+44 7700 900${chars(random, DIGITS, 3)}</Mobile>`,
        `      </Engineer>`,
        `      <ScheduledStart>${isoS(created + between(random, 4, 60) * HOUR)}</ScheduledStart>`,
        `      <Sla due="${isoS(created + 48 * HOUR)}" hours="48"/>`,
        `    </Assignment>`,
      );
    } else lines.push(`    <Assignment/>`);
    if (status === 'Completed' || status === 'Closed')
      lines.push(
        `    <Resolution>`,
        `      <Completed>${isoS(created + between(random, 20, 120) * HOUR)}</Completed>`,
        `      <Notes>${oneOf(random, ['Replaced part, tested, returned to service.', 'Reset and firmware reapplied; monitored two sessions OK.', 'No fault found on site; charged test vehicle at full power.', 'Made safe; follow-up order raised for parts.'])}</Notes>`,
        `    </Resolution>`,
      );
    if (status === 'AwaitingParts' || random() < 0.3)
      lines.push(
        `    <Parts>`,
        `      <Part number="${oneOf(random, ['AT-CBL-CCS2-500A', 'KP-PM50-SIC', 'PAY-APOLLO', 'RFID-RDR-13', 'DISP-10-TOUCH', 'FAN-120-24V', 'RCBO-40-B'])}" qty="1" status="${oneOf(random, ['Reserved', 'Ordered', 'Issued'])}"/>`,
        `    </Parts>`,
      );
    lines.push(`  </WorkOrder>`);
    return lines.join('\n');
  };
  // The export is sorted by site, then by date: Exeter Services has a few older orders and the open cable job.
  const specs: { site: Site; created: number; target: boolean }[] = [];
  const from = Date.UTC(2026, 8, 1, 7, 0, 0);
  const to = Date.UTC(2026, 10, 18, 8, 30, 0);
  for (let i = 0; i < total - 4; i++)
    specs.push({ site: oneOf(random, sites), created: from + Math.floor((random() * (to - from)) / MINUTE) * MINUTE, target: false });
  for (const created of [Date.UTC(2026, 8, 14, 9, 12), Date.UTC(2026, 9, 19, 16, 40), Date.UTC(2026, 10, 9, 7, 55)])
    specs.push({ site: exeter, created, target: false });
  specs.push({ site: exeter, created: Date.UTC(2026, 10, 16, 18, 22, 40), target: true });
  const ids = new Map(
    [...specs]
      .sort((a, b) => a.created - b.created)
      .map((spec, i) => [spec, `WO-2026-${String(48_200 + i * 3 + pick(random, 3)).padStart(6, '0')}`]),
  );
  specs.sort((a, b) => a.site.code.localeCompare(b.site.code) || a.created - b.created);
  for (const spec of specs) {
    const { site, created } = spec;
    const woId = ids.get(spec)!;
    if (spec.target) {
      orders.push(order(woId, exeter, FAULTS[0]!, 'Dispatched', [needle, 'South West'], created, 'ENG-0412'));
      continue;
    }
    orders.push(
      without([needle, 'ENG-0412'], () => {
        const fault = site === exeter ? oneOf(random, FAULTS.slice(3, 8)) : oneOf(random, FAULTS);
        const status = created < Date.UTC(2026, 10, 1) ? oneOf(random, ['Completed', 'Closed', 'Closed']) : oneOf(random, statuses);
        const pool = ENGINEERS.filter((e) => e[1] === site.region);
        const engineer = status === 'New' ? undefined : oneOf(random, pool.length > 0 ? pool : ENGINEERS);
        return order(woId, site, fault, status, engineer, created, `ENG-0${between(random, 100, 399)}`);
      }),
    );
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?>\n<WorkOrderExport xmlns="urn:halyard:fieldservice:2" generated="2026-11-18T09:02:11Z" filter="status!=Cancelled;created&gt;=2026-09-01" sort="site,created" count="${total}">\n${orders.join('\n')}\n</WorkOrderExport>\n`;
  return probe(
    'round 102: field service work orders (XML)',
    "Who's been sent out to fix the damaged CCS cable at Exeter Services?",
    'fsm_export_work_orders',
    output,
    'engineer',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.
// ---------------------------------------------------------------------------------------------------

function ocppTrace(): EconomicsTask {
  const random = seededRandom(102_007);
  const needle = 'RCM tripped: DC residual 6.2mA';
  const focus = 'HCN-BAN-CRS-02';
  const sites = allSites();
  const cps: string[] = ['HCN-BAN-CRS-01', focus, 'HCN-BAN-CRS-03', 'HCN-BAN-CRS-04'];
  for (const s of sites.slice(0, 5))
    cps.push(
      ...chargersAt(random, s, 2, 3)
        .slice(0, 2)
        .map((c) => c.id),
    );
  cps.push('HCN-OXF-PNR-03', 'HCN-BAN-GWY-01', 'HCN-BAN-GWY-02');
  const from = Date.UTC(2026, 10, 17, 10, 0, 0);
  const to = Date.UTC(2026, 10, 17, 18, 0, 0);
  const events: { t: number; text: string }[] = [];
  const msgId = () => uuid(random);
  const recv = (t: number, cp: string, action: string, payload: Record<string, unknown>, reply: Record<string, unknown>) => {
    const id = msgId();
    const at = t % 1000 === 0 ? t + pick(random, 1000) : t;
    const answered = at + between(random, 8, 90);
    events.push({ t: at, text: `${isoMs(at)} [ocpp16] ${cp} RECV [2,"${id}","${action}",${JSON.stringify(payload)}]` });
    events.push({ t: answered, text: `${isoMs(answered)} [ocpp16] ${cp} SEND [3,"${id}",${JSON.stringify(reply)}]` });
  };
  const status = (t: number, cp: string, connectorId: number, st: string, extra: Record<string, unknown> = {}) =>
    recv(t, cp, 'StatusNotification', { connectorId, errorCode: 'NoError', status: st, timestamp: isoS(t), ...extra }, {});
  let tx = 7_730_100;
  const sampledValue = (wh: number, w: number, a: number, soc: number | undefined) => {
    const values: Record<string, unknown>[] = [
      { value: String(wh), context: 'Sample.Periodic', measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
      { value: String(w), context: 'Sample.Periodic', measurand: 'Power.Active.Import', unit: 'W' },
      { value: a.toFixed(1), context: 'Sample.Periodic', measurand: 'Current.Import', unit: 'A' },
    ];
    if (soc !== undefined)
      values.push({ value: String(soc), context: 'Sample.Periodic', measurand: 'SoC', location: 'EV', unit: 'Percent' });
    return values;
  };
  const session = (
    cp: string,
    connectorId: number,
    start: number,
    minutes: number,
    dc: boolean,
    end?: { at: number; fault: Record<string, unknown> },
  ) => {
    const idTag = hex(random, 14).toUpperCase();
    status(start, cp, connectorId, 'Preparing');
    recv(start + 4_000, cp, 'Authorize', { idTag }, { idTagInfo: { status: 'Accepted', expiryDate: '2027-01-31T00:00:00Z' } });
    const id = ++tx;
    let meter = between(random, 1_000_000, 40_000_000);
    recv(
      start + 6_000,
      cp,
      'StartTransaction',
      { connectorId, idTag, meterStart: meter, timestamp: isoS(start + 6_000) },
      { idTagInfo: { status: 'Accepted' }, transactionId: id },
    );
    status(start + 7_000, cp, connectorId, 'Charging');
    const stopAt = end ? end.at : start + minutes * MINUTE;
    let soc = between(random, 8, 45);
    for (let t = start + 10 * MINUTE; t < stopAt; t += 10 * MINUTE) {
      const w = dc ? between(random, 30_000, 140_000) : between(random, 6_800, 11_000);
      meter += Math.round((w * 10) / 60);
      soc = Math.min(100, soc + (dc ? between(random, 8, 16) : 2));
      recv(
        t,
        cp,
        'MeterValues',
        {
          connectorId,
          transactionId: id,
          meterValue: [{ timestamp: isoS(t), sampledValue: sampledValue(meter, w, dc ? w / 400 : w / 690, dc ? soc : undefined) }],
        },
        {},
      );
    }
    if (end) {
      recv(end.at, cp, 'StatusNotification', { connectorId, ...end.fault, timestamp: isoS(end.at) }, {});
      recv(
        end.at + 1_500,
        cp,
        'StopTransaction',
        { transactionId: id, idTag, meterStop: meter, timestamp: isoS(end.at + 1_500), reason: 'Other' },
        { idTagInfo: { status: 'Accepted' } },
      );
      return;
    }
    status(stopAt, cp, connectorId, 'Finishing');
    recv(
      stopAt + 2_000,
      cp,
      'StopTransaction',
      {
        transactionId: id,
        idTag,
        meterStop: meter,
        timestamp: isoS(stopAt + 2_000),
        reason: oneOf(random, ['EVDisconnected', 'Local', 'Remote']),
      },
      { idTagInfo: { status: 'Accepted' } },
    );
    status(stopAt + between(random, 30, 400) * 1000, cp, connectorId, 'Available');
  };
  const faultAt = Date.UTC(2026, 10, 17, 13, 12, 43, 208);
  const resetAt = Date.UTC(2026, 10, 17, 17, 38, 5, 10);
  for (const cp of cps) {
    const dc = !cp.startsWith('HCN-BAN-CRS') && random() < 0.7;
    for (let t = from + between(random, 0, 900) * 1000; t < to; t += 900_000) recv(t, cp, 'Heartbeat', {}, { currentTime: isoS(t + 50) });
    for (const connectorId of [1, 2]) {
      let t = from + between(random, 5, 90) * MINUTE;
      while (t < to - 30 * MINUTE) {
        const minutes = dc ? between(random, 15, 55) : between(random, 50, 200);
        if (cp === focus && connectorId === 2) {
          if (t + minutes * MINUTE + 70 * MINUTE > faultAt - 50 * MINUTE) {
            session(cp, 2, faultAt - 48 * MINUTE, 0, false, {
              at: faultAt,
              fault: { errorCode: 'GroundFailure', info: needle, status: 'Faulted', vendorId: 'com.alfen', vendorErrorCode: '0x2F05' },
            });
            break;
          }
        }
        if (cp === 'HCN-BAN-CRS-01' && connectorId === 1 && t > Date.UTC(2026, 10, 17, 14, 50) && t < Date.UTC(2026, 10, 17, 16, 0)) {
          const at = Date.UTC(2026, 10, 17, 15, 2, 11, 904);
          session(cp, 1, t, 0, false, {
            at,
            fault: {
              errorCode: 'OtherError',
              info: 'Contactor feedback mismatch',
              status: 'Faulted',
              vendorId: 'com.alfen',
              vendorErrorCode: '0x1B02',
            },
          });
          status(at + 64_000, cp, 1, 'Available');
          t = at + between(random, 20, 60) * MINUTE;
          continue;
        }
        if (cp === 'HCN-OXF-PNR-03' && connectorId === 1 && t > Date.UTC(2026, 10, 17, 11, 0) && t < Date.UTC(2026, 10, 17, 13, 0)) {
          const at = t + 31 * MINUTE;
          session(cp, 1, t, 0, false, {
            at,
            fault: {
              errorCode: 'GroundFailure',
              info: 'RCM tripped: DC residual 7.4mA',
              status: 'Faulted',
              vendorId: 'com.alfen',
              vendorErrorCode: '0x2F05',
            },
          });
          status(at + 40 * MINUTE, cp, 1, 'Available');
          t = at + 70 * MINUTE;
          continue;
        }
        session(cp, connectorId, t, minutes, dc);
        t += minutes * MINUTE + between(random, 5, 70) * MINUTE;
      }
    }
  }
  // After the fault the operator resets the charger late in the afternoon; it comes back available.
  const resetId = msgId();
  events.push({ t: resetAt, text: `${isoMs(resetAt)} [ocpp16] ${focus} SEND [2,"${resetId}","Reset",{"type":"Soft"}]` });
  events.push({ t: resetAt + 420, text: `${isoMs(resetAt + 420)} [ocpp16] ${focus} RECV [3,"${resetId}",{"status":"Accepted"}]` });
  recv(
    resetAt + 52_000,
    focus,
    'BootNotification',
    {
      chargePointVendor: 'Alfen BV',
      chargePointModel: 'NG920-61023',
      chargePointSerialNumber: 'ACE-24-30917',
      firmwareVersion: '6.5.0-4220',
    },
    { status: 'Accepted', currentTime: isoS(resetAt + 52_100), interval: 900 },
  );
  for (const c of [0, 1, 2]) status(resetAt + 55_000 + c * 300, focus, c, 'Available');
  events.sort((a, b) => a.t - b.t);
  return probe(
    'round 102: OCPP 1.6J message trace, preamble and paraphrase',
    'I just had the site host at Banbury Cross on the phone. She says charger HCN-BAN-CRS-02 was showing as out of order to drivers for most of yesterday afternoon. What fault did it actually report to us?',
    'ocpp_message_trace',
    events.map((e) => e.text).join('\n') + '\n',
    'fault',
    needle,
  );
}

function tariffTable(): EconomicsTask {
  const random = seededRandom(102_008);
  const needle = '0.375';
  const sites = allSites();
  const cardiffBay = siteByCode('CDF-BAY');
  const order = sites.filter((s) => s !== cardiffBay);
  order.splice(Math.floor(order.length * 0.47), 0, cardiffBay);
  const versions: readonly (readonly [string, string])[] = [
    ['2024-04-01', '2024-09-30'],
    ['2024-10-01', '2025-03-31'],
    ['2025-04-01', '2025-09-30'],
    ['2025-10-01', '2026-03-31'],
    ['2026-04-01', '2026-09-30'],
    ['2026-10-01', ''],
  ];
  const widths = [9, 7, 9, 32, 10, 7, 14, 15, 16, 14, 12, 10, 10, 34, 19, 14];
  const head = [
    'tariff_id',
    'site_id',
    'site_code',
    'site_name',
    'evse_class',
    'band',
    'energy_gbp_kwh',
    'session_fee_gbp',
    'idle_fee_gbp_min',
    'idle_grace_min',
    'idle_cap_gbp',
    'valid_from',
    'valid_to',
    'ocpi_tariff_id',
    'updated_at',
    'approved_by',
  ];
  const numeric = new Set([0, 1, 6, 7, 8, 9, 10]);
  const row = (cells: readonly string[]) =>
    ' ' +
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' | ')
      .replace(/\s+$/, '');
  const rows: string[] = [];
  let tariffId = 3100;
  let siteId = 1;
  const idleFees = ['0.000', '0.100', '0.150', '0.200', '0.250', '0.300', '0.350', '0.400', '0.500'];
  for (const site of order) {
    const isBay = site === cardiffBay;
    const classes = isBay
      ? ['DC_ULTRA']
      : shuffle(random, ['AC_22', 'DC_50', 'DC_150', 'DC_ULTRA'])
          .slice(0, between(random, 1, 3))
          .sort();
    const banded = !isBay && random() < 0.3;
    for (const cls of classes) {
      const first = isBay ? 2 : between(random, 0, 5);
      for (let v = first; v < versions.length; v++) {
        const [validFrom, validTo] = versions[v]!;
        for (const band of banded ? ['PEAK', 'OFFPEAK'] : ['ALL']) {
          const make = () => {
            const base = cls === 'AC_22' ? 0.45 : cls === 'DC_50' ? 0.62 : cls === 'DC_150' ? 0.69 : 0.74;
            const energy = (base + between(random, 0, 15) / 100 + (band === 'PEAK' ? 0.08 : 0)).toFixed(4);
            const idle = isBay
              ? v === 5
                ? needle
                : v === 4
                  ? '0.250'
                  : '0.200'
              : cls === 'AC_22'
                ? oneOf(random, ['0.000', '0.000', '0.100'])
                : oneOf(random, idleFees);
            const grace = cls === 'AC_22' ? oneOf(random, [60, 90, 120]) : oneOf(random, [10, 15, 15, 20, 30]);
            const cap = idle === '0.000' ? '' : oneOf(random, ['20.00', '25.00', '30.00', '40.00']);
            const q = `${validFrom.slice(0, 4)}Q${Math.floor(Number(validFrom.slice(5, 7)) / 3) + 1}`;
            return row([
              String(tariffId),
              String(siteId),
              site.code,
              site.name.slice(0, 32),
              cls,
              band,
              energy,
              cls === 'AC_22' ? '0.00' : oneOf(random, ['0.00', '0.00', '0.35', '0.50']),
              idle,
              String(grace),
              cap,
              validFrom,
              validTo,
              `HCN-${site.code}-${cls.replace('_', '')}-${q}${band === 'ALL' ? '' : `-${band}`}`,
              `${dateOf(Date.parse(validFrom) - between(random, 5, 30) * DAY)} ${pad2(between(random, 8, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
              oneOf(random, ['pricing-sync', 'r.achebe', 'm.lindqvist', 'j.osei', 'pricing-sync']),
            ]);
          };
          rows.push(isBay && v === 5 ? make() : without([needle], make));
          tariffId++;
        }
      }
    }
    siteId++;
  }
  const output = [
    `halyard_billing=> SELECT t.tariff_id, s.site_id, s.site_code, s.site_name, t.evse_class, t.band, t.energy_gbp_kwh, t.session_fee_gbp, t.idle_fee_gbp_min, t.idle_grace_min, t.idle_cap_gbp, t.valid_from, t.valid_to, t.ocpi_tariff_id, t.updated_at, t.approved_by`,
    `halyard_billing->   FROM tariff t JOIN site s USING (site_id)`,
    `halyard_billing->  WHERE t.valid_to IS NULL OR t.valid_to >= DATE '2024-04-01'`,
    `halyard_billing->  ORDER BY s.site_id, t.evse_class, t.valid_from, t.band;`,
    row(head.map((h, i) => `${' '.repeat(Math.floor((widths[i]! - h.length) / 2))}${h}`.padEnd(widths[i]!))),
    '-' + widths.map((w) => '-'.repeat(w)).join('-+-') + '-',
    ...rows,
    `(${rows.length} rows)`,
    '',
  ].join('\n');
  return probe(
    'round 102: tariff table (psql), paraphrased',
    "Drivers at Cardiff Bay keep complaining that we sting them for leaving their cars plugged in once they've finished charging. What are we charging per minute for that there now, after the free period?",
    'billing_db_query',
    output,
    'idle-fee',
    needle,
  );
}

const PARTS: readonly (readonly [string, string, string])[] = [
  ['KP-PM50-SIC', 'Power module 50kW SiC', 'PM50'],
  ['AT-PM-75', 'Power module 75kW (HYC)', 'ATPM75'],
  ['CBL-CCS2-200', 'CCS2 cable assembly 200A 5m', 'C2C'],
  ['AT-CBL-CCS2-500A', 'CCS2 liquid-cooled cable 500A', 'LCC'],
  ['CBL-T2-32', 'Type 2 tethered cable 32A 7.5m', ''],
  ['FUSE-200GR', 'Fuse 200A gR NH1', ''],
  ['RCBO-40-B', 'RCBO 40A Type B', ''],
  ['PAY-APOLLO', 'Payment terminal Payter Apollo', 'APL'],
  ['MDM-RUT241', '4G router Teltonika RUT241', 'RUT'],
  ['FAN-120-24V', 'Cooling fan 120mm 24V', ''],
  ['DISP-10-TOUCH', 'Display 10.1in touch assembly', 'DSP'],
  ['RFID-RDR-13', 'RFID reader module 13.56MHz', ''],
  ['CONT-DC-125', 'DC contactor 125A', ''],
  ['IMD-ISO', 'Insulation monitoring device', 'IMD'],
  ['SPD-T2-4P', 'Surge protection device T2 4P', ''],
  ['HOLSTER-CCS', 'Connector holster CCS2', ''],
  ['FILTER-G4', 'Air filter G4 cabinet', ''],
];

function partsMovements(): EconomicsTask {
  const random = seededRandom(102_009);
  const needle = 'PM50-2611-004877';
  const removed = 'PM50-2409-001236';
  const sites = allSites();
  const vans: Record<string, string> = {
    Wales: 'VAN-WA',
    'South West': 'VAN-SW',
    'South East': 'VAN-SE',
    London: 'VAN-LN',
    'East of England': 'VAN-EA',
    Scotland: 'VAN-SC',
    'North East': 'VAN-NE',
    Yorkshire: 'VAN-YK',
    'North West': 'VAN-NW',
    'West Midlands': 'VAN-WM',
    'East Midlands': 'VAN-EM',
  };
  const short = (name: string) => {
    const [first, ...rest] = name.split(' ');
    return `${first![0]}. ${rest.join(' ')}`;
  };
  // Each engineer drives one van of their region's fleet; T. Hadley's is VAN-EA-07.
  const engineers: (readonly [string, string, string])[] = [
    ...ENGINEERS.map(([n, r], i) => [short(n), r, `${vans[r] ?? 'VAN-SE'}-${pad2((i % 6) + 1)}`] as const),
    ['T. Hadley', 'East of England', 'VAN-EA-07'],
    ['D. Farrow', 'East of England', 'VAN-EA-05'],
  ];
  /** A serial: a part fitted now was built in 2025 or 2026, the part it replaces years before. */
  const serial = (prefix: string, fitted: boolean) =>
    prefix
      ? `${prefix}-${fitted ? `${between(random, 25, 26)}${pad2(between(random, 1, 10))}` : `${between(random, 21, 24)}${pad2(between(random, 1, 12))}`}-${chars(random, DIGITS, 6)}`
      : '';
  const header =
    'movement_id,created_at,movement_type,engineer,van_location,work_order,site_code,site_name,asset_id,part_no,part_description,qty,serial_installed,serial_removed,reason_code';
  const rows: { t: number; cells: (string | number)[] }[] = [];
  const csv = (cells: readonly (string | number)[]) =>
    cells.map((c) => (typeof c === 'string' && /[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c))).join(',');
  const from = Date.UTC(2026, 9, 26, 7, 0);
  const to = Date.UTC(2026, 10, 17, 18, 0);
  for (let t = from; t < to;) {
    t += between(random, 2, 14) * MINUTE + between(random, 0, 59) * 1000;
    const hour = new Date(t).getUTCHours();
    if (hour >= 19 || hour < 7) {
      t = Date.UTC(
        new Date(t).getUTCFullYear(),
        new Date(t).getUTCMonth(),
        new Date(t).getUTCDate() + (hour >= 19 ? 1 : 0),
        7,
        between(random, 0, 40),
      );
      continue;
    }
    const at = t;
    const cells = without([needle, removed], () => {
      const [engineer, region, van] = oneOf(random, engineers);
      const kind = random();
      let part = oneOf(random, PARTS);
      if (kind < 0.15)
        return csv([isoS(at), 'TRANSFER', engineer, van, '', '', '', '', part[0], part[1], between(random, 1, 4), '', '', 'VAN_REPLENISH']);
      const local = sites.filter((s) => s.region === region);
      const site = oneOf(random, local.length > 0 ? local : sites);
      // The engineer's own module swap at Norwich Riverside is planted below, alone of its kind.
      if (site.code === 'NRW-RVS' && part[0].includes('PM')) part = PARTS[2]!;
      const wo = `WO-2026-${String(between(random, 48_000, 52_400)).padStart(6, '0')}`;
      const asset = `HCN-${site.code}-${pad2(between(random, 1, 10))}`;
      if (kind < 0.22)
        return csv([
          isoS(at),
          'RETURN',
          engineer,
          van,
          wo,
          site.code,
          site.name,
          asset,
          part[0],
          part[1],
          1,
          '',
          serial(part[2], false),
          'RETURN_FAULTY',
        ]);
      const consumable = ['FUSE-200GR', 'FILTER-G4', 'RCBO-40-B', 'FAN-120-24V', 'SPD-T2-4P'].includes(part[0]);
      return csv([
        isoS(at),
        'ISSUE',
        engineer,
        van,
        wo,
        site.code,
        site.name,
        asset,
        part[0],
        part[1],
        part[2] ? 1 : between(random, 1, 3),
        serial(part[2], true),
        serial(part[2], false),
        consumable
          ? oneOf(random, ['FAULT_REPLACE', 'PM_REPLACE'])
          : oneOf(random, ['FAULT_REPLACE', 'FAULT_REPLACE', 'VANDALISM', 'UPGRADE']),
      ]);
    });
    rows.push({ t: at, cells: [cells] });
  }
  const nrw = siteByCode('NRW-RVS');
  const gym = siteByCode('GYM-RTP');
  const planted: { t: number; cells: (string | number)[] }[] = [
    {
      t: Date.UTC(2026, 9, 29, 11, 4, 51),
      cells: [
        'ISSUE',
        'D. Farrow',
        'VAN-EA-05',
        'WO-2026-049877',
        nrw.code,
        nrw.name,
        'HCN-NRW-RVS-02',
        'KP-PM50-SIC',
        'Power module 50kW SiC',
        1,
        'PM50-2610-003312',
        'PM50-2402-000918',
        'FAULT_REPLACE',
      ],
    },
    {
      t: Date.UTC(2026, 10, 4, 14, 22, 7),
      cells: [
        'ISSUE',
        'T. Hadley',
        'VAN-EA-07',
        'WO-2026-050604',
        gym.code,
        gym.name,
        `HCN-${gym.code}-04`,
        'KP-PM50-SIC',
        'Power module 50kW SiC',
        1,
        'PM50-2609-002761',
        'PM50-2311-000402',
        'FAULT_REPLACE',
      ],
    },
    {
      t: Date.UTC(2026, 10, 11, 10, 42, 17),
      cells: [
        'ISSUE',
        'T. Hadley',
        'VAN-EA-07',
        'WO-2026-051377',
        nrw.code,
        nrw.name,
        'HCN-NRW-RVS-05',
        'KP-PM50-SIC',
        'Power module 50kW SiC',
        1,
        needle,
        removed,
        'FAULT_REPLACE',
      ],
    },
    {
      t: Date.UTC(2026, 10, 11, 10, 49, 2),
      cells: [
        'ISSUE',
        'T. Hadley',
        'VAN-EA-07',
        'WO-2026-051377',
        nrw.code,
        nrw.name,
        'HCN-NRW-RVS-05',
        'FUSE-200GR',
        'Fuse 200A gR NH1',
        2,
        '',
        '',
        'FAULT_REPLACE',
      ],
    },
    {
      t: Date.UTC(2026, 10, 12, 16, 5, 40),
      cells: [
        'RETURN',
        'T. Hadley',
        'VAN-EA-07',
        'WO-2026-051377',
        nrw.code,
        nrw.name,
        'HCN-NRW-RVS-05',
        'KP-PM50-SIC',
        'Power module 50kW SiC',
        1,
        '',
        removed,
        'RETURN_FAULTY',
      ],
    },
    {
      t: Date.UTC(2026, 10, 13, 9, 15, 33),
      cells: [
        'ISSUE',
        'T. Hadley',
        'VAN-EA-07',
        'WO-2026-051502',
        nrw.code,
        nrw.name,
        'HCN-NRW-RVS-03',
        'CBL-CCS2-200',
        'CCS2 cable assembly 200A 5m',
        1,
        'C2C-2608-010442',
        'C2C-2405-003381',
        'VANDALISM',
      ],
    },
  ];
  for (const p of planted) rows.push({ t: p.t, cells: [csv([isoS(p.t), ...p.cells])] });
  rows.sort((a, b) => a.t - b.t);
  const output = `${header}\n${rows.map((r, i) => `MV-${48_100 + i},${r.cells.join(',')}`).join('\n')}\n`;
  return probe(
    'round 102: van stock movements (CSV), preamble and paraphrase',
    'Tom Hadley from our Norfolk team put a new power unit into one of the ultra-rapids at Norwich Riverside last week. Finance need the serial number of the part he fitted for the warranty claim — can you dig it out?',
    'erp_stock_movements',
    output,
    'fitted-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.
// ---------------------------------------------------------------------------------------------------

function siteControllerMetrics(): EconomicsTask {
  const random = seededRandom(102_010);
  const needle = '71.85';
  const lines: string[] = [];
  const chargers = Array.from({ length: 24 }, (_, i) => `HCN-GTW-NTH-${pad2(i + 1)}`);
  const connectors = chargers.flatMap((cp) => [1, 2].map((c) => ({ cp, c, busy: random() < 0.55 })));
  const target = connectors[27]!;
  target.busy = true;
  const family = (name: string, help: string, type: string) => lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  const value = (make: () => string) => without([needle], make);
  family('go_gc_duration_seconds', 'A summary of the pause duration of garbage collection cycles.', 'summary');
  for (const q of ['0', '0.25', '0.5', '0.75', '1'])
    lines.push(`go_gc_duration_seconds{quantile="${q}"} ${value(() => (random() / 1000).toExponential(4))}`);
  lines.push(
    `go_gc_duration_seconds_sum ${value(() => prom(random() * 9, 6))}`,
    `go_gc_duration_seconds_count ${between(random, 20000, 90000)}`,
  );
  family('go_goroutines', 'Number of goroutines that currently exist.', 'gauge');
  lines.push(`go_goroutines ${between(random, 180, 320)}`);
  family('go_memstats_alloc_bytes', 'Number of bytes allocated and still in use.', 'gauge');
  lines.push(`go_memstats_alloc_bytes ${between(random, 20_000_000, 90_000_000)}`);
  family('process_cpu_seconds_total', 'Total user and system CPU time spent in seconds.', 'counter');
  lines.push(`process_cpu_seconds_total ${value(() => prom(between(random, 100_000, 900_000) / 100, 2))}`);
  family('process_resident_memory_bytes', 'Resident memory size in bytes.', 'gauge');
  lines.push(`process_resident_memory_bytes ${between(random, 80_000_000, 200_000_000)}`);
  family('siteems_build_info', 'Build information of the site controller.', 'gauge');
  lines.push('siteems_build_info{version="3.4.1",revision="9c1e2f7",site="GTW-NTH",controller="ems-gtw-nth-01"} 1');
  family('siteems_http_request_duration_seconds', 'Latency of the local API.', 'histogram');
  const routes = [
    '/api/v1/site',
    '/api/v1/chargers',
    '/api/v1/chargers/{id}',
    '/api/v1/limits',
    '/api/v1/schedule',
    '/api/v1/meters',
    '/healthz',
    '/metrics',
  ];
  const buckets = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'];
  for (const route of routes)
    for (const method of ['GET', 'PUT'])
      for (const code of ['200', '304', '404']) {
        let count = 0;
        for (const le of buckets) {
          count += between(random, 0, 900);
          lines.push(
            `siteems_http_request_duration_seconds_bucket{route="${route}",method="${method}",code="${code}",le="${le}"} ${count}`,
          );
        }
        lines.push(
          `siteems_http_request_duration_seconds_sum{route="${route}",method="${method}",code="${code}"} ${value(() => prom(random() * count * 0.04, 3))}`,
        );
        lines.push(`siteems_http_request_duration_seconds_count{route="${route}",method="${method}",code="${code}"} ${count}`);
      }
  family('siteems_site_import_power_watts', 'Active power imported at the site meter.', 'gauge');
  lines.push(`siteems_site_import_power_watts{site="GTW-NTH",meter="main"} ${between(random, 600_000, 1_100_000)}`);
  family('siteems_site_limit_watts', 'Current site power limit applied by load management.', 'gauge');
  lines.push('siteems_site_limit_watts{site="GTW-NTH",source="schedule"} 1350000');
  const labels = (x: { cp: string; c: number }) => `site="GTW-NTH",charge_point="${x.cp}",connector="${x.c}"`;
  family('siteems_connector_power_watts', 'Active power delivered on the connector.', 'gauge');
  for (const x of connectors) lines.push(`siteems_connector_power_watts{${labels(x)}} ${x.busy ? between(random, 18_000, 150_000) : 0}`);
  family('siteems_connector_limit_watts', 'Power limit allocated to the connector.', 'gauge');
  for (const x of connectors)
    lines.push(`siteems_connector_limit_watts{${labels(x)}} ${x.busy ? between(random, 40, 150) * 1000 : 150000}`);
  family('siteems_connector_current_amperes', 'DC output current.', 'gauge');
  for (const x of connectors)
    lines.push(`siteems_connector_current_amperes{${labels(x)}} ${value(() => prom(x.busy ? between(random, 400, 3600) / 10 : 0, 1))}`);
  family('siteems_connector_voltage_volts', 'DC output voltage.', 'gauge');
  for (const x of connectors)
    lines.push(`siteems_connector_voltage_volts{${labels(x)}} ${value(() => prom(x.busy ? between(random, 3600, 8200) / 10 : 0, 1))}`);
  family('siteems_connector_energy_wh_total', 'Energy delivered on the connector since commissioning.', 'counter');
  for (const x of connectors) lines.push(`siteems_connector_energy_wh_total{${labels(x)}} ${between(random, 40_000_000, 380_000_000)}`);
  family('siteems_connector_ev_soc_percent', 'State of charge reported by the vehicle.', 'gauge');
  for (const x of connectors.filter((c) => c.busy)) lines.push(`siteems_connector_ev_soc_percent{${labels(x)}} ${between(random, 9, 94)}`);
  family('siteems_connector_cable_temperature_celsius', 'Temperature measured at the cable handle.', 'gauge');
  for (const x of connectors)
    lines.push(
      `siteems_connector_cable_temperature_celsius{${labels(x)}} ${x === target ? needle : value(() => prom(x.busy ? between(random, 2200, 3900) / 100 : between(random, 700, 1250) / 100, 2))}`,
    );
  family('siteems_connector_inlet_coolant_temperature_celsius', 'Coolant temperature at the cable inlet.', 'gauge');
  for (const x of connectors)
    lines.push(
      `siteems_connector_inlet_coolant_temperature_celsius{${labels(x)}} ${value(() => prom(between(random, 1400, 3100) / 100, 2))}`,
    );
  family('siteems_power_module_temperature_celsius', 'Heatsink temperature of each power module.', 'gauge');
  for (const cp of chargers)
    for (let m = 1; m <= 6; m++)
      lines.push(
        `siteems_power_module_temperature_celsius{site="GTW-NTH",charge_point="${cp}",module="${m}"} ${value(() => prom(between(random, 2400, 5200) / 100, 2))}`,
      );
  family('siteems_cabinet_fan_speed_rpm', 'Cabinet fan speed.', 'gauge');
  for (const cp of chargers)
    for (const f of [1, 2])
      lines.push(`siteems_cabinet_fan_speed_rpm{site="GTW-NTH",charge_point="${cp}",fan="${f}"} ${between(random, 900, 3400)}`);
  family('siteems_charge_point_isolation_resistance_ohms', 'Last insulation measurement before energising.', 'gauge');
  for (const x of connectors)
    lines.push(`siteems_charge_point_isolation_resistance_ohms{${labels(x)}} ${between(random, 2_000_000, 9_000_000)}`);
  family('siteems_ocpp_messages_total', 'OCPP messages exchanged with the charge point, by action and direction.', 'counter');
  const actions = [
    'Authorize',
    'BootNotification',
    'DataTransfer',
    'Heartbeat',
    'MeterValues',
    'StartTransaction',
    'StatusNotification',
    'StopTransaction',
    'RemoteStartTransaction',
    'RemoteStopTransaction',
    'SetChargingProfile',
    'TriggerMessage',
  ];
  for (const cp of chargers)
    for (const action of actions)
      for (const direction of ['in', 'out'])
        lines.push(
          `siteems_ocpp_messages_total{site="GTW-NTH",charge_point="${cp}",action="${action}",direction="${direction}"} ${between(random, 0, 90_000)}`,
        );
  family('siteems_modbus_poll_duration_seconds', 'Time to poll each charge point over Modbus.', 'histogram');
  for (const cp of chargers) {
    let count = 0;
    for (const le of ['0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '+Inf']) {
      count += between(random, 0, 40_000);
      lines.push(`siteems_modbus_poll_duration_seconds_bucket{site="GTW-NTH",charge_point="${cp}",le="${le}"} ${count}`);
    }
    lines.push(
      `siteems_modbus_poll_duration_seconds_sum{site="GTW-NTH",charge_point="${cp}"} ${value(() => prom(count * 0.03 * random(), 3))}`,
    );
    lines.push(`siteems_modbus_poll_duration_seconds_count{site="GTW-NTH",charge_point="${cp}"} ${count}`);
  }
  family('siteems_connector_sessions_total', 'Sessions started on the connector.', 'counter');
  for (const x of connectors) lines.push(`siteems_connector_sessions_total{${labels(x)}} ${between(random, 1200, 9800)}`);
  family('siteems_limit_updates_total', 'Charging profiles sent by load management.', 'counter');
  for (const x of connectors) lines.push(`siteems_limit_updates_total{${labels(x)}} ${between(random, 20_000, 400_000)}`);
  family('siteems_connector_state', 'Connector state (1 for the current state).', 'gauge');
  for (const x of connectors)
    for (const st of ['Available', 'Preparing', 'Charging', 'SuspendedEV', 'SuspendedEVSE', 'Finishing', 'Reserved', 'Unavailable'])
      lines.push(`siteems_connector_state{${labels(x)},state="${st}"} ${(x.busy ? st === 'Charging' : st === 'Available') ? 1 : 0}`);
  const output = lines.join('\n') + '\n';
  return probe(
    'round 102: site controller metrics (Prometheus)',
    'A driver at Gatwick North told us one of the charging cables felt really hot. From the site controller metrics, is there a cable much warmer than all the others — which one, and how hot?',
    'scrape_site_controller',
    output,
    'hot-cable',
    needle,
  );
}

function configAudit(): EconomicsTask {
  const random = seededRandom(102_011);
  const sites = allSites();
  const chargers = sites.flatMap((s) => chargersAt(random, s, 2, 14));
  const targetIndex = Math.floor(chargers.length * 0.56);
  const target = chargers[targetIndex]!;
  const cols: readonly (readonly [string, number])[] = [
    ['CHARGE_POINT', 16],
    ['SITE', 9],
    ['MODEL', 30],
    ['FIRMWARE', 12],
    ['HeartbeatInterval', 18],
    ['MeterValueSampleInterval', 25],
    ['ClockAlignedDataInterval', 25],
    ['ConnectionTimeOut', 18],
    ['LocalAuthorizeOffline', 22],
    ['AuthorizeRemoteTxRequests', 26],
    ['WebSocketPingInterval', 22],
    ['MeterValuesSampledData', 0],
  ];
  const fmt = (cells: readonly string[]) =>
    cells
      .map((c, i) => (cols[i]![1] ? c.padEnd(cols[i]![1]) : c))
      .join('')
      .trimEnd();
  const lines = [
    '$ csmsctl config audit --fleet all --keys HeartbeatInterval,MeterValueSampleInterval,ClockAlignedDataInterval,ConnectionTimeOut,LocalAuthorizeOffline,AuthorizeRemoteTxRequests,WebSocketPingInterval,MeterValuesSampledData',
    `Fetched GetConfiguration from ${chargers.length} of ${chargers.length + 23} charge points (23 offline, skipped) in 41.8s`,
    '',
    fmt(cols.map(([name]) => name)),
  ];
  for (const c of chargers) {
    const dc = c.model.dc;
    lines.push(
      fmt([
        c.id,
        c.site.code,
        `${c.model.vendor} ${c.model.model}`,
        c.fw,
        c === target ? '3600' : '300',
        dc ? '60' : oneOf(random, ['60', '300']),
        oneOf(random, ['900', '900', '0']),
        dc ? oneOf(random, ['60', '90']) : '120',
        oneOf(random, ['true', 'true', 'false']),
        'true',
        c.model.vendor === 'Alfen' || c.model.vendor === 'Zaptec' ? '0' : oneOf(random, ['60', '120']),
        dc
          ? 'Energy.Active.Import.Register,Power.Active.Import,Current.Import,SoC'
          : 'Energy.Active.Import.Register,Power.Active.Import,Current.Import,Voltage',
      ]),
    );
  }
  lines.push('', `${chargers.length} charge points, 8 keys`, '');
  return probe(
    'round 102: fleet OCPP configuration audit',
    "Our chargers are all meant to heartbeat at the same interval. Going by the fleet config audit, is there one that's set differently from the rest?",
    'csms_config_audit',
    lines.join('\n'),
    'odd-heartbeat',
    target.id,
  );
}

function terminalStats(): EconomicsTask {
  const random = seededRandom(102_012);
  const sites = allSites();
  const chargers = sites.flatMap((s) => chargersAt(random, s, 2, 14));
  const targetIndex = Math.floor(chargers.length * 0.43);
  const header =
    'terminal_id,serial_no,model,firmware,tms_profile,charger_id,site_code,site_name,acquirer,mid,tid,last_heartbeat_utc,last_txn_utc,txn_7d,approved_7d,declined_7d,refunds_7d,avg_ticket_gbp,contactless_share_pct';
  const rows: string[] = [];
  let needle = '';
  chargers.forEach((c, i) => {
    const terminal = `TRM-${String(10_400 + i * 3 + pick(random, 3)).padStart(6, '0')}`;
    const txn = c.model.dc ? between(random, 40, 420) : between(random, 8, 90);
    const declined = i === targetIndex ? Math.round(txn * 0.71) : Math.round((txn * between(random, 0, 45)) / 1000);
    if (i === targetIndex) needle = terminal;
    const model = c.model.vendor === 'Alpitronic' || c.model.vendor === 'Kempower' || !c.model.dc ? 'Payter Apollo' : 'Nayax Onyx';
    const fw =
      model === 'Payter Apollo'
        ? oneOf(random, ['P2.11.4', 'P2.11.4', 'P2.12.0'])
        : oneOf(random, ['VPOS-5.21.0', 'VPOS-5.21.0', 'VPOS-5.22.1']);
    rows.push(
      [
        terminal,
        `${model === 'Payter Apollo' ? 'APL' : 'ONX'}${chars(random, DIGITS, 9)}`,
        model,
        fw,
        `HCN-${c.model.dc ? 'DC' : 'AC'}-${model === 'Payter Apollo' ? 'APOLLO' : 'ONYX'}-V${between(random, 7, 8)}`,
        c.id,
        c.site.code,
        c.site.name.includes(',') ? `"${c.site.name}"` : c.site.name,
        ...(random() < 0.75 ? ['Adyen', 'HalyardChargeGB_POS'] : ['Worldpay', '5301884172']),
        chars(random, DIGITS, 8),
        isoS(Date.UTC(2026, 10, 18, 8, between(random, 0, 59), between(random, 0, 59))),
        isoS(Date.UTC(2026, 10, between(random, 16, 17), between(random, 0, 23), between(random, 0, 59), between(random, 0, 59))),
        txn,
        txn - declined,
        declined,
        between(random, 0, 3),
        (between(random, 1800, 4200) / 100).toFixed(2),
        (between(random, 820, 990) / 10).toFixed(1),
      ].join(','),
    );
  });
  const output = `${header}\n${rows.join('\n')}\n`;
  return probe(
    'round 102: payment terminal weekly stats (CSV)',
    "Looking at last week's card reader stats, is there one reader turning away far more cards than all the others? Which one?",
    'payments_terminal_report',
    output,
    'declining-reader',
    needle,
  );
}

export function roundOneHundredTwo(): EconomicsTask[] {
  return [
    roamingCdrs(),
    bankStatement(),
    driverAppBundle(),
    siteEmsExport(),
    csmsGatewayLog(),
    workOrders(),
    ocppTrace(),
    tariffTable(),
    partsMovements(),
    siteControllerMetrics(),
    configAudit(),
    terminalStats(),
  ];
}
