/**
 * Probe round 50, written blind: Marlowe Hotels, a made-up UK hotel chain (its property management system,
 * the channel manager and OTA rate and availability feeds, revenue management, the booking engine and
 * payments, housekeeping and maintenance, key cards and door locks, its loyalty programme, its cloud
 * platform and on-call). "Today" is Thursday 12 November 2026 (the UK on GMT). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - expedia rate notification xml: the two-person B&B flexible rate sent to Expedia for a deluxe king at Edinburgh on New Year's Eve.
 *  - rms decisions json: who overrode the Bristol hotel's price for Saturday 5 December, and to what.
 *  - pms open folios csv: the laundry charge of 19 June on a contractor's long-stay master account.
 * b. The answer a few lines from the line the question's words match:
 *  - kubectl deployments yaml: the memory limit of the ARI push worker in production.
 *  - payment gateway log: what the card processor said when a booking's first payment attempt fell over.
 *  - cmms work orders report: when the part to fix a noisy air conditioner in a Manchester room is due.
 * c. A question in other words than the output's, or with a preamble:
 *  - lock audit trail, preamble: what a guest's door recorded when her key card would not let her in.
 *  - alert bridge log, paraphrase and preamble: the page sent when confirmation emails stopped overnight, and to whom.
 *  - card disputes csv, paraphrase and preamble: where a guest's bank's claw-back of a Bath no-show charge stands.
 * d. One value unlike its peers:
 *  - rate parity table: the hotel, night and site where one booking site's price is out of line.
 *  - housekeeping attendants csv: the attendant-day whose cleaning times are not believable.
 *  - loyalty accrual log: the hotel-night that awarded points at a rate unlike every other.
 * Not among the bench's targets.
 * First run, at 54ba91b (with this file; `ROUNDS=50 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 2,227,894 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 399e4e2, the head before this round's stop began, finds the same
 * 5/12 (its one core change since, in smallBlock, leaves every preview as it was).
 *   round 50: expedia rate notification xml
 *     codex: 6,257 tokens, peak 6,170, 0/1 needles, 0 read-backs
 *     context-chef: 649 tokens, peak 562, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,552 tokens, peak 1,029, 0/1 needles, 3 read-backs
 *     ours: 5,265 tokens, peak 1,567, 0/1 needles, 4 read-backs
 *   round 50: rms decisions json
 *     codex: 7,619 tokens, peak 7,536, 0/1 needles, 0 read-backs
 *     context-chef: 750 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,300 tokens, peak 5,430, 0/1 needles, 4 read-backs
 *     ours: 6,637 tokens, peak 2,575, 0/1 needles, 3 read-backs
 *   round 50: pms open folios csv
 *     codex: 18,995 tokens, peak 18,907, 0/1 needles, 0 read-backs
 *     context-chef: 893 tokens, peak 805, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,736 tokens, peak 3,447, 0/1 needles, 2 read-backs
 *     ours: 7,956 tokens, peak 4,281, 0/1 needles, 2 read-backs
 *   round 50: kubectl deployments yaml
 *     codex: 10,951 tokens, peak 10,870, 0/1 needles, 0 read-backs
 *     context-chef: 616 tokens, peak 535, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,458 tokens, peak 1,833, 0/1 needles, 3 read-backs
 *     ours: 4,831 tokens, peak 1,720, 0/1 needles, 3 read-backs
 *   round 50: payment gateway log
 *     codex: 14,981 tokens, peak 14,884, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,857 tokens, peak 3,981, 0/1 needles, 2 read-backs
 *     ours: 5,581 tokens, peak 2,945, 1/1 needles, 2 read-backs
 *   round 50: cmms work orders report
 *     codex: 11,797 tokens, peak 11,715, 0/1 needles, 0 read-backs
 *     context-chef: 627 tokens, peak 545, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,739 tokens, peak 1,491, 0/1 needles, 1 read-backs
 *     ours: 7,486 tokens, peak 2,523, 1/1 needles, 3 read-backs
 *   round 50: lock audit trail, preamble
 *     codex: 15,487 tokens, peak 15,351, 0/1 needles, 0 read-backs
 *     context-chef: 848 tokens, peak 712, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,710 tokens, peak 3,693, 0/1 needles, 2 read-backs
 *     ours: 6,476 tokens, peak 3,184, 1/1 needles, 2 read-backs
 *   round 50: alert bridge log, paraphrase and preamble
 *     codex: 12,513 tokens, peak 12,411, 0/1 needles, 0 read-backs
 *     context-chef: 702 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,615 tokens, peak 1,228, 0/1 needles, 4 read-backs
 *     ours: 4,061 tokens, peak 872, 0/1 needles, 4 read-backs
 *   round 50: card disputes csv, paraphrase and preamble
 *     codex: 16,272 tokens, peak 16,161, 0/1 needles, 0 read-backs
 *     context-chef: 784 tokens, peak 673, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,265 tokens, peak 2,609, 0/1 needles, 4 read-backs
 *     ours: 5,829 tokens, peak 2,533, 0/1 needles, 4 read-backs
 *   round 50: rate parity table
 *     codex: 18,990 tokens, peak 18,894, 0/1 needles, 0 read-backs
 *     context-chef: 880 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,552 tokens, peak 1,413, 0/1 needles, 4 read-backs
 *     ours: 4,888 tokens, peak 2,166, 0/1 needles, 3 read-backs
 *   round 50: housekeeping attendants csv
 *     codex: 26,002 tokens, peak 25,905, 0/1 needles, 0 read-backs
 *     context-chef: 1,133 tokens, peak 1,036, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,834 tokens, peak 1,682, 0/1 needles, 4 read-backs
 *     ours: 4,474 tokens, peak 961, 1/1 needles, 4 read-backs
 *   round 50: loyalty accrual log
 *     codex: 16,000 tokens, peak 15,903, 0/1 needles, 0 read-backs
 *     context-chef: 821 tokens, peak 724, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,204 tokens, peak 1,342, 0/1 needles, 4 read-backs
 *     ours: 4,033 tokens, peak 878, 1/1 needles, 4 read-backs
 *     codex: 175,864 tokens, 0/12 needles
 *     context-chef: 9,472 tokens, 0/12 needles
 *     context-chef-store: 81,822 tokens, 0/12 needles
 *     ours: 67,517 tokens, 5/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of 2026 in UK time, kept as UTC (from 25 October the UK is on GMT, so the two agree). */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-11-12` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `07:41:03` */
const hms = (t: number) => new Date(t).toISOString().slice(11, 19);
/** `2026-11-12T07:41:03Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const dow = (t: number) => DOW[new Date(t).getUTCDay()]!;
const weekend = (t: number) => new Date(t).getUTCDay() === 5 || new Date(t).getUTCDay() === 6;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const money = (n: number) => n.toFixed(2);

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

/** One of the chain's hotels: property id, code, name, rooms, a typical room rate, its card merchant account. */
interface Hotel {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly rooms: number;
  readonly adr: number;
  readonly account: string;
}
const hotel = (id: number, code: string, name: string, rooms: number, adr: number): Hotel => ({
  id,
  code,
  name,
  rooms,
  adr,
  account: `MarloweHotels_${name.replace('Marlowe ', '').replace(/[^A-Za-z]/g, '')}`,
});
/** The hotels in the order of their property ids. */
const HOTELS: readonly Hotel[] = [
  hotel(1001, 'MHLBS', 'Marlowe London Bankside', 286, 214),
  hotel(1002, 'MHLKX', "Marlowe London King's Cross", 312, 198),
  hotel(1003, 'MHOXF', 'Marlowe Oxford Castle Quarter', 148, 168),
  hotel(1004, 'MHCAM', 'Marlowe Cambridge Station Road', 164, 159),
  hotel(1005, 'MHBTH', 'Marlowe Bath Pulteney', 121, 172),
  hotel(1006, 'MHBRI', 'Marlowe Brighton Seafront', 189, 146),
  hotel(1007, 'MHBHM', 'Marlowe Birmingham Colmore', 244, 118),
  hotel(1008, 'MHBRS', 'Marlowe Bristol Harbourside', 196, 132),
  hotel(1009, 'MHMAN', 'Marlowe Manchester Piccadilly', 342, 126),
  hotel(1010, 'MHLDS', 'Marlowe Leeds Dock', 208, 112),
  hotel(1011, 'MHYRK', 'Marlowe York Minster', 133, 141),
  hotel(1012, 'MHLIV', 'Marlowe Liverpool Albert Dock', 221, 121),
  hotel(1013, 'MHNCL', 'Marlowe Newcastle Quayside', 176, 109),
  hotel(1014, 'MHEDI', 'Marlowe Edinburgh Haymarket', 264, 152),
  hotel(1015, 'MHGLA', 'Marlowe Glasgow Merchant City', 301, 118),
  hotel(1016, 'MHCDF', 'Marlowe Cardiff Bay', 158, 104),
];
const byCode = (code: string) => HOTELS.find((h) => h.code === code)!;

