/**
 * Probe round 80, written blind: Ardcraig Haven Marina & Boatyard Ltd, a marina and boatyard on the Firth of Clyde (berth bookings, the fuel berth, the travel lift and hard standing, chandlery tills, mooring inspections, harbour radio and CCTV). "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - berth booking system API (minified JSON): the booking reference of the catamaran Sea Pipit arriving on Saturday;
 *  - ANPR gate cameras (one-line ISAPI-style XML search result): when the van SK19 WFD was read leaving the boatyard last Thursday;
 *  - VHF radio / DSC controller activity log (CR-terminated records, one line): when MMSI 235104772 made its DSC call last Thursday evening;
 * b. The answer a few lines away from the line the question's words match:
 *  - hard standing plan (YAML): when Fiddler's Green is booked to go back in the water;
 *  - mooring register and inspections (pretty JSON): when swinging mooring SW-047 is next due for inspection;
 *  - chandlery EPOS stock export (pretty XML): where in the shop the 10mm galvanised D-shackles are kept;
 * c. A question that paraphrases the output or carries a preamble:
 *  - harbour radio voice logger (transcribed log): what time the yacht Tern first called on Saturday night (a complaint as preamble);
 *  - travel lift controller log (logfmt): what the big Hallberg-Rassy hauled on Tuesday the 3rd weighed (a surveyor as preamble);
 *  - fuel berth till receipt journal (text receipts): what Curlew was charged for petrol on Sunday the 11th (an account query as preamble);
 * d. One value unlike its peers, with no error word near it:
 *  - chandlery and fuel till Z-reads (CSV): which till, on which day, had its drawer opened far more often with no sale;
 *  - annual mooring survey (fixed-width report): whose ground chain has worn much more than the others;
 *  - CCTV NVR daily recording summary (CLI table): which camera recorded at a far lower resolution than usual, and when.
 * Not among the bench's targets.
 * First run, at ad1e961, the head when the round was written (with this file; `ROUNDS=80
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,764,113 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 80: berth bookings API (minified JSON)
 *     codex: 14,683 tokens, peak 14,605, 0/1 needles, 0 read-backs
 *     context-chef: 730 tokens, peak 652, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,907 tokens, peak 7,236, 0/1 needles, 4 read-backs
 *     ours: 6,885 tokens, peak 3,086, 1/1 needles, 2 read-backs
 *   round 80: ANPR gate reads (one-line XML)
 *     codex: 12,976 tokens, peak 12,898, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,547 tokens, peak 2,233, 1/1 needles, 1 read-backs
 *     ours: 6,493 tokens, peak 2,955, 0/1 needles, 2 read-backs
 *   round 80: VHF DSC activity log (CR records, one line)
 *     codex: 21,673 tokens, peak 21,601, 0/1 needles, 0 read-backs
 *     context-chef: 972 tokens, peak 900, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,377 tokens, peak 1,773, 1/1 needles, 1 read-backs
 *     ours: 2,223 tokens, peak 1,161, 1/1 needles, 1 read-backs
 *   round 80: hard standing plan (YAML)
 *     codex: 14,267 tokens, peak 14,191, 0/1 needles, 0 read-backs
 *     context-chef: 734 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,624 tokens, peak 1,273, 0/1 needles, 1 read-backs
 *     ours: 2,099 tokens, peak 1,118, 0/1 needles, 1 read-backs
 *   round 80: mooring register (pretty JSON)
 *     codex: 13,409 tokens, peak 13,337, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 612, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,403 tokens, peak 1,101, 0/1 needles, 1 read-backs
 *     ours: 957 tokens, peak 687, 1/1 needles, 0 read-backs
 *   round 80: chandlery stock export (pretty XML)
 *     codex: 13,255 tokens, peak 13,178, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,656 tokens, peak 2,851, 0/1 needles, 3 read-backs
 *     ours: 7,846 tokens, peak 3,185, 0/1 needles, 3 read-backs
 *   round 80: harbour radio voice log (preamble, paraphrase)
 *     codex: 15,862 tokens, peak 15,755, 0/1 needles, 0 read-backs
 *     context-chef: 743 tokens, peak 636, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,844 tokens, peak 1,272, 0/1 needles, 4 read-backs
 *     ours: 4,419 tokens, peak 943, 0/1 needles, 4 read-backs
 *   round 80: travel lift log (preamble, paraphrase)
 *     codex: 18,934 tokens, peak 18,832, 0/1 needles, 0 read-backs
 *     context-chef: 929 tokens, peak 827, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,872 tokens, peak 3,790, 0/1 needles, 2 read-backs
 *     ours: 7,433 tokens, peak 3,747, 0/1 needles, 2 read-backs
 *   round 80: fuel berth receipt journal (preamble, paraphrase)
 *     codex: 14,828 tokens, peak 14,705, 0/1 needles, 0 read-backs
 *     context-chef: 812 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,456 tokens, peak 1,396, 0/1 needles, 4 read-backs
 *     ours: 4,649 tokens, peak 985, 0/1 needles, 4 read-backs
 *   round 80: till Z-reads (CSV, odd one out)
 *     codex: 24,191 tokens, peak 24,097, 0/1 needles, 0 read-backs
 *     context-chef: 1,033 tokens, peak 939, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,372 tokens, peak 1,585, 0/1 needles, 4 read-backs
 *     ours: 4,608 tokens, peak 995, 1/1 needles, 4 read-backs
 *   round 80: mooring survey (fixed-width, odd one out)
 *     codex: 15,412 tokens, peak 15,325, 0/1 needles, 0 read-backs
 *     context-chef: 718 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,165 tokens, peak 1,345, 0/1 needles, 4 read-backs
 *     ours: 11,027 tokens, peak 3,494, 0/1 needles, 4 read-backs
 *   round 80: CCTV recording summary (CLI table, odd one out)
 *     codex: 20,507 tokens, peak 20,413, 0/1 needles, 0 read-backs
 *     context-chef: 933 tokens, peak 839, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,609 tokens, peak 1,517, 0/1 needles, 3 read-backs
 *     ours: 3,977 tokens, peak 1,126, 1/1 needles, 3 read-backs
 *     codex: 199,997 tokens, 0/12 needles
 *     context-chef: 9,647 tokens, 0/12 needles
 *     context-chef-store: 79,832 tokens, 2/12 needles
 *     ours: 62,616 tokens, 5/12 needles
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
// Shared data and helpers.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Milliseconds of a UTC time written `YYYY-MM-DDTHH:MM:SS`. */
const ms = (iso: string): number => Date.parse(`${iso}Z`);
/** `YYYY-MM-DD`. */
const isoDay = (t: number): string => new Date(t).toISOString().slice(0, 10);
/** `YYYY-MM-DDTHH:MM:SS`. */
const isoSec = (t: number): string => new Date(t).toISOString().slice(0, 19);
/** `YYYY-MM-DD HH:MM:SS`. */
const spaced = (t: number): string => isoSec(t).replace('T', ' ');
/** `DD/MM/YYYY`. */
const ukDay = (t: number): string => {
  const d = isoDay(t);
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
};
/** Day of the week, 0 = Sunday. */
const weekday = (t: number): number => new Date(t).getUTCDay();

/** A string from `make` that holds none of `banned` (the needle and the like must occur once only). */
function fresh(make: () => string, banned: readonly string[]): string {
  for (let i = 0; i < 1000; i++) {
    const s = make();
    if (!banned.some((b) => s.includes(b))) return s;
  }
  throw new Error('fresh: could not avoid the banned strings');
}

