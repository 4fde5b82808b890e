/**
 * Probe round 95, written blind: Brackenford City Council's waste and recycling collection service (bin-lift
 * telematics, crew round sheets, missed-collection reports, the Coldharbour Road transfer station weighbridge,
 * the Kingsmead recycling facility's sorting line controls and the Tannery Lane fleet workshop). "Today" is
 * Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - bin-lift telematics API (minified JSON): the RFID tag of the garden waste bin emptied at one address this morning;
 *  - sorting line SCADA tag export (one-line XML): the recipe loaded on line 2's natural HDPE optical sorter;
 *  - contamination tagging export (CSV with one huge field per round): the property on one street red-tagged for nappies;
 * b. The answer a few lines away from the line the question's words match:
 *  - fleet workshop API (pretty JSON): the job card number of one vehicle's open hydraulic leak;
 *  - round planner export (YAML): the driver of the Thursday garden waste round covering one ward;
 *  - weighbridge ticket export (XML): the ticket of one haulier's plasterboard load on a given day;
 * c. A question that paraphrases the output or carries a preamble:
 *  - CRM service request report (pipe table by ward): the reference of a resident's latest missed food caddy report;
 *  - sorting plant SCADA alarm journal (text log): what stopped the fibre ("paper") line around lunchtime;
 *  - digitised crew round sheets (text report): the agency ("AGY") loader on one bulky waste round last Wednesday;
 * d. One value unlike its peers, with no error word near it:
 *  - weighbridge ticket listing (fixed-width table): the ticket weighed against a wrong stored tare;
 *  - telematics daily vehicle summary (CSV): the vehicle-day with far more idling than any other;
 *  - workshop tyre history (TSV): the wheel torqued far below every other.
 * Not among the bench's targets.
 * First run, at 4f9152a, the head when the round was written (with this file; `ROUNDS=95
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,038,364 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 95: bin-lift events (minified JSON)
 *     codex: 15,580 tokens, peak 15,500, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 685, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,089 tokens, peak 2,554, 0/1 needles, 2 read-backs
 *     ours: 5,409 tokens, peak 1,971, 0/1 needles, 3 read-backs
 *   round 95: sorting line tag export (one-line XML)
 *     codex: 15,868 tokens, peak 15,788, 0/1 needles, 0 read-backs
 *     context-chef: 747 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,627 tokens, peak 3,712, 1/1 needles, 2 read-backs
 *     ours: 7,334 tokens, peak 3,612, 1/1 needles, 2 read-backs
 *   round 95: contamination tags export (CSV, one huge field)
 *     codex: 232 tokens, peak 152, 0/1 needles, 0 read-backs
 *     context-chef: 777 tokens, peak 697, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,663 tokens, peak 838, 0/1 needles, 4 read-backs
 *     ours: 4,519 tokens, peak 982, 0/1 needles, 4 read-backs
 *   round 95: fleet workshop job cards (pretty JSON)
 *     codex: 11,685 tokens, peak 11,609, 0/1 needles, 0 read-backs
 *     context-chef: 648 tokens, peak 572, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,780 tokens, peak 1,433, 0/1 needles, 2 read-backs
 *     ours: 1,866 tokens, peak 920, 0/1 needles, 1 read-backs
 *   round 95: round planner config (YAML)
 *     codex: 11,658 tokens, peak 11,590, 0/1 needles, 0 read-backs
 *     context-chef: 605 tokens, peak 537, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,782 tokens, peak 1,944, 0/1 needles, 2 read-backs
 *     ours: 6,544 tokens, peak 2,915, 0/1 needles, 2 read-backs
 *   round 95: weighbridge tickets (XML)
 *     codex: 13,199 tokens, peak 13,117, 0/1 needles, 0 read-backs
 *     context-chef: 715 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,052 tokens, peak 3,054, 0/1 needles, 3 read-backs
 *     ours: 7,826 tokens, peak 3,215, 0/1 needles, 3 read-backs
 *   round 95: CRM requests, preamble and paraphrase
 *     codex: 12,497 tokens, peak 12,386, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 576, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,577 tokens, peak 1,215, 0/1 needles, 4 read-backs
 *     ours: 4,339 tokens, peak 926, 0/1 needles, 4 read-backs
 *   round 95: SCADA journal, preamble and paraphrase
 *     codex: 16,539 tokens, peak 16,439, 0/1 needles, 0 read-backs
 *     context-chef: 806 tokens, peak 706, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,262 tokens, peak 1,351, 0/1 needles, 4 read-backs
 *     ours: 4,512 tokens, peak 966, 0/1 needles, 4 read-backs
 *   round 95: round sheets, preamble
 *     codex: 13,448 tokens, peak 13,357, 0/1 needles, 0 read-backs
 *     context-chef: 714 tokens, peak 623, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,969 tokens, peak 3,042, 0/1 needles, 3 read-backs
 *     ours: 7,174 tokens, peak 2,914, 0/1 needles, 3 read-backs
 *   round 95: weighbridge listing, odd tare
 *     codex: 15,581 tokens, peak 15,491, 0/1 needles, 0 read-backs
 *     context-chef: 617 tokens, peak 527, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,136 tokens, peak 1,933, 0/1 needles, 3 read-backs
 *     ours: 4,015 tokens, peak 1,626, 1/1 needles, 3 read-backs
 *   round 95: telematics daily summary, odd idling
 *     codex: 26,405 tokens, peak 26,310, 0/1 needles, 0 read-backs
 *     context-chef: 1,101 tokens, peak 1,006, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,062 tokens, peak 4,422, 0/1 needles, 4 read-backs
 *     ours: 7,900 tokens, peak 3,739, 1/1 needles, 4 read-backs
 *   round 95: tyre history, odd torque
 *     codex: 20,181 tokens, peak 20,092, 0/1 needles, 0 read-backs
 *     context-chef: 919 tokens, peak 830, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,631 tokens, peak 1,437, 0/1 needles, 4 read-backs
 *     ours: 4,461 tokens, peak 953, 1/1 needles, 4 read-backs
 *     codex: 172,873 tokens, 0/12 needles
 *     context-chef: 9,101 tokens, 0/12 needles
 *     context-chef-store: 75,630 tokens, 1/12 needles
 *     ours: 65,899 tokens, 4/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, chars, hex, uuid, pad2 } from '../economics/seeded.js';

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
// Shared pools: people, streets, wards, registrations, dates.

type Random = () => number;

const FIRST = [
  'Dean',
  'Gary',
  'Lee',
  'Craig',
  'Wayne',
  'Paul',
  'Mark',
  'Steven',
  'Darren',
  'Jason',
  'Kevin',
  'Shaun',
  'Ryan',
  'Liam',
  'Jamie',
  'Adam',
  'Kieran',
  'Connor',
  'Scott',
  'Neil',
  'Martin',
  'Andrew',
  'Chris',
  'Daniel',
  'Jordan',
  'Sam',
  'Tony',
  'Ian',
  'Stuart',
  'Rob',
  'Nathan',
  'Luke',
  'Callum',
  'Aaron',
  'Imran',
  'Tariq',
  'Bilal',
  'Sanjay',
  'Rajesh',
  'Kwame',
  'Emeka',
  'Dariusz',
  'Piotr',
  'Lukasz',
  'Marius',
  'Andrei',
  'Ionut',
  'Sarah',
  'Claire',
  'Emma',
  'Nicola',
  'Jo',
  'Kelly',
  'Leanne',
  'Amy',
  'Priya',
  'Shabana',
  'Grace',
  'Michelle',
  'Karen',
];
const LAST = [
  'Holt',
  'Brennan',
  'Okafor',
  'Patel',
  'Khan',
  'Hussain',
  'Smith',
  'Jones',
  'Taylor',
  'Walsh',
  'Murphy',
  'Kelly',
  'Doyle',
  'Wright',
  'Hughes',
  'Barker',
  'Fletcher',
  'Marsh',
  'Dawson',
  'Pearce',
  'Gill',
  'Sandhu',
  'Begum',
  'Ahmed',
  'Mensah',
  'Owusu',
  'Nowak',
  'Kaminski',
  'Zielinski',
  'Popescu',
  'Ionescu',
  'Wood',
  'Turner',
  'Booth',
  'Shaw',
  'Kerr',
  'Lynch',
  'Carr',
  'Pike',
  'Cole',
  'Bates',
  'Grant',
  'Rowe',
  'Haynes',
  'Lowe',
  'Riley',
  'Nash',
  'Webb',
  'Mills',
  'Foster',
  'Hart',
  'Ward',
  'Price',
  'Greaves',
  'Sutcliffe',
  'Ashworth',
  'Rahman',
  'Chowdhury',
  'Osei',
  'Doherty',
];
const STEMS = [
  'Alder',
  'Ash',
  'Beech',
  'Birch',
  'Bramble',
  'Chestnut',
  'Clover',
  'Elm',
  'Foxglove',
  'Hawthorn',
  'Hazel',
  'Heather',
  'Holly',
  'Juniper',
  'Larch',
  'Laurel',
  'Linden',
  'Maple',
  'Meadow',
  'Mulberry',
  'Oak',
  'Poplar',
  'Rowan',
  'Sorrel',
  'Thistle',
  'Willow',
  'Lark',
  'Finch',
  'Kestrel',
  'Heron',
  'Plover',
  'Swift',
  'Linnet',
  'Curlew',
  'Church',
  'Mill',
  'Station',
  'Bridge',
  'Market',
  'Chapel',
  'School',
  'Victoria',
  'Albert',
  'Queens',
  'Kings',
  'Princess',
  'Granby',
  'Pelham',
  'Ferrers',
  'Mortimer',
  'Cavendish',
  'Tennyson',
  'Byron',
  'Keats',
  'Shelley',
  'Wordsworth',
  'Milton',
  'Chaucer',
  'Ruskin',
  'Brunel',
  'Stephenson',
  'Telford',
  'Wesley',
  'Foundry',
  'Brewery',
  'Ropewalk',
  'Canal',
  'Quarry',
  'Kiln',
  'Forge',
  'Orchard',
  'Paddock',
  'Spinney',
  'Copse',
  'Ridge',
  'Vale',
  'Brook',
  'Moor',
  'Heath',
  'Abbey',
  'Priory',
  'Castle',
  'Tower',
  'Wharf',
  'Weir',
  'Sycamore',
  'Primrose',
  'Bluebell',
  'Cedar',
  'Lime',
  'Yew',
  'Cherry',
  'Damson',
  'Medlar',
  'Quince',
  'Hornbeam',
  'Aspen',
  'Walnut',
  'Magnolia',
  'Lavender',
  'Rosemary',
  'Saffron',
  'Tansy',
  'Yarrow',
  'Nightingale',
  'Starling',
  'Skylark',
  'Dove',
  'Osprey',
  'Falcon',
  'Merlin',
  'Harrier',
  'Sandpiper',
  'Dunlin',
  'Teal',
  'Bittern',
  'Grebe',
  'Redwing',
  'Fieldfare',
];
const SUFFIXES = [
  'Road',
  'Street',
  'Close',
  'Avenue',
  'Lane',
  'Court',
  'Drive',
  'Way',
  'Grove',
  'Crescent',
  'Place',
  'Gardens',
  'Terrace',
  'Walk',
  'Rise',
  'Mews',
  'View',
];
const WARDS = [
  'Ashby Fields',
  'Ashby North',
  'Ashby South',
  'Brook Vale',
  'Castlefields',
  'Fairfield',
  'Greenhill',
  'Hillcrest',
  'Kingsmead',
  'Little Heath',
  'Lower Marsh',
  'Moorside',
  'Northgate',
  'Oakwood',
  'Old Town',
  'Pennyfields',
  'Riverside',
  "St Anne's",
  'Tannery',
  'Westbrook',
];

/** `n` distinct full names, none of them in `exclude`. */
function nameBook(random: Random, n: number, exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude);
  const out: string[] = [];
  while (out.length < n) {
    const name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** `n` distinct street names, none of them in `exclude`. */
function streetBook(random: Random, n: number, exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude);
  const out: string[] = [];
  while (out.length < n) {
    const street = `${oneOf(random, STEMS)} ${oneOf(random, SUFFIXES)}`;
    if (seen.has(street)) continue;
    seen.add(street);
    out.push(street);
  }
  return out;
}

/** A UK registration of the 2019-2025 formats (`YX71 KTR`). */
function registration(random: Random): string {
  const area = oneOf(random, ['YX', 'YK', 'WU', 'BN', 'FJ', 'PO', 'LK', 'DA', 'OU', 'MX', 'SN', 'KX', 'BV', 'FN', 'GN']);
  const age = oneOf(random, ['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25']);
  return `${area}${age} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 3)}`;
}

/** `n` distinct registrations. */
function registrations(random: Random, n: number): string[] {
  const seen = new Set<string>();
  while (seen.size < n) seen.add(registration(random));
  return [...seen];
}

/** A made-up Brackenford postcode (`BK4 7QT`). */
function postcode(random: Random): string {
  return `BK${between(random, 1, 9)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXY', 2)}`;
}

/** A source of distinct UPRNs (12 digits, as the council's gazetteer numbers them). */
function uprnSource(random: Random): () => string {
  const seen = new Set<string>();
  return () => {
    for (;;) {
      const uprn = `10007${chars(random, '0123456789', 7)}`;
      if (!seen.has(uprn)) {
        seen.add(uprn);
        return uprn;
      }
    }
  };
}

