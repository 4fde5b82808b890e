/**
 * Probe round 57, written blind: a colocation data centre operator (Halyard Data Centres, its Slough
 * campus SLG2: power, UPS and generators, cooling and the BMS, cross-connects and cages, access
 * control, change management, the network core and on-call). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - the cross-connect API (minified JSON): which meet-me room panel and port a customer's live 10G cross-connect to a carrier lands on;
 *  - the access control system's event export (one-line XML): who opened a customer's cage in hall 3 overnight, and when;
 *  - the service desk's incident export (CSV, one ticket's work notes a 150,000-char field): what the vendor's engineer found caused a generator's sync failure.
 * b. The answer a few lines away from the line the question's words match:
 *  - the DCIM rack export (YAML): which panel and circuit feed the B side of one rack;
 *  - the change portal's application log (Java stack traces): the underlying cause of the error one approver hit;
 *  - the change requests from the service desk's table API (pretty JSON): when the hall 3 chilled water pump swap starts.
 * c. A question that paraphrases the output or carries a preamble:
 *  - the network core's syslog: when a customer's link dropped in the small hours (preamble, and the customer's words for it);
 *  - the on-call platform's event log (logfmt): who picked up the page for Tuesday's grid supply blip, and when (preamble);
 *  - the fuel management system's tank history: how much diesel the tanker put into one generator's tank on the 12th (paraphrase).
 * d. One value unlike its peers, with no error word near it:
 *  - the battery monitor's per-jar report: the one block whose internal resistance is out of line with the rest;
 *  - the access control reader configuration (NDJSON): the door that stays unlocked far longer after a badge than any other;
 *  - the fabric's VLAN report: the customer VLAN learning far more MAC addresses than the others.
 * Not among the bench's targets.
 * First run, at 2e4c757, the head this stop began at (with this file; `ROUNDS=57
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,425,066 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 57: cross-connects api
 *     codex: 6,878 tokens, peak 6,781, 0/1 needles, 0 read-backs
 *     context-chef: 740 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,851 tokens, peak 835, 0/1 needles, 1 read-backs
 *     ours: 2,849 tokens, peak 1,000, 0/1 needles, 2 read-backs
 *   round 57: access events xml
 *     codex: 7,439 tokens, peak 7,355, 0/1 needles, 0 read-backs
 *     context-chef: 747 tokens, peak 663, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,317 tokens, peak 5,382, 0/1 needles, 4 read-backs
 *     ours: 8,391 tokens, peak 3,664, 0/1 needles, 3 read-backs
 *   round 57: incident export csv, long work notes
 *     codex: 15,230 tokens, peak 15,140, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,313 tokens, peak 1,164, 0/1 needles, 4 read-backs
 *     ours: 4,180 tokens, peak 902, 0/1 needles, 4 read-backs
 *   round 57: dcim racks yaml
 *     codex: 18,503 tokens, peak 18,418, 0/1 needles, 0 read-backs
 *     context-chef: 875 tokens, peak 790, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,308 tokens, peak 2,095, 0/1 needles, 3 read-backs
 *     ours: 6,314 tokens, peak 2,422, 1/1 needles, 3 read-backs
 *   round 57: change portal log, stack traces
 *     codex: 13,788 tokens, peak 13,695, 0/1 needles, 0 read-backs
 *     context-chef: 749 tokens, peak 656, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,676 tokens, peak 3,385, 0/1 needles, 2 read-backs
 *     ours: 6,905 tokens, peak 3,594, 1/1 needles, 2 read-backs
 *   round 57: change requests json
 *     codex: 13,672 tokens, peak 13,586, 0/1 needles, 0 read-backs
 *     context-chef: 703 tokens, peak 617, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,017 tokens, peak 1,308, 0/1 needles, 4 read-backs
 *     ours: 4,307 tokens, peak 949, 1/1 needles, 4 read-backs
 *   round 57: core syslog, preamble and paraphrase
 *     codex: 16,263 tokens, peak 16,162, 0/1 needles, 0 read-backs
 *     context-chef: 778 tokens, peak 677, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,028 tokens, peak 4,064, 1/1 needles, 2 read-backs
 *     ours: 7,969 tokens, peak 4,150, 1/1 needles, 2 read-backs
 *   round 57: on-call events logfmt, preamble and paraphrase
 *     codex: 14,847 tokens, peak 14,742, 0/1 needles, 0 read-backs
 *     context-chef: 794 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,207 tokens, peak 1,337, 0/1 needles, 4 read-backs
 *     ours: 3,493 tokens, peak 1,674, 0/1 needles, 2 read-backs
 *   round 57: fuel tank history, paraphrase
 *     codex: 22,482 tokens, peak 22,394, 0/1 needles, 0 read-backs
 *     context-chef: 1,027 tokens, peak 939, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,420 tokens, peak 1,591, 0/1 needles, 4 read-backs
 *     ours: 4,735 tokens, peak 1,006, 0/1 needles, 4 read-backs
 *   round 57: battery jar report
 *     codex: 22,754 tokens, peak 22,656, 0/1 needles, 0 read-backs
 *     context-chef: 1,019 tokens, peak 921, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,995 tokens, peak 4,888, 0/1 needles, 2 read-backs
 *     ours: 3,068 tokens, peak 2,027, 1/1 needles, 1 read-backs
 *   round 57: reader config ndjson
 *     codex: 14,182 tokens, peak 14,093, 0/1 needles, 0 read-backs
 *     context-chef: 728 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,712 tokens, peak 1,248, 0/1 needles, 4 read-backs
 *     ours: 3,960 tokens, peak 852, 0/1 needles, 4 read-backs
 *   round 57: vlan report
 *     codex: 17,117 tokens, peak 17,022, 0/1 needles, 0 read-backs
 *     context-chef: 814 tokens, peak 719, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,697 tokens, peak 1,288, 0/1 needles, 1 read-backs
 *     ours: 2,357 tokens, peak 1,321, 0/1 needles, 1 read-backs
 *     codex: 183,155 tokens, 0/12 needles
 *     context-chef: 9,736 tokens, 0/12 needles
 *     context-chef-store: 79,541 tokens, 1/12 needles
 *     ours: 58,528 tokens, 5/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of 2026 in UTC: the UK is on GMT in November, so local time and UTC agree. */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-11-19T02:14:37Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-19 02:14:37` */
const stamp = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
/** `2026-11-19` */
const dateOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** `11,730` */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

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
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2, right: readonly number[] = []): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (right.includes(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** Customers: name and account. */
type Customer = readonly [string, string];
const CUSTOMERS: readonly Customer[] = [
  ['Northwind Analytics', 'ACC-10388'],
  ['Brightline Media', 'ACC-10422'],
  ['Vantor Systems', 'ACC-10517'],
  ['Castlegate Insurance', 'ACC-10102'],
  ['Pellucid Games', 'ACC-10733'],
  ['Quarry Bank Trading', 'ACC-10291'],
  ['Meridian Health Records', 'ACC-10644'],
  ['Orbis Payments', 'ACC-10159'],
  ['Tessellate CDN', 'ACC-10047'],
  ['Harlow Hosting', 'ACC-10212'],
  ['Kinetica Labs', 'ACC-10876'],
  ['Redpath Logistics', 'ACC-10390'],
  ['Saltmarsh Capital', 'ACC-10455'],
  ['Fennick Broadcasting', 'ACC-10561'],
  ['Greyfriars University', 'ACC-10083'],
  ['Ardent Telecom', 'ACC-10027'],
  ['Lattice Retail Group', 'ACC-10618'],
  ['Blue Heron Studios', 'ACC-10702'],
  ['Coldharbour Bank', 'ACC-10134'],
  ['Sable Cloud', 'ACC-10811'],
  ['Wrenfield Council', 'ACC-10266'],
  ['Oakridge Pharma', 'ACC-10579'],
  ['Tidewell Energy', 'ACC-10347'],
  ['Juniper Lane Legal', 'ACC-10921'],
  ['Marlow Reinsurance', 'ACC-10488'],
  ['Cobalt Esports', 'ACC-10954'],
  ['Halcyon VoIP', 'ACC-10075'],
  ['Stratus Backup', 'ACC-10183'],
  ['Pennant Data', 'ACC-10830'],
  ['Ferrous Robotics', 'ACC-10997'],
];
const customer = (name: string) => CUSTOMERS.find(([n]) => n === name)!;
/** Carriers in the meet-me rooms: name, account, and how their circuit ids look. */
const CARRIERS: readonly (readonly [string, string, (random: () => number) => string])[] = [
  ['Cogent Communications', 'ACC-00031', (r) => `1-${digits(r, 9)}`],
  ['Zayo Europe', 'ACC-00018', (r) => `IDIA/${digits(r, 6)}//ZYO`],
  ['Colt Technology Services', 'ACC-00007', (r) => `LON/ETH/${digits(r, 7)}`],
  ['BT Wholesale', 'ACC-00002', (r) => `EAD${digits(r, 8)}`],
  ['Lumen Technologies', 'ACC-00044', (r) => `BBZX${digits(r, 5)}`],
  ['GTT Communications', 'ACC-00052', (r) => `GTT-${digits(r, 8)}`],
  ['euNetworks', 'ACC-00061', (r) => `EUN-WAV-${digits(r, 6)}`],
  ['Arelion', 'ACC-00012', (r) => `IC-${digits(r, 6)}`],
  ['LINX', 'ACC-00003', (r) => `LINX-LON1-${digits(r, 5)}`],
  ['Virgin Media O2 Business', 'ACC-00025', (r) => `VMB${digits(r, 9)}`],
  ['Neos Networks', 'ACC-00038', (r) => `NEOS-${digits(r, 7)}`],
  ['Exponential-e', 'ACC-00049', (r) => `EXE${digits(r, 6)}`],
];
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
  'Nadia',
  'Connor',
  'Leah',
  'Yusuf',
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
  'Brennan',
  'Osei',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
/** Cages: one per row of racks, `C` then the hall and the row (`C214` is hall 2, row 14). */
const cageOf = (hall: number, row: number) => `C${hall}${pad2(row)}`;

