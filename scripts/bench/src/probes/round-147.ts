/**
 * Probe round 147, written blind: Marlstone District Council waste services, a made-up municipal waste and recycling service (bin lift RFID, collection round trucks and telematics, weighbridge tickets, missed collection reports, garden waste subscriptions, recycling contamination). "Today" is Thursday, 9 November 2028. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - bin lift export (minified JSON): the RFID tag of the brown garden bin at one address;
 *  - weighbridge ticket export (one-line XML): the ticket of one truck's recycling tip on Monday just after 2pm;
 *  - garden waste permit cache (redis GET of a PHP-serialized array): the permit sticker of one address;
 * b. The answer a few lines away from the line the question's words match:
 *  - round configuration (YAML): the recycling round whose street list names one street;
 *  - missed collection reports (pretty JSON): the case reference of one address's missed food caddy;
 *  - in-cab unit configuration (INI): the SIM number of the cab unit on one fleet number;
 * c. A question that paraphrases the output or carries a preamble:
 *  - contamination log (HTML): the tag left on a recycling bin rejected for "dirty nappies";
 *  - telematics event log (key=value): who logged in to one truck at the afternoon shift change, after a complaint;
 *  - garden waste payments (CSV): the reference of a spring online payment for the "brown bin collections";
 * d. One value unlike its peers, with no error word near it:
 *  - walkround check summary (fixed-width): the check done in far less time than every other;
 *  - weighbridge log (text): the one ticket whose tare came in a way no other did;
 *  - container query (psql table): the one garden bin of another size.
 * Not among the bench's targets.
 * First run, at 508ee02 (the head when the round was written); with this file; `ROUNDS=147
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,304,539 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 147: bin lift export
 *     codex: 16,211 tokens, peak 16,138, 0/1 needles, 0 read-backs
 *     context-chef: 783 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,906 tokens, peak 6,098, 0/1 needles, 4 read-backs
 *     ours: 8,225 tokens, peak 3,372, 1/1 needles, 3 read-backs
 *   round 147: weighbridge ticket export
 *     codex: 13,817 tokens, peak 13,730, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 637, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,501 tokens, peak 2,144, 1/1 needles, 1 read-backs
 *     ours: 3,890 tokens, peak 2,889, 1/1 needles, 1 read-backs
 *   round 147: garden permit cache
 *     codex: 10,864 tokens, peak 10,795, 0/1 needles, 0 read-backs
 *     context-chef: 960 tokens, peak 891, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,977 tokens, peak 1,921, 1/1 needles, 1 read-backs
 *     ours: 3,089 tokens, peak 2,042, 1/1 needles, 1 read-backs
 *   round 147: round config
 *     codex: 13,848 tokens, peak 13,780, 0/1 needles, 0 read-backs
 *     context-chef: 663 tokens, peak 595, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,751 tokens, peak 3,092, 0/1 needles, 2 read-backs
 *     ours: 7,202 tokens, peak 3,435, 0/1 needles, 2 read-backs
 *   round 147: missed collection reports
 *     codex: 12,785 tokens, peak 12,712, 0/1 needles, 0 read-backs
 *     context-chef: 678 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,444 tokens, peak 1,767, 0/1 needles, 2 read-backs
 *     ours: 3,199 tokens, peak 2,263, 1/1 needles, 1 read-backs
 *   round 147: in-cab device config
 *     codex: 15,837 tokens, peak 15,763, 0/1 needles, 0 read-backs
 *     context-chef: 732 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,997 tokens, peak 1,492, 0/1 needles, 2 read-backs
 *     ours: 2,905 tokens, peak 1,079, 1/1 needles, 2 read-backs
 *   round 147: contamination log
 *     codex: 13,971 tokens, peak 13,877, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,627 tokens, peak 2,945, 0/1 needles, 2 read-backs
 *     ours: 7,057 tokens, peak 3,271, 0/1 needles, 2 read-backs
 *   round 147: telematics events
 *     codex: 18,632 tokens, peak 18,523, 0/1 needles, 0 read-backs
 *     context-chef: 932 tokens, peak 823, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,526 tokens, peak 6,318, 0/1 needles, 3 read-backs
 *     ours: 16,990 tokens, peak 7,101, 0/1 needles, 3 read-backs
 *   round 147: garden waste payments
 *     codex: 19,704 tokens, peak 19,596, 0/1 needles, 0 read-backs
 *     context-chef: 941 tokens, peak 833, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,954 tokens, peak 1,489, 0/1 needles, 4 read-backs
 *     ours: 4,907 tokens, peak 1,039, 1/1 needles, 4 read-backs
 *   round 147: walkround checks
 *     codex: 18,473 tokens, peak 18,386, 0/1 needles, 0 read-backs
 *     context-chef: 763 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,460 tokens, peak 2,514, 0/1 needles, 4 read-backs
 *     ours: 5,660 tokens, peak 2,478, 1/1 needles, 4 read-backs
 *   round 147: mrf weighbridge log
 *     codex: 20,412 tokens, peak 20,315, 0/1 needles, 0 read-backs
 *     context-chef: 947 tokens, peak 850, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,799 tokens, peak 4,145, 0/1 needles, 2 read-backs
 *     ours: 9,785 tokens, peak 4,798, 0/1 needles, 2 read-backs
 *   round 147: garden bin deliveries
 *     codex: 15,778 tokens, peak 15,690, 0/1 needles, 0 read-backs
 *     context-chef: 725 tokens, peak 637, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,499 tokens, peak 1,180, 0/1 needles, 1 read-backs
 *     ours: 1,839 tokens, peak 902, 1/1 needles, 1 read-backs
 *     codex: 190,332 tokens, 0/12 needles
 *     context-chef: 9,547 tokens, 0/12 needles
 *     context-chef-store: 85,441 tokens, 2/12 needles
 *     ours: 74,748 tokens, 8/12 needles
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

// ---------------------------------------------------------------------------------------------------
// Shared vocabulary of the district: towns, streets, people, vehicles.
// ---------------------------------------------------------------------------------------------------

/** The district's towns and villages, with their postcode district. */
const TOWNS: readonly (readonly [string, string])[] = [
  ['Marlstone', 'MS1'],
  ['Marlstone', 'MS2'],
  ['Hollins', 'MS3'],
  ['Little Wendle', 'MS4'],
  ['Thornby', 'MS5'],
  ['Ashby Cross', 'MS6'],
  ['Capel Marsh', 'MS7'],
  ['Great Oakley', 'MS8'],
];

/** Street name stems; the stems the questions name (Orchard, Brackenfield, Tansy, ...) are not among them. */
const STEMS = [
  'Acorn',
  'Alder',
  'Ash',
  'Badger',
  'Barley',
  'Beacon',
  'Beech',
  'Birch',
  'Blackthorn',
  'Bluebell',
  'Bramble',
  'Brook',
  'Buttercup',
  'Campion',
  'Canal',
  'Carr',
  'Cedar',
  'Chapel',
  'Cherry',
  'Chestnut',
  'Church',
  'Clover',
  'Cobden',
  'Coopers',
  'Copse',
  'Cowslip',
  'Crab Apple',
  'Dale',
  'Dovecote',
  'Elm',
  'Farrier',
  'Fennel',
  'Fieldfare',
  'Flax',
  'Forge',
  'Foxglove',
  'Furrow',
  'Gables',
  'Glebe',
  'Granary',
  'Hazel',
  'Heron',
  'Holly',
  'Hopyard',
  'Juniper',
  'Kestrel',
  'Kiln',
  'Lapwing',
  'Larch',
  'Larkspur',
  'Linnet',
  'Maltings',
  'Manor',
  'Maple',
  'Meadow',
  'Mill',
  'Moorhen',
  'Nettle',
  'Oak',
  'Old School',
  'Otter',
  'Paddock',
  'Partridge',
  'Pinfold',
  'Poplar',
  'Priory',
  'Quarry',
  'Rectory',
  'Reedbed',
  'Rowan',
  'Saddler',
  'Saxon',
  'Sorrel',
  'Spinney',
  'Station',
  'Stonechat',
  'Swallow',
  'Sycamore',
  'Tanners',
  'Teasel',
  'Thistle',
  'Tithe',
  'Vicarage',
  'Walnut',
  'Warren',
  'Water Lane',
  'Weavers',
  'Wharf',
  'Willow',
  'Windmill',
  'Wren',
  'Yew',
];
const KINDS = ['Road', 'Lane', 'Close', 'Drive', 'Way', 'Avenue', 'Street', 'Crescent', 'Court', 'Grove', 'Walk', 'Row', 'Place', 'View'];

/** `n` distinct street names built from the stems. */
function streetNames(random: () => number, n: number): string[] {
  const names = new Set<string>();
  while (names.size < n) {
    const stem = oneOf(random, STEMS);
    names.add(stem.endsWith('Lane') ? stem : `${stem} ${oneOf(random, KINDS)}`);
  }
  return [...names];
}

