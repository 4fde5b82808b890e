/**
 * Probe round 109, written blind: Quillfield Payments, a made-up card payments processor (authorisation switch and ISO 8583 logs, card scheme settlement files, fraud scoring, merchant onboarding and terminals, chargebacks and disputes, HSM and key management). "Today" is Friday, 4 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - auth switch trace (minified JSON of ISO 8583 messages): the approval code the issuer sent for one STAN on one terminal;
 *  - terminal management SOAP response (one-line XML): the KSN in the PIN key slot of the terminal with a given serial number;
 *  - chargeback-ingest pod logs (one huge key=value snapshot line among ordinary log lines): the scheme's case number for one dispute;
 * b. The answer a few lines away from the line the question's words match:
 *  - merchant profile export (YAML): the settlement IBAN of a merchant named by its legal name, with a sister company about;
 *  - HSM key inventory (pretty JSON): the check value of the active inbound zone PIN key for one counterparty bank;
 *  - auth switch thread dump (jcmd Thread.print): the thread whose stack is in one named method;
 * c. A question that paraphrases the output or carries a preamble:
 *  - fraud decisions query (psql table): the transaction turned down yesterday just after 3pm for being used too often in an hour;
 *  - dispute case report (HTML): after a preamble, the case where goods never arrived that went to pre-arb and was lost;
 *  - switch transaction journal (key=value log): after a preamble, the retrieval reference of a petrol station decline last night;
 * d. One value unlike its peers, with no error word near it:
 *  - terminal estate export (CSV): the countertop terminal on a software build unlike the rest of its model;
 *  - scheme settlement inbox listing (ls -l): the clearing file far smaller than the others of its kind;
 *  - switch configuration export (XML): the issuer link that waits far longer for a response than the others.
 * Not among the bench's targets.
 * First run, at c7f65d6, the head when the round was written (with this file; `ROUNDS=109
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,526,186 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 109: switch trace approval code
 *     codex: 16,994 tokens, peak 16,912, 0/1 needles, 0 read-backs
 *     context-chef: 812 tokens, peak 730, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,066 tokens, peak 6,938, 1/1 needles, 4 read-backs
 *     ours: 7,639 tokens, peak 3,489, 0/1 needles, 2 read-backs
 *   round 109: TMS PIN slot KSN
 *     codex: 15,613 tokens, peak 15,531, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,693 tokens, peak 1,291, 0/1 needles, 1 read-backs
 *     ours: 939 tokens, peak 659, 1/1 needles, 0 read-backs
 *   round 109: dispute scheme case number
 *     codex: 8,084 tokens, peak 8,010, 0/1 needles, 0 read-backs
 *     context-chef: 803 tokens, peak 729, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,102 tokens, peak 1,710, 1/1 needles, 1 read-backs
 *     ours: 2,602 tokens, peak 1,614, 1/1 needles, 1 read-backs
 *   round 109: merchant settlement IBAN
 *     codex: 14,576 tokens, peak 14,504, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,656 tokens, peak 1,745, 0/1 needles, 4 read-backs
 *     ours: 5,896 tokens, peak 1,788, 1/1 needles, 4 read-backs
 *   round 109: HSM zone PIN key check value
 *     codex: 14,412 tokens, peak 14,335, 0/1 needles, 0 read-backs
 *     context-chef: 716 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,835 tokens, peak 2,892, 0/1 needles, 3 read-backs
 *     ours: 16,323 tokens, peak 6,936, 0/1 needles, 4 read-backs
 *   round 109: thread in deriveWorkingKey
 *     codex: 13,676 tokens, peak 13,594, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 792, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,834 tokens, peak 2,048, 1/1 needles, 2 read-backs
 *     ours: 988 tokens, peak 708, 1/1 needles, 0 read-backs
 *   round 109: fraud decline for card used too often
 *     codex: 13,848 tokens, peak 13,755, 0/1 needles, 0 read-backs
 *     context-chef: 669 tokens, peak 576, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,559 tokens, peak 1,209, 0/1 needles, 4 read-backs
 *     ours: 3,957 tokens, peak 851, 0/1 needles, 4 read-backs
 *   round 109: lost pre-arb for goods not received
 *     codex: 15,698 tokens, peak 15,582, 0/1 needles, 0 read-backs
 *     context-chef: 785 tokens, peak 669, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,082 tokens, peak 2,581, 0/1 needles, 4 read-backs
 *     ours: 7,078 tokens, peak 3,419, 0/1 needles, 4 read-backs
 *   round 109: petrol station decline RRN
 *     codex: 18,292 tokens, peak 18,173, 0/1 needles, 0 read-backs
 *     context-chef: 950 tokens, peak 831, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,491 tokens, peak 1,407, 0/1 needles, 4 read-backs
 *     ours: 4,884 tokens, peak 1,051, 0/1 needles, 4 read-backs
 *   round 109: countertop terminal on other software
 *     codex: 21,184 tokens, peak 21,101, 0/1 needles, 0 read-backs
 *     context-chef: 938 tokens, peak 855, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,196 tokens, peak 1,544, 0/1 needles, 4 read-backs
 *     ours: 2,568 tokens, peak 1,051, 1/1 needles, 2 read-backs
 *   round 109: scheme file far smaller than its kind
 *     codex: 18,281 tokens, peak 18,187, 0/1 needles, 0 read-backs
 *     context-chef: 892 tokens, peak 798, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,877 tokens, peak 1,486, 0/1 needles, 4 read-backs
 *     ours: 4,835 tokens, peak 1,026, 0/1 needles, 4 read-backs
 *   round 109: issuer link waiting far longer
 *     codex: 12,122 tokens, peak 12,038, 0/1 needles, 0 read-backs
 *     context-chef: 671 tokens, peak 587, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,931 tokens, peak 3,080, 0/1 needles, 4 read-backs
 *     ours: 8,384 tokens, peak 3,177, 1/1 needles, 4 read-backs
 *     codex: 182,780 tokens, 0/12 needles
 *     context-chef: 9,582 tokens, 0/12 needles
 *     context-chef-store: 89,322 tokens, 3/12 needles
 *     ours: 66,093 tokens, 6/12 needles
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

/** `make()` again until what it makes does not hold `needle` (filler must never contain the answer). */
function without(needle: string, make: () => string): string {
  for (;;) {
    const made = make();
    if (!made.includes(needle)) return made;
  }
}

