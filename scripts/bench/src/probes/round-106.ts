/**
 * Probe round 106, written blind: Harrowvale Rail, a made-up regional passenger train operator (train describer and signalling events, timetable and real-time running, rolling stock maintenance and fault logs, ticket gates and retail, crew rostering, passenger information). "Today" is Wednesday, 25 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - td interpose: a train describer archive dump (one-line NROD-style JSON), which headcode was interposed into one berth;
 *  - darwin rid: a one-line Darwin-style timetable XML, the RID of one named service;
 *  - gate ring dump: a gate controller log whose ring buffer dump is one line, the smartcard a gate rejected;
 * b. The answer a few lines away from the line the question's words match:
 *  - fleet exam work order: a fleet register in YAML, the work order of one unit's next exam;
 *  - roster driver: a crew roster in pretty JSON, the staff number of one duty's driver;
 *  - cis screen ip: a passenger information display config (INI-like), the IP address of one screen;
 * c. A question that paraphrases the output or carries a preamble:
 *  - running report late train: a fixed-width train running report, the train that arrived forty-seven minutes late;
 *  - ticket office voucher season: an HTML ticket office report, the annual season paid with a travel voucher;
 *  - cis bus message: a CIS message log, the id of the message telling people to take the coach to the airport;
 * d. One value unlike its peers, with no error word near it:
 *  - gate firmware: a CSV ticketing device inventory, the one gate left on older firmware;
 *  - slow door: key=value door cycle events, the one door that took far longer to close;
 *  - slow points: a remote condition monitoring report of points swing times, the one swing far longer than the rest.
 * Not among the bench's targets.
 * First run, at c7f65d6, the head when the round was written (with this file; `ROUNDS=106
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,093,152 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 106: td interpose
 *     codex: 293 tokens, peak 205, 0/1 needles, 0 read-backs
 *     context-chef: 735 tokens, peak 647, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,215 tokens, peak 4,781, 1/1 needles, 3 read-backs
 *     ours: 14,127 tokens, peak 5,318, 1/1 needles, 3 read-backs
 *   round 106: darwin rid
 *     codex: 248 tokens, peak 159, 0/1 needles, 0 read-backs
 *     context-chef: 869 tokens, peak 780, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,260 tokens, peak 2,397, 1/1 needles, 1 read-backs
 *     ours: 3,034 tokens, peak 1,967, 1/1 needles, 1 read-backs
 *   round 106: gate ring dump
 *     codex: 929 tokens, peak 839, 0/1 needles, 0 read-backs
 *     context-chef: 840 tokens, peak 750, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,007 tokens, peak 1,308, 0/1 needles, 4 read-backs
 *     ours: 4,797 tokens, peak 1,023, 0/1 needles, 4 read-backs
 *   round 106: fleet exam work order
 *     codex: 14,167 tokens, peak 14,096, 0/1 needles, 0 read-backs
 *     context-chef: 688 tokens, peak 617, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,485 tokens, peak 4,503, 0/1 needles, 3 read-backs
 *     ours: 13,921 tokens, peak 5,343, 0/1 needles, 3 read-backs
 *   round 106: roster driver
 *     codex: 14,370 tokens, peak 14,297, 0/1 needles, 0 read-backs
 *     context-chef: 717 tokens, peak 644, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,967 tokens, peak 1,508, 1/1 needles, 2 read-backs
 *     ours: 2,566 tokens, peak 1,053, 1/1 needles, 2 read-backs
 *   round 106: cis screen ip
 *     codex: 14,769 tokens, peak 14,694, 0/1 needles, 0 read-backs
 *     context-chef: 735 tokens, peak 660, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,393 tokens, peak 2,701, 0/1 needles, 2 read-backs
 *     ours: 21,281 tokens, peak 6,787, 0/1 needles, 4 read-backs
 *   round 106: running report late train
 *     codex: 16,454 tokens, peak 16,353, 0/1 needles, 0 read-backs
 *     context-chef: 778 tokens, peak 677, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,208 tokens, peak 1,348, 0/1 needles, 4 read-backs
 *     ours: 4,596 tokens, peak 995, 0/1 needles, 4 read-backs
 *   round 106: ticket office voucher season
 *     codex: 17,345 tokens, peak 17,226, 0/1 needles, 0 read-backs
 *     context-chef: 797 tokens, peak 678, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,462 tokens, peak 6,588, 0/1 needles, 4 read-backs
 *     ours: 19,573 tokens, peak 8,328, 0/1 needles, 4 read-backs
 *   round 106: cis bus message
 *     codex: 15,945 tokens, peak 15,850, 0/1 needles, 0 read-backs
 *     context-chef: 797 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,586 tokens, peak 4,194, 0/1 needles, 4 read-backs
 *     ours: 9,776 tokens, peak 4,230, 0/1 needles, 4 read-backs
 *   round 106: gate firmware
 *     codex: 21,870 tokens, peak 21,784, 0/1 needles, 0 read-backs
 *     context-chef: 947 tokens, peak 861, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,926 tokens, peak 5,719, 0/1 needles, 4 read-backs
 *     ours: 12,772 tokens, peak 6,203, 1/1 needles, 4 read-backs
 *   round 106: slow door
 *     codex: 17,637 tokens, peak 17,547, 0/1 needles, 0 read-backs
 *     context-chef: 855 tokens, peak 765, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,348 tokens, peak 1,381, 0/1 needles, 4 read-backs
 *     ours: 3,956 tokens, peak 859, 1/1 needles, 4 read-backs
 *   round 106: slow points
 *     codex: 21,578 tokens, peak 21,484, 0/1 needles, 0 read-backs
 *     context-chef: 903 tokens, peak 809, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,736 tokens, peak 5,244, 0/1 needles, 4 read-backs
 *     ours: 28,258 tokens, peak 10,444, 1/1 needles, 4 read-backs
 *     codex: 155,605 tokens, 0/12 needles
 *     context-chef: 9,661 tokens, 0/12 needles
 *     context-chef-store: 113,593 tokens, 3/12 needles
 *     ours: 138,657 tokens, 6/12 needles
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

/** Seconds after midnight as `hh:mm:ss`. */
function clock(seconds: number): string {
  const s = Math.floor(seconds);
  return `${pad2(Math.floor(s / 3600) % 24)}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
}

/** Minutes after midnight as `hh:mm`. */
function hhmm(minutes: number): string {
  const m = Math.round(minutes);
  return `${pad2(Math.floor(m / 60) % 24)}:${pad2(m % 60)}`;
}

/** A headcode (train reporting number): class digit, route letter, two digits. */
function headcode(random: () => number): string {
  return `${oneOf(random, ['1', '1', '2', '2', '2', '5'])}${chars(random, 'ABCDFHJKMNQRSTVW', 1)}${pad2(pick(random, 100))}`;
}

/** Harrowvale Rail's stations: name, CRS code and TIPLOC. */
const STATIONS = [
  { name: 'Harrowvale Central', crs: 'HVC', tiploc: 'HRWVCEN' },
  { name: 'Harrowvale Airport', crs: 'HVA', tiploc: 'HRWVAPT' },
  { name: 'Ashcombe', crs: 'ASC', tiploc: 'ASHCMB' },
  { name: 'Brackenford', crs: 'BKF', tiploc: 'BRKNFD' },
  { name: 'Carrow Bridge', crs: 'CWB', tiploc: 'CRRWBDG' },
  { name: 'Dunmere', crs: 'DNM', tiploc: 'DUNMERE' },
  { name: 'Ellerby', crs: 'ELB', tiploc: 'ELLERBY' },
  { name: 'Milbrook Junction', crs: 'MBJ', tiploc: 'MLBRKJN' },
  { name: 'Fenwick Halt', crs: 'FWH', tiploc: 'FNWKHLT' },
  { name: 'Pennock Vale', crs: 'PKV', tiploc: 'PNNKVL' },
  { name: 'Quenby Parkway', crs: 'QBP', tiploc: 'QNBYPKY' },
  { name: "Salter's Cross", crs: 'SXC', tiploc: 'SLTRSX' },
  { name: 'Thornleigh', crs: 'THL', tiploc: 'THRNLGH' },
  { name: 'Wyckham Road', crs: 'WKR', tiploc: 'WYCKMRD' },
] as const;

const SURNAMES = [
  'Ansell',
  'Barraclough',
  'Bhatt',
  'Carver',
  'Dalby',
  'Eastwood',
  'Fenn',
  'Garside',
  'Hensley',
  'Iqbal',
  'Jowett',
  'Kettle',
  'Lomax',
  'Mahmood',
  'Naylor',
  'Oduya',
  'Pickering',
  'Quarmby',
  'Rowntree',
  'Sutcliffe',
  'Thwaite',
  'Umpleby',
  'Varley',
  'Whitlock',
  'Yeadon',
  'Zawadzki',
  'Ackroyd',
  'Brook',
  'Cawood',
  'Drury',
  'Ellison',
  'Firth',
  'Gledhill',
  'Haigh',
  'Ibbotson',
  'Kaur',
  'Lister',
  'Moorhouse',
  'Nuttall',
  'Oates',
  'Priestley',
  'Ramsden',
  'Shaw',
  'Tattersall',
  'Walsh',
  'Wood',
  'Bramley',
];

/** a1: a train describer archive dump, one line of NROD-style C-class JSON; which headcode was interposed into berth 0417. */
function a1TdInterpose(): EconomicsTask {
  const random = seededRandom(106_001);
  const needle = '5V09';
  const start = Date.UTC(2026, 10, 24, 14, 0, 0);
  const pool: string[] = [];
  while (pool.length < 110) {
    const h = headcode(random);
    if (h !== needle && !pool.includes(h)) pool.push(h);
  }
  // The panel's berths, in running order along four lines; 0417 is the Milbrook up sidings' berth.
  const lines = [
    Array.from({ length: 40 }, (_, i) => String(101 + i * 2).padStart(4, '0')),
    Array.from({ length: 40 }, (_, i) => String(102 + i * 2).padStart(4, '0')),
    ['0401', '0403', '0405', '0407', '0409', '0411', '0413', '0415', '0419', '0421', '0423', '0425', '0427', '0429', '0431'],
    Array.from({ length: 30 }, (_, i) => `A${String(11 + i * 2).padStart(3, '0')}`),
  ];
  const count = 2_300;
  const at = Math.floor(count * 0.49);
  const messages: string[] = [];
  let minute = -1;
  for (let i = 0; i < count; i++) {
    const time = start + Math.floor(((i + random() * 0.8) * 3_600_000) / count);
    const m = Math.floor((time - start) / 60_000);
    if (m !== minute) {
      minute = m;
      messages.push(`{"CT_MSG":{"time":"${time}","area_id":"HV","msg_type":"CT","report_time":"14${pad2(m)}"}}`);
    }
    if (i === at) {
      messages.push(`{"CC_MSG":{"time":"${time}","area_id":"HV","msg_type":"CC","to":"0417","descr":"${needle}"}}`);
      continue;
    }
    const roll = random();
    const line = oneOf(random, lines);
    const k = pick(random, line.length - 1);
    const descr = oneOf(random, pool);
    if (roll < 0.012) {
      // Stock moved in and out of the sidings by other trains, before and after.
      const [from, to] = random() < 0.5 ? ['0415', '0417'] : ['0417', '0419'];
      messages.push(`{"CA_MSG":{"time":"${time}","area_id":"HV","msg_type":"CA","from":"${from}","to":"${to}","descr":"${descr}"}}`);
    } else if (roll < 0.06) {
      messages.push(`{"CC_MSG":{"time":"${time}","area_id":"HV","msg_type":"CC","to":"${line[k]}","descr":"${descr}"}}`);
    } else if (roll < 0.1) {
      messages.push(`{"CB_MSG":{"time":"${time}","area_id":"HV","msg_type":"CB","from":"${line[k]}","descr":"${descr}"}}`);
    } else {
      messages.push(
        `{"CA_MSG":{"time":"${time}","area_id":"HV","msg_type":"CA","from":"${line[k]}","to":"${line[k + 1]}","descr":"${descr}"}}`,
      );
    }
  }
  const output = [
    `td-archive 3.4.1 export: area_id=HV (Harrowvale Central panel) from=2026-11-24T14:00:00Z to=2026-11-24T14:59:59Z classes=C messages=${messages.length}`,
    `[${messages.join(',')}]`,
    `wrote ${messages.length} messages (1 line, ${messages.join(',').length + 2} bytes), 0 gaps in sequence`,
  ].join('\n');
  return probe(
    'round 106: td interpose',
    'Yesterday at about half past two someone on the Harrowvale Central panel interposed a train description into berth 0417. What headcode did they put in?',
    'td_feed_dump',
    output,
    'td-interpose',
    needle,
    true,
  );
}

/** a2: a Darwin-style timetable file, one line of XML; the RID of yesterday's 17:12 Harrowvale Central to Quenby Parkway. */
function a2DarwinRid(): EconomicsTask {
  const random = seededRandom(106_002);
  const needle = '202611245318046';
  const rids = new Set<string>([needle]);
  const uids = new Set<string>();
  const newRid = () => {
    for (;;) {
      const rid = `20261124${between(random, 1_000_000, 9_999_999)}`;
      if (!rids.has(rid)) {
        rids.add(rid);
        return rid;
      }
    }
  };
  const newUid = () => {
    for (;;) {
      const uid = `${oneOf(random, ['H', 'P', 'W', 'C'])}${between(random, 10_000, 99_999)}`;
      if (!uids.has(uid)) {
        uids.add(uid);
        return uid;
      }
    }
  };
  // Routes: [tiploc, minutes from origin, passenger stop?]; passing points are not stops.
  type Stop = readonly [string, number, boolean];
  const routes: { name: string; stops: readonly Stop[]; letter: string }[] = [
    {
      name: 'quenby',
      letter: 'Q',
      stops: [
        ['HRWVCEN', 0, true],
        ['HRWVEJN', 3, false],
        ['ELLERBY', 6, true],
        ['MLBRKJN', 12, true],
        ['MLBRKSJ', 14, false],
        ['PNNKVL', 24, true],
        ['FNWKHLT', 31, true],
        ['QNBYPKY', 51, true],
      ],
    },
    {
      name: 'airport',
      letter: 'A',
      stops: [
        ['HRWVCEN', 0, true],
        ['HRWVEJN', 3, false],
        ['MLBRKJN', 11, true],
        ['HRWVAPT', 19, true],
      ],
    },
    {
      name: 'thornleigh',
      letter: 'T',
      stops: [
        ['ASHCMB', 0, true],
        ['CRRWBDG', 9, true],
        ['MLBRKNJ', 16, false],
        ['MLBRKJN', 17, true],
        ['DUNMERE', 26, true],
        ['THRNLGH', 38, true],
      ],
    },
    {
      name: 'brackenford',
      letter: 'B',
      stops: [
        ['HRWVCEN', 0, true],
        ['HRWVWJN', 2, false],
        ['WYCKMRD', 7, true],
        ['SLTRSX', 15, true],
        ['BRKNFD', 27, true],
      ],
    },
  ];
  const journeys: { rid: string; xml: string }[] = [];
  const time = (minutes: number, half = false) => `${hhmm(minutes)}${half ? ':30' : ''}`;
  const journey = (rid: string, trainId: string, stops: readonly Stop[], dep: number, passenger: boolean) => {
    const uid = newUid();
    const cat = passenger ? (trainId.startsWith('1') ? 'XX' : 'OO') : 'EE';
    const parts = [`<Journey rid="${rid}" uid="${uid}" trainId="${trainId}" ssd="2026-11-24" toc="HV" trainCat="${cat}"`];
    if (!passenger) parts[0] += ' isPassengerSvc="false"';
    parts[0] += '>';
    stops.forEach(([tpl, offset, stop], i) => {
      const t = dep + offset;
      const plat = between(random, 1, 4);
      if (i === 0) {
        parts.push(
          passenger
            ? `<OR tpl="${tpl}" act="TB" plat="${plat}" ptd="${time(t)}" wtd="${time(t)}" />`
            : `<OPOR tpl="${tpl}" act="TB" plat="${plat}" wtd="${time(t)}" />`,
        );
      } else if (i === stops.length - 1) {
        parts.push(
          passenger
            ? `<DT tpl="${tpl}" act="TF" plat="${plat}" pta="${time(t)}" wta="${time(t)}" />`
            : `<OPDT tpl="${tpl}" act="TF" plat="${plat}" wta="${time(t)}" />`,
        );
      } else if (!stop || !passenger) {
        parts.push(`<PP tpl="${tpl}" wtp="${time(t, random() < 0.5)}" />`);
      } else {
        const half = random() < 0.4;
        parts.push(
          `<IP tpl="${tpl}" act="T " plat="${plat}" pta="${time(t)}" ptd="${time(t + 1)}" wta="${time(t, half)}" wtd="${time(t + 1)}" />`,
        );
      }
    });
    parts.push('</Journey>');
    journeys.push({ rid, xml: parts.join('') });
  };
  for (const route of routes) {
    for (const reverse of [false, true]) {
      const span = route.stops[route.stops.length - 1]![1];
      const stops: Stop[] = reverse ? route.stops.map(([tpl, m, s]) => [tpl, span - m, s] as Stop).reverse() : [...route.stops];
      const letter = reverse ? (route.name === 'thornleigh' ? 'C' : 'H') : route.letter;
      for (let hour = 6; hour <= 22; hour++) {
        for (const [minute, cls] of [
          [12, '1'],
          [42, '2'],
        ] as const) {
          const dep = hour * 60 + minute + (reverse ? 7 : 0);
          const trainId = `${cls}${letter}${pad2(hour * 2 + (cls === '1' ? 24 : 25))}`;
          const isNeedle = route.name === 'quenby' && !reverse && hour === 17 && minute === 12;
          journey(isNeedle ? needle : newRid(), trainId, stops, dep, true);
        }
      }
    }
  }
  // The same headcode on another route in the morning, and empty stock moves through the day.
  journey(newRid(), '1Q58', routes[2]!.stops, 9 * 60 + 40, true);
  for (let i = 0; i < 60; i++) {
    const route = oneOf(random, routes);
    journey(newRid(), `5${route.letter}${pad2(between(random, 10, 99))}`, route.stops, between(random, 4 * 60 + 30, 23 * 60 + 30), false);
  }
  shuffle(random, journeys);
  const from = journeys.findIndex((j) => j.rid === needle);
  const mid = Math.floor(journeys.length * 0.52);
  [journeys[from], journeys[mid]] = [journeys[mid]!, journeys[from]!];
  const xml =
    '<?xml version="1.0" encoding="utf-8"?><PportTimetable xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" timetableID="20261124020512" xmlns="http://www.thalesgroup.com/rtti/XmlTimetable/v8">' +
    journeys.map((j) => j.xml).join('') +
    '</PportTimetable>';
  const output = `pptt fetch: PPTimetable/20261124020512_v8.xml.gz -> ${xml.length} bytes, ${journeys.length} journeys, 0 associations\n${xml}\n`;
  return probe(
    'round 106: darwin rid',
    "What's the Darwin RID for yesterday's 17:12 from Harrowvale Central to Quenby Parkway? It ran as 1Q58.",
    'darwin_timetable_fetch',
    output,
    'darwin-rid',
    needle,
    true,
  );
}

/** a3: a gate controller's log, whose nightly ring buffer dump is one line; the smartcard gate 6 rejected at about 18:45. */
function a3GateRingDump(): EconomicsTask {
  const random = seededRandom(106_003);
  const needle = '633597014482901736';
  const cards = new Set<string>([needle]);
  const card = () => {
    for (;;) {
      const c = `633597${between(random, 10, 99)}${hex(random, 10).replace(/[a-f]/g, (x) => String('abcdef'.indexOf(x) + 4))}`;
      if (!cards.has(c) && !c.includes(needle)) {
        cards.add(c);
        return c;
      }
    }
  };
  // A few regulars tap in and out more than once.
  const regulars = Array.from({ length: 140 }, card);
  const products = ['SSN7', 'SSNM', 'SSNA', 'ANY', 'OFFPK', 'PAYG', 'PAYG', 'FLEX'];
  const rejects = ['rc=0x11 nvp', 'rc=0x1F used', 'rc=0x23 stn', 'rc=0x05 exp', 'rc=0x30 bal', 'rc=0x12 dir'];
  const count = 3_600;
  const start = 14 * 3600;
  const span = 10 * 3600;
  const needleAt = 18 * 3600 + 46 * 60 + 38.412;
  const entries: string[] = [];
  let placed = false;
  for (let i = 0; i < count; i++) {
    const t = start + ((i + random()) * span) / count;
    if (!placed && t > needleAt) {
      placed = true;
      entries.push(`${clock(needleAt)}.412|G06|OUT|REJ|ITSO|${needle}|rc=0x11 nvp`);
    }
    const ms = pad2(pick(random, 100)) + pick(random, 10);
    let gate = `G0${between(random, 1, 8)}`;
    const dir = random() < 0.55 ? 'OUT' : 'IN';
    const near = t > needleAt - 20 * 60 && t < needleAt + 20 * 60;
    let reject = random() < (near ? 0.1 : 0.035);
    // Near the passenger's time, gate 6 let everyone else through and the other gates rejected some.
    if (near && gate === 'G06' && Math.abs(t - needleAt) < 240) reject = false;
    const medium = oneOf(random, ['ITSO', 'ITSO', 'ITSO', 'BC', 'BC', 'MAG']);
    const id =
      medium === 'ITSO'
        ? random() < 0.5
          ? oneOf(random, regulars)
          : card()
        : medium === 'BC'
          ? `HV${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}`
          : `${between(random, 10_000, 99_999)}-${between(random, 10_000, 99_999)}`;
    if (reject && gate === 'G06' && t > needleAt - 60 && t < needleAt + 60) gate = 'G05';
    const tail = reject
      ? oneOf(random, rejects)
      : `p=${medium === 'ITSO' ? oneOf(random, products) : oneOf(random, ['SDR', 'ADV', 'ANY', 'OFFPK', 'SOR'])}`;
    entries.push(`${clock(t)}.${ms}|${gate}|${dir}|${reject ? 'REJ' : 'ACC'}|${medium}|${id}|${tail}`);
  }
  const boot = [
    '2026-11-25T02:10:00.004Z systemd[1]: Starting gatectl.service - Harrowvale gate array controller...',
    '2026-11-25T02:10:00.911Z gatectl[1874] INFO  gatectl 7.3.2 (build 2026-09-30, rev 4e1c0a9) starting',
    '2026-11-25T02:10:01.027Z gatectl[1874] INFO  config /etc/gatectl/gatectl.toml loaded: station=MBJ array=A gates=G01..G08 wide=G08',
    '2026-11-25T02:10:01.113Z gatectl[1874] INFO  nightly maintenance window opened (02:10-02:40), array in free-flow',
    '2026-11-25T02:10:01.540Z gatectl[1874] INFO  sam slots: 8/8 present, itso keys epoch 2026-11',
    '2026-11-25T02:10:02.202Z gatectl[1874] WARN  G03 upper paddle encoder drift 2.1deg, recalibrate at next visit',
    '2026-11-25T02:10:02.881Z gatectl[1874] INFO  hotlist 2026-11-25 v1183 applied: 4,112 entries (+37 -12)',
    '2026-11-25T02:10:03.318Z gatectl[1874] INFO  fare table FT-2026-11b current, no change',
    '2026-11-25T02:10:03.920Z gatectl[1874] INFO  ringdump begin: buffer 4096 slots, window 2026-11-24T14:00:00Z..2026-11-24T23:59:59Z',
  ];
  const after = [
    `2026-11-25T02:10:05.006Z gatectl[1874] INFO  ringdump end: ${entries.length} entries, written /var/lib/gatectl/ring-20261125T021003.bin`,
    '2026-11-25T02:10:05.113Z gatectl[1874] INFO  uploading ring-20261125T021003.bin to revenue-collector.hv.internal:8443',
    '2026-11-25T02:10:06.748Z gatectl[1874] INFO  upload complete (sha256 9f3b6e2c41d0a7...), ring buffer cleared',
    '2026-11-25T02:10:07.002Z gatectl[1874] INFO  self test G01..G08: paddles ok, readers ok, displays ok',
    '2026-11-25T02:10:07.440Z gatectl[1874] WARN  G05 barcode reader window dirty (read rate 91%), clean at next visit',
    '2026-11-25T02:40:00.001Z gatectl[1874] INFO  maintenance window closed, array back to normal mode (G01-G08 bidirectional, G08 wide aisle)',
    '2026-11-25T05:02:11.384Z gatectl[1874] INFO  first entry of the day G02 IN ACC ITSO',
  ];
  const output = [
    ...boot,
    `2026-11-25T02:10:04.551Z gatectl[1874] INFO  ringdump station=MBJ array=A entries=${entries.length} data=${entries.join(';')}`,
    ...after,
  ].join('\n');
  return probe(
    'round 106: gate ring dump',
    "A passenger at Milbrook Junction says a gate wouldn't let them out yesterday evening at about quarter to seven, gate 6 they think. What smartcard number did it reject?",
    'gate_controller_log',
    output,
    'gate-reject-card',
    needle,
    true,
  );
}

/** b1: the fleet register in YAML; the work order of unit 170433's next exam, a few lines under the unit's line. */
function b1FleetExamWorkOrder(): EconomicsTask {
  const random = seededRandom(106_004);
  const needle = 'WO-2612-48213';
  const orders = new Set<string>([needle]);
  const order = (yymm: string) => {
    for (;;) {
      const wo = `WO-${yymm}-${between(random, 10_000, 59_999)}`;
      if (!orders.has(wo)) {
        orders.add(wo);
        return wo;
      }
    }
  };
  const defects = [
    'Saloon heater inoperative',
    'PIS front destination display flickering',
    'Toilet out of use, flush valve',
    'Cab 2 wiper sticks at end of sweep',
    'Passenger door L2 slow to release',
    'CCTV camera 4 no image',
    'Wheel flat reported by driver, observe',
    'Seat 34 cushion loose',
    'Sanders not dispensing, cab 1',
    'Horn weak, cab 1',
    'AWS horn volume low',
    'Windscreen chipped, cab 2',
  ];
  const fleets = [
    { cls: '158', sub: '158/7', units: 30, first: 701, cars: ['57', '52'] },
    { cls: '170', sub: '170/4', units: 60, first: 401, cars: ['79', '56', '50'] },
    { cls: '387', sub: '387/1', units: 40, first: 101, cars: ['421', '422', '423', '424'] },
  ];
  const out: string[] = [
    '# fleetctl get units --operator HV -o yaml',
    '# Harrowvale Rail fleet register, snapshot 2026-11-25T08:14:03Z (130 units)',
    'apiVersion: fleet.harrowvale.rail/v2',
    'kind: UnitList',
    'metadata:',
    '  operator: HV',
    '  resourceVersion: "88412907"',
    'items:',
  ];
  const day = (d: Date) => d.toISOString().slice(0, 10);
  for (const fleet of fleets) {
    for (let n = 0; n < fleet.units; n++) {
      const number = fleet.first + n;
      const unit = `${fleet.cls}${number}`;
      const isNeedle = unit === '170433';
      const mileage = between(random, 620_000, 1_480_000);
      const nextType = isNeedle ? 'B' : oneOf(random, ['A', 'A', 'A', 'B', 'B', 'C']);
      const due = new Date(Date.UTC(2026, 10, 25 + between(random, 1, 27)));
      const last = new Date(Date.UTC(2026, 10, 25 - between(random, 2, 26)));
      out.push(
        `  - unit: "${unit}"`,
        `    class: "${fleet.sub}"`,
        `    depot: ${oneOf(random, ['HVC', 'HVC', 'HVC', 'QBP'])}`,
        `    status: ${oneOf(random, ['in_service', 'in_service', 'in_service', 'in_service', 'stopped_for_exam', 'spare'])}`,
        '    next_exam:',
        `      type: ${nextType}`,
        `      due_date: ${isNeedle ? '2026-12-03' : day(due)}`,
        `      due_miles: ${mileage + between(random, 400, 5_000)}`,
        `      work_order: ${isNeedle ? needle : order('2612')}`,
        '    last_exam:',
        `      type: ${oneOf(random, ['A', 'A', 'B', 'C'])}`,
        `      completed: ${day(last)}`,
        `      work_order: ${order('2611')}`,
        `    mileage: ${mileage}`,
        '    vehicles:',
      );
      fleet.cars.forEach((prefix, i) => {
        const vehicle = fleet.cls === '387' ? `${prefix}${pad2(number - 100)}` : `${prefix}${number}`;
        const turned = new Date(Date.UTC(2026, between(random, 0, 9), between(random, 1, 28)));
        out.push(
          `      - number: "${vehicle}"`,
          `        position: ${i + 1}`,
          `        wheelsets_turned: ${day(turned)}`,
          `        flange_mm: ${(between(random, 260, 305) / 10).toFixed(1)}`,
          `        tread_wear_mm: ${(between(random, 2, 38) / 10).toFixed(1)}`,
        );
      });
      const open = between(random, 0, 3);
      if (open === 0) out.push('    open_defects: []');
      else {
        out.push('    open_defects:');
        for (let d = 0; d < open; d++) {
          out.push(
            `      - ref: DF-${between(random, 100_000, 199_999)}`,
            `        car: ${between(random, 1, fleet.cars.length)}`,
            `        summary: "${oneOf(random, defects)}"`,
            `        raised: ${day(new Date(Date.UTC(2026, 10, 25 - between(random, 0, 20))))}`,
            `        deferred_to: ${oneOf(random, ['next_exam', 'next_exam', 'none', 'depot_visit'])}`,
          );
        }
      }
    }
  }
  return probe(
    'round 106: fleet exam work order',
    "What's the work order number for 170 433's next exam?",
    'fleetctl_get_units',
    out.join('\n') + '\n',
    'fleet-exam-work-order',
    needle,
  );
}

/** b2: tomorrow's crew roster in pretty JSON; the staff number of the driver on duty 214, a few lines under the duty's line. */
function b2RosterDriver(): EconomicsTask {
  const random = seededRandom(106_005);
  const needle = '804417';
  const staffNos = new Set<string>([needle]);
  const person = (grade: string) => {
    for (;;) {
      const no = String(between(random, 700_000, 899_999));
      if (!staffNos.has(no)) {
        staffNos.add(no);
        return { staff_no: no, name: `${chars(random, 'ABCDEGHJKLMNPRST', 1)}. ${oneOf(random, SURNAMES)}`, grade };
      }
    }
  };
  const crs = STATIONS.map((s) => s.crs).filter((c) => c !== 'HVC');
  const duties: object[] = [];
  for (let d = 101; d <= 399; d++) {
    const duty = `HVC${d}`;
    const signOn = between(random, 4 * 60 + 10, 16 * 60 + 50);
    const length = between(random, 7 * 60 + 10, 9 * 60 + 55);
    const trains: string[] = [];
    let t = signOn + between(random, 20, 45);
    let at = 'HVC';
    while (t < signOn + length - 60) {
      const to = at === 'HVC' ? oneOf(random, crs) : 'HVC';
      trains.push(`${headcode(random)} ${hhmm(t)} ${at}-${to}`);
      t += between(random, 25, 75) + between(random, 8, 30);
      at = to;
    }
    const driver =
      d === 214
        ? { staff_no: needle, name: 'K. Oduya', grade: 'Driver' }
        : person(oneOf(random, ['Driver', 'Driver', 'Driver Instructor']));
    duties.push({
      duty,
      diagram: `D${d}/${oneOf(random, ['WD', 'WD', 'TH', 'SX'])}`,
      sign_on: hhmm(signOn),
      sign_off: hhmm(signOn + length),
      length: `${Math.floor(length / 60)}h${pad2(length % 60)}`,
      traction: oneOf(random, ['170', '170/158', '387', '158/170/387']),
      driver,
      guard: random() < 0.12 ? null : person(oneOf(random, ['Conductor', 'Conductor', 'Senior Conductor'])),
      personal_needs_break: { at: oneOf(random, ['HVC', 'MBJ', 'QBP', 'BKF']), from: hhmm(signOn + Math.floor(length / 2)), minutes: 30 },
      trains,
      route_knowledge_check: random() < 0.1 ? 'due' : 'ok',
      notes:
        random() < 0.15
          ? oneOf(random, ['Taxi to QBP after sign off', 'PTS refresher 10:00', 'Shadowing trainee', 'Rest day working'])
          : '',
    });
  }
  const output = JSON.stringify(
    {
      depot: 'HVC',
      depot_name: 'Harrowvale Central traincrew depot',
      date: '2026-11-26',
      weekday: 'Thursday',
      roster_version: 'R2026-47.3',
      generated: '2026-11-25T09:02:44Z',
      duties,
      spare_turns_uncovered: ['SP03 05:00-13:00', 'SP07 13:00-21:00'],
    },
    null,
    2,
  );
  return probe(
    'round 106: roster driver',
    "Who's driving duty 214 out of Harrowvale Central tomorrow? I need their staff number.",
    'roster_query',
    output,
    'roster-driver',
    needle,
  );
}

/** b3: the passenger information displays' config (INI-like); the IP address of the screen at the north end of platform 3 at Milbrook. */
function b3CisScreenIp(): EconomicsTask {
  const random = seededRandom(106_006);
  let needle = '';
  const out: string[] = [
    '; Harrowvale Rail CIS: display configuration export',
    '; cisadm export --all --format ini',
    '; generated 2026-11-25 08:40:12 on cis-mgr-01 (schema 14)',
    '',
    '[global]',
    'ntp          = 10.40.0.10, 10.40.0.11',
    'syslog       = 10.40.0.20:514',
    'feed_primary = darwin-hv-01',
    'feed_backup  = darwin-hv-02',
    'clock_format = 24h',
    'language     = en-GB',
    '',
  ];
  const layouts = ['departures-3line', 'departures-6line', 'next-train', 'platform-calling', 'arrivals-departures'];
  STATIONS.forEach((station, s) => {
    // Milbrook Junction's displays sit on 10.41.7.x, Ellerby's on 10.41.8.x.
    const subnet = station.crs === 'MBJ' ? 7 : s === 6 ? 8 : s + 1;
    const platforms = station.crs === 'MBJ' || station.crs === 'HVC' ? 4 : between(random, 2, 3);
    out.push(
      `[station ${station.crs}]`,
      `name         = ${station.name}`,
      `tiploc       = ${station.tiploc}`,
      `subnet       = 10.41.${subnet}.0/24`,
      `gateway      = 10.41.${subnet}.1`,
      `announcer    = pa-${station.crs.toLowerCase()}-01`,
      '',
    );
    const screens: { id: string; where: string }[] = [
      { id: `${station.crs}-CON-01`, where: `${station.name}, main concourse, facing entrance` },
    ];
    if (random() < 0.6) screens.push({ id: `${station.crs}-ENT-01`, where: `${station.name}, booking hall entrance` });
    if (random() < 0.5) screens.push({ id: `${station.crs}-FB-01`, where: `${station.name}, footbridge, top of stairs` });
    for (let p = 1; p <= platforms; p++) {
      for (const end of ['north', 'middle', 'south']) {
        if (end === 'middle' && random() < 0.5) continue;
        screens.push({
          id: `${station.crs}-P${p}-${end[0]!.toUpperCase()}1`,
          where:
            `${station.name}, platform ${p}, ${end} end${oneOf(random, ['', '', ' (canopy)', ' (lamp column)', ' (shelter)'])}`.replace(
              'middle end',
              'middle',
            ),
        });
      }
    }
    let host = 20;
    for (const screen of screens) {
      host += between(random, 1, 3);
      const ip = `10.41.${subnet}.${host}`;
      if (screen.id === 'MBJ-P3-N1') needle = ip;
      out.push(
        `[display ${screen.id}]`,
        `asset_id     = CIS-${String(between(random, 1_000, 9_999)).padStart(6, '0')}`,
        `ip           = ${ip}`,
        `mac          = 00:1e:c4:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`,
        `model        = ${oneOf(random, ['Lumen LX-480D', 'Lumen LX-480D', 'Lumen LX-320S', 'Vantage TFT-55'])}`,
        `location     = ${screen.where}`,
        `firmware     = ${oneOf(random, ['6.2.14', '6.2.14', '6.2.14', '6.1.9'])}`,
        `layout       = ${oneOf(random, layouts)}`,
        `orientation  = ${random() < 0.8 ? 'landscape' : 'portrait'}`,
        `brightness   = ${oneOf(random, ['auto (ambient, 40-100)', 'auto (ambient, 30-90)', 'fixed 80'])}`,
        `platforms    = ${screen.id.includes('-P') ? screen.id.split('-')[1]!.slice(1) : 'all'}`,
        `audio_zone   = ${screen.id.includes('-P') ? `pa-${station.crs.toLowerCase()}-${screen.id.split('-')[1]!.toLowerCase()}` : `pa-${station.crs.toLowerCase()}-con`}`,
        `serial       = ${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${between(random, 100_000, 999_999)}`,
        `mount        = ${oneOf(random, ['canopy hanger', 'wall bracket', 'lamp column', 'totem', 'ceiling drop'])}`,
        `power_on     = ${oneOf(random, ['04:30', '04:45', '05:00'])}`,
        `power_off    = ${oneOf(random, ['00:45', '01:00', '01:15'])}`,
        `template     = hv-${oneOf(random, ['2026.3', '2026.3', '2026.2'])}`,
        `clock_source = ntp`,
        `last_seen    = 2026-11-25 08:${pad2(between(random, 30, 39))}:${pad2(pick(random, 60))}`,
        '',
      );
    }
  });
  return probe(
    'round 106: cis screen ip',
    "What's the IP address of the departure screen at the north end of platform 3 at Milbrook?",
    'cis_config_export',
    out.join('\n'),
    'cis-screen-ip',
    needle,
  );
}

/** c1: a fixed-width train running report for Milbrook Junction; the Quenby train that got in forty-seven minutes late. */
function c1RunningReportLateTrain(): EconomicsTask {
  const random = seededRandom(106_007);
  type Row = { at: number; cls: string; letter: string; origin: string; dep: number; dest: string; dwell: number; late?: number };
  const rows: Row[] = [];
  for (let hour = 5; hour <= 23; hour++) {
    for (const m of [12, 27, 42]) {
      rows.push({
        at: hour * 60 + m + 12,
        cls: m === 12 ? '1' : '2',
        letter: 'Q',
        origin: 'Harrowvale Central',
        dep: hour * 60 + m,
        dest: 'Quenby Parkway',
        dwell: 1,
      });
      rows.push({
        at: hour * 60 + m + 6,
        cls: m === 12 ? '1' : '2',
        letter: 'H',
        origin: 'Quenby Parkway',
        dep: hour * 60 + m - 33,
        dest: 'Harrowvale Central',
        dwell: 1,
      });
    }
    for (const m of [5, 15, 25, 35, 45, 55]) {
      rows.push({
        at: hour * 60 + m + 11,
        cls: m % 20 === 5 ? '1' : '2',
        letter: 'A',
        origin: 'Harrowvale Central',
        dep: hour * 60 + m,
        dest: 'Harrowvale Airport',
        dwell: 1,
      });
      rows.push({
        at: hour * 60 + m + 8,
        cls: m % 20 === 5 ? '1' : '2',
        letter: 'J',
        origin: 'Harrowvale Airport',
        dep: hour * 60 + m,
        dest: 'Harrowvale Central',
        dwell: 1,
      });
    }
    for (const m of [10, 40]) {
      rows.push({ at: hour * 60 + m + 17, cls: '2', letter: 'T', origin: 'Ashcombe', dep: hour * 60 + m, dest: 'Thornleigh', dwell: 2 });
      rows.push({ at: hour * 60 + m + 21, cls: '2', letter: 'C', origin: 'Thornleigh', dep: hour * 60 + m, dest: 'Ashcombe', dwell: 2 });
    }
  }
  for (let i = 0; i < 45; i++) {
    const dest = oneOf(random, ['Harrowvale Central', 'Quenby Parkway', 'Harrowvale Airport', 'Thornleigh', 'Ashcombe']);
    const dep = between(random, 5 * 60, 23 * 60);
    const origin = dest === 'Harrowvale Central' ? 'Quenby Parkway' : 'Harrowvale Central';
    rows.push({ at: dep + between(random, 8, 20), cls: '5', letter: dest[0]!, origin, dep, dest, dwell: 0 });
  }
  rows.sort((x, y) => x.at - y.at);
  // The train in the question: the 16:12 to Quenby Parkway; other late ones around it are near-misses.
  const target = rows.find((r) => r.dest === 'Quenby Parkway' && r.dep === 16 * 60 + 12 && r.cls === '1')!;
  target.late = 47;
  rows.find((r) => r.dest === 'Harrowvale Airport' && r.dep === 8 * 60 + 35)!.late = 47;
  rows.find((r) => r.dest === 'Quenby Parkway' && r.dep === 17 * 60 + 27)!.late = 44;
  rows.find((r) => r.dest === 'Quenby Parkway' && r.dep === 11 * 60 + 12)!.late = 74;
  rows.find((r) => r.dest === 'Thornleigh' && r.dep === 16 * 60 + 10)!.late = 41;
  rows.find((r) => r.dest === 'Harrowvale Central' && r.dep === 15 * 60 + 55 && r.origin === 'Harrowvale Airport')!.late = 52;
  const counters = new Map<string, number>();
  const uids = new Set<string>();
  const causes = ['', '', 'TG', 'TH', 'XC', 'IA', 'M8', 'R1', 'FO'];
  const remarks: Record<string, string> = {
    TG: 'Late start, awaiting driver',
    TH: 'Awaiting conductor',
    XC: 'Trespass, Pennock Vale',
    IA: 'Signal MB417 held at danger',
    M8: 'Unit defect, doors',
    R1: 'Extended dwell, station',
    FO: 'Regulated for late runner',
  };
  const page = (n: number) => [
    `HARROWVALE RAIL  TRAIN RUNNING AT MILBROOK JUNCTION (MBJ / MLBRKJN)   TUESDAY 24/11/2026   PAGE ${n}   PRINTED 25/11/2026 07:55`,
    '',
    'HEADCODE  UID     ORIGIN              SCHED  DESTINATION         UNIT(S)        CARS  PLAT  PLAN ARR  PLAN DEP  ACT ARR  ACT DEP  VAR   CAUSE  REMARKS',
    '--------  ------  ------------------  -----  ------------------  -------------  ----  ----  --------  --------  -------  -------  ----  -----  ------------------------------',
  ];
  const out: string[] = [];
  let needle = '';
  let onTime = 0;
  rows.forEach((r, i) => {
    if (i % 55 === 0) out.push(...(i ? ['', ''] : []), ...page(i / 55 + 1));
    const key = `${r.cls}${r.letter}`;
    const n = (counters.get(key) ?? between(random, 10, 20)) + 1;
    counters.set(key, n);
    const code = `${key}${pad2(n % 100)}`;
    if (r === target) needle = code;
    let uid = `${oneOf(random, ['H', 'P', 'W'])}${between(random, 10_000, 99_999)}`;
    while (uids.has(uid)) uid = `${oneOf(random, ['H', 'P', 'W'])}${between(random, 10_000, 99_999)}`;
    uids.add(uid);
    let late = r.late;
    if (late === undefined) {
      const roll = random();
      late =
        roll < 0.45
          ? 0
          : roll < 0.5
            ? -1
            : roll < 0.85
              ? between(random, 1, 5)
              : roll < 0.97
                ? between(random, 6, 15)
                : between(random, 16, 30);
    }
    const cause = late >= 16 ? oneOf(random, causes.slice(2)) : late >= 6 ? oneOf(random, causes) : '';
    const cars = r.letter === 'A' || r.letter === 'J' ? oneOf(random, [4, 8]) : oneOf(random, [2, 3, 3, 6]);
    const one = (cls: string, lo: number, hi: number) => `${cls}${between(random, lo, hi)}`;
    const pair = (cls: string, lo: number, hi: number) => {
      const first = between(random, lo, hi - 1);
      return `${cls}${first}+${cls}${between(random, first + 1, hi)}`;
    };
    const unit =
      cars === 2
        ? one('158', 701, 730)
        : cars === 3
          ? one('170', 401, 460)
          : cars === 6
            ? pair('170', 401, 460)
            : cars === 4
              ? one('387', 101, 140)
              : pair('387', 101, 140);
    if (late <= 0) onTime++;
    const var_ = late === 0 ? 'RT' : late < 0 ? `${-late}E` : `${late}L`;
    const pass = r.dwell === 0;
    out.push(
      [
        code.padEnd(8),
        uid.padEnd(6),
        r.origin.padEnd(18),
        hhmm(r.dep).padEnd(5),
        r.dest.padEnd(18),
        unit.padEnd(13),
        String(cars).padEnd(4),
        String(pass ? '-' : between(random, 1, 4)).padEnd(4),
        (pass ? '' : hhmm(r.at)).padEnd(8),
        (pass ? `${hhmm(r.at)}P` : hhmm(r.at + r.dwell)).padEnd(8),
        (pass ? '' : hhmm(r.at + late)).padEnd(7),
        hhmm(r.at + r.dwell + late + (late > 0 && random() < 0.2 ? 1 : 0)).padEnd(7),
        var_.padEnd(4),
        cause.padEnd(5),
        cause ? (remarks[cause] ?? '') : '',
      ]
        .join('  ')
        .trimEnd(),
    );
  });
  out.push('', `${rows.length} TRAINS  RIGHT TIME OR EARLY ${onTime}  END OF REPORT`);
  return probe(
    'round 106: running report late train',
    'The Milbrook station manager is asking about a train yesterday afternoon that was going to Quenby and got in the best part of three quarters of an hour behind time, forty-seven minutes she reckons. Which train was that?',
    'train_running_report',
    out.join('\n') + '\n',
    'running-late-train',
    needle,
  );
}

/** c2: an HTML ticket office transaction report for Brackenford; the annual season to Harrowvale Central paid with a travel voucher. */
function c2TicketOfficeVoucherSeason(): EconomicsTask {
  const random = seededRandom(106_008);
  // Products with their base fare and how often they sell (annual seasons are rare).
  const catalogue: readonly [string, number, number][] = [
    ['Anytime Day Return', 14.6, 20],
    ['Anytime Single', 11.2, 12],
    ['Off-Peak Day Return', 9.4, 20],
    ['Super Off-Peak Day Return', 7.9, 10],
    ['Advance Single', 6.5, 6],
    ['Season 7 Day', 48.2, 8],
    ['Season Monthly', 185.1, 4],
    ['Season Annual', 1928, 1],
    ['Railcard 16-25', 35, 2],
    ['Railcard Two Together', 35, 1],
    ['Car Park Day', 6, 6],
    ['PlusBus Day', 4.2, 3],
  ];
  const products = catalogue.flatMap(([name, fare, weight]) => Array.from({ length: weight }, () => [name, fare] as const));
  const destinations: string[] = STATIONS.filter((s) => s.crs !== 'BKF').map((s) => s.name);
  // Fares scale with the distance from Brackenford.
  const distance = new Map(destinations.map((d, i) => [d, 0.55 + ((i * 37) % 11) / 10]));
  const clerks = ['C0412 R. Ansell', 'C0419 M. Bhatt', 'C0433 J. Naylor', 'C0447 S. Kaur', 'C0451 D. Varley'];
  const railcards = ['', '', '', '', '', '', '16-25', 'Senior', 'Two Together', 'Disabled', 'Family &amp; Friends'];
  const tenders = [
    'CC',
    'CC',
    'CC',
    'CC',
    'CC',
    'CC',
    'CTLS',
    'CTLS',
    'CTLS',
    'CTLS',
    'CTLS',
    'CTLS',
    'CTLS',
    'CASH',
    'CASH',
    'CASH',
    'CASH',
    'RTV',
    'WAR',
  ];
  const count = 1_250;
  const needleAt = Math.floor(count * 0.56);
  const rows: string[] = [];
  let needle = '';
  let seq = 118_204;
  const totals = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const t = 6 * 3600 + 5 * 60 + ((i + random()) * (15 * 3600)) / count;
    seq += between(random, 1, 2);
    const txn = `04127-${seq}`;
    let product: string = oneOf(random, products)[0];
    let dest =
      product.startsWith('Railcard') || product.startsWith('Car Park') || product.startsWith('PlusBus') ? '' : oneOf(random, destinations);
    let pay = oneOf(random, tenders);
    if (i === needleAt) {
      [product, dest, pay] = ['Season Annual', 'Harrowvale Central', 'RTV'];
      needle = txn;
    } else if (product === 'Season Annual' && dest === 'Harrowvale Central' && pay === 'RTV') {
      pay = 'CC';
    }
    // Near-misses: other annual seasons to Harrowvale Central, an annual to Milbrook paid by voucher, other voucher sales.
    if (i === needleAt - 37) [product, dest, pay] = ['Season Annual', 'Harrowvale Central', 'CC'];
    if (i === needleAt + 52) [product, dest, pay] = ['Season Annual', 'Milbrook Junction', 'RTV'];
    if (i === needleAt + 9) [product, dest, pay] = ['Season Monthly', 'Harrowvale Central', 'RTV'];
    if (i === needleAt - 140) [product, dest, pay] = ['Season Annual', 'Harrowvale Central', 'DC'];
    if (i === needleAt + 211) [product, dest, pay] = ['Season Annual', 'Harrowvale Central', 'CTLS'];
    const base = catalogue.find(([name]) => name === product)![1];
    const railcard = product.startsWith('Season') || product.startsWith('Railcard') || !dest ? '' : oneOf(random, railcards);
    const qty = product.startsWith('Season') ? 1 : oneOf(random, [1, 1, 1, 1, 2, 2, 3, 4]);
    const price = Math.round(base * (dest ? distance.get(dest)! : 1) * (railcard ? 2 / 3 : 1) * 10) / 10;
    const amount = Math.round(price * qty * 100) / 100;
    const window = `W${between(random, 1, 3)}`;
    const clerk = oneOf(random, clerks);
    totals.set(pay, (totals.get(pay) ?? 0) + amount);
    rows.push(
      `<tr><td class="txn">${txn}</td><td>${clock(t)}</td><td>${window}</td><td>${clerk}</td><td>${product}</td><td>Brackenford</td><td>${dest || '&mdash;'}</td><td>${railcard || '&mdash;'}</td><td class="num">${qty}</td><td>${pay}</td><td class="num">&pound;${amount.toFixed(2)}</td></tr>`,
    );
  }
  const money = (n: number) => `&pound;${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Ticket office transactions: Brackenford (BKF, NLC 04127), Tuesday 24 November 2026</title>',
    '<style>body{font-family:Arial,sans-serif;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}td.num{text-align:right}</style>',
    '</head>',
    '<body>',
    '<h1>Harrowvale Rail retail: ticket office transactions</h1>',
    '<p>Location: <b>Brackenford (BKF)</b>, NLC 04127 &middot; Business day: <b>24/11/2026</b> &middot; Windows W1&ndash;W3 &middot; Produced 25/11/2026 06:30 by TIS-Report 5.4</p>',
    '<table id="transactions">',
    '<thead><tr><th>Transaction</th><th>Time</th><th>Window</th><th>Clerk</th><th>Product</th><th>From</th><th>To</th><th>Railcard</th><th>Qty</th><th>Tender</th><th>Amount</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<h2>Takings by tender</h2>',
    '<table id="tenders">',
    '<thead><tr><th>Tender</th><th>Total</th></tr></thead>',
    '<tbody>',
    ...[...totals.entries()].sort().map(([k, v]) => `<tr><td>${k}</td><td class="num">${money(v)}</td></tr>`),
    '</tbody>',
    '</table>',
    '<h2>Tender codes</h2>',
    '<ul>',
    '<li>CC: credit or debit card, chip and PIN</li>',
    '<li>CTLS: contactless card or device</li>',
    '<li>CASH: cash</li>',
    '<li>RTV: Rail Travel Voucher (customer compensation, delay repay or goodwill)</li>',
    '<li>WAR: warrant (MoD, police or company account)</li>',
    '<li>DC: debit card, offline</li>',
    '</ul>',
    `<p>${count} transactions. Report totals reconcile with the window declarations.</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return probe(
    'round 106: ticket office voucher season',
    "Finance are chasing me about last month's voucher reconciliation, which I'll deal with later. Separately: a gentleman came back to the Brackenford ticket office this morning saying he bought a year's season ticket to Harrowvale Central yesterday and paid for it with one of our travel vouchers. What was his transaction number?",
    'ticket_office_report',
    output,
    'voucher-season-txn',
    needle,
  );
}

/** c3: the CIS message log; the id of the message telling Quenby Parkway passengers to get off at Milbrook for the coach to the airport. */
function c3CisBusMessage(): EconomicsTask {
  const random = seededRandom(106_009);
  const needle = 'FM-2611-7Q2K4';
  const ids = new Set<string>([needle]);
  const id = (prefix: string) => {
    for (;;) {
      const v = `${prefix}-2611-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 5)}`;
      if (!ids.has(v)) {
        ids.add(v);
        return v;
      }
    }
  };
  const operators = ['jwhitlock', 'sbhatt', 'mlomax', 'kquarmby', 'rfirth'];
  const displays = STATIONS.flatMap((s) => [`${s.crs}-CON-01`, `${s.crs}-P1-N1`, `${s.crs}-P1-S1`, `${s.crs}-P2-N1`, `${s.crs}-P2-S1`]);
  const dests = ['Quenby Parkway', 'Harrowvale Central', 'Harrowvale Airport', 'Thornleigh', 'Ashcombe', 'Brackenford'];
  // Free-text messages through the day: [minute of the day, scope, text]; the needle's is the only one of its kind.
  const free: [number, string, string, string][] = [
    [6 * 60 + 2, 'ALL', 'Good morning. Please remember to keep your belongings with you at all times.', ''],
    [
      7 * 60 + 41,
      'HVC/CON',
      'Customers for Harrowvale Airport please change at Milbrook Junction. Through trains run every 15 minutes.',
      '',
    ],
    [9 * 60 + 15, 'QBP/P1,QBP/P2', 'Customers for Harrowvale Airport please change at Milbrook Junction.', ''],
    [11 * 60 + 3, 'BKF/CON', "Engineering works this Sunday: replacement buses between Brackenford and Salter's Cross.", ''],
    [
      14 * 60 + 52,
      'MBJ/ALL',
      'Due to a fault with the overhead wires at Harrowvale Airport, trains to the airport are suspended. Replacement coaches run from the station forecourt.',
      '',
    ],
    [
      15 * 60 + 8,
      'HVC/CON,HVC/P3,HVC/P4',
      'Customers for Harrowvale Airport should travel to Milbrook Junction and use the replacement coaches from the forecourt.',
      '',
    ],
    [
      15 * 60 + 31,
      'BKF/CON',
      'Replacement coaches are operating between Milbrook Junction and Harrowvale Airport. Please allow an extra 30 minutes.',
      '',
    ],
    [
      15 * 60 + 40,
      'QBP/CON',
      'Trains between Milbrook Junction and Harrowvale Airport are suspended. Please speak to staff for travel advice.',
      '',
    ],
    [
      17 * 60 + 26,
      'QBP/P1,QBP/P2,QBP/CON',
      'Customers for Harrowvale Airport should alight at Milbrook Junction and board the replacement coach from the station forecourt.',
      needle,
    ],
    [18 * 60 + 4, 'ASC/CON', 'Customers for Harrowvale Airport should change at Milbrook Junction for replacement coaches.', ''],
    [19 * 60 + 45, 'MBJ/ALL', 'Trains to Harrowvale Airport are running again. Replacement coaches have been withdrawn.', ''],
    [21 * 60 + 10, 'QBP/P1,QBP/P2', 'The lift to platform 2 is out of use. Please ask staff for assistance.', ''],
    [22 * 60 + 30, 'ALL', 'Late night: the last train to Quenby Parkway departs Harrowvale Central at 23:42.', ''],
  ];
  const out: string[] = [];
  let freeAt = 0;
  let handle = 40_112;
  for (let t = 4 * 3600 + 30 * 60; t < 24 * 3600 - 60; t += between(random, 8, 62)) {
    const stamp = `2026-11-24 ${clock(t)}.${String(pick(random, 1000)).padStart(3, '0')}`;
    while (freeAt < free.length && free[freeAt]![0] * 60 <= t) {
      const [, scope, text, given] = free[freeAt]!;
      const mid = given || id('FM');
      out.push(
        `${stamp} INFO  [cis-mgr-01] msg.publish id=${mid} kind=free scope=${scope} prio=2 expires=+120m by=${oneOf(random, operators)} text="${text}"`,
        `${stamp} DEBUG [cis-mgr-01] msg.fanout handle=${++handle} displays=${between(random, 2, 14)} ok=all`,
      );
      freeAt++;
    }
    const roll = random();
    const dest = oneOf(random, dests);
    const dep = hhmm(Math.floor(t / 60) + between(random, 3, 40));
    const station = oneOf(random, STATIONS).crs;
    if (roll < 0.34) {
      out.push(
        `${stamp} INFO  [cis-mgr-01] msg.auto id=${id('AM')} kind=delay scope=${station}/ALL src=darwin text="The ${dep} to ${dest} is delayed by approximately ${between(random, 2, 25)} minutes."`,
      );
    } else if (roll < 0.42) {
      out.push(
        `${stamp} INFO  [cis-mgr-01] msg.auto id=${id('AM')} kind=platform scope=${station}/ALL src=darwin text="The ${dep} to ${dest} will now depart from platform ${between(random, 1, 4)}."`,
      );
    } else if (roll < 0.45) {
      out.push(
        `${stamp} INFO  [cis-mgr-01] msg.auto id=${id('AM')} kind=cancel scope=${station}/ALL src=darwin text="The ${dep} to ${dest} has been cancelled. This is due to ${oneOf(random, ['a shortage of train crew', 'a fault on this train', 'a late running train being in the way'])}."`,
      );
    } else if (roll < 0.8) {
      out.push(
        `${stamp} DEBUG [cis-mgr-01] render.push display=${oneOf(random, displays)} layout=${oneOf(random, ['departures-3line', 'departures-6line', 'next-train'])} rows=${between(random, 1, 6)} ms=${between(random, 18, 140)}`,
      );
    } else if (roll < 0.9) {
      out.push(
        `${stamp} DEBUG [cis-mgr-01] darwin.ts rid=20261124${between(random, 1_000_000, 9_999_999)} locs=${between(random, 3, 8)} lag=${between(random, 1, 9)}s`,
      );
    } else if (roll < 0.97) {
      out.push(
        `${stamp} INFO  [pa-${station.toLowerCase()}-01] pa.play seq=${oneOf(random, ['dep_next', 'delay', 'safety_yellow_line', 'no_smoking', 'platform_change'])} zone=${oneOf(random, ['P1', 'P2', 'ALL'])}`,
      );
    } else {
      out.push(`${stamp} WARN  [cis-mgr-01] display ${oneOf(random, displays)} heartbeat late (${between(random, 31, 90)}s)`);
    }
  }
  return probe(
    'round 106: cis bus message',
    'Somebody waiting at Quenby Parkway yesterday around teatime says the screens were telling people to get off at Milbrook and catch a bus to the airport. What was the id of that message?',
    'cis_message_log',
    out.join('\n') + '\n',
    'cis-bus-message',
    needle,
  );
}

/** d1: a CSV inventory of the ticketing devices; the one gate still on the older firmware. */
function d1GateFirmware(): EconomicsTask {
  const random = seededRandom(106_010);
  const tags = new Set<string>();
  const tag = () => {
    for (;;) {
      const t = `HVT-${between(random, 10_000, 99_999)}`;
      if (!tags.has(t)) {
        tags.add(t);
        return t;
      }
    }
  };
  const kinds = [
    { type: 'GATE', model: 'Cubix AG-7 standard aisle', firmware: 'AG7-5.2.14', profile: 'gate-std-2026-10' },
    { type: 'GATE_WIDE', model: 'Cubix AG-7W wide aisle', firmware: 'AG7-5.2.14', profile: 'gate-wide-2026-10' },
    { type: 'TVM', model: 'Faretec FT-900 ticket machine', firmware: 'FT9-3.8.2', profile: 'tvm-2026-09' },
    { type: 'VALIDATOR', model: 'Faretec SV-20 smartcard validator', firmware: 'SV20-2.4.0', profile: 'val-2026-08' },
  ];
  // A few more stations than the timetable's, with the small halts that only have validators and machines.
  const halts = [
    ['Hobb Lane', 'HBL'],
    ['Kettlewell', 'KTW'],
    ['Marsh Gibbon Road', 'MGR'],
    ['Netherby', 'NTB'],
    ['Oldroyd', 'OLR'],
    ['Ravensthorpe', 'RVT'],
    ['Skelton Grange', 'SKG'],
    ['Tunstead', 'TUN'],
    ['Upperthorpe', 'UPT'],
    ['Yarwood', 'YRW'],
  ] as const;
  const sites = [
    ...STATIONS.map((s) => ({ crs: s.crs, name: s.name, gated: !['FWH', 'PKV', 'SXC'].includes(s.crs) })),
    ...halts.map(([name, crs]) => ({ crs, name, gated: false })),
  ].sort((x, y) => x.name.localeCompare(y.name));
  const rows: string[] = [
    'station_crs,station_name,device_type,device_id,asset_tag,model,serial_no,firmware,config_profile,itso_sam_id,ip_address,install_date,last_heartbeat_utc,last_txn_utc,txns_24h,comms,mode',
  ];
  let needle = '';
  for (const site of sites) {
    const devices: { kind: (typeof kinds)[number]; id: string }[] = [];
    if (site.gated) {
      const lines = site.crs === 'HVC' ? 4 : site.crs === 'MBJ' || site.crs === 'BKF' || site.crs === 'QBP' ? 3 : 2;
      for (let l = 0; l < lines; l++) {
        const gates = between(random, 6, 12);
        for (let g = 1; g <= gates; g++)
          devices.push({ kind: g === gates ? kinds[1]! : kinds[0]!, id: `${site.crs}-${'ABCD'[l]}-G${pad2(g)}` });
      }
    }
    for (let m = 1; m <= (site.gated ? between(random, 3, 8) : between(random, 1, 3)); m++)
      devices.push({ kind: kinds[2]!, id: `${site.crs}-TVM-${pad2(m)}` });
    for (let v = 1; v <= (site.gated ? between(random, 1, 2) : between(random, 2, 4)); v++)
      devices.push({ kind: kinds[3]!, id: `${site.crs}-VAL-${pad2(v)}` });
    for (const device of devices) {
      const asset = tag();
      let firmware = device.kind.firmware;
      let profile = device.kind.profile;
      if (device.id === 'MBJ-B-G04') {
        firmware = 'AG7-5.1.9';
        profile = 'gate-std-2026-10';
        needle = asset;
      }
      const installed = `20${between(random, 18, 25)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
      const beat = `2026-11-25T08:${pad2(between(random, 20, 29))}:${pad2(pick(random, 60))}Z`;
      rows.push(
        [
          site.crs,
          site.name.includes("'") || site.name.includes(',') ? `"${site.name}"` : site.name,
          device.kind.type,
          device.id,
          asset,
          device.kind.model,
          `${device.kind.firmware.split('-')[0]}${hex(random, 8).toUpperCase()}`,
          firmware,
          profile,
          `SAM${between(random, 1_000_000, 9_999_999)}`,
          `10.52.${sites.indexOf(site) + 1}.${devices.indexOf(device) + 10}`,
          installed,
          beat,
          `2026-11-25T08:${pad2(between(random, 0, 19))}:${pad2(pick(random, 60))}Z`,
          device.kind.type === 'VALIDATOR'
            ? between(random, 20, 900)
            : device.kind.type === 'TVM'
              ? between(random, 30, 420)
              : between(random, 400, 6_200),
          oneOf(random, ['4G', 'LAN', 'LAN', 'LAN']),
          device.kind.type.startsWith('GATE') ? oneOf(random, ['IN', 'OUT', 'BIDIR', 'BIDIR']) : 'SERVICE',
        ].join(','),
      );
    }
  }
  return probe(
    'round 106: gate firmware',
    'We pushed new software to all the ticket gates last month. Is there a gate that looks like it got missed? Give me its asset tag.',
    'ticketing_device_inventory',
    rows.join('\n') + '\n',
    'gate-firmware',
    needle,
  );
}