/** A postcode in a district: `MS4 7QT`. */
function postcode(random: () => number, district: string): string {
  return `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
}

/** A street's place in the district: town and postcode. */
interface Street {
  readonly name: string;
  readonly town: string;
  readonly postcode: string;
  readonly usrn: number;
}

function placeStreet(random: () => number, name: string, town?: readonly [string, string]): Street {
  const [townName, district] = town ?? oneOf(random, TOWNS);
  return { name, town: townName, postcode: postcode(random, district), usrn: 27_000_000 + between(random, 1000, 99_999) };
}

/** A source of unique UPRNs. */
function uprns(random: () => number): () => string {
  const seen = new Set<string>();
  return () => {
    for (;;) {
      const u = `1000${between(random, 60_000_000, 69_999_999)}`;
      if (!seen.has(u)) {
        seen.add(u);
        return u;
      }
    }
  };
}

const FIRST = [
  'Aaron',
  'Adam',
  'Aisha',
  'Alan',
  'Amir',
  'Andy',
  'Barry',
  'Ben',
  'Callum',
  'Carl',
  'Chloe',
  'Craig',
  'Dan',
  'Darren',
  'Dave',
  'Dean',
  'Declan',
  'Emma',
  'Gary',
  'Gemma',
  'Graham',
  'Harvey',
  'Ian',
  'Imran',
  'Jack',
  'Jade',
  'Jamie',
  'Jason',
  'Kieran',
  'Kyle',
  'Lee',
  'Liam',
  'Luke',
  'Marek',
  'Mark',
  'Matt',
  'Mick',
  'Nathan',
  'Neil',
  'Nicola',
  'Paul',
  'Piotr',
  'Ravi',
  'Rhys',
  'Rob',
  'Ryan',
  'Sam',
  'Sean',
  'Shane',
  'Steve',
  'Stuart',
  'Tariq',
  'Terry',
  'Tom',
  'Tony',
  'Wayne',
];
const LAST = [
  'Ahmed',
  'Allen',
  'Atkins',
  'Bailey',
  'Barker',
  'Bennett',
  'Booth',
  'Bradley',
  'Briggs',
  'Carter',
  'Chapman',
  'Cooper',
  'Dawson',
  'Dixon',
  'Doyle',
  'Ellis',
  'Fletcher',
  'Foster',
  'Gibson',
  'Hale',
  'Harper',
  'Hussain',
  'Jarvis',
  'Kaur',
  'Kowalski',
  'Lambert',
  'Lawson',
  'Marsh',
  'Mason',
  'Mills',
  'Nowak',
  'Owens',
  'Parker',
  'Patel',
  'Pearce',
  'Porter',
  'Quinn',
  'Reid',
  'Riley',
  'Robson',
  'Shaw',
  'Slater',
  'Stokes',
  'Tanner',
  'Turner',
  'Walsh',
  'Ward',
  'Webb',
  'Whitfield',
  'Wilkes',
  'Yates',
];

/** A UK registration mark: `MX73 KTJ`. */
function registration(random: () => number): string {
  const age = oneOf(random, ['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25', '75', '26', '76']);
  return `${chars(random, 'ABDEFGHKLMNOPRSVWY', 1)}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 1)}${age} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
}

/** The council's collection fleet: fleet number 4401 onwards, one registration each. */
interface Vehicle {
  readonly fleetNo: string;
  readonly reg: string;
}

function fleet(random: () => number, n: number, first = 4401): Vehicle[] {
  const regs = new Set<string>();
  const out: Vehicle[] = [];
  for (let i = 0; out.length < n; i++) {
    const reg = registration(random);
    if (regs.has(reg)) continue;
    regs.add(reg);
    out.push({ fleetNo: String(first + out.length), reg });
  }
  return out;
}

/** `2028-11-07T09:14:22Z` for a day of November 2028 (or another month) and seconds after midnight. */
function isoAt(day: number, seconds: number, month = 11): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `2028-${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(m)}:${pad2(s)}Z`;
}

/** `hh:mm:ss` of seconds after midnight. */
function clock(seconds: number): string {
  return `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(Math.floor(seconds % 60))}`;
}

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------

/** a1: two days of bin lifts from the in-cab RFID readers, as the fleet API returns them (minified JSON). */
function a1BinLiftExport(): EconomicsTask {
  const random = seededRandom(147_001);
  const nextUprn = uprns(random);
  const streets = streetNames(random, 30).map((name) => placeStreet(random, name));
  const wendle = TOWNS.find(([town]) => town === 'Little Wendle')!;
  streets.splice(9, 0, placeStreet(random, 'Orchard Rise', wendle));
  streets.splice(21, 0, placeStreet(random, 'Orchard Road', wendle));
  interface Prop {
    readonly uprn: string;
    readonly address: string;
    readonly garden: boolean;
    readonly lat: number;
    readonly lon: number;
    readonly group: number;
  }
  const props: Prop[] = [];
  streets.forEach((street, s) => {
    const houses = street.name === 'Orchard Rise' ? 31 : street.name === 'Orchard Road' ? 18 : between(random, 8, 34);
    const lat = 52.55 + random() * 0.16;
    const lon = -1.32 + random() * 0.22;
    for (let h = 1; h <= houses; h++) {
      const address = `${h} ${street.name}, ${street.town}, ${street.postcode}`;
      const forced = street.name.startsWith('Orchard') && (h === 7 || h === 17 || h === 27);
      props.push({
        uprn: nextUprn(),
        address,
        garden: forced || random() < 0.58,
        lat: lat + h * 0.00011,
        lon: lon + h * 0.00007,
        group: Math.floor((s * 4) / streets.length),
      });
    }
  });
  const tags = new Set<string>();
  const tagOf = (): string => {
    for (;;) {
      const t = `E28068940000${hex(random, 12).toUpperCase()}`;
      if (!tags.has(t)) {
        tags.add(t);
        return t;
      }
    }
  };
  const vehicles = fleet(random, 12);
  type Stream = 'REFUSE' | 'DMR' | 'GARDEN';
  const colour: Record<Stream, string> = { REFUSE: 'GREY', DMR: 'BLUE', GARDEN: 'BROWN' };
  interface Lift {
    liftId: string;
    ts: string;
    vehicle: string;
    fleetNo: string;
    round: string;
    tag: string | null;
    uprn: string | null;
    address: string | null;
    stream: Stream;
    colour: string;
    sizeL: number;
    arm: string;
    lat: number;
    lon: number;
    cycleS: number;
    result: string;
  }
  const lifts: Lift[] = [];
  const runs: { day: number; stream: Stream; code: string; dayCode: string; vehicleAt: number }[] = [
    { day: 7, stream: 'REFUSE', code: 'REF', dayCode: 'TUE', vehicleAt: 0 },
    { day: 7, stream: 'GARDEN', code: 'GW', dayCode: 'TUE', vehicleAt: 4 },
    { day: 8, stream: 'DMR', code: 'DMR', dayCode: 'WED', vehicleAt: 8 },
  ];
  let seq = 0;
  for (const run of runs) {
    for (let g = 0; g < 4; g++) {
      const v = vehicles[run.vehicleAt + g]!;
      const round = `MDC-${run.code}-${run.dayCode}-${pad2(g + 1)}${run.stream === 'DMR' ? 'B' : ''}`;
      let t = between(random, 6 * 3600 + 40 * 60, 7 * 3600 + 5 * 60);
      for (const p of props.filter((q) => q.group === g && (run.stream !== 'GARDEN' || q.garden))) {
        t += between(random, 14, 75);
        if (random() < 0.004) t += between(random, 1800, 3000); // tipping run
        const noRead = random() < 0.012;
        lifts.push({
          liftId: `L2811${pad2(run.day)}${v.fleetNo}${String(++seq).padStart(5, '0')}`,
          ts: isoAt(run.day, t),
          vehicle: v.reg.replace(' ', ''),
          fleetNo: v.fleetNo,
          round,
          tag: noRead ? null : tagOf(),
          uprn: noRead ? null : p.uprn,
          address: noRead ? null : p.address,
          stream: run.stream,
          colour: colour[run.stream],
          sizeL: run.stream === 'REFUSE' && random() < 0.12 ? oneOf(random, [140, 360]) : 240,
          arm: oneOf(random, ['NS', 'NS', 'OS', 'OS', 'BOTH']),
          lat: Number((p.lat + (random() - 0.5) * 0.0002).toFixed(5)),
          lon: Number((p.lon + (random() - 0.5) * 0.0002).toFixed(5)),
          cycleS: Number((6.2 + random() * 2.6).toFixed(1)),
          result: noRead
            ? 'EMPTIED_NO_READ'
            : oneOf(random, ['EMPTIED', 'EMPTIED', 'EMPTIED', 'EMPTIED', 'EMPTIED', 'EMPTIED_REPOSITIONED']),
        });
      }
    }
  }
  lifts.sort((x, y) => (x.ts < y.ts ? -1 : x.ts > y.ts ? 1 : x.liftId < y.liftId ? -1 : 1));
  // The asked lift (the brown bin of 7 Orchard Rise) trades places with the Tuesday garden lift nearest the middle.
  const target = lifts.findIndex((l) => l.stream === 'GARDEN' && l.address?.startsWith('7 Orchard Rise,'));
  const half = Math.floor(lifts.length / 2);
  const garden = (i: number) => lifts[i]?.stream === 'GARDEN' && lifts[i]?.tag !== null;
  let middle = half;
  for (let d = 0; !garden(middle); d++) middle = garden(half - d) ? half - d : half + d;
  const a = lifts[target]!;
  const b = lifts[middle]!;
  for (const key of ['tag', 'uprn', 'address', 'lat', 'lon'] as const) {
    const keep = a[key];
    (a as unknown as Record<string, unknown>)[key] = b[key];
    (b as unknown as Record<string, unknown>)[key] = keep;
  }
  const needle = b.tag!;
  const output = JSON.stringify({
    status: 'ok',
    query: {
      depot: 'HLN',
      from: '2028-11-07T00:00:00Z',
      to: '2028-11-08T23:59:59Z',
      streams: ['REFUSE', 'GARDEN', 'DMR'],
      page: 1,
      pageSize: 5000,
    },
    count: lifts.length,
    lifts,
    next: null,
    generatedAt: '2028-11-09T07:12:40Z',
  });
  return probe(
    'round 147: bin lift export',
    'What RFID tag number is on the brown garden bin at 7 Orchard Rise?',
    'bin_lift_export',
    output,
    'orchard-rise-garden-tag',
    needle,
    true,
  );
}

/** The waste streams a collection truck tips, with their EWC code and the product name the weighbridge prints. */
const PRODUCTS = {
  REF: { ewc: '20 03 01', name: 'Mixed municipal waste (kerbside residual)', bay: 'Hall A - residual' },
  DMR: { ewc: '15 01 06', name: 'Dry mixed recycling (kerbside)', bay: 'Bay 3 - DMR bulking' },
  GW: { ewc: '20 02 01', name: 'Biodegradable garden waste', bay: 'Pad 2 - green waste' },
  FOOD: { ewc: '20 01 08', name: 'Biodegradable kitchen waste', bay: 'Food bulking bay' },
} as const;
type Service = keyof typeof PRODUCTS;

