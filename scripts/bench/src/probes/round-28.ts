/**
 * Probe round 28, written blind: a made-up city region's bus and tram operator, Calderbrook Metro
 * (depots, vehicle telematics, ticketing and contactless payments, real-time passenger information,
 * timetabling, driver rostering, tram power and signalling, customer services). "Today" is Tuesday
 * 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  1. rti predictions api: when the 17:40 number 23 from Fenwick Park is now expected at Market Cross.
 *  2. contactless daily charges xml: what a Mastercard ending 4417 was charged for Saturday after capping.
 *  3. driver roster json: what time a named driver signs on this Saturday.
 * b. The answer a few lines away from the line the question's words match:
 *  4. passenger display inventory yaml: the IP address of the departure screen on one platform of a tram stop.
 *  5. fare sync stack traces: the underlying cause of last night's failed fare push to one ticket machine.
 *  6. depot stabling json: where one bus is parked in the depot tonight.
 * c. A question that paraphrases the output or carries a preamble:
 *  7. customer cases csv: which bus left a wheelchair user behind when its ramp would not come out.
 *  8. interlocking event log: when the points at the Minster Square junction first failed to confirm their move.
 *  9. contactless auth log: why a passenger's phone payment on the tram on Friday morning was turned down.
 * d. One value unlike its peers:
 * 10. gtfs stops.txt: which stop is placed far away from all the others.
 * 11. validator status jsonl: which card reader runs a blocked-card list far older than the rest.
 * 12. electric bus energy table: which bus on which day used far more energy per kilometre than the others.
 *
 * Not among the bench's targets.
 *
 * First run, at c944ea4 (e5b79db with this file; `ROUNDS=28 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 4,395,305 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; e5b79db's change (a stack trace's root cause) was written and tested before the report came and
 * committed after it unchanged. 87fe39b, the head before this round's stop began, finds 7/12 (74,495 tokens): all but
 * the fare sync stack traces of these 8.
 *   round 28: rti predictions api
 *     codex: 8,265 tokens, peak 8,179, 0/1 needles, 0 read-backs
 *     context-chef: 800 tokens, peak 714, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,332 tokens, peak 7,353, 0/1 needles, 4 read-backs
 *     ours: 5,940 tokens, peak 2,665, 0/1 needles, 2 read-backs
 *   round 28: contactless daily charges xml
 *     codex: 8,552 tokens, peak 8,460, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 712, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,316 tokens, peak 2,875, 1/1 needles, 2 read-backs
 *     ours: 19,470 tokens, peak 6,623, 1/1 needles, 4 read-backs
 *   round 28: driver roster json
 *     codex: 7,041 tokens, peak 6,962, 0/1 needles, 0 read-backs
 *     context-chef: 707 tokens, peak 628, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,886 tokens, peak 6,417, 0/1 needles, 4 read-backs
 *     ours: 5,258 tokens, peak 2,269, 0/1 needles, 2 read-backs
 *   round 28: passenger display inventory yaml
 *     codex: 14,866 tokens, peak 14,778, 0/1 needles, 0 read-backs
 *     context-chef: 764 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,163 tokens, peak 3,069, 0/1 needles, 2 read-backs
 *     ours: 5,626 tokens, peak 2,444, 1/1 needles, 2 read-backs
 *   round 28: fare sync stack traces
 *     codex: 15,340 tokens, peak 15,255, 0/1 needles, 0 read-backs
 *     context-chef: 776 tokens, peak 691, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,713 tokens, peak 2,825, 0/1 needles, 2 read-backs
 *     ours: 4,946 tokens, peak 2,539, 1/1 needles, 2 read-backs
 *   round 28: depot stabling json
 *     codex: 13,909 tokens, peak 13,828, 0/1 needles, 0 read-backs
 *     context-chef: 713 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,942 tokens, peak 1,483, 1/1 needles, 2 read-backs
 *     ours: 945 tokens, peak 666, 1/1 needles, 0 read-backs
 *   round 28: customer cases csv, preamble and paraphrase
 *     codex: 15,483 tokens, peak 15,370, 0/1 needles, 0 read-backs
 *     context-chef: 816 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,443 tokens, peak 4,145, 0/1 needles, 4 read-backs
 *     ours: 8,296 tokens, peak 3,628, 0/1 needles, 4 read-backs
 *   round 28: interlocking event log, preamble and paraphrase
 *     codex: 19,426 tokens, peak 19,335, 0/1 needles, 0 read-backs
 *     context-chef: 891 tokens, peak 800, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,818 tokens, peak 1,466, 0/1 needles, 4 read-backs
 *     ours: 4,468 tokens, peak 952, 1/1 needles, 4 read-backs
 *   round 28: contactless auth log, preamble and paraphrase
 *     codex: 17,519 tokens, peak 17,402, 0/1 needles, 0 read-backs
 *     context-chef: 913 tokens, peak 796, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,971 tokens, peak 4,680, 1/1 needles, 2 read-backs
 *     ours: 7,619 tokens, peak 4,211, 1/1 needles, 2 read-backs
 *   round 28: gtfs stops.txt
 *     codex: 17,380 tokens, peak 17,290, 0/1 needles, 0 read-backs
 *     context-chef: 819 tokens, peak 729, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,638 tokens, peak 1,439, 0/1 needles, 4 read-backs
 *     ours: 3,776 tokens, peak 817, 1/1 needles, 4 read-backs
 *   round 28: validator status jsonl
 *     codex: 15,625 tokens, peak 15,542, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 692, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,496 tokens, peak 1,206, 0/1 needles, 4 read-backs
 *     ours: 4,165 tokens, peak 894, 1/1 needles, 4 read-backs
 *   round 28: ev energy table
 *     codex: 18,467 tokens, peak 18,365, 0/1 needles, 0 read-backs
 *     context-chef: 898 tokens, peak 796, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,779 tokens, peak 1,460, 0/1 needles, 4 read-backs
 *     ours: 3,909 tokens, peak 844, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of November 2026: the UK is on GMT, so UTC is local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-17T07:41:03Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `07:42` from minutes after midnight. */