/** d2: a day of door cycle events from the class 387s' train management system (key=value); the one door that took far longer to close. */
function d2SlowDoor(): EconomicsTask {
  const random = seededRandom(106_011);
  const needle = 'close_ms=7640';
  const units = Array.from({ length: 40 }, (_, i) => ({ unit: `387${101 + i}`, odo: between(random, 380_000, 620_000) + random() }));
  const stops = ['HRWVCEN', 'MLBRKJN', 'HRWVAPT', 'ELLERBY', 'QNBYPKY', 'PNNKVL', 'FNWKHLT'];
  const count = 3_300;
  const at = Math.floor(count * 0.46);
  const out: string[] = [];
  const start = Date.UTC(2026, 10, 24, 9, 0, 0);
  for (let i = 0; i < count; i++) {
    // Service hours only: 09:00 to midnight yesterday, then 05:30 to 09:00 this morning.
    const x = Math.floor(((i + random()) * 18.5 * 3_600_000) / count);
    const ts = new Date(start + (x < 15 * 3_600_000 ? x : x + 5.5 * 3_600_000)).toISOString();
    const u = oneOf(random, units);
    u.odo += random() * 3;
    const car = oneOf(random, ['A', 'B', 'C', 'D']);
    const door = `${oneOf(random, ['L', 'R'])}${between(random, 1, 2)}`;
    let close = `close_ms=${between(random, 2_960, 3_480)}`;
    if (i === at) close = needle;
    else if (close === needle) close = 'close_ms=3120';
    out.push(
      `ts=${ts} src=tms unit=${u.unit} car=${car} door=${door} evt=door_cycle open_ms=${between(random, 1_850, 2_450)} ${close} dwell_s=${between(random, 25, 95)} obstruct=0 reopen=0 loc=${oneOf(random, stops)} odo_km=${u.odo.toFixed(1)} sw=tms-4.11.2`,
    );
  }
  return probe(
    'round 106: slow door',
    'Over the last day, did any of the 387s have a door that took a lot longer than the others to shut? Which unit and door was it?',
    'tms_event_query',
    out.join('\n') + '\n',
    'slow-door',
    needle,
  );
}

