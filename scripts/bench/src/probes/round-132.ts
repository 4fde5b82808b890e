/**
 * Probe round 132, written blind: Prairie Bend Grain Co-operative, a made-up grain elevator co-operative (truck weighbridge tickets, grain grading and moisture samples, silo bin temperature cables, rail car loading, member contracts and settlements, dryer and conveyor PLCs). "Today" is Wednesday, 6 October 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - scale ticket export (minified JSON): the net weight of the canola load one member hauled in last Friday just before 3pm;
 *  - lab sample export (one-line XML): the Grain Commission submission number of the sample taken off one ticket;
 *  - rail loadout export (CSV, one huge draft-log field per train): the seal put on one hopper car in Monday's train;
 * b. The answer a few lines away from the line the question's words match:
 *  - bin monitor status (YAML): the lot stored in the bin one temperature cable hangs in;
 *  - open contracts (pretty JSON from the contracts API): the flat price per tonne of one contract;
 *  - conveyor PLC tag export (L5X XML): the name of the tag whose description is the leg 3 belt slip trip delay;
 * c. A question that paraphrases the output or carries a preamble:
 *  - settlement register (fixed-width text report): what was held back for drying on one member's 28 September payment;
 *  - dryer PLC event log (key=value lines): how hot the plenum read when the dryer shut itself down yesterday afternoon;
 *  - weekly grading report (HTML): the ticket of yesterday's wheat load downgraded for sprouting;
 * d. One value unlike its peers, with no error word near it:
 *  - rail car load summary (fixed-width tables): the one car loaded far lighter than the rest of its train;
 *  - bin cable readings (CSV snapshot): the one sensor reading far warmer than the others;
 *  - PLC fleet inventory (text blocks): the one controller left on an older firmware revision.
 * Not among the bench's targets.
 * First run, at 6f1557e (the head when the round was written, 5702f50, with one commit of `packages/core` since: object
 * literals reordered for speed, no change of behaviour); with this file; `ROUNDS=132
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,252,384 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 132: scale tickets (minified JSON)
 *     codex: 7,414 tokens, peak 7,329, 0/1 needles, 0 read-backs
 *     context-chef: 746 tokens, peak 661, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,724 tokens, peak 1,715, 0/1 needles, 1 read-backs
 *     ours: 7,458 tokens, peak 3,387, 1/1 needles, 2 read-backs
 *   round 132: lab samples (one-line XML)
 *     codex: 205 tokens, peak 129, 0/1 needles, 0 read-backs
 *     context-chef: 751 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,547 tokens, peak 725, 0/1 needles, 1 read-backs
 *     ours: 1,889 tokens, peak 933, 0/1 needles, 1 read-backs
 *   round 132: rail loadout (CSV, huge field)
 *     codex: 238 tokens, peak 160, 0/1 needles, 0 read-backs
 *     context-chef: 954 tokens, peak 876, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,874 tokens, peak 6,391, 1/1 needles, 3 read-backs
 *     ours: 3,802 tokens, peak 2,755, 1/1 needles, 1 read-backs
 *   round 132: bin monitor (YAML)
 *     codex: 18,429 tokens, peak 18,358, 0/1 needles, 0 read-backs
 *     context-chef: 840 tokens, peak 769, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,664 tokens, peak 1,224, 0/1 needles, 1 read-backs
 *     ours: 1,050 tokens, peak 781, 1/1 needles, 0 read-backs
 *   round 132: open contracts (pretty JSON)
 *     codex: 13,507 tokens, peak 13,434, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 623, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,458 tokens, peak 1,133, 0/1 needles, 1 read-backs
 *     ours: 900 tokens, peak 629, 1/1 needles, 0 read-backs
 *   round 132: conveyor PLC tags (L5X XML)
 *     codex: 12,252 tokens, peak 12,165, 0/1 needles, 0 read-backs
 *     context-chef: 640 tokens, peak 553, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,431 tokens, peak 1,258, 0/1 needles, 2 read-backs
 *     ours: 2,754 tokens, peak 1,046, 0/1 needles, 2 read-backs
 *   round 132: settlement register (text report)
 *     codex: 9,816 tokens, peak 9,719, 0/1 needles, 0 read-backs
 *     context-chef: 524 tokens, peak 427, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,041 tokens, peak 1,115, 0/1 needles, 4 read-backs
 *     ours: 5,284 tokens, peak 1,643, 0/1 needles, 4 read-backs
 *   round 132: dryer event log (key=value)
 *     codex: 17,716 tokens, peak 17,603, 0/1 needles, 0 read-backs
 *     context-chef: 920 tokens, peak 807, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,979 tokens, peak 1,501, 0/1 needles, 4 read-backs
 *     ours: 4,802 tokens, peak 1,018, 1/1 needles, 4 read-backs
 *   round 132: grading report (HTML)
 *     codex: 18,350 tokens, peak 18,258, 0/1 needles, 0 read-backs
 *     context-chef: 791 tokens, peak 699, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,395 tokens, peak 1,384, 0/1 needles, 4 read-backs
 *     ours: 4,553 tokens, peak 968, 0/1 needles, 4 read-backs
 *   round 132: rail car summary (fixed-width)
 *     codex: 21,360 tokens, peak 21,271, 0/1 needles, 0 read-backs
 *     context-chef: 866 tokens, peak 777, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,577 tokens, peak 1,415, 0/1 needles, 4 read-backs
 *     ours: 4,764 tokens, peak 2,030, 1/1 needles, 3 read-backs
 *   round 132: bin cable readings (CSV)
 *     codex: 25,798 tokens, peak 25,711, 0/1 needles, 0 read-backs
 *     context-chef: 1,138 tokens, peak 1,051, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,899 tokens, peak 1,685, 0/1 needles, 4 read-backs
 *     ours: 4,330 tokens, peak 927, 1/1 needles, 4 read-backs
 *   round 132: PLC fleet inventory (text blocks)
 *     codex: 16,793 tokens, peak 16,703, 0/1 needles, 0 read-backs
 *     context-chef: 815 tokens, peak 725, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,638 tokens, peak 1,212, 0/1 needles, 1 read-backs
 *     ours: 1,536 tokens, peak 685, 0/1 needles, 1 read-backs
 *     codex: 161,878 tokens, 0/12 needles
 *     context-chef: 9,681 tokens, 0/12 needles
 *     context-chef-store: 63,227 tokens, 1/12 needles
 *     ours: 43,122 tokens, 7/12 needles
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

/**
 * Builds an output from successive seeds until its needle occurs exactly once: filler that happens to hold the
 * needle is regenerated from the next seed.
 */
function once(seed: number, make: (random: () => number) => readonly [string, string]): readonly [string, string] {
  for (let s = seed; s < seed + 200; s++) {
    const [output, needle] = make(seededRandom(s));
    const at = output.indexOf(needle);
    if (at >= 0 && output.indexOf(needle, at + 1) < 0) return [output, needle];
  }
  throw new Error(`round 132: no seed from ${seed} keeps the needle unique`);
}

