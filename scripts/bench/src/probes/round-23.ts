/**
 * Probe round 23, written blind (without reading the library's sources or the reader's policy): twelve
 * tasks from the systems of a made-up regional airport, Fenmoor (FMX, EGFX), "today" being Thursday
 * 18 June 2026. Three tasks in each of four groups:
 *
 * a. The answer in the middle of one long line:
 *    - acdm flights api (the operational database's ten days of movements as one line of JSON; the start-up
 *      time of this afternoon's Loganair to Aberdeen, among the morning one, other days' and Eastern's)
 *    - into-plane fuel tickets xml (a fortnight of fuelling tickets as one line of XML; the litres on one
 *      Monday morning's Aurigny to Guernsey, among its afternoon flight, other days and Blue Islands)
 *    - car park booking bundle (the pre-book site's minified JavaScript; the price of 8 days' Long Stay in
 *      the current tariff, beside last year's tariff, 7 days, and the other car parks' 8 days)
 * b. The answer a few lines away from the line the question's words match:
 *    - notam bulletin (the FIR's NOTAMs; taxiway B3's closure dates two lines above its E) line, among
 *      B3's lights and other aerodromes' B3 closures)
 *    - bsm baggage messages (today's baggage source messages; a passenger's tag three lines above her
 *      name, among her husband, another Isla MacLeod in the morning and other MacLeods)
 *    - dcs loadsheets (three days of loadsheets; the take-off weight eight lines below the flight line of
 *      yesterday's final edition, beside its preliminary edition and the other days')
 * c. Paraphrase and preamble:
 *    - tray return lane log, paraphrase (security lanes' conveyor log; "the belt that brings the empty trays
 *      back got stuck" is a tray return conveyor jam, among idle stops, other units' jams and other hours)
 *    - anpr barrier csv, preamble and paraphrase (a week of car park camera events; "wouldn't let him out"
 *      is an exit hold, the plate written without its space)
 *    - atfm slot messages, preamble and paraphrase (the network manager's slot messages in ADEXP; "easyJet
 *      to Malaga", "moved", "new take-off time" are EZY, LEMG, SRM and NEWCTOT)
 * d. One value unlike its peers, with no error word near it:
 *    - ilcms lamp list (every airfield light; one runway edge light draws what an inset light does)
 *    - bhs conveyors ndjson (the baggage system's conveyors; one check-in collector runs at a merge's speed)
 *    - runway surface sensor report (a month of hourly readings; one sensor-day's surface temperature never
 *      moves, among dry days' flat water film rows and slow ground temperatures)
 *
 * Not among the bench's targets.
 *
 * First run, at 1a20a7e (`ROUNDS=23 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone
 * working on the library read the tasks; `none` found 12/12, 2,063,658 tokens). The writer was told not to read the git
 * history. Its report, which names each task's needle, was read before this run; no code changed between. f9ce47a, the
 * head before this round's stop began, finds the same 3/12 (62,726 tokens):
 *   round 23: acdm flights api
 *     codex: 8,493 tokens, peak 8,412, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,681 tokens, peak 3,810, 0/1 needles, 4 read-backs
 *     ours: 6,674 tokens, peak 2,536, 0/1 needles, 4 read-backs
 *   round 23: into-plane fuel tickets xml
 *     codex: 7,939 tokens, peak 7,847, 0/1 needles, 0 read-backs
 *     context-chef: 787 tokens, peak 695, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,538 tokens, peak 1,013, 0/1 needles, 4 read-backs
 *     ours: 4,265 tokens, peak 911, 0/1 needles, 4 read-backs
 *   round 23: car park booking bundle
 *     codex: 6,583 tokens, peak 6,493, 0/1 needles, 0 read-backs
 *     context-chef: 704 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,741 tokens, peak 2,246, 0/1 needles, 4 read-backs
 *     ours: 5,530 tokens, peak 2,130, 0/1 needles, 4 read-backs
 *   round 23: notam bulletin
 *     codex: 20,833 tokens, peak 20,755, 0/1 needles, 0 read-backs
 *     context-chef: 964 tokens, peak 886, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,100 tokens, peak 1,523, 0/1 needles, 4 read-backs
 *     ours: 4,389 tokens, peak 943, 0/1 needles, 4 read-backs
 *   round 23: bsm baggage messages
 *     codex: 23,658 tokens, peak 23,571, 0/1 needles, 0 read-backs
 *     context-chef: 1,078 tokens, peak 991, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,178 tokens, peak 1,934, 0/1 needles, 4 read-backs
 *     ours: 5,398 tokens, peak 1,386, 1/1 needles, 4 read-backs
 *   round 23: dcs loadsheets
 *     codex: 15,619 tokens, peak 15,540, 0/1 needles, 0 read-backs
 *     context-chef: 755 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,614 tokens, peak 2,805, 0/1 needles, 3 read-backs
 *     ours: 6,937 tokens, peak 2,732, 0/1 needles, 3 read-backs
 *   round 23: tray return lane log, paraphrase
 *     codex: 18,275 tokens, peak 18,186, 0/1 needles, 0 read-backs
 *     context-chef: 884 tokens, peak 795, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,790 tokens, peak 1,478, 0/1 needles, 4 read-backs
 *     ours: 3,822 tokens, peak 831, 0/1 needles, 4 read-backs
 *   round 23: anpr barrier csv, preamble and paraphrase
 *     codex: 20,181 tokens, peak 20,051, 0/1 needles, 0 read-backs
 *     context-chef: 1,017 tokens, peak 887, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,201 tokens, peak 2,647, 1/1 needles, 1 read-backs
 *     ours: 3,760 tokens, peak 2,653, 1/1 needles, 1 read-backs
 *   round 23: atfm slot messages, preamble and paraphrase
 *     codex: 19,704 tokens, peak 19,592, 0/1 needles, 0 read-backs
 *     context-chef: 985 tokens, peak 873, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,854 tokens, peak 1,483, 0/1 needles, 4 read-backs
 *     ours: 4,773 tokens, peak 1,030, 0/1 needles, 4 read-backs
 *   round 23: ilcms lamp list
 *     codex: 20,608 tokens, peak 20,523, 0/1 needles, 0 read-backs
 *     context-chef: 925 tokens, peak 840, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,787 tokens, peak 1,461, 0/1 needles, 4 read-backs
 *     ours: 4,022 tokens, peak 864, 1/1 needles, 4 read-backs
 *   round 23: bhs conveyors ndjson
 *     codex: 16,111 tokens, peak 16,030, 0/1 needles, 0 read-backs
 *     context-chef: 793 tokens, peak 712, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,461 tokens, peak 4,299, 0/1 needles, 4 read-backs
 *     ours: 8,946 tokens, peak 3,924, 0/1 needles, 4 read-backs
 *   round 23: runway surface sensor report
 *     codex: 26,544 tokens, peak 26,458, 0/1 needles, 0 read-backs
 *     context-chef: 1,104 tokens, peak 1,018, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,327 tokens, peak 1,578, 0/1 needles, 4 read-backs
 *     ours: 4,235 tokens, peak 904, 0/1 needles, 4 read-backs
 */
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of June 2026 in UK summer time, kept as UTC so formatters print the local time as it stands. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 5, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-06-18T07:41:03+01:00` */
const isoBst = (t: number) => `${iso(t)}+01:00`;
/** `07:42` from minutes after midnight. */
const hhmm = (m: number) => `${pad2(Math.floor(m / 60) % 24)}:${pad2(Math.floor(m) % 60)}`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

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

/** An airline at Fenmoor: codes, name, the aircraft it flies here, and its flight numbers. */
interface Operator {
  readonly iata: string;
  readonly icao: string;
  readonly name: string;
  readonly type: string;
  readonly seats: number;
  readonly regs: readonly string[];
  readonly numbers: readonly [number, number];
  readonly dests: readonly string[];
}
const OPERATORS: readonly Operator[] = [
  {
    iata: 'LM',
    icao: 'LOG',
    name: 'Loganair',
    type: 'AT76',
    seats: 72,
    regs: ['G-LMTB', 'G-LMTC', 'G-LMTF', 'G-LMTH', 'G-OAFF'],
    numbers: [400, 499],
    dests: ['ABZ', 'EDI', 'GLA', 'IOM', 'BHD'],
  },
  {
    iata: 'GR',
    icao: 'AUR',
    name: 'Aurigny',
    type: 'AT76',
    seats: 72,
    regs: ['G-OGFC', 'G-OGFE', 'G-OGFF', 'G-ORAI'],
    numbers: [600, 699],
    dests: ['GCI', 'ACI'],
  },
  {
    iata: 'SI',
    icao: 'BCI',
    name: 'Blue Islands',
    type: 'AT45',
    seats: 46,
    regs: ['G-ISLK', 'G-ISLM', 'G-ISLO'],
    numbers: [4100, 4199],
    dests: ['JER', 'GCI'],
  },
  {
    iata: 'T3',
    icao: 'EZE',
    name: 'Eastern Airways',
    type: 'E170',
    seats: 76,
    regs: ['G-CIXV', 'G-CIXW', 'G-CLRA'],
    numbers: [300, 399],
    dests: ['ABZ', 'NQY', 'BHD'],
  },
  {
    iata: 'U2',
    icao: 'EZY',
    name: 'easyJet',
    type: 'A320',
    seats: 186,
    regs: ['G-EZWX', 'G-EZPD', 'G-EZRT', 'G-UZHA', 'G-UZLE', 'G-EZOA'],
    numbers: [2100, 2899],
    dests: ['AGP', 'ALC', 'PMI', 'FAO', 'BCN', 'EDI', 'BHD', 'GLA'],
  },
  {
    iata: 'FR',
    icao: 'RYR',
    name: 'Ryanair',
    type: 'B38M',
    seats: 197,
    regs: ['EI-HEA', 'EI-HEF', 'EI-IGR', 'EI-IHC', 'EI-HGZ'],
    numbers: [1400, 9899],
    dests: ['DUB', 'KRK', 'AGP', 'ALC', 'FAO'],
  },
  {
    iata: 'BY',
    icao: 'TOM',
    name: 'TUI Airways',
    type: 'B738',
    seats: 189,
    regs: ['G-TAWX', 'G-TAWD', 'G-FDZG', 'G-TUKO', 'G-TAWN'],
    numbers: [6000, 6999],
    dests: ['PMI', 'TFS', 'DLM', 'AGP', 'FAO'],
  },
  {
    iata: 'KL',
    icao: 'KLC',
    name: 'KLM Cityhopper',
    type: 'E190',
    seats: 100,
    regs: ['PH-EZA', 'PH-EZF', 'PH-EXC', 'PH-EZK'],
    numbers: [1500, 1599],
    dests: ['AMS'],
  },
];
const op = (iata: string) => OPERATORS.find((o) => o.iata === iata)!;

/** A destination: IATA, ICAO, name. */
interface Route {
  readonly iata: string;
  readonly icao: string;
  readonly name: string;
}
const ROUTES: readonly Route[] = [
  ['ABZ', 'EGPD', 'Aberdeen'],
  ['EDI', 'EGPH', 'Edinburgh'],
  ['GLA', 'EGPF', 'Glasgow'],
  ['BHD', 'EGAC', 'Belfast City'],
  ['IOM', 'EGNS', 'Isle of Man'],
  ['NQY', 'EGHQ', 'Newquay'],
  ['GCI', 'EGJB', 'Guernsey'],
  ['ACI', 'EGJA', 'Alderney'],
  ['JER', 'EGJJ', 'Jersey'],
  ['DUB', 'EIDW', 'Dublin'],
  ['AMS', 'EHAM', 'Amsterdam'],
  ['PMI', 'LEPA', 'Palma de Mallorca'],
  ['AGP', 'LEMG', 'Malaga'],
  ['ALC', 'LEAL', 'Alicante'],
  ['FAO', 'LPFR', 'Faro'],
  ['BCN', 'LEBL', 'Barcelona'],
  ['TFS', 'GCTS', 'Tenerife South'],
  ['DLM', 'LTBS', 'Dalaman'],
  ['KRK', 'EPKK', 'Krakow'],
].map(([iata, icao, name]) => ({ iata: iata!, icao: icao!, name: name! }));
const route = (iata: string) => ROUTES.find((r) => r.iata === iata)!;

/** One daily departure: who, where, and when (minutes after midnight, local). */
interface Departure {
  readonly op: Operator;
  readonly flight: string;
  readonly dest: Route;
  readonly std: number;
}

/**
 * A day's departures: `planted` ones, then `count` more with their own flight numbers, leaving out the
 * routes `avoid` names (so the planted flights keep their near misses to themselves), sorted by time.
 */
function schedule(random: () => number, count: number, planted: readonly Departure[], avoid: (d: Departure) => boolean): Departure[] {
  const used = new Set(planted.map((d) => d.flight));
  const out = [...planted];
  while (out.length < planted.length + count) {
    const o = oneOf(random, OPERATORS);
    const dest = route(oneOf(random, o.dests));
    // Flight numbers out of Fenmoor are odd; the inbound is the even one below.
    const n = between(random, o.numbers[0], o.numbers[1]) | 1;
    const d: Departure = { op: o, flight: `${o.iata}${n}`, dest, std: between(random, 6 * 12, 21 * 12 + 6) * 5 };
    if (used.has(d.flight) || used.has(`${o.iata}${n - 1}`) || avoid(d)) continue;
    used.add(d.flight);
    out.push(d);
  }
  return out.sort((a, b) => a.std - b.std);
}
/** The inbound flight number of a departure (`LM437` -> `LM436`). */
const inbound = (d: Departure) => `${d.op.iata}${Number(d.flight.slice(2)) - 1}`;

const SURNAMES = [
  'SMITH',
  'JONES',
  'TAYLOR',
  'BROWN',
  'WILSON',
  'CAMPBELL',
  'STEWART',
  'ROBERTSON',
  'THOMSON',
  'ANDERSON',
  'MURRAY',
  'REID',
  'ROSS',
  'FRASER',
  'HUGHES',
  'PATEL',
  'KHAN',
  'NOWAK',
  'EVANS',
  'COOPER',
  'WARD',
  'MORRIS',
  'DAVIES',
  'KING',
  'WRIGHT',
  'GRAHAM',
  'MUNRO',
  'SUTHERLAND',
  'DUNCAN',
  'MACKENZIE',
  'MACDONALD',
  'FERGUSON',
  'LE PAGE',
  'OZEL',
  'SANTOS',
  'GARCIA',
  'DE VRIES',
  'OKONKWO',
];
const GIVEN = [
  'JAMES',
  'SARAH',
  'EMMA',
  'DAVID',
  'FIONA',
  'RUTH',
  'CALLUM',
  'EILIDH',
  'CHLOE',
  'AMIR',
  'PRIYA',
  'TOMASZ',
  'GRACE',
  'LIAM',
  'MAIRI',
  'NEIL',
  'ANNA',
  'OLIVIA',
  'HARRY',
  'ZARA',
  'EWAN',
  'KIRSTY',
  'PAUL',
  'SOPHIE',
];

/** The operational database's A-CDM movements, ten days as one line of JSON; this afternoon's Aberdeen start-up time. */
function acdmFlightsApi(): EconomicsTask {
  const random = seededRandom(23_001);
  const LM = op('LM');
  const ABZ = route('ABZ');
  const target: Departure = { op: LM, flight: 'LM437', dest: ABZ, std: 14 * 60 + 55 };
  const planted: Departure[] = [
    target,
    { op: LM, flight: 'LM435', dest: ABZ, std: 7 * 60 + 10 },
    { op: op('T3'), flight: 'T3323', dest: ABZ, std: 15 * 60 + 25 },
  ];
  const flights = schedule(random, 50, planted, (d) => d.dest.iata === 'ABZ');
  const now = T(18, 13, 50);
  const HANDLERS = ['Fenmoor Ground Services', 'Fenmoor Ground Services', 'Aeroserv Handling'];
  const REGULATIONS = ['LECMSAN18', 'LFMMALL', 'LECBCTAE', 'EGTTCTA', 'LPPCCTA'];
  const at = (t: number | undefined) => (t === undefined ? null : isoBst(t));
  const airline = (o: Operator) => ({ iata: o.iata, icao: o.icao, name: o.name });
  const records: { t: number; text: string }[] = [];
  let needle = '';
  for (let day = 13; day <= 23; day++) {
    const ymd = `202606${pad2(day)}`;
    for (const f of flights) {
      const reg = oneOf(random, f.op.regs);
      const aircraft = { reg, type: f.op.type, seats: f.op.seats };
      const stand = String(between(random, 1, 18));
      const sobt = T(day, 0) + f.std * MINUTE;
      const isTarget = day === 18 && f === target;
      // The inbound: a turnaround before the departure, or a night-stop the evening before.
      const sibt = f.std >= 8 * 60 ? sobt - between(random, 7, 12) * 5 * MINUTE : T(day - 1, 22, between(random, 0, 11) * 5);
      const eibt = sibt + (random() < 0.3 ? between(random, 1, 9) * 5 : between(random, -2, 0) * 5) * MINUTE;
      const landed = eibt < now;
      const booked = Math.floor(f.op.seats * (0.5 + random() * 0.48));
      records.push({
        t: sibt,
        text: JSON.stringify({
          uid: `FMX-${new Date(sibt).toISOString().slice(0, 10).replace(/-/g, '')}-A-${inbound(f)}`,
          movement: 'ARR',
          flight: inbound(f),
          callsign: `${f.op.icao}${inbound(f).slice(2)}`,
          airline: airline(f.op),
          route: f.dest,
          aircraft,
          stand,
          belt: `R${between(random, 1, 3)}`,
          handler: oneOf(random, HANDLERS),
          sibt: isoBst(sibt),
          eibt: isoBst(eibt),
          aldt: landed ? isoBst(eibt - between(random, 3, 6) * MINUTE) : null,
          aibt: landed ? isoBst(eibt) : null,
          status: landed ? 'ON_BLOCK' : eibt - now < 60 * MINUTE ? 'FINAL_APPROACH' : 'SCHEDULED',
          pax: { booked: Math.floor(f.op.seats * (0.5 + random() * 0.48)) },
        }),
      });
      const late = random() < 0.3 ? between(random, 1, 8) * 5 : 0;
      let eobt = sobt + late * MINUTE;
      let tobt = sobt - now < 3 * 60 * MINUTE ? eobt : undefined;
      let tsat = tobt !== undefined && tobt - now < 2 * 60 * MINUTE ? tobt + between(random, 0, 12) * MINUTE : undefined;
      if (isTarget) {
        eobt = T(18, 15, 0);
        tobt = eobt;
        tsat = T(18, 15, 7);
      }
      const taxi = between(random, 6, 12);
      let ctot: number | undefined;
      if (!isTarget && tsat !== undefined && random() < 0.1) {
        ctot = tsat + (taxi + between(random, 5, 35)) * MINUTE;
        tsat = ctot - taxi * MINUTE;
      }
      const ttot = tsat === undefined ? undefined : tsat + taxi * MINUTE;
      const aobt = tsat !== undefined && tsat < now - 3 * MINUTE ? tsat + between(random, -1, 3) * MINUTE : undefined;
      const atot = aobt === undefined ? undefined : aobt + (taxi + between(random, -2, 4)) * MINUTE;
      const status =
        atot !== undefined && atot < now
          ? 'AIRBORNE'
          : aobt !== undefined
            ? 'TAXI_OUT'
            : tsat !== undefined
              ? tsat - now < 40 * MINUTE
                ? 'BOARDING'
                : 'TSAT_ISSUED'
              : tobt !== undefined
                ? 'TOBT_CONFIRMED'
                : 'SCHEDULED';
      const checked = sobt - now < 150 * MINUTE ? Math.floor(booked * (sobt < now ? 0.97 : 0.6 + random() * 0.3)) : 0;
      const text = JSON.stringify({
        uid: `FMX-${ymd}-D-${f.flight}`,
        movement: 'DEP',
        flight: f.flight,
        callsign: `${f.op.icao}${f.flight.slice(2)}`,
        airline: airline(f.op),
        route: f.dest,
        aircraft,
        stand,
        gate: f.op.seats > 100 ? `${between(random, 1, 6)}` : `${between(random, 7, 9)}`,
        handler: oneOf(random, HANDLERS),
        sobt: isoBst(sobt),
        eobt: isoBst(eobt),
        tobt: at(tobt),
        tsat: at(tsat),
        ttot: at(ttot),
        ctot: at(ctot),
        regulation: ctot === undefined ? null : oneOf(random, REGULATIONS),
        aobt: at(aobt),
        atot: at(atot),
        status,
        pax: { booked, checked_in: checked, boarded: aobt !== undefined ? checked : status === 'BOARDING' ? Math.floor(checked / 3) : 0 },
      });
      if (isTarget) needle = text.slice(text.indexOf('"sobt"'), text.indexOf(',"ttot"'));
      records.push({ t: sobt, text });
    }
  }
  records.sort((a, b) => a.t - b.t);
  const output = `{"airport":"EGFX","iata":"FMX","generated":"${isoBst(now)}","from":"2026-06-13","to":"2026-06-23","count":${records.length},"movements":[${records.map((r) => r.text).join(',')}]}\n`;
  const ask =
    "What start-up time has the Loganair to Aberdeen been given this afternoon? The ramp team want to know when they'll be pushing it back.";
  return probe('round 23: acdm flights api', ask, 'http_get', output, 'tsat', needle, true);
}

/** The into-plane agent's fuelling tickets for the first half of June, as one line of XML; one Monday's Aurigny uplift. */
function intoPlaneFuelTicketsXml(): EconomicsTask {
  const random = seededRandom(23_002);
  const GR = op('GR');
  const GCI = route('GCI');
  const target: Departure = { op: GR, flight: 'GR671', dest: GCI, std: 7 * 60 + 5 };
  const evening: Departure = { op: GR, flight: 'GR673', dest: GCI, std: 16 * 60 + 40 };
  const alderney: Departure = { op: GR, flight: 'GR611', dest: route('ACI'), std: 9 * 60 + 20 };
  const blueIslands: Departure = { op: op('SI'), flight: 'SI4113', dest: GCI, std: 7 * 60 + 40 };
  const flights = schedule(random, 34, [target, evening, alderney, blueIslands], (d) => d.op.iata === 'GR' || d.dest.iata === 'GCI');
  const CUSTOMERS: Readonly<Record<string, readonly [string, string]>> = {
    LM: ['Loganair Ltd', 'LOG001'],
    GR: ['Aurigny Air Services', 'AUR001'],
    SI: ['Blue Islands Ltd', 'BCI002'],
    T3: ['Eastern Airways (UK) Ltd', 'EZE004'],
    U2: ['easyJet Airline Co', 'EZY010'],
    FR: ['Ryanair DAC', 'RYR007'],
    BY: ['TUI Airways Ltd', 'TOM003'],
    KL: ['KLM Cityhopper BV', 'KLC001'],
  };
  const UPLIFT: Readonly<Record<string, readonly [number, number]>> = {
    AT76: [1200, 2600],
    AT45: [700, 1500],
    E170: [3000, 5500],
    E190: [4000, 7000],
    A320: [6000, 13000],
    B38M: [7000, 15000],
    B738: [9000, 17000],
  };
  /** Private and club customers: name, account, registrations, type, product, litres. */
  const GA: readonly (readonly [string, string, readonly string[], string, string, number, number])[] = [
    ['Fenmoor Flying Club', 'FFC001', ['G-BSFX', 'G-BPAF', 'G-OFMC', 'G-CDKE'], 'C172', 'AVGAS 100LL', 60, 180],
    ['Fenmoor Flying Club', 'FFC001', ['G-BRTD', 'G-BNSR'], 'PA28', 'AVGAS 100LL', 70, 190],
    ['Harrier Executive Aviation', 'HEX002', ['G-HEXA', 'G-OHXB'], 'C56X', 'JET A-1', 1500, 4200],
    ['East Anglian Air Ambulance', 'EAA001', ['G-EAAA', 'G-EAAB'], 'EC45', 'JET A-1', 350, 800],
    ['Cash / card', 'CASH', ['G-CGFZ', 'G-BWEH', 'N512RP', 'D-EFMA', 'G-JETL'], 'PA46', 'JET A-1', 300, 900],
  ];
  const VEHICLES = ['HD-02', 'HD-03', 'RF-11', 'RF-12'];
  const meters: Record<string, number> = {
    'HD-02': 4_412_087,
    'HD-03': 3_960_114,
    'RF-11': 1_873_552,
    'RF-12': 2_207_940,
    'AV-21': 318_605,
  };
  const OPERATORS_ON_SHIFT = ['d.kowalski', 'r.barnes', 's.okafor', 'm.hughes', 'p.lloyd', 'j.begum'];
  const tickets: { t: number; make: (no: string) => string; isTarget: boolean }[] = [];
  let needle = '';
  for (let day = 1; day <= 14; day++) {
    const weekday = (day - 1) % 7; // 1 June 2026 is a Monday.
    for (const f of flights) {
      if (f === alderney && ![0, 2, 4].includes(weekday)) continue;
      const isTarget = f === target && day === 8;
      const mustFuel = f.op.iata === 'GR' || f === blueIslands;
      if (!mustFuel && random() < 0.15) continue;
      const t = T(day, 0) + (f.std - between(random, 30, 55)) * MINUTE;
      const [lo, hi] = UPLIFT[f.op.type]!;
      const litres = between(random, lo, hi);
      const vehicle = f.op.seats > 100 ? oneOf(random, VEHICLES.slice(0, 2)) : oneOf(random, VEHICLES.slice(2));
      const reg = oneOf(random, f.op.regs);
      const [customer, acct] = CUSTOMERS[f.op.iata]!;
      const attrs = `customer="${customer}" acct="${acct}" flight="${f.flight}" reg="${reg}" acType="${f.op.type}" dest="${f.dest.iata}" stand="${between(random, 1, 18)}"`;
      tickets.push({ t, isTarget, make: ticket(t, attrs, vehicle, 'JET A-1', litres) });
    }
    for (let k = 0, n = between(random, 6, 12); k < n; k++) {
      const [customer, acct, regs, type, product, lo, hi] = oneOf(random, GA);
      const t = T(day, between(random, 8, 19), between(random, 0, 59));
      const attrs = `customer="${customer}" acct="${acct}" flight="" reg="${oneOf(random, regs)}" acType="${type}" dest="" stand="${oneOf(random, ['GA1', 'GA2', 'GA3', 'HEL'])}"`;
      const vehicle = product.startsWith('AVGAS') ? 'AV-21' : oneOf(random, VEHICLES.slice(2));
      tickets.push({ t, isTarget: false, make: ticket(t, attrs, vehicle, product, between(random, lo, hi)) });
    }
  }
  function ticket(t: number, attrs: string, vehicle: string, product: string, litres: number) {
    const density = (0.785 + random() * 0.03).toFixed(4);
    const temp = (9 + random() * 14).toFixed(1);
    const minutes = between(random, 7, 22);
    const captain = `${oneOf(random, ['Capt', 'Capt', 'F/O'])} ${oneOf(random, GIVEN).slice(0, 1)}. ${oneOf(random, SURNAMES).replace(/^(.)(.*)$/, (_, a: string, b: string) => a + b.toLowerCase())}`;
    const who = oneOf(random, OPERATORS_ON_SHIFT);
    const batch = `FMX-B26${pad2(Math.floor((t - T(1, 0)) / (2 * DAY)) + 61)}`;
    return (no: string) => {
      const open = meters[vehicle]!;
      meters[vehicle] = open + litres;
      const d = new Date(t).toISOString();
      return (
        `<Ticket no="${no}" date="${d.slice(0, 10)}" start="${d.slice(11, 16)}" end="${hhmm((t % DAY) / MINUTE + minutes)}" ${attrs} vehicle="${vehicle}" operator="${who}" product="${product}" batch="${batch}">` +
        `<Meter id="M${vehicle.slice(3)}" open="${open}" close="${open + litres}"/>` +
        `<Qty litres="${litres}" kg="${Math.round(litres * Number(density))}" densityKgL="${density}" tempC="${temp}"/>` +
        `<Sign by="${captain}" method="${oneOf(random, ['PAD', 'PAD', 'PAD', 'PAPER'])}"/></Ticket>`
      );
    };
  }
  tickets.sort((a, b) => a.t - b.t);
  let seq = 0;
  const xml = tickets.map((tk) => {
    const text = tk.make(`FT2606${String((seq += 1)).padStart(5, '0')}`);
    if (tk.isTarget) needle = text.slice(text.indexOf('<Qty'), text.indexOf('<Sign'));
    return text;
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?><FuelTickets supplier="Fenmoor Aviation Fuels Ltd" location="EGFX" from="2026-06-01" to="2026-06-14" count="${xml.length}" uom="L">${xml.join('')}</FuelTickets>\n`;
  const ask =
    "Aurigny's ops are querying our fuel invoice for the first half of June. How many litres went into their ATR for the Guernsey run on the morning of Monday the 8th?";
  return probe('round 23: into-plane fuel tickets xml', ask, 'http_get', output, 'litres', needle, true);
}