/** `GET /api/v2/cross-connects?site=SLG2`: every cross-connect on one line; a customer's live 10G to Cogent. */
function crossConnectsApi(): EconomicsTask {
  const random = seededRandom(57_001);
  const used = new Set<string>();
  const freePort = (panels: readonly string[], ports: number) => {
    for (;;) {
      const panel = oneOf(random, panels);
      const port = pad2(between(random, 1, ports));
      if (!used.has(`${panel}/${port}`)) {
        used.add(`${panel}/${port}`);
        return { panel, port };
      }
    }
  };
  const meetMe = new Map(
    CARRIERS.map(([name], i) => {
      const room = i % 2 === 0 ? 'MMR1' : 'MMR2';
      const cabinet = `${room}-R${pad2(3 + i)}`;
      return [
        name,
        { room: `MMR-${room.slice(3)}`, cabinet, panels: Array.from({ length: 12 }, (_, k) => `PP-${cabinet}-${pad2(k + 1)}`) },
      ];
    }),
  );
  // Every other customer's cages; Brightline's is C214 alone.
  const cages = new Map<string, string[]>();
  const free = shuffle(
    random,
    [1, 2, 3, 4].flatMap((h) => Array.from({ length: 20 }, (_, r) => cageOf(h, r + 1))).filter((c) => c !== 'C214'),
  );
  for (const [name] of CUSTOMERS) cages.set(name, name === 'Brightline Media' ? ['C214'] : free.splice(0, between(random, 1, 2)));
  const customerEnd = (c: Customer) => {
    const cage = oneOf(random, cages.get(c[0])!);
    const cabinet = `${cage}-R${pad2(between(random, 1, 8))}`;
    return { customer: c[0], account: c[1], cage, cabinet, ...freePort([`PP-${cabinet}-01`, `PP-${cabinet}-02`], 24) };
  };
  const carrierEnd = (carrier: (typeof CARRIERS)[number]) => {
    const mmr = meetMe.get(carrier[0])!;
    return { customer: carrier[0], account: carrier[1], room: mmr.room, cabinet: mmr.cabinet, ...freePort(mmr.panels, 48) };
  };
  const others = CUSTOMERS.filter(([name]) => name !== 'Brightline Media');
  const count = 2_600;
  const first = T(1, 7) - 7 * 365 * DAY;
  const span = T(11, 13) - first;
  const record = (
    i: number,
    a: Customer,
    z: (typeof CARRIERS)[number] | Customer,
    speed = oneOf(random, ['1G', '10G', '10G', '10G', '100G']),
    status = oneOf(random, ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'decommissioned', 'pending_install']),
    notes = oneOf(random, [
      '',
      '',
      '',
      '',
      'Customer supplied optics',
      'Diverse path to MMR-2 requested',
      'Tagged at both ends',
      'LOA on file',
    ]),
  ) => {
    const installed = first + Math.floor((i / count) * span) + pick(random, 20) * DAY;
    const isCarrier = z.length === 3;
    const fibre = speed !== '1G' || random() < 0.7;
    return {
      id: `XC-${String(30_000 + i * 5 + pick(random, 5)).padStart(7, '0')}`,
      service_order: `SO-${new Date(installed).getUTCFullYear()}-${digits(random, 5)}`,
      status,
      kind: isCarrier ? 'customer_to_carrier' : 'customer_to_customer',
      a_side: customerEnd(a),
      z_side: isCarrier ? carrierEnd(z) : customerEnd(z),
      speed,
      media: fibre ? (speed === '100G' || random() < 0.85 ? 'SMF OS2 LC/UPC duplex' : 'MMF OM4 LC/UPC duplex') : 'Cat6A RJ45',
      carrier_circuit_id: isCarrier ? z[2](random) : null,
      installed_on: dateOf(installed),
      decommissioned_on: status === 'decommissioned' ? dateOf(Math.min(installed + between(random, 200, 1_400) * DAY, T(11, 10))) : null,
      loss_db: fibre ? Number((0.35 + random() * 1.7).toFixed(2)) : null,
      tested_by: person(random),
      notes,
    };
  };
  const records: object[] = [];
  for (let i = 0; i < count; i++) {
    const a = oneOf(random, others);
    const z =
      random() < 0.8
        ? oneOf(random, CARRIERS)
        : oneOf(
            random,
            others.filter((c) => c !== a),
          );
    records.push(record(i, a, z));
  }
  const brightline = customer('Brightline Media');
  const cogent = CARRIERS[0]!;
  const at = Math.floor(count * 0.48);
  const target = record(at, brightline, cogent, '10G', 'active', 'Upgrade from 1G, replaces XC on SO-2022-11873');
  records[at] = target;
  records[Math.floor(count * 0.31)] = record(Math.floor(count * 0.31), brightline, cogent, '1G', 'decommissioned', '');
  records[Math.floor(count * 0.53)] = record(Math.floor(count * 0.53), brightline, CARRIERS[1]!, '10G', 'active', '');
  records[Math.floor(count * 0.62)] = record(Math.floor(count * 0.62), brightline, CARRIERS[8]!, '10G', 'active', 'LINX LON1 port');
  records[Math.floor(count * 0.66)] = record(Math.floor(count * 0.66), brightline, customer('Tessellate CDN'), '10G', 'active', '');
  records[Math.floor(count * 0.71)] = record(
    Math.floor(count * 0.71),
    brightline,
    cogent,
    '10G',
    'pending_install',
    'Second diverse path, awaiting LOA',
  );
  const text = JSON.stringify(target);
  const needle = text.slice(text.indexOf('"z_side"'), text.indexOf(',"speed"'));
  const output = `${JSON.stringify({
    data: records,
    meta: { site: 'SLG2', status: 'all', total: count, page: 1, per_page: 5_000 },
    links: { self: '/api/v2/cross-connects?site=SLG2&status=all&per_page=5000', next: null },
  })}\n`;
  const ask =
    'Brightline Media have raised a fault on their live 10G cross-connect to Cogent. Which panel and port does it land on at the meet-me room end? I want to send someone to check the patch.';
  return probe('round 57: cross-connects api', ask, 'http_get', output, 'port', needle, true);
}

