/**
 * Probe round 108, written blind: Wyrebrook Water, a made-up regional water and wastewater utility (treatment works SCADA, pumping station and reservoir telemetry, leak detection and pressure loggers, laboratory sample results, field job dispatch, customer billing and meter reads). "Today" is Thursday, 3 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - SCADA alarm history (minified JSON): the id of yesterday's low-chlorine alarm on Hollinford contact tank 1 just after 3pm;
 *  - acoustic leak logger patrol download (one-line XML): the serial of the logger hearing a leak on Brackenfield Lane, Ashby Moor end;
 *  - non-household account export (CSV, one huge read-history field): the council meter read at Sallowfield Primary School on 14 October;
 * b. The answer a few lines away from the line the question's words match:
 *  - field job dispatch export (YAML): the street works permit of this morning's burst main on Cheddleton Road;
 *  - LIMS sample results (pretty JSON): the sample number of the tap sample at 14 Orchard Close, Ashby Moor;
 *  - telemetry outstation configuration (INI): the primary IP address of Millbeck Lane sewage pumping station;
 * c. A question that paraphrases the output or carries a preamble:
 *  - telemetry master station event journal (fixed-width log): when the Crowden Hill reservoir first showed it was overflowing last night;
 *  - billing ledger (key=value lines): the reference of the second bill Mrs Adeyemi of Larkspur Way got for the summer quarter;
 *  - weekly DMA night flow and leakage report (HTML): the daily leakage figure for Harrowgate Vale Low Level ("the bottom end");
 * d. One value unlike its peers, with no error word near it:
 *  - sewage pump run hours and starts (fixed-width paged report): the asset number of the pump that started far more often;
 *  - AMR head-end device inventory (CSV): the meter serial still on a much older radio firmware;
 *  - treatment works daily performance report (text report): the works putting out far more alkaline water than the rest.
 * Not among the bench's targets.
 * First run, at c7f65d6, the head when the round was written (with this file; `ROUNDS=108
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,456,856 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 108: scada alarm history
 *     codex: 7,637 tokens, peak 7,555, 0/1 needles, 0 read-backs
 *     context-chef: 748 tokens, peak 666, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,535 tokens, peak 5,520, 1/1 needles, 4 read-backs
 *     ours: 8,209 tokens, peak 3,352, 0/1 needles, 3 read-backs
 *   round 108: leak logger patrol download
 *     codex: 8,248 tokens, peak 8,158, 0/1 needles, 0 read-backs
 *     context-chef: 821 tokens, peak 731, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,114 tokens, peak 2,091, 1/1 needles, 1 read-backs
 *     ours: 7,497 tokens, peak 3,683, 0/1 needles, 2 read-backs
 *   round 108: non-household account export
 *     codex: 17,731 tokens, peak 17,648, 0/1 needles, 0 read-backs
 *     context-chef: 911 tokens, peak 828, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,215 tokens, peak 7,832, 0/1 needles, 4 read-backs
 *     ours: 27,586 tokens, peak 10,237, 1/1 needles, 4 read-backs
 *   round 108: field job dispatch export
 *     codex: 12,429 tokens, peak 12,349, 0/1 needles, 0 read-backs
 *     context-chef: 671 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,225 tokens, peak 2,162, 0/1 needles, 2 read-backs
 *     ours: 6,307 tokens, peak 2,808, 1/1 needles, 2 read-backs
 *   round 108: lims sample results
 *     codex: 13,202 tokens, peak 13,125, 0/1 needles, 0 read-backs
 *     context-chef: 675 tokens, peak 598, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,435 tokens, peak 1,771, 0/1 needles, 2 read-backs
 *     ours: 3,595 tokens, peak 2,640, 1/1 needles, 1 read-backs
 *   round 108: telemetry outstation config
 *     codex: 15,669 tokens, peak 15,587, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,260 tokens, peak 3,123, 0/1 needles, 2 read-backs
 *     ours: 7,644 tokens, peak 3,473, 0/1 needles, 2 read-backs
 *   round 108: telemetry event journal
 *     codex: 12,863 tokens, peak 12,767, 0/1 needles, 0 read-backs
 *     context-chef: 561 tokens, peak 465, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,300 tokens, peak 1,231, 0/1 needles, 4 read-backs
 *     ours: 3,558 tokens, peak 1,701, 0/1 needles, 2 read-backs
 *   round 108: billing ledger
 *     codex: 16,706 tokens, peak 16,615, 0/1 needles, 0 read-backs
 *     context-chef: 834 tokens, peak 743, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,310 tokens, peak 6,352, 0/1 needles, 4 read-backs
 *     ours: 17,337 tokens, peak 7,340, 0/1 needles, 4 read-backs
 *   round 108: weekly leakage report
 *     codex: 18,088 tokens, peak 17,997, 0/1 needles, 0 read-backs
 *     context-chef: 742 tokens, peak 651, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,800 tokens, peak 4,700, 1/1 needles, 3 read-backs
 *     ours: 7,425 tokens, peak 3,930, 1/1 needles, 3 read-backs
 *   round 108: pump run hours and starts
 *     codex: 13,125 tokens, peak 13,047, 0/1 needles, 0 read-backs
 *     context-chef: 686 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,926 tokens, peak 1,287, 0/1 needles, 4 read-backs
 *     ours: 3,924 tokens, peak 847, 1/1 needles, 4 read-backs
 *   round 108: amr device inventory
 *     codex: 22,600 tokens, peak 22,515, 0/1 needles, 0 read-backs
 *     context-chef: 988 tokens, peak 903, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,807 tokens, peak 1,457, 0/1 needles, 4 read-backs
 *     ours: 4,007 tokens, peak 1,327, 1/1 needles, 3 read-backs
 *   round 108: treatment works daily report
 *     codex: 17,789 tokens, peak 17,716, 0/1 needles, 0 read-backs
 *     context-chef: 778 tokens, peak 705, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,520 tokens, peak 1,420, 0/1 needles, 4 read-backs
 *     ours: 3,465 tokens, peak 764, 0/1 needles, 4 read-backs
 *     codex: 176,087 tokens, 0/12 needles
 *     context-chef: 9,181 tokens, 0/12 needles
 *     context-chef-store: 105,447 tokens, 3/12 needles
 *     ours: 100,554 tokens, 6/12 needles
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

// ---------------------------------------------------------------------------------------------------------------
// Shared pools and helpers (the planted names — Ashby Moor, Coldwell Bridge, Harrowgate Vale, Tallow Green,
// Cheddleton, Larkspur, Orchard, Brackenfield, Millbeck, Kingsmead, Adeyemi — are in none of the pools).

const TOWNS = [
  'Wyrebrook',
  'Hollinford',
  'Crowden',
  'Sallowfield',
  'Thornbury Cross',
  'Millthorpe',
  'Kestrel Rise',
  'Ravensworth',
  'Gorsey Bank',
  'Oakhurst',
  'Pennock',
  'Fenwick Moss',
  'Elmstead',
  'Birchover',
  'Hatherleigh',
  'Marbury',
  'Netherby',
  'Ryecroft',
  'Stanhope',
  'Upperby',
  'Whinfell',
  'Lowther Cross',
  'Greave',
  'Scarrowby',
  'Dunmere',
  'Ashcombe',
  'Calderley',
  'Wetherop',
  'Brindley Heath',
  'Hebley',
] as const;

const STREET_FIRST = [
  'Oak',
  'Ash',
  'Beech',
  'Mill',
  'Church',
  'Station',
  'Chapel',
  'Moor',
  'Brook',
  'Hall',
  'Park',
  'Green',
  'Well',
  'Hollin',
  'Sorrel',
  'Foxglove',
  'Heather',
  'Bracken',
  'Willow',
  'Rowan',
  'Hawthorn',
  'Linden',
  'Meadow',
  'Quarry',
  'Kiln',
  'Tanner',
  'Weaver',
  'Fuller',
  'Cobden',
  'Peel',
  'Gladstone',
  'Victoria',
  'Albert',
  'Coronation',
  'Jubilee',
  'Primrose',
  'Bluebell',
  'Thistle',
  'Clover',
  'Juniper',
  'Alder',
  'Larch',
  'Sycamore',
  'Poplar',
  'Hazel',
  'Holly',
  'Laurel',
  'Fern',
  'Gorse',
  'Beacon',
  'Ridge',
  'Clough',
  'Dean',
  'Croft',
  'Carr',
  'Vicarage',
  'School',
  'Manor',
  'Grange',
  'Lodge',
  'Spring',
  'Sand',
  'Stone',
  'Cliff',
  'Bank',
  'Water',
  'Bridge',
] as const;

const STREET_KINDS = [
  'Road',
  'Lane',
  'Street',
  'Close',
  'Avenue',
  'Drive',
  'Way',
  'Crescent',
  'Grove',
  'Court',
  'Gardens',
  'Terrace',
  'Rise',
  'View',
] as const;

const SURNAMES = [
  'Hallam',
  'Okafor',
  'Pritchard',
  'Dunne',
  'Finch',
  'Patel',
  'Osei',
  'Brennan',
  'Whitworth',
  'Nakamura',
  'Lister',
  'Ashworth',
  'Greaves',
  'Kowalski',
  'Mensah',
  'Holroyd',
  'Thackeray',
  'Fairclough',
  'Ibbotson',
  'Chaudhry',
  'Rowntree',
  'Sutcliffe',
  'Bairstow',
  'Wainwright',
  'Kershaw',
  'Moorhouse',
  'Pickles',
  'Haigh',
  'Barraclough',
  'Mitchell',
  'Ndlovu',
  'Horsfall',
  'Clegg',
  'Murgatroyd',
  'Sharma',
  'Dobson',
  'Firth',
  'Jowett',
  'Lumb',
  'Ogden',
  'Quirke',
  'Rhodes',
  'Sowerby',
  'Tattersall',
  'Varley',
  'Wood',
  'Young',
  'Ahmed',
  'Begum',
  'Campbell',
] as const;

const DAY = 86_400_000;
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number => Date.UTC(y, mo - 1, d, h, mi, s);
const isoZ = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const hms = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
const dmy = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const round2 = (v: number): number => Math.round(v * 100) / 100;
const street = (random: () => number): string => `${oneOf(random, STREET_FIRST)} ${oneOf(random, STREET_KINDS)}`;
const postcode = (random: () => number): string =>
  `WB${between(random, 1, 19)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
const initial = (random: () => number): string => chars(random, 'ABCDEFGHJKLMNPRSTW', 1);
const person = (random: () => number): string => `${initial(random)}. ${oneOf(random, SURNAMES)}`;

/** A string `make` has not made before (`used` remembers). */
function fresh(used: Set<string>, make: () => string): string {
  let s = make();
  while (used.has(s)) s = make();
  used.add(s);
  return s;
}

/** Builds with a new seed until the filler does not contain the needle: it must occur exactly once. */
function firstClean(seed: number, build: (random: () => number) => { output: string; needle: string }): { output: string; needle: string } {
  for (let attempt = 0; attempt < 40; attempt++) {
    const built = build(seededRandom(seed + attempt * 7_919));
    const first = built.output.indexOf(built.needle);
    if (first >= 0 && built.output.indexOf(built.needle, first + 1) < 0) return built;
  }
  throw new Error(`round 108 (seed ${seed}): the filler keeps containing the needle`);
}

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line

