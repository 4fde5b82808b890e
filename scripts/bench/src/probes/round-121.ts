/**
 * Probe round 121, written blind: Halvard Heat Networks, a made-up district heating network operator (substation telemetry, customer heat meters, boiler and heat pump plant, leak detection, maintenance jobs, billing). "Today" is Saturday, 2 January 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - telemetry snapshot (minified JSON): the controller serial number at the Lindvik care home substation;
 *  - billing meter-read export (one-line XML): the closing energy reading of one heat meter in the December run;
 *  - maintenance job export (CSV, one huge notes field): the part number of the isolation valve fitted on the fourteenth;
 * b. The answer a few lines away from the line the question's words match:
 *  - plant asset registry (YAML): the serial number of heat pump 3 at the Nordre energy centre;
 *  - customer accounts API (pretty JSON): the account a given heat meter is on (the parent, lines above);
 *  - substation controller config dump (INI): the IP address of the controller for the Kirkegata 7 office block (lines above its name);
 * c. A question that paraphrases the output or carries a preamble:
 *  - invoice register (fixed-width table): what a second-floor flat in Tollbugata 14B was charged for December, all in;
 *  - leak monitor log: when the leak detection first noticed something on the stretch of Storgata by number 31 yesterday afternoon;
 *  - maintenance portal (HTML): the work order number of the noisy pump at the Bakkehaugen heat pump plant;
 * d. One value unlike its peers, with no error word near it:
 *  - daily meter readings for a housing co-op (CSV): the meter that used far more heat yesterday than the other flats;
 *  - air-source heat pump defrost log (logfmt): the defrost cycle that ran far longer than the others overnight;
 *  - tariff assignment report (text report): the commercial account on a different energy rate from its peers.
 * Not among the bench's targets.
 * First run, at 30a60f8 (eight commits after be9755b, the head when the round was written, five of them of
 * `packages/core`), with this file (`ROUNDS=121 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`),
 * before anyone working on the library read the tasks (`none` found 12/12, 1,354,621 tokens). The writer was told not
 * to read the git history. Its report, which names each task and what it asks but not its needle, was read before
 * this run.
 *   round 121: telemetry snapshot
 *     codex: 15,573 tokens, peak 15,499, 0/1 needles, 0 read-backs
 *     context-chef: 743 tokens, peak 669, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,189 tokens, peak 7,312, 0/1 needles, 4 read-backs
 *     ours: 13,798 tokens, peak 5,144, 1/1 needles, 3 read-backs
 *   round 121: billing meter reads
 *     codex: 210 tokens, peak 132, 0/1 needles, 0 read-backs
 *     context-chef: 693 tokens, peak 615, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,518 tokens, peak 697, 0/1 needles, 1 read-backs
 *     ours: 1,817 tokens, peak 886, 0/1 needles, 1 read-backs
 *   round 121: maintenance job export
 *     codex: 15,360 tokens, peak 15,281, 0/1 needles, 0 read-backs
 *     context-chef: 742 tokens, peak 663, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,515 tokens, peak 5,141, 0/1 needles, 4 read-backs
 *     ours: 4,469 tokens, peak 2,741, 1/1 needles, 2 read-backs
 *   round 121: plant asset registry
 *     codex: 13,620 tokens, peak 13,549, 0/1 needles, 0 read-backs
 *     context-chef: 668 tokens, peak 597, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,667 tokens, peak 2,862, 0/1 needles, 2 read-backs
 *     ours: 6,563 tokens, peak 2,940, 1/1 needles, 2 read-backs
 *   round 121: customer accounts
 *     codex: 11,412 tokens, peak 11,342, 0/1 needles, 0 read-backs
 *     context-chef: 621 tokens, peak 551, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,729 tokens, peak 1,436, 1/1 needles, 2 read-backs
 *     ours: 1,779 tokens, peak 886, 1/1 needles, 1 read-backs
 *   round 121: controller config dump
 *     codex: 13,149 tokens, peak 13,075, 0/1 needles, 0 read-backs
 *     context-chef: 661 tokens, peak 587, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,524 tokens, peak 7,197, 0/1 needles, 4 read-backs
 *     ours: 25,430 tokens, peak 9,502, 1/1 needles, 4 read-backs
 *   round 121: invoice register
 *     codex: 17,314 tokens, peak 17,211, 0/1 needles, 0 read-backs
 *     context-chef: 787 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,228 tokens, peak 1,348, 0/1 needles, 4 read-backs
 *     ours: 4,397 tokens, peak 943, 1/1 needles, 4 read-backs
 *   round 121: leak monitor log
 *     codex: 19,693 tokens, peak 19,592, 0/1 needles, 0 read-backs
 *     context-chef: 957 tokens, peak 856, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,048 tokens, peak 1,520, 0/1 needles, 4 read-backs
 *     ours: 4,418 tokens, peak 949, 0/1 needles, 4 read-backs
 *   round 121: maintenance portal
 *     codex: 14,752 tokens, peak 14,648, 0/1 needles, 0 read-backs
 *     context-chef: 745 tokens, peak 641, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,881 tokens, peak 3,086, 0/1 needles, 2 read-backs
 *     ours: 7,579 tokens, peak 3,550, 0/1 needles, 2 read-backs
 *   round 121: daily meter readings
 *     codex: 22,681 tokens, peak 22,599, 0/1 needles, 0 read-backs
 *     context-chef: 997 tokens, peak 915, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,696 tokens, peak 5,107, 0/1 needles, 3 read-backs
 *     ours: 11,039 tokens, peak 5,450, 1/1 needles, 3 read-backs
 *   round 121: heat pump defrost log
 *     codex: 17,276 tokens, peak 17,193, 0/1 needles, 0 read-backs
 *     context-chef: 838 tokens, peak 755, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,076 tokens, peak 1,318, 0/1 needles, 4 read-backs
 *     ours: 3,928 tokens, peak 865, 1/1 needles, 4 read-backs
 *   round 121: tariff assignment report
 *     codex: 13,588 tokens, peak 13,495, 0/1 needles, 0 read-backs
 *     context-chef: 686 tokens, peak 593, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,513 tokens, peak 6,042, 0/1 needles, 4 read-backs
 *     ours: 982 tokens, peak 691, 0/1 needles, 0 read-backs
 *     codex: 174,628 tokens, 0/12 needles
 *     context-chef: 9,138 tokens, 0/12 needles
 *     context-chef-store: 124,584 tokens, 1/12 needles
 *     ours: 86,199 tokens, 8/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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
// Shared vocabulary of the made-up operator.

const PLACES = [
  'Lindvik',
  'Solberg',
  'Elvebakken',
  'Kvernhaugen',
  'Bakkehaugen',
  'Brattbakken',
  'Mollebyen',
  'Nordre Havn',
  'Fjellsiden',
  'Strandkanten',
  'Granly',
  'Prestegarden',
  'Sjosiden',
  'Ovre Berg',
  'Nedre Berg',
  'Tollbodkaia',
  'Rosenlund',
  'Hagebyen',
  'Vestre Torg',
  'Kirkeby',
];
const BUILDINGS = [
  'care home',
  'school',
  'sports hall',
  'apartments',
  'office block',
  'church',
  'kindergarten',
  'swimming pool',
  'library',
  'health centre',
  'shopping centre',
  'fire station',
  'hotel',
  'housing co-op',
  'college',
  'retail park',
];
const STREETS = [
  'Storgata',
  'Kirkegata',
  'Tollbugata',
  'Lindvikveien',
  'Havnegata',
  'Skoleveien',
  'Brattbakken',
  'Molleveien',
  'Prestegardsveien',
  'Solbergveien',
  'Torggata',
  'Strandveien',
  'Jernbanegata',
  'Granittveien',
  'Elvegata',
  'Fjellveien',
  'Rosenlundgata',
  'Nordre gate',
  'Kvernveien',
  'Sjogata',
];
const FIRST = [
  'Ingrid',
  'Ola',
  'Kari',
  'Per',
  'Sigrid',
  'Lars',
  'Marit',
  'Jon',
  'Astrid',
  'Erik',
  'Hilde',
  'Knut',
  'Solveig',
  'Tor',
  'Randi',
  'Bjorn',
  'Liv',
  'Arne',
  'Tone',
  'Geir',
  'Nina',
  'Espen',
  'Silje',
  'Magnus',
];
const LAST = [
  'Haugland',
  'Berg',
  'Dahl',
  'Lie',
  'Strand',
  'Moen',
  'Bakke',
  'Nilsen',
  'Johansen',
  'Solheim',
  'Eide',
  'Holm',
  'Lund',
  'Vik',
  'Sande',
  'Brekke',
  'Rud',
  'Hagen',
  'Myhre',
  'Tangen',
  'Fjeld',
  'Aas',
  'Lien',
  'Nygaard',
];
const UPPER_DIGITS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** `YYYY-MM-DD HH:MM:SS` of a time given in ms (read as local time, no zone). */
function stamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}
const time = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);
/** "Now": Saturday 2 January 2027, a quarter past nine in the morning. */
const NOW = Date.UTC(2027, 0, 2, 9, 15);
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const round = (x: number, d: number) => Number(x.toFixed(d));
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const login = (random: () => number) => `${oneOf(random, FIRST)[0]!.toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`;