/** The access control system's event export for the last day, one line of XML; a contractor in a customer's cage at night. */
function accessEventsXml(): EconomicsTask {
  const random = seededRandom(57_002);
  interface Reader {
    id: string;
    name: string;
    panel: string;
    cage?: string;
    night: boolean;
  }
  const readers: Reader[] = [];
  let readerSeq = 100;
  const addReader = (name: string, hall: number, night: boolean, cage?: string) =>
    readers.push({
      id: `RDR-SLG2-${String((readerSeq += between(random, 1, 3))).padStart(4, '0')}`,
      name,
      panel: `LNL-2220-DH${hall}-${pad2(between(random, 1, 6))}`,
      cage,
      night,
    });
  const tenants = new Map<string, string>();
  const others = CUSTOMERS.filter(([name]) => name !== 'Vantor Systems');
  for (let h = 1; h <= 4; h++) {
    addReader(`DH${h} Main Entry`, h, true);
    addReader(`DH${h} Corridor Exit`, h, true);
    for (let r = 1; r <= 20; r++) {
      const cage = cageOf(h, r);
      const tenant = cage === 'C314' || cage === 'C207' ? 'Vantor Systems' : random() < 0.88 ? oneOf(random, others)[0] : '';
      if (!tenant) continue;
      tenants.set(cage, tenant);
      addReader(`DH${h} Cage ${cage} - ${tenant}`, h, false, cage);
    }
  }
  for (const name of [
    'Reception Turnstile 1',
    'Reception Turnstile 2',
    'Reception Turnstile 3',
    'Mantrap 1 Outer',
    'Mantrap 1 Inner',
    'Mantrap 2 Outer',
    'Mantrap 2 Inner',
    'Loading Bay Personnel Door',
    'Goods-In Build Room',
    'MMR-1 Entry',
    'MMR-2 Entry',
    'Plant Room A',
    'Plant Room B',
    'Generator Yard Gate',
    'UPS Room 1',
    'UPS Room 2',
    'NOC',
    'Security Control Room',
    'Roof Access',
    'Office Level 1',
  ])
    addReader(name, 1, /Turnstile|Mantrap|NOC|Security|Plant|Generator|MMR/.test(name));
  interface Holder {
    id: string;
    card: string;
    name: string;
    company: string;
    type: string;
    cages: string[];
  }
  const holders: Holder[] = [];
  const usedCards = new Set<string>();
  const card = () => {
    let c = '';
    while (!c || usedCards.has(c)) c = `00${digits(random, 5)}`;
    usedCards.add(c);
    return c;
  };
  const holder = (name: string, company: string, type: string, cages: string[]): Holder => ({
    id: `CH-${digits(random, 5)}`,
    card: card(),
    name,
    company,
    type,
    cages,
  });
  for (const [cage, tenant] of tenants)
    for (let k = 0; k < between(random, 2, 6); k++) holders.push(holder(person(random), tenant, 'Customer', [cage]));
  for (let k = 0; k < 40; k++) holders.push(holder(person(random), 'Halyard Data Centres', 'Staff', []));
  for (let k = 0; k < 16; k++) holders.push(holder(person(random), 'Securitas', 'Security', []));
  for (const company of ['Kestrel FM', 'Redpath Electrical', 'Northfield Mechanical', 'Cummins UK'])
    for (let k = 0; k < 8; k++) holders.push(holder(person(random), company, 'Contractor', []));
  const vantor = holders.filter((h) => h.company === 'Vantor Systems');
  const intruder = holder('Dean Whitlock', 'Kestrel FM', 'Contractor', []);
  interface Event {
    t: number;
    type: string;
    reader: Reader;
    holder?: Holder;
    reason?: string;
  }
  const events: Event[] = [];
  const start = T(11, 18, 12);
  const end = T(11, 19, 12);
  const isNight = (t: number) => {
    const h = new Date(t).getUTCHours();
    return h < 7 || h >= 19;
  };
  const c314 = readers.find((r) => r.cage === 'C314')!;
  for (let i = 0; i < 2_900;) {
    const t = start + pick(random, (end - start) / SECOND) * SECOND;
    if (isNight(t) && random() > 0.18) continue;
    const h = oneOf(random, holders);
    const pool =
      h.type === 'Customer'
        ? [...readers.filter((r) => r.cage === h.cages[0]), ...readers.filter((r) => /Turnstile|Mantrap|Main Entry/.test(r.name))]
        : readers.filter((r) => !r.cage && (!isNight(t) || r.night));
    const reader = oneOf(random, pool);
    if (reader === c314 && t > T(11, 18, 19) && t < T(11, 19, 7)) continue;
    const roll = random();
    if (roll < 0.87) events.push({ t, type: 'AccessGranted', reader, holder: h });
    else if (roll < 0.93)
      events.push({
        t,
        type: 'AccessDenied',
        reader,
        holder: h,
        reason: oneOf(random, ['InvalidPIN', 'NotInAccessLevel', 'OutsideTimeZone', 'CardExpired']),
      });
    else if (roll < 0.97) events.push({ t, type: 'DoorHeldOpen', reader });
    else events.push({ t, type: 'RequestToExit', reader });
    i++;
  }
  const c313 = readers.find((r) => r.cage === 'C313')!;
  const c207 = readers.find((r) => r.cage === 'C207')!;
  const target: Event = { t: T(11, 19, 2, 14, 37), type: 'AccessGranted', reader: c314, holder: intruder };
  events.push(
    target,
    { t: T(11, 19, 2, 11, 52), type: 'AccessDenied', reader: c313, holder: intruder, reason: 'NotInAccessLevel' },
    { t: T(11, 19, 2, 31, 5), type: 'RequestToExit', reader: c314 },
    { t: T(11, 19, 0, 52, 19), type: 'AccessGranted', reader: c207, holder: vantor.find((h) => h.cages[0] === 'C207')! },
    { t: T(11, 18, 14, 5, 48), type: 'AccessGranted', reader: c314, holder: vantor.find((h) => h.cages[0] === 'C314')! },
    { t: T(11, 19, 9, 31, 2), type: 'AccessGranted', reader: c314, holder: vantor.find((h) => h.cages[0] === 'C314')! },
  );
  events.sort((a, b) => a.t - b.t);
  let seq = 88_412_000;
  const render = (e: Event) => {
    const head = `<Event seq="${(seq += between(random, 1, 3))}" time="${isoZ(e.t)}" type="${e.type}" readerId="${e.reader.id}" readerName="${e.reader.name}" panel="${e.reader.panel}"`;
    if (!e.holder) return `${head}/>`;
    const reason = e.reason ? ` reason="${e.reason}"` : '';
    return `${head}${reason}><Card number="${e.holder.card}" facility="112" format="H10306"/><Cardholder id="${e.holder.id}" name="${e.holder.name}" company="${e.holder.company}" type="${e.holder.type}"/></Event>`;
  };
  let needle = '';
  const body = events.map((e) => {
    const text = render(e);
    if (e === target) needle = text;
    return text;
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?><AccessEvents xmlns="urn:halyard:acs:export:2" site="SLG2" from="${isoZ(start)}" to="${isoZ(end)}" count="${events.length}">${body.join('')}</AccessEvents>\n`;
  const ask =
    'Security want to know who got into the Vantor Systems cage in hall 3 overnight. Whose badge opened the door, and at what time?';
  return probe('round 57: access events xml', ask, 'http_get', output, 'badge', needle, true);
}

/** `sdctl export incident --category Power,Cooling --format csv`: one incident's work notes run to 150,000 chars. */
function incidentExportCsv(): EconomicsTask {
  const random = seededRandom(57_003);
  const header =
    'number,opened_at,priority,state,category,subcategory,cmdb_ci,short_description,assignment_group,assigned_to,resolved_at,close_code,work_notes';
  const KINDS: readonly (readonly [string, string, string, () => string, readonly string[]])[] = [
    [
      'Power',
      'UPS',
      'SLG2 Critical Power',
      () =>
        `UPS-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])}-${between(random, 1, 2)} ${oneOf(random, ['alarm: battery temperature high', 'module fan alarm', 'transferred to static bypass', 'comms lost to monitoring card'])}`,
      [
        'Reset alarm, monitoring',
        'Schneider engineer booked',
        'Replaced fan assembly',
        'NMC rebooted, comms restored',
        'Battery room HVAC checked',
      ],
    ],
    [
      'Power',
      'Generator',
      'SLG2 Critical Power',
      () =>
        `GEN-0${between(random, 1, 8)} ${oneOf(random, ['failed to start on weekly test', 'low coolant level alarm', 'battery charger alarm', 'fuel polishing unit alarm'])}`,
      [
        'Topped up coolant',
        'Charger fuse replaced',
        'Test rerun OK',
        'Cummins engineer replaced fuel filter',
        'Polisher reset, filters changed',
      ],
    ],
    [
      'Power',
      'Distribution',
      'SLG2 Critical Power',
      () =>
        `PDB-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])}-0${between(random, 1, 8)} ${oneOf(random, ['breaker tripped on circuit ' + between(random, 1, 42), 'hot spot on thermal survey', 'meter reading frozen'])}`,
      ['Breaker reset with customer on phone', 'Torque checked, re-surveyed', 'Meter power cycled', 'Customer advised of overload'],
    ],
    [
      'Cooling',
      'CRAH',
      'SLG2 Mechanical',
      () =>
        `DH${between(random, 1, 4)}-CRAH-${pad2(between(random, 1, 12))} ${oneOf(random, ['supply air temperature high', 'EC fan failure', 'condensate pump alarm', 'filter differential pressure high'])}`,
      ['Fan replaced', 'Filters changed', 'Condensate pump cleared', 'Valve actuator recalibrated', 'Setpoint confirmed with BMS'],
    ],
    [
      'Cooling',
      'Chiller',
      'SLG2 Mechanical',
      () =>
        `CH-0${between(random, 1, 6)} ${oneOf(random, ['tripped on high pressure', 'compressor failed to start', 'flow switch alarm'])}`,
      ['Trane engineer attended', 'Condenser coils cleaned', 'Flow switch replaced', 'Reset and monitored for 24h'],
    ],
  ];
  const statuses = ['Closed', 'Closed', 'Closed', 'Resolved', 'Resolved', 'In Progress', 'On Hold'];
  /** Work notes, newest first, as the service desk lists them. */
  const notes = (t: number, texts: readonly string[], n: number) => {
    const picked = shuffle(random, [...texts]).slice(0, n);
    let at = t;
    return picked
      .map(
        (text) =>
          `${stamp((at += between(random, 20, 600) * MINUTE + pick(random, 60) * SECOND))} - ${person(random)} (Work notes) ${text}`,
      )
      .reverse()
      .join(' | ');
  };
  const row = (
    number: string,
    t: number,
    kind: (typeof KINDS)[number],
    description: string,
    work: string,
    state = oneOf(random, statuses),
    resolvedAt = t + between(random, 30, 9_000) * MINUTE,
  ) => {
    const resolved = state === 'Closed' || state === 'Resolved' ? stamp(resolvedAt) : '';
    return [
      number,
      stamp(t),
      oneOf(random, ['2 - High', '3 - Moderate', '3 - Moderate', '4 - Low']),
      state,
      kind[0],
      kind[1],
      `SLG2-${description.split(' ')[0]!}`,
      description,
      kind[2],
      person(random),
      resolved,
      resolved ? oneOf(random, ['Solved (Permanently)', 'Solved (Work Around)', 'Solved Remotely']) : '',
      work,
    ]
      .map(csv)
      .join(',');
  };
  const rows: string[] = [];
  const count = 760;
  const first = T(9, 22);
  const at = Math.floor(count * 0.38);
  let needle = '';
  for (let i = 0; i < count; i++) {
    const number = `INC00${91_442 - (at - i) * 3 - (i < at ? pick(random, 3) : -pick(random, 3))}`;
    const t = first + Math.floor((i / count) * (T(11, 18) - first)) + pick(random, 12 * 3_600) * SECOND;
    if (i !== at) {
      const kind = oneOf(random, KINDS);
      rows.push(row(number, t, kind, kind[3](), notes(t, kind[4], between(random, 2, 4))));
      continue;
    }
    // GEN-04's sync failure: the BMS integration appended every alarm change for three weeks.
    const opened = T(10, 14, 2, 51, 33);
    const points = [
      ['GEN04.SYNC.FAIL', ['ACTIVE', 'CLEARED']],
      ['GEN04.BRKR.CLOSE_FAIL', ['ACTIVE', 'CLEARED']],
      ['GEN04.LOADSHARE.DEV', ['ACTIVE', 'CLEARED']],
      ['GEN04.ENGINE.RUN', ['ON', 'OFF']],
      ['GEN04.MAINS.FAIL_SIM', ['ON', 'OFF']],
      ['GEN04.FREQ.DEV', ['ACTIVE', 'CLEARED']],
      ['GENBUS.PMS.STATUS', ['AUTO', 'MANUAL']],
    ] as const;
    const entries: { t: number; text: string }[] = [];
    let t2 = opened;
    /** What the team wrote while waiting for the vendor, after the repair, and after the retest. */
    const PHASES = [
      [
        'Alarm acknowledged on BMS, set left in manual pending vendor.',
        'GEN-04 isolated from PMS, N+1 maintained with GEN-01..03 and 05..08.',
        'Chased Cummins for ETA on parts.',
        'Customer comms: no impact, resilience reduced on bus A.',
        'Weekly on-load test of GEN-04 skipped, set still isolated.',
      ],
      [
        'Load bank hire booked for the retest.',
        'GEN-04 still isolated from PMS until retest, N+1 maintained.',
        'Customer comms: no impact, resilience reduced on bus A.',
      ],
      ['Monitoring GEN-04 in auto.', 'Weekly on-load test of GEN-04 completed in auto.', 'Awaiting Cummins service report for the file.'],
    ] as const;
    const TOTAL = 1_150;
    for (let k = 0; k < TOTAL; k++) {
      t2 += between(random, 4, 50) * MINUTE + pick(random, 60) * SECOND;
      const phase = k < TOTAL * 0.5 ? 0 : k < TOTAL * 0.7 ? 1 : 2;
      // Once the set is fixed, the BMS reports its test runs and nothing else.
      const [point, states] = oneOf(random, phase === 2 ? points.slice(3, 5) : points);
      const state = oneOf(random, states);
      const people = random() < 0.04;
      entries.push({
        t: t2,
        text: people
          ? `${stamp(t2)} - ${oneOf(random, ['Gareth Doyle', 'Sian Evans', 'Owen Marsh', 'Tom Hughes'])} (Work notes) ${oneOf(random, PHASES[phase])}`
          : `${stamp(t2)} - BMS Integration (Work notes) [SLG2-GEN-04] point=${point} state=${state} value=${state === 'ACTIVE' || state === 'ON' || state === 'MANUAL' ? 1 : 0} alarm_id=ALM-${digits(random, 7)}`,
      });
    }
    const plant = (fraction: number, who: string, text: string) => {
      const k = Math.floor(entries.length * fraction);
      const tk = entries[k]!.t + between(random, 5, 40) * SECOND;
      entries.splice(k + 1, 0, { t: tk, text: `${stamp(tk)} - ${who} (Work notes) ${text}` });
      return entries[k + 1]!.text;
    };
    plant(
      0.3,
      'Gareth Doyle',
      'Cummins engineer Mark Ellison attended. Sync check relay tested OK and the breaker closes onto a dead bus, so suspects the controller. Parts ordered.',
    );
    needle = plant(
      0.5,
      'Gareth Doyle',
      "Cummins engineer Mark Ellison back on site. Root cause: the speed bias output on GEN-04's PCC 3.3 controller had failed, so the governor ignored the sync and load share signals and the set could never match bus frequency. Controller base board replaced and bias recalibrated.",
    );
    plant(
      0.7,
      'Owen Marsh',
      'Cummins retest with the load bank: GEN-04 synchronised and shared load at 25/50/75/100%, 4 hour soak passed. Set returned to auto.',
    );
    // The service desk lists work notes newest first.
    const work = entries
      .map((e) => e.text)
      .reverse()
      .join(' | ');
    rows.push(
      row(
        number,
        opened,
        KINDS[1]!,
        'GEN-04 failed to synchronise to generator bus during load bank test',
        work,
        'Resolved',
        entries[entries.length - 1]!.t + 47 * MINUTE,
      ),
    );
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Back in October one of the generators wouldn't parallel onto the bus during the load bank test, and there's a ticket for it. What did the Cummins engineer eventually say the cause was?";
  return probe('round 57: incident export csv, long work notes', ask, 'run_shell', output, 'cause', needle, true);
}

/** `dcim export racks --site SLG2 -o yaml`: every rack and its feeds; the B side of one rack in hall 2. */
function dcimRacksYaml(): EconomicsTask {
  const random = seededRandom(57_004);
  const tenants = new Map<string, Customer | undefined>();
  for (let h = 1; h <= 4; h++)
    for (let r = 1; r <= 20; r++)
      tenants.set(
        cageOf(h, r),
        random() < 0.85
          ? oneOf(
              random,
              CUSTOMERS.filter(([n]) => n !== 'Brightline Media'),
            )
          : undefined,
      );
  tenants.set('C214', customer('Brightline Media'));
  const PDUS = [
    ['APC AP8886', '5A'],
    ['APC AP8961', '5A'],
    ['Raritan PX3-5902V', 'QS'],
    ['ServerTech C2W36VS', 'AN'],
  ] as const;
  const lines = ['# dcim export racks --site SLG2 -o yaml', 'site: SLG2', `exported_at: "${isoZ(T(11, 19, 7, 2, 44))}"`, 'racks:'];
  let needle = '';
  for (let h = 1; h <= 4; h++) {
    let k = 0;
    for (let r = 1; r <= 20; r++) {
      const cage = cageOf(h, r);
      const tenant = tenants.get(cage);
      for (let p = 1; p <= 16; p++, k++) {
        const name = `SLG2-DH${h}-R${pad2(r)}-${pad2(p)}`;
        const status = !tenant
          ? oneOf(random, ['vacant', 'vacant', 'reserved'])
          : random() < 0.9
            ? 'live'
            : oneOf(random, ['reserved', 'install']);
        const panel = pad2(Math.floor(k / 42) + 1);
        const circuit = (k % 42) + 1;
        const phase = `L${(k % 3) + 1}`;
        const breaker = oneOf(random, ['16A', '32A', '32A', '32A', '3x32A']);
        const [model, prefix] = oneOf(random, PDUS);
        const bFeed = `    b_feed: {panel: PDB-${h}B-${panel}, circuit: ${circuit}, breaker: ${breaker}, phase: ${phase}, ups: UPS-${h}B}`;
        lines.push(
          `- name: ${name}`,
          `  hall: DH${h}`,
          `  status: ${status}`,
          `  tenant: ${tenant ? tenant[0] : 'null'}`,
          `  cage: ${tenant ? cage : 'null'}`,
          `  contracted_kw: ${tenant ? oneOf(random, ['4.0', '6.0', '6.0', '8.0', '10.0', '12.0']) : '0.0'}`,
          '  power:',
          `    a_feed: {panel: PDB-${h}A-${panel}, circuit: ${circuit}, breaker: ${breaker}, phase: ${phase}, ups: UPS-${h}A}`,
          bFeed,
          '    pdus:',
          `      - {side: A, model: ${model}, serial: ${prefix}${digits(random, 4)}E${digits(random, 5)}, ip: 10.4${h}.${r}.${p * 2 + 10}}`,
          `      - {side: B, model: ${model}, serial: ${prefix}${digits(random, 4)}E${digits(random, 5)}, ip: 10.4${h}.${r}.${p * 2 + 11}}`,
          `  cooling: {cold_aisle: CA-${pad2(Math.ceil(r / 2))}, crah: DH${h}-CRAH-${pad2(Math.ceil(r / 2))}}`,
          `  u_height: ${oneOf(random, [42, 47, 47, 48])}`,
          `  last_audit: ${dateOf(T(11, 15) - between(random, 10, 300) * DAY)}`,
        );
        if (h === 2 && r === 14 && p === 7) needle = bFeed.trim();
      }
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    'The electrician needs to isolate the B-side supply to rack R14-07 in data hall 2 tonight. Which panel and circuit does that feed come from?';
  return probe('round 57: dcim racks yaml', ask, 'run_shell', output, 'feed', needle);
}

/** The change portal's application log for today: stack traces; the cause under one approver's error. */
function changePortalLog(): EconomicsTask {
  const random = seededRandom(57_005);
  const USERS = [
    'r.patel',
    's.evans',
    'p.nair',
    'g.doyle',
    'm.barnes',
    'k.okafor',
    'z.kowalski',
    'c.shaw',
    'h.wright',
    'o.marsh',
    't.hughes',
  ];
  const logger = (name: string) => name.padEnd(40);
  const ts = (t: number) => `${new Date(t).toISOString().slice(0, 23)}Z`;
  const line = (t: number, level: string, thread: string, name: string, message: string) =>
    `${ts(t)} ${level.padStart(5)} 1 --- [cabflow] [${thread.padStart(15)}] ${logger(name)} : ${message}`;
  const exec = () => `nio-8080-exec-${between(random, 1, 10)}`;
  const change = () => {
    let n = 0;
    while (!n || n === 41_237 || n === 41_251 || n === 41_232) n = between(random, 41_100, 41_320);
    return `CHG00${n}`;
  };
  const WEB = [
    'at org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)',
    'at org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)',
    'at org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)',
    'at org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:1190)',
  ];
  const approvalTrace = (chg: string, step: number, cause: string, causeFrames: readonly string[]) => [
    `com.halyard.cab.service.ApprovalException: Could not record approval for ${chg} (step ${step} of 4)`,
    '\tat com.halyard.cab.service.ApprovalService.approve(ApprovalService.java:214)',
    '\tat com.halyard.cab.web.ApprovalController.submit(ApprovalController.java:88)',
    ...WEB.map((f) => `\t${f}`),
    `Caused by: ${cause}`,
    ...causeFrames.map((f) => `\t${f}`),
    `\t... ${between(random, 38, 44)} more`,
  ];
  const FREEZE = [
    'at com.halyard.cab.policy.ChangePolicy.checkFreeze(ChangePolicy.java:131)',
    'at com.halyard.cab.policy.ChangePolicy.validateApproval(ChangePolicy.java:77)',
  ];
  const QUORUM = [
    'at com.halyard.cab.policy.QuorumRule.evaluate(QuorumRule.java:59)',
    'at com.halyard.cab.policy.ChangePolicy.validateApproval(ChangePolicy.java:71)',
  ];
  const events: { t: number; lines: string[] }[] = [];
  const start = T(11, 19, 0);
  const end = T(11, 19, 14);
  const at = () => start + pick(random, (end - start) / 10) * 10 + pick(random, 10);
  for (let i = 0; i < 5_200; i++) {
    const t = at();
    const roll = random();
    const user = oneOf(random, USERS);
    if (roll < 0.62) {
      const chg = change();
      const [method, path] = oneOf(random, [
        ['GET', `/changes/${chg}`],
        ['GET', `/changes/${chg}/approvals`],
        ['GET', '/calendar?week=2026-W48'],
        ['GET', '/calendar?week=2026-W47'],
        ['GET', '/dashboard'],
        [
          'GET',
          `/api/cmdb/ci/${oneOf(random, ['SLG2-GEN-0' + between(random, 1, 8), 'SLG2-CHWP-' + between(random, 1, 4) + 'A', 'SLG2-UPS-2A-1', 'slg2-core-sw01'])}`,
        ],
        ['POST', `/changes/${chg}/comments`],
        ['PUT', `/changes/${chg}`],
      ] as const);
      events.push({
        t,
        lines: [
          line(
            t,
            'INFO',
            exec(),
            'c.h.cab.web.RequestLogFilter',
            `${method} ${path} user=${user} status=${method === 'GET' ? oneOf(random, [200, 200, 200, 200, 304]) : oneOf(random, [200, 201, 302])} ${between(random, 4, 420)}ms`,
          ),
        ],
      });
    } else if (roll < 0.72)
      events.push({
        t,
        lines: [
          line(
            t,
            'INFO',
            exec(),
            'c.h.cab.service.ApprovalService',
            `Approval recorded for ${change()} step=${between(random, 1, 4)} approver=${user} decision=${oneOf(random, ['APPROVED', 'APPROVED', 'APPROVED', 'REJECTED'])}`,
          ),
        ],
      });
    else if (roll < 0.82) {
      const [name, message] = oneOf<readonly [string, () => string]>(random, [
        ['c.h.cab.jobs.ReminderJob', () => `Sent ${between(random, 1, 9)} approval reminders for CAB 2026-11-24`],
        [
          'c.h.cab.jobs.CalendarSyncJob',
          () => `Calendar sync complete: ${between(random, 180, 240)} events, ${between(random, 0, 6)} updated`,
        ],
        ['c.h.cab.jobs.SlaJob', () => `SLA check: ${between(random, 0, 4)} changes awaiting CAB past target`],
      ]);
      events.push({ t, lines: [line(t, 'INFO', 'scheduling-1', name, message())] });
    } else if (roll < 0.94) {
      const [name, message] = oneOf<readonly [string, () => string]>(random, [
        [
          'c.h.cab.ldap.DirectoryClient',
          () => `LDAP bind slow: ${between(random, 1_200, 4_800)}ms (ldaps://dc0${between(random, 1, 3)}.corp.halyard.local:636)`,
        ],
        [
          'o.s.w.s.m.s.DefaultHandlerExceptionResolver',
          () => "Resolved [org.springframework.web.HttpRequestMethodNotSupportedException: Request method 'GET' is not supported]",
        ],
        [
          'com.zaxxer.hikari.pool.HikariPool',
          () => `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${between(random, 60, 90)}s).`,
        ],
      ]);
      events.push({ t, lines: [line(t, 'WARN', exec(), name, message())] });
    } else {
      const kind = pick(random, 4);
      const thread = exec();
      if (kind === 0) {
        const chg = change();
        events.push({
          t,
          lines: [
            line(
              t,
              'ERROR',
              thread,
              'c.h.cab.service.ApprovalService',
              `Approval failed for ${chg} step=${between(random, 2, 4)} approver=${user}`,
            ),
            ...approvalTrace(
              chg,
              between(random, 2, 4),
              `com.halyard.cab.policy.QuorumException: CAB quorum not met for ${chg}: ${between(random, 0, 1)} of 2 required approvals from group ${oneOf(random, ['NETWORK-CAB', 'FACILITIES-CAB', 'SECURITY-CAB'])}`,
              QUORUM,
            ),
          ],
        });
      } else if (kind === 1)
        events.push({
          t,
          lines: [
            line(
              t,
              'ERROR',
              thread,
              'o.a.c.c.C.[.[.[/].[dispatcherServlet]',
              'Servlet.service() for servlet [dispatcherServlet] threw exception',
            ),
            'org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection',
            '\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)',
            '\tat com.halyard.cab.repo.ChangeRepository.findByNumber(ChangeRepository.java:44)',
            ...WEB.map((f) => `\t${f}`),
            `Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${between(random, 1, 12)})`,
            '\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)',
            `\t... ${between(random, 50, 60)} more`,
          ],
        });
      else if (kind === 2) {
        const chg = change();
        events.push({
          t,
          lines: [
            line(t, 'ERROR', 'task-3', 'c.h.cab.notify.MailNotifier', `Failed to send CAB notification for ${chg}`),
            'org.springframework.mail.MailSendException: Mail server connection failed',
            '\tat org.springframework.mail.javamail.JavaMailSenderImpl.doSend(JavaMailSenderImpl.java:447)',
            '\tat com.halyard.cab.notify.MailNotifier.send(MailNotifier.java:63)',
            "Caused by: org.eclipse.angus.mail.util.MailConnectException: Couldn't connect to host, port: smtp.corp.halyard.local, 587; timeout 10000",
            '\tat org.eclipse.angus.mail.smtp.SMTPTransport.openServer(SMTPTransport.java:2264)',
            `\t... ${between(random, 10, 14)} more`,
          ],
        });
      } else
        events.push({
          t,
          lines: [
            line(t, 'ERROR', 'scheduling-1', 'c.h.cab.jobs.CalendarSyncJob', 'Calendar sync failed, will retry in 300s'),
            'java.net.SocketTimeoutException: Read timed out',
            '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
            '\tat com.halyard.cab.calendar.EwsClient.fetch(EwsClient.java:112)',
            '\tat com.halyard.cab.jobs.CalendarSyncJob.run(CalendarSyncJob.java:48)',
          ],
        });
    }
  }
  const freeze = (window: string) =>
    `com.halyard.cab.policy.FreezeWindowException: Implementation window ${window} overlaps change freeze FRZ-2026-07 (Black Friday trading freeze, 2026-11-20T18:00Z to 2026-12-01T08:00Z)`;
  const needle = `Caused by: ${freeze('2026-11-21T01:00Z/2026-11-21T05:00Z')}`;
  const planted = (t: number, thread: string, chg: string, step: number, approver: string, cause: string, frames: readonly string[]) => ({
    t,
    lines: [
      line(t, 'ERROR', thread, 'c.h.cab.service.ApprovalService', `Approval failed for ${chg} step=${step} approver=${approver}`),
      ...approvalTrace(chg, step, cause, frames),
    ],
  });
  events.push(
    {
      t: T(11, 19, 8, 40, 12),
      lines: [
        line(
          T(11, 19, 8, 40, 12),
          'INFO',
          'nio-8080-exec-6',
          'c.h.cab.service.ApprovalService',
          'Approval recorded for CHG0041237 step=2 approver=s.evans decision=APPROVED',
        ),
      ],
    },
    {
      t: T(11, 19, 9, 1, 40),
      lines: [
        line(
          T(11, 19, 9, 1, 40),
          'INFO',
          'nio-8080-exec-3',
          'c.h.cab.web.RequestLogFilter',
          'GET /changes/CHG0041237 user=r.patel status=200 64ms',
        ),
      ],
    },
    planted(
      T(11, 19, 9, 2, 11) + 904,
      'nio-8080-exec-3',
      'CHG0041237',
      3,
      'r.patel',
      freeze('2026-11-21T01:00Z/2026-11-21T05:00Z'),
      FREEZE,
    ),
    planted(
      T(11, 19, 10, 17, 3) + 211,
      'nio-8080-exec-8',
      'CHG0041251',
      2,
      'k.okafor',
      freeze('2026-11-27T22:00Z/2026-11-28T02:00Z'),
      FREEZE,
    ),
    planted(
      T(11, 19, 7, 48, 55) + 37,
      'nio-8080-exec-1',
      'CHG0041232',
      3,
      'r.patel',
      'com.halyard.cab.policy.QuorumException: CAB quorum not met for CHG0041232: 1 of 2 required approvals from group NETWORK-CAB',
      QUORUM,
    ),
  );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.flatMap((e) => e.lines).join('\n')}\n`;
  const ask =
    'Ravi tried to approve CHG0041237, the core router software upgrade, at about nine this morning, and the change portal just gave him a generic error. What was actually behind it?';
  return probe('round 57: change portal log, stack traces', ask, 'run_shell', output, 'cause', needle);
}

/** `GET /api/now/table/change_request` with display values, pretty printed: the hall 3 pump swap's start. */
function changeRequestsJson(): EconomicsTask {
  const random = seededRandom(57_006);
  const GROUPS: Readonly<Record<string, string>> = {
    Cooling: 'SLG2 Mechanical',
    Power: 'SLG2 Critical Power',
    Network: 'Network Engineering',
    Security: 'SLG2 Security Systems',
    Facilities: 'SLG2 Facilities',
  };
  const TEMPLATES: readonly (readonly [string, () => string])[] = [
    ['Cooling', () => `PPM: CRAH filter change DH${between(random, 1, 4)} rows ${between(random, 1, 10)}-${between(random, 11, 20)}`],
    ['Cooling', () => `Replace EC fan on DH${between(random, 1, 4)}-CRAH-${pad2(between(random, 1, 12))}`],
    ['Cooling', () => `Chiller CH-0${between(random, 1, 6)} annual service`],
    ['Cooling', () => `Chilled water pump CHWP-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])} vibration survey`],
    ['Cooling', () => `BMS controller firmware update, DH${between(random, 1, 4)} outstations`],
    [
      'Power',
      () => `UPS-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])}-${between(random, 1, 2)} annual maintenance (module to bypass)`,
    ],
    ['Power', () => `Thermal imaging survey PDB-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])}-0${between(random, 1, 8)}`],
    ['Power', () => `Generator GEN-0${between(random, 1, 8)} monthly on-load test`],
    ['Power', () => `Install ${between(random, 2, 12)} x 32A circuits for ${oneOf(random, CUSTOMERS)[0]} (DH${between(random, 1, 4)})`],
    ['Network', () => `Upgrade EOS on slg2-agg-sw0${between(random, 1, 8)} to 4.34.2F`],
    ['Network', () => `Add VLAN ${between(random, 200, 3_900)} for ${oneOf(random, CUSTOMERS)[0]}`],
    ['Network', () => `Replace optic Ethernet${between(random, 3, 18)}/${between(random, 1, 48)} on slg2-agg-sw0${between(random, 1, 8)}`],
    ['Security', () => `Badge reader firmware update DH${between(random, 1, 4)} cage doors`],
    ['Security', () => `Replace CCTV camera CAM-${between(random, 100, 340)}`],
    ['Facilities', () => `Fire suppression inspection DH${between(random, 1, 4)}`],
    ['Facilities', () => `Loading bay shutter service`],
  ];
  const STATES = ['Scheduled', 'Scheduled', 'Scheduled', 'Assess', 'Authorize', 'Cancelled'];
  const needleStart = '2026-11-26 21:30:00';
  const record = (number: string, category: string, description: string, start: number, state: string, target = false) => {
    let startText = stamp(start);
    while (!target && startText === needleStart) startText = stamp((start += 30 * MINUTE));
    const hours = between(random, 1, 8);
    return [
      '    {',
      `      "number": "${number}",`,
      `      "short_description": "${description}",`,
      `      "type": "${target ? 'Normal' : oneOf(random, ['Normal', 'Normal', 'Standard', 'Emergency'])}",`,
      `      "state": "${state}",`,
      `      "risk": "${oneOf(random, ['Low', 'Low', 'Moderate', 'High'])}",`,
      `      "category": "${category}",`,
      `      "assignment_group": "${GROUPS[category]!}",`,
      `      "assigned_to": "${person(random)}",`,
      `      "start_date": "${startText}",`,
      `      "end_date": "${stamp(start + hours * HOUR)}",`,
      `      "cab_date": "${dateOf(start - between(random, 2, 9) * DAY)}",`,
      `      "customer_impact": "${oneOf(random, ['None expected', 'None expected - N+1 maintained', 'Reduced resilience on one feed', 'Brief loss of monitoring', 'Customers notified'])}",`,
      `      "sys_id": "${hex(random, 32)}",`,
      `      "sys_updated_on": "${stamp(
        state === 'Closed'
          ? start + (hours + between(random, 1, 30)) * HOUR + pick(random, 3_600) * SECOND
          : Math.min(start - between(random, 20, 400) * HOUR - pick(random, 3_600) * SECOND, T(11, 19, 8, 12)),
      )}"`,
      '    }',
    ].join('\n');
  };
  const count = 1_250;
  const at = Math.floor(count * 0.57);
  const records: string[] = [];
  for (let i = 0; i < count; i++) {
    const number = `CHG00${40_100 + i * 2 + pick(random, 2)}`;
    const start = T(8, 1) + Math.floor((i / count) * (Date.UTC(2027, 1, 12) - T(8, 1))) + between(random, -10, 10) * DAY;
    // Work starts on the hour or the half hour, mostly in the evening and overnight windows.
    const rounded =
      Math.floor(start / DAY) * DAY + oneOf(random, [7, 9, 10, 13, 20, 21, 22, 22, 23]) * HOUR + oneOf(random, [0, 0, 30]) * MINUTE;
    const state = rounded < T(11, 19) ? oneOf(random, ['Closed', 'Closed', 'Closed', 'Cancelled']) : oneOf(random, STATES);
    if (i === at)
      records.push(
        record(
          number,
          'Cooling',
          'Replace chilled water pump CHWP-3B (DH3 secondary loop)',
          Date.parse(`${needleStart.replace(' ', 'T')}Z`),
          'Scheduled',
          true,
        ),
      );
    else if (i === at - 40)
      records.push(record(number, 'Cooling', 'Replace chilled water pump CHWP-2A (DH2 secondary loop)', rounded, 'Scheduled'));
    else if (i === at + 25) records.push(record(number, 'Cooling', 'Chilled water pump CHWP-3A vibration survey', rounded, 'Scheduled'));
    else if (i === at + 61) records.push(record(number, 'Cooling', 'Replace EC fan on DH3-CRAH-07', rounded, 'Assess'));
    else {
      const [category, make] = oneOf(random, TEMPLATES);
      records.push(record(number, category, make(), rounded, state));
    }
  }
  const output = `{\n  "result": [\n${records.join(',\n')}\n  ]\n}\n`;
  const needle = `"start_date": "${needleStart}"`;
  const ask =
    "We're swapping out one of the chilled water pumps in hall 3. When does that work start? I want to give the customers in that hall a heads-up.";
  return probe('round 57: change requests json', ask, 'http_get', output, 'start', needle);
}

