/**
 * Probe round 31, written blind: a mid-sized online travel agency, Farbridge Travel (flight and hotel search and
 * booking APIs, payments and refunds, the customer service desk, fraud screening, the mobile site, supplier and
 * partner feeds, its Kubernetes platform, data pipelines and on-call). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - fare cache json: how many seats are left at the shown fare on an early Iberia Manchester-Madrid flight in December.
 *  - hotel availability xml: until when a sea-view double on a Sitges hotel's room-only flexible rate can be cancelled free.
 *  - checkout bundle js: how long the mobile site's checkout waits on a 3-D Secure challenge before giving up.
 * b. The answer a few lines away from the line the question's words match:
 *  - bookings pretty json: the e-ticket number of a passenger's flight home from Funchal.
 *  - refund worker log: the reason the payment provider gave for turning down one booking's refund.
 *  - cronjobs describe: what time the production supplier invoice reconciliation job is scheduled to start.
 * c. A question that paraphrases the output or carries a preamble:
 *  - fraud screening log: what our screening decided, and why, on a customer's Orlando booking on Tuesday lunchtime.
 *  - dbt nightly logs: whether the overnight job building the cancelled-bookings figures ran on a given night, and what broke.
 *  - service desk tickets csv: what an agent promised a couple turned away by their overbooked Santorini hotel.
 * d. One value unlike its peers:
 *  - fx rates csv: which hourly exchange rate is out of line with the hours around it.
 *  - kafka consumer groups: which partition is far behind while the rest of its group keeps up.
 *  - supplier connectors jsonl: which flight connector keeps search results far longer than the others.
 * Not among the bench's targets.
 *
 * First run, at f26984f (the round-30 first run's commit with this file; `ROUNDS=31
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,677,152 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between. 87fe39b, the head
 * before this round's stop began, finds the same 2/12 (56,667 tokens):
 *   round 31: fare cache json
 *     codex: 7,387 tokens, peak 7,287, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 662, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,527 tokens, peak 1,006, 0/1 needles, 4 read-backs
 *     ours: 4,478 tokens, peak 956, 0/1 needles, 4 read-backs
 *   round 31: hotel availability xml
 *     codex: 6,159 tokens, peak 6,065, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 582, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,462 tokens, peak 997, 0/1 needles, 4 read-backs
 *     ours: 4,506 tokens, peak 1,003, 0/1 needles, 4 read-backs
 *   round 31: checkout bundle js
 *     codex: 285 tokens, peak 181, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 662, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,261 tokens, peak 1,071, 1/1 needles, 3 read-backs
 *     ours: 3,576 tokens, peak 1,186, 1/1 needles, 3 read-backs
 *   round 31: bookings pretty json
 *     codex: 12,102 tokens, peak 12,013, 0/1 needles, 0 read-backs
 *     context-chef: 673 tokens, peak 584, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,212 tokens, peak 1,636, 0/1 needles, 3 read-backs
 *     ours: 4,214 tokens, peak 1,383, 0/1 needles, 3 read-backs
 *   round 31: refund worker log
 *     codex: 14,032 tokens, peak 13,946, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 651, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,458 tokens, peak 3,236, 0/1 needles, 2 read-backs
 *     ours: 6,037 tokens, peak 3,115, 0/1 needles, 2 read-backs
 *   round 31: cronjobs describe
 *     codex: 9,636 tokens, peak 9,559, 0/1 needles, 0 read-backs
 *     context-chef: 549 tokens, peak 472, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,642 tokens, peak 2,488, 0/1 needles, 4 read-backs
 *     ours: 6,382 tokens, peak 2,138, 0/1 needles, 4 read-backs
 *   round 31: fraud screening log, preamble and paraphrase
 *     codex: 15,523 tokens, peak 15,407, 0/1 needles, 0 read-backs
 *     context-chef: 863 tokens, peak 747, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,453 tokens, peak 1,392, 0/1 needles, 4 read-backs
 *     ours: 4,593 tokens, peak 974, 0/1 needles, 4 read-backs
 *   round 31: dbt nightly logs, paraphrase
 *     codex: 14,892 tokens, peak 14,795, 0/1 needles, 0 read-backs
 *     context-chef: 803 tokens, peak 706, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,090 tokens, peak 1,324, 0/1 needles, 4 read-backs
 *     ours: 4,453 tokens, peak 951, 0/1 needles, 4 read-backs
 *   round 31: service desk tickets csv, preamble and paraphrase
 *     codex: 13,874 tokens, peak 13,763, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,929 tokens, peak 3,525, 0/1 needles, 2 read-backs
 *     ours: 6,348 tokens, peak 3,401, 0/1 needles, 2 read-backs
 *   round 31: fx rates csv
 *     codex: 24,060 tokens, peak 23,974, 0/1 needles, 0 read-backs
 *     context-chef: 1,068 tokens, peak 982, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,728 tokens, peak 1,653, 0/1 needles, 4 read-backs
 *     ours: 3,678 tokens, peak 799, 1/1 needles, 4 read-backs
 *   round 31: kafka consumer groups
 *     codex: 16,378 tokens, peak 16,274, 0/1 needles, 0 read-backs
 *     context-chef: 814 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,091 tokens, peak 1,308, 0/1 needles, 4 read-backs
 *     ours: 4,235 tokens, peak 907, 0/1 needles, 4 read-backs
 *   round 31: supplier connectors jsonl
 *     codex: 12,652 tokens, peak 12,548, 0/1 needles, 0 read-backs
 *     context-chef: 690 tokens, peak 586, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,387 tokens, peak 1,188, 0/1 needles, 4 read-backs
 *     ours: 4,268 tokens, peak 911, 0/1 needles, 4 read-backs
 */
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026: the UK is on GMT, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** A moment of December 2026. */
const D = (day: number, h: number, m = 0) => Date.UTC(2026, 11, day, h, m);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
const isoZ = (t: number) => `${iso(t)}Z`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const UPNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const NOW = T(19, 9, 30);

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

const FIRST = [
  'Eleanor',
  'James',
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
  'Kwame',
  'Ellie',
  'Darren',
  'Fatima',
  'Owen',
  'Beth',
  'Tariq',
  'Chloe',
  'Niamh',
  'Rory',
  'Imogen',
  'Sanjay',
];
const LAST = [
  'Nair',
  'Hughes',
  'Kowalski',
  'Patel',
  'Barnes',
  'Okafor',
  'Shaw',
  'Ahmed',
  'Wright',
  'Jennings',
  'Singh',
  'Marsh',
  'Taylor',
  'Evans',
  'Lloyd',
  'Begum',
  'Fox',
  'Carter',
  'Murray',
  'Campbell',
  'Reid',
  'Fraser',
  'Osei',
  'Lindqvist',
];

/** Airports: IATA code and the city the customer would name. */
const UK_AIRPORTS: readonly (readonly [string, string])[] = [
  ['LHR', 'London'],
  ['LGW', 'London'],
  ['STN', 'London'],
  ['LTN', 'London'],
  ['MAN', 'Manchester'],
  ['BHX', 'Birmingham'],
  ['EDI', 'Edinburgh'],
  ['GLA', 'Glasgow'],
  ['BRS', 'Bristol'],
  ['NCL', 'Newcastle'],
  ['LBA', 'Leeds'],
  ['EMA', 'East Midlands'],
];
const EU_AIRPORTS: readonly (readonly [string, string])[] = [
  ['MAD', 'Madrid'],
  ['BCN', 'Barcelona'],
  ['AGP', 'Malaga'],
  ['ALC', 'Alicante'],
  ['PMI', 'Palma'],
  ['LIS', 'Lisbon'],
  ['OPO', 'Porto'],
  ['FAO', 'Faro'],
  ['FNC', 'Funchal'],
  ['TFS', 'Tenerife'],
  ['LPA', 'Gran Canaria'],
  ['ACE', 'Lanzarote'],
  ['FCO', 'Rome'],
  ['MXP', 'Milan'],
  ['NAP', 'Naples'],
  ['ATH', 'Athens'],
  ['HER', 'Heraklion'],
  ['DBV', 'Dubrovnik'],
  ['AMS', 'Amsterdam'],
  ['CDG', 'Paris'],
  ['NCE', 'Nice'],
  ['GVA', 'Geneva'],
  ['VIE', 'Vienna'],
  ['PRG', 'Prague'],
  ['BUD', 'Budapest'],
  ['KRK', 'Krakow'],
  ['DUB', 'Dublin'],
  ['CPH', 'Copenhagen'],
  ['BER', 'Berlin'],
  ['MUC', 'Munich'],
];
/** Airlines: code, name, ticketing prefix ('' for those that do not issue e-tickets). */
const AIRLINES: readonly (readonly [string, string, string])[] = [
  ['BA', 'British Airways', '125'],
  ['IB', 'Iberia', '075'],
  ['VY', 'Vueling', ''],
  ['FR', 'Ryanair', ''],
  ['U2', 'easyJet', ''],
  ['LS', 'Jet2', ''],
  ['TP', 'TAP Air Portugal', '047'],
  ['AZ', 'ITA Airways', '055'],
  ['KL', 'KLM', '074'],
  ['AF', 'Air France', '057'],
  ['LH', 'Lufthansa', '220'],
  ['EI', 'Aer Lingus', '053'],
  ['W6', 'Wizz Air', ''],
  ['SK', 'SAS', '117'],
  ['LX', 'SWISS', '724'],
  ['A3', 'Aegean', '390'],
];

/** `GET /v3/fare-cache/offers`: one line of JSON, the cached December offers; an Iberia flight's seats. */
function fareCacheJson(): EconomicsTask {
  const random = seededRandom(31_001);
  const BRANDS = ['BASIC', 'BASIC', 'STANDARD', 'CLASSIC', 'FLEX', 'LIGHT'];
  const airline = (code: string) => AIRLINES.find(([c]) => c === code)!;
  const offer = (origin: string, destination: string, dep: number, carrier: readonly [string, string, string], flightNumber?: string) => {
    const duration = between(random, 95, 265);
    const brand = oneOf(random, BRANDS);
    const base = between(random, 1_900, 38_900) / 100;
    const taxes = between(random, 1_300, 9_800) / 100;
    return {
      offer_id: `OF-${chars(random, UPNUM, 14)}`,
      supplier: oneOf(random, ['amadeus', 'amadeus', 'sabre', 'ndc-direct', 'travelport']),
      origin,
      destination,
      departure: iso(dep).slice(0, 16),
      arrival: iso(dep + duration * MINUTE + (destination < 'M' ? HOUR : 0)).slice(0, 16),
      carrier: carrier[0],
      flight_number: flightNumber ?? `${carrier[0]}${between(random, 100, 8_999)}`,
      operating_carrier: random() < 0.9 ? carrier[0] : oneOf(random, AIRLINES)[0],
      duration_min: duration,
      stops: 0,
      cabin: random() < 0.92 ? 'ECONOMY' : 'PREMIUM_ECONOMY',
      fare_brand: brand,
      fare_basis: `${oneOf(random, ['O', 'Q', 'V', 'N', 'K', 'L', 'S'])}${chars(random, UPPER, 2)}${oneOf(random, ['OB', 'NB', 'XB', 'SB'])}${between(random, 1, 9)}`,
      seats_remaining: between(random, 1, 9),
      price: { base, taxes, total: Number((base + taxes).toFixed(2)), currency: 'GBP' },
      baggage: { cabin: '1x10kg', checked: brand === 'BASIC' || brand === 'LIGHT' ? '0' : '1x23kg' },
      refundable: brand === 'FLEX',
      changeable: brand !== 'BASIC',
      valid_until: isoZ(T(19, 9, 14) + between(random, 15, 45) * MINUTE),
    };
  };
  const COUNT = 2_300;
  const offers: object[] = [];
  while (offers.length < COUNT) {
    const [origin] = oneOf(random, UK_AIRPORTS);
    const [destination] = oneOf(random, EU_AIRPORTS);
    const day = between(random, 14, 22);
    if (origin === 'MAN' && destination === 'MAD' && day === 18) continue;
    offers.push(
      offer(
        origin,
        destination,
        D(day, between(random, 6, 21), oneOf(random, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])),
        oneOf(random, AIRLINES),
      ),
    );
  }
  const IB = airline('IB');
  const target = offer('MAN', 'MAD', D(18, 7, 10), IB, 'IB3713');
  const text = JSON.stringify(target);
  const needle = text.slice(text.indexOf('"departure"'), text.indexOf(',"price"'));
  offers[Math.floor(COUNT * 0.5)] = target;
  offers[Math.floor(COUNT * 0.41)] = offer('MAN', 'MAD', D(18, 12, 45), IB, 'IB3715');
  offers[Math.floor(COUNT * 0.44)] = offer('MAN', 'MAD', D(18, 7, 5), airline('FR'), 'FR3422');
  offers[Math.floor(COUNT * 0.53)] = offer('MAN', 'MAD', D(19, 7, 10), IB, 'IB3713');
  offers[Math.floor(COUNT * 0.56)] = offer('LHR', 'MAD', D(18, 7, 15), IB, 'IB3171');
  offers[Math.floor(COUNT * 0.6)] = offer('MAN', 'MAD', D(18, 18, 55), IB, 'IB3717');
  offers[Math.floor(COUNT * 0.63)] = offer('MAN', 'BCN', D(18, 7, 5), IB, 'IB3725');
  const output = `${JSON.stringify({
    request: {
      market: 'GB',
      currency: 'GBP',
      departure_from: '2026-12-14',
      departure_to: '2026-12-22',
      origins: UK_AIRPORTS.map(([c]) => c),
    },
    generated_at: isoZ(T(19, 9, 14, 6)),
    count: COUNT,
    offers,
  })}\n`;
  const ask =
    "I've got a customer on the phone who wants the early Iberia flight from Manchester to Madrid on Friday 18 December, the one that goes just after seven. How many seats have we still got at the fare we're showing for it?";
  return probe('round 31: fare cache json', ask, 'http_get', output, 'seats', needle, true);
}