const FIRST = [
  'Alasdair',
  'Morag',
  'Callum',
  'Fiona',
  'Euan',
  'Kirsty',
  'Iain',
  'Catriona',
  'Ruaridh',
  'Shona',
  'Douglas',
  'Eilidh',
  'Graham',
  'Mhairi',
  'Hamish',
  'Isla',
  'Neil',
  'Lorna',
  'Stuart',
  'Peter',
  'Susan',
  'David',
  'Helen',
  'Robert',
  'Janet',
  'Colin',
  'Gillian',
  'Martin',
  'Anne',
  'Fraser',
  'Kenneth',
  'Rhona',
  'Angus',
  'Donald',
  'Elspeth',
  'Gordon',
  'Heather',
  'Malcolm',
  'Moira',
  'Tom',
  'Sarah',
  'James',
  'Claire',
  'Richard',
  'Linda',
  'Andrew',
  'Jean',
  'Niall',
  'Ewan',
  'Marion',
];
const LAST = [
  'MacLeod',
  'Campbell',
  'Stewart',
  'Robertson',
  'Fraser',
  'McKenzie',
  'Murray',
  'Cameron',
  'Graham',
  'Ross',
  'Henderson',
  'Paterson',
  'Sinclair',
  'Munro',
  'McLean',
  'Ferguson',
  'Gillies',
  'Buchanan',
  'Lamont',
  'Galbraith',
  'Kerr',
  'Drummond',
  'Hamilton',
  'Reid',
  'Thomson',
  'Watson',
  'Brown',
  'Wilson',
  'Anderson',
  'Scott',
  'Black',
  'Currie',
  'MacPhail',
  'McIntyre',
  'Baird',
  'Strachan',
  'Dunlop',
  'Ritchie',
  'Urquhart',
  'Wallace',
  'Blair',
  'Crawford',
  'Docherty',
  'Gilchrist',
  'Kennedy',
];
const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** Boat names the planted records do not use (Tern, Curlew, Sea Pipit, Fiddler's Green, ... are kept out). */
const VESSELS = [
  'Kittiwake',
  'Morven',
  'Solan Goose',
  'Selkie',
  'Blue Heron',
  'Skerryvore',
  'Ailsa Craig',
  'Corryvreckan',
  'Merry Dancer',
  'Puffin',
  'Razorbill',
  'Eider',
  'Seonaid',
  'Mistral',
  'Zephyr',
  'Sea Breeze',
  'Wild Goose',
  'Jura',
  'Islay Mist',
  'Cuillin',
  'Lochinvar',
  'Brigadoon',
  'Kelpie',
  'Silver Darling',
  'Gannet',
  'Shearwater',
  'Fulmar',
  'Guillemot',
  'Storm Petrel',
  'Moonshadow',
  'Starlight',
  'Windrush',
  'Aurora',
  'Calypso',
  'Odyssey',
  'Serenity',
  'Free Spirit',
  'Second Wind',
  'Dunlin',
  'Sanderling',
  'Oystercatcher',
  'Redshank',
  'Whimbrel',
  'Bonxie',
  'Solway Lass',
  'Arran Lady',
  'Bute Belle',
  'Cumbrae',
  'Pladda',
  'Sanda',
  'Saltire',
  'Thistle',
  'Heather Belle',
  'Blue Moon',
  'Otter',
  'Seal Song',
  'Minke',
  'Orca',
  'Tinkerbell',
  'Wee Dram',
  'Whisky Galore',
  'Highland Fling',
  'Reel Time',
  'Knot Working',
  'Aqua Vitae',
  'Liberty',
  'Intrepid',
  'Endeavour',
  'Resolute',
  'Valkyrie',
  'Sea Wolf',
  'Spindrift',
  'Marianne',
  'Isobel',
  'Catriona Rose',
  'Jenny Wren',
  'Morning Tide',
  'Evening Star',
  'North Star',
  'Polaris',
  'Halcyon',
  'Vagabond',
  'Wanderer',
  'Rambler',
  'Nomad',
  'Gypsy Moth',
  'Lady Grace',
  'Ocean Maid',
  'Bonnie Lass',
  'Kestrel',
  'Merlin',
  'Peregrine',
  'Osprey',
  'Sea Eagle',
  'Harrier',
  'Swift',
  'Swallow',
  'Amazon',
  'Tiderace',
  'Slack Water',
  'Spring Tide',
  'Tobermory',
  'Crinan',
  'Mallaig Maid',
  'Glen Sannox',
  'Dalriada',
  'Kyles',
  'Ettrick',
  'Cowal Lass',
  'Laggan',
  'Fyne Lady',
  'Saorsa',
  'Sula',
  'Tystie',
  'Solas',
  'Moondance',
  'Pelican',
  'Quest',
  'Whistler',
];
const vessel = (random: () => number): string => oneOf(random, VESSELS);

interface Model {
  readonly model: string;
  readonly kind: 'sail' | 'motor' | 'cat';
  readonly loa: number;
  readonly beam: number;
  readonly draft: number;
  readonly tonnes: number;
}
const m = (model: string, kind: Model['kind'], loa: number, beam: number, draft: number, tonnes: number): Model => ({
  model,
  kind,
  loa,
  beam,
  draft,
  tonnes,
});
/** Boat models (no Hallberg-Rassy: the lift task plants those). */
const MODELS: readonly Model[] = [
  m('Bavaria 34 Cruiser', 'sail', 10.42, 3.42, 1.95, 5.9),
  m('Beneteau Oceanis 38.1', 'sail', 11.5, 3.99, 1.9, 7.0),
  m('Jeanneau Sun Odyssey 349', 'sail', 10.34, 3.44, 1.98, 5.4),
  m('Westerly Konsort', 'sail', 8.84, 3.2, 1.45, 4.1),
  m('Moody 346', 'sail', 10.4, 3.45, 1.73, 5.5),
  m('Sadler 26', 'sail', 7.9, 2.74, 1.4, 2.7),
  m('Contessa 32', 'sail', 9.75, 2.9, 1.68, 4.3),
  m('Dufour 382 Grand Large', 'sail', 11.24, 3.84, 1.9, 6.8),
  m('Hanse 388', 'sail', 11.4, 3.88, 1.99, 7.1),
  m('Nauticat 33', 'sail', 10.2, 3.3, 1.6, 8.5),
  m('Rival 34', 'sail', 10.36, 3.05, 1.68, 6.8),
  m('Southerly 110', 'sail', 11.2, 3.65, 2.2, 8.0),
  m('Najad 355', 'sail', 10.95, 3.53, 1.75, 7.2),
  m('Moody 425', 'sail', 12.9, 4.1, 1.9, 10.2),
  m('Oyster 46', 'sail', 14.3, 4.3, 2.0, 15.3),
  m('Lagoon 380', 'cat', 11.55, 6.53, 1.15, 7.3),
  m('Fountaine Pajot Lucia 40', 'cat', 11.73, 6.63, 1.2, 8.5),
  m('Nimbus 305 Coupe', 'motor', 9.54, 3.24, 0.85, 4.9),
  m('Beneteau Antares 9', 'motor', 8.9, 3.0, 0.8, 3.9),
  m('Jeanneau Merry Fisher 795', 'motor', 7.6, 2.89, 0.55, 2.3),
  m('Sealine S34', 'motor', 10.7, 3.5, 0.9, 7.0),
  m('Princess 42', 'motor', 13.3, 4.2, 1.0, 12.5),
  m('Fairline Targa 38', 'motor', 12.2, 3.8, 1.0, 9.5),
  m('Colvic Watson 26', 'motor', 7.9, 2.9, 1.1, 5.0),
  m('Orkney Pilothouse 20', 'motor', 6.2, 2.3, 0.5, 1.3),
  m('Aquastar 33', 'motor', 10.1, 3.5, 1.1, 8.0),
];
const modelNamed = (name: string): Model => MODELS.find((x) => x.model === name)!;

const ukMobile = (random: () => number): string => `+44 7${chars(random, '0123456789', 3)} ${chars(random, '0123456789', 6)}`;
const emailOf = (random: () => number, name: string): string =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${oneOf(random, ['gmail.com', 'btinternet.com', 'outlook.com', 'icloud.com', 'yahoo.co.uk', 'hotmail.co.uk'])}`;

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** 1. The berth booking system's API: bookings arriving from September to January, minified. */
function berthBookings(): EconomicsTask {
  const random = seededRandom(80_001);
  const needle = 'ACH-V-26-118734';
  const today = ms('2026-11-12T00:00:00');
  const first = ms('2026-09-01T00:00:00');
  const days = 150;
  const count = 880;
  const pontoons = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'V'];
  const channels = ['web', 'web', 'web', 'phone', 'phone', 'vhf', 'walk_in', 'app', 'email'];
  const notes = [
    '',
    '',
    '',
    '',
    'Arriving from Tarbert',
    'Requires 32A shore power',
    'Happy to raft',
    'Crew change Saturday',
    'Dog on board',
    'Late arrival - leave berth card in the office letterbox',
    'CCC member',
    'Returning visitor',
    'Wants diesel on arrival',
    'Heading north through the Crinan',
    'Rally: Clyde Cruising Club autumn meet',
    'Needs a lift-out quote while here',
  ];
  const booking = (i: number, fixed?: { name: string; model: Model; arrival: number; nights: number; status?: string; ref?: string }) => {
    const mdl = fixed?.model ?? oneOf(random, MODELS);
    const name = fixed?.name ?? vessel(random);
    const arrival = fixed?.arrival ?? first + Math.floor((i * days) / count) * DAY;
    const nights = fixed?.nights ?? oneOf(random, [1, 1, 1, 2, 2, 3, 4, 7]);
    const departure = arrival + nights * DAY;
    const status =
      fixed?.status ??
      (departure <= today
        ? oneOf(random, ['checked_out', 'checked_out', 'checked_out', 'no_show', 'cancelled'])
        : arrival <= today
          ? 'in_berth'
          : oneOf(random, ['confirmed', 'confirmed', 'confirmed', 'provisional', 'cancelled']));
    const owner = person(random);
    const pontoon = oneOf(random, pontoons);
    const rate = arrival >= ms('2026-10-01T00:00:00') ? 2.95 : 3.6;
    const factor = mdl.kind === 'cat' ? 1.5 : 1;
    const subtotal = Math.round(Math.ceil(mdl.loa) * rate * factor * nights * 100) / 100;
    const vat = Math.round(subtotal * 20) / 100;
    const total = Math.round((subtotal + vat) * 100) / 100;
    const created = arrival - between(random, 1, 60) * DAY - between(random, 0, 86_399) * 1000;
    return {
      id: `bkg_${hex(random, 20)}`,
      reference: fixed?.ref ?? `ACH-V-26-${between(random, 100_000, 199_999)}`,
      status,
      booking_type: oneOf(random, ['visitor_nightly', 'visitor_nightly', 'visitor_nightly', 'visitor_weekly', 'rally']),
      vessel: {
        name,
        type: mdl.kind === 'cat' ? 'catamaran' : mdl.kind === 'motor' ? 'motor' : 'monohull_sail',
        model: mdl.model,
        loa_m: mdl.loa,
        beam_m: mdl.beam,
        draft_m: mdl.draft,
        flag: oneOf(random, ['GB', 'GB', 'GB', 'GB', 'IE', 'NL', 'NO', 'FR', 'DE']),
        registration: `SSR${between(random, 100_000, 199_999)}`,
      },
      customer: { id: `cus_${hex(random, 12)}`, name: owner, email: emailOf(random, owner), phone: ukMobile(random) },
      berth: {
        code: `${pontoon}${pad2(between(random, 1, 40))}`,
        pontoon,
        side: oneOf(random, ['port', 'starboard']),
        max_loa_m: Math.ceil(mdl.loa) + between(random, 0, 4),
        depth_cd_m: between(random, 22, 45) / 10,
      },
      arrival: isoDay(arrival),
      departure: isoDay(departure),
      nights,
      eta_local: `${pad2(between(random, 10, 20))}:${oneOf(random, ['00', '15', '30', '45'])}`,
      pricing: {
        rate_per_m_night: rate,
        multihull_factor: factor,
        shore_power: random() < 0.8,
        subtotal_gbp: subtotal,
        vat_gbp: vat,
        total_gbp: total,
        paid_gbp: status === 'provisional' ? 0 : total,
      },
      channel: oneOf(random, channels),
      notes: oneOf(random, notes),
      created_at: `${isoSec(created)}Z`,
      updated_at: `${isoSec(Math.min(created + between(random, 0, 20) * DAY, today + 7 * HOUR + between(random, 0, 3599) * 1000))}Z`,
    };
  };
  const banned = [needle, 'Pipit', 'Pippin'];
  const saturday = ms('2026-11-14T00:00:00');
  const target = Math.ceil(((saturday - first) / DAY) * (count / days)) + 1;
  const records: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === target) {
      records.push(
        JSON.stringify(
          booking(i, {
            name: 'Sea Pipit',
            model: modelNamed('Lagoon 380'),
            arrival: saturday,
            nights: 2,
            status: 'confirmed',
            ref: needle,
          }),
        ),
      );
    } else if (i === target - 2) {
      records.push(
        JSON.stringify(
          booking(i, { name: 'Sea Pippin', model: modelNamed('Moody 346'), arrival: saturday, nights: 1, status: 'confirmed' }),
        ),
      );
    } else if (i === target + 3) {
      records.push(
        JSON.stringify(
          booking(i, { name: 'Pipit', model: modelNamed('Fountaine Pajot Lucia 40'), arrival: saturday, nights: 3, status: 'provisional' }),
        ),
      );
    } else if (i === Math.floor(count * 0.21)) {
      records.push(
        JSON.stringify(
          booking(i, {
            name: 'Sea Pipit',
            model: modelNamed('Lagoon 380'),
            arrival: ms('2026-10-03T00:00:00'),
            nights: 2,
            status: 'checked_out',
          }),
        ),
      );
    } else {
      records.push(fresh(() => JSON.stringify(booking(i)), banned));
    }
  }
  const output =
    `{"data":[${records.join(',')}],"meta":{"arrival_from":"2026-09-01","arrival_to":"2027-01-28","page":1,"per_page":1000,"total":${count},` +
    `"generated_at":"2026-11-12T08:14:52Z"},"links":{"self":"https://api.ardcraighaven.co.uk/v2/bookings?arrival_from=2026-09-01&arrival_to=2027-01-28&per_page=1000","next":null}}`;
  return probe(
    'round 80: berth bookings API (minified JSON)',
    "What's the booking reference for the catamaran Sea Pipit that's arriving on Saturday?",
    'list_berth_bookings',
    output,
    'booking-ref',
    needle,
    true,
  );
}

/** 2. The ANPR cameras on the boatyard gate and the car park: a fortnight's reads, one line of XML. */
function anprReads(): EconomicsTask {
  const random = seededRandom(80_002);
  const needle = '2026-11-05T16:58:41Z';
  const cameras = [
    { ch: 1, name: 'YARD GATE IN', direction: 'forward' },
    { ch: 2, name: 'YARD GATE OUT', direction: 'reverse' },
    { ch: 3, name: 'CAR PARK ENTRY', direction: 'forward' },
    { ch: 4, name: 'CAR PARK EXIT', direction: 'reverse' },
  ] as const;
  const areas = ['SK', 'SN', 'SO', 'SF', 'SG', 'SJ', 'SA', 'ST', 'SV', 'SY', 'YX', 'LB', 'BD', 'KX', 'DN', 'GN', 'MA', 'EY'];
  const ages = ['16', '66', '17', '67', '18', '68', '19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25', '75'];
  const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';
  const plate = () => `${oneOf(random, areas)}${oneOf(random, ages)}${chars(random, letters, 3)}`;
  const makes = [
    'Ford',
    'Vauxhall',
    'Volkswagen',
    'Toyota',
    'Land Rover',
    'Nissan',
    'Mercedes-Benz',
    'Volvo',
    'Skoda',
    'Kia',
    'BMW',
    'Audi',
    'Peugeot',
  ];
  const regulars = Array.from({ length: 140 }, () => ({
    plate: fresh(plate, ['SK19WFD', 'SK19WFO']),
    type: oneOf(random, ['car', 'car', 'car', 'SUV', 'SUV', 'van', 'pickup']),
    colour: oneOf(random, ['white', 'black', 'grey', 'silver', 'blue', 'red', 'green']),
    make: oneOf(random, makes),
    list: oneOf(random, ['Berth holders', 'Berth holders', 'Berth holders', 'Staff', 'Contractors', 'Yard customers']),
  }));
  const element = (
    t: number,
    cam: (typeof cameras)[number],
    v: { plate: string; type: string; colour: string; make: string; list: string },
    confidence?: number,
  ) => {
    const stamp = isoSec(t).replace(/[-:T]/g, '');
    const listed = v.list !== 'none';
    const barrier = listed ? 'opened' : cam.ch === 1 ? oneOf(random, ['held', 'opened-intercom']) : 'opened';
    return (
      `<ANPREvent><eventID>#</eventID><captureTime>${isoSec(t)}Z</captureTime><channelID>${cam.ch}</channelID>` +
      `<cameraName>${cam.name}</cameraName><laneNo>1</laneNo><direction>${cam.direction}</direction><plateNumber>${v.plate}</plateNumber>` +
      `<plateCountry>GBR</plateCountry><confidence>${confidence ?? between(random, 82, 99)}</confidence><vehicleType>${v.type}</vehicleType>` +
      `<vehicleColor>${v.colour}</vehicleColor><vehicleMake>${v.make}</vehicleMake><listMatch>${listed ? 'allowList' : 'none'}</listMatch>` +
      (listed ? `<listName>${v.list}</listName>` : '') +
      `<barrier>${barrier}</barrier><picURI>https://10.20.4.31/ISAPI/ContentMgmt/StreamingProxy/picture/${cam.ch}01?name=ch${pad2(cam.ch)}_${stamp}${chars(random, '0123456789', 3)}.jpg</picURI></ANPREvent>`
    );
  };
  const van = { plate: 'SK19WFD', type: 'van', colour: 'white', make: 'Ford', list: 'Contractors' };
  const planted = new Map<number, string>([
    [ms('2026-11-05T16:58:41'), element(ms('2026-11-05T16:58:41'), cameras[1], van, 96)],
    [ms('2026-11-05T07:52:13'), element(ms('2026-11-05T07:52:13'), cameras[0], van, 95)],
    [ms('2026-11-04T07:48:55'), element(ms('2026-11-04T07:48:55'), cameras[0], van, 97)],
    [ms('2026-11-04T17:05:09'), element(ms('2026-11-04T17:05:09'), cameras[1], van, 93)],
    [ms('2026-11-06T08:01:37'), element(ms('2026-11-06T08:01:37'), cameras[0], van, 94)],
    [ms('2026-11-06T13:22:50'), element(ms('2026-11-06T13:22:50'), cameras[1], van, 91)],
    [ms('2026-11-02T17:11:20'), element(ms('2026-11-02T17:11:20'), cameras[1], { ...van, plate: 'SK19WFO' }, 71)],
    [ms('2026-11-10T07:44:02'), element(ms('2026-11-10T07:44:02'), cameras[0], van, 98)],
  ]);
  const reads: { t: number; xml: string }[] = [...planted].map(([t, xml]) => ({ t, xml }));
  const from = ms('2026-10-29T00:00:00');
  const to = ms('2026-11-12T08:00:00');
  for (let day = from; day < to; day += DAY) {
    const busy = weekday(day) === 0 ? 38 : weekday(day) === 6 ? 52 : 66;
    for (let k = 0; k < busy; k++) {
      const t = day + between(random, 6 * 60 + 30, 19 * 60 + 40) * MINUTE + between(random, 0, 59) * 1000;
      if (t >= to) continue;
      const cam = oneOf(random, cameras);
      const v =
        random() < 0.75
          ? oneOf(random, regulars)
          : {
              plate: fresh(plate, ['SK19WFD', 'SK19WFO']),
              type: oneOf(random, ['car', 'car', 'SUV', 'van', 'pickup', 'HGV']),
              colour: oneOf(random, ['white', 'black', 'grey', 'silver', 'blue', 'red']),
              make: oneOf(random, makes),
              list: 'none',
            };
      reads.push({ t, xml: fresh(() => element(t, cam, v), [needle, isoSec(ms('2026-11-05T16:58:41'))]) });
    }
  }
  reads.sort((a, b) => a.t - b.t);
  let eventId = 4_410_000;
  const numbered = reads.map((r) =>
    r.xml.replace('<eventID>#</eventID>', () => `<eventID>${(eventId += between(random, 1, 3))}</eventID>`),
  );
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><ANPRSearchResult version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">` +
    `<searchID>${hex(random, 8).toUpperCase()}-${hex(random, 4).toUpperCase()}-${hex(random, 4).toUpperCase()}-${hex(random, 4).toUpperCase()}-${hex(random, 12).toUpperCase()}</searchID>` +
    `<site>Ardcraig Haven Marina</site><timeSpan><startTime>2026-10-29T00:00:00Z</startTime><endTime>2026-11-12T08:00:00Z</endTime></timeSpan>` +
    `<responseStatus>true</responseStatus><responseStatusStrg>OK</responseStatusStrg><numOfMatches>${reads.length}</numOfMatches>` +
    `<matchList>${numbered.join('')}</matchList></ANPRSearchResult>`;
  return probe(
    'round 80: ANPR gate reads (one-line XML)',
    'What time did the gate camera pick up the van SK19 WFD leaving the boatyard last Thursday?',
    'search_anpr_events',
    output,
    'van-exit',
    needle,
    true,
  );
}