/** The network core's syslog since yesterday lunchtime; a customer's link going down in the small hours. */
function coreSyslog(): EconomicsTask {
  const random = seededRandom(57_007);
  const SWITCHES = Array.from({ length: 8 }, (_, i) => `slg2-agg-sw0${i + 1}`);
  const HOSTS = [...SWITCHES, 'slg2-core-sw01', 'slg2-core-sw02', 'slg2-edge-rtr01', 'slg2-edge-rtr02'];
  const others = CUSTOMERS.filter(([name]) => name !== 'Northwind Analytics');
  const ports: { host: string; port: string; desc: string }[] = [];
  let xc = 40_100;
  for (const host of SWITCHES)
    for (let slot = 3; slot <= 18; slot++)
      for (let p = 1; p <= 48; p += between(random, 1, 6)) {
        // Northwind's two ports, and their cross-connects' numbers, are theirs alone.
        if (slot === 14 && p === 1 && (host === 'slg2-agg-sw01' || host === 'slg2-agg-sw02')) continue;
        if (xc >= 41_868 && xc <= 41_878) xc = 41_880;
        const [name] = oneOf(random, others);
        ports.push({
          host,
          port: `Ethernet${slot}/${p}`,
          desc: `CUST:${cageOf(between(random, 1, 4), between(random, 1, 20))}:${name.toUpperCase().replace(/ /g, '-')}:${oneOf(random, ['1G', '10G', '10G', '100G'])}:XC-${String((xc += between(random, 1, 9))).padStart(7, '0')}`,
        });
      }
  const PEERS = [
    ['195.66.224.21', 6939],
    ['195.66.224.110', 13335],
    ['195.66.225.31', 15169],
    ['195.66.224.175', 2906],
    ['195.66.226.53', 8075],
    ['195.66.224.88', 16509],
    ['195.66.225.4', 32934],
    ['195.66.224.140', 20940],
  ] as const;
  const syslogTime = (t: number) => {
    const d = new Date(t);
    return `Nov ${String(d.getUTCDate()).padStart(2, ' ')} ${d.toISOString().slice(11, 19)}`;
  };
  const entry = (t: number, host: string, text: string) => ({ t, text: `${syslogTime(t)} ${host} ${text}` });
  const updown = (t: number, host: string, port: string, desc: string, state: string) =>
    entry(t, host, `Ebra: %LINEPROTO-5-UPDOWN: Line protocol on Interface ${port} (${desc}), changed state to ${state}`);
  const events: { t: number; text: string }[] = [];
  const start = T(11, 18, 12);
  const end = T(11, 19, 10);
  const when = () => start + pick(random, (end - start) / SECOND) * SECOND;
  for (let i = 0; i < 520; i++) {
    const t = when();
    const p = oneOf(random, ports);
    const back = t + between(random, 2, 400) * SECOND;
    events.push(updown(t, p.host, p.port, p.desc, 'down'), updown(back, p.host, p.port, p.desc, 'up'));
    events.push(
      entry(
        back + between(random, 1, 3) * SECOND,
        p.host,
        `Stp: %SPANTREE-6-INTERFACE_STATE: Interface ${p.port} instance MST0 moving from learning to forwarding`,
      ),
    );
  }
  for (let i = 0; i < 4_300; i++) {
    const t = when();
    const roll = random();
    const host = oneOf(random, HOSTS);
    if (roll < 0.45)
      events.push(
        entry(
          t,
          host,
          `Acl: %ACL-6-IPACCESS: list MGMT-IN Management1 denied tcp ${oneOf(random, ['203.0.113', '198.51.100', '45.155.205', '185.220.101'])}.${between(random, 1, 254)}(${between(random, 1_024, 65_535)}) -> 10.250.${between(random, 0, 3)}.${between(random, 1, 40)}(${oneOf(random, [22, 22, 23, 161, 443])})`,
        ),
      );
    else if (roll < 0.7)
      events.push(
        entry(
          t,
          host,
          `Aaa: %ACCOUNTING-6-CMD: ${oneOf(random, ['netops', 'svc-oxidized', 'svc-netbox', 'k.okafor', 'c.shaw'])} vty${between(random, 1, 9)} 10.90.1.${between(random, 10, 40)} stop task_id=${between(random, 10, 99_999)} start_time=${(t / 1_000).toFixed(3)} timezone=UTC service=shell priv-lvl=15 cmd=${oneOf(random, ['show running-config', 'show interfaces status', 'show version', 'show bgp summary', 'show lldp neighbors', 'show mac address-table count'])}`,
        ),
      );
    else if (roll < 0.8) {
      const [peer, asn] = oneOf(random, PEERS);
      const edge = oneOf(random, ['slg2-edge-rtr01', 'slg2-edge-rtr02']);
      events.push(
        entry(
          t,
          edge,
          `Bgp: %BGP-5-ADJCHANGE: peer ${peer} (VRF default AS ${asn}) old state Established event HoldTimerExpired new state Idle`,
        ),
      );
      events.push(
        entry(
          t + between(random, 20, 200) * SECOND,
          edge,
          `Bgp: %BGP-5-ADJCHANGE: peer ${peer} (VRF default AS ${asn}) old state OpenConfirm event RecvKeepAlive new state Established`,
        ),
      );
    } else if (roll < 0.9) {
      const p = oneOf(random, ports);
      const added = random() < 0.5;
      events.push(
        entry(
          t,
          p.host,
          `Lldp: %LLDP-5-NEIGHBOR_${added ? 'NEW' : 'REMOVED'}: LLDP neighbor with chassisId ${hex(random, 4)}.${hex(random, 4)}.${hex(random, 4)} and portId "${oneOf(random, ['xe-0/0/', 'Ethernet', 'port', 'ge-0/0/'])}${between(random, 0, 48)}" ${added ? 'added on' : 'removed from'} interface ${p.port}`,
        ),
      );
    } else
      events.push(
        entry(
          t,
          host,
          `ConfigAgent: %SYS-5-CONFIG_I: Configured from console by ${oneOf(random, ['netops', 'k.okafor', 'c.shaw', 'z.kowalski'])} on vty${between(random, 1, 9)} (10.90.1.${between(random, 10, 40)})`,
        ),
      );
  }
  const primary = 'CUST:C118:NORTHWIND-ANALYTICS:1G:XC-0041877';
  const secondary = 'CUST:C118:NORTHWIND-ANALYTICS:1G:XC-0041878';
  const target = updown(T(11, 19, 3, 7, 41), 'slg2-agg-sw01', 'Ethernet14/1', primary, 'down');
  events.push(
    target,
    updown(T(11, 19, 3, 9, 2), 'slg2-agg-sw01', 'Ethernet14/1', primary, 'up'),
    entry(
      T(11, 19, 3, 9, 4),
      'slg2-agg-sw01',
      'Stp: %SPANTREE-6-INTERFACE_STATE: Interface Ethernet14/1 instance MST0 moving from learning to forwarding',
    ),
    updown(T(11, 18, 15, 22, 9), 'slg2-agg-sw02', 'Ethernet14/1', secondary, 'down'),
    updown(T(11, 18, 15, 22, 51), 'slg2-agg-sw02', 'Ethernet14/1', secondary, 'up'),
  );
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    'Northwind Analytics, in cage C118, rang the NOC first thing: their internet went dead for a minute or two in the small hours and they want to know exactly when we saw it. Can you find when their connection dropped?';
  return probe('round 57: core syslog, preamble and paraphrase', ask, 'run_shell', output, 'drop', target.text);
}