const FIRST = [
  'Aisha',
  'Ben',
  'Catriona',
  'Declan',
  'Eilidh',
  'Fiona',
  'Gareth',
  'Hamish',
  'Imogen',
  'Jamal',
  'Kirsty',
  'Liam',
  'Morag',
  'Niamh',
  'Oliver',
  'Priya',
  'Rhys',
  'Sofia',
  'Tomasz',
  'Uma',
  'Vikram',
  'Wendy',
  'Yusuf',
  'Zara',
  'Connor',
  'Harriet',
  'Mateusz',
  'Chloe',
  'Ewan',
  'Leah',
  'Adebayo',
  'Sian',
];
const LAST = [
  'Anderson',
  'Begum',
  'Campbell',
  'Doherty',
  'Evans',
  'Fraser',
  'Gallagher',
  'Hussain',
  'Irvine',
  'Jones',
  'Kaur',
  'Lennox',
  'McAllister',
  'Nowak',
  'Quinn',
  'Patel',
  'Reid',
  'Stewart',
  'Thomson',
  'Underwood',
  'Vaughan',
  'Walsh',
  'Young',
  'Zielinski',
  'Morrison',
  'Hughes',
  'Kowalczyk',
  'Mensah',
  'Dunlop',
  'Baxter',
  'Okafor',
  'Sinclair',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/**
 * What the channel manager last sent Expedia for the Edinburgh hotel: an OTA_HotelRateAmountNotifRQ on
 * one line, a hundred nights by room type and rate plan; the deluxe king's B&B rate on New Year's Eve.
 */
function expediaRateNotifXml(): EconomicsTask {
  const random = seededRandom(50_001);
  /** Room types: code, supplement on the standard room, most adults. */
  const ROOMS: readonly (readonly [string, number, number])[] = [
    ['STDQ', 0, 2],
    ['STDT', 0, 2],
    ['ACCK', 0, 2],
    ['SUPK', 30, 2],
    ['DLXK', 55, 3],
    ['JSTE', 130, 3],
  ];
  const PLANS = ['BAR-RO-FLEX', 'BAR-BB-FLEX', 'ADV14-RO-NRF'];
  const BREAKFAST = 17.5;
  const SPECIAL: Readonly<Record<string, number>> = { '2026-12-29': 229, '2026-12-30': 289, '2026-12-31': 345, '2027-01-01': 165 };
  /** The standard room for two, room only, on the night starting `t`. */
  const standard = (t: number) => {
    const d = new Date(t);
    const month = d.getUTCMonth() + 1;
    const day = d.getUTCDate();
    const special = SPECIAL[ymd(t)];
    if (special) return special;
    let b = month === 11 ? 124 : month === 12 ? (day >= 20 ? 118 : 149) : month === 1 ? 96 : 104;
    b *= weekend(t) ? 1.22 : d.getUTCDay() === 0 ? 0.88 : 1;
    return Math.round(b * (0.94 + random() * 0.12));
  };
  const message = (date: string, room: string, plan: string, roomRate: number, adults: number) => {
    const bb = plan.includes('-BB-');
    const two = plan.includes('NRF') ? Math.round(roomRate * 0.85) : roomRate;
    const extra =
      adults > 2
        ? `<AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="10" Amount="${money(35 + (bb ? BREAKFAST : 0))}"/><AdditionalGuestAmount AgeQualifyingCode="8" MaxAge="12" Amount="${money(bb ? 9.5 : 0)}"/></AdditionalGuestAmounts>`
        : '';
    return (
      `<RateAmountMessage><StatusApplicationControl Start="${date}" End="${date}" InvTypeCode="${room}" RatePlanCode="${plan}"/>` +
      `<Rates><Rate CurrencyCode="GBP" DecimalPlaces="2"><BaseByGuestAmts>` +
      `<BaseByGuestAmt NumberOfGuests="1" AgeQualifyingCode="10" AmountAfterTax="${money(two - 10 + (bb ? BREAKFAST : 0))}"/>` +
      `<BaseByGuestAmt NumberOfGuests="2" AgeQualifyingCode="10" AmountAfterTax="${money(two + (bb ? 2 * BREAKFAST : 0))}"/>` +
      `</BaseByGuestAmts>${extra}</Rate></Rates></RateAmountMessage>`
    );
  };
  const messages: string[] = [];
  let needle = '';
  for (let d = 0; d < 100; d++) {
    const t = T(11, 13) + d * DAY;
    const date = ymd(t);
    const base = standard(t);
    for (const [room, supplement, adults] of ROOMS)
      for (const plan of PLANS) {
        const text = message(date, room, plan, base + supplement, adults);
        messages.push(text);
        if (date === '2026-12-31' && room === 'DLXK' && plan === 'BAR-BB-FLEX') {
          const from = text.indexOf('<StatusApplicationControl');
          const two = text.indexOf('NumberOfGuests="2"');
          needle = text.slice(from, text.indexOf('/>', two) + 2);
        }
      }
  }
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelRateAmountNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="${uuid(random)}" TimeStamp="2026-11-12T05:30:07Z" Target="Production" Version="1.002" PrimaryLangID="en-gb">` +
    `<POS><Source><RequestorID Type="22" ID="MARLOWE-CM"/><BookingChannel Type="7" Primary="true"><CompanyName Code="EXP">Expedia Group</CompanyName></BookingChannel></Source></POS>` +
    `<RateAmountMessages HotelCode="MHEDI" HotelName="Marlowe Edinburgh Haymarket">${messages.join('')}</RateAmountMessages></OTA_HotelRateAmountNotifRQ>\n`;
  const ask =
    "What are we sending Expedia for two people in a deluxe king on the flexible bed and breakfast rate at the Edinburgh hotel on New Year's Eve? Reservations think it looks cheap.";
  return probe('round 50: expedia rate notification xml', ask, 'http_get', output, 'rate', needle, true);
}

/** The revenue system's pricing decisions for every hotel over 120 nights, minified; Bristol's override on 5 December. */
function rmsDecisionsJson(): EconomicsTask {
  const random = seededRandom(50_002);
  const USERS = ['p.mensah', 'r.quinn', 'a.lindqvist', 's.chaudhry', 'm.fraser', 'k.adeyemi', 'j.baxter', 'l.harcourt'];
  const REASONS = [
    'Event in city',
    'Match day',
    'Group displacement',
    'Comp set undercutting',
    'Hold rate, strong pickup',
    'Conference overflow',
    'Soft week, stimulate',
    'Concert at arena',
    'Half term',
  ];
  interface Override {
    bar: number;
    type: string;
    by: string;
    reason: string;
    set_at: string;
    expires: string;
  }
  const override = (date: string, bar: number, by: string, reason: string, setAt: number): Override => ({
    bar,
    type: 'FIXED',
    by,
    reason,
    set_at: isoZ(setAt),
    expires: date,
  });
  const planted = new Map<string, (rec: number) => Override>([
    ['MHBRS 2026-12-05', () => override('2026-12-05', 219, 'l.harcourt', 'Christmas market Saturday, hold rate', T(11, 9, 16, 22, 3))],
    ['MHBRS 2026-12-04', () => override('2026-12-04', 189, 'p.mensah', 'Christmas market Friday', T(11, 6, 11, 4, 51))],
    ['MHBRS 2026-12-12', (rec) => override('2026-12-12', rec + 12, 'l.harcourt', 'Christmas market Saturday', T(11, 9, 16, 24, 40))],
    ['MHBTH 2026-12-05', () => override('2026-12-05', 249, 'l.harcourt', 'Christmas market Saturday, hold rate', T(11, 9, 16, 31, 12))],
  ]);
  const records: object[] = [];
  let needle = '';
  for (const h of HOTELS) {
    for (let d = 0; d < 120; d++) {
      const t = T(11, 12) + d * DAY;
      const date = ymd(t);
      const ooo = pick(random, 4);
      const capacity = h.rooms - ooo;
      const occ = Math.min(0.99, (weekend(t) ? 0.86 : 0.72) + (random() - 0.5) * 0.22);
      const forecastRooms = Math.round(capacity * occ);
      const otb = Math.round(forecastRooms * Math.max(0.12, 1 - d / 130) * (0.85 + random() * 0.15));
      const rec = Math.round(h.adr * (weekend(t) ? 1.18 : 1) * (0.82 + occ * 0.25) * (0.95 + random() * 0.1));
      const median = Math.round(rec * (0.88 + random() * 0.2));
      const plant = planted.get(`${h.code} ${date}`);
      const over: Override | null = plant
        ? plant(rec)
        : random() < 0.025
          ? override(
              date,
              rec + between(random, -4, 6) * 5,
              oneOf(random, USERS),
              oneOf(random, REASONS),
              T(11, 12) - between(random, 1, 40) * DAY + pick(random, 10 * 3600) * 1_000 + 8 * 3_600_000,
            )
          : null;
      const record = {
        property_id: h.id,
        property: h.code,
        stay_date: date,
        dow: dow(t).toUpperCase(),
        capacity,
        ooo,
        otb_rooms: otb,
        otb_revenue: Number((otb * rec * (0.84 + random() * 0.1)).toFixed(2)),
        forecast_rooms: forecastRooms,
        forecast_occ: Number((forecastRooms / capacity).toFixed(3)),
        forecast_adr: Number((rec * (0.9 + random() * 0.06)).toFixed(1)),
        pickup_1d: pick(random, 6),
        pickup_7d: between(random, 0, 25),
        comp_set: { median, min: Math.round(median * (0.74 + random() * 0.1)), max: Math.round(median * (1.25 + random() * 0.2)) },
        recommended_bar: rec,
        published_bar: over ? over.bar : rec,
        override: over,
        restrictions: { min_los: new Date(t).getUTCDay() === 6 && random() < 0.2 ? 2 : 1, max_los: null, cta: false, ctd: false },
        offsets: { STDT: 0, ACCK: 0, SUPK: 30, DLXK: 55, JSTE: 120 },
        decision_id: `dec_${hex(random, 12)}`,
        decided_at: isoZ(T(11, 12, 5, 40) + pick(random, 600) * 1_000),
      };
      if (h.code === 'MHBRS' && date === '2026-12-05') {
        const text = JSON.stringify(record);
        needle = text.slice(text.indexOf('"recommended_bar"'), text.indexOf(',"restrictions"'));
      }
      records.push(record);
    }
  }
  const output = `${JSON.stringify({
    run_id: 'rms-20261112-0540',
    generated_at: '2026-11-12T05:52:18Z',
    horizon: { from: '2026-11-12', to: '2027-03-11' },
    currency: 'GBP',
    count: records.length,
    decisions: records,
  })}\n`;
  const ask =
    "Somebody's put a manual override on the Bristol hotel's price for Saturday 5 December. What have they set it to, and who was it?";
  return probe('round 50: rms decisions json', ask, 'http_get', output, 'override', needle, true);
}

/** The PMS's open folios at Manchester as CSV, postings in one field; a contractor's long-stay master account runs to 150 KB. */
function pmsOpenFoliosCsv(): EconomicsTask {
  const random = seededRandom(50_003);
  const COMPANIES = [
    '',
    '',
    '',
    '',
    'Northvale Pharma Ltd',
    'Crestline Engineering',
    'Hartwell Audit LLP',
    'Saxby Rail Services',
    'Ordsall NHS Trust',
  ];
  const posting = (t: number, code: string, description: string, amount: number, ref: string) =>
    `${ymd(t)} ${hms(t).slice(0, 5)}|${code}|${description}|${money(amount)}|${ref}`;
  const LAUNDRY = ['shirts', 'work trousers', 'fleeces', 'hi-vis jackets', 'polo shirts', 'jeans', 'hoodies'];
  const laundry = () => {
    const kinds = [oneOf(random, LAUNDRY), oneOf(random, LAUNDRY)].filter((k, i, all) => all.indexOf(k) === i);
    return kinds.map((k) => `${between(random, 1, 6)} ${k}`).join(', ');
  };
  /** A guest's postings from `arrival` to last night: room, breakfast, the odd meal, drink, parking and payment. */
  const guestPostings = (arrival: number, room: string, rate: number, breakfast: boolean) => {
    const out: string[] = [];
    let total = 0;
    const add = (t: number, code: string, description: string, amount: number, ref: string) => {
      out.push(posting(t, code, description, amount, ref));
      total += amount;
    };
    const deposit = random() < 0.4;
    if (deposit) add(arrival + between(random, 14 * 60, 20 * 60) * MINUTE, 'PAY-VISA', 'Payment Visa', -rate, `AUTH ${digits(random, 6)}`);
    for (let t = arrival; t < T(11, 12); t += DAY) {
      if (random() < 0.2)
        add(
          t + between(random, 18 * 60, 22 * 60) * MINUTE,
          'REST',
          'Restaurant - Ancoats Grill',
          between(random, 1_800, 9_600) / 100,
          `CHK ${digits(random, 5)}`,
        );
      if (random() < 0.25)
        add(
          t + between(random, 19 * 60, 23 * 60) * MINUTE,
          'BAR',
          'Bar - Piccadilly Lounge',
          between(random, 450, 4_200) / 100,
          `CHK ${digits(random, 5)}`,
        );
      if (random() < 0.1)
        add(
          t + between(random, 17 * 60, 23 * 60) * MINUTE,
          'PARK',
          'Car park 24h',
          22,
          `ANPR ${chars(random, UPPER, 2)}${between(random, 10, 75)}`,
        );
      const audit = t + DAY + between(random, 120, 170) * MINUTE;
      if (audit < T(11, 12, 4)) {
        add(audit, 'ROOM', `Accommodation Rm ${room}`, rate, `NA-${ymd(t).slice(5).replace('-', '')}-${room}`);
        if (breakfast) add(audit, 'BKFT', 'Breakfast package', 14.5, `NA-${ymd(t).slice(5).replace('-', '')}-${room}`);
      }
    }
    out.sort();
    return { out, total };
  };
  const header =
    'folio_no,property,account_type,name,company,room,arrival,departure,status,payment_method,balance_gbp,posting_count,postings';
  const rows: { name: string; text: string }[] = [];
  const used = new Set<string>();
  const folioNo = () => {
    let n = '';
    while (!n || used.has(n)) n = `F${between(random, 3_900_000, 3_999_999)}`;
    used.add(n);
    return n;
  };
  const names = new Set<string>();
  for (let i = 0; i < 290; i++) {
    const name = `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`;
    if (names.has(name)) continue;
    names.add(name);
    const room = `${between(random, 1, 15)}${pad2(between(random, 1, 24))}`;
    const arrival = T(11, 12) - between(random, 0, 6) * DAY;
    const rate = between(random, 89, 189);
    const { out, total } = guestPostings(arrival, room, rate, random() < 0.6);
    rows.push({
      name,
      text: [
        folioNo(),
        'MHMAN',
        'GUEST',
        name,
        oneOf(random, COMPANIES),
        room,
        ymd(arrival),
        ymd(T(11, 12) + between(random, 0, 5) * DAY),
        'IN HOUSE',
        oneOf(random, ['VISA', 'VISA', 'MC', 'AMEX', 'CASH']),
        money(total),
        String(out.length),
        out.join(';'),
      ]
        .map(csv)
        .join(','),
    });
  }
  const GROUPS = [
    'Northern Cardiac Society 2026 - Master',
    'Ardwick Pharma Sales Conference',
    'Pennine Housing Board Away Day',
    'Salford Lads Choir Tour',
    'Irwell Valley Rugby Club',
    'Bridgewater Law Partners Offsite',
  ];
  for (const name of GROUPS) {
    const arrival = T(11, 12) - between(random, 1, 4) * DAY;
    const out: string[] = [];
    let total = 0;
    for (let k = 0, n = between(random, 6, 40); k < n; k++) {
      const t = arrival + pick(random, Math.max(1, (T(11, 12) - arrival) / MINUTE)) * MINUTE;
      const [code, description, amount] = oneOf(random, [
        ['ROOM', 'Accommodation group rate', between(random, 99, 129)],
        ['M&E', 'Meeting room hire day delegate', between(random, 45, 62) * between(random, 20, 140)],
        ['BAR', 'Bar - Piccadilly Lounge', between(random, 800, 42_000) / 100],
        ['REST', 'Restaurant - Ancoats Grill', between(random, 4_000, 90_000) / 100],
      ] as const);
      out.push(posting(t, code, description, amount, `CHK ${digits(random, 5)}`));
      total += amount;
    }
    out.sort();
    rows.push({
      name,
      text: [
        folioNo(),
        'MHMAN',
        'MASTER',
        name,
        name.split(' - ')[0]!,
        '',
        ymd(arrival),
        ymd(T(11, 13) + pick(random, 3) * DAY),
        'OPEN',
        'CITY LEDGER',
        money(total),
        String(out.length),
        out.join(';'),
      ]
        .map(csv)
        .join(','),
    });
  }
  // Kelbrook's site team: three rooms since February, every night, on one master account.
  const CREW: readonly (readonly [string, string])[] = [
    ['1108', 'K. Brennan'],
    ['1110', 'D. Walsh'],
    ['1112', 'S. Adeyemi'],
  ];
  const postings: { t: number; text: string }[] = [];
  let needle = '';
  let balance = 0;
  const add = (t: number, code: string, description: string, amount: number, ref: string) => {
    postings.push({ t, text: posting(t, code, description, amount, ref) });
    balance += amount;
  };
  for (let t = T(2, 2); t < T(11, 12); t += DAY) {
    const date = ymd(t);
    const tag = date.slice(5).replace('-', '');
    for (const [room, who] of CREW) {
      if (random() < 0.1 && date !== '2026-06-19')
        add(
          t + between(random, 7 * 60, 20 * 60) * MINUTE,
          'LAUN',
          `Laundry & pressing Rm ${room} ${who} - ${laundry()}`,
          between(random, 900, 4_200) / 100,
          `LN-${digits(random, 6)}`,
        );
      if (random() < 0.25)
        add(
          t + between(random, 18 * 60, 21 * 60) * MINUTE,
          'REST',
          `Restaurant - Ancoats Grill Rm ${room}`,
          between(random, 1_600, 4_800) / 100,
          `CHK ${digits(random, 5)}`,
        );
      if (random() < 0.2)
        add(
          t + between(random, 19 * 60, 23 * 60) * MINUTE,
          'BAR',
          `Bar - Piccadilly Lounge Rm ${room}`,
          between(random, 450, 2_600) / 100,
          `CHK ${digits(random, 5)}`,
        );
      const audit = t + DAY + between(random, 120, 170) * MINUTE;
      add(audit, 'ROOM', `Accommodation Rm ${room} ${who} (contract KEL-MAN-26)`, 92, `NA-${tag}-${room}`);
      if (random() < 0.8) add(audit, 'BKFT', `Breakfast Rm ${room}`, 14.5, `NA-${tag}-${room}`);
    }
    if (new Date(t).getUTCDate() === 3 && balance > 0)
      add(
        t + 10 * 3_600_000,
        'PAY-BACS',
        'Payment BACS Kelbrook Construction Ltd',
        -Math.round(balance * 0.92),
        `BACS ${digits(random, 8)}`,
      );
    if (date === '2026-06-19') {
      const text = posting(
        T(6, 19, 19, 42),
        'LAUN',
        'Laundry & pressing Rm 1110 D. Walsh - express, 4 hi-vis jackets, 3 work trousers, 2 fleeces',
        64.8,
        'LN-561904',
      );
      postings.push({ t: T(6, 19, 19, 42), text });
      balance += 64.8;
      needle = text;
    }
  }
  postings.sort((a, b) => a.t - b.t);
  rows.push({
    name: 'Kelbrook Construction Ltd',
    text: [
      folioNo(),
      'MHMAN',
      'MASTER',
      'Kelbrook Construction Ltd',
      'Kelbrook Construction Ltd',
      '',
      '2026-02-02',
      '2026-12-18',
      'OPEN',
      'CITY LEDGER',
      money(balance),
      String(postings.length),
      postings.map((p) => p.text).join(';'),
    ]
      .map(csv)
      .join(','),
  });
  rows.sort((a, b) => (a.name < b.name ? -1 : 1));
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "Kelbrook Construction have queried a laundry charge from Friday 19 June on their site team's account at the Manchester hotel. What was it for, and how much did we charge?";
  return probe('round 50: pms open folios csv', ask, 'run_shell', output, 'laundry', needle, true);
}

/** `kubectl get deployments -A -o yaml` on the production cluster; the ARI push worker's memory limit. */
function kubectlDeploymentsYaml(): EconomicsTask {
  const random = seededRandom(50_004);
  const MEMORY = ['256Mi', '384Mi', '512Mi', '768Mi', '1Gi', '1536Mi', '2Gi', '3Gi'];
  const CPU = ['250m', '500m', '750m', '1', '1500m', '2'];
  const quoteCpu = (cpu: string) => (/^\d+$/.test(cpu) ? `"${cpu}"` : cpu);
  interface App {
    ns: string;
    name: string;
    partOf: string;
    team: string;
    java: boolean;
    memory?: readonly [string, string];
    env?: readonly (readonly [string, string])[];
    sql?: string;
  }
  const apps: App[] = [];
  const ns = (namespace: string, partOf: string, team: string, java: boolean, names: readonly string[], sql?: string) => {
    for (const name of names) apps.push({ ns: namespace, name, partOf, team, java, ...(sql && random() < 0.6 ? { sql } : {}) });
  };
  ns('argocd', 'argocd', 'platform', false, [
    'argocd-applicationset-controller',
    'argocd-dex-server',
    'argocd-notifications-controller',
    'argocd-redis',
    'argocd-repo-server',
    'argocd-server',
  ]);
  ns(
    'booking-engine',
    'booking-engine',
    'digital',
    true,
    ['be-api', 'be-availability-cache', 'be-promo-service', 'be-search-indexer', 'be-web'],
    'be-prod-pg',
  );
  ns('cert-manager', 'cert-manager', 'platform', false, ['cert-manager', 'cert-manager-cainjector', 'cert-manager-webhook']);
  ns(
    'guest-comms',
    'guest-comms',
    'guest-comms',
    true,
    ['notify-api', 'notify-email-worker', 'notify-sms-worker', 'preference-centre', 'template-renderer'],
    'comms-prod-pg',
  );
  ns(
    'housekeeping',
    'hotel-ops',
    'property-systems',
    true,
    ['hsk-api', 'hsk-board-web', 'hsk-pms-sync', 'hsk-task-router', 'maintenance-api', 'maintenance-notifier'],
    'ops-prod-pg',
  );
  ns('ingress-nginx', 'ingress-nginx', 'platform', false, ['ingress-nginx-controller']);
  ns('keycard', 'keycard', 'property-systems', true, [
    'keycard-api',
    ...HOTELS.map((h) => `keycard-bridge-${h.code.slice(2).toLowerCase()}`),
  ]);
  ns('kube-system', 'gke', 'platform', false, ['konnectivity-agent', 'kube-dns', 'metrics-server-v1.30.3']);
  ns(
    'loyalty',
    'loyalty',
    'loyalty',
    true,
    ['loyalty-accrual-worker', 'loyalty-api', 'loyalty-partner-sync', 'loyalty-redemption', 'loyalty-web'],
    'loyalty-prod-pg',
  );
  ns('monitoring', 'observability', 'platform', false, [
    'alertmanager-pd-bridge',
    'grafana',
    'kube-state-metrics',
    'loki-gateway',
    'otel-collector',
    'prometheus-operator',
  ]);
  ns(
    'ota-connect',
    'channel-manager',
    'distribution',
    true,
    [
      'ari-pull-worker',
      'ari-push-scheduler',
      'ari-push-worker',
      'ari-push-worker-backfill',
      'booking-import-worker',
      'cm-api',
      'mapping-service',
      'ota-webhook-receiver',
      'rate-calc-service',
      'restriction-engine',
    ],
    'cm-prod-pg',
  );
  ns(
    'payments',
    'payments',
    'payments',
    true,
    ['dispute-sync', 'fx-rates', 'payment-gateway', 'payment-webhooks', 'settlement-reconciler', 'tokenisation-service'],
    'payments-prod-pg',
  );
  ns('pms-integration', 'pms-integration', 'property-systems', true, [
    'pms-event-relay',
    'pms-night-audit-exporter',
    ...HOTELS.map((h) => `pms-adapter-${h.code.slice(2).toLowerCase()}`),
  ]);
  ns(
    'revenue',
    'revenue',
    'revenue',
    true,
    ['comp-set-scraper', 'parity-checker', 'rms-decision-publisher', 'rms-forecast-api'],
    'rms-prod-pg',
  );
  const worker = apps.find((a) => a.name === 'ari-push-worker')!;
  worker.memory = ['640Mi', '512Mi'];
  worker.sql = 'cm-prod-pg';
  worker.env = [
    ['ARI_PUSH_BATCH_SIZE', '"500"'],
    ['ARI_PUSH_CONCURRENCY', '"24"'],
    ['ARI_CHANNELS', 'BOOKING,EXPEDIA,AGODA,TRIP,HOTELBEDS,GDS'],
    ['ARI_MORNING_LOAD_CRON', '"0 30 5 * * *"'],
  ];
  const backfill = apps.find((a) => a.name === 'ari-push-worker-backfill')!;
  backfill.memory = ['2Gi', '1Gi'];
  backfill.env = [
    ['ARI_PUSH_BATCH_SIZE', '"2000"'],
    ['ARI_PUSH_CONCURRENCY', '"8"'],
    ['ARI_CHANNELS', 'BOOKING,EXPEDIA,AGODA,TRIP,HOTELBEDS,GDS'],
  ];
  const stamp = (t: number) => `"${isoZ(t)}"`;
  /** Where a third-party component's image comes from. */
  const thirdParty = (name: string) => {
    const bare = name.replace(/-v[\d.]+$/, '');
    if (name.startsWith('argocd')) return 'quay.io/argoproj/argocd';
    if (name.startsWith('cert-manager')) return `quay.io/jetstack/${bare}`;
    if (name.startsWith('ingress-nginx')) return 'registry.k8s.io/ingress-nginx/controller';
    if (name === 'grafana') return 'docker.io/grafana/grafana';
    if (name === 'loki-gateway') return 'docker.io/nginxinc/nginx-unprivileged';
    if (name === 'otel-collector') return 'otel/opentelemetry-collector-contrib';
    if (name === 'prometheus-operator') return 'quay.io/prometheus-operator/prometheus-operator';
    if (name === 'alertmanager-pd-bridge') return 'europe-west2-docker.pkg.dev/marlowe-platform/apps/alertmanager-pd-bridge';
    if (name === 'kube-state-metrics') return 'registry.k8s.io/kube-state-metrics/kube-state-metrics';
    return `gke.gcr.io/${bare}`;
  };
  const deployment = (app: App) => {
    const version = app.java
      ? `${between(random, 1, 4)}.${between(random, 0, 24)}.${between(random, 0, 9)}`
      : `v${between(random, 1, 2)}.${between(random, 5, 14)}.${between(random, 0, 6)}`;
    const revision = between(random, 3, 140);
    const replicas = app.java ? oneOf(random, [2, 2, 3, 3, 4, 6]) : oneOf(random, [1, 1, 2]);
    const li = between(random, 1, MEMORY.length - 1);
    const [memLimit, memRequest] = app.memory ?? [MEMORY[li]!, MEMORY[between(random, Math.max(0, li - 2), li)]!];
    const ci = between(random, 1, CPU.length - 1);
    const created = T(1, 1) - between(random, 30, 700) * DAY + pick(random, DAY / 1_000) * 1_000;
    const updated = T(11, 12) - between(random, 1, 60) * DAY + pick(random, DAY / 1_000) * 1_000;
    const image = app.java
      ? `europe-west2-docker.pkg.dev/marlowe-platform/apps/${app.name}:${version}`
      : `${thirdParty(app.name)}:${version}`;
    const env: (readonly [string, string])[] = app.java
      ? [
          ['SPRING_PROFILES_ACTIVE', 'prod'],
          ['JAVA_TOOL_OPTIONS', '-XX:MaxRAMPercentage=75.0 -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError'],
          ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://otel-collector.monitoring:4317'],
          ['OTEL_SERVICE_NAME', app.name],
          ['LOG_FORMAT', 'json'],
          ['KAFKA_BOOTSTRAP_SERVERS', 'kafka-prod-0.kafka:9092,kafka-prod-1.kafka:9092,kafka-prod-2.kafka:9092'],
          ...(app.sql
            ? ([
                ['DB_HOST', '127.0.0.1'],
                ['DB_NAME', app.sql.replace('-prod-pg', '')],
              ] as const)
            : []),
          ...(app.env ?? []),
        ]
      : [['LOG_LEVEL', 'info']];
    const port = app.java ? 8080 : oneOf(random, [8080, 8443, 9090, 10254]);
    const probePath = (kind: string) => (app.java ? `/actuator/health/${kind}` : '/healthz');
    const lines = [
      '- apiVersion: apps/v1',
      '  kind: Deployment',
      '  metadata:',
      '    annotations:',
      `      argocd.argoproj.io/tracking-id: ${app.ns}:apps/Deployment:${app.ns}/${app.name}`,
      `      deployment.kubernetes.io/revision: "${revision}"`,
      `    creationTimestamp: ${stamp(created)}`,
      `    generation: ${revision + between(random, 0, 12)}`,
      '    labels:',
      `      app.kubernetes.io/instance: ${app.ns}`,
      '      app.kubernetes.io/managed-by: Helm',
      `      app.kubernetes.io/name: ${app.name}`,
      `      app.kubernetes.io/part-of: ${app.partOf}`,
      `      app.kubernetes.io/version: ${version}`,
      `      helm.sh/chart: ${app.java ? 'marlowe-service' : app.name.split('-')[0]}-${between(random, 1, 6)}.${between(random, 0, 30)}.${between(random, 0, 9)}`,
      `      team: ${app.team}`,
      `    name: ${app.name}`,
      `    namespace: ${app.ns}`,
      `    resourceVersion: "${between(random, 800_000_000, 999_999_999)}"`,
      `    uid: ${uuid(random)}`,
      '  spec:',
      '    progressDeadlineSeconds: 600',
      `    replicas: ${replicas}`,
      '    revisionHistoryLimit: 10',
      '    selector:',
      '      matchLabels:',
      `        app.kubernetes.io/instance: ${app.ns}`,
      `        app.kubernetes.io/name: ${app.name}`,
      '    strategy:',
      '      rollingUpdate:',
      '        maxSurge: 25%',
      '        maxUnavailable: 25%',
      '      type: RollingUpdate',
      '    template:',
      '      metadata:',
      '        annotations:',
      `          checksum/config: ${hex(random, 64)}`,
      `          kubectl.kubernetes.io/restartedAt: "${new Date(updated).toISOString().slice(0, 19)}Z"`,
      '          prometheus.io/scrape: "true"',
      '        creationTimestamp: null',
      '        labels:',
      `          app.kubernetes.io/instance: ${app.ns}`,
      `          app.kubernetes.io/name: ${app.name}`,
      '      spec:',
      '        containers:',
      '        - env:',
      ...env.flatMap(([k, v]) => [`          - name: ${k}`, `            value: ${v}`]),
      `          image: ${image}`,
      '          imagePullPolicy: IfNotPresent',
      '          livenessProbe:',
      '            failureThreshold: 3',
      '            httpGet:',
      `              path: ${probePath('liveness')}`,
      '              port: http',
      '              scheme: HTTP',
      `            initialDelaySeconds: ${app.java ? 30 : 10}`,
      '            periodSeconds: 10',
      '            successThreshold: 1',
      '            timeoutSeconds: 2',
      `          name: ${app.name}`,
      '          ports:',
      `          - containerPort: ${port}`,
      '            name: http',
      '            protocol: TCP',
      '          readinessProbe:',
      '            failureThreshold: 3',
      '            httpGet:',
      `              path: ${probePath('readiness')}`,
      '              port: http',
      '              scheme: HTTP',
      '            periodSeconds: 5',
      '            successThreshold: 1',
      '            timeoutSeconds: 2',
      '          resources:',
      '            limits:',
      `              cpu: ${quoteCpu(CPU[ci]!)}`,
      `              memory: ${memLimit}`,
      '            requests:',
      `              cpu: ${quoteCpu(CPU[between(random, 0, ci - 1)]!)}`,
      `              memory: ${memRequest}`,
      '          securityContext:',
      '            allowPrivilegeEscalation: false',
      '            readOnlyRootFilesystem: true',
      '            runAsNonRoot: true',
      '            runAsUser: 10001',
      '          terminationMessagePath: /dev/termination-log',
      '          terminationMessagePolicy: File',
      '          volumeMounts:',
      '          - mountPath: /tmp',
      '            name: tmp',
      ...(app.sql
        ? [
            '        - args:',
            '          - --structured-logs',
            '          - --port=5432',
            `          - marlowe-prod:europe-west2:${app.sql}`,
            '          image: gcr.io/cloud-sql-connectors/cloud-sql-proxy:2.14.1',
            '          imagePullPolicy: IfNotPresent',
            '          name: cloud-sql-proxy',
            '          resources:',
            '            limits:',
            '              cpu: 500m',
            '              memory: 256Mi',
            '            requests:',
            '              cpu: 100m',
            '              memory: 128Mi',
            '          securityContext:',
            '            runAsNonRoot: true',
            '          terminationMessagePath: /dev/termination-log',
            '          terminationMessagePolicy: File',
          ]
        : []),
      '        dnsPolicy: ClusterFirst',
      '        restartPolicy: Always',
      '        schedulerName: default-scheduler',
      '        securityContext: {}',
      `        serviceAccount: ${app.name}`,
      `        serviceAccountName: ${app.name}`,
      `        terminationGracePeriodSeconds: ${app.java ? 60 : 30}`,
      '        volumes:',
      '        - emptyDir: {}',
      '          name: tmp',
      '  status:',
      `    availableReplicas: ${replicas}`,
      '    conditions:',
      `    - lastTransitionTime: ${stamp(updated - between(random, 2, 30) * DAY)}`,
      `      lastUpdateTime: ${stamp(updated - between(random, 2, 30) * DAY)}`,
      '      message: Deployment has minimum availability.',
      '      reason: MinimumReplicasAvailable',
      '      status: "True"',
      '      type: Available',
      `    - lastTransitionTime: ${stamp(created)}`,
      `      lastUpdateTime: ${stamp(updated + between(random, 40, 300) * 1_000)}`,
      `      message: ReplicaSet "${app.name}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10)}" has successfully progressed.`,
      '      reason: NewReplicaSetAvailable',
      '      status: "True"',
      '      type: Progressing',
      `    observedGeneration: ${revision + between(random, 0, 12)}`,
      `    readyReplicas: ${replicas}`,
      `    replicas: ${replicas}`,
      `    updatedReplicas: ${replicas}`,
    ];
    return lines.join('\n');
  };
  const output = `${['apiVersion: v1', 'items:', ...apps.map(deployment), 'kind: List', 'metadata:', '  resourceVersion: ""'].join('\n')}\n`;
  const ask =
    'The ARI push worker in production keeps getting OOM-killed when the morning rate load runs. What memory limit has it actually got?';
  return probe('round 50: kubectl deployments yaml', ask, 'run_shell', output, 'memory', 'memory: 640Mi');
}

/** The payment gateway's Spring Boot log since midnight; one booking's first attempt threw, and its cause sits under the stack. */
function paymentGatewayLog(): EconomicsTask {
  const random = seededRandom(50_005);
  const events: { t: number; text: string }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string) =>
    events.push({
      t,
      text: `${new Date(t).toISOString()} ${level.padStart(5)} 1 --- [payment-gateway] [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40)} : ${message}`,
    });
  const CONTROLLER = 'c.m.p.api.AuthorisationController';
  const SERVICE = 'c.m.p.service.AuthorisationService';
  const THREEDS = 'c.m.p.threeds.ThreeDsService';
  const ADYEN = 'c.m.payments.adyen.AdyenClient';
  const TOKENS = 'c.m.p.token.TokenisationService';
  const WEBHOOK = 'c.m.p.webhook.NotificationController';
  const SCHEMES = ['visa', 'visa', 'visa', 'mc', 'mc', 'amex', 'maestro'];
  /** Refusals the issuer sends back as a normal answer: reason and Adyen's refusal code. */
  const REFUSALS: readonly (readonly [string, number])[] = [
    ['Refused', 2],
    ['Not enough balance', 12],
    ['CVC Declined', 24],
    ['Expired Card', 6],
    ['3D Not Authenticated', 11],
    ['Declined Non Generic', 27],
    ['Issuer Suspected Fraud', 31],
  ];
  /** Failures the gateway throws on: the cause's line, given a PSP reference and merchant account. */
  const CAUSES: readonly ((psp: string, account: string) => string)[] = [
    (psp, account) =>
      `com.marlowe.payments.adyen.AdyenResultException: resultCode=Error refusalReason="Issuer Unavailable" refusalReasonCode=9 pspReference=${psp} merchantAccount=${account}`,
    (psp, account) =>
      `com.marlowe.payments.adyen.AdyenResultException: resultCode=Error refusalReason="Acquirer Error" refusalReasonCode=4 pspReference=${psp} merchantAccount=${account}`,
    () => 'java.net.SocketTimeoutException: Read timed out',
    () => 'org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [update authorisation set status=? where id=?]',
  ];
  const psp = () => chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 16);
  const used = new Set<string>(['MH-BE-7Q4K2M']);
  const bookingRef = () => {
    let ref = '';
    while (!ref || used.has(ref)) ref = `MH-BE-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`;
    used.add(ref);
    return ref;
  };
  const stack = (ref: string, cause: string) =>
    [
      `com.marlowe.payments.PaymentAuthorisationException: Authorisation not completed for booking ${ref}`,
      '\tat com.marlowe.payments.service.AuthorisationService.authorise(AuthorisationService.java:188)',
      '\tat com.marlowe.payments.api.AuthorisationController.authorise(AuthorisationController.java:74)',
      '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
      '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
      '\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:258)',
      '\tat org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)',
      '\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)',
      '\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)',
      '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
      `Caused by: ${cause}`,
      '\tat com.marlowe.payments.adyen.AdyenClient.checkResult(AdyenClient.java:142)',
      '\tat com.marlowe.payments.adyen.AdyenClient.payments(AdyenClient.java:97)',
      '\tat com.marlowe.payments.service.AuthorisationService.authorise(AuthorisationService.java:171)',
      `\t... ${between(random, 48, 61)} common frames omitted`,
    ].join('\n');
  /** One attempt to take a booking's payment; `fail` makes it throw with that cause. */
  const attempt = (
    t: number,
    ref: string,
    h: Hotel,
    amount: number,
    n: number,
    outcome: 'ok' | 'refused' | 'throw',
    cause?: string,
    channel = oneOf(random, ['web', 'web', 'app']),
  ) => {
    const thread = `nio-8080-exec-${between(random, 1, 40)}`;
    const scheme = oneOf(random, SCHEMES);
    log(
      t,
      'INFO',
      thread,
      CONTROLLER,
      `POST /v2/authorisations booking=${ref} property=${h.code} amount=GBP ${money(amount)} method=${scheme} channel=${channel} attempt=${n}`,
    );
    let at = t + between(random, 40, 300);
    if (random() < 0.35) {
      log(at, 'INFO', thread, THREEDS, `3DS2 challenge required booking=${ref} scheme=${scheme} threeDSServerTransID=${uuid(random)}`);
      at += between(random, 15_000, 90_000);
      log(at, 'INFO', thread, THREEDS, `3DS2 challenge completed booking=${ref} transStatus=Y eci=${scheme === 'visa' ? '05' : '02'}`);
    } else log(at, 'INFO', thread, THREEDS, `3DS2 frictionless booking=${ref} scheme=${scheme} transStatus=Y`);
    at += between(random, 250, 1_900);
    const reference = psp();
    if (outcome === 'ok') {
      log(
        at,
        'INFO',
        thread,
        ADYEN,
        `POST /v71/payments booking=${ref} resultCode=Authorised pspReference=${reference} authCode=${digits(random, 6)} latencyMs=${between(random, 240, 1_800)}`,
      );
      if (random() < 0.6)
        log(
          at + between(random, 5, 60),
          'INFO',
          thread,
          TOKENS,
          `Stored recurring token booking=${ref} shopperReference=MC${digits(random, 10)}`,
        );
      log(
        at + between(random, 800, 6_000),
        'INFO',
        `nio-8080-exec-${between(random, 1, 40)}`,
        WEBHOOK,
        `AUTHORISATION notification pspReference=${reference} merchantReference=${ref} success=true`,
      );
    } else if (outcome === 'refused') {
      const [reason, code] = oneOf(random, REFUSALS);
      log(
        at,
        'WARN',
        thread,
        SERVICE,
        `Authorisation refused booking=${ref} pspReference=${reference} resultCode=Refused refusalReason="${reason}" refusalReasonCode=${code}`,
      );
    } else {
      log(
        at,
        'ERROR',
        thread,
        CONTROLLER,
        `Payment authorisation failed booking=${ref} property=${h.code} amount=GBP ${money(amount)} attempt=${n}\n${stack(ref, cause ?? oneOf(random, CAUSES)(reference, h.account))}`,
      );
    }
  };
  /** Bookings a minute, hour by hour from midnight. */
  const RATE = [0.9, 0.6, 0.35, 0.25, 0.3, 0.6, 1.3, 2.2, 2.8, 3.1];
  for (let m = 0; m < 600; m++) {
    const minute = T(11, 12) + m * MINUTE;
    const rate = RATE[Math.floor(m / 60)]!;
    for (let k = 0, n = Math.floor(rate + random()); k < n; k++) {
      const r = random();
      const h = oneOf(random, HOTELS);
      const amount = Math.round(h.adr * between(random, 1, 4) * (0.8 + random() * 0.5));
      const outcome = r < 0.86 ? 'ok' : r < 0.975 ? 'refused' : 'throw';
      attempt(minute + pick(random, 60_000), bookingRef(), h, amount, 1, outcome);
    }
    log(
      minute + 30_000,
      'INFO',
      'l-1 housekeeper',
      'com.zaxxer.hikari.pool.HikariPool',
      `HikariPool-1 - Pool stats (total=20, active=${pick(random, 6)}, idle=${between(random, 14, 20)}, waiting=0)`,
    );
  }
  log(
    T(11, 12, 2, 0, 12),
    'INFO',
    'scheduling-1',
    'c.m.p.settlement.SettlementScheduler',
    'Settlement batch 2026-11-11 closed: 4,812 captures, GBP 1,204,118.40',
  );
  // The booking asked about: its first attempt throws, its second goes through.
  const york = byCode('MHYRK');
  const cause = CAUSES[1]!('QK7T2M9XH4C8WB53', york.account);
  attempt(T(11, 12, 7, 41, 3) + 118, 'MH-BE-7Q4K2M', york, 286, 1, 'throw', cause, 'web');
  attempt(T(11, 12, 7, 43, 40) + 512, 'MH-BE-7Q4K2M', york, 286, 2, 'ok', undefined, 'web');
  // Around it: another York booking refused, and a booking that threw with the other Adyen error.
  attempt(T(11, 12, 7, 38, 12), bookingRef(), york, 312, 1, 'refused');
  attempt(T(11, 12, 7, 46, 55), bookingRef(), byCode('MHLDS'), 198, 1, 'throw', CAUSES[0]!(psp(), byCode('MHLDS').account));
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    'The card payment on booking MH-BE-7Q4K2M fell over on the website this morning before it went through on a second go. What did the card processor actually come back with the first time?';
  return probe('round 50: payment gateway log', ask, 'run_shell', output, 'cause', `Caused by: ${cause}`);
}

/** The maintenance system's open work orders, every hotel, as a text report; the part for a noisy fan coil in Manchester. */
function cmmsWorkOrders(): EconomicsTask {
  const random = seededRandom(50_006);
  /** Categories: name, asset prefix and description, problems, parts and their supplier. */
  const CATEGORIES: readonly (readonly [string, string, string, readonly string[], readonly (readonly [string, string])[]])[] = [
    [
      'HVAC / Fan coil',
      'FCU',
      'Fan coil unit, ceiling void',
      [
        'Room too warm, fan coil not responding to thermostat',
        'Water dripping from ceiling grille',
        'Fan coil running flat out, cannot turn it down',
        'Room cold overnight, heating not coming on',
      ],
      [
        ['Condensate pump', 'Daikin UK'],
        ['Thermostat controller', 'Sontay'],
        ['Valve actuator 24V', 'Belimo UK'],
      ],
    ],
    [
      'Plumbing / Shower',
      'SHW',
      'Bathroom plumbing',
      ['Shower temperature keeps changing', 'Shower pressure very low', 'Basin slow to drain', 'WC cistern running on'],
      [
        ['Thermostatic shower cartridge', 'Grohe UK'],
        ['Fill valve', 'Fluidmaster'],
        ['Basin pop-up waste', 'Screwfix Trade'],
      ],
    ],
    [
      'Electrical / Lighting',
      'LGT',
      'Room electrics',
      ['Bedside light not working', 'Bathroom extractor fan rattling', 'USB socket by the bed not charging', 'Mirror light flickering'],
      [
        ['LED driver 350mA', 'CEF'],
        ['Extractor fan 100mm', 'CEF'],
        ['USB double socket', 'Screwfix Trade'],
      ],
    ],
    [
      'Door / Lock',
      'LCK',
      'RFID lock, room door',
      ['Lock low battery warning at encoder', 'Door closer slamming', 'Door not latching without a push', 'Lock reader slow to respond'],
      [
        ['Lock battery pack 4 x AA lithium', 'Dormakaba UK'],
        ['Door closer arm', 'Dormakaba UK'],
        ['Keeper plate', 'Screwfix Trade'],
      ],
    ],
    [
      'Furniture / Fittings',
      'FF',
      'Room FF&E',
      ['Wardrobe door hinge broken', 'Curtain track coming away from ceiling', 'Desk chair wobbling', 'Headboard loose'],
      [
        ['Soft-close hinge', 'Howdens'],
        ['Curtain track 2.4m', 'Silent Gliss'],
        ['Chair base', 'Hospitality Interiors'],
      ],
    ],
    [
      'AV / TV',
      'TV',
      'Guest room TV',
      ['TV not picking up channels', 'Casting not pairing', 'TV remote missing', 'TV stuck on welcome screen'],
      [
        ['TV remote', 'Samsung Hospitality'],
        ['HDMI cable 1m', 'CEF'],
        ['Casting dongle', 'Samsung Hospitality'],
      ],
    ],
  ];
  const STATUSES = ['OPEN', 'ASSIGNED', 'IN PROGRESS', 'ON HOLD - AWAITING PARTS', 'ON HOLD - CONTRACTOR', 'AWAITING SIGN-OFF'];
  const REPORTERS = ['Front Office', 'Housekeeping', 'Night Manager', 'Guest Relations', 'Engineering'];
  const ENGINEERS = ['D. Kowalczyk', 'R. Irvine', 'M. Okafor', 'S. Lennox', 'A. Patel', 'G. Fraser', 'J. Young'];
  const usedPo = new Set<string>();
  const po = () => {
    let n = '';
    while (!n || usedPo.has(n)) n = `45002${digits(random, 5)}`;
    usedPo.add(n);
    return n;
  };
  const field = (key: string, value: string) => `  ${`${key} `.padEnd(17, '.')} ${value}`;
  interface Order {
    hotel: Hotel;
    t: number;
    text: (wo: string) => string;
  }
  const order = (
    h: Hotel,
    t: number,
    room: string,
    category: (typeof CATEGORIES)[number],
    o: { problem?: string; status?: string; parts?: string; update?: string; priority?: string; engineer?: string; reporter?: string } = {},
  ): Order => {
    const [name, prefix, asset, problems, parts] = category;
    const status = o.status ?? oneOf(random, STATUSES);
    const [part, supplier] = oneOf(random, parts);
    const due = t + between(random, 3, 14) * DAY;
    const partsLine =
      o.parts ??
      (status === 'ON HOLD - AWAITING PARTS' ? `${between(random, 1, 2)} x ${part} (${supplier}), PO ${po()}, due ${ymd(due)}` : '-');
    const engineer = o.engineer ?? oneOf(random, ENGINEERS);
    const update = Math.min(t + between(random, 2, 60) * 3_600_000, T(11, 12, 6, 40) - pick(random, 600) * MINUTE);
    const priority = o.priority ?? oneOf(random, ['P2', 'P3', 'P3', 'P3', 'P4']);
    const reported = `${ymd(t)} ${hms(t).slice(0, 5)} by ${o.reporter ?? oneOf(random, REPORTERS)} (${oneOf(random, FIRST)[0]!.toLowerCase()}.${oneOf(random, LAST).toLowerCase()})`;
    return {
      hotel: h,
      t,
      text: (wo) =>
        [
          `${wo}  ${priority}  ${status}`,
          field('Site', `${h.code} ${h.name.replace('Marlowe ', '')}`),
          field('Location', `Room ${room} (floor ${room.slice(0, -2)})`),
          field('Asset', `${prefix}-${room}  ${asset}`),
          field('Category', name),
          field('Problem', o.problem ?? oneOf(random, problems)),
          field('Reported', reported),
          field('Assigned', `Engineering - ${engineer}`),
          field('Parts', partsLine),
          field('Room status', status.startsWith('ON HOLD') && random() < 0.4 ? `Out of order from ${ymd(t + DAY)}` : 'In service'),
          field(
            'Last update',
            o.update ??
              `${ymd(update)} ${hms(update).slice(0, 5)} ${engineer.toLowerCase().replace('. ', '.')}: ${oneOf(random, ['attended, further work needed', 'quote requested', 'checked, monitoring', 'parts ordered', 'waiting on room to be free'])}`,
          ),
        ].join('\n'),
    };
  };
  const orders: Order[] = [];
  const manchester = byCode('MHMAN');
  const reserved = new Set(['1412', '1421', '1214']);
  for (const h of HOTELS) {
    const floors = Math.ceil(h.rooms / 24);
    for (let k = 0, n = Math.round(h.rooms * 0.33); k < n; k++) {
      let room = '';
      while (!room || (h === manchester && reserved.has(room))) room = `${between(random, 1, floors)}${pad2(between(random, 1, 24))}`;
      orders.push(order(h, T(11, 12) - between(random, 1, 75 * 24 * 60) * MINUTE, room, oneOf(random, CATEGORIES)));
    }
  }
  const [hvac, plumbing] = [CATEGORIES[0]!, CATEGORIES[1]!];
  const needle = '1 x EC fan motor assembly 230V (Daikin UK), PO 4500218841, due 2026-11-17';
  usedPo.add('4500218841');
  orders.push(
    order(manchester, T(11, 9, 22, 41), '1412', hvac, {
      problem: 'Guest complaint: loud rattling from the air con overnight, guest moved to 1506',
      status: 'ON HOLD - AWAITING PARTS',
      parts: needle,
      priority: 'P2',
      engineer: 'D. Kowalczyk',
      reporter: 'Front Office',
      update: '2026-11-11 10:05 d.kowalczyk: fan motor bearing worn, replacement ordered',
    }),
    order(manchester, T(11, 6, 8, 15), '1412', plumbing, {
      problem: 'Shower temperature keeps changing',
      status: 'ON HOLD - AWAITING PARTS',
      parts: '1 x Thermostatic shower cartridge (Grohe UK), PO 4500219377, due 2026-11-13',
    }),
    order(manchester, T(11, 10, 23, 2), '1421', hvac, {
      problem: 'Fan coil noisy when on high, guest asked for it to be looked at',
      status: 'ON HOLD - AWAITING PARTS',
      parts: '1 x EC fan motor assembly 230V (Daikin UK), PO 4500219102, due 2026-11-20',
    }),
    order(manchester, T(11, 4, 19, 30), '1214', hvac, { status: 'IN PROGRESS' }),
  );
  usedPo.add('4500219377');
  usedPo.add('4500219102');
  // Work order numbers in the order they were raised; the report lists them by property, then number.
  orders.sort((a, b) => a.t - b.t);
  const numbered = orders.map((o, i) => ({ o, wo: `WO-${String(612_400 + i * 3 + pick(random, 3))}` }));
  const blocks: string[] = [
    'cmms report work-orders --status open --all-properties --format text',
    `Generated 2026-11-12 07:00  (${orders.length} open work orders)`,
    '',
  ];
  for (const h of HOTELS) {
    const mine = numbered.filter((n) => n.o.hotel === h);
    blocks.push(`==== ${h.id} ${h.code}  ${h.name}  (${mine.length} open) ====`, '');
    for (const { o, wo } of mine) blocks.push(o.text(wo), '');
  }
  const output = `${blocks.join('\n')}\n`;
  const ask =
    "Room 1412 at the Manchester hotel has had another complaint about the noisy air conditioning. When's the part for the repair meant to arrive?";
  return probe('round 50: cmms work orders report', ask, 'run_shell', output, 'part', needle);
}

/** The Glasgow hotel's door lock audit trail from yesterday morning to now; one guest's old card refused at her door. */
function glasgowLockAudit(): EconomicsTask {
  const random = seededRandom(50_007);
  const start = T(11, 11, 6);
  const end = T(11, 12, 10);
  const events: { t: number; text: string }[] = [];
  const cardNo = () => chars(random, '0123456789ABCDEF', 8);
  const issued = (t: number) => `${ymd(t).slice(5)} ${hms(t).slice(0, 5)}`;
  const row = (t: number, door: string, event: string, card: string, type: string, user: string, iss: string) =>
    `${ymd(t)} ${hms(t)}  ${door.padEnd(10)}  ${event.padEnd(32)}  ${card.padEnd(8)}  ${type.padEnd(6)}  ${user.padEnd(17)}  ${iss}`;
  const add = (t: number, door: string, event: string, card: string, type: string, user: string, iss: string) => {
    if (t >= start && t < end) events.push({ t, text: row(t, door, event, card, type, user, iss) });
  };
  const at = (day: number, fromMin: number, toMin: number) => T(11, day) + between(random, fromMin * 60, toMin * 60) * 1_000;
  const STAFF = Array.from({ length: 14 }, (_, i) => ({
    card: cardNo(),
    user: `HK${pad2(i + 1)} ${oneOf(random, FIRST)[0]}.${oneOf(random, LAST)}`,
    issued: issued(T(10, between(random, 1, 31), between(random, 6, 16), between(random, 0, 59))),
  }));
  const ENGINEERS = Array.from({ length: 3 }, (_, i) => ({
    card: cardNo(),
    user: `ENG${pad2(i + 1)} ${oneOf(random, FIRST)[0]}.${oneOf(random, LAST)}`,
    issued: issued(T(9, between(random, 1, 30), between(random, 6, 16), between(random, 0, 59))),
  }));
  const usedRes = new Set<string>(['88123415']);
  const res = () => {
    let r = '';
    while (!r || usedRes.has(r)) r = `88${digits(random, 6)}`;
    usedRes.add(r);
    return `RES ${r}`;
  };
  const doors: string[] = [];
  for (let floor = 1; floor <= 8; floor++) for (let n = 1; n <= 38; n++) doors.push(`0${floor}${pad2(n)}`);
  /** A guest's card openings while they are in, and the deadbolt at night. */
  const stay = (door: string, user: string, cards: readonly string[], iss: string, from: number, until: number) => {
    const open = (t: number) => {
      if (t > from && t < until) add(t, door, 'Opened', oneOf(random, cards), 'Guest', user, iss);
    };
    for (const day of [11, 12]) {
      for (let k = 0, n = between(random, 0, 2); k < n; k++) open(at(day, 7 * 60 + 30, 10 * 60));
      if (random() < 0.25) open(at(day, 12 * 60, 17 * 60));
      if (day === 11) for (let k = 0, n = between(random, 1, 4); k < n; k++) open(at(day, 17 * 60, 24 * 60 - 1));
      if (day === 11 && random() < 0.5) {
        const bolt = at(day, 22 * 60, 24 * 60 - 1);
        if (bolt > from && bolt < until) {
          add(bolt, door, 'Deadbolt thrown', '-', '-', '-', '-');
          add(at(12, 6 * 60 + 30, 9 * 60), door, 'Deadbolt released', '-', '-', '-', '-');
        }
      }
    }
  };
  for (const door of doors) {
    if (door === '0512') continue;
    // Who was in at six yesterday morning, and whether they left during the day.
    const inHouse = random() < 0.84;
    const checkout = inHouse && random() < 0.38 ? at(11, 7 * 60, 11 * 60 + 45) : end + DAY;
    const firstCards = [cardNo(), cardNo()];
    const firstUser = res();
    const firstIssued = issued(T(11, 11) - between(random, 1, 4) * DAY + between(random, 14 * 60, 22 * 60) * MINUTE);
    if (inHouse) {
      stay(door, firstUser, firstCards, firstIssued, start, checkout);
      if (checkout < end && random() < 0.04)
        add(at(11, 12 * 60 + 10, 15 * 60), door, 'Not opened: card expired', firstCards[0]!, 'Guest', firstUser, firstIssued);
    }
    // Yesterday's arrival, if the room was free.
    const arrives = checkout < end || !inHouse ? random() < 0.82 : false;
    if (arrives) {
      const checkin = at(11, 14 * 60, 23 * 60);
      const cards = [cardNo(), cardNo()];
      const user = res();
      const iss = issued(checkin - between(random, 2, 12) * MINUTE);
      add(checkin, door, 'Opened', cards[0]!, 'Guest', user, iss);
      stay(door, user, cards, iss, checkin, end);
    }
    // Housekeeping: departures and stay-overs between half nine and half three.
    if (inHouse || arrives) {
      const hk = oneOf(random, STAFF);
      const t = at(11, 9 * 60 + 30, 15 * 60 + 30);
      if (random() < 0.03) add(t, door, 'Not opened: privacy set', hk.card, 'Staff', hk.user, hk.issued);
      else if (random() < 0.92) add(t, door, 'Opened', hk.card, 'Staff', hk.user, hk.issued);
      if (random() < 0.3) add(at(12, 9 * 60 + 30, 9 * 60 + 59), door, 'Opened', hk.card, 'Staff', hk.user, hk.issued);
    }
    if (random() < 0.05) {
      const eng = oneOf(random, ENGINEERS);
      add(at(11, 8 * 60, 17 * 60), door, 'Opened', eng.card, 'Staff', eng.user, eng.issued);
    }
    if (random() < 0.02)
      add(at(11, 18 * 60, 24 * 60 - 1), door, 'Not opened: wrong door', cardNo(), 'Guest', res(), issued(at(11, 14 * 60, 18 * 60)));
    if (random() < 0.03) add(at(11, 7 * 60, 23 * 60), door, 'Opened, battery low', firstCards[1]!, 'Guest', firstUser, firstIssued);
  }
  // Public doors: gym, car park, back of house.
  for (let k = 0; k < 700; k++) {
    const t = start + pick(random, (end - start) / 1_000) * 1_000;
    const [door, staff] = oneOf(random, [
      ['GYM', false],
      ['GYM', false],
      ['CARPARK-L0', false],
      ['CARPARK-L0', false],
      ['CARPARK-L0', false],
      ['BOH-STORE', true],
      ['LINEN-3F', true],
      ['LINEN-6F', true],
      ['PLANT-RM', true],
    ] as const);
    const who = staff ? oneOf(random, [...STAFF, ...ENGINEERS]) : { card: cardNo(), user: res() };
    add(
      t,
      door,
      'Opened',
      who.card,
      staff ? 'Staff' : 'Guest',
      who.user,
      staff && 'issued' in who ? who.issued : issued(t - between(random, 1, 72) * 60 * MINUTE),
    );
  }
  // Other old cards refused last night, elsewhere.
  add(T(11, 11, 23, 12, 5), '0338', 'Not opened: newer card in use', cardNo(), 'Guest', res(), '11-09 16:21');
  add(T(11, 12, 8, 14, 37), '0705', 'Not opened: newer card in use', cardNo(), 'Guest', res(), '11-10 19:03');
  add(T(11, 11, 21, 40, 18), '0521', 'Not opened: card expired', cardNo(), 'Guest', res(), '11-08 15:47');
  add(T(11, 11, 21, 36, 2), '0215', 'Not opened: privacy set', STAFF[3]!.card, 'Staff', STAFF[3]!.user, STAFF[3]!.issued);
  // Room 512: her cards from Tuesday; a new key cut for the room at ten to seven; her old card refused after dinner; a new one.
  const guest = 'RES 88123415';
  const [a1, a2, b1, c1] = [cardNo(), cardNo(), cardNo(), cardNo()];
  add(T(11, 11, 8, 40, 22), '0512', 'Opened', a1, 'Guest', guest, '11-10 15:05');
  add(T(11, 11, 10, 55, 9), '0512', 'Opened', STAFF[5]!.card, 'Staff', STAFF[5]!.user, STAFF[5]!.issued);
  add(T(11, 11, 13, 2, 48), '0512', 'Opened', a2, 'Guest', guest, '11-10 15:05');
  add(T(11, 11, 18, 57, 14), '0512', 'Opened', b1, 'Guest', guest, '11-11 18:52');
  const needle = row(T(11, 11, 21, 38, 52), '0512', 'Not opened: newer card in use', a1, 'Guest', guest, '11-10 15:05');
  events.push({ t: T(11, 11, 21, 38, 52), text: needle });
  add(T(11, 11, 21, 51, 7), '0512', 'Opened', c1, 'Guest', guest, '11-11 21:46');
  add(T(11, 11, 23, 5, 40), '0512', 'Deadbolt thrown', '-', '-', '-', '-');
  add(T(11, 12, 7, 58, 3), '0512', 'Deadbolt released', '-', '-', '-', '-');
  add(T(11, 12, 8, 47, 31), '0512', 'Opened', c1, 'Guest', guest, '11-11 21:46');
  events.sort((a, b) => a.t - b.t);
  const header = row(0, 'DOOR', 'EVENT', 'CARD', 'TYPE', 'USER', 'ISSUED').replace(/^\S+ \S+/, 'DATE       TIME    ');
  const output = `${['lockctl audit --site MHGLA --from "2026-11-11 06:00" --to "2026-11-12 10:00" --all-doors', header, ...events.map((e) => e.text)].join('\n')}\n`;
  const ask =
    "We've had a complaint from a guest at the Glasgow hotel. She's in room 512, and when she got back from dinner last night her key card wouldn't get her into her room, so she had to trail back down to reception for a new one, which did work. Before I write back to her I'd like to know what actually happened. What did her door record when she tried the card that didn't work?";
  return probe('round 50: lock audit trail, preamble', ask, 'run_shell', output, 'door', needle);
}

/** The alert bridge's log of what Alertmanager sent where, three days; the page when the mail relay's queue stopped draining. */
function alertBridgeLog(): EconomicsTask {
  const random = seededRandom(50_008);
  const start = T(11, 9, 10);
  const end = T(11, 12, 10);
  const ONCALL: Readonly<Record<string, readonly [string, string]>> = {
    platform: ['Platform', 'Tomasz Nowak'],
    distribution: ['Distribution', 'Ewan Drummond'],
    payments: ['Payments', 'Deepa Raman'],
    'guest-comms': ['Guest Comms', 'Hollie Ferguson'],
    'property-systems': ['Property Systems', 'Callum Reid'],
    loyalty: ['Loyalty', 'Marta Zielinski'],
    revenue: ['Revenue', 'Ifeoma Okafor'],
  };
  const hotelCode = () => oneOf(random, HOTELS).code;
  const CHANNELS = ['BOOKING', 'EXPEDIA', 'AGODA', 'TRIP', 'HOTELBEDS', 'GDS'];
  /** Alerts: name, namespace, service, team, severity, summary, how many in three days, minutes they last. */
  const ALERTS: readonly (readonly [string, string, string, string, string, () => string, number, number, number])[] = [
    [
      'KubePodCrashLooping',
      'ota-connect',
      'ari-pull-worker',
      'platform',
      'warning',
      () => `Pod is crash looping (${between(random, 4, 19)} restarts in 15m)`,
      40,
      5,
      60,
    ],
    [
      'KubeHpaMaxedOut',
      'booking-engine',
      'be-api',
      'platform',
      'warning',
      () => `HPA be-api at max replicas (${between(random, 12, 16)}) for 15m`,
      30,
      10,
      120,
    ],
    [
      'CloudSqlCpuHigh',
      'platform',
      'cloudsql',
      'platform',
      'warning',
      () =>
        `CPU on ${oneOf(random, ['cm-prod-pg', 'be-prod-pg', 'payments-prod-pg', 'loyalty-prod-pg'])} at ${between(random, 82, 97)}% for 10m`,
      45,
      5,
      45,
    ],
    [
      'CertificateExpiringSoon',
      'cert-manager',
      'cert-manager',
      'platform',
      'warning',
      () =>
        `Certificate ${oneOf(random, ['api-marlowehotels-com', 'book-marlowehotels-com', 'pms-gw-tls'])} expires in ${between(random, 9, 14)} days`,
      6,
      600,
      2000,
    ],
    [
      'AriPushLagHigh',
      'ota-connect',
      'ari-push-worker',
      'distribution',
      'warning',
      () => `ARI push lag ${between(random, 180, 900)}s for channel ${oneOf(random, CHANNELS)}`,
      70,
      5,
      40,
    ],
    [
      'AriPushLagCritical',
      'ota-connect',
      'ari-push-worker',
      'distribution',
      'critical',
      () => `ARI push lag ${between(random, 1_800, 5_400)}s for channel ${oneOf(random, CHANNELS)}`,
      8,
      10,
      60,
    ],
    [
      'OtaBookingImportDelayed',
      'ota-connect',
      'booking-import-worker',
      'distribution',
      'critical',
      () => `No bookings imported from ${oneOf(random, CHANNELS)} for ${between(random, 20, 45)}m`,
      10,
      10,
      50,
    ],
    [
      'PmsAdapterDisconnected',
      'pms-integration',
      'pms-adapter',
      'property-systems',
      'critical',
      () => `PMS adapter ${hotelCode()} disconnected for ${between(random, 5, 30)}m`,
      22,
      5,
      90,
    ],
    [
      'KeycardBridgeHeartbeatMissing',
      'keycard',
      'keycard-bridge',
      'property-systems',
      'critical',
      () => `Keycard bridge ${hotelCode()} no heartbeat for ${between(random, 5, 20)}m`,
      14,
      5,
      60,
    ],
    [
      'BookingEngineLatencyHigh',
      'booking-engine',
      'be-api',
      'platform',
      'warning',
      () => `p95 latency ${between(random, 1_200, 4_800)}ms on /v3/availability`,
      40,
      5,
      30,
    ],
    [
      'AuthorisationRefusalRateHigh',
      'payments',
      'payment-gateway',
      'payments',
      'warning',
      () => `Refusal rate ${(12 + random() * 14).toFixed(1)}% over 15m`,
      30,
      10,
      60,
    ],
    [
      'AdyenWebhookBacklog',
      'payments',
      'payment-webhooks',
      'payments',
      'critical',
      () => `${between(random, 300, 4_000)} Adyen notifications unprocessed, oldest ${between(random, 10, 40)}m`,
      5,
      10,
      60,
    ],
    [
      'SmtpRelayDeferredRateHigh',
      'guest-comms',
      'smtp-relay',
      'guest-comms',
      'warning',
      () =>
        `Deferred rate ${(6 + random() * 10).toFixed(1)}% to ${oneOf(random, ['outlook.com', 'gmail.com', 'btinternet.com', 'yahoo.co.uk'])}`,
      18,
      10,
      90,
    ],
    [
      'SmsProviderLatencyHigh',
      'guest-comms',
      'notify-sms-worker',
      'guest-comms',
      'warning',
      () => `SMS provider p95 ${between(random, 4, 30)}s over 10m`,
      20,
      5,
      40,
    ],
    [
      'TemplateRendererSlow',
      'guest-comms',
      'template-renderer',
      'guest-comms',
      'warning',
      () => `Render p95 ${between(random, 900, 3_000)}ms`,
      12,
      5,
      30,
    ],
    [
      'LoyaltyAccrualJobLate',
      'loyalty',
      'loyalty-accrual-worker',
      'loyalty',
      'warning',
      () => `Nightly accrual for ${hotelCode()} not finished by 04:30`,
      6,
      20,
      120,
    ],
    [
      'RmsDecisionPublishLate',
      'revenue',
      'rms-decision-publisher',
      'revenue',
      'critical',
      () => `Pricing decisions not published to channel manager for ${between(random, 30, 90)}m`,
      4,
      20,
      90,
    ],
    [
      'NodeDiskPressure',
      'kube-system',
      'node',
      'platform',
      'warning',
      () => `Node gke-prod-euw2-pool-${chars(random, 'abcdef0123456789', 8)} disk ${between(random, 86, 95)}% full`,
      20,
      10,
      120,
    ],
  ];
  const events: { t: number; text: string }[] = [];
  const notify = (
    t: number,
    status: string,
    alert: (typeof ALERTS)[number] | readonly [string, string, string, string, string],
    summary: string,
    startsAt: number,
    fingerprint: string,
    endsAt?: number,
  ) => {
    const [name, namespace, service, team, severity] = alert;
    const [teamName, oncall] = ONCALL[team]!;
    const text = JSON.stringify({
      ts: new Date(t + pick(random, 1_000)).toISOString(),
      level: 'info',
      logger: 'pd-bridge',
      msg: 'notification sent',
      receiver: `${severity === 'critical' ? 'pagerduty' : 'slack'}-${team}`,
      status,
      alertname: name,
      severity,
      cluster: 'prod-euw2',
      namespace,
      service,
      summary,
      starts_at: isoZ(startsAt),
      ...(endsAt ? { ends_at: isoZ(endsAt) } : {}),
      fingerprint,
      target: severity === 'critical' ? `PagerDuty ${teamName} (${oncall})` : `Slack #alerts-${team}`,
    });
    if (t >= start && t < end) events.push({ t, text });
    return text;
  };
  const instance = (
    alert: (typeof ALERTS)[number] | readonly [string, string, string, string, string],
    from: number,
    until: number,
    summary: string,
  ) => {
    const fingerprint = hex(random, 16);
    const first = notify(from + between(random, 30, 45) * 1_000, 'firing', alert, summary, from, fingerprint);
    for (let r = from + 4 * 3_600_000; r < Math.min(until, end); r += 4 * 3_600_000)
      notify(r + between(random, 30, 45) * 1_000, 'firing', alert, summary, from, fingerprint);
    if (until < end) notify(until + between(random, 30, 300) * 1_000, 'resolved', alert, summary, from, fingerprint, until);
    return first;
  };
  const quiet = (alert: string, t: number) => alert.startsWith('Smtp') && t > T(11, 10, 22) && t < T(11, 11, 8);
  for (const alert of ALERTS) {
    for (let k = 0; k < alert[6]; k++) {
      const from = start - 2 * 3_600_000 + pick(random, (end - start + 2 * 3_600_000) / 1_000) * 1_000;
      if (quiet(alert[0], from)) continue;
      const until = from + between(random, alert[7], alert[8]) * MINUTE;
      if (until < start) continue;
      instance(alert, from, until, alert[5]());
    }
  }
  const queue: readonly [string, string, string, string, string] = [
    'SmtpRelayQueueNotDraining',
    'guest-comms',
    'smtp-relay',
    'guest-comms',
    'critical',
  ];
  const needle = instance(
    queue,
    T(11, 11, 2, 33, 4),
    T(11, 11, 4, 2, 55),
    'Outbound SMTP queue not draining: 18412 queued, oldest 27m (smtp-relay-0)',
  );
  instance(queue, T(11, 9, 16, 12, 9), T(11, 9, 16, 31, 40), 'Outbound SMTP queue not draining: 1240 queued, oldest 11m (smtp-relay-1)');
  instance(ALERTS[13]!, T(11, 11, 2, 46, 31), T(11, 11, 3, 9, 2), 'SMS provider p95 17s over 10m');
  instance(ALERTS[8]!, T(11, 11, 2, 19, 27), T(11, 11, 2, 51, 40), 'Keycard bridge MHEDI no heartbeat for 10m');
  instance(ALERTS[12]!, T(11, 10, 14, 4, 50), T(11, 10, 15, 10, 12), 'Deferred rate 12.4% to outlook.com');
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    'Guest services tell me a lot of people who booked in the early hours of yesterday never got their confirmation emails, and I gather somebody was woken up about it. What did the alert that went out say, and who did it go to?';
  return probe('round 50: alert bridge log, paraphrase and preamble', ask, 'run_shell', output, 'page', needle);
}