/** An OTA_HotelAvailRS for 4-7 December across the Mediterranean cities, as one line of XML; a rate's cancellation deadline. */
function hotelAvailabilityXml(): EconomicsTask {
  const random = seededRandom(31_002);
  const CITIES: readonly (readonly [string, string, string, boolean])[] = [
    ['Barcelona', 'BCN', 'ES', true],
    ['Sitges', 'BCN', 'ES', true],
    ['Madrid', 'MAD', 'ES', false],
    ['Seville', 'SVQ', 'ES', false],
    ['Malaga', 'AGP', 'ES', true],
    ['Palma', 'PMI', 'ES', true],
    ['Lisbon', 'LIS', 'PT', true],
    ['Porto', 'OPO', 'PT', true],
    ['Funchal', 'FNC', 'PT', true],
    ['Rome', 'ROM', 'IT', false],
    ['Florence', 'FLR', 'IT', false],
    ['Naples', 'NAP', 'IT', true],
    ['Athens', 'ATH', 'GR', true],
    ['Dubrovnik', 'DBV', 'HR', true],
    ['Nice', 'NCE', 'FR', true],
    ['Valencia', 'VLC', 'ES', true],
  ];
  const PREFIX = ['Hotel', 'Gran Hotel', 'Boutique Hotel', 'Aparthotel', 'Hotel', 'Suites'];
  const NAMES = [
    'Miramar',
    'Plaza',
    'Central',
    'Mediterraneo',
    'Atlantico',
    'Regina',
    'Splendid',
    'Continental',
    'Palacio',
    'Marina',
    'Bellavista',
    'Alameda',
    'Riviera',
    'Royal',
    'Lumen',
    'Opera',
    'Terramar',
    'Sol y Mar',
    'Las Arenas',
    'Porto Novo',
    'Aurora',
    'Bahia',
  ];
  const ROOMS: readonly (readonly [string, string, number])[] = [
    ['STD-DBL', 'Standard Double', 2],
    ['STD-TWN', 'Standard Twin', 2],
    ['SUP-DBL', 'Superior Double', 2],
    ['DBL-SV', 'Double Room Sea View', 2],
    ['DBL-CV', 'Double Room City View', 2],
    ['JSU', 'Junior Suite', 3],
    ['FAM', 'Family Room', 4],
  ];
  const PLANS: readonly (readonly [string, string, string, boolean])[] = [
    ['RO-FLEX', 'Room only - flexible', 'RO', true],
    ['RO-NRF', 'Room only - non-refundable', 'RO', false],
    ['BB-FLEX', 'Bed and breakfast - flexible', 'BB', true],
    ['BB-NRF', 'Bed and breakfast - non-refundable', 'BB', false],
  ];
  const money = (n: number) => n.toFixed(2);
  const roomRate = (room: string, plan: readonly [string, string, string, boolean], nightly: number, deadline?: string) => {
    const after = nightly * (plan[2] === 'BB' ? 1.14 : 1) * (plan[3] ? 1 : 0.88);
    const before = after / 1.1;
    const cancel = plan[3]
      ? `<CancelPenalty NonRefundable="false"><Deadline AbsoluteDeadline="${deadline ?? `2026-12-0${between(random, 1, 3)}T${oneOf(random, ['12:00', '18:00', '23:59'])}:00`}"/><AmountPercent NmbrOfNights="1"/></CancelPenalty>`
      : '<CancelPenalty NonRefundable="true"><AmountPercent Percent="100"/></CancelPenalty>';
    return `<RoomRate RoomTypeCode="${room}" RatePlanCode="${plan[0]}" BookingCode="${chars(random, UPNUM, 4)}-${chars(random, UPNUM, 10)}"><Rates><Rate EffectiveDate="2026-12-04" ExpireDate="2026-12-07" RateTimeUnit="Day" UnitMultiplier="3"><Base AmountBeforeTax="${money(before)}" AmountAfterTax="${money(after)}" CurrencyCode="EUR"/></Rate></Rates><Total AmountBeforeTax="${money(before * 3)}" AmountAfterTax="${money(after * 3)}" CurrencyCode="EUR"><Taxes><Tax Type="Inclusive" Code="VAT" Percent="10"/><Tax Type="Exclusive" Code="CITY" Amount="${money(between(random, 150, 750) / 100)}" CurrencyCode="EUR"/></Taxes></Total><CancelPenalties>${cancel}</CancelPenalties></RoomRate>`;
  };
  let code = 100_000;
  const roomStay = (
    i: number,
    name: string,
    city: readonly [string, string, string, boolean],
    rooms: readonly (readonly [string, string, number])[],
    plans: readonly (readonly [string, string, string, boolean])[],
    plant?: (room: string, plan: string) => string | undefined,
  ) => {
    code += between(random, 7, 900);
    const base = between(random, 70, 260);
    const rates: string[] = [];
    for (const [room] of rooms)
      for (const plan of plans)
        rates.push(plant?.(room, plan[0]) ?? roomRate(room, plan, base * (1 + rooms.findIndex(([r]) => r === room) * 0.18)));
    return `<RoomStay RPH="${i + 1}"><RoomTypes>${rooms.map(([r, n, max]) => `<RoomType RoomTypeCode="${r}" NumberOfUnits="${between(random, 1, 9)}"><RoomDescription Name="${n}"/><Occupancy MaxOccupancy="${max}"/></RoomType>`).join('')}</RoomTypes><RatePlans>${plans.map(([p, n, meal]) => `<RatePlan RatePlanCode="${p}" RatePlanName="${n}"><MealsIncluded MealPlanCodes="${meal}"/></RatePlan>`).join('')}</RatePlans><RoomRates>${rates.join('')}</RoomRates><GuestCounts><GuestCount AgeQualifyingCode="10" Count="2"/></GuestCounts><TimeSpan Start="2026-12-04" End="2026-12-07"/><BasicPropertyInfo HotelCode="FBH${code}" HotelName="${name}" HotelCityCode="${city[1]}"><Address><AddressLine>${oneOf(random, ['Passeig', 'Carrer', 'Avenida', 'Rua', 'Via', 'Odos', 'Calle'])} ${oneOf(random, NAMES)} ${between(random, 1, 180)}</AddressLine><CityName>${city[0]}</CityName><CountryName Code="${city[2]}"/></Address><Award Provider="Local" Rating="${between(random, 3, 5)}"/><Position Latitude="${(36 + random() * 8).toFixed(5)}" Longitude="${(-9 + random() * 25).toFixed(5)}"/></BasicPropertyInfo></RoomStay>`;
  };
  const COUNT = 150;
  const stays: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const city = oneOf(random, CITIES);
    let name = '';
    while (!name || name === 'Hotel Miramar' || name === 'Hotel Terramar') name = `${oneOf(random, PREFIX)} ${oneOf(random, NAMES)}`;
    const pool = ROOMS.filter(([r]) => city[3] || r !== 'DBL-SV');
    const rooms = shuffle(random, [...pool]).slice(0, between(random, 3, 4));
    const plans = PLANS.filter(() => random() < 0.8);
    stays.push(roomStay(i, name, city, rooms, plans.length ? plans : PLANS.slice(0, 2)));
  }
  const sitges = CITIES[1]!;
  const barcelona = CITIES[0]!;
  const targetRooms = [ROOMS[0]!, ROOMS[1]!, ROOMS[3]!, ROOMS[5]!];
  let needle = '';
  const at = Math.floor(COUNT * 0.5);
  stays[at] = roomStay(at, 'Hotel Miramar', sitges, targetRooms, PLANS, (room, plan) => {
    if (room !== 'DBL-SV' || plan === 'RO-NRF' || plan === 'BB-NRF') return undefined;
    const deadline = plan === 'RO-FLEX' ? '2026-11-29T23:59:00' : '2026-12-02T18:00:00';
    const rate = roomRate(
      room,
      PLANS.find(([p]) => p === plan)!,
      214,
      deadline,
    );
    if (plan === 'RO-FLEX') needle = rate.slice(0, rate.indexOf('<AmountPercent'));
    return rate;
  });
  stays[Math.floor(COUNT * 0.43)] = roomStay(Math.floor(COUNT * 0.43), 'Hotel Miramar', barcelona, targetRooms, PLANS);
  stays[Math.floor(COUNT * 0.58)] = roomStay(Math.floor(COUNT * 0.58), 'Hotel Terramar', sitges, targetRooms, PLANS);
  const output = `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelAvailRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="2.1" TimeStamp="${isoZ(T(19, 8, 58, 12))}" EchoToken="${uuid(random)}" PrimaryLangID="en-GB"><Success/><RoomStays>${stays.join('')}</RoomStays></OTA_HotelAvailRS>\n`;
  const ask =
    "I'm holding the sea-view double at the Hotel Miramar in Sitges for 4 to 7 December, on the room-only flexible rate. Up to when can the guests cancel without being charged anything?";
  return probe('round 31: hotel availability xml', ask, 'http_get', output, 'deadline', needle, true);
}

/** Terser writes round numbers in their shortest form: 8000 as 8e3, 420000 as 42e4. */
function minNum(n: number): string {
  let zeros = 0;
  let m = n;
  while (m !== 0 && m % 10 === 0) {
    m /= 10;
    zeros++;
  }
  return zeros >= 3 ? `${m}e${zeros}` : String(n);
}