/** a2: a week of weighbridge tickets from the transfer station, as its export endpoint prints them (one-line XML). */
function a2WeighbridgeTickets(): EconomicsTask {
  const random = seededRandom(147_002);
  const vehicles = fleet(random, 40);
  const services: Service[] = vehicles.map((_, i) => (i < 16 ? 'REF' : i < 28 ? 'DMR' : i < 36 ? 'GW' : 'FOOD'));
  const target = vehicles[21]!;
  const operators = ['JBK', 'SMH', 'PWL', 'DTA'];
  const days: { day: number; code: string }[] = [
    { day: 2, code: 'THU' },
    { day: 3, code: 'FRI' },
    { day: 6, code: 'MON' },
    { day: 7, code: 'TUE' },
    { day: 8, code: 'WED' },
  ];
  const trade = [
    {
      name: 'Wendle Skips Ltd',
      account: 'TR-0412',
      product: { ewc: '17 09 04', name: 'Mixed construction and demolition', bay: 'Hall B - C&amp;D' },
    },
    {
      name: 'Carrs Waste Management',
      account: 'TR-0077',
      product: { ewc: '20 03 01', name: 'Commercial residual (trade)', bay: 'Hall A - residual' },
    },
    { name: 'Hollins Grab Hire', account: 'TR-0530', product: { ewc: '17 05 04', name: 'Soil and stones', bay: 'Hall B - C&amp;D' } },
    {
      name: 'North Fenwick BC',
      account: 'LA-0003',
      product: { ewc: '20 03 01', name: 'Mixed municipal waste (partner authority)', bay: 'Hall A - residual' },
    },
    {
      name: 'MDC HWRC Shipley Lane',
      account: 'MDC-HWRC',
      product: { ewc: '20 03 07', name: 'Bulky waste (HWRC)', bay: 'Hall A - residual' },
    },
    { name: 'MDC HWRC Shipley Lane', account: 'MDC-HWRC', product: { ewc: '20 01 38', name: 'Wood (HWRC)', bay: 'Wood bay' } },
  ];
  const tradeRegs = Array.from({ length: 18 }, () => registration(random));
  interface Ticket {
    readonly at: string;
    readonly xml: (no: string) => string;
    readonly isTarget: boolean;
  }
  const tickets: Ticket[] = [];
  const council = (day: number, code: string, v: Vehicle, service: Service, inAt: number, isTarget: boolean) => {
    const p = PRODUCTS[service];
    const tare = 11_800 + (Number(v.fleetNo) % 9) * 130;
    const net =
      service === 'FOOD' ? between(random, 1400, 3900) : service === 'DMR' ? between(random, 5200, 9800) : between(random, 7400, 12_600);
    const outAt = inAt + between(random, 360, 1100);
    const round = `MDC-${service}-${code}-${pad2((Number(v.fleetNo) % 7) + 1)}${service === 'DMR' ? 'A' : ''}`;
    tickets.push({
      at: isoAt(day, inAt),
      isTarget,
      xml: (no) =>
        `<Ticket id="${no}" status="COMPLETE"><Site code="HLTS">Hollins Lane Transfer Station</Site><Bridge in="WB1" out="WB2"/>` +
        `<Vehicle reg="${v.reg}" fleet="${v.fleetNo}" tareSource="STORED" storedTare="${tare}"/><Customer account="MDC-COLL">Marlstone DC Collections</Customer>` +
        `<Product ewc="${p.ewc}">${p.name}</Product><Round>${round}</Round><In time="${isoAt(day, inAt).slice(0, 19)}" kg="${tare + net}"/>` +
        `<Out time="${isoAt(day, outAt).slice(0, 19)}" kg="${tare}"/><Net unit="kg">${net}</Net><Destination>${p.bay}</Destination>` +
        `<Operator>${oneOf(random, operators)}</Operator><Remarks/></Ticket>`,
    });
  };
  for (const { day, code } of days) {
    vehicles.forEach((v, i) => {
      const service = services[i]!;
      const isTargetDay = v === target && day === 6;
      if (!isTargetDay && random() < 0.06) return; // off the road
      council(day, code, v, service, between(random, 10 * 3600, 11 * 3600 + 40 * 60), false);
      if (isTargetDay) council(day, code, v, service, 14 * 3600 + between(random, 150, 420), true);
      else if (service !== 'FOOD' || random() < 0.3)
        council(day, code, v, service, between(random, 13 * 3600 + 30 * 60, 15 * 3600 + 20 * 60), false);
      if (service === 'REF' && random() < 0.35)
        council(day, code, v, service, between(random, 15 * 3600 + 40 * 60, 16 * 3600 + 40 * 60), false);
    });
    for (let k = between(random, 28, 44); k > 0; k--) {
      const t = oneOf(random, trade);
      const reg = oneOf(random, tradeRegs);
      const inAt = between(random, 7 * 3600 + 30 * 60, 16 * 3600 + 50 * 60);
      const tare = between(random, 7200, 16_400);
      const net = between(random, 900, 14_000);
      tickets.push({
        at: isoAt(day, inAt),
        isTarget: false,
        xml: (no) =>
          `<Ticket id="${no}" status="COMPLETE"><Site code="HLTS">Hollins Lane Transfer Station</Site><Bridge in="WB1" out="WB2"/>` +
          `<Vehicle reg="${reg}" fleet="" tareSource="SECOND_WEIGH" storedTare=""/><Customer account="${t.account}">${t.name}</Customer>` +
          `<Product ewc="${t.product.ewc}">${t.product.name}</Product><Round/><In time="${isoAt(day, inAt).slice(0, 19)}" kg="${tare + net}"/>` +
          `<Out time="${isoAt(day, inAt + between(random, 420, 1500)).slice(0, 19)}" kg="${tare}"/><Net unit="kg">${net}</Net>` +
          `<Destination>${t.product.bay}</Destination><Operator>${oneOf(random, operators)}</Operator>` +
          `<Remarks>${oneOf(random, ['', '', '', 'Waste transfer note sighted', 'Sheeted load', 'Duty of care on file', 'Load inspected at tipping face'])}</Remarks></Ticket>`,
      });
    }
  }
  tickets.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
  let needle = '';
  const body = tickets
    .map((t, i) => {
      const no = `HL-${118_020 + i}`;
      if (t.isTarget) needle = no;
      return t.xml(no);
    })
    .join('');
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><TicketExport xmlns="urn:mdc:weighbridge:export:2" site="HLTS" from="2028-11-02T00:00:00" ` +
    `to="2028-11-08T23:59:59" generated="2028-11-09T07:20:03" count="${tickets.length}">${body}</TicketExport>`;
  return probe(
    'round 147: weighbridge ticket export',
    `Which ticket number did the weighbridge give ${target.reg} when it came in with dry mixed recycling on Monday just after 2pm?`,
    'weighbridge_ticket_export',
    output,
    'monday-dmr-ticket',
    needle,
    true,
  );
}

/** PHP's `serialize` of a string (ASCII only, so bytes are chars). */
const phpString = (value: string): string => `s:${value.length}:"${value}";`;

/** a3: the garden waste permit cache of the website, read with `redis-cli --raw GET` (one PHP-serialized array). */
function a3GardenPermitCache(): EconomicsTask {
  const random = seededRandom(147_003);
  const nextUprn = uprns(random);
  const streets = streetNames(random, 90).map((name) => placeStreet(random, name));
  const thornby = TOWNS.find(([town]) => town === 'Thornby')!;
  const lane = placeStreet(random, 'Brackenfield Lane', thornby);
  const close = placeStreet(random, 'Brackenfield Close', thornby);
  const addresses: string[] = [];
  const used = new Set<string>();
  while (addresses.length < 700) {
    const street = oneOf(random, streets);
    const address = `${between(random, 1, 120)} ${street.name}, ${street.town}, ${street.postcode}`;
    if (used.has(address)) continue;
    used.add(address);
    addresses.push(address);
  }
  const targetAddress = `3 ${lane.name}, ${lane.town}, ${lane.postcode}`;
  for (const near of [
    `13 ${lane.name}, ${lane.town}, ${lane.postcode}`,
    `30 ${lane.name}, ${lane.town}, ${lane.postcode}`,
    `3 ${close.name}, ${close.town}, ${close.postcode}`,
    `23 ${lane.name}, ${lane.town}, ${lane.postcode}`,
  ])
    addresses.splice(between(random, 0, addresses.length), 0, near);
  addresses.splice(Math.floor(addresses.length / 2), 0, targetAddress);
  const stickers = new Set<string>();
  const sticker = (): string => {
    for (;;) {
      const s = `G28${String(between(random, 10_000, 99_999))}`;
      if (!stickers.has(s)) {
        stickers.add(s);
        return s;
      }
    }
  };
  let needle = '';
  const entries = addresses.map((address, i) => {
    const id = `GW28-${String(10_233 + i * 3 + pick(random, 3)).padStart(6, '0')}`;
    const bins = address === targetAddress ? 1 : random() < 0.14 ? 2 : 1;
    const own = Array.from({ length: bins }, () => sticker());
    if (address === targetAddress) needle = own[0]!;
    const month = oneOf(random, [2, 3, 3, 3, 4, 4, 5, 6, 7]);
    const start = `2028-${pad2(month)}-${pad2(between(random, 1, 28))}`;
    const status = oneOf(random, ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'cancelled', 'pending_delivery']);
    const fields = [
      phpString('uprn') + phpString(nextUprn()),
      phpString('address') + phpString(address),
      phpString('bins') + `i:${bins};`,
      phpString('stickers') + `a:${bins}:{${own.map((s, k) => `i:${k};${phpString(s)}`).join('')}}`,
      phpString('season') + phpString('2028/29'),
      phpString('start') + phpString(start),
      phpString('end') + phpString('2029-03-31'),
      phpString('status') + phpString(status),
      phpString('round') + phpString(`MDC-GW-${oneOf(random, ['MON', 'TUE', 'WED', 'THU', 'FRI'])}-${pad2(between(random, 1, 6))}`),
      phpString('paid') + `d:${bins === 2 ? '92.5' : '52'};`,
      phpString('channel') + phpString(oneOf(random, ['web', 'web', 'web', 'web', 'phone', 'direct_debit'])),
      phpString('renewal') + `b:${random() < 0.7 ? 1 : 0};`,
    ];
    return `${phpString(id)}a:${fields.length}:{${fields.join('')}}`;
  });
  const output = `a:${entries.length}:{${entries.join('')}}\n`;
  return probe(
    'round 147: garden permit cache',
    'What is the garden waste permit sticker number for 3 Brackenfield Lane?',
    'redis_cli',
    output,
    'brackenfield-sticker',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------

/** b1: the collection round configuration, exported from the routing system as YAML. */
function b1RoundConfig(): EconomicsTask {
  const random = seededRandom(147_004);
  const streets = streetNames(random, 260).map((name) => placeStreet(random, name));
  const capel = TOWNS.find(([town]) => town === 'Capel Marsh')!;
  const mews = placeStreet(random, 'Tansy Mews', capel);
  const tansyClose = placeStreet(random, 'Tansy Close', capel);
  const vehicles = fleet(random, 44);
  const services: { code: string; service: string; frequency: string; weeks: readonly string[]; crew: string; body: string }[] = [
    {
      code: 'REF',
      service: 'residual',
      frequency: 'fortnightly',
      weeks: [''],
      crew: '{ driver: 1, loaders: 2 }',
      body: '26t split-body RCV',
    },
    {
      code: 'DMR',
      service: 'dry_mixed_recycling',
      frequency: 'fortnightly',
      weeks: ['A', 'B'],
      crew: '{ driver: 1, loaders: 2 }',
      body: '26t RCV',
    },
    {
      code: 'GW',
      service: 'garden_subscription',
      frequency: 'fortnightly',
      weeks: [''],
      crew: '{ driver: 1, loaders: 1 }',
      body: '26t RCV',
    },
    { code: 'FOOD', service: 'food', frequency: 'weekly', weeks: [''], crew: '{ driver: 1, loaders: 1 }', body: '7.5t food pod' },
    {
      code: 'GLS',
      service: 'glass_kerbside',
      frequency: 'four_weekly',
      weeks: ['A', 'B', 'C', 'D'],
      crew: '{ driver: 1, loaders: 1 }',
      body: '12t kerbsider',
    },
  ];
  const dayNames = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
  const lines: string[] = [
    '# Marlstone District Council - Waste Services',
    '# Collection round configuration (read-only export)',
    '# source: routing/rounds   exported: 2028-11-09T07:31:18Z   by: svc-roundsync   revision: 1187',
    'schema: mdc.rounds/v3',
    'effective_from: 2028-10-02',
    'depot:',
    '  name: Hollins Lane Depot',
    '  code: HLN',
    '  tip_sites: [Hollins Lane TS, Capel Marsh MRF, Thornby Composting]',
    'rounds:',
  ];
  let needle = '';
  const plan: { svc: (typeof services)[number]; day: string; n: number; week: string }[] = [];
  for (const svc of services) {
    for (const day of dayNames) {
      const perDay = svc.code === 'REF' ? 7 : svc.code === 'DMR' ? 4 : svc.code === 'FOOD' ? 5 : 3;
      for (const week of svc.weeks) for (let n = 1; n <= perDay; n++) plan.push({ svc, day, n, week });
    }
  }
  const targetAt = plan.findIndex((r) => r.svc.code === 'DMR' && r.day === 'THU' && r.n === 3 && r.week === 'B');
  const near = new Set([
    plan.findIndex((r) => r.svc.code === 'REF' && r.day === 'THU' && r.n === 6),
    plan.findIndex((r) => r.svc.code === 'GW' && r.day === 'THU' && r.n === 2),
    plan.findIndex((r) => r.svc.code === 'FOOD' && r.day === 'THU' && r.n === 4),
  ]);
  const tansyCloseAt = plan.findIndex((r) => r.svc.code === 'DMR' && r.day === 'TUE' && r.n === 2 && r.week === 'A');
  plan.forEach((r, i) => {
    const id = `MDC-${r.svc.code}-${r.day}-${pad2(r.n)}${r.week}`;
    if (i === targetAt) needle = id;
    const v = vehicles[(i * 7) % vehicles.length]!;
    const own = Array.from({ length: between(random, 4, 11) }, () => oneOf(random, streets));
    if (i === targetAt || near.has(i)) own.splice(1, 0, mews);
    if (i === tansyCloseAt) own.splice(2, 0, tansyClose);
    lines.push(
      `  - id: ${id}`,
      `    service: ${r.svc.service}`,
      `    schedule: { day: ${r.day.toLowerCase()}, frequency: ${r.svc.frequency}${r.week ? `, week: ${r.week}` : ''} }`,
      `    vehicle: { fleet_no: "${v.fleetNo}", reg: ${v.reg}, body: ${r.svc.body} }`,
      `    crew: ${r.svc.crew}`,
      `    start: "${oneOf(random, ['06:30', '06:45', '06:45', '07:00', '07:00', '07:15'])}"`,
      `    streets:`,
      ...own.map(
        (st) =>
          `      - { name: ${st.name}, town: ${st.town}, usrn: ${st.usrn}, properties: ${(st.usrn % 134) + 6}, side: ${oneOf(random, ['both', 'both', 'both', 'odd', 'even'])} }`,
      ),
    );
    if (random() < 0.22)
      lines.push(
        `    notes: "${oneOf(random, ['Narrow access - use 7.5t if 26t off road', 'Assisted collections on route, see crew sheet', 'Cul-de-sac reversing assistant required', 'School run 08:15-09:00, do not enter before 09:05', 'Low bridge 3.6m on approach, use Station Road'])}"`,
      );
  });
  lines.push('summary:', `  rounds: ${plan.length}`, '  unassigned_streets: 0', '  last_reviewed_by: route.planning@marlstone.gov.uk');
  const output = lines.join('\n') + '\n';
  return probe(
    'round 147: round config',
    'Which round picks up the recycling from Tansy Mews?',
    'round_config_export',
    output,
    'tansy-mews-round',
    needle,
  );
}

/** b2: two weeks of missed collection reports from the customer service system's API (pretty JSON). */
function b2MissedCollections(): EconomicsTask {
  const random = seededRandom(147_005);
  const nextUprn = uprns(random);
  const streets = streetNames(random, 120).map((name) => placeStreet(random, name));
  const ashby = TOWNS.find(([town]) => town === 'Ashby Cross')!;
  const court = placeStreet(random, 'Wheelwright Court', ashby);
  const containers = [
    { stream: 'residual', type: 'grey_wheeled_bin_240l', code: 'REF' },
    { stream: 'dry_mixed_recycling', type: 'blue_wheeled_bin_240l', code: 'DMR' },
    { stream: 'garden', type: 'brown_wheeled_bin_240l', code: 'GW' },
    { stream: 'food', type: 'food_caddy_23l', code: 'FOOD' },
    { stream: 'glass', type: 'glass_box_55l', code: 'GLS' },
  ] as const;
  type Container = (typeof containers)[number];
  const uprnOf = new Map<string, string>();
  interface Seed {
    readonly address: string;
    readonly container: Container;
    readonly target: boolean;
  }
  const seeds: Seed[] = [];
  for (let k = 0; k < 470; k++) {
    const st = oneOf(random, streets);
    seeds.push({
      address: `${between(random, 1, 96)} ${st.name}, ${st.town}, ${st.postcode}`,
      container: oneOf(random, [...containers, containers[0], containers[1], containers[3]]),
      target: false,
    });
  }
  const at = (n: string) => `${n} ${court.name}, ${court.town}, ${court.postcode}`;
  const food = containers[3];
  seeds.splice(between(random, 20, 120), 0, { address: at('9'), container: containers[0], target: false });
  seeds.splice(between(random, 300, 420), 0, { address: at('19'), container: food, target: false });
  seeds.splice(between(random, 140, 300), 0, { address: at('9A'), container: food, target: false });
  seeds.splice(between(random, 20, 400), 0, { address: at('29'), container: containers[1], target: false });
  seeds.splice(Math.floor(seeds.length / 2), 0, { address: at('9'), container: food, target: true });
  const wards = new Map<string, string>();
  const notes = [
    'Bin not presented at time of collection',
    'Lift recorded by RFID at {t}',
    'Access blocked by parked vehicle',
    'Crew returned same day',
    'Presented after crew passed ({t})',
    'No in-cab record for this property',
    'Lid not closed - side waste left',
    'Road closed (utility works), whole street missed',
    'Assisted collection - bin not at agreed point',
  ];
  const statuses = ['open', 'return_scheduled', 'return_scheduled', 'resolved', 'resolved', 'resolved', 'closed_crew_evidence'];
  const total = seeds.length;
  let needle = '';
  const data = seeds.map((seed, i) => {
    // newest first: the first report is from this morning, the last from two weeks ago
    const secondsAgo = Math.floor(((i + random()) / total) * 14 * 86_400) + 3600;
    const created = new Date(Date.UTC(2028, 10, 9, 8, 30) - secondsAgo * 1000);
    // the collection day missed: a weekday before the report (the same day for a report made after 2pm)
    const scheduled = new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), created.getUTCDate()));
    if (created.getUTCHours() < 14 || random() < 0.5) scheduled.setUTCDate(scheduled.getUTCDate() - 1);
    while (scheduled.getUTCDay() === 0 || scheduled.getUTCDay() === 6) scheduled.setUTCDate(scheduled.getUTCDate() - 1);
    const key = seed.address;
    if (!uprnOf.has(key)) uprnOf.set(key, nextUprn());
    const town = key.split(', ')[1]!;
    if (!wards.has(town)) wards.set(town, `${town} ${oneOf(random, ['North', 'South', 'East', 'West', 'Central'])}`);
    const reference = `MC-${String(2_881_470 - i * 2 - pick(random, 2))}`;
    if (seed.target) needle = reference;
    const status = oneOf(random, statuses);
    const t = `${pad2(between(random, 6, 14))}:${pad2(between(random, 0, 59))}`;
    return {
      reference,
      created: created.toISOString().replace('.000', ''),
      channel: oneOf(random, ['web_form', 'web_form', 'web_form', 'phone', 'phone', 'app', 'email']),
      property: { uprn: uprnOf.get(key)!, address: key, ward: wards.get(town)! },
      container: { stream: seed.container.stream, type: seed.container.type, quantity: 1 },
      scheduled_date: scheduled.toISOString().slice(0, 10),
      round: `MDC-${seed.container.code}-${['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][scheduled.getUTCDay()]}-${pad2(between(random, 1, 7))}`,
      in_cab: {
        lift_recorded: random() < 0.2,
        crew_note: oneOf(random, notes).replace('{t}', t),
        photo: random() < 0.3 ? `https://incab.marlstone.gov.uk/p/${hex(random, 16)}.jpg` : null,
      },
      status,
      return_by:
        status === 'return_scheduled' || status === 'open'
          ? new Date(scheduled.getTime() + 3 * 86_400_000).toISOString().slice(0, 10)
          : null,
      resolved_at:
        status === 'resolved' ? new Date(created.getTime() + between(random, 4, 50) * 3600_000).toISOString().replace('.000', '') : null,
      assigned_to: oneOf(random, ['crew.supervisor.north', 'crew.supervisor.south', 'waste.cs.team', null]),
    };
  });
  const output =
    JSON.stringify(
      {
        data,
        meta: { total, from: '2028-10-26', to: '2028-11-09', sort: '-created', generated: '2028-11-09T08:30:41Z' },
        links: { self: '/api/v2/missed-collections?from=2028-10-26&per_page=500', next: null },
      },
      null,
      2,
    ) + '\n';
  return probe(
    'round 147: missed collection reports',
    "What's the case reference for the missed food caddy at 9 Wheelwright Court?",
    'missed_collection_reports',
    output,
    'wheelwright-food-caddy',
    needle,
  );
}

