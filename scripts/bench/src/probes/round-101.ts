/**
 * Probe round 101, written blind: the Northmark Meteorological Institute (NMI), a national weather service
 * (automatic stations and their QC, radar and lightning networks, NWP runs on its supercomputer, warnings,
 * aviation METAR/TAF, the public forecast API). "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - public API latest observations (minified GeoJSON): what weather one airfield station reports;
 *  - radar network status (one-line XML): why one radar is in maintenance;
 *  - aviation TAF feed (minified JSON): the temporary group of one aerodrome's latest TAF;
 * b. The answer a few lines away from the line the question's words match:
 *  - Slurm `scontrol show job` for the EPS suite: which nodes one member's forecast job runs on;
 *  - CAP 1.2 warnings feed (pretty XML): when one area's amber wind warning expires;
 *  - station inventory (YAML): the serial number of one station's barometer;
 * c. A question that paraphrases the output or carries a preamble:
 *  - lightning stroke export (CSV with comment header): the exact time of the ground strike a homeowner reports;
 *  - public forecast API zone forecasts (pretty JSON): what threatens the roads on Saturday night in one zone;
 *  - METAR history (per-aerodrome listing): the visibility the automatic report gave a crew on approach;
 * d. One value unlike its peers, with no error word near it:
 *  - AWS health report (CLI table): the station whose screen aspirator turns far slower than the rest;
 *  - radar volume log (CLI table): the volume with far fewer elevation sweeps than the others;
 *  - data-assimilation observation counts (CLI table): the hourly cycle with hardly any Mode-S reports.
 * Not among the bench's targets.
 * First run, at 3ab9511, the head when the round was written (with this file; `ROUNDS=101
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,314,743 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 101: latest observations (minified GeoJSON)
 *     codex: 12,762 tokens, peak 12,688, 0/1 needles, 0 read-backs
 *     context-chef: 648 tokens, peak 574, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,738 tokens, peak 6,822, 0/1 needles, 4 read-backs
 *     ours: 6,188 tokens, peak 2,812, 1/1 needles, 2 read-backs
 *   round 101: radar network status (one-line XML)
 *     codex: 16,549 tokens, peak 16,479, 0/1 needles, 0 read-backs
 *     context-chef: 767 tokens, peak 697, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,521 tokens, peak 2,113, 0/1 needles, 1 read-backs
 *     ours: 6,921 tokens, peak 3,571, 0/1 needles, 2 read-backs
 *   round 101: TAF feed (minified JSON)
 *     codex: 15,708 tokens, peak 15,631, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 692, 0/1 needles, 0 read-backs
 *     context-chef-store: 23,691 tokens, peak 8,293, 0/1 needles, 4 read-backs
 *     ours: 7,887 tokens, peak 3,605, 1/1 needles, 2 read-backs
 *   round 101: scontrol show job (Slurm)
 *     codex: 15,896 tokens, peak 15,810, 0/1 needles, 0 read-backs
 *     context-chef: 800 tokens, peak 714, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,686 tokens, peak 1,257, 0/1 needles, 1 read-backs
 *     ours: 1,018 tokens, peak 734, 0/1 needles, 0 read-backs
 *   round 101: CAP warnings feed (pretty XML)
 *     codex: 14,647 tokens, peak 14,579, 0/1 needles, 0 read-backs
 *     context-chef: 748 tokens, peak 680, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,656 tokens, peak 2,907, 0/1 needles, 2 read-backs
 *     ours: 6,971 tokens, peak 3,239, 0/1 needles, 2 read-backs
 *   round 101: station inventory (YAML)
 *     codex: 12,611 tokens, peak 12,543, 0/1 needles, 0 read-backs
 *     context-chef: 617 tokens, peak 549, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,961 tokens, peak 2,531, 0/1 needles, 2 read-backs
 *     ours: 6,588 tokens, peak 2,952, 0/1 needles, 2 read-backs
 *   round 101: lightning stroke export, preamble and paraphrase
 *     codex: 26,113 tokens, peak 26,008, 0/1 needles, 0 read-backs
 *     context-chef: 1,072 tokens, peak 967, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,252 tokens, peak 2,801, 0/1 needles, 3 read-backs
 *     ours: 5,545 tokens, peak 2,303, 1/1 needles, 3 read-backs
 *   round 101: zone forecasts, preamble and paraphrase
 *     codex: 11,744 tokens, peak 11,645, 0/1 needles, 0 read-backs
 *     context-chef: 682 tokens, peak 583, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,080 tokens, peak 3,078, 0/1 needles, 3 read-backs
 *     ours: 6,952 tokens, peak 2,747, 1/1 needles, 3 read-backs
 *   round 101: METAR history, preamble and paraphrase
 *     codex: 18,951 tokens, peak 18,852, 0/1 needles, 0 read-backs
 *     context-chef: 927 tokens, peak 828, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,914 tokens, peak 1,484, 0/1 needles, 4 read-backs
 *     ours: 5,911 tokens, peak 1,938, 0/1 needles, 4 read-backs
 *   round 101: AWS health table, the odd aspirator
 *     codex: 18,189 tokens, peak 18,111, 0/1 needles, 0 read-backs
 *     context-chef: 823 tokens, peak 745, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,334 tokens, peak 1,821, 0/1 needles, 2 read-backs
 *     ours: 940 tokens, peak 664, 0/1 needles, 0 read-backs
 *   round 101: radar volume log, the odd sweep count
 *     codex: 21,317 tokens, peak 21,242, 0/1 needles, 0 read-backs
 *     context-chef: 946 tokens, peak 871, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,302 tokens, peak 1,515, 0/1 needles, 2 read-backs
 *     ours: 3,139 tokens, peak 1,214, 1/1 needles, 2 read-backs
 *   round 101: data-assimilation counts, the odd Mode-S count
 *     codex: 20,283 tokens, peak 20,196, 0/1 needles, 0 read-backs
 *     context-chef: 923 tokens, peak 836, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,954 tokens, peak 1,498, 0/1 needles, 4 read-backs
 *     ours: 2,149 tokens, peak 957, 0/1 needles, 2 read-backs
 *     codex: 204,770 tokens, 0/12 needles
 *     context-chef: 9,722 tokens, 0/12 needles
 *     context-chef-store: 100,089 tokens, 0/12 needles
 *     ours: 60,209 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------
// Shared helpers

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 00:00Z on Thursday 12 November 2026. */
const TODAY = Date.UTC(2026, 10, 12);