/** a1. SCADA alarm history API, minified JSON: yesterday's low-chlorine alarm on Hollinford contact tank 1. */
function a1AlarmHistory(): EconomicsTask {
  const built = firstClean(108_100, (random) => {
    type Point = readonly [
      area: string,
      tag: string,
      description: string,
      units: string,
      normal: number,
      lo: number | null,
      hi: number | null,
    ];
    interface Def {
      os: string;
      site: string;
      siteName: string;
      area: string;
      tag: string;
      description: string;
      units: string;
      normal: number;
      lo: number | null;
      hi: number | null;
    }
    const defs: Def[] = [];
    const byTag = new Map<string, Def>();
    let osNo = 101;
    const site = (siteName: string, code: string, points: readonly Point[], random_ = true): void => {
      const os = `OS-${String(osNo).padStart(4, '0')}`;
      osNo += between(random, 1, 9);
      const siteId = siteName.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
      for (const [area, tag, description, units, normal, lo, hi] of points) {
        const def = { os, site: siteId, siteName, area, tag: `${code}_${tag}`, description, units, normal, lo, hi };
        byTag.set(def.tag, def);
        if (random_) defs.push(def);
      }
    };
    const contact: Point[] = [
      ['Contact Tank', 'CT1_FCL', 'Contact Tank 1 Free Chlorine', 'mg/l', 0.78, 0.45, 1.2],
      ['Contact Tank', 'CT2_FCL', 'Contact Tank 2 Free Chlorine', 'mg/l', 0.76, 0.45, 1.2],
    ];
    const wtw: Point[] = [
      ['Final Water', 'FW_TURB', 'Final Water Turbidity', 'NTU', 0.07, null, 0.3],
      ['Final Water', 'FW_PH', 'Final Water pH', 'pH', 7.6, 7.0, 8.3],
      ['Final Water', 'FW_FCL', 'Final Water Free Chlorine', 'mg/l', 0.55, 0.3, 0.9],
      ['Raw Water', 'RW_TURB', 'Raw Water Turbidity', 'NTU', 6, null, 25],
      ['Raw Water', 'RWP1_TRIP', 'Raw Water Pump 1 Tripped', '', 0, null, null],
      ['Clear Water Tank', 'CWT_LVL', 'Clear Water Tank Level', 'm', 3.2, 1.5, null],
      ['Chemical Dosing', 'COAG_P1_FLT', 'Coagulant Dosing Pump 1 Fault', '', 0, null, null],
      ['Chemical Dosing', 'HYPO_DUTY_FLT', 'Hypochlorite Duty Pump Fault', '', 0, null, null],
      ...Array.from({ length: 8 }, (_, i): Point => [
        'Filtration',
        `RGF${pad2(i + 1)}_TURB`,
        `Rapid Gravity Filter ${i + 1} Outlet Turbidity`,
        'NTU',
        0.09,
        null,
        0.5,
      ]),
    ];
    for (const [name, code] of [
      ['Scarrowby WTW', 'SCAR'],
      ['Fenwick Moss WTW', 'FENM'],
      ['Dunmere WTW', 'DUNM'],
      ['Whinfell WTW', 'WHIN'],
      ['Greave Bridge WTW', 'GRVB'],
    ] as const)
      site(name, code, [...contact, ...wtw]);
    site('Hollinford WTW', 'HOLL', wtw);
    site('Hollinford WTW', 'HOLL', contact, false);
    const sps: Point[] = [
      ['Wet Well', 'WW_LVL', 'Wet Well Level', 'm', 1.2, null, 2.1],
      ['Pumps', 'P1_FTS', 'Pump 1 Fail To Start', '', 0, null, null],
      ['Pumps', 'P2_TRIP', 'Pump 2 Tripped', '', 0, null, null],
      ['Power', 'MAINS', 'Mains Power Failure', '', 0, null, null],
      ['Overflow', 'EO_SPILL', 'Emergency Overflow Spilling', '', 0, null, null],
      ['Security', 'KIOSK_DOOR', 'Kiosk Door Open', '', 0, null, null],
    ];
    const usedNames = new Set<string>();
    for (let i = 0; i < 38; i++) {
      const name = fresh(usedNames, () => `${oneOf(random, STREET_FIRST)} ${oneOf(random, ['Lane', 'Road', 'Street', 'Bridge'])} SPS`);
      site(name, chars(random, 'ABCDEFGHKLMNPRSTW', 4), sps);
    }
    const sr: Point[] = [
      ['Cell 1', 'C1_LVL', 'Cell 1 Level', 'm', 3.9, 1.5, 5.3],
      ['Cell 2', 'C2_LVL', 'Cell 2 Level', 'm', 3.8, 1.5, 5.3],
      ['Outlet', 'OUT_FCL', 'Outlet Free Chlorine', 'mg/l', 0.42, 0.2, 1.0],
      ['Inlet', 'INLET_VLV_DISC', 'Inlet Valve Position Discrepancy', '', 0, null, null],
    ];
    for (const town of shuffle(
      random,
      TOWNS.filter((t) => t !== 'Hollinford'),
    ).slice(0, 22))
      site(`${town} SR`, chars(random, 'ABCDEFGHKLMNPRSTW', 4), sr);
    site('Hollinford Road SR', 'HRSR', sr, false);
    const bps: Point[] = [
      ['Suction', 'SUCT_P', 'Suction Pressure', 'bar', 1.4, 0.5, null],
      ['Delivery', 'DEL_P', 'Delivery Pressure', 'bar', 4.8, null, 6.5],
      ['Pumps', 'P1_TRIP', 'Booster Pump 1 Tripped', '', 0, null, null],
    ];
    for (let i = 0; i < 12; i++)
      site(
        fresh(usedNames, () => `${oneOf(random, TOWNS)} ${oneOf(random, ['Hill', 'Top', 'Moor', 'Lane'])} BPS`),
        chars(random, 'ABCDEFGHKLMNPRSTW', 4),
        bps,
      );

    const from = utc(2026, 12, 1, 12);
    const to = utc(2026, 12, 3, 9, 45);
    const operators = ['sdunne', 'jpritchard', 'mfinch', 'kosei', 'rbrennan', 'lwhitworth', 'apatel', 'tgreaves'];
    const alarms: { ms: number; rec: Record<string, unknown> }[] = [];
    const alarm = (
      d: Def,
      raised: number,
      condition: string,
      value: number,
      limit: number | null,
      priority: number,
      ackAfter: number,
      clearAfter: number,
    ) => {
      const acked = raised + ackAfter * 1000 <= to ? raised + ackAfter * 1000 : null;
      const cleared = raised + clearAfter * 1000 <= to ? raised + clearAfter * 1000 : null;
      const rec: Record<string, unknown> = {
        id: '',
        os: d.os,
        site: d.site,
        siteName: d.siteName,
        area: d.area,
        tag: d.tag,
        description: d.description,
        condition,
        priority,
        value,
        units: d.units === '' ? null : d.units,
        limit,
        raised: isoZ(raised),
        acked: acked === null ? null : isoZ(acked),
        ackedBy: acked === null ? null : oneOf(random, operators),
        cleared: cleared === null ? null : isoZ(cleared),
        state: cleared !== null ? 'CLEARED' : acked !== null ? 'ACTIVE_ACKED' : 'ACTIVE_UNACKED',
        shelved: false,
        comment: null,
      };
      alarms.push({ ms: raised, rec });
      return rec;
    };
    for (let i = 0; i < 640; i++) {
      const d = oneOf(random, defs);
      const raised = from + Math.floor(random() * (to - from));
      const ack = between(random, 15, 1_500);
      const clear = ack + between(random, 40, 6 * 3_600);
      if (d.units === '') {
        const p1 = /TRIP|MAINS|SPILL|FTS/.test(d.tag);
        alarm(d, raised, 'ALARM', 1, null, p1 ? 1 : 3, ack, clear);
        continue;
      }
      const low = d.lo !== null && (d.hi === null || random() < 0.5);
      const limit = low ? d.lo! : d.hi!;
      const step = (0.03 + random() * 0.3) * Math.abs(limit - d.normal);
      if (!low && d.tag.endsWith('WW_LVL') && random() < 0.3) {
        alarm(d, raised, 'HIHI', round2(2.6 + step), 2.6, 1, ack, clear);
        continue;
      }
      alarm(
        d,
        raised,
        low ? 'LO' : 'HI',
        round2(low ? limit - step : limit + step),
        limit,
        d.area === 'Contact Tank' || d.area === 'Final Water' ? 2 : 3,
        ack,
        clear,
      );
    }
    const ct1 = byTag.get('HOLL_CT1_FCL')!;
    const ct2 = byTag.get('HOLL_CT2_FCL')!;
    const needle = alarm(ct1, utc(2026, 12, 2, 15, 7, 21), 'LO', 0.38, 0.45, 2, 41, 2_056);
    alarm(ct1, utc(2026, 12, 1, 15, 12, 48), 'LO', 0.41, 0.45, 2, 73, 1_037);
    alarm(ct2, utc(2026, 12, 2, 15, 3, 55), 'LO', 0.43, 0.45, 2, 96, 1_610);
    alarm(ct1, utc(2026, 12, 2, 16, 22, 10), 'HI', 1.27, 1.2, 2, 55, 1_204);
    alarm(ct1, utc(2026, 12, 2, 9, 41, 2), 'LO', 0.44, 0.45, 2, 130, 544);
    alarm(ct2, utc(2026, 12, 1, 21, 50, 31), 'LO', 0.42, 0.45, 2, 62, 900);
    alarm(byTag.get('HRSR_OUT_FCL')!, utc(2026, 12, 2, 15, 12, 30), 'LO', 0.17, 0.2, 2, 210, 5_400);
    alarm(byTag.get('SCAR_CT1_FCL')!, utc(2026, 12, 2, 15, 9, 44), 'LO', 0.4, 0.45, 2, 88, 1_320);
    alarm(byTag.get('HOLL_FW_FCL')!, utc(2026, 12, 2, 15, 26, 5), 'LO', 0.28, 0.3, 2, 34, 780);

    alarms.sort((a, b) => a.ms - b.ms);
    let day = '';
    let seq = 0;
    for (const a of alarms) {
      const d = ymd(a.ms).replace(/-/g, '');
      if (d !== day) {
        day = d;
        seq = between(random, 1, 30);
      } else seq += between(random, 1, 7);
      a.rec.id = `ALM-${d}-${String(seq).padStart(5, '0')}`;
    }
    const body = {
      request: { from: isoZ(from), to: isoZ(to), sites: 'ALL', minPriority: 3, includeCleared: true, sort: 'raised:asc' },
      total: alarms.length,
      returned: alarms.length,
      alarms: alarms.map((a) => a.rec),
      next: null,
    };
    return { output: `${JSON.stringify(body)}\n`, needle: String(needle.id) };
  });
  return probe(
    'round 108: scada alarm history',
    "What's the alarm ID for the low chlorine on contact tank 1 at Hollinford yesterday, just after 3pm?",
    'scada_alarm_history',
    built.output,
    'hollinford-ct1-alarm',
    built.needle,
    true,
  );
}

/** a2. Acoustic leak logger patrol download, one-line XML: the logger hearing a leak on Brackenfield Lane, Ashby Moor. */
function a2LeakLoggers(): EconomicsTask {
  const built = firstClean(108_200, (random) => {
    const used = new Set<string>();
    const nights = Array.from({ length: 7 }, (_, i) => ymd(utc(2026, 11, 26 + i)));
    const logger = (dma: string, dmaName: string, location: string, leakNights: number): { xml: string; serial: string } => {
      const serial = fresh(used, () => `AL7-${between(random, 4_000_000, 4_399_999)}`);
      const fitting = oneOf(random, ['HYD', 'HYD', 'HYD', 'SV', 'SV', 'WO', 'AV']);
      const nightXml = nights
        .map((date, i) => {
          const leak = i >= nights.length - leakNights;
          const level = leak ? between(random, 31, 58) : between(random, 3, 24);
          const spread = leak ? between(random, 1, 6) : between(random, 7, 32);
          return `<Night date="${date}" window="02:00-04:00" level="${level}" spread="${spread}" leak="${leak ? 1 : 0}"/>`;
        })
        .join('');
      const status = leakNights >= 2 ? 'LEAK' : leakNights === 1 ? 'POSSIBLE' : 'NO_LEAK';
      const fitted = ymd(utc(2024, between(random, 1, 12), between(random, 1, 28)) + between(random, 0, 500) * DAY);
      const xml =
        `<Logger serial="${serial}" model="AL7" dma="${dma}" dmaName="${dmaName}" fitting="${fitting}" assetId="${fitting}-${between(random, 1_000_000, 9_999_999)}" ` +
        `location="${location}" fitted="${fitted}" batteryV="${(3.05 + random() * 0.6).toFixed(2)}" rssi="${-between(random, 68, 109)}" status="${status}" leakNights="${leakNights}">` +
        `${nightXml}</Logger>`;
      return { xml, serial };
    };
    const place = (road: string): string =>
      oneOf(random, [
        `${road} o/s no. ${between(random, 1, 140)}`,
        `${road} j/w ${street(random)}`,
        `${road} opp. no. ${between(random, 1, 140)}`,
      ]);
    const randomLogger = (dma: string, dmaName: string): { xml: string; serial: string } => {
      const r = random();
      return logger(dma, dmaName, place(street(random)), r < 0.06 ? between(random, 2, 7) : r < 0.1 ? 1 : 0);
    };
    const usedDma = new Set<string>();
    const dmas: { xml: string; serial: string }[][] = [];
    for (let i = 0; i < 22; i++) {
      const town = oneOf(random, TOWNS);
      const name = fresh(
        usedDma,
        () => `${town} ${oneOf(random, ['North', 'South', 'East', 'West', 'Central', 'High Level', 'Low Level', 'Village'])}`,
      );
      const code = `DMA-${town.slice(0, 3).toUpperCase()}-${pad2(between(random, 1, 19))}`;
      dmas.push(Array.from({ length: between(random, 13, 21) }, () => randomLogger(code, name)));
    }
    const ash07 = Array.from({ length: 15 }, () => randomLogger('DMA-ASH-07', 'Ashby Moor West'));
    const target = logger('DMA-ASH-07', 'Ashby Moor West', 'Brackenfield Lane o/s no. 63', 4);
    const brackenfield = [
      target,
      logger('DMA-ASH-07', 'Ashby Moor West', 'Brackenfield Lane j/w Sorrel Drive', 0),
      logger('DMA-ASH-07', 'Ashby Moor West', 'Brackenfield Lane o/s no. 12', 0),
      logger('DMA-ASH-07', 'Ashby Moor West', 'Brackenfield Lane opp. no. 104', 0),
    ];
    shuffle(random, brackenfield);
    ash07.splice(7, 0, ...brackenfield);
    const ash08 = Array.from({ length: 14 }, () => randomLogger('DMA-ASH-08', 'Ashby Moor East'));
    ash08.splice(
      5,
      0,
      logger('DMA-ASH-08', 'Ashby Moor East', 'Brackenfield Road o/s no. 9', 1),
      logger('DMA-ASH-08', 'Ashby Moor East', 'Brackenfield Road j/w Holly Grove', 0),
    );
    const clb02 = Array.from({ length: 16 }, () => randomLogger('DMA-CLB-02', 'Coldwell Bridge South'));
    clb02.splice(
      9,
      0,
      logger('DMA-CLB-02', 'Coldwell Bridge South', 'Brackenfield Lane o/s no. 211', 5),
      logger('DMA-CLB-02', 'Coldwell Bridge South', 'Brackenfield Lane j/w Mill Lane', 0),
    );
    dmas.splice(6, 0, clb02);
    dmas.splice(12, 0, ash07, ash08);
    const all = dmas.flat().map((l) => l.xml);
    const missed = Array.from(
      { length: 9 },
      () =>
        `<Missed serial="${fresh(used, () => `AL7-${between(random, 4_000_000, 4_399_999)}`)}" dma="DMA-${chars(random, 'ABCDEFGHKLMNPRSTW', 3)}-${pad2(between(random, 1, 19))}" lastHeard="${ymd(utc(2026, 11, between(random, 2, 25)))}"/>`,
    ).join('');
    const output =
      `<?xml version="1.0" encoding="UTF-8"?><LoggerDownload xmlns="urn:wyrebrook:leakdetect:patrol:2" schemaVersion="2.3" exported="2026-12-03T07:52:11Z">` +
      `<Patrol id="PTL-261203-N2" vehicle="WB-LD-04" operator="t.greaves" started="2026-12-03T06:10:22Z" finished="2026-12-03T07:48:51Z" loggersHeard="${all.length}" loggersExpected="${all.length + 9}"/>` +
      `<Loggers>${all.join('')}</Loggers><MissedLoggers>${missed}</MissedLoggers></LoggerDownload>\n`;
    return { output, needle: target.serial };
  });
  return probe(
    'round 108: leak logger patrol download',
    'Which logger on Brackenfield Lane, up the Ashby Moor end, has been hearing a leak these last few nights? I need its serial for the correlation crew.',
    'leak_logger_download',
    built.output,
    'brackenfield-leak-logger',
    built.needle,
    true,
  );
}

