/**
 * Probe round 41, written blind: a water utility, Calder Fell Water (treatment works SCADA and telemetry, network
 * pressure loggers, customer billing and smart metering, field work orders, the laboratory, the GIS, the cloud data
 * platform and on-call). "Today" is Thursday 19 November 2026 (Greenwich time). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - the smart meter head-end's midnight reads (minified JSON): what one customer's meter sent in last night;
 *  - the GIS hydrant layer as one line of WFS GML: what the hydrant outside a school gave on its last flow test;
 *  - PagerDuty's on-call entries for a fortnight (minified JSON): who is first on call for one works on Saturday night.
 * b. The answer a few lines away from the line the question's words match:
 *  - the telemetry outstation inventory (YAML): the IP address of one booster station's outstation;
 *  - the overnight billing run's log (Java stack traces): why one customer's bill failed;
 *  - the field work orders (pretty JSON): the street works permit for one burst main.
 * c. A question that paraphrases the output, or comes after a preamble:
 *  - the network pressure loggers' events: when the logger on one street flagged customers' taps going to a dribble;
 *  - the household bill register: whether one customer's bill used an estimated reading, and which;
 *  - a treatment works' overnight SCADA event journal: which filter took itself out of service for murky water, and when.
 * d. One value unlike its peers, with no error word near it:
 *  - the SCADA analogue alarm limits (CSV): the reservoir chlorine point whose limit is set unlike the others;
 *  - a week of laboratory results (CSV): the sample with far more dissolved minerals than any other;
 *  - the data platform's nightly load audit (snowsql table): the night one feed loaded a sliver of its usual rows.
 * Not among the bench's targets.
 *
 * First run, at 9c459ba (e01b046 with this file; `ROUNDS=41 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,826,366 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. f8ebb37, the head before this round's stop began,
 * finds 1/12 as well (77,846 tokens).
 *   round 41: ami daily reads api
 *     codex: 7,610 tokens, peak 7,512, 0/1 needles, 0 read-backs
 *     context-chef: 779 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,393 tokens, peak 6,935, 0/1 needles, 4 read-backs
 *     ours: 5,738 tokens, peak 2,484, 0/1 needles, 2 read-backs
 *   round 41: gis hydrants wfs gml
 *     codex: 8,240 tokens, peak 8,145, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 685, 0/1 needles, 0 read-backs
 *     context-chef-store: 20,838 tokens, peak 7,541, 0/1 needles, 4 read-backs
 *     ours: 19,218 tokens, peak 6,868, 0/1 needles, 4 read-backs
 *   round 41: pagerduty oncalls
 *     codex: 6,704 tokens, peak 6,622, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 597, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,659 tokens, peak 2,264, 0/1 needles, 4 read-backs
 *     ours: 5,579 tokens, peak 2,281, 0/1 needles, 4 read-backs
 *   round 41: telemetry outstations yaml
 *     codex: 17,012 tokens, peak 16,913, 0/1 needles, 0 read-backs
 *     context-chef: 837 tokens, peak 738, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,728 tokens, peak 3,321, 0/1 needles, 2 read-backs
 *     ours: 6,323 tokens, peak 2,791, 0/1 needles, 2 read-backs
 *   round 41: billing run stack trace
 *     codex: 16,497 tokens, peak 16,418, 0/1 needles, 0 read-backs
 *     context-chef: 793 tokens, peak 714, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,348 tokens, peak 1,372, 0/1 needles, 4 read-backs
 *     ours: 4,389 tokens, peak 943, 0/1 needles, 4 read-backs
 *   round 41: field work orders json
 *     codex: 13,265 tokens, peak 13,181, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 612, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,579 tokens, peak 2,789, 0/1 needles, 3 read-backs
 *     ours: 6,208 tokens, peak 2,357, 0/1 needles, 3 read-backs
 *   round 41: pressure logger events, preamble and paraphrase
 *     codex: 17,085 tokens, peak 16,973, 0/1 needles, 0 read-backs
 *     context-chef: 887 tokens, peak 775, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,918 tokens, peak 4,442, 0/1 needles, 2 read-backs
 *     ours: 7,556 tokens, peak 3,913, 0/1 needles, 2 read-backs
 *   round 41: bill register, preamble and paraphrase
 *     codex: 18,655 tokens, peak 18,530, 0/1 needles, 0 read-backs
 *     context-chef: 888 tokens, peak 763, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,557 tokens, peak 3,257, 0/1 needles, 4 read-backs
 *     ours: 6,378 tokens, peak 2,853, 1/1 needles, 4 read-backs
 *   round 41: scada event journal, paraphrase
 *     codex: 17,698 tokens, peak 17,593, 0/1 needles, 0 read-backs
 *     context-chef: 865 tokens, peak 760, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,592 tokens, peak 1,416, 0/1 needles, 4 read-backs
 *     ours: 4,502 tokens, peak 961, 0/1 needles, 4 read-backs
 *   round 41: scada alarm limits csv
 *     codex: 16,700 tokens, peak 16,606, 0/1 needles, 0 read-backs
 *     context-chef: 848 tokens, peak 754, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,666 tokens, peak 1,441, 0/1 needles, 4 read-backs
 *     ours: 4,631 tokens, peak 985, 0/1 needles, 4 read-backs
 *   round 41: lims results csv
 *     codex: 18,678 tokens, peak 18,590, 0/1 needles, 0 read-backs
 *     context-chef: 856 tokens, peak 768, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,386 tokens, peak 1,387, 0/1 needles, 4 read-backs
 *     ours: 3,363 tokens, peak 739, 0/1 needles, 4 read-backs
 *   round 41: warehouse load audit
 *     codex: 14,396 tokens, peak 14,295, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 575, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,738 tokens, peak 1,246, 0/1 needles, 4 read-backs
 *     ours: 4,169 tokens, peak 890, 0/1 needles, 4 read-backs
 */
import { between, chars, oneOf, pad2, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of November 2026: Greenwich time, so UTC is the local time. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** `2026-11-18T17:22:15Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-18` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `18/11/2026` */
const dmy = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** `2026-11-18 17:22:15.042` */
const millis = (t: number) => new Date(t).toISOString().slice(0, 23).replace('T', ' ');
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

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

/** Columns padded to their widest cell, `gap` spaces apart; the columns `right` names are right-aligned. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], right: readonly number[] = [], gap = 2): string[] {
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

/** A town or village of the supply area: its name, a three-letter code, its postcode district and its area. */
type Town = readonly [string, string, string, string];
const TOWNS: readonly Town[] = [
  ['Brackenby', 'BRK', 'FL1', 'North'],
  ['Hebblethwaite', 'HEB', 'FL3', 'North'],
  ['Ellerbeck', 'ELL', 'FL4', 'South'],
  ['Askwith Green', 'ASK', 'FL6', 'North'],
  ['Thornsett Bridge', 'THB', 'FL7', 'South'],
  ['Kettlesing Head', 'KSH', 'FL8', 'North'],
  ['Low Fold', 'LWF', 'FL9', 'East'],
  ['Holmebridge', 'HLB', 'FL11', 'West'],
  ['Calderfoot', 'CDF', 'FL12', 'East'],
  ['Netherwood', 'NTW', 'FL14', 'South'],
  ['Ravensclough', 'RVC', 'FL15', 'West'],
  ['Scar Top', 'SCT', 'FL17', 'West'],
  ['Fellside', 'FLS', 'FL18', 'East'],
  ['Kirkby Scar', 'KBS', 'FL20', 'West'],
  ['Marsden Clough', 'MDC', 'FL21', 'East'],
  ['Oxley Moor', 'OXM', 'FL22', 'South'],
];
const town = (name: string) => TOWNS.find(([n]) => n === name)!;
const STREETS = [
  'Station Road',
  'Moor Road',
  'Moor Lane',
  'Tannery Row',
  'Tannery Court',
  'Quarry Lane',
  'Mill Street',
  'Chapel Street',
  'Church Lane',
  'Beck Side',
  'Fold Lane',
  'High Street',
  'Back Lane',
  'Woodland Rise',
  'Holme Croft',
  'Ghyll Road',
  'Sheepfold Close',
  'Weavers Court',
  'Park Avenue',
  'Victoria Road',
  'Bridge Street',
  'Fell View',
  'Occupation Lane',
  'Intake Lane',
];
const FIRST = [
  'Gareth',
  'Priya',
  'Tom',
  'Aisha',
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
  'Eddie',
  'Nadia',
  'Graham',
  'Lucy',
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
  'Sutcliffe',
  'Greenwood',
  'Ackroyd',
  'Holroyd',
];
const postcode = (random: () => number, district: string) =>
  `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;
const PIPE_MATERIALS = ['CI', 'CI', 'SI', 'DI', 'DI', 'PE', 'PE', 'uPVC', 'AC'];

/** `GET /v3/reads/daily?date=2026-11-18` on the smart meter head-end: one line of JSON; one customer's midnight read. */
function amiDailyReadsApi(): EconomicsTask {
  const random = seededRandom(41_001);
  const MODELS = ['flowIQ 2200', 'flowIQ 2200', 'Hydrus 2.0', 'Cyble 5'];
  const serials = new Set<string>();
  const serial = () => {
    let s = '';
    while (!s || serials.has(s)) s = `${between(random, 21, 25)}${oneOf(random, ['KA', 'KA', 'DH', 'IT'])}${digits(random, 7)}`;
    serials.add(s);
    return s;
  };
  const ellerbeck = town('Ellerbeck');
  const meter = (place: Town, line1: string, leak = false) => {
    const [name, code, district] = place;
    const alarm = leak
      ? 'CONTINUOUS_FLOW'
      : random() < 0.035
        ? oneOf(random, ['CONTINUOUS_FLOW', 'BACKFLOW', 'TAMPER', 'DRY', 'LOW_TEMP'])
        : '';
    const night = leak ? 96 : alarm === 'CONTINUOUS_FLOW' ? between(random, 8, 60) : oneOf(random, [0, 0, 0, 0, 0, 1, 2, 3, 6]);
    return {
      meter_serial: serial(),
      premise_id: `CFW${digits(random, 9)}`,
      address: { line1, town: name, postcode: postcode(random, district) },
      dma: `${code}${pad2(between(random, 1, 6))}`,
      read_ts: '2026-11-19T00:00:00Z',
      register_m3: Number((40 + random() * 2_600).toFixed(3)),
      consumption_24h_l: leak ? 2_871 : between(random, 55, 760) + night * 20,
      night_flow_min_l_h: night,
      peak_flow_l_h: between(random, 240, 1_400),
      alarms: alarm ? [alarm] : [],
      quality: random() < 0.02 ? 'GAP_FILLED' : 'VALID',
      received_ts: isoZ(T(19, 0, between(random, 1, 58), between(random, 0, 59))),
      gateway: `GW-${code}-${pad2(between(random, 1, 9))}`,
      rssi_dbm: -between(random, 68, 117),
      battery_pct: between(random, 58, 100),
      model: oneOf(random, MODELS),
    };
  };
  const anywhere = () => {
    for (;;) {
      const place = oneOf(random, TOWNS);
      const line1 = `${between(random, 1, 140)} ${oneOf(random, STREETS)}`;
      if (!(place === ellerbeck && line1 === '23 Tannery Row')) return meter(place, line1);
    }
  };
  const COUNT = 2_400;
  let needle = '';
  const planted = new Map<number, () => object>([
    [Math.floor(COUNT * 0.43), () => meter(town('Brackenby'), '23 Tannery Row')],
    [Math.floor(COUNT * 0.47), () => meter(ellerbeck, '32 Tannery Row')],
    [
      Math.floor(COUNT * 0.5),
      () => {
        const target = meter(ellerbeck, '23 Tannery Row', true);
        const text = JSON.stringify(target);
        needle = text.slice(text.indexOf('"address"'), text.indexOf(',"night_flow_min_l_h"'));
        return target;
      },
    ],
    [Math.floor(COUNT * 0.55), () => meter(ellerbeck, '23 Tannery Court')],
  ]);
  const reads = Array.from({ length: COUNT }, (_, i) => planted.get(i)?.() ?? anywhere());
  const output = `${JSON.stringify({
    request_id: uuid(random),
    head_end: 'cfw-ami-he01',
    read_date: '2026-11-18',
    read_type: 'DAILY_MIDNIGHT',
    count: COUNT,
    reads,
    next_cursor: null,
  })}\n`;
  const ask =
    "Mrs Hughes at 23 Tannery Row in Ellerbeck has rung in because the app says she used a huge amount of water yesterday. What did her meter actually send us at midnight, the reading and the day's usage?";
  return probe('round 41: ami daily reads api', ask, 'http_get', output, 'meter', needle, true);
}

/** The GIS's WFS `GetFeature` for the hydrant layer: one line of GML; the flow test of the hydrant outside a school. */
function hydrantsWfsGml(): EconomicsTask {
  const random = seededRandom(41_002);
  const LANDMARKS = [
    'Methodist Chapel',
    'Village Hall',
    'The Fleece Inn',
    'Post Office',
    'Co-op',
    'Bus Shelter',
    'Fire Station',
    'Health Centre',
    'Cricket Club',
    'Garage',
    'Bowling Green',
    'Library',
    'Scout Hut',
    'War Memorial',
  ];
  const hebble = town('Hebblethwaite');
  /** A day this many days before 1 November. */
  const before = (lo: number, hi: number) => ymd(T(1, 0) - between(random, lo, hi) * DAY);
  let fid = 40_118;
  let needle = '';
  const member = (place: Town, street: string, where: string, keep = false) => {
    fid += between(random, 1, 6);
    const [name, , , area] = place;
    const body =
      `<cfw:asset_id>HYD${String(fid).padStart(7, '0')}</cfw:asset_id>` +
      `<cfw:hydrant_type>${oneOf(random, ['UG_SLUICE', 'UG_SLUICE', 'UG_SLUICE', 'UG_SCREWDOWN', 'PILLAR'])}</cfw:hydrant_type>` +
      `<cfw:street>${street}</cfw:street><cfw:town>${name}</cfw:town><cfw:location_desc>${where}</cfw:location_desc>` +
      `<cfw:main_id>MN${digits(random, 7)}</cfw:main_id><cfw:main_diameter_mm>${oneOf(random, [75, 80, 90, 100, 100, 100, 125, 150, 150, 180, 225])}</cfw:main_diameter_mm>` +
      `<cfw:main_material>${oneOf(random, PIPE_MATERIALS)}</cfw:main_material>` +
      `<cfw:flow_test_l_s>${(5 + random() * 31).toFixed(1)}</cfw:flow_test_l_s><cfw:residual_pressure_bar>${(0.8 + random() * 4.6).toFixed(1)}</cfw:residual_pressure_bar>` +
      `<cfw:flow_test_date>${before(20, 1_500)}</cfw:flow_test_date>`;
    if (keep) needle = body.slice(body.indexOf('<cfw:location_desc>'));
    return (
      `<wfs:member><cfw:hydrant gml:id="hydrant.${fid}">${body}` +
      `<cfw:static_pressure_bar>${(2 + random() * 6).toFixed(1)}</cfw:static_pressure_bar>` +
      `<cfw:fire_authority_ref>WFFRS/${area.slice(0, 1)}/${digits(random, 5)}</cfw:fire_authority_ref>` +
      `<cfw:status>${oneOf(random, ['IN_SERVICE', 'IN_SERVICE', 'IN_SERVICE', 'IN_SERVICE', 'IN_SERVICE', 'IN_SERVICE', 'DEFECT_REPORTED', 'OUT_OF_SERVICE'])}</cfw:status>` +
      `<cfw:marker_post>${oneOf(random, ['YES', 'YES', 'NO'])}</cfw:marker_post><cfw:last_inspection>${before(1, 720)}</cfw:last_inspection>` +
      `<cfw:geom><gml:Point gml:id="hydrant.${fid}.geom" srsName="urn:ogc:def:crs:EPSG::27700"><gml:pos>${(398_000 + random() * 33_000).toFixed(2)} ${(428_000 + random() * 30_000).toFixed(2)}</gml:pos></gml:Point></cfw:geom>` +
      `</cfw:hydrant></wfs:member>`
    );
  };
  const anywhere = () => {
    for (;;) {
      const place = oneOf(random, TOWNS);
      const street = oneOf(random, STREETS);
      if (place === hebble && street === 'Quarry Lane') continue;
      const n = between(random, 1, 160);
      const where = oneOf(random, [
        `O/S ${n}`,
        `O/S ${n}`,
        `OPP ${n}`,
        `JCT ${oneOf(random, STREETS)}`,
        `O/S ${oneOf(random, LANDMARKS)}`,
        `VERGE NR ${n}`,
        `REAR OF ${n}`,
      ]);
      return member(place, street, where);
    }
  };
  const COUNT = 1_500;
  const planted = new Map<number, () => string>([
    [Math.floor(COUNT * 0.41), () => member(town('Brackenby'), 'Quarry Lane', 'O/S Brackenby Junior School')],
    [Math.floor(COUNT * 0.46), () => member(hebble, 'Quarry Lane', 'O/S 14')],
    [Math.floor(COUNT * 0.5), () => member(hebble, 'Quarry Lane', 'O/S Hebblethwaite Primary School', true)],
    [Math.floor(COUNT * 0.53), () => member(hebble, 'Quarry Lane', 'JCT Mill Street')],
    [Math.floor(COUNT * 0.6), () => member(hebble, 'Moor Road', 'O/S Hebblethwaite High School')],
  ]);
  const members = Array.from({ length: COUNT }, (_, i) => planted.get(i)?.() ?? anywhere());
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:cfw="https://gis.calderfell.co.uk/cfw" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="http://www.opengis.net/wfs/2.0 http://schemas.opengis.net/wfs/2.0/wfs.xsd https://gis.calderfell.co.uk/cfw https://gis.calderfell.internal/geoserver/wfs?service=WFS&amp;version=2.0.0&amp;request=DescribeFeatureType&amp;typeName=cfw%3Ahydrant" ` +
    `numberMatched="${COUNT}" numberReturned="${COUNT}" timeStamp="2026-11-19T09:03:11.482Z">${members.join('')}</wfs:FeatureCollection>\n`;
  const ask =
    'The fire service are asking how much water they could get out of the hydrant outside the primary school on Quarry Lane in Hebblethwaite. What did it give the last time we flow tested it?';
  return probe('round 41: gis hydrants wfs gml', ask, 'http_get', output, 'flow', needle, true);
}