/** `make()` again until what it returns does not contain `needle`. */
function without(needle: string, make: () => string): string {
  for (;;) {
    const text = make();
    if (!text.includes(needle)) return text;
  }
}

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the SCADA gateway's substation snapshot, minified JSON on one line. */
function a1TelemetrySnapshot(): EconomicsTask {
  const random = seededRandom(121_001);
  const needle = 'ECL310-K7Q4X2M';
  const count = 340;
  const target = Math.floor(count * 0.48);
  const names = new Set<string>(['Lindvik care home']);
  const ids = new Set<string>(['SS-2291', 'SS-2219', 'SS-2921', 'SS-2290', 'SS-1291']);
  const nearIds = ['SS-2219', 'SS-2921', 'SS-2290', 'SS-1291'];
  const nearNames = [
    'Lindvik school',
    'Lindvik sports hall',
    'Lindvik church',
    'Solberg care home',
    'Elvebakken care home',
    'Lindvik apartments',
  ];
  for (const n of nearNames) names.add(n);
  const controllers = [
    { vendor: 'Danfoss', model: 'ECL Comfort 310', prefix: 'ECL310-', fw: ['1.58', '1.58', '1.61', '1.44'] },
    { vendor: 'Danfoss', model: 'ECL Comfort 210', prefix: 'ECL210-', fw: ['1.36', '1.40'] },
    { vendor: 'Siemens', model: 'RVD145', prefix: 'RVD145/', fw: ['2.1.7', '2.1.9'] },
    { vendor: 'Samson', model: 'Trovis 5573', prefix: 'T5573-', fw: ['3.12', '3.14'] },
  ];
  const plan: { id: string; name: string; serial?: string }[] = [];
  for (let i = 0; i < count; i++) {
    if (i === target) {
      plan.push({ id: 'SS-2291', name: 'Lindvik care home', serial: needle });
      continue;
    }
    let id: string;
    do id = `SS-${between(random, 1000, 3999)}`;
    while (ids.has(id));
    ids.add(id);
    let name: string;
    do
      name =
        random() < 0.6
          ? `${oneOf(random, PLACES)} ${oneOf(random, BUILDINGS)}`
          : `${oneOf(random, STREETS)} ${between(random, 1, 60)} ${oneOf(random, BUILDINGS)}`;
    while (names.has(name));
    names.add(name);
    plan.push({ id, name });
  }
  // The near-miss ids and names land here and there, some close to the target.
  const spots = [target - 9, target - 3, target + 4, target + 17, 21, 77, 260, 301, target - 40, target + 55];
  [...nearIds, ...nearNames].forEach((v, k) => {
    const slot = plan[spots[k % spots.length]!]!;
    if (v.startsWith('SS-')) slot.id = v;
    else slot.name = v;
  });
  const records = plan.map((p, i) => {
    const c = i === target ? controllers[0]! : oneOf(random, controllers);
    const serial = p.serial ?? without(needle, () => `${c.prefix}${chars(random, UPPER_DIGITS, 7)}`);
    const outdoor = round(-6.5 + random() * 2, 1);
    const pSupply = round(88 + random() * 8, 1);
    const pReturn = round(38 + random() * 14, 1);
    const flow = round(0.4 + random() * 9, 2);
    const sSet = between(random, 52, 68);
    const alarms =
      random() < 0.08
        ? [
            {
              code: oneOf(random, ['A32', 'A17', 'A05']),
              text: oneOf(random, ['DHW temp low', 'Return temp limit active', 'Sensor S4 out of range']),
              since: `2027-01-0${between(random, 1, 2)}T0${between(random, 1, 8)}:${pad2(between(random, 0, 59))}:00+01:00`,
            },
          ]
        : [];
    return JSON.stringify({
      id: p.id,
      name: p.name,
      address: i === target ? 'Lindvikveien 12' : `${oneOf(random, STREETS)} ${between(random, 1, 88)}`,
      zone: `Z${between(random, 1, 9)}`,
      class: oneOf(random, ['public', 'residential', 'commercial', 'residential', 'public']),
      controller: { vendor: c.vendor, model: c.model, serial, fw: oneOf(random, c.fw), app: c.prefix === 'ECL310-' ? 'A266.1' : 'std' },
      primary: {
        supply_c: pSupply,
        return_c: pReturn,
        flow_m3h: flow,
        dp_kpa: between(random, 45, 160),
        power_kw: round(flow * (pSupply - pReturn) * 1.16, 1),
      },
      secondary: { supply_c: round(sSet + random() * 2 - 1, 1), return_c: round(30 + random() * 12, 1), setpoint_c: sSet, pump: 'on' },
      dhw: { temp_c: round(55 + random() * 6, 1), setpoint_c: 58 },
      valve_pct: between(random, 8, 97),
      outdoor_c: outdoor,
      last_seen: `2027-01-02T09:${pad2(between(random, 0, 13))}:${pad2(between(random, 0, 59))}+01:00`,
      quality: random() < 0.03 ? 'stale' : 'good',
      alarms,
    });
  });
  const output = `{"generated_at":"2027-01-02T09:14:05+01:00","source":"hhn-scada-gw02","network":"Halvard Main","substation_count":${count},"substations":[${records.join(',')}],"next_cursor":null}`;
  return probe(
    'round 121: telemetry snapshot',
    'What controller serial number is fitted at the Lindvik care home substation?',
    'scada_substation_snapshot',
    output,
    'controller-serial',
    needle,
    true,
  );
}