/** The on-call platform's event log for the week in logfmt; who picked up the page for Tuesday's mains failure. */
function oncallEventsLogfmt(): EconomicsTask {
  const random = seededRandom(57_008);
  const SERVICES: readonly (readonly [string, readonly string[], readonly (() => string)[]])[] = [
    [
      'slg2-electrical',
      ['tom.hughes', 'priya.nair', 'gareth.doyle'],
      [
        () => `UPS-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])}-${between(random, 1, 2)} ON BATTERY TEST IN PROGRESS`,
        () =>
          `PDU SLG2-DH${between(random, 1, 4)}-R${pad2(between(random, 1, 20))}-${pad2(between(random, 1, 16))}-${oneOf(random, ['A', 'B'])} OUTLET CURRENT HIGH`,
        () => `GEN-0${between(random, 1, 8)} BATTERY CHARGER ALARM`,
        () => `ATS-${between(random, 1, 2)} COMMS LOST`,
        () =>
          `PDB-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])}-0${between(random, 1, 8)} CCT ${between(random, 1, 42)} BREAKER OPEN`,
      ],
    ],
    [
      'slg2-mechanical',
      ['megan.barnes', 'owen.marsh', 'kwame.okafor'],
      [
        () => `DH${between(random, 1, 4)}-CRAH-${pad2(between(random, 1, 12))} SUPPLY AIR TEMP HIGH ${(23 + random() * 3).toFixed(1)}C`,
        () => `CH-0${between(random, 1, 6)} COMPRESSOR ${between(random, 1, 2)} LOCKOUT`,
        () => `CHWP-${between(random, 1, 4)}${oneOf(random, ['A', 'B'])} DUTY CHANGEOVER`,
        () => `DH${between(random, 1, 4)} COLD AISLE CA-${pad2(between(random, 1, 10))} HUMIDITY LOW`,
      ],
    ],
    [
      'slg2-security',
      ['securitas.slg2', 'sian.evans'],
      [
        () => `DOOR HELD OPEN DH${between(random, 1, 4)} CAGE C${between(random, 1, 4)}${pad2(between(random, 1, 20))}`,
        () => 'LOADING BAY SHUTTER OPEN > 10 MIN',
        () => `CCTV CAM-${between(random, 100, 340)} VIDEO LOSS`,
      ],
    ],
    [
      'slg2-network',
      ['kwame.okafor', 'callum.shaw', 'zofia.kowalski'],
      [
        () => `BGP PEER DOWN AS${oneOf(random, [6939, 13335, 15169, 2906, 8075])} slg2-edge-rtr0${between(random, 1, 2)}`,
        () => `slg2-agg-sw0${between(random, 1, 8)} PSU${between(random, 1, 4)} INPUT LOST`,
        () => `INTERFACE ERRORS Ethernet${between(random, 3, 18)}/${between(random, 1, 48)} slg2-agg-sw0${between(random, 1, 8)}`,
      ],
    ],
    [
      'dkl1-electrical',
      ['hannah.wright', 'marek.nowak'],
      [() => `UPS-${between(random, 1, 2)}${oneOf(random, ['A', 'B'])} ON BYPASS`, () => `GEN-0${between(random, 1, 4)} FUEL LEVEL LOW`],
    ],
    [
      'dkl1-mechanical',
      ['joanne.lloyd', 'marek.nowak'],
      [
        () => `DKL1-CRAC-${pad2(between(random, 1, 10))} HIGH HEAD PRESSURE`,
        () => `DKL1 ROOF DRY COOLER ${between(random, 1, 4)} FAN FAULT`,
      ],
    ],
  ];
  const lines: { t: number; text: string }[] = [];
  const start = T(11, 14);
  const end = T(11, 19, 12);
  let number = 87_900;
  const incidents: { t: number; build: (id: string) => { t: number; text: string }[] }[] = [];
  const ev = (t: number, id: string, service: string, rest: string) => ({
    t,
    text: `ts=${isoZ(t)} level=info incident=${id} service=${service} ${rest}`,
  });
  for (let i = 0; i < 1_050; i++) {
    const t = start + pick(random, (end - start) / SECOND) * SECOND;
    const [service, rota, titles] = oneOf(random, SERVICES);
    const title = oneOf(random, titles)();
    const urgency = random() < 0.6 ? 'high' : 'low';
    incidents.push({
      t,
      build: (id) => {
        const out = [
          ev(
            t,
            id,
            service,
            `event=triggered urgency=${urgency} title="${title}" source=${service.endsWith('network') ? 'prtg' : service.endsWith('security') ? 'acs-bridge' : oneOf(random, ['bms-gateway', 'bms-gateway', 'dcim-alerts'])} dedup_key=${hex(random, 12)}`,
          ),
        ];
        const level1 = rota[0]!;
        out.push(ev(t + SECOND, id, service, `event=notified user=${level1} channel=push escalation_level=1`));
        if (urgency === 'high') out.push(ev(t + SECOND, id, service, `event=notified user=${level1} channel=sms escalation_level=1`));
        let acked = t + between(random, 20, 280) * SECOND;
        let ackUser = level1;
        if (urgency === 'high' && random() < 0.12) {
          const l2 = rota[1]!;
          out.push(ev(t + 5 * MINUTE + SECOND, id, service, 'event=escalated escalation_level=2 reason=timeout'));
          out.push(ev(t + 5 * MINUTE + 2 * SECOND, id, service, `event=notified user=${l2} channel=phone escalation_level=2`));
          acked = t + 5 * MINUTE + between(random, 30, 200) * SECOND;
          ackUser = l2;
        }
        out.push(ev(acked, id, service, `event=acknowledged user=${ackUser} via=${oneOf(random, ['app', 'app', 'sms', 'phone'])}`));
        out.push(ev(acked + between(random, 2, 180) * MINUTE, id, service, `event=resolved by=${random() < 0.4 ? 'auto' : ackUser}`));
        return out;
      },
    });
  }
  const electrical = 'slg2-electrical';
  const target = ev(T(11, 17, 14, 9, 2), 'X', electrical, 'event=acknowledged user=priya.nair via=phone');
  incidents.push({
    t: T(11, 17, 14, 3, 12),
    build: (id) => {
      const e = (t: number, rest: string) => ev(t, id, electrical, rest);
      target.text = target.text.replace('incident=X', `incident=${id}`);
      return [
        e(
          T(11, 17, 14, 3, 12),
          `event=triggered urgency=high title="UTILITY MAINS FAIL - ATS-1 TRANSFERRED TO GENERATOR SUPPLY" source=bms-gateway dedup_key=${hex(random, 12)}`,
        ),
        e(T(11, 17, 14, 3, 13), 'event=notified user=tom.hughes channel=push escalation_level=1'),
        e(T(11, 17, 14, 3, 13), 'event=notified user=tom.hughes channel=sms escalation_level=1'),
        e(T(11, 17, 14, 5, 13), 'event=notified user=tom.hughes channel=phone escalation_level=1'),
        e(T(11, 17, 14, 8, 13), 'event=escalated escalation_level=2 reason=timeout'),
        e(T(11, 17, 14, 8, 14), 'event=notified user=priya.nair channel=phone escalation_level=2'),
        target,
        e(T(11, 17, 14, 10, 40), 'event=note user=priya.nair text="on my way in, gens on load, all UPS on gen-backed mains"'),
        e(T(11, 17, 14, 44, 51), 'event=resolved by=priya.nair'),
      ];
    },
  });
  incidents.push({
    t: T(11, 17, 14, 23, 5),
    build: (id) => {
      const e = (t: number, rest: string) => ev(t, id, electrical, rest);
      return [
        e(
          T(11, 17, 14, 23, 5),
          `event=triggered urgency=low title="UTILITY MAINS RESTORED - ATS-1 RETRANSFER TO MAINS" source=bms-gateway dedup_key=${hex(random, 12)}`,
        ),
        e(T(11, 17, 14, 23, 6), 'event=notified user=tom.hughes channel=push escalation_level=1'),
        e(T(11, 17, 14, 23, 31), 'event=acknowledged user=priya.nair via=app'),
        e(T(11, 17, 14, 45, 2), 'event=resolved by=priya.nair'),
      ];
    },
  });
  incidents.push({
    t: T(11, 15, 6, 41, 50),
    build: (id) => {
      const e = (t: number, rest: string) => ev(t, id, 'dkl1-electrical', rest);
      return [
        e(
          T(11, 15, 6, 41, 50),
          `event=triggered urgency=high title="UTILITY MAINS FAIL - ATS-1 TRANSFERRED TO GENERATOR SUPPLY" source=bms-gateway dedup_key=${hex(random, 12)}`,
        ),
        e(T(11, 15, 6, 41, 51), 'event=notified user=hannah.wright channel=push escalation_level=1'),
        e(T(11, 15, 6, 41, 51), 'event=notified user=hannah.wright channel=sms escalation_level=1'),
        e(T(11, 15, 6, 43, 17), 'event=acknowledged user=hannah.wright via=sms'),
        e(T(11, 15, 7, 20, 3), 'event=resolved by=hannah.wright'),
      ];
    },
  });
  incidents.sort((a, b) => a.t - b.t);
  for (const incident of incidents) lines.push(...incident.build(`PG-${(number += between(random, 1, 4))}`));
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "I'm writing up the post-incident review for Tuesday afternoon, when the grid supply blipped and the Slough building ran on the generators for twenty minutes or so. For the timeline: who on call actually picked up the page first, and at what time?";
  return probe('round 57: on-call events logfmt, preamble and paraphrase', ask, 'run_shell', output, 'ack', target.text);
}

