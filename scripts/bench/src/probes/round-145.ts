/**
 * Probe round 145, written blind: Greyfield Mutual, a made-up motor and home insurer (policy administration, claims handling, fraud scoring, repair network, telematics, broker feeds, payments). "Today" is Wednesday, 7 June 2028. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - broker feed (minified JSON of a day's broker submissions): the annual premium quoted for one car, named by its plate;
 *  - FNOL export (one-line XML of claims): the repairer's estimate reference on one claim;
 *  - telematics trip export (CSV, one trip's high-res trace in one huge field): the speed at one harsh braking;
 * b. The answer a few lines away from the line the question's words match:
 *  - repair network config (YAML): the escalation phone number of one body shop;
 *  - fraud scoring worker log (Python tracebacks): the original exception under the one that names a claim;
 *  - payments batch (pretty JSON): the Faster Payments transaction id of the payment to one payee;
 * c. A question that paraphrases the output or carries a preamble:
 *  - claims work queue (fixed-width listing): the claim for a car stolen from a home in Harrogate on the bank holiday;
 *  - SIU referrals (HTML report): the claim referred because the phone number matched other open claims;
 *  - payments gateway log (key=value): the reference of a direct debit returned "refer to payer" last Thursday;
 * d. One value unlike its peers, with no error word near it:
 *  - repairer SLA report (CSV): the body shop whose key-to-key time is far above the rest;
 *  - telematics device status (NDJSON): the black box on a much older firmware;
 *  - batch scheduler export (Control-M XML): the one job on another time zone;
 * Not among the bench's targets.
 * First run, at 508ee02 (the head when the round was written); with this file; `ROUNDS=145
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,887,227 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 145: broker feed premium
 *     codex: 6,912 tokens, peak 6,829, 0/1 needles, 0 read-backs
 *     context-chef: 697 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,264 tokens, peak 1,269, 0/1 needles, 1 read-backs
 *     ours: 4,927 tokens, peak 2,096, 1/1 needles, 2 read-backs
 *   round 145: fnol estimate ref
 *     codex: 6,964 tokens, peak 6,885, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,025 tokens, peak 1,030, 0/1 needles, 1 read-backs
 *     ours: 4,431 tokens, peak 1,906, 1/1 needles, 2 read-backs
 *   round 145: telematics harsh brake
 *     codex: 24,491 tokens, peak 24,394, 0/1 needles, 0 read-backs
 *     context-chef: 1,117 tokens, peak 1,020, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,260 tokens, peak 1,558, 1/1 needles, 2 read-backs
 *     ours: 4,200 tokens, peak 2,163, 1/1 needles, 2 read-backs
 *   round 145: repairer escalation phone
 *     codex: 11,382 tokens, peak 11,308, 0/1 needles, 0 read-backs
 *     context-chef: 617 tokens, peak 543, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,808 tokens, peak 2,457, 0/1 needles, 2 read-backs
 *     ours: 6,093 tokens, peak 2,699, 0/1 needles, 2 read-backs
 *   round 145: fraud scoring underlying error
 *     codex: 17,431 tokens, peak 17,339, 0/1 needles, 0 read-backs
 *     context-chef: 844 tokens, peak 752, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,965 tokens, peak 3,549, 0/1 needles, 2 read-backs
 *     ours: 6,323 tokens, peak 3,400, 1/1 needles, 2 read-backs
 *   round 145: payment fps transaction id
 *     codex: 14,469 tokens, peak 14,385, 0/1 needles, 0 read-backs
 *     context-chef: 739 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,037 tokens, peak 1,524, 0/1 needles, 2 read-backs
 *     ours: 3,407 tokens, peak 1,342, 1/1 needles, 2 read-backs
 *   round 145: stolen car claim number
 *     codex: 16,434 tokens, peak 16,324, 0/1 needles, 0 read-backs
 *     context-chef: 761 tokens, peak 651, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,206 tokens, peak 1,351, 0/1 needles, 4 read-backs
 *     ours: 4,474 tokens, peak 951, 0/1 needles, 4 read-backs
 *   round 145: siu phone match referral
 *     codex: 12,964 tokens, peak 12,882, 0/1 needles, 0 read-backs
 *     context-chef: 680 tokens, peak 598, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,572 tokens, peak 2,885, 0/1 needles, 2 read-backs
 *     ours: 1,925 tokens, peak 1,031, 0/1 needles, 1 read-backs
 *   round 145: bounced direct debit ref
 *     codex: 15,850 tokens, peak 15,733, 0/1 needles, 0 read-backs
 *     context-chef: 836 tokens, peak 719, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,455 tokens, peak 3,904, 1/1 needles, 2 read-backs
 *     ours: 7,572 tokens, peak 4,114, 1/1 needles, 2 read-backs
 *   round 145: slowest bodyshop
 *     codex: 24,037 tokens, peak 23,955, 0/1 needles, 0 read-backs
 *     context-chef: 1,014 tokens, peak 932, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,338 tokens, peak 1,581, 0/1 needles, 4 read-backs
 *     ours: 4,361 tokens, peak 934, 1/1 needles, 4 read-backs
 *   round 145: old firmware black box
 *     codex: 17,842 tokens, peak 17,764, 0/1 needles, 0 read-backs
 *     context-chef: 847 tokens, peak 769, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,270 tokens, peak 1,351, 0/1 needles, 4 read-backs
 *     ours: 4,215 tokens, peak 908, 1/1 needles, 4 read-backs
 *   round 145: other timezone job
 *     codex: 14,481 tokens, peak 14,397, 0/1 needles, 0 read-backs
 *     context-chef: 730 tokens, peak 646, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,090 tokens, peak 3,130, 0/1 needles, 4 read-backs
 *     ours: 10,067 tokens, peak 4,701, 0/1 needles, 4 read-backs
 *     codex: 183,257 tokens, 0/12 needles
 *     context-chef: 9,588 tokens, 0/12 needles
 *     context-chef-store: 67,290 tokens, 2/12 needles
 *     ours: 61,995 tokens, 8/12 needles
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

// Shared filler: people, places, cars, plates and times of Greyfield Mutual's book.

const FIRST = [
  'Aisha',
  'Ben',
  'Chloe',
  'Daniel',
  'Eleanor',
  'Farhan',
  'Grace',
  'Harry',
  'Imogen',
  'Jack',
  'Kiran',
  'Laura',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Priya',
  'Rhys',
  'Sophie',
  'Tom',
  'Usman',
  'Victoria',
  'William',
  'Yasmin',
  'Zoe',
  'Callum',
  'Hannah',
  'Liam',
  'Megan',
  'Nathan',
  'Rebecca',
  'Sean',
  'Amelia',
  'Connor',
  'Jessica',
  'Kieran',
  'Lucy',
  'Martin',
  'Paula',
  'Graham',
  'Sandra',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Wilson',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Robinson',
  'Thompson',
  'White',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Clarke',
  'Jackson',
  'Patel',
  'Khan',
  'Ali',
  'Hussain',
  'Turner',
  'Hill',
  'Moore',
  'Cooper',
  'Ward',
  'Morris',
  'King',
  'Baker',
  'Harrison',
  'Morgan',
  'Marsh',
  'Pryce',
  'Okafor',
  'Nowak',
  'Kowalski',
  'Brennan',
  'Doyle',
  'Fletcher',
  'Gibson',
  'Holt',
  'Lambert',
  'Metcalfe',
  'Naylor',
  'Sutcliffe',
  'Whitaker',
];
const TOWNS: readonly (readonly [string, string])[] = [
  ['Leeds', 'LS'],
  ['Bradford', 'BD'],
  ['Wakefield', 'WF'],
  ['York', 'YO'],
  ['Sheffield', 'S'],
  ['Hull', 'HU'],
  ['Doncaster', 'DN'],
  ['Huddersfield', 'HD'],
  ['Halifax', 'HX'],
  ['Harrogate', 'HG'],
  ['Manchester', 'M'],
  ['Newcastle', 'NE'],
  ['Durham', 'DH'],
  ['Lincoln', 'LN'],
  ['Nottingham', 'NG'],
  ['Leicester', 'LE'],
  ['Derby', 'DE'],
  ['Preston', 'PR'],
  ['Lancaster', 'LA'],
  ['Middlesbrough', 'TS'],
  ['Sunderland', 'SR'],
  ['Stockport', 'SK'],
  ['Bolton', 'BL'],
  ['Oldham', 'OL'],
  ['Wigan', 'WN'],
];
const CARS: readonly (readonly [string, string])[] = [
  ['FORD', 'FIESTA'],
  ['FORD', 'FOCUS'],
  ['FORD', 'PUMA'],
  ['VAUXHALL', 'CORSA'],
  ['VAUXHALL', 'ASTRA'],
  ['VOLKSWAGEN', 'GOLF'],
  ['VOLKSWAGEN', 'POLO'],
  ['TOYOTA', 'YARIS'],
  ['TOYOTA', 'C-HR'],
  ['NISSAN', 'QASHQAI'],
  ['NISSAN', 'JUKE'],
  ['KIA', 'SPORTAGE'],
  ['KIA', 'NIRO'],
  ['HYUNDAI', 'TUCSON'],
  ['SKODA', 'OCTAVIA'],
  ['SKODA', 'FABIA'],
  ['BMW', '1 SERIES'],
  ['AUDI', 'A3'],
  ['MERCEDES-BENZ', 'A CLASS'],
  ['TESLA', 'MODEL 3'],
  ['MG', 'MG4'],
  ['PEUGEOT', '208'],
  ['RENAULT', 'CLIO'],
  ['MINI', 'HATCH'],
];
const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
const PLATE_AGES = ['17', '67', '18', '68', '19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25', '75', '26', '76'];

/** A UK number plate, as printed (`YR24 KHD`). */
function plate(random: () => number): string {
  return `${chars(random, 'ABDEFGHKLMNOPRSVWY', 2)}${oneOf(random, PLATE_AGES)} ${chars(random, PLATE_LETTERS, 3)}`;
}