/** 3. The VHF radio's DSC and channel activity log, exported with CR record ends (one line by newlines). */
function dscLog(): EconomicsTask {
  const random = seededRandom(80_003);
  const needle = '2026-11-05T18:42:09Z';
  const own = '002320117';
  const mmsi = () => `${oneOf(random, ['232', '232', '232', '235', '235', '244', '257', '211', '227'])}${chars(random, '0123456789', 6)}`;
  const banned = ['235104772', '2026-11-05T18:42:09'];
  const fleet = Array.from({ length: 90 }, () => fresh(mmsi, banned));
  const coastguard = ['002320021', '002320011'];
  const stamp = (t: number) => `${isoSec(t)}Z`;
  const records: { t: number; text: string }[] = [];
  const push = (t: number, text: string) => records.push({ t, text });
  const sql = (t: number, ch: string, dur: number) =>
    `${stamp(t)} ${ch} RX SQL dur=${dur.toFixed(1)}s rssi=-${between(random, 62, 108)}dBm`;
  const from = ms('2026-10-29T00:00:00');
  const to = ms('2026-11-12T08:00:00');
  for (let half = from; half < to; half += 30 * MINUTE) {
    const t = half + between(random, 0, 9) * 1000;
    push(
      t,
      `${stamp(t)} SYS GPS fix=3D sats=${between(random, 7, 12)} pos=5552.3${between(random, 0, 9)}N00453.7${between(random, 0, 9)}W hdop=${between(random, 7, 14) / 10}`,
    );
  }
  for (let day = from; day < to; day += DAY) {
    const busy = weekday(day) === 0 || weekday(day) === 6 ? 300 : 240;
    for (let k = 0; k < busy; k++) {
      const daytime = random() < 0.85;
      const t =
        day + (daytime ? between(random, 7 * 60, 20 * 60) : between(random, 0, 24 * 60 - 1)) * MINUTE + between(random, 0, 59) * 1000;
      if (t >= to) continue;
      const ch = oneOf(random, ['CH80', 'CH80', 'CH80', 'CH80', 'CH16', 'CH16', 'CH16', 'CH37', 'CH12', 'CH67']);
      push(
        t,
        fresh(() => sql(t, ch, between(random, 15, 240) / 10), banned),
      );
    }
    const calls = between(random, 6, 14);
    for (let k = 0; k < calls; k++) {
      const t = day + between(random, 8 * 60, 20 * 60) * MINUTE + between(random, 0, 59) * 1000;
      if (t >= to) continue;
      const caller = oneOf(random, fleet);
      const ch = oneOf(random, ['80', '80', '80', '37', '72']);
      push(
        t,
        fresh(
          () =>
            `${stamp(t)} DSC RX fmt=INDIVIDUAL cat=ROUTINE from=${caller} to=${own} tc1=F3E/G3E-ALL tc2=NO-INFO ch=${ch} eos=ACK-RQ ecc=OK`,
          banned,
        ),
      );
      const ack = t + between(random, 4, 30) * 1000;
      push(
        ack,
        fresh(
          () =>
            `${stamp(ack)} DSC TX fmt=INDIVIDUAL-ACK cat=ROUTINE from=${own} to=${caller} tc1=F3E/G3E-ALL tc2=NO-INFO ch=${ch} eos=ACK-BQ`,
          banned,
        ),
      );
      push(
        ack + 6000,
        fresh(() => sql(ack + 6000, `CH${ch}`, between(random, 40, 300) / 10), banned),
      );
    }
    for (const hh of [1, 9, 13, 21]) {
      if (random() < 0.6) {
        const t = day + hh * HOUR + between(random, 10, 20) * MINUTE + between(random, 0, 59) * 1000;
        if (t >= to) continue;
        push(
          t,
          fresh(
            () =>
              `${stamp(t)} DSC RX fmt=ALL-SHIPS cat=SAFETY from=${oneOf(random, coastguard)} tc1=F3E/G3E-ALL tc2=NO-INFO ch=16 eos=EOS ecc=OK`,
            banned,
          ),
        );
      }
    }
    if (random() < 0.5) {
      const t = day + between(random, 9 * 60, 18 * 60) * MINUTE;
      push(
        t,
        fresh(
          () =>
            `${stamp(t)} DSC RX fmt=GROUP cat=ROUTINE from=${oneOf(random, fleet)} to=023200140 tc1=F3E/G3E-ALL tc2=NO-INFO ch=72 eos=EOS ecc=OK`,
          banned,
        ),
      );
    }
  }
  push(ms('2026-11-05T18:42:08'), `2026-11-05T18:42:08Z CH70 RX SQL dur=0.5s rssi=-91dBm`);
  push(
    ms('2026-11-05T18:42:09'),
    `${needle} DSC RX fmt=INDIVIDUAL cat=ROUTINE from=235104772 to=${own} tc1=F3E/G3E-ALL tc2=NO-INFO ch=80 eos=ACK-RQ ecc=OK`,
  );
  push(
    ms('2026-11-05T18:42:31'),
    `2026-11-05T18:42:31Z DSC TX fmt=INDIVIDUAL-ACK cat=ROUTINE from=${own} to=235104772 tc1=F3E/G3E-ALL tc2=NO-INFO ch=80 eos=ACK-BQ`,
  );
  push(ms('2026-11-05T18:42:44'), `2026-11-05T18:42:44Z CH80 RX SQL dur=21.4s rssi=-79dBm`);
  push(
    ms('2026-11-03T11:06:52'),
    `2026-11-03T11:06:52Z DSC RX fmt=INDIVIDUAL cat=ROUTINE from=235104727 to=${own} tc1=F3E/G3E-ALL tc2=NO-INFO ch=80 eos=ACK-RQ ecc=OK`,
  );
  push(
    ms('2026-11-03T11:07:05'),
    `2026-11-03T11:07:05Z DSC TX fmt=INDIVIDUAL-ACK cat=ROUTINE from=${own} to=235104727 tc1=F3E/G3E-ALL tc2=NO-INFO ch=80 eos=ACK-BQ`,
  );
  push(
    ms('2026-11-05T19:55:17'),
    `2026-11-05T19:55:17Z DSC RX fmt=INDIVIDUAL cat=ROUTINE from=235140772 to=${own} tc1=F3E/G3E-ALL tc2=NO-INFO ch=80 eos=ACK-RQ ecc=OK`,
  );
  records.sort((a, b) => a.t - b.t);
  const output =
    `IC-M510E LOG EXPORT station="ARDCRAIG HAVEN MARINA" mmsi=${own} group=023200140 from=2026-10-29T00:00:00Z to=2026-11-12T08:00:00Z records=${records.length}\r` +
    records.map((r) => r.text).join('\r') +
    '\r';
  return probe(
    'round 80: VHF DSC activity log (CR records, one line)',
    'What time did MMSI 235104772 call us on DSC last Thursday evening?',
    'export_radio_log',
    output,
    'dsc-call',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** 4. The yard's hard standing plan for the winter, YAML. */
function hardStanding(): EconomicsTask {
  const random = seededRandom(80_004);
  const needle = '2027-04-17T10:15';
  const slots = ['08:00', '08:45', '09:30', '10:15', '11:00', '11:45', '13:00', '13:45', '14:30', '15:15', '16:00'];
  const used = new Set<string>([needle, '2027-04-10T09:30']);
  const slot = () => {
    for (;;) {
      const d = ms('2027-03-08T00:00:00') + between(random, 0, 84) * DAY;
      if (weekday(d) === 0) continue;
      const s = `${isoDay(d)}T${oneOf(random, slots)}`;
      if (!used.has(s)) {
        used.add(s);
        return s;
      }
    }
  };
  const areas = [
    { area: 'North Yard', prefix: 'N', rows: 6 },
    { area: 'South Yard', prefix: 'S', rows: 5 },
    { area: 'Shed 1', prefix: 'H1', rows: 1 },
    { area: 'Shed 2', prefix: 'H2', rows: 1 },
    { area: 'Dinghy Park', prefix: 'DP', rows: 1 },
  ];
  const workList = [
    'antifoul',
    'anodes',
    'pressure wash',
    'stern gland',
    'cutless bearing',
    'osmosis survey',
    'gelcoat repair',
    'rudder bearing',
    'seacocks',
    'engine service',
    'prop service',
    'keel bolts',
    'rig check',
    'polish',
    'winter cover',
  ];
  const count = 540;
  const target = Math.floor(count * 0.46);
  const entry = (i: number, fixed?: { name: string; model: Model; requested: string; booked: string; note?: string }): string => {
    const a = i < count * 0.92 ? oneOf(random, areas.slice(0, 4)) : areas[4]!;
    const mdl = fixed?.model ?? oneOf(random, MODELS);
    const name = fixed?.name ?? vessel(random);
    const owner = person(random);
    const lifted = ms('2026-09-14T00:00:00') + between(random, 0, 58) * DAY;
    const booked = fixed?.booked ?? slot();
    const requested = fixed?.requested ?? isoDay(ms(`${booked.slice(0, 10)}T00:00:00`) - between(random, 0, 10) * DAY);
    const works = shuffle(random, [...workList]).slice(0, between(random, 1, 4));
    const stands = mdl.kind === 'motor' ? between(random, 4, 6) : between(random, 6, 8);
    const lines = [
      `  - id: HS-26-${pad2(between(random, 0, 9))}${pad2(between(random, 0, 99))}`,
      `    vessel:`,
      `      name: "${name}"`,
      `      model: "${mdl.model}"`,
      `      loa_m: ${mdl.loa}`,
      `      beam_m: ${mdl.beam}`,
      `      draft_m: ${mdl.draft}`,
      `    owner:`,
      `      name: "${owner}"`,
      `      account: ACH-C-${pad2(between(random, 0, 9))}${pad2(between(random, 0, 99))}`,
      `    relaunch:`,
      `      requested: ${requested}`,
      `      booked_slot: ${booked}`,
      `      lift: ${mdl.tonnes > 12 ? 'TL-50' : oneOf(random, ['TL-50', 'TL-20'])}`,
      `      status: ${oneOf(random, ['confirmed', 'confirmed', 'confirmed', 'provisional'])}`,
      `    lift_out:`,
      `      date: ${isoDay(lifted)}`,
      `      lift: ${mdl.tonnes > 12 ? 'TL-50' : oneOf(random, ['TL-50', 'TL-20'])}`,
      `      pressure_wash: ${random() < 0.9}`,
      `    position:`,
      `      area: ${a.area}`,
      `      row: ${a.prefix}${a.rows > 1 ? between(random, 1, a.rows) : ''}`,
      `      bay: ${between(random, 1, 24)}`,
      `      support: ${mdl.kind === 'cat' ? 'blocks' : random() < 0.45 ? 'cradle' : `stands x${stands}`}`,
      `    works: [${works.join(', ')}]`,
    ];
    if (fixed?.note) lines.push(`    notes: "${fixed.note}"`);
    else if (random() < 0.25)
      lines.push(
        `    notes: "${oneOf(random, ['Mast unstepped, on rack M2', 'Owner working on board weekends', 'Cover fitted by owner', 'Keys in office', 'Engine laid up by Clyde Marine Engineering', 'Shore power to trickle charger only'])}"`,
      );
    return lines.join('\n');
  };
  const entries: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === target) {
      entries.push(entry(i, { name: "Fiddler's Green", model: modelNamed('Westerly Konsort'), requested: '2027-04-10', booked: needle }));
    } else if (i === Math.floor(count * 0.74)) {
      entries.push(
        entry(i, {
          name: "Fiddler's Green II",
          model: modelNamed('Orkney Pilothouse 20'),
          requested: '2027-04-10',
          booked: '2027-04-10T09:30',
        }),
      );
    } else if (i === target + 1) {
      entries.push(
        entry(i, {
          name: 'Whimbrel',
          model: modelNamed('Contessa 32'),
          requested: '2027-04-17',
          booked: slot(),
          note: "Shares a launch tide with Fiddler's Green; owners sail together",
        }),
      );
    } else {
      entries.push(fresh(() => entry(i), [needle, 'Fiddler']));
    }
  }
  const output = [
    '# Ardcraig Haven Boatyard - hard standing plan',
    '# exported by yardplan 3.4.1 on 2026-11-12T07:00:04Z',
    'yard: Ardcraig Haven Boatyard',
    'season: winter-2026-27',
    'lifts:',
    '  - {id: TL-50, type: "Wise 50t travel hoist", swl_t: 50}',
    '  - {id: TL-20, type: "Roodberg 20t boat trailer", swl_t: 20}',
    `vessels_ashore: ${count}`,
    'vessels:',
    ...entries,
    '',
  ].join('\n');
  return probe(
    'round 80: hard standing plan (YAML)',
    "When is Fiddler's Green booked to go back in the water?",
    'get_hard_standing_plan',
    output,
    'relaunch-slot',
    needle,
  );
}