/** `fmsctl history`: every generator base tank every 15 minutes for a fortnight; one tank's delivery on the 12th. */
function fuelTankHistory(): EconomicsTask {
  const random = seededRandom(57_009);
  const CAPACITY = 22_000;
  /** Deliveries: tank, when the hose went on, and the level the driver filled it to (the 6th's ran the tanker dry). */
  const PLAN: readonly (readonly [string, number, number])[] = [
    ['GEN-03', T(11, 6, 9, 12, 40), 13_450],
    ['GEN-05', T(11, 6, 9, 58, 3), 14_020],
    ['GEN-01', T(11, 12, 9, 40, 11), 20_910],
    ['GEN-03', T(11, 12, 10, 21, 44), 20_870],
    ['GEN-06', T(11, 12, 11, 10, 27), 20_940],
    ['GEN-08', T(11, 16, 13, 5, 2), 20_880],
  ];
  interface Fill {
    gen: string;
    start: number;
    end: number;
    before: number;
    after: number;
    docket: string;
    tanker: string;
    driver: string;
  }
  const fills: Fill[] = [];
  const out: { t: number; order: number; text: string }[] = [];
  const from = T(11, 6);
  const to = T(11, 18, 23, 45);
  const row = (t: number, gen: string, rest: string) => `${stamp(t)}  SLG2  ${gen}  BASE-TANK  ${rest}`;
  for (let g = 0; g < 8; g++) {
    const gen = `GEN-0${g + 1}`;
    const planned = PLAN.filter(([id]) => id === gen);
    // Tanks due a delivery start low; the rest sit near full.
    let level = planned.length ? between(random, 6_400, 9_800) : between(random, 15_000, 20_500);
    /** The set's weekly on-load test: day of the week and hour. */
    const testDay = (g % 5) + 1;
    const testHour = 10 + (g % 3);
    let fill: Fill | undefined;
    for (let t = from; t <= to; t += 15 * MINUTE) {
      const d = new Date(t);
      const testing = d.getUTCDay() === testDay && d.getUTCHours() === testHour && d.getUTCMinutes() < 45;
      const due = planned.find(([, start]) => start > t - 15 * MINUTE && start <= t);
      if (due) {
        const before = level;
        const received = due[2] - before;
        const end = due[1] + Math.round((received / 320) * 60) * SECOND;
        fill = {
          gen,
          start: due[1],
          end,
          before,
          after: due[2],
          docket: `DN-55${digits(random, 4)}`,
          tanker: due[1] < T(11, 10) ? 'YN22 FDO' : oneOf(random, ['KX71 LNP', 'KX71 LNR']),
          driver: person(random),
        };
        fills.push(fill);
      }
      if (fill && t >= fill.start) {
        level =
          t >= fill.end ? fill.after : Math.round(fill.before + ((t - fill.start) / (fill.end - fill.start)) * (fill.after - fill.before));
        if (t >= fill.end) fill = undefined;
      } else if (testing) level -= between(random, 110, 160);
      // The probe reads a few litres either side of the true level.
      const reading = Math.min(level + between(random, -4, 4), CAPACITY);
      const hour = d.getUTCHours() + d.getUTCMinutes() / 60;
      const temp = 8.5 + 3 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + (random() - 0.5) * 0.4 + g * 0.1;
      out.push({
        t,
        order: g,
        text: row(
          t,
          gen,
          `LEVEL  ${grouped(reading).padStart(6)} L  ${((reading / CAPACITY) * 100).toFixed(1).padStart(5)}%  TEMP ${temp.toFixed(1).padStart(4)}C  WATER ${random() < 0.05 ? 1 : 0}mm${testing ? '  RUNNING' : ''}`,
        ),
      });
    }
  }
  fills.sort((a, b) => a.start - b.start);
  let meter = 412_884.0;
  let needle = '';
  for (const f of fills) {
    const received = f.after - f.before;
    out.push({
      t: f.start,
      order: 10,
      text: row(
        f.start,
        f.gen,
        `FILL-START  tanker="${f.tanker}" driver="${f.driver}" docket=${f.docket} meter=${meter.toFixed(1)} level=${grouped(f.before)} L`,
      ),
    });
    meter += received + between(random, -6, 6);
    const end = row(
      f.end,
      f.gen,
      `FILL-END  before=${grouped(f.before)} L  after=${grouped(f.after)} L  received=${grouped(received)} L  docket=${f.docket} meter=${meter.toFixed(1)}`,
    );
    out.push({ t: f.end, order: 10, text: end });
    if (f.gen === 'GEN-03' && f.start > T(11, 12)) needle = end;
  }
  out.sort((a, b) => a.t - b.t || a.order - b.order);
  const output = `${['# fmsctl history --site SLG2 --tanks base --from 2026-11-06 --to 2026-11-18 --interval 15m', ...out.map((o) => o.text)].join('\n')}\n`;
  const ask =
    "The diesel tanker came last Thursday, the 12th. How much fuel actually went into generator three in the end? Finance want to check it against the supplier's invoice.";
  return probe('round 57: fuel tank history, paraphrase', ask, 'run_shell', output, 'litres', needle);
}