/** `2026-11-12T06:00:00Z` */
function isoZ(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `2026-11-12T06:00:00+00:00` */
function isoOffset(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

const PREFIXES = [
  'Ash',
  'Bal',
  'Carn',
  'Dun',
  'Elm',
  'Fern',
  'Glen',
  'Hal',
  'Inver',
  'Kil',
  'Lang',
  'Mor',
  'Nor',
  'Oak',
  'Pen',
  'Rath',
  'Strath',
  'Tor',
  'Wick',
  'Ard',
  'Bram',
  'Craig',
  'Drum',
  'Hart',
  'Kel',
  'Lyn',
  'Mill',
  'Red',
  'Stan',
  'Thorn',
  'West',
  'Whit',
  'Bryn',
  'Cold',
  'Fair',
  'Gar',
  'High',
  'Loch',
  'Marsh',
  'Ross',
  'Sand',
  'Skel',
  'Tal',
  'Ulls',
  'Brae',
  'Cal',
];
const SUFFIXES = [
  'by',
  'ford',
  'ton',
  'ley',
  'mouth',
  'wick',
  'more',
  'den',
  'holm',
  'field',
  'burn',
  'stead',
  'well',
  'bridge',
  'gate',
  'haven',
  'ness',
  'cote',
  'ham',
  'thwaite',
  'combe',
  'ay',
  'garth',
  'mere',
  'side',
  'wood',
  'brae',
  'ock',
];
const QUALIFIERS = [
  'Moor',
  'Fell',
  'Point',
  'Head',
  'Airfield',
  'Harbour',
  'Summit',
  'Park',
  'Reservoir',
  'Forest',
  'Bridge',
  'Lighthouse',
  'Hill',
  'Mains',
  'Pass',
  'Sands',
  'No 2',
  'Farm',
  'Dam',
  'Common',
];

/** `n` distinct made-up place names, none of them in `reserved`. */
function placeNames(random: () => number, n: number, reserved: readonly string[], qualified = 0.5): string[] {
  const seen = new Set(reserved);
  const out: string[] = [];
  while (out.length < n) {
    const base = oneOf(random, PREFIXES) + oneOf(random, SUFFIXES);
    const name = random() < qualified ? `${base} ${oneOf(random, QUALIFIERS)}` : base;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** A number with `d` decimals, in [lo, hi]. */
function real(random: () => number, lo: number, hi: number, d: number): number {
  return Number((lo + random() * (hi - lo)).toFixed(d));
}

/** Cells padded to their column widths, joined by two spaces. */
function row(cells: readonly (string | number)[], widths: readonly number[]): string {
  return cells
    .map((cell, i) => String(cell).padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
}

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** Two distinct uppercase letters after EX (the made-up ICAO prefix of Northmark). */
function icaoCodes(random: () => number, n: number, reserved: readonly string[]): string[] {
  const seen = new Set(reserved);
  const out: string[] = [];
  while (out.length < n) {
    const code = `EX${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 2)}`;
    if (seen.has(code)) continue;
    seen.add(code);
    out.push(code);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line

/** 1. The public API's latest observations, one minified GeoJSON FeatureCollection. */
function latestObservations(): EconomicsTask {
  const random = seededRandom(101_001);
  const api = 'https://api.weather.nmi.nm';
  const target = 'Dunmore Airfield';
  const n = 430;
  const names = placeNames(random, n, [target, 'Dunmore Harbour', 'Dunmore Moor'], 0.55);
  const at = Math.floor(n * 0.5);
  names[at] = target;
  names[at - 9] = 'Dunmore Harbour';
  names[at + 23] = 'Dunmore Moor';
  type Wx = { text: string; icon: string; cold: boolean; vis: [number, number]; wx: [string | null, string, string][] };
  const weathers: Wx[] = [
    { text: 'Clear', icon: 'skc', cold: false, vis: [20000, 50000], wx: [] },
    { text: 'Mostly Clear', icon: 'few', cold: false, vis: [15000, 40000], wx: [] },
    { text: 'Partly Cloudy', icon: 'sct', cold: false, vis: [12000, 40000], wx: [] },
    { text: 'Mostly Cloudy', icon: 'bkn', cold: false, vis: [10000, 30000], wx: [] },
    { text: 'Cloudy', icon: 'ovc', cold: false, vis: [8000, 25000], wx: [] },
    { text: 'Cloudy', icon: 'ovc', cold: false, vis: [8000, 25000], wx: [] },
    { text: 'Mist', icon: 'fog', cold: false, vis: [1500, 4800], wx: [[null, 'mist', 'BR']] },
    { text: 'Fog', icon: 'fog', cold: false, vis: [100, 900], wx: [[null, 'fog', 'FG']] },
    { text: 'Freezing Fog', icon: 'fog', cold: true, vis: [100, 800], wx: [[null, 'fog', 'FZFG']] },
    { text: 'Light Rain', icon: 'rain', cold: false, vis: [5000, 15000], wx: [['light', 'rain', '-RA']] },
    { text: 'Rain', icon: 'rain', cold: false, vis: [3000, 9000], wx: [[null, 'rain', 'RA']] },
    {
      text: 'Light Rain and Mist',
      icon: 'rain',
      cold: false,
      vis: [2000, 4800],
      wx: [
        ['light', 'rain', '-RA'],
        [null, 'mist', 'BR'],
      ],
    },
    { text: 'Light Drizzle', icon: 'rain', cold: false, vis: [4000, 10000], wx: [['light', 'drizzle', '-DZ']] },
    {
      text: 'Light Drizzle and Mist',
      icon: 'rain',
      cold: false,
      vis: [1500, 4500],
      wx: [
        ['light', 'drizzle', '-DZ'],
        [null, 'mist', 'BR'],
      ],
    },
    { text: 'Light Rain Showers', icon: 'rain_showers', cold: false, vis: [6000, 20000], wx: [['light', 'rain', '-SHRA']] },
    { text: 'Light Snow Showers', icon: 'snow', cold: true, vis: [2500, 9000], wx: [['light', 'snow', '-SHSN']] },
    { text: 'Light Sleet', icon: 'rain_snow', cold: true, vis: [3000, 8000], wx: [['light', 'rain_snow', '-RASN']] },
    { text: 'Light Freezing Drizzle', icon: 'fzra', cold: true, vis: [2000, 6000], wx: [['light', 'freezing_drizzle', '-FZDZ']] },
    { text: 'Haze', icon: 'haze', cold: false, vis: [5000, 9000], wx: [[null, 'haze', 'HZ']] },
  ];
  const targetWx: Wx = {
    text: 'Light Freezing Drizzle and Fog',
    icon: 'fzra',
    cold: true,
    vis: [400, 400],
    wx: [
      ['light', 'freezing_drizzle', '-FZDZ'],
      [null, 'fog', 'FG'],
    ],
  };
  const qc = () => oneOf(random, ['V', 'V', 'V', 'V', 'V', 'C', 'C', 'Z', 'S', 'V', 'Q']);
  const measure = (unit: string, value: number | null, q = qc()) => ({ unitCode: `wmoUnit:${unit}`, value, qualityControl: q });
  const features = names.map((name, i) => {
    const isTarget = i === at;
    const airfield = name.endsWith('Airfield') || isTarget;
    const id = airfield
      ? `EX${name[0]}${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}`
      : `NM${String(10_000 + i * 47 + pick(random, 40))}`;
    const w = isTarget ? targetWx : oneOf(random, weathers);
    const t = isTarget ? -0.6 : w.cold ? real(random, -4.5, 1.2, 1) : real(random, -1.5, 11.8, 1);
    const spread = w.wx.some(([, kind]) => kind === 'fog' || kind === 'mist' || kind.includes('drizzle'))
      ? real(random, 0, 0.8, 1)
      : real(random, 0.5, 6, 1);
    const td = isTarget ? -1.0 : Number((t - spread).toFixed(1));
    const rh = Number(Math.min(100, 100 * Math.exp((17.62 * td) / (243.12 + td) - (17.62 * t) / (243.12 + t))).toFixed(1));
    const wdir = isTarget ? 150 : pick(random, 36) * 10;
    const wspd = isTarget ? 7.4 : real(random, 0, 48, 1);
    const gust = wspd > 25 && random() < 0.7 ? real(random, wspd + 10, wspd + 30, 1) : null;
    const elevation = isTarget ? 38 : between(random, 2, 860);
    const pressure = isTarget ? 100_640 : between(random, 97_300, 102_900);
    const station = `${api}/stations/${id}`;
    const stamp = isoOffset(TODAY + (airfield ? 5 * HOUR + 50 * MINUTE : 6 * HOUR - (random() < 0.08 ? 10 * MINUTE : 0)));
    const vis = isTarget ? 400 : between(random, w.vis[0], w.vis[1]);
    const cover = isTarget ? 'VV' : w.text.includes('Clear') ? 'FEW' : oneOf(random, ['SCT', 'BKN', 'OVC']);
    const base = isTarget ? 60 : cover === 'FEW' ? between(random, 20, 80) * 30 : between(random, 2, 60) * 30;
    const tStr = (v: number) => `${v < 0 ? 'M' : ''}${pad2(Math.abs(Math.round(v)))}`;
    const raw = airfield
      ? isTarget
        ? `METAR ${id} 120550Z AUTO 15004KT 0400 -FZDZ FG VV002 M01/M01 Q1011=`
        : `METAR ${id} 120550Z AUTO ${String(wdir).padStart(3, '0')}${pad2(Math.round(wspd / 1.852))}KT ${vis >= 10000 ? '9999' : String(vis).padStart(4, '0')} ${w.wx.map(([, , r]) => r).join(' ')}${w.wx.length ? ' ' : ''}${cover}${String(Math.round(base / 30)).padStart(3, '0')} ${tStr(t)}/${tStr(td)} Q${Math.round((pressure + elevation * 12) / 100)}=`
      : '';
    return {
      id: `${station}/observations/${stamp}`,
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [real(random, -6.2, 1.4, 4), real(random, 50.9, 58.6, 4)] },
      properties: {
        '@id': `${station}/observations/${stamp}`,
        '@type': 'wx:ObservationStation',
        elevation: { unitCode: 'wmoUnit:m', value: elevation },
        station,
        stationId: id,
        stationName: name,
        timestamp: stamp,
        rawMessage: raw,
        textDescription: w.text,
        icon: `${api}/icons/land/night/${w.icon}?size=medium`,
        presentWeather: w.wx.map(([intensity, weather, rawString]) => ({
          intensity,
          modifier: null,
          weather,
          rawString,
          inVicinity: false,
        })),
        temperature: measure('degC', t),
        dewpoint: measure('degC', td),
        windDirection: measure('degree_(angle)', wspd < 2 ? null : wdir),
        windSpeed: measure('km_h-1', wspd),
        windGust: measure('km_h-1', gust, gust === null ? 'Z' : qc()),
        barometricPressure: measure('Pa', pressure),
        seaLevelPressure: measure('Pa', pressure + Math.round(elevation * 12)),
        visibility: measure('m', vis),
        maxTemperatureLast24Hours: { unitCode: 'wmoUnit:degC', value: null },
        minTemperatureLast24Hours: { unitCode: 'wmoUnit:degC', value: null },
        precipitationLastHour: measure(
          'mm',
          w.wx.some(([, k]) => k !== 'fog' && k !== 'mist' && k !== 'haze') ? real(random, 0.1, 2.4, 1) : 0,
        ),
        precipitationLast3Hours: measure('mm', null, 'Z'),
        precipitationLast6Hours: measure('mm', null, 'Z'),
        relativeHumidity: measure('percent', rh),
        windChill: measure(
          'degC',
          t < 10 && wspd > 5 ? Number((13.12 + 0.6215 * t - 11.37 * wspd ** 0.16 + 0.3965 * t * wspd ** 0.16).toFixed(1)) : null,
        ),
        heatIndex: measure('degC', null, 'V'),
        cloudLayers: [{ base: { unitCode: 'wmoUnit:m', value: base }, amount: cover }],
      },
    };
  });
  const output = JSON.stringify({
    '@context': [
      'https://geojson.org/geojson-ld/geojson-context.jsonld',
      { '@version': '1.1', wx: `${api}/ontology#`, '@vocab': `${api}/ontology#` },
    ],
    type: 'FeatureCollection',
    updated: '2026-11-12T06:14:07+00:00',
    features,
  });
  return probe(
    'round 101: latest observations (minified GeoJSON)',
    'What weather is the Dunmore Airfield station reporting in its latest observation?',
    'get_latest_observations',
    output,
    'obs',
    'Light Freezing Drizzle and Fog',
    true,
  );
}

/** 2. The radar network's status, one line of XML with every site's last twelve hours of volume scans. */
function radarStatusXml(): EconomicsTask {
  const random = seededRandom(101_002);
  const sites: [string, string, string][] = [
    ['NMARD', '03802', 'Ardmhor'],
    ['NMBAL', '03808', 'Balnacoil'],
    ['NMCAR', '03815', 'Carn Dearg'],
    ['NMCOL', '03819', 'Coldharbour'],
    ['NMDRU', '03824', 'Drumlanrig Hill'],
    ['NMFAI', '03831', 'Fairhaven'],
    ['NMGLE', '03837', 'Glenmorven'],
    ['NMHAL', '03843', 'Hallam Moor'],
    ['NMKEL', '03850', 'Kelbourne'],
    ['NMSKB', '03866', 'Skelbrae'],
    ['NMLOC', '03871', 'Loch Rannar'],
    ['NMMAR', '03877', 'Marshside'],
    ['NMPEN', '03882', 'Pen Ulls'],
    ['NMRAT', '03889', 'Rathmore'],
    ['NMSTR', '03893', 'Strathcarron'],
    ['NMTAL', '03896', 'Tallow Head'],
    ['NMTOR', '03902', 'Torwick'],
    ['NMWHI', '03907', 'Whitby Fell'],
  ];
  const remarksPool = [
    'No outstanding issues',
    'No outstanding issues',
    'Planned maintenance 19 Nov 08:00-16:00Z: radome panel resealing, site offline for the day',
    'Wind farm blanking sector 112-118 deg active since 03 Nov',
    'Clutter map regenerated 09 Nov after tree felling to the north-east',
    'Vertical-pointing ZDR calibration done 08 Nov, offset applied from 14:00Z',
    'Backup generator test Tue 17 Nov 10:00Z, no scanning impact expected',
    'RLAN interference near 5.62 GHz from 090 deg, reported to the spectrum regulator',
    'Dehumidifier in equipment room replaced 02 Nov',
    'Elevation encoder noise seen 05 Nov, monitoring, no action needed yet',
    'Magnetron replaced 28 Oct, transmitted power back to nominal',
    'Access road gritting requested for the winter, snow chains in site vehicle',
  ];
  const start = TODAY - 5 * HOUR;
  const targetIdx = 9;
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<radarNetworkStatus xmlns="urn:nmi:radar:status:2" network="NMI-RADNET" generated="2026-11-12T07:02:18Z" window="PT12H" sites="18">',
  ];
  sites.forEach(([id, wmo, name], s) => {
    const isTarget = s === targetIdx;
    const task = s % 6 === 4 ? 'VOL_C' : 'VOL_A';
    const sweeps = task === 'VOL_C' ? 12 : 10;
    const stopAt = isTarget ? TODAY + 2 * HOUR + 35 * MINUTE : Infinity;
    const degraded = s === 13;
    const state = isTarget
      ? '<state since="2026-11-12T02:41:00Z">maintenance</state>'
      : degraded
        ? '<state since="2026-11-11T22:10:00Z">degraded</state>'
        : `<state since="${isoZ(TODAY - between(random, 2, 40) * DAY - between(random, 0, 86_399) * 1000)}">operational</state>`;
    const remarks = isTarget
      ? 'Taken out of service 02:41Z: azimuth servo amplifier fault, engineer en route from Harlaw depot, ETA 10:30Z'
      : degraded
        ? 'Running reduced elevation set since 22:10Z after a receiver channel swap; full set to resume once the spare card is fitted'
        : oneOf(random, remarksPool);
    parts.push(
      `<site id="${id}" wmo="${wmo}" name="${name}" band="C" polarisation="dual" lat="${real(random, 51.0, 58.4, 4)}" lon="${real(random, -6.0, 1.2, 4)}" antennaHeightM="${between(random, 40, 780)}">`,
      state,
      `<transmitter type="${s % 3 === 0 ? 'solid-state' : 'magnetron'}" peakPowerKw="${s % 3 === 0 ? 10 : between(random, 240, 260)}" hours="${between(random, 4_000, 61_000)}"/>`,
      `<receiver noiseDbm="${real(random, -112, -108, 1)}" zdrOffsetDb="${real(random, -0.2, 0.25, 2)}" lastSunCheck="${isoZ(TODAY - between(random, 1, 30) * HOUR)}"/>`,
      `<remarks>${remarks}</remarks>`,
      '<scans>',
    );
    for (let t = start; t < start + 12 * HOUR; t += 5 * MINUTE) {
      if (t > stopAt) break;
      const n = degraded && t >= TODAY - 2 * HOUR + 10 * MINUTE ? 6 : sweeps;
      const stamp = new Date(t).toISOString().replace(/[-:T]/g, '').slice(0, 14);
      const size = Math.round(n * between(random, 3_600, 4_300));
      parts.push(
        `<scan start="${isoZ(t)}" task="${task}" elevations="${n}" rays="${n * 360}" durationS="${n * 29 + between(random, 0, 9)}" sizeKiB="${size}" file="T_PAZE50_C_EXNM_${stamp}_${id}.h5" archived="true"/>`,
      );
    }
    parts.push('</scans>', '</site>');
  });
  parts.push('</radarNetworkStatus>');
  return probe(
    'round 101: radar network status (one-line XML)',
    'Why is the Skelbrae radar in maintenance at the moment?',
    'radar_network_status',
    parts.join(''),
    'radar',
    'azimuth servo amplifier fault',
    true,
  );
}

interface TafGroup {
  change: 'FM' | 'BECMG' | 'TEMPO' | null;
  prob: number | null;
  from: number;
  to: number;
  wdir?: number | 'VRB';
  wspd?: number;
  wgst?: number;
  visib?: number;
  wx?: string;
  clouds?: [string, number][];
}

/** `ddhh` for a TAF validity, `24` for midnight at the end of a period. */
function dayHour(ms: number, end = false): string {
  const d = new Date(end && new Date(ms).getUTCHours() === 0 ? ms - HOUR : ms);
  const h = end && new Date(ms).getUTCHours() === 0 ? 24 : d.getUTCHours();
  return `${pad2(d.getUTCDate())}${pad2(h)}`;
}

function tafRaw(icao: string, issue: number, from: number, to: number, groups: TafGroup[]): string {
  const parts = [`TAF ${icao} ${dayHour(issue)}${pad2(new Date(issue).getUTCMinutes())}Z ${dayHour(from)}/${dayHour(to, true)}`];
  for (const g of groups) {
    if (g.change === 'FM') parts.push(`FM${dayHour(g.from)}00`);
    else if (g.change || g.prob) {
      const head = [g.prob ? `PROB${g.prob}` : '', g.change ?? ''].filter(Boolean).join(' ');
      parts.push(`${head} ${dayHour(g.from)}/${dayHour(g.to, true)}`);
    }
    if (g.wspd !== undefined) {
      const dir = g.wdir === 'VRB' ? 'VRB' : String(g.wdir).padStart(3, '0');
      parts.push(`${dir}${pad2(g.wspd)}${g.wgst ? `G${pad2(g.wgst)}` : ''}KT`);
    }
    const cavok = g.visib === 9999 && !g.wx && g.clouds?.length === 0;
    if (cavok) parts.push('CAVOK');
    else {
      if (g.visib !== undefined) parts.push(String(g.visib).padStart(4, '0'));
      if (g.wx) parts.push(g.wx);
      if (g.clouds) parts.push(g.clouds.length ? g.clouds.map(([c, b]) => `${c}${String(b).padStart(3, '0')}`).join(' ') : 'NSC');
    }
  }
  return `${parts.join(' ')}=`;
}

function randomTafGroups(random: () => number, from: number, to: number): TafGroup[] {
  const wind = () => {
    const wspd = between(random, 2, 28);
    return {
      wdir: wspd <= 3 ? ('VRB' as const) : between(random, 0, 35) * 10,
      wspd,
      ...(wspd >= 18 && random() < 0.6 ? { wgst: wspd + between(random, 10, 18) } : {}),
    };
  };
  const clouds = (low: number): [string, number][] => {
    const n = between(random, 0, 3);
    let base = between(random, low, low + 15);
    return Array.from({ length: n }, (_, i) => {
      const layer: [string, number] = [(['FEW', 'SCT', 'BKN', 'OVC'] as const)[Math.min(3, i + pick(random, 3))]!, base];
      base += between(random, 5, 25);
      return layer;
    });
  };
  const groups: TafGroup[] = [
    { change: null, prob: null, from, to, ...wind(), visib: oneOf(random, [9999, 9999, 9999, 8000, 6000, 4000]), clouds: clouds(8) },
  ];
  let t = from + between(random, 2, 6) * HOUR;
  while (t < to - 4 * HOUR) {
    const kind = pick(random, 5);
    const len = between(random, 2, 6) * HOUR;
    const end = Math.min(to, t + len);
    if (kind === 0) groups.push({ change: 'BECMG', prob: null, from: t, to: t + 2 * HOUR, ...wind() });
    else if (kind === 1)
      groups.push({
        change: 'TEMPO',
        prob: null,
        from: t,
        to: end,
        visib: oneOf(random, [4000, 3000, 6000, 2500]),
        wx: oneOf(random, ['SHRA', '-SHRA', 'RA', '-RADZ', 'SHRASN']),
        clouds: [['BKN', between(random, 6, 14)]],
      });
    else if (kind === 2)
      groups.push({
        change: 'TEMPO',
        prob: 30,
        from: t,
        to: end,
        visib: oneOf(random, [1200, 2000, 3000, 800]),
        wx: oneOf(random, ['BR', 'FG', 'TSRA', '+SHRA', 'SHSN']),
        clouds: [['BKN', between(random, 2, 8)]],
      });
    else if (kind === 3)
      groups.push({
        change: null,
        prob: 40,
        from: t,
        to: end,
        visib: oneOf(random, [5000, 3500]),
        wx: oneOf(random, ['-RA', 'DZ', 'RA']),
        clouds: [['BKN', between(random, 6, 12)]],
      });
    else groups.push({ change: 'FM', prob: null, from: t, to, ...wind(), visib: 9999, clouds: clouds(15) });
    t = end + between(random, 1, 4) * HOUR;
  }
  return groups;
}

/** 3. The aviation service's TAF feed, one minified JSON array (three issues per aerodrome). */
function tafFeed(): EconomicsTask {
  const random = seededRandom(101_003);
  const n = 78;
  const codes = icaoCodes(random, n, ['EXNC']).sort();
  const at = Math.floor(n * 0.5);
  codes[at] = 'EXNC';
  codes.sort();
  const targetAt = codes.indexOf('EXNC');
  const names = placeNames(random, n, ['Carrick Bay', 'Carrick'], 0.3);
  names[targetAt] = 'Carrick Bay';
  const needle = 'TEMPO 1206/1210 1500 BR BKN004';
  const issues: [number, number, number][] = [
    [TODAY + 5 * HOUR, TODAY + 6 * HOUR, TODAY + 30 * HOUR],
    [TODAY - HOUR, TODAY, TODAY + 24 * HOUR],
    [TODAY - 7 * HOUR, TODAY - 6 * HOUR, TODAY + 18 * HOUR],
  ];
  const targetGroups: TafGroup[][] = [
    [
      {
        change: null,
        prob: null,
        from: TODAY + 6 * HOUR,
        to: TODAY + 30 * HOUR,
        wdir: 160,
        wspd: 5,
        visib: 3000,
        wx: 'BR',
        clouds: [['BKN', 6]],
      },
      { change: 'TEMPO', prob: null, from: TODAY + 6 * HOUR, to: TODAY + 10 * HOUR, visib: 1500, wx: 'BR', clouds: [['BKN', 4]] },
      {
        change: 'BECMG',
        prob: null,
        from: TODAY + 10 * HOUR,
        to: TODAY + 12 * HOUR,
        wdir: 220,
        wspd: 10,
        visib: 9999,
        wx: 'NSW',
        clouds: [
          ['SCT', 12],
          ['BKN', 20],
        ],
      },
      { change: 'TEMPO', prob: 30, from: TODAY + 18 * HOUR, to: TODAY + 24 * HOUR, visib: 4000, wx: '-RA', clouds: [['BKN', 8]] },
    ],
    [
      {
        change: null,
        prob: null,
        from: TODAY,
        to: TODAY + 24 * HOUR,
        wdir: 180,
        wspd: 6,
        visib: 6000,
        clouds: [
          ['SCT', 8],
          ['BKN', 15],
        ],
      },
      { change: 'TEMPO', prob: null, from: TODAY + 3 * HOUR, to: TODAY + 9 * HOUR, visib: 2000, wx: 'BR', clouds: [['BKN', 6]] },
      { change: 'BECMG', prob: null, from: TODAY + 10 * HOUR, to: TODAY + 12 * HOUR, wdir: 220, wspd: 10 },
    ],
    [
      { change: null, prob: null, from: TODAY - 6 * HOUR, to: TODAY + 18 * HOUR, wdir: 200, wspd: 8, visib: 9999, clouds: [['SCT', 12]] },
      { change: 'TEMPO', prob: 30, from: TODAY + 3 * HOUR, to: TODAY + 8 * HOUR, visib: 800, wx: 'FG', clouds: [['BKN', 2]] },
      { change: 'BECMG', prob: null, from: TODAY + 9 * HOUR, to: TODAY + 11 * HOUR, wdir: 230, wspd: 12 },
    ],
  ];
  let tafId = 38_110_412;
  const records: unknown[] = [];
  codes.forEach((icao, s) => {
    const lat = real(random, 50.8, 58.7, 4);
    const lon = real(random, -6.3, 1.5, 4);
    const elev = between(random, 2, 320);
    issues.forEach(([issue, from, to], k) => {
      let groups: TafGroup[];
      let raw: string;
      if (icao === 'EXNC') {
        groups = targetGroups[k]!;
        raw = tafRaw(icao, issue, from, to, groups);
      } else {
        do {
          groups = randomTafGroups(random, from, to);
          raw = tafRaw(icao, issue, from, to, groups);
        } while (raw.includes(needle));
      }
      const sec = (ms: number) => Math.round(ms / 1000);
      const stamp = (ms: number) => isoZ(ms).replace('T', ' ').replace('Z', '');
      records.push({
        tafId: tafId++,
        icaoId: icao,
        dbPopTime: stamp(issue + between(random, 120, 900) * 1000),
        bulletinTime: stamp(issue),
        issueTime: stamp(issue - between(random, 0, 600) * 1000),
        validTimeFrom: sec(from),
        validTimeTo: sec(to),
        rawTAF: raw,
        mostRecent: k === 0 ? 1 : 0,
        remarks: '',
        lat,
        lon,
        elev,
        prior: s % 7,
        name: `${names[s]}, NM`,
        fcsts: groups.map((g) => ({
          timeFrom: sec(g.from),
          timeTo: sec(g.change === 'FM' ? to : g.to),
          timeBec: g.change === 'BECMG' ? sec(g.to) : null,
          fcstChange: g.change ?? (g.prob ? 'PROB' : null),
          probability: g.prob,
          wdir: g.wdir ?? null,
          wspd: g.wspd ?? null,
          wgst: g.wgst ?? null,
          wshearHgt: null,
          wshearDir: null,
          wshearSpd: null,
          visib: g.visib === 9999 ? '10+km' : (g.visib ?? null),
          altim: null,
          vertVis: null,
          wxString: g.wx ?? null,
          notDecoded: null,
          clouds: (g.clouds ?? []).map(([cover, base]) => ({ cover, base: base * 100, type: null })),
          icgTurb: [],
          temp: [],
        })),
      });
    });
  });
  return probe(
    'round 101: TAF feed (minified JSON)',
    'In the latest TAF for Carrick Bay, what temporary conditions are forecast for this morning?',
    'aviation_taf_feed',
    JSON.stringify(records),
    'taf',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away

/** 4. `scontrol show job` on the HPC, for the EPS suite and research users. */
function slurmJobs(): EconomicsTask {
  const random = seededRandom(101_004);
  const now = TODAY + 7 * HOUR + 19 * MINUTE + 46_000;
  let nextNode = between(random, 1, 40);
  const allocate = (count: number): string => {
    const first = nextNode;
    nextNode += count + (random() < 0.2 ? between(random, 1, 12) : 0);
    const nid = (k: number) => String(k).padStart(6, '0');
    return count === 1 ? `nid${nid(first)}` : `nid[${nid(first)}-${nid(first + count - 1)}]`;
  };
  interface Job {
    name: string;
    user: [string, number];
    account: string;
    qos: string;
    partition: string;
    state: 'COMPLETED' | 'RUNNING' | 'PENDING';
    reason: string;
    dependency: string;
    submit: number;
    start: number | null;
    end: number | null;
    limit: number;
    nodes: number;
    command: string;
    workdir: string;
    log: string;
  }
  const jobs: Job[] = [];
  const eps = (cyc: '00' | '06', m: number, step: 'prep' | 'fcst' | 'post'): Job => {
    const member = `m${String(m).padStart(3, '0')}`;
    const base = TODAY + Number(cyc) * HOUR;
    const nodes = step === 'fcst' ? 16 : step === 'post' ? 2 : 1;
    const limit = step === 'fcst' ? 90 * MINUTE : 30 * MINUTE;
    let state: Job['state'] = 'COMPLETED';
    let submit: number;
    let start: number | null;
    let end: number | null;
    let reason = 'None';
    let dependency = '(null)';
    if (step === 'prep') {
      submit = base + 38 * MINUTE + between(random, 0, 120) * 1000;
      start = submit + between(random, 1, 40) * 1000;
      end = start + between(random, 420, 780) * 1000;
    } else if (step === 'fcst') {
      submit = base + 52 * MINUTE + between(random, 0, 200) * 1000;
      start = submit + between(random, 60, 420) * 1000;
      end = start + between(random, 66, 79) * MINUTE + between(random, 0, 59) * 1000;
      if (cyc === '06' && m > 30) {
        state = 'PENDING';
        reason = 'Resources';
        start = null;
        end = null;
      } else if (cyc === '06') {
        state = 'RUNNING';
        end = start + limit;
      }
    } else {
      submit = base + 53 * MINUTE + between(random, 0, 200) * 1000;
      start = submit + between(random, 75, 95) * MINUTE;
      end = start + between(random, 9, 16) * MINUTE;
      if (cyc === '06') {
        state = 'PENDING';
        reason = 'Dependency';
        start = null;
        end = null;
      }
    }
    if (cyc === '06' && step === 'post') dependency = 'afterok:FCST(unfulfilled)';
    return {
      name: `nmk25_eps_${cyc}_${member}_${step}`,
      user: ['nwpop', 20113],
      account: 'nwp_oper',
      qos: step === 'fcst' ? 'oper_high' : 'oper',
      partition: 'oper',
      state,
      reason,
      dependency,
      submit,
      start,
      end,
      limit,
      nodes,
      command: `/home/nwpop/suites/nmk25/${cyc}/eps/${member}/${step}.job`,
      workdir: `/lus/oper/nwpop/nmk25/20261112${cyc}/eps/${member}`,
      log: `/lus/oper/nwpop/log/nmk25/20261112${cyc}/eps/${member}/${step}`,
    };
  };
  const research = (): Job => {
    const users: [string, number][] = [
      ['aferg', 31022],
      ['mkowal', 31107],
      ['jlindqv', 31188],
      ['rbhatt', 31240],
      ['sokafor', 31311],
      ['tnaylor', 31392],
    ];
    const user = oneOf(random, users);
    const exp = oneOf(random, [
      'harm_t4k2',
      'nmk13_3dvar_rtpp',
      'sst_rean_1993',
      'ens_sppt_v3',
      'urban_lcz_test',
      'da_modes_thin',
      'clim_downscale_ssp2',
    ]);
    const running = random() < 0.6;
    const submit = now - between(random, 600, 40_000) * 1000;
    const start = running ? submit + Math.floor((random() * (now - submit - 30_000)) / 1000) * 1000 : null;
    const limit = oneOf(random, [2, 4, 6, 12, 24]) * HOUR;
    const name = `${exp}_${oneOf(random, ['fc', 'an', 'pp', 'cycle'])}${between(random, 1, 48)}`;
    return {
      name,
      user,
      account: `nwp_res_${exp.split('_')[0]}`,
      qos: 'normal',
      partition: 'research',
      state: running ? 'RUNNING' : 'PENDING',
      reason: running ? 'None' : oneOf(random, ['Priority', 'Resources', 'QOSMaxNodePerUserLimit']),
      dependency: '(null)',
      submit,
      start,
      end: start === null ? null : start + limit,
      limit,
      nodes: oneOf(random, [1, 2, 4, 8, 16, 32]),
      command: `/home/${user[0]}/exp/${exp}/run/${name}.sh`,
      workdir: `/lus/scratch/${user[0]}/${exp}`,
      log: `/lus/scratch/${user[0]}/${exp}/log/${name}`,
    };
  };
  for (let m = 0; m <= 50; m++) jobs.push(eps('00', m, 'fcst'));
  for (let m = 0; m <= 50; m++) jobs.push(eps('00', m, 'post'));
  for (let k = 0; k < 30; k++) jobs.push(research());
  for (let m = 0; m <= 50; m++) jobs.push(eps('06', m, 'prep'));
  for (let m = 0; m <= 50; m++) jobs.push(eps('06', m, 'fcst'));
  for (let m = 0; m <= 50; m++) jobs.push(eps('06', m, 'post'));
  for (let k = 0; k < 30; k++) jobs.push(research());
  const ids = new Map<string, number>();
  let nextId = 8_811_902;
  for (const job of jobs) {
    nextId += between(random, 1, 3);
    ids.set(job.name, nextId);
  }
  const hms = (ms: number) => {
    const s = Math.max(0, Math.round(ms / 1000));
    const d = Math.floor(s / 86_400);
    const rest = `${pad2(Math.floor((s % 86_400) / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
    return d ? `${d}-${rest}` : rest;
  };
  const local = (ms: number) => isoZ(ms).replace('Z', '');
  let target = '';
  const blocks = jobs.map((job) => {
    const id = ids.get(job.name)!;
    const nodeList = job.state === 'PENDING' ? '(null)' : allocate(job.nodes);
    if (job.name === 'nmk25_eps_06_m012_fcst') target = nodeList;
    const cpus = job.nodes * 128;
    const mem = job.nodes * 240;
    const dep = job.dependency.replace('FCST', String(ids.get(job.name.replace('_post', '_fcst')) ?? id - 51));
    const runTime = job.start === null ? 0 : (job.state === 'COMPLETED' ? job.end! : now) - job.start;
    const lines = [
      `JobId=${id} JobName=${job.name}`,
      `   UserId=${job.user[0]}(${job.user[1]}) GroupId=${job.account.startsWith('nwp_oper') ? 'nwp(2001)' : 'nwpres(2002)'} MCS_label=N/A`,
      `   Priority=${job.qos === 'oper_high' ? 4_294_901_700 + pick(random, 90) : between(random, 10_400, 88_000)} Nice=0 Account=${job.account} QOS=${job.qos}`,
      `   JobState=${job.state} Reason=${job.reason} Dependency=${dep}`,
      `   Requeue=${job.partition === 'oper' ? 1 : 0} Restarts=0 BatchFlag=1 Reboot=0 ExitCode=0:0`,
      `   RunTime=${hms(runTime)} TimeLimit=${hms(job.limit)} TimeMin=N/A`,
      `   SubmitTime=${local(job.submit)} EligibleTime=${job.reason === 'Dependency' ? 'Unknown' : local(job.submit + 1000)}`,
      `   AccrueTime=${job.reason === 'Dependency' ? 'Unknown' : local(job.submit + 1000)}`,
      `   StartTime=${job.start === null ? 'Unknown' : local(job.start)} EndTime=${job.end === null ? 'Unknown' : local(job.end)} Deadline=N/A`,
      `   SuspendTime=None SecsPreSuspend=0 LastSchedEval=${local(job.start ?? now - between(random, 1, 50) * 1000)} Scheduler=${pick(random, 3) ? 'Main' : 'Backfill'}`,
      `   Partition=${job.partition} AllocNode:Sid=${job.partition === 'oper' ? 'nwplogin02' : oneOf(random, ['login01', 'login03', 'login04'])}:${between(random, 100_000, 999_999)}`,
      '   ReqNodeList=(null) ExcNodeList=(null)',
      `   NodeList=${nodeList}`,
      ...(job.state === 'PENDING' ? [] : [`   BatchHost=${nodeList.replace(/\[(\d+)-\d+\]/, '$1')}`]),
      `   NumNodes=${job.nodes} NumCPUs=${cpus} NumTasks=${cpus} CPUs/Task=1 ReqB:S:C:T=0:0:*:*`,
      `   ReqTRES=cpu=${cpus},mem=${mem}G,node=${job.nodes},billing=${cpus}`,
      `   AllocTRES=${job.state === 'PENDING' ? '(null)' : `cpu=${cpus},mem=${mem}G,node=${job.nodes},billing=${cpus}`}`,
      '   Socks/Node=* NtasksPerN:B:S:C=128:0:*:* CoreSpec=*',
      '   MinCPUsNode=128 MinMemoryNode=240G MinTmpDiskNode=0',
      '   Features=(null) DelayBoot=00:00:00',
      '   OverSubscribe=NO Contiguous=0 Licenses=(null) Network=(null)',
      `   Command=${job.command}`,
      `   WorkDir=${job.workdir}`,
      `   StdErr=${job.log}.${id}.err`,
      '   StdIn=/dev/null',
      `   StdOut=${job.log}.${id}.out`,
      '   Power=',
      '',
    ];
    return lines.join('\n');
  });
  return probe(
    'round 101: scontrol show job (Slurm)',
    'Which compute nodes is the 06Z EPS member 012 forecast job (nmk25_eps_06_m012_fcst) running on?',
    'hpc_show_jobs',
    blocks.join('\n'),
    'slurm',
    target,
  );
}

/** 5. The warnings service's CAP 1.2 feed, pretty XML. */
function capWarnings(): EconomicsTask {
  const random = seededRandom(101_005);
  const areas = [
    'Skerry Isles',
    'North Coast',
    'Carn Uplands',
    'Marrow Valley',
    'Tallow Coast',
    'Eastern Firths',
    'Brae Lowlands',
    'Kelbourne City',
    'Ardmhor Peninsula',
    'Loch Rannar Basin',
    'Southern Moors',
    'Harbour Plain',
    'Glenmorven',
    'Strathcarron',
    'Fairhaven and District',
    'Whitby Fells',
    'Inner Sound',
    'Drumlanrig',
    'Coldharbour Levels',
    'Rathmore and Pen Ulls',
    'Outer Skerries',
    'Central Belt',
    'Torwick Estuary',
    'Balnacoil Forest',
    'Hallam Moors',
    'Lyn Valley',
    'Marshside Flats',
    'Stanholm Hills',
    'Western Approaches',
    'Sandgarth',
  ];
  const hazards: [string, number, string, string][] = [
    [
      'Wind',
      1,
      'Gusts of {a} to {b} km/h are likely, with large waves on exposed coasts.',
      'Secure loose objects and take care near coasts and on high routes.',
    ],
    [
      'Rain',
      10,
      'Persistent rain, {a} to {b} mm widely, locally more over high ground.',
      'Avoid driving through flood water; check for road closures before setting out.',
    ],
    [
      'Snow',
      3,
      'Snow showers, {a} to {b} cm above 300 m, a few cm to lower levels.',
      'Allow extra time for journeys; some rural communities may be cut off.',
    ],
    [
      'Ice',
      7,
      'Icy stretches on untreated roads and paths as temperatures fall to {a} to {b} below zero.',
      'Take care on untreated surfaces.',
    ],
    ['Fog', 8, 'Dense fog with visibility below {a} to {b} m in places.', 'Allow extra time; delays to flights are possible.'],
    [
      'Thunderstorms',
      9,
      'Thunderstorms with {a} to {b} mm in an hour, hail and frequent lightning.',
      'Unplug sensitive equipment and avoid open ground.',
    ],
    [
      'Coastal Flooding',
      5,
      'Spray and overtopping at high tide, surge of {a} to {b} cm above astronomical tide.',
      'Keep away from sea fronts and promenades at high tide.',
    ],
  ];
  const levels: [string, string, string, string][] = [
    ['Yellow', '2; yellow; Moderate', 'Moderate', 'Possible'],
    ['Yellow', '2; yellow; Moderate', 'Moderate', 'Likely'],
    ['Yellow', '2; yellow; Moderate', 'Moderate', 'Likely'],
    ['Amber', '3; orange; Severe', 'Severe', 'Likely'],
    ['Red', '4; red; Extreme', 'Extreme', 'Likely'],
  ];
  const needle = '2026-11-13T10:00:00+00:00';
  const n = 150;
  const targetAt = Math.floor(n * 0.46);
  const alerts: string[] = [];
  let seq = 4_102;
  for (let i = 0; i < n; i++) {
    const isTarget = i === targetAt;
    const hazard = isTarget || i === targetAt - 17 ? hazards[0]! : i === targetAt + 12 ? hazards[1]! : oneOf(random, hazards);
    const level = isTarget ? levels[3]! : i === targetAt - 17 ? levels[1]! : i % 41 === 7 ? levels[4]! : oneOf(random, levels.slice(0, 4));
    const area = isTarget || i === targetAt - 17 || i === targetAt + 12 ? 'Skerry Isles' : oneOf(random, areas.slice(1));
    let onset: number;
    let expires: number;
    if (isTarget) {
      onset = TODAY + 15 * HOUR;
      expires = TODAY + 34 * HOUR;
    } else {
      do {
        onset = TODAY + between(random, -18, 60) * HOUR;
        expires = onset + between(random, 6, 36) * HOUR;
      } while (isoOffset(onset) === needle || isoOffset(expires) === needle);
    }
    if (i === targetAt - 17) {
      onset = TODAY + 9 * HOUR;
      expires = TODAY + 42 * HOUR;
    }
    const sent = Math.min(onset, TODAY + 6 * HOUR) - between(random, 30, 2_000) * MINUTE - between(random, 1, 59) * 1000;
    const update = random() < 0.35;
    const [lo, hi] =
      hazard[0] === 'Wind'
        ? [level[0] === 'Amber' ? 100 : 80, level[0] === 'Amber' ? 130 : 100]
        : hazard[0] === 'Fog'
          ? [100, 200]
          : ((
              {
                Rain: [between(random, 20, 40), between(random, 50, 90)],
                Snow: [between(random, 2, 5), between(random, 10, 20)],
                Ice: [between(random, 2, 3), between(random, 5, 7)],
                Thunderstorms: [between(random, 20, 30), between(random, 40, 60)],
              } as Record<string, [number, number]>
            )[hazard[0]] ?? [between(random, 30, 50), between(random, 60, 90)]);
    const previous = sent - between(random, 3, 30) * HOUR - between(random, 1, 3_599) * 1000;
    const stamp = new Date(sent).toISOString().replace(/[-:T]/g, '').slice(2, 14);
    const identifier = `urn:oid:2.49.0.1.999.0.NM.${stamp}.${hazard[0].slice(0, 3).toUpperCase()}.${seq++}`;
    const cLat = real(random, 51.2, 58.3, 2);
    const cLon = real(random, -5.8, 1.0, 2);
    const points = Array.from({ length: between(random, 18, 34) }, (_, k) => k);
    const ring = points.map((k) => {
      const a = (2 * Math.PI * k) / points.length;
      const r = 0.2 + random() * 0.35;
      return `${(cLat + r * Math.sin(a)).toFixed(4)},${(cLon + 1.6 * r * Math.cos(a)).toFixed(4)}`;
    });
    const polygon = [...ring, ring[0]].join(' ');
    const event = `${level[0]} ${hazard[0]} Warning`;
    alerts.push(
      [
        '  <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">',
        `    <identifier>${identifier}</identifier>`,
        '    <sender>warnings@nmi.nm</sender>',
        `    <sent>${isoOffset(sent)}</sent>`,
        '    <status>Actual</status>',
        `    <msgType>${update ? 'Update' : 'Alert'}</msgType>`,
        '    <scope>Public</scope>',
        ...(update
          ? [
              `    <references>warnings@nmi.nm,urn:oid:2.49.0.1.999.0.NM.${new Date(previous).toISOString().replace(/[-:T]/g, '').slice(2, 14)}.${hazard[0].slice(0, 3).toUpperCase()}.${seq - between(random, 40, 400)},${isoOffset(previous)}</references>`,
            ]
          : []),
        '    <info>',
        '      <language>en-NM</language>',
        '      <category>Met</category>',
        `      <event>${event}</event>`,
        `      <responseType>${level[0] === 'Yellow' ? 'Monitor' : 'Prepare'}</responseType>`,
        `      <urgency>${onset - TODAY < 12 * HOUR ? 'Immediate' : 'Expected'}</urgency>`,
        `      <severity>${level[2]}</severity>`,
        `      <certainty>${level[3]}</certainty>`,
        `      <eventCode><valueName>NMI_HAZARD</valueName><value>${hazard[1]}</value></eventCode>`,
        `      <effective>${isoOffset(sent)}</effective>`,
        `      <onset>${isoOffset(onset)}</onset>`,
        `      <expires>${isoOffset(expires)}</expires>`,
        '      <senderName>Northmark Meteorological Institute</senderName>',
        `      <headline>${level[0]} warning of ${hazard[0].toLowerCase()} for ${area}</headline>`,
        `      <description>${hazard[2].replace('{a}', String(lo)).replace('{b}', String(hi))} ${oneOf(random, ['Some disruption to travel is likely.', 'Power cuts are possible.', 'Ferry services may be cancelled.', 'Some roads and bridges may close.', 'Short-term loss of power and other services is possible.'])}</description>`,
        `      <instruction>${hazard[3]}</instruction>`,
        `      <web>https://www.nmi.nm/warnings/${identifier.split('.').slice(-3).join('-').toLowerCase()}</web>`,
        '      <contact>NMI Operations Centre</contact>',
        `      <parameter><valueName>awareness_level</valueName><value>${level[1]}</value></parameter>`,
        `      <parameter><valueName>awareness_type</valueName><value>${hazard[1]}; ${hazard[0]}</value></parameter>`,
        `      <parameter><valueName>impact_likelihood</valueName><value>${oneOf(random, ['Low', 'Medium', 'High'])}/${oneOf(random, ['Minor', 'Significant', 'Severe'])}</value></parameter>`,
        '      <area>',
        `        <areaDesc>${area}</areaDesc>`,
        `        <polygon>${polygon}</polygon>`,
        `        <geocode><valueName>NMI_REGION</valueName><value>R${String(areas.indexOf(area) + 101)}</value></geocode>`,
        '      </area>',
        '    </info>',
        '  </alert>',
      ].join('\n'),
    );
  }
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<alerts xmlns:cap="urn:oasis:names:tc:emergency:cap:1.2" generated="2026-11-12T07:05:40+00:00" source="NMI warnings service">',
    ...alerts,
    '</alerts>',
    '',
  ].join('\n');
  return probe(
    'round 101: CAP warnings feed (pretty XML)',
    'When does the amber wind warning for the Skerry Isles end?',
    'warnings_cap_feed',
    output,
    'cap',
    needle,
  );
}

/** 6. The observing network's station inventory, YAML. */
function stationInventory(): EconomicsTask {
  const random = seededRandom(101_006);
  const target = 'Carnwick Bridge';
  const n = 560;
  const names = placeNames(random, n, [target, 'Carnwick Moor', 'Carnwick'], 0.5);
  const at = Math.floor(n * 0.49);
  names[at] = target;
  names[at - 5] = 'Carnwick Moor';
  const serials = new Set<string>(['P4720017']);
  const serial = (prefix: string, digits: number) => {
    for (;;) {
      const s = `${prefix}${String(between(random, 10 ** (digits - 1), 10 ** digits - 1))}`;
      if (!serials.has(s)) {
        serials.add(s);
        return s;
      }
    }
  };
  const date = (lo: number, hi: number) => isoZ(TODAY - between(random, lo, hi) * DAY).slice(0, 10);
  const regions = ['North', 'North-East', 'West', 'Central', 'East', 'South-West', 'South', 'Islands'];
  const lines = [
    '# station_inventory export - NMI surface observing network',
    `# generated: 2026-11-12T07:08:31Z  stations: ${n}`,
    'stations:',
  ];
  names.forEach((name, i) => {
    const isTarget = i === at;
    const num = String(3_000 + i * 11 + pick(random, 10)).padStart(5, '0');
    const kind = isTarget ? 'AWS' : oneOf(random, ['AWS', 'AWS', 'AWS', 'AWS', 'climate', 'rain gauge']);
    lines.push(
      `  - station_id: NM${num}`,
      `    wigos_id: 0-20000-0-${num}`,
      `    name: ${name}`,
      `    type: ${kind}`,
      `    region: ${oneOf(random, regions)}`,
      `    latitude: ${real(random, 50.9, 58.7, 4)}`,
      `    longitude: ${real(random, -6.3, 1.5, 4)}`,
      `    elevation_m: ${between(random, 2, 910)}`,
      `    commissioned: ${date(900, 12_000)}`,
      '    logger:',
      `      model: ${oneOf(random, ['Campbell CR1000X', 'Campbell CR1000X', 'Campbell CR6', 'Vaisala AWS310'])}`,
      `      serial: ${serial('', 5)}`,
      `    comms: { primary: ${oneOf(random, ['4G', '4G', 'LoRaWAN', 'fibre'])}, backup: ${oneOf(random, ['Iridium SBD', 'none', 'GPRS'])} }`,
      '    sensors:',
    );
    const sensor = (
      variable: string,
      instrument: string,
      model: string,
      s: string,
      height: string,
      due = true,
      installed = date(60, 900),
    ) => {
      lines.push(
        `      - variable: ${variable}`,
        `        instrument: ${instrument}`,
        `        model: ${model}`,
        `        serial: ${s}`,
        `        height_m: ${height}`,
        `        installed: ${installed}`,
        ...(due ? [`        calibration_due: ${isoZ(Date.parse(installed) + oneOf(random, [365, 730, 730]) * DAY).slice(0, 10)}`] : []),
      );
    };
    if (kind !== 'rain gauge') {
      if (isTarget || random() < 0.8) sensor('air_pressure', 'barometer', 'Vaisala PTB330', isTarget ? 'P4720017' : serial('P', 7), '1.2');
      const hmp = serial('R', 7);
      const fitted = date(60, 900);
      sensor('air_temperature', 'thermometer (aspirated screen)', 'Vaisala HMP155', hmp, '1.5', true, fitted);
      sensor('relative_humidity', 'hygrometer', 'Vaisala HMP155', hmp, '1.5', true, fitted);
      sensor('wind', 'ultrasonic anemometer', oneOf(random, ['Gill WindSonic 75', 'Vaisala WMT703', 'Thies 2D']), serial('W', 6), '10.0');
    }
    sensor('precipitation', 'weighing rain gauge', oneOf(random, ['OTT Pluvio2 L', 'Geonor T-200B']), serial('G', 6), '1.0');
    if (kind === 'climate' || random() < 0.3) sensor('soil_temperature', 'PRT probe', 'Campbell 107', serial('T', 5), '-0.3', false);
    if (random() < 0.25) sensor('snow_depth', 'laser snow depth', 'Lufft SHM31', serial('S', 6), '2.0');
    if (random() < 0.2) sensor('visibility', 'present weather sensor', 'Vaisala PWD22', serial('V', 7), '2.5');
    if (random() < 0.15) sensor('sunshine_duration', 'sunshine recorder', 'Kipp & Zonen CSD3', serial('K', 6), '2.0');
  });
  return probe(
    'round 101: station inventory (YAML)',
    "What's the serial number of the barometer at the Carnwick Bridge station?",
    'station_inventory',
    `${lines.join('\n')}\n`,
    'yaml',
    'P4720017',
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. Paraphrase or preamble

/** 7. The lightning location network's stroke export for last night, CSV with a comment header. */
function lightningStrokes(): EconomicsTask {
  const random = seededRandom(101_007);
  const target = 'Kelby Parva';
  const placeList = placeNames(random, 150, [target, 'Kelby Magna'], 0.15);
  const places = placeList.map((name) => ({ name, lat: real(random, 51.2, 55.8, 4), lon: real(random, -4.6, 0.9, 4) }));
  places[70] = { name: target, lat: 53.1742, lon: -1.6231 };
  places[71] = { name: 'Kelby Magna', lat: 53.1969, lon: -1.5902 };
  const near = (lat: number, lon: number, k: number) =>
    places
      .map((p) => ({ p, d: Math.hypot(p.lat - lat, (p.lon - lon) * 0.6) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, k)
      .map((x) => x.p);
  const from = TODAY - 6 * HOUR;
  const to = TODAY + 6 * HOUR;
  const cells = [
    { start: from, end: from + 3 * HOUR, lat: 51.9, lon: -3.8, n: 520 },
    { start: from + 1.5 * HOUR, end: from + 5 * HOUR, lat: 52.6, lon: -2.4, n: 640 },
    { start: from + 4.5 * HOUR, end: from + 7.2 * HOUR, lat: 53.17, lon: -1.6, n: 900 },
    { start: from + 5 * HOUR, end: from + 8.5 * HOUR, lat: 54.3, lon: -0.9, n: 700 },
    { start: from + 7.5 * HOUR, end: from + 11 * HOUR, lat: 55.1, lon: -2.1, n: 620 },
    { start: from + 9 * HOUR, end: to, lat: 52.2, lon: 0.4, n: 480 },
  ];
  type Stroke = { t: number; us: number; place: (typeof places)[number]; dist: number; bearing: number; type: 'CG' | 'IC'; kA: number };
  const strokes: Stroke[] = [];
  const quiet = [TODAY - 40 * MINUTE, TODAY + 20 * MINUTE];
  for (const cell of cells) {
    const nearby = near(cell.lat, cell.lon, 7);
    for (let i = 0; i < cell.n; i++) {
      const t = cell.start + Math.floor((random() * (cell.end - cell.start)) / 1000) * 1000;
      let place = oneOf(random, nearby);
      let type: 'CG' | 'IC' = random() < 0.3 ? 'CG' : 'IC';
      if (place.name === target && type === 'CG' && t >= quiet[0]! && t <= quiet[1]!) type = 'IC';
      if (place.name === target && type === 'CG' && random() < 0.5)
        place = oneOf(
          random,
          nearby.filter((p) => p.name !== target),
        );
      const kA =
        type === 'CG'
          ? random() < 0.12
            ? real(random, 8, 95, 1)
            : -real(random, 4, 72, 1)
          : (random() < 0.5 ? -1 : 1) * real(random, 2.5, 24, 1);
      strokes.push({ t, us: pick(random, 1_000_000), place, dist: real(random, 0.3, 14.5, 1), bearing: pick(random, 16), type, kA });
    }
  }
  const kelby = places[70];
  strokes.push({ t: TODAY - 50 * MINUTE + 52_000, us: 201_733, place: kelby, dist: 6.8, bearing: 13, type: 'CG', kA: -23.6 });
  strokes.push({ t: TODAY - 19 * MINUTE + 7_000, us: 482_913, place: kelby, dist: 0.3, bearing: 5, type: 'CG', kA: -41.8 });
  strokes.push({ t: TODAY - 19 * MINUTE + 6_000, us: 911_270, place: kelby, dist: 1.9, bearing: 10, type: 'IC', kA: 7.4 });
  strokes.push({ t: TODAY + 12 * MINUTE + 31_000, us: 55_480, place: kelby, dist: 4.1, bearing: 2, type: 'CG', kA: -18.2 });
  strokes.sort((a, b) => a.t + a.us / 1000 - (b.t + b.us / 1000));
  const lines = [
    '# NMI lightning location network (LLN) - stroke export',
    '# generated: 2026-11-12T07:12:44Z',
    `# query: from=${isoZ(from)} to=${isoZ(to)} bbox=-5.0,51.0,1.2,56.0 types=CG,IC min_sensors=4`,
    `# strokes: ${strokes.length}   network detection efficiency (CG, est.): 0.96   median location accuracy: 0.21 km`,
    '# nearest_place: nearest gazetteer locality; dist_km/bearing from the locality to the stroke',
    'time_utc,lat,lon,peak_current_kA,type,multiplicity,sensors,chi2,semi_major_km,semi_minor_km,ellipse_az_deg,nearest_place,dist_km,bearing',
  ];
  for (const s of strokes) {
    const b = (s.bearing * 22.5 * Math.PI) / 180;
    const lat = s.place.lat + (s.dist / 111) * Math.cos(b);
    const lon = s.place.lon + (s.dist / (111 * Math.cos((s.place.lat * Math.PI) / 180))) * Math.sin(b);
    const stamp = `${isoZ(s.t).slice(0, 19)}.${String(s.us).padStart(6, '0')}Z`;
    const major = real(random, 0.08, 1.6, 2);
    lines.push(
      [
        stamp,
        lat.toFixed(4),
        lon.toFixed(4),
        s.kA.toFixed(1),
        s.type,
        s.type === 'CG' ? between(random, 1, 6) : 1,
        between(random, 4, 23),
        real(random, 0.2, 3.8, 2).toFixed(2),
        major.toFixed(2),
        (major * real(random, 0.25, 0.9, 2)).toFixed(2),
        pick(random, 180),
        s.place.name,
        s.dist.toFixed(1),
        COMPASS[s.bearing],
      ].join(','),
    );
  }
  return probe(
    'round 101: lightning stroke export, preamble and paraphrase',
    'A homeowner in Kelby Parva says lightning hit their chimney last night at about twenty to midnight, and their insurer wants us to confirm it. Can you find the ground strike that matches and tell me exactly what time it was recorded?',
    'lightning_strokes_export',
    `${lines.join('\n')}\n`,
    'lightning',
    '2026-11-11T23:41:07.482913Z',
  );
}

/** 8. The public forecast API's zone forecasts, pretty JSON. */
function zoneForecasts(): EconomicsTask {
  const random = seededRandom(101_008);
  const n = 92;
  const target = 'Tallow Glen and Upper Marrow Valley';
  const bases = placeNames(random, n * 2, ['Tallow Glen', 'Marrow', 'Tallow'], 0);
  const zones = Array.from({ length: n }, (_, i) => {
    const a = bases[2 * i]!;
    const b = bases[2 * i + 1]!;
    return oneOf(random, [`${a} and ${b}`, `${a} Coast`, `Upper ${a}`, `${a} and District`, `${a} Hills`, `Lower ${a} Valley`, a]);
  });
  const at = Math.floor(n * 0.48);
  zones[at] = target;
  zones[at - 2] = 'Lower Marrow Valley';
  zones[at + 5] = 'Tallow Coast';
  const names = [
    'Today',
    'Tonight',
    'Friday',
    'Friday Night',
    'Saturday',
    'Saturday Night',
    'Sunday',
    'Sunday Night',
    'Monday',
    'Monday Night',
    'Tuesday',
    'Tuesday Night',
    'Wednesday',
    'Wednesday Night',
  ];
  const api = 'https://api.weather.nmi.nm';
  const dayTexts: [string, string, string][] = [
    ['Mostly Cloudy', 'bkn', 'Mostly cloudy'],
    ['Partly Sunny', 'sct', 'Partly sunny'],
    ['Sunny Spells', 'few', 'Sunny spells after a grey start'],
    ['Rain Likely', 'rain', 'Rain likely, mainly before 2pm'],
    ['Showers Likely', 'rain_showers', 'Showers, some heavy, mainly in the afternoon'],
    ['Chance Showers', 'rain_showers', 'A chance of showers'],
    ['Rain and Snow', 'rain_snow', 'Rain, turning to snow above 300 metres'],
    ['Cloudy', 'ovc', 'Cloudy, with patchy drizzle on western slopes'],
  ];
  const nightTexts: [string, string, string][] = [
    ['Mostly Clear', 'few', 'Mostly clear, with a frost in sheltered spots'],
    ['Partly Cloudy', 'sct', 'Partly cloudy'],
    ['Patchy Fog', 'fog', 'Fog patches forming after midnight'],
    ['Patchy Freezing Fog', 'fog', 'Patchy freezing fog developing towards dawn'],
    ['Rain Likely', 'rain', 'Rain spreading in from the west after 10pm'],
    ['Showers', 'rain_showers', 'Scattered showers, dying out later'],
    ['Cloudy', 'ovc', 'Cloudy, with occasional drizzle'],
    ['Snow Showers', 'snow', 'Snow showers, mainly over the hills, with icy patches on untreated roads by morning'],
  ];
  const wind = () => {
    const lo = between(random, 0, 6) * 5;
    if (lo === 0) return ['Light and variable wind.', '5 km/h', oneOf(random, COMPASS)] as const;
    const dir = oneOf(random, COMPASS);
    const gust = lo >= 20 ? ` with gusts as high as ${lo + between(random, 4, 8) * 5} km/h` : '';
    const long: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };
    const part = (letters: string) =>
      letters
        .split('')
        .map((c, i) => (i === 0 ? long[c]! : long[c]!.toLowerCase()))
        .join('');
    const word = dir.length === 3 ? `${part(dir[0]!)} ${part(dir.slice(1)).toLowerCase()}` : part(dir);
    return [`${word} wind ${lo} to ${lo + 10} km/h${gust}.`, `${lo} to ${lo + 10} km/h`, dir] as const;
  };
  const out = {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1', wx: `${api}/ontology#` }],
    updated: '2026-11-12T05:31:09+00:00',
    generatedAt: '2026-11-12T07:10:55+00:00',
    units: 'si',
    forecastOffice: 'NMI National Forecast Centre',
    zones: zones.map((name, z) => {
      const zoneId = `NMZ${String(101 + z)}`;
      const mild = between(random, 4, 10);
      let temp = mild;
      return {
        zoneId,
        name,
        '@id': `${api}/zones/forecast/${zoneId}`,
        issued: '2026-11-12T05:31:09+00:00',
        periods: names.map((period, p) => {
          const isDay = p % 2 === 0;
          const start = TODAY + (p === 0 ? 7 : 6) * HOUR + Math.floor(p / 2) * DAY + (isDay ? 0 : 12 * HOUR);
          const end = start + (p === 0 ? 11 : 12) * HOUR;
          temp = isDay ? mild + between(random, -3, 3) : temp - between(random, 3, 7);
          const [shortForecast, icon, text] =
            z === at && p === 5 ? ['Freezing Fog', 'fog', ''] : oneOf(random, isDay ? dayTexts : nightTexts);
          const [windText, windSpeed, windDirection] = wind();
          const pop =
            shortForecast.includes('Rain') || shortForecast.includes('Showers') || shortForecast.includes('Snow')
              ? between(random, 4, 9) * 10
              : between(random, 0, 2) * 10;
          const detailed =
            z === at && p === 5
              ? 'Clear early on, then freezing fog patches forming after 9pm, thickest along the valley floor and on the upper glen road. Low around -4. Calm wind.'
              : `${text}. ${isDay ? 'High near' : 'Low around'} ${temp}. ${windText}${pop >= 30 ? ` Chance of precipitation is ${pop}%.` : ''}`;
          return {
            number: p + 1,
            name: period,
            startTime: isoOffset(start),
            endTime: isoOffset(end),
            isDaytime: isDay,
            temperature: z === at && p === 5 ? -4 : temp,
            temperatureUnit: 'C',
            temperatureTrend: null,
            probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: pop },
            windSpeed: z === at && p === 5 ? '0 to 5 km/h' : windSpeed,
            windDirection: z === at && p === 5 ? 'N' : windDirection,
            icon: `${api}/icons/land/${isDay ? 'day' : 'night'}/${icon}?size=medium`,
            shortForecast,
            detailedForecast: detailed,
          };
        }),
      };
    }),
  };
  return probe(
    'round 101: zone forecasts, preamble and paraphrase',
    "My mum lives up in the hills above Tallow Glen and she'll be driving home late on Saturday from my aunt's. Is there anything in the forecast for that night that could make the roads dangerous for her?",
    'get_zone_forecasts',
    JSON.stringify(out, null, 2),
    'zones',
    'freezing fog patches forming after 9pm',
  );
}

/** 9. The aviation service's METAR history for every aerodrome, the last 36 hours. */
function metarHistory(): EconomicsTask {
  const random = seededRandom(101_009);
  const n = 64;
  const codes = icaoCodes(random, n, ['EXKF']);
  const at = Math.floor(n * 0.5);
  codes[at] = 'EXKF';
  const names = placeNames(random, n, ['Kestrel Field', 'Kestrel'], 0.35).map((s) => s.toUpperCase());
  names[at] = 'KESTREL FIELD';
  const needle = '0650 R27/0900N FG';
  const temp = (t: number) => `${t < 0 ? 'M' : ''}${pad2(Math.abs(t))}`;
  const from = TODAY - 27 * HOUR - 40 * MINUTE;
  const lines = [
    '$ metar_history --hours 36 --all --order station,time',
    `# ${n} aerodromes, reports from ${isoZ(from)} to 2026-11-12T07:50:00Z (METAR and SPECI)`,
    '',
  ];
  const kestrel: Record<string, [number, string, string, number, number]> = {
    '0220': [3500, '', 'BR BKN004', 5, 4],
    '0250': [2800, '', 'BR BKN003', 5, 5],
    '0320': [1800, '', 'BR BKN003', 5, 5],
    '0350': [1400, 'R27/P2000N', 'BR BKN002', 4, 4],
    '0420': [1100, 'R27/1700D', 'BR BKN002', 4, 4],
    '0450': [900, 'R27/1300D', 'FG VV002', 4, 4],
    '0520': [800, 'R27/1100N', 'FG VV002', 4, 4],
    '0550': [750, 'R27/1000N', 'FG VV002', 4, 4],
    '0620': [700, 'R27/1000N', 'FG VV002', 4, 4],
    '0650': [900, 'R27/1200U', 'FG VV002', 4, 4],
    '0720': [650, 'R27/0900N', 'FG VV002', 4, 4],
    '0750': [500, 'R27/0750D', 'FG VV001', 4, 4],
  };
  codes.forEach((icao, s) => {
    const isTarget = s === at;
    const lat = real(random, 50.8, 58.7, 4);
    const lon = real(random, -6.3, 1.5, 4);
    const auto = isTarget || random() < 0.45;
    const runway = isTarget ? '27' : oneOf(random, ['04', '06', '09', '10', '14', '16', '22', '24', '26', '27', '28', '32', '34']);
    lines.push(
      `== ${icao}  ${names[s]}  ${Math.abs(lat).toFixed(4)}N ${Math.abs(lon).toFixed(4).padStart(8, '0')}${lon < 0 ? 'W' : 'E'}  ELEV ${between(random, 10, 900)} FT  ${auto ? 'AUTO' : 'MANNED'} ==`,
    );
    let wdir = between(random, 0, 35) * 10;
    let wspd = between(random, 2, 18);
    let t = between(random, 2, 11);
    let q = between(random, 996, 1028);
    const foggy = !isTarget && random() < 0.3;
    for (let time = from; time <= TODAY + 7 * HOUR + 50 * MINUTE; time += 30 * MINUTE) {
      const d = new Date(time);
      const hh = pad2(d.getUTCHours());
      const mm = pad2(d.getUTCMinutes());
      const stamp = `${pad2(d.getUTCDate())}${hh}${mm}Z`;
      wdir = (wdir + 360 + between(random, -2, 2) * 10) % 360;
      wspd = Math.max(0, Math.min(35, wspd + between(random, -3, 3)));
      const night = d.getUTCHours() < 8 || d.getUTCHours() >= 17;
      t = Math.max(-6, Math.min(13, t + (night ? oneOf(random, [-1, -1, 0, 0, 1]) : oneOf(random, [-1, 0, 1, 1]))));
      q = Math.max(980, Math.min(1040, q + between(random, -1, 1)));
      const dew = t - between(random, 0, 4);
      const wind =
        wspd <= 2
          ? `VRB0${Math.max(1, wspd)}KT`
          : `${String(wdir).padStart(3, '0')}${pad2(wspd)}${wspd > 22 ? `G${wspd + between(random, 10, 15)}` : ''}KT`;
      let body: string;
      const fixed = kestrel[`${hh}${mm}`];
      if (isTarget && d.getUTCDate() === 12 && fixed) {
        const [vis, rvr, wx, tt, dd] = fixed;
        body = `${stamp} AUTO ${hh === '07' && mm === '20' ? '21004KT' : `${oneOf(random, ['200', '210', '220'])}0${between(random, 2, 5)}KT`} ${String(vis).padStart(4, '0')}${rvr ? ` ${rvr}` : ''} ${wx} ${temp(tt)}/${temp(dd)} Q1021`;
      } else if (foggy && night && d.getUTCDate() === 12 && d.getUTCHours() >= 1) {
        let vis = between(random, 2, 14) * 50;
        let rvr = `R${runway}/${String(Math.min(1900, vis + between(random, 1, 8) * 100)).padStart(4, '0')}${oneOf(random, ['N', 'U', 'D'])}`;
        while (`${String(vis).padStart(4, '0')} ${rvr} FG`.includes(needle)) {
          vis += 50;
          rvr = `R${runway}/1200N`;
        }
        body = `${stamp}${auto ? ' AUTO' : ''} VRB02KT ${String(vis).padStart(4, '0')} ${rvr} FG VV00${between(random, 1, 3)} ${temp(t)}/${temp(t)} Q${String(q).padStart(4, '0')}`;
      } else {
        const vis = random() < 0.7 ? '9999' : String(between(random, 30, 90) * 100).padStart(4, '0');
        const wx = vis === '9999' ? (random() < 0.15 ? ' -SHRA' : '') : ` ${oneOf(random, ['-RA', 'RA', 'BR', '-DZ', '-SHRA', 'SHRA'])}`;
        const cloud =
          auto && random() < 0.3
            ? 'NCD'
            : Array.from(
                { length: between(random, 1, 3) },
                (_, k) =>
                  `${(['FEW', 'SCT', 'BKN', 'OVC'] as const)[Math.min(3, k + pick(random, 2))]}${String(between(random, 6, 20) + k * 15).padStart(3, '0')}`,
              ).join(' ');
        body = `${stamp}${auto ? ' AUTO' : ''} ${wind} ${vis}${wx} ${cloud} ${temp(t)}/${temp(dew)} Q${String(q).padStart(4, '0')}`;
      }
      lines.push(`METAR ${icao} ${body}${!auto && random() < 0.2 ? ' NOSIG' : ''}=`);
      if (!(isTarget && d.getUTCDate() === 12) && random() < 0.04) {
        const later = new Date(time + between(random, 4, 24) * MINUTE);
        const speciStamp = `${pad2(later.getUTCDate())}${pad2(later.getUTCHours())}${pad2(later.getUTCMinutes())}Z`;
        lines.push(`SPECI ${icao} ${body.replace(stamp, speciStamp)}=`);
      }
    }
    lines.push('');
  });
  return probe(
    'round 101: METAR history, preamble and paraphrase',
    "A crew who landed at Kestrel Field this morning say the fog was far thicker than what the airport's automatic weather report was giving when they came in at about twenty past seven. What visibility was that report showing?",
    'metar_history',
    lines.join('\n'),
    'metar',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers

/** 10. The AWS health report, one row per station. */
function awsHealth(): EconomicsTask {
  const random = seededRandom(101_010);
  const target = 'Hartwell Reservoir';
  const n = 2_600;
  const names = placeNames(random, n, [target], 0.6);
  const at = Math.floor(n * 0.56);
  names[at] = target;
  const widths = [8, 24, 8, 6, 6, 7, 7, 7, 7, 20, 6];
  const lines = [
    '$ aws-health --network all --latest',
    'NMI surface network: logger health, latest housekeeping message per station (2026-11-12 07:00Z)',
    '',
    row(['STATION', 'NAME', 'LOGGER', 'FW', 'BATT_V', 'SOLAR_W', 'PANEL_C', 'ASP_RPM', 'RSSI', 'LAST_CONTACT', 'SEQ'], widths),
  ];
  names.forEach((name, i) => {
    const logger = oneOf(random, ['CR1000X', 'CR1000X', 'CR1000X', 'CR6', 'AWS310']);
    const fw =
      logger === 'AWS310'
        ? oneOf(random, ['8.02', '8.02', '8.01'])
        : logger === 'CR6'
          ? oneOf(random, ['12.03', '12.02'])
          : oneOf(random, ['07.01', '07.01', '07.01', '07.00', '06.03']);
    const aspirated = i === at || random() < 0.58;
    const rpm = i === at ? 1140 : aspirated ? between(random, 2_810, 3_190) : '-';
    lines.push(
      row(
        [
          `NM${String(10_000 + i * 3 + pick(random, 3))}`,
          name,
          logger,
          fw,
          real(random, 12.4, 13.9, 2).toFixed(2),
          '0.0',
          real(random, -3.5, 9.5, 1).toFixed(1),
          rpm,
          -between(random, 58, 104),
          isoZ(TODAY + 7 * HOUR - between(random, 5, 600) * 1000),
          between(random, 100_000, 999_999),
        ],
        widths,
      ),
    );
  });
  lines.push('', `${n} stations listed`);
  return probe(
    'round 101: AWS health table, the odd aspirator',
    'One of our stations has a screen fan turning far slower than the rest of the network. Which station is it?',
    'aws_health_report',
    `${lines.join('\n')}\n`,
    'aws',
    target,
  );
}

/** 11. The radar archive's volume log for last night, one row per volume. */
function radarVolumeLog(): EconomicsTask {
  const random = seededRandom(101_011);
  const sites = [
    'NMARD',
    'NMBAL',
    'NMCAR',
    'NMCOL',
    'NMDRU',
    'NMFAI',
    'NMGLE',
    'NMHAL',
    'NMKEL',
    'NMSKB',
    'NMLOC',
    'NMMAR',
    'NMPEN',
    'NMRAT',
    'NMSTR',
    'NMTAL',
    'NMTOR',
    'NMWHI',
  ];
  const start = TODAY - 6 * HOUR;
  const odd = TODAY + HOUR + 35 * MINUTE;
  const widths = [20, 5, 5, 6, 5, 4, 7, 5, 7, 39];
  const lines = [
    '$ radar-archive volumes --from 2026-11-11T18:00Z --to 2026-11-12T06:00Z --product PVOL',
    '',
    row(['START_UTC', 'SITE', 'TASK', 'SWEEPS', 'RAYS', 'BINS', 'PRF_HZ', 'DUR_S', 'SIZE_MB', 'FILE'], widths),
  ];
  for (let t = start; t < start + 12 * HOUR; t += 5 * MINUTE) {
    const stamp = new Date(t).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    sites.forEach((site, s) => {
      const task = s % 6 === 4 ? 'VOL_C' : 'VOL_A';
      const sweeps = site === 'NMTOR' && t === odd ? 3 : task === 'VOL_C' ? 12 : 10;
      lines.push(
        row(
          [
            isoZ(t),
            site,
            task,
            sweeps,
            sweeps * 360,
            task === 'VOL_C' ? 800 : 1000,
            task === 'VOL_C' ? '750/600' : '600/450',
            sweeps * 29 + between(random, 0, 9),
            (sweeps * real(random, 3.5, 4.2, 2)).toFixed(1),
            `T_PAZE50_C_EXNM_${stamp}_${site}.h5`,
          ],
          widths,
        ),
      );
    });
  }
  lines.push('', `${lines.length - 3} volumes`);
  return probe(
    'round 101: radar volume log, the odd sweep count',
    "Which of last night's radar volumes came back with far fewer elevation sweeps than all the others?",
    'radar_volume_log',
    `${lines.join('\n')}\n`,
    'volumes',
    'T_PAZE50_C_EXNM_20261112013500_NMTOR.h5',
  );
}

/** 12. Data-assimilation observation counts, one row per hourly cycle of the convective-scale model. */
function assimilationCounts(): EconomicsTask {
  const random = seededRandom(101_012);
  const first = Date.UTC(2026, 7, 14);
  const last = TODAY - HOUR;
  const odd = Date.UTC(2026, 9, 7, 14);
  const widths = [10, 7, 5, 4, 4, 5, 4, 5, 5, 5, 6, 8, 9, 8, 6, 5, 6, 20];
  const lines = [
    '$ da_obs_monitor --model NMK-1.3 --from 2026081400 --to 2026111123 --counts used',
    'Observations used in the analysis, per cycle (hourly 4D-Var, cut-off +50 min)',
    '',
    row(
      [
        'CYCLE',
        'MODEL',
        'SYNOP',
        'SHIP',
        'BUOY',
        'METAR',
        'TEMP',
        'PILOT',
        'WPROF',
        'AMDAR',
        'MODES',
        'GNSS_ZTD',
        'RADAR_DBZ',
        'RADAR_VR',
        'SEVIRI',
        'ASCAT',
        'CUTOFF',
        'RECEIVED_AT',
      ],
      widths,
    ),
  ];
  for (let t = first; t <= last; t += HOUR) {
    const d = new Date(t);
    const h = d.getUTCHours();
    const cycle = `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}${pad2(h)}`;
    const day = h >= 6 && h <= 20;
    const main = h % 6 === 0;
    const modes =
      t === odd
        ? 214
        : day
          ? between(random, 48_000, 91_000)
          : h === 5 || h === 21
            ? between(random, 22_000, 40_000)
            : between(random, 5_200, 14_000);
    lines.push(
      row(
        [
          cycle,
          'NMK-1.3',
          between(random, 1_180, 1_460),
          between(random, 12, 48),
          between(random, 40, 75),
          between(random, 180, 236),
          h % 12 === 0 ? between(random, 22, 31) : h % 6 === 0 ? between(random, 3, 9) : between(random, 0, 2),
          main ? between(random, 4, 9) : between(random, 0, 3),
          between(random, 9, 16),
          day ? between(random, 300, 720) : between(random, 40, 160),
          modes,
          between(random, 610, 880),
          between(random, 120_000, 260_000),
          between(random, 90_000, 210_000),
          between(random, 70_000, 98_000),
          h % 12 === 9 || h % 12 === 10 ? between(random, 4_000, 9_000) : between(random, 0, 600),
          '+00:50',
          isoZ(t + 50 * MINUTE + between(random, 1, 40) * 1000),
        ],
        widths,
      ),
    );
  }
  lines.push('', `${lines.length - 4} cycles`);
  return probe(
    'round 101: data-assimilation counts, the odd Mode-S count',
    'Looking back over the hourly cycles of the convective-scale model, one of them got hardly any Mode-S aircraft observations compared with normal. Which cycle was it?',
    'da_obs_monitor',
    `${lines.join('\n')}\n`,
    'da',
    '2026100714',
  );
}

export function roundOneHundredOne(): EconomicsTask[] {
  return [
    latestObservations(),
    radarStatusXml(),
    tafFeed(),
    slurmJobs(),
    capWarnings(),
    stationInventory(),
    lightningStrokes(),
    zoneForecasts(),
    metarHistory(),
    awsHealth(),
    radarVolumeLog(),
    assimilationCounts(),
  ];
}