/** The mobile site's minified checkout chunk, one line; the 3-D Secure challenge poll's limit. */
function checkoutBundleJs(): EconomicsTask {
  const random = seededRandom(31_003);
  const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const ident = () => `${chars(random, LETTERS, 1)}${random() < 0.5 ? chars(random, `${LETTERS}0123456789`, 1) : ''}`;
  const usedIds = new Set<number>();
  const moduleId = () => {
    let id = 0;
    while (!id || usedIds.has(id)) id = between(random, 10_000, 99_999);
    usedIds.add(id);
    return id;
  };
  const AREAS: Readonly<Record<string, readonly string[]>> = {
    flights: ['search', 'offers', 'offers/price', 'seatmap', 'fare-rules', 'brands'],
    hotels: ['availability', 'rates', 'content', 'reviews', 'rooms'],
    basket: ['items', 'summary', 'promo', 'lock', 'expiry'],
    checkout: ['passengers', 'contact', 'ancillaries/seats', 'ancillaries/bags', 'ancillaries/insurance', 'terms', 'summary'],
    payments: [
      'methods',
      'authorize',
      'capture-intent',
      'vouchers',
      'gift-cards',
      'installments',
      'apple-pay/session',
      'google-pay/config',
    ],
    account: ['profile', 'trips', 'loyalty', 'saved-cards', 'preferences'],
    bookings: ['confirmation', 'documents', 'manage', 'cancel/quote'],
  };
  const endpoint = () => {
    const area = oneOf(random, Object.keys(AREAS));
    return `/api/v2/${area}/${oneOf(random, AREAS[area]!)}`;
  };
  const STRINGS = [
    ['checkout.title', 'Review and pay'],
    ['checkout.pay', 'Pay now'],
    ['checkout.total', 'Total to pay'],
    ['checkout.secure', 'Your payment is protected'],
    ['checkout.3ds.waiting', 'Waiting for your bank to confirm the payment'],
    ['checkout.3ds.openApp', 'Open your banking app to approve this payment'],
    ['checkout.3ds.timeout', 'We could not confirm the payment with your bank. You have not been charged.'],
    ['checkout.price.changed', 'The price has changed since you searched'],
    ['basket.expires', 'We will hold this price for {minutes} minutes'],
    ['basket.expired', 'Your basket has expired'],
    ['pax.title', 'Who is travelling?'],
    ['pax.dob', 'Date of birth'],
    ['pax.passport', 'Passport number'],
    ['ancillaries.bags', 'Add hold luggage'],
    ['ancillaries.seats', 'Choose your seats'],
    ['ancillaries.insurance', 'Add travel insurance'],
    ['payment.card.number', 'Card number'],
    ['payment.card.expiry', 'Expiry date'],
    ['payment.card.cvc', 'Security code'],
    ['payment.declined', 'Your payment was declined. Please try another card.'],
    ['booking.confirmed', 'Your booking is confirmed'],
    ['booking.pending', 'We are finalising your booking'],
  ];
  const modules: string[] = [];
  const apiModule = (ep: string) => {
    const [c, f, v1, v2] = [ident(), ident(), ident(), ident()];
    const method = oneOf(random, ['GET', 'POST', 'POST', 'PUT']);
    return `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{${oneOf(random, ['A', 'Z', 'U2', 'Ay', 'default'])}:()=>${f}});var ${v1}=n(${moduleId()}),${v2}=n(${moduleId()});const ${c}={endpoint:"${ep}",method:"${method}",timeoutMs:${minNum(oneOf(random, [5000, 8000, 10000, 12000, 15000, 20000, 30000]))},retries:${between(random, 0, 3)}};async function ${f}(e,t){const n=await(0,${v2}.U2)(${c}.endpoint,{method:${c}.method,${method === 'GET' ? 'query' : 'body'}:e,signal:t,timeout:${c}.timeoutMs,retries:${c}.retries});if(!n.ok)throw new ${v1}.ApiError(n.status,"${ep.split('/').slice(3).join('_').toUpperCase()}_FAILED");return n.json()}}`;
  };
  const pollModule = (ep: string, interval: number, maxWait: number, onTimeout: string) => {
    const [c, f, v1] = [ident(), ident(), ident()];
    return `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{A:()=>${f}});var ${v1}=n(${moduleId()});const ${c}={endpoint:"${ep}",method:"GET",pollIntervalMs:${minNum(interval)},maxWaitMs:${minNum(maxWait)},onTimeout:"${onTimeout}"};function ${f}(e,t){const n=Date.now();return new Promise(((r,o)=>{const a=async()=>{if(t?.aborted)return o(new DOMException("aborted","AbortError"));if(Date.now()-n>${c}.maxWaitMs)return r({status:"TIMEOUT",action:${c}.onTimeout});const i=await(0,${v1}.U2)(${c}.endpoint,{method:${c}.method,query:e,signal:t});"PENDING"===i.status?setTimeout(a,${c}.pollIntervalMs):r(i)};a()}))}}`;
  };
  const uiModule = () => {
    const [f, r, a] = [ident(), ident(), ident()];
    const block = oneOf(random, [
      'btn',
      'card',
      'sheet',
      'stepper',
      'fare-tile',
      'pax-form',
      'seat',
      'bag-picker',
      'summary',
      'banner',
      'price',
    ]);
    return `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>${f}});var ${r}=n(67294),${a}=n(85893);function ${f}(e){const{label:t,onPress:n,disabled:o,variant:i="${oneOf(random, ['primary', 'secondary', 'ghost'])}"}=e,[s,l]=(0,${r}.useState)(!1);return(0,${a}.jsx)("${oneOf(random, ['button', 'div', 'section', 'li'])}",{className:\`fb-${block} fb-${block}--\${i}\${s?" is-active":""}\`,"data-testid":"${block}-${hex(random, 4)}",disabled:o,onClick:e=>{l(!s),n?.(e)},children:t})}}`;
  };
  const vendorModule = () => {
    const [a, b, f, g] = [ident(), ident(), ident(), ident()];
    const body = oneOf(random, [
      `var ${a}=Object.prototype.hasOwnProperty;e.exports=function(${b},${f}){return null!=${b}&&${a}.call(${b},${f})}`,
      `var ${a}=/^(?:0|[1-9]\\d*)$/;e.exports=function(${b},${f}){var ${g}=typeof ${b};return!!(${f}=null==${f}?9007199254740991:${f})&&("number"==${g}||"symbol"!=${g}&&${a}.test(${b}))&&${b}>-1&&${b}%1==0&&${b}<${f}}`,
      `var ${a}=n(${moduleId()}),${b}=n(${moduleId()});e.exports=function(${f}){return ${b}(${f})&&${a}(${f}.length)&&!!${f}[${minNum(between(random, 1, 9) * 1000)}]}`,
      `function ${a}(${b}){var ${f}=-1,${g}=null==${b}?0:${b}.length;for(this.clear();++${f}<${g};){var r=${b}[${f}];this.set(r[0],r[1])}}${a}.prototype.clear=n(${moduleId()}),${a}.prototype.get=n(${moduleId()}),${a}.prototype.has=n(${moduleId()}),e.exports=${a}`,
      `e.exports=function(${a},${b}){for(var ${f}=-1,${g}=null==${a}?0:${a}.length,r=Array(${g});++${f}<${g};)r[${f}]=${b}(${a}[${f}],${f},${a});return r}`,
      `const ${a}=new Intl.DateTimeFormat("en-GB",{weekday:"short",day:"numeric",month:"short",${oneOf(random, ['hour:"2-digit",minute:"2-digit"', 'year:"numeric"', 'timeZone:"UTC"'])}});t.${f}=function(${b}){return ${a}.format(new Date(${b}))}`,
      `t.${f}=function(${a},${b}="GBP"){return new Intl.NumberFormat("en-GB",{style:"currency",currency:${b},minimumFractionDigits:${between(random, 0, 2)}}).format(${a})}`,
    ]);
    return `${moduleId()}:(e,t,n)=>{${body}}`;
  };
  const i18nModule = () =>
    `${moduleId()}:e=>{"use strict";e.exports=JSON.parse('${JSON.stringify(Object.fromEntries(shuffle(random, [...STRINGS]).slice(0, between(random, 3, 8))))}')}`;
  const COUNT = 2_900;
  for (let i = 0; i < COUNT; i++) {
    const kind = pick(random, 20);
    modules.push(kind < 6 ? apiModule(endpoint()) : kind < 11 ? uiModule() : kind < 18 ? vendorModule() : i18nModule());
  }
  const target = pollModule('/api/v2/payments/3ds/challenge/status', 2500, 420_000, 'ABANDON_AND_RELEASE_BASKET');
  modules[Math.floor(COUNT * 0.5)] = target;
  modules[Math.floor(COUNT * 0.38)] = pollModule('/api/v2/payments/3ds/method/status', 500, 10_000, 'CONTINUE_WITHOUT_METHOD');
  modules[Math.floor(COUNT * 0.45)] = pollModule('/api/v2/bookings/confirmation/status', 2000, 90_000, 'SHOW_PENDING_PAGE');
  modules[Math.floor(COUNT * 0.55)] = pollModule('/api/v2/payments/paypal/approval/status', 3000, 600_000, 'ABANDON_AND_RELEASE_BASKET');
  modules[Math.floor(COUNT * 0.62)] = pollModule('/api/v2/payments/klarna/session/status', 2000, 300_000, 'ABANDON_AND_RELEASE_BASKET');
  modules[Math.floor(COUNT * 0.48)] = apiModule('/api/v2/payments/3ds/challenge');
  const needle = 'endpoint:"/api/v2/payments/3ds/challenge/status",method:"GET",pollIntervalMs:2500,maxWaitMs:42e4';
  const output = `/*! For license information please see checkout.8c1e4f2a.js.LICENSE.txt */\n"use strict";(self.webpackChunk_farbridge_mobile_web=self.webpackChunk_farbridge_mobile_web||[]).push([[4412],{${modules.join(',')}}]);\n//# sourceMappingURL=checkout.8c1e4f2a.js.map\n`;
  const ask =
    "People on the mobile site keep telling us checkout gives up on them while they're still approving the payment in their banking app. In the checkout bundle we shipped, how long does it wait for the 3-D Secure challenge to be completed before it gives up?";
  return probe('round 31: checkout bundle js', ask, 'http_get', output, 'wait', needle, true);
}