/** Saskatchewan keeps Central Standard Time all year. */
const TZ = '-06:00';
/** `hh:mm:ss` of a second of the day. */
const hms = (sec: number) => `${pad2(Math.floor(sec / 3600))}:${pad2(Math.floor(sec / 60) % 60)}:${pad2(sec % 60)}`;
/** An ISO timestamp on `day` (`2027-10-01`), local time. */
const iso = (day: string, sec: number) => `${day}T${hms(sec)}${TZ}`;
/** `2027-09-28` as the co-op's reports print it: `28-SEP-2027`. */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dmy = (day: string) => `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
/** The days from `from` to `to`, inclusive, as `yyyy-mm-dd`. */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
/** `1234.5` as `1,234.50`. */
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** `n` with `d` decimals. */
const fx = (n: number, d: number) => n.toFixed(d);

const SURNAMES = [
  'Kowalchuk',
  'Olafson',
  'Dyck',
  'Friesen',
  'Lindgren',
  'Tkachuk',
  'Bergstrom',
  'Wiebe',
  'Sawatzky',
  'Halvorson',
  'McAllister',
  'Petrenko',
  'Nygaard',
  'Thiessen',
  'Boychuk',
  'Lachance',
  'Grainger',
  'Yurkiw',
  'Stadnyk',
  'Hoffman',
  'Rempel',
  'Moroz',
  'Fehr',
  'Gunderson',
  'Klassen',
  'Ostrander',
  'Pederson',
  'Sinclair',
  'Toews',
  'Urquhart',
  'Vandermeer',
  'Wozniak',
  'Zacharias',
  'Andrusiak',
  'Bjornson',
  'Chorney',
  'Doerksen',
  'Enns',
  'Fraser',
  'Gabel',
  'Harder',
  'Isaak',
  'Jorgenson',
  'Kuzyk',
  'Leippi',
];
const FIRSTS = [
  'Dale',
  'Brent',
  'Ray',
  'Karen',
  'Lorne',
  'Shelley',
  'Trevor',
  'Wade',
  'Colleen',
  'Murray',
  'Darcy',
  'Jolene',
  'Kyle',
  'Ron',
  'Tanis',
];
const SUFFIXES = ['Farms Ltd.', 'Ag Inc.', '& Sons Farming', 'Land & Cattle Co.', 'Grain Farms', 'Seed Farm Ltd.', 'Holdings Ltd.'];

interface Member {
  readonly id: string;
  readonly name: string;
}
/** `n` members with distinct ids (40001 to 40999), none named after `skip`. */
function members(random: () => number, n: number, skip: readonly string[] = []): Member[] {
  const ids = shuffle(
    random,
    Array.from({ length: 900 }, (_, i) => 40_050 + i),
  ).slice(0, n);
  const surnames = SURNAMES.filter((s) => !skip.includes(s));
  return ids.map((id) => {
    const surname = oneOf(random, surnames);
    const name =
      random() < 0.6 ? `${surname} ${oneOf(random, SUFFIXES)}` : `${surname}, ${oneOf(random, FIRSTS)} & ${oneOf(random, FIRSTS)}`;
    return { id: String(id), name };
  });
}

interface Crop {
  readonly code: string;
  readonly name: string;
  readonly grades: readonly string[];
  /** A typical truck load, tonnes. */
  readonly load: number;
}
const CROPS: readonly Crop[] = [
  { code: 'CAN', name: 'Canola', grades: ['1 CAN', '1 CAN', '2 CAN', '3 CAN'], load: 38 },
  { code: 'CWRS', name: 'Wheat, CW Red Spring', grades: ['1 CWRS', '2 CWRS', '2 CWRS', '3 CWRS', 'CW Feed'], load: 42 },
  { code: 'CWAD', name: 'Durum, CW Amber', grades: ['1 CWAD', '2 CWAD', '3 CWAD', '4 CWAD'], load: 42 },
  { code: 'BAR', name: 'Barley, General Purpose', grades: ['1 CW', '2 CW', 'CW Feed'], load: 34 },
  { code: 'OAT', name: 'Oats', grades: ['1 CW', '2 CW', '3 CW'], load: 28 },
  { code: 'PEA', name: 'Peas, Yellow', grades: ['1 CAN', '2 CAN', '3 CAN'], load: 40 },
];

/** A Saskatchewan truck plate. */
const plate = (random: () => number) => `SK ${between(random, 100, 999)} ${chars(random, 'ABCDEFGHJKLMNPRSTVWXYZ', 3)}`;

interface Haul {
  readonly day: string;
  readonly sec: number;
  readonly member: Member;
  readonly crop: Crop;
  readonly tare?: number;
  readonly net?: number;
}

/** a1: nine days of weighbridge tickets, exported as minified JSON on one line. */
function a1ScaleTickets(): EconomicsTask {
  const [output, needle] = once(132_011, (random) => {
    const hendricks: Member = { id: '40217', name: 'Hendricks Farms Ltd.' };
    const hendrickson: Member = { id: '40219', name: 'Hendrickson Seed Farms' };
    const pool = members(random, 80, ['Hendricks']).filter((m) => m.id !== '40217' && m.id !== '40219');
    const canola = CROPS[0]!;
    const barley = CROPS[3]!;
    const hauls: Haul[] = [
      { day: '2027-10-01', sec: 14 * 3600 + 52 * 60 + 8, member: hendricks, crop: canola, tare: 20_780, net: 38_460 },
      { day: '2027-10-01', sec: 10 * 3600 + 15 * 60 + 40, member: hendricks, crop: canola, tare: 20_760 },
      { day: '2027-10-01', sec: 15 * 3600 + 21 * 60 + 17, member: hendricks, crop: barley, tare: 20_800 },
      { day: '2027-10-01', sec: 14 * 3600 + 55 * 60 + 31, member: hendrickson, crop: canola },
      { day: '2027-09-30', sec: 14 * 3600 + 47 * 60 + 2, member: hendricks, crop: canola, tare: 20_740 },
      { day: '2027-10-05', sec: 14 * 3600 + 50 * 60 + 12, member: hendricks, crop: canola, tare: 20_820 },
      { day: '2027-10-04', sec: 14 * 3600 + 58 * 60 + 45, member: hendrickson, crop: barley },
    ];
    for (const day of days('2027-09-27', '2027-10-05')) {
      const n = between(random, 44, 64);
      for (let i = 0; i < n; i++)
        hauls.push({
          day,
          sec: between(random, 6 * 3600 + 40 * 60, 21 * 3600 + 30 * 60),
          member: oneOf(random, pool),
          crop: oneOf(random, CROPS),
        });
    }
    hauls.sort((x, y) => x.day.localeCompare(y.day) || x.sec - y.sec);
    let ticketNo = 118_120;
    let sampleNo = 103_770;
    let targetNet = '';
    const tickets = hauls.map((h) => {
      ticketNo += between(random, 1, 2);
      const config = h.tare !== undefined ? 'SUPER-B' : oneOf(random, ['SUPER-B', 'SUPER-B', 'TRIDEM', 'TANDEM']);
      const tare =
        h.tare ??
        (config === 'SUPER-B'
          ? between(random, 990, 1070) * 20
          : config === 'TRIDEM'
            ? between(random, 725, 800) * 20
            : between(random, 550, 625) * 20);
      const share = config === 'SUPER-B' ? 1 : config === 'TRIDEM' ? 0.78 : 0.5;
      const net = h.net ?? Math.round((h.crop.load * 1000 * share * (0.94 + random() * 0.09)) / 20) * 20;
      if (h.net !== undefined) targetNet = String(net);
      const tareSec = h.sec + between(random, 9 * 60, 26 * 60);
      const unit = h.member.id === '40217' ? 'HF-3' : String(between(random, 1, 9));
      const contract = random() < 0.45 ? `PBG-DC-27-${String(between(random, 400, 1350)).padStart(4, '0')}` : null;
      sampleNo += 1;
      return JSON.stringify({
        ticket_no: `T27-${ticketNo}`,
        site: 'PBG-MAIN',
        direction: 'RECEIVING',
        scale_in: oneOf(random, ['WB-1', 'WB-2']),
        scale_out: oneOf(random, ['WB-1', 'WB-2']),
        member: h.member,
        hauler: {
          carrier: random() < 0.8 ? 'OWN' : oneOf(random, ['Kindersley Transport', 'Prairie Bulk Haul', 'Rosetown Trucking']),
          unit,
          plate: plate(random),
          config,
        },
        commodity: { code: h.crop.code, name: h.crop.name, grade_est: oneOf(random, h.crop.grades) },
        weights_kg: { gross: tare + net, tare, net },
        gross_time: iso(h.day, h.sec),
        tare_time: iso(h.day, tareSec),
        sample: {
          id: `S27-${sampleNo}`,
          moisture_pct: Number(fx(h.crop.code === 'CAN' ? 7 + random() * 4 : 11.5 + random() * 5, 1)),
          dockage_pct: Number(fx(random() * 4, 1)),
        },
        dump_pit: oneOf(random, ['P1', 'P2', 'P3']),
        bin: String(oneOf(random, [3, 7, 11, 14, 18, 22, 26, 31, 35, 40, 104, 108, 112])),
        contract_no: contract,
        operator: oneOf(random, ['jmk', 'tlr', 'dwb', 'skh']),
        status: 'CLOSED',
      });
    });
    const head = {
      system: 'ScaleHouse 7.4.2',
      site: 'PBG-MAIN',
      from: `2027-09-27T00:00:00${TZ}`,
      to: `2027-10-05T23:59:59${TZ}`,
      generated: `2027-10-06T06:05:12${TZ}`,
      count: tickets.length,
    };
    return [`{"export":${JSON.stringify(head)},"tickets":[${tickets.join(',')}]}\n`, targetNet];
  });
  return probe(
    'round 132: scale tickets (minified JSON)',
    'Hendricks Farms dropped off a load of canola last Friday a bit before three in the afternoon. What was the net weight on that ticket?',
    'scale_ticket_export',
    output,
    'hendricks-friday-canola-net',
    needle,
    true,
  );
}

const GRADING_FACTORS = ['Mildew', 'Sprouted', 'Frost', 'Fusarium damage', 'Ergot', 'Heated', 'Test weight', 'Bleached', 'Immature'];

/** a2: two weeks of lab samples from the grading LIMS, one XML document on one line. */
function a2LabSamples(): EconomicsTask {
  const [output, needle] = once(132_021, (random) => {
    const pool = members(random, 90);
    const dayList = days('2027-09-22', '2027-10-05');
    const n = 910;
    const perDay = Math.ceil(n / dayList.length);
    let ticket = 117_598;
    let cgc = 481_020;
    let target = '';
    const samples: string[] = [];
    for (let i = 0; i < n; i++) {
      const next = ticket + between(random, 1, 3);
      const forced = ticket < 118_502 && next >= 118_502;
      ticket = forced ? 118_502 : next;
      const day = dayList[Math.min(dayList.length - 1, Math.floor(i / perDay))]!;
      const sec = 7 * 3600 + Math.floor(((i % perDay) * 50_400) / perDay) + between(random, 0, 500);
      const crop = forced ? CROPS[2]! : oneOf(random, CROPS);
      const grade = forced ? '3 CWAD' : oneOf(random, crop.grades);
      const moist = crop.code === 'CAN' ? 7 + random() * 4.5 : 11 + random() * 6;
      const tests = [
        `<Test Code="MOIST" Unit="%" Method="GAC2500-UGMA">${fx(moist, 1)}</Test>`,
        `<Test Code="DKG" Unit="%">${fx(random() * 4, 1)}</Test>`,
        `<Test Code="TWT" Unit="kg/hL">${fx(crop.code === 'CAN' ? 64 + random() * 4 : crop.code === 'OAT' ? 48 + random() * 6 : 62 + random() * 20, 1)}</Test>`,
      ];
      if (crop.code === 'CWRS' || crop.code === 'CWAD') {
        tests.push(`<Test Code="PROT" Unit="%" Basis="13.5MB">${fx(11.8 + random() * 3.6, 1)}</Test>`);
        tests.push(`<Test Code="FN" Unit="s">${between(random, 180, 420)}</Test>`);
      }
      if (crop.code === 'CAN') tests.push(`<Test Code="CHL" Unit="%">${fx(random() * 2.5, 1)}</Test>`);
      if (crop.code === 'CWAD') tests.push(`<Test Code="HVK" Unit="%">${between(random, 55, 92)}</Test>`);
      const factors =
        grade.startsWith('1 ') || random() < 0.3
          ? '<Factors/>'
          : `<Factors><Factor Code="${chars(random, 'ABCDEFGHKMPRSTW', 3)}">${oneOf(random, GRADING_FACTORS)}</Factor></Factors>`;
      let submission = '';
      if (forced || random() < 0.33) {
        cgc += between(random, 2, 11);
        const ref = `CGC-27-SUB-0${cgc}`;
        if (forced) target = ref;
        submission = `<CgcSubmission Ref="${ref}" Sent="${day}" Purpose="${oneOf(random, ['OFFICIAL_GRADE', 'DISPUTE', 'HARVEST_SURVEY'])}" Status="${oneOf(random, ['PENDING', 'PENDING', 'RECEIVED'])}"/>`;
      }
      const member = oneOf(random, pool);
      samples.push(
        `<Sample ID="S27-${104_000 + i}" Ticket="T27-${ticket}" Received="${iso(day, sec)}" Member="${member.id}" Commodity="${crop.code}" Type="RECEIVAL">` +
          `<Tests>${tests.join('')}</Tests><Grade Final="${random() < 0.8}" Grader="${oneOf(random, ['LPV', 'KDN', 'AJR', 'MTS'])}">${grade}</Grade>${factors}` +
          `<Retain Location="RR-${pad2(between(random, 1, 12))}-${between(random, 100, 480)}"/>${submission}</Sample>`,
      );
    }
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?>\n<LimsExport xmlns="urn:pbg:lims:export:2" Site="PBG-MAIN" Lab="PBG Grading Lab" From="2027-09-22" To="2027-10-05" ` +
      `Generated="2027-10-06T06:15:02${TZ}" Count="${n}"><Samples>${samples.join('')}</Samples></LimsExport>\n`;
    return [xml, target];
  });
  return probe(
    'round 132: lab samples (one-line XML)',
    'What CGC submission number did the lab put on the sample from ticket T27-118502?',
    'lims_sample_export',
    output,
    'cgc-submission-118502',
    needle,
    true,
  );
}

/** A hopper car's reporting marks and number. */
function hopperCar(random: () => number): string {
  const mark = oneOf(random, ['CPWX', 'CPWX', 'CPWX', 'CPWX', 'ALNX', 'SKPX', 'GACX']);
  return `${mark} ${mark === 'CPWX' ? between(random, 600_000, 606_999) : between(random, 394_000, 396_999)}`;
}

interface TrainPlan {
  readonly shipment: string;
  readonly train: string;
  readonly crop: Crop;
  readonly grade: string;
  readonly ordered: number;
  readonly loaded: number;
  readonly spotDay: string;
  readonly spotSec: number;
  readonly firstSeal: number;
  readonly destination: string;
  /** Cars placed at a position (0-based) of the train. */
  readonly fixed: ReadonlyMap<number, string>;
}