/** The card acquirer's dispute report since September, newest first; one guest's chargeback of a Bath no-show fee. */
function disputesCsv(): EconomicsTask {
  const random = seededRandom(50_009);
  /** Reasons by scheme: code and wording. */
  const REASONS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
    visa: [
      ['10.4', 'Other Fraud - Card-Absent Environment'],
      ['13.1', 'Merchandise/Services Not Received'],
      ['13.3', 'Not as Described or Defective Merchandise/Services'],
      ['13.6', 'Credit Not Processed'],
      ['13.7', 'Cancelled Merchandise/Services'],
      ['12.6.1', 'Duplicate Processing'],
    ],
    mc: [
      ['4837', 'No Cardholder Authorization'],
      ['4853', 'Cardholder Dispute'],
      ['4834', 'Point of Interaction Error'],
      ['4863', 'Cardholder Does Not Recognize - Potential Fraud'],
    ],
    amex: [
      ['F29', 'Card Not Present'],
      ['C05', 'Goods/Services Cancelled'],
      ['C08', 'Goods/Services Not Received or Only Partially Received'],
      ['C14', 'Paid by Other Means'],
    ],
  };
  const KINDS = ['DEPOSIT', 'DEPOSIT', 'FOLIO', 'FOLIO', 'FOLIO', 'PREPAY-NRF', 'PREPAY-NRF', 'NOSHOW', 'CXLFEE'];
  const STAGES: readonly (readonly [string, string])[] = [
    ['NotificationOfChargeback', 'Undefended'],
    ['Chargeback', 'Undefended'],
    ['Chargeback', 'Pending'],
    ['Chargeback', 'Responded'],
    ['Chargeback', 'Accepted'],
    ['ChargebackReversed', 'Won'],
    ['SecondChargeback', 'Lost'],
    ['RequestForInformation', 'Undefended'],
  ];
  const psp = () => chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 16);
  const header =
    'Company Account,Merchant Account,Dispute PSP Reference,Payment PSP Reference,Merchant Reference,Payment Method,Card BIN,Card Summary,Issuer Country,Shopper Interaction,3DS Authenticated,Liability Shift,Payment Date,Payment Currency,Payment Amount,Dispute Date,Dispute Currency,Dispute Amount,Record Type,Reason Code,Dispute Reason,ARN,Status,Defense Deadline,Defense Documents';
  const row = (
    h: Hotel,
    kind: string,
    method: string,
    reason: readonly [string, string],
    paid: number,
    disputed: number,
    stage: readonly [string, string],
    amount: number,
    deadline = disputed + between(random, 20, 28) * DAY,
  ) => {
    const open = stage[1] === 'Undefended' || stage[1] === 'Pending';
    // An undefended dispute whose deadline has gone is lost by default.
    const status = stage[1] === 'Undefended' && deadline < T(11, 12) ? 'Expired' : stage[1];
    const mit = kind === 'NOSHOW' || kind === 'CXLFEE';
    const threeDs = !mit && random() < 0.7;
    const bin =
      method === 'amex'
        ? `37${digits(random, 4)}`
        : method === 'mc'
          ? `5${between(random, 1, 5)}${digits(random, 4)}`
          : `4${digits(random, 5)}`;
    const defended = stage[1] === 'Pending' || stage[1] === 'Responded' || stage[1] === 'Won' || stage[1] === 'Lost';
    return [
      'MarloweHotelsGroup',
      h.account,
      psp(),
      psp(),
      `${h.code}-${digits(random, 8)}-${kind}`,
      method,
      bin,
      digits(random, 4),
      oneOf(random, ['GB', 'GB', 'GB', 'GB', 'IE', 'US', 'DE', 'FR', 'NL', 'ES']),
      mit ? 'ContAuth' : kind === 'FOLIO' ? 'POS' : 'Ecommerce',
      threeDs ? 'true' : 'false',
      threeDs ? 'true' : 'false',
      ymd(paid),
      'GBP',
      money(amount),
      ymd(disputed),
      'GBP',
      money(amount),
      stage[0],
      reason[0],
      reason[1],
      digits(random, 23),
      status,
      open ? ymd(deadline) : '',
      defended
        ? oneOf(random, [
            'Folio;Booking confirmation;Cancellation policy',
            'Registration card;Folio',
            'Booking confirmation;Cancellation policy;No-show record',
            'Folio;Signed registration card;ID scan',
          ])
        : '',
    ]
      .map(csv)
      .join(',');
  };
  const rows: { t: number; text: string }[] = [];
  const weights = HOTELS.flatMap((h) => Array.from({ length: Math.round((h.rooms * h.adr) / 8_000) }, () => h));
  for (let i = 0; i < 1_050; i++) {
    const disputed = T(9, 1) + pick(random, 72) * DAY;
    const h = oneOf(random, weights);
    const kind = oneOf(random, KINDS);
    const method = oneOf(random, ['visa', 'visa', 'visa', 'mc', 'mc', 'amex']);
    const reason = oneOf(random, REASONS[method]!);
    const paid = disputed - between(random, 8, 75) * DAY;
    const cancelled = ['13.7', '4853', 'C05'].includes(reason[0]);
    // The only Bath no-show disputed as cancelled is the planted one, and no other Bath no-show was charged in October.
    if (h.code === 'MHBTH' && kind === 'NOSHOW' && (cancelled || new Date(paid).getUTCMonth() === 9)) continue;
    if (h.code === 'MHBTH' && kind === 'CXLFEE' && cancelled) continue;
    const amount =
      kind === 'DEPOSIT'
        ? Math.round(h.adr * 0.3)
        : kind === 'FOLIO'
          ? between(random, 4_000, 120_000) / 100
          : Math.round(h.adr * between(random, 1, 4) * (0.9 + random() * 0.3));
    rows.push({ t: disputed, text: row(h, kind, method, reason, paid, disputed, oneOf(random, STAGES), amount) });
  }
  const bath = byCode('MHBTH');
  const bristol = byCode('MHBRS');
  const visa = REASONS.visa!;
  const cancelledReason = visa[4]!;
  const needle = row(bath, 'NOSHOW', 'visa', cancelledReason, T(10, 4, 2, 10), T(10, 19), ['Chargeback', 'Undefended'], 189, T(11, 16));
  rows.push({ t: T(10, 19), text: needle });
  rows.push({ t: T(10, 27), text: row(bath, 'NOSHOW', 'visa', visa[0]!, T(10, 10, 2, 12), T(10, 27), ['Chargeback', 'Pending'], 214) });
  rows.push({
    t: T(10, 24),
    text: row(bath, 'CXLFEE', 'visa', cancelledReason, T(10, 6, 2, 5), T(10, 24), ['Chargeback', 'Undefended'], 172),
  });
  rows.push({ t: T(9, 30), text: row(bath, 'NOSHOW', 'mc', REASONS.mc![1]!, T(9, 12, 2, 8), T(9, 30), ['SecondChargeback', 'Lost'], 236) });
  rows.push({
    t: T(10, 21),
    text: row(bristol, 'NOSHOW', 'visa', cancelledReason, T(10, 3, 2, 11), T(10, 21), ['Chargeback', 'Undefended'], 164),
  });
  rows.sort((a, b) => b.t - a.t);
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    'Finance have had a letter about our Bath hotel. The guest says she cancelled her October booking in plenty of time but we still charged her for not turning up, so she got her bank to claw the money back. Where has that got to, and by when do we have to respond?';
  return probe('round 50: card disputes csv, paraphrase and preamble', ask, 'run_shell', output, 'dispute', needle);
}

