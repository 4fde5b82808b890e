/**
 * Probe round 81, written blind: the Caddon Vale Milk Co-operative, a dairy co-operative with its member farms'
 * milking robots and bulk tanks, its tanker routes and its Harrowby processing plant (pasteurisers, CIP, intake,
 * laboratory, payments). "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - milking robot herd API (minified JSON of four days' robot visits on one farm): when the one milking of cow 1184 that did not go to the bulk tank started;
 *  - haulage collection export (one-line XML of tanker manifests): the sample barcode route R07 logged at one farm on Tuesday;
 *  - the plant's web HMI (minified JS bundle with its tag map): the OPC UA node the HMI reads for the flow diversion valve's position on HTST line 2;
 * b. The answer a few lines away from the line the question's words match:
 *  - CIP supervisory history (YAML of cycles and their steps): when the caustic stage began on Monday night's clean of raw milk silo 3;
 *  - laboratory LIMS (pretty JSON of bulk milk samples): one farm's somatic cell count on Monday's collection;
 *  - milk payment run (Spring Boot log with stack traces): the source file and line that threw on one supplier;
 * c. A question that paraphrases the output or carries a preamble:
 *  - HTST pasteuriser event journal (SCADA text log, three units over eight days): when the second pasteuriser diverted yesterday afternoon on a low hold tube outlet temperature ("sent milk back round because it wasn't hot enough");
 *  - farm bulk tank monitoring feed (logfmt events and readings): when the monitor first saw one farm's agitator lose current ("the stirrer in their milk vat packed in");
 *  - laboratory inhibitory substances register (fixed-width text report): which farm's own sample was positive on the trace-back of this morning's rejected tanker ("antibiotics");
 * d. One value unlike its peers, with no error word near it:
 *  - robot fleet status (CLI table of ~1,900 robots): the robot whose vacuum level is far below the rest;
 *  - pasteuriser hourly summary (CSV of three HTST lines over 40 days): the one regeneration pressure differential reading unlike the others;
 *  - milk reception intakes (NDJSON of tanker intakes): the intake whose metered volume is far off its manifest, when all others agree.
 * Not among the bench's targets.
 * First run, at ad1e961, the head when the round was written (with this file; `ROUNDS=81
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,487,524 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 81: robot visits, minified JSON
 *     codex: 16,796 tokens, peak 16,708, 0/1 needles, 0 read-backs
 *     context-chef: 805 tokens, peak 717, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,925 tokens, peak 3,652, 1/1 needles, 2 read-backs
 *     ours: 7,555 tokens, peak 3,406, 1/1 needles, 2 read-backs
 *   round 81: tanker manifests, one-line XML
 *     codex: 16,440 tokens, peak 16,364, 0/1 needles, 0 read-backs
 *     context-chef: 778 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,829 tokens, peak 7,536, 0/1 needles, 4 read-backs
 *     ours: 7,400 tokens, peak 3,875, 0/1 needles, 2 read-backs
 *   round 81: HMI bundle, minified JS
 *     codex: 6,928 tokens, peak 6,845, 0/1 needles, 0 read-backs
 *     context-chef: 688 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 23,013 tokens, peak 8,332, 0/1 needles, 4 read-backs
 *     ours: 8,837 tokens, peak 5,151, 1/1 needles, 2 read-backs
 *   round 81: CIP history, YAML
 *     codex: 17,969 tokens, peak 17,895, 0/1 needles, 0 read-backs
 *     context-chef: 843 tokens, peak 769, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,756 tokens, peak 3,367, 0/1 needles, 2 read-backs
 *     ours: 7,975 tokens, peak 3,653, 0/1 needles, 2 read-backs
 *   round 81: LIMS samples, pretty JSON
 *     codex: 13,332 tokens, peak 13,256, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 603, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,852 tokens, peak 2,949, 0/1 needles, 2 read-backs
 *     ours: 24,031 tokens, peak 8,938, 0/1 needles, 4 read-backs
 *   round 81: payment run log, stack traces
 *     codex: 14,941 tokens, peak 14,862, 0/1 needles, 0 read-backs
 *     context-chef: 710 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,827 tokens, peak 1,534, 0/1 needles, 1 read-backs
 *     ours: 2,163 tokens, peak 1,285, 1/1 needles, 1 read-backs
 *   round 81: HTST event journal, preamble and paraphrase
 *     codex: 19,101 tokens, peak 18,992, 0/1 needles, 0 read-backs
 *     context-chef: 931 tokens, peak 822, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,907 tokens, peak 1,491, 0/1 needles, 4 read-backs
 *     ours: 4,564 tokens, peak 971, 0/1 needles, 4 read-backs
 *   round 81: tank monitor feed, paraphrase
 *     codex: 15,005 tokens, peak 14,902, 0/1 needles, 0 read-backs
 *     context-chef: 792 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,692 tokens, peak 3,908, 0/1 needles, 2 read-backs
 *     ours: 7,690 tokens, peak 4,023, 0/1 needles, 2 read-backs
 *   round 81: inhibitor register, preamble and paraphrase
 *     codex: 15,000 tokens, peak 14,905, 0/1 needles, 0 read-backs
 *     context-chef: 760 tokens, peak 665, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,202 tokens, peak 1,338, 0/1 needles, 4 read-backs
 *     ours: 4,491 tokens, peak 963, 0/1 needles, 4 read-backs
 *   round 81: robot fleet table, odd vacuum
 *     codex: 18,627 tokens, peak 18,547, 0/1 needles, 0 read-backs
 *     context-chef: 835 tokens, peak 755, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,283 tokens, peak 1,368, 0/1 needles, 4 read-backs
 *     ours: 4,475 tokens, peak 981, 0/1 needles, 4 read-backs
 *   round 81: HTST hourly summary CSV, odd regen differential
 *     codex: 24,930 tokens, peak 24,841, 0/1 needles, 0 read-backs
 *     context-chef: 1,077 tokens, peak 988, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,642 tokens, peak 1,638, 0/1 needles, 4 read-backs
 *     ours: 3,769 tokens, peak 816, 1/1 needles, 4 read-backs
 *   round 81: reception intakes NDJSON, odd volume
 *     codex: 16,577 tokens, peak 16,491, 0/1 needles, 0 read-backs
 *     context-chef: 819 tokens, peak 733, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,510 tokens, peak 4,434, 0/1 needles, 2 read-backs
 *     ours: 10,004 tokens, peak 5,781, 1/1 needles, 2 read-backs
 *     codex: 195,646 tokens, 0/12 needles
 *     context-chef: 9,717 tokens, 0/12 needles
 *     context-chef-store: 113,438 tokens, 1/12 needles
 *     ours: 92,954 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, chars, hex, pad2 } from '../economics/seeded.js';

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
const DAY = 86_400_000;
const DIGITS = '0123456789';

/** A decimal in [lo, hi) with `dp` places, as text. */
const num = (random: () => number, lo: number, hi: number, dp: number): string => (lo + random() * (hi - lo)).toFixed(dp);
/** A decimal in [lo, hi) with `dp` places. */
const dec = (random: () => number, lo: number, hi: number, dp: number): number => Number(num(random, lo, hi, dp));
/** ISO 8601 in UTC to the second (`2026-11-09T04:51:33Z`); November in the UK is GMT. */
const isoZ = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `2026-11-09 04:51:33`. */
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `2026-11-09 04:51:33.412`. */
const stampMs = (ms: number): string => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
/** `2026-11-09`. */
const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `261109`. */
const yymmdd = (ms: number): string => dateOf(ms).slice(2).replaceAll('-', '');
/** `04:51`. */
const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
/** `12,345`. */
const grouped = (n: number): string => n.toLocaleString('en-GB');

// ---------------------------------------------------------------------------------------------------
// The co-operative's member farms.

const FARM_HEADS = [
  'Ash',
  'Barrow',
  'Bee',
  'Black',
  'Brook',
  'Broad',
  'Coombe',
  'Cross',
  'Dene',
  'East',
  'Elm',
  'Fern',
  'Glen',
  'Gold',
  'Green',
  'Hay',
  'Hollins',
  'Holly',
  'Ivy',
  'Kings',
  'Lang',
  'Lea',
  'Long',
  'Lower',
  'Mill',
  'Moor',
  'Nether',
  'North',
  'Oak',
  'Pen',
  'Pool',
  'Red',
  'Rook',
  'Shep',
  'South',
  'Stone',
  'Thorn',
  'Tre',
  'Upper',
  'West',
  'Whit',
  'Willow',
  'Wood',
  'Yew',
  'Castle',
  'Chapel',
  'Church',
  'Ridge',
];
const FARM_TAILS = [
  'ford',
  'moor',
  'wood',
  'leigh',
  'combe',
  'ridge',
  'field',
  'bank',
  'hay',
  'lands',
  'barton',
  'well',
  'cott',
  'hill',
  'stead',
  'ton',
  'worthy',
  'bury',
  'ley',
  'hayes',
  'mead',
  'croft',
  'gate',
  'lake',
];
const FARM_KINDS = ['Farm', 'Farm', 'Farm', 'Farm', 'Farm', 'Farm', 'Dairy', 'Manor Farm', 'Farms'];

interface Farm {
  /** The supplier number, five digits. */
  readonly no: string;
  readonly name: string;
}