/** A postcode in `area` (`LS6 2AB`). */
function postcode(random: () => number, area: string): string {
  return `${area}${between(random, 1, 28)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
}

/** A person's name, `Forename Surname`. */
function person(random: () => number): string {
  return `${oneOf(random, FIRST)} ${oneOf(random, SURNAMES)}`;
}

/** Pennies as a two-decimal string. */
function money(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** A UTC time as ISO 8601 without milliseconds. */
function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

/** Makes filler until it does not contain the needle. */
function avoiding(needle: string, make: () => string): string {
  for (let i = 0; i < 1000; i++) {
    const text = make();
    if (!text.includes(needle)) return text;
  }
  throw new Error(`filler keeps containing ${needle.length} chars of the needle`);
}

const DAY = 86_400_000;
/** Midnight UTC at the start of "today", Wednesday 7 June 2028. */
const TODAY = Date.UTC(2028, 5, 7);

// a. The answer in the middle of one long line.

/** a1: the broker gateway's feed of yesterday's submissions from one broker, as one minified JSON body. */
function brokerFeedPremium(): EconomicsTask {
  const random = seededRandom(145_001);
  const needle = '1284.37';
  const target = 'KM21XTD';
  const count = 560;
  const targetAt = 287;
  // Plates a letter or two off the one asked about, on the same kind of car.
  const nearMisses = new Map<number, { vrm: string; premium?: number }>([
    [61, { vrm: 'KM21XTB', premium: 128_473 }],
    [140, { vrm: 'KN21XTD' }],
    [233, { vrm: 'KM71XTD', premium: 124_837 }],
    [301, { vrm: 'KM21XDT' }],
    [412, { vrm: 'KM21YTD', premium: 118_437 }],
    [498, { vrm: 'KM27XTD' }],
  ]);
  const statuses = ['QUOTED', 'QUOTED', 'QUOTED', 'QUOTED', 'BOUND', 'BOUND', 'REFERRED', 'DECLINED'];
  const referrals = ['UW-AGE-01', 'UW-CONV-03', 'UW-VAL-02', 'UW-CLM-04', 'UW-MOD-01', 'UW-OCC-02'];
  const occupations = ['T43', 'N02', 'A14', 'S71', 'C20', 'R09', 'E11', 'H36', 'P52', 'M08'];
  let clock = TODAY - DAY + 6 * 3_600_000;
  const submission = (i: number): string => {
    clock += between(random, 20_000, 140_000);
    const near = nearMisses.get(i);
    const isTarget = i === targetAt;
    const [make, model] = isTarget || near ? (['FORD', 'FIESTA'] as const) : oneOf(random, CARS);
    const [, area] = oneOf(random, TOWNS);
    const status = isTarget ? 'QUOTED' : oneOf(random, statuses);
    const premium = isTarget ? 128_437 : (near?.premium ?? between(random, 38_000, 310_000));
    const ipt = Math.round(premium - premium / 1.12);
    const deposit = Math.round(premium * 0.1);
    const monthly = Math.round(((premium - deposit) * 1.229) / 10);
    const year = isTarget ? 2021 : between(random, 2014, 2028);
    const body = {
      submissionId: `HP-S-2806-${String(104_200 + i * 3 + pick(random, 3)).padStart(6, '0')}`,
      receivedAt: new Date(clock).toISOString(),
      brokerRef: `HPB/${chars(random, PLATE_LETTERS, 3)}/${between(random, 10_000, 99_999)}`,
      product: 'MOTOR_PRIVATE_CAR',
      transaction: oneOf(random, ['NB', 'NB', 'NB', 'RENEWAL', 'MTA']),
      status,
      proposer: {
        title: oneOf(random, ['MR', 'MRS', 'MS', 'MISS', 'DR', 'MX']),
        initial: chars(random, 'ABCDEFGHJKLMNPRSTW', 1),
        surname: oneOf(random, SURNAMES).toUpperCase(),
        dob: `${between(random, 1948, 2008)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
        postcode: postcode(random, area),
        occupationCode: oneOf(random, occupations),
        licenceYears: between(random, 0, 45),
      },
      additionalDrivers: pick(random, 4),
      vehicle: {
        vrm: isTarget ? target : (near?.vrm ?? plate(random).replace(' ', '')),
        abiCode: String(between(random, 10_000_000, 99_999_999)),
        make,
        model,
        year,
        value: between(random, 18, 420) * 100,
        overnight: oneOf(random, ['DRIVEWAY', 'GARAGE', 'STREET', 'CAR_PARK']),
        annualMileage: between(random, 3, 25) * 1000,
        use: oneOf(random, ['SDP', 'SDPC', 'SDPC_BUS1']),
        modified: random() < 0.06,
      },
      cover: {
        level: oneOf(random, ['COMP', 'COMP', 'COMP', 'TPFT']),
        ncdYears: between(random, 0, 15),
        protectedNcd: random() < 0.4,
        voluntaryExcess: oneOf(random, [0, 100, 250, 500]),
        compulsoryExcess: oneOf(random, [250, 350, 500]),
      },
      quote:
        status === 'DECLINED'
          ? null
          : {
              quoteRef: `GQ-${hex(random, 10).toUpperCase()}`,
              annualPremium: Number(money(premium)),
              ipt: Number(money(ipt)),
              commissionPct: oneOf(random, [10, 12.5, 15]),
              instalments: { deposit: Number(money(deposit)), count: 10, amount: Number(money(monthly)), apr: 22.9 },
              validUntil: new Date(clock + 30 * DAY).toISOString().slice(0, 10),
            },
      underwriting: {
        fraudScore: between(random, 20, 640),
        referralCodes: status === 'REFERRED' ? [oneOf(random, referrals)] : [],
        declineReason: status === 'DECLINED' ? oneOf(random, ['OUTSIDE_APPETITE', 'CONVICTION_CODE', 'VEHICLE_GROUP']) : null,
      },
    };
    return JSON.stringify(body);
  };
  const items: string[] = [];
  for (let i = 0; i < count; i++) {
    const saved = clock;
    items.push(
      i === targetAt
        ? submission(i)
        : avoiding(needle, () => {
            clock = saved;
            return submission(i);
          }),
    );
  }
  const head = JSON.stringify({
    feed: {
      id: 'BRK-HP-0042',
      broker: 'Harlow & Penn Insurance Brokers Ltd',
      agencyCode: 'HP0042',
      window: { from: '2028-06-06T00:00:00Z', to: '2028-06-06T23:59:59Z' },
      format: 'greyfield-broker-feed/2.3',
    },
  }).slice(0, -1);
  const output = `${head},"count":${count},"submissions":[${items.join(',')}],"paging":{"page":1,"pageSize":1000,"next":null}}\n`;
  return probe(
    'round 145: broker feed premium',
    "Looking at yesterday's Harlow & Penn broker feed: what annual premium did we quote on the Ford Fiesta, reg KM21 XTD?",
    'broker_feed_fetch',
    output,
    'premium',
    needle,
    true,
  );
}

