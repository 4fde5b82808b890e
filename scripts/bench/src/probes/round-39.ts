/**
 * Probe round 39, written blind: a made-up city council's digital services (Castlebridge City Council). "Today" is
 * Thursday 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - bin sensors api: how full the bottle bank in one library's car park was at its last reading.
 *  - planning applications xml: the last day a neighbour can object to an extension next door.
 *  - parking permits bundle: what the live permit web app charges for a second resident permit in one zone.
 * b. The answer a few lines away from the line the question's words match:
 *  - housing repairs json: the job reference of a tenant's mould repair, found by her flat and the trade.
 *  - library holds report: which collection locker a borrower's reserved book is in, and its code.
 *  - ad users list: when one of two staff of the same name last changed her password.
 * c. A question that paraphrases the output or carries a preamble:
 *  - contact centre queue csv, paraphrase: how many council tax callers hung up in one half hour on Monday.
 *  - ctr claims report, preamble and paraphrase: what is holding up a resident's council tax reduction claim.
 *  - forms gateway log, preamble and paraphrase: whether a fly-tipping report reached the waste system, and its case.
 * d. One value unlike its peers:
 *  - exchange mailboxes: which mailbox keeps deleted mail for far less time than all the others.
 *  - weighbridge tickets: which ticket has a bin lorry weighing far less empty than on its other visits.
 *  - warehouse load audit: which feed brought in far fewer rows than it ever does, and on which night.
 * Not among the bench's targets.
 *
 * First run, at c3f9257 (087a7ad with this file; `ROUNDS=39 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 4,181,865 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds 4/12 (61,504
 * tokens): not the contact centre queue csv.
 *   round 39: bin sensors api
 *     codex: 7,981 tokens, peak 7,892, 0/1 needles, 0 read-backs
 *     context-chef: 783 tokens, peak 694, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,839 tokens, peak 5,677, 0/1 needles, 4 read-backs
 *     ours: 6,717 tokens, peak 2,608, 1/1 needles, 3 read-backs
 *   round 39: planning applications xml
 *     codex: 6,123 tokens, peak 6,030, 0/1 needles, 0 read-backs
 *     context-chef: 666 tokens, peak 573, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,781 tokens, peak 4,667, 0/1 needles, 4 read-backs
 *     ours: 6,361 tokens, peak 2,652, 0/1 needles, 3 read-backs
 *   round 39: parking permits bundle
 *     codex: 6,268 tokens, peak 6,172, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,356 tokens, peak 1,342, 1/1 needles, 1 read-backs
 *     ours: 2,145 tokens, peak 1,166, 1/1 needles, 1 read-backs
 *   round 39: housing repairs json
 *     codex: 12,181 tokens, peak 12,084, 0/1 needles, 0 read-backs
 *     context-chef: 675 tokens, peak 578, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,118 tokens, peak 2,586, 0/1 needles, 3 read-backs
 *     ours: 5,979 tokens, peak 2,248, 1/1 needles, 3 read-backs
 *   round 39: library holds report
 *     codex: 13,038 tokens, peak 12,944, 0/1 needles, 0 read-backs
 *     context-chef: 625 tokens, peak 531, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,127 tokens, peak 1,659, 0/1 needles, 2 read-backs
 *     ours: 3,594 tokens, peak 1,480, 0/1 needles, 2 read-backs
 *   round 39: ad users list
 *     codex: 13,067 tokens, peak 12,978, 0/1 needles, 0 read-backs
 *     context-chef: 681 tokens, peak 592, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,715 tokens, peak 1,928, 0/1 needles, 2 read-backs
 *     ours: 4,036 tokens, peak 1,691, 1/1 needles, 2 read-backs
 *   round 39: contact centre queue csv, paraphrase
 *     codex: 19,670 tokens, peak 19,580, 0/1 needles, 0 read-backs
 *     context-chef: 898 tokens, peak 808, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,928 tokens, peak 1,493, 0/1 needles, 4 read-backs
 *     ours: 4,301 tokens, peak 920, 1/1 needles, 4 read-backs
 *   round 39: ctr claims report, preamble and paraphrase
 *     codex: 11,562 tokens, peak 11,436, 0/1 needles, 0 read-backs
 *     context-chef: 682 tokens, peak 556, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,487 tokens, peak 3,246, 1/1 needles, 2 read-backs
 *     ours: 5,582 tokens, peak 2,906, 0/1 needles, 2 read-backs
 *   round 39: forms gateway log, preamble and paraphrase
 *     codex: 14,187 tokens, peak 14,067, 0/1 needles, 0 read-backs
 *     context-chef: 792 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,074 tokens, peak 4,045, 0/1 needles, 3 read-backs
 *     ours: 7,126 tokens, peak 3,331, 0/1 needles, 3 read-backs
 *   round 39: exchange mailboxes
 *     codex: 10,954 tokens, peak 10,841, 0/1 needles, 0 read-backs
 *     context-chef: 590 tokens, peak 477, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,140 tokens, peak 1,142, 0/1 needles, 4 read-backs
 *     ours: 4,039 tokens, peak 879, 0/1 needles, 4 read-backs
 *   round 39: weighbridge tickets csv
 *     codex: 17,957 tokens, peak 17,847, 0/1 needles, 0 read-backs
 *     context-chef: 880 tokens, peak 770, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,724 tokens, peak 4,806, 0/1 needles, 4 read-backs
 *     ours: 8,225 tokens, peak 3,933, 0/1 needles, 4 read-backs
 *   round 39: warehouse load audit
 *     codex: 16,508 tokens, peak 16,394, 0/1 needles, 0 read-backs
 *     context-chef: 778 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,101 tokens, peak 1,326, 0/1 needles, 4 read-backs
 *     ours: 4,401 tokens, peak 934, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of 2026 as the council's clocks show it, kept as UTC so formatters print it as it stands. */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-11-12T07:41:03Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-12` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `12/11/2026` */
const dmy = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** `07:41:03` */
const hms = (t: number) => new Date(t).toISOString().slice(11, 19);
/** `07:41` */
const hm = (t: number) => new Date(t).toISOString().slice(11, 16);
/** 0 for Sunday to 6 for Saturday. */
const weekday = (t: number) => new Date(t).getUTCDay();
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const HEXU = '0123456789ABCDEF';
/** `1,234,567` */
const grouped = (n: number) => n.toLocaleString('en-GB');

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

/** What `psql` prints for a query: centred headers, `|` between columns, numbers to the right, a row count. */
function psqlTable(headers: readonly string[], rows: readonly (readonly string[])[], numeric: readonly boolean[]): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const centre = (h: string, w: number) => {
    const left = Math.floor((w - h.length) / 2);
    return `${' '.repeat(left)}${h}${' '.repeat(w - h.length - left)}`;
  };
  const head = ` ${headers.map((h, i) => centre(h, widths[i]!)).join(' | ')}`.trimEnd();
  const rule = widths.map((w) => '-'.repeat(w + 2)).join('+');
  const body = rows.map((r) => ` ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')}`.trimEnd());
  return [head, rule, ...body, `(${rows.length} rows)`];
}

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