const hhmm = (m: number) => `${pad2(Math.floor(m / 60) % 24)}:${pad2(Math.floor(m) % 60)}`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  const where = at / output.length;
  if (where < 0.2 || where > 0.8) throw new Error(`${name}: the needle is at ${where.toFixed(2)} of the output`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
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

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** Stops of the region: name and the code prefix of its stands. */
const STOPS = [
  'Market Cross',
  'Harbour Street',
  'Minster Square',
  'Fenwick Park',
  'Castlegate',
  'Riverside Interchange',
  'Northgate',
  'Kingsmoor',
  "St Anne's Road",
  'Wellfield',
  'Brackley Road',
  'Thornhill Road',
  'Oakley Green',
  'University',
  'General Infirmary',
  'Parkway Station',
  'Saltmarket',
  'Cobden Street',
  'Victoria Quay',
  'Ashby Lane',
  'Greystone',
  'Millbank',
  'Haddon Cross',
  'Linford',
  'Westholme',
  'Calder Bridge',
  'Tannery Lane',
  'Bishopsfield',
  'Ravenscar Avenue',
  'Holme Lane',
  'Cross Flatts',
  'Moorside',
];
const FIRST = [
  'Kelly',
  'Darren',
  'Shazia',
  'Graham',
  'Leanne',
  'Mohammed',
  'Tracey',
  'Paul',
  'Agnieszka',
  'Stuart',
  'Nadia',
  'Wayne',
  'Claire',
  'Imran',
  'Joanne',
  'Lee',
  'Sandra',
  'Craig',
  'Farah',
  'Neil',
  'Michelle',
  'Tomasz',
  'Gemma',
  'Ian',
];
const LAST = [
  'Armstrong',
  'Hirst',
  'Hussain',
  'Sutcliffe',
  'Kaur',
  'Dobson',
  'Walsh',
  'Brook',
  'Nowicki',
  'Lister',
  'Akhtar',
  'Greenwood',
  'Holroyd',
  'Mahmood',
  'Pickles',
  'Exley',
  'Firth',
  'Bairstow',
  'Iqbal',
  'Crossley',
  'Haigh',
  'Wozniak',
  'Ramsden',
  'Barraclough',
];
const ROUTES = [
  '1',
  '3',
  '4',
  '7',
  '9',
  '12',
  '14',
  '16',
  '18',
  '21',
  '23',
  '23A',
  '27',
  '31',
  '33',
  '38',
  '41',
  '47',
  '52',
  '56',
  '60',
  'X4',
  'X12',
];
const TRAM_LINES = ['T1', 'T2', 'T3'];
const DEPOTS = [
  ['NGT', 'Northgate'],
  ['KGM', 'Kingsmoor'],
  ['RVS', 'Riverside'],
  ['WHM', 'Westholme'],
] as const;
const BUS_TYPES = ['Enviro400EV', 'Enviro400 MMC', 'StreetDeck Electroliner', 'Streetlite DF', 'Enviro200EV', 'Metrocity EV'];

/** `GET /rti/v2/predictions?operator=CMT`: every live trip's remaining calls on one line; the 17:40 23 at Market Cross. */
function rtiPredictionsApi(): EconomicsTask {
  const random = seededRandom(28_001);
  interface Call {
    order: number;
    stop_code: string;
    stop_name: string;
    aimed_arrival: string;
    expected_arrival: string;
    aimed_departure: string;
    expected_departure: string;
    status: string;
  }
  const stand = (name: string) => `${name} (Stand ${name.replace(/[^A-Z]/g, '').slice(0, 2)}${between(random, 1, 6)})`;
  const code = () => `CBT0${digits(random, 4)}`;
  const call = (order: number, name: string, aimed: number, delay: number, standName = stand(name)): Call => {
    const dwell = oneOf(random, [0, 0, 0, 20, 40]) * 1_000;
    return {
      order,
      stop_code: code(),
      stop_name: standName,
      aimed_arrival: `${iso(aimed)}+00:00`,
      expected_arrival: `${iso(aimed + delay)}+00:00`,
      aimed_departure: `${iso(aimed + dwell)}+00:00`,
      expected_departure: `${iso(aimed + delay + dwell)}+00:00`,
      status: delay > 180_000 ? 'delayed' : delay < -60_000 ? 'early' : 'on_time',
    };
  };
  const trip = (
    route: string,
    origin: string,
    startMin: number,
    calls: (delay: number) => Call[],
    vehicle = String(between(random, 3001, 4460)),
  ) => {
    const delay = (between(random, -40, 420) + (random() < 0.15 ? between(random, 300, 900) : 0)) * 1_000;
    return {
      trip_id: `CMT-${route}-${hhmm(startMin).replace(':', '')}-${oneOf(random, ['O', 'I'])}-TU-${digits(random, 5)}`,
      line: route,
      operator: 'CMT',
      origin_name: origin,
      destination_name: oneOf(
        random,
        STOPS.filter((s) => s !== origin),
      ),
      origin_aimed_departure: `2026-11-17T${hhmm(startMin)}:00+00:00`,
      vehicle: {
        fleet_number: vehicle,
        registration: `YK${between(random, 19, 25)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
        low_floor: true,
      },
      position: {
        lat: Number((53.68 + random() * 0.12).toFixed(5)),
        lon: Number((-1.62 + random() * 0.2).toFixed(5)),
        bearing: between(random, 0, 359),
        recorded_at: isoZ(T(17, 17, 52, between(random, 0, 59))),
      },
      occupancy: oneOf(random, ['MANY_SEATS_AVAILABLE', 'FEW_SEATS_AVAILABLE', 'STANDING_ROOM_ONLY', 'MANY_SEATS_AVAILABLE']),
      calls: calls(delay),
    };
  };
  const randomCalls = (startMin: number) => (delay: number) => {
    const n = between(random, 5, 13);
    let t = T(17, 0, startMin) + between(random, 8, 30) * MINUTE;
    const out: Call[] = [];
    const from = between(random, 2, 9);
    for (let k = 0; k < n; k++) {
      let name = oneOf(random, STOPS);
      // The planted 23's time at Market Cross is the only one of its kind.
      if (name === 'Market Cross' && Math.abs(t - T(17, 17, 58)) < 3 * MINUTE) name = 'Saltmarket';
      out.push(call(from + k, name, t, delay));
      t += between(random, 2, 5) * MINUTE;
    }
    return out;
  };
  const trips: object[] = [];
  const COUNT = 440;
  for (let i = 0; i < COUNT; i++) {
    const start = 16 * 60 + 50 + pick(random, 70);
    let route = oneOf(random, ROUTES);
    let origin = oneOf(random, STOPS);
    if (route === '23' && origin === 'Fenwick Park') origin = 'Greystone';
    if (start === 17 * 60 + 40 && route === '23') route = '27';
    trips.push(trip(route, origin, start, randomCalls(start)));
  }
  const planted = (
    route: string,
    origin: string,
    startMin: number,
    marketCross: number,
    delaySec: number,
    keep?: (calls: Call[]) => void,
  ) =>
    trip(route, origin, startMin, () => {
      const names = [
        'Fenwick Park Road',
        'Ravenscar Avenue',
        'Bishopsfield',
        'Cobden Street',
        'Market Cross',
        'Saltmarket',
        'Minster Square',
        'Harbour Street',
      ];
      const calls: Call[] = [];
      let t = T(17, 0, marketCross) - 4 * 3 * MINUTE;
      names.forEach((name, k) => {
        calls.push(call(k + 5, name, t, delaySec * 1_000, name === 'Market Cross' ? 'Market Cross (Stand MC3)' : stand(name)));
        t += 3 * MINUTE;
      });
      keep?.(calls);
      return calls;
    });
  let target: Call | undefined;
  trips[Math.floor(COUNT * 0.51)] = planted('23', 'Fenwick Park', 17 * 60 + 40, 17 * 60 + 58, 682, (calls) => (target = calls[4]));
  trips[Math.floor(COUNT * 0.43)] = planted('23', 'Fenwick Park', 17 * 60 + 10, 17 * 60 + 28, 95);
  trips[Math.floor(COUNT * 0.56)] = planted('23A', 'Fenwick Park', 17 * 60 + 40, 18 * 60 + 1, 240);
  trips[Math.floor(COUNT * 0.6)] = planted('23', 'Fenwick Park', 18 * 60 + 10, 18 * 60 + 28, 0);
  trips[Math.floor(COUNT * 0.47)] = planted('23', 'Harbour Street', 17 * 60 + 40, 17 * 60 + 49, 310);
  const text = JSON.stringify(target);
  const needle = text.slice(text.indexOf('"stop_name"'), text.indexOf(',"aimed_departure"'));
  const output = `${JSON.stringify({
    operator: 'CMT',
    generated_at: '2026-11-17T17:53:04+00:00',
    valid_until: '2026-11-17T17:53:34+00:00',
    count: COUNT,
    trips,
  })}\n`;
  const ask =
    "I'm standing at Market Cross waiting for the 17:40 number 23 that starts at Fenwick Park. What time is it actually expected to get here now?";
  return probe('round 28: rti predictions api', ask, 'http_get', output, 'expected', needle, true);
}

/** The fare engine's daily charge file for Saturday, as one line of XML; one Mastercard's capped charge. */
function contactlessChargesXml(): EconomicsTask {
  const random = seededRandom(28_002);
  const SCHEMES = [
    ['VISA', '4'],
    ['MASTERCARD', '5'],
    ['MASTERCARD', '2'],
    ['AMEX', '3'],
    ['MAESTRO', '6'],
  ] as const;
  const last4 = () => {
    let l = '';
    while (!l || l === '4417') l = digits(random, 4);
    return l;
  };
  const zone = (stop: string) => (STOPS.indexOf(stop) < 12 ? 1 : STOPS.indexOf(stop) < 24 ? 2 : 3);
  const customer = (scheme: readonly [string, string], end: string, taps: number, fixedCharge?: string) => {
    const token = `PAR${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 26)}`;
    const pan = `${scheme[1]}${digits(random, 5)}******${end}`;
    const tapXml: string[] = [];
    let t = T(14, between(random, 6, 15), between(random, 0, 59), between(random, 0, 59));
    let fare = 0;
    let maxZone = 1;
    for (let k = 0; k < taps; k++) {
      const tram = random() < 0.35;
      const stop = oneOf(random, STOPS);
      const z = zone(stop);
      maxZone = Math.max(maxZone, z);
      const price = tram ? (z === 1 ? 2.1 : z === 2 ? 2.6 : 3.2) : 2.0;
      fare += price;
      tapXml.push(
        `<Tap id="TP${digits(random, 10)}" time="${isoZ(t)}" mode="${tram ? 'TRAM' : 'BUS'}" device="${tram ? `VAL-T-${digits(random, 4)}` : `VAL-B-${between(random, 3001, 4460)}-${between(random, 1, 2)}`}" ${tram ? `stop="${stop}" zone="${z}"` : `route="${oneOf(random, ROUTES)}"`} fare="${price.toFixed(2)}"/>`,
      );
      t += between(random, 12, 180) * MINUTE;
    }
    const cap = maxZone === 1 ? 5.5 : maxZone === 2 ? 6.8 : 8.4;
    const charged = fixedCharge ?? Math.min(fare, cap).toFixed(2);
    const capApplied = Number(charged) < Number(fare.toFixed(2));
    return (
      `<Customer panToken="${token}" maskedPan="${pan}" scheme="${scheme[0]}" wallet="${oneOf(random, ['NONE', 'NONE', 'APPLE_PAY', 'GOOGLE_PAY'])}" taps="${taps}" fareBeforeCap="${fare.toFixed(2)}" cap="${capApplied ? `DAY_Z1${maxZone > 1 ? `-${maxZone}` : ''}` : 'NONE'}" charged="${charged}" auth="${oneOf(random, ['ANI', 'ANI', 'ANI', 'DEBT_RECOVERY'])}" settlement="SETTLED">` +
      `${tapXml.join('')}</Customer>`
    );
  };
  const customers: string[] = [];
  const COUNT = 2_700;
  for (let i = 0; i < COUNT; i++) customers.push(customer(oneOf(random, SCHEMES), last4(), oneOf(random, [1, 2, 2, 2, 3, 4, 5])));
  const target = customer(SCHEMES[1], '4417', 4);
  customers[Math.floor(COUNT * 0.5)] = target;
  customers[Math.floor(COUNT * 0.46)] = customer(SCHEMES[0], '4417', 3);
  customers[Math.floor(COUNT * 0.57)] = customer(SCHEMES[2], '4471', 5);
  customers[Math.floor(COUNT * 0.41)] = customer(SCHEMES[1], '1447', 2);
  const needle = target.slice(target.indexOf('maskedPan='), target.indexOf(' auth='));
  const output = `<?xml version="1.0" encoding="UTF-8"?><DailyChargeFile xmlns="urn:cmt:farengine:charges:3" operator="CMT" businessDate="2026-11-14" generated="2026-11-15T04:12:37Z" acquirer="CARDNET" customers="${COUNT}">${customers.join('')}</DailyChargeFile>\n`;
  const ask =
    "A passenger with a Mastercard ending 4417 has rung up about last Saturday's travel. How much did we end up charging her for the day, once the daily cap was taken into account?";
  return probe('round 28: contactless daily charges xml', ask, 'http_get', output, 'charged', needle, true);
}

/** `GET /rostering/api/v3/rosters?depot=KGM&week=2026-W47`, minified: every driver's week; one Saturday sign-on. */
function driverRosterJson(): EconomicsTask {
  const random = seededRandom(28_003);
  const DATES = Array.from({ length: 7 }, (_, d) => `2026-11-${pad2(16 + d)}`);
  const dutySeq = DATES.map(() => 100);
  const day = (d: number, rest: boolean, signOn?: number) => {
    if (rest) return { date: DATES[d]!, duty: 'REST', sign_on: null, sign_off: null };
    const on = signOn ?? between(random, 4 * 60 + 30, 16 * 60);
    const length = between(random, 7 * 60 + 10, 9 * 60 + 40);
    dutySeq[d]! += between(random, 1, 3);
    return {
      date: DATES[d]!,
      duty: `KM-${d >= 5 ? (d === 5 ? 'S' : 'U') : ''}${dutySeq[d]}`,
      sign_on: hhmm(on),
      sign_off: hhmm(on + length),
      spread: `${Math.floor(length / 60)}h${pad2(length % 60)}`,
      first_vehicle: String(between(random, 3001, 4460)),
      routes: Array.from({ length: between(random, 1, 3) }, () => oneOf(random, ROUTES)),
      relief_point: oneOf(random, ['Kingsmoor Depot', 'Market Cross', 'Riverside Interchange', 'Castlegate', 'Parkway Station']),
    };
  };
  const driver = (name: string, staff: string, saturdayOn?: number) => {
    const restDays = new Set([pick(random, 7), pick(random, 7)]);
    if (saturdayOn !== undefined) restDays.delete(5);
    return {
      staff_no: staff,
      name,
      grade: oneOf(random, ['PSV', 'PSV', 'PSV', 'PSV Trainer', 'Part-time PSV']),
      link: `L${between(random, 1, 9)}`,
      contracted_hours: oneOf(random, [39, 39, 39, 30, 24]),
      days: DATES.map((_, d) => day(d, restDays.has(d), d === 5 ? saturdayOn : undefined)),
    };
  };
  const name = () => {
    let n = '';
    while (!n || n === 'Kelly Armitage') n = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    return n;
  };
  const drivers: object[] = [];
  const COUNT = 900;
  const targetAt = Math.floor(COUNT * 0.52);
  let needle = '';
  for (let i = 0; i < COUNT; i++) {
    const staff = `4${digits(random, 4)}`;
    if (i === targetAt) {
      const d = driver('Kelly Armitage', staff, 6 * 60 + 32) as { days: object[] };
      const text = JSON.stringify(d.days[5]);
      needle = text.slice(1, text.indexOf(',"spread"'));
      drivers.push(d);
    } else if (i === Math.floor(COUNT * 0.45)) drivers.push(driver('Kelly Armstrong', staff, 5 * 60 + 14));
    else if (i === Math.floor(COUNT * 0.58)) drivers.push(driver('Kerry Armitage', staff, 13 * 60 + 46));
    else drivers.push(driver(name(), staff));
  }
  const output = `${JSON.stringify({
    depot: 'KGM',
    depot_name: 'Kingsmoor',
    week: '2026-W47',
    published: '2026-11-06T15:00:00Z',
    version: 4,
    drivers,
  })}\n`;
  const ask = 'Kelly Armitage at Kingsmoor has asked me what time she signs on this Saturday. Can you check the roster for her?';
  return probe('round 28: driver roster json', ask, 'http_get', output, 'sign-on', needle, true);
}

/** `pidctl inventory export -o yaml`: every passenger information display; one screen's address. */
function displayInventoryYaml(): EconomicsTask {
  const random = seededRandom(28_004);
  const MODELS = ['Infotec ILD-400', 'Infotec TFT-32', 'Mobisoft eInk-13', 'Vix VDU-55', 'Trueform TFT-43'];
  const used = new Set<string>();
  const ip = () => {
    let a = '';
    while (!a || used.has(a)) a = `10.${between(random, 60, 63)}.${between(random, 0, 255)}.${between(random, 2, 253)}`;
    used.add(a);
    return a;
  };
  let seq = 0;
  const display = (stop: string, code: string, position: string, tram: boolean) => {
    seq++;
    const model = oneOf(random, tram ? ['Infotec TFT-32', 'Vix VDU-55', 'Trueform TFT-43'] : MODELS);
    return [
      `  - id: PID-${String(seq).padStart(4, '0')}`,
      `    stop: {code: ${code}, name: "${stop}", mode: ${tram ? 'tram' : 'bus'}}`,
      `    position: "${position}"`,
      `    hardware:`,
      `      model: ${model}`,
      `      serial: ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${digits(random, 7)}`,
      `      power: ${oneOf(random, ['mains', 'mains', 'solar+battery', 'lamp column'])}`,
      `    network:`,
      `      ip: ${ip()}`,
      `      bearer: ${oneOf(random, ['4G', '4G', 'fibre', 'LoRa'])}`,
      `      sim_iccid: "894411${digits(random, 13)}"`,
      `    content:`,
      `      template: ${tram ? 'tram-platform-v3' : oneOf(random, ['bus-stop-4line', 'bus-stop-8line', 'interchange-16'])}`,
      `      rows: ${oneOf(random, [3, 4, 8])}`,
      `    last_seen: "${isoZ(T(17, 9, 0) + pick(random, 3 * 60 * 60) * 1_000)}"`,
      `    firmware: ${oneOf(random, ['4.2.7', '4.2.7', '4.3.0', '4.1.12'])}`,
    ];
  };
  const blocks: string[][] = [];
  let needle = '';
  const TRAM_STOPS = [
    'Castlegate',
    'Minster Square',
    'Harbour Street',
    'Victoria Quay',
    'Parkway Station',
    'University',
    'Millbank',
    'Calder Bridge',
    'Greystone',
  ];
  for (let round = 0; round < 60; round++) {
    for (const stop of STOPS) {
      const code = `CBT0${digits(random, 4)}`;
      if (round === 31 && TRAM_STOPS.includes(stop)) {
        for (const position of ['Platform 1 (towards Parkway)', 'Platform 2 (towards Victoria Quay)', 'Ticket hall']) {
          const lines = display(stop, code, position, true);
          if (stop === 'Castlegate' && position.startsWith('Platform 2')) needle = lines[8]!.trim();
          blocks.push(lines);
        }
      } else if (random() < 0.85) {
        const street = `${oneOf(random, ['Stand', 'Stop'])} ${chars(random, 'ABCDEFGHJKLM', 1)}${between(random, 1, 9)}`;
        blocks.push(
          display(
            `${stop}${round ? ` ${oneOf(random, ['North', 'South', 'East', 'West', 'Lower', 'Upper', 'Rd', 'Cnr'])} ${round}` : ''}`,
            code,
            street,
            false,
          ),
        );
      }
    }
  }
  const output = `${[
    '# pidctl inventory export --all -o yaml',
    'operator: CMT',
    `exported: "${isoZ(T(17, 12, 4, 51))}"`,
    `count: ${blocks.length}`,
    'displays:',
    ...blocks.flat(),
  ].join('\n')}\n`;
  const ask =
    "The departure screen on platform 2 at the Castlegate tram stop has gone blank. What's its IP address? I want to try pinging it before I send someone out.";
  return probe('round 28: passenger display inventory yaml', ask, 'run_shell', output, 'ip', needle);
}

/** `kubectl logs deploy/fare-sync --since=12h`: a night of fare table pushes; one machine's nested causes. */
function fareSyncStackTraces(): EconomicsTask {
  const random = seededRandom(28_005);
  const ts = (t: number) => `${new Date(t).toISOString().slice(0, 10)} ${new Date(t).toISOString().slice(11, 23)}`;
  const worker = () => `fare-sync-worker-${between(random, 1, 8)}`;
  const tvm = () => {
    let id = '';
    while (!id || id === 'TVM-0412') id = `TVM-${String(between(random, 1, 640)).padStart(4, '0')}`;
    return id;
  };
  const FRAMES = [
    'com.calderbrook.tvm.sync.FarePushJob.pushTable(FarePushJob.java:212)',
    'com.calderbrook.tvm.sync.FarePushJob.run(FarePushJob.java:148)',
    'com.calderbrook.tvm.sync.PushScheduler.lambda$dispatch$3(PushScheduler.java:97)',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const CAUSES: readonly (readonly string[])[] = [
    [
      'java.net.SocketTimeoutException: Read timed out',
      '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
      '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
      '\tat com.calderbrook.tvm.transport.DeviceChannel.readAck(DeviceChannel.java:88)',
    ],
    [
      'java.net.ConnectException: Connection refused',
      '\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)',
      '\tat java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:592)',
      '\tat com.calderbrook.tvm.transport.DeviceChannel.open(DeviceChannel.java:51)',
    ],
    [
      'com.calderbrook.tvm.transport.DeviceBusyException: device in service mode (door open)',
      '\tat com.calderbrook.tvm.transport.DeviceChannel.handshake(DeviceChannel.java:67)',
    ],
  ];
  const lines: string[] = [];
  const cause = (first: string, deeper: readonly string[]) => [
    `Caused by: ${first}`,
    '\tat com.calderbrook.tvm.transport.DeviceChannel.send(DeviceChannel.java:131)',
    '\tat com.calderbrook.tvm.sync.FarePushJob.pushTable(FarePushJob.java:204)',
    '\t... 5 common frames omitted',
    `Caused by: ${deeper[0]!}`,
    ...deeper.slice(1),
    '\t... 8 common frames omitted',
  ];
  const failure = (t: number, machine: string, deeper: readonly string[]) => [
    `${ts(t)} ERROR 1 --- [${worker()}] c.c.tvm.sync.FarePushJob               : Push of fare table FT-2026.11-r3 to ${machine} failed after 3 attempts`,
    `com.calderbrook.tvm.sync.PushException: ${machine}: transfer aborted at block ${between(random, 2, 180)}/212`,
    ...FRAMES.map((f) => `\tat ${f}`),
    ...cause(`com.calderbrook.tvm.transport.ChannelException: ${machine} channel closed during transfer`, deeper),
  ];
  let t = T(17, 0, 30);
  let needle = '';
  const end = T(17, 5, 30);
  let count = 0;
  while (t < end) {
    const r = random();
    const machine = tvm();
    if (r < 0.82) {
      lines.push(
        `${ts(t)}  INFO 1 --- [${worker()}] c.c.tvm.sync.FarePushJob               : Pushed fare table FT-2026.11-r3 to ${machine} (${machine.toLowerCase()}.tvm.cmt.internal) in ${between(random, 900, 14_000)} ms, checksum ${hex(random, 8)}`,
      );
    } else if (r < 0.93) {
      lines.push(
        `${ts(t)}  WARN 1 --- [${worker()}] c.c.tvm.sync.FarePushJob               : ${machine} did not acknowledge block ${between(random, 1, 212)}, retrying (${between(random, 1, 2)}/3)`,
      );
    } else if (r < 0.985) {
      lines.push(
        `${ts(t)}  INFO 1 --- [scheduler-1] c.c.tvm.sync.PushScheduler             : queue depth ${between(random, 0, 240)}, in flight ${between(random, 1, 8)}, completed ${count}`,
      );
    } else {
      lines.push(...failure(t, machine, oneOf(random, CAUSES)));
    }
    count++;
    if (needle === '' && t > T(17, 2, 51)) {
      const deeper = [
        'java.io.IOException: No space left on device: /var/tvm/fares/staging/FT-2026.11-r3.bin (device free 1.2 MB, table 4.8 MB)',
        '\tat com.calderbrook.tvm.device.RemoteFs.write(RemoteFs.java:144)',
        '\tat com.calderbrook.tvm.transport.DeviceChannel.commitBlock(DeviceChannel.java:203)',
      ];
      lines.push(
        `${ts(t)}  WARN 1 --- [fare-sync-worker-6] c.c.tvm.sync.FarePushJob               : TVM-0412 did not acknowledge block 187, retrying (3/3)`,
      );
      lines.push(...failure(t + 350, 'TVM-0412', deeper));
      needle = `Caused by: ${deeper[0]!}`;
      lines.push(...failure(t + 4_000, 'TVM-0421', CAUSES[0]!));
    }
    t += between(random, 600, 4_800);
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Last night's fare table push to ticket machine TVM-0412 failed, so it's still selling at the old prices this morning. What was the underlying cause?";
  return probe('round 28: fare sync stack traces', ask, 'run_shell', output, 'cause', needle);
}

/** `GET /depots/v1/stabling?date=2026-11-17`, pretty JSON: every bus parked tonight; where one bus stands. */
function depotStablingJson(): EconomicsTask {
  const random = seededRandom(28_006);
  const vehicles: object[] = [];
  let fleet = 3001;
  for (const [code, name] of DEPOTS) {
    const roads = between(random, 14, 22);
    const perRoad = between(random, 8, 12);
    const slots: string[] = [];
    for (let r = 1; r <= roads; r++) for (let p = 1; p <= perRoad; p++) slots.push(`${code}-R${pad2(r)}-${pad2(p)}`);
    for (let k = slots.length - 1; k > 0; k--) {
      const j = pick(random, k + 1);
      [slots[k], slots[j]] = [slots[j]!, slots[k]!];
    }
    const n = Math.floor(slots.length * 0.9);
    for (let i = 0; i < n; i++) {
      fleet += between(random, 1, 2);
      if (fleet === 4218) fleet++;
      const label = slots[i]!;
      const type = oneOf(random, BUS_TYPES);
      const electric = /EV|Electroliner/.test(type);
      const [, road, pos] = label.split('-');
      vehicles.push({
        fleet_no: String(fleet),
        registration: `YK${between(random, 19, 25)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
        type,
        depot: code,
        depot_name: name,
        arrived: isoZ(T(17, 18, 30) + pick(random, 6 * 60) * MINUTE),
        stabling: { road: road!, position: Number(pos), label },
        state_of_charge_pct: electric ? between(random, 18, 100) : null,
        charger: electric ? `${code}-C${pad2(between(random, 1, 60))}` : null,
        fuel_pct: electric ? null : between(random, 20, 100),
        defects_open: oneOf(random, [0, 0, 0, 0, 1, 2]),
        next_out: { duty: `${code.slice(0, 2)}-${between(random, 101, 480)}`, time: hhmm(4 * 60 + 30 + pick(random, 240)) },
      });
    }
  }
  // A bus transferred in from another depot keeps its number: the last but a few of Kingsmoor's.
  const kingsmoor = vehicles.flatMap((v, i) => ((v as { depot: string }).depot === 'KGM' ? [i] : []));
  const target = vehicles[kingsmoor[kingsmoor.length - 7]!] as { fleet_no: string; stabling: { label: string } };
  target.fleet_no = '4218';
  const output = `${JSON.stringify({ date: '2026-11-17', generated_at: isoZ(T(17, 23, 10, 3)), vehicles }, null, 2)}\n`;
  const needle = `"label": "${target.stabling.label}"`;
  const ask = "Where's bus 4218 parked at Kingsmoor tonight? The fitter needs to find it first thing to get it ready for its MOT.";
  return probe('round 28: depot stabling json', ask, 'http_get', output, 'stabling', needle);
}

