/**
 * Probe round 45, written blind: a made-up UK retail bank, Mereside Bank (card authorisations and
 * fraud rules, Faster Payments and BACS, the core ledger's end-of-day run, mortgage origination, the
 * web app and open banking APIs, its Kubernetes platform and on-call). "Today" is Thursday
 * 19 November 2026 (UK winter time, so UTC is the local time). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - card authorisations api: which fraud rule turned down a customer's fuel purchase in Carlisle last night.
 *  - bureau payment file xml: how much a housebuilder's supplier run pays its scaffolders, and into which account.
 *  - web banking bundle: how long the web app waits on the Confirmation of Payee name check.
 * b. The answer a few lines from the words the question matches:
 *  - ledger eod log: which of the bank's classes, at which line, threw when the standing orders step failed.
 *  - mortgage applications json: what the valuer put a couple's Harrogate house at.
 *  - prometheus rules yaml: how far outbound Faster Payments settlement must lag before the alert pages.
 * c. A paraphrase or a preamble:
 *  - fraud decision log: which rule refused a customer's first try at booking flights home from Spain.
 *  - open banking gateway log: what the gateway told a TPP when a user's £250 sweep was turned down.
 *  - arudd returns xml: what reason a customer's bank gave for returning her mortgage direct debit.
 * d. One value unlike its peers:
 *  - eod job history: which job, on which night, got through a fraction of its usual records.
 *  - kafka consumer groups: which partition of a group is far further behind than its siblings.
 *  - mortgage product catalogue: which product reverts to a different rate from every comparable product.
 * Not among the bench's targets.
 * First run, at b4a66c1 (with this file; `ROUNDS=45 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 10,712,364 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 176cebb, the head before this round's stop began,
 * finds 3/12 as well (49,505 tokens).
 *   round 45: card authorisations api
 *     codex: 7,082 tokens, peak 6,993, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 617, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,782 tokens, peak 5,938, 0/1 needles, 4 read-backs
 *     ours: 5,146 tokens, peak 2,180, 0/1 needles, 2 read-backs
 *   round 45: bureau payment file xml
 *     codex: 9,113 tokens, peak 9,013, 0/1 needles, 0 read-backs
 *     context-chef: 889 tokens, peak 789, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,966 tokens, peak 1,265, 0/1 needles, 4 read-backs
 *     ours: 2,046 tokens, peak 1,004, 0/1 needles, 1 read-backs
 *   round 45: web banking bundle
 *     codex: 7,046 tokens, peak 6,955, 0/1 needles, 0 read-backs
 *     context-chef: 734 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,831 tokens, peak 1,168, 0/1 needles, 3 read-backs
 *     ours: 2,060 tokens, peak 1,072, 1/1 needles, 1 read-backs
 *   round 45: ledger eod log
 *     codex: 13,926 tokens, peak 13,842, 0/1 needles, 0 read-backs
 *     context-chef: 710 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,657 tokens, peak 1,335, 0/1 needles, 2 read-backs
 *     ours: 2,959 tokens, peak 1,334, 0/1 needles, 2 read-backs
 *   round 45: mortgage applications json
 *     codex: 11,707 tokens, peak 11,610, 0/1 needles, 0 read-backs
 *     context-chef: 667 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,430 tokens, peak 1,137, 0/1 needles, 1 read-backs
 *     ours: 1,886 tokens, peak 913, 0/1 needles, 1 read-backs
 *   round 45: prometheus rules yaml
 *     codex: 10,024 tokens, peak 9,930, 0/1 needles, 0 read-backs
 *     context-chef: 611 tokens, peak 517, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,374 tokens, peak 2,261, 0/1 needles, 2 read-backs
 *     ours: 4,677 tokens, peak 2,009, 0/1 needles, 2 read-backs
 *   round 45: fraud decision log, paraphrase and preamble
 *     codex: 15,394 tokens, peak 15,288, 0/1 needles, 0 read-backs
 *     context-chef: 811 tokens, peak 705, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,558 tokens, peak 1,201, 0/1 needles, 4 read-backs
 *     ours: 4,424 tokens, peak 942, 0/1 needles, 4 read-backs
 *   round 45: open banking gateway log, preamble
 *     codex: 17,072 tokens, peak 16,942, 0/1 needles, 0 read-backs
 *     context-chef: 927 tokens, peak 797, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,067 tokens, peak 4,217, 0/1 needles, 4 read-backs
 *     ours: 8,565 tokens, peak 4,198, 0/1 needles, 3 read-backs
 *   round 45: arudd returns xml, preamble and paraphrase
 *     codex: 11,717 tokens, peak 11,610, 0/1 needles, 0 read-backs
 *     context-chef: 672 tokens, peak 565, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,159 tokens, peak 1,633, 1/1 needles, 4 read-backs
 *     ours: 4,347 tokens, peak 2,098, 1/1 needles, 2 read-backs
 *   round 45: eod job history
 *     codex: 19,835 tokens, peak 19,733, 0/1 needles, 0 read-backs
 *     context-chef: 915 tokens, peak 813, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,924 tokens, peak 1,483, 0/1 needles, 4 read-backs
 *     ours: 4,717 tokens, peak 1,025, 0/1 needles, 4 read-backs
 *   round 45: kafka consumer groups
 *     codex: 15,567 tokens, peak 15,471, 0/1 needles, 0 read-backs
 *     context-chef: 794 tokens, peak 698, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,073 tokens, peak 1,324, 0/1 needles, 4 read-backs
 *     ours: 4,097 tokens, peak 889, 0/1 needles, 4 read-backs
 *   round 45: mortgage product catalogue csv
 *     codex: 20,010 tokens, peak 19,920, 0/1 needles, 0 read-backs
 *     context-chef: 896 tokens, peak 806, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,607 tokens, peak 1,428, 0/1 needles, 4 read-backs
 *     ours: 4,531 tokens, peak 974, 1/1 needles, 4 read-backs
 *     codex: 317,211 tokens, 0/24 needles
 *     context-chef: 18,910 tokens, 0/24 needles
 *     context-chef-store: 139,516 tokens, 3/24 needles
 *     ours: 94,686 tokens, 9/24 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of November 2026: UK winter time, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0, ms = 0) => Date.UTC(2026, 10, day, h, m, s, ms);
/** `2026-11-18T21:31:07.412Z` */
const isoMs = (t: number) => new Date(t).toISOString();
/** `2026-11-18T21:31:07` */
const iso = (t: number) => isoMs(t).slice(0, 19);
/** `2026-11-18` */
const ymd = (t: number) => isoMs(t).slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER_NUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** `184,223` */
const commas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** `00:14:07` from milliseconds. */
const hms = (ms: number) => {
  const s = Math.round(ms / SECOND);
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
};

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
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