/** `battmon report --detail jars`: every jar of every UPS string; one block's internal resistance. */
function batteryJarReport(): EconomicsTask {
  const random = seededRandom(57_010);
  const rows: string[][] = [];
  let target = -1;
  for (let h = 1; h <= 4; h++)
    for (const side of ['A', 'B'])
      for (let m = 1; m <= 2; m++) {
        const ups = `UPS-${h}${side}-${m}`;
        const installed = T(between(random, 1, 12), between(random, 1, 28)) - between(random, 1, 5) * 365 * DAY;
        const years = (T(11, 19) - installed) / (365 * DAY);
        const model = years > 3 ? 'Yuasa SWL2500' : 'Yuasa SWL3300';
        for (let s = 1; s <= 4; s++)
          for (let j = 1; j <= 40; j++) {
            const odd = ups === 'UPS-3A-2' && s === 2 && j === 23;
            const resistance = odd ? 9.71 : 3.7 + years * 0.32 + (random() - 0.5) * 0.5;
            rows.push([
              ups,
              `S${s}`,
              pad2(j),
              model,
              dateOf(installed),
              (13.56 + random() * 0.14).toFixed(2),
              resistance.toFixed(2),
              (21.6 + random() * 2.2 + (j > 10 && j < 30 ? 0.4 : 0)).toFixed(1),
              (0.4 + random() * 0.5).toFixed(2),
              `${between(random, 96, 100)}%`,
              dateOf(T(11, 19) - between(random, 20, 80) * DAY),
            ]);
            if (odd) target = rows.length - 1;
          }
      }
  const lines = table(
    ['UPS', 'STRING', 'JAR', 'MODEL', 'INSTALLED', 'FLOAT_V', 'R_INT_mOHM', 'TEMP_C', 'RIPPLE_A', 'SOH', 'LAST_DISCHARGE'],
    rows,
    2,
    [5, 6, 7, 8, 9],
  );
  const needle = lines[target + 1]!;
  const output = `${['# battmon report --site SLG2 --detail jars (float readings, 2026-11-19 06:00 UTC)', ...lines, `# ${rows.length} jars, 64 strings, 16 UPS modules`].join('\n')}\n`;
  const ask =
    'The battery contractor is in next week. Before they come, can you go through the monitoring report and tell me if any single block has an internal resistance way out of line with everything else? Which UPS, string and jar?';
  return probe('round 57: battery jar report', ask, 'run_shell', output, 'jar', needle);
}

