/**
 * Probe round 136, written blind: Kingsway Link Tollways, a made-up toll road and bridge operator (lane controllers and tag readers, ANPR and video tolling, customer accounts and statements, penalty notices, traffic incidents and patrols, toll plaza equipment maintenance). "Today" is Tuesday, 16 March 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - lane controller export (minified JSON, one line): which tag went through one lane of a plaza at one second yesterday afternoon;
 *  - ANPR read batch (one-line XML): which customer account a plate was matched to on Sunday;
 *  - statement batch export (CSV, one fleet account's trip detail is one huge field): the trip reference of one truck trip;
 * b. The answer a few lines away from the line the question's words match:
 *  - plaza equipment inventory (YAML): the serial number of the tag reader of one lane;
 *  - incident log query (pretty JSON): the incident number of one breakdown, named by chainage, direction and night;
 *  - ANPR camera configuration (XML): the IP address of one camera, named by site, lane and facing;
 * c. A question that paraphrases the output or carries a preamble:
 *  - account statement (text report): the reference of the credit for a "billed twice" bridge crossing (a duplicate passage);
 *  - penalty notice service log (key=value): after a preamble, which notice was cancelled for an emergency services vehicle;
 *  - patrol activity report (HTML): the job number of the patrol that shifted a stalled car off the bridge early on Saturday;
 * d. One value unlike its peers, with no error word near it:
 *  - tag reader fleet status (fixed-width table): the one reader on another firmware;
 *  - statement render log (log lines): the one batch that took far longer than the others;
 *  - lane configuration dump (INI): the one lane that keeps plate photos for a much shorter time.
 * Not among the bench's targets.
 * First run, at 7ae33eb (the head when the round was written); with this file; `ROUNDS=136
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,444,890 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 136: lane controller export, one tag
 *     codex: 16,044 tokens, peak 15,956, 0/1 needles, 0 read-backs
 *     context-chef: 798 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,086 tokens, peak 1,658, 0/1 needles, 1 read-backs
 *     ours: 4,453 tokens, peak 1,885, 0/1 needles, 2 read-backs
 *   round 136: ANPR read batch, one account
 *     codex: 212 tokens, peak 133, 0/1 needles, 0 read-backs
 *     context-chef: 786 tokens, peak 707, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,923 tokens, peak 1,091, 1/1 needles, 1 read-backs
 *     ours: 2,313 tokens, peak 1,337, 1/1 needles, 1 read-backs
 *   round 136: statement batch CSV, one trip reference
 *     codex: 23,660 tokens, peak 23,571, 0/1 needles, 0 read-backs
 *     context-chef: 1,069 tokens, peak 980, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,186 tokens, peak 7,132, 1/1 needles, 3 read-backs
 *     ours: 36,090 tokens, peak 13,803, 1/1 needles, 4 read-backs
 *   round 136: equipment inventory YAML, one serial
 *     codex: 11,089 tokens, peak 11,015, 0/1 needles, 0 read-backs
 *     context-chef: 594 tokens, peak 520, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,862 tokens, peak 2,502, 0/1 needles, 2 read-backs
 *     ours: 6,214 tokens, peak 2,766, 1/1 needles, 2 read-backs
 *   round 136: incident log JSON, one incident number
 *     codex: 13,517 tokens, peak 13,441, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,826 tokens, peak 1,504, 0/1 needles, 1 read-backs
 *     ours: 3,640 tokens, peak 2,698, 1/1 needles, 1 read-backs
 *   round 136: ANPR camera config XML, one IP address
 *     codex: 14,816 tokens, peak 14,734, 0/1 needles, 0 read-backs
 *     context-chef: 743 tokens, peak 661, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,126 tokens, peak 2,013, 0/1 needles, 4 read-backs
 *     ours: 5,032 tokens, peak 1,833, 0/1 needles, 3 read-backs
 *   round 136: account statement, the credit for a double charge
 *     codex: 15,912 tokens, peak 15,828, 0/1 needles, 0 read-backs
 *     context-chef: 462 tokens, peak 378, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,258 tokens, peak 1,274, 0/1 needles, 2 read-backs
 *     ours: 2,739 tokens, peak 1,062, 0/1 needles, 2 read-backs
 *   round 136: penalty notice log, the notice cancelled for an emergency vehicle
 *     codex: 15,684 tokens, peak 15,581, 0/1 needles, 0 read-backs
 *     context-chef: 816 tokens, peak 713, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,405 tokens, peak 1,385, 0/1 needles, 4 read-backs
 *     ours: 2,201 tokens, peak 1,211, 1/1 needles, 1 read-backs
 *   round 136: patrol activity report, the job that moved a car off the bridge
 *     codex: 16,296 tokens, peak 16,211, 0/1 needles, 0 read-backs
 *     context-chef: 774 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,274 tokens, peak 3,227, 0/1 needles, 3 read-backs
 *     ours: 10,409 tokens, peak 5,402, 1/1 needles, 3 read-backs
 *   round 136: tag reader fleet status, the odd firmware
 *     codex: 23,530 tokens, peak 23,454, 0/1 needles, 0 read-backs
 *     context-chef: 998 tokens, peak 922, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,259 tokens, peak 1,554, 0/1 needles, 4 read-backs
 *     ours: 4,918 tokens, peak 1,046, 1/1 needles, 4 read-backs
 *   round 136: statement render log, the slow batch
 *     codex: 16,496 tokens, peak 16,419, 0/1 needles, 0 read-backs
 *     context-chef: 777 tokens, peak 700, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,937 tokens, peak 3,984, 0/1 needles, 2 read-backs
 *     ours: 8,198 tokens, peak 4,327, 0/1 needles, 2 read-backs
 *   round 136: lane config dump, the short photo retention
 *     codex: 12,785 tokens, peak 12,709, 0/1 needles, 0 read-backs
 *     context-chef: 657 tokens, peak 581, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,880 tokens, peak 2,984, 0/1 needles, 2 read-backs
 *     ours: 7,055 tokens, peak 3,220, 1/1 needles, 2 read-backs
 *     codex: 180,041 tokens, 0/12 needles
 *     context-chef: 9,179 tokens, 0/12 needles
 *     context-chef-store: 76,022 tokens, 2/12 needles
 *     ours: 93,262 tokens, 8/12 needles
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

const DIGITS = '0123456789';
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const UPPER_HEX = '0123456789ABCDEF';
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the day `offset` days after `base` (`YYYY-MM-DD`). */
function dayAfter(base: string, offset: number): string {
  return new Date(Date.parse(`${base}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** `HH:MM:SS` of a second of the day. */
function hms(second: number): string {
  return `${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}:${pad2(second % 60)}`;
}

/** A fresh value from `make`, never one already in `used` (then kept there). */
function fresh(used: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

/** A Kingsway registration plate, `ABC12D`. */
function plate(random: () => number): string {
  return `${chars(random, PLATE_LETTERS, 3)}${chars(random, DIGITS, 2)}${chars(random, PLATE_LETTERS, 1)}`;
}

/** Toll in cents by vehicle class (1 motorcycle, 2 car, 3 light commercial, 4 heavy vehicle). */
const TOLL_CENTS: Record<number, number> = { 1: 448, 2: 895, 3: 1342, 4: 2685 };

/** The network's plazas and gantries, with the names customers see. */
const SITES = [
  { code: 'HBN', name: 'Harbour Bridge Nth', dir: 'NB' },
  { code: 'HBS', name: 'Harbour Bridge Sth', dir: 'SB' },
  { code: 'MLB', name: 'Millbrook', dir: 'EB' },
  { code: 'EGT', name: 'Eastgate', dir: 'EB' },
  { code: 'RVN', name: 'Riverside North', dir: 'NB' },
  { code: 'RVS', name: 'Riverside South', dir: 'SB' },
  { code: 'CRF', name: 'Cressfield', dir: 'WB' },
  { code: 'WFR', name: 'Westfield Road', dir: 'WB' },
  { code: 'TBT', name: 'Thornbury Tunnel', dir: 'NB' },
  { code: 'ASH', name: 'Ashcombe', dir: 'EB' },
  { code: 'KWJ', name: 'Kingsway Junction', dir: 'SB' },
  { code: 'PTS', name: 'Portside', dir: 'WB' },
] as const;

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** a1: the lane controllers' transaction export for the two Harbour Bridge plazas, 2pm to 3pm yesterday, as one line of JSON. */
function a1LaneTransactions(): EconomicsTask {
  const random = seededRandom(136_101);
  const tags = new Set<string>();
  const issuers = ['KLT', 'KLT', 'KLT', 'KLT', 'KLT', 'LNK', 'ETG', 'MTR'];
  const newTag = () => fresh(tags, () => `${oneOf(random, issuers)}${chars(random, DIGITS, 9)}`);
  interface Txn {
    plaza: 'HBN' | 'HBS';
    lane: number;
    second: number;
    ms: number;
    tag: string | null;
  }
  const targetSecond = 14 * 3600 + 32 * 60 + 7;
  const target: Txn = { plaza: 'HBN', lane: 7, second: targetSecond, ms: 412, tag: newTag() };
  const txns: Txn[] = [];
  for (let i = 0; i < 1250; i++) {
    const t: Txn = {
      plaza: oneOf(random, ['HBN', 'HBS'] as const),
      lane: between(random, 1, 12),
      second: 14 * 3600 + pick(random, 3600),
      ms: pick(random, 1000),
      tag: random() < 0.91 ? newTag() : null,
    };
    if (t.plaza === 'HBN' && t.lane === 7 && t.second === targetSecond) continue;
    txns.push(t);
  }
  // Near-misses: the same lane a few seconds either side, the same second on the other plaza or another lane, digits swapped.
  for (const [plaza, lane, second] of [
    ['HBN', 7, targetSecond - 4],
    ['HBN', 7, targetSecond + 5],
    ['HBN', 7, 14 * 3600 + 23 * 60 + 7],
    ['HBS', 7, targetSecond],
    ['HBN', 1, targetSecond],
    ['HBN', 12, targetSecond],
  ] as const) {
    txns.push({ plaza, lane, second, ms: pick(random, 1000), tag: newTag() });
  }
  txns.push(target);
  txns.sort((x, y) => x.second - y.second || x.ms - y.ms);
  const laneSeq = new Map<string, number>();
  const transactions = txns.map((t) => {
    const key = `${t.plaza}${t.lane}`;
    const seq = (laneSeq.get(key) ?? between(random, 4100, 4900)) + 1;
    laneSeq.set(key, seq);
    const cls = oneOf(random, [2, 2, 2, 2, 2, 2, 3, 3, 4, 1]);
    const time = hms(t.second);
    const status = t.tag === null ? null : t.tag.startsWith('KLT') ? (random() < 0.04 ? 'LOW_BALANCE' : 'VALID') : 'INTEROP_VALID';
    return {
      txnId: `${t.plaza}-L${pad2(t.lane)}-20270315${time.replaceAll(':', '')}-${seq}`,
      plaza: t.plaza,
      plazaName: t.plaza === 'HBN' ? 'Harbour Bridge Northbound' : 'Harbour Bridge Southbound',
      dir: t.plaza === 'HBN' ? 'NB' : 'SB',
      lane: t.lane,
      ts: `2027-03-15T${time}.${String(t.ms).padStart(3, '0')}+11:00`,
      tag:
        t.tag === null
          ? null
          : { id: t.tag, issuer: t.tag.slice(0, 3), status, reads: between(random, 1, 6), rssi: -between(random, 41, 68) },
      avc: {
        class: cls,
        axles: cls === 4 ? between(random, 3, 9) : 2,
        lengthCm: cls === 1 ? between(random, 190, 240) : cls === 4 ? between(random, 900, 2550) : between(random, 380, 620),
      },
      anpr: { readId: `AR${hex(random, 10)}`, plate: plate(random), conf: Number((0.78 + random() * 0.21).toFixed(2)) },
      tollCents: TOLL_CENTS[cls],
      result: t.tag === null ? 'VIDEO_TOLL_PENDING' : status === 'LOW_BALANCE' ? 'TAG_CHARGED_LOW_BAL' : 'TAG_CHARGED',
    };
  });
  const output = JSON.stringify({
    export: {
      source: 'klt-lcs-prod',
      plazas: ['HBN', 'HBS'],
      from: '2027-03-15T14:00:00+11:00',
      to: '2027-03-15T15:00:00+11:00',
      generated: '2027-03-16T09:12:44+11:00',
      count: transactions.length,
    },
    transactions,
    summary: {
      tagCharged: transactions.filter((t) => t.tag !== null).length,
      videoTollPending: transactions.filter((t) => t.tag === null).length,
    },
  });
  return probe(
    'round 136: lane controller export, one tag',
    'I need the tag number for whatever went through lane 7 at the Harbour Bridge northbound plaza yesterday at 2:32 and 7 seconds in the afternoon.',
    'lane_controller_export',
    output,
    'tag-id',
    target.tag!,
    true,
  );
}

/** a2: the ANPR read batch of the Millbrook gantries for Saturday to Monday, as one line of XML after the declaration. */
function a2AnprBatch(): EconomicsTask {
  const random = seededRandom(136_102);
  const targetPlate = 'KLD48T';
  const nearPlates = ['KLD48F', 'KLD46T', 'KLB48T', 'KLD43T'];
  const platesUsed = new Set<string>([targetPlate, ...nearPlates]);
  const accounts = new Set<string>();
  const newAccount = () => fresh(accounts, () => `KL-${between(random, 1, 9)}${chars(random, DIGITS, 6)}`);
  const pool = Array.from({ length: 640 }, () => {
    const p = fresh(platesUsed, () => plate(random));
    return { plate: p, account: random() < 0.83 ? newAccount() : null, cls: oneOf(random, [2, 2, 2, 2, 2, 3, 3, 4, 1]) };
  });
  const targetAccount = newAccount();
  interface Read {
    day: number;
    second: number;
    gantry: number;
    plate: string;
    account: string | null;
    cls: number;
    via: string;
  }
  const reads: Read[] = [];
  for (let i = 0; i < 1050; i++) {
    const v = oneOf(random, pool);
    reads.push({
      day: pick(random, 3),
      second: between(random, 5 * 3600, 23 * 3600 + 3599),
      gantry: between(random, 1, 4),
      plate: v.plate,
      account: v.account,
      cls: v.cls,
      via: oneOf(random, ['PLATE_LINK', 'PLATE_LINK', 'TAG_FALLBACK', 'PLATE_LINK']),
    });
  }
  const nearAccounts = nearPlates.map(() => newAccount());
  reads.push({ day: 0, second: 16 * 3600 + 8 * 60 + 51, gantry: 3, plate: targetPlate, account: null, cls: 2, via: '' });
  reads.push({
    day: 1,
    second: 12 * 3600 + 51 * 60 + 36,
    gantry: 2,
    plate: targetPlate,
    account: targetAccount,
    cls: 2,
    via: 'PLATE_LINK',
  });
  reads.push({
    day: 1,
    second: 11 * 3600 + 4 * 60 + 19,
    gantry: 2,
    plate: nearPlates[0]!,
    account: nearAccounts[0]!,
    cls: 2,
    via: 'PLATE_LINK',
  });
  reads.push({
    day: 1,
    second: 13 * 3600 + 20 * 60 + 2,
    gantry: 1,
    plate: nearPlates[1]!,
    account: nearAccounts[1]!,
    cls: 3,
    via: 'PLATE_LINK',
  });
  reads.push({
    day: 1,
    second: 9 * 3600 + 47 * 60 + 55,
    gantry: 4,
    plate: nearPlates[2]!,
    account: nearAccounts[2]!,
    cls: 2,
    via: 'TAG_FALLBACK',
  });
  reads.push({
    day: 2,
    second: 8 * 3600 + 15 * 60 + 40,
    gantry: 2,
    plate: nearPlates[3]!,
    account: nearAccounts[3]!,
    cls: 2,
    via: 'PLATE_LINK',
  });
  reads.sort((x, y) => x.day - y.day || x.second - y.second);
  let seq = between(random, 20_000, 40_000);
  const body = reads
    .map((r) => {
      seq += 1;
      const date = dayAfter('2027-03-13', r.day);
      const time = hms(r.second);
      const gantry = `MLB-G${r.gantry}`;
      const dir = r.gantry <= 2 ? 'EB' : 'WB';
      const conf = r.plate === targetPlate ? '0.97' : (0.71 + random() * 0.28).toFixed(2);
      const stamp = `${date.replaceAll('-', '')}-${time.replaceAll(':', '')}`;
      const alt = random() < 0.18 ? `<Alt conf="${(0.2 + random() * 0.3).toFixed(2)}">${plate(random)}</Alt>` : '';
      const match =
        r.account === null
          ? '<Match type="NONE"/><Disposition>VIDEO_INVOICE_QUEUED</Disposition>'
          : `<Match type="ACCOUNT" account="${r.account}" via="${r.via}"/><Disposition>POSTED</Disposition>`;
      return (
        `<Read id="${gantry}-${stamp}-${seq}"><Gantry dir="${dir}">${gantry}</Gantry><Lane>${between(random, 1, 3)}</Lane>` +
        `<Captured>${date}T${time}.${String(pick(random, 1000)).padStart(3, '0')}+11:00</Captured>` +
        `<Plate jurisdiction="KS" conf="${conf}">${r.plate}</Plate>${alt}<VehicleClass>${r.cls}</VehicleClass>` +
        `<Images front="img://anpr-mlb/${date}/${hex(random, 16)}.jpg" rear="img://anpr-mlb/${date}/${hex(random, 16)}.jpg"/>` +
        `${match}</Read>`
      );
    })
    .join('');
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<AnprReadBatch xmlns="urn:kingswaylink:anpr:v3" batchId="MLB-20270313-20270315" site="MLB" siteName="Millbrook" from="2027-03-13T00:00:00+11:00" to="2027-03-15T23:59:59+11:00" count="${reads.length}" engine="PlateSight 9.4.1">` +
    body +
    '</AnprReadBatch>\n';
  return probe(
    'round 136: ANPR read batch, one account',
    'Which customer account did the plate cameras at Millbrook match rego KLD 48T to on Sunday?',
    'anpr_read_export',
    output,
    'account',
    targetAccount,
    true,
  );
}

/** a3: the February statement batch as CSV; one fleet account's trip detail is one huge quoted field. */
function a3StatementCsv(): EconomicsTask {
  const random = seededRandom(136_103);
  const refs = new Set<string>();
  const newRef = () => fresh(refs, () => `TRP-${chars(random, UPPER_HEX, 8)}`);
  const siteNames = SITES.flatMap((s) =>
    s.code === 'MLB' || s.code === 'EGT' || s.code === 'ASH' ? [`${s.name} EB`, `${s.name} WB`] : [`${s.name} ${s.dir}`],
  );
  const entry = (day: number, second: number, site: string, lane: number, cls: number, rego: string, ref: string) =>
    `${pad2(day)}/02/2027 ${hms(second)}|${site}|L${lane}|C${cls}|${rego}|${(TOLL_CENTS[cls]! / 100 + (site.startsWith('Harbour') ? 0.65 : 0)).toFixed(2)}|${ref}`;
  interface Trip {
    day: number;
    second: number;
    site: string;
    lane: number;
    cls: number;
    rego: string;
    ref: string;
  }
  const byTime = (x: Trip, y: Trip) => x.day - y.day || x.second - y.second;
  const render = (trips: Trip[]) => trips.map((t) => entry(t.day, t.second, t.site, t.lane, t.cls, t.rego, t.ref)).join(';');
  const randomTrip = (regos: string[], cls: () => number): Trip => ({
    day: between(random, 1, 28),
    second: between(random, 0, 86_399),
    site: oneOf(random, siteNames),
    lane: between(random, 1, 4),
    cls: cls(),
    rego: oneOf(random, regos),
    ref: newRef(),
  });
  const isTargetSlot = (t: Trip) => t.day === 15 && t.site.startsWith('Eastgate') && Math.floor(t.second / 60) === 6 * 60 + 41;
  // Brennan Haulage: 2,700 trips by 26 trucks.
  const trucks = Array.from({ length: 26 }, () => `BH${chars(random, DIGITS, 2)}${chars(random, PLATE_LETTERS, 2)}`);
  const brennan: Trip[] = [];
  while (brennan.length < 2700) {
    const t = randomTrip(trucks, () => oneOf(random, [4, 4, 4, 3]));
    if (!isTargetSlot(t)) brennan.push(t);
  }
  const targetRef = newRef();
  brennan.push({ day: 15, second: 6 * 3600 + 41 * 60 + 13, site: 'Eastgate EB', lane: 3, cls: 4, rego: trucks[7]!, ref: targetRef });
  for (const [day, second, site] of [
    [15, 18 * 3600 + 41 * 60 + 52, 'Eastgate WB'],
    [5, 6 * 3600 + 41 * 60 + 30, 'Eastgate EB'],
    [25, 6 * 3600 + 41 * 60 + 8, 'Eastgate EB'],
    [15, 6 * 3600 + 14 * 60 + 45, 'Eastgate EB'],
    [15, 6 * 3600 + 41 * 60 + 40, 'Millbrook EB'],
    [14, 6 * 3600 + 41 * 60 + 2, 'Eastgate EB'],
  ] as const) {
    brennan.push({ day, second, site, lane: between(random, 1, 4), cls: 4, rego: oneOf(random, trucks), ref: newRef() });
  }
  brennan.sort(byTime);

  const firsts = [
    'Aisha',
    'Ben',
    'Chloe',
    'Dev',
    'Elena',
    'Farid',
    'Grace',
    'Hamish',
    'Ines',
    'Jack',
    'Keira',
    'Liam',
    'Maya',
    'Noah',
    'Olive',
    'Priya',
    'Quinn',
    'Rosa',
    'Sam',
    'Tariq',
    'Uma',
    'Vikram',
    'Wen',
    'Yusuf',
    'Zoe',
  ];
  const lasts = [
    'Adebayo',
    'Brennan',
    'Castellano',
    'Dang',
    'Eriksen',
    'Fitzgerald',
    'Gallo',
    'Hartley',
    'Ivanova',
    'Jensen',
    'Kaur',
    'Lindqvist',
    'Moreau',
    'Nakamura',
    'Okafor',
    'Petrov',
    'Quigley',
    'Rahman',
    'Sandoval',
    'Tran',
    'Underwood',
    'Varga',
    'Whitlock',
    'Xu',
    'Young',
  ];
  const businesses = [
    'Plumbing',
    'Electrical',
    'Couriers',
    'Landscaping',
    'Removals',
    'Catering',
    'Scaffolding',
    'Glass & Glazing',
    'Concrete',
    'Pest Control',
    'Freight',
    'Signs',
  ];
  interface Row {
    name: string;
    type: string;
    trips: Trip[];
  }
  const rows: Row[] = [];
  for (let i = 0; i < 330; i++) {
    const business = random() < 0.3;
    const fleet = business && random() < 0.12;
    const regos = Array.from({ length: fleet ? between(random, 4, 12) : business ? between(random, 1, 3) : 1 }, () => plate(random));
    const n = fleet ? between(random, 90, 260) : business ? between(random, 8, 60) : between(random, 0, 26);
    const trips = Array.from({ length: n }, () =>
      randomTrip(regos, () => (business ? oneOf(random, [2, 3, 3]) : oneOf(random, [2, 2, 2, 1]))),
    );
    rows.push({
      name: business
        ? `${oneOf(random, lasts)} ${oneOf(random, businesses)} Pty Ltd`
        : `${oneOf(random, lasts).toUpperCase()} ${oneOf(random, firsts)}`,
      type: fleet ? 'FLEET' : business ? 'BUSINESS' : 'PERSONAL',
      trips: trips.filter(
        (t) => !(t.day === 15 && t.site.startsWith('Eastgate') && t.second >= 6 * 3600 + 40 * 60 && t.second < 6 * 3600 + 43 * 60),
      ),
    });
  }
  // Another Brennan, also through Eastgate just after 6:41 on the 15th.
  const sonsRegos = [plate(random), plate(random)];
  const sons = Array.from({ length: 34 }, () => randomTrip(sonsRegos, () => 3)).filter(
    (t) => !(t.day === 15 && t.site.startsWith('Eastgate')),
  );
  sons.push({ day: 15, second: 6 * 3600 + 41 * 60 + 55, site: 'Eastgate EB', lane: 2, cls: 3, rego: sonsRegos[0]!, ref: newRef() });
  rows.splice(97, 0, { name: 'Brennan & Sons Removals Pty Ltd', type: 'BUSINESS', trips: sons });
  rows.splice(150, 0, { name: 'Brennan Haulage Pty Ltd', type: 'FLEET', trips: brennan });

  const money = (cents: number) => (cents / 100).toFixed(2);
  const accounts = new Set<string>();
  const lines = [
    'account_no,account_name,account_type,statement_no,period_start,period_end,opening_balance,tolls,fees,payments,closing_balance,trip_count,trip_detail',
  ];
  rows.forEach((row, i) => {
    row.trips.sort(byTime);
    const tolls = row.trips.reduce(
      (sum, t) => sum + Math.round(Number(entry(t.day, t.second, t.site, t.lane, t.cls, t.rego, t.ref).split('|')[5]) * 100),
      0,
    );
    const fees = row.type === 'PERSONAL' && random() < 0.15 ? 350 : row.type === 'FLEET' ? 120 * between(random, 2, 30) : 0;
    const opening = between(random, 0, 1) === 0 ? 0 : between(random, 500, 90_000);
    const payments = random() < 0.8 ? opening : 0;
    const account = fresh(accounts, () => `${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 2)}`);
    lines.push(
      [
        account,
        `"${row.name}"`,
        row.type,
        `ST-2702-${String(480_113 + i).padStart(6, '0')}`,
        '2027-02-01',
        '2027-02-28',
        money(opening),
        money(tolls),
        money(fees),
        money(-payments),
        money(opening + tolls + fees - payments),
        String(row.trips.length),
        `"${render(row.trips)}"`,
      ].join(','),
    );
  });
  const output = lines.join('\n') + '\n';
  return probe(
    'round 136: statement batch CSV, one trip reference',
    "On Brennan Haulage's February statement, what's the trip reference for the truck that went through Eastgate at 6:41 in the morning on the fifteenth?",
    'statement_batch_export',
    output,
    'trip-ref',
    targetRef,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** b1: the equipment inventory of every plaza, as YAML from the asset management system. */
function b1EquipmentYaml(): EconomicsTask {
  const random = seededRandom(136_201);
  const serials = new Set<string>();
  const kinds = [
    { kind: 'lane_controller', code: 'LC', make: 'Tollcore', models: ['LC-900', 'LC-900R'], prefix: 'LC9' },
    { kind: 'tag_reader', code: 'TR', make: 'Tollcore', models: ['TR-6200'], prefix: 'TC62' },
    { kind: 'tag_antenna', code: 'TA1', make: 'Tollcore', models: ['TA-58'], prefix: 'TA58' },
    { kind: 'tag_antenna', code: 'TA2', make: 'Tollcore', models: ['TA-58'], prefix: 'TA58' },
    { kind: 'anpr_camera', code: 'CF', make: 'Veyra', models: ['PlateSight P7'], prefix: 'VP7' },
    { kind: 'anpr_camera', code: 'CR', make: 'Veyra', models: ['PlateSight P7'], prefix: 'VP7' },
    { kind: 'avc_scanner', code: 'AVC', make: 'Lidaro', models: ['LX-3 Classifier'], prefix: 'LX3' },
    { kind: 'ups', code: 'UPS', make: 'Eaton', models: ['9SX 3000', '9SX 2000'], prefix: 'G' },
  ];
  const firmware: Record<string, string[]> = {
    lane_controller: ['4.8.2', '4.8.2', '4.9.0'],
    tag_reader: ['5.12.3', '5.12.3', '5.12.1'],
    tag_antenna: ['n/a'],
    anpr_camera: ['9.4.1', '9.4.1', '9.3.7'],
    avc_scanner: ['2.20.4'],
    ups: ['03.08.0007'],
  };
  const date = (fromYear: number, toYear: number) =>
    `${between(random, fromYear, toYear)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const order = ['KWJ', 'HBN', 'HBS', 'MLB', 'EGT', 'RVN', 'RVS', 'CRF', 'WFR', 'TBT', 'ASH', 'PTS'];
  let targetSerial = '';
  const lines = [
    'inventory:',
    '  generated: 2027-03-16T07:00:12+11:00',
    '  source: kl-eam-prod',
    '  scope: toll plaza roadside equipment',
    '  plazas:',
  ];
  for (const code of order) {
    const site = SITES.find((s) => s.code === code)!;
    const laneCount = code === 'RVS' ? 14 : code === 'RVN' ? 10 : between(random, 4, 9);
    lines.push(
      `    - code: ${code}`,
      `      name: ${site.name.replace('Nth', 'North').replace('Sth', 'South')}`,
      `      region: ${oneOf(random, ['Inner West', 'Harbour', 'Eastern', 'Northern'])}`,
    );
    lines.push(`      cabinet: ${code}-RC${between(random, 1, 3)}`, '      lanes:');
    for (let lane = 1; lane <= laneCount; lane++) {
      const dir = site.dir;
      lines.push(
        `        - lane: ${lane}`,
        `          direction: ${dir}`,
        `          mode: ${oneOf(random, ['ETC', 'ETC', 'ETC/Video', 'ETC/Video'])}`,
        '          devices:',
      );
      for (const k of kinds) {
        const serial = fresh(serials, () =>
          k.kind === 'ups' ? `G${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 9)}` : `${k.prefix}-${chars(random, DIGITS, 7)}`,
        );
        if (code === 'RVS' && lane === 4 && k.kind === 'tag_reader') targetSerial = serial;
        const extra = k.code.startsWith('TA')
          ? `, antenna ${k.code.slice(2)}`
          : k.code === 'CF'
            ? ', front'
            : k.code === 'CR'
              ? ', rear'
              : '';
        const siteName = site.name.replace('Nth', 'North').replace('Sth', 'South');
        lines.push(
          `            - asset_id: ${code}-L${pad2(lane)}-${k.code}`,
          `              kind: ${k.kind}`,
          `              location: ${siteName} plaza, lane ${lane} (${dir})${extra}`,
          `              make: ${k.make}`,
          `              model: ${oneOf(random, k.models)}`,
          `              serial: ${serial}`,
          `              firmware: ${oneOf(random, firmware[k.kind]!)}`,
          `              installed: ${date(2019, 2025)}`,
          `              last_pm: ${date(2026, 2026).replace(/^2026-(0[1-2])/, '2027-$1')}`,
          `              status: ${random() < 0.97 ? 'in_service' : oneOf(random, ['spare_fitted', 'awaiting_parts'])}`,
        );
      }
    }
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 136: equipment inventory YAML, one serial',
    "What's the serial number of the tag reader in lane 4 at Riverside South?",
    'plaza_equipment_inventory',
    output,
    'serial',
    targetSerial,
  );
}

/** b2: fifteen days of incidents from the traffic control centre, as pretty-printed JSON. */
function b2IncidentJson(): EconomicsTask {
  const random = seededRandom(136_202);
  const categories = [
    'BREAKDOWN',
    'BREAKDOWN',
    'BREAKDOWN',
    'DEBRIS',
    'CRASH',
    'STOPPED_VEHICLE',
    'PEDESTRIAN',
    'ANIMAL',
    'ROADWORKS_OVERRUN',
    'FLUID_SPILL',
  ];
  const units = ['KP-03', 'KP-05', 'KP-07', 'KP-11', 'KP-12', 'KP-14', 'KP-18', 'KP-21'];
  const ramps = [
    'Millbrook on-ramp',
    'Eastgate off-ramp',
    'Riverside interchange',
    'Thornbury Tunnel portal',
    'Cressfield merge',
    'Ashcombe exit',
    'Harbour Bridge approach',
  ];
  interface Incident {
    day: number;
    second: number;
    category: string;
    carriageway: string;
    chainage: number;
  }
  const incidents: Incident[] = [];
  const isTarget = (i: Incident) =>
    i.category === 'BREAKDOWN' && i.carriageway === 'EB' && i.chainage === 14.2 && i.day === 9 && i.second >= 18 * 3600;
  for (let n = 0; n < 330; n++) {
    const i: Incident = {
      day: pick(random, 15),
      second: pick(random, 86_400),
      category: oneOf(random, categories),
      carriageway: oneOf(random, ['EB', 'WB']),
      chainage: between(random, 4, 268) / 10,
    };
    if (!isTarget(i)) incidents.push(i);
  }
  const target: Incident = { day: 9, second: 21 * 3600 + 47 * 60 + 10, category: 'BREAKDOWN', carriageway: 'EB', chainage: 14.2 };
  incidents.push(
    target,
    { day: 9, second: 22 * 3600 + 31 * 60 + 48, category: 'BREAKDOWN', carriageway: 'WB', chainage: 14.2 },
    { day: 9, second: 7 * 3600 + 58 * 60 + 2, category: 'DEBRIS', carriageway: 'EB', chainage: 14.2 },
    { day: 9, second: 20 * 3600 + 12 * 60 + 37, category: 'BREAKDOWN', carriageway: 'EB', chainage: 12.4 },
    { day: 11, second: 21 * 3600 + 5 * 60 + 44, category: 'BREAKDOWN', carriageway: 'EB', chainage: 14.2 },
    { day: 6, second: 23 * 3600 + 2 * 60 + 19, category: 'BREAKDOWN', carriageway: 'EB', chainage: 14.6 },
  );
  incidents.sort((x, y) => x.day - y.day || x.second - y.second);
  const perDay = new Map<number, number>();
  let targetNo = '';
  const at = (day: number, second: number) => `${dayAfter('2027-03-01', day + Math.floor(second / 86_400))}T${hms(second % 86_400)}+11:00`;
  const records = incidents.map((i) => {
    const seq = (perDay.get(i.day) ?? 0) + 1;
    perDay.set(i.day, seq);
    const no = `INC-${dayAfter('2027-03-01', i.day).slice(2).replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
    if (i === target) targetNo = no;
    const unit = oneOf(random, units);
    const dispatched = i.second + between(random, 60, 420);
    const onScene = dispatched + between(random, 240, 1500);
    const cleared = onScene + between(random, 300, 3600);
    const laneNo = between(random, 1, 3);
    const vehicleClass = oneOf(random, ['car', 'car', 'car', 'van', 'ute', 'truck', 'motorcycle']);
    return {
      incidentNo: no,
      category: i.category,
      priority: i.category === 'CRASH' || i.category === 'PEDESTRIAN' ? 'P1' : oneOf(random, ['P2', 'P2', 'P3']),
      status: 'CLOSED',
      reportedAt: at(i.day, i.second),
      reportedBy: oneOf(random, ['CCTV operator', 'Motorist call', 'Patrol sighting', 'Stopped vehicle detection', 'Police']),
      location: {
        road: 'Kingsway Link Main Carriageway',
        carriageway: i.carriageway,
        chainageKm: i.chainage,
        lane: oneOf(random, [`Lane ${laneNo}`, 'Shoulder', 'Breakdown bay']),
        description: `${i.chainage.toFixed(1)} km ${i.carriageway === 'EB' ? 'eastbound' : 'westbound'}, near ${ramps[Math.floor(i.chainage / 4) % ramps.length]}`,
      },
      vehicles:
        i.category === 'DEBRIS' || i.category === 'ANIMAL' ? [] : [{ type: vehicleClass, plate: plate(random), towed: random() < 0.35 }],
      response: {
        patrolUnit: unit,
        dispatchedAt: at(i.day, dispatched),
        onSceneAt: at(i.day, onScene),
        laneClosures: random() < 0.4 ? [`Lane ${laneNo}`] : [],
        vmsMessage:
          random() < 0.5
            ? oneOf(random, ['BREAKDOWN AHEAD KEEP LEFT', 'LANE CLOSED AHEAD', 'HAZARD AHEAD SLOW DOWN', 'MERGE RIGHT'])
            : null,
      },
      clearedAt: at(i.day, cleared),
      durationMin: Math.round((cleared - i.second) / 60),
      operator: oneOf(random, ['tcc.jwalsh', 'tcc.pmensah', 'tcc.lcho', 'tcc.rbianchi', 'tcc.dkovac']),
    };
  });
  const output = JSON.stringify(
    {
      query: { from: '2027-03-01T00:00:00+11:00', to: '2027-03-15T23:59:59+11:00', road: 'Kingsway Link Main Carriageway', status: 'ANY' },
      count: records.length,
      incidents: records,
    },
    null,
    2,
  );
  return probe(
    'round 136: incident log JSON, one incident number',
    "What's the incident number for the breakdown at the 14.2 km mark eastbound last Wednesday night?",
    'incident_log_query',
    output,
    'incident-no',
    targetNo,
  );
}

/** b3: the ANPR camera estate's configuration, as XML. */
function b3CameraXml(): EconomicsTask {
  const random = seededRandom(136_203);
  const gantries = [
    ...SITES.map((s) => ({ code: s.code, name: `${s.name.replace('Nth', 'North').replace('Sth', 'South')} plaza`, dir: s.dir })),
    ...[
      'Westfield Road',
      'Eastgate',
      'Millbrook',
      'Ashcombe',
      'Portside',
      'Cressfield',
      'Kingsway Junction',
      'Thornbury',
      'Riverside',
      'Harbour',
    ].flatMap((n, i) => [
      { code: `G${pad2(i * 2 + 1)}`, name: `${n} gantry ${i % 2 === 0 ? 'EB' : 'NB'}`, dir: i % 2 === 0 ? 'EB' : 'NB' },
      { code: `G${pad2(i * 2 + 2)}`, name: `${n} gantry ${i % 2 === 0 ? 'WB' : 'SB'}`, dir: i % 2 === 0 ? 'WB' : 'SB' },
    ]),
  ];
  shuffle(random, gantries);
  // The Westfield Road westbound gantry sits in the middle of the list.
  const wIndex = gantries.findIndex((g) => g.name === 'Westfield Road gantry WB');
  const [wfr] = gantries.splice(wIndex, 1);
  gantries.splice(Math.floor(gantries.length * 0.52), 0, wfr!);
  const ips = new Set<string>();
  const macs = new Set<string>();
  let targetIp = '';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<AnprEstate xmlns="urn:kingswaylink:anpr:config:v2" exported="2027-03-16T08:30:05+11:00" system="PlateSight Fleet Manager 9.4">',
  ];
  gantries.forEach((g, gi) => {
    lines.push(
      `  <Site code="${g.code}" name="${g.name}" direction="${g.dir}">`,
      `    <Subnet>10.${40 + gi}.0.0/16</Subnet>`,
      `    <Ntp>10.${40 + gi}.0.1</Ntp>`,
    );
    const laneCount = g.name.startsWith('Westfield Road gantry') ? 4 : between(random, 2, 5);
    for (let lane = 1; lane <= laneCount; lane++) {
      for (const facing of ['front', 'rear']) {
        const ip = fresh(ips, () => `10.${40 + gi}.${between(random, 10, 30)}.${between(random, 2, 250)}`);
        if (g.name === 'Westfield Road gantry WB' && lane === 2 && facing === 'rear') targetIp = ip;
        const mac = fresh(macs, () => `00:1b:7c:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`);
        lines.push(
          `    <Camera id="${g.code}-L${lane}-${facing === 'front' ? 'F' : 'R'}">`,
          `      <Position lane="${lane}" mount="overhead" facing="${facing}" heightMm="${between(random, 5400, 6200)}" tiltDeg="${between(random, 18, 34)}"/>`,
          '      <Network>',
          `        <Ip>${ip}</Ip>`,
          `        <Mask>255.255.0.0</Mask>`,
          `        <Gateway>10.${40 + gi}.0.254</Gateway>`,
          `        <Mac>${mac}</Mac>`,
          `        <Vlan>${facing === 'front' ? 210 : 211}</Vlan>`,
          '      </Network>',
          `      <Hardware model="PlateSight P7" serial="VP7-${chars(random, DIGITS, 7)}" firmware="${oneOf(random, ['9.4.1', '9.4.1', '9.4.1', '9.3.7'])}"/>`,
          `      <Capture exposureUs="${oneOf(random, [250, 300, 400, 500])}" irIlluminator="${oneOf(random, ['auto', 'auto', 'on'])}" triggerSource="${oneOf(random, ['tag_reader', 'avc_loop', 'free_run'])}"/>`,
          `      <Ocr engine="ps-ocr-7" jurisdictionSet="KS,NV,WT" minConfidence="0.${between(random, 60, 75)}"/>`,
          `      <LastSeen>2027-03-16T08:${pad2(between(random, 20, 30))}:${pad2(between(random, 0, 59))}+11:00</LastSeen>`,
          '    </Camera>',
        );
      }
    }
    lines.push('  </Site>');
  });
  lines.push('</AnprEstate>');
  const output = lines.join('\n') + '\n';
  return probe(
    'round 136: ANPR camera config XML, one IP address',
    'What IP address is the rear-facing ANPR camera over lane 2 at the Westfield Road westbound gantry on?',
    'anpr_camera_config',
    output,
    'ip',
    targetIp,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `DD-Mon-YY` of a `YYYY-MM-DD` day. */
function shortDate(day: string): string {
  return `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(2, 4)}`;
}

/** `$1,234.56` or `-$1,234.56`. */
function dollars(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${pad2(abs % 100)}`;
}

/** c1: a business account's statement from November to now, as the customer portal prints it. */
function c1AccountStatement(): EconomicsTask {
  const random = seededRandom(136_301);
  const refs = new Set<string>();
  const txRef = () => fresh(refs, () => `TX${chars(random, UPPER_HEX, 10)}`);
  const adjRef = (day: string) => fresh(refs, () => `ADJ-${day.slice(2, 4)}-${chars(random, DIGITS, 7)}`);
  const vans = [
    { tag: '3318-0447-1', rego: 'HFP21K' },
    { tag: '3318-0447-2', rego: 'HFP38M' },
    { tag: '3318-0447-3', rego: 'HFP55R' },
    { tag: '3318-0447-4', rego: 'HFP72T' },
  ];
  const months = [
    { first: '2026-11-01', days: 30, no: 'ST-2611-318044' },
    { first: '2026-12-01', days: 31, no: 'ST-2612-318044' },
    { first: '2027-01-01', days: 31, no: 'ST-2701-318044' },
    { first: '2027-02-01', days: 28, no: 'ST-2702-318044' },
    { first: '2027-03-01', days: 15, no: 'ST-2703-318044 (interim)' },
  ];
  const row = (
    day: string,
    time: string,
    location: string,
    dir: string,
    lane: string,
    vehicle: string,
    cls: string,
    ref: string,
    amount: string,
  ) =>
    ` ${shortDate(day).padEnd(10)} ${time.padEnd(8)}  ${location.padEnd(36)} ${dir.padEnd(3)} ${lane.padEnd(3)} ${vehicle.padEnd(22)} ${cls.padEnd(3)} ${ref.padEnd(17)} ${amount.padStart(11)}`;
  const tollOf = (site: string, cls: number) => TOLL_CENTS[cls]! + (site.startsWith('Harbour') ? 65 : 0);
  let targetRef = '';
  let balance = 118_460;
  const out = [
    'KINGSWAY LINK TOLLWAYS                                                                         TAX INVOICE / STATEMENT',
    'Customer Service 1300 546 825   kingswaylink.example/account                                     ABN 61 208 114 903',
    '',
    ' Account        3318 0447 (Business, postpaid, direct debit)',
    ' Account name   Harlow & Finch Plumbing Pty Ltd',
    ' Billing addr   Unit 4, 18 Tannery Lane, Cressfield KS 2714',
    ' Printed        16-Mar-27 08:41   Range 01-Nov-26 to 15-Mar-27   Tags on account: 4',
    '',
  ];
  for (const m of months) {
    interface Item {
      second: number;
      line: string;
      cents: number;
      kind: 'trip' | 'adj' | 'pay' | 'fee';
    }
    const header = ` STATEMENT PERIOD ${shortDate(m.first)} to ${shortDate(dayAfter(m.first, m.days - 1))}`;
    out.push('='.repeat(123), `${header}${`Statement no. ${m.no}`.padStart(123 - header.length)}`, '='.repeat(123));
    out.push(
      ` ${'Date'.padEnd(10)} ${'Time'.padEnd(8)}  ${'Location'.padEnd(36)} Dir Ln  ${'Vehicle'.padEnd(22)} Cls ${'Reference'.padEnd(17)} ${'Amount'.padStart(11)}`,
    );
    out.push(` ${'-'.repeat(122)}`);
    out.push(` ${'Opening balance'.padEnd(111)}${dollars(balance).padStart(11)}`);
    let tolls = 0;
    let adjustments = 0;
    let payments = 0;
    let fees = 0;
    let trips = 0;
    for (let d = 0; d < m.days; d++) {
      const day = dayAfter(m.first, d);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const items: Item[] = [];
      const tripLine = (second: number, siteCode: string, van: { tag: string; rego: string }, lane: number) => {
        const site = SITES.find((s) => s.code === siteCode)!;
        const cls = 3;
        const cents = tollOf(site.name, cls);
        items.push({
          second,
          kind: 'trip',
          cents,
          line: row(day, hms(second), site.name, site.dir, pad2(lane), `TAG ${van.tag} ${van.rego}`, String(cls), txRef(), dollars(cents)),
        });
      };
      const n = weekday === 0 ? between(random, 0, 2) : weekday === 6 ? between(random, 2, 6) : between(random, 9, 16);
      for (let i = 0; i < n; i++) {
        const siteCode = oneOf(random, SITES).code;
        if (day === '2027-01-18' && siteCode.startsWith('HB')) continue;
        tripLine(between(random, 6 * 3600, 19 * 3600), siteCode, oneOf(random, vans), between(random, 1, 8));
      }
      const adj = (second: number, text: string, cents: number, ref: string) =>
        items.push({
          second,
          kind: 'adj',
          cents,
          line: ` ${shortDate(day).padEnd(10)} ${hms(second).padEnd(8)}  ${`ADJUSTMENT  ${text}`.padEnd(71)} ${ref.padEnd(17)} ${dollars(cents).padStart(11)}`,
        });
      // The double read on the bridge, and its credit two days later.
      if (day === '2027-01-18') {
        tripLine(16 * 3600 + 5 * 60 + 12, 'HBN', vans[2]!, 6);
        tripLine(16 * 3600 + 5 * 60 + 14, 'HBN', vans[2]!, 6);
      }
      if (day === '2027-01-20') {
        targetRef = adjRef(day);
        adj(11 * 3600 + 2 * 60 + 41, 'Duplicate passage credit - Harbour Bridge Nth 18-Jan 16:05', -tollOf('Harbour', 3), targetRef);
      }
      if (day === '2026-12-12')
        adj(9 * 3600 + 40 * 60 + 3, 'Duplicate passage credit - Eastgate EB 10-Dec 08:11', -tollOf('Eastgate', 3), adjRef(day));
      if (day === '2027-02-23')
        adj(14 * 3600 + 18 * 60 + 55, 'Duplicate passage credit - Harbour Bridge Sth 21-Feb 07:39', -tollOf('Harbour', 3), adjRef(day));
      if (day === '2027-01-14')
        adj(
          10 * 3600 + 51 * 60 + 20,
          'Plate misread credit - Harbour Bridge Nth 12-Jan (not our vehicle)',
          -tollOf('Harbour', 2),
          adjRef(day),
        );
      if (day === '2027-01-27') adj(15 * 3600 + 33 * 60 + 8, 'Goodwill credit - late statement delivery', -500, adjRef(day));
      if (day === '2026-11-19') adj(13 * 3600 + 7 * 60 + 30, 'Tag fault: trips read by camera, video surcharge waived', -330, adjRef(day));
      if (day === '2027-02-09') adj(12 * 3600 + 12 * 60 + 12, 'Tag replacement - 3318-0447-2 swapped, old tag retired', 0, adjRef(day));
      if (d === 4) {
        const pay = balance;
        items.push({
          second: 3 * 3600,
          kind: 'pay',
          cents: -pay,
          line: ` ${shortDate(day).padEnd(10)} ${'03:00:00'.padEnd(8)}  ${'PAYMENT     Direct debit BSB 062-***, thank you'.padEnd(71)} ${`PAY-${chars(random, DIGITS, 8)}`.padEnd(17)} ${dollars(-pay).padStart(11)}`,
        });
      }
      if (d === m.days - 1 && m.days > 20) {
        items.push({
          second: 86_399,
          kind: 'fee',
          cents: 4 * 100,
          line: ` ${shortDate(day).padEnd(10)} ${'23:59:59'.padEnd(8)}  ${'FEE         Account keeping fee (4 tags x $1.00)'.padEnd(71)} ${`FEE-${chars(random, DIGITS, 8)}`.padEnd(17)} ${dollars(400).padStart(11)}`,
        });
      }
      items.sort((x, y) => x.second - y.second);
      for (const item of items) {
        out.push(item.line);
        if (item.kind === 'trip') {
          tolls += item.cents;
          trips += 1;
        } else if (item.kind === 'adj') adjustments += item.cents;
        else if (item.kind === 'pay') payments += item.cents;
        else fees += item.cents;
      }
    }
    const opening = balance;
    balance = opening + tolls + adjustments + payments + fees;
    const total = (label: string, cents: number) => ` ${label.padEnd(111)}${dollars(cents).padStart(11)}`;
    out.push(
      ` ${'-'.repeat(122)}`,
      total(`Tolls this period (${trips} trips)`, tolls),
      total('Adjustments', adjustments),
      total('Payments received', payments),
      total('Fees', fees),
    );
    out.push(total(m.days > 20 ? 'Closing balance' : 'Balance to date (period open)', balance), '');
  }
  out.push(
    ' Questions about a charge? Quote the reference shown against it. Disputes must be lodged within 60 days of the statement date.',
    '',
  );
  const output = out.join('\n');
  return probe(
    'round 136: account statement, the credit for a double charge',
    'One of our vans got billed twice for the same trip over the bridge back in January. What is the reference on the credit you put through for it?',
    'account_statement',
    output,
    'credit-ref',
    targetRef,
  );
}

/** c2: the penalty notice service's log for March so far, key=value lines. */
function c2PenaltyNoticeLog(): EconomicsTask {
  const random = seededRandom(136_302);
  const notices = new Set<string>();
  const newNotice = () => fresh(notices, () => `PN27-0${chars(random, DIGITS, 6)}`);
  const targetNotice = newNotice();
  const actors = ['cs.jmorrow', 'cs.aokoro', 'cs.tbell', 'cs.rsingh', 'cs.mlaurent', 'cmp.hwatts'];
  const open: { notice: string; plate: string; plaza: string; cents: number }[] = [];
  interface Line {
    at: number;
    text: string;
  }
  const lines: Line[] = [];
  const stamp = (at: number, ms: number) =>
    `${dayAfter('2027-03-01', Math.floor(at / 86_400))}T${hms(at % 86_400)}.${String(ms).padStart(3, '0')}+11:00`;
  const log = (at: number, level: string, svc: string, fields: string) => {
    const ms = pick(random, 1000);
    lines.push({ at: at + ms / 1000, text: `${stamp(at, ms)} level=${level} svc=${svc} ${fields}` });
  };
  const plazas = SITES.map((s) => s.code);
  // Notices issued before March, still open, that March events move on.
  for (let i = 0; i < 260; i++)
    open.push({
      notice: newNotice(),
      plate: plate(random),
      plaza: oneOf(random, plazas),
      cents: oneOf(random, [10_900, 10_900, 12_350, 20_200]),
    });
  for (let day = 0; day < 15; day++) {
    const base = day * 86_400;
    log(base + 2 * 3600, 'info', 'pn-batch', `event=batch_start job=issue-notices run=${dayAfter('2027-03-01', day)} window_days=14`);
    const issued = between(random, 18, 34);
    for (let i = 0; i < issued; i++) {
      const at = base + 2 * 3600 + 30 + i * between(random, 2, 9);
      const n = {
        notice: newNotice(),
        plate: plate(random),
        plaza: oneOf(random, plazas),
        cents: oneOf(random, [10_900, 10_900, 12_350, 20_200]),
      };
      const trip = dayAfter('2027-03-01', day - between(random, 15, 20));
      log(
        at - 1,
        'debug',
        'pn-batch',
        `event=rego_lookup plate=${n.plate} registry=KS-MVR result=OWNER_FOUND latency_ms=${between(random, 40, 900)}`,
      );
      log(
        at,
        'info',
        'pn-batch',
        `event=notice_issued notice=${n.notice} plate=${n.plate} plaza=${n.plaza} trip_date=${trip} toll_cents=${between(random, 448, 2685)} admin_fee_cents=${n.cents - 895} due=${dayAfter('2027-03-01', day + 28)} channel=${oneOf(random, ['post', 'post', 'email'])}`,
      );
      open.push(n);
    }
    // Trips the exemption register caught before any notice.
    for (let i = 0; i < between(random, 2, 6); i++) {
      const cls = oneOf(random, ['ESV', 'DEF', 'DIP', 'DVA', 'DIS', 'ESV']);
      log(
        base + 2 * 3600 + 20 + i,
        'info',
        'pn-batch',
        `event=trip_exempted plate=${plate(random)} plaza=${oneOf(random, plazas)} exempt_class=${cls} register=KS-EXR no_notice=true`,
      );
    }
    log(
      base + 2 * 3600 + 900,
      'info',
      'pn-batch',
      `event=batch_end job=issue-notices issued=${issued} exempted=${between(random, 2, 6)} duration_ms=${between(random, 40_000, 190_000)}`,
    );
    const events = between(random, 60, 90);
    for (let i = 0; i < events; i++) {
      const at = base + between(random, 7 * 3600, 20 * 3600);
      const k = pick(random, open.length);
      const n = open[k]!;
      const r = random();
      if (r < 0.4) {
        log(
          at,
          'info',
          'pn-pay',
          `event=payment_received notice=${n.notice} amount_cents=${n.cents} channel=${oneOf(random, ['web', 'web', 'ivr', 'counter', 'app'])} receipt=R${chars(random, DIGITS, 9)}`,
        );
        open.splice(k, 1);
      } else if (r < 0.65) {
        log(
          at,
          'info',
          'pn-comms',
          `event=reminder_sent notice=${n.notice} stage=${oneOf(random, ['R1', 'R1', 'R2'])} channel=${oneOf(random, ['post', 'email', 'sms'])}`,
        );
      } else if (r < 0.75) {
        const reason = oneOf(random, [
          'PLATE_MISREAD',
          'PLATE_MISREAD',
          'DUPLICATE_NOTICE',
          'PAID_BEFORE_ISSUE',
          'TAG_READ_RECOVERED',
          'EXEMPT_VEHICLE',
        ]);
        const extra = reason === 'EXEMPT_VEHICLE' ? ` exempt_class=${oneOf(random, ['DEF', 'DIP', 'DVA', 'DIS'])}` : '';
        log(
          at,
          'info',
          'pn-core',
          `event=notice_withdrawn notice=${n.notice} plate=${n.plate} plaza=${n.plaza} reason=${reason}${extra} actor=${oneOf(random, actors)} case=CS-${chars(random, DIGITS, 7)}`,
        );
        open.splice(k, 1);
      } else if (r < 0.85) {
        log(
          at,
          'info',
          'pn-core',
          `event=nomination_received notice=${n.notice} plate=${n.plate} nominee_type=${oneOf(random, ['DRIVER', 'HIRER', 'NEW_OWNER'])} actor=${oneOf(random, actors)}`,
        );
      } else if (r < 0.93) {
        log(
          at,
          'info',
          'pn-core',
          `event=escalated notice=${n.notice} stage=${oneOf(random, ['FINAL_NOTICE', 'COURT_ELECTION'])} balance_cents=${n.cents + 6500}`,
        );
      } else {
        log(
          at,
          'warn',
          'pn-comms',
          `event=mail_returned notice=${n.notice} reason=${oneOf(random, ['ADDRESS_UNKNOWN', 'MOVED', 'REFUSED'])} next=${oneOf(random, ['REGISTRY_RECHECK', 'EMAIL_FALLBACK'])}`,
        );
      }
    }
    for (let h = 0; h < 24; h++) {
      log(
        base + h * 3600 + 1800,
        'info',
        'pn-api',
        `event=health status=ok queue_depth=${between(random, 0, 40)} db_pool=${between(random, 3, 20)}/40 p99_ms=${between(random, 80, 420)}`,
      );
    }
  }
  // The notice cancelled for an emergency services vehicle (issued in February, so this is its only line in March).
  log(
    8 * 86_400 + 10 * 3600 + 14 * 60 + 22,
    'info',
    'pn-core',
    `event=notice_withdrawn notice=${targetNotice} plate=KSE07A plaza=CRF reason=EXEMPT_VEHICLE exempt_class=ESV actor=cs.jmorrow case=CS-${chars(random, DIGITS, 7)}`,
  );
  log(
    8 * 86_400 + 10 * 3600 + 14 * 60 + 23,
    'info',
    'pn-core',
    `event=refund_not_required plate=KSE07A reason=NO_PAYMENT_ON_NOTICE actor=cs.jmorrow`,
  );
  log(
    8 * 86_400 + 10 * 3600 + 20 * 60 + 2,
    'info',
    'pn-core',
    'event=exemption_register_updated plate=KSE07A exempt_class=ESV source=manual actor=cs.jmorrow',
  );
  lines.sort((x, y) => x.at - y.at);
  const output = lines.map((l) => l.text).join('\n') + '\n';
  return probe(
    'round 136: penalty notice log, the notice cancelled for an emergency vehicle',
    "I'm putting together the monthly exemptions summary for the compliance team, and the template has changed again, which is annoying. Anyway: which penalty notice did we cancel this month because the car turned out to be an emergency services vehicle?",
    'penalty_notice_service_log',
    output,
    'notice',
    targetNotice,
  );
}

/** c3: the patrol activity report for the last eight days, as the HTML the traffic control centre's reporting tool renders. */
function c3PatrolReport(): EconomicsTask {
  const random = seededRandom(136_303);
  const units = ['KP-03', 'KP-05', 'KP-07', 'KP-11', 'KP-12', 'KP-14', 'KP-18', 'KP-21'];
  const crews: Record<string, string> = {
    'KP-03': 'D. Moyo / S. Park',
    'KP-05': 'L. Farrell / K. Ito',
    'KP-07': 'R. Haddad',
    'KP-11': 'B. Novak / T. Reyes',
    'KP-12': 'J. Okoye',
    'KP-14': 'M. Delaney / P. Sousa',
    'KP-18': 'A. Lund',
    'KP-21': 'C. Whitfield / N. Osei',
  };
  const places = [
    'Harbour Bridge span 1 NB',
    'Harbour Bridge span 2 NB',
    'Harbour Bridge span 3 NB',
    'Harbour Bridge span 1 SB',
    'Harbour Bridge span 2 SB',
    'Thornbury Tunnel NB ch 2.1',
    'Thornbury Tunnel SB ch 1.4',
    'Main c/way EB ch 8.7',
    'Main c/way WB ch 11.3',
    'Main c/way EB ch 14.2',
    'Main c/way WB ch 19.6',
    'Millbrook on-ramp',
    'Eastgate off-ramp',
    'Riverside interchange loop B',
    'Cressfield merge',
  ];
  const jobs: Record<string, string[]> = {
    'Disabled vehicle': [
      'Towed clear to refuge bay using patrol tow strap',
      'Pushed clear to breakdown bay',
      'Jump start given, vehicle continued under own power',
      'Tyre change assisted on shoulder',
      'Handed over to roadside assistance on arrival',
      'Heavy tow requested, lane held until removal',
    ],
    'Debris removal': ['Debris removed from lane', 'Tyre tread removed from shoulder', 'Load spill swept, lane reopened'],
    'Crash attendance': [
      'Traffic control until police arrival',
      'Vehicles moved to shoulder, details exchanged',
      'Lane closure set, tow and police attended',
    ],
    'Customer assist': ['Fuel supplied (10 L)', 'Directions given', 'Driver assisted with tag fault, referred to customer service'],
    'Animal on road': ['Animal moved clear', 'Carcass removed'],
    'Lane closure support': ['Arrow board deployed for maintenance crew', 'Cone taper set for sign repair'],
    'Abandoned vehicle': ['Vehicle tagged, tow booked for 24 h'],
  };
  const types = Object.keys(jobs);
  interface Job {
    day: number;
    second: number;
    type: string;
    place: string;
    action: string;
  }
  const isTarget = (j: Job) => j.day === 5 && j.second < 12 * 3600 && j.place.startsWith('Harbour Bridge') && j.type === 'Disabled vehicle';
  const list: Job[] = [];
  for (let n = 0; n < 470; n++) {
    const type = oneOf(random, [...types, 'Disabled vehicle', 'Disabled vehicle', 'Debris removal']);
    const j: Job = {
      day: pick(random, 8),
      second: pick(random, 86_400),
      type,
      place: oneOf(random, places),
      action: oneOf(random, jobs[type]!),
    };
    if (!isTarget(j)) list.push(j);
  }
  const target: Job = {
    day: 5,
    second: 6 * 3600 + 52 * 60 + 9,
    type: 'Disabled vehicle',
    place: 'Harbour Bridge span 3 NB',
    action: 'Towed clear to refuge bay using patrol tow strap',
  };
  list.push(
    target,
    {
      day: 5,
      second: 7 * 3600 + 31 * 60 + 40,
      type: 'Disabled vehicle',
      place: 'Harbour Bridge span 1 SB',
      action: 'Jump start given, vehicle continued under own power',
    },
    {
      day: 5,
      second: 19 * 3600 + 40 * 60 + 15,
      type: 'Disabled vehicle',
      place: 'Harbour Bridge span 2 SB',
      action: 'Towed clear to refuge bay using patrol tow strap',
    },
    {
      day: 6,
      second: 6 * 3600 + 15 * 60 + 51,
      type: 'Disabled vehicle',
      place: 'Harbour Bridge span 3 NB',
      action: 'Pushed clear to breakdown bay',
    },
    {
      day: 5,
      second: 6 * 3600 + 20 * 60 + 33,
      type: 'Debris removal',
      place: 'Harbour Bridge span 3 NB',
      action: 'Debris removed from lane',
    },
    {
      day: 5,
      second: 5 * 3600 + 58 * 60 + 4,
      type: 'Disabled vehicle',
      place: 'Thornbury Tunnel NB ch 2.1',
      action: 'Towed clear to refuge bay using patrol tow strap',
    },
    {
      day: 4,
      second: 6 * 3600 + 49 * 60 + 27,
      type: 'Disabled vehicle',
      place: 'Harbour Bridge span 2 NB',
      action: 'Pushed clear to breakdown bay',
    },
  );
  list.sort((x, y) => x.day - y.day || x.second - y.second);
  const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const perDay = new Map<number, number>();
  let targetJob = '';
  const rows: string[] = [];
  let lastDay = -1;
  for (const j of list) {
    const day = dayAfter('2027-03-08', j.day);
    if (j.day !== lastDay) {
      lastDay = j.day;
      const d = new Date(`${day}T00:00:00Z`);
      rows.push(`      <tr class="day"><th colspan="9">${dayNames[d.getUTCDay()]} ${d.getUTCDate()} March 2027</th></tr>`);
    }
    const seq = (perDay.get(j.day) ?? between(random, 300, 360)) + 1;
    perDay.set(j.day, seq);
    const no = `PJ-${day.slice(2).replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
    if (j === target) targetJob = no;
    const unit = oneOf(random, units);
    const mins = between(random, 6, 75);
    const cleared = Math.min(j.second + mins * 60, 86_399);
    rows.push(
      `      <tr><td class="job">${no}</td><td>${day.slice(8)}/03/2027</td><td>${hms(j.second).slice(0, 5)}</td><td>${unit}</td><td>${crews[unit]}</td><td>${j.type}</td><td>${j.place}</td><td>${j.action}</td><td class="num">${hms(cleared).slice(0, 5)} (${mins} min)</td></tr>`,
    );
  }
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Patrol activity report - 08/03/2027 to 15/03/2027</title>',
    '  <style>body{font-family:Arial,sans-serif;font-size:12px} table{border-collapse:collapse;width:100%} td,th{border:1px solid #ccc;padding:2px 4px} tr.day th{background:#1d3557;color:#fff;text-align:left} td.num{text-align:right}</style>',
    '</head>',
    '<body>',
    '  <h1>Kingsway Link Tollways - Traffic Control Centre</h1>',
    '  <h2>Patrol activity report</h2>',
    '  <p class="meta">Period: 08/03/2027 00:00 to 15/03/2027 23:59 &middot; Units: all &middot; Generated 16/03/2027 07:55 by tcc-reports</p>',
    '  <table id="jobs">',
    '    <thead>',
    '      <tr><th>Job</th><th>Date</th><th>Start</th><th>Unit</th><th>Crew</th><th>Job type</th><th>Location</th><th>Action taken</th><th>Cleared</th></tr>',
    '    </thead>',
    '    <tbody>',
    ...rows,
    '    </tbody>',
    '  </table>',
    '  <h3>Jobs by unit</h3>',
    '  <table id="units">',
    '    <tr><th>Unit</th><th>Jobs</th></tr>',
    ...units.map((u) => `    <tr><td>${u}</td><td class="num">${between(random, 40, 80)}</td></tr>`),
    '  </table>',
    '  <p class="foot">Times are local (AEDT). Job numbers are assigned by CAD at dispatch.</p>',
    '</body>',
    '</html>',
  ];
  const output = html.join('\n') + '\n';
  return probe(
    'round 136: patrol activity report, the job that moved a car off the bridge',
    'Someone mentioned one of our patrol crews had to shift a stalled car off the bridge early on Saturday morning. What was the job number for that?',
    'patrol_activity_report',
    output,
    'job-no',
    targetJob,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** d1: the tag reader fleet's status, one fixed-width row per reader. */
function d1TagReaderStatus(): EconomicsTask {
  const random = seededRandom(136_401);
  const sites = [
    ...SITES.map((s) => ({ code: s.code, lanes: between(random, 4, 12) })),
    ...Array.from({ length: 64 }, (_, i) => ({ code: `G${pad2(i + 1)}`, lanes: between(random, 2, 5) })),
  ];
  const readers: { id: string; site: string; lane: number }[] = [];
  for (const s of sites)
    for (let lane = 1; lane <= s.lanes; lane++)
      for (const side of ['A', 'B']) readers.push({ id: `TR-${s.code}-L${pad2(lane)}-${side}`, site: s.code, lane });
  const odd = readers[Math.floor(readers.length * 0.56)]!;
  const cols = (r: string[]) =>
    `${r[0]!.padEnd(16)}${r[1]!.padEnd(6)}${r[2]!.padEnd(6)}${r[3]!.padEnd(9)}${r[4]!.padEnd(10)}${r[5]!.padEnd(7)}${r[6]!.padStart(6)}  ${r[7]!.padEnd(5)}${r[8]!.padStart(10)}  ${r[9]!.padStart(9)}  ${r[10]!.padEnd(12)}${r[11]!}`;
  const lines = [
    'tagreader-fleet 2.7.1 -- status of all readers (kl-rdm-prod)           2027-03-16 08:41:22 +11:00',
    '',
    cols(['READER', 'SITE', 'LANE', 'MODEL', 'FIRMWARE', 'BOOT', 'RF_DBM', 'ANT', 'READS_24H', 'READ_RATE', 'UPTIME', 'LAST_HB']),
  ];
  for (const r of readers) {
    const reads = r.site.startsWith('G') ? between(random, 6_000, 31_000) : between(random, 9_000, 48_000);
    lines.push(
      cols([
        r.id,
        r.site,
        pad2(r.lane),
        'TR-6200',
        r === odd ? '5.9.8' : '5.12.3',
        'b4471',
        (29.5 + pick(random, 11) / 10).toFixed(1),
        '2/2',
        reads.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ','),
        `${(99.4 + pick(random, 60) / 100).toFixed(2)}%`,
        `${between(random, 2, 140)}d ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}`,
        `08:41:${pad2(between(random, 0, 21))}`,
      ]),
    );
  }
  lines.push('', `${readers.length} readers, ${readers.length} online, 0 offline; fleet read rate (24h) 99.68%`, '');
  const output = lines.join('\n');
  return probe(
    'round 136: tag reader fleet status, the odd firmware',
    "Which tag reader hasn't been brought up to the same software version as all the others?",
    'tag_reader_fleet_status',
    output,
    'reader',
    odd.id,
  );
}

/** d2: last night's statement render run, as the renderer's log prints it. */
function d2StatementRenderLog(): EconomicsTask {
  const random = seededRandom(136_402);
  const batches = 1000;
  const slow = 487;
  const workers = Array.from({ length: 8 }, () => 3600 + between(random, 0, 20));
  interface Line {
    at: number;
    text: string;
  }
  const lines: Line[] = [];
  const stamp = (at: number) => `2027-03-16 ${hms(Math.floor(at))},${String(Math.floor((at % 1) * 1000)).padStart(3, '0')}`;
  const log = (at: number, level: string, thread: string, logger: string, msg: string) =>
    lines.push({ at, text: `${stamp(at)} ${level.padEnd(5)} [${thread}] ${logger} - ${msg}` });
  log(
    3590,
    'INFO',
    'main',
    'c.k.stmt.StatementRun',
    'statement run SR-2027-03 starting: period=2027-02-01..2027-02-28 accounts=499712 batch_size=500 workers=8',
  );
  log(3591.2, 'INFO', 'main', 'c.k.stmt.TemplateCache', 'loaded templates statement-v14 (personal, business, fleet) in 812 ms');
  let slowId = '';
  for (let b = 1; b <= batches; b++) {
    const w = workers.indexOf(Math.min(...workers));
    const accounts = b === batches ? 212 : 500;
    const elapsed = b === slow ? 641.7 : (accounts / 500) * (35 + random() * 22);
    const start = workers[w]!;
    const end = start + elapsed;
    workers[w] = end + 0.2 + random();
    const id = `SB-0316-${String(b).padStart(4, '0')}`;
    if (b === slow) slowId = id;
    const pages = accounts * 2 + between(random, 100, 400);
    log(
      end,
      'INFO',
      `render-pool-${w + 1}`,
      'c.k.stmt.BatchRenderer',
      `batch ${id} done: accounts=${accounts} pages=${pages} pdf_mb=${((pages * 36) / 1000).toFixed(1)} elapsed=${elapsed.toFixed(1)}s`,
    );
    if (b % 10 === 0)
      log(
        end + 0.4,
        'INFO',
        'mail-dispatch',
        'c.k.stmt.MailQueue',
        `enqueued ${between(random, 3400, 3900)} statement emails (${b - 9}..${b} of ${batches})`,
      );
    if (random() < 0.12)
      log(
        start + random() * elapsed,
        'INFO',
        `render-pool-${w + 1}`,
        'gc',
        `pause young (G1 Evacuation Pause) ${between(random, 8, 40)}ms heap ${between(random, 900, 2600)}M->${between(random, 400, 800)}M(4096M)`,
      );
    if (random() < 0.02)
      log(
        start + random() * elapsed,
        'WARN',
        `render-pool-${w + 1}`,
        'c.k.stmt.AddressBook',
        `account ${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)} has no postal address, email only`,
      );
  }
  const last = Math.max(...workers);
  log(
    last + 2,
    'INFO',
    'main',
    'c.k.stmt.StatementRun',
    `statement run SR-2027-03 finished: batches=${batches} accounts=499712 in ${((last - 3590) / 60).toFixed(1)} min`,
  );
  lines.sort((x, y) => x.at - y.at);
  const output = lines.map((l) => l.text).join('\n') + '\n';
  return probe(
    'round 136: statement render log, the slow batch',
    "Last night's statement run seemed to drag on. Which batch was the one that took ages compared to the rest?",
    'statement_render_log',
    output,
    'batch',
    slowId,
  );
}

/** d3: every lane controller's configuration, as `lanecfg dump` prints it (INI). */
function d3LaneConfigDump(): EconomicsTask {
  const random = seededRandom(136_403);
  const lanes: { site: string; dir: string; lane: number }[] = [];
  const sites = [
    ...SITES.map((s) => ({ code: s.code, dir: s.dir })),
    ...Array.from({ length: 30 }, (_, i) => ({ code: `G${pad2(i + 1)}`, dir: i % 2 === 0 ? 'EB' : 'WB' })),
  ];
  for (const s of sites) {
    const count = s.code.startsWith('G') ? between(random, 2, 4) : between(random, 4, 14);
    for (let lane = 1; lane <= count; lane++) lanes.push({ site: s.code, dir: s.dir, lane });
  }
  const odd = lanes[Math.floor(lanes.length * 0.47)]!;
  let oddId = '';
  const out = [
    '; lanecfg dump - Kingsway Link lane controller configuration',
    '; generated 2027-03-16 08:02:51 +11:00 by lanecfg 3.4.0 on kl-lcs-cfg01',
    `; ${lanes.length} lanes`,
    '',
  ];
  lanes.forEach((l, i) => {
    const id = `LC-${l.site}-${pad2(l.lane)}`;
    if (l === odd) oddId = id;
    const siteIndex = sites.findIndex((s) => s.code === l.site);
    out.push(
      `[lane ${l.site}-${pad2(l.lane)}]`,
      `controller_id = ${id}`,
      `controller_ip = 10.${20 + siteIndex}.${l.lane}.11`,
      `direction = ${l.dir}`,
      `mode = ${oneOf(random, ['ETC_VIDEO', 'ETC_VIDEO', 'ETC_VIDEO', 'ETC_ONLY'])}`,
      `tag_read_window_ms = ${oneOf(random, [300, 350, 350, 350, 400])}`,
      `tag_retry_count = 3`,
      `anpr_trigger_offset_ms = ${oneOf(random, [100, 120, 120, 140])}`,
      `anpr_image_retention_days = ${l === odd ? 9 : 90}`,
      `anpr_image_format = jpeg-q85`,
      `avc_profile = ${oneOf(random, ['std-2024-v3', 'std-2024-v3', 'hv-heavy-2024-v2'])}`,
      `avc_loop_sensitivity = ${between(random, 5, 7)}`,
      `class_override_allowed = ${random() < 0.1 ? 'true' : 'false'}`,
      `video_toll_enabled = true`,
      `transaction_upload_interval_s = 15`,
      `heartbeat_interval_s = 30`,
      `ntp_server = 10.${20 + siteIndex}.0.1`,
      `timezone = Australia/Sydney`,
      `log_level = ${random() < 0.06 ? 'debug' : 'info'}`,
      `firmware_channel = ${random() < 0.08 ? 'pilot' : 'stable'}`,
      `maintenance_contact = ${oneOf(random, ['plaza-maint-north@kingswaylink.example', 'plaza-maint-south@kingswaylink.example', 'roadside-ops@kingswaylink.example'])}`,
      `last_changed = 2027-0${between(random, 1, 3)}-${pad2(between(random, 1, 14))} by ${oneOf(random, ['cfg.auto', 'eng.pvasquez', 'eng.tnguyen', 'eng.kfoster'])} (rev ${between(random, 120, 480) + i})`,
      '',
    );
  });
  const output = out.join('\n');
  return probe(
    'round 136: lane config dump, the short photo retention',
    'Which lane controller is set up to hang on to number plate photos for far less time than everywhere else?',
    'lane_config_dump',
    output,
    'controller',
    oddId,
  );
}

export function roundOneHundredThirtySix(): EconomicsTask[] {
  return [
    a1LaneTransactions(),
    a2AnprBatch(),
    a3StatementCsv(),
    b1EquipmentYaml(),
    b2IncidentJson(),
    b3CameraXml(),
    c1AccountStatement(),
    c2PenaltyNoticeLog(),
    c3PatrolReport(),
    d1TagReaderStatus(),
    d2StatementRenderLog(),
    d3LaneConfigDump(),
  ];
}