const DAY = 86_400_000;
const dayStart = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const isoDate = (t: number): string => new Date(t).toISOString().slice(0, 10);
const isoSeconds = (t: number): string => `${new Date(t).toISOString().slice(0, 19)}Z`;
const ukDate = (t: number): string => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const clock = (t: number): string => new Date(t).toISOString().slice(11, 16);
const clockSeconds = (t: number): string => new Date(t).toISOString().slice(11, 19);
const weekday = (t: number): number => new Date(t).getUTCDay();
const DAY_ABBR = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const hms = (seconds: number): string =>
  `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
const thousands = (n: number): string => n.toLocaleString('en-GB');
const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cols = (cells: readonly [string, number][]): string =>
  cells
    .map(([text, width]) => text.padEnd(width))
    .join(' ')
    .trimEnd();

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** 1. The in-cab telematics API: one ward's bin-lift events for today, minified. */
function binLiftEvents(): EconomicsTask {
  const random = seededRandom(95_001);
  const today = dayStart('2026-11-17');
  const newUprn = uprnSource(random);
  const streets = streetBook(random, 90, ['Alder Close', 'Alder Road', 'Alder Court']);
  type Street = { houses: number; postcode: string; lat: number; lon: number; uprns: string[] };
  const atlas = new Map<string, Street>();
  const street = (name: string, houses = between(random, 9, 32)): Street => {
    let found = atlas.get(name);
    if (!found) {
      found = {
        houses,
        postcode: postcode(random),
        lat: 52.402 + random() * 0.045,
        lon: -1.548 + random() * 0.07,
        uprns: Array.from({ length: houses }, () => newUprn()),
      };
      atlas.set(name, found);
    }
    return found;
  };
  street('Alder Close', 26);
  street('Alder Road', 31);
  street('Alder Court', 12);

  const SERVICES = {
    REFUSE: { bins: ['240L_GREY', '240L_GREY', '240L_GREY', '180L_GREY', '360L_GREY'], lo: 40, hi: 380, share: 0.9 },
    RECYCLING: { bins: ['240L_BLUE'], lo: 30, hi: 190, share: 0.82 },
    GARDEN: { bins: ['240L_BROWN'], lo: 40, hi: 430, share: 0.45 },
    FOOD: { bins: ['23L_CADDY'], lo: 6, hi: 78, share: 0.58 },
  } as const;
  type Service = keyof typeof SERVICES;
  const regs = registrations(random, 12);
  const plan: { round: string; service: Service; streets: string[]; start: number }[] = [
    { round: 'REF-TUE-A1', service: 'REFUSE', streets: [], start: 6.6 },
    { round: 'FW-TUE-04', service: 'FOOD', streets: ['Alder Close'], start: 7.4 },
    { round: 'REC-TUE-B3', service: 'RECYCLING', streets: ['Alder Road'], start: 6.8 },
    { round: 'GW-TUE-01', service: 'GARDEN', streets: [], start: 7.0 },
    { round: 'REF-TUE-A2', service: 'REFUSE', streets: ['Alder Court'], start: 8.1 },
    { round: 'GW-TUE-03', service: 'GARDEN', streets: ['Alder Close'], start: 8.9 },
    { round: 'FW-TUE-02', service: 'FOOD', streets: ['Alder Road'], start: 9.2 },
    { round: 'REC-TUE-B1', service: 'RECYCLING', streets: [], start: 9.6 },
    { round: 'GW-TUE-02', service: 'GARDEN', streets: ['Alder Court'], start: 10.4 },
    { round: 'REF-TUE-A4', service: 'REFUSE', streets: [], start: 11.0 },
    { round: 'FW-TUE-01', service: 'FOOD', streets: [], start: 11.6 },
  ];
  let next = 0;
  for (const p of plan) {
    const own = streets.slice(next, next + 8);
    next += 8;
    // The planted street sits in the middle of its round.
    p.streets = [...own.slice(0, 4), ...p.streets, ...own.slice(4)];
  }

  type LiftEvent = { at: number; body: object };
  const events: LiftEvent[] = [];
  let target = '';
  plan.forEach((p, v) => {
    const service = SERVICES[p.service];
    const fleetNo = String(3402 + v * 3);
    const device = `ICD-${hex(random, 6).toUpperCase()}`;
    let at = today + Math.round(p.start * 3600_000);
    for (const name of p.streets) {
      const s = street(name);
      at += between(random, 90, 420) * 1000;
      for (let house = 1; house <= s.houses; house++) {
        at += between(random, 9, 16) * 1000;
        const planted = name === 'Alder Close' && house === 14;
        if (!planted && random() > service.share) continue;
        at += between(random, 18, 44) * 1000;
        const roll = random();
        const type = planted ? 'BIN_LIFT' : roll < 0.03 ? 'NOT_PRESENTED' : roll < 0.045 ? 'CONTAMINATED' : 'BIN_LIFT';
        const rfid = `E280${hex(random, 20).toUpperCase()}`;
        if (planted && p.service === 'GARDEN') target = rfid;
        const gross = between(random, service.lo, service.hi) / 10;
        const binType = oneOf(random, service.bins);
        const tare = binType === '23L_CADDY' ? 1.4 : binType === '180L_GREY' ? 10.2 : binType === '360L_GREY' ? 17.8 : 12.6;
        events.push({
          at,
          body: {
            eventId: uuid(random),
            type,
            timestamp: isoSeconds(at),
            vehicle: { fleetNo, registration: regs[v], deviceSerial: device, firmware: '4.12.7' },
            roundId: p.round,
            service: p.service,
            location: {
              lat: +(s.lat + random() * 0.0018).toFixed(6),
              lon: +(s.lon + random() * 0.0026).toFixed(6),
              hdop: +(0.6 + random() * 1.1).toFixed(1),
              speedKph: 0,
              heading: between(random, 0, 359),
            },
            property: { uprn: s.uprns[house - 1], address: `${house} ${name}`, postcode: s.postcode, ward: 'Ashby North' },
            container:
              type === 'BIN_LIFT'
                ? { rfid, binType, tagRead: oneOf(random, ['AUTO', 'AUTO', 'AUTO', 'AUTO', 'MANUAL']), rssiDbm: -between(random, 38, 71) }
                : null,
            lift:
              type === 'BIN_LIFT'
                ? {
                    arm: oneOf(random, ['NS', 'OS', 'NS', 'OS', 'COMB']),
                    cycleMs: between(random, 6100, 9400),
                    grossKg: +(gross + tare).toFixed(1),
                    tareKg: tare,
                    netKg: gross,
                    weighMode: 'DYNAMIC',
                  }
                : null,
            crewNote:
              type === 'NOT_PRESENTED'
                ? oneOf(random, ['Bin not out at time of collection', 'No bin at boundary, photo taken', 'Bin on drive behind locked gate'])
                : type === 'CONTAMINATED'
                  ? oneOf(random, ['Wrong items in bin, tag left', 'Bagged waste on top, not emptied', 'Rubble in bin, too heavy to lift'])
                  : null,
          },
        });
      }
    }
  });
  events.sort((a, b) => a.at - b.at);
  const output = JSON.stringify({
    apiVersion: '2.3',
    query: { date: '2026-11-17', ward: 'Ashby North', services: ['REFUSE', 'RECYCLING', 'GARDEN', 'FOOD'], types: 'ALL' },
    generatedAt: '2026-11-17T12:58:41Z',
    count: events.length,
    nextPageToken: null,
    events: events.map((e) => e.body),
  });
  return probe(
    'round 95: bin-lift events (minified JSON)',
    "What's the RFID tag number on the garden waste bin that was emptied at 14 Alder Close this morning?",
    'get_bin_lift_events',
    output,
    'rfid',
    target,
    true,
  );
}

/** 2. The recycling facility's SCADA tag export: every line's devices and their tags, on one line. */
function sorterTagExport(): EconomicsTask {
  const random = seededRandom(95_002);
  const technicians = ['kpatel', 'dkerr', 'mnowak', 'jfoster', 'sbegum', 'tomra_fse', 'rhaynes'];
  const stamp = () => `2026-11-17T05:00:${pad2(between(random, 0, 11))}.${String(between(random, 0, 999)).padStart(3, '0')}Z`;
  const f = (lo: number, hi: number, digits = 2) => (lo + random() * (hi - lo)).toFixed(digits);
  type TagDef = [name: string, type: string, value: string, eu?: string];
  const tagXml = (line: string, device: string, [name, type, value, eu]: TagDef) =>
    `<Tag name="${name}" dataType="${type}" value="${xmlEscape(value)}"${eu ? ` eu="${eu}"` : ''} quality="Good" t="${stamp()}" history="${random() < 0.6}" opcItemPath="ns=2;s=${line}.${device}.${name}"/>`;

  const conveyor = (): TagDef[] => {
    const sp = f(0.6, 2.4);
    return [
      ['Running', 'Boolean', 'true'],
      ['Fault', 'Boolean', 'false'],
      ['SpeedSP', 'Float4', sp, 'm/s'],
      ['SpeedPV', 'Float4', (+sp + (random() - 0.5) * 0.04).toFixed(2), 'm/s'],
      ['MotorCurrent', 'Float4', f(3, 38, 1), 'A'],
      ['MotorTemp', 'Float4', f(31, 68, 1), 'degC'],
      ['RunHours', 'Int4', String(between(random, 4_000, 61_000)), 'h'],
      ['Starts24h', 'Int4', String(between(random, 2, 19))],
      ['BeltAlignOK', 'Boolean', 'true'],
      ['ZeroSpeedOK', 'Boolean', 'true'],
      ['PullWireHealthy', 'Boolean', 'true'],
    ];
  };
  const screen = (): TagDef[] => [
    ['Running', 'Boolean', 'true'],
    ['Fault', 'Boolean', 'false'],
    ['ShaftSpeedSP', 'Float4', f(90, 240, 0), 'rpm'],
    ['ShaftSpeedPV', 'Float4', f(90, 240, 0), 'rpm'],
    ['DeckAngle', 'Float4', f(8, 22, 1), 'deg'],
    ['MotorCurrent', 'Float4', f(12, 55, 1), 'A'],
    ['Wraps24h', 'Int4', String(between(random, 0, 14))],
    ['RunHours', 'Int4', String(between(random, 4_000, 61_000)), 'h'],
  ];
  const baler = (material: string): TagDef[] => [
    ['Running', 'Boolean', 'true'],
    ['Material', 'String', material],
    ['BalesToday', 'Int4', String(between(random, 0, 9))],
    ['LastBaleWeight', 'Float4', f(380, 880, 0), 'kg'],
    ['MainPressure', 'Float4', f(180, 260, 0), 'bar'],
    ['OilTemp', 'Float4', f(32, 58, 1), 'degC'],
    ['WireTension', 'Float4', f(62, 88, 0), '%'],
    ['BaleLengthSP', 'Float4', f(1.0, 1.4), 'm'],
  ];
  const bunker = (material: string): TagDef[] => [
    ['Material', 'String', material],
    ['Level', 'Float4', f(5, 92, 0), '%'],
    ['HighLevel', 'Boolean', 'false'],
    ['BalerFeedEnabled', 'Boolean', random() < 0.7 ? 'true' : 'false'],
  ];
  const sorter = (target: string, mode: string, recipe: string, previous: string): TagDef[] => {
    const tags: TagDef[] = [
      ['Running', 'Boolean', 'true'],
      ['Fault', 'Boolean', 'false'],
      ['Vendor', 'String', oneOf(random, ['TOMRA', 'Pellenc ST', 'Redwave'])],
      ['ScanWidth', 'Int4', oneOf(random, ['1400', '2000', '2800']), 'mm'],
      ['TargetMaterial', 'String', target],
      ['EjectMode', 'String', mode],
      ['RecipeName', 'String', recipe],
      ['RecipePrevious', 'String', previous],
      [
        'RecipeLoadedAt',
        'DateTime',
        `2026-${pad2(between(random, 8, 11))}-${pad2(between(random, 1, 15))}T${pad2(between(random, 6, 15))}:${pad2(between(random, 0, 59))}:00Z`,
      ],
      ['RecipeLoadedBy', 'String', oneOf(random, technicians)],
      ['AirPressure', 'Float4', f(5.6, 6.4), 'bar'],
      ['AirPressureSP', 'Float4', '6.00', 'bar'],
      ['BeltSpeed', 'Float4', f(2.6, 3.1), 'm/s'],
      ['PurityTarget', 'Float4', f(90, 96, 0), '%'],
      ['PurityLastAudit', 'Float4', f(86, 98, 1), '%'],
      ['Objects1h', 'Int4', String(between(random, 9_000, 64_000))],
      ['Ejected1h', 'Int4', String(between(random, 800, 9_000))],
      ['LampHours', 'Int4', String(between(random, 900, 7_800)), 'h'],
    ];
    for (let bank = 1; bank <= 8; bank++)
      tags.push([`ValveBank${pad2(bank)}Cycles`, 'Int8', String(between(random, 2_000_000, 90_000_000))]);
    return tags;
  };

  type Device = { name: string; udt: string; description: string; tags: TagDef[] };
  const fillerDevices = (prefix: string, n: number, start: number): Device[] =>
    Array.from({ length: n }, (_, i) => {
      const no = start + i;
      const kind = random();
      if (kind < 0.78)
        return {
          name: `CV_${prefix}${String(no).padStart(2, '0')}`,
          udt: 'Conveyor_v3',
          description: oneOf(random, [
            'Infeed conveyor',
            'Transfer conveyor',
            'Picking belt',
            'Incline conveyor',
            'Reject return conveyor',
            'Accelerator belt',
          ]),
          tags: conveyor(),
        };
      return {
        name: `DS_${prefix}${String(no).padStart(2, '0')}`,
        udt: 'DiscScreen_v2',
        description: oneOf(random, ['Disc screen', 'Star screen', 'Ballistic separator', 'Trommel']),
        tags: screen(),
      };
    });
  const os = (name: string, description: string, tags: TagDef[]): Device => ({ name, udt: 'OpticalSorter_v4', description, tags });

  const line1: Device[] = [
    ...fillerDevices('1', 20, 1),
    os('OS_11', 'NIR sorter - OCC out of fibre', sorter('OCC', 'POSITIVE', 'OCC-BRN_STD_R8', 'OCC-BRN_STD_R7')),
    ...fillerDevices('1', 12, 21),
    os('OS_12', 'NIR sorter - mixed paper quality control', sorter('NON_FIBRE', 'NEGATIVE', 'MXP-QC_NEG_R5', 'MXP-QC_NEG_R4')),
    ...fillerDevices('1', 10, 33),
    os('OS_13', 'NIR sorter - cartons out of fibre', sorter('CARTON', 'POSITIVE', 'CRT-FIB_R4', 'CRT-FIB_R3')),
    { name: 'BK_14', udt: 'Bunker_v1', description: 'OCC bunker', tags: bunker('OCC') },
    { name: 'BK_15', udt: 'Bunker_v1', description: 'Mixed paper bunker', tags: bunker('MIXED_PAPER') },
    { name: 'BL_1', udt: 'Baler_v2', description: 'Fibre baler', tags: baler('MIXED_PAPER') },
  ];
  const line2: Device[] = [
    ...fillerDevices('2', 16, 1),
    {
      name: 'OB_21',
      udt: 'Magnet_v1',
      description: 'Overband magnet - steel cans',
      tags: [
        ['Running', 'Boolean', 'true'],
        ['MagnetTemp', 'Float4', f(30, 60, 1), 'degC'],
        ['BeltSpeed', 'Float4', f(1.5, 2.5), 'm/s'],
      ],
    },
    {
      name: 'EC_21',
      udt: 'EddyCurrent_v2',
      description: 'Eddy current separator - aluminium',
      tags: [
        ['Running', 'Boolean', 'true'],
        ['RotorSpeedSP', 'Float4', f(2400, 3200, 0), 'rpm'],
        ['RotorSpeedPV', 'Float4', f(2400, 3200, 0), 'rpm'],
        ['SplitterPos', 'Float4', f(80, 160, 0), 'mm'],
        ['FeederAmplitude', 'Float4', f(40, 80, 0), '%'],
      ],
    },
    os('OS_21', 'NIR sorter - clear PET bottles', sorter('PET_CLEAR', 'POSITIVE', 'PET-CLR_BTL_R12', 'PET-CLR_BTL_R11')),
    ...fillerDevices('2', 5, 17),
    os('OS_22', 'NIR sorter - coloured PET', sorter('PET_COLOURED', 'POSITIVE', 'PET-COL_JAZZ_R7', 'PET-COL_JAZZ_R6')),
    ...fillerDevices('2', 5, 22),
    os('OS_23', 'NIR sorter - natural HDPE', sorter('HDPE_NATURAL', 'POSITIVE', 'HDPE-NAT_MILK_WTR_R14', 'HDPE-NAT_MILK_STD_R13')),
    ...fillerDevices('2', 5, 27),
    os('OS_24', 'NIR sorter - coloured HDPE', sorter('HDPE_COLOURED', 'POSITIVE', 'HDPE-COL_JAZZ_R11', 'HDPE-COL_JAZZ_R10')),
    ...fillerDevices('2', 5, 32),
    os('OS_25', 'NIR sorter - PP pots, tubs and trays', sorter('PP', 'POSITIVE', 'PP-TUB_MIX_R6', 'PP-TUB_MIX_R5')),
    ...fillerDevices('2', 5, 37),
    os('OS_26', 'NIR sorter - beverage cartons', sorter('CARTON', 'POSITIVE', 'CRT-BEV_R9', 'CRT-BEV_R8')),
    ...fillerDevices('2', 14, 42),
    ...['PET_CLEAR', 'PET_COLOURED', 'HDPE_NATURAL', 'HDPE_COLOURED', 'PP', 'CARTON', 'STEEL', 'ALUMINIUM'].map((m, i) => ({
      name: `BK_2${i + 1}`,
      udt: 'Bunker_v1',
      description: `${m} bunker`,
      tags: bunker(m),
    })),
    { name: 'BL_2', udt: 'Baler_v2', description: 'Containers baler', tags: baler('PET_CLEAR') },
  ];
  const line3: Device[] = [
    ...fillerDevices('3', 24, 1),
    os(
      'OS_31',
      'NIR sorter - natural HDPE recovery from residue',
      sorter('HDPE_NATURAL', 'POSITIVE', 'HDPE-NAT_RESID_R6', 'HDPE-NAT_RESID_R5'),
    ),
    ...fillerDevices('3', 8, 25),
    os('OS_32', 'NIR sorter - clear PET recovery from residue', sorter('PET_CLEAR', 'POSITIVE', 'PET-CLR_RESID_R5', 'PET-CLR_RESID_R4')),
    ...fillerDevices('3', 12, 33),
    { name: 'BK_31', udt: 'Bunker_v1', description: 'Residue bunker', tags: bunker('RESIDUE') },
  ];
  const utilities: Device[] = ['AC_01', 'AC_02', 'AC_03'].map((name) => ({
    name,
    udt: 'Compressor_v1',
    description: 'Screw compressor - sorter air',
    tags: [
      ['Running', 'Boolean', 'true'],
      ['DischargePressure', 'Float4', f(7.2, 7.9), 'bar'],
      ['DewPoint', 'Float4', f(2, 5, 1), 'degC'],
      ['LoadHours', 'Int4', String(between(random, 10_000, 40_000)), 'h'],
    ] as TagDef[],
  }));

  const folder = (line: string, description: string, devices: Device[]) =>
    `<Folder name="${line}" description="${description}">` +
    devices
      .map(
        (d) =>
          `<Folder name="${d.name}" udt="${d.udt}" description="${xmlEscape(d.description)}">${d.tags.map((t) => tagXml(line, d.name, t)).join('')}</Folder>`,
      )
      .join('') +
    '</Folder>';
  const body =
    folder('L1_Fibre', 'Line 1 - fibre (paper and card)', line1) +
    folder('L2_Containers', 'Line 2 - containers (plastics, cans, cartons)', line2) +
    folder('L3_Residue', 'Line 3 - residue recovery and QC', line3) +
    folder('UTIL', 'Utilities', utilities);
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><TagExport xmlns="urn:kingsmead-mrf:scada:tagexport:3" project="KMRF_SORT" server="KMRF-SCADA01" exportedAt="2026-11-17T05:00:12Z" exportedBy="svc_nightly_backup">' +
    body +
    '</TagExport>';
  return probe(
    'round 95: sorting line tag export (one-line XML)',
    'Which sorting recipe is loaded on the line 2 optical sorter that picks out natural HDPE, like milk bottles?',
    'export_scada_tags',
    output,
    'recipe',
    'HDPE-NAT_MILK_WTR_R14',
    true,
  );
}

/** 3. The round management system's contamination export: one CSV row per recycling round, every tag in one field. */
function contaminationExport(): EconomicsTask {
  const random = seededRandom(95_003);
  const newUprn = uprnSource(random);
  const streets = streetBook(random, 300, ['Fennel Court', 'Fennel Road']);
  type Property = { uprn: string; address: string; street: string };
  const roundStreets = (extra: string[]): Property[] => {
    const names = [...streets.splice(0, 38)];
    names.splice(19, 0, ...extra);
    return names.flatMap((name) => {
      const pc = postcode(random);
      const houses = between(random, 8, 44);
      return Array.from({ length: houses }, (_, i) => ({ uprn: newUprn(), address: `${i + 1} ${name}, ${pc}`, street: name }));
    });
  };
  const TYPES = [
    'FOOD_WASTE',
    'FOOD_WASTE',
    'PLASTIC_BAGS',
    'PLASTIC_BAGS',
    'PLASTIC_BAGS',
    'BAGGED_RECYCLING',
    'TEXTILES',
    'NAPPIES',
    'NAPPIES',
    'GARDEN_WASTE',
    'POLYSTYRENE',
    'SOFT_PLASTICS',
    'SOFT_PLASTICS',
    'GENERAL_WASTE',
    'GENERAL_WASTE',
    'ELECTRICALS',
    'WOOD',
    'RUBBLE',
  ];
  const rounds = [
    { id: 'REC-MON-1', day: 1, extra: [] as string[] },
    { id: 'REC-TUE-1', day: 2, extra: [] },
    { id: 'REC-WED-1', day: 3, extra: ['Fennel Court'] },
    { id: 'REC-WED-2', day: 3, extra: [] },
    { id: 'REC-THU-1', day: 4, extra: ['Fennel Road'] },
    { id: 'REC-FRI-1', day: 5, extra: [] },
  ];
  const crewPool = nameBook(random, 40);
  const header = 'round_id,service,collection_day,period_start,period_end,vehicle_reg,crew_lead,tags_issued,red_tags,amber_tags,events';
  const rows: string[] = [header];
  let target = '';
  for (const round of rounds) {
    const props = roundStreets(round.extra);
    const fennelCourt = props.filter((p) => p.street === 'Fennel Court');
    const planted = fennelCourt[Math.floor(fennelCourt.length / 2)];
    const vehicle = registration(random);
    const fleet = String(between(random, 3401, 3460));
    const crew = shuffle(random, [...crewPool]).slice(0, 3);
    const initials = crew.map((c) => `${c[0]}. ${c.split(' ')[1]}`);
    const events: string[] = [];
    // Fortnightly collections from the first one in September to last week.
    let first = dayStart('2026-09-01');
    while (weekday(first) !== round.day) first += DAY;
    const dates: number[] = [];
    for (let d = first; d <= dayStart('2026-11-13'); d += 14 * DAY) dates.push(d);
    const perDay = Math.floor(between(random, 640, 760) / dates.length);
    const midDay = Math.floor(dates.length / 2);
    dates.forEach((date, dayIndex) => {
      const times = Array.from({ length: perDay }, () => date + between(random, 6 * 3600 + 50 * 60, 14 * 3600 + 30 * 60) * 1000).sort(
        (a, b) => a - b,
      );
      times.forEach((at, i) => {
        let property = oneOf(random, props);
        while (property === planted) property = oneOf(random, props);
        let type = oneOf(random, TYPES);
        let action = random() < 0.3 ? 'RED - not emptied' : 'AMBER - emptied, advice tag left';
        if (property.street === 'Fennel Court' && type === 'NAPPIES' && action.startsWith('RED'))
          action = 'AMBER - emptied, advice tag left';
        const isTarget = planted !== undefined && dayIndex === midDay && i === Math.floor(perDay / 2);
        if (isTarget) {
          property = planted;
          type = 'NAPPIES';
          action = 'RED - not emptied';
          target = planted.uprn;
        }
        const stamp = `${isoDate(at)} ${clockSeconds(at)}`;
        const photo = `IMG_${isoDate(at).replace(/-/g, '')}_${clockSeconds(at).replace(/:/g, '')}_${fleet}.jpg`;
        events.push(
          `${stamp} | UPRN ${property.uprn} | ${property.address} | 240L BLUE | ${type} | ${action} | photo ${photo} | ${oneOf(random, initials)}`,
        );
      });
    });
    // Near-misses: other nappies on Fennel Court left with an advice tag, and a red tag for nappies on Fennel Road.
    for (const [fraction, street, action] of [
      [0.3, 'Fennel Court', 'AMBER - emptied, advice tag left'],
      [0.7, 'Fennel Court', 'AMBER - emptied, advice tag left'],
      [0.45, 'Fennel Road', 'RED - not emptied'],
    ] as const) {
      const others = props.filter((p) => p.street === street && p !== planted);
      const at = Math.floor(events.length * fraction);
      if (others.length === 0 || events[at] === undefined) continue;
      const property = oneOf(random, others);
      events[at] = events[at].replace(
        /UPRN \d+ \| [^|]+ \| 240L BLUE \| [A-Z_]+ \| [^|]+ \|/,
        `UPRN ${property.uprn} | ${property.address} | 240L BLUE | NAPPIES | ${action} |`,
      );
    }
    const red = events.filter((e) => e.includes('| RED - not emptied |')).length;
    const field = events.join(' || ');
    rows.push(
      [
        round.id,
        'RECYCLING',
        ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][round.day],
        '2026-09-01',
        '2026-11-13',
        vehicle,
        crew[0],
        String(events.length),
        String(red),
        String(events.length - red),
        `"${field.replace(/"/g, '""')}"`,
      ].join(','),
    );
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 95: contamination tags export (CSV, one huge field)',
    'Which house on Fennel Court had its blue recycling bin red-tagged because there were nappies in it?',
    'export_contamination_tags',
    output,
    'uprn',
    target,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** 4. The fleet management system's vehicle list with job cards, pretty JSON. */