/** a3. Non-household account export, CSV with a huge read-history field: the council meter at Sallowfield Primary School. */
function a3AccountExport(): EconomicsTask {
  const built = firstClean(108_300, (random) => {
    const usedMsn = new Set<string>();
    const msn = () => fresh(usedMsn, () => `${between(random, 14, 24)}M${String(between(random, 0, 999_999)).padStart(6, '0')}`);
    /** 18 monthly reads, June 2025 to November 2026, on `day` of each month. */
    const history = (site: string, day: number, perMonth: number): { entries: string[]; reads: string[] } => {
      const serial = msn();
      let read = between(random, 200, 600_000);
      const entries: string[] = [];
      const reads: string[] = [];
      for (let m = 0; m < 18; m++) {
        read += Math.max(0, Math.round(perMonth * (0.6 + random() * 0.8)));
        const estimated = random() < 0.07;
        const value = String(read).padStart(7, '0');
        reads.push(value);
        entries.push(
          `${serial}|${site}|${dmy(utc(2025, 6 + m, day))}|${value}|${estimated ? 'E' : 'A'}|${estimated ? 'EST' : oneOf(random, ['AMR', 'AMR', 'AMR', 'MRD'])}`,
        );
      }
      return { entries, reads };
    };
    const q = (s: string): string => `"${s.replace(/"/g, '""')}"`;
    const row = (
      no: string,
      name: string,
      address: string,
      tariff: string,
      terms: string,
      balance: string,
      points: number,
      reads: string[],
    ): string =>
      [q(no), q(name), q('NON_HOUSEHOLD'), q(address), q(tariff), q(terms), balance, String(points), q(reads.join(';'))].join(',');

    const usedSites = new Set<string>([
      'Sallowfield Primary School',
      'Sallowfield Infant School',
      'Sallowfield Village Hall',
      'Sallowfield Park Pavilion',
    ]);
    const kinds = [
      'Primary School',
      'Junior School',
      'Infant School',
      'Academy',
      'Library',
      'Community Centre',
      'Village Hall',
      'Park Pavilion',
      'Public Toilets',
      'Cemetery Lodge',
      'Allotments',
      'Leisure Centre',
      'Depot',
      "Children's Centre",
      'Sports Ground',
      'Bowling Green',
      'Youth Club',
      'Day Centre',
      'Crematorium',
      'Museum',
    ];
    const councilSites = Array.from({ length: 330 }, () =>
      fresh(usedSites, () =>
        random() < 0.7
          ? `${oneOf(random, TOWNS)} ${oneOf(random, kinds)}`
          : `${oneOf(random, STREET_FIRST)} ${oneOf(random, ['Park', 'Road', 'Lane'])} ${oneOf(random, kinds)}`,
      ),
    );
    councilSites.splice(40, 0, 'Sallowfield Infant School');
    councilSites.splice(121, 0, 'Sallowfield Park Pavilion');
    councilSites.splice(168, 0, 'Sallowfield Primary School');
    councilSites.splice(203, 0, 'Sallowfield Village Hall');
    let needle = '';
    const councilReads: string[] = [];
    for (const s of councilSites) {
      const h = history(s, s === 'Sallowfield Primary School' ? 14 : between(random, 1, 28), between(random, 6, 900));
      if (s === 'Sallowfield Primary School') {
        needle = h.reads[16]!;
        h.entries[16] = h.entries[16]!.replace(/\|[AE]\|[A-Z]+$/, '|A|AMR');
      }
      councilReads.push(...h.entries);
    }
    const header =
      'account_no,customer_name,account_type,billing_address,tariff_code,payment_terms,balance_gbp,supply_points,meter_read_history';
    const rows: string[] = [];
    const usedAcct = new Set<string>();
    const businesses = [
      'Farms Ltd',
      'Engineering Ltd',
      'Dairies',
      'Motors',
      'Hotels Ltd',
      'Garden Centre',
      'Laundry Services',
      'Poultry Ltd',
      'Brewery',
      'Care Homes Ltd',
      'Golf Club',
    ];
    for (let i = 0; i < 24; i++) {
      const no = fresh(usedAcct, () => `NH${between(random, 3_000_000, 3_999_999)}`);
      const name = `${oneOf(random, SURNAMES)} ${oneOf(random, businesses)}`;
      const n = between(random, 1, 4);
      const reads: string[] = [];
      for (let k = 0; k < n; k++)
        reads.push(
          ...history(
            `${oneOf(random, ['Unit', 'Plot', 'Building'])} ${between(random, 1, 30)}, ${oneOf(random, TOWNS)}`,
            between(random, 1, 28),
            between(random, 20, 1_400),
          ).entries,
        );
      rows.push(
        row(
          no,
          name,
          `${between(random, 1, 200)} ${street(random)}, ${oneOf(random, TOWNS)}, ${postcode(random)}`,
          oneOf(random, ['NHH-STD-M', 'NHH-LV-25', 'NHH-LV-50']),
          oneOf(random, ['30_DAYS', 'DD_MONTHLY', '14_DAYS']),
          (random() * 9_000 - 1_000).toFixed(2),
          n,
          reads,
        ),
      );
    }
    rows.splice(
      12,
      0,
      row(
        fresh(usedAcct, () => `NH${between(random, 3_000_000, 3_999_999)}`),
        'Wyrebrook Borough Council',
        'Finance Dept (Utilities), Civic Centre, Market Street, Wyrebrook, WB1 1AA',
        'NHH-LV-50',
        '30_DAYS',
        '48213.66',
        councilSites.length,
        councilReads,
      ),
    );
    return { output: `${header}\n${rows.join('\n')}\n`, needle };
  });
  return probe(
    'round 108: non-household account export',
    "What did the meter at Sallowfield Primary School read on the fourteenth of October this year? It's one of the council's sites.",
    'billing_account_export',
    built.output,
    'sallowfield-school-read',
    built.needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match

/** b1. Field job dispatch export, YAML: the street works permit of this morning's burst main on Cheddleton Road. */
function b1DispatchJobs(): EconomicsTask {
  const built = firstClean(108_400, (random) => {
    interface Job {
      raised: number;
      type: string;
      priority: string;
      status: string;
      source: string;
      address: string;
      town: string;
      postcode: string;
      dma: string;
      permit: string | null;
      crew: readonly [string, string, string] | null;
      asset: string;
      affected: number;
      notes: string;
      id: string;
    }
    const TYPES = [
      ['BURST_MAIN', true, 'P1', 2],
      ['LEAK_REPAIR', true, 'P3', 8],
      ['LEAK_INVESTIGATION', false, 'P3', 7],
      ['NO_WATER', false, 'P2', 5],
      ['LOW_PRESSURE', false, 'P3', 5],
      ['DISCOLOURED_WATER', false, 'P3', 4],
      ['METER_EXCHANGE', false, 'P4', 6],
      ['STOP_TAP_REPAIR', true, 'P3', 5],
      ['HYDRANT_REPAIR', true, 'P4', 3],
      ['SEWER_BLOCKAGE', false, 'P2', 5],
      ['REINSTATEMENT', true, 'P4', 4],
      ['VALVE_OPERATION', false, 'P3', 3],
      ['SURFACE_BOX_REPAIR', true, 'P4', 3],
    ] as const;
    const weighted = TYPES.flatMap((t) => Array.from({ length: t[3] }, () => t));
    const usedPermits = new Set<string>();
    const permit = () => fresh(usedPermits, () => `WB-SW-26-${between(random, 10_000, 99_999)}`);
    const notesFor: Record<string, readonly string[]> = {
      BURST_MAIN: [
        'Visible water running down carriageway.',
        'Main isolated, props off supply. Bowser requested.',
        'Flow into highway drain, road partly closed.',
      ],
      LEAK_REPAIR: [
        'Leak located by correlator, excavation required.',
        'Small leak on service pipe in footway.',
        'Joint leak on main, repair clamp to fit.',
      ],
      LEAK_INVESTIGATION: [
        'Customer reports water in footway.',
        'Logger noise flagged, investigate and locate.',
        'Damp patch on verge, ongoing for a week.',
      ],
      NO_WATER: [
        'Customer has no water since early morning.',
        'No water at property, neighbours also affected.',
        'Intermittent supply, now none.',
      ],
      LOW_PRESSURE: [
        'Poor pressure upstairs, worse in mornings.',
        'Pressure drop reported since works nearby.',
        'Low flow to combi boiler.',
      ],
      DISCOLOURED_WATER: [
        'Brown water from kitchen tap.',
        'Discoloured water after hydrant use nearby.',
        'Cloudy water, clears after running.',
      ],
      METER_EXCHANGE: [
        'Replace stopped meter, AMR unit to fit.',
        'Meter exchange booked with customer, AM slot.',
        'Meter chamber flooded, exchange and re-seal.',
      ],
      STOP_TAP_REPAIR: [
        'Stop tap seized, customer cannot isolate.',
        'Stop tap leaking in footway box.',
        'Boundary box lid missing, stop tap damaged.',
      ],
      HYDRANT_REPAIR: [
        'Hydrant leaking at spindle.',
        'Hydrant marker plate missing, pit damaged.',
        'Hydrant passing, fire service reported.',
      ],
      SEWER_BLOCKAGE: [
        'Sewage surcharging from manhole.',
        'Toilets slow to drain at several properties.',
        'Blockage reported, jetting unit requested.',
      ],
      REINSTATEMENT: [
        'Permanent reinstatement of temporary patch.',
        'Footway reinstatement after service repair.',
        'Carriageway reinstatement, 2.4m x 1.2m.',
      ],
      VALVE_OPERATION: [
        'Operate valves for planned rezoning.',
        'Valve to close for mains flushing.',
        'Check valve status after burst repair.',
      ],
      SURFACE_BOX_REPAIR: [
        'Surface box sunk in carriageway.',
        'Surface box lid broken, trip hazard.',
        'Surface box rocking under traffic.',
      ],
    };
    const patches = [
      ['N1', 'Hollinford & Dunmere', ['Hollinford', 'Dunmere']],
      ['N2', 'Greave & Whinfell', ['Greave', 'Whinfell']],
      ['N3', 'Scarrowby', ['Scarrowby', 'Netherby']],
      ['N4', 'Fenwick Moss', ['Fenwick Moss', 'Elmstead']],
      ['N5', 'Marbury & Netherby', ['Marbury', 'Birchover']],
      ['N6', 'Ashby Moor & Cheddleton', ['Ashby Moor']],
      ['N7', 'Sallowfield', ['Sallowfield', 'Ryecroft']],
      ['N8', 'Ryecroft & Stanhope', ['Stanhope', 'Upperby']],
      ['N9', 'Upperby & Hebley', ['Hebley', 'Calderley']],
      ['N10', 'Calderley & Wetherop', ['Wetherop', 'Ashcombe']],
      ['N11', 'Brindley Heath', ['Brindley Heath', 'Gorsey Bank']],
    ] as const;
    const from = utc(2026, 11, 26);
    const now = utc(2026, 12, 3, 8, 10);
    const crewsOf = (patch: string) =>
      Array.from(
        { length: 5 },
        (_, i) =>
          [
            `CRW-${patch}-${pad2(i + 1)}`,
            person(random),
            `WB${between(random, 17, 25)} ${chars(random, 'ABCDEFGHJKLMNPRSTVWXY', 3)}`,
          ] as const,
      );
    const make = (
      type: (typeof TYPES)[number],
      raised: number,
      address: string,
      town: string,
      dma: string,
      crews: readonly (readonly [string, string, string])[],
      status?: string,
    ): Job => {
      const age = now - raised;
      const st =
        status ??
        (age > 3 * DAY
          ? oneOf(random, ['COMPLETED', 'CLOSED', 'CLOSED'])
          : age > DAY
            ? oneOf(random, ['ASSIGNED', 'ON_SITE', 'COMPLETED', 'AWAITING_PERMIT', 'AWAITING_MATERIALS'])
            : oneOf(random, ['RAISED', 'ASSIGNED', 'EN_ROUTE', 'ON_SITE']));
      return {
        raised,
        type: type[0],
        priority: type[2],
        status: st,
        source:
          type[0] === 'BURST_MAIN' || type[0] === 'NO_WATER'
            ? oneOf(random, ['CUSTOMER_CONTACT', 'CUSTOMER_CONTACT', 'TELEMETRY', 'THIRD_PARTY'])
            : oneOf(random, ['CUSTOMER_CONTACT', 'CUSTOMER_CONTACT', 'LEAK_DETECTION', 'TELEMETRY', 'PLANNED', 'THIRD_PARTY']),
        address,
        town,
        postcode: postcode(random),
        dma,
        permit: type[1] ? permit() : null,
        crew: st === 'RAISED' ? null : oneOf(random, crews),
        asset: `${type[0] === 'SEWER_BLOCKAGE' ? 'SW' : 'MN'}-${String(between(random, 1, 99_999)).padStart(7, '0')}`,
        affected: type[0] === 'BURST_MAIN' || type[0] === 'NO_WATER' ? between(random, 1, 120) : between(random, 0, 3),
        notes: oneOf(random, notesFor[type[0]]!),
        id: '',
      };
    };
    const byPatch: Job[][] = [];
    const all: Job[] = [];
    let target: Job | null = null;
    for (const [code, , towns] of patches) {
      const crews = crewsOf(code);
      const jobs: Job[] = [];
      const n = between(random, 26, 36);
      for (let i = 0; i < n; i++) {
        const town = oneOf(random, towns);
        const dma = `DMA-${town.slice(0, 3).toUpperCase()}-${pad2(between(random, 1, 9))}`;
        jobs.push(
          make(
            oneOf(random, weighted),
            from + Math.floor(random() * (now - from)),
            `${between(random, 1, 160)} ${street(random)}`,
            town,
            dma,
            crews,
          ),
        );
      }
      if (code === 'N6') {
        const burst = TYPES[0];
        const noWater = TYPES[3];
        const leak = TYPES[1];
        const reinst = TYPES[10];
        target = make(burst, utc(2026, 12, 3, 5, 41, 9), '27 Cheddleton Road', 'Ashby Moor', 'DMA-ASH-04', crews, 'ON_SITE');
        target.notes =
          'Crew on site 06:32. Main split along crown, isolated 07:10, approx 46 props off supply. Bowser requested for Holly Grove.';
        target.affected = 46;
        jobs.push(target);
        for (const [t, no] of [
          [utc(2026, 12, 3, 5, 52, 40), 3],
          [utc(2026, 12, 3, 6, 4, 12), 58],
          [utc(2026, 12, 3, 6, 27, 55), 112],
        ] as const) {
          const j = make(noWater, t, `${no} Cheddleton Road`, 'Ashby Moor', 'DMA-ASH-04', crews, 'ASSIGNED');
          j.notes = 'No water since approx 05:30. Likely linked to burst on Cheddleton Road.';
          jobs.push(j);
        }
        const old = make(burst, utc(2026, 11, 27, 14, 12, 33), '90 Cheddleton Road', 'Ashby Moor', 'DMA-ASH-04', crews, 'CLOSED');
        old.notes = 'Burst on 4in main repaired with clamp, temporary reinstatement.';
        jobs.push(old);
        jobs.push(make(reinst, utc(2026, 11, 30, 9, 5, 0), '90 Cheddleton Road', 'Ashby Moor', 'DMA-ASH-04', crews, 'ASSIGNED'));
        jobs.push(make(leak, utc(2026, 12, 2, 11, 48, 21), '15 Cheddleton Close', 'Ashby Moor', 'DMA-ASH-05', crews, 'AWAITING_PERMIT'));
      }
      for (const j of jobs) if (j.address.includes('Cheddleton Road')) j.postcode = 'WB7 3QF';
      byPatch.push(jobs);
      all.push(...jobs);
    }
    all.sort((a, b) => a.raised - b.raised);
    let seq = between(random, 46_000, 47_000);
    for (const j of all) {
      seq += between(random, 1, 4);
      j.id = `WJ-${ymd(j.raised).slice(2, 4)}${ymd(j.raised).slice(5, 7)}-${String(seq).padStart(6, '0')}`;
    }
    const lines = [
      '# Wyrebrook Water - Field Job Management export',
      '# query: region=NORTH updated_since=2026-11-26T00:00:00Z include=open,completed,closed format=yaml',
      'generated_at: "2026-12-03T08:15:42Z"',
      'region: NORTH',
      `job_count: ${all.length}`,
      'patches:',
    ];
    patches.forEach(([code, name], p) => {
      lines.push(`  - patch: ${code}`, `    name: ${name}`, `    supervisor: ${person(random)}`, '    jobs:');
      const order = ['P1', 'P2', 'P3', 'P4'];
      for (const j of byPatch[p]!.sort((a, b) => order.indexOf(a.priority) - order.indexOf(b.priority) || b.raised - a.raised)) {
        lines.push(
          `      - job_id: ${j.id}`,
          `        type: ${j.type}`,
          `        priority: ${j.priority}`,
          `        status: ${j.status}`,
          `        raised_at: "${isoZ(j.raised)}"`,
          `        source: ${j.source}`,
          '        location:',
          `          address: ${j.address}`,
          `          town: ${j.town}`,
          `          postcode: ${j.postcode}`,
          `          dma: ${j.dma}`,
        );
        if (j.permit)
          lines.push(
            '        streetworks:',
            `          permit_ref: ${j.permit}`,
            `          permit_type: ${j.priority === 'P1' ? 'IMMEDIATE_URGENT' : oneOf(random, ['MINOR', 'STANDARD', 'IMMEDIATE_EMERGENCY'])}`,
            `          traffic_management: ${oneOf(random, ['NONE', 'CONES_SIGNS', 'TWO_WAY_SIGNALS', 'STOP_GO', 'ROAD_CLOSURE'])}`,
            `          road_category: ${between(random, 2, 4)}`,
          );
        else lines.push('        streetworks: null');
        if (j.crew)
          lines.push('        crew:', `          id: ${j.crew[0]}`, `          lead: ${j.crew[1]}`, `          vehicle: ${j.crew[2]}`);
        else lines.push('        crew: null');
        lines.push(
          '        asset:',
          `          id: ${j.asset}`,
          `          material: ${oneOf(random, ['CI', 'DI', 'MDPE', 'HPPE', 'AC', 'PVC'])}`,
          `          diameter_mm: ${oneOf(random, [25, 63, 90, 100, 125, 150, 180, 225, 300])}`,
          `        customers_affected: ${j.affected}`,
          `        sla_due_at: "${isoZ(j.raised + (j.priority === 'P1' ? 4 : j.priority === 'P2' ? 24 : 120) * 3_600_000)}"`,
          `        last_update: "${isoZ(Math.min(now, j.raised + between(random, 10, 3_000) * 60_000))}"`,
          `        notes: "${j.notes}"`,
        );
      }
    });
    return { output: `${lines.join('\n')}\n`, needle: target!.permit! };
  });
  return probe(
    'round 108: field job dispatch export',
    "There's a burst main on Cheddleton Road that came in early this morning — what's the street works permit number for it?",
    'dispatch_jobs_export',
    built.output,
    'cheddleton-burst-permit',
    built.needle,
  );
}

/** b2. LIMS sample results, pretty JSON: the sample number of the tap sample at 14 Orchard Close, Ashby Moor. */
function b2LimsResults(): EconomicsTask {
  const built = firstClean(108_500, (random) => {
    type Det = readonly [
      name: string,
      code: string,
      units: string,
      pcv: number | string | null,
      lo: number,
      hi: number,
      dp: number,
      lod: number,
    ];
    const TAP: Det[] = [
      ['Coliform bacteria', 'COLI', 'no./100ml', 0, 0, 0, 0, 0],
      ['E. coli', 'ECOLI', 'no./100ml', 0, 0, 0, 0, 0],
      ['Free chlorine', 'FCL', 'mg/l', null, 0.08, 0.62, 2, 0.05],
      ['Total chlorine', 'TCL', 'mg/l', null, 0.12, 0.75, 2, 0.05],
      ['Turbidity', 'TURB', 'NTU', 4, 0.05, 0.6, 2, 0.1],
      ['Colour', 'COL', 'mg/l Pt/Co', 20, 0.5, 4, 1, 1],
      ['Iron', 'FE', 'ug/l Fe', 200, 2, 60, 0, 5],
      ['Manganese', 'MN', 'ug/l Mn', 50, 0.2, 6, 1, 1],
      ['Lead', 'PB', 'ug/l Pb', 10, 0.1, 4.5, 1, 0.5],
      ['Copper', 'CU', 'mg/l Cu', 2, 0.002, 0.3, 3, 0.005],
      ['Nickel', 'NI', 'ug/l Ni', 20, 0.5, 4, 1, 1],
      ['Hydrogen ion', 'PH', 'pH value', '6.5-9.5', 7.1, 7.9, 2, 0],
      ['Conductivity', 'COND', 'uS/cm @20C', 2500, 180, 620, 0, 10],
    ];
    const SR: Det[] = [
      ['Coliform bacteria', 'COLI', 'no./100ml', 0, 0, 0, 0, 0],
      ['E. coli', 'ECOLI', 'no./100ml', 0, 0, 0, 0, 0],
      ['Colony counts 22C', 'CC22', 'cfu/ml', null, 0, 40, 0, 0],
      ['Free chlorine', 'FCL', 'mg/l', null, 0.2, 0.7, 2, 0.05],
      ['Total chlorine', 'TCL', 'mg/l', null, 0.25, 0.85, 2, 0.05],
      ['Turbidity', 'TURB', 'NTU', 4, 0.05, 0.3, 2, 0.1],
      ['Hydrogen ion', 'PH', 'pH value', '6.5-9.5', 7.2, 7.8, 2, 0],
    ];
    const WTW: Det[] = [
      ['Coliform bacteria', 'COLI', 'no./100ml', 0, 0, 0, 0, 0],
      ['E. coli', 'ECOLI', 'no./100ml', 0, 0, 0, 0, 0],
      ['Free chlorine', 'FCL', 'mg/l', null, 0.4, 0.9, 2, 0.05],
      ['Turbidity', 'TURB', 'NTU', 1, 0.03, 0.15, 2, 0.02],
      ['Hydrogen ion', 'PH', 'pH value', '6.5-9.5', 7.3, 7.8, 2, 0],
      ['Nitrite', 'NO2', 'mg/l NO2', 0.1, 0.002, 0.03, 3, 0.005],
      ['Aluminium', 'AL', 'ug/l Al', 200, 4, 60, 0, 5],
      ['Iron', 'FE', 'ug/l Fe', 200, 2, 30, 0, 5],
    ];
    const methods: Record<string, string> = {
      COLI: 'WWL-MB-101',
      ECOLI: 'WWL-MB-101',
      CC22: 'WWL-MB-104',
      FCL: 'WWL-FLD-02',
      TCL: 'WWL-FLD-02',
      TURB: 'WWL-IN-210',
    };
    const analysts = ['k.osei', 'h.nakamura', 'p.lister', 'j.ogden', 'm.sharma', 'r.firth'];
    const results = (dets: readonly Det[], sampled: number) =>
      dets.map(([determinand, code, units, pcv, lo, hi, dp, lod]) => {
        let value: number = Number((lo + random() * (hi - lo)).toFixed(dp));
        if (code === 'COLI' && random() < 0.01) value = 1;
        const below = lod > 0 && value < lod;
        return {
          determinand,
          code,
          value: below ? lod : value,
          qualifier: below ? '<' : null,
          units,
          pcv,
          method: methods[code] ?? `WWL-CH-${between(random, 300, 380)}`,
          analysedAt: isoZ(sampled + between(random, 4, 40) * 3_600_000 + between(random, 0, 3_599) * 1_000),
          analyst: oneOf(random, analysts),
        };
      });
    interface Sample {
      sampled: number;
      programme: string;
      programmeName: string;
      point: { code: string; description: string; type: string; zone: string };
      dets: readonly Det[];
      target?: boolean;
    }
    const zoneOf = (town: string) => `WSZ${pad2(between(random, 1, 30))} ${town}`;
    const samples: Sample[] = [];
    const start = utc(2026, 11, 30, 7);
    const sampledAt = () => start + between(random, 0, 2) * DAY + between(random, 0, 9 * 60) * 60_000;
    for (let i = 0; i < 118; i++) {
      const r = random();
      const town = oneOf(random, TOWNS);
      if (r < 0.62)
        samples.push({
          sampled: sampledAt(),
          programme: 'REG-RDT',
          programmeName: 'Regulatory random daytime tap',
          point: {
            code: `RDT-${chars(random, 'ABCDEFGHKLMNPRSTW', 3)}-${between(random, 1_000, 9_999)}`,
            description: `${between(random, 1, 180)} ${street(random)}, ${town}`,
            type: 'CUSTOMER_TAP',
            zone: zoneOf(town),
          },
          dets: TAP,
        });
      else if (r < 0.88)
        samples.push({
          sampled: sampledAt(),
          programme: 'REG-SR',
          programmeName: 'Service reservoir weekly',
          point: {
            code: `SR-${chars(random, 'ABCDEFGHKLMNPRSTW', 3)}-0${between(random, 1, 2)}`,
            description: `${town} SR, cell ${between(random, 1, 2)} outlet`,
            type: 'SERVICE_RESERVOIR',
            zone: zoneOf(town),
          },
          dets: SR,
        });
      else
        samples.push({
          sampled: sampledAt(),
          programme: 'REG-WTW',
          programmeName: 'Treatment works final water daily',
          point: {
            code: `WTW-${chars(random, 'ABCDEFGHKLMNPRSTW', 3)}-FW`,
            description: `${town} WTW final water`,
            type: 'TREATMENT_WORKS',
            zone: zoneOf(town),
          },
          dets: WTW,
        });
    }
    const tap = (description: string, zone: string, sampled: number, target = false): Sample => ({
      sampled,
      programme: 'REG-RDT',
      programmeName: 'Regulatory random daytime tap',
      point: { code: `RDT-ASH-${between(random, 1_000, 9_999)}`, description, type: 'CUSTOMER_TAP', zone },
      dets: TAP,
      target,
    });
    samples.push(
      tap('14 Orchard Close, Ashby Moor', 'WSZ07 Ashby Moor', utc(2026, 12, 1, 10, 42), true),
      tap('4 Orchard Close, Ashby Moor', 'WSZ07 Ashby Moor', utc(2026, 12, 1, 10, 18)),
      tap('41 Orchard Close, Ashby Moor', 'WSZ07 Ashby Moor', utc(2026, 12, 1, 11, 5)),
      tap('14 Orchard Road, Sallowfield', 'WSZ12 Sallowfield', utc(2026, 12, 1, 9, 55)),
      tap('14 Orchard Court, Hollinford', 'WSZ03 Hollinford', utc(2026, 11, 30, 13, 20)),
    );
    samples.sort((a, b) => a.sampled - b.sampled);
    let seq = between(random, 118_000, 118_200);
    let needle = '';
    const out = samples.map((s) => {
      seq += between(random, 1, 3);
      const sampleId = `WW26-${seq}`;
      if (s.target) needle = sampleId;
      const received = s.sampled + between(random, 90, 400) * 60_000;
      const res = results(s.dets, received);
      return {
        sampleId,
        labNumber: `L${between(random, 10, 99)}${chars(random, 'ABCDEFGHKLMNPRSTW', 2)}${between(random, 1_000, 9_999)}`,
        status: received > utc(2026, 12, 2, 14) ? 'PENDING_AUTHORISATION' : 'AUTHORISED',
        programme: s.programme,
        programmeName: s.programmeName,
        samplingPoint: s.point,
        sampledAt: isoZ(s.sampled),
        sampledBy: person(random),
        receivedAt: isoZ(received),
        coolBox: `CB-${between(random, 100, 180)}`,
        tempOnReceiptC: Number((2 + random() * 5).toFixed(1)),
        results: res,
      };
    });
    const body = {
      query: {
        programmes: ['REG-RDT', 'REG-SR', 'REG-WTW'],
        receivedFrom: '2026-11-30',
        receivedTo: '2026-12-02',
        statuses: ['AUTHORISED', 'PENDING_AUTHORISATION'],
      },
      laboratory: 'Wyrebrook Water Scientific Services, Hollinford',
      count: out.length,
      samples: out,
    };
    return { output: `${JSON.stringify(body, null, 2)}\n`, needle };
  });
  return probe(
    'round 108: lims sample results',
    'What sample number did the lab give the tap sample taken at 14 Orchard Close in Ashby Moor?',
    'lims_sample_results',
    built.output,
    'orchard-close-sample',
    built.needle,
  );
}

/** b3. Telemetry outstation configuration, INI: the primary IP address of Millbeck Lane sewage pumping station. */
function b3OutstationConfig(): EconomicsTask {
  const built = firstClean(108_600, (random) => {
    const usedIp = new Set<string>();
    const usedNames = new Set<string>(['Millbeck Lane SPS', 'Millbeck Lane WPS', 'Millbeck Road SPS', 'Millbeck Lane CSO']);
    const kinds = [
      ['SPS', 'SEWAGE_PUMPING_STATION', 30],
      ['WPS', 'WATER_PUMPING_STATION', 8],
      ['SR', 'SERVICE_RESERVOIR', 10],
      ['BPS', 'BOOSTER_PUMPING_STATION', 8],
      ['CSO', 'COMBINED_SEWER_OVERFLOW', 14],
      ['WwTW', 'WASTEWATER_TREATMENT_WORKS', 5],
      ['BH', 'BOREHOLE', 5],
      ['PRV', 'PRESSURE_REDUCING_VALVE', 10],
    ] as const;
    const weighted = kinds.flatMap((k) => Array.from({ length: k[2] }, () => k));
    const section = (os: number, name: string, type: string, area: string, areaNo: number, ip?: string): { text: string; ip: string } => {
      const primary = ip ?? fresh(usedIp, () => `10.${60 + areaNo}.${between(random, 0, 255)}.${between(random, 2, 254)}`);
      usedIp.add(primary);
      const ipLink = random() < 0.85 || ip !== undefined;
      const lines = [
        `[OS-${String(os).padStart(4, '0')}]`,
        `name=${name}`,
        `site_type=${type}`,
        `area=${area}`,
        `address=${name.replace(/ (SPS|WPS|SR|BPS|CSO|WwTW|BH\d?|PRV)$/, '')}, ${area} ${postcode(random)}`,
        `rtu_model=${oneOf(random, ['WB-RTU5', 'WB-RTU5', 'WB-RTU4', 'WB-RTU5L'])}`,
        `rtu_firmware=${oneOf(random, ['5.14.2', '5.14.2', '5.12.0', '4.9.7'])}`,
        `comms_primary=${ipLink ? 'IP' : 'RADIO'}`,
        ...(ipLink
          ? [`ip_address=${primary}`, `ip_port=20000`]
          : [`radio_channel=${between(random, 1, 16)}`, `radio_repeater=RPT-${pad2(between(random, 1, 24))}`]),
        `protocol=DNP3`,
        `dnp3_outstation=${os}`,
        `dnp3_master=${oneOf(random, [1, 1, 2])}`,
        `comms_backup=${oneOf(random, ['GPRS', 'GPRS', 'PSTN', 'NONE'])}`,
      ];
      const backup = lines[lines.length - 1]!.split('=')[1];
      if (backup === 'GPRS')
        lines.push(
          'apn=wyrebrook.telemetry',
          `backup_ip=${fresh(usedIp, () => `10.98.${between(random, 0, 255)}.${between(random, 2, 254)}`)}`,
        );
      if (backup === 'PSTN') lines.push(`pstn_number=01632 ${between(random, 960_000, 960_999)}`);
      lines.push(
        `poll_class0_s=${oneOf(random, [3_600, 3_600, 7_200])}`,
        `poll_class123_s=${oneOf(random, [300, 600, 900])}`,
        `unsolicited=${oneOf(random, ['yes', 'yes', 'no'])}`,
        `time_sync=${oneOf(random, ['NTP', 'DNP3'])}`,
        `analog_points=${between(random, 4, 40)}`,
        `digital_points=${between(random, 12, 96)}`,
        `counter_points=${between(random, 0, 8)}`,
        `commissioned=${ymd(utc(between(random, 2008, 2025), between(random, 1, 12), between(random, 1, 28)))}`,
        `last_config_change=${ymd(utc(2026, between(random, 1, 11), between(random, 1, 28)))}`,
        `enabled=${random() < 0.97 ? 'yes' : 'no'}`,
        '',
      );
      return { text: lines.join('\n'), ip: primary };
    };
    const sections: string[] = [];
    let os = 100;
    let needle = '';
    const areas = [...TOWNS];
    for (let i = 0; i < 660; i++) {
      os += between(random, 1, 2);
      if (i === 318) sections.push(section(os, 'Millbeck Lane WPS', 'WATER_PUMPING_STATION', 'Millbeck', 31).text);
      else if (i === 326) {
        const s = section(os, 'Millbeck Lane SPS', 'SEWAGE_PUMPING_STATION', 'Millbeck', 31);
        needle = s.ip;
        sections.push(s.text);
      } else if (i === 329) sections.push(section(os, 'Millbeck Lane CSO', 'COMBINED_SEWER_OVERFLOW', 'Millbeck', 31).text);
      else if (i === 333) sections.push(section(os, 'Millbeck Road SPS', 'SEWAGE_PUMPING_STATION', 'Millbeck', 31).text);
      else {
        const [abbr, type] = oneOf(random, weighted);
        const areaNo = pick(random, areas.length);
        const area = areas[areaNo]!;
        const name = fresh(usedNames, () =>
          abbr === 'SR' || abbr === 'WwTW' || abbr === 'BH'
            ? `${area}${random() < 0.5 ? ` ${oneOf(random, ['Hill', 'Moor', 'Top', 'Edge', 'Lane', 'Road'])}` : ''} ${abbr === 'BH' ? `BH${between(random, 1, 4)}` : abbr}`
            : `${street(random)} ${abbr}`,
        );
        sections.push(section(os, name, type, area, areaNo).text);
      }
    }
    const head = [
      '; Wyrebrook Water telemetry - outstation configuration export',
      '; source: TMS-PRI-01 outstation table, exported 2026-12-03 08:02:17 by svc_tmsync',
      `; outstations: ${sections.length}`,
      '; format: one section per outstation, keys as in the TMS schema v7',
      '',
    ];
    return { output: `${head.join('\n')}\n${sections.join('\n')}`, needle };
  });
  return probe(
    'round 108: telemetry outstation config',
    'What IP address is the outstation at Millbeck Lane sewage pumping station on? The main link, not the backup.',
    'telemetry_outstation_config',
    built.output,
    'millbeck-sps-ip',
    built.needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble

/** c1. Telemetry master station event journal: when Crowden Hill reservoir first showed it was overflowing. */
function c1EventJournal(): EconomicsTask {
  const built = firstClean(108_700, (random) => {
    const from = utc(2026, 12, 2, 6);
    const to = utc(2026, 12, 3, 8, 30);
    const events: { ms: number; line: string }[] = [];
    const fmt = (ms: number, os: string, point: string, description: string, event: string, value: string, user = ''): void => {
      const stamp = `${dmy(ms)} ${hms(ms)}.${String(ms % 1_000).padStart(3, '0')}`;
      events.push({
        ms,
        line: `${stamp}  ${os.padEnd(9)}  ${point.padEnd(22)} ${description.padEnd(46)} ${event.padEnd(15)} ${value.padEnd(13)} ${user}`.trimEnd(),
      });
    };
    const jitter = () => between(random, 0, 999);
    const users = ['s.patel', 'r.dunne', 'm.finch', 'k.osei', 'l.whitworth', 'j.pritchard'];
    const usedCodes = new Set<string>(['CRWHL', 'CRWMR', 'CRWBP']);
    let osNo = 120;
    const nextOs = () => `OS-${String((osNo += between(random, 1, 12))).padStart(4, '0')}`;
    // Sewage pumping stations: pump cycles, level alarms.
    for (let i = 0; i < 46; i++) {
      const os = nextOs();
      const code = fresh(usedCodes, () => chars(random, 'ABCDEFGHKLMNPRSTW', 5));
      const name = `${oneOf(random, STREET_FIRST)} ${oneOf(random, ['Lane', 'Road', 'Street'])} SPS`;
      let t = from + between(random, 0, 90) * 60_000;
      let pump = 1;
      while (t < to) {
        const run = between(random, 3, 25) * 60_000 + jitter();
        fmt(t + jitter(), os, `${code}.P${pump}.RUN`, `${name} Pump ${pump} Running`, 'STATE', 'RUN');
        if (t + run < to) fmt(t + run, os, `${code}.P${pump}.RUN`, `${name} Pump ${pump} Running`, 'STATE', 'STOP');
        t += run + between(random, 25, 110) * 60_000;
        pump = pump === 1 ? 2 : 1;
      }
      if (random() < 0.3) {
        const a = from + Math.floor(random() * (to - from - 3 * 3_600_000));
        fmt(a, os, `${code}.WW.LVL`, `${name} Wet Well Level`, 'ALARM HI', `${(2.1 + random() * 0.3).toFixed(2)} m`);
        fmt(a + between(random, 30, 900) * 1_000, os, `${code}.WW.LVL`, `${name} Wet Well Level`, 'ACK', '', oneOf(random, users));
        fmt(
          a + between(random, 20, 120) * 60_000,
          os,
          `${code}.WW.LVL`,
          `${name} Wet Well Level`,
          'RTN HI',
          `${(1.7 + random() * 0.3).toFixed(2)} m`,
        );
      }
      if (random() < 0.2) {
        const a = from + Math.floor(random() * (to - from - 3 * 3_600_000));
        fmt(a, os, `${code}.COMMS`, `${name} Outstation Communications`, 'COMMS LOST', '');
        fmt(a + between(random, 2, 90) * 60_000, os, `${code}.COMMS`, `${name} Outstation Communications`, 'COMMS RESTORED', '');
      }
    }
    // Service reservoirs: periodic levels, occasional level and chlorine alarms.
    const srs = shuffle(
      random,
      TOWNS.filter((t) => t !== 'Crowden'),
    ).slice(0, 22);
    const srSite = (name: string, code: string, os: string, planted: boolean): void => {
      for (const cell of [1, 2]) {
        let level = 3 + random() * 1.5;
        for (let t = utc(2026, 12, 2, 8); t < to; t += 4 * 3_600_000) {
          if (!planted) level = Math.min(5.2, Math.max(1.8, level + (random() - 0.5) * 0.6));
          const shown = planted
            ? cell === 2
              ? ({ 8: 4.12, 12: 4.34, 16: 4.61, 20: 5.18, 0: 5.42, 4: 5.08 } as Record<number, number>)[new Date(t).getUTCHours()]!
              : 3.7 + random() * 0.3
            : level;
          fmt(t + jitter(), os, `${code}.C${cell}.LVL`, `${name} Cell ${cell} Level`, 'PERIODIC', `${shown.toFixed(2)} m`);
        }
      }
      if (!planted && random() < 0.35) {
        const a = from + Math.floor(random() * (to - from - 4 * 3_600_000));
        fmt(a, os, `${code}.OUT.CL2`, `${name} Outlet Free Chlorine`, 'ALARM LO', `${(0.12 + random() * 0.07).toFixed(2)} mg/l`);
        fmt(a + between(random, 30, 600) * 1_000, os, `${code}.OUT.CL2`, `${name} Outlet Free Chlorine`, 'ACK', '', oneOf(random, users));
        fmt(
          a + between(random, 30, 200) * 60_000,
          os,
          `${code}.OUT.CL2`,
          `${name} Outlet Free Chlorine`,
          'RTN LO',
          `${(0.22 + random() * 0.1).toFixed(2)} mg/l`,
        );
      }
      if (!planted && random() < 0.25) {
        const a = from + Math.floor(random() * (to - from - 4 * 3_600_000));
        const cell = between(random, 1, 2);
        fmt(a, os, `${code}.C${cell}.LVL`, `${name} Cell ${cell} Level`, 'ALARM LO', `${(1.3 + random() * 0.2).toFixed(2)} m`);
        fmt(
          a + between(random, 60, 900) * 1_000,
          os,
          `${code}.C${cell}.LVL`,
          `${name} Cell ${cell} Level`,
          'ACK',
          '',
          oneOf(random, users),
        );
        fmt(
          a + between(random, 40, 300) * 60_000,
          os,
          `${code}.C${cell}.LVL`,
          `${name} Cell ${cell} Level`,
          'RTN LO',
          `${(1.6 + random() * 0.3).toFixed(2)} m`,
        );
      }
    };
    for (const town of srs)
      srSite(
        `${town} SR`,
        fresh(usedCodes, () => chars(random, 'ABCDEFGHKLMNPRSTW', 5)),
        nextOs(),
        false,
      );
    // Booster stations and works.
    for (let i = 0; i < 12; i++) {
      const os = nextOs();
      const code = fresh(usedCodes, () => chars(random, 'ABCDEFGHKLMNPRSTW', 5));
      const name = `${oneOf(
        random,
        TOWNS.filter((t) => t !== 'Crowden'),
      )} ${oneOf(random, ['Hill', 'Top', 'Lane'])} BPS`;
      for (let k = 0; k < between(random, 4, 12); k++) {
        const t = from + Math.floor(random() * (to - from));
        fmt(t, os, `${code}.P${between(random, 1, 2)}.RUN`, `${name} Booster Pump Running`, 'STATE', oneOf(random, ['RUN', 'STOP']));
      }
      if (random() < 0.4) {
        const t = from + Math.floor(random() * (to - from - 3_600_000));
        fmt(t, os, `${code}.SUCT.P`, `${name} Suction Pressure`, 'ALARM LO', `${(0.3 + random() * 0.15).toFixed(2)} bar`);
        fmt(
          t + between(random, 5, 40) * 60_000,
          os,
          `${code}.SUCT.P`,
          `${name} Suction Pressure`,
          'RTN LO',
          `${(0.8 + random() * 0.4).toFixed(2)} bar`,
        );
      }
    }
    for (const w of ['Hollinford', 'Scarrowby', 'Dunmere', 'Whinfell', 'Fenwick Moss']) {
      const os = nextOs();
      const code = fresh(usedCodes, () => chars(random, 'ABCDEFGHKLMNPRSTW', 5));
      for (let t = utc(2026, 12, 2, 8); t < to; t += 4 * 3_600_000)
        fmt(t + jitter(), os, `${code}.OUT.FLOW`, `${w} WTW Output Flow`, 'PERIODIC', `${(18 + random() * 30).toFixed(1)} Ml/d`);
      for (let k = 0; k < between(random, 1, 4); k++) {
        const t = from + Math.floor(random() * (to - from - 3_600_000));
        fmt(t, os, `${code}.FW.TURB`, `${w} WTW Final Water Turbidity`, 'ALARM HI', `${(0.3 + random() * 0.1).toFixed(2)} NTU`);
        fmt(
          t + between(random, 10, 90) * 60_000,
          os,
          `${code}.FW.TURB`,
          `${w} WTW Final Water Turbidity`,
          'RTN HI',
          `${(0.1 + random() * 0.1).toFixed(2)} NTU`,
        );
      }
    }
    for (let k = 0; k < 30; k++) {
      const t = from + Math.floor(random() * (to - from));
      fmt(t, 'TMS-PRI-01', 'SYS.POLL', 'Master Station Poll Cycle', 'SYSTEM', oneOf(random, ['CLASS0 START', 'CLASS0 END']));
    }
    // Crowden Hill SR, the story of the night, and its near-misses.
    const os = 'OS-0287';
    srSite('Crowden Hill SR', 'CRWHL', os, true);
    const c2 = ['CRWHL.C2.LVL', 'Crowden Hill SR Cell 2 Level'] as const;
    const of2 = ['CRWHL.C2.OFLS', 'Crowden Hill SR Cell 2 Overflow Level Switch'] as const;
    const of1 = ['CRWHL.C1.OFLS', 'Crowden Hill SR Cell 1 Overflow Level Switch'] as const;
    const inlet = ['CRWHL.INLET.VLV', 'Crowden Hill SR Inlet Valve'] as const;
    fmt(utc(2026, 12, 2, 10, 15, 3) + 212, os, ...of1, 'INHIBIT', '', 'm.finch');
    fmt(utc(2026, 12, 2, 10, 22, 41) + 15, os, ...of1, 'ALARM INHIB', 'ACTIVE');
    fmt(utc(2026, 12, 2, 10, 24, 10) + 508, os, ...of1, 'RTN', 'NORMAL');
    fmt(utc(2026, 12, 2, 10, 31, 47) + 90, os, ...of1, 'UNINHIBIT', '', 'm.finch');
    fmt(utc(2026, 12, 2, 18, 40, 12) + 508, os, ...inlet, 'CONTROL', 'OPEN 100%', 'r.dunne');
    fmt(utc(2026, 12, 2, 20, 31, 44) + 290, os, ...c2, 'ALARM HI', '5.31 m');
    fmt(utc(2026, 12, 2, 20, 33, 2) + 644, os, ...c2, 'ACK', '', 's.patel');
    fmt(utc(2026, 12, 2, 21, 14, 7) + 331, os, ...of2, 'ALARM', 'ACTIVE');
    fmt(utc(2026, 12, 2, 21, 14, 9) + 870, os, ...c2, 'ALARM HIHI', '5.61 m');
    fmt(utc(2026, 12, 2, 21, 19, 33) + 402, os, ...of2, 'ACK', '', 's.patel');
    fmt(utc(2026, 12, 2, 21, 19, 35) + 118, os, ...c2, 'ACK', '', 's.patel');
    fmt(utc(2026, 12, 2, 21, 26, 50) + 117, os, ...inlet, 'CONTROL', 'CLOSE', 's.patel');
    fmt(utc(2026, 12, 2, 22, 5, 26) + 733, os, ...c2, 'RTN HIHI', '5.49 m');
    fmt(utc(2026, 12, 2, 23, 41, 12) + 660, os, ...of2, 'RTN', 'NORMAL');
    fmt(utc(2026, 12, 3, 2, 10, 58) + 41, os, ...c2, 'RTN HI', '5.18 m');
    const moor = ['CRWMR.C1.OFLS', 'Crowden Moor SR Cell 1 Overflow Level Switch'] as const;
    fmt(utc(2026, 12, 2, 22, 3, 18) + 552, 'OS-0291', ...moor, 'ALARM', 'ACTIVE');
    fmt(utc(2026, 12, 2, 22, 4, 40) + 17, 'OS-0291', ...moor, 'ACK', '', 'k.osei');
    fmt(utc(2026, 12, 2, 22, 9, 2) + 906, 'OS-0291', ...moor, 'RTN', 'NORMAL');
    for (let k = 0; k < 9; k++) {
      const t = from + Math.floor(random() * (to - from));
      fmt(
        t,
        'OS-0288',
        `CRWBP.P${between(random, 1, 2)}.RUN`,
        'Crowden Hill BPS Booster Pump Running',
        'STATE',
        oneOf(random, ['RUN', 'STOP']),
      );
    }
    events.sort((a, b) => a.ms - b.ms);
    const rule = '-'.repeat(150);
    const head = [
      'TMS-PRI-01  EVENT JOURNAL EXPORT                                                  Wyrebrook Water Telemetry',
      `From ${dmy(from)} ${hms(from)}  To ${dmy(to)} ${hms(to)}   Areas: ALL   Priorities: 1-4   Sort: time ascending   Events: ${events.length}`,
      rule,
      `${'Date/Time'.padEnd(23)}  ${'Outstation'.padEnd(9)}  ${'Point'.padEnd(22)} ${'Description'.padEnd(46)} ${'Event'.padEnd(15)} ${'Value'.padEnd(13)} User`,
      rule,
    ];
    return { output: `${head.join('\n')}\n${events.map((e) => e.line).join('\n')}\n${rule}\nEnd of journal\n`, needle: '21:14:07.331' };
  });
  return probe(
    'round 108: telemetry event journal',
    'Morning. A farmer up by Crowden Hill rang in to say water was pouring out over the top of our tank there last night and flooding his field. What time did telemetry first pick that up?',
    'telemetry_event_log',
    built.output,
    'crowden-hill-overflow-time',
    built.needle,
  );
}

/** c2. Billing ledger, key=value lines: the second bill Mrs Adeyemi of Larkspur Way got for the summer quarter. */
function c2BillingLedger(): EconomicsTask {
  const built = firstClean(108_800, (random) => {
    interface Acct {
      no: string;
      cust: string;
      premise: string;
      cycle: number;
      method: 'DD' | 'CARD' | 'BACS';
      quarterly: number;
      ddDay: number;
    }
    interface Ev {
      ms: number;
      acct: Acct;
      type: string;
      doc: string;
      extra: string;
      amount: number;
    }
    const usedDocs = new Set<string>();
    const doc = (prefix: string, ms: number) =>
      fresh(usedDocs, () => `${prefix}${ymd(ms).slice(2, 4)}${ymd(ms).slice(5, 7)}-${between(random, 100_000, 999_999)}`);
    const usedAccts = new Set<string>();
    const accts: Acct[] = [];
    const acct = (cust: string, premise: string, cycle: number, method: Acct['method']): Acct => {
      const a = {
        no: fresh(usedAccts, () => `400${between(random, 1_000_000, 9_999_999)}`),
        cust,
        premise,
        cycle,
        method,
        quarterly: between(random, 6_000, 26_000) / 100,
        ddDay: oneOf(random, [1, 15, 28]),
      };
      accts.push(a);
      return a;
    };
    for (let i = 0; i < 300; i++) {
      const title = oneOf(random, ['MR', 'MRS', 'MS', 'MISS', 'DR', 'MR & MRS']);
      acct(
        `${title} ${initial(random)} ${oneOf(random, SURNAMES).toUpperCase()}`,
        `${between(random, 1, 180)} ${street(random)}, ${oneOf(random, TOWNS)} ${postcode(random)}`,
        pick(random, 3),
        oneOf(random, ['DD', 'DD', 'DD', 'CARD', 'BACS']),
      );
    }
    const fAdeyemi = acct('MRS F ADEYEMI', '22 Larkspur Way, Wyrebrook WB3 8RD', 0, 'DD');
    const kAdeyemi = acct('MR K ADEYEMI', '40 Larkspur Way, Wyrebrook WB3 8RD', 0, 'DD');
    acct('MS T ADEYEMI', '5 Foxglove Court, Hebley WB14 2SN', 1, 'CARD');
    acct(`MR P ${oneOf(random, SURNAMES).toUpperCase()}`, '17 Larkspur Way, Wyrebrook WB3 8RD', 0, 'DD');
    acct(`MRS J ${oneOf(random, SURNAMES).toUpperCase()}`, '31 Larkspur Way, Wyrebrook WB3 8RD', 0, 'BACS');
    shuffle(random, accts);
    const periods: readonly (readonly (readonly [string, number])[])[] = [
      [
        ['2026-03-01..2026-05-31', 6],
        ['2026-06-01..2026-08-31', 9],
        ['2026-09-01..2026-11-30', 12],
      ],
      [
        ['2026-04-01..2026-06-30', 7],
        ['2026-07-01..2026-09-30', 10],
      ],
      [
        ['2026-05-01..2026-07-31', 8],
        ['2026-08-01..2026-10-31', 11],
      ],
    ];
    const from = utc(2026, 6, 1);
    const to = utc(2026, 12, 2, 23, 59);
    const events: Ev[] = [];
    const billRun = (month: number, day: number) => utc(2026, month, day, 2, between(random, 0, 50), between(random, 0, 59));
    let needle = '';
    for (const a of accts) {
      const billDay = between(random, 3, 20);
      for (const [period, month] of periods[a.cycle]!) {
        const ms = billRun(month, a === fAdeyemi || a === kAdeyemi ? 8 : billDay);
        if (ms > to) continue;
        const amount = round2(a.quarterly * (0.85 + random() * 0.3));
        const usage = Math.round(amount / 2.41);
        const channel = oneOf(random, ['PRINT', 'EMAIL', 'EMAIL']);
        const bill = (at: number, run: string): Ev => ({
          ms: at,
          acct: a,
          type: 'BILL',
          doc: doc('BL', at),
          extra: `period=${period} usage_m3=${usage} channel=${channel} run=${run}`,
          amount,
        });
        events.push(bill(ms, `BR-${ymd(ms).slice(2).replace(/-/g, '')}`));
        if (a === fAdeyemi && month === 9) {
          const again = utc(2026, 9, 22, 2, 9, 51);
          const second = bill(again, 'BR-260922-R');
          needle = second.doc;
          events.push(second);
        } else if (random() < 0.02) {
          const c = ms + between(random, 5, 20) * DAY;
          events.push({
            ms: c,
            acct: a,
            type: 'CRN',
            doc: doc('CN', c),
            extra: `period=${period} reason=READ_CORRECTION channel=${channel}`,
            amount: -amount,
          });
          const r = c + between(random, 60, 600) * 1_000;
          const corrected = round2(amount * (0.6 + random() * 0.3));
          events.push({
            ms: r,
            acct: a,
            type: 'BILL',
            doc: doc('BL', r),
            extra: `period=${period} usage_m3=${Math.round(corrected / 2.41)} channel=${channel} run=REBILL`,
            amount: corrected,
          });
        }
        if (a.method !== 'DD' && ms + 5 * DAY < to) {
          const p = ms + between(random, 5, 25) * DAY + between(random, 0, 86_399) * 1_000;
          if (p < to)
            events.push({
              ms: p,
              acct: a,
              type: 'PAY',
              doc: doc('PY', p),
              extra: `method=${a.method} ref=${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}`,
              amount: -amount,
            });
        }
      }
      if (a.method === 'DD')
        for (let m = 6; m <= 11; m++) {
          const p = utc(2026, m, a.ddDay, 6, between(random, 0, 30), between(random, 0, 59));
          if (p < from || p > to) continue;
          events.push({
            ms: p,
            acct: a,
            type: 'PAY',
            doc: doc('PY', p),
            extra: `method=DD ref=DD${a.no.slice(-6)}${pad2(m)}`,
            amount: -round2(a.quarterly / 3),
          });
        }
      if (random() < 0.05) {
        const t = from + Math.floor(random() * (to - from));
        events.push({
          ms: t,
          acct: a,
          type: 'ADJ',
          doc: doc('AJ', t),
          extra: `reason=${oneOf(random, ['LEAK_ALLOWANCE', 'GOODWILL', 'GSS_PAYMENT', 'SEWERAGE_REBATE'])}`,
          amount: -between(random, 2_000, 9_000) / 100,
        });
      }
    }
    events.sort((x, y) => x.ms - y.ms);
    const balances = new Map<Acct, number>();
    const lines = events.map((e) => {
      const bal = round2((balances.get(e.acct) ?? round2(random() * 60 - 20)) + e.amount);
      balances.set(e.acct, bal);
      return `ts=${isoZ(e.ms)} acct=${e.acct.no} cust="${e.acct.cust}" premise="${e.acct.premise}" type=${e.type} doc=${e.doc} ${e.extra} amount=${e.amount.toFixed(2)} bal=${bal.toFixed(2)}`;
    });
    const head = `# billing_ledger_query from=${ymd(from)} to=${ymd(to)} types=BILL,PAY,CRN,ADJ accounts=ALL order=ts rows=${lines.length}`;
    return { output: `${head}\n${lines.join('\n')}\n`, needle };
  });
  return probe(
    'round 108: billing ledger',
    "I've got Mrs Adeyemi from Larkspur Way on the phone — she says we've billed her twice for the summer quarter. What's the reference on the second bill?",
    'billing_ledger_query',
    built.output,
    'adeyemi-second-bill',
    built.needle,
  );
}

/** c3. Weekly DMA night flow and leakage report, HTML: the daily leakage of Harrowgate Vale Low Level. */
function c3LeakageReport(): EconomicsTask {
  const built = firstClean(108_900, (random) => {
    const num = (v: number, dp: number) => v.toLocaleString('en-GB', { minimumFractionDigits: dp, maximumFractionDigits: dp });
    const usedNames = new Set<string>([
      'Harrowgate Vale Low Level',
      'Harrowgate Vale High Level',
      'Harrowgate Vale Village',
      'Harrowgate Vale Industrial Estate',
    ]);
    const suffixes = [
      'Low Level',
      'High Level',
      'North',
      'South',
      'East',
      'West',
      'Central',
      'Village',
      'Industrial Estate',
      'Park',
      'Hill',
    ];
    let needle = '';
    const row = (code: string, name: string): { html: string; leak: number; props: number } => {
      const props = between(random, 300, 4_200);
      const lpd = between(random, 55, 240);
      const ndf = Number((19 + random() * 4).toFixed(1));
      const nnf = Number(((props * lpd) / (ndf * 3_600)).toFixed(2));
      const lnu = Number(((props * 1.7) / 3_600).toFixed(2));
      const mnf = Number((nnf + lnu).toFixed(2));
      const leak = Number(((nnf * ndf * 3_600) / 1e6).toFixed(3));
      const prev = Number((leak * (0.85 + random() * 0.3)).toFixed(3));
      const target = Number((leak * (0.7 + random() * 0.5)).toFixed(3));
      if (name === 'Harrowgate Vale Low Level') needle = leak.toFixed(3);
      const cells = [
        `<td>${code}</td>`,
        `<td>${name}</td>`,
        `<td class="n">${num(props, 0)}</td>`,
        `<td class="n">${num(props * (0.011 + random() * 0.01), 1)}</td>`,
        `<td class="n">${mnf.toFixed(2)}</td>`,
        `<td class="n">${lnu.toFixed(2)}</td>`,
        `<td class="n">${nnf.toFixed(2)}</td>`,
        `<td class="n">${ndf.toFixed(1)}</td>`,
        `<td class="n">${leak.toFixed(3)}</td>`,
        `<td class="n">${prev.toFixed(3)}</td>`,
        `<td class="n">${Math.round((leak * 1e6) / props)}</td>`,
        `<td class="n">${target.toFixed(3)}</td>`,
        `<td class="q${random() < 0.9 ? 'a' : 'b'}">${random() < 0.9 ? 'A' : oneOf(random, ['B (logger gap)', 'B (inlet meter estimated)', 'C (boundary valve open)'])}</td>`,
      ];
      return { html: `<tr>${cells.join('')}</tr>`, leak, props };
    };
    const zones: string[] = shuffle(random, [...TOWNS]).slice(0, 13);
    zones.splice(6, 0, 'Harrowgate');
    const parts: string[] = [];
    let total = 0;
    zones.forEach((zone, z) => {
      const rows: { html: string; leak: number; props: number }[] = [];
      const others = shuffle(
        random,
        TOWNS.filter((t) => t !== zone),
      ).slice(0, 4);
      const towns = zone === 'Harrowgate' ? ['Harrowgate Vale', ...others] : [zone, zone, ...others];
      const n = between(random, 26, 42);
      for (let i = 0; i < n; i++) {
        const name = fresh(
          usedNames,
          () =>
            `${oneOf(random, towns.slice(zone === 'Harrowgate' ? 1 : 0))} ${oneOf(random, suffixes)}${random() < 0.3 ? ` ${between(random, 2, 4)}` : ''}`,
        );
        rows.push(row(`DMA-${chars(random, 'ABCDEFGHKLMNPRSTW', 3)}-${pad2(between(random, 1, 30))}`, name));
      }
      if (zone === 'Harrowgate') {
        rows.splice(9, 0, row('DMA-HGV-01', 'Harrowgate Vale High Level'));
        rows.splice(12, 0, row('DMA-HGV-02', 'Harrowgate Vale Village'));
        rows.splice(14, 0, row('DMA-HGV-03', 'Harrowgate Vale Low Level'));
        rows.splice(17, 0, row('DMA-HGV-04', 'Harrowgate Vale Industrial Estate'));
      }
      const sum = rows.reduce((s, r) => s + r.leak, 0);
      const props = rows.reduce((s, r) => s + r.props, 0);
      total += sum;
      parts.push(
        `<h2>Resource zone RZ${pad2(z + 1)} &mdash; ${zone}</h2>`,
        '<table class="dma">',
        '<thead><tr><th>DMA</th><th>Name</th><th>Props</th><th>Mains (km)</th><th>MNF (l/s)</th><th>LNU (l/s)</th><th>NNF (l/s)</th><th>NDF (h)</th><th>Leakage (Ml/d)</th><th>Prev wk (Ml/d)</th><th>l/prop/d</th><th>Target (Ml/d)</th><th>Data</th></tr></thead>',
        '<tbody>',
        ...rows.map((r) => r.html),
        `<tr class="sub"><td colspan="2">Zone total (${rows.length} DMAs)</td><td class="n">${num(props, 0)}</td><td colspan="5"></td><td class="n">${sum.toFixed(2)}</td><td colspan="4"></td></tr>`,
        '</tbody>',
        '</table>',
      );
    });
    const html = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<title>DMA Night Flow &amp; Leakage Report - w/e 29/11/2026</title>',
      '<style>body{font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#222}table{border-collapse:collapse;margin-bottom:18px}th,td{border:1px solid #c8c8c8;padding:2px 6px}th{background:#1f4e79;color:#fff}td.n{text-align:right}tr.sub td{font-weight:bold;background:#e8eef7}td.qb{background:#fff4d6}</style>',
      '</head>',
      '<body>',
      '<h1>Wyrebrook Water &mdash; DMA Night Flow &amp; Leakage Report</h1>',
      '<p class="meta">Week ending Sunday 29/11/2026 &middot; Generated 03/12/2026 06:30 by LEAKSYS 4.2 &middot; Minimum night flow taken 03:00&ndash;04:00, median of 7 nights &middot; Night-day factor per DMA</p>',
      ...parts,
      `<p class="total">Company total: <b>${total.toFixed(2)} Ml/d</b> against a target of 88.00 Ml/d.</p>`,
      '<p class="notes">MNF = minimum night flow; LNU = legitimate night use (1.7 l/prop/h household allowance plus metered non-household night use); NNF = net night flow; NDF = night-day factor (hours). Data A = complete, B = partly estimated, C = boundary integrity in doubt.</p>',
      '</body>',
      '</html>',
    ];
    return { output: `${html.join('\n')}\n`, needle };
  });
  return probe(
    'round 108: weekly leakage report',
    "I'm pulling the weekly numbers together for the ops meeting. How much water do we reckon is going to waste underground each day in the bottom end of Harrowgate Vale?",
    'leakage_dma_report',
    built.output,
    'harrowgate-low-level-leakage',
    built.needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it

/** d1. Sewage pump run hours and starts, fixed-width paged report: the pump that started far more often. */
function d1PumpStarts(): EconomicsTask {
  const built = firstClean(109_000, (random) => {
    const usedAssets = new Set<string>();
    const usedNames = new Set<string>(['Kingsmead Lane SPS']);
    const catchments = [
      'Millbeck',
      'Hollin Beck',
      'Wyre Lower',
      'Wyre Upper',
      'Crowden Brook',
      'Sallow Beck',
      'Greave Water',
      'Dunmere',
      'Hebley Clough',
      'Netherby',
    ];
    interface Row {
      asset: string;
      station: string;
      catchment: string;
      pump: string;
      starts: number;
      hrs: number;
      remark: string;
    }
    const rows: Row[] = [];
    let needle = '';
    const nStations = 440;
    for (let s = 0; s < nStations; s++) {
      const station =
        s === 220
          ? 'Kingsmead Lane SPS'
          : fresh(usedNames, () =>
              random() < 0.7
                ? `${street(random)} SPS`
                : `${oneOf(random, TOWNS)} ${oneOf(random, ['Mill', 'Bridge', 'Farm', 'Beck', 'Road', 'Lane'])} SPS`,
            );
      const catchment = oneOf(random, catchments);
      const pumps = oneOf(random, [1, 2, 2, 2, 2, 3]);
      for (let p = 1; p <= pumps; p++) {
        const standby = pumps === 3 && p === 3;
        const starts = standby ? between(random, 0, 3) : between(random, 6, 58);
        const mean = between(random, 40, 380) / 10;
        const hrs = Math.min(23.9, (starts * mean) / 60);
        const asset = fresh(usedAssets, () => `WB-PMP-0${between(random, 10_000, 99_999)}`);
        if (s === 220 && p === 2) {
          needle = asset;
          rows.push({ asset, station, catchment, pump: `P${p}`, starts: 412, hrs: 6.87, remark: '' });
        } else rows.push({ asset, station, catchment, pump: `P${p}`, starts, hrs: Number(hrs.toFixed(2)), remark: '' });
      }
    }
    const target = rows.findIndex((r) => r.asset === needle);
    const remarks = [
      'COMMS GAP 01:10-01:42',
      'DUTY ROTATED 12:00',
      'DATA PART ESTIMATED',
      'ISOLATED FOR MAINTENANCE',
      'ON HAND 09:14-09:40',
      'RUN HRS FROM PLC COUNTER',
    ];
    for (let k = 0; k < 28; k++) {
      const i = pick(random, rows.length);
      if (Math.abs(i - target) > 8) rows[i]!.remark = oneOf(random, remarks);
    }
    const pageHead = (page: number) => [
      `WYREBROOK WATER                               TELEMETRY REPORTING SERVICE                                            PAGE ${String(page).padStart(4)}`,
      'RPT-PMP-007   PUMP RUN HOURS AND STARTS - SEWAGE PUMPING STATIONS                                     RUN 03/12/2026 06:05',
      'PERIOD 02/12/2026 00:00 TO 02/12/2026 23:59',
      '',
      'ASSET NO       STATION                          CATCHMENT        PUMP  STARTS  RUN HRS  MEAN RUN  ENERGY  EST FLOW  REMARKS',
      '                                                                                          (MIN)    (kWh)     (m3)',
      '-------------  -------------------------------  ---------------  ----  ------  -------  --------  ------  --------  ------------------------',
    ];
    const out: string[] = [];
    let page = 0;
    rows.forEach((r, i) => {
      if (i % 55 === 0) {
        if (page > 0) out.push('', '');
        out.push(...pageHead(++page));
      }
      const mean = r.starts === 0 ? '-' : ((r.hrs * 60) / r.starts).toFixed(1);
      const kwh = Math.round(r.hrs * (4 + random() * 30));
      const flow = Math.round(r.hrs * 3_600 * (0.01 + random() * 0.06));
      out.push(
        `${r.asset.padEnd(13)}  ${r.station.padEnd(31)}  ${r.catchment.padEnd(15)}  ${r.pump.padEnd(4)}  ${String(r.starts).padStart(6)}  ${r.hrs.toFixed(2).padStart(7)}  ${mean.padStart(8)}  ${String(kwh).padStart(6)}  ${String(flow).padStart(8)}  ${r.remark}`.trimEnd(),
      );
    });
    out.push('', '', ...pageHead(++page).slice(0, 3), '', 'CATCHMENT TOTALS', '');
    for (const c of catchments) {
      const rs = rows.filter((r) => r.catchment === c);
      out.push(
        `  ${c.padEnd(15)}  PUMPS ${String(rs.length).padStart(4)}  STARTS ${String(rs.reduce((s, r) => s + r.starts, 0)).padStart(6)}  RUN HRS ${rs
          .reduce((s, r) => s + r.hrs, 0)
          .toFixed(1)
          .padStart(8)}`,
      );
    }
    out.push('', `STATIONS REPORTED ${nStations}   PUMPS REPORTED ${rows.length}`, '', '*** END OF REPORT RPT-PMP-007 ***');
    return { output: `${out.join('\n')}\n`, needle };
  });
  return probe(
    'round 108: pump run hours and starts',
    'Which pump was switching on and off far more often than any of the others yesterday? I need its asset number.',
    'pump_runtime_report',
    built.output,
    'short-cycling-pump',
    built.needle,
  );
}

/** d2. AMR head-end device inventory, CSV: the meter still on a much older radio firmware. */
function d2AmrDevices(): EconomicsTask {
  const built = firstClean(109_100, (random) => {
    const usedSerials = new Set<string>();
    const usedDevices = new Set<string>();
    const header =
      'device_id,meter_serial,premise_ref,address,postcode,dma,meter_make,meter_model,size_mm,radio_module,radio_fw,installed,last_packet_utc,packets_24h,rssi_dbm,battery_v,index_m3,leak_days_30,backflow,tamper';
    const rows: string[] = [];
    const n = 2_300;
    const odd = 1_137;
    let needle = '';
    const dmas = Array.from({ length: 40 }, () => `DMA-${chars(random, 'ABCDEFGHKLMNPRSTW', 3)}-${pad2(between(random, 1, 19))}`);
    let dma = oneOf(random, dmas);
    let town: string = oneOf(random, TOWNS);
    for (let i = 0; i < n; i++) {
      if (i % 60 === 0) {
        dma = oneOf(random, dmas);
        town = oneOf(random, TOWNS);
      }
      const serial = fresh(usedSerials, () => `${between(random, 21, 26)}M${String(between(random, 0, 999_999)).padStart(6, '0')}`);
      if (i === odd) needle = serial;
      const make = oneOf(random, ['Hydrotek', 'Hydrotek', 'Brookline']);
      const model = make === 'Hydrotek' ? oneOf(random, ['HX-15U', 'HX-15U', 'HX-20U']) : oneOf(random, ['BM-Sonic 15', 'BM-Sonic 20']);
      const size = model.endsWith('20U') || model.endsWith('20') ? 20 : 15;
      const fw = i === odd ? '3.6.2' : random() < 0.7 ? '4.2.17' : '4.2.19';
      const installed = ymd(utc(between(random, 2023, 2026), between(random, 1, 12), between(random, 1, 28)));
      const last = utc(2026, 12, 3, between(random, 5, 7), between(random, 0, 59), between(random, 0, 59));
      rows.push(
        [
          fresh(usedDevices, () => hex(random, 12).toUpperCase()),
          serial,
          `WBP${between(random, 10_000_000, 99_999_999)}`,
          `"${between(random, 1, 220)} ${street(random)}, ${town}"`,
          postcode(random),
          dma,
          make,
          model,
          size,
          'WB-NB1',
          fw,
          installed,
          isoZ(last),
          random() < 0.93 ? 24 : between(random, 17, 23),
          -between(random, 72, 118),
          (3.55 + random() * 0.12).toFixed(2),
          (random() * 900).toFixed(3).padStart(9, '0'),
          random() < 0.04 ? between(random, 1, 30) : 0,
          random() < 0.01 ? 1 : 0,
          0,
        ].join(','),
      );
    }
    return { output: `${header}\n${rows.join('\n')}\n`, needle };
  });
  return probe(
    'round 108: amr device inventory',
    'One of the smart meters in this batch is still running much older radio firmware than all the rest — which meter serial is it?',
    'amr_headend_devices',
    built.output,
    'old-firmware-meter',
    built.needle,
  );
}

/** d3. Treatment works daily performance report, text: the works putting out far more alkaline water. */
function d3WorksDaily(): EconomicsTask {
  const built = firstClean(109_200, (random) => {
    const usedNames = new Set<string>(['Tallow Green WTW']);
    const names = [
      ...TOWNS.map((t) => `${t} WTW`),
      ...Array.from({ length: 16 }, () =>
        fresh(
          usedNames,
          () => `${oneOf(random, STREET_FIRST)} ${oneOf(random, ['Beck', 'Moor', 'Bridge', 'Dale', 'Head', 'Springs'])} WTW`,
        ),
      ),
    ];
    shuffle(random, names);
    names.splice(23, 0, 'Tallow Green WTW');
    const kinds = [
      ['Surface water', 'rapid gravity filtration', 'Ferric sulphate'],
      ['Surface water', 'slow sand filtration', 'none'],
      ['Groundwater', 'chlorination only', 'none'],
      ['Groundwater', 'UV and chlorination', 'none'],
      ['Surface water', 'DAF and rapid gravity filtration', 'Aluminium sulphate'],
      ['Spring source', 'cartridge filtration and UV', 'none'],
    ] as const;
    const notes = [
      'Filter 3 backwashed early 04:12 on high turbidity alarm, cleared after wash.',
      'UV reactor 2 lamp change 10:30-11:15, reactor 1 on duty.',
      'Raw water pump 1 tripped 14:02, P2 on duty, electrician called.',
      'Sodium hypochlorite delivery 09:40, 12 m3.',
      'Output reduced 02:00-05:00 for clear water tank inspection.',
      'Chlorine analyser CL2-B recalibrated 13:20.',
    ];
    const blocks: string[] = [];
    let needle = '';
    names.forEach((name, w) => {
      const odd = name === 'Tallow Green WTW';
      if (odd) needle = name;
      const [source, process, coag] = odd ? kinds[3] : oneOf(random, kinds);
      const design = between(random, 20, 600) / 10;
      const flow = design * (0.45 + random() * 0.45);
      const ph = odd ? 8.95 : 7.2 + random() * 0.65;
      const cl = 0.45 + random() * 0.45;
      const rawNtu = source === 'Groundwater' ? 0.2 + random() * 0.4 : 1.5 + random() * 8;
      const hours: string[] = [];
      const sums = [0, 0, 0, 0, 0, 0, 0];
      for (let h = 0; h < 24; h++) {
        const vals = [
          flow * (0.92 + random() * 0.16),
          rawNtu * (0.85 + random() * 0.3),
          0.03 + random() * 0.07,
          ph + (random() - 0.5) * (odd ? 0.12 : 0.1),
          cl * (0.95 + random() * 0.1),
          cl * (1.1 + random() * 0.1),
          cl * (40 + random() * 15),
        ];
        vals.forEach((v, k) => (sums[k]! += v));
        hours.push(
          ` ${pad2(h)}:00  ${vals[0]!.toFixed(2).padStart(7)}  ${vals[1]!.toFixed(2).padStart(7)}  ${vals[2]!.toFixed(3).padStart(9)}  ${vals[3]!.toFixed(2).padStart(8)}  ${vals[4]!.toFixed(2).padStart(8)}  ${vals[5]!.toFixed(2).padStart(9)}  ${vals[6]!.toFixed(1).padStart(7)}`,
        );
      }
      const m = sums.map((s) => s / 24);
      const near = Math.abs(w - 23) <= 2;
      blocks.push(
        [
          '='.repeat(86),
          ` WTW-${pad2(w + 1)}  ${name.padEnd(34)} ${`${source}, ${process}`.padStart(44)}`,
          '='.repeat(86),
          ` Design output .............. ${design.toFixed(1)} Ml/d`,
          ` Shift supervisor ........... ${person(random)}`,
          ` Coagulant .................. ${coag === 'none' ? 'none' : `${coag}, mean dose ${(15 + random() * 25).toFixed(1)} mg/l as product`}`,
          ` Disinfection ............... Sodium hypochlorite, CT basis ${oneOf(random, [15, 20, 30])} mg.min/l`,
          ` Operating hours ............ 24.0`,
          '',
          ' Hour    Output   Raw NTU  Final NTU  Final pH  Free Cl2  Total Cl2       CT',
          '         (Ml/d)                                  (mg/l)     (mg/l)  (mg.min/l)',
          ...hours,
          ` Daily  ${m[0]!.toFixed(2).padStart(7)}  ${m[1]!.toFixed(2).padStart(7)}  ${m[2]!.toFixed(3).padStart(9)}  ${m[3]!.toFixed(2).padStart(8)}  ${m[4]!.toFixed(2).padStart(8)}  ${m[5]!.toFixed(2).padStart(9)}  ${m[6]!.toFixed(1).padStart(7)}`,
          ` Notes: ${!near && random() < 0.3 ? oneOf(random, notes) : 'none'}`,
          '',
        ].join('\n'),
      );
    });
    const head = [
      'WYREBROOK WATER - WATER TREATMENT DAILY PERFORMANCE REPORT',
      'Operational day: Wednesday 02/12/2026 (00:00-23:59 GMT)              Produced: 03/12/2026 05:40 by WQ-REPORTS',
      `Works reported: ${names.length}        Values are hourly means from the works SCADA historian`,
      '',
    ];
    return { output: `${head.join('\n')}\n${blocks.join('\n')}\n*** End of report ***\n`, needle };
  });
  return probe(
    'round 108: treatment works daily report',
    'Which of our works was putting noticeably more alkaline water into supply than all the others yesterday?',
    'works_daily_report',
    built.output,
    'alkaline-works',
    built.needle,
  );
}

export function roundOneHundredEight(): EconomicsTask[] {
  return [
    a1AlarmHistory(),
    a2LeakLoggers(),
    a3AccountExport(),
    b1DispatchJobs(),
    b2LimsResults(),
    b3OutstationConfig(),
    c1EventJournal(),
    c2BillingLedger(),
    c3LeakageReport(),
    d1PumpStarts(),
    d2AmrDevices(),
    d3WorksDaily(),
  ];
}