/** a2: the claims system's first-notification-of-loss export, one XML document on one line. */
function fnolEstimateRef(): EconomicsTask {
  const random = seededRandom(145_002);
  const needle = 'EST-4QJ7K2WB';
  const target = 'CLM-28-0193377';
  const count = 460;
  const targetAt = 226;
  const linkedAt = 241;
  const perils: readonly (readonly [string, string, string])[] = [
    ['AD_TP_FAULT', 'Accidental damage - third party at fault', 'NON_FAULT'],
    ['AD_OWN_FAULT', 'Accidental damage - policyholder at fault', 'FAULT'],
    ['AD_SPLIT', 'Accidental damage - liability disputed', 'SPLIT'],
    ['WINDSCREEN', 'Glass - windscreen', 'NON_FAULT'],
    ['THEFT_VEH', 'Theft of vehicle', 'NON_FAULT'],
    ['VANDALISM', 'Malicious damage', 'NON_FAULT'],
    ['PARKED_HIT', 'Hit while parked - third party unknown', 'FAULT'],
    ['ANIMAL', 'Collision with animal', 'FAULT'],
  ];
  const repairers = Array.from({ length: 40 }, (_, i) => ({
    id: `RPN-0${4100 + i * 13}`,
    name: `${oneOf(random, ['Castlegate', 'Aire Valley', 'Calder', 'Wharfe', 'Ouseburn', 'Pennine', 'Ridings', 'Trent', 'Humber', 'Dales'])} ${oneOf(random, ['Motor Body Works', 'Accident Repair Centre', 'Coachworks', 'Paint & Body', 'Vehicle Repairs'])}`,
  }));
  const handlers = ['JBRAITH', 'SOKAFOR', 'MPATEL', 'LHOLT', 'DNAYLOR', 'KWHITAK', 'RFLETCH', 'AGIBSON', 'TLAMBRT', 'CDOYLE'];
  const esc = (s: string) => s.replace(/&/g, '&amp;');
  let serial = 0;
  let clock = TODAY - 6 * DAY;
  const claim = (i: number, ref: string): string => {
    clock += between(random, 300_000, 1_600_000);
    const [code, label, liability] = i === targetAt ? perils[0]! : oneOf(random, perils);
    const [make, model] = oneOf(random, CARS);
    const [, area] = oneOf(random, TOWNS);
    const loss = clock - between(random, 0, 4) * DAY - between(random, 1, 20) * 3_600_000;
    const assigned = i === targetAt || i === linkedAt || (code !== 'THEFT_VEH' && code !== 'WINDSCREEN' && random() < 0.8);
    const repairer = oneOf(random, repairers);
    const estimate = between(random, 28_000, 940_000);
    const assignment = assigned
      ? `<Assignment><Repairer networkId="${repairer.id}" name="${esc(repairer.name)}"/><AssignedAt>${isoSeconds(clock + between(random, 1, 30) * 3_600_000)}</AssignedAt>` +
        `<EstimateRef>${i === targetAt ? needle : `EST-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}`}</EstimateRef>` +
        `<EstimateTotal currency="GBP">${money(estimate)}</EstimateTotal><Status>${oneOf(random, ['ESTIMATE_RECEIVED', 'AUTHORISED', 'AUTHORISED', 'IN_REPAIR', 'AWAITING_PARTS'])}</Status></Assignment>`
      : `<Assignment><Status>${code === 'THEFT_VEH' ? 'NOT_REQUIRED' : 'PENDING_TRIAGE'}</Status></Assignment>`;
    const linked = i === linkedAt ? `<LinkedClaim role="THIRD_PARTY_CAPTURE">${target}</LinkedClaim>` : '<LinkedClaim/>';
    return (
      `<Claim><ClaimRef>${ref}</ClaimRef><PolicyRef>GM-MTR-00${between(random, 400_000, 499_999)}</PolicyRef>` +
      `<LossDate>${new Date(loss).toISOString().slice(0, 10)}</LossDate><NotifiedAt>${isoSeconds(clock)}</NotifiedAt>` +
      `<Channel>${oneOf(random, ['PHONE', 'PHONE', 'WEB', 'APP', 'BROKER'])}</Channel><Peril code="${code}">${label}</Peril>` +
      `<Vehicle vrm="${plate(random)}" make="${make}" model="${model}" year="${between(random, 2012, 2028)}"/>` +
      `<Incident postcode="${postcode(random, area)}" roadType="${oneOf(random, ['URBAN', 'RURAL', 'MOTORWAY', 'CAR_PARK', 'PRIVATE'])}" injuries="${random() < 0.9 ? 0 : between(random, 1, 3)}" policeRef="${random() < 0.2 ? `${chars(random, 'NWSYK', 2)}-${between(random, 10_000, 99_999)}-28` : ''}"/>` +
      `<Liability>${liability}</Liability>${linked}${assignment}<Reserve currency="GBP">${money(Math.round((estimate * 1.15) / 100) * 100)}</Reserve>` +
      `<Handler>${oneOf(random, handlers)}</Handler></Claim>`
    );
  };
  // Claim numbers are handed out in notification order: the ones either side of the target are a digit off it.
  const serials: number[] = [];
  for (let i = 0; i < count; i++) serials.push((serial += between(random, 1, 3)));
  const shift = 193_377 - serials[targetAt]!;
  const refs = serials.map((n) => `CLM-28-0${n + shift}`);
  const claims = refs.map((ref, i) => {
    const saved = clock;
    return i === targetAt
      ? claim(i, ref)
      : avoiding(needle, () => {
          clock = saved;
          return claim(i, ref);
        });
  });
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><ClaimsExport xmlns="urn:greyfield:claims:fnol:3" generated="2028-06-07T06:00:12Z" source="gm-claims-core" count="${count}">` +
    `${claims.join('')}</ClaimsExport>\n`;
  return probe(
    'round 145: fnol estimate ref',
    'Can you check what estimate reference the body shop sent through for claim CLM-28-0193377?',
    'claims_fnol_export',
    output,
    'estimate',
    needle,
    true,
  );
}

/** a3: the telematics platform's trip export, a CSV whose one high-resolution trip carries its whole trace in one field. */
function telematicsHarshBrake(): EconomicsTask {
  const random = seededRandom(145_003);
  const needle = '131.4kph';
  const vrm = 'YR24KHD';
  const device = 'TMX4-0C41A7';
  const policy = 'GM-MTR-00471123';
  const fix = (lat: number, lon: number) => `${lat.toFixed(5)},${lon.toFixed(5)}`;
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19);
  const kinds = ['HARSH_BRAKE', 'HARSH_ACCEL', 'SPEEDING', 'CORNERING', 'PHONE_MOVE'];
  /** The sparse events of a standard-profile trip. */
  const sparse = (start: number, minutes: number, lat: number, lon: number): string =>
    Array.from({ length: between(random, 0, 9) }, () => {
      const kind = oneOf(random, kinds);
      const g = kind === 'HARSH_BRAKE' ? `-0.${between(random, 31, 62)}g` : `0.${between(random, 28, 55)}g`;
      const speed = kind === 'SPEEDING' ? between(random, 520, 1290) : between(random, 150, 1250);
      return `${stamp(start + pick(random, minutes * 60) * 1000)}|${kind}|${(speed / 10).toFixed(1)}kph|${g}|${fix(lat + (random() - 0.5) / 20, lon + (random() - 0.5) / 20)}`;
    })
      .sort()
      .join(';');
  const row = (
    trip: string,
    serial: string,
    pol: string,
    reg: string,
    profile: string,
    start: number,
    minutes: number,
    km: number,
    max: number,
    night: number,
    events: string,
  ) =>
    `${trip},${serial},${pol},${reg},${profile},${stamp(start)},${stamp(start + minutes * 60_000)},${km.toFixed(1)},${minutes},${max.toFixed(1)},${night},${between(random, 41, 99)},"${events}"`;
  const devices = Array.from({ length: 90 }, (_, i) => ({
    serial: `TMX4-0${(0xa0000 + i * 977 + pick(random, 900)).toString(16).toUpperCase()}`,
    policy: `GM-MTR-00${between(random, 400_000, 499_999)}`,
    vrm: plate(random).replace(' ', ''),
    lat: 53 + random() * 1.4,
    lon: -2.6 + random() * 2.2,
  }));
  devices[17] = { serial: device, policy, vrm, lat: 53.79, lon: -1.55 };
  // The trips of the three days from Friday, in start order; the high-res trip goes in among them.
  const trips: { start: number; text: () => string }[] = [];
  for (let i = 0; i < 420; i++) {
    const d = oneOf(random, devices);
    const start = TODAY - 5 * DAY + between(random, 6 * 60, 3 * 24 * 60 - 60) * 60_000;
    const minutes = between(random, 4, 95);
    const km = (minutes * between(random, 25, 85)) / 60;
    trips.push({
      start,
      text: () =>
        row(
          `TRP-${hex(random, 10)}`,
          d.serial,
          d.policy,
          d.vrm,
          'STD',
          start,
          minutes,
          km,
          between(random, 480, 1320) / 10,
          pick(random, 101),
          sparse(start, minutes, d.lat, d.lon),
        ),
    });
  }
  // Saturday 3 June, 20:55 to 02:10: one reading every five seconds, and the events among them.
  const hiresStart = Date.UTC(2028, 5, 3, 20, 55, 0);
  const hiresMinutes = 315;
  const targetAt = Date.UTC(2028, 5, 3, 23, 17, 42);
  const kph = (v: number) => `${(v.toFixed(1) === '131.4' ? v + 0.1 : v).toFixed(1)}kph`;
  const trace = (): string => {
    const out: string[] = [];
    let lat = 53.79;
    let lon = -1.55;
    let speed = 30;
    for (let t = hiresStart; t < hiresStart + hiresMinutes * 60_000; t += 5000) {
      speed = Math.max(0, Math.min(148, speed + (random() - 0.48) * 9));
      lat += (random() - 0.45) * 0.0012;
      lon += (random() - 0.5) * 0.0016;
      out.push(`${stamp(t)}|PT|${kph(speed)}|${fix(lat, lon)}`);
      if (t + 2000 === targetAt) {
        out.push(`${stamp(targetAt)}|HARSH_BRAKE|${needle}|-0.57g|${fix(lat, lon)}`);
        speed = 96.3;
      } else if (random() < 0.012) {
        const kind = oneOf(random, kinds);
        const g = kind === 'HARSH_BRAKE' ? `-0.${between(random, 31, 62)}g` : `0.${between(random, 28, 55)}g`;
        out.push(`${stamp(t + between(random, 1, 4) * 1000)}|${kind}|${kph(speed)}|${g}|${fix(lat, lon)}`);
      }
    }
    return out.join(';');
  };
  trips.push({
    start: hiresStart,
    text: () => row('TRP-5e0c1b9a47', device, policy, vrm, 'HIRES', hiresStart, hiresMinutes, 402.6, 147.8, 71, trace()),
  });
  // Other trips of the same car, on the standard profile.
  for (const start of [Date.UTC(2028, 5, 2, 7, 52, 10), Date.UTC(2028, 5, 3, 11, 5, 44), Date.UTC(2028, 5, 4, 16, 31, 2)]) {
    const minutes = between(random, 12, 40);
    trips.push({
      start,
      text: () =>
        row(
          `TRP-${hex(random, 10)}`,
          device,
          policy,
          vrm,
          'STD',
          start,
          minutes,
          minutes * 0.7,
          88.5,
          0,
          sparse(start, minutes, 53.79, -1.55),
        ),
    });
  }
  trips.sort((a, b) => a.start - b.start);
  const header =
    'trip_id,device_serial,policy_ref,vrm,profile,start_utc,end_utc,distance_km,duration_min,max_speed_kph,night_pct,score,events';
  const lines = trips.map((t) => (t.start === hiresStart ? t.text() : avoiding(needle, t.text)));
  const output = `${header}\n${lines.join('\n')}\n`;
  return probe(
    'round 145: telematics harsh brake',
    'The black box in YR24 KHD was on high-res logging for that long drive on Saturday night. What speed did it record at the harsh braking at 23:17:42?',
    'telematics_trip_export',
    output,
    'speed',
    needle,
    true,
  );
}

// b. The answer a few lines away from the line the question's words match.

const PLACES = [
  'Castlegate',
  'Aire Valley',
  'Calder',
  'Wharfe',
  'Ouseburn',
  'Pennine',
  'Ridings',
  'Trent',
  'Humber',
  'Dales',
  'Kirkstall',
  'Holbeck',
  'Hunslet',
  'Armley',
  'Headingley',
  'Roundhay',
  'Meanwood',
  'Seacroft',
  'Beeston',
  'Morley',
  'Ossett',
  'Batley',
  'Dewsbury',
  'Brighouse',
  'Elland',
  'Shipley',
  'Keighley',
  'Ilkley',
  'Otley',
  'Wetherby',
  'Selby',
  'Tadcaster',
  'Pontefract',
  'Castleford',
  'Normanton',
  'Goole',
  'Ripon',
  'Thirsk',
  'Malton',
  'Pickering',
  'Scarborough',
  'Whitby',
  'Beverley',
  'Driffield',
  'Bridlington',
  'Barnsley',
  'Rotherham',
  'Penistone',
  'Stocksbridge',
  'Hebden',
  'Todmorden',
  'Skipton',
  'Settle',
  'Bingley',
];
const BODYSHOP_KINDS = [
  'Motor Body Works',
  'Accident Repair Centre',
  'Coachworks',
  'Paint & Body',
  'Vehicle Repairs',
  'Crash Repairs',
  'Autobody',
  'Body Repair Centre',
  'Collision Centre',
  'Bodycraft',
  'Car Body Specialists',
  'Smart Repairs',
  'Refinishers',
];
const PHONE_PREFIXES = ['0113 496 0', '0114 496 0', '0115 496 0', '0116 496 0', '0161 496 0', '0191 498 0', '01632 960 '];

/** `count` distinct body shop names, with `must` among them. */
function bodyshopNames(random: () => number, count: number, must: readonly string[]): string[] {
  const names = new Set<string>(must);
  while (names.size < count) names.add(`${oneOf(random, PLACES)} ${oneOf(random, BODYSHOP_KINDS)}`);
  return shuffle(random, [...names]);
}

/** b1: the repair network service's approved-repairer configuration, as YAML. */
function repairerEscalationPhone(): EconomicsTask {
  const random = seededRandom(145_004);
  const needle = '0113 496 0724';
  const target = 'Castlegate Motor Body Works';
  const near = ['Castlegate Coachworks', 'Castleford Motor Body Works', 'Castlegate Accident Repair Centre', 'Kirkstall Motor Body Works'];
  const names = bodyshopNames(random, 300, [target, ...near]).filter((n) => n !== target);
  names.splice(163, 0, target);
  const ids = names.map((_, i) => `RPN-0${4000 + i * 3 + pick(random, 3)}`);
  const targetId = ids[163]!;
  const slug = (n: string) =>
    n
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-');
  const phone = () => `${oneOf(random, PHONE_PREFIXES)}${String(pick(random, 1000)).padStart(3, '0')}`;
  const caps = ['AL_STRUCTURAL', 'ADAS_CALIBRATION', 'EV_HV_SAFE', 'GLASS', 'SMART_REPAIR', 'MECHANICAL', 'CARBON_COMPOSITE', 'LARGE_VAN'];
  const record = (i: number): string => {
    const name = names[i]!;
    const isTarget = name === target;
    const [town, area] = isTarget ? (['Leeds', 'LS'] as const) : oneOf(random, TOWNS);
    const contact = (role: string, number: string) => [
      `        - role: ${role}`,
      `          name: ${person(random)}`,
      `          phone: "${number}"`,
      `          email: ${role}@${slug(name)}.example`,
    ];
    const lines = [
      `    - id: ${ids[i]}`,
      `      name: ${name}`,
      `      status: ${random() < 0.93 ? 'ACTIVE' : oneOf(random, ['PROBATION', 'SUSPENDED_INTAKE'])}`,
      `      tier: ${oneOf(random, ['GOLD', 'SILVER', 'SILVER', 'BRONZE'])}`,
      `      contacts:`,
      ...contact('bookings', isTarget ? '0113 496 0742' : phone()),
      ...contact('escalation', isTarget ? needle : phone()),
      ...(random() < 0.4 ? contact('accounts', phone()) : []),
      `      address:`,
      `        line1: Unit ${between(random, 1, 40)}, ${oneOf(random, PLACES)} ${oneOf(random, ['Industrial Park', 'Trading Estate', 'Business Park', 'Road', 'Works'])}`,
      `        town: ${town}`,
      `        postcode: ${postcode(random, area)}`,
      `      capabilities: [${shuffle(random, [...caps])
        .slice(0, between(random, 1, 5))
        .join(', ')}]`,
      `      rates:`,
      `        labourPerHour: ${money(between(random, 4200, 6400))}`,
      `        paintPerHour: ${money(between(random, 4400, 6800))}`,
      `        courtesyCarDaily: ${money(random() < 0.7 ? 0 : between(random, 1500, 3500))}`,
      `      capacity:`,
      `        bays: ${between(random, 4, 30)}`,
      `        weeklyIntake: ${between(random, 8, 90)}`,
      `      sla:`,
      `        firstContactHours: ${oneOf(random, [2, 4, 4, 8])}`,
      `        estimateHours: ${oneOf(random, [24, 48, 48, 72])}`,
      `        keyToKeyDays: ${between(random, 6, 14)}`,
      // A sister site of the target's names it as its parent.
      `      parentSite: ${i === 201 ? `${targetId} (${target})` : 'null'}`,
    ];
    return lines.join('\n');
  };
  const records = names.map((_, i) => (names[i] === target ? record(i) : avoiding(needle, () => record(i))));
  const output = [
    '# Greyfield Mutual repair network - approved repairer configuration',
    '# exported 2028-06-07T07:12:44Z by rn-config-svc 3.8.1 (read-only view)',
    'apiVersion: repair-network.greyfield.example/v2',
    'kind: RepairerNetwork',
    'metadata:',
    '  name: gm-approved-repairers',
    '  revision: 1187',
    '  lastChangedBy: svc-rn-sync',
    'spec:',
    '  defaults:',
    '    sla: {firstContactHours: 4, estimateHours: 48, keyToKeyDays: 10}',
    '    courtesyCar: required',
    '    paymentTermsDays: 30',
    '  repairers:',
    ...records,
    '',
  ].join('\n');
  return probe(
    'round 145: repairer escalation phone',
    "What's the escalation phone number for Castlegate Motor Body Works in the repair network config?",
    'repair_network_config_get',
    output,
    'phone',
    needle,
  );
}

/** The first part of a chained traceback of the fraud scorer: the frames and the exception a feature stage raised. */
function stageFailure(stage: string, detail: string): string[] {
  const pipeline = [
    '  File "/opt/gm/fraudscore/features/pipeline.py", line 141, in build_feature_vector',
    '    out.update(stage.compute(ctx))',
    '               ^^^^^^^^^^^^^^^^^^',
  ];
  switch (stage) {
    case 'documents':
      return [
        ...pipeline,
        '  File "/opt/gm/fraudscore/features/documents.py", line 142, in compute',
        '    issued = datetime.strptime(doc["issue_date"], "%d/%m/%Y").date()',
        '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
        '  File "/usr/lib/python3.11/_strptime.py", line 568, in _strptime_datetime',
        '    tt, fraction, gmtoff_fraction = _strptime(data_string, format)',
        '                                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
        ...(detail === 'day'
          ? [
              '  File "/usr/lib/python3.11/_strptime.py", line 534, in _strptime',
              '    julian = datetime_date(year, month, day).toordinal() - \\',
              '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
              'ValueError: day is out of range for month',
            ]
          : [
              '  File "/usr/lib/python3.11/_strptime.py", line 349, in _strptime',
              '    raise ValueError("time data %r does not match format %r" %',
              `ValueError: time data '${detail}' does not match format '%d/%m/%Y'`,
            ]),
      ];
    case 'history':
      return [
        ...pipeline,
        '  File "/opt/gm/fraudscore/features/history.py", line 203, in compute',
        '    gaps = _claim_gaps(rows, ctx.loss_date)',
        '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
        '  File "/opt/gm/fraudscore/features/history.py", line 57, in _claim_gaps',
        `    deltas.append((loss - r["${detail}"]).days)`,
        `                          ~^^^${'^'.repeat(detail.length)}`,
        `KeyError: '${detail}'`,
      ];
    case 'vehicle':
      return [
        ...pipeline,
        '  File "/opt/gm/fraudscore/features/vehicle.py", line 88, in compute',
        `    age_days = (ctx.loss_date - v.${detail}).days`,
        `                ~~~~~~~~~~~~~~^~~~${'~'.repeat(detail.length)}`,
        "TypeError: unsupported operand type(s) for -: 'datetime.date' and 'NoneType'",
      ];
    case 'bank':
      return [
        ...pipeline,
        '  File "/opt/gm/fraudscore/features/bank.py", line 61, in compute',
        '    ratio = float(acct["balance_band"]) / max(1.0, claim_amount)',
        '            ^^^^^^^^^^^^^^^^^^^^^^^^^^^',
        `ValueError: could not convert string to float: '${detail}'`,
      ];
    default:
      return [
        ...pipeline,
        '  File "/opt/gm/fraudscore/features/network.py", line 214, in compute',
        '    density = shared_edges / (len(nodes) - 1)',
        '              ~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~',
        'ZeroDivisionError: division by zero',
      ];
  }
}

/** b2: the fraud scoring workers' overnight log, with the tracebacks of the claims they could not score. */
function fraudScoringUnderlyingError(): EconomicsTask {
  const random = seededRandom(145_005);
  const needle = "ValueError: time data '00/00/0000' does not match format '%d/%m/%Y'";
  const target = 'CLM-28-0187754';
  const failures: readonly (readonly [string, string])[] = [
    ['documents', ''],
    ['documents', 'day'],
    ['documents', '2028-06-01'],
    ['documents', 'N/K'],
    ['documents', '1/13/2027'],
    ['history', 'loss_date'],
    ['history', 'settled_at'],
    ['vehicle', 'first_registered'],
    ['vehicle', 'v5c_issue_date'],
    ['bank', 'N/A'],
    ['bank', ''],
    ['network', ''],
  ];
  const claims = new Set<string>([target, 'CLM-28-0187745', 'CLM-28-0178754', 'CLM-28-0187758']);
  while (claims.size < 1400) claims.add(`CLM-28-0${between(random, 170_000, 193_999)}`);
  const order = shuffle(
    random,
    [...claims].filter((c) => c !== target),
  );
  const targetAt = 760;
  order.splice(targetAt, 0, target);
  const model = 'fs-gbm-2028.05.2';
  let clock = Date.UTC(2028, 5, 7, 1, 0, 0);
  const stamp = () => {
    clock += between(random, 40, 9000);
    const d = new Date(clock);
    return `[${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)},${String(d.getUTCMilliseconds()).padStart(3, '0')}`;
  };
  const worker = () => `ForkPoolWorker-${between(random, 1, 8)}`;
  const out: string[] = [
    '[2028-06-07 00:59:58,004: INFO/MainProcess] Connected to amqp://fraudscore@mq-01.internal.greyfield.example:5672/fraud',
    '[2028-06-07 00:59:58,019: INFO/MainProcess] mingle: searching for neighbors',
    '[2028-06-07 00:59:59,041: INFO/MainProcess] mingle: sync with 3 nodes',
    `[2028-06-07 00:59:59,102: INFO/MainProcess] fraudscore 4.7.0 loaded model ${model} (sha256 9f4c1e0b7d...) features=214 threshold_high=0.72 threshold_medium=0.41`,
    '[2028-06-07 00:59:59,240: INFO/MainProcess] celery@fs-worker-2 ready.',
  ];
  // The target's first attempt, forty tasks earlier, timed out on the documents service and was retried.
  const firstAttempt = targetAt - 40;
  const plans = order.map((claim) => {
    if (claim === target) return 'target';
    const roll = random();
    return roll < 0.03 ? 'retry' : roll < 0.06 ? 'fail' : 'ok';
  });
  const deferred = (w: string, task: string, claim: string, host: string) => [
    `${stamp()}: INFO/${w}] fraud.score_claim claim=${claim} attempt=1 deferred: ${host} did not answer within 5s`,
    `${stamp()}: INFO/${w}] Task ${task} retry: Retry in 600s: ReadTimeout(ReadTimeoutError("HTTPSConnectionPool(host='${host}.internal.greyfield.example', port=443): Read timed out. (read timeout=5)"))`,
  ];
  order.forEach((claim, i) => {
    const id = `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;
    const task = `fraud.score_claim[${id}]`;
    const w = worker();
    if (i === firstAttempt) {
      const first = `fraud.score_claim[${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-b${hex(random, 3)}-${hex(random, 12)}]`;
      out.push(`${stamp()}: INFO/MainProcess] Task ${first} received`, ...deferred(worker(), first, target, 'docs-svc'));
    }
    out.push(`${stamp()}: INFO/MainProcess] Task ${task} received`);
    const plan = plans[i];
    if (plan === 'ok' || plan === 'retry') {
      if (plan === 'retry') out.push(...deferred(w, task, claim, oneOf(random, ['docs-svc', 'claims-api', 'graph-svc'])));
      const score = random() < 0.9 ? random() * 0.41 : random();
      const band = score >= 0.72 ? 'HIGH' : score >= 0.41 ? 'MEDIUM' : 'LOW';
      const took = (between(random, 90, 2400) / 1000).toFixed(3);
      out.push(
        `${stamp()}: INFO/${w}] fraud.score_claim claim=${claim} model=${model} features=214 score=${score.toFixed(3)} band=${band}`,
      );
      if (band === 'HIGH')
        out.push(`${stamp()}: INFO/${w}] fraud.refer claim=${claim} queue=SIU-TRIAGE rule_hits=${between(random, 1, 4)}`);
      out.push(
        `${stamp()}: INFO/${w}] Task ${task} succeeded in ${took}s: {'claim': '${claim}', 'score': ${score.toFixed(3)}, 'band': '${band}'}`,
      );
      return;
    }
    const [stage, detail] = plan === 'target' ? ['documents', '00/00/0000'] : oneOf(random, failures);
    const message = `stage '${stage}' could not build features for claim ${claim}`;
    out.push(`${stamp()}: ERROR/${w}] Task ${task} raised unexpected: FeatureComputationError("${message}")`);
    out.push(
      'Traceback (most recent call last):',
      ...stageFailure(stage, detail),
      '',
      'The above exception was the direct cause of the following exception:',
      '',
      'Traceback (most recent call last):',
      '  File "/opt/gm/venv/lib/python3.11/site-packages/celery/app/trace.py", line 477, in trace_task',
      '    R = retval = fun(*args, **kwargs)',
      '                 ^^^^^^^^^^^^^^^^^^^^',
      '  File "/opt/gm/venv/lib/python3.11/site-packages/celery/app/trace.py", line 760, in __protected_call__',
      '    return self.run(*args, **kwargs)',
      '           ^^^^^^^^^^^^^^^^^^^^^^^^^',
      '  File "/opt/gm/fraudscore/tasks.py", line 88, in score_claim',
      '    vec = build_feature_vector(claim_id, as_of=run_ts)',
      '          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
      '  File "/opt/gm/fraudscore/features/pipeline.py", line 149, in build_feature_vector',
      '    raise FeatureComputationError(',
      `fraudscore.features.errors.FeatureComputationError: ${message}`,
    );
    if (random() < 0.3)
      out.push(
        `${stamp()}: WARNING/MainProcess] Substantial drift from celery@fs-worker-${between(random, 1, 4)} may mean clocks are out of sync.  Current drift is ${between(random, 16, 70)} seconds.`,
      );
  });
  out.push(
    `${stamp()}: INFO/MainProcess] beat: run complete scored=${plans.filter((p) => p === 'ok' || p === 'retry').length} failed=${plans.filter((p) => p !== 'ok' && p !== 'retry').length}`,
  );
  const output = `${out.join('\n')}\n`;
  return probe(
    'round 145: fraud scoring underlying error',
    'The overnight fraud scoring run fell over on claim CLM-28-0187754. What was the underlying exception, the original one before it got wrapped?',
    'fraud_scoring_worker_logs',
    output,
    'cause',
    needle,
  );
}

