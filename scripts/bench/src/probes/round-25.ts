/**
 * Probe round 25, written blind: the systems of a made-up wind farm operator, Northmoor Renewables,
 * with an offshore farm (Skerrow Bank, 72 direct-drive turbines and a substation) and an onshore one
 * (Carn Hollow, 24 geared turbines). "Today" is Thursday 15 October 2026. Twelve tasks, three a group:
 *
 * a. The answer in the middle of one long line:
 *   - cms vibration run json (last night's condition monitoring run, one line; one sensor of one turbine)
 *   - ais vessel tracks geojson (the crew boats' positions this morning, minified; one boat into one geofence)
 *   - stores stock report xml (the parts catalogue and stock, one line; one part at one store)
 * b. The answer a few lines away from the line the question's words match:
 *   - work orders yaml (the CMMS export; the order's number sits above its title and turbine)
 *   - blade inspection report (drone findings by turbine, blade and finding; the position under the type)
 *   - helicopter manifests (flights and their passengers; the flight line above the passenger)
 * c. Paraphrase and preamble:
 *   - vessel transfer log csv, preamble and paraphrase (a slip on a boat landing, in the log's own words)
 *   - park power controller log, paraphrase (the grid's instruction to cut back, as the controller logs it)
 *   - control room shift log, preamble (an icing stop on one night among two months of shifts)
 * d. One value unlike its peers, with no error word near it:
 *   - turbine daily summary (one turbine-day that never reached full power in a strong wind)
 *   - controller parameter export (one turbine's high-wind cut-out set unlike the others)
 *   - transformer oil lab results csv (one sample with far more acetylene than any other)
 *
 * Not among the bench's targets.
 *
 * First run, at 9b4846a (a3672c8 with this file; `ROUNDS=25 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 1,750,567 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. f9ce47a, the head before this round's stop began, finds the same 4/12
 * (57,506 tokens):
 *   round 25: cms vibration run json
 *     codex: 9,514 tokens, peak 9,427, 0/1 needles, 0 read-backs
 *     context-chef: 902 tokens, peak 815, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,404 tokens, peak 2,361, 1/1 needles, 1 read-backs
 *     ours: 5,941 tokens, peak 2,614, 1/1 needles, 2 read-backs
 *   round 25: ais vessel tracks geojson
 *     codex: 7,302 tokens, peak 7,218, 0/1 needles, 0 read-backs
 *     context-chef: 732 tokens, peak 648, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,710 tokens, peak 2,486, 1/1 needles, 2 read-backs
 *     ours: 2,680 tokens, peak 1,720, 0/1 needles, 1 read-backs
 *   round 25: stores stock report xml
 *     codex: 7,444 tokens, peak 7,352, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 666, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,899 tokens, peak 6,763, 0/1 needles, 4 read-backs
 *     ours: 18,301 tokens, peak 6,521, 0/1 needles, 4 read-backs
 *   round 25: work orders yaml
 *     codex: 14,549 tokens, peak 14,472, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,442 tokens, peak 2,250, 0/1 needles, 2 read-backs
 *     ours: 5,550 tokens, peak 2,427, 1/1 needles, 2 read-backs
 *   round 25: blade inspection report
 *     codex: 10,894 tokens, peak 10,808, 0/1 needles, 0 read-backs
 *     context-chef: 600 tokens, peak 514, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,751 tokens, peak 1,486, 0/1 needles, 2 read-backs
 *     ours: 935 tokens, peak 651, 0/1 needles, 0 read-backs
 *   round 25: helicopter manifests
 *     codex: 14,524 tokens, peak 14,444, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 644, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,318 tokens, peak 1,443, 0/1 needles, 4 read-backs
 *     ours: 4,884 tokens, peak 1,136, 0/1 needles, 4 read-backs
 *   round 25: vessel transfer log csv, preamble and paraphrase
 *     codex: 20,033 tokens, peak 19,928, 0/1 needles, 0 read-backs
 *     context-chef: 938 tokens, peak 833, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,837 tokens, peak 1,465, 0/1 needles, 4 read-backs
 *     ours: 4,501 tokens, peak 968, 1/1 needles, 4 read-backs
 *   round 25: park power controller log, paraphrase
 *     codex: 21,603 tokens, peak 21,516, 0/1 needles, 0 read-backs
 *     context-chef: 993 tokens, peak 906, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,376 tokens, peak 3,305, 0/1 needles, 2 read-backs
 *     ours: 3,405 tokens, peak 2,362, 0/1 needles, 1 read-backs
 *   round 25: control room shift log, preamble
 *     codex: 12,996 tokens, peak 12,879, 0/1 needles, 0 read-backs
 *     context-chef: 722 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,903 tokens, peak 1,279, 0/1 needles, 4 read-backs
 *     ours: 4,480 tokens, peak 953, 0/1 needles, 4 read-backs
 *   round 25: turbine daily summary
 *     codex: 23,938 tokens, peak 23,843, 0/1 needles, 0 read-backs
 *     context-chef: 1,070 tokens, peak 975, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,578 tokens, peak 1,610, 0/1 needles, 4 read-backs
 *     ours: 3,882 tokens, peak 838, 0/1 needles, 4 read-backs
 *   round 25: controller parameter export
 *     codex: 15,578 tokens, peak 15,482, 0/1 needles, 0 read-backs
 *     context-chef: 795 tokens, peak 699, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,393 tokens, peak 1,388, 0/1 needles, 4 read-backs
 *     ours: 4,517 tokens, peak 984, 0/1 needles, 4 read-backs
 *   round 25: transformer oil lab results csv
 *     codex: 20,669 tokens, peak 20,581, 0/1 needles, 0 read-backs
 *     context-chef: 929 tokens, peak 841, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,995 tokens, peak 1,495, 0/1 needles, 1 read-backs
 *     ours: 2,276 tokens, peak 1,198, 1/1 needles, 1 read-backs
 */
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A moment of October 2026, kept as UTC; the sites run on UK summer time until the 25th. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 9, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-10-15T07:41:03Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-10-15` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `07:42` */
const hm = (t: number) => new Date(t).toISOString().slice(11, 16);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

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

/** Skerrow Bank's turbines, rows A to F of twelve: `SKB-D04`. */
const OFFSHORE = ['A', 'B', 'C', 'D', 'E', 'F'].flatMap((row) => Array.from({ length: 12 }, (_, k) => `SKB-${row}${pad2(k + 1)}`));
/** Carn Hollow's turbines: `CH17`. */
const ONSHORE = Array.from({ length: 24 }, (_, k) => `CH${pad2(k + 1)}`);

const FIRST = [
  'Ewan',
  'Iona',
  'Callum',
  'Kirsty',
  'Fraser',
  'Morag',
  'Tomasz',
  'Anders',
  'Rhys',
  'Shona',
  'Dmitri',
  'Lars',
  'Niamh',
  'Ade',
  'Grant',
  'Heather',
  'Piotr',
  'Jamie',
  'Lewis',
  'Eilidh',
];
const LAST = [
  'Mackay',
  'Fraser',
  'Lindqvist',
  'Okoro',
  'Sinclair',
  'Baxter',
  'Wozniak',
  'Henderson',
  'Ross',
  'Munro',
  'Jensen',
  'Petrov',
  'Gallacher',
  'Adeyemi',
  'Stewart',
  'Kerr',
  'Campbell',
  'Duffy',
  'Hansen',
  'Reid',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** `GET /cms/api/v3/runs/latest?site=SKB`: one line of JSON, eight sensors a turbine; one main bearing's envelope value. */
function cmsVibrationJson(): EconomicsTask {
  const random = seededRandom(25_001);
  const SENSORS: readonly (readonly [string, string, number])[] = [
    ['MB_FRONT', 'Main bearing, rotor side, radial', 0.9],
    ['MB_REAR', 'Main bearing, generator side, radial', 0.7],
    ['MB_AXIAL', 'Main bearing, axial', 0.5],
    ['GEN_DE', 'Generator, drive end', 1.4],
    ['GEN_NDE', 'Generator, non-drive end', 1.2],
    ['TWR_X', 'Tower top, fore-aft', 0.05],
    ['TWR_Y', 'Tower top, side-side', 0.05],
    ['NAC_Z', 'Nacelle bedplate, vertical', 0.3],
  ];
  const run = 'CMS-SKB-20261015-0200';
  let needle = '';
  const results = OFFSHORE.flatMap((turbine, i) => {
    const rpm = Number((8.5 + random() * 2.2).toFixed(2));
    const t = T(15, 1, 0) + i * 47_000 + pick(random, 20_000);
    return SENSORS.map(([sensor, location, base]) => {
      const record = {
        turbine,
        sensor,
        location,
        ts: isoZ(t + pick(random, 9_000)),
        rpm,
        overall_rms_mms: Number((base * (0.6 + random() * 0.9)).toFixed(3)),
        envelope_gE: Number((base * 0.4 * (0.5 + random())).toFixed(3)),
        kurtosis: Number((2.8 + random() * 0.6).toFixed(2)),
        crest: Number((3 + random() * 1.4).toFixed(2)),
        bands: Array.from({ length: 6 }, (_, b) => ({
          f_hz: [0.5, 2, 10, 50, 200, 1000][b],
          rms: Number((base * (0.05 + random() * 0.3)).toFixed(4)),
        })),
        samples: 65_536,
        fs_hz: 25_600,
        state: 'ok',
      };
      if (turbine === 'SKB-D04' && sensor === 'MB_FRONT') {
        record.envelope_gE = 2.184;
        record.kurtosis = 4.71;
        const text = JSON.stringify(record);
        needle = text.slice(0, text.indexOf(',"kurtosis"'));
      }
      return record;
    });
  });
  const output = `${JSON.stringify({
    run_id: run,
    site: 'SKB',
    started: isoZ(T(15, 1, 0)),
    finished: isoZ(T(15, 1, 58, 12)),
    units: { overall: 'mm/s', envelope: 'gE' },
    results,
  })}\n`;
  const ask =
    "What envelope value did last night's condition monitoring run give for the main bearing, rotor side, on SKB-D04? The vendor's asking before they'll look at it.";
  return probe('round 25: cms vibration run json', ask, 'http_get', output, 'envelope', needle, true);
}

/** The fleet tracker's AIS export for this morning, minified GeoJSON; one crew boat into one turbine's 500 m zone. */
function aisTrackGeojson(): EconomicsTask {
  const random = seededRandom(25_002);
  const VESSELS: readonly (readonly [string, string])[] = [
    ['235118402', 'SKERROW SWIFT'],
    ['235118403', 'SKERROW SPRITE'],
    ['235098117', 'HUMBER GANNET'],
    ['235102290', 'NORTHMOOR ENDEAVOUR'],
    ['232004881', 'WINDCAT 44'],
    ['235113075', 'SEACAT VOYAGER'],
  ];
  interface Feature {
    t: number;
    text: string;
  }
  const feature = (vessel: readonly [string, string], t: number, zone: string | null, event: string | null, sog?: number) =>
    JSON.stringify({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [Number((1.62 + random() * 0.5).toFixed(5)), Number((53.88 + random() * 0.3).toFixed(5))] },
      properties: {
        mmsi: vessel[0],
        name: vessel[1],
        ts: isoZ(t),
        sog: sog ?? Number((random() < 0.3 ? random() * 2 : 14 + random() * 12).toFixed(1)),
        cog: between(random, 0, 359),
        hdg: between(random, 0, 359),
        nav: oneOf(random, ['under way using engine', 'under way using engine', 'engaged in special operations', 'at anchor']),
        geofence: { zone, event },
      },
    });
  const features: Feature[] = [];
  for (const vessel of VESSELS) {
    for (let t = T(15, 5, 0) + pick(random, 60_000); t < T(15, 11, 30); t += between(random, 40, 90) * 1_000) {
      const inZone = random() < 0.08;
      const zone = inZone ? `${oneOf(random, OFFSHORE)}/500m` : null;
      features.push({ t, text: feature(vessel, t, zone, inZone ? 'inside' : null) });
    }
  }
  const swift = VESSELS[0]!;
  const plant = (vessel: readonly [string, string], t: number, zone: string, event: string) =>
    features.push({ t, text: feature(vessel, t, zone, event, event === 'enter' ? 4.2 : 5.1) });
  const needleT = T(15, 8, 17, 43);
  plant(swift, needleT, 'SKB-A09/500m', 'enter');
  plant(swift, T(15, 7, 48, 2), 'SKB-A08/500m', 'enter');
  plant(swift, T(15, 8, 3, 55), 'SKB-A08/500m', 'exit');
  plant(swift, T(15, 8, 51, 19), 'SKB-A09/500m', 'exit');
  plant(VESSELS[1]!, T(15, 8, 9, 30), 'SKB-A09/500m', 'enter');
  plant(VESSELS[1]!, T(15, 8, 14, 2), 'SKB-A09/500m', 'exit');
  plant(VESSELS[3]!, T(15, 9, 2, 7), 'SKB-A10/500m', 'enter');
  features.sort((a, b) => a.t - b.t);
  const target = features.find((f) => f.t === needleT)!.text;
  const needle = target.slice(target.indexOf('"name"'), target.indexOf('"enter"') + '"enter"'.length);
  const output = `${JSON.stringify({ type: 'FeatureCollection', name: 'skb_ctv_ais_20261015' }).slice(0, -1)},"features":[${features.map((f) => f.text).join(',')}]}\n`;
  const ask =
    'What time did the Skerrow Swift get inside the 500 metre zone around SKB-A09 this morning? We need it for the transfer record.';
  return probe('round 25: ais vessel tracks geojson', ask, 'http_get', output, 'arrival', needle, true);
}

/** The stores system's stock report, one line of XML: every part at every store; one part's stock at one base. */
function storesStockXml(): EconomicsTask {
  const random = seededRandom(25_003);
  const PLANTS: readonly (readonly [string, string])[] = [
    ['GRY1', 'Grimsby O&amp;M base'],
    ['HUL1', 'Hull central stores'],
    ['CHW1', 'Carn Hollow site store'],
    ['SKB-OSS', 'Skerrow Bank substation laydown'],
  ];
  const PARTS: readonly (readonly [string, string, string])[] = [
    ['Yaw brake pad set', 'SET', 'YB'],
    ['Yaw brake caliper seal kit', 'KIT', 'YS'],
    ['Pitch bearing grease cartridge 400g', 'EA', 'PG'],
    ['Main bearing grease drum 18kg', 'EA', 'MG'],
    ['Converter IGBT module', 'EA', 'IG'],
    ['Cooling fan motor 2.2kW', 'EA', 'CF'],
    ['Slip ring brush set', 'SET', 'SR'],
    ['Hydraulic accumulator 4L', 'EA', 'HA'],
    ['Anemometer, ultrasonic', 'EA', 'AN'],
    ['Aviation light, red, LED', 'EA', 'AL'],
    ['Service lift wire rope 8.3mm', 'M', 'WR'],
    ['Blade bolt M36 with nut', 'EA', 'BB'],
    ['Gearbox oil filter element', 'EA', 'GF'],
    ['Pitch motor encoder', 'EA', 'PE'],
    ['Fire suppression cylinder', 'EA', 'FS'],
    ['Tower door seal', 'M', 'TD'],
  ];
  const MODELS: readonly (readonly [string, string])[] = [
    ['SG 8.0-167 DD', 'SGRE'],
    ['V117-4.2', 'VES'],
  ];
  const used = new Set<string>();
  const material = () => {
    let n = '';
    while (!n || used.has(n)) n = `1002${digits(random, 5)}`;
    used.add(n);
    return n;
  };
  const stock = (plant: readonly [string, string], qty?: number) =>
    `<Stock plant="${plant[0]}" store="${plant[1]}" bin="${chars(random, 'ABCDEFGH', 1)}${pad2(between(random, 1, 40))}-${between(random, 1, 6)}" unrestricted="${qty ?? between(random, 0, 60)}" reserved="${between(random, 0, 8)}" inQI="${oneOf(random, [0, 0, 0, 1, 2])}" lastMove="${ymd(T(15, 0) - pick(random, 200) * DAY)}"/>`;
  const item = (part: readonly [string, string, string], model: readonly [string, string], planted?: number) => {
    const plants = PLANTS.filter((p) => (model[1] === 'VES' ? p[0] !== 'SKB-OSS' : p[0] !== 'CHW1')).filter(
      (p) => p[0] === 'GRY1' || random() < 0.7,
    );
    return `<Material number="${material()}" description="${part[0]}, ${model[0]}" oem="${model[1]}" oemRef="${model[1]}-${part[2]}${digits(random, 6)}" uom="${part[1]}" price="${(between(random, 800, 2_400_000) / 100).toFixed(2)}" currency="GBP" critical="${oneOf(random, ['Y', 'N', 'N'])}" minStock="${between(random, 1, 12)}">${plants
      .map((p) => stock(p, p[0] === 'GRY1' ? planted : undefined))
      .join('')}</Material>`;
  };
  const items: string[] = [];
  const COUNT = 1_500;
  for (let i = 0; i < COUNT; i++) {
    // Yaw brake pad sets are only the planted ones below.
    const part = oneOf(random, PARTS.slice(1));
    // Variants: the same part from other suppliers and revisions.
    items.push(
      item(
        [`${part[0]}${oneOf(random, ['', '', ' (rev B)', ' (alt supplier)', ' (refurbished)'])}`, part[1], part[2]],
        oneOf(random, MODELS),
      ),
    );
  }
  // Yaw brake pads: the offshore set at Grimsby, and its near neighbours.
  const at = Math.floor(COUNT * 0.51);
  items[at] = item(PARTS[0]!, MODELS[0]!, 17);
  const target = items[at];
  const needle = target.slice(target.indexOf('description="'), target.indexOf('/>', target.indexOf('plant="GRY1"')) + 2);
  items[Math.floor(COUNT * 0.44)] = item(PARTS[0]!, MODELS[1]!, 9);
  items[Math.floor(COUNT * 0.56)] = item(PARTS[1]!, MODELS[0]!, 4);
  items[Math.floor(COUNT * 0.6)] = item(['Yaw brake pad set (refurbished)', 'SET', 'YB'], MODELS[0]!, 6);
  items[Math.floor(COUNT * 0.33)] = item(['Yaw brake pad set (alt supplier)', 'SET', 'YB'], MODELS[1]!, 22);
  const output = `<?xml version="1.0" encoding="UTF-8"?><StockReport generated="${isoZ(T(15, 6, 0))}" plants="ALL" company="NMR">${items.join('')}</StockReport>\n`;
  const ask =
    'How many yaw brake pad sets for the SG 8.0-167 turbines have we got unrestricted in the Grimsby base store? Thinking of doing the whole of row C next week.';
  return probe('round 25: stores stock report xml', ask, 'http_get', output, 'stock', needle, true);
}

/** The CMMS work order export as YAML; the order's number is its first line, the title and turbine further down. */
function workOrdersYaml(): EconomicsTask {
  const random = seededRandom(25_004);
  const ONSHORE_JOBS = [
    'Gearbox oil change',
    'Gearbox oil sampling',
    'Gearbox oil filter change',
    'Annual service',
    'Pitch accumulator pre-charge check',
    'Yaw brake pad replacement',
    'Blade bolt torque check',
    'Service lift inspection (LOLER)',
    'Fire suppression inspection',
    'Converter cooling fluid top-up',
    'Anemometer replacement',
  ];
  const OFFSHORE_JOBS = [
    'Annual service',
    'Main bearing grease top-up',
    'Pitch accumulator pre-charge check',
    'Yaw brake pad replacement',
    'Transition piece davit crane inspection',
    'Boat landing inspection',
    'Aviation light replacement',
    'Converter IGBT module swap',
    'Generator cooling filter change',
    'Service lift inspection (LOLER)',
  ];
  let seq = 184_000;
  const workOrder = (asset: string, title: string, status?: string) => {
    const onshore = asset.startsWith('CH');
    const created = T(15, 0) - between(random, 2, 120) * DAY + pick(random, 9 * 60) * MINUTE;
    const start = T(15, 0) + between(random, -20, 40) * DAY + 7 * 60 * MINUTE;
    const lines = [
      `- id: WO-2026-${(seq += between(random, 1, 9))}`,
      `  created: ${iso(created)}`,
      `  created_by: ${oneOf(random, FIRST).toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`,
      `  type: ${title === 'Annual service' || title.includes('check') || title.includes('inspection') ? 'PM' : oneOf(random, ['PM', 'CM'])}`,
      `  priority: ${between(random, 1, 4)}`,
      `  status: ${status ?? oneOf(random, ['SCHEDULED', 'SCHEDULED', 'APPROVED', 'IN_PROGRESS', 'COMPLETE', 'WAITING_PARTS'])}`,
      `  title: ${title}`,
      `  site: ${onshore ? 'Carn Hollow' : 'Skerrow Bank'}`,
      `  asset: ${asset}`,
      `  functional_location: ${onshore ? 'CHW' : 'SKB'}-WTG-${asset.replace(/^SKB-/, '')}`,
      `  planned_start: ${iso(start)}`,
      `  duration_h: ${oneOf(random, [4, 6, 8, 10, 12, 24])}`,
      `  crew_size: ${between(random, 2, 4)}`,
      `  access: ${onshore ? 'road' : oneOf(random, ['CTV', 'CTV', 'SOV', 'helicopter'])}`,
      '  permits:',
      ...Array.from(
        { length: between(random, 1, 3) },
        () => `    - ${oneOf(random, ['PTW', 'LOTO', 'WAH', 'CONFINED_SPACE', 'HV_SANCTION', 'HOT_WORK'])}-${digits(random, 5)}`,
      ),
      '  parts:',
      ...Array.from(
        { length: between(random, 0, 3) },
        () => `    - { material: "1002${digits(random, 5)}", qty: ${between(random, 1, 12)} }`,
      ),
      `  estimated_cost_gbp: ${between(random, 300, 48_000)}`,
    ];
    if (random() < 0.4)
      lines.push(
        '  notes: |',
        `    ${oneOf(random, ['Weather dependent.', 'Combine with next visit.', 'Parts on site.', 'Crane hire booked.', 'Needs two-person climb.'])}`,
      );
    return lines;
  };
  const blocks: string[][] = [];
  const COUNT = 900;
  for (let i = 0; i < COUNT; i++) {
    const onshore = random() < 0.35;
    const asset = onshore ? oneOf(random, ONSHORE) : oneOf(random, OFFSHORE);
    let title = oneOf(random, onshore ? ONSHORE_JOBS : OFFSHORE_JOBS);
    if (asset === 'CH17' && title === 'Gearbox oil change') title = 'Gearbox oil sampling';
    blocks.push(workOrder(asset, title));
  }
  const at = Math.floor(COUNT * 0.5);
  blocks.splice(Math.floor(COUNT * 0.42), 0, workOrder('CH17', 'Gearbox oil sampling', 'COMPLETE'));
  blocks.splice(at, 0, workOrder('CH17', 'Gearbox oil change', 'SCHEDULED'));
  const needle = blocks[at]![0]!;
  blocks.splice(Math.floor(COUNT * 0.55), 0, workOrder('CH11', 'Gearbox oil change', 'SCHEDULED'));
  blocks.splice(Math.floor(COUNT * 0.58), 0, workOrder('CH17', 'Gearbox oil filter change', 'SCHEDULED'));
  const output = `${['# cmms export --format yaml --sites CHW,SKB --open-and-recent', 'work_orders:', ...blocks.flat().map((l) => `  ${l}`)].join('\n')}\n`;
  const ask = "What's the work order number for the gearbox oil change on CH17? I need to put it on the crane booking.";
  return probe('round 25: work orders yaml', ask, 'run_shell', output, 'work order', `  ${needle}`);
}

/** The drone inspection contractor's text report: turbine, blade, finding; the finding's position three lines under its type. */
function bladeInspectionReport(): EconomicsTask {
  const random = seededRandom(25_005);
  const TYPES: readonly (readonly [string, readonly string[]])[] = [
    ['Leading edge erosion', ['Coating loss, laminate visible', 'Pitting in LEP shell', 'LEP tape edge lifting']],
    ['Lightning receptor damage', ['Burn mark around receptor', 'Receptor missing, hole in shell', 'Melted receptor cap']],
    ['Surface crack', ['Hairline crack in gelcoat', 'Transverse crack, 120 mm', 'Crack at trailing edge bond line']],
    ['Trailing edge split', ['Split along bond line', 'Open trailing edge near tip']],
    ['Vortex generator missing', ['Two VG fins missing', 'VG strip partly detached']],
    ['Drain hole blocked', ['Tip drain hole blocked', 'Drain hole partly blocked']],
    ['Contamination', ['Oil streak from hub', 'Bird droppings', 'Salt deposits']],
  ];
  const finding = (blade: string, n: number, type: readonly [string, readonly string[]], radius?: number) => {
    const r = radius ?? Number((3 + random() * 78).toFixed(2));
    return [
      `    Finding ${blade}-${n}`,
      `      Type:            ${type[0]}`,
      `      Description:     ${oneOf(random, type[1])}`,
      `      Category:        ${between(random, 1, type[0] === 'Contamination' ? 2 : 4)} of 5`,
      `      Position:        r = ${r.toFixed(2)} m from root (${((r / 81.5) * 100).toFixed(1)} % span), ${oneOf(random, ['pressure side', 'suction side', 'leading edge', 'trailing edge'])}`,
      `      Size:            ${between(random, 10, 900)} x ${between(random, 5, 200)} mm`,
      `      Image:           IMG_${digits(random, 4)}.JPG, IMG_${digits(random, 4)}.JPG`,
      `      Recommendation:  ${oneOf(random, ['Monitor at next inspection', 'Repair within 12 months', 'Repair within 6 months', 'Repair at next rope access campaign', 'No action'])}`,
    ];
  };
  const blocks: string[] = [
    'SKERROW BANK OFFSHORE WIND FARM - BLADE INSPECTION CAMPAIGN 2026 (EXTERNAL, DRONE)',
    'Contractor: Aerofirth Inspection Ltd    Report: AF-SKB-2026-09    Issued: 2026-10-12',
    'Blades: SG B81 (81.5 m), three per turbine, serials per turbine record',
    '',
  ];
  let needle = '';
  for (const turbine of OFFSHORE) {
    const inspected = T(15, 0) - between(random, 8, 40) * DAY;
    blocks.push(
      '='.repeat(78),
      `Turbine: ${turbine}    Inspected: ${ymd(inspected)}    Drone: M350-${between(random, 1, 3)}    Pilot: ${person(random)}`,
      '='.repeat(78),
    );
    for (const blade of ['A', 'B', 'C']) {
      blocks.push(`  Blade ${blade}    Serial: B81-${digits(random, 5)}    Pitch position at capture: ${between(random, 0, 90)} deg`);
      const n = between(random, 1, 5);
      for (let k = 1; k <= n; k++) {
        let type = oneOf(random, TYPES);
        const target = turbine === 'SKB-D07' && blade === 'C' && k === 2;
        const nearMiss = (turbine === 'SKB-D07' && blade === 'A' && k === 1) || (turbine === 'SKB-D08' && blade === 'C' && k === 1);
        // On E07 blade C only the planted finding is receptor damage.
        if (turbine === 'SKB-D07' && blade === 'C' && type === TYPES[1]) type = TYPES[0]!;
        if (target || nearMiss) type = TYPES[1]!;
        const lines = finding(blade, k, type, target ? 62.38 : undefined);
        if (target) needle = lines[4]!;
        blocks.push(...lines);
      }
    }
    blocks.push('');
  }
  const output = `${blocks.join('\n')}\n`;
  const ask =
    'How far from the root is the lightning receptor damage the drone found on blade C of SKB-D07? The rope access team need to know where to rig.';
  return probe('round 25: blade inspection report', ask, 'read_file', output, 'position', needle);
}

/** The heliport's manifests for three weeks of flights; a passenger's flight line sits above the passenger. */
function helicopterManifests(): EconomicsTask {
  const random = seededRandom(25_006);
  const AIRCRAFT: readonly (readonly [string, string])[] = [
    ['G-NWRE', 'AW169'],
    ['G-NWRF', 'AW169'],
    ['G-SKBH', 'H145'],
  ];
  const COMPANIES = ['Northmoor O&M', 'Northmoor O&M', 'SGRE Service', 'Aerofirth', 'HV Partners', 'Seaway Rope Access'];
  const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
  const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
  const dayName = (t: number) => {
    const d = new Date(t);
    return `${DAYS[d.getUTCDay()]} ${pad2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  };
  type Pax = readonly [string, string, string];
  const pax = (): Pax => [
    `${oneOf(random, LAST).toUpperCase()}, ${oneOf(random, FIRST)}`,
    oneOf(random, COMPANIES),
    oneOf(random, [...OFFSHORE, 'SKB-OSS1']),
  ];
  let flightNo = 2_240;
  const manifest = (t: number, passengers: Pax[]) => {
    const [reg, type] = oneOf(random, AIRCRAFT);
    const stops = [...new Set(passengers.map((p) => p[2]))];
    const rows = passengers.map((p, i) => [
      String(i + 1),
      p[0],
      p[1],
      p[2],
      String(between(random, 3, 15)),
      String(between(random, 62, 118)),
      `${2026 + between(random, 0, 3)}-${pad2(between(random, 1, 12))}`,
      `${2026 + between(random, 0, 2)}-${pad2(between(random, 1, 12))}`,
    ]);
    return [
      '='.repeat(92),
      `FLIGHT NWH${(flightNo += between(random, 1, 3))}   ${dayName(t)}   ETD ${hm(t)}   HUMBERSIDE (EGNJ)   ${reg} ${type}`,
      `CREW    CAPT ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)} / FO ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}    HHO ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`,
      `ROUTE   EGNJ > ${stops.join(' > ')} > EGNJ    FUEL ${between(random, 700, 1_100)} KG    PAX ${passengers.length}`,
      '-'.repeat(92),
      ...table(['#', 'NAME', 'COMPANY', 'DEST', 'BAG_KG', 'BODY_KG', 'HUET_EXP', 'MED_EXP'], rows),
    ];
  };
  const lines: string[] = ['NORTHMOOR HELICOPTER OPERATIONS - PASSENGER MANIFESTS 2026-10-05 TO 2026-10-25 (LOCAL TIME)'];
  let needle = '';
  for (let day = 5; day <= 25; day++) {
    const flights = between(random, 6, 9);
    for (let f = 0; f < flights; f++) {
      const t = T(day, 6, 30) + f * 95 * MINUTE + pick(random, 4) * 5 * MINUTE;
      const passengers = Array.from({ length: between(random, 4, 10) }, pax);
      if (day === 16 && f === 3) {
        passengers.splice(4, 0, ['MACKIE, Ewan', 'Northmoor O&M', 'SKB-OSS1']);
        passengers[1] = ['MACKIE, Iona', 'HV Partners', 'SKB-OSS1'];
      }
      if (day === 15 && f === 2) passengers.splice(2, 0, ['MACKIE, Ewan', 'Northmoor O&M', 'SKB-C06']);
      if (day === 19 && f === 1) passengers.splice(3, 0, ['MACKIE, Ewan', 'Northmoor O&M', 'SKB-OSS1']);
      if (day === 16 && f === 5) passengers.splice(1, 0, ['MACKAY, Ewan', 'SGRE Service', 'SKB-OSS1']);
      const block = manifest(t, passengers);
      if (day === 16 && f === 3) needle = block[1]!;
      lines.push(...block);
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask = "Which helicopter flight is Ewan Mackie on out to the substation on Friday? His wife wants to know what time he's away.";
  return probe('round 25: helicopter manifests', ask, 'run_shell', output, 'flight', needle);
}

/** The marine coordination system's transfer log, grouped by vessel; a slip on a boat landing, in the log's own words. */
function transferLogCsv(): EconomicsTask {
  const random = seededRandom(25_007);
  const VESSELS = ['HUMBER GANNET', 'NORTHMOOR ENDEAVOUR', 'SEACAT VOYAGER', 'SKERROW SPRITE', 'SKERROW SWIFT', 'WINDCAT 44'];
  const MASTERS = ['D. Kerr', 'S. Hansen', 'P. Wozniak', 'G. Stewart', 'A. Munro', 'L. Jensen', 'R. Duffy'];
  const REMARKS = [
    '',
    '',
    '',
    '',
    'Good push on fenders',
    'Slight roll on approach',
    'Transfer slipped to afternoon due to swell',
    'Ladder clean, no growth',
    'Marine growth on lower ladder rungs, reported for cleaning',
    'Deck wet, extra care briefed',
    'Waited 10 min for vessel to settle',
    'Tools lifted by davit',
    'Technician stepped across cleanly, no issues',
    'Second attempt after wave set',
  ];
  const header =
    'transfer_id,vessel,master,date,time_local,location,direction,persons,hs_m,tp_s,wind_kn,current_kn,bow_push_pct,method,remarks,logged_by';
  const row = (vessel: string, t: number, location: string, direction: string, remarks: string, hs?: number) =>
    [
      'TR-#',
      vessel,
      oneOf(random, MASTERS),
      ymd(t),
      hm(t),
      location,
      direction,
      String(between(random, 1, 6)),
      (hs ?? 0.3 + random() * 1.2).toFixed(2),
      (4 + random() * 5).toFixed(1),
      String(between(random, 4, 24)),
      (random() * 1.8).toFixed(1),
      String(between(random, 35, 70)),
      oneOf(random, ['step-across', 'step-across', 'step-across', 'walk-to-work gangway']),
      remarks,
      `${oneOf(random, FIRST).toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`,
    ]
      .map(csv)
      .join(',');
  const rows: { vessel: string; t: number; text: string }[] = [];
  for (const vessel of VESSELS) {
    for (let day = 1; day <= 15; day++) {
      if (random() < 0.15) continue;
      let t = T(day, 6, 40) + pick(random, 30) * MINUTE;
      const visits = between(random, 8, 14);
      for (let v = 0; v < visits; v++) {
        const location = oneOf(random, [...OFFSHORE, 'SKB-OSS1']);
        rows.push({ vessel, t, text: row(vessel, t, location, 'ON', oneOf(random, REMARKS)) });
        rows.push({ vessel, t: t + 9 * 60 * MINUTE, text: row(vessel, t + 9 * 60 * MINUTE, location, 'OFF', oneOf(random, REMARKS)) });
        t += between(random, 12, 30) * MINUTE;
      }
    }
  }
  const plant = (vessel: string, t: number, location: string, direction: string, remarks: string, hs: number) => {
    const r = { vessel, t, text: row(vessel, t, location, direction, remarks, hs) };
    rows.push(r);
    return r;
  };
  const target = plant(
    'SEACAT VOYAGER',
    T(13, 7, 52),
    'SKB-B06',
    'ON',
    'Tech lost footing on 3rd rung of boat landing during step-across; held by fall arrest, no injury. Near miss NM-2026-0412 raised',
    1.38,
  );
  plant('SKERROW SPRITE', T(13, 8, 31), 'SKB-B07', 'ON', 'Transfer slipped to afternoon due to swell', 1.52);
  plant('SEACAT VOYAGER', T(12, 16, 5), 'SKB-D06', 'OFF', 'Tech lost footing on vessel deck while passing bags, no injury', 0.94);
  plant('SEACAT VOYAGER', T(13, 8, 14), 'SKB-B04', 'ON', 'Ladder rungs slippery with growth, transfer completed with care', 1.41);
  // Grouped by vessel, then time, as the system exports it.
  rows.sort((a, b) => a.vessel.localeCompare(b.vessel) || a.t - b.t);
  let seq = 58_100;
  for (const r of rows) r.text = r.text.replace('TR-#', `TR-${(seq += 1)}`);
  const needle = target.text;
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    'The HSE manager is pulling together the monthly safety pack and wants a line on every incident, however small. One of ours slipped while getting off a boat onto a B-row turbine on Tuesday morning. Which boat was it, and how big were the waves?';
  return probe('round 25: vessel transfer log csv, preamble and paraphrase', ask, 'run_shell', output, 'transfer', needle);
}

/** The park power controller's log for the last day: status every 30 seconds; the grid's instruction to cut back. */
function ppcLog(): EconomicsTask {
  const random = seededRandom(25_008);
  interface Entry {
    t: number;
    text: string;
  }
  const entries: Entry[] = [];
  const start = T(14, 6, 0);
  const end = T(15, 6, 0);
  const ms = () => String(pick(random, 1_000)).padStart(3, '0');
  const stamp = (t: number) => `${iso(t)}.${ms()}Z`;
  let setpoint = 1_000;
  let measured = 540;
  for (let t = start; t < end; t += 30_000) {
    const available = between(random, 66, 72);
    const cap = Math.min(setpoint, available * 8);
    measured = Math.max(20, Math.min(cap, measured + (random() - 0.5) * 30));
    if (t === T(14, 21, 50)) setpoint = 340;
    if (t === T(15, 1, 30)) setpoint = 1_000;
    entries.push({
      t,
      text: `${stamp(t)} skb-ppc01 ppc[2211]: status P=${measured.toFixed(1)}MW Q=${((random() - 0.5) * 60).toFixed(1)}Mvar U_poc=${(398 + random() * 6).toFixed(1)}kV f=${(49.95 + random() * 0.1).toFixed(3)}Hz P_sp=${setpoint.toFixed(1)}MW mode=${setpoint < 1_000 ? 'P_LIMIT' : 'FREQ_SENS'} wtg_avail=${available}/72`,
    });
  }
  const NOISE = [
    'edl[1880]: link heartbeat ok peer=EDL-GW-2 rtt=41ms',
    'edl[1880]: link heartbeat ok peer=EDL-GW-1 rtt=38ms',
    'ppc[2211]: q-control voltage droop 4.0% ref=400.0kV',
    'ppc[2211]: wtg SKB-C11 reconnected to park control',
    'ppc[2211]: wtg SKB-E02 not responding to set point, excluded from dispatch',
    'meter[990]: half-hour settlement period closed export_MWh=',
    'ppc[2211]: frequency response armed deadband=0.015Hz droop=4%',
    'sshd[3120]: Accepted publickey for ppc-ops from 10.20.1.14',
  ];
  for (let t = start + 45_000; t < end; t += between(random, 2, 9) * MINUTE) {
    const line = oneOf(random, NOISE);
    entries.push({ t, text: `${stamp(t)} skb-ppc01 ${line}${line.endsWith('=') ? (200 + random() * 300).toFixed(3) : ''}` });
  }
  const at = (t: number, text: string) => {
    const e = { t, text: `${stamp(t)} skb-ppc01 ${text}` };
    entries.push(e);
    return e;
  };
  at(T(14, 16, 2, 11), 'edl[1880]: BOA received ref=BOA-0414-6620 bmu=T_SKRW-2 from=16:10 to=16:40 level=200MW ramp=25MW/min');
  at(T(14, 16, 2, 12), 'edl[1880]: BOA acknowledged ref=BOA-0414-6620 by=auto');
  const target = at(
    T(14, 21, 47, 36),
    'edl[1880]: BOA received ref=BOA-0414-7718 bmu=T_SKRW-1 from=21:50 to=01:30 level=340MW ramp=20MW/min',
  );
  at(T(14, 21, 47, 38), 'edl[1880]: BOA acknowledged ref=BOA-0414-7718 by=control-room (k.sato)');
  at(T(14, 21, 50, 0), 'ppc[2211]: P_sp 1000.0 -> 340.0 MW source=EDL ramp=20.0MW/min');
  at(T(15, 1, 30, 0), 'ppc[2211]: P_sp 340.0 -> 1000.0 MW source=EDL instruction expired');
  at(T(14, 11, 20, 4), 'ppc[2211]: P_sp 1000.0 -> 1000.0 MW source=operator (no change)');
  entries.sort((a, b) => a.t - b.t);
  const needle = target.text;
  const output = `${entries.map((e) => e.text).join('\n')}\n`;
  const ask =
    'Did the grid operator get us to turn Skerrow Bank down last night? When did their request come through, and what output did they want us brought down to?';
  return probe('round 25: park power controller log, paraphrase', ask, 'run_shell', output, 'curtailment', needle);
}

/** The control room's shift log, in markdown, from the start of September; an icing stop on one night. */
function shiftLogMarkdown(): EconomicsTask {
  const random = seededRandom(25_009);
  const NOTES = [
    () =>
      `SKB: ${oneOf(random, OFFSHORE)} tripped on converter over-temperature, reset remotely at ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}, running.`,
    () => `SKB: ${between(random, 64, 72)}/72 available at handover, export ${between(random, 80, 990)} MW.`,
    () =>
      `CHW: ${between(random, 20, 24)}/24 available, ${oneOf(random, ONSHORE)} on planned maintenance (WO-2026-18${digits(random, 4)}).`,
    () =>
      `CHW: wind ${between(random, 4, 19)} m/s at met mast M1, ${oneOf(random, ['no issues', 'gusty from the west', 'shear high overnight', 'fog on the hill, cameras useless'])}.`,
    () =>
      `Vessels: ${oneOf(random, ['SKERROW SWIFT', 'SEACAT VOYAGER', 'WINDCAT 44', 'HUMBER GANNET'])} ${oneOf(random, ['alongside Grimsby', 'on standby at SKB-OSS1', 'returned 18:40', 'weathered out'])}.`,
    () =>
      `Helicopter: ${between(random, 2, 8)} flights, all returned, last landing ${pad2(between(random, 15, 19))}:${pad2(between(random, 0, 59))}.`,
    () =>
      `Grid: ${oneOf(random, ['no instructions', 'no instructions', 'BOA received and completed, see PPC log', 'voltage at POC high all shift, Q absorbing'])}.`,
    () =>
      `Permits: ${between(random, 0, 9)} live at handover, ${oneOf(random, ['all accounted for', 'one left open at CH0' + between(random, 1, 9) + ' for the morning crew'])}.`,
    () =>
      `Weather: ${oneOf(random, ['Hs 1.2 m rising', 'Hs 0.8 m', 'gale warning Humber', 'frost forecast at CHW', 'wintry showers on high ground, CHW may see rime'])}.`,
    () =>
      `${oneOf(random, ['Phone', 'Radio', 'Access control'])}: ${oneOf(random, ['tested ok', 'CH gate intercom dead again, ticket raised', 'VHF ch 16 check done'])}.`,
    () =>
      `CHW: ice detection ${oneOf(random, ['cleared on', 'tested on', 'self-test passed on'])} ${oneOf(random, ONSHORE)}, ${oneOf(random, ['no stops', 'running', 'no action'])}.`,
  ];
  const DOWN_REASONS = [
    'Annual service',
    'Converter IGBT module swap',
    'Pitch accumulator pre-charge check',
    'Yaw brake pad replacement',
    'Awaiting vessel, weathered out',
    'Main bearing grease top-up',
    'Blade repair, rope access',
    'Gearbox oil change',
    'Cooling pump replaced, commissioning',
    'Grid outage on array string',
  ];
  const ROSTER = ['A. Bell', 'K. Sato', 'M. Reid', 'J. Duffy', 'S. Munro', 'T. Wozniak', 'H. Kerr', 'L. Hansen'];
  const lines: string[] = ['# Northmoor Renewables - Control Room Shift Log', '', '_Entries oldest first. Times local._', ''];
  let needle = '';
  for (let t = Date.UTC(2026, 8, 1); t <= T(15, 0); t += DAY) {
    for (const shift of ['Day (07:00-19:00)', 'Night (19:00-07:00)']) {
      if (t === T(15, 0) && shift.startsWith('Night')) continue;
      const [a, b] = [oneOf(random, ROSTER), oneOf(random, ROSTER)];
      lines.push(`## ${ymd(t)} ${shift}`, '', `Controllers: ${a} / ${b === a ? 'M. Reid' : b}`, '');
      lines.push('### Plant not available at handover', '');
      const down = [...new Set(Array.from({ length: between(random, 3, 9) }, () => oneOf(random, [...OFFSHORE, ...ONSHORE])))];
      lines.push(
        ...table(
          ['Turbine', 'Since', 'Reason', 'Ref'],
          down.map((turbine) => [
            turbine,
            `${ymd(t - pick(random, 9) * DAY)} ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}`,
            oneOf(random, DOWN_REASONS),
            `WO-2026-18${digits(random, 4)}`,
          ]),
        ).map((l) => `    ${l}`),
        '',
        '### Permits live at handover',
        '',
        ...Array.from(
          { length: between(random, 3, 9) },
          () =>
            `- PTW-${digits(random, 5)} ${oneOf(random, [...OFFSHORE, ...ONSHORE, 'SKB-OSS1'])} ${oneOf(random, DOWN_REASONS).toLowerCase()}, issued to ${person(random)} (${oneOf(random, ['Northmoor O&M', 'SGRE Service', 'Vestas Service', 'HV Partners', 'Seaway Rope Access'])})`,
        ),
        '',
        '### Notes',
        '',
      );
      const count = between(random, 9, 15);
      for (let k = 0; k < count; k++) lines.push(`- ${oneOf(random, NOTES)()}`);
      if (ymd(t) === '2026-10-01' && shift.startsWith('Night')) {
        const line =
          '- CHW: ice on blades detected by rotor imbalance on CH04, CH09 and CH21 from 02:10; stopped and parked until daylight check, ice throw signs put out on the B-road.';
        lines.splice(lines.length - 3, 0, line);
        needle = line;
      }
      if (ymd(t) === '2026-09-27' && shift.startsWith('Night'))
        lines.push('- CHW: icing forecast for the hill, ice detection armed on all 24, nothing stopped.');
      if (ymd(t) === '2026-10-02' && shift.startsWith('Day'))
        lines.push('- CHW: CH04, CH09, CH21 restarted 09:40 after visual check by site team, no ice left on blades.');
      if (ymd(t) === '2026-10-08' && shift.startsWith('Night'))
        lines.push('- CHW: CH13 stopped 23:15 for icing on the met mast anemometer only, turbines fine.');
      lines.push('');
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Morning. I'm covering the performance report for Dave this month and I've not been near the control room since the summer, so bear with me. The insurer's asking about the night of the 1st of October: did the night shift stop any of the Carn Hollow turbines because of icing, and if so which ones?";
  return probe('round 25: control room shift log, preamble', ask, 'read_file', output, 'icing', needle);
}

/** `scada-report daily --sites SKB --days 60`: one row a turbine a day; one turbine-day capped well short of rated. */
function turbineDailySummary(): EconomicsTask {
  const random = seededRandom(25_010);
  const rows: string[][] = [];
  let target: string[] = [];
  const days = 60;
  for (let d = 0; d < days; d++) {
    const t = T(15, 0) - (days - d) * DAY;
    const siteWind = d === 37 ? 13.6 : 4 + random() * 11;
    for (const turbine of OFFSHORE) {
      const wsMean = Math.max(1.5, siteWind + (random() - 0.5) * 1.6);
      const wsMax = wsMean * (1.35 + random() * 0.4);
      const availability = random() < 0.06 ? between(random, 40, 99) : 100;
      let pMax = wsMax >= 12.2 ? 8_000 + random() * 90 : Math.min(8_000, 8_000 * ((wsMax - 3) / 9.2) ** 2.6) + random() * 40;
      const planted = turbine === 'SKB-D09' && d === 37;
      let energy = (availability / 100) * 24 * Math.min(8, 8 * ((wsMean - 3) / 9.2) ** 2.6) * (0.85 + random() * 0.2);
      if (planted) {
        pMax = 6_000.4;
        energy = 136.8;
      }
      rows.push([
        ymd(t),
        turbine,
        planted ? '100.0' : availability.toFixed(1),
        Math.max(0, energy).toFixed(1),
        (planted ? 13.9 : wsMean).toFixed(1),
        (planted ? 21.6 : wsMax).toFixed(1),
        Math.max(0, pMax).toFixed(1),
        (random() * 6 - 3).toFixed(1),
        (24 + random() * 12).toFixed(1),
        (55 + random() * 40).toFixed(1),
        String(between(random, 0, 3)),
      ]);
      if (planted) target = rows[rows.length - 1]!;
    }
  }
  const headers = ['DATE', 'TURBINE', 'AVAIL_%', 'ENERGY_MWH', 'WS_MEAN', 'WS_MAX', 'P_MAX_KW', 'YAW_ERR', 'NAC_C', 'GEN_C', 'EVENTS'];
  const lines = table(headers, rows);
  const needle = lines[rows.indexOf(target) + 1]!;
  const output = `${['# scada-report daily --site SKB --from 2026-08-16 --to 2026-10-14 (rated 8000 kW, 10-min means)', ...lines].join('\n')}\n`;
  const ask =
    "In the turbines' daily figures for the last couple of months there's one turbine on one day that was fully available and had plenty of wind but never got anywhere near its full power. Which turbine and which day?";
  return probe('round 25: turbine daily summary', ask, 'run_shell', output, 'turbine-day', needle);
}

/** `wtgparam export --site CHW`: every controller parameter of every turbine; one turbine's cut-out set unlike the rest. */
function controllerParameterExport(): EconomicsTask {
  const random = seededRandom(25_011);
  /** Parameters: name, unit, and the value every turbine has, or a maker of per-turbine values. */
  const PARAMS: (readonly [string, string, (turbine: number) => string])[] = [
    ['ProdCtrl.CutInWindSpeed', 'm/s', () => '3.0'],
    ['ProdCtrl.CutOutWindSpeed10min', 'm/s', () => '25.0'],
    ['ProdCtrl.CutOutWindSpeed30s', 'm/s', () => '28.0'],
    ['ProdCtrl.CutOutWindSpeed3s', 'm/s', () => '30.0'],
    ['ProdCtrl.ReCutInWindSpeed10min', 'm/s', () => '20.0'],
    ['ProdCtrl.HighWindRideThroughStart', 'm/s', () => '20.0'],
    ['ProdCtrl.RatedPower', 'kW', () => '4200'],
    ['ProdCtrl.RatedSpeed', 'rpm', () => '14.0'],
    ['ProdCtrl.MinGenSpeed', 'rpm', () => '6.1'],
    ['ProdCtrl.PowerLimitDefault', 'kW', () => '4200'],
    ['NoiseCtrl.Mode', '', (k) => (k % 5 === 2 ? 'SO2' : 'PO')],
    ['NoiseCtrl.NightStart', 'hh:mm', () => '23:00'],
    ['NoiseCtrl.NightEnd', 'hh:mm', () => '07:00'],
    ['ShadowCtrl.Enabled', '', (k) => (k < 8 ? '1' : '0')],
    ['IceCtrl.DetectionEnabled', '', () => '1'],
    ['IceCtrl.AutoRestart', '', () => '0'],
    ['BatCtrl.Enabled', '', (k) => (k % 4 === 0 ? '1' : '0')],
    ['BatCtrl.MaxWindSpeed', 'm/s', () => '6.5'],
    ['YawCtrl.MaxYawError', 'deg', () => '8.0'],
    ['YawCtrl.CableTwistLimit', 'turns', () => '3.0'],
    ['YawCtrl.NorthOffset', 'deg', () => (random() * 6 - 3).toFixed(2)],
    ['PitchCtrl.FineAngle', 'deg', () => '-1.5'],
    ['PitchCtrl.MaxRate', 'deg/s', () => '8.0'],
    ['PitchCtrl.StopRate', 'deg/s', () => '6.0'],
    ['GridCtrl.NominalVoltage', 'V', () => '690'],
    ['GridCtrl.VoltageHigh', 'V', () => '759'],
    ['GridCtrl.VoltageLow', 'V', () => '621'],
    ['GridCtrl.FreqHigh', 'Hz', () => '52.0'],
    ['GridCtrl.FreqLow', 'Hz', () => '47.0'],
    ['GridCtrl.PowerFactorSetpoint', '', () => '1.000'],
    ['TempCtrl.GearOilDerateStart', 'C', () => '75'],
    ['TempCtrl.GenWindingDerateStart', 'C', () => '145'],
    ['TempCtrl.NacelleHeaterOn', 'C', () => '5'],
    ['Comms.IpAddress', '', (k) => `10.61.4.${11 + k}`],
    ['Comms.ScadaNode', '', (k) => `CHW-WTG-${pad2(k + 1)}`],
    ['Asset.SerialNumber', '', () => `V${digits(random, 6)}`],
    ['Asset.HubHeight', 'm', (k) => (k < 12 ? '84.0' : '91.5')],
  ];
  // Per-turbine sector management and power curve tables, as the export prints them.
  for (let s = 0; s < 12; s++)
    PARAMS.push([`SectorMgmt.Sector${pad2(s + 1)}.MinDistanceDeg`, 'deg', () => String(oneOf(random, [0, 0, 0, 15, 30]))]);
  for (let b = 0; b < 46; b++) {
    const ws = 3 + b * 0.5;
    const p = Math.min(4_200, Math.max(0, 4_200 * ((ws - 3) / 8.8) ** 2.4));
    PARAMS.push(
      [`PowerCurve.Bin${pad2(b + 1)}.Power`, 'kW', () => p.toFixed(0)],
      [`PowerCurve.Bin${pad2(b + 1)}.WindSpeed`, 'm/s', () => ws.toFixed(1)],
    );
  }
  const rows: string[][] = [];
  let target: string[] = [];
  ONSHORE.forEach((turbine, k) => {
    const rev = k === 6 ? 'CHW-PS-4.21' : oneOf(random, ['CHW-PS-4.21', 'CHW-PS-4.22']);
    for (const [name, unit, value] of PARAMS) {
      const odd = turbine === 'CH13' && name === 'ProdCtrl.CutOutWindSpeed10min';
      rows.push([
        turbine,
        name,
        odd ? '20.0' : value(k),
        unit || '-',
        rev,
        ymd(T(15, 0) - between(random, 40, 500) * DAY),
        oneOf(random, ['vestas.svc', 'nmr.ctrl', 'nmr.ctrl', 'commissioning']),
      ]);
      if (odd) target = rows[rows.length - 1]!;
    }
  });
  const lines = table(['TURBINE', 'PARAMETER', 'VALUE', 'UNIT', 'PARAMSET', 'CHANGED', 'BY'], rows);
  const needle = lines[rows.indexOf(target) + 1]!;
  const output = `${['# wtgparam export --site CHW --all', ...lines].join('\n')}\n`;
  const ask =
    'Every Carn Hollow turbine is meant to shut down in high wind at the same 10-minute mean wind speed, but I think one of them has been set differently. Which turbine, and what is it set to?';
  return probe('round 25: controller parameter export', ask, 'run_shell', output, 'parameter', needle);
}

/** The oil lab's results for every turbine transformer over five years, as CSV; one sample's acetylene. */
function transformerOilLabCsv(): EconomicsTask {
  const random = seededRandom(25_012);
  const header =
    'sample_id,asset,transformer_serial,sampled_on,received_on,oil_temp_c,hydrogen_ppm,methane_ppm,ethane_ppm,ethylene_ppm,acetylene_ppm,carbon_monoxide_ppm,carbon_dioxide_ppm,oxygen_ppm,nitrogen_ppm,tdcg_ppm,moisture_ppm,breakdown_kv,acidity_mgkoh_g,ift_mn_m,lab,analyst,comment';
  const COMMENTS = [
    'Satisfactory',
    'Satisfactory',
    'Normal ageing',
    'Resample in 12 months',
    'Resample in 6 months, moisture rising',
    'Consistent with previous',
  ];
  const assets = [...OFFSHORE.map((t) => [`${t} WTG TX`, 'SKB'] as const), ...ONSHORE.map((t) => [`${t} WTG TX`, 'CHW'] as const)];
  const rows: string[] = [];
  let needle = '';
  let seq = 30_000;
  for (const [asset, site] of assets) {
    const serial = `${site === 'SKB' ? 'SGT' : 'ABB'}-${digits(random, 7)}`;
    const age = between(random, 0, 40);
    for (let k = 0; k < 10; k++) {
      const t = Date.UTC(2021, 9, 1) + k * 182 * DAY + between(random, 0, 30) * DAY;
      if (t > T(10, 0)) break;
      const planted = asset === 'SKB-D02 WTG TX' && k === 8;
      const gas = {
        h2: between(random, 4, 40 + age),
        ch4: between(random, 1, 18),
        c2h6: between(random, 0, 12),
        c2h4: between(random, 0, 9),
        c2h2: planted ? 41.7 : oneOf(random, [0, 0, 0, 0, 0.1, 0.2, 0.3, 0.5]),
        co: between(random, 40, 260 + age * 4),
        co2: between(random, 400, 2_600),
      };
      if (asset === 'CH05 WTG TX' && k === 7) gas.c2h4 = 31;
      if (asset === 'SKB-F10 WTG TX' && k === 4) gas.h2 = 148;
      const cells = [
        `OL-${(seq += between(random, 1, 40))}`,
        asset,
        serial,
        ymd(t),
        ymd(t + between(random, 2, 9) * DAY),
        String(between(random, 18, 55)),
        String(gas.h2),
        String(gas.ch4),
        String(gas.c2h6),
        String(gas.c2h4),
        gas.c2h2.toFixed(1),
        String(gas.co),
        String(gas.co2),
        String(between(random, 2_000, 22_000)),
        String(between(random, 40_000, 68_000)),
        String(gas.h2 + gas.ch4 + gas.c2h6 + gas.c2h4 + Math.round(gas.c2h2) + gas.co),
        String(between(random, 4, 22)),
        String(between(random, 52, 86)),
        (0.01 + random() * 0.06).toFixed(3),
        String(between(random, 30, 44)),
        oneOf(random, ['Hydrolab Hull', 'Hydrolab Hull', 'TransOil Stirling']),
        oneOf(random, ['R. Sinclair', 'M. Baxter', 'A. Petrov', 'E. Campbell']),
        planted ? 'Resample in 12 months' : oneOf(random, COMMENTS),
      ];
      rows.push(cells.map(csv).join(','));
      if (planted) needle = rows[rows.length - 1]!;
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "Going through the transformer oil results from the lab: one sample shows far more acetylene than anything else we've ever had tested. Which transformer was it and when was it sampled?";
  return probe('round 25: transformer oil lab results csv', ask, 'run_shell', output, 'sample', needle);
}

export function roundTwentyFive(): EconomicsTask[] {
  return [
    cmsVibrationJson(),
    aisTrackGeojson(),
    storesStockXml(),
    workOrdersYaml(),
    bladeInspectionReport(),
    helicopterManifests(),
    transferLogCsv(),
    ppcLog(),
    shiftLogMarkdown(),
    turbineDailySummary(),
    controllerParameterExport(),
    transformerOilLabCsv(),
  ];
}
