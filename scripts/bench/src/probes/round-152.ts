/**
 * Probe round 152, written blind: Zipwheel, a made-up city e-scooter and e-bike hire scheme (vehicle telemetry and GPS, docks and parking zones, battery swaps and warehouse, rider accounts and trips, fines and geofences, firmware rollouts). "Today" is Monday, 9 July 2029. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - fleet telemetry snapshot, minified JSON: which battery pack is fitted in e-bike 21877 now (its removed pack is a near-miss);
 *  - parking zone registry, one-line XML: the zone id of the bay on Mercer Lane by St Aldric's church;
 *  - rider account export, CSV with the trip history as one huge field: Dominika Hale's trip yesterday just after 3pm;
 * b. The answer a few lines away from the line the question's words match:
 *  - geofence export, YAML: the change ticket above the Riverside Market weekend slow zone's name;
 *  - Eastfield warehouse inventory, pretty JSON: the shelf a pack sits on, a few lines above its serial;
 *  - nightly fines job log with tracebacks: the file and line of the frame above the KeyError 'zone_tariff';
 * c. A question that paraphrases the output or carries a preamble:
 *  - enforcement fines report, HTML: "done for riding two-up by the cathedral last Tuesday evening";
 *  - parking validator logfmt log, with a preamble about a rider's email: the scooter refused outside Central Station at about twenty to eight;
 *  - dockctl status table, fixed width: the Ashby Park dock "taken out of use for repairs over the weekend";
 * d. One value unlike its peers, with no error word near it:
 *  - battery swap events, NDJSON: the one installed pack far from full;
 *  - OTA campaign log: the scooter that took far longer than the rest to apply the ECU update;
 *  - dock controller config dump, INI-like: the dock whose heartbeat interval is far longer than the rest.
 * Not among the bench's targets.
 * First run, at 1df600f (the head when the round was written); with this file; `ROUNDS=152
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,868,926 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 152: telemetry snapshot pack
 *     codex: 16,943 tokens, peak 16,866, 0/1 needles, 0 read-backs
 *     context-chef: 797 tokens, peak 720, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,241 tokens, peak 1,633, 1/1 needles, 2 read-backs
 *     ours: 3,287 tokens, peak 1,497, 1/1 needles, 2 read-backs
 *   round 152: zone registry mercer lane
 *     codex: 8,069 tokens, peak 7,994, 0/1 needles, 0 read-backs
 *     context-chef: 772 tokens, peak 697, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,823 tokens, peak 6,757, 0/1 needles, 4 read-backs
 *     ours: 7,676 tokens, peak 3,565, 1/1 needles, 2 read-backs
 *   round 152: rider export trip
 *     codex: 215 tokens, peak 139, 0/1 needles, 0 read-backs
 *     context-chef: 848 tokens, peak 772, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,008 tokens, peak 975, 0/1 needles, 3 read-backs
 *     ours: 2,473 tokens, peak 1,452, 0/1 needles, 1 read-backs
 *   round 152: geofence change ticket
 *     codex: 16,873 tokens, peak 16,805, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 712, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,862 tokens, peak 1,459, 0/1 needles, 1 read-backs
 *     ours: 3,497 tokens, peak 2,519, 1/1 needles, 1 read-backs
 *   round 152: warehouse shelf of pack
 *     codex: 11,548 tokens, peak 11,476, 0/1 needles, 0 read-backs
 *     context-chef: 631 tokens, peak 559, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,725 tokens, peak 1,421, 1/1 needles, 2 read-backs
 *     ours: 1,766 tokens, peak 868, 1/1 needles, 1 read-backs
 *   round 152: fines job keyerror frame
 *     codex: 15,984 tokens, peak 15,905, 0/1 needles, 0 read-backs
 *     context-chef: 719 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,480 tokens, peak 1,192, 1/1 needles, 1 read-backs
 *     ours: 976 tokens, peak 699, 1/1 needles, 0 read-backs
 *   round 152: fines report two-up
 *     codex: 15,552 tokens, peak 15,469, 0/1 needles, 0 read-backs
 *     context-chef: 711 tokens, peak 628, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,796 tokens, peak 1,268, 0/1 needles, 4 read-backs
 *     ours: 9,619 tokens, peak 5,129, 1/1 needles, 3 read-backs
 *   round 152: parkval refused scooter
 *     codex: 15,900 tokens, peak 15,801, 0/1 needles, 0 read-backs
 *     context-chef: 820 tokens, peak 721, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,184 tokens, peak 4,216, 0/1 needles, 4 read-backs
 *     ours: 10,870 tokens, peak 5,150, 1/1 needles, 4 read-backs
 *   round 152: dock taken out for repairs
 *     codex: 15,852 tokens, peak 15,769, 0/1 needles, 0 read-backs
 *     context-chef: 763 tokens, peak 680, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,305 tokens, peak 1,365, 0/1 needles, 4 read-backs
 *     ours: 4,470 tokens, peak 971, 0/1 needles, 4 read-backs
 *   round 152: swap pack not charged
 *     codex: 15,553 tokens, peak 15,478, 0/1 needles, 0 read-backs
 *     context-chef: 819 tokens, peak 744, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,658 tokens, peak 4,221, 0/1 needles, 4 read-backs
 *     ours: 10,889 tokens, peak 5,166, 0/1 needles, 4 read-backs
 *   round 152: ota slow scooter
 *     codex: 20,239 tokens, peak 20,160, 0/1 needles, 0 read-backs
 *     context-chef: 915 tokens, peak 836, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,857 tokens, peak 1,377, 0/1 needles, 1 read-backs
 *     ours: 1,608 tokens, peak 804, 0/1 needles, 1 read-backs
 *   round 152: dock config heartbeat
 *     codex: 14,773 tokens, peak 14,694, 0/1 needles, 0 read-backs
 *     context-chef: 727 tokens, peak 648, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,224 tokens, peak 1,567, 0/1 needles, 3 read-backs
 *     ours: 3,688 tokens, peak 1,117, 1/1 needles, 3 read-backs
 *     codex: 167,501 tokens, 0/12 needles
 *     context-chef: 9,302 tokens, 0/12 needles
 *     context-chef-store: 76,163 tokens, 3/12 needles
 *     ours: 60,819 tokens, 8/12 needles
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

// ---------------------------------------------------------------------------------------------------------
// Shared bits of the made-up city: places, people, ids and clocks (the city runs on BST, UTC+1, in July).

const AREAS = [
  'Old Market',
  'Redcliffe',
  'Canal Basin',
  'Harbourside',
  'Eastfield',
  'Kingsmead',
  'Northgate',
  'Westbury Hill',
  'Millbrook',
  'Ashby',
  'Cathedral Quarter',
  'St Pauls',
  'Fenwick',
  'Lowther Park',
  'Barrow Quay',
];

const STREETS = [
  'Mercer Lane',
  'Temple Gate',
  'Coopers Yard',
  'Vale Road',
  'Queen Anne Street',
  'Ropewalk',
  'Fisher Row',
  'Castle Mews',
  'Hatters Lane',
  'Brunswick Square',
  'Ladywell Road',
  'Gas Ferry Road',
  'Wapping Wharf',
  'Orchard Street',
  'Cumberland Close',
  'Princes Parade',
  'Bath Street',
  'Jubilee Way',
  'Saxon Road',
  'Halberd Street',
  'Kiln Lane',
  'Tanners Walk',
  'Foundry Road',
  'Marlowe Avenue',
  'Pembroke Row',
  'Granary Steps',
  'Holloway Road',
  'Dean Street',
  'Ashby Park Road',
  'Mill Street',
  'Quayside',
  'Weavers Court',
];

const LANDMARKS = [
  'Central Library',
  'Corn Exchange',
  'Leisure Centre',
  'Bus Station',
  'Royal Infirmary',
  'University Precinct',
  'Sainsbury Local',
  'Arts Centre',
  'Fire Station',
  'Guildhall',
  'Ferry Landing',
  'Cinema',
  'Swimming Baths',
  'Tram Depot',
  'Community Hall',
  'Museum Steps',
  'Coach Park',
  'Market Hall',
];

const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Daniel',
  'Ellis',
  'Farah',
  'George',
  'Hana',
  'Isaac',
  'Jasmine',
  'Kofi',
  'Lena',
  'Mateusz',
  'Niamh',
  'Owen',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tomasz',
  'Uma',
  'Victor',
  'Wren',
  'Yusuf',
  'Zara',
];

const LAST_NAMES = [
  'Okafor',
  'Kowalczyk',
  'Hughes',
  'Patel',
  'Osei',
  'Brennan',
  'Marsh',
  'Achebe',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Quigley',
  'Ruiz',
  'Sharma',
  'Thornton',
  'Vance',
  'Whitlock',
  'Yilmaz',
];

/** A wall-clock time in the city, held as the UTC instant with the same fields (month 1-12). */
const wall = (month: number, day: number, h: number, m: number, s = 0, year = 2029) => Date.UTC(year, month - 1, day, h, m, s);
/** `2029-07-08T15:02:37` for a wall-clock time. */
const isoLocal = (ms: number) => new Date(ms).toISOString().slice(0, 19);
/** `2029-07-08 15:02:37` for a wall-clock time. */
const spaced = (ms: number) => isoLocal(ms).replace('T', ' ');
/** A wall-clock time as the city's systems stamp it, with its offset. */
const bst = (ms: number) => `${isoLocal(ms)}+01:00`;
/** The same instant in UTC, `Z` form, with milliseconds. */
const utcMillis = (ms: number) => new Date(ms - 3_600_000).toISOString();
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Pack serials: `BP-7Q4K-20931`. */
const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const packSerial = (random: () => number) => `BP-${chars(random, SERIAL_ALPHABET, 4)}-${between(random, 10000, 99999)}`;
/** Vehicle ids: scooters `ZW-S-40317`, e-bikes `ZW-B-21877`. */
const vehicleId = (random: () => number, kind: 'S' | 'B') => `ZW-${kind}-${between(random, 10000, 49999)}`;
/** A point in the city, five decimals. */
const lat = (random: () => number) => (51.43 + random() * 0.06).toFixed(5);
const lon = (random: () => number) => (-2.63 + random() * 0.09).toFixed(5);
/** A small polygon of `n` points around a random centre in the city: the centre, and the points as [lat, lon] strings. */
function outline(random: () => number, n: number): { centre: [string, string]; points: [string, string][] } {
  const cLat = 51.43 + random() * 0.06;
  const cLon = -2.63 + random() * 0.09;
  const points = Array.from({ length: n }, (_, i): [string, string] => {
    const angle = (2 * Math.PI * i) / n;
    const r = 0.00015 + random() * 0.0006;
    return [(cLat + r * Math.sin(angle)).toFixed(5), (cLon + 1.6 * r * Math.cos(angle)).toFixed(5)];
  });
  return { centre: [cLat.toFixed(5), cLon.toFixed(5)], points };
}
const staff = (random: () => number) => `${oneOf(random, FIRST_NAMES)[0]!.toLowerCase()}.${oneOf(random, LAST_NAMES).toLowerCase()}`;

