/**
 * Probe round 30, written blind: a regional electricity distribution network operator (Fenmarch Power
 * Networks: substations and feeders, smart meters and their head-end, outage management, field crews and
 * vehicles, the contact centre, connections, flexibility markets, IT and OT security). "Today" is
 * Thursday 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - hes firmware campaign json: did the meter firmware update reach one customer's meter, and if not why.
 *  - flexibility dispatches xml: what a flexibility provider was instructed and delivered on one evening.
 *  - secondary substations geojson: how much spare capacity one village's pole-mounted transformer has.
 * b. The answer a few lines away from the line the question's words match:
 *  - standby rota yaml: which vehicle a named crew lead has for one night's standby.
 *  - iccp gateway log: what lies behind the early-morning drop of the link to the system operator.
 *  - oms incidents pretty json: when the customers off in one town are told their supply will be back.
 * c. A question that paraphrases the output or carries a preamble:
 *  - contact centre interactions jsonl: what the agent noted on one caller's power cut call.
 *  - connections applications report: what a housebuilder was quoted to connect a new estate.
 *  - ot firewall log: which firewall policy turned away a contractor's remote session.
 * d. One value unlike its peers:
 *  - feeder protection settings csv: which 11 kV feeder relay has an earth fault setting unlike the rest.
 *  - comms hub daily logfmt: which smart meter comms hub keeps a clock unlike all the others.
 *  - fleet telematics daily table: which electric van, on which day, used energy out of line with the rest.
 * Not among the bench's targets.
 *
 * First run, at 780d9b6 (ec36a7c with this file; `ROUNDS=30 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 4,422,918 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 87fe39b, the head before this round's stop began, finds the same 1/12
 * (77,458 tokens):
 *   round 30: hes firmware campaign json
 *     codex: 8,315 tokens, peak 8,209, 0/1 needles, 0 read-backs
 *     context-chef: 854 tokens, peak 748, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,310 tokens, peak 5,844, 0/1 needles, 4 read-backs
 *     ours: 6,926 tokens, peak 2,721, 0/1 needles, 3 read-backs
 *   round 30: flexibility dispatches xml
 *     codex: 7,245 tokens, peak 7,144, 0/1 needles, 0 read-backs
 *     context-chef: 756 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,051 tokens, peak 5,257, 0/1 needles, 4 read-backs
 *     ours: 12,512 tokens, peak 5,051, 0/1 needles, 4 read-backs
 *   round 30: secondary substations geojson
 *     codex: 7,165 tokens, peak 7,072, 0/1 needles, 0 read-backs
 *     context-chef: 729 tokens, peak 636, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,404 tokens, peak 984, 0/1 needles, 4 read-backs
 *     ours: 4,260 tokens, peak 930, 0/1 needles, 4 read-backs
 *   round 30: standby rota yaml
 *     codex: 14,280 tokens, peak 14,193, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,643 tokens, peak 2,877, 0/1 needles, 2 read-backs
 *     ours: 5,468 tokens, peak 2,406, 0/1 needles, 2 read-backs
 *   round 30: iccp gateway log
 *     codex: 15,728 tokens, peak 15,642, 0/1 needles, 0 read-backs
 *     context-chef: 810 tokens, peak 724, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,557 tokens, peak 5,899, 0/1 needles, 4 read-backs
 *     ours: 13,873 tokens, peak 5,522, 0/1 needles, 4 read-backs
 *   round 30: oms incidents pretty json
 *     codex: 12,700 tokens, peak 12,623, 0/1 needles, 0 read-backs
 *     context-chef: 655 tokens, peak 578, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,805 tokens, peak 1,267, 0/1 needles, 4 read-backs
 *     ours: 4,323 tokens, peak 927, 0/1 needles, 4 read-backs
 *   round 30: contact centre interactions jsonl, preamble and paraphrase
 *     codex: 14,175 tokens, peak 14,062, 0/1 needles, 0 read-backs
 *     context-chef: 785 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,560 tokens, peak 3,854, 0/1 needles, 2 read-backs
 *     ours: 6,240 tokens, peak 3,321, 0/1 needles, 2 read-backs
 *   round 30: connections applications report, paraphrase
 *     codex: 11,285 tokens, peak 11,180, 0/1 needles, 0 read-backs
 *     context-chef: 671 tokens, peak 566, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,838 tokens, peak 1,274, 0/1 needles, 4 read-backs
 *     ours: 4,539 tokens, peak 1,000, 0/1 needles, 4 read-backs
 *   round 30: ot firewall log, preamble
 *     codex: 15,096 tokens, peak 14,988, 0/1 needles, 0 read-backs
 *     context-chef: 805 tokens, peak 697, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,835 tokens, peak 1,272, 0/1 needles, 4 read-backs
 *     ours: 4,570 tokens, peak 974, 0/1 needles, 4 read-backs
 *   round 30: feeder protection settings csv
 *     codex: 22,170 tokens, peak 22,074, 0/1 needles, 0 read-backs
 *     context-chef: 982 tokens, peak 886, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,763 tokens, peak 1,452, 0/1 needles, 4 read-backs
 *     ours: 4,823 tokens, peak 1,029, 0/1 needles, 4 read-backs
 *   round 30: comms hub daily logfmt
 *     codex: 17,563 tokens, peak 17,478, 0/1 needles, 0 read-backs
 *     context-chef: 853 tokens, peak 768, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,107 tokens, peak 1,325, 0/1 needles, 4 read-backs
 *     ours: 4,305 tokens, peak 927, 1/1 needles, 4 read-backs
 *   round 30: fleet telematics daily table
 *     codex: 18,672 tokens, peak 18,574, 0/1 needles, 0 read-backs
 *     context-chef: 876 tokens, peak 778, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,688 tokens, peak 2,927, 0/1 needles, 2 read-backs
 *     ours: 5,692 tokens, peak 3,061, 0/1 needles, 2 read-backs
 */
