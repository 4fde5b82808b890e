/**
 * Probe round 84, written blind: Tallgrass Car Rental, a US airport car rental company (fleet telematics, reservations, damage
 * inspections, tolls and parking fines, airport counters, vehicle preparation). "Today" is Tuesday, November 17, 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - telematics provider API (minified JSON): the street address of one car's last tracker ping;
 *  - GDS rate shop (one-line OTA_VehAvailRateRS XML): our estimated total for one car class on one rate;
 *  - booking web app bundle (minified JS with JSON locale modules): the daily fee the site quotes renters under 25;
 * b. The answer a few lines away from the line the question's words match:
 *  - reservations API, today's pick-ups at one branch (pretty JSON): the plate of the car assigned to one reservation;
 *  - damage inspection export (XML): the repair estimate on one unit's windshield damage found at return;
 *  - counter kiosk fleet config (TOML): the IP address of one kiosk's receipt printer;
 * c. A question that paraphrases the output or carries a preamble:
 *  - fines processor file (CSV): who was renting a car when it got a parking ticket;
 *  - telematics ingest log (logfmt): when a car first crossed into Mexico;
 *  - vehicle prep history (prepctl CLI table): who cleaned a minivan's interior before it went out;
 * d. One value unlike its peers, with no error word near it:
 *  - nightly tire pressure snapshot (fixed-width report): the car with one tire far softer than the rest;
 *  - toll tag inventory (psql table): the tag set to a different toll class from the fleet;
 *  - closed rental agreements (NDJSON): the agreement whose mileage is out of line.
 * Not among the bench's targets.
 * First run, at 989e0b3, the head when the round was written (with this file; `ROUNDS=84
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,980,326 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 84: telematics positions (minified JSON)
 *     codex: 14,285 tokens, peak 14,201, 0/1 needles, 0 read-backs
 *     context-chef: 732 tokens, peak 648, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,625 tokens, peak 1,258, 0/1 needles, 1 read-backs
 *     ours: 2,052 tokens, peak 1,049, 0/1 needles, 1 read-backs
 *   round 84: GDS rate shop (one-line OTA XML)
 *     codex: 11,191 tokens, peak 11,101, 0/1 needles, 0 read-backs
 *     context-chef: 672 tokens, peak 582, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,861 tokens, peak 4,760, 0/1 needles, 4 read-backs
 *     ours: 6,821 tokens, peak 2,764, 0/1 needles, 3 read-backs
 *   round 84: booking site bundle (minified JS)
 *     codex: 7,323 tokens, peak 7,249, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 652, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,574 tokens, peak 6,632, 0/1 needles, 4 read-backs
 *     ours: 23,324 tokens, peak 8,719, 1/1 needles, 4 read-backs
 *   round 84: branch pick-ups (pretty JSON)
 *     codex: 12,541 tokens, peak 12,468, 0/1 needles, 0 read-backs
 *     context-chef: 641 tokens, peak 568, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,696 tokens, peak 1,385, 1/1 needles, 2 read-backs
 *     ours: 936 tokens, peak 665, 1/1 needles, 0 read-backs
 *   round 84: damage inspections (XML)
 *     codex: 13,790 tokens, peak 13,715, 0/1 needles, 0 read-backs
 *     context-chef: 717 tokens, peak 642, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,633 tokens, peak 1,354, 0/1 needles, 1 read-backs
 *     ours: 2,588 tokens, peak 1,624, 0/1 needles, 1 read-backs
 *   round 84: counter kiosk config (TOML)
 *     codex: 15,180 tokens, peak 15,108, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,942 tokens, peak 1,502, 0/1 needles, 2 read-backs
 *     ours: 1,914 tokens, peak 957, 0/1 needles, 1 read-backs
 *   round 84: fines processor file (CSV), preamble
 *     codex: 18,966 tokens, peak 18,858, 0/1 needles, 0 read-backs
 *     context-chef: 917 tokens, peak 809, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,968 tokens, peak 4,300, 0/1 needles, 2 read-backs
 *     ours: 9,737 tokens, peak 5,701, 1/1 needles, 2 read-backs
 *   round 84: telematics event log (logfmt), preamble
 *     codex: 15,771 tokens, peak 15,660, 0/1 needles, 0 read-backs
 *     context-chef: 794 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,788 tokens, peak 4,078, 0/1 needles, 2 read-backs
 *     ours: 9,727 tokens, peak 5,444, 0/1 needles, 2 read-backs
 *   round 84: vehicle prep history (CLI table), preamble
 *     codex: 18,968 tokens, peak 18,866, 0/1 needles, 0 read-backs
 *     context-chef: 908 tokens, peak 806, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,339 tokens, peak 3,686, 1/1 needles, 2 read-backs
 *     ours: 6,150 tokens, peak 3,262, 1/1 needles, 2 read-backs
 *   round 84: tire pressure snapshot (fixed-width report)
 *     codex: 20,118 tokens, peak 20,033, 0/1 needles, 0 read-backs
 *     context-chef: 846 tokens, peak 761, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,630 tokens, peak 1,492, 0/1 needles, 4 read-backs
 *     ours: 1,826 tokens, peak 864, 0/1 needles, 1 read-backs
 *   round 84: toll tag inventory (psql)
 *     codex: 16,773 tokens, peak 16,688, 0/1 needles, 0 read-backs
 *     context-chef: 761 tokens, peak 676, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,297 tokens, peak 1,361, 0/1 needles, 4 read-backs
 *     ours: 4,376 tokens, peak 939, 1/1 needles, 4 read-backs
 *   round 84: closed rental agreements (NDJSON)
 *     codex: 15,132 tokens, peak 15,055, 0/1 needles, 0 read-backs
 *     context-chef: 746 tokens, peak 669, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,629 tokens, peak 1,235, 0/1 needles, 4 read-backs
 *     ours: 4,294 tokens, peak 926, 1/1 needles, 4 read-backs
 *     codex: 180,038 tokens, 0/12 needles
 *     context-chef: 9,156 tokens, 0/12 needles
 *     context-chef-store: 85,982 tokens, 2/12 needles
 *     ours: 73,745 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------
// Shared fleet data: names, models, branches, plates, VINs and time formats.

const FIRST = [
  'Aaron',
  'Abigail',
  'Adrian',
  'Aisha',
  'Alejandro',
  'Amelia',
  'Andre',
  'Ashley',
  'Benjamin',
  'Brianna',
  'Carlos',
  'Chloe',
  'Daniel',
  'Destiny',
  'Diego',
  'Elena',
  'Emily',
  'Ethan',
  'Fatima',
  'Gabriel',
  'Grace',
  'Hannah',
  'Isaac',
  'Jasmine',
  'Javier',
  'Jessica',
  'Jordan',
  'Kayla',
  'Kevin',
  'Lauren',
  'Luis',
  'Madison',
  'Marcus',
  'Maria',
  'Megan',
  'Michael',
  'Nathan',
  'Nicole',
  'Olivia',
  'Omar',
  'Priya',
  'Rachel',
  'Ryan',
  'Samantha',
  'Sofia',
  'Tyler',
  'Victoria',
  'Wei',
  'Xavier',
  'Zoe',
  'Hiroshi',
  'Lucia',
  'Mohammed',
  'Ngozi',
  'Bryce',
  'Camila',
  'Devon',
  'Imani',
  'Trevor',
  'Yusuf',
];
const LAST = [
  'Anderson',
  'Bailey',
  'Brooks',
  'Castillo',
  'Chen',
  'Collins',
  'Diaz',
  'Edwards',
  'Evans',
  'Fischer',
  'Flores',
  'Garcia',
  'Gonzalez',
  'Gupta',
  'Harris',
  'Hernandez',
  'Hughes',
  'Jackson',
  'Johnson',
  'Kim',
  'Kowalski',
  'Lee',
  'Lopez',
  'Martin',
  'Martinez',
  'Mitchell',
  'Morales',
  'Murphy',
  'Nguyen',
  'Okafor',
  'Ortiz',
  'Patel',
  'Perez',
  'Phillips',
  'Ramirez',
  'Reed',
  'Reyes',
  'Rivera',
  'Roberts',
  'Robinson',
  'Sanchez',
  'Schmidt',
  'Shah',
  'Singh',
  'Sullivan',
  'Taylor',
  'Thompson',
  'Torres',
  'Tran',
  'Turner',
  'Walker',
  'Washington',
  'Williams',
  'Wilson',
  'Wright',
  'Young',
  'Zhang',
  'Nakamura',
  'Abbott',
  'Delgado',
];
const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

interface Model {
  readonly make: string;
  readonly model: string;
  readonly sipp: string;
  readonly wmi: string;
  readonly psi: number;
  readonly ev: boolean;
}
const model = (make: string, name: string, sipp: string, wmi: string, psi: number, ev = false): Model => ({
  make,
  model: name,
  sipp,
  wmi,
  psi,
  ev,
});
const MODELS: readonly Model[] = [
  model('Toyota', 'Corolla', 'ICAR', '5YF', 35),
  model('Toyota', 'Camry', 'FCAR', '4T1', 35),
  model('Toyota', 'RAV4', 'IFAR', '2T3', 35),
  model('Nissan', 'Versa', 'CCAR', '3N1', 33),
  model('Nissan', 'Rogue', 'IFAR', '5N1', 33),
  model('Nissan', 'Altima', 'SCAR', '1N4', 36),
  model('Kia', 'Rio', 'ECAR', '3KP', 33),
  model('Kia', 'Sorento', 'SFAR', '5XY', 35),
  model('Hyundai', 'Elantra', 'ICAR', '5NP', 33),
  model('Hyundai', 'Tucson', 'IFAR', '5NM', 35),
  model('Chevrolet', 'Malibu', 'SCAR', '1G1', 35),
  model('Chevrolet', 'Tahoe', 'FFAR', '1GN', 35),
  model('Ford', 'Explorer', 'SFAR', '1FM', 35),
  model('Ford', 'Expedition', 'PFAR', '1FM', 35),
  model('Ford', 'Mustang Convertible', 'STAR', '1FA', 32),
  model('Jeep', 'Wrangler', 'SJAR', '1C4', 37),
  model('Jeep', 'Grand Cherokee', 'FFAR', '1C4', 36),
  model('Chrysler', 'Pacifica', 'MVAR', '2C4', 36),
  model('Toyota', 'Sienna', 'MVAR', '5TD', 36),
  model('Tesla', 'Model 3', 'SCAE', '5YJ', 42, true),
  model('Tesla', 'Model Y', 'SFAE', '7SA', 42, true),
  model('Ram', '1500', 'PPAR', '1C6', 40),
  model('Volkswagen', 'Jetta', 'SCAR', '3VW', 36),
  model('Mitsubishi', 'Mirage', 'ECAR', 'ML3', 35),
];
const modelNamed = (name: string): Model => MODELS.find((m) => m.model === name)!;
const COLORS = ['White', 'Silver', 'Gray', 'Black', 'Blue', 'Red', 'Pearl White', 'Midnight Blue', 'Celestial Silver', 'Magnetic Gray'];

type Place = readonly [street: string, city: string, zip: string];
interface Branch {
  readonly code: string;
  readonly name: string;
  readonly state: string;
  readonly utcOffset: number;
  readonly lat: number;
  readonly lon: number;
  readonly lot: Place;
  readonly places: readonly Place[];
}
const BRANCHES: readonly Branch[] = [
  {
    code: 'LAX',
    name: 'Los Angeles Intl — ITF West',
    state: 'CA',
    utcOffset: -8,
    lat: 33.9489,
    lon: -118.3923,
    lot: ['9020 Aviation Blvd', 'Inglewood', '90301'],
    places: [
      ['W Century Blvd', 'Los Angeles', '90045'],
      ['S Sepulveda Blvd', 'Los Angeles', '90045'],
      ['Glencoe Ave', 'Marina Del Rey', '90292'],
      ['Lincoln Blvd', 'Santa Monica', '90405'],
      ['Venice Blvd', 'Los Angeles', '90019'],
      ['S Figueroa St', 'Los Angeles', '90015'],
      ['Hollywood Blvd', 'Los Angeles', '90028'],
      ['Pacific Coast Hwy', 'Malibu', '90265'],
    ],
  },
  {
    code: 'SFO',
    name: 'San Francisco Intl — Rental Car Center',
    state: 'CA',
    utcOffset: -8,
    lat: 37.6322,
    lon: -122.4014,
    lot: ['780 N McDonnell Rd', 'San Francisco', '94128'],
    places: [
      ['Mission St', 'San Francisco', '94103'],
      ['El Camino Real', 'San Mateo', '94402'],
      ['Lombard St', 'San Francisco', '94123'],
      ['University Ave', 'Palo Alto', '94301'],
      ['Broadway', 'Oakland', '94612'],
      ['Bayshore Blvd', 'Brisbane', '94005'],
    ],
  },
  {
    code: 'SAN',
    name: 'San Diego Intl — Rental Car Center',
    state: 'CA',
    utcOffset: -8,
    lat: 32.7377,
    lon: -117.1997,
    lot: ['3355 Admiral Boland Way', 'San Diego', '92101'],
    places: [
      ['Harbor Dr', 'San Diego', '92101'],
      ['Garnet Ave', 'San Diego', '92109'],
      ['Camino del Rio N', 'San Diego', '92108'],
      ['Prospect St', 'La Jolla', '92037'],
      ['Orange Ave', 'Coronado', '92118'],
    ],
  },
  {
    code: 'SEA',
    name: 'Seattle-Tacoma Intl — Rental Car Facility',
    state: 'WA',
    utcOffset: -8,
    lat: 47.4443,
    lon: -122.2973,
    lot: ['3150 S 160th St', 'SeaTac', '98188'],
    places: [
      ['International Blvd', 'SeaTac', '98188'],
      ['Pike St', 'Seattle', '98101'],
      ['Rainier Ave S', 'Seattle', '98144'],
      ['NE 8th St', 'Bellevue', '98004'],
      ['Pacific Ave', 'Tacoma', '98402'],
    ],
  },
  {
    code: 'PHX',
    name: 'Phoenix Sky Harbor — Rental Car Center',
    state: 'AZ',
    utcOffset: -7,
    lat: 33.4233,
    lon: -112.0316,
    lot: ['1805 E Sky Harbor Cir S', 'Phoenix', '85034'],
    places: [
      ['E Camelback Rd', 'Phoenix', '85016'],
      ['N Scottsdale Rd', 'Scottsdale', '85251'],
      ['W Baseline Rd', 'Tempe', '85283'],
      ['E Bell Rd', 'Phoenix', '85022'],
      ['N Central Ave', 'Phoenix', '85004'],
    ],
  },
  {
    code: 'TUS',
    name: 'Tucson Intl',
    state: 'AZ',
    utcOffset: -7,
    lat: 32.1182,
    lon: -110.9394,
    lot: ['7250 S Tucson Blvd', 'Tucson', '85756'],
    places: [
      ['E Speedway Blvd', 'Tucson', '85719'],
      ['N Oracle Rd', 'Tucson', '85704'],
      ['E Broadway Blvd', 'Tucson', '85711'],
    ],
  },
  {
    code: 'LAS',
    name: 'Harry Reid Intl — Rent-A-Car Center',
    state: 'NV',
    utcOffset: -8,
    lat: 36.0637,
    lon: -115.1577,
    lot: ['7135 Gilespie St', 'Las Vegas', '89119'],
    places: [
      ['Las Vegas Blvd S', 'Las Vegas', '89109'],
      ['W Flamingo Rd', 'Las Vegas', '89103'],
      ['E Tropicana Ave', 'Las Vegas', '89119'],
      ['W Sahara Ave', 'Las Vegas', '89102'],
    ],
  },
  {
    code: 'DEN',
    name: 'Denver Intl',
    state: 'CO',
    utcOffset: -7,
    lat: 39.8469,
    lon: -104.6738,
    lot: ['24530 E 78th Ave', 'Denver', '80249'],
    places: [
      ['E Colfax Ave', 'Denver', '80206'],
      ['S Broadway', 'Denver', '80209'],
      ['Pearl St', 'Boulder', '80302'],
      ['W 120th Ave', 'Westminster', '80234'],
    ],
  },
  {
    code: 'DFW',
    name: 'Dallas/Fort Worth Intl — Rental Car Center',
    state: 'TX',
    utcOffset: -6,
    lat: 32.8213,
    lon: -97.0456,
    lot: ['2424 E 38th St', 'DFW Airport', '75261'],
    places: [
      ['N Stemmons Fwy', 'Dallas', '75207'],
      ['W 7th St', 'Fort Worth', '76102'],
      ['E Lamar Blvd', 'Arlington', '76011'],
      ['Preston Rd', 'Plano', '75093'],
    ],
  },
  {
    code: 'DAL',
    name: 'Dallas Love Field',
    state: 'TX',
    utcOffset: -6,
    lat: 32.8453,
    lon: -96.8574,
    lot: ['2350 W Mockingbird Ln', 'Dallas', '75235'],
    places: [
      ['Lemmon Ave', 'Dallas', '75209'],
      ['Greenville Ave', 'Dallas', '75206'],
      ['Main St', 'Dallas', '75201'],
    ],
  },
  {
    code: 'IAH',
    name: 'Houston Bush Intercontinental',
    state: 'TX',
    utcOffset: -6,
    lat: 29.9768,
    lon: -95.3581,
    lot: ['17334 Palmetto Pines Dr', 'Houston', '77032'],
    places: [
      ['Westheimer Rd', 'Houston', '77056'],
      ['Main St', 'Houston', '77002'],
      ['Kirby Dr', 'Houston', '77098'],
    ],
  },
  {
    code: 'MCO',
    name: 'Orlando Intl — Terminal C Garage',
    state: 'FL',
    utcOffset: -5,
    lat: 28.4117,
    lon: -81.3086,
    lot: ['10200 Jeff Fuqua Blvd S', 'Orlando', '32827'],
    places: [
      ['International Dr', 'Orlando', '32819'],
      ['W Irlo Bronson Memorial Hwy', 'Kissimmee', '34747'],
      ['Vineland Ave', 'Orlando', '32821'],
      ['N Orange Ave', 'Orlando', '32801'],
    ],
  },
  {
    code: 'MIA',
    name: 'Miami Intl — Rental Car Center',
    state: 'FL',
    utcOffset: -5,
    lat: 25.7988,
    lon: -80.2617,
    lot: ['3900 NW 25th St', 'Miami', '33142'],
    places: [
      ['Collins Ave', 'Miami Beach', '33139'],
      ['Brickell Ave', 'Miami', '33131'],
      ['NW 36th St', 'Doral', '33166'],
    ],
  },
  {
    code: 'ATL',
    name: 'Atlanta Hartsfield-Jackson — Rental Car Center',
    state: 'GA',
    utcOffset: -5,
    lat: 33.6531,
    lon: -84.4436,
    lot: ['2200 Rental Car Center Pkwy', 'College Park', '30337'],
    places: [
      ['Peachtree St NE', 'Atlanta', '30308'],
      ['Ponce de Leon Ave NE', 'Atlanta', '30308'],
      ['Camp Creek Pkwy', 'East Point', '30344'],
    ],
  },
  {
    code: 'ORD',
    name: "Chicago O'Hare — Multi-Modal Facility",
    state: 'IL',
    utcOffset: -6,
    lat: 41.9874,
    lon: -87.8854,
    lot: ['10255 W Zemke Blvd', 'Chicago', '60666'],
    places: [
      ['N Michigan Ave', 'Chicago', '60611'],
      ['W Higgins Rd', 'Rosemont', '60018'],
      ['N Clark St', 'Chicago', '60614'],
    ],
  },
  {
    code: 'BOS',
    name: 'Boston Logan — Rental Car Center',
    state: 'MA',
    utcOffset: -5,
    lat: 42.3775,
    lon: -71.0253,
    lot: ['15 Transportation Way', 'East Boston', '02128'],
    places: [
      ['Boylston St', 'Boston', '02116'],
      ['Commonwealth Ave', 'Boston', '02215'],
      ['Massachusetts Ave', 'Cambridge', '02139'],
      ['Hanover St', 'Boston', '02113'],
    ],
  },
];
const branchCoded = (code: string): Branch => BRANCHES.find((b) => b.code === code)!;

/** Letters a licence plate uses (no I, O, Q, U). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
/** A licence plate in the style of `state`, not in `used` (it is added). */
function plate(random: () => number, state: string, used: Set<string>): string {
  for (;;) {
    let p: string;
    if (state === 'CA') p = `${between(random, 7, 9)}${chars(random, PLATE_LETTERS, 3)}${between(random, 100, 999)}`;
    else if (state === 'MA') p = `${between(random, 1, 9)}${chars(random, PLATE_LETTERS, 3)}${between(random, 10, 99)}`;
    else if (state === 'FL')
      p = `${chars(random, PLATE_LETTERS, 3)}${chars(random, PLATE_LETTERS + '0123456789', 1)}${between(random, 10, 99)}`;
    else if (state === 'NV') p = `${between(random, 100, 999)}${chars(random, PLATE_LETTERS, 1)}${between(random, 100, 999)}`;
    else p = `${chars(random, PLATE_LETTERS, 3)}${between(random, 1000, 9999)}`;
    if (!used.has(p)) {
      used.add(p);
      return p;
    }
  }
}
/** A VIN with the model's manufacturer prefix. */
const vin = (random: () => number, m: Model): string =>
  `${m.wmi}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 5)}${chars(random, '0123456789X', 1)}T${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 1)}${between(random, 100000, 999999)}`;