/** `acsctl readers export --format ndjson`: every badge reader on the estate; one door's unlock time. */
function readerConfigNdjson(): EconomicsTask {
  const random = seededRandom(57_011);
  const lines: string[] = [];
  let needle = '';
  const SITES = ['SLG2', 'SLG3', 'DKL1'];
  for (const site of SITES) {
    const readers: (readonly [string, string, number, number])[] = [];
    const halls = site === 'DKL1' ? 3 : 4;
    for (let h = 1; h <= halls; h++) {
      readers.push([`DH${h} Main Entry`, 'hall', 5, 30], [`DH${h} Corridor Exit`, 'hall', 5, 30]);
      for (let r = 1; r <= 40; r++)
        readers.push([`DH${h} Cage ${cageOf(h, r % 20 || 20)}${r > 20 ? ' Rear' : ''}`, 'cage', oneOf(random, [5, 5, 5, 8]), 30]);
      for (let r = 1; r <= 16; r++) readers.push([`DH${h} Suite ${h}.${pad2(r)} Entry`, 'suite', 5, 45]);
    }
    for (const [name, kind, unlock, held] of [
      ['Reception Turnstile 1', 'turnstile', 3, 10],
      ['Reception Turnstile 2', 'turnstile', 3, 10],
      ['Mantrap 1 Outer', 'mantrap', 3, 20],
      ['Mantrap 1 Inner', 'mantrap', 3, 20],
      ['Loading Bay Personnel Door', 'perimeter', 10, 60],
      ['Loading Bay Shutter', 'perimeter', 20, 600],
      ['Goods-In Build Room', 'service', 8, 120],
      ['MMR-1 Entry', 'mmr', 5, 30],
      ['MMR-2 Entry', 'mmr', 5, 30],
      ['Plant Room A', 'plant', 8, 120],
      ['Plant Room B', 'plant', 8, 120],
      ['Generator Yard Gate', 'perimeter', 15, 180],
      ['NOC', 'office', 5, 30],
      ['Office Level 1', 'office', 5, 60],
    ] as const)
      readers.push([name, kind, unlock, held]);
    let seq = 100;
    for (const [name, kind, unlock, held] of readers) {
      const id = `RDR-${site}-${String((seq += between(random, 1, 3))).padStart(4, '0')}`;
      const odd = site === 'SLG3' && name === 'DH2 Cage C211';
      const record = {
        reader_id: id,
        site,
        name,
        kind,
        model: oneOf(random, ['HID Signo 40K', 'HID Signo 40K', 'HID Signo 20K', 'HID iCLASS SE R40']),
        panel: `LNL-2220-${name.startsWith('DH') ? name.slice(0, 3) : 'CORE'}-${pad2(between(random, 1, 6))}`,
        firmware: oneOf(random, ['10.0.4.3', '10.0.4.3', '10.0.3.9']),
        mode: kind === 'cage' || kind === 'mmr' || kind === 'suite' ? 'card_and_pin' : 'card_only',
        unlock_duration_s: odd ? 300 : unlock,
        extended_unlock_s: kind === 'perimeter' || kind === 'service' ? 60 : 15,
        held_open_alarm_s: held,
        door_contact: true,
        rex: kind !== 'turnstile',
        anti_passback: kind === 'turnstile' || kind === 'mantrap' ? 'hard' : kind === 'hall' ? 'soft' : 'none',
        timezone: kind === 'office' ? 'WEEKDAY_0700_1900' : '24x7',
        osdp: { address: between(random, 0, 7), secure_channel: random() < 0.93 },
        last_heartbeat: isoZ(T(11, 19, 8, 40) + pick(random, 300) * SECOND),
      };
      const line = JSON.stringify(record);
      lines.push(line);
      if (odd) needle = line;
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Somebody noticed that one door stays unlocked for ages after you badge through it, far longer than any other door we've got. Can you find which reader is set up like that?";
  return probe('round 57: reader config ndjson', ask, 'run_shell', output, 'reader', needle);
}

/** `netctl vlan report --fabric slg2`: every VLAN with its counts; one customer VLAN's MAC count. */
function vlanReport(): EconomicsTask {
  const random = seededRandom(57_012);
  const rows: string[][] = [];
  let target = -1;
  const INFRA: Readonly<Record<number, string>> = {
    10: 'MGMT-OOB',
    11: 'MGMT-INBAND',
    20: 'BMS-CONTROLLERS',
    21: 'BMS-SUPERVISORS',
    30: 'ACS-PANELS',
    31: 'CCTV-NVR',
    40: 'PDU-MONITORING',
    50: 'NOC-DESKTOPS',
    60: 'IX-PEERING-LINX',
    61: 'TRANSIT-COGENT',
    62: 'TRANSIT-ARELION',
  };
  for (const [vlan, name] of Object.entries(INFRA))
    rows.push([
      vlan,
      name,
      'Halyard (infra)',
      '-',
      `10${vlan.padStart(4, '0')}`,
      String(between(random, 4, 30)),
      String(between(random, 12, 90)),
      String(between(random, 10, 80)),
      '0',
      dateOf(T(11, 19) - between(random, 30, 900) * DAY),
    ]);
  for (let vlan = 100; vlan < 3_900; vlan += between(random, 1, 2)) {
    const [name] = oneOf(random, CUSTOMERS);
    const slug = name
      .toUpperCase()
      .replace(/[^A-Z]+/g, '-')
      .slice(0, 14)
      .replace(/-$/, '');
    const odd = target < 0 && vlan >= 1_733;
    const ports = oneOf(random, [1, 2, 2, 2, 4]);
    const macs = odd ? 3_917 : between(random, 1, 4) * ports + pick(random, 6);
    rows.push([
      String(vlan),
      `CUST-${slug}-${oneOf(random, ['PRIV', 'PUB', 'XC', 'BACKUP', 'MGMT'])}`,
      name,
      cageOf(between(random, 1, 4), between(random, 1, 20)),
      `10${String(vlan).padStart(4, '0')}`,
      String(ports),
      String(macs),
      String(Math.max(0, macs - pick(random, 3))),
      String(pick(random, macs + 1)),
      dateOf(T(11, 19) - between(random, 1, 1_400) * DAY),
    ]);
    if (odd) target = rows.length - 1;
  }
  const lines = table(['VLAN', 'NAME', 'TENANT', 'CAGE', 'VNI', 'PORTS', 'MACS', 'ARP', 'ND', 'LAST_CHANGE'], rows, 2, [0, 4, 5, 6, 7, 8]);
  const needle = lines[target + 1]!;
  const output = `${['# netctl vlan report --fabric slg2 (collected 2026-11-19 08:55 UTC from slg2-agg-sw01..08)', ...lines].join('\n')}\n`;
  const ask =
    "One of the customer VLANs on the Slough fabric is learning a crazy number of MAC addresses compared with all the others. I suspect someone's plugged their office switch in. Which VLAN is it, and whose?";
  return probe('round 57: vlan report', ask, 'run_shell', output, 'vlan', needle);
}

export function roundFiftySeven(): EconomicsTask[] {
  return [
    crossConnectsApi(),
    accessEventsXml(),
    incidentExportCsv(),
    dcimRacksYaml(),
    changePortalLog(),
    changeRequestsJson(),
    coreSyslog(),
    oncallEventsLogfmt(),
    fuelTankHistory(),
    batteryJarReport(),
    readerConfigNdjson(),
    vlanReport(),
  ];
}