/** 5. The mooring register with its inspection records, pretty JSON. */
function mooringRegister(): EconomicsTask {
  const random = seededRandom(80_005);
  const needle = '2027-01-14';
  const divers = ['R. Galbraith', 'S. Kerr', 'M. Docherty', 'J. Ritchie'];
  const areasFor = {
    FA: ['Inner Trot A', 'Inner Trot B'],
    PL: ['Pile Line East', 'Pile Line West'],
    SW: ['Outer Trot B', 'Outer Trot C', 'Bay Moorings', 'North Moorings'],
  } as const;
  const ids: { prefix: 'FA' | 'PL' | 'SW'; n: number }[] = [
    ...Array.from({ length: 80 }, (_, i) => ({ prefix: 'FA' as const, n: i + 1 })),
    ...Array.from({ length: 40 }, (_, i) => ({ prefix: 'PL' as const, n: i + 1 })),
    ...Array.from({ length: 190 }, (_, i) => ({ prefix: 'SW' as const, n: i + 1 })),
  ];
  const inspectionDate = (year: number) => ms(`${year}-04-06T00:00:00`) + between(random, 0, 80) * DAY;
  const mooring = (prefix: 'FA' | 'PL' | 'SW', n: number) => {
    const id = `${prefix}-${String(n).padStart(3, '0')}`;
    const mdl = oneOf(random, MODELS);
    const holder = person(random);
    const heavy = mdl.loa > 11 ? 32 : mdl.loa > 9 ? 25 : 20;
    const last = inspectionDate(2026);
    const lastInspection =
      id === 'SW-047'
        ? {
            date: '2026-07-14',
            diver: 'S. Kerr',
            result: 'pass_conditional',
            nextDue: needle,
            notes: 'Riser shackle pin renewed and moused. Riser to be re-measured at six months.',
          }
        : {
            date: isoDay(last),
            diver: oneOf(random, divers),
            result: 'pass',
            nextDue: isoDay(last + 365 * DAY),
            notes: oneOf(random, [
              '',
              '',
              'Marine growth cleared from riser',
              'New pick-up strop fitted',
              'Pin moused',
              'Buoy re-numbered',
              'Swivel greased',
            ]),
          };
    const history = [2025, 2024, 2023].map((y) => {
      const d = inspectionDate(y);
      return { date: isoDay(d), diver: oneOf(random, divers), result: 'pass', nextDue: isoDay(d + 365 * DAY) };
    });
    return {
      mooringId: id,
      type: prefix === 'SW' ? 'swinging' : prefix === 'FA' ? 'fore_and_aft' : 'pile',
      area: oneOf(random, areasFor[prefix]),
      lastInspection,
      holder: { name: holder, account: `ACH-M-${between(random, 1000, 4999)}`, vessel: vessel(random), model: mdl.model, loa_m: mdl.loa },
      position: { lat: Number((55.868 + random() * 0.012).toFixed(5)), lon: Number((-4.902 + random() * 0.018).toFixed(5)) },
      depthCd_m: between(random, 18, 62) / 10,
      maxLoa_m: Math.ceil(mdl.loa) + between(random, 0, 2),
      tackle:
        prefix === 'PL'
          ? { piles: 2, rings: '40mm galv', strops: '16mm nylon x2' }
          : {
              sinker: `${oneOf(random, ['1.0t', '1.5t', '2.0t'])} concrete block`,
              groundChain: `${heavy}mm galv x ${between(random, 10, 16)}m`,
              riser: `${heavy === 32 ? 20 : 16}mm galv x ${between(random, 7, 12)}m`,
              swivel: `${heavy === 32 ? 25 : 19}mm galv`,
              pickup: `${oneOf(random, ['450mm', '600mm'])} buoy, ${oneOf(random, ['12mm', '14mm', '16mm'])} nylon strop`,
            },
      history,
    };
  };
  const moorings = ids.map(({ prefix, n }) => {
    const id = `${prefix}-${String(n).padStart(3, '0')}`;
    if (id === 'SW-047') return mooring(prefix, n);
    return JSON.parse(fresh(() => JSON.stringify(mooring(prefix, n)), [needle])) as object;
  });
  const output = JSON.stringify(
    { harbour: 'Ardcraig Haven', exported_at: '2026-11-12T07:30:11Z', count: moorings.length, moorings },
    null,
    2,
  );
  return probe(
    'round 80: mooring register (pretty JSON)',
    'When is swinging mooring SW-047 next due for inspection?',
    'get_mooring_register',
    output,
    'mooring-due',
    needle,
  );
}