/** Milliseconds since the epoch of a UTC date and time (month 1 to 12). */
const utc = (month: number, day: number, h = 0, m = 0, s = 0): number => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-12-03T14:02:11.482Z`. */
const iso = (ms: number): string => new Date(ms).toISOString();
/** `2026-12-03T14:02:11Z`. */
const isoSeconds = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `2026-12-03`. */
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `2026-12-03 14:02:11`. */
const sqlTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `n` digits. */
const digits = (random: () => number, n: number): string => chars(random, '0123456789', n);
/** Cents as `1284.50`. */
const money = (cents: number): string => `${Math.floor(cents / 100)}.${pad2(cents % 100)}`;

const MERCHANT_WORDS = [
  'Kestrel',
  'Harbourside',
  'Juniper',
  'Ashgrove',
  'Copperleaf',
  'Bramble',
  'Northgate',
  'Millbrook',
  'Larkspur',
  'Fenwick',
  'Oakhurst',
  'Riverside',
  'Saltmarsh',
  'Thornbury',
  'Wexley',
  'Cobalt',
  'Marlow',
  'Elmstead',
  'Greyfriars',
  'Holloway',
  'Ivybridge',
  'Kilnsey',
  'Lowther',
  'Mossley',
  'Penrose',
  'Quarrybank',
  'Redwell',
  'Stanhope',
  'Tidewater',
  'Upton',
  'Valebrook',
  'Wrenfield',
  'Ballycastle',
  'Clonmore',
  'Dunlaoghaire',
  'Eastwick',
];
const MERCHANT_KINDS: readonly (readonly [string, string])[] = [
  ['Outdoor Gear', '5941'],
  ['Bakery', '5462'],
  ['Pharmacy', '5912'],
  ['Hardware', '5251'],
  ['Books', '5942'],
  ['Coffee House', '5814'],
  ['Wine Merchants', '5921'],
  ['Florist', '5992'],
  ['Motors', '5533'],
  ['Dental Care', '8021'],
  ['Cycles', '5940'],
  ['Butchers', '5411'],
  ['Bistro', '5812'],
  ['Fitness', '7997'],
  ['Pet Supplies', '5995'],
  ['Electricals', '5732'],
  ['Furniture', '5712'],
  ['Grocers', '5411'],
  ['Hair Studio', '7230'],
  ['Toys', '5945'],
];
const CITIES: readonly (readonly [string, string])[] = [
  ['Dublin', 'IE'],
  ['Cork', 'IE'],
  ['Galway', 'IE'],
  ['Limerick', 'IE'],
  ['Amsterdam', 'NL'],
  ['Utrecht', 'NL'],
  ['Rotterdam', 'NL'],
  ['Lisbon', 'PT'],
  ['Porto', 'PT'],
  ['Hamburg', 'DE'],
  ['Cologne', 'DE'],
  ['Lyon', 'FR'],
  ['Nantes', 'FR'],
  ['Valencia', 'ES'],
  ['Bilbao', 'ES'],
];
const BANKS = [
  'Brightwater Bank',
  'Harbourline Credit Union',
  'Northmere Savings',
  'Calder Trust Bank',
  'Veldhoven Spaarbank',
  'Banco Atlantico Norte',
  'Kessler Privatbank',
  'Caisse Rivegauche',
  'Lough Ree Credit Union',
  'Fairhaven Mutual',
  'Oranjedal Bank',
  'Tejo Cooperativa',
  'Rheinfeld Volksbank',
  'Mistral Banque',
  'Sierra Azul Banca',
  'Greystone Building Society',
  'Westport Cards',
  'Amberley Bank',
  'Corrib Financial',
  'Hollandse Kredietbank',
  'Banco do Mondego',
  'Elbtal Sparkasse',
  'Loire Credit Mutuel',
  'Costa Verde Bank',
  'Shannonside Bank',
  'Maasland Finance',
  'Alster Direktbank',
  'Garonne Banque Populaire',
  'Ebro Caja Rural',
  'Kingsbridge Bank',
  'Slaney Credit Union',
  'Zuidkust Bank',
  'Douro Bank',
  'Weserbank',
  'Seine Epargne',
  'Navarra Digital',
  'Boyne Valley Credit Union',
  'Friesland Direct',
  'Minho Popular',
  'Isar Kreditbank',
];

const merchantName = (random: () => number): [string, string] => {
  const [kind, mcc] = oneOf(random, MERCHANT_KINDS);
  return [`${oneOf(random, MERCHANT_WORDS)} ${kind}`, mcc];
};
const mid = (random: () => number): string => `QF00000${digits(random, 8)}`;

// ---------------------------------------------------------------------------------------------------
// a1. Auth switch trace: minified JSON, one line.

function authSwitchTrace(): EconomicsTask {
  const random = seededRandom(109_101);
  const needle = 'Q4T7X2';
  const base = utc(12, 3, 14, 0, 0);
  const span = 20 * 60_000;
  const terminals = new Set<string>();
  while (terminals.size < 170) {
    const t = `QF7T${String(between(random, 1, 9999)).padStart(4, '0')}`;
    if (t !== 'QF7T0093' && t !== 'QF7T0039') terminals.add(t);
  }
  interface Site {
    readonly name: string;
    readonly city: string;
    readonly country: string;
    readonly mcc: string;
    readonly mid: string;
  }
  const sites = new Map<string, Site>();
  const siteFor = (tid: string): Site => {
    let site = sites.get(tid);
    if (!site) {
      const [name, mcc] = merchantName(random);
      const [city, country] = oneOf(random, CITIES);
      site = { name, city, country, mcc, mid: mid(random) };
      sites.set(tid, site);
    }
    return site;
  };
  interface Txn {
    at: number;
    tid: string;
    stan: number;
    code: string;
  }
  const txns: Txn[] = [];
  for (let i = 0; i < 430; i++) txns.push({ at: base + pick(random, span), tid: oneOf(random, [...terminals]), stan: 0, code: '' });
  txns.sort((x, y) => x.at - y.at);
  const nextStan = new Map<string, number>();
  for (const t of txns) {
    let stan = nextStan.get(t.tid) ?? between(random, 100000, 899999);
    if (stan === 418822) stan++;
    t.stan = stan;
    nextStan.set(t.tid, stan + 1);
  }
  // The terminal the question names: STANs in sequence, 418822 in the middle of the window; another terminal has 418822 too.
  const sequence = (tid: string, from: number, count: number, target: number, targetAt: number) => {
    for (let i = 0; i < count; i++) {
      const stan = from + i;
      const at =
        stan === target
          ? targetAt
          : stan < target
            ? base + Math.floor(((targetAt - base) * (i + 1)) / (target - from + 1))
            : targetAt + Math.floor(((base + span - targetAt) * (stan - target)) / (from + count - target + 1));
      txns.push({ at, tid, stan, code: '' });
    }
  };
  sequence('QF7T0093', 418815, 15, 418822, base + 10 * 60_000 + 23_418);
  sequence('QF7T0039', 418818, 9, 418822, base + 6 * 60_000 + 4_102);
  txns.sort((x, y) => x.at - y.at);

  const events: { at: number; message: Record<string, unknown> }[] = [];
  const declines = ['05', '51', '55', '61', '65', '91', '14', '54'];
  for (const t of txns) {
    const site = siteFor(t.tid);
    const isTarget = t.tid === 'QF7T0093' && t.stan === 418822;
    const approved = isTarget || random() < 0.9;
    const code = isTarget
      ? needle
      : approved
        ? without(needle, () => (random() < 0.6 ? digits(random, 6) : chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6)))
        : '';
    const amount = isTarget ? 128450 : between(random, 150, 48000);
    const bin = oneOf(random, ['412345', '453921', '492181', '541275', '552211', '518843', '476173', '402360']);
    const pan = `${bin}******${digits(random, 4)}`;
    const d = new Date(t.at);
    const hms = `${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}`;
    const stan = String(t.stan);
    const rrn = `6337${pad2(d.getUTCHours())}${stan}`;
    const field43 = `${site.name.toUpperCase().padEnd(23).slice(0, 23)}${site.city.toUpperCase().padEnd(13).slice(0, 13)}${site.country}`;
    const node = oneOf(random, ['qf-sw-ams-01', 'qf-sw-ams-02', 'qf-sw-dub-01']);
    const request: Record<string, string> = {
      '2': pan,
      '3': '000000',
      '4': String(amount).padStart(12, '0'),
      '7': `1203${hms}`,
      '11': stan,
      '12': hms,
      '13': '1203',
      '14': `${between(random, 27, 31)}${pad2(between(random, 1, 12))}`,
      '18': site.mcc,
      '22': oneOf(random, ['071', '051', '072', '010']),
      '25': '00',
      '32': '00000482931',
      '37': rrn,
      '41': t.tid,
      '42': site.mid,
      '43': field43,
      '49': '978',
      '55': `9F2608${hex(random, 16)}9F2701809F100706011203A0B8009F3704${hex(random, 8)}9F3602${hex(random, 4)}950500000${hex(random, 5)}9A032612039C01009F02060000${String(amount).padStart(8, '0')}5F2A020978820239009F1A020372`.toUpperCase(),
    };
    const response: Record<string, string> = {
      '4': request['4']!,
      '7': request['7']!,
      '11': stan,
      '37': rrn,
      '39': approved ? '00' : oneOf(random, declines),
      '41': t.tid,
      '49': '978',
    };
    if (approved) response['38'] = code;
    const latency = between(random, 90, 1400);
    events.push({
      at: t.at,
      message: { ts: iso(t.at), node, link: 'ACQ-POS-HOST', dir: 'in', mti: '0100', fields: request },
    });
    events.push({
      at: t.at + latency,
      message: { ts: iso(t.at + latency), node, link: 'ACQ-POS-HOST', dir: 'out', mti: '0110', fields: response, elapsed_ms: latency },
    });
  }
  events.sort((x, y) => x.at - y.at);
  const output = JSON.stringify({
    trace_id: 'trc-20261204-0915-7c1e',
    query: { from: iso(base), to: iso(base + span), leg: 'acquirer', nodes: ['qf-sw-ams-01', 'qf-sw-ams-02', 'qf-sw-dub-01'] },
    returned: events.length,
    truncated: false,
    messages: events.map((e, i) => ({ seq: 88_410_200 + i, ...e.message })),
  });
  return probe(
    'round 109: switch trace approval code',
    'Can you pull the approval code the issuer sent back for STAN 418822 on terminal QF7T0093 yesterday afternoon?',
    'auth_switch_trace',
    output,
    'approval-code',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// a2. Terminal management SOAP response: one-line XML.

function tmsTerminals(): EconomicsTask {
  const random = seededRandom(109_102);
  const needle = 'FFFF7C21E40B93A10186';
  const models: readonly (readonly [string, string])[] = [
    ['QF Counter 400', 'C4-6.14.2'],
    ['QF Tap Mini', 'TM-3.8.0'],
    ['QF Portable 700', 'P7-4.3.6'],
    ['QF PinPad P8', 'P8-5.1.1'],
  ];
  const bdks = ['7C21E4', '3A90F1', 'B4410C', '5E7D22'];
  const aesBdks = ['A1C07E33', '4F2B9D10', 'C3E81A57'];
  const target = '274-188-4193';
  const nearSerials = ['274-188-4139', '274-881-4193', '274-188-4913', '247-188-4193'];
  const count = 720;
  const at = 372;
  const nearAt = [120, 301, 455, 610];
  const terminal = (i: number): string => {
    const isTarget = i === at;
    const serial = isTarget ? target : (nearSerials[nearAt.indexOf(i)] ?? `${digits(random, 3)}-${digits(random, 3)}-${digits(random, 4)}`);
    const [model, firmware] = oneOf(random, models);
    const [name] = merchantName(random);
    const [city] = oneOf(random, CITIES);
    const bdk = isTarget ? '7C21E4' : oneOf(random, bdks);
    const pinKsn = isTarget ? needle : without(needle, () => `FFFF${bdk}${hex(random, 5).toUpperCase()}${hex(random, 5).toUpperCase()}`);
    const aes = oneOf(random, aesBdks);
    const dataKsn = `${aes}${hex(random, 8).toUpperCase()}${hex(random, 8).toUpperCase()}`;
    const contact = utc(12, 4, 0, 0) + pick(random, 9 * 3_600_000) - (random() < 0.1 ? between(random, 1, 20) * 86_400_000 : 0);
    return (
      `<terminal><terminalId>QF${between(random, 1, 9)}T${digits(random, 4)}</terminalId><serialNumber>${serial}</serialNumber>` +
      `<model>${model}</model><firmware>${firmware}</firmware><merchantId>${mid(random)}</merchantId><merchantName>${name.replace('&', '&amp;')}</merchantName>` +
      `<site>${city}</site><status>${random() < 0.93 ? 'ACTIVE' : oneOf(random, ['SUSPENDED', 'IN_STOCK', 'RETURNED'])}</status><lastContact>${isoSeconds(contact)}</lastContact>` +
      `<keySlots><keySlot index="1" usage="PIN" scheme="DUKPT-TDES"><ksn>${pinKsn}</ksn><bdkId>${bdk}</bdkId></keySlot>` +
      `<keySlot index="2" usage="DATA" scheme="DUKPT-AES128"><ksn>${dataKsn}</ksn><bdkId>${aes}</bdkId></keySlot>` +
      `<keySlot index="3" usage="MAC" scheme="TR31-TDES"><kcv>${hex(random, 6).toUpperCase()}</kcv></keySlot></keySlots>` +
      `<profile>${oneOf(random, ['retail-std', 'hospitality-tip', 'retail-cashback', 'unattended-fuel', 'quick-service'])}</profile></terminal>`
    );
  };
  const body = Array.from({ length: count }, (_, i) => (i === at ? terminal(i) : without(needle, () => terminal(i)))).join('');
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header>' +
    '<tms:ResponseHeader xmlns:tms="urn:quillfield:tms:v3"><tms:requestId>9b3e1f0a-77c2-4d0e-a1b8-20261204a117</tms:requestId>' +
    '<tms:servedBy>tms-api-2.eu.quillfield.internal</tms:servedBy></tms:ResponseHeader></soap:Header><soap:Body>' +
    `<tms:GetTerminalsResponse xmlns:tms="urn:quillfield:tms:v3" xmlns="urn:quillfield:tms:v3"><result page="1" pageSize="1000" total="${count}"><terminals>` +
    body +
    '</terminals></result></tms:GetTerminalsResponse></soap:Body></soap:Envelope>';
  return probe(
    'round 109: TMS PIN slot KSN',
    "What's the KSN in the PIN key slot of the terminal with serial number 274-188-4193?",
    'tms_get_terminals',
    output,
    'pin-ksn',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// a3. Chargeback ingest pod logs: ordinary lines around one huge snapshot line.

function chargebackIngestLogs(): EconomicsTask {
  const random = seededRandom(109_103);
  const needle = 'MC-4417382096';
  const target = 118274;
  const start = utc(12, 4, 6, 0, 0);
  let clock = start;
  const tick = () => (clock += between(random, 20, 1900));
  const caseId = (n: number) => `CB-2026-${n}`;
  const someCase = () => {
    for (;;) {
      const n = between(random, 117000, 119550);
      if (n !== target) return n;
    }
  };
  const line = (level: string, logger: string, text: string) => `${iso(tick())} ${level.padEnd(5)} [${logger}] ${text}`;
  const chatter = (): string => {
    const r = random();
    if (r < 0.25)
      return line(
        'DEBUG',
        'evidence',
        `uploaded case=${caseId(someCase())} docs=${between(random, 1, 6)} bytes=${between(random, 20_000, 900_000)}`,
      );
    if (r < 0.45)
      return line(
        'INFO',
        'sla',
        `case=${caseId(someCase())} due in ${between(random, 1, 12)}d (stage=${oneOf(random, ['FIRST_CHARGEBACK', 'PRE_ARB', 'ARBITRATION'])})`,
      );
    if (r < 0.6)
      return line(
        'INFO',
        oneOf(random, ['vrol-poller', 'mcom-poller']),
        `fetched ${between(random, 3, 90)} case updates page=${between(random, 1, 9)}`,
      );
    if (r < 0.72)
      return line(
        'DEBUG',
        'http',
        `POST https://disputes-api.eu.quillfield.internal/v2/cases/${caseId(someCase())}/events 202 ${between(random, 12, 480)}ms`,
      );
    if (r < 0.82) return line('WARN', 'mcom-poller', `rate limited by Mastercom, sleeping ${between(random, 2, 30)}s (retry-after header)`);
    if (r < 0.9)
      return line(
        'INFO',
        'kafka',
        `committed offsets topic=disputes.case-events partition=${between(random, 0, 11)} offset=${between(random, 4_000_000, 4_900_000)}`,
      );
    return line(
      'DEBUG',
      'matcher',
      `arn match case=${caseId(someCase())} txn=QTX-${hex(random, 12).toUpperCase()} confidence=0.${digits(random, 2)}`,
    );
  };
  const before = [
    line('INFO', 'main', 'chargeback-ingest 3.18.2 starting (profile=prod-eu, pod=chargeback-ingest-7d9f8c6b5-x2kqp, jvm=21.0.5)'),
    line('INFO', 'main', 'connected to postgres disputes@pg-disputes-eu-1:5432 pool=16'),
    line('INFO', 'vrol-poller', 'fetching Visa case updates since 2026-12-03T06:00:00Z'),
    line('INFO', 'mcom-poller', 'fetching Mastercom case updates since 2026-12-03T06:00:00Z'),
  ];
  for (let i = 0; i < 70; i++) before.push(without(needle, chatter));
  before.push(line('DEBUG', 'evidence', `uploaded case=${caseId(target)} docs=3 bytes=481233`));
  for (let i = 0; i < 25; i++) before.push(without(needle, chatter));
  before.push(line('INFO', 'reconcile', 'building open-case snapshot for cycle=2026-12-03'));

  const numbers = new Set<number>([target, 118247, 118724, 118284]);
  while (numbers.size < 1150) numbers.add(someCase());
  const sorted = [...numbers].sort((x, y) => x - y);
  const reasons: readonly (readonly [string, string])[] = [
    ['VISA', '13.1'],
    ['VISA', '10.4'],
    ['VISA', '13.3'],
    ['VISA', '12.6.1'],
    ['VISA', '13.2'],
    ['MC', '4853'],
    ['MC', '4837'],
    ['MC', '4834'],
    ['MC', '4855'],
  ];
  const item = (n: number): string => {
    const [scheme, reason] = n === target ? ['MC', '4853'] : oneOf(random, reasons);
    const schemeCase = n === target ? needle : scheme === 'VISA' ? `V-${digits(random, 10)}` : `MC-${digits(random, 10)}`;
    const isTarget = n === target;
    const due = isTarget ? utc(12, 10) : utc(12, 5) + between(random, 0, 40) * 86_400_000;
    const opened = isTarget ? utc(11, 12) : due - between(random, 30, 75) * 86_400_000;
    const stage = isTarget
      ? 'FIRST_CHARGEBACK'
      : oneOf(random, ['FIRST_CHARGEBACK', 'FIRST_CHARGEBACK', 'REPRESENTMENT', 'PRE_ARB', 'ARBITRATION']);
    return (
      `{case=${caseId(n)} scheme=${scheme} scheme_case=${schemeCase} arn=${scheme === 'VISA' ? '74' : '85'}${digits(random, 21)} ` +
      `mid=${mid(random)} reason=${reason} amt=EUR:${money(between(random, 500, 180_000))} ` +
      `stage=${stage} ` +
      `opened=${isoDay(opened)} due=${isoDay(due)} owner=${oneOf(random, ['ops-dub', 'ops-ams', 'ops-lis', 'auto'])}}`
    );
  };
  const items = sorted.map((n) => (n === target ? item(n) : without(needle, () => item(n))));
  const snapshot = line('DEBUG', 'reconcile', `open-case snapshot cycle=2026-12-03 count=${items.length} cases=[${items.join(', ')}]`);
  const after = [
    line('INFO', 'reconcile', `snapshot written to s3://qf-disputes-eu/snapshots/2026-12-03.jsonl.gz (${items.length} cases)`),
    line('INFO', 'sla', `case=${caseId(target)} due in 6d (stage=FIRST_CHARGEBACK)`),
  ];
  for (let i = 0; i < 90; i++) after.push(without(needle, chatter));
  after.push(line('INFO', 'main', `cycle complete in ${((clock - start) / 1000).toFixed(1)}s, next run at 2026-12-05T06:00:00Z`));
  const output = [...before, snapshot, ...after].join('\n') + '\n';
  return probe(
    'round 109: dispute scheme case number',
    "What's the card scheme's own case number for our dispute CB-2026-118274?",
    'kubectl_logs',
    output,
    'scheme-case',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b1. Merchant profile export: YAML.

function iban(random: () => number, country: string): [string, string] {
  if (country === 'IE') {
    const bank = oneOf(random, ['BOFI', 'AIBK', 'IPBS', 'ULSB']);
    return [`IE${digits(random, 2)}${bank}${digits(random, 14)}`, `${bank}IE2D`];
  }
  if (country === 'NL') {
    const bank = oneOf(random, ['INGB', 'RABO', 'ABNA', 'TRIO']);
    return [`NL${digits(random, 2)}${bank}${digits(random, 10)}`, `${bank}NL2A`];
  }
  if (country === 'DE') return [`DE${digits(random, 20)}`, `${oneOf(random, ['COBA', 'DEUT', 'HYVE', 'GENO'])}DEFF${digits(random, 3)}`];
  if (country === 'FR')
    return [
      `FR${digits(random, 12)}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 11)}${digits(random, 2)}`,
      `${oneOf(random, ['BNPA', 'SOGE', 'CRLY', 'AGRI'])}FRPP`,
    ];
  if (country === 'PT') return [`PT50${digits(random, 21)}`, `${oneOf(random, ['CGDI', 'BCOM', 'TOTA'])}PTPL`];
  return [`ES${digits(random, 22)}`, `${oneOf(random, ['CAIX', 'BBVA', 'BSCH'])}ESMM`];
}

function merchantProfiles(): EconomicsTask {
  const random = seededRandom(109_201);
  const needle = 'IE29AIBK93115212345678';
  const count = 520;
  const at = 268;
  const sisterAt = 141;
  const otherAt = 402;
  const lines = [
    '# Quillfield Payments - merchant profile export',
    '# portfolio: EU-WEST   generated: 2026-12-04T08:14:22Z   by: svc-onboarding-export   records: ' + count,
    'schema_version: 7',
    'merchants:',
  ];
  const record = (i: number): string[] => {
    let legal: string;
    let trading: string;
    let mcc: string;
    let parent: string | null = null;
    const [city, country] = i === at || i === sisterAt || i === otherAt ? ['Dublin', 'IE'] : oneOf(random, CITIES);
    if (i === at) {
      legal = 'Harrow & Dunmore Opticians Ltd';
      trading = 'Harrow & Dunmore';
      mcc = '8043';
    } else if (i === sisterAt) {
      legal = 'Harrow & Dunmore Optical Labs Ltd';
      trading = 'H&D Lens Lab';
      mcc = '5047';
      parent = 'Harrow & Dunmore Opticians Ltd';
    } else if (i === otherAt) {
      legal = 'Dunmore Street Pharmacy Ltd';
      trading = 'Dunmore Street Pharmacy';
      mcc = '5912';
    } else {
      const [name, code] = merchantName(random);
      const suffixes: Record<string, readonly string[]> = {
        IE: ['Ltd', 'Limited'],
        NL: ['B.V.'],
        DE: ['GmbH', 'UG'],
        FR: ['SARL', 'SAS'],
        PT: ['Lda'],
        ES: ['S.L.', 'S.A.'],
      };
      legal = `${name} ${oneOf(random, suffixes[country]!)}`;
      trading = name;
      mcc = code;
    }
    const [account, bic] = i === at ? [needle, 'AIBKIE2D'] : iban(random, country);
    const onboarded = utc(1, 1) - between(random, 0, 1400) * 86_400_000;
    const reviewed = utc(12, 1) - between(random, 0, 300) * 86_400_000;
    const tids = Array.from({ length: between(random, 1, 4) }, () => `QF${between(random, 1, 9)}T${digits(random, 4)}`);
    const out = [
      `  - mid: "${mid(random)}"`,
      `    legal_name: "${legal}"`,
      `    trading_name: "${trading}"`,
      ...(parent ? [`    group_parent: "${parent}"`] : []),
      `    mcc: "${mcc}"`,
      `    country: ${country}`,
      `    city: ${city}`,
      `    risk_tier: ${oneOf(random, ['low', 'low', 'medium', 'medium', 'high'])}`,
      `    onboarded: ${isoDay(onboarded)}`,
      '    kyb:',
      `      status: ${oneOf(random, ['verified', 'verified', 'verified', 'periodic_review_due'])}`,
      `      ubo_count: ${between(random, 1, 4)}`,
      `      last_review: ${isoDay(reviewed)}`,
      '    settlement:',
      '      currency: EUR',
      `      iban: "${account}"`,
      `      bic: ${bic}`,
      `      schedule: ${oneOf(random, ['T+1', 'T+1', 'T+2', 'weekly-mon'])}`,
      `      reserve_pct: ${oneOf(random, [0, 0, 0, 5, 10])}`,
      '    pricing:',
      `      plan: ${oneOf(random, ['IC++', 'IC++', 'blended', 'tiered'])}`,
      `      msc_bps: ${between(random, 29, 195)}`,
      `      auth_fee_eur: 0.0${between(random, 2, 9)}`,
      `    terminals: [${tids.join(', ')}]`,
      `    account_manager: ${oneOf(random, ['n.oreilly', 'j.devries', 'a.santos', 'k.becker', 'm.dubois', 'l.garcia'])}`,
    ];
    return out;
  };
  for (let i = 0; i < count; i++) {
    if (i === at) lines.push(...record(i));
    else lines.push(...without(needle, () => record(i).join('\n')).split('\n'));
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 109: merchant settlement IBAN',
    'Which IBAN do Harrow & Dunmore Opticians get their settlements paid into?',
    'merchant_profile_export',
    output,
    'settlement-iban',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// b2. HSM key inventory: pretty JSON.

function hsmKeyInventory(): EconomicsTask {
  const random = seededRandom(109_202);
  const needle = '3C9E41';
  const custodians = ['a.okafor', 'm.lindqvist', 's.byrne', 'r.teixeira', 'h.vogel', 'c.moreau', 'p.nowak', 'e.fitzgerald'];
  const order = shuffle(
    random,
    BANKS.filter((b) => b !== 'Brightwater Bank'),
  );
  order.splice(Math.floor(order.length / 2), 0, 'Brightwater Bank');
  order.splice(Math.floor(order.length / 2) - 6, 0, 'Brightwater Building Society');
  interface Key {
    label: string;
    key_type: string;
    usage: string;
    algorithm: string;
    counterparty: string;
    direction: string;
    generation: number;
    status: string;
    kcv: string;
    lmk: string;
    created_at: string;
    activated_at: string | null;
    expires_at: string;
    ceremony: string;
    custodians: string[];
  }
  const keys: Key[] = [];
  const usage: Record<string, string> = {
    ZMK: 'key encryption (zone master)',
    ZPK: 'PIN encryption (zone)',
    ZAK: 'message authentication (zone)',
  };
  const add = (
    bank: string,
    code: string,
    type: string,
    direction: string,
    generation: number,
    status: string,
    created: number,
    kcv?: string,
  ) => {
    keys.push({
      label: `${type}.${code}.${direction === 'inbound' ? 'IN' : direction === 'outbound' ? 'OUT' : 'BI'}.G${generation}`,
      key_type: type,
      usage: usage[type]!,
      algorithm: oneOf(random, ['TDES-3KEY', 'AES-128', 'AES-256']),
      counterparty: bank,
      direction,
      generation,
      status,
      kcv: kcv ?? without(needle, () => hex(random, 6).toUpperCase()),
      lmk: oneOf(random, ['LMK-01', 'LMK-02']),
      created_at: isoSeconds(created),
      activated_at: status === 'pending' ? null : isoSeconds(created + between(random, 1, 10) * 86_400_000),
      expires_at: isoSeconds(created + (status === 'retired' ? 365 : 730) * 86_400_000),
      ceremony: `KC-${isoDay(created).slice(0, 4)}-${String(between(random, 1, 140)).padStart(3, '0')}`,
      custodians: shuffle(random, [...custodians]).slice(0, 3),
    });
  };
  for (const bank of order) {
    const code = bank
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .split(' ')
      .filter((w) => !['DO', 'DE'].includes(w))
      .slice(0, 2)
      .join('');
    const when = (daysAgo: number) => utc(12, 1) - daysAgo * 86_400_000 + between(random, 8 * 3600, 17 * 3600) * 1000;
    add(bank, code, 'ZMK', 'bidirectional', between(random, 1, 2), 'active', when(between(random, 200, 900)));
    for (const direction of ['inbound', 'outbound']) {
      const generations = bank === 'Brightwater Bank' ? 4 : between(random, 1, 4);
      const pending = bank !== 'Brightwater Bank' && generations > 1 && random() < 0.08;
      let daysAgo = between(random, 5, 200) + (generations - 1) * 180;
      for (let g = 1; g <= generations; g++) {
        const status = g === generations ? (pending ? 'pending' : 'active') : g === generations - 1 && pending ? 'active' : 'retired';
        const isTarget = bank === 'Brightwater Bank' && direction === 'inbound' && g === generations;
        add(bank, code, 'ZPK', direction, g, status, when(daysAgo), isTarget ? needle : undefined);
        daysAgo -= between(random, 150, 190);
      }
      add(bank, code, 'ZAK', direction, between(random, 1, 3), 'active', when(between(random, 60, 600)));
    }
  }
  const output =
    JSON.stringify(
      {
        cluster: 'qf-hsm-ams',
        appliances: ['hsm-ams-a1', 'hsm-ams-a2', 'hsm-dub-b1'],
        generated_at: '2026-12-04T07:30:02Z',
        filter: { key_class: 'zone', include_retired: true },
        count: keys.length,
        keys,
      },
      null,
      2,
    ) + '\n';
  return probe(
    'round 109: HSM zone PIN key check value',
    "What's the KCV of the zone PIN key we're currently using for inbound traffic from Brightwater Bank?",
    'hsm_key_inventory',
    output,
    'zpk-kcv',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// b3. Auth switch thread dump: jcmd Thread.print.

function switchThreadDump(): EconomicsTask {
  const random = seededRandom(109_203);
  const needle = 'iso8583-acq-worker-23';
  const addr = () => `0x00007f${hex(random, 7)}${oneOf(random, ['000', '800', 'c00', '400'])}`;
  let number = 1;
  let nid = 41_200;
  const threads: string[] = [];
  const thread = (name: string, daemon: boolean, state: string, headState: string, frames: string[]) => {
    number += between(random, 1, 3);
    nid += between(random, 1, 9);
    const cpu = `${between(random, 0, 90_000)}.${digits(random, 2)}ms`;
    threads.push(
      [
        `"${name}" #${number} [${nid}] ${daemon ? 'daemon ' : ''}prio=5 os_prio=0 cpu=${cpu} elapsed=93211.${digits(random, 2)}s tid=${addr()} nid=${nid} ${headState}  [${addr()}]`,
        `   java.lang.Thread.State: ${state}`,
        ...frames.map((f) => `\t${f}`),
        '',
      ].join('\n'),
    );
  };
  const park = (what: string) => [
    'at jdk.internal.misc.Unsafe.park(java.base@21.0.5/Native Method)',
    `- parking to wait for  <0x00000007${hex(random, 8)}> (a ${what})`,
    'at java.util.concurrent.locks.LockSupport.park(java.base@21.0.5/LockSupport.java:371)',
  ];
  const poolTail = [
    'at java.util.concurrent.ThreadPoolExecutor.runWorker(java.base@21.0.5/ThreadPoolExecutor.java:1144)',
    'at java.util.concurrent.ThreadPoolExecutor$Worker.run(java.base@21.0.5/ThreadPoolExecutor.java:642)',
    'at java.lang.Thread.runWith(java.base@21.0.5/Thread.java:1596)',
    'at java.lang.Thread.run(java.base@21.0.5/Thread.java:1583)',
  ];
  const idleWorker = [
    ...park('java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject'),
    'at java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionNode.block(java.base@21.0.5/AbstractQueuedSynchronizer.java:519)',
    'at java.util.concurrent.ForkJoinPool.unmanagedBlock(java.base@21.0.5/ForkJoinPool.java:3780)',
    'at java.util.concurrent.ForkJoinPool.managedBlock(java.base@21.0.5/ForkJoinPool.java:3725)',
    'at java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject.await(java.base@21.0.5/AbstractQueuedSynchronizer.java:1707)',
    'at java.util.concurrent.LinkedBlockingQueue.take(java.base@21.0.5/LinkedBlockingQueue.java:435)',
    'at java.util.concurrent.ThreadPoolExecutor.getTask(java.base@21.0.5/ThreadPoolExecutor.java:1070)',
    'at java.util.concurrent.ThreadPoolExecutor.runWorker(java.base@21.0.5/ThreadPoolExecutor.java:1130)',
    ...poolTail.slice(1),
  ];
  const flowTail = (side: 'acq' | 'iss') => [
    `at com.quillfield.sw.flow.${side === 'acq' ? 'AuthorisationFlow' : 'IssuerResponseFlow'}.handle(${side === 'acq' ? 'AuthorisationFlow' : 'IssuerResponseFlow'}.java:${between(random, 120, 420)})`,
    `at com.quillfield.sw.flow.FlowDispatcher.dispatch(FlowDispatcher.java:${between(random, 60, 140)})`,
    `at com.quillfield.sw.iso.IsoMessageTask.run(IsoMessageTask.java:${between(random, 40, 90)})`,
    ...poolTail,
  ];
  const hsmWait = (via: string) => [
    'at sun.nio.ch.Net.poll(java.base@21.0.5/Native Method)',
    'at sun.nio.ch.NioSocketImpl.park(java.base@21.0.5/NioSocketImpl.java:191)',
    'at sun.nio.ch.NioSocketImpl.timedRead(java.base@21.0.5/NioSocketImpl.java:280)',
    'at sun.nio.ch.NioSocketImpl.implRead(java.base@21.0.5/NioSocketImpl.java:304)',
    'at sun.nio.ch.NioSocketImpl.read(java.base@21.0.5/NioSocketImpl.java:346)',
    'at java.net.Socket$SocketInputStream.read(java.base@21.0.5/Socket.java:1099)',
    'at java.io.DataInputStream.readFully(java.base@21.0.5/DataInputStream.java:208)',
    `at com.quillfield.sw.hsm.HsmConnection.readResponse(HsmConnection.java:${between(random, 150, 180)})`,
    `- locked <0x00000007${hex(random, 8)}> (a com.quillfield.sw.hsm.HsmConnection)`,
    `at com.quillfield.sw.hsm.HsmClient.${via}(HsmClient.java:${between(random, 200, 400)})`,
  ];
  const acqWorker = (): [string, string, string[]] => {
    const r = random();
    if (r < 0.45) return ['WAITING (parking)', 'waiting on condition', idleWorker];
    if (r < 0.7)
      return [
        'RUNNABLE',
        'runnable',
        [
          ...hsmWait('translatePin'),
          `at com.quillfield.sw.pin.PinBlockTranslator.translate(PinBlockTranslator.java:${between(random, 60, 99)})`,
          ...flowTail('acq'),
        ],
      ];
    if (r < 0.85)
      return [
        'RUNNABLE',
        'runnable',
        [
          ...hsmWait('deriveKey'),
          `at com.quillfield.sw.keys.DukptKeyDeriver.deriveIpek(DukptKeyDeriver.java:${between(random, 90, 110)})`,
          `at com.quillfield.sw.keys.DukptKeyDeriver.pinKeyFor(DukptKeyDeriver.java:141)`,
          `at com.quillfield.sw.pin.PinBlockTranslator.translate(PinBlockTranslator.java:${between(random, 60, 99)})`,
          ...flowTail('acq'),
        ],
      ];
    return [
      'BLOCKED (on object monitor)',
      'waiting for monitor entry',
      [
        `at com.quillfield.sw.hsm.HsmConnectionPool.borrow(HsmConnectionPool.java:${between(random, 80, 95)})`,
        `- waiting to lock <0x00000007${hex(random, 8)}> (a com.quillfield.sw.hsm.HsmConnectionPool)`,
        `at com.quillfield.sw.hsm.HsmClient.translatePin(HsmClient.java:${between(random, 200, 260)})`,
        `at com.quillfield.sw.pin.PinBlockTranslator.translate(PinBlockTranslator.java:${between(random, 60, 99)})`,
        ...flowTail('acq'),
      ],
    ];
  };
  const system: [string, string, string, string[]][] = [
    [
      'Reference Handler',
      'RUNNABLE',
      'waiting on condition',
      [
        'at java.lang.ref.Reference.waitForReferencePendingList(java.base@21.0.5/Native Method)',
        'at java.lang.ref.Reference.processPendingReferences(java.base@21.0.5/Reference.java:246)',
        'at java.lang.ref.Reference$ReferenceHandler.run(java.base@21.0.5/Reference.java:208)',
      ],
    ],
    [
      'Finalizer',
      'WAITING (on object monitor)',
      'in Object.wait()',
      [
        'at java.lang.Object.wait0(java.base@21.0.5/Native Method)',
        '- waiting on <no object reference available>',
        'at java.lang.Object.wait(java.base@21.0.5/Object.java:366)',
        'at java.lang.ref.ReferenceQueue.remove0(java.base@21.0.5/ReferenceQueue.java:138)',
        'at java.lang.ref.Finalizer$FinalizerThread.run(java.base@21.0.5/Finalizer.java:173)',
      ],
    ],
    ['Signal Dispatcher', 'RUNNABLE', 'waiting on condition', []],
    ['Service Thread', 'RUNNABLE', 'runnable', []],
    ['Monitor Deflation Thread', 'RUNNABLE', 'runnable', []],
    ['C2 CompilerThread0', 'RUNNABLE', 'waiting on condition', ['No compile task']],
    ['C1 CompilerThread0', 'RUNNABLE', 'waiting on condition', ['No compile task']],
    [
      'Common-Cleaner',
      'TIMED_WAITING (parking)',
      'waiting on condition',
      [
        ...park('java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject'),
        'at java.lang.ref.ReferenceQueue.remove(java.base@21.0.5/ReferenceQueue.java:218)',
        'at jdk.internal.ref.CleanerImpl.run(java.base@21.0.5/CleanerImpl.java:140)',
        'at java.lang.Thread.runWith(java.base@21.0.5/Thread.java:1596)',
        'at java.lang.Thread.run(java.base@21.0.5/Thread.java:1583)',
      ],
    ],
    ['Notification Thread', 'RUNNABLE', 'runnable', []],
  ];
  for (const [name, state, head, frames] of system) thread(name, true, state, head, frames);
  for (let i = 1; i <= 8; i++)
    thread(`nioEventLoopGroup-3-${i}`, false, 'RUNNABLE', 'runnable', [
      'at sun.nio.ch.EPoll.wait(java.base@21.0.5/Native Method)',
      'at sun.nio.ch.EPollSelectorImpl.doSelect(java.base@21.0.5/EPollSelectorImpl.java:121)',
      'at sun.nio.ch.SelectorImpl.lockAndDoSelect(java.base@21.0.5/SelectorImpl.java:130)',
      `- locked <0x00000007${hex(random, 8)}> (a sun.nio.ch.Util$2)`,
      'at sun.nio.ch.SelectorImpl.select(java.base@21.0.5/SelectorImpl.java:142)',
      'at io.netty.channel.nio.SelectedSelectionKeySetSelector.select(SelectedSelectionKeySetSelector.java:62)',
      'at io.netty.channel.nio.NioEventLoop.select(NioEventLoop.java:883)',
      'at io.netty.channel.nio.NioEventLoop.run(NioEventLoop.java:526)',
      'at io.netty.util.concurrent.SingleThreadEventExecutor$4.run(SingleThreadEventExecutor.java:997)',
      'at io.netty.util.internal.ThreadExecutorMap$2.run(ThreadExecutorMap.java:74)',
      'at io.netty.util.concurrent.FastThreadLocalRunnable.run(FastThreadLocalRunnable.java:30)',
      'at java.lang.Thread.runWith(java.base@21.0.5/Thread.java:1596)',
      'at java.lang.Thread.run(java.base@21.0.5/Thread.java:1583)',
    ]);
  for (let i = 1; i <= 16; i++)
    thread(`hsm-keepalive-${i}`, true, 'TIMED_WAITING (sleeping)', 'waiting on condition', [
      'at java.lang.Thread.sleep0(java.base@21.0.5/Native Method)',
      'at java.lang.Thread.sleep(java.base@21.0.5/Thread.java:509)',
      `at com.quillfield.sw.hsm.HsmKeepAlive.run(HsmKeepAlive.java:${between(random, 40, 48)})`,
      'at java.lang.Thread.runWith(java.base@21.0.5/Thread.java:1596)',
      'at java.lang.Thread.run(java.base@21.0.5/Thread.java:1583)',
    ]);
  for (let i = 1; i <= 48; i++) {
    const busy = random() < 0.35;
    thread(
      `iso8583-iss-worker-${i}`,
      true,
      busy ? 'RUNNABLE' : 'WAITING (parking)',
      busy ? 'runnable' : 'waiting on condition',
      busy
        ? [
            ...hsmWait(oneOf(random, ['verifyArqc', 'generateMac', 'verifyMac'])),
            `at com.quillfield.sw.emv.ArqcVerifier.verify(ArqcVerifier.java:${between(random, 50, 90)})`,
            ...flowTail('iss'),
          ]
        : idleWorker,
    );
  }
  for (let i = 1; i <= 64; i++) {
    if (i === 23) {
      thread(needle, true, 'RUNNABLE', 'runnable', [
        'at com.quillfield.sw.crypto.SoftTdes.encryptBlock(SoftTdes.java:88)',
        'at com.quillfield.sw.crypto.SoftTdes.encrypt(SoftTdes.java:61)',
        'at com.quillfield.sw.keys.DukptKeyDeriver.deriveWorkingKey(DukptKeyDeriver.java:212)',
        'at com.quillfield.sw.keys.DukptKeyDeriver.pinKeyFor(DukptKeyDeriver.java:147)',
        '- locked <0x00000007c41e09a8> (a com.quillfield.sw.keys.DukptKeyCache)',
        'at com.quillfield.sw.pin.PinBlockTranslator.translate(PinBlockTranslator.java:74)',
        ...flowTail('acq'),
      ]);
      continue;
    }
    const [state, head, frames] = acqWorker();
    thread(`iso8583-acq-worker-${i}`, true, state, head, frames);
  }
  for (let i = 1; i <= 6; i++)
    thread(`journal-writer-${i}`, true, 'TIMED_WAITING (parking)', 'waiting on condition', [
      'at jdk.internal.misc.Unsafe.park(java.base@21.0.5/Native Method)',
      `- parking to wait for  <0x00000007${hex(random, 8)}> (a java.util.concurrent.CountDownLatch$Sync)`,
      'at java.util.concurrent.locks.LockSupport.parkNanos(java.base@21.0.5/LockSupport.java:269)',
      'at org.apache.kafka.clients.producer.internals.ProduceRequestResult.await(ProduceRequestResult.java:86)',
      'at org.apache.kafka.clients.producer.internals.FutureRecordMetadata.get(FutureRecordMetadata.java:79)',
      `at com.quillfield.sw.journal.KafkaJournal.append(KafkaJournal.java:${between(random, 90, 120)})`,
      'at com.quillfield.sw.journal.JournalWriter.run(JournalWriter.java:58)',
      'at java.lang.Thread.runWith(java.base@21.0.5/Thread.java:1596)',
      'at java.lang.Thread.run(java.base@21.0.5/Thread.java:1583)',
    ]);
  thread('kafka-producer-network-thread | switch-journal', true, 'RUNNABLE', 'runnable', [
    'at sun.nio.ch.EPoll.wait(java.base@21.0.5/Native Method)',
    'at sun.nio.ch.EPollSelectorImpl.doSelect(java.base@21.0.5/EPollSelectorImpl.java:121)',
    'at sun.nio.ch.SelectorImpl.lockAndDoSelect(java.base@21.0.5/SelectorImpl.java:130)',
    'at sun.nio.ch.SelectorImpl.select(java.base@21.0.5/SelectorImpl.java:142)',
    'at org.apache.kafka.common.network.Selector.select(Selector.java:874)',
    'at org.apache.kafka.common.network.Selector.poll(Selector.java:465)',
    'at org.apache.kafka.clients.NetworkClient.poll(NetworkClient.java:585)',
    'at org.apache.kafka.clients.producer.internals.Sender.runOnce(Sender.java:328)',
    'at org.apache.kafka.clients.producer.internals.Sender.run(Sender.java:243)',
    'at java.lang.Thread.runWith(java.base@21.0.5/Thread.java:1596)',
    'at java.lang.Thread.run(java.base@21.0.5/Thread.java:1583)',
  ]);
  for (let i = 1; i <= 4; i++)
    thread(`scheduler-${i}`, true, 'TIMED_WAITING (parking)', 'waiting on condition', [
      ...park('java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject'),
      'at java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue.take(java.base@21.0.5/ScheduledThreadPoolExecutor.java:1182)',
      'at java.util.concurrent.ThreadPoolExecutor.getTask(java.base@21.0.5/ThreadPoolExecutor.java:1070)',
      'at java.util.concurrent.ThreadPoolExecutor.runWorker(java.base@21.0.5/ThreadPoolExecutor.java:1130)',
      ...poolTail.slice(1),
    ]);
  thread('HikariPool-1 housekeeper', true, 'TIMED_WAITING (parking)', 'waiting on condition', [
    ...park('java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject'),
    'at java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue.take(java.base@21.0.5/ScheduledThreadPoolExecutor.java:1182)',
    ...poolTail,
  ]);
  thread('Attach Listener', true, 'RUNNABLE', 'waiting on condition', []);
  const vm = [
    `"VM Thread" os_prio=0 cpu=${between(random, 2000, 9000)}.${digits(random, 2)}ms elapsed=93214.02s tid=${addr()} nid=41207 runnable`,
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `"GC Thread#${i}" os_prio=0 cpu=${between(random, 20_000, 60_000)}.${digits(random, 2)}ms elapsed=93214.05s tid=${addr()} nid=${41_190 + i} runnable`,
    ),
    `"G1 Main Marker" os_prio=0 cpu=${between(random, 10, 90)}.${digits(random, 2)}ms elapsed=93214.05s tid=${addr()} nid=41199 runnable`,
    `"G1 Conc#0" os_prio=0 cpu=${between(random, 900, 9000)}.${digits(random, 2)}ms elapsed=93214.05s tid=${addr()} nid=41200 runnable`,
    `"G1 Service" os_prio=0 cpu=${between(random, 900, 9000)}.${digits(random, 2)}ms elapsed=93214.05s tid=${addr()} nid=41203 runnable`,
    `"VM Periodic Task Thread" os_prio=0 cpu=${between(random, 9000, 30_000)}.${digits(random, 2)}ms elapsed=93214.01s tid=${addr()} nid=41222 waiting on condition`,
    '',
    'JNI global refs: 41, weak refs: 0',
    '',
  ];
  const output = [
    '41187:',
    '2026-12-04 09:12:44',
    'Full thread dump OpenJDK 64-Bit Server VM (21.0.5+11-LTS mixed mode, sharing):',
    '',
    'Threads class SMR info:',
    `_java_thread_list=${addr()}, length=${threads.length}, elements={`,
    ...Array.from({ length: Math.ceil(threads.length / 4) }, () => `${addr()}, ${addr()}, ${addr()}, ${addr()},`),
    '}',
    '',
    ...threads,
    ...vm,
  ].join('\n');
  return probe(
    'round 109: thread in deriveWorkingKey',
    'In this thread dump of the auth switch, which thread is the one inside DukptKeyDeriver.deriveWorkingKey?',
    'jcmd_thread_print',
    output,
    'thread-name',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c1. Fraud decisions: psql table.

function fraudDecisions(): EconomicsTask {
  const random = seededRandom(109_301);
  const needle = 'QTX-8E1D05B7A4C2';
  const from = utc(12, 3, 0, 0);
  const until = utc(12, 4, 9, 0);
  const rules = [
    'VEL_AMT_24H_GT2K',
    'GEO_IMPOSSIBLE_TRAVEL',
    'CNP_NEW_DEVICE',
    'MCC_HIGH_RISK',
    'BIN_ATTACK_SEQ',
    'AMT_JUST_BELOW_LIMIT',
    'FIRST_USE_ABROAD',
    'IP_COUNTRY_MISMATCH',
    'NIGHT_ECOM_HIGH_AMT',
  ];
  interface Row {
    at: number;
    ref: string;
    pan: string;
    mcc: string;
    amount: number;
    channel: string;
    score: number;
    model: string;
    rules: string;
    action: string;
  }
  const row = (at: number, fired: string[], action: string, ref?: string): Row => {
    const score =
      action === 'decline'
        ? between(random, 820, 990)
        : action === 'review' || action === 'step_up_3ds'
          ? between(random, 610, 860)
          : between(random, 12, 640);
    return {
      at,
      ref: ref ?? without(needle, () => `QTX-${hex(random, 12).toUpperCase()}`),
      pan: `${oneOf(random, ['412345', '453921', '492181', '541275', '552211', '518843', '476173'])}******${digits(random, 4)}`,
      mcc: oneOf(random, ['5411', '5812', '5999', '4829', '7995', '5732', '5542', '4121', '5311', '6011']),
      amount: between(random, 150, 240_000),
      channel: oneOf(random, ['pos', 'pos', 'ecom', 'ecom', 'moto', 'contactless']),
      score,
      model: oneOf(random, ['gbm-v41', 'gbm-v41', 'gbm-v41', 'gbm-v42-shadow']),
      rules: fired.join(','),
      action,
    };
  };
  const rows: Row[] = [];
  for (let i = 0; i < 2500; i++) {
    const at = from + pick(random, until - from);
    const fired: string[] = [];
    const r = random();
    if (r < 0.12) fired.push('VEL_CNT_1H_GT8');
    const extra = r < 0.5 ? between(random, 0, 2) : 0;
    for (let k = 0; k < extra; k++) {
      const rule = oneOf(random, rules);
      if (!fired.includes(rule)) fired.push(rule);
    }
    let action = fired.length === 0 ? 'approve' : oneOf(random, ['approve', 'review', 'step_up_3ds', 'decline']);
    // The count velocity rule declines only in the rows placed below; elsewhere it reviews or steps up.
    if (fired.includes('VEL_CNT_1H_GT8') && action === 'decline') action = oneOf(random, ['review', 'step_up_3ds']);
    rows.push(row(at, fired, action));
  }
  rows.push(row(utc(12, 3, 9, 12, 55), ['VEL_CNT_1H_GT8'], 'decline'));
  rows.push(row(utc(12, 4, 3, 8, 17), ['VEL_CNT_1H_GT8', 'NIGHT_ECOM_HIGH_AMT'], 'decline'));
  rows.push(row(utc(12, 3, 15, 2, 39), ['VEL_AMT_24H_GT2K'], 'decline'));
  rows.push(row(utc(12, 3, 15, 5, 12), ['VEL_CNT_1H_GT8'], 'review'));
  rows.push(row(utc(12, 3, 15, 11, 48), ['GEO_IMPOSSIBLE_TRAVEL', 'FIRST_USE_ABROAD'], 'decline'));
  rows.push(row(utc(12, 3, 16, 40, 3), ['VEL_CNT_1H_GT8', 'CNP_NEW_DEVICE'], 'step_up_3ds'));
  rows.push(row(utc(12, 3, 15, 7, 41), ['VEL_CNT_1H_GT8'], 'decline', needle));
  rows.sort((x, y) => x.at - y.at);
  const header = ['decided_at', 'txn_ref', 'pan_masked', 'mcc', 'channel', 'amount_eur', 'score', 'model', 'rules_fired', 'action'];
  const cells = rows.map((r) => [
    sqlTime(r.at),
    r.ref,
    r.pan,
    r.mcc,
    r.channel,
    money(r.amount),
    String(r.score),
    r.model,
    r.rules,
    r.action,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c]!.length)));
  const right = new Set([5, 6]);
  const center = (text: string, width: number) => {
    const left = Math.floor((width - text.length) / 2);
    return (' '.repeat(left) + text).padEnd(width);
  };
  const lines = [
    (' ' + header.map((h, c) => center(h, widths[c]!)).join(' | ')).trimEnd(),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...cells.map((row) => (' ' + row.map((v, c) => (right.has(c) ? v.padStart(widths[c]!) : v.padEnd(widths[c]!))).join(' | ')).trimEnd()),
    `(${rows.length} rows)`,
    '',
  ];
  return probe(
    'round 109: fraud decline for card used too often',
    "Yesterday a little after three in the afternoon the fraud engine turned a card down because it had been used too many times within the hour. What's the transaction reference for that one?",
    'fraud_decisions_query',
    lines.join('\n'),
    'txn-ref',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c2. Dispute case report: HTML.

function disputeReport(): EconomicsTask {
  const random = seededRandom(109_302);
  const needle = 'DSP-26-0047193';
  const reasons: readonly (readonly [string, string, boolean])[] = [
    ['Visa', '13.1 Merchandise/Services Not Received', true],
    ['Visa', '13.3 Not as Described or Defective Merchandise/Services', false],
    ['Visa', '10.4 Other Fraud – Card-Absent Environment', false],
    ['Visa', '12.6.1 Duplicate Processing', false],
    ['Visa', '13.2 Cancelled Recurring Transaction', false],
    ['Visa', '11.3 No Authorization', false],
    ['Mastercard', '4855 Goods or Services Not Provided', true],
    ['Mastercard', '4853 Cardholder Dispute', false],
    ['Mastercard', '4837 No Cardholder Authorization', false],
    ['Mastercard', '4834 Point-of-Interaction Error', false],
  ];
  const outcomes: Record<string, readonly string[]> = {
    'First Chargeback': ['Open – awaiting merchant', 'Closed – Accepted by merchant', 'Closed – Issuer favour'],
    Representment: ['Open – awaiting issuer', 'Closed – Merchant favour'],
    'Pre-Arbitration': ['Open – awaiting merchant', 'Closed – Merchant favour', 'Closed – Issuer favour', 'Closed – Accepted by merchant'],
    Arbitration: ['Open – awaiting scheme', 'Closed – Merchant favour', 'Closed – Issuer favour'],
  };
  const stages = [
    'First Chargeback',
    'First Chargeback',
    'First Chargeback',
    'Representment',
    'Representment',
    'Pre-Arbitration',
    'Arbitration',
  ];
  const count = 1180;
  const at = 604;
  const used = new Set<string>([needle]);
  const caseId = () => {
    for (;;) {
      const id = `DSP-26-00${between(random, 40000, 54999)}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  interface Case {
    id: string;
    opened: number;
    merchant: string;
    mid: string;
    scheme: string;
    reason: string;
    amount: number;
    stage: string;
    status: string;
    updated: number;
  }
  const make = (fixed?: Partial<Case>): Case => {
    const [scheme, reason, nonReceipt] = oneOf(random, reasons);
    let stage = oneOf(random, stages);
    let status = oneOf(random, outcomes[stage]!);
    // Goods-not-received cases never reach arbitration, nor end lost at pre-arb, except the planted ones.
    if (nonReceipt && stage === 'Arbitration') {
      stage = 'Representment';
      status = oneOf(random, outcomes[stage]!);
    }
    if (nonReceipt && stage === 'Pre-Arbitration' && (status === 'Closed – Issuer favour' || status === 'Closed – Accepted by merchant'))
      status = oneOf(random, ['Open – awaiting merchant', 'Closed – Merchant favour']);
    const opened = utc(9, 1) + pick(random, 93) * 86_400_000;
    const [name] = merchantName(random);
    return {
      id: caseId(),
      opened,
      merchant: name,
      mid: mid(random),
      scheme,
      reason,
      amount: between(random, 900, 250_000),
      stage,
      status,
      updated: Math.min(utc(12, 3), opened + between(random, 1, 60) * 86_400_000),
      ...fixed,
    };
  };
  const cases: Case[] = [];
  for (let i = 0; i < count; i++) cases.push(make());
  cases.sort((x, y) => x.opened - y.opened);
  const nearMisses: Partial<Case>[] = [
    { scheme: 'Visa', reason: '13.1 Merchandise/Services Not Received', stage: 'Pre-Arbitration', status: 'Closed – Merchant favour' },
    { scheme: 'Mastercard', reason: '4855 Goods or Services Not Provided', stage: 'Pre-Arbitration', status: 'Open – awaiting merchant' },
    {
      scheme: 'Visa',
      reason: '13.3 Not as Described or Defective Merchandise/Services',
      stage: 'Pre-Arbitration',
      status: 'Closed – Issuer favour',
    },
    { scheme: 'Visa', reason: '13.1 Merchandise/Services Not Received', stage: 'First Chargeback', status: 'Closed – Issuer favour' },
    { scheme: 'Visa', reason: '10.4 Other Fraud – Card-Absent Environment', stage: 'Pre-Arbitration', status: 'Closed – Issuer favour' },
  ];
  nearMisses.forEach((fixed, k) => {
    const i = [210, 455, 690, 801, 960][k]!;
    const opened = cases[i]!.opened;
    cases[i] = make({ ...fixed, opened, updated: Math.min(utc(12, 3), opened + 41 * 86_400_000) });
  });
  const openedAt = cases[at]!.opened;
  cases[at] = {
    ...make(),
    id: needle,
    opened: openedAt,
    merchant: 'Kestrel Outdoor Gear',
    scheme: 'Visa',
    reason: '13.1 Merchandise/Services Not Received',
    amount: 21240,
    stage: 'Pre-Arbitration',
    status: 'Closed – Issuer favour',
    updated: utc(11, 27),
  };
  const escape = (s: string) => s.replace(/&/g, '&amp;');
  const rows = cases.map(
    (c) =>
      `<tr><td class="id">${c.id}</td><td>${isoDay(c.opened)}</td><td>${escape(c.merchant)}</td><td>${c.mid}</td><td>${c.scheme}</td><td>${c.reason}</td>` +
      `<td class="num">EUR ${money(c.amount)}</td><td>${c.stage}</td><td class="status">${c.status}</td><td>${isoDay(c.updated)}</td></tr>`,
  );
  const byStage = Object.keys(outcomes).map(
    (s) => `<tr><td>${s}</td><td class="num">${cases.filter((c) => c.stage === s).length}</td></tr>`,
  );
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Quillfield Payments – Dispute case report</title>',
    '<style>body{font-family:Inter,Arial,sans-serif;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:2px 6px}td.num{text-align:right}tr:nth-child(even){background:#f6f7fb}</style>',
    '</head>',
    '<body>',
    '<h1>Dispute case report</h1>',
    '<p class="meta">Generated 2026-12-04 08:30 UTC · Portfolio: EU acquiring · Cases opened 2026-09-01 to 2026-12-03 · ' +
      String(count) +
      ' cases</p>',
    '<table class="cases">',
    '<thead><tr><th>Case</th><th>Opened</th><th>Merchant</th><th>MID</th><th>Scheme</th><th>Reason</th><th>Amount</th><th>Stage</th><th>Status</th><th>Updated</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<h2>Cases by stage</h2>',
    '<table class="summary">',
    '<thead><tr><th>Stage</th><th>Cases</th></tr></thead>',
    '<tbody>',
    ...byStage,
    '</tbody>',
    '</table>',
    '<p class="footer">Quillfield Payments · Disputes Operations · internal use only</p>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 109: lost pre-arb for goods not received',
    "I'm putting together the numbers for Monday's risk committee and most of the deck is done. One thing I still need: there was a dispute where the shopper said their order never turned up, it went as far as pre-arb and we ended up on the losing side. What's its case number?",
    'dispute_case_report',
    output,
    'case-id',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c3. Switch transaction journal: key=value log.

function switchJournal(): EconomicsTask {
  const random = seededRandom(109_303);
  const needle = '333721203117';
  const from = utc(12, 3, 17, 0);
  const until = utc(12, 4, 1, 0);
  const fuel = [
    'ROADSTAR FUEL N7 NAAS',
    'GREENPUMP KILCOCK',
    'FUELWAY M50 J9',
    'ROADSTAR FUEL TULLAMORE',
    'GREENPUMP ATHLONE',
    'FUELWAY BALLINCOLLIG',
  ];
  const shops: readonly (readonly [string, string])[] = [
    ['CORNERFRESH GROCERS', '5411'],
    ['KESTREL OUTDOOR GEAR', '5941'],
    ['BALLYCASTLE PHARMACY', '5912'],
    ['MILLBROOK BISTRO', '5812'],
    ['UPTON ELECTRICALS', '5732'],
    ['LARKSPUR COFFEE', '5814'],
    ['PENROSE BUTCHERS', '5411'],
    ['TIDEWATER BOOKS', '5942'],
    ['NORTHGATE CONVENIENCE', '5499'],
  ];
  const issuers = ['BRIGHTWATER', 'HARBOURLINE', 'NORTHMERE', 'CALDER', 'KINGSBRIDGE', 'SHANNONSIDE', 'CORRIB', 'WESTPORT'];
  const stanTaken = new Set<number>([203117]);
  const txn = (at: number, fixed?: { amt?: number; mcc?: string; rc?: string; acceptor?: string; stan?: number }): string => {
    let stan = fixed?.stan ?? 0;
    if (!fixed?.stan) {
      do stan = between(random, 100000, 999999);
      while (stanTaken.has(stan));
      stanTaken.add(stan);
    }
    const d = new Date(at);
    const julian = at < utc(12, 4) ? '3337' : '3338';
    const rrn = `${julian}${pad2(d.getUTCHours())}${stan}`;
    const isFuel = fixed?.mcc ? fixed.mcc === '5542' : random() < 0.18;
    const shop = oneOf(random, shops);
    const mcc = fixed?.mcc ?? (isFuel ? oneOf(random, ['5542', '5541']) : shop[1]);
    const acceptor = fixed?.acceptor ?? (isFuel ? oneOf(random, fuel) : shop[0]);
    let amt = fixed?.amt ?? between(random, 100, 25_000);
    if (!fixed?.amt && amt === 6230) amt = 6231;
    const rc = fixed?.rc ?? (random() < 0.91 ? '00' : oneOf(random, ['05', '51', '55', '61', '14', '91']));
    const auth = rc === '00' ? digits(random, 6) : '-';
    return (
      `${iso(at)} ${oneOf(random, ['qf-sw-dub-01', 'qf-sw-dub-02', 'qf-sw-ams-01'])} [txn] mti=0100/0110 stan=${stan} rrn=${rrn} ` +
      `tid=QF${between(random, 1, 9)}T${digits(random, 4)} mcc=${mcc} acceptor="${acceptor}" pan=${oneOf(random, ['492181', '541275', '453921', '552211', '412345'])}******${digits(random, 4)} ` +
      `entry=${oneOf(random, ['071', '051', '072'])} amt=${amt} ccy=978 rc=${rc} auth=${auth} iss=${oneOf(random, issuers)} lat=${between(random, 80, 1900)}ms`
    );
  };
  const other = (at: number): string => {
    const r = random();
    const host = oneOf(random, ['qf-sw-dub-01', 'qf-sw-dub-02', 'qf-sw-ams-01']);
    if (r < 0.4) return `${iso(at)} ${host} [link] echo 0800/0810 peer=ISS-${oneOf(random, issuers)} rtt=${between(random, 8, 90)}ms`;
    if (r < 0.7) return `${iso(at)} ${host} [hsm] pool size=32 busy=${between(random, 1, 14)} queue=${between(random, 0, 3)}`;
    if (r < 0.85) return `${iso(at)} ${host} [stand-in] issuer=${oneOf(random, issuers)} stip_count=${between(random, 0, 4)} window=5m`;
    return `${iso(at)} ${host} [keys] zpk rotation check ok peer=ISS-${oneOf(random, issuers)} gen=${between(random, 2, 6)}`;
  };
  const events: { at: number; line: string }[] = [];
  for (let i = 0; i < 2100; i++) {
    const at = from + pick(random, until - from);
    events.push({ at, line: random() < 0.9 ? without(needle, () => txn(at)) : other(at) });
  }
  const fixedAt = (h: number, m: number, s: number, fixed: Parameters<typeof txn>[1]) => {
    const at = utc(12, 3, h, m, s) + between(random, 0, 999);
    events.push({ at, line: without(needle, () => txn(at, fixed)) });
  };
  fixedAt(17, 10, 22, { amt: 6230, mcc: '5542', rc: '00', acceptor: 'GREENPUMP KILCOCK' });
  fixedAt(21, 48, 5, { amt: 6230, mcc: '5411', rc: '51', acceptor: 'CORNERFRESH GROCERS' });
  fixedAt(21, 44, 51, { amt: 6320, mcc: '5542', rc: '51', acceptor: 'FUELWAY M50 J9' });
  fixedAt(21, 46, 9, { amt: 4500, mcc: '5542', rc: '05', acceptor: 'ROADSTAR FUEL TULLAMORE' });
  fixedAt(23, 52, 40, { amt: 6230, mcc: '5542', rc: '00', acceptor: 'ROADSTAR FUEL N7 NAAS' });
  const targetAt = utc(12, 3, 21, 47, 12) + 331;
  events.push({ at: targetAt, line: txn(targetAt, { amt: 6230, mcc: '5542', rc: '51', acceptor: 'ROADSTAR FUEL N7 NAAS', stan: 203117 }) });
  events.sort((x, y) => x.at - y.at);
  const output =
    `# auth-journal query --from ${iso(from)} --to ${iso(until)} --nodes qf-sw-dub-01,qf-sw-dub-02,qf-sw-ams-01 --format kv\n` +
    events.map((e) => e.line).join('\n') +
    `\n# ${events.length} records\n`;
  return probe(
    'round 109: petrol station decline RRN',
    "A cardholder rang support this morning, pretty upset: she says her card was refused at a petrol station last night at about quarter to ten, for sixty-two euros thirty, and she's sure she had the funds. Can you find that decline and give me its retrieval reference number so I can chase the issuer?",
    'auth_journal_query',
    output,
    'rrn',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d1. Terminal estate export: CSV.

function terminalEstate(): EconomicsTask {
  const random = seededRandom(109_401);
  const models: readonly (readonly [string, string, string])[] = [
    ['QF Counter 400', 'C4-6.14.2', 'EMV-L2 K3.1.7'],
    ['QF Counter 400', 'C4-6.14.2', 'EMV-L2 K3.1.7'],
    ['QF Tap Mini', 'TM-3.8.0', 'EMV-L2 K2.9.4'],
    ['QF Portable 700', 'P7-4.3.6', 'EMV-L2 K3.1.7'],
    ['QF PinPad P8', 'P8-5.1.1', 'EMV-L2 K3.0.2'],
    ['QF Unattended U20', 'U20-2.2.9', 'EMV-L2 K3.0.2'],
  ];
  const ids = new Set<string>();
  while (ids.size < 2600) ids.add(`QF${between(random, 1, 9)}T${digits(random, 4)}`);
  const sorted = [...ids].sort();
  const oddAt = 1311;
  const needle = sorted[oddAt]!;
  const rows = sorted.map((tid, i) => {
    const [model, firmware, kernel] = i === oddAt ? ['QF Counter 400', 'C4-6.9.3', 'EMV-L2 K3.1.7'] : oneOf(random, models);
    const [name] = merchantName(random);
    const [city, country] = oneOf(random, CITIES);
    const seen = utc(12, 4, 0) + pick(random, 9 * 3_600_000) - (random() < 0.08 ? between(random, 1, 30) * 86_400_000 : 0);
    const profile =
      model === 'QF Unattended U20'
        ? 'unattended-fuel'
        : oneOf(random, ['retail-std', 'retail-std', 'hospitality-tip', 'retail-cashback', 'quick-service']);
    return [
      tid,
      `${digits(random, 3)}-${digits(random, 3)}-${digits(random, 4)}`,
      model,
      firmware,
      kernel,
      mid(random),
      name,
      city,
      country,
      oneOf(random, ['ethernet', '4G', 'wifi', '4G']),
      isoSeconds(seen),
      profile,
      model === 'QF Tap Mini' ? 'DUKPT-AES128' : oneOf(random, ['DUKPT-TDES', 'DUKPT-AES128']),
      String(between(random, 0, 2400)),
    ].join(',');
  });
  const output =
    'terminal_id,serial_number,model,firmware,emv_kernel,merchant_id,merchant_name,site_city,country,comms,last_heartbeat,config_profile,key_scheme,txn_count_30d\n' +
    rows.join('\n') +
    '\n';
  return probe(
    'round 109: countertop terminal on other software',
    'One of our countertop terminals is running a different software version from every other one of that model. Which terminal is it?',
    'tms_export_terminals',
    output,
    'odd-terminal',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d2. Scheme settlement inbox: ls -l.

function settlementInbox(): EconomicsTask {
  const random = seededRandom(109_402);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  interface Entry {
    name: string;
    size: number;
    at: number;
  }
  const entries: Entry[] = [];
  for (let day = 0; day < 90; day++) {
    const date = utc(9, 6) + day * 86_400_000;
    const ymd = isoDay(date).replace(/-/g, '');
    const weekend = [0, 6].includes(new Date(date).getUTCDay());
    const scale = weekend ? 0.72 : 1;
    entries.push({
      name: `AXP_SETL_QF01_${ymd}.txt`,
      size: Math.floor(between(random, 1_100_000, 2_900_000) * scale),
      at: date + (5 * 60 + between(random, 0, 40)) * 60_000,
    });
    for (let c = 1; c <= 4; c++) {
      const at = date + ((c * 5 - 3) * 60 + between(random, 5, 35)) * 60_000;
      entries.push({ name: `MC_T112_E0074451_${ymd}_C${c}.ctl`, size: between(random, 212, 248), at: at + 2000 });
      entries.push({ name: `MC_T112_E0074451_${ymd}_C${c}.ipm`, size: Math.floor(between(random, 28_000_000, 41_000_000) * scale), at });
    }
    entries.push({
      name: `VISA_EP747_QF_${ymd}.txt`,
      size: Math.floor(between(random, 4_000_000, 7_200_000) * scale),
      at: date + (6 * 60 + between(random, 0, 50)) * 60_000,
    });
    for (let c = 1; c <= 2; c++)
      entries.push({
        name: `VISA_CTF_IN_QF_${ymd}_0${c}.ctf`,
        size: Math.floor(between(random, 55_000_000, 90_000_000) * scale),
        at: date + ((c === 1 ? 4 : 16) * 60 + between(random, 0, 30)) * 60_000,
      });
  }
  entries.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  // The T112 data file nearest the middle of the listing arrived far smaller than its peers.
  let odd = Math.floor(entries.length / 2);
  while (!entries[odd]!.name.endsWith('.ipm')) odd++;
  entries[odd]!.size = 2_097_152;
  const needle = entries[odd]!.name;
  const width = Math.max(...entries.map((e) => String(e.size).length));
  const stamp = (ms: number) => {
    const d = new Date(ms);
    return `${months[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  };
  const total = entries.reduce((sum, e) => sum + Math.ceil(e.size / 4096) * 4, 0);
  const output =
    `total ${total}\n` +
    entries.map((e) => `-rw-r----- 1 qfsettle settle ${String(e.size).padStart(width)} ${stamp(e.at)} ${e.name}`).join('\n') +
    '\n';
  return probe(
    'round 109: scheme file far smaller than its kind',
    'Looking at the scheme files that landed in the settlement inbox, is there one whose size looks way off compared with the others of its kind? Which file?',
    'sftp_ls_settlement_inbox',
    output,
    'odd-file',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d3. Switch configuration export: pretty XML.

function switchConfig(): EconomicsTask {
  const random = seededRandom(109_403);
  const links: string[] = [];
  const slug = (bank: string) =>
    bank
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' ')
      .filter((w) => !['do', 'de'].includes(w))
      .slice(0, 2)
      .join('-');
  const suffixes = ['cards', 'debit', 'credit', 'prepaid'];
  const names: [string, string][] = [];
  for (const bank of BANKS)
    for (const product of suffixes.slice(0, between(random, 2, 4)))
      for (const region of ['dom', 'xb']) names.push([bank, `${slug(bank)}-${product}-${region}`]);
  const oddAt = Math.floor(names.length / 2) + 3;
  const needle = names[oddAt]![1];
  const link = (i: number, bank: string, name: string): string => {
    const xb = name.endsWith('-xb');
    const timeout = i === oddAt ? 45000 : xb ? 12000 : 8000;
    const ranges = Array.from({ length: between(random, 1, 5) }, () => {
      const lo = `${oneOf(random, ['4', '5', '22'])}${digits(random, 5)}`.slice(0, 6);
      return `        <range from="${lo}00" to="${lo}99" product="${oneOf(random, ['consumer', 'commercial', 'premium'])}"/>`;
    });
    return [
      `    <issuer-link id="IL-${String(1000 + i)}" name="${name}">`,
      `      <institution>${bank.replace('&', '&amp;')}</institution>`,
      `      <endpoint host="10.${between(random, 40, 47)}.${between(random, 0, 255)}.${between(random, 1, 254)}" port="${between(random, 7000, 7099)}" tls="true" cert-alias="iss-${slug(bank)}-2026"/>`,
      `      <protocol dialect="${oneOf(random, ['iso8583-1987', 'iso8583-1993'])}" length-header="2-byte-binary" bitmap="binary" charset="${oneOf(random, ['ascii', 'ebcdic'])}"/>`,
      `      <timers response-timeout-ms="${timeout}" echo-interval-s="60" reconnect-backoff-ms="${oneOf(random, [2000, 2500, 3000])}" idle-close-s="900"/>`,
      `      <stand-in enabled="${random() < 0.85 ? 'true' : 'false'}" floor-limit="${oneOf(random, ['50.00', '100.00', '150.00', '250.00'])}" currency="EUR"/>`,
      `      <limits max-outstanding="${oneOf(random, [64, 128, 128, 256])}" tps-ceiling="${oneOf(random, [150, 300, 500, 800])}"/>`,
      '      <bin-ranges>',
      ...ranges,
      '      </bin-ranges>',
      `      <keys zpk="ZPK.${slug(bank).toUpperCase().replace('-', '')}.OUT" zak="ZAK.${slug(bank).toUpperCase().replace('-', '')}.OUT"/>`,
      `    </issuer-link>`,
    ].join('\n');
  };
  names.forEach(([bank, name], i) => links.push(link(i, bank, name)));
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<switch-config node-group="qf-auth-eu" release="2026.11.3" exported="2026-12-04T08:00:11Z" exported-by="cfgctl/svc-switch-ops">',
    '  <defaults>',
    '    <timers echo-interval-s="60" reconnect-backoff-ms="2500" idle-close-s="900"/>',
    '    <mac algorithm="ISO9797-ALG3" fields="2,3,4,7,11,12,37,41,42"/>',
    '  </defaults>',
    '  <acquirer-links>',
    '    <acquirer-link id="AL-01" name="pos-host-dub" listen-port="6001" tls="true"/>',
    '    <acquirer-link id="AL-02" name="pos-host-ams" listen-port="6001" tls="true"/>',
    '    <acquirer-link id="AL-03" name="ecom-gateway" listen-port="6010" tls="true"/>',
    '  </acquirer-links>',
    '  <issuer-links>',
    ...links,
    '  </issuer-links>',
    '</switch-config>',
    '',
  ].join('\n');
  return probe(
    'round 109: issuer link waiting far longer',
    'One of the issuer connections on the switch hangs on far longer than the others before it gives up waiting for a reply. Which one is it?',
    'switch_config_export',
    output,
    'slow-link',
    needle,
  );
}

export function roundOneHundredNine(): EconomicsTask[] {
  return [
    authSwitchTrace(),
    tmsTerminals(),
    chargebackIngestLogs(),
    merchantProfiles(),
    hsmKeyInventory(),
    switchThreadDump(),
    fraudDecisions(),
    disputeReport(),
    switchJournal(),
    terminalEstate(),
    settlementInbox(),
    switchConfig(),
  ];
}