/** b3: one Faster Payments batch of claim and refund payments, as the payments API returns it (pretty JSON). */
function paymentFpsTransactionId(): EconomicsTask {
  const random = seededRandom(145_006);
  const needle = 'GMF28060611K7Q9RT1';
  const target = 'Mrs Olufemi Adeyemi';
  const count = 620;
  const targetAt = 341;
  // Payees whose names share words with the one asked about.
  const near = new Map<number, { type: string; payeeType: string; name: string }>([
    [88, { type: 'PREMIUM_REFUND', payeeType: 'INDIVIDUAL', name: 'Mr Olufemi Adeyemi' }],
    [214, { type: 'CLAIM_SETTLEMENT', payeeType: 'INDIVIDUAL', name: 'Mrs Olufunke Adeyemi' }],
    [337, { type: 'LEGAL_COSTS', payeeType: 'SOLICITOR', name: 'Adeyemi & Co Solicitors' }],
    [502, { type: 'EXCESS_REFUND', payeeType: 'INDIVIDUAL', name: 'Ms Femi Adeyemi-Clarke' }],
  ]);
  const businesses: Record<string, readonly string[]> = {
    REPAIRER_INVOICE: [
      'Calder Vehicle Repairs Ltd',
      'Castlegate Motor Body Works Ltd',
      'Pennine Crash Repairs Ltd',
      'Ridings Coachworks Ltd',
      'Trent Autobody Ltd',
    ],
    HIRE_INVOICE: ['Northway Credit Hire Ltd', 'Keystone Replacement Vehicles Ltd', 'Aire Mobility Hire Ltd'],
    LEGAL_COSTS: ['Brennan Doyle LLP', 'Metcalfe Holt Solicitors', 'Whitaker Lambert & Co'],
    SALVAGE_FEE: ['Yorkshire Salvage Auctions Ltd', 'Humber Vehicle Recovery Ltd'],
  };
  const types = [
    'CLAIM_SETTLEMENT',
    'CLAIM_SETTLEMENT',
    'CLAIM_SETTLEMENT',
    'THIRD_PARTY_SETTLEMENT',
    'REPAIRER_INVOICE',
    'REPAIRER_INVOICE',
    'HIRE_INVOICE',
    'EXCESS_REFUND',
    'PREMIUM_REFUND',
    'LEGAL_COSTS',
    'SALVAGE_FEE',
  ];
  const fpsId = () => `GMF280606${pad2(new Date(clock).getUTCHours())}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7)}`;
  let clock = Date.UTC(2028, 5, 6, 8, 0, 0);
  const payment = (i: number) => {
    clock += between(random, 5_000, 60_000);
    const isTarget = i === targetAt;
    const fixed = near.get(i);
    const type = isTarget ? 'CLAIM_SETTLEMENT' : (fixed?.type ?? oneOf(random, types));
    const individual =
      type === 'CLAIM_SETTLEMENT' || type === 'THIRD_PARTY_SETTLEMENT' || type === 'EXCESS_REFUND' || type === 'PREMIUM_REFUND';
    const payeeType = fixed?.payeeType ?? (individual ? 'INDIVIDUAL' : type === 'LEGAL_COSTS' ? 'SOLICITOR' : 'BUSINESS');
    const name = isTarget
      ? target
      : (fixed?.name ??
        (individual
          ? `${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'])} ${person(random)}`
          : oneOf(random, businesses[type] ?? ['Greyfield Suspense'])));
    const home = type === 'PREMIUM_REFUND' ? random() < 0.5 : random() < 0.3;
    const claimLinked = type !== 'PREMIUM_REFUND';
    return {
      paymentId: `PAY-28-0${611_000 + i * 4 + pick(random, 4)}`,
      type,
      claimRef: claimLinked ? `CLM-28-0${between(random, 170_000, 193_999)}` : null,
      policyRef: `GM-${home ? 'HOM' : 'MTR'}-00${between(random, 300_000, 499_999)}`,
      amount: {
        value: money(type === 'EXCESS_REFUND' ? oneOf(random, [10_000, 25_000, 35_000, 50_000]) : between(random, 4_000, 1_800_000)),
        currency: 'GBP',
      },
      endToEndId: `E2E${hex(random, 16).toUpperCase()}`,
      payee: {
        type: payeeType,
        name,
        sortCode: `${pad2(between(random, 10, 99))}-${pad2(between(random, 0, 99))}-${pad2(between(random, 0, 99))}`,
        accountNumber: `****${String(pick(random, 10_000)).padStart(4, '0')}`,
        copResult: random() < 0.92 ? 'MATCH' : oneOf(random, ['CLOSE_MATCH', 'NOT_CHECKED']),
      },
      fpsTransactionId: isTarget ? needle : fpsId(),
      submittedAt: isoSeconds(clock),
      settledAt: isoSeconds(clock + between(random, 2, 40) * 1000),
      status: 'SETTLED',
    };
  };
  const payments = Array.from({ length: count }, (_, i) => {
    const saved = clock;
    if (i === targetAt) return JSON.stringify(payment(i), null, 2);
    return avoiding(needle, () => {
      clock = saved;
      return JSON.stringify(payment(i), null, 2);
    });
  });
  const total = payments.reduce(
    (sum, p) => sum + Math.round(Number((JSON.parse(p) as { amount: { value: string } }).amount.value) * 100),
    0,
  );
  const head = {
    batchId: 'FP-20280606-03',
    scheme: 'FASTER_PAYMENTS',
    sponsorBank: 'GB-CLEARING-07',
    createdAt: '2028-06-06T07:58:41Z',
    submittedBy: 'svc-claims-payments',
    status: 'SETTLED',
    count,
    totalValue: money(total),
  };
  const headText = JSON.stringify(head, null, 2).slice(0, -2);
  const body = payments.map((p) => p.replace(/^/gm, '    ')).join(',\n');
  const output = `${headText},\n  "payments": [\n${body}\n  ]\n}\n`;
  return probe(
    'round 145: payment fps transaction id',
    "What's the Faster Payments transaction ID on the settlement we paid to Mrs Olufemi Adeyemi in batch FP-20280606-03?",
    'payments_batch_get',
    output,
    'fps',
    needle,
  );
}