/** `GET /admin/api/v1/bookings?created_from=2026-11-12`, pretty JSON: a week of flight bookings; the ticket of a flight home. */
function bookingsPrettyJson(): EconomicsTask {
  const random = seededRandom(31_004);
  const airline = (code: string) => AIRLINES.find(([c]) => c === code)!;
  const usedTickets = new Set<string>();
  const ticket = (prefix: string) => {
    let t = '';
    while (!t || usedTickets.has(t)) t = `${prefix}-${digits(random, 10)}`;
    usedTickets.add(t);
    return t;
  };
  const segment = (
    leg: string,
    carrier: readonly [string, string, string],
    from: readonly [string, string],
    to: readonly [string, string],
    dep: number,
    pax: number,
  ) => ({
    leg,
    carrier: carrier[0],
    flight_number: `${carrier[0]}${between(random, 100, 8_999)}`,
    origin: from[0],
    origin_city: from[1],
    destination: to[0],
    destination_city: to[1],
    departure: iso(dep).slice(0, 16),
    arrival: iso(dep + between(random, 110, 260) * MINUTE).slice(0, 16),
    pnr: chars(random, UPNUM, 6),
    ticket_numbers: carrier[2] ? Array.from({ length: pax }, () => ticket(carrier[2])) : [],
    cabin: random() < 0.9 ? 'ECONOMY' : 'PREMIUM_ECONOMY',
    status: oneOf(random, ['HK', 'HK', 'HK', 'HK', 'TK']),
  });
  const booking = (
    created: number,
    lead: readonly [string, string, string],
    pax: number,
    out: readonly [readonly [string, string, string], readonly [string, string], readonly [string, string], number],
    back?: readonly [readonly [string, string, string], readonly [string, string], readonly [string, string], number],
  ) => {
    const segments = [segment('outbound', ...out, pax)];
    if (back) segments.push(segment('return', ...back, pax));
    const amount = Number(((pax * segments.length * between(random, 6_000, 32_000)) / 100).toFixed(2));
    return {
      booking_ref: `FB-${chars(random, UPNUM, 6)}`,
      status: oneOf(random, ['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'TICKETED', 'TICKETED', 'PENDING_TICKETING']),
      created_at: isoZ(created),
      channel: oneOf(random, ['web', 'web', 'ios', 'android', 'callcentre']),
      market: 'GB',
      lead_passenger: {
        title: lead[0],
        first_name: lead[1],
        last_name: lead[2],
        email: `${lead[1].toLowerCase()}.${lead[2].toLowerCase()}${between(random, 1, 99)}@${oneOf(random, ['gmail.com', 'outlook.com', 'btinternet.com', 'yahoo.co.uk', 'icloud.com'])}`,
        phone: `+44 7${digits(random, 3)} ${digits(random, 6)}`,
      },
      passenger_count: pax,
      segments,
      payment: {
        method: oneOf(random, ['card', 'card', 'card', 'paypal', 'apple_pay']),
        amount,
        currency: 'GBP',
        psp_reference: `${digits(random, 16)}`,
      },
      ancillaries: Array.from({ length: pick(random, 3) }, () => ({
        type: oneOf(random, ['bag_23kg', 'seat', 'insurance', 'priority_boarding']),
        price: between(random, 800, 6_000) / 100,
      })),
    };
  };
  const person = (): [string, string, string] => {
    const title = oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr']);
    return [title, oneOf(random, FIRST), oneOf(random, LAST)];
  };
  const COUNT = 430;
  const bookings: object[] = [];
  for (let i = 0; i < COUNT; i++) {
    const created = T(12, 0) + Math.floor((i / COUNT) * 7 * DAY) + pick(random, 20 * MINUTE);
    const home = oneOf(random, UK_AIRPORTS);
    const away = oneOf(random, EU_AIRPORTS);
    const dep = T(20, 0) + between(random, 0, 40) * DAY + between(random, 6, 21) * HOUR + oneOf(random, [0, 15, 30, 45]) * MINUTE;
    const out = oneOf(random, AIRLINES);
    const back = random() < 0.7 ? out : oneOf(random, AIRLINES);
    bookings.push(
      booking(
        created,
        person(),
        oneOf(random, [1, 1, 2, 2, 2, 3, 4]),
        [out, home, away, dep],
        random() < 0.85 ? [back, away, home, dep + between(random, 3, 14) * DAY + between(random, -4, 4) * HOUR] : undefined,
      ),
    );
  }
  const lgw = UK_AIRPORTS.find(([c]) => c === 'LGW')!;
  const fnc = EU_AIRPORTS.find(([c]) => c === 'FNC')!;
  const lis = EU_AIRPORTS.find(([c]) => c === 'LIS')!;
  const target = booking(
    T(15, 20, 41, 7),
    ['Mrs', 'Eleanor', 'Whitcombe'],
    1,
    [airline('BA'), lgw, fnc, T(21, 8, 5)],
    [airline('TP'), fnc, lgw, T(27, 14, 40)],
  );
  const needle = target.segments[1]!.ticket_numbers[0]!;
  const at = Math.floor(COUNT * 0.52);
  bookings[at] = target;
  bookings[Math.floor(COUNT * 0.35)] = booking(
    T(14, 11, 2, 51),
    ['Mr', 'David', 'Whitcombe'],
    2,
    [airline('BA'), lgw, lis, T(24, 9, 40)],
    [airline('BA'), lis, lgw, T(30, 18, 15)],
  );
  bookings[Math.floor(COUNT * 0.47)] = booking(
    T(15, 9, 12, 33),
    person(),
    2,
    [airline('TP'), UK_AIRPORTS[0]!, fnc, T(26, 7, 55)],
    [airline('TP'), fnc, UK_AIRPORTS[0]!, T(29, 13, 5)],
  );
  bookings[Math.floor(COUNT * 0.58)] = booking(
    T(16, 8, 50, 2),
    person(),
    1,
    [airline('BA'), lgw, fnc, T(27, 8, 5)],
    [airline('TP'), fnc, lgw, T(30, 14, 40)],
  );
  bookings[Math.floor(COUNT * 0.64)] = booking(
    T(16, 17, 3, 48),
    person(),
    3,
    [airline('LS'), UK_AIRPORTS[4]!, fnc, T(25, 10, 20)],
    [airline('LS'), fnc, UK_AIRPORTS[4]!, T(27, 15, 30)],
  );
  const output = `${JSON.stringify({ data: bookings, page: 1, page_size: COUNT, total: COUNT, next: null }, null, 2)}\n`;
  const ask =
    "Mrs Whitcombe is on the phone about her flight home from Funchal next week. The airline's asking her for the e-ticket number for that flight. What is it?";
  return probe('round 31: bookings pretty json', ask, 'http_get', output, 'ticket', needle);
}

/** `kubectl logs deploy/refund-worker -n payments --since=24h`: Spring Boot lines and stack traces; one refund's cause. */
function refundWorkerLog(): EconomicsTask {
  const random = seededRandom(31_005);
  const ts = (t: number) => `${iso(t)}.${String(t % 1000).padStart(3, '0')}Z`;
  const line = (t: number, level: string, thread: string, logger: string, message: string) =>
    `${ts(t)} ${level.padStart(5)} 1 --- [refund-worker] [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40).slice(0, 40)} : ${message}`;
  const thread = () => `refund-exec-${between(random, 1, 8)}`;
  const usedRefs = new Set<string>(['FB-7KQ2XM', 'FB-7KQ2XN']);
  const bookingRef = () => {
    let ref = '';
    while (!ref || usedRefs.has(ref)) ref = `FB-${chars(random, UPNUM, 6)}`;
    usedRefs.add(ref);
    return ref;
  };
  const pspRef = () => `${chars(random, UPPER, 1)}${digits(random, 3)}${chars(random, UPNUM, 12)}`;
  const REASONS = [
    'Original pspReference is not a capture',
    'Refund amount exceeds the captured amount',
    'Transaction not yet captured, cancel instead',
    'Insufficient balance on merchant account',
    'Refund not allowed for this payment method after 180 days',
    'Card expired or closed, refund must be made by bank transfer',
  ];
  const FRAMEWORK = [
    '\tat org.springframework.kafka.listener.adapter.MessagingMessageListenerAdapter.invokeHandler(MessagingMessageListenerAdapter.java:382)',
    '\tat org.springframework.kafka.listener.adapter.RecordMessagingMessageListenerAdapter.onMessage(RecordMessagingMessageListenerAdapter.java:92)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.doInvokeOnMessage(KafkaMessageListenerContainer.java:2800)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.invokeOnMessage(KafkaMessageListenerContainer.java:2778)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.doInvokeRecordListener(KafkaMessageListenerContainer.java:2690)',
    '\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.run(KafkaMessageListenerContainer.java:1330)',
    '\tat java.base/java.util.concurrent.CompletableFuture$AsyncRun.run(CompletableFuture.java:1804)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const trace = (refundId: string, ref: string, cause: string, causeFrames: string[]) => [
    `com.farbridge.payments.refund.RefundFailedException: Refund ${refundId} for booking ${ref} could not be submitted after 3 attempts`,
    `\tat com.farbridge.payments.refund.RefundWorker.submit(RefundWorker.java:${oneOf(random, [231, 231, 236])})`,
    '\tat com.farbridge.payments.refund.RefundWorker.process(RefundWorker.java:142)',
    '\tat com.farbridge.payments.refund.RefundWorker$$SpringCGLIB$$0.process(<generated>)',
    '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
    '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
    ...FRAMEWORK,
    `Caused by: ${cause}`,
    ...causeFrames,
    `\t... ${FRAMEWORK.length + 5} common frames omitted`,
  ];
  const pspFrames = () => [
    `\tat com.farbridge.payments.psp.adyen.AdyenRefundClient.refund(AdyenRefundClient.java:${oneOf(random, [118, 118, 121])})`,
    '\tat com.farbridge.payments.psp.PspRouter.refund(PspRouter.java:77)',
    '\tat com.farbridge.payments.refund.RefundWorker.submit(RefundWorker.java:219)',
  ];
  const timeoutFrames = [
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
    '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
    '\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
    '\tat com.farbridge.payments.psp.adyen.AdyenRefundClient.refund(AdyenRefundClient.java:104)',
    '\tat com.farbridge.payments.psp.PspRouter.refund(PspRouter.java:77)',
    '\tat com.farbridge.payments.refund.RefundWorker.submit(RefundWorker.java:219)',
  ];
  const events: { t: number; lines: string[] }[] = [];
  const add = (t: number, ...lines: string[]) => events.push({ t, lines });
  let refundSeq = 5_310_000;
  const failure = (t: number, ref: string, reason?: string, psp = pspRef()) => {
    const refundId = `RF-${(refundSeq += between(random, 1, 3))}`;
    const amount = (between(random, 2_000, 180_000) / 100).toFixed(2);
    const th = thread();
    add(
      t,
      line(
        t,
        'INFO',
        th,
        'c.f.payments.refund.RefundWorker',
        `Refund requested refundId=${refundId} booking=${ref} amount=${amount} currency=GBP psp=adyen reason=${oneOf(random, ['CUSTOMER_CANCELLATION', 'SCHEDULE_CHANGE', 'SUPPLIER_FAILURE', 'GOODWILL'])}`,
      ),
    );
    const cause = reason
      ? `com.farbridge.payments.psp.PspRejectedException: Adyen rejected refund of ${psp} status=422 errorCode=${between(random, 100, 199)} refusalReason="${reason}"`
      : 'java.net.SocketTimeoutException: Read timed out';
    for (let attempt = 1; attempt <= 2; attempt++)
      add(
        t + attempt * 30_000 + pick(random, 900),
        line(
          t + attempt * 30_000,
          'WARN',
          th,
          'c.f.payments.refund.RefundWorker',
          `Refund attempt failed, will retry refundId=${refundId} booking=${ref} attempt=${attempt}/3 in=30s cause=${reason ? 'PspRejectedException' : 'SocketTimeoutException'}`,
        ),
      );
    const end = t + 90_000 + pick(random, 900);
    add(
      end,
      line(
        end,
        'ERROR',
        th,
        'c.f.payments.refund.RefundWorker',
        `Refund failed refundId=${refundId} booking=${ref} attempt=3/3; moved to refunds.dlq`,
      ),
      ...trace(refundId, ref, cause, reason ? pspFrames() : timeoutFrames),
    );
  };
  const start = NOW - DAY;
  for (let i = 0; i < 3_300; i++) {
    const t = start + pick(random, DAY);
    const th = thread();
    const kind = pick(random, 10);
    const ref = bookingRef();
    const refundId = `RF-${between(random, 5_290_000, 5_330_000)}`;
    if (kind < 5)
      add(
        t,
        line(
          t,
          'INFO',
          th,
          'c.f.payments.refund.RefundWorker',
          `Refund submitted refundId=${refundId} booking=${ref} amount=${(between(random, 2_000, 180_000) / 100).toFixed(2)} currency=${oneOf(random, ['GBP', 'GBP', 'GBP', 'EUR'])} psp=adyen pspReference=${pspRef()} latency_ms=${between(random, 180, 2_400)}`,
        ),
      );
    else if (kind < 8)
      add(
        t,
        line(
          t,
          'INFO',
          th,
          'c.f.payments.refund.WebhookHandler',
          `REFUND notification success=true pspReference=${pspRef()} originalReference=${pspRef()} booking=${ref} -> refund ${refundId} marked SETTLED`,
        ),
      );
    else if (kind < 9)
      add(
        t,
        line(
          t,
          'DEBUG',
          th,
          'c.f.payments.refund.RefundPolicy',
          `policy=${oneOf(random, ['FULL', 'PARTIAL_SUPPLIER_FEE', 'TAXES_ONLY'])} booking=${ref} refundable=${(between(random, 0, 90_000) / 100).toFixed(2)} supplierFee=${(between(random, 0, 6_000) / 100).toFixed(2)}`,
        ),
      );
    else
      add(
        t,
        line(
          t,
          'INFO',
          'kafka-coord-1',
          'o.a.k.c.c.internals.ConsumerCoordinator',
          `[Consumer clientId=refund-worker-0, groupId=refund-worker] Committed offset ${between(random, 4_100_000, 4_200_000)} for partition refunds.requested.v1-${between(random, 0, 11)}`,
        ),
      );
  }
  for (let i = 0; i < 70; i++) {
    const t = start + pick(random, DAY - 2 * MINUTE);
    if (Math.abs(t - T(18, 23, 41)) < 20 * MINUTE) continue;
    failure(t, bookingRef(), random() < 0.8 ? oneOf(random, REASONS) : undefined);
  }
  const targetPsp = `K${digits(random, 3)}${chars(random, UPNUM, 12)}`;
  failure(T(18, 23, 41, 7) + 512, 'FB-7KQ2XM', REASONS[1], targetPsp);
  failure(T(18, 23, 38, 44) + 81, 'FB-7KQ2XN', REASONS[3]);
  failure(T(19, 2, 12, 9) + 330, bookingRef(), REASONS[1]);
  events.sort((a, b) => a.t - b.t);
  const output = `${events.flatMap((e) => e.lines).join('\n')}\n`;
  const hit = output.split('\n').find((l) => l.startsWith('Caused by:') && l.includes(targetPsp))!;
  const needle = hit;
  const ask =
    "The refund on booking FB-7KQ2XM didn't go through last night and the customer's chasing. What reason did the payment provider give for turning it down?";
  return probe('round 31: refund worker log', ask, 'run_shell', output, 'reason', needle);
}

/** Does a cron field match a value? Only `*`, `*\/n`, `n`, `a-b` and lists of those. */
function cronField(field: string, value: number): boolean {
  return field.split(',').some((part) => {
    if (part === '*') return true;
    if (part.startsWith('*/')) return value % Number(part.slice(2)) === 0;
    if (part.includes('-')) {
      const [lo, hi] = part.split('-').map(Number);
      return value >= lo! && value <= hi!;
    }
    return Number(part) === value;
  });
}
function lastRun(schedule: string, now: number): number {
  const [min, hour, , , dow] = schedule.split(' ');
  for (let t = Math.floor(now / MINUTE) * MINUTE; t > now - 8 * DAY; t -= MINUTE) {
    const d = new Date(t);
    if (cronField(min!, d.getUTCMinutes()) && cronField(hour!, d.getUTCHours()) && cronField(dow!, d.getUTCDay())) return t;
  }
  return now - 8 * DAY;
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rfc1123 = (t: number) => {
  const d = new Date(t);
  return `${WEEKDAYS[d.getUTCDay()]!}, ${pad2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]!} ${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} +0000`;
};
const age = (ms: number) => {
  const m = Math.floor(ms / MINUTE);
  if (m < 60) return `${m}m`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h}h${m % 60 ? `${m % 60}m` : ''}`;
  return `${Math.floor(h / 24)}d${h % 24 ? `${h % 24}h` : ''}`;
};

/** `kubectl describe cronjobs -A`: every CronJob in the prod cluster; one job's schedule. */
function cronjobsDescribe(): EconomicsTask {
  const random = seededRandom(31_006);
  const airports = UK_AIRPORTS.map(([c]) => c.toLowerCase());
  const suppliers = ['hotelbeds', 'expedia', 'webbeds', 'ratehawk', 'hotelston', 'travco', 'w2m', 'jumbo', 'dotw', 'miki', 'gta', 'restel'];
  const NAMESPACES: readonly (readonly [string, string, string, readonly string[]])[] = [
    [
      'analytics',
      'analytics',
      'registry.farbridge.io/data/analytics-jobs',
      [
        'sessions-rollup',
        'funnel-daily',
        'ab-test-metrics',
        'search-conversion-agg',
        'marketing-attribution',
        'app-installs-import',
        'ga4-export-import',
        'cohort-retention',
        'price-elasticity-train',
        'ltv-model-score',
        'email-engagement-rollup',
        'seo-rankings-import',
        'ppc-bid-export',
        'meta-ads-import',
      ],
    ],
    [
      'bookings',
      'bookings',
      'registry.farbridge.io/bookings/booking-jobs',
      [
        'pending-booking-sweeper',
        'ticketing-queue-retry',
        'schedule-change-sync',
        'pnr-sync-amadeus',
        'pnr-sync-sabre',
        'pnr-sync-travelport',
        'voucher-expiry',
        'unticketed-alert',
        'booking-archive',
        'itinerary-reminder-emails',
        'checkin-reminder-push',
        'queue-place-sweeper',
        'ttl-ticketing-watch',
        'name-change-reconcile',
        'ancillary-emd-sync',
      ],
    ],
    [
      'content',
      'content',
      'registry.farbridge.io/hotels/content-sync',
      [...suppliers.map((s) => `content-sync-${s}`), 'giata-mapping-refresh', 'image-cdn-purge', 'review-scores-import', 'poi-import'],
    ],
    [
      'customer-service',
      'cs-platform',
      'registry.farbridge.io/cs/desk-jobs',
      [
        'sla-breach-scan',
        'ticket-autoclose',
        'csat-survey-send',
        'macro-usage-report',
        'zendesk-user-sync',
        'callback-queue-cleanup',
        'refund-promise-tracker',
      ],
    ],
    [
      'data-pipelines',
      'finance-data',
      'registry.farbridge.io/data/recon-runner',
      [
        'bookings-snapshot',
        'refunds-ledger-export',
        'gds-segment-fees-load',
        'hotel-commission-accrual',
        'airline-adm-import',
        'fx-rates-load',
        'vat-report',
        ...suppliers.slice(0, 6).map((s) => `supplier-statement-fetch-${s}`),
        'partner-payout-calc',
        'revenue-daily-close',
        'chargeback-import',
        'loyalty-points-ledger',
        'search-logs-compact',
        'snowflake-vacuum',
        'dbt-nightly',
        'dbt-hourly',
        'kafka-offsets-backup',
        'bookings-cdc-compact',
        'marketing-spend-import',
        'psp-settlement-load',
      ],
    ],
    [
      'flights-search',
      'flights',
      'registry.farbridge.io/flights/fare-cache-tools',
      [
        ...airports.map((a) => `fare-cache-warm-${a}`),
        'route-popularity',
        'ssim-import',
        'airport-data-refresh',
        'fare-cache-evict',
        'ndc-offer-cleanup',
      ],
    ],
    [
      'fraud',
      'fraud',
      'registry.farbridge.io/fraud/fraud-jobs',
      ['rules-backtest', 'chargeback-label-sync', 'model-retrain', 'velocity-counters-reset', 'blocklist-refresh', '3ds-exemption-report'],
    ],
    [
      'hotels',
      'hotels',
      'registry.farbridge.io/hotels/hotel-jobs',
      ['rate-parity-check', 'allotment-release', 'hotel-invoice-fetch', 'booking-status-poll', 'stop-sell-sync', 'price-drop-alerts'],
    ],
    [
      'mobile-backend',
      'mobile',
      'registry.farbridge.io/mobile/mobile-jobs',
      ['push-token-cleanup', 'app-version-gate-sync', 'deep-link-cache-refresh', 'wallet-pass-renew', 'store-reviews-import'],
    ],
    [
      'partner-feeds',
      'partners',
      'registry.farbridge.io/partners/feed-runner',
      [
        'feed-skyscanner-export',
        'feed-google-hotels-ari',
        'feed-kayak-export',
        'feed-trivago-export',
        'feed-momondo-export',
        'affiliate-commission-report',
        'partner-sftp-pull',
        ...suppliers.slice(0, 8).map((s) => `availability-pull-${s}`),
      ],
    ],
    [
      'payments',
      'payments',
      'registry.farbridge.io/payments/payment-jobs',
      [
        'psp-settlement-recon',
        'payout-report',
        'card-updater',
        'refund-retry-sweeper',
        'pending-auth-void',
        'chargeback-fetch',
        'fx-hedge-report',
      ],
    ],
    [
      'platform',
      'platform',
      'registry.farbridge.io/platform/ops-tools',
      [
        'etcd-defrag',
        'cert-expiry-check',
        'image-gc',
        'velero-backup-daily',
        'velero-backup-hourly',
        'node-drain-report',
        'cost-report',
        'dns-audit',
        'ecr-cleanup',
        'vault-token-renew',
        'pdb-audit',
        'karpenter-consolidation-report',
      ],
    ],
  ];
  const TARGET = '45 2 * * *';
  const schedule = () => {
    let s = TARGET;
    while (s === TARGET) {
      const k = pick(random, 10);
      s =
        k < 5
          ? `${between(random, 0, 59)} ${between(random, 0, 23)} * * *`
          : k < 7
            ? `*/${oneOf(random, [5, 10, 15, 30])} * * * *`
            : k < 9
              ? `${between(random, 0, 59)} */${oneOf(random, [2, 3, 4, 6])} * * *`
              : `${between(random, 0, 59)} ${between(random, 0, 23)} * * ${oneOf(random, ['1-5', '0', '1', '6'])}`;
    }
    return s;
  };
  const kv = (key: string, value: string) => `${`${key}:`.padEnd(31)}${value}`;
  const describe = (ns: string, team: string, image: string, name: string, sched: string, env: string, suspend = false) => {
    const last = lastRun(sched, NOW);
    const jobSuffix = Math.floor(last / MINUTE);
    const tag = `${between(random, 1, 4)}.${between(random, 0, 30)}.${between(random, 0, 12)}`;
    const cpu = oneOf(random, ['100m', '250m', '500m', '1']);
    const mem = oneOf(random, ['256Mi', '512Mi', '1Gi', '2Gi', '4Gi']);
    const out = [
      kv('Name', name),
      kv('Namespace', ns),
      kv('Labels', `app.kubernetes.io/instance=${ns}-cronjobs`),
      `${''.padEnd(31)}app.kubernetes.io/managed-by=Helm`,
      `${''.padEnd(31)}app.kubernetes.io/name=${name}`,
      `${''.padEnd(31)}team=${team}`,
      kv('Annotations', `meta.helm.sh/release-name: ${ns}-cronjobs`),
      `${''.padEnd(31)}meta.helm.sh/release-namespace: ${ns}`,
      kv('Schedule', sched),
      kv('Concurrency Policy', oneOf(random, ['Forbid', 'Forbid', 'Replace', 'Allow'])),
      kv('Suspend', suspend ? 'True' : 'False'),
      kv('Successful Job History Limit', '3'),
      kv('Failed Job History Limit', oneOf(random, ['1', '3'])),
      kv('Starting Deadline Seconds', oneOf(random, ['<unset>', '300', '600'])),
      kv('Selector', '<unset>'),
      kv('Parallelism', '<unset>'),
      kv('Completions', '<unset>'),
      'Pod Template:',
      `  Labels:           app.kubernetes.io/name=${name}`,
      `  Service Account:  ${ns}-jobs`,
      '  Containers:',
      `   ${name.slice(0, 50)}:`,
      `    Image:      ${image}:${tag}`,
      '    Port:       <none>',
      '    Host Port:  <none>',
      '    Args:',
      `      --job=${name}`,
      `      --lookback=${oneOf(random, ['1h', '6h', '1d', '3d', '7d'])}`,
      '    Limits:',
      `      memory:  ${mem}`,
      '    Requests:',
      `      cpu:     ${cpu}`,
      `      memory:  ${mem}`,
      '    Environment:',
      `      ENV:                    ${env}`,
      `      OTEL_SERVICE_NAME:      ${name}`,
      `      LOG_LEVEL:              ${oneOf(random, ['info', 'info', 'warn', 'debug'])}`,
      `      VAULT_ROLE:             ${ns}-jobs`,
      `      SNOWFLAKE_WAREHOUSE:    ${oneOf(random, ['JOBS_XS', 'JOBS_S', 'JOBS_M'])}`,
      `      SENTRY_ENVIRONMENT:     ${env}`,
      `      DATADOG_TAGS:           team:${team},cronjob:${name}`,
      '    Mounts:                   <none>',
      '  Volumes:                    <none>',
      `Last Schedule Time:  ${rfc1123(last)}`,
      'Active Jobs:         <none>',
      'Events:',
    ];
    if (suspend || last < NOW - 3 * HOUR) out.push('  <none>');
    else {
      out.push(
        '  Type    Reason            Age   From                Message',
        '  ----    ------            ----  ----                -------',
        `  Normal  SuccessfulCreate  ${age(NOW - last).padEnd(4)}  cronjob-controller  Created job ${name}-${jobSuffix}`,
        `  Normal  SawCompletedJob   ${age(NOW - last - between(random, 1, 9) * MINUTE).padEnd(4)}  cronjob-controller  Saw completed job: ${name}-${jobSuffix}, status: Complete`,
      );
    }
    return out.join('\n');
  };
  const records: { key: string; text: string }[] = [];
  for (const [ns, team, image, names] of NAMESPACES)
    for (const name of names) records.push({ key: `${ns}/${name}`, text: describe(ns, team, image, name, schedule(), 'prod') });
  const dp = NAMESPACES.find(([ns]) => ns === 'data-pipelines')!;
  records.push({
    key: 'data-pipelines/supplier-invoice-recon',
    text: describe('data-pipelines', dp[1], dp[2], 'supplier-invoice-recon', TARGET, 'prod'),
  });
  records.push({
    key: 'data-pipelines/supplier-invoice-recon-backfill',
    text: describe('data-pipelines', dp[1], dp[2], 'supplier-invoice-recon-backfill', '0 4 * * 0', 'prod', true),
  });
  for (const name of [...dp[3].slice(0, 12), 'supplier-invoice-recon'])
    records.push({
      key: `data-pipelines-staging/${name}`,
      text: describe(
        'data-pipelines-staging',
        dp[1],
        dp[2],
        name,
        name === 'supplier-invoice-recon' ? '15 6 * * *' : schedule(),
        'staging',
      ),
    });
  records.sort((a, b) => (a.key < b.key ? -1 : 1));
  const output = `${records.map((r) => r.text).join('\n\n\n')}\n`;
  const needle = kv('Schedule', TARGET);
  const ask =
    'What time is the nightly supplier invoice reconciliation set to kick off in production? Finance want to know when the figures land.';
  return probe('round 31: cronjobs describe', ask, 'run_shell', output, 'schedule', needle);
}

/** The fraud screening service's logs over three days; one Orlando booking declined before it ever reached the bank. */
function fraudScreeningLog(): EconomicsTask {
  const random = seededRandom(31_007);
  const PODS = Array.from({ length: 6 }, () => `fraud-screen-6d8f7c9b4-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`);
  const LONGHAUL = ['MCO', 'TPA', 'MIA', 'JFK', 'LAS', 'CUN', 'DXB', 'BKK', 'MLE', 'BGI', 'ANU', 'YYZ', 'SFO', 'CPT', 'SIN'];
  const SHORTHAUL = EU_AIRPORTS.map(([c]) => c);
  const ISSUERS: readonly (readonly [string, string, string])[] = [
    ['475129', 'GB', 'BARCLAYS BANK PLC'],
    ['465901', 'GB', 'HSBC UK BANK PLC'],
    ['454313', 'GB', 'LLOYDS BANK PLC'],
    ['535522', 'GB', 'NATWEST'],
    ['492181', 'GB', 'MONZO BANK LTD'],
    ['537410', 'GB', 'STARLING BANK'],
    ['414720', 'US', 'JPMORGAN CHASE BANK N.A.'],
    ['520424', 'IE', 'BANK OF IRELAND'],
    ['476173', 'GB', 'NATIONWIDE BUILDING SOCIETY'],
    ['402360', 'GB', 'SANTANDER UK PLC'],
  ];
  const RULES_DECLINE = [
    'R117_card_velocity_24h',
    'R233_cardholder_name_mismatch',
    'R118_high_value_longhaul_new_card',
    'R301_ip_country_mismatch',
    'R402_device_seen_on_chargeback',
    'R055_disposable_email',
    'R290_bin_country_risk',
  ];
  const RULES_REVIEW = [
    'R118_high_value_longhaul_new_card',
    'R210_lead_pax_not_cardholder',
    'R140_late_booking_high_value',
    'R301_ip_country_mismatch',
  ];
  const REFUSALS = ['Not enough balance', 'Do Not Honour', 'Refused', 'CVC Declined', 'Issuer Unavailable', '3D Not Authenticated'];
  const ts = (t: number) => `${iso(t)}.${String(t % 1000).padStart(3, '0')}Z`;
  const lines: { t: number; text: string }[] = [];
  const decision = (
    t: number,
    itinerary: string,
    decisionValue: string,
    rules: readonly string[],
    opts: { pax?: number; match?: boolean; amount?: number } = {},
  ) => {
    const pod = oneOf(random, PODS);
    const [bin, country, issuer] = oneOf(random, ISSUERS);
    const ref = `FB-${chars(random, UPNUM, 6)}`;
    const txn = `txn_${chars(random, ALNUM, 16)}`;
    const pax = opts.pax ?? oneOf(random, [1, 2, 2, 3, 4, 5]);
    const longhaul = LONGHAUL.some((c) => itinerary.includes(c));
    const amount = opts.amount ?? (pax * between(random, longhaul ? 42_000 : 6_000, longhaul ? 98_000 : 32_000)) / 100;
    const score =
      decisionValue === 'DECLINE' ? 0.8 + random() * 0.19 : decisionValue === 'REVIEW' ? 0.55 + random() * 0.25 : random() * 0.45;
    const text = `${ts(t)} INFO  [${pod}] screening.decision booking=${ref} txn=${txn} channel=${oneOf(random, ['web', 'web', 'ios', 'android'])} amount=${amount.toFixed(2)} currency=GBP itinerary=${itinerary} depart=${iso(t + between(random, 7, 120) * DAY).slice(0, 10)} pax=${pax} card_bin=${bin} card_country=${country} issuer="${issuer}" ip_country=${random() < 0.95 ? 'GB' : oneOf(random, ['ES', 'US', 'NG', 'RO', 'IE'])} email_age_days=${between(random, 0, 4_000)} cardholder_match=${opts.match ?? random() < 0.93} score=${score.toFixed(3)} decision=${decisionValue} rules=${rules.length ? rules.join(',') : '-'} model=gbm-v41 latency_ms=${between(random, 22, 140)}`;
    lines.push({ t, text });
    if (decisionValue !== 'DECLINE') {
      const at = t + between(random, 4, 40) * 1_000 + pick(random, 1_000);
      const refused = random() < 0.08;
      lines.push({
        t: at,
        text: `${ts(at)} INFO  [${pod}] psp.auth_result booking=${ref} txn=${txn} result=${refused ? 'Refused' : 'Authorised'}${refused ? ` refusal_reason="${oneOf(random, REFUSALS)}"` : ''} acquirer=adyen three_ds=${oneOf(random, ['challenge', 'frictionless', 'frictionless', 'exempt_lvp'])} feedback=recorded`,
      });
    }
    return text;
  };
  const start = T(16, 9);
  const home = () => oneOf(random, UK_AIRPORTS)[0];
  for (let i = 0; i < 2_300; i++) {
    const t = start + pick(random, 3 * DAY);
    const h = home();
    const away = random() < 0.35 ? oneOf(random, LONGHAUL) : oneOf(random, SHORTHAUL);
    if (away === 'MCO' && t > T(17, 10) && t < T(17, 16)) continue;
    const r = random();
    const d = r < 0.07 ? 'DECLINE' : r < 0.15 ? 'REVIEW' : 'ACCEPT';
    const rules =
      d === 'DECLINE'
        ? shuffle(random, [...RULES_DECLINE]).slice(0, between(random, 1, 2))
        : d === 'REVIEW'
          ? [oneOf(random, RULES_REVIEW)]
          : [];
    decision(t, random() < 0.85 ? `${h}-${away}-${h}` : `${h}-${away}`, d, rules);
  }
  const needle = decision(
    T(17, 12, 52, 31) + 204,
    'MAN-MCO-MAN',
    'DECLINE',
    ['R233_cardholder_name_mismatch', 'R118_high_value_longhaul_new_card'],
    { pax: 4, match: false, amount: 3412.8 },
  );
  decision(T(17, 12, 31, 8) + 660, 'LGW-MCO-LGW', 'ACCEPT', [], { pax: 4 });
  decision(T(17, 19, 6, 44) + 12, 'LHR-MCO-LHR', 'DECLINE', ['R117_card_velocity_24h'], { pax: 3 });
  decision(T(16, 12, 40, 2) + 903, 'MAN-MCO-MAN', 'DECLINE', ['R301_ip_country_mismatch'], { pax: 4 });
  decision(T(17, 13, 5, 51) + 420, 'LGW-TPA-LGW', 'DECLINE', ['R233_cardholder_name_mismatch'], { pax: 4, match: false });
  decision(T(17, 12, 14, 19) + 77, 'BHX-MCO-BHX', 'REVIEW', ['R210_lead_pax_not_cardholder'], { pax: 5, match: false });
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "A customer's been on to the service desk, pretty upset. She tried to book a family holiday to Orlando using her husband's card around lunchtime on Tuesday and it was turned down right at the end, but her bank swears they never even saw the payment. What did our side decide on that booking, and why?";
  return probe('round 31: fraud screening log, preamble and paraphrase', ask, 'run_shell', output, 'decision', needle);
}

/** Airflow's logs of the nightly dbt run over three and a half weeks; one night's model failure. */
function dbtNightlyLogs(): EconomicsTask {
  const random = seededRandom(31_008);
  const STAGING: readonly string[] = [
    'stg_bookings__flights',
    'stg_bookings__hotels',
    'stg_bookings__cancellations',
    'stg_bookings__amendments',
    'stg_bookings__passengers',
    'stg_adyen__payments',
    'stg_adyen__refunds',
    'stg_adyen__chargebacks',
    'stg_amadeus__segments',
    'stg_sabre__segments',
    'stg_hotelbeds__bookings',
    'stg_expedia__bookings',
    'stg_zendesk__tickets',
    'stg_zendesk__satisfaction',
    'stg_fraud__decisions',
    'stg_ga4__sessions',
    'stg_appsflyer__installs',
    'stg_crm__customers',
    'stg_crm__consents',
    'stg_fx__rates',
    'stg_marketing__spend',
    'stg_partners__clicks',
    'stg_loyalty__points',
    'stg_suppliers__invoices',
  ];
  const INTERMEDIATE = STAGING.map((s) => s.replace('stg_', 'int_').replace('__', '_')).slice(0, 18);
  const MARTS = [
    'dim_customers',
    'dim_airlines',
    'dim_hotels',
    'dim_dates',
    'dim_channels',
    'fct_bookings',
    'fct_booking_segments',
    'fct_booking_cancellations',
    'fct_booking_amendments',
    'fct_payments',
    'fct_refunds',
    'fct_chargebacks',
    'fct_supplier_costs',
    'fct_margin',
    'fct_cs_tickets',
    'fct_fraud_outcomes',
    'fct_sessions',
    'fct_marketing_spend',
    'agg_cancellations_daily',
    'agg_bookings_daily',
    'agg_revenue_daily',
    'agg_margin_by_route',
    'rpt_finance_cancellations',
    'rpt_finance_daily_close',
    'rpt_cs_weekly',
  ];
  interface Model {
    schema: string;
    name: string;
    mat: 'view' | 'incremental' | 'table';
  }
  const models: Model[] = [
    ...STAGING.flatMap((name) => [
      { schema: 'staging', name, mat: 'view' as const },
      { schema: 'staging', name: `${name}_deduped`, mat: 'view' as const },
    ]),
    ...INTERMEDIATE.flatMap((name) => [
      { schema: 'intermediate', name, mat: 'incremental' as const },
      { schema: 'intermediate', name: `${name}_enriched`, mat: 'view' as const },
    ]),
    ...MARTS.map((name): Model => ({ schema: 'marts', name, mat: name.startsWith('dim') ? 'table' : 'incremental' })),
  ];
  const N = models.length;
  const pre = (t: number, source: string, text: string) => {
    const d = new Date(t);
    return `[${iso(t).slice(0, 10)}, ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} UTC] {${source}} INFO - ${text}`;
  };
  const hms = (t: number) => iso(t).slice(11, 19);
  const dotted = (msg: string, status: string) => `${msg} ${'.'.repeat(Math.max(3, 80 - msg.length))} [${status}]`;
  const out: string[] = [];
  let needle = '';
  /** One night; `fail` names the model that errors, its downstream skips and its message lines. */
  const night = (day: number, month: number, fail?: { model: string; skip: readonly string[]; message: readonly string[] }) => {
    const t0 = Date.UTC(2026, month, day, 2, 0, between(random, 1, 9)) + pick(random, 1_000);
    const runId = `scheduled__${iso(Date.UTC(2026, month, day - 1, 2, 0))}+00:00`;
    const sub = (t: number, text: string) => out.push(pre(t, 'subprocess.py:93', `${hms(t)}  ${text}`));
    out.push(
      pre(t0 - 3_000, 'local_task_job_runner.py:123', `▶ Pre task execution logs`),
      pre(
        t0 - 2_900,
        'taskinstance.py:2614',
        `Dependencies all met for dep_context=requeueable deps ti=<TaskInstance: dbt_nightly.dbt_run ${runId} [queued]>`,
      ),
      pre(t0 - 2_500, 'taskinstance.py:2867', `Starting attempt 1 of 2`),
      pre(
        t0 - 2_000,
        'subprocess.py:75',
        `Running command: ['/usr/bin/bash', '-c', 'cd /opt/dbt/farbridge_dw && dbt run --target prod --threads 8']`,
      ),
    );
    sub(t0, 'Running with dbt=1.8.7');
    sub(t0 + 800, 'Registered adapter: snowflake=1.8.4');
    sub(t0 + 5_200, `Found ${N} models, 612 data tests, 58 sources, 1187 macros`);
    sub(t0 + 5_300, '');
    sub(t0 + 6_100, "Concurrency: 8 threads (target='prod')");
    sub(t0 + 6_200, '');
    const free = Array.from({ length: 8 }, () => t0 + 7_000);
    const events: { t: number; text: string }[] = [];
    const skipped = new Set(fail?.skip ?? []);
    let pass = 0;
    let skips = 0;
    let errors = 0;
    models.forEach((m, i) => {
      const n = `${i + 1} of ${N}`;
      const slot = free.indexOf(Math.min(...free));
      const s = free[slot]!;
      if (skipped.has(m.name)) {
        events.push({ t: s, text: dotted(`${n} SKIP relation ${m.schema}.${m.name}`, 'SKIP') });
        skips++;
        return;
      }
      const secs = m.mat === 'view' ? 0.8 + random() * 2 : 8 + random() * (m.schema === 'marts' ? 420 : 160);
      const e = s + Math.floor(secs * 1000);
      free[slot] = e + 50;
      events.push({ t: s, text: dotted(`${n} START sql ${m.mat} model ${m.schema}.${m.name}`, 'RUN') });
      if (fail?.model === m.name) {
        events.push({ t: e, text: dotted(`${n} ERROR creating sql ${m.mat} model ${m.schema}.${m.name}`, `ERROR in ${secs.toFixed(2)}s`) });
        errors++;
      } else {
        const rows = m.mat === 'view' ? 'SUCCESS 1' : `SUCCESS ${between(random, 200, 90_000)}`;
        events.push({ t: e, text: dotted(`${n} OK created sql ${m.mat} model ${m.schema}.${m.name}`, `${rows} in ${secs.toFixed(2)}s`) });
        pass++;
      }
    });
    events.sort((a, b) => a.t - b.t);
    for (const e of events) sub(e.t, e.text);
    const end = Math.max(...free) + 400;
    const total = (end - t0) / 1000;
    sub(end, '');
    sub(
      end,
      `Finished running ${models.filter((m) => m.mat === 'view').length} view models, ${models.filter((m) => m.mat === 'incremental').length} incremental models, ${models.filter((m) => m.mat === 'table').length} table models in 0 hours ${Math.floor(total / 60)} minutes and ${(total % 60).toFixed(2)} seconds (${total.toFixed(2)}s).`,
    );
    sub(end, '');
    if (fail) {
      sub(end, 'Completed with 1 error and 0 warnings:');
      sub(end, '');
      const model = models.find((m) => m.name === fail.model)!;
      sub(end, `  Database Error in model ${model.name} (models/${model.schema}/${model.name}.sql)`);
      for (const msg of fail.message) out.push(pre(end, 'subprocess.py:93', msg));
      sub(end, '');
    } else sub(end, 'Completed successfully');
    sub(end, `Done. PASS=${pass} WARN=0 ERROR=${errors} SKIP=${skips} TOTAL=${N}`);
    out.push(pre(end + 600, 'subprocess.py:97', `Command exited with return code ${errors ? 1 : 0}`));
    if (errors)
      out.push(
        pre(
          end + 900,
          'taskinstance.py:3310',
          'ERROR - Task failed with exception: airflow.exceptions.AirflowException: Bash command failed. The command returned a non-zero exit code 1.',
        ),
      );
    else out.push(pre(end + 900, 'taskinstance.py:1206', `Marking task as SUCCESS. dag_id=dbt_nightly, task_id=dbt_run, run_id=${runId}`));
    out.push(pre(end + 1_200, 'local_task_job_runner.py:243', `Task exited with return code ${errors ? 1 : 0}`));
  };
  for (let k = 0; k < 24; k++) {
    const date = new Date(Date.UTC(2026, 9, 27) + k * DAY);
    const day = date.getUTCDate();
    const month = date.getUTCMonth();
    if (month === 10 && day === 12) {
      const message = '  100090 (42P18): Duplicate row detected during DML action';
      needle = message;
      night(day, month, {
        model: 'fct_booking_cancellations',
        skip: ['agg_cancellations_daily', 'rpt_finance_cancellations'],
        message: [
          message,
          '  Row Values: ["FB-8KD2QX", "CXL-20261111-004512", 1762871420000, "CUSTOMER_REQUEST"]',
          '  compiled code at target/run/farbridge_dw/models/marts/fct_booking_cancellations.sql',
        ],
      });
    } else if (month === 10 && day === 3)
      night(day, month, {
        model: 'stg_adyen__refunds',
        skip: ['stg_adyen__refunds_deduped', 'int_adyen_refunds', 'int_adyen_refunds_enriched', 'fct_refunds'],
        message: [
          '  000630 (57014): Statement reached its statement or warehouse timeout of 1800 second(s) and was canceled.',
          '  compiled code at target/run/farbridge_dw/models/staging/stg_adyen__refunds.sql',
        ],
      });
    else night(day, month);
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    'Finance say the numbers for cancelled bookings from Wednesday the 11th never showed up on their dashboard the next morning. Did the overnight job that works those out run properly that night, and if not, what went wrong?';
  return probe('round 31: dbt nightly logs, paraphrase', ask, 'run_shell', output, 'error', needle.trim());
}

/** The service desk's ticket export for the last month, as CSV; what one agent promised an overbooked couple. */
function serviceDeskTicketsCsv(): EconomicsTask {
  const random = seededRandom(31_009);
  const AGENTS = [
    'Joanne Doyle',
    'Marek Nowak',
    'Aisha Begum',
    'Callum Reid',
    'Sian Evans',
    'Kwame Osei',
    'Hannah Fraser',
    'Ravi Patel',
    'Zofia Kowalski',
    'Liam Murray',
    'Chloe Barnes',
    'Owen Carter',
    'Fatima Ahmed',
    'Rory Campbell',
    'Imogen Lloyd',
    'Darren Shaw',
  ];
  const DESTS: readonly (readonly [string, string])[] = [
    ['Santorini, Greece', 'hotel'],
    ['Mykonos, Greece', 'hotel'],
    ['Crete, Greece', 'package'],
    ['Tenerife, Spain', 'package'],
    ['Palma, Spain', 'hotel'],
    ['Barcelona, Spain', 'hotel'],
    ['Lisbon, Portugal', 'hotel'],
    ['Funchal, Portugal', 'package'],
    ['Rome, Italy', 'hotel'],
    ['Dubrovnik, Croatia', 'hotel'],
    ['Orlando, USA', 'package'],
    ['New York, USA', 'flight'],
    ['Dubai, UAE', 'package'],
    ['Malaga, Spain', 'flight'],
    ['Paris, France', 'hotel'],
    ['Amsterdam, Netherlands', 'flight'],
  ];
  const SUPPLIERS = [
    'Hotelbeds',
    'Expedia Partner Solutions',
    'WebBeds',
    'RateHawk',
    'Direct contract',
    'Jet2',
    'British Airways',
    'TUI',
    'easyJet',
  ];
  const CATEGORIES: readonly (readonly [string, readonly string[], readonly string[]])[] = [
    [
      'HOTEL_WALKED',
      ['Walked on arrival - overbooking', 'Hotel overbooked, walked to alternative', 'Walked by hotel on check-in'],
      [
        'We have confirmed your stay at the alternative property for the full booking at no extra cost to you.',
        'The hotel has agreed to cover the first night at the alternative property; we are chasing them for the rest.',
        'We have raised a claim with the supplier and will update you within 5 working days.',
      ],
    ],
    [
      'FLIGHT_SCHEDULE_CHANGE',
      ['Flight retimed by airline', 'Schedule change - missed connection', 'Airline moved my flight'],
      [
        'The airline has retimed your flight; your new itinerary is attached. If it does not work for you we can request a refund.',
        'We have accepted the new timing on your behalf as it is within 2 hours of the original.',
        'We have requested an involuntary refund from the airline; this can take up to 8 weeks.',
      ],
    ],
    [
      'REFUND_CHASE',
      ['Where is my refund?', 'Refund not received', 'Chasing refund from cancelled booking'],
      [
        'Your refund was processed on our side and should reach your card within 5-10 working days.',
        'We are still waiting for the supplier to release the funds; we will chase again on Monday.',
        'The refund has been issued to your original payment method, reference attached.',
      ],
    ],
    [
      'NAME_CHANGE',
      ['Name misspelt on booking', 'Need to correct passenger name', 'Surname changed after wedding'],
      [
        'The airline allows a free correction of up to 3 letters; this is now done.',
        'A name change on this fare costs GBP 60 per passenger; please confirm if you want to go ahead.',
      ],
    ],
    [
      'BAGGAGE',
      ['Bag not added to booking', 'Lost luggage on return', 'Want to add hold bag'],
      [
        'Bags can be added in Manage my booking up to 24 hours before departure.',
        'Please raise a PIR with the airline at the airport; we cannot claim on your behalf.',
      ],
    ],
    [
      'TRANSFER_NO_SHOW',
      ['Transfer driver did not turn up', 'No transfer at the airport', 'Waited 2 hours for transfer'],
      [
        'So sorry the transfer did not show. We will reimburse the taxi fare on receipt of the receipt.',
        'The transfer supplier says the driver waited 60 minutes; we have asked for GPS evidence.',
      ],
    ],
    [
      'PAYMENT_ISSUE',
      ['Charged twice', 'Payment taken but no booking', 'Card declined at checkout'],
      [
        'The second charge was a pre-authorisation and will drop off within 7 days.',
        'Your booking failed and the authorisation has been voided.',
      ],
    ],
    [
      'HOTEL_QUALITY',
      ['Room dirty on arrival', 'Pool closed during stay', 'Hotel not as described'],
      [
        'We have passed your feedback to the hotel and our quality team.',
        'We have offered a GBP 50 goodwill voucher for the inconvenience.',
      ],
    ],
    [
      'AMENDMENT',
      ['Change dates of stay', 'Add a night to hotel', 'Move flight a day earlier'],
      [
        'The change has been made; the fare difference is GBP 84.20, payable via the link we sent.',
        'The hotel cannot extend at the same rate; the extra night would be EUR 145.',
      ],
    ],
  ];
  const header =
    'ticket_id,created_at,updated_at,channel,status,priority,group,assignee,requester,booking_ref,product,destination,supplier,category,subject,last_public_reply,csat';
  const row = (
    t: number,
    agent: string,
    dest: readonly [string, string],
    category: (typeof CATEGORIES)[number],
    reply = oneOf(random, category[2]),
    status = oneOf(random, ['open', 'pending', 'solved', 'solved', 'closed']),
  ) =>
    [
      '#',
      iso(t).replace('T', ' '),
      iso(t + between(random, 1, 120) * HOUR).replace('T', ' '),
      oneOf(random, ['phone', 'phone', 'email', 'chat', 'whatsapp', 'web_form']),
      status,
      oneOf(random, ['normal', 'normal', 'normal', 'high', 'urgent', 'low']),
      oneOf(random, ['Customer Care', 'In-Resort Support', 'Refunds', 'Aftersales']),
      agent,
      `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
      `FB-${chars(random, UPNUM, 6)}`,
      dest[1],
      dest[0],
      oneOf(random, SUPPLIERS),
      category[0],
      oneOf(random, category[1]),
      reply,
      status === 'solved' || status === 'closed' ? oneOf(random, ['good', 'good', 'bad', '', '']) : '',
    ]
      .map(csv)
      .join(',');
  const rows: { t: number; text: string }[] = [];
  const start = T(20, 0) - 31 * DAY;
  const santorini = DESTS[0]!;
  const walked = CATEGORIES[0]!;
  for (let i = 0; i < 4_300; i++) {
    const t = start + pick(random, 31 * DAY - 10 * HOUR);
    const agent = oneOf(random, AGENTS);
    const dest = oneOf(random, DESTS);
    const category = oneOf(random, CATEGORIES);
    if (dest === santorini && (category === walked || agent === AGENTS[0])) continue;
    rows.push({ t, text: row(t, agent, dest, category) });
  }
  const promise =
    'So sorry again for what happened at Aegean Blue Suites. As I said on the phone, we will refund the two nights you could not use there (EUR 418.00) to your original card, and cover the taxi to Kamari up to EUR 60 - just reply with a photo of the receipt.';
  const plant = (
    t: number,
    agent: string,
    dest: readonly [string, string],
    category: (typeof CATEGORIES)[number],
    reply: string,
    status: string,
  ) => rows.push({ t, text: row(t, agent, dest, category, reply, status) });
  plant(T(10, 8, 14, 22), 'Joanne Doyle', santorini, walked, promise, 'pending');
  plant(
    T(11, 16, 2, 9),
    'Joanne Doyle',
    santorini,
    CATEGORIES[5]!,
    'Really sorry the driver never arrived at the airport. Send us the taxi receipt and we will refund it in full.',
    'pending',
  );
  plant(
    T(12, 10, 41, 50),
    'Marek Nowak',
    santorini,
    walked,
    'The hotel has moved you to Santo Maris for the remaining nights and is paying the difference; we have added a GBP 75 voucher to your account.',
    'solved',
  );
  plant(
    T(9, 19, 27, 3),
    'Joanne Doyle',
    DESTS[1]!,
    walked,
    'We have confirmed the Myconian Kyma for your last three nights at no extra cost and will refund the upgrade fee of EUR 90.',
    'solved',
  );
  plant(
    T(1, 11, 5, 38),
    'Joanne Doyle',
    santorini,
    walked,
    'We have agreed a GBP 150 refund for the night you lost and have passed your complaint to the supplier.',
    'closed',
  );
  rows.sort((a, b) => a.t - b.t);
  let seq = 4_812_300;
  for (const r of rows) r.text = r.text.replace('#', String((seq += between(random, 1, 5))));
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "I'm picking up Joanne's cases while she's off. One of hers last week was a couple who got to their hotel in Santorini and were told there was no space for them, so they were sent somewhere else. She told them she'd sort something out. What exactly did she promise them?";
  return probe('round 31: service desk tickets csv, preamble and paraphrase', ask, 'run_shell', output, 'promise', promise);
}