// ---------------------------------------------------------------------------------------------------------
// a1. The fleet telemetry snapshot, minified JSON on one line: which pack is fitted in e-bike 21877 now.

function a1TelemetrySnapshot(): EconomicsTask {
  const random = seededRandom(152_101);
  const needle = 'BP-7Q4K-20931';
  const target = 'ZW-B-21877';
  const nearIds = ['ZW-S-21877', 'ZW-B-21878', 'ZW-B-21787', 'ZW-B-12877', 'ZW-S-21871'];
  const now = wall(7, 9, 9, 14, 2);
  const vehicle = (id: string, pack: string, removed: string) => {
    const ebike = id.startsWith('ZW-B-');
    const state = oneOf(random, ['available', 'available', 'available', 'in_ride', 'in_ride', 'reserved', 'low_battery', 'maintenance']);
    const soc = state === 'low_battery' ? between(random, 4, 14) : between(random, 15, 100);
    return JSON.stringify({
      vehicle_id: id,
      type: ebike ? 'ebike' : 'scooter',
      model: ebike ? oneOf(random, ['Pedal+ 2', 'Pedal+ 2', 'Cargo C1']) : oneOf(random, ['Glide 3', 'Glide 3', 'Glide 3 Pro', 'Glide 2']),
      fw: { ecu: oneOf(random, ['4.13.0', '4.13.0', '4.12.6']), iot: oneOf(random, ['2.9.4', '2.9.4', '2.9.1']), bms: '1.7.2' },
      state,
      lock: state === 'in_ride' ? 'unlocked' : 'locked',
      battery: {
        pack,
        soc,
        range_km: Number((soc * (ebike ? 0.62 : 0.41)).toFixed(1)),
        temp_c: Number((18 + random() * 16).toFixed(1)),
        cycles: between(random, 12, 780),
      },
      last_swap: {
        at: bst(now - between(random, 2 * 3600, 9 * 24 * 3600) * 1000),
        crew: `SW-${pad2(between(random, 1, 24))}`,
        removed_pack: removed,
        removed_soc: between(random, 3, 22),
      },
      gps: {
        lat: Number(lat(random)),
        lon: Number(lon(random)),
        hdop: Number((0.6 + random() * 1.8).toFixed(1)),
        sats: between(random, 6, 19),
        fix_age_s: between(random, 1, 90),
      },
      zone: `PZ-${between(random, 10000, 49999)}`,
      odometer_km: Number((random() * 6000).toFixed(1)),
      alerts: random() < 0.08 ? [oneOf(random, ['tilt', 'kickstand_up', 'geofence_exit', 'lid_open'])] : [],
      last_seen: bst(now - between(random, 5, 900) * 1000),
    });
  };
  const ids = new Set<string>();
  while (ids.size < 820) {
    const id = vehicleId(random, random() < 0.3 ? 'B' : 'S');
    if (id !== target && !nearIds.includes(id)) ids.add(id);
  }
  const records: string[] = [];
  for (const id of ids) {
    let record = vehicle(id, packSerial(random), packSerial(random));
    while (record.includes(needle)) record = vehicle(id, packSerial(random), packSerial(random));
    records.push(record);
  }
  for (const id of nearIds) records.splice(between(random, 150, 670), 0, vehicle(id, packSerial(random), packSerial(random)));
  records.splice(Math.floor(records.length * 0.48), 0, vehicle(target, needle, 'BP-7Q4K-29031'));
  const output =
    `{"snapshot_id":"tlm-${hex(random, 12)}","generated_at":"${bst(now)}","region":"zipwheel-central","source":"telemetry-gw-2",` +
    `"count":${records.length},"vehicles":[${records.join(',')}],"next_cursor":null}`;
  return probe(
    'round 152: telemetry snapshot pack',
    'What battery is in e-bike 21877 right now? I need the pack serial.',
    'fleet_telemetry_snapshot',
    output,
    'a1',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// a2. The parking zone registry, exported as XML on one line: the id of the bay on Mercer Lane by the church.

function a2ZoneRegistryXml(): EconomicsTask {
  const random = seededRandom(152_102);
  const needle = 'PZ-40412';
  const numbers = shuffle(
    random,
    Array.from({ length: 40000 }, (_, i) => 10000 + i),
  ).filter((n) => n !== 40412);
  const nextId = () => `PZ-${numbers.pop()!}`;
  const zone = (id: string, type: string, name: string, ward: string) => {
    const capacity = type === 'virtual_bay' ? between(random, 4, 20) : type === 'dock_area' ? between(random, 10, 30) : 0;
    const status = random() < 0.93 ? 'active' : oneOf(random, ['suspended', 'draft']);
    const rules =
      type === 'virtual_bay'
        ? `<Rules><EndRideAllowed>true</EndRideAllowed><Incentive credit="${oneOf(random, ['0.00', '0.00', '0.25', '0.50'])}" currency="GBP"/></Rules>`
        : type === 'no_parking'
          ? `<Rules><EndRideAllowed>false</EndRideAllowed><Fine code="P03" amount="15.00" currency="GBP"/></Rules>`
          : type === 'slow_ride'
            ? `<Rules><MaxSpeed kmh="${oneOf(random, ['8', '10', '12'])}"/><EndRideAllowed>${oneOf(random, ['true', 'false'])}</EndRideAllowed></Rules>`
            : `<Rules><EndRideAllowed>true</EndRideAllowed><DockRequired>true</DockRequired></Rules>`;
    const updated = wall(
      between(random, 1, 6),
      between(random, 1, 28),
      between(random, 8, 18),
      between(random, 0, 59),
      between(random, 0, 59),
    );
    const shape = outline(random, between(random, 4, 9));
    const polygon = shape.points.map(([y, x]) => `${y},${x}`).join(' ');
    return (
      `<Zone id="${id}" type="${type}" status="${status}"><Name>${name}</Name><Ward>${ward}</Ward><Capacity vehicles="${capacity}"/>` +
      `<Centroid lat="${shape.centre[0]}" lon="${shape.centre[1]}"/><Polygon srs="EPSG:4326">${polygon}</Polygon>${rules}` +
      `<Audit updated="${bst(updated)}" by="${staff(random)}" rev="${between(random, 1, 41)}"/></Zone>`
    );
  };
  const randomName = () =>
    random() < 0.6
      ? `${oneOf(
          random,
          STREETS.filter((s) => s !== 'Mercer Lane'),
        )} / ${oneOf(random, LANDMARKS)}`
      : `${oneOf(
          random,
          STREETS.filter((s) => s !== 'Mercer Lane'),
        )} (${oneOf(random, ['north end', 'south end', 'east side', 'west side', 'opp. no. 33', 'by no. 14', 'layby'])})`;
  const randomType = () =>
    oneOf(random, ['virtual_bay', 'virtual_bay', 'virtual_bay', 'virtual_bay', 'dock_area', 'no_parking', 'slow_ride']);
  const zones: string[] = [];
  for (let i = 0; i < 880; i++) zones.push(zone(nextId(), randomType(), randomName(), oneOf(random, AREAS)));
  const nearMisses = [
    zone(nextId(), 'virtual_bay', 'Mercer Lane (north end)', 'Old Market'),
    zone(nextId(), 'virtual_bay', 'Mercer Lane / Coopers Yard', 'Old Market'),
    zone(nextId(), 'no_parking', "St Aldric's Church forecourt, Mercer Lane", 'Old Market'),
    zone(nextId(), 'virtual_bay', "Vale Road / St Aldric's Primary School", 'Old Market'),
    zone(nextId(), 'virtual_bay', "St Aldric's Walk (east side)", 'Old Market'),
    zone(nextId(), 'slow_ride', 'Mercer Lane pedestrian section', 'Old Market'),
    zone(nextId(), 'dock_area', 'Mercer Lane / Corn Exchange', 'Old Market'),
  ];
  for (const z of nearMisses) zones.splice(between(random, 100, 780), 0, z);
  zones.splice(Math.floor(zones.length * 0.52), 0, zone(needle, 'virtual_bay', "Mercer Lane / St Aldric's Church", 'Old Market'));
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><ZoneExport xmlns="urn:zipwheel:zones:3" city="central" generated="${bst(wall(7, 9, 8, 40, 0))}" ` +
    `count="${zones.length}">${zones.join('')}</ZoneExport>\n`;
  return probe(
    'round 152: zone registry mercer lane',
    "What's the zone ID of the parking bay on Mercer Lane by St Aldric's church?",
    'parking_zone_registry_export',
    output,
    'a2',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// a3. The rider account export, CSV with each rider's trip history as one huge JSON field: a trip yesterday just
// after 3pm.

interface Trip {
  id: string;
  start: number;
}

function a3RiderExportCsv(): EconomicsTask {
  const random = seededRandom(152_103);
  const tripId = () => `TRP-${chars(random, SERIAL_ALPHABET, 10)}`;
  const end = wall(7, 8, 0, 0, 0);
  const randomStart = (start: number) => {
    const day = start + pick(random, Math.floor((end - start) / DAY)) * DAY;
    const hour = oneOf(random, [7, 8, 8, 9, 12, 13, 15, 16, 17, 17, 18, 19, 21, 22]);
    return day + hour * HOUR + between(random, 0, 59) * MINUTE + between(random, 0, 59) * 1000;
  };
  const tripJson = (trip: Trip) => {
    const mins = between(random, 4, 38);
    const km = (mins * (0.12 + random() * 0.1)).toFixed(2);
    const pass = random() < 0.55;
    const fromZone = oneOf(random, AREAS);
    let toZone = oneOf(random, AREAS);
    while (toZone === fromZone) toZone = oneOf(random, AREAS);
    return JSON.stringify({
      trip_id: trip.id,
      start: bst(trip.start),
      end: bst(trip.start + mins * MINUTE + between(random, 0, 59) * 1000),
      vehicle: vehicleId(random, random() < 0.3 ? 'B' : 'S'),
      from_zone: fromZone,
      to_zone: toZone,
      km: Number(km),
      fare_gbp: pass ? 0 : Number((1 + mins * 0.16).toFixed(2)),
      payment: pass ? 'ride_pass' : oneOf(random, ['wallet', 'card', 'card', 'apple_pay']),
    });
  };
  const csvField = (text: string) => `"${text.replace(/"/g, '""')}"`;
  /** A rider's trips, sorted by id as the export prints them; `special` start times go to given slots. */
  const history = (since: number, count: number, special: readonly (readonly [number, number])[]) => {
    const trips: Trip[] = Array.from({ length: count }, () => ({ id: tripId(), start: randomStart(since) }));
    trips.sort((x, y) => (x.id < y.id ? -1 : 1));
    for (const [slot, when] of special) trips[slot]!.start = when;
    return trips;
  };
  const row = (account: string, email: string, name: string, created: string, status: string, plan: string, trips: Trip[]) =>
    [
      account,
      email,
      name,
      created,
      status,
      plan,
      (random() * 12).toFixed(2),
      oneOf(random, ['true', 'false']),
      csvField(`[${trips.map(tripJson).join(',')}]`),
    ].join(',');

  const mainTrips = history(wall(3, 15, 0, 0, 0, 2026), 640, [
    [103, wall(7, 8, 8, 14, 22)],
    [395, wall(7, 8, 18, 47, 5)],
    [227, wall(7, 1, 15, 4, 51)],
    [511, wall(6, 8, 15, 1, 12)],
    [64, wall(7, 7, 15, 9, 40)],
  ]);
  const mid = Math.floor(mainTrips.length / 2);
  mainTrips[mid]!.start = wall(7, 8, 15, 2, 37);
  const needle = mainTrips[mid]!.id;

  const rows = [
    'account_id,email,display_name,created_at,status,plan,wallet_gbp,marketing_opt_in,trip_history',
    row(
      'ZR-0031475',
      'marcus.hale@postbox.example',
      'Marcus Hale',
      '2027-01-09T12:41:55Z',
      'active',
      'Pay as you go',
      history(wall(1, 10, 0, 0, 0, 2027), 170, [[80, wall(7, 8, 15, 3, 2)]]),
    ),
    row(
      'ZR-0058820',
      'dhales.design@mailbox.example',
      'Dominika Hales',
      '2028-04-22T08:03:17Z',
      'active',
      'Ride Pass Monthly',
      history(wall(4, 23, 0, 0, 0, 2028), 150, [[70, wall(7, 8, 15, 1, 44)]]),
    ),
    row('ZR-0042917', 'd.hale84@mailbox.example', 'Dominika Hale', '2026-03-14T19:22:05Z', 'active', 'Ride Pass Monthly', mainTrips),
    row(
      'ZR-0077103',
      'ruth.hb@postbox.example',
      'Ruth Hale-Bennett',
      '2028-11-30T17:45:29Z',
      'suspended',
      'Pay as you go',
      history(wall(12, 1, 0, 0, 0, 2028), 140, []),
    ),
    row(
      'ZR-0090266',
      'dominik.hale@webmail.example',
      'Dominik Hale',
      '2029-02-03T10:12:40Z',
      'active',
      'Student Pass',
      history(wall(2, 4, 0, 0, 0, 2029), 160, [[88, wall(7, 8, 15, 6, 18)]]),
    ),
  ];
  const output = `${rows.join('\n')}\n`;
  return probe(
    'round 152: rider export trip',
    'Can you find the trip ID for the ride Dominika Hale took yesterday just after 3pm?',
    'rider_account_export',
    output,
    'a3',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b1. The geofence set, exported as YAML: the change ticket a few lines above the Riverside Market weekend zone.

function b1GeofenceYaml(): EconomicsTask {
  const random = seededRandom(152_201);
  const needle = 'CHG-48213';
  const refs = Array.from({ length: 160 }, () => `CHG-${between(random, 30000, 52999)}`).filter((r) => r !== needle);
  const kinds = ['slow_ride', 'slow_ride', 'no_parking', 'no_parking', 'no_ride', 'parking_only', 'pedestrian_priority'];
  const qualifiers = ['weekday', 'weekend', 'evenings', 'event days', 'school run', 'summer', 'all day', 'night-time'];
  const days: Record<string, string> = {
    weekday: '[mon, tue, wed, thu, fri]',
    weekend: '[sat, sun]',
    evenings: '[mon, tue, wed, thu, fri, sat, sun]',
    'event days': '[sat]',
    'school run': '[mon, tue, wed, thu, fri]',
    summer: '[mon, tue, wed, thu, fri, sat, sun]',
    'all day': '[mon, tue, wed, thu, fri, sat, sun]',
    'night-time': '[fri, sat]',
  };
  const zone = (name: string, kind: string, qualifier: string, ref: string) => {
    const updated = wall(
      between(random, 1, 7),
      between(random, 1, 28),
      between(random, 8, 18),
      between(random, 0, 59),
      between(random, 0, 59),
    );
    const speed = kind === 'slow_ride' ? oneOf(random, [8, 10, 12, 15]) : kind === 'no_ride' ? 0 : kind === 'pedestrian_priority' ? 6 : 25;
    const lines = [
      `  - id: gf-${hex(random, 8)}`,
      `    changeRef: ${ref}`,
      `    updatedBy: ${staff(random)}`,
      `    updatedAt: "${bst(updated)}"`,
      `    kind: ${kind}`,
      `    name: ${name}`,
      `    enabled: ${random() < 0.92 ? 'true' : 'false'}`,
      `    rules:`,
      `      maxSpeedKmh: ${speed}`,
      `      endRideAllowed: ${kind === 'parking_only' ? 'true' : 'false'}`,
      `      appliesTo: [${oneOf(random, ['scooter, ebike', 'scooter, ebike', 'scooter'])}]`,
      `      announce: ${oneOf(random, ['chime', 'voice', 'none'])}`,
      `    schedule:`,
      `      - days: ${days[qualifier] ?? '[mon, tue, wed, thu, fri, sat, sun]'}`,
      `        from: "${qualifier === 'evenings' || qualifier === 'night-time' ? oneOf(random, ['18:00', '19:00', '21:00']) : oneOf(random, ['06:00', '07:00', '08:00'])}"`,
      `        to: "${qualifier === 'night-time' ? '05:00' : oneOf(random, ['19:00', '20:00', '23:59'])}"`,
      `    polygon:`,
      ...outline(random, between(random, 6, 22)).points.map(([y, x]) => `      - [${y}, ${x}]`),
    ];
    return lines.join('\n');
  };
  const place = () =>
    random() < 0.5
      ? oneOf(random, STREETS)
      : `${oneOf(random, AREAS)} ${oneOf(random, ['Square', 'Green', 'Precinct', 'Walk', 'Plaza', 'Quay'])}`;
  const zones: string[] = [];
  for (let i = 0; i < 430; i++) {
    const qualifier = oneOf(random, qualifiers);
    zones.push(zone(`${place()} (${qualifier})`, oneOf(random, kinds), qualifier, oneOf(random, refs)));
  }
  const nearMisses = [
    zone('Riverside Market (weekday)', 'slow_ride', 'weekday', oneOf(random, refs)),
    zone('Riverside Market loading yard (weekend)', 'no_parking', 'weekend', oneOf(random, refs)),
    zone('Riverside Walk (weekend)', 'slow_ride', 'weekend', oneOf(random, refs)),
    zone('Riverside Market (event days)', 'no_ride', 'event days', oneOf(random, refs)),
    zone('Market Hall (weekend)', 'slow_ride', 'weekend', oneOf(random, refs)),
  ];
  for (const z of nearMisses) zones.splice(between(random, 60, 380), 0, z);
  zones.splice(Math.floor(zones.length * 0.55), 0, zone('Riverside Market (weekend)', 'slow_ride', 'weekend', needle));
  const output = [
    '# zwctl geofence export --city central --format yaml',
    'apiVersion: geofence.zipwheel.io/v2',
    'kind: GeofenceSet',
    'metadata:',
    '  city: central',
    `  exportedAt: "${bst(wall(7, 9, 8, 55, 12))}"`,
    '  revision: 3184',
    `  zoneCount: ${zones.length}`,
    '  crs: EPSG:4326',
    'zones:',
    ...zones,
    '',
  ].join('\n');
  return probe(
    'round 152: geofence change ticket',
    'Which change ticket last touched the weekend slow zone at Riverside Market?',
    'geofence_export',
    output,
    'b1',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b2. The Eastfield battery warehouse inventory, pretty JSON: the shelf a few lines above a pack's serial.

function b2WarehouseInventory(): EconomicsTask {
  const random = seededRandom(152_202);
  const needle = 'EF-R09-S07';
  const targetPack = 'BP-M3XH-58204';
  const shelfId = (rack: number, shelf: number) => `EF-R${pad2(rack)}-S${pad2(shelf)}`;
  const now = wall(7, 9, 9, 2, 40);
  const pack = (serial: string, previous: string | null, zone: string) => {
    const status =
      zone === 'charging'
        ? oneOf(random, ['charging', 'charging', 'charging', 'ready'])
        : zone === 'ready_stock'
          ? 'ready'
          : oneOf(random, ['quarantine', 'awaiting_inspection']);
    const cycles = between(random, 8, 940);
    return {
      serial,
      model: oneOf(random, ['ZW-36V-14Ah', 'ZW-36V-14Ah', 'ZW-48V-17Ah']),
      status,
      soc_pct: status === 'ready' ? between(random, 96, 100) : between(random, 3, 95),
      cycles,
      health_pct: Math.max(61, 100 - Math.floor(cycles / 30) - between(random, 0, 6)),
      temp_c: Number((19 + random() * 12).toFixed(1)),
      received: bst(now - between(random, 20, 60 * 72) * MINUTE),
      previous_shelf: previous,
    };
  };
  const previousShelf = () => {
    let id = shelfId(between(random, 1, 14), between(random, 1, 12));
    while (id === needle) id = shelfId(between(random, 1, 14), between(random, 1, 12));
    return random() < 0.4 ? id : null;
  };
  const serial = () => {
    let s = packSerial(random);
    while (s === targetPack) s = packSerial(random);
    return s;
  };
  const nearSerials = ['BP-M3XH-58240', 'BP-M3HX-58204', 'BP-M3XH-85204'];
  const racks = Array.from({ length: 14 }, (_, r) => {
    const rack = r + 1;
    const zone = rack <= 9 ? 'charging' : rack <= 12 ? 'ready_stock' : 'quarantine';
    return {
      rack: `R${pad2(rack)}`,
      zone,
      bay_temp_c: Number((20 + random() * 5).toFixed(1)),
      shelves: Array.from({ length: 12 }, (_, s) => {
        const shelf = s + 1;
        const id = shelfId(rack, shelf);
        const packs =
          id === needle
            ? [pack(targetPack, 'EF-R02-S11', zone), pack(serial(), previousShelf(), zone)]
            : Array.from({ length: between(random, 0, 4) }, () => pack(serial(), previousShelf(), zone));
        return { shelf: id, charger: zone === 'charging' ? `CH-${pad2(rack)}${pad2(shelf)}` : null, capacity: 4, packs };
      }),
    };
  });
  // The near-miss serials sit on other shelves.
  for (const near of nearSerials) {
    const rack = racks[oneOf(random, [1, 3, 11, 12])]!;
    rack.shelves[between(random, 0, 11)]!.packs.push(pack(near, previousShelf(), rack.zone));
  }
  const all = racks.flatMap((r) => r.shelves.flatMap((s) => s.packs));
  const count = (status: string) => all.filter((p) => p.status === status).length;
  const output = `${JSON.stringify(
    {
      warehouse: 'eastfield',
      site_name: 'Eastfield Battery Hub, Unit 4 Foundry Road',
      generated_at: bst(now),
      totals: {
        packs: all.length,
        charging: count('charging'),
        ready: count('ready'),
        awaiting_inspection: count('awaiting_inspection'),
        quarantine: count('quarantine'),
      },
      racks,
    },
    null,
    2,
  )}\n`;
  return probe(
    'round 152: warehouse shelf of pack',
    'Which shelf at Eastfield is battery pack BP-M3XH-58204 sitting on?',
    'warehouse_inventory',
    output,
    'b2',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b3. Last night's fines batch job log, with tracebacks: the frame just above the one KeyError 'zone_tariff'.

function b3FinesJobTraceback(): EconomicsTask {
  const random = seededRandom(152_203);
  const needle = 'File "/app/zipwheel/fines/tariffs.py", line 212, in resolve_tariff';
  let clock = wall(7, 9, 2, 0, 0) + 412;
  const ts = () => {
    clock += between(random, 20, 900);
    return utcMillis(clock);
  };
  const fineRef = () => `FN-2907-${String(between(random, 1000, 9999))}`;
  const rider = () => `ZR-00${between(random, 10000, 99999)}`;
  const offence = () => oneOf(random, ['P03', 'P03', 'P03', 'P05', 'P07', 'R02', 'R04', 'G01']);
  const zoneRef = () => `PZ-${between(random, 10000, 49999)}`;
  const frame = (file: string, line: number, fn: string, code: string, marks: string) => [
    `  File "/app/zipwheel/fines/${file}", line ${line}, in ${fn}`,
    `    ${code}`,
    ...(marks ? [`    ${marks}`] : []),
  ];
  const head = (what: string) => [`${ts()} ERROR   [fines.worker] ${what}`, 'Traceback (most recent call last):'];
  const workerFrame = () =>
    frame('worker.py', 88, 'process_event', 'fine.amount = pricing.price(fine, rider)', '              ^^^^^^^^^^^^^^^^^^^^^^^^^^');
  const pricingFrame = () =>
    frame(
      'pricing.py',
      141,
      'price',
      'tariff = self.tariffs.resolve_tariff(fine.zone_id, fine.offence)',
      '         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    );
  const tracebacks: (() => string[])[] = [
    () => [
      ...head(`could not price ${fineRef()} (rider ${rider()}, offence ${offence()}, zone ${zoneRef()})`),
      ...workerFrame(),
      ...pricingFrame(),
      ...frame('tariffs.py', 198, 'resolve_tariff', 'code = event["offence_code"]', '       ~~~~~^^^^^^^^^^^^^^^^'),
      "KeyError: 'offence_code'",
    ],
    () => [
      ...head(`could not price ${fineRef()} (rider ${rider()}, offence ${offence()}, zone ${zoneRef()})`),
      ...workerFrame(),
      ...frame(
        'pricing.py',
        149,
        'price',
        'amount = self.apply_multiplier(tariff.base, rider)',
        '         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
      ),
      ...frame('pricing.py', 156, 'apply_multiplier', 'return base * rider.repeat_multiplier', '       ~~~~~^~~~~~~~~~~~~~~~~~~~~~~~~~'),
      "TypeError: unsupported operand type(s) for *: 'Decimal' and 'NoneType'",
    ],
    () => [
      ...head(`could not attach evidence to ${fineRef()} (rider ${rider()})`),
      ...frame('worker.py', 102, 'process_event', 'evidence.attach(fine, trail)', ''),
      ...frame('evidence.py', 57, 'attach', 'points = trail["points"][-20:]', '         ~~~~~^^^^^^^^^^'),
      "KeyError: 'points'",
    ],
    () => [
      ...head(`could not price ${fineRef()} (rider ${rider()}, offence ${offence()}, zone ${zoneRef()})`),
      ...workerFrame(),
      ...pricingFrame(),
      ...frame('tariffs.py', 205, 'resolve_tariff', 'zone = self._zones[zone_id]', '       ~~~~~~~~~~~^^^^^^^^^'),
      `KeyError: '${zoneRef()}'`,
    ],
    () => [
      ...head(`notification failed for ${fineRef()}, will retry`),
      ...frame('worker.py', 131, 'notify', 'mailer.send(template="fine_issued_v4", to=rider.email, ctx=ctx)', ''),
      ...frame(
        'mailer.py',
        77,
        'send',
        'resp = self._session.post(self._url, json=payload, timeout=5)',
        '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
      ),
      'TimeoutError: POST https://mail-relay.zipwheel.internal/v1/send timed out after 5.0s',
    ],
  ];
  const target = () => [
    ...head(`could not price ${fineRef()} (rider ${rider()}, offence P05, zone ${zoneRef()})`),
    ...workerFrame(),
    ...pricingFrame(),
    `  ${needle}`,
    '    return self._table[zone_id]["zone_tariff"][offence]',
    '           ~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^',
    "KeyError: 'zone_tariff'",
  ];
  const ordinary = (): string[] => {
    const ref = fineRef();
    const roll = random();
    if (roll < 0.45)
      return [
        `${ts()} DEBUG   [fines.pricing] ${ref} rider=${rider()} offence=${offence()} zone=${zoneRef()} tariff=${oneOf(random, ['std', 'std', 'repeat', 'student'])} amount=${oneOf(random, ['15.00', '25.00', '35.00', '50.00'])}`,
        `${ts()} INFO    [fines.notify] ${ref} queued email template=fine_issued_v4`,
      ];
    if (roll < 0.6)
      return [`${ts()} INFO    [fines.evidence] ${ref} attached ${between(random, 2, 40)} gps points and ${between(random, 0, 3)} photos`];
    if (roll < 0.7) return [`${ts()} WARNING [fines.evidence] ${ref} end-ride photo absent, using gps trail only`];
    if (roll < 0.8) return [`${ts()} INFO    [fines.dedupe] ${ref} merged into ${fineRef()} (same ride, same offence)`];
    if (roll < 0.88) return [`${ts()} INFO    [fines.appeals] ${ref} skipped: open appeal AP-${between(random, 10000, 99999)}`];
    if (roll < 0.988) return [`${ts()} DEBUG   [fines.tariffs] cache hit zone=${zoneRef()} version=${between(random, 40, 47)}`];
    return oneOf(random, tracebacks)();
  };
  const lines: string[] = [
    `${ts()} INFO    [fines.runner] nightly fines batch starting run_id=fr-20290709-0200 window=2029-07-08T00:00:00+01:00/2029-07-09T00:00:00+01:00`,
    `${ts()} INFO    [fines.tariffs] loaded tariff table v47 (212 zones, 9 offence codes)`,
    `${ts()} INFO    [fines.loader] loaded 2291 candidate events from parkval, geofence, ops-reports`,
  ];
  while (lines.length < 3300) lines.push(...ordinary());
  lines.push(...target());
  while (lines.length < 6100) lines.push(...ordinary());
  const errors = lines.filter((l) => l.includes(' ERROR ')).length;
  lines.push(`${ts()} INFO    [fines.runner] batch finished: 2291 events, 1544 fines issued, 612 merged, 97 skipped, ${errors} errors`);
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 152: fines job keyerror frame',
    "Last night's fines run hit a KeyError on 'zone_tariff'. Which file and line did it come from?",
    'fines_job_logs',
    output,
    'b3',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c1. The enforcement team's HTML report of penalty notices, two weeks of rows: "done for riding two-up by the
// cathedral last Tuesday evening" is a passenger offence on Cathedral Sq on Tue 3 Jul.

const OFFENCES: readonly (readonly [string, string, string])[] = [
  ['P03', 'Parked outside permitted zone', '15.00'],
  ['P03', 'Parked outside permitted zone', '15.00'],
  ['P03', 'Parked outside permitted zone', '15.00'],
  ['P05', 'Obstructing footway or dropped kerb', '25.00'],
  ['P07', 'Carrying a passenger', '35.00'],
  ['R02', 'Riding on footway', '25.00'],
  ['R04', 'Riding in no-ride zone', '25.00'],
  ['G01', 'Left in restricted geofence', '20.00'],
  ['A02', 'Account shared with another rider', '50.00'],
];

function c1FinesReportHtml(): EconomicsTask {
  const random = seededRandom(152_301);
  const from = wall(6, 25, 0, 0);
  const location = () =>
    random() < 0.5
      ? `${oneOf(random, STREETS)} (${oneOf(random, ['north side', 'south side', 'o/s no. 12', 'by bus stop', 'junction', 'layby'])})`
      : `${oneOf(random, LANDMARKS)}, ${oneOf(
          random,
          AREAS.filter((a) => a !== 'Cathedral Quarter'),
        )}`;
  interface Fine {
    when: number;
    code: string;
    what: string;
    amount: string;
    where: string;
    vehicle: string;
    target?: boolean;
  }
  const fine = (when: number, offence: readonly [string, string, string], where: string, kind: 'S' | 'B', target = false): Fine => ({
    when,
    code: offence[0],
    what: offence[1],
    amount: offence[2],
    where,
    vehicle: vehicleId(random, kind),
    target,
  });
  const passenger = OFFENCES[4]!;
  const fines: Fine[] = [];
  for (let day = 0; day < 14; day++)
    for (let i = 0; i < between(random, 95, 125); i++) {
      const when = from + day * DAY + between(random, 6 * 60, 23 * 60 + 50) * MINUTE;
      fines.push(fine(when, oneOf(random, OFFENCES), location(), random() < 0.3 ? 'B' : 'S'));
    }
  fines.push(
    fine(wall(7, 3, 18, 12), passenger, 'Cathedral Sq (north side)', 'S', true),
    fine(wall(6, 26, 18, 41), passenger, 'Cathedral Sq (north side)', 'S'),
    fine(wall(7, 4, 19, 2), passenger, 'Cathedral Sq (south side)', 'S'),
    fine(wall(7, 3, 9, 15), passenger, 'Temple Gate (by bus stop)', 'S'),
    fine(wall(7, 3, 18, 30), OFFENCES[3]!, 'Cathedral Sq (north side)', 'S'),
    fine(wall(7, 3, 20, 5), OFFENCES[5]!, 'Minster Gardens, Cathedral Quarter', 'S'),
    fine(wall(7, 3, 17, 55), passenger, 'Brunswick Square (north side)', 'B'),
    fine(wall(7, 1, 18, 20), OFFENCES[0]!, 'Cathedral Sq (south side)', 'S'),
  );
  fines.sort((x, y) => x.when - y.when);
  const dayName = (ms: number) =>
    new Date(ms).toLocaleDateString('en-GB', { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const longDay = (ms: number) =>
    new Date(ms).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const statuses = ['Issued', 'Issued', 'Issued', 'Paid', 'Paid', 'Appealed', 'Waived', 'Overdue'];
  let needle = '';
  let lastDay = '';
  const rows: string[] = [];
  fines.forEach((f, i) => {
    const ref = `ZWF-${117_060 + i}`;
    if (f.target) needle = ref;
    const day = longDay(f.when);
    if (day !== lastDay) {
      rows.push(`<tr class="day"><th colspan="8">${day}</th></tr>`);
      lastDay = day;
    }
    const status = f.when > wall(7, 7, 0, 0) ? 'Issued' : oneOf(random, statuses);
    const account = `ZR-00${between(random, 10000, 99999)}`;
    rows.push(
      `<tr class="${i % 2 ? 'row-even' : 'row-odd'}"><td class="ref">${ref}</td><td>${dayName(f.when)} ${isoLocal(f.when).slice(11, 16)}</td>` +
        `<td><a href="/riders/${account}">${account}</a></td><td>${f.vehicle}</td><td><span class="code">${f.code}</span> ${f.what}</td>` +
        `<td>${f.where}</td><td class="num">&pound;${f.amount}</td><td><span class="badge ${status.toLowerCase()}">${status}</span></td></tr>`,
    );
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Penalty notices issued, 25 Jun to 8 Jul 2029 | Zipwheel Enforcement</title>',
    '<style>',
    'body{font-family:system-ui,sans-serif;margin:24px;color:#1c1c1c}',
    'table.fines{border-collapse:collapse;width:100%;font-size:13px}',
    'table.fines td,table.fines th{border-bottom:1px solid #e3e3e3;padding:4px 8px;text-align:left}',
    'tr.day th{background:#f4f1ea;font-weight:600;padding-top:12px}',
    '.num{text-align:right}.code{font-family:monospace;color:#6b4fbb}',
    '.badge{border-radius:8px;padding:1px 6px;font-size:11px}.badge.paid{background:#dff3e4}.badge.appealed{background:#fff1cc}',
    '</style>',
    '</head>',
    '<body>',
    '<header><h1>Penalty notices issued</h1>',
    `<p class="period">Monday 25 June 2029 to Sunday 8 July 2029 &middot; all wards &middot; ${fines.length} notices &middot; generated 09 Jul 2029 08:30</p></header>`,
    '<table class="fines">',
    '<thead><tr><th>Notice #</th><th>Issued</th><th>Account</th><th>Vehicle</th><th>Offence</th><th>Location</th><th>Amount</th><th>Status</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '<footer><p>Amounts are the standard tariff before any repeat-offence multiplier. Notices under appeal are not chased.</p></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 152: fines report two-up',
    'Last Tuesday evening somebody got done for riding two-up on a scooter by the cathedral. What is the reference on that penalty?',
    'enforcement_fines_report',
    output,
    'c1',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c2. The parking validator's logfmt log for this morning, asked with a preamble about a rider's email: the
// scooter whose end of ride was refused outside Central Station at about twenty to eight.

function c2ParkingValidatorLog(): EconomicsTask {
  const random = seededRandom(152_302);
  const needle = 'ZW-S-33809';
  const station = 'Central Station (Temple Gate)';
  const bay = () =>
    random() < 0.55
      ? `${oneOf(
          random,
          STREETS.filter((s) => s !== 'Temple Gate'),
        )} / ${oneOf(random, LANDMARKS)}`
      : `${oneOf(random, AREAS)} ${oneOf(random, ['Square', 'Green', 'Quay', 'Precinct'])}`;
  const vehicle = (kind: 'S' | 'B') => {
    let id = vehicleId(random, kind);
    while (id === needle) id = vehicleId(random, kind);
    return id;
  };
  const ride = () => `rd_${chars(random, '0123456789abcdefghijklmnopqrstuvwxyz', 14)}`;
  const host = () => `parkval-${between(random, 1, 4)}`;
  const stamp = (ms: number) => `${isoLocal(ms)}.${String(between(random, 0, 999)).padStart(3, '0')}+01:00`;
  const endRide = (
    ms: number,
    kind: 'S' | 'B',
    verdict: 'accepted' | 'refused',
    reason: string,
    where: string,
    dist: number,
    id = vehicle(kind),
  ) =>
    `ts=${stamp(ms)} level=info svc=parkval host=${host()} msg="end ride ${verdict}" vehicle=${id} type=${kind === 'S' ? 'scooter' : 'ebike'} ` +
    `ride=${ride()} lat=${lat(random)} lon=${lon(random)} acc_m=${between(random, 3, 14)} ` +
    (verdict === 'accepted'
      ? `bay="${where}" dist_m=${dist} photo=${oneOf(random, ['required', 'skipped', 'skipped'])}`
      : `reason=${reason} nearest_bay="${where}" dist_m=${dist}`) +
    ` latency_ms=${between(random, 9, 140)}`;
  const ordinary = (ms: number) => {
    const kind = random() < 0.3 ? 'B' : 'S';
    const roll = random();
    if (roll < 0.62) return endRide(ms, kind, 'accepted', '', bay(), between(random, 0, 9));
    if (roll < 0.78)
      return endRide(
        ms,
        kind,
        'refused',
        oneOf(random, [
          'outside_parking_area',
          'outside_parking_area',
          'in_no_parking_zone',
          'speed_not_zero',
          'gps_accuracy_low',
          'bay_full',
        ]),
        bay(),
        between(random, 11, 240),
      );
    if (roll < 0.86)
      return `ts=${stamp(ms)} level=debug svc=parkval host=${host()} msg="gps fix stale, waiting" vehicle=${vehicle(kind)} fix_age_s=${between(random, 16, 70)}`;
    if (roll < 0.93)
      return `ts=${stamp(ms)} level=info svc=parkval host=${host()} msg="photo check" ride=${ride()} verdict=${oneOf(random, ['accepted', 'accepted', 'accepted', 'retake'])} model=parkcheck-v6 score=${random().toFixed(3)}`;
    if (roll < 0.97)
      return `ts=${stamp(ms)} level=info svc=parkval host=${host()} msg="zone cache refreshed" zones=${between(random, 905, 915)} version=z${between(random, 8810, 8830)} took_ms=${between(random, 40, 400)}`;
    return `ts=${stamp(ms)} level=warn svc=parkval host=${host()} msg="slow upstream" upstream=geofence-api p99_ms=${between(random, 400, 1900)}`;
  };
  const special: [number, string][] = [
    [wall(7, 9, 7, 39, 52), endRide(wall(7, 9, 7, 39, 52), 'S', 'refused', 'outside_parking_area', station, 46, needle)],
    [wall(7, 9, 7, 38, 31), endRide(wall(7, 9, 7, 38, 31), 'B', 'refused', 'outside_parking_area', station, 52)],
    [wall(7, 9, 7, 12, 5), endRide(wall(7, 9, 7, 12, 5), 'S', 'refused', 'gps_accuracy_low', station, 19)],
    [wall(7, 9, 7, 40, 44), endRide(wall(7, 9, 7, 40, 44), 'S', 'accepted', '', station, 3)],
    [wall(7, 9, 7, 39, 10), endRide(wall(7, 9, 7, 39, 10), 'S', 'refused', 'outside_parking_area', 'Old Market / Corn Exchange', 61)],
    [wall(7, 9, 7, 52, 18), endRide(wall(7, 9, 7, 52, 18), 'S', 'refused', 'in_no_parking_zone', station, 12)],
    [wall(7, 9, 8, 41, 3), endRide(wall(7, 9, 8, 41, 3), 'S', 'refused', 'outside_parking_area', station, 38)],
    [wall(7, 9, 6, 39, 47), endRide(wall(7, 9, 6, 39, 47), 'S', 'accepted', '', station, 6)],
  ];
  const lines: string[] = [];
  let ms = wall(7, 9, 5, 0, 0);
  const end = wall(7, 9, 9, 20, 0);
  while (ms < end) {
    const next = ms + between(random, 1, 9) * 1000;
    for (const [when, line] of special) if (when >= ms && when < next) lines.push(line);
    lines.push(ordinary(next));
    ms = next;
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 152: parkval refused scooter',
    'A rider emailed to say that this morning at about twenty to eight her scooter would not let her finish the trip outside Central Station; the app kept telling her she could not leave it there. Which scooter was she on?',
    'parkval_logs',
    output,
    'c2',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c3. `dockctl status --all`, a fixed-width table: "taken out of use for repairs over the weekend" at Ashby Park is
// OOS-MAINT since Saturday.

function c3DockStatusTable(): EconomicsTask {
  const random = seededRandom(152_303);
  const needle = 'DK-4718';
  const numbers = new Set<number>();
  while (numbers.size < 1060) {
    const n = between(random, 100, 9999);
    if (n !== 4718) numbers.add(n);
  }
  interface Dock {
    code: string;
    name: string;
    area: string;
    state: string;
    since: number;
  }
  const weekend = (ms: number) => ms >= wall(7, 7, 0, 0) && ms < wall(7, 9, 0, 0);
  const used = new Set<string>([
    'Ashby Park / Mill Street',
    'Ashby Park Road / Leisure Centre',
    'Ashby Park Gates',
    'Ashby Park Bandstand',
    'Ashby Park North Lodge',
  ]);
  const otherStreets = STREETS.filter((s) => s !== 'Ashby Park Road');
  const dockName = (area: string) => {
    for (;;) {
      const name =
        area === 'Ashby' && random() < 0.5
          ? `Ashby Park ${oneOf(random, ['Road', 'Rd / Mill St', 'Lido', 'Bowls Club', 'Tennis Courts', 'Cafe', 'South Gate'])}`
          : random() < 0.6
            ? `${oneOf(random, otherStreets)} / ${oneOf(random, LANDMARKS)}`
            : `${oneOf(random, LANDMARKS)} ${oneOf(random, ['East', 'West', 'North', 'South', 'Forecourt', 'Car Park'])}`;
      if (!name.startsWith('Ashby Park') || !used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const randomDock = (n: number): Dock => {
    const area = oneOf(random, AREAS);
    const name = dockName(area);
    const roll = random();
    const state = roll < 0.89 ? 'ACTIVE' : roll < 0.93 ? 'OOS-MAINT' : roll < 0.96 ? 'NO-COMMS' : roll < 0.98 ? 'OOS-EVENT' : 'INSTALLING';
    let since =
      state === 'ACTIVE'
        ? wall(
            between(random, 1, 6),
            between(random, 1, 28),
            between(random, 6, 20),
            between(random, 0, 59),
            0,
            oneOf(random, [2027, 2028, 2029]),
          )
        : wall(7, 9, 8, 0) - between(random, 30, 60 * 24 * 40) * MINUTE;
    // No other dock in Ashby went out for maintenance over the weekend.
    while (area === 'Ashby' && state === 'OOS-MAINT' && weekend(since)) since -= 3 * DAY;
    return { code: `DK-${String(n).padStart(4, '0')}`, name, area, state, since };
  };
  const docks = [...numbers].map(randomDock);
  const add = (n: number, name: string, area: string, state: string, since: number) =>
    docks.push({ code: `DK-${String(n).padStart(4, '0')}`, name, area, state, since });
  const spare = () => {
    let n = between(random, 100, 9999);
    while (numbers.has(n) || n === 4718) n = between(random, 100, 9999);
    numbers.add(n);
    return n;
  };
  add(4718, 'Ashby Park / Mill Street', 'Ashby', 'OOS-MAINT', wall(7, 7, 6, 12));
  add(spare(), 'Ashby Park Road / Leisure Centre', 'Ashby', 'OOS-MAINT', wall(6, 18, 9, 40));
  add(spare(), 'Ashby Park Gates', 'Ashby', 'NO-COMMS', wall(7, 8, 2, 13));
  add(spare(), 'Ashby Park Bandstand', 'Ashby', 'OOS-EVENT', wall(7, 7, 10, 0));
  add(spare(), 'Lowther Park Main Gate', 'Lowther Park', 'OOS-MAINT', wall(7, 7, 7, 55));
  add(spare(), 'Ashby Park North Lodge', 'Ashby', 'ACTIVE', wall(7, 8, 11, 20));
  docks.sort((x, y) => (x.code < y.code ? -1 : 1));
  const cols = (values: string[], widths: number[]) =>
    values.map((v, i) => (i < 3 || (i >= 6 && i <= 8) ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  const widths = [7, 34, 17, 5, 5, 4, 10, 16, 6, 8];
  const lines = [
    'dockctl 2.14.0 · city=central · 2029-07-09 09:03:27 BST',
    '',
    cols(['DOCK', 'NAME', 'AREA', 'SLOTS', 'BIKES', 'FREE', 'STATE', 'SINCE', 'FW', 'LAST_HB'], widths).trimEnd(),
  ];
  for (const d of docks) {
    const slots = oneOf(random, [12, 16, 16, 20, 24, 30]);
    const live = d.state === 'ACTIVE';
    const vehicles = live ? between(random, 0, slots) : 0;
    const heartbeat =
      d.state === 'NO-COMMS'
        ? isoLocal(d.since).slice(11, 19)
        : d.state === 'INSTALLING'
          ? '--'
          : `09:0${between(random, 0, 3)}:${pad2(between(random, 0, 59))}`;
    lines.push(
      cols(
        [
          d.code,
          d.name.slice(0, 34),
          d.area,
          String(slots),
          String(vehicles),
          live ? String(slots - vehicles) : '-',
          d.state,
          spaced(d.since).slice(0, 16),
          oneOf(random, ['3.8.1', '3.8.1', '3.8.1', '3.8.0', '3.7.4']),
          heartbeat,
        ],
        widths,
      ).trimEnd(),
    );
  }
  const tally = (state: string) => docks.filter((d) => d.state === state).length;
  lines.push(
    '',
    `${docks.length} docks: ${tally('ACTIVE')} ACTIVE, ${tally('OOS-MAINT')} OOS-MAINT, ${tally('OOS-EVENT')} OOS-EVENT, ${tally('NO-COMMS')} NO-COMMS, ${tally('INSTALLING')} INSTALLING`,
    '',
  );
  const output = lines.join('\n');
  return probe(
    'round 152: dock taken out for repairs',
    'I think one of the docking stations up at Ashby Park was taken out of use for repairs over the weekend. What is its code?',
    'dockctl_status',
    output,
    'c3',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d1. Last night's battery swap events, NDJSON from the ops topic: one installed pack went in far from full.

function d1SwapEventsNdjson(): EconomicsTask {
  const random = seededRandom(152_401);
  const needle = 'BP-RW8N-47162';
  const crews = Array.from({ length: 14 }, (_, i) => [`SW-${pad2(i + 1)}`, `VN-${pad2(between(random, 10, 40))}`] as const);
  const serial = () => {
    let s = packSerial(random);
    while (s === needle) s = packSerial(random);
    return s;
  };
  const swap = (ms: number, installed: string, installedSoc: number, forceScooter = false) => {
    const [crew, van] = oneOf(random, crews);
    const scooter = random() < 0.72 || forceScooter;
    return JSON.stringify({
      event: 'swap.completed',
      id: `sw_${hex(random, 16)}`,
      at: bst(ms),
      crew,
      van,
      vehicle: vehicleId(random, scooter ? 'S' : 'B'),
      vehicle_type: scooter ? 'scooter' : 'ebike',
      removed: { pack: serial(), soc: between(random, 3, 35), cycles: between(random, 40, 900) },
      installed: { pack: installed, soc: installedSoc, cycles: between(random, 10, 900) },
      duration_s: between(random, 48, 190),
      lat: Number(lat(random)),
      lon: Number(lon(random)),
      note:
        random() < 0.9
          ? null
          : oneOf(random, ['kickstand stiff', 'mirror loose', 'sticker peeling', 'parked on verge, moved to bay', 'bell missing']),
    });
  };
  const lines: string[] = [];
  for (const [crew, van] of crews)
    lines.push(
      JSON.stringify({
        event: 'shift.started',
        at: bst(wall(7, 8, 20, between(random, 0, 20))),
        crew,
        van,
        packs_loaded: between(random, 36, 48),
      }),
    );
  let ms = wall(7, 8, 20, 25);
  const end = wall(7, 9, 5, 55);
  const targetAt = wall(7, 9, 1, 7, 33);
  let planted = false;
  while (ms < end) {
    ms += between(random, 4, 36) * 1000;
    if (!planted && ms >= targetAt) {
      lines.push(swap(targetAt, needle, 31, true));
      planted = true;
    }
    if (random() < 0.02) {
      const [crew, van] = oneOf(random, crews);
      lines.push(
        JSON.stringify({
          event: 'van.restock',
          at: bst(ms),
          crew,
          van,
          depot: 'eastfield',
          packs_loaded: between(random, 20, 40),
          packs_returned: between(random, 20, 40),
        }),
      );
    } else lines.push(swap(ms, serial(), between(random, 93, 100)));
  }
  for (const [crew, van] of crews)
    lines.push(
      JSON.stringify({ event: 'shift.ended', at: bst(wall(7, 9, 6, between(random, 0, 30))), crew, van, swaps: between(random, 60, 110) }),
    );
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 152: swap pack not charged',
    'One of the batteries that went into a scooter overnight was nowhere near charged. Which pack was it?',
    'battery_swap_events',
    output,
    'd1',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d2. The OTA server's log of the weekend's ECU campaign: one vehicle took far longer to apply than the rest.

function d2OtaCampaignLog(): EconomicsTask {
  const random = seededRandom(152_402);
  const needle = 'ZW-S-27455';
  const stamp = (ms: number) => `[${spaced(ms)} BST]`;
  const sizes: Record<string, string> = { 'Glide 3': '38.2', 'Glide 3 Pro': '41.7', 'Glide 2': '36.9' };
  const ids = new Set<string>();
  while (ids.size < 1240) {
    const id = vehicleId(random, 'S');
    if (id !== needle) ids.add(id);
  }
  const vehicles = shuffle(random, [...ids]);
  vehicles.splice(360, 0, needle);
  const events: [number, string][] = [];
  const start = wall(7, 7, 2, 0, 0);
  const batch = 40;
  const batches = Math.ceil(vehicles.length / batch);
  for (let b = 0; b < batches; b++) {
    const dispatched = start + b * 5 * MINUTE + between(random, 0, 20) * 1000;
    events.push([
      dispatched,
      `${stamp(dispatched)} batch ${b + 1}/${batches} dispatched (${Math.min(batch, vehicles.length - b * batch)} vehicles)`,
    ]);
    for (const id of vehicles.slice(b * batch, (b + 1) * batch)) {
      const model = oneOf(random, ['Glide 3', 'Glide 3', 'Glide 3 Pro', 'Glide 2']);
      const from = oneOf(random, ['4.12.6', '4.12.6', '4.12.6', '4.12.5']);
      const deferred = id !== needle && random() < 0.03;
      if (deferred) {
        const at = dispatched + between(random, 5, 60) * 1000;
        events.push([at, `${stamp(at)} ${id} ecu ${from} -> 4.13.0 deferred: vehicle in ride, requeued for next batch`]);
      }
      const took = id === needle ? 2731 : between(random, 148, 421);
      const done = dispatched + (deferred ? 5 * MINUTE : 0) + took * 1000 + between(random, 2, 30) * 1000;
      events.push([
        done,
        `${stamp(done)} ${id} ecu ${from} -> 4.13.0 applied in ${took}s (${sizes[model]} MB, ${model}, resumed ${oneOf(random, [0, 0, 0, 0, 1, 2])}, reboot ${between(random, 8, 14)}s)`,
      ]);
    }
  }
  events.sort((x, y) => x[0] - y[0]);
  const last = events[events.length - 1]![0];
  const output = [
    `${stamp(start - 4000)} campaign ecu-4.13.0-stage3 loaded: target ECU 4.13.0 (build 4130.227), ${vehicles.length} scooters, window 02:00-05:30, batch ${batch}`,
    `${stamp(start - 2000)} signing key zw-ota-2029a verified, image sha256 ${hex(random, 64)}`,
    ...events.map(([, line]) => line),
    `${stamp(last + 5000)} campaign ecu-4.13.0-stage3 closed: ${vehicles.length} applied, 0 outstanding`,
    '',
  ].join('\n');
  return probe(
    'round 152: ota slow scooter',
    "During the weekend's ECU update one of the scooters took far longer than the rest to finish. Which one was it?",
    'ota_campaign_log',
    output,
    'd2',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d3. The dock controllers' configuration, INI-like: one dock checks in far less often than the rest.

function d3DockConfigIni(): EconomicsTask {
  const random = seededRandom(152_403);
  const needle = 'DK-5263';
  const numbers = new Set<number>();
  while (numbers.size < 880) {
    const n = between(random, 100, 9999);
    if (n !== 5263) numbers.add(n);
  }
  numbers.add(5263);
  const codes = [...numbers].sort((x, y) => x - y).map((n) => `DK-${String(n).padStart(4, '0')}`);
  const section = (code: string) => {
    const firmware = oneOf(random, ['3.8.1', '3.8.1', '3.8.1', '3.8.0', '3.7.4']);
    const place =
      random() < 0.6
        ? `${oneOf(random, STREETS)} / ${oneOf(random, LANDMARKS)}`
        : `${oneOf(random, LANDMARKS)} ${oneOf(random, ['East', 'West', 'North', 'South'])}`;
    return [
      `[dock "${code}"]`,
      `name = ${place}`,
      `area = ${oneOf(random, AREAS)}`,
      `controller = ${oneOf(random, ['dcx-2', 'dcx-2', 'dcx-3'])}`,
      `serial = DCX${hex(random, 10).toUpperCase()}`,
      `firmware = ${firmware}`,
      `slots = ${oneOf(random, [12, 16, 16, 20, 24, 30])}`,
      `heartbeat_interval_s = ${code === needle ? 600 : 30}`,
      `status_push_interval_s = 300`,
      `reconnect_backoff_s = ${oneOf(random, [5, 5, 10])}`,
      `lock_timeout_ms = ${oneOf(random, [1500, 1500, 2000])}`,
      `charge_current_a = ${oneOf(random, ['2.0', '2.0', '1.5'])}`,
      `led_brightness = ${oneOf(random, [60, 80, 80, 100])}`,
      `sim_iccid = 8944${between(random, 100000000, 999999999)}${between(random, 1000000, 9999999)}`,
      '',
    ].join('\n');
  };
  const output = [
    '; dockctl config dump --all',
    `; generated by dockctl 2.14.0 on ${bst(wall(7, 9, 9, 2, 11))}`,
    '',
    '[global]',
    'ntp_server = ntp1.zipwheel.internal',
    'telemetry_endpoint = mqtts://mq.zipwheel.internal:8883',
    'config_version = 214',
    'timezone = Europe/London',
    '',
    ...codes.map(section),
  ].join('\n');
  return probe(
    'round 152: dock config heartbeat',
    'One of the docks checks in with the server far less often than all the others. Which dock is it?',
    'dockctl_config_dump',
    output,
    'd3',
    needle,
  );
}

export function roundOneHundredFiftyTwo(): EconomicsTask[] {
  return [
    a1TelemetrySnapshot(),
    a2ZoneRegistryXml(),
    a3RiderExportCsv(),
    b1GeofenceYaml(),
    b2WarehouseInventory(),
    b3FinesJobTraceback(),
    c1FinesReportHtml(),
    c2ParkingValidatorLog(),
    c3DockStatusTable(),
    d1SwapEventsNdjson(),
    d2OtaCampaignLog(),
    d3DockConfigIni(),
  ];
}