function workshopVehicles(): EconomicsTask {
  const random = seededRandom(95_004);
  const technicians = nameBook(random, 9);
  const MODELS = [
    { make: 'Dennis Eagle', model: 'Elite 6 6x2 26t', body: 'Olympus 21W split', fuel: 'DIESEL' },
    { make: 'Dennis Eagle', model: 'Elite 6 8x4 32t', body: 'Olympus 25W', fuel: 'DIESEL' },
    { make: 'Dennis Eagle', model: 'eCollect 6x2 26t', body: 'Olympus 21W', fuel: 'ELECTRIC' },
    { make: 'Mercedes-Benz', model: 'Econic 2630L', body: 'Faun Variopress 22', fuel: 'DIESEL' },
    { make: 'Isuzu', model: 'N75.190 7.5t', body: 'Food waste body 7m3 with bin lift', fuel: 'DIESEL' },
    { make: 'Isuzu', model: 'N75.150 7.5t', body: 'Caged tipper', fuel: 'DIESEL' },
    { make: 'Johnston', model: 'CN201', body: 'Compact sweeper', fuel: 'DIESEL' },
    { make: 'DAF', model: 'CF 450 FAN 6x2', body: 'Hook loader 20t', fuel: 'DIESEL' },
  ];
  const SYSTEMS: Record<string, string[]> = {
    BODY_HYDRAULICS: [
      'Hydraulic oil leak from nearside bin-lift ram gland',
      'Hydraulic hose chafed and weeping at tailgate hinge',
      'Hydraulic oil leak at packer plate cylinder, oil on chassis rail',
      'Slow tailgate raise, hydraulic pump noisy under load',
      'Hydraulic leak from ejector ram seal, drips on rear step',
    ],
    BIN_LIFT: [
      'Offside lifter comb not locking bin, bins dropping',
      'Nearside lifter cycle slow, approx 14s per lift',
      'Bin weigh cell reading zero on nearside lifter',
      'Lifter safety bar not stopping cycle when pressed',
    ],
    BRAKES: ['Air brake pulling to nearside under heavy braking', 'Brake pad wear indicator on axle 2', 'Park brake valve sticking'],
    TYRES: ['Offside front tyre sidewall cut', 'Nearside rear outer tyre worn to 2mm', 'Slow puncture nearside rear inner'],
    ELECTRICAL: [
      'Reversing camera intermittent no image',
      'Beacon bar not working',
      'In-cab tablet will not power on',
      'Nearside indicator out',
    ],
    ENGINE: [
      'Engine management light on, limp mode',
      'AdBlue warning on dash after cold start',
      'Coolant level low, topped up twice this week',
    ],
    BODY_STRUCTURE: ['Rear step bracket cracked', 'Body side panel dented nearside', 'Tailgate seal torn, liquid escaping'],
    PMI: ['Six-weekly safety inspection', 'Six-weekly safety inspection and brake test'],
    LOLER: ['Thorough examination of bin lift (LOLER)'],
  };
  const PARTS: Record<string, [string, string][]> = {
    BODY_HYDRAULICS: [
      ['DE-HY-22417', 'Ram seal kit 80mm'],
      ['DE-HY-10322', 'Hydraulic hose 1/2in x 1450mm'],
      ['FN-HY-7781', 'Gland nut assembly'],
      ['HY-46-20L', 'Hydraulic oil ISO 46 20L'],
    ],
    BIN_LIFT: [
      ['ZL-CMB-118', 'Comb lift locking pawl'],
      ['ZL-WC-220', 'Load cell 500kg'],
      ['ZL-SB-009', 'Safety bar switch'],
    ],
    BRAKES: [
      ['KB-PAD-2290', 'Brake pad set axle'],
      ['KB-VLV-771', 'Park brake valve'],
    ],
    TYRES: [
      ['TY-315-80R22.5', 'Tyre 315/80R22.5 drive'],
      ['TY-385-65R22.5', 'Tyre 385/65R22.5 steer'],
    ],
    ELECTRICAL: [
      ['BR-CAM-4CH', 'Camera 4ch rear'],
      ['BR-BCN-1200', 'LED beacon bar 1200mm'],
      ['EL-FUSE-15', 'Fuse 15A blade x10'],
    ],
    ENGINE: [
      ['EN-NOX-001', 'NOx sensor downstream'],
      ['EN-CLT-005', 'Coolant hose lower'],
    ],
    BODY_STRUCTURE: [
      ['DE-BS-3310', 'Rear step bracket LH'],
      ['DE-TG-SEAL', 'Tailgate seal 6m'],
    ],
    PMI: [
      ['FL-OIL-6', 'Oil filter'],
      ['FL-AIR-22', 'Air filter element'],
    ],
    LOLER: [],
  };
  const TYPES: Record<string, string> = {
    BODY_HYDRAULICS: 'DEFECT',
    BIN_LIFT: 'DEFECT',
    BRAKES: 'DEFECT',
    TYRES: 'TYRES',
    ELECTRICAL: 'DEFECT',
    ENGINE: 'BREAKDOWN',
    BODY_STRUCTURE: 'DEFECT',
    PMI: 'PMI',
    LOLER: 'LOLER_EXAM',
  };
  const systemNames = Object.keys(SYSTEMS);
  const now = dayStart('2026-11-17');
  type Job = {
    vehicle: string;
    opened: number;
    system: string;
    description: string;
    status: string;
    closedAfter: number | null;
    planted?: boolean;
  };
  const fleetNos = Array.from({ length: 80 }, (_, i) => String(3380 + i));
  const jobs: Job[] = [];
  for (const fleetNo of fleetNos) {
    const n = between(random, 11, 19);
    for (let i = 0; i < n; i++) {
      let system = oneOf(random, systemNames);
      if (fleetNo === '3417' && system === 'BODY_HYDRAULICS') system = 'ELECTRICAL';
      const opened = dayStart('2025-11-03') + pick(random, 375) * DAY + between(random, 6 * 3600, 17 * 3600) * 1000;
      const recent = now - opened < 10 * DAY;
      const status = recent ? oneOf(random, ['OPEN', 'IN_PROGRESS', 'AWAITING_PARTS', 'QA_CHECK', 'CLOSED']) : 'CLOSED';
      jobs.push({
        vehicle: fleetNo,
        opened,
        system,
        description: oneOf(random, SYSTEMS[system]!),
        status,
        closedAfter: status === 'CLOSED' ? between(random, 1, 9) : null,
      });
    }
  }
  // The asked job, and its near-misses: the same vehicle's old hydraulic leak, its other open job, a neighbour's open hydraulic leak.
  jobs.push({
    vehicle: '3417',
    opened: dayStart('2026-11-16') + 7 * 3600_000 + 41 * 60_000,
    system: 'BODY_HYDRAULICS',
    description: 'Hydraulic oil leak from tailgate ram top hose, pooling on rear step',
    status: 'OPEN',
    closedAfter: null,
    planted: true,
  });
  jobs.push({
    vehicle: '3417',
    opened: dayStart('2026-08-11') + 8 * 3600_000,
    system: 'BODY_HYDRAULICS',
    description: 'Hydraulic oil leak at nearside bin-lift ram gland',
    status: 'CLOSED',
    closedAfter: 2,
  });
  jobs.push({
    vehicle: '3417',
    opened: dayStart('2026-11-12') + 13 * 3600_000,
    system: 'ELECTRICAL',
    description: 'Reversing camera intermittent no image',
    status: 'IN_PROGRESS',
    closedAfter: null,
  });
  jobs.push({
    vehicle: '3418',
    opened: dayStart('2026-11-14') + 9 * 3600_000,
    system: 'BODY_HYDRAULICS',
    description: 'Hydraulic oil leak from ejector ram seal, drips on rear step',
    status: 'OPEN',
    closedAfter: null,
  });
  jobs.push({
    vehicle: '3447',
    opened: dayStart('2026-11-13') + 10 * 3600_000,
    system: 'BODY_HYDRAULICS',
    description: 'Hydraulic hose chafed and weeping at tailgate hinge',
    status: 'AWAITING_PARTS',
    closedAfter: null,
  });
  jobs.sort((a, b) => a.opened - b.opened);
  const numbers = new Map<Job, string>();
  let seq25 = 3_410;
  let seq26 = 118;
  for (const job of jobs) {
    const year = new Date(job.opened).getUTCFullYear();
    numbers.set(job, year === 2025 ? `JC25-${String(seq25++).padStart(5, '0')}` : `JC26-${String(seq26++).padStart(5, '0')}`);
  }
  let target = '';
  const vehicles = fleetNos.map((fleetNo) => {
    const model = oneOf(random, MODELS);
    const mine = jobs.filter((j) => j.vehicle === fleetNo).sort((a, b) => b.opened - a.opened);
    const registered = dayStart('2019-03-01') + pick(random, 2_000) * DAY;
    return {
      fleetNo,
      registration: registration(random),
      make: model.make,
      model: model.model,
      body: model.body,
      fuel: model.fuel,
      firstRegistered: isoDate(registered),
      odometerKm: between(random, 18_000, 240_000),
      engineHours: between(random, 2_000, 21_000),
      status: mine.some((j) => j.status !== 'CLOSED' && j.system !== 'ELECTRICAL') ? 'VOR' : 'ON_ROAD',
      homeDepot: 'Tannery Lane',
      motDue: isoDate(now + between(random, 5, 360) * DAY),
      nextPmiDue: isoDate(now + between(random, 1, 42) * DAY),
      lolerDue: isoDate(now + between(random, 3, 180) * DAY),
      tachoCalibrationDue: isoDate(now + between(random, 30, 700) * DAY),
      jobCards: mine.map((job) => {
        const jobNo = numbers.get(job)!;
        if (job.planted) target = jobNo;
        const partPool = PARTS[job.system] ?? [];
        const parts =
          partPool.length === 0 ? [] : shuffle(random, [...partPool]).slice(0, between(random, 0, Math.min(2, partPool.length)));
        return {
          jobNo,
          type: TYPES[job.system],
          status: job.status,
          priority: oneOf(random, ['P1', 'P2', 'P2', 'P3']),
          opened: isoSeconds(job.opened),
          closed: job.closedAfter === null ? null : isoSeconds(job.opened + (job.closedAfter * DAY) / 3),
          source: oneOf(random, [
            'Driver defect report',
            'Driver defect report',
            'PMI inspection',
            'Roadside call-out',
            'Supervisor report',
          ]),
          system: job.system,
          description: job.description,
          technician: oneOf(random, technicians),
          labourHours: job.status === 'CLOSED' ? between(random, 1, 22) / 2 : between(random, 0, 6) / 2,
          vor: job.status !== 'CLOSED' && job.system !== 'ELECTRICAL',
          parts: parts.map(([partNo, description]) => ({
            partNo,
            description,
            qty: between(random, 1, 2),
            status: job.status === 'CLOSED' ? 'FITTED' : oneOf(random, ['ON_ORDER', 'IN_STOCK']),
          })),
        };
      }),
    };
  });
  const output = JSON.stringify(
    {
      generatedAt: '2026-11-17T07:20:03Z',
      system: 'FleetCare 9 (Brackenford City Council)',
      depot: 'Tannery Lane',
      count: vehicles.length,
      vehicles,
    },
    null,
    2,
  );
  return probe(
    'round 95: fleet workshop job cards (pretty JSON)',
    "What's the job card number for the open hydraulic leak on fleet number 3417?",
    'fleet_vehicles_with_jobs',
    output,
    'jobcard',
    target,
  );
}

