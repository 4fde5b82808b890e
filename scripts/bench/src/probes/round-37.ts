/**
 * Probe round 37, written blind: a made-up pharmaceutical manufacturer's plant (Veridane Pharma,
 * Ringaskiddy): batch records and MES, LIMS and QC lab instruments, environmental monitoring of clean
 * rooms, serialisation and track-and-trace, cold chain shipping, maintenance and calibration,
 * deviations and CAPA, its OT network, SAP and its data platform. "Today" is Thursday 19 November 2026
 * (Irish winter time, GMT). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - epcis aggregation events: which pallet a stray shipper case of tablets was aggregated onto.
 *  - mes batch records xml: how dry a batch's granule was when it came out of the fluid bed dryer.
 *  - edifact desadv: how many packs of one syringe batch yesterday's despatch advice told a wholesaler's DC to expect.
 * b. The answer a few lines away from the line the question's words match:
 *  - ot dhcpd conf: the address reserved for one tablet press's PLC.
 *  - mes server log stack trace: what was really behind an operator's failed e-signature on a batch step.
 *  - calibration assets json: when one pressure gauge on the WFI loop is next due for calibration.
 * c. A paraphrase, or a preamble before the question:
 *  - sap pm work orders: who fixed the autoclave that was letting steam out round its door last week.
 *  - qms deviations csv, preamble: which CAPA followed the reference standard freezer's weekend power loss, and its state.
 *  - empower audit trail: who redid a chromatogram's integration by hand on one batch's assay, and why.
 * d. One value unlike its peers:
 *  - em particle samples ndjson: the night's one particle sample that took in far less air than the rest.
 *  - cold chain logger profiles: the fridge-line shipment whose logger was programmed unlike all the others.
 *  - lakehouse table history: the hourly genealogy merge that brought in far fewer rows than every other run.
 *
 * Not among the bench's targets.
 *
 * First run, at 4ad9259 (8597532 with this file; `ROUNDS=37 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,528,895 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds 3/12 (82,294
 * tokens): not the cold chain logger profiles.
 *   round 37: epcis aggregation events
 *     codex: 10,011 tokens, peak 9,905, 0/1 needles, 0 read-backs
 *     context-chef: 890 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,038 tokens, peak 990, 0/1 needles, 1 read-backs
 *     ours: 2,403 tokens, peak 1,355, 0/1 needles, 1 read-backs
 *   round 37: mes batch records xml
 *     codex: 5,998 tokens, peak 5,905, 0/1 needles, 0 read-backs
 *     context-chef: 655 tokens, peak 562, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,987 tokens, peak 984, 0/1 needles, 1 read-backs
 *     ours: 1,927 tokens, peak 982, 0/1 needles, 1 read-backs
 *   round 37: edifact desadv
 *     codex: 11,225 tokens, peak 11,117, 0/1 needles, 0 read-backs
 *     context-chef: 1,048 tokens, peak 940, 0/1 needles, 0 read-backs
 *     context-chef-store: 27,032 tokens, peak 9,922, 1/1 needles, 4 read-backs
 *     ours: 25,968 tokens, peak 9,386, 1/1 needles, 4 read-backs
 *   round 37: ot dhcpd conf
 *     codex: 14,800 tokens, peak 14,716, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 637, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,111 tokens, peak 3,099, 0/1 needles, 2 read-backs
 *     ours: 5,935 tokens, peak 2,634, 0/1 needles, 2 read-backs
 *   round 37: mes server log stack trace
 *     codex: 14,325 tokens, peak 14,234, 0/1 needles, 0 read-backs
 *     context-chef: 661 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,298 tokens, peak 3,682, 0/1 needles, 2 read-backs
 *     ours: 6,313 tokens, peak 3,256, 0/1 needles, 2 read-backs
 *   round 37: calibration assets json
 *     codex: 12,926 tokens, peak 12,841, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 606, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,461 tokens, peak 2,765, 0/1 needles, 2 read-backs
 *     ours: 5,093 tokens, peak 2,199, 0/1 needles, 2 read-backs
 *   round 37: sap pm work orders
 *     codex: 16,238 tokens, peak 16,156, 0/1 needles, 0 read-backs
 *     context-chef: 600 tokens, peak 518, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,354 tokens, peak 1,183, 0/1 needles, 4 read-backs
 *     ours: 4,273 tokens, peak 922, 1/1 needles, 4 read-backs
 *   round 37: qms deviations csv, preamble
 *     codex: 11,041 tokens, peak 10,917, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 552, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,958 tokens, peak 3,065, 0/1 needles, 4 read-backs
 *     ours: 6,229 tokens, peak 2,410, 0/1 needles, 4 read-backs
 *   round 37: empower audit trail, paraphrase
 *     codex: 12,088 tokens, peak 11,996, 0/1 needles, 0 read-backs
 *     context-chef: 598 tokens, peak 506, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,710 tokens, peak 3,383, 1/1 needles, 2 read-backs
 *     ours: 6,045 tokens, peak 3,103, 1/1 needles, 2 read-backs
 *   round 37: em particle samples ndjson
 *     codex: 17,716 tokens, peak 17,607, 0/1 needles, 0 read-backs
 *     context-chef: 904 tokens, peak 795, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,127 tokens, peak 1,333, 0/1 needles, 4 read-backs
 *     ours: 4,487 tokens, peak 980, 0/1 needles, 4 read-backs
 *   round 37: cold chain logger profiles
 *     codex: 16,758 tokens, peak 16,667, 0/1 needles, 0 read-backs
 *     context-chef: 806 tokens, peak 715, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,215 tokens, peak 1,351, 0/1 needles, 4 read-backs
 *     ours: 3,689 tokens, peak 821, 1/1 needles, 4 read-backs
 *   round 37: lakehouse table history
 *     codex: 11,359 tokens, peak 11,257, 0/1 needles, 0 read-backs
 *     context-chef: 338 tokens, peak 236, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,367 tokens, peak 4,237, 0/1 needles, 4 read-backs
 *     ours: 10,223 tokens, peak 4,249, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of 2026, kept as UTC: Irish winter time is GMT (the summer's dates are only printed as dates). */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-11-18T14:02:17` */
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-18` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `18.11.2026`, as SAP prints a date. */
const sapDate = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
};

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