/** b3: the in-cab estate's device configuration, dumped by the device management CLI (INI). */
function b3IncabDeviceConfig(): EconomicsTask {
  const random = seededRandom(147_006);
  const vehicles = fleet(random, 88);
  const iccids = new Set<string>();
  const iccid = (): string => {
    for (;;) {
      const value = `894411${chars(random, '0123456789', 13)}`;
      if (!iccids.has(value)) {
        iccids.add(value);
        return value;
      }
    }
  };
  const types = [
    '26t RCV (Dennis Eagle Elite 6)',
    '26t RCV split-body (Dennis Eagle Elite 6)',
    '7.5t food pod (Isuzu N75)',
    '12t kerbsider (Mercedes Econic)',
    '3.5t caged tipper (Ford Transit)',
    'compact sweeper (Bucher CityCat 2020)',
    '18t hooklift (DAF CF)',
  ];
  const cabSerial = () => `CT7-${oneOf(random, ['20', '21', '22', '23'])}-${String(between(random, 1000, 9999)).padStart(6, '0')}`;
  const cabUnit = (sim: string, extra: string[]) => [
    `serial = ${cabSerial()}`,
    `firmware = ${oneOf(random, ['6.3.18', '6.3.18', '6.3.18', '6.3.17'])}`,
    `sim_iccid = ${sim}`,
    `sim_msisdn = 4477${chars(random, '0123456789', 8)}`,
    `imei = 35${chars(random, '0123456789', 13)}`,
    `apn = mdc.m2m.telemetry`,
    ...extra,
  ];
  const lines: string[] = [
    '; Marlstone District Council - in-cab estate',
    '; device configuration dump, profile mdc-prod',
    '; generated 2028-11-09 07:40:12 by mdmctl 2.14.0',
    '',
    '[global]',
    'apn = mdc.m2m.telemetry',
    'ntp_server = 0.uk.pool.ntp.org',
    'rfid_region = ETSI_865',
    'upload_interval_s = 30',
    'photo_upload = wifi_or_cellular',
    'timezone = Europe/London',
    '',
  ];
  let needle = '';
  for (const v of vehicles) {
    const type = Number(v.fleetNo) < 4450 ? oneOf(random, types.slice(0, 2)) : oneOf(random, types);
    const sim = iccid();
    if (v.fleetNo === '4431') needle = sim;
    lines.push(
      `[vehicle ${v.fleetNo}]`,
      `registration = ${v.reg}`,
      `type = ${type}`,
      'depot = HLN',
      `status = ${oneOf(random, ['in_service', 'in_service', 'in_service', 'in_service', 'workshop', 'spare'])}`,
      '',
      `[vehicle ${v.fleetNo}.cab_unit]`,
      ...cabUnit(
        sim,
        v.fleetNo === '4431'
          ? [
              'installed = 2028-10-19',
              'replaced_unit = CT7-20-003310',
              `last_seen = 2028-11-09T07:${pad2(between(random, 10, 39))}:${pad2(between(random, 0, 59))}Z`,
            ]
          : [
              `installed = ${oneOf(random, ['2025', '2026', '2027'])}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
              random() < 0.3
                ? `last_seen = 2028-11-08T${pad2(between(random, 12, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`
                : `last_seen = 2028-11-09T0${between(random, 6, 7)}:${pad2(between(random, 0, 39))}:${pad2(between(random, 0, 59))}Z`,
            ],
      ),
      '',
      `[vehicle ${v.fleetNo}.rfid]`,
      `reader = ${oneOf(random, ['TN-UHF-865', 'TN-UHF-865', 'TN-UHF-865-2'])}`,
      `reader_serial = R${hex(random, 8).toUpperCase()}`,
      `antenna_nearside = on`,
      `antenna_offside = on`,
      'tx_power_dbm = 30',
      `min_rssi_dbm = -${between(random, 62, 68)}`,
      '',
      `[vehicle ${v.fleetNo}.telematics]`,
      `can_profile = ${type.includes('Dennis') ? 'DE-ELITE6-J1939' : type.includes('Isuzu') ? 'ISUZU-N-J1939' : 'GENERIC-FMS'}`,
      `pto_input = ${oneOf(random, ['din1', 'din1', 'din2'])}`,
      `ignition_input = din0`,
      `gps_interval_s = ${oneOf(random, ['10', '10', '15'])}`,
      `harsh_brake_g = 0.45`,
      `idle_alert_min = 10`,
      `geofence_set = mdc-rounds-2028q4`,
      '',
      ...(type.includes('RCV')
        ? [
            `[vehicle ${v.fleetNo}.weighing]`,
            `system = ${oneOf(random, ['LoadCell LC-4', 'LoadCell LC-4', 'BinWeigh BW2'])}`,
            `calibrated = 2028-${pad2(between(random, 1, 10))}-${pad2(between(random, 1, 28))}`,
            `record_per_lift = false`,
            `legal_for_trade = false`,
            '',
          ]
        : []),
      `[vehicle ${v.fleetNo}.camera]`,
      `channels = ${oneOf(random, ['4', '4', '6', '8'])}`,
      `recorder = ${oneOf(random, ['MDVR-8C', 'MDVR-4C'])}`,
      `retention_days = 31`,
      '',
    );
  }
  const spares = [
    ['CT7-20-003310', '4431'],
    ['CT7-21-004102', '4413'],
    ['CT7-22-005517', '4341'],
    ['CT7-21-004988', '4443'],
    ['CT7-23-006023', ''],
    ['CT7-22-005219', '4314'],
  ] as const;
  for (const [serial, previous] of spares) {
    lines.push(
      `[spare ${serial}]`,
      `location = ${oneOf(random, ['HLN stores', 'HLN workshop bench 2', 'returned to supplier'])}`,
      `previous_vehicle = ${previous || 'none'}`,
      `removed = ${serial === 'CT7-20-003310' ? '2028-10-19' : `2028-${pad2(between(random, 6, 10))}-${pad2(between(random, 1, 28))}`}`,
      `sim_iccid = ${iccid()}`,
      `sim_state = ${oneOf(random, ['suspended', 'active', 'suspended'])}`,
      `firmware = ${oneOf(random, ['6.2.9', '6.3.11', '6.3.18'])}`,
      '',
    );
  }
  // the spare swapped out of 4431 sits among the vehicles of the 4430s, as the dump sorts sections by name
  const spareAt = lines.indexOf('[spare CT7-20-003310]');
  const spare = lines.splice(spareAt, 8);
  const insertAt = lines.indexOf('[vehicle 4436]');
  lines.splice(insertAt, 0, ...spare);
  const output = lines.join('\n');
  return probe(
    'round 147: in-cab device config',
    "What's the SIM ICCID in the in-cab unit on truck 4431?",
    'incab_device_config',
    output,
    'truck-4431-iccid',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------

/** c1: the contamination log of the reporting portal, as the page's HTML. */
function c1ContaminationLog(): EconomicsTask {
  const random = seededRandom(147_007);
  const streets = streetNames(random, 110).map((name) => placeStreet(random, name));
  const hollins = TOWNS.find(([town]) => town === 'Hollins')!;
  const drive = placeStreet(random, 'Osier Drive', hollins);
  const osierClose = placeStreet(random, 'Osier Close', hollins);
  const crew = Array.from({ length: 30 }, () => `${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`);
  const containers = {
    DMR: 'Blue 240L (dry mixed recycling)',
    FOOD: 'Food caddy 23L',
    GW: 'Brown 240L (garden)',
  } as const;
  const contaminants = {
    DMR: [
      'Food waste',
      'Textiles / clothing',
      'Black sack (residual waste)',
      'Absorbent hygiene products',
      'Garden waste',
      'Polystyrene',
      'Plastic film / carrier bags',
      'Glass bottles and jars',
      'Batteries / vapes',
      'Wood / timber',
    ],
    FOOD: ['Plastic packaging', 'Liquids', 'Garden waste'],
    GW: ['Plastic bags', 'Soil and rubble', 'Food waste', 'Timber / fence panels'],
  } as const;
  const outcomes = [
    'Not emptied - tag applied',
    'Emptied - advice tag applied',
    'Emptied - advice tag applied',
    'Emptied - letter to follow',
  ];
  interface Row {
    address: string;
    stream: keyof typeof containers;
    contaminant: string;
    outcome: string;
    target: boolean;
  }
  const rows: Row[] = [];
  for (let k = 0; k < 600; k++) {
    const st = oneOf(random, streets);
    const stream = oneOf(random, ['DMR', 'DMR', 'DMR', 'DMR', 'FOOD', 'GW'] as const);
    rows.push({
      address: `${between(random, 1, 110)} ${st.name}, ${st.town} ${st.postcode}`,
      stream,
      contaminant: oneOf(random, contaminants[stream]),
      outcome: oneOf(random, outcomes),
      target: false,
    });
  }
  const at = (n: string, street: Street) => `${n} ${street.name}, ${street.town} ${street.postcode}`;
  const planted: Row[] = [
    { address: at('12', drive), stream: 'DMR', contaminant: 'Food waste', outcome: 'Emptied - advice tag applied', target: false },
    { address: at('12', drive), stream: 'GW', contaminant: 'Plastic bags', outcome: 'Emptied - advice tag applied', target: false },
    {
      address: at('12', osierClose),
      stream: 'DMR',
      contaminant: 'Absorbent hygiene products',
      outcome: 'Not emptied - tag applied',
      target: false,
    },
    {
      address: at('21', drive),
      stream: 'DMR',
      contaminant: 'Absorbent hygiene products',
      outcome: 'Not emptied - tag applied',
      target: false,
    },
    {
      address: at('12', drive),
      stream: 'DMR',
      contaminant: 'Black sack (residual waste)',
      outcome: 'Emptied - letter to follow',
      target: false,
    },
  ];
  for (const row of planted) rows.splice(between(random, 10, rows.length - 10), 0, row);
  rows.splice(Math.floor(rows.length * 0.48), 0, {
    address: at('12', drive),
    stream: 'DMR',
    contaminant: 'Absorbent hygiene products',
    outcome: 'Not emptied - tag applied',
    target: true,
  });
  const tags = new Set<string>();
  const tag = (): string => {
    for (;;) {
      const t = `CT-0${between(random, 400_000, 499_999)}`;
      if (!tags.has(t)) {
        tags.add(t);
        return t;
      }
    }
  };
  const days = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
  let needle = '';
  const start = Date.UTC(2028, 10, 8, 15, 0);
  const span = Date.UTC(2028, 10, 8) - Date.UTC(2028, 7, 1);
  const body: string[] = [];
  rows.forEach((row, i) => {
    let when = new Date(start - Math.floor(((i + random()) / rows.length) * span));
    while (when.getUTCDay() === 0 || when.getUTCDay() === 6) when = new Date(when.getTime() - 86_400_000);
    when.setUTCHours(between(random, 6, 14), between(random, 0, 59));
    const dateText = `${pad2(when.getUTCDate())}/${pad2(when.getUTCMonth() + 1)}/${when.getUTCFullYear()} ${pad2(when.getUTCHours())}:${pad2(when.getUTCMinutes())}`;
    const tagNo = row.outcome.includes('tag') ? tag() : '';
    if (row.target) needle = tagNo;
    const round = `MDC-${row.stream}-${days[when.getUTCDay()]}-${pad2(between(random, 1, 5))}${row.stream === 'DMR' ? oneOf(random, ['A', 'B']) : ''}`;
    body.push(
      `        <tr data-id="${91_200 - i * 3 - pick(random, 3)}" class="${row.outcome.startsWith('Not') ? 'rejected' : 'advised'}">`,
      `          <td class="nowrap">${dateText}</td>`,
      `          <td>${round}</td>`,
      `          <td>${row.address}</td>`,
      `          <td>${containers[row.stream]}</td>`,
      `          <td>${row.contaminant}</td>`,
      `          <td>${row.outcome}</td>`,
      `          <td class="mono">${tagNo || '&mdash;'}</td>`,
      `          <td>${4401 + pick(random, 40)} / ${oneOf(random, crew)}</td>`,
      `          <td>${random() < 0.7 ? `<a href="/incab/photos/${hex(random, 24)}.jpg" target="_blank">view</a>` : ''}</td>`,
      '        </tr>',
    );
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    '  <title>Contamination log &ndash; Waste Services Portal &ndash; Marlstone District Council</title>',
    '  <link rel="stylesheet" href="/static/css/portal.3f9a1c2e.css">',
    '  <script src="/static/js/portal.81bd0f44.js" defer></script>',
    '</head>',
    '<body class="report report-contamination">',
    '  <header class="portal-header">',
    '    <a class="brand" href="/">Marlstone District Council &middot; Waste Services</a>',
    '    <nav><a href="/rounds">Rounds</a> <a href="/missed">Missed collections</a> <a href="/contamination" aria-current="page">Contamination</a> <a href="/garden">Garden subscriptions</a> <a href="/weighbridge">Weighbridge</a></nav>',
    '    <span class="user">Signed in as waste.cs.team</span>',
    '  </header>',
    '  <main>',
    '    <h1>Recycling contamination log</h1>',
    '    <p class="filters">Period: 1 August 2028 &ndash; 8 November 2028 &middot; Streams: dry mixed recycling, food, garden &middot; Rounds: all &middot; Sorted: newest first</p>',
    `    <p class="count">${rows.length} records</p>`,
    '    <div class="table-wrap">',
    '      <table class="data" id="contamination-log">',
    '        <thead>',
    '          <tr><th>Date</th><th>Round</th><th>Address</th><th>Container</th><th>Contaminant</th><th>Outcome</th><th>Tag no.</th><th>Vehicle / crew</th><th>Photo</th></tr>',
    '        </thead>',
    '        <tbody>',
    ...body,
    '        </tbody>',
    '      </table>',
    '    </div>',
    '  </main>',
    '  <footer class="portal-footer">Generated 09/11/2028 08:02 &middot; Waste Services Portal v4.7.2</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 147: contamination log',
    "A lady from 12 Osier Drive rang in quite upset. Her recycling bin was left full with a sticker on it because there were dirty nappies in it. What's the number on that sticker?",
    'contamination_report',
    output,
    'osier-drive-sticker',
    needle,
  );
}

/** c2: yesterday's telematics events for the whole fleet, noon to 20:00, as the tracker platform's CLI prints them (logfmt). */
function c2TelematicsEvents(): EconomicsTask {
  const random = seededRandom(147_008);
  const vehicles = fleet(random, 40);
  const roads = streetNames(random, 60);
  roads.push('Stoneygate Road', 'Stoneygate Road', 'Stoneygate Road', 'Hollins Lane', 'A4114', 'A4114', 'B5290 Capel Road', 'Shipley Lane');
  const towns = TOWNS.map(([town]) => town);
  const names = new Set<string>();
  const driver = (): string => {
    for (;;) {
      const n = `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`;
      if (!names.has(n) && n !== 'Okafor, Rhys') {
        names.add(n);
        return n;
      }
    }
  };
  const lines: { at: number; text: string }[] = [];
  let needle = '';
  const target = vehicles.find((v) => v.fleetNo === '4422')!;
  const doubleShift = new Set(vehicles.filter((v, i) => i % 2 === 1 || v.fleetNo === '4422').map((v) => v.fleetNo));
  const ids = new Set<string>();
  const driverId = (lo: number, hi: number): string => {
    for (;;) {
      const id = `D0${between(random, lo, hi)}`;
      if (!ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
  };
  for (const v of vehicles) {
    const unit = `CT7-2${between(random, 0, 3)}-00${between(random, 1000, 9999)}`;
    const head = (at: number) =>
      `ts=${isoAt(8, at).replace('Z', `.${String(pick(random, 1000)).padStart(3, '0')}Z`)} unit=${unit} fleet=${v.fleetNo} reg=${v.reg.replace(' ', '')}`;
    let lat = 52.55 + random() * 0.16;
    let lon = -1.32 + random() * 0.22;
    const push = (at: number, rest: string) => lines.push({ at, text: `${head(at)} ${rest}` });
    const drive = (from: number, to: number) => {
      let road = oneOf(random, roads);
      let town = oneOf(random, towns);
      let pto = false;
      for (let t = from + between(random, 60, 200); t < to; t += between(random, 170, 300)) {
        if (random() < 0.25) {
          road = oneOf(random, roads);
          town = oneOf(random, towns);
        }
        lat += (random() - 0.5) * 0.004;
        lon += (random() - 0.5) * 0.006;
        const moving = random() < 0.55;
        push(
          t,
          `evt=gps lat=${lat.toFixed(5)} lon=${lon.toFixed(5)} spd_kph=${moving ? between(random, 6, 48) : 0} hdg=${between(random, 0, 359)} road="${road}" town="${town}"`,
        );
        const r = random();
        if (r < 0.18) {
          pto = !pto;
          push(t + between(random, 5, 60), `evt=${pto ? 'pto_on' : 'pto_off'} input=din1`);
        } else if (r < 0.45)
          push(
            t + between(random, 5, 120),
            `evt=lift_batch n=${between(random, 4, 31)} side=${oneOf(random, ['NS', 'OS', 'BOTH'])} rfid_reads=${between(random, 3, 31)}`,
          );
        else if (r < 0.5) push(t + between(random, 5, 120), `evt=idle_end dur_s=${between(random, 60, 540)}`);
        else if (r < 0.515)
          push(t + between(random, 5, 120), `evt=harsh_brake g=${(0.45 + random() * 0.2).toFixed(2)} spd_kph=${between(random, 18, 42)}`);
        else if (r < 0.525)
          push(
            t + between(random, 5, 120),
            `evt=geofence_enter zone="${oneOf(random, ['Hollins Lane TS', 'Capel Marsh MRF', 'Thornby Composting', 'HLN depot'])}"`,
          );
      }
    };
    const morningEnd = between(random, 13 * 3600 + 40 * 60, 15 * 3600 + 25 * 60);
    const morningDriver = driverId(100, 699);
    drive(12 * 3600, morningEnd - 300);
    if (doubleShift.has(v.fleetNo)) {
      const change =
        v === target ? 14 * 3600 + 58 * 60 + between(random, 0, 50) : between(random, 14 * 3600 + 45 * 60, 15 * 3600 + 20 * 60);
      push(change, `evt=driver_logout drv_id=${morningDriver} reason=shift_end`);
      const loginAt = v === target ? 15 * 3600 + 4 * 60 + between(random, 0, 40) : change + between(random, 180, 700);
      const name = v === target ? 'Okafor, Rhys' : driver();
      if (v === target) needle = name;
      push(loginAt, `evt=driver_login drv_id=${driverId(700, 999)} drv_name="${name}" method=${oneOf(random, ['fob', 'fob', 'pin'])}`);
      push(loginAt + between(random, 30, 200), 'evt=walkround_ack items=32 defects=0');
      const end = between(random, 18 * 3600 + 30 * 60, 19 * 3600 + 50 * 60);
      drive(loginAt + 240, end - 300);
      push(end, `evt=ign_off idle_total_s=${between(random, 600, 2400)} odo_km=${between(random, 40_000, 190_000)}`);
    } else {
      if (random() < 0.2) push(morningEnd - 200, `evt=geofence_enter zone="HLN depot"`);
      push(morningEnd, `evt=ign_off idle_total_s=${between(random, 900, 3600)} odo_km=${between(random, 40_000, 190_000)}`);
      push(morningEnd + between(random, 20, 240), `evt=driver_logout drv_id=${morningDriver} reason=shift_end`);
    }
  }
  lines.sort((x, y) => x.at - y.at);
  const output =
    [
      '# trackctl events --fleet MDC --from 2028-11-08T12:00:00Z --to 2028-11-08T20:00:00Z --format logfmt',
      `# ${lines.length} events, 40 units`,
      ...lines.map((l) => l.text),
    ].join('\n') + '\n';
  return probe(
    'round 147: telematics events',
    "We've had a complaint from a resident on Stoneygate Road who says one of our bin lorries clipped their garden wall yesterday afternoon, and they want to know who was driving. Who was behind the wheel of 4422 after the shift change just after three?",
    'telematics_events',
    output,
    'truck-4422-driver',
    needle,
  );
}

/** c3: the garden waste subscription payments, exported as CSV from the subscriptions back office. */
function c3GardenPayments(): EconomicsTask {
  const random = seededRandom(147_009);
  const nextUprn = uprns(random);
  const streets = streetNames(random, 140).map((name) => placeStreet(random, name));
  const oakley = TOWNS.find(([town]) => town === 'Great Oakley')!;
  const gardens = placeStreet(random, 'Hawthorn Gardens', oakley);
  const grove = placeStreet(random, 'Hawthorn Grove', oakley);
  interface Sub {
    readonly house: string;
    readonly street: Street;
    readonly season: '2027/28' | '2028/29';
    readonly month?: number;
    readonly method?: string;
    readonly target?: boolean;
  }
  const uprnOf = new Map<string, string>();
  const subs: Sub[] = [];
  const seen = new Set<string>();
  for (const season of ['2027/28', '2028/29'] as const) {
    const n = season === '2027/28' ? 360 : 540;
    for (let k = 0; k < n; k++) {
      const street = oneOf(random, streets);
      const house = String(between(random, 1, 140));
      const key = `${season} ${house} ${street.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      subs.push({ house, street, season });
    }
  }
  const seasonStart = subs.findIndex((x) => x.season === '2028/29');
  subs.splice(between(random, 20, seasonStart - 20), 0, { house: '5', street: gardens, season: '2027/28', month: 3, method: 'phone' });
  subs.splice(between(random, 20, seasonStart - 20), 0, { house: '15', street: gardens, season: '2027/28', month: 4, method: 'web' });
  const later = () => between(random, seasonStart + 30, subs.length - 10);
  subs.splice(later(), 0, { house: '15', street: gardens, season: '2028/29', month: 4, method: 'web' });
  subs.splice(later(), 0, { house: '5', street: grove, season: '2028/29', month: 5, method: 'web' });
  subs.splice(later(), 0, { house: '51', street: gardens, season: '2028/29', month: 3, method: 'web' });
  subs.splice(Math.floor(subs.length * 0.55), 0, { house: '5', street: gardens, season: '2028/29', month: 4, method: 'web', target: true });
  const refs = new Set<string>();
  const ref = (method: string): string => {
    for (;;) {
      const r =
        method === 'web'
          ? `PAY-${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 20)}`
          : method === 'phone'
            ? `TEL-${between(random, 1_000_000, 9_999_999)}`
            : method === 'direct_debit'
              ? `DD-MDC-${between(random, 100_000, 999_999)}`
              : `CSC-${between(random, 10_000, 99_999)}`;
      if (!refs.has(r)) {
        refs.add(r);
        return r;
      }
    }
  };
  const rows = [
    'subscription_id,season,uprn,address_line_1,town,postcode,bins,start_date,end_date,payment_date,payment_method,channel,payment_ref,amount_gbp,status,renewal_of',
  ];
  let needle = '';
  const counters: Record<string, number> = { '2027/28': 4101, '2028/29': 10_233 };
  const lastId = new Map<string, string>();
  for (const sub of subs) {
    const address = `${sub.house} ${sub.street.name}`;
    if (!uprnOf.has(address)) uprnOf.set(address, nextUprn());
    const yy = sub.season === '2027/28' ? '27' : '28';
    counters[sub.season]! += between(random, 1, 3);
    const id = `GW${yy}-${String(counters[sub.season]).padStart(6, '0')}`;
    const year = sub.season === '2027/28' ? 2027 : 2028;
    const method = sub.method ?? oneOf(random, ['web', 'web', 'web', 'web', 'web', 'phone', 'phone', 'direct_debit', 'counter']);
    const month = sub.month ?? oneOf(random, [2, 3, 3, 3, 4, 4, 4, 5, 6, 7, 8]);
    const paid = `${year}-${pad2(month)}-${pad2(between(random, 1, 28))}`;
    const start = month <= 3 ? `${year}-04-01` : paid;
    const bins = random() < 0.12 ? 2 : 1;
    const amount = (year === 2027 ? 49 : 52) * bins - (bins === 2 ? (year === 2027 ? 8 : 11.5) : 0);
    const reference = ref(method);
    if (sub.target) needle = reference;
    const status =
      sub.season === '2027/28'
        ? 'expired'
        : sub.target
          ? 'active'
          : oneOf(random, ['active', 'active', 'active', 'active', 'active', 'cancelled', 'refunded']);
    const renewalOf = sub.season === '2028/29' ? (lastId.get(address) ?? '') : '';
    lastId.set(address, id);
    rows.push(
      [
        id,
        sub.season,
        uprnOf.get(address)!,
        address,
        sub.street.town,
        sub.street.postcode,
        String(bins),
        start,
        `${year + 1}-03-31`,
        paid,
        method === 'web' ? 'card_online' : method === 'phone' ? 'card_phone' : method === 'direct_debit' ? 'direct_debit' : 'card_counter',
        method === 'counter' ? 'customer_service_centre' : method === 'web' ? 'web' : method === 'phone' ? 'contact_centre' : 'web',
        reference,
        amount.toFixed(2),
        status,
        renewalOf,
      ].join(','),
    );
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 147: garden waste payments',
    "I'm helping my mum sort out her paperwork now she's moved into sheltered housing. She paid for her brown bin collections online back in the spring and wants the reference for it. Could you find the payment reference for 5 Hawthorn Gardens?",
    'garden_waste_payments_export',
    output,
    'hawthorn-gardens-payment',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------

/** d1: the fleet system's printed summary of daily walkround checks, fixed-width with page headers. */
function d1WalkroundChecks(): EconomicsTask {
  const random = seededRandom(147_010);
  const vehicles = fleet(random, 48);
  const drivers = Array.from({ length: 70 }, () => `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`);
  const days = [23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 37, 38, 39]; // October days; 32 = 1 November
  const date = (d: number) => (d > 31 ? `${pad2(d - 31)}/11/2028` : `${pad2(d)}/10/2028`);
  const dateKey = (d: number) => (d > 31 ? `2811${pad2(d - 31)}` : `2810${pad2(d)}`);
  const rows: string[] = [];
  const total = days.length * vehicles.length;
  const targetRow = Math.floor(total * 0.52);
  let needle = '';
  const odo = new Map(vehicles.map((v) => [v.fleetNo, between(random, 38_000, 190_000)]));
  for (const d of days) {
    const order = shuffle(random, [...vehicles]);
    const starts = order.map(() => between(random, 5 * 3600 + 30 * 60, 6 * 3600 + 40 * 60)).sort((x, y) => x - y);
    order.forEach((v, k) => {
      const index = rows.length;
      const ref = `WC-${dateKey(d)}-${String(k + 1).padStart(4, '0')}`;
      const target = index === targetRow;
      if (target) needle = ref;
      const duration = target ? 41 : between(random, 7 * 60 + 30, 17 * 60 + 50);
      const start = starts[k]!;
      const defects = target ? 0 : random() < 0.12 ? between(random, 1, 3) : 0;
      const result = defects === 0 ? 'NIL DEFECT' : random() < 0.15 ? 'VOR' : 'DEFECT LOGGED';
      odo.set(v.fleetNo, odo.get(v.fleetNo)! + between(random, 60, 140));
      rows.push(
        [
          ref.padEnd(17),
          date(d).padEnd(12),
          v.fleetNo.padEnd(7),
          v.reg.padEnd(10),
          oneOf(random, drivers).padEnd(20),
          clock(start).padEnd(10),
          clock(start + duration).padEnd(10),
          clock(duration).padEnd(10),
          '32'.padStart(5),
          String(defects).padStart(9),
          `  ${result.padEnd(14)}`,
          String(odo.get(v.fleetNo)).padStart(7),
        ].join(''),
      );
    });
  }
  const header = (page: number) => [
    `MARLSTONE DISTRICT COUNCIL - FLEET SERVICES${' '.repeat(78)}Page ${page}`,
    'DAILY WALKROUND CHECK SUMMARY          Depot: HLN (Hollins Lane)          Period: 23/10/2028 - 08/11/2028',
    'Printed: 09/11/2028 07:45   User: fleet.admin   Report: FLT-WRC-02',
    '',
    'CHECK REF        DATE        FLEET  REG       DRIVER              START     END       DURATION  ITEMS  DEFECTS  RESULT          ODO_KM',
    '---------------- ----------- ------ --------- ------------------- --------- --------- --------- ------ -------- -------------- -------',
  ];
  const out: string[] = [];
  for (let at = 0, page = 1; at < rows.length; at += 55, page++) {
    if (page > 1) out.push('\f');
    out.push(...header(page), ...rows.slice(at, at + 55), '');
  }
  out.push(
    `Checks listed: ${rows.length}    Vehicles: ${vehicles.length}    Checklist: HGV-RCV-32 (rev 7)`,
    'Defects are carried to the workshop queue (FLT-DEF-01). VOR = vehicle off road pending repair.',
    '*** END OF REPORT ***',
  );
  const output = out.join('\n') + '\n';
  return probe(
    'round 147: walkround checks',
    "Looking at the drivers' walkround checks over the last couple of weeks, did somebody whizz through theirs far quicker than everyone else? Which check was it?",
    'vehicle_check_summary',
    output,
    'quick-walkround',
    needle,
  );
}

/** d2: a week of the MRF weighbridge's event log, as its terminal software writes it (text lines). */
function d2MrfWeighbridgeLog(): EconomicsTask {
  const random = seededRandom(147_011);
  const vehicles = fleet(random, 24, 4421);
  const storedOn = new Map(vehicles.map((v) => [v.fleetNo, `${pad2(between(random, 1, 28))}/${pad2(between(random, 1, 9))}/28`]));
  const tareOf = new Map(vehicles.map((v) => [v.fleetNo, between(random, 11_600, 12_900)]));
  const hauliers = Array.from({ length: 16 }, () => registration(random));
  const operators = ['KJ', 'RM', 'AT'];
  const days = [2, 3, 6, 7, 8];
  interface Entry {
    at: number;
    text: string;
    ticket?: boolean;
    soft?: boolean;
  }
  const entries: Entry[] = [];
  const stamp = (day: number, at: number) => `2028-11-${pad2(day)} ${clock(at)}`;
  for (const day of days) {
    const base = (day - 2) * 86_400;
    entries.push({
      at: base + 5 * 3600 + 55 * 60,
      text: `${stamp(day, 5 * 3600 + 55 * 60)} SYS  terminal start, build 5.8.2, bridges WB1 WB2, printer PRN1`,
    });
    entries.push({ at: base + 5 * 3600 + 57 * 60, text: `${stamp(day, 5 * 3600 + 57 * 60)} WB1  ZERO  0 kg  (auto-zero OK)` });
    entries.push({ at: base + 5 * 3600 + 57 * 60 + 4, text: `${stamp(day, 5 * 3600 + 57 * 60 + 4)} WB2  ZERO  0 kg  (auto-zero OK)` });
    const visits: { reg: string; fleetNo: string; product: string; inbound: boolean }[] = [];
    for (const v of vehicles) {
      if (random() < 0.08) continue;
      const product = Number(v.fleetNo) < 4437 ? '15 01 06 DMR kerbside' : '20 01 02 Glass kerbside';
      visits.push({ reg: v.reg, fleetNo: v.fleetNo, product, inbound: true }, { reg: v.reg, fleetNo: v.fleetNo, product, inbound: true });
    }
    for (let k = between(random, 14, 22); k > 0; k--)
      visits.push({
        reg: oneOf(random, hauliers),
        fleetNo: '',
        product: oneOf(random, [
          '15 01 01 OCC bales (out)',
          '15 01 02 Mixed plastic bales (out)',
          '15 01 04 Cans (out)',
          '19 12 12 MRF residue (out)',
          '15 01 06 DMR North Fenwick BC',
          '20 01 02 Glass cullet (out)',
        ]),
        inbound: false,
      });
    for (const visit of visits) {
      const inAt = between(random, 6 * 3600 + 20 * 60, 17 * 3600 + 30 * 60);
      const reg = visit.reg.replace(' ', '');
      const t = `{txn${entries.length}}`;
      const conf = between(random, 86, 99);
      const outAt = inAt + between(random, 420, 1500);
      const op = oneOf(random, operators);
      entries.push({
        at: base + inAt - 8,
        text: `${stamp(day, inAt - 8)} ANPR cam1 read ${reg} conf ${conf}${conf < 90 ? ' (operator confirmed)' : ''}`,
      });
      let gross: number;
      let tare: number;
      let source: string;
      if (visit.fleetNo) {
        tare = tareOf.get(visit.fleetNo)!;
        gross = tare + (visit.product.startsWith('20 01 02') ? between(random, 3200, 7800) : between(random, 4100, 9400));
        source = `STORED ${storedOn.get(visit.fleetNo)}`;
      } else {
        tare = between(random, 13_800, 15_900);
        const load = between(random, 6000, 19_500);
        gross = tare + load;
        source = 'WEIGHED';
      }
      entries.push({
        at: base + inAt,
        text: `${stamp(day, inAt)} WB1  IN   TXN ${t}  ${visit.reg.padEnd(8)}  ${visit.fleetNo ? `FLEET ${visit.fleetNo}` : 'HAULIER   '}  ${String(visit.inbound || visit.product.includes('Fenwick') ? gross : tare).padStart(6)} kg  OP ${op}`,
      });
      entries.push({
        at: base + outAt,
        ticket: Boolean(visit.fleetNo),
        text: `${stamp(day, outAt)} WB2  OUT  TXN ${t}  ${visit.reg.padEnd(8)}  TKT {ticket}  GROSS ${String(gross).padStart(6)}  TARE ${String(tare).padStart(6)} [${source}]  NET ${String(gross - tare).padStart(6)} kg  ${visit.product}  OP ${op}`,
      });
      entries.push({ at: base + outAt + 3, text: `${stamp(day, outAt + 3)} PRN1 printed 2 copies` });
      if (random() < 0.03)
        entries.push({
          at: base + outAt + 40,
          text: `${stamp(day, outAt + 40)} WB2  WARN indicator drift ${between(random, 10, 30)} kg at zero, auto-zero applied`,
          soft: true,
        });
    }
    for (const at of [10 * 3600, 13 * 3600, 16 * 3600, 18 * 3600])
      entries.push({ at: base + at + 5, text: `${stamp(day, at + 5)} SYNC upload to mdc-wims: ok (${between(random, 8, 40)} records)` });
    entries.push({
      at: base + 18 * 3600 + 40 * 60,
      text: `${stamp(day, 18 * 3600 + 40 * 60)} SYS  end of day, ${visits.length} transactions, terminal locked`,
    });
  }
  entries.sort((x, y) => x.at - y.at);
  let ticket = 30_441;
  let txn = 55_120;
  const txns = new Map<string, string>();
  for (const e of entries) {
    const placeholder = e.text.match(/\{txn[0-9]+\}/)?.[0];
    if (placeholder) {
      if (!txns.has(placeholder)) txns.set(placeholder, String(++txn));
      e.text = e.text.replace(placeholder, txns.get(placeholder)!);
    }
    if (e.text.includes('TKT {ticket}')) e.text = e.text.replace('{ticket}', `C${++ticket}`);
  }
  // the one ticket whose tare was typed in: a fleet truck's ticket just past the middle
  let target = Math.floor(entries.length * 0.5);
  while (!entries[target]!.ticket) target++;
  const line = entries[target]!.text;
  entries[target]!.text = line.replace(/\[STORED [0-9/]+\]/, '[MANUAL]');
  const needle = line.match(/TKT (C[0-9]+)/)![1]!;
  // nothing that reads like a complaint sits near it
  const kept = entries.filter((e, i) => !e.soft || Math.abs(i - target) > 40);
  const output =
    [
      `# wbterm log export  site=CMM (Capel Marsh MRF)  from=2028-11-02  to=2028-11-08  lines=${kept.length}`,
      ...kept.map((e) => e.text),
    ].join('\n') + '\n';
  return probe(
    'round 147: mrf weighbridge log',
    "Going through the MRF weighbridge log for the past week, one of the tickets seems to have got the lorry's empty weight in a different way from all the others. Which ticket was it?",
    'weighbridge_log',
    output,
    'odd-tare-ticket',
    needle,
  );
}

/** d3: the brown bins delivered this season, from the container database (psql's aligned table). */
function d3GardenBinDeliveries(): EconomicsTask {
  const random = seededRandom(147_012);
  const nextUprn = uprns(random);
  const n = 1180;
  const targetRow = Math.floor(n * 0.47);
  const ids = new Set<number>();
  while (ids.size < n) ids.add(between(random, 310_000, 349_999));
  const sorted = [...ids].sort((x, y) => x - y);
  const cols = ['container_id', 'rfid_tag', 'uprn', 'stream', 'capacity_l', 'model', 'lid', 'delivered_on', 'delivered_by', 'reason'];
  interface Row {
    readonly cells: readonly string[];
  }
  let needle = '';
  const rows: Row[] = sorted.map((id, i) => {
    const target = i === targetRow;
    const containerId = `MDC-C${id}`;
    if (target) needle = containerId;
    const month = between(random, 3, 11);
    const day = month === 11 ? between(random, 1, 8) : between(random, 1, 28);
    return {
      cells: [
        containerId,
        `E28068940000${hex(random, 12).toUpperCase()}`,
        nextUprn(),
        'GARDEN',
        target ? '140' : '240',
        oneOf(random, ['Craemer MGB', 'Craemer MGB', 'Sulo MGB', 'Sulo MGB', 'ESE MGB']),
        'brown',
        `2028-${pad2(month)}-${pad2(day)}`,
        oneOf(random, ['HLN-DEL-1', 'HLN-DEL-2', 'HLN-DEL-2', 'CONTRACTOR-BINSRUS']),
        oneOf(random, [
          'new_subscription',
          'new_subscription',
          'new_subscription',
          'additional_bin',
          'replacement_damaged',
          'replacement_stolen',
          'new_build',
        ]),
      ],
    };
  });
  const widths = cols.map((c, k) => Math.max(c.length, ...rows.map((r) => r.cells[k]!.length)));
  const numeric = new Set([4]);
  const head = cols.map((c, k) => {
    const w = widths[k]!;
    const left = Math.floor((w - c.length) / 2);
    return ' ' + (' '.repeat(left) + c).padEnd(w) + ' ';
  });
  const lines = [
    head.join('|').trimEnd(),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) =>
      r.cells
        .map((cell, k) => ' ' + (numeric.has(k) ? cell.padStart(widths[k]!) : cell.padEnd(widths[k]!)) + ' ')
        .join('|')
        .trimEnd(),
    ),
    `(${rows.length} rows)`,
    '',
  ];
  const output = lines.join('\n');
  return probe(
    'round 147: garden bin deliveries',
    "We only hand out the one size of brown bin, but I've a feeling one of the garden bins we delivered this season went out a different size. Which container was it?",
    'psql',
    output,
    'odd-size-brown-bin',
    needle,
  );
}

export function roundOneHundredFortySeven(): EconomicsTask[] {
  return [
    a1BinLiftExport(),
    a2WeighbridgeTickets(),
    a3GardenPermitCache(),
    b1RoundConfig(),
    b2MissedCollections(),
    b3IncabDeviceConfig(),
    c1ContaminationLog(),
    c2TelematicsEvents(),
    c3GardenPayments(),
    d1WalkroundChecks(),
    d2MrfWeighbridgeLog(),
    d3GardenBinDeliveries(),
  ];
}