const FIRST = [
  'Priya',
  'Tom',
  'Aisha',
  'Gareth',
  'Megan',
  'Liam',
  'Zofia',
  'Callum',
  'Hannah',
  'Ravi',
  'Sian',
  'Marek',
  'Joanne',
  'Kwame',
  'Ellie',
  'Darren',
  'Fatima',
  'Owen',
  'Beth',
  'Tariq',
  'Chloe',
  'Imran',
  'Lucy',
  'Dominic',
  'Grace',
  'Nathan',
  'Amira',
  'Stuart',
  'Rebecca',
  'Yusuf',
  'Kirsty',
  'Adam',
  'Leanne',
  'Sanjay',
  'Nicola',
  'Paul',
];
const LAST = [
  'Nair',
  'Hughes',
  'Patel',
  'Barnes',
  'Okafor',
  'Shaw',
  'Ahmed',
  'Doyle',
  'Wright',
  'Nowak',
  'Jennings',
  'Singh',
  'Marsh',
  'Taylor',
  'Evans',
  'Lloyd',
  'Begum',
  'Fox',
  'Carter',
  'Hussain',
  'Walsh',
  'Robinson',
  'Clarke',
  'Mensah',
  'Kaur',
  'Thompson',
  'Bailey',
  'Sharpe',
  'Ward',
  'Green',
  'Kaya',
  'Lewis',
  'Horton',
  'Quinn',
  'Dunn',
  'Ali',
];
/** More names, for the staff of a council of some thousands. */
const STAFF_FIRST = [
  ...FIRST,
  'Alison',
  'Bilal',
  'Carol',
  'Daniel',
  'Emma',
  'Farah',
  'Gemma',
  'Harry',
  'Ian',
  'Jasmine',
  'Karen',
  'Lewis',
  'Mohammed',
  'Natalie',
  'Oliver',
  'Pauline',
  'Rachel',
  'Samir',
  'Tracey',
  'Vikram',
  'Wendy',
  'Zainab',
  'Andrew',
  'Claire',
  'Gary',
  'Helen',
  'Jamie',
  'Louise',
  'Mark',
  'Sarah',
];
const STAFF_LAST = [
  ...LAST,
  'Atkinson',
  'Brennan',
  'Chowdhury',
  'Dixon',
  'Ellis',
  'Fletcher',
  'Gill',
  'Hall',
  'Iqbal',
  'Jackson',
  'Kelly',
  'Lawson',
  'Mahmood',
  'Naylor',
  "O'Brien",
  'Parkin',
  'Rahman',
  'Scott',
  'Turner',
  'Umar',
  'Varley',
  'Wilkinson',
  'Yates',
  'Addo',
  'Booth',
  'Cooper',
  'Hirst',
  'Kershaw',
  'Moss',
  'Pearson',
  'Riley',
  'Sykes',
  'Thornton',
  'Wood',
];
const WARDS = [
  'Abbeyfield',
  'Brackenhurst',
  'Carrbrook',
  'Castle',
  'Dunmore',
  'Eastgate',
  'Ferndale',
  'Greystones',
  'Hillside',
  'Holme Park',
  'Kingsmead',
  'Lockside',
  'Moorgate',
  'Northcliffe',
  'Riverside',
  'Westbury',
];
const STREET_ROOTS = [
  'Abbey',
  'Alder',
  'Ash',
  'Beech',
  'Birch',
  'Bramble',
  'Brook',
  'Carr',
  'Cedar',
  'Chapel',
  'Cherry',
  'Church',
  'Clifton',
  'Coronation',
  'Cross',
  'Dale',
  'Elm',
  'Ferndale',
  'Forge',
  'Gladstone',
  'Granby',
  'Hawthorn',
  'Hazel',
  'Highfield',
  'Holly',
  'Holme',
  'Ivy',
  'Larch',
  'Laurel',
  'Lime',
  'Linden',
  'Manor',
  'Maple',
  'Market',
  'Meadow',
  'Mill',
  'Moor',
  'Nelson',
  'Oak',
  'Orchard',
  'Priory',
  'Queen',
  'Raven',
  'Rectory',
  'Rowan',
  'School',
  'Sefton',
  'Spring',
  'Station',
  'Tenter',
  'Victoria',
  'Walnut',
  'Well',
  'Willow',
  'Windsor',
  'York',
];
const STREET_KINDS = ['Road', 'Street', 'Lane', 'Avenue', 'Grove', 'Close', 'Crescent', 'Drive', 'Way', 'Terrace', 'Gardens', 'Walk'];
const street = (random: () => number) => `${oneOf(random, STREET_ROOTS)} ${oneOf(random, STREET_KINDS)}`;
/** A made-up postcode of the city: `CX4 7QL`. */
const postcode = (random: () => number) => `CX${between(random, 1, 9)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;

/** `GET /api/v2/devices/latest?fleet=communal-bins`: the fill sensors' last readings, one line of JSON; a bottle bank's level. */
function binSensorsApi(): EconomicsTask {
  const random = seededRandom(39_001);
  type Stream = readonly [string, string, number];
  const STREAMS: readonly Stream[] = [
    ['refuse', '1100L euro bin', 1370],
    ['mixed recycling', '1100L euro bin', 1370],
    ['food', '240L wheelie bin', 1060],
    ['glass', 'bottle bank 2.5m3', 1650],
    ['paper and card', 'bring bank 3.2m3', 1900],
    ['cans and plastics', 'bring bank 3.2m3', 1900],
    ['textiles', 'textile bank 2.2m3', 1800],
  ];
  const FLATS = STREAMS.slice(0, 3);
  const BRING = STREAMS.slice(3);
  const BLOCKS = [
    'Tenter',
    'Lockside',
    'Moorgate',
    'Carrbrook',
    'Abbey',
    'Holme',
    'Northcliffe',
    'Priory',
    'Raven',
    'Sefton',
    'Granby',
    'Oldfield',
    'Wharfside',
    'Castle',
    'Brackenhurst',
    'Westbury',
    'Greystones',
    'Dunmore',
  ];
  const BLOCK_KINDS = ['Court', 'House', 'Heights', 'Tower', 'Point', 'Gardens', 'Mews'];
  const SHOPS = [
    'Asda',
    'Tesco Extra',
    'Aldi',
    'Lidl',
    'Co-op',
    'Morrisons',
    "Sainsbury's",
    'Leisure Centre',
    'Community Centre',
    'Park and Ride',
    'Cricket Club',
    'Social Club',
    'Village Hall',
    'Retail Park',
  ];
  const GATEWAYS = [
    'gw-civic-centre-01',
    'gw-civic-centre-02',
    'gw-lockside-depot',
    'gw-northcliffe-water-tower',
    'gw-holme-park-school',
    'gw-moorgate-fire-stn',
    'gw-westbury-library',
    'gw-eastgate-multistorey',
  ];
  const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
  interface Site {
    name: string;
    ward: string;
    lat: number;
    lng: number;
  }
  const site = (name: string, ward = oneOf(random, WARDS)): Site => ({
    name,
    ward,
    lat: Number((53.38 + random() * 0.14).toFixed(5)),
    lng: Number((-1.58 + random() * 0.22).toFixed(5)),
  });
  const now = T(11, 12, 7, 0, 3);
  const device = (s: Site, stream: Stream, fill?: number) => {
    const [kind, container, depth] = stream;
    const fillPct = fill ?? Math.min(100, Math.floor(random() ** 0.8 * 104));
    const day = pick(random, 5);
    const prefix = kind === 'refuse' ? 'REF' : kind === 'food' ? 'FOOD' : kind === 'mixed recycling' ? 'REC' : 'BRG';
    return {
      device_id: `CXS-${chars(random, HEXU, 6)}`,
      dev_eui: `70B3D57ED005${chars(random, HEXU, 4)}`,
      asset_id: `CX-BIN-${digits(random, 5)}`,
      site: s.name,
      ward: s.ward,
      stream: kind,
      fill_pct: fillPct,
      distance_mm: Math.round(depth * (1 - fillPct / 100)) + between(random, 40, 90),
      container,
      last_uplink: isoZ(now - pick(random, 5 * 3600) * 1000),
      temp_c: Number((2.5 + random() * 8).toFixed(1)),
      battery_v: Number((3.31 + random() * 0.36).toFixed(2)),
      tilt_deg: between(random, 0, 4),
      rssi: -between(random, 76, 121),
      snr: Number((-12 + random() * 21).toFixed(1)),
      fcnt: between(random, 2_000, 48_000),
      gateway: oneOf(random, GATEWAYS),
      round: `${prefix}-${DAYS[day]!}-${pad2(between(random, 1, 14))}`,
      next_collection: ymd(T(11, 16 + day)),
      lat: s.lat,
      lng: s.lng,
    };
  };
  const names = new Set<string>();
  const records: object[] = [];
  while (records.length < 2_500) {
    const flats = random() < 0.6;
    const name = flats
      ? `${oneOf(random, BLOCKS)} ${oneOf(random, BLOCK_KINDS)}${random() < 0.3 ? ` Block ${oneOf(random, ['A', 'B', 'C', 'D'])}` : ''}`
      : `${oneOf(random, SHOPS)} ${street(random)} ${oneOf(random, ['car park', 'recycling point', 'bring site'])}`;
    if (names.has(name)) continue;
    names.add(name);
    const s = site(name);
    const streams = flats ? FLATS.filter(() => random() < 0.85) : BRING.filter(() => random() < 0.75);
    for (const stream of streams.length > 0 ? streams : [flats ? FLATS[0]! : BRING[0]!]) records.push(device(s, stream));
  }
  const ferndale = site('Ferndale Library car park', 'Ferndale');
  const glass = STREAMS[3]!;
  const target = device(ferndale, glass, 94);
  const needle = `"site":"Ferndale Library car park","ward":"Ferndale","stream":"glass","fill_pct":94`;
  /** Puts a site's devices in at about `fraction` of the list, between two other sites'. */
  const insert = (fraction: number, devices: object[]) => {
    let at = Math.floor(records.length * fraction);
    while ((records[at] as { site: string }).site === (records[at - 1] as { site: string }).site) at++;
    records.splice(at, 0, ...devices);
  };
  insert(0.61, [device(site('Co-op Ferndale Road recycling point', 'Ferndale'), glass, 47)]);
  insert(0.5, [device(ferndale, STREAMS[4]!, 38), target, device(ferndale, STREAMS[5]!, 61)]);
  insert(0.41, [
    device(site('Hillside Library car park', 'Hillside'), STREAMS[4]!, 70),
    device(site('Hillside Library car park', 'Hillside'), glass, 22),
  ]);
  const count = records.length;
  const output = `${JSON.stringify({ fleet: 'communal-bins', generated_at: isoZ(now), count, devices: records, next_cursor: null })}\n`;
  const ask =
    "We've had a few emails saying the bottle bank in the car park at Ferndale library is overflowing. How full did its sensor say it was the last time it reported in?";
  return probe('round 39: bin sensors api', ask, 'http_get', output, 'fill', needle, true);
}

/** The planning portal's application search as XML, one line, by ward; a neighbour's extension's consultation end. */
function planningApplicationsXml(): EconomicsTask {
  const random = seededRandom(39_002);
  type AppType = readonly [string, string, readonly string[]];
  const TYPES: readonly AppType[] = [
    [
      'HOU',
      'Householder',
      [
        'Single storey rear extension',
        'Two storey rear extension',
        'Loft conversion with rear dormer window',
        'Erection of front porch',
        'Detached garage to side',
        'Raising of roof ridge height to form first floor accommodation',
        'Erection of outbuilding for use as home office',
        'Installation of air source heat pump to side elevation',
        'Single storey side and rear wrap-around extension',
        'Replacement windows and render to front elevation',
        'Dropped kerb and hardstanding to front garden',
      ],
    ],
    [
      'FUL',
      'Full planning',
      [
        'Change of use from shop (Class E) to hot food takeaway (Sui Generis)',
        'Erection of 2 no. dwellings with associated parking',
        'Conversion of dwelling into 3 no. self-contained flats',
        'Erection of single storey extension to industrial unit',
        'Installation of 5G telecommunications mast and cabinets',
        'Change of use of first floor to 4 bed house in multiple occupation',
        'Demolition of garage block and erection of 6 no. affordable dwellings',
      ],
    ],
    [
      'LBC',
      'Listed building consent',
      ['Replacement of timber sash windows like for like', 'Internal alterations to form kitchen', 'Repairs to roof'],
    ],
    ['ADV', 'Advertisement consent', ['Display of 1 no. illuminated fascia sign', 'Display of 2 no. non-illuminated hoarding signs']],
    [
      'TPO',
      'Works to trees (TPO)',
      ['Crown reduction of 1 no. oak by 2m', 'Fell 1 no. sycamore (T4) and replant', 'Crown lift of 3 no. limes to 5m'],
    ],
    [
      'CLP',
      'Lawful development certificate (proposed)',
      ['Proposed loft conversion with rear dormer', 'Proposed single storey rear extension'],
    ],
    ['DIS', 'Discharge of conditions', ['Discharge of conditions 3 (materials) and 5 (drainage) of 25/02114/FUL']],
    ['PNH', 'Prior approval - larger home extension', ['Single storey rear extension 6m deep, 3.9m high']],
  ];
  const OFFICERS = ['Hannah Doyle', 'Marek Nowak', 'Sian Lloyd', 'Imran Hussain', 'Grace Walsh', 'Dominic Ward', 'Leanne Quinn'];
  const AGENTS = [
    'Acorn Architectural Design Ltd',
    'Pennine Planning Consultancy',
    'J Shaw Drawing Services',
    'Stonebridge Architects',
    'Plan-It Extensions Ltd',
    '',
    '',
  ];
  const now = T(11, 12);
  interface App {
    valid: number;
    ward: string;
    address: string;
    type: AppType;
    proposal: string;
    ref?: string;
  }
  const apps: App[] = [];
  const used = new Set<string>(['22 Sefton Grove', '2 Sefton Grove', '22 Sefton Road']);
  for (let i = 0; i < 1_950; i++) {
    const type = oneOf(random, random() < 0.6 ? TYPES.slice(0, 1) : TYPES);
    let address = '';
    while (!address || used.has(address)) address = `${between(random, 1, 140)} ${street(random)}`;
    used.add(address);
    apps.push({ valid: T(4, 1) + pick(random, 225) * DAY, ward: oneOf(random, WARDS), address, type, proposal: oneOf(random, type[2]) });
  }
  const hou = TYPES[0]!;
  const target: App = {
    valid: T(10, 27),
    ward: 'Ferndale',
    address: '22 Sefton Grove',
    type: hou,
    proposal: 'Erection of two storey side extension and single storey rear extension',
  };
  apps.push(
    target,
    {
      valid: T(5, 12),
      ward: 'Ferndale',
      address: '22 Sefton Grove',
      type: TYPES[5]!,
      proposal: 'Proposed loft conversion with rear dormer',
    },
    {
      valid: T(10, 27),
      ward: 'Ferndale',
      address: '2 Sefton Grove',
      type: TYPES[4]!,
      proposal: 'Fell 1 no. ash (T2) with dieback and replant',
    },
    { valid: T(10, 14), ward: 'Kingsmead', address: '22 Sefton Road', type: hou, proposal: 'Erection of two storey side extension' },
  );
  apps.sort((a, b) => a.valid - b.valid);
  let seq = 1_180;
  for (const a of apps) a.ref = `26/${String((seq += between(random, 1, 3))).padStart(5, '0')}/${a.type[0]}`;
  apps.sort((a, b) => (a.ward === b.ward ? (a.ref! < b.ref! ? -1 : 1) : a.ward < b.ward ? -1 : 1));
  let needle = '';
  const elements = apps.map((a) => {
    const received = a.valid - between(random, 0, 9) * DAY;
    const consultation = a.valid + (21 + between(random, 0, 3)) * DAY;
    const targetDate = a.valid + (a.type[0] === 'FUL' && random() < 0.2 ? 91 : 56) * DAY;
    const decided = a !== target && targetDate - between(random, 0, 30) * DAY < now && random() < 0.9;
    const withdrawn = !decided && random() < 0.03;
    const status = decided ? 'Decided' : withdrawn ? 'Withdrawn' : a.valid > now - 5 * DAY ? 'Registered' : 'Pending consideration';
    const attrs =
      `address="${a.address}, Castlebridge, ${postcode(random)}" ward="${a.ward}" type="${a.type[1]}" received="${ymd(received)}" ` +
      `valid="${ymd(a.valid)}" consultationEnds="${ymd(consultation)}"`;
    if (a === target) needle = attrs;
    const decision = decided
      ? `<Decision level="${random() < 0.92 ? 'Delegated' : 'Committee'}" outcome="${oneOf(random, ['Granted', 'Granted', 'Granted', 'Granted subject to conditions', 'Refused'])}" date="${ymd(Math.min(now - DAY, targetDate - between(random, 0, 20) * DAY))}"/>`
      : '<Decision/>';
    const agent = oneOf(random, AGENTS);
    return (
      `<Application ref="${a.ref!}" ${attrs} targetDate="${ymd(targetDate)}" status="${status}" officer="${oneOf(random, OFFICERS)}" portalRef="PP-${digits(random, 8)}">` +
      `<Proposal>${a.proposal}</Proposal><Applicant>${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Dr'])} ${oneOf(random, FIRST).slice(0, 1)} ${oneOf(random, LAST)}</Applicant>` +
      (agent ? `<Agent>${agent}</Agent>` : '<Agent/>') +
      decision +
      `<Comments objections="${random() < 0.7 ? 0 : between(random, 1, 14)}" support="${random() < 0.85 ? 0 : between(random, 1, 5)}" neutral="${random() < 0.9 ? 0 : 1}"/>` +
      `<Location uprn="10007${digits(random, 7)}" easting="${between(random, 428_000, 443_000)}" northing="${between(random, 381_000, 396_000)}"/>` +
      `<Documents count="${between(random, 3, 40)}" url="https://planning.castlebridge.gov.uk/online-applications/applicationDetails.do?keyVal=${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 13)}&amp;activeTab=documents"/></Application>`
    );
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?><PlanningApplications council="Castlebridge City Council" query="validFrom=2026-04-01&amp;validTo=2026-11-11&amp;sort=ward,reference" count="${apps.length}" generated="${isoZ(T(11, 12, 7, 12, 40))}">${elements.join('')}</PlanningApplications>\n`;
  const ask =
    "My neighbour at 22 Sefton Grove has put in plans for a big extension up the side of their house and I'd like to object. What's the last day the council will take comments on it?";
  return probe('round 39: planning applications xml', ask, 'http_get', output, 'deadline', needle, true);
}

/** The resident permits web app's production bundle, minified to one line; one zone's second permit price. */
function parkingPermitsBundle(): EconomicsTask {
  const random = seededRandom(39_003);
  const LOWER = 'abcdefghijklmnopqrstuvwxyz';
  const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const ident = () => `${chars(random, ALPHA, 1)}${chars(random, `${ALPHA}0123456789_$`, between(random, 0, 2))}`;
  /** Terser writes round thousands as `13e3`. */
  const num = (n: number) => (n % 1000 === 0 && n > 0 ? `${n / 1000}e3` : String(n));
  const CLASSES = [
    'cx-field',
    'cx-button',
    'cx-panel',
    'cx-summary-list',
    'cx-notification',
    'cx-stepper',
    'cx-radios',
    'cx-checkbox',
    'cx-address-lookup',
    'cx-vehicle-card',
    'cx-permit-card',
    'cx-basket',
    'cx-payment',
    'cx-error-summary',
    'cx-hint',
    'cx-tag',
  ];
  const MODS = ['active', 'disabled', 'compact', 'invalid', 'loading', 'selected', 'open', 'inline'];
  const PROPS = [
    'value',
    'label',
    'hint',
    'onChange',
    'items',
    'permit',
    'vehicle',
    'zone',
    'address',
    'step',
    'open',
    'disabled',
    'id',
    'name',
  ];
  const PATHS = [
    'permits',
    'permits/renewals',
    'vehicles/lookup',
    'addresses/search',
    'zones/eligibility',
    'visitor-vouchers',
    'payments/intent',
    'accounts/me',
    'documents/upload',
    'waiting-list',
  ];
  const I18N = [
    ['apply.title', 'Apply for a resident parking permit'],
    ['apply.vrm.label', 'Vehicle registration number'],
    ['apply.vrm.hint', 'For example, CX21 ABC'],
    ['apply.address.label', 'Your address in the zone'],
    ['apply.proof.title', 'Upload proof of address'],
    ['apply.proof.hint', 'A council tax bill or tenancy agreement dated in the last 3 months'],
    ['basket.total', 'Total to pay'],
    ['renew.title', 'Renew your permit'],
    ['renew.due', 'Your permit expires on {date}'],
    ['visitor.title', 'Buy visitor vouchers'],
    ['visitor.limit', 'You can buy up to {n} books a year'],
    ['errors.vrm', 'Enter a vehicle registration number'],
    ['errors.zone', 'This address is not in a permit zone'],
    ['errors.maxPermits', 'Your household already has the most permits allowed in this zone'],
    ['emissions.band', 'Your vehicle is in emissions band {band}'],
    ['payment.title', 'Pay for your permit'],
    ['confirmation.title', 'Permit application complete'],
  ];
  const snippet = (): string => {
    const name = ident();
    switch (pick(random, 6)) {
      case 0: {
        const cls = oneOf(random, CLASSES);
        const [p1, p2] = [oneOf(random, PROPS), oneOf(random, PROPS)];
        return `function ${name}(e){const{${p1}:t,${p2}:n,className:r}=e,[o,a]=Ae.useState(${oneOf(random, ['!1', '!0', 'null', '""', '0', '[]'])});return Ae.useEffect(()=>{if(!t)return;const s=setTimeout(()=>a(${oneOf(random, ['!0', 't', 'n', 's=>!s'])}),${between(random, 1, 40) * 25});return()=>clearTimeout(s)},[t]),x.jsxs("${oneOf(random, ['div', 'section', 'fieldset', 'li', 'form'])}",{className:Ut("${cls}",r,{"${cls}--${oneOf(random, MODS)}":o}),children:[x.jsx("span",{className:"${cls}__label",children:n}),o&&x.jsx(${ident()},{${p1}:t})]})}`;
      }
      case 1: {
        const method = oneOf(random, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
        const body = method === 'GET' || method === 'DELETE' ? '' : ',body:JSON.stringify(n)';
        return `async function ${name}(e,t${body ? ',n' : ''}){const r=await fetch(\`\${Vt.apiBase}/v2/${oneOf(random, PATHS)}/\${encodeURIComponent(e)}\`,{method:"${method}",credentials:"include",headers:{"Content-Type":"application/json","X-Request-Id":t}${body}});if(!r.ok)throw new Qe(r.status,await r.text());return ${method === 'DELETE' ? 'null' : 'r.json()'}}`;
      }
      case 2: {
        const fields = Array.from(
          { length: between(random, 2, 5) },
          () => `${oneOf(random, PROPS)}:Ze.string().min(${between(random, 1, 3)},"${oneOf(random, I18N)[1]}")`,
        );
        return `const ${name}=Ze.object({${fields.join(',')}}).strict()`;
      }
      case 3: {
        const entries = Array.from({ length: between(random, 3, 8) }, () => {
          const [key, text] = oneOf(random, I18N);
          return `"${key}${random() < 0.5 ? '' : `.${chars(random, LOWER, between(random, 3, 7))}`}":"${text}"`;
        });
        return `const ${name}={${entries.join(',')}}`;
      }
      case 4:
        return `function ${name}(e){return e.replace(/\\s+/g,"").toUpperCase().replace(/^([A-Z]{2}[0-9]{2})([A-Z]{3})$/,"$1 $2")}function ${ident()}(e,t=${between(random, 2, 4)}){return new Intl.NumberFormat("en-GB",{style:"currency",currency:"GBP",minimumFractionDigits:t}).format(e/100)}`;
      default:
        return `var ${name}=${ident()}((e,t)=>{"use strict";Object.defineProperty(t,"__esModule",{value:!0}),t.${ident()}=void 0;const n=${ident()}();t.${ident()}=function(r,o){for(var a=0,i=r.length;a<i;a++)if(o(r[a],a))return a;return-1},t.default=n.${chars(random, LOWER, between(random, 4, 9))}})`;
    }
  };
  const noise = (size: number) => {
    const parts: string[] = [];
    let length = 0;
    while (length < size) {
      const s = snippet();
      parts.push(s);
      length += s.length + 1;
    }
    return parts.join(';');
  };
  const ZONES: readonly (readonly [string, string])[] = [
    ['AB', 'Abbeyfield'],
    ['BR', 'Brackenhurst'],
    ['CA', 'Castle'],
    ['CB', 'Carrbrook'],
    ['CC', 'City Centre'],
    ['DM', 'Dunmore'],
    ['EG', 'Eastgate'],
    ['FD', 'Ferndale'],
    ['GS', 'Greystones'],
    ['HP', 'Holme Park'],
    ['HS', 'Hillside'],
    ['KE', 'Kingsmead East'],
    ['KM', 'Kingsmead'],
    ['KW', 'Kingsway'],
    ['LK', 'Lockside'],
    ['MG', 'Moorgate'],
    ['NC', 'Northcliffe'],
    ['RV', 'Riverside'],
    ['SA', "St Anne's"],
    ['SH', 'Station Hill'],
    ['TF', 'Tenter Fields'],
    ['UN', 'University'],
    ['WB', 'Westbury'],
    ['WF', 'Wharfside'],
  ];
  let needle = '';
  const zones = ZONES.map(([id, name]) => {
    const first = id === 'KM' ? 7_400 : between(random, 80, 180) * 50;
    const second = id === 'KM' ? 14_850 : id === 'KE' ? 11_600 : Math.round((first * (1.4 + random() * 0.6)) / 50) * 50;
    const head = `id:"${id}",name:"${name}",resident:{first:${num(first)},second:${num(second)}`;
    if (id === 'KM') needle = `name:"Kingsmead",resident:{first:${num(first)},second:${num(second)}`;
    const third = random() < 0.3 ? num(Math.round((second * 1.5) / 50) * 50) : 'null';
    return `{${head},third:${third}},visitor:{perDay:${oneOf(random, [150, 200, 250, 300])},booksPerYear:${oneOf(random, [6, 10, 12, 20])}},business:{annual:${num(between(random, 30, 60) * 1000)}},hours:"${oneOf(random, ['Mon-Sat 8am-6pm', 'Mon-Fri 9am-5pm', 'Mon-Sat 8am-6:30pm', 'At any time', 'Mon-Sun 8am-8pm'])}",maxPerHousehold:${oneOf(random, [2, 2, 3, 4])},emissionsBanding:${random() < 0.7 ? '!0' : '!1'},waitingList:${random() < 0.15 ? '!0' : '!1'}}`;
  });
  const streets = new Set<string>();
  for (const root of STREET_ROOTS)
    for (const kind of STREET_KINDS)
      if (random() < 0.55) streets.add(`${random() < 0.1 ? `${oneOf(random, ['Upper', 'Lower', 'Old', 'New'])} ` : ''}${root} ${kind}`);
  streets.add('Kingsmead Road');
  streets.add('Kingsmead Avenue');
  const streetMap = [...streets]
    .sort()
    .map((s) => `["${s}","${s.startsWith('Kingsmead') ? 'KM' : oneOf(random, ZONES)[0]}"]`)
    .join(',');
  const config = `const Vt={apiBase:"https://permits.castlebridge.gov.uk/api",paymentProvider:"gov.uk-pay",tariffYear:"2026/27",currency:"GBP"},Kz=[${zones.join(',')}],Sx=new Map([${streetMap}])`;
  const before = noise(330_000);
  const after = noise(330_000);
  const output = `import{r as Ae,j as x,c as Ut,z as Ze}from"./vendor-3b7d19e4.js";${before};${config};${after};${ident()}.createRoot(document.getElementById("root")).render(x.jsx(Ae.StrictMode,{children:x.jsx(${ident()},{})}));\n`;
  const ask =
    'People in the Kingsmead zone say the permit website is quoting them a different price for a second car than last year. In the live bundle, what is the second resident permit price set to for that zone?';
  return probe('round 39: parking permits bundle', ask, 'read_file', output, 'price', needle, true);
}