/** The customer relations system's cases for the last month, as CSV; a ramp that would not deploy, said in other words. */
function customerCasesCsv(): EconomicsTask {
  const random = seededRandom(28_007);
  const CASES: readonly (readonly [string, string, readonly string[]])[] = [
    [
      'PUNCTUALITY',
      'Late running',
      ['Bus 25 minutes late, missed connection at Riverside', 'No show of the 07:10, waited 40 mins', 'Ran early, left before timetable'],
    ],
    ['PUNCTUALITY', 'Missed stop', ['Driver did not stop despite bell', 'Went past the stop, passengers flagged it down']],
    [
      'STAFF',
      'Driver conduct',
      ['Driver rude when asked about fare', 'Driver on mobile phone while driving', 'Driver very helpful, praise'],
    ],
    [
      'FARES',
      'Contactless overcharge',
      ['Charged twice for same journey', 'Cap not applied on Saturday', 'Charged full fare with student railcard'],
    ],
    ['FARES', 'Ticket machine', ['TVM took cash, no ticket issued', 'Card reader on TVM not working']],
    [
      'ACCESSIBILITY',
      'Wheelchair space',
      ['Buggy in wheelchair space, driver did not ask to move', 'Wheelchair space occupied by luggage'],
    ],
    ['ACCESSIBILITY', 'Audio-visual announcements', ['Next stop display off all journey', 'Announcements not working']],
    ['VEHICLE', 'Cleanliness', ['Seats dirty upstairs', 'Vomit on lower deck not cleaned']],
    ['VEHICLE', 'Heating', ['Heating off, bus freezing', 'Heating stuck on full, far too hot']],
    ['INFORMATION', 'Real-time display', ['Countdown showed due then vanished', 'Display at stop blank for a week']],
  ];
  const header =
    'case_ref,opened_at,channel,category,subcategory,route,stop_name,fleet_no,incident_date,summary,status,owner_team,response_due';
  const row = (
    t: number,
    kind: (typeof CASES)[number],
    stop: string,
    status = oneOf(random, ['CLOSED', 'CLOSED', 'CLOSED', 'AWAITING_DEPOT', 'OPEN']),
    summary = oneOf(random, kind[2]),
    fleetNo = String(between(random, 3001, 4460)),
  ) =>
    [
      'CR-#',
      new Date(t).toISOString().slice(0, 16).replace('T', ' '),
      oneOf(random, ['web form', 'email', 'phone', 'social', 'phone']),
      kind[0],
      kind[1],
      oneOf(random, ROUTES),
      stop,
      fleetNo,
      new Date(t - between(random, 0, 3) * DAY).toISOString().slice(0, 10),
      summary,
      status,
      oneOf(random, ['Customer Relations', 'Kingsmoor Depot', 'Northgate Depot', 'Riverside Depot', 'Westholme Depot', 'Revenue']),
      new Date(t + 10 * DAY).toISOString().slice(0, 10),
    ]
      .map(csv)
      .join(',');
  const rows: { t: number; text: string }[] = [];
  const start = T(17, 0) - 31 * DAY;
  for (let i = 0; i < 7_200; i++) {
    const t = start + pick(random, 31 * 24 * 60) * MINUTE;
    rows.push({
      t,
      text: row(
        t,
        oneOf(random, CASES),
        `${oneOf(random, STOPS)} ${oneOf(random, ['', '', 'North', 'South', 'Stand B', 'Stand D'])}`.trim(),
      ),
    });
  }
  const ramp: (typeof CASES)[number] = ['ACCESSIBILITY', 'Ramp / kneeling', []];
  const at = T(5, 15, 12);
  const target = row(
    at,
    ramp,
    'Thornhill Road',
    'AWAITING_DEPOT',
    'Ramp failed to deploy at stop, PRM customer (powered chair) unable to board, driver advised to wait for next service',
    '3874',
  );
  rows.push({ t: at, text: target });
  rows.push({
    t: T(9, 8, 40),
    text: row(T(9, 8, 40), ramp, 'Wellfield', 'CLOSED', 'Ramp failed to deploy, PRM customer boarded after driver reset the bus', '3611'),
  });
  rows.push({
    t: T(3, 17, 5),
    text: row(
      T(3, 17, 5),
      CASES[5]!,
      'Thornhill Road',
      'CLOSED',
      'Wheelchair user not able to board as buggy in space, driver did not ask to move',
      '3902',
    ),
  });
  rows.push({
    t: T(12, 11, 31),
    text: row(T(12, 11, 31), ramp, 'Thornhill Road', 'CLOSED', 'Bus did not kneel, elderly customer struggled to step up', '4105'),
  });
  rows.sort((a, b) => a.t - b.t);
  let seq = 208_400;
  for (const r of rows) r.text = r.text.replace('CR-#', `CR-${(seq += between(random, 1, 3))}`);
  const needle = rows.find((r) => r.t === at)!.text;
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "A councillor has forwarded us a complaint. One of her constituents, who uses a wheelchair, was left standing at the stop on Thornhill Road earlier this month because the ramp on the bus wouldn't come out, and the driver just told her to wait for the next one. Which bus was it?";
  return probe('round 28: customer cases csv, preamble and paraphrase', ask, 'run_shell', output, 'bus', needle);
}