/** 6. The chandlery EPOS stock export, pretty XML. */
function chandleryStock(): EconomicsTask {
  const random = seededRandom(80_006);
  interface Product {
    description: string;
    brand: string;
    category: string;
    cost: number;
  }
  const products: Product[] = [];
  const add = (description: string, brand: string, category: string, cost: number) => products.push({ description, brand, category, cost });
  for (const type of ['D-Shackle', 'Bow Shackle', 'Long D-Shackle', 'Twisted Shackle'])
    for (const material of ['Galvanised', 'Stainless 316'])
      for (const size of [5, 6, 8, 10, 12, 16, 19])
        add(
          `${type} ${material} ${size}mm`,
          material === 'Galvanised' ? 'Kong' : 'Wichard',
          'Deck Hardware > Shackles',
          (material === 'Galvanised' ? 0.6 : 2.2) + size * 0.18,
        );
  for (const rope of [
    'Braid-on-Braid Polyester',
    '3-Strand Polyester',
    '3-Strand Nylon Anchor Warp',
    'Dyneema SK78 Single Braid',
    'Pre-stretched Polyester',
  ])
    for (const dia of [6, 8, 10, 12, 14, 16])
      for (const colour of rope.startsWith('3-Strand') ? ['White'] : ['White', 'Navy', 'Red Fleck', 'Blue Fleck'])
        add(
          `${rope} ${dia}mm ${colour} (per m)`,
          oneOf(random, ['Marlow', 'Liros', 'English Braids']),
          'Rope > By the metre',
          0.4 + dia * 0.11,
        );
  for (const dia of [6, 8, 10, 12]) add(`Calibrated Chain DIN766 Galv ${dia}mm (per m)`, 'Kong', 'Anchoring > Chain', 1.2 + dia * 0.45);
  for (const dia of [20, 22, 25, 30, 35, 40])
    for (const metal of ['Zinc', 'Aluminium']) add(`Shaft Anode ${dia}mm ${metal}`, 'Tecnoseal', 'Engine > Anodes', 3 + dia * 0.12);
  for (const x of [
    'Volvo Saildrive Anode Zinc',
    'Volvo Saildrive Anode Aluminium',
    'Yanmar SD Anode Zinc',
    'Hull Anode 1kg Zinc',
    'Hull Anode 2kg Zinc',
    'Prop Nut Anode 25mm',
  ])
    add(x, 'Tecnoseal', 'Engine > Anodes', 9.5);
  for (const engine of [
    'Yanmar 2YM15',
    'Yanmar 3YM20',
    'Yanmar 3YM30',
    'Volvo Penta D1-20',
    'Volvo Penta D1-30',
    'Volvo Penta D2-40',
    'Beta 20',
    'Beta 38',
    'Nanni N3.21',
  ])
    for (const part of ['Oil Filter', 'Fuel Filter', 'Raw Water Impeller', 'Alternator Belt', 'Service Kit'])
      add(
        `${part} - ${engine}`,
        oneOf(random, ['Vetus', 'Jabsco', 'OEM', 'Sierra']),
        'Engine > Service parts',
        part === 'Service Kit' ? 38 : 8.5,
      );
  for (const paint of [
    'International Micron 350',
    'International Cruiser Uno EU',
    'Hempel Mille NCT',
    'Jotun Mare Nostrum',
    'Seajet 033 Shogun',
  ])
    for (const colour of ['Black', 'Navy', 'Red', 'Blue', 'Dover White'])
      for (const size of ['750ml', '2.5L'])
        add(`${paint} ${colour} ${size}`, paint.split(' ')[0]!, 'Paint > Antifouling', size === '2.5L' ? 88 : 32);
  for (const fender of [
    'Polyform F1',
    'Polyform F2',
    'Polyform F3',
    'Polyform F4',
    'Polyform A1',
    'Polyform A2',
    'Polyform A3',
    'Majoni Fender 15x58',
    'Majoni Fender 18x63',
  ])
    for (const colour of ['White', 'Navy', 'Black', 'Red'])
      add(`${fender} ${colour}`, fender.split(' ')[0]!, 'Mooring > Fenders', 14 + fender.length);
  for (const amp of [3, 5, 7.5, 10, 15, 20, 25, 30]) add(`ATO Blade Fuse ${amp}A (pack of 5)`, 'Blue Sea', 'Electrical > Fuses', 1.1);
  for (const size of [1.5, 2.5, 4, 6, 10, 16])
    for (const colour of ['Red', 'Black', 'Yellow/Green'])
      add(`Tinned Marine Cable ${size}mm2 ${colour} (per m)`, 'Ancor', 'Electrical > Cable', 0.5 + size * 0.2);
  for (const garment of [
    'Musto BR1 Jacket',
    'Musto BR1 Trousers',
    'Gill OS3 Jacket',
    'Gill OS3 Trousers',
    'Helly Hansen Crew Midlayer',
    'Gill Deckhand Gloves',
    'Dubarry Ultima Boots',
    'Musto Evolution Base Layer',
  ])
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL'])
      add(`${garment} ${size}`, garment.split(' ')[0]!, 'Clothing', garment.includes('Gloves') ? 11 : 55);
  for (const jacket of [
    'Crewsaver Crewfit 165N Auto',
    'Crewsaver ErgoFit+ 190N Auto Harness',
    'Spinlock Deckvest 6D 170N',
    'Seago Active 190N Manual',
  ])
    add(jacket, jacket.split(' ')[0]!, 'Safety > Lifejackets', 85);
  for (const x of [
    'Rearming Kit UML 33g',
    'Rearming Kit Hammar 33g',
    'Kill Cord Coiled',
    'First Aid Kit Category C',
    'Danbuoy Rearming Kit',
    'Throwline 20m',
    'Jackstay Webbing 10m',
  ])
    add(x, 'Ocean Safety', 'Safety > Accessories', 18);
  for (const chart of [
    'Imray C63 Firth of Clyde',
    'Imray C64 Kintyre to Ardnamurchan',
    'Imray 2900 Firth of Clyde Chart Pack',
    'Admiralty SC5610 West Coast of Scotland',
    'CCC Sailing Directions: Firth of Clyde',
    'Reeds Nautical Almanac 2027',
  ])
    add(chart, chart.split(' ')[0]!, 'Books & Charts', 24);
  for (const x of [
    'Starbrite Hull Cleaner 1L',
    'Yachticon Teak Cleaner 1L',
    'Boatcare Gelcoat Polish 500ml',
    'Holt Shampoo & Wax 1L',
    'Bilge Cleaner 1L',
    'Black Streak Remover 650ml',
  ])
    add(x, x.split(' ')[0]!, 'Cleaning', 6.5);
  for (const head of ['Pan Head Machine Screw', 'Countersunk Machine Screw', 'Hex Bolt'])
    for (const size of [4, 5, 6, 8, 10])
      for (const length of [16, 20, 25, 30, 40, 50])
        add(`${head} A4 M${size}x${length} (pack of 10)`, 'Marine Fasteners', 'Fixings > Screws & bolts', 1.2 + size * 0.3);
  for (const part of ['Nyloc Nut', 'Dome Nut', 'Penny Washer', 'Flat Washer', 'Spring Washer'])
    for (const size of [4, 5, 6, 8, 10, 12])
      add(`${part} A4 M${size} (pack of 10)`, 'Marine Fasteners', 'Fixings > Nuts & washers', 0.9 + size * 0.1);
  for (const range of ['8-12', '10-16', '12-20', '16-25', '20-32', '25-40', '32-50', '40-60'])
    add(`Hose Clip Stainless 316 ${range}mm`, 'Norma', 'Plumbing > Hose clips', 0.8);
  for (const block of ['Single Block', 'Double Block', 'Single Block with Becket'])
    for (const size of [40, 57, 75])
      add(`${block} ${size}mm`, oneOf(random, ['Harken', 'Ronstan', 'Barton']), 'Deck Hardware > Blocks', 12 + size * 0.3);
  const target = products.findIndex((p) => p.description === 'D-Shackle Galvanised 10mm');
  const [targetProduct] = products.splice(target, 1);
  shuffle(random, products);
  const at = Math.floor(products.length * 0.5);
  products.splice(at, 0, targetProduct!);
  const locations = new Set<string>();
  const location = () => {
    for (;;) {
      const l = `${oneOf(random, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])}${pad2(between(random, 1, 20))}-${oneOf(random, ['A', 'B', 'C', 'D', 'E', 'F'])}${between(random, 1, 9)}`;
      if (!locations.has(l)) {
        locations.add(l);
        return l;
      }
    }
  };
  const suppliers = [
    'Marine Superstore Trade',
    'Barton Marine Wholesale',
    'Lewmar Trade Counter',
    'Aquafax',
    'Kelvin Hughes Charts',
    'Sailing Clothing Direct',
  ];
  const items = products.map((p) => {
    const cost = Math.round(p.cost * (0.9 + random() * 0.3) * 100) / 100;
    const retail = Math.round(cost * (1.9 + random() * 0.7) * 100) / 100 - 0.01;
    const onHand = between(random, 0, 60);
    return [
      '  <Item>',
      `    <SKU>CH${between(random, 100_000, 399_999)}</SKU>`,
      `    <Barcode>50${chars(random, '0123456789', 11)}</Barcode>`,
      `    <Description>${p.description.replace(/&/g, '&amp;')}</Description>`,
      `    <Brand>${p.brand}</Brand>`,
      `    <Category>${p.category.replace(/>/g, '&gt;').replace(/&(?!gt;)/g, '&amp;')}</Category>`,
      `    <Supplier>${oneOf(random, suppliers)}</Supplier>`,
      '    <Pricing>',
      `      <Cost>${cost.toFixed(2)}</Cost>`,
      `      <Retail>${retail.toFixed(2)}</Retail>`,
      `      <VATCode>${p.category.startsWith('Books') ? 'Z' : 'S'}</VATCode>`,
      '    </Pricing>',
      '    <Stock>',
      `      <OnHand>${onHand}</OnHand>`,
      `      <OnOrder>${onHand < 8 ? between(random, 6, 24) : 0}</OnOrder>`,
      `      <ReorderLevel>${between(random, 2, 12)}</ReorderLevel>`,
      `      <Location>${location()}</Location>`,
      '    </Stock>',
      `    <LastSold>${isoDay(ms('2026-11-11T00:00:00') - between(random, 0, 200) * DAY)}</LastSold>`,
      '  </Item>',
    ].join('\n');
  });
  const needle = /<Location>([^<]+)<\/Location>/.exec(items[at]!)![1]!;
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<StockExport site="Ardcraig Haven Chandlery" generated="2026-11-12T07:45:00Z" system="ShopKeep EPOS 7.2" items="${items.length}">`,
    ...items,
    '</StockExport>',
    '',
  ].join('\n');
  return probe(
    'round 80: chandlery stock export (pretty XML)',
    'Where in the shop do we keep the 10mm galvanised D-shackles?',
    'export_chandlery_stock',
    output,
    'shackle-bin',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** 7. The harbour office's VHF voice logger, with its automatic transcripts. */
function radioLogger(): EconomicsTask {
  const random = seededRandom(80_007);
  const needle = '2026-11-07 21:31:05';
  const lines: { t: number; text: string }[] = [];
  const line = (t: number, ch: string, dir: 'RX' | 'TX', words: string) => {
    const dur = Math.max(2, Math.round(words.length / 14));
    const level = dir === 'RX' ? `-${between(random, 64, 104)} dBm` : '  TX    ';
    return `${spaced(t)}.${String(between(random, 0, 999)).padStart(3, '0')}  ${ch}  ${dir}  00:${pad2(dur)}  ${level}  "${words}"`;
  };
  const add = (t: number, ch: string, dir: 'RX' | 'TX', words: string, banned: readonly string[] = [needle]) =>
    lines.push({ t, text: fresh(() => line(t, ch, dir, words), banned) });
  const kinds = ['sailing yacht', 'yacht', 'motor yacht', 'motor vessel', 'catamaran'];
  const pontoons = ['A', 'B', 'C', 'D', 'E', 'F', 'V'];
  const exchange = (start: number, name: string, kind: string) => {
    let t = start;
    const step = () => (t += between(random, 6, 40) * 1000);
    const loa = (between(random, 75, 145) / 10).toFixed(1);
    add(t, 'CH80', 'RX', `Ardcraig Haven, Ardcraig Haven, this is ${kind} ${name}, ${name}, over.`);
    step();
    add(t, 'CH80', 'TX', `${name}, Ardcraig Haven, good ${t % DAY < 12 * HOUR ? 'morning' : 'afternoon'}, go ahead, over.`);
    step();
    const what = pick(random, 4);
    if (what === 0) {
      const berth = `${oneOf(random, pontoons)}${between(random, 1, 40)}`;
      add(
        t,
        'CH80',
        'RX',
        `Ardcraig Haven, ${name}, we're about ${between(random, 10, 40)} minutes out, looking for a visitor berth for ${oneOf(random, ['one night', 'two nights', 'the weekend'])}, ${loa} metres, over.`,
      );
      step();
      add(
        t,
        'CH80',
        'TX',
        `${name}, take ${berth}, ${oneOf(random, ['port', 'starboard'])} side to, come in by the south entrance, someone will meet you on the pontoon, over.`,
      );
      step();
      add(t, 'CH80', 'RX', `${berth}, understood, thank you, ${name} out.`);
    } else if (what === 1) {
      add(t, 'CH80', 'RX', `Ardcraig Haven, ${name}, is the fuel berth free? We'd like diesel on the way in, over.`);
      step();
      add(
        t,
        'CH80',
        'TX',
        `${name}, fuel berth is ${oneOf(random, ['clear', 'clear', 'busy for about ten minutes'])}, come alongside the hammerhead, over.`,
      );
      step();
      add(t, 'CH80', 'RX', `Thank you, ${name} out.`);
    } else if (what === 2) {
      add(
        t,
        'CH80',
        'RX',
        `Ardcraig Haven, ${name}, leaving ${oneOf(random, pontoons)}${between(random, 1, 40)} now, just to let you know, we've settled up in the office, over.`,
      );
      step();
      add(t, 'CH80', 'TX', `${name}, thanks for letting us know, safe passage, Ardcraig Haven out.`);
    } else {
      add(
        t,
        'CH80',
        'RX',
        `Ardcraig Haven, ${name}, we're booked on the hoist at ${pad2(new Date(t).getUTCHours() + 1)}${oneOf(random, ['00', '30'])}, are you ready for us at the lift dock, over.`,
      );
      step();
      add(
        t,
        'CH80',
        'TX',
        `${name}, yard say give them ${between(random, 5, 20)} minutes, hold off the dock till you see the slings down, over.`,
      );
      step();
      add(t, 'CH80', 'RX', `Will do, ${name} standing by on eight zero.`);
    }
  };
  const from = ms('2026-11-01T00:00:00');
  const to = ms('2026-11-12T08:00:00');
  for (let day = from; day < to; day += DAY) {
    const open = weekday(day) === 0 ? 9 : 8;
    const close = weekday(day) === 0 ? 17 : 18;
    const calls = weekday(day) === 0 || weekday(day) === 6 ? 40 : 30;
    for (let k = 0; k < calls; k++) {
      const t = day + between(random, open * 60, close * 60 - 10) * MINUTE + between(random, 0, 59) * 1000;
      if (t < to) exchange(t, vessel(random), oneOf(random, kinds));
    }
    for (let k = 0; k < 14; k++) {
      const t = day + between(random, 7 * 60, 18 * 60) * MINUTE + between(random, 0, 59) * 1000;
      if (t >= to) continue;
      const boat = vessel(random);
      add(
        t,
        'CH P1',
        oneOf(random, ['RX', 'TX']),
        oneOf(random, [
          `Yard to office, ${boat} is in the slings, we'll be blocking the slipway road for twenty minutes.`,
          `Office to yard, owner of ${boat} is in reception asking about his anodes.`,
          `Yard to office, ${boat} is chocked up in the north yard, you can book her out.`,
          `Office to pontoon staff, can someone take a berth card down to ${boat} on ${oneOf(random, pontoons)} pontoon.`,
          `Pontoon to office, ${boat} has shore power plugged into the wrong post again.`,
        ]),
      );
    }
    for (const hh of [1, 4, 7, 10, 13, 16, 19, 22]) {
      const t = day + hh * HOUR + between(random, 10, 14) * MINUTE + between(random, 0, 59) * 1000;
      if (t >= to) continue;
      add(
        t,
        'CH16',
        'RX',
        'All stations, all stations, all stations, this is Belfast Coastguard, Belfast Coastguard. For maritime safety information listen on channel two three. Belfast Coastguard out.',
      );
    }
    for (let k = 0; k < 12; k++) {
      const t = day + between(random, 0, 24 * 60 - 1) * MINUTE + between(random, 0, 59) * 1000;
      if (t >= to) continue;
      const boat = vessel(random);
      add(
        t,
        oneOf(random, ['CH16', 'CH16', 'CH12']),
        'RX',
        oneOf(random, [
          `Belfast Coastguard, Belfast Coastguard, this is yacht ${boat}, radio check please, over.`,
          `${boat}, Belfast Coastguard, reading you loud and clear, over.`,
          `Clydeport, Clydeport, this is ${boat}, inbound Cumbrae Gap, over.`,
          `${boat}, ${boat}, this is ${vessel(random)}, channel seven two, over.`,
          `Clyde VTS, this is ${boat}, crossing the fairway at Cloch Point now, over.`,
        ]),
      );
    }
  }
  const tern = (iso: string, ch: string, dir: 'RX' | 'TX', words: string) =>
    lines.push({ t: ms(iso), text: line(ms(iso), ch, dir, words) });
  const banned = [needle, 'Tern'];
  for (const l of lines) if (banned.some((b) => l.text.includes(b))) throw new Error('radio logger: a filler line holds a planted word');
  tern('2026-11-07T21:31:05', 'CH80', 'RX', 'Ardcraig Haven, Ardcraig Haven, this is sailing yacht Tern, Tern, over.');
  tern(
    '2026-11-07T21:33:40',
    'CH80',
    'RX',
    'Ardcraig Haven, this is yacht Tern, Tern, looking for a berth for the night, ten point four metres, over.',
  );
  tern('2026-11-07T21:41:17', 'CH80', 'RX', 'Ardcraig Haven, Ardcraig Haven, Tern, Tern, over.');
  tern('2026-11-07T21:49:02', 'CH80', 'RX', 'Ardcraig Haven, Tern, anyone on the pontoons listening on eight zero, over.');
  tern(
    '2026-11-07T22:03:26',
    'CH16',
    'RX',
    'Belfast Coastguard, Belfast Coastguard, this is yacht Tern, just to let you know we are anchoring in Ardcraig Bay for the night, two persons on board, over.',
  );
  tern(
    '2026-11-07T22:03:51',
    'CH16',
    'RX',
    'Tern, Belfast Coastguard, thank you for the information, have a quiet night, Belfast Coastguard out.',
  );
  tern(
    '2026-11-08T09:04:12',
    'CH80',
    'TX',
    'Tern, Tern, this is Ardcraig Haven, sorry we missed you last night, there is a berth for you on E pontoon when you are ready, over.',
  );
  tern('2026-11-08T09:05:30', 'CH80', 'RX', 'Ardcraig Haven, Tern, thank you, weighing anchor now, about twenty minutes, Tern out.');
  tern('2026-11-02T14:12:44', 'CH80', 'RX', 'Ardcraig Haven, Ardcraig Haven, this is yacht Tern, over.');
  tern('2026-11-02T14:12:59', 'CH80', 'TX', 'Tern, Ardcraig Haven, go ahead, over.');
  tern('2026-11-02T14:13:20', 'CH80', 'RX', 'Ardcraig Haven, Tern, just to say we are leaving E12 for Tarbert, back in a few days, over.');
  tern('2026-11-07T17:10:33', 'CH80', 'RX', 'Ardcraig Haven, Ardcraig Haven, this is Arctic Tern, Arctic Tern, over.');
  tern('2026-11-07T17:10:51', 'CH80', 'TX', 'Arctic Tern, Ardcraig Haven, go ahead, over.');
  tern(
    '2026-11-07T17:11:19',
    'CH80',
    'RX',
    'Ardcraig Haven, Arctic Tern, coming back to our own berth on C pontoon, nothing needed, thank you, Arctic Tern out.',
  );
  lines.sort((a, b) => a.t - b.t);
  const output = [
    'VoiceLog Pro 5 - transcript export',
    'Site: Ardcraig Haven Marina harbour office   Channels: CH80 (marina), CH16, CH12, CH P1 (staff)',
    'Period: 2026-11-01 00:00 to 2026-11-12 08:00 (local)   Transcription: auto (en-GB)',
    '',
    'Time                     Chan  Dir  Dur    Level     Transcript',
    ...lines.map((l) => l.text),
    '',
  ].join('\n');
  return probe(
    'round 80: harbour radio voice log (preamble, paraphrase)',
    'A skipper has emailed to complain that he called us on the radio for ages on Saturday night and nobody answered, so he had to anchor off in the bay. His boat is the yacht Tern. What time did he first try to call us?',
    'get_radio_transcripts',
    output,
    'first-call',
    needle,
  );
}