/** `GET /api/repairs/v1/jobs?status=open`, pretty JSON; a tenant's mould job, the reference above her address. */
function housingRepairsJson(): EconomicsTask {
  const random = seededRandom(39_004);
  type Trade = readonly [string, string, string, readonly string[], readonly string[]];
  const TRADES: readonly Trade[] = [
    [
      'Plumbing',
      '020125',
      'Renew tap cartridge or washer',
      ['Kitchen tap dripping constantly', 'Leak under bathroom sink', 'Toilet cistern keeps running', 'Bath panel loose and leaking'],
      ['In-house (DLO)', 'Kelvin Property Care'],
    ],
    [
      'Electrical',
      '030207',
      'Renew socket outlet',
      ['Socket in kitchen sparking', 'Bathroom extractor fan not working', 'Light fitting in hallway flickering', 'Smoke alarm chirping'],
      ['In-house (DLO)', 'Brightline Electrical Ltd'],
    ],
    [
      'Damp & mould',
      '146101',
      'Mould wash and treat, per room',
      [
        'Black mould on bedroom ceiling and window reveals',
        'Mould behind wardrobe in back bedroom',
        'Damp patch spreading on living room wall',
      ],
      ['Castle Damp Solutions Ltd', 'In-house (DLO)'],
    ],
    [
      'Joinery',
      '041103',
      'Ease and adjust internal door',
      ['Front door sticking and will not lock', 'Kitchen cupboard door hanging off', 'Stair handrail loose'],
      ['In-house (DLO)'],
    ],
    [
      'Heating',
      '060311',
      'Boiler fault diagnosis',
      ['No heating or hot water', 'Radiator in back bedroom stone cold', 'Boiler losing pressure every few days'],
      ['Warmfront Heating Services', 'In-house (DLO)'],
    ],
    [
      'Roofing',
      '010422',
      'Renew or refix roof tiles, up to 10',
      ['Water coming through bedroom ceiling when it rains', 'Gutter overflowing at the back'],
      ['Pennine Roofing Ltd'],
    ],
    [
      'Glazing',
      '080114',
      'Renew double glazed unit',
      ['Window misted up between the panes', 'Window will not close properly'],
      ['Clearview Glazing Ltd', 'In-house (DLO)'],
    ],
    [
      'Drainage',
      '070201',
      'Clear blocked waste pipe',
      ['Kitchen sink draining very slowly', 'Outside drain blocked and smelling'],
      ['Dyno-Rod'],
    ],
    [
      'Door entry',
      '090305',
      'Repair door entry handset',
      ['Intercom handset not buzzing people in', 'Communal door not closing'],
      ['Secure Entry Systems Ltd'],
    ],
  ];
  const PRIORITIES = [
    'P1 - Emergency (24 hours)',
    'P2 - Urgent (7 days)',
    'P3 - Routine (28 days)',
    'P3 - Routine (28 days)',
    'P3 - Routine (28 days)',
  ];
  const STATUSES = ['Logged', 'Awaiting appointment', 'Appointed', 'Appointed', 'In progress', 'Awaiting parts', 'Follow-on required'];
  const ESTATES: readonly (readonly [string, readonly string[]])[] = [
    ['Tenter Fields', ['Tenter Court', 'Tenter Walk', 'Fulling Mill Lane']],
    ['Lockside', ['Wharf Street', 'Lock Keepers Court', 'Narrowboat Way']],
    ['Moorgate', ['Moorgate Heights', 'Ridgeway Court', 'Heather Close']],
    ['Northcliffe', ['Cliff View', 'Northcliffe House', 'Quarry Road']],
    ['Carrbrook', ['Carr Lane', 'Brookside Court', 'Millrace Close']],
    ['Holme Park', ['Holme Park Road', 'Parkside Court', 'Bowling Green Walk']],
  ];
  const OPERATIVES = ['D. Marsh', 'K. Mensah', 'S. Horton', 'P. Quinn', 'A. Ali', 'J. Dunn', 'L. Sharpe', 'R. Kaya'];
  const now = T(11, 12, 8);
  const tenant = () => `${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss'])} ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`;
  const job = (raised: number, address: string, estate: string, trade: Trade, name = tenant(), description = oneOf(random, trade[3])) => {
    const status = oneOf(random, STATUSES);
    const appointed = status === 'Appointed' || status === 'In progress';
    const events = [
      { at: isoZ(raised), by: oneOf(random, ['contact centre', 'repairs web form', 'repairs app', 'estate officer']), note: 'Job raised' },
    ];
    if (status !== 'Logged')
      events.push({ at: isoZ(raised + between(random, 1, 48) * 60 * MINUTE), by: 'scheduler', note: `Sent to ${trade[4][0]!}` });
    if (appointed)
      events.push({
        at: isoZ(raised + between(random, 49, 120) * 60 * MINUTE),
        by: 'contact centre',
        note: 'Appointment agreed with tenant by phone',
      });
    return {
      job_ref: '',
      raised_at: isoZ(raised),
      priority: oneOf(random, PRIORITIES),
      status,
      property: {
        uprn: `10007${digits(random, 7)}`,
        address,
        estate,
        postcode: postcode(random),
      },
      tenant: { name, phone: `07700 9${digits(random, 5)}`, vulnerability_flag: random() < 0.1 },
      trade: trade[0],
      sor: { code: trade[1], description: trade[2], quantity: between(random, 1, 3) },
      description,
      contractor: oneOf(random, trade[4]),
      appointment: appointed
        ? {
            date: ymd(now + between(random, -2, 12) * DAY),
            slot: oneOf(random, ['AM (08:00-12:00)', 'PM (12:00-16:00)', 'All day (08:00-16:00)', 'School run (09:30-14:30)']),
            operative: oneOf(random, OPERATIVES),
          }
        : null,
      target_date: ymd(raised + oneOf(random, [1, 7, 28, 28]) * DAY),
      access_notes: oneOf(random, [
        '',
        '',
        'Call 30 minutes before',
        'Dog in property',
        'Key safe at block entrance',
        'Tenant works nights, afternoons only',
      ]),
      events,
    };
  };
  type Job = ReturnType<typeof job>;
  const jobs: Job[] = [];
  for (let i = 0; i < 1_250; i++) {
    const [estate, streets] = oneOf(random, ESTATES);
    const road = oneOf(random, streets);
    let number = between(random, 1, 80);
    if (road === 'Tenter Court' && number === 41) number = 40;
    const address = random() < 0.6 ? `Flat ${between(random, 1, 24)}, ${number} ${road}` : `${number} ${road}`;
    jobs.push(job(now - pick(random, 60 * 24 * 60) * MINUTE, address, estate, oneOf(random, TRADES)));
  }
  const damp = TRADES[2]!;
  const target = job(
    T(10, 12, 9, 12),
    'Flat 3, 41 Tenter Court',
    'Tenter Fields',
    damp,
    'Ms K. Okafor',
    'Black mould on bedroom ceiling and window reveals',
  );
  jobs.push(
    target,
    job(T(10, 3, 14, 40), 'Flat 3, 41 Tenter Court', 'Tenter Fields', TRADES[0]!, 'Ms K. Okafor', 'Kitchen tap dripping constantly'),
    job(
      T(10, 30, 11, 5),
      'Flat 3, 14 Tenter Court',
      'Tenter Fields',
      damp,
      'Mr D. Barnes',
      'Black mould on bedroom ceiling and window reveals',
    ),
    job(T(10, 20, 16, 22), 'Flat 13, 41 Tenter Court', 'Tenter Fields', damp, 'Miss A. Okafor', 'Mould behind wardrobe in back bedroom'),
  );
  jobs.sort((a, b) => (a.raised_at < b.raised_at ? -1 : 1));
  const seqs = new Map<string, number>();
  for (const j of jobs) {
    const month = j.raised_at.slice(2, 4) + j.raised_at.slice(5, 7);
    const n = (seqs.get(month) ?? between(random, 100, 900)) + between(random, 3, 40);
    seqs.set(month, n);
    j.job_ref = `HR-${month}-${String(n).padStart(5, '0')}`;
  }
  const output = `${JSON.stringify({ total: jobs.length, page: 1, per_page: jobs.length, filters: { status: 'open' }, jobs }, null, 2)}\n`;
  const needle = `"job_ref": "${target.job_ref}"`;
  const ask =
    "Ms Okafor from flat 3, 41 Tenter Court is on the phone about the black mould in her bedroom. She's lost the letter with the job number on it; what's the reference for that repair?";
  return probe('round 39: housing repairs json', ask, 'http_get', output, 'job', needle);
}