/** 5. The round planner's export: every round, its vehicle, crew and streets, as YAML. */
function roundConfigYaml(): EconomicsTask {
  const random = seededRandom(95_005);
  const TARGET_DRIVER = 'Tomasz Wisniewski';
  const staff = nameBook(random, 260, [TARGET_DRIVER]);
  let staffAt = 0;
  const person = () => staff[staffAt++ % staff.length]!;
  const staffNo = new Map<string, string>();
  const numberOf = (name: string) => {
    let no = staffNo.get(name);
    if (!no) {
      no = `E1${String(1_000 + staffNo.size * 31 + between(random, 0, 30)).padStart(4, '0')}`;
      staffNo.set(name, no);
    }
    return no;
  };
  const streets = streetBook(random, 1_700);
  let streetAt = 0;
  const regs = registrations(random, 70);
  const fleet = regs.map((reg, i) => ({ fleetNo: String(3380 + i), reg }));
  // Every ward is collected on one weekday, four wards a day.
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  const others = shuffle(
    random,
    WARDS.filter((w) => !['Ashby North', 'Brook Vale', 'Oakwood', 'Westbrook'].includes(w)),
  );
  const byDay: Record<string, string[]> = {
    monday: others.slice(0, 4),
    tuesday: others.slice(4, 8),
    wednesday: others.slice(8, 12),
    thursday: ['Ashby North', 'Brook Vale', 'Oakwood', 'Westbrook'],
    friday: others.slice(12, 16),
  };
  const wardStreets = new Map<string, string[]>();
  for (const ward of WARDS) {
    wardStreets.set(ward, streets.slice(streetAt, streetAt + 80));
    streetAt += 80;
  }
  type Round = {
    id: string;
    name: string;
    service: string;
    frequency: string;
    week?: string;
    day: string;
    areas: string[];
    vehicle: string;
  };
  const rounds: Round[] = [];
  const abbr = (day: string) => day.slice(0, 3).toUpperCase();
  const title = (day: string) => day[0]!.toUpperCase() + day.slice(1);
  for (const day of days) {
    const [w1, w2, w3, w4] = byDay[day]!;
    rounds.push(
      {
        id: `REF-${abbr(day)}-A1`,
        name: `Refuse ${title(day)} A1`,
        service: 'residual',
        frequency: 'fortnightly',
        week: 'A',
        day,
        areas: [w1!],
        vehicle: '26t RCV',
      },
      {
        id: `REF-${abbr(day)}-A2`,
        name: `Refuse ${title(day)} A2`,
        service: 'residual',
        frequency: 'fortnightly',
        week: 'A',
        day,
        areas: [w2!],
        vehicle: '26t RCV',
      },
      {
        id: `REF-${abbr(day)}-B1`,
        name: `Refuse ${title(day)} B1`,
        service: 'residual',
        frequency: 'fortnightly',
        week: 'B',
        day,
        areas: [w3!],
        vehicle: '26t RCV',
      },
      {
        id: `REF-${abbr(day)}-B2`,
        name: `Refuse ${title(day)} B2`,
        service: 'residual',
        frequency: 'fortnightly',
        week: 'B',
        day,
        areas: [w4!],
        vehicle: '26t RCV',
      },
    );
  }
  for (const day of days) {
    const [w1, w2, w3, w4] = byDay[day]!;
    rounds.push(
      {
        id: `GW-${abbr(day)}-A`,
        name: `Garden ${title(day)} A`,
        service: 'garden_waste',
        frequency: 'fortnightly',
        week: 'A',
        day,
        areas: [w1!, w2!],
        vehicle: '26t RCV',
      },
      {
        id: `GW-${abbr(day)}-B`,
        name: `Garden ${title(day)} B`,
        service: 'garden_waste',
        frequency: 'fortnightly',
        week: 'B',
        day,
        areas: [w3!, w4!],
        vehicle: '26t RCV',
      },
    );
  }
  for (const day of days) {
    const [w1, w2, w3, w4] = byDay[day]!;
    rounds.push(
      {
        id: `REC-${abbr(day)}-B1`,
        name: `Recycling ${title(day)} B1`,
        service: 'dry_recycling',
        frequency: 'fortnightly',
        week: 'B',
        day,
        areas: [w1!],
        vehicle: '26t RCV split',
      },
      {
        id: `REC-${abbr(day)}-B2`,
        name: `Recycling ${title(day)} B2`,
        service: 'dry_recycling',
        frequency: 'fortnightly',
        week: 'B',
        day,
        areas: [w2!],
        vehicle: '26t RCV split',
      },
      {
        id: `REC-${abbr(day)}-A1`,
        name: `Recycling ${title(day)} A1`,
        service: 'dry_recycling',
        frequency: 'fortnightly',
        week: 'A',
        day,
        areas: [w3!],
        vehicle: '26t RCV split',
      },
      {
        id: `REC-${abbr(day)}-A2`,
        name: `Recycling ${title(day)} A2`,
        service: 'dry_recycling',
        frequency: 'fortnightly',
        week: 'A',
        day,
        areas: [w4!],
        vehicle: '26t RCV split',
      },
    );
  }
  for (const day of days) {
    const [w1, w2, w3, w4] = byDay[day]!;
    rounds.push(
      {
        id: `FW-${abbr(day)}-1`,
        name: `Food ${title(day)} 1`,
        service: 'food_waste',
        frequency: 'weekly',
        day,
        areas: [w1!, w2!],
        vehicle: '7.5t food',
      },
      {
        id: `FW-${abbr(day)}-2`,
        name: `Food ${title(day)} 2`,
        service: 'food_waste',
        frequency: 'weekly',
        day,
        areas: [w3!, w4!],
        vehicle: '7.5t food',
      },
    );
  }
  const lines: string[] = [
    '# Brackenford City Council - Waste & Recycling Services',
    '# RoundPlanner 5.2 round configuration export, generated 2026-11-17T07:12:40Z by svc_roundplanner',
    'schema: roundplanner/rounds@5',
    'council: Brackenford City Council',
    'effective_from: 2026-11-23',
    'week_a_commencing: 2026-11-23',
    'depots:',
    '  - code: TNL',
    '    name: Tannery Lane Depot',
    '    postcode: BK3 9DT',
    '  - code: CHR',
    '    name: Coldharbour Road Transfer Station',
    '    postcode: BK6 2WR',
    'disposal_sites:',
    '  residual: Coldharbour Road WTS',
    '  dry_recycling: Kingsmead MRF',
    '  garden_waste: Hollins Farm composting',
    '  food_waste: Coldharbour Road WTS (food bay)',
    'rounds:',
  ];
  rounds.forEach((round, i) => {
    const vehicle = fleet[i % fleet.length]!;
    const driver = round.id === 'GW-THU-A' ? TARGET_DRIVER : person();
    const loaders = Array.from({ length: round.service === 'food_waste' ? 1 : 2 }, () => person());
    const roundStreets = round.areas.flatMap((area) => {
      const pool = wardStreets.get(area)!;
      return round.service === 'food_waste' || round.service === 'garden_waste'
        ? pool.slice(0, 26)
        : round.week === 'A'
          ? pool.slice(0, 40)
          : pool.slice(40);
    });
    lines.push(
      `  - id: ${round.id}`,
      `    name: ${round.name}`,
      `    service: ${round.service}`,
      `    frequency: ${round.frequency}`,
      ...(round.week ? [`    week: ${round.week}`] : []),
      `    day: ${round.day}`,
      `    depot: TNL`,
      `    areas:`,
      ...round.areas.map((a) => `      - ${a.includes("'") ? `"${a}"` : a}`),
      `    vehicle:`,
      `      fleet_no: "${vehicle.fleetNo}"`,
      `      registration: ${vehicle.reg}`,
      `      type: ${round.vehicle}`,
      `    crew:`,
      `      driver:`,
      `        name: ${driver}`,
      `        staff_no: ${numberOf(driver)}`,
      `        licence: C`,
      `      loaders:`,
      ...loaders.flatMap((l) => [`        - name: ${l}`, `          staff_no: ${numberOf(l)}`]),
      `    shift:`,
      `      start: "${oneOf(random, ['06:00', '06:30', '06:30', '07:00'])}"`,
      `      finish: "${oneOf(random, ['14:00', '14:30', '14:30', '15:00'])}"`,
      `    disposal:`,
      `      - site: ${round.service === 'dry_recycling' ? 'Kingsmead MRF' : round.service === 'garden_waste' ? 'Hollins Farm composting' : 'Coldharbour Road WTS'}`,
      `        after_street: ${roundStreets[Math.floor(roundStreets.length / 2)]}`,
      `    properties: ${between(random, 900, 1_700)}`,
      `    streets:`,
    );
    for (const name of roundStreets) {
      lines.push(
        `      - name: ${name}`,
        `        usrn: ${between(random, 21_400_000, 21_499_999)}`,
        `        properties: ${between(random, 6, 88)}`,
        `        access: ${oneOf(random, ['standard', 'standard', 'standard', 'standard', 'narrow', 'no_turning_head', 'parked_cars_am', 'assisted_collections'])}`,
      );
    }
  });
  const output = lines.join('\n') + '\n';
  return probe(
    'round 95: round planner config (YAML)',
    "Who's driving the Thursday garden waste round that covers Ashby North?",
    'get_round_config',
    output,
    'driver',
    TARGET_DRIVER,
  );
}