/** The payments service's hourly FX rates for a fortnight, as CSV; one hour's rate has its decimal point slipped. */
function fxRatesCsv(): EconomicsTask {
  const random = seededRandom(31_010);
  const QUOTES: readonly (readonly [string, number, number])[] = [
    ['EUR', 1.1423, 4],
    ['USD', 1.3185, 4],
    ['JPY', 198.42, 6],
    ['CHF', 1.0612, 6],
    ['AUD', 2.0174, 8],
    ['CAD', 1.8466, 7],
    ['NZD', 2.2913, 10],
    ['SEK', 12.482, 12],
    ['NOK', 13.318, 12],
    ['DKK', 8.5241, 8],
    ['PLN', 4.8651, 14],
    ['CZK', 27.716, 14],
    ['HUF', 441.83, 18],
    ['TRY', 55.62, 30],
    ['AED', 4.8424, 6],
    ['THB', 42.615, 16],
    ['SGD', 1.7093, 8],
    ['HKD', 10.251, 6],
    ['MXN', 24.118, 20],
    ['ZAR', 23.472, 22],
    ['INR', 116.83, 12],
    ['ISK', 162.44, 25],
  ];
  const fmt = (n: number) => n.toFixed(n < 10 ? 5 : n < 100 ? 4 : 3);
  const mids = QUOTES.map(([, mid]) => mid);
  const rows: string[] = [];
  const start = T(5, 0);
  let needle = '';
  for (let h = 0; h < 14 * 24; h++) {
    const t = start + h * HOUR;
    const batch = `fxb_${iso(t).slice(0, 13).replace(/[-T]/g, '')}_${hex(random, 6)}`;
    const source = h % 24 === 16 ? 'ecb+refinitiv' : 'refinitiv';
    QUOTES.forEach(([quote, , spreadBp], q) => {
      const drift = quote === 'TRY' ? 0.00012 : 0;
      mids[q] = mids[q]! * (1 + drift + (random() - 0.5) * 0.0014);
      const odd = quote === 'HUF' && t === T(12, 14);
      const mid = odd ? mids[q] / 10 : mids[q];
      const spread = (spreadBp * (0.8 + random() * 0.4)) / 10_000;
      const text = [
        isoZ(t),
        'GBP',
        quote,
        fmt(mid),
        fmt(mid * (1 - spread)),
        fmt(mid * (1 + spread)),
        source,
        batch,
        isoZ(t + between(random, 3, 40) * 1_000),
      ].join(',');
      rows.push(text);
      if (odd) needle = text;
    });
  }
  const output = `${['as_of,base,quote,mid,bid,ask,source,batch_id,loaded_at', ...rows].join('\n')}\n`;
  const ask =
    "One of the hourly exchange rates the payments service pulled in over the last fortnight doesn't fit with the hours either side of it. Which currency and which hour was it?";
  return probe('round 31: fx rates csv', ask, 'run_shell', output, 'rate', needle);
}