/** The library system's holds-awaiting-collection report, by branch; a borrower's locker, below her name. */
function libraryHoldsReport(): EconomicsTask {
  const random = seededRandom(39_005);
  const BOOKS: readonly (readonly [string, string, string])[] = [
    ['The Thursday Murder Club', 'Osman, Richard', 'F OSM'],
    ['The Last Devil to Die', 'Osman, Richard', 'F OSM'],
    ['Lessons in Chemistry', 'Garmus, Bonnie', 'F GAR'],
    ['Tomorrow, and Tomorrow, and Tomorrow', 'Zevin, Gabrielle', 'F ZEV'],
    ['The Salt Path', 'Winn, Raynor', '796.51 WIN'],
    ['Demon Copperhead', 'Kingsolver, Barbara', 'F KIN'],
    ['Yellowface', 'Kuang, R. F.', 'F KUA'],
    ['The Midnight Library', 'Haig, Matt', 'F HAI'],
    ['Fourth Wing', 'Yarros, Rebecca', 'F YAR'],
    ['Iron Flame', 'Yarros, Rebecca', 'F YAR'],
    ['The Seven Moons of Maali Almeida', 'Karunatilaka, Shehan', 'F KAR'],
    ['Prophet Song', 'Lynch, Paul', 'F LYN'],
    ['Intermezzo', 'Rooney, Sally', 'F ROO'],
    ['James', 'Everett, Percival', 'F EVE'],
    ['The Women', 'Hannah, Kristin', 'F HAN'],
    ['Orbital', 'Harvey, Samantha', 'F HAR'],
    ['Held', 'Michaels, Anne', 'F MIC'],
    ['Wild Houses', 'Barrett, Colin', 'F BAR'],
    ['The Housemaid', 'McFadden, Freida', 'F MCF'],
    ['Atomic Habits', 'Clear, James', '158.1 CLE'],
    ['Nexus', 'Harari, Yuval Noah', '303.4833 HAR'],
    ['Slow Productivity', 'Newport, Cal', '650.11 NEW'],
    ['The Anxious Generation', 'Haidt, Jonathan', '302.231 HAI'],
    ['Dog Man: Big Jim Believes', 'Pilkey, Dav', 'JF PIL'],
    ['Diary of a Wimpy Kid: Hot Mess', 'Kinney, Jeff', 'JF KIN'],
    ['The Gruffalo', 'Donaldson, Julia', 'JP DON'],
    ['Wonder', 'Palacio, R. J.', 'JF PAL'],
    ["A Good Girl's Guide to Murder", 'Jackson, Holly', 'YA JAC'],
    ['Heartstopper Volume 5', 'Oseman, Alice', 'YA OSE'],
    ['The Body Keeps the Score', 'van der Kolk, Bessel', '616.8521 VAN'],
    ['Mrs Hinch: The Little Book of Lists', 'Hinchliffe, Sophie', '648 HIN'],
    ['Pinch of Nom Express', 'Allinson, Kate', '641.5635 ALL'],
    ['Wolf Hall', 'Mantel, Hilary', 'F MAN'],
    ['The Rose Field', 'Pullman, Philip', 'F PUL'],
    ['Hamnet', "O'Farrell, Maggie", 'F OFA'],
    ['Shuggie Bain', 'Stuart, Douglas', 'F STU'],
    ['Bleak House (large print)', 'Dickens, Charles', 'LP DIC'],
    ['The Road Trip', "O'Leary, Beth", 'F OLE'],
  ];
  const BRANCHES: readonly (readonly [string, boolean])[] = [
    ['Abbeyfield Library', false],
    ['Brackenhurst Library', false],
    ['Carrbrook Library', true],
    ['Central Library', true],
    ['Dunmore Library', false],
    ['Ferndale Library', true],
    ['Greystones Library', false],
    ['Hillside Library', true],
    ['Holme Park Library', false],
    ['Kingsmead Library', false],
    ['Lockside Library', true],
    ['Moorgate Library', false],
    ['Northcliffe Library', false],
    ['Westbury Library', true],
  ];
  const now = T(11, 12, 7, 5);
  const dots = (label: string) => `    ${`${label} `.padEnd(20, '.')} `;
  const cards = new Set<string>();
  const card = () => {
    let c = '';
    while (!c || cards.has(c)) c = `21100${digits(random, 6)}`;
    cards.add(c);
    return c;
  };
  const hold = (lockers: boolean, borrower: string, cardNo: string, inLocker?: boolean, notified?: string) => {
    const [title, author, shelfmark] = oneOf(random, BOOKS);
    const ready = T(11, 5 + pick(random, 7), 9, 20) + pick(random, 7 * 60) * MINUTE;
    const locker = inLocker ?? (lockers && random() < 0.55);
    return {
      ready,
      lines: [
        `  ${title} / ${author}`,
        `${dots('Item barcode')}C000${digits(random, 7)}`,
        `${dots('Shelfmark')}${shelfmark}`,
        `${dots('Borrower')}${cardNo}  ${borrower}`,
        `${dots('Reserved')}${dmy(ready - between(random, 2, 60) * DAY)}`,
        `${dots('Ready since')}${dmy(ready)} ${hm(ready)}`,
        `${dots('Collect by')}${dmy(ready + 7 * DAY)}`,
        `${dots('Pickup point')}${locker ? `Locker ${oneOf(random, ['A', 'B', 'C'])}-${pad2(between(random, 1, 24))}, code ${digits(random, 6)}` : `Holds shelf H-${String(between(random, 1, 220)).padStart(3, '0')}`}`,
        `${dots('Notified')}${notified ?? oneOf(random, ['SMS', 'SMS', 'Email', 'Email', 'Letter'])} ${dmy(ready + 3 * MINUTE)}`,
      ],
    };
  };
  const person = () => {
    let name = '';
    while (!name || name === 'HUGHES, Priya') name = `${oneOf(random, LAST).toUpperCase()}, ${oneOf(random, FIRST)}`;
    return name;
  };
  const sections: string[] = [];
  let needle = '';
  for (const [branch, lockers] of BRANCHES) {
    const holds: { ready: number; lines: string[] }[] = [];
    const n = branch === 'Central Library' ? between(random, 500, 560) : between(random, 160, 260);
    for (let i = 0; i < n; i++) holds.push(hold(lockers, person(), card()));
    if (branch === 'Ferndale Library') {
      const priya = card();
      const target = hold(true, 'HUGHES, Priya', priya, true, 'SMS');
      needle = target.lines[7]!.trim();
      holds.push(target, hold(true, 'HUGHES, Priya', priya, false), hold(true, 'HUGHES, Pippa', card(), true));
    }
    if (branch === 'Hillside Library') holds.push(hold(true, 'HUGHES, Priya', card(), true));
    holds.sort((a, b) => a.ready - b.ready);
    sections.push(
      [
        '',
        `${branch} (${holds.length} item${holds.length === 1 ? '' : 's'} waiting${lockers ? ', collection lockers in use' : ''})`,
        '-'.repeat(92),
        ...holds.flatMap((h) => [...h.lines, '']),
      ].join('\n'),
    );
  }
  const output = `${[
    `HOLDS AWAITING COLLECTION${' '.repeat(22)}Castlebridge Libraries${' '.repeat(14)}Printed ${dmy(now)} ${hm(now)}`,
    '='.repeat(92),
    ...sections,
    `End of report. ${cards.size} borrowers.`,
  ].join('\n')}\n`;
  const ask =
    "Priya Hughes got a text to say the book she reserved is waiting in the collection lockers at Ferndale, but she's deleted it and can't remember which locker or the code. Can you tell her?";
  return probe('round 39: library holds report', ask, 'run_shell', output, 'locker', needle);
}