/** a3: the rail loadout's shipments as CSV, each with its whole batch-scale draft log in one field. */
function a3RailLoadout(): EconomicsTask {
  const [output, needle] = once(132_031, (random) => {
    const plans: TrainPlan[] = [
      {
        shipment: 'R27-0041',
        train: '27-CP-0913',
        crop: CROPS[0]!,
        grade: '1 CAN',
        ordered: 60,
        loaded: 60,
        spotDay: '2027-09-13',
        spotSec: 7 * 3600 + 40 * 60,
        firstSeal: 7_712_001,
        destination: 'VANCOUVER BC (CASCADIA)',
        fixed: new Map(),
      },
      {
        shipment: 'R27-0042',
        train: '27-CP-0921',
        crop: CROPS[1]!,
        grade: '2 CWRS',
        ordered: 112,
        loaded: 112,
        spotDay: '2027-09-21',
        spotSec: 9 * 3600 + 5 * 60,
        firstSeal: 7_719_401,
        destination: 'THUNDER BAY ON (RICHARDSON)',
        fixed: new Map([[29, 'CPWX 604417']]),
      },
      {
        shipment: 'R27-0043',
        train: '27-CP-1004',
        crop: CROPS[0]!,
        grade: '1 CAN',
        ordered: 134,
        loaded: 134,
        spotDay: '2027-10-04',
        spotSec: 14 * 3600 + 20 * 60,
        firstSeal: 7_730_088,
        destination: 'VANCOUVER BC (CASCADIA)',
        fixed: new Map([
          [11, 'CPWX 604471'],
          [66, 'CPWX 604417'],
        ]),
      },
      {
        shipment: 'R27-0044',
        train: '27-CP-1005',
        crop: CROPS[2]!,
        grade: '2 CWAD',
        ordered: 112,
        loaded: 58,
        spotDay: '2027-10-05',
        spotSec: 16 * 3600 + 50 * 60,
        firstSeal: 7_733_502,
        destination: 'VANCOUVER BC (G3 TERMINAL)',
        fixed: new Map(),
      },
    ];
    let target = '';
    const rows = plans.map((p) => {
      const entries: string[] = [];
      const day0 = Date.parse(`${p.spotDay}T00:00:00Z`) / 1000;
      let t = day0 + p.spotSec + between(random, 25, 50) * 60;
      const stamp = () => new Date(t * 1000).toISOString().slice(0, 19);
      let seal = p.firstSeal;
      let netTotal = 0;
      const seen = new Set<string>(p.fixed.values());
      for (let c = 0; c < p.loaded; c++) {
        let car = p.fixed.get(c);
        while (car === undefined || (!p.fixed.has(c) && seen.has(car))) car = hopperCar(random);
        seen.add(car);
        const tareT = 28 + random() * 3;
        entries.push(
          `${stamp()} SPOT ${car} POS ${String(c + 1).padStart(3, '0')} TRACK ${c % 2 === 0 ? 'T1' : 'T2'} TARE ${fx(tareT, 1)}t`,
        );
        const drafts = between(random, 9, 10);
        const aim = (p.crop.code === 'CAN' ? 95.2 : 96.4) + random() * 1.6;
        let cum = 0;
        for (let d = 1; d <= drafts; d++) {
          t += between(random, 24, 40);
          const gross = d < drafts ? aim / drafts + (random() - 0.5) * 0.3 : aim - cum + 0.004;
          const tare = 0.002 + random() * 0.006;
          const netD = gross - tare;
          cum += netD;
          entries.push(
            `${stamp()} BS1 ${car} D${pad2(d)} GROSS ${fx(gross, 3)}t TARE ${fx(tare, 3)}t NET ${fx(netD, 3)}t CUM ${fx(cum, 3)}t`,
          );
        }
        t += between(random, 20, 60);
        if (car === 'CPWX 604417' && p.shipment === 'R27-0043') target = String(seal);
        entries.push(
          `${stamp()} CLOSE ${car} DRAFTS ${drafts} NET ${fx(cum, 3)}t HATCHES 4/4 SEAL ${seal} BY ${oneOf(random, ['RLM', 'DJP', 'KWT'])}`,
        );
        seal += 1;
        netTotal += cum;
        t += between(random, 60, 130);
      }
      const done = p.loaded === p.ordered;
      const released = done ? new Date((t + between(random, 3000, 6000)) * 1000).toISOString().slice(0, 16).replace('T', ' ') : '';
      return [
        p.shipment,
        p.train,
        'CP',
        'PRAIRIE BEND SK (SPLC 481260)',
        p.destination,
        `"${p.crop.name.toUpperCase()}"`,
        p.grade,
        String(p.ordered),
        String(p.loaded),
        `${p.spotDay} ${hms(p.spotSec).slice(0, 5)}`,
        released,
        fx(netTotal, 3),
        done ? `BL-27-${between(random, 10_000, 99_999)}` : '',
        done ? 'RELEASED' : 'LOADING',
        `"${entries.join('; ')}"`,
      ].join(',');
    });
    const header =
      'shipment_no,train_no,railway,origin_station,destination,commodity,grade,cars_ordered,cars_loaded,spotted,released,net_tonnes,bill_of_lading,status,draft_log';
    return [`${header}\n${rows.join('\n')}\n`, target];
  });
  return probe(
    'round 132: rail loadout (CSV, huge field)',
    'What seal number did we put on car CPWX 604417 in the train we loaded Monday night?',
    'rail_loadout_export',
    output,
    'seal-604417-monday-train',
    needle,
    true,
  );
}

/** `n` temperatures, top sensor first: the uncovered sensors read the head space, the covered ones the grain. */
function cableTemps(random: () => number, n: number, covered: number, grain: number): string[] {
  return Array.from({ length: n }, (_, i) => fx(i < n - covered ? 3 + random() * 5 : grain + (random() - 0.5) * 1.6, 1));
}

/** b1: the bin monitoring system's status of every bin, YAML, cables nested under their bin. */
function b1BinMonitor(): EconomicsTask {
  const [output, needle] = once(132_041, (random) => {
    const bins = [
      ...Array.from({ length: 48 }, (_, i) => ({ no: String(i + 1), annex: false })),
      ...Array.from({ length: 24 }, (_, i) => ({ no: String(101 + i), annex: true })),
    ];
    const reserved = new Set([30_417, 30_471, 31_417, 30_418, 30_147]);
    const cableIds = shuffle(
      random,
      Array.from({ length: 2000 }, (_, i) => 30_000 + i).filter((n) => !reserved.has(n)),
    );
    let nextCable = 0;
    const reservedLots = new Set([412, 421]);
    const lotNos = shuffle(
      random,
      Array.from({ length: 880 }, (_, i) => 110 + i).filter((n) => !reservedLots.has(n)),
    );
    let nextLot = 0;
    const fixedCables = new Map<string, string[]>([
      ['33', ['TC-30417', 'TC-30418']],
      ['12', ['TC-30471']],
      ['106', ['TC-31417']],
      ['41', ['TC-30147']],
    ]);
    const fixedLots = new Map<string, string>([
      ['33', 'L27-CAN-0412'],
      ['19', 'L27-CAN-0421'],
      ['110', 'L26-CAN-0412'],
    ]);
    const lines = [
      '# GrainWatch Pro 4.2.7 - bin status export',
      'site: PBG-MAIN',
      `generated: 2027-10-06T05:30:44${TZ}`,
      "units: {temperature: C, moisture: '%', level: m, mass: t}",
      'bins:',
    ];
    let answer = '';
    for (const b of bins) {
      const fixedLot = fixedLots.get(b.no);
      const crop = fixedLot !== undefined ? CROPS[0]! : random() < 0.1 ? undefined : oneOf(random, CROPS);
      const capacity = b.annex ? between(random, 40, 50) * 100 : between(random, 90, 140) * 10;
      const fill = crop === undefined ? 0 : 35 + random() * 60;
      const height = b.annex ? 24.4 : 36.6;
      const lot = crop === undefined ? null : (fixedLot ?? `L27-${crop.code}-${String(lotNos[nextLot++]!).padStart(4, '0')}`);
      if (b.no === '33') answer = lot!;
      lines.push(
        `  - bin: "${b.no}"`,
        `    house: ${b.annex ? 'annex' : 'main'}`,
        `    construction: ${b.annex ? 'steel hopper' : 'slipform concrete'}`,
        `    capacity_t: ${capacity}`,
        `    commodity: ${crop?.code ?? 'null'}`,
        `    grade: ${crop === undefined ? 'null' : oneOf(random, crop.grades)}`,
        `    lot: ${lot ?? 'null'}`,
        `    inventory_t: ${fx((capacity * fill) / 100, 1)}`,
        `    fill_pct: ${fx(fill, 1)}`,
        `    level_m: ${fx((height * fill) / 100, 1)}`,
        '    aeration:',
        `      fan: AF-${b.no.padStart(3, '0')}`,
        `      mode: ${oneOf(random, ['auto', 'auto', 'auto', 'manual', 'off'])}`,
        `      running: ${random() < 0.3}`,
        `      hours_7d: ${fx(random() * 60, 1)}`,
        '    cables:',
      );
      const fixed = fixedCables.get(b.no) ?? [];
      const count = Math.max(fixed.length, b.annex ? between(random, 4, 6) : between(random, 1, 2));
      const grain = 9 + random() * 7;
      for (let c = 0; c < count; c++) {
        const id = fixed[c] ?? `TC-${cableIds[nextCable++]}`;
        const sensors = b.annex ? between(random, 9, 11) : between(random, 13, 16);
        const covered = crop === undefined ? 0 : Math.max(1, Math.round((sensors * fill) / 100));
        lines.push(
          `      - cable: ${id}`,
          `        type: ${b.annex && c === 0 ? 'temp+moisture' : 'temp'}`,
          `        position: ${c === 0 ? 'center' : `ring ${c} (${oneOf(random, ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])})`}`,
          `        length_m: ${fx(height - 1.8, 1)}`,
          `        sensors: ${sensors}`,
          `        covered: ${covered}`,
          `        temps_c: [${cableTemps(random, sensors, covered, grain).join(', ')}]`,
        );
        if (b.annex && c === 0)
          lines.push(
            `        moisture_pct: [${Array.from({ length: sensors }, () => fx(crop?.code === 'CAN' ? 7 + random() * 2.5 : 11 + random() * 3, 1)).join(', ')}]`,
          );
        lines.push(`        read_at: 2027-10-06T05:${pad2(between(random, 28, 30))}:${pad2(between(random, 0, 59))}${TZ}`);
      }
    }
    return [`${lines.join('\n')}\n`, answer];
  });
  return probe(
    'round 132: bin monitor (YAML)',
    'Which lot is stored in the bin that cable TC-30417 hangs in?',
    'bin_monitor_status',
    output,
    'lot-of-cable-30417',
    needle,
  );
}

const PRICE_RANGE: Record<string, readonly [number, number]> = {
  CAN: [640, 720],
  CWRS: [300, 360],
  CWAD: [330, 400],
  BAR: [240, 290],
  OAT: [220, 280],
  PEA: [330, 390],
};