/** 8. The travel lift controller's log, logfmt, over the autumn haul-out season. */
function liftLog(): EconomicsTask {
  const random = seededRandom(80_008);
  const needle = '13.64';
  const banned = [needle];
  const lines: { t: number; text: string }[] = [];
  const push = (t: number, text: string) => lines.push({ t, text });
  const ops = ['gmcintyre', 'dkerr', 'ablair', 'rcurrie'];
  const swl = (lift: string) => (lift === 'TL-50' ? 50 : 20);
  let jobNo = 1040;
  /** One lift job; every line avoids the needle but the settled weight of the planted job, `shown`. */
  const job = (start: number, lift: string, name: string, mdl: Model, direction: 'haul_out' | 'launch', gross: number, shown: string) => {
    let t = start;
    const op = oneOf(random, ops);
    const id = `LJ-26-${++jobNo}`;
    const log = (event: string, rest: () => string) => {
      t += between(random, 5, 90) * 1000;
      push(
        t,
        fresh(() => `ts=${isoSec(t)}Z lift=${lift} job=${id} event=${event} ${rest()}`, banned),
      );
    };
    const split = 0.42 + random() * 0.12;
    const fwd = gross * split;
    const aft = gross - fwd;
    log(
      'job_open',
      () =>
        `op=${op} vessel="${name}" model="${mdl.model}" loa_m=${mdl.loa} beam_m=${mdl.beam} direction=${direction} dock=${direction === 'haul_out' ? 'lift_dock_1' : 'yard'}`,
    );
    log(
      'slings_set',
      () =>
        `sling_fwd_m=${(mdl.loa * 0.22).toFixed(1)} sling_aft_m=${(mdl.loa * 0.63).toFixed(1)} spreader_m=${(mdl.beam + 0.6).toFixed(1)}`,
    );
    log('hoist_start', () => `hyd_bar=${between(random, 150, 175)}`);
    const samples = between(random, 8, 12);
    for (let k = 1; k <= samples; k++) {
      const f = Math.min(1, (k / samples) * (0.9 + random() * 0.15));
      log(
        'load_sample',
        () =>
          `load_t=${(gross * f * (0.97 + random() * 0.02)).toFixed(2)} fwd_t=${(fwd * f * 0.99).toFixed(2)} aft_t=${(aft * f * 0.99).toFixed(2)} hyd_bar=${between(random, 170, 215)}`,
      );
    }
    t += between(random, 5, 20) * 1000;
    push(
      t,
      `ts=${isoSec(t)}Z lift=${lift} job=${id} event=hoist_settled gross_t=${shown} fwd_t=${fwd.toFixed(2)} aft_t=${aft.toFixed(2)} swl_pct=${Math.round((gross / swl(lift)) * 100)}`,
    );
    if (direction === 'haul_out') {
      log('wash_start', () => 'bay=wash_1');
      log('wash_end', () => `water_l=${between(random, 180, 520)}`);
      log(
        'travel_start',
        () => `dest="${oneOf(random, ['North Yard N', 'South Yard S', 'Shed 1 H1/', 'Shed 2 H2/'])}${between(random, 1, 24)}"`,
      );
    } else {
      log('travel_start', () => 'dest="lift_dock_1"');
    }
    log('travel_end', () => `dist_m=${between(random, 60, 320)} max_speed_kmh=${(between(random, 10, 28) / 10).toFixed(1)}`);
    log('lower_complete', () =>
      direction === 'launch' ? 'afloat=true' : `support=${mdl.kind === 'cat' ? 'blocks' : oneOf(random, ['cradle', 'stands'])}`,
    );
    log('job_close', () => `dur_s=${Math.round((t - start) / 1000) + between(random, 300, 900)}`);
    return t;
  };
  const hr = (model: string, loa: number, beam: number, tonnes: number): Model => ({ model, kind: 'sail', loa, beam, draft: 2, tonnes });
  type Spec = readonly [lift: string, name: string, model: Model, direction: 'haul_out' | 'launch', gross: number, shown: string];
  const planted = new Map<string, Spec[]>([
    [
      '2026-11-03',
      [
        ['TL-20', 'Razorbill', hr('Hallberg-Rassy 31', 9.4, 3.07, 5.2), 'haul_out', 5.31, '5.31'],
        ['TL-50', 'Skerryvore', hr('Hallberg-Rassy 46', 14.77, 4.38, 16.5), 'haul_out', 13.64, needle],
      ],
    ],
    ['2026-10-27', [['TL-50', 'Moondance', hr('Hallberg-Rassy 44', 13.63, 4.2, 14.5), 'haul_out', 12.91, '12.91']]],
    ['2026-11-06', [['TL-50', 'Solas', hr('Hallberg-Rassy 37', 11.3, 3.6, 8.2), 'haul_out', 8.47, '8.47']]],
    ['2026-10-21', [['TL-20', 'Bonxie', hr('Hallberg-Rassy 34', 10.35, 3.4, 6.5), 'launch', 6.88, '6.88']]],
  ]);
  const from = ms('2026-10-19T00:00:00');
  const to = ms('2026-11-12T07:00:00');
  for (let day = from; day < to; day += DAY) {
    if (weekday(day) === 0) continue;
    const hours = 4_812 + ((day - from) / DAY) * 5.3;
    let t = day + 7 * HOUR + 40 * MINUTE;
    push(
      t,
      `ts=${isoSec(t)}Z lift=TL-50 event=power_on engine_hours=${hours.toFixed(1)} fuel_pct=${between(random, 35, 95)} battery_v=${(between(random, 262, 284) / 10).toFixed(1)}`,
    );
    const jobs = weekday(day) === 6 ? between(random, 3, 5) : between(random, 6, 9);
    const specials = planted.get(isoDay(day)) ?? [];
    for (let k = 0; k < jobs; k++) {
      t += between(random, 20, 40) * MINUTE;
      const special = k % 2 === 1 ? specials[(k - 1) / 2] : undefined;
      const mdl = special?.[2] ?? oneOf(random, MODELS);
      let gross = special?.[4] ?? mdl.tonnes * (0.95 + random() * 0.22);
      if (!special && gross.toFixed(2) === needle) gross += 0.01;
      const lift = special?.[0] ?? (mdl.tonnes > 12 || random() < 0.6 ? 'TL-50' : 'TL-20');
      const start = t;
      t = job(
        t,
        lift,
        special?.[1] ?? vessel(random),
        mdl,
        special?.[3] ?? (random() < 0.8 ? 'haul_out' : 'launch'),
        gross,
        special?.[5] ?? gross.toFixed(2),
      );
      for (let s = 0; s * 5 * MINUTE < t - start; s++) {
        const tt = start + s * 5 * MINUTE + between(random, 0, 59) * 1000;
        push(
          tt,
          fresh(
            () =>
              `ts=${isoSec(tt)}Z lift=${lift} event=telemetry engine_rpm=${between(random, 900, 2100)} hyd_bar=${between(random, 120, 210)} oil_temp_c=${between(random, 38, 82)} coolant_c=${between(random, 60, 88)} fuel_pct=${between(random, 30, 95)}`,
            banned,
          ),
        );
      }
    }
    t += between(random, 20, 60) * MINUTE;
    push(t, `ts=${isoSec(t)}Z lift=TL-50 event=power_off engine_hours=${(hours + 4.8).toFixed(1)}`);
  }
  lines.sort((a, b) => a.t - b.t);
  const output = lines.map((l) => l.text).join('\n') + '\n';
  return probe(
    'round 80: travel lift log (preamble, paraphrase)',
    'The owner of the big Hallberg-Rassy we hauled out on Tuesday the 3rd wants to know what she weighed when she came out, for his surveyor. What figure did the lift give?',
    'get_travel_lift_log',
    output,
    'lift-weight',
    needle,
  );
}

