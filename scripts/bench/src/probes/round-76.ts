/**
 * Probe round 76, written blind: Halcyon Bay Cruises' MS Halcyon Meridian at sea on an 8-night Western Caribbean voyage
 * (engine room and power, hotel and cabins, guest accounts, shore excursions, galley cold stores, bridge). "Today" is
 * Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - guest accounts API (minified JSON): the check number of the Sapphire Lounge charge on cabin 7342's folio;
 *  - ECDIS route export (one-line RTZ XML per leg): the position of the Cabo San Antonio waypoint on the Nassau-Cozumel passage;
 *  - engine alarm and monitoring system (JSON, the event log in one escaped string): when generator 3's breaker tripped;
 * b. The answer a few lines away from the line the question's words match:
 *  - planned maintenance system (YAML): when the major overhaul of generator 4's B-bank turbocharger is due;
 *  - shore excursion system (pretty JSON): the phone number of the operator of the Tulum ruins and beach tour;
 *  - galley stores inventory (XML): the lot number of the Atlantic salmon fillets in the fish freezer;
 * c. A question that paraphrases the output or carries a preamble:
 *  - bridge electronic logbook (text log): when the pilot was dropped off leaving Port Everglades, asked for a port agent;
 *  - hotel technical work orders (CLI table): the job number for a cabin a guest says is "like a fridge";
 *  - fuel management ledger (sectioned report): how much VLSFO the barge put aboard on Saturday, asked for a DCS reconciliation;
 * d. One value unlike its peers, with no error word near it:
 *  - HVAC building management points (table): the cabin whose supply air is far warmer than every other cabin's;
 *  - lube oil lab results (CSV): the generator sample whose viscosity is far from the rest;
 *  - galley cold store sensor log (text log): when one store read far off its usual temperature.
 * Not among the bench's targets.
 * First run, at 5eb2057, the head when the round was written (with this file; `ROUNDS=76
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,084,445 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 76: folio charges (minified JSON)
 *     codex: 14,280 tokens, peak 14,208, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,291 tokens, peak 1,957, 0/1 needles, 1 read-backs
 *     ours: 1,958 tokens, peak 990, 0/1 needles, 1 read-backs
 *   round 76: ECDIS route export (one-line RTZ XML)
 *     codex: 265 tokens, peak 182, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,949 tokens, peak 3,324, 0/1 needles, 3 read-backs
 *     ours: 8,003 tokens, peak 3,191, 1/1 needles, 3 read-backs
 *   round 76: engine alarm log (one escaped JSON string)
 *     codex: 17,111 tokens, peak 17,037, 0/1 needles, 0 read-backs
 *     context-chef: 776 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,273 tokens, peak 6,283, 0/1 needles, 4 read-backs
 *     ours: 9,629 tokens, peak 4,517, 1/1 needles, 3 read-backs
 *   round 76: maintenance plan (YAML)
 *     codex: 12,615 tokens, peak 12,539, 0/1 needles, 0 read-backs
 *     context-chef: 666 tokens, peak 590, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,671 tokens, peak 1,374, 0/1 needles, 1 read-backs
 *     ours: 2,424 tokens, peak 1,482, 0/1 needles, 1 read-backs
 *   round 76: shore excursions (pretty JSON)
 *     codex: 10,131 tokens, peak 10,048, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 527, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,690 tokens, peak 2,396, 0/1 needles, 2 read-backs
 *     ours: 5,802 tokens, peak 2,539, 0/1 needles, 2 read-backs
 *   round 76: galley stores inventory (XML)
 *     codex: 14,060 tokens, peak 13,990, 0/1 needles, 0 read-backs
 *     context-chef: 729 tokens, peak 659, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,368 tokens, peak 2,699, 0/1 needles, 2 read-backs
 *     ours: 1,945 tokens, peak 999, 1/1 needles, 1 read-backs
 *   round 76: deck logbook (preamble and paraphrase)
 *     codex: 20,198 tokens, peak 20,110, 0/1 needles, 0 read-backs
 *     context-chef: 946 tokens, peak 858, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,958 tokens, peak 5,005, 0/1 needles, 4 read-backs
 *     ours: 10,039 tokens, peak 4,670, 1/1 needles, 4 read-backs
 *   round 76: hotel work orders (preamble and paraphrase)
 *     codex: 10,671 tokens, peak 10,560, 0/1 needles, 0 read-backs
 *     context-chef: 569 tokens, peak 458, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,907 tokens, peak 2,453, 1/1 needles, 2 read-backs
 *     ours: 3,960 tokens, peak 2,147, 1/1 needles, 2 read-backs
 *   round 76: fuel ledger (preamble and paraphrase)
 *     codex: 17,847 tokens, peak 17,742, 0/1 needles, 0 read-backs
 *     context-chef: 849 tokens, peak 744, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,080 tokens, peak 3,691, 0/1 needles, 2 read-backs
 *     ours: 8,793 tokens, peak 4,206, 0/1 needles, 2 read-backs
 *   round 76: cabin fan coil points (odd one out)
 *     codex: 20,738 tokens, peak 20,652, 0/1 needles, 0 read-backs
 *     context-chef: 912 tokens, peak 826, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,754 tokens, peak 1,445, 0/1 needles, 4 read-backs
 *     ours: 4,453 tokens, peak 953, 1/1 needles, 4 read-backs
 *   round 76: lube oil lab results (odd one out)
 *     codex: 23,904 tokens, peak 23,821, 0/1 needles, 0 read-backs
 *     context-chef: 1,058 tokens, peak 975, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,256 tokens, peak 1,556, 0/1 needles, 4 read-backs
 *     ours: 4,965 tokens, peak 1,055, 1/1 needles, 4 read-backs
 *   round 76: cold store sensor log (odd one out)
 *     codex: 18,873 tokens, peak 18,792, 0/1 needles, 0 read-backs
 *     context-chef: 852 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,889 tokens, peak 2,000, 0/1 needles, 3 read-backs
 *     ours: 4,305 tokens, peak 1,567, 0/1 needles, 3 read-backs
 *     codex: 180,693 tokens, 0/12 needles
 *     context-chef: 9,438 tokens, 0/12 needles
 *     context-chef-store: 86,086 tokens, 1/12 needles
 *     ours: 66,276 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------------------
// The ship, its voyage and its people.

const SHIP = 'HALCYON MERIDIAN';
const IMO = '9812341';
const MMSI = '311000987';
const VOYAGE = 'HM2646';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Ship's time is UTC-5 for the whole voyage. */
const SHIP_OFFSET = -5 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Milliseconds of a UTC date and time. */
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);
/** Milliseconds of a ship's-time date and time. */
const ship = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => utc(y, mo, d, h, mi, s) - SHIP_OFFSET;
/** `2026-11-16T21:14:07Z`. */
const isoZ = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** `2026-11-16T16:14:07` in ship's time. */
const shipIso = (ms: number) => new Date(ms + SHIP_OFFSET).toISOString().slice(0, 19);
/** `2026-11-16 16:14:07` in ship's time. */
const shipStamp = (ms: number) => shipIso(ms).replace('T', ' ');
/** `2026-11-16 16:14:07.207` in ship's time. */
const shipStampMs = (ms: number) => new Date(ms + SHIP_OFFSET).toISOString().slice(0, 23).replace('T', ' ');
/** `16-Nov-2026` from `2026-11-16...`. */
const dmy = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
/** A float between lo and hi. */
const real = (random: () => number, lo: number, hi: number) => lo + random() * (hi - lo);
/** Money, two decimals, as a number. */
const money = (n: number) => Math.round(n * 100) / 100;

const GUEST_LAST = [
  'ANDERSON',
  'OKAFOR',
  'HADDAD',
  'NGUYEN',
  'KOWALSKI',
  'BRENNAN',
  'DELGADO',
  'FITZGERALD',
  'LARSEN',
  'MOREAU',
  'PATEL',
  'ROSSI',
  'SCHNEIDER',
  'TAKAHASHI',
  'WHITAKER',
  'MORRISON',
  'GALLAGHER',
  'ABERNATHY',
  'CASTELLANO',
  'DUBOIS',
  'ESPINOZA',
  'FERREIRA',
  'GOLDBERG',
  'HOLLOWAY',
  'IBRAHIM',
  'JANSSEN',
  'KRAMER',
  'LINDQVIST',
  'MCALLISTER',
  'NAKAMURA',
  'OSULLIVAN',
  'PEMBERTON',
  'QUINTERO',
  'RAMIREZ',
  'SATO',
  'THORNBURY',
  'UNDERWOOD',
  'VANCE',
  'WOJCIK',
  'YAMADA',
  'ZIMMERMAN',
  'BECKETT',
  'CHAMBERS',
  'DONNELLY',
  'EASTWOOD',
  'FLANAGAN',
  'GRIFFIN',
  'HARTLEY',
  'IVERSEN',
  'JOHANSSON',
  'KEATING',
  'LOWELL',
  'MADDOX',
  'NORTHCOTT',
  'OYELARAN',
  'PRESCOTT',
  'REYES',
  'SINCLAIR',
  'TREMBLAY',
  'VOSS',
  'WAINWRIGHT',
  'ACHTERBERG',
  'BOUCHARD',
  'CALLOWAY',
];
const GUEST_FIRST = [
  'ELAINE',
  'MARK',
  'SUSAN',
  'DAVID',
  'PATRICIA',
  'JAMES',
  'LINDA',
  'ROBERT',
  'KAREN',
  'MICHAEL',
  'NANCY',
  'THOMAS',
  'BARBARA',
  'RICHARD',
  'DONNA',
  'CHARLES',
  'SANDRA',
  'STEVEN',
  'CAROL',
  'GARY',
  'DEBORAH',
  'KEVIN',
  'SHARON',
  'BRIAN',
  'CYNTHIA',
  'JASON',
  'AMY',
  'RYAN',
  'MELISSA',
  'ERIC',
  'LAURA',
  'GREGORY',
  'REBECCA',
  'JOSHUA',
  'STEPHANIE',
  'PETER',
  'HELEN',
  'FRANK',
  'GRACE',
];
const CREW_FIRST = [
  'Marvin',
  'Jocelyn',
  'Rizal',
  'Ketut',
  'Wayan',
  'Arjun',
  'Priya',
  'Bogdan',
  'Olena',
  'Tomasz',
  'Marta',
  'Dejan',
  'Ana',
  'Rohan',
  'Agus',
  'Dewi',
  'Jericho',
  'Kristine',
  'Nikola',
  'Ivana',
  'Sipho',
  'Thandiwe',
  'Carlos',
  'Lucia',
  'Andrei',
  'Irina',
  'Made',
  'Putu',
  'Rommel',
  'Analyn',
  'Sandeep',
  'Kavya',
  'Mihai',
  'Elena',
  'Duc',
  'Linh',
];
const CREW_LAST = [
  'Dela Cruz',
  'Santos',
  'Reyes',
  'Wiratama',
  'Sudana',
  'Nair',
  'Menon',
  'Kovalenko',
  'Shevchenko',
  'Nowak',
  'Petrovic',
  'Jovanovic',
  'Mendoza',
  'Pangilinan',
  'Gunawan',
  'Putri',
  'Bautista',
  'Aquino',
  'Horvat',
  'Dlamini',
  'Moreno',
  'Ferreira',
  'Popescu',
  'Ionescu',
  'Tran',
  'Pham',
  'Villanueva',
  'Castillo',
  'Rao',
  'Iyer',
  'Marin',
  'Lungu',
];
const crewName = (random: () => number) => `${oneOf(random, CREW_FIRST)} ${oneOf(random, CREW_LAST)}`;
const crewInitial = (random: () => number) => `${oneOf(random, CREW_FIRST)[0]}. ${oneOf(random, CREW_LAST)}`;