/** b2: the open member contracts from the contracts API, pretty-printed JSON. */
function b2OpenContracts(): EconomicsTask {
  const [output, needle] = once(132_051, (random) => {
    const pool = members(random, 160);
    const numbers: { kind: string; year: string; no: number }[] = [];
    const pickNos = (kind: string, year: string, n: number, lo: number, hi: number, must: number[]) => {
      const all = shuffle(
        random,
        Array.from({ length: hi - lo }, (_, i) => lo + i).filter((x) => !must.includes(x)),
      );
      for (const no of [...must, ...all.slice(0, n - must.length)]) numbers.push({ kind, year, no });
    };
    pickNos('BC', '27', 80, 300, 1400, [884]);
    pickNos('DC', '26', 32, 500, 1000, [884]);
    pickNos('DC', '27', 190, 400, 1350, [884, 848, 894]);
    pickNos('PL', '27', 60, 300, 1400, []);
    const ids = numbers.map((n) => `PBG-${n.kind}-${n.year}-${String(n.no).padStart(4, '0')}`);
    ids.sort();
    let answer = '';
    const data = ids.map((id) => {
      const kind = id.slice(4, 6);
      const target = id === 'PBG-DC-27-0884';
      const crop = target ? CROPS[0]! : oneOf(random, CROPS);
      const [lo, hi] = PRICE_RANGE[crop.code]!;
      const flat = target ? '688.50' : fx(between(random, lo * 4, hi * 4) / 4, 2);
      if (target) answer = flat;
      const quantity = between(random, 4, 60) * 10 * (crop.code === 'CAN' ? 1 : 2);
      const delivered = random() < 0.3 ? 0 : Number(fx(quantity * random(), 2));
      const start = id.includes('-26-')
        ? '2027-03-01'
        : oneOf(random, ['2027-08-15', '2027-09-01', '2027-10-01', '2027-11-01', '2027-12-01']);
      const end = id.includes('-26-')
        ? '2027-10-31'
        : oneOf(random, ['2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31', '2028-03-31']);
      const futures =
        crop.code === 'CAN'
          ? oneOf(random, ['ICE RS X27', 'ICE RS F28', 'ICE RS H28'])
          : crop.code === 'CWRS' || crop.code === 'CWAD'
            ? oneOf(random, ['MGEX MWE Z27', 'MGEX MWE H28'])
            : null;
      const member = oneOf(random, pool);
      return {
        contract_no: id,
        type: kind === 'BC' ? 'BASIS' : kind === 'DC' ? 'DEFERRED_DELIVERY' : 'PRICED_LATER',
        status: 'OPEN',
        commodity: crop.code,
        grade: oneOf(random, crop.grades),
        quantity_t: quantity,
        delivered_t: delivered,
        pricing: {
          method: kind === 'BC' ? 'BASIS' : kind === 'DC' ? 'FLAT' : 'UNPRICED',
          flat_price: kind === 'DC' ? flat : null,
          basis: kind === 'BC' ? fx(-between(random, 20, 90), 2) : null,
          futures: kind === 'BC' ? futures : null,
          currency: 'CAD',
          per: 'tonne',
        },
        member: { id: member.id, name: member.name },
        delivery_window: { start, end },
        delivery_point: 'PBG-MAIN',
        signed: `${id.includes('-26-') ? '2026' : '2027'}-${pad2(between(random, 1, 9))}-${pad2(between(random, 1, 28))}`,
        signed_by: oneOf(random, ['k.boychuk', 'r.lachance', 't.wiebe', 'm.harder']),
        amendments:
          random() < 0.1
            ? [
                {
                  date: `2027-${pad2(between(random, 6, 9))}-${pad2(between(random, 1, 28))}`,
                  field: 'delivery_window.end',
                  by: 'k.boychuk',
                },
              ]
            : [],
        updated_at: `2027-${pad2(between(random, 9, 10))}-0${between(random, 1, 5)}T${pad2(between(random, 8, 17))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}${TZ}`,
      };
    });
    const body = {
      meta: { site: 'PBG-MAIN', status: 'OPEN', count: data.length, page: 1, page_size: 500, generated: `2027-10-06T06:20:33${TZ}` },
      data,
    };
    return [`${JSON.stringify(body, null, 2)}\n`, answer];
  });
  return probe(
    'round 132: open contracts (pretty JSON)',
    "What's the flat price per tonne on contract PBG-DC-27-0884?",
    'contracts_api_list',
    output,
    'flat-price-dc-27-0884',
    needle,
  );
}

interface PlcTag {
  readonly name: string;
  readonly type: 'BOOL' | 'DINT' | 'REAL' | 'TIMER';
  readonly description: string;
  readonly value: number;
}

/** One controller tag as Studio 5000 writes it in an L5X export. */
function l5xTag(tag: PlcTag): string[] {
  const head = `<Tag Name="${tag.name}" TagType="Base" DataType="${tag.type}"${tag.type === 'TIMER' ? '' : ` Radix="${tag.type === 'REAL' ? 'Float' : 'Decimal'}"`} Constant="false" ExternalAccess="Read/Write">`;
  const description = ['<Description>', `<![CDATA[${tag.description}]]>`, '</Description>'];
  if (tag.type !== 'TIMER') {
    const value = tag.type === 'REAL' ? fx(tag.value, 3) : String(tag.value);
    return [
      head,
      ...description,
      '<Data Format="L5K">',
      `<![CDATA[${value}]]>`,
      '</Data>',
      '<Data Format="Decorated">',
      `<DataValue DataType="${tag.type}"${tag.type === 'BOOL' ? '' : ` Radix="${tag.type === 'REAL' ? 'Float' : 'Decimal'}"`} Value="${value}"/>`,
      '</Data>',
      '</Tag>',
    ];
  }
  return [
    head,
    ...description,
    '<Data Format="L5K">',
    `<![CDATA[[0,${tag.value},0]]]>`,
    '</Data>',
    '<Data Format="Decorated">',
    '<Structure DataType="TIMER">',
    `<DataValueMember Name="PRE" DataType="DINT" Radix="Decimal" Value="${tag.value}"/>`,
    '<DataValueMember Name="ACC" DataType="DINT" Radix="Decimal" Value="0"/>',
    '<DataValueMember Name="EN" DataType="BOOL" Value="0"/>',
    '<DataValueMember Name="TT" DataType="BOOL" Value="0"/>',
    '<DataValueMember Name="DN" DataType="BOOL" Value="0"/>',
    '</Structure>',
    '</Data>',
    '</Tag>',
  ];
}