/** The revenue team's rate parity check to the end of the year: every hotel, night, occupancy and stay length; one site far below. */
function rateParityTable(): EconomicsTask {
  const random = seededRandom(50_010);
  const rows: string[][] = [];
  let target = -1;
  for (const h of HOTELS) {
    for (let d = 0; d < 49; d++) {
      const t = T(11, 13) + d * DAY;
      const sold = weekend(t) && random() < 0.06;
      const base = Math.round(h.adr * (weekend(t) ? 1.2 : 1) * (0.86 + random() * 0.28));
      for (const occ of [1, 2])
        for (const los of [1, 2]) {
          const direct = Math.round((base - (occ === 1 ? 10 : 0)) * (los === 2 ? 0.97 : 1));
          const cell = (price: number) => (sold ? 'SOLD' : String(price));
          const odd = h.code === 'MHBHM' && ymd(t) === '2026-12-12' && occ === 2 && los === 1;
          rows.push([
            h.code,
            ymd(t),
            dow(t),
            String(occ),
            String(los),
            cell(direct),
            cell(odd ? Math.round(direct * 0.74) : direct),
            cell(direct),
            cell(direct),
            cell(direct + between(random, -2, 1)),
            cell(direct + between(random, -3, 2)),
            random() < 0.08 ? '-' : cell(direct),
            `${ymd(T(11, 12))} ${pad2(between(random, 4, 5))}:${pad2(between(random, 0, 59))}`,
          ]);
          if (odd) target = rows.length - 1;
        }
    }
  }
  const lines = table(
    ['PROPERTY', 'STAY_DATE', 'DOW', 'ADULTS', 'LOS', 'DIRECT', 'BOOKING', 'EXPEDIA', 'HOTELS', 'AGODA', 'TRIP', 'GOOGLE', 'SHOPPED_UTC'],
    rows,
  );
  const needle = lines[target + 1]!;
  const output = `${[
    '$ parity-check --all-properties --from 2026-11-13 --to 2026-12-31 --room STD --plan BAR-RO-FLEX --adults 1,2 --los 1,2',
    'Lowest public price per night, GBP incl. VAT, standard room, flexible room-only; SOLD = no availability shown',
    '',
    ...lines,
  ].join('\n')}\n`;
  const ask =
    "I'm going through the rate parity check for the rest of the year. Somewhere one of the booking sites is showing a price way out of line with all the others. Which hotel, which night, and which site?";
  return probe('round 50: rate parity table', ask, 'run_shell', output, 'parity', needle);
}

