/**
 * Probe round 56, written blind: a made-up railway infrastructure manager, Northern Vale Rail (signalling
 * interlockings and train describers, track circuits and axle counters, the working timetable and
 * possessions, points heaters and level crossings, operators' rolling stock telemetry, its control centres
 * and on-call). "Today" is Thursday 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *   - possessions api: who the PICOP is for the possession covering the Hartwell Viaduct bearing job.
 *   - interlocking route data xml: which points the main route from KB214 to KB226 needs lying reverse.
 *   - rcm events api: which unit and vehicle dropped its pantograph near Kelby Junction yesterday evening.
 * b. The answer a few lines from the line the question's words match:
 *   - points heaters yaml: when and what the Dunmore Junction 2241 points heater last reported as a problem.
 *   - td gateway stack trace: the root cause of the Kelby train describer's failed signalling frame decode.
 *   - on-call roster json: who is second on call for S&T on Kelby North tonight, and their mobile.
 * c. A question that paraphrases the output, or carries a preamble:
 *   - data logger axle counter events: when the Hartwell Viaduct Up section's restore was asked for.
 *   - level crossing recorder csv: when a Marsh Lane barrier first failed to come down, and which one.
 *   - ccil incident log: how much delay the people on the line at Hartwell last night caused.
 * d. One value unlike its peers:
 *   - points swing times: which point machine swing looks out of line with the rest.
 *   - interlocking timer settings: which signal's timer setting does not fit with the others.
 *   - fleet daily usage csv: which unit's day stands out from the rest of the fleet's figures.
 * Not among the bench's targets.
 * First run, at 2e4c757, the head this stop began at (with this file; `ROUNDS=56
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 3,180,725 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 56: possessions api
 *     codex: 6,590 tokens, peak 6,504, 0/1 needles, 0 read-backs
 *     context-chef: 694 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,833 tokens, peak 4,675, 0/1 needles, 4 read-backs
 *     ours: 7,039 tokens, peak 2,788, 0/1 needles, 3 read-backs
 *   round 56: interlocking route data xml
 *     codex: 222 tokens, peak 137, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 639, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,784 tokens, peak 2,958, 1/1 needles, 2 read-backs
 *     ours: 3,237 tokens, peak 2,258, 1/1 needles, 1 read-backs
 *   round 56: rcm events api
 *     codex: 7,824 tokens, peak 7,733, 0/1 needles, 0 read-backs
 *     context-chef: 791 tokens, peak 700, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,523 tokens, peak 1,003, 0/1 needles, 4 read-backs
 *     ours: 4,508 tokens, peak 963, 0/1 needles, 4 read-backs
 *   round 56: points heaters yaml
 *     codex: 17,651 tokens, peak 17,557, 0/1 needles, 0 read-backs
 *     context-chef: 865 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,271 tokens, peak 2,616, 0/1 needles, 2 read-backs
 *     ours: 7,196 tokens, peak 3,242, 1/1 needles, 2 read-backs
 *   round 56: td gateway stack trace
 *     codex: 15,398 tokens, peak 15,310, 0/1 needles, 0 read-backs
 *     context-chef: 776 tokens, peak 688, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,787 tokens, peak 2,631, 1/1 needles, 2 read-backs
 *     ours: 5,491 tokens, peak 2,616, 1/1 needles, 2 read-backs
 *   round 56: on-call roster json
 *     codex: 12,725 tokens, peak 12,631, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 593, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,508 tokens, peak 2,785, 1/1 needles, 3 read-backs
 *     ours: 7,666 tokens, peak 3,070, 1/1 needles, 3 read-backs
 *   round 56: axle counter events
 *     codex: 18,284 tokens, peak 18,185, 0/1 needles, 0 read-backs
 *     context-chef: 880 tokens, peak 781, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,816 tokens, peak 4,112, 0/1 needles, 3 read-backs
 *     ours: 9,826 tokens, peak 4,443, 0/1 needles, 3 read-backs
 *   round 56: level crossing recorder csv
 *     codex: 20,606 tokens, peak 20,470, 0/1 needles, 0 read-backs
 *     context-chef: 1,003 tokens, peak 867, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,198 tokens, peak 1,541, 0/1 needles, 4 read-backs
 *     ours: 5,018 tokens, peak 1,063, 0/1 needles, 4 read-backs
 *   round 56: ccil incident log
 *     codex: 13,593 tokens, peak 13,486, 0/1 needles, 0 read-backs
 *     context-chef: 754 tokens, peak 647, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,466 tokens, peak 3,783, 0/1 needles, 2 read-backs
 *     ours: 7,944 tokens, peak 4,167, 0/1 needles, 2 read-backs
 *   round 56: points swing times
 *     codex: 19,888 tokens, peak 19,789, 0/1 needles, 0 read-backs
 *     context-chef: 934 tokens, peak 835, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,563 tokens, peak 3,020, 0/1 needles, 4 read-backs
 *     ours: 6,945 tokens, peak 2,898, 1/1 needles, 4 read-backs
 *   round 56: interlocking timer settings
 *     codex: 19,591 tokens, peak 19,491, 0/1 needles, 0 read-backs
 *     context-chef: 960 tokens, peak 860, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,258 tokens, peak 1,551, 0/1 needles, 4 read-backs
 *     ours: 3,981 tokens, peak 861, 0/1 needles, 4 read-backs
 *   round 56: fleet daily usage csv
 *     codex: 24,115 tokens, peak 24,011, 0/1 needles, 0 read-backs
 *     context-chef: 1,095 tokens, peak 991, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,340 tokens, peak 4,835, 0/1 needles, 2 read-backs
 *     ours: 11,151 tokens, peak 5,451, 1/1 needles, 2 read-backs
 *     codex: 176,487 tokens, 0/12 needles
 *     context-chef: 10,163 tokens, 0/12 needles
 *     context-chef-store: 92,347 tokens, 3/12 needles
 *     ours: 80,002 tokens, 6/12 needles
 */
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A moment of autumn 2026; November is GMT, so UTC is the local time. */
const T = (month: number, day: number, h = 0, m = 0, s = 0, ms = 0) => Date.UTC(2026, month - 1, day, h, m, s, ms);
/** `2026-11-12T03:58:41Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-12T03:58:41.412Z` */
const isoMs = (t: number) => new Date(t).toISOString();
/** `2026-11-12 03:58:41.412` */
const stamp = (t: number) => new Date(t).toISOString().slice(0, 23).replace('T', ' ');
/** `12/11/2026 03:58` */
const ukDate = (t: number) => {
  const d = new Date(t);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** Miles and chains, as the railway writes a mileage: `121m 48ch`. */
const mileage = (miles: number) => `${Math.floor(miles)}m ${pad2(Math.min(79, Math.round((miles % 1) * 80)))}ch`;

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

const FIRST = [
  'Aled',
  'Bryony',
  'Craig',
  'Dawn',
  'Euan',
  'Fiona',
  'Graham',
  'Hollie',
  'Imran',
  'Jodie',
  'Keith',
  'Lorna',
  'Mick',
  'Nadia',
  'Oliver',
  'Paula',
  'Rob',
  'Shona',
  'Terry',
  'Una',
  'Vince',
  'Wendy',
  'Yusuf',
  'Zara',
  'Adrian',
  'Bev',
  'Colin',
  'Donna',
  'Eddie',
  'Gemma',
  'Harpreet',
  'Ian',
  'Jas',
  'Kerry',
  'Lee',
  'Martin',
  'Nicola',
  'Pete',
  'Sam',
  'Tracey',
];
const LAST = [
  'Ashworth',
  'Bellamy',
  'Crossley',
  'Dhillon',
  'Eastwood',
  'Fairclough',
  'Gill',
  'Haworth',
  'Iqbal',
  'Jowett',
  'Kershaw',
  'Lumb',
  'Mellor',
  'Naylor',
  'Ormerod',
  'Pickles',
  'Rushworth',
  'Sutcliffe',
  'Thornton',
  'Uttley',
  'Varley',
  'Whiteley',
  'Yates',
  'Appleyard',
  'Brearley',
  'Clegg',
  'Dobson',
  'Exley',
  'Firth',
  'Greenwood',
  'Holroyd',
  'Illingworth',
  'Jagger',
  'Kitson',
  'Lister',
  'Midgley',
  'Nuttall',
  'Oddy',
  'Priestley',
  'Shackleton',
];

/** Lines of route: ELR, name, and its places with their mileages. */
const ROUTE_LINES: readonly { elr: string; name: string; places: readonly (readonly [string, number])[] }[] = [
  {
    elr: 'KBM',
    name: 'Kelby Main Line',
    places: [
      ['Kelby', 112.2],
      ['Kelby Jn', 113.1],
      ['Skelbrooke', 115.0],
      ['Hartwell', 117.4],
      ['Hartwell Viaduct', 118.0],
      ['Dunmore Junction', 121.6],
      ['Fenwick', 125.3],
      ['Brayford', 130.9],
      ['Oxley Parkway', 136.2],
    ],
  },
  {
    elr: 'ASB',
    name: 'Ashby Branch',
    places: [
      ['Dunmore Junction', 0.0],
      ['Marsh Lane LC', 2.5],
      ['Westmarsh', 4.8],
      ['Callow Bridge', 7.7],
      ['Ashby', 11.3],
    ],
  },
  {
    elr: 'TLL',
    name: 'Tollerton Loop',
    places: [
      ['Kelby South Jn', 0.0],
      ['Harlow Moor', 3.6],
      ['Tollerton', 8.4],
      ['Lindale', 12.9],
      ['Stavely Road', 17.2],
    ],
  },
  {
    elr: 'PNW',
    name: 'Penhallow Line',
    places: [
      ['Ashby', 0.0],
      ['Carrick Sidings', 1.9],
      ['Wexcombe', 6.4],
      ['Stavely Road', 10.1],
      ['Penhallow', 14.7],
    ],
  },
];

/** `GET /api/v1/possessions?from=2026-10-17&to=2026-12-12`: one line of JSON; the viaduct bearing job's PICOP. */
function possessionsApi(): EconomicsTask {
  const random = seededRandom(56_001);
  const picops = Array.from({ length: 36 }, () => ({
    name: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
    mobile: `07700 9${digits(random, 5)}`,
  }));
  const CONTRACTORS = [
    'NVR Works Delivery',
    'Kelby Track Maintenance',
    'Colbrook Rail',
    'Arden Civils',
    'Vale OLE Alliance',
    'Signalling Works (North)',
  ];
  const ACTIVITIES = [
    'Plain line renewal',
    'Tamping',
    'Stoneblowing',
    'Rail grinding',
    'Ultrasonic rail testing',
    'Drainage jetting',
    'Vegetation clearance',
    'OLE contact wire renewal',
    'OLE inspection',
    'Track circuit renewal',
    'Axle counter head replacement',
    'Signal sighting',
    'Cable route remediation',
    'S&C renewal',
    'Fencing repairs',
    'Level crossing deck renewal',
    'Underbridge examination',
    'Culvert examination',
    'Embankment stabilisation',
    'Rail stressing',
  ];
  let seq = 4_102;
  const possession = (
    start: number,
    hours: number,
    worksites: readonly string[],
    picop: { name: string; mobile: string },
    route = oneOf(random, ROUTE_LINES),
  ) => {
    const a = pick(random, route.places.length - 1);
    const b = Math.min(route.places.length - 1, a + between(random, 1, 3));
    const from = route.places[a]!;
    const to = route.places[b]!;
    const end = start + hours * HOUR;
    const wonWeek = 33 + Math.floor((start - T(10, 17)) / (7 * 24 * HOUR));
    return {
      possession_id: `P2026/${seq++}`,
      won_ref: `WON ${wonWeek} item ${between(random, 100, 1_900)}`,
      status: end < T(11, 12, 6) ? 'COMPLETED' : oneOf(random, ['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'PROVISIONAL']),
      category: hours >= 20 ? 'Disruptive' : hours >= 7 ? 'Weekend' : oneOf(random, ['Rules of the Route', 'Midweek']),
      elr: route.elr,
      route: route.name,
      lines: oneOf(random, ['Up & Down Main', 'Up & Down Main', 'Up Main', 'Down Main', 'Up & Down Slow', 'Single line']),
      limits: {
        from: {
          location: from[0],
          mileage: mileage(from[1] + random() * 0.3),
          protecting_signal: `${route.elr.slice(0, 2)}${between(random, 101, 499)}`,
        },
        to: {
          location: to[0],
          mileage: mileage(to[1] + random() * 0.3),
          protecting_signal: `${route.elr.slice(0, 2)}${between(random, 101, 499)}`,
        },
      },
      start: isoZ(start),
      end: isoZ(end),
      picop,
      isolation:
        random() < 0.4
          ? {
              required: true,
              ole_section: `${route.elr}-S${pad2(between(random, 1, 30))}`,
              ape: oneOf(random, FIRST) + ' ' + oneOf(random, LAST),
            }
          : { required: false },
      worksites: worksites.map((activity, k) => ({
        ws: `WS${k + 1}`,
        activity,
        contractor: oneOf(random, CONTRACTORS),
        es: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
        staff: between(random, 4, 38),
      })),
      engineering_trains: Array.from({ length: pick(random, 3) }, () => `6${oneOf(random, ['Z', 'Y', 'J', 'K'])}${digits(random, 2)}`),
      trains_affected: between(random, 0, 64),
    };
  };
  const records: { start: string; object: object }[] = [];
  const add = (o: ReturnType<typeof possession>) => records.push({ start: o.start, object: o });
  for (let i = 0; i < 1_150; i++) {
    const day = between(random, 0, 55);
    const weekend = new Date(T(10, 17 + day)).getUTCDay() >= 5 || new Date(T(10, 17 + day)).getUTCDay() === 0;
    const start = T(10, 17 + day, oneOf(random, [22, 23, 23, 0, 1]), oneOf(random, [0, 10, 15, 30, 40, 45]));
    const hours = weekend ? oneOf(random, [6, 7, 8, 9, 30, 52]) : oneOf(random, [4, 5, 6]);
    const works = Array.from({ length: between(random, 1, 3) }, () => oneOf(random, ACTIVITIES));
    add(possession(start, hours, works, oneOf(random, picops)));
  }
  const main = ROUTE_LINES[0]!;
  const target = possession(
    T(11, 14, 23, 30),
    8,
    ['Hartwell Viaduct bearing replacement (piers 4-6)', 'Tamping'],
    { name: 'Rhiannon Cadwallader', mobile: '07700 918264' },
    main,
  );
  target.limits = {
    from: { location: 'Hartwell', mileage: '117m 36ch', protecting_signal: 'KB433' },
    to: { location: 'Dunmore Junction', mileage: '121m 41ch', protecting_signal: 'KB461' },
  };
  const needle = `"picop":${JSON.stringify(target.picop)}`;
  add(target);
  add(possession(T(11, 21, 23, 15), 9, ['Hartwell Viaduct waterproofing (spans 1-3)'], oneOf(random, picops), main));
  add(possession(T(11, 14, 22, 45), 8, ['Callow Bridge underbridge bearing replacement'], oneOf(random, picops), ROUTE_LINES[1]));
  add(possession(T(11, 7, 23, 40), 7, ['Hartwell Viaduct examination (principal)', 'Drainage jetting'], oneOf(random, picops), main));
  records.sort((x, y) => x.start.localeCompare(y.start));
  const output = `${JSON.stringify({
    data: records.map((r) => r.object),
    meta: { region: 'Northern Vale', from: '2026-10-17', to: '2026-12-12', count: records.length, generated_at: isoZ(T(11, 12, 8, 14, 2)) },
  })}\n`;
  const ask =
    "Who's the PICOP for the possession covering the Hartwell Viaduct bearing replacement this Saturday night? I need to ring them about getting the crane into the compound.";
  return probe('round 56: possessions api', ask, 'http_get', output, 'picop', needle, true);
}

/** The interlocking data export: routes of six interlockings as one line of XML; the KB214 to KB226 main route's reverse points. */
function interlockingRoutesXml(): EconomicsTask {
  const random = seededRandom(56_002);
  const IXLS = [
    ['DMJ-IXL01', 'Dunmore Junction', 'DM'],
    ['HWL-IXL02', 'Hartwell', 'HW'],
    ['ASB-IXL03', 'Ashby', 'AS'],
    ['KBY-IXL04', 'Kelby', 'KB'],
    ['TLL-IXL05', 'Tollerton', 'TL'],
    ['PNW-IXL06', 'Penhallow', 'PN'],
  ] as const;
  const parts: string[] = [];
  let needle = '';
  for (const [ixlId, name, p] of IXLS) {
    const signals = Array.from({ length: between(random, 110, 140) }, (_, k) => `${p}${201 + k * 2 - (k % 2)}`);
    const pointNos = Array.from({ length: 60 }, (_, k) => 1_001 + k).filter((n) => !(p === 'KB' && n === 1_047));
    const pointRef = () => `${p}${oneOf(random, pointNos)}${oneOf(random, ['', 'A', 'B'])}`;
    const sectionRef = () => `${p}-T${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}`;
    const routeXml = (entry: string, exit: string, cls: string, points: readonly (readonly [string, string])[]) => {
      const letter = cls === 'main' ? 'M' : cls === 'shunt' ? 'S' : 'C';
      const release = cls === 'shunt' ? 60 : oneOf(random, [120, 120, 180]);
      return (
        `<route id="${entry}${oneOf(random, ['A', 'B', 'C'])}(${letter})" entry="${entry}" exit="${exit}" class="${cls}" overlap="${cls === 'main' ? `${exit}-OL${oneOf(random, ['A', 'B'])}` : 'none'}">` +
        `<points>${points.map(([ref, pos]) => `<pointSet ref="${ref}" pos="${pos}"/>`).join('')}</points>` +
        `<sections>${Array.from({ length: between(random, 2, 6) }, () => `<tc ref="${sectionRef()}"/>`).join('')}</sections>` +
        `<flank>${Array.from({ length: pick(random, 3) }, () => `<pointSet ref="${pointRef()}" pos="${oneOf(random, ['normal', 'reverse'])}"/>`).join('')}</flank>` +
        `<approachLocking type="${oneOf(random, ['timed', 'timed', 'comparator'])}" release="${release}"/><torr delay="${between(random, 2, 5)}"/></route>`
      );
    };
    const randomPoints = () =>
      Array.from({ length: pick(random, 4) }, () => [pointRef(), oneOf(random, ['normal', 'normal', 'reverse'])] as const);
    const routes: string[] = [];
    for (const entry of signals) {
      if (entry === 'KB214') {
        routes.push(
          routeXml('KB214', 'KB228', 'main', [
            ['KB1041', 'normal'],
            ['KB1043A', 'reverse'],
          ]),
        );
        const target = routeXml('KB214', 'KB226', 'main', [
          ['KB1041', 'normal'],
          ['KB1043A', 'normal'],
          ['KB1047B', 'reverse'],
        ]);
        needle = '<pointSet ref="KB1047B" pos="reverse"/>';
        routes.push(target);
        routes.push(routeXml('KB214', 'KB226', 'shunt', [['KB1045', 'reverse']]));
        continue;
      }
      for (let r = between(random, 1, 3); r > 0; r--) {
        const exit = oneOf(random, signals);
        if (exit === entry) continue;
        routes.push(routeXml(entry, exit, oneOf(random, ['main', 'main', 'main', 'shunt', 'call-on']), randomPoints()));
      }
    }
    if (p === 'KB')
      routes.splice(
        routes.length - 40,
        0,
        routeXml('KB216', 'KB226', 'main', [
          ['KB1041', 'reverse'],
          ['KB1047B', 'normal'],
        ]),
      );
    parts.push(
      `<interlocking id="${ixlId}" name="${name}" type="CBI" dataVersion="${oneOf(random, ['2026.09.14', '2026.10.02', '2026.11.03'])}">` +
        `<signals>${signals.map((s) => `<signal id="${s}" type="${oneOf(random, ['main', 'main', 'main', 'shunt', 'main-shunt'])}" aspects="${oneOf(random, ['4', '4', '3', '2'])}" dir="${oneOf(random, ['up', 'down'])}"/>`).join('')}</signals>` +
        `<routes>${routes.join('')}</routes></interlocking>`,
    );
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?>\n<ixlDataExport xmlns="urn:nvr:signalling:ixl:2" exported="${isoZ(T(11, 12, 7, 2, 55))}" region="Northern Vale">${parts.join('')}</ixlDataExport>\n`;
  const ask =
    'Quick one on the Kelby interlocking data: for the main route from signal KB214 to KB226, which set of points has to be lying reverse?';
  return probe('round 56: interlocking route data xml', ask, 'read_file', output, 'points', needle, true);
}

/** The operator's remote condition monitoring API, one line of JSON: a unit's pantograph dropped by the ADD near Kelby Jn. */
function rcmEventsApi(): EconomicsTask {
  const random = seededRandom(56_003);
  const units = Array.from({ length: 46 }, (_, k) => `385${101 + k}`);
  const CARS = [
    ['DMSO-A', '441'],
    ['PTSO', '442'],
    ['TSO', '443'],
    ['DMSO-B', '444'],
  ] as const;
  const LOCS = [
    ['KELBY', 'Kelby', 53.7921, -1.5473],
    ['KELBYJN', 'Kelby Jn', 53.8012, -1.5521],
    ['SKLBRKE', 'Skelbrooke', 53.8254, -1.5702],
    ['HRTWELL', 'Hartwell', 53.8533, -1.5897],
    ['DUNMRJN', 'Dunmore Junction', 53.9011, -1.6124],
    ['FENWICK', 'Fenwick', 53.9502, -1.6338],
    ['BRAYFRD', 'Brayford', 54.0127, -1.6811],
    ['OXLYPKY', 'Oxley Parkway', 54.0703, -1.7105],
    ['ASHBY', 'Ashby', 53.9466, -1.7742],
    ['PNHALLW', 'Penhallow', 54.0012, -1.9413],
    ['KBYTMD', 'Kelby TMD', 53.7874, -1.5401],
  ] as const;
  const EVENTS = [
    ['DOORS', 'DR-0113', 'Door obstruction detected, door reopened', 'INFO'],
    ['DOORS', 'DR-0207', 'Door interlock loop slow to prove', 'WARN'],
    ['DOORS', 'DR-0118', 'Door released by driver', 'INFO'],
    ['HVAC', 'HV-0031', 'Saloon temperature outside band', 'INFO'],
    ['HVAC', 'HV-0052', 'Cab heater contactor cycled', 'INFO'],
    ['TRACTION', 'TR-1102', 'Wheel slide protection active', 'INFO'],
    ['TRACTION', 'TR-1190', 'Traction converter reset', 'WARN'],
    ['BRAKES', 'BR-0420', 'Emergency brake demand (driver)', 'WARN'],
    ['BRAKES', 'BR-0433', 'Brake test passed', 'INFO'],
    ['TMS', 'TM-0009', 'TMS heartbeat restored', 'INFO'],
    ['PANTOGRAPH', 'PN-0310', 'Pantograph raised', 'INFO'],
    ['PANTOGRAPH', 'PN-0311', 'Pantograph lowered (driver)', 'INFO'],
    ['POWER', 'PW-0050', 'Neutral section: VCB opened', 'INFO'],
    ['POWER', 'PW-0051', 'Neutral section: VCB closed', 'INFO'],
    ['POWER', 'PW-0071', 'Line voltage low (<19 kV)', 'WARN'],
    ['AWS_TPWS', 'AT-0012', 'TPWS train stop intervention', 'WARN'],
    ['AWS_TPWS', 'AT-0003', 'AWS warning acknowledged late', 'INFO'],
    ['CCTV', 'CV-0201', 'Forward-facing camera storage 90% full', 'INFO'],
  ] as const;
  const add = ['PANTOGRAPH', 'PN-0344', 'Pantograph lowered by ADD (automatic dropping device)', 'CRITICAL'] as const;
  const event = (t: number, unit: string, ev: readonly [string, string, string, string], loc: (typeof LOCS)[number]) => {
    const car =
      ev[0] === 'PANTOGRAPH'
        ? CARS[1]
        : ev[0] === 'TRACTION' || ev[0] === 'POWER'
          ? oneOf(random, [CARS[0], CARS[1], CARS[3]])
          : oneOf(random, CARS);
    return {
      event_id: `RCM-${chars(random, '0123456789ABCDEF', 10)}`,
      ts: isoZ(t),
      unit,
      vehicle: `${car[1]}${unit.slice(3)}`,
      car: car[0],
      system: ev[0],
      code: ev[1],
      text: ev[2],
      severity: ev[3],
      headcode: `${oneOf(random, ['1', '2', '2', '2', '5'])}${oneOf(random, ['K', 'A', 'P', 'W'])}${digits(random, 2)}`,
      loc: {
        tiploc: loc[0],
        name: loc[1],
        lat: Number((loc[2] + (random() - 0.5) * 0.004).toFixed(5)),
        lon: Number((loc[3] + (random() - 0.5) * 0.004).toFixed(5)),
      },
      speed_kmh: ev[1] === 'BR-0433' || loc[0] === 'KBYTMD' ? 0 : between(random, 0, 160),
      line_kv: Number((23.4 + random() * 3.1).toFixed(1)),
    };
  };
  const from = T(11, 11, 4);
  const to = T(11, 12, 6);
  const events: { t: number; o: object }[] = [];
  for (let i = 0; i < 3_100; i++) {
    const t = from + pick(random, (to - from) / SECOND) * SECOND;
    events.push({ t, o: event(t, oneOf(random, units), oneOf(random, EVENTS), oneOf(random, LOCS)) });
  }
  const targetT = T(11, 11, 17, 42, 9);
  const target = event(targetT, '385117', add, LOCS[1]);
  const needle = `"ts":"${target.ts}","unit":"385117","vehicle":"${target.vehicle}"`;
  events.push({ t: targetT, o: target });
  events.push({ t: targetT + 4 * MINUTE + 31 * SECOND, o: event(targetT + 4 * MINUTE + 31 * SECOND, '385117', EVENTS[10], LOCS[1]) });
  events.push({ t: T(11, 11, 8, 12, 44), o: event(T(11, 11, 8, 12, 44), '385132', add, LOCS[5]) });
  events.push({ t: T(11, 11, 21, 5, 17), o: event(T(11, 11, 21, 5, 17), '385104', add, LOCS[9]) });
  events.push({ t: targetT - 6 * MINUTE, o: event(targetT - 6 * MINUTE, '385121', EVENTS[11], LOCS[1]) });
  events.push({ t: targetT + 11 * MINUTE, o: event(targetT + 11 * MINUTE, '385139', EVENTS[14], LOCS[1]) });
  events.sort((a, b) => a.t - b.t);
  const output = `${JSON.stringify({
    fleet: 'Class 385',
    operator: 'Vale Connect',
    window: { from: isoZ(from), to: isoZ(to) },
    events: events.map((e) => e.o),
    next_cursor: null,
  })}\n`;
  const ask =
    "One of Vale Connect's class 385s came to a stand near Kelby Junction yesterday evening after its pantograph came down on its own. Which unit was it, and which vehicle?";
  return probe('round 56: rcm events api', ask, 'http_get', output, 'unit', needle, true);
}

/** The points heating system's status as YAML; the Dunmore Junction 2241 heater's last fault sits below its name. */
function pointsHeatersYaml(): EconomicsTask {
  const random = seededRandom(56_004);
  const SITES = [
    ['Westmarsh', 'WMS', 'ASB', 4.8],
    ['Ashby', 'ASH', 'ASB', 11.3],
    ['Kelby', 'KBY', 'KBM', 112.2],
    ['Kelby Jn', 'KBJ', 'KBM', 113.1],
    ['Skelbrooke', 'SKB', 'KBM', 115.0],
    ['Hartwell', 'HWL', 'KBM', 117.4],
    ['Dunmore Junction', 'DMJ', 'KBM', 121.6],
    ['Fenwick', 'FNW', 'KBM', 125.3],
    ['Brayford', 'BRF', 'KBM', 130.9],
    ['Oxley Parkway', 'OXP', 'KBM', 136.2],
    ['Carrick Sidings', 'CRS', 'PNW', 1.9],
    ['Wexcombe', 'WXC', 'PNW', 6.4],
    ['Penhallow', 'PNH', 'PNW', 14.7],
    ['Tollerton', 'TLN', 'TLL', 8.4],
    ['Lindale', 'LND', 'TLL', 12.9],
  ] as const;
  const FAULTS = ['ELEMENT_OPEN_CIRCUIT', 'RCD_TRIP', 'RAIL_SENSOR_OPEN', 'COMMS_LOST', 'SUPPLY_UNDERVOLTAGE', 'CONTACTOR_WELDED'];
  const lastComms = () => isoZ(T(11, 12, 5, 50) + pick(random, 15 * 60) * SECOND);
  const site = (place: (typeof SITES)[number], points: number, lastFault?: string) => {
    const rail = -3 + random() * 7;
    const heating = rail < 4;
    const elements = between(random, 4, 8);
    const fault =
      lastFault ??
      (random() < 0.3
        ? `${oneOf(random, FAULTS)}${random() < 0.5 ? ` pos=${oneOf(random, ['A', 'B', 'C', 'D'])}` : ''} at ${isoZ(T(10, 1) + pick(random, 42 * 24 * 3_600) * SECOND)}`
        : 'none');
    return [
      `  - site: ${place[0]} ${points} points`,
      `    id: PH-${place[1]}-${points}`,
      `    elr: ${place[2]}`,
      `    mileage: ${mileage(place[3] + random() * 0.6)}`,
      `    mode: ${oneOf(random, ['AUTO', 'AUTO', 'AUTO', 'AUTO', 'FORCED_ON', 'OFF_SEASON'])}`,
      `    state: ${heating ? 'HEATING' : 'STANDBY'}`,
      `    last_fault: ${fault}`,
      `    temps:`,
      `      rail_c: ${rail.toFixed(1)}`,
      `      air_c: ${(rail - 1.5 + random() * 2).toFixed(1)}`,
      `      on_below_c: 4.0`,
      `      off_above_c: 7.0`,
      `    controller:`,
      `      model: ${oneOf(random, ['PHC-3 (Thermex)', 'PHC-3 (Thermex)', 'Railheat RH400'])}`,
      `      firmware: ${oneOf(random, ['4.2.1', '4.2.1', '4.3.0', '3.9.7'])}`,
      `      address: 10.${between(random, 40, 48)}.${between(random, 0, 9)}.${between(random, 10, 250)}`,
      `    elements:`,
      ...Array.from(
        { length: elements },
        (_, k) =>
          `      - {pos: ${'ABCDEFGH'[k]}, watts: ${oneOf(random, [300, 450, 450, 600])}, amps: ${heating ? (1.2 + random() * 1.6).toFixed(2) : '0.00'}}`,
      ),
      `    last_comms: ${lastComms()}`,
    ];
  };
  const blocks: string[][] = [];
  for (const place of SITES) {
    const used = new Set<number>();
    for (let k = between(random, 50, 75); k > 0; k--) {
      let points = 0;
      while (!points || used.has(points)) points = between(random, 2_201, 2_299);
      used.add(points);
      if (place[1] === 'DMJ' && (points === 2_241 || points === 2_243)) continue;
      blocks.push(site(place, points));
    }
  }
  const dmj = SITES.find((x) => x[1] === 'DMJ')!;
  const needle = 'last_fault: ELEMENT_OPEN_CIRCUIT pos=C at 2026-11-12T03:58:41Z';
  const at = blocks.findIndex((b) => b[0]!.includes('Dunmore Junction'));
  blocks.splice(at + 20, 0, site(dmj, 2_241, needle.slice('last_fault: '.length)));
  blocks.splice(at + 24, 0, site(dmj, 2_243, 'RAIL_SENSOR_OPEN at 2026-11-12T04:10:26Z'));
  const fenwick = blocks.findIndex((b) => b[0]!.includes('Fenwick'));
  blocks.splice(
    fenwick + 30,
    0,
    site(
      SITES.find((x) => x[1] === 'FNW')!,
      2_241,
      'COMMS_LOST at 2026-11-09T22:17:50Z',
    ),
  );
  const output = `${[
    'apiVersion: phcms.nvr/v2',
    'kind: HeaterStatusList',
    `generated: ${isoZ(T(11, 12, 6, 5))}`,
    'season: WINTER_2026_27',
    'items:',
    ...blocks.flat(),
  ].join('\n')}\n`;
  const ask =
    "Dunmore Junction's 2241 points failed to detect first thing this morning and the S&T think it's ice. When did the heater on those points last report a problem, and what was it?";
  return probe('round 56: points heaters yaml', ask, 'run_shell', output, 'fault', needle);
}

/** The train describer gateway's log, Java with stack traces; the Kelby decode error's cause sits at the bottom of its trace. */
function tdGatewayStackTrace(): EconomicsTask {
  const random = seededRandom(56_005);
  const AREAS = [
    ['KB', 'Kelby'],
    ['HW', 'Hartwell'],
    ['DM', 'Dunmore'],
    ['AS', 'Ashby'],
    ['TL', 'Tollerton'],
    ['PN', 'Penhallow'],
  ] as const;
  const thread = (area: string) => `td-area-${area}-${between(random, 1, 4)}`;
  const netty = [
    '\tat io.netty.channel.AbstractChannelHandlerContext.invokeChannelRead(AbstractChannelHandlerContext.java:444)',
    '\tat io.netty.channel.AbstractChannelHandlerContext.invokeChannelRead(AbstractChannelHandlerContext.java:420)',
    '\tat io.netty.channel.AbstractChannelHandlerContext.fireChannelRead(AbstractChannelHandlerContext.java:412)',
    '\tat io.netty.handler.codec.ByteToMessageDecoder.fireChannelRead(ByteToMessageDecoder.java:346)',
    '\tat io.netty.handler.codec.ByteToMessageDecoder.channelRead(ByteToMessageDecoder.java:318)',
    '\tat io.netty.channel.nio.NioEventLoop.processSelectedKey(NioEventLoop.java:788)',
    '\tat io.netty.channel.nio.NioEventLoop.run(NioEventLoop.java:569)',
    '\tat io.netty.util.concurrent.SingleThreadEventExecutor$4.run(SingleThreadEventExecutor.java:997)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const decodeError = (t: number, area: readonly [string, string], cause: string, causeFrames: readonly string[]) => [
    `${stamp(t)} ERROR [${thread(area[0])}] c.n.td.gateway.AreaSession - Failed to decode S-class frame from area ${area[0]} (${area[1]}), closing session`,
    `com.nvr.td.gateway.FrameDecodeException: S-class frame rejected (area=${area[0]}, len=${between(random, 9, 16)}, seq=${between(random, 10_000, 99_999)})`,
    `\tat com.nvr.td.gateway.SClassDecoder.decode(SClassDecoder.java:188)`,
    `\tat com.nvr.td.gateway.FrameRouter.route(FrameRouter.java:77)`,
    `\tat com.nvr.td.gateway.AreaSession.onFrame(AreaSession.java:301)`,
    ...netty,
    `Caused by: ${cause}`,
    ...causeFrames,
    `\t... ${netty.length + 2} common frames omitted`,
  ];
  const signalMapFrames = [
    '\tat com.nvr.td.signalling.SignalMap.lookup(SignalMap.java:97)',
    '\tat com.nvr.td.gateway.SClassDecoder.decode(SClassDecoder.java:171)',
  ];
  const connectionError = (t: number, area: readonly [string, string]) => {
    const [exception, frame] = oneOf(random, [
      ['java.net.SocketTimeoutException: Read timed out', '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)'],
      ['java.io.IOException: Connection reset by peer', '\tat java.base/sun.nio.ch.SocketDispatcher.read0(Native Method)'],
      ['java.net.ConnectException: Connection refused', '\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)'],
    ] as const);
    return [
      `${stamp(t)} ERROR [${thread(area[0])}] c.n.td.gateway.AreaSession - Lost connection to TD area ${area[0]} (${area[1]}), reconnecting in 5s`,
      `com.nvr.td.gateway.LinkException: link down (area=${area[0]}, front-end=tdfe-${area[0].toLowerCase()}-0${between(random, 1, 2)}:${oneOf(random, [7001, 7002])})`,
      `\tat com.nvr.td.gateway.AreaLink.read(AreaLink.java:142)`,
      `\tat com.nvr.td.gateway.AreaSession.poll(AreaSession.java:256)`,
      ...netty.slice(5),
      `Caused by: ${exception}`,
      frame,
      `\t... 6 common frames omitted`,
    ];
  };
  const info = (t: number): string[] => {
    const area = oneOf(random, AREAS);
    const kind = pick(random, 10);
    if (kind < 5)
      return [
        `${stamp(t)} INFO  [${thread(area[0])}] c.n.td.gateway.AreaSession - area ${area[0]} (${area[1]}): ${between(random, 20, 140)} C-class, ${between(random, 60, 420)} S-class messages published in last 10s`,
      ];
    if (kind < 7)
      return [
        `${stamp(t)} INFO  [${thread(area[0])}] c.n.td.gateway.Heartbeat - CT heartbeat from area ${area[0]} (${area[1]}) report time ${pad2(new Date(t).getUTCHours())}${pad2(new Date(t).getUTCMinutes())}`,
      ];
    if (kind < 8)
      return [
        `${stamp(t)} DEBUG [publisher-${between(random, 1, 6)}] c.n.td.publish.StompPublisher - sent batch of ${between(random, 40, 600)} to /topic/TD_${area[0]}_SIG_AREA in ${between(random, 1, 40)}ms`,
      ];
    if (kind < 9)
      return [
        `${stamp(t)} WARN  [${thread(area[0])}] c.n.td.gateway.Heartbeat - late CT heartbeat from area ${area[0]} (${area[1]}): gap ${between(random, 31, 58)}s`,
      ];
    return [
      `${stamp(t)} INFO  [${thread(area[0])}] c.n.td.gateway.BerthTracker - area ${area[0]} step ${digits(random, 4)} -> ${digits(random, 4)} descr ${oneOf(random, ['1', '2', '2', '5', '6'])}${oneOf(random, ['K', 'A', 'P', 'Z'])}${digits(random, 2)}`,
    ];
  };
  const from = T(11, 12, 0, 0);
  const to = T(11, 12, 6, 30);
  const events: { t: number; lines: string[] }[] = [];
  for (let i = 0; i < 5_400; i++) {
    const t = from + pick(random, to - from);
    events.push({ t, lines: info(t) });
  }
  for (let i = 0; i < 26; i++) {
    const t = from + pick(random, to - from);
    events.push({ t, lines: connectionError(t, oneOf(random, AREAS)) });
  }
  const otherCauses = [
    [AREAS[3], 'com.nvr.td.signalling.SignalMapException: address 0x1A bit 3 not in signalling map AS rev 2026.10.02'],
    [AREAS[2], 'java.lang.IllegalArgumentException: frame length 7 below minimum 8 for S-class'],
    [AREAS[5], 'com.nvr.td.signalling.SignalMapException: address 0x44 bit 0 not in signalling map PN rev 2026.09.14'],
    [AREAS[1], 'java.lang.ArrayIndexOutOfBoundsException: Index 16 out of bounds for length 16'],
    [AREAS[3], 'com.nvr.td.signalling.SignalMapException: address 0x1A bit 6 not in signalling map AS rev 2026.10.02'],
  ] as const;
  otherCauses.forEach(([area, cause], k) => {
    const t = from + Math.floor(((k + 0.5) / otherCauses.length) * (to - from)) + pick(random, 10 * MINUTE);
    events.push({ t, lines: decodeError(t, area, cause, signalMapFrames) });
  });
  const targetT = T(11, 12, 3, 12, 44, 118);
  const needle = 'Caused by: com.nvr.td.signalling.SignalMapException: address 0x2F bit 5 not in signalling map KB rev 2026.11.03';
  events.push({ t: targetT, lines: decodeError(targetT, AREAS[0], needle.slice('Caused by: '.length), signalMapFrames) });
  events.sort((a, b) => a.t - b.t);
  const output = `${events.flatMap((e) => e.lines).join('\n')}\n`;
  const ask =
    "The Kelby train describer feed had a wobble overnight when the gateway couldn't decode one of its signalling state frames. What does the stack trace give as the underlying cause?";
  return probe('round 56: td gateway stack trace', ask, 'read_log', output, 'cause', needle);
}

/** The on-call system's rosters for today, pretty JSON; the second on call's mobile sits below the team's name. */
function oncallRosterJson(): EconomicsTask {
  const random = seededRandom(56_006);
  const people = shuffle(
    random,
    FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`)),
  );
  const mobiles = new Set<string>();
  const mobile = () => {
    let m = '';
    while (!m || mobiles.has(m)) m = `07700 9${digits(random, 5)}`;
    mobiles.add(m);
    return m;
  };
  let next = 0;
  const person = (competences: readonly string[]) => ({
    name: people[next++]!,
    mobile: mobile(),
    staff_no: `NV${digits(random, 6)}`,
    competences: shuffle(random, [...competences])
      .slice(0, between(random, 2, competences.length))
      .join(', '),
  });
  const DISCIPLINES: readonly (readonly [string, string, readonly string[]])[] = [
    ['Track', 'TK', ['COSS', 'PTS', 'Track patrol', 'Welding', 'Ultrasonic']],
    ['OLE', 'OL', ['AP', 'NP', 'COSS', 'OLE fault finding']],
    ['E&P', 'EP', ['AP', 'Points heating', 'HV switching', 'COSS']],
    ['Structures', 'ST', ['Bridge strike assessment', 'COSS', 'Examiner']],
    ['Off-track', 'OT', ['COSS', 'Chainsaw', 'Fencing', 'Vegetation']],
    ['S&T', 'SI', ['SMTH', 'COSS', 'Axle counter reset', 'Track circuit testing', 'Points']],
    ['Telecoms', 'TC', ['GSM-R', 'CCTV', 'COSS', 'Fibre splicing']],
    ['Drainage', 'DR', ['COSS', 'Jetting', 'Confined spaces']],
    ['MOM', 'MO', ['MOM', 'RAIB liaison', 'PICOP', 'COSS']],
    ['Fault Control', 'FC', ['FMS', 'Fault logging', 'Incident Officer']],
  ];
  const SECTIONS = [
    ['Kelby North', 'KBN', 'Kelby TMO'],
    ['Kelby South', 'KBS', 'Kelby TMO'],
    ['Skelbrooke', 'SKB', 'Kelby TMO'],
    ['Hartwell', 'HWL', 'Hartwell depot'],
    ['Dunmore', 'DMJ', 'Hartwell depot'],
    ['Fenwick', 'FNW', 'Fenwick depot'],
    ['Brayford', 'BRF', 'Fenwick depot'],
    ['Oxley', 'OXP', 'Oxley depot'],
    ['Ashby Branch', 'ASB', 'Ashby depot'],
    ['Westmarsh', 'WMS', 'Ashby depot'],
    ['Tollerton', 'TLN', 'Tollerton depot'],
    ['Lindale', 'LND', 'Tollerton depot'],
    ['Stavely', 'STV', 'Penhallow depot'],
    ['Penhallow', 'PNH', 'Penhallow depot'],
    ['Wexcombe', 'WXC', 'Penhallow depot'],
    ['Carrick', 'CRS', 'Penhallow depot'],
    ['Harlow Moor', 'HMR', 'Tollerton depot'],
  ] as const;
  const rosters: object[] = [];
  let needle = '';
  for (const [discipline, code, competences] of DISCIPLINES) {
    for (const [section, sectionCode, depot] of SECTIONS) {
      for (const shift of ['day', 'night'] as const) {
        const primary = person(competences);
        const secondary = person(competences);
        if (discipline === 'S&T' && sectionCode === 'KBN' && shift === 'night') needle = `"mobile": "${secondary.mobile}"`;
        rosters.push({
          roster_id: `OC-20261112-${code}-${sectionCode}-${shift === 'day' ? 'D' : 'N'}`,
          discipline,
          team: `${discipline} ${section}`,
          shift,
          hours: shift === 'day' ? '07:00-19:00' : '19:00-07:00',
          primary,
          secondary,
          depot,
          escalation: { role: `${discipline} section manager`, name: people[next++], mobile: mobile() },
          standby_location: `${depot}, ${oneOf(random, ['mess room', 'van', 'home (within 30 min)', 'home (within 45 min)'])}`,
          vehicle: `${oneOf(random, ['YX', 'YK', 'YJ', 'YE'])}${between(random, 19, 25)} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
          fatigue: {
            hours_rested_before: between(random, 12, 60),
            callouts_last_7d: pick(random, 5),
            fri_score: Number((0.1 + random() * 0.4).toFixed(2)),
          },
          acknowledged: random() < 0.93,
          acknowledged_at: isoZ(T(11, 11, 15) + pick(random, 6 * 3_600) * SECOND),
        });
      }
    }
  }
  const output = `${JSON.stringify({ date: '2026-11-12', region: 'Northern Vale', control: 'Kelby ROC', rosters }, null, 2)}\n`;
  const ask =
    "There's a track circuit failure on the Kelby North patch and the first on-call S&T tech isn't picking up. Who's the second person on call for S&T there tonight, and what's their mobile?";
  return probe('round 56: on-call roster json', ask, 'http_get', output, 'mobile', needle);
}

/** The data logger's overnight events for the Kelby area; the Up viaduct section went disturbed and was restored. */
function axleCounterEvents(): EconomicsTask {
  const random = seededRandom(56_007);
  const SECTIONS: (readonly [string, string, string])[] = [];
  const ids = new Set(['AX2231', 'AX2232']);
  const sectionId = (make: () => string) => {
    let id = '';
    while (!id || ids.has(id)) id = make();
    ids.add(id);
    return id;
  };
  const PLACES = [
    'Kelby P1',
    'Kelby P2',
    'Kelby P3',
    'Kelby Jn',
    'Skelbrooke',
    'Hartwell',
    'Hartwell Viaduct',
    'Dunmore Jn',
    'Kelby South Jn',
    'Harlow Moor',
  ];
  for (const place of PLACES)
    for (const dir of ['Up', 'Down'])
      for (let k = 1; k <= 4; k++) {
        const kind = random() < 0.45 ? 'AXC' : 'TC';
        const id = sectionId(() =>
          kind === 'AXC'
            ? `AX${between(random, 2_100, 2_399)}`
            : `${place.slice(0, 2).toUpperCase()}-T${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}`,
        );
        if (place === 'Hartwell Viaduct' && k > 1) continue;
        SECTIONS.push([kind, id, `${place} ${dir}${k > 1 ? ` ${k}` : ''}`]);
      }
  const viaductUp: readonly [string, string, string] = ['AXC', 'AX2231', 'Hartwell Viaduct Up'];
  const viaductDown: readonly [string, string, string] = ['AXC', 'AX2232', 'Hartwell Viaduct Down'];
  const others = SECTIONS.filter((s) => !s[2].startsWith('Hartwell Viaduct'));
  const all = [...others, viaductUp, viaductDown];
  const ixl = (s: readonly [string, string, string]) =>
    s[2].startsWith('Kelby')
      ? 'KBY-IXL04'
      : s[2].startsWith('Hartwell') || s[2].startsWith('Skel')
        ? 'HWL-IXL02'
        : s[2].startsWith('Dunmore')
          ? 'DMJ-IXL01'
          : 'TLL-IXL05';
  const line = (t: number, s: readonly [string, string, string], event: string) =>
    `${stamp(t)}  ${ixl(s).padEnd(10)}${s[0].padEnd(5)}${s[1].padEnd(10)}${`"${s[2]}"`.padEnd(26)}${event}`;
  const events: { t: number; line: string }[] = [];
  const from = T(11, 11, 18);
  const to = T(11, 12, 6);
  for (let i = 0; i < 3_900; i++) {
    const s = oneOf(random, all);
    const t = from + pick(random, to - from);
    if (s === viaductUp && t > T(11, 11, 23, 30) && t < T(11, 12, 0, 40)) continue;
    const axles = oneOf(random, [8, 12, 16, 24, 32, 40, 48]);
    const clearT = t + between(random, 20, 240) * SECOND + pick(random, 1_000);
    if (s[0] === 'AXC') {
      events.push({ t, line: line(t, s, `OCCUPIED  count_in=${axles}`) });
      events.push({ t: clearT, line: line(clearT, s, `CLEAR     count_in=${axles} count_out=${axles}`) });
    } else {
      events.push({ t, line: line(t, s, 'OCCUPIED') });
      events.push({ t: clearT, line: line(clearT, s, 'CLEAR') });
    }
  }
  for (let i = 0; i < 900; i++) {
    const t = from + pick(random, to - from);
    const sig = `${oneOf(random, ['KB', 'HW', 'DM', 'TL'])}${between(random, 201, 459)}`;
    events.push({
      t,
      line: `${stamp(t)}  ${'KBY-IXL04'.padEnd(10)}${'SIG'.padEnd(5)}${sig.padEnd(10)}${''.padEnd(26)}${oneOf(random, ['ROUTE_SET', 'PROCEED', 'ON', 'ON', 'ROUTE_CANCELLED', 'APPROACH_RELEASED'])}`,
    });
  }
  // Resets elsewhere during the night, and the target's whole sequence.
  const reset = (s: readonly [string, string, string], t0: number, ws: string, user: string, counts: readonly [number, number]) => {
    const seqLines = [
      [t0, `DISTURBED count_in=${counts[0]} count_out=${counts[1]}`],
      [t0 + 1_300, 'OCCUPIED  (no train)'],
      [t0 + between(random, 8, 22) * MINUTE + pick(random, 60) * SECOND, `PREP_RESET_REQ  ws=${ws} user=${user}`],
    ] as [number, string][];
    const req = seqLines[2]![0];
    seqLines.push([req + 812, 'PREP_RESET_ACCEPTED  sweep required']);
    seqLines.push([
      req + between(random, 6, 20) * MINUTE,
      `SWEEP_COMPLETE  count_in=${oneOf(random, [8, 12, 16])} count_out=${oneOf(random, [8, 12, 16])}`,
    ]);
    seqLines.push([seqLines[4]![0] + 1_500, 'CLEAR     count_in=0 count_out=0']);
    for (const [t, e] of seqLines) events.push({ t, line: line(t, s, e) });
    return line(req, s, seqLines[2]![1]);
  };
  const axcs = others.filter((s) => s[0] === 'AXC');
  reset(axcs[3]!, T(11, 11, 19, 22, 41, 330), 'WS05', 'sig.kby05', [24, 23]);
  reset(viaductDown, T(11, 12, 3, 40, 2, 870), 'WS07', 'sig.kby07', [32, 31]);
  reset(axcs[11]!, T(11, 12, 4, 55, 18, 120), 'WS03', 'sig.kby03', [16, 17]);
  const targetLine = reset(viaductUp, T(11, 11, 23, 47, 12, 405), 'WS07', 'sig.kby07', [40, 38]);
  events.sort((a, b) => a.t - b.t);
  const output = `${['# mdm-export area=KBY from=2026-11-11T18:00:00Z to=2026-11-12T06:00:00Z tz=UTC', '# time                    ixl       type id        description               event', ...events.map((e) => e.line)].join('\n')}\n`;
  const ask =
    'Late last night the Up line over Hartwell Viaduct showed a train in the section when there was nothing there, and the signaller had to get it put right. What time did they send the request to restore it?';
  return probe('round 56: axle counter events', ask, 'run_shell', output, 'restore', targetLine);
}

/** The level crossings' event recorders as CSV, with a preamble: when a Marsh Lane barrier first stayed up. */
function levelCrossingRecorderCsv(): EconomicsTask {
  const random = seededRandom(56_008);
  const CROSSINGS = [
    ['MARSH LANE', 'MCB-OD', 4, 'ML'],
    ['CALLOW BRIDGE RD', 'MCB-CCTV', 4, 'CB'],
    ['WESTMARSH DROVE', 'AHB', 2, 'WD'],
    ['FENWICK MOOR', 'MCB-OD', 4, 'FM'],
  ] as const;
  const rows: { t: number; row: string }[] = [];
  const row = (t: number, c: (typeof CROSSINGS)[number], event: string, item: string, state: string, train: string, detail = '') =>
    rows.push({ t, row: [stamp(t), c[0], c[1], event, item, state, train, detail].join(',') });
  const failedFrom = T(11, 10, 16, 42, 9, 350);
  const failedTo = T(11, 10, 18, 31, 40);
  let needle = '';
  const cycle = (c: (typeof CROSSINGS)[number], t0: number, train: string, special?: 'target' | 'near-down' | 'near-up') => {
    let t = t0;
    const step = (ms: number) => (t += ms + pick(random, 400));
    row(t, c, 'STRIKE_IN', `TC ${c[3]}-A`, 'OCCUPIED', train);
    row(step(150), c, 'RTL', 'AMBER', 'ON', train);
    row(step(3_000), c, 'RTL', 'RED_FLASH', 'ON', train);
    row(step(4_000), c, 'BARRIER_LOWER_CMD', c[2] === 4 ? 'B1-B4' : 'B1-B2', 'SENT', train);
    const downAt = step(6_500);
    for (let b = 1; b <= c[2]; b++) {
      const at = downAt + b * between(random, 80, 600);
      if (special === 'target' && b === 3) {
        const line = [stamp(failedFrom), c[0], c[1], 'BARRIER_DOWN', 'B3', 'NOT_DETECTED', train, 'timeout 12.0s'].join(',');
        rows.push({ t: failedFrom, row: line });
        needle = line.slice(0, line.indexOf(train) - 1);
        continue;
      }
      if (special === 'near-down' && b === 2) {
        row(at + 12_000, c, 'BARRIER_DOWN', `B${b}`, 'NOT_DETECTED', train, 'timeout 12.0s');
        row(at + 19_400, c, 'BARRIER_DOWN', `B${b}`, 'DETECTED', train, 'late 19.4s');
        continue;
      }
      row(at, c, 'BARRIER_DOWN', `B${b}`, 'DETECTED', train);
    }
    if (special === 'target') {
      row(failedFrom + 40, c, 'LC_STATUS', '', 'FAILED', train, 'crossing not proven clear - protecting signals held');
      return;
    }
    t = downAt + 2_500;
    if (c[1] === 'MCB-OD') row(step(2_000), c, 'OD_SCAN', 'LIDAR+RADAR', 'CLEAR', train);
    if (c[1] === 'MCB-CCTV') row(step(25_000), c, 'CROSSING_CLEAR', 'CCTV', 'CONFIRMED', train, `by ${oneOf(random, ['WS11', 'WS12'])}`);
    row(step(500), c, 'SIGNAL', `${c[3]}${between(random, 1, 4)}`, 'OFF', train);
    row(step(between(random, 40, 140) * SECOND), c, 'TRAIN_PASSED', `TC ${c[3]}-C`, 'CLEAR', train);
    row(step(300), c, 'BARRIER_RAISE_CMD', c[2] === 4 ? 'B1-B4' : 'B1-B2', 'SENT', train);
    const upAt = step(7_000);
    for (let b = 1; b <= c[2]; b++) {
      if (special === 'near-up' && b === 1) {
        row(upAt + 12_000, c, 'BARRIER_UP', 'B1', 'NOT_DETECTED', train, 'timeout 12.0s');
        row(upAt + 15_700, c, 'BARRIER_UP', 'B1', 'DETECTED', train, 'late 15.7s');
        continue;
      }
      row(upAt + b * between(random, 80, 600), c, 'BARRIER_UP', `B${b}`, 'DETECTED', train);
    }
    row(upAt + 5_000, c, 'RTL', 'ALL', 'OFF', train);
  };
  const headcode = () => `${oneOf(random, ['1', '2', '2', '2', '6', '5'])}${oneOf(random, ['K', 'A', 'P', 'W', 'M'])}${digits(random, 2)}`;
  const from = T(11, 9);
  const to = T(11, 12);
  for (const c of CROSSINGS) {
    for (let t = from + pick(random, 20 * MINUTE); t < to;) {
      const hour = new Date(t).getUTCHours();
      const gap = hour < 5 ? between(random, 30, 90) : between(random, 9, 26);
      const failedHere = c[0] === 'MARSH LANE' && t > failedFrom - 4 * MINUTE && t < failedTo;
      if (c[0] === 'MARSH LANE' && t < failedFrom - 30_000 && t + gap * MINUTE > failedFrom - 30_000) {
        cycle(c, failedFrom - 22_000, '2K47', 'target');
        t = failedFrom + 9 * MINUTE;
        continue;
      }
      if (failedHere) {
        const train = headcode();
        row(t, c, 'STRIKE_IN', `TC ${c[3]}-A`, 'OCCUPIED', train);
        row(t + 2_200, c, 'LC_STATUS', '', 'FAILED', train, 'signal ML3 held at danger');
        row(t + between(random, 4, 9) * MINUTE, c, 'TRAIN_PASSED', `TC ${c[3]}-C`, 'CLEAR', train, 'authorised past ML3 at danger');
        t += between(random, 8, 18) * MINUTE;
        if (t >= failedTo) {
          row(failedTo, c, 'LC_STATUS', '', 'NORMAL', '', 'reset by technician');
          t = failedTo + 6 * MINUTE;
        }
        continue;
      }
      const special =
        c[0] === 'FENWICK MOOR' && t > T(11, 9, 7, 50) && t < T(11, 9, 8, 20)
          ? 'near-down'
          : c[0] === 'MARSH LANE' && t > T(11, 11, 9) && t < T(11, 11, 9, 30)
            ? 'near-up'
            : undefined;
      cycle(c, t, headcode(), special);
      t += gap * MINUTE + pick(random, 60) * SECOND;
    }
  }
  rows.sort((a, b) => a.t - b.t);
  const output = `${['timestamp,crossing,type,event,item,state,train,detail', ...rows.map((r) => r.row)].join('\n')}\n`;
  const ask =
    "We're putting together the incident review for Tuesday's failure at Marsh Lane level crossing. Trains were cautioned over it for most of the evening peak and the operator wants a proper timeline. This is the event recorder download for the crossings on the Ashby branch. At what moment did one of Marsh Lane's barriers first fail to come all the way down, and which barrier was it?";
  return probe('round 56: level crossing recorder csv', ask, 'download_lc_recorder', output, 'barrier', needle);
}

/** The control centre incident log, one incident a line, sorted by location; a paraphrased trespass's delay. */
function ccilIncidentLog(): EconomicsTask {
  const random = seededRandom(56_009);
  const PLACES = [
    'Ashby',
    'Brayford',
    'Callow Bridge',
    'Carrick Sidings',
    'Dunmore Junction',
    'Fenwick',
    'Harlow Moor',
    'Hartwell',
    'Kelby',
    'Kelby Jn',
    'Lindale',
    'Marsh Lane',
    'Oxley Parkway',
    'Penhallow',
    'Skelbrooke',
    'Stavely Road',
    'Tollerton',
    'Westmarsh',
    'Wexcombe',
  ];
  const hc = () => `${oneOf(random, ['1', '2', '2', '2', '6', '5'])}${oneOf(random, ['K', 'A', 'P', 'W', 'M'])}${digits(random, 2)}`;
  const hm = (t: number) => `${pad2(new Date(t).getUTCHours())}:${pad2(new Date(t).getUTCMinutes())}`;
  const delay = () => {
    const trains = between(random, 1, 22);
    const mins = trains * between(random, 2, 16) + pick(random, trains);
    return `Delay: ${trains} ${trains === 1 ? 'train' : 'trains'} / ${mins} mins (${oneOf(random, ['XJ1X', 'IQ1A', 'JH2B', 'OB1K', 'XB1M', 'IJ2A', 'TG1C', 'MJ1N'])}).`;
  };
  const TEMPLATES: readonly (readonly [string, (t: number, place: string) => string])[] = [
    [
      'TRACK CIRCUIT FAILURE',
      (t, p) =>
        `TC ${p.slice(0, 2).toUpperCase()}-T${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)} showing occupied. Trains authorised past signals at danger. S&T attended ${hm(t + between(random, 30, 90) * MINUTE)}, TR relay replaced.`,
    ],
    [
      'POINTS FAILURE',
      (t, p) =>
        `Points ${between(random, 1_001, 1_099)} ${p} no detection in reverse. S&T attended, ${oneOf(random, ['packing adjusted', 'detection rods adjusted', 'ice cleared from slide chairs', 'back drive re-set'])}. Tested OK ${hm(t + between(random, 40, 160) * MINUTE)}.`,
    ],
    [
      'AXLE COUNTER FAILURE',
      (t) =>
        `AX${between(random, 2_100, 2_399)} disturbed, prep reset carried out ${hm(t + between(random, 5, 25) * MINUTE)}, sweep by ${hc()}.`,
    ],
    [
      'TRAIN FAULT',
      () =>
        `Unit 385${between(random, 101, 146)} working ${hc()} failed ${oneOf(random, ['TMS fault', 'doors not proving', 'no traction', 'brake fault', 'pantograph ADD operated'])}. ${oneOf(random, ['Fitter attended', 'Unit rescued', 'Fault cleared by driver'])}.`,
    ],
    [
      'LC MISUSE',
      () =>
        `Driver of ${hc()} reports ${oneOf(random, ['car', 'van', 'cyclist', 'pedestrian'])} crossing after barriers lowering. Reported to BTP.`,
    ],
    [
      'ANIMALS ON LINE',
      () => `${oneOf(random, ['Sheep', 'Cattle', 'Deer', 'Horses'])} reported on line by ${hc()}. Trains cautioned. Farmer contacted.`,
    ],
    ['VANDALISM', () => `Missile thrown at ${hc()}, windscreen damaged. BTP informed (ref BTP/2026/${digits(random, 5)}).`],
    [
      'BRIDGE STRIKE',
      (_t, p) =>
        `Road vehicle struck bridge ${p.slice(0, 3).toUpperCase()}${between(random, 10, 99)}. Lines blocked pending examination. Examiner passed fit ${oneOf(random, ['with 20mph ESR', 'for normal running'])}.`,
    ],
    [
      'OLE',
      () =>
        `OLE tripped section ${oneOf(random, ['KBM', 'TLL', 'PNW'])}-S${pad2(between(random, 1, 30))}. ${oneOf(random, ['Reclosed OK', 'Balloon in wires removed', 'Dropper repaired'])}.`,
    ],
    [
      'POSSESSION OVERRUN',
      () =>
        `Possession P2026/${between(random, 4_100, 5_300)} given up late, ${oneOf(random, ['tamper failure', 'late ES handback', 'rail stressing incomplete'])}.`,
    ],
    [
      'TPWS INTERVENTION',
      () =>
        `TPWS intervention on ${hc()} at signal ${oneOf(random, ['KB', 'HW', 'DM', 'TL'])}${between(random, 201, 459)}. Driver relieved, D&A test arranged.`,
    ],
    [
      'TRESPASS',
      () =>
        `Driver of ${hc()} reports ${oneOf(random, ['youths', 'person', 'persons'])} on ${oneOf(random, ['embankment', 'track', 'platform end'])}. ${oneOf(random, ['BTP attended, no trace', 'Trains cautioned, persons left area', 'BTP attended, persons removed'])}.`,
    ],
  ];
  const rows: { place: string; t: number; row: string[] }[] = [];
  /** Numbered once the log is in time order. */
  const ccilNo = () => '';
  const control = (place: string) =>
    ['Ashby', 'Carrick Sidings', 'Penhallow', 'Wexcombe', 'Stavely Road', 'Westmarsh', 'Callow Bridge', 'Marsh Lane'].includes(place)
      ? 'ASH ROC'
      : 'KBY ROC';
  const from = T(10, 13);
  const to = T(11, 12, 6);
  for (let i = 0; i < 3_600; i++) {
    const t = from + pick(random, (to - from) / MINUTE) * MINUTE;
    const place = oneOf(random, PLACES);
    const [category, text] = oneOf(random, TEMPLATES);
    rows.push({ place, t, row: [ccilNo(), ukDate(t), control(place), place, category, `${text(t, place)} ${delay()}`] });
  }
  const targetT = T(11, 11, 23, 52);
  const needle = 'Delay: 9 trains / 147 mins (XJ1X).';
  rows.push({
    place: 'Hartwell',
    t: targetT,
    row: [
      ccilNo(),
      ukDate(targetT),
      'KBY ROC',
      'Hartwell',
      'TRESPASS',
      `Driver of 2K93 reports 2 persons on track Up side at Hartwell stn. Line blocked Up & Dn Main 23:55-00:31. BTP attended 00:24, persons removed (ref BTP/2026/88317). ${needle}`,
    ],
  });
  rows.push({
    place: 'Hartwell',
    t: T(11, 8, 14, 6),
    row: [
      ccilNo(),
      ukDate(T(11, 8, 14, 6)),
      'KBY ROC',
      'Hartwell',
      'TRESPASS',
      `Driver of 1A52 reports persons on track at Hartwell Viaduct. BTP attended, no trace. Delay: 4 trains / 38 mins (XJ1X).`,
    ],
  });
  rows.push({
    place: 'Hartwell',
    t: T(11, 11, 21, 17),
    row: [
      ccilNo(),
      ukDate(T(11, 11, 21, 17)),
      'KBY ROC',
      'Hartwell',
      'LC MISUSE',
      `Driver of 2K88 reports pedestrian crossing after barriers lowering at Hartwell Mill LC. Reported to BTP. Delay: 1 train / 6 mins (XJ1X).`,
    ],
  });
  rows.push({
    place: 'Fenwick',
    t: T(11, 11, 23, 20),
    row: [
      ccilNo(),
      ukDate(T(11, 11, 23, 20)),
      'KBY ROC',
      'Fenwick',
      'TRESPASS',
      `Driver of 5K91 reports persons on track near Fenwick stn. Trains cautioned, BTP attended, persons detained. Delay: 6 trains / 71 mins (XJ1X).`,
    ],
  });
  rows.sort((a, b) => a.t - b.t);
  rows.forEach((r, k) => (r.row[0] = String(408_113 + k * 3 + pick(random, 3)).padStart(7, '0')));
  rows.sort((a, b) => a.place.localeCompare(b.place) || a.t - b.t);
  const widths = [7, 16, 7, 16, 21];
  const fmt = (cells: readonly string[]) => cells.map((c, i) => (i < widths.length ? c.padEnd(widths[i]!) : c)).join(' | ');
  const output = `${[
    'CCIL export  region=Northern Vale  opened 13/10/2026 00:00 to 12/11/2026 06:00  sorted by: location, opened',
    fmt(['CCIL', 'Opened', 'Control', 'Location', 'Category', 'Summary']),
    ...rows.map((r) => fmt(r.row)),
  ].join('\n')}\n`;
  const ask =
    "I'm writing the overnight summary for Kelby ROC. Just before midnight a driver reported a couple of people walking about on the tracks at Hartwell, and everything was stopped until the police got them off. How much delay did that end up causing altogether?";
  return probe('round 56: ccil incident log', ask, 'export_incident_log', output, 'delay', needle);
}

/** Last night's point machine swings for the Kelby area; one swing took twice as long as any other, nothing flagged. */
function pointsSwingTimes(): EconomicsTask {
  const random = seededRandom(56_010);
  const TYPES = [
    ['HW2000', 3_050, 4_250, 4.2, 6.1],
    ['HW2000', 3_050, 4_250, 4.2, 6.1],
    ['Style 63', 3_600, 4_800, 5.0, 7.4],
    ['Clamp Lock', 4_900, 6_400, 9.5, 13.8],
  ] as const;
  const machines: { name: string; points: string; end: string; type: (typeof TYPES)[number]; ixl: string }[] = [];
  for (const [ixl, p] of [
    ['KBY-IXL04', 'KB'],
    ['HWL-IXL02', 'HW'],
    ['DMJ-IXL01', 'DM'],
  ] as const) {
    for (let n = 1_001; n <= 1_055; n++) {
      const ends = random() < 0.4 ? ['A', 'B'] : ['A'];
      const type = oneOf(random, TYPES);
      for (const end of ends) machines.push({ name: `${p}-PM-${n}${end}`, points: `${p}${n}`, end, type, ixl });
    }
  }
  const from = T(11, 11, 18);
  const to = T(11, 12, 6);
  const swings: { t: number; cells: string[] }[] = [];
  const swing = (t: number, m: (typeof machines)[number], ms?: number) => {
    const [type, lo, hi, aLo, aHi] = m.type;
    const duration = ms ?? between(random, lo, hi);
    const amps = aLo + random() * (aHi - aLo);
    return {
      t,
      cells: [
        isoMs(t),
        m.ixl,
        m.name,
        m.points,
        m.end,
        type,
        oneOf(random, ['N>R', 'R>N']),
        String(duration),
        amps.toFixed(2),
        String(Math.round((amps * 110 * duration) / 1_000)),
        String(between(random, 60, 240)),
        oneOf(random, ['route', 'route', 'route', 'route', 'swing test', 'manual key']),
      ],
    };
  };
  for (let i = 0; i < 4_300; i++) {
    const t = from + pick(random, to - from);
    swings.push(swing(t, oneOf(random, machines)));
  }
  const target = machines.filter((m) => m.ixl === 'KBY-IXL04' && m.type[0] === 'HW2000')[12]!;
  const targetT = T(11, 12, 0, 17, 26, 604);
  const odd = swing(targetT, target, 8_930);
  swings.push(odd);
  swings.sort((a, b) => a.t - b.t);
  const lines = table(
    ['timestamp', 'ixl', 'machine', 'points', 'end', 'type', 'dir', 'swing_ms', 'peak_a', 'energy_j', 'detect_ms', 'trigger'],
    swings.map((s) => s.cells),
  );
  const needle = lines[swings.indexOf(odd) + 1]!;
  const output = `${['# pcm-report --area KBY,HWL,DMJ --from 2026-11-11T18:00Z --to 2026-11-12T06:00Z', ...lines].join('\n')}\n`;
  const ask =
    "Here's last night's point machine swing data for the Kelby, Hartwell and Dunmore interlockings. Nothing alarmed, but is there a swing that looks out of line with all the others? Which machine, and when?";
  return probe('round 56: points swing times', ask, 'run_shell', output, 'machine', needle);
}

/** The interlockings' timer parameters, one a line; one main signal's approach locking time is a tenth of its peers'. */
function interlockingTimers(): EconomicsTask {
  const random = seededRandom(56_011);
  const lines: string[] = [];
  let needle = '';
  for (const [ixl, p, n] of [
    ['DMJ-IXL01', 'DM', 150],
    ['HWL-IXL02', 'HW', 170],
    ['KBY-IXL04', 'KB', 210],
    ['TLL-IXL05', 'TL', 160],
  ] as const) {
    lines.push(`# ${ixl} data version ${oneOf(random, ['2026.09.14', '2026.10.02', '2026.11.03'])}, timers group`);
    for (let k = 0; k < n; k++) {
      const sig = `${p}${201 + k * 2 - (k % 2)}`;
      const shunt = random() < 0.22;
      const fast = random() < 0.4;
      const key = (name: string) => `${ixl}/SIG/${sig}/${name}`;
      const approach = shunt ? 60 : fast ? 180 : 120;
      const value = ixl === 'KBY-IXL04' && k === 117 && !shunt ? 12 : approach;
      const approachLine = `${key('APPROACH_LOCK_RELEASE_S')} = ${value}`;
      if (value === 12) needle = approachLine;
      lines.push(
        `${key('CLASS')} = ${shunt ? 'SHUNT' : 'MAIN'}`,
        approachLine,
        `${key('TORR_DELAY_S')} = ${oneOf(random, [2, 3, 3, 4])}`,
        `${key('OVERLAP_RELEASE_S')} = ${shunt ? 0 : fast ? 90 : 60}`,
        `${key('ROUTE_SET_TIMEOUT_S')} = ${oneOf(random, [20, 30])}`,
        `${key('LAMP_PROVING')} = ${shunt ? 'RED_ONLY' : 'ALL'}`,
        `${key('AUTO_WORKING')} = ${!shunt && random() < 0.3 ? 'AVAILABLE' : 'NONE'}`,
        `${key('BERTH')} = ${p}${pad2(between(random, 0, 99))}${pad2(k % 100)}`,
      );
    }
    for (let pt = 1_001; pt <= 1_060; pt++) {
      const key = (name: string) => `${ixl}/PTS/${p}${pt}/${name}`;
      lines.push(
        `${key('SWING_TIMEOUT_S')} = ${oneOf(random, [8, 10])}`,
        `${key('DETECTION_LOSS_DELAY_MS')} = 500`,
        `${key('HEATER_GROUP')} = PH-${p}-${between(random, 1, 12)}`,
      );
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "We're auditing the timer settings in the interlocking data before the Kelby resignalling stage goes live. Is there a signal whose timers don't fit with the rest of its kind? Which signal, and what's the setting?";
  return probe('round 56: interlocking timer settings', ask, 'cbi_config_dump', output, 'timer', needle);
}

/** The operator's daily usage export per unit, as CSV; one unit-day's pantograph raises are ten times anyone else's. */
function fleetDailyUsageCsv(): EconomicsTask {
  const random = seededRandom(56_012);
  const units = [
    ...Array.from({ length: 46 }, (_, k) => ['385', `385${101 + k}`, 4] as const),
    ...Array.from({ length: 29 }, (_, k) => ['387', `387${301 + k}`, 4] as const),
  ];
  const rows: string[] = [
    'date,unit,class,cars,diagram,km,traction_kwh,regen_kwh,aux_kwh,door_cycles,panto_raises,vcb_ops,max_speed_kmh,hours_in_service',
  ];
  let needle = '';
  const days = 60;
  for (let d = 0; d < days; d++) {
    const date = new Date(T(9, 13) + d * 24 * HOUR).toISOString().slice(0, 10);
    for (const [cls, unit, cars] of units) {
      const km = between(random, 310, 880);
      const traction = Math.round(km * (cls === '387' ? 13.5 : 11.2) * (0.9 + random() * 0.2));
      const regen = Math.round(traction * (0.16 + random() * 0.1));
      const aux = Math.round(km * (1.1 + random() * 0.5));
      const doors = Math.round(km * (cls === '385' ? 2.6 : 1.4) * (0.85 + random() * 0.3));
      const odd = unit === '385128' && d === 31;
      const panto = odd ? 61 : between(random, 2, 9);
      const row = [
        date,
        unit,
        cls,
        String(cars),
        `${cls === '385' ? 'VC' : 'VX'}${between(random, 101, 188)}`,
        String(km),
        String(traction),
        String(regen),
        String(aux),
        String(doors),
        String(panto),
        String(between(random, 14, 70)),
        String(cls === '385' ? between(random, 138, 161) : between(random, 150, 177)),
        (km / (52 + random() * 12)).toFixed(1),
      ].join(',');
      rows.push(row);
      if (odd) needle = row;
    }
  }
  const output = `${rows.join('\n')}\n`;
  const ask =
    "This is Vale Connect's daily usage export for their 385 and 387 fleets over the last couple of months. Nothing in it is flagged, but does any one unit's day stand out from the rest of the figures? Which unit and which day?";
  return probe('round 56: fleet daily usage csv', ask, 'http_get', output, 'unit-day', needle);
}

export function roundFiftySix(): EconomicsTask[] {
  return [
    possessionsApi(),
    interlockingRoutesXml(),
    rcmEventsApi(),
    pointsHeatersYaml(),
    tdGatewayStackTrace(),
    oncallRosterJson(),
    axleCounterEvents(),
    levelCrossingRecorderCsv(),
    ccilIncidentLog(),
    pointsSwingTimes(),
    interlockingTimers(),
    fleetDailyUsageCsv(),
  ];
}