/** b3: the receiving conveyor PLC's controller tags, exported from Studio 5000 as L5X. */
function b3ConveyorTags(): EconomicsTask {
  const [output, needle] = once(132_061, (random) => {
    const tags: PlcTag[] = [];
    const add = (name: string, type: PlcTag['type'], description: string, value: number) => tags.push({ name, type, description, value });
    const ms = (lo: number, hi: number) => between(random, lo, hi) * 250;
    for (let i = 1; i <= 14; i++) {
      const e = `CV${pad2(i)}`;
      const what = `Conveyor ${i}`;
      add(`${e}_Run`, 'BOOL', `${what} run command`, 0);
      add(`${e}_RunFb`, 'BOOL', `${what} motor running feedback (aux contact)`, 0);
      add(`${e}_Amps`, 'REAL', `${what} motor current (A)`, random() * 40);
      add(`${e}_AmpsHi`, 'REAL', `${what} high current limit (A)`, between(random, 30, 60));
      add(`${e}_ZSS_AD`, 'TIMER', `${what} belt slip alarm delay (zero speed switch)`, ms(4, 12));
      add(`${e}_ZSS_TD`, 'TIMER', `${what} belt slip trip delay (zero speed switch)`, ms(8, 24));
      add(`${e}_BAL_TD`, 'TIMER', `${what} belt alignment trip delay`, ms(4, 16));
      add(`${e}_PLUG_TD`, 'TIMER', `${what} discharge plug switch trip delay`, ms(2, 8));
      add(`${e}_StartDly`, 'TIMER', `${what} start sequence delay`, ms(8, 40));
      add(`${e}_HrsRun`, 'DINT', `${what} run hours`, between(random, 800, 42_000));
    }
    for (let i = 1; i <= 8; i++) {
      const e = `DC${pad2(i)}`;
      const what = `Drag ${i}`;
      add(`${e}_Run`, 'BOOL', `${what} run command`, 0);
      add(`${e}_RunFb`, 'BOOL', `${what} motor running feedback (aux contact)`, 0);
      add(`${e}_Amps`, 'REAL', `${what} motor current (A)`, random() * 60);
      add(`${e}_ZSS_TD`, 'TIMER', `${what} tail shaft zero speed trip delay`, ms(8, 24));
      add(`${e}_PLUG_TD`, 'TIMER', `${what} discharge plug switch trip delay`, ms(2, 8));
      add(`${e}_StartDly`, 'TIMER', `${what} start sequence delay`, ms(8, 40));
      add(`${e}_HrsRun`, 'DINT', `${what} run hours`, between(random, 800, 42_000));
    }
    for (let i = 1; i <= 3; i++) {
      add(`DST${i}_PosSP`, 'DINT', `Distributor ${i} position setpoint (spout no.)`, between(random, 1, 24));
      add(`DST${i}_PosFb`, 'DINT', `Distributor ${i} position feedback (spout no.)`, between(random, 1, 24));
      add(`DST${i}_MoveTD`, 'TIMER', `Distributor ${i} move timeout`, ms(60, 180));
    }
    for (let i = 1; i <= 2; i++) {
      add(`DUST${i}_Run`, 'BOOL', `Dust collector ${i} fan run command`, 0);
      add(`DUST${i}_DP`, 'REAL', `Dust collector ${i} bag differential pressure (in. w.c.)`, 2 + random() * 3);
      add(`DUST${i}_PulseInt`, 'DINT', `Dust collector ${i} pulse interval (ms)`, between(random, 8, 30) * 1000);
    }
    for (let i = 1; i <= 6; i++) {
      const e = `LG${pad2(i)}`;
      const what = `Leg ${i}`;
      add(`${e}_Run`, 'BOOL', `${what} run command`, 0);
      add(`${e}_RunFb`, 'BOOL', `${what} motor running feedback (aux contact)`, 0);
      add(`${e}_Amps`, 'REAL', `${what} motor current (A)`, random() * 120);
      add(`${e}_AmpsHi`, 'REAL', `${what} high current limit (A)`, between(random, 90, 160));
      add(`${e}_BSS_RPM`, 'REAL', `${what} head pulley speed (rpm)`, 60 + random() * 20);
      add(`${e}_BSS_AD`, 'TIMER', `${what} belt slip alarm delay (head pulley < 90% speed)`, ms(4, 12));
      add(`${e}_BSS_TD`, 'TIMER', `${what} belt slip trip delay (head pulley < 80% speed)`, ms(8, 24));
      add(`${e}_BAL_TD`, 'TIMER', `${what} belt alignment trip delay (rub blocks)`, ms(4, 16));
      add(`${e}_PLUG_TD`, 'TIMER', `${what} head plug switch trip delay`, ms(2, 8));
      add(`${e}_TEMP_HI`, 'REAL', `${what} head bearing temperature high limit (deg C)`, 70 + between(random, 0, 3) * 5);
      add(`${e}_StartDly`, 'TIMER', `${what} start sequence delay`, ms(8, 40));
      add(`${e}_HrsRun`, 'DINT', `${what} run hours`, between(random, 800, 42_000));
      add(`${e}_Starts`, 'DINT', `${what} start count`, between(random, 300, 9000));
    }
    for (let i = 1; i <= 3; i++) {
      add(`PIT${i}_GrateLS`, 'BOOL', `Pit ${i} grate closed limit switch`, 1);
      add(`PIT${i}_Level`, 'REAL', `Pit ${i} hopper level (%)`, random() * 100);
      add(`PIT${i}_FeedRate`, 'REAL', `Pit ${i} feeder rate setpoint (t/h)`, between(random, 20, 60) * 10);
    }
    for (let i = 1; i <= 24; i++) {
      const e = `SG${pad2(i)}`;
      const what = `Slide gate ${i}`;
      add(`${e}_OpenCmd`, 'BOOL', `${what} open command`, 0);
      add(`${e}_CloseCmd`, 'BOOL', `${what} close command`, 0);
      add(`${e}_OpenLS`, 'BOOL', `${what} open limit switch`, 0);
      add(`${e}_ClosedLS`, 'BOOL', `${what} closed limit switch`, 1);
      add(`${e}_TravelTD`, 'TIMER', `${what} travel timeout`, ms(20, 60));
    }
    add('SYS_Heartbeat', 'DINT', 'Heartbeat counter to HMI', between(random, 0, 99_999));
    add('SYS_ModeAuto', 'BOOL', 'Plant in automatic mode', 1);
    add('SYS_EStopOK', 'BOOL', 'Emergency stop circuit healthy', 1);
    add('SYS_SeqStartDly', 'TIMER', 'Start horn duration before sequence start', ms(20, 40));
    tags.sort((x, y) => x.name.localeCompare(y.name));
    const lines = [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
      '<RSLogix5000Content SchemaRevision="1.0" SoftwareRevision="33.01" TargetName="PBG_RCV_CONV" TargetType="Controller" ContainsContext="false" Owner="PBG Maintenance, Prairie Bend Grain Co-op" ExportDate="Wed Oct 06 05:41:12 2027" ExportOptions="NoRawData L5KData DecoratedData ForceProtectedEncoding AllProjDocTrans">',
      '<Controller Use="Target" Name="PBG_RCV_CONV" ProcessorType="1769-L33ER" MajorRev="33" MinorRev="11" TimeSlice="20" ShareUnusedTimeSlice="1" ProjectCreationDate="Tue Mar 12 09:14:51 2019" LastModifiedDate="Tue Sep 14 08:12:40 2027" SFCExecutionControl="CurrentActive" SFCRestartPosition="MostRecent" SFCLastScan="DontScan" ProjectSN="16#0000_0000" MatchProjectToController="false" CanUseRPIFromProducer="false" InhibitAutomaticFirmwareUpdate="0" PassThroughConfiguration="EnabledWithAppend" DownloadProjectDocumentationAndExtendedProperties="true" DownloadProjectCustomProperties="true" ReportMinorOverflow="false">',
      '<Description>',
      '<![CDATA[Prairie Bend receiving: pits, legs, conveyors, drags, distributors, slide gates]]>',
      '</Description>',
      '<RedundancyInfo Enabled="false" KeepTestEditsOnSwitchOver="false"/>',
      '<Security Code="0" ChangesToDetect="16#ffff_ffff_ffff_ffff"/>',
      '<SafetyInfo/>',
      '<DataTypes/>',
      '<Modules>',
      '<Module Name="Local" CatalogNumber="1769-L33ER" Vendor="1" ProductType="14" ProductCode="155" Major="33" Minor="11" ParentModule="Local" ParentModPortId="1" Inhibited="false" MajorFault="false">',
      '<EKey State="ExactMatch"/>',
      '<Ports>',
      '<Port Id="1" Address="0" Type="Compact" Upstream="false"/>',
      `<Port Id="2" Type="Ethernet" Upstream="false"><Bus/></Port>`,
      '</Ports>',
      '</Module>',
      ...Array.from({ length: 8 }, (_, i) => {
        const cat = oneOf(random, ['1769-IQ16', '1769-OB16', '1769-IF8', '1769-OW8I', '1769-IQ32']);
        return `<Module Name="Slot${i + 1}_${cat.slice(5)}" CatalogNumber="${cat}" Vendor="1" ProductType="7" ProductCode="${between(random, 10, 90)}" Major="${between(random, 1, 3)}" Minor="${between(random, 1, 9)}" ParentModule="Local" ParentModPortId="1" Inhibited="false" MajorFault="false"><EKey State="CompatibleModule"/><Ports><Port Id="1" Address="${i + 1}" Type="Compact" Upstream="true"/></Ports></Module>`;
      }),
      '</Modules>',
      '<AddOnInstructionDefinitions/>',
      '<Tags>',
      ...tags.flatMap(l5xTag),
      '</Tags>',
      '<Programs>',
      '<Program Name="MainProgram" TestEdits="false" MainRoutineName="MainRoutine" Disabled="false" UseAsFolder="false">',
      '<Tags/>',
      '<Routines>',
      '<Routine Name="MainRoutine" Type="RLL"/>',
      '</Routines>',
      '</Program>',
      '</Programs>',
      '<Tasks>',
      '<Task Name="MainTask" Type="CONTINUOUS" Priority="10" Watchdog="500" DisableUpdateOutputs="false" InhibitTask="false">',
      '<ScheduledPrograms>',
      '<ScheduledProgram Name="MainProgram"/>',
      '</ScheduledPrograms>',
      '</Task>',
      '</Tasks>',
      '</Controller>',
      '</RSLogix5000Content>',
    ];
    return [`${lines.join('\n')}\n`, 'LG03_BSS_TD'];
  });
  return probe(
    'round 132: conveyor PLC tags (L5X XML)',
    "What's the tag name for the belt slip trip delay on leg 3 in the receiving conveyor PLC? I need to change its preset.",
    'plc_export_l5x',
    output,
    'tag-leg3-belt-slip-trip',
    needle,
  );
}

const LEVIES: Record<string, readonly [string, number]> = {
  CAN: ['SASKCANOLA CHECK-OFF 0.50%', 0.005],
  CWRS: ['SASK WHEAT CHECK-OFF 0.50%', 0.005],
  CWAD: ['SASK WHEAT CHECK-OFF 0.50%', 0.005],
  BAR: ['SASK BARLEY CHECK-OFF 0.50%', 0.005],
  OAT: ['SASK OAT CHECK-OFF 0.35%', 0.0035],
  PEA: ['SASK PULSE CHECK-OFF 1.00%', 0.01],
};

/** c1: the settlement register by member, as the accounting system prints it. */
function c1SettlementRegister(): EconomicsTask {
  const [output, needle] = once(132_071, (random) => {
    const dale: Member = { id: '40388', name: 'KOWALCHUK, DALE & SHARON' };
    const brent: Member = { id: '40391', name: 'KOWALCHUK, BRENT' };
    const pool = members(random, 150, ['Kowalchuk'])
      .filter((m) => m.id !== '40388' && m.id !== '40391')
      .map((m) => ({ id: m.id, name: m.name.toUpperCase() }));
    const all = [...pool, dale, brent].sort((x, y) => x.id.localeCompare(y.id));
    const payDays = days('2027-08-02', '2027-10-05').filter((d) => {
      const w = new Date(`${d}T12:00:00Z`).getUTCDay();
      return w !== 0 && w !== 6;
    });
    let settlementNo = 4_100;
    let eft = 91_400;
    let ticketNo = 111_900;
    let answer = '';
    const body: string[] = [];
    const w = 104;
    const right = (label: string, amount: string) => `${label.padEnd(w - 14)}${amount.padStart(14)}`;
    for (const m of all) {
      const fixedDates = m === dale ? ['2027-09-14', '2027-09-28', '2027-10-01'] : m === brent ? ['2027-09-28'] : [];
      const count = fixedDates.length > 0 ? fixedDates.length : between(random, 0, 4);
      if (count === 0) continue;
      const eftMember = m === dale || m === brent || random() < 0.8;
      const dates = fixedDates.length > 0 ? fixedDates : Array.from({ length: count }, () => oneOf(random, payDays.slice(20))).sort();
      body.push(
        '',
        `MEMBER ${m.id}  ${m.name}`,
        `GST REG ${between(random, 10_000, 99_999)} ${between(random, 1000, 9999)} RT0001    PAY BY ${eftMember ? 'EFT' : 'CHEQUE'}`,
        '='.repeat(w),
      );
      for (const date of dates) {
        settlementNo += between(random, 1, 9);
        const crop = oneOf(random, CROPS);
        const [levyName, levyRate] = LEVIES[crop.code]!;
        const [lo, hi] = PRICE_RANGE[crop.code]!;
        const price = between(random, lo * 4, hi * 4) / 4;
        body.push(
          `  SETTLEMENT S27-${String(settlementNo).padStart(6, '0')}   PAID ${dmy(date)}   ${eftMember ? 'EFT' : 'CHQ'} ${String((eft += between(random, 1, 30))).padStart(7, '0')}   ${random() < 0.5 ? `CONTRACT PBG-DC-27-${String(between(random, 400, 1350)).padStart(4, '0')}` : 'SPOT'}`,
          `  ${'TICKET'.padEnd(12)}${'DATE'.padEnd(13)}${'COMMODITY'.padEnd(11)}${'GRADE'.padEnd(9)}${'NET T'.padStart(9)}${'DKG%'.padStart(7)}${'CLEAN T'.padStart(10)}${'PRICE/T'.padStart(10)}${'AMOUNT'.padStart(14)}`,
        );
        const loads = between(random, 1, 5);
        const loadDays = Array.from({ length: loads }, () => days('2027-07-20', date).slice(-between(random, 2, 12))[0]!).sort();
        let gross = 0;
        let clean = 0;
        for (let l = 0; l < loads; l++) {
          ticketNo += between(random, 1, 10);
          const net = crop.load * (0.7 + random() * 0.35);
          const dkg = random() * 4;
          const c = net * (1 - dkg / 100);
          const amount = Math.round(c * price * 100) / 100;
          gross += amount;
          clean += c;
          const loadDay = loadDays[l]!;
          body.push(
            `  ${`T27-${ticketNo}`.padEnd(12)}${dmy(loadDay).padEnd(13)}${crop.code.padEnd(11)}${oneOf(random, crop.grades).padEnd(9)}${fx(net, 3).padStart(9)}${fx(dkg, 1).padStart(7)}${fx(c, 3).padStart(10)}${fx(price, 2).padStart(10)}${money(amount).padStart(14)}`,
          );
        }
        body.push(right('', '-'.repeat(13)), right(`${' '.repeat(60)}GROSS VALUE`, money(gross)));
        const deductions: [string, number][] = [];
        const dried = m === dale || m === brent || random() < 0.35;
        if (dried) {
          const pts = between(random, 5, 42) / 10;
          const rate = oneOf(random, [2.75, 3.1, 3.25]);
          deductions.push([
            `CONDITIONING CHG  ${fx(pts, 1)} PTS @ ${fx(rate, 2)}/PT/T ON ${fx(clean, 3)} T`,
            Math.round(pts * rate * clean * 100) / 100,
          ]);
        }
        const elevation = oneOf(random, [11.5, 12.25, 13]);
        deductions.push([`ELEVATION  ${fx(clean, 3)} T @ ${fx(elevation, 2)}`, Math.round(clean * elevation * 100) / 100]);
        deductions.push([levyName, Math.round(gross * levyRate * 100) / 100]);
        deductions.push(['CGC INSPECTION / WEIGHING', Math.round(loads * 4.55 * 100) / 100]);
        if (random() < 0.2)
          deductions.push([
            `AAAP ADVANCE REPAYMENT  ADV-27-${between(random, 1000, 9999)}`,
            Math.min(between(random, 2, 20) * 1000, Math.floor(gross / 2000) * 1000),
          ]);
        const services = deductions
          .filter(([name]) => name.startsWith('CONDITIONING') || name.startsWith('ELEVATION'))
          .reduce((s, [, v]) => s + v, 0);
        deductions.push(['GST ON SERVICES 5%', Math.round(services * 5) / 100]);
        deductions.forEach(([name, value], i) => {
          const shown = money(value);
          if (m === dale && date === '2027-09-28' && name.startsWith('CONDITIONING')) answer = shown;
          body.push(right(`    ${i === 0 ? 'LESS: ' : '      '}${name}`, `${shown}-`));
        });
        const total = deductions.reduce((s, [, v]) => s + v, 0);
        body.push(
          right(`${' '.repeat(60)}TOTAL DEDUCTIONS`, `${money(total)}-`),
          right(`${' '.repeat(60)}NET PAYMENT`, money(gross - total)),
          '',
        );
      }
    }
    const out: string[] = [];
    const pageLines = 60;
    for (let i = 0, page = 1; i < body.length; i += pageLines, page++) {
      out.push(
        `${'PRAIRIE BEND GRAIN CO-OPERATIVE LTD.'.padEnd(w - 10)}${`PAGE ${page}`.padStart(10)}`,
        `${'SETTLEMENT REGISTER BY MEMBER   PERIOD 01-AUG-2027 TO 05-OCT-2027'.padEnd(w - 24)}${'RUN 06-OCT-2027 06:02'.padStart(24)}`,
        `SITE PBG-MAIN  PRAIRIE BEND SK    REPORT AP-SR-110    USER SETTLE_BATCH`,
        '-'.repeat(w),
        ...body.slice(i, i + pageLines),
      );
    }
    out.push('', '*** END OF REPORT ***');
    return [`${out.join('\n')}\n`, answer];
  });
  return probe(
    'round 132: settlement register (text report)',
    "I'm going through Dale Kowalchuk's paperwork with him because his accountant flagged something. On the payment we sent him on the twenty-eighth of September, how much did we hold back for drying his grain?",
    'settlement_register',
    output,
    'kowalchuk-sep28-drying',
    needle,
  );
}