// c. A question that paraphrases the output or carries a preamble.

/** c1: the claims system's work queue listing (a fixed-width batch report), grouped by handler. */
function stolenCarClaimNumber(): EconomicsTask {
  const random = seededRandom(145_007);
  const needle = 'CLM-28-0190486';
  const causes: Record<string, readonly string[]> = {
    AD: ['REAR END COLLISION', 'JUNCTION COLLISION', 'REVERSING', 'HIT KERB', 'LANE CHANGE', 'ROUNDABOUT', 'SINGLE VEH - BEND'],
    THEFT: ['VEH TAKEN FROM DRIVE', 'VEH TAKEN FROM STREET', 'VEH TAKEN - CAR PARK', 'KEYS TAKEN BURGLARY', 'VEH TAKEN - WORKPLACE'],
    'ATT-THEFT': ['LOCK DAMAGE', 'IGNITION DAMAGE', 'WINDOW FORCED'],
    VANDALISM: ['KEYED', 'WINDOWS SMASHED', 'TYRES SLASHED', 'MIRRORS KICKED OFF'],
    GLASS: ['WINDSCREEN CHIP', 'WINDSCREEN REPLACE', 'SIDE GLASS'],
    FIRE: ['ELECTRICAL FIRE', 'ARSON'],
    FLOOD: ['DRIVEN INTO FLOOD', 'PARKED - FLOOD'],
    ANIMAL: ['DEER', 'DOG', 'LIVESTOCK', 'BADGER'],
    'TP-ONLY': ['TP CLAIM - PH AT FAULT', 'TP INJURY ONLY'],
  };
  const perilPool = [
    'AD',
    'AD',
    'AD',
    'AD',
    'AD',
    'THEFT',
    'ATT-THEFT',
    'VANDALISM',
    'GLASS',
    'GLASS',
    'FIRE',
    'FLOOD',
    'ANIMAL',
    'TP-ONLY',
    'TP-ONLY',
  ];
  const places: readonly (readonly [string, number, number])[] = [
    ['HARROGATE HG', 1, 3],
    ['KNARESBOROUGH HG', 5, 5],
    ['RIPON HG', 4, 4],
    ['LEEDS LS', 1, 28],
    ['BRADFORD BD', 1, 22],
    ['YORK YO', 1, 32],
    ['WAKEFIELD WF', 1, 17],
    ['HALIFAX HX', 1, 7],
    ['HUDDERSFIELD HD', 1, 9],
    ['SHEFFIELD S', 1, 36],
    ['DONCASTER DN', 1, 12],
    ['HULL HU', 1, 17],
    ['SKIPTON BD', 23, 24],
    ['WETHERBY LS', 22, 23],
    ['SELBY YO', 8, 8],
    ['OTLEY LS', 21, 21],
  ];
  const handlers: readonly (readonly [string, string])[] = [
    ['AGIBSON', 'A. GIBSON'],
    ['CDOYLE', 'C. DOYLE'],
    ['DNAYLOR', 'D. NAYLOR'],
    ['EBRENNAN', 'E. BRENNAN'],
    ['FKHAN', 'F. KHAN'],
    ['JBRAITH', 'J. BRAITHWAITE'],
    ['KWHITAK', 'K. WHITAKER'],
    ['LHOLT', 'L. HOLT'],
    ['MPATEL', 'M. PATEL'],
    ['NOKAFOR', 'N. OKAFOR'],
    ['PMETCALF', 'P. METCALFE'],
    ['RFLETCH', 'R. FLETCHER'],
    ['SLAMBERT', 'S. LAMBERT'],
    ['TWARD', 'T. WARD'],
  ];
  const day = (ms: number) => {
    const d = new Date(ms);
    return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  };
  const bankHoliday = Date.UTC(2028, 4, 29);
  type Row = { notified: number; handler: string; fields: () => string[] };
  const row = (loss: number, notified: number, peril: string, cause: string, place: string, handler: string): Row => ({
    notified,
    handler,
    fields: () => [
      `GM-MTR-00${between(random, 400_000, 499_999)}`,
      day(loss),
      day(notified),
      peril,
      cause,
      place,
      handler,
      oneOf(random, ['OPEN', 'OPEN', 'OPEN', 'PENDING', 'REOPENED', 'REFERRED']),
      (between(random, 15_000, 2_400_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 }),
    ],
  });
  const rows: Row[] = [];
  while (rows.length < 1900) {
    const notified = Date.UTC(2028, 2, 1) + pick(random, 98) * DAY;
    const loss = notified - pick(random, 9) * DAY;
    const peril = oneOf(random, perilPool);
    const [town, lo, hi] = oneOf(random, places);
    // The one stolen-from-home car in Harrogate on the bank holiday is the target alone.
    if ((peril === 'THEFT' || peril === 'ATT-THEFT') && town.endsWith(' HG') && loss === bankHoliday) continue;
    rows.push(row(loss, notified, peril, oneOf(random, causes[peril]!), `${town}${between(random, lo, hi)}`, oneOf(random, handlers)[0]));
  }
  const target = row(bankHoliday, bankHoliday, 'THEFT', 'VEH TAKEN FROM DRIVE', 'HARROGATE HG2', 'KWHITAK');
  rows.push(
    target,
    row(bankHoliday - DAY, bankHoliday, 'THEFT', 'VEH TAKEN FROM DRIVE', 'HARROGATE HG1', 'JBRAITH'),
    row(bankHoliday, bankHoliday + DAY, 'THEFT', 'VEH TAKEN - CAR PARK', 'HARROGATE HG1', 'LHOLT'),
    row(bankHoliday, bankHoliday, 'ATT-THEFT', 'IGNITION DAMAGE', 'HARROGATE HG3', 'KWHITAK'),
    row(bankHoliday, bankHoliday + DAY, 'THEFT', 'VEH TAKEN FROM DRIVE', 'KNARESBOROUGH HG5', 'MPATEL'),
    row(bankHoliday - 7 * DAY, bankHoliday - 6 * DAY, 'THEFT', 'VEH TAKEN FROM STREET', 'HARROGATE HG2', 'KWHITAK'),
    row(bankHoliday, bankHoliday, 'AD', 'SINGLE VEH - BEND', 'HARROGATE HG2', 'FKHAN'),
  );
  // Claim numbers go by notification; the listing sorts by handler, then claim number.
  rows.sort((a, b) => a.notified - b.notified);
  let serial = 0;
  const serials = rows.map(() => (serial += between(random, 8, 16)));
  const shift = 190_486 - serials[rows.indexOf(target)]!;
  const listed = rows.map((r, i) => ({ ...r, claim: `CLM-28-0${serials[i]! + shift}` }));
  listed.sort((a, b) => a.handler.localeCompare(b.handler) || a.claim.localeCompare(b.claim));
  const widths = [14, 15, 10, 10, 9, 22, 17, 8, 8];
  const line = (cells: readonly string[], reserve: string) =>
    `${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}  ${reserve.padStart(12)}`;
  const heading = line(
    ['CLAIM NO', 'POLICY NO', 'LOSS DATE', 'NOTIFIED', 'PERIL', 'CAUSE', 'LOCATION', 'HANDLER', 'STATUS'],
    'RESERVE GBP',
  );
  const rule = line(
    widths.map((w) => '-'.repeat(w)),
    '-'.repeat(12),
  );
  let page = 0;
  let onPage = 99;
  const out: string[] = [];
  const put = (text: string) => {
    if (onPage >= 56) {
      page += 1;
      onPage = 0;
      if (page > 1) out.push('');
      out.push(
        `GREYFIELD MUTUAL INSURANCE                    CLAIMS WORK QUEUE LISTING                    RUN DATE 07/06/2028 07:30:02   PAGE ${String(page).padStart(4)}`,
        'PROGRAM CWQL0410   QUEUE MOTOR-NORTH   STATUS OPEN,PENDING,REOPENED,REFERRED   SORT HANDLER,CLAIM NO',
        '',
        heading,
        rule,
      );
    }
    out.push(text);
    onPage += 1;
  };
  for (const [code, full] of handlers) {
    const mine = listed.filter((r) => r.handler === code);
    put(`HANDLER ${code}  ${full}`);
    let total = 0;
    for (const r of mine) {
      const fields = r.fields();
      total += Math.round(Number(fields[8]!.replace(/,/g, '')) * 100);
      put(line([r.claim, ...fields.slice(0, 8)], fields[8]!));
    }
    put(
      `    ITEMS FOR ${code.padEnd(8)} ${String(mine.length).padStart(5)}      TOTAL RESERVE GBP ${(total / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 }).padStart(14)}`,
    );
    put('');
  }
  out.push(`*** END OF REPORT ***   TOTAL ITEMS ${listed.length}   PAGES ${page}`, '');
  return probe(
    'round 145: stolen car claim number',
    "Sorry, I've been stuck on a broker call all morning about something else. Different thing: a customer's son rang to say his mum's car got pinched from outside her house in Harrogate on the bank holiday Monday. Which claim number is that on the queue?",
    'claims_workqueue_list',
    out.join('\n'),
    'claim',
    needle,
  );
}