/** The car park pre-book site's production bundle, minified on one line; the current price of 8 days' Long Stay. */
function carParkBookingBundle(): EconomicsTask {
  const random = seededRandom(23_003);
  const RESERVED = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var', 'e', 't', 'n']);
  const used = new Set<string>();
  const ident = (first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$') => {
    let id = '';
    while (!id || used.has(id) || RESERVED.has(id))
      id = chars(random, first, 1) + chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', between(random, 0, 2));
    used.add(id);
    return id;
  };
  const TEXTS = [
    'Book your parking',
    'Arrival date',
    'Arrival time',
    'Return date',
    'Return time',
    'Your vehicle registration',
    'Long Stay',
    'Short Stay',
    'Mid Stay',
    'Meet & Greet',
    'Free cancellation up to 24 hours before arrival',
    'Shuttle bus every 10 minutes',
    'Add EV charging',
    'Promo code',
    'Apply',
    'Total price',
    'Continue to payment',
    'Terminal drop-off zone',
    'Blue Badge holders park free for up to 4 hours',
    'Amend your booking',
    'Your booking reference',
    'We have sent a confirmation to',
    'Vehicles over 2.1m must use Long Stay',
    'Please arrive at the barrier within 2 hours of your booked time',
    'Prices include VAT',
    'Compare car parks',
    'Most popular',
    'Best value',
    'Long Stay is the best value for trips of a week or more',
    'Pre-book and save up to 40% on the gate price',
    'Pay at the barrier',
    'Entry by number plate recognition',
    'Add Fast Track security',
    'Lounge access',
    'Your basket',
    'Sign in',
    'Manage cookies',
    'This car park is full for your dates',
    'Choose another car park',
    'days',
    'From',
  ];
  const CLASSES = [
    'fmx-card',
    'fmx-card__title',
    'fmx-btn',
    'fmx-btn--primary',
    'fmx-grid',
    'fmx-tariff__row',
    'fmx-datepicker',
    'fmx-input',
  ];
  const PATHS = [
    'availability',
    'quote',
    'basket',
    'booking',
    'booking/amend',
    'promo/validate',
    'vehicle/lookup',
    'extras',
    'payment/session',
  ];
  const key = (text: string) =>
    `${oneOf(random, ['booking', 'quote', 'carParks', 'basket', 'common'])}.${text
      .replace(/[^A-Za-z0-9 ]/g, '')
      .split(' ')
      .slice(0, 4)
      .map((w, i) => (i ? w.slice(0, 1).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()))
      .join('')}`;
  const base = ident();
  const httpError = ident('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const statement = (): string => {
    const [a, b, c] = [ident(), ident(), ident()];
    const kind = pick(random, 8);
    if (kind === 0)
      return `const ${ident()}={${Array.from({ length: between(random, 6, 14) }, () => {
        const text = oneOf(random, TEXTS);
        return `"${key(text)}":"${text}"`;
      }).join(',')}}`;
    if (kind === 1 || kind === 2)
      return `function ${ident('ABCDEFGHIJKLMNOPQRSTUVWXYZ')}({${a},${b}}){const[${c},${ident()}]=e.useState(${oneOf(random, ['!1', '!0', 'null', '0', '""'])});return t.jsxs("div",{className:"${oneOf(random, CLASSES)}",children:[t.jsx("h3",{children:${a}?"${oneOf(random, TEXTS)}":"${oneOf(random, TEXTS)}"}),t.jsx("span",{className:"${oneOf(random, CLASSES)}",children:${b}}),t.jsx("button",{className:"fmx-btn",onClick:()=>${a}&&${a}(${c}),children:"${oneOf(random, TEXTS)}"})]})}`;
    if (kind === 3)
      return `const ${ident()}=async ${a}=>{const ${b}=await fetch(\`\${${base}}/${oneOf(random, PATHS)}?\${new URLSearchParams(${a})}\`,{credentials:"include",headers:{"x-fmx-channel":"web"}});if(!${b}.ok)throw new ${httpError}(${b}.status);return ${b}.json()}`;
    if (kind === 4)
      return `function ${ident()}(${a},${b}){const ${c}=new Date(${a});return ${c}.setDate(${c}.getDate()+${b}),${c}.toISOString().slice(0,10)}`;
    if (kind === 5)
      return `const ${ident()}=".${oneOf(random, CLASSES)}{display:flex;gap:${between(random, 2, 24)}px;padding:${between(random, 2, 24)}px ${between(random, 2, 32)}px;border-radius:${between(random, 0, 12)}px}"`;
    if (kind === 6)
      return `function ${ident()}(${a},${b}){switch(${b}.type){case"${oneOf(random, ['SET_', 'CLEAR_', 'UPDATE_'])}${oneOf(random, ['DATES', 'VEHICLE', 'PRODUCT', 'EXTRAS', 'PROMO', 'QUOTE'])}":return{...${a},${c}:${b}.payload};case"RESET":return{...${a},${c}:null};default:return ${a}}}`;
    return `const ${ident()}=${a}=>"£"+(${a}/100).toFixed(2),${ident()}=/^[A-Z]{2}[0-9]{2}\\s?[A-Z]{3}$/i,${ident()}=${between(random, 2, 90)}*${oneOf(random, [60, 1e3, 36e5, 864e5])}`;
  };
  /** The tariffs: a price in pence for each car park and number of days, pre-booked and at the gate. */
  const PRODUCTS: readonly (readonly [string, number, number, number])[] = [
    ['LS', 30, 1100, 760],
    ['MS', 21, 1400, 1050],
    ['SS', 14, 2500, 2300],
    ['MG', 21, 3500, 1800],
  ];
  const row = (code: string, days: number, lead: number, perDay: number, year: number) => {
    const gross = Math.round(((lead + perDay * days) * (year === 2025 ? 0.92 : 1)) / 100) * 100 - 1;
    return `{code:"${code}",days:${days},gross:${gross},gate:${Math.round((gross * 1.33) / 100) * 100}}`;
  };
  const rows = (year: number) =>
    PRODUCTS.flatMap(([code, max, lead, perDay]) => Array.from({ length: max }, (_, i) => row(code, i + 1, lead, perDay, year))).join(',');
  const needle = row('LS', 8, 1100, 760, 2026);
  const [products, tariffs, lookup] = [ident(), ident(), ident()];
  const tariffModule =
    `const ${products}={LS:{code:"LS",label:"Long Stay",desc:"Shuttle bus every 10 minutes",maxDays:30},MS:{code:"MS",label:"Mid Stay",desc:"5 minute walk to the Terminal",maxDays:21},SS:{code:"SS",label:"Short Stay",desc:"2 minute walk to the Terminal",maxDays:14},MG:{code:"MG",label:"Meet & Greet",desc:"Hand your keys over outside Departures",maxDays:21}},` +
    `${tariffs}=[{validFrom:"2025-04-01",validTo:"2026-03-31",rows:[${rows(2025)}]},{validFrom:"2026-04-01",validTo:null,rows:[${rows(2026)}]}];` +
    `function ${lookup}(e,t,n=new Date){const r=n.toISOString().slice(0,10),o=${tariffs}.find(a=>a.validFrom<=r&&(a.validTo===null||a.validTo>=r));return o?o.rows.find(a=>a.code===e&&a.days===t):void 0}`;
  const half = () => {
    const out: string[] = [];
    for (let n = 0; n < 230_000;) {
      const s = statement();
      out.push(s);
      n += s.length + 1;
    }
    return out.join(';');
  };
  const bundle =
    `import{r as e,j as t,c as ${ident()}}from"./vendor-8c1d04be.js";const ${base}="/api/parking/v3";class ${httpError} extends Error{constructor(e){super("HTTP "+e),this.status=e}}` +
    `;${half()};${tariffModule};${half()};${ident()}.createRoot(document.getElementById("root")).render(t.jsx(e.StrictMode,{children:t.jsx(${ident('ABCDEFGHIJKLMNOPQRSTUVWXYZ')},{})}))`;
  const output = `${bundle}\n//# sourceMappingURL=index-3f9a7c2e.js.map\n`;
  const ask =
    'What does the pre-book website charge for 8 days in the Long Stay at the moment? A customer reckons it quoted her more than the board at the car park entrance says.';
  return probe('round 23: car park booking bundle', ask, 'read_file', output, 'price', needle, true);
}