/** a2: the December billing run's meter reads, as the billing system exports them: XML, all on one line. */
function a2BillingReads(): EconomicsTask {
  const random = seededRandom(121_002);
  const needle = '4817.362';
  const count = 420;
  const target = Math.floor(count * 0.5);
  const ids = new Set<string>(['71043388', '71043838', '71034388', '71043389', '71043383', '71403388']);
  const plan: string[] = [];
  for (let i = 0; i < count; i++) {
    let id: string;
    do id = `710${between(random, 10000, 59999)}`;
    while (ids.has(id));
    ids.add(id);
    plan.push(id);
  }
  plan[target] = '71043388';
  [
    ['71043838', target - 6],
    ['71034388', target + 3],
    ['71043389', target - 51],
    ['71043383', target + 88],
    ['71403388', 40],
  ].forEach(([id, i]) => {
    plan[i as number] = id as string;
  });
  const build = (meter: string, i: number) => {
    const big = i === target || random() < 0.25;
    const make = oneOf(random, [
      ['Kamstrup', 'MULTICAL 603'],
      ['Kamstrup', 'MULTICAL 403'],
      ['Diehl', 'SHARKY 775'],
      ['Landis+Gyr', 'T550 UH50'],
    ]);
    const energyOpen = i === target ? 4701.118 : big ? round(800 + random() * 6000, 3) : round(8 + random() * 120, 3);
    const energyClose = i === target ? 4817.362 : round(energyOpen + (big ? 20 + random() * 180 : 0.3 + random() * 2.4), 3);
    const volOpen = round((energyOpen / 0.045) * (0.9 + random() * 0.2), 2);
    const volClose = round(volOpen + (energyClose - energyOpen) / 0.045, 2);
    const hoursOpen = between(random, 8000, 52000);
    const quality = i === target ? 'actual' : random() < 0.06 ? 'estimated' : 'actual';
    const mr = `MR-2026-12-${String(100000 + i * 7 + between(random, 0, 6)).padStart(6, '0')}`;
    const fmt = (x: number, d: number) => x.toFixed(d);
    const customer = `HHN-${between(random, 300000, 309999)}`;
    const inst = `INST-00${between(random, 40000, 59999)}`;
    return (
      `<MeterReading mRID="${mr}"><Meter serialNumber="${meter}" manufacturer="${make[0]}" model="${make[1]}"/>` +
      `<UsagePoint mRID="${inst}" customerRef="${customer}" tariff="${big ? 'DH-COM-2026' : 'DH-RES-2026'}"/><Readings>` +
      `<Reading readingType="energy.heat.total" unit="MWh"><Opening timeStamp="2026-12-01T00:00:00+01:00" quality="actual">${fmt(energyOpen, 3)}</Opening>` +
      `<Closing timeStamp="2027-01-01T00:00:00+01:00" quality="${quality}">${fmt(energyClose, 3)}</Closing></Reading>` +
      `<Reading readingType="volume.total" unit="m3"><Opening timeStamp="2026-12-01T00:00:00+01:00" quality="actual">${fmt(volOpen, 2)}</Opening>` +
      `<Closing timeStamp="2027-01-01T00:00:00+01:00" quality="${quality}">${fmt(volClose, 2)}</Closing></Reading>` +
      `<Reading readingType="hours.operating" unit="h"><Opening timeStamp="2026-12-01T00:00:00+01:00" quality="actual">${hoursOpen}</Opening>` +
      `<Closing timeStamp="2027-01-01T00:00:00+01:00" quality="${quality}">${hoursOpen + 744}</Closing></Reading></Readings>` +
      `<Validation status="${quality === 'estimated' ? 'substituted' : 'passed'}" rule="${quality === 'estimated' ? 'VEE-7 linear interpolation' : 'VEE-3'}"/></MeterReading>`
    );
  };
  const readings = plan.map((meter, i) => (i === target ? build(meter, i) : without(needle, () => build(meter, i))));
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<MeterReadingExport xmlns="urn:halvard:billing:reads:v2" runId="BR-2026-12" periodStart="2026-12-01" periodEnd="2026-12-31" generated="2027-01-02T06:00:12+01:00" count="${count}">` +
    `<Header><Sender>HHN-MDM</Sender><Receiver>HHN-BILLING</Receiver><Note>Closing reads at 00:00 local on the first day of the next period</Note></Header>` +
    readings.join('') +
    '</MeterReadingExport>\n';
  return probe(
    'round 121: billing meter reads',
    'Can you tell me the closing energy reading on heat meter 71043388 from the December billing run?',
    'billing_export_meter_reads',
    output,
    'closing-read',
    needle,
    true,
  );
}

/** A CSV field, quoted when it must be. */
function csv(field: string): string {
  return /[",\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** a3: the maintenance system's job export (CSV), where one long-running leak job's notes field is huge. */
function a3MaintenanceJobs(): EconomicsTask {
  const random = seededRandom(121_003);
  const needle = 'VLV-BV150-PN25-0871';
  const part = (kind: string, dn: number, pn: number) =>
    without(needle, () => `VLV-${kind}${String(dn).padStart(3, '0')}-PN${pn}-0${between(random, 100, 999)}`);
  const staff = Array.from({ length: 14 }, () => [oneOf(random, FIRST), oneOf(random, LAST)] as const);
  const who = () => oneOf(random, staff);
  const tag = (p: readonly [string, string]) => `${p[0][0]!.toLowerCase()}.${p[1].toLowerCase()}`;
  const jobs: { created: number; site: string; asset: string; category: string; summary: string; notes: (t: number) => string[] }[] = [
    {
      created: 0,
      site: 'Substation',
      asset: 'actuator',
      category: 'Corrective',
      summary: 'No hot water reported by customer',
      notes: (t) => {
        const a = who();
        return [
          `${stamp(t + 40 * MINUTE).slice(0, 16)} [helpdesk] Customer reports no hot water since this morning, ref ${between(random, 880000, 899999)}`,
          `${stamp(t + 5 * HOUR).slice(0, 16)} [${tag(a)}] Replaced actuator AMV 20 on DHW valve, tested OK, customer informed`,
        ];
      },
    },
    {
      created: 0,
      site: 'Substation',
      asset: 'heat exchanger',
      category: 'Preventive',
      summary: 'Annual service - plate heat exchanger inspection',
      notes: (t) => [
        `${stamp(t + 26 * HOUR).slice(0, 16)} [${tag(who())}] PHE opened and inspected, light scaling, cleaned. Gaskets OK`,
        `${stamp(t + 27 * HOUR).slice(0, 16)} [${tag(who())}] Dirt strainer cleaned, dp across PHE ${between(random, 8, 22)} kPa after service`,
      ],
    },
    {
      created: 0,
      site: 'Pipe section',
      asset: 'valve',
      category: 'Corrective',
      summary: 'Valve chamber flooded, drain valve stuck',
      notes: (t) => [
        `${stamp(t + 2 * HOUR).slice(0, 16)} [${tag(who())}] Chamber pumped out, drain valve seized`,
        `${stamp(t + 30 * HOUR).slice(0, 16)} [${tag(who())}] Replaced drain valve, fitted part no. ${part('DR', 25, 25)}. Chamber dry`,
      ],
    },
    {
      created: 0,
      site: 'Substation',
      asset: 'pump',
      category: 'Corrective',
      summary: 'Secondary circulation pump noisy',
      notes: (t) => [
        `${stamp(t + 3 * HOUR).slice(0, 16)} [${tag(who())}] Pump bearing worn, replacement ordered`,
        `${stamp(t + 50 * HOUR).slice(0, 16)} [${tag(who())}] Pump replaced (Grundfos Magna3 ${oneOf(random, ['32-80', '40-100', '50-120'])}), vented, running quietly`,
      ],
    },
    {
      created: 0,
      site: 'Pipe section',
      asset: 'isolation valve',
      category: 'Preventive',
      summary: 'Valve exercising programme - operate and record',
      notes: (t) => [
        `${stamp(t + 20 * HOUR).slice(0, 16)} [${tag(who())}] ${between(random, 4, 11)} valves exercised, all operated full stroke`,
        `${stamp(t + 22 * HOUR).slice(0, 16)} [${tag(who())}] One isolation valve stiff, replacement scheduled, part no. ${part('BV', oneOf(random, [100, 125, 200]), 25)} reserved`,
      ],
    },
    {
      created: 0,
      site: 'Meter',
      asset: 'heat meter',
      category: 'Metering',
      summary: 'Heat meter battery replacement',
      notes: (t) => [
        `${stamp(t + 28 * HOUR).slice(0, 16)} [${tag(who())}] Battery replaced, meter reads ${between(random, 10, 900)}.${between(random, 100, 999)} MWh, seal ${between(random, 100000, 999999)}`,
      ],
    },
  ];
  const header = 'job_id,created,site,asset_tag,category,priority,status,assigned_to,due_date,closed,summary,notes';
  const row = (id: string, t: number) => {
    const j = oneOf(random, jobs);
    const a = who();
    const site =
      j.site === 'Substation'
        ? `SS-${between(random, 1000, 3999)} ${oneOf(random, PLACES)} ${oneOf(random, BUILDINGS)}`
        : j.site === 'Pipe section'
          ? `PS-${between(random, 100, 399)} ${oneOf(random, STREETS)} ${between(random, 1, 40)}-${between(random, 41, 90)}`
          : `HM ${between(random, 66000000, 71999999)} ${oneOf(random, STREETS)} ${between(random, 1, 90)}`;
    const closedAt = t + between(random, 30, 80) * HOUR;
    const closed = closedAt < NOW && random() < (t < time(2026, 12, 20) ? 0.93 : 0.45);
    return without(needle, () =>
      [
        id,
        stamp(t).slice(0, 16),
        site,
        j.asset === 'heat meter' ? 'HM' : `${j.asset.toUpperCase().replace(/ /g, '-')}-${between(random, 1, 9)}`,
        j.category,
        oneOf(random, ['P2', 'P3', 'P3', 'P4']),
        closed ? 'Closed' : oneOf(random, ['Open', 'In progress', 'Waiting parts']),
        `${a[1]}, ${a[0]}`,
        stamp(t + between(random, 2, 14) * DAY).slice(0, 10),
        closed ? stamp(closedAt).slice(0, 16) : '',
        j.summary,
        j
          .notes(t)
          .filter((n) => n.slice(0, 16) <= stamp(NOW).slice(0, 16))
          .join(' || '),
      ]
        .map(csv)
        .join(','),
    );
  };
  // The long leak watch on Havnegata: manual notes, then an automatic reading every 30 minutes.
  const fitter = ['Ola', 'Haugland'] as const;
  const notes: string[] = [
    `2026-11-05 08:12 [helpdesk] Reported by Havnegata 9 caretaker: warm patch in the car park above the pipe, snow melting in a strip`,
    `2026-11-05 13:40 [o.haugland] Thermal camera survey PS-211, hot strip approx. 14 m along return pipe from valve chamber VK-211-2`,
    `2026-11-07 09:05 [t.moen] Leak detection loops checked, loop A reading low (4.6 MOhm), loop B normal`,
    `2026-11-11 10:20 [o.haugland] Make-up water at Nordre EC up ${between(random, 2, 4)} m3/day, consistent with small leak`,
    `2026-11-14 08:55 [o.haugland] Valve chamber VK-211-2 flooded, pumped out. Drain valve seized, replaced, fitted part no. ${part('DR', 25, 25)}`,
    `2026-11-14 15:30 [o.haugland] Chamber dry after replacement, still warm patch in car park`,
    `2026-11-18 11:02 [s.lund] Excavation permit applied for (kommune ref 2026/${between(random, 10000, 19999)})`,
    `2026-11-19 16:45 [s.lund] Auto-monitoring requested from leakwatch for PS-211, interval 30 min`,
  ];
  const manual: string[] = [
    `2026-11-26 10:14 [t.moen] Loop A continuity test OK, resistance drop is moisture not a break`,
    `2026-12-03 09:31 [s.lund] Ordered 2x DN150 ball valves PN25 for VK-211-2 and VK-211-3, PO 4500${between(random, 210000, 219999)}`,
    `2026-12-09 14:05 [s.lund] Valves delivered to Nordre EC stores. Outage for VK-211-3 agreed with customers for the 14th 07:00-13:00`,
    `2026-12-14 07:20 [o.haugland] On site, section PS-211 isolated at VK-211-1 and VK-211-4, draining`,
    `2026-12-14 10:42 [o.haugland] Replaced isolation valve VK-211-3 (DN150 ball valve, old one passing), fitted part no. ${needle}, serial ${chars(random, UPPER_DIGITS, 8)}`,
    `2026-12-14 12:50 [o.haugland] Pressure test 16 bar 30 min held, section refilled and back in service`,
    `2026-12-17 08:44 [t.moen] Loop A still trending down after valve swap, leak is further along the pipe`,
    `2026-12-22 09:58 [${tag(who())}] Replaced isolation valve VK-211-2 (DN150, handle sheared), fitted part no. ${part('BV', 150, 25)}`,
    `2026-12-28 13:12 [s.lund] Excavation booked for week 2, traffic plan sent to kommune`,
  ];
  let loopA = 4.2;
  let loopB = 12.4;
  for (let t = time(2026, 11, 20); t <= time(2027, 1, 2, 9); t += 30 * MINUTE) {
    while (manual.length > 0 && manual[0]!.slice(0, 16) < stamp(t).slice(0, 16)) notes.push(manual.shift()!);
    loopA = Math.max(0.6, loopA - 0.0016 + (random() - 0.5) * 0.03);
    loopB = Math.min(14.9, Math.max(10.5, loopB + (random() - 0.5) * 0.08));
    notes.push(
      without(
        needle,
        () =>
          `${stamp(t).slice(0, 16)} [leakwatch] PS-211 loop A ${loopA.toFixed(2)} MOhm, loop B ${loopB.toFixed(2)} MOhm, dT sup/ret ${(38 + random() * 8).toFixed(1)} K`,
      ),
    );
  }
  const leak = [
    'WO-2026-?????',
    '2026-11-05 08:12',
    'PS-211 Havnegata 1-27',
    'PS-211',
    'Leak investigation',
    'P2',
    'In progress',
    `${fitter[1]}, ${fitter[0]}`,
    '2027-01-15',
    '',
    'Leak watch PS-211 Havnegata - suspected leak on return pipe, monitor until excavation',
    notes.join(' || '),
  ]
    .map(csv)
    .join(',');
  // The export lists the jobs touched since 1 October by job number, the leak job among them.
  const created = Array.from(
    { length: 210 },
    () => time(2026, 10, 1) + pick(random, 93) * DAY + between(random, 7 * 60, 16 * 60) * MINUTE,
  ).sort((x, y) => x - y);
  const rows: string[] = [];
  let number = 15_204;
  let leakDone = false;
  for (const t of created) {
    number += between(random, 3, 14);
    if (!leakDone && t > time(2026, 11, 5, 8, 12)) {
      rows.push(leak.replace('WO-2026-?????', `WO-2026-${number}`));
      number += between(random, 3, 14);
      leakDone = true;
    }
    rows.push(row(`WO-2026-${number}`, t));
  }
  const output = [header, ...rows].join('\n') + '\n';
  return probe(
    'round 121: maintenance job export',
    "On the Havnegata leak job, what's the part number of the isolation valve they put in on the fourteenth?",
    'maintenance_jobs_export',
    output,
    'valve-part',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** b1: the asset database's plant registry, exported as YAML; heat pump 3 exists at several plants. */
function b1PlantRegistry(): EconomicsTask {
  const random = seededRandom(121_004);
  const needle = 'FT-28C-1907-334';
  const sites = [
    ['Nordre energy centre', 'EC-NOR'],
    ['Sondre energy centre', 'EC-SOR'],
    ['Havna heat pump plant', 'HP-HAV'],
    ['Bakkehaugen heat pump plant', 'HP-BAK'],
    ['Sentrum boiler house', 'BH-SEN'],
    ['Elvebakken peak plant', 'PK-ELV'],
    ['Kvernhaugen energy centre', 'EC-KVE'],
    ['Rosenlund boiler house', 'BH-ROS'],
    ['Lindvik peak plant', 'PK-LIN'],
  ] as const;
  type Asset = {
    tag: string;
    site: readonly [string, string];
    lines: (serial: string) => string[];
    serial: () => string;
    target?: boolean;
  };
  const assets: Asset[] = [];
  const year = () => between(random, 2008, 2024);
  const date = (y: number) => `${y}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const history = () => {
    const out: string[] = ['    service_history:'];
    for (let k = 0, n = between(random, 1, 4); k < n; k++) {
      out.push(
        `      - date: ${date(between(random, 2023, 2026))}`,
        `        work_order: WO-${between(random, 2023, 2026)}-${between(random, 10000, 18999)}`,
        `        type: ${oneOf(random, ['annual_service', 'inspection', 'corrective', 'statutory_inspection'])}`,
        `        by: ${oneOf(random, ['in-house', 'in-house', 'vendor', 'Caverion', 'Bravida'])}`,
      );
    }
    return out;
  };
  for (const site of sites) {
    const hasHp = site[1] !== 'BH-SEN' && site[1] !== 'BH-ROS' && site[1] !== 'PK-LIN';
    const hpCount = site[1] === 'EC-NOR' ? 4 : hasHp ? between(random, 2, 4) : 0;
    const batch = `${between(random, 14, 21)}${pad2(between(random, 1, 12))}`.replace('1907', '1908');
    const model = oneOf(random, ['Unitop 28C', 'Unitop 33FY', 'Unitop 22']);
    const code = model === 'Unitop 28C' ? '28C' : model === 'Unitop 33FY' ? '33FY' : '22';
    const firstSerial = between(random, 200, 700);
    for (let k = 1; k <= hpCount; k++) {
      const isTarget = site[1] === 'EC-NOR' && k === 3;
      const serial = isTarget
        ? needle
        : site[1] === 'EC-NOR'
          ? `FT-28C-1907-${330 + k + (k > 2 ? 1 : 0)}`
          : `FT-${code}-${batch}-${firstSerial + k}`;
      const y = site[1] === 'EC-NOR' ? 2019 : year();
      const kw = site[1] === 'EC-NOR' ? 4500 : between(random, 12, 90) * 100;
      const src = oneOf(random, ['sewage', 'seawater', 'flue_gas', 'data_centre_waste_heat']);
      assets.push({
        tag: `HP-${k}`,
        site: site[1] === 'EC-NOR' ? sites[0] : site,
        target: isTarget,
        serial: () => serial,
        lines: (sn) => [
          `    class: heat_pump`,
          `    description: Heat pump ${k}, ${src.replace(/_/g, ' ')} source`,
          `    manufacturer: Friotherm`,
          `    model: ${site[1] === 'EC-NOR' ? 'Unitop 28C' : model}`,
          `    serial_no: ${sn}`,
          `    commissioned: ${site[1] === 'EC-NOR' ? '2019-10-03' : date(y)}`,
          `    rated_output_kw: ${kw}`,
          `    refrigerant: ${oneOf(random, ['R-1234ze(E)', 'R-134a', 'R-717'])}`,
          `    refrigerant_charge_kg: ${between(random, 60, 160) * 10}`,
          `    heat_source: ${src}`,
          `    cop_design: ${(2.6 + random() * 1.2).toFixed(2)}`,
          `    status: ${oneOf(random, ['in_service', 'in_service', 'in_service', 'standby'])}`,
        ],
      });
      for (const pumpKind of ['evaporator', 'condenser']) {
        const n = pumpKind === 'evaporator' ? 1 : 2;
        const pumpSerial = () =>
          without(
            needle,
            () => `${between(random, 96, 99)}${between(random, 100000, 999999)}P${between(random, 1, 9)}${pad2(between(random, 10, 24))}`,
          );
        assets.push({
          tag: `HP-${k}-P${n}`,
          site: site[1] === 'EC-NOR' ? sites[0] : site,
          serial: pumpSerial,
          lines: (sn) => [
            `    class: pump`,
            `    description: ${pumpKind} pump for HP-${k}`,
            `    manufacturer: Grundfos`,
            `    model: ${oneOf(random, ['NKG 150-125-315', 'NKG 200-150-400', 'TP 150-390/4'])}`,
            `    serial_no: ${sn}`,
            `    commissioned: ${date(year())}`,
            `    rated_power_kw: ${oneOf(random, [30, 37, 45, 55, 75])}`,
            `    vfd: ${oneOf(random, ['Danfoss FC202', 'ABB ACQ580'])}`,
            `    status: in_service`,
          ],
        });
      }
    }
    const boilers = site[1].startsWith('HP-') ? 0 : between(random, 2, 5);
    for (let k = 1; k <= boilers; k++) {
      const fuel = oneOf(random, ['natural_gas', 'bio_oil', 'wood_chip', 'natural_gas']);
      assets.push({
        tag: `B-${k}`,
        site,
        serial: () =>
          without(
            needle,
            () =>
              `${oneOf(random, ['VIE', 'BOS', 'KMW'])}-${between(random, 10, 99)}${chars(random, UPPER_DIGITS, 2)}-${between(random, 1000, 9999)}`,
          ),
        lines: (sn) => [
          `    class: ${fuel === 'wood_chip' ? 'bio_boiler' : 'boiler'}`,
          `    description: Boiler ${k}, ${fuel.replace(/_/g, ' ')}`,
          `    manufacturer: ${oneOf(random, ['Viessmann', 'Bosch', 'KMW Energi'])}`,
          `    model: ${oneOf(random, ['Vitomax 200-HW', 'Unimat UT-L 52', 'KMW 5000'])}`,
          `    serial_no: ${sn}`,
          `    commissioned: ${date(year())}`,
          `    rated_output_kw: ${between(random, 20, 180) * 100}`,
          `    fuel: ${fuel}`,
          `    burner: ${oneOf(random, ['Weishaupt WM-G30', 'Oilon GP-1000', 'Saacke SKV-A'])}`,
          `    status: ${oneOf(random, ['in_service', 'standby', 'standby', 'in_service', 'out_of_service'])}`,
        ],
      });
    }
    const eb = between(random, 0, 2);
    for (let k = 1; k <= eb; k++) {
      assets.push({
        tag: `EB-${k}`,
        site,
        serial: () => without(needle, () => `PV-${between(random, 2015, 2024)}-${between(random, 100, 999)}`),
        lines: (sn) => [
          `    class: electric_boiler`,
          `    description: Electrode boiler ${k}`,
          `    manufacturer: Parat`,
          `    model: IEH ${oneOf(random, ['10', '20', '30'])}`,
          `    serial_no: ${sn}`,
          `    commissioned: ${date(year())}`,
          `    rated_output_kw: ${between(random, 5, 30) * 1000}`,
          `    voltage_kv: ${oneOf(random, [11, 22])}`,
          `    status: ${oneOf(random, ['in_service', 'standby'])}`,
        ],
      });
    }
    for (let k = 1; k <= between(random, 2, 4); k++) {
      assets.push({
        tag: `NP-${k}`,
        site,
        serial: () =>
          without(
            needle,
            () => `${between(random, 96, 99)}${between(random, 100000, 999999)}P${between(random, 1, 9)}${pad2(between(random, 10, 24))}`,
          ),
        lines: (sn) => [
          `    class: network_pump`,
          `    description: Network circulation pump ${k}`,
          `    manufacturer: ${oneOf(random, ['Grundfos', 'KSB'])}`,
          `    model: ${oneOf(random, ['NKG 250-200-400', 'Omega 250-600', 'Etanorm 200-400'])}`,
          `    serial_no: ${sn}`,
          `    commissioned: ${date(year())}`,
          `    rated_power_kw: ${oneOf(random, [90, 110, 132, 160, 200])}`,
          `    vfd: ${oneOf(random, ['Danfoss FC202', 'ABB ACQ580'])}`,
          `    status: ${oneOf(random, ['in_service', 'in_service', 'standby'])}`,
        ],
      });
    }
    if (random() < 0.6)
      assets.push({
        tag: 'ACC-1',
        site,
        serial: () => without(needle, () => `TANK-${between(random, 2010, 2023)}-${between(random, 10, 99)}`),
        lines: (sn) => [
          `    class: accumulator`,
          `    description: Hot water accumulator tank`,
          `    manufacturer: ${oneOf(random, ['Nordic Tank', 'CST Industries'])}`,
          `    model: ${between(random, 2, 12) * 1000} m3 atmospheric`,
          `    serial_no: ${sn}`,
          `    commissioned: ${date(year())}`,
          `    volume_m3: ${between(random, 2, 12) * 1000}`,
          `    status: in_service`,
        ],
      });
  }
  shuffle(random, assets);
  const targetIndex = assets.findIndex((a) => a.target);
  const [targetAsset] = assets.splice(targetIndex, 1);
  assets.splice(Math.floor(assets.length * 0.52), 0, targetAsset!);
  const items = assets.map((a, k) => {
    const sn = a.target ? needle : a.serial();
    return [
      `  - asset_id: A-${String(4000 + k * 7 + between(random, 0, 6)).padStart(6, '0')}`,
      `    tag: ${a.tag}`,
      `    site: ${a.site[0]}`,
      `    site_code: ${a.site[1]}`,
      ...a.lines(sn),
      `    criticality: ${oneOf(random, ['A', 'B', 'B', 'C'])}`,
      `    last_service: ${date(2026)}`,
      ...history(),
      `    notes: ${random() < 0.15 ? oneOf(random, ['"Spare parts kit on site"', '"Vibration monitoring fitted 2025"', '"Do not run below 30 % load"']) : '""'}`,
    ].join('\n');
  });
  const output = [
    '# assetdb export - Halvard Heat Networks AS',
    '# query: class in (heat_pump, boiler, bio_boiler, electric_boiler, pump, network_pump, accumulator)',
    `# generated: 2027-01-02T08:02:11+01:00  records: ${items.length}`,
    'apiVersion: assetdb.halvard.no/v3',
    'kind: AssetList',
    'metadata:',
    '  source: assetdb-prod',
    '  sort: asset_id',
    'items:',
    ...items,
    '',
  ].join('\n');
  return probe(
    'round 121: plant asset registry',
    "What's the serial number on heat pump 3 at the Nordre energy centre?",
    'assetdb_export',
    output,
    'hp-serial',
    needle,
  );
}