/** PagerDuty's `GET /oncalls` for this week and next: one line of JSON; who is first on call at one works on Saturday night. */
function pagerdutyOncalls(): EconomicsTask {
  const random = seededRandom(41_003);
  const ids = new Set<string>();
  const pid = () => {
    let id = '';
    while (!id || ids.has(id)) id = `P${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 6)}`;
    ids.add(id);
    return id;
  };
  const ref = (kind: string, type: string, summary: string) => {
    const id = pid();
    return {
      id,
      type,
      summary,
      self: `https://api.pagerduty.com/${kind}/${id}`,
      html_url: `https://calderfell.pagerduty.com/${kind}/${id}`,
    };
  };
  type Ref = ReturnType<typeof ref>;
  const names = new Set<string>();
  const person = () => {
    let name = '';
    while (!name || names.has(name)) name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    names.add(name);
    return ref('users', 'user_reference', name);
  };
  type Rota = 'shift' | 'daily' | 'weekly';
  interface Shift {
    readonly user: Ref;
    readonly start: number;
    readonly end: number;
  }
  interface Schedule {
    readonly ref: Ref;
    readonly shifts: readonly Shift[];
  }
  const since = T(16, 0);
  const until = T(30, 0);
  const schedules = new Map<string, Schedule>();
  /** A schedule's shifts across the window: twelve hours from 07:00 and 19:00, a day from 07:00, or a week from Monday 09:00. */
  const schedule = (name: string, rota: Rota, size: number): Schedule => {
    const found = schedules.get(name);
    if (found) return found;
    const people = Array.from({ length: size }, person);
    const [first, length] = rota === 'shift' ? [T(15, 19), 12 * 60] : rota === 'daily' ? [T(15, 7), 24 * 60] : [T(9, 9), 7 * 24 * 60];
    const shifts: Shift[] = [];
    let last: Ref[] = [];
    for (let start = first; start < until; start += length * MINUTE) {
      const free = people.filter((p) => !last.includes(p));
      const user = oneOf(random, free);
      last = [user, ...last].slice(0, Math.min(2, size - 1));
      shifts.push({ user, start, end: start + length * MINUTE });
    }
    const made = { ref: ref('schedules', 'schedule_reference', name), shifts };
    schedules.set(name, made);
    return made;
  };
  /** Escalation policies, each with its levels' schedules. */
  const POLICIES: readonly (readonly [string, readonly (readonly [string, Rota, number])[]])[] = [
    [
      'Treatment - Scar Top WTW',
      [
        ['Scar Top WTW - Shift Operators', 'shift', 6],
        ['Treatment North - Duty Manager', 'daily', 5],
        ['Treatment - Head of Production', 'weekly', 3],
      ],
    ],
    [
      'Treatment - Hollins Moor WTW',
      [
        ['Hollins Moor WTW - Shift Operators', 'shift', 6],
        ['Treatment North - Duty Manager', 'daily', 5],
        ['Treatment - Head of Production', 'weekly', 3],
      ],
    ],
    [
      'Treatment - Ellerbeck WTW',
      [
        ['Ellerbeck WTW - Shift Operators', 'shift', 6],
        ['Treatment South - Duty Manager', 'daily', 5],
        ['Treatment - Head of Production', 'weekly', 3],
      ],
    ],
    [
      'Treatment - Thornsett WTW',
      [
        ['Thornsett WTW - Shift Operators', 'shift', 5],
        ['Treatment South - Duty Manager', 'daily', 5],
        ['Treatment - Head of Production', 'weekly', 3],
      ],
    ],
    [
      'Treatment - Ravensclough WTW',
      [
        ['Ravensclough WTW - Shift Operators', 'shift', 5],
        ['Treatment South - Duty Manager', 'daily', 5],
        ['Treatment - Head of Production', 'weekly', 3],
      ],
    ],
    [
      'Network - North Control',
      [
        ['Network Control North - Controllers', 'shift', 6],
        ['Network North - Duty Engineer', 'daily', 6],
        ['Network - Duty Head of Service', 'weekly', 4],
      ],
    ],
    [
      'Network - South Control',
      [
        ['Network Control South - Controllers', 'shift', 6],
        ['Network South - Duty Engineer', 'daily', 6],
        ['Network - Duty Head of Service', 'weekly', 4],
      ],
    ],
    [
      'Water Quality Incidents',
      [
        ['WQ - Duty Scientist', 'daily', 6],
        ['WQ - Duty Manager', 'weekly', 4],
      ],
    ],
    [
      'Telemetry & SCADA',
      [
        ['SCADA Engineers - Primary', 'weekly', 5],
        ['SCADA Engineers - Secondary', 'weekly', 5],
        ['OT - Duty Manager', 'weekly', 3],
      ],
    ],
    [
      'Smart Metering Head-End',
      [
        ['AMI Platform - Primary', 'weekly', 4],
        ['AMI Platform - Secondary', 'weekly', 4],
        ['IT - Major Incident Manager', 'weekly', 4],
      ],
    ],
    [
      'Billing Platform',
      [
        ['Billing Support - Primary', 'weekly', 4],
        ['Billing Support - Secondary', 'weekly', 4],
        ['IT - Major Incident Manager', 'weekly', 4],
      ],
    ],
    [
      'Data Platform',
      [
        ['Data Engineering - Primary', 'weekly', 5],
        ['Data Engineering - Secondary', 'weekly', 5],
        ['IT - Major Incident Manager', 'weekly', 4],
      ],
    ],
    [
      'GIS Services',
      [
        ['GIS - Primary', 'weekly', 3],
        ['IT - Major Incident Manager', 'weekly', 4],
      ],
    ],
    [
      'Laboratory',
      [
        ['Lab - Duty Analyst', 'daily', 5],
        ['Lab - Quality Manager', 'weekly', 3],
      ],
    ],
    [
      'Customer Contact Systems',
      [
        ['Contact Centre IT - Primary', 'weekly', 4],
        ['Contact Centre IT - Secondary', 'weekly', 4],
        ['IT - Major Incident Manager', 'weekly', 4],
      ],
    ],
  ];
  interface Entry {
    readonly policy: number;
    readonly body: {
      escalation_policy: Ref;
      escalation_level: number;
      schedule: Ref;
      user: Ref;
      start: string;
      end: string;
    };
    readonly start: number;
  }
  const entries: Entry[] = [];
  let target: Entry['body'] | undefined;
  POLICIES.forEach(([name, levels], p) => {
    const policy = ref('escalation_policies', 'escalation_policy_reference', name);
    levels.forEach(([scheduleName, rota, size], level) => {
      const s = schedule(scheduleName, rota, size);
      for (const shift of s.shifts) {
        if (shift.end <= since) continue;
        const body = {
          escalation_policy: policy,
          escalation_level: level + 1,
          schedule: s.ref,
          user: shift.user,
          start: isoZ(shift.start),
          end: isoZ(shift.end),
        };
        if (scheduleName.startsWith('Hollins Moor') && shift.start === T(21, 19)) target = body;
        entries.push({ policy: p, body, start: shift.start });
      }
    });
  });
  entries.sort((a, b) => a.start - b.start || a.policy - b.policy || a.body.escalation_level - b.body.escalation_level);
  const text = JSON.stringify(target);
  const needle = text.slice(text.indexOf('"user"'), -1);
  const output = `${JSON.stringify({ oncalls: entries.map((e) => e.body), limit: 500, offset: 0, more: false, total: null })}\n`;
  const ask =
    'If something goes wrong at Hollins Moor treatment works late on Saturday night, say around eleven, who is the first person PagerDuty will ring?';
  return probe('round 41: pagerduty oncalls', ask, 'http_get', output, 'oncall', needle, true);
}