/** The FIR's NOTAMs as the briefing tool lists them; taxiway B3's closure, its dates two lines above the text. */
function notamBulletin(): EconomicsTask {
  const random = seededRandom(23_004);
  /** Aerodromes of the FIR: ICAO, reference point, taxiways, runway ends, and a place name for en-route warnings. */
  const AERODROMES: readonly (readonly [string, string, readonly string[], readonly string[]])[] = [
    ['EGFX', '5231N00042E', ['A', 'A1', 'A2', 'B', 'B1', 'B2', 'C', 'D'], ['09', '27']],
    ['EGSH', '5241N00117E', ['A', 'B', 'B3', 'C', 'D', 'E', 'G'], ['09', '27']],
    ['EGSC', '5212N00011E', ['A', 'B', 'C', 'E', 'F'], ['05', '23']],
    ['EGGW', '5153N00022W', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J'], ['07', '25']],
    ['EGSS', '5153N00014E', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'P', 'Q', 'R', 'S', 'U'], ['04', '22']],
    ['EGMC', '5134N00042E', ['A', 'B', 'C', 'D', 'E', 'F', 'G'], ['05', '23']],
    ['EGNX', '5249N00119W', ['A', 'B', 'B3', 'C', 'D', 'E', 'F', 'G', 'J', 'K', 'L', 'M', 'N', 'P'], ['09', '27']],
    ['EGBB', '5227N00145W', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'R', 'S'], ['15', '33']],
    ['EGTK', '5150N00119W', ['A', 'B', 'C', 'D', 'E', 'G'], ['01', '19']],
    ['EGKB', '5119N00002E', ['A', 'B', 'C', 'D', 'E', 'F'], ['03', '21']],
    ['EGLF', '5117N00046W', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], ['06', '24']],
    ['EGSX', '5143N00010E', ['A', 'B', 'C'], ['04', '22']],
  ];
  const PLACES = ['HUNTINGDON', 'ELY', 'WISBECH', 'KINGS LYNN', 'THETFORD', 'NEWMARKET', 'SPALDING', 'MARCH', 'DOWNHAM MARKET', 'ST IVES'];
  const stamp = (t: number) => new Date(t).toISOString().slice(2, 16).replace(/[-T:]/g, '');
  const position = () =>
    `${between(random, 51, 52)}${pad2(between(random, 0, 59))}${pad2(between(random, 0, 59))}N ${String(between(random, 0, 1)).padStart(3, '0')}${pad2(between(random, 0, 59))}${pad2(between(random, 0, 59))}${oneOf(random, ['E', 'W'])}`;
  interface Notam {
    q: string;
    traffic: string;
    scope: string;
    icao: string;
    coord: string;
    from: number;
    to: string;
    d?: string;
    e: string;
    fg?: string;
  }
  const daily = () => oneOf(random, [undefined, undefined, 'DAILY 0600-1800', 'DAILY 2200-0500', 'MON-FRI 0800-1700', 'DAILY SR-SS']);
  const until = (from: number) => {
    const roll = random();
    const end = Math.max(from, T(18, 12)) + between(random, 1, 100) * DAY + between(random, 0, 23) * 60 * MINUTE;
    return roll < 0.08 ? 'PERM' : `${stamp(end - (end % (60 * MINUTE)) + (roll < 0.3 ? 59 * MINUTE : 0))}${roll < 0.2 ? ' EST' : ''}`;
  };
  const randomNotam = (): Notam => {
    const [icao, coord, taxiways, runways] = oneOf(random, AERODROMES);
    const from = T(18, 0) - between(random, -20, 60) * DAY + between(random, 0, 23) * 60 * MINUTE;
    const base = { icao, coord, from, to: until(from), traffic: 'IV', scope: 'A' };
    const twy = oneOf(random, icao === 'EGFX' ? taxiways.filter((t) => !t.startsWith('B')) : taxiways);
    const rwy = oneOf(random, runways);
    switch (pick(random, 12)) {
      case 0:
      case 1:
        return {
          ...base,
          q: 'QMXLC',
          d: daily(),
          e: `TWY ${twy} CLSD${oneOf(random, [' DUE WIP.', '.', ' DUE RESURFACING.', ' DUE AGL MAINT.'])}`,
        };
      case 2:
        return { ...base, q: 'QLXAS', e: `TWY ${twy} CL LGT U/S.` };
      case 3:
        return { ...base, q: 'QMRLC', d: 'DAILY 2300-0500', e: `RWY ${runways.join('/')} CLSD DUE MAINT.` };
      case 4: {
        const h = between(random, 80, 300);
        return {
          ...base,
          q: 'QOBCE',
          scope: 'AE',
          e: `CRANE ERECTED PSN ${position()}. HGT ${h + between(random, 20, 250)}FT AMSL (${h}FT AGL). LIT.`,
          fg: `F) SFC G) ${h + 300}FT AMSL`,
        };
      }
      case 5:
        return {
          ...base,
          q: 'QNDAS',
          scope: 'AE',
          e: `${icao.slice(2)} DME ${between(random, 108, 117)}.${oneOf(random, ['05', '15', '55', '85'])}MHZ CH${between(random, 17, 119)}X U/S.`,
        };
      case 6:
        return {
          ...base,
          q: 'QMNHW',
          e: `APRON ${oneOf(random, ['EAST', 'WEST', 'NORTH', 'MAIN', 'GA'])} STANDS ${between(random, 1, 9)} TO ${between(random, 10, 18)} WIP. MARSHALLER ASSISTANCE AVBL.`,
        };
      case 7:
      case 8:
        return {
          ...base,
          icao: 'EGTT',
          scope: 'W',
          coord: position().replace(/(\d{4})\d\d(N) (\d{5})\d\d([EW])/, '$1$2$3$4'),
          q: 'QWULW',
          d: daily(),
          e: `UNMANNED ACFT WILL TAKE PLACE WI 1NM RADIUS OF ${position()} (${oneOf(random, PLACES)}). OPR WILL MAINTAIN VLOS.`,
          fg: `F) SFC G) ${oneOf(random, [400, 500, 1000])}FT AGL`,
        };
      case 9:
        return { ...base, q: 'QLPAS', e: `PAPI RWY ${rwy} U/S.` };
      case 10:
        return { ...base, q: 'QMPLC', e: `STAND ${between(random, 1, 40)}${oneOf(random, ['', '', 'L', 'R'])} CLSD.` };
      default:
        return { ...base, q: 'QOLAS', scope: 'AE', e: `OBST LGT ON MAST PSN ${position()} U/S.` };
    }
  };
  const count = 1_450;
  const notams = Array.from({ length: count }, randomNotam);
  const egfx = AERODROMES[0]!;
  const plant = (at: number, n: Omit<Notam, 'traffic' | 'scope'>) => (notams[Math.floor(count * at)] = { traffic: 'IV', scope: 'A', ...n });
  plant(0.55, {
    icao: 'EGFX',
    coord: egfx[1],
    q: 'QMXLC',
    from: T(15, 6),
    to: '2606281800',
    d: 'DAILY 0600-1800',
    e: 'TWY B3 CLSD DUE WIP. ACFT VACATING RWY 27 TO USE TWY B2.',
  });
  plant(0.31, { icao: 'EGFX', coord: egfx[1], q: 'QLXAS', from: T(2, 0), to: '2607012359 EST', e: 'TWY B3 CL LGT U/S.' });
  plant(0.47, { icao: 'EGSH', coord: AERODROMES[1]![1], q: 'QMXLC', from: T(10, 8), to: '2606192000', e: 'TWY B3 CLSD.' });
  plant(0.62, {
    icao: 'EGNX',
    coord: AERODROMES[6]![1],
    q: 'QMXLC',
    from: T(16, 22),
    to: '2607040500',
    d: 'DAILY 2200-0500',
    e: 'TWY B3 CLSD DUE WIP.',
  });
  plant(0.58, {
    icao: 'EGFX',
    coord: egfx[1],
    q: 'QMXLC',
    from: T(22, 22),
    to: '2606240500',
    d: '22 2200-0500, 23 2200-0500',
    e: 'TWY B BTN TWY B1 AND TWY B2 CLSD DUE AGL MAINT.',
  });
  let number = 4_700;
  const text = notams.map((n) => {
    number += between(random, 1, 3);
    const replaces = random() < 0.1 ? ` B${String(number - between(random, 40, 600)).padStart(4, '0')}/26` : '';
    return [
      `B${String(number).padStart(4, '0')}/26 NOTAM${replaces ? 'R' : 'N'}${replaces}`,
      `Q) EGTT/${n.q}/${n.traffic}/${n.scope === 'W' ? 'BO' : 'NBO'}/${n.scope}/000/${n.fg ? String(Math.ceil(Number(/G\) (\d+)/.exec(n.fg)![1]) / 100)).padStart(3, '0') : '999'}/${n.coord}005`,
      `A) ${n.icao} B) ${stamp(n.from)} C) ${n.to}`,
      ...(n.d ? [`D) ${n.d}`] : []),
      `E) ${n.e}`,
      ...(n.fg ? [n.fg] : []),
    ].join('\n');
  });
  const output = `${[`notamq --fir EGTT --series B --valid 2606181000/2609302359   (${count} NOTAMs)`, ...text].join('\n\n')}\n`;
  const needle = 'A) EGFX B) 2606150600 C) 2606281800';
  const ask = 'How long is taxiway B3 closed for? I need to tell the fuel bowser drivers which way round to go.';
  return probe('round 23: notam bulletin', ask, 'run_shell', output, 'closure', needle);
}