/** 9. The fuel berth till's receipt journal, September to November. */
function fuelJournal(): EconomicsTask {
  const random = seededRandom(80_009);
  const needle = 'GBP 39.43';
  const banned = [needle, 'CURLEW'];
  const ops = ['Kirsty M', 'Euan R', 'Shona B', 'Callum D'];
  const prices = { diesel: 1.489, unleaded: 1.649 };
  const receipt = (t: number, boat: string, account: string | null, items: { text: string[]; net: number }[]): string => {
    const net = items.reduce((s, i) => s + i.net, 0);
    const gross = Math.round(net * 120) / 100;
    const vat = Math.round((gross - net) * 100) / 100;
    const pay = account
      ? `Paid      ON ACCOUNT ${account}`
      : `Paid      ${oneOf(random, ['VISA', 'MASTERCARD', 'VISA DEBIT', 'AMEX'])} ****${chars(random, '0123456789', 4)} ${oneOf(random, ['CONTACTLESS', 'CHIP & PIN'])} AUTH ${hex(random, 6).toUpperCase()}`;
    return [
      '----------------------------------------',
      'ARDCRAIG HAVEN MARINA - FUEL BERTH',
      'VAT No. GB 284 6613 07',
      'Receipt   FB-#          Till FUEL-1',
      `${ukDay(t)} ${isoSec(t).slice(11)}          Op: ${oneOf(random, ops)}`,
      `Vessel    ${boat.toUpperCase()}`,
      ...items.flatMap((i) => i.text),
      `  Net ${net.toFixed(2)}   VAT ${vat.toFixed(2)}`,
      `TOTAL                     GBP ${gross.toFixed(2)}`,
      pay,
    ].join('\n');
  };
  const fuel = (grade: 'diesel' | 'unleaded', litres: number) => {
    const price = prices[grade];
    const net = Math.round(((litres * price) / 1.2) * 100) / 100;
    return grade === 'diesel'
      ? { text: [`  DIESEL (WHITE)  P1`, `  ${litres.toFixed(2)} L @ ${price.toFixed(3)}/L`, `  Duty decl: 100% propulsion`], net }
      : { text: [`  UNLEADED 95 E5  P3`, `  ${litres.toFixed(2)} L @ ${price.toFixed(3)}/L`], net };
  };
  const extras = [
    { name: 'ENGINE OIL 15W40 5L', price: 38.5 },
    { name: 'TWO-STROKE OIL 1L', price: 12.95 },
    { name: 'CALOR BUTANE 4.5KG EXCHANGE', price: 36.0 },
    { name: 'CAMPING GAZ 907 EXCHANGE', price: 27.5 },
    { name: 'ICE 2KG', price: 2.5 },
    { name: 'PUMP-OUT TOKEN', price: 10.0 },
    { name: 'DIESEL BUG TREATMENT 250ML', price: 16.95 },
    { name: 'WATER TOKEN', price: 2.0 },
  ];
  const extra = () => {
    const e = oneOf(random, extras);
    const qty = e.price < 5 ? between(random, 1, 4) : 1;
    return { text: [`  ${e.name}`, `  ${qty} x ${e.price.toFixed(2)}`], net: Math.round(((qty * e.price) / 1.2) * 100) / 100 };
  };
  const accounts = Array.from({ length: 60 }, () => `ACH-C-${between(random, 1000, 4999)}`);
  const entries: { t: number; text: string }[] = [];
  const from = ms('2026-09-14T00:00:00');
  const to = ms('2026-11-12T00:00:00');
  for (let day = from; day < to; day += DAY) {
    const sales = (weekday(day) === 0 || weekday(day) === 6 ? 20 : 13) - (day > ms('2026-10-15T00:00:00') ? 4 : 0);
    for (let k = 0; k < sales; k++) {
      const t = day + between(random, 8 * 60 + 30, 17 * 60 + 30) * MINUTE + between(random, 0, 59) * 1000;
      const boat = vessel(random);
      const sale = () => {
        const items: { text: string[]; net: number }[] = [];
        const r = random();
        if (r < 0.6) items.push(fuel('diesel', between(random, 2000, 22_000) / 100));
        else if (r < 0.8) items.push(fuel('unleaded', between(random, 500, 6000) / 100));
        if (random() < 0.35 || items.length === 0) items.push(extra());
        return receipt(t, boat, random() < 0.3 ? oneOf(random, accounts) : null, items);
      };
      entries.push({ t, text: fresh(sale, banned) });
    }
  }
  const curlew = (iso: string, boat: string, items: { text: string[]; net: number }[], account: string | null) =>
    entries.push({ t: ms(iso), text: receipt(ms(iso), boat, account, items) });
  curlew('2026-10-11T10:07:42', 'Curlew', [fuel('unleaded', 23.91)], 'ACH-C-0412');
  curlew('2026-10-11T15:22:09', 'Curlew', [{ text: ['  CAMPING GAZ 907 EXCHANGE', '  1 x 27.50'], net: 22.92 }], 'ACH-C-0412');
  curlew('2026-10-11T09:48:30', 'Stone Curlew', [fuel('unleaded', 18.4)], null);
  curlew('2026-09-27T11:31:15', 'Curlew', [fuel('diesel', 64.2)], 'ACH-C-0412');
  curlew('2026-10-24T12:02:51', 'Curlew', [fuel('diesel', 38.75)], 'ACH-C-0412');
  entries.sort((a, b) => a.t - b.t);
  let receiptNo = 80_410;
  const numbered = entries.map((e) => e.text.replace('FB-#', () => `FB-${(receiptNo += 1)}`));
  const output = [
    'FUEL-1 electronic journal  14/09/2026 - 11/11/2026',
    '',
    ...numbered,
    '----------------------------------------',
    '',
  ].join('\n');
  return probe(
    'round 80: fuel berth receipt journal (preamble, paraphrase)',
    "Curlew's owner has been on the phone about his October account statement. He says all he had from us on the morning of Sunday the 11th was a bit of petrol for the outboard, and he reckons we've overcharged him. How much did we actually charge him for it?",
    'get_fuel_till_journal',
    output,
    'petrol-charge',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** 10. A year of Z-reads from the chandlery, fuel berth and café tills, CSV. */
function zReads(): EconomicsTask {
  const random = seededRandom(80_010);
  const needle = '2026-05-23,CHAND-02';
  const tills = [
    { id: 'CHAND-01', location: 'Chandlery', base: 900, noSale: 4 },
    { id: 'CHAND-02', location: 'Chandlery', base: 520, noSale: 4 },
    { id: 'FUEL-1', location: 'Fuel berth', base: 1400, noSale: 6 },
    { id: 'CAFE-1', location: 'Quayside Cafe', base: 650, noSale: 5 },
    { id: 'YARD-1', location: 'Boatyard office', base: 1100, noSale: 3 },
  ];
  const staff = ['kmacleod', 'erobertson', 'sbuchanan', 'cdunlop', 'mgillies', 'hreid', 'ifraser', 'lcampbell'];
  const rows: string[] = [
    'z_number,business_date,till_id,location,opened_at,closed_at,opened_by,closed_by,transaction_count,gross_sales,discounts,refund_count,refund_value,void_count,no_sale_count,cash_sales,card_sales,account_sales,cash_expected,cash_declared,variance',
  ];
  let z = 30_211;
  const from = ms('2025-11-01T00:00:00');
  const to = ms('2026-11-12T00:00:00');
  for (let day = from; day < to; day += DAY) {
    const month = new Date(day).getUTCMonth();
    const season = month >= 4 && month <= 8 ? 1.8 : month === 3 || month === 9 ? 1.2 : 0.6;
    const weekend = weekday(day) === 0 || weekday(day) === 6 ? 1.35 : 1;
    for (const till of tills) {
      if (season < 1 && till.id === 'CHAND-02' && weekday(day) !== 6) continue;
      if (season < 1 && till.id === 'CAFE-1' && (weekday(day) === 1 || weekday(day) === 2)) continue;
      z += 1;
      const date = isoDay(day);
      const gross = Math.round(till.base * season * weekend * (0.6 + random() * 0.8) * 100) / 100;
      const txns = Math.max(3, Math.round(gross / (till.id === 'FUEL-1' ? between(random, 55, 90) : between(random, 14, 32))));
      const discounts = Math.round(gross * (random() < 0.5 ? 0 : random() * 0.03) * 100) / 100;
      const refundCount = random() < 0.7 ? 0 : between(random, 1, 2);
      const refunds = refundCount === 0 ? 0 : Math.round(between(random, 300, 6000)) / 100;
      const noSale = date === '2026-05-23' && till.id === 'CHAND-02' ? 41 : pick(random, till.noSale + 1);
      const account = Math.round(gross * (till.id === 'CAFE-1' ? 0 : random() * 0.25) * 100) / 100;
      const cash = Math.round((gross - account) * (0.08 + random() * 0.15) * 100) / 100;
      const card = Math.round((gross - account - cash) * 100) / 100;
      const expected = Math.round((150 + cash - refunds * 0.3) * 100) / 100;
      const variance = random() < 0.6 ? 0 : Math.round((random() - 0.5) * 800) / 100;
      const declared = Math.round((expected + variance) * 100) / 100;
      const open = `${date}T${pad2(between(random, 7, 8))}:${pad2(between(random, 30, 59))}:${pad2(between(random, 0, 59))}`;
      const close = `${date}T${pad2(between(random, 17, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`;
      rows.push(
        [
          `Z${z}`,
          date,
          till.id,
          till.location,
          open,
          close,
          oneOf(random, staff),
          oneOf(random, staff),
          txns,
          gross.toFixed(2),
          discounts.toFixed(2),
          refundCount,
          refunds.toFixed(2),
          pick(random, 3),
          noSale,
          cash.toFixed(2),
          card.toFixed(2),
          account.toFixed(2),
          expected.toFixed(2),
          declared.toFixed(2),
          (declared - expected).toFixed(2),
        ].join(','),
      );
    }
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 80: till Z-reads (CSV, odd one out)',
    'Going through the till Z-reads: on one day somebody opened one of the chandlery till drawers far more often than normal without ringing anything through. Which till was it, and which day?',
    'export_z_reads',
    output,
    'no-sale-day',
    needle,
  );
}

/** 11. This year's mooring survey from the diving contractor, a fixed-width report. */
function mooringSurvey(): EconomicsTask {
  const random = seededRandom(80_011);
  const needle = '15.3 mm';
  const divers = ['R. Galbraith', 'S. Kerr', 'M. Docherty', 'J. Ritchie'];
  const lines: string[] = [
    'CLYDE SUBSEA SERVICES LTD - ANNUAL MOORING SURVEY 2026',
    'Client: Ardcraig Haven Marina & Boatyard Ltd        Survey period: 06/04/2026 - 26/06/2026',
    'Method: diver inspection, chain measured with calipers at the most worn link (mean of two diameters)',
    '',
  ];
  const header = `${'Mooring'.padEnd(9)}${'Date'.padEnd(12)}${'Diver'.padEnd(14)}${'Component'.padEnd(18)}${'Spec'.padEnd(18)}${'Nominal'.padEnd(9)}${'Measured'.padEnd(10)}${'Remain'.padEnd(8)}${'Length'.padEnd(8)}Notes`;
  const row = (
    id: string,
    date: string,
    diver: string,
    component: string,
    spec: string,
    nominal: number | null,
    measured: number | null,
    length: string,
    note: string,
  ) =>
    `${id.padEnd(9)}${date.padEnd(12)}${diver.padEnd(14)}${component.padEnd(18)}${spec.padEnd(18)}${(nominal === null ? '-' : `${nominal} mm`).padEnd(9)}${(measured === null ? '-' : `${measured.toFixed(1)} mm`).padEnd(10)}${(nominal === null || measured === null ? '-' : `${Math.round((measured / nominal) * 100)}%`).padEnd(8)}${length.padEnd(8)}${note}`.trimEnd();
  const notes = ['', '', '', '', '', '', 'growth cleared', 'growth cleared', 'photo taken', 'cleaned for measuring'];
  const ids = [
    ...Array.from({ length: 190 }, (_, i) => `SW-${String(i + 1).padStart(3, '0')}`),
    ...Array.from({ length: 110 }, (_, i) => `FA-${String(i + 1).padStart(3, '0')}`),
  ];
  let page = 1;
  ids.forEach((id, i) => {
    if (i % 40 === 0) {
      lines.push(`--- page ${page++} ---`, header);
    }
    const date = isoDay(ms('2026-04-06T00:00:00') + Math.floor((i / ids.length) * 80) * DAY);
    const diver = oneOf(random, divers);
    const ground = id.startsWith('FA') ? 20 : id === 'SW-112' ? 25 : oneOf(random, [20, 25, 25, 25, 32]);
    const riser = ground === 32 ? 20 : 16;
    const swivel = ground === 32 ? 25 : 19;
    const shackle = ground === 32 ? 26 : 22;
    const worn = (nominal: number, lo: number) => nominal * (lo + random() * (0.995 - lo));
    const comp = (component: string, spec: string, nominal: number | null, length: () => string, lo = 0.86) =>
      lines.push(
        fresh(
          () => row(id, date, diver, component, spec, nominal, nominal === null ? null : worn(nominal, lo), length(), oneOf(random, notes)),
          [needle],
        ),
      );
    lines.push(
      row(
        id,
        date,
        diver,
        'Sinker',
        `${oneOf(random, ['1.0', '1.5', '2.0'])} t concrete`,
        null,
        null,
        '-',
        `scour ${between(random, 0, 30)} cm`,
      ),
    );
    if (id === 'SW-112') lines.push(row(id, date, diver, 'Ground chain', '25mm galv', 25, 15.3, '14.0 m', ''));
    else comp('Ground chain', `${ground}mm galv`, ground, () => `${between(random, 10, 16)}.0 m`);
    comp('Ground shackle', `${shackle}mm galv`, shackle, () => '-');
    comp('Swivel', `${swivel}mm galv`, swivel, () => '-', 0.9);
    comp('Riser chain', `${riser}mm galv`, riser, () => `${between(random, 7, 12)}.0 m`);
    comp('Riser shackle', `${riser === 20 ? 22 : 19}mm galv`, riser === 20 ? 22 : 19, () => '-');
    comp('Pick-up strop', `${oneOf(random, [12, 14, 16])}mm nylon`, null, () => `${between(random, 2, 4)}.0 m`);
    comp('Buoy', `${oneOf(random, ['450mm', '600mm'])} ${oneOf(random, ['orange', 'yellow', 'white'])}`, null, () => '-');
  });
  lines.push(
    '',
    `Moorings inspected: ${ids.length}    Components measured: ${ids.length * 5}`,
    'Signed: R. Galbraith, HSE Part IV diving supervisor',
    '',
  );
  const output = lines.join('\n');
  return probe(
    'round 80: mooring survey (fixed-width, odd one out)',
    "This year's mooring survey is back from the divers. Which mooring's ground chain has worn down much more than everybody else's?",
    'get_mooring_survey',
    output,
    'worn-chain',
    needle,
  );
}

/** 12. The two NVRs' daily recording summary, as their admin CLI prints it. */
function cctvSummary(): EconomicsTask {
  const random = seededRandom(80_012);
  const needle = '704x576';
  const names = [
    'Main Gate',
    'Reception',
    'Car Park North',
    'Car Park South',
    'Fuel Berth',
    'Fuel Berth PTZ',
    'Chandlery Till',
    'Chandlery Door',
    'Chandlery Stockroom',
    'Cafe Terrace',
    'Boatyard Gate',
    'North Yard',
    'South Yard',
    'Shed 1 Interior',
    'Shed 2 Interior',
    'Travel Lift Dock',
    'Slipway',
    'Dinghy Park',
    'Pontoon A Head',
    'Pontoon B Head',
    'Pontoon C Head',
    'Pontoon D North',
    'Pontoon D South',
    'Pontoon E Head',
    'Pontoon F Head',
    'Visitor Pontoon',
    'Breakwater East',
    'Breakwater West',
    'Harbour Entrance',
    'Harbour Office',
    'Laundry Block',
    'Shower Block',
    'Bin Store',
    'Workshop',
    'Engine Bay Store',
    'Mast Rack',
    'Rigging Loft',
    'Fuel Tank Compound',
    'Gas Store',
    'Boat Park East',
    'Boat Park West',
    'Lift Dock PTZ',
    'Seawall Path',
    'Crane Pad',
    'Club House',
    'Sailing School',
    'Slip Road',
    'Service Road',
  ];
  const profiles = [
    { codec: 'H.265', res: '2688x1520', fps: 20, kbps: 3072 },
    { codec: 'H.264', res: '1920x1080', fps: 25, kbps: 4096 },
    { codec: 'H.265', res: '3840x2160', fps: 15, kbps: 6144 },
    { codec: 'H.265', res: '2560x1440', fps: 20, kbps: 4096 },
  ];
  const cams = names.map((name, i) => ({
    nvr: i < 24 ? 'NVR-01' : 'NVR-02',
    ch: (i % 24) + 1,
    name,
    profile: oneOf(random, profiles),
    motionOnly: random() < 0.2,
  }));
  const line = (
    date: string,
    nvr: string,
    ch: number,
    name: string,
    codec: string,
    res: string,
    fps: number,
    kbps: number,
    rec: string,
    gb: string,
  ) =>
    `${date.padEnd(12)}${nvr.padEnd(8)}${pad2(ch).padEnd(4)}${name.padEnd(22)}${codec.padEnd(7)}${res.padEnd(12)}${String(fps).padEnd(5)}${String(kbps).padEnd(10)}${rec.padEnd(10)}${gb}`;
  const head = `${'Date'.padEnd(12)}${'NVR'.padEnd(8)}${'Ch'.padEnd(4)}${'Camera'.padEnd(22)}${'Codec'.padEnd(7)}${'Resolution'.padEnd(12)}${'FPS'.padEnd(5)}${'Avg kbps'.padEnd(10)}${'Recorded'.padEnd(10)}Size GB`;
  const lines: string[] = [
    '$ nvrctl report recording --daily --from 2026-08-29 --to 2026-11-11 --all-channels',
    'Ardcraig Haven Marina - recording summary (NVR-01 10.20.4.21, NVR-02 10.20.4.22)',
    '',
  ];
  const from = ms('2026-08-29T00:00:00');
  const to = ms('2026-11-12T00:00:00');
  for (let day = from; day < to; day += DAY) {
    lines.push(head);
    const date = isoDay(day);
    for (const c of cams) {
      const odd = date === '2026-10-02' && c.name === 'Pontoon D North';
      const res = odd ? needle : c.profile.res;
      const kbps = odd ? between(random, 700, 820) : Math.round(c.profile.kbps * (0.82 + random() * 0.3));
      const seconds = c.motionOnly ? between(random, 2 * 3600, 14 * 3600) : 86_400 - (random() < 0.15 ? between(random, 1, 240) : 0);
      const rec = `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
      const gb = ((kbps * seconds) / 8 / 1024 / 1024).toFixed(1);
      lines.push(line(date, c.nvr, c.ch, c.name, c.profile.codec, res, c.profile.fps, kbps, rec, gb));
    }
    lines.push('');
  }
  lines.push(`${cams.length} channels, 75 days.`, '');
  const output = lines.join('\n');
  return probe(
    'round 80: CCTV recording summary (CLI table, odd one out)',
    'Looking at the CCTV recording summary: one camera, on one day, recorded at a far lower resolution than it normally does. Which camera was it, and on what day?',
    'nvr_recording_report',
    output,
    'low-res-camera',
    needle,
  );
}

/** Round 80: twelve probes from a marina and boatyard, written blind. */
export function roundEighty(): EconomicsTask[] {
  return [
    berthBookings(),
    anprReads(),
    dscLog(),
    hardStanding(),
    mooringRegister(),
    chandleryStock(),
    radioLogger(),
    liftLog(),
    fuelJournal(),
    zReads(),
    mooringSurvey(),
    cctvSummary(),
  ];
}