/** `telemetryctl outstations export --all -o yaml`: every outstation; the IP of one booster station's, a few lines under its name. */
function outstationsYaml(): EconomicsTask {
  const random = seededRandom(41_004);
  const KINDS: readonly (readonly [string, string, string])[] = [
    ['service_reservoir', 'Service Reservoir', 'SR'],
    ['service_reservoir', 'Service Reservoir', 'SR'],
    ['booster_pumping_station', 'Booster Pumping Station', 'BPS'],
    ['booster_pumping_station', 'Booster Pumping Station', 'BPS'],
    ['borehole', 'Borehole', 'BH'],
    ['water_tower', 'Water Tower', 'WT'],
    ['prv', 'PRV', 'PRV'],
    ['prv', 'PRV', 'PRV'],
    ['prv', 'PRV', 'PRV'],
    ['dma_meter', 'DMA Inlet Meter', 'DM'],
    ['dma_meter', 'DMA Inlet Meter', 'DM'],
    ['raw_water_pumping_station', 'Raw Water Pumping Station', 'RWPS'],
  ];
  const RTUS: readonly (readonly [string, string, readonly string[]])[] = [
    ['Ovarro', 'TBox LT2-530', ['2.41.7', '2.44.1']],
    ['Ovarro', 'TBox LT2-530', ['2.41.7', '2.44.1']],
    ['Ovarro', 'Kingfisher CP-30', ['9.2.0', '9.3.4']],
    ['Schneider Electric', 'SCADAPack 474', ['9.8.2', '9.9.0']],
    ['Ovarro', 'TBox MS-CPU32', ['1.56.3']],
  ];
  const ksh = town('Kettlesing Head');
  const TARGET = 'Kettlesing Head Booster Pumping Station';
  const TARGET_IP = '10.88.37.142';
  const names = new Set<string>([TARGET]);
  const ips = new Set<string>([TARGET_IP]);
  const areaNumber = (area: string) => ['North', 'South', 'East', 'West'].indexOf(area);
  const ip = (area: string) => {
    let a = '';
    while (!a || ips.has(a)) a = `10.88.${areaNumber(area) * 16 + between(random, 0, 15)}.${between(random, 10, 250)}`;
    ips.add(a);
    return a;
  };
  let seq = 0;
  const outstation = (place: Town, kind: (typeof KINDS)[number], name: string, fixed?: { ip: string; lastComms: number }) => {
    seq += between(random, 1, 4);
    const [, code, , area] = place;
    const radio = !fixed && random() < 0.12;
    const [make, model, firmware] = oneOf(random, RTUS);
    const classOf = kind[2] === 'PRV' || kind[2] === 'DM' ? 'C' : oneOf(random, ['A', 'B', 'B']);
    const status = fixed ? 'comms_fail' : oneOf(random, [...Array<string>(40).fill('ok'), 'comms_fail', 'maintenance']);
    const lastComms =
      fixed?.lastComms ??
      (status === 'ok' ? T(19, 8, 14) - between(random, 5, 900) * 1_000 : T(19, 8) - between(random, 1, 60) * 60 * MINUTE);
    const comms = radio
      ? [
          '  comms:',
          '    primary: UHF scanning radio',
          `    channel: ${oneOf(random, ['457.5625', '458.5125', '458.8375'])} MHz`,
          `    radio_address: ${between(random, 100, 4_000)}`,
          `    base_station: ${oneOf(random, ['Scar Top mast', 'Hollins Moor mast', 'Oxley Moor mast'])}`,
          '    backup: none',
        ]
      : [
          '  comms:',
          '    primary: 4G',
          `    carrier: ${oneOf(random, ['Vodafone IoT', 'Vodafone IoT', 'EE M2M'])}`,
          `    ip: ${fixed?.ip ?? ip(area)}`,
          '    apn: cfw-scada.m2m',
          `    iccid: "89441${digits(random, 14)}"`,
          `    backup: ${oneOf(random, ['none', 'none', 'PSTN dial-up', 'satellite'])}`,
        ];
    return [
      `- id: OS-${String(seq).padStart(5, '0')}`,
      `  name: ${name}`,
      `  site_code: ${code}-${kind[2]}${between(random, 1, 9)}`,
      `  type: ${kind[0]}`,
      `  area: ${area}`,
      ...comms,
      '  rtu:',
      `    make: ${make}`,
      `    model: ${model}`,
      `    firmware: ${oneOf(random, firmware)}`,
      `    serial: ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${digits(random, 7)}`,
      '  polling:',
      `    class: ${classOf}`,
      `    interval_s: ${classOf === 'A' ? 60 : classOf === 'B' ? 300 : 900}`,
      `  dma: ${code}${pad2(between(random, 1, 6))}`,
      `  location: {easting: ${between(random, 398_000, 431_000)}, northing: ${between(random, 428_000, 458_000)}}`,
      `  power: ${oneOf(random, ['mains', 'mains', 'mains + UPS', 'solar + battery'])}`,
      `  io: {di: ${between(random, 8, 48)}, do: ${between(random, 2, 16)}, ai: ${between(random, 2, 24)}, ao: ${between(random, 0, 4)}}`,
      `  commissioned: ${ymd(T(1, 0) - between(random, 100, 5_000) * DAY)}`,
      `  status: ${status}`,
      `  last_comms: "${isoZ(lastComms)}"`,
    ].join('\n');
  };
  const anywhere = () => {
    for (;;) {
      const place = oneOf(random, TOWNS);
      const kind = oneOf(random, KINDS);
      if (place === ksh && kind[2] === 'BPS') continue;
      const base =
        kind[2] === 'PRV'
          ? `${oneOf(random, STREETS)}, ${place[0]} PRV`
          : kind[2] === 'DM'
            ? `${place[1]}${pad2(between(random, 1, 9))} DMA Inlet Meter`
            : `${place[0]} ${kind[1]}`;
      let name = base;
      for (let k = 2; names.has(name) && k < 6; k++) name = `${base} No.${k}`;
      if (names.has(name)) continue;
      names.add(name);
      return outstation(place, kind, name);
    }
  };
  const sr = KINDS[0]!;
  const COUNT = 1_300;
  names.add('Kettlesing Head Service Reservoir');
  names.add('Kettlesing Head Water Tower');
  const planted = new Map<number, () => string>([
    [Math.floor(COUNT * 0.52), () => outstation(ksh, sr, 'Kettlesing Head Service Reservoir')],
    [Math.floor(COUNT * 0.55), () => outstation(ksh, KINDS[2]!, TARGET, { ip: TARGET_IP, lastComms: T(19, 4, 52, 18) })],
    [Math.floor(COUNT * 0.6), () => outstation(ksh, KINDS[5]!, 'Kettlesing Head Water Tower')],
  ]);
  const records = Array.from({ length: COUNT }, (_, i) => planted.get(i)?.() ?? anywhere());
  const output = `${[
    '# telemetryctl outstations export --all -o yaml',
    'apiVersion: telemetry.calderfell.co.uk/v1',
    'kind: OutstationList',
    'generated: "2026-11-19T08:14:02Z"',
    `count: ${COUNT}`,
    'items:',
    ...records,
  ].join('\n')}\n`;
  const ask =
    "Eddie's driving out to the booster station at Kettlesing Head because its telemetry has dropped out, and he wants to check the router while he's there. What IP address is the outstation there meant to be on?";
  return probe('round 41: telemetry outstations yaml', ask, 'run_shell', output, 'ip', `    ip: ${TARGET_IP}`);
}