/** Today's baggage source messages from the check-in system, as the sortation controller logs them; one passenger's tag. */
function bsmBaggageMessages(): EconomicsTask {
  const random = seededRandom(23_005);
  const LM = op('LM');
  const ABZ = route('ABZ');
  const target: Departure = { op: LM, flight: 'LM437', dest: ABZ, std: 14 * 60 + 55 };
  const morning: Departure = { op: LM, flight: 'LM435', dest: ABZ, std: 7 * 60 + 10 };
  const flights = schedule(random, 34, [target, morning], () => false);
  /** Each airline's three-digit code at the front of its bag tags. */
  const TAG_CODES: Readonly<Record<string, string>> = {
    LM: '682',
    GR: '924',
    SI: '731',
    T3: '565',
    U2: '888',
    FR: '224',
    BY: '630',
    KL: '074',
  };
  const usedTags = new Set<string>();
  const tag = (o: Operator) => {
    let t = '';
    while (!t || usedTags.has(t)) t = `0${TAG_CODES[o.iata]!}${digits(random, 6)}`;
    usedTags.add(t);
    return t;
  };
  const messages: { t: number; text: string }[] = [];
  const bsm = (t: number, f: Departure, name: string, tagNumber: string, bags: number, seat: string, secNo: number, del = false) => {
    const d = new Date(t).toISOString();
    const onward =
      f.op.iata === 'KL' && random() < 0.3
        ? [`.O/KL${between(random, 600, 1999)}/18JUN/${oneOf(random, ['JFK', 'YYZ', 'NRT', 'CPT', 'LIM', 'NBO'])}/Y`]
        : [];
    return {
      t,
      text: [
        `QU FMXBSXH FMXBSLM`,
        `.FMXDC${f.op.iata} ${d.slice(8, 10)}${d.slice(11, 13)}${d.slice(14, 16)}`,
        'BSM',
        ...(del ? ['DEL'] : []),
        `.V/1LFMX`,
        `.F/${f.flight}/18JUN/${f.dest.iata}/Y`,
        ...onward,
        `.N/${tagNumber}${String(bags).padStart(3, '0')}`,
        `.S/Y/${seat}/C/${String(secNo).padStart(3, '0')}//N`,
        `.W/K/${bags}/${bags * between(random, 9, 23)}`,
        `.P/1${name}`,
        `.L/${chars(random, UPPER, 6)}`,
        'ENDBSM',
      ].join('\n'),
    };
  };
  const MEN = new Set(['JAMES', 'DAVID', 'CALLUM', 'AMIR', 'TOMASZ', 'LIAM', 'NEIL', 'HARRY', 'EWAN', 'PAUL']);
  const name = () => {
    const given = oneOf(random, GIVEN);
    return `${oneOf(random, SURNAMES)}/${given} ${oneOf(random, MEN.has(given) ? ['MR', 'MR', 'MR', 'MSTR', 'DR'] : ['MRS', 'MS', 'MS', 'MISS', 'DR'])}`;
  };
  const seat = (o: Operator) =>
    `${between(random, 1, Math.ceil(o.seats / (o.seats > 100 ? 6 : 4)))}${oneOf(random, o.seats > 100 ? ['A', 'B', 'C', 'D', 'E', 'F'] : ['A', 'C', 'D', 'F'])}`;
  for (const f of flights) {
    const open = f.std - (f.op.seats > 100 ? 150 : 110);
    const close = f.std - 40;
    const pax = Math.floor(f.op.seats * (0.55 + random() * 0.4) * (f.op.seats > 100 ? 0.45 : 0.6));
    let secNo = 0;
    for (let k = 0; k < pax; k++) {
      const t = T(18, 0) + (open + random() * (close - open)) * MINUTE + pick(random, 60) * 1_000;
      const bags = oneOf(random, [1, 1, 1, 1, 2, 2, 3]);
      const m = bsm(t, f, name(), tag(f.op), bags, seat(f.op), (secNo += between(random, 1, 2)));
      messages.push(m);
      if (random() < 0.01) messages.push(bsm(t + between(random, 5, 30) * MINUTE, f, name(), tag(f.op), 1, seat(f.op), secNo, true));
    }
  }
  // Mr and Mrs MacLeod checked in together on the afternoon flight, another Isla MacLeod on the morning one.
  const needle = `.N/${tag(LM)}001`;
  messages.push(bsm(T(18, 13, 40, 52), target, 'MACLEOD/IAIN MR', tag(LM), 1, '11C', 57));
  messages.push(bsm(T(18, 13, 41, 10), target, 'MACLEOD/ISLA MRS', needle.slice(3, 13), 1, '11D', 58));
  messages.push(bsm(T(18, 12, 58, 31), target, 'MACLEOD/CALUM MR', tag(LM), 2, '3A', 22));
  messages.push(bsm(T(18, 5, 44, 2), morning, 'MACLEOD/ISLA MISS', tag(LM), 1, '6F', 31));
  messages.push(bsm(T(18, 13, 55, 47), target, 'MCLEOD/IAN MR', tag(LM), 1, '14A', 63));
  messages.sort((a, b) => a.t - b.t);
  const output = `${messages.map((m) => m.text).join('\n\n')}\n`;
  const ask =
    "Isla MacLeod flew up to Aberdeen with us this afternoon and her case never came off the belt at the other end. What's the bag tag number on it?";
  return probe('round 23: bsm baggage messages', ask, 'read_file', output, 'tag', needle);
}