/** The transfer station's customers, hauliers' vehicles and the wastes they bring. */
const WASTES = {
  RESIDUAL: { ewc: '20 03 01', description: 'Mixed municipal waste', bay: 'Bay 1 - residual' },
  RECYCLING: { ewc: '15 01 06', description: 'Mixed packaging (kerbside dry recycling)', bay: 'Bay 4 - DMR bulking' },
  GARDEN: { ewc: '20 02 01', description: 'Biodegradable waste (garden)', bay: 'Bay 6 - green' },
  FOOD: { ewc: '20 01 08', description: 'Biodegradable kitchen and canteen waste', bay: 'Food bay' },
  BULKY: { ewc: '20 03 07', description: 'Bulky waste', bay: 'Bay 2 - bulky' },
  SWEEPINGS: { ewc: '20 03 03', description: 'Street-cleaning residues', bay: 'Bay 7 - sweepings' },
  CD_MIXED: { ewc: '17 09 04', description: 'Mixed construction and demolition wastes', bay: 'Bay 3 - C&D' },
  PLASTERBOARD: { ewc: '17 08 02', description: 'Plasterboard (gypsum-based construction materials)', bay: 'Bay 8 - plasterboard' },
  WOOD: { ewc: '17 02 01', description: 'Wood', bay: 'Bay 5 - wood' },
  SOIL: { ewc: '17 05 04', description: 'Soil and stones', bay: 'Bay 3 - inert' },
  CARD: { ewc: '15 01 01', description: 'Paper and cardboard packaging', bay: 'Bay 4 - card' },
} as const;
type Waste = keyof typeof WASTES;