/** d3: a remote condition monitoring report of points operating times; the one swing far longer than the rest. */
function d3SlowPoints(): EconomicsTask {
  const random = seededRandom(106_012);
  const needle = '6.91';
  const places = [
    ['HVC', 'Harrowvale Central', 'HVC-RCM-01'],
    ['HEJ', 'Harrowvale East Jn', 'HVC-RCM-02'],
    ['MBJ', 'Milbrook Jn', 'MBJ-RCM-03'],
    ['MSJ', 'Milbrook South Jn', 'MBJ-RCM-04'],
    ['QBP', 'Quenby Parkway', 'QBP-RCM-01'],
  ] as const;
  const what = [
    'Up Main to Down Main crossover',
    'Down Main to Down Airport',
    'Up Airport to Up Main',
    'Down Main to Down Loop',
    'Up Loop to Up Main',
    'Platform 3 to Up Main',
    'Platform 4 to Down Main',
    'Carriage sidings exit',
    'Up Sidings (0417) entry',
    'Down Quenby to Bay platform',
    'Turnback siding',
  ];
  const types = ['HW2000 clamp lock', 'HW2000 clamp lock', 'Style 63 in-bearer', 'HPSS hydraulic'];
  const machines: { id: string; place: (typeof places)[number]; what: string; type: string; base: number }[] = [];
  let number = 2001;
  for (const place of places) {
    const n = place[0] === 'MBJ' || place[0] === 'HVC' ? 16 : 9;
    for (let i = 0; i < n; i++) {
      number += between(random, 1, 4);
      const type = oneOf(random, types);
      const base = type.startsWith('HPSS') ? 3.5 + random() * 0.5 : type.startsWith('Style') ? 3.1 + random() * 0.4 : 2.9 + random() * 0.5;
      for (const end of random() < 0.35 ? ['A', 'B'] : ['A'])
        machines.push({ id: `${number}${end}`, place, what: oneOf(random, what), type, base });
    }
  }
  const target = machines[Math.floor(machines.length * 0.53)]!;
  const sections: string[] = [];
  let total = 0;
  for (const m of machines) {
    const count = between(random, 18, 52);
    const times = Array.from({ length: count }, () => between(random, 4 * 3600 + 50 * 60, 23 * 3600 + 55 * 60)).sort((x, y) => x - y);
    const odd = m === target ? Math.floor(count * 0.6) : -1;
    const swings: number[] = [];
    const rows = times.map((t, i) => {
      const swing = i === odd ? 6.91 : m.base + (random() - 0.5) * 0.5;
      swings.push(swing);
      const dir = i % 2 === 0 ? 'N>R' : 'R>N';
      const peak = (3.4 + random() * 2.4).toFixed(1);
      const energy = (1.2 + random() * 1.6).toFixed(2);
      const ambient = (-2 + random() * 10).toFixed(1);
      return `  ${m.id.padEnd(6)}  ${clock(t)}  ${dir}   ${swing.toFixed(2).padEnd(8)}  ${peak.padEnd(7)}  ${energy.padEnd(10)}  ${ambient}`;
    });
    total += count;
    const mean = swings.reduce((a, b) => a + b, 0) / count;
    sections.push(
      '',
      '='.repeat(78),
      `POINT END ${m.id}   ${m.type}   ${m.place[1]}, ${m.what}`,
      `  Interlocking ${m.place[0]} SSI, logger ${m.place[2]}, profile ${m.type.startsWith('HPSS') ? 'HPSS-STD' : 'HW-STD'} (limit 8.00 s)`,
      `  Movements ${count} (N>R ${Math.ceil(count / 2)}, R>N ${Math.floor(count / 2)})   Mean swing ${mean.toFixed(2)} s`,
      '  ' + '-'.repeat(68),
      '  Point   Time      Dir   Swing(s)  Peak(A)  Energy(kJ)  Ambient(C)',
      ...rows,
    );
  }
  const output = [
    'HARROWVALE RAIL / NETWORK RCM  --  POINTS OPERATING TIME REPORT',
    'Area ........ HV  (Harrowvale Central, Milbrook Junction, Quenby branch)',
    'Period ...... 24/11/2026 00:00:00 - 24/11/2026 23:59:59',
    'Generated ... 25/11/2026 06:00:14 by rcm-reports 2.9.1',
    `Machines .... ${machines.length}   Movements .... ${total.toLocaleString('en-GB')}`,
    ...sections,
    '',
    '='.repeat(78),
    `END OF REPORT  ${machines.length} point ends, ${total.toLocaleString('en-GB')} movements`,
  ].join('\n');
  return probe(
    'round 106: slow points',
    "Looking at yesterday's points data for the Harrowvale area, was there one movement where a set of points took far longer than normal to go over? Which points, and when?",
    'rcm_points_report',
    output + '\n',
    'slow-points',
    needle,
  );
}

export function roundOneHundredSix(): EconomicsTask[] {
  return [
    a1TdInterpose(),
    a2DarwinRid(),
    a3GateRingDump(),
    b1FleetExamWorkOrder(),
    b2RosterDriver(),
    b3CisScreenIp(),
    c1RunningReportLateTrain(),
    c2TicketOfficeVoucherSeason(),
    c3CisBusMessage(),
    d1GateFirmware(),
    d2SlowDoor(),
    d3SlowPoints(),
  ];
}