/** `Get-ADUser -Filter * -Properties ... | Format-List`: the staff accounts; one of two Joanne Whitfields' password date. */
function adUsersList(): EconomicsTask {
  const random = seededRandom(39_006);
  const DEPTS: readonly (readonly [string, string, readonly string[]])[] = [
    [
      'Revenues and Benefits',
      'OU=Revenues,OU=Resources',
      [
        'Council Tax Officer',
        'Benefits Assessment Officer',
        'Recovery Officer',
        'Business Rates Officer',
        'Revenues Team Leader',
        'Visiting Officer',
      ],
    ],
    [
      'Housing',
      'OU=Housing,OU=Communities',
      ['Repairs Planner', 'Housing Officer', 'Tenancy Sustainment Officer', 'Building Surveyor', 'Voids Officer'],
    ],
    [
      'Waste and Street Scene',
      'OU=Waste,OU=Place',
      ['Waste Services Officer', 'Round Supervisor', 'Fleet Coordinator', 'Recycling Officer'],
    ],
    [
      'Parking Services',
      'OU=Parking,OU=Place',
      ['Civil Enforcement Officer', 'Permits Officer', 'Notice Processing Officer', 'Parking Team Leader'],
    ],
    [
      'Planning',
      'OU=Planning,OU=Place',
      ['Planning Officer', 'Senior Planning Officer', 'Planning Technician', 'Planning Enforcement Officer'],
    ],
    ['Libraries', 'OU=Libraries,OU=Communities', ['Library Assistant', 'Branch Librarian', 'Digital Inclusion Officer']],
    [
      'Customer Services',
      'OU=CustomerServices,OU=Resources',
      ['Customer Service Advisor', 'Customer Service Advisor', 'Contact Centre Team Leader'],
    ],
    [
      'Digital and ICT',
      'OU=ICT,OU=Resources',
      ['Service Desk Analyst', 'Infrastructure Engineer', 'Data Engineer', 'BI Developer', 'Product Manager'],
    ],
    ['Finance', 'OU=Finance,OU=Resources', ['Accountant', 'Finance Assistant', 'Payments Officer']],
    ['Legal Services', 'OU=Legal,OU=Resources', ['Solicitor', 'Paralegal', 'Legal Assistant']],
  ];
  const OFFICES = ['Civic Centre', 'Civic Centre', 'Lockside Depot', 'Castle House', 'Central Library', 'Moorgate Hub'];
  const now = T(11, 12, 8, 30);
  const field = (key: string, value: string) => `${key.padEnd(17)} : ${value}`;
  const sams = new Set<string>();
  let rid = 4_100;
  const user = (first: string, last: string, dept: (typeof DEPTS)[number], title = oneOf(random, dept[2]), passwordSet?: number) => {
    const plain = last.replace("'", '');
    let sam = `${first.slice(0, 1)}${plain}`.toLowerCase();
    for (let k = 2; sams.has(sam); k++) sam = `${first.slice(0, 1)}${plain}${k}`.toLowerCase();
    sams.add(sam);
    const upn = `${first}.${plain}${sam.match(/\d+$/)?.[0] ?? ''}@castlebridge.gov.uk`.toLowerCase();
    const enabled = random() < 0.94;
    const lastLogon = now - pick(random, enabled ? 6 * 24 * 60 : 200 * 24 * 60) * MINUTE - pick(random, 60) * 1000;
    const pwd = passwordSet ?? now - pick(random, 120 * 24 * 60) * MINUTE - pick(random, 60) * 1000;
    const stamp = (t: number) => `${dmy(t)} ${hms(t)}`;
    rid += between(random, 1, 9);
    return [
      field('Department', dept[0]),
      field('DistinguishedName', `CN=${first} ${last},${dept[1]},OU=Staff,DC=corp,DC=castlebridge,DC=gov,DC=uk`),
      field('EmployeeID', `00${digits(random, 5)}`),
      field('Enabled', enabled ? 'True' : 'False'),
      field('GivenName', first),
      field('LastLogonDate', stamp(lastLogon)),
      field('LockedOut', random() < 0.02 ? 'True' : 'False'),
      field('Name', `${first} ${last}`),
      field('ObjectClass', 'user'),
      field('ObjectGUID', uuid(random)),
      field('Office', oneOf(random, OFFICES)),
      field('PasswordExpired', random() < 0.03 ? 'True' : 'False'),
      field('PasswordLastSet', stamp(pwd)),
      field('SamAccountName', sam),
      field('SID', `S-1-5-21-3719447120-2401833795-1839445610-${rid}`),
      field('Surname', last),
      field('telephoneNumber', `01632 96${digits(random, 4)}`),
      field('Title', title),
      field('UserPrincipalName', upn),
    ].join('\n');
  };
  const users: string[] = [];
  for (let i = 0; i < 1_450; i++) users.push(user(oneOf(random, STAFF_FIRST), oneOf(random, STAFF_LAST), oneOf(random, DEPTS)));
  shuffle(random, users);
  const revenues = DEPTS[0]!;
  const housing = DEPTS[1]!;
  const pwd = T(8, 14, 8, 52, 17);
  const housingJoanne = user('Joanne', 'Whitfield', housing, 'Repairs Planner', T(10, 2, 7, 58, 41));
  const target = user('Joanne', 'Whitfield', revenues, 'Council Tax Officer', pwd);
  users[Math.floor(users.length * 0.37)] = housingJoanne;
  users[Math.floor(users.length * 0.54)] = target;
  users[Math.floor(users.length * 0.66)] = user('Joanna', 'Whitworth', revenues, 'Recovery Officer');
  const output = `${['', '', ...users.flatMap((u) => [u, ''])].join('\n')}\n`;
  const needle = `PasswordLastSet   : ${dmy(pwd)} ${hms(pwd)}`;
  const ask =
    "Joanne Whitfield in the council tax team can't get into her PC this morning and reckons her password has run out. When did she last change it?";
  return probe('round 39: ad users list', ask, 'run_powershell', output, 'password', needle);
}