/** `kafka-consumer-groups.sh --describe --all-groups` on the prod cluster; one partition stuck while its group keeps up. */
function kafkaConsumerGroups(): EconomicsTask {
  const random = seededRandom(31_011);
  /** Topics: name, partitions, messages a second across the topic. */
  const TOPICS: readonly (readonly [string, number, number])[] = [
    ['bookings.created.v3', 48, 40],
    ['bookings.confirmed.v2', 24, 30],
    ['bookings.cancelled.v1', 12, 4],
    ['bookings.amended.v1', 12, 6],
    ['payments.authorised.v2', 24, 35],
    ['payments.refunds.v1', 12, 5],
    ['search.flights.requests.v4', 48, 900],
    ['hotels.availability.cache.v1', 32, 400],
    ['fraud.decisions.v2', 24, 35],
    ['crm.customer.updated.v1', 12, 15],
    ['partner.feeds.ari.v1', 32, 250],
    ['cs.tickets.events.v1', 6, 3],
    ['app.push.events.v1', 16, 60],
    ['pricing.fare.updates.v3', 48, 600],
  ];
  const topic = (name: string) => TOPICS.find(([t]) => t === name)!;
  const GROUPS: readonly (readonly [string, readonly string[], 'live' | 'batch' | 'idle'])[] = [
    ['notification-email-sender', ['bookings.confirmed.v2', 'bookings.cancelled.v1', 'bookings.amended.v1'], 'live'],
    ['notification-push-sender', ['bookings.confirmed.v2', 'app.push.events.v1'], 'live'],
    ['notification-sms-sender', ['bookings.confirmed.v2', 'bookings.cancelled.v1'], 'live'],
    ['ticketing-orchestrator', ['bookings.confirmed.v2', 'payments.authorised.v2'], 'live'],
    ['booking-search-indexer', ['bookings.created.v3', 'bookings.amended.v1', 'bookings.cancelled.v1'], 'live'],
    ['loyalty-points-earner', ['bookings.confirmed.v2', 'bookings.cancelled.v1'], 'live'],
    ['refund-worker', ['payments.refunds.v1'], 'live'],
    ['ledger-writer', ['payments.authorised.v2', 'payments.refunds.v1'], 'live'],
    ['fraud-feedback-loop', ['payments.authorised.v2', 'fraud.decisions.v2'], 'live'],
    ['fraud-velocity-counters', ['bookings.created.v3', 'payments.authorised.v2'], 'live'],
    ['crm-sync', ['crm.customer.updated.v1', 'bookings.confirmed.v2'], 'live'],
    ['cs-desk-enricher', ['cs.tickets.events.v1', 'bookings.amended.v1'], 'live'],
    ['fare-cache-writer', ['pricing.fare.updates.v3'], 'live'],
    ['fare-cache-invalidator', ['pricing.fare.updates.v3', 'bookings.created.v3'], 'live'],
    ['hotel-cache-writer', ['hotels.availability.cache.v1', 'partner.feeds.ari.v1'], 'live'],
    ['search-analytics-stream', ['search.flights.requests.v4'], 'live'],
    ['partner-ari-normaliser', ['partner.feeds.ari.v1'], 'live'],
    ['s3-sink-bookings', ['bookings.created.v3', 'bookings.confirmed.v2', 'bookings.cancelled.v1', 'bookings.amended.v1'], 'batch'],
    ['s3-sink-search', ['search.flights.requests.v4'], 'batch'],
    ['snowflake-sink-payments', ['payments.authorised.v2', 'payments.refunds.v1'], 'batch'],
    ['snowflake-sink-fraud', ['fraud.decisions.v2'], 'batch'],
    ['snowflake-sink-pricing', ['pricing.fare.updates.v3'], 'batch'],
    ['snowflake-sink-hotels', ['hotels.availability.cache.v1'], 'batch'],
    ['snowflake-sink-crm', ['crm.customer.updated.v1', 'cs.tickets.events.v1'], 'batch'],
    ['s3-sink-partner-feeds', ['partner.feeds.ari.v1'], 'batch'],
    ['price-alerts-matcher', ['pricing.fare.updates.v3', 'search.flights.requests.v4'], 'live'],
    ['search-personalisation', ['search.flights.requests.v4', 'bookings.created.v3'], 'live'],
    ['revenue-stream-aggregator', ['bookings.created.v3', 'bookings.cancelled.v1', 'payments.refunds.v1'], 'live'],
    ['supplier-booking-confirmer', ['bookings.created.v3', 'bookings.amended.v1'], 'live'],
    ['hotel-availability-prewarm', ['hotels.availability.cache.v1'], 'live'],
    ['legacy-booking-mailer', ['bookings.confirmed.v2'], 'idle'],
    ['pricing-backtest-2026q3', ['pricing.fare.updates.v3'], 'idle'],
  ];
  const podSuffix = () => `${hex(random, 10)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`;
  const blocks: string[] = [];
  let needle = '';
  const headers = ['GROUP', 'TOPIC', 'PARTITION', 'CURRENT-OFFSET', 'LOG-END-OFFSET', 'LAG', 'CONSUMER-ID', 'HOST', 'CLIENT-ID'];
  const order = shuffle(
    random,
    GROUPS.filter(([g]) => g !== 'notification-email-sender'),
  );
  order.splice(Math.floor(order.length * 0.5), 0, GROUPS[0]!);
  for (const [group, topics, kind] of order) {
    const members = Array.from({ length: kind === 'idle' ? 0 : between(random, 3, 8) }, (_, k) => ({
      id: `${group}-${podSuffix()}-${k}-${uuid(random)}`,
      host: `/10.42.${between(random, 1, 30)}.${between(random, 2, 250)}`,
      client: `${group}-${podSuffix()}`,
    }));
    const rows: string[][] = [];
    let m = 0;
    let target = -1;
    for (const name of topics) {
      const [, partitions, rate] = topic(name);
      for (let p = 0; p < partitions; p++) {
        const end = Math.floor((rate / partitions) * 86_400 * (280 + random() * 30)) + between(random, 0, 50_000);
        const perSec = rate / partitions;
        let lag =
          kind === 'idle'
            ? Math.floor(perSec * 86_400 * between(random, 20, 60))
            : kind === 'batch'
              ? Math.floor(perSec * between(random, 200, 900))
              : Math.floor(perSec * random() * 1.6);
        const stuck = group === 'notification-email-sender' && name === 'bookings.confirmed.v2' && p === 17;
        if (stuck) lag = 48_913;
        const member = members.length ? members[m++ % members.length]! : undefined;
        rows.push([
          group,
          name,
          String(p),
          String(end - lag),
          String(end),
          String(lag),
          member?.id ?? '-',
          member?.host ?? '-',
          member?.client ?? '-',
        ]);
        if (stuck) target = rows.length - 1;
      }
    }
    const lines = table(headers, rows, 1);
    if (target >= 0) needle = lines[target + 1]!;
    blocks.push([...(kind === 'idle' ? [`Consumer group '${group}' has no active members.`, ''] : []), ...lines].join('\n'));
  }
  const output = `\n${blocks.join('\n\n')}\n`;
  const ask =
    "I'm on call tonight and some customers say their booking confirmation emails haven't turned up. Looking at consumer lag across the prod cluster, is there one partition that's way behind while the rest of its consumer group is keeping up fine? Which group, topic and partition?";
  return probe('round 31: kafka consumer groups', ask, 'run_shell', output, 'partition', needle);
}