/** The tram interlockings' event recorder for last night; the points at Minster Square losing detection, in other words. */
function interlockingEventLog(): EconomicsTask {
  const random = seededRandom(28_008);
  const IXLS: readonly (readonly [string, string, readonly string[]])[] = [
    ['IXL-MSJ', 'Minster Sq Jn', ['P211', 'P212', 'P214']],
    ['IXL-CGT', 'Castlegate Jn', ['P301', 'P302']],
    ['IXL-VQY', 'Victoria Quay Xover', ['P405', 'P406']],
    ['IXL-MBK', 'Millbank Depot Fan', ['P501', 'P502', 'P503', 'P504', 'P505']],
    ['IXL-PKW', 'Parkway Turnback', ['P601', 'P602']],
  ];
  const stamp = (t: number) =>
    `${new Date(t).toISOString().slice(0, 10).split('-').reverse().join('/')} ${new Date(t).toISOString().slice(11, 23)}`;
  const events: { t: number; text: string }[] = [];
  const add = (t: number, ixl: string, cls: string, obj: string, text: string) =>
    events.push({ t, text: `${stamp(t)} | ${ixl.padEnd(7)} | ${cls.padEnd(6)} | ${obj.padEnd(6)} | ${text}` });
  const start = T(16, 17, 0);
  const end = T(17, 1, 30);
  for (let t = start; t < end; t += between(random, 1_500, 9_000)) {
    const [ixl, , points] = oneOf(random, IXLS);
    const r = random();
    const tram = `TRM${between(random, 601, 634)}`;
    const lineId = oneOf(random, TRAM_LINES);
    if (r < 0.35) {
      const pt = oneOf(random, points);
      const to = oneOf(random, ['REVERSE', 'NORMAL']);
      add(t, ixl, 'POINTS', pt, `CALL ${to.padEnd(7)} req=${tram}/${lineId}`);
      add(
        t + between(random, 2_400, 4_800),
        ixl,
        'POINTS',
        pt,
        `DETECTED ${to.padEnd(7)} move=${(2.4 + random() * 2.2).toFixed(1)}s lock=OK`,
      );
    } else if (r < 0.6) {
      add(
        t,
        ixl,
        'ROUTE',
        `R${between(random, 10, 48)}-${between(random, 1, 4)}`,
        `SET ${tram}/${lineId} dest=${oneOf(random, ['Parkway', 'Victoria Quay', 'Millbank', 'Greystone', 'University'])}`,
      );
    } else if (r < 0.8) {
      add(t, ixl, 'SIGNAL', `S${between(random, 100, 199)}`, `PROCEED ${tram}/${lineId}`);
    } else if (r < 0.97) {
      add(t, ixl, 'TRACK', `TC${between(random, 20, 89)}`, oneOf(random, ['OCCUPIED', 'CLEAR']));
    } else {
      add(t, ixl, 'SYSTEM', 'COMMS', `heartbeat ok peer=OCC-${oneOf(random, ['A', 'B'])} rtt=${between(random, 4, 30)}ms`);
    }
  }
  // Elsewhere the points lost detection once or twice; at Minster Square it started at 21:37 and came back.
  const lost = (at: number, ixl: string, pt: string, to: string) => {
    const t = at + between(random, 0, 999);
    add(t, ixl, 'POINTS', pt, `CALL ${to.padEnd(7)} req=TRM6${between(random, 10, 34)}/T2`);
    add(t + 6_000, ixl, 'POINTS', pt, `NO DETECTION ${to} after 6.0s, position UNKNOWN, routes over ${pt} held`);
    return events[events.length - 1]!.text;
  };
  lost(T(16, 19, 4, 12), 'IXL-MBK', 'P503', 'REVERSE');
  lost(T(16, 20, 48, 31), 'IXL-CGT', 'P302', 'NORMAL');
  const needle = lost(T(16, 21, 37, 9), 'IXL-MSJ', 'P211', 'REVERSE');
  lost(T(16, 21, 52, 44), 'IXL-MSJ', 'P211', 'REVERSE');
  lost(T(16, 22, 19, 3), 'IXL-MSJ', 'P211', 'NORMAL');
  lost(T(16, 23, 2, 50), 'IXL-MSJ', 'P211', 'REVERSE');
  lost(T(17, 0, 11, 26), 'IXL-VQY', 'P406', 'NORMAL');
  events.sort((a, b) => a.t - b.t);
  const output = `${[
    '# ixlrec dump --all --from "2026-11-16 17:00" --to "2026-11-17 01:30"   (times UTC)',
    ...IXLS.map(([id, name, points]) => `# ${id.padEnd(7)}  ${name.padEnd(20)}  points ${points.join(' ')}`),
    ...events.map((e) => e.text),
  ].join('\n')}\n`;
  const ask =
    "Control told me the trams got held outside the junction at Minster Square for ages last night, because the points kept not confirming they'd actually swung over. What time did that first happen?";
  return probe('round 28: interlocking event log, preamble and paraphrase', ask, 'run_shell', output, 'first', needle);
}

/** The payment gateway's authorisation log for Thursday and Friday; a phone payment on a tram turned down, said in other words. */
function contactlessAuthLog(): EconomicsTask {
  const random = seededRandom(28_009);
  type Result = readonly [string, string, string];
  const APPROVED: Result = ['APPROVED', '00', 'Approved'];
  const RESULTS: readonly Result[] = [
    ...Array.from({ length: 14 }, () => APPROVED),
    ['DECLINED', '51', 'Insufficient funds'],
    ['DECLINED', '05', 'Do not honour'],
    ['DECLINED', '61', 'Exceeds withdrawal amount limit'],
  ];
  const WALLETS = ['NONE', 'NONE', 'NONE', 'APPLE_PAY', 'GOOGLE_PAY', 'SAMSUNG_PAY'];
  const line = (
    t: number,
    end: string,
    tram: boolean,
    wallet: string,
    result: Result,
    scheme = oneOf(random, ['VISA', 'VISA', 'MASTERCARD', 'MASTERCARD', 'AMEX']),
  ) => {
    const stop = oneOf(random, STOPS);
    return [
      isoZ(t).replace('Z', `.${String(between(random, 0, 999)).padStart(3, '0')}Z`),
      'gw=cardnet-tx',
      `txn=${uuid(random)}`,
      `mid=CMT${tram ? 'TRAM' : 'BUS'}001`,
      `tid=${tram ? `VAL-T-${digits(random, 4)}` : `VAL-B-${between(random, 3001, 4460)}-${between(random, 1, 2)}`}`,
      tram ? `loc="${stop} tram stop"` : `loc="route ${oneOf(random, ROUTES)}"`,
      `pan=${scheme === 'VISA' ? '4' : scheme === 'AMEX' ? '3' : '5'}*****${end}`,
      `scheme=${scheme}`,
      `wallet=${wallet}`,
      'type=ANI',
      'amount=0.00',
      `result=${result[0]}`,
      `rc=${result[1]}`,
      `rc_text="${result[2]}"`,
      `rtt_ms=${between(random, 180, 1_400)}`,
    ].join(' ');
  };
  const last4 = () => {
    let l = '';
    while (!l || l === '2291') l = digits(random, 4);
    return l;
  };
  const events: { t: number; text: string }[] = [];
  // Thursday and Friday, five in the morning to past midnight.
  const start = T(12, 5, 0);
  for (let i = 0; i < 5_200; i++) {
    const t = start + pick(random, 2) * DAY + pick(random, 20 * 60 * 60) * 1_000;
    events.push({ t, text: line(t, last4(), random() < 0.35, oneOf(random, WALLETS), oneOf(random, RESULTS)) });
  }
  const plant = (t: number, tram: boolean, wallet: string, result: Result, scheme?: string) => {
    const text = line(t, '2291', tram, wallet, result, scheme);
    events.push({ t, text });
    return text;
  };
  // Her phone declined on the tram; her card on the bus the same evening; someone else's 2291 declined for money.
  const needle = plant(T(13, 8, 41, 17), true, 'APPLE_PAY', ['DECLINED', '54', 'Expired card'], 'VISA');
  plant(T(13, 17, 22, 5), false, 'NONE', APPROVED, 'VISA');
  plant(T(13, 8, 12, 50), false, 'NONE', RESULTS[14]!, 'MASTERCARD');
  plant(T(13, 12, 3, 33), true, 'GOOGLE_PAY', APPROVED, 'MASTERCARD');
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "We've had an email from a passenger. She tried to pay with her phone when she got on the tram on Friday morning, before nine, and the reader wouldn't take it, even though she says her bank account had plenty in it. Her card ends 2291. What reason did the bank give for refusing it?";
  return probe('round 28: contactless auth log, preamble and paraphrase', ask, 'run_shell', output, 'reason', needle);
}

/** The journey planner's GTFS `stops.txt`: every stop of the region; one stop's longitude has lost its minus sign. */
function gtfsStopsTxt(): EconomicsTask {
  const random = seededRandom(28_010);
  const header =
    'stop_id,stop_code,stop_name,stop_desc,stop_lat,stop_lon,zone_id,location_type,parent_station,wheelchair_boarding,platform_code';
  const rows: string[] = [];
  let needle = '';
  const INDICATORS = ['opp', 'adj', 'o/s', 'nr', 'before', 'after', 'Stand A', 'Stand B', 'Stand C', 'Stop D', 'Stop E'];
  const STREETS = ['Road', 'Lane', 'Street', 'Avenue', 'Terrace', 'Grove', 'Way', 'Crescent', 'Mill', 'Chapel', 'Church', 'Arms'];
  const COUNT = 8_400;
  for (let i = 0; i < COUNT; i++) {
    const area = oneOf(random, STOPS);
    const locality = `${oneOf(random, LAST)} ${oneOf(random, STREETS)}`;
    const lat = 53.62 + random() * 0.24;
    const lon = -1.78 + random() * 0.36;
    const odd = i === Math.floor(COUNT * 0.58);
    const tram = random() < 0.04;
    const id = `450${digits(random, 2)}${String(i + 1).padStart(5, '0')}`;
    const row = [
      tram ? `9400ZZCB${area.replace(/[^A-Z]/g, '')}${String(i + 1).padStart(5, '0')}` : id,
      `cbt${chars(random, 'abcdefghjkmnpqrstuvwxyz', 3)}${digits(random, 3)}`,
      tram ? `${area} (Calderbrook Metro)` : `${locality} ${oneOf(random, INDICATORS)}`,
      tram ? 'Tram stop' : area,
      lat.toFixed(6),
      (odd ? -lon : lon).toFixed(6),
      `Z${lat > 53.74 ? 1 : lat > 53.68 ? 2 : 3}`,
      '0',
      '',
      oneOf(random, ['1', '1', '1', '2', '0']),
      tram ? String(between(random, 1, 2)) : '',
    ]
      .map(csv)
      .join(',');
    rows.push(row);
    if (odd) needle = row;
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    'People using the journey planner say one of our stops shows up on the map miles away from anywhere we actually run. Can you find which stop it is in the GTFS stops file?';
  return probe('round 28: gtfs stops.txt', ask, 'read_file', output, 'stop', needle);
}

/** `valctl status --all --format jsonl`: every ticket validator's state; one carries a denylist weeks older than the rest. */
function validatorStatusJsonl(): EconomicsTask {
  const random = seededRandom(28_011);
  const lines: string[] = [];
  const CURRENT = ['DL-20261117-0300', 'DL-20261117-0300', 'DL-20261117-0300', 'DL-20261117-0900', 'DL-20261116-2100'];
  const entries = (version: string) => (version.endsWith('0900') ? 48_391 : version.endsWith('0300') ? 48_356 : 48_302);
  const device = (id: string, kind: string, where: Record<string, string>, version = oneOf(random, CURRENT), count = entries(version)) =>
    JSON.stringify({
      device: id,
      kind,
      ...where,
      hw: kind === 'tram-platform' ? 'Flowbird Axio Validator' : oneOf(random, ['Vix Validator 5', 'Vix Validator 5', 'Ticketer EMV-V2']),
      fw: oneOf(random, ['5.8.2', '5.8.2', '5.8.3']),
      emv_kernel: oneOf(random, ['C-2 3.1.4 / C-3 2.10', 'C-2 3.1.4 / C-3 2.10', 'C-2 3.2.0 / C-3 2.10']),
      fare_table: 'FT-2026.11-r3',
      denylist: { version, entries: count },
      tap_count_today: between(random, 0, kind === 'tram-platform' ? 1_900 : 600),
      last_heartbeat: isoZ(T(17, 14, 0) + pick(random, 40 * 60) * 1_000),
      link: oneOf(random, ['4G', '4G', '4G', 'depot-wifi']),
      tamper: false,
    });
  for (let fleet = 3001; fleet <= 4460; fleet += between(random, 1, 2))
    for (let door = 1; door <= (random() < 0.6 ? 2 : 1); door++)
      lines.push(device(`VAL-B-${fleet}-${door}`, 'bus', { vehicle: String(fleet), door: String(door) }));
  const tramStart = lines.length;
  for (const stop of STOPS.slice(0, 22))
    for (let p = 1; p <= 2; p++)
      for (let k = 1; k <= between(random, 2, 4); k++)
        lines.push(device(`VAL-T-${digits(random, 4)}`, 'tram-platform', { stop, platform: String(p), position: String(k) }));
  const odd = Math.floor(lines.length * 0.43);
  if (odd >= tramStart) throw new Error('round 28: validator status jsonl: the odd one is not a bus validator');
  const parsed = JSON.parse(lines[odd]!) as { device: string; vehicle: string; door: string };
  lines[odd] = device(parsed.device, 'bus', { vehicle: parsed.vehicle, door: parsed.door }, 'DL-20260922-0300', 41_876);
  const needle = lines[odd];
  const output = `${lines.join('\n')}\n`;
  const ask =
    "One of the card readers seems to be checking taps against a list of blocked cards that's far behind what all the others have. Which reader is it?";
  return probe('round 28: validator status jsonl', ask, 'run_shell', output, 'validator', needle);
}

/** `fleetctl energy --ev --days 14`: the electric fleet's daily energy; one bus-day uses three times what its peers do. */
function evEnergyTable(): EconomicsTask {
  const random = seededRandom(28_012);
  const buses = Array.from({ length: 260 }, (_, i) => {
    const type = oneOf(random, ['Enviro400EV', 'StreetDeck Electroliner', 'Enviro200EV', 'Metrocity EV']);
    return {
      fleet: String(3400 + i * 3 + pick(random, 3)),
      reg: `YK${between(random, 22, 25)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
      type,
      depot: oneOf(random, DEPOTS)[0],
      base: type.includes('200') || type.includes('Metrocity') ? 0.82 : 1.12,
    };
  });
  const rows: string[][] = [];
  let needleRow = -1;
  for (let d = 0; d < 14; d++) {
    const date = new Date(T(17, 0) - (14 - d) * DAY).toISOString().slice(0, 10);
    const cold = 0.06 * Math.sin(d / 2);
    for (const [b, bus] of buses.entries()) {
      if (random() < 0.06) continue;
      const odd = b === 141 && d === 8;
      let km = between(random, 140, 290) + random();
      let perKm = bus.base + cold + (random() - 0.5) * 0.18;
      const used = km * perKm;
      if (odd) {
        perKm = 3.36;
        km = used / perKm;
      }
      const regen = used * (0.18 + random() * 0.09);
      const hvac = used * (0.14 + random() * 0.1 + cold);
      const socStart = between(random, 92, 100);
      const capacity = bus.base > 1 ? 422 : 282;
      const socEnd = Math.max(4, Math.round(socStart - (used / capacity) * 100));
      rows.push([
        date,
        bus.fleet,
        bus.reg,
        bus.type,
        bus.depot,
        km.toFixed(1),
        used.toFixed(1),
        perKm.toFixed(2),
        regen.toFixed(1),
        hvac.toFixed(1),
        `${socStart}%`,
        `${socEnd}%`,
        `${between(random, 0, 2)}`,
      ]);
      if (odd) needleRow = rows.length - 1;
    }
  }
  const lines = table(
    [
      'DATE',
      'FLEET',
      'REG',
      'TYPE',
      'DEPOT',
      'KM',
      'KWH_USED',
      'KWH_PER_KM',
      'REGEN_KWH',
      'HVAC_KWH',
      'SOC_START',
      'SOC_END',
      'OPP_CHARGES',
    ],
    rows,
  );
  const needle = lines[needleRow + 1]!;
  const output = `${['# fleetctl energy --ev --from 2026-11-03 --to 2026-11-16 --all-depots', ...lines].join('\n')}\n`;
  const ask =
    "I'm going through the last fortnight of energy figures for the electric buses. One bus on one day seems to have got through far more power for the distance it did than anything else in the fleet. Which bus was that, and on what day?";
  return probe('round 28: ev energy table', ask, 'run_shell', output, 'bus', needle);
}

export function roundTwentyEight(): EconomicsTask[] {
  return [
    rtiPredictionsApi(),
    contactlessChargesXml(),
    driverRosterJson(),
    displayInventoryYaml(),
    fareSyncStackTraces(),
    depotStablingJson(),
    customerCasesCsv(),
    interlockingEventLog(),
    contactlessAuthLog(),
    gtfsStopsTxt(),
    validatorStatusJsonl(),
    evEnergyTable(),
  ];
}