/** 6. The weighbridge software's ticket export, as XML. */
function weighbridgeXml(): EconomicsTask {
  const random = seededRandom(95_006);
  const operators = ['J. Greaves', 'S. Ahmed', 'L. Pike', 'M. Sutcliffe'];
  type Customer = {
    name: string;
    account: string;
    licence: string;
    wastes: Waste[];
    vehicles: { reg: string; type: string; tare: number }[];
    weight: number;
  };
  const vehiclesOf = (n: number, type: string, lo: number, hi: number) =>
    registrations(random, n).map((reg) => ({ reg, type, tare: between(random, lo, hi) }));
  const customers: Customer[] = [
    {
      name: 'BCC Refuse Collection',
      account: 'BCC-REF',
      licence: 'CBDU118402',
      wastes: ['RESIDUAL'],
      vehicles: vehiclesOf(18, 'RCV 26t', 15_800, 17_400),
      weight: 30,
    },
    {
      name: 'BCC Recycling Collection',
      account: 'BCC-REC',
      licence: 'CBDU118402',
      wastes: ['RECYCLING', 'CARD'],
      vehicles: vehiclesOf(14, 'RCV 26t split', 16_100, 17_600),
      weight: 18,
    },
    {
      name: 'BCC Garden and Food',
      account: 'BCC-ORG',
      licence: 'CBDU118402',
      wastes: ['GARDEN', 'FOOD', 'FOOD'],
      vehicles: vehiclesOf(10, 'RCV / 7.5t food', 4_900, 16_900),
      weight: 14,
    },
    {
      name: 'BCC Street Cleansing',
      account: 'BCC-STC',
      licence: 'CBDU118402',
      wastes: ['SWEEPINGS', 'BULKY'],
      vehicles: vehiclesOf(8, 'Sweeper / caged tipper', 4_300, 9_800),
      weight: 8,
    },
    {
      name: 'Brennan Skip Hire Ltd',
      account: 'BRENN01',
      licence: 'CBDU204417',
      wastes: ['CD_MIXED', 'CD_MIXED', 'CD_MIXED', 'WOOD', 'PLASTERBOARD', 'SOIL'],
      vehicles: vehiclesOf(5, 'Skip loader 18t', 7_600, 8_700),
      weight: 9,
    },
    {
      name: 'Ridgeway Skips',
      account: 'RIDGE02',
      licence: 'CBDU331908',
      wastes: ['CD_MIXED', 'PLASTERBOARD', 'WOOD', 'SOIL'],
      vehicles: vehiclesOf(4, 'Skip loader 18t', 7_500, 8_600),
      weight: 6,
    },
    {
      name: 'Castle Demolition Ltd',
      account: 'CASTL01',
      licence: 'CBDU287113',
      wastes: ['CD_MIXED', 'SOIL', 'WOOD'],
      vehicles: vehiclesOf(3, 'Hook loader 26t', 11_200, 12_900),
      weight: 4,
    },
    {
      name: 'M&J Waste Services',
      account: 'MJWS01',
      licence: 'CBDU199540',
      wastes: ['CD_MIXED', 'CARD', 'WOOD', 'PLASTERBOARD'],
      vehicles: vehiclesOf(4, 'Hook loader 26t', 11_000, 12_700),
      weight: 5,
    },
    {
      name: 'Greenline Landscapes',
      account: 'GREEN03',
      licence: 'CBDU402277',
      wastes: ['GARDEN', 'SOIL'],
      vehicles: vehiclesOf(2, 'Tipper 7.5t', 4_400, 4_900),
      weight: 3,
    },
  ];
  const totalWeight = customers.reduce((s, c) => s + c.weight, 0);
  const pickCustomer = () => {
    let roll = random() * totalWeight;
    for (const c of customers) if ((roll -= c.weight) < 0) return c;
    return customers[0]!;
  };
  const brennan = customers[4]!;
  const ridgeway = customers[5]!;
  type Visit = { at: number; customer: Customer; vehicle: Customer['vehicles'][number]; waste: Waste; planted?: boolean };
  const visits: Visit[] = [];
  const asked = dayStart('2026-11-10');
  for (let d = dayStart('2026-11-02'); d <= dayStart('2026-11-16'); d += DAY) {
    if (weekday(d) === 0) continue;
    const n = weekday(d) === 6 ? between(random, 24, 32) : between(random, 62, 74);
    const close = weekday(d) === 6 ? 12.5 : 16.5;
    for (let i = 0; i < n; i++) {
      const customer = pickCustomer();
      let waste = oneOf(random, customer.wastes);
      if (customer === brennan && d === asked && waste === 'PLASTERBOARD') waste = 'CD_MIXED';
      visits.push({
        at: d + Math.round((6.5 + random() * (close - 6.5)) * 3600) * 1000,
        customer,
        vehicle: oneOf(random, customer.vehicles),
        waste,
      });
    }
  }
  // The asked load, and near-misses: Brennan's other loads that Tuesday, its plasterboard on other days, Ridgeway's that Tuesday.
  visits.push({
    at: asked + (11 * 3600 + 23 * 60 + 9) * 1000,
    customer: brennan,
    vehicle: brennan.vehicles[2]!,
    waste: 'PLASTERBOARD',
    planted: true,
  });
  visits.push({ at: asked + (8 * 3600 + 2 * 60) * 1000, customer: brennan, vehicle: brennan.vehicles[0]!, waste: 'CD_MIXED' });
  visits.push({ at: asked + (14 * 3600 + 37 * 60) * 1000, customer: brennan, vehicle: brennan.vehicles[2]!, waste: 'WOOD' });
  visits.push({ at: asked + (10 * 3600 + 5 * 60) * 1000, customer: ridgeway, vehicle: ridgeway.vehicles[1]!, waste: 'PLASTERBOARD' });
  visits.push({ at: asked - 3 * DAY + 9 * 3600_000, customer: brennan, vehicle: brennan.vehicles[1]!, waste: 'PLASTERBOARD' });
  visits.push({ at: asked + 2 * DAY + 10 * 3600_000, customer: brennan, vehicle: brennan.vehicles[3]!, waste: 'PLASTERBOARD' });
  visits.sort((a, b) => a.at - b.at);
  let ticketNo = 412_088;
  let target = '';
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<WeighbridgeExport site="Coldharbour Road WTS" siteCode="CHR" permit="EPR/BK3456XT" software="WeighPoint 7.4" from="2026-11-02" to="2026-11-16" exported="2026-11-17T08:31:55">',
  ];
  for (const v of visits) {
    const number = `CHR-${ticketNo++}`;
    if (v.planted) target = number;
    const waste = WASTES[v.waste];
    const council = v.customer.account.startsWith('BCC');
    const net =
      v.waste === 'PLASTERBOARD'
        ? between(random, 1_200, 4_800)
        : v.vehicle.type.startsWith('RCV')
          ? between(random, 5_200, 11_400)
          : between(random, 1_100, 9_600);
    const tare = v.vehicle.tare + (council ? 0 : between(random, -40, 40));
    const out = v.at + between(random, 6, 22) * 60_000;
    const rate = v.waste === 'PLASTERBOARD' ? 138.5 : v.waste === 'SOIL' ? 24.0 : v.waste === 'WOOD' ? 71.0 : 112.5;
    lines.push(
      `  <Ticket number="${number}" direction="IN" status="COMPLETE">`,
      `    <DateIn>${isoSeconds(v.at).slice(0, 19)}</DateIn>`,
      `    <DateOut>${isoSeconds(out).slice(0, 19)}</DateOut>`,
      '    <Vehicle>',
      `      <Registration>${v.vehicle.reg}</Registration>`,
      `      <Type>${xmlEscape(v.vehicle.type)}</Type>`,
      '    </Vehicle>',
      `    <Customer account="${v.customer.account}">${xmlEscape(v.customer.name)}</Customer>`,
      `    <CarrierLicence>${v.customer.licence}</CarrierLicence>`,
      '    <Waste>',
      `      <EWC>${waste.ewc}</EWC>`,
      `      <Description>${xmlEscape(waste.description)}</Description>`,
      '      <Hazardous>false</Hazardous>',
      `      <Origin>${council ? 'Brackenford (LA collected)' : `${oneOf(random, STEMS)} ${oneOf(random, SUFFIXES)}, ${postcode(random)}`}</Origin>`,
      '    </Waste>',
      '    <Weights unit="kg">',
      `      <Gross>${tare + net}</Gross>`,
      `      <Tare source="${council ? 'STORED' : 'WEIGHED'}">${tare}</Tare>`,
      `      <Net>${net}</Net>`,
      '    </Weights>',
      `    <Destination>${xmlEscape(waste.bay)}</Destination>`,
      council
        ? '    <Charge basis="INTERNAL" currency="GBP">0.00</Charge>'
        : `    <Charge basis="PER_TONNE" rate="${rate.toFixed(2)}" currency="GBP">${((net / 1000) * rate).toFixed(2)}</Charge>`,
      `    <WTN>${council ? 'SEASON-BCC-2026' : `WTN${between(random, 100_000, 999_999)}`}</WTN>`,
      `    <Operator>${oneOf(random, operators)}</Operator>`,
      '  </Ticket>',
    );
  }
  lines.push('</WeighbridgeExport>');
  return probe(
    'round 95: weighbridge tickets (XML)',
    "What's the ticket number for the plasterboard load Brennan Skip Hire brought in on Tuesday the 10th?",
    'export_weighbridge_tickets',
    lines.join('\n') + '\n',
    'ticket',
    target,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** 7. The CRM's report of waste service requests, grouped by ward. */
function crmRequests(): EconomicsTask {
  const random = seededRandom(95_007);
  const newUprn = uprnSource(random);
  const surnames = LAST;
  const customer = () =>
    `${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss', 'Mr', 'Mrs', 'Dr'])} ${oneOf(random, 'ABCDEFGHJKLMNPRSTW'.split(''))} ${oneOf(random, surnames)}`;
  const from = dayStart('2026-10-19');
  const TYPES: [string, string[], number][] = [
    ['Missed collection', ['Refuse (grey 240L)', 'Recycling (blue 240L)', 'Garden waste (brown 240L)', 'Food waste (23L caddy)'], 46],
    ['Bin delivery', ['Recycling (blue 240L)', 'Food waste (23L caddy)', 'Refuse (grey 240L)', 'Food waste (5L kitchen caddy)'], 14],
    ['Bin repair', ['Refuse (grey 240L)', 'Recycling (blue 240L)', 'Garden waste (brown 240L)'], 9],
    ['Assisted collection', ['All services'], 5],
    ['Bulky collection', ['Bulky waste'], 10],
    ['Contamination query', ['Recycling (blue 240L)'], 6],
    ['Garden waste subscription', ['Garden waste (brown 240L)'], 6],
    ['Side waste / fly-tip', ['Street cleansing'], 4],
  ];
  const typeTotal = TYPES.reduce((s, t) => s + t[2], 0);
  const requestType = () => {
    let roll = random() * typeTotal;
    for (const t of TYPES) if ((roll -= t[2]) < 0) return t;
    return TYPES[0]!;
  };
  const OUTCOMES: Record<string, string[]> = {
    'Missed collection': [
      'Closed - revisit completed next working day',
      'Closed - in-cab shows bin not presented at time of collection, photo held',
      'Closed - in-cab shows bin lifted, resident advised',
      'Closed - road blocked by parked cars, crew returned same day',
      'Revisit booked',
      'Awaiting crew response',
    ],
    'Bin delivery': ['Closed - delivered', 'Delivery booked', 'Awaiting stock'],
    'Bin repair': ['Closed - lid replaced', 'Closed - wheels replaced', 'Repair booked'],
    'Assisted collection': ['Closed - approved, added to round', 'Awaiting assessment visit'],
    'Bulky collection': ['Closed - collected', 'Booked', 'Closed - items not presented'],
    'Contamination query': ['Closed - advice given', 'Closed - bin emptied on revisit after contamination removed'],
    'Garden waste subscription': ['Closed - subscription active, sticker posted', 'Awaiting payment'],
    'Side waste / fly-tip': ['Closed - cleared by street cleansing', 'Passed to enforcement'],
  };
  const channel = () => oneOf(random, ['Phone', 'Phone', 'Web form', 'Web form', 'Web form', 'Email', 'App']);
  type Req = {
    at: number;
    ward: string;
    address: string;
    uprn: string;
    customer: string;
    type: string;
    service: string;
    status: string;
    who?: string;
    channel?: string;
  };
  const reqs: Req[] = [];
  const streetsOf = new Map<string, { name: string; pc: string; uprns: string[] }[]>();
  const streets = streetBook(random, 600, ['Wren Street']);
  WARDS.forEach((ward, i) => {
    const own = streets.slice(i * 28, i * 28 + 28);
    if (ward === 'Lower Marsh') own.splice(14, 0, 'Wren Street');
    streetsOf.set(
      ward,
      own.map((name) => ({ name, pc: postcode(random), uprns: Array.from({ length: 60 }, () => newUprn()) })),
    );
  });
  const wren = streetsOf.get('Lower Marsh')!.find((s) => s.name === 'Wren Street')!;
  for (const ward of WARDS) {
    const n = between(random, 68, 96);
    for (let i = 0; i < n; i++) {
      const s = oneOf(random, streetsOf.get(ward)!);
      let house = between(random, 1, 60);
      const [type, services] = requestType();
      let service = oneOf(random, services);
      if (s === wren && house === 27) house = 29;
      if (s === wren && type === 'Missed collection' && service.startsWith('Food')) service = 'Refuse (grey 240L)';
      const at = from + pick(random, 29) * DAY + between(random, 7 * 3600, 19 * 3600) * 1000;
      reqs.push({
        at,
        ward,
        address: `${house} ${s.name}, ${s.pc}`,
        uprn: s.uprns[house - 1]!,
        customer: customer(),
        type,
        service,
        status: oneOf(random, OUTCOMES[type]!),
      });
    }
  }
  // The caller's three reports (the asked one is the latest), and near-misses on her street.
  const her = {
    ward: 'Lower Marsh',
    address: `27 Wren Street, ${wren.pc}`,
    uprn: wren.uprns[26]!,
    customer: 'Mrs P Adeyemi',
    channel: 'Phone',
  };
  const food = 'Food waste (23L caddy)';
  reqs.push({
    ...her,
    at: dayStart('2026-10-30') + (9 * 3600 + 12 * 60) * 1000,
    type: 'Missed collection',
    service: food,
    status: 'Closed - revisit completed next working day',
  });
  reqs.push({
    ...her,
    at: dayStart('2026-11-06') + (8 * 3600 + 47 * 60) * 1000,
    type: 'Missed collection',
    service: food,
    status: 'Closed - in-cab shows bin not presented at time of collection, photo held',
  });
  reqs.push({
    ...her,
    at: dayStart('2026-11-13') + (10 * 3600 + 3 * 60) * 1000,
    type: 'Missed collection',
    service: food,
    status: 'Awaiting crew response',
    who: 'target',
  });
  reqs.push({
    ...her,
    at: dayStart('2026-10-21') + 15 * 3600_000,
    type: 'Bin delivery',
    service: 'Food waste (5L kitchen caddy)',
    status: 'Closed - delivered',
  });
  reqs.push({
    ward: 'Lower Marsh',
    address: `4 Wren Street, ${wren.pc}`,
    uprn: wren.uprns[3]!,
    customer: 'Ms K Walsh',
    at: dayStart('2026-11-06') + 11 * 3600_000,
    type: 'Missed collection',
    service: food,
    status: 'Closed - revisit completed next working day',
  });
  reqs.push({
    ward: 'Lower Marsh',
    address: `19 Wren Street, ${wren.pc}`,
    uprn: wren.uprns[18]!,
    customer: 'Mr D Holt',
    at: dayStart('2026-11-13') + 14 * 3600_000,
    type: 'Missed collection',
    service: 'Refuse (grey 240L)',
    status: 'Revisit booked',
  });
  reqs.sort((a, b) => a.at - b.at);
  const refs = new Map<Req, string>();
  reqs.forEach((r, i) => refs.set(r, `CAS-0${481_204 + i * 3 + pick(random, 3)}`));
  let target = '';
  const lines = [
    'Brackenford City Council - Customer Services CRM',
    'Report: Waste service requests by ward',
    `Created between 19/10/2026 and 16/11/2026 | ${reqs.length} requests | Run 17/11/2026 08:02 by jmorgan (Waste Services back office)`,
    '',
  ];
  for (const ward of WARDS) {
    const mine = reqs.filter((r) => r.ward === ward);
    lines.push(`== Ward: ${ward} (${mine.length} requests) ==`);
    lines.push(
      'Ref         | Created          | Channel  | Request type              | Service                       | Address                                | UPRN         | Customer        | Status / crew update',
    );
    for (const r of mine) {
      const ref = refs.get(r)!;
      if (r.who === 'target') target = ref;
      lines.push(
        [
          ref.padEnd(11),
          `${ukDate(r.at)} ${clock(r.at)}`.padEnd(16),
          (r.channel ?? channel()).padEnd(8),
          r.type.padEnd(25),
          r.service.padEnd(29),
          r.address.padEnd(38),
          r.uprn.padEnd(12),
          r.customer.padEnd(15),
          r.status,
        ].join(' | '),
      );
    }
    lines.push('');
  }
  const ask =
    "A lady from Wren Street is on the phone again and she's really not happy: she says her little kitchen waste bin hasn't been picked up three weeks running. Can you find me the reference for her most recent complaint so I can escalate it to the supervisor?";
  return probe('round 95: CRM requests, preamble and paraphrase', ask, 'crm_waste_requests_report', lines.join('\n'), 'case', target);
}

/** 8. The recycling facility's SCADA alarm and event journal for today. */
function scadaJournal(): EconomicsTask {
  const random = seededRandom(95_008);
  const today = dayStart('2026-11-17');
  const at = (h: number, m: number, s = 0) => today + ((h * 60 + m) * 60 + s) * 1000 + between(random, 0, 999);
  type Entry = { t: number; line: string; cls: string; tag: string; state: string; text: string };
  const entries: Entry[] = [];
  const add = (t: number, line: string, cls: string, tag: string, state: string, text: string) =>
    entries.push({ t, line, cls, tag, state, text });
  const LINES = {
    L1: {
      name: 'Line 1 (Fibre)',
      conveyors: ['C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17', 'C18'],
      sorters: ['OS_11', 'OS_12', 'OS_13'],
      baler: 'BL-1',
      materials: ['OCC', 'MIXED_PAPER', 'NEWS_PAMS'],
    },
    L2: {
      name: 'Line 2 (Containers)',
      conveyors: ['C21', 'C22', 'C23', 'C24', 'C25', 'C26', 'C27'],
      sorters: ['OS_21', 'OS_22', 'OS_23', 'OS_24', 'OS_25', 'OS_26'],
      baler: 'BL-2',
      materials: ['PET_CLEAR', 'HDPE_NATURAL', 'PP', 'STEEL', 'ALUMINIUM'],
    },
    L3: {
      name: 'Line 3 (Residue)',
      conveyors: ['C31', 'C32', 'C33', 'C34'],
      sorters: ['OS_31', 'OS_32'],
      baler: 'BL-3',
      materials: ['RESIDUE'],
    },
  } as const;
  const users = ['dkerr', 'kpatel', 'sbegum', 'mnowak'];
  // Line start-up and shut-down sequences, and the day's stops.
  const start = (t: number, key: keyof typeof LINES, who: string) => {
    const l = LINES[key];
    add(t, key, 'STATE', 'LINE', '---', `${l.name} STOPPED -> STARTING (start request HMI-${key.slice(1)}, user ${who})`);
    [...l.conveyors].reverse().forEach((c, i) => add(t + (i + 1) * 2_300, key, 'MOTOR', `M-${c}`, 'RUN', `Conveyor ${c} motor started`));
    add(t + 24_000, key, 'STATE', 'LINE', '---', `${l.name} STARTING -> RUNNING`);
  };
  const stop = (t: number, key: keyof typeof LINES, cause: string) => {
    const l = LINES[key];
    add(t + 240, key, 'STATE', 'LINE', '---', `${l.name} RUNNING -> STOPPED (cause: ${cause})`);
    l.conveyors.forEach((c, i) => add(t + 400 + i * 150, key, 'MOTOR', `M-${c}`, 'STOP', `Conveyor ${c} motor stopped`));
  };
  add(at(5, 52, 10), 'L1', 'SAFETY', 'ESTOP', 'TEST', 'Daily pull-wire test PW-C11-01 operated and reset, chain response 180 ms');
  add(at(5, 53, 40), 'L2', 'SAFETY', 'ESTOP', 'TEST', 'Daily pull-wire test PW-C21-02 operated and reset, chain response 175 ms');
  add(at(5, 55, 2), 'L3', 'SAFETY', 'ESTOP', 'TEST', 'Daily pull-wire test PW-C31-01 operated and reset, chain response 190 ms');
  start(at(6, 0, 5), 'L1', 'dkerr');
  start(at(6, 2, 30), 'L2', 'kpatel');
  start(at(6, 5, 12), 'L3', 'kpatel');
  // Line 2 near-miss: a pull-wire in the morning, and a stop on a full bunker around lunch.
  add(at(8, 12, 44), 'L2', 'SAFETY', 'ESTOP', 'ACT', 'E-stop chain open: pull-wire PW-C23-01 (C23 picking cabin, position 4)');
  stop(at(8, 12, 44), 'L2', 'E-stop chain');
  add(at(8, 15, 2), 'L2', 'SAFETY', 'ESTOP', 'RTN', 'E-stop chain healthy');
  add(at(8, 15, 40), 'L2', 'SAFETY', 'ESTOP', 'RESET', 'E-stop reset at HMI-2 by user kpatel');
  start(at(8, 16, 10), 'L2', 'kpatel');
  add(
    at(10, 1, 55),
    'L1',
    'OPER',
    'HMI-1',
    '---',
    'Operator stop requested by user dkerr (reason entered: clear wrap on disc screen DS_104)',
  );
  stop(at(10, 2, 0), 'L1', 'operator stop HMI-1');
  start(at(10, 19, 30), 'L1', 'dkerr');
  add(at(12, 30, 51), 'L2', 'PROC', 'BK-23', 'HI', 'Bunker BK-23 (HDPE_NATURAL) level high 95%, line interlock');
  stop(at(12, 30, 52), 'L2', 'interlock BK-23 high level');
  add(at(12, 41, 8), 'L2', 'PROC', 'BK-23', 'RTN', 'Bunker BK-23 (HDPE_NATURAL) level 61%');
  start(at(12, 41, 30), 'L2', 'sbegum');
  // The asked stop.
  add(at(12, 47, 3), 'L1', 'SAFETY', 'ESTOP', 'ACT', 'E-stop chain open: pull-wire PW-C14-03 (C14 screen infeed, east walkway)');
  stop(at(12, 47, 3), 'L1', 'E-stop chain');
  add(at(13, 6, 40), 'L1', 'SAFETY', 'ESTOP', 'RTN', 'E-stop chain healthy');
  add(at(13, 7, 12), 'L1', 'SAFETY', 'ESTOP', 'RESET', 'E-stop reset at HMI-1 by user dkerr');
  start(at(13, 9, 30), 'L1', 'dkerr');
  // Routine entries all day: throughput, sorter statistics, bales, bunker levels, motor currents, logins.
  const stopped: Record<'L1' | 'L2' | 'L3', [number, number][]> = {
    L1: [
      [at(10, 2, 0), at(10, 20, 0)],
      [at(12, 47, 3), at(13, 10, 0)],
    ],
    L2: [
      [at(8, 12, 44), at(8, 16, 40)],
      [at(12, 30, 52), at(12, 42, 0)],
    ],
    L3: [],
  };
  const bales = { L1: 44_102, L2: 43_518, L3: 12_077 };
  for (let t = at(6, 5, 0); t < at(16, 40, 0); t += 60_000) {
    const minute = Math.round((t - today) / 60_000);
    for (const key of ['L1', 'L2', 'L3'] as const) {
      const l = LINES[key];
      if (stopped[key].some(([a, b]) => t >= a && t < b)) {
        if (minute % 5 === 0)
          add(t + between(random, 0, 9_000), key, 'PROD', `WS-${key.slice(1)}01`, '---', 'Belt scale 5 min throughput 0.00 t (0.0 t/h)');
        continue;
      }
      if (minute % 5 === 0)
        add(
          t + between(random, 0, 9_000),
          key,
          'PROD',
          `WS-${key.slice(1)}01`,
          '---',
          `Belt scale 5 min throughput ${(key === 'L3' ? 0.6 + random() : 1.8 + random() * 2.2).toFixed(2)} t (${(random() * 4 + (key === 'L3' ? 8 : 20)).toFixed(1)} t/h)`,
        );
      if (minute % 5 === 2)
        for (const os of l.sorters)
          add(
            t + between(random, 0, 50_000),
            key,
            'QUAL',
            os,
            '---',
            `Sorter stats 5 min: objects ${between(random, 2_000, 16_000)}, ejected ${between(random, 200, 2_400)}, purity est ${(88 + random() * 9).toFixed(1)}%, air ${(5.7 + random() * 0.6).toFixed(2)} bar`,
          );
      if (random() < 0.09)
        add(
          t + between(random, 0, 59_000),
          key,
          'PROD',
          l.baler,
          '---',
          `Bale complete #${bales[key]++} material=${oneOf(random, l.materials)} weight=${between(random, 420, 890)} kg`,
        );
      if (random() < 0.12) {
        const bunker = `BK-${key.slice(1)}${between(random, 1, 6)}`;
        add(t + between(random, 0, 59_000), key, 'PROC', bunker, '---', `Bunker ${bunker} level ${between(random, 5, 88)}%`);
      }
      if (random() < 0.05) {
        const c = oneOf(random, l.conveyors);
        add(
          t + between(random, 0, 59_000),
          key,
          'PROC',
          `M-${c}`,
          'HI',
          `Conveyor ${c} motor current ${(20 + random() * 14).toFixed(1)} A above 85% FLC for 10 s`,
        );
        add(t + between(random, 30_000, 59_000), key, 'PROC', `M-${c}`, 'RTN', `Conveyor ${c} motor current normal`);
      }
    }
    if (random() < 0.02)
      add(
        t + between(random, 0, 59_000),
        'SYS',
        'OPER',
        'HMI',
        '---',
        `User ${oneOf(random, users)} logged on at HMI-${between(random, 1, 4)}`,
      );
    if (random() < 0.03)
      add(
        t + between(random, 0, 59_000),
        'UTIL',
        'PROC',
        'AC-0' + between(random, 1, 3),
        '---',
        `Compressor loaded, discharge ${(7.1 + random() * 0.7).toFixed(2)} bar, dew point ${(2 + random() * 3).toFixed(1)} degC`,
      );
  }
  entries.sort((a, b) => a.t - b.t);
  const lines = [
    'KINGSMEAD MRF - SCADA alarm and event journal (KMRF-SCADA01)',
    'Filter: all areas, all classes | 2026-11-17 05:45:00 to 2026-11-17 16:40:00 | newest last',
    '',
    'Time                     Area  Class   Tag          State  Message',
    ...entries.map((e) =>
      cols([
        [`${isoDate(e.t)} ${clockSeconds(e.t)}.${String(e.t % 1000).padStart(3, '0')}`, 24],
        [e.line, 5],
        [e.cls, 7],
        [e.tag, 12],
        [e.state, 6],
        [e.text, 0],
      ]),
    ),
  ];
  const ask =
    'The shift supervisor at the recycling plant tells me the paper sorting line ground to a halt at some point around lunchtime today, and nobody on the floor will own up to it. What actually made it stop?';
  return probe('round 95: SCADA journal, preamble and paraphrase', ask, 'scada_event_journal', lines.join('\n'), 'stop', 'PW-C14-03');
}

/** 9. The digitised crew round sheets for two weeks. */
function roundSheets(): EconomicsTask {
  const random = seededRandom(95_009);
  const TARGET = 'Marek Kowalczyk';
  const staff = nameBook(random, 160, [TARGET]);
  const agency = nameBook(random, 18, [TARGET, ...staff]);
  const staffNos = new Map(staff.map((s, i) => [s, `E1${String(1_000 + i * 53 + between(random, 0, 52)).padStart(4, '0')}`]));
  const agencyNos = new Map(
    agency.map((s, i) => [s, `AGY ${7_000 + i * 41 + between(random, 0, 40)} (${oneOf(random, ['NSS', 'NSS', 'KSL'])})`]),
  );
  agencyNos.set(TARGET, 'AGY 7731 (NSS)');
  const streets = streetBook(random, 500);
  const fleet = registrations(random, 40).map((reg, i) => ({ fleetNo: String(3400 + i), reg }));
  const ROUNDS = [
    { code: 'REF1', name: 'Refuse 1', area: 'Hillcrest', kind: 'streets' },
    { code: 'REF2', name: 'Refuse 2', area: 'Northgate / Castlefields', kind: 'streets' },
    { code: 'REF3', name: 'Refuse 3', area: 'Moorside', kind: 'streets' },
    { code: 'REF4', name: 'Refuse 4', area: 'Ashby North / Ashby South', kind: 'streets' },
    { code: 'REF5', name: 'Refuse 5', area: 'Little Heath / Pennyfields', kind: 'streets' },
    { code: 'REC1', name: 'Recycling 1', area: 'Fairfield / Greenhill', kind: 'streets' },
    { code: 'REC2', name: 'Recycling 2', area: 'Old Town', kind: 'streets' },
    { code: 'BLK1', name: 'Bulky Waste', area: 'Northgate / Castlefields', kind: 'jobs' },
    { code: 'BLK2', name: 'Bulky Waste', area: 'Hillcrest / Moorside', kind: 'jobs' },
    { code: 'REC3', name: 'Recycling 3', area: 'Hillcrest / Lower Marsh', kind: 'streets' },
    { code: 'REC4', name: 'Recycling 4', area: 'Westbrook / Brook Vale', kind: 'streets' },
    { code: 'GW1', name: 'Garden Waste 1', area: 'Kingsmead / Oakwood', kind: 'streets' },
    { code: 'GW2', name: 'Garden Waste 2', area: 'Hillcrest / Upper Marsh', kind: 'streets' },
    { code: 'FW1', name: 'Food Waste 1', area: 'Riverside / Tannery', kind: 'streets' },
    { code: 'FW2', name: 'Food Waste 2', area: "Hillcrest / St Anne's", kind: 'streets' },
    { code: 'CLN1', name: 'Clinical and Hygiene', area: 'Citywide', kind: 'streets' },
    { code: 'TRD1', name: 'Trade Waste', area: 'City centre', kind: 'streets' },
  ];
  const ITEMS = [
    'sofa',
    'armchair',
    'mattress',
    'fridge freezer',
    'washing machine',
    'wardrobe',
    'bed frame',
    'dining table',
    'carpet rolls',
    'TV',
    'chest of drawers',
    'bike',
  ];
  const wednesday = dayStart('2026-11-11');
  const sheets: string[] = [];
  let bulkySeq = 8_640;
  let ticket = 412_200;
  for (let d = dayStart('2026-11-02'); d <= dayStart('2026-11-16'); d += DAY) {
    if (weekday(d) === 0) continue;
    const todays = weekday(d) === 6 ? ROUNDS.filter((r) => r.code.startsWith('BLK') || r.code === 'TRD1') : ROUNDS;
    const crewPool = shuffle(random, [...staff]);
    const agencyPool = shuffle(random, [...agency]);
    todays.forEach((round, i) => {
      const v = fleet[(i * 3 + weekday(d)) % fleet.length]!;
      const driver = crewPool[i * 3]!;
      const loaders = [crewPool[i * 3 + 1]!];
      if (!round.code.startsWith('FW') && round.code !== 'CLN1')
        loaders.push(random() < 0.35 ? agencyPool[i % agencyPool.length]! : crewPool[i * 3 + 2]!);
      if (round.code === 'BLK2' && d === wednesday) loaders[1] = TARGET;
      if (round.code === 'REF1' && d === wednesday) loaders[1] = agencyPool[0]!;
      if (round.code === 'BLK2' && d === wednesday - 7 * DAY) loaders[1] = agencyPool[17]!;
      const out = 6 * 60 + between(random, 40, 58);
      const back = 14 * 60 + between(random, 5, 55);
      const odo = between(random, 40_000, 190_000);
      const person = (role: string, name: string) =>
        `  ${role.padEnd(8)} ${name.padEnd(20)} ${(staffNos.get(name) ?? agencyNos.get(name)!).padEnd(26)} ${pad2(Math.floor(out / 60))}:${pad2(out % 60)}-${pad2(Math.floor(back / 60))}:${pad2(back % 60)}`;
      const body: string[] = [
        '='.repeat(96),
        'BRACKENFORD CITY COUNCIL - WASTE & RECYCLING                                DAILY ROUND SHEET',
        `Sheet: RS-${isoDate(d).replace(/-/g, '')}-${round.code.padEnd(5)}   Date: ${DAY_ABBR[weekday(d)]} ${ukDate(d)}   Depot: Tannery Lane`,
        `Round: ${round.code}  ${round.name} - ${round.area}`,
        `Vehicle: ${v.fleetNo}  ${v.reg}   Odometer out ${odo}  in ${odo + between(random, 38, 96)}   Fuel added ${between(random, 0, 1) ? between(random, 60, 180) : 0} L`,
        'Crew:',
        person('Driver', driver),
        ...loaders.map((l) => person('Loader', l)),
        `Walkaround check: tyres OK  lights OK  mirrors OK  cameras OK  lifts OK  fluids OK   signed ${driver
          .split(' ')
          .map((p) => p[0])
          .join('')} ${pad2(Math.floor(out / 60))}:${pad2((out % 60) - between(random, 2, 9))}`,
      ];
      let t = out + between(random, 15, 30);
      if (round.kind === 'jobs') {
        body.push('Jobs:');
        const jobs = between(random, 11, 17);
        for (let j = 0; j < jobs; j++) {
          t += between(random, 9, 24);
          const items = shuffle(random, [...ITEMS]).slice(0, between(random, 1, 4));
          body.push(
            `  ${pad2(Math.floor(t / 60))}:${pad2(t % 60)}  BLK-26-${String(bulkySeq++).padStart(5, '0')}  ${`${between(random, 1, 120)} ${oneOf(random, streets)}`.padEnd(26)} ${String(items.length)} item(s)  ${items.join(', ').padEnd(44)} ${random() < 0.93 ? 'collected' : 'not presented'}`,
          );
        }
      } else {
        body.push('Streets completed:');
        const n = between(random, 20, 34);
        const own = shuffle(random, [...streets]).slice(0, n);
        for (const s of own) {
          t += between(random, 8, 21);
          const issue =
            random() < 0.12
              ? oneOf(random, [
                  '  2 bins not out',
                  '  parked cars, returned 12:10',
                  '  1 bin contaminated, tagged',
                  '  bin store locked',
                  '  1 assisted bin missed, returned',
                ])
              : '';
          body.push(`  ${pad2(Math.floor(t / 60))}:${pad2(t % 60)}  ${s}${issue}`);
        }
      }
      const tipAt = 11 * 60 + between(random, 0, 50);
      body.push(
        `Tips: ${pad2(Math.floor(tipAt / 60))}:${pad2(tipAt % 60)} Coldharbour Road WTS  ticket CHR-${ticket++}  net ${thousands(between(random, 900, 11_000))} kg`,
        `Breaks: 30 min   Back at depot: ${pad2(Math.floor(back / 60))}:${pad2(back % 60)}`,
        `Notes: ${oneOf(random, round.kind === 'jobs' ? ['none', 'none', 'Customer not in, items left at boundary', 'Fridge door taped, OK', 'Extra item not on booking, left with card'] : ['none', 'none', 'none', 'Road closure on diversion, added 20 min', 'Lifter slow on nearside, reported to workshop', 'Resident complaint about bin left in road', 'Finished early, helped on REF2'])}`,
        `Supervisor check: ${oneOf(random, ['P. Walsh', 'S. Gill', 'R. Nash'])} ${ukDate(d)}`,
      );
      sheets.push(body.join('\n'));
    });
  }
  const output = [
    'Brackenford City Council - Waste & Recycling - Round sheets (scanned and keyed), 02/11/2026 to 16/11/2026',
    'Staff numbers: E = council employee; AGY = supplied worker (NSS = Northgate Staffing Solutions, KSL = Kerbside Staffing Ltd)',
    '',
    sheets.join('\n'),
  ].join('\n');
  const ask =
    "I'm matching last week's agency invoices against our round sheets and one of the timesheets doesn't tally. Who was the agency loader on the Hillcrest bulky waste round last Wednesday?";
  return probe('round 95: round sheets, preamble', ask, 'round_sheets_report', output, 'agency', TARGET);
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** 10. The weighbridge software's ticket listing, fixed-width. */
function weighbridgeListing(): EconomicsTask {
  const random = seededRandom(95_010);
  type Vehicle = { reg: string; customer: string; product: Waste; tare: number; stored: boolean; loLoad: number; hiLoad: number };
  const council = (customer: string, n: number, product: Waste, lo: number, hi: number, loLoad: number, hiLoad: number): Vehicle[] =>
    registrations(random, n).map((reg) => ({ reg, customer, product, tare: between(random, lo, hi), stored: true, loLoad, hiLoad }));
  const trade = (customer: string, n: number, lo: number, hi: number, loLoad: number, hiLoad: number): Vehicle[] =>
    registrations(random, n).map((reg) => ({
      reg,
      customer,
      product: 'CD_MIXED',
      tare: between(random, lo, hi),
      stored: false,
      loLoad,
      hiLoad,
    }));
  const fleet = [
    ...council('BCC Refuse Collection', 22, 'RESIDUAL', 15_800, 17_400, 5_600, 11_200),
    ...council('BCC Recycling Collection', 16, 'RECYCLING', 16_100, 17_600, 3_900, 7_800),
    ...council('BCC Garden and Food', 6, 'GARDEN', 15_900, 16_800, 4_800, 10_900),
    ...council('BCC Garden and Food', 4, 'FOOD', 4_900, 5_300, 900, 2_300),
    ...trade('Brennan Skip Hire Ltd', 5, 7_600, 8_700, 1_800, 6_400),
    ...trade('Ridgeway Skips', 4, 7_500, 8_600, 1_600, 6_100),
    ...trade('Castle Demolition Ltd', 3, 11_200, 12_900, 4_000, 14_500),
    ...trade('M&J Waste Services', 4, 11_000, 12_700, 2_600, 12_800),
  ];
  const TRADE_WASTES: Waste[] = ['CD_MIXED', 'CD_MIXED', 'WOOD', 'SOIL', 'PLASTERBOARD', 'CARD'];
  type Row = { at: number; v: Vehicle; product: Waste; tare: number; net: number; planted?: boolean };
  const rows: Row[] = [];
  for (let d = dayStart('2026-11-02'); d <= dayStart('2026-11-16'); d += DAY) {
    if (weekday(d) === 0) continue;
    const saturday = weekday(d) === 6;
    for (const v of fleet) {
      const isCouncil = v.stored;
      const visits = saturday ? (isCouncil ? 0 : between(random, 0, 1)) : isCouncil ? between(random, 1, 3) : between(random, 0, 3);
      for (let i = 0; i < visits; i++) {
        const at = d + Math.round((saturday ? 7 + random() * 5 : 7 + random() * 9.5) * 3600) * 1000;
        const product = isCouncil ? v.product : oneOf(random, TRADE_WASTES);
        const tare = v.stored ? v.tare : v.tare + between(random, -45, 45);
        rows.push({ at, v, product, tare, net: between(random, v.loLoad, v.hiLoad) });
      }
    }
  }
  rows.sort((a, b) => a.at - b.at);
  // The odd ticket: one RCV's stored tare keyed without a digit, halfway through.
  const middle = rows.slice(Math.floor(rows.length * 0.45)).find((r) => r.v.customer === 'BCC Refuse Collection')!;
  const gross = middle.tare + middle.net;
  middle.tare = Math.floor(middle.v.tare / 10);
  middle.net = gross - middle.tare;
  middle.planted = true;
  let ticket = 408_310;
  let target = '';
  const widths: [string, number][] = [
    ['Ticket', 10],
    ['Date', 10],
    ['In', 5],
    ['Out', 5],
    ['Vehicle', 9],
    ['Customer', 24],
    ['Product', 38],
    ['EWC', 8],
    ['Gross kg', 9],
    ['Tare kg', 9],
    ['Net kg', 9],
    ['Tare', 7],
    ['Bay', 20],
    ['WTN', 16],
    ['Op', 4],
  ];
  const head = widths
    .map(([h, w], i) => (i >= 8 && i <= 10 ? h.padStart(w) : h.padEnd(w)))
    .join(' ')
    .trimEnd();
  const lines = [
    'WeighPoint 7.4  -  Coldharbour Road WTS (CHR)  -  Ticket listing',
    'Period: 01/11/2026 00:00 to 16/11/2026 23:59    Direction: IN    Customers: all    Sorted by: date in',
    '',
    head,
    '-'.repeat(head.length),
  ];
  for (const r of rows) {
    const no = `CHR-${ticket++}`;
    if (r.planted) target = no;
    const w = WASTES[r.product];
    const out = r.at + between(random, 5, 19) * 60_000;
    lines.push(
      [
        no.padEnd(10),
        ukDate(r.at),
        clock(r.at),
        clock(out),
        r.v.reg.padEnd(9),
        r.v.customer.padEnd(24),
        w.description.slice(0, 38).padEnd(38),
        w.ewc.padEnd(8),
        thousands(r.tare + r.net).padStart(9),
        thousands(r.tare).padStart(9),
        thousands(r.net).padStart(9),
        (r.v.stored ? 'STORED' : 'WEIGHED').padEnd(7),
        w.bay.padEnd(20),
        (r.v.stored ? 'SEASON-BCC-2026' : `WTN${between(random, 100_000, 999_999)}`).padEnd(16),
        oneOf(random, ['JG', 'SA', 'LP', 'MS']),
      ].join(' '),
    );
  }
  lines.push('-'.repeat(head.length), `${rows.length} tickets    Total net ${thousands(rows.reduce((s, r) => s + r.net, 0))} kg`);
  return probe(
    'round 95: weighbridge listing, odd tare',
    "Going through this month's weighbridge tickets, one of them looks like it was worked out against the wrong empty weight for the lorry. Which ticket is it?",
    'weighbridge_ticket_listing',
    lines.join('\n'),
    'odd-tare',
    target,
  );
}

/** 11. The telematics provider's daily vehicle summary, four weeks, as CSV. */
function telematicsSummary(): EconomicsTask {
  const random = seededRandom(95_011);
  const regs = registrations(random, 60);
  const vehicles = regs.map((reg, i) => ({
    fleetNo: String(3380 + i * 2),
    reg,
    kind: i % 9 === 4 ? 'FOOD_7T5' : i % 11 === 7 ? 'CAGED_7T5' : 'RCV_26T',
  }));
  const drivers = Array.from({ length: 60 }, () => `D${between(random, 10_000, 19_999)}`);
  const header =
    'date,fleet_no,registration,vehicle_type,round_id,driver_id,first_ignition,last_ignition,start_odometer_km,end_odometer_km,distance_km,engine_time,idle_time,idle_pct,pto_time,fuel_used_l,fuel_l_per_100km,adblue_l,bin_lifts,first_lift,last_lift,tip_visits,avg_speed_kph,max_speed_kph,reversing_events,harsh_braking,harsh_accel,co2_kg';
  const rows: string[] = [header];
  const targetVehicle = vehicles[30]!;
  const targetDay = dayStart('2026-11-11');
  let target = '';
  for (const v of vehicles) {
    let odo = between(random, 30_000, 210_000);
    const round = `${v.kind === 'FOOD_7T5' ? 'FW' : v.kind === 'CAGED_7T5' ? 'BLK' : oneOf(random, ['REF', 'REC', 'GW'])}-${between(random, 1, 9)}`;
    for (let d = dayStart('2026-10-12'); d <= dayStart('2026-11-14'); d += DAY) {
      if (weekday(d) === 0) continue;
      if (weekday(d) === 6 && random() < 0.75) continue;
      let engine = between(random, 7 * 3600 + 10 * 60, 9 * 3600 + 50 * 60);
      let idle = between(random, 14 * 60, 112 * 60);
      if (v === targetVehicle && d === targetDay) {
        engine = 10 * 3600 + 58 * 60 + 40;
        idle = 5 * 3600 + 41 * 60 + 17;
      }
      const pto = between(random, 2 * 3600, 4 * 3600 + 50 * 60);
      const km = v.kind === 'RCV_26T' ? between(random, 42, 118) : between(random, 60, 160);
      const fuel = +(
        km * (v.kind === 'RCV_26T' ? 0.9 + random() * 0.5 : 0.2 + random() * 0.1) +
        (engine / 3600) * (v.kind === 'RCV_26T' ? 4.2 : 1.4)
      ).toFixed(1);
      const first = 6 * 60 + between(random, 5, 40);
      const last = first + Math.round(engine / 60) + between(random, 10, 50);
      const idleText = hms(idle);
      if (v === targetVehicle && d === targetDay) target = idleText;
      rows.push(
        [
          isoDate(d),
          v.fleetNo,
          v.reg,
          v.kind,
          weekday(d) === 6 ? 'CATCHUP' : `${round}-${DAY_ABBR[weekday(d)]!.toUpperCase()}`,
          oneOf(random, drivers),
          `${pad2(Math.floor(first / 60))}:${pad2(first % 60)}`,
          `${pad2(Math.floor(last / 60))}:${pad2(last % 60)}`,
          odo,
          odo + km,
          km,
          hms(engine),
          idleText,
          ((idle / engine) * 100).toFixed(1),
          hms(pto),
          fuel,
          ((fuel / km) * 100).toFixed(1),
          (fuel * 0.05).toFixed(1),
          v.kind === 'CAGED_7T5' ? 0 : between(random, 620, 1_480),
          v.kind === 'CAGED_7T5' ? '' : `${pad2(Math.floor((first + 25) / 60))}:${pad2((first + 25) % 60)}`,
          v.kind === 'CAGED_7T5' ? '' : `${pad2(Math.floor((last - 70) / 60))}:${pad2((last - 70) % 60)}`,
          between(random, 1, 3),
          (km / (engine / 3600)).toFixed(1),
          between(random, 48, 79),
          between(random, 40, 190),
          between(random, 0, 6),
          between(random, 0, 4),
          (fuel * 2.51).toFixed(1),
        ].join(','),
      );
      odo += km;
    }
  }
  return probe(
    'round 95: telematics daily summary, odd idling',
    'Last week one of our bin lorries seems to have spent far more time sitting with its engine idling than any of the others. Which one was it, and on what day?',
    'telematics_daily_summary',
    rows.join('\n') + '\n',
    'idle',
    target,
  );
}

/** 12. The workshop's tyre history for the heavy fleet, a year of it, as TSV. */
function tyreHistory(): EconomicsTask {
  const random = seededRandom(95_012);
  const fitters = nameBook(random, 6).map((n) => `${n[0]}. ${n.split(' ')[1]}`);
  const MODELS = [
    { model: 'Dennis Eagle Elite 6 26t', torque: 650, steer: '385/65R22.5', drive: '315/80R22.5' },
    { model: 'Dennis Eagle Elite 6 32t', torque: 650, steer: '385/65R22.5', drive: '315/80R22.5' },
    { model: 'Mercedes Econic 2630L', torque: 600, steer: '315/70R22.5', drive: '315/70R22.5' },
    { model: 'DAF CF 450 FAN hook', torque: 600, steer: '385/65R22.5', drive: '315/70R22.5' },
  ];
  const vehicles = registrations(random, 52).map((reg, i) => ({ fleetNo: String(3380 + i), reg, ...oneOf(random, MODELS) }));
  const POSITIONS = ['A1 NS', 'A1 OS', 'A2 NS outer', 'A2 NS inner', 'A2 OS outer', 'A2 OS inner', 'A3 NS', 'A3 OS'];
  const REASONS = [
    'Kerb damage',
    'Kerb damage',
    'Sidewall cut',
    'Puncture',
    'Puncture',
    'Worn to limit',
    'Worn to limit',
    'Irregular wear',
    'Bulge',
    'Nail in tread, not repairable',
  ];
  const STEER = ['Michelin X Multi Z', 'Bridgestone R-Steer 002', 'Continental Conti Urban HA3', 'Goodyear Urbanmax MST II'];
  const DRIVE = [
    'Michelin X Incity XZU',
    'Bridgestone U-AP 002',
    'Continental Conti Urban HA3',
    'Goodyear Urbanmax MSD II',
    'Bandag retread BDR-HT',
  ];
  const wrenches = ['TW-07', 'TW-09', 'TW-12', 'TW-14'];
  type Job = { at: number; v: (typeof vehicles)[number]; torque: number; planted?: boolean };
  const jobs: Job[] = [];
  for (let i = 0; i < 1_450; i++) {
    const v = oneOf(random, vehicles);
    jobs.push({ at: dayStart('2025-11-17') + pick(random, 364) * DAY + between(random, 7 * 3600, 16 * 3600) * 1000, v, torque: v.torque });
  }
  jobs.sort((a, b) => a.at - b.at);
  const odd = jobs[Math.floor(jobs.length * 0.52)]!;
  odd.torque = 350;
  odd.planted = true;
  const header = [
    'Job No',
    'Date',
    'Fleet No',
    'Reg',
    'Model',
    'Position',
    'Reason',
    'Removed tread mm',
    'Tyre fitted',
    'Size',
    'DOT',
    'Fitted tread mm',
    'Pressure bar',
    'Torque Nm',
    'Wrench',
    'Fitter',
    'Re-torque date',
    'Re-torque by',
    'Odometer km',
  ];
  const rows = [header.join('\t')];
  const seq: Record<string, number> = { '2025': 2_870, '2026': 12 };
  let target = '';
  for (const job of jobs) {
    const year = String(new Date(job.at).getUTCFullYear());
    const no = `W${year.slice(2)}-${String(seq[year]!++).padStart(5, '0')}`;
    if (job.planted) target = no;
    const position = oneOf(random, POSITIONS);
    const steer = position.startsWith('A1');
    const reason = oneOf(random, REASONS);
    const fitter = oneOf(random, fitters);
    rows.push(
      [
        no,
        ukDate(job.at),
        job.v.fleetNo,
        job.v.reg,
        job.v.model,
        position,
        reason,
        reason === 'Worn to limit' ? (2 + random() * 0.9).toFixed(1) : (4 + random() * 9).toFixed(1),
        oneOf(random, steer ? STEER : DRIVE),
        steer ? job.v.steer : job.v.drive,
        `${pad2(between(random, 1, 52))}${Number(year.slice(2)) - 1}`,
        (14 + random() * 6).toFixed(1),
        steer ? '9.0' : '8.5',
        String(job.torque),
        oneOf(random, wrenches),
        fitter,
        ukDate(job.at + between(random, 1, 3) * DAY),
        oneOf(random, fitters),
        String(between(random, 20_000, 240_000)),
      ].join('\t'),
    );
  }
  return probe(
    'round 95: tyre history, odd torque',
    'Of all the tyre changes the workshop has done this past year, one wheel was done up a lot less tight than every other. Which job was that?',
    'workshop_tyre_history',
    rows.join('\n') + '\n',
    'torque',
    target,
  );
}

/** The round's twelve tasks, three of each class, in order. */
export function roundNinetyFive(): EconomicsTask[] {
  return [
    binLiftEvents(),
    sorterTagExport(),
    contaminationExport(),
    workshopVehicles(),
    roundConfigYaml(),
    weighbridgeXml(),
    crmRequests(),
    scadaJournal(),
    roundSheets(),
    weighbridgeListing(),
    telematicsSummary(),
    tyreHistory(),
  ];
}