/** Housekeeping's attendant productivity export for the last fortnight, every hotel; one attendant-day's times are not believable. */
function housekeepingAttendantsCsv(): EconomicsTask {
  const random = seededRandom(50_011);
  const header =
    'date,property,attendant_id,attendant,section,shift,rooms_assigned,departures,stayovers,dnd_skipped,credits,dep_avg_min,stay_avg_min,first_room,last_room,inspected,passed,linen_bags';
  const staff = HOTELS.map((h) =>
    Array.from({ length: Math.round(h.rooms / 14) }, (_, i) => ({
      id: `HK-${h.code.slice(2)}-${pad2(i + 1)}`,
      name: person(random),
      floor: 1 + (i % Math.ceil(h.rooms / 24)),
    })),
  );
  const lines: string[] = [header];
  let needle = '';
  const clock = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(Math.round(minutes) % 60)}`;
  for (let d = 0; d < 14; d++) {
    const t = T(10, 29) + d * DAY;
    HOTELS.forEach((h, hi) => {
      for (const a of staff[hi]!) {
        if (random() < 0.2) continue;
        const odd = h.code === 'MHLDS' && ymd(t) === '2026-11-05' && a.id === 'HK-LDS-07';
        const departures = odd ? 9 : between(random, 3, 10);
        const stayovers = odd ? 5 : between(random, 3, 16 - departures);
        const dnd = between(random, 0, 2);
        const depAvg = odd ? 6 : between(random, 26, 41);
        const stayAvg = between(random, 12, 21);
        const first = 9 * 60 + between(random, 0, 20);
        const last = first + departures * depAvg + stayovers * stayAvg + between(random, 10, 40);
        const inspected = between(random, 2, 6);
        const line = [
          ymd(t),
          h.code,
          a.id,
          a.name,
          `F${a.floor}${oneOf(random, ['A', 'B'])}`,
          [0, 6].includes(new Date(t).getUTCDay()) ? 'WE-AM' : 'AM',
          String(departures + stayovers + dnd),
          String(departures),
          String(stayovers),
          String(dnd),
          (departures + stayovers * 0.5).toFixed(1),
          String(depAvg),
          String(stayAvg),
          clock(first),
          clock(last),
          String(inspected),
          String(inspected - (random() < 0.2 ? 1 : 0)),
          String(between(random, 4, 12)),
        ].join(',');
        lines.push(line);
        if (odd) needle = line;
      }
    });
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Going through the last fortnight's housekeeping productivity figures across the group: one room attendant on one day has cleaning times that just aren't believable next to everyone else's. Who was it, at which hotel, and on which day?";
  return probe('round 50: housekeeping attendants csv', ask, 'run_shell', output, 'attendant', needle);
}

/** The loyalty programme's nightly accrual runs since late September, logfmt; one hotel-night earned at ten times the rate. */
function loyaltyAccrualLog(): EconomicsTask {
  const random = seededRandom(50_012);
  /** Sources: name, base points a pound, share of a hotel's revenue a night. */
  const SOURCES: readonly (readonly [string, number, number])[] = [
    ['pms_room', 10, 1],
    ['pos_fnb', 5, 0.24],
    ['pos_spa', 5, 0.05],
  ];
  const lines: string[] = [];
  let needle = '';
  for (let d = 0; d < 45; d++) {
    const night = T(9, 28) + d * DAY;
    const run = `acr-${ymd(night).replace(/-/g, '')}`;
    let clock = night + DAY + 3 * 3_600_000 + between(random, 0, 300) * 1_000;
    lines.push(
      `ts=${isoZ(clock)} level=info job=nightly-accrual run=${run} msg="run started" business_date=${ymd(night)} properties=${HOTELS.length}`,
    );
    for (const h of HOTELS) {
      const occupied = Math.round(h.rooms * (weekend(night) ? 0.88 : 0.74) * (0.9 + random() * 0.15));
      for (const [source, base, share] of SOURCES) {
        if (source === 'pos_spa' && !['MHBTH', 'MHEDI', 'MHLBS', 'MHOXF'].includes(h.code)) continue;
        const stays = Math.round(occupied * (source === 'pms_room' ? 1 : share * (1.5 + random())));
        const memberStays = Math.round(stays * (0.44 + random() * 0.12));
        const eligible = Number((memberStays * h.adr * share * (source === 'pms_room' ? 1 : 1.6) * (0.85 + random() * 0.3)).toFixed(2));
        const mix = [0.46 + (random() - 0.5) * 0.06, 0.27 + (random() - 0.5) * 0.04, 0.19 + (random() - 0.5) * 0.04];
        const platinum = Math.max(0.04, 1 - mix[0]! - mix[1]! - mix[2]!);
        const multiplier = mix[0]! + mix[1]! * 1.25 + mix[2]! * 1.5 + platinum * 2;
        const odd = h.code === 'MHLIV' && ymd(night) === '2026-10-24' && source === 'pos_fnb';
        const rate = base * multiplier * (odd ? 10 : 1);
        clock += between(random, 800, 9_000);
        const line = [
          `ts=${isoZ(clock)}`,
          'level=info',
          'job=nightly-accrual',
          `run=${run}`,
          `business_date=${ymd(night)}`,
          `property=${h.code}`,
          `source=${source}`,
          `records=${stays}`,
          `member_records=${memberStays}`,
          `eligible_gbp=${eligible.toFixed(2)}`,
          `points=${Math.round(eligible * rate)}`,
          `pts_per_gbp=${rate.toFixed(2)}`,
          `tier_mix=M:${mix[0]!.toFixed(2)},S:${mix[1]!.toFixed(2)},G:${mix[2]!.toFixed(2)},P:${platinum.toFixed(2)}`,
          `duration_ms=${between(random, 900, 14_000)}`,
        ].join(' ');
        lines.push(line);
        if (odd) needle = line;
      }
    }
    clock += between(random, 2_000, 9_000);
    lines.push(`ts=${isoZ(clock)} level=info job=nightly-accrual run=${run} msg="run finished" business_date=${ymd(night)} status=ok`);
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    'Looking over the nightly loyalty points runs since the end of September, one hotel on one night seems to have handed out points at a completely different rate from everyone else. Which hotel and night was it, and on what?';
  return probe('round 50: loyalty accrual log', ask, 'run_shell', output, 'accrual', needle);
}

export function roundFifty(): EconomicsTask[] {
  return [
    expediaRateNotifXml(),
    rmsDecisionsJson(),
    pmsOpenFoliosCsv(),
    kubectlDeploymentsYaml(),
    paymentGatewayLog(),
    cmmsWorkOrders(),
    glasgowLockAudit(),
    alertBridgeLog(),
    disputesCsv(),
    rateParityTable(),
    housekeepingAttendantsCsv(),
    loyaltyAccrualLog(),
  ];
}