/** c2: the SIU referrals page of the fraud team's reporting site, as HTML. */
function siuPhoneMatchReferral(): EconomicsTask {
  const random = seededRandom(145_008);
  const needle = 'CLM-28-0189023';
  const count = 430;
  const targetAt = 236;
  const rules: readonly (() => string)[] = [
    () => 'R-102 Loss reported within 14 days of policy inception',
    () => `R-105 Loss reported ${between(random, 31, 90)} days after incident`,
    () => `R-115 Telephone number matches ${between(random, 1, 3)} closed claim(s)`,
    () => `R-117 Bank account matches ${between(random, 2, 4)} other open claims`,
    () => `R-118 Email address matches ${between(random, 2, 4)} other open claims`,
    () => `R-121 Address linked to ${between(random, 2, 5)} prior claims in 24 months`,
    () => 'R-131 Vehicle recorded as Cat S write-off before inception',
    () => `R-140 Third party vehicle linked to known network (ring score 0.${between(random, 60, 95)})`,
    () => `R-152 Hire claimed over 21 days with credit hire company CH-${between(random, 100, 999)}`,
    () => 'R-160 Claimant named driver added mid-term',
    () => `R-171 Device fingerprint matches ${between(random, 2, 4)} other portal submissions`,
    () => `R-180 Claimed contents value ${between(random, 3, 9)}x sum insured band average`,
    () => 'R-184 Receipts submitted with matching metadata',
  ];
  const owners = ['Unassigned', 'S. Okafor', 'R. Fletcher', 'D. Naylor', 'E. Brennan', 'M. Gibson'];
  const statuses: readonly (readonly [string, string])[] = [
    ['new', 'New'],
    ['triage', 'Triage'],
    ['triage', 'Triage'],
    ['investigating', 'Investigating'],
    ['closed', 'Closed - no further action'],
    ['closed', 'Closed - repudiated'],
  ];
  const claims = new Set<string>([needle]);
  while (claims.size < count + 1) claims.add(`CLM-28-0${between(random, 176_000, 193_999)}`);
  const others = [...claims].filter((c) => c !== needle);
  let clock = TODAY - 28 * DAY + 7 * 3_600_000;
  const row = (i: number): string => {
    clock += between(random, 600_000, 9_000_000);
    const isTarget = i === targetAt;
    const claim = isTarget ? needle : others[i]!;
    const home = random() < 0.35;
    const hits = isTarget
      ? ['R-114 Telephone number matches 3 other open claims', 'R-102 Loss reported within 14 days of policy inception']
      : shuffle(
          random,
          rules.map((r) => r()),
        ).slice(0, between(random, 1, 3));
    const [cls, label] = oneOf(random, statuses);
    const score = isTarget ? 0.81 : 0.41 + random() * 0.58;
    const d = new Date(clock);
    const referred = `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
    const ref = `SIU-28-0${4200 + i * 2 + pick(random, 2)}`;
    return [
      `      <tr class="status-${cls}" data-referral="${ref}">`,
      `        <td class="ref"><a href="/siu/referrals/${ref.slice(7)}">${ref}</a></td>`,
      `        <td class="claim"><a href="/claims/view/${between(random, 4_400_000, 4_999_999)}">${claim}</a></td>`,
      `        <td class="policy">GM-${home ? 'HOM' : 'MTR'}-00${between(random, 300_000, 499_999)}</td>`,
      `        <td class="product">${home ? 'Home' : 'Motor'}</td>`,
      `        <td class="score num">${score.toFixed(2)}</td>`,
      '        <td class="rules">',
      '          <ul>',
      ...hits.map((h) => `            <li><span class="rule">${h.slice(0, 5)}</span> ${h.slice(6)}</li>`),
      '          </ul>',
      '        </td>',
      `        <td class="source">${oneOf(random, ['Rules engine', 'Rules engine', 'Fraud score', 'Handler', 'Handler', 'Broker tip-off'])}</td>`,
      `        <td class="referred">${referred}</td>`,
      `        <td class="owner">${isTarget ? 'Unassigned' : oneOf(random, owners)}</td>`,
      `        <td class="status">${isTarget ? 'New' : label}</td>`,
      '      </tr>',
    ].join('\n');
  };
  const rows = Array.from({ length: count }, (_, i) => {
    const saved = clock;
    return i === targetAt
      ? row(i)
      : avoiding(needle, () => {
          clock = saved;
          return row(i);
        });
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>SIU referrals - last 28 days - Greyfield Mutual</title>',
    '  <link rel="stylesheet" href="/static/siu/report.css?v=4.2.1">',
    '</head>',
    '<body>',
    '  <header class="gm-header">',
    '    <h1>Special Investigations Unit: referrals</h1>',
    `    <p class="meta">Generated 07/06/2028 08:05 by siu-reporting &middot; ${count} referrals &middot; all statuses &middot; newest last</p>`,
    '  </header>',
    '  <table class="referrals">',
    '    <thead>',
    '      <tr><th>Referral</th><th>Claim</th><th>Policy</th><th>Product</th><th>Score</th><th>Rule hits</th><th>Source</th><th>Referred</th><th>Owner</th><th>Status</th></tr>',
    '    </thead>',
    '    <tbody>',
    ...rows,
    '    </tbody>',
    '  </table>',
    '  <footer class="gm-footer">Greyfield Mutual &middot; Internal &middot; Counter Fraud</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 145: siu phone match referral',
    "Which claim got referred to the fraud team because the customer's mobile had already turned up on a few other live claims?",
    'siu_referrals_report',
    output,
    'claim',
    needle,
  );
}

/** c3: the payments gateway's log (logfmt), searched over the last fortnight. */
function bouncedDirectDebitRef(): EconomicsTask {
  const random = seededRandom(145_009);
  const needle = 'GMC-2806-7H3K9Q';
  const policy = 'GM-HOM-00318842';
  const mandate = 'GMDD-00412377';
  const returns: readonly (readonly [string, string])[] = [
    ['0', 'REFER TO PAYER'],
    ['1', 'INSTRUCTION CANCELLED'],
    ['2', 'PAYER DECEASED'],
    ['5', 'NO ACCOUNT'],
    ['6', 'NO INSTRUCTION'],
    ['B', 'ACCOUNT CLOSED'],
  ];
  const ref = (due: number) => `GMC-28${pad2(new Date(due).getUTCMonth() + 1)}-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 6)}`;
  const policyNo = () => `GM-${random() < 0.45 ? 'HOM' : 'MTR'}-00${between(random, 300_000, 499_999)}`;
  const amount = () => money(between(random, 1_450, 21_900));
  const ms = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, `.${String(pick(random, 1000)).padStart(3, '0')}Z`);
  const events: { at: number; text: () => string; own?: boolean }[] = [];
  const add = (at: number, text: () => string) => events.push({ at, text });
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const start = TODAY - 13 * DAY;
  for (let d = 0; d < 14; d++) {
    const date = start + d * DAY;
    const weekday = new Date(date).getUTCDay();
    const working = weekday !== 0 && weekday !== 6 && date !== Date.UTC(2028, 4, 29);
    // Results of the collections due that day: most paid, a few returned.
    if (working) {
      const file = `ARUDD-${day(date).replace(/-/g, '')}`;
      const n = between(random, 140, 190);
      let t = date + 5 * 3_600_000 + 40 * 60_000;
      const received = t;
      add(received, () => `${ms(received)} level=info svc=pay-gw-bacs msg="file received" file=${file} records=${n} source=BACSTEL-IP`);
      for (let k = 0; k < n; k++) {
        t += between(random, 200, 4000);
        const at = t;
        add(at, () => {
          let p = policyNo();
          while (p.endsWith('318842')) p = policyNo();
          const returned = random() < 0.08;
          const [code, reason] = oneOf(random, returns);
          const tail = returned ? `status=returned reason_code=${code} reason="${reason}"` : 'status=paid';
          return `${ms(at)} level=info svc=pay-gw-bacs msg="collection result" file=${file} due=${day(date)} policy=${p} mandate=GMDD-00${between(random, 300_000, 499_999)} amount=${amount()} currency=GBP ${tail} payment_ref=${ref(date)}`;
        });
      }
      t += 60_000;
      const end = t;
      add(
        end,
        () =>
          `${ms(end)} level=info svc=pay-gw-recon msg="recon complete" file=${file} matched=${n} unmatched=0 duration_ms=${between(random, 800, 4000)}`,
      );
    }
    // Card payments, API traffic and mandate set-ups through the day.
    for (let k = 0; k < between(random, 60, 90); k++) {
      const at = date + between(random, 7 * 60, 22 * 60) * 60_000 + pick(random, 60_000);
      add(at, () => {
        const kind = pick(random, 4);
        if (kind === 0)
          return `${ms(at)} level=info svc=pay-gw-card msg="authorisation" policy=${policyNo()} amount=${money(between(random, 2_000, 140_000))} currency=GBP scheme=${oneOf(random, ['visa', 'mastercard', 'amex'])} last4=${String(pick(random, 10_000)).padStart(4, '0')} result=${random() < 0.93 ? 'approved' : 'declined'} psp_ref=${hex(random, 16)}`;
        if (kind === 1) {
          const post = random() < 0.3;
          return `${ms(at)} level=info svc=pay-gw-api msg="request" method=${post ? 'POST' : 'GET'} path=/v1/${oneOf(random, ['mandates', 'collections', 'refunds', 'schedules'])}/${hex(random, 8)} status=${post ? 201 : oneOf(random, [200, 200, 200, 200, 404])} dur_ms=${between(random, 4, 380)} caller=${oneOf(random, ['policy-admin', 'web-portal', 'contact-centre', 'broker-gw'])}`;
        }
        if (kind === 2)
          return `${ms(at)} level=info svc=pay-gw-bacs msg="auddis" action=${oneOf(random, ['0N', '0N', '0C'])} policy=${policyNo()} mandate=GMDD-00${between(random, 300_000, 499_999)} sort_code=${pad2(between(random, 10, 99))}-**-** account=****${String(pick(random, 10_000)).padStart(4, '0')}`;
        return `${ms(at)} level=info svc=pay-notify msg="customer notified" policy=${policyNo()} template=${oneOf(random, ['DD_SCHEDULE', 'DD_ADVANCE_NOTICE', 'CARD_RECEIPT', 'DD_RETURN_REFER', 'DD_RETURN_CANCELLED'])} channel=${oneOf(random, ['email', 'email', 'sms', 'letter'])}`;
      });
    }
  }
  // The customer's own collections: the one returned last Thursday, its re-presentation on Tuesday, her motor policy paid the same day.
  const thursday = Date.UTC(2028, 5, 1);
  const own = (at: number, text: string) => events.push({ at, text: () => `${ms(at)} ${text}`, own: true });
  own(
    thursday + 5 * 3_600_000 + 52 * 60_000,
    `level=info svc=pay-gw-bacs msg="collection result" file=ARUDD-20280601 due=2028-06-01 policy=${policy} mandate=${mandate} amount=38.41 currency=GBP status=returned reason_code=0 reason="REFER TO PAYER" payment_ref=${needle}`,
  );
  own(
    thursday + 5 * 3_600_000 + 53 * 60_000,
    `level=info svc=pay-gw-bacs msg="collection result" file=ARUDD-20280601 due=2028-06-01 policy=GM-MTR-00318842 mandate=GMDD-00412378 amount=61.90 currency=GBP status=paid payment_ref=GMC-2806-7H3KQ9`,
  );
  own(
    thursday + 9 * 3_600_000 + 14 * 60_000,
    `level=info svc=pay-notify msg="customer notified" policy=${policy} template=DD_RETURN_REFER channel=email`,
  );
  own(
    thursday + 9 * 3_600_000 + 15 * 60_000,
    `level=info svc=pay-gw-bacs msg="re-presentation scheduled" policy=${policy} mandate=${mandate} amount=38.41 original_due=2028-06-01 due=2028-06-06`,
  );
  own(
    Date.UTC(2028, 4, 26, 5, 47, 12),
    `level=info svc=pay-gw-bacs msg="collection result" file=ARUDD-20280526 due=2028-05-26 policy=GM-HOM-00381842 mandate=GMDD-00421377 amount=38.14 currency=GBP status=returned reason_code=0 reason="REFER TO PAYER" payment_ref=GMC-2805-7H3K9D`,
  );
  own(
    Date.UTC(2028, 5, 6, 5, 49, 31),
    `level=info svc=pay-gw-bacs msg="collection result" file=ARUDD-20280606 due=2028-06-06 policy=${policy} mandate=${mandate} amount=38.41 currency=GBP status=paid payment_ref=GMC-2806-Q2M8WX`,
  );
  events.sort((a, b) => a.at - b.at);
  const lines = events.map((e) => (e.own ? e.text() : avoiding(needle, e.text)));
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 145: bounced direct debit ref',
    "I'm halfway through the renewals call list, so bear with me. A customer's emailed to say her bank knocked back our direct debit last Thursday because there wasn't enough in her account. It's her home insurance, policy GM-HOM-00318842. What's our payment reference for the one that bounced?",
    'payments_gateway_log_search',
    output,
    'ref',
    needle,
  );
}

// d. One value unlike its peers, with no error word near it.

/** d1: the repair network's rolling 30-day SLA report per approved repairer, as CSV. */
function slowestBodyshop(): EconomicsTask {
  const random = seededRandom(145_010);
  const needle = 'Ouseburn Crash Repairs';
  const names = bodyshopNames(random, 600, [needle]).filter((n) => n !== needle);
  const targetAt = 352;
  names.splice(targetAt, 0, needle);
  const regions = ['WEST YORKS', 'SOUTH YORKS', 'NORTH YORKS', 'EAST RIDING', 'NORTH EAST', 'NORTH WEST', 'EAST MIDS'];
  const header =
    'repairer_id,repairer_name,region,postcode,tier,jobs_open,jobs_completed_30d,avg_first_contact_hrs,avg_estimate_hrs,avg_parts_wait_days,avg_key_to_key_days,csat_pct,complaints_30d,reinspection_rate_pct,total_loss_pct,avg_repair_cost_gbp,courtesy_car_pct,supplement_rate_pct,last_audit';
  const rows = names.map((name, i) => {
    const make = () => {
      const keyToKey = i === targetAt ? '38.4' : (between(random, 61, 139) / 10).toFixed(1);
      return [
        `RPN-0${4000 + i * 3 + pick(random, 3)}`,
        name.includes('&') ? `"${name}"` : name,
        oneOf(random, regions),
        postcode(random, oneOf(random, TOWNS)[1]),
        oneOf(random, ['GOLD', 'SILVER', 'SILVER', 'BRONZE']),
        between(random, 6, 60),
        between(random, 12, 140),
        (between(random, 8, 60) / 10).toFixed(1),
        (between(random, 180, 700) / 10).toFixed(1),
        (between(random, 5, 48) / 10).toFixed(1),
        keyToKey,
        between(random, 78, 97),
        pick(random, 4),
        (between(random, 5, 90) / 10).toFixed(1),
        (between(random, 10, 120) / 10).toFixed(1),
        money(between(random, 98_000, 246_000)),
        between(random, 88, 100),
        (between(random, 20, 260) / 10).toFixed(1),
        new Date(TODAY - between(random, 9, 380) * DAY).toISOString().slice(0, 10),
      ].join(',');
    };
    return i === targetAt ? make() : avoiding(needle, make);
  });
  const output = `${header}\n${rows.join('\n')}\n`;
  return probe(
    'round 145: slowest bodyshop',
    "Which of our approved body shops is hanging on to customers' cars much longer than the rest before handing them back?",
    'repair_network_sla_report',
    output,
    'repairer',
    needle,
  );
}

/** d2: the telematics platform's device status dump, one JSON object a line. */
function oldFirmwareBlackBox(): EconomicsTask {
  const random = seededRandom(145_011);
  const needle = 'TMX4-0B7E21';
  const count = 2100;
  const targetAt = 968;
  const lines = Array.from({ length: count }, (_, i) => {
    // Serials go up with the install batch; the target's sits in its place in the run.
    const serial = i === targetAt ? needle : `TMX4-0${(0xb1074 + i * 29 + pick(random, 29)).toString(16).toUpperCase()}`;
    const make = () => {
      const seen = TODAY + 7 * 3_600_000 - between(random, 0, 40 * 3_600) * 1000;
      return JSON.stringify({
        serial,
        hw: 'TMX4-R2',
        fwVersion: i === targetAt ? '3.7.2' : random() < 0.26 ? '4.12.4' : '4.12.3',
        modemFw: random() < 0.5 ? 'BG95M3LAR02A04_01.012' : 'BG95M3LAR02A04_01.200',
        configProfile: oneOf(random, ['gm-std-2028q2', 'gm-std-2028q2', 'gm-young-2028q2']),
        policyRef: `GM-MTR-00${between(random, 400_000, 499_999)}`,
        vrm: plate(random).replace(' ', ''),
        installDate: `20${oneOf(random, ['25', '26', '27', '28'])}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
        lastSeen: isoSeconds(seen),
        batteryMv: between(random, 11_900, 14_400),
        rssiDbm: -between(random, 61, 109),
        gpsFix: random() < 0.9 ? '3D' : '2D',
        odometerKm: between(random, 800, 160_000),
        tripsLast7d: between(random, 0, 38),
      });
    };
    return i === targetAt ? make() : avoiding(needle, make);
  });
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 145: old firmware black box',
    'Which of the black boxes in the fleet is still on a much older firmware than all the others?',
    'telematics_device_status',
    output,
    'device',
    needle,
  );
}