/** A UK IBAN with real check digits: bank code, sort code and account number. */
function iban(bank: string, sortCode: string, account: string): string {
  const bban = `${bank}${sortCode}${account}`;
  const moved = `${bban}GB00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of moved) rem = (rem * 10 + Number(ch)) % 97;
  return `GB${pad2(98 - rem)}${bban}`;
}

/** Other banks' codes and the first two digits of their sort codes. */
const BANKS: readonly (readonly [string, string, string])[] = [
  ['NWBK', '60', 'NATIONAL WESTMINSTER BANK PLC'],
  ['BARC', '20', 'BARCLAYS BANK UK PLC'],
  ['LOYD', '30', 'LLOYDS BANK PLC'],
  ['HBUK', '40', 'HSBC UK BANK PLC'],
  ['NAIA', '07', 'NATIONWIDE BUILDING SOCIETY'],
  ['ABBY', '09', 'SANTANDER UK PLC'],
  ['TSBS', '77', 'TSB BANK PLC'],
  ['YORK', '05', 'CLYDESDALE BANK PLC'],
  ['MONZ', '04', 'MONZO BANK LTD'],
  ['SRLG', '60', 'STARLING BANK LTD'],
];

const FIRST = [
  'Sarah',
  'James',
  'Aisha',
  'Daniel',
  'Grace',
  'Mohammed',
  'Chloe',
  'Liam',
  'Priya',
  'Connor',
  'Hannah',
  'Tomasz',
  'Emily',
  'Oluwaseun',
  'Rebecca',
  'Kieran',
  'Fatima',
  'Joseph',
  'Niamh',
  'Rhys',
  'Megan',
  'Arjun',
  'Lucy',
  'Callum',
];
const LAST = [
  'Whitlock',
  'Harrison',
  'Patel',
  'Brennan',
  'Atkinson',
  'Iqbal',
  'Robinson',
  'Nowak',
  'Dixon',
  'Holt',
  'Barker',
  'Okafor',
  'Sutcliffe',
  'Kaur',
  'Thwaite',
  'Lowther',
  'Mason',
  'Rahman',
  'Fletcher',
  'Hughes',
  'Airey',
  'Gill',
  'Nicholson',
  'Tyson',
];
/** Towns the bank lends in, with a postcode district. */
const TOWNS: readonly (readonly [string, string])[] = [
  ['Kendal', 'LA9'],
  ['Lancaster', 'LA1'],
  ['Penrith', 'CA11'],
  ['Carlisle', 'CA2'],
  ['Harrogate', 'HG2'],
  ['Skipton', 'BD23'],
  ['Ilkley', 'LS29'],
  ['York', 'YO31'],
  ['Preston', 'PR2'],
  ['Keswick', 'CA12'],
  ['Ulverston', 'LA12'],
  ['Barrow-in-Furness', 'LA14'],
  ['Morecambe', 'LA4'],
  ['Settle', 'BD24'],
  ['Leeds', 'LS6'],
  ['Ripon', 'HG4'],
  ['Knaresborough', 'HG5'],
  ['Windermere', 'LA23'],
  ['Cockermouth', 'CA13'],
  ['Workington', 'CA14'],
];
const STREETS = [
  'Fellside View',
  'Station Road',
  'Castle Street',
  'Beck Lane',
  'Oatlands Drive',
  'Mill Brow',
  'Church Walk',
  'Greenside',
  'Valley Gardens',
  'Westmorland Rise',
  'Park Avenue',
  'Kirkgate',
  'Shap Road',
  'Sedbergh Road',
  'Lune Terrace',
  'Heron Close',
  'Ash Grove',
  'Highfield Road',
];

/** `GET /cards/v3/authorisations` for yesterday evening, one line of JSON: the fraud rule on a Carlisle pump's decline. */
function cardAuthorisationsApi(): EconomicsTask {
  const random = seededRandom(45_001);
  /** Merchants: name, MCC, city, country, channel. */
  type Merchant = readonly [string, string, string, string, 'POS' | 'ECOM'];
  const MERCHANTS: readonly Merchant[] = [
    ['TESCO STORES 2841', '5411', 'KENDAL', 'GBR', 'POS'],
    ['SAINSBURYS S/MKT 0612', '5411', 'LANCASTER', 'GBR', 'POS'],
    ['ASDA SUPERSTORE 4471', '5411', 'CARLISLE', 'GBR', 'POS'],
    ['CO-OP GROUP 270118', '5411', 'WINDERMERE', 'GBR', 'POS'],
    ['ALDI 88 PENRITH', '5411', 'PENRITH', 'GBR', 'POS'],
    ['MORRISONS 0311', '5411', 'PRESTON', 'GBR', 'POS'],
    ['TESCO EXPRESS 6120', '5411', 'CARLISLE', 'GBR', 'POS'],
    ['DELIVEROO', '5812', 'LONDON', 'GBR', 'ECOM'],
    ['JUST EAT.CO.UK LTD', '5814', 'LONDON', 'GBR', 'ECOM'],
    ['MCDONALDS 1187', '5814', 'CARLISLE', 'GBR', 'POS'],
    ['GREGGS 4120', '5814', 'LANCASTER', 'GBR', 'POS'],
    ['THE CROWN HOTEL', '5813', 'KENDAL', 'GBR', 'POS'],
    ['UBER *TRIP', '4121', 'LONDON', 'GBR', 'ECOM'],
    ['TRAINLINE.COM', '4112', 'LONDON', 'GBR', 'ECOM'],
    ['AMZN MKTP UK', '5942', 'LONDON', 'GBR', 'ECOM'],
    ['NETFLIX.COM', '4899', 'AMSTERDAM', 'NLD', 'ECOM'],
    ['SPOTIFY P2B4C1', '5815', 'STOCKHOLM', 'SWE', 'ECOM'],
    ['STEAMGAMES.COM 4259', '5816', 'BELLEVUE', 'USA', 'ECOM'],
    ['SKYBET', '7995', 'LEEDS', 'GBR', 'ECOM'],
    ['BOOTS 1123', '5912', 'CARLISLE', 'GBR', 'POS'],
    ['B&Q 1290', '5200', 'PRESTON', 'GBR', 'POS'],
    ['NEXT RETAIL LTD', '5651', 'LEEDS', 'GBR', 'ECOM'],
    ['ESSO KINGSTOWN', '5542', 'CARLISLE', 'GBR', 'POS'],
    ['TESCO PFS 2237', '5542', 'CARLISLE', 'GBR', 'POS'],
    ['SHELL PENRITH', '5542', 'PENRITH', 'GBR', 'POS'],
    ['BP TEBAY SERVICES', '5542', 'PENRITH', 'GBR', 'POS'],
    ['ESSO BOWNESS', '5542', 'WINDERMERE', 'GBR', 'POS'],
    ['MORRISONS PFS 0311', '5542', 'PRESTON', 'GBR', 'POS'],
    ['JET KENDAL', '5542', 'KENDAL', 'GBR', 'POS'],
    ['BP M6 LANCASTER SVCS', '5542', 'LANCASTER', 'GBR', 'POS'],
    ['LINK ATM CARDTRONICS', '6011', 'CARLISLE', 'GBR', 'POS'],
    ['MERESIDE ATM KENDAL', '6011', 'KENDAL', 'GBR', 'POS'],
  ];
  const merchant = (name: string) => MERCHANTS.find((m) => m[0] === name)!;
  const DECLINES = [
    ['51', 'Insufficient funds'],
    ['51', 'Insufficient funds'],
    ['05', 'Do not honour'],
    ['55', 'Incorrect PIN'],
    ['61', 'Exceeds withdrawal amount limit'],
    ['65', 'Exceeds withdrawal frequency limit'],
    ['54', 'Expired card'],
    ['1A', 'Additional customer authentication required'],
  ] as const;
  const PRODUCTS = ['VISA_DEBIT_CLASSIC', 'VISA_DEBIT_CLASSIC', 'VISA_DEBIT_PREMIER', 'VISA_CREDIT_REWARDS', 'VISA_DEBIT_YOUNG_SAVER'];
  interface Card {
    token: string;
    last4: string;
    product: string;
  }
  const newCard = (): Card => ({ token: `ctk_${hex(random, 20)}`, last4: digits(random, 4), product: oneOf(random, PRODUCTS) });
  const cards = Array.from({ length: 900 }, newCard);
  const amountFor = (mcc: string) =>
    mcc === '5542'
      ? oneOf(random, [99, 99, 1, between(random, 2_000, 8_500) / 100])
      : mcc === '6011'
        ? oneOf(random, [10, 20, 50, 100, 200])
        : mcc === '4899' || mcc === '5815'
          ? oneOf(random, [10.99, 11.99, 17.99])
          : between(random, 150, 14_000) / 100;
  interface Outcome {
    code: string;
    text: string;
    score: number;
    rules: string[];
    decision: string;
  }
  const outcome = (m: Merchant): Outcome => {
    const r = random();
    if (r < 0.84) {
      const review = random() < 0.05;
      return {
        code: '00',
        text: 'Approved',
        score: review ? between(random, 700, 860) : between(random, 3, 520),
        rules: review ? [oneOf(random, ['ML_SCORE_GT_700', 'NEW_MERCHANT_FOR_CARD'])] : [],
        decision: review ? 'REVIEW' : 'APPROVE',
      };
    }
    if (r < 0.97) {
      const [code, text] = oneOf(random, DECLINES);
      return { code, text, score: between(random, 3, 600), rules: [], decision: 'APPROVE' };
    }
    const rule =
      m[1] === '5542'
        ? oneOf(random, ['FUEL_PUMP_VEL_3IN30', 'ML_SCORE_GT_900'])
        : m[4] === 'ECOM'
          ? oneOf(random, ['VEL_CNP_5IN10', 'XB_ECOM_NEW_DEVICE', 'NEW_TOKEN_HIGH_VALUE', 'HR_MCC_7995_NIGHT'])
          : oneOf(random, ['ML_SCORE_GT_900', 'GEO_IMPOSSIBLE_TRAVEL']);
    return { code: '59', text: 'Suspected fraud', score: between(random, 880, 999), rules: [rule], decision: 'DECLINE' };
  };
  const terminals = new Map(
    MERCHANTS.map((m) => [m[0], Array.from({ length: m[4] === 'ECOM' ? 1 : 4 }, () => chars(random, UPPER_NUM, 8))]),
  );
  const record = (t: number, m: Merchant, card: Card, o: Outcome, amount = amountFor(m[1])) => ({
    auth_id: `A${digits(random, 13)}`,
    received_at: isoMs(t),
    stan: digits(random, 6),
    rrn: `6322${digits(random, 8)}`,
    card: { token: card.token, last4: card.last4, product: card.product },
    merchant: { name: m[0], mcc: m[1], city: m[2], country: m[3], terminal_id: oneOf(random, terminals.get(m[0])!) },
    amount: { value: amount.toFixed(2), currency: m[3] === 'GBR' ? 'GBP' : m[3] === 'USA' ? 'USD' : m[3] === 'SWE' ? 'SEK' : 'EUR' },
    pos: {
      entry_mode:
        m[4] === 'ECOM'
          ? 'ECOM'
          : m[1] === '6011' || m[1] === '5542'
            ? 'CHIP_PIN'
            : oneOf(random, ['CONTACTLESS', 'APPLE_PAY', 'GOOGLE_PAY', 'CHIP_PIN']),
      terminal: m[4] === 'ECOM' ? 'ECOM' : m[1] === '5542' ? 'UNATTENDED_FUEL' : m[1] === '6011' ? 'ATM' : 'ATTENDED',
      three_ds: m[4] === 'ECOM' ? oneOf(random, ['FRICTIONLESS', 'FRICTIONLESS', 'CHALLENGE_PASSED', 'EXEMPT_LOW_VALUE']) : null,
    },
    response: { code: o.code, text: o.text },
    fraud: { score: o.score, model: 'gbm-card-2026.10.2', rules_fired: o.rules, decision: o.decision },
    issuer_processing_ms: between(random, 4, 61),
  });
  const start = T(18, 19);
  const end = T(19, 0);
  const entries: { t: number; rec: object }[] = [];
  for (let i = 0; i < 2_300; i++) {
    const t = start + pick(random, (end - start) / 1_000) * 1_000 + pick(random, 1_000);
    const m = oneOf(random, MERCHANTS);
    let o = outcome(m);
    // Carlisle's pumps turn nobody down tonight but the planted ones.
    if (m[2] === 'CARLISLE' && m[1] === '5542' && o.code !== '00')
      o = { code: '00', text: 'Approved', score: between(random, 3, 300), rules: [], decision: 'APPROVE' };
    entries.push({ t, rec: record(t, m, oneOf(random, cards), o) });
  }
  const customer = newCard();
  const approved = (): Outcome => ({ code: '00', text: 'Approved', score: between(random, 40, 380), rules: [], decision: 'APPROVE' });
  const esso = merchant('ESSO KINGSTOWN');
  entries.push({ t: T(18, 21, 12, 40, 118), rec: record(T(18, 21, 12, 40, 118), esso, customer, approved(), 99) });
  entries.push({ t: T(18, 21, 19, 2, 604), rec: record(T(18, 21, 19, 2, 604), esso, customer, approved(), 99) });
  const target = record(
    T(18, 21, 31, 7, 412),
    esso,
    customer,
    { code: '59', text: 'Suspected fraud', score: 912, rules: ['FUEL_PUMP_VEL_3IN30'], decision: 'DECLINE' },
    99,
  );
  entries.push({ t: T(18, 21, 31, 7, 412), rec: target });
  // Other pumps and other Carlisle declines around the same time.
  const pfs = merchant('TESCO PFS 2237');
  entries.push({
    t: T(18, 19, 48, 11),
    rec: record(
      T(18, 19, 48, 11),
      pfs,
      newCard(),
      { code: '51', text: 'Insufficient funds', score: 88, rules: [], decision: 'APPROVE' },
      99,
    ),
  });
  entries.push({
    t: T(18, 21, 24, 55),
    rec: record(
      T(18, 21, 24, 55),
      merchant('SHELL PENRITH'),
      newCard(),
      { code: '59', text: 'Suspected fraud', score: 944, rules: ['ML_SCORE_GT_900'], decision: 'DECLINE' },
      99,
    ),
  });
  entries.push({
    t: T(18, 21, 36, 20),
    rec: record(
      T(18, 21, 36, 20),
      merchant('ASDA SUPERSTORE 4471'),
      newCard(),
      { code: '59', text: 'Suspected fraud', score: 903, rules: ['GEO_IMPOSSIBLE_TRAVEL'], decision: 'DECLINE' },
      46.2,
    ),
  });
  entries.push({ t: T(18, 21, 40, 3), rec: record(T(18, 21, 40, 3), pfs, newCard(), approved(), 99) });
  entries.sort((a, b) => a.t - b.t);
  const records = entries.map((e) => e.rec);
  const text = JSON.stringify(target);
  const needle = text.slice(text.indexOf('"merchant"'), text.indexOf(',"issuer_processing_ms"'));
  const output = `${JSON.stringify({
    data: records,
    meta: { from: isoMs(start), to: isoMs(end), issuer: 'MERESIDE BANK', count: records.length, next_cursor: null },
  })}\n`;
  const ask =
    "A customer's card got turned down at a petrol station in Carlisle last night, about half nine, and she's been told it was our fraud checks. Which of our rules stopped it?";
  return probe('round 45: card authorisations api', ask, 'http_get', output, 'rule', needle, true);
}

/** Company and sole-trader names a bureau's clients pay. */
function supplierName(random: () => number): string {
  const TRADES = ['JOINERY', 'ROOFING', 'ELECTRICAL', 'DECORATING', 'GROUNDWORKS', 'FENCING', 'TILING', 'PLASTERING', 'PLUMBING'];
  const FIRMS = [
    'CUMBRIA READYMIX LTD',
    'NORTHERN ROOF TILES LTD',
    'PENNINE PLUMBING SUPPLIES',
    'KIRKBY BUILDERS MERCHANTS LTD',
    'LAKELAND TIMBER LTD',
    'SWIFT SKIP HIRE LTD',
    'EDEN OFFICE SUPPLIES',
    'FURNESS FLEET SERVICES',
    'KENDAL CLEANING CO',
    'MORECAMBE BAY PACKAGING',
    'DALES FEED AND SEED LTD',
    'HARRISON ELECTRICAL WHOLESALE',
    'NORTH WEST WASTE MGMT LTD',
    'CARR AND DIXON SOLICITORS',
    'RYDAL IT SERVICES LTD',
    'SOLWAY FUELS LTD',
    'TEES ACCESS SCAFFOLDING LTD',
    'BORDER PLANT HIRE LTD',
    'WINDERMERE LINEN SERVICES',
    'ULLSWATER CATERING SUPPLIES',
    'LUNE VALLEY ELECTRICAL LTD',
    'FELL AND DALE SECURITY LTD',
    'WESTFIELD INSULATION LTD',
    'CALDER FIRE PROTECTION LTD',
  ];
  return random() < 0.55
    ? oneOf(random, FIRMS)
    : `${oneOf(random, FIRST).slice(0, 1).toUpperCase()} ${oneOf(random, LAST).toUpperCase()} ${oneOf(random, TRADES)}`;
}

/** `GET /bulk-payments/v1/files/{id}/content`: a bureau's pain.001 as one line of XML; a housebuilder's scaffolding payment. */
function bureauPaymentFileXml(): EconomicsTask {
  const random = seededRandom(45_002);
  const accounts = new Map<string, string>();
  const accountOf = (name: string) => {
    let account = accounts.get(name);
    if (!account) {
      const [bank, prefix] = oneOf(random, BANKS);
      account = iban(bank, `${prefix}${digits(random, 4)}`, digits(random, 8));
      accounts.set(name, account);
    }
    return account;
  };
  const CLIENTS: readonly (readonly [string, string, readonly string[]])[] = [
    ['BRACKENFIELD HOMES LTD', 'BRKF', ['PLOTS 31-38 FELLGATE', 'PLOT 12 BECK MEADOWS', 'SITE 4 HIGH GARTH', 'PHASE 2 LUNE VIEW']],
    ['LUNE VALLEY DAIRIES LTD', 'LVDY', ['MILK RECORDING OCT', 'HAULAGE WK46', 'FEED NOV']],
    ['FELLSIDE CARE GROUP', 'FSCG', ['HOME 3 REPAIRS', 'AGENCY STAFF WK46', 'CATERING NOV']],
    ['WESTMORLAND JOINERY LTD', 'WMJY', ['TIMBER ORDER', 'SITE DELIVERY', 'TOOL HIRE']],
    ['KENT ESTUARY HOTELS LTD', 'KEHT', ['LINEN NOV', 'REFURB ROOM 14', 'FOOD STOCK']],
    ['SOLWAY HAULAGE LTD', 'SOLH', ['FUEL CARD OCT', 'TYRES', 'WORKSHOP PARTS']],
    ['EDEN VALLEY VETS LLP', 'EVVT', ['DRUGS ORDER', 'LOCUM WK46', 'CLEANING']],
    ['RIBBLE ENGINEERING LTD', 'RIBE', ['STEEL STOCK', 'MACHINING', 'CALIBRATION']],
    ['CALDER TEXTILES LTD', 'CALT', ['YARN', 'DYEING', 'CARRIAGE']],
    ['HOWGILL OUTDOOR LTD', 'HOWG', ['STOCK AW26', 'FULFILMENT OCT', 'PRINT']],
    ['ARNSIDE MARINE SERVICES', 'ARNM', ['MOORINGS', 'ENGINE PARTS', 'CHANDLERY']],
    ['KESWICK PENCIL WORKS LTD', 'KPWL', ['CEDAR', 'PACKAGING', 'PRINTING']],
    ['GRANGE BAKERIES LTD', 'GRBK', ['FLOUR', 'BUTTER', 'VAN LEASE']],
    ['MILLOM AGRICULTURAL LTD', 'MILA', ['FERTILISER', 'CONTRACTOR', 'DIESEL']],
    ['SEDBERGH SCHOOL SUPPLIES', 'SDSS', ['STATIONERY', 'UNIFORM', 'IT']],
    ['ULVERSTON PRINT CO LTD', 'ULPC', ['PAPER', 'INK', 'COURIER']],
    ['ALSTON FELL HOLIDAYS LTD', 'ALFH', ['CLEANING', 'LAUNDRY', 'MAINTENANCE']],
    ['DENT STONE LTD', 'DSTN', ['QUARRY PLANT', 'HAULAGE', 'EXPLOSIVES LICENCE']],
    ['APPLEBY FORGE LTD', 'APFG', ['COKE', 'STEEL BAR', 'SAFETY KIT']],
    ['COCKERMOUTH BREWING CO', 'COBR', ['MALT', 'HOPS', 'KEG HIRE']],
    ['WIGTON PHARMACY GROUP', 'WIPG', ['WHOLESALE', 'LOCUM', 'RENT']],
    ['BAMPTON ESTATES LLP', 'BAMP', ['FENCING', 'DRAINAGE', 'TREE WORK']],
  ];
  const txXml = (code: string, seq: number, refs: readonly string[], creditor: string, amount: number) =>
    `<CdtTrfTxInf><PmtId><InstrId>${code}-${String(seq).padStart(4, '0')}</InstrId><EndToEndId>${code}2611${digits(random, 8)}</EndToEndId></PmtId>` +
    `<Amt><InstdAmt Ccy="GBP">${amount.toFixed(2)}</InstdAmt></Amt><Cdtr><Nm>${creditor}</Nm></Cdtr><CdtrAcct><Id><IBAN>${accountOf(creditor)}</IBAN></Id></CdtrAcct>` +
    `<RmtInf><Ustrd>INV ${digits(random, 5)} ${oneOf(random, refs)}</Ustrd></RmtInf></CdtTrfTxInf>`;
  const amount = () => between(random, 1_500, oneOf(random, [60_000, 250_000, 1_200_000])) / 100;
  const batches: string[] = [];
  let total = 0;
  let count = 0;
  let needle = '';
  const order = shuffle(random, CLIENTS.slice(1));
  order.splice(Math.floor(order.length / 2), 0, CLIENTS[0]!);
  order.forEach(([client, code, refs], b) => {
    const n = between(random, 70, 110);
    const txs: string[] = [];
    let sum = 0;
    for (let k = 1; k <= n; k++) {
      let creditor = supplierName(random);
      let value = amount();
      if (code === 'BRKF' && k === Math.floor(n / 2)) {
        creditor = 'TYNE ACCESS SCAFFOLDING LTD';
        value = 18_426.4;
      } else if (code === 'BRKF' && k === Math.floor(n / 2) - 9) creditor = 'TYNE ACCESS HIRE LTD';
      else if (code === 'FSCG' && k === 20) {
        creditor = 'TYNE ACCESS SCAFFOLDING LTD';
        value = 2_940;
      }
      const tx = txXml(code, k, refs, creditor, value);
      if (code === 'BRKF' && creditor === 'TYNE ACCESS SCAFFOLDING LTD') needle = tx.slice(tx.indexOf('<Amt>'), tx.indexOf('<RmtInf>'));
      txs.push(tx);
      sum += value;
    }
    total += sum;
    count += n;
    batches.push(
      `<PmtInf><PmtInfId>${code}-20261119-${pad2(b + 1)}</PmtInfId><PmtMtd>TRF</PmtMtd><BtchBookg>false</BtchBookg><NbOfTxs>${n}</NbOfTxs><CtrlSum>${sum.toFixed(2)}</CtrlSum>` +
        `<PmtTpInf><SvcLvl><Cd>NURG</Cd></SvcLvl><LclInstrm><Prtry>FPS</Prtry></LclInstrm></PmtTpInf><ReqdExctnDt><Dt>2026-11-19</Dt></ReqdExctnDt>` +
        `<Dbtr><Nm>${client}</Nm></Dbtr><DbtrAcct><Id><IBAN>${iban('MRSD', `3096${digits(random, 2)}`, digits(random, 8))}</IBAN></Id></DbtrAcct>` +
        `<DbtrAgt><FinInstnId><BICFI>MRSDGB2LXXX</BICFI></FinInstnId></DbtrAgt><ChrgBr>SLEV</ChrgBr>${txs.join('')}</PmtInf>`,
    );
  });
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<CstmrCdtTrfInitn><GrpHdr><MsgId>PPB-20261119-0742-01</MsgId><CreDtTm>2026-11-19T07:42:10</CreDtTm><NbOfTxs>${count}</NbOfTxs><CtrlSum>${total.toFixed(2)}</CtrlSum>` +
    `<InitgPty><Nm>PENNINE PAYMENTS BUREAU LTD</Nm><Id><OrgId><Othr><Id>PPB0041</Id><SchmeNm><Prtry>MRSD-BULK</Prtry></SchmeNm></Othr></OrgId></Id></InitgPty></GrpHdr>` +
    `${batches.join('')}</CstmrCdtTrfInitn></Document>\n`;
  const ask =
    "Brackenfield Homes' finance team are on the phone about their supplier run in this morning's bureau file. How much is it paying their scaffolders, Tyne Access Scaffolding, and which account is the money going to?";
  return probe('round 45: bureau payment file xml', ask, 'http_get', output, 'payment', needle, true);
}