/** The telephony platform's queue interval export, CSV; one half hour's abandoned calls, asked in other words. */
function contactCentreQueueCsv(): EconomicsTask {
  const random = seededRandom(39_007);
  /** Queues, in the export's order, with their calls in a busy half hour. */
  const QUEUES: readonly (readonly [string, number])[] = [
    ['Adult Social Care', 34],
    ['Benefits', 58],
    ['Blue Badge', 12],
    ['Business Rates', 16],
    ['Council Tax', 96],
    ['Environmental Health', 14],
    ['Highways', 22],
    ['Housing Options', 30],
    ['Housing Repairs', 88],
    ['Libraries', 9],
    ['Parking', 26],
    ['Planning', 18],
    ['Registrars', 15],
    ['Switchboard', 40],
    ['Waste and Recycling', 64],
  ];
  /** How busy each half hour from 08:00 is, against the busiest. */
  const CURVE = [0.55, 0.8, 0.95, 1, 0.97, 0.9, 0.84, 0.78, 0.7, 0.74, 0.8, 0.82, 0.78, 0.72, 0.66, 0.6, 0.52, 0.45, 0.36, 0.25];
  const days: number[] = [];
  for (let t = T(10, 12); t <= T(11, 11); t += DAY) if (weekday(t) >= 1 && weekday(t) <= 5) days.push(t);
  const header =
    '"Interval Start","Interval End","Queue Name","Media Type","Offer","Answer","Abandon","Abandon %","Flow-Out","ASA","Avg Wait","Avg Handle","Avg Talk","Avg ACW","Service Level %","Transfer"';
  const q = (c: string | number) => `"${c}"`;
  const secs = (s: number) => {
    const m = Math.floor(s / 60);
    return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}:${pad2(Math.round(s) % 60)}`;
  };
  const row = (start: number, queue: string, offered: number, abandoned: number) => {
    const flowOut = random() < 0.85 ? 0 : between(random, 1, 3);
    const answered = Math.max(0, offered - abandoned - flowOut);
    const wait = (abandoned / Math.max(1, offered)) * 900 + between(random, 10, 90);
    const handle = between(random, 240, 620);
    const acw = between(random, 30, 110);
    const sl = Math.max(0, Math.min(100, 100 - (abandoned / Math.max(1, offered)) * 180 - between(random, 0, 15)));
    return [
      `${ymd(start)} ${hm(start)}`,
      `${ymd(start + 30 * MINUTE)} ${hm(start + 30 * MINUTE)}`,
      queue,
      'voice',
      offered,
      answered,
      abandoned,
      offered === 0 ? '0.0' : ((abandoned / offered) * 100).toFixed(1),
      flowOut,
      answered === 0 ? '00:00:00' : secs(wait * 0.9),
      offered === 0 ? '00:00:00' : secs(wait),
      answered === 0 ? '00:00:00' : secs(handle),
      answered === 0 ? '00:00:00' : secs(handle - acw),
      answered === 0 ? '00:00:00' : secs(acw),
      offered === 0 ? '' : sl.toFixed(1),
      answered === 0 ? 0 : between(random, 0, Math.ceil(answered / 12)),
    ]
      .map(q)
      .join(',');
  };
  let needle = '';
  const lines = [header];
  for (const [queue, busiest] of QUEUES)
    for (const day of days) {
      const monday = weekday(day) === 1 ? 1.25 : 1;
      CURVE.forEach((load, k) => {
        const start = day + 8 * 60 * MINUTE + k * 30 * MINUTE;
        const planted = queue === 'Council Tax' && ymd(day) === '2026-11-09' && k === 4;
        const offered = planted ? 203 : Math.round(busiest * load * monday * (0.75 + random() * 0.5));
        const abandoned = planted ? 67 : Math.round(offered * random() ** 2 * 0.22);
        lines.push(row(start, queue, offered, abandoned));
        if (planted) needle = lines[lines.length - 1]!;
      });
    }
  const output = `${lines.join('\n')}\n`;
  const ask =
    'Monday morning was chaos on the phones after the reminder letters landed. Between ten and half past ten that day, how many people ringing about their council tax rang off before anyone picked up?';
  return probe('round 39: contact centre queue csv, paraphrase', ask, 'run_shell', output, 'abandoned', needle);
}

/** The benefits system's outstanding council tax reduction claims, fixed width; a new claim held up, found from a story. */
function ctrClaimsReport(): EconomicsTask {
  const random = seededRandom(39_008);
  const STAGES: readonly (readonly [string, readonly string[]])[] = [
    [
      'AWAITING EVIDENCE',
      [
        'Proof of earnings (last 5 payslips)',
        'Bank statements (2 months)',
        'Tenancy agreement',
        'Childcare costs',
        'Proof of savings',
        'ID for partner',
      ],
    ],
    ['READY TO ASSESS', ['-']],
    ['ASSESSMENT IN PROGRESS', ['-']],
    ['AWAITING DWP (ATLAS)', ['UC award notification', 'Pension Credit confirmation']],
    ['QA CHECK', ['Senior officer sign-off']],
    ['REFERRED - VISITING', ['Visit to verify household']],
    ['AWAITING CLAIMANT CONTACT', ['Call back re start date', 'Clarify partner details']],
  ];
  const ACTIONS = [
    'Evidence letter sent',
    'Reminder letter sent',
    'Claim form received',
    'Phone call - no answer',
    'Email sent',
    'Evidence received (part)',
  ];
  const OFFICERS = ['AB3', 'CJN', 'DMW', 'FKH', 'HLS', 'JPR', 'KTO', 'LQA', 'MRB', 'NEV', 'PDS', 'RWY', 'SAG', 'TBC'];
  const TYPES = ['NEW', 'NEW', 'CHANGE', 'CHANGE', 'CHANGE', 'REVIEW'];
  const now = T(11, 12);
  interface Claim {
    received: number;
    cells: string[];
  }
  const claim = (
    received: number,
    type: string,
    name: string,
    address: string,
    stage: string,
    waitingOn: string,
    lastAction: string,
  ): Claim => ({
    received,
    cells: [
      '',
      type,
      name,
      address,
      dmy(received),
      stage,
      waitingOn,
      lastAction,
      oneOf(random, OFFICERS),
      String(Math.round((now - received) / DAY)),
    ],
  });
  const randomClaim = (): Claim => {
    const received = T(6, 1) + pick(random, 163) * DAY;
    const [stage, waiting] = oneOf(random, STAGES);
    let last = '';
    while (!last || last === 'KOWALSKI, Zofia (Ms)')
      last = `${oneOf(random, LAST).toUpperCase()}, ${oneOf(random, FIRST)} (${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss'])})`;
    const action = received + between(random, 1, Math.max(1, Math.round((now - received) / DAY))) * DAY;
    const address =
      random() < 0.5
        ? `${between(random, 1, 160)} ${street(random)}`
        : `Flat ${between(random, 1, 40)}, ${between(random, 1, 90)} ${street(random)}`;
    return claim(
      received,
      oneOf(random, TYPES),
      last,
      address,
      stage,
      oneOf(random, waiting),
      `${oneOf(random, ACTIONS)} ${dmy(Math.min(action, now - DAY))}`,
    );
  };
  const claims: Claim[] = [];
  for (let i = 0; i < 5_200; i++) claims.push(randomClaim());
  const target = claim(
    T(9, 16),
    'NEW',
    'KOWALSKI, Zofia (Ms)',
    'Flat 12, 3 Wharfside Quay',
    'AWAITING EVIDENCE',
    'Proof of earnings (last 5 payslips)',
    'Evidence letter returned undelivered 02/10/2026',
  );
  claims.push(
    target,
    claim(
      T(10, 3),
      'NEW',
      'KOWALSKI, Marek (Mr)',
      '88 Moor Lane',
      'AWAITING DWP (ATLAS)',
      'UC award notification',
      'Claim form received 03/10/2026',
    ),
    claim(
      T(8, 12),
      'CHANGE',
      'KOWALSKA, Zofia (Mrs)',
      'Flat 4, 7 Wharfside Quay',
      'READY TO ASSESS',
      '-',
      'Evidence received (part) 30/10/2026',
    ),
    claim(
      T(9, 22),
      'NEW',
      'OKAFOR, Grace (Ms)',
      'Flat 9, 3 Wharfside Quay',
      'QA CHECK',
      'Senior officer sign-off',
      'Claim assessed 10/11/2026',
    ),
    claim(
      T(9, 8),
      'NEW',
      'SHAW, Callum (Mr)',
      'Flat 2, 5 Wharfside Quay',
      'AWAITING EVIDENCE',
      'Tenancy agreement',
      'Reminder letter sent 20/10/2026',
    ),
  );
  claims.sort((a, b) => a.received - b.received);
  let seq = 40_112;
  for (const c of claims) {
    const d = new Date(c.received);
    c.cells[0] = `CTR-${String(d.getUTCFullYear()).slice(2)}${pad2(d.getUTCMonth() + 1)}-${String((seq += between(random, 1, 3))).padStart(6, '0')}`;
  }
  const headers = ['CLAIM REF', 'TYPE', 'CLAIMANT', 'ADDRESS', 'RECEIVED', 'STAGE', 'WAITING ON', 'LAST ACTION', 'OFFICER', 'DAYS'];
  const lines = table(
    headers,
    claims.map((c) => c.cells),
  );
  const needle = lines[claims.indexOf(target) + 1]!;
  const output = `${[
    'CASTLEBRIDGE CITY COUNCIL - REVENUES AND BENEFITS',
    `Council Tax Reduction: outstanding claims as at ${dmy(now)} 06:00   (report CTR-OUT-07, ${claims.length} claims)`,
    '',
    ...lines,
    '',
    '*** END OF REPORT ***',
  ].join('\n')}\n`;
  const ask =
    "A Ms Kowalski rang the contact centre in tears this morning. She moved into one of the new flats down at Wharfside Quay in September after splitting up with her partner, applied for help with her council tax straight away, and says she's heard nothing since; now she's had a reminder for the full bill. Can you see what's holding her claim up?";
  return probe('round 39: ctr claims report, preamble and paraphrase', ask, 'run_shell', output, 'claim', needle);
}

/** The web forms gateway's JSON log for a few days; a fly-tipping report whose confirmation failed, and its case. */
function formsGatewayLog(): EconomicsTask {
  const random = seededRandom(39_009);
  type Form = readonly [string, string, string, number];
  /** Forms: name, back-office target, reference prefix, submissions in a weekday. */
  const FORMS: readonly Form[] = [
    ['report-missed-bin', 'whitespace', 'MB', 70],
    ['report-fly-tipping', 'whitespace', 'FT', 26],
    ['book-bulky-waste', 'whitespace', 'BW', 30],
    ['council-tax-moving-home', 'northgate-revs', 'CTM', 48],
    ['council-tax-direct-debit', 'northgate-revs', 'CDD', 30],
    ['challenge-pcn', 'taranto', 'PCN', 22],
    ['apply-resident-permit', 'permits-api', 'RP', 20],
    ['report-housing-repair', 'repairs-api', 'HR', 55],
    ['comment-on-planning-application', 'idox-uniform', 'PC', 18],
    ['join-the-library', 'spydus', 'LJ', 10],
    ['report-pothole', 'confirm', 'PH', 28],
    ['contact-us', 'dynamics-crm', 'GEN', 40],
  ];
  const UAS = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 15; SM-A556B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
  ];
  const CASE_PREFIX: Readonly<Record<string, string>> = {
    whitespace: 'WS-',
    'northgate-revs': 'NG',
    taranto: 'TAR-',
    'permits-api': 'PRM-',
    'repairs-api': 'HR-',
    'idox-uniform': 'UNI/',
    spydus: 'SP',
    confirm: 'CNF',
    'dynamics-crm': 'CAS-',
  };
  const events: { t: number; text: string }[] = [];
  const add = (t: number, o: object) => events.push({ t, text: JSON.stringify({ ts: new Date(t).toISOString(), ...o }) });
  const refs = new Set<string>();
  const ref = (prefix: string) => {
    let r = '';
    while (!r || refs.has(r)) r = `${prefix}-2611-${digits(random, 5)}`;
    refs.add(r);
    return r;
  };
  const caseRef = (target: string) => `${CASE_PREFIX[target]!}${digits(random, 7)}`;
  const submission = (t: number, form: Form, streetName = street(random), fail = false) => {
    const [name, target, prefix] = form;
    const r = ref(prefix);
    const session = hex(random, 16);
    add(t, {
      level: 'info',
      svc: 'forms-gateway',
      event: 'submission.received',
      form: name,
      form_version: between(random, 3, 19),
      ref: r,
      session,
      ip: `${oneOf(random, ['81', '86', '92', '109'])}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      ua: oneOf(random, UAS),
      location: { usrn: `1100${digits(random, 4)}`, street: streetName, ward: oneOf(random, WARDS) },
      attachments: random() < 0.3 ? between(random, 1, 4) : 0,
    });
    const took = between(random, 180, 2_400);
    if (fail) {
      add(t + 30_001, {
        level: 'warn',
        svc: 'forms-gateway',
        event: 'integration.attempt_failed',
        form: name,
        ref: r,
        target,
        attempt: 1,
        http_status: 504,
        duration_ms: 30_001,
        retry_in_s: 300,
      });
      add(t + 30_040, {
        level: 'error',
        svc: 'forms-gateway',
        event: 'confirmation.render_failed',
        form: name,
        ref: r,
        session,
        reason: 'upstream timeout before case reference was returned',
      });
      const at = t + 30_001 + 300_000 + between(random, 200, 900);
      const line = {
        level: 'info',
        svc: 'forms-gateway',
        event: 'integration.delivered',
        form: name,
        ref: r,
        target,
        attempt: 2,
        http_status: 201,
        duration_ms: took,
        case_ref: caseRef(target),
      };
      add(at, line);
      return JSON.stringify({ ts: new Date(at).toISOString(), ...line });
    }
    add(t + took, {
      level: 'info',
      svc: 'forms-gateway',
      event: 'integration.delivered',
      form: name,
      ref: r,
      target,
      attempt: 1,
      http_status: 201,
      duration_ms: took,
      case_ref: caseRef(target),
    });
    if (random() < 0.6)
      add(t + took + between(random, 200, 3_000), {
        level: 'info',
        svc: 'forms-gateway',
        event: 'notify.email_sent',
        form: name,
        ref: r,
        template: `${name}-confirmation`,
        notify_id: uuid(random),
      });
    return '';
  };
  const flyTipping = FORMS[1]!;
  const curve = (minute: number) => (minute < 6 * 60 ? 0.05 : minute < 9 * 60 ? 0.5 : minute < 21 * 60 ? 1 : 0.35);
  for (let day = T(11, 5); day < T(11, 10); day += DAY) {
    const weekend = weekday(day) === 0 || weekday(day) === 6;
    for (const form of FORMS) {
      const per = Math.round(form[3] * (weekend ? 0.55 : 1) * (0.85 + random() * 0.3));
      for (let k = 0; k < per;) {
        const minute = pick(random, 24 * 60);
        if (random() > curve(minute)) continue;
        k++;
        const t = day + minute * MINUTE + pick(random, 60_000);
        const sat = ymd(day) === '2026-11-07';
        let name = street(random);
        while (name === 'Carr Lane' && form === flyTipping && sat) name = street(random);
        submission(t, form, name, form[1] === 'whitespace' && random() < 0.004);
      }
    }
  }
  const needle = submission(T(11, 7, 9, 41, 12), flyTipping, 'Carr Lane', true);
  submission(T(11, 7, 15, 22, 48), flyTipping, 'Carr Lane');
  submission(T(11, 7, 10, 3, 20), FORMS[0]!, 'Carr Lane');
  submission(T(11, 5, 18, 40, 2), flyTipping, 'Carr Lane');
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "A resident has emailed the complaints inbox. She says she reported a pile of dumped rubbish behind the shops on Carr Lane through our website on Saturday morning, but the page crashed at the end so she's no idea if it went through. Did her report actually reach the waste team's system, and if so what case number did it get there?";
  return probe('round 39: forms gateway log, preamble and paraphrase', ask, 'run_shell', output, 'case', needle);
}

/** `Get-EXOMailbox ... | Format-Table`: every mailbox's quotas and retention; one keeps deleted items for a day. */
function exchangeMailboxes(): EconomicsTask {
  const random = seededRandom(39_010);
  const quota = (gb: number, bytes: number) => `${gb} GB (${grouped(bytes)} bytes)`;
  const E3 = [quota(98, 105_226_698_752), quota(99, 106_300_440_576), quota(100, 107_374_182_400)];
  const F3 = [quota(1.9, 2_040_109_466), quota(1.98, 2_126_008_320), quota(2, 2_147_483_648)];
  const SHARED = [quota(49, 52_613_349_376), quota(49.5, 53_150_220_288), quota(50, 53_687_091_200)];
  interface Box {
    display: string;
    smtp: string;
    kind: string;
    retain: string;
    quotas: string[];
    hold: boolean;
    archive: boolean;
  }
  const boxes: Box[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 3_600; i++) {
    const first = oneOf(random, STAFF_FIRST);
    const last = oneOf(random, STAFF_LAST);
    let smtp = `${first}.${last.replace("'", '')}`.toLowerCase();
    for (let k = 2; seen.has(smtp); k++) smtp = `${first}.${last.replace("'", '')}${k}`.toLowerCase();
    seen.add(smtp);
    const frontline = random() < 0.22;
    const legal = random() < 0.04;
    boxes.push({
      display: `${first} ${last}`,
      smtp: `${smtp}@castlebridge.gov.uk`,
      kind: 'UserMailbox',
      retain: legal ? '30.00:00:00' : '14.00:00:00',
      quotas: frontline ? F3 : E3,
      hold: legal || random() < 0.03,
      archive: !frontline && random() < 0.7,
    });
  }
  const SHARED_NAMES = [
    'Council Tax',
    'Benefits',
    'Business Rates',
    'Housing Repairs',
    'Housing Options',
    'Waste Services',
    'Bulky Waste',
    'Parking Permits',
    'PCN Appeals',
    'Planning Enquiries',
    'Planning Enforcement',
    'Libraries',
    'Service Desk',
    'Data Protection',
    'FOI Requests',
    'Complaints',
    'Members Enquiries',
    'Legal Services',
    'Internal Audit',
    'Payroll',
    'Recruitment',
    'Registrars',
  ];
  for (const name of SHARED_NAMES)
    for (const suffix of ['', ' Team', ' Admin', ' Scanning', ' Out of Hours', ' Archive']) {
      if (suffix && random() < 0.55) continue;
      const display = `${name}${suffix}`;
      const legal = name === 'Legal Services' || name === 'Internal Audit' || name === 'Data Protection';
      boxes.push({
        display,
        smtp: `${display.toLowerCase().replace(/[^a-z]+/g, '.')}@castlebridge.gov.uk`,
        kind: 'SharedMailbox',
        retain: legal ? '30.00:00:00' : '14.00:00:00',
        quotas: SHARED,
        hold: legal,
        archive: random() < 0.4,
      });
    }
  for (const building of ['Civic Centre', 'Castle House', 'Lockside Depot', 'Moorgate Hub', 'Central Library'])
    for (let r = 1, rooms = between(random, 8, 22); r <= rooms; r++)
      boxes.push({
        display: `${building} Room ${pad2(r)}`,
        smtp: `room.${building.toLowerCase().replace(/ /g, '')}.${pad2(r)}@castlebridge.gov.uk`,
        kind: 'RoomMailbox',
        retain: '14.00:00:00',
        quotas: SHARED,
        hold: false,
        archive: false,
      });
  boxes.sort((a, b) => (a.display.toLowerCase() < b.display.toLowerCase() ? -1 : 1));
  let at = Math.floor(boxes.length * 0.56);
  const sameName = (b: Box) => boxes.filter((other) => other.display === b.display).length > 1;
  while (boxes[at]!.kind !== 'UserMailbox' || boxes[at]!.retain !== '14.00:00:00' || boxes[at]!.hold || sameName(boxes[at]!)) at++;
  const odd = boxes[at]!;
  odd.retain = '1.00:00:00';
  const headers = [
    'DisplayName',
    'PrimarySmtpAddress',
    'RecipientTypeDetails',
    'IssueWarningQuota',
    'ProhibitSendQuota',
    'ProhibitSendReceiveQuota',
    'RetainDeletedItemsFor',
    'SingleItemRecoveryEnabled',
    'LitigationHoldEnabled',
    'ArchiveStatus',
  ];
  const rows = boxes.map((b) => [
    b.display,
    b.smtp,
    b.kind,
    ...b.quotas,
    b.retain,
    'True',
    b.hold ? 'True' : 'False',
    b.archive ? 'Active' : 'None',
  ]);
  const lines = table(headers, [headers.map((h) => '-'.repeat(h.length)), ...rows], 1);
  const needle = lines[boxes.indexOf(odd) + 2]!;
  const output = `${['', ...lines, '', ''].join('\n')}\n`;
  const ask =
    "Legal want to know if a manager's deleted emails from last week can still be got back. Before I answer, I pulled the settings for all our mailboxes: one of them holds on to deleted mail for nowhere near as long as every other mailbox. Which one is it?";
  return probe('round 39: exchange mailboxes', ask, 'run_powershell', output, 'mailbox', needle);
}

/** The transfer station weighbridge's tickets for six weeks, CSV; one ticket's tare far below that lorry's usual. */
function weighbridgeTicketsCsv(): EconomicsTask {
  const random = seededRandom(39_011);
  interface Vehicle {
    reg: string;
    fleet: string;
    account: string;
    name: string;
    tare: number;
    payload: number;
    council: boolean;
  }
  const reg = () =>
    `${oneOf(random, ['CX', 'YK', 'YJ', 'YT'])}${oneOf(random, ['19', '69', '20', '70', '21', '71', '22', '72', '23', '73'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
  const fleet: Vehicle[] = [];
  for (let i = 0; i < 34; i++) {
    const narrow = i >= 28;
    fleet.push({
      reg: reg(),
      fleet: `RCV-${200 + i}`,
      account: 'CCC001',
      name: 'Castlebridge CC Waste Collection',
      tare: narrow ? between(random, 9_150, 9_800) : between(random, 11_550, 12_450),
      payload: narrow ? 5_500 : 10_500,
      council: true,
    });
  }
  const TRADE: readonly (readonly [string, string])[] = [
    ['KSK014', 'Kestrel Skips Ltd'],
    ['PNW220', 'Pennine Waste Management'],
    ['LDC031', 'Lockside Demolition & Clearance'],
    ['GRB118', 'Greystones Rubbish Removals'],
    ['CCC002', 'Castlebridge CC Street Cleansing'],
    ['CCC003', 'Castlebridge CC Parks'],
  ];
  for (const [account, name] of TRADE)
    for (let k = 0; k < between(random, 2, 5); k++)
      fleet.push({
        reg: reg(),
        fleet: account.startsWith('CCC') ? `SC-${between(random, 10, 99)}` : '',
        account,
        name,
        tare: between(random, 3_300, 10_200),
        payload: between(random, 1_800, 8_000),
        council: false,
      });
  const ROUNDS = ['REF', 'REF', 'REF', 'REC', 'REC', 'GW'];
  const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
  const MATERIAL: Readonly<Record<string, readonly [string, string]>> = {
    REF: ['20 03 01', 'Mixed municipal waste'],
    REC: ['15 01 06', 'Mixed packaging (DMR)'],
    GW: ['20 02 01', 'Biodegradable waste (green)'],
  };
  const OPERATORS = ['GBARNES', 'SHORTON', 'KMENSAH', 'AQUINN'];
  interface Ticket {
    t: number;
    cells: string[];
  }
  const tickets: Ticket[] = [];
  const ticket = (t: number, v: Vehicle, origin: string, material: readonly [string, string], net: number, tare: number) => {
    const out = t + between(random, 6, 22) * MINUTE;
    tickets.push({
      t,
      cells: [
        '',
        ymd(t),
        hms(t),
        hms(out),
        'LOCKSIDE TS',
        v.reg,
        v.fleet,
        v.account,
        v.name,
        material[0],
        material[1],
        origin,
        String(net + tare),
        String(tare),
        String(net),
        'WEIGHED',
        oneOf(random, OPERATORS),
      ],
    });
  };
  const rcvs = fleet.filter((v) => v.council);
  const trade = fleet.filter((v) => !v.council);
  for (let day = T(10, 1); day <= T(11, 11); day += DAY) {
    const wd = weekday(day);
    if (wd >= 1 && wd <= 5)
      for (const v of rcvs) {
        if (random() < 0.06) continue;
        const round = `${oneOf(random, ROUNDS)}`;
        const code = `${round}-${DAYS[wd]!}-${pad2(between(random, 1, 12))}`;
        const loads = v.payload > 6_000 ? oneOf(random, [1, 2, 2, 2, 3]) : oneOf(random, [1, 2]);
        for (let l = 0; l < loads; l++) {
          const t = day + (10 * 60 + l * 150 + between(random, 0, 100)) * MINUTE + pick(random, 60_000);
          ticket(
            t,
            v,
            code,
            MATERIAL[round]!,
            Math.round((v.payload * (0.55 + random() * 0.42)) / 20) * 20,
            v.tare + between(random, -4, 4) * 10,
          );
        }
      }
    const tradeLoads = wd === 0 ? 0 : wd === 6 ? between(random, 6, 14) : between(random, 22, 40);
    for (let k = 0; k < tradeLoads; k++) {
      const v = oneOf(random, trade);
      const t = day + (7 * 60 + pick(random, 9 * 60)) * MINUTE + pick(random, 60_000);
      const material: readonly [string, string] = oneOf(random, [
        ['20 03 01', 'Mixed municipal waste'],
        ['17 09 04', 'Mixed construction and demolition'],
        ['20 03 03', 'Street-cleaning residues'],
        ['20 02 01', 'Biodegradable waste (green)'],
        ['20 03 07', 'Bulky waste'],
      ]);
      ticket(
        t,
        v,
        v.account.startsWith('CCC') ? 'SWEEP' : 'TRADE',
        material,
        Math.round((v.payload * (0.3 + random() * 0.7)) / 20) * 20,
        v.tare + between(random, -4, 4) * 10,
      );
    }
  }
  // One of the big lorries' tickets on a Wednesday in October weighs it out far lighter than it ever is.
  const lorry = rcvs[11]!;
  const t = T(10, 21, 12, 47, 31);
  ticket(t, lorry, 'REF-WED-07', MATERIAL.REF!, 14_380, 7_180);
  const odd = tickets[tickets.length - 1]!;
  tickets.sort((a, b) => a.t - b.t);
  let seq = 318_400;
  for (const tk of tickets) tk.cells[0] = `LK${String((seq += 1)).padStart(7, '0')}`;
  const header =
    'ticket_no,date,time_in,time_out,site,vehicle_reg,fleet_no,account,account_name,ewc_code,material,origin,gross_kg,tare_kg,net_kg,tare_source,operator';
  const lines = [header, ...tickets.map((tk) => tk.cells.map(csv).join(','))];
  const needle = lines[tickets.indexOf(odd) + 1]!;
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Finance reckon one of last month's gate fee invoices from Lockside transfer station is too high. Going through the weighbridge tickets: on one of them, one of our own bin lorries weighs much less empty than it does on every other trip it makes there. Which ticket is that?";
  return probe('round 39: weighbridge tickets csv', ask, 'read_file', output, 'ticket', needle);
}

/** `psql -c 'select ... from etl.load_audit'`: two months of nightly loads; one snapshot feed's night loads a tenth. */
function warehouseLoadAudit(): EconomicsTask {
  const random = seededRandom(39_012);
  /** Feeds: name, source, rows on a weekday night, how much they vary, what they do at weekends (1 = the same). */
  const FEEDS: readonly (readonly [string, string, number, number, number, number])[] = [
    ['ad_users', 'entra_graph', 4_310, 0.002, 1, 0.0001],
    ['bin_sensor_readings', 'lorawan_ns', 60_480, 0.01, 1, 0],
    ['contact_centre_calls', 'genesys', 3_600, 0.15, 0.08, 0],
    ['ctax_accounts', 'northgate_revs', 141_800, 0.0008, 1, 0.00002],
    ['ctax_bills_issued', 'northgate_revs', 900, 0.5, 0, 0],
    ['ctax_liability_periods', 'northgate_revs', 311_200, 0.0008, 1, 0.00002],
    ['ctax_payments', 'northgate_revs', 8_900, 0.18, 0.2, 0],
    ['ctr_claims', 'northgate_revs', 18_350, 0.003, 1, 0.0001],
    ['hb_claims', 'northgate_revs', 10_940, 0.003, 1, -0.0001],
    ['housing_properties', 'northgate_housing', 16_120, 0.0005, 1, 0],
    ['housing_tenancies', 'northgate_housing', 14_830, 0.001, 1, 0.00001],
    ['library_borrowers', 'spydus', 62_400, 0.001, 1, 0.00005],
    ['library_holds', 'spydus', 2_900, 0.12, 0.55, 0],
    ['library_items', 'spydus', 409_700, 0.0004, 1, 0.00001],
    ['library_loans', 'spydus', 5_100, 0.15, 0.45, 0],
    ['llpg_addresses', 'gazetteer', 131_050, 0.0002, 1, 0.00001],
    ['m365_mailboxes', 'exchange_online', 3_760, 0.002, 1, 0],
    ['missed_collections', 'whitespace', 160, 0.3, 0.1, 0],
    ['nndr_hereditaments', 'northgate_revs', 6_210, 0.001, 1, 0],
    ['parking_pcns', 'taranto', 320, 0.2, 0.5, 0],
    ['parking_permits', 'permits_api', 23_400, 0.002, 1, 0.0002],
    ['parking_sessions', 'ringgo', 8_200, 0.12, 0.7, 0],
    ['planning_applications', 'idox_uniform', 48_300, 0.0005, 1, 0.00005],
    ['planning_comments', 'idox_uniform', 140, 0.4, 0.3, 0],
    ['repairs_job_events', 'repairs_api', 2_300, 0.15, 0.15, 0],
    ['repairs_jobs', 'repairs_api', 410, 0.2, 0.12, 0],
    ['waste_properties', 'whitespace', 118_600, 0.0005, 1, 0.00001],
    ['waste_round_completions', 'whitespace', 142, 0.05, 0, 0],
    ['web_form_submissions', 'forms_gateway', 430, 0.2, 0.55, 0],
    ['weighbridge_tickets', 'weighsoft', 110, 0.2, 0.2, 0],
  ];
  const rows: string[][] = [];
  let needle = -1;
  const start = T(9, 14);
  for (let day = start; day <= T(11, 11); day += DAY) {
    const wd = weekday(day);
    // A night's load takes in the day before.
    const weekend = wd === 0 || wd === 1;
    let clock = day + 60 * MINUTE + between(random, 0, 30) * 1000;
    for (const [feed, source, base, spread, weekendShare, drift] of FEEDS) {
      const days = (day - start) / DAY;
      const odd = feed === 'ctax_accounts' && ymd(day) === '2026-10-14';
      const usual = Math.round(base * (1 + drift * days) * (weekend ? weekendShare : 1) * (1 + (random() - 0.5) * 2 * spread));
      const read = odd ? 14_236 : Math.max(0, usual);
      const rejected = read === 0 ? 0 : random() < 0.8 ? 0 : between(random, 1, Math.max(1, Math.round(read * 0.002)));
      const seconds = Math.round(4 + read / oneOf(random, [900, 1_100, 1_400]) + random() * 20);
      const started = clock;
      const finished = started + seconds * 1000;
      clock = finished + between(random, 1, 15) * 1000;
      const time = (t: number) => `${ymd(t)} ${hms(t)}`;
      const dur = `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
      rows.push([
        ymd(day),
        feed,
        source,
        time(started),
        time(finished),
        dur,
        String(read),
        String(read - rejected),
        String(rejected),
        'succeeded',
      ]);
      if (odd) needle = rows.length - 1;
    }
  }
  const headers = [
    'run_date',
    'feed',
    'source_system',
    'started_at',
    'finished_at',
    'duration',
    'rows_read',
    'rows_loaded',
    'rows_rejected',
    'status',
  ];
  const lines = psqlTable(headers, rows, [false, false, false, false, false, false, true, true, true, false]);
  const output = `${lines.join('\n')}\n\n`;
  const ask =
    "I'm on call for the data warehouse this week. A couple of people said their dashboards looked wrong one morning last month, though nothing failed in the nightly loads. Looking at the load history, one feed on one night brought in far fewer rows than it ever normally does. Which feed, and which night?";
  return probe('round 39: warehouse load audit', ask, 'run_sql', output, 'feed', lines[needle + 2]!);
}

export function roundThirtyNine(): EconomicsTask[] {
  return [
    binSensorsApi(),
    planningApplicationsXml(),
    parkingPermitsBundle(),
    housingRepairsJson(),
    libraryHoldsReport(),
    adUsersList(),
    contactCentreQueueCsv(),
    ctrClaimsReport(),
    formsGatewayLog(),
    exchangeMailboxes(),
    weighbridgeTicketsCsv(),
    warehouseLoadAudit(),
  ];
}