/** d3: the batch scheduler's export of the policy admin nightly folder (Control-M XML). */
function otherTimezoneJob(): EconomicsTask {
  const random = seededRandom(145_012);
  const needle = 'GMPA_BRK_FEED_IN_14';
  const families: readonly (readonly [string, string, string, string, number])[] = [
    ['RNW_INVITE_MTR', 'RENEWALS', 'Renewal invitations - motor, batch', 'renewals.sh --product MTR --batch', 20],
    ['RNW_INVITE_HOM', 'RENEWALS', 'Renewal invitations - home, batch', 'renewals.sh --product HOM --batch', 16],
    ['RNW_AUTO_MTR', 'RENEWALS', 'Auto-renewals - motor, batch', 'autorenew.sh --product MTR --batch', 12],
    ['MTA_APPLY', 'MTA', 'Apply queued mid-term adjustments, partition', 'mta_apply.sh --partition', 10],
    ['CANX_NONPAY', 'CANCELLATIONS', 'Non-payment cancellation notices, run', 'canx_nonpay.sh --run', 8],
    ['DOCS_PRINT', 'DOCUMENTS', 'Print-room document pack, tranche', 'docs_print.sh --tranche', 14],
    ['DOCS_EMAIL', 'DOCUMENTS', 'E-documents dispatch, tranche', 'docs_email.sh --tranche', 14],
    ['BILL_DD_SCHED', 'BILLING', 'Direct debit schedule build, partition', 'dd_schedule.sh --partition', 12],
    ['BILL_INSTAL', 'BILLING', 'Instalment plan recalculation, partition', 'instalments.sh --partition', 10],
    ['RI_CEDE', 'REINSURANCE', 'Reinsurance cession bordereau, treaty', 'ri_cede.sh --treaty', 6],
    ['MI_EXTRACT_GWP', 'MI_EXTRACTS', 'MI extract - written premium, slice', 'mi_extract.sh --set GWP --slice', 8],
    ['MI_EXTRACT_RSV', 'MI_EXTRACTS', 'MI extract - claims reserves, slice', 'mi_extract.sh --set RSV --slice', 8],
    ['MI_EXTRACT_EXP', 'MI_EXTRACTS', 'MI extract - exposure, slice', 'mi_extract.sh --set EXP --slice', 6],
    ['BRK_FEED_IN', 'BROKER_FEEDS', 'Inbound broker bordereau load, broker slot', 'broker_feed.sh --direction in --slot', 24],
    ['BRK_FEED_ACK', 'BROKER_FEEDS', 'Broker acknowledgement files, broker slot', 'broker_feed.sh --direction ack --slot', 24],
    ['CLM_SYNC', 'CLAIMS_SYNC', 'Claims to policy sync, shard', 'claims_sync.sh --shard', 16],
    ['TEL_SCORE_LOAD', 'TELEMATICS', 'Telematics driving score load, shard', 'tel_score_load.sh --shard', 12],
    ['FRAUD_BATCH', 'FRAUD', 'Fraud rescoring of open claims, shard', 'fraud_batch.sh --shard', 6],
  ];
  const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].map((m) => `${m}="1"`).join(' ');
  const jobs: string[] = [];
  let isn = 0;
  for (const [code, sub, description, command, n] of families) {
    const short = code.replace(/_/g, '');
    const start = between(random, 0, 16) * 15;
    for (let k = 1; k <= n; k++) {
      isn += 1;
      const num = pad2(k);
      const name = `GMPA_${code}_${num}`;
      const from = start + (k - 1) * between(random, 0, 2) * 5;
      const hhmm = (minutes: number) => `${pad2(Math.floor(minutes / 60) % 24)}${pad2(minutes % 60)}`;
      const changed = `2028${pad2(between(random, 1, 5))}${pad2(between(random, 1, 28))}`;
      const conds = [
        ...(k > 1
          ? [`      <INCOND NAME="PA-${short}-${pad2(k - 1)}-OK" ODATE="ODAT" AND_OR="A"/>`]
          : [`      <INCOND NAME="PA-NIGHTLY-START-OK" ODATE="ODAT" AND_OR="A"/>`]),
        ...(k > 1 ? [`      <OUTCOND NAME="PA-${short}-${pad2(k - 1)}-OK" ODATE="ODAT" SIGN="-"/>`] : []),
        `      <OUTCOND NAME="PA-${short}-${num}-OK" ODATE="ODAT" SIGN="+"/>`,
      ];
      const job = [
        `    <JOB JOBISN="${isn}" APPLICATION="POLICY_ADMIN" SUB_APPLICATION="${sub}" MEMNAME="${command.split(' ')[0]}" JOBNAME="${name}" DESCRIPTION="${description} ${num}" CREATED_BY="ctmadm" RUN_AS="gmbatch" PRIORITY="${oneOf(random, ['AA', 'AA', 'AB', 'BA'])}" CRITICAL="${random() < 0.1 ? 1 : 0}" TASKTYPE="Command" CYCLIC="0" NODEID="gmpabat0${between(random, 1, 4)}" INTERVAL="00000M" CMDLINE="/opt/gm/pa/bin/${command} ${num} --odate %%ODATE" CONFIRM="0" DAYSCAL="GM_WORKDAYS" RETRO="0" MAXWAIT="3" MAXRERUN="${between(random, 0, 3)}" AUTOARCH="1" MAXDAYS="0" MAXRUNS="0" TIMEFROM="${hhmm(60 + from)}" TIMETO="${hhmm(60 + from + between(random, 12, 36) * 10)}" TIMEZONE="${name === needle ? 'EST' : 'GMT'}" DAYS="ALL" ${months} DAYS_AND_OR="O" SHIFT="" SHIFTNUM="+00" SYSDB="1" IND_CYCLIC="S" CREATION_USER="ctmadm" CREATION_DATE="2026${pad2(between(random, 1, 12))}${pad2(between(random, 1, 28))}" CREATION_TIME="${pad2(between(random, 8, 17))}${pad2(pick(random, 60))}${pad2(pick(random, 60))}" CHANGE_USERID="${oneOf(random, ['ctmadm', 'jbraith', 'rfletch', 'svc-ctm-deploy'])}" CHANGE_DATE="${changed}" CHANGE_TIME="${pad2(between(random, 8, 17))}${pad2(pick(random, 60))}${pad2(pick(random, 60))}" RULE_BASED_CALENDAR_RELATIONSHIP="O" APPL_TYPE="OS" MULTY_AGENT="N" USE_INSTREAM_JCL="N" VERSION_OPCODE="N" IS_CURRENT_VERSION="Y" VERSION_SERIAL="${between(random, 1, 9)}" VERSION_HOST="ctmem01" CYCLIC_TOLERANCE="0" CYCLIC_TYPE="C" PARENT_FOLDER="GM_PA_NIGHTLY">`,
        `      <VARIABLE NAME="%%SLOT" VALUE="${num}"/>`,
        ...conds,
        `      <SHOUT WHEN="LATETIME" TIME="${hhmm(60 + from + 240)}" URGENCY="R" DEST="pa-batch-oncall" MESSAGE="%%JOBNAME not ended by ${hhmm(60 + from + 240)}"/>`,
        '    </JOB>',
      ];
      jobs.push(job.join('\n'));
    }
  }
  const output = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<!--Exported by ctm deploy get 9.0.21.100 on 2028-06-07 07:41:09 from ctmem01-->',
    '<DEFTABLE xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="Folder.xsd">',
    '  <SMART_FOLDER DATACENTER="GMDC01" VERSION="921" PLATFORM="UNIX" FOLDER_NAME="GM_PA_NIGHTLY" FOLDER_ORDER_METHOD="SYSTEM" REAL_FOLDER_ID="412" TYPE="1" APPLICATION="POLICY_ADMIN" SUB_APPLICATION="NIGHTLY" DAYSCAL="GM_WORKDAYS" CREATED_BY="ctmadm" RUN_AS="gmbatch" PRIORITY="AA" ENFORCE_VALIDATION="N" MODIFIED="False" LAST_UPLOAD="20280511094411">',
    ...jobs,
    '  </SMART_FOLDER>',
    '</DEFTABLE>',
    '',
  ].join('\n');
  return probe(
    'round 145: other timezone job',
    'One of the overnight policy admin batch jobs looks like it is set to run on a different clock from all the others. Which job is that?',
    'batch_scheduler_export',
    output,
    'job',
    needle,
  );
}

export function roundOneHundredFortyFive(): EconomicsTask[] {
  return [
    brokerFeedPremium(),
    fnolEstimateRef(),
    telematicsHarshBrake(),
    repairerEscalationPhone(),
    fraudScoringUnderlyingError(),
    paymentFpsTransactionId(),
    stolenCarClaimNumber(),
    siuPhoneMatchReferral(),
    bouncedDirectDebitRef(),
    slowestBodyshop(),
    oldFirmwareBlackBox(),
    otherTimezoneJob(),
  ];
}