/** c2: the dryer PLC gateway's event log, key=value lines, trend samples between the events. */
function c2DryerEvents(): EconomicsTask {
  const [output, needle] = once(132_081, (random) => {
    const start = Date.parse('2027-10-03T12:00:00Z') / 1000;
    const end = Date.parse('2027-10-06T14:00:00Z') / 1000;
    const stamp = (t: number) => `${new Date(t * 1000).toISOString().slice(0, 23)}${TZ}`;
    const at = (day: string, h: number, m: number, s: number) => Date.parse(`${day}T00:00:00Z`) / 1000 + h * 3600 + m * 60 + s;
    interface Line {
      readonly t: number;
      readonly text: string;
    }
    const events: Line[] = [];
    const ev = (t: number, text: string) => events.push({ t, text });
    const trip = at('2027-10-05', 15, 7, 42) + 0.318;
    const trip2 = at('2027-10-05', 22, 40, 9) + 0.771;
    // burner off periods: [from, to) in seconds
    const off: [number, number][] = [
      [at('2027-10-03', 12, 0, 0), at('2027-10-03', 13, 12, 0)],
      [at('2027-10-04', 15, 12, 30), at('2027-10-04', 16, 5, 0)],
      [trip, at('2027-10-05', 15, 41, 20)],
      [trip2, at('2027-10-05', 23, 15, 0)],
    ];
    const burning = (t: number) => !off.some(([a, b]) => t >= a && t < b);
    ev(at('2027-10-03', 13, 9, 30), 'type=EVENT code=PURGE_START src=BMS-1 user=tlr');
    ev(at('2027-10-03', 13, 11, 2), 'type=EVENT code=PURGE_COMPLETE src=BMS-1');
    ev(at('2027-10-03', 13, 11, 40), 'type=EVENT code=IGNITION src=BMS-1 try=1');
    ev(at('2027-10-03', 13, 12, 0), 'type=EVENT code=FLAME_PROVEN src=FS-101 signal_ua=6.8');
    ev(at('2027-10-03', 16, 20, 14), 'type=ALARM code=PLENUM_TEMP_HI src=TT-102 pv=246.1 sp=245.0 unit=degF state=ACTIVE');
    ev(at('2027-10-03', 16, 23, 51), 'type=ALARM code=PLENUM_TEMP_HI src=TT-102 pv=243.9 sp=245.0 unit=degF state=CLEARED');
    ev(at('2027-10-04', 15, 12, 30), 'type=EVENT code=BURNER_STOP src=HMI-1 cause=OPERATOR user=dwb note="wet bin empty"');
    ev(at('2027-10-04', 16, 3, 0), 'type=EVENT code=PURGE_COMPLETE src=BMS-1');
    ev(at('2027-10-04', 16, 4, 30), 'type=EVENT code=IGNITION src=BMS-1 try=1');
    ev(at('2027-10-04', 16, 5, 0), 'type=EVENT code=FLAME_PROVEN src=FS-101 signal_ua=7.1');
    ev(at('2027-10-05', 15, 4, 55), 'type=ALARM code=PLENUM_TEMP_HI src=TT-102 pv=246.8 sp=245.0 unit=degF state=ACTIVE');
    ev(trip, 'type=EVENT code=BURNER_SAFETY_SHUTDOWN src=TSH-102 reason=PLENUM_HIGH_LIMIT pv=251.4 sp=250.0 unit=degF state=LOCKOUT');
    ev(trip + 0.2, 'type=EVENT code=GAS_VALVE_CLOSED src=SSOV-1');
    ev(trip + 31.5, 'type=ALARM code=PLENUM_TEMP_HI src=TT-102 pv=244.2 sp=245.0 unit=degF state=CLEARED');
    ev(at('2027-10-05', 15, 38, 10), 'type=EVENT code=LOCKOUT_RESET src=HMI-1 user=jmk');
    ev(at('2027-10-05', 15, 39, 40), 'type=EVENT code=PURGE_COMPLETE src=BMS-1');
    ev(at('2027-10-05', 15, 41, 0), 'type=EVENT code=IGNITION src=BMS-1 try=1');
    ev(at('2027-10-05', 15, 41, 20), 'type=EVENT code=FLAME_PROVEN src=FS-101 signal_ua=6.9');
    ev(at('2027-10-05', 15, 43, 5), 'type=EVENT code=SETPOINT_CHANGE tag=PLENUM_SP old=235.0 new=225.0 unit=degF user=jmk');
    ev(trip2, 'type=EVENT code=BURNER_SAFETY_SHUTDOWN src=TT-131 reason=DISCHARGE_GRAIN_HIGH pv=141.2 sp=140.0 unit=degF state=LOCKOUT');
    ev(at('2027-10-05', 23, 12, 0), 'type=EVENT code=LOCKOUT_RESET src=HMI-1 user=skh');
    ev(at('2027-10-05', 23, 15, 0), 'type=EVENT code=FLAME_PROVEN src=FS-101 signal_ua=7.0');
    for (let t = start + 3600; t < end; t += between(random, 1800, 7200)) {
      const kind = pick(random, 5);
      if (kind === 0)
        ev(
          t + 0.5,
          `type=EVENT code=SETPOINT_CHANGE tag=MR_SPD_SP old=${fx(30 + random() * 10, 1)} new=${fx(30 + random() * 10, 1)} unit=Hz user=${oneOf(random, ['tlr', 'dwb', 'jmk', 'skh'])}`,
        );
      else if (kind === 1) ev(t + 0.5, `type=EVENT code=WET_BIN_LEVEL src=LSL-110 state=${oneOf(random, ['LOW', 'OK'])}`);
      else if (kind === 2)
        ev(
          t + 0.5,
          `type=EVENT code=MOISTURE_CAL src=MM-140 offset=${fx((random() - 0.5) * 0.6, 2)} user=${oneOf(random, ['tlr', 'jmk'])}`,
        );
      else if (kind === 3)
        ev(
          t + 0.5,
          `type=EVENT code=DISCHARGE_MODE src=HMI-1 old=${oneOf(random, ['AUTO', 'MANUAL'])} new=${oneOf(random, ['AUTO', 'MANUAL'])}`,
        );
      else ev(t + 0.5, `type=EVENT code=HMI_LOGIN src=HMI-1 user=${oneOf(random, ['tlr', 'dwb', 'jmk', 'skh'])}`);
    }
    const lines: Line[] = [...events];
    let plenumSp = 235;
    for (let t = start; t < end; t += 120) {
      const fire = burning(t);
      if (t > at('2027-10-05', 15, 43, 5)) plenumSp = 225;
      const sinceTrip = t - trip;
      let plenum = fire ? plenumSp + (random() - 0.5) * 8 : 70 + random() * 20;
      if (t >= at('2027-10-05', 14, 50, 0) && t < trip) plenum = 236 + ((t - at('2027-10-05', 14, 50, 0)) / 1062) * 13.2 + random() * 0.6;
      if (sinceTrip >= 0 && sinceTrip < 900) plenum = 249 - sinceTrip / 8;
      const wet = 16.5 + random() * 4;
      lines.push({
        t: t + random() * 0.01,
        text:
          `type=TREND plenum_f=${fx(plenum, 1)} plenum_sp_f=${fx(plenumSp, 1)} discharge_grain_f=${fx(fire ? 95 + random() * 25 : 60 + random() * 15, 1)} exhaust_f=${fx(fire ? 120 + random() * 20 : 55 + random() * 10, 1)} ` +
          `wet_moist_pct=${fx(wet, 1)} dry_moist_pct=${fx(13.4 + random() * 1.3, 1)} burner_pct=${fire ? between(random, 45, 88) : 0} meter_roll_hz=${fx(30 + random() * 10, 1)} fan1=RUN fan2=RUN`,
      });
    }
    lines.sort((x, y) => x.t - y.t);
    let seq = 881_402;
    const out = lines.map((l) => `${stamp(l.t)} host=pbg-dryer-gw ctrl=DRYER1 seq=${seq++} ${l.text}`);
    return [`${out.join('\n')}\n`, '251.4'];
  });
  return probe(
    'round 132: dryer event log (key=value)',
    "The insurance adjuster was out this morning asking about fire risk on the dryer, and I said I'd send him what we have. Yesterday a bit after three in the afternoon the dryer cut out on its own because it got too hot. How hot was it reading when it cut out?",
    'plc_eventlog',
    output,
    'dryer-trip-temperature',
    needle,
  );
}

interface GradedLoad {
  readonly day: string;
  readonly sec: number;
  readonly crop: Crop;
  readonly member: Member;
  readonly factor?: string;
  readonly grade?: string;
  ticket?: string;
}