/** The departure control system's loadsheets for three days, preliminary and final; one flight's take-off weight. */
function dcsLoadsheets(): EconomicsTask {
  const random = seededRandom(23_006);
  /** Each type's dry operating weight, structural limits, holds and fuel burn (kg a minute). */
  const MASS: Readonly<Record<string, readonly [number, number, number, number, readonly string[], number]>> = {
    AT76: [13_400, 21_000, 23_000, 22_350, ['1', '4'], 11],
    AT45: [11_700, 16_700, 18_600, 18_300, ['1', '4'], 8],
    E170: [21_800, 30_140, 37_200, 33_300, ['1', '2'], 28],
    E190: [28_600, 40_800, 50_300, 43_000, ['1', '2'], 34],
    A320: [42_600, 62_500, 77_000, 66_000, ['1', '3', '4', '5'], 42],
    B38M: [45_100, 65_952, 82_190, 69_308, ['1', '3', '4'], 38],
    B738: [43_600, 62_732, 79_015, 66_360, ['1', '3', '4'], 43],
  };
  const BLOCK: Readonly<Record<string, number>> = {
    ABZ: 80,
    EDI: 65,
    GLA: 70,
    BHD: 70,
    IOM: 60,
    NQY: 65,
    GCI: 70,
    ACI: 65,
    JER: 70,
    DUB: 60,
    AMS: 55,
    PMI: 135,
    AGP: 165,
    ALC: 145,
    FAO: 160,
    BCN: 125,
    TFS: 260,
    DLM: 245,
    KRK: 130,
  };
  const BY = op('BY');
  const target: Departure = { op: BY, flight: 'BY6215', dest: route('PMI'), std: 7 * 60 + 25 };
  const swapped: Departure = { op: BY, flight: 'BY6251', dest: route('TFS'), std: 8 * 60 + 10 };
  const flights = schedule(random, 34, [target, swapped], () => false);
  const now = T(18, 20, 30);
  const sheets: { t: number; text: string }[] = [];
  let needle = '';
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const num = (s: number, n: number) => String(s).padStart(n);
  for (let day = 16; day <= 18; day++) {
    for (const f of flights) {
      const [dow0, mzfw, mtow, mlw, holds, burn] = MASS[f.op.type]!;
      const reg = oneOf(random, f.op.regs);
      const dow = dow0 + between(random, -150, 250);
      const crew = f.op.seats > 100 ? `2/${oneOf(random, [4, 4, 5])}` : '2/2';
      const trip = Math.round((BLOCK[f.dest.iata]! - 10) * burn * (0.95 + random() * 0.1));
      const tof = Math.round((trip + burn * (45 + between(random, 0, 25))) / 100) * 100;
      const leisure = f.dest.icao.startsWith('L') || f.dest.icao.startsWith('G');
      const booked = Math.floor(f.op.seats * (0.6 + random() * 0.38));
      const sheet = (
        edno: number,
        adults: number,
        children: number,
        infants: number,
        bags: number,
        cargo: number,
        minutesBefore: number,
      ) => {
        const t = T(day, 0) + (f.std - minutesBefore) * MINUTE;
        const paxWt = adults * 84 + children * 35;
        let load = bags * (leisure ? 17 : 14) + cargo;
        load = Math.max(0, Math.min(load, mzfw - 60 - dow - paxWt));
        const split = holds.map(() => random());
        const sum = split.reduce((a, b) => a + b, 0);
        const dist = holds.map((h, i) => (i === holds.length - 1 ? null : ([h, Math.round((load * split[i]!) / sum)] as const)));
        const last = load - dist.reduce((a, d) => a + (d ? d[1] : 0), 0);
        const distText = holds.map((h, i) => `${h}/${dist[i] ? dist[i][1] : last}`).join(' ');
        const ttl = load + paxWt;
        const zfw = dow + ttl;
        const tow = zfw + tof;
        const law = tow - trip;
        const margins = [mzfw - zfw, mtow - tow, mlw - law];
        const limiting = margins.indexOf(Math.min(...margins));
        const mark = (i: number) => (limiting === i ? ' L' : '  ');
        const date = `${pad2(day)}JUN26`;
        const time = new Date(t).toISOString().slice(11, 16).replace(':', '');
        const final = edno > 1;
        const towLine = `TAKE OFF WEIGHT  ACTUAL ${num(tow, 6)} MAX ${num(mtow, 6)}${mark(1)}  ADJ`;
        const text = [
          `${pad(final ? 'LOADSHEET FINAL' : 'PRELIMINARY LOADSHEET', 24)}CHECKED     APPROVED      EDNO`,
          `ALL WEIGHTS IN KILO                                        ${edno}`,
          `FROM/TO FLIGHT        A/C REG   VERSION   CREW   DATE     TIME`,
          `FMX ${f.dest.iata} ${pad(`${f.flight}/${pad2(day)}`, 14)}${pad(reg, 10)}${pad(`Y${f.op.seats}`, 10)}${pad(crew, 7)}${date}  ${time}`,
          `                      WEIGHT   DISTRIBUTION`,
          `LOAD IN COMPARTMENTS  ${num(load, 6)}   ${distText}`,
          `PASSENGER/CABIN BAG   ${num(paxWt, 6)}   ${adults}/${children}/${infants}   TTL ${adults + children}   CAB 0`,
          `TOTAL TRAFFIC LOAD    ${num(ttl, 6)}`,
          `DRY OPERATING WEIGHT  ${num(dow, 6)}`,
          `ZERO FUEL WEIGHT ACTUAL ${num(zfw, 6)} MAX ${num(mzfw, 6)}${mark(0)}  ADJ`,
          `TAKE OFF FUEL         ${num(tof, 6)}`,
          towLine,
          `TRIP FUEL             ${num(trip, 6)}`,
          `LANDING WEIGHT   ACTUAL ${num(law, 6)} MAX ${num(mlw, 6)}${mark(2)}  ADJ`,
          `BALANCE AND SEATING CONDITIONS`,
          `DOI ${(40 + random() * 10).toFixed(2)}   DLI ${(35 + random() * 10).toFixed(2)}`,
          `LIZFW ${(45 + random() * 12).toFixed(2)}   LITOW ${(44 + random() * 12).toFixed(2)}   LILAW ${(44 + random() * 12).toFixed(2)}`,
          `MACZFW ${(22 + random() * 10).toFixed(2)}   MACTOW ${(21 + random() * 10).toFixed(2)}`,
          `UNDERLOAD BEFORE LMC  ${num(Math.min(...margins), 6)}      LMC TOTAL + -`,
          final ? 'LMC: NIL' : 'LOADSHEET SUBJECT TO FINAL FIGURES',
          `TAXI FUEL ${f.op.seats > 100 ? 200 : 60}   TAXI WEIGHT ${tow + (f.op.seats > 100 ? 200 : 60)}`,
          `NOTOC: ${random() < 0.07 ? 'YES' : 'NO'}`,
          `END LOADSHEET EDNO ${edno} - ${f.flight}/${pad2(day)} ${date} ${time}`,
        ].join('\n');
        return { t, text, towLine };
      };
      const adults = Math.floor(booked * 0.92);
      const children = booked - adults;
      const infants = f.op.seats > 100 && random() < 0.5 ? between(random, 1, 3) : 0;
      const bags = Math.floor(booked * (leisure ? 0.75 : 0.45));
      const cargo = random() < 0.4 ? between(random, 1, 40) * 10 : 0;
      const prelim = sheet(1, adults, children, infants, bags, cargo, between(random, 70, 85));
      const noShows = between(random, 0, 4);
      const last = sheet(2, adults - noShows, children, infants, bags - noShows + between(random, 0, 3), cargo, between(random, 8, 15));
      for (const s of [prelim, last]) if (s.t < now) sheets.push(s);
      if (day === 17 && f === target) needle = last.towLine;
    }
  }
  sheets.sort((a, b) => a.t - b.t);
  const output = `${sheets.map((s) => s.text).join('\n\n')}\n`;
  const ask = "What take-off weight did the final loadsheet for BY6215 show yesterday morning? TUI's performance people are querying it.";
  return probe('round 23: dcs loadsheets', ask, 'run_shell', output, 'tow', needle);
}