/** The GS1 check digit of `body` (a GTIN or SSCC without its last digit). */
function gs1Check(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** The site's GS1 company prefix. */
const PREFIX = '5398761';

const FIRST = [
  'Aoife',
  'Ciaran',
  'Niamh',
  'Sean',
  'Siobhan',
  'Darragh',
  'Orla',
  'Padraig',
  'Eimear',
  'Cathal',
  'Grainne',
  'Donal',
  'Roisin',
  'Fergal',
  'Sinead',
  'Eoin',
  'Maeve',
  'Colm',
  'Deirdre',
  'Kevin',
  'Marta',
  'Tomasz',
  'Priya',
  'Luis',
];
const LAST = [
  'Murphy',
  'Kelly',
  'Walsh',
  'Byrne',
  'Ryan',
  'Doyle',
  'McCarthy',
  'Hegarty',
  'Lynch',
  'Fitzgerald',
  'Kowalczyk',
  'Nair',
  'Barry',
  'Crowley',
  'Daly',
  'Cronin',
  'Healy',
  'Buckley',
  'Moloney',
  'Forde',
];
/** A person: full name and the login the plant's systems give them (`ckelly`). */
const person = (random: () => number) => {
  const first = oneOf(random, FIRST);
  const last = oneOf(random, LAST);
  return { name: `${first} ${last}`, login: `${first[0]!.toLowerCase()}${last.toLowerCase()}` };
};

/** `GET /epcis/v2/events?bizStep=packing...`: the serialisation repository's events, one line of JSON-LD; a stray case's pallet. */
function epcisAggregationEvents(): EconomicsTask {
  const random = seededRandom(37_001);
  /** Shipper case GTINs (item reference with its indicator digit), lot prefix and the packing line. */
  const CASES = [
    ['104512', 'OLV-26-04', 'PKG-L3'],
    ['104529', 'OLV-26-04', 'PKG-L4'],
    ['107731', 'DXP-26-02', 'PKG-L1'],
    ['109184', 'TRM-26-00', 'PKG-L7'],
    ['112605', 'ZLM-26-01', 'PKG-L9'],
    ['113008', 'CFR-26-00', 'PKG-L8'],
  ] as const;
  const SERIAL = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const target = '7RKQ4M9XT2';
  const lookalike = '7RKQ4M9TX2';
  const serials = new Set<string>([target, lookalike]);
  const serial = () => {
    let s = '';
    while (!s || serials.has(s)) s = chars(random, SERIAL, 10);
    serials.add(s);
    return s;
  };
  const ssccs = new Set<string>();
  const sscc = () => {
    let s = '';
    while (!s || ssccs.has(s)) {
      const body = `0${PREFIX}${digits(random, 9)}`;
      s = `urn:epc:id:sscc:${PREFIX}.${body[0]}${body.slice(8)}`;
    }
    ssccs.add(s);
    return s;
  };
  const site = `urn:epc:id:sgln:${PREFIX}.00021.0`;
  const aggregation = (t: number, kind: (typeof CASES)[number], children: readonly string[]) => {
    const parent = sscc();
    return {
      parent,
      event: {
        type: 'AggregationEvent',
        eventTime: new Date(t).toISOString(),
        eventTimeZoneOffset: '+00:00',
        eventID: `urn:uuid:${uuid(random)}`,
        parentID: parent,
        childEPCs: children.map((s) => `urn:epc:id:sgtin:${PREFIX}.${kind[0]}.${s}`),
        action: 'ADD',
        bizStep: 'packing',
        disposition: 'in_progress',
        readPoint: { id: `urn:epc:id:sgln:${PREFIX}.00021.${kind[2]}-PAL` },
        bizLocation: { id: site },
        bizTransactionList: [{ type: 'prodorder', bizTransaction: `urn:epcglobal:cbv:bt:${PREFIX}000004:PO-10${digits(random, 5)}` }],
        'vpx:lot': `${kind[1]}${digits(random, 2)}`,
        'vpx:line': kind[2],
        'vpx:operator': person(random).login,
      },
    };
  };
  const shipping = (t: number, pallets: readonly string[]) => ({
    type: 'ObjectEvent',
    eventTime: new Date(t).toISOString(),
    eventTimeZoneOffset: '+00:00',
    eventID: `urn:uuid:${uuid(random)}`,
    epcList: pallets,
    action: 'OBSERVE',
    bizStep: 'shipping',
    disposition: 'in_transit',
    readPoint: { id: `urn:epc:id:sgln:${PREFIX}.00021.DOCK-${between(random, 1, 6)}` },
    bizLocation: { id: site },
    bizTransactionList: [{ type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:${PREFIX}000004:DES26${digits(random, 8)}` }],
    sourceList: [{ type: 'owning_party', source: `urn:epc:id:pgln:${PREFIX}.00000` }],
    destinationList: [{ type: 'owning_party', destination: `urn:epc:id:pgln:539123${digits(random, 1)}.${digits(random, 5)}` }],
  });
  const COUNT = 300;
  const targetAt = Math.floor(COUNT * 0.5);
  const lookalikeAt = Math.floor(COUNT * 0.41);
  const events: object[] = [];
  let waiting: string[] = [];
  let needle = '';
  let t = T(11, 16, 6, 2);
  for (let i = 0; i < COUNT; i++) {
    t += between(random, 4, 11) * MINUTE + pick(random, 60_000);
    const kind = i === targetAt || i === lookalikeAt ? CASES[0] : oneOf(random, CASES);
    const children = Array.from({ length: between(random, 36, 60) }, () => serial());
    if (i === targetAt) children[31] = target;
    if (i === lookalikeAt) children[17] = lookalike;
    const { parent, event } = aggregation(t, kind, children);
    if (i === targetAt) needle = `"parentID":"${parent}"`;
    events.push(event);
    waiting.push(parent);
    if (waiting.length >= between(random, 6, 14)) {
      events.push(shipping(t + between(random, 40, 160) * MINUTE, waiting));
      waiting = [];
    }
  }
  const output = `${JSON.stringify({
    '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld', { vpx: 'https://epcis.veridane.ie/ns/' }],
    type: 'EPCISQueryDocument',
    schemaVersion: '2.0',
    creationDate: '2026-11-19T08:12:44.201Z',
    epcisBody: { queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: events } } },
  })}\n`;
  const ask =
    "Celtic Healthcare's goods-in in Limerick scanned a shipper case of Olvanex that isn't on any of our despatch advices, serial 7RKQ4M9XT2. Which pallet did our packing line put that case on?";
  return probe('round 37: epcis aggregation events', ask, 'http_get', output, 'pallet', needle, true);
}

/** The MES's B2MML export of the month's Olvanex batch records, one line of XML; one batch's dryer end-point. */
function mesBatchRecordsXml(): EconomicsTask {
  const random = seededRandom(37_002);
  const num = (lo: number, hi: number, places: number) => () => (lo + random() * (hi - lo)).toFixed(places);
  type Param = readonly [string, string, string, string, () => string];
  const target = 'OLV-26-0471';
  const targetLod = '1.74';
  const lod = () => {
    let v = '';
    while (!v || v === targetLod) v = (1.2 + random() * 1.0).toFixed(2);
    return v;
  };
  const PROCS: readonly (readonly [string, readonly string[], readonly Param[]])[] = [
    [
      'DISP',
      ['DSP-101', 'DSP-102'],
      [
        ['API_QTY', 'Olvanexin besilate dispensed', 'kg', 'decimal', num(18.21, 18.29, 3)],
        ['MCC_QTY', 'Microcrystalline cellulose PH102 dispensed', 'kg', 'decimal', num(96.4, 96.6, 2)],
        ['LACT_QTY', 'Lactose monohydrate dispensed', 'kg', 'decimal', num(112.1, 112.3, 2)],
        ['POVI_QTY', 'Povidone K30 dispensed', 'kg', 'decimal', num(9.48, 9.52, 2)],
      ],
    ],
    [
      'GRAN',
      ['GRN-201', 'GRN-202'],
      [
        ['IMP_SPEED', 'Impeller speed, wet massing', 'rpm', 'integer', () => String(between(random, 220, 260))],
        ['CHOP_SPEED', 'Chopper speed, wet massing', 'rpm', 'integer', () => String(between(random, 1400, 1600))],
        ['BINDER_RATE', 'Binder solution addition rate', 'kg/min', 'decimal', num(1.1, 1.4, 2)],
        ['WET_MASS_TIME', 'Wet massing time', 's', 'integer', () => String(between(random, 90, 150))],
        ['ENDPOINT_POWER', 'Impeller power at granulation end-point', 'kW', 'decimal', num(11.5, 13.5, 1)],
        ['LOD_WET', 'Loss on drying, wet mass', '%', 'decimal', num(14, 17, 2)],
      ],
    ],
    [
      'DRY',
      ['FBD-201', 'FBD-202'],
      [
        ['INLET_TEMP', 'Inlet air temperature setpoint', 'Cel', 'decimal', num(59.5, 60.5, 1)],
        ['AIRFLOW', 'Process air volume', 'm3/h', 'integer', () => String(between(random, 2800, 3400))],
        ['PROD_TEMP_END', 'Product temperature at end-point', 'Cel', 'decimal', num(40, 44, 1)],
        ['DRY_TIME', 'Drying time', 'min', 'integer', () => String(between(random, 38, 55))],
        ['LOD_END', 'Loss on drying at dryer end-point', '%', 'decimal', lod],
      ],
    ],
    [
      'MILL',
      ['MIL-211'],
      [
        ['SCREEN', 'Screen aperture', 'mm', 'decimal', () => '1.0'],
        ['MILL_SPEED', 'Rotor speed', 'rpm', 'integer', () => String(between(random, 1200, 1400))],
      ],
    ],
    [
      'BLEND',
      ['BLD-301', 'BLD-302', 'BLD-303'],
      [
        ['PRE_BLEND_TIME', 'Pre-blend time', 'min', 'integer', () => '15'],
        ['LUB_BLEND_TIME', 'Lubrication blend time', 'min', 'integer', () => '3'],
        ['BLEND_SPEED', 'Bin rotation speed', 'rpm', 'integer', () => '12'],
        ['BU_RSD', 'Blend uniformity RSD', '%', 'decimal', num(0.8, 2.4, 1)],
      ],
    ],
    [
      'COMP',
      ['TP-04', 'TP-07', 'TP-11'],
      [
        ['MAIN_FORCE', 'Main compression force, mean', 'kN', 'decimal', num(11, 14, 1)],
        ['PRE_FORCE', 'Pre-compression force, mean', 'kN', 'decimal', num(1.8, 2.6, 1)],
        ['TURRET_SPEED', 'Turret speed', 'rpm', 'integer', () => String(between(random, 55, 65))],
        ['TAB_WT_MEAN', 'Tablet weight, mean of IPC checks', 'mg', 'decimal', num(248, 252, 1)],
        ['HARDNESS_MEAN', 'Tablet hardness, mean of IPC checks', 'N', 'integer', () => String(between(random, 95, 115))],
        ['FRIAB', 'Friability', '%', 'decimal', num(0.05, 0.25, 2)],
        ['TABLETS_OUT', 'Tablets produced', 'count', 'integer', () => String(between(random, 880_000, 920_000))],
      ],
    ],
    [
      'COAT',
      ['CT-501', 'CT-502'],
      [
        ['SPRAY_RATE', 'Spray rate, mean', 'g/min', 'integer', () => String(between(random, 380, 420))],
        ['PAN_SPEED', 'Pan speed', 'rpm', 'decimal', num(6, 8, 1)],
        ['EXH_TEMP', 'Exhaust air temperature, mean', 'Cel', 'decimal', num(42, 46, 1)],
        ['WT_GAIN', 'Coating weight gain', '%', 'decimal', num(2.8, 3.3, 2)],
      ],
    ],
  ];
  const parameter = (id: string, description: string, unit: string, type: string, value: string) =>
    `<Parameter><ID>${id}</ID><Description>${description}</Description><Value><ValueString>${value}</ValueString><DataType>${type}</DataType><UnitOfMeasure>${unit}</UnitOfMeasure></Value></Parameter>`;
  const stamp = (t: number) => `${iso(t)}Z`;
  let needle = '';
  const record = (batch: string, start: number) => {
    let t = start;
    const procedures = PROCS.map(([id, equipment, params]) => {
      const begin = t;
      t += between(random, 60, 300) * MINUTE;
      const values = params.map(([pid, description, unit, type, value]) => {
        const text = parameter(pid, description, unit, type, batch === target && pid === 'LOD_END' ? targetLod : value());
        if (batch === target && pid === 'LOD_END') needle = text.slice(0, text.indexOf('<DataType>'));
        return text;
      });
      const end = t;
      t += between(random, 30, 600) * MINUTE;
      return `<UnitProcedure><ID>${id}</ID><EquipmentID>${oneOf(random, equipment)}</EquipmentID><ActualStartTime>${stamp(begin)}</ActualStartTime><ActualEndTime>${stamp(end)}</ActualEndTime>${values.join('')}<PerformedBy>${person(random).login}</PerformedBy><VerifiedBy>${person(random).login}</VerifiedBy></UnitProcedure>`;
    });
    return `<BatchProductionRecord><ID>EBR-${batch}</ID><Version>${between(random, 1, 3)}</Version><Description>Olvanex 20 mg film-coated tablets, bulk</Description><BatchID>${batch}</BatchID><MaterialDefinitionID>5000417</MaterialDefinitionID><ProductionRequestID>10${digits(random, 7)}</ProductionRequestID><MasterRecipeID>MR-OLV20-v7</MasterRecipeID><Status>${start > T(11, 12) ? oneOf(random, ['In review', 'Executed']) : oneOf(random, ['Reviewed', 'Approved', 'Approved'])}</Status><ActualStartTime>${stamp(start)}</ActualStartTime><ActualEndTime>${stamp(t)}</ActualEndTime>${procedures.join('')}</BatchProductionRecord>`;
  };
  const records: string[] = [];
  const FIRSTBATCH = 401;
  const COUNT = 120;
  for (let i = 0; i < COUNT; i++) {
    const batch = `OLV-26-${String(FIRSTBATCH + i).padStart(4, '0')}`;
    records.push(record(batch, T(8, 24, 6) + i * 0.7 * DAY + pick(random, 6 * 60) * MINUTE));
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><BatchProductionRecords xmlns="http://www.mesa.org/xml/B2MML" site="RGK" product="OLV20" exported="2026-11-19T07:55:02Z" count="${COUNT}">${records.join('')}</BatchProductionRecords>\n`;
  const ask =
    'QA are reviewing the electronic batch record for Olvanex lot OLV-26-0471 before release. What moisture level was the granule at when it came out of the fluid bed dryer?';
  return probe('round 37: mes batch records xml', ask, 'http_get', output, 'moisture', needle, true);
}

/** Yesterday's outbound EDIFACT despatch advices, one line as EANCOM sends them; a syringe batch's quantity to one DC. */
function edifactDesadv(): EconomicsTask {
  const random = seededRandom(37_003);
  /** Trade items: GTIN body (without check digit), lot prefix, lots, pack multiple. */
  const ITEMS = [
    [`0${PREFIX}04512`, 'OLV-26-', [464, 465, 466, 467, 468, 469], 48],
    [`0${PREFIX}04529`, 'OLV-26-', [466, 468, 470], 24],
    [`0${PREFIX}07731`, 'DXP-26-', [205, 206, 207, 208], 60],
    [`0${PREFIX}09184`, 'TRM-26-', [88, 89, 90, 91], 40],
    [`0${PREFIX}12605`, 'ZLM-26-', [108, 109, 110, 111, 112, 113], 20],
    [`0${PREFIX}13008`, 'CFR-26-', [51, 52, 53], 50],
  ] as const;
  const gtin = (body: string) => `${body}${gs1Check(body)}`;
  const DCS = [
    ['5391234500015', '5391234500008', 'CELTIC HEALTHCARE WHOLESALE:DC LIMERICK'],
    ['5391234500022', '5391234500008', 'CELTIC HEALTHCARE WHOLESALE:DC DUBLIN'],
    ['5391234500039', '5391234500084', 'ARDMORE PHARMA DISTRIBUTION:BALLYCOOLIN'],
    ['5391234500046', '5391234500084', 'ARDMORE PHARMA DISTRIBUTION:CORK'],
    ['5391234500053', '5391234500091', 'CORK UNIVERSITY HOSPITAL:PHARMACY DEPT'],
    ['5391234500060', '5391234500091', 'UNIVERSITY HOSPITAL LIMERICK:PHARMACY'],
    ['5012345600017', '5012345600000', 'LAGAN MEDICAL SUPPLIES:LISBURN'],
    ['5012345600024', '5012345600048', 'PENNINE PHARMA LOGISTICS:WAKEFIELD'],
    ['5012345600031', '5012345600048', 'PENNINE PHARMA LOGISTICS:DAVENTRY'],
    ['4012345000019', '4012345000002', 'RHEINPHARM GROSSHANDEL:DUISBURG'],
    ['8712345000011', '8712345000004', 'DELTAMED DISTRIBUTIE:TILBURG'],
  ] as const;
  const CARRIERS = ['CAREPHARM LOGISTICS', 'DHL LIFE SCIENCES', 'KN PHARMACHAIN', 'IRISH PHARMA FREIGHT'];
  const lot = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, '0')}`;
  const ssccBody = () => `0${PREFIX}${digits(random, 9)}`;
  /** A lot's expiry, the last day of a month: the syringes keep two years, the rest three. */
  const expiry = (prefix: string, n: number) => ymd(Date.UTC(prefix.startsWith('ZLM') ? 2028 : 2029, (n * 5) % 12, 0)).replace(/-/g, '');
  let control = 0;
  type Line = readonly [(typeof ITEMS)[number], number, number];
  const message = (t: number, dc: (typeof DCS)[number], pallets: readonly (readonly Line[])[]) => {
    control++;
    const ref = String(control);
    const segs = [
      `UNH+${ref}+DESADV:D:96A:UN:EAN005`,
      `BGM+351+DES2611${digits(random, 6)}+9`,
      `DTM+137:202611${ymd(t).slice(8)}${pad2(new Date(t).getUTCHours())}${pad2(new Date(t).getUTCMinutes())}:203`,
      `DTM+11:${ymd(t).replace(/-/g, '')}:102`,
      `DTM+132:${ymd(t + between(random, 1, 2) * DAY).replace(/-/g, '')}:102`,
      `RFF+ON:PO45${digits(random, 8)}`,
      `NAD+SU+${PREFIX}000004::9++VERIDANE PHARMA LTD`,
      `NAD+BY+${dc[1]}::9`,
      `NAD+DP+${dc[0]}::9++${dc[2]}`,
      `TDT+20++30+31+:::${oneOf(random, CARRIERS)}`,
      'CPS+1',
      `PAC+${pallets.length}++201`,
    ];
    let lin = 0;
    pallets.forEach((lines, p) => {
      const body = ssccBody();
      segs.push(`CPS+${p + 2}+1`, 'PAC+1++201', 'PCI+33E', `GIN+BJ+${body}${gs1Check(body)}`);
      for (const [item, n, qty] of lines) {
        lin++;
        segs.push(`LIN+${lin}++${gtin(item[0])}:SRV`, `PIA+1+${lot(item[1], n)}:NB`, `QTY+12:${qty}`, `DTM+361:${expiry(item[1], n)}:102`);
      }
    });
    segs.push(`CNT+2:${lin}`);
    segs.push(`UNT+${segs.length + 1}+${ref}`);
    return segs.map((s) => `${s}'`).join('');
  };
  const zelmura = ITEMS[4];
  const randomLine = (dc: (typeof DCS)[number]): Line => {
    const item = oneOf(random, ITEMS);
    let n = oneOf(random, item[2]);
    // Limerick's only line of ZLM-26-0112 today is the planted one; nobody else gets 120 of it.
    if (item === zelmura && n === 112 && dc === DCS[0]) n = 111;
    let qty = item[3] * between(random, 1, 20);
    if (item === zelmura && n === 112 && qty === 120) qty = 140;
    return [item, n, qty];
  };
  const randomPallets = (dc: (typeof DCS)[number]) =>
    Array.from({ length: between(random, 1, 4) }, () => Array.from({ length: between(random, 1, 5) }, () => randomLine(dc)));
  const COUNT = 280;
  const times = Array.from({ length: COUNT }, () => T(11, 18, 6) + pick(random, 14 * 60) * MINUTE).sort((a, b) => a - b);
  const messages: string[] = [];
  let needle = '';
  for (let i = 0; i < COUNT; i++) {
    const t = times[i]!;
    if (i === Math.floor(COUNT * 0.52)) {
      const planted: Line = [zelmura, 112, 120];
      const text = message(t, DCS[0], [[randomLine(DCS[0]), [ITEMS[3], 90, 80], planted], [[ITEMS[0], 466, 480]]]);
      needle = "PIA+1+ZLM-26-0112:NB'QTY+12:120'";
      messages.push(text);
    } else if (i === Math.floor(COUNT * 0.45)) messages.push(message(t, DCS[1], [[[zelmura, 112, 80], randomLine(DCS[1])]]));
    else if (i === Math.floor(COUNT * 0.61))
      messages.push(message(t, DCS[0], [[[zelmura, 113, 60], randomLine(DCS[0])], [randomLine(DCS[0])]]));
    else {
      const dc = oneOf(random, DCS);
      messages.push(message(t, dc, randomPallets(dc)));
    }
  }
  const output = `UNA:+.? 'UNB+UNOC:3+${PREFIX}000004:14+EDIHUB:ZZZ+261118:2015+00004127++DESADV'${messages.join('')}UNZ+${COUNT}+00004127'\n`;
  const ask =
    "Celtic Healthcare's Limerick DC rang to say they're short on the Zelmura syringes from batch ZLM-26-0112 in the delivery we sent them yesterday. How many packs of that batch did our despatch advice tell them to expect?";
  return probe('round 37: edifact desadv', ask, 'read_file', output, 'quantity', needle, true);
}