/** `n` member farms with distinct names (no two share a stem) and distinct supplier numbers. */
function farms(random: () => number, n: number): Farm[] {
  const stems = new Set<string>();
  const nos = new Set<string>();
  const out: Farm[] = [];
  while (out.length < n) {
    const head = oneOf(random, FARM_HEADS);
    const tail = oneOf(random, FARM_TAILS);
    const stem = `${head}${tail}`;
    const no = String(between(random, 30_001, 48_999));
    if (stems.has(stem) || nos.has(no) || head.toLowerCase() === tail || stem === 'Netherlands') continue;
    stems.add(stem);
    nos.add(no);
    out.push({ no, name: `${stem} ${oneOf(random, FARM_KINDS)}` });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** The herd management API's visits for one farm's four milking boxes: one minified JSON document. */
function robotVisits(): EconomicsTask {
  const random = seededRandom(81_101);
  const farm = farms(random, 1)[0]!;
  const from = Date.UTC(2026, 10, 8);
  const to = Date.UTC(2026, 10, 12, 6);
  const devices = ['VMS-1', 'VMS-2', 'VMS-3', 'VMS-4'];
  const nos = new Set<number>([1184]);
  while (nos.size < 150) nos.add(between(random, 100, 2999));
  const cows = [...nos].map((no) => ({
    no,
    rfid: `826000${chars(random, DIGITS, 9)}`,
    device: oneOf(random, devices),
    dailyKg: between(random, 22, 48),
    lactation: between(random, 1, 7),
    dim: between(random, 3, 340),
    separated: no !== 1184 && random() < 0.05 ? oneOf(random, ['TREATMENT', 'COLOSTRUM']) : null,
  }));
  type Cow = (typeof cows)[number];
  interface Visit {
    readonly at: number;
    readonly cow: Cow;
    readonly intervalH: number;
    readonly refused: boolean;
  }
  const visits: Visit[] = [];
  for (const cow of cows) {
    let t = from - random() * 10 * HOUR;
    while (t < to) {
      const interval = (6.5 + random() * 5) * HOUR;
      if (random() < 0.12) {
        const early = t + (2 + random() * 3) * HOUR;
        if (early >= from && early < to)
          visits.push({ at: Math.floor(early / 1000) * 1000, cow, intervalH: (early - t) / HOUR, refused: true });
      }
      t += interval;
      if (t >= from && t < to) visits.push({ at: Math.floor(t / 1000) * 1000, cow, intervalH: interval / HOUR, refused: false });
    }
  }
  visits.sort((a, b) => a.at - b.at);
  const mine = visits.filter((v) => v.cow.no === 1184 && !v.refused);
  const aim = Date.UTC(2026, 10, 10, 1);
  const target = mine.reduce((best, v) => (Math.abs(v.at - aim) < Math.abs(best.at - aim) ? v : best));
  const diverted = new Map<Visit, string>([[target, 'BLOOD']]);
  while (diverted.size < 34) {
    const v = oneOf(random, visits);
    if (v.cow.no !== 1184 && !v.cow.separated && !v.refused)
      diverted.set(v, oneOf(random, ['BLOOD', 'CONDUCTIVITY', 'COLOUR', 'MANUAL', 'INCOMPLETE']));
  }
  const records = visits.map((v) => {
    const id = hex(random, 16);
    const animal = { no: v.cow.no, rfid: v.cow.rfid, lactation: v.cow.lactation, dim: v.cow.dim + Math.floor((v.at - from) / DAY) };
    const device = random() < 0.9 ? v.cow.device : oneOf(random, devices);
    if (v.refused) {
      const dur = between(random, 25, 70);
      return {
        id,
        animal,
        device,
        start: isoZ(v.at),
        end: isoZ(v.at + dur * 1000),
        outcome: 'REFUSED',
        intervalH: Number(v.intervalH.toFixed(2)),
        yieldKg: 0,
        expectedKg: 0,
        destination: null,
        separationReason: null,
        quarters: [],
        teatsNotFound: [],
        kickOffs: 0,
        milkTempC: null,
        concentrateKg: dec(random, 0, 0.4, 2),
      };
    }
    const expected = (v.cow.dailyKg * v.intervalH) / 24;
    const yieldKg = expected * (0.85 + random() * 0.3);
    const reason = v.cow.separated ?? diverted.get(v) ?? null;
    const incomplete = reason === 'INCOMPLETE' || random() < 0.02;
    const missing = incomplete ? [oneOf(random, ['LF', 'RF', 'LR', 'RR'])] : [];
    const shares = [0.22, 0.22, 0.28, 0.28].map((s) => s * (0.9 + random() * 0.2));
    const quarters = ['LF', 'RF', 'LR', 'RR'].map((q, i) => ({
      q,
      kg: missing.includes(q) ? 0 : Number((yieldKg * shares[i]!).toFixed(2)),
      peakFlow: dec(random, 0.9, 3.4, 2),
      cond: reason === 'CONDUCTIVITY' && i === 2 ? dec(random, 7.4, 8.9, 2) : dec(random, 4.3, 6.1, 2),
      blood: v === target && q === 'RF' ? 2140 : reason === 'BLOOD' && i === 1 ? between(random, 900, 3000) : between(random, 0, 60),
      attachS: between(random, 8, 55),
    }));
    return {
      id,
      animal,
      device,
      start: isoZ(v.at),
      end: isoZ(v.at + between(random, 330, 720) * 1000),
      outcome: incomplete ? 'INCOMPLETE' : 'MILKED',
      intervalH: Number(v.intervalH.toFixed(2)),
      yieldKg: Number(yieldKg.toFixed(2)),
      expectedKg: Number(expected.toFixed(2)),
      destination: reason ? 'SEPARATE' : 'TANK',
      separationReason: reason,
      quarters,
      teatsNotFound: missing,
      kickOffs: random() < 0.04 ? between(random, 1, 2) : 0,
      milkTempC: dec(random, 36.4, 38.6, 1),
      concentrateKg: dec(random, 0.8, 3.6, 2),
    };
  });
  const output = JSON.stringify({
    apiVersion: '3.2',
    farm: { supplierNo: farm.no, name: farm.name, system: 'DelPro FarmManager 10.6', boxes: devices.length },
    query: { from: isoZ(from), to: isoZ(to), animals: 'all', include: ['quarters', 'separation'] },
    count: records.length,
    visits: records,
    next: null,
  });
  return probe(
    'round 81: robot visits, minified JSON',
    "One of cow 1184's milkings this week didn't go into the bulk tank. What time did that milking start?",
    'herd_milking_visits',
    output,
    'divert-visit',
    isoZ(target.at),
    true,
  );
}

/** The haulage system's collection export: a week of tanker manifests, one line of XML. */
function tankerManifests(): EconomicsTask {
  const random = seededRandom(81_102);
  const members = farms(random, 330);
  const routes = Array.from({ length: 24 }, (_, r) => ({
    id: `R${pad2(r + 1)}`,
    tanker: `TV-${101 + r * 2 + pick(random, 2)}`,
    driver: `D-${between(random, 100, 999)}`,
    startMin: between(random, 4 * 60, 7 * 60 + 30),
    stops: [] as { farm: Farm; tanks: number; daily: boolean; parity: number; litres: number }[],
  }));
  let next = 0;
  for (const route of routes) {
    const n = between(random, 11, 14);
    for (let k = 0; k < n && next < members.length; k++, next++)
      route.stops.push({
        farm: members[next]!,
        tanks: random() < 0.15 ? 2 : 1,
        daily: random() < 0.7,
        parity: pick(random, 2),
        litres: between(random, 1800, 9500),
      });
  }
  const r07 = routes[6]!;
  const chosen = r07.stops.find((s, i) => i >= 4 && s.tanks === 1 && s.daily)!;
  const barcodes = new Set<string>();
  const barcode = () => {
    for (;;) {
      const b = `CV${chars(random, DIGITS, 8)}`;
      if (!barcodes.has(b)) {
        barcodes.add(b);
        return b;
      }
    }
  };
  let needle = '';
  const manifests: string[] = [];
  const intakes = new Map<number, number>();
  for (let d = 7; d <= 12; d++) {
    const day = Date.UTC(2026, 10, d);
    for (const route of routes) {
      let t = day + (route.startMin + between(random, -10, 10)) * MINUTE;
      let trip = 1;
      let load = 0;
      let pickups: string[] = [];
      const departed = t;
      let tripStart = departed;
      const intakeNo = (d: number) => {
        const n = (intakes.get(d) ?? 0) + 1;
        intakes.set(d, n);
        return n;
      };
      const close = () => {
        t += between(random, 30, 70) * MINUTE;
        const meter = Math.round(load * (1 + (random() - 0.5) * 0.008));
        manifests.push(
          `<Manifest id="M-${yymmdd(day)}-${route.id}-${trip}" route="${route.id}" trip="${trip}" date="${dateOf(day)}" tanker="${route.tanker}" driver="${route.driver}" departed="${isoZ(tripStart)}"><Pickups>${pickups.join('')}</Pickups><Unload site="Harrowby" bay="${between(random, 1, 4)}" arrived="${isoZ(t)}" manifestL="${load}" meterL="${meter}" intake="RCV-${yymmdd(day)}-${String(intakeNo(day)).padStart(3, '0')}"/></Manifest>`,
        );
        trip++;
        load = 0;
        pickups = [];
        t += between(random, 25, 50) * MINUTE;
        tripStart = t;
      };
      route.stops.forEach((stop) => {
        if (!stop.daily && (d + stop.parity) % 2 === 1) return;
        for (let tank = 1; tank <= stop.tanks; tank++) {
          const litres = Math.round((stop.daily ? stop.litres : stop.litres * 2) * (0.9 + random() * 0.2));
          if (load + litres > 28_600) close();
          t += (tank === 1 ? between(random, 14, 42) : 2) * MINUTE;
          const arrive = t + between(random, 0, 59) * 1000;
          t += between(random, 12, 26) * MINUTE;
          const sample = barcode();
          if (route === r07 && stop === chosen && d === 10) needle = sample;
          const remark =
            random() < 0.05
              ? ` remarks="${oneOf(random, ['Tank still washing on arrival, waited 15 min', 'Gate code changed, farmer rang through', 'Hose coupling on farm side worn', 'Agitated 2 min extra, cream on top', 'Dipstick reading taken twice'])}"`
              : '';
          pickups.push(
            `<Pickup seq="${pickups.length + 1}" supplierNo="${stop.farm.no}" farm="${stop.farm.name}" tank="${tank}" arrived="${isoZ(arrive)}" departed="${isoZ(t + between(random, 0, 59) * 1000)}" dipMm="${between(random, 380, 1650)}" volumeL="${litres}" tempC="${num(random, 1.9, 4.6, 1)}" agitatedMin="${between(random, 2, 6)}" sample="${sample}" seal="S${chars(random, DIGITS, 7)}" accepted="true"${remark}/>`,
          );
          load += litres;
        }
      });
      if (pickups.length > 0) close();
    }
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><CollectionExport xmlns="urn:caddonvale:haulage:collection:v3" generated="2026-11-12T18:05:07Z" depot="Harrowby" from="2026-11-07" to="2026-11-12" manifests="${manifests.length}">${manifests.join('')}</CollectionExport>`;
  return probe(
    'round 81: tanker manifests, one-line XML',
    `What sample barcode did the R07 tanker record when it collected from ${chosen.farm.name} on Tuesday?`,
    'haulage_collection_export',
    output,
    'sample-barcode',
    needle,
    true,
  );
}

/** Short minified identifiers. */
const jsId = (random: () => number): string =>
  oneOf(random, ['e', 't', 'n', 'r', 'o', 'i', 'a', 's', 'l', 'c', 'u', 'd', 'f', 'p', 'h', 'm', 'g', 'y', 'v', 'b']) +
  (random() < 0.5 ? '' : chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 1));
const JS_WORDS = [
  'silo',
  'tank',
  'valve',
  'pump',
  'line',
  'tag',
  'alarm',
  'trend',
  'batch',
  'recipe',
  'chart',
  'cip',
  'step',
  'flow',
  'temp',
  'level',
  'pressure',
  'operator',
  'shift',
  'event',
  'intake',
  'bay',
  'filler',
  'route',
  'divert',
  'hold',
  'sample',
  'audit',
];
const I18N = [
  ['cip.step.pre_rinse', 'Pre-rinse'],
  ['cip.step.caustic', 'Caustic wash'],
  ['cip.step.acid', 'Acid wash'],
  ['cip.step.final_rinse', 'Final rinse'],
  ['htst.mode.production', 'Production'],
  ['htst.mode.cip', 'Cleaning'],
  ['htst.mode.standby', 'Standby'],
  ['htst.fdv.forward', 'Forward flow'],
  ['htst.fdv.divert', 'Diverted'],
  ['alarm.ack', 'Acknowledge'],
  ['alarm.shelve', 'Shelve for 1 h'],
  ['trend.range.8h', 'Last 8 hours'],
  ['intake.bay.free', 'Bay free'],
  ['intake.bay.unloading', 'Unloading'],
  ['silo.level', 'Level'],
  ['silo.agitator', 'Agitator'],
  ['login.badge', 'Scan your badge'],
  ['batch.release', 'Release batch'],
  ['chart.sign', 'Sign chart'],
  ['report.export', 'Export CSV'],
];

/** One statement of minified bundle code. */
function jsStatement(random: () => number): string {
  const a = jsId(random);
  const b = jsId(random);
  const c = jsId(random);
  const w = oneOf(random, JS_WORDS);
  const w2 = oneOf(random, JS_WORDS);
  switch (pick(random, 12)) {
    case 0:
      return `function ${a}(${b},${c}){if(!${b})return ${c};for(var r=0;r<${b}.length;r++)${c}=31*${c}+${b}.charCodeAt(r)|0;return ${c}}`;
    case 1:
      return `const ${a}=(0,${b}.jsx)("div",{className:"${w}-${w2}__header",children:(0,${b}.jsx)("span",{className:"${w}-title",children:${c}.label})})`;
    case 2:
      return `var ${a}={method:"GET",headers:{Accept:"application/json","X-Plant":"HRB"},credentials:"include",cache:"no-store"}`;
    case 3:
      return `${a}.prototype.${w}${oneOf(random, ['Get', 'Set', 'Has', 'Clear'])}=function(${b}){return this._${w2}Map.get(${b})??null}`;
    case 4:
      return `case"${w.toUpperCase()}_${w2.toUpperCase()}":return{...${a},${w}:${b}.payload,updatedAt:Date.now()}`;
    case 5:
      return `const ${a}=${b}=>${b}.filter(${c}=>${c}.ts>=Date.now()-${between(random, 1, 24)}*36e5).map(${c}=>({...${c},v:+${c}.v.toFixed(${between(random, 0, 3)})}))`;
    case 6:
      return `${a}=await fetch("/api/v${between(random, 1, 3)}/${w}s/"+encodeURIComponent(${b})+"/${w2}",${c})`;
    case 7:
      return `if(${a}.readyState===WebSocket.OPEN)${a}.send(JSON.stringify({op:"sub",topic:"plant/hrb/${w}/"+${b},qos:${pick(random, 2)}}))`;
    case 8:
      return `const ${a}={${Array.from({ length: between(random, 3, 6) }, () => {
        const [k, v] = oneOf(random, I18N);
        return `"${k}":"${v}"`;
      }).join(',')}}`;
    case 9:
      return `${a}.style.setProperty("--${w}-color","#${hex(random, 6)}"),${a}.classList.toggle("is-${w2}",!!${b})`;
    case 10:
      return `return ${a}?${b}.length>${between(random, 2, 50)}?${b}.slice(0,${between(random, 2, 50)}):${b}:[]`;
    default:
      return `throw new Error("${w} ${w2} not ready: "+${a})`;
  }
}

/** One webpack module of filler code. */
function jsModule(random: () => number, id: number): string {
  const body = Array.from({ length: between(random, 4, 16) }, () => jsStatement(random)).join(';');
  return `${id}:(e,t,n)=>{"use strict";n.d(t,{${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}:()=>${jsId(random)}});var r=n(${between(random, 1000, 9999)});${body}}`;
}

/** The plant's web HMI bundle, minified: filler modules around the OPC UA tag map. */
function hmiBundle(): EconomicsTask {
  const random = seededRandom(81_103);
  const tags: string[] = [];
  const tag = (t: string, d: string, k: string, u: string, n: string, lo?: number, hi?: number) =>
    tags.push(`{t:"${t}",d:"${d}",k:"${k}",u:"${u}",n:"${n}"${lo === undefined ? '' : `,lo:${lo},hi:${hi}`}}`);
  for (let b = 1; b <= 4; b++) {
    const p = `ns=2;s=RCV_PLC.BAY${b}`;
    tag(`RCV${b}.FT`, `Intake bay ${b} flow meter`, 'ai', 'L/h', `${p}.FT_${b}01.PV`, 0, 60000);
    tag(`RCV${b}.TOT`, `Intake bay ${b} totaliser`, 'ai', 'L', `${p}.FT_${b}01.Total`);
    tag(`RCV${b}.TT`, `Intake bay ${b} milk temperature`, 'ai', '°C', `${p}.TT_${b}01.PV`, 0, 10);
    tag(`RCV${b}.AE`, `Intake bay ${b} air eliminator level`, 'di', '', `${p}.LS_${b}02.State`);
    tag(`RCV${b}.PMP`, `Intake bay ${b} unloading pump running`, 'di', '', `${p}.P_${b}01.Run`);
  }
  for (let s = 1; s <= 6; s++) {
    const p = `ns=2;s=RMS_PLC.SILO${s}`;
    tag(`RMS${s}.LT`, `Raw milk silo ${s} level`, 'ai', '%', `${p}.LT_${s}01.PV`, 0, 100);
    tag(`RMS${s}.TT`, `Raw milk silo ${s} temperature`, 'ai', '°C', `${p}.TT_${s}01.PV`, 0, 8);
    tag(`RMS${s}.AG`, `Raw milk silo ${s} agitator running`, 'di', '', `${p}.AG_${s}01.Run`);
    tag(`RMS${s}.INV`, `Raw milk silo ${s} inlet valve open`, 'di', '', `${p}.XV_${s}10.ZSO`);
    tag(`RMS${s}.OUTV`, `Raw milk silo ${s} outlet valve open`, 'di', '', `${p}.XV_${s}20.ZSO`);
    tag(`RMS${s}.AGE`, `Raw milk silo ${s} hours since first fill`, 'ai', 'h', `${p}.Age_h`, 0, 72);
  }
  for (let l = 1; l <= 3; l++) {
    const p = `ns=2;s=HTST${l}_PLC`;
    tag(`HTST${l}.BT.LT`, `HTST ${l} balance tank level`, 'ai', '%', `${p}.BT_${l}01.LT`, 0, 100);
    tag(`HTST${l}.TT.RAW`, `HTST ${l} raw milk inlet temperature`, 'ai', '°C', `${p}.TT_${l}01.PV`, 0, 10);
    tag(`HTST${l}.TT.REGEN`, `HTST ${l} raw side regeneration outlet temperature`, 'ai', '°C', `${p}.TT_${l}02.PV`, 0, 80);
    tag(`HTST${l}.TT.HEAT`, `HTST ${l} heating section outlet temperature`, 'ai', '°C', `${p}.TT_${l}03.PV`, 0, 90);
    tag(`HTST${l}.TT.HOLD`, `HTST ${l} holding tube outlet temperature (recorder)`, 'ai', '°C', `${p}.TT_${l}04.PV`, 60, 90);
    tag(`HTST${l}.TT.COOL`, `HTST ${l} cooling section outlet temperature`, 'ai', '°C', `${p}.TT_${l}05.PV`, 0, 10);
    tag(`HTST${l}.FT`, `HTST ${l} flow rate`, 'ai', 'L/h', `${p}.FT_${l}01.PV`, 0, 35000);
    tag(`HTST${l}.PT.RAW`, `HTST ${l} regeneration raw side pressure`, 'ai', 'bar', `${p}.PT_${l}01.PV`, 0, 10);
    tag(`HTST${l}.PT.PAST`, `HTST ${l} regeneration pasteurised side pressure`, 'ai', 'bar', `${p}.PT_${l}02.PV`, 0, 10);
    tag(`HTST${l}.PDT`, `HTST ${l} regeneration differential pressure`, 'ai', 'bar', `${p}.PDT_${l}01.PV`, -1, 3);
    tag(`HTST${l}.FDV.ZSO`, `HTST ${l} flow diversion valve FDV-${l}01 forward position`, 'di', '', `${p}.FDV_${l}01.ZSO_Fwd`);
    tag(`HTST${l}.FDV.ZSC`, `HTST ${l} flow diversion valve FDV-${l}01 divert position`, 'di', '', `${p}.FDV_${l}01.ZSC_Div`);
    tag(`HTST${l}.FDV.CMD`, `HTST ${l} flow diversion valve FDV-${l}01 forward command`, 'do', '', `${p}.FDV_${l}01.CMD_Fwd`);
    tag(`HTST${l}.LDV.ZSO`, `HTST ${l} leak detect valve LDV-${l}01 forward position`, 'di', '', `${p}.LDV_${l}01.ZSO_Fwd`);
    tag(`HTST${l}.LDV.ZSC`, `HTST ${l} leak detect valve LDV-${l}01 divert position`, 'di', '', `${p}.LDV_${l}01.ZSC_Div`);
    tag(`HTST${l}.TP.SPD`, `HTST ${l} timing pump speed`, 'ai', 'rpm', `${p}.P_${l}01.Speed`, 0, 3000);
    tag(`HTST${l}.HOM.PT`, `HTST ${l} homogeniser first stage pressure`, 'ai', 'bar', `${p}.HOM_${l}01.PT1`, 0, 250);
    tag(`HTST${l}.MODE`, `HTST ${l} operating mode`, 'enum', '', `${p}.Seq.Mode`);
    tag(`HTST${l}.CUTIN`, `HTST ${l} forward flow cut-in setpoint`, 'ao', '°C', `${p}.Seq.CutIn_SP`, 70, 80);
    tag(`HTST${l}.CUTOUT`, `HTST ${l} divert cut-out setpoint`, 'ao', '°C', `${p}.Seq.CutOut_SP`, 70, 80);
  }
  for (let s = 1; s <= 2; s++) {
    const p = `ns=2;s=SEP_PLC.SEP${s}`;
    tag(`SEP${s}.SPD`, `Separator ${s} bowl speed`, 'ai', 'rpm', `${p}.Bowl_rpm`, 0, 6000);
    tag(`SEP${s}.FAT`, `Separator ${s} cream fat`, 'ai', '%', `${p}.CreamFat`, 0, 60);
    tag(`SEP${s}.DSL`, `Separator ${s} desludge count`, 'ai', '', `${p}.DesludgeCount`);
  }
  for (let s = 1; s <= 4; s++) {
    const p = `ns=2;s=PMS_PLC.SILO${s}`;
    tag(`PMS${s}.LT`, `Pasteurised milk silo ${s} level`, 'ai', '%', `${p}.LT_${s}51.PV`, 0, 100);
    tag(`PMS${s}.TT`, `Pasteurised milk silo ${s} temperature`, 'ai', '°C', `${p}.TT_${s}51.PV`, 0, 8);
    tag(`PMS${s}.PROD`, `Pasteurised milk silo ${s} product code`, 'str', '', `${p}.Product`);
  }
  for (let k = 1; k <= 4; k++) {
    const p = `ns=2;s=CIP${k}_PLC`;
    tag(`CIP${k}.STEP`, `CIP set ${k} active step`, 'enum', '', `${p}.Seq.Step`);
    tag(`CIP${k}.CIRC`, `CIP set ${k} selected circuit`, 'str', '', `${p}.Seq.Circuit`);
    tag(`CIP${k}.TT.SUP`, `CIP set ${k} supply temperature`, 'ai', '°C', `${p}.TT_${k}81.PV`, 0, 95);
    tag(`CIP${k}.TT.RET`, `CIP set ${k} return temperature`, 'ai', '°C', `${p}.TT_${k}82.PV`, 0, 95);
    tag(`CIP${k}.CT.RET`, `CIP set ${k} return conductivity`, 'ai', 'mS/cm', `${p}.CT_${k}82.PV`, 0, 150);
    tag(`CIP${k}.FT.SUP`, `CIP set ${k} supply flow`, 'ai', 'L/min', `${p}.FT_${k}81.PV`, 0, 800);
  }
  for (let f = 1; f <= 3; f++) {
    const p = `ns=2;s=FIL${f}_PLC`;
    tag(`FIL${f}.RATE`, `Filler ${f} bottles per minute`, 'ai', 'bpm', `${p}.Rate`, 0, 400);
    tag(`FIL${f}.REJ`, `Filler ${f} fill-weight rejects`, 'ai', '', `${p}.WeighRejects`);
    tag(`FIL${f}.PROD`, `Filler ${f} product code`, 'str', '', `${p}.Product`);
  }
  const needle = 'ns=2;s=HTST2_PLC.FDV_201.ZSO_Fwd';
  const tagModule = `7731:(e,t,n)=>{"use strict";n.d(t,{Q:()=>Wt,k:()=>Gt});const Wt=[${tags.join(',')}],Gt=new Map(Wt.map(e=>[e.t,e]))}`;
  const ids = new Set<number>();
  while (ids.size < 520) ids.add(between(random, 100, 99_999));
  const modules = [...ids].map((id) => jsModule(random, id));
  modules.splice(Math.floor(modules.length * 0.5), 0, tagModule);
  const output =
    `/*! For license information please see main.8f3a1c2e.js.LICENSE.txt */(()=>{var e={${modules.join(',')}},t={};function n(r){var o=t[r];if(void 0!==o)return o.exports;var i=t[r]={exports:{}};return e[r](i,i.exports,n),i.exports}n.d=(e,t)=>{for(var r in t)n.o(t,r)&&!n.o(e,r)&&Object.defineProperty(e,r,{enumerable:!0,get:t[r]})},n.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),n(1)})();` +
    '\n//# sourceMappingURL=main.8f3a1c2e.js.map\n';
  return probe(
    'round 81: HMI bundle, minified JS',
    'Which OPC UA node does the pasteuriser HMI read to show the flow diversion valve position on HTST line 2?',
    'fetch_hmi_bundle',
    output,
    'opc-node',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** The CIP supervisory system's cycle history, as YAML. */
function cipHistory(): EconomicsTask {
  const random = seededRandom(81_104);
  interface Circuit {
    readonly id: string;
    readonly skid: string;
    readonly description: string;
    readonly kind: 'SILO' | 'LINE' | 'HTST' | 'TANK';
    readonly perDay: number;
  }
  const circuits: Circuit[] = [];
  for (let b = 1; b <= 4; b++)
    circuits.push({
      id: `RECEPTION-LINE-${b}`,
      skid: 'CIP-1',
      description: `Intake bay ${b} line, air eliminator and filter`,
      kind: 'LINE',
      perDay: 2,
    });
  for (let s = 1; s <= 6; s++)
    circuits.push({
      id: `RMS-SILO-${s}`,
      skid: s <= 3 ? 'CIP-1' : 'CIP-2',
      description: `Raw milk silo ${s}, 60 000 L, spray balls and outlet manifold`,
      kind: 'SILO',
      perDay: 1,
    });
  for (let s = 1; s <= 2; s++)
    circuits.push({ id: `SEPARATOR-${s}`, skid: 'CIP-2', description: `Separator ${s} and cream line`, kind: 'LINE', perDay: 1 });
  for (let s = 1; s <= 2; s++)
    circuits.push({ id: `CREAM-TANK-${s}`, skid: 'CIP-2', description: `Cream tank ${s}, 12 000 L`, kind: 'TANK', perDay: 1 });
  for (let l = 1; l <= 3; l++)
    circuits.push({
      id: `HTST-${l}`,
      skid: 'CIP-3',
      description: `HTST ${l} plate pack, holding tube and homogeniser`,
      kind: 'HTST',
      perDay: 1,
    });
  for (let s = 1; s <= 4; s++)
    circuits.push({ id: `PMS-SILO-${s}`, skid: 'CIP-4', description: `Pasteurised milk silo ${s}, 40 000 L`, kind: 'SILO', perDay: 1 });
  for (let f = 1; f <= 3; f++)
    circuits.push({ id: `FILLER-${f}`, skid: 'CIP-4', description: `Filler ${f} bowl, valves and product line`, kind: 'LINE', perDay: 1 });
  const recipes: Record<Circuit['kind'], string> = { SILO: 'SILO-5S-v7', LINE: 'LINE-5S-v4', HTST: 'HTST-6S-v9', TANK: 'TANK-4S-v3' };
  const steps: Record<Circuit['kind'], string[]> = {
    SILO: ['PRE_RINSE', 'CAUSTIC_WASH', 'INTERMEDIATE_RINSE', 'ACID_WASH', 'FINAL_RINSE'],
    LINE: ['PRE_RINSE', 'CAUSTIC_WASH', 'INTERMEDIATE_RINSE', 'FINAL_RINSE', 'SANITISE'],
    HTST: ['PRE_RINSE', 'CAUSTIC_WASH', 'INTERMEDIATE_RINSE', 'ACID_WASH', 'FINAL_RINSE', 'HOT_WATER_SANITISE'],
    TANK: ['PRE_RINSE', 'CAUSTIC_WASH', 'INTERMEDIATE_RINSE', 'FINAL_RINSE'],
  };
  const operators = ['jpascoe', 'ktrewin', 'mhocking', 'rhawke', 'spenrose', 'dkemp', 'ljory', 'atremayne'];
  const from = Date.UTC(2026, 10, 6);
  const to = Date.UTC(2026, 10, 12, 8);
  interface Plan {
    readonly at: number;
    readonly circuit: Circuit;
  }
  const plans: Plan[] = [];
  const target: Plan = { at: Date.UTC(2026, 10, 9, 22, 14, 5), circuit: circuits.find((c) => c.id === 'RMS-SILO-3')! };
  for (let day = from; day < to; day += DAY)
    for (const circuit of circuits)
      for (let k = 0; k < circuit.perDay; k++) {
        const base =
          circuit.kind === 'HTST'
            ? 21
            : circuit.kind === 'LINE' && circuit.perDay === 2
              ? k === 0
                ? 9
                : 15
              : circuit.kind === 'SILO'
                ? 6
                : 13;
        const at = day + (base + random() * 8) * HOUR + between(random, 0, 59) * 1000;
        if (circuit === target.circuit && day === Date.UTC(2026, 10, 9)) continue;
        if (at < to) plans.push({ at, circuit });
      }
  plans.push(target);
  plans.sort((a, b) => a.at - b.at);
  let needle = '';
  const seq: Record<string, number> = {};
  const cycles = plans.map((plan) => {
    const { circuit } = plan;
    const skidNo = circuit.skid.slice(-1);
    const key = `${circuit.skid}-${yymmdd(plan.at)}`;
    seq[key] = (seq[key] ?? 0) + 1;
    const aborted = plan !== target && random() < 0.03;
    const stepList = steps[circuit.kind].filter((s) => s !== 'ACID_WASH' || circuit.kind === 'HTST' || new Date(plan.at).getUTCDay() === 6);
    let t = plan.at;
    const lines: string[] = [];
    let water = 0;
    let caustic = 0;
    for (const [i, step] of stepList.entries()) {
      if (aborted && i === 2) break;
      const dur =
        step === 'CAUSTIC_WASH'
          ? between(random, circuit.kind === 'HTST' ? 1800 : 900, circuit.kind === 'HTST' ? 2100 : 1260)
          : step === 'ACID_WASH'
            ? between(random, 600, 900)
            : between(random, 240, 540);
      const started = t;
      const ended = t + dur * 1000;
      if (plan === target && step === 'CAUSTIC_WASH') needle = stamp(started);
      const hot =
        step === 'CAUSTIC_WASH' ? (circuit.kind === 'HTST' ? 80 : 75) : step === 'ACID_WASH' ? 65 : step === 'HOT_WATER_SANITISE' ? 90 : 0;
      const flow = between(random, 280, 620);
      water += Math.round((flow * dur) / 60 / 12);
      lines.push(`    - step: ${step}`);
      lines.push(`      started: "${stamp(started)}"`);
      lines.push(`      ended: "${stamp(ended)}"`);
      lines.push(`      durationS: ${dur}`);
      if (hot > 0) {
        lines.push(`      setpointTempC: ${hot}`);
        lines.push(`      supplyTempC: {min: ${num(random, hot - 4, hot - 1, 1)}, max: ${num(random, hot + 0.5, hot + 3, 1)}}`);
        lines.push(`      returnTempC: {min: ${num(random, hot - 12, hot - 6, 1)}, max: ${num(random, hot - 3, hot + 0.5, 1)}}`);
        lines.push(`      returnCondMScm: {min: ${num(random, 40, 60, 1)}, max: ${num(random, 62, 88, 1)}}`);
        if (step !== 'HOT_WATER_SANITISE') {
          const pct = dec(random, step === 'ACID_WASH' ? 0.6 : 1.2, step === 'ACID_WASH' ? 1.1 : 1.8, 2);
          lines.push(`      concentrationPct: ${pct}`);
          if (step === 'CAUSTIC_WASH') caustic += dec(random, 18, 60, 1);
        }
      } else {
        lines.push(`      supplyTempC: {min: ${num(random, 12, 30, 1)}, max: ${num(random, 32, 48, 1)}}`);
        lines.push(`      returnTempC: {min: ${num(random, 10, 25, 1)}, max: ${num(random, 28, 44, 1)}}`);
        lines.push(`      returnCondMScm: {min: ${num(random, 0.1, 0.4, 2)}, max: ${num(random, 0.5, 4, 2)}}`);
      }
      lines.push(`      flowLpm: {avg: ${flow}, min: ${flow - between(random, 20, 90)}}`);
      t = ended + between(random, 25, 95) * 1000;
    }
    return [
      `- cycleId: C${skidNo}-${yymmdd(plan.at)}-${String(seq[key]).padStart(3, '0')}`,
      `  skid: ${circuit.skid}`,
      `  circuit: ${circuit.id}`,
      `  description: ${circuit.description}`,
      `  recipe: ${recipes[circuit.kind]}`,
      `  operator: ${oneOf(random, operators)}`,
      `  started: "${stamp(plan.at)}"`,
      `  ended: "${stamp(t)}"`,
      `  result: ${aborted ? 'ABORTED' : 'COMPLETE'}`,
      ...(aborted
        ? [
            `  abortReason: ${oneOf(random, ['"Operator stop: circuit needed for production"', '"Return pump dry-run trip"', '"Supply valve XV feedback timeout"'])}`,
          ]
        : []),
      `  waterUsedL: ${water}`,
      `  causticUsedL: ${caustic.toFixed(1)}`,
      '  steps:',
      ...lines,
    ].join('\n');
  });
  const output = `# cipctl history --since 2026-11-06 --until 2026-11-12T08:00 --all-skids -o yaml\n# site: Harrowby  skids: CIP-1..CIP-4  cycles: ${cycles.length}\n${cycles.join('\n')}\n`;
  return probe(
    'round 81: CIP history, YAML',
    "When did the caustic stage begin on Monday night's clean of raw milk silo 3?",
    'cip_cycle_history',
    output,
    'caustic-start',
    needle,
  );
}

/** The laboratory's LIMS: a week of bulk milk sample results, pretty JSON. */
function limsSamples(): EconomicsTask {
  const random = seededRandom(81_105);
  const members = farms(random, 150);
  const chosen = members[between(random, 40, 110)]!;
  const needleScc = 231000;
  const routeOf = new Map(members.map((f, i) => [f, `R${pad2(1 + Math.floor(i / 7))}`]));
  const daily = new Map(members.map((f) => [f, random() < 0.6]));
  const analysts = ['K. Trewin', 'M. Hocking', 'E. Vosper', 'C. Menhenick', 'N. Couch'];
  const samples: object[] = [];
  let serial = 41_000;
  for (let d = 6; d <= 11; d++) {
    const day = Date.UTC(2026, 10, d);
    for (const farm of members) {
      if (!daily.get(farm) && d % 2 === 1 && farm !== chosen) continue;
      const collected = day + (4.5 + random() * 6) * HOUR;
      const received = collected + (3 + random() * 5) * HOUR;
      const sampleId = `CV-${yymmdd(day).slice(0, 4)}-${String(serial++).padStart(7, '0')}`;
      const target = farm === chosen && d === 9;
      let scc = between(random, 70, 420) * 1000;
      while (scc === needleScc) scc = between(random, 70, 420) * 1000;
      const results: object[] = [];
      if (target || random() < 0.55)
        results.push({ test: 'SCC', method: 'Fossomatic 7 DC', value: target ? needleScc : scc, unit: 'cells/mL' });
      if (random() < 0.4) results.push({ test: 'BACTOSCAN', method: 'BactoScan FC+', value: between(random, 4, 60), unit: 'x1000 IBC/mL' });
      results.push(
        { test: 'FAT', method: 'MilkoScan 7 RM', value: dec(random, 3.7, 4.9, 2), unit: 'g/100g' },
        { test: 'PROTEIN', method: 'MilkoScan 7 RM', value: dec(random, 3.15, 3.65, 2), unit: 'g/100g' },
        { test: 'LACTOSE', method: 'MilkoScan 7 RM', value: dec(random, 4.4, 4.8, 2), unit: 'g/100g' },
      );
      if (random() < 0.2) results.push({ test: 'FPD', method: 'Cryoscope 4C3', value: -dec(random, 0.515, 0.53, 3), unit: '°C' });
      if (random() < 0.15) results.push({ test: 'UREA', method: 'MilkoScan 7 RM', value: between(random, 180, 340), unit: 'mg/L' });
      samples.push({
        sampleId,
        barcode: `CV${chars(random, DIGITS, 8)}`,
        matrix: 'Raw cow milk, farm bulk tank',
        supplier: { number: farm.no, name: farm.name, route: routeOf.get(farm) },
        collected: isoZ(collected),
        received: isoZ(received),
        status: 'AUTHORISED',
        results,
        authorisedBy: oneOf(random, analysts),
        authorisedAt: isoZ(received + (2 + random() * 6) * HOUR),
      });
    }
  }
  const output = JSON.stringify(
    {
      lab: 'Caddon Vale Milk Co-operative, Harrowby Laboratory',
      query: { received: { from: '2026-11-06', to: '2026-11-11' }, matrix: 'bulk' },
      count: samples.length,
      samples,
    },
    null,
    2,
  );
  return probe(
    'round 81: LIMS samples, pretty JSON',
    `What cell count did the lab get on the bulk milk sample from ${chosen.name} collected on Monday?`,
    'lims_sample_results',
    output,
    'scc',
    String(needleScc),
  );
}

/** The payment run's log (Spring Boot), with the stack traces of the suppliers it could not price. */
function paymentRunLog(): EconomicsTask {
  const random = seededRandom(81_106);
  const members = farms(random, 620);
  const target = members[between(random, 250, 330)]!;
  const threads = ['payrun-exec-1', 'payrun-exec-2', 'payrun-exec-3', 'payrun-exec-4'];
  const common = [
    'com.caddonvale.payments.pricing.SupplierPricer.price(SupplierPricer.java:132)',
    'com.caddonvale.payments.run.SupplierPricingStep.lambda$execute$0(SupplierPricingStep.java:88)',
    'java.base/java.util.concurrent.CompletableFuture$AsyncSupply.run(CompletableFuture.java:1768)',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const failures: ((f: Farm) => string[])[] = [
    () => [
      'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because "rate" is null',
      '\tat com.caddonvale.payments.haulage.HaulageCharge.perLitre(HaulageCharge.java:57)',
      '\tat com.caddonvale.payments.haulage.HaulageCharge.forPeriod(HaulageCharge.java:31)',
      '\tat com.caddonvale.payments.pricing.SupplierPricer.deductions(SupplierPricer.java:171)',
    ],
    () => [
      'java.lang.ArithmeticException: Non-terminating decimal expansion; no exact representable decimal result.',
      '\tat java.base/java.math.BigDecimal.divide(BigDecimal.java:1780)',
      '\tat com.caddonvale.payments.pricing.ComponentPricing.proteinPpl(ComponentPricing.java:203)',
      '\tat com.caddonvale.payments.pricing.ComponentPricing.adjust(ComponentPricing.java:88)',
    ],
    () => [
      `java.lang.IllegalStateException: No Bactoscan band covers ${between(random, 310, 900)} x1000 IBC/mL in scheme CVMC-2026-Q4`,
      '\tat com.caddonvale.payments.quality.BactoBandTable.bandFor(BactoBandTable.java:97)',
      '\tat com.caddonvale.payments.quality.QualityAdjuster.bactoAdjustment(QualityAdjuster.java:88)',
      '\tat com.caddonvale.payments.quality.QualityAdjuster.adjust(QualityAdjuster.java:43)',
    ],
    (f) => [
      `org.springframework.dao.DuplicateKeyException: PreparedStatementCallback; SQL [insert into statement_line (run_id, supplier_no, line_type, amount) values (?, ?, ?, ?)]; ERROR: duplicate key value violates unique constraint "statement_line_uk"`,
      `  Detail: Key (run_id, supplier_no, line_type)=(2026-10-R1, ${f.no}, HAULAGE) already exists.`,
      '\tat org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:247)',
      '\tat org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1001)',
      '\tat com.caddonvale.payments.statements.StatementWriter.writeLine(StatementWriter.java:66)',
      '\tat com.caddonvale.payments.statements.StatementWriter.write(StatementWriter.java:40)',
    ],
  ];
  const failing = new Map<Farm, (f: Farm) => string[]>();
  failing.set(target, () => [
    `java.lang.IllegalStateException: No SCC band covers 1,204,000 cells/mL in scheme CVMC-2026-Q4`,
    '\tat com.caddonvale.payments.quality.SccBandTable.bandFor(SccBandTable.java:118)',
    '\tat com.caddonvale.payments.quality.QualityAdjuster.sccAdjustment(QualityAdjuster.java:74)',
    '\tat com.caddonvale.payments.quality.QualityAdjuster.adjust(QualityAdjuster.java:41)',
  ]);
  while (failing.size < 10) {
    const f = oneOf(random, members);
    if (!failing.has(f)) failing.set(f, oneOf(random, failures));
  }
  const lines: string[] = [];
  let t = Date.UTC(2026, 10, 11, 2, 0, 3, 118);
  const log = (level: string, thread: string, logger: string, msg: string) => {
    t += between(random, 3, 900);
    lines.push(`${stampMs(t)} ${level.padStart(5)} 1 --- [${thread.padStart(15)}] ${logger.padEnd(40)} : ${msg}`);
  };
  log(
    'INFO',
    'main',
    'c.c.payments.PaymentsApplication',
    'Starting PaymentsApplication v4.18.2 using Java 21.0.5 with PID 1 (/app/payments.jar started by app in /app)',
  );
  log('INFO', 'main', 'c.c.payments.PaymentsApplication', 'The following 2 profiles are active: "prod", "payrun"');
  log('INFO', 'main', 'com.zaxxer.hikari.HikariDataSource', 'HikariPool-1 - Starting...');
  log('INFO', 'main', 'com.zaxxer.hikari.HikariDataSource', 'HikariPool-1 - Start completed.');
  log(
    'INFO',
    'main',
    'c.c.payments.run.PaymentRunJob',
    `Payment run 2026-10-R1 for period 2026-10 starting: ${members.length} suppliers, scheme CVMC-2026-Q4, base price 41.25 ppl`,
  );
  for (const f of members) {
    const thread = oneOf(random, threads);
    const litres = between(random, 60_000, 620_000);
    const collections = between(random, 15, 31);
    log(
      'INFO',
      thread,
      'c.c.payments.run.CollectionLoader',
      `Loaded ${collections} collections for supplier ${f.no} (${f.name}): ${grouped(litres)} L`,
    );
    if (random() < 0.08)
      log(
        'WARN',
        thread,
        'c.c.payments.quality.QualityAdjuster',
        `Supplier ${f.no}: only ${between(random, 1, 3)} SCC results in period, using rolling 3-month geometric mean`,
      );
    const fail = failing.get(f);
    if (fail) {
      const trace = fail(f);
      for (let attempt = 1; attempt <= 2; attempt++)
        log(
          'WARN',
          thread,
          'c.c.payments.run.SupplierPricingStep',
          `Pricing supplier ${f.no} period 2026-10 failed (attempt ${attempt} of 3), retrying in ${attempt * 2}s: ${trace[0]!.split(': ').slice(1).join(': ')}`,
        );
      log(
        'ERROR',
        thread,
        'c.c.payments.run.SupplierPricingStep',
        `Pricing failed for supplier ${f.no} (${f.name}) period 2026-10, giving up after 3 attempts; statement held`,
      );
      lines.push('', ...trace, ...common.map((c) => `\tat ${c}`), '');
      continue;
    }
    const comp = dec(random, -0.8, 2.6, 2);
    const qual = oneOf(random, [0.5, 0.25, 0, 0, 0, -0.5, -1.0]);
    const haul = dec(random, 0.7, 1.6, 2);
    const net = 41.25 + comp + qual - haul;
    log(
      'INFO',
      thread,
      'c.c.payments.run.SupplierPricingStep',
      `Priced supplier ${f.no} period 2026-10: ${grouped(litres)} L, base 41.25 ppl, components ${comp >= 0 ? '+' : ''}${comp.toFixed(2)} ppl, quality ${qual >= 0 ? '+' : ''}${qual.toFixed(2)} ppl, haulage -${haul.toFixed(2)} ppl, net ${net.toFixed(2)} ppl, gross £${grouped(Math.round((litres * net) / 100))}`,
    );
    log(
      'INFO',
      thread,
      'c.c.payments.statements.StatementWriter',
      `Statement ST-2026-10-${f.no} written (${between(random, 6, 11)} lines)`,
    );
  }
  log(
    'INFO',
    'main',
    'c.c.payments.run.PaymentRunJob',
    `Payment run 2026-10-R1 finished: ${members.length - failing.size} priced, ${failing.size} held, BACS file not generated (held statements)`,
  );
  const output = lines.join('\n') + '\n';
  return probe(
    'round 81: payment run log, stack traces',
    `The October milk payment run fell over on supplier ${target.no}. Which source file and line did the exception come from?`,
    'payrun_logs',
    output,
    'throw-site',
    'SccBandTable.java:118',
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** The SCADA event journal of the three HTST pasteurisers. */
function htstEvents(): EconomicsTask {
  const random = seededRandom(81_107);
  const from = Date.UTC(2026, 10, 3);
  const to = Date.UTC(2026, 10, 12, 9);
  const products = ['WHOLE-STD', 'SEMI-1.7', 'SKIM-0.1', 'WHOLE-ORG', 'SEMI-ORG', 'CREAM-38'];
  const operators = ['jpascoe', 'ktrewin', 'rhawke', 'spenrose', 'dkemp', 'ljory'];
  interface Ev {
    readonly at: number;
    readonly line: number;
    readonly text: string;
  }
  const events: Ev[] = [];
  let planted = false;
  const neededAt = Date.UTC(2026, 10, 11, 14, 22, 7, 413);
  /** Whether a low hold-tube divert would fall where only the planted one may be. */
  const reserved = (line: number, at: number) => line === 2 && at >= Date.UTC(2026, 10, 11, 11) && at < Date.UTC(2026, 10, 11, 19);
  const ev = (at: number, line: number, tag: string, text: string) =>
    events.push({ at, line, text: `${stampMs(at)} | HTST${line} | ${tag.padEnd(8)} | ${text}` });
  for (let line = 1; line <= 3; line++) {
    for (let day = from; day < to; day += DAY) {
      let t = day + (4 + random() * 2) * HOUR;
      const end = day + (19 + random() * 2) * HOUR;
      let product = oneOf(random, products);
      let batch = 1;
      const batchId = () => `B26-${yymmdd(day).slice(2)}-${line}-${pad2(batch)}`;
      ev(t, line, 'MODE', `STANDBY -> STARTUP | operator: ${oneOf(random, operators)}`);
      t += between(random, 6, 14) * MINUTE + between(random, 0, 59_999);
      ev(
        t,
        line,
        `FDV-${line}01`,
        `DIVERT -> FORWARD | TT-${line}04 hold tube outlet ${num(random, 72.4, 73.6, 2)} °C >= cut-in 72.30 °C | product: ${product} | batch: ${batchId()}`,
      );
      ev(t + 40, line, 'MODE', 'STARTUP -> PRODUCTION');
      let nextCheck = t + between(random, 30, 60) * MINUTE;
      while (t < end) {
        t += between(random, 8, 16) * MINUTE + between(random, 0, 59_999);
        if (t >= to) break;
        if (line === 2 && !planted && t >= neededAt) {
          // The one divert the question is about, with the product and batch running then.
          planted = true;
          ev(
            neededAt,
            2,
            'FDV-201',
            `FORWARD -> DIVERT | cause: TT-204 hold tube outlet 71.84 °C < cut-out 72.00 °C | product: ${product} | batch: ${batchId()}`,
          );
          t = neededAt + 97_218;
          ev(
            t,
            2,
            'FDV-201',
            `DIVERT -> FORWARD | TT-204 hold tube outlet 72.41 °C >= cut-in 72.30 °C | product: ${product} | batch: ${batchId()}`,
          );
          continue;
        }
        ev(
          t,
          line,
          'LOG',
          `TT-${line}04 ${num(random, 72.5, 73.4, 2)} °C | FT-${line}01 ${between(random, 24_800, 30_200)} L/h | PDT-${line}01 ${num(random, 0.42, 0.95, 2)} bar | FDV FORWARD`,
        );
        if (t > nextCheck) {
          ev(
            t + between(random, 1000, 90_000),
            line,
            'CHART',
            `recorder check IT ${num(random, 72.5, 73.3, 1)} / RT ${num(random, 72.5, 73.3, 1)} °C | initials: ${oneOf(random, operators).slice(0, 2).toUpperCase()}`,
          );
          nextCheck = t + between(random, 110, 130) * MINUTE;
        }
        const roll = random();
        if (roll < 0.05) {
          const old = product;
          product = oneOf(
            random,
            products.filter((p) => p !== old),
          );
          batch++;
          ev(t + 5000, line, 'PRODUCT', `${old} -> ${product} | batch: ${batchId()} | water push ${between(random, 180, 420)} L`);
        } else if (roll < 0.13) {
          const at = t + between(random, 1000, 300_000);
          if (line === 2 && Math.abs(at - neededAt) < 20 * MINUTE) continue;
          const kind = pick(random, 4);
          let cause: string;
          if (kind === 0 && !reserved(line, at)) {
            const v = dec(random, 71.6, 71.99, 2);
            cause = `TT-${line}04 hold tube outlet ${v.toFixed(2)} °C < cut-out 72.00 °C`;
          } else if (kind <= 1) cause = `FT-${line}01 flow ${between(random, 31_550, 32_400)} L/h > max 31 500 L/h`;
          else if (kind === 2) cause = `LT-${line}01 balance tank level ${between(random, 4, 9)} % < low 10 %`;
          else
            cause = `manual divert by ${oneOf(random, operators)} (${oneOf(random, ['sample', 'hot water flush', 'operator request', 'homogeniser valve change'])})`;
          ev(at, line, `FDV-${line}01`, `FORWARD -> DIVERT | cause: ${cause} | product: ${product} | batch: ${batchId()}`);
          const back = at + between(random, 40, 240) * 1000 + between(random, 0, 999);
          ev(
            back,
            line,
            `FDV-${line}01`,
            `DIVERT -> FORWARD | TT-${line}04 hold tube outlet ${num(random, 72.3, 73.2, 2)} °C >= cut-in 72.30 °C | product: ${product} | batch: ${batchId()}`,
          );
          t = back;
        } else if (roll < 0.16) {
          ev(
            t + 3000,
            line,
            'SAMPLE',
            `product sample drawn for lab | ${product} | batch: ${batchId()} | bottle ${chars(random, DIGITS, 6)}`,
          );
        } else if (roll < 0.18) {
          ev(t + 3000, line, 'P-' + line + '01', `timing pump speed ${between(random, 1380, 1520)} rpm | sealed setpoint verified`);
        }
      }
      ev(end, line, 'MODE', 'PRODUCTION -> CIP | water push to drain');
      ev(end + between(random, 5, 15) * MINUTE, line, `FDV-${line}01`, 'FORWARD -> DIVERT | cause: mode CIP');
      ev(end + between(random, 140, 170) * MINUTE, line, 'MODE', `CIP -> STANDBY | cycle C3-${yymmdd(day)} complete`);
    }
  }
  if (!planted) throw new Error('HTST2 was not in production at the planted divert');
  events.sort((a, b) => a.line - b.line || a.at - b.at);
  const output =
    'Harrowby plant SCADA | event journal | units HTST1,HTST2,HTST3 | 2026-11-03 00:00 .. 2026-11-12 09:00 | sorted by unit, time | times UTC\n' +
    events.map((e) => e.text).join('\n') +
    '\n';
  return probe(
    'round 81: HTST event journal, preamble and paraphrase',
    "We've got the dairy hygiene inspector in on Monday and they'll want to see how we handled it. Yesterday afternoon the second pasteuriser sent milk back round because it wasn't hot enough at the end of the holding tube. What time exactly did that happen?",
    'htst_event_journal',
    output,
    'low-temp-divert',
    stampMs(neededAt),
  );
}

/** The farm bulk tank monitoring service's feed (logfmt): readings every 30 minutes and events. */
function tankMonitorFeed(): EconomicsTask {
  const random = seededRandom(81_108);
  const sites = farms(random, 64);
  const target = sites[between(random, 20, 44)]!;
  const other = sites.find((s) => s !== target && sites.indexOf(s) > 50)!;
  const from = Date.UTC(2026, 10, 11, 10, 30);
  const to = Date.UTC(2026, 10, 12, 10, 30);
  const firstAt = Date.UTC(2026, 10, 12, 2, 47, 13);
  const restoredAt = Date.UTC(2026, 10, 12, 7, 4, 51);
  const lines: { at: number; text: string }[] = [];
  for (const site of sites) {
    const head = `site=${site.no} site_name="${site.name}"`;
    const tanks = random() < 0.2 ? 2 : 1;
    for (let tank = 1; tank <= tanks; tank++) {
      const cap = oneOf(random, [8000, 10_000, 12_000, 15_000, 20_000]);
      let volume = Math.round(cap * (0.2 + random() * 0.3));
      const milkings = [
        Date.UTC(2026, 10, 11, 15 + pick(random, 2), between(random, 0, 59)),
        Date.UTC(2026, 10, 12, 5 + pick(random, 2), between(random, 0, 59)),
      ];
      const pickup = Date.UTC(2026, 10, 11, 11 + pick(random, 8), between(random, 0, 59), between(random, 0, 59));
      let washing = 0;
      let temp = dec(random, 2.8, 3.9, 1);
      for (let at = from; at <= to; at += 30 * MINUTE) {
        const e = (when: number, code: string, rest: string) =>
          lines.push({ at: when, text: `ts=${isoZ(when)} ${head} tank=${tank} kind=event code=${code}${rest ? ' ' + rest : ''}` });
        const inMilking = milkings.some((m) => at >= m && at < m + 2.5 * HOUR);
        if (pickup >= at && pickup < at + 30 * MINUTE) {
          e(pickup, 'PICKUP', `volume_before_l=${volume} temp_c=${temp.toFixed(1)} haulier_tag=TV-${between(random, 101, 150)}`);
          volume = 0;
          washing = 3;
          e(pickup + between(random, 14, 30) * MINUTE, 'WASH_START', `program=${oneOf(random, ['ALKALI', 'ALKALI', 'ACID'])}`);
        }
        for (const m of milkings)
          if (m >= at && m < at + 30 * MINUTE) {
            e(m + between(random, 0, 59) * 1000, 'MILK_INFLOW', `flow_lpm=${between(random, 20, 60)}`);
            e(m + between(random, 90, 300) * 1000, 'COOLING_START', `temp_c=${num(random, 9, 16, 1)}`);
          }
        if (inMilking) {
          volume += between(random, 300, 900);
          temp = dec(random, 4.5, 9.5, 1);
        } else if (volume > 0) temp = Math.max(2.6, temp - dec(random, 0.5, 1.5, 1));
        let agitator = inMilking || random() < 0.3 ? 'on' : 'off';
        if (site === target && tank === 1 && at >= firstAt && at < restoredAt) agitator = 'no_current';
        let wash = 'idle';
        if (washing > 0) {
          wash = washing === 1 ? 'drain' : 'wash';
          washing--;
          if (washing === 0)
            e(
              at + between(random, 1, 20) * MINUTE,
              'WASH_COMPLETE',
              `max_temp_c=${num(random, 62, 78, 1)} duration_min=${between(random, 22, 41)}`,
            );
        }
        lines.push({
          at,
          text: `ts=${isoZ(at)} ${head} tank=${tank} kind=reading temp_c=${(washing > 0 ? dec(random, 30, 70, 1) : temp).toFixed(1)} volume_l=${volume} fill_pct=${Math.round((volume / cap) * 100)} agitator=${agitator} compressor=${inMilking || temp > 4 ? 'on' : 'off'} wash=${wash} mains_v=${between(random, 228, 244)}`,
        });
      }
    }
  }
  const agit = (site: Farm, at: number, back: number) => {
    const head = `site=${site.no} site_name="${site.name}" tank=1 kind=event`;
    lines.push({ at, text: `ts=${isoZ(at)} ${head} code=AGIT_NO_CURRENT detail="agitator commanded on, motor current 0.0 A" motor_a=0.0` });
    lines.push({
      at: back,
      text: `ts=${isoZ(back)} ${head} code=AGIT_RESTORED detail="motor current ${num(random, 1.8, 2.6, 1)} A" motor_a=${num(random, 1.8, 2.6, 1)}`,
    });
  };
  agit(target, firstAt, restoredAt);
  agit(other, Date.UTC(2026, 10, 11, 16, 21, 38), Date.UTC(2026, 10, 11, 16, 58, 2));
  lines.sort((a, b) => a.at - b.at);
  const output = lines.map((l) => l.text).join('\n') + '\n';
  return probe(
    'round 81: tank monitor feed, paraphrase',
    `Our tanker driver reckons the milk at ${target.name} had a layer of cream on top when he got there this morning. Apparently the stirrer in their milk vat packed in overnight. When did the tank monitoring first notice?`,
    'tank_monitor_feed',
    output,
    'agitator-stop',
    isoZ(firstAt),
  );
}

/** The laboratory's inhibitory substances register: a fixed-width text report in three parts. */
function inhibitorRegister(): EconomicsTask {
  const random = seededRandom(81_109);
  const members = farms(random, 300);
  const routes = Array.from({ length: 22 }, (_, r) => ({
    id: `R${pad2(r + 1)}`,
    tanker: `TV-${101 + r * 2}`,
    farms: members.slice(r * 13, r * 13 + 13),
  }));
  const analysts = ['RH', 'KT', 'MH', 'EV', 'CM', 'NC'];
  /** Kit lots, oldest first: the current one since 7 November, the one before since 9 October. */
  const kits = {
    spnt: ['SPNT2607B', 'SPNT2608C', 'SPNT2609A'],
    bl: ['BL26-0917', 'BL26-0931', 'BL26-0944'],
    tet: ['TET26-104', 'TET26-112', 'TET26-118'],
  };
  const lotOf = (k: string[], day: number) => (day < Date.UTC(2026, 9, 9) ? k[0]! : day < Date.UTC(2026, 10, 7) ? k[1]! : k[2]!);
  const from = Date.UTC(2026, 9, 29);
  const head = "Date        Rec'd  Load          Route  Tanker  Test                   Kit lot     Incub.  Read   Result  Analyst";
  const part1: string[] = [
    'CADDON VALE MILK CO-OPERATIVE - HARROWBY LABORATORY',
    'Inhibitory substances screening register                       printed 2026-11-12 09:14 by lims-rpt (QA-REP-031)',
    'Period: 2026-10-29 00:00 to 2026-11-12 09:00',
    '',
    'PART 1 - TANKER LOAD SCREENING',
    '',
    head,
    '-'.repeat(head.length),
  ];
  /** Loads that screened non-negative, and got a trace-back. */
  const flagged: { date: string; load: string; routeIndex: number; positive: number | null }[] = [];
  const plan = new Map<string, { routeIndex: number; positive: number | null }>([
    ['2026-10-31', { routeIndex: 20, positive: 4 }],
    ['2026-11-02', { routeIndex: 3, positive: 6 }],
    ['2026-11-05', { routeIndex: 17, positive: null }],
    ['2026-11-08', { routeIndex: 9, positive: 2 }],
    ['2026-11-12', { routeIndex: 13, positive: 8 }],
  ]);
  const printed = Date.UTC(2026, 10, 12, 9, 14);
  for (let day = from; day <= Date.UTC(2026, 10, 12); day += DAY) {
    const date = dateOf(day);
    const special = plan.get(date);
    const loads: { rec: number; r: number; trip: number }[] = [];
    for (const r of routes.keys())
      for (let trip = 1, trips = random() < 0.4 ? 2 : 1; trip <= trips; trip++) {
        const hit = special?.routeIndex === r && trip === 1;
        const rec =
          day + (hit ? 4 + random() * 0.8 : trip === 1 ? 3.5 + random() * 4 : 10 + random() * 6) * HOUR + between(random, 0, 59) * 1000;
        if (rec < printed - 30 * MINUTE) loads.push({ rec, r, trip });
      }
    loads.sort((a, b) => a.rec - b.rec);
    loads.forEach(({ rec, r, trip }, i) => {
      const route = routes[r]!;
      const load = `L${yymmdd(day)}-${String(i + 1).padStart(3, '0')}`;
      const hit = special !== undefined && special.routeIndex === r && trip === 1;
      if (hit) flagged.push({ date, load, routeIndex: r, positive: special.positive });
      const an = oneOf(random, analysts);
      const lot = (k: string[]) => lotOf(k, day);
      const row = (first: boolean, test: string, kit: string, inc: string, readAt: number, result: string) =>
        (first
          ? `${date}  ${hhmm(rec)}  ${load.padEnd(12)}  ${route.id.padEnd(5)}  ${route.tanker.padEnd(6)}  `
          : ' '.repeat(12 + 7 + 14 + 7 + 8)) +
        `${test.padEnd(21)}  ${kit.padEnd(10)}  ${inc.padEnd(6)}  ${readAt > printed ? '--:--' : hhmm(readAt)}  ${(readAt > printed ? 'PEND' : result).padEnd(6)}  ${an}`;
      part1.push(row(true, 'Charm ROSA BL-MRL', lot(kits.bl), '56°C', rec + 9 * MINUTE, hit ? 'POS' : 'NEG'));
      part1.push(row(false, 'Charm ROSA TET', lot(kits.tet), '56°C', rec + 10 * MINUTE, 'NEG'));
      part1.push(
        row(
          false,
          'Delvotest SP-NT',
          lot(kits.spnt),
          '64°C',
          rec + 3 * HOUR + between(random, 0, 15) * MINUTE,
          hit && special.positive !== null ? 'POS' : 'NEG',
        ),
      );
      if (hit)
        part1.push(
          ' '.repeat(52) +
            (special.positive === null
              ? `>> BL-MRL non-negative, Delvotest NEG: load RELEASED after retest (ROSA BL-MRL x2 NEG ${hhmm(rec + 40 * MINUTE)})`
              : `>> LOAD REJECTED ${hhmm(rec + 35 * MINUTE)}, ${grouped(between(random, 22_000, 28_900))} L to disposal per SOP-QA-017; trace-back TB-${yymmdd(day)}-01 opened`),
        );
    });
  }
  const part2: string[] = ['', '', 'PART 2 - SUPPLIER TRACE-BACKS (newest first)', ''];
  let needle = '';
  for (const f of [...flagged].reverse()) {
    const route = routes[f.routeIndex]!;
    const kit = lotOf(kits.bl, Date.parse(f.date));
    part2.push(
      `TB-${f.date.slice(2).replaceAll('-', '')}-01  load ${f.load}  ${route.id}  ${route.tanker}  opened ${f.date}  method Charm ROSA BL-MRL (kit ${kit}) on farm samples from the load`,
    );
    part2.push('  Seq  Supplier  Farm                          Vol L    Sample      Ratio  Result');
    route.farms.slice(0, 11).forEach((farm, i) => {
      const pos = f.positive === i + 1;
      if (pos && f.date === '2026-11-12') needle = farm.name;
      const ratio = pos ? num(random, 1.35, 1.9, 2) : num(random, 0.31, 0.78, 2);
      part2.push(
        `  ${String(i + 1).padStart(3)}  ${farm.no.padEnd(8)}  ${farm.name.padEnd(28)}  ${grouped(between(random, 1400, 6200)).padStart(6)}  CV${chars(random, DIGITS, 8)}  ${ratio}   ${pos ? 'POS' : 'NEG'}`,
      );
    });
    part2.push(
      f.positive === null
        ? '  Outcome: all farm samples NEG; load screen judged false non-negative (milk fat 5.9 %, BL-MRL known interference). Closed.'
        : f.date === '2026-11-12'
          ? `  Outcome (open): supplier notified by phone 08:52, written notice to follow; collection suspended pending clear test; disposal cost recoverable under members' rules 14.3.`
          : `  Outcome: supplier notified by phone ${pad2(between(random, 9, 11))}:${pad2(between(random, 0, 59))} and in writing; collection suspended pending clear test; disposal cost recoverable under members' rules 14.3. Closed ${dateOf(Date.parse(f.date) + between(random, 2, 4) * DAY)}.`,
      '',
    );
  }
  const h3 = `${'Date'.padEnd(10)}  ${'Time'.padEnd(5)}  ${'Kit lot'.padEnd(10)}  ${'Control'.padEnd(27)}  Expected  Reading  ${'Result'.padEnd(6)}  ${'Reader'.padEnd(13)}  Analyst`;
  const part3: string[] = ['', 'PART 3 - KIT CONTROLS AND READER CHECKS', '', h3, '-'.repeat(h3.length)];
  for (let day = Date.UTC(2026, 8, 21); day <= Date.UTC(2026, 10, 12); day += DAY)
    for (const shift of [5, 13, 21]) {
      const start = day + shift * HOUR + between(random, 0, 40) * MINUTE;
      for (const [k, reader] of ['ROSA-R3 #0412', 'ROSA-R3 #0588', 'DelvoScan #2'].entries()) {
        const at = start + k * between(random, 4, 9) * MINUTE;
        if (at > printed) continue;
        const an = oneOf(random, analysts);
        const checks: (readonly [string, string, string])[] =
          k < 2
            ? [
                [lotOf(kits.bl, day), 'negative control (skim)', 'NEG'],
                [lotOf(kits.bl, day), 'positive 4 ppb penicillin G', 'POS'],
                [lotOf(kits.tet, day), 'negative control (skim)', 'NEG'],
                [lotOf(kits.tet, day), 'positive 100 ppb oxytetra.', 'POS'],
              ]
            : [
                [lotOf(kits.spnt, day), 'negative control (skim)', 'NEG'],
                [lotOf(kits.spnt, day), 'positive 4 ppb penicillin G', 'POS'],
              ];
        for (const [kit, control, expected] of checks)
          part3.push(
            `${dateOf(at)}  ${hhmm(at)}  ${kit.padEnd(10)}  ${control.padEnd(27)}  ${expected.padEnd(8)}  ${(expected === 'POS' ? num(random, 1.2, 2.2, 2) : num(random, 0.2, 0.8, 2)).padStart(7)}  ${expected.padEnd(6)}  ${reader.padEnd(13)}  ${an}`,
          );
      }
    }
  part3.push(
    '',
    'End of report. ROSA ratio >= 1.00 = POS (reader line ratio, test/control). Delvotest read by DelvoScan at 64°C + 3 h (reading = colour index, >= 1.00 = POS).',
  );
  const output = [...part1, ...part2, ...part3].join('\n') + '\n';
  return probe(
    'round 81: inhibitor register, preamble and paraphrase',
    "The plant knocked back one of this morning's tankers and we'll be recharging the disposal cost to whichever farm caused it. Which farm's own sample came up with the antibiotics?",
    'lab_inhibitor_register',
    output,
    'positive-farm',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** The robot fleet service's status listing: one row per milking robot across the co-operative's farms. */
function robotFleet(): EconomicsTask {
  const random = seededRandom(81_110);
  const members = farms(random, 560);
  const models = [
    { name: 'Lely Astronaut A5', fw: ['A5.12.4', 'A5.12.3', 'A5.11.9'], vac: [42.0, 44.0], rate: 60, ratio: '65:35' },
    { name: 'Lely Astronaut A4', fw: ['A4.9.17', 'A4.9.15'], vac: [42.5, 44.5], rate: 60, ratio: '65:35' },
    { name: 'DeLaval VMS V300', fw: ['9.4.2', '9.4.1', '9.3.8'], vac: [43.5, 46.0], rate: 60, ratio: '68:32' },
    { name: 'DeLaval VMS V310', fw: ['9.4.2', '9.4.1'], vac: [43.5, 46.0], rate: 60, ratio: '68:32' },
    { name: 'GEA DairyRobot R9500', fw: ['R9.7.0', 'R9.6.3'], vac: [41.5, 43.5], rate: 57, ratio: '65:35' },
  ];
  const rows: string[] = [];
  const oddFarm = between(random, 230, 330);
  let needle = '';
  members
    .map((f, i) => ({ f, site: 100 + i * 2 + pick(random, 2) }))
    .forEach(({ f, site }, i) => {
      const model = oneOf(random, models);
      const boxes = between(random, 1, 6);
      for (let b = 0; b < boxes; b++) {
        const id = `CV-${String(site).padStart(4, '0')}-${'ABCDEF'[b]}`;
        const odd = i === oddFarm && b === boxes - 1;
        if (odd) needle = id;
        const state = random() < 0.93 ? 'MILKING' : oneOf(random, ['CLEANING', 'CLEANING', 'IDLE', 'SERVICE']);
        const last = Date.UTC(2026, 10, 12, 9, 58) - between(random, 0, state === 'SERVICE' ? 7200 : 900) * 1000;
        const cows = between(random, 48, 68);
        const visits = Math.round(cows * (2.4 + random() * 0.8));
        const kg = (cows * (28 + random() * 12)).toFixed(1);
        const vac = odd ? '35.2' : num(random, model.vac[0]!, model.vac[1]!, 1);
        const cal = dateOf(Date.UTC(2026, 10, 12) - between(random, 3, 120) * DAY);
        const up = between(random, 0, 140);
        rows.push(
          [
            id.padEnd(11),
            f.name.padEnd(24),
            f.no.padEnd(8),
            model.name.padEnd(21),
            oneOf(random, model.fw).padEnd(8),
            state.padEnd(8),
            stamp(last).padEnd(19),
            String(cows).padStart(4),
            String(visits).padStart(10),
            kg.padStart(8),
            vac.padStart(7),
            String(model.rate + oneOf(random, [0, 0, 0, 0, -2, 2])).padStart(8),
            model.ratio.padStart(5),
            num(random, 1.4, 2.4, 1).padStart(6),
            cal.padEnd(10),
            `${up}d ${pad2(between(random, 0, 23))}h`.padStart(8),
          ].join('  '),
        );
      }
    });
  const header = [
    'ROBOT'.padEnd(11),
    'FARM'.padEnd(24),
    'SUPPLIER'.padEnd(8),
    'MODEL'.padEnd(21),
    'FW'.padEnd(8),
    'STATE'.padEnd(8),
    'LAST VISIT'.padEnd(19),
    'COWS'.padStart(4),
    'VISITS/24H'.padStart(10),
    'KG/24H'.padStart(8),
    'VAC kPa'.padStart(7),
    'PULS/min'.padStart(8),
    'RATIO'.padStart(5),
    'DIP mL'.padStart(6),
    'ARM CAL'.padEnd(10),
    'UPTIME'.padStart(8),
  ].join('  ');
  const output = `$ fleetctl robots list --all --wide\n${header}\n${rows.join('\n')}\n\n${rows.length} robots on ${members.length} farms (snapshot 2026-11-12 10:00 UTC)\n`;
  return probe(
    'round 81: robot fleet table, odd vacuum',
    "Across all the co-op's milking robots, which one has its vacuum level set noticeably differently from everybody else's?",
    'robot_fleet_status',
    output,
    'odd-vacuum',
    needle,
  );
}

/** The pasteurisers' hourly summary from the recording system, as CSV. */
function htstHourly(): EconomicsTask {
  const random = seededRandom(81_111);
  const products = ['WHOLE-STD', 'SEMI-1.7', 'SKIM-0.1', 'WHOLE-ORG', 'SEMI-ORG', 'CREAM-38'];
  const rows: string[] = [
    'line,hour_start,mode,product,batch,hold_temp_min_c,hold_temp_avg_c,hold_temp_max_c,cut_out_c,flow_avg_lph,flow_max_lph,hold_time_s,divert_events,forward_min,regen_dp_bar,homog_bar,cooler_out_c',
  ];
  const from = Date.UTC(2026, 9, 3);
  const days = 40;
  const oddAt = from + 19 * DAY + 11 * HOUR;
  const needle = '-0.08';
  for (let d = 0; d < days; d++) {
    const day = from + d * DAY;
    for (let line = 1; line <= 3; line++) {
      const start = between(random, 4, 6);
      const stop = between(random, 18, 21);
      let product = oneOf(random, products);
      let batch = 1;
      for (let h = 0; h < 24; h++) {
        const at = day + h * HOUR;
        const hour = stamp(at).slice(0, 16);
        if (h < start || h > stop + 3) {
          rows.push(`HTST${line},${hour},STANDBY,,,,,,72.00,0,0,,0,0,,,`);
          continue;
        }
        if (h > stop) {
          rows.push(`HTST${line},${hour},CIP,,,,,,72.00,${between(random, 18_000, 24_000)},${between(random, 24_000, 26_000)},,0,0,,,`);
          continue;
        }
        if (random() < 0.08) {
          product = oneOf(random, products);
          batch++;
        }
        const min = dec(random, 72.1, 72.6, 2);
        const avg = min + dec(random, 0.2, 0.6, 2);
        const max = avg + dec(random, 0.1, 0.5, 2);
        const flow = between(random, 25_000, 29_800);
        const dp = at === oddAt && line === 2 ? needle : num(random, 0.42, 0.98, 2);
        const diverts = random() < 0.12 ? between(random, 1, 2) : 0;
        rows.push(
          [
            `HTST${line}`,
            hour,
            'PRODUCTION',
            product,
            `B26-${yymmdd(day).slice(2)}-${line}-${pad2(batch)}`,
            min.toFixed(2),
            avg.toFixed(2),
            max.toFixed(2),
            '72.00',
            flow,
            flow + between(random, 200, 1400),
            num(random, 16.2, 17.8, 1),
            diverts,
            diverts ? 60 - between(random, 1, 6) : 60,
            dp,
            product === 'CREAM-38' ? num(random, 60, 90, 0) : num(random, 160, 190, 0),
            num(random, 2.4, 3.9, 1),
          ].join(','),
        );
      }
    }
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 81: HTST hourly summary CSV, odd regen differential',
    "In the pasteurisers' hourly figures, which reading of the pressure difference across the regeneration section doesn't look like the others, and when was it?",
    'htst_hourly_summary',
    output,
    'odd-regen-dp',
    needle,
  );
}

/** The milk reception's intake records: one JSON object per tanker intake. */
function receptionIntakes(): EconomicsTask {
  const random = seededRandom(81_112);
  const routes = Array.from({ length: 24 }, (_, r) => ({ id: `R${pad2(r + 1)}`, tanker: `TV-${101 + r * 2 + pick(random, 2)}` }));
  const operators = ['dkemp', 'ljory', 'tnance', 'prowe', 'hcarne', 'gbolitho'];
  const from = Date.UTC(2026, 9, 13);
  const rows: string[] = [];
  const all: { at: number; route: (typeof routes)[number]; trip: number }[] = [];
  for (let d = 0; d < 31; d++) {
    const day = from + d * DAY;
    for (const route of routes) {
      const trips = random() < 0.45 ? 2 : 1;
      for (let trip = 1; trip <= trips; trip++)
        all.push({ at: day + (trip === 1 ? 6 + random() * 6 : 13 + random() * 7) * HOUR + between(random, 0, 59) * 1000, route, trip });
    }
  }
  all.sort((a, b) => a.at - b.at);
  const odd = Math.floor(all.length * 0.46);
  let needle = '';
  let lastDay = '';
  let n = 0;
  all.forEach(({ at, route, trip }, i) => {
    const day = yymmdd(at);
    if (day !== lastDay) {
      lastDay = day;
      n = 0;
    }
    n++;
    const id = `RCV-${day}-${String(n).padStart(3, '0')}`;
    const manifest = between(random, 17_500, 28_600);
    const metered = i === odd ? manifest - 1_562 : Math.round(manifest * (1 + (random() - 0.5) * 0.011));
    if (i === odd) needle = id;
    const silo = `RMS-SILO-${between(random, 1, 6)}`;
    const dur = between(random, 22, 41);
    rows.push(
      JSON.stringify({
        intakeId: id,
        bay: between(random, 1, 4),
        tanker: route.tanker,
        route: route.id,
        trip,
        manifest: `M-${day}-${route.id}-${trip}`,
        arrived: isoZ(at),
        unloadStart: isoZ(at + between(random, 4, 25) * MINUTE),
        unloadEnd: isoZ(at + (25 + dur) * MINUTE),
        manifestL: manifest,
        meteredL: metered,
        diffL: metered - manifest,
        diffPct: Number((((metered - manifest) / manifest) * 100).toFixed(2)),
        tempC: dec(random, 2.8, 5.6, 1),
        silo,
        sealCheck: 'INTACT',
        inhibitorScreen: 'NEG',
        sampleTaken: true,
        operator: oneOf(random, operators),
        washCert: `TW-${day}-${chars(random, DIGITS, 4)}`,
      }),
    );
  });
  const output = rows.join('\n') + '\n';
  return probe(
    'round 81: reception intakes NDJSON, odd volume',
    "Looking at the tanker intakes at the plant, which one has a metered volume that doesn't square with its manifest the way all the others do?",
    'reception_intakes',
    output,
    'odd-intake',
    needle,
  );
}

/** Probe round 81: twelve tasks from a dairy co-operative's farms, tankers, plant and lab. */
export function roundEightyOne(): EconomicsTask[] {
  return [
    robotVisits(),
    tankerManifests(),
    hmiBundle(),
    cipHistory(),
    limsSamples(),
    paymentRunLog(),
    htstEvents(),
    tankMonitorFeed(),
    inhibitorRegister(),
    robotFleet(),
    htstHourly(),
    receptionIntakes(),
  ];
}
