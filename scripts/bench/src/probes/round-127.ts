/**
 * Probe round 127, written blind: the Meteorological Service of Caldria, a made-up national weather service (observation stations, radar, forecast model runs, weather warnings, climate archive, data feeds to customers). "Today" is Monday, 26 July 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - feed subscriptions (minified JSON, one line): the subscription id of the Osterhaven port authority's lightning feed;
 *  - radar archive listing (one-line XML): the file of the Brennmoor volume scan of yesterday at 15:05;
 *  - station registry export (CSV, one station's maintenance log a huge field): the work order of a lightning-damaged ceilometer repair;
 * b. The answer a few lines away from the line the question's words match:
 *  - station metadata (YAML): the serial number of Hollin Point's anemometer, a few lines below the station's name;
 *  - warnings API (pretty JSON): the id of the orange thunderstorm warning whose areas list Drevan Valley, lines above;
 *  - feed dispatcher log (Python tracebacks): the innermost frame of last night's Velmar airport crash, lines above the message;
 * c. A question that paraphrases the output or carries a preamble:
 *  - feed status page (HTML): "when did you last manage to send us the model data" for the last successful NWP delivery;
 *  - model run events (logfmt), with a preamble: how long the data assimilation took on Friday's 18Z run of the 4 km model;
 *  - shipping forecast archive (plain text), with a preamble: "how far could you see" in Outer Fenn at five on Saturday;
 * d. One value unlike its peers, with no error word near it:
 *  - network inventory (fixed-width table): the one datalogger on older firmware than its peers;
 *  - radar scan events (JSON lines): the one volume with fewer tilts than all the others;
 *  - object store listing (aws s3 ls): the one GRIB file far smaller than its siblings.
 * Not among the bench's targets.
 * First run, at 9718d07 (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=127
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,435,059 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 127: feed subscriptions (minified JSON)
 *     codex: 6,810 tokens, peak 6,737, 0/1 needles, 0 read-backs
 *     context-chef: 648 tokens, peak 575, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,754 tokens, peak 808, 0/1 needles, 1 read-backs
 *     ours: 1,908 tokens, peak 945, 1/1 needles, 1 read-backs
 *   round 127: radar archive listing (one-line XML)
 *     codex: 206 tokens, peak 130, 0/1 needles, 0 read-backs
 *     context-chef: 874 tokens, peak 798, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,564 tokens, peak 746, 0/1 needles, 1 read-backs
 *     ours: 987 tokens, peak 713, 0/1 needles, 0 read-backs
 *   round 127: station registry export (CSV, huge field)
 *     codex: 13,433 tokens, peak 13,351, 0/1 needles, 0 read-backs
 *     context-chef: 708 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,860 tokens, peak 6,268, 0/1 needles, 4 read-backs
 *     ours: 8,640 tokens, peak 4,766, 1/1 needles, 2 read-backs
 *   round 127: station metadata (YAML)
 *     codex: 14,082 tokens, peak 14,010, 0/1 needles, 0 read-backs
 *     context-chef: 677 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,367 tokens, peak 7,461, 0/1 needles, 4 read-backs
 *     ours: 26,160 tokens, peak 9,721, 1/1 needles, 4 read-backs
 *   round 127: warnings API (pretty JSON)
 *     codex: 11,942 tokens, peak 11,871, 0/1 needles, 0 read-backs
 *     context-chef: 627 tokens, peak 556, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,216 tokens, peak 6,090, 0/1 needles, 4 read-backs
 *     ours: 22,894 tokens, peak 8,420, 1/1 needles, 4 read-backs
 *   round 127: feed dispatcher log (tracebacks)
 *     codex: 14,939 tokens, peak 14,859, 0/1 needles, 0 read-backs
 *     context-chef: 751 tokens, peak 671, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,348 tokens, peak 4,245, 0/1 needles, 3 read-backs
 *     ours: 9,121 tokens, peak 4,421, 1/1 needles, 3 read-backs
 *   round 127: feed status page (HTML)
 *     codex: 13,452 tokens, peak 13,357, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,787 tokens, peak 1,994, 0/1 needles, 2 read-backs
 *     ours: 2,046 tokens, peak 1,087, 0/1 needles, 1 read-backs
 *   round 127: model run events (logfmt)
 *     codex: 15,926 tokens, peak 15,817, 0/1 needles, 0 read-backs
 *     context-chef: 826 tokens, peak 717, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,006 tokens, peak 1,298, 0/1 needles, 4 read-backs
 *     ours: 4,710 tokens, peak 1,017, 0/1 needles, 4 read-backs
 *   round 127: shipping forecast archive (text)
 *     codex: 14,941 tokens, peak 14,831, 0/1 needles, 0 read-backs
 *     context-chef: 782 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,719 tokens, peak 2,798, 0/1 needles, 4 read-backs
 *     ours: 6,802 tokens, peak 3,109, 0/1 needles, 4 read-backs
 *   round 127: network inventory (fixed-width)
 *     codex: 17,241 tokens, peak 17,167, 0/1 needles, 0 read-backs
 *     context-chef: 665 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,587 tokens, peak 1,222, 0/1 needles, 4 read-backs
 *     ours: 5,194 tokens, peak 2,342, 1/1 needles, 3 read-backs
 *   round 127: radar scan events (JSON lines)
 *     codex: 16,487 tokens, peak 16,407, 0/1 needles, 0 read-backs
 *     context-chef: 808 tokens, peak 728, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,793 tokens, peak 4,533, 0/1 needles, 4 read-backs
 *     ours: 11,439 tokens, peak 5,783, 1/1 needles, 4 read-backs
 *   round 127: object store listing (aws s3 ls)
 *     codex: 21,092 tokens, peak 21,005, 0/1 needles, 0 read-backs
 *     context-chef: 976 tokens, peak 889, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,513 tokens, peak 3,745, 0/1 needles, 4 read-backs
 *     ours: 7,583 tokens, peak 4,181, 1/1 needles, 4 read-backs
 *     codex: 160,551 tokens, 0/12 needles
 *     context-chef: 9,047 tokens, 0/12 needles
 *     context-chef-store: 114,514 tokens, 0/12 needles
 *     ours: 107,484 tokens, 8/12 needles
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

/** A filler piece from `make`, made again while it holds `needle`. */
function clean(needle: string, make: () => string): string {
  for (;;) {
    const piece = make();
    if (!piece.includes(needle)) return piece;
  }
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** `ms` as an ISO 8601 UTC stamp to the second (`2027-07-26T07:12:04Z`). */
const isoZ = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `ms` as `2027-07-26`. */
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `ms` as `2027-07-26 07:12:04`. */
const ymdhms = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const HEADS = [
  'Kettle',
  'Marrow',
  'Holm',
  'Brack',
  'Drum',
  'Ebber',
  'Skel',
  'Fenn',
  'Salt',
  'Ash',
  'Thorn',
  'Wyn',
  'Gall',
  'Lorr',
  'Mire',
  'Hal',
  'Rook',
  'Caws',
  'Tarn',
  'Bleak',
  'Cold',
  'Harrow',
  'Ravel',
  'Strom',
  'Lind',
  'Mossen',
  'Pell',
  'Quarn',
  'Sedge',
  'Ulm',
  'Whin',
  'Yarl',
  'Corran',
  'Dunn',
  'Elder',
  'Frith',
  'Glen',
  'Keld',
  'Nether',
  'Spar',
];
const TAILS = [
  'wick',
  'by',
  'moor',
  'mere',
  'ford',
  'haven',
  'stead',
  'holm',
  'ton',
  'dale',
  'ness',
  'field',
  'bridge',
  'thwaite',
  'ley',
  'combe',
  'garth',
  'shaw',
  'hope',
  'law',
];
const SUFFIXES = ['North', 'South', 'Hill', 'Point', 'Head', 'Moss', 'Fell', 'Bay', 'Ridge'];
const REGIONS = [
  'Capital',
  'Northern Uplands',
  'Western Isles',
  'Fenn Coast',
  'Drevan Basin',
  'Southern Plains',
  'Eastern Marches',
  'Alpine',
];
const TECHS = [
  'R. Vell',
  'J. Marsk',
  'A. Tollan',
  'S. Brecke',
  'K. Almsted',
  'P. Oduya',
  'M. Fenwright',
  'L. Sarn',
  'T. Quill',
  'E. Haverd',
];

/** `n` distinct made-up Caldrian place names, none starting with a `reserved` one. */
function placeNames(random: () => number, n: number, reserved: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < n) {
    const base = oneOf(random, HEADS) + oneOf(random, TAILS);
    const name = random() < 0.75 ? base : `${base} ${oneOf(random, SUFFIXES)}`;
    if (seen.has(name) || reserved.some((r) => name.startsWith(r))) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** A lowercase slug of `name` (`Osterhaven Port Authority` → `osterhaven-port-authority`). */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

const FEED_PRODUCTS = [
  { code: 'OBS-SYNOP-10MIN', name: 'Synoptic observations, 10-minute', format: 'BUFR', schedule: '*/10 * * * *' },
  { code: 'OBS-AWS-1MIN', name: 'Automatic station observations, 1-minute', format: 'CSV', schedule: '* * * * *' },
  { code: 'RADAR-COMP-5MIN', name: 'Radar composite reflectivity, 5-minute', format: 'ODIM_H5', schedule: '*/5 * * * *' },
  { code: 'RADAR-QPE-1H', name: 'Radar precipitation accumulation, hourly', format: 'GeoTIFF', schedule: '2 * * * *' },
  { code: 'LTG-STRIKES-1MIN', name: 'Lightning strikes, 1-minute batches', format: 'CSV', schedule: '* * * * *' },
  { code: 'LTG-DENSITY-15MIN', name: 'Lightning flash density grid, 15-minute', format: 'NetCDF4', schedule: '*/15 * * * *' },
  { code: 'NWP-CAL4K-GRIB2', name: 'CAL-4K model fields, surface and pressure levels', format: 'GRIB2', schedule: '45 3,9,15,21 * * *' },
  { code: 'NWP-ALP1K-GRIB2', name: 'CAL-ALP-1K model fields, surface', format: 'GRIB2', schedule: '20 2,5,8,11,14,17,20,23 * * *' },
  { code: 'WARN-CAP', name: 'Weather warnings, CAP 1.2', format: 'XML', schedule: 'on-change' },
  { code: 'MARINE-TEXT', name: 'Shipping and inshore waters forecasts', format: 'TXT', schedule: '5 5,11,17,23 * * *' },
  { code: 'CLIM-DAILY', name: 'Climate daily summaries, all stations', format: 'CSV', schedule: '30 6 * * *' },
  { code: 'AVN-METAR-TAF', name: 'Aviation METAR and TAF bundle', format: 'IWXXM', schedule: '*/30 * * * *' },
  { code: 'ROAD-FCST', name: 'Road surface temperature forecasts', format: 'JSON', schedule: '0 */3 * * *' },
] as const;

type FeedProduct = (typeof FEED_PRODUCTS)[number];

const CUSTOMER_KINDS = [
  { sector: 'maritime', name: (p: string) => `${p} Port Authority` },
  { sector: 'maritime', name: (p: string) => `${p} Harbour Pilots` },
  { sector: 'maritime', name: (p: string) => `${p} Ferry Company` },
  { sector: 'aviation', name: (p: string) => `${p} Regional Airport` },
  { sector: 'aviation', name: (p: string) => `${p} Flying Club` },
  { sector: 'energy', name: (p: string) => `${p} Wind Farm Ltd` },
  { sector: 'energy', name: (p: string) => `${p} Hydro Cooperative` },
  { sector: 'media', name: (p: string) => `Radio ${p}` },
  { sector: 'media', name: (p: string) => `${p} Evening Post` },
  { sector: 'government', name: (p: string) => `${p} Municipal Council` },
  { sector: 'government', name: (p: string) => `${p} Civil Protection Office` },
  { sector: 'agriculture', name: (p: string) => `${p} Growers' Cooperative` },
  { sector: 'transport', name: (p: string) => `${p} Road Maintenance Depot` },
  { sector: 'utilities', name: (p: string) => `${p} Water Board` },
] as const;

function a1FeedSubscriptions(): EconomicsTask {
  const random = seededRandom(127_001);
  const needle = `sub_${hex(random, 12)}`;
  const product = (code: string): FeedProduct => FEED_PRODUCTS.find((p) => p.code === code)!;
  const endpoint = (method: string, customer: string, code: string) => {
    const s = slug(customer);
    if (method === 'sftp') return `sftp://msc-feed@sftp.${s}.cal:22/incoming/msc/${code.toLowerCase()}/`;
    if (method === 'https-push') return `https://api.${s}.cal/hooks/msc/${hex(random, 8)}`;
    if (method === 's3') return `s3://${s}-met-feeds/msc/${code.toLowerCase()}/`;
    return `amqps://feeds.${s}.cal:5671/msc.${code.toLowerCase()}`;
  };
  const subscription = (id: string, customerId: string, customer: string, sector: string, p: FeedProduct, created: number) => {
    const method = oneOf(random, ['sftp', 'sftp', 'https-push', 's3', 'amqp']);
    const status = random() < 0.88 ? 'active' : oneOf(random, ['paused', 'suspended', 'pending_contract']);
    return {
      id,
      customer: { id: customerId, name: customer, sector },
      product: { code: p.code, name: p.name, format: p.format },
      delivery: {
        method,
        endpoint: endpoint(method, customer, p.code),
        schedule: p.schedule,
        compression: oneOf(random, ['gzip', 'none', 'zstd']),
        retry: { max_attempts: oneOf(random, [3, 5, 10]), backoff_s: oneOf(random, [30, 60, 120]) },
      },
      status,
      created_at: isoZ(created),
      updated_at: isoZ(created + between(random, 1, 400) * DAY + between(random, 0, 86_399) * 1000),
      contract_ref: `MSC-C-${new Date(created).getUTCFullYear()}-${pad2(between(random, 1, 99))}${between(random, 10, 99)}`,
    };
  };
  const places = placeNames(random, 140, ['Osterhaven']);
  const customers: { name: string; sector: string; products: string[] }[] = places.slice(0, 127).map((place) => {
    const kind = oneOf(random, CUSTOMER_KINDS);
    const count = between(random, 2, 6);
    const codes = shuffle(
      random,
      FEED_PRODUCTS.map((p) => p.code),
    ).slice(0, count);
    return { name: kind.name(place), sector: kind.sector, products: codes };
  });
  // Near-misses: other Osterhaven customers with lightning feeds; the port authority itself has five feeds.
  customers.splice(38, 0, {
    name: 'Osterhaven Municipal Council',
    sector: 'government',
    products: ['WARN-CAP', 'LTG-STRIKES-1MIN', 'ROAD-FCST'],
  });
  customers.splice(63, 0, {
    name: 'Osterhaven Port Authority',
    sector: 'maritime',
    products: ['RADAR-COMP-5MIN', 'MARINE-TEXT', 'LTG-STRIKES-1MIN', 'WARN-CAP', 'OBS-AWS-1MIN'],
  });
  customers.splice(91, 0, { name: 'Osterhaven Ferry Company', sector: 'maritime', products: ['MARINE-TEXT', 'LTG-STRIKES-1MIN'] });
  const subscriptions = customers.flatMap((c, i) => {
    const customerId = `CUS-${String(i + 1).padStart(4, '0')}`;
    let created = Date.UTC(2022, 0, 1) + pick(random, 1200) * DAY + pick(random, 86_400) * 1000;
    return c.products.map((code) => {
      created += between(random, 0, 90) * DAY + pick(random, 86_400) * 1000;
      const target = c.name === 'Osterhaven Port Authority' && code === 'LTG-STRIKES-1MIN';
      const id = target ? needle : clean(needle, () => `sub_${hex(random, 12)}`);
      const sub = subscription(id, customerId, c.name, c.sector, product(code), created);
      return target ? { ...sub, status: 'active' } : sub;
    });
  });
  const output =
    JSON.stringify({
      api_version: '2.4',
      request_id: `req_${hex(random, 16)}`,
      generated_at: '2027-07-26T07:12:04Z',
      filters: { status: 'any', customer: null, product: null },
      page: 1,
      page_size: 1000,
      total: subscriptions.length,
      subscriptions,
    }) + '\n';
  return probe(
    'round 127: feed subscriptions (minified JSON)',
    "What's the subscription ID for the Osterhaven port authority's lightning feed?",
    'feeds_admin_list_subscriptions',
    output,
    'sub-id',
    needle,
    true,
  );
}

const RADARS = [
  { id: 'CLD01', name: 'Kalm Hill', lat: 58.214, lon: 11.873, height: 412 },
  { id: 'CLD02', name: 'Skarn Head', lat: 60.031, lon: 9.402, height: 188 },
  { id: 'CLD03', name: 'Brennmoor', lat: 57.468, lon: 13.115, height: 534 },
  { id: 'CLD04', name: 'Oster Fell', lat: 59.122, lon: 14.688, height: 702 },
  { id: 'CLD05', name: 'Drevan Ridge', lat: 56.377, lon: 10.946, height: 623 },
  { id: 'CLD06', name: 'Velmar Coast', lat: 55.809, lon: 12.551, height: 41 },
] as const;

function a2RadarArchive(): EconomicsTask {
  const random = seededRandom(127_002);
  const needle = `CLD03_PVOL_20270725T1505Z_${hex(random, 6)}.h5`;
  const day = Date.UTC(2027, 6, 25);
  const parts: string[] = [];
  let count = 0;
  for (const site of RADARS) {
    parts.push(
      `<site id="${site.id}" name="${site.name}" lat="${site.lat}" lon="${site.lon}" height_m="${site.height}" band="C" pol="dual">`,
    );
    // One site had a maintenance window: a gap, no volumes.
    const gap = site.id === 'CLD05' ? [540, 640] : [-1, -1];
    for (let m = 0; m < 1440; m += 5) {
      if (m >= gap[0]! && m < gap[1]!) {
        if (m === gap[0])
          parts.push(`<gap start="${isoZ(day + m * MINUTE)}" end="${isoZ(day + gap[1]! * MINUTE)}" reason="scheduled maintenance"/>`);
        continue;
      }
      const stamp = `20270725T${pad2(Math.floor(m / 60))}${pad2(m % 60)}Z`;
      const start = day + m * MINUTE;
      const target = site.id === 'CLD03' && m === 905;
      const file = target ? needle : clean(needle, () => `${site.id}_PVOL_${stamp}_${hex(random, 6)}.h5`);
      parts.push(
        `<volume task="PVOL" scan="SURV-14" start="${isoZ(start)}" end="${isoZ(start + between(random, 268, 296) * 1000)}" elevations="14" bytes="${between(random, 14_200_000, 23_900_000)}"><file>${file}</file><md5>${hex(random, 32)}</md5></volume>`,
      );
      count++;
      if (m % 15 === 0) {
        const vp = clean(needle, () => `${site.id}_VP_${stamp}_${hex(random, 6)}.h5`);
        parts.push(
          `<volume task="VP" scan="VVP-6" start="${isoZ(start)}" end="${isoZ(start + between(random, 40, 58) * 1000)}" elevations="6" bytes="${between(random, 61_000, 98_000)}"><file>${vp}</file><md5>${hex(random, 32)}</md5></volume>`,
        );
        count++;
      }
    }
    parts.push('</site>');
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<RadarArchive xmlns="urn:msc:radar:archive:1.3" date="2027-07-25" generated="2027-07-26T07:14:22Z" sites="${RADARS.length}" volumes="${count}">` +
    parts.join('') +
    '</RadarArchive>\n';
  return probe(
    'round 127: radar archive listing (one-line XML)',
    'Which file holds the Brennmoor radar volume scan from yesterday at five past three in the afternoon?',
    'radar_archive_list',
    output,
    'radar-file',
    needle,
    true,
  );
}

const INSTRUMENTS = [
  { code: 'BARO', name: 'barometer', since: 1950, system: false },
  { code: 'TEMP', name: 'thermometer screen', since: 1950, system: false },
  { code: 'RH', name: 'humidity probe', since: 1950, system: false },
  { code: 'ANEM', name: 'anemometer', since: 1950, system: false },
  { code: 'VANE', name: 'wind vane', since: 1950, system: false },
  { code: 'RAIN', name: 'rain gauge', since: 1950, system: false },
  { code: 'SUN', name: 'sunshine recorder', since: 1950, system: false },
  { code: 'SOIL', name: 'soil thermometers', since: 1950, system: false },
  { code: 'CEIL', name: 'ceilometer', since: 1978, system: false },
  { code: 'PWS', name: 'present weather sensor', since: 1992, system: false },
  { code: 'LOG', name: 'datalogger', since: 1986, system: true },
  { code: 'COMMS', name: 'modem', since: 1986, system: true },
] as const;

const SENSOR_ACTIONS = [
  (i: string) => `routine inspection of ${i}, no fault found`,
  (i: string) => `${i} calibration check against travelling standard, within tolerance`,
  (i: string) => `${i} replaced with refurbished unit`,
  (i: string) => `${i} cleaned and levelled`,
  (i: string) => `${i} cable repaired after rodent damage`,
  (i: string) => `${i} recalibrated, offset applied`,
  (i: string) => `${i} mounting bracket tightened`,
  (i: string) => `${i} connector corrosion cleaned, contacts greased`,
  (i: string) => `${i} removed for annual lab calibration, spare fitted`,
  (i: string) => `${i} reading drift investigated, sensor swapped`,
] as const;

const SYSTEM_ACTIONS = [
  (i: string) => `routine inspection of ${i}, no fault found`,
  (i: string) => `${i} firmware updated`,
  (i: string) => `${i} rebooted on site, link restored`,
  (i: string) => `${i} backup battery replaced`,
  (i: string) => `${i} enclosure seal replaced, moisture ingress dried out`,
  (i: string) => `${i} replaced with refurbished unit`,
] as const;

function a3StationRegistry(): EconomicsTask {
  const random = seededRandom(127_003);
  const tech = () => oneOf(random, TECHS);
  const wo = (ms: number) => `WO-${new Date(ms).getUTCFullYear()}-${chars(random, '0123456789', 5)}`;
  // The Central Observatory's log: 1,300 entries since 1974, the needle's month in the middle.
  const start = Date.UTC(1974, 0, 1);
  const span = Date.UTC(2027, 6, 20) - start;
  const dates = Array.from({ length: 1300 }, () => start + Math.floor((random() * span) / DAY) * DAY).sort((x, y) => x - y);
  const mid = new Date(dates[650]!);
  const year = mid.getUTCFullYear();
  const month = mid.getUTCMonth();
  const inMonth = (d: number) => Date.UTC(year, month, d);
  const needle = wo(inMonth(14));
  type Entry = { at: number; text: string };
  const filler = (at: number): Entry => {
    const fitted = INSTRUMENTS.filter((i) => i.since <= new Date(at).getUTCFullYear());
    const instrument = oneOf(random, fitted);
    const action = oneOf(random, instrument.system ? SYSTEM_ACTIONS : SENSOR_ACTIONS)(instrument.name);
    return { at, text: clean(needle, () => `${ymd(at)} ${wo(at)} ${instrument.code}: ${action} (${tech()})`) };
  };
  const planted = (at: number, text: string): Entry => ({ at, text: clean(needle, () => `${ymd(at)} ${wo(at)} ${text} (${tech()})`) });
  const entries: Entry[] = dates.map(filler);
  entries.push(
    {
      at: inMonth(14),
      text: `${ymd(inMonth(14))} ${needle} CEIL: ceilometer control board replaced after lightning strike, unit back online (${tech()})`,
    },
    planted(inMonth(13), 'ANEM: anemometer cable and surge arrester replaced after lightning strike'),
    planted(inMonth(13), 'LOG: datalogger restarted after mains power loss during thunderstorm'),
    planted(inMonth(22), 'CEIL: ceilometer window cleaned, tilt angle checked'),
    planted(inMonth(27), 'COMMS: modem replaced, suspected lightning surge damage'),
    planted(Date.UTC(year - 9, 7, 3), 'CEIL: ceilometer laser module replaced after lightning strike'),
    planted(Date.UTC(year + 7, month, 19), 'CEIL: ceilometer power supply replaced after lightning strike'),
    planted(Date.UTC(year + 13, 5, 8), 'CEIL: ceilometer blower unit replaced after lightning strike nearby'),
    planted(Date.UTC(year - 1, month, 11), 'PWS: present weather sensor replaced after lightning strike'),
  );
  entries.sort((x, y) => x.at - y.at);
  const central = entries.map((e) => e.text).join(' | ');

  const header = 'station_id,wmo_id,name,region,latitude,longitude,elevation_m,station_type,commissioned,status,owner,maintenance_log';
  const names = placeNames(random, 260, ['Caldria']);
  const row = (i: number, name: string, log: string, commissioned: number, type: string) =>
    [
      `CAL-${String(i + 1).padStart(4, '0')}`,
      `06${String(between(random, 100, 999))}`,
      name,
      oneOf(random, REGIONS),
      (55 + random() * 6).toFixed(4),
      (8.5 + random() * 7).toFixed(4),
      String(between(random, 2, 1850)),
      type,
      ymd(commissioned),
      random() < 0.93 ? 'operational' : oneOf(random, ['closed', 'temporarily_offline', 'relocated']),
      oneOf(random, ['MSC', 'MSC', 'MSC', 'Caldrian Roads Agency', 'Fenn Coast Water Board', 'University of Kalm']),
      `"${log}"`,
    ].join(',');
  const rows = names.map((name, i) => {
    const commissioned = Date.UTC(1950, 0, 1) + pick(random, 26_000) * DAY;
    const n = between(random, 2, 22);
    const ds = Array.from(
      { length: n },
      () => commissioned + pick(random, Math.floor((Date.UTC(2027, 6, 20) - commissioned) / DAY)) * DAY,
    ).sort((x, y) => x - y);
    const log = ds.map((d) => filler(d).text).join(' | ');
    return row(i, name, log, commissioned, oneOf(random, ['AWS', 'AWS', 'SYNOP', 'CLIMATE', 'RAIN', 'ROAD']));
  });
  rows.splice(128, 0, row(128, 'Caldria Central Observatory', central, Date.UTC(1951, 3, 1), 'SYNOP'));
  // Renumber the ids in order after the insertion.
  const csv = rows.map((r, i) => r.replace(/^CAL-\d{4}/, `CAL-${String(i + 1).padStart(4, '0')}`));
  const output = [header, ...csv].join('\n') + '\n';
  return probe(
    'round 127: station registry export (CSV, huge field)',
    `What was the work order number for the ceilometer repair at Caldria Central Observatory after the lightning strike in ${MONTHS[month]} ${year}?`,
    'station_registry_export',
    output,
    'work-order',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

function b1StationMetadata(): EconomicsTask {
  const random = seededRandom(127_004);
  const digits = (n: number) => chars(random, '0123456789', n);
  const letter = () => chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1);
  type Model = { model: string; serial: () => string };
  const MODELS: Record<string, Model[]> = {
    anemometer: [
      { model: 'Vaisala WMT700', serial: () => `${letter()}${digits(7)}` },
      { model: 'Gill WindSonic 75', serial: () => `WS75-${between(random, 1800, 2699)}-${digits(4)}` },
      { model: 'Thies 4.3352.10', serial: () => `${digits(5)}-${between(random, 14, 26)}-${digits(4)}` },
    ],
    wind_vane: [
      { model: 'Thies 4.3150.00', serial: () => `${digits(5)}-${between(random, 14, 26)}-${digits(4)}` },
      { model: 'Vector W200P', serial: () => `W200-${digits(5)}` },
    ],
    air_temperature: [{ model: 'Rotronic HC2A-S3', serial: () => `HC2-${digits(8)}` }],
    relative_humidity: [{ model: 'Vaisala HMP155', serial: () => `${letter()}${digits(7)}` }],
    pressure: [{ model: 'Vaisala PTB330', serial: () => `${letter()}${digits(7)}` }],
    precipitation: [
      { model: 'OTT Pluvio2 L', serial: () => digits(9) },
      { model: 'Lambrecht 15189', serial: () => `LB-${digits(6)}` },
    ],
    sunshine: [{ model: 'Kipp and Zonen CSD3', serial: () => `${pad2(between(random, 12, 26))}${digits(4)}` }],
    ceilometer: [{ model: 'Vaisala CL61', serial: () => `${letter()}${digits(7)}` }],
    present_weather: [{ model: 'Vaisala PWD22', serial: () => `${letter()}${digits(7)}` }],
  };
  const needle = `WS75-${between(random, 1800, 2699)}-${digits(4)}`;
  const day = (from: number, to: number) => ymd(from + pick(random, Math.floor((to - from) / DAY)) * DAY);
  const sensor = (kind: string, height: string, model?: Model, serial?: string) => {
    const m = model ?? oneOf(random, MODELS[kind]!);
    const installed = Date.UTC(2008, 0, 1) + pick(random, 7100) * DAY;
    const calibrated = Math.max(installed + 30 * DAY, Date.UTC(2025, 7, 1));
    return [
      `      - kind: ${kind}`,
      `        model: ${m.model}`,
      `        serial: "${serial ?? clean(needle, m.serial)}"`,
      `        height_m: ${height}`,
      `        installed: ${ymd(installed)}`,
      `        last_calibrated: ${day(calibrated, Date.UTC(2027, 6, 21))}`,
    ];
  };
  const station = (id: number, name: string, target: boolean) => {
    const type = target ? 'AWS' : oneOf(random, ['AWS', 'AWS', 'SYNOP', 'CLIMATE', 'ROAD']);
    const lines = [
      `  - station_id: CAL-${String(id).padStart(4, '0')}`,
      `    name: ${name}`,
      `    wmo_id: "06${between(random, 100, 999)}"`,
      `    region: ${target ? 'Fenn Coast' : oneOf(random, REGIONS)}`,
      `    type: ${type}`,
      `    status: ${random() < 0.94 ? 'operational' : 'temporarily_offline'}`,
      `    location: {lat: ${(55 + random() * 6).toFixed(4)}, lon: ${(8.5 + random() * 7).toFixed(4)}, elevation_m: ${target ? 14 : between(random, 2, 1850)}}`,
      '    sensors:',
    ];
    if (target) lines.push(...sensor('anemometer', '10.0', MODELS.anemometer![1], needle));
    else {
      lines.push(...sensor('anemometer', '10.0'));
      if (random() < 0.2) lines.push(...sensor('anemometer', '2.0'));
    }
    lines.push(
      ...sensor('wind_vane', '10.0'),
      ...sensor('air_temperature', '1.5'),
      ...sensor('relative_humidity', '1.5'),
      ...sensor('pressure', '1.2'),
    );
    lines.push(...sensor('precipitation', '0.5'));
    if (target || type === 'SYNOP' || random() < 0.3) lines.push(...sensor('sunshine', '2.0'));
    if (target || type === 'SYNOP') lines.push(...sensor('ceilometer', '1.0'), ...sensor('present_weather', '2.5'));
    lines.push(
      '    logger:',
      ...oneOf(random, [
        ['      model: Campbell CR1000X', '      firmware: "07.02"'],
        ['      model: Campbell CR6', '      firmware: "12.03"'],
        ['      model: Vaisala AWS310', '      firmware: "7.11.2"'],
      ]),
      '    maintenance:',
      `      last_visit: ${day(Date.UTC(2026, 6, 1), Date.UTC(2027, 6, 24))}`,
      `      technician: ${oneOf(random, TECHS)}`,
      `      next_due: ${day(Date.UTC(2027, 7, 1), Date.UTC(2028, 6, 1))}`,
    );
    return lines;
  };
  const names = placeNames(random, 220, ['Hollin']);
  names.splice(57, 0, 'Hollinby');
  names.splice(101, 0, 'Hollin Point');
  const body = names.flatMap((name, i) => station(i + 1, name, name === 'Hollin Point'));
  const output = [
    '# Meteorological Service of Caldria - station metadata service v3.2',
    '# query: region=all status=any include=sensors,logger,maintenance',
    `# generated: 2027-07-26T07:18:40Z  stations: ${names.length}`,
    'stations:',
    ...body,
    '',
  ].join('\n');
  return probe(
    'round 127: station metadata (YAML)',
    "What's the serial number on the anemometer up at Hollin Point?",
    'obs_station_describe',
    output,
    'anemometer-serial',
    needle,
  );
}

const WARNING_TEXT: Record<string, { label: string; describe: (random: () => number) => string; instruction: string }> = {
  thunderstorm: {
    label: 'thunderstorms',
    describe: (r) =>
      `Thunderstorms may bring torrential rain, frequent lightning and hail. ${between(r, 15, 40)}-${between(r, 41, 70)} mm of rain could fall in under an hour in a few places, with gusts of ${between(r, 55, 90)} km/h near storms.`,
    instruction: 'Avoid sheltering under trees. Expect surface water on roads and delays to travel.',
  },
  rain: {
    label: 'heavy rain',
    describe: (r) =>
      `Persistent heavy rain. ${between(r, 30, 60)}-${between(r, 61, 120)} mm expected within ${between(r, 12, 36)} hours, locally more over high ground.`,
    instruction: 'Flooding of low-lying roads and properties is possible. Check river levels before travelling.',
  },
  wind: {
    label: 'wind',
    describe: (r) =>
      `Strong south-westerly winds with gusts of ${between(r, 70, 95)}-${between(r, 96, 130)} km/h, strongest on exposed coasts and hills.`,
    instruction: 'Secure loose objects. Expect disruption to ferries and high-sided vehicles.',
  },
  heat: {
    label: 'extreme heat',
    describe: (r) =>
      `Daytime maxima of ${between(r, 31, 34)}-${between(r, 35, 39)} °C and overnight minima above ${between(r, 18, 22)} °C for at least ${between(r, 2, 4)} days.`,
    instruction: 'Stay out of the sun in the hottest hours, drink plenty of water and check on vulnerable people.',
  },
  fog: {
    label: 'dense fog',
    describe: (r) => `Dense fog with visibility below ${oneOf(r, [50, 100, 200])} m forming overnight, slow to clear in the morning.`,
    instruction: 'Allow extra time for journeys and use dipped headlights.',
  },
  wildfire: {
    label: 'wildfire danger',
    describe: (r) => `Very dry vegetation, low humidity (${between(r, 15, 28)} %) and breezy conditions give a high wildfire danger.`,
    instruction: 'Do not light open fires or barbecues in the countryside.',
  },
};

function b2WarningsApi(): EconomicsTask {
  const random = seededRandom(127_005);
  const now = Date.UTC(2027, 6, 26, 7, 20, 11);
  const districts = [...placeNames(random, 34, ['Drev']), 'Drevan Valley', 'Upper Drevan', 'Drevan Estuary', 'Lower Drevan Plain'];
  shuffle(random, districts);
  const levels = ['yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'orange', 'orange', 'red'];
  type Plan = { at: number; event: string; level: string; areas: string[]; refs?: number; target?: boolean };
  const plans: Plan[] = [];
  for (let d = 0; d < 30; d++) {
    const base = Date.UTC(2027, 5, 26) + d * DAY;
    const n = between(random, 4, 11);
    for (let k = 0; k < n; k++) {
      const event = oneOf(random, Object.keys(WARNING_TEXT));
      const level = oneOf(random, levels);
      const first = pick(random, districts.length);
      const areas = districts.slice(first, first + between(random, 1, 7));
      // Only the planted warning is an orange thunderstorm warning over Drevan Valley.
      const kept = event === 'thunderstorm' && level === 'orange' ? areas.filter((a) => a !== 'Drevan Valley') : areas;
      if (kept.length) plans.push({ at: base + pick(random, 86_400) * 1000, event, level, areas: kept });
    }
  }
  const target = Date.UTC(2027, 6, 11, 13, 47, 0);
  plans.push(
    { at: target - 3 * 3_600_000, event: 'thunderstorm', level: 'yellow', areas: ['Upper Drevan', 'Drevan Valley', 'Drevan Estuary'] },
    {
      at: target,
      event: 'thunderstorm',
      level: 'orange',
      areas: ['Upper Drevan', 'Drevan Valley'],
      refs: target - 3 * 3_600_000,
      target: true,
    },
    { at: target + 5 * 3_600_000, event: 'thunderstorm', level: 'orange', areas: ['Drevan Estuary', 'Lower Drevan Plain'] },
    { at: Date.UTC(2027, 6, 2, 9, 12, 0), event: 'thunderstorm', level: 'yellow', areas: ['Drevan Valley', 'Lower Drevan Plain'] },
    { at: Date.UTC(2027, 6, 19, 16, 3, 0), event: 'rain', level: 'orange', areas: ['Drevan Valley', 'Drevan Estuary'] },
    { at: Date.UTC(2027, 6, 23, 11, 30, 0), event: 'thunderstorm', level: 'yellow', areas: ['Upper Drevan', 'Drevan Valley'] },
  );
  plans.sort((x, y) => x.at - y.at);
  let seq = 1400;
  let needle = '';
  const ids = new Map<number, string>();
  const warnings = plans.map((p) => {
    seq += between(random, 1, 4);
    const id = `MSC-W-${ymd(p.at).replace(/-/g, '')}-${seq}`;
    ids.set(p.at, id);
    if (p.target) needle = id;
    const onset = p.at + between(random, 1, 18) * 3_600_000;
    const expires = onset + between(random, 6, 36) * 3_600_000;
    const text = WARNING_TEXT[p.event]!;
    const warning = {
      id,
      version: random() < 0.3 ? 2 : 1,
      status: expires < now ? 'expired' : 'active',
      msg_type: p.refs ? 'update' : 'alert',
      event: p.event,
      level: p.level,
      headline: `${p.level[0]!.toUpperCase()}${p.level.slice(1)} warning for ${text.label}`,
      issued_at: isoZ(p.at),
      onset: isoZ(onset),
      expires: isoZ(expires),
      areas: p.areas,
      description: text.describe(random),
      instruction: text.instruction,
      references: p.refs ? [ids.get(p.refs)!] : [],
      sender: oneOf(random, ['MSC National Forecast Centre', 'MSC National Forecast Centre', 'MSC Northern Forecast Office']),
    };
    return warning;
  });
  const output =
    JSON.stringify(
      {
        api: 'msc-warnings',
        version: '2.3.1',
        query: { since: '2027-06-26T00:00:00Z', include_expired: true, area: null },
        generated_at: isoZ(now),
        count: warnings.length,
        warnings,
      },
      null,
      2,
    ) + '\n';
  return probe(
    'round 127: warnings API (pretty JSON)',
    "What's the ID of the orange thunderstorm warning that covered the Drevan Valley?",
    'warnings_api_list',
    output,
    'warning-id',
    needle,
  );
}

/** A Python traceback: (file, line, function, source) frames, innermost last, then the exception. */
function traceback(frames: readonly (readonly [string, number, string, string])[], exception: string): string[] {
  return [
    'Traceback (most recent call last):',
    ...frames.flatMap(([file, line, fn, src]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${src}`]),
    exception,
  ];
}

const WORKER = '/opt/msc/feeds/dispatch/worker.py';
const IWXXM = '/opt/msc/feeds/encoders/iwxxm.py';
const SFTP = '/opt/msc/feeds/transport/sftp.py';
const PARAMIKO = '/usr/lib/python3/dist-packages/paramiko/transport.py';

function b3DispatcherLog(): EconomicsTask {
  const random = seededRandom(127_006);
  const needle = 'line 412, in _encode_rvr';
  const start = Date.UTC(2027, 6, 25, 0, 0, 0);
  const end = Date.UTC(2027, 6, 26, 7, 15, 0);
  const stamp = (ms: number) => `${ymdhms(ms)},${String(ms % 1000).padStart(3, '0')}`;
  const customers = [
    ...placeNames(random, 55, ['Velm']).map((p) =>
      slug(`${p} ${oneOf(random, ['port authority', 'wind farm ltd', 'municipal council', 'water board', 'evening post', 'road depot'])}`),
    ),
    'velmar-coastguard-station',
    'velmar-intl-airport',
    'kalm-regional-airport',
    'ebberford-flying-club',
    'caldrian-air-navigation-services',
    'northgrid-energy',
  ];
  const subs = new Map(customers.map((c) => [c, `sub_${hex(random, 12)}`]));
  type Event = { at: number; lines: string[] };
  const events: Event[] = [];
  const line = (at: number, level: string, worker: number, msg: string) =>
    `${stamp(at)} ${level.padEnd(8)} msc.feeds.dispatch [worker-${worker}] ${msg}`;
  const delivered = (at: number, customer: string, product: string) => {
    const method = oneOf(random, ['sftp', 'sftp', 'https', 's3', 'amqp']);
    return line(
      at,
      'INFO',
      between(random, 1, 8),
      `delivered sub=${subs.get(customer)} customer=${customer} product=${product} bytes=${product === 'AVN-METAR-TAF' ? between(random, 18_000, 95_000) : between(random, 2_000, 9_000_000)} dest=${method} dur_ms=${between(random, 40, 4_800)}`,
    );
  };
  const products = FEED_PRODUCTS.map((p) => p.code).filter((c) => c !== 'AVN-METAR-TAF');
  for (let t = start + between(random, 1_000, 30_000); t < end; t += between(random, 3_000, 75_000)) {
    events.push({ at: t, lines: [clean(needle, () => delivered(t, oneOf(random, customers.slice(0, 58)), oneOf(random, products)))] });
    if (random() < 0.04)
      events.push({
        at: t + 7,
        lines: [line(t + 7, 'INFO', 0, `queue depth=${between(random, 0, 40)} in_flight=${between(random, 0, 8)} workers=8`)],
      });
  }
  // The aviation customers get their METAR/TAF bundle every half hour.
  for (let t = start + 90_000; t < end; t += 30 * MINUTE) {
    for (const c of ['velmar-intl-airport', 'kalm-regional-airport', 'ebberford-flying-club', 'caldrian-air-navigation-services']) {
      const at = t + between(random, 0, 40_000);
      events.push({ at, lines: [delivered(at, c, 'AVN-METAR-TAF')] });
    }
  }
  const crash = (at: number, worker: number, customer: string, product: string, tb: string[], retries: string) => {
    const lines = [
      line(at, 'ERROR', worker, `delivery crashed sub=${subs.get(customer)} customer=${customer} product=${product} attempt=1/5`),
      ...tb,
    ];
    events.push({ at, lines });
    for (let k = 2; k <= 3; k++) {
      const again = at + k * k * 60_000 + between(random, 0, 9_000);
      events.push({
        at: again,
        lines: [
          line(
            again,
            'WARNING',
            worker,
            `retry ${k}/5 sub=${subs.get(customer)} customer=${customer} product=${product}: ${retries} (traceback suppressed, same as ${ymdhms(at).slice(11)})`,
          ),
        ],
      });
    }
  };
  const sftpTimeout = () =>
    traceback(
      [
        [WORKER, 214, 'run_delivery', 'receipt = transport.send(payload, sub.delivery)'],
        [SFTP, 77, 'send', 'with self._connect(dest) as client:'],
        [SFTP, 41, '_connect', 'transport.connect(username=dest.user, pkey=self._key)'],
        [PARAMIKO, 1387, 'connect', 'self.start_client(timeout=self.timeout)'],
        [PARAMIKO, 722, 'start_client', 'raise e'],
      ],
      'paramiko.ssh_exception.SSHException: Error reading SSH protocol banner',
    );
  const iwxxm = (inner: readonly [string, number, string, string][], exception: string) =>
    traceback(
      [
        [WORKER, 188, 'run_delivery', 'payload = encoder.encode(bundle)'],
        [IWXXM, 97, 'encode', 'return [self._encode_report(r) for r in bundle.reports]'],
        ...inner,
      ],
      exception,
    );
  crash(Date.UTC(2027, 6, 25, 3, 12, 44, 208), 5, customers[7]!, 'MARINE-TEXT', sftpTimeout(), 'SSHException');
  crash(
    Date.UTC(2027, 6, 25, 6, 15, 2, 977),
    2,
    customers[19]!,
    'NWP-CAL4K-GRIB2',
    traceback(
      [
        [WORKER, 214, 'run_delivery', 'receipt = transport.send(payload, sub.delivery)'],
        ['/opt/msc/feeds/transport/s3.py', 58, 'send', 'self._client.upload_fileobj(payload.stream, bucket, key, ExtraArgs=extra)'],
        ['/usr/lib/python3/dist-packages/boto3/s3/inject.py', 642, 'upload_fileobj', 'return future.result()'],
        ['/usr/lib/python3/dist-packages/botocore/client.py', 1023, '_make_api_call', 'raise error_class(parsed_response, operation_name)'],
      ],
      'botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied',
    ),
    'ClientError AccessDenied',
  );
  crash(
    Date.UTC(2027, 6, 25, 9, 31, 18, 540),
    7,
    'kalm-regional-airport',
    'AVN-METAR-TAF',
    iwxxm(
      [
        [IWXXM, 131, '_encode_report', 'return self._encode_metar(report)'],
        [IWXXM, 241, '_encode_metar', 'clouds = [self._encode_cloud(c) for c in report.clouds]'],
        [IWXXM, 355, '_encode_cloud', 'raise ValueError(f"cloud amount {layer.amount!r} requires vertical visibility")'],
      ],
      "ValueError: cloud amount 'VV' requires vertical visibility",
    ),
    "ValueError: cloud amount 'VV'",
  );
  crash(
    Date.UTC(2027, 6, 25, 11, 40, 9, 31),
    4,
    customers[33]!,
    'WARN-CAP',
    traceback(
      [
        [WORKER, 188, 'run_delivery', 'payload = encoder.encode(bundle)'],
        ['/opt/msc/feeds/encoders/cap.py', 74, 'encode', 'info.append(self._area(area))'],
        ['/opt/msc/feeds/encoders/cap.py', 158, '_area_polygon', 'first = ring[0]'],
      ],
      'IndexError: list index out of range',
    ),
    'IndexError',
  );
  crash(Date.UTC(2027, 6, 25, 14, 22, 51, 730), 3, 'velmar-intl-airport', 'AVN-METAR-TAF', sftpTimeout(), 'SSHException');
  crash(
    Date.UTC(2027, 6, 25, 18, 5, 37, 112),
    6,
    'ebberford-flying-club',
    'AVN-METAR-TAF',
    iwxxm(
      [
        [IWXXM, 131, '_encode_report', 'return self._encode_metar(report)'],
        [IWXXM, 236, '_encode_metar', 'wind = self._encode_wind(report.wind)'],
        [IWXXM, 301, '_encode_wind', 'if wind.gust < wind.speed:'],
      ],
      "TypeError: '<' not supported between instances of 'NoneType' and 'int'",
    ),
    'TypeError',
  );
  crash(
    Date.UTC(2027, 6, 25, 21, 52, 7, 386),
    2,
    'velmar-intl-airport',
    'AVN-METAR-TAF',
    iwxxm(
      [
        [IWXXM, 131, '_encode_report', 'return self._encode_metar(report)'],
        [IWXXM, 233, '_encode_metar', 'rvr = [self._encode_rvr(r) for r in report.rvr]'],
        [IWXXM, 412, '_encode_rvr', '"uom": RVR_UNITS[r.unit],'],
      ],
      "KeyError: 'FT'",
    ),
    "KeyError: 'FT'",
  );
  crash(
    Date.UTC(2027, 6, 26, 1, 33, 40, 604),
    1,
    'caldrian-air-navigation-services',
    'AVN-METAR-TAF',
    iwxxm(
      [
        [IWXXM, 133, '_encode_report', 'return self._encode_taf(report)'],
        [IWXXM, 468, '_encode_taf', 'groups = [self._encode_change_group(g) for g in report.changes]'],
        [IWXXM, 519, '_encode_change_group', 'visibility = self._encode_visibility(group.visibility)'],
        [IWXXM, 268, '_encode_visibility', 'metres = int(vis.value)'],
      ],
      "ValueError: invalid literal for int() with base 10: 'P6SM'",
    ),
    'ValueError: P6SM',
  );
  crash(Date.UTC(2027, 6, 26, 5, 2, 13, 95), 8, customers[41]!, 'RADAR-COMP-5MIN', sftpTimeout(), 'SSHException');
  events.sort((x, y) => x.at - y.at);
  const output =
    [
      `-- Logs begin at ${ymdhms(start)} UTC, end at ${ymdhms(end)} UTC. (msc-feed-dispatcher.service on feeds-disp-01) --`,
      ...events.flatMap((e) => e.lines),
    ].join('\n') + '\n';
  return probe(
    'round 127: feed dispatcher log (tracebacks)',
    'The feed to Velmar airport crashed last night. Which function in our code was it in when it blew up?',
    'feed_dispatcher_logs',
    output,
    'crash-frame',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

function c1FeedStatusPage(): EconomicsTask {
  const random = seededRandom(127_007);
  const now = Date.UTC(2027, 6, 26, 7, 21, 9);
  const utc = (ms: number) => `${ymdhms(ms)} UTC`;
  const needleAt = Date.UTC(2027, 6, 24, 9, 46, 0) + between(random, 0, 59) * 1000;
  const needle = utc(needleAt);
  const periodMin: Record<string, number> = {
    'OBS-SYNOP-10MIN': 10,
    'OBS-AWS-1MIN': 1,
    'RADAR-COMP-5MIN': 5,
    'RADAR-QPE-1H': 60,
    'LTG-STRIKES-1MIN': 1,
    'LTG-DENSITY-15MIN': 15,
    'NWP-CAL4K-GRIB2': 360,
    'NWP-ALP1K-GRIB2': 180,
    'WARN-CAP': 240,
    'MARINE-TEXT': 360,
    'CLIM-DAILY': 1440,
    'AVN-METAR-TAF': 30,
    'ROAD-FCST': 180,
  };
  type Row = {
    customer: string;
    code: string;
    name: string;
    method: string;
    last: number;
    attempt: number;
    failures: number;
    next: number;
    state: string;
  };
  const rows: Row[] = [];
  const customers = placeNames(random, 125, ['North']).map((p) => oneOf(random, CUSTOMER_KINDS).name(p));
  customers.push('Northgrid Energy', 'Northgate Rail Freight', 'Caldrian Air Navigation Services');
  for (const customer of customers) {
    const codes =
      customer === 'Northgrid Energy'
        ? ['NWP-CAL4K-GRIB2', 'OBS-AWS-1MIN', 'WARN-CAP', 'LTG-DENSITY-15MIN', 'CLIM-DAILY']
        : shuffle(
            random,
            FEED_PRODUCTS.map((p) => p.code),
          ).slice(0, between(random, 2, 6));
    for (const code of codes) {
      const product = FEED_PRODUCTS.find((p) => p.code === code)!;
      const period = periodMin[code]! * MINUTE;
      const method = oneOf(random, ['sftp', 'sftp', 'https-push', 's3', 'amqp']);
      const target = customer === 'Northgrid Energy' && code === 'NWP-CAL4K-GRIB2';
      let state = 'ok';
      let last = now - pick(random, period) - between(random, 5, 50) * 1000;
      let attempt = last;
      let failures = 0;
      if (target) {
        state = 'retrying';
        last = needleAt;
        attempt = Date.UTC(2027, 6, 26, 3, 46, 58);
        failures = 7;
      } else if (random() < 0.06) {
        state = oneOf(random, ['paused', 'retrying', 'retrying']);
        last = now - between(random, 2, 150) * 3_600_000 - pick(random, 3_600) * 1000;
        attempt = state === 'paused' ? last : now - pick(random, period);
        failures = state === 'paused' ? 0 : between(random, 1, 30);
      }
      while (!target && (utc(last) === needle || utc(attempt) === needle)) {
        last -= 1000;
        attempt -= 1000;
      }
      rows.push({ customer, code, name: product.name, method, last, attempt, failures, next: Math.ceil(now / period) * period, state });
    }
  }
  rows.sort((x, y) => x.customer.localeCompare(y.customer) || x.code.localeCompare(y.code));
  const badge: Record<string, string> = { ok: 'OK', retrying: 'Retrying', paused: 'Paused by customer' };
  const body = rows.flatMap((r) => [
    `        <tr class="state-${r.state}">`,
    `          <td class="customer">${r.customer.replace(/'/g, '&#39;')}</td>`,
    `          <td class="product"><code>${r.code}</code><br><small>${r.name}</small></td>`,
    `          <td>${r.method}</td>`,
    `          <td class="ts">${utc(r.last)}</td>`,
    `          <td class="ts">${utc(r.attempt)}</td>`,
    `          <td class="num">${r.failures}</td>`,
    `          <td class="ts">${ymdhms(r.next).slice(0, 16)} UTC</td>`,
    `          <td><span class="badge badge-${r.state}">${badge[r.state]}</span></td>`,
    '        </tr>',
  ]);
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    '    <title>Delivery status · MSC Data Feeds</title>',
    '    <link rel="stylesheet" href="/static/portal.css?v=3.8.1">',
    '    <style>',
    '      table.status { border-collapse: collapse; width: 100%; font-size: 13px; }',
    '      table.status td, table.status th { padding: 4px 8px; border-bottom: 1px solid #dde3ea; }',
    '      tr.state-retrying td { background: #fff7e0; }',
    '      tr.state-paused td { color: #7a8591; }',
    '      .badge { border-radius: 3px; padding: 1px 6px; font-weight: 600; }',
    '      .badge-ok { background: #d9f2df; } .badge-retrying { background: #ffe3a3; } .badge-paused { background: #e6e9ed; }',
    '    </style>',
    '  </head>',
    '  <body>',
    '    <header class="portal-header">',
    '      <a href="/"><img src="/static/msc-logo.svg" alt="Meteorological Service of Caldria" height="32"></a>',
    '      <nav><a href="/subscriptions">Subscriptions</a> <a href="/products">Product catalogue</a> <a href="/status" class="active">Delivery status</a> <a href="/support">Support</a></nav>',
    '    </header>',
    '    <main>',
    '      <h1>Delivery status</h1>',
    `      <p class="meta">Generated ${utc(now)} · ${rows.length} subscriptions · <a href="/status?format=csv">Download CSV</a></p>`,
    '      <table class="status sortable" id="delivery-status">',
    '        <thead>',
    '          <tr><th>Customer</th><th>Product</th><th>Method</th><th>Last successful delivery</th><th>Last attempt</th><th>Consecutive failures</th><th>Next scheduled</th><th>State</th></tr>',
    '        </thead>',
    '        <tbody>',
    ...body,
    '        </tbody>',
    '      </table>',
    '    </main>',
    '    <footer>© 2027 Meteorological Service of Caldria · Data feeds operations · <a href="mailto:feeds-ops@msc.cal">feeds-ops@msc.cal</a></footer>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 127: feed status page (HTML)',
    "We're Northgrid Energy, and the forecast model data we get from you seems to have dried up over the weekend. When did you last actually manage to get it through to us?",
    'feeds_portal_status_page',
    output,
    'last-delivery',
    needle,
  );
}

/** `seconds` as a Go-style duration (`1h47m13s`, `52m8s`). */
function goDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}h${m}m${s}s` : m ? `${m}m${s}s` : `${s}s`;
}

function c2ModelRunEvents(): EconomicsTask {
  const random = seededRandom(127_008);
  const needleSeconds = between(random, 6_300, 6_700);
  const needle = `duration=${goDuration(needleSeconds)}`;
  const now = Date.UTC(2027, 6, 26, 7, 24, 0);
  type Line = { at: number; text: string };
  const lines: Line[] = [];
  const emit = (at: number, fields: string) => {
    if (at <= now) lines.push({ at, text: `ts=${isoZ(at)} ${fields}` });
  };
  const domains = [
    { name: 'CAL-4K', analysis: 'analysis/4dvar', da: [2_900, 6_200], nodes: 64, leadMax: 60, step: 3, fc: [2_700, 3_600] },
    { name: 'CAL-ALP-1K', analysis: 'analysis/3dvar-rapid', da: [900, 1_500], nodes: 48, leadMax: 36, step: 3, fc: [3_000, 4_200] },
  ];
  for (let c = Date.UTC(2027, 6, 20, 0); c <= Date.UTC(2027, 6, 26, 6); c += 6 * 3_600_000) {
    const cycle = ymd(c).replace(/-/g, '') + pad2(new Date(c).getUTCHours());
    for (const d of domains) {
      const base = `suite=caldria-nwp domain=${d.name} cycle=${cycle}`;
      let t = c + (d.name === 'CAL-4K' ? 40 : 55) * MINUTE + between(random, 0, 120) * 1000;
      const task = (name: string, seconds: number, endExtra: string) => {
        emit(t, `level=info ${base} task=${name} event=start`);
        t += seconds * 1000;
        emit(t, `level=info ${base} task=${name} event=complete duration=${goDuration(seconds)}${endExtra}`);
        t += between(random, 2, 25) * 1000;
      };
      task('obs/fetch', between(random, 150, 320), ` obs_count=${between(random, 150_000, 230_000)}`);
      const accepted = between(random, 120_000, 180_000);
      task('obs/screening', between(random, 90, 200), ` accepted=${accepted} rejected=${between(random, 4_000, 19_000)}`);
      task(
        'bc/prepare',
        between(random, 240, 420),
        ` source=ECMWF-HRES bc_cycle=${ymd(c - 6 * 3_600_000).replace(/-/g, '')}${pad2(new Date(c - 6 * 3_600_000).getUTCHours())}`,
      );
      // The assimilation: start, a few minimiser iterations, complete.
      const target = d.name === 'CAL-4K' && cycle === '2027072318';
      // Other runs' assimilations take under 6,200 s, so no other duration is the needle's.
      const seconds = target ? needleSeconds : between(random, d.da[0]!, d.da[1]!);
      emit(t, `level=info ${base} task=${d.analysis} event=start nodes=${d.nodes} obs_used=${accepted}`);
      let cost = between(random, 380_000, 520_000);
      for (let outer = 1; outer <= 2; outer++) {
        for (let inner = 10; inner <= 40; inner += 10) {
          cost = Math.floor(cost * (0.6 + random() * 0.25));
          emit(
            t + Math.floor((seconds * 1000 * ((outer - 1) * 4 + inner / 10)) / 9),
            `level=debug ${base} task=${d.analysis} event=progress outer_loop=${outer} inner_iter=${inner} cost=${cost}`,
          );
        }
      }
      t += seconds * 1000;
      emit(t, `level=info ${base} task=${d.analysis} event=complete duration=${goDuration(seconds)} outer_loops=2 final_cost=${cost}`);
      t += between(random, 5, 40) * 1000;
      // The forecast, with a progress line every few lead hours.
      const fc = between(random, d.fc[0]!, d.fc[1]!);
      emit(t, `level=info ${base} task=forecast event=start nodes=${d.nodes * 2} lead_max=+${d.leadMax}h`);
      for (let lead = d.step; lead <= d.leadMax; lead += d.step) {
        emit(
          t + Math.floor((fc * 1000 * lead) / d.leadMax),
          `level=info ${base} task=forecast event=progress lead=+${String(lead).padStart(3, '0')}h`,
        );
      }
      t += fc * 1000;
      emit(t, `level=info ${base} task=forecast event=complete duration=${goDuration(fc)}`);
      t += between(random, 5, 40) * 1000;
      task('postproc', between(random, 600, 1_100), ` fields=${d.name === 'CAL-4K' ? 1_284 : 418}`);
      if (random() < 0.08) emit(t, `level=warn ${base} task=disseminate msg="slow sftp handshake to mirror" host=mirror-02.msc.cal`);
      task('disseminate', between(random, 120, 420), ` products=${d.name === 'CAL-4K' ? 412 : 137} subscribers=${between(random, 60, 75)}`);
    }
  }
  lines.sort((x, y) => x.at - y.at);
  const output = lines.map((l) => l.text).join('\n') + '\n';
  return probe(
    'round 127: model run events (logfmt)',
    "The forecasters keep grumbling that the late-week runs were landing after the morning briefing, and I'm trying to make the case for more compute. On the 4 km model, how long did the data assimilation take on Friday's six in the evening run?",
    'nwp_run_events',
    output,
    'da-duration',
    needle,
  );
}

const SEA_AREAS = [
  'NORTH SKERRIES',
  'KALM BANK',
  'OUTER FENN',
  'INNER FENN',
  'SALTMERE APPROACHES',
  'VELMAR DEEP',
  'OSTERHAVEN BIGHT',
  'SKARN',
  'BRACK SHOALS',
  'EBB SOUND',
  'CORRAN',
  'WESTERN ISLES NORTH',
  'WESTERN ISLES SOUTH',
  'DREVAN MOUTH',
  'GALLOW ROCKS',
  'YARL DEEPS',
  'WHIN BANK',
  'SOUTH FENN',
];
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

function c3ShippingForecasts(): EconomicsTask {
  const random = seededRandom(127_009);
  const needle = 'GOOD, OCCASIONALLY VERY POOR IN FOG PATCHES NEAR THE COAST LATER';
  const directions = ['NORTH', 'NORTHEAST', 'EAST', 'SOUTHEAST', 'SOUTH', 'SOUTHWEST', 'WEST', 'NORTHWEST', 'VARIABLE'];
  const wind = () => {
    const lo = between(random, 2, 6);
    const dir = oneOf(random, directions);
    const base = dir === 'VARIABLE' ? `VARIABLE ${lo - 1 > 0 ? lo - 1 : 1} TO ${lo}` : `${dir} ${lo} TO ${lo + 2}`;
    const later =
      random() < 0.4
        ? `, ${oneOf(random, ['BACKING', 'VEERING'])} ${oneOf(random, directions.slice(0, 8))} ${lo + 1} OR ${lo + 2} LATER`
        : '';
    const gale = lo >= 5 && random() < 0.5 ? `, OCCASIONALLY GALE 8 ${oneOf(random, ['LATER', 'AT FIRST', 'IN NORTH'])}` : '';
    return `${base}${later}${gale}.`;
  };
  const seaStates = ['SMOOTH OR SLIGHT', 'SLIGHT', 'SLIGHT OR MODERATE', 'MODERATE', 'MODERATE OR ROUGH', 'ROUGH', 'ROUGH OR VERY ROUGH'];
  const weathers = [
    'FAIR',
    'SHOWERS',
    'RAIN THEN SHOWERS',
    'THUNDERY SHOWERS',
    'FOG PATCHES',
    'RAIN LATER',
    'OCCASIONAL DRIZZLE',
    'SHOWERS, FAIR LATER',
    'RAIN OR THUNDERY SHOWERS',
  ];
  const visBase = ['GOOD', 'GOOD', 'MODERATE OR GOOD', 'MODERATE OR GOOD', 'MODERATE'];
  const visTail = [
    '',
    '',
    ', OCCASIONALLY POOR',
    ', OCCASIONALLY VERY POOR',
    ', OCCASIONALLY POOR IN SHOWERS',
    ', BECOMING POOR LATER',
    ', OCCASIONALLY VERY POOR IN FOG PATCHES',
    ', OCCASIONALLY POOR NEAR THE COAST',
  ];
  const visibility = () =>
    random() < 0.08 ? oneOf(random, ['MODERATE OR POOR', 'POOR, OCCASIONALLY VERY POOR']) : oneOf(random, visBase) + oneOf(random, visTail);
  const areaBlock = (area: string, vis: string) => {
    const w = wind();
    return {
      gale: w.includes('GALE') || / \d TO [89]\b/.test(w),
      lines: [
        area,
        `WIND: ${w}`,
        `SEA STATE: ${oneOf(random, seaStates)}.`,
        `WEATHER: ${oneOf(random, weathers)}.`,
        `VISIBILITY: ${vis}.`,
        '',
      ],
    };
  };
  const bulletins: string[][] = [];
  // Newest first: from this morning's 0500 UTC issue back five days.
  for (let at = Date.UTC(2027, 6, 26, 5); at >= Date.UTC(2027, 6, 21, 5); at -= 6 * 3_600_000) {
    const date = new Date(at);
    const dayName = DAYS[date.getUTCDay()]!;
    const dd = date.getUTCDate();
    const hhmm = `${pad2(date.getUTCHours())}00`;
    const from = new Date(at + 3_600_000);
    const to = new Date(at + 25 * 3_600_000);
    const target = dd === 24 && hhmm === '1700';
    const blocks = SEA_AREAS.map((area) =>
      target && area === 'OUTER FENN' ? { area, ...areaBlock(area, needle) } : { area, ...areaBlock(area, clean(needle, visibility)) },
    );
    const gales = blocks.filter((b) => b.gale).map((b) => b.area);
    const low = between(random, 976, 1006);
    const synopsis = oneOf(random, [
      `LOW ${between(random, 50, 400)} MILES ${oneOf(random, directions.slice(0, 8))} OF ${oneOf(random, SEA_AREAS)} ${low}, EXPECTED ${oneOf(random, SEA_AREAS)} ${low + between(random, -8, 6)} BY ${hhmm} UTC ${DAYS[to.getUTCDay()]}.`,
      `LOW ${between(random, 50, 400)} MILES ${oneOf(random, directions.slice(0, 8))} OF ${oneOf(random, SEA_AREAS)} ${low}, FILLING, EXPECTED ${oneOf(random, SEA_AREAS)} ${low + between(random, 3, 9)} BY ${hhmm} UTC ${DAYS[to.getUTCDay()]}.`,
      `HIGH ${oneOf(random, SEA_AREAS)} ${between(random, 1018, 1036)}, SLOW-MOVING, DECLINING ${between(random, 1014, 1024)} BY ${hhmm} UTC ${DAYS[to.getUTCDay()]}. LOW ${oneOf(random, SEA_AREAS)} ${low}, LOSING ITS IDENTITY.`,
    ]);
    const lines = [
      `----- FQCA41 CALD ${pad2(dd)}${hhmm} (received ${ymdhms(at + between(random, 60, 200) * 1000)} UTC) -----`,
      `FQCA41 CALD ${pad2(dd)}${hhmm}`,
      'SHIPPING FORECAST',
      'ISSUED BY THE METEOROLOGICAL SERVICE OF CALDRIA',
      `AT ${hhmm} UTC ON ${dayName} ${dd} JULY 2027`,
      `FOR THE PERIOD ${pad2(from.getUTCHours())}00 UTC ${DAYS[from.getUTCDay()]} ${from.getUTCDate()} JULY TO ${pad2(to.getUTCHours())}00 UTC ${DAYS[to.getUTCDay()]} ${to.getUTCDate()} JULY`,
      '',
      gales.length ? `THERE ARE WARNINGS OF GALES IN ${gales.join(', ')}.` : 'THERE ARE NO GALE WARNINGS IN OPERATION.',
      '',
      `GENERAL SYNOPSIS AT ${pad2((date.getUTCHours() + 19) % 24)}00 UTC`,
      synopsis,
      '',
      'AREA FORECASTS FOR THE NEXT 24 HOURS',
      '',
    ];
    for (const b of blocks) lines.push(...b.lines);
    lines.push('NEXT SHIPPING FORECAST AT ' + `${pad2((date.getUTCHours() + 6) % 24)}00 UTC.`, '=', '');
    bulletins.push(lines);
  }
  const output = [
    `bulletin_archive: product=FQCA41 (shipping forecast) station=CALD order=newest-first count=${bulletins.length}`,
    '',
    ...bulletins.flat(),
  ].join('\n');
  return probe(
    'round 127: shipping forecast archive (text)',
    "My brother's taking his boat out of Saltmere later this week, so I've been reading the marine forecasts with him. In the one that went out at five o'clock on Saturday afternoon, how far did it say you'd be able to see out in Outer Fenn?",
    'bulletin_archive_fetch',
    output,
    'visibility',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

function d1NetworkInventory(): EconomicsTask {
  const random = seededRandom(127_010);
  const needle = 'OS 05.41';
  const now = Date.UTC(2027, 6, 26, 7, 20, 0);
  const loggers = [
    { model: 'Campbell CR1000X', firmware: 'OS 07.02' },
    { model: 'Campbell CR1000X', firmware: 'OS 07.02' },
    { model: 'Campbell CR6', firmware: 'OS 12.03' },
    { model: 'Vaisala AWS310', firmware: 'v7.11.2' },
  ];
  const names = placeNames(random, 1200);
  const header =
    'STATION   WMO    NAME                     REGION            TYPE     LOGGER            FIRMWARE  LAST CONTACT (UTC)   UPTIME     BATT_V  SOLAR_W  MSGS_24H';
  const rows = names.map((name, i) => {
    const logger = i === 561 ? loggers[0]! : oneOf(random, loggers);
    const firmware = i === 561 ? needle : logger.firmware;
    const contact = now - pick(random, 600) * 1000;
    const type = oneOf(random, ['AWS', 'AWS', 'AWS', 'SYNOP', 'CLIMATE', 'RAIN', 'ROAD']);
    const interval = type === 'RAIN' ? 10 : 1;
    return [
      `CAL-${String(i + 1).padStart(4, '0')}`.padEnd(10),
      `06${between(random, 100, 999)}`.padEnd(7),
      name.padEnd(25),
      oneOf(random, REGIONS).padEnd(18),
      type.padEnd(9),
      logger.model.padEnd(18),
      firmware.padEnd(10),
      ymdhms(contact).padEnd(21),
      `${between(random, 1, 900)}d ${pad2(between(random, 0, 23))}h`.padEnd(11),
      (12.4 + random() * 1.5).toFixed(1).padEnd(8),
      (random() * 24).toFixed(1).padEnd(9),
      String(Math.round(1440 / interval) - pick(random, 3)),
    ].join('');
  });
  const output = [
    'MSC observation network inventory  -  generated 2027-07-26 07:20:41 UTC  -  1200 stations, all regions',
    '',
    header,
    '-'.repeat(header.length),
    ...rows,
    '-'.repeat(header.length),
    `${rows.length} stations listed.`,
    '',
  ].join('\n');
  return probe(
    'round 127: network inventory (fixed-width)',
    "Is any station's datalogger running older firmware than everyone else's? Which station is it?",
    'obs_network_inventory',
    output,
    'old-firmware',
    needle,
  );
}

function d2RadarScanEvents(): EconomicsTask {
  const random = seededRandom(127_011);
  const needle = '"elevations":9,';
  const day = Date.UTC(2027, 6, 25);
  const lines: string[] = [];
  for (let m = 0; m < 1440; m += 5) {
    for (const site of RADARS) {
      if (site.id === 'CLD05' && m >= 540 && m < 640) continue;
      const start = day + m * MINUTE;
      const duration = between(random, 2_680, 2_960) / 10;
      const odd = site.id === 'CLD05' && m === 695;
      lines.push(
        JSON.stringify({
          ts: isoZ(start + duration * 1000),
          site: site.id,
          site_name: site.name,
          task: 'PVOL',
          scan_strategy: 'SURV-14',
          volume_id: `v-${ymd(start).replace(/-/g, '')}-${pad2(Math.floor(m / 60))}${pad2(m % 60)}-${site.id}-${hex(random, 4)}`,
          start: isoZ(start),
          elevations: odd ? 9 : 14,
          duration_s: duration,
          bytes: between(random, 14_200_000, 23_900_000),
          max_range_km: 250,
          nyquist_ms: 48.0,
          zdr_offset_db: Number((random() * 0.4 - 0.2).toFixed(2)),
        }),
      );
    }
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 127: radar scan events (JSON lines)',
    'Did any of the radars skip some tilts on one of its volume scans yesterday? Which radar, and when?',
    'radar_scan_events',
    output,
    'short-volume',
    needle,
  );
}

function d3ObjectListing(): EconomicsTask {
  const random = seededRandom(127_012);
  const kinds = [
    { kind: 'pl', lo: 181_000_000, hi: 196_000_000 },
    { kind: 'precip', lo: 3_400_000, hi: 4_300_000 },
    { kind: 'sfc', lo: 46_500_000, hi: 52_800_000 },
    { kind: 'wind', lo: 11_800_000, hi: 14_100_000 },
  ];
  const needle = 'cal-4k/2027072512/CAL4K_2027072512_f033_sfc.grib2';
  const lines: string[] = [];
  let total = 0;
  for (let c = Date.UTC(2027, 6, 25, 0); c <= Date.UTC(2027, 6, 26, 0); c += 6 * 3_600_000) {
    const cycle = ymd(c).replace(/-/g, '') + pad2(new Date(c).getUTCHours());
    let t = c + 2 * 3_600_000 + between(random, 600, 1_500) * 1000;
    for (let lead = 0; lead <= 60; lead++) {
      t += between(random, 35, 70) * 1000;
      for (const k of kinds) {
        const key = `cal-4k/${cycle}/CAL4K_${cycle}_f${String(lead).padStart(3, '0')}_${k.kind}.grib2`;
        const size = key === needle ? between(random, 2_600_000, 3_100_000) : between(random, k.lo, k.hi);
        total += size;
        lines.push(`${ymdhms(t + between(random, 0, 20) * 1000)} ${String(size).padStart(10)} ${key}`);
      }
    }
  }
  const output = [...lines, '', `Total Objects: ${lines.length}`, `   Total Size: ${total}`, ''].join('\n');
  return probe(
    'round 127: object store listing (aws s3 ls)',
    "Going through the CAL-4K output in the bucket, is there a grib file that's much smaller than the others of the same kind? Which one?",
    'object_store_list',
    output,
    'small-file',
    needle,
  );
}

export function roundOneHundredTwentySeven(): EconomicsTask[] {
  return [
    a1FeedSubscriptions(),
    a2RadarArchive(),
    a3StationRegistry(),
    b1StationMetadata(),
    b2WarningsApi(),
    b3DispatcherLog(),
    c1FeedStatusPage(),
    c2ModelRunEvents(),
    c3ShippingForecasts(),
    d1NetworkInventory(),
    d2RadarScanEvents(),
    d3ObjectListing(),
  ];
}