/** The security lanes' controller log for yesterday; "the belt that brings the empty trays back" is a TRC. */
function trayReturnLaneLog(): EconomicsTask {
  const random = seededRandom(23_007);
  const lines: { t: number; text: string }[] = [];
  const stamp = (t: number) => `${new Date(t).toISOString().slice(0, 23)}+01:00`;
  const add = (t: number, text: string) => lines.push({ t, text: `${stamp(t)} lanesys[2211]: ${text}` });
  const tray = () => `T${String(between(random, 1, 2400)).padStart(4, '0')}`;
  const SCREENERS = Array.from({ length: 40 }, () => `S${digits(random, 4)}`);
  const quiet = (t: number) => t > T(17, 12, 20) && t < T(17, 12, 50);
  const open = (lane: number, minute: number) =>
    lane <= 8 || (minute >= 5 * 60 + 30 && minute < 10 * 60) || (minute >= 11 * 60 + 30 && minute < 14 * 60 + 30);
  for (let minute = 5 * 60; minute < 18 * 60; minute++) {
    for (let lane = 1; lane <= 12; lane++) {
      if (!open(lane, minute)) continue;
      const l = `lane=${pad2(lane)}`;
      for (let k = 0, n = oneOf(random, [0, 1, 1, 1, 2]); k < n; k++) {
        const t = T(17, 0, minute) + pick(random, 60_000);
        const roll = pick(random, 100);
        if (roll < 30)
          add(
            t,
            `${l} unit=DIV${between(random, 1, 4)} evt=TRAY_RELEASE tray=${tray()} rfid=E28011606000${chars(random, '0123456789ABCDEF', 12)}`,
          );
        else if (roll < 55)
          add(
            t,
            `${l} unit=XRY evt=DECISION tray=${tray()} result=${random() < 0.82 ? 'CLEAR' : 'SECONDARY'} op=${oneOf(random, SCREENERS)} t_ms=${between(random, 1_800, 14_000)}`,
          );
        else if (roll < 65)
          add(
            t,
            `${l} unit=REJ evt=TRAY_IN tray=${tray()} reason=${oneOf(random, ['LIQUIDS', 'LAPTOP', 'ELECTRONICS', 'DENSE', 'OPERATOR', 'AEROSOL'])}`,
          );
        else if (roll < 78) add(t, `${l} unit=RCL evt=TRAY_CLEARED tray=${tray()} dwell_s=${between(random, 8, 140)}`);
        else if (roll < 88) add(t, `${l} unit=TRC evt=RUN speed_mps=0.45 trays_on_belt=${between(random, 3, 40)}`);
        else if (roll < 94) add(t, `${l} unit=TSU evt=STACK_LEVEL count=${between(random, 4, 60)} mode=AUTO`);
        else if (roll < 97 && !quiet(t)) {
          add(t, `${l} unit=TRC evt=STOP cause=IDLE trays_on_belt=0 speed_mps=0.00 mode=AUTO`);
          add(t + between(random, 20, 300) * 1_000, `${l} unit=TRC evt=START speed_mps=0.45 mode=AUTO`);
        } else if (roll < 98 && !quiet(t)) {
          const unit = oneOf(random, ['TRC', 'RCL', 'TSU', 'DIV2']);
          add(
            t,
            `${l} unit=${unit} evt=STOP cause=JAM pe=${unit}-PE${between(random, 1, 6)} trays_on_belt=${between(random, 12, 44)} speed_mps=0.00 mode=AUTO`,
          );
          add(t + between(random, 90, 600) * 1_000, `${l} unit=${unit} evt=START speed_mps=0.45 mode=MANUAL_RESET`);
        } else if (roll < 99) add(t, `${l} unit=XRY evt=TIP_PRESENTED op=${oneOf(random, SCREENERS)} hit=${random() < 0.9 ? 'Y' : 'N'}`);
        else add(t, `${l} evt=STAFFING staff=${between(random, 3, 6)} supervisor=${oneOf(random, SCREENERS)}`);
      }
    }
  }
  // The other stops around half past twelve, and earlier jams.
  add(T(17, 11, 52, 40) + 118, 'lane=03 unit=TRC evt=STOP cause=JAM pe=TRC-PE2 trays_on_belt=37 speed_mps=0.00 mode=AUTO');
  add(T(17, 11, 58, 3) + 530, 'lane=03 unit=TRC evt=START speed_mps=0.45 mode=MANUAL_RESET');
  add(T(17, 12, 31, 27) + 904, 'lane=11 unit=TSU evt=STOP cause=JAM pe=TSU-PE1 trays_on_belt=22 speed_mps=0.00 mode=AUTO');
  add(T(17, 12, 33, 5) + 61, 'lane=09 unit=TRC evt=STOP cause=OPERATOR trays_on_belt=18 speed_mps=0.00 mode=MANUAL');
  add(T(17, 12, 36, 18) + 377, 'lane=06 unit=RCL evt=STOP cause=JAM pe=RCL-PE4 trays_on_belt=9 speed_mps=0.00 mode=AUTO');
  add(T(17, 12, 38, 51) + 240, 'lane=02 unit=TRC evt=STOP cause=IDLE trays_on_belt=0 speed_mps=0.00 mode=AUTO');
  add(T(17, 12, 41, 44) + 12, 'lane=07 unit=TRC evt=START speed_mps=0.45 mode=MANUAL_RESET');
  const needle = `${stamp(T(17, 12, 34, 9) + 412)} lanesys[2211]: lane=07 unit=TRC evt=STOP cause=JAM pe=TRC-PE3 trays_on_belt=41 speed_mps=0.00 mode=AUTO`;
  lines.push({ t: T(17, 12, 34, 9) + 412, text: needle });
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    'Someone on the early shift said the belt that takes the empty trays back to the front got stuck on one of the lanes yesterday, just after half twelve. Which lane was it?';
  return probe('round 23: tray return lane log, paraphrase', ask, 'read_file', output, 'lane', needle);
}