/** b2: the customer API's account listing with meters expanded, pretty JSON; the account sits above the meter. */
function b2CustomerAccounts(): EconomicsTask {
  const random = seededRandom(121_005);
  const needle = 'HHN-306152';
  const count = 240;
  const target = Math.floor(count * 0.47);
  const accountNos = new Set<string>([needle]);
  const meterIds = new Set<string>(['66120457', '66120475', '66124057', '66102457', '66120458']);
  const nearMeters = ['66120475', '66124057', '66102457', '66120458'];
  const nearSpots = [target - 2, target + 1, target + 5, target - 30];
  const newMeter = () => {
    let id: string;
    do id = `661${between(random, 10000, 39999)}`;
    while (meterIds.has(id));
    meterIds.add(id);
    return id;
  };
  const meter = (id: string, business: boolean) => {
    const big = business && random() < 0.6;
    const make = oneOf(random, [
      ['Kamstrup', 'MULTICAL 603'],
      ['Kamstrup', 'MULTICAL 403'],
      ['Diehl', 'SHARKY 775'],
    ]);
    return {
      meter_id: id,
      manufacturer: make[0],
      model: make[1],
      qp_m3h: big ? oneOf(random, [6, 10, 15, 25]) : oneOf(random, [0.6, 1.5, 2.5]),
      installed: `${between(random, 2015, 2025)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      comm: { type: oneOf(random, ['wM-Bus', 'wM-Bus', 'LoRaWAN', 'M-Bus wired']), gateway: `GW-${between(random, 100, 480)}` },
      last_read: {
        ts: `2027-01-02T0${between(random, 0, 8)}:00:00+01:00`,
        energy_mwh: big ? round(300 + random() * 6000, 3) : round(5 + random() * 150, 3),
        volume_m3: round(100 + random() * 90000, 2),
        quality: random() < 0.05 ? 'estimated' : 'actual',
      },
      status: 'active',
    };
  };
  const accounts = Array.from({ length: count }, (_, k) => {
    let no: string;
    if (k === target) no = needle;
    else {
      do no = `HHN-${between(random, 300000, 309999)}`;
      while (accountNos.has(no));
      accountNos.add(no);
    }
    const business = random() < 0.35;
    const holder = business
      ? `${oneOf(random, PLACES)} ${oneOf(random, ['Eiendom AS', 'Borettslag', 'Sameie', 'Invest AS', 'kommune'])}`
      : `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    const installations = Array.from({ length: business ? between(random, 1, 3) : 1 }, (_, n) => ({
      installation_id: `INST-00${between(random, 40000, 59999)}`,
      address: `${oneOf(random, STREETS)} ${between(random, 1, 90)}${random() < 0.2 ? oneOf(random, ['A', 'B', 'C']) : ''}`,
      meters: Array.from({ length: business && random() < 0.3 ? 2 : 1 }, (_2, m) =>
        meter(
          k === target && n === 0 && m === 0
            ? '66120457'
            : nearSpots.includes(k) && n === 0 && m === 0
              ? nearMeters[nearSpots.indexOf(k)]!
              : newMeter(),
          business,
        ),
      ),
      postcode: `${between(random, 3000, 3199)}`,
      connection: {
        substation: `SS-${between(random, 1000, 3999)}`,
        contracted_kw: business ? between(random, 40, 900) : between(random, 8, 25),
      },
    }));
    const street = oneOf(random, STREETS);
    return {
      account_no: no,
      holder,
      customer_type: business ? 'business' : 'private',
      tariff: business ? 'DH-COM-2026' : 'DH-RES-2026',
      installations,
      billing_address: { line1: `${street} ${between(random, 1, 90)}`, postcode: `${between(random, 3000, 3199)}`, city: 'Halvard' },
      contact: {
        name: business ? person(random) : holder,
        email: `${login(random).replace('.', '')}${between(random, 1, 99)}@${oneOf(random, ['online.no', 'gmail.com', 'halvard.kommune.no', 'outlook.com'])}`,
        phone: `+47 ${between(random, 40, 99)} ${between(random, 10, 99)} ${between(random, 10, 99)} ${between(random, 10, 99)}`,
      },
      payment: {
        method: oneOf(random, ['AvtaleGiro', 'eFaktura', 'invoice', 'AvtaleGiro']),
        balance_nok: round(random() < 0.8 ? 0 : random() * 9000, 2),
      },
      created: `${between(random, 2009, 2026)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}T10:00:00+01:00`,
    };
  });
  const body = JSON.stringify(
    {
      data: accounts,
      meta: { page: 1, per_page: 250, total: count, expand: ['installations', 'meters'], filter: { zone: 'Z3', status: 'active' } },
      links: { self: '/v2/accounts?zone=Z3&status=active&expand=meters&page=1', next: null },
    },
    null,
    2,
  );
  const output = `${body}\n`;
  return probe(
    'round 121: customer accounts',
    'Which customer account is heat meter 66120457 registered to?',
    'customer_api_list_accounts',
    output,
    'meter-account',
    needle,
  );
}