/** c3: the lab's weekly grading report, HTML, one table per commodity. */
function c3GradingReport(): EconomicsTask {
  const [output, needle] = once(132_091, (random) => {
    const pool = members(random, 110);
    const crop = (code: string) => CROPS.find((c) => c.code === code)!;
    const loads: GradedLoad[] = [
      {
        day: '2027-10-05',
        sec: 13 * 3600 + 26 * 60 + 11,
        crop: crop('CWRS'),
        member: oneOf(random, pool),
        factor: 'Sprouted 3.8%',
        grade: 'CW Feed',
      },
      {
        day: '2027-10-04',
        sec: 10 * 3600 + 2 * 60 + 40,
        crop: crop('CWRS'),
        member: oneOf(random, pool),
        factor: 'Sprouted 2.1%',
        grade: '3 CWRS',
      },
      {
        day: '2027-10-05',
        sec: 11 * 3600 + 48 * 60 + 3,
        crop: crop('BAR'),
        member: oneOf(random, pool),
        factor: 'Sprouted 4.6%',
        grade: 'CW Feed',
      },
      {
        day: '2027-10-02',
        sec: 16 * 3600 + 14 * 60 + 55,
        crop: crop('CWAD'),
        member: oneOf(random, pool),
        factor: 'Sprouted 1.9%',
        grade: '3 CWAD',
      },
      {
        day: '2027-09-30',
        sec: 9 * 3600 + 31 * 60 + 27,
        crop: crop('CWRS'),
        member: oneOf(random, pool),
        factor: 'Sprouted 1.2%',
        grade: '2 CWRS',
      },
    ];
    const target = loads[0]!;
    const reportDays = days('2027-09-29', '2027-10-05');
    for (const day of reportDays) {
      const n = between(random, 45, 62);
      for (let i = 0; i < n; i++)
        loads.push({ day, sec: between(random, 7 * 3600, 21 * 3600), crop: oneOf(random, CROPS), member: oneOf(random, pool) });
    }
    loads.sort((x, y) => x.day.localeCompare(y.day) || x.sec - y.sec);
    let ticketNo = 118_420;
    for (const l of loads) l.ticket = `T27-${(ticketNo += between(random, 1, 2))}`;
    const factors = ['Mildew', 'Frost', 'Fusarium damage', 'Ergot', 'Heated', 'Bleached', 'Immature', 'Test weight'];
    const html: string[] = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<title>Weekly Grading Report - PBG-MAIN - 29-SEP-2027 to 05-OCT-2027</title>',
      '<style>body{font-family:Arial,sans-serif;font-size:12px}table.grading{border-collapse:collapse;margin-bottom:18px}table.grading th,table.grading td{border:1px solid #bbb;padding:2px 6px}td.num{text-align:right}tr.sub td{background:#eef;font-weight:bold}</style>',
      '</head>',
      '<body>',
      '<h1>Prairie Bend Grain Co-operative &mdash; Weekly Grading Report</h1>',
      '<p class="meta">Site: PBG-MAIN &middot; Lab: PBG Grading Lab &middot; Period: 29-SEP-2027 to 05-OCT-2027 &middot; Generated 06-OCT-2027 06:30 by LIMS 2.9</p>',
    ];
    const titles: Record<string, string> = {
      CAN: 'Canola (CAN)',
      BAR: 'Barley, General Purpose (CW)',
      CWRS: 'Wheat &mdash; Canada Western Red Spring (CWRS)',
      CWAD: 'Wheat &mdash; Canada Western Amber Durum (CWAD)',
      OAT: 'Oats (CW)',
      PEA: 'Peas, Yellow (CAN)',
    };
    for (const code of ['CAN', 'BAR', 'CWRS', 'CWAD', 'OAT', 'PEA']) {
      const c = crop(code);
      const wheat = code === 'CWRS' || code === 'CWAD';
      html.push(
        `<h2 id="${code.toLowerCase()}">${titles[code]}</h2>`,
        '<table class="grading">',
        `<thead><tr><th>Ticket</th><th>Date</th><th>Time</th><th>Member</th><th>Est. grade</th><th>Moist. %</th><th>Dkg %</th><th>TW kg/hL</th>${wheat ? '<th>Prot. %</th>' : ''}<th>Final grade</th><th>Degrading factor</th><th>Grader</th></tr></thead>`,
        '<tbody>',
      );
      for (const day of reportDays) {
        const rows = loads.filter((l) => l.crop.code === code && l.day === day);
        let tonnes = 0;
        for (const l of rows) {
          const est = oneOf(random, c.grades);
          const downgraded = l.factor === undefined && random() < 0.28;
          const final = l.grade ?? (downgraded ? c.grades[Math.min(c.grades.indexOf(est) + 1, c.grades.length - 1)]! : est);
          const factor = l.factor ?? (downgraded ? `${oneOf(random, factors)} ${fx(0.3 + random() * 4, 1)}%` : '&nbsp;');
          tonnes += c.load * (0.7 + random() * 0.35);
          html.push(
            `<tr><td class="tkt">${l.ticket}</td><td>${dmy(day)}</td><td>${hms(l.sec).slice(0, 5)}</td><td>${l.member.id} ${l.member.name.replace(/&/g, '&amp;')}</td><td>${est}</td>` +
              `<td class="num">${fx(code === 'CAN' ? 7 + random() * 4 : 11.5 + random() * 5, 1)}</td><td class="num">${fx(random() * 4, 1)}</td><td class="num">${fx(code === 'CAN' ? 64 + random() * 4 : code === 'OAT' ? 48 + random() * 6 : 62 + random() * 20, 1)}</td>` +
              `${wheat ? `<td class="num">${fx(11.8 + random() * 3.6, 1)}</td>` : ''}<td>${final}</td><td>${factor}</td><td>${oneOf(random, ['LPV', 'KDN', 'AJR', 'MTS'])}</td></tr>`,
          );
        }
        html.push(
          `<tr class="sub"><td colspan="${wheat ? 12 : 11}">${dmy(day)}: ${rows.length} loads, ${fx(tonnes, 1)} t received</td></tr>`,
        );
      }
      html.push('</tbody>', '</table>');
    }
    html.push(
      '<p class="foot">Unofficial grades are the lab&rsquo;s; official grades come from the CGC on request.</p>',
      '</body>',
      '</html>',
    );
    return [`${html.join('\n')}\n`, target.ticket!];
  });
  return probe(
    'round 132: grading report (HTML)',
    "Somebody's wheat yesterday had started to grow in the swath before it got combined, and we knocked it down a grade or two for that. Which ticket was it?",
    'grading_weekly_report',
    output,
    'sprouted-wheat-ticket',
    needle,
  );
}

/** d1: the rail loadout's car-by-car summary of the fall's trains, fixed-width tables. */
function d1RailCars(): EconomicsTask {
  const [output, needle] = once(132_101, (random) => {
    const trains = [
      { no: '27-CP-0902', crop: CROPS[1]!, grade: '1 CWRS', cars: 112, day: '2027-09-02', dest: 'THUNDER BAY ON (RICHARDSON)' },
      { no: '27-CP-0908', crop: CROPS[3]!, grade: '1 CW', cars: 100, day: '2027-09-08', dest: 'VANCOUVER BC (CASCADIA)' },
      { no: '27-CP-0913', crop: CROPS[0]!, grade: '1 CAN', cars: 60, day: '2027-09-13', dest: 'VANCOUVER BC (CASCADIA)' },
      { no: '27-CP-0917', crop: CROPS[2]!, grade: '2 CWAD', cars: 112, day: '2027-09-17', dest: 'VANCOUVER BC (G3 TERMINAL)' },
      { no: '27-CP-0921', crop: CROPS[1]!, grade: '2 CWRS', cars: 112, day: '2027-09-21', dest: 'THUNDER BAY ON (RICHARDSON)' },
      { no: '27-CP-0924', crop: CROPS[5]!, grade: '2 CAN', cars: 100, day: '2027-09-24', dest: 'VANCOUVER BC (PACIFIC GATEWAY)' },
      { no: '27-CP-0927', crop: CROPS[4]!, grade: '2 CW', cars: 100, day: '2027-09-27', dest: 'VANCOUVER BC (G3 TERMINAL)' },
      { no: '27-CP-1004', crop: CROPS[0]!, grade: '1 CAN', cars: 134, day: '2027-10-04', dest: 'VANCOUVER BC (CASCADIA)' },
    ];
    const oddTrain = '27-CP-0921';
    const oddPos = between(random, 40, 70);
    let oddCar = '';
    let seal = 7_701_200;
    const w = 112;
    const out = [
      `${'PRAIRIE BEND GRAIN CO-OP  --  RAIL LOADOUT CAR SUMMARY'.padEnd(w - 20)}${'06-OCT-2027 06:10'.padStart(20)}`,
      'SITE PBG-MAIN  SIDING PRAIRIE BEND SK (SPLC 481260)   TRAINS RELEASED 01-SEP-2027 .. 05-OCT-2027',
      '',
    ];
    for (const t of trains) {
      const light =
        t.crop.code === 'BAR' ? 84 : t.crop.code === 'OAT' ? 66 : t.crop.code === 'CAN' ? 95.2 : t.crop.code === 'PEA' ? 97.1 : 96.4;
      out.push(
        `TRAIN ${t.no}  RAILWAY CP  DEST ${t.dest}  COMMODITY ${t.crop.name.toUpperCase()} ${t.grade}  SPOTTED ${dmy(t.day)}  CARS ${t.cars}`,
        `${'SEQ'.padEnd(5)}${'CAR'.padEnd(14)}${'TRK'.padEnd(5)}${'TARE T'.padStart(8)}${'GROSS T'.padStart(10)}${'NET T'.padStart(9)}${'DRAFTS'.padStart(8)}  ${'START'.padEnd(10)}${'END'.padEnd(10)}${'SEAL'.padEnd(10)}LOADER`,
        `${'-'.repeat(4)} ${'-'.repeat(13)} ${'-'.repeat(4)} ${'-'.repeat(7)} ${'-'.repeat(9)} ${'-'.repeat(8)} ${'-'.repeat(7)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}  ${'-'.repeat(6)}`,
      );
      let sec = 9 * 3600 + between(random, 0, 3600);
      let total = 0;
      const seen = new Set<string>();
      for (let c = 1; c <= t.cars; c++) {
        let car = hopperCar(random);
        while (seen.has(car)) car = hopperCar(random);
        seen.add(car);
        const odd = t.no === oddTrain && c === oddPos;
        if (odd) oddCar = car;
        const tare = 28 + random() * 3;
        const net = odd ? 71.3 : light + random() * 1.6;
        const drafts = odd ? 7 : between(random, 9, 10);
        const startSec = sec;
        sec += drafts * between(random, 26, 38) + between(random, 20, 60);
        const endSec = sec;
        sec += between(random, 60, 130);
        total += net;
        out.push(
          `${String(c).padStart(3, '0').padEnd(5)}${car.padEnd(14)}${(c % 2 === 0 ? 'T2' : 'T1').padEnd(5)}${fx(tare, 1).padStart(8)}${fx(tare + net, 2).padStart(10)}${fx(net, 2).padStart(9)}${String(drafts).padStart(8)}  ${hms(startSec % 86_400).padEnd(10)}${hms(endSec % 86_400).padEnd(10)}${String(seal++).padEnd(10)}${oneOf(random, ['RLM', 'DJP', 'KWT'])}`,
        );
      }
      out.push(
        `${' '.repeat(42)}${'-'.repeat(9)}`,
        `${'TRAIN TOTAL'.padEnd(42)}${fx(total, 2).padStart(9)} T   ${t.cars} CARS   AVG ${fx(total / t.cars, 2)} T/CAR`,
        '',
      );
      seal += between(random, 200, 900);
    }
    out.push('END OF REPORT');
    return [`${out.join('\n')}\n`, oddCar];
  });
  return probe(
    'round 132: rail car summary (fixed-width)',
    'Going over the unit trains we loaded this fall: was there one car that went out a lot lighter than the rest of its train? Which car was it?',
    'railcar_load_summary',
    output,
    'light-rail-car',
    needle,
  );
}