/** A five-digit fleet unit number, not in `used` (it is added). */
function unitNumber(random: () => number, used: Set<number>): number {
  for (;;) {
    const u = between(random, 30000, 79999);
    if (!used.has(u)) {
      used.add(u);
      return u;
    }
  }
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** `2026-11-17T14:06:12.345Z` */
const iso = (ms: number): string => new Date(ms).toISOString();
/** `2026-11-17T14:06:12Z` */
const isoSeconds = (ms: number): string => iso(ms).slice(0, 19) + 'Z';
/** The local wall time at `offset` hours from UTC: `2026-11-17T07:06:12-07:00`. */
const local = (ms: number, offset: number): string =>
  `${iso(ms + offset * HOUR).slice(0, 19)}${offset < 0 ? '-' : '+'}${pad2(Math.abs(offset))}:00`;
/** `2026-11-17 07:06` at `offset` hours from UTC. */
const wall = (ms: number, offset = 0): string =>
  iso(ms + offset * HOUR)
    .slice(0, 16)
    .replace('T', ' ');
const money = (n: number): string => n.toFixed(2);
const round2 = (n: number): number => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** Telematics API: every vehicle's last position, as the provider's REST endpoint returns it (minified JSON). */
function fleetPositions(): EconomicsTask {
  const random = seededRandom(84_101);
  const plates = new Set<string>(['9MJT207']);
  const units = new Set<number>();
  const asOf = Date.UTC(2026, 10, 17, 14, 6, 0);
  const count = 1400;
  const target = Math.floor(count * 0.49);
  const vehicles: object[] = [];
  for (let i = 0; i < count; i++) {
    const isTarget = i === target;
    const branch = isTarget ? branchCoded('LAX') : oneOf(random, BRANCHES);
    const m = isTarget ? modelNamed('Rogue') : oneOf(random, MODELS);
    const status = isTarget
      ? 'ON_RENT'
      : oneOf(random, [
          'ON_RENT',
          'ON_RENT',
          'ON_RENT',
          'ON_RENT',
          'AVAILABLE',
          'AVAILABLE',
          'IN_PREP',
          'IN_SHOP',
          'IN_TRANSIT',
          'RESERVED',
        ]);
    const onLot = status !== 'ON_RENT' && status !== 'IN_TRANSIT';
    let address: Place;
    let line1: string;
    if (isTarget) {
      address = ['Glencoe Ave', 'Marina Del Rey', '90292'];
      line1 = '4470 Glencoe Ave';
    } else if (onLot) {
      address = branch.lot;
      line1 = branch.lot[0];
    } else {
      address = oneOf(random, branch.places);
      let number = between(random, 100, 12999);
      if (address[0] === 'Glencoe Ave' && number === 4470) number = 4471;
      line1 = `${number} ${address[0]}`;
    }
    const moving = !onLot && !isTarget && random() < 0.35;
    const ping = asOf - (isTarget ? 11 * MINUTE + 37_000 : between(random, 5, onLot ? 900 : 5400) * 1000);
    const lat = branch.lat + (onLot ? (random() - 0.5) * 0.002 : (random() - 0.5) * 0.4);
    const lon = branch.lon + (onLot ? (random() - 0.5) * 0.002 : (random() - 0.5) * 0.4);
    const odometer = between(random, 1200, 61000) + between(random, 0, 9) / 10;
    vehicles.push({
      id: `veh_${hex(random, 24)}`,
      unitNumber: String(unitNumber(random, units)),
      vin: vin(random, m),
      plate: { number: isTarget ? '9MJT207' : plate(random, branch.state, plates), region: branch.state },
      make: m.make,
      model: m.model,
      modelYear: oneOf(random, [2024, 2025, 2025, 2026]),
      color: oneOf(random, COLORS),
      homeBranch: branch.code,
      fleetStatus: status,
      device: { provider: oneOf(random, ['geotab', 'geotab', 'samsara', 'oem-connected']), serial: `G9${hex(random, 8).toUpperCase()}` },
      lastPosition: {
        recordedAt: isoSeconds(isTarget ? asOf - 11 * MINUTE - 37_000 : ping),
        lat: isTarget ? 33.98641 : Number(lat.toFixed(5)),
        lon: isTarget ? -118.44183 : Number(lon.toFixed(5)),
        headingDeg: between(random, 0, 359),
        speedKph: moving ? between(random, 8, 112) : 0,
        ignition: moving,
        address: { line1, city: address[1], region: branch.state, postalCode: address[2], country: 'US' },
        geofences: onLot ? [`${branch.code}-LOT`] : [],
      },
      odometerKm: odometer,
      fuelLevelPct: m.ev ? null : between(random, 4, 100),
      evStateOfChargePct: m.ev ? between(random, 8, 100) : null,
      batteryVoltage: Number((12 + random() * 1.6).toFixed(1)),
      lastIgnitionOffAt: moving ? null : isoSeconds(ping - between(random, 60, 40000) * 1000),
    });
  }
  const output = JSON.stringify({
    data: vehicles,
    page: { limit: 2000, returned: count, nextCursor: null },
    fleet: 'tallgrass-us',
    asOf: isoSeconds(asOf),
  });
  return probe(
    'round 84: telematics positions (minified JSON)',
    'Where is the Nissan Rogue with plate 9MJT207 right now? I need the street address from its last tracker ping.',
    'telematics_vehicle_positions',
    output,
    'rogue-address',
    '4470 Glencoe Ave',
    true,
  );
}

const SIPPS: readonly (readonly [code: string, name: string, passengers: number, bags: number, daily: number])[] = [
  ['ECAR', 'Mitsubishi Mirage or similar', 4, 1, 48],
  ['CCAR', 'Nissan Versa or similar', 5, 2, 52],
  ['ICAR', 'Toyota Corolla or similar', 5, 2, 57],
  ['SCAR', 'Volkswagen Jetta or similar', 5, 3, 61],
  ['FCAR', 'Toyota Camry or similar', 5, 3, 66],
  ['PCAR', 'Chrysler 300 or similar', 5, 3, 79],
  ['LCAR', 'Cadillac CT5 or similar', 5, 3, 112],
  ['STAR', 'Ford Mustang Convertible or similar', 4, 2, 98],
  ['CFAR', 'Nissan Kicks or similar', 5, 2, 64],
  ['IFAR', 'Toyota RAV4 or similar', 5, 3, 71],
  ['SFAR', 'Ford Explorer or similar', 7, 3, 84],
  ['FFAR', 'Chevrolet Tahoe or similar', 7, 4, 118],
  ['PFAR', 'Ford Expedition or similar', 8, 4, 131],
  ['LFAR', 'Cadillac Escalade or similar', 7, 4, 189],
  ['SJAR', 'Jeep Wrangler or similar', 4, 2, 96],
  ['MVAR', 'Chrysler Pacifica or similar', 7, 4, 109],
  ['SCAE', 'Tesla Model 3 or similar', 5, 2, 89],
  ['PPAR', 'Ram 1500 Crew Cab or similar', 5, 4, 104],
];

/** A GDS rate shop: the OpenTravel vehicle availability and rates response for one LAX rental, minified XML on one line. */
function gdsRateShop(): EconomicsTask {
  const random = seededRandom(84_102);
  const vendors = [
    ['OR', 'Orbit Car Rental', 1.04],
    ['SM', 'Sunmark Rent A Car', 0.93],
    ['TG', 'Tallgrass Car Rental', 1.0],
    ['RL', 'Redline Rentals', 0.97],
    ['BA', 'Bayside Auto Rental', 0.89],
  ] as const;
  const rates = [
    ['BEST', '6', 1.0],
    ['AAA', '3', 0.9],
    ['CORP', '2', 0.86],
    ['PREPAY', '16', 0.84],
    ['WKND', '7', 0.95],
    ['GOV', '4', 0.78],
  ] as const;
  const days = 5;
  let needle = '';
  const avails: string[] = [];
  const vendorXml = vendors.map(([code, vendorName, vendorMult]) => {
    avails.length = 0;
    for (const [sipp, name, pax, bags, daily] of SIPPS) {
      for (const [rateCode, category, rateMult] of rates) {
        if (code !== 'TG' && random() < 0.08) continue;
        const status = random() < 0.12 && !(code === 'TG' && sipp === 'FFAR') ? 'OnRequest' : 'Available';
        const unit = round2(daily * vendorMult * rateMult * 1.22 * (0.95 + random() * 0.13));
        const base = round2(unit * days);
        const cfc = 9 * days;
        const crf = round2(base * 0.1111);
        const vlf = round2(1.75 * days);
        const tourism = round2(base * 0.035);
        const tax = round2((base + crf + vlf) * 0.095);
        const total = money(base + cfc + crf + vlf + tourism + tax);
        if (code === 'TG' && sipp === 'FFAR' && rateCode === 'AAA') needle = total;
        const ldw = money(round2(24.99 + random() * 14));
        const sli = money(round2(13.99 + random() * 6));
        avails.push(
          `<VehAvail><VehAvailCore Status="${status}"><Vehicle PassengerQuantity="${pax}" BaggageQuantity="${bags}" AirConditionInd="true" TransmissionType="Automatic" FuelType="${sipp.endsWith('E') ? 'Electric' : 'Unspecified'}" DriveType="Unspecified" Code="${sipp}" CodeContext="SIPP"><VehType VehicleCategory="${sipp[1] === 'F' || sipp[1] === 'J' ? '3' : sipp[1] === 'V' ? '2' : sipp[1] === 'P' ? '5' : '1'}" DoorCount="${sipp[1] === 'T' ? '2' : '4'}"/><VehClass Size="${'ECISFPLXM'.indexOf(sipp[0]!) + 3}"/><VehMakeModel Name="${name}" Code="${sipp}"/><PictureURL>https://img.${code.toLowerCase()}-cdn.net/fleet/${sipp.toLowerCase()}_${hex(random, 6)}.png</PictureURL></Vehicle>` +
            `<RentalRate><RateDistance Unlimited="true" DistUnitName="Mile" VehiclePeriodUnitName="RentalPeriod"/><VehicleCharges><VehicleCharge Purpose="1" TaxInclusive="false" GuaranteedInd="true" Amount="${money(base)}" CurrencyCode="USD" IncludedInRate="false"><Calculation UnitCharge="${money(unit)}" UnitName="Day" Quantity="${days}"/></VehicleCharge></VehicleCharges><RateQualifier RateCategory="${category}" RateQualifier="${rateCode}" RatePeriod="Daily" VendorRateID="${code}${rateCode.slice(0, 2)}${between(random, 1000, 9999)}"/></RentalRate>` +
            `<TotalCharge RateTotalAmount="${money(base)}" EstimatedTotalAmount="${total}" CurrencyCode="USD"/>` +
            `<Fees><Fee Purpose="5" Description="CUSTOMER FACILITY CHARGE" IncludedInRate="false" Amount="${money(cfc)}" CurrencyCode="USD"><Calculation UnitCharge="9.00" UnitName="Day" Quantity="${days}"/></Fee><Fee Purpose="5" Description="CONCESSION RECOVERY FEE" IncludedInRate="false" Amount="${money(crf)}" CurrencyCode="USD"><Calculation Percentage="11.11"/></Fee><Fee Purpose="5" Description="VEHICLE LICENSE RECOVERY FEE" IncludedInRate="false" Amount="${money(vlf)}" CurrencyCode="USD"/><Fee Purpose="5" Description="CA TOURISM COMMISSION ASSESSMENT" IncludedInRate="false" Amount="${money(tourism)}" CurrencyCode="USD"><Calculation Percentage="3.50"/></Fee><Fee Purpose="7" Description="SALES TAX" IncludedInRate="false" Amount="${money(tax)}" CurrencyCode="USD"><Calculation Percentage="9.50"/></Fee></Fees>` +
            `</VehAvailCore><VehAvailInfo><PricedCoverages><PricedCoverage><Coverage CoverageType="7" Code="LDW"/><Charge Amount="${ldw}" CurrencyCode="USD" IncludedInRate="false"><Calculation UnitCharge="${ldw}" UnitName="Day" Quantity="${days}"/></Charge></PricedCoverage><PricedCoverage><Coverage CoverageType="38" Code="SLI"/><Charge Amount="${sli}" CurrencyCode="USD" IncludedInRate="false"><Calculation UnitCharge="${sli}" UnitName="Day" Quantity="${days}"/></Charge></PricedCoverage></PricedCoverages>${rateCode === 'PREPAY' ? `<PaymentRules><PaymentRule RuleType="2" Amount="${total}" CurrencyCode="USD"/></PaymentRules>` : ''}</VehAvailInfo></VehAvail>`,
        );
      }
    }
    return `<VehVendorAvail><Vendor Code="${code}" CompanyShortName="${vendorName}" TravelSector="2"/><VehAvails>${avails.join('')}</VehAvails><Info><LocationDetails AtAirport="true" Code="LAX" Name="LOS ANGELES INTL AIRPORT" CodeContext="IATA"><Address><AddressLine>${code === 'TG' ? '9020 AVIATION BLVD' : `${between(random, 5000, 9999)} ${oneOf(random, ['AVIATION BLVD', 'W 96TH ST', 'AIRPORT BLVD', 'W CENTURY BLVD'])}`}</AddressLine><CityName>INGLEWOOD</CityName><PostalCode>90301</PostalCode><StateProv StateCode="CA"/><CountryName Code="US"/></Address><Telephone PhoneTechType="1" PhoneNumber="+1 310 555 0${between(random, 100, 199)}"/><AdditionalInfo><ParkLocation Location="ITF WEST SHUTTLE LEVEL 1"/><CounterLocation Location="${code === 'TG' ? 'ITF WEST' : 'OFF AIRPORT SHUTTLE'}"/></AdditionalInfo></LocationDetails></Info></VehVendorAvail>`;
  });
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><OTA_VehAvailRateRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="4.000" TimeStamp="2026-11-17T09:14:22-08:00" EchoToken="${uuid(random)}" Target="Production" TransactionIdentifier="RS${hex(random, 16).toUpperCase()}"><Success/>` +
    `<VehAvailRSCore><VehRentalCore PickUpDateTime="2026-11-25T16:00:00" ReturnDateTime="2026-11-30T12:00:00"><PickUpLocation LocationCode="LAX" CodeContext="IATA"/><ReturnLocation LocationCode="LAX" CodeContext="IATA"/></VehRentalCore><VehVendorAvails>${vendorXml.join('')}</VehVendorAvails></VehAvailRSCore></OTA_VehAvailRateRS>`;
  return probe(
    'round 84: GDS rate shop (one-line OTA XML)',
    'In the LAX rate shop for Thanksgiving week, what estimated total are we at Tallgrass quoting for a full-size SUV (FFAR) on the AAA rate?',
    'gds_rate_shop',
    output,
    'ffar-aaa-total',
    needle,
    true,
  );
}

const UI_PARTS = [
  'ExtrasRow',
  'VehicleCard',
  'LocationPicker',
  'DateRangeInput',
  'PromoCodeField',
  'LoyaltyBanner',
  'PriceBreakdown',
  'ProtectionPlans',
  'DriverDetails',
  'PaymentForm',
  'ConfirmationPanel',
  'FlightNumberField',
  'AgeSelect',
  'MapPin',
  'FilterChips',
  'SortMenu',
  'CarClassGallery',
  'ModifyReservation',
  'CancelDialog',
  'ReceiptLookup',
  'SkipTheCounter',
  'ReturnInstructions',
  'TollPassUpsell',
  'FuelOptions',
];
const UI_WORDS = [
  'Continue',
  'Back',
  'Select',
  'Remove',
  'Add',
  'Apply',
  'Edit',
  'Save',
  'Done',
  'Show details',
  'Hide details',
  'Change location',
  'Pay now',
  'Pay later',
  'Sign in',
  'Join Tallgrass Rewards',
  'Same as pick-up',
  'Return elsewhere',
  'View total',
  'Keep my car',
  'Search cars',
];
const API_PATHS = [
  'reservations',
  'locations',
  'vehicles/classes',
  'rates/quote',
  'extras',
  'loyalty/members',
  'payments/intents',
  'receipts',
  'promotions/validate',
  'checkin/express',
  'tolls/plans',
  'airlines',
];
const ident = (random: () => number, n = 2): string =>
  chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 1) +
  chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$', n - 1);
const kebab = (s: string): string => s.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** The booking site's English strings (a webpack JSON module): what the web app tells renters. */
function englishStrings(random: () => number): string {
  const strings: [string, string][] = [
    ['booking.search.title', 'Find your rental car'],
    ['booking.search.pickup', 'Pick-up location'],
    ['booking.search.return', 'Return location'],
    ['booking.search.age', 'Driver age'],
    ['booking.search.ageHint', 'Drivers under 25 may pay an additional daily fee. Minimum age is 21.'],
    ['booking.search.submit', 'Search cars'],
    ['booking.results.soldOut', 'This car class is sold out for your dates.'],
    ['booking.results.payNowSave', 'Pay now and save up to 15%'],
    ['extras.title', 'Add extras and protection'],
    ['extras.additionalDriver.title', 'Additional driver'],
    ['extras.additionalDriver.body', 'Add another driver for $13.99 per day. Spouses and domestic partners drive free in California.'],
    ['extras.childSeat.title', 'Child safety seat'],
    ['extras.childSeat.body', 'Infant, convertible and booster seats are $14.99 per day, up to $98.00 per rental.'],
    ['extras.tollPass.title', 'TollPass unlimited'],
    ['extras.tollPass.body', 'Unlimited tolls for $11.99 per day, charged only on days you drive through a toll.'],
    ['extras.gps.title', 'Navigation unit'],
    ['extras.gps.body', 'A portable GPS for $17.99 per day, preloaded with maps of North America.'],
    ['extras.roadside.title', 'Roadside Plus'],
    ['extras.roadside.body', 'Lockouts, lost keys, flat tires and jump starts covered for $8.99 per day.'],
    ['extras.ldw.title', 'Loss Damage Waiver'],
    ['extras.ldw.body', 'Waives your responsibility for damage to or theft of the car, from $32.99 per day.'],
    ['extras.sli.title', 'Supplemental Liability'],
    ['extras.sli.body', 'Up to $1,000,000 in third-party liability coverage from $16.49 per day.'],
    ['extras.fuel.prepay', 'Prepay a full tank at a local price and return the car at any level.'],
    ['extras.fuel.refill', 'Return it full, or we refill it at $9.49 per gallon.'],
    ['surcharge.youngRenter.title', 'Young Renter Fee'],
    [
      'surcharge.youngRenter.body',
      'Renters aged 21 to 24 pay a Young Renter Fee of $29.95 per day on top of the rate, unless a corporate or AAA agreement waives it.',
    ],
    ['surcharge.oneWay.body', 'One-way rentals between these locations include a drop charge shown in your total.'],
    ['surcharge.airport.body', 'Airport locations collect concession and facility fees set by the airport.'],
    ['checkout.ageNotice', 'The Young Renter Fee is collected at the counter and appears on your final receipt.'],
    ['checkout.deposit', 'A refundable authorization of $200.00 plus the estimated total is placed on your card at pick-up.'],
    ['checkout.cancel', 'Free cancellation up to 24 hours before pick-up on Pay Later reservations.'],
    ['confirmation.title', 'You are all set'],
    ['confirmation.skipCounter', 'Skip the counter: add your license in the app and go straight to your car.'],
    ['returns.afterHours', 'After-hours returns: park in the marked lanes and drop the key in the return box.'],
    ['returns.late', 'Returns more than 29 minutes late are charged an extra hour, up to a full day.'],
  ];
  const helps = [
    'You can change this later in Manage Booking.',
    'Prices include taxes and fees shown at checkout.',
    'We will email your receipt within 24 hours of return.',
    'Rewards members earn points on every paid rental day.',
    'Airport locations may have different opening hours.',
    'Some extras are subject to availability at the counter.',
    'Your card is not charged until you pick up the car.',
  ];
  for (const part of UI_PARTS) {
    const key = `${part[0]!.toLowerCase()}${part.slice(1)}`;
    const label = kebab(part).replace(/-/g, ' ');
    strings.push(
      [`${key}.title`, label[0]!.toUpperCase() + label.slice(1)],
      [`${key}.cta`, oneOf(random, UI_WORDS)],
      [`${key}.help`, oneOf(random, helps)],
      [`${key}.empty`, oneOf(random, ['Nothing here yet.', 'No results for your search.', 'Nothing selected.'])],
      [`${key}.a11y.close`, `Close ${label}`],
    );
  }
  strings.sort(([a], [b]) => a.localeCompare(b));
  return `e=>{e.exports=JSON.parse('${JSON.stringify(Object.fromEntries(strings))}')}`;
}

/** The same strings in Spanish or French, fewer of them. */
function otherStrings(random: () => number, lang: 'es' | 'fr'): string {
  const es: [string, string][] = [
    ['booking.search.title', 'Encuentra tu auto de alquiler'],
    ['booking.search.ageHint', 'Los conductores menores de 25 años pueden pagar un cargo diario adicional.'],
    ['extras.additionalDriver.body', 'Agrega otro conductor por US$13.99 al día.'],
    ['extras.childSeat.body', 'Sillas para bebé y elevadores por US$14.99 al día, hasta US$98.00 por alquiler.'],
    ['extras.tollPass.body', 'Peajes ilimitados por US$11.99 al día, solo los días que uses una vía de peaje.'],
    ['surcharge.youngRenter.body', 'Los conductores de 21 a 24 años pagan un cargo por conductor joven de US$29.95 al día.'],
  ];
  const fr: [string, string][] = [
    ['booking.search.title', 'Trouvez votre voiture de location'],
    ['booking.search.ageHint', 'Les conducteurs de moins de 25 ans peuvent payer des frais quotidiens supplémentaires.'],
    ['extras.additionalDriver.body', 'Ajoutez un conducteur pour 13,99 $ US par jour.'],
    ['extras.childSeat.body', 'Sièges pour enfant à 14,99 $ US par jour, jusqu’à 98,00 $ US par location.'],
    ['surcharge.youngRenter.body', 'Les conducteurs de 21 à 24 ans paient des frais de jeune conducteur de 29,95 $ US par jour.'],
  ];
  const strings = lang === 'es' ? es : fr;
  for (const part of UI_PARTS)
    strings.push([`${part[0]!.toLowerCase()}${part.slice(1)}.title`, `${lang === 'es' ? 'Sección' : 'Section'} ${hex(random, 4)}`]);
  return `e=>{e.exports=JSON.parse('${JSON.stringify(Object.fromEntries(strings))}')}`;
}

/** One minified module of the booking web app: a component, an API call or a reducer. */
function bundleModule(random: () => number): string {
  const mod = () => between(random, 1000, 99999);
  const kind = pick(random, 3);
  if (kind === 0) {
    const part = oneOf(random, UI_PARTS);
    const f = ident(random);
    const s = ident(random);
    const k = kebab(part);
    return `(e,t,n)=>{n.d(t,{A:()=>${f}});var r=n(${mod()}),a=n(${mod()}),o=n(${mod()});const ${s}=(0,o.Ay)("${oneOf(random, ['div', 'section', 'li', 'form', 'aside'])}")({display:"${oneOf(random, ['flex', 'grid', 'block'])}",gap:${between(random, 2, 24)},padding:"${between(random, 4, 24)}px ${between(random, 4, 32)}px",borderRadius:${between(random, 0, 16)}});function ${f}(e){let{${oneOf(random, ['reservation', 'vehicle', 'location', 'quote', 'member'])}:t,onChange:n,${oneOf(random, ['disabled', 'compact', 'loading', 'locale'])}:i}=e;const[l,c]=(0,r.useState)(${oneOf(random, ['!1', '!0', 'null', '""', '0', '[]'])}),u=(0,r.useMemo)((()=>t?.${oneOf(random, ['total', 'sipp', 'pickup', 'extras', 'tier'])}??null),[t]);(0,r.useEffect)((()=>{i||n?.(u)}),[u,i]);return(0,a.jsxs)(${s},{className:"tg-${k}${oneOf(random, ['', '__row', '__body', '--compact'])}","aria-busy":!!i,children:[(0,a.jsx)("${oneOf(random, ['span', 'h3', 'p', 'strong'])}",{children:(0,o.t)("${part[0]!.toLowerCase()}${part.slice(1)}.${oneOf(random, ['title', 'subtitle', 'help'])}")}),(0,a.jsx)(o.$n,{variant:"${oneOf(random, ['primary', 'secondary', 'ghost', 'link'])}",onClick:()=>c(!l),"data-testid":"${k}-${oneOf(random, ['toggle', 'submit', 'open', 'apply'])}",children:l?"${oneOf(random, UI_WORDS)}":"${oneOf(random, UI_WORDS)}"})]})}}`;
  }
  if (kind === 1) {
    const g = ident(random);
    const path = oneOf(random, API_PATHS);
    return `(e,t,n)=>{n.d(t,{${ident(random, 1)}:()=>${g}});var r=n(${mod()});async function ${g}(e,t){const n=await(0,r.Em)("${oneOf(random, ['GET', 'POST', 'PATCH', 'PUT'])}","/api/v${between(random, 2, 4)}/${path}/"+encodeURIComponent(e)${oneOf(random, ['', '+"/summary"', '+"/extras"', '+"/availability"', '+"?include=fees"'])},{body:t,headers:{"x-tg-channel":"web","x-tg-client":"booking-web/${between(random, 40, 48)}.${between(random, 0, 30)}.${between(random, 0, 9)}"},timeout:${oneOf(random, [8e3, 15e3, 3e4])}});if(!n.ok)throw new r.hD(n.status,"${path}");return n.json()}}`;
  }
  const h = ident(random);
  const key = oneOf(random, [
    'quote',
    'selectedExtras',
    'pickupLocation',
    'returnLocation',
    'driverAge',
    'promoCode',
    'paymentIntent',
    'member',
  ]);
  const action = key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  return `(e,t,n)=>{n.d(t,{Z:()=>${h}});const ${h}=(e={${key}:null,loading:!1,version:${between(random, 1, 9)}},t)=>{switch(t.type){case"booking/SET_${action}":return{...e,${key}:t.payload,loading:!1};case"booking/CLEAR_${action}":return{...e,${key}:null};case"booking/REQUEST_${action}":return{...e,loading:!0};default:return e}}}`;
}

/** The booking web app's main chunk, minified on one line, with its locale modules. */
function bookingBundle(): EconomicsTask {
  const random = seededRandom(84_103);
  const modules: string[] = [];
  for (let length = 0; length < 420_000;) {
    const m = bundleModule(random);
    modules.push(m);
    length += m.length + 7;
  }
  modules.splice(Math.floor(modules.length * 0.22), 0, otherStrings(random, 'es'));
  modules.splice(Math.floor(modules.length * 0.5), 0, englishStrings(random));
  modules.splice(Math.floor(modules.length * 0.77), 0, otherStrings(random, 'fr'));
  const ids = new Set<number>();
  const body = modules
    .map((m) => {
      let id = between(random, 1000, 99999);
      while (ids.has(id)) id = between(random, 1000, 99999);
      ids.add(id);
      return `${id}:${m}`;
    })
    .join(',');
  const output = `"use strict";(self.webpackChunk_tallgrass_booking_web=self.webpackChunk_tallgrass_booking_web||[]).push([[${between(random, 100, 999)}],{${body}}]);\n//# sourceMappingURL=main.${hex(random, 20)}.js.map`;
  return probe(
    'round 84: booking site bundle (minified JS)',
    'How much extra per day does our booking website tell renters under 25 they have to pay?',
    'fetch_web_asset',
    output,
    'young-renter-fee',
    '$29.95 per day',
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** The reservations API: today's pick-ups at one branch, pretty-printed JSON. */
function branchPickups(): EconomicsTask {
  const random = seededRandom(84_104);
  const branch = branchCoded('SEA');
  const plates = new Set<string>(['CKP4471']);
  const units = new Set<number>();
  const confirmations = new Set<string>(['TG58219374']);
  const day = Date.UTC(2026, 10, 17, 8, 0, 0);
  const count = 620;
  const target = Math.floor(count * 0.56);
  const reservations: object[] = [];
  for (let i = 0; i < count; i++) {
    const isTarget = i === target;
    let confirmation = isTarget ? 'TG58219374' : `TG${between(random, 50000000, 59999999)}`;
    while (!isTarget && confirmations.has(confirmation)) confirmation = `TG${between(random, 50000000, 59999999)}`;
    confirmations.add(confirmation);
    const m = isTarget ? modelNamed('Explorer') : oneOf(random, MODELS);
    const pickup = day + Math.floor(((i / count) * 15 * 60) / 5) * 5 * MINUTE + between(random, 0, 2) * 5 * MINUTE;
    const days = between(random, 1, 14);
    const status = isTarget
      ? 'READY'
      : oneOf(random, ['CONFIRMED', 'CONFIRMED', 'READY', 'READY', 'READY', 'CHECKED_OUT', 'CHECKED_OUT', 'NO_SHOW', 'CANCELLED']);
    const assigned = status === 'READY' || status === 'CHECKED_OUT';
    const daily = round2(between(random, 39, 189) + random());
    const extras = shuffle(random, ['ADDITIONAL_DRIVER', 'CHILD_SEAT', 'TOLLPASS', 'LDW', 'SLI', 'FUEL_PREPAY', 'GPS'])
      .slice(0, between(random, 0, 3))
      .map((code) => ({ code, quantity: code === 'CHILD_SEAT' ? between(random, 1, 2) : 1 }));
    reservations.push({
      confirmationNumber: confirmation,
      status,
      bookedVia: oneOf(random, ['WEB', 'APP', 'GDS:AMADEUS', 'GDS:SABRE', 'CALL_CENTER', 'EXPEDIA', 'CORPORATE_PORTAL']),
      customer: {
        name: person(random),
        loyaltyTier: oneOf(random, ['NONE', 'NONE', 'GREEN', 'GOLD', 'PLATINUM']),
        loyaltyNumber: random() < 0.6 ? `TR${between(random, 10000000, 99999999)}` : null,
      },
      assignedVehicle: assigned
        ? {
            unitNumber: String(unitNumber(random, units)),
            plate: isTarget ? 'CKP4471' : plate(random, oneOf(random, ['WA', 'WA', 'WA', 'OR', 'CA', 'ID']), plates),
            make: m.make,
            model: m.model,
            color: oneOf(random, COLORS),
            stall: `${oneOf(random, ['P1', 'P2', 'P3', 'EXPRESS'])}-${between(random, 1, 240)}`,
            fuelPct: m.ev ? null : between(random, 88, 100),
            chargePct: m.ev ? between(random, 70, 100) : null,
            odometerMi: between(random, 800, 38000),
          }
        : null,
      carClass:
        random() < 0.08
          ? { sipp: m.sipp, requested: oneOf(random, ['CCAR', 'ICAR', 'SCAR']), upgrade: true }
          : { sipp: m.sipp, requested: m.sipp, upgrade: false },
      pickup: {
        branch: branch.code,
        at: local(pickup, branch.utcOffset),
        flight: random() < 0.7 ? `${oneOf(random, ['AS', 'DL', 'UA', 'WN', 'AA', 'HA'])}${between(random, 10, 2999)}` : null,
      },
      return: {
        branch: random() < 0.9 ? branch.code : oneOf(random, ['PDX', 'GEG', 'SFO', 'LAX']),
        at: local(pickup + days * 24 * HOUR, branch.utcOffset),
      },
      rate: {
        code: oneOf(random, ['BEST', 'AAA', 'CORP', 'PREPAY', 'WKND']),
        currency: 'USD',
        daily,
        estimatedTotal: round2(daily * days * 1.31),
      },
      extras,
      flags: random() < 0.1 ? [oneOf(random, ['YOUNG_RENTER', 'DEBIT_CARD', 'ID_CHECK', 'SKIP_COUNTER'])] : [],
    });
  }
  const output = JSON.stringify({ branch: branch.code, date: '2026-11-17', count, reservations }, null, 2);
  return probe(
    'round 84: branch pick-ups (pretty JSON)',
    'Which plate is on the car we assigned to reservation TG58219374?',
    'reservations_pickups_today',
    output,
    'assigned-plate',
    'CKP4471',
  );
}

/** The damage-inspection app's export for one branch: walk-arounds at check-out and check-in, as XML. */
function damageInspections(): EconomicsTask {
  const random = seededRandom(84_105);
  const branch = branchCoded('DEN');
  const plates = new Set<string>();
  const units = new Set<number>([58213]);
  const zones = [
    'FRONT_BUMPER',
    'REAR_BUMPER',
    'HOOD',
    'ROOF',
    'WINDSHIELD',
    'REAR_GLASS',
    'LF_DOOR',
    'RF_DOOR',
    'LR_DOOR',
    'RR_DOOR',
    'LF_FENDER',
    'RF_FENDER',
    'LR_QUARTER',
    'RR_QUARTER',
    'LF_WHEEL',
    'RF_WHEEL',
    'LR_WHEEL',
    'RR_WHEEL',
    'L_MIRROR',
    'R_MIRROR',
    'INTERIOR_SEAT',
    'INTERIOR_CARPET',
  ];
  const types: Record<string, readonly string[]> = {
    WINDSHIELD: ['CHIP', 'CRACK', 'STAR_BREAK'],
    REAR_GLASS: ['CHIP', 'CRACK'],
    LF_WHEEL: ['CURB_RASH', 'BENT_RIM'],
    RF_WHEEL: ['CURB_RASH', 'BENT_RIM'],
    LR_WHEEL: ['CURB_RASH'],
    RR_WHEEL: ['CURB_RASH'],
    INTERIOR_SEAT: ['STAIN', 'BURN', 'TEAR'],
    INTERIOR_CARPET: ['STAIN', 'TEAR'],
  };
  const inspectors = Array.from({ length: 14 }, () => [`D${between(random, 1000, 9999)}`, person(random)] as const);
  type Damage = { zone: string; type: string; severity: number; pre: boolean; estimate: string; note: string };
  const damage = (pre: boolean): Damage => {
    const zone = oneOf(random, zones);
    const type = oneOf(random, types[zone] ?? ['SCRATCH', 'DENT', 'SCUFF', 'PAINT_TRANSFER']);
    const severity = between(random, 1, 4);
    // Body-shop estimates come in whole nickels.
    const estimate = money((between(random, 150, 2400 * severity) * 5) / 10);
    return {
      zone,
      type,
      severity,
      pre,
      estimate,
      note: `${type.toLowerCase().replace(/_/g, ' ')} on ${zone.toLowerCase().replace(/_/g, ' ')}, ${between(random, 1, 30)} cm`,
    };
  };
  const start = Date.UTC(2026, 10, 10, 13, 0, 0);
  const count = 760;
  const targetOut = Math.floor(count * 0.31);
  const targetIn = Math.floor(count * 0.58);
  const targetPlate = plate(random, 'CO', plates);
  const inspections: string[] = [];
  let seq = 4100;
  for (let i = 0; i < count; i++) {
    const at = start + Math.floor((i / count) * 7 * 24 * HOUR) + between(random, 0, 40) * MINUTE;
    const isOut = i === targetOut;
    const isIn = i === targetIn;
    const m = isOut || isIn ? modelNamed('RAV4') : oneOf(random, MODELS);
    const unit = isOut || isIn ? 58213 : unitNumber(random, units);
    const type = isOut ? 'CHECKOUT' : isIn ? 'CHECKIN' : oneOf(random, ['CHECKOUT', 'CHECKIN', 'CHECKIN', 'YARD_AUDIT']);
    let damages: Damage[] = Array.from({ length: oneOf(random, [0, 0, 0, 1, 1, 2, 3]) }, () =>
      damage(type === 'CHECKOUT' || random() < 0.6),
    );
    if (isOut)
      damages = [{ zone: 'REAR_BUMPER', type: 'SCUFF', severity: 1, pre: true, estimate: '185.00', note: 'scuff on rear bumper, 6 cm' }];
    if (isIn)
      damages = [
        { zone: 'REAR_BUMPER', type: 'SCUFF', severity: 1, pre: true, estimate: '185.00', note: 'scuff on rear bumper, 6 cm (on file)' },
        {
          zone: 'WINDSHIELD',
          type: 'CRACK',
          severity: 3,
          pre: false,
          estimate: '1146.37',
          note: 'crack from lower driver side corner into wiper path, 18 cm',
        },
        { zone: 'LF_WHEEL', type: 'CURB_RASH', severity: 2, pre: false, estimate: '240.00', note: 'curb rash on lf wheel, 9 cm' },
      ];
    const [badge, inspector] = oneOf(random, inspectors);
    const lines = [
      `  <Inspection id="INS-DEN-2611-${String(seq++).padStart(6, '0')}" type="${type}" app="WalkAround 5.3.1" device="iPad-DEN-${pad2(between(random, 1, 24))}">`,
      `    <RentalAgreement>${type === 'YARD_AUDIT' ? '' : isOut || isIn ? 'RA-DEN-26-0431158' : `RA-DEN-26-0${between(random, 400000, 499999)}`}</RentalAgreement>`,
      `    <Vehicle unit="${unit}" vin="${vin(random, m)}" plate="${isOut || isIn ? targetPlate : plate(random, 'CO', plates)}" make="${m.make}" model="${m.model}" color="${isOut || isIn ? 'Silver' : oneOf(random, COLORS)}" odometerMi="${isOut ? 21066 : isIn ? 21488 : between(random, 900, 52000)}" fuel="${between(random, 1, 8)}/8"/>`,
      `    <Inspector badge="${badge}" name="${inspector}"/>`,
      `    <StartedAt>${local(at, branch.utcOffset)}</StartedAt>`,
      `    <CompletedAt>${local(at + between(random, 180, 900) * 1000, branch.utcOffset)}</CompletedAt>`,
      `    <Conditions lighting="${oneOf(random, ['DAYLIGHT', 'DAYLIGHT', 'LOT_LIGHTS', 'CANOPY'])}" weather="${oneOf(random, ['CLEAR', 'CLEAR', 'OVERCAST', 'SNOW', 'WIND'])}" vehicleWet="${random() < 0.2}"/>`,
    ];
    if (damages.length === 0) lines.push('    <Damages count="0"/>');
    else {
      lines.push(`    <Damages count="${damages.length}">`);
      damages.forEach((d, k) => {
        lines.push(
          `      <Damage seq="${k + 1}" zone="${d.zone}" type="${d.type}" severity="${d.severity}" preExisting="${d.pre}">`,
          `        <Note>${d.note}</Note>`,
          `        <RepairEstimate currency="USD" source="${d.zone.endsWith('GLASS') || d.zone === 'WINDSHIELD' ? 'glass-vendor-rate-card' : 'body-shop-matrix-2026'}">${d.estimate}</RepairEstimate>`,
          `        <Photos>${Array.from({ length: between(random, 1, 3) }, () => `<Photo ref="ph_${hex(random, 16)}" angle="${oneOf(random, ['FRONT', 'REAR', 'LEFT', 'RIGHT', 'CLOSE_UP'])}"/>`).join('')}</Photos>`,
          '      </Damage>',
        );
      });
      lines.push('    </Damages>');
    }
    lines.push(
      `    <CustomerPresent>${random() < 0.5}</CustomerPresent>`,
      `    <Signature ref="sig_${hex(random, 12)}"/>`,
      '  </Inspection>',
    );
    inspections.push(lines.join('\n'));
  }
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<InspectionExport xmlns="urn:tallgrass:damage:v2" branch="DEN" from="2026-11-10T00:00:00-07:00" to="2026-11-17T23:59:59-07:00" generated="2026-11-17T09:41:07-07:00" count="${count}">`,
    ...inspections,
    '</InspectionExport>',
  ].join('\n');
  return probe(
    'round 84: damage inspections (XML)',
    'What repair estimate did the return inspection put on the windshield damage for unit 58213?',
    'damage_inspection_export',
    output,
    'windshield-estimate',
    '1146.37',
  );
}

/** The counter kiosks' fleet configuration (kioskd.toml): every airport's kiosks and their peripherals. */
function kioskConfig(): EconomicsTask {
  const random = seededRandom(84_106);
  const sites: readonly (readonly [code: string, name: string, tz: string, kiosks: number])[] = [
    ['ATL', 'Hartsfield-Jackson Atlanta Intl — Rental Car Center', 'America/New_York', 14],
    ['AUS', 'Austin-Bergstrom Intl — Rental Car Facility', 'America/Chicago', 8],
    ['BNA', 'Nashville Intl — Garage B', 'America/Chicago', 6],
    ['BOS', 'Boston Logan — Rental Car Center', 'America/New_York', 12],
    ['BWI', 'Baltimore/Washington Intl — Rental Car Facility', 'America/New_York', 8],
    ['CLT', 'Charlotte Douglas Intl — Hourly Deck', 'America/New_York', 8],
    ['DAL', 'Dallas Love Field — Rental Car Facility', 'America/Chicago', 6],
    ['DCA', 'Reagan National — Garage A', 'America/New_York', 6],
    ['DEN', 'Denver Intl — Rental Car Campus', 'America/Denver', 14],
    ['DFW', 'Dallas/Fort Worth Intl — Rental Car Center', 'America/Chicago', 14],
    ['DTW', 'Detroit Metro — Rental Car Facility', 'America/Detroit', 8],
    ['EWR', 'Newark Liberty — Station P3', 'America/New_York', 10],
    ['FLL', 'Fort Lauderdale-Hollywood — Rental Car Center', 'America/New_York', 10],
    ['HNL', 'Daniel K. Inouye Intl — Consolidated Rent-A-Car', 'Pacific/Honolulu', 10],
    ['IAH', 'Houston Bush Intercontinental — Rental Car Center', 'America/Chicago', 10],
    ['LAS', 'Harry Reid Intl — Rent-A-Car Center', 'America/Los_Angeles', 14],
    ['LAX', 'Los Angeles Intl — ITF West', 'America/Los_Angeles', 16],
    ['MCO', 'Orlando Intl — Terminal C Garage', 'America/New_York', 16],
    ['MIA', 'Miami Intl — Rental Car Center', 'America/New_York', 12],
    ['MSP', 'Minneapolis-St Paul — Terminal 1 Garage', 'America/Chicago', 8],
    ['MSY', 'New Orleans Louis Armstrong — Rental Car Garage', 'America/Chicago', 6],
    ['OAK', 'Oakland Intl — Rental Car Center', 'America/Los_Angeles', 6],
    ['ORD', "Chicago O'Hare — Multi-Modal Facility", 'America/Chicago', 14],
    ['PDX', 'Portland Intl — Rental Car Center', 'America/Los_Angeles', 8],
    ['PHX', 'Phoenix Sky Harbor — Rental Car Center', 'America/Phoenix', 14],
    ['SAN', 'San Diego Intl — Rental Car Center', 'America/Los_Angeles', 10],
    ['SEA', 'Seattle-Tacoma Intl — Rental Car Facility', 'America/Los_Angeles', 12],
    ['SFO', 'San Francisco Intl — Rental Car Center', 'America/Los_Angeles', 12],
    ['SLC', 'Salt Lake City Intl — Gateway Center', 'America/Denver', 8],
    ['TPA', 'Tampa Intl — Rental Car Center', 'America/New_York', 10],
  ];
  let needle = '';
  const lines: string[] = [
    '# kioskd fleet configuration — Tallgrass Car Rental counter kiosks',
    '# Rendered by kiosk-config-builder 3.14.0 from the device inventory on 2026-11-17T06:00:04Z. Do not edit by hand.',
    '',
    'schema_version = 7',
    'config_revision = "2026.11.17-1"',
    '',
    '[defaults]',
    'idle_timeout_s = 90',
    'session_timeout_s = 600',
    'languages = ["en-US", "es-US"]',
    'receipt_copies = 1',
    'heartbeat_interval_s = 30',
    'log_level = "info"',
    'update_channel = "stable"',
    '',
  ];
  sites.forEach(([code, name, tz, kioskCount], s) => {
    const octet = 20 + s;
    const used = new Set<number>();
    const host = (third: number): string => {
      let last = between(random, 100, 250);
      while (used.has(third * 1000 + last)) last = between(random, 100, 250);
      used.add(third * 1000 + last);
      return `10.${octet}.${third}.${last}`;
    };
    lines.push(
      `[sites.${code}]`,
      `display_name = "${name}"`,
      `timezone = "${tz}"`,
      `counter_hours = "${oneOf(random, ['24h', '05:00-01:00', '05:30-00:30', '06:00-00:00'])}"`,
      `subnet = "10.${octet}.0.0/16"`,
      `gateway = "10.${octet}.0.1"`,
      `dispatch_queue = "counter-${code.toLowerCase()}"`,
      '',
      `[sites.${code}.network]`,
      `vlan = ${between(random, 110, 190)}`,
      `dns = ["10.${octet}.0.10", "10.${octet}.0.11"]`,
      `ntp = "ntp.${code.toLowerCase()}.tgr.internal"`,
      `proxy = "http://proxy.${code.toLowerCase()}.tgr.internal:3128"`,
      '',
    );
    for (let k = 1; k <= kioskCount; k++) {
      const id = `${code}-K${pad2(k)}`;
      const third = Math.ceil(k / 4) + 2;
      const [kioskIp, printerIp, readerIp, dispenserIp] = [host(third), host(third), host(third), host(third)];
      if (id === 'DEN-K07') needle = printerIp;
      lines.push(
        `[[sites.${code}.kiosks]]`,
        `id = "${id}"`,
        `hostname = "${id.toLowerCase()}.kiosk.tgr.internal"`,
        `location = "${oneOf(random, ['Counter hall', 'Level 1 lobby', 'Garage elevator core', 'Express lane', 'Customer service island'])}, bank ${'ABCD'[Math.floor((k - 1) / 4)]}"`,
        `model = "${oneOf(random, ['Meridian Flex 22', 'Meridian Flex 22', 'Meridian Flex 27', 'Olea Sabre 24'])}"`,
        `serial = "MK${between(random, 10, 99)}-${hex(random, 8).toUpperCase()}"`,
        `os_build = "${oneOf(random, ['Windows 10 IoT Enterprise LTSC 21H2', 'Windows 10 IoT Enterprise LTSC 21H2', 'Windows 11 IoT Enterprise LTSC 24H2'])}"`,
        `app_version = "kioskd 6.12.4"`,
        `asset_tag = "TG-${code}-${between(random, 10000, 99999)}"`,
        `installed_on = "${2021 + pick(random, 5)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}"`,
        `enabled = ${random() < 0.94}`,
        `mode = "${oneOf(random, ['checkin', 'checkin+express', 'checkin+express', 'returns'])}"`,
        `ip = "${kioskIp}"`,
        '',
        `[sites.${code}.kiosks.printer]`,
        `model = "${oneOf(random, ['Epson TM-T88VII', 'Epson TM-T88VII', 'Star TSP143IV'])}"`,
        `host = "${printerIp}"`,
        'port = 9100',
        'paper_width_mm = 80',
        `cutter = ${random() < 0.9 ? '"full"' : '"partial"'}`,
        '',
        `[sites.${code}.kiosks.card_reader]`,
        `model = "${oneOf(random, ['Ingenico Lane/5000', 'Verifone P400', 'Ingenico Lane/3600'])}"`,
        `host = "${readerIp}"`,
        'p2pe = true',
        `terminal_id = "T${between(random, 10000000, 99999999)}"`,
        '',
        `[sites.${code}.kiosks.display]`,
        `resolution = "${oneOf(random, ['1920x1080', '1080x1920'])}"`,
        'touch = "pcap"',
        `brightness_pct = ${oneOf(random, [70, 80, 80, 90, 100])}`,
        `screensaver_playlist = "promo-${oneOf(random, ['winter-2026', 'rewards-q4', 'skip-the-counter', 'ev-intro'])}"`,
        '',
        `[sites.${code}.kiosks.license_scanner]`,
        `model = "${oneOf(random, ['Thales AT10K', 'Thales AT10K', 'Acuant SnapShell R2'])}"`,
        `usb_port = "${oneOf(random, ['1-1.2', '1-1.3', '1-2'])}"`,
        '',
        `[sites.${code}.kiosks.key_dispenser]`,
        ...((slots) => [`model = "KeyVault KD-${slots}"`, `host = "${dispenserIp}"`, `slots = ${slots}`])(oneOf(random, [40, 60])),
        '',
      );
    }
  });
  const output = lines.join('\n');
  return probe(
    'round 84: counter kiosk config (TOML)',
    'What IP address is the receipt printer on kiosk DEN-K07 set to?',
    'read_kiosk_config',
    output,
    'printer-ip',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** A CSV field, quoted when it needs to be. */
const csv = (v: string | number): string => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The fines processor's monthly file: parking tickets, camera and toll notices matched to rental agreements (CSV). */
function citationsFile(): EconomicsTask {
  const random = seededRandom(84_107);
  type Violation = readonly [
    agency: string,
    state: string,
    kind: string,
    code: string,
    desc: string,
    amount: number,
    streets: readonly string[],
  ];
  const violations: readonly Violation[] = [
    [
      'CITY OF BOSTON OFFICE OF THE PARKING CLERK',
      'MA',
      'PARKING',
      '16',
      'METER FEE UNPAID',
      40,
      ['BOYLSTON ST', 'NEWBURY ST', 'HANOVER ST', 'ATLANTIC AVE', 'CAMBRIDGE ST'],
    ],
    [
      'CITY OF BOSTON OFFICE OF THE PARKING CLERK',
      'MA',
      'PARKING',
      '19',
      'NO STOPPING OR STANDING',
      90,
      ['TREMONT ST', 'SUMMER ST', 'CONGRESS ST'],
    ],
    [
      'CITY OF BOSTON OFFICE OF THE PARKING CLERK',
      'MA',
      'PARKING',
      '07',
      'RESIDENT PERMIT ONLY',
      100,
      ['BEACON ST', 'SALEM ST', 'E BROADWAY'],
    ],
    ['MASSDOT E-ZDRIVEMA', 'MA', 'TOLL', 'PBP', 'PAY BY PLATE TOLL', 2.15, ['I-90 ALLSTON', 'SUMNER TUNNEL', 'TOBIN BRIDGE']],
    ['CITY OF CAMBRIDGE TRAFFIC PARKING & TRANS', 'MA', 'PARKING', '31', 'OVERTIME METER', 35, ['MASSACHUSETTS AVE', 'BROADWAY']],
    [
      'CITY OF CHICAGO DEPT OF FINANCE',
      'IL',
      'PARKING',
      '0976160B',
      'EXPIRED METER CENTRAL BUSINESS DISTRICT',
      65,
      ['N MICHIGAN AVE', 'W RANDOLPH ST', 'N CLARK ST'],
    ],
    [
      'CITY OF CHICAGO DEPT OF FINANCE',
      'IL',
      'RED_LIGHT',
      '0964190A',
      'AUTOMATED RED LIGHT VIOLATION',
      100,
      ['W IRVING PARK RD & N CUMBERLAND AVE', 'N ASHLAND AVE & W FULLERTON AVE'],
    ],
    ['ILLINOIS TOLLWAY', 'IL', 'TOLL', 'UNP', 'UNPAID TOLL', 3.8, ['I-294 O HARE PLAZA', 'I-90 DES PLAINES RIVER']],
    ['LADOT PARKING ENFORCEMENT', 'CA', 'PARKING', '88.13B+', 'METER EXP.', 63, ['S FIGUEROA ST', 'W 7TH ST', 'HOLLYWOOD BLVD']],
    ['LADOT PARKING ENFORCEMENT', 'CA', 'PARKING', '80.69BS', 'NO PARK/STREET CLEAN', 73, ['VENICE BLVD', 'GLENCOE AVE', 'LINCOLN BLVD']],
    ['SFMTA', 'CA', 'PARKING', 'TRC7.2.23A', 'METER DTN', 100, ['MISSION ST', 'MARKET ST', 'LOMBARD ST']],
    ['GOLDEN GATE BRIDGE HWY & TRANSPORTATION DIST', 'CA', 'TOLL', 'INV', 'TOLL INVOICE', 9.75, ['GOLDEN GATE BRIDGE SB']],
    ['NORTH TEXAS TOLLWAY AUTHORITY', 'TX', 'TOLL', 'ZIP', 'ZIPCASH TOLL', 4.62, ['DNT MAIN LANE PLAZA', 'PGBT SH-161', 'SRT MAIN LANE']],
    ['MIAMI-DADE PARKING AUTHORITY', 'FL', 'PARKING', 'M12', 'EXPIRED METER', 36, ['COLLINS AVE', 'OCEAN DR', 'BRICKELL AVE']],
    ['GREATER MIAMI EXPRESSWAY AGENCY', 'FL', 'TOLL', 'TBM', 'TOLL-BY-PLATE', 1.35, ['SR 836 NW 57 AVE', 'SR 112 NW 17 AVE']],
    ['DENVER PARKING MANAGEMENT', 'CO', 'PARKING', '54-4', 'EXPIRED METER', 25, ['LARIMER ST', 'E COLFAX AVE', '16TH ST']],
    ['E-470 PUBLIC HIGHWAY AUTHORITY', 'CO', 'TOLL', 'LPT', 'LICENSE PLATE TOLL', 6.45, ['E-470 PLAZA A', 'E-470 PLAZA D']],
    ['SEATTLE MUNICIPAL COURT', 'WA', 'PARKING', '11.72.120', 'OVERTIME PARKING', 47, ['PIKE ST', 'RAINIER AVE S', '1ST AVE']],
    ['CITY OF PHOENIX PARKING ENFORCEMENT', 'AZ', 'PARKING', '36-145', 'METER VIOLATION', 30, ['N CENTRAL AVE', 'E WASHINGTON ST']],
  ];
  const RENTED_AT: Record<string, readonly string[]> = {
    MA: ['BOS'],
    IL: ['ORD'],
    CA: ['LAX', 'SFO', 'SAN'],
    TX: ['DFW', 'DAL', 'IAH'],
    FL: ['MCO', 'MIA'],
    CO: ['DEN'],
    WA: ['SEA'],
    AZ: ['PHX', 'TUS'],
  };
  const plates = new Set<string>(['2CVN41']);
  const seen = new Set<string>(['Marguerite Pelletier']);
  const renterName = (): string => {
    for (;;) {
      const n = person(random);
      if (!seen.has(n)) {
        seen.add(n);
        return n;
      }
    }
  };
  const header =
    'notice_id,issuing_agency,violation_type,violation_code,violation_desc,citation_no,issued_at,location,plate,plate_state,vehicle_make,vehicle_model,amount_due,due_date,unit_no,ra_no,renter_name,renter_email,action,admin_fee,processed_at';
  type Row = { issued: number; fields: (string | number)[] };
  const rows: Row[] = [];
  const units = new Set<number>();
  const from = Date.UTC(2026, 9, 18, 12, 0, 0);
  const to = Date.UTC(2026, 10, 16, 4, 0, 0);
  const row = (v: Violation, issued: number, plateNo: string, m: Model, unit: number, renter: string | null, street: string) => {
    const [agency, state, kind, code, desc, amount] = v;
    const handled =
      renter === null
        ? 'NO_RA_MATCH_YARD'
        : kind === 'TOLL'
          ? 'PAID_AND_BILLED'
          : oneOf(random, ['TRANSFERRED_TO_RENTER', 'TRANSFERRED_TO_RENTER', 'PAID_AND_BILLED']);
    const email =
      renter === null
        ? ''
        : `${renter.split(' ')[0]![0]!.toLowerCase()}.${renter.split(' ')[1]!.toLowerCase()}${between(random, 1, 99)}@${oneOf(random, ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me'])}`;
    return {
      issued,
      fields: [
        `N${between(random, 10000000, 99999999)}`,
        agency,
        kind,
        code,
        desc,
        `${kind === 'TOLL' ? 'T' : ''}${between(random, 100000000, 999999999)}`,
        local(
          issued,
          state === 'MA' || state === 'FL' ? -5 : state === 'IL' || state === 'TX' ? -6 : state === 'CO' || state === 'AZ' ? -7 : -8,
        ),
        kind === 'TOLL' ? street : `${between(random, 1, 999)} ${street}`,
        plateNo,
        state === 'AZ' ? oneOf(random, ['AZ', 'CA']) : state,
        m.make.toUpperCase(),
        m.model.toUpperCase(),
        money(amount),
        wall(issued + between(random, 21, 35) * 24 * HOUR).slice(0, 10),
        unit,
        renter === null
          ? ''
          : `RA-${random() < 0.9 ? oneOf(random, RENTED_AT[state] ?? ['BOS']) : oneOf(random, ['BOS', 'ORD', 'LAX', 'SFO', 'DFW', 'MIA', 'DEN', 'SEA', 'PHX'])}-26-0${between(random, 300000, 499999)}`,
        renter ?? '',
        email,
        handled,
        handled === 'NO_RA_MATCH_YARD' ? '0.00' : money(oneOf(random, [15, 25, 29.99, 35])),
        isoSeconds(
          Math.min(
            issued + between(random, 2, 9) * 24 * HOUR + between(random, 0, 86_399) * 1000,
            Date.UTC(2026, 10, 17, 9, 30, 0) - between(random, 0, 7200) * 1000,
          ),
        ),
      ],
    };
  };
  for (let i = 0; i < 1700; i++) {
    const v = oneOf(random, violations);
    const m = oneOf(random, MODELS);
    rows.push(
      row(
        v,
        from + Math.floor(random() * (to - from)),
        plate(random, v[1], plates),
        m,
        unitNumber(random, units),
        random() < 0.05 ? null : renterName(),
        oneOf(random, v[6]),
      ),
    );
  }
  // The Camry's own history: a toll and an October ticket under other renters, and the November ticket.
  const camry = modelNamed('Camry');
  const camryUnit = unitNumber(random, units);
  const boston = violations.filter((v) => v[0].startsWith('CITY OF BOSTON'));
  rows.push(row(violations[3]!, Date.UTC(2026, 10, 2, 21, 14, 0), '2CVN41', camry, camryUnit, renterName(), 'SUMNER TUNNEL'));
  rows.push(row(boston[1]!, Date.UTC(2026, 9, 19, 15, 42, 0), '2CVN41', camry, camryUnit, renterName(), 'CONGRESS ST'));
  rows.push(row(boston[0]!, Date.UTC(2026, 10, 6, 18, 27, 0), '2CVN41', camry, camryUnit, 'Marguerite Pelletier', 'HANOVER ST'));
  rows.sort((a, b) => a.issued - b.issued);
  const output = [header, ...rows.map((r) => r.fields.map(csv).join(','))].join('\n');
  return probe(
    'round 84: fines processor file (CSV), preamble',
    'Boston mailed us a notice about a parking ticket on one of our Camrys, plate 2CVN41, from earlier this month, and the fines team wants to pass it on to the customer. Who was renting the car when it got ticketed?',
    'fines_processor_export',
    output,
    'ticket-renter',
    'Marguerite Pelletier',
  );
}

/** The telematics ingest service's event log for the southwest region, in logfmt. */
function telematicsEvents(): EconomicsTask {
  const random = seededRandom(84_108);
  const from = Date.UTC(2026, 10, 13, 0, 0, 0);
  const to = Date.UTC(2026, 10, 17, 15, 0, 0);
  type Event = { at: number; line: string };
  const events: Event[] = [];
  const plates = new Set<string>(['RTK4402']);
  const units = new Set<number>([55102]);
  const fleet = ['PHX', 'PHX', 'PHX', 'TUS', 'LAS', 'LAS', 'SAN', 'SAN'].map(branchCoded);
  const emit = (
    at: number,
    v: { dev: string; unit: number; state: string; plate: string },
    type: string,
    lat: number,
    lon: number,
    speed: number,
    odo: number,
    extra = '',
  ) =>
    events.push({
      at,
      line: `ts=${iso(at)} level=info svc=tlm-ingest region=southwest msg="event accepted" provider=geotab type=${type} dev=${v.dev} unit=${v.unit} plate=${v.state}-${v.plate}${extra ? ` ${extra}` : ''} lat=${lat.toFixed(4)} lon=${lon.toFixed(4)} spd_kph=${speed} odo_km=${odo.toFixed(1)} req_id=${hex(random, 16)}`,
    });
  /** One trip of `v` from `start`, `legs` pings long, drifting from (`lat`, `lon`); returns where it ended. */
  const trip = (
    v: { dev: string; unit: number; state: string; plate: string },
    branch: Branch,
    start: number,
    legs: number,
    pos: { lat: number; lon: number; odo: number },
  ) => {
    let at = start;
    emit(at, v, 'ignition.on', pos.lat, pos.lon, 0, pos.odo);
    emit(
      at + between(random, 2000, 9000),
      v,
      'trip.start',
      pos.lat,
      pos.lon,
      between(random, 0, 8),
      pos.odo,
      `trip_id=tr_${hex(random, 12)}`,
    );
    if (random() < 0.25)
      emit(
        at + between(random, 60, 240) * 1000,
        v,
        'geofence.exit',
        pos.lat,
        pos.lon,
        between(random, 10, 30),
        pos.odo,
        `zone=${branch.code}-LOT zone_name="${branch.code} ready line and lot"`,
      );
    for (let k = 0; k < legs; k++) {
      at += between(random, 6, 20) * MINUTE + between(random, 0, 59_999);
      pos.lat += (random() - 0.5) * 0.05;
      pos.lon += (random() - 0.5) * 0.05;
      pos.odo += between(random, 2, 25) + random();
      const speed = between(random, 0, 118);
      const r = random();
      if (r < 0.05) emit(at, v, 'harsh_brake', pos.lat, pos.lon, speed, pos.odo, `decel_g=${(0.4 + random() * 0.3).toFixed(2)}`);
      else if (r < 0.09)
        emit(
          at,
          v,
          'speeding',
          pos.lat,
          pos.lon,
          between(random, 121, 142),
          pos.odo,
          `posted_kph=${oneOf(random, [105, 113, 121])} dur_s=${between(random, 20, 300)}`,
        );
      else if (r < 0.11) emit(at, v, 'harsh_accel', pos.lat, pos.lon, speed, pos.odo, `accel_g=${(0.35 + random() * 0.2).toFixed(2)}`);
      else emit(at, v, 'position', pos.lat, pos.lon, speed, pos.odo, `hdg=${between(random, 0, 359)} sats=${between(random, 7, 14)}`);
    }
    at += between(random, 3, 15) * MINUTE;
    emit(at, v, 'trip.end', pos.lat, pos.lon, 0, pos.odo, `idle_s=${between(random, 0, 900)} fuel_pct=${between(random, 10, 100)}`);
    emit(at + between(random, 2000, 20000), v, 'ignition.off', pos.lat, pos.lon, 0, pos.odo);
    return at;
  };
  for (let u = 0; u < 26; u++) {
    const branch = oneOf(random, fleet);
    const v = {
      dev: `G9${hex(random, 8).toUpperCase()}`,
      unit: unitNumber(random, units),
      state: branch.state,
      plate: plate(random, branch.state, plates),
    };
    const pos = { lat: branch.lat, lon: branch.lon, odo: between(random, 2000, 60000) + random() };
    let at = from + between(random, 0, 20) * HOUR + between(random, 0, 3_599_999);
    while (at < to - 6 * HOUR) {
      at = trip(v, branch, at, between(random, 2, 14), pos) + between(random, 1, 18) * HOUR + between(random, 0, 3_599_999);
      if (random() < 0.04)
        emit(
          at - between(random, 1, 60) * MINUTE,
          v,
          'dtc',
          pos.lat,
          pos.lon,
          0,
          pos.odo,
          `code=${oneOf(random, ['P0420', 'P0456', 'C0035', 'P0128', 'B1318'])} mil=${random() < 0.5}`,
        );
    }
  }
  // Near misses: other cars that crossed, a San Diego unit into Baja and a Tucson unit into Sonora.
  for (const [code, zone, zoneName, day, lat, lon] of [
    ['SAN', 'MX-NOGO-BC', 'Mexico no-go - Baja California', Date.UTC(2026, 10, 15, 19, 3, 0), 32.5427, -117.0295],
    ['TUS', 'MX-NOGO-SON', 'Mexico no-go - Sonora', Date.UTC(2026, 10, 13, 17, 26, 0), 31.3325, -110.9433],
    ['TUS', 'MX-NOGO-SON', 'Mexico no-go - Sonora', Date.UTC(2026, 10, 16, 16, 51, 0), 31.3317, -110.9451],
  ] as const) {
    const branch = branchCoded(code);
    const v = {
      dev: `G9${hex(random, 8).toUpperCase()}`,
      unit: unitNumber(random, units),
      state: branch.state,
      plate: plate(random, branch.state, plates),
    };
    const odo = between(random, 5000, 40000) + random();
    const enter = day + between(random, 0, 59_999);
    emit(enter, v, 'geofence.enter', lat, lon, between(random, 5, 25), odo, `zone=${zone} zone_name="${zoneName}"`);
    emit(
      enter + between(random, 2, 9) * HOUR + between(random, 0, 3_599_999),
      v,
      'geofence.exit',
      lat + 0.001,
      lon,
      between(random, 5, 25),
      odo + between(random, 40, 300),
      `zone=${zone} zone_name="${zoneName}"`,
    );
  }
  // The Jeep: out of Phoenix on the 14th, into Sonora that evening, back two days later.
  const jeep = { dev: 'G9A41F07C3', unit: 55102, state: 'AZ', plate: 'RTK4402' };
  const phx = branchCoded('PHX');
  const route: readonly (readonly [lat: number, lon: number])[] = [
    [33.4233, -112.0316],
    [33.3069, -111.9401],
    [33.0551, -111.7392],
    [32.7788, -111.5524],
    [32.4621, -111.2419],
    [32.2217, -110.9688],
    [32.0512, -110.9754],
    [31.8703, -110.9931],
    [31.6142, -111.0469],
    [31.4721, -110.9813],
    [31.3581, -110.9395],
  ];
  let odo = 31644.2;
  let at = Date.UTC(2026, 10, 14, 15, 2, 11, 408);
  emit(at, jeep, 'ignition.on', phx.lat, phx.lon, 0, odo);
  emit(at + 4107, jeep, 'trip.start', phx.lat, phx.lon, 3, odo, 'trip_id=tr_5c0e92a7d1b4');
  emit(at + 151_220, jeep, 'geofence.exit', phx.lat, phx.lon, 17, odo + 0.4, 'zone=PHX-LOT zone_name="PHX ready line and lot"');
  for (const [lat, lon] of route) {
    at += between(random, 14, 19) * MINUTE + between(random, 0, 59_999);
    odo += between(random, 24, 31) + random();
    emit(at, jeep, 'position', lat, lon, between(random, 96, 121), odo, `hdg=${between(random, 150, 200)} sats=${between(random, 9, 13)}`);
  }
  emit(
    Date.UTC(2026, 10, 14, 21, 47, 9, 512),
    jeep,
    'geofence.enter',
    31.3331,
    -110.9441,
    12,
    odo + 2.6,
    'zone=MX-NOGO-SON zone_name="Mexico no-go - Sonora"',
  );
  at = Date.UTC(2026, 10, 14, 21, 47, 9, 512);
  for (const [lat, lon] of [
    [31.2704, -110.9652],
    [31.0133, -110.987],
    [30.7142, -110.9789],
    [30.6348, -110.9654],
  ] as const) {
    at += between(random, 16, 24) * MINUTE + between(random, 0, 59_999);
    odo += between(random, 20, 29) + random();
    emit(at, jeep, 'position', lat, lon, between(random, 70, 104), odo, `hdg=${between(random, 170, 200)} sats=${between(random, 8, 12)}`);
  }
  emit(at + 9 * MINUTE, jeep, 'trip.end', 30.6312, -110.9617, 0, odo, 'idle_s=212 fuel_pct=38');
  emit(at + 9 * MINUTE + 8114, jeep, 'ignition.off', 30.6312, -110.9617, 0, odo);
  emit(
    Date.UTC(2026, 10, 16, 19, 22, 41, 87),
    jeep,
    'geofence.exit',
    31.3334,
    -110.9438,
    9,
    odo + 131.7,
    'zone=MX-NOGO-SON zone_name="Mexico no-go - Sonora"',
  );
  emit(
    Date.UTC(2026, 10, 17, 14, 31, 55, 260),
    jeep,
    'geofence.enter',
    phx.lat,
    phx.lon,
    11,
    odo + 564.9,
    'zone=PHX-RETURN zone_name="PHX return lanes"',
  );
  // The consumer's own lines between batches.
  for (let t = from; t < to; t += between(random, 3, 9) * MINUTE) {
    const committed = t + between(random, 0, 59_999);
    events.push({
      at: committed,
      line: `ts=${iso(committed)} level=info svc=tlm-ingest region=southwest msg="batch committed" topic=geotab.events partition=${between(random, 0, 5)} offset=${between(random, 18_000_000, 19_000_000)} events=${between(random, 40, 900)} lag_ms=${between(random, 120, 4000)}`,
    });
  }
  events.sort((a, b) => a.at - b.at);
  const output = events
    .filter((e) => e.at <= to)
    .map((e) => e.line)
    .join('\n');
  return probe(
    'round 84: telematics event log (logfmt), preamble',
    "A renter just dropped a Jeep Wrangler, plate RTK4402, back at Phoenix Sky Harbor and swears it never left Arizona. Our rental contract doesn't allow taking cars into Mexico. According to the tracker, when did that Jeep first go south of the border?",
    'telematics_event_log',
    output,
    'border-crossing-time',
    '2026-11-14T21:47:09.512Z',
  );
}

/** Vehicle preparation history at one branch (`prepctl history`): every wash, clean, fuel and check, by unit. */
function prepHistory(): EconomicsTask {
  const random = seededRandom(84_109);
  const branch = branchCoded('MCO');
  const crew = Array.from({ length: 38 }, () => [person(random), `B${between(random, 1000, 9999)}`] as const);
  const leads = Array.from({ length: 5 }, () => [person(random), `B${between(random, 1000, 9999)}`] as const);
  const plates = new Set<string>(['LTV4R22']);
  const units = new Set<number>([61847]);
  const from = Date.UTC(2026, 10, 14, 11, 0, 0);
  const to = Date.UTC(2026, 10, 17, 15, 0, 0);
  type Task = { unit: number; at: number; cells: string[] };
  const tasks: Task[] = [];
  let taskId = 8_840_000;
  const row = (
    unit: number,
    plateNo: string,
    sipp: string,
    type: string,
    who: readonly [string, string],
    start: number,
    minutes: number,
    bay: string,
    outcome = 'DONE',
  ) =>
    tasks.push({
      unit,
      at: start,
      cells: [
        `T-${taskId++}`,
        String(unit),
        plateNo,
        sipp,
        type,
        who[0],
        who[1],
        bay,
        wall(start, branch.utcOffset),
        wall(start + minutes * MINUTE, branch.utcOffset),
        String(minutes),
        outcome,
      ],
    });
  /** One turn of a returned car: wash, interior, fuel or charge, tyres, walk-around, staged. */
  const turn = (unit: number, plateNo: string, m: Model, start: number) => {
    let at = start;
    const step = (type: string, who: readonly [string, string], lo: number, hi: number, bay: string) => {
      const minutes = between(random, lo, hi);
      row(unit, plateNo, m.sipp, type, who, at, minutes, bay, random() < 0.03 ? 'REWORK' : 'DONE');
      at += (minutes + between(random, 1, 12)) * MINUTE;
    };
    step('EXT_WASH', oneOf(random, crew), 6, 14, `WASH-${between(random, 1, 3)}`);
    step('INT_CLEAN', oneOf(random, crew), 9, 22, `VAC-${pad2(between(random, 1, 12))}`);
    if (random() < 0.12) step('INT_DETAIL', oneOf(random, crew), 25, 60, `DET-${between(random, 1, 2)}`);
    step(
      m.ev ? 'EV_CHARGE' : 'FUEL',
      oneOf(random, crew),
      m.ev ? 35 : 4,
      m.ev ? 90 : 9,
      m.ev ? `EVC-${pad2(between(random, 1, 16))}` : `FUEL-${between(random, 1, 4)}`,
    );
    if (random() < 0.3) step('TIRE_CHECK', oneOf(random, crew), 3, 8, `QC-${between(random, 1, 3)}`);
    step('WALKAROUND_QC', oneOf(random, leads), 3, 7, `QC-${between(random, 1, 3)}`);
    step('STAGE_READY_LINE', oneOf(random, crew), 2, 6, `RL-${oneOf(random, ['A', 'B', 'C', 'D'])}${pad2(between(random, 1, 40))}`);
  };
  for (let u = 0; u < 430; u++) {
    const m = oneOf(random, MODELS);
    const unit = unitNumber(random, units);
    const plateNo = plate(random, 'FL', plates);
    let at = from + between(random, 0, 30) * HOUR + between(random, 0, 59) * MINUTE;
    while (at < to - 3 * HOUR) {
      turn(unit, plateNo, m, at);
      at += between(random, 20, 70) * HOUR;
    }
  }
  // The minivan: turned on the 15th, rented, back last night, turned again this morning, out at 08:10.
  const van = modelNamed('Pacifica');
  const first = [oneOf(random, crew), oneOf(random, crew), oneOf(random, crew), oneOf(random, leads), oneOf(random, crew)] as const;
  const at15 = Date.UTC(2026, 10, 15, 15, 48, 0);
  row(61847, 'LTV4R22', 'MVAR', 'EXT_WASH', first[0], at15, 11, 'WASH-2');
  row(61847, 'LTV4R22', 'MVAR', 'INT_CLEAN', first[1], at15 + 14 * MINUTE, 19, 'VAC-07');
  row(61847, 'LTV4R22', 'MVAR', 'FUEL', first[2], at15 + 36 * MINUTE, 6, 'FUEL-3');
  row(61847, 'LTV4R22', 'MVAR', 'WALKAROUND_QC', first[3], at15 + 45 * MINUTE, 4, 'QC-1');
  row(61847, 'LTV4R22', 'MVAR', 'STAGE_READY_LINE', first[4], at15 + 52 * MINUTE, 3, 'RL-B17');
  const at17 = Date.UTC(2026, 10, 17, 9, 51, 0);
  row(61847, 'LTV4R22', van.sipp, 'EXT_WASH', oneOf(random, crew), at17, 12, 'WASH-1');
  row(61847, 'LTV4R22', van.sipp, 'INT_CLEAN', ['Tomasz Abernathy', 'B7730'], at17 + 15 * MINUTE, 8, 'VAC-03');
  row(61847, 'LTV4R22', van.sipp, 'FUEL', oneOf(random, crew), at17 + 26 * MINUTE, 5, 'FUEL-1');
  row(61847, 'LTV4R22', van.sipp, 'WALKAROUND_QC', oneOf(random, leads), at17 + 34 * MINUTE, 3, 'QC-2');
  row(61847, 'LTV4R22', van.sipp, 'STAGE_READY_LINE', oneOf(random, crew), at17 + 40 * MINUTE, 2, 'RL-A03');
  tasks.sort((a, b) => a.unit - b.unit || a.at - b.at);
  const header = ['TASK', 'UNIT', 'PLATE', 'CLASS', 'TYPE', 'ASSIGNEE', 'BADGE', 'BAY', 'STARTED', 'FINISHED', 'MINS', 'OUTCOME'];
  const widths = header.map((h, i) => Math.max(h.length, ...tasks.map((t) => t.cells[i]!.length)));
  const fmt = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const output = [
    '$ prepctl history --site MCO --from 2026-11-14T06:00 --to 2026-11-17T10:00 --sort unit,started',
    `site: MCO (${branch.name})  window: 2026-11-14 06:00 to 2026-11-17 10:00 America/New_York  tasks: ${tasks.length}`,
    '',
    fmt(header),
    ...tasks.map((t) => fmt(t.cells)),
    '',
    `${tasks.length} tasks, ${new Set(tasks.map((t) => t.unit)).size} units`,
  ].join('\n');
  return probe(
    'round 84: vehicle prep history (CLI table), preamble',
    'A family picked up minivan 61847 at our Orlando counter this morning and found the back seats full of sand and old fries, so they are pretty upset. Who vacuumed the inside of it before it went out to them?',
    'prepctl_history',
    output,
    'interior-cleaner',
    'Tomasz Abernathy',
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** The nightly tyre-pressure snapshot from the telematics pull, a fixed-width report by branch. */
function tyrePressures(): EconomicsTask {
  const random = seededRandom(84_110);
  const plates = new Set<string>(['HZT8316']);
  const units = new Set<number>();
  const lines: string[] = [
    'TALLGRASS CAR RENTAL - FLEET TIRE PRESSURE SNAPSHOT',
    'Source: telematics nightly pull, 2026-11-17 03:00 local   Units: psi, cold-corrected to 68F   Generated: 2026-11-17T11:04:19Z',
    '',
  ];
  const head = `${'UNIT'.padEnd(6)}${'PLATE'.padEnd(10)}${'YEAR'.padEnd(5)}${'MAKE'.padEnd(11)}${'MODEL'.padEnd(21)}${'ODO_MI'.padStart(7)}  ${'PLACARD'.padEnd(7)}  ${'FL'.padStart(4)}  ${'FR'.padStart(4)}  ${'RL'.padStart(4)}  ${'RR'.padStart(4)}  ${'AMB_F'.padStart(5)}  READ_AT`;
  for (const branch of BRANCHES) {
    const count = between(random, 150, 260);
    const target = branch.code === 'DFW' ? Math.floor(count * 0.45) : -1;
    lines.push(`BRANCH: ${branch.code}  ${branch.name}   vehicles: ${count}`, head, '-'.repeat(head.length));
    const ambient = between(random, 28, 74);
    for (let i = 0; i < count; i++) {
      const m = i === target ? modelNamed('Sorento') : oneOf(random, MODELS);
      const read = (): string => (m.psi + (random() - 0.55) * 2.6).toFixed(1);
      const tyres = [read(), read(), read(), read()];
      if (i === target) tyres[2] = '21.8';
      const at = Date.UTC(2026, 10, 17, 3 - branch.utcOffset, 0, 0) - between(random, 0, 3600) * 1000;
      lines.push(
        `${String(unitNumber(random, units)).padEnd(6)}${(i === target ? 'HZT8316' : plate(random, branch.state, plates)).padEnd(10)}${String(oneOf(random, [2024, 2025, 2025, 2026])).padEnd(5)}${m.make.padEnd(11)}${m.model.padEnd(21)}${String(between(random, 600, 58000)).padStart(7)}  ${`${m.psi}/${m.psi}`.padEnd(7)}  ${tyres.map((t) => t.padStart(4)).join('  ')}  ${String(ambient + between(random, -3, 3)).padStart(5)}  ${wall(at, branch.utcOffset)}`,
      );
    }
    lines.push('');
  }
  const output = lines.join('\n');
  return probe(
    'round 84: tire pressure snapshot (fixed-width report)',
    "Going through last night's tire pressure snapshot: is there a car with one tire a lot softer than its other three? Which plate is it?",
    'fleet_tire_report',
    output,
    'soft-tire-plate',
    'HZT8316',
  );
}

/** The toll-tag inventory from the tolls database (psql): every transponder, its vehicle and its class. */
function tollTags(): EconomicsTask {
  const random = seededRandom(84_111);
  const plates = new Set<string>();
  const units = new Set<number>();
  const tags = new Set<string>(['0108-0031874265']);
  const agencies: Record<string, readonly string[]> = {
    CA: ['FasTrak'],
    WA: ['Good To Go'],
    AZ: ['E-ZPass Plus', 'FasTrak'],
    NV: ['FasTrak'],
    CO: ['ExpressToll'],
    TX: ['TxTag', 'TollTag', 'EZ TAG'],
    FL: ['SunPass PRO', 'E-PASS'],
    GA: ['Peach Pass'],
    IL: ['I-PASS'],
    MA: ['E-ZPass MA'],
  };
  const rows: string[][] = [];
  const count = 2300;
  const target = Math.floor(count * 0.57);
  const ordered = [...BRANCHES].sort((a, b) => a.code.localeCompare(b.code));
  for (let i = 0; i < count; i++) {
    const branch = ordered[Math.floor((i / count) * ordered.length)]!;
    const agency = oneOf(random, agencies[branch.state] ?? ['E-ZPass']);
    let tag = i === target ? '0108-0031874265' : `0${between(random, 100, 199)}-00${between(random, 10000000, 99999999)}`;
    while (i !== target && tags.has(tag)) tag = `0${between(random, 100, 199)}-00${between(random, 10000000, 99999999)}`;
    tags.add(tag);
    const read = Date.UTC(2026, 10, 17, 12, 0, 0) - between(random, 60, 9 * 24 * 3600) * 1000;
    rows.push([
      tag,
      i === target ? 'SunPass PRO' : agency,
      oneOf(random, ['sticker', 'sticker', 'sticker', 'hardcase']),
      i === target ? '5' : '1',
      branch.code,
      String(unitNumber(random, units)),
      plate(random, branch.state, plates),
      branch.state,
      random() < 0.96 ? 'active' : 'inactive',
      wall(Date.UTC(2026, between(random, 0, 9), between(random, 1, 28), 12, 0, 0)).slice(0, 10),
      `${iso(read).slice(0, 19).replace('T', ' ')}+00`,
      oneOf(random, ['PLAZA ', 'GANTRY ', 'LANE ']) + between(random, 1, 240),
    ]);
  }
  rows.sort((a, b) => a[4]!.localeCompare(b[4]!) || Number(a[5]) - Number(b[5]));
  const header = [
    'tag_id',
    'agency',
    'tag_type',
    'toll_class',
    'home_branch',
    'unit_no',
    'plate',
    'plate_state',
    'status',
    'mounted_on',
    'last_read_at',
    'last_read_point',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = new Set([3]);
  const line = (cells: readonly string[], head = false) =>
    (
      ' ' +
      cells
        .map((c, i) =>
          head
            ? c.padStart(Math.floor((widths[i]! + c.length) / 2)).padEnd(widths[i]!)
            : numeric.has(i)
              ? c.padStart(widths[i]!)
              : c.padEnd(widths[i]!),
        )
        .join(' | ')
    ).trimEnd();
  const output = [
    'tolls=> SELECT t.tag_id, t.agency, t.tag_type, t.toll_class, v.home_branch, v.unit_no, v.plate, v.plate_state, t.status, t.mounted_on, t.last_read_at, t.last_read_point',
    'tolls->   FROM toll_tags t JOIN vehicles v USING (vehicle_id) ORDER BY v.home_branch, v.unit_no;',
    line(header, true),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map((r) => line(r)),
    `(${rows.length} rows)`,
    '',
  ].join('\n');
  return probe(
    'round 84: toll tag inventory (psql)',
    'Tolls on one of our cars keep coming through at truck prices. Which toll tag is set up differently from the rest of the fleet?',
    'tolls_db_query',
    output,
    'odd-toll-tag',
    '0108-0031874265',
  );
}

/** Yesterday's closed rental agreements from the counter system, one JSON object a line. */
function closedAgreements(): EconomicsTask {
  const random = seededRandom(84_112);
  const plates = new Set<string>();
  const units = new Set<number>();
  const agents = Array.from({ length: 60 }, () => person(random));
  const lines: string[] = [];
  const count = 1900;
  const target = Math.floor(count * 0.38);
  const ras = new Set<string>(['RA-DAL-26-0466207']);
  for (let i = 0; i < count; i++) {
    const branch = i === target ? branchCoded('DAL') : oneOf(random, BRANCHES);
    let ra = i === target ? 'RA-DAL-26-0466207' : `RA-${branch.code}-26-0${between(random, 400000, 499999)}`;
    while (i !== target && ras.has(ra)) ra = `RA-${branch.code}-26-0${between(random, 400000, 499999)}`;
    ras.add(ra);
    const m = oneOf(random, MODELS);
    const days = i === target ? 2 : oneOf(random, [1, 1, 2, 2, 3, 3, 4, 5, 7, 7, 10, 14]);
    const closed = Date.UTC(2026, 10, 16, 0, 0, 0) - branch.utcOffset * HOUR + Math.floor((i / count) * 24 * HOUR);
    const out = closed - days * 24 * HOUR + between(random, -150, 150) * MINUTE;
    const odoOut = between(random, 900, 52000);
    const miles = i === target ? 4906 : Math.min(between(random, 8, 260) * days, between(random, 12, 1800));
    const daily = round2(between(random, 39, 179) + random());
    const base = round2(daily * days);
    const fees = round2(base * (0.18 + random() * 0.12));
    const fuelIn = m.ev ? null : `${between(random, 2, 8)}/8`;
    const fuelCharge = fuelIn !== null && fuelIn !== '8/8' && random() < 0.5 ? round2(between(random, 12, 70) + random()) : 0;
    const extras = round2(oneOf(random, [0, 0, 0, 11.99, 13.99, 14.99]) * days);
    lines.push(
      JSON.stringify({
        ra,
        branch: branch.code,
        status: 'CLOSED',
        closedAt: local(closed, branch.utcOffset),
        unit: String(unitNumber(random, units)),
        plate: plate(random, branch.state, plates),
        vehicle: `${m.make} ${m.model}`,
        class: m.sipp,
        checkout: {
          at: local(out, branch.utcOffset),
          branch: branch.code,
          odometer: odoOut,
          fuel: m.ev ? null : '8/8',
          chargePct: m.ev ? between(random, 80, 100) : null,
        },
        checkin: {
          at: local(closed - between(random, 5, 40) * MINUTE, branch.utcOffset),
          branch: branch.code,
          odometer: odoOut + miles,
          fuel: fuelIn,
          chargePct: m.ev ? between(random, 10, 90) : null,
          agent: oneOf(random, agents),
        },
        rentalDays: days,
        milesDriven: miles,
        mileagePlan: 'UNLIMITED',
        charges: { base, taxesAndFees: fees, fuel: fuelCharge, extras, total: round2(base + fees + fuelCharge + extras) },
        payment: {
          method: oneOf(random, ['VISA', 'MASTERCARD', 'AMEX', 'AMEX', 'DISCOVER', 'DEBIT']),
          last4: String(between(random, 1000, 9999)),
        },
      }),
    );
  }
  const output = lines.join('\n');
  return probe(
    'round 84: closed rental agreements (NDJSON)',
    "Looking at yesterday's returns, which rental agreement's mileage is way out of line with everyone else's?",
    'counter_closed_agreements',
    output,
    'mileage-outlier',
    'RA-DAL-26-0466207',
  );
}

/** Round 84's twelve tasks, by class a to d. */
export function roundEightyFour(): EconomicsTask[] {
  return [
    fleetPositions(),
    gdsRateShop(),
    bookingBundle(),
    branchPickups(),
    damageInspections(),
    kioskConfig(),
    citationsFile(),
    telematicsEvents(),
    prepHistory(),
    tyrePressures(),
    tollTags(),
    closedAgreements(),
  ];
}