/** b3: the controller configuration dump (INI-like); the network settings come a few lines above the site's name. */
function b3ControllerConfig(): EconomicsTask {
  const random = seededRandom(121_006);
  const needle = '10.44.23.187';
  const ids = new Set<number>([2417]);
  while (ids.size < 420) ids.add(between(random, 1000, 3999));
  const sorted = [...ids].sort((x, y) => x - y);
  const ips = new Set<string>([needle]);
  const ip = () => {
    let v: string;
    do v = `10.44.${between(random, 16, 31)}.${between(random, 2, 254)}`;
    while (ips.has(v));
    ips.add(v);
    return v;
  };
  const names = new Set<string>(['Kirkegata 7 office block']);
  const near = new Map<number, [string, string]>([
    [sorted[sorted.indexOf(2417) - 1]!, ['Kirkegata 7 retail ground floor', 'Kirkegata 7']],
    [sorted[sorted.indexOf(2417) + 2]!, ['Kirkegata 7B apartments', 'Kirkegata 7B']],
    [sorted[sorted.indexOf(2417) - 11]!, ['Kirkegata 17 office block', 'Kirkegata 17']],
    [sorted[sorted.indexOf(2417) + 37]!, ['Kirkegata 27 office block', 'Kirkegata 27']],
    [sorted[60]!, ['Kirkegata 7 car park (snow melting)', 'Kirkegata 7']],
  ]);
  for (const [n] of near.values()) names.add(n);
  const sections = sorted.map((id) => {
    const isTarget = id === 2417;
    const eclipse = random() < 0.75;
    let name: string;
    let address: string;
    if (isTarget) [name, address] = ['Kirkegata 7 office block', 'Kirkegata 7'];
    else if (near.has(id)) [name, address] = near.get(id)!;
    else {
      do {
        address = `${oneOf(random, STREETS)} ${between(random, 1, 90)}`;
        name = random() < 0.5 ? `${address} ${oneOf(random, BUILDINGS)}` : `${oneOf(random, PLACES)} ${oneOf(random, BUILDINGS)}`;
      } while (names.has(name));
      names.add(name);
    }
    const addr = isTarget ? needle : ip();
    const third = Number(addr.split('.')[2]);
    const lines = [
      `[substation SS-${id}]`,
      `controller          = ${eclipse ? 'ECL Comfort 310' : 'Trovis 5573'}`,
      `app_key             = ${eclipse ? oneOf(random, ['A266.1', 'A266.2', 'A368.1']) : 'std-2c'}`,
      `serial              = ${eclipse ? 'ECL310-' : 'T5573-'}${chars(random, UPPER_DIGITS, 7)}`,
      `fw                  = ${eclipse ? oneOf(random, ['1.58', '1.58', '1.61']) : '3.14'}`,
      `ip                  = ${addr}`,
      `netmask             = 255.255.240.0`,
      `gateway             = 10.44.${third - (third % 16)}.1`,
      `modbus_unit         = ${between(random, 1, 8)}`,
      `name                = ${name}`,
      `address             = ${address}`,
      `zone                = Z${between(random, 1, 9)}`,
      `upstream            = ${oneOf(random, ['EC-NOR', 'EC-SOR', 'EC-KVE', 'HP-HAV'])}/${oneOf(random, ['T1', 'T2', 'T3', 'T4'])}`,
      `heating_curve.slope = ${oneOf(random, ['0.8', '1.0', '1.2', '1.4', '1.6', '1.8'])}`,
      `heating_curve.shift = ${between(random, -5, 5)}`,
      `supply_max_c        = ${oneOf(random, [70, 75, 80, 85])}`,
      `supply_min_c        = ${oneOf(random, [20, 25, 30])}`,
      `return_limit_c      = ${between(random, 35, 50)}`,
      `return_limit_gain   = ${oneOf(random, ['-1.0', '-2.0', '-0.5'])}`,
      `dhw_setpoint_c      = ${oneOf(random, [55, 58, 60])}`,
      `dhw_legionella_day  = ${oneOf(random, ['mon', 'wed', 'sun', 'off'])}`,
      `holiday_program     = ${oneOf(random, ['off', 'off', 'school_calendar', 'office_2026'])}`,
      `summer_cutout_c     = ${oneOf(random, [16, 17, 18, 20])}`,
      `pump_exercise       = ${oneOf(random, ['on', 'on', 'off'])}`,
      `log_interval_s      = ${oneOf(random, [60, 300, 300, 900])}`,
      `last_sync           = 2027-01-0${between(random, 1, 2)} 0${between(random, 0, 7)}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
      '',
    ];
    return lines.join('\n');
  });
  const output = [
    '; cfgsync 3.4.1 - controller configuration dump',
    '; scope: all substations, zones Z1-Z9',
    '; exported: 2027-01-02 07:30:02 +01:00 by svc-cfgsync',
    `; ${sections.length} sections`,
    '',
    ...sections,
    `; end of dump (${sections.length} sections, 0 unreachable)`,
    '',
  ].join('\n');
  return probe(
    'round 121: controller config dump',
    'What IP address is the substation controller for the Kirkegata 7 office block on?',
    'cfgsync_dump',
    output,
    'controller-ip',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** An amount with thousands separators and two decimals (`7,418.60`). */
function money(x: number): string {
  const [whole, cents] = Math.abs(x).toFixed(2).split('.');
  return `${x < 0 ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents!}`;
}

/** c1: the billing system's printed invoice register for December, fixed-width and paginated. */
function c1InvoiceRegister(): EconomicsTask {
  const random = seededRandom(121_007);
  const count = 2400;
  const target = Math.floor(count * 0.49);
  const fixedFee = 212.5;
  const rate = 0.7423;
  const capacityRate = 40.5;
  const amounts = (mwh: number, kw: number) => {
    const fixed = fixedFee;
    const energy = round(mwh * 1000 * rate, 2);
    const capacity = round(kw * capacityRate, 2);
    const vat = round((fixed + energy + capacity) * 0.25, 2);
    return { fixed, energy, capacity, vat, total: round(fixed + energy + capacity + vat, 2) };
  };
  const targetAmounts = amounts(5.873, 12);
  const needle = money(targetAmounts.total);
  type Row = { type: string; period: string; account: string; customer: string; address: string; unit: string; mwh: number; kw: number };
  const special = new Map<number, Row>([
    [
      target,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-304417',
        customer: 'AASEN INGRID',
        address: 'TOLLBUGATA 14 B',
        unit: 'H0201',
        mwh: 5.873,
        kw: 12,
      },
    ],
    [
      target - 230,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-304418',
        customer: 'AASEN KNUT',
        address: 'TOLLBUGATA 14 A',
        unit: 'H0201',
        mwh: 3.214,
        kw: 10,
      },
    ],
    [
      target + 318,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-301977',
        customer: 'AASEN MARIT',
        address: 'STORGATA 3',
        unit: 'H0302',
        mwh: 2.771,
        kw: 10,
      },
    ],
    [
      target + 41,
      {
        type: 'CRN',
        period: '2026-11',
        account: 'HHN-304417',
        customer: 'AASEN INGRID',
        address: 'TOLLBUGATA 14 B',
        unit: 'H0201',
        mwh: -0.412,
        kw: 0,
      },
    ],
    [
      target - 12,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-305532',
        customer: 'DAHL SIGRID',
        address: 'TOLLBUGATA 14 B',
        unit: 'H0101',
        mwh: 2.956,
        kw: 10,
      },
    ],
    [
      target + 7,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-305533',
        customer: 'LIE ERIK',
        address: 'TOLLBUGATA 14 B',
        unit: 'H0301',
        mwh: 3.402,
        kw: 10,
      },
    ],
    [
      target - 90,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-305540',
        customer: 'VIK TONE',
        address: 'TOLLBUGATA 14 B',
        unit: 'H0102',
        mwh: 2.388,
        kw: 10,
      },
    ],
    [
      target + 150,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-305541',
        customer: 'MOEN ARNE',
        address: 'TOLLBUGATA 14 B',
        unit: 'H0302',
        mwh: 4.105,
        kw: 12,
      },
    ],
    [
      target + 64,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-305419',
        customer: 'EIDE HILDE',
        address: 'TOLLBUGATA 41 B',
        unit: 'H0201',
        mwh: 3.617,
        kw: 10,
      },
    ],
    [
      target - 402,
      {
        type: 'INV',
        period: '2026-12',
        account: 'HHN-305120',
        customer: 'STRAND OLA',
        address: 'TOLLBUGATA 14 C',
        unit: 'H0201',
        mwh: 2.844,
        kw: 10,
      },
    ],
  ]);
  const width = [11, 4, 8, 11, 24, 22, 6, 9, 9, 11, 10, 10, 11];
  const line = (cells: string[]) =>
    cells
      .map((c, k) => (k >= 7 ? c.padStart(width[k]!) : c.padEnd(width[k]!)))
      .join(' ')
      .trimEnd();
  const head = [
    line([
      'INVOICE NO',
      'TYPE',
      'PERIOD',
      'ACCOUNT',
      'CUSTOMER',
      'INSTALLATION ADDRESS',
      'UNIT',
      'MWH',
      'FIXED',
      'ENERGY',
      'CAPACITY',
      'VAT 25%',
      'TOTAL NOK',
    ]),
    '-'.repeat(160),
  ];
  const rows: string[] = [];
  let totals = 0;
  for (let k = 0; k < count; k++) {
    const invoice = `${2026120000 + k * 3 + between(random, 1, 2)}`;
    const sp = special.get(k);
    const make = (): [string, number] => {
      const business = random() < 0.12;
      const r: Row = sp ?? {
        type: random() < 0.015 ? 'CRN' : 'INV',
        period: '2026-12',
        account: `HHN-${between(random, 300000, 309999)}`,
        customer: business
          ? `${oneOf(random, PLACES).toUpperCase()} ${oneOf(random, ['EIENDOM AS', 'BORETTSLAG', 'SAMEIE', 'INVEST AS'])}`
          : `${oneOf(random, LAST).toUpperCase()} ${oneOf(random, FIRST).toUpperCase()}`,
        address: `${oneOf(random, STREETS).toUpperCase()} ${between(random, 1, 90)}${random() < 0.3 ? ` ${oneOf(random, ['A', 'B', 'C'])}` : ''}`,
        unit: business ? '' : `H0${between(random, 1, 6)}0${between(random, 1, 4)}`,
        mwh: business ? round(20 + random() * 400, 3) : round(1.2 + random() * 5.5, 3),
        kw: business ? between(random, 40, 900) : oneOf(random, [8, 10, 10, 12, 15]),
      };
      if (r.type === 'CRN' && !sp) r.mwh = -round(random() * 1.5, 3);
      if (r.type === 'CRN') r.period = '2026-11';
      const a = amounts(r.mwh, r.kw);
      const fixed = r.type === 'CRN' ? 0 : a.fixed;
      const vat = round((fixed + a.energy + (r.type === 'CRN' ? 0 : a.capacity)) * 0.25, 2);
      const total = round(fixed + a.energy + (r.type === 'CRN' ? 0 : a.capacity) + vat, 2);
      return [
        line([
          invoice,
          r.type,
          r.period,
          r.account,
          r.customer,
          r.address,
          r.unit,
          r.mwh.toFixed(3),
          money(fixed),
          money(a.energy),
          money(r.type === 'CRN' ? 0 : a.capacity),
          money(vat),
          money(total),
        ]),
        total,
      ];
    };
    const [text, total] =
      k === target
        ? make()
        : (() => {
            for (;;) {
              const got = make();
              if (!got[0].includes(needle)) return got;
            }
          })();
    rows.push(text);
    totals += total;
  }
  const pages: string[] = [];
  const perPage = 56;
  const pageCount = Math.ceil(rows.length / perPage);
  for (let pg = 0; pg < pageCount; pg++) {
    pages.push(
      [
        `HALVARD HEAT NETWORKS AS${' '.repeat(50)}INVOICE REGISTER${' '.repeat(48)}PAGE ${String(pg + 1).padStart(4)}`,
        `BILLING RUN BR-2026-12   PERIOD 2026-12-01 - 2026-12-31   PRINTED 2027-01-02 06:41   USER SVC-BILLING   REPORT INVR200`,
        '',
        ...head,
        ...rows.slice(pg * perPage, (pg + 1) * perPage),
        '',
        '\f',
      ].join('\n'),
    );
  }
  const output =
    pages.join('\n') +
    `\nRUN TOTALS   INVOICES ${rows.length}   CREDIT NOTES ${rows.filter((r) => r.includes(' CRN ')).length}   TOTAL NOK ${money(totals)}\n*** END OF REPORT INVR200 ***\n`;
  return probe(
    'round 121: invoice register',
    "I've got Mrs Aasen on the phone. She lives in the Tollbugata flats, 14B, second floor, and says her heating bill nearly doubled over Christmas. How much did we actually charge her for December, everything included?",
    'billing_invoice_register',
    output,
    'december-charge',
    needle,
  );
}

/** c2: the leak monitoring collector's log since midnight yesterday; the sections are named by street stretches. */
function c2LeakMonitorLog(): EconomicsTask {
  const random = seededRandom(121_008);
  const needle = '2027-01-01 15:07:42.118';
  const sections: [string, string][] = [
    ['PS-117', 'Storgata 2-20'],
    ['PS-118', 'Storgata 22-40'],
    ['PS-119', 'Storgata 41-63'],
    ['PS-120', 'Storgata 64-90'],
    ['PS-204', 'Kirkegata 1-33'],
    ['PS-205', 'Kirkegata 34-70'],
    ['PS-211', 'Havnegata 1-27'],
    ['PS-212', 'Havnegata 28-55'],
    ['PS-230', 'Tollbugata 2-30'],
    ['PS-231', 'Tollbugata 31-58'],
    ['PS-140', 'Molleveien 3-40'],
    ['PS-141', 'Molleveien 41-79'],
    ['PS-150', 'Torggata 1-25'],
    ['PS-151', 'Torggata 26-49'],
    ['PS-160', 'Jernbanegata 1-40'],
    ['PS-174', 'Brattbakken 24-79'],
    ['PS-180', 'Elvegata 2-36'],
    ['PS-181', 'Elvegata 38-70'],
    ['PS-237', 'Rosenlundgata 31-63'],
    ['PS-238', 'Kvernveien 5-71'],
    ['PS-240', 'Strandveien 1-44'],
    ['PS-241', 'Strandveien 45-90'],
    ['PS-250', 'Skoleveien 1-30'],
    ['PS-260', 'Solbergveien 2-48'],
    ['PS-270', 'Lindvikveien 1-38'],
    ['PS-271', 'Lindvikveien 39-80'],
    ['PS-280', 'Fjellveien 10-52'],
    ['PS-290', 'Granittveien 1-24'],
    ['PS-300', 'Nordre gate 1-35'],
    ['PS-310', 'Sjogata 2-40'],
  ];
  const base = new Map(sections.map(([id]) => [id, [8 + random() * 7, 8 + random() * 7]] as const));
  base.set('PS-117', [10.4, 13.9]);
  base.set('PS-118', [12.6, 9.8]);
  base.set('PS-119', [11.8, 12.2]);
  const lines: string[] = [];
  const used = new Set<string>([needle]);
  const ts = (ms: number) => {
    let v: string;
    do v = `${stamp(ms)}.${String(between(random, 0, 999)).padStart(3, '0')}`;
    while (used.has(v));
    used.add(v);
    return v;
  };
  const events = new Map<string, string[]>();
  const event = (key: string, text: string) => events.set(key, [...(events.get(key) ?? []), text]);
  // Near misses: Storgata in the morning, the next stretch later in the afternoon, the section's own self-test at night.
  event(
    '2027-01-01 02:30',
    `${ts(time(2027, 1, 1, 2, 31, 12))} INFO   [selftest]  PS-118 (Storgata 22-40) loop A/B self-test passed, loop length 386 m / 388 m`,
  );
  event(
    '2027-01-01 09:00',
    `${ts(time(2027, 1, 1, 9, 12, 5))} NOTICE [detector]  PS-117 (Storgata 2-20) loop B resistance 13.9 -> 6.2 MOhm in 15 min, moisture suspected at 74 m (+/- 10 m) from VK-117-1`,
  );
  event(
    '2027-01-01 09:30',
    `${ts(time(2027, 1, 1, 9, 44, 51))} INFO   [detector]  PS-117 (Storgata 2-20) loop B back to 13.7 MOhm, transient cleared (surface water after thaw)`,
  );
  event(
    '2027-01-01 15:00',
    `${needle} NOTICE [detector]  PS-118 (Storgata 22-40) loop A resistance 12.6 -> 3.1 MOhm in 15 min, moisture suspected at 212 m (+/- 10 m) from VK-118-1`,
  );
  event(
    '2027-01-01 15:15',
    `${ts(time(2027, 1, 1, 15, 22, 9))} ALARM  [detector]  PS-118 (Storgata 22-40) loop A below 5 MOhm for 15 min, leak alarm raised to control room (ticket LK-2027-0003)`,
  );
  event(
    '2027-01-01 15:30',
    `${ts(time(2027, 1, 1, 15, 41, 37))} INFO   [operator]  LK-2027-0003 acknowledged by k.dahl, on-call crew notified`,
  );
  event(
    '2027-01-01 16:30',
    `${ts(time(2027, 1, 1, 16, 40, 2))} NOTICE [detector]  PS-119 (Storgata 41-63) loop A resistance 11.8 -> 7.9 MOhm in 15 min, moisture suspected at 9 m (+/- 10 m) from VK-119-1`,
  );
  event(
    '2027-01-01 18:45',
    `${ts(time(2027, 1, 1, 18, 53, 30))} NOTICE [detector]  PS-211 (Havnegata 1-27) loop A trend -0.04 MOhm/h over 24 h, known leak WO-2026-17702`,
  );
  event(
    '2027-01-02 03:15',
    `${ts(time(2027, 1, 2, 3, 27, 14))} WARN   [collector] PS-238 (Kvernveien 5-71) no response from field unit, retry 1/3`,
  );
  event(
    '2027-01-02 03:15',
    `${ts(time(2027, 1, 2, 3, 27, 44))} INFO   [collector] PS-238 (Kvernveien 5-71) field unit answered on retry 2`,
  );
  let wet = false;
  for (let t = time(2027, 1, 1); t <= time(2027, 1, 2, 9, 15); t += 15 * MINUTE) {
    const tick = stamp(t).slice(0, 16);
    lines.push(`${ts(t)} INFO   [collector] poll cycle ${tick} started, ${sections.length} sections`);
    let offset = 2;
    for (const [id, stretch] of sections) {
      offset += between(random, 1, 4);
      const b = base.get(id)!;
      let a = b[0] + (random() - 0.5) * 0.3;
      let c = b[1] + (random() - 0.5) * 0.3;
      if (id === 'PS-117' && t >= time(2027, 1, 1, 9, 15) && t < time(2027, 1, 1, 9, 45)) c = 6.2 + (random() - 0.5) * 0.4;
      if (id === 'PS-119' && t >= time(2027, 1, 1, 16, 45)) a = 7.9 + (random() - 0.5) * 0.3;
      if (id === 'PS-118' && t >= time(2027, 1, 1, 15, 15)) wet = true;
      if (id === 'PS-118' && wet) a = Math.max(0.4, 3.1 - ((t - time(2027, 1, 1, 15)) / HOUR) * 0.35 + (random() - 0.5) * 0.2);
      const state = id === 'PS-118' && wet ? 'WET' : 'dry';
      lines.push(
        without(
          needle,
          () =>
            `${ts(t + offset * 1000)} INFO   [collector] ${id} (${stretch}) loopA=${a.toFixed(2)}MOhm loopB=${c.toFixed(2)}MOhm state=${state}`,
        ),
      );
    }
    lines.push(`${ts(t + (offset + 3) * 1000)} INFO   [collector] poll cycle ${tick} done in ${offset + 1} s`);
    lines.push(...(events.get(tick) ?? []));
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 121: leak monitor log',
    "The council rang: there's steam coming out of a manhole outside Storgata 31 and they want to know how long it's been going on. When did our leak detection first pick anything up on that stretch yesterday afternoon?",
    'leakwatch_log',
    output,
    'first-detection',
    needle,
  );
}

/** c3: the maintenance portal's open work orders page, as HTML, sorted by planned date. */
function c3MaintenancePortal(): EconomicsTask {
  const random = seededRandom(121_009);
  const needle = 'WO-2026-19163';
  const plants = [
    'Nordre energy centre',
    'Sondre energy centre',
    'Havna heat pump plant',
    'Bakkehaugen heat pump plant',
    'Sentrum boiler house',
    'Kvernhaugen energy centre',
    'Rosenlund boiler house',
  ];
  const templates: [string, string, string][] = [
    ['plant', 'NP-{n}', 'Network pump: replace mechanical seal, weeping at shaft'],
    ['plant', 'HP-{n}', 'Heat pump: annual service, oil sample and filter change'],
    ['plant', 'HP-{n}-P2', 'Condenser pump: annual service and alignment check'],
    ['plant', 'B-{n}', 'Boiler: burner service and flue gas analysis'],
    ['plant', 'B-{n}', 'Boiler: statutory pressure vessel inspection due'],
    ['plant', 'EB-{n}', 'Electrode boiler: water conductivity drifting, check dosing'],
    ['plant', 'ACC-1', 'Accumulator: level transmitter reading 0.4 m off dip'],
    ['plant', 'BLDG', 'Door access reader at main entrance not reading cards'],
    ['substation', 'PUMP-{n}', 'Secondary circulation pump noisy, customer complains of humming'],
    ['substation', 'CV-{n}', 'Control valve hunting, supply temperature swinging +/- 6 K'],
    ['substation', 'ACT-{n}', 'No hot water, actuator suspected'],
    ['substation', 'PHE-{n}', 'Plate heat exchanger: annual inspection and clean'],
    ['substation', 'HM', 'Heat meter: replace battery, comms lost'],
    ['section', 'VK-{n}', 'Valve chamber: exercise isolation valves and pump out'],
    ['section', 'LD', 'Leak detection loop reading low, locate with TDR'],
    ['section', 'VK-{n}', 'Manhole cover rocking, re-seat frame'],
  ];
  const otherPlaces = PLACES.filter((p) => p !== 'Bakkehaugen');
  const count = 560;
  const target = Math.floor(count * 0.5);
  const numbers = new Set<number>([19163]);
  type Job = {
    wo: number;
    site: string;
    asset: string;
    desc: string;
    priority: string;
    status: string;
    assigned: string;
    planned: number;
    created: number;
  };
  const jobs: Job[] = [];
  for (let k = 0; k < count; k++) {
    const [kind, assetPattern, desc] = oneOf(random, templates);
    const site =
      kind === 'plant'
        ? oneOf(random, plants)
        : kind === 'substation'
          ? `SS-${between(random, 1000, 3999)} ${oneOf(random, otherPlaces)} ${oneOf(random, BUILDINGS)}`
          : `PS-${between(random, 100, 320)} ${oneOf(random, STREETS)}`;
    const planned = time(2026, 12, 10) + pick(random, 53) * DAY;
    const raised = planned - between(random, 2, 45) * DAY;
    const created =
      (raised > time(2027, 1, 1) ? time(2027, 1, 1) - pick(random, 12) * DAY : raised) + between(random, 7 * 60, 16 * 60) * MINUTE;
    // Work order numbers follow the day they were raised, up to 60 a day since 1 September.
    let wo: number;
    do wo = 12000 + Math.floor((created - time(2026, 9, 1)) / DAY) * 60 + between(random, 0, 59);
    while (numbers.has(wo));
    numbers.add(wo);
    jobs.push({
      wo,
      site,
      asset: assetPattern.replace('{n}', String(between(random, 1, 4))),
      desc,
      priority: oneOf(random, ['P2', 'P3', 'P3', 'P4']),
      status: oneOf(random, ['Open', 'Open', 'In progress', 'Waiting parts', 'Planned']),
      assigned: random() < 0.1 ? '' : person(random),
      planned,
      created,
    });
  }
  // Bakkehaugen's other jobs, and noisy pumps elsewhere.
  const near: Partial<Job>[] = [
    {
      site: 'Bakkehaugen heat pump plant',
      asset: 'HP-1-P2',
      desc: 'Condenser pump: annual service and alignment check',
      planned: time(2027, 1, 4),
    },
    {
      site: 'Bakkehaugen heat pump plant',
      asset: 'NP-2',
      desc: 'Network pump: replace mechanical seal, weeping at shaft',
      planned: time(2027, 1, 6),
    },
    {
      site: 'Bakkehaugen heat pump plant',
      asset: 'HP-2',
      desc: 'Heat pump: annual service, oil sample and filter change',
      planned: time(2027, 1, 11),
    },
    {
      site: 'SS-1734 Bakkehaugen school',
      asset: 'CV-1',
      desc: 'Control valve hunting, supply temperature swinging +/- 6 K',
      planned: time(2027, 1, 4),
    },
    {
      site: 'Havna heat pump plant',
      asset: 'HP-3-P1',
      desc: 'Evaporator pump: seal weeping, top up glycol and monitor',
      planned: time(2027, 1, 4),
    },
    {
      site: 'Sondre energy centre',
      asset: 'NP-1',
      desc: 'Network pump: vibration trend up 0.4 mm/s in a month, check alignment at next service',
      planned: time(2027, 1, 5),
    },
  ];
  near.forEach((n, k) => Object.assign(jobs[(k * 97 + 13) % count]!, n));
  Object.assign(jobs[target]!, {
    wo: 19163,
    site: 'Bakkehaugen heat pump plant',
    asset: 'HP-2-P1',
    desc: 'Evaporator pump: loud grinding from the bearing end, vibration 7.1 mm/s. Running on standby pump P2 until replaced.',
    priority: 'P2',
    status: 'In progress',
    assigned: 'Lars Berg',
    planned: time(2027, 1, 4),
    created: time(2026, 12, 29, 14, 20),
  });
  jobs.sort((x, y) => x.planned - y.planned || x.wo - y.wo);
  const statusClass = (st: string) => `status-${st.toLowerCase().replace(/ /g, '')}`;
  const rows = jobs.map((j) => {
    const id = 70000 + j.wo;
    return [
      `<tr data-id="${id}" class="${j.priority.toLowerCase()}${j.planned < time(2027, 1, 2) ? ' overdue' : ''}">`,
      `  <td class="wo"><a href="/wo/view?id=${id}">WO-2026-${j.wo}</a></td>`,
      `  <td class="site">${j.site}</td>`,
      `  <td class="asset">${j.asset}</td>`,
      `  <td class="desc">${j.desc}</td>`,
      `  <td class="prio">${j.priority}</td>`,
      `  <td class="status"><span class="badge ${statusClass(j.status)}">${j.status}</span></td>`,
      `  <td class="assignee">${j.assigned || '<em>Unassigned</em>'}</td>`,
      `  <td class="planned">${stamp(j.planned).slice(0, 10)}</td>`,
      `  <td class="created">${stamp(j.created).slice(0, 16)}</td>`,
      `</tr>`,
    ].join('\n');
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Open work orders - HHN Maintenance Portal</title>',
    '<link rel="stylesheet" href="/static/portal.3f9a1c.css">',
    '<script src="/static/portal.b21e07.js" defer></script>',
    '</head>',
    '<body class="wo-list">',
    '<header class="topbar"><a class="brand" href="/">Halvard Heat Networks &middot; Maintenance</a>',
    '<nav><a href="/wo" class="active">Work orders</a><a href="/assets">Assets</a><a href="/plans">Plans</a><a href="/stores">Stores</a><a href="/reports">Reports</a></nav>',
    '<span class="user">Signed in as k.dahl &middot; <a href="/logout">Sign out</a></span></header>',
    '<main>',
    '<h1>Open work orders</h1>',
    `<p class="filters">Status: Open, Planned, In progress, Waiting parts &middot; All sites &middot; Sorted by planned date &uarr; &middot; ${count} results</p>`,
    '<table id="wo-table" class="grid">',
    '<thead><tr><th>WO</th><th>Site</th><th>Asset</th><th>Description</th><th>Priority</th><th>Status</th><th>Assigned to</th><th>Planned</th><th>Created</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    `<footer class="pager">Showing 1-${count} of ${count} &middot; Exported 2027-01-02 09:21 &middot; portal v4.12.0</footer>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 121: maintenance portal',
    "Quick one before the weekend's over: the van's booked for Monday and I'm sorting the paperwork. What's the job number for the pump up at the Bakkehaugen heat pump plant that's been making a racket?",
    'maintenance_portal_open_work_orders',
    output,
    'noisy-pump-wo',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: yesterday's daily meter readings for the Elvebakken co-ops, CSV; one flat's energy is far above the rest. */
function d1DailyReadings(): EconomicsTask {
  const random = seededRandom(121_010);
  const needle = '67284519';
  const coops = ['Elvebakken Borettslag', 'Elvebakken Terrasse Sameie', 'Elvebakken Park Borettslag', 'Elvebakken Hage Sameie'];
  const ids = new Set<string>([needle]);
  const rows: string[] = [];
  type Row = { meter: string; coop: string; building: string; flat: string; kwh: number };
  const plan: Row[] = [];
  for (const coop of coops) {
    for (const building of ['A', 'B', 'C', 'D', 'E', 'F', 'G'].slice(0, between(random, 5, 7))) {
      const floors = between(random, 5, 8);
      const perFloor = between(random, 4, 6);
      const common = (): Row => {
        let id: string;
        do id = `672${between(random, 10000, 99999)}`;
        while (ids.has(id));
        ids.add(id);
        return { meter: id, coop, building, flat: 'FELLES', kwh: round(150 + random() * 150, 1) };
      };
      plan.push(common());
      for (let f = 1; f <= floors; f++)
        for (let n = 1; n <= perFloor; n++) {
          let id: string;
          do id = `672${between(random, 10000, 99999)}`;
          while (ids.has(id));
          ids.add(id);
          plan.push({ meter: id, coop, building, flat: `H${pad2(f)}${pad2(n)}`, kwh: round(16 + random() * 34, 1) });
        }
    }
  }
  const target = plan.findIndex((r, k) => k >= plan.length * 0.51 && r.flat !== 'FELLES');
  plan[target]!.meter = needle;
  plan[target]!.kwh = 412.6;
  for (const r of plan) {
    const dT = 24 + random() * 10;
    const volume = round(r.kwh / (1.16 * dT), 3);
    const supply = round(71 + random() * 4, 1);
    const line = () =>
      [
        r.meter,
        r.coop,
        r.building,
        r.flat,
        '2027-01-01',
        r.kwh.toFixed(1),
        volume.toFixed(3),
        Math.round((volume * 1000) / 24),
        supply.toFixed(1),
        (supply - dT).toFixed(1),
        24,
        random() < 0.03 ? 'estimated' : 'actual',
        `2027-01-02T0${between(random, 0, 5)}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}+01:00`,
      ].join(',');
    rows.push(r.meter === needle ? line() : without(needle, line));
  }
  const output =
    'meter_id,group,building,unit,date,energy_kwh,volume_m3,flow_avg_lph,t_supply_avg_c,t_return_avg_c,hours_counted,read_type,received_at\n' +
    rows.join('\n') +
    '\n';
  return probe(
    'round 121: daily meter readings',
    'Looking at yesterday for the Elvebakken co-ops, which flat burned through way more heat than all the others?',
    'meter_readings_daily',
    output,
    'heavy-flat',
    needle,
  );
}

/** d2: the air-source heat pump bank's controller log overnight (logfmt); one defrost ran far longer than the others. */
function d2DefrostLog(): EconomicsTask {
  const random = seededRandom(121_011);
  const needle = 'DF-13-005871';
  const units = Array.from({ length: 24 }, (_, k) => `ASHP-${pad2(k + 1)}`);
  const seq = new Map(units.map((u) => [u, between(random, 3000, 6000)]));
  seq.set('ASHP-13', 5865);
  const start = time(2027, 1, 1, 18);
  const end = time(2027, 1, 2, 9);
  const events: { t: number; text: string }[] = [];
  const iso = (ms: number) => `${stamp(ms).replace(' ', 'T')}.${String(between(random, 0, 999)).padStart(3, '0')}+01:00`;
  const outdoor = (ms: number) => -3 - 5 * Math.sin(((ms - start) / (end - start)) * Math.PI) + (random() - 0.5) * 0.6;
  let targetDone = false;
  const defrosting: [string, number, number][] = [];
  for (const unit of units) {
    let t = start + between(random, 5, 60) * MINUTE;
    while (t < end - HOUR) {
      const n = seq.get(unit)! + 1;
      seq.set(unit, n);
      const cycle = `DF-${unit.slice(5)}-${String(n).padStart(6, '0')}`;
      const isTarget = cycle === needle;
      if (isTarget) targetDone = true;
      const out = outdoor(t);
      const duration = isTarget ? 2740 : between(random, 240, 420);
      events.push({
        t,
        text: `time=${iso(t)} level=info site=EC-SOR unit=${unit} msg="defrost start" trigger=coil_dp coil_dp_pa=${between(random, 120, 165)} outdoor_c=${out.toFixed(1)} rh_pct=${between(random, 78, 96)}`,
      });
      const tEnd = t + duration * 1000;
      const text = () =>
        `time=${iso(tEnd)} level=info site=EC-SOR unit=${unit} msg="defrost end" cycle=${cycle} mode=hot_gas duration_s=${duration} coil_out_c=${(12 + random() * 4).toFixed(1)} outdoor_c=${out.toFixed(1)} energy_kwh=${((duration / 3600) * (21 + random() * 3)).toFixed(1)}`;
      events.push({ t: tEnd, text: isTarget ? text() : without(needle, text) });
      defrosting.push([unit, t, tEnd]);
      t = tEnd + between(random, 40, 95) * MINUTE;
    }
  }
  if (!targetDone) throw new Error('d2: the long defrost cycle was not generated');
  // Every 15 minutes each unit reports its state; now and then the bank controller stages units.
  for (let t = start; t < end; t += 15 * MINUTE) {
    for (const unit of units) {
      const at = t + between(random, 0, 59) * 1000;
      const inDefrost = defrosting.some(([u, from, to]) => u === unit && at >= from && at <= to);
      events.push({
        t: at,
        text: `time=${iso(at)} level=info site=EC-SOR unit=${unit} msg="status" state=${inDefrost ? 'defrost' : random() < 0.85 ? 'heating' : 'standby'} compressor_hz=${between(random, 38, 92)} t_flow_c=${(62 + random() * 6).toFixed(1)} t_return_c=${(44 + random() * 5).toFixed(1)} outdoor_c=${outdoor(at).toFixed(1)} cop=${(2.1 + random() * 0.7).toFixed(2)}`,
      });
    }
    if (random() < 0.3) {
      const at = t + between(random, 60, 800) * 1000;
      events.push({
        t: at,
        text: `time=${iso(at)} level=info site=EC-SOR unit=BANK msg="staging" running=${between(random, 17, 24)} demand_kw=${between(random, 4200, 7900)} setpoint_c=${between(random, 64, 68)}`,
      });
    }
    if (random() < 0.04) {
      const at = t + between(random, 60, 800) * 1000;
      events.push({
        t: at,
        text: `time=${iso(at)} level=warn site=EC-SOR unit=BANK msg="mqtt publish retry" broker=scada-mq01 attempt=2`,
      });
    }
  }
  events.sort((x, y) => x.t - y.t);
  const lines = events.map((e) => e.text);
  // No warning line near the long defrost.
  const k = lines.findIndex((l) => l.includes(needle));
  for (let j = Math.max(0, k - 40); j < Math.min(lines.length, k + 40); j++) if (lines[j]!.includes('level=warn')) lines.splice(j, 1);
  const output = lines.join('\n') + '\n';
  return probe(
    'round 121: heat pump defrost log',
    'One of the air-source units at Sondre seemed to take ages defrosting overnight. Which defrost cycle was that?',
    'ashp_controller_log',
    output,
    'long-defrost',
    needle,
  );
}

/** d3: the billing system's tariff assignment report for business customers; one commercial account has another energy rate. */
function d3TariffReport(): EconomicsTask {
  const random = seededRandom(121_012);
  const needle = 'HHN-407731';
  const tariffs = [
    { code: 'DH-COM-2026', label: 'Commercial, up to 1 MW', energy: '0.6418', capacity: '512.00', fixed: '4,800.00', weight: 6 },
    { code: 'DH-COM-L-2026', label: 'Commercial, above 1 MW', energy: '0.5974', capacity: '468.00', fixed: '12,000.00', weight: 1 },
    { code: 'DH-PUB-2026', label: 'Public sector framework', energy: '0.6120', capacity: '498.00', fixed: '4,800.00', weight: 2 },
    { code: 'DH-COOP-2026', label: 'Housing co-operatives and sameie', energy: '0.6275', capacity: '505.00', fixed: '2,400.00', weight: 3 },
  ];
  const weighted = tariffs.flatMap((t) => Array.from({ length: t.weight }, () => t));
  const count = 460;
  const target = Math.floor(count * 0.53);
  const accounts = new Set<string>([needle]);
  const blocks: string[] = [];
  for (let k = 0; k < count; k++) {
    let no: string;
    if (k === target) no = needle;
    else {
      do no = `HHN-4${between(random, 0, 1)}${between(random, 1000, 9999)}`;
      while (accounts.has(no));
      accounts.add(no);
    }
    const tariff = k === target ? tariffs[0]! : oneOf(random, weighted);
    const holder =
      tariff.code === 'DH-PUB-2026'
        ? `${oneOf(random, ['Halvard kommune', 'Vestfold fylkeskommune', 'Statsbygg', 'Helse Halvard HF'])} - ${oneOf(random, PLACES)} ${oneOf(random, ['school', 'health centre', 'library', 'sports hall', 'nursing home'])}`
        : tariff.code === 'DH-COOP-2026'
          ? `${oneOf(random, PLACES)} ${oneOf(random, ['Borettslag', 'Sameie', 'Boligsameie'])}`
          : `${oneOf(random, PLACES)} ${oneOf(random, ['Eiendom AS', 'Invest AS', 'Hotell AS', 'Handel AS', 'Naeringsbygg AS', 'Kontorsenter AS'])}`;
    const kw = tariff.code === 'DH-COM-L-2026' ? between(random, 1001, 4800) : between(random, 40, 990);
    const energy = k === target ? '0.5418' : tariff.energy;
    const pay = oneOf(random, ['eFaktura', 'EHF', 'EHF', 'AvtaleGiro', 'paper invoice']);
    blocks.push(
      [
        `Account ........ ${no}   ${holder}`,
        `  Tariff ....... ${tariff.code}  (${tariff.label})`,
        `  Installations  ${String(between(random, 1, 4)).padEnd(13)}Contracted capacity  ${kw} kW`,
        `  Energy rate .. ${energy} NOK/kWh`,
        `  Capacity rate  ${tariff.capacity} NOK/kW/yr`,
        `  Fixed charge . ${tariff.fixed} NOK/yr`,
        `  Billing ...... monthly, in arrears, ${pay}`,
        `  Customer since ${between(random, 2004, 2025)}-${pad2(between(random, 1, 12))}-01`,
        `  Account owner  ${person(random)}`,
        '',
      ].join('\n'),
    );
  }
  const output = [
    'HALVARD HEAT NETWORKS AS',
    'TARIFF ASSIGNMENT REPORT - BUSINESS SEGMENT',
    'Price year: 2026   Rates excl. VAT   Run: 2027-01-02 07:05   Report TAR310 v2.3',
    '',
    'Tariff summary',
    ...tariffs.map(
      (t) =>
        `  ${t.code.padEnd(15)} ${t.label.padEnd(36)} energy ${t.energy} NOK/kWh  capacity ${t.capacity} NOK/kW/yr  fixed ${t.fixed} NOK/yr`,
    ),
    '',
    '='.repeat(100),
    '',
    ...blocks,
    '='.repeat(100),
    `Accounts listed: ${count}`,
    'End of report TAR310',
    '',
  ].join('\n');
  return probe(
    'round 121: tariff assignment report',
    'All our ordinary commercial customers are meant to be paying the same price per kWh this year. Is there one paying a different price from the rest, and which account is it?',
    'billing_tariff_report',
    output,
    'odd-rate-account',
    needle,
  );
}

export function roundOneHundredTwentyOne(): EconomicsTask[] {
  return [
    a1TelemetrySnapshot(),
    a2BillingReads(),
    a3MaintenanceJobs(),
    b1PlantRegistry(),
    b2CustomerAccounts(),
    b3ControllerConfig(),
    c1InvoiceRegister(),
    c2LeakMonitorLog(),
    c3MaintenancePortal(),
    d1DailyReadings(),
    d2DefrostLog(),
    d3TariffReport(),
  ];
}