/** A week of the car parks' number plate camera and barrier events as CSV; one driver's exit, plate written as the camera reads it. */
function anprBarrierCsv(): EconomicsTask {
  const random = seededRandom(23_008);
  const PARKS: Readonly<Record<string, readonly [number, number, number, readonly string[]]>> = {
    // Visits a day, shortest and longest stay in minutes, products.
    DROP_OFF: [250, 3, 18, ['TARIFF']],
    SHORT_STAY: [110, 25, 600, ['TARIFF', 'TARIFF', 'TARIFF', 'PREBOOK', 'BLUE_BADGE']],
    MID_STAY: [35, 300, 4_000, ['TARIFF', 'PREBOOK', 'PREBOOK']],
    LONG_STAY: [85, 1_400, 20_000, ['PREBOOK', 'PREBOOK', 'PREBOOK', 'TARIFF']],
    STAFF: [70, 420, 720, ['STAFF_PERMIT']],
  };
  const plate = () => {
    let p = '';
    while (!p || p.startsWith('KX19'))
      p = `${chars(random, 'ABCDEFGHKLMNOPRSVWY', 1)}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 1)}${oneOf(random, ['15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '66', '67', '68', '69', '70', '71', '72', '73', '74'])}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
    return p;
  };
  const start = T(11, 0);
  const end = T(18, 0);
  const rows: { t: number; cells: string[] }[] = [];
  const OPS = ['ops.jwhite', 'ops.mpatel', 'ops.snowak', 'ops.rgreen'];
  const row = (
    t: number,
    park: string,
    lane: string,
    event: string,
    p: string,
    conf: string,
    session: string,
    product: string,
    booking: string,
    amount: string,
    operator: string,
    note: string,
  ) =>
    rows.push({
      t,
      cells: [
        new Date(t).toISOString().slice(0, 19).replace('T', ' '),
        park,
        lane,
        event,
        p,
        conf,
        session,
        product,
        booking,
        amount,
        operator,
        note,
      ],
    });
  const conf = () => (0.86 + random() * 0.13).toFixed(2);
  const lane = (kind: 'EN' | 'EX', park: string) =>
    `${kind}${park === 'DROP_OFF' || park === 'SHORT_STAY' || park === 'LONG_STAY' ? between(random, 1, 2) : 1}`;
  let sessions = 5_130_000;
  const price = (park: string, minutes: number) => {
    if (park === 'DROP_OFF') return minutes <= 10 ? 5 : 8;
    if (park === 'SHORT_STAY')
      return minutes <= 30 ? 4 : minutes <= 60 ? 6 : minutes <= 120 ? 9 : minutes <= 240 ? 14 : minutes <= 360 ? 18 : 32;
    return 15 + Math.ceil(minutes / 1_440) * (park === 'MID_STAY' ? 16 : 11);
  };
  for (const [park, [perDay, shortest, longest, products]] of Object.entries(PARKS)) {
    for (let k = 0, n = perDay * 10; k < n; k++) {
      const stay = Math.floor(shortest + (longest - shortest) * random() ** 2);
      const entry = start - 3 * DAY + pick(random, 10 * 24 * 60) * MINUTE + pick(random, 60) * 1_000;
      const exit = entry + stay * MINUTE + pick(random, 60) * 1_000;
      if (exit < start || entry > end) continue;
      const p = plate();
      const session = `S${(sessions += between(random, 1, 3))}`;
      const product = oneOf(random, products);
      const booking = product === 'PREBOOK' ? `FMXP-${chars(random, UPPER, 2)}${digits(random, 5)}` : '';
      if (entry >= start) row(entry, park, lane('EN', park), 'ENTRY', p, conf(), session, product, booking, '', '', '');
      if (exit < end) {
        const exLane = lane('EX', park);
        const due = product === 'TARIFF' ? price(park, stay) : 0;
        if (due && random() < 0.35) {
          row(exit, park, exLane, 'EXIT_HOLD', p, conf(), session, product, booking, due.toFixed(2), '', 'payment due at lane');
          const paid = exit + between(random, 15, 70) * 1_000;
          row(paid, park, exLane, 'EXIT_OPEN', p, '', session, product, booking, due.toFixed(2), '', 'paid at lane (contactless)');
        } else
          row(
            exit,
            park,
            exLane,
            'EXIT_OPEN',
            p,
            conf(),
            session,
            product,
            booking,
            due ? due.toFixed(2) : '0.00',
            '',
            due ? 'paid at pay station' : '',
          );
      }
    }
  }
  // The gentleman's visit on Sunday: his entry was read wrong, so his exit had no session to match.
  const S = (h: number, m: number, s: number) => T(14, h, m, s);
  row(S(16, 52, 8), 'SHORT_STAY', 'EN1', 'ENTRY', 'KX19ZP1', '0.58', 'S5121877', 'TARIFF', '', '', '', '');
  row(S(21, 4, 37), 'SHORT_STAY', 'EX2', 'EXIT_HOLD', 'KX19ZPL', '0.97', '', '', '', '', '', 'no open session for plate');
  row(S(21, 5, 50), 'SHORT_STAY', 'EX2', 'INTERCOM_CALL', '', '', '', '', '', '', 'ops.jwhite', 'help point call answered (42s)');
  row(
    S(21, 7, 12),
    'SHORT_STAY',
    'EX2',
    'REMOTE_OPEN',
    'KX19ZPL',
    '',
    'S5121877',
    'TARIFF',
    '',
    '18.00',
    'ops.jwhite',
    'session matched by hand (entry read KX19ZP1); 4h15m taken by card over intercom',
  );
  row(S(21, 10, 2), 'SHORT_STAY', 'EX1', 'EXIT_OPEN', 'KX19ZLP', '0.95', 'S5121903', 'TARIFF', '', '14.00', '', 'paid at pay station');
  row(S(20, 49, 30), 'SHORT_STAY', 'EX1', 'EXIT_HOLD', plate(), '0.93', 'S5121799', 'TARIFF', '', '9.00', '', 'payment due at lane');
  row(T(11, 6, 12, 40), 'DROP_OFF', 'EN2', 'ENTRY', 'KX19ZPL', '0.96', 'S5120391', 'TARIFF', '', '', '', '');
  row(
    T(11, 6, 19, 3),
    'DROP_OFF',
    'EX1',
    'EXIT_OPEN',
    'KX19ZPL',
    '0.98',
    'S5120391',
    'TARIFF',
    '',
    '5.00',
    '',
    'paid at lane (contactless)',
  );
  row(T(16, 9, 31, 55), 'LONG_STAY', 'EX1', 'EXIT_HOLD', 'LM70KTX', '0.95', '', '', '', '', '', 'no open session for plate');
  row(
    T(16, 9, 33, 20),
    'LONG_STAY',
    'EX1',
    'REMOTE_OPEN',
    'LM70KTX',
    '',
    'S5122950',
    'PREBOOK',
    'FMXP-RD40417',
    '0.00',
    OPS[1]!,
    'entry read LM70KIX, booking matched by hand',
  );
  rows.sort((a, b) => a.t - b.t);
  let id = 88_410_000;
  const lines = rows.map((r) => [String((id += 1)), ...r.cells].map(csv).join(','));
  const needle = lines.find((l) => l.includes('KX19ZPL,0.97'))!;
  const header = 'event_id,timestamp,car_park,lane,event,plate,read_conf,session_id,product,booking_ref,amount_gbp,operator,note';
  const output = `${[header, ...lines].join('\n')}\n`;
  const ask =
    "I'm covering the car parks inbox while Dave's off this week, so bear with me. A gentleman has written in to say the barrier at the short stay wouldn't let him out on Sunday night, about nine o'clock, and he had to buzz the help point before anyone lifted it. His car is KX19 ZPL. What did our system record when he tried to leave?";
  return probe('round 23: anpr barrier csv, preamble and paraphrase', ask, 'run_shell', output, 'exit', needle);
}

/** The ATFM message log: flight plan acks, departure planning messages out, slot messages in; one slot revision. */
function atfmSlotMessages(): EconomicsTask {
  const random = seededRandom(23_009);
  const U2 = op('U2');
  const AGP = route('AGP');
  const target: Departure = { op: U2, flight: 'U22417', dest: AGP, std: 7 * 60 + 15 };
  const alicante: Departure = { op: U2, flight: 'U22433', dest: route('ALC'), std: 8 * 60 + 5 };
  const ryanair: Departure = { op: op('FR'), flight: 'FR5517', dest: AGP, std: 9 * 60 + 5 };
  const tui: Departure = { op: op('BY'), flight: 'BY6327', dest: AGP, std: 13 * 60 + 50 };
  const flights = schedule(random, 46, [target, alicante, ryanair, tui], (d) => d.dest.iata === 'AGP' || d.dest.iata === 'ALC');
  const arcids = new Map<Departure, string>();
  for (const f of flights)
    arcids.set(
      f,
      ['U2', 'FR', 'BY'].includes(f.op.iata)
        ? `${f.op.icao}${between(random, 1, 99)}${chars(random, UPPER, 2)}`
        : `${f.op.icao}${f.flight.slice(2)}`,
    );
  arcids.set(target, 'EZY63LK');
  const SIDS: Readonly<Record<string, string>> = { N: 'LAMSO1F', S: 'CLN2F', E: 'LAMSO1F', W: 'BKY1F' };
  const sid = (d: Route) =>
    SIDS[
      d.icao.startsWith('L') || d.icao.startsWith('G')
        ? 'S'
        : d.icao.startsWith('EH')
          ? 'E'
          : d.iata === 'NQY' || d.iata === 'GCI' || d.iata === 'JER' || d.iata === 'ACI'
            ? 'W'
            : 'N'
    ]!;
  const REGS = ['LECSSUR18', 'LECMCTAN', 'LFMMALL', 'LFBBCTA', 'LECBCTAE', 'LPPCCTA', 'EGTTCTA', 'EHAMARR'];
  const CAUSES = ['CE 81', 'CE 81', 'CS 82', 'WE 84', 'AE 83'];
  const lines: { t: number; text: string }[] = [];
  const z = (t: number) => new Date(t).toISOString().slice(11, 16).replace(':', '');
  const add = (t: number, dir: string, body: string) => {
    if (t >= T(16, 0) && t < T(18, 21, 30))
      lines.push({ t, text: `${new Date(t).toISOString().slice(0, 19).replace('T', ' ')}Z ${dir} ${body}` });
  };
  const sam = (t: number, id: string, ctot: number, regul: string, taxi: number) =>
    add(t, 'RX NM', `-TITLE SAM ${id} -CTOT ${z(ctot)} -REGUL ${regul} -REGCAUSE CE 81 -TAXITIME 00${pad2(taxi)}`);
  const srm = (t: number, id: string, ctot: number, regul: string, taxi: number) =>
    add(t, 'RX NM', `-TITLE SRM ${id} -NEWCTOT ${z(ctot)} -REGUL ${regul} -REGCAUSE CE 81 -TAXITIME 00${pad2(taxi)}`);
  /** The planted flights' slot messages, by flight: each returns the slot the flight ends up with. */
  const planted = new Map<string, (day: number, id: string, eobt: number, taxi: number) => number | undefined>([
    [
      'U22417',
      (day, id, eobt, taxi) => {
        // Today 0650 moved to 0748 at 0611; yesterday 0640 moved to 0705.
        const [first, moved, at] = day === 18 ? [35, 93, -4 * 60 + 27] : [25, 50, -23 * 60 + 9];
        sam(eobt - 95 * MINUTE, id, eobt + first * MINUTE, 'LECSSUR18', taxi);
        srm(eobt + at * 1_000, id, eobt + moved * MINUTE, 'LECSSUR18', taxi);
        return eobt + moved * MINUTE;
      },
    ],
    [
      'U22433',
      (day, id, eobt, taxi) => {
        if (day !== 18) return undefined;
        sam(eobt - 130 * MINUTE, id, eobt + 35 * MINUTE, 'LECMCTAN', taxi);
        srm(eobt - 52 * MINUTE, id, eobt + 71 * MINUTE, 'LECMCTAN', taxi);
        return eobt + 71 * MINUTE;
      },
    ],
    [
      'FR5517',
      (day, id, eobt, taxi) => {
        if (day !== 18) return undefined;
        sam(eobt - 118 * MINUTE, id, eobt + 24 * MINUTE, 'LECSSUR18', taxi);
        return eobt + 24 * MINUTE;
      },
    ],
    [
      'BY6327',
      (day, id, eobt, taxi) => {
        if (day !== 18) return undefined;
        sam(eobt - 121 * MINUTE, id, eobt + 40 * MINUTE, 'LECSSUR18', taxi);
        srm(eobt - 33 * MINUTE, id, eobt + 58 * MINUTE, 'LECSSUR18', taxi);
        return eobt + 58 * MINUTE;
      },
    ],
  ]);
  for (const day of [16, 17, 18]) {
    for (const f of flights) {
      // Local times less an hour are UTC.
      const eobt = T(day, 0) + (f.std - 60) * MINUTE;
      const ifplid = `A${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}${digits(random, 8)}`;
      const taxi = between(random, 8, 14);
      const eobd = `2606${pad2(day)}`;
      const id = `-ARCID ${arcids.get(f)!} -IFPLID ${ifplid} -ADEP EGFX -ADES ${f.dest.icao} -EOBD ${eobd} -EOBT ${z(eobt)}`;
      const reg = oneOf(random, f.op.regs).replace('-', '');
      add(eobt - between(random, 3 * 60, 20 * 60) * MINUTE, 'RX IFPS', `-TITLE ACK ${id} -FILTIM ${z(eobt - 21 * 60 * MINUTE)}`);
      const dpi = (t: number, status: string, extra: string) =>
        add(
          t,
          'TX NMB2B',
          `-TITLE DPI -DPISTATUS ${status} ${id} -ARCTYP ${f.op.type} -REG ${reg} -SID ${sid(f.dest)} -TAXITIME 00${pad2(taxi)}${extra}`,
        );
      dpi(eobt - 3 * 60 * MINUTE + between(random, 0, 600) * 1_000, 'EARLY', '');
      const late = random() < 0.3 ? between(random, 1, 6) * 5 : 0;
      const tobt = eobt + late * MINUTE;
      const plant = planted.get(f.flight);
      let ctot: number | undefined;
      if (plant) ctot = plant(day, id, eobt, taxi);
      else if (random() < 0.18) {
        ctot = tobt + (taxi + between(random, 5, 60)) * MINUTE;
        add(
          eobt - between(random, 100, 150) * MINUTE,
          'RX NM',
          `-TITLE SAM ${id} -CTOT ${z(ctot)} -REGUL ${oneOf(random, REGS)} -REGCAUSE ${oneOf(random, CAUSES)} -TAXITIME 00${pad2(taxi)}`,
        );
        const roll = random();
        if (roll < 0.25) {
          ctot += between(random, -15, 40) * MINUTE;
          add(
            eobt - between(random, 30, 90) * MINUTE,
            'RX NM',
            `-TITLE SRM ${id} -NEWCTOT ${z(ctot)} -REGUL ${oneOf(random, REGS)} -REGCAUSE ${oneOf(random, CAUSES)} -TAXITIME 00${pad2(taxi)}`,
          );
        } else if (roll < 0.35) {
          add(eobt - between(random, 20, 60) * MINUTE, 'RX NM', `-TITLE SLC ${id} -REASON VOID`);
          ctot = undefined;
        }
      }
      const tsat = ctot === undefined ? tobt + between(random, 0, 8) * MINUTE : ctot - taxi * MINUTE;
      dpi(tobt - 40 * MINUTE + between(random, 0, 300) * 1_000, 'TARGET', ` -TOBT ${z(tobt)} -TTOT ${z(tobt + taxi * MINUTE)}`);
      if (late) dpi(tobt - 20 * MINUTE + between(random, 0, 300) * 1_000, 'TARGET', ` -TOBT ${z(tobt)} -TTOT ${z(tobt + taxi * MINUTE)}`);
      dpi(tsat - between(random, 10, 25) * MINUTE, 'SEQ', ` -TOBT ${z(tobt)} -TSAT ${z(tsat)} -TTOT ${z(tsat + taxi * MINUTE)}`);
      const aobt = tsat + between(random, -1, 3) * MINUTE + between(random, 0, 59) * 1_000;
      dpi(aobt + between(random, 5, 40) * 1_000, 'ATC', ` -AOBT ${z(aobt)} -TTOT ${z(aobt + taxi * MINUTE)}`);
    }
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const needle = lines.find((l) => l.text.includes('-TITLE SRM -ARCID EZY63LK') && l.text.includes('-EOBD 260618'))!.text;
  const ask =
    "Sorry, I've been in back-to-back meetings all day and I'm only just catching up on the ops channel. The easyJet to Malaga this morning had its slot moved by Brussels at some point — what new take-off time did they give it? The airline are asking why it went so late.";
  return probe('round 23: atfm slot messages, preamble and paraphrase', ask, 'read_file', output, 'ctot', needle);
}

/** The individual lamp monitoring system's list of every airfield light; one runway edge light draws an inset light's power. */
function ilcmsLampList(): EconomicsTask {
  const random = seededRandom(23_010);
  /** Circuits: id, what they light, lamp type, lamps, rated watts, source, fitting, brightness step, where. */
  const CIRCUITS: readonly (readonly [string, string, string, number, number, string, string, number, string])[] = [
    ['C01', 'APP 27', 'APP-CL', 150, 150, 'HAL', 'ELEV', 5, 'APP 27'],
    ['C02', 'APP 09', 'APP-CL', 120, 150, 'HAL', 'ELEV', 5, 'APP 09'],
    ['C03', 'RWY 27 TDZ', 'RWY-TDZ', 180, 45, 'HAL', 'INSET', 5, 'RWY 27 TDZ'],
    ['C04', 'RWY CL A', 'RWY-CL', 80, 45, 'HAL', 'INSET', 5, 'RWY CL'],
    ['C05', 'RWY CL B', 'RWY-CL', 80, 45, 'HAL', 'INSET', 5, 'RWY CL'],
    ['C06', 'RWY EDGE A', 'RWY-EDGE', 54, 105, 'HAL', 'ELEV', 5, 'RWY EDGE'],
    ['C07', 'RWY EDGE B', 'RWY-EDGE', 54, 105, 'HAL', 'ELEV', 5, 'RWY EDGE'],
    ['C08', 'THR/END 09', 'RWY-THR', 24, 105, 'HAL', 'INSET', 5, 'THR 09'],
    ['C09', 'THR/END 27', 'RWY-THR', 24, 105, 'HAL', 'INSET', 5, 'THR 27'],
    ['C10', 'TWY A', 'TWY-CL', 130, 20, 'LED', 'INSET', 3, 'TWY A'],
    ['C11', 'TWY B', 'TWY-CL', 120, 20, 'LED', 'INSET', 3, 'TWY B'],
    ['C12', 'TWY C/D', 'TWY-CL', 110, 20, 'LED', 'INSET', 3, 'TWY C'],
    ['C13', 'TWY A1/A2/B1-B3', 'TWY-CL', 95, 20, 'LED', 'INSET', 3, 'TWY LINK'],
    ['C14', 'TWY EDGE N', 'TWY-EDGE', 130, 12, 'LED', 'ELEV', 3, 'TWY EDGE N'],
    ['C15', 'TWY EDGE S', 'TWY-EDGE', 140, 12, 'LED', 'ELEV', 3, 'TWY EDGE S'],
    ['C16', 'STOP BARS', 'STOP-BAR', 48, 45, 'HAL', 'INSET', 5, 'HOLD'],
    ['C17', 'RGL', 'GUARD', 24, 30, 'LED', 'ELEV', 5, 'HOLD'],
    ['C18', 'PAPI 09/27', 'PAPI', 16, 200, 'HAL', 'ELEV', 5, 'PAPI'],
    ['C19', 'APRON EDGE', 'APN-EDGE', 110, 12, 'LED', 'ELEV', 3, 'APRON'],
    ['C20', 'APRON CL', 'APN-CL', 150, 20, 'LED', 'INSET', 3, 'APRON'],
  ];
  /** Series current at each brightness step. */
  const AMPS = [0, 2.8, 3.4, 4.1, 5.2, 6.6];
  const rows: string[][] = [];
  let needleRow = -1;
  let scm = 0x1a00;
  for (const [id, , type, count, rated, source, fitting, step, where] of CIRCUITS) {
    const amps = AMPS[step]!;
    const hoursBase = between(random, 2_000, 14_000);
    for (let k = 1; k <= count; k++) {
      const odd = id === 'C07' && k === 33;
      const current = amps + (random() - 0.5) * 0.04;
      const scale = source === 'HAL' ? (current / 6.6) ** 1.6 : current / 6.6;
      const watts = odd ? 43.6 : rated * scale * (0.96 + random() * 0.06);
      const metre =
        where.startsWith('RWY') || where.startsWith('APP')
          ? `${String(k * (where.startsWith('APP') ? 6 : 30)).padStart(4, '0')}m`
          : `${String(k * 15).padStart(4, '0')}m`;
      const side = type === 'RWY-EDGE' ? (id === 'C06' ? (k % 2 ? 'N' : 'S') : k % 2 ? 'S' : 'N') : '';
      rows.push([
        `${id}-${String(k).padStart(3, '0')}`,
        id,
        type,
        `${where}${side ? ` ${side}` : ''} ${metre}`,
        fitting,
        source,
        String(rated),
        String(step),
        current.toFixed(2),
        watts.toFixed(1),
        String(hoursBase + between(random, -1_500, 1_500)),
        `0x${(scm += 1).toString(16).toUpperCase()}`,
        'ON',
      ]);
      if (odd) needleRow = rows.length - 1;
    }
  }
  const lines = table(
    ['LAMP', 'CCT', 'TYPE', 'LOCATION', 'FITTING', 'SOURCE', 'RATED_W', 'STEP', 'I_A', 'P_W', 'HOURS', 'SCM', 'STATE'],
    rows,
  );
  const needle = lines[needleRow + 1]!;
  const output = `${['# ilcms lamps --all --site EGFX   (2026-06-18 11:02:17, 20 circuits, live readings)', ...lines].join('\n')}\n`;
  const ask =
    'On the airfield lighting lamp list, one of the runway edge lights is drawing a lot less power than the others of its kind. Which one is it?';
  return probe('round 23: ilcms lamp list', ask, 'run_shell', output, 'lamp', needle);
}

/** The baggage system's conveyors, one JSON object a line (`jq -c`); one check-in collector runs at a merge's speed. */
function bhsConveyorsNdjson(): EconomicsTask {
  const random = seededRandom(23_011);
  /** Roles: speed (m/s), motor kW, length range (mm), parameter set. */
  const ROLES: Readonly<Record<string, readonly [number, number, number, number, string]>> = {
    feed: [0.8, 1.1, 2_000, 6_000, 'AR-FEED-v2'],
    carousel: [0.45, 3.0, 48_000, 62_000, 'AR-CAR-v1'],
    weigh: [0.35, 0.55, 1_500, 1_500, 'CK-WGH-v4'],
    label: [0.5, 0.55, 1_200, 1_200, 'CK-LBL-v4'],
    dispatch: [0.5, 0.75, 1_800, 2_200, 'CK-DSP-v4'],
    collector: [0.5, 1.1, 2_500, 6_500, 'CK-COLL-v3'],
    merge: [1.0, 1.5, 2_000, 3_000, 'CK-MRG-v3'],
    'eds-entry': [0.3, 0.75, 2_000, 2_500, 'HB-EDS-v2'],
    'eds-exit': [0.5, 0.75, 2_000, 2_500, 'HB-EDS-v2'],
    decision: [1.0, 1.5, 1_500, 2_000, 'HB-DEC-v2'],
    reject: [0.5, 0.75, 3_000, 5_000, 'HB-REJ-v1'],
    lateral: [0.5, 1.1, 8_000, 14_000, 'MU-LAT-v2'],
    induct: [1.5, 2.2, 2_000, 3_000, 'MU-IND-v2'],
    oog: [0.3, 1.1, 3_000, 6_000, 'OS-OOG-v1'],
    transport: [1.5, 2.2, 4_000, 12_000, 'TR-STD-v3'],
    curve: [1.25, 2.2, 3_000, 4_000, 'TR-CRV-v3'],
    incline: [1.0, 3.0, 6_000, 9_000, 'TR-INC-v3'],
  };
  const AREAS: Readonly<Record<string, string>> = {
    AR: 'RECLAIM',
    CK: 'CHECK-IN',
    HB: 'HBS',
    MU: 'MAKE-UP',
    OS: 'OUT-OF-GAUGE',
    TR: 'TRANSPORT',
  };
  const lines: string[] = [];
  let needle = '';
  const conveyor = (line: string, role: string, seq: number, code: string, speed?: number) => {
    const [mps, kw, lo, hi, params] = ROLES[role]!;
    const area = line.slice(0, 2);
    const text = JSON.stringify({
      id: `${line}.${code}${pad2(seq)}`,
      area: AREAS[area],
      line,
      role,
      seq,
      length_mm: Math.round(between(random, lo, hi) / 50) * 50,
      belt: role === 'carousel' ? 'steel slat' : oneOf(random, ['PVC 2-ply 800', 'PVC 2-ply 800', 'PU 2-ply 1000']),
      drive: {
        vfd: oneOf(random, ['SEW MOVIMOT MMF3', 'SEW MOVIMOT MMF3', 'Lenze i550']),
        addr: `10.20.${between(random, 1, 9)}.${between(random, 10, 250)}`,
        motor_kw: kw,
        speed_mps: speed ?? mps,
        accel_mps2: role === 'carousel' ? 0.2 : 0.4,
        decel_mps2: role === 'carousel' ? 0.3 : 0.8,
        param_set: params,
      },
      sensors: { pe: role === 'carousel' ? 4 : between(random, 1, 3), encoder: ['induct', 'decision', 'eds-entry'].includes(role) },
      estop_zone: `ESZ-${line}`,
      plc: `PLC-${area}-${oneOf(random, ['A', 'B'])}`,
      run_hours: between(random, 4_000, 38_000),
      last_service: `2026-0${between(random, 1, 5)}-${pad2(between(random, 1, 28))}`,
      state: oneOf(random, ['RUNNING', 'RUNNING', 'RUNNING', 'IDLE', 'IDLE', 'ENERGY_SAVE']),
    });
    lines.push(text);
    return text;
  };
  for (let r = 1; r <= 3; r++) {
    for (let k = 1; k <= 8; k++) conveyor(`AR${pad2(r)}`, 'feed', k, 'F');
    conveyor(`AR${pad2(r)}`, 'carousel', 1, 'K');
  }
  for (let island = 1; island <= 8; island++) {
    const line = `CK${pad2(island)}`;
    for (let desk = 1; desk <= 12; desk++) {
      conveyor(line, 'weigh', desk, 'W');
      conveyor(line, 'label', desk, 'L');
      conveyor(line, 'dispatch', desk, 'D');
    }
    for (let k = 1; k <= 14; k++) {
      const text = conveyor(line, 'collector', k, 'C', island === 5 && k === 9 ? 1.0 : undefined);
      if (island === 5 && k === 9) needle = text;
    }
    for (let k = 1; k <= 2; k++) conveyor(line, 'merge', k, 'M');
  }
  for (let k = 1; k <= 6; k++) conveyor('HB01', 'eds-entry', k, 'E');
  for (let k = 1; k <= 6; k++) conveyor('HB01', 'eds-exit', k, 'X');
  for (let k = 1; k <= 10; k++) conveyor('HB01', 'decision', k, 'V');
  for (let k = 1; k <= 8; k++) conveyor('HB01', 'reject', k, 'R');
  for (let k = 1; k <= 40; k++) conveyor('MU01', 'lateral', k, 'L');
  for (let k = 1; k <= 6; k++) conveyor('MU01', 'induct', k, 'I');
  for (let k = 1; k <= 8; k++) conveyor('OS01', 'oog', k, 'G');
  for (let t = 1; t <= 6; t++)
    for (let k = 1; k <= 25; k++) conveyor(`TR${pad2(t)}`, k % 9 === 0 ? 'curve' : k % 11 === 0 ? 'incline' : 'transport', k, 'T');
  const output = `${lines.join('\n')}\n`;
  const ask =
    'One of the check-in collector belts has been set up to run at a different speed from all the other collectors. Which one is it?';
  return probe('round 23: bhs conveyors ndjson', ask, 'run_shell', output, 'conveyor', needle);
}

/** The runway surface sensors' hourly report for a month; one sensor-day's surface temperature never moves. */
function runwaySurfaceSensorReport(): EconomicsTask {
  const random = seededRandom(23_012);
  /** Sensors: id, where, and how much warmer than the runway they run in the sun. */
  const SENSORS: readonly (readonly [string, string, number])[] = [
    ['RS01', 'RWY09 TDZ 300m CL', 0],
    ['RS02', 'RWY09 TDZ 300m L', 0.5],
    ['RS03', 'RWY MID 1200m CL', 0.2],
    ['RS04', 'RWY27 TDZ 300m CL', 0],
    ['RS05', 'RWY27 TDZ 300m R', 0.6],
    ['RS06', 'RWY27 END 2300m CL', 0.1],
    ['RS07', 'TWY A HOLD A1', 1.5],
    ['RS08', 'TWY B HOLD B2', 1.3],
    ['RS09', 'APRON EAST STAND 4', 3],
    ['RS10', 'APRON WEST STAND 14', 2.6],
  ];
  const rows: string[][] = [];
  let needleRow = -1;
  let ground = 13.2;
  const cell = (v: number) => v.toFixed(1);
  for (let d = 0; d < 30; d++) {
    const t = T(19, 0) - 31 * DAY + d * DAY;
    const date = new Date(t).toISOString().slice(0, 10);
    const weather = oneOf(random, ['sun', 'sun', 'cloud', 'cloud', 'rain']);
    const low = 7 + random() * 6;
    const peak = weather === 'sun' ? 30 + random() * 12 : weather === 'cloud' ? 17 + random() * 7 : 14 + random() * 4;
    const rainFrom = between(random, 0, 18);
    const rainTo = rainFrom + between(random, 2, 6);
    ground += 0.05 + (random() - 0.4) * 0.2;
    for (const [id, where, warm] of SENSORS) {
      const odd = id === 'RS04' && date === '2026-06-03';
      const surf: string[] = [];
      const grnd: string[] = [];
      const film: string[] = [];
      for (let h = 1; h <= 24; h++) {
        const sun = Math.max(0, Math.sin((Math.PI * (h - 6)) / 15)) ** 1.3;
        const s = low + (peak - low + warm * (weather === 'sun' ? 2 : 0.5)) * sun + (random() - 0.5) * 0.6;
        surf.push(odd ? '17.8' : cell(s));
        grnd.push(cell(ground + warm * 0.2 + 0.4 * Math.sin((Math.PI * (h - 10)) / 12) + (random() - 0.5) * 0.1));
        const wet = weather === 'rain' && h >= rainFrom && h <= rainTo;
        film.push(
          wet
            ? String(between(random, 20, 420))
            : h > rainTo && h <= rainTo + 2 && weather === 'rain'
              ? String(between(random, 1, 30))
              : '0',
        );
      }
      rows.push([date, id, where, 'SURF', ...surf]);
      if (odd) needleRow = rows.length - 1;
      rows.push([date, id, where, 'GRND', ...grnd]);
      rows.push([date, id, where, 'FILM', ...film]);
    }
  }
  const headers = ['DATE', 'SENSOR', 'POSITION', 'PARAM', ...Array.from({ length: 24 }, (_, h) => pad2(h + 1))];
  const lines = table(headers, rows);
  const needle = lines[needleRow + 1]!;
  const output = `${['# rsis report hourly --site EGFX --from 2026-05-19 --to 2026-06-17   (SURF, GRND at -30cm in C; FILM water film in um; hour ending, local time)', ...lines].join('\n')}\n`;
  const ask =
    "In last month's runway surface sensor report, one sensor's surface temperature sat at exactly the same figure for a whole day. Which sensor was it, and which day?";
  return probe('round 23: runway surface sensor report', ask, 'run_shell', output, 'sensor', needle);
}

export function roundTwentyThree(): EconomicsTask[] {
  return [
    acdmFlightsApi(),
    intoPlaneFuelTicketsXml(),
    carParkBookingBundle(),
    notamBulletin(),
    bsmBaggageMessages(),
    dcsLoadsheets(),
    trayReturnLaneLog(),
    anprBarrierCsv(),
    atfmSlotMessages(),
    ilcmsLampList(),
    bhsConveyorsNdjson(),
    runwaySurfaceSensorReport(),
  ];
}