/** `cat /etc/dhcp/dhcpd.conf` on the OT DHCP server: every reserved device on the plant floor; one press's PLC. */
function otDhcpdConf(): EconomicsTask {
  const random = seededRandom(37_004);
  /** Vendor MAC prefixes by kind of device. */
  const OUI: Readonly<Record<string, readonly string[]>> = {
    plc: ['28:63:36', '00:1b:1b', '8c:f3:19'],
    hmi: ['00:0e:8c', '00:60:65'],
    cam: ['00:d0:24'],
    io: ['00:01:05', '00:90:e8'],
    drive: ['00:0e:cf', '00:30:11'],
    scale: ['00:0b:4f'],
    printer: ['00:07:4d', '00:13:1d'],
    pc: ['b8:85:84', '98:90:96'],
  };
  /** Areas: subnet third octet base, a name, and its equipment: tag, description, devices. */
  type Device = readonly [string, string, string];
  type Equipment = readonly [string, string, readonly Device[]];
  const plc = (model: string): Device => ['plc', 'PLC', `${model} PLC`];
  const hmi: Device = ['hmi', 'HMI', 'HMI panel'];
  const range = (n: number, make: (i: number) => Equipment) => Array.from({ length: n }, (_, i) => make(i + 1));
  const ROOMS = [
    ...Array.from({ length: 60 }, (_, i) => `C${1 + Math.floor(i / 20)}.${pad2((i % 20) + 1)}`),
    ...Array.from({ length: 40 }, (_, i) => `A${1 + Math.floor(i / 10)}.${pad2((i % 10) + 1)}`),
    ...Array.from({ length: 50 }, (_, i) => `B3.${pad2(i + 1)}`),
    ...Array.from({ length: 40 }, (_, i) => `B4.${pad2(i + 1)}`),
    ...Array.from({ length: 50 }, (_, i) => `Q${1 + Math.floor(i / 13)}.${pad2((i % 13) + 1)}`),
  ];
  const AREAS: readonly (readonly [number, string, readonly Equipment[]])[] = [
    [
      8,
      'Building management and environmental monitoring',
      [
        ...ROOMS.map((room): Equipment => [
          `rm${room.replace('.', '')}`.toLowerCase(),
          `Room ${room} monitoring`,
          [
            ['io', 'THR', 'temperature/RH transmitter'],
            ['io', 'DPT', 'room differential pressure transmitter'],
            ['plc', 'BMS', 'BMS room controller'],
          ],
        ]),
        ...range(80, (i) => [
          `pc${pad2(i)}`,
          `Remote particle counter PC-${pad2(i)}, sterile core`,
          [['io', 'NVP', 'particle counter (Modbus TCP)']],
        ]),
      ],
    ],
    [
      12,
      'Power and energy',
      [
        ...range(140, (i) => [
          `em${String(i).padStart(3, '0')}`,
          `Energy meter EM-${String(i).padStart(3, '0')}, distribution board DB-${pad2(Math.ceil(i / 5))}`,
          [['io', 'MTR', 'power meter (Modbus TCP)']],
        ]),
        ...range(24, (i) => [
          `ups${pad2(i)}`,
          `UPS-${pad2(i)}, ${oneOf(random, ['comms room', 'QC lab', 'sterile core', 'packaging hall'])}`,
          [['io', 'NMC', 'UPS network card']],
        ]),
        ...range(6, (i) => [
          `gen${i}`,
          `Standby generator G-0${i}`,
          [plc('Deep Sea DSE8610'), ['io', 'ATS', 'transfer switch controller']],
        ]),
      ],
    ],
    [
      16,
      'Utilities',
      [
        ...range(8, (i) => [
          `wfi${i}`,
          `WFI generation/distribution skid U-${10 + i} (utilities hall B5)`,
          [plc('Siemens S7-1500'), hmi, ['io', 'IO', 'ET200SP remote IO']],
        ]),
        ...range(40, (i) => [
          `ahu${pad2(i)}`,
          `Air handling unit AHU-${pad2(i)} (roof plant)`,
          [plc('Siemens S7-1200'), ['drive', 'VFD', 'supply fan VFD'], ['drive', 'VFD2', 'extract fan VFD']],
        ]),
        ...range(6, (i) => [`chl${i}`, `Chiller CH-0${i} (utilities hall B5)`, [plc('Carel pCO5'), ['io', 'GW', 'Modbus gateway']]]),
        ...range(4, (i) => [
          `air${i}`,
          `Compressed air package CA-0${i} (utilities hall B5)`,
          [plc('Atlas Copco Elektronikon'), ['io', 'GW', 'Modbus gateway']],
        ]),
      ],
    ],
    [
      20,
      'Dispensary and granulation',
      [
        ...range(6, (i) => [
          `dsp${i}`,
          `Dispensing booth DSP-10${i}, dispensary C1.0${i}`,
          [
            ['scale', 'SCL1', 'floor scale'],
            ['scale', 'SCL2', 'bench scale'],
            ['printer', 'PRN', 'label printer'],
            ['pc', 'PC', 'weigh station PC'],
          ],
        ]),
        ...range(4, (i) => [
          `grn20${i}`,
          `High shear granulator GRN-20${i}, granulation suite C1.1${i}`,
          [plc('Rockwell CompactLogix 5380'), hmi, ['drive', 'VFD', 'impeller drive']],
        ]),
        ...range(4, (i) => [
          `fbd20${i}`,
          `Fluid bed dryer FBD-20${i}, granulation suite C1.1${i}`,
          [plc('Rockwell CompactLogix 5380'), hmi, ['io', 'IO', 'Point IO adapter']],
        ]),
        ...range(6, (i) => [`bld30${i}`, `Bin blender BLD-30${i}, blending room C1.2${i}`, [plc('Siemens S7-1200'), hmi]]),
      ],
    ],
    [
      24,
      'Compression and coating',
      [
        ...range(16, (i) => [
          `tp${pad2(i)}`,
          `Tablet press TP-${pad2(i)} (Fette ${i <= 8 ? 'F10i' : '3090i'}), compression suite C2.${pad2(i)}`,
          [plc('Siemens S7-1516F'), hmi, ['cam', 'CAM', 'tablet vision camera'], ['io', 'DDM', 'deduster/metal check IO']],
        ]),
        ...range(6, (i) => [
          `ct50${i}`,
          `Film coater CT-50${i}, coating suite C3.0${i}`,
          [plc('Siemens S7-1500'), hmi, ['drive', 'VFD', 'pan drive']],
        ]),
      ],
    ],
    [
      28,
      'Packaging',
      [
        ...range(12, (i) => [
          `pkgl${pad2(i)}`,
          `Packaging line PKG-L${i}, packaging hall B3`,
          [
            plc('Rockwell ControlLogix'),
            hmi,
            ['plc', 'BLS', 'blister machine PLC'],
            ['plc', 'CTN', 'cartoner PLC'],
            ['scale', 'CW', 'checkweigher'],
            ['printer', 'SER', 'serialisation printer'],
            ['cam', 'VIS', 'serialisation vision camera'],
            ['plc', 'CP', 'case packer PLC'],
            ['printer', 'CLP', 'case label printer'],
            ['pc', 'L3', 'line serialisation server (L3)'],
          ],
        ]),
        ...range(4, (i) => [
          `pal${i}`,
          `Palletiser PAL-0${i}, packaging hall B3`,
          [plc('Rockwell CompactLogix 5380'), hmi, ['printer', 'PLP', 'pallet label printer']],
        ]),
      ],
    ],
    [
      32,
      'Sterile',
      [
        ...range(3, (i) => [
          `fill${i}`,
          `Aseptic filling line FIL-L${i}, filling suite A2.0${i}`,
          [
            plc('B&R X20'),
            hmi,
            ['cam', 'CAM', 'fill level camera'],
            ['io', 'ISO', 'isolator controller'],
            ['scale', 'IPC', 'in-process weight check'],
          ],
        ]),
        ...range(4, (i) => [
          `ly0${i}`,
          `Lyophiliser LY-0${i}, lyo suite A3.0${i}`,
          [plc('Siemens S7-1500'), hmi, ['pc', 'SCADA', 'lyo SCADA PC']],
        ]),
        ...range(4, (i) => [
          `ss0${i}`,
          `Steam steriliser SS-0${i} (Getinge), prep area A1.0${i}`,
          [plc('Siemens S7-1200'), hmi, ['printer', 'PRN', 'cycle printer']],
        ]),
        ...range(6, (i) => [`wd0${i}`, `Parts washer WD-0${i}, prep area A1.1${i}`, [plc('Siemens S7-1200'), hmi]]),
      ],
    ],
    [
      36,
      'QC laboratory',
      [
        ...range(40, (i) => [`hplc${pad2(i)}`, `HPLC-${pad2(i)} (Waters Arc), QC lab Q1`, [['pc', 'LAC', 'LAC/E acquisition server']]]),
        ...range(12, (i) => [
          `diss${pad2(i)}`,
          `Dissolution bath DIS-${pad2(i)}, QC lab Q2`,
          [
            ['pc', 'PC', 'dissolution PC'],
            ['io', 'AS', 'autosampler'],
          ],
        ]),
        ...range(24, (i) => [
          `bal${pad2(i)}`,
          `Analytical balance BAL-${pad2(i)}, QC lab Q${(i % 3) + 1}`,
          [['scale', 'BAL', 'balance (LabX)']],
        ]),
        ...range(10, (i) => [`kf${pad2(i)}`, `Karl Fischer titrator KF-${pad2(i)}, QC lab Q2`, [['pc', 'KF', 'titrator']]]),
      ],
    ],
    [
      40,
      'Warehouse',
      [
        ...range(8, (i) => [
          `cr0${i}`,
          `Cold room CR-0${i} (2-8 C), warehouse B4`,
          [plc('Carel pCO5'), ['io', 'MON', 'temperature monitoring gateway']],
        ]),
        ...range(20, (i) => [`agv${pad2(i)}`, `AGV-${pad2(i)}, warehouse B4`, [['plc', 'AGV', 'vehicle controller']]]),
        ...range(30, (i) => [
          `dock${pad2(i)}`,
          `Dock door D${pad2(i)}, warehouse B4`,
          [
            ['io', 'DR', 'door and leveller controller'],
            ['printer', 'PRN', 'label printer'],
          ],
        ]),
      ],
    ],
  ];
  const macs = new Set<string>();
  const mac = (kind: string) => {
    let m = '';
    while (!m || macs.has(m)) m = `${oneOf(random, OUI[kind]!)}:${Array.from({ length: 3 }, () => hex(random, 2)).join(':')}`;
    macs.add(m);
    return m;
  };
  const lines: string[] = [
    '# dhcpd.conf - RGK OT network (Level 1/2), managed by OT Engineering. Changes via CHG ticket only.',
    '# Generated from the OT asset register 2026-11-16 09:40 GMT; hand edits will be overwritten.',
    'authoritative;',
    'ddns-update-style none;',
    'default-lease-time 86400;',
    'max-lease-time 172800;',
    'log-facility local7;',
    'option domain-name "ot.rgk.veridane.local";',
    'option domain-name-servers 10.42.0.10, 10.42.0.11;',
    'option ntp-servers 10.42.0.12, 10.42.0.13;',
    '',
  ];
  let needle = '';
  for (const [base, area, equipment] of AREAS) {
    lines.push(
      `# ---- ${area} ----`,
      `subnet 10.42.${base}.0 netmask 255.255.252.0 {`,
      `  option routers 10.42.${base}.1;`,
      `  option broadcast-address 10.42.${base + 3}.255;`,
      `  range 10.42.${base + 3}.200 10.42.${base + 3}.250;`,
      '}',
      '',
    );
    let host = 20;
    for (const [tag, description, devices] of equipment) {
      for (const [kind, suffix, what] of devices) {
        const name = `rgk-${tag}-${suffix.toLowerCase()}`;
        const address = `10.42.${base + Math.floor(host / 256)}.${host % 256}`;
        host++;
        if (host % 256 === 255) host += 21;
        const fixed = `  fixed-address ${address};`;
        if (tag === 'tp04' && suffix === 'PLC') needle = fixed.trim();
        lines.push(
          `host ${name} {`,
          `  # ${description} - ${what}`,
          `  hardware ethernet ${mac(kind)};`,
          fixed,
          `  option host-name "${name}";`,
          '}',
        );
      }
    }
    lines.push('');
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "I'm setting up the engineering laptop to go online with tablet press 4 tomorrow. What IP address is reserved for that press's PLC on the OT network?";
  return probe('round 37: ot dhcpd conf', ask, 'run_shell', output, 'address', needle);
}

/** `tail -n 9000 server.log` on the MES application server: a day of events and stack traces; one failed signature's root cause. */
function mesServerLogStackTrace(): EconomicsTask {
  const random = seededRandom(37_005);
  const stamp = (t: number) => `${ymd(t)} ${new Date(t).toISOString().slice(11, 23).replace('.', ',')}`;
  const BATCHES = [
    'DXP-26-0206',
    'DXP-26-0207',
    'DXP-26-0208',
    'DXP-26-0209',
    'OLV-26-0476',
    'OLV-26-0477',
    'OLV-26-0478',
    'TRM-26-0091',
    'ZLM-26-0114',
  ];
  const STEPS: Readonly<Record<string, readonly string[]>> = {
    DXP: ['DISP-010', 'BLEND-020', 'ENC-030', 'ENC-040', 'POL-050', 'IPC-060'],
    OLV: ['DISP-010', 'GRAN-020', 'DRY-030', 'BLEND-040', 'COMP-050', 'COAT-060'],
    TRM: ['COMP-010', 'FILT-020', 'FILL-030', 'CAP-040', 'INSP-050'],
    ZLM: ['THAW-010', 'POOL-020', 'FILT-030', 'FILL-040', 'INSP-050'],
  };
  const EQUIPMENT = ['ENC-402', 'ENC-403', 'BLD-302', 'TP-07', 'FBD-201', 'GRN-202', 'CT-501', 'FIL-L1', 'FIL-L2', 'ISO-02'];
  const users = Array.from({ length: 30 }, () => person(random).login);
  const thread = () =>
    oneOf(random, [
      `default task-${between(random, 1, 64)}`,
      `EJB default - ${between(random, 1, 16)}`,
      `pool-4-thread-${between(random, 1, 8)}`,
      'ActiveMQ-client-global-threads',
    ]);
  const stepOf = (batch: string) => oneOf(random, STEPS[batch.slice(0, 3)]!);
  /** The equipment a step runs on. */
  const equipmentFor = (step: string) =>
    oneOf(
      random,
      step.startsWith('ENC') || step.startsWith('POL')
        ? ['ENC-402', 'ENC-403']
        : step.startsWith('BLEND')
          ? ['BLD-301', 'BLD-302']
          : step.startsWith('GRAN')
            ? ['GRN-201', 'GRN-202']
            : step.startsWith('DRY')
              ? ['FBD-201', 'FBD-202']
              : step.startsWith('COMP-050')
                ? ['TP-04', 'TP-07', 'TP-11']
                : step.startsWith('COAT')
                  ? ['CT-501', 'CT-502']
                  : step.startsWith('FILL') || step.startsWith('CAP') || step.startsWith('INSP')
                    ? ['FIL-L1', 'FIL-L2', 'ISO-02']
                    : ['SCL-0114', 'SCL-0207', 'DSP-101', 'TK-V12', 'FLT-03'],
    );
  const info = (): [string, string, string] => {
    const batch = oneOf(random, BATCHES);
    const user = oneOf(random, users);
    const roll = random();
    if (roll < 0.22) {
      const step = stepOf(batch);
      return [
        'INFO ',
        'com.veridane.mes.ebr.StepExecutionService',
        `Step ${step} ${oneOf(random, ['started', 'completed'])} batch=${batch} equipment=${equipmentFor(step)} user=${user}`,
      ];
    }
    if (roll < 0.36)
      return [
        'INFO ',
        'com.veridane.mes.ebr.signature.SignatureService',
        `E-signature applied batch=${batch} step=${stepOf(batch)} user=${user} meaning=${oneOf(random, ['PERFORMED_BY', 'VERIFIED_BY', 'REVIEWED_BY'])} certSerial=${hex(random, 16)}`,
      ];
    if (roll < 0.5)
      return [
        'INFO ',
        'com.veridane.mes.weighing.WeighingService',
        `Weighing recorded batch=${batch} material=${between(random, 1_000_100, 1_000_900)} container=CT${digits(random, 8)} net=${(random() * 40).toFixed(3)}kg scale=${oneOf(random, ['SCL-0114', 'SCL-0207', 'SCL-0311'])} user=${user}`,
      ];
    if (roll < 0.62)
      return [
        'INFO ',
        'com.veridane.mes.integration.sap.GoodsMovementPublisher',
        `Goods movement 261 posted to SAP batch=${batch} material=${between(random, 1_000_100, 1_000_900)} qty=${(random() * 200).toFixed(3)} KG doc=49000${digits(random, 5)}`,
      ];
    if (roll < 0.7)
      return [
        'INFO ',
        'com.veridane.mes.integration.lims.SampleRequestClient',
        `LIMS sample request created batch=${batch} sample=S26-${digits(random, 6)} test=${oneOf(random, ['IPC-WT', 'LOD', 'BU', 'MICRO', 'ASSAY'])}`,
      ];
    if (roll < 0.8)
      return [
        'INFO ',
        'com.veridane.mes.equipment.EquipmentStatusListener',
        `Equipment ${oneOf(random, EQUIPMENT)} status ${oneOf(random, ['IDLE -> IN_USE', 'IN_USE -> DIRTY', 'DIRTY -> CLEANING', 'CLEANING -> CLEAN', 'CLEAN -> IDLE'])}`,
      ];
    if (roll < 0.88)
      return [
        'DEBUG',
        'com.veridane.mes.session.SessionRegistry',
        `Session ${hex(random, 12)} heartbeat user=${user} client=HMI-${between(random, 1, 40)}`,
      ];
    if (roll < 0.94)
      return [
        'WARN ',
        'com.arjuna.ats.arjuna',
        `ARJUNA012117: TransactionReaper::check timeout for TX 0:ffff0a2a1f0c:${hex(random, 8)}:${hex(random, 8)}:${hex(random, 4)} in state  RUN`,
      ];
    return [
      'INFO ',
      'com.veridane.mes.security.LoginService',
      `User ${user} ${oneOf(random, ['logged in', 'logged out', 'session timed out'])} client=HMI-${between(random, 1, 40)}`,
    ];
  };
  /** A stack trace's frames. */
  const frames = (list: readonly string[]) => list.map((f) => `\tat ${f}`);
  const signatureFrames = [
    'com.veridane.mes.ebr.signature.SignatureService.apply(SignatureService.java:214)',
    'com.veridane.mes.ebr.signature.SignatureService$$SpringCGLIB$$0.apply(<generated>)',
    'com.veridane.mes.ebr.web.StepSignatureResource.sign(StepSignatureResource.java:88)',
    'java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
    'java.base/java.lang.reflect.Method.invoke(Method.java:580)',
    'org.jboss.resteasy.core.MethodInjectorImpl.invoke(MethodInjectorImpl.java:154)',
    'org.jboss.resteasy.core.ResourceMethodInvoker.internalInvokeOnTarget(ResourceMethodInvoker.java:660)',
    'org.jboss.resteasy.core.SynchronousDispatcher.invoke(SynchronousDispatcher.java:234)',
    'io.undertow.servlet.handlers.ServletHandler.handleRequest(ServletHandler.java:74)',
    'io.undertow.server.Connectors.executeRootHandler(Connectors.java:393)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const ldapFailure = (step: string, user: string) => [
    `com.veridane.mes.ebr.signature.SignatureException: Electronic signature could not be applied to step ${step}`,
    ...frames(signatureFrames),
    `Caused by: com.veridane.mes.security.CredentialCheckException: Re-authentication failed for user ${user}`,
    ...frames([
      'com.veridane.mes.security.LdapCredentialChecker.verify(LdapCredentialChecker.java:61)',
      'com.veridane.mes.ebr.signature.SignatureService.apply(SignatureService.java:187)',
    ]),
    '\t... 10 more',
    'Caused by: javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 52e, v4f7c]',
    ...frames([
      'java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)',
      'java.naming/com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)',
      'java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2806)',
      'java.naming/javax.naming.InitialContext.<init>(InitialContext.java:208)',
      'com.veridane.mes.security.LdapCredentialChecker.verify(LdapCredentialChecker.java:54)',
    ]),
    '\t... 11 more',
  ];
  const certificateFailure = (step: string, notAfter: string) => [
    `com.veridane.mes.ebr.signature.SignatureException: Electronic signature could not be applied to step ${step}`,
    ...frames(signatureFrames),
    'Caused by: com.veridane.mes.security.pki.SigningKeyException: Signing key for user aoconnor could not be used',
    ...frames([
      'com.veridane.mes.security.pki.PkiSigner.sign(PkiSigner.java:97)',
      'com.veridane.mes.ebr.signature.SignatureService.apply(SignatureService.java:201)',
    ]),
    '\t... 10 more',
    `Caused by: java.security.cert.CertificateExpiredException: NotAfter: ${notAfter}`,
    ...frames([
      'java.base/sun.security.x509.CertificateValidity.valid(CertificateValidity.java:277)',
      'java.base/sun.security.x509.X509CertImpl.checkValidity(X509CertImpl.java:675)',
      'java.base/sun.security.x509.X509CertImpl.checkValidity(X509CertImpl.java:648)',
      'com.veridane.mes.security.pki.PkiSigner.sign(PkiSigner.java:88)',
    ]),
    '\t... 11 more',
  ];
  const optimisticLock = (batch: string) => [
    `jakarta.persistence.OptimisticLockException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.veridane.mes.ebr.model.StepInstance#${between(random, 800_000, 900_000)}]`,
    ...frames([
      'org.hibernate.internal.ExceptionConverterImpl.wrapStaleStateException(ExceptionConverterImpl.java:212)',
      'org.hibernate.internal.ExceptionConverterImpl.convert(ExceptionConverterImpl.java:95)',
      'org.hibernate.internal.SessionImpl.doFlush(SessionImpl.java:1447)',
      'com.veridane.mes.ebr.StepExecutionService.complete(StepExecutionService.java:341)',
      'com.veridane.mes.ebr.web.StepResource.complete(StepResource.java:122)',
      'io.undertow.servlet.handlers.ServletHandler.handleRequest(ServletHandler.java:74)',
      'java.base/java.lang.Thread.run(Thread.java:1583)',
    ]),
    `Caused by: org.hibernate.StaleObjectStateException: Row was updated or deleted by another transaction : [com.veridane.mes.ebr.model.StepInstance#batch=${batch}]`,
    ...frames([
      'org.hibernate.persister.entity.AbstractEntityPersister.check(AbstractEntityPersister.java:2541)',
      'org.hibernate.engine.jdbc.mutation.internal.ModelMutationHelper.identifiedResultsCheck(ModelMutationHelper.java:75)',
    ]),
    '\t... 6 more',
  ];
  const limsTimeout = () => [
    'com.veridane.mes.integration.lims.LimsClientException: POST https://lims.rgk.veridane.local/api/v2/samples failed',
    ...frames([
      'com.veridane.mes.integration.lims.SampleRequestClient.create(SampleRequestClient.java:73)',
      'com.veridane.mes.integration.lims.SampleRequestClient$$SpringCGLIB$$0.create(<generated>)',
      'com.veridane.mes.ebr.StepExecutionService.onComplete(StepExecutionService.java:402)',
      'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
      'java.base/java.lang.Thread.run(Thread.java:1583)',
    ]),
    'Caused by: java.net.SocketTimeoutException: Read timed out',
    ...frames([
      'java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
      'java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
      'org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
      'com.veridane.mes.integration.lims.SampleRequestClient.create(SampleRequestClient.java:66)',
    ]),
    '\t... 4 more',
  ];
  const jmsDrop = () => [
    'org.apache.activemq.artemis.api.core.ActiveMQNotConnectedException: AMQ219006: Channel disconnected',
    ...frames([
      'org.apache.activemq.artemis.core.client.impl.ClientSessionFactoryImpl.connectionDestroyed(ClientSessionFactoryImpl.java:395)',
      'org.apache.activemq.artemis.core.remoting.impl.netty.NettyConnector$Listener$1.run(NettyConnector.java:1240)',
      'org.apache.activemq.artemis.utils.actors.OrderedExecutor.doTask(OrderedExecutor.java:57)',
      'java.base/java.lang.Thread.run(Thread.java:1583)',
    ]),
  ];
  const lines: string[] = [];
  const entry = (t: number, level: string, category: string, message: string, trace: readonly string[] = [], threadName = thread()) => {
    lines.push(`${stamp(t)} ${level} [${category}] (${threadName}) ${message}`, ...trace);
  };
  const target = T(11, 18, 14, 2, 17) + 431;
  const trace = certificateFailure('COMP-050', 'Wed Nov 18 11:47:03 GMT 2026');
  const needle = trace.find((l) => l.includes('CertificateExpiredException'))!;
  /** Her own signature in the morning, which went through; the step she finished after lunch, and the signature that failed. */
  const planted: (readonly [number, () => void])[] = [
    [
      T(11, 18, 7, 31, 9) + 44,
      () =>
        entry(
          T(11, 18, 7, 31, 9) + 44,
          'INFO ',
          'com.veridane.mes.ebr.signature.SignatureService',
          `E-signature applied batch=OLV-26-0476 step=BLEND-040 user=aoconnor meaning=VERIFIED_BY certSerial=${hex(random, 16)}`,
          [],
          'default task-9',
        ),
    ],
    [
      T(11, 18, 13, 58, 40) + 112,
      () =>
        entry(
          T(11, 18, 13, 58, 40) + 112,
          'INFO ',
          'com.veridane.mes.ebr.StepExecutionService',
          'Step COMP-050 completed batch=OLV-26-0476 equipment=TP-07 user=aoconnor',
          [],
          'default task-42',
        ),
    ],
    [
      T(11, 18, 14, 1, 52) + 907,
      () =>
        entry(
          T(11, 18, 14, 1, 52) + 907,
          'WARN ',
          'com.veridane.mes.security.pki.PkiSigner',
          'Certificate validity check failed for user aoconnor, falling back to key store refresh',
          [],
          'default task-42',
        ),
    ],
    [
      target,
      () =>
        entry(
          target,
          'ERROR',
          'com.veridane.mes.ebr.signature.SignatureService',
          'E-signature failed batch=OLV-26-0476 step=COMP-050 (Compression) user=aoconnor meaning=PERFORMED_BY client=HMI-17',
          trace,
          'default task-42',
        ),
    ],
    [
      target + 2_204,
      () =>
        entry(
          target + 2_204,
          'INFO ',
          'com.veridane.mes.security.LoginService',
          'User aoconnor logged out client=HMI-17',
          [],
          'default task-42',
        ),
    ],
  ];
  for (let t = T(11, 17, 23, 41, 5); t < T(11, 19, 6, 12);) {
    const busy = new Date(t).getUTCHours() >= 6 && new Date(t).getUTCHours() < 22;
    t += (busy ? between(random, 3, 22) : between(random, 10, 50)) * 1_000 + pick(random, 1_000);
    while (planted.length > 0 && planted[0]![0] < t) planted.shift()![1]();
    const roll = random();
    if (roll < 0.004) {
      const batch = oneOf(random, BATCHES);
      const user = oneOf(random, users);
      const step = stepOf(batch);
      entry(
        t,
        'ERROR',
        'com.veridane.mes.ebr.signature.SignatureService',
        `E-signature failed batch=${batch} step=${step} user=${user} meaning=PERFORMED_BY client=HMI-${between(random, 1, 40)}`,
        ldapFailure(step, user),
      );
    } else if (roll < 0.008)
      entry(
        t,
        'ERROR',
        'com.veridane.mes.ebr.web.StepResource',
        'Step completion rejected, concurrent update',
        optimisticLock(oneOf(random, BATCHES)),
      );
    else if (roll < 0.011)
      entry(
        t,
        'ERROR',
        'com.veridane.mes.integration.lims.SampleRequestClient',
        'LIMS sample request failed, queued for retry',
        limsTimeout(),
      );
    else if (roll < 0.013)
      entry(
        t,
        'WARN ',
        'org.apache.activemq.artemis.core.client',
        'AMQ212037: Connection failure to mq01.rgk.veridane.local/10.41.2.31:61616 has been detected',
        jmsDrop(),
      );
    else {
      const [level, category, message] = info();
      entry(t, level, category, message);
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Aoife O'Connor couldn't sign off the compression step on batch OLV-26-0476 yesterday afternoon, the screen just threw an error at her. What was actually behind it?";
  return probe('round 37: mes server log stack trace', ask, 'run_shell', output, 'cause', needle);
}

/** The calibration system's assets API, pretty JSON: every instrument with its calibration; one gauge's next due date. */
function calibrationAssetsJson(): EconomicsTask {
  const random = seededRandom(37_006);
  /** Instrument kinds: tag prefix, description, makes, ranges, intervals. */
  const KINDS = [
    ['PI', 'Pressure gauge', ['WIKA 232.50', 'WIKA 233.50', 'Ashcroft 1009'], ['0-6 bar', '0-10 bar', '-1-3 bar']],
    ['PT', 'Pressure transmitter', ['Endress+Hauser Cerabar PMP71', 'Rosemount 3051'], ['0-10 bar', '0-16 bar']],
    ['TI', 'Temperature gauge', ['WIKA TG54'], ['0-120 C', '0-160 C']],
    ['TT', 'Temperature transmitter', ['Endress+Hauser iTHERM TM411', 'Rosemount 3144P'], ['0-150 C', '-50-150 C']],
    ['FT', 'Flow transmitter', ['Endress+Hauser Promag H 300', 'Krohne Optiflux 4300'], ['0-12 m3/h', '0-30 m3/h']],
    ['CIT', 'Conductivity transmitter', ['Mettler Toledo M800', 'Endress+Hauser Liquiline CM44'], ['0-20 uS/cm', '0-2 uS/cm']],
    ['AIT', 'TOC analyser', ['Sievers M500', 'Mettler Toledo 6000TOCi'], ['0-1000 ppb']],
    ['DPT', 'Differential pressure transmitter', ['Sensocon A3000', 'Dwyer 616KD'], ['0-60 Pa', '0-100 Pa']],
  ] as const;
  const LOCATIONS = [
    ['WFI distribution loop', 'Utilities - WFI'],
    ['PW distribution loop', 'Utilities - PW'],
    ['WFI storage tank T-101', 'Utilities - WFI'],
    ['PW storage tank T-201', 'Utilities - PW'],
    ['clean steam generator CSG-01', 'Utilities - clean steam'],
    ['chilled water header', 'Utilities - HVAC'],
    ['AHU-07 supply duct', 'Utilities - HVAC'],
    ['AHU-12 supply duct', 'Utilities - HVAC'],
    ['filling suite A2.02', 'Sterile - filling'],
    ['lyophiliser LY-03', 'Sterile - lyophilisation'],
    ['steam steriliser SS-02', 'Sterile - prep'],
    ['fluid bed dryer FBD-201', 'OSD - granulation'],
    ['film coater CT-502', 'OSD - coating'],
    ['compressed air receiver CA-R1', 'Utilities - compressed air'],
    ['nitrogen header', 'Utilities - gases'],
  ] as const;
  const POINTS = ['supply', 'return', 'point of use 1', 'point of use 2', 'point of use 3', 'inlet', 'outlet', 'jacket'];
  const PROVIDERS = ['Endress+Hauser Service', 'Veridane Metrology', 'Veridane Metrology', 'Trescal Ireland', 'WIKA Instruments Ltd'];
  const targetDue = '2027-01-13';
  let seq = 20_100;
  const asset = (kind: (typeof KINDS)[number], location: (typeof LOCATIONS)[number], point: string, last?: number, interval?: number) => {
    seq += between(random, 1, 7);
    const months = interval ?? oneOf(random, [6, 12, 12, 12, 24]);
    let lastCalibrated = last ?? T(11, 19) - pick(random, months * 30) * DAY;
    const due = (t: number) => {
      const d = new Date(t);
      return ymd(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
    };
    while (last === undefined && due(lastCalibrated) === targetDue) lastCalibrated -= DAY;
    const tag = `${kind[0]}-${between(random, 1001, 4999)}`;
    const id = `RGK-${kind[0]}-${seq}`;
    return {
      assetId: id,
      tag,
      description: `${kind[1]}, ${location[0]} ${point}`,
      area: location[1],
      manufacturerModel: oneOf(random, kind[2]),
      serialNumber: `${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${digits(random, 7)}`,
      range: oneOf(random, kind[3]),
      gmpCritical: random() < 0.7,
      status: 'In service',
      calibration: {
        procedure: `SOP-CAL-${String(between(random, 10, 48)).padStart(3, '0')}`,
        intervalMonths: months,
        testPoints: oneOf(random, [3, 5, 5]),
        tolerance: kind[0].startsWith('T')
          ? oneOf(random, ['+/-0.2 C', '+/-0.5 C'])
          : oneOf(random, ['+/-0.5% FS', '+/-1.0% FS', '+/-1.6% FS']),
        lastCalibrated: ymd(lastCalibrated),
        lastResult: random() < 0.97 ? 'PASS' : 'PASS (adjusted)',
        lastCertificate: `CAL-${ymd(lastCalibrated).slice(2, 4)}-${digits(random, 5)}`,
        performedBy: oneOf(random, PROVIDERS),
        nextDue: due(lastCalibrated),
      },
      lastModified: `${ymd(lastCalibrated + between(random, 1, 9) * DAY)}T${pad2(between(random, 7, 17))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`,
    };
  };
  const assets: object[] = [];
  const wfi = LOCATIONS[0];
  const gauge = KINDS[0];
  for (let i = 0; i < 1_300; i++) {
    const kind = oneOf(random, KINDS);
    const location = oneOf(random, LOCATIONS);
    let point = oneOf(random, POINTS);
    // The loops' supply and return instruments are only the planted ones.
    while ((location === wfi || location === LOCATIONS[1]) && (point === 'supply' || point === 'return')) point = oneOf(random, POINTS);
    assets.push(asset(kind, location, point));
  }
  // The WFI loop's return gauge, and its neighbours: the supply gauge, the return transmitter and thermometer, the PW loop's return gauge.
  assets[Math.floor(assets.length * 0.53)] = asset(gauge, wfi, 'return', T(1, 13, 10), 12);
  assets[Math.floor(assets.length * 0.5)] = asset(gauge, wfi, 'supply', T(3, 2, 9), 12);
  assets[Math.floor(assets.length * 0.55)] = asset(KINDS[1], wfi, 'return', T(6, 22, 11), 6);
  assets[Math.floor(assets.length * 0.57)] = asset(KINDS[2], wfi, 'return', T(2, 10, 14), 12);
  assets[Math.floor(assets.length * 0.47)] = asset(gauge, LOCATIONS[1], 'return', T(4, 8, 9), 12);
  const output = `${JSON.stringify({ site: 'RGK', generated: '2026-11-19T08:31:07Z', page: 1, pageSize: assets.length, total: assets.length, assets }, null, 2)}\n`;
  const needle = `"nextDue": "${targetDue}"`;
  const ask =
    'When is the pressure gauge on the return side of the WFI distribution loop next due to be calibrated? I want to get it into the January shutdown plan.';
  return probe('round 37: calibration assets json', ask, 'http_get', output, 'due', needle);
}

/** SAP PM order list (IW39) as an ALV list, sorted by functional location: a year of orders; who fixed the autoclave door. */
function sapPmWorkOrders(): EconomicsTask {
  const random = seededRandom(37_007);
  /** Equipment: functional location, equipment number, description, work centre, and what goes wrong with it. */
  type Kit = readonly [string, string, string, string, readonly string[]];
  const kit: Kit[] = [];
  const push = (n: number, make: (i: number) => Kit) => {
    for (let i = 1; i <= n; i++) kit.push(make(i));
  };
  const equipmentNo = () => `1000${digits(random, 4)}`;
  push(4, (i) => [
    `RGK-B1-GRN-GRN20${i}`,
    equipmentNo(),
    `High shear granulator GRN-20${i}`,
    'MECH-B1',
    ['impeller seal weeping', 'chopper drive tripping', 'discharge valve slow to open', 'load cell drift'],
  ]);
  push(4, (i) => [
    `RGK-B1-GRN-FBD20${i}`,
    equipmentNo(),
    `Fluid bed dryer FBD-20${i}`,
    'MECH-B1',
    ['filter bag torn', 'inlet damper sticking', 'inflatable seal not holding', 'exhaust fan vibration'],
  ]);
  push(16, (i) => [
    `RGK-B1-CMP-TP${pad2(i)}`,
    equipmentNo(),
    `Tablet press TP-${pad2(i)}`,
    'MECH-B1',
    ['punch tightness on station 14', 'force feeder noise', 'turret lubrication fault', 'ejection cam wear', 'upper punch binding'],
  ]);
  push(6, (i) => [
    `RGK-B1-COT-CT50${i}`,
    equipmentNo(),
    `Film coater CT-50${i}`,
    'MECH-B1',
    ['spray gun blocking', 'pan drive belt slipping', 'exhaust damper sticking'],
  ]);
  push(12, (i) => [
    `RGK-B3-PKG-L${pad2(i)}`,
    equipmentNo(),
    `Packaging line PKG-L${i}`,
    'MECH-B3',
    [
      'cartoner glue gun blocked',
      'blister sealing temp low',
      'checkweigher rejecting good packs',
      'serialisation printer faint',
      'case packer jam at infeed',
    ],
  ]);
  push(3, (i) => [
    `RGK-B2-ASP-FIL-L${i}`,
    equipmentNo(),
    `Aseptic filling line FIL-L${i}`,
    'MECH-B2',
    ['stopper bowl feed stalling', 'needle holder misaligned', 'glove port leak test fail', 'capper torque drifting'],
  ]);
  push(4, (i) => [
    `RGK-B2-ASP-LYO-LY0${i}`,
    equipmentNo(),
    `Lyophiliser LY-0${i}`,
    'MECH-B2',
    ['door gasket worn, replaced', 'shelf temp overshoot', 'vacuum pump oil change', 'condenser defrost slow'],
  ]);
  push(4, (i) => [
    `RGK-B2-ASP-STE-SS0${i}`,
    equipmentNo(),
    `Steam steriliser Getinge GEV6612 SS-0${i}`,
    'MECH-B2',
    ['vacuum pump noisy', 'Bowie-Dick result marginal', 'chamber drain slow', 'recorder paper jam'],
  ]);
  push(6, (i) => [
    `RGK-B2-ASP-WSH-WD0${i}`,
    equipmentNo(),
    `Parts washer WD-0${i}`,
    'MECH-B2',
    ['spray arm not rotating', 'door seal worn, replaced', 'detergent dosing low', 'dryer fan fault'],
  ]);
  push(8, (i) => [
    `RGK-B4-WHS-CR0${i}`,
    equipmentNo(),
    `Cold room 2-8C CR-0${i}`,
    'REFR-B4',
    ['evaporator icing', 'door closer broken', 'compressor short cycling', 'probe reading high'],
  ]);
  push(40, (i) => [
    `RGK-B5-HVA-AHU${pad2(i)}`,
    equipmentNo(),
    `Air handling unit AHU-${pad2(i)}`,
    'HVAC',
    ['fan belt squealing', 'filter dP high', 'humidifier fault', 'damper actuator failed', 'VFD fault on restart'],
  ]);
  push(6, (i) => [
    `RGK-B5-UTL-WFI0${i}`,
    equipmentNo(),
    `WFI still / loop skid U-1${i}`,
    'UTIL',
    ['pump mechanical seal leak', 'conductivity probe drift', 'UV lamp end of life', 'sample valve passing'],
  ]);
  push(4, (i) => [
    `RGK-B5-UTL-CA0${i}`,
    equipmentNo(),
    `Air compressor CA-0${i}`,
    'UTIL',
    ['oil carry-over', 'dryer dew point high', 'auto drain stuck'],
  ]);
  /** PM plans and calibration texts, as most orders are. */
  const PM = [
    'Weekly check',
    'Monthly inspection',
    'Monthly inspection',
    '3M PM',
    '6M PM',
    '12M PM',
    'Annual service (OEM)',
    'Lubrication round',
    'Safety inspection',
  ];
  const STATUS = ['TECO CNF  PRC', 'TECO CNF  PRC', 'TECO CNF  PRC', 'CLSD CNF  PRC'];
  const people = Array.from({ length: 26 }, () => {
    const p = person(random);
    const [first, last] = p.name.split(' ');
    return `${first![0]}. ${last!.toUpperCase()}`;
  });
  interface Order {
    floc: string;
    t: number;
    cells: string[];
  }
  const orders: Order[] = [];
  const order = (
    k: Kit,
    created: number,
    type: string,
    text: string,
    finished: number | null,
    by: string,
    status: string,
    prio: string,
  ): Order => ({
    floc: k[0],
    t: created,
    cells: [
      '',
      type,
      sapDate(created),
      k[0],
      k[1],
      k[2],
      text.slice(0, 40),
      prio,
      finished === null ? '' : sapDate(finished),
      finished === null ? '' : by,
      k[3],
      status,
    ],
  });
  const from = T(11, 19) - 365 * DAY;
  for (let i = 0; i < 3_900; i++) {
    const k = oneOf(random, kit);
    const created = from + pick(random, 362) * DAY + between(random, 6 * 60, 17 * 60) * MINUTE;
    const corrective = random() < 0.4;
    let text = corrective ? `${k[2].split(' ').pop()!} ${oneOf(random, k[4])}` : `${k[2].split(' ').pop()!} ${oneOf(random, PM)}`;
    // The sterilisers' only door work in the year is the planted order and the 12-monthly seal change in June.
    if (k[0].includes('STE-SS')) text = text.replace(/door.*/, 'chamber drain slow');
    const done = created + between(random, 0, 9) * DAY;
    const open = done > T(11, 19);
    orders.push(
      order(
        k,
        created,
        corrective ? 'PM01' : 'PM02',
        text,
        open ? null : done,
        oneOf(random, people),
        open ? oneOf(random, ['REL  PRC', 'REL  PCNF PRC', 'CRTD']) : oneOf(random, STATUS),
        corrective ? oneOf(random, ['1', '2', '2', '3']) : '4',
      ),
    );
  }
  const ss = (n: number) => kit.find((k) => k[0] === `RGK-B2-ASP-STE-SS0${n}`)!;
  const target = order(
    ss(2),
    T(11, 10, 7, 12),
    'PM01',
    'SS-02 door gasket perished, replaced',
    T(11, 11, 15, 40),
    'D. HEGARTY',
    'TECO CNF  PRC',
    '1',
  );
  orders.push(
    target,
    order(ss(2), T(6, 3, 9, 0), 'PM02', 'SS-02 12M PM incl. door seal change', T(6, 4, 16, 0), 'K. LYNCH', 'CLSD CNF  PRC', '4'),
    order(ss(1), T(11, 12, 8, 30), 'PM02', 'SS-01 6M PM', T(11, 12, 16, 5), 'S. DALY', 'TECO CNF  PRC', '4'),
    order(ss(3), T(11, 9, 10, 5), 'PM01', 'SS-03 Bowie-Dick result marginal', T(11, 10, 11, 0), 'P. NAIR', 'TECO CNF  PRC', '2'),
    order(
      kit.find((k) => k[0] === 'RGK-B2-ASP-LYO-LY02')!,
      T(11, 10, 13, 20),
      'PM01',
      'LY-02 door gasket worn, replaced',
      T(11, 12, 10, 15),
      'C. BARRY',
      'TECO CNF  PRC',
      '2',
    ),
    order(
      kit.find((k) => k[0] === 'RGK-B2-ASP-WSH-WD03')!,
      T(11, 11, 9, 45),
      'PM01',
      'WD-03 door seal worn, replaced',
      T(11, 11, 14, 30),
      'E. RYAN',
      'TECO CNF  PRC',
      '3',
    ),
  );
  // Order numbers in the order the orders were raised, then sorted by functional location as the layout asks.
  orders.sort((a, b) => a.t - b.t);
  let no = 4_000_790_000;
  for (const o of orders) o.cells[0] = String((no += between(random, 1, 9)));
  orders.sort((a, b) => (a.floc === b.floc ? a.t - b.t : a.floc < b.floc ? -1 : 1));
  const headers = [
    'Order',
    'Type',
    'Created on',
    'Functional Location',
    'Equipment',
    'Equipment description',
    'Description',
    'P',
    'Act.finish',
    'Confirmed by',
    'MnWkCtr',
    'System Status',
  ];
  const widths = headers.map((h, i) => orders.reduce((w, o) => Math.max(w, o.cells[i]!.length), h.length));
  const row = (cells: readonly string[]) => `|${cells.map((c, i) => (i === 0 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('|')}|`;
  const rule = '-'.repeat(row(headers).length);
  const rows = orders.map((o) => row(o.cells));
  const needle = row(target.cells);
  const output = `${[
    `Display PM Orders: List                                   ${sapDate(T(11, 19))}`,
    '',
    'Plant RGK1   Period 19.11.2025 - 19.11.2026   Layout /PM_FLOC_CONF',
    '',
    rule,
    row(headers),
    rule,
    ...rows,
    rule,
    `${orders.length} orders selected`,
  ].join('\n')}\n`;
  const ask =
    'Last week one of the autoclaves in the sterile area was letting steam out round its door and somebody sorted it. Who did the job?';
  return probe('round 37: sap pm work orders', ask, 'run_shell', output, 'technician', needle);
}

/** The QMS's deviation export for the last twelve months, CSV with long text; the freezer's bank-holiday power loss. */
function qmsDeviationsCsv(): EconomicsTask {
  const random = seededRandom(37_008);
  /** Departments, their areas, and which kinds of deviation (TEMPLATES' indexes) they raise. */
  const DEPARTMENTS = [
    [
      'Production - OSD',
      ['C1.11 granulation', 'C2.04 compression', 'C2.11 compression', 'C3.02 coating', 'C1.03 dispensary'],
      [0, 0, 1, 4, 5],
    ],
    ['Production - Sterile', ['A2.01 filling', 'A2.02 filling', 'A3.01 lyo', 'A1.02 prep'], [1, 3, 3, 4, 5]],
    ['Packaging', ['B3 line 3', 'B3 line 7', 'B3 line 9', 'B3 line 11'], [2, 2, 1, 4]],
    ['QC Laboratory', ['Q1 HPLC lab', 'Q2 wet chem', 'Q3 micro', 'Q4 stability'], [6, 6, 8, 4, 1]],
    ['Warehouse', ['B4 cold rooms', 'B4 dispatch', 'B4 goods in'], [7, 7, 1]],
    ['Engineering', ['B5 utilities', 'roof plant'], [4, 5]],
  ] as const;
  const BATCHES = () =>
    `${oneOf(random, ['OLV', 'DXP', 'TRM', 'ZLM', 'CFR'])}-${oneOf(random, ['25', '26'])}-${String(between(random, 1, 520)).padStart(4, '0')}`;
  type Made = readonly [string, string, string, string, string];
  /** Deviation templates: title, description, immediate action, root cause category, root cause. */
  const TEMPLATES: readonly ((area: string) => Made)[] = [
    (area) => {
      const eq = `TP-${pad2(between(random, 1, 16))}`;
      return [
        `Tablet weight IPC out of limits on ${eq}`,
        `During IPC at ${pad2(between(random, 6, 21))}:${pad2(between(random, 0, 59))} two of twenty tablets from ${eq} (${area}) weighed below the 237.5 mg limit on batch OLV-${oneOf(random, ['25', '26'])}-${String(between(random, 1, 520)).padStart(4, '0')}. Press stopped, 100% check of the preceding 15 minutes segregated.`,
        'Segregated tablets; press re-set and IPC frequency doubled for 2 h',
        'Equipment',
        'Feed frame paddle wear causing uneven die fill',
      ];
    },
    (area) => [
      `Logbook entry missing for ${oneOf(
        random,
        area.startsWith('C')
          ? ['GRN-201', 'FBD-202', 'BLD-303', 'CT-501', 'TP-07']
          : area.startsWith('A')
            ? ['FIL-L2', 'LY-03', 'SS-01', 'WD-04']
            : area.startsWith('B3')
              ? [`PKG-L${area.split(' ').pop()!}`]
              : area.startsWith('B4')
                ? ['CR-02', 'CR-05']
                : ['HPLC-12', 'HPLC-31', 'DIS-04'],
      )} cleaning`,
      `Review of equipment logbook in ${area} found the cleaning entry of ${pad2(between(random, 1, 28))}-${oneOf(random, MONTHS)} not signed by the verifier. Cleaning record in MES complete.`,
      'Logbook reviewed with shift lead; entry completed as late entry per SOP-QA-012',
      'Human error',
      'Second-person verification skipped at shift change',
    ],
    (area) => [
      `Label reconciliation discrepancy on ${area}`,
      `Carton reconciliation for batch ${BATCHES()} out by ${between(random, 1, 6)} cartons against the 0 tolerance. Line clearance and bin search performed.`,
      'Line held, search of line and waste bins, cartons found in reject bin',
      oneOf(random, ['Human error', 'Procedure']),
      'Rejected cartons from camera station not counted in reconciliation',
    ],
    (area) => [
      `EM action limit exceeded at ${oneOf(random, ['A2-SP-03', 'A2-SP-07', 'A2-CP-02', 'A3-SP-01', 'A1-SP-05'])}`,
      `Settle plate for ${area} read ${between(random, 1, 3)} CFU (Grade A action limit >= 1). Isolate identified as ${oneOf(random, ['Micrococcus luteus', 'Staphylococcus epidermidis', 'Bacillus cereus', 'Cutibacterium acnes'])}.`,
      'Batch placed on hold pending investigation; room re-sanitised',
      oneOf(random, ['Personnel', 'Environment']),
      oneOf(random, ['Gowning practice during intervention', 'Transfer of materials through RTP', 'Not determined']),
    ],
    (area) => [
      `Calibration overdue for ${oneOf(random, ['PI', 'TT', 'PT', 'FT'])}-${between(random, 1001, 4999)}`,
      `Instrument in ${area} found ${between(random, 1, 20)} days past calibration due date during walk-down. Instrument used in GMP operations in that period.`,
      'Instrument calibrated, as-found within tolerance',
      'Procedure',
      'Calibration work order not released due to planner absence',
    ],
    (area) => {
      const room = area.split(' ')[0]!;
      return [
        `Differential pressure alarm ${room}`,
        `BMS recorded dP between ${room} and corridor at ${between(random, 4, 9)} Pa (limit 10 Pa) for ${between(random, 3, 40)} minutes. Doors found closed.`,
        'Room operations paused; HVAC engineer attended',
        'Equipment',
        `AHU-${pad2(between(random, 1, 40))} damper actuator failure`,
      ];
    },
    (area) => [
      `OOS result ${oneOf(random, ['assay', 'dissolution', 'related substances', 'water content'])} batch ${BATCHES()}`,
      `Result outside specification in ${area}. Phase 1a laboratory investigation started per SOP-QC-031.`,
      'Batch placed on QA hold',
      oneOf(random, ['Laboratory error', 'Not determined', 'Process']),
      oneOf(random, ['Incorrect dilution of standard', 'Column degradation', 'Confirmed result, process investigation opened']),
    ],
    (area) => [
      `Temperature excursion cold room ${oneOf(random, ['CR-01', 'CR-03', 'CR-05', 'CR-06'])}`,
      `Cold room in ${area} reached ${(8.2 + random() * 2).toFixed(1)} C for ${between(random, 12, 55)} minutes during ${oneOf(random, ['defrost', 'a goods-in delivery', 'a door held open for pallet moves'])}. Product stored: Zelmura, Tramirin.`,
      'Stability data reviewed, product not impacted',
      'Equipment',
      'Door left open during pallet moves',
    ],
    (area) => [
      `Freezer ${oneOf(random, ['FRZ-QC-03', 'FRZ-QC-05', 'FRZ-MB-02'])} temperature alarm`,
      `Freezer in ${area} alarmed at ${(-14 - random() * 3).toFixed(1)} C on a weekday afternoon; door found not fully closed after sample retrieval. Recovered to -20 C within ${between(random, 15, 40)} minutes.`,
      'Door closed, contents assessed, no impact',
      'Human error',
      'Door not latched after use',
    ],
  ];
  const STATES = ['Closed - Done', 'Closed - Done', 'Closed - Done', 'QA Approval', 'Investigation', 'Closed - Cancelled'];
  const CAPA_STATES = ['Open', 'Implementation', 'Effectiveness Check', 'Closed - Effective', 'Closed - Effective'];
  const header =
    'PR ID,Record Type,Title,Date Opened,Department,Area,Classification,Description,Immediate Action,Root Cause Category,Root Cause,CAPA ID,CAPA Status,Owner,State,Date Closed';
  interface Row {
    t: number;
    cells: string[];
  }
  const rows: Row[] = [];
  const start = T(11, 19) - 365 * DAY;
  const row = (
    t: number,
    dept: string,
    area: string,
    made: Made,
    classification: string,
    capa: boolean,
    state: string,
    capaState = oneOf(random, CAPA_STATES),
  ): Row => ({
    t,
    cells: [
      '',
      'Deviation',
      made[0],
      ymd(t),
      dept,
      area,
      classification,
      made[1],
      made[2],
      made[3],
      made[4],
      capa ? '#CAPA' : '',
      capa ? capaState : '',
      person(random).name,
      state,
      state.startsWith('Closed') ? ymd(t + between(random, 10, 60) * DAY) : '',
    ],
  });
  for (let i = 0; i < 1_500; i++) {
    const t = start + pick(random, 360 * 24) * HOUR;
    const dept = oneOf(random, DEPARTMENTS);
    const area = oneOf(random, dept[1]);
    const classification = oneOf(random, ['Minor', 'Minor', 'Minor', 'Major', 'Incident']);
    const made = TEMPLATES[oneOf(random, dept[2])]!(area);
    rows.push(row(t, dept[0], area, made, classification, classification === 'Major' || random() < 0.15, oneOf(random, STATES)));
  }
  const target = row(
    T(8, 4, 8, 5),
    'QC Laboratory',
    'Q1 HPLC lab',
    [
      'Reference standard freezer FRZ-QC-07 out of range',
      'On arrival Tue 04-Aug-2026 07:20 analyst found the display of FRZ-QC-07 (-20 C, reference standards and retained working standards) blank and chamber at +9.8 C. Data logger shows supply lost from Sat 01-Aug 18:40 after RCD trip on DB-QC-2; BMS alarm not routed to on-call while lab unoccupied. 142 reference standard vials affected.',
      'Standards quarantined; freezer on alternative supply; reference standard suppliers contacted for stability data',
      'Equipment',
      'RCD trip on DB-QC-2 with no remote alarm routing for unoccupied periods',
    ],
    'Major',
    true,
    'Closed - Done',
    'Effectiveness Check',
  );
  rows.push(target);
  rows.push(
    row(
      T(1, 20, 9, 10),
      'QC Laboratory',
      'Q4 stability',
      [
        'Stability chamber SC-04 power interruption',
        'Stability chamber SC-04 (25 C/60% RH) lost power for 3 h 10 min during storm on Sun 18-Jan-2026; chamber recovered within limits 40 min after supply restored.',
        'Excursion assessed against stability protocol; pull points not affected',
        'Equipment',
        'Site power outage during storm, UPS not rated for chamber load',
      ],
      'Major',
      true,
      'Closed - Done',
      'Closed - Effective',
    ),
    row(
      T(8, 11, 14, 30),
      'QC Laboratory',
      'Q3 micro',
      [
        'Freezer FRZ-MB-02 temperature alarm',
        'Freezer in Q3 micro alarmed at -15.2 C on a weekday afternoon; door found not fully closed after sample retrieval. Recovered to -20 C within 25 minutes.',
        'Door closed, contents assessed, no impact',
        'Human error',
        'Door not latched after use',
      ],
      'Minor',
      false,
      'Closed - Done',
    ),
    row(
      T(10, 26, 8, 0),
      'Engineering',
      'B5 utilities',
      [
        'Planned power shutdown extended beyond window',
        'Planned electrical shutdown of DB-QC-1 and DB-QC-2 for CAPA work overran by 2 h on Mon 26-Oct-2026 (bank holiday); freezers on temporary supply throughout.',
        'Temperatures verified by QC on return of supply',
        'Procedure',
        'Contractor resource shortfall',
      ],
      'Minor',
      false,
      'Closed - Done',
    ),
  );
  rows.sort((a, b) => a.t - b.t);
  let dev = 0;
  let capa = 0;
  let year = 0;
  for (const r of rows) {
    const y = new Date(r.t).getUTCFullYear();
    if (y !== year) {
      year = y;
      dev = y === 2025 ? 610 : 0;
      capa = y === 2025 ? 265 : 0;
    }
    dev += 1;
    r.cells[0] = `DEV-${y}-${String(dev).padStart(4, '0')}`;
    if (r.cells[11] === '#CAPA') r.cells[11] = `CAPA-${y}-${String((capa += 1)).padStart(4, '0')}`;
  }
  const needle = `${target.cells[11]},${target.cells[12]}`;
  const output = `${[header, ...rows.map((r) => r.cells.map(csv).join(','))].join('\n')}\n`;
  const ask =
    'HPRA are in for their inspection the week after next and the lead inspector sent over a pre-inspection list. One item is the time the QC freezer holding our reference standards lost power over the August bank holiday weekend; they want to see how we followed it up. Which CAPA did we open for that, and what stage is it at now?';
  return probe('round 37: qms deviations csv, preamble', ask, 'run_shell', output, 'capa', needle);
}

/** Empower's project audit trail for the solids release project, as printed: three weeks; one hand-drawn baseline on an assay. */
function empowerAuditTrail(): EconomicsTask {
  const random = seededRandom(37_009);
  const stamp = (t: number) => {
    const d = new Date(t);
    return `${pad2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${new Date(t).toISOString().slice(11, 19)} GMT`;
  };
  const analysts = Array.from({ length: 14 }, () => person(random));
  const TESTS = ['ASSAY', 'RS', 'DISS', 'CU', 'ID'];
  const batches = [
    ...Array.from({ length: 30 }, (_, i) => `OLV-26-${String(446 + i).padStart(4, '0')}`),
    ...Array.from({ length: 14 }, (_, i) => `DXP-26-${String(196 + i).padStart(4, '0')}`),
  ];
  const rows: { t: number; cells: string[] }[] = [];
  const add = (at: number, who: { name: string; login: string }, type: string, object: string, action: string, comment: string) => {
    const t = at % MINUTE === 0 ? at + pick(random, 60) * 1_000 : at;
    rows.push({ t, cells: [stamp(t), who.login, who.name, type, object, action, comment] });
  };
  let resultId = 284_100;
  const MANUAL = [
    'Reason: baseline moved to valley, unresolved shoulder at RRT 1.12',
    'Reason: peak start set manually, noise spike at 2.1 min integrated by method',
    'Reason: tangent skim applied to tailing main peak per SOP-QC-044',
    'Reason: small impurity at RRT 0.87 not detected by method, added manually',
    'Reason: drop line moved, co-eluting placebo peak split from impurity',
  ];
  for (const batch of batches) {
    const base = T(11, 1, 7) + pick(random, 17 * 24 * 60) * MINUTE;
    for (const test of TESTS) {
      const analyst = oneOf(random, analysts);
      const reviewer = oneOf(
        random,
        analysts.filter((a) => a !== analyst),
      );
      let t = base + pick(random, 3 * 24 * 60) * MINUTE;
      const set = `${batch} ${test} SS${between(random, 1, 2)}`;
      add(t, analyst, 'Sample Set Method', set, 'Created', `From template ${batch.slice(0, 3)}_${test}_v${between(random, 3, 6)}`);
      t += between(random, 2, 10) * MINUTE;
      add(t, analyst, 'Sample Set', set, 'Acquisition Started', `System HPLC-${pad2(between(random, 1, 40))}`);
      const injections = test === 'DISS' || test === 'CU' ? between(random, 8, 14) : between(random, 5, 9);
      for (let n = 1; n <= injections; n++) {
        t += between(random, 12, 35) * MINUTE;
        add(
          t,
          analyst,
          'Injection',
          `${batch}-${test}-S${Math.ceil(n / 2)} Inj ${((n - 1) % 2) + 1}`,
          'Acquired',
          `Vial ${n + 4}, volume 10.0 uL`,
        );
      }
      t += between(random, 30, 300) * MINUTE;
      add(
        t,
        analyst,
        'Result Set',
        set,
        'Processed',
        `Processing method ${batch.slice(0, 3)}_${test}_PM_v${between(random, 2, 5)}, auto-integration`,
      );
      // Related substances get integrated by hand now and then; the other tests almost never do, and batch 0458's assay is planted.
      if ((test === 'RS' && random() < 0.5) || (test !== 'ID' && random() < 0.04 && batch !== 'OLV-26-0458' && batch !== 'OLV-26-0459'))
        for (let k = 0; k < (test === 'RS' ? between(random, 1, 3) : 1); k++) {
          t += between(random, 2, 25) * MINUTE;
          add(
            t,
            analyst,
            'Result',
            `${resultId + k} ${batch}-${test}-S${between(random, 1, 3)} Inj ${between(random, 1, 2)}`,
            'Manual Integration',
            oneOf(random, MANUAL),
          );
        }
      t += between(random, 2, 30) * MINUTE;
      add(
        t,
        analyst,
        'Result',
        `${(resultId += 10)} ${set}`,
        'Calculated',
        `Custom fields calculated; ${test === 'ASSAY' ? `mean assay ${(98.2 + random() * 3).toFixed(1)}%` : 'summary report generated'}`,
      );
      t += between(random, 1, 20) * MINUTE;
      add(t, analyst, 'Result', `${resultId} ${set}`, 'Signed Off (Analyst)', 'Meaning: Performed by');
      t += between(random, 3 * 60, 2 * 24 * 60) * MINUTE;
      add(t, reviewer, 'Result', `${resultId} ${set}`, 'Signed Off (Reviewer)', 'Meaning: Reviewed and approved');
    }
  }
  // Logins, method edits and system events between the runs.
  for (let i = 0; i < 900; i++) {
    const t = T(11, 1, 6) + pick(random, 18 * 24 * 60) * MINUTE + pick(random, 60_000);
    const who = oneOf(random, analysts);
    const roll = random();
    if (roll < 0.6)
      add(
        t,
        who,
        'User',
        who.login,
        oneOf(random, ['Logged In', 'Logged Out']),
        `Client ${oneOf(random, ['QCLAB-PC', 'CITRIX'])}${pad2(between(random, 1, 40))}`,
      );
    else if (roll < 0.8)
      add(
        t,
        who,
        'Sample Set',
        `${oneOf(random, batches)} SST`,
        'System Suitability Passed',
        `Plate count ${between(random, 6_000, 11_000)}, tailing ${(1 + random() * 0.4).toFixed(2)}, %RSD ${(0.1 + random() * 0.6).toFixed(2)}`,
      );
    else
      add(
        t,
        who,
        'Processing Method',
        `${oneOf(random, ['OLV', 'DXP'])}_${oneOf(random, TESTS)}_PM_v${between(random, 2, 5)}`,
        'Viewed',
        '',
      );
  }
  // The assay of OLV-26-0458: one injection integrated by hand; its dissolution too, and the neighbours' assays.
  const who = analysts[5]!;
  const target = T(11, 9, 15, 47, 31);
  add(
    target,
    who,
    'Result',
    '287577 OLV-26-0458-ASSAY-S2 Inj 1',
    'Manual Integration',
    'Reason: baseline redrawn valley to valley, placebo shoulder at 6.9 min included by method',
  );
  add(
    T(11, 10, 10, 2, 5),
    analysts[8]!,
    'Result',
    '287611 OLV-26-0458-DISS-S4 Inj 1',
    'Manual Integration',
    'Reason: drop line moved, co-eluting placebo peak split from API',
  );
  add(
    T(11, 6, 11, 20, 44),
    analysts[3]!,
    'Result',
    '287402 OLV-26-0459-ASSAY-S1 Inj 2',
    'Manual Integration',
    'Reason: peak end set manually, baseline disturbance after main peak',
  );
  rows.sort((a, b) => a.t - b.t);
  const headers = ['Date', 'User Name', 'Full Name', 'Object Type', 'Object Name', 'Action', 'Comments'];
  const lines = table(
    headers,
    rows.map((r) => r.cells),
  );
  const needle = lines.find((l) => l.includes('287577 OLV-26-0458-ASSAY-S2'))!;
  const output = `${[
    'Empower 3 Project Audit Trail',
    'Project: QC_RELEASE_SOLIDS    Database: EMPPROD    Printed: 19-Nov-2026 08:02:11 GMT    By: qa_reviewer',
    'Filter: Date >= 01-Nov-2026 00:00:00 GMT',
    '',
    lines[0]!,
    headers.map((h, i) => '-'.repeat(rows.reduce((w, r) => Math.max(w, r.cells[i]!.length), h.length))).join('  '),
    ...lines.slice(1),
    '',
    `${rows.length} entries`,
  ].join('\n')}\n`;
  const ask =
    'On the assay chromatograms for Olvanex batch 458, someone redrew a baseline themselves instead of leaving it to the processing method. Who was that, and what justification did they record?';
  return probe('round 37: empower audit trail, paraphrase', ask, 'run_shell', output, 'integration', needle);
}

/** The facility monitoring system's particle samples for filling line 2 overnight, as NDJSON; one short sample. */
function emParticleSamplesNdjson(): EconomicsTask {
  const random = seededRandom(37_010);
  const POINTS = [
    ['L2-A-01', 'A2.02', 'A', 'Fill needles'],
    ['L2-A-02', 'A2.02', 'A', 'Stopper bowl'],
    ['L2-A-03', 'A2.02', 'A', 'Stoppering station'],
    ['L2-A-04', 'A2.02', 'A', 'Vial infeed'],
    ['L2-A-05', 'A2.02', 'A', 'Capper transfer'],
    ['L2-A-06', 'A2.02', 'A', 'RTP door'],
    ['L2-B-01', 'A2.02', 'B', 'Operator position 1'],
    ['L2-B-02', 'A2.02', 'B', 'Operator position 2'],
    ['L2-B-03', 'A2.03', 'B', 'Airlock to A2.02'],
    ['L2-B-04', 'A2.04', 'B', 'Material airlock'],
  ] as const;
  const instruments = POINTS.map(() => `LAIII-310C-${digits(random, 6)}`);
  const lines: string[] = [];
  let needle = '';
  const targetAt = T(11, 19, 2, 37);
  for (let t = T(11, 18, 22); t < T(11, 19, 6); t += MINUTE) {
    POINTS.forEach(([point, room, grade, description], p) => {
      const short = point === 'L2-A-03' && t === targetAt;
      const flow = 28.1 + random() * 0.4;
      const seconds = short ? 6 : 60;
      const volume = (flow * seconds) / 60;
      const small = grade === 'A' ? (random() < 0.6 ? 0 : between(random, 1, grade === 'A' ? 12 : 300)) : between(random, 5, 420);
      const large = grade === 'A' ? (random() < 0.97 ? 0 : 1) : random() < 0.7 ? 0 : between(random, 1, 6);
      const record = {
        ts: `${iso(t + between(random, 0, 3) * 1_000)}Z`,
        point,
        room,
        grade,
        location: description,
        instrument: instruments[p],
        sample_s: seconds,
        flow_lpm: Number(flow.toFixed(1)),
        volume_l: Number(volume.toFixed(1)),
        counts: { '0.5um': small, '5.0um': large },
        per_m3: { '0.5um': Math.round((small / volume) * 1000), '5.0um': Math.round((large / volume) * 1000) },
        batch: 'ZLM-26-0116',
      };
      const text = JSON.stringify(record);
      if (short) needle = text;
      lines.push(text);
    });
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "I'm going through last night's non-viable particle monitoring for filling line 2 before the batch review. One of the samples doesn't look like a proper full sample compared with all the others, it took in far less air. Which monitoring point was it, and at what time?";
  return probe('round 37: em particle samples ndjson', ask, 'http_get', output, 'sample', needle);
}

/** `coldchain loggers list --since 2026-06-01`: the fridge-line shipments' loggers and their profiles; one odd profile. */
function coldChainLoggerProfiles(): EconomicsTask {
  const random = seededRandom(37_011);
  const CONSIGNEES = [
    ['CELTIC HC LIMERICK', 'IE-LIM road'],
    ['CELTIC HC DUBLIN', 'IE-DUB road'],
    ['ARDMORE BALLYCOOLIN', 'IE-DUB road'],
    ['CORK UNIV HOSPITAL', 'IE-CRK road'],
    ['ST JAMES HOSP PHARM', 'IE-DUB road'],
    ['LAGAN MED LISBURN', 'GB-NIR road/ferry'],
    ['PENNINE WAKEFIELD', 'GB-ENG ferry'],
    ['PENNINE DAVENTRY', 'GB-ENG ferry'],
    ['RHEINPHARM DUISBURG', 'DE air'],
    ['DELTAMED TILBURG', 'NL road/ferry'],
    ['PHARMALOG LYON', 'FR air'],
    ['MEDIDISTRIB MADRID', 'ES air'],
  ] as const;
  const SHIPPERS = ['va-Q-tainer 12L', 'va-Q-tainer 27L', 'Softbox Silverpod MAX', 'Envirotainer RKN e1', 'CSafe RKN'];
  const MODELS = [
    ['TT4-USB', '10m'],
    ['TT Ultra', '5m'],
    ['LIBERO CB', '10m'],
  ] as const;
  const rows: string[][] = [];
  let needle = '';
  let shipmentNo = 2_604_100;
  const COUNT = 2_300;
  const targetAt = Math.floor(COUNT * 0.48);
  for (let i = 0; i < COUNT; i++) {
    const t = T(6, 1) + Math.floor((i / COUNT) * 170 * DAY) + pick(random, 6 * HOUR);
    const [consignee, lane] = oneOf(random, CONSIGNEES);
    const shipper = lane.includes('air') ? oneOf(random, SHIPPERS.slice(3)) : oneOf(random, SHIPPERS.slice(0, 3));
    const product = oneOf(random, ['ZLM 150mg/mL PFS', 'ZLM 150mg/mL PFS', 'TRM 5mg/mL 10mL vial']);
    const shipment = `SHP-${(shipmentNo += between(random, 1, 3))}`;
    const loggers = shipper.startsWith('Envirotainer') || shipper.startsWith('CSafe') ? 2 : 1;
    for (let k = 0; k < loggers; k++) {
      const [model, interval] = oneOf(random, MODELS);
      const odd = i === targetAt && k === 0;
      const row = [
        shipment,
        ymd(t),
        consignee,
        lane,
        product,
        shipper,
        k === 0 ? 'primary' : 'backup',
        `${model === 'LIBERO CB' ? 'LCB' : 'TT'}${digits(random, 8)}`,
        model,
        interval,
        oneOf(random, ['0m', '30m', '30m']),
        odd ? '15.0' : '2.0',
        odd ? '25.0' : '8.0',
        oneOf(random, ['10m', '30m', '30m']),
        t < T(11, 12)
          ? oneOf(random, ['STOPPED/READ', 'STOPPED/READ', 'STOPPED/READ', 'RETURNED'])
          : oneOf(random, ['RUNNING', 'STOPPED/READ']),
      ];
      rows.push(row);
      if (odd) needle = row.join('|');
    }
  }
  const headers = [
    'SHIPMENT',
    'SHIPPED',
    'CONSIGNEE',
    'LANE',
    'PRODUCT',
    'SHIPPER',
    'ROLE',
    'LOGGER_SN',
    'MODEL',
    'INTERVAL',
    'START_DLY',
    'LOW_C',
    'HIGH_C',
    'ALM_DLY',
    'STATE',
  ];
  const lines = table(headers, rows);
  needle = lines[rows.findIndex((r) => r.join('|') === needle) + 1]!;
  const output = `${['# coldchain loggers list --site RGK --profile-family 2-8C --since 2026-06-01', ...lines, `# ${rows.length} loggers on ${COUNT} shipments`].join('\n')}\n`;
  const ask =
    'Quality want us to double-check the temperature loggers that went out with our fridge-line shipments since June. One of them was programmed differently from every other one. Which shipment was it in?';
  return probe('round 37: cold chain logger profiles', ask, 'run_shell', output, 'shipment', needle);
}

/** `DESCRIBE HISTORY` of the lakehouse's batch genealogy table, shown in full: hourly merges; one run far smaller than the rest. */
function lakehouseTableHistory(): EconomicsTask {
  const random = seededRandom(37_012);
  interface Version {
    t: number;
    operation: string;
    parameters: string;
    job: string;
    metrics: string;
    blind: string;
  }
  const versions: Version[] = [];
  const cluster = '1107-061522-k9x2pq4m';
  const merge = (t: number, source: number): Version => {
    const updated = between(random, 0, Math.min(60, Math.floor(source / 10)));
    const inserted = source - updated;
    const copied = between(random, 900, 5_200);
    const added = Math.max(1, Math.round(source / 1_100) + between(random, 0, 1));
    const removed = between(random, 1, 3);
    const exec = Math.round(source * (2.4 + random() * 1.6) + between(random, 2_000, 4_000));
    const scan = Math.round(exec * (0.3 + random() * 0.1));
    return {
      t,
      operation: 'MERGE',
      parameters:
        '{predicate -> ["((target.lot_id = source.lot_id) AND (target.parent_lot_id = source.parent_lot_id))"], matchedPredicates -> [{"actionType":"update"}], notMatchedPredicates -> [{"actionType":"insert"}], notMatchedBySourcePredicates -> []}',
      job: `{812233419, mes_genealogy_hourly, ${between(random, 44_712_000, 44_799_999)}, ${between(random, 990_000_000, 999_999_999)}, svc-mes-ingest@veridane.ie}`,
      metrics: `{numTargetRowsCopied -> ${copied}, numTargetRowsDeleted -> 0, numTargetFilesAdded -> ${added}, numTargetBytesAdded -> ${Math.round((copied + source) * (880 + random() * 60))}, numTargetBytesRemoved -> ${Math.round(copied * (870 + random() * 60))}, numTargetRowsMatchedUpdated -> ${updated}, executionTimeMs -> ${exec}, numTargetRowsInserted -> ${inserted}, numTargetRowsMatchedDeleted -> 0, scanTimeMs -> ${scan}, numTargetRowsUpdated -> ${updated}, numOutputRows -> ${copied + source}, numTargetChangeFilesAdded -> 0, numSourceRows -> ${source}, numTargetFilesRemoved -> ${removed}, rewriteTimeMs -> ${exec - scan - between(random, 200, 900)}}`,
      blind: 'false',
    };
  };
  const targetT = T(11, 4, 15, 0, 38) + 412;
  let needleVersion = 0;
  for (let t = T(10, 6, 0); t < T(11, 19, 8); t += HOUR) {
    const d = new Date(t);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const at = t + between(random, 25, 58) * 1_000 + pick(random, 1_000);
    if (t === T(11, 4, 15)) {
      versions.push(merge(targetT, 43));
      needleVersion = versions.length - 1;
    } else versions.push(merge(at, weekend ? between(random, 1_100, 1_700) : between(random, 1_500, 2_600)));
    if (d.getUTCHours() === 2) {
      const files = between(random, 30, 60);
      versions.push({
        t: t + 15 * MINUTE + between(random, 0, 59) * 1_000,
        operation: 'OPTIMIZE',
        parameters: '{predicate -> [], auto -> false, clusterBy -> [], zOrderBy -> ["lot_id"]}',
        job: `{812233507, lakehouse_maintenance_nightly, ${between(random, 44_712_000, 44_799_999)}, ${between(random, 990_000_000, 999_999_999)}, svc-lakehouse-ops@veridane.ie}`,
        metrics: `{numRemovedFiles -> ${files}, numRemovedBytes -> ${between(random, 60_000_000, 95_000_000)}, p25FileSize -> ${between(random, 60_000_000, 70_000_000)}, numDeletionVectorsRemoved -> 0, minFileSize -> ${between(random, 20_000_000, 40_000_000)}, numAddedFiles -> ${between(random, 1, 3)}, maxFileSize -> ${between(random, 90_000_000, 130_000_000)}, p75FileSize -> ${between(random, 80_000_000, 100_000_000)}, p50FileSize -> ${between(random, 70_000_000, 80_000_000)}, numAddedBytes -> ${between(random, 58_000_000, 92_000_000)}}`,
        blind: 'false',
      });
    }
    if (d.getUTCDay() === 0 && d.getUTCHours() === 4) {
      versions.push({
        t: t + 5 * MINUTE,
        operation: 'VACUUM START',
        parameters: '{retentionCheckEnabled -> true, defaultRetentionMillis -> 604800000, specifiedRetentionMillis -> 604800000}',
        job: `{812233507, lakehouse_maintenance_nightly, ${between(random, 44_712_000, 44_799_999)}, ${between(random, 990_000_000, 999_999_999)}, svc-lakehouse-ops@veridane.ie}`,
        metrics: `{numFilesToDelete -> ${between(random, 300, 900)}, sizeOfDataToDelete -> ${between(random, 400_000_000, 900_000_000)}}`,
        blind: 'true',
      });
    }
  }
  // DESCRIBE HISTORY lists the newest version first.
  const cells = versions.map((v, i) => [
    String(i + 18_200),
    `${ymd(v.t)} ${new Date(v.t).toISOString().slice(11, 19)}`,
    v.job.split(', ').pop()!.replace('}', ''),
    v.operation,
    v.parameters,
    v.job,
    cluster,
    String(i + 18_199),
    'WriteSerializable',
    v.blind,
    v.metrics,
  ]);
  const headers = [
    'version',
    'timestamp',
    'userName',
    'operation',
    'operationParameters',
    'job',
    'clusterId',
    'readVersion',
    'isolationLevel',
    'isBlindAppend',
    'operationMetrics',
  ];
  const widths = headers.map((h, i) => cells.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const row = (r: readonly string[]) => `|${r.map((c, i) => c.padEnd(widths[i]!)).join('|')}|`;
  const border = `+${widths.map((w) => '-'.repeat(w)).join('+')}+`;
  const needle = row(cells[needleVersion]!);
  const output = `${[
    'spark.sql("DESCRIBE HISTORY lakehouse.mes_silver.batch_genealogy").show(2000, truncate=False)',
    border,
    row(headers),
    border,
    ...cells.reverse().map(row),
    border,
    '',
  ].join('\n')}`;
  const ask =
    'The hourly job that merges MES batch genealogy into the lakehouse normally brings in a fairly steady amount every run. Looking back over the table history, one run stands out from all the others. Which version was it, and when did it run?';
  return probe('round 37: lakehouse table history', ask, 'run_sql', output, 'version', needle);
}

export function roundThirtySeven(): EconomicsTask[] {
  return [
    epcisAggregationEvents(),
    mesBatchRecordsXml(),
    edifactDesadv(),
    otDhcpdConf(),
    mesServerLogStackTrace(),
    calibrationAssetsJson(),
    sapPmWorkOrders(),
    qmsDeviationsCsv(),
    empowerAuditTrail(),
    emParticleSamplesNdjson(),
    coldChainLoggerProfiles(),
    lakehouseTableHistory(),
  ];
}