/** `supplierctl connectors list --env prod -o jsonl`: every supplier connector; one flight connector's cache TTL. */
function supplierConnectorsJsonl(): EconomicsTask {
  const random = seededRandom(31_012);
  const AIR: readonly (readonly [string, string, boolean])[] = [
    ['A3', 'Aegean', true],
    ['AA', 'American Airlines', true],
    ['AC', 'Air Canada', true],
    ['AF', 'Air France', true],
    ['AY', 'Finnair', true],
    ['AZ', 'ITA Airways', false],
    ['BA', 'British Airways', true],
    ['BT', 'airBaltic', false],
    ['DL', 'Delta', false],
    ['DY', 'Norwegian', false],
    ['EI', 'Aer Lingus', true],
    ['EK', 'Emirates', true],
    ['EW', 'Eurowings', true],
    ['EY', 'Etihad', false],
    ['FI', 'Icelandair', false],
    ['IB', 'Iberia', true],
    ['JU', 'Air Serbia', false],
    ['KL', 'KLM', true],
    ['LH', 'Lufthansa', true],
    ['LO', 'LOT Polish Airlines', false],
    ['LX', 'SWISS', true],
    ['OS', 'Austrian', true],
    ['QR', 'Qatar Airways', true],
    ['SK', 'SAS', false],
    ['SN', 'Brussels Airlines', true],
    ['TK', 'Turkish Airlines', false],
    ['TP', 'TAP Air Portugal', true],
    ['UA', 'United', true],
    ['UX', 'Air Europa', true],
    ['VS', 'Virgin Atlantic', true],
    ['VY', 'Vueling', true],
    ['WY', 'Oman Air', false],
  ];
  const HOTEL = [
    'hotelbeds',
    'expedia-eps',
    'webbeds',
    'ratehawk',
    'hotelston',
    'travco',
    'w2m',
    'dotw',
    'miki',
    'restel',
    'marriott-direct',
    'hilton-direct',
    'accor-direct',
    'ihg-direct',
    'melia-direct',
    'nh-direct',
    'iberostar-direct',
    'barcelo-direct',
  ];
  const CARS = ['cartrawler', 'rentalcars-connect', 'hoppa-transfers', 'suntransfers', 'holidaytaxis'];
  const REGIONS = ['eu-west-1', 'eu-central-1', 'eu-west-2', 'us-east-1', 'ap-southeast-1'];
  const short = (r: string) =>
    r.replace('eu-west-', 'euw').replace('eu-central-', 'euc').replace('us-east-', 'use').replace('ap-southeast-', 'apse');
  const OWNERS = ['a.begum', 'm.nowak', 'k.osei', 's.evans', 'r.campbell', 'deploy-bot', 'deploy-bot', 'deploy-bot'];
  const lines: { key: string; text: string }[] = [];
  const connector = (name: string, supplier: string, vertical: string, channel: string, protocol: string, region: string, ttl: number) =>
    JSON.stringify({
      connector: name,
      supplier,
      vertical,
      channel,
      protocol,
      region,
      base_url: `https://${name.replace(/-[a-z]+\d$/, '')}.${vertical}.connect.farbridge.internal/${protocol.split(' ')[0]!.toLowerCase()}`,
      auth: oneOf(random, ['oauth2_client_credentials', 'api_key', 'mtls', 'wsse']),
      timeout_ms: oneOf(random, vertical === 'air' ? [6000, 8000, 10000, 12000] : [4000, 6000, 8000]),
      connect_timeout_ms: oneOf(random, [1000, 1500, 2000]),
      retries: between(random, 0, 2),
      max_connections: oneOf(random, [32, 48, 64, 96, 128]),
      rate_limit_rps: oneOf(random, [10, 20, 25, 40, 50, 80]),
      search_cache_ttl_s: ttl,
      price_check_before_book: true,
      circuit_breaker: { error_threshold_pct: oneOf(random, [20, 25, 30, 50]), window_s: 60, cooldown_s: oneOf(random, [30, 60, 120]) },
      markets: shuffle(random, ['GB', 'IE', 'ES', 'DE', 'FR', 'IT', 'NL', 'US']).slice(0, between(random, 2, 6)),
      enabled: random() < 0.95,
      version: `${between(random, 3, 5)}.${between(random, 0, 24)}.${between(random, 0, 9)}`,
      updated_at: isoZ(T(19, 0) - between(random, 1, 200) * DAY - pick(random, DAY)),
      updated_by: oneOf(random, OWNERS),
    });
  let needle = '';
  for (const [code, name, ndc] of AIR) {
    const channels = [
      ...(ndc ? [['ndc', 'NDC 21.3']] : []),
      ['amadeus', 'EDIFACT/SOAP 1A'],
      ['sabre', 'Sabre BFM 7.0'],
      ...(ndc ? [] : [['travelport', 'Travelport JSON 11']]),
    ];
    for (const [channel, protocol] of channels)
      for (const region of REGIONS) {
        const key = `${code.toLowerCase()}-${channel}-${short(region)}`;
        const odd = key === 'ib-amadeus-euc1';
        const text = connector(
          key,
          name,
          'air',
          channel!,
          protocol!,
          region,
          odd ? 21_600 : oneOf(random, [180, 300, 300, 420, 600, 600, 900]),
        );
        lines.push({ key, text });
        if (odd) needle = text;
      }
  }
  for (const supplier of HOTEL)
    for (const region of REGIONS) {
      const key = `htl-${supplier}-${short(region)}`;
      lines.push({
        key,
        text: connector(
          key,
          supplier,
          'hotel',
          supplier.endsWith('-direct') ? 'direct' : 'bedbank',
          'REST JSON',
          region,
          oneOf(random, [900, 1800, 1800, 3600]),
        ),
      });
    }
  for (const supplier of CARS)
    for (const region of REGIONS) {
      const key = `car-${supplier}-${short(region)}`;
      lines.push({ key, text: connector(key, supplier, 'ground', 'aggregator', 'REST JSON', region, oneOf(random, [1800, 3600, 7200])) });
    }
  lines.sort((a, b) => (a.key < b.key ? -1 : 1));
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    'Customers keep complaining that flight prices jump when they go to book, but only on one airline and only some of the time. I suspect one of our flight supplier connectors is holding on to search results for far longer than the rest. Which one is it?';
  return probe('round 31: supplier connectors jsonl', ask, 'run_shell', output, 'connector', needle);
}

export function roundThirtyOne(): EconomicsTask[] {
  return [
    fareCacheJson(),
    hotelAvailabilityXml(),
    checkoutBundleJs(),
    bookingsPrettyJson(),
    refundWorkerLog(),
    cronjobsDescribe(),
    fraudScreeningLog(),
    dbtNightlyLogs(),
    serviceDeskTicketsCsv(),
    fxRatesCsv(),
    kafkaConsumerGroups(),
    supplierConnectorsJsonl(),
  ];
}