/** The web banking app's main bundle, minified: how long the Confirmation of Payee check may take. */
function webBankingBundle(): EconomicsTask {
  const random = seededRandom(45_003);
  const LETTERS = 'abdfghjkmopquvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  /** A minified name that is not one of the module's own (`e`, `t`, `n`, `r`, `s`, `l`, `i`, `c`). */
  const v = () =>
    random() < 0.5 ? chars(random, LETTERS, 1) : `${chars(random, LETTERS, 1)}${chars(random, `${LETTERS}0123456789_$`, 1)}`;
  const modId = () => between(random, 1_000, 99_999);
  const TIMEOUTS = ['1e4', '1e4', '15e3', '2e4', '3e4', '5e3', '8e3', '12e3'];
  /** Resources: a fixed path, or a path around an id. */
  const RESOURCES: readonly (readonly [string, string?])[] = [
    ['accounts'],
    ['accounts/', '/transactions'],
    ['accounts/', '/balances'],
    ['standing-orders'],
    ['direct-debits'],
    ['direct-debits/', '/cancel'],
    ['cards'],
    ['cards/', '/freeze'],
    ['cards/', '/pin-reminder'],
    ['statements'],
    ['statements/', '/pdf'],
    ['savings/pots'],
    ['savings/pots/', '/transfers'],
    ['notifications/preferences'],
    ['profile'],
    ['profile/contact-details'],
    ['documents'],
    ['mortgages/', '/summary'],
    ['mortgages/', '/overpayments'],
    ['overdraft/limit-requests'],
    ['disputes'],
    ['travel-notices'],
    ['payments/domestic'],
    ['payments/scheduled'],
    ['payments/', '/receipt'],
    ['auth/step-up/challenges'],
  ];
  const VERBS = ['list', 'get', 'create', 'update', 'remove', 'fetchAll', 'submit', 'cancel', 'load', 'search', 'download', 'refresh'];
  const COPY = [
    'Check your payment',
    'Send payment',
    'Your accounts',
    'Available balance',
    'Pending transactions',
    'Freeze card',
    'Your card is frozen',
    'Set up a standing order',
    'Cancel direct debit',
    'We could not load your statements',
    'Try again',
    'Savings pots',
    'Move money',
    'Add a new payee',
    'Sort code',
    'Account number',
    'Reference',
    'Payment sent',
    'Download statement',
    'Report a problem with a payment',
    'Your mortgage',
    'Make an overpayment',
    'Approve in the app',
    'Sign out',
  ];
  const BLOCKS = [
    'account-card',
    'payee-list',
    'balance',
    'txn-row',
    'pot-tile',
    'statement-link',
    'card-controls',
    'mortgage-summary',
    'payment-form',
  ];
  const ELEMENTS = ['title', 'value', 'icon', 'meta', 'action', 'hint', 'row'];
  const api = () => {
    const name = v();
    const verbs = shuffle(random, [...VERBS]).slice(0, between(random, 3, 7));
    const methods = verbs.map((verb) => {
      const [head, tail] = oneOf(random, RESOURCES);
      const method = oneOf(random, ['get', 'get', 'post', 'put', 'delete']);
      const path = tail ? `"/api/v2/${head}".concat(e,"${tail}")` : `"/api/v2/${head}"`;
      const body = method === 'post' || method === 'put';
      return `${verb}:${body ? '(e,t)' : 'e'}=>r.A.${method}(${path}${body ? ',t' : ''},{timeout:${oneOf(random, TIMEOUTS)}})`;
    });
    return { name, body: `const ${name}={${methods.join(',')}};` };
  };
  /** `n` different minified names made by `make`. */
  const distinct = (n: number, make: () => string) => {
    const names = new Set<string>();
    while (names.size < n) names.add(make());
    return [...names];
  };
  const component = (name: string) => {
    const props = [
      ...new Set(
        Array.from({ length: between(random, 1, 3) }, () =>
          oneOf(random, ['account', 'onSelect', 'payee', 'amount', 'isLoading', 'onClose', 'card', 'title', 'variant']),
        ),
      ),
    ];
    return {
      name,
      body:
        `const ${name}=e=>{let{${props.map((p, k) => `${p}:${'tao'[k]!}`).join(',')}}=e;const[d,u]=(0,s.useState)(${oneOf(random, ['!1', '!0', 'null', '""', '0', '[]'])});` +
        `return(0,s.useEffect)((()=>{${oneOf(random, ['d&&u(!1)', 'u(null)', 'document.title="Mereside | ".concat(t)'])}}),[d]),` +
        `(0,l.jsxs)("${oneOf(random, ['div', 'section', 'form', 'li'])}",{className:"msb-${oneOf(random, BLOCKS)}__${oneOf(random, ELEMENTS)}",` +
        `children:[(0,l.jsx)(i.${chars(random, LETTERS, 2)},{label:"${oneOf(random, COPY)}",value:t}),(0,l.jsx)("span",{children:"${oneOf(random, COPY)}"})]})};`,
    };
  };
  const strings = () =>
    `e.exports=JSON.parse('{${Array.from(
      { length: between(random, 6, 18) },
      () =>
        `"${oneOf(random, ['payments', 'cards', 'accounts', 'savings', 'mortgage', 'profile'])}.${oneOf(random, ['review', 'confirm', 'list', 'detail', 'empty', 'error', 'form', 'success'])}.${oneOf(random, ['title', 'cta', 'body', 'label', 'hint', 'back'])}":"${oneOf(random, COPY)}"`,
    ).join(',')}}')`;
  const util = () => {
    const [a, b, d] = distinct(3, v) as [string, string, string];
    return {
      names: [a, b, d],
      body:
        `function ${a}(e){return null==e?"":new Intl.NumberFormat("en-GB",{style:"currency",currency:"GBP",minimumFractionDigits:2}).format(e/100)}` +
        `function ${b}(e){return e.replace(/\\D/g,"").replace(/(\\d{2})(?=\\d)/g,"$1-").slice(0,8)}` +
        `function ${d}(e,t){return(0,c.A)(e,"${oneOf(random, ['d MMM yyyy', 'dd/MM/yyyy', 'EEEE d MMMM', 'HH:mm'])}",{locale:t})}`,
    };
  };
  const mod = (body: string, exports: string) =>
    `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${exports}});var r=n(${modId()}),s=n(${modId()}),l=n(${modId()}),i=n(${modId()}),c=n(${modId()});${body}}`;
  const modules: string[] = [];
  let length = 0;
  while (length < 900_000) {
    const kind = pick(random, 10);
    let text: string;
    if (kind < 3) {
      const { name, body } = api();
      text = mod(body, `A:()=>${name}`);
    } else if (kind < 7) {
      const parts = distinct(
        between(random, 1, 4),
        () => `${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}${chars(random, LETTERS, 1)}`,
      ).map(component);
      text = mod(parts.map((p) => p.body).join(''), `default:()=>${parts[parts.length - 1]!.name}`);
    } else if (kind < 9) text = `${modId()}:e=>{"use strict";${strings()}}`;
    else {
      const { names, body } = util();
      text = mod(body, `Nx:()=>${names[0]!},fY:()=>${names[1]!},Qm:()=>${names[2]!}`);
    }
    modules.push(text);
    length += text.length + 1;
  }
  const payees =
    `const Ke={list:e=>r.A.get("/api/v2/payees",{params:e,timeout:1e4}),add:(e,t)=>r.A.post("/api/v2/payees",t,{headers:{"X-Step-Up-Token":e},timeout:15e3}),` +
    `confirmPayee:e=>r.A.post("/api/v2/payees/confirmation-of-payee",{name:e.name.trim(),sortCode:e.sortCode.replace(/-/g,""),accountNumber:e.accountNumber,accountType:e.isBusiness?"BUSINESS":"PERSONAL",secondaryReference:e.rollNumber||void 0},{timeout:4500,headers:{"X-CoP-Version":"3.1"}}),` +
    `copOutcome:e=>r.A.get("/api/v2/payees/confirmation-of-payee/".concat(e),{timeout:8e3}),remove:e=>r.A.delete("/api/v2/payees/".concat(e),{timeout:1e4})};`;
  const copText =
    `${modId()}:e=>{"use strict";e.exports=JSON.parse('{"payees.cop.match":"The name matches the account","payees.cop.closeMatch":"The name is close to the name on the account",` +
    `"payees.cop.noMatch":"The name you entered doesn\\'t match the account","payees.cop.unavailable":"We couldn\\'t check the name right now. You can still continue.","payees.cop.checking":"Checking the name on the account"}')}`;
  modules.splice(Math.floor(modules.length * 0.5), 0, mod(payees, 'A:()=>Ke'));
  modules.splice(Math.floor(modules.length * 0.43), 0, copText);
  const needle = payees.slice(payees.indexOf('confirmPayee:'), payees.indexOf(',headers:{"X-CoP'));
  const output =
    `"use strict";(self.webpackChunk_mereside_web_banking=self.webpackChunk_mereside_web_banking||[]).push([[792],{${modules.join(',')}}]);\n` +
    '//# sourceMappingURL=main.8c41f0e2.js.map\n';
  const ask =
    'Looking at the web banking bundle we shipped: when someone adds a new payee, how long does the app wait for the Confirmation of Payee name check before it gives up on it?';
  return probe('round 45: web banking bundle', ask, 'http_get', output, 'timeout', needle, true);
}