/** d2: one snapshot of every temperature cable sensor in every bin, CSV. */
function d2CableReadings(): EconomicsTask {
  const [output, needle] = once(132_111, (random) => {
    const rows = ['read_at,bin,commodity,lot,cable,sensor,depth_m,covered,temp_c,moist_pct,delta_24h_c'];
    const bins = [
      ...Array.from({ length: 48 }, (_, i) => ({ no: String(i + 1), annex: false })),
      ...Array.from({ length: 24 }, (_, i) => ({ no: String(101 + i), annex: true })),
    ];
    const cableIds = shuffle(
      random,
      Array.from({ length: 3000 }, (_, i) => 40_000 + i),
    );
    let nextCable = 0;
    const oddBin = oneOf(random, ['29', '31', '34', '38']);
    let odd = '';
    for (const b of bins) {
      const crop = random() < 0.1 ? undefined : oneOf(random, CROPS);
      const lot = crop === undefined ? '' : `L27-${crop.code}-${String(between(random, 100, 990)).padStart(4, '0')}`;
      const fill = crop === undefined ? 0 : 0.35 + random() * 0.6;
      const height = b.annex ? 24.4 : 36.6;
      const grain = 9 + random() * 7;
      const cables = b.annex ? between(random, 4, 6) : between(random, 1, 2);
      for (let c = 0; c < cables; c++) {
        const cable = `TC-${cableIds[nextCable++]}`;
        const sensors = b.annex ? between(random, 9, 11) : between(random, 13, 16);
        const covered = crop === undefined ? 0 : Math.max(1, Math.round(sensors * fill));
        const hotAt = b.no === oddBin && c === 0 ? sensors - covered + Math.floor(covered / 2) : -1;
        const spacing = (height - 1.8) / sensors;
        for (let s = 0; s < sensors; s++) {
          const isCovered = s >= sensors - covered;
          const sensor = `${cable}-S${pad2(s + 1)}`;
          let temp = isCovered ? grain + (random() - 0.5) * 1.6 : 3 + random() * 5;
          let delta = (random() - 0.5) * 0.6;
          if (s === hotAt) {
            temp = 27.6;
            delta = 2.4;
            odd = sensor;
          } else if (hotAt >= 0 && Math.abs(s - hotAt) === 1) {
            temp += 2.2;
            delta = 0.4;
          }
          const moist = b.annex && c === 0 && isCovered ? fx(crop?.code === 'CAN' ? 7 + random() * 2.5 : 11 + random() * 3, 1) : '';
          rows.push(
            [
              `2027-10-06T05:30:${pad2(between(random, 0, 59))}${TZ}`,
              b.no,
              crop?.code ?? '',
              lot,
              cable,
              sensor,
              fx(1.2 + spacing * s, 1),
              isCovered ? 'Y' : 'N',
              fx(temp, 1),
              moist,
              fx(delta, 1) === '-0.0' ? '+0.0' : `${delta >= 0 ? '+' : ''}${fx(delta, 1)}`,
            ].join(','),
          );
        }
      }
    }
    return [`${rows.join('\n')}\n`, odd];
  });
  return probe(
    'round 132: bin cable readings (CSV)',
    'Is anything starting to heat in the bins? It looks like one spot is reading a lot warmer than everything else. Which sensor is it?',
    'bin_cable_readings',
    output,
    'warm-sensor',
    needle,
  );
}

/** d3: the maintenance team's PLC fleet inventory across the co-op's sites, one text block per controller. */
function d3PlcFleet(): EconomicsTask {
  const [output, needle] = once(132_121, (random) => {
    const sites = [
      ['PBG', 'Prairie Bend main', 'Prairie_Bend'],
      ['CCK', 'Coulee Creek', 'Coulee'],
      ['KLN', 'Kelvington North', 'Kelvington'],
      ['RSV', 'Rosevale', 'Rosevale'],
      ['WLS', 'Wheatland Siding', 'Wheatland'],
      ['ELM', 'Elmore Junction', 'Elmore'],
      ['GLV', 'Glenavon', 'Glenavon'],
      ['MSV', 'Marsden Valley', 'Marsden'],
    ] as const;
    const roles = [
      ['RCV_CONV', 'Receiving pits, legs and conveyors'],
      ['DRYER1', 'Dryer 1 burner management and discharge'],
      ['DRYER2', 'Dryer 2 burner management and discharge'],
      ['LOADOUT', 'Rail loadout batch scale and spouts'],
      ['AERATION', 'Bin aeration fans and cable scanners'],
      ['SCALEHOUSE', 'Truck scales, probe and kiosk I/O'],
      ['TRUCK_SHIP', 'Truck shipping gates and bulk weigher'],
      ['DUST', 'Dust collection and aspiration'],
      ['BLEND', 'Blending bins and flow gates'],
      ['ANNEX', 'Annex bin conveyors and gates'],
      ['MCC_A', 'MCC A remote I/O and power monitoring'],
    ] as const;
    const cpus = [
      ['1769-L33ER', 'CompactLogix 5370 L3'],
      ['5069-L320ER', 'CompactLogix 5380'],
      ['5069-L330ER', 'CompactLogix 5380'],
      ['1756-L83E', 'ControlLogix 5580'],
    ] as const;
    const io: Record<string, readonly (readonly [string, string, string])[]> = {
      '1769': [
        ['1769-IQ16', '3.002', 'DI 24VDC'],
        ['1769-IQ32', '2.004', 'DI 24VDC'],
        ['1769-OB16', '3.003', 'DO 24VDC'],
        ['1769-OW8I', '2.001', 'Relay out'],
        ['1769-IF8', '1.006', 'AI 4-20mA'],
        ['1769-IR6', '1.004', 'RTD in'],
      ],
      '5069': [
        ['5069-IB16', '2.011', 'DI 24VDC'],
        ['5069-OB16', '2.011', 'DO 24VDC'],
        ['5069-IF8', '2.012', 'AI 4-20mA'],
        ['5069-OW16', '2.011', 'Relay out'],
        ['5069-IY4', '1.013', 'Universal AI'],
      ],
      '1756': [
        ['1756-EN2T', '11.003', 'Ethernet bridge'],
        ['1756-IB32', '3.005', 'DI 24VDC'],
        ['1756-OB32', '3.004', 'DO 24VDC'],
        ['1756-IF16', '1.010', 'AI 4-20mA'],
        ['1756-OW16I', '3.003', 'Relay out'],
      ],
    };
    const fleet: { site: (typeof sites)[number]; role: (typeof roles)[number] }[] = [];
    for (const site of sites) {
      const chosen = site[0] === 'PBG' ? [...roles] : shuffle(random, [...roles]).slice(0, between(random, 6, 9));
      for (const role of roles) if (chosen.includes(role)) fleet.push({ site, role });
    }
    const oddIndex = fleet.findIndex((f) => f.site[0] === 'RSV' && f.role[0] !== 'RCV_CONV');
    const lines = [
      'PBG MAINTENANCE - PLC FLEET INVENTORY',
      `Collected 2027-10-06 05:50${TZ} by FactoryTalk AssetCentre scan (job ASSET-SCAN-NIGHTLY)`,
      `Controllers found: ${fleet.length}   Sites: ${sites.length}`,
      '',
    ];
    let odd = '';
    fleet.forEach((f, i) => {
      const name = `${f.site[0]}-${f.role[0]}`;
      const cpu = f.role[0] === 'LOADOUT' || (f.site[0] === 'PBG' && f.role[0] === 'RCV_CONV') ? cpus[3] : oneOf(random, cpus.slice(0, 3));
      const rev = i === oddIndex ? '30.014' : '33.011';
      if (i === oddIndex) odd = name;
      const serial = hex(random, 8).toUpperCase();
      const family = cpu[0].slice(0, 4);
      const modules = Array.from({ length: between(random, 4, 12) }, () => oneOf(random, io[family]!));
      const saved = `2027-${pad2(between(random, 1, 3))}-${pad2(between(random, 1, 28))} ${pad2(between(random, 7, 17))}:${pad2(between(random, 0, 59))}`;
      lines.push(
        `Controller ${name}`,
        `  Site ............... ${f.site[1]} (${f.site[0]})`,
        `  Description ........ ${f.role[1]}`,
        `  Catalog ............ ${cpu[0]}  ${cpu[1]}`,
        `  Serial ............. ${serial}`,
        `  Firmware ........... ${rev}`,
        `  Project file ....... ${f.site[2]}_${f.role[0].toLowerCase()}_v${between(random, 3, 19)}.ACD  (saved ${saved} by ${oneOf(random, ['k.tkachuk', 'j.moroz', 'a.enns', 'r.gabel'])})`,
        `  IP / MAC ........... 10.${40 + sites.indexOf(f.site)}.${between(random, 10, 30)}.${between(random, 11, 99)}  00:00:BC:${hex(random, 2).toUpperCase()}:${hex(random, 2).toUpperCase()}:${hex(random, 2).toUpperCase()}`,
        `  Keyswitch / mode ... REM / ${random() < 0.9 ? 'REMOTE RUN' : 'REMOTE PROGRAM'}`,
        `  Uptime ............. ${between(random, 2, 240)}d ${pad2(between(random, 0, 23))}h ${pad2(between(random, 0, 59))}m`,
        `  Scan last/max ...... ${fx(1 + random() * 5, 1)} / ${fx(6 + random() * 6, 1)} ms`,
        '  I/O modules:',
        `    ${'Slot'.padEnd(6)}${'Catalog'.padEnd(15)}${'Rev'.padEnd(9)}${'Serial'.padEnd(11)}Description`,
        `    ${'0'.padEnd(6)}${cpu[0].padEnd(15)}${rev.padEnd(9)}${serial.padEnd(11)}Controller`,
        ...modules.map(
          (m, s) => `    ${String(s + 1).padEnd(6)}${m[0].padEnd(15)}${m[1].padEnd(9)}${hex(random, 8).toUpperCase().padEnd(11)}${m[2]}`,
        ),
        '',
      );
    });
    lines.push(`End of inventory: ${fleet.length} controllers.`);
    return [`${lines.join('\n')}\n`, odd];
  });
  return probe(
    'round 132: PLC fleet inventory (text blocks)',
    "After last winter's upgrade every PLC at all our sites was supposed to be on the same Logix firmware. Did one get missed? Which controller is it?",
    'plc_fleet_inventory',
    output,
    'plc-old-firmware',
    needle,
  );
}

export function roundOneHundredThirtyTwo(): EconomicsTask[] {
  return [
    a1ScaleTickets(),
    a2LabSamples(),
    a3RailLoadout(),
    b1BinMonitor(),
    b2OpenContracts(),
    b3ConveyorTags(),
    c1SettlementRegister(),
    c2DryerEvents(),
    c3GradingReport(),
    d1RailCars(),
    d2CableReadings(),
    d3PlcFleet(),
  ];
}