import { between, chars, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026 (GMT, so UTC is local time). */
const T = (day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
const iso = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const HEX = '0123456789ABCDEF';
/** An EUI-64 as the smart metering system prints it: `00-1D-B4-...`. */
const eui64 = (random: () => number, prefix = '00-1D-B4') =>
  `${prefix}-${Array.from({ length: 5 }, () => chars(random, HEX, 2)).join('-')}`;

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

/** Towns of the licence area, with a postcode district. */
const TOWNS: readonly (readonly [string, string])[] = [
  ['Spalding', 'PE11'],
  ['Boston', 'PE21'],
  ['Wisbech', 'PE13'],
  ['Holbeach', 'PE12'],
  ['Long Sutton', 'PE12'],
  ['Sutton Bridge', 'PE12'],
  ['Bourne', 'PE10'],
  ['Stamford', 'PE9'],
  ['Sleaford', 'NG34'],
  ["King's Lynn", 'PE30'],
  ['March', 'PE15'],
  ['Chatteris', 'PE16'],
  ['Whittlesey', 'PE7'],
  ['Peterborough', 'PE1'],
  ['Grantham', 'NG31'],
  ['Skegness', 'PE25'],
  ['Louth', 'LN11'],
  ['Horncastle', 'LN9'],
  ['Ely', 'CB7'],
  ['Downham Market', 'PE38'],
  ['Crowland', 'PE6'],
  ['Market Deeping', 'PE6'],
  ['Donington', 'PE11'],
  ['Swineshead', 'PE20'],
];
const STREETS = [
  'Station Road',
  'Church Street',
  'West Street',
  'Pinchbeck Road',
  'Fen Lane',
  'Broadgate',
  'Sheep Market',
  'Holland Road',
  'Drove End',
  'Marsh Lane',
  'Mill Lane',
  'London Road',
  'Bridge Street',
  'Queens Road',
  'Halmer Gate',
  'Double Street',
  'Albert Street',
  'Chapel Lane',
  'Hawthorn Bank',
  'Cowbit Road',
  'Spalding Road',
  'Boston Road',
  'Winsover Road',
  'Park Road',
  'Stonegate',
  'Fleet Street',
];
/** Fenland villages, for substations and primaries. */
const VILLAGES = [
  'Gedney',
  'Gedney Drove End',
  'Whaplode',
  'Moulton',
  'Moulton Seas End',
  'Weston',
  'Cowbit',
  'Pinchbeck',
  'Surfleet',
  'Gosberton',
  'Quadring',
  'Sutterton',
  'Kirton',
  'Frampton',
  'Wyberton',
  'Fishtoft',
  'Butterwick',
  'Leverton',
  'Wrangle',
  'Friskney',
  'Tydd St Mary',
  'Lutton',
  'Gedney Hill',
  'Holbeach St Johns',
  'Sutton St James',
  'Parson Drove',
  'Wisbech St Mary',
  'Guyhirn',
  'Murrow',
  'Thorney',
  'Deeping St Nicholas',
  'Tongue End',
  'Baston',
  'Langtoft',
  'Rippingale',
  'Billingborough',
  'Helpringham',
  'Heckington',
  'Swaton',
  'Fleet',
  'Saracens Head',
  'Algarkirk',
];
const FIRST = [
  'Kieran',
  'Sophie',
  'Dean',
  'Agnieszka',
  'Craig',
  'Laura',
  'Nathan',
  'Chloe',
  'Jamie',
  'Rachel',
  'Lukas',
  'Emma',
  'Wayne',
  'Shona',
  'Adam',
  'Harpreet',
  'Mark',
  'Kelly',
  'Rob',
  'Amina',
];
const LAST = [
  'Doyle',
  'Pickering',
  'Mason',
  'Kaczmarek',
  'Whitehead',
  'Osborne',
  'Gill',
  'Brennan',
  'Fisher',
  'Rowe',
  'Vasiliauskas',
  'Barker',
  'Holmes',
  'Clarke',
  'Thorpe',
  'Sandhu',
  'Bowler',
  'Reeve',
  'Tindall',
  'Quinn',
];
const person = (random: () => number, avoid: readonly string[] = []) => {
  let name = '';
  while (!name || avoid.includes(name)) name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
  return name;
};
const postcode = (random: () => number, district: string) =>
  `${district} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`;

/** The head-end's device list for a meter firmware campaign, one line of JSON; one customer's failed update. */
function hesFirmwareCampaign(): EconomicsTask {
  const random = seededRandom(30_001);
  const MODELS: readonly (readonly [string, string, string])[] = [
    ['Landis+Gyr E470 5424', '3.04.012', '3.06.003'],
    ['Aclara SGM1412-B', '04.2.17', '04.3.02'],
    ['Secure Liberty 100', '1.9.41', '1.9.55'],
    ['EDMI ES-10B', '2.31.0', '2.33.1'],
  ];
  const FAILS: readonly (readonly [string, string])[] = [
    ['ACTIVATION_TIMEOUT', 'Device did not confirm image activation within 900 s'],
    ['DEVICE_UNREACHABLE', 'No response from communications hub after 3 retries'],
    ['TRANSFER_ABORTED', 'Image transfer aborted: WAN session dropped by CSP'],
    ['DUIS_REJECTED', 'Service request rejected by DCC: E3 device not in a valid state'],
    ['HUB_BUSY', 'Communications hub reported firmware distribution already in progress'],
  ];
  const streets = STREETS;
  const device = (
    i: number,
    premise?: { line1: string; town: string; postcode: string },
    status?: string,
    failure?: readonly [string, string],
  ) => {
    const [model, from, to] = oneOf(random, MODELS);
    const [town, district] = oneOf(random, TOWNS);
    const st =
      status ?? oneOf(random, ['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'PENDING', 'IN_PROGRESS', 'FAILED']);
    const scheduled = T(2, 1) + i * 1_700 + pick(random, 1_500) * 1_000;
    const last = scheduled + between(random, 1, 96) * HOUR + pick(random, 3_600) * 1_000;
    const fail = st === 'FAILED' ? (failure ?? oneOf(random, FAILS)) : undefined;
    return {
      device_id: eui64(random),
      device_type: 'ESME',
      mpan: `${oneOf(random, ['10', '14', '15'])}${digits(random, 11)}`,
      chf_id: eui64(random, '00-1D-B4'),
      premise: premise ?? { line1: `${between(random, 1, 160)} ${oneOf(random, streets)}`, town, postcode: postcode(random, district) },
      model,
      firmware: { from, to, image_id: `IMG-${to.replace(/\./g, '')}-${chars(random, HEX, 6)}` },
      status: st,
      attempts: st === 'PENDING' ? 0 : st === 'FAILED' ? 3 : between(random, 1, 2),
      scheduled_at: iso(scheduled),
      last_attempt_at: st === 'PENDING' ? null : iso(last),
      completed_at: st === 'SUCCEEDED' ? iso(last + between(random, 300, 2_400) * 1_000) : null,
      failure: fail ? { code: fail[0], reason: fail[1] } : null,
    };
  };
  const COUNT = 2_700;
  const devices: object[] = Array.from({ length: COUNT }, (_, i) => device(i));
  const mid = Math.floor(COUNT * 0.51);
  const targetFailure = [
    'IMAGE_VERIFICATION_FAILED',
    'Image hash mismatch after transfer: computed SHA-256 differs from signed manifest (block 611 of 1024)',
  ] as const;
  devices[mid] = device(mid, { line1: '7 Welland Terrace', town: 'Spalding', postcode: 'PE11 2TD' }, 'FAILED', targetFailure);
  const needle = `"failure":{"code":"${targetFailure[0]}","reason":"${targetFailure[1]}"}`;
  // The same house number in another town, the street's other houses, and a near street.
  const near = (k: number, line1: string, town: string, pc: string, status: string) =>
    (devices[k] = device(k, { line1, town, postcode: pc }, status));
  near(Math.floor(COUNT * 0.44), '7 Welland Terrace', 'Crowland', 'PE6 0BQ', 'SUCCEEDED');
  near(Math.floor(COUNT * 0.47), '17 Welland Terrace', 'Spalding', 'PE11 2TD', 'FAILED');
  near(Math.floor(COUNT * 0.55), '9 Welland Terrace', 'Spalding', 'PE11 2TD', 'SUCCEEDED');
  near(Math.floor(COUNT * 0.6), '7 Welland Close', 'Spalding', 'PE11 3RN', 'FAILED');
  const output = `${JSON.stringify({
    campaign: {
      id: 'FWC-2026-117',
      name: 'ESME firmware Q4 rollout wave 3 (South Lincs & Fens)',
      created_by: 'hes-ops',
      window: { from: iso(T(2, 1)), to: iso(T(20, 5)) },
      totals: { devices: COUNT },
    },
    devices,
    page: { number: 1, size: COUNT, next: null },
  })}\n`;
  const ask =
    "A customer at 7 Welland Terrace in Spalding rang to say her smart meter's display has been playing up ever since we started pushing out the new meter firmware. Did the update actually go onto her meter, and if it didn't, what went wrong?";
  return probe('round 30: hes firmware campaign json', ask, 'http_get', output, 'firmware', needle, true);
}

/** The flexibility platform's dispatches for a fortnight, as one line of XML grouped by zone; one provider's Tuesday evening. */
function flexDispatchesXml(): EconomicsTask {
  const random = seededRandom(30_002);
  const ZONES: readonly (readonly [string, string])[] = [
    ['CMZ-BOST-04', 'Boston Docks'],
    ['CMZ-BOUR-02', 'Bourne East'],
    ['CMZ-CHAT-01', 'Chatteris'],
    ['CMZ-HOLB-01', 'Holbeach'],
    ['CMZ-KLYN-05', "King's Lynn South"],
    ['CMZ-MARC-01', 'March Primary'],
    ['CMZ-SLEA-01', 'Sleaford'],
    ['CMZ-SPAL-03', 'Spalding North'],
    ['CMZ-WHIT-01', 'Whittlesey'],
    ['CMZ-WISB-02', 'Wisbech West'],
  ];
  const PROVIDERS: readonly (readonly [string, readonly string[], readonly string[]])[] = [
    ['Kraken Flex (Octopus Energy)', ['KFX-AGG-', 'KFX-HP-'], ['turn-down']],
    ['Flexitricity Ltd', ['FLX-BESS-', 'FLX-CHP-'], ['gen-up', 'turn-down']],
    ['Wisbech Growers Co-operative', ['WGC-CHP-'], ['gen-up']],
    ['Axle Energy', ['AXL-EVF-'], ['turn-down']],
    ['Holbeach Marsh Solar & Storage', ['HMSS-BESS-'], ['gen-up', 'turn-up']],
    ['Lincs Community Heat CIC', ['LCH-HP-'], ['turn-down']],
    ['Centrica Business Solutions', ['CBS-AGG-', 'CBS-GEN-'], ['gen-up', 'turn-down']],
  ];
  const PRODUCTS = ['Sustain Peak', 'Sustain Peak', 'Secure', 'Dynamic', 'Restore'];
  let seq = 0;
  const dispatch = (
    start: number,
    minutes: number,
    provider: string,
    asset: string,
    direction: string,
    instructed: number,
    delivered: number,
    product = oneOf(random, PRODUCTS),
  ) => {
    seq++;
    const baseline = instructed * (1.2 + random() * 2.5);
    const ratio = delivered / instructed;
    const status = start > T(11) ? 'Pending' : oneOf(random, ['Validated', 'Validated', 'Validated', 'Settled']);
    return {
      start,
      text: `<Dispatch id="FD-26${pad2(new Date(start).getUTCMonth() + 1)}${pad2(new Date(start).getUTCDate())}-${String(seq).padStart(5, '0')}" product="${product}" direction="${direction}" provider="${provider}" asset="${asset}" windowStart="${iso(start)}" windowEnd="${iso(start + minutes * MINUTE)}" instructedMW="${instructed.toFixed(3)}" deliveredMW="${delivered.toFixed(3)}" baselineMW="${baseline.toFixed(3)}" performance="${(ratio * 100).toFixed(1)}%" availabilityPrice="${(between(random, 50, 900) / 100).toFixed(2)}" utilisationPrice="${between(random, 180, 950)}.00" currency="GBP" issuedAt="${iso(start - between(random, 30, 1_440) * MINUTE)}" settlementStatus="${status}"/>`,
    };
  };
  const randomDispatch = (day: number) => {
    const [provider, prefixes, directions] = oneOf(random, PROVIDERS);
    const start = T(day, oneOf(random, [6, 7, 16, 16, 17, 17, 18, 19, 20]), oneOf(random, [0, 30]));
    const instructed = between(random, 100, 4_500) / 1_000;
    return dispatch(
      start,
      oneOf(random, [30, 60, 90, 120, 150, 180]),
      provider,
      `${oneOf(random, prefixes)}${String(between(random, 1, 60)).padStart(3, '0')}`,
      oneOf(random, directions),
      instructed,
      instructed * (0.7 + random() * 0.45),
    );
  };
  const FACS = 'Fenland Agri Cold Stores Ltd';
  let needle = '';
  const zones = ZONES.map(([id, name]) => {
    const items: { start: number; text: string }[] = [];
    // Day 0 is 31 October: the report starts on 29 October.
    for (let day = -2; day <= 11; day++) {
      const n = between(random, 14, 26);
      for (let k = 0; k < n; k++) items.push(randomDispatch(day));
    }
    if (id === 'CMZ-MARC-01') {
      const plant = (day: number, h: number, m: number, minutes: number, asset: string, instructed: number, delivered: number) =>
        dispatch(T(day, h, m), minutes, FACS, asset, 'turn-down', instructed, delivered, 'Sustain Peak');
      const target = plant(10, 16, 30, 150, 'FACS-MARCH-CS1', 1.8, 1.126);
      items.push(target);
      needle = target.text.slice(target.text.indexOf('asset='), target.text.indexOf(' baselineMW='));
      items.push(plant(9, 16, 30, 150, 'FACS-MARCH-CS1', 1.8, 1.744));
      items.push(plant(3, 17, 0, 120, 'FACS-MARCH-CS1', 1.5, 1.482));
      items.push(plant(10, 6, 30, 90, 'FACS-MARCH-CS1', 0.9, 0.871));
      items.push(dispatch(T(10, 16, 30), 150, 'Axle Energy', 'AXL-EVF-014', 'turn-down', 0.64, 0.611, 'Sustain Peak'));
    }
    if (id === 'CMZ-WISB-02') {
      items.push(dispatch(T(10, 17, 0), 120, FACS, 'FACS-WISB-CS2', 'turn-down', 2.2, 2.087, 'Sustain Peak'));
    }
    items.sort((a, b) => a.start - b.start);
    return `<Zone id="${id}" name="${name}" licenceArea="FPN-EAST" dispatchCount="${items.length}">${items.map((x) => x.text).join('')}</Zone>`;
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?><FlexDispatchReport xmlns="urn:fpn:flex:dispatch:v2" from="2026-10-29" to="2026-11-11" generated="${iso(T(12, 7, 5, 33))}">${zones.join('')}</FlexDispatchReport>\n`;
  const ask =
    "Fenland Agri Cold Stores reckon we've short-paid them for the turn-down they did for us in the March zone on Tuesday evening. How many MW did we instruct them for, and how much did the settlement data say they actually delivered?";
  return probe('round 30: flexibility dispatches xml', ask, 'http_get', output, 'delivered', needle, true);
}

/** The GIS export of the secondary substations as minified GeoJSON; one village's pole-mounted transformer. */
function substationsGeoJson(): EconomicsTask {
  const random = seededRandom(30_003);
  const PRIMARIES = ['HOLBEACH', 'SPALDING', 'LONG SUTTON', 'BOSTON', 'KIRTON', 'WISBECH', 'BOURNE', 'DONINGTON', 'CROWLAND', 'SUTTERTON'];
  const LOCALITIES = [
    'Church End',
    'Main Road',
    'School Lane',
    'Chapel Lane',
    'The Green',
    'Mill Road',
    'Bank Farm',
    'Drove End',
    'Marsh Road',
    'Village Hall',
    'Farm Cottages',
    'Pumping Station',
    'Sports Field',
  ];
  const used = new Set<string>();
  const feature = (
    assetId: number,
    name: string,
    siteType: string,
    fixed?: { rating: number; peak: number; customers: number; primary: string },
  ) => {
    const pmt = siteType === 'PMT';
    const rating = fixed?.rating ?? (pmt ? oneOf(random, [25, 50, 50, 100, 100, 200]) : oneOf(random, [315, 500, 500, 800, 1000]));
    const peak = fixed?.peak ?? Math.round(rating * (0.35 + random() * 0.6));
    const primary = fixed?.primary ?? oneOf(random, PRIMARIES);
    return {
      type: 'Feature',
      id: `SS-${assetId}`,
      geometry: {
        type: 'Point',
        coordinates: [Number((-0.35 + random() * 0.55).toFixed(6)), Number((52.62 + random() * 0.4).toFixed(6))],
      },
      properties: {
        asset_id: `SS-${assetId}`,
        name,
        site_type: siteType,
        primary,
        feeder: `${primary.replace(' ', '').slice(0, 4)}-F${pad2(between(random, 1, 14))}`,
        hv_kv: 11,
        lv_kv: 0.433,
        rating_kva: rating,
        tx_make: oneOf(random, pmt ? ['Brush', 'Ferranti', 'Schneider', 'Wilson Power'] : ['Brush', 'Hawker Siddeley', 'ABB', 'Schneider']),
        tx_year: between(random, 1962, 2024),
        customers: fixed?.customers ?? (pmt ? between(random, 1, 40) : between(random, 40, 420)),
        peak_kva_2025: peak,
        headroom_kva: rating - peak,
        lv_ways: pmt ? 1 : between(random, 2, 6),
        earthing: oneOf(random, ['CNE', 'CNE', 'SNE', 'PME']),
        last_inspected: `202${between(random, 3, 6)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      },
    };
  };
  const features: { id: number; f: object }[] = [];
  for (let i = 0; i < 3_300; i++) {
    let id = 0;
    while (!id || used.has(String(id))) id = between(random, 400_000, 499_999);
    used.add(String(id));
    const pmt = random() < 0.55;
    const place = pmt || random() < 0.5 ? oneOf(random, VILLAGES) : oneOf(random, TOWNS)[0];
    features.push({ id, f: feature(id, `${place} ${oneOf(random, LOCALITIES)}`, pmt ? 'PMT' : oneOf(random, ['GMT', 'GMT', 'KIOSK'])) });
  }
  features.sort((a, b) => a.id - b.id);
  const put = (at: number, name: string, siteType: string, fixed: { rating: number; peak: number; customers: number; primary: string }) => {
    const id = features[at]!.id;
    const f = feature(id, name, siteType, fixed);
    features[at] = { id, f };
    return JSON.stringify(f);
  };
  const n = features.length;
  const target = put(Math.floor(n * 0.49), 'Fleet Hargate Church End', 'PMT', {
    rating: 100,
    peak: 71,
    customers: 23,
    primary: 'HOLBEACH',
  });
  const needle = target.slice(target.indexOf('"rating_kva"'), target.indexOf(',"lv_ways"'));
  put(Math.floor(n * 0.41), 'Fleet Hargate Old Main Road', 'GMT', { rating: 500, peak: 266, customers: 187, primary: 'HOLBEACH' });
  put(Math.floor(n * 0.57), 'Fleet Church End', 'PMT', { rating: 50, peak: 31, customers: 9, primary: 'HOLBEACH' });
  put(Math.floor(n * 0.63), 'Holbeach Hurn Church End', 'PMT', { rating: 100, peak: 48, customers: 17, primary: 'HOLBEACH' });
  const output = `${JSON.stringify({
    type: 'FeatureCollection',
    name: 'secondary_substations',
    crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
    exported: iso(T(12, 6, 0, 12)),
    features: features.map((x) => x.f),
  })}\n`;
  const ask =
    "We've had an enquiry for eight new bungalows with heat pumps in Fleet Hargate, and they'd be fed off the pole-mounted transformer in the village. How much spare capacity has that transformer got?";
  return probe('round 30: secondary substations geojson', ask, 'read_file', output, 'headroom', needle, true);
}

/** `rosterctl shifts export -o yaml`: three weeks of crew shifts; one lead's Saturday night standby vehicle. */
function standbyRotaYaml(): EconomicsTask {
  const random = seededRandom(30_004);
  const DEPOTS = ['Spalding', 'Boston', 'Wisbech', 'Bourne', 'Sleaford', "King's Lynn", 'March', 'Skegness', 'Grantham', 'Peterborough'];
  const PATTERNS: readonly (readonly [string, string, number, number])[] = [
    ['DAY', 'day', 7 * 60 + 30, 16 * 60],
    ['LATE', 'late', 12 * 60, 20 * 60 + 30],
    ['NSB', 'night standby', 16 * 60 + 30, 32 * 60],
  ];
  const AUTH = ['SAP-HV', 'AP-HV', 'AP-LV', 'CP-LV', 'CP-LV'];
  const VTYPES = ['4x4 crew cab pickup', 'LWB panel van', 'jointer van', 'LV generator tow vehicle', 'MEWP 12.5m'];
  const fleet = new Map(
    DEPOTS.map((d) => [
      d,
      Array.from({ length: 9 }, () => ({
        fleet: `FV-${between(random, 1_000, 1_999)}`,
        reg: `${oneOf(random, ['FY', 'FX', 'FN', 'AY', 'AV'])}${oneOf(random, ['21', '22', '71', '72', '23', '73', '24'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
        type: oneOf(random, VTYPES),
      })),
    ]),
  );
  const avoid = ['Kieran Doyle'];
  const staff = new Map<string, string>();
  const staffNo = (name: string) => {
    if (!staff.has(name)) staff.set(name, String(between(random, 30_000, 49_999)));
    return staff.get(name)!;
  };
  const shift = (
    day: number,
    depot: string,
    pattern: (typeof PATTERNS)[number],
    n: number,
    lead = person(random, avoid),
    vehicle = oneOf(random, fleet.get(depot)!),
  ) => {
    const [code, label, from, to] = pattern;
    const members = [...new Set(Array.from({ length: between(random, 1, 3) }, () => person(random, [...avoid, lead])))];
    return [
      `  - id: SH-202611${pad2(day)}-${depot
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase()}-${code}-${n}`,
      `    depot: ${depot}`,
      `    pattern: ${label}`,
      `    start: "${iso(T(day) + from * MINUTE)}"`,
      `    end: "${iso(T(day) + to * MINUTE)}"`,
      `    crew:`,
      `      lead: {name: ${lead}, staff_no: "${staffNo(lead)}", authorisation: ${oneOf(random, ['SAP-HV', 'AP-HV'])}}`,
      `      members:`,
      ...members.map((m) => `        - {name: ${m}, staff_no: "${staffNo(m)}", authorisation: ${oneOf(random, AUTH)}}`),
      `    vehicle:`,
      `      fleet_no: ${vehicle.fleet}`,
      `      registration: ${vehicle.reg}`,
      `      type: ${vehicle.type}`,
      `    call_out: "${code === 'NSB' ? `0800 011 ${between(random, 3_000, 3_999)}` : 'n/a'}"`,
      `    status: ${day < 12 ? 'worked' : oneOf(random, ['published', 'published', 'published', 'swap requested'])}`,
    ].join('\n');
  };
  const hire = { fleet: 'HIRE-0331', reg: 'LB24 WKT', type: 'hire 4x4 pickup (Northgate)' };
  const items: string[] = [];
  for (let day = 2; day <= 22; day++) {
    const weekend = (day + 5) % 7 >= 5; // 2 November 2026 is a Monday.
    for (const depot of DEPOTS) {
      for (const pattern of PATTERNS) {
        const count = pattern[0] === 'NSB' ? 1 : weekend ? 0 : between(random, 2, 3);
        for (let k = 1; k <= count; k++) {
          if (depot === 'Spalding' && pattern[0] === 'NSB' && day === 14) items.push(shift(day, depot, pattern, k, 'Kieran Doyle', hire));
          else if (depot === 'Spalding' && pattern[0] === 'NSB' && (day === 13 || day === 15 || day === 7))
            items.push(shift(day, depot, pattern, k, 'Kieran Doyle'));
          else items.push(shift(day, depot, pattern, k));
        }
      }
    }
  }
  const output = `${[
    '# rosterctl shifts export --region south-lincs-fens --from 2026-11-02 --to 2026-11-22 -o yaml',
    'apiVersion: roster.fpn.co.uk/v2',
    'kind: ShiftList',
    `generated: "${iso(T(12, 8, 41, 17))}"`,
    `count: ${items.length}`,
    'items:',
    ...items,
  ].join('\n')}\n`;
  const needle = `registration: ${hire.reg}`;
  const ask =
    "Kieran Doyle's leading the night standby out of Spalding this Saturday. What's the registration of the vehicle he's been given? Security want it for the gate list.";
  return probe('round 30: standby rota yaml', ask, 'run_shell', output, 'registration', needle);
}

/** The ADMS ICCP gateway's log since yesterday morning: Spring Boot lines and Java stack traces; the cause of the 02:14 drop. */
function iccpGatewayLog(): EconomicsTask {
  const random = seededRandom(30_005);
  const ts = (t: number) => `${new Date(t).toISOString().slice(0, 10)} ${new Date(t).toISOString().slice(11, 23)}`;
  const lines: { t: number; text: string }[] = [];
  const pid = 2188;
  const log = (t: number, level: string, thread: string, logger: string, msg: string, trace: string[] = []) =>
    lines.push({
      t,
      text: [
        `${ts(t)} ${level.padStart(5)} ${pid} --- [${thread.padStart(15).slice(-15)}] ${logger.padEnd(40).slice(0, 40)} : ${msg}`,
        ...trace,
      ].join('\n'),
    });
  const ASSOCS = ['NESO-A', 'NESO-B', 'UKPN-1', 'NGED-1'];
  const RTUS = Array.from(
    { length: 60 },
    (_, i) => `RTU-${oneOf(random, ['SPAL', 'BOST', 'WISB', 'HOLB', 'BOUR', 'KIRT', 'MARC', 'SLEA'])}-${pad2(i + 1)}`,
  );
  const frames = (cls: string, methods: readonly string[]) =>
    methods.map((m) => `\tat ${cls}.${m}(${cls.split('.').pop()}.java:${between(random, 40, 900)})`);
  const common = [
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const timeoutTrace = (assoc: string, ip: string) => [
    `uk.co.fpn.adms.iccp.AssociationException: Association ${assoc} lost: no TASE.2 response within 30000 ms`,
    ...frames('uk.co.fpn.adms.iccp.AssociationSupervisor', ['checkLiveness', 'lambda$start$2']),
    ...common,
    `Caused by: java.net.SocketTimeoutException: Read timed out (peer ${ip}:102)`,
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
    ...frames('org.openmuc.josistack.ClientAcseSap', ['receive', 'readTpkt']),
    `\t... ${between(random, 6, 14)} common frames omitted`,
  ];
  const historianTrace = () => [
    'org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [INSERT INTO iccp_points_1m ...]; Query timed out',
    ...frames('org.springframework.jdbc.core.JdbcTemplate', ['translateException', 'execute', 'batchUpdate']),
    ...frames('uk.co.fpn.adms.historian.PointWriter', ['flush', 'run']),
    ...common,
    'Caused by: org.postgresql.util.PSQLException: ERROR: canceling statement due to statement timeout',
    ...frames('org.postgresql.core.v3.QueryExecutorImpl', ['receiveErrorResponse', 'processResults']),
    `\t... ${between(random, 8, 16)} common frames omitted`,
  ];
  const start = T(11, 9, 30);
  const end = T(12, 8, 55);
  for (let t = start; t < end; t += 20_000 + pick(random, 15_000)) {
    const kind = pick(random, 20);
    const at = t + pick(random, 1_000);
    // NESO-B stays down once it has dropped at 02:14.
    const assoc = oneOf(random, at > T(12, 2, 14) ? ASSOCS.filter((x) => x !== 'NESO-B') : ASSOCS);
    if (kind < 6)
      log(
        at,
        'INFO',
        `iccp-ds-${assoc}`,
        'u.c.f.adms.iccp.DataSetTransferHandler',
        `DSTransferSet ${assoc}/DS_${oneOf(random, ['ANALOG', 'STATUS', 'FLOWS', 'TAPS'])}_${pad2(between(random, 1, 12))} received points=${between(random, 40, 420)} seq=${between(random, 10_000, 99_999)} latency_ms=${between(random, 18, 240)}`,
      );
    else if (kind < 10)
      log(
        at,
        'INFO',
        `dnp3-poll-${between(random, 1, 8)}`,
        'u.c.f.adms.fep.Dnp3PollScheduler',
        `Class 0123 poll ${oneOf(random, RTUS)} ok objects=${between(random, 60, 900)} rtt_ms=${between(random, 90, 1_800)}`,
      );
    else if (kind < 12)
      log(
        at,
        'INFO',
        'hist-writer-1',
        'u.c.f.adms.historian.PointWriter',
        `Flushed ${between(random, 2_000, 9_000)} samples to iccp_points_1m in ${between(random, 40, 900)} ms`,
      );
    else if (kind < 14)
      log(
        at,
        'DEBUG',
        `iccp-assoc-${assoc}`,
        'u.c.f.adms.iccp.AssociationSupervisor',
        `Heartbeat ${assoc} ok (bilateral table BLT-${assoc}-v${between(random, 3, 7)})`,
      );
    else if (kind < 16)
      log(
        at,
        'WARN',
        `dnp3-poll-${between(random, 1, 8)}`,
        'u.c.f.adms.fep.Dnp3PollScheduler',
        `Poll ${oneOf(random, RTUS)} response late rtt_ms=${between(random, 2_500, 9_000)} (retry 1/3)`,
      );
    else if (kind === 16 && random() < 0.35)
      log(at, 'ERROR', 'hist-writer-1', 'u.c.f.adms.historian.PointWriter', 'Batch insert failed, samples re-queued', historianTrace());
    else if (kind === 17)
      log(
        at,
        'INFO',
        'soe-dispatch',
        'u.c.f.adms.events.SoeDispatcher',
        `SOE ${oneOf(random, RTUS)} CB${between(random, 1, 14)}0 ${oneOf(random, ['OPEN', 'CLOSED'])} t=${iso(at - between(random, 200, 4_000))}`,
      );
    else
      log(
        at,
        'INFO',
        `iccp-ds-${assoc}`,
        'u.c.f.adms.iccp.DataSetTransferHandler',
        `Sent DS_FPN_EXPORT_${pad2(between(random, 1, 6))} to ${assoc} points=${between(random, 80, 300)}`,
      );
  }
  // Earlier drops with other causes, and the 02:14 drop whose cause is the needle.
  const drop = (t: number, assoc: string, ip: string, trace: string[], restored?: number) => {
    log(
      t,
      'WARN',
      `iccp-assoc-${assoc}`,
      'u.c.f.adms.iccp.AssociationSupervisor',
      `Association ${assoc} (remote AP ${ip}:102) heartbeat missed`,
    );
    log(t + 31_000, 'ERROR', `iccp-assoc-${assoc}`, 'u.c.f.adms.iccp.AssociationSupervisor', `Association ${assoc} down`, trace);
    if (restored)
      log(
        restored,
        'INFO',
        `iccp-assoc-${assoc}`,
        'u.c.f.adms.iccp.AssociationSupervisor',
        `Association ${assoc} re-established (attempt 2)`,
      );
  };
  drop(T(11, 13, 42, 7), 'NESO-A', '10.200.4.20', timeoutTrace('NESO-A', '10.200.4.20'), T(11, 13, 44, 12));
  drop(T(11, 19, 5, 51), 'UKPN-1', '10.210.9.6', timeoutTrace('UKPN-1', '10.210.9.6'), T(11, 19, 7, 2));
  drop(T(12, 4, 58, 30), 'NESO-A', '10.200.4.20', timeoutTrace('NESO-A', '10.200.4.20'), T(12, 5, 0, 41));
  const needle = 'Caused by: java.security.cert.CertificateExpiredException: NotAfter: Wed Nov 11 23:59:59 GMT 2026';
  const certTrace = [
    'uk.co.fpn.adms.iccp.AssociationException: Association NESO-B failed to re-establish after 3 attempts; association disabled',
    ...frames('uk.co.fpn.adms.iccp.AssociationSupervisor', ['reconnect', 'lambda$scheduleReconnect$4']),
    ...common,
    'Caused by: javax.net.ssl.SSLHandshakeException: PKIX path validation failed: java.security.cert.CertPathValidatorException: validity check failed',
    '\tat java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)',
    '\tat java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:378)',
    '\tat java.base/sun.security.ssl.CertificateMessage$T13CertificateConsumer.checkServerCerts(CertificateMessage.java:1302)',
    ...frames('uk.co.fpn.adms.iccp.tls.SecureTpktChannel', ['handshake', 'open']),
    '\t... 5 common frames omitted',
    'Caused by: java.security.cert.CertPathValidatorException: validity check failed',
    '\tat java.base/sun.security.provider.certpath.PKIXMasterCertPathValidator.validate(PKIXMasterCertPathValidator.java:135)',
    '\tat java.base/sun.security.provider.certpath.PKIXCertPathValidator.validate(PKIXCertPathValidator.java:224)',
    '\t... 11 common frames omitted',
    needle,
    '\tat java.base/sun.security.x509.CertificateValidity.valid(CertificateValidity.java:183)',
    '\tat java.base/sun.security.x509.X509CertImpl.checkValidity(X509CertImpl.java:583)',
    '\t... 14 common frames omitted',
  ];
  log(
    T(12, 2, 14, 3) + 412,
    'WARN',
    'iccp-assoc-NESO-B',
    'u.c.f.adms.iccp.AssociationSupervisor',
    'Association NESO-B (remote AP 10.200.4.21:102) TLS session renegotiation requested by peer',
  );
  log(
    T(12, 2, 14, 4) + 87,
    'WARN',
    'iccp-assoc-NESO-B',
    'u.c.f.adms.iccp.AssociationSupervisor',
    'Association NESO-B down, scheduling reconnect in 60 s',
  );
  log(
    T(12, 2, 15, 4) + 291,
    'WARN',
    'iccp-assoc-NESO-B',
    'u.c.f.adms.iccp.AssociationSupervisor',
    'Reconnect NESO-B attempt 1/3 failed (TLS handshake)',
  );
  log(
    T(12, 2, 16, 4) + 305,
    'WARN',
    'iccp-assoc-NESO-B',
    'u.c.f.adms.iccp.AssociationSupervisor',
    'Reconnect NESO-B attempt 2/3 failed (TLS handshake)',
  );
  log(
    T(12, 2, 17, 5) + 18,
    'ERROR',
    'iccp-assoc-NESO-B',
    'u.c.f.adms.iccp.AssociationSupervisor',
    'Reconnect NESO-B attempt 3/3 failed',
    certTrace,
  );
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "The ICCP link to NESO dropped at about quarter past two this morning and it still hasn't come back. What does the gateway log say is actually behind it?";
  return probe('round 30: iccp gateway log', ask, 'run_shell', output, 'cause', needle);
}

/** `GET /oms/api/v2/incidents` pretty-printed: today's open and restored incidents; one town's restoration estimate. */
function omsIncidentsJson(): EconomicsTask {
  const random = seededRandom(30_006);
  const TYPES: readonly (readonly [string, readonly string[]])[] = [
    ['LV_FAULT', ['LV cable fault (suspected joint)', 'LV fuse operation', 'Service cable fault', 'Open neutral reported']],
    ['HV_FAULT', ['HV overhead line - tree contact', 'HV cable fault', 'Pole-mounted transformer failure', 'HV fuse operation']],
    ['PLANNED', ['Planned outage - pole replacement', 'Planned outage - transformer change', 'Planned outage - LV board change']],
    ['SINGLE_PREMISE', ['Cut-out fuse', 'No fault found on network - customer side', 'Meter fault referred to supplier']],
  ];
  const incident = (
    i: number,
    town: string,
    district: string,
    state: string,
    reported: number,
    etr: number | null,
    restoredAt: number | null,
    type = oneOf(random, TYPES),
  ) => {
    const affected = type[0] === 'SINGLE_PREMISE' ? 1 : type[0] === 'HV_FAULT' ? between(random, 40, 2_400) : between(random, 3, 180);
    const restored = state === 'RESTORED' ? affected : type[0] === 'HV_FAULT' ? Math.floor(affected * random() * 0.9) : 0;
    const calls = Math.max(1, Math.floor(affected * (0.05 + random() * 0.2)));
    const record = {
      incident_id: `INC-2611${pad2(new Date(reported).getUTCDate())}-${String(4_000 + i).padStart(4, '0')}`,
      type: type[0],
      state,
      priority: type[0] === 'HV_FAULT' ? 'P1' : type[0] === 'PLANNED' ? 'P4' : oneOf(random, ['P2', 'P3']),
      reported_at: iso(reported),
      customers: {
        affected,
        restored,
        off: affected - restored,
        psr: Math.floor((affected - restored) * random() * 0.12),
      },
      location: {
        town,
        street: oneOf(random, STREETS),
        postcode_district: district,
        secondary_substation: `SS-${between(random, 400_000, 499_999)} ${town} ${oneOf(random, ['Main Road', 'Church End', 'School Lane', 'Mill Road', 'Market Place', 'Recreation Ground'])}`,
        feeder: `${town
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 4)
          .toUpperCase()}-F${pad2(between(random, 1, 14))}`,
      },
      etr: etr === null ? null : iso(etr),
      etr_source: etr === null ? null : oneOf(random, ['CREW', 'CREW', 'SYSTEM', 'CONTROL']),
      restored_at: restoredAt === null ? null : iso(restoredAt),
      cause: oneOf(random, type[1]),
      crew: {
        id: `CRW-${oneOf(random, ['SPAL', 'BOST', 'WISB', 'BOUR', 'SLEA', 'KLYN'])}-${pad2(between(random, 1, 24))}`,
        status: state === 'RESTORED' ? 'COMPLETE' : oneOf(random, ['DISPATCHED', 'EN_ROUTE', 'ON_SITE', 'ON_SITE']),
      },
      calls,
      updated_at: iso(T(12, 7) + pick(random, 5_400) * 1_000),
    };
    return JSON.stringify(record, null, 2)
      .split('\n')
      .map((l) => `      ${l}`)
      .join('\n');
  };
  const randomIncident = (i: number) => {
    let town = oneOf(random, TOWNS);
    while (town[0] === 'Long Sutton') town = oneOf(random, TOWNS);
    const open = random() < 0.45;
    const reported = T(12, 0) - between(random, 0, 40) * 30 * MINUTE + pick(random, 1_800) * 1_000;
    // Estimates are given to the half hour: later this morning for open incidents, after the report for restored ones.
    const half = 30 * MINUTE;
    const etr = open ? T(12, 9, 30) + between(random, 0, 20) * half : Math.ceil((reported + between(random, 2, 8) * half) / half) * half;
    return incident(i, town[0], town[1], open ? 'OPEN' : 'RESTORED', reported, etr, open ? null : etr - between(random, 5, 25) * MINUTE);
  };
  const COUNT = 820;
  const records = Array.from({ length: COUNT }, (_, i) => randomIncident(i));
  const at = Math.floor(COUNT * 0.54);
  const hv = TYPES[1]!;
  const lv = TYPES[0]!;
  records[at] = incident(at, 'Long Sutton', 'PE12', 'OPEN', T(12, 6, 48, 20), T(12, 15, 45), null, hv);
  records[Math.floor(COUNT * 0.33)] = incident(
    Math.floor(COUNT * 0.33),
    'Long Sutton',
    'PE12',
    'RESTORED',
    T(11, 23, 10, 5),
    T(12, 3, 0),
    T(12, 2, 41),
    lv,
  );
  records[Math.floor(COUNT * 0.62)] = incident(
    Math.floor(COUNT * 0.62),
    'Sutton Bridge',
    'PE12',
    'OPEN',
    T(12, 7, 55, 41),
    T(12, 13, 30),
    null,
    lv,
  );
  records[Math.floor(COUNT * 0.47)] = incident(
    Math.floor(COUNT * 0.47),
    'Holbeach',
    'PE12',
    'OPEN',
    T(12, 5, 31, 9),
    T(12, 14, 0),
    null,
    hv,
  );
  const needle = `"etr": "${iso(T(12, 15, 45))}"`;
  const output = `${[
    '{',
    '  "data": {',
    '    "incidents": [',
    records.join(',\n'),
    '    ]',
    '  },',
    `  "meta": { "count": ${COUNT}, "licence_area": "FPN-EAST", "as_of": "${iso(T(12, 9, 2, 18))}" }`,
    '}',
  ].join('\n')}\n`;
  const ask = "There's a power cut in Long Sutton this morning. What time are we telling people there their electricity will be back on?";
  return probe('round 30: oms incidents pretty json', ask, 'http_get', output, 'etr', needle);
}

/** The contact centre's interactions for four days as JSON Lines; a Holbeach caller's Monday night power cut call. */
function contactCentreJsonl(): EconomicsTask {
  const random = seededRandom(30_007);
  const QUEUES: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
    [
      '105 Power Cut',
      [
        ['PC - ETR given', 'Customer reporting loss of supply, linked to incident, ETR given'],
        ['PC - ETR given', 'Whole street off, ETR from OMS read out, customer happy'],
        ['PC - new job raised', 'Single premise off, neighbours on. Checked trip switch with customer. Job raised for LV crew'],
        ['PC - ETR given', 'Caller wanted update, ETR unchanged, advised to check website'],
        ['PC - restored', 'Caller confirms power back on, closed'],
        ['PC - flicker', 'Lights dimming/flickering, advised to report again if it continues, voltage complaint logged'],
      ],
    ],
    [
      'Priority Services',
      [
        ['PSR - registered', 'Added to PSR, needs codes confirmed with supplier'],
        ['PSR - update', 'Updated contact number on PSR record'],
      ],
    ],
    [
      'Connections',
      [
        ['CON - status', 'Chasing quotation for extension, passed to case officer'],
        ['CON - new enquiry', 'New EV charger notification query, sent link to ENA form'],
      ],
    ],
    [
      'Smart Meter',
      [
        ['SM - referred to supplier', 'Meter display issue, advised to contact energy supplier'],
        ['SM - network fault', 'Smart meter showing no supply, raised job'],
      ],
    ],
    [
      'General',
      [
        ['GEN - tree cutting', 'Asking about tree cutting near lines on their land, passed to vegetation team'],
        ['GEN - street works', 'Query about road closure, advised of planned works'],
        ['GEN - complaint', 'Unhappy with length of outage last week, logged complaint'],
      ],
    ],
  ];
  const AGENTS = Array.from({ length: 40 }, () => {
    const [first, last] = person(random).split(' ') as [string, string];
    return `${first.toLowerCase()}.${last.toLowerCase()}`;
  });
  const row = (
    t: number,
    town: readonly [string, string],
    queue: string,
    wrap: string,
    notes: string,
    psr: boolean,
    incident: string | null,
  ) => {
    const handle = between(random, 60, 900);
    return {
      t,
      text: JSON.stringify({
        conversationId: uuid(random),
        start: iso(t),
        end: iso(t + handle * 1_000),
        direction: 'inbound',
        queue,
        ani: `+44 7${digits(random, 3)} ***${digits(random, 3)}`,
        town: town[0],
        postcode: postcode(random, town[1]),
        incidentRef: incident,
        agent: oneOf(random, AGENTS),
        waitSec: between(random, 2, 600),
        handleSec: handle,
        holdSec: random() < 0.2 ? between(random, 10, 240) : 0,
        wrapUp: wrap,
        psr,
        notes,
      }),
    };
  };
  const rows: { t: number; text: string }[] = [];
  const start = T(8, 0);
  for (let i = 0; i < 3_300; i++) {
    const t = start + pick(random, 4 * 24 * 60 * 60) * 1_000;
    const [queue, wraps] = random() < 0.62 ? QUEUES[0]! : oneOf(random, QUEUES);
    const [wrap, notes] = oneOf(random, wraps);
    const town = oneOf(random, TOWNS);
    rows.push(
      row(
        t,
        town,
        queue,
        wrap,
        notes,
        random() < 0.08,
        queue === '105 Power Cut' ? `INC-2611${pad2(new Date(t).getUTCDate())}-${between(random, 4_000, 4_900)}` : null,
      ),
    );
  }
  const holbeach = TOWNS.find(([t]) => t === 'Holbeach')!;
  const notes =
    'Caller says wife on home O2 concentrator 24/7, approx 2 hrs left in portable cylinder. Not on PSR. Read ETR 23:30 from OMS, advised 999 if any breathing difficulty. No generator available tonight. Referred to PSR team to register';
  const target = row(T(9, 21, 12, 40), holbeach, '105 Power Cut', 'PC - ETR given', notes, false, 'INC-261109-4412');
  rows.push(target);
  const needle = `"notes":${JSON.stringify(notes)}`;
  // Other Holbeach calls that night, and other medically dependent callers.
  rows.push(
    row(
      T(9, 20, 58, 3),
      holbeach,
      '105 Power Cut',
      'PC - ETR given',
      'Whole street off, ETR from OMS read out, customer happy',
      false,
      'INC-261109-4412',
    ),
  );
  rows.push(
    row(
      T(9, 21, 31, 19),
      holbeach,
      '105 Power Cut',
      'PC - ETR given',
      'Customer reporting loss of supply, linked to incident, ETR given',
      true,
      'INC-261109-4412',
    ),
  );
  rows.push(
    row(
      T(9, 19, 47, 55),
      TOWNS[0]!,
      '105 Power Cut',
      'PC - ETR given',
      'Caller on home dialysis, on PSR. ETR given, welfare call booked with field team',
      true,
      'INC-261109-4398',
    ),
  );
  rows.push(
    row(
      T(10, 8, 5, 11),
      TOWNS[1]!,
      'Priority Services',
      'PSR - registered',
      'Customer uses oxygen concentrator, added PSR code 14, letter to follow',
      true,
      null,
    ),
  );
  rows.sort((a, b) => a.t - b.t);
  const output = `${rows.map((r) => r.text).join('\n')}\n`;
  const ask =
    "I've got a complaint letter from a gentleman in Holbeach. He rang us on Monday night during the power cut because his wife relies on an electric oxygen machine, and he says whoever he spoke to told him nothing useful. Can you find his call and tell me what our agent actually wrote down?";
  return probe('round 30: contact centre interactions jsonl, preamble and paraphrase', ask, 'run_shell', output, 'notes', needle);
}

/** The connections portal's applications report, one block per application; a housebuilder's quote for an all-electric estate. */
function connectionsReport(): EconomicsTask {
  const random = seededRandom(30_008);
  const APPLICANTS = [
    'Larkfleet Homes Ltd',
    'Allison Homes (East) Ltd',
    'Chestnut Homes Ltd',
    'Persimmon Homes East Midlands',
    'Lindum Homes',
    'Mr & Mrs Tindall',
    'Gedney Growers Ltd',
    'Fenland District Council',
    'South Holland District Council',
    'Anglian Water Services Ltd',
    'Lincs Solar Farm 7 Ltd',
    'Tesla Motors Ltd (Supercharger)',
    'InstaVolt Ltd',
    'Pode Ltd',
    'Boston College',
    'Welland Cold Stores Ltd',
  ];
  const KINDS: readonly (readonly [string, () => string, () => number])[] = [
    [
      'Residential development',
      () => `${between(random, 6, 260)} dwellings, gas-free (ASHP), 7 kW EV charge point per plot`,
      () => between(random, 120, 2_600),
    ],
    ['Residential development', () => `${between(random, 4, 180)} dwellings, ASHP and PV`, () => between(random, 90, 1_800)],
    [
      'Single domestic',
      () => oneOf(random, ['New build bungalow, 3-phase', 'Service alteration for extension', 'Heat pump 12 kW', 'Barn conversion']),
      () => between(random, 14, 60),
    ],
    ['EV charging hub', () => `${between(random, 4, 24)} x 150 kW rapid chargers`, () => between(random, 600, 3_600)],
    [
      'Generation (G99)',
      () => `Ground-mounted PV ${between(random, 2, 49)} MWp with ${between(random, 1, 20)} MW BESS`,
      () => between(random, 2_000, 49_000),
    ],
    [
      'Commercial',
      () => oneOf(random, ['Cold store extension', 'Packhouse with refrigeration', 'Retail unit', 'Pumping station upgrade']),
      () => between(random, 200, 2_500),
    ],
    [
      'Care / education',
      () => oneOf(random, ['Care home, 64 beds', 'Primary school extension', 'Care home, 120 beds']),
      () => between(random, 150, 700),
    ],
  ];
  const STATUSES = [
    'Quotation issued',
    'Quotation issued',
    'Accepted - design',
    'Accepted - construction',
    'Energised',
    'Under assessment',
    'Withdrawn',
    'Quotation expired',
  ];
  const officers = Array.from({ length: 14 }, () => person(random));
  const field = (k: string, v: string) => `  ${k.padEnd(20)}: ${v}`;
  const money = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const block = (
    ref: string,
    applicant: string,
    kind: string,
    description: string,
    site: string,
    kva: number,
    status: string,
    quote?: number,
  ) => {
    // Quotations are valid for 90 days: the ones still standing were asked for lately, the lapsed ones long ago.
    const ago: Readonly<Record<string, readonly [number, number]>> = {
      'Quotation issued': [25, 75],
      'Quotation expired': [150, 360],
      'Under assessment': [3, 45],
    };
    const [lo, hi] = ago[status] ?? [60, 360];
    const received = T(11) - between(random, lo, hi) * DAY;
    const since = Math.floor((T(11) - received) / DAY);
    const quoted = status !== 'Under assessment' && status !== 'Withdrawn';
    const value = quote ?? (kva < 80 ? between(random, 90_000, 600_000) / 100 : between(random, 2_000_000, 300_000_000) / 100);
    const qDate = received + between(random, Math.min(5, since), Math.min(65, since)) * DAY;
    return [
      `Application ${ref}`,
      field('Applicant', applicant),
      field('Category', kind),
      field('Description', description),
      field('Site', site),
      field('Capacity (kVA)', String(kva)),
      field('Voltage', kva > 1_000 ? '11 kV' : 'LV'),
      field('Received', iso(received).slice(0, 10)),
      field('Status', status),
      field('Quotation value', quoted ? money(value) : '-'),
      field('Quotation date', quoted ? iso(qDate).slice(0, 10) : '-'),
      field('Offer valid until', quoted ? iso(qDate + 90 * DAY).slice(0, 10) : '-'),
      field('Point of connection', `${site.split(', ').at(-2)!.toUpperCase()} PRIMARY F${pad2(between(random, 1, 14))}`),
      field(
        'Reinforcement',
        oneOf(random, ['None', 'None', 'New 11 kV ring main unit', 'Secondary transformer upgrade', 'Primary transformer (shared cost)']),
      ),
      field('Case officer', oneOf(random, officers)),
    ].join('\n');
  };
  const blocks: string[] = [];
  const COUNT = 2_300;
  for (let i = 0; i < COUNT; i++) {
    const [kind, describe, capacity] = oneOf(random, KINDS);
    let [town, district] = oneOf(random, TOWNS);
    if (town === 'Bourne' && kind === 'Residential development') [town, district] = ['Sleaford', 'NG34'];
    const site =
      kind === 'Single domestic'
        ? `${between(random, 1, 140)} ${oneOf(random, STREETS)}, ${town}, ${postcode(random, district)}`
        : `Land ${oneOf(random, ['off', 'north of', 'south of', 'east of', 'west of', 'rear of'])} ${oneOf(random, STREETS)}, ${town}, ${district}`;
    blocks.push(
      block(
        `NC-2026-${String(1_000 + i).padStart(5, '0')}`,
        oneOf(random, APPLICANTS),
        kind,
        describe(),
        site,
        capacity(),
        oneOf(random, STATUSES),
      ),
    );
  }
  const put = (at: number, ...args: Parameters<typeof block>) => (blocks[at] = block(...args));
  const value = 1_284_310.55;
  put(
    Math.floor(COUNT * 0.52),
    `NC-2026-${String(1_000 + Math.floor(COUNT * 0.52)).padStart(5, '0')}`,
    'Welland Vale Homes Ltd',
    'Residential development',
    '118 dwellings, gas-free (ASHP), 7 kW EV charge point per plot',
    'Land north of Meadow Drove, Bourne, PE10',
    1_150,
    'Quotation issued',
    value,
  );
  put(
    Math.floor(COUNT * 0.38),
    `NC-2026-${String(1_000 + Math.floor(COUNT * 0.38)).padStart(5, '0')}`,
    'Chestnut Homes Ltd',
    'Residential development',
    '42 dwellings, ASHP and PV',
    'Land east of Spalding Road, Bourne, PE10',
    420,
    'Quotation issued',
  );
  put(
    Math.floor(COUNT * 0.6),
    `NC-2026-${String(1_000 + Math.floor(COUNT * 0.6)).padStart(5, '0')}`,
    'Larkfleet Homes Ltd',
    'Residential development',
    '121 dwellings, gas-free (ASHP), 7 kW EV charge point per plot',
    'Land south of Empingham Road, Stamford, PE9',
    1_200,
    'Quotation issued',
  );
  put(
    Math.floor(COUNT * 0.45),
    `NC-2026-${String(1_000 + Math.floor(COUNT * 0.45)).padStart(5, '0')}`,
    'Bourne Care Partnership',
    'Care / education',
    'Care home, 120 beds',
    'Land west of Meadow Drove, Bourne, PE10',
    640,
    'Accepted - design',
  );
  const output = `${[
    '$ connportal report applications --licence FPN-EAST --received-since 2025-11-01 --format text',
    `Fenmarch Power Networks - Connections applications (${COUNT})   generated ${iso(T(12, 8, 3, 51))}`,
    '',
    blocks.join('\n\n'),
  ].join('\n')}\n`;
  const needle = field('Quotation value', money(value));
  const ask =
    "Got an email from a housebuilder who's putting up a hundred and twenty or so heat-pump houses on a field on the edge of Bourne, and they've lost our offer letter. How much did we say it would cost them to get the site connected?";
  return probe('round 30: connections applications report, paraphrase', ask, 'run_shell', output, 'quote', needle);
}

/** The OT firewall's traffic log since yesterday morning (FortiGate key=value); a contractor's refused remote session. */
function otFirewallLog(): EconomicsTask {
  const random = seededRandom(30_009);
  const PRIMARIES: readonly (readonly [string, string])[] = [
    ['ot-pri-bost', '10.61.14'],
    ['ot-pri-spal', '10.61.22'],
    ['ot-pri-wisb', '10.61.31'],
    ['ot-pri-holb', '10.61.18'],
    ['ot-pri-bour', '10.61.9'],
    ['ot-pri-skeg', '10.61.40'],
    ['ot-pri-kirt', '10.61.27'],
    ['ot-pri-marc', '10.61.35'],
    ['ot-pri-slea', '10.61.44'],
  ];
  const SCADA = ['10.50.1.11', '10.50.1.12', '10.50.1.21', '10.50.2.40'];
  const USERS: readonly (readonly [string, string, string])[] = [
    ['ext.harlowctl.jbrooks', 'VPN-Contractor-HarlowControls', '10.250.8.23'],
    ['ext.harlowctl.mpatel', 'VPN-Contractor-HarlowControls', '10.250.8.31'],
    ['ext.siemens.tkrause', 'VPN-Vendor-Siemens', '10.250.9.14'],
    ['ext.schneider.lmartin', 'VPN-Vendor-Schneider', '10.250.9.40'],
    ['fpn.ot.agill', 'OT-Engineers', '10.250.2.17'],
    ['fpn.ot.rquinn', 'OT-Engineers', '10.250.2.22'],
  ];
  const IT_PROBES: readonly (readonly [number, string])[] = [
    [445, 'SMB'],
    [3389, 'RDP'],
    [22, 'SSH'],
    [80, 'HTTP'],
    [502, 'MODBUS'],
  ];
  const MAINT: readonly (readonly [number, string])[] = [
    [22, 'SSH'],
    [22, 'SSH'],
    [443, 'HTTPS'],
  ];
  let session = 418_200_000;
  const lines: { t: number; text: string }[] = [];
  const line = (
    t: number,
    src: string,
    dst: string,
    dport: number,
    dstintf: string,
    srcintf: string,
    action: string,
    policyid: number,
    policyname: string,
    service: string,
    user?: readonly [string, string, string],
  ) => {
    session += between(random, 1, 400);
    const accept = action !== 'deny';
    const duration = accept ? between(random, 1, 3_600) : 0;
    const sent = accept ? between(random, 200, 2_000_000) : 0;
    const text = [
      `date=${iso(t).slice(0, 10)} time=${iso(t).slice(11, 19)}`,
      `eventtime=${t}${digits(random, 6)}`,
      'tz="+0000" logid="0000000013" type="traffic" subtype="forward"',
      `level="${accept ? 'notice' : 'warning'}" vd="OT" devname="FPN-OT-FW02" devid="FG1K0FTB22900417"`,
      `srcip=${src} srcport=${between(random, 32_768, 65_000)} srcintf="${srcintf}" srcintfrole="${srcintf.startsWith('ssl') ? 'undefined' : 'lan'}"`,
      `dstip=${dst} dstport=${dport} dstintf="${dstintf}" dstintfrole="lan"`,
      `srccountry="Reserved" dstcountry="Reserved" sessionid=${session} proto=6 action="${action}"`,
      `policyid=${policyid} policytype="policy" policyname="${policyname}"`,
      `service="${service}" trandisp="noop" duration=${duration} sentbyte=${sent} rcvdbyte=${accept ? Math.floor(sent * (0.3 + random() * 3)) : 0}`,
      `sentpkt=${accept ? Math.floor(sent / 700) + 1 : 0} rcvdpkt=${accept ? Math.floor(sent / 500) + 1 : 0} appcat="unscanned"`,
      ...(user ? [`user="${user[0]}" group="${user[1]}" authserver="FPN-RADIUS"`] : []),
      ...(accept ? [] : ['crscore=30 craction=131072 crlevel="high"']),
    ].join(' ');
    lines.push({ t, text });
    return text;
  };
  const start = T(11, 6, 0);
  const end = T(12, 7, 0);
  for (let t = start; t < end; t += 20_000 + pick(random, 40_000)) {
    const [intf, net] = oneOf(random, PRIMARIES);
    const rtu = `${net}.${oneOf(random, [20, 21, 22, 30])}`;
    const kind = pick(random, 12);
    if (kind < 5) line(t, oneOf(random, SCADA), rtu, 20_000, intf, 'ot-scada-core', 'accept', 12, 'SCADA-to-RTU-DNP3', 'DNP3');
    else if (kind < 7) line(t, oneOf(random, SCADA), rtu, 2_404, intf, 'ot-scada-core', 'accept', 13, 'SCADA-to-RTU-IEC104', 'IEC-104');
    else if (kind < 8) line(t, '10.50.3.5', `${net}.5`, 123, intf, 'ot-scada-core', 'accept', 40, 'OT-NTP', 'NTP');
    else if (kind < 9) {
      const [port, service] = oneOf(random, IT_PROBES);
      line(
        t,
        `10.${oneOf(random, [20, 30, 44])}.${between(random, 1, 200)}.${between(random, 2, 250)}`,
        rtu,
        port,
        intf,
        'it-core',
        'deny',
        99,
        'DENY-IT-to-OT-Default',
        service,
      );
    } else if (kind < 11) {
      const u = oneOf(random, USERS);
      if (u === USERS[0] && intf === 'ot-pri-bost') continue;
      const working = iso(t).slice(11, 13) >= '07' && iso(t).slice(11, 13) < '19';
      const [port, service] = oneOf(random, MAINT);
      if (working)
        line(
          t,
          u[2],
          rtu,
          port,
          intf,
          'ssl.OT',
          'accept',
          u[1].startsWith('OT') ? 20 : 21,
          u[1].startsWith('OT') ? 'OT-Engineer-Maint' : 'Contractor-RTU-Maint-CAB',
          service,
          u,
        );
      else line(t, u[2], rtu, 22, intf, 'ssl.OT', 'deny', 22, 'DENY-Contractor-Outside-Window', 'SSH', u);
    } else line(t, '10.50.1.30', `${net}.2`, 161, intf, 'ot-scada-core', 'accept', 41, 'OT-SNMP-Monitoring', 'SNMP');
  }
  const harlow = USERS[0]!;
  const siemens = USERS[2]!;
  // The refused session: Harlow Controls to the Boston primary's RTU, refused by a rule other than the out-of-hours one.
  const target = line(
    T(11, 14, 37, 52),
    harlow[2],
    '10.61.14.20',
    22,
    'ot-pri-bost',
    'ssl.OT',
    'deny',
    27,
    'DENY-Contractor-No-Approved-CAB',
    'SSH',
    harlow,
  );
  const needle = target.slice(target.indexOf('srcip='), target.indexOf(' service='));
  line(T(11, 10, 12, 9), harlow[2], '10.61.40.20', 22, 'ot-pri-skeg', 'ssl.OT', 'accept', 21, 'Contractor-RTU-Maint-CAB', 'SSH', harlow);
  line(
    T(11, 15, 10, 44),
    siemens[2],
    '10.61.14.21',
    443,
    'ot-pri-bost',
    'ssl.OT',
    'deny',
    27,
    'DENY-Contractor-No-Approved-CAB',
    'HTTPS',
    siemens,
  );
  line(T(11, 14, 39, 5), harlow[2], '10.61.22.20', 22, 'ot-pri-spal', 'ssl.OT', 'accept', 21, 'Contractor-RTU-Maint-CAB', 'SSH', harlow);
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    'We had a call from Harlow Controls, the contractor who looks after the RTUs at our primary substations. Their engineer says his remote login to the Boston primary got refused yesterday afternoon, even though he thought his change had been approved. Which firewall rule turned him away?';
  return probe('round 30: ot firewall log, preamble', ask, 'run_shell', output, 'policy', needle);
}

/** `psetctl export --class feeder --voltage 11kV -f csv`: the 11 kV feeder relays' settings; one earth fault pickup keyed in wrong. */
function feederProtectionCsv(): EconomicsTask {
  const random = seededRandom(30_010);
  const header =
    'substation,substation_code,bay,feeder_name,cb_id,relay_model,relay_serial,relay_fw,settings_group,ct_ratio,ph_oc_pickup_a,ph_oc_curve,ph_oc_tms,ph_hs_pickup_a,ph_hs_delay_s,ef_pickup_a,ef_curve,ef_tms,ef_hs_pickup_a,sef_pickup_a,sef_delay_s,ar_enabled,ar_shots,ar_dead1_s,ar_dead2_s,ar_reclaim_s,cold_load_pickup,setting_sheet,applied_on,applied_by';
  const RELAYS: readonly (readonly [string, readonly string[]])[] = [
    ['Siemens 7SR1103', ['2662H80001R8b', '2662H80001R9']],
    ['SEL-751', ['R310-V2', 'R312-V1']],
    ['GE Multilin 350', ['2.41', '2.50']],
    ['ABB REF615', ['5.0 FP1', '5.1']],
  ];
  const primaries = [...TOWNS.map(([t]) => t), ...VILLAGES];
  const engineers = ['p.sandhu', 'r.holmes', 'd.mason', 'k.barker', 'a.thorpe', 'l.reeve'];
  const rows: string[] = [];
  let needle = '';
  const odd = [31, 6];
  primaries.forEach((name, s) => {
    const code = `${name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase()}${between(random, 1, 9)}`;
    const feeders = between(random, 8, 18);
    for (let f = 1; f <= feeders; f++) {
      const [relay, fws] = oneOf(random, RELAYS);
      const ct = oneOf(random, [400, 400, 600]);
      const ef = ct === 400 ? oneOf(random, [60, 80, 80, 100]) : oneOf(random, [90, 120, 120, 150]);
      const overhead = random() < 0.6;
      const feederName = `${oneOf(random, VILLAGES.concat(STREETS))}`.toUpperCase();
      const fw = oneOf(random, fws);
      const serial = `${relay.split(' ')[0]!.slice(0, 2).toUpperCase()}${digits(random, 9)}`;
      const phPickup = between(random, 15, 27) * 20;
      const sheet = `PSS-${code}-F${pad2(f)}-${oneOf(random, ['A', 'B', 'C', 'D'])}`;
      const applied = `20${between(random, 18, 26)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
      const by = oneOf(random, engineers);
      // Group 1 the normal settings, group 2 the storm settings (high-set blocked, an extra shot).
      for (const group of [1, 2]) {
        const isOdd = s === odd[0] && f === odd[1] && group === 1;
        const row = [
          `${name.toUpperCase()} 33/11KV`,
          code,
          `F${pad2(f)}`,
          feederName,
          `${code}-CB${pad2(f)}0`,
          relay,
          serial,
          fw,
          String(group),
          `${ct}/1`,
          String(phPickup),
          'IEC SI',
          (between(random, 10, 30) / 100).toFixed(2),
          group === 1 ? String(between(random, 10, 20) * 200) : 'OFF',
          group === 1 ? '0.00' : '',
          String(isOdd ? 1_200 : ef),
          oneOf(random, ['IEC SI', 'IEC SI', 'IEC VI']),
          (between(random, 10, 30) / 100).toFixed(2),
          group === 1 ? String(between(random, 5, 10) * 200) : 'OFF',
          overhead ? String(oneOf(random, [4, 5, 6, 8])) : '',
          overhead ? String(oneOf(random, [10, 15, 20])) : '',
          overhead ? 'Y' : 'N',
          overhead ? String(oneOf(random, [1, 2, 2]) + group - 1) : '0',
          overhead ? String(oneOf(random, [5, 10, 15])) : '',
          overhead ? String(oneOf(random, [15, 30, 60])) : '',
          overhead ? String(oneOf(random, [60, 120, 180])) : '',
          oneOf(random, ['Y', 'N', 'N']),
          sheet,
          applied,
          by,
        ].join(',');
        rows.push(row);
        if (isOdd) needle = row;
      }
    }
  });
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Our protection engineer reckons one of the 11 kV feeder relays has had its earth fault pickup keyed in wrong, it's nothing like what the rest are set to. Can you find which feeder that is?";
  return probe('round 30: feeder protection settings csv', ask, 'run_shell', output, 'feeder', needle);
}

/** The head-end's daily comms hub report in logfmt: every hub's day; one hub's clock an hour out. */
function commsHubDailyLogfmt(): EconomicsTask {
  const random = seededRandom(30_011);
  const lines: string[] = [];
  const COUNT = 3_800;
  const oddAt = Math.floor(COUNT * 0.43);
  let needle = '';
  const hubs = Array.from({ length: COUNT }, () => eui64(random, '00-1D-B4')).sort();
  hubs.forEach((hub, i) => {
    const [town, district] = oneOf(random, TOWNS);
    const due = 48;
    const ok = random() < 0.85 ? due : due - between(random, 1, 12);
    const drift = i === oddAt ? 3_601 : oneOf(random, [-2, -1, -1, 0, 0, 0, 0, 1, 1, 2]);
    const line = [
      `ts=${iso(T(12, 2, 0, 0) + i * 500)}`,
      'report=chf_daily',
      `date=2026-11-11`,
      `chf_id=${hub}`,
      `esme_mpan=${oneOf(random, ['10', '14', '15'])}${digits(random, 11)}`,
      `gsme=${random() < 0.7 ? 'paired' : 'none'}`,
      `postcode=${postcode(random, district).replace(' ', '')}`,
      `town="${town}"`,
      `csp=${oneOf(random, ['CSP-C', 'CSP-C', 'CSP-N'])}`,
      `wan=${oneOf(random, ['2G', '4G', '4G', '4G', 'mesh'])}`,
      `fw=CHF-${oneOf(random, ['5.3.1', '5.3.1', '5.4.0'])}`,
      `rssi_dbm=${between(random, -104, -58)}`,
      `wan_sessions=${between(random, 40, 96)}`,
      `reads_due=${due}`,
      `reads_ok=${ok}`,
      `alerts=${random() < 0.9 ? 0 : between(random, 1, 4)}`,
      `clock_drift_s=${drift}`,
      `uptime_h=${random() < 0.95 ? '24.0' : (random() * 24).toFixed(1)}`,
      `han_devices=${between(random, 2, 4)}`,
    ].join(' ');
    lines.push(line);
    if (i === oddAt) needle = line;
  });
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Going through yesterday's daily report for the smart meter comms hubs: one of the hubs is keeping time nothing like all the others. Which hub is it?";
  return probe('round 30: comms hub daily logfmt', ask, 'run_shell', output, 'hub', needle);
}

/** `telematics report daily --week 2026-W45`: every vehicle's working days; one electric van-day's energy use out of line. */
function fleetTelematicsTable(): EconomicsTask {
  const random = seededRandom(30_012);
  const DEPOTS = ['Spalding', 'Boston', 'Wisbech', 'Bourne', 'Sleaford', "King's Lynn", 'March', 'Skegness', 'Grantham', 'Peterborough'];
  const MODELS: readonly (readonly [string, string, number, number])[] = [
    ['Ford Ranger 2.0 EcoBlue', 'DIESEL', 8.8, 11.4],
    ['Toyota Hilux 2.8 D-4D', 'DIESEL', 9.2, 12.1],
    ['Ford Transit 350 L3 2.0', 'DIESEL', 9.6, 12.8],
    ['VW Crafter CR35 2.0 TDI', 'DIESEL', 9.1, 12.0],
    ['Ford E-Transit 350 L3', 'EV', 26, 35],
    ['Maxus eDeliver 9 LWB', 'EV', 27, 37],
    ['VW ID.Buzz Cargo', 'EV', 21, 27],
    ['Renault Master E-Tech', 'EV', 25, 33],
  ];
  const vehicles = Array.from({ length: 1_050 }, (_, i) => {
    const [model, fuel, lo, hi] = oneOf(random, MODELS);
    return {
      fleet: `FV-${String(1_000 + i)}`,
      reg: `${oneOf(random, ['FY', 'FX', 'FN', 'AY', 'AV'])}${oneOf(random, ['21', '22', '71', '72', '23', '73', '24', '74'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
      model,
      fuel,
      lo,
      hi,
      depot: oneOf(random, DEPOTS),
      odo: between(random, 4_000, 140_000),
    };
  });
  const rows: string[][] = [];
  let target = -1;
  const oddVehicle = vehicles.findIndex((v, i) => i >= 560 && v.fuel === 'EV');
  for (let day = 2; day <= 6; day++) {
    for (const [v, vehicle] of vehicles.entries()) {
      const odd = day === 4 && v === oddVehicle;
      if (!odd && random() < 0.08) continue;
      const dist = between(random, 18, vehicle.fuel === 'EV' ? 190 : 320) + Number(random().toFixed(1));
      const econ = odd ? 78.4 : vehicle.lo + random() * (vehicle.hi - vehicle.lo);
      const energy = (dist * econ) / 100;
      const drive = dist / between(random, 32, 58);
      vehicle.odo += Math.round(dist);
      rows.push([
        `2026-11-${pad2(day)}`,
        vehicle.fleet,
        vehicle.reg,
        vehicle.model,
        vehicle.depot,
        vehicle.fuel,
        String(between(random, 2, 14)),
        dist.toFixed(1),
        drive.toFixed(1),
        (random() * 2.5).toFixed(1),
        energy.toFixed(1),
        vehicle.fuel === 'EV' ? 'kWh' : 'L',
        econ.toFixed(1),
        String(random() < 0.8 ? 0 : between(random, 1, 5)),
        String(vehicle.odo),
      ]);
      if (odd) target = rows.length - 1;
    }
  }
  const headers = [
    'DATE',
    'FLEET_NO',
    'REG',
    'MODEL',
    'DEPOT',
    'FUEL',
    'TRIPS',
    'DIST_KM',
    'DRIVE_H',
    'IDLE_H',
    'USED',
    'UNIT',
    'PER_100KM',
    'HARSH',
    'ODO_KM',
  ];
  const lines = table(headers, rows);
  const needle = lines[target + 1]!;
  const output = `${["# telematics report daily --fleet FPN-ALL --from 2026-11-02 --to 2026-11-06 (distances in km; USED and PER_100KM in the vehicle's UNIT)", ...lines].join('\n')}\n`;
  const ask =
    "Having a look at last week's van telematics. On one of the days, one of the electric vans used energy at a rate way out of line with the rest of the electric fleet. Which van, and which day?";
  return probe('round 30: fleet telematics daily table', ask, 'run_shell', output, 'van', needle);
}

export function roundThirty(): EconomicsTask[] {
  return [
    hesFirmwareCampaign(),
    flexDispatchesXml(),
    substationsGeoJson(),
    standbyRotaYaml(),
    iccpGatewayLog(),
    omsIncidentsJson(),
    contactCentreJsonl(),
    connectionsReport(),
    otFirewallLog(),
    feederProtectionCsv(),
    commsHubDailyLogfmt(),
    fleetTelematicsTable(),
  ];
}