/** The overnight billing run's log: thousands of bills, a few failures with stack traces; one club's root cause. */
function billRunLog(): EconomicsTask {
  const random = seededRandom(41_005);
  const lines: string[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string) =>
    lines.push(`${millis(t)} ${level.padEnd(5)} [${thread}] ${logger} - ${message}`);
  const accounts = new Set<string>();
  const account = () => {
    let a = '';
    while (!a || accounts.has(a)) a = `41${digits(random, 8)}`;
    accounts.add(a);
    return a;
  };
  const spid = () => `30${digits(random, 8)}W${digits(random, 2)}`;
  const meterSerial = () => `${between(random, 14, 25)}${oneOf(random, ['KA', 'DH', 'IT', 'EL'])}${digits(random, 7)}`;
  const TOP = [
    'com.calderfell.billing.run.BillCalculator.calculate(BillCalculator.java:131)',
    'com.calderfell.billing.run.BillRunWorker.process(BillRunWorker.java:97)',
    'com.calderfell.billing.run.BillRunWorker.lambda$run$0(BillRunWorker.java:64)',
    'java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)',
    'java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)',
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  /** A root cause: its `Caused by:` line and its own frames down to where the top frames join. */
  type Cause = readonly [string, readonly string[]];
  const tariff = (band: string, wholesaler: string, id: string): Cause => [
    `Caused by: com.calderfell.billing.tariff.TariffNotFoundException: No tariff for charge band ${band} effective 2026-10-01 (wholesaler ${wholesaler}, SPID ${id})`,
    [
      'com.calderfell.billing.tariff.TariffRepository.resolve(TariffRepository.java:88)',
      'com.calderfell.billing.tariff.TariffService.rateFor(TariffService.java:61)',
      'com.calderfell.billing.run.ChargeAssembler.volumetric(ChargeAssembler.java:302)',
      'com.calderfell.billing.run.ChargeAssembler.assemble(ChargeAssembler.java:207)',
    ],
  ];
  const readSequence = (): Cause => {
    const previous = 200 + random() * 3_000;
    return [
      `Caused by: com.calderfell.billing.reads.ReadSequenceException: Meter ${meterSerial()} read ${(previous - 1 - random() * 90).toFixed(3)} on 2026-11-${pad2(between(random, 9, 13))} is lower than previous read ${previous.toFixed(3)} on 2026-08-${pad2(between(random, 10, 14))} (no exchange or rollover recorded)`,
      [
        'com.calderfell.billing.reads.ReadSequencer.check(ReadSequencer.java:143)',
        'com.calderfell.billing.reads.ConsumptionCalculator.consumption(ConsumptionCalculator.java:77)',
        'com.calderfell.billing.run.ChargeAssembler.volumetric(ChargeAssembler.java:288)',
        'com.calderfell.billing.run.ChargeAssembler.assemble(ChargeAssembler.java:207)',
      ],
    ];
  };
  const surfaceWater = (): Cause => [
    'Caused by: java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "com.calderfell.billing.charges.SurfaceWaterBand.rate()" is null',
    [
      'com.calderfell.billing.charges.SurfaceWaterCharge.compute(SurfaceWaterCharge.java:52)',
      'com.calderfell.billing.run.ChargeAssembler.surfaceWater(ChargeAssembler.java:341)',
      'com.calderfell.billing.run.ChargeAssembler.assemble(ChargeAssembler.java:211)',
    ],
  ];
  const premise = (): Cause => [
    `Caused by: com.calderfell.billing.premise.PremiseNotFoundException: Premise CFW${digits(random, 9)} has no active supply point for period 2026-08-14..2026-11-13`,
    [
      'com.calderfell.billing.premise.PremiseService.activeSupply(PremiseService.java:119)',
      'com.calderfell.billing.run.ChargeAssembler.standing(ChargeAssembler.java:259)',
      'com.calderfell.billing.run.ChargeAssembler.assemble(ChargeAssembler.java:203)',
    ],
  ];
  const failure = (t: number, worker: number, acct: string, name: string, cycle: string, id: string, cause: Cause) => {
    log(
      t,
      'ERROR',
      `billrun-worker-${worker}`,
      'c.c.billing.run.BillRunWorker',
      `bill failed account=${acct} name="${name}" cycle=${cycle} spid=${id} - skipping`,
    );
    lines.push(
      `com.calderfell.billing.run.BillCalculationException: account ${acct}: charge assembly failed`,
      '\tat com.calderfell.billing.run.ChargeAssembler.assemble(ChargeAssembler.java:214)',
      ...TOP.map((f) => `\tat ${f}`),
      cause[0],
      ...cause[1].map((f) => `\tat ${f}`),
      `\t... ${TOP.length} more`,
    );
  };
  const saveFailure = (t: number, worker: number, acct: string, name: string, cycle: string, id: string) => {
    log(
      t,
      'ERROR',
      `billrun-worker-${worker}`,
      'c.c.billing.run.BillRunWorker',
      `bill failed account=${acct} name="${name}" cycle=${cycle} spid=${id} - will retry at end of run`,
    );
    lines.push(
      `com.calderfell.billing.store.BillStoreException: account ${acct}: bill could not be saved`,
      '\tat com.calderfell.billing.store.BillStore.save(BillStore.java:119)',
      '\tat com.calderfell.billing.run.BillRunWorker.process(BillRunWorker.java:103)',
      ...TOP.slice(2).map((f) => `\tat ${f}`),
      'Caused by: org.postgresql.util.PSQLException: ERROR: could not serialize access due to concurrent update',
      '\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)',
      '\tat org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2420)',
      '\tat org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:372)',
      '\tat org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:517)',
      '\tat org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)',
      '\tat com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)',
      '\tat com.calderfell.billing.store.BillStore.save(BillStore.java:112)',
      `\t... ${TOP.length - 1} more`,
    );
  };
  const householdName = () =>
    `${oneOf(random, ['MR', 'MRS', 'MS', 'MISS', 'DR'])} ${oneOf(random, FIRST).slice(0, 1)} ${oneOf(random, LAST).toUpperCase()}`;
  const COUNT = 6_000;
  const start = T(18, 23, 0, 4);
  log(
    start,
    'INFO',
    'main',
    'c.c.billing.run.BillRunJob',
    `Starting bill run BR-20261118-N cycles=[HH-Q4-07, NHH-M11] accounts=${COUNT} workers=8`,
  );
  log(
    start + 912,
    'INFO',
    'main',
    'c.c.billing.tariff.TariffService',
    'Loaded 1,284 tariff lines (charging year 2026/27, effective 2026-04-01 and 2026-10-01)',
  );
  log(
    start + 1_480,
    'INFO',
    'main',
    'c.c.billing.run.BillRunJob',
    'Reads cut-off 2026-11-13T23:59:59Z, read window 2026-11-06..2026-11-13',
  );
  /** Failures: at a fraction of the run, what they are. */
  const failures = new Map<number, (t: number, worker: number) => void>([
    [0.07, (t, w) => failure(t, w, account(), householdName(), 'HH-Q4-07', spid(), readSequence())],
    [0.13, (t, w) => failure(t, w, account(), 'THE FLEECE INN', 'NHH-M11', spid(), surfaceWater())],
    [0.19, (t, w) => saveFailure(t, w, account(), householdName(), 'HH-Q4-07', spid())],
    [0.24, (t, w) => failure(t, w, account(), householdName(), 'HH-Q4-07', spid(), premise())],
    [0.31, (t, w) => failure(t, w, account(), 'CALDERFOOT DAIRIES LTD', 'NHH-M11', spid(), tariff('NHH-MTR-100', 'YWS-W', spid()))],
    [0.37, (t, w) => failure(t, w, account(), 'HEBBLETHWAITE GOLF CLUB', 'NHH-M11', spid(), readSequence())],
    [0.44, (t, w) => failure(t, w, account(), householdName(), 'HH-Q4-07', spid(), readSequence())],
    [
      0.5,
      (t, w) => {
        const id = '3004118823W11';
        failure(t, w, '4100388215', 'BRACKENBY GOLF CLUB LTD', 'NHH-M11', id, tariff('NHH-MTR-050', 'CFW-W', id));
      },
    ],
    [0.56, (t, w) => failure(t, w, account(), 'BRACKENBY CRICKET CLUB', 'NHH-M11', spid(), surfaceWater())],
    [0.63, (t, w) => saveFailure(t, w, account(), householdName(), 'HH-Q4-07', spid())],
    [0.71, (t, w) => failure(t, w, account(), 'LOW FOLD CARAVAN PARK', 'NHH-M11', spid(), tariff('NHH-SW-B4', 'CFW-W', spid()))],
    [0.78, (t, w) => failure(t, w, account(), householdName(), 'HH-Q4-07', spid(), premise())],
    [0.86, (t, w) => failure(t, w, account(), householdName(), 'HH-Q4-07', spid(), readSequence())],
    [0.93, (t, w) => failure(t, w, account(), 'NETHERWOOD LEISURE CENTRE', 'NHH-M11', spid(), surfaceWater())],
  ]);
  accounts.add('4100388215');
  const failAt = new Map([...failures].map(([f, make]) => [Math.floor(COUNT * f), make]));
  let t = start + 4_000;
  let ok = 0;
  let held = 0;
  let failed = 0;
  for (let i = 0; i < COUNT; i++) {
    t += between(random, 80, 1_300);
    const worker = between(random, 1, 8);
    const thread = `billrun-worker-${worker}`;
    const fail = failAt.get(i);
    if (fail) {
      fail(t, worker);
      failed++;
      continue;
    }
    const nhh = random() < 0.08;
    const cycle = nhh ? 'NHH-M11' : 'HH-Q4-07';
    const readType = oneOf(random, ['A', 'A', 'S', 'S', 'S', 'C', 'E']);
    const m3 = nhh ? between(random, 20, 2_400) : between(random, 8, 95);
    const acct = account();
    if (random() < 0.012) {
      held++;
      const ratio = 3.6 + random() * 3;
      log(
        t,
        'WARN',
        thread,
        'c.c.billing.reads.ReadValidator',
        `account=${acct} held HIGH_CONSUMPTION m3=${Math.round(m3 * ratio)} previous=${m3} ratio=${ratio.toFixed(1)} read=${readType}`,
      );
      continue;
    }
    if (random() < 0.01)
      log(
        t - between(random, 5, 60),
        'WARN',
        thread,
        'c.c.billing.address.PafLookup',
        `account=${acct} PAF match score 0.${between(random, 61, 79)} below 0.80, using stored address`,
      );
    const net = m3 * (2.1047 + 2.3512) + (nhh ? 118.2 : 38.4);
    log(
      t,
      'INFO',
      thread,
      'c.c.billing.run.BillRunWorker',
      `billed account=${acct} cycle=${cycle} period=${nhh ? '2026-10-01..2026-10-31' : '2026-08-14..2026-11-13'} read=${readType} m3=${m3} net=${net.toFixed(2)} doc=INV${digits(random, 8)}`,
    );
    ok++;
    if ((i + 1) % 250 === 0)
      log(
        t + 3,
        'INFO',
        'billrun-monitor',
        'c.c.billing.run.BillRunJob',
        `progress ${i + 1}/${COUNT} (${(((i + 1) / COUNT) * 100).toFixed(1)}%) ok=${ok} held=${held} failed=${failed} rate=${(1_000 / 690).toFixed(1)}/s`,
      );
  }
  log(t + 2_211, 'INFO', 'main', 'c.c.billing.run.BillRunJob', `Retrying 2 bills after serialization failures`);
  log(
    t + 3_904,
    'INFO',
    'main',
    'c.c.billing.run.BillRunJob',
    `Bill run BR-20261118-N finished ok=${ok + 2} held=${held} failed=${failed - 2} elapsed=${((t - start) / MINUTE).toFixed(1)}min`,
  );
  const output = `${lines.join('\n')}\n`;
  const needle = tariff('NHH-MTR-050', 'CFW-W', '3004118823W11')[0];
  const ask =
    "Brackenby Golf Club's bill didn't come out of last night's billing run. What actually stopped it, what's the underlying error?";
  return probe('round 41: billing run stack trace', ask, 'run_shell', output, 'cause', needle);
}

/** The field work management API's open jobs, pretty JSON: the permit on one burst, a few lines under the street. */
function workOrdersJson(): EconomicsTask {
  const random = seededRandom(41_006);
  /** Job types: priority, the street works permit they need (if any) and what the call handler writes. */
  const TYPES: readonly (readonly [string, string, string | null, readonly string[]])[] = [
    [
      'BURST_MAIN',
      'P1',
      'IMMEDIATE_EMERGENCY',
      [
        'Burst main, water running down carriageway',
        'Water coming up through road surface, several customers without supply',
        'Main burst in footway, water entering property drive',
      ],
    ],
    [
      'LEAK_REPAIR',
      'P2',
      'IMMEDIATE_URGENT',
      [
        'Leak located on main by leakage technician, noise correlated',
        'Visible leak at joint in verge',
        'Leak on communication pipe outside property',
      ],
    ],
    ['STOPTAP_REPAIR', 'P3', 'MINOR', ['Boundary stop tap seized, customer cannot isolate', 'Stop tap chamber lid broken, trip hazard']],
    ['HYDRANT_REPAIR', 'P3', 'MINOR', ['Hydrant spindle seized on inspection', 'Hydrant leaking from outlet', 'Hydrant pit full of silt']],
    ['METER_EXCHANGE', 'P4', null, ['Smart meter exchange, legacy meter stopped', 'Meter exchange for AMI rollout']],
    ['NO_WATER_INVESTIGATION', 'P2', null, ['Customer reports no water', 'No water at property, neighbours OK']],
    ['LOW_PRESSURE_INVESTIGATION', 'P3', null, ['Customer reports low pressure upstairs', 'Pressure poor at peak times']],
    ['WATER_QUALITY_FLUSH', 'P3', null, ['Discoloured water complaints, flush from hydrant', 'Customer reports brown water after burst']],
    ['REINSTATEMENT', 'P4', 'STANDARD', ['Permanent reinstatement following repair', 'Reinstate footway flags']],
  ];
  const askwith = town('Askwith Green');
  const permits = new Set<string>();
  const permitRef = () => {
    let p = '';
    while (!p || permits.has(p)) p = `CW0${digits(random, 9)}-0${between(random, 1, 2)}`;
    permits.add(p);
    return p;
  };
  const woIds = new Set<string>();
  const woId = () => {
    let w = '';
    while (!w || woIds.has(w)) w = `WO-${digits(random, 7)}`;
    woIds.add(w);
    return w;
  };
  const person = () => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
  let needle = '';
  const job = (place: Town, street: string, type: (typeof TYPES)[number], keep = false) => {
    const [name, code, district] = place;
    const [kind, priority, permitType, texts] = type;
    const raised = T(19, 8) - between(random, 10, kind === 'BURST_MAIN' ? 20 * 60 : 6 * 24 * 60) * MINUTE;
    const status = oneOf(random, ['OPEN', 'DISPATCHED', 'DISPATCHED', 'EN_ROUTE', 'ON_SITE', 'AWAITING_PERMIT']);
    const permit = permitType ? permitRef() : '';
    if (keep) needle = `"permit_ref": "${permit}"`;
    return {
      id: woId(),
      type: kind,
      priority,
      status,
      raised_at: isoZ(raised),
      source: oneOf(random, ['CUSTOMER_CALL', 'CUSTOMER_CALL', 'TELEMETRY', 'LEAKAGE_TEAM', 'PLANNED']),
      description: oneOf(random, texts),
      location: {
        near: oneOf(random, ['o/s', 'opp', 'jct', 'rear of']) + ` ${between(random, 1, 150)}`,
        street,
        town: name,
        postcode: postcode(random, district),
        dma: `${code}${pad2(between(random, 1, 6))}`,
        easting: between(random, 398_000, 431_000),
        northing: between(random, 428_000, 458_000),
      },
      street_works: permitType
        ? {
            permit_ref: permit,
            permit_type: permitType,
            highway_authority: oneOf(random, ['Fell Valley Council', 'Calder District Council', 'National Highways']),
            traffic_management: oneOf(random, [
              'TWO_WAY_SIGNALS',
              'TWO_WAY_SIGNALS',
              'STOP_GO_BOARDS',
              'LANE_CLOSURE',
              'FOOTWAY_ONLY',
              'ROAD_CLOSURE',
            ]),
            valid_from: isoZ(raised + 30 * MINUTE),
            valid_to: isoZ(raised + between(random, 2, 10) * DAY),
          }
        : null,
      asset: {
        kind: kind === 'METER_EXCHANGE' ? 'METER' : kind === 'HYDRANT_REPAIR' ? 'HYDRANT' : 'MAIN',
        id: `${kind === 'METER_EXCHANGE' ? 'MTR' : kind === 'HYDRANT_REPAIR' ? 'HYD' : 'MN'}${digits(random, 7)}`,
        material: kind === 'METER_EXCHANGE' ? 'BRASS' : oneOf(random, PIPE_MATERIALS),
        diameter_mm:
          kind === 'METER_EXCHANGE' ? oneOf(random, [15, 15, 20, 25]) : oneOf(random, [63, 75, 90, 100, 125, 150, 180, 225, 300]),
        installed: kind === 'METER_EXCHANGE' ? between(random, 2004, 2024) : between(random, 1890, 2019),
      },
      assignment:
        status === 'OPEN'
          ? null
          : {
              crew: `NET-${code}-G${between(random, 1, 6)}`,
              lead: person(),
              vehicle: `YX${between(random, 66, 75)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
              eta: isoZ(T(19, 8) + between(random, -60, 300) * MINUTE),
            },
      customers_affected: kind === 'BURST_MAIN' || kind === 'NO_WATER_INVESTIGATION' ? between(random, 1, 240) : 0,
      updated_at: isoZ(T(19, 8) - between(random, 0, 600) * MINUTE),
    };
  };
  const anywhere = () => {
    for (;;) {
      const place = oneOf(random, TOWNS);
      const street = oneOf(random, STREETS);
      if (place === askwith && street === 'Moor Road') continue;
      return job(place, street, oneOf(random, TYPES));
    }
  };
  const burst = TYPES[0]!;
  const COUNT = 1_150;
  const planted = new Map<number, () => object>([
    [Math.floor(COUNT * 0.42), () => job(town('Thornsett Bridge'), 'Moor Road', burst)],
    [Math.floor(COUNT * 0.47), () => job(askwith, 'Moor Lane', burst)],
    [Math.floor(COUNT * 0.52), () => job(askwith, 'Moor Road', burst, true)],
    [Math.floor(COUNT * 0.58), () => job(askwith, 'Moor Road', TYPES[2]!)],
  ]);
  const data = Array.from({ length: COUNT }, (_, i) => planted.get(i)?.() ?? anywhere());
  const output = `${JSON.stringify({ data, page: 1, page_size: 2_000, total: COUNT, generated_at: '2026-11-19T08:03:55Z' }, null, 2)}\n`;
  const ask =
    'Highways are on the phone about the burst main on Moor Road in Askwith Green. What is the permit reference on our street works for that job?';
  return probe('round 41: field work orders json', ask, 'http_get', output, 'permit', needle);
}

/** `loggerhub events`: a week of the network pressure loggers' events, by logger; customers' complaint in their words. */
function pressureLoggerEvents(): EconomicsTask {
  const random = seededRandom(41_007);
  interface Logger {
    readonly id: string;
    readonly dma: string;
    readonly site: string;
    readonly threshold: number;
    readonly base: number;
    readonly quiet: boolean;
    readonly alarms: readonly (readonly [number, number, number, number])[];
  }
  const COUNT = 300;
  const heb = town('Hebblethwaite');
  const planted = new Map<number, (id: string) => Logger>([
    [
      Math.floor(COUNT * 0.3),
      (id) => ({
        id,
        dma: 'BRK02',
        site: 'Cragg Lane, Brackenby (o/s 12)',
        threshold: 15,
        base: 27,
        quiet: true,
        alarms: [[T(18, 17, 25, 48), 12.1, T(18, 18, 31, 2), 17.4]],
      }),
    ],
    [
      Math.floor(COUNT * 0.44),
      (id) => ({ id, dma: 'HEB03', site: 'Cragg Brow, Hebblethwaite (PRV outlet)', threshold: 20, base: 46, quiet: true, alarms: [] }),
    ],
    [
      Math.floor(COUNT * 0.5),
      (id) => ({
        id,
        dma: 'HEB03',
        site: 'Cragg Brow, Hebblethwaite (hyd o/s 87)',
        threshold: 15,
        base: 24,
        quiet: true,
        alarms: [
          [T(14, 7, 12, 5), 13.9, T(14, 7, 41, 50), 15.8],
          [T(18, 17, 22, 15), 9.8, T(18, 19, 6, 40), 16.3],
        ],
      }),
    ],
    [
      Math.floor(COUNT * 0.57),
      (id) => ({
        id,
        dma: 'HEB05',
        site: 'Moor Top Road, Hebblethwaite (hyd o/s 3)',
        threshold: 15,
        base: 26,
        quiet: true,
        alarms: [[T(18, 17, 41, 9), 13.2, T(18, 18, 12, 33), 15.9]],
      }),
    ],
  ]);
  const loggers: Logger[] = [];
  let seq = 4_120;
  for (let i = 0; i < COUNT; i++) {
    seq += between(random, 1, 3);
    const id = `PL-0${seq}`;
    const plant = planted.get(i);
    if (plant) {
      loggers.push(plant(id));
      continue;
    }
    let place = oneOf(random, TOWNS);
    while (place === heb && random() < 0.5) place = oneOf(random, TOWNS);
    const street = oneOf(random, STREETS);
    const site = oneOf(random, [
      `${street}, ${place[0]} (hyd o/s ${between(random, 1, 160)})`,
      `${street}, ${place[0]} (o/s ${between(random, 1, 160)})`,
      `${street}, ${place[0]} (PRV outlet)`,
      `${street}, ${place[0]} (PRV inlet)`,
      `${place[0]} SR outlet`,
      `${street}, ${place[0]} (critical point)`,
    ]);
    const threshold = oneOf(random, [10, 15, 15, 15, 20]);
    loggers.push({
      id,
      dma: `${place[1]}${pad2(between(random, 1, 6))}`,
      site,
      threshold,
      base: threshold + 8 + random() * 40,
      quiet: false,
      alarms: [],
    });
  }
  const lines: string[] = [];
  let events = 0;
  for (const logger of loggers) {
    const out: { t: number; text: string }[] = [];
    const add = (t: number, ch: string, event: string) =>
      out.push({ t, text: `${isoZ(t)} ${logger.id} dma=${logger.dma} site="${logger.site}" ch=${ch} event=${event}` });
    const alarms = [...logger.alarms];
    for (let d = 11; d <= 19; d++) {
      if (!logger.quiet && d < 19 && random() < 0.05) {
        const at = T(d, 0) + between(random, 0, 24 * 60 - 200) * MINUTE + between(random, 0, 59) * 1_000;
        alarms.push([
          at,
          logger.threshold - 0.3 - random() * 4,
          at + between(random, 12, 150) * MINUTE,
          logger.threshold + 0.4 + random() * 3,
        ]);
      }
      if (!logger.quiet && random() < 0.04) {
        const at = T(d, 0) + between(random, 0, 24 * 60 - 1) * MINUTE + between(random, 0, 59_999);
        if (at < T(19, 8))
          add(
            at,
            'P1',
            `TRANSIENT min=${(logger.base - 8 - random() * 10).toFixed(1)}m max=${(logger.base + 15 + random() * 30).toFixed(1)}m dur_ms=${between(random, 120, 2_400)}`,
          );
      }
    }
    for (const [at, value, clear, after] of alarms) {
      add(at, 'P1', `LO_PRESS_ALARM value=${value.toFixed(1)}m threshold=${logger.threshold.toFixed(1)}m`);
      add(clear, 'P1', `LO_PRESS_CLEAR value=${after.toFixed(1)}m threshold=${logger.threshold.toFixed(1)}m`);
    }
    for (let d = 11; d <= 19; d++) {
      const day = T(d - 1, 0);
      const low = alarms
        .filter(([at]) => at >= day && at < day + DAY)
        .reduce((m, [, v]) => Math.min(m, v - 0.2 - random() * 1.5), Infinity);
      const min = Math.min(low, logger.base - 4 - random() * 6);
      const max = logger.base + 6 + random() * 9;
      add(
        T(d, 0, 5) + between(random, 0, 240) * 1_000,
        'P1',
        `DAILY date=${ymd(day)} min=${min.toFixed(1)}m max=${max.toFixed(1)}m mean=${(logger.base + random() * 2).toFixed(1)}m samples=96`,
      );
      for (const hour of d === 19 ? [6] : [6, 18]) {
        const at = T(d, hour) + between(random, 0, 50 * 60) * 1_000;
        if (!logger.quiet && random() < 0.01) add(at + 20 * MINUTE, '-', 'COMMS_MISSED expected_upload=1 retry=next_window');
        else add(at, '-', `UPLOAD samples=48 batt=${(3.45 + random() * 0.2).toFixed(2)}V csq=${between(random, 8, 27)}`);
      }
    }
    out.sort((a, b) => a.t - b.t);
    events += out.length;
    lines.push(...out.map((o) => o.text));
  }
  const needle = `${isoZ(T(18, 17, 22, 15))} ${loggers[Math.floor(COUNT * 0.5)]!.id} dma=HEB03 site="Cragg Brow, Hebblethwaite (hyd o/s 87)" ch=P1 event=LO_PRESS_ALARM value=9.8m threshold=15.0m`;
  const output = `${[
    '# loggerhub events --group NETWORK-PRESSURE --from 2026-11-11T00:00:00Z --to 2026-11-19T08:00:00Z --sort logger,time',
    ...lines,
    `# ${events.toLocaleString('en-GB')} events from ${COUNT} loggers`,
  ].join('\n')}\n`;
  const ask =
    "We've had four or five calls this morning from people living at the top end of Cragg Brow in Hebblethwaite. They're all saying their taps went down to a dribble yesterday around teatime. Did our logger up there see it, and what time did it first flag it?";
  return probe('round 41: pressure logger events, preamble and paraphrase', ask, 'run_shell', output, 'alarm', needle);
}

/** `billrpt register`: the household bill register, page by page; whether one customer's bill was estimated. */
function billRegister(): EconomicsTask {
  const random = seededRandom(41_008);
  const WATER = 2.1047;
  const SEWER = 2.3512;
  const STANDING = 38.4;
  const ellerbeck = town('Ellerbeck');
  const accounts = new Set<string>();
  interface Row {
    readonly account: string;
    readonly cells: string[];
  }
  const row = (
    customer: string,
    place: Town,
    line1: string,
    prev: number,
    m3: number,
    readType: string,
    code = postcode(random, place[2]),
  ): Row => {
    let account = '';
    while (!account || accounts.has(account)) account = `4${between(random, 0, 2)}${digits(random, 8)}`;
    accounts.add(account);
    const prevDate = T(1, 0) - between(random, 80, 92) * DAY;
    const currDate = T(9, 0) + between(random, 0, 4) * DAY;
    const water = m3 * WATER;
    const sewer = m3 * SEWER;
    return {
      account,
      cells: [
        account,
        customer,
        `${line1} ${place[0]} ${code}`.toUpperCase(),
        `${between(random, 14, 25)}${oneOf(random, ['KA', 'DH', 'IT', 'EL'])}${digits(random, 7)}`,
        String(prev).padStart(5, '0'),
        dmy(prevDate),
        String(prev + m3).padStart(5, '0'),
        dmy(currDate),
        readType,
        String(m3),
        water.toFixed(2),
        sewer.toFixed(2),
        STANDING.toFixed(2),
        (water + sewer + STANDING).toFixed(2),
      ],
    };
  };
  const name = (
    surname = oneOf(
      random,
      LAST.filter((l) => l !== 'Okafor'),
    ),
  ) => `${oneOf(random, ['MR', 'MRS', 'MS', 'MISS', 'DR', 'MR & MRS'])} ${oneOf(random, FIRST).slice(0, 1)} ${surname.toUpperCase()}`;
  const rows: Row[] = [];
  for (let i = 0; i < 5_000; i++) {
    const place = oneOf(random, TOWNS);
    const line1 = `${between(random, 1, 140)} ${oneOf(random, STREETS)}`;
    if (place === ellerbeck && line1 === '7 Tannery Row') continue;
    rows.push(
      row(
        name(),
        place,
        line1,
        between(random, 40, 4_800),
        between(random, 9, 72),
        oneOf(random, ['A', 'A', 'A', 'S', 'S', 'S', 'S', 'C', 'E', 'E']),
      ),
    );
  }
  const target = row('MR K OKAFOR', ellerbeck, '7 Tannery Row', 1_841, 152, 'E', 'FL4 2QS');
  rows.push(
    target,
    row('MRS A OKAFOR', ellerbeck, '7 Tannery Court', 2_304, 38, 'A'),
    row('MS J WRIGHT', town('Brackenby'), '7 Tannery Row', 977, 41, 'E'),
    row('MR D SHAW', ellerbeck, '17 Tannery Row', 3_120, 35, 'A'),
  );
  rows.sort((a, b) => (a.account < b.account ? -1 : 1));
  // The register sorts by account; move the customer's row to about the middle by giving it an account there.
  const middle = rows.indexOf(target);
  const wanted = Math.floor(rows.length * 0.56);
  rows.splice(middle, 1);
  const before = rows[wanted - 1]!.account;
  const after = rows[wanted]!.account;
  const account = String(Math.floor((Number(before) + Number(after)) / 2));
  target.cells[0] = account;
  rows.splice(wanted, 0, target);
  const headers = [
    'ACCOUNT',
    'CUSTOMER',
    'SUPPLY ADDRESS',
    'METER',
    'PREV',
    'PREV DATE',
    'CURR',
    'CURR DATE',
    'RT',
    'M3',
    'WATER',
    'SEWERAGE',
    'STANDING',
    'TOTAL',
  ];
  const lines = table(
    headers,
    rows.map((r) => r.cells),
    [4, 6, 9, 10, 11, 12, 13],
  );
  const needle = lines[wanted + 1]!;
  const width = lines[0]!.length;
  const PAGE = 56;
  const out: string[] = [];
  for (let p = 0; p * PAGE < rows.length; p++) {
    out.push(
      `${'CALDER FELL WATER LTD'.padEnd(40)}BILL REGISTER - HOUSEHOLD METERED${`RUN BR-20261118-N   PRINTED 19/11/2026 06:02   PAGE ${String(p + 1).padStart(4)}`.padStart(width - 73)}`,
      'CYCLE HH-Q4-07   PERIOD TO 13/11/2026   RT (READ TYPE): A=ACTUAL, METER READER  C=CUSTOMER OWN READING  S=SMART METER  E=ESTIMATED',
      '',
      lines[0]!,
      '-'.repeat(width),
      ...lines.slice(1 + p * PAGE, 1 + (p + 1) * PAGE),
      '',
    );
  }
  const total = rows.reduce((s, r) => s + Number(r.cells[13]), 0);
  out.push(`TOTAL BILLS ${rows.length}   TOTAL BILLED £${total.toFixed(2)}   END OF REPORT`);
  const output = `${out.join('\n')}\n`;
  const ask =
    "I've got Mr Okafor on the line from 7 Tannery Row in Ellerbeck. His bill this quarter is more than three times what he normally pays, and he says nobody has been round to look at the meter since the summer. Was the bill worked out from a proper reading or did we guess it, and what reading did we use?";
  return probe('round 41: bill register, preamble and paraphrase', ask, 'run_shell', output, 'reading', needle);
}

/** The treatment works' SCADA event journal overnight: one filter tripped out of service on outlet turbidity. */
function scadaJournal(): EconomicsTask {
  const random = seededRandom(41_009);
  const events: { t: number; text: string }[] = [];
  /** An event; one planted on a whole second gets the milliseconds the journal would have given it. */
  const add = (at: number, point: string, kind: string, message: string) => {
    const t = at % 1_000 === 0 ? at + between(random, 1, 999) : at;
    events.push({ t, text: `${millis(t)}  SCT  ${point.padEnd(18)} ${kind.padEnd(6)} ${message}` });
  };
  const start = T(18, 18);
  const end = T(19, 8);
  const jitter = () => between(random, 0, 50_000);
  const f = (n: number) => `F${pad2(n)}`;
  /** Filters out of service (no flow through them), by number, from and to. */
  const offline: [number, number, number][] = [];
  const isOff = (n: number, t: number) => offline.some(([k, from, to]) => k === n && t >= from && t < to);
  const backwash = (n: number, at: number, why: string) => {
    const steps = [
      'FILTERING -> DRAIN DOWN',
      'DRAIN DOWN -> AIR SCOUR',
      'AIR SCOUR -> BACKWASH',
      'BACKWASH -> SETTLE',
      'SETTLE -> RUN TO WASTE',
      'RUN TO WASTE -> FILTERING',
    ];
    let t = at;
    steps.forEach((step, i) => {
      add(t, `RGF.${f(n)}.SEQ`, 'STATE', `Filter ${pad2(n)} sequence ${step}${i === 0 ? `  (initiated: ${why})` : ''}`);
      t += between(random, 3, 11) * MINUTE + between(random, 0, 59_000);
    });
    offline.push([n, at, t]);
  };
  backwash(3, T(18, 20, 10, 12), 'run time 72 h');
  backwash(9, T(19, 1, 21, 40), 'headloss 2.10 m');
  backwash(12, T(19, 5, 44, 3), 'run time 72 h');
  // An operator takes filter 11 out for a look, and puts it back.
  add(T(18, 23, 31, 9), `RGF.${f(11)}.SEQ`, 'STATE', 'Filter 11 sequence FILTERING -> OFFLINE  (operator request: r.doyle)');
  add(T(18, 23, 58, 47), `RGF.${f(11)}.SEQ`, 'STATE', 'Filter 11 sequence OFFLINE -> FILTERING  (operator request: r.doyle)');
  offline.push([11, T(18, 23, 31, 9), T(18, 23, 58, 47)]);
  // Filter 7 turns murky once in the evening, clears, then trips in the small hours.
  add(T(18, 21, 40, 22), `RGF.${f(7)}.TURB_OUT`, 'ALARM', 'HI    Filter 07 outlet turbidity 0.27 NTU (limit 0.25)');
  add(T(18, 21, 40, 51), 'HMI.SCT-HMI-02', 'ACK', 'Alarm RGF.F07.TURB_OUT HI acknowledged by r.doyle');
  add(T(18, 21, 46, 5), `RGF.${f(7)}.TURB_OUT`, 'NORMAL', 'Filter 07 outlet turbidity 0.19 NTU');
  add(T(19, 2, 9, 12), `RGF.${f(7)}.TURB_OUT`, 'ALARM', 'HI    Filter 07 outlet turbidity 0.29 NTU (limit 0.25)');
  add(T(19, 2, 12, 37), `RGF.${f(7)}.TURB_OUT`, 'ALARM', 'HIHI  Filter 07 outlet turbidity 0.53 NTU (limit 0.50)');
  const tripAt = T(19, 2, 14, 37) + 512;
  add(tripAt, `RGF.${f(7)}.SEQ`, 'STATE', 'Filter 07 sequence FILTERING -> OFFLINE  (trip: outlet turbidity HIHI for 120 s)');
  add(T(19, 2, 31, 4), 'HMI.SCT-HMI-02', 'ACK', 'Alarm RGF.F07.TURB_OUT HIHI acknowledged by m.nowak');
  offline.push([7, tripAt, end]);
  // Filter 5 trips too, but on headloss.
  add(T(19, 4, 49, 55), `RGF.${f(5)}.HEADLOSS`, 'ALARM', 'HIHI  Filter 05 headloss 2.46 m (limit 2.40)');
  const headlossTrip = T(19, 4, 51, 58);
  add(headlossTrip, `RGF.${f(5)}.SEQ`, 'STATE', 'Filter 05 sequence FILTERING -> OFFLINE  (trip: headloss HIHI for 120 s)');
  add(T(19, 5, 2, 10), `RGF.${f(5)}.SEQ`, 'STATE', 'Filter 05 sequence OFFLINE -> DRAIN DOWN  (operator request: m.nowak)');
  offline.push([5, headlossTrip, end]);
  // Other alarms that come and go.
  for (const [n, at, value] of [
    [2, T(19, 3, 30, 14), 0.26],
    [9, T(18, 22, 40, 2), 0.27],
    [4, T(19, 6, 55, 31), 0.26],
  ] as const) {
    add(at, `RGF.${f(n)}.TURB_OUT`, 'ALARM', `HI    Filter ${pad2(n)} outlet turbidity ${value.toFixed(2)} NTU (limit 0.25)`);
    add(
      at + between(random, 3, 9) * MINUTE,
      `RGF.${f(n)}.TURB_OUT`,
      'NORMAL',
      `Filter ${pad2(n)} outlet turbidity ${(0.15 + random() * 0.05).toFixed(2)} NTU`,
    );
  }
  add(T(19, 0, 40, 18), 'RAW.TURB', 'ALARM', 'HI    Raw water turbidity 14.8 NTU (limit 12.0)');
  add(T(19, 0, 41, 2), 'HMI.SCT-HMI-02', 'ACK', 'Alarm RAW.TURB HI acknowledged by r.doyle');
  add(T(19, 3, 12, 45), 'RAW.TURB', 'NORMAL', 'Raw water turbidity 10.9 NTU');
  add(T(18, 18, 2, 11), 'HMI.SCT-HMI-02', 'OPER', 'Operator r.doyle logged on');
  add(T(19, 1, 58, 40), 'HMI.SCT-HMI-01', 'OPER', 'Operator m.nowak logged on');
  add(T(19, 6, 1, 3), 'HMI.SCT-HMI-02', 'OPER', 'Operator r.doyle logged off');
  add(T(19, 7, 2, 30), 'HMI.SCT-HMI-02', 'OPER', 'Operator s.holroyd logged on');
  add(T(18, 19, 15, 40), 'COMMS.SCT-PLC03', 'SYS', 'Outstation SCT-PLC03 comms lost (no response 3 polls)');
  add(T(18, 19, 16, 52), 'COMMS.SCT-PLC03', 'SYS', 'Outstation SCT-PLC03 comms restored');
  // Readings: the works' analogues every five minutes, the filters' every ten.
  let raw = 41;
  let rawTurb = 6;
  let level = 3.4;
  for (let t = start; t < end; t += 5 * MINUTE) {
    raw += (random() - 0.5) * 0.8;
    rawTurb = Math.max(3, Math.min(15, rawTurb + (random() - 0.42) * 0.8));
    level = Math.max(2.6, Math.min(4.2, level + (random() - 0.5) * 0.12));
    add(t + jitter(), 'RAW.FLOW', 'VALUE', `Raw water inflow ${raw.toFixed(1)} Ml/d`);
    add(t + jitter(), 'RAW.TURB', 'VALUE', `Raw water turbidity ${rawTurb.toFixed(1)} NTU`);
    add(t + jitter(), 'RAW.COLOUR', 'VALUE', `Raw water colour ${between(random, 38, 61)} Hazen`);
    add(t + jitter(), 'FLOC.PH', 'VALUE', `Flocculation pH ${(6.15 + random() * 0.15).toFixed(2)}`);
    for (const c of [1, 2, 3])
      add(t + jitter(), `CLAR.C${c}.TURB`, 'VALUE', `Clarifier ${c} outlet turbidity ${(0.6 + random() * 0.9).toFixed(2)} NTU`);
    add(t + jitter(), 'CWT.LEVEL', 'VALUE', `Clear water tank level ${level.toFixed(2)} m`);
    add(t + jitter(), 'CWT.CL2', 'VALUE', `Contact tank free chlorine ${(1.55 + random() * 0.25).toFixed(2)} mg/l`);
    add(t + jitter(), 'FW.CL2', 'VALUE', `Final water free chlorine ${(0.72 + random() * 0.12).toFixed(2)} mg/l`);
    add(t + jitter(), 'FW.PH', 'VALUE', `Final water pH ${(7.6 + random() * 0.25).toFixed(2)}`);
    add(t + jitter(), 'FW.TURB', 'VALUE', `Final water turbidity ${(0.04 + random() * 0.05).toFixed(2)} NTU`);
    add(t + jitter(), 'FW.FLOW', 'VALUE', `Final water flow ${(raw - 1.5 - random()).toFixed(1)} Ml/d`);
    if ((t - start) % (10 * MINUTE) === 0)
      for (let n = 1; n <= 12; n++) {
        const at = t + jitter();
        const off = isOff(n, at);
        add(
          at,
          `RGF.${f(n)}.TURB_OUT`,
          'VALUE',
          `Filter ${pad2(n)} outlet turbidity ${(off ? 0.02 + random() * 0.02 : 0.07 + random() * 0.09).toFixed(2)} NTU`,
        );
        add(
          at + 400,
          `RGF.${f(n)}.HEADLOSS`,
          'VALUE',
          `Filter ${pad2(n)} headloss ${(off ? 0.1 + random() * 0.1 : 0.6 + random() * 1.3).toFixed(2)} m`,
        );
        add(at + 800, `RGF.${f(n)}.FLOW`, 'VALUE', `Filter ${pad2(n)} flow ${off ? '0.0' : (38 + random() * 6).toFixed(1)} l/s`);
      }
    if (random() < 0.12) {
      const pump = between(random, 1, 3);
      add(
        t + jitter(),
        `HLP.P${pump}`,
        'STATE',
        `High lift pump ${pump} ${oneOf(random, ['RUNNING -> STOPPED', 'STOPPED -> RUNNING'])}  (duty control: CWT level)`,
      );
    }
    if (random() < 0.08) add(t + jitter(), 'CHEM.NAOCL.P1', 'VALUE', `Hypochlorite dosing pump 1 speed ${between(random, 38, 57)} %`);
    if (random() < 0.05)
      add(
        t + jitter(),
        'CHEM.NAOCL.TANK',
        'VALUE',
        `Hypochlorite bulk tank level ${(62 - ((t - start) / (14 * 60 * MINUTE)) * 3).toFixed(1)} %`,
      );
  }
  events.sort((a, b) => a.t - b.t);
  const needle = events.find((e) => e.text.includes('Filter 07 sequence FILTERING -> OFFLINE'))!.text;
  const output = `${[
    '# scada-journal --site SCT --from "2026-11-18 18:00" --to "2026-11-19 08:00" (Scar Top WTW, all points)',
    ...events.map((e) => e.text),
  ].join('\n')}\n`;
  const ask =
    'The night shift at Scar Top mentioned that in the small hours one of the filters started letting murky water through, and the plant pulled it out of service by itself before anyone got to it. Which filter was it, and what time did it come out?';
  return probe('round 41: scada event journal, paraphrase', ask, 'run_shell', output, 'filter', needle);
}

/** The SCADA's analogue alarm limits as CSV: every point; one reservoir's chlorine limit ten times its siblings'. */
function scadaAlarmLimitsCsv(): EconomicsTask {
  const random = seededRandom(41_010);
  const header = 'FullName,Description,Units,EngLow,EngHigh,LoLo,Lo,Hi,HiHi,Deadband,Severity,Enabled';
  const rows: string[] = [];
  const num = (v: number | undefined, places = 2) => (v === undefined ? '' : v.toFixed(places));
  const point = (
    name: string,
    description: string,
    units: string,
    range: readonly [number, number],
    limits: readonly (number | undefined)[],
    deadband: number,
    places = 2,
  ) => {
    const row = [
      csv(name),
      csv(description),
      units,
      num(range[0], places),
      num(range[1], places),
      ...limits.map((l) => num(l, places)),
      num(deadband, places),
      String(oneOf(random, [2, 3, 3, 4])),
      random() < 0.015 && !name.endsWith('Free Cl2') ? 'FALSE' : 'TRUE',
    ].join(',');
    rows.push(row);
    return row;
  };
  const SUFFIXES = ['', ' High Level', ' Low Level', ' Moor', ' Top', ' Lane', ' Fold', ' Ridge'];
  const srNames = new Set<string>();
  while (srNames.size < 104) srNames.add(`${oneOf(random, TOWNS)[0]}${oneOf(random, SUFFIXES)}`);
  const TARGET = 'Netherwood Ridge';
  srNames.add(TARGET);
  let needle = '';
  for (const sr of srNames) {
    const place = TOWNS.find(([n]) => sr.startsWith(n))!;
    const base = `Network.${place[3]}.${sr} SR`;
    const depth = oneOf(random, [4, 4.5, 5, 6, 7.5]);
    point(`${base}.Level`, `${sr} SR level`, 'm', [0, depth], [0.6, 1.2 + random() * 0.4, depth - 0.5, depth - 0.25], 0.05);
    point(
      `${base}.Inlet Flow`,
      `${sr} SR inlet flow`,
      'l/s',
      [0, oneOf(random, [60, 120, 250])],
      [undefined, 1, undefined, undefined],
      0.5,
      1,
    );
    point(
      `${base}.Outlet Flow`,
      `${sr} SR outlet flow`,
      'l/s',
      [0, oneOf(random, [60, 120, 250])],
      [undefined, undefined, undefined, undefined],
      0.5,
      1,
    );
    const hi = 1 + random() * 0.2;
    const row = point(
      `${base}.Outlet.Free Cl2`,
      `${sr} SR outlet free chlorine`,
      'mg/l',
      [0, 2],
      [0.05, oneOf(random, [0.15, 0.2]), hi, sr === TARGET ? 16 : hi + 0.4 + random() * 0.2],
      0.02,
    );
    if (sr === TARGET) needle = row;
    point(`${base}.Outlet.Turbidity`, `${sr} SR outlet turbidity`, 'NTU', [0, 4], [undefined, undefined, 0.8, 1], 0.05);
    point(`${base}.Temperature`, `${sr} SR water temperature`, 'degC', [0, 30], [undefined, 2, 20, 25], 0.2, 1);
    point(
      `${base}.Inlet Valve.Position`,
      `${sr} SR inlet valve position`,
      '%',
      [0, 100],
      [undefined, undefined, undefined, undefined],
      1,
      1,
    );
  }
  const bps = new Set<string>();
  while (bps.size < 80) bps.add(`${oneOf(random, TOWNS)[0]}${oneOf(random, ['', ' Road', ' Lane', ' Moor', ' Top', ' No.2'])}`);
  for (const name of bps) {
    const place = TOWNS.find(([n]) => name.startsWith(n))!;
    const base = `Network.${place[3]}.${name} BPS`;
    const discharge = 5 + random() * 6;
    point(`${base}.Suction Pressure`, `${name} BPS suction pressure`, 'bar', [0, 10], [0.3, 0.6, 6, 8], 0.05);
    point(
      `${base}.Discharge Pressure`,
      `${name} BPS discharge pressure`,
      'bar',
      [0, 16],
      [undefined, discharge - 2, discharge + 2, discharge + 3.5],
      0.05,
    );
    point(
      `${base}.Flow`,
      `${name} BPS flow`,
      'l/s',
      [0, oneOf(random, [40, 80, 150])],
      [undefined, undefined, undefined, undefined],
      0.5,
      1,
    );
    for (const p of [1, 2]) {
      point(`${base}.Pump ${p}.Current`, `${name} BPS pump ${p} motor current`, 'A', [0, 80], [undefined, undefined, 55, 65], 0.5, 1);
      point(
        `${base}.Pump ${p}.Winding Temp`,
        `${name} BPS pump ${p} winding temperature`,
        'degC',
        [0, 150],
        [undefined, undefined, 110, 130],
        1,
        1,
      );
    }
  }
  for (let i = 0; i < 170; i++) {
    const place = oneOf(random, TOWNS);
    const street = oneOf(random, STREETS);
    const base = `Network.${place[3]}.${street} ${place[0]} PRV ${String(i + 1).padStart(3, '0')}`;
    const setpoint = between(random, 25, 55);
    point(
      `${base}.Inlet Pressure`,
      `${street}, ${place[0]} PRV inlet pressure`,
      'm',
      [0, 150],
      [undefined, setpoint + 5, undefined, undefined],
      0.5,
      1,
    );
    point(
      `${base}.Outlet Pressure`,
      `${street}, ${place[0]} PRV outlet pressure`,
      'm',
      [0, 100],
      [undefined, setpoint - 10, setpoint + 10, setpoint + 18],
      0.5,
      1,
    );
    point(
      `${base}.Flow`,
      `${street}, ${place[0]} PRV flow`,
      'l/s',
      [0, oneOf(random, [20, 40, 80])],
      [undefined, undefined, undefined, undefined],
      0.2,
      1,
    );
  }
  for (const works of ['Scar Top', 'Hollins Moor', 'Ellerbeck', 'Thornsett', 'Ravensclough']) {
    const base = `Treatment.${works} WTW`;
    point(`${base}.Raw.Flow`, `${works} raw water flow`, 'Ml/d', [0, 80], [undefined, 5, 70, 75], 0.5, 1);
    point(`${base}.Raw.Turbidity`, `${works} raw water turbidity`, 'NTU', [0, 50], [undefined, undefined, 12, 20], 0.2, 1);
    point(`${base}.Raw.Colour`, `${works} raw water colour`, 'Hazen', [0, 200], [undefined, undefined, 80, 120], 1, 0);
    point(`${base}.Raw.pH`, `${works} raw water pH`, 'pH', [0, 14], [5, 5.5, 8.5, 9], 0.05);
    for (let c = 1; c <= 3; c++)
      point(
        `${base}.Clarifier ${c}.Turbidity`,
        `${works} clarifier ${c} outlet turbidity`,
        'NTU',
        [0, 10],
        [undefined, undefined, 2, 3],
        0.05,
      );
    for (let n = 1; n <= 12; n++) {
      point(
        `${base}.Filter ${pad2(n)}.Outlet Turbidity`,
        `${works} filter ${pad2(n)} outlet turbidity`,
        'NTU',
        [0, 2],
        [undefined, undefined, 0.25, 0.5],
        0.01,
      );
      point(
        `${base}.Filter ${pad2(n)}.Headloss`,
        `${works} filter ${pad2(n)} headloss`,
        'm',
        [0, 3],
        [undefined, undefined, 2.1, 2.4],
        0.02,
      );
    }
    point(`${base}.Contact Tank.Free Cl2`, `${works} contact tank free chlorine`, 'mg/l', [0, 5], [0.8, 1.2, 2.5, 3], 0.02);
    point(`${base}.Final Water.Free Cl2`, `${works} final water free chlorine`, 'mg/l', [0, 5], [0.3, 0.45, 1.1, 1.4], 0.02);
    point(`${base}.Final Water.pH`, `${works} final water pH`, 'pH', [0, 14], [6.8, 7.2, 8.4, 8.8], 0.05);
    point(`${base}.Final Water.Turbidity`, `${works} final water turbidity`, 'NTU', [0, 2], [undefined, undefined, 0.3, 0.5], 0.01);
    point(`${base}.Final Water.Flow`, `${works} final water flow`, 'Ml/d', [0, 80], [undefined, 5, 70, 75], 0.5, 1);
  }
  rows.sort();
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "I'm going through the SCADA alarm limits export ahead of the DWI audit. One of the service reservoir chlorine alarms has a limit set nothing like its counterparts at the other reservoirs. Which point is it?";
  return probe('round 41: scada alarm limits csv', ask, 'run_shell', output, 'point', needle);
}

/** The LIMS's export of last week's results as CSV; one sample's conductivity far above every other's. */
function labResultsCsv(): EconomicsTask {
  const random = seededRandom(41_011);
  const WORKS: readonly (readonly [string, number])[] = [
    ['Scar Top', 140],
    ['Hollins Moor', 210],
    ['Ellerbeck', 320],
    ['Thornsett', 260],
    ['Ravensclough', 180],
  ];
  const SAMPLERS = ['J.Marsh', 'A.Begum', 'S.Evans', 'T.Barnes', 'K.Nowak', 'L.Greenwood'];
  interface Point {
    readonly id: string;
    readonly description: string;
    readonly zone: string;
    readonly conductivity: number;
    readonly type: 'SR' | 'WTW' | 'TAP';
  }
  const srPoints: Point[] = [];
  const used = new Set<string>();
  while (srPoints.length < 90) {
    const place = oneOf(random, TOWNS);
    const name = `${place[0]}${oneOf(random, ['', ' High Level', ' Low Level', ' Moor', ' Top', ' Lane', ' Ridge'])} SR Outlet`;
    if (used.has(name)) continue;
    used.add(name);
    const works = WORKS[TOWNS.indexOf(place) % WORKS.length]!;
    srPoints.push({
      id: `SR-${place[1]}${pad2(srPoints.length + 1)}-OUT`,
      description: name,
      zone: `${works[0]} WSZ`,
      conductivity: works[1],
      type: 'SR',
    });
  }
  const sampleIds = new Set<string>();
  interface Sample {
    readonly t: number;
    readonly point: Point;
    readonly sampler: string;
    readonly odd: boolean;
  }
  const samples: Sample[] = [];
  const WEEKDAYS = [12, 13, 16, 17, 18];
  const target = srPoints[37]!;
  srPoints.forEach((point, i) => {
    const day = point === target ? 16 : WEEKDAYS[i % WEEKDAYS.length]!;
    samples.push({ t: T(day, 8) + between(random, 0, 7 * 60) * MINUTE, point, sampler: oneOf(random, SAMPLERS), odd: point === target });
  });
  for (const [works, conductivity] of WORKS)
    for (let day = 12; day <= 18; day++)
      samples.push({
        t: T(day, 7) + between(random, 0, 90) * MINUTE,
        point: {
          id: `WTW-${works.slice(0, 3).toUpperCase()}-FW`,
          description: `${works} WTW Final Water`,
          zone: `${works} WSZ`,
          conductivity,
          type: 'WTW',
        },
        sampler: 'AUTO',
        odd: false,
      });
  for (let i = 0; i < 170; i++) {
    const place = oneOf(random, TOWNS);
    const works = WORKS[TOWNS.indexOf(place) % WORKS.length]!;
    samples.push({
      t: T(oneOf(random, WEEKDAYS), 9) + between(random, 0, 6 * 60) * MINUTE,
      point: {
        id: `ZT-${place[1]}-${digits(random, 4)}`,
        description: `${between(random, 1, 140)} ${oneOf(random, STREETS)}, ${place[0]} (kitchen tap)`,
        zone: `${works[0]} WSZ`,
        conductivity: works[1],
        type: 'TAP',
      },
      sampler: oneOf(random, SAMPLERS),
      odd: false,
    });
  }
  samples.sort((a, b) => a.t - b.t);
  const header =
    'sample_id,sample_point,point_description,supply_zone,sample_type,sampled_at,sampled_by,parameter,result,units,pcv,method,analysed_at,status';
  const rows: string[] = [];
  let needle = '';
  let seq = 118_200;
  for (const s of samples) {
    seq += between(random, 1, 3);
    let id = `S26-${seq}`;
    while (sampleIds.has(id)) id = `S26-${++seq}`;
    sampleIds.add(id);
    const free = s.point.type === 'WTW' ? 0.7 + random() * 0.15 : 0.12 + random() * 0.55;
    const temperature = s.point.type === 'WTW' ? 7 + random() * 1.5 : 6.5 + random() * 4;
    const results: (readonly [string, string, string, string, string])[] = [
      ['Free chlorine', free.toFixed(2), 'mg/l', '', 'DPD-COL'],
      ['Total chlorine', (free + 0.05 + random() * 0.12).toFixed(2), 'mg/l', '', 'DPD-COL'],
      [
        'Turbidity',
        (0.05 + random() * (s.point.type === 'TAP' ? 0.5 : 0.15)).toFixed(2),
        'NTU',
        s.point.type === 'WTW' ? '1' : '4',
        'NEPH-01',
      ],
      ['pH', (7.4 + random() * 0.6).toFixed(1), 'pH units', '6.5-9.5', 'PH-ELEC'],
      [
        'Conductivity @20C',
        String(s.odd ? 1_870 : Math.round(s.point.conductivity * (0.85 + random() * 0.3))),
        'uS/cm',
        '2500',
        'COND-ELEC',
      ],
      ['Temperature', temperature.toFixed(1), 'degC', '', 'FIELD'],
      ['Coliform bacteria', '0', 'cfu/100ml', '0', 'MF-CCA'],
      ['E. coli', '0', 'cfu/100ml', '0', 'MF-CCA'],
      ['Colony count 22C', String(oneOf(random, [0, 0, 1, 2, 3, 5, 8, 12])), 'cfu/ml', '', 'PP-YEA'],
    ];
    if (s.point.type !== 'SR') {
      results.push(['Iron', oneOf(random, ['<10', '<10', String(between(random, 10, 60))]), 'ug/l', '200', 'ICP-MS']);
      results.push(['Manganese', oneOf(random, ['<2', '<2', String(between(random, 2, 12))]), 'ug/l', '50', 'ICP-MS']);
      results.push(['Aluminium', String(between(random, 8, 45)), 'ug/l', '200', 'ICP-MS']);
    }
    if (s.point.type === 'TAP')
      results.push(['Lead', oneOf(random, ['<1.0', '<1.0', '<1.0', (1 + random() * 3).toFixed(1)]), 'ug/l', '10', 'ICP-MS']);
    const analysed = s.t + between(random, 3, 30) * 60 * MINUTE;
    for (const [parameter, result, units, pcv, method] of results) {
      const line = [
        id,
        s.point.id,
        csv(s.point.description),
        s.point.zone,
        s.point.type,
        new Date(s.t).toISOString().slice(0, 16).replace('T', ' '),
        s.sampler,
        parameter,
        result,
        units,
        pcv,
        method,
        new Date(method === 'FIELD' || method === 'DPD-COL' ? s.t : analysed).toISOString().slice(0, 16).replace('T', ' '),
        'AUTHORISED',
      ].join(',');
      rows.push(line);
      if (s.odd && parameter.startsWith('Conductivity')) needle = line;
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Looking over last week's water quality results: one sample had far more dissolved minerals in it than anything else we took. Which sample point was it, and when was it taken?";
  return probe('round 41: lims results csv', ask, 'run_shell', output, 'sample', needle);
}

/** `snowsql` over the nightly load audit: a hundred nights of every feed; one night one feed loaded a sliver of its rows. */
function warehouseLoadAudit(): EconomicsTask {
  const random = seededRandom(41_012);
  /** Feeds: source system, target table, rows on an ordinary night, spread, weekend share, bytes a row. */
  const FEEDS: readonly (readonly [string, string, number, number, number, number])[] = [
    ['ami_headend', 'RAW.AMI.ALARMS', 4_200, 0.2, 1, 310],
    ['ami_headend', 'RAW.AMI.INTERVAL_READS', 14_570_000, 0.008, 1, 96],
    ['ami_headend', 'RAW.AMI.METER_READS_DAILY', 611_800, 0.004, 1, 180],
    ['billing', 'RAW.BILLING.ACCOUNTS_SNAPSHOT', 1_412_300, 0.001, 1, 620],
    ['billing', 'RAW.BILLING.BILLS', 11_800, 0.15, 0.55, 940],
    ['billing', 'RAW.BILLING.PAYMENTS', 21_500, 0.12, 0.5, 240],
    ['crm', 'RAW.CRM.COMPLAINTS', 310, 0.2, 0.5, 2_100],
    ['crm', 'RAW.CRM.CONTACTS', 5_900, 0.15, 0.45, 1_300],
    ['dbt', 'MART.CUSTOMER.DAILY_CONSUMPTION', 611_500, 0.004, 1, 120],
    ['dbt', 'MART.LEAKAGE.DMA_NIGHT_FLOW', 412, 0, 1, 260],
    ['fwm', 'RAW.FIELD.TIMESHEETS', 1_450, 0.1, 0.35, 410],
    ['fwm', 'RAW.FIELD.WORK_ORDERS', 3_100, 0.12, 0.5, 1_800],
    ['gis', 'RAW.GIS.ASSETS_SNAPSHOT', 2_104_000, 0.001, 1, 880],
    ['gis', 'RAW.GIS.EDITS', 2_600, 0.25, 0.4, 1_100],
    ['lims', 'RAW.LAB.RESULTS', 4_900, 0.12, 0.4, 210],
    ['lims', 'RAW.LAB.SAMPLES', 420, 0.12, 0.4, 380],
    ['loggers', 'RAW.NETWORK.FLOW_15MIN', 118_100, 0.01, 1, 72],
    ['loggers', 'RAW.NETWORK.PRESSURE_15MIN', 307_200, 0.01, 1, 72],
    ['met_office', 'RAW.EXT.MET_OBS', 2_880, 0.005, 1, 160],
    ['pagerduty', 'RAW.OPS.INCIDENTS', 38, 0.2, 0.8, 3_400],
    ['scada_historian', 'RAW.SCADA.ANALOG_1MIN', 41_760_000, 0.006, 1, 64],
    ['scada_historian', 'RAW.SCADA.EVENTS', 186_000, 0.15, 1, 230],
  ];
  const first = T(11, 0) - 92 * DAY;
  const DAYS = 100;
  const ODD_DAY = 49;
  const FAILED: readonly (readonly [number, string])[] = [
    [23, 'RAW.CRM.CONTACTS'],
    [71, 'RAW.GIS.EDITS'],
  ];
  const rows: string[][] = [];
  let oddRow = -1;
  for (let d = 0; d < DAYS; d++) {
    const date = first + d * DAY;
    const weekday = new Date(date).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const [source, target, mean, spread, weekendShare, bytesPerRow] of FEEDS) {
      const failed = FAILED.some(([day, t]) => day === d && t === target);
      const catchUp = FAILED.some(([day, t]) => day === d - 1 && t === target);
      const growth = target.endsWith('SNAPSHOT') ? 1 + d * 0.00004 : 1;
      let count = Math.round(mean * growth * (weekend ? weekendShare : 1) * (1 + (random() - 0.5) * 2 * spread) * (catchUp ? 2 : 1));
      const odd = d === ODD_DAY && target === 'RAW.AMI.INTERVAL_READS';
      if (odd) count = 146_212;
      if (failed) count = 0;
      const started = date + DAY + (60 + between(random, 0, 150)) * MINUTE + between(random, 0, 59) * 1_000;
      const duration = failed ? between(random, 20, 400) : Math.max(4, Math.round(count / 60_000 + between(random, 3, 40)));
      rows.push([
        ymd(date),
        source,
        target,
        String(count),
        String(Math.round(count * bytesPerRow * (0.95 + random() * 0.1))),
        new Date(started).toISOString().slice(11, 19),
        String(duration),
        failed ? 'FAILED' : 'SUCCEEDED',
      ]);
      if (odd) oddRow = rows.length - 1;
    }
  }
  const headers = ['LOAD_DATE', 'SOURCE_SYSTEM', 'TARGET_TABLE', 'ROWS_LOADED', 'BYTES_LOADED', 'STARTED_AT', 'DURATION_S', 'STATUS'];
  const right = [3, 4, 6];
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const border = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (right.includes(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const body = rows.map(line);
  const output = `${[
    `* SnowSQL * v1.3.2`,
    'Type SQL statements or !help',
    border,
    line(headers),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('+')}|`,
    ...body,
    border,
    `${rows.length} Row(s) produced. Time Elapsed: 1.284s`,
  ].join('\n')}\n`;
  const needle = body[oddRow]!;
  const ask =
    "Something looks off in the warehouse's nightly load audit: on one night, one feed brought in only a tiny fraction of the rows it normally does, even though the load says it went through fine. Which feed and which night was that?";
  return probe('round 41: warehouse load audit', ask, 'run_shell', output, 'load', needle);
}

export function roundFortyOne(): EconomicsTask[] {
  return [
    amiDailyReadsApi(),
    hydrantsWfsGml(),
    pagerdutyOncalls(),
    outstationsYaml(),
    billRunLog(),
    workOrdersJson(),
    pressureLoggerEvents(),
    billRegister(),
    scadaJournal(),
    scadaAlarmLimitsCsv(),
    labResultsCsv(),
    warehouseLoadAudit(),
  ];
}