/** Cabin numbers of decks 4 to 12, as the hotel system prints them (`7342`, `10247`). */
function cabinList(random: () => number, density: number, keep: readonly string[] = []): string[] {
  const out: string[] = [];
  for (let deck = 4; deck <= 12; deck++) {
    for (let n = 1; n <= 380; n++) {
      const cabin = `${deck}${String(n).padStart(3, '0')}`;
      if (keep.includes(cabin) || random() < density) out.push(cabin);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

type MenuItem = readonly [plu: string, desc: string, price: number];

/** Guest accounts: every onboard charge posted to a folio so far this voyage, one minified JSON page. */
function folioCharges(): EconomicsTask {
  const random = seededRandom(760_101);
  const bar: MenuItem[] = [
    ['1101', 'Mojito', 14],
    ['1102', 'Margarita, classic', 13.5],
    ['1103', 'Old Fashioned', 15],
    ['1104', 'Aperol Spritz', 13],
    ['1105', 'Espresso Martini', 15.5],
    ['1106', 'Pina Colada', 13.5],
    ['1107', 'Negroni', 14.5],
    ['1108', 'Dirty Martini', 15],
    ['1120', 'Draft beer, pint', 8.75],
    ['1121', 'Bottled beer, import', 8.25],
    ['1140', 'House wine, glass', 11],
    ['1141', 'Prosecco, glass', 12.5],
    ['1150', 'Soft drink', 3.95],
    ['1151', 'Bottled water 1L', 4.5],
    ['1160', 'Bacardi 8, double', 17],
    ['1161', 'Macallan 12, neat', 19],
    ['1170', 'Mocktail, Tropical Sunrise', 7.5],
  ];
  const wine: MenuItem[] = [
    ['2201', 'Sancerre, Dom. Vacheron, glass', 16],
    ['2202', 'Malbec, Catena, glass', 14],
    ['2210', 'Chablis 1er Cru, bottle', 92],
    ['2211', 'Napa Cabernet, Stag\u2019s Leap, bottle', 128],
    ['2212', 'Champagne, Veuve Clicquot, bottle', 115],
    ['2220', 'Wine flight, three reds', 24],
    ['2221', 'Cheese board', 18],
  ];
  const spa: MenuItem[] = [
    ['5101', 'Swedish massage 50 min', 149],
    ['5102', 'Hot stone massage 75 min', 219],
    ['5103', 'Couples massage 50 min', 299],
    ['5110', 'Hydro-facial 50 min', 189],
    ['5120', 'Thermal suite day pass', 49],
    ['5130', 'Acupuncture consultation', 165],
  ];
  const salon: MenuItem[] = [
    ['5201', 'Wash, cut & blow-dry', 79],
    ['5202', 'Manicure, gel', 59],
    ['5203', 'Pedicure, spa', 69],
    ['5204', 'Formal updo', 95],
  ];
  const steak: MenuItem[] = [
    ['3101', 'Cover charge, Ember Steakhouse', 55],
    ['3102', 'Wagyu supplement', 45],
    ['3103', 'Lobster tail supplement', 29],
  ];
  const sushi: MenuItem[] = [
    ['3201', 'Omakase, per guest', 65],
    ['3202', 'Sake flight', 22],
    ['3203', 'A la carte nigiri set', 28],
  ];
  const boutique: MenuItem[] = [
    ['6101', 'Halcyon logo hoodie', 59],
    ['6102', 'Sunscreen SPF50 200ml', 18.5],
    ['6103', 'Tanzanite pendant', 389],
    ['6104', 'Swiss watch, steel', 1240],
    ['6105', 'Fragrance 100ml', 96],
    ['6106', 'Ship model, 1:1250', 149],
  ];
  const photo: MenuItem[] = [
    ['7101', 'Portrait 8x10', 24.99],
    ['7102', 'Photo package, 10 prints', 149],
    ['7103', 'Digital download, all voyage', 199],
  ];
  const casino: MenuItem[] = [
    ['8101', 'Casino cash advance', 100],
    ['8102', 'Casino cash advance', 200],
    ['8103', 'Casino cash advance', 500],
  ];
  const cafe: MenuItem[] = [
    ['4101', 'Cappuccino', 4.25],
    ['4102', 'Latte, oat', 4.75],
    ['4103', 'Gelato, two scoops', 5.5],
    ['4104', 'Macaron box of six', 12],
  ];
  const wifi: MenuItem[] = [
    ['9101', 'Wi-Fi Surf, 24 h', 19.99],
    ['9102', 'Wi-Fi Stream, voyage', 179],
    ['9103', 'Wi-Fi Stream, 24 h', 29.99],
  ];
  const services: MenuItem[] = [
    ['9201', 'Laundry bag', 19.99],
    ['9202', 'Pressing, per item', 4.5],
    ['9203', 'In-room celebration package', 69],
    ['9204', 'Room service delivery fee', 7.95],
  ];
  const outlets = [
    { code: 'SAPH', name: 'Sapphire Lounge', rvc: 'BAR', terminals: [411, 412], menu: bar, service: 0.18, weight: 9 },
    { code: 'LIDO', name: 'Lido Pool Bar', rvc: 'BAR', terminals: [301, 302, 303], menu: bar, service: 0.18, weight: 14 },
    { code: 'ATRM', name: 'Atrium Bar', rvc: 'BAR', terminals: [501, 502], menu: bar, service: 0.18, weight: 10 },
    { code: 'CRWN', name: 'Crown Pub', rvc: 'BAR', terminals: [421], menu: bar, service: 0.18, weight: 7 },
    { code: 'VINO', name: 'Vintner Wine Bar', rvc: 'BAR', terminals: [431], menu: wine, service: 0.18, weight: 5 },
    { code: 'SPA1', name: 'Halcyon Spa', rvc: 'SPA', terminals: [801], menu: spa, service: 0.2, weight: 4 },
    { code: 'SALN', name: 'Halcyon Spa Salon', rvc: 'SPA', terminals: [802], menu: salon, service: 0.2, weight: 2 },
    { code: 'STKH', name: 'Ember Steakhouse', rvc: 'SPECIALTY', terminals: [611], menu: steak, service: 0.18, weight: 4 },
    { code: 'SUSH', name: 'Kaito Sushi', rvc: 'SPECIALTY', terminals: [621], menu: sushi, service: 0.18, weight: 3 },
    { code: 'BOUT', name: 'Meridian Boutique', rvc: 'RETAIL', terminals: [511, 512], menu: boutique, service: 0, weight: 4 },
    { code: 'PHOT', name: 'Photo Gallery', rvc: 'PHOTO', terminals: [521], menu: photo, service: 0, weight: 3 },
    { code: 'CASN', name: 'Casino Cage', rvc: 'CASINO', terminals: [701], menu: casino, service: 0, weight: 3 },
    { code: 'CAFE', name: 'Piazza Caf\u00e9', rvc: 'CAFE', terminals: [531, 532], menu: cafe, service: 0.18, weight: 7 },
    { code: 'WIFI', name: 'Internet Packages', rvc: 'COMMS', terminals: [901], menu: wifi, service: 0, weight: 2 },
    { code: 'GSVC', name: 'Guest Services', rvc: 'MISC', terminals: [101, 102], menu: services, service: 0, weight: 3 },
  ];
  type Outlet = (typeof outlets)[number];
  const weighted: Outlet[] = outlets.flatMap((o) => Array.from({ length: o.weight }, () => o));
  const servers = new Map(
    outlets.map((o) => [
      o.code,
      Array.from({ length: between(random, 3, 7) }, () => ({ id: `E${between(random, 10000, 69999)}`, name: crewName(random) })),
    ]),
  );
  const target = '7342';
  const nearCabins = ['7324', '7243', '7341', '7343', '7234'];
  const cabins = cabinList(random, 0.42, [target, ...nearCabins]);
  const roster = new Map(
    cabins.map((cabin, i) => {
      const last = oneOf(random, GUEST_LAST);
      return [
        cabin,
        {
          folioId: `${26_460_000 + i * 3 + pick(random, 3)}`,
          guests: [`${last}/${oneOf(random, GUEST_FIRST)}`, `${last}/${oneOf(random, GUEST_FIRST)}`],
          tier: oneOf(random, ['BLUE', 'BLUE', 'BLUE', 'SILVER', 'SILVER', 'GOLD', 'PLATINUM']),
        },
      ];
    }),
  );
  type Txn = { at: number; cabin: string; outlet: Outlet };
  const start = ship(2026, 11, 14, 16, 0);
  const end = ship(2026, 11, 17, 7, 0);
  const txns: Txn[] = [];
  while (txns.length < 1420) {
    const at = start + Math.floor(random() * (end - start));
    const hour = new Date(at + SHIP_OFFSET).getUTCHours();
    const outlet = oneOf(random, weighted);
    if (hour >= 2 && hour < 7 && outlet.code !== 'WIFI') continue;
    const cabin = oneOf(random, cabins);
    if (cabin === target && outlet.code === 'SAPH') continue;
    txns.push({ at, cabin, outlet });
  }
  const byCode = (code: string) => outlets.find((o) => o.code === code)!;
  txns.push({ at: ship(2026, 11, 15, 22, 47, 31), cabin: target, outlet: byCode('SAPH') });
  txns.push({ at: ship(2026, 11, 14, 19, 12, 5), cabin: target, outlet: byCode('LIDO') });
  txns.push({ at: ship(2026, 11, 15, 19, 58, 40), cabin: target, outlet: byCode('STKH') });
  txns.push({ at: ship(2026, 11, 16, 11, 3, 22), cabin: target, outlet: byCode('PHOT') });
  txns.push({ at: ship(2026, 11, 16, 21, 26, 9), cabin: target, outlet: byCode('ATRM') });
  nearCabins.forEach((cabin, i) =>
    txns.push({ at: ship(2026, 11, 15, 21, 10 + i * 11, between(random, 0, 59)), cabin, outlet: byCode('SAPH') }),
  );
  txns.sort((a, b) => a.at - b.at);
  const seq = new Map<number, number>();
  let txnNo = between(random, 2_410_000, 2_420_000);
  let needle = '';
  const records = txns.map((t) => {
    const terminal = oneOf(random, t.outlet.terminals);
    const next = (seq.get(terminal) ?? between(random, 1000, 4000)) + 1;
    seq.set(terminal, next);
    const checkNo = `K${terminal}-${next}`;
    if (t.cabin === target && t.outlet.code === 'SAPH') needle = checkNo;
    const guest = roster.get(t.cabin)!;
    const items = Array.from({ length: t.outlet.code === 'CASN' || t.outlet.code === 'WIFI' ? 1 : between(random, 1, 4) }, () => {
      const [plu, desc, price] = oneOf(random, t.outlet.menu);
      const qty = price > 60 ? 1 : between(random, 1, 3);
      return { plu, desc, qty, unitPrice: price, amount: money(price * qty) };
    });
    const subtotal = money(items.reduce((s, i) => s + i.amount, 0));
    const serviceCharge = money(subtotal * t.outlet.service);
    const discount = random() < 0.06 ? money(-subtotal * 0.1) : 0;
    const server = oneOf(random, servers.get(t.outlet.code)!);
    txnNo += between(random, 1, 9);
    return {
      txnId: `T${VOYAGE}-${txnNo}`,
      folio: { id: guest.folioId, cabin: t.cabin, guest: oneOf(random, guest.guests), loyaltyTier: guest.tier },
      postedAt: `${shipIso(t.at)}-05:00`,
      businessDate: shipIso(t.at - 3 * HOUR).slice(0, 10),
      outlet: { code: t.outlet.code, name: t.outlet.name },
      revenueCenter: t.outlet.rvc,
      terminal: `POS-${terminal}`,
      checkNo,
      server,
      items,
      subtotal,
      serviceCharge,
      discount,
      total: money(subtotal + serviceCharge + discount),
      currency: 'USD',
      tender: 'ROOM_CHARGE',
      signatureCaptured: t.outlet.code !== 'WIFI',
      voided: false,
    };
  });
  const output = JSON.stringify({
    status: 'OK',
    voyage: VOYAGE,
    ship: { code: 'HLM', name: SHIP, imo: IMO },
    query: { from: `${shipIso(start)}-05:00`, to: `${shipIso(end)}-05:00`, tender: 'ROOM_CHARGE', includeVoided: false },
    page: 1,
    pageSize: 2000,
    totalCount: records.length,
    transactions: records,
  });
  return probe(
    'round 76: folio charges (minified JSON)',
    "What's the check number on the Sapphire Lounge charge for cabin 7342?",
    'get_folio_transactions',
    output,
    'folio-check',
    needle,
    true,
  );
}

type Anchor = readonly [name: string, lat: number, lon: number];

/** Bridge: the voyage's ECDIS routes exported as RTZ, one minified file per leg. */
function ecdisRoutes(): EconomicsTask {
  const random = seededRandom(760_102);
  const pev: Anchor[] = [
    ['PEV BERTH 26', 26.0931, -80.1203],
    ['PEV PILOT DISEMBARK', 26.0925, -80.0831],
    ['PEV SEA BUOY', 26.0917, -80.0702],
  ];
  const legs: { id: string; name: string; depart: number; speed: number; author: string; anchors: Anchor[] }[] = [
    {
      id: 'L1',
      name: 'PEV-NAS',
      depart: ship(2026, 11, 14, 16, 30),
      speed: 8.2,
      author: '2/O K. Lindqvist',
      anchors: [
        ...pev,
        ['GULF STREAM E', 26.0502, -79.5511],
        ['GREAT ISAAC', 26.0048, -79.1012],
        ['NW CHANNEL LT', 25.476, -78.1712],
        ['NW PROV CHNL E', 25.337, -77.73],
        ['NAS PILOT BOARDING', 25.0991, -77.3555],
        ['NAS PRINCE GEORGE WHARF', 25.081, -77.342],
      ],
    },
    {
      id: 'L2',
      name: 'NAS-CZM',
      depart: ship(2026, 11, 16, 17, 0),
      speed: 19.8,
      author: '2/O K. Lindqvist',
      anchors: [
        ['NAS PRINCE GEORGE WHARF', 25.081, -77.342],
        ['NAS PILOT DISEMBARK', 25.0985, -77.361],
        ['NW PROV CHNL E', 25.337, -77.73],
        ['NW CHANNEL LT', 25.476, -78.1712],
        ['GREAT ISAAC', 26.0048, -79.1012],
        ['CARYSFORT REEF', 25.2011, -80.1507],
        ['ALLIGATOR REEF', 24.8012, -80.5803],
        ['SOMBRERO KEY', 24.5702, -81.0811],
        ['AMERICAN SHOAL', 24.4705, -81.5204],
        ['SAND KEY', 24.4009, -81.8803],
        ['REBECCA SHOAL', 24.5203, -82.5806],
        ['DRY TORTUGAS S', 24.5008, -83.0009],
        ['CABO SAN ANTONIO', 21.9204, -85.0507],
        ['YUCATAN CHNL W', 21.5503, -85.9502],
        ['CZM CHANNEL N', 20.6204, -86.9805],
        ['CZM PILOT BOARDING', 20.5195, -86.989],
        ['CZM PUERTA MAYA', 20.4745, -86.9755],
      ],
    },
    {
      id: 'L3',
      name: 'CZM-RTB',
      depart: ship(2026, 11, 18, 17, 30),
      speed: 15.5,
      author: '3/O A. Santos',
      anchors: [
        ['CZM PUERTA MAYA', 20.4745, -86.9755],
        ['CZM PILOT DISEMBARK', 20.46, -86.998],
        ['CZM CHANNEL S', 20.2804, -87.0206],
        ['BANCO CHINCHORRO E', 18.6003, -87.1507],
        ['LIGHTHOUSE REEF E', 17.2502, -87.4009],
        ['RTB APPROACH', 16.4507, -86.5503],
        ['RTB PILOT BOARDING', 16.335, -86.499],
        ['RTB MAHOGANY BAY', 16.321, -86.487],
      ],
    },
    {
      id: 'L4',
      name: 'RTB-CMY',
      depart: ship(2026, 11, 19, 17, 0),
      speed: 13.0,
      author: '3/O A. Santos',
      anchors: [
        ['RTB MAHOGANY BAY', 16.321, -86.487],
        ['RTB PILOT DISEMBARK', 16.332, -86.504],
        ['RTB APPROACH N', 16.5008, -86.6004],
        ['LIGHTHOUSE REEF E', 17.3006, -87.3502],
        ['BANCO CHINCHORRO S', 18.3004, -87.3008],
        ['CMY PILOT BOARDING', 18.705, -87.695],
        ['CMY PIER', 18.712, -87.709],
      ],
    },
    {
      id: 'L5',
      name: 'CMY-PEV',
      depart: ship(2026, 11, 20, 16, 0),
      speed: 18.4,
      author: '2/O K. Lindqvist',
      anchors: [
        ['CMY PIER', 18.712, -87.709],
        ['CMY PILOT DISEMBARK', 18.7, -87.69],
        ['BANCO CHINCHORRO N', 18.9507, -87.3003],
        ['CZM EAST', 20.4006, -86.6502],
        ['YUCATAN CHNL W', 21.6002, -85.9508],
        ['CABO SAN ANTONIO', 21.9506, -84.9803],
        ['DRY TORTUGAS S', 24.4504, -82.9506],
        ['REBECCA SHOAL', 24.5007, -82.5502],
        ['SAND KEY', 24.3805, -81.8806],
        ['AMERICAN SHOAL', 24.4503, -81.5207],
        ['SOMBRERO KEY', 24.5704, -81.0805],
        ['ALLIGATOR REEF', 24.8006, -80.5801],
        ['CARYSFORT REEF', 25.2004, -80.1502],
        ['PEV SEA BUOY', 26.0917, -80.0702],
        ['PEV PILOT BOARDING', 26.0925, -80.0831],
        ['PEV BERTH 26', 26.0931, -80.1203],
      ],
    },
  ];
  const distance = (a: readonly [number, number], b: readonly [number, number]) => {
    const dLat = (b[0] - a[0]) * 60;
    const dLon = (b[1] - a[1]) * 60 * Math.cos((((a[0] + b[0]) / 2) * Math.PI) / 180);
    return { nm: Math.hypot(dLat, dLon), course: ((Math.atan2(dLon, dLat) * 180) / Math.PI + 360) % 360 };
  };
  const harbour = /BERTH|WHARF|PIER|PILOT|SEA BUOY|MAYA|MAHOGANY/;
  let needle = '';
  const files = legs.map((leg) => {
    type Wp = { name: string; lat: number; lon: number; harbour: boolean };
    const wps: Wp[] = [];
    leg.anchors.forEach((anchor, i) => {
      const [name, lat, lon] = anchor;
      const jitter = () => (random() - 0.5) * 0.0008;
      wps.push({ name, lat: lat + jitter(), lon: lon + jitter(), harbour: harbour.test(name) });
      const next = leg.anchors[i + 1];
      if (!next) return;
      const d = distance([lat, lon], [next[1], next[2]]).nm;
      const steps = Math.max(1, Math.round(d / (3.4 + random())));
      for (let s = 1; s < steps; s++) {
        const f = s / steps;
        wps.push({
          name: '',
          lat: lat + (next[1] - lat) * f + (random() - 0.5) * 0.01,
          lon: lon + (next[2] - lon) * f + (random() - 0.5) * 0.01,
          harbour: false,
        });
      }
    });
    let clock = leg.depart;
    const manual: string[] = [];
    const calculated: string[] = [];
    const body = wps
      .map((wp, i) => {
        const id = i + 1;
        const pos = `lat="${wp.lat.toFixed(6)}" lon="${wp.lon.toFixed(6)}"`;
        if (leg.id === 'L2' && wp.name === 'CABO SAN ANTONIO') needle = pos;
        const prev = wps[i - 1];
        const name = wp.name ? ` name="${wp.name}"` : '';
        const radius = wp.harbour ? '0.20' : oneOf(random, ['0.80', '1.00', '1.20', '1.50']);
        if (!prev) {
          manual.push(`<scheduleElement waypointId="${id}" etd="${isoZ(clock)}"/>`);
          calculated.push(`<scheduleElement waypointId="${id}" etd="${isoZ(clock + between(random, 0, 4) * MINUTE)}"/>`);
          return `<waypoint id="${id}" revision="${between(random, 0, 4)}"${name} radius="${radius}"><position ${pos}/></waypoint>`;
        }
        const leg2 = distance([prev.lat, prev.lon], [wp.lat, wp.lon]);
        const close = wp.harbour || prev.harbour;
        const speed = close ? 8 : leg.speed + (random() - 0.5) * 0.6;
        clock += (leg2.nm / speed) * HOUR;
        manual.push(`<scheduleElement waypointId="${id}" eta="${isoZ(clock)}" speed="${speed.toFixed(1)}"/>`);
        calculated.push(
          `<scheduleElement waypointId="${id}" eta="${isoZ(clock + between(random, -6, 6) * MINUTE)}" speed="${(speed + (random() - 0.5) * 0.4).toFixed(2)}"/>`,
        );
        const xtd = close ? oneOf(random, ['0.05', '0.08', '0.10']) : oneOf(random, ['0.25', '0.30', '0.50', '0.80']);
        return (
          `<waypoint id="${id}" revision="${between(random, 0, 4)}"${name} radius="${radius}"><position ${pos}/>` +
          `<leg starboardXTD="${xtd}" portsideXTD="${xtd}" safetyContour="${close ? '15.0' : '30.0'}" safetyDepth="${close ? '11.0' : '20.0'}" geometryType="Loxodrome" speedMin="${close ? '4.0' : '10.0'}" speedMax="${close ? '10.0' : '21.5'}" draughtForward="8.15" draughtAft="8.40" staticUKC="${close ? '2.0' : '5.0'}" dynamicUKC="${close ? '1.2' : '3.0'}"/>` +
          `<extensions><extension manufacturer="Kongsberg" name="K-Bridge ECDIS" version="7.4"><legData cog="${leg2.course.toFixed(1)}" distance="${leg2.nm.toFixed(2)}" rateOfTurn="${close ? '15.0' : '30.0'}" turnRadius="${radius}" checkedBy="${oneOf(random, ['C/O', '2/O', 'Master'])}" chartCell="${wp.lon > -79.5 ? 'BS' : wp.lat > 24 ? 'US' : wp.lat < 17.5 ? 'HN' : 'MX'}${close ? 5 : oneOf(random, [3, 4])}${hex(random, 5).toUpperCase()}"/></extension></extensions></waypoint>`
        );
      })
      .join('');
    const route =
      `<?xml version="1.0" encoding="UTF-8"?><route xmlns="http://www.cirm.org/RTZ/1/0" version="1.0">` +
      `<routeInfo routeName="${VOYAGE} ${leg.id} ${leg.name}" routeAuthor="${leg.author}" routeStatus="Approved by Master" validityPeriodStart="${isoZ(leg.depart - 6 * HOUR)}" validityPeriodStop="${isoZ(clock + 6 * HOUR)}" vesselName="${SHIP}" vesselMMSI="${MMSI}" vesselIMO="${IMO}" vesselVoyage="${VOYAGE}" vesselDisplacement="58420" vesselCargo="0" vesselGM="2.15" optimizationMethod="MAN" vesselMaxRoll="10" vesselMaxWave="4.5" vesselSpeedMax="22.4" vesselServiceMin="10.0" vesselServiceMax="21.0"/>` +
      `<waypoints><defaultWaypoint radius="0.80"><leg starboardXTD="0.30" portsideXTD="0.30" geometryType="Loxodrome"/></defaultWaypoint>${body}</waypoints>` +
      `<schedules><schedule id="1" name="${VOYAGE} ${leg.id} plan A"><manual>${manual.join('')}</manual><calculated>${calculated.join('')}</calculated></schedule></schedules></route>`;
    return `# /ecdis/routes/${VOYAGE}/${VOYAGE}_${leg.id}_${leg.name}.rtz  (${wps.length} waypoints, ${route.length} bytes, approved by Master)\n${route}`;
  });
  const output = [`$ rtz-export --voyage ${VOYAGE} --legs all --minify --out -`, ...files, `# ${files.length} routes exported`].join('\n');
  return probe(
    'round 76: ECDIS route export (one-line RTZ XML)',
    'On the Nassau to Cozumel passage plan, what lat/long did we put in for the waypoint off Cabo San Antonio?',
    'export_ecdis_routes',
    output,
    'rtz-waypoint',
    needle,
    true,
  );
}

/** Engine room: the alarm and monitoring system's event log for two and a half days, as its REST API returns it. */
function amsEventLog(): EconomicsTask {
  const random = seededRandom(760_103);
  type Line = { at: number; type: string; prio: string; area: string; tag: string; text: string };
  const lines: Line[] = [];
  const add = (at: number, type: string, prio: string, area: string, tag: string, text: string) =>
    lines.push({ at: Math.floor(at), type, prio, area, tag, text });
  const start = ship(2026, 11, 15, 0, 0);
  const end = ship(2026, 11, 17, 6, 0);
  const tripAt = ship(2026, 11, 16, 3, 41, 18) + 207;
  const windowStart = ship(2026, 11, 16, 0, 0);
  const officers = ['C/E D. Okonkwo', '2/E A. Mendoza', '3/E R. Pangilinan', '3/E M. Horvat', 'ETO S. Iyer', '4/E K. Wiratama'];
  const kw = () => between(random, 1650, 2150);
  const running = new Set([1, 2, 4, 5]);
  /** When each set came on or off the bus, for the status lines. */
  const changes: { at: number; dg: number; on: boolean }[] = [];
  const blocked = new Map<number, number>();
  const startSet = (t: number, dg: number, why: string) => {
    add(t, 'EVENT', '-', 'PMS', 'PMS.LOADDEP', why);
    add(t + 2100 + pick(random, 400), 'EVENT', '-', `DG${dg}`, `DG${dg}.START`, `Start command issued (auto, PMS), air start valve open`);
    add(
      t + 36_000 + pick(random, 6000),
      'EVENT',
      '-',
      `DG${dg}`,
      `DG${dg}.RUN`,
      `Engine running ${between(random, 512, 516)} rpm, LO press ${real(random, 4.3, 4.8).toFixed(2)} bar, ready for sync`,
    );
    add(
      t + 52_000 + pick(random, 3000),
      'EVENT',
      '-',
      'MSB',
      `MSB.CB_G${dg}`,
      `Synchronising DG${dg} to bus ${dg <= 3 ? 'A' : 'B'} (slip ${real(random, 0.05, 0.2).toFixed(2)} Hz)`,
    );
    add(t + 61_000 + pick(random, 3000), 'EVENT', '-', 'MSB', `MSB.CB_G${dg}`, `Breaker CB-G${dg} CLOSED`);
    add(t + 75_000 + pick(random, 5000), 'EVENT', '-', 'PMS', 'PMS.LOADSHR', `DG${dg} on load, ramping to symmetric share (${kw()} kW)`);
    running.add(dg);
    changes.push({ at: t + 61_000, dg, on: true });
  };
  const stopSet = (t: number, dg: number, load: string) => {
    add(t, 'EVENT', '-', 'PMS', 'PMS.LOADDEP', `Load dependent stop request DG${dg} (total load ${load} % < 60.0 %)`);
    add(t + 44_000 + pick(random, 4000), 'EVENT', '-', 'PMS', 'PMS.LOADSHR', `DG${dg} unloading to ${between(random, 80, 140)} kW`);
    add(t + 69_000 + pick(random, 4000), 'EVENT', '-', 'MSB', `MSB.CB_G${dg}`, `Breaker CB-G${dg} OPENED`);
    add(t + 75_000 + pick(random, 2000), 'EVENT', '-', `DG${dg}`, `DG${dg}.STOP`, `Cool-down running 300 s`);
    add(
      t + 378_000 + pick(random, 4000),
      'EVENT',
      '-',
      `DG${dg}`,
      `DG${dg}.STOP`,
      `Engine stopped, standby in auto (priority ${between(random, 2, 5)})`,
    );
    running.delete(dg);
    changes.push({ at: t + 69_000, dg, on: false });
  };
  let t = start + 17 * MINUTE;
  let tripped = false;
  while (t < end) {
    t += between(random, 25, 80) * MINUTE + pick(random, 60_000);
    if (!tripped && t >= tripAt - 12 * MINUTE) {
      tripped = true;
      add(tripAt, 'ALARM', 'CRIT', 'MSB', 'MSB.CB_G3', 'Breaker CB-G3 TRIPPED - reverse power protection 32R (-6.8 % Pn, 4.2 s)');
      add(
        tripAt + 41,
        'EVENT',
        '-',
        'PMS',
        'PMS.BLKPREV',
        'Blackout prevention active - preferential trip stage 1 (galley 2, laundry presses)',
      );
      add(tripAt + 318, 'ALARM', 'HIGH', 'PMS', 'PMS.LOADSHR', `Bus A load 97.8 % with ${running.size - 1} sets on line`);
      add(tripAt + 5_200, 'EVENT', '-', 'DG3', 'DG3.STOP', 'Engine running unloaded, cool-down 300 s');
      running.delete(3);
      changes.push({ at: tripAt, dg: 3, on: false });
      const standby = [1, 2, 4, 5, 6].find((d) => !running.has(d)) ?? 6;
      startSet(tripAt + 1_800, standby, `Standby start request DG${standby} (loss of generating set DG3)`);
      add(tripAt + 36_400, 'ACK', '-', 'ECR', 'OS2', `Alarm MSB.CB_G3 acknowledged by ${officers[2]!}`);
      add(tripAt + 96_000, 'NORMAL', '-', 'PMS', 'PMS.BLKPREV', 'Preferential trip stage 1 reset, consumers released');
      add(tripAt + 101_500, 'NORMAL', '-', 'PMS', 'PMS.LOADSHR', `Bus A load ${real(random, 70, 78).toFixed(1)} %`);
      add(tripAt + 306_000, 'EVENT', '-', 'DG3', 'DG3.STOP', 'Engine stopped, standby in auto (priority 6)');
      add(tripAt + 47 * MINUTE, 'CMD', '-', 'PMS', 'PMS.DG3', `DG3 blocked from PMS auto start by ${officers[0]!} (investigation)`);
      blocked.set(3, tripAt + 3 * HOUR);
      add(tripAt + 3 * HOUR + 6 * MINUTE, 'CMD', '-', 'PMS', 'PMS.DG3', `DG3 released to PMS auto start by ${officers[0]!}`);
      t = tripAt + 9 * MINUTE;
      continue;
    }
    const inWindow = t > windowStart && !tripped;
    if (inWindow && !running.has(3)) {
      startSet(t, 3, `Load dependent start request DG3 (total load ${real(random, 85.2, 89).toFixed(1)} % > 85.0 %)`);
      continue;
    }
    const canStop = [...running].filter((d) => !(inWindow && d === 3));
    const canStart = [1, 2, 3, 4, 5, 6].filter((d) => !running.has(d) && (blocked.get(d) ?? 0) < t);
    const doStart = running.size <= 3 || (running.size < 5 && random() < 0.5);
    if (doStart && canStart.length > 0) {
      const dg = oneOf(random, canStart);
      startSet(t, dg, `Load dependent start request DG${dg} (total load ${real(random, 85.1, 89).toFixed(1)} % > 85.0 %)`);
    } else if (canStop.length > 0) {
      stopSet(t, oneOf(random, canStop), real(random, 48, 59.9).toFixed(1));
    }
  }
  const analog = [
    ['HT cooling water outlet temp', 'HT.TOUT', '°C', 92, 'HIGH'],
    ['LT cooling water inlet temp', 'LT.TIN', '°C', 42, 'HIGH'],
    ['Lube oil inlet pressure', 'LO.PIN', 'bar', 4.0, 'LOW'],
    ['Exhaust gas temp after TC A', 'EXH.TCA', '°C', 520, 'HIGH'],
    ['Charge air temp', 'CA.TEMP', '°C', 60, 'HIGH'],
    ['Fuel oil viscosity before engine', 'FO.VISC', 'cSt', 16, 'HIGH'],
    ['Crankcase oil mist density', 'OMD', '% LEL', 2.5, 'HIGH'],
  ] as const;
  const plant = [
    ['FO', 'FO.PUR', 'FO purifier', 'Sludge tank level', '%', 80, 'high', 4],
    ['BILGE', 'BILGE.ER', 'Bilge well', 'Level', '%', 70, 'high', 6],
    ['SEW', 'STP', 'Sewage treatment plant', 'Bioreactor DO', 'mg/l', 1.5, 'low', 2],
    ['FWG', 'FWG', 'Fresh water generator', 'Salinity', 'ppm', 4, 'high', 2],
    ['BLR', 'BLR', 'Exhaust gas boiler', 'Steam pressure', 'bar', 7.2, 'high', 2],
    ['HVAC', 'CHL', 'AC chiller', 'Condenser pressure', 'bar', 11.5, 'high', 5],
    ['STAB', 'STAB', 'Fin stabiliser', 'Hydraulic oil temp', '°C', 60, 'high', 2],
  ] as const;
  for (let k = 0; k < 480; k++) {
    const at = start + Math.floor(random() * (end - start));
    const ack = at + between(random, 20, 240) * SECOND;
    const back = ack + between(random, 2, 40) * MINUTE;
    const who = oneOf(random, officers);
    if (random() < 0.55) {
      const dg = between(random, 1, 6);
      const [desc, tag, unit, limit, kind] = oneOf(random, analog);
      const over = kind === 'HIGH' ? limit * real(random, 1.005, 1.04) : limit * real(random, 0.9, 0.98);
      const ok = kind === 'HIGH' ? limit * real(random, 0.93, 0.98) : limit * real(random, 1.03, 1.12);
      const d = unit === 'bar' ? 2 : 1;
      add(at, 'ALARM', 'HIGH', `DG${dg}`, `DG${dg}.${tag}`, `${desc} ${kind.toLowerCase()} ${over.toFixed(d)} ${unit} (lim ${limit})`);
      add(ack, 'ACK', '-', 'ECR', oneOf(random, ['OS1', 'OS2', 'BCC']), `Alarm DG${dg}.${tag} acknowledged by ${who}`);
      add(back, 'NORMAL', '-', `DG${dg}`, `DG${dg}.${tag}`, `${desc} normal ${ok.toFixed(d)} ${unit}`);
    } else {
      const [area, tag, what, desc, unit, limit, kind, count] = oneOf(random, plant);
      const n = between(random, 1, count);
      const value = kind === 'high' ? limit * real(random, 1.01, 1.1) : limit * real(random, 0.6, 0.95);
      add(
        at,
        'ALARM',
        oneOf(random, ['LOW', 'MED']),
        area,
        `${tag}${n}`,
        `${what} ${n} ${desc} ${kind} ${value.toFixed(1)} ${unit} (lim ${limit})`,
      );
      add(ack, 'ACK', '-', 'ECR', oneOf(random, ['OS1', 'OS2']), `Alarm ${tag}${n} acknowledged by ${who}`);
      add(back, 'NORMAL', '-', area, `${tag}${n}`, `${what} ${n} ${desc} normal`);
    }
  }
  add(
    ship(2026, 11, 15, 12, 18, 44) + 611,
    'ALARM',
    'HIGH',
    'MSB',
    'MSB.CB_F14',
    'Breaker CB-F14 TRIPPED - overcurrent (Galley 2 combi ovens feeder)',
  );
  add(ship(2026, 11, 15, 12, 19, 30) + 82, 'ACK', '-', 'ECR', 'OS1', `Alarm MSB.CB_F14 acknowledged by ${officers[4]!}`);
  add(ship(2026, 11, 15, 12, 52, 3) + 405, 'EVENT', '-', 'MSB', 'MSB.CB_F14', 'Breaker CB-F14 CLOSED (local, ETO)');
  changes.sort((a, b) => a.at - b.at);
  const online = new Set([1, 2, 4, 5]);
  let applied = 0;
  for (let at = start; at < end; at += 6 * MINUTE) {
    const when = at + pick(random, 900);
    while (applied < changes.length && changes[applied]!.at <= when) {
      const c = changes[applied++]!;
      if (c.on) online.add(c.dg);
      else online.delete(c.dg);
    }
    const share = real(random, 1500, 2150);
    const loads = [1, 2, 3, 4, 5, 6].map((d) => `DG${d} ${online.has(d) ? Math.round(share + real(random, -25, 25)) : 0} kW`).join(' ');
    add(
      when,
      'EVENT',
      '-',
      'PMS',
      'PMS.STATUS',
      `Bus 6.6 kV ${real(random, 59.95, 60.05).toFixed(2)} Hz | ${loads} | total ${((share * online.size) / 1000).toFixed(1)} MW | prop ${real(random, 2.1, 9.8).toFixed(1)} MW`,
    );
    if (random() < 0.45)
      add(
        at + pick(random, 600_000),
        'EVENT',
        '-',
        'FO',
        `FO.PUR${between(random, 1, 4)}`,
        `Sludge discharge, partial (${between(random, 3, 9)} l), bowl speed ${between(random, 9400, 9650)} rpm`,
      );
    if (random() < 0.25)
      add(
        at + pick(random, 600_000),
        'EVENT',
        '-',
        'BILGE',
        `BILGE.P${between(random, 1, 2)}`,
        `Bilge pump auto start, well ${oneOf(random, ['ER1 PS', 'ER1 SB', 'ER2 PS', 'ER2 SB', 'PURIFIER RM'])}`,
      );
  }
  for (let day = 0; day < 3; day++)
    for (const h of [0, 4, 8, 12, 16, 20]) {
      const at = start + day * DAY + h * HOUR + between(random, 0, 120) * SECOND + pick(random, 1000);
      if (at < end)
        add(
          at,
          'EVENT',
          '-',
          'ECR',
          'WATCH',
          `Watch handed over ${oneOf(random, officers)} -> ${oneOf(random, officers)}, UMS ${h >= 8 && h < 17 ? 'off' : 'on'}`,
        );
    }
  lines.sort((a, b) => a.at - b.at);
  const text = lines
    .map((l) => `${shipStampMs(l.at)}  ${l.type.padEnd(6)}  ${l.prio.padEnd(4)}  ${l.area.padEnd(5)}  ${l.tag.padEnd(14)}  ${l.text}`)
    .join('\n');
  const output = JSON.stringify({
    vessel: SHIP,
    imo: IMO,
    source: { system: 'K-Chief 700 AMS', station: 'ECR-OS1', version: '7.3.2', timeZone: 'ship (UTC-05:00)' },
    query: { from: shipStamp(start), to: shipStamp(end), types: ['ALARM', 'EVENT', 'NORMAL', 'ACK', 'CMD'], areas: '*' },
    count: lines.length,
    truncated: false,
    log: text,
  });
  return probe(
    'round 76: engine alarm log (one escaped JSON string)',
    "What time did the No. 3 generator's breaker trip on the main switchboard?",
    'ams_event_log',
    output,
    'ams-trip',
    shipStampMs(tripAt),
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** Engine room: the planned maintenance system's component and job list, exported as YAML. */
function maintenanceYaml(): EconomicsTask {
  const random = seededRandom(760_104);
  const now = ship(2026, 11, 17, 7, 2);
  type Job = { title: string; interval: number; unit: 'h' | 'months'; who: string };
  type Component = {
    code: string;
    name: string;
    parent: string;
    maker: string;
    model: string;
    hours: number | null;
    location: string;
    jobs: Job[];
  };
  const components: Component[] = [];
  const serial = () => `${oneOf(random, ['HT', 'SN', 'PAAE', 'W'])} ${between(random, 100000, 999999)}`;
  const monthsJobs = (list: readonly (readonly [string, number])[], who: string): Job[] =>
    list.map(([title, interval]) => ({ title, interval, unit: 'months', who }));
  for (let n = 1; n <= 18; n++)
    components.push({
      code: `301.${pad2(n)}`,
      name: `Lifeboat ${n} - davit and winch`,
      parent: '301 Life saving appliances',
      maker: 'Schat-Harding',
      model: n <= 12 ? 'SPSD 370' : 'SPSD 150',
      hours: null,
      location: `Deck 5, ${n % 2 ? 'starboard' : 'port'} side, station ${n}`,
      jobs: monthsJobs(
        [
          ['Davit and winch monthly visual inspection', 1],
          ['Lifeboat lowered and manoeuvred in water', 3],
          ['Winch brake dynamic test', 12],
          ['On-load release gear overhaul', 60],
        ],
        'Bosun',
      ),
    });
  for (let n = 1; n <= 5; n++)
    components.push({
      code: `501.${pad2(n)}`,
      name: `AC chiller ${n} - screw compressor`,
      parent: '501 HVAC plant',
      maker: 'Carrier',
      model: '30XW-1502',
      hours: between(random, 30000, 60000),
      location: `AC room ${n <= 2 ? 1 : 2}, deck 2`,
      jobs: [
        { title: 'Compressor oil and filter change', interval: 10000, unit: 'h', who: 'HVAC Engineer' },
        { title: 'Condenser tube cleaning', interval: 12, unit: 'months', who: 'HVAC Engineer' },
        { title: 'Compressor bearing overhaul', interval: 40000, unit: 'h', who: 'HVAC Engineer' },
      ],
    });
  for (let n = 1; n <= 96; n++)
    components.push({
      code: `502.${pad2(n)}`,
      name: `Air handling unit AHU-${pad2(n)}`,
      parent: '502 HVAC air handling',
      maker: 'Novenco',
      model: oneOf(random, ['ZCN 1000', 'ZCN 800', 'ZCN 1250']),
      hours: between(random, 40000, 80000),
      location: `Fan room ${between(random, 3, 12)}${oneOf(random, ['F', 'M', 'A'])}`,
      jobs: [
        { title: 'Filter change, pre and fine', interval: 3, unit: 'months', who: 'HVAC Fitter' },
        { title: 'Fan bearing regrease', interval: 4000, unit: 'h', who: 'HVAC Fitter' },
        { title: 'Coil cleaning and drip tray disinfection', interval: 6, unit: 'months', who: 'HVAC Fitter' },
      ],
    });
  const dgHours = new Map<number, number>();
  for (let dg = 1; dg <= 6; dg++) {
    const hours = between(random, 38000, 52000);
    dgHours.set(dg, hours);
    const v12 = dg <= 4;
    const model = v12 ? 'Wärtsilä 12V46F' : 'Wärtsilä 8L46F';
    const parent = `601.${pad2(dg)} Diesel generator ${dg} (${model})`;
    const sub = (code: string, name: string, maker: string, m: string, jobs: Job[]) =>
      components.push({
        code: `601.${pad2(dg)}.${code}`,
        name: `Diesel generator ${dg} - ${name}`,
        parent,
        maker,
        model: m,
        hours,
        location: `Engine room ${dg <= 3 ? 1 : 2}, deck 1`,
        jobs,
      });
    sub('01', 'engine', 'Wärtsilä', model, [
      { title: 'Cylinder head overhaul, all units', interval: 24000, unit: 'h', who: '2nd Engineer' },
      { title: 'Main bearing inspection, one unit', interval: 24000, unit: 'h', who: '2nd Engineer' },
      { title: 'Injection valve overhaul', interval: 4000, unit: 'h', who: '3rd Engineer' },
      { title: 'Crankshaft deflection measurement', interval: 6, unit: 'months', who: '2nd Engineer' },
    ]);
    const tcJobs = (): Job[] => [
      { title: 'Turbocharger compressor side water washing', interval: 100, unit: 'h', who: '4th Engineer' },
      { title: 'Turbocharger borescope inspection', interval: 8000, unit: 'h', who: '2nd Engineer' },
      { title: 'Turbocharger major overhaul', interval: 16000, unit: 'h', who: 'Service engineer (ABB)' },
    ];
    sub('02', v12 ? 'turbocharger A-bank' : 'turbocharger', 'ABB Turbo Systems', 'A175-L35', tcJobs());
    if (v12) sub('03', 'turbocharger B-bank', 'ABB Turbo Systems', 'A175-L35', tcJobs());
    sub('04', 'charge air cooler', 'Kelvion', 'CAC 46-2', [
      { title: 'Charge air cooler cleaning', interval: 8000, unit: 'h', who: '3rd Engineer' },
    ]);
    sub('05', 'governor actuator', 'Woodward', 'UG25+', [
      { title: 'Governor oil change', interval: 12000, unit: 'h', who: '3rd Engineer' },
    ]);
    sub('06', 'lube oil automatic filter', 'Boll & Kirch', '6.46', [
      { title: 'Filter candle inspection', interval: 2000, unit: 'h', who: '4th Engineer' },
      { title: 'Filter overhaul', interval: 12, unit: 'months', who: '3rd Engineer' },
    ]);
    sub('07', 'alternator', 'ABB', 'AMG 1120', [
      { title: 'Alternator bearing inspection and insulation test', interval: 12, unit: 'months', who: 'ETO' },
      { title: 'Alternator bearing overhaul', interval: 32000, unit: 'h', who: 'ETO' },
    ]);
  }
  for (let n = 1; n <= 4; n++)
    components.push({
      code: `611.${pad2(n)}`,
      name: `HFO/VLSFO purifier ${n}`,
      parent: '611 Fuel oil treatment',
      maker: 'Alfa Laval',
      model: 'S937',
      hours: between(random, 50000, 90000),
      location: 'Purifier room, deck 1',
      jobs: [
        { title: 'Bowl intermediate service', interval: 2000, unit: 'h', who: 'Motorman' },
        { title: 'Bowl major service', interval: 8000, unit: 'h', who: '3rd Engineer' },
      ],
    });
  for (let n = 1; n <= 6; n++)
    components.push({
      code: `612.${pad2(n)}`,
      name: `Lube oil purifier DG${n}`,
      parent: '612 Lube oil treatment',
      maker: 'Alfa Laval',
      model: 'S821',
      hours: between(random, 50000, 90000),
      location: 'Purifier room, deck 1',
      jobs: [
        { title: 'Bowl intermediate service', interval: 2000, unit: 'h', who: 'Motorman' },
        { title: 'Bowl major service', interval: 8000, unit: 'h', who: '3rd Engineer' },
      ],
    });
  for (const [code, name, maker, model] of [
    ['621.01', 'Fresh water generator 1 (RO)', 'Alfa Laval', 'AQUA Blue'],
    ['621.02', 'Fresh water generator 2 (RO)', 'Alfa Laval', 'AQUA Blue'],
    ['622.01', 'Exhaust gas boiler 1', 'Aalborg', 'XW-S'],
    ['622.02', 'Oil fired boiler 1', 'Aalborg', 'OS-TCi'],
    ['623.01', 'Starting air compressor 1', 'Sperre', 'HV2/200'],
    ['623.02', 'Starting air compressor 2', 'Sperre', 'HV2/200'],
    ['623.03', 'Working air compressor', 'Atlas Copco', 'GA 90'],
    ['624.01', 'Sewage treatment plant', 'Evac', 'MBR 3000'],
    ['625.01', 'Incinerator', 'TeamTec', 'OG400C'],
    ['701.01', 'Propulsion pod port', 'ABB', 'Azipod XO 2100'],
    ['701.02', 'Propulsion pod starboard', 'ABB', 'Azipod XO 2100'],
    ['702.01', 'Bow thruster 1', 'Brunvoll', 'FU-80-LTC-2750'],
    ['702.02', 'Bow thruster 2', 'Brunvoll', 'FU-80-LTC-2750'],
    ['702.03', 'Bow thruster 3', 'Brunvoll', 'FU-80-LTC-2750'],
    ['703.01', 'Fin stabiliser port', 'Rolls-Royce', 'Neptune'],
    ['703.02', 'Fin stabiliser starboard', 'Rolls-Royce', 'Neptune'],
  ] as const)
    components.push({
      code,
      name,
      parent: `${code.slice(0, 3)} Machinery`,
      maker,
      model,
      hours: between(random, 20000, 90000),
      location: oneOf(random, [
        'Engine room 1, deck 1',
        'Engine room 2, deck 1',
        'Pod room, deck 0',
        'Thruster room, deck 0',
        'Stabiliser room, deck 1',
      ]),
      jobs: [
        { title: 'Routine inspection', interval: 1, unit: 'months', who: '3rd Engineer' },
        { title: 'Oil sample to laboratory', interval: 3, unit: 'months', who: '4th Engineer' },
        { title: 'Major overhaul', interval: between(random, 3, 6) * 8000, unit: 'h', who: 'Service engineer' },
      ],
    });
  for (let n = 1; n <= 24; n++)
    components.push({
      code: `801.${pad2(n)}`,
      name: `Passenger lift ${n}`,
      parent: '801 Vertical transport',
      maker: 'KONE',
      model: 'MonoSpace Marine',
      hours: null,
      location: `Lift shaft ${n <= 8 ? 'forward' : 'aft'} ${n}`,
      jobs: monthsJobs(
        [
          ['Monthly safety circuit test', 1],
          ['Wire rope inspection', 6],
          ['Annual class survey with third party', 12],
        ],
        'Lift Technician',
      ),
    });
  const galley = [
    'Combi oven',
    'Tilting kettle',
    'Dishwasher, flight type',
    'Blast chiller',
    'Ice machine',
    'Bratt pan',
    'Induction range',
  ];
  for (let n = 1; n <= 48; n++) {
    const what = galley[n % galley.length]!;
    components.push({
      code: `811.${pad2(n)}`,
      name: `${what} ${Math.ceil(n / galley.length)} - ${oneOf(random, ['Main galley', 'Lido galley', 'Crew galley', 'Bakery', 'Steakhouse galley'])}`,
      parent: '811 Galley equipment',
      maker: oneOf(random, ['Rational', 'Electrolux', 'MKN', 'Hobart', 'Scotsman', 'Metos']),
      model: `${hex(random, 2).toUpperCase()}-${between(random, 100, 990)}`,
      hours: null,
      location: `Galley, deck ${oneOf(random, [3, 4, 11])}`,
      jobs: monthsJobs(
        [
          ['Descaling and gasket check', 1],
          ['Electrical safety inspection', 6],
          ['Service by maker\u2019s agent', 12],
        ],
        'Galley Technician',
      ),
    });
  }
  let needle = '';
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const blocks = components.map((c) => {
    const out = [
      `  - code: "${c.code}"`,
      `    name: ${c.name}`,
      `    parent: ${c.parent}`,
      `    maker: ${c.maker}`,
      `    model: ${c.model}`,
      `    serial_no: ${serial()}`,
      `    location: ${c.location}`,
      `    critical: ${/^(301|601|701|702)/.test(c.code) ? 'true' : 'false'}`,
    ];
    if (c.hours !== null)
      out.push(
        `    counter:`,
        `      type: running_hours`,
        `      value: ${c.hours}`,
        `      read: ${day(now - between(random, 0, 2) * DAY)}`,
      );
    out.push(`    jobs:`);
    c.jobs.forEach((j, i) => {
      out.push(
        `      - job_no: ${c.code}-J${pad2(i + 1)}`,
        `        title: ${j.title}`,
        `        interval: ${j.interval} ${j.unit}`,
        `        responsible: ${j.who}`,
      );
      if (j.unit === 'h' && c.hours !== null) {
        const done = c.hours - between(random, 0, j.interval - 1);
        const next = done + j.interval;
        out.push(
          `        last_done: ${day(now - ((c.hours - done) / 17) * DAY - between(random, 0, 5) * DAY)}`,
          `        last_done_counter: ${done}`,
          `        next_due_counter: ${next}`,
          `        next_due_est: ${day(now + ((next - c.hours) / 17) * DAY)}`,
        );
        if (c.code === '601.04.03' && j.title === 'Turbocharger major overhaul') needle = String(next);
      } else {
        const months = j.unit === 'months' ? j.interval : 12;
        const lastDone = now - pick(random, Math.max(1, Math.floor(months * 30))) * DAY;
        out.push(`        last_done: ${day(lastDone)}`, `        next_due: ${day(lastDone + months * 30.4 * DAY)}`);
      }
      out.push(`        status: ${oneOf(random, ['Planned', 'Planned', 'Planned', 'Released', 'Postponed (class agreed)'])}`);
      out.push(
        `        spares: ${random() < 0.5 ? '[]' : `[${Array.from({ length: between(random, 1, 3) }, () => `"${between(random, 100, 999)}.${between(random, 100, 999)}.${between(random, 10, 99)}"`).join(', ')}]`}`,
      );
    });
    return out.join('\n');
  });
  const output = [
    '# AMOS maintenance export - component and job list',
    `# Vessel: MS ${SHIP} (IMO ${IMO})   Exported: ${shipStamp(now).slice(0, 16)} by C/E D. Okonkwo`,
    'export:',
    `  vessel: ${SHIP}`,
    `  imo: "${IMO}"`,
    `  exported_at: ${isoZ(now)}`,
    `  filter: { department: ENGINE, include_hotel_technical: true }`,
    `  components_count: ${components.length}`,
    'components:',
    ...blocks,
  ].join('\n');
  return probe(
    'round 76: maintenance plan (YAML)',
    "When's the next major overhaul due for the B-bank turbocharger on diesel generator 4?",
    'export_maintenance_plan',
    output,
    'pms-turbo',
    needle,
  );
}

/** Shore excursions: the voyage's tour inventory per port, as the excursion system's API returns it. */
function excursionsJson(): EconomicsTask {
  const random = seededRandom(760_105);
  const ports = [
    {
      port: 'Nassau, Bahamas',
      code: 'NAS',
      date: '2026-11-16',
      status: 'completed',
      phone: () => `+1 242 ${between(random, 300, 399)} ${between(random, 1000, 9999)}`,
      domain: 'bs',
      tours: [
        'Blue Lagoon Dolphin Encounter',
        'Atlantis Aquaventure Day Pass',
        'Historic Nassau Walking Tour',
        'Rose Island Snorkel & Beach',
        'Exuma Swimming Pigs by Speedboat',
        'Junkanoo Beach Break',
        'Graycliff Chocolate & Rum Tasting',
        'Pearl Island Beach Day',
        'Fort Fincastle & Queen\u2019s Staircase',
        'Glass Bottom Boat & Sea Gardens',
        'Stingray City Snorkel',
        'Bahamian Food Tasting Walk',
        'Jet Ski Tour to Rose Island',
        'Catamaran Sail & Reef Snorkel',
        'Shark Dive, Stuart Cove',
        'Sunset Sail (overnight guests)',
      ],
      vendors: [
        'Bahama Breeze Tours',
        'Stuart Cove\u2019s Dive',
        'Blue Lagoon Ventures',
        'Island Routes Nassau',
        'Sea Horse Charters',
        'Majestic Tours Ltd',
      ],
    },
    {
      port: 'Cozumel, Mexico',
      code: 'CZM',
      date: '2026-11-18',
      status: 'selling',
      phone: () => `+52 987 ${between(random, 800, 899)} ${between(random, 1000, 9999)}`,
      domain: 'mx',
      tours: [
        'Tulum & Xel-H\u00e1 Park',
        'Mayan Ruins of San Gervasio',
        'Chankanaab Beach Park',
        'Palancar Reef Snorkel',
        'Catamaran Sail & Snorkel',
        'Jeep Island Adventure',
        'Mr. Sancho\u2019s Beach Club',
        'Tequila & Mezcal Tasting',
        'Playa del Carmen Shopping',
        'Xcaret Park',
        'Cenote & Jungle Zipline',
        'Dolphin Swim at Chankanaab',
        'Two-Tank Dive, Columbia Wall',
        'ATV Jungle & Punta Sur',
        'Atlantis Submarine Expedition',
        'Stand-up Paddle at Punta Sur',
        'Cocina Mexicana Cooking Class',
        'Tulum Express by Ferry',
      ],
      vendors: [
        'Cozumel Adventure Co.',
        'Caribe Azul Tours',
        'Punta Sur Expeditions',
        'Isla Bonita Charters',
        'Riviera Maya Transfers',
        'Dive Palancar S.A.',
      ],
    },
    {
      port: 'Roat\u00e1n, Honduras',
      code: 'RTB',
      date: '2026-11-19',
      status: 'selling',
      phone: () => `+504 2445 ${between(random, 1000, 9999)}`,
      domain: 'hn',
      tours: [
        'Gumbalimba Park & Monkeys',
        'West Bay Beach Break',
        'Mangrove Tunnels & Punta Gorda',
        'Roat\u00e1n Zipline Canopy',
        'Glass Bottom Boat & Snorkel',
        'Sloth & Monkey Sanctuary',
        'Chocolate Factory Tour',
        'Two-Tank Dive, Mary\u2019s Place',
        'Little French Key Beach',
        'Deep Sea Fishing Charter',
        'Island Highlights & Garifuna Dance',
        'Kayak & Snorkel Sandy Bay',
      ],
      vendors: ['Bay Islands Excursions', 'Garifuna Tours', 'West End Divers', 'Roat\u00e1n Treetop Adventures', 'Coral Cay Charters'],
    },
    {
      port: 'Costa Maya, Mexico',
      code: 'CMY',
      date: '2026-11-20',
      status: 'selling',
      phone: () => `+52 983 ${between(random, 100, 199)} ${between(random, 1000, 9999)}`,
      domain: 'mx',
      tours: [
        'Chacchoben Mayan Ruins',
        'Bacalar Lagoon of Seven Colors',
        'Mahahual Beach Break',
        'Kohunlich Ruins & Masks',
        'Lost Mayan Kingdom Water Park',
        'ATV & Cenote Swim',
        'Mahahual Snorkel & Reef',
        'Chacchoben & Beach Combo',
        'Bacalar Kayak & Stromatolites',
        'Mayan Village & Cooking',
        'Catamaran to Banco Chinchorro View',
        'Salsa & Tequila Beach Party',
      ],
      vendors: [
        'Maya Costa Tours',
        'Bacalar Expeditions',
        'Mahahual Watersports',
        'Sur de Quintana Roo Transfers',
        'Costa Maya Adventures',
      ],
    },
  ];
  const levels = ['Easy', 'Moderate', 'Active', 'Strenuous'];
  const categories = ['Culture & History', 'Beach & Leisure', 'Water & Snorkel', 'Adventure', 'Food & Drink', 'Nature & Wildlife', 'Scuba'];
  const meetings = [
    'Celestial Theater, Deck 4 Forward',
    'Starlight Lounge, Deck 5 Aft',
    'Pier, at the tour flags',
    'Sapphire Lounge, Deck 6 Midship',
  ];
  const contact = () =>
    `${oneOf(random, ['Rodrigo', 'Marisol', 'Kendrick', 'Latoya', 'Javier', 'Ximena', 'Dwayne', 'Esperanza', 'Hector', 'Yolanda', 'Cedric', 'Ana Luisa'])} ${oneOf(random, ['Canul', 'Pech', 'Rolle', 'Knowles', 'Bodden', 'Ebanks', 'Chan', 'Ek', 'Ferguson', 'McKenzie', 'Arch', 'Dzul'])}`;
  let needle = '';
  const portBlocks = ports.map((p) => {
    const vendors = p.vendors.map((name, i) => ({
      id: `OP-${p.code}-${pad2(i + 11)}`,
      name,
      contact: contact(),
      phone: p.phone(),
      email: `ops@${name.toLowerCase().replace(/[^a-z]+/g, '')}.com.${p.domain}`,
      insurance_expires: `2027-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
    }));
    const names: string[] = [];
    for (const t of p.tours) {
      names.push(t);
      for (const variant of shuffle(random, ['(Private)', '(Family)', '- Deluxe', '- Morning', '- Afternoon']).slice(
        0,
        between(random, 1, 3),
      ))
        names.push(`${t} ${variant}`);
    }
    if (p.code === 'CZM') names.splice(Math.floor(names.length * 0.45), 0, 'Tulum Ruins & Beach Break');
    const tours = names.map((name, i) => {
      const target = name === 'Tulum Ruins & Beach Break';
      const long = target || /Tulum|Xcaret|Bacalar|Kohunlich|Exuma/.test(name);
      const duration = long ? oneOf(random, [7.5, 8, 8.5, 9]) : oneOf(random, [2.5, 3, 3.5, 4, 4.5, 5, 6]);
      const departH = long ? between(random, 7, 8) : between(random, 8, 13);
      const departM = oneOf(random, [0, 15, 30, 45]);
      const capacity = oneOf(random, [12, 16, 24, 40, 48, 56, 96, 120]);
      const sold = p.status === 'completed' ? capacity - pick(random, 6) : between(random, Math.floor(capacity * 0.3), capacity);
      const operator = target
        ? {
            id: `OP-CZM-${pad2(p.vendors.length + 11)}`,
            name: 'Maya Sur Expediciones',
            contact: 'Rodrigo Canul',
            phone: '+52 987 872 4416',
            email: 'reservas@mayasurexpediciones.com.mx',
            insurance_expires: '2027-05-31',
          }
        : oneOf(random, vendors);
      if (target) needle = operator.phone;
      const adult = money(oneOf(random, [49, 59, 69, 79, 89, 99, 119, 139, 159, 189, 229]) + (random() < 0.5 ? 0.95 : 0));
      return {
        code: `${p.code}-${between(random, 1, 9)}${pad2(i + 10)}`,
        name,
        description: `${name.replace(/ \(.*\)| - .*/, '')}: ${oneOf(random, ['a relaxed', 'an unforgettable', 'a small-group', 'a guided', 'a full'])} ${duration >= 6 ? 'day' : 'half-day'} with ${oneOf(random, ['a certified local guide', 'bilingual guides', 'our most popular operator', 'plenty of free time'])}. ${oneOf(random, ['Return transfer to the pier is included.', 'Light refreshments are served on the way back.', 'Guests should bring swimwear, a towel and cash for tips.', 'Spaces are limited and this tour sells out on most sailings.'])}`,
        category: /Ruins|Mayan|Historic|Fort|Garifuna|Kohunlich|Chacchoben|Tulum/.test(name)
          ? 'Culture & History'
          : oneOf(random, categories),
        activity_level: oneOf(random, levels),
        duration_hours: duration,
        depart_local: `${pad2(departH)}:${pad2(departM)}`,
        return_local: `${pad2(Math.floor((departH * 60 + departM + duration * 60) / 60))}:${pad2((departM + duration * 60) % 60)}`,
        meeting: { location: oneOf(random, meetings), time: `${pad2(departH - 1)}:${pad2(oneOf(random, [15, 30, 45]))}` },
        pricing: { adult, child: money(adult * 0.75), currency: 'USD', child_age_range: oneOf(random, ['3-11', '5-12', '8-17']) },
        inventory: { capacity, sold, held: pick(random, 4), waitlist: sold >= capacity ? between(random, 1, 12) : 0 },
        manifest: {
          adults: sold - Math.floor(sold / 5),
          children: Math.floor(sold / 5),
          wheelchair: pick(random, 2),
          dietary_notes: pick(random, 5),
        },
        operator,
        transport: target
          ? ['Ultramar ferry to Playa del Carmen', 'A/C motorcoach']
          : [
              oneOf(random, [
                'A/C motorcoach',
                'Open-air safari truck',
                'Catamaran',
                'Speedboat',
                'Walking',
                'Jeep (self-drive)',
                'Minivan',
              ]),
            ],
        includes: shuffle(random, [
          'Bottled water',
          'Entrance fees',
          'Guide',
          'Lunch',
          'Snorkel gear',
          'Open bar',
          'Towels',
          'Life vest',
          'Lockers',
        ]).slice(0, between(random, 1, 4)),
        restrictions: shuffle(random, [
          'Not wheelchair accessible',
          'Minimum age 8',
          'Not for guests with back problems',
          'Must be able to swim',
          'Max weight 250 lb',
          'Closed-toe shoes required',
        ]).slice(0, between(random, 0, 3)),
        notes: target
          ? 'Ferry crossing about 45 minutes each way; bring passport copy and cash for the archaeological zone photo permit.'
          : oneOf(random, [
              'Bring reef-safe sunscreen.',
              'Wear comfortable walking shoes.',
              'Tour may be rescheduled for weather.',
              'Photo ID required.',
              '',
            ]),
      };
    });
    return {
      port: p.port,
      port_code: p.code,
      call_date: p.date,
      status: p.status,
      tender: false,
      all_aboard: p.code === 'RTB' ? '16:30' : '17:00',
      tours,
    };
  });
  const output = JSON.stringify(
    { voyage: VOYAGE, ship: SHIP, generated_at: isoZ(ship(2026, 11, 17, 8, 15)), currency: 'USD', ports: portBlocks },
    null,
    2,
  );
  return probe(
    'round 76: shore excursions (pretty JSON)',
    "What's the phone number for the local operator that runs the Tulum ruins and beach tour in Cozumel?",
    'list_shore_excursions',
    output,
    'tour-operator',
    needle,
  );
}

/** Galley: the provision stores' stock by store, item and lot, as the inventory system exports it. */
function galleyInventoryXml(): EconomicsTask {
  const random = seededRandom(760_106);
  const stores: { code: string; name: string; setpoint: string; items: string[] }[] = [
    {
      code: 'CH-01',
      name: 'Meat thawing chiller',
      setpoint: '+2',
      items: [
        'Beef striploin, USDA Choice',
        'Beef tenderloin, PSMO',
        'Pork loin, boneless',
        'Lamb rack, frenched',
        'Chicken breast, boneless skinless',
        'Veal shank, osso buco cut',
        'Duck breast, Magret',
      ],
    },
    {
      code: 'CH-02',
      name: 'Fish chiller',
      setpoint: '0',
      items: [
        'Salmon fillet, Atlantic, fresh, skin-on',
        'Mahi-mahi fillet, fresh',
        'Snapper, whole, red',
        'Shrimp 16/20, thawed',
        'Mussels, live, 1 kg net',
        'Clams, littleneck, live',
      ],
    },
    {
      code: 'CH-03',
      name: 'Dairy chiller',
      setpoint: '+3',
      items: [
        'Milk, whole, 1 gal',
        'Milk, 2%, 1 gal',
        'Heavy cream 36%',
        'Butter, unsalted, 1 lb',
        'Yogurt, Greek, plain',
        'Cheese, cheddar, block',
        'Cheese, parmesan, wheel',
        'Cheese, brie, 1 kg',
        'Cream cheese, 3 lb',
        'Eggs, liquid, pasteurised',
      ],
    },
    {
      code: 'CH-04',
      name: 'Vegetable chiller',
      setpoint: '+5',
      items: [
        'Lettuce, romaine',
        'Tomatoes, vine',
        'Cucumbers',
        'Bell peppers, red',
        'Onions, yellow',
        'Carrots, jumbo',
        'Broccoli crowns',
        'Zucchini',
        'Mushrooms, button',
        'Herbs, basil',
        'Herbs, cilantro',
        'Avocado, Hass',
      ],
    },
    {
      code: 'CH-05',
      name: 'Fruit chiller',
      setpoint: '+6',
      items: [
        'Strawberries',
        'Blueberries',
        'Pineapple, gold',
        'Melon, cantaloupe',
        'Melon, honeydew',
        'Grapes, red seedless',
        'Apples, Gala',
        'Oranges, navel',
        'Limes, seedless',
        'Bananas',
      ],
    },
    {
      code: 'CH-06',
      name: 'Deli chiller',
      setpoint: '+3',
      items: [
        'Salmon, smoked, Scottish, sliced',
        'Ham, Black Forest',
        'Prosciutto di Parma',
        'Salami, Genoa',
        'Turkey breast, roasted',
        'Olives, Kalamata',
        'Hummus, 5 lb',
      ],
    },
    {
      code: 'FR-01',
      name: 'Meat freezer',
      setpoint: '-22',
      items: [
        'Beef, ground 80/20',
        'Beef short rib, bone-in',
        'Pork ribs, baby back',
        'Chicken wings, IQF',
        'Chicken thigh, boneless',
        'Turkey, whole',
        'Lamb shoulder, boneless',
        'Sausage, Italian, mild',
        'Bacon, sliced, 18/22',
      ],
    },
    {
      code: 'FR-02',
      name: 'Poultry and bakery freezer',
      setpoint: '-22',
      items: [
        'Croissant dough, butter',
        'Pain au chocolat, raw',
        'Bagels, plain',
        'Baguette, par-baked',
        'Puff pastry sheets',
        'Danish assortment, raw',
        'Chicken, whole, 3 lb',
      ],
    },
    {
      code: 'FR-03',
      name: 'Fish and seafood freezer',
      setpoint: '-25',
      items: [
        'Salmon portion, Atlantic, 170 g, skinless',
        'Cod loin, 170 g',
        'Tuna loin, saku',
        'Shrimp 16/20, raw, P&D',
        'Shrimp 31/40, cooked',
        'Scallops U10, dry',
        'Lobster tail 6-7 oz',
        'Calamari rings',
        'Crab, snow, clusters',
        'Halibut fillet',
        'Swordfish loin',
        'Octopus, cooked',
      ],
    },
    {
      code: 'FR-04',
      name: 'Ice cream freezer',
      setpoint: '-25',
      items: [
        'Ice cream, vanilla, 3 gal',
        'Ice cream, chocolate, 3 gal',
        'Gelato base, fior di latte',
        'Sorbet, mango',
        'Sorbet, raspberry',
        'Frozen yogurt mix',
      ],
    },
    {
      code: 'FR-05',
      name: 'Vegetable freezer',
      setpoint: '-20',
      items: [
        'Peas, green, IQF',
        'Corn kernels, IQF',
        'French fries, 3/8 in',
        'Sweet potato fries',
        'Spinach, chopped',
        'Edamame, shelled',
        'Berries, mixed, IQF',
      ],
    },
    {
      code: 'DRY-01',
      name: 'Dry provisions',
      setpoint: 'ambient',
      items: [
        'Flour, all-purpose, 50 lb',
        'Sugar, granulated, 50 lb',
        'Rice, jasmine, 25 lb',
        'Pasta, penne, 20 lb',
        'Pasta, spaghetti, 20 lb',
        'Olive oil, extra virgin, 3 L',
        'Canola oil, 35 lb',
        'Tomatoes, crushed, #10 can',
        'Coffee beans, espresso, 5 lb',
        'Tea, English breakfast',
        'Cereal, corn flakes',
        'Oats, rolled',
        'Chocolate couverture 64%',
        'Vanilla beans, Madagascar',
        'Salt, kosher',
        'Pepper, black, whole',
      ],
    },
    {
      code: 'DRY-02',
      name: 'Beverage store',
      setpoint: 'ambient',
      items: [
        'Water, still, 500 ml',
        'Water, sparkling, 750 ml',
        'Cola, 12 oz can',
        'Ginger ale, 12 oz can',
        'Tonic water, 200 ml',
        'Orange juice, 1 L',
        'Beer, lager, 12 oz',
        'Beer, IPA, 12 oz',
        'Vodka, 1 L',
        'Rum, white, 1 L',
        'Tequila, blanco, 1 L',
        'Prosecco, 750 ml',
      ],
    },
  ];
  const fr03 = stores.find((s) => s.code === 'FR-03')!;
  fr03.items.splice(6, 0, 'Salmon fillet, Atlantic, skin-on, IVP, frozen');
  const suppliers = [
    'Sysco Port Everglades',
    'US Foods Marine',
    'Atlantic Ship Supply',
    'Gourmet Marine Provisions',
    'Caribbean Ship Chandlers',
    'Bahamas Food Services',
  ];
  const origins = ['USA', 'Norway', 'Chile', 'Canada', 'Mexico', 'Netherlands', 'Italy', 'Scotland', 'Ecuador', 'New Zealand'];
  const lotNo = (received: number) =>
    `${oneOf(random, ['L', 'LOT', 'B'])}${new Date(received).toISOString().slice(2, 7).replace('-', '')}-${between(random, 10000, 99999)}`;
  let needle = '';
  const today = ship(2026, 11, 17);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<StoreInventory vessel="${SHIP}" imo="${IMO}" voyage="${VOYAGE}" generated="${isoZ(ship(2026, 11, 17, 6, 30))}" uom="metric">`,
  ];
  let article = 20_000;
  for (const store of stores) {
    lines.push(
      `  <Store code="${store.code}" name="${store.name}" setpointC="${store.setpoint}" deck="${store.code.startsWith('DRY') ? 'B' : 'A'}">`,
    );
    const frozen = store.code.startsWith('FR');
    const expanded = store.items.flatMap((i) =>
      random() < 0.6 || i.endsWith('frozen')
        ? [i]
        : [i, `${i}, ${oneOf(random, ['organic', 'catering pack', 'portion pack', 'premium', 'value line'])}`],
    );
    for (const item of expanded) {
      article += between(random, 1, 40);
      const target = item === 'Salmon fillet, Atlantic, skin-on, IVP, frozen';
      const lots = target ? 1 : between(random, 1, 3);
      lines.push(
        '    <Item>',
        `      <ArticleNo>${article}</ArticleNo>`,
        `      <Description>${item.replace(/&/g, '&amp;')}</Description>`,
        `      <Category>${frozen ? 'Frozen' : store.code.startsWith('CH') ? 'Chilled' : 'Ambient'}</Category>`,
        `      <ParLevel uom="${store.code === 'DRY-02' ? 'CASE' : 'KG'}">${between(random, 20, 800)}</ParLevel>`,
      );
      for (let l = 0; l < lots; l++) {
        const received = today - between(random, 2, frozen ? 120 : store.code.startsWith('DRY') ? 200 : 9) * DAY;
        const bestBefore =
          received +
          (frozen ? between(random, 180, 540) : store.code.startsWith('DRY') ? between(random, 200, 700) : between(random, 4, 21)) * DAY;
        const lot = lotNo(received - between(random, 5, 40) * DAY);
        if (target) needle = lot;
        lines.push(
          '      <Lot>',
          `        <LotNo>${lot}</LotNo>`,
          `        <Supplier>${target ? 'Atlantic Ship Supply' : oneOf(random, suppliers)}</Supplier>`,
          `        <CountryOfOrigin>${target ? 'Norway' : oneOf(random, origins)}</CountryOfOrigin>`,
          `        <Received>${day(received)}</Received>`,
          `        <BestBefore>${day(bestBefore)}</BestBefore>`,
          `        <Quantity uom="${store.code === 'DRY-02' ? 'CASE' : 'KG'}">${(random() * 600 + 5).toFixed(1)}</Quantity>`,
          `        <Location>Rack ${oneOf(random, ['A', 'B', 'C', 'D'])} / level ${between(random, 1, 4)}</Location>`,
          `        <UnitCost currency="USD">${(random() * 30 + 0.5).toFixed(2)}</UnitCost>`,
          '      </Lot>',
        );
      }
      lines.push('    </Item>');
    }
    lines.push('  </Store>');
  }
  lines.push('</StoreInventory>');
  // Stock-take history pads the export the way the real one does: one count record per lot, after the stores.
  const counts = ['  <StockTakes>'];
  for (let k = 0; k < 1400; k++) {
    const store = oneOf(random, stores);
    counts.push(
      `    <Count store="${store.code}" article="${between(random, 20_000, article)}" date="${day(today - between(random, 1, 60) * DAY)}" counted="${(random() * 400).toFixed(1)}" system="${(random() * 400).toFixed(1)}" by="${crewInitial(random)}"/>`,
    );
  }
  counts.push('  </StockTakes>');
  lines.splice(lines.length - 1, 0, ...counts);
  const output = lines.join('\n');
  return probe(
    'round 76: galley stores inventory (XML)',
    'Which lot are the frozen Atlantic salmon fillets in the fish freezer from?',
    'export_store_inventory',
    output,
    'galley-lot',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** Bridge: the electronic deck logbook from Friday to now, automatic position entries and the watch's own. */
function deckLog(): EconomicsTask {
  const random = seededRandom(760_107);
  const start = ship(2026, 11, 13, 0, 0);
  const end = ship(2026, 11, 17, 13, 20);
  type Entry = { at: number; kind: string; text: string };
  const entries: Entry[] = [];
  const officers = ['C/O M. Varga', '2/O K. Lindqvist', '3/O A. Santos', 'SC/O P. Nair', 'JO/O D. Tran'];
  /** The officer of the watch: 2/O on the 12-4, C/O on the 4-8, 3/O on the 8-12. */
  const oow = (at: number) => officers[[1, 0, 2][Math.floor(new Date(at + SHIP_OFFSET).getUTCHours() / 4) % 3]!]!;
  // Where the ship is: alongside, or on a straight passage between two points.
  const phases: { from: number; to: number; at: readonly [number, number]; dest: readonly [number, number]; place: string }[] = [
    { from: start, to: ship(2026, 11, 14, 5, 50), at: [21.95, -84.98], dest: [26.09, -80.07], place: 'passage CMY-PEV (voyage HM2645)' },
    {
      from: ship(2026, 11, 14, 5, 50),
      to: ship(2026, 11, 14, 6, 40),
      at: [26.09, -80.07],
      dest: [26.0931, -80.1203],
      place: 'pilotage PEV inbound',
    },
    {
      from: ship(2026, 11, 14, 6, 40),
      to: ship(2026, 11, 14, 16, 30),
      at: [26.0931, -80.1203],
      dest: [26.0931, -80.1203],
      place: 'alongside Port Everglades berth 26',
    },
    {
      from: ship(2026, 11, 14, 16, 30),
      to: ship(2026, 11, 15, 12, 0),
      at: [26.0931, -80.1203],
      dest: [27.05, -78.65],
      place: 'passage PEV-NAS',
    },
    {
      from: ship(2026, 11, 15, 12, 0),
      to: ship(2026, 11, 16, 6, 50),
      at: [27.05, -78.65],
      dest: [25.0991, -77.3555],
      place: 'passage PEV-NAS',
    },
    {
      from: ship(2026, 11, 16, 6, 50),
      to: ship(2026, 11, 16, 17, 0),
      at: [25.081, -77.342],
      dest: [25.081, -77.342],
      place: 'alongside Nassau, Prince George Wharf berth 2',
    },
    { from: ship(2026, 11, 16, 17, 0), to: end + HOUR, at: [25.081, -77.342], dest: [23.9, -82.1], place: 'passage NAS-CZM' },
  ];
  const dm = (v: number, pos: string, neg: string, w: number) => {
    const a = Math.abs(v);
    const d = Math.floor(a);
    return `${String(d).padStart(w, '0')}\u00b0${((a - d) * 60).toFixed(1).padStart(4, '0')}'${v >= 0 ? pos : neg}`;
  };
  const winds = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SW', 'W', 'NW'];
  /** The weather, hour by hour: it drifts rather than jumps. */
  const weather: { wind: number; force: number; sea: number; baro: number }[] = [];
  let w = { wind: 4, force: 4, sea: 3, baro: 1015.2 };
  for (let h = 0; h < 120; h++) {
    w = {
      wind: (w.wind + between(random, -1, 1) + winds.length) % winds.length,
      force: Math.min(6, Math.max(2, w.force + between(random, -1, 1))),
      sea: Math.min(4, Math.max(1, w.sea + between(random, -1, 1))),
      baro: w.baro + real(random, -0.6, 0.6),
    };
    weather.push(w);
  }
  for (let at = start; at < end; at += 4 * MINUTE) {
    const p = phases.find((ph) => at >= ph.from && at < ph.to)!;
    const f = Math.min(1, (at - p.from) / (p.to - p.from));
    const lat = p.at[0] + (p.dest[0] - p.at[0]) * f + (random() - 0.5) * 0.002;
    const lon = p.at[1] + (p.dest[1] - p.at[1]) * f + (random() - 0.5) * 0.002;
    const alongside = p.place.startsWith('alongside');
    const dLat = (p.dest[0] - p.at[0]) * 60;
    const dLon = (p.dest[1] - p.at[1]) * 60 * Math.cos((lat * Math.PI) / 180);
    const sog = alongside ? 0 : (Math.hypot(dLat, dLon) / ((p.to - p.from) / HOUR)) * real(random, 0.97, 1.03);
    const cog = alongside ? 0 : ((Math.atan2(dLon, dLat) * 180) / Math.PI + 360 + real(random, -2.5, 2.5)) % 360;
    const wx = weather[Math.floor((at - start) / HOUR)]!;
    const wind = `Wind ${winds[wx.wind]!} ${wx.force}`;
    const depth = p.place.startsWith('pilotage') || f < 0.02 || f > 0.98 ? between(random, 14, 60) : between(random, 900, 1800);
    entries.push({
      at,
      kind: 'AUTO',
      text: alongside
        ? `${p.place} | Pos ${dm(lat, 'N', 'S', 2)} ${dm(lon, 'E', 'W', 3)} | Hdg ${real(random, 40, 41).toFixed(1)} | ${wind} | Baro ${wx.baro.toFixed(1)} hPa`
        : `${p.place} | Pos ${dm(lat, 'N', 'S', 2)} ${dm(lon, 'E', 'W', 3)} | COG ${cog.toFixed(1)} SOG ${sog.toFixed(1)} kn | Hdg ${((cog + real(random, -3, 3) + 360) % 360).toFixed(1)} | Depth ${depth} m | ${wind} | Sea ${wx.sea} | Baro ${wx.baro.toFixed(1)} hPa`,
    });
  }
  const nav = (y: number, mo: number, d: number, h: number, mi: number, text: string) =>
    entries.push({ at: ship(y, mo, d, h, mi), kind: 'NAV', text });
  // Saturday arrival and turnaround at Port Everglades.
  nav(2026, 11, 14, 5, 18, 'Stand by engines, all thrusters and pods tested, steering gear both systems in use');
  nav(2026, 11, 14, 5, 51, 'Pilot Capt. J. Moreno embarked, pilot boat "Port Everglades 2", stbd side, PEV sea buoy abeam');
  nav(2026, 11, 14, 6, 22, 'First line ashore, port side to berth 26');
  nav(2026, 11, 14, 6, 37, 'All fast port side to Port Everglades berth 26, 4-3-2 fore and aft');
  nav(2026, 11, 14, 6, 41, 'Pilot disembarked to the quay. Finished with engines, 1 DG on line');
  nav(2026, 11, 14, 7, 15, 'Gangways 1 and 2 in position, CBP clearance commenced');
  nav(2026, 11, 14, 11, 2, 'Bunkering commenced from barge alongside stbd, VLSFO and MGO');
  nav(2026, 11, 14, 14, 48, 'Bunkering completed, barge let go');
  nav(2026, 11, 14, 15, 31, 'Stand by engines, bridge team closed up, steering gear tested');
  nav(2026, 11, 14, 16, 2, 'Pilot Capt. R. Alvarez embarked, via shore gangway');
  nav(2026, 11, 14, 16, 28, 'Singled up 1-1 fore and aft');
  nav(2026, 11, 14, 16, 33, 'All lines let go, ship off the berth under own power');
  nav(
    2026,
    11,
    14,
    17,
    13,
    'Pilot Capt. R. Alvarez away on pilot boat "Port Everglades 1", stbd side, pos 26\u00b007.7\'N 080\u00b004.0\'W',
  );
  nav(2026, 11, 14, 17, 21, 'Full away on passage to Nassau, rung off engines, sea watches set');
  nav(2026, 11, 14, 17, 45, 'Guest muster drill (safety briefing) completed, 3,862 guests accounted for');
  // Monday, Nassau.
  nav(2026, 11, 16, 6, 9, 'Stand by engines, steering gear tested, both radars and ECDIS in use');
  nav(2026, 11, 16, 6, 34, 'Pilot Capt. D. Rolle embarked from pilot boat "Nassau Pilot", port side');
  nav(2026, 11, 16, 7, 26, 'All fast stbd side to Prince George Wharf berth 2');
  nav(2026, 11, 16, 7, 29, 'Pilot disembarked to the wharf. Finished with engines');
  nav(2026, 11, 16, 16, 18, 'Stand by engines, steering gear tested');
  nav(2026, 11, 16, 16, 39, 'Pilot Capt. T. Knowles embarked');
  nav(2026, 11, 16, 17, 4, 'All lines let go');
  nav(2026, 11, 16, 17, 46, 'Pilot Capt. T. Knowles away on pilot boat "Nassau Pilot", port side, pos 25\u00b005.9\'N 077\u00b021.7\'W');
  nav(2026, 11, 16, 17, 58, 'Full away on passage to Cozumel, sea watches set');
  for (const [d, h, mi, text] of [
    [13, 9, 30, 'Crew fire and abandon ship drill, all stations reported'],
    [13, 14, 22, 'Course altered to 052 to pass Rebecca Shoal 3.0 nm off'],
    [15, 10, 5, 'Steering gear emergency drill, local control tested'],
    [15, 11, 42, 'Pilot ladder inspected and tested, stbd and port, in good order'],
    [15, 14, 37, 'Speed reduced to 9.0 kn to keep schedule for Nassau'],
    [15, 22, 8, 'Master\u2019s night orders read and signed by OOW'],
    [16, 23, 51, 'Clocks unchanged, ship\u2019s time remains UTC-5'],
    [17, 8, 14, 'Crew man-overboard drill, rescue boat 1 lowered to embarkation deck'],
  ] as const)
    nav(2026, 11, d, h, mi, text);
  for (let day = 13; day <= 17; day++)
    for (const h of [0, 4, 8, 12, 16, 20]) {
      const at = ship(2026, 11, day, h, 0) - between(random, 1, 3) * MINUTE;
      if (at > start && at < end)
        entries.push({
          at,
          kind: 'WATCH',
          text: `Watch handed over ${oneOf(random, officers)} to ${oneOf(random, officers)}, compasses compared, gyro and magnetic in agreement`,
        });
    }
  entries.sort((a, b) => a.at - b.at);
  const lines = entries.map((e) => {
    const local = shipIso(e.at);
    return `${dmy(local)} ${local.slice(11, 16)} LT (${new Date(e.at).toISOString().slice(11, 16)} UTC) | ${e.kind.padEnd(5)} | ${e.text} | OOW ${oow(e.at)}`;
  });
  const output = [
    `eLog export - MS ${SHIP} - deck logbook - ${dmy(shipIso(start))} 00:00 to ${dmy(shipIso(end))} ${shipIso(end).slice(11, 16)} (ship time UTC-5)`,
    ...lines,
  ].join('\n');
  return probe(
    'round 76: deck logbook (preamble and paraphrase)',
    "The port agent in Fort Lauderdale is querying the pilotage bill for Saturday's sailing. What time did we actually drop off the pilot on our way out?",
    'read_deck_log',
    output,
    'pilot-away',
    '14-Nov-2026 17:13',
  );
}

/** Hotel: the technical department's work orders for this voyage, grouped by location. */
function workOrders(): EconomicsTask {
  const random = seededRandom(760_108);
  const trades: [string, string[]][] = [
    [
      'HVAC',
      [
        'Cabin too warm, setpoint 21 C not reached',
        'FCU noisy at fan speed 3',
        'Condensate dripping from ceiling diffuser',
        'Musty smell from AC vent',
        'Thermostat display blank',
        'Balcony door open alarm, AC stopping',
      ],
    ],
    [
      'PLUMB',
      [
        'Shower drain slow',
        'Toilet not flushing (vacuum)',
        'Low hot water pressure in shower',
        'Washbasin tap dripping',
        'Shower head leaking at hose',
      ],
    ],
    [
      'ELEC',
      [
        'Bedside reading light not working',
        'Hair dryer not working',
        'Socket by desk dead',
        'Key card slot not powering cabin',
        'Bathroom mirror light flickering',
      ],
    ],
    [
      'AV',
      ['TV no signal on channel 12', 'Interactive TV frozen on welcome screen', 'Remote control not pairing', 'Cabin phone no dial tone'],
    ],
    [
      'CARP',
      ['Wardrobe door hinge loose', 'Balcony door hard to close', 'Drawer runner broken', 'Bed frame squeaking', 'Curtain track off rail'],
    ],
    ['SAFE', ['Safe will not open, guest code rejected', 'Safe battery low', 'Safe display not lit']],
  ];
  const techs: Record<string, string[]> = {
    HVAC: ['R. Pangilinan (HVAC)', 'I. Gunawan (HVAC)', 'M. Popescu (HVAC)'],
    PLUMB: ['J. Bautista (Plumber)', 'K. Sudana (Plumber)'],
    ELEC: ['N. Horvat (Electrician)', 'S. Rao (Electrician)'],
    AV: ['D. Pham (AV Tech)', 'L. Tran (AV Tech)'],
    CARP: ['A. Villanueva (Carpenter)', 'B. Lungu (Carpenter)'],
    SAFE: ['E. Castillo (Safe Tech)'],
  };
  const target = '9114';
  const cabins = cabinList(random, 0.3, [target, '9116', '9141', '9112']);
  type Wo = { loc: string; opened: number; trade: string; text: string; status: string; who: string; closed: string };
  const wos: Wo[] = [];
  const start = ship(2026, 11, 14, 12, 0);
  const now = ship(2026, 11, 17, 9, 40);
  const add = (loc: string, opened: number, trade: string, text: string) => {
    const done = random() < 0.78 && opened < now - 2 * HOUR;
    const closedAt = opened + between(random, 20, 600) * MINUTE;
    wos.push({
      loc,
      opened,
      trade,
      text,
      status: done && closedAt < now ? 'Closed' : oneOf(random, ['Open', 'In progress', 'Waiting parts']),
      who: oneOf(random, techs[trade]!),
      closed: done && closedAt < now ? shipStamp(closedAt).slice(0, 16) : '-',
    });
  };
  for (const cabin of cabins) {
    const n = random() < 0.55 ? between(random, 1, 3) : 0;
    for (let k = 0; k < n; k++) {
      const [trade, texts] = oneOf(random, trades);
      add(`Cabin ${cabin}`, start + Math.floor(random() * (now - start)), trade, oneOf(random, texts));
    }
  }
  const publicAreas = [
    'Lido Pool deck 11',
    'Sapphire Lounge',
    'Celestial Theater',
    'Main Dining Room aft',
    'Galley 2',
    'Crew mess',
    'Spa treatment room 4',
    'Casino',
    'Atrium deck 5',
    'Kids club',
  ];
  for (let k = 0; k < 260; k++) {
    const [trade, texts] = oneOf(random, trades.slice(0, 3));
    add(oneOf(random, publicAreas), start + Math.floor(random() * (now - start)), trade, oneOf(random, texts));
  }
  add(`Cabin ${target}`, ship(2026, 11, 15, 9, 12), 'PLUMB', 'Shower drain slow');
  add(`Cabin ${target}`, ship(2026, 11, 16, 13, 40), 'SAFE', 'Safe battery low');
  add('Cabin 9116', ship(2026, 11, 16, 20, 5), 'HVAC', 'Cabin cold at night, guest asks for extra blanket and lower fan');
  add('Cabin 9141', ship(2026, 11, 16, 22, 30), 'HVAC', 'Cabin too warm, setpoint 21 C not reached');
  wos.push({
    loc: `Cabin ${target}`,
    opened: ship(2026, 11, 16, 21, 42),
    trade: 'HVAC',
    text: 'Cabin temp low 17.5 C, thermostat no response to setpoint change, FCU valve suspected stuck open',
    status: 'In progress',
    who: 'R. Pangilinan (HVAC)',
    closed: '-',
  });
  wos.sort((a, b) => a.opened - b.opened);
  const woNo = new Map<Wo, string>();
  let n = between(random, 118_000, 118_200);
  for (const w of wos) {
    n += between(random, 1, 3);
    woNo.set(w, `WO-26-${n}`);
  }
  const key = (loc: string) => (loc.startsWith('Cabin ') ? `0${loc.slice(6).padStart(5, '0')}` : `1${loc}`);
  const sorted = [...wos].sort((a, b) => (key(a.loc) < key(b.loc) ? -1 : key(a.loc) > key(b.loc) ? 1 : a.opened - b.opened));
  const header = `${'WO No.'.padEnd(13)}  ${'Opened'.padEnd(16)}  ${'Location'.padEnd(20)}  ${'Trade'.padEnd(5)}  Pri  ${'Summary'.padEnd(90)}  ${'Status'.padEnd(13)}  ${'Assigned to'.padEnd(25)}  Closed`;
  const rows = sorted.map(
    (w) =>
      `${woNo.get(w)!.padEnd(13)}  ${shipStamp(w.opened).slice(0, 16)}  ${w.loc.padEnd(20)}  ${w.trade.padEnd(5)}  ${oneOf(random, ['P2', 'P3', 'P3', 'P4'])}   ${w.text.padEnd(90)}  ${w.status.padEnd(13)}  ${w.who.padEnd(25)}  ${w.closed}`,
  );
  const needle = woNo.get(wos.find((w) => w.text.startsWith('Cabin temp low 17.5'))!)!;
  const output = [
    `$ htwo list --voyage ${VOYAGE} --all --group-by location`,
    `Hotel Technical Work Orders - MS ${SHIP} - voyage ${VOYAGE} - ${rows.length} orders (ship time)`,
    '',
    header,
    '-'.repeat(header.length),
    ...rows,
    '',
    `${rows.length} work orders, ${wos.filter((w) => w.status !== 'Closed').length} not closed`,
  ].join('\n');
  return probe(
    'round 76: hotel work orders (preamble and paraphrase)',
    "Guest services just forwarded another call from Mrs. Haddad in 9114: she says it's like a fridge in there and fiddling with the control on the wall doesn't change anything. Has engineering already got a job open for that? I need the job number to give her.",
    'list_work_orders',
    output,
    'cabin-job',
    needle,
  );
}

/** Engine room: the fuel management ledger for the year, in sections: stock, daily use, deliveries, transfers. */
function fuelLedger(): EconomicsTask {
  const random = seededRandom(760_109);
  const first = utc(2025, 11, 18);
  const last = utc(2026, 11, 16);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const consumers = ['DG1', 'DG2', 'DG3', 'DG4', 'DG5', 'DG6', 'BLR1', 'INCIN'];
  const daily: string[] = [
    `${'Date'.padEnd(10)}  ${'Consumer'.padEnd(8)}  ${'Grade'.padEnd(6)}  ${'Cons (MT)'.padStart(9)}  ${'Run hrs'.padStart(7)}  ${'SFOC g/kWh'.padStart(10)}  ${'kWh'.padStart(8)}  Voyage`,
  ];
  for (let at = first; at <= last; at += DAY) {
    const voyage = `HM${2600 + Math.floor((at - first) / (8 * DAY)) + 0}`;
    for (const c of consumers) {
      const hrs = c.startsWith('DG')
        ? random() < 0.25
          ? 0
          : real(random, 4, 24)
        : c === 'BLR1'
          ? real(random, 0, 10)
          : real(random, 0, 6);
      const kwh = c.startsWith('DG') ? Math.round(hrs * real(random, 5200, 8800)) : 0;
      const sfoc = c.startsWith('DG') ? real(random, 186, 198) : 0;
      const cons = c.startsWith('DG') ? (kwh * sfoc) / 1e6 : hrs * real(random, 0.1, 0.25);
      daily.push(
        `${day(at)}  ${c.padEnd(8)}  ${(c === 'INCIN' ? 'MGO' : 'VLSFO').padEnd(6)}  ${cons.toFixed(3).padStart(9)}  ${hrs.toFixed(1).padStart(7)}  ${(sfoc ? sfoc.toFixed(1) : '-').padStart(10)}  ${String(kwh).padStart(8)}  ${voyage}`,
      );
    }
  }
  const suppliers = [
    'Seaboard Marine Fuels',
    'Peninsula Bunkers US',
    'Gulf Coast Energy Marine',
    'Sargeant Marine',
    'Aegean Bunkering Caribbean',
  ];
  const barges = ['BRG Ocean Crest', 'BRG Everglades Star', 'BRG Gulf Runner', 'BRG Biscayne', 'TRK (road tanker x3)'];
  const bdn: string[] = [
    `${'BDN No.'.padEnd(16)}  ${'Date'.padEnd(11)}  ${'Port'.padEnd(20)}  ${'Supplier'.padEnd(26)}  ${'Barge/Truck'.padEnd(20)}  ${'Grade'.padEnd(26)}  ${'Qty (MT)'.padStart(9)}  ${'Dens@15'.padStart(7)}  ${'Visc@50'.padStart(7)}  ${'S %m/m'.padStart(6)}  ${'Flash C'.padStart(7)}  MARPOL seal`,
  ];
  let needle = '';
  let n = between(random, 300, 320);
  for (let at = utc(2025, 11, 27); at <= last; at += 8 * DAY) {
    const date = dmy(day(at));
    const target = at === utc(2026, 11, 14);
    const port = random() < 0.85 || target ? 'Port Everglades, FL' : 'Nassau, Bahamas';
    const code = port.startsWith('Port') ? 'PEV' : 'NAS';
    for (const grade of random() < 0.6 || target ? ['VLSFO', 'MGO'] : ['VLSFO']) {
      n += 1;
      const vlsfo = grade === 'VLSFO';
      const qty = target && vlsfo ? 842.315 : vlsfo ? real(random, 380, 980) : real(random, 40, 160);
      const line = `${`${day(at).slice(2, 4)}${day(at).slice(5, 7)}-${code}-${String(n).padStart(4, '0')}`.padEnd(16)}  ${date.padEnd(11)}  ${port.padEnd(20)}  ${oneOf(random, suppliers).padEnd(26)}  ${oneOf(random, barges).padEnd(20)}  ${(vlsfo ? 'VLSFO RMG 380 0.50%S' : 'MGO DMA 0.10%S').padEnd(26)}  ${qty.toFixed(3).padStart(9)}  ${(vlsfo ? real(random, 955, 988) : real(random, 838, 862)).toFixed(1).padStart(7)}  ${(vlsfo ? real(random, 180, 360) : real(random, 2.2, 4.8)).toFixed(1).padStart(7)}  ${(vlsfo ? real(random, 0.38, 0.49) : real(random, 0.03, 0.09)).toFixed(2).padStart(6)}  ${(vlsfo ? '>70' : '>60').padStart(7)}  ${code}-${day(at).slice(2, 4)}-${between(random, 10000, 99999)}`;
      if (target && vlsfo) needle = qty.toFixed(3);
      bdn.push(line);
    }
  }
  const tanks = [
    'FO SETT 1',
    'FO SETT 2',
    'FO SERV 1',
    'FO SERV 2',
    'FO STOR 3P',
    'FO STOR 3S',
    'FO STOR 4P',
    'FO STOR 4S',
    'FO STOR 5C',
    'MGO STOR 1',
    'MGO SERV 1',
    'SLUDGE 1',
    'DRAIN FO',
  ];
  const transfers: string[] = [
    `${'Date'.padEnd(10)}  ${'Time'.padEnd(5)}  ${'From'.padEnd(11)}  ${'To'.padEnd(11)}  ${'Qty (m3)'.padStart(8)}  ${'Temp C'.padStart(6)}  ${'By'.padEnd(18)}  Remark`,
  ];
  for (let at = first; at <= last; at += DAY) {
    for (let k = 0; k < between(random, 4, 8); k++) {
      const from = oneOf(random, tanks);
      const to = oneOf(
        random,
        tanks.filter((t) => t !== from),
      );
      transfers.push(
        `${day(at)}  ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}  ${from.padEnd(11)}  ${to.padEnd(11)}  ${real(random, 2, 120).toFixed(2).padStart(8)}  ${real(random, 38, 92).toFixed(1).padStart(6)}  ${crewInitial(random).padEnd(18)}  ${oneOf(random, ['purifier run', 'settling top-up', 'heeling compensation', 'tank stripping', 'sludge to shore prep', 'service tank fill', ''])}`,
      );
    }
  }
  const rob = [
    `${'Tank'.padEnd(11)}  ${'Grade'.padEnd(6)}  ${'Capacity m3'.padStart(11)}  ${'Sounding cm'.padStart(11)}  ${'Volume m3'.padStart(9)}  ${'Temp C'.padStart(6)}  ${'Mass MT'.padStart(8)}`,
    ...tanks.map((t) => {
      const cap = real(random, 30, 900);
      const vol = cap * real(random, 0.1, 0.95);
      return `${t.padEnd(11)}  ${(t.startsWith('MGO') ? 'MGO' : t.startsWith('SLUDGE') || t.startsWith('DRAIN') ? '-' : 'VLSFO').padEnd(6)}  ${cap.toFixed(1).padStart(11)}  ${between(random, 40, 1400).toString().padStart(11)}  ${vol.toFixed(1).padStart(9)}  ${real(random, 30, 90).toFixed(1).padStart(6)}  ${(vol * 0.97).toFixed(1).padStart(8)}`;
    }),
  ];
  const output = [
    `FUEL MANAGEMENT LEDGER - MS ${SHIP} (IMO ${IMO}) - period ${dmy(day(first))} to ${dmy(day(last))}`,
    'Generated 17-Nov-2026 07:45 ship time by C/E D. Okonkwo - for IMO DCS / EU MRV reconciliation',
    '',
    '== 1. REMAINING ON BOARD (noon 16-Nov-2026) ==',
    ...rob,
    '',
    '== 2. DAILY CONSUMPTION BY CONSUMER ==',
    ...daily,
    '',
    '== 3. BUNKER DELIVERY NOTES (BDN REGISTER) ==',
    ...bdn,
    '',
    '== 4. TANK TRANSFERS ==',
    ...transfers,
    '',
    '== END OF LEDGER ==',
  ].join('\n');
  return probe(
    'round 76: fuel ledger (preamble and paraphrase)',
    "Chief engineer here, I'm reconciling our fuel figures for the DCS report and the numbers don't add up. How much did the bunker barge put aboard when we were alongside in Port Everglades this past Saturday, the VLSFO?",
    'fuel_ledger',
    output,
    'bunker-qty',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** Hotel: the building management system's cabin fan coil points, one row a cabin. */
function hvacPoints(): EconomicsTask {
  const random = seededRandom(760_110);
  const odd = '8227';
  const cabins = cabinList(random, 0.78, [odd]);
  const header = `${'Point'.padEnd(22)}  ${'Deck'.padEnd(4)}  ${'Cabin'.padEnd(6)}  ${'Mode'.padEnd(4)}  ${'Occ'.padEnd(5)}  ${'SetPt'.padStart(5)}  ${'Room'.padStart(5)}  ${'Supply'.padStart(6)}  ${'Valve%'.padStart(6)}  ${'Fan'.padEnd(4)}  Last update`;
  const rows: string[] = [];
  let deck = '';
  for (const cabin of cabins) {
    const d = cabin.length === 4 ? cabin.slice(0, 1) : cabin.slice(0, 2);
    if (d !== deck) {
      deck = d;
      rows.push(
        '',
        `-- Deck ${d} (${cabins.filter((c) => (c.length === 4 ? c.slice(0, 1) : c.slice(0, 2)) === d).length} cabins) --`,
        header,
      );
    }
    const sp = oneOf(random, [20, 20.5, 21, 21.5, 22, 22, 22.5, 23, 23.5, 24]);
    const occ = random() < 0.82 ? 'OCC' : 'UNOCC';
    const room = sp + real(random, -0.6, 1.4);
    const supply = cabin === odd ? 23.8 : real(random, 11.6, 15.4);
    const valve = cabin === odd ? 100 : between(random, 8, 96);
    rows.push(
      `${`HVAC.D${d.padStart(2, '0')}.FCU-${cabin}`.padEnd(22)}  ${d.padStart(4)}  ${cabin.padEnd(6)}  COOL  ${occ.padEnd(5)}  ${sp.toFixed(1).padStart(5)}  ${room.toFixed(1).padStart(5)}  ${supply.toFixed(1).padStart(6)}  ${String(valve).padStart(6)}  ${oneOf(random, ['AUTO', 'AUTO', 'AUTO', 'LOW', 'MED', 'HIGH']).padEnd(4)}  ${shipStamp(ship(2026, 11, 17, 9, 0) + pick(random, 15 * MINUTE))}`,
    );
  }
  const output = [
    `BMS point export - MS ${SHIP} - cabin fan coil units - ${shipStamp(ship(2026, 11, 17, 9, 15))} ship time`,
    `Chilled water plant: supply 6.1 C, return 11.8 C, 3 of 5 chillers on line`,
    ...rows,
    '',
    `${cabins.length} points exported`,
  ].join('\n');
  return probe(
    'round 76: cabin fan coil points (odd one out)',
    'Looking at the cabin air conditioning readings, is there a cabin where the air coming out of the vent is much warmer than in all the others?',
    'bms_export_points',
    output,
    'warm-supply',
    `FCU-${odd}`,
  );
}

/** Engine room: three years of lube oil laboratory results for every sampled unit, as the lab portal's CSV. */
function oilLabCsv(): EconomicsTask {
  const random = seededRandom(760_111);
  const units: { unit: string; component: string; oil: string; v40: number; v100: number; tbn: number }[] = [
    ...[1, 2, 3, 4, 5, 6].map((n) => ({
      unit: `DG${n}`,
      component: 'Diesel engine crankcase',
      oil: 'Mobilgard 430 (SAE 40, BN 30)',
      v40: 140,
      v100: 14.2,
      tbn: 30,
    })),
    ...[1, 2, 3, 4, 5, 6].map((n) => ({
      unit: `DG${n} GOV`,
      component: 'Governor',
      oil: 'Mobil DTE 24 (ISO 32)',
      v40: 31.8,
      v100: 5.4,
      tbn: 0,
    })),
    { unit: 'POD PS', component: 'Azipod bearing and seal', oil: 'Mobilgear 600 XP 150', v40: 148, v100: 14.7, tbn: 0 },
    { unit: 'POD SB', component: 'Azipod bearing and seal', oil: 'Mobilgear 600 XP 150', v40: 148, v100: 14.7, tbn: 0 },
    ...[1, 2, 3].map((n) => ({ unit: `BT${n}`, component: 'Bow thruster gear', oil: 'Mobilgear 600 XP 220', v40: 218, v100: 19, tbn: 0 })),
    { unit: 'STAB PS', component: 'Stabiliser hydraulics', oil: 'Mobil DTE 25 (ISO 46)', v40: 45.5, v100: 6.8, tbn: 0 },
    { unit: 'STAB SB', component: 'Stabiliser hydraulics', oil: 'Mobil DTE 25 (ISO 46)', v40: 45.5, v100: 6.8, tbn: 0 },
    ...[1, 2, 3].map((n) => ({
      unit: `SAC${n}`,
      component: 'Starting air compressor',
      oil: 'Mobil Rarus 427 (ISO 100)',
      v40: 99,
      v100: 11.1,
      tbn: 0,
    })),
    ...[1, 2, 3, 4, 5].map((n) => ({
      unit: `CHL${n}`,
      component: 'AC chiller compressor',
      oil: 'Mobil EAL Arctic 68',
      v40: 67,
      v100: 9.1,
      tbn: 0,
    })),
  ];
  type Row = { at: number; u: (typeof units)[number] };
  const rows: Row[] = [];
  for (let at = utc(2023, 6, 1); at < utc(2026, 11, 10); at += 21 * DAY)
    for (const u of units) rows.push({ at: at + between(random, -6, 6) * DAY, u });
  rows.sort((a, b) => a.at - b.at);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const dgRows = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.u.unit === 'DG5');
  const oddIndex = dgRows[Math.floor(dgRows.length * 0.5)]!.i;
  let sample = between(random, 1_040_000, 1_041_000);
  let needle = '';
  const header =
    'SampleNo,LabRef,DateSampled,DateReceived,DateReported,Vessel,Unit,Component,Oil,OilHours,UnitHours,TopUpL,Visc40_cSt,Visc100_cSt,VI,TBN,TAN,Water_ppm,Fe,Cr,Ni,Al,Cu,Pb,Sn,Si,Na,K,V,Ca,Mg,Zn,P,Mo,B,PQ,Soot_pct,Oxidation,Nitration,Insolubles_pct';
  const lines = rows.map((r, i) => {
    sample += between(random, 3, 40);
    const id = `MLA-${sample}`;
    if (i === oddIndex) needle = id;
    const u = r.u;
    const dg = u.component === 'Diesel engine crankcase';
    const v40 = i === oddIndex ? 98.6 : u.v40 * real(random, 0.95, 1.05);
    const v100 = i === oddIndex ? 11.3 : u.v100 * real(random, 0.96, 1.04);
    const ppm = (lo: number, hi: number) => String(between(random, lo, hi));
    return [
      id,
      `L${day(r.at).slice(2, 4)}-${between(random, 10000, 99999)}`,
      day(r.at),
      day(r.at + between(random, 6, 14) * DAY),
      day(r.at + between(random, 15, 20) * DAY),
      SHIP,
      u.unit,
      u.component,
      `"${u.oil}"`,
      String(between(random, 200, dg ? 24000 : 9000)),
      String(between(random, 20000, 60000)),
      String(between(random, 0, dg ? 600 : 20)),
      v40.toFixed(1),
      v100.toFixed(2),
      String(between(random, 95, 105)),
      dg ? (u.tbn * real(random, 0.78, 0.95)).toFixed(1) : '',
      dg ? '' : real(random, 0.1, 0.6).toFixed(2),
      ppm(dg ? 300 : 40, dg ? 1400 : 260),
      ppm(2, dg ? 18 : 8),
      ppm(0, 2),
      ppm(0, 2),
      ppm(0, 5),
      ppm(0, 9),
      ppm(0, 4),
      ppm(0, 2),
      ppm(2, 12),
      ppm(dg ? 4 : 0, dg ? 30 : 6),
      ppm(0, 4),
      dg ? ppm(10, 60) : '0',
      dg ? ppm(10200, 11200) : ppm(0, 80),
      ppm(0, 20),
      dg ? ppm(320, 420) : ppm(0, 500),
      dg ? ppm(290, 380) : ppm(0, 400),
      ppm(0, 2),
      ppm(0, 3),
      ppm(5, 35),
      dg ? real(random, 0.1, 0.6).toFixed(2) : '',
      real(random, 4, 14).toFixed(1),
      real(random, 2, 10).toFixed(1),
      real(random, 0.1, 0.6).toFixed(2),
    ].join(',');
  });
  const output = [header, ...lines].join('\n');
  return probe(
    'round 76: lube oil lab results (odd one out)',
    'In the lube oil lab results, is there a diesel generator sample whose viscosity is way off compared to all the others? Which sample?',
    'lab_results_csv',
    output,
    'oil-visc',
    needle,
  );
}

/** Galley: five days of the cold stores' wireless sensor readings, every store on its own schedule. */
function coldStoreLog(): EconomicsTask {
  const random = seededRandom(760_112);
  const stores = [
    ['CH-01', 'Meat thawing chiller', 2],
    ['CH-02', 'Fish chiller', 0],
    ['CH-03', 'Dairy chiller', 3],
    ['CH-04', 'Vegetable chiller', 5],
    ['CH-05', 'Fruit chiller', 6],
    ['CH-06', 'Deli chiller', 3],
    ['CH-07', 'Garbage cold room', 4],
    ['FR-01', 'Meat freezer', -22],
    ['FR-02', 'Poultry and bakery freezer', -22],
    ['FR-03', 'Fish and seafood freezer', -25],
    ['FR-04', 'Ice cream freezer', -25],
    ['FR-05', 'Vegetable freezer', -20],
    ['BAR-1', 'Bar store chiller', 6],
    ['PAN-3', 'Pantry reach-in, deck 5', 3],
  ] as const;
  const start = ship(2026, 11, 12, 6, 0);
  const end = ship(2026, 11, 17, 6, 0);
  const oddAt = ship(2026, 11, 14, 19, 27, 44);
  const readings: { at: number; line: string }[] = [];
  const seen = new Set<number>();
  const sign = (v: number) => `${v >= 0 ? '+' : '-'}${Math.abs(v).toFixed(1)}`;
  for (const [code, name, sp] of stores) {
    const sensor = `TT-${hex(random, 6).toUpperCase()}`;
    let batt = between(random, 70, 99);
    for (let at = start + pick(random, 15 * MINUTE); at < end; at += 15 * MINUTE + between(random, -40, 40) * SECOND) {
      let t = at - (at % SECOND);
      while (seen.has(t)) t += SECOND;
      seen.add(t);
      if (random() < 0.004) batt -= 1;
      const air = sp + real(random, -1.2, 1.2);
      const probeT = sp + real(random, -0.8, 0.8);
      readings.push({
        at: t,
        line: `${code.padEnd(6)}  ${name.padEnd(27)}  set ${sign(sp).padStart(6)}  air ${sign(air).padStart(6)}  probe ${sign(probeT).padStart(6)}  ${sensor}  batt ${batt}%  rssi -${between(random, 58, 84)}`,
      });
    }
  }
  // One more reading of the ice cream freezer, between two of its own.
  let oddLine = '';
  readings.push({
    at: oddAt,
    line: (oddLine = `${'FR-04'.padEnd(6)}  ${'Ice cream freezer'.padEnd(27)}  set ${sign(-25).padStart(6)}  air ${sign(-9.4).padStart(6)}  probe ${sign(-24.6).padStart(6)}  __SENSOR__`),
  });
  readings.sort((a, b) => a.at - b.at);
  const oddIndex = readings.findIndex((r) => r.line === oddLine);
  const fr04 = readings.slice(0, oddIndex).findLast((r) => r.line.startsWith('FR-04'))!.line;
  const tail = fr04.slice(fr04.indexOf('TT-'));
  const output = [
    `HACCP cold chain monitor - MS ${SHIP} - galley provision stores - ${shipStamp(start)} to ${shipStamp(end)} ship time`,
    `${'Time'.padEnd(19)}  ${'Store'.padEnd(6)}  ${'Name'.padEnd(27)}  Readings (deg C)`,
    ...readings.map((r) => `${shipStamp(r.at)}  ${r.line.replace('__SENSOR__', tail)}`),
    '',
    `${readings.length} readings from ${stores.length} sensors`,
  ].join('\n');
  return probe(
    'round 76: cold store sensor log (odd one out)',
    "In this week's cold store temperature log, was there one reading that was way out of line for its store? When was it?",
    'cold_chain_log',
    output,
    'cold-spike',
    shipStamp(oddAt),
  );
}

export function roundSeventySix(): EconomicsTask[] {
  return [
    folioCharges(),
    ecdisRoutes(),
    amsEventLog(),
    maintenanceYaml(),
    excursionsJson(),
    galleyInventoryXml(),
    deckLog(),
    workOrders(),
    fuelLedger(),
    hvacPoints(),
    oilLabCsv(),
    coldStoreLog(),
  ];
}