/** `kubectl logs job/ledger-eod-20261118`: last night's end-of-day run, three flows at once; where the standing orders step threw. */
function ledgerEodLog(): EconomicsTask {
  const random = seededRandom(45_004);
  const events: { t: number; text: string }[] = [];
  const add = (t: number, level: string, thread: string, logger: string, msg: string, trace: readonly string[] = []) =>
    events.push({
      t,
      text: [
        `${isoMs(t)} ${level.padStart(5)} 1 --- [ledger-eod] [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40).slice(0, 40)} : ${msg}`,
        ...trace,
      ].join('\n'),
    });
  const at = (frames: readonly string[]) => frames.map((f) => `\tat ${f}`);
  const CHUNK_FRAMES = [
    'org.springframework.batch.core.step.item.SimpleChunkProcessor.doProcess(SimpleChunkProcessor.java:134)',
    'org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.lambda$transform$1(FaultTolerantChunkProcessor.java:293)',
    'org.springframework.retry.support.RetryTemplate.doExecute(RetryTemplate.java:357)',
    'org.springframework.retry.support.RetryTemplate.execute(RetryTemplate.java:230)',
    'org.springframework.batch.core.step.item.BatchRetryTemplate.execute(BatchRetryTemplate.java:216)',
    'org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.transform(FaultTolerantChunkProcessor.java:307)',
    'org.springframework.batch.core.step.item.SimpleChunkProcessor.process(SimpleChunkProcessor.java:209)',
    'org.springframework.batch.core.step.item.ChunkOrientedTasklet.execute(ChunkOrientedTasklet.java:77)',
  ];
  const TASKLET_FRAMES = [
    'org.springframework.batch.core.step.tasklet.TaskletStep$ChunkTransactionCallback.doInTransaction(TaskletStep.java:407)',
    'org.springframework.batch.core.step.tasklet.TaskletStep$ChunkTransactionCallback.doInTransaction(TaskletStep.java:331)',
    'org.springframework.transaction.support.TransactionTemplate.execute(TransactionTemplate.java:140)',
    'org.springframework.batch.core.step.tasklet.TaskletStep$2.doInChunkContext(TaskletStep.java:273)',
    'org.springframework.batch.core.scope.context.StepContextRepeatCallback.doInIteration(StepContextRepeatCallback.java:82)',
    'org.springframework.batch.repeat.support.RepeatTemplate.getNextResult(RepeatTemplate.java:369)',
    'org.springframework.batch.repeat.support.RepeatTemplate.executeInternal(RepeatTemplate.java:206)',
    'org.springframework.batch.repeat.support.RepeatTemplate.iterate(RepeatTemplate.java:140)',
    'org.springframework.batch.core.step.tasklet.TaskletStep.doExecute(TaskletStep.java:258)',
    'org.springframework.batch.core.step.AbstractStep.execute(AbstractStep.java:229)',
    'org.springframework.batch.core.partition.support.TaskExecutorPartitionHandler$1.call(TaskExecutorPartitionHandler.java:139)',
    'java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const account = () => `7${digits(random, 7)}`;
  const lockTrace = (step: string) => [
    `org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [update account_balance set accrued_interest = ?, accrual_date = ? where account_id = ? and version = ?]; ERROR: could not serialize access due to concurrent update`,
    ...at([
      'org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:112)',
      'org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator.translate(AbstractFallbackSQLExceptionTranslator.java:107)',
      'org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1575)',
      'org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:677)',
      'org.springframework.jdbc.core.JdbcTemplate.batchUpdate(JdbcTemplate.java:1033)',
      step === 'interestAccrualStep'
        ? 'uk.co.mereside.ledger.interest.AccrualWriter.write(AccrualWriter.java:64)'
        : 'uk.co.mereside.ledger.eod.dd.CollectionWriter.write(CollectionWriter.java:91)',
      'org.springframework.batch.core.step.item.SimpleChunkProcessor.writeItems(SimpleChunkProcessor.java:203)',
      'org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.lambda$write$6(FaultTolerantChunkProcessor.java:438)',
      'org.springframework.retry.support.RetryTemplate.doExecute(RetryTemplate.java:357)',
    ]),
    'Caused by: org.postgresql.util.PSQLException: ERROR: could not serialize access due to concurrent update',
    ...at([
      'org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)',
      'org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2420)',
      'org.postgresql.jdbc.PgStatement.internalExecuteBatch(PgStatement.java:893)',
      'com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeBatch(HikariProxyPreparedStatement.java)',
    ]),
    `\t... ${between(random, 22, 26)} common frames omitted`,
  ];
  const feeTrace = () => [
    `uk.co.mereside.ledger.fees.FeeRuleNotFoundException: no fee rule for product ${oneOf(random, ['CA-GRAD-2019', 'CA-STUDENT-2018', 'BA-CLUB-2017'])} effective 2026-11-18`,
    ...at([
      'uk.co.mereside.ledger.fees.FeeRuleRepository.ruleFor(FeeRuleRepository.java:88)',
      'uk.co.mereside.ledger.fees.FeeAssessmentProcessor.process(FeeAssessmentProcessor.java:47)',
      'uk.co.mereside.ledger.fees.FeeAssessmentProcessor.process(FeeAssessmentProcessor.java:22)',
      ...CHUNK_FRAMES,
    ]),
    `\t... ${TASKLET_FRAMES.length} common frames omitted`,
  ];
  const payeeTrace = (so: string) => [
    `uk.co.mereside.ledger.eod.standingorders.PayeeAccountClosedException: payee account closed for standing order ${so}`,
    ...at([
      'uk.co.mereside.ledger.eod.standingorders.PayeeValidator.check(PayeeValidator.java:52)',
      'uk.co.mereside.ledger.eod.standingorders.StandingOrderItemProcessor.process(StandingOrderItemProcessor.java:74)',
      'uk.co.mereside.ledger.eod.standingorders.StandingOrderItemProcessor.process(StandingOrderItemProcessor.java:29)',
      ...CHUNK_FRAMES,
    ]),
    `\t... ${TASKLET_FRAMES.length} common frames omitted`,
  ];
  const start = T(18, 23, 30, 4, 211);
  const failAt = T(19, 1, 5, 12, 442);
  /** Flows: thread and steps (name, minutes, items, partitions). */
  const FLOWS: readonly (readonly [string, string, readonly (readonly [string, number, number, number])[]])[] = [
    [
      'cards',
      'eod-flow-1',
      [
        ['cardSettlementPostingStep', 44, 412_000, 8],
        ['chargebackPostingStep', 4, 860, 1],
        ['cardFeeStep', 17, 96_000, 4],
        ['cardLimitRefreshStep', 29, 388_000, 8],
        ['tokenLifecycleStep', 12, 41_000, 2],
        ['cardStatementStep', 48, 352_000, 8],
        ['rewardsAccrualStep', 22, 118_000, 4],
      ],
    ],
    [
      'payments',
      'eod-flow-2',
      [
        ['fpsSettlementReconStep', 28, 261_000, 8],
        ['bacsCreditPostingStep', 16, 94_000, 4],
        ['directDebitCollectionStep', 24, 187_000, 8],
        ['standingOrderStep', 44, 41_800, 4],
        ['paymentLimitResetStep', 9, 1_050_000, 8],
      ],
    ],
    [
      'accounts',
      'eod-flow-3',
      [
        ['interestAccrualStep', 64, 1_000_400, 8],
        ['feeAssessmentStep', 41, 612_000, 8],
        ['overdraftReviewStep', 19, 58_000, 4],
        ['statementExtractStep', 52, 204_000, 8],
        ['dormancyCheckStep', 26, 1_050_000, 8],
      ],
    ],
  ];
  add(
    start - 11_402,
    'INFO',
    'main',
    'u.c.m.l.eod.LedgerEodApplication',
    'Starting LedgerEodApplication v4.31.2 using Java 21.0.5 with PID 1 (/app/ledger-eod.jar started by ledger in /app)',
  );
  add(start - 11_377, 'INFO', 'main', 'u.c.m.l.eod.LedgerEodApplication', 'The following 2 profiles are active: "prod", "eod"');
  add(start - 6_120, 'INFO', 'main', 'com.zaxxer.hikari.HikariDataSource', 'ledgerPool - Starting...');
  add(
    start - 5_871,
    'INFO',
    'main',
    'com.zaxxer.hikari.pool.HikariPool',
    'ledgerPool - Added connection org.postgresql.jdbc.PgConnection@5b8dfcc1',
  );
  add(start - 5_870, 'INFO', 'main', 'com.zaxxer.hikari.HikariDataSource', 'ledgerPool - Start completed.');
  add(
    start - 1_032,
    'INFO',
    'main',
    'u.c.m.l.eod.LedgerEodApplication',
    'Started LedgerEodApplication in 10.418 seconds (process running for 11.102)',
  );
  add(
    start,
    'INFO',
    'main',
    'o.s.b.c.l.support.SimpleJobLauncher',
    "Job: [FlowJob: [name=eodJob]] launched with the following parameters: [{'businessDate':'{value=2026-11-18, type=class java.time.LocalDate, identifying=true}'}]",
  );
  /** `27m39s412ms`, as Spring Batch prints a step's duration. */
  const took = (ms: number) => `${Math.floor(ms / MINUTE)}m${Math.floor((ms % MINUTE) / SECOND)}s${Math.round(ms % SECOND)}ms`;
  let jobEnd = start;
  for (const [flowIndex, [flow, thread, steps]] of FLOWS.entries()) {
    /** The partition worker threads come from one pool of eight per flow. */
    const worker = (p: number) => `eod-part-${pad2(flowIndex * 8 + p + 1)}`;
    let t = start + between(random, 200, 900);
    add(t, 'INFO', thread, 'u.c.m.l.eod.EodFlowListener', `flow=${flow} started, ${steps.length} steps`);
    for (const [step, minutes, items, partitions] of steps) {
      const failing = step === 'standingOrderStep';
      if (t > failAt && flow === 'payments') break;
      add(t, 'INFO', thread, 'o.s.batch.core.job.SimpleStepHandler', `Executing step: [${step}]`);
      const duration = (failing ? failAt - t : minutes * MINUTE) + (failing ? 0 : between(random, -60, 60) * SECOND);
      const stepStart = t;
      const stepEnd = t + duration;
      const done = Array.from({ length: partitions }, () => 0);
      const per = Math.ceil(items / partitions);
      let skipped = 0;
      let tick = t + between(random, 4, 9) * SECOND;
      while (tick < stepEnd) {
        const p = pick(random, partitions);
        const share = (tick - stepStart) / (failing ? minutes * MINUTE : duration);
        done[p] = Math.min(per, Math.max(done[p]!, Math.floor(per * share * (0.9 + random() * 0.2))));
        const filtered = Math.floor(done[p] * 0.002);
        add(
          tick,
          'INFO',
          partitions > 1 ? worker(p) : thread,
          'u.c.m.l.eod.batch.ChunkProgressListener',
          `step=${step} partition=${p + 1}/${partitions} read=${done[p]} written=${done[p] - filtered} filtered=${filtered} skipped=${skipped} commits=${Math.ceil(done[p] / 500)} rate=${between(random, 90, 460)}/s`,
        );
        const r = random();
        if (step === 'interestAccrualStep' && r < 0.07)
          add(
            tick + between(random, 50, 900),
            'WARN',
            worker(p),
            'u.c.m.l.eod.batch.RetryLoggingListener',
            `retry ${between(random, 1, 2)}/3 for account ${account()} in step=${step}`,
            lockTrace(step),
          );
        else if (step === 'directDebitCollectionStep' && r < 0.04)
          add(
            tick + between(random, 50, 900),
            'WARN',
            worker(p),
            'u.c.m.l.eod.batch.RetryLoggingListener',
            `retry 1/3 for mandate DDI-${digits(random, 8)} in step=${step}`,
            lockTrace(step),
          );
        else if (step === 'feeAssessmentStep' && r < 0.05) {
          skipped++;
          add(
            tick + between(random, 50, 900),
            'WARN',
            worker(p),
            'u.c.m.l.eod.batch.SkipLoggingListener',
            `skipped account ${account()} in process, step=${step}`,
            feeTrace(),
          );
        } else if (step === 'standingOrderStep' && r < 0.06) {
          skipped++;
          const so = `SO-00${digits(random, 6)}`;
          add(
            tick + between(random, 50, 900),
            'WARN',
            worker(p),
            'u.c.m.l.eod.batch.SkipLoggingListener',
            `skipped standing order ${so} in process, step=${step}`,
            payeeTrace(so),
          );
        } else if (step === 'directDebitCollectionStep' && r < 0.12)
          add(
            tick + between(random, 50, 900),
            'INFO',
            worker(p),
            'u.c.m.l.eod.dd.CollectionWriter',
            `mandate DDI-${digits(random, 8)} account ${account()}: insufficient cleared funds, collection of ${(between(random, 500, 90_000) / 100).toFixed(2)} held for re-presentation`,
          );
        tick += between(random, 5, 13) * SECOND + pick(random, 1_000);
      }
      if (failing) {
        add(failAt, 'ERROR', worker(2), 'o.s.batch.core.step.AbstractStep', `Encountered an error executing step ${step} in job eodJob`, [
          'org.springframework.batch.core.step.skip.NonSkippableProcessException: Non-skippable exception during process',
          ...at([
            'org.springframework.batch.core.step.item.FaultTolerantChunkProcessor.lambda$transform$1(FaultTolerantChunkProcessor.java:297)',
            ...CHUNK_FRAMES.slice(2),
            ...TASKLET_FRAMES,
          ]),
          'Caused by: java.lang.IllegalStateException: standing order SO-00418823 (account 71250418) is MONTHLY but has no anchor day',
          ...at([
            'uk.co.mereside.ledger.eod.standingorders.NextDueDateCalculator.nextDueDate(NextDueDateCalculator.java:94)',
            'uk.co.mereside.ledger.eod.standingorders.StandingOrderItemProcessor.process(StandingOrderItemProcessor.java:61)',
            'uk.co.mereside.ledger.eod.standingorders.StandingOrderItemProcessor.process(StandingOrderItemProcessor.java:29)',
            CHUNK_FRAMES[0]!,
            CHUNK_FRAMES[1]!,
          ]),
          `\t... ${CHUNK_FRAMES.length - 2 + TASKLET_FRAMES.length} common frames omitted`,
        ]);
        add(
          failAt + 388,
          'INFO',
          worker(2),
          'o.s.batch.core.step.AbstractStep',
          `Step: [${step}:partition2] executed in ${took(failAt + 388 - stepStart)}`,
        );
        add(
          failAt + 29_114,
          'INFO',
          thread,
          'o.s.batch.core.step.AbstractStep',
          `Step: [${step}] executed in ${took(failAt + 29_114 - stepStart)}`,
        );
        add(
          failAt + 29_420,
          'WARN',
          thread,
          'u.c.m.l.eod.EodFlowListener',
          `flow=${flow} stopped at step=${step} status=FAILED, remaining steps not run: [paymentLimitResetStep]`,
        );
        t = failAt + 30_000;
        break;
      }
      add(stepEnd, 'INFO', thread, 'o.s.batch.core.step.AbstractStep', `Step: [${step}] executed in ${took(duration)}`);
      t = stepEnd + between(random, 300, 2_000);
    }
    if (flow !== 'payments') add(t, 'INFO', thread, 'u.c.m.l.eod.EodFlowListener', `flow=${flow} completed`);
    jobEnd = Math.max(jobEnd, t);
  }
  for (let t = start + 30 * SECOND; t < jobEnd; t += 30 * SECOND) {
    const active = between(random, 14, 38);
    add(
      t + pick(random, 200),
      'DEBUG',
      'HikariPool-1 housekeeper',
      'com.zaxxer.hikari.pool.HikariPool',
      `ledgerPool - Pool stats (total=40, active=${active}, idle=${40 - active}, waiting=${active > 35 ? between(random, 1, 4) : 0})`,
    );
  }
  const elapsed = jobEnd + 1_200 - start;
  add(
    jobEnd + 1_200,
    'INFO',
    'main',
    'o.s.b.c.l.support.SimpleJobLauncher',
    `Job: [FlowJob: [name=eodJob]] completed with the following parameters: [{'businessDate':'{value=2026-11-18, type=class java.time.LocalDate, identifying=true}'}] and the following status: [FAILED] in ${Math.floor(elapsed / 3_600_000)}h${took(elapsed % 3_600_000)}`,
  );
  add(
    jobEnd + 1_460,
    'WARN',
    'main',
    'u.c.m.l.eod.EodNotifier',
    'paging ledger-oncall: eodJob FAILED businessDate=2026-11-18 failedSteps=[standingOrderStep] incident=INC-2026-11-0419',
  );
  add(jobEnd + 1_902, 'INFO', 'main', 'com.zaxxer.hikari.HikariDataSource', 'ledgerPool - Shutdown completed.');
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const needle = 'at uk.co.mereside.ledger.eod.standingorders.NextDueDateCalculator.nextDueDate(NextDueDateCalculator.java:94)';
  const ask =
    "Last night's end-of-day run fell over in the standing orders step. Which of our own classes threw the exception that stopped it, and on what line?";
  return probe('round 45: ledger eod log', ask, 'run_shell', output, 'class', needle);
}

/** `GET /origination/v2/applications?stage=...`, pretty JSON: what the valuer put a Harrogate couple's house at. */
function mortgageApplicationsJson(): EconomicsTask {
  const random = seededRandom(45_005);
  const BROKERS = [
    ['Lakeland Mortgage Centre', '612044'],
    ['Pennine Home Finance LLP', '587310'],
    ['North West Mortgage Hub', '701228'],
    ['Yorkshire Dales Financial', '540973'],
    ['Keystone Advice Ltd', '669815'],
    ['Fellside Money Matters', '723406'],
  ] as const;
  const VALUERS = [
    'J. Brennan MRICS',
    'A. Sutcliffe MRICS',
    'K. Airey FRICS',
    'M. Rahman MRICS',
    'S. Nicholson MRICS',
    'D. Holt AssocRICS',
  ];
  const TYPES = ['DETACHED_HOUSE', 'SEMI_DETACHED_HOUSE', 'TERRACED_HOUSE', 'END_TERRACE_HOUSE', 'FLAT', 'BUNGALOW'];
  const COMMENTS = [
    'Property in good condition commensurate with age. No adverse comments.',
    'Suitable security for mortgage purposes.',
    'Evidence of past movement to rear extension, considered historic and non-progressive.',
    'Good demand for this type of property in the locality.',
    'Retention not required. Some general maintenance is due to the windows.',
    'Desktop valuation supported by recent comparable sales.',
    'Flat roof to garage nearing the end of its economic life.',
  ];
  const person = (first: string, last: string) => {
    const born = between(random, 1958, 2001);
    return {
      name: `${first} ${last}`,
      date_of_birth: `${born}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      employment_status: oneOf(random, ['EMPLOYED', 'EMPLOYED', 'EMPLOYED', 'SELF_EMPLOYED', ...(born < 1962 ? ['RETIRED'] : [])]),
      gross_annual_income: between(random, 22, 110) * 1_000,
    };
  };
  interface Opts {
    town?: readonly [string, string];
    applicants?: ReturnType<typeof person>[];
    price?: number;
    value?: number;
    comment?: string;
    broker?: boolean;
  }
  const application = (submitted: number, opts: Opts = {}) => {
    const [town, district] = opts.town ?? oneOf(random, TOWNS);
    const price = opts.price ?? between(random, 120, 650) * 1_000 + oneOf(random, [0, 0, 250, 500, 950]);
    const value = opts.value ?? Math.max(100_000, Math.round(price / 5_000) * 5_000 - oneOf(random, [0, 0, 0, 0, 5_000, 10_000]));
    const deposit = oneOf(random, [0.05, 0.1, 0.15, 0.25, 0.4]);
    const loan = Math.round((price * (1 - deposit)) / 100) * 100;
    const broker = (opts.broker ?? random() < 0.7) ? oneOf(random, BROKERS) : undefined;
    const physical = random() < 0.75;
    const inspected = submitted + between(random, 3, 12) * DAY;
    const applicants =
      opts.applicants ??
      (random() < 0.55
        ? (() => {
            const last = oneOf(random, LAST);
            return [person(oneOf(random, FIRST), last), person(oneOf(random, FIRST), last)];
          })()
        : [person(oneOf(random, FIRST), oneOf(random, LAST))]);
    return {
      application_id: `MA-2026-0${digits(random, 6)}`,
      stage: oneOf(random, ['VALUATION_RECEIVED', 'UNDERWRITING', 'UNDERWRITING', 'OFFER_PENDING']),
      submitted_at: `${iso(submitted)}Z`,
      channel: broker ? 'BROKER' : 'DIRECT',
      broker: broker ? { firm: broker[0], fca_frn: broker[1], adviser: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}` } : null,
      property: {
        address_line1: `${between(random, 1, 140)} ${oneOf(random, STREETS)}`,
        town,
        postcode: `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
        property_type: oneOf(random, TYPES),
        tenure: random() < 0.85 ? 'FREEHOLD' : 'LEASEHOLD',
        bedrooms: between(random, 1, 5),
        new_build: random() < 0.08,
        purchase_price: price,
      },
      valuation: {
        type: physical ? 'PHYSICAL' : 'DESKTOP',
        panel_manager: 'Northpoint Valuation Panel',
        valuer: physical ? oneOf(random, VALUERS) : 'Northpoint Desktop Team',
        inspected_on: ymd(inspected),
        market_value: value,
        reinstatement_cost: Math.round((value * (0.55 + random() * 0.25)) / 1_000) * 1_000,
        saleable: true,
        comments: opts.comment ?? oneOf(random, COMMENTS),
      },
      applicants,
      loan: {
        amount: loan,
        term_months: oneOf(random, [240, 300, 300, 360, 420]),
        product_code: `PU-F${oneOf(random, ['2', '5', '5', '10'])}-${oneOf(random, ['60', '75', '85', '90', '95'])}-${oneOf(random, ['F0', 'F1', 'F2'])}-${broker ? 'B' : 'D'}`,
        repayment_type: random() < 0.93 ? 'CAPITAL_AND_INTEREST' : 'PART_AND_PART',
        ltv_pct: Number(((loan / value) * 100).toFixed(2)),
      },
      underwriting: {
        case_owner: `${oneOf(random, FIRST).toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`,
        decision: oneOf(random, ['PENDING', 'PENDING', 'ACCEPT', 'REFER']),
        conditions:
          random() < 0.3
            ? [oneOf(random, ['Latest 3 months payslips', 'Gifted deposit letter', 'SA302 for 2024/25', 'Building control sign-off'])]
            : [],
      },
    };
  };
  const COUNT = 560;
  const apps: object[] = [];
  const harrogate = TOWNS.find(([t]) => t === 'Harrogate')!;
  for (let i = 0; i < COUNT; i++) {
    const submitted = T(19, 0) - between(random, 8, 40) * DAY + pick(random, DAY);
    apps.push(application(submitted));
  }
  const targetAt = Math.floor(COUNT * 0.54);
  apps[targetAt] = application(T(2, 10, 41), {
    town: harrogate,
    applicants: [person('Grace', 'Adeyemi-Clarke'), person('Daniel', 'Adeyemi-Clarke')],
    price: 395_000,
    value: 387_500,
    broker: true,
    comment: 'Comparable evidence on Oatlands Drive and Hookstone Road supports a figure below the agreed price. Good demand in the area.',
  });
  apps[Math.floor(COUNT * 0.41)] = application(T(4, 15, 2), { town: harrogate, price: 392_500, value: 390_000 });
  apps[Math.floor(COUNT * 0.62)] = application(T(6, 9, 18), {
    town: TOWNS.find(([t]) => t === 'Leeds')!,
    applicants: [person('Tunde', 'Adeyemi')],
  });
  const output = `${JSON.stringify(
    {
      data: apps,
      meta: { stage: ['VALUATION_RECEIVED', 'UNDERWRITING', 'OFFER_PENDING'], count: COUNT, generated_at: '2026-11-19T10:14:52Z' },
    },
    null,
    2,
  )}\n`;
  const needle = '"market_value": 387500';
  const ask =
    'Grace and Daniel Adeyemi-Clarke, who are buying in Harrogate, have had their broker on. What did our valuer put the house at? They think it came back under what they agreed to pay.';
  return probe('round 45: mortgage applications json', ask, 'http_get', output, 'valuation', needle);
}

/** `kubectl get prometheusrules -A -o yaml`: the alerting rules; the threshold of the outbound FPS settlement page. */
function prometheusRulesYaml(): EconomicsTask {
  const random = seededRandom(45_006);
  /** Namespaces and their services; `c` marks a Kafka consumer, `j` a JVM service. */
  const NAMESPACES: readonly (readonly [string, string, readonly string[]])[] = [
    [
      'cards',
      'cards',
      [
        'card-auth-gateway:cj',
        'fraud-decision-engine:cj',
        'tokenisation-service:j',
        'card-settlement-loader:cj',
        'dispute-service:j',
        'card-controls-api:j',
      ],
    ],
    [
      'core-banking',
      'ledger',
      ['ledger-api:j', 'posting-engine:cj', 'interest-service:j', 'statement-service:cj', 'account-service:j', 'customer-master:j'],
    ],
    ['digital', 'digital', ['web-bff:', 'mobile-bff:', 'notifications:c', 'auth-server:j', 'web-banking:', 'feature-flags:']],
    ['mortgages', 'mortgages', ['origination-api:j', 'decision-engine:j', 'valuation-connector:c', 'offer-docs:j', 'broker-portal:']],
    ['open-banking', 'digital', ['ob-gateway:j', 'consent-service:cj', 'tpp-registry-sync:j', 'vrp-limits:cj']],
    [
      'payments',
      'payments',
      [
        'bacs-reports-ingest:cj',
        'bacs-submission:j',
        'cop-service:j',
        'fps-gateway:cj',
        'fps-settlement-recon:cj',
        'payment-orchestrator:cj',
        'sanctions-screening:cj',
      ],
    ],
    ['platform', 'platform', ['ingress-nginx:', 'cert-manager:', 'external-dns:', 'vault-agent-injector:', 'keda-operator:']],
    ['reporting', 'data', ['regulatory-returns:j', 'dwh-loader:c', 'mi-dashboards:', 'statement-archive:cj']],
    [
      'risk',
      'risk',
      ['credit-decisioning:j', 'affordability-engine:j', 'collections-strategy:cj', 'bureau-connector:j', 'arrears-workflow:cj'],
    ],
    ['security', 'security', ['siem-forwarder:c', 'secrets-rotation:j', 'hsm-proxy:j']],
    ['treasury', 'treasury', ['liquidity-reporting:cj', 'fx-rates:j', 'gl-feed:cj']],
  ];
  const pascal = (s: string) => s.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
  const rule = (
    alert: string,
    summary: string,
    description: string,
    runbook: string,
    expr: string,
    forDuration: string,
    severity: string,
    team: string,
  ) =>
    [
      `      - alert: ${alert}`,
      '        annotations:',
      `          description: ${description.startsWith('{') ? `'${description}'` : description}`,
      `          runbook_url: https://runbooks.mereside.internal/${runbook}`,
      `          summary: ${summary}`,
      '        expr: |',
      ...expr.split('\n').map((l) => `          ${l}`),
      `        for: ${forDuration}`,
      '        labels:',
      `          severity: ${severity}`,
      `          team: ${team}`,
    ].join('\n');
  const items: string[] = [];
  for (const [ns, team, services] of NAMESPACES) {
    for (const entry of [...services].sort()) {
      const [svc, flags] = entry.split(':') as [string, string];
      const P = pascal(svc);
      const sel = `namespace="${ns}",service="${svc}"`;
      const rules: string[] = [
        rule(
          `${P}HighErrorRate`,
          `${svc} is returning 5xx responses`,
          `{{ $value | humanizePercentage }} of ${svc} requests failed over the last 5 minutes.`,
          `${ns}/${svc}#high-error-rate`,
          `sum(rate(http_server_requests_seconds_count{${sel},status=~"5.."}[5m]))\n  / sum(rate(http_server_requests_seconds_count{${sel}}[5m])) > ${oneOf(random, ['0.01', '0.02', '0.05'])}`,
          oneOf(random, ['5m', '5m', '10m']),
          oneOf(random, ['page', 'page', 'ticket']),
          team,
        ),
        rule(
          `${P}LatencyHigh`,
          `${svc} p99 latency is high`,
          `p99 latency of ${svc} is {{ $value | humanizeDuration }}.`,
          `${ns}/${svc}#latency`,
          `histogram_quantile(0.99, sum by (le) (rate(http_server_requests_seconds_bucket{${sel}}[5m]))) > ${oneOf(random, ['0.5', '0.8', '1', '2', '2.5'])}`,
          '10m',
          'ticket',
          team,
        ),
        rule(
          `${P}PodsRestarting`,
          `${svc} containers are restarting`,
          `{{ $labels.pod }} restarted {{ $value }} times in 15 minutes.`,
          `${ns}/${svc}#restarts`,
          `increase(kube_pod_container_status_restarts_total{namespace="${ns}",container="${svc}"}[15m]) > ${oneOf(random, ['2', '3'])}`,
          '0m',
          'ticket',
          team,
        ),
        rule(
          `${P}ReplicasUnavailable`,
          `${svc} has unavailable replicas`,
          `{{ $value }} replicas of ${svc} have been unavailable for 10 minutes.`,
          `${ns}/${svc}#replicas`,
          `kube_deployment_status_replicas_unavailable{namespace="${ns}",deployment="${svc}"} > 0`,
          '10m',
          oneOf(random, ['page', 'ticket']),
          team,
        ),
      ];
      if (!['platform', 'security'].includes(ns))
        rules.push(
          rule(
            `${P}AvailabilitySloFastBurn`,
            `${svc} is burning its availability error budget fast`,
            `${svc} is burning its 30 day error budget at {{ $value | humanize }}x the sustainable rate.`,
            `${ns}/${svc}#slo-burn`,
            `(\n  sum(rate(http_server_requests_seconds_count{${sel},status=~"5.."}[1h]))\n    / sum(rate(http_server_requests_seconds_count{${sel}}[1h]))\n) > (14.4 * (1 - 0.999))\nand\n(\n  sum(rate(http_server_requests_seconds_count{${sel},status=~"5.."}[5m]))\n    / sum(rate(http_server_requests_seconds_count{${sel}}[5m]))\n) > (14.4 * (1 - 0.999))`,
            '2m',
            'page',
            team,
          ),
          rule(
            `${P}AvailabilitySloSlowBurn`,
            `${svc} is burning its availability error budget`,
            `${svc} is burning its 30 day error budget at {{ $value | humanize }}x the sustainable rate.`,
            `${ns}/${svc}#slo-burn`,
            `(\n  sum(rate(http_server_requests_seconds_count{${sel},status=~"5.."}[6h]))\n    / sum(rate(http_server_requests_seconds_count{${sel}}[6h]))\n) > (6 * (1 - 0.999))\nand\n(\n  sum(rate(http_server_requests_seconds_count{${sel},status=~"5.."}[30m]))\n    / sum(rate(http_server_requests_seconds_count{${sel}}[30m]))\n) > (6 * (1 - 0.999))`,
            '15m',
            'ticket',
            team,
          ),
        );
      rules.push(
        rule(
          `${P}CpuThrottlingHigh`,
          `${svc} is being CPU throttled`,
          `{{ $value | humanizePercentage }} of CPU periods of {{ $labels.pod }} were throttled.`,
          `${ns}/${svc}#cpu-throttling`,
          `sum by (pod) (increase(container_cpu_cfs_throttled_periods_total{namespace="${ns}",container="${svc}"}[5m]))\n  / sum by (pod) (increase(container_cpu_cfs_periods_total{namespace="${ns}",container="${svc}"}[5m])) > 0.25`,
          '15m',
          'ticket',
          team,
        ),
        rule(
          `${P}MemoryNearLimit`,
          `${svc} is close to its memory limit`,
          `{{ $labels.pod }} is using {{ $value | humanizePercentage }} of its memory limit.`,
          `${ns}/${svc}#memory`,
          `max by (pod) (container_memory_working_set_bytes{namespace="${ns}",container="${svc}"}\n  / on (pod) kube_pod_container_resource_limits{namespace="${ns}",container="${svc}",resource="memory"}) > ${oneOf(random, ['0.85', '0.9', '0.95'])}`,
          '10m',
          'ticket',
          team,
        ),
        rule(
          `${P}HpaMaxedOut`,
          `${svc} has been at its maximum replicas`,
          `The autoscaler of ${svc} has been at {{ $value }} replicas, its maximum, for 30 minutes.`,
          `${ns}/${svc}#hpa`,
          `kube_horizontalpodautoscaler_status_current_replicas{namespace="${ns}",horizontalpodautoscaler="${svc}"}\n  >= kube_horizontalpodautoscaler_spec_max_replicas{namespace="${ns}",horizontalpodautoscaler="${svc}"}`,
          '30m',
          'ticket',
          team,
        ),
      );
      if (flags.includes('j'))
        rules.push(
          rule(
            `${P}JvmHeapHigh`,
            `${svc} heap usage is high`,
            `{{ $labels.pod }} is using {{ $value | humanizePercentage }} of its maximum heap.`,
            `${ns}/${svc}#heap`,
            `max by (pod) (jvm_memory_used_bytes{${sel},area="heap"} / jvm_memory_max_bytes{${sel},area="heap"}) > ${oneOf(random, ['0.85', '0.9'])}`,
            '15m',
            'ticket',
            team,
          ),
          rule(
            `${P}GcPauseHigh`,
            `${svc} is spending too long in GC`,
            `{{ $labels.pod }} spent {{ $value | humanizePercentage }} of the last 5 minutes in GC pauses.`,
            `${ns}/${svc}#gc`,
            `sum by (pod) (rate(jvm_gc_pause_seconds_sum{${sel}}[5m])) > ${oneOf(random, ['0.1', '0.15'])}`,
            '10m',
            'ticket',
            team,
          ),
        );
      if (flags.includes('c'))
        rules.push(
          rule(
            `${P}ConsumerLag`,
            `${svc} is falling behind on Kafka`,
            `Consumer group {{ $labels.consumergroup }} is {{ $value }} messages behind on {{ $labels.topic }}.`,
            `${ns}/${svc}#consumer-lag`,
            `sum by (consumergroup, topic) (kafka_consumergroup_lag{namespace="kafka",consumergroup=~"${svc}.*"}) > ${oneOf(random, ['1000', '5000', '20000', '50000'])}`,
            oneOf(random, ['5m', '10m', '15m']),
            oneOf(random, ['page', 'ticket']),
            team,
          ),
        );
      if (svc === 'fps-settlement-recon')
        rules.push(
          rule(
            'FpsOutboundSettlementLag',
            'Outbound Faster Payments are waiting for settlement confirmation',
            'The oldest outbound FPS payment without a settlement confirmation is {{ $value | humanizeDuration }} old.',
            'payments/fps#settlement-lag',
            'max(fps_settlement_unconfirmed_age_seconds{namespace="payments",direction="outbound"}) > 300',
            '5m',
            'ticket',
            team,
          ),
          rule(
            'FpsOutboundSettlementLag',
            'Outbound Faster Payments are waiting for settlement confirmation',
            'The oldest outbound FPS payment without a settlement confirmation is {{ $value | humanizeDuration }} old.',
            'payments/fps#settlement-lag',
            'max(fps_settlement_unconfirmed_age_seconds{namespace="payments",direction="outbound"}) > 900',
            '10m',
            'page',
            team,
          ),
          rule(
            'FpsInboundSettlementLag',
            'Inbound Faster Payments are not being confirmed',
            'The oldest inbound FPS payment without a settlement confirmation is {{ $value | humanizeDuration }} old.',
            'payments/fps#settlement-lag',
            'max(fps_settlement_unconfirmed_age_seconds{namespace="payments",direction="inbound"}) > 600',
            '10m',
            'page',
            team,
          ),
          rule(
            'FpsSettlementReportMissing',
            'No FPS settlement report for the current cycle',
            'No settlement report has been received from the scheme for {{ $value | humanizeDuration }}.',
            'payments/fps#settlement-report',
            'time() - max(fps_settlement_report_last_received_timestamp_seconds{namespace="payments"}) > 2700',
            '5m',
            'page',
            team,
          ),
        );
      if (svc === 'bacs-submission')
        rules.push(
          rule(
            'BacsSubmissionWindowAtRisk',
            'BACS input not yet submitted near the cut-off',
            "Today's BACS input has not been accepted by the scheme and the window closes at 22:30.",
            'payments/bacs#submission-window',
            'bacs_submission_accepted{namespace="payments",processing_day="today"} == 0 and on() hour() >= 21',
            '0m',
            'page',
            team,
          ),
        );
      const created = T(19, 0) - between(random, 20, 400) * DAY + pick(random, DAY / SECOND) * SECOND;
      items.push(
        [
          '- apiVersion: monitoring.coreos.com/v1',
          '  kind: PrometheusRule',
          '  metadata:',
          '    annotations:',
          `      meta.helm.sh/release-name: ${svc}`,
          `      meta.helm.sh/release-namespace: ${ns}`,
          `    creationTimestamp: "${iso(created)}Z"`,
          `    generation: ${between(random, 1, 19)}`,
          '    labels:',
          '      app.kubernetes.io/managed-by: Helm',
          `      app.kubernetes.io/name: ${svc}`,
          `      app.kubernetes.io/part-of: ${team}`,
          '      release: kube-prometheus-stack',
          `    name: ${svc}-alerts`,
          `    namespace: ${ns}`,
          `    resourceVersion: "${between(random, 30_000_000, 49_999_999)}"`,
          `    uid: ${uuid(random)}`,
          '  spec:',
          '    groups:',
          `    - name: ${svc}.rules`,
          '      rules:',
          ...rules,
        ].join('\n'),
      );
    }
  }
  const output = `${['apiVersion: v1', 'items:', ...items, 'kind: List', 'metadata:', '  resourceVersion: ""'].join('\n')}\n`;
  const needle = 'max(fps_settlement_unconfirmed_age_seconds{namespace="payments",direction="outbound"}) > 900';
  const ask =
    "I'm on call for payments this week and want to know what I'm in for. How far behind does outbound Faster Payments settlement have to get before the alert actually pages me, rather than just raising a ticket?";
  return probe('round 45: prometheus rules yaml', ask, 'run_shell', output, 'threshold', needle);
}

/** The fraud engine's decision log for Tuesday, logfmt: the rule that refused a customer's first go at booking flights home from Spain. */
function fraudDecisionLog(): EconomicsTask {
  const random = seededRandom(45_007);
  /** Merchants: name, MCC, country, channel, currency. */
  type Merchant = readonly [string, string, string, 'POS' | 'ECOM', string];
  const MERCHANTS: readonly Merchant[] = [
    ['TESCO STORES 2841', '5411', 'GBR', 'POS', 'GBP'],
    ['SAINSBURYS S/MKT 0612', '5411', 'GBR', 'POS', 'GBP'],
    ['CO-OP GROUP 270118', '5411', 'GBR', 'POS', 'GBP'],
    ['GREGGS 4120', '5814', 'GBR', 'POS', 'GBP'],
    ['COSTA COFFEE 43117', '5814', 'GBR', 'POS', 'GBP'],
    ['AMZN MKTP UK', '5942', 'GBR', 'ECOM', 'GBP'],
    ['UBER *TRIP', '4121', 'GBR', 'ECOM', 'GBP'],
    ['TRAINLINE.COM', '4112', 'GBR', 'ECOM', 'GBP'],
    ['SKYLARK AIRWAYS', '4511', 'GBR', 'ECOM', 'GBP'],
    ['NORDAIR', '4511', 'NOR', 'ECOM', 'NOK'],
    ['ALPENJET', '4511', 'AUT', 'ECOM', 'EUR'],
    ['ATLANTICA AIR', '4511', 'PRT', 'ECOM', 'EUR'],
    ['AEROMAR LINEAS AEREAS', '4511', 'ESP', 'ECOM', 'EUR'],
    ['VUELOSOL', '4511', 'ESP', 'ECOM', 'EUR'],
    ['SUPERMERCADO SOL 114', '5411', 'ESP', 'POS', 'EUR'],
    ['FARMACIA CENTRAL MALAGA', '5912', 'ESP', 'POS', 'EUR'],
    ['RESTAURANTE EL PUERTO', '5812', 'ESP', 'POS', 'EUR'],
    ['TAXI MALAGA 0412', '4121', 'ESP', 'POS', 'EUR'],
    ['HOTEL MIRAMAR BENALMADENA', '7011', 'ESP', 'POS', 'EUR'],
    ['CARREFOUR CITY 0921', '5411', 'FRA', 'POS', 'EUR'],
    ['BOOKING.COM', '4722', 'NLD', 'ECOM', 'EUR'],
    ['STEAMGAMES.COM 4259', '5816', 'USA', 'ECOM', 'USD'],
    ['SKYBET', '7995', 'GBR', 'ECOM', 'GBP'],
    ['ESSO KINGSTOWN', '5542', 'GBR', 'POS', 'GBP'],
    ['SHELL PENRITH', '5542', 'GBR', 'POS', 'GBP'],
    ['LINK ATM CARDTRONICS', '6011', 'GBR', 'POS', 'GBP'],
  ];
  const merchant = (name: string) => MERCHANTS.find((m) => m[0] === name)!;
  const RATE: Readonly<Record<string, number>> = { GBP: 1, EUR: 0.8711, NOK: 0.0742, USD: 0.7602 };
  const BINS = ['465942', '465942', '492181', '454313'];
  const cardOf = () => ({
    token: `ctk_${hex(random, 20)}`,
    pan: `${oneOf(random, BINS)}******${digits(random, 4)}`,
    device: `dev_${hex(random, 10)}`,
  });
  const cards = Array.from({ length: 1_400 }, cardOf);
  interface Decision {
    score: number;
    rules: string;
    action: string;
    stepUp?: string;
  }
  const line = (t: number, card: ReturnType<typeof cardOf>, m: Merchant, d: Decision, amount: number, ipCountry = 'GB') =>
    [
      isoMs(t),
      `level=info`,
      `svc=fraud-decision-engine`,
      `msg=decision`,
      `auth_id=A${digits(random, 13)}`,
      `card=${card.token}`,
      `pan=${card.pan}`,
      `mcc=${m[1]}`,
      `merchant="${m[0]}"`,
      `mcountry=${m[2]}`,
      `channel=${m[3]}`,
      `amount=${amount.toFixed(2)}`,
      `ccy=${m[4]}`,
      `amount_gbp=${(amount * RATE[m[4]]!).toFixed(2)}`,
      `device=${m[3] === 'ECOM' ? card.device : '-'}`,
      `ip_country=${m[3] === 'ECOM' ? ipCountry : '-'}`,
      `score=${d.score}`,
      `rules=${d.rules}`,
      `action=${d.action}`,
      ...(d.stepUp ? [`step_up=${d.stepUp}`] : []),
      `model=gbm-card-2026.10.2`,
      `latency_ms=${between(random, 6, 38)}`,
    ].join(' ');
  const decide = (m: Merchant): Decision => {
    const r = random();
    if (r < 0.9) return { score: between(random, 2, 540), rules: '-', action: 'APPROVE' };
    if (r < 0.95)
      return { score: between(random, 700, 879), rules: oneOf(random, ['ML_SCORE_GT_700', 'NEW_MERCHANT_FOR_CARD']), action: 'REVIEW' };
    if (m[3] === 'ECOM' && r < 0.975) return { score: between(random, 620, 860), rules: 'SCA_STEP_UP_REQUIRED', action: 'CHALLENGE' };
    const rule =
      m[1] === '5542'
        ? 'FUEL_PUMP_VEL_3IN30'
        : m[3] === 'ECOM'
          ? oneOf(random, ['VEL_CNP_5IN10', 'XB_ECOM_NEW_DEVICE', 'NEW_TOKEN_HIGH_VALUE', 'ML_SCORE_GT_900'])
          : oneOf(random, ['ML_SCORE_GT_900', 'GEO_IMPOSSIBLE_TRAVEL']);
    return { score: between(random, 880, 999), rules: rule, action: 'DECLINE' };
  };
  const amountOf = (m: Merchant) =>
    m[1] === '4511'
      ? between(random, 4_000, 60_000) / 100
      : m[1] === '7011'
        ? between(random, 9_000, 70_000) / 100
        : m[1] === '6011'
          ? oneOf(random, [20, 50, 100, 200])
          : between(random, 120, 12_000) / 100;
  const events: { t: number; text: string }[] = [];
  const day = T(17, 0);
  /** More traffic by day than by night. */
  const HOURLY = [2, 1, 1, 1, 1, 2, 4, 7, 9, 10, 10, 11, 13, 12, 11, 10, 10, 11, 12, 11, 9, 7, 5, 3];
  const weight = HOURLY.reduce((a, b) => a + b, 0);
  for (let i = 0; i < 4_100; i++) {
    let x = pick(random, weight);
    let hour = 0;
    while (x >= HOURLY[hour]!) x -= HOURLY[hour++]!;
    const t = day + hour * 60 * MINUTE + pick(random, 60 * 60) * SECOND + pick(random, 1_000);
    const card = oneOf(random, cards);
    const m = oneOf(random, MERCHANTS);
    let d = decide(m);
    // Spanish airlines only turn down the planted attempts today.
    if (m[1] === '4511' && m[2] === 'ESP' && d.action !== 'APPROVE') d = { score: between(random, 2, 540), rules: '-', action: 'APPROVE' };
    events.push({ t, text: line(t, card, m, d, amountOf(m), m[2] === 'ESP' && random() < 0.5 ? 'ES' : 'GB') });
  }
  const plant = (t: number, card: ReturnType<typeof cardOf>, m: Merchant, d: Decision, amount: number, ipCountry: string) => {
    const text = line(t, card, m, d, amount, ipCountry);
    events.push({ t, text });
    return text;
  };
  const customer = cardOf();
  const aeromar = merchant('AEROMAR LINEAS AEREAS');
  const needle = plant(
    T(17, 14, 31, 7, 218),
    customer,
    aeromar,
    { score: 934, rules: 'XB_ECOM_NEW_DEVICE', action: 'DECLINE' },
    412.6,
    'ES',
  );
  plant(T(17, 14, 34, 52, 40), customer, aeromar, { score: 951, rules: 'VEL_CNP_REPEAT_DECLINE', action: 'DECLINE' }, 412.6, 'ES');
  plant(T(17, 14, 42, 19, 661), customer, aeromar, { score: 402, rules: '-', action: 'APPROVE', stepUp: 'APP_PUSH_APPROVED' }, 412.6, 'ES');
  plant(T(17, 11, 2, 50, 3), customer, merchant('SUPERMERCADO SOL 114'), { score: 61, rules: '-', action: 'APPROVE' }, 38.45, '-');
  // Someone else turned down once by a Spanish airline in the morning, and a Portuguese one twice after lunch.
  plant(
    T(17, 9, 14, 33, 870),
    cardOf(),
    merchant('VUELOSOL'),
    { score: 917, rules: 'NEW_TOKEN_HIGH_VALUE', action: 'DECLINE' },
    289.99,
    'ES',
  );
  const other = cardOf();
  const atlantica = merchant('ATLANTICA AIR');
  plant(T(17, 14, 20, 41, 112), other, atlantica, { score: 962, rules: 'ML_SCORE_GT_900', action: 'DECLINE' }, 356.2, 'PT');
  plant(T(17, 14, 25, 9, 530), other, atlantica, { score: 958, rules: 'VEL_CNP_REPEAT_DECLINE', action: 'DECLINE' }, 356.2, 'PT');
  plant(T(17, 14, 30, 2, 377), other, atlantica, { score: 388, rules: '-', action: 'APPROVE', stepUp: 'APP_PUSH_APPROVED' }, 356.2, 'PT');
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "A customer's just been on the phone. She was on holiday in Spain on Tuesday and, after lunch, tried to book her flights home online with her debit card. It was refused twice before it finally went through. Which of our rules knocked back her first try?";
  return probe('round 45: fraud decision log, paraphrase and preamble', ask, 'run_shell', output, 'rule', needle);
}

/** The open banking gateway's access log since six this morning, JSON lines: what it told a TPP about a refused sweep. */
function openBankingGatewayLog(): EconomicsTask {
  const random = seededRandom(45_008);
  const TPPS = [
    ['MoneyHive Ltd', '0015800001ZEZ3hAAH'],
    ['Sproutly Ltd', '0015800001HQQrZAAX'],
    ['Ledgerly Finance Ltd', '001580000103UAvAAM'],
    ['Tallyo Ltd', '0015800000jfwxXAAQ'],
    ['CreditView UK Ltd', '0015800001041RHAAY'],
    ['Pennywise Apps Ltd', '0015800001ZEc3hAAD'],
    ['Brightbill Ltd', '0014H00002LmA8bQAF'],
  ] as const;
  const clients = new Map<string, { client: string; software: string }>(
    TPPS.map(([name]) => [
      name,
      { client: uuid(random), software: chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22) },
    ]),
  );
  const BASE = '/open-banking/v3.1';
  /** Endpoints: method, path (with `{id}`), kind, weight. */
  const ENDPOINTS: readonly (readonly [string, string, string, number])[] = [
    ['GET', '/aisp/accounts', 'ais', 14],
    ['GET', '/aisp/accounts/{acc}/balances', 'ais', 22],
    ['GET', '/aisp/accounts/{acc}/transactions', 'ais', 20],
    ['POST', '/aisp/account-access-consents', 'consent', 3],
    ['GET', '/aisp/account-access-consents/{aac}', 'consent', 2],
    ['POST', '/pisp/domestic-payment-consents', 'pis-consent', 3],
    ['GET', '/pisp/domestic-payment-consents/{pdc}/funds-confirmation', 'pis', 2],
    ['POST', '/pisp/domestic-payments', 'pis', 3],
    ['GET', '/pisp/domestic-payments/{dp}', 'pis', 3],
    ['POST', '/vrp/domestic-vrp-consents', 'vrp-consent', 1],
    ['POST', '/vrp/domestic-vrps', 'vrp', 5],
    ['GET', '/vrp/domestic-vrps/{vrp}', 'vrp', 2],
  ];
  const weight = ENDPOINTS.reduce((a, e) => a + e[3], 0);
  const ERRORS: readonly (readonly [number, string, string])[] = [
    [401, 'UK.OBIE.Unauthorised', 'Access token expired'],
    [403, 'UK.OBIE.Resource.ConsentMismatch', 'Consent has been revoked by the PSU'],
    [400, 'UK.OBIE.Field.Invalid', 'Invalid x-fapi-customer-ip-address header'],
    [404, 'UK.OBIE.Resource.NotFound', 'Account not found for consent'],
    [429, 'UK.OBIE.Rules.ResourceLimitExceeded', 'Unattended AIS call limit of 4 per day reached'],
  ];
  const id = (prefix: string) => `${prefix}-${chars(random, 'abcdef0123456789', 24)}`;
  const entry = (
    t: number,
    tpp: readonly [string, string],
    e: (typeof ENDPOINTS)[number],
    opts: { status?: number; error?: readonly [string, string]; amount?: string; consent?: string } = {},
  ) => {
    const [method, path, kind] = e;
    const status = opts.status ?? (method === 'POST' ? 201 : 200);
    const consent = opts.consent ?? (kind.startsWith('vrp') ? id('DVRP') : kind.startsWith('pis') ? id('PDC') : id('AAC'));
    const c = clients.get(tpp[0])!;
    const rec: Record<string, unknown> = {
      ts: isoMs(t),
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      logger: 'ob-gateway.access',
      method,
      path: `${BASE}${path
        .replace('{acc}', `acc-${digits(random, 8)}`)
        .replace('{aac}', id('AAC'))
        .replace('{pdc}', consent)
        .replace('{dp}', id('DP'))
        .replace('{vrp}', id('VRP'))}`,
      status,
      duration_ms: between(random, 28, status >= 400 ? 240 : 690),
      tpp: tpp[0],
      org_id: tpp[1],
      software_id: c.software,
      client_id: c.client,
      consent_id: consent,
      x_fapi_interaction_id: uuid(random),
    };
    if (kind.startsWith('vrp') || kind === 'pis' || kind === 'pis-consent')
      if (method === 'POST') {
        rec.amount = opts.amount ?? (between(random, 500, 150_000) / 100).toFixed(2);
        rec.currency = 'GBP';
      }
    if (opts.error) {
      rec.error_code = opts.error[0];
      rec.error_message = opts.error[1];
    }
    return JSON.stringify(rec);
  };
  const events: { t: number; text: string }[] = [];
  const start = T(19, 6);
  const end = T(19, 12, 34);
  for (let i = 0; i < 3_100; i++) {
    const t = start + pick(random, (end - start) / SECOND) * SECOND + pick(random, SECOND);
    const tpp = oneOf(random, TPPS);
    let x = pick(random, weight);
    let k = 0;
    while (x >= ENDPOINTS[k]![3]) x -= ENDPOINTS[k++]![3];
    const e = ENDPOINTS[k]!;
    const r = random();
    let text: string;
    if (r < 0.05) {
      const [status, code, message] = oneOf(random, ERRORS);
      text = entry(t, tpp, e, { status, error: [code, message] });
    } else if (r < 0.055) text = entry(t, tpp, e, { status: 503, error: ['UK.OBIE.UnexpectedError', 'Upstream core banking timeout'] });
    else if (e[2] === 'vrp' && e[0] === 'POST' && r < 0.07 && !(tpp[0] === 'MoneyHive Ltd' && t > T(19, 8, 50) && t < T(19, 9, 50)))
      text = entry(t, tpp, e, {
        status: 400,
        error: ['UK.OBIE.Rules.FailsControlParameters', 'Payment would exceed the PeriodicLimits of the consent (Month)'],
      });
    else text = entry(t, tpp, e);
    // MoneyHive's payments around twenty past nine all go through but the planted one.
    if (tpp[0] === 'MoneyHive Ltd' && t > T(19, 8, 50) && t < T(19, 9, 50) && e[0] === 'POST' && /"status":[45]/.test(text))
      text = entry(t, tpp, e);
    events.push({ t, text });
  }
  const moneyHive = TPPS[0];
  const vrpPost = ENDPOINTS.find(([m, p]) => m === 'POST' && p === '/vrp/domestic-vrps')!;
  const consent = id('DVRP');
  const needle = entry(T(19, 9, 21, 14, 552), moneyHive, vrpPost, {
    status: 400,
    amount: '250.00',
    consent,
    error: ['UK.OBIE.Rules.FailsControlParameters', 'InstructedAmount 250.00 exceeds MaximumIndividualAmount 200.00 of the consent'],
  });
  events.push({ t: T(19, 9, 21, 14, 552), text: needle });
  // The same consent's earlier sweep, another TPP's refusal at the same time, and MoneyHive's other payments.
  events.push({ t: T(19, 7, 2, 40, 118), text: entry(T(19, 7, 2, 40, 118), moneyHive, vrpPost, { amount: '150.00', consent }) });
  events.push({
    t: T(19, 9, 20, 3, 907),
    text: entry(T(19, 9, 20, 3, 907), TPPS[1], vrpPost, {
      status: 400,
      amount: '250.00',
      error: ['UK.OBIE.Rules.FailsControlParameters', 'Payment would exceed the PeriodicLimits of the consent (Month)'],
    }),
  });
  events.push({ t: T(19, 9, 23, 48, 330), text: entry(T(19, 9, 23, 48, 330), moneyHive, vrpPost, { amount: '250.00' }) });
  events.push({
    t: T(19, 10, 41, 9, 12),
    text: entry(
      T(19, 10, 41, 9, 12),
      moneyHive,
      ENDPOINTS.find(([m, p]) => m === 'POST' && p === '/pisp/domestic-payments')!,
      {
        status: 403,
        amount: '75.00',
        error: ['UK.OBIE.Resource.ConsentMismatch', 'Consent has been revoked by the PSU'],
      },
    ),
  });
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "MoneyHive, one of the third-party apps that connect to us over open banking, have raised a ticket. One of their users has automatic sweeps set up from his current account with us into a savings pot he keeps elsewhere, and at about twenty past nine this morning we turned down a £250 sweep even though he says he'd given permission. What reason did our gateway give them?";
  return probe('round 45: open banking gateway log, preamble', ask, 'run_shell', output, 'reason', needle);
}

/** This week's ARUDD advices (returned direct debits), pretty XML: the reason a customer's mortgage payment came back. */
function aruddReturnsXml(): EconomicsTask {
  const random = seededRandom(45_009);
  const REASONS: readonly (readonly [string, string, number])[] = [
    ['0', 'REFER TO PAYER', 58],
    ['1', 'INSTRUCTION CANCELLED', 14],
    ['2', 'PAYER DECEASED', 2],
    ['3', 'ACCOUNT TRANSFERRED', 7],
    ['5', 'NO ACCOUNT', 3],
    ['6', 'NO INSTRUCTION', 6],
    ['B', 'ACCOUNT CLOSED', 10],
  ];
  const reasonWeight = REASONS.reduce((a, r) => a + r[2], 0);
  const reason = () => {
    let x = pick(random, reasonWeight);
    let k = 0;
    while (x >= REASONS[k]![2]) x -= REASONS[k++]![2];
    return REASONS[k]!;
  };
  const BRANCHES = ['LEEDS', 'KENDAL', 'LANCASTER', 'CARLISLE', 'PRESTON', 'MANCHESTER', 'YORK', 'NEWCASTLE', 'BIRMINGHAM', 'LONDON'];
  /** Collection accounts: name, ref prefix, typical amount range in pence. */
  const ORIGINATORS: readonly (readonly [string, string, string, number, number])[] = [
    ['MSB MORTGAGE COLLECTIONS', '00184422', 'MTG', 45_000, 210_000],
    ['MSB PERSONAL LOANS', '00184430', 'PLN', 9_000, 60_000],
    ['MSB CREDIT CARD PAYMENTS', '00184449', 'CCD', 2_500, 90_000],
  ];
  const item = (
    prefix: string,
    lo: number,
    hi: number,
    day: string,
    name?: string,
    why?: readonly [string, string, number],
    value?: number,
  ) => {
    const [code, description] = why ?? reason();
    const ref = `${prefix}${digits(random, 8)}`;
    const bank = oneOf(random, BANKS);
    const sort = `${bank[1]}${digits(random, 4)}`;
    const payer = name ?? `${oneOf(random, LAST).toUpperCase()} ${chars(random, 'ABCDEFGHJKLMNPRSTW', between(random, 1, 2))}`;
    return [
      `            <ReturnedDebitItem ref="${ref}" transCode="17" returnCode="${code}" returnDescription="${description}" originalProcessingDate="${day}" valueOf="${((value ?? between(random, lo, hi)) / 100).toFixed(2)}" currency="GBP">`,
      `              <PayerAccount number="${digits(random, 8)}" ref="${ref}" name="${payer}" sortCode="${sort}" bankName="${bank[2]}" branchName="${oneOf(random, BRANCHES)}"/>`,
      '            </ReturnedDebitItem>',
    ];
  };
  let needle = '';
  const documents: string[] = [];
  const DAYS = [16, 17, 18, 19];
  DAYS.forEach((d, di) => {
    const processing = `2026-11-${d}`;
    const original = `2026-11-${d - (d === 16 ? 3 : 1)}`;
    const records: string[] = [];
    for (const [name, number, prefix, lo, hi] of ORIGINATORS) {
      const items: string[][] = [];
      const n = between(random, 170, 230);
      for (let k = 0; k < n; k++) items.push(item(prefix, lo, hi, original, undefined));
      if (d === 18 && prefix === 'MTG') {
        const target = item(prefix, lo, hi, original, 'HOLLINGWORTH SM', REASONS[0], 118_437);
        needle = target[0]!.trim();
        items.splice(Math.floor(n * 0.55), 0, target);
      }
      if (d === 17 && prefix === 'PLN') items.splice(Math.floor(n * 0.3), 0, item(prefix, lo, hi, original, 'HOLLINGWORTH P', REASONS[3]));
      if (d === 19 && prefix === 'CCD') items.splice(Math.floor(n * 0.4), 0, item(prefix, lo, hi, original, 'HOLLINSWORTH S', REASONS[1]));
      if (d === 16 && prefix === 'MTG') items.splice(Math.floor(n * 0.6), 0, item(prefix, lo, hi, original, 'HOLLINGS SM', REASONS[3]));
      const total = items.reduce((sum, it) => sum + Number(/valueOf="([\d.]+)"/.exec(it[0]!)![1]), 0);
      records.push(
        [
          '          <OriginatingAccountRecord>',
          `            <OriginatingAccount name="${name}" number="${number}" sortCode="309634" type="0" bankName="MERESIDE BANK PLC" branchName="KENDAL"/>`,
          ...items.flat(),
          `            <Totals numberOf="${items.length}" valueOf="${total.toFixed(2)}" currency="GBP"/>`,
          '          </OriginatingAccountRecord>',
        ].join('\n'),
      );
    }
    documents.push(
      [
        `=== ARUDD ${processing} (advice ${String(418 + di).padStart(5, '0')}) ===`,
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<BACSDocument xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="newbacs-advices.xsd">',
        '  <Data>',
        '    <ARUDD>',
        `      <Header reportType="REFT1027" adviceNumber="${String(418 + di).padStart(5, '0')}" currentProcessingDate="${processing}"/>`,
        '      <AddresseeInformation name="MERESIDE BANK PLC"/>',
        '      <ServiceLicenseInformation userName="MERESIDE BANK PLC" userNumber="418227"/>',
        '      <Advice>',
        '        <OriginatingAccountRecords>',
        ...records,
        '        </OriginatingAccountRecords>',
        '      </Advice>',
        '    </ARUDD>',
        '  </Data>',
        '</BACSDocument>',
      ].join('\n'),
    );
  });
  const output = `${documents.join('\n')}\n`;
  const ask =
    "Collections here. Sarah Hollingworth rang us upset that her mortgage payment bounced this week. She's just moved her current account to another bank with the switching service and assumes that's what broke it. Is that what her bank told us, or did they give some other reason?";
  return probe('round 45: arudd returns xml, preamble and paraphrase', ask, 'run_shell', output, 'reason', needle);
}

/** `eodctl history`: twelve weeks of end-of-day job runs; one night one job read a sliver of its usual records. */
function eodJobHistory(): EconomicsTask {
  const random = seededRandom(45_010);
  /** Jobs: name, typical records, minutes, how the volume moves (`mon` doubles on Mondays, `pay` peaks on paydays, `flat`). */
  const JOBS: readonly (readonly [string, number, number, string])[] = [
    ['EOD-FREEZE-POSTINGS', 1, 0.3, 'one'],
    ['CARD-SETTLE-POST', 412_000, 44, 'mon'],
    ['CARD-CHARGEBACK-POST', 860, 4, 'flat'],
    ['CARD-FEE-ASSESS', 96_000, 17, 'flat'],
    ['CARD-LIMIT-REFRESH', 388_000, 29, 'flat'],
    ['CARD-TOKEN-LIFECYCLE', 41_000, 12, 'flat'],
    ['CARD-STMT-CYCLE', 352_000 / 28, 6, 'flat'],
    ['CARD-REWARDS-ACCRUE', 118_000, 22, 'mon'],
    ['FPS-SETTLE-RECON', 261_000, 28, 'pay'],
    ['FPS-LIMIT-RESET', 1_050_000, 9, 'flat'],
    ['BACS-CREDIT-POST', 94_000, 16, 'pay'],
    ['BACS-OUTPUT-EXTRACT', 38_000, 7, 'pay'],
    ['DD-COLLECTION-POST', 187_000, 24, 'pay'],
    ['DD-UNPAID-REPRESENT', 3_900, 3, 'flat'],
    ['SO-PAYMENT-GEN', 41_800, 11, 'pay'],
    ['INT-ACCRUE-CURRENT', 612_000, 31, 'flat'],
    ['INT-ACCRUE-SAVINGS', 388_400, 24, 'flat'],
    ['INT-ACCRUE-MORTGAGE', 74_100, 9, 'flat'],
    ['INT-ACCRUE-LOANS', 52_300, 6, 'flat'],
    ['FEE-ASSESS-CURRENT', 612_000, 41, 'flat'],
    ['OD-LIMIT-REVIEW', 58_000, 19, 'flat'],
    ['OD-ARRANGED-FEES', 31_200, 5, 'flat'],
    ['STMT-EXTRACT', 204_000 / 20, 8, 'flat'],
    ['DORMANCY-CHECK', 1_050_000, 26, 'flat'],
    ['SANCTIONS-RESCREEN-DELTA', 14_500, 18, 'mon'],
    ['MTG-ARREARS-FLAG', 74_100, 7, 'flat'],
    ['MTG-RATE-SWITCH-APPLY', 180, 2, 'flat'],
    ['LOAN-REPAY-SCHEDULE', 52_300, 8, 'flat'],
    ['GL-FEED-EXTRACT', 2_840_000, 14, 'mon'],
    ['GL-BALANCE-CHECK', 2_412, 3, 'flat'],
    ['REG-LIQUIDITY-EXTRACT', 9_600, 6, 'flat'],
    ['DWH-LEDGER-EXPORT', 3_100_000, 23, 'mon'],
    ['AUDIT-ARCHIVE', 410_000, 15, 'flat'],
    ['ROLL-BUSINESS-DATE', 1, 0.2, 'one'],
  ];
  const rows: string[][] = [];
  let needle = '';
  const dates: number[] = [];
  for (let t = Date.UTC(2026, 7, 24); t <= T(17, 0); t += DAY) {
    const dow = new Date(t).getUTCDay();
    if (dow !== 0 && dow !== 6) dates.push(t);
  }
  const targetDay = Date.UTC(2026, 9, 7);
  for (const date of dates) {
    const dow = new Date(date).getUTCDay();
    const dom = new Date(date).getUTCDate();
    const payday = dom === 1 || dom === 15 || dom >= 27;
    const night: { t: number; row: string[] }[] = [];
    const first = date + 23 * 60 * MINUTE + between(random, 28, 34) * MINUTE + pick(random, 60) * SECOND;
    /** The scheduler runs three streams at once, after the postings freeze and before the date roll. */
    const streams = [first, first, first];
    for (const [k, [job, records, minutes, shape]] of JOBS.entries()) {
      const stream = shape === 'one' ? streams.indexOf(Math.max(...streams)) : k % 3;
      if (job === 'ROLL-BUSINESS-DATE') streams[stream] = Math.max(...streams);
      const t = streams[stream]!;
      const factor =
        shape === 'one' ? 1 : (shape === 'mon' && dow === 1 ? 2.1 : shape === 'pay' && payday ? 1.9 : 1) * (0.88 + random() * 0.24);
      const odd = job === 'DD-COLLECTION-POST' && date === targetDay;
      const read = odd ? 2_114 : Math.max(1, Math.round(records * factor));
      const skipped = shape === 'one' || odd ? 0 : random() < 0.3 ? between(random, 1, 40) : 0;
      const written = read - skipped;
      const elapsed = odd
        ? 41 * SECOND + 318
        : Math.max(4 * SECOND, minutes * MINUTE * (shape === 'one' ? 1 : factor) * (0.9 + random() * 0.2));
      const row = [
        ymd(date),
        job,
        iso(t).replace('T', ' '),
        iso(t + elapsed).replace('T', ' '),
        hms(elapsed),
        commas(read),
        commas(written),
        String(skipped),
        'COMPLETED',
      ];
      night.push({ t, row });
      if (odd) needle = row.join('|');
      streams[stream] = t + elapsed + between(random, 2, 40) * SECOND;
      if (job === 'EOD-FREEZE-POSTINGS') streams.fill(streams[stream]);
    }
    night.sort((x, y) => x.t - y.t);
    rows.push(...night.map((n) => n.row));
  }
  const headers = ['BUSINESS_DATE', 'JOB', 'STARTED', 'ENDED', 'ELAPSED', 'READ', 'WRITTEN', 'SKIPPED', 'EXIT_STATUS'];
  const lines = table(headers, rows);
  const target = rows.findIndex((r) => r.join('|') === needle);
  needle = lines[target + 1]!;
  const output = `${['# eodctl history --env prod --from 2026-08-24 --to 2026-11-17 --status any', ...lines, `# ${rows.length} job executions`].join('\n')}\n`;
  const ask =
    "I'm going back over the end-of-day history for the quarter. One night, one of the jobs got through only a tiny fraction of the records it normally handles, even though it finished cleanly. Which job was it, and which night?";
  return probe('round 45: eod job history', ask, 'run_shell', output, 'job', needle);
}

/** `kafka-consumer-groups.sh --describe --all-groups`: one partition of one group far behind the rest of its group. */
function kafkaConsumerGroups(): EconomicsTask {
  const random = seededRandom(45_011);
  /** Groups: name, topic, partitions, kind (`live` keeps up, `batch` runs behind everywhere, `idle` has no members). */
  const GROUPS: readonly (readonly [string, string, number, string])[] = [
    ['ledger-posting-engine', 'ledger.postings.v3', 48, 'live'],
    ['ledger-balance-projector', 'ledger.postings.v3', 48, 'live'],
    ['ledger-statement-feed', 'ledger.postings.v3', 48, 'live'],
    ['dwh-ingest-ledger', 'ledger.postings.v3', 48, 'batch'],
    ['card-auth-fraud-features', 'cards.auth.events.v2', 36, 'live'],
    ['card-auth-notifications', 'cards.auth.events.v2', 36, 'live'],
    ['card-auth-ledger-holds', 'cards.auth.events.v2', 36, 'live'],
    ['card-auth-rewards', 'cards.auth.events.v2', 36, 'live'],
    ['dwh-ingest-cards', 'cards.auth.events.v2', 36, 'batch'],
    ['card-settlement-loader', 'cards.settlement.files.v1', 6, 'live'],
    ['card-controls-sync', 'cards.controls.changes.v1', 12, 'live'],
    ['card-dispute-workflow', 'cards.disputes.v1', 6, 'live'],
    ['fps-inbound-processor', 'payments.fps.inbound.v1', 24, 'live'],
    ['fps-inbound-notifications', 'payments.fps.inbound.v1', 24, 'live'],
    ['fps-outbound-status', 'payments.fps.outbound.status.v1', 24, 'live'],
    ['fps-settlement-recon', 'payments.fps.settlement.v1', 12, 'live'],
    ['payment-orchestrator', 'payments.instructions.v4', 24, 'live'],
    ['payment-orchestrator-retries', 'payments.instructions.retry.v1', 6, 'live'],
    ['sanctions-screening-requests', 'payments.screening.requests.v2', 24, 'live'],
    ['sanctions-screening-results', 'payments.screening.results.v2', 24, 'live'],
    ['cop-audit-writer', 'payments.cop.requests.v1', 12, 'live'],
    ['bacs-credit-loader', 'payments.bacs.credits.v1', 12, 'live'],
    ['bacs-reports-ingest', 'payments.bacs.reports.v1', 3, 'live'],
    ['dwh-ingest-payments', 'payments.instructions.v4', 24, 'batch'],
    ['notifications-push', 'digital.notifications.v1', 24, 'live'],
    ['notifications-email', 'digital.notifications.v1', 24, 'live'],
    ['notifications-sms', 'digital.notifications.v1', 24, 'live'],
    ['web-session-audit', 'digital.sessions.v2', 12, 'live'],
    ['ob-consent-events', 'openbanking.consents.v1', 6, 'live'],
    ['ob-vrp-limits', 'openbanking.vrp.payments.v1', 12, 'live'],
    ['ob-tpp-usage-metering', 'openbanking.api.calls.v1', 24, 'live'],
    ['mortgage-origination-events', 'mortgages.applications.v1', 12, 'live'],
    ['mortgage-offer-docs', 'mortgages.offers.v1', 6, 'live'],
    ['mortgage-valuation-connector', 'mortgages.valuations.v1', 6, 'live'],
    ['audit-archiver-ledger', 'ledger.postings.v3', 48, 'batch'],
    ['audit-archiver-cards', 'cards.auth.events.v2', 36, 'batch'],
    ['connect-s3-sink-payments', 'payments.instructions.v4', 24, 'live'],
    ['connect-s3-sink-ledger', 'ledger.postings.v3', 48, 'live'],
    ['siem-forwarder', 'security.audit.events.v1', 24, 'live'],
    ['treasury-liquidity-feed', 'ledger.postings.v3', 48, 'live'],
    ['gl-feed-builder', 'ledger.postings.v3', 48, 'live'],
    ['fraud-model-retrain-export', 'cards.auth.events.v2', 36, 'idle'],
    ['customer-master-cdc', 'cdc.customer_master.customers', 12, 'live'],
    ['account-service-cdc', 'cdc.accounts.accounts', 12, 'live'],
    ['ledger-replay-2026-10', 'ledger.postings.v3', 48, 'idle'],
    ['complaints-case-feed', 'digital.complaints.v1', 3, 'live'],
    ['card-auth-velocity-counters', 'cards.auth.events.v2', 36, 'live'],
    ['card-auth-merchant-enrichment', 'cards.auth.events.v2', 36, 'live'],
    ['card-auth-stream-analytics', 'cards.auth.events.v2', 36, 'live'],
    ['ledger-interest-events', 'ledger.postings.v3', 48, 'live'],
    ['ledger-limits-cache', 'ledger.postings.v3', 48, 'live'],
    ['fps-inbound-fraud-features', 'payments.fps.inbound.v1', 24, 'live'],
    ['fps-outbound-fraud-features', 'payments.instructions.v4', 24, 'live'],
    ['ob-webhook-dispatcher', 'openbanking.events.v1', 12, 'live'],
    ['notifications-inbox', 'digital.notifications.v1', 24, 'live'],
    ['customer-360-projector', 'cdc.customer_master.customers', 12, 'live'],
    ['search-indexer-transactions', 'ledger.postings.v3', 48, 'live'],
    ['dwh-ingest-openbanking', 'openbanking.api.calls.v1', 24, 'batch'],
    ['audit-archiver-payments', 'payments.instructions.v4', 24, 'batch'],
    ['mirrormaker-dr-ledger', 'ledger.postings.v3', 48, 'live'],
    ['mirrormaker-dr-cards', 'cards.auth.events.v2', 36, 'live'],
  ];
  /** Where each partition's log ends, per topic, so groups on one topic agree. */
  const ends = new Map<string, number[]>();
  const endOf = (topic: string, partitions: number) => {
    let list = ends.get(topic);
    if (!list) {
      const base = between(random, 2_000_000, 900_000_000);
      list = Array.from({ length: partitions }, () => Math.round(base * (0.97 + random() * 0.06)));
      ends.set(topic, list);
    }
    return list;
  };
  const blocks: string[] = [];
  let needle = '';
  // The coordinator lists groups in no particular order.
  const order = shuffle(
    random,
    GROUPS.filter(([g]) => g !== 'card-auth-fraud-features'),
  );
  order.splice(
    Math.floor(order.length / 2),
    0,
    GROUPS.find(([g]) => g === 'card-auth-fraud-features')!,
  );
  for (const [group, topic, partitions, kind] of order) {
    const logEnd = endOf(topic, partitions);
    const members = kind === 'idle' ? 0 : Math.min(partitions, oneOf(random, [3, 4, 6, 6, 8, 12]));
    const consumers = Array.from({ length: members }, (_, k) => ({
      client: `${group}-${k}`,
      id: `${group}-${k}-${uuid(random)}`,
      host: `/10.42.${between(random, 4, 31)}.${between(random, 2, 250)}`,
    }));
    const batchLag = between(random, 80_000, 600_000);
    const idleLag = between(random, 3_000_000, 9_000_000);
    const liveMax = oneOf(random, [3, 8, 15, 40, 60]);
    const rows: string[][] = [];
    for (let p = 0; p < partitions; p++) {
      const odd = group === 'card-auth-fraud-features' && p === 17;
      const lag = odd
        ? 412_877
        : kind === 'batch'
          ? Math.round(batchLag * (0.8 + random() * 0.4))
          : kind === 'idle'
            ? Math.round(idleLag * (0.9 + random() * 0.2))
            : pick(random, liveMax + 1);
      const end = logEnd[p]! + between(random, 0, 5);
      const consumer = members ? consumers[p % members]! : undefined;
      rows.push([
        group,
        topic,
        String(p),
        String(end - lag),
        String(end),
        String(lag),
        consumer?.id ?? '-',
        consumer?.host ?? '-',
        consumer?.client ?? '-',
      ]);
      if (odd) needle = rows[rows.length - 1]!.join('|');
    }
    const lines = table(
      ['GROUP', 'TOPIC', 'PARTITION', 'CURRENT-OFFSET', 'LOG-END-OFFSET', 'LAG', 'CONSUMER-ID', 'HOST', 'CLIENT-ID'],
      rows,
      1,
    );
    const target = rows.findIndex((r) => r.join('|') === needle);
    if (target >= 0) needle = lines[target + 1]!;
    blocks.push([...(kind === 'idle' ? [`Consumer group '${group}' has no active members.`, ''] : []), ...lines].join('\n'));
  }
  const output = `\n${blocks.join('\n\n')}\n`;
  const ask =
    "Here's the describe of every consumer group on the prod Kafka cluster. In one of the groups, a single partition is far further behind than all the other partitions of that same group. Which group, and which partition?";
  return probe('round 45: kafka consumer groups', ask, 'run_shell', output, 'partition', needle);
}

/** The mortgage product catalogue as CSV, live and withdrawn: one product reverts to a rate no comparable product does. */
function mortgageProductCatalogueCsv(): EconomicsTask {
  const random = seededRandom(45_012);
  const SVR = '7.49';
  const BTL_SVR = '7.99';
  /** Purposes: code, name, LTV bands, buy to let. */
  const PURPOSES: readonly (readonly [string, string, readonly number[], boolean])[] = [
    ['PU', 'Purchase', [60, 75, 80, 85, 90, 95], false],
    ['FT', 'First Time Buyer', [60, 75, 80, 85, 90, 95], false],
    ['RM', 'Remortgage', [60, 75, 80, 85, 90], false],
    ['BP', 'Buy to Let Purchase', [60, 70, 75], true],
    ['BR', 'Buy to Let Remortgage', [60, 70, 75], true],
  ];
  /** Rate types: code, name, months, tracker, base rate offset, ERC schedule. */
  const TYPES: readonly (readonly [string, string, number, boolean, number, string])[] = [
    ['F2', '2 Year Fixed', 24, false, 0.35, '3,2'],
    ['F3', '3 Year Fixed', 36, false, 0.3, '3,2,1'],
    ['F5', '5 Year Fixed', 60, false, 0.2, '5,4,3,2,1'],
    ['F10', '10 Year Fixed', 120, false, 0.45, '7,7,6,6,5,5,4,4,3,3'],
    ['T2', '2 Year Tracker', 24, true, 0.4, '2,1'],
    ['TL', 'Lifetime Tracker', 0, true, 0.7, ''],
  ];
  /** Fees: code, amount, rate discount. */
  const FEES: readonly (readonly [string, number, number])[] = [
    ['F0', 0, 0],
    ['F1', 999, 0.2],
    ['F2', 1499, 0.32],
  ];
  const BASE = 3.75;
  const header =
    'product_code,product_name,status,channel,purpose,rate_type,initial_period_months,initial_rate,bbr_margin,reversion_rate,reversion_basis,max_ltv,min_loan,max_loan,product_fee,fee_addable,erc_schedule,overpayment_pct,portable,cashback,launched,withdrawn';
  const rows: { code: string; text: string }[] = [];
  const launches = ['2026-03-12', '2026-06-04', '2026-08-20', '2026-10-29'];
  let needle = '';
  for (const [pCode, pName, ltvs, btl] of PURPOSES)
    for (const [tCode, tName, months, tracker, offset, erc] of TYPES)
      for (const ltv of ltvs)
        for (const [fCode, fee, discount] of FEES)
          for (const channel of ['D', 'B']) {
            const odd = pCode === 'FT' && tCode === 'F5' && ltv === 90 && fCode === 'F1' && channel === 'B';
            for (let version = 1; version <= launches.length; version++) {
              const live = version === launches.length;
              const code = `${pCode}-${tCode}-${ltv}-${fCode}-${channel}-${pad2(version)}`;
              const ltvLoad = Math.max(0, ltv - 60) * 0.031 + (btl ? 0.55 : 0);
              const wobble = (launches.length - version) * 0.11 + (random() - 0.5) * 0.08;
              const rate = Math.max(3.39, BASE + offset + ltvLoad - discount + wobble + (channel === 'B' ? 0.05 : 0));
              const margin = tracker ? (rate - BASE).toFixed(2) : '';
              const initial = rate.toFixed(2);
              rows.push({
                code,
                text: [
                  code,
                  `${tName} ${pName} ${ltv}% LTV${fee ? ` £${fee} Fee` : ' No Fee'}${channel === 'B' ? ' (Intermediary)' : ''}`,
                  live ? 'LIVE' : 'WITHDRAWN',
                  channel === 'B' ? 'BROKER' : 'DIRECT',
                  pName.toUpperCase().replace(/ /g, '_'),
                  tracker ? 'TRACKER' : 'FIXED',
                  String(months),
                  initial,
                  margin,
                  live && odd ? '4.79' : btl ? BTL_SVR : SVR,
                  btl ? 'BTL_SVR' : 'SVR',
                  String(ltv),
                  btl ? '50000' : '25000',
                  String(ltv >= 90 ? 570_000 : ltv >= 85 ? 750_000 : btl ? 1_000_000 : 2_000_000),
                  String(fee),
                  fee ? 'Y' : 'N',
                  erc,
                  tracker && months === 0 ? '100' : '10',
                  btl ? 'N' : 'Y',
                  pCode === 'FT' && ltv >= 90 ? '500' : pCode === 'RM' ? oneOf(random, ['0', '250', '500']) : '0',
                  launches[version - 1]!,
                  live ? '' : launches[version]!,
                ]
                  .map(csv)
                  .join(','),
              });
              if (live && odd) needle = rows[rows.length - 1]!.text;
            }
          }
  rows.sort((a, b) => (a.code < b.code ? -1 : 1));
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    'Product governance want a sanity check of the mortgage product catalogue export. One product would leave borrowers on a different rate once their deal ends than every comparable product does. Which product is it?';
  return probe('round 45: mortgage product catalogue csv', ask, 'run_shell', output, 'product', needle);
}

export function roundFortyFive(): EconomicsTask[] {
  return [
    cardAuthorisationsApi(),
    bureauPaymentFileXml(),
    webBankingBundle(),
    ledgerEodLog(),
    mortgageApplicationsJson(),
    prometheusRulesYaml(),
    fraudDecisionLog(),
    openBankingGatewayLog(),
    aruddReturnsXml(),
    eodJobHistory(),
    kafkaConsumerGroups(),
    mortgageProductCatalogueCsv(),
  ];
}
