/**
 * Probe round 73, written blind: the Kerrowan Forest and Parks Service, a state forestry and national park agency (timber harvesting and haulage, tree health surveys, wildfire weather stations, visitor car parks and permits, ranger patrols, trail counters). "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - visitor permits API (minified JSON): the campervan registration on one visitor's overnight permit at one car park;
 *  - fire weather station export (one-line XML): the fire weather index one station reported at 2pm yesterday;
 *  - ranger patrol web app bundle (minified webpack JS): the main radio frequency configured for one district;
 * b. The answer a few lines away from the line the question's words match:
 *  - car park inventory (YAML): the IP address of one car park's exit number-plate camera;
 *  - felling licence register API (pretty JSON): the harvesting contractor named on one licence;
 *  - patrol fleet `describe` output (nested CLI text): the odometer reading of one team's Land Cruiser;
 * c. A question that paraphrases the output or carries a preamble:
 *  - ranger incident register (CSV): the incident number of a campfire at an old quarry on Saturday night (logged as an open fire at a disused quarry);
 *  - plant health lab results feed (JSON Lines): the sample number of the positive ash dieback test from one plantation (logged by Latin names, "Detected");
 *  - lost property register (fixed-width report): the reference of a wedding ring found near a waterfall (logged as a gold band at the falls);
 * d. One value unlike its peers, with no error word near it:
 *  - trail counter daily report (CLI table): the counter and day with an absurd visitor count;
 *  - weighbridge tickets (psql table): the ticket whose net weight is far from all the others;
 *  - crown condition survey (TSV): the plot whose number of sample trees differs from all the others.
 * Not among the bench's targets.
 * First run, at d854011, the head when the round was written (with this file; `ROUNDS=73
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,160,267 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 73: permits API (minified JSON)
 *     codex: 14,507 tokens, peak 14,427, 0/1 needles, 0 read-backs
 *     context-chef: 730 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,710 tokens, peak 6,737, 0/1 needles, 4 read-backs
 *     ours: 7,096 tokens, peak 3,201, 1/1 needles, 2 read-backs
 *   round 73: fire weather stations (one-line XML)
 *     codex: 22,535 tokens, peak 22,461, 0/1 needles, 0 read-backs
 *     context-chef: 939 tokens, peak 865, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,672 tokens, peak 1,803, 0/1 needles, 2 read-backs
 *     ours: 5,033 tokens, peak 1,808, 0/1 needles, 3 read-backs
 *   round 73: patrol app bundle (minified JS)
 *     codex: 14,000 tokens, peak 13,924, 0/1 needles, 0 read-backs
 *     context-chef: 678 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,093 tokens, peak 1,336, 0/1 needles, 4 read-backs
 *     ours: 4,344 tokens, peak 924, 1/1 needles, 4 read-backs
 *   round 73: car park inventory (YAML)
 *     codex: 13,367 tokens, peak 13,291, 0/1 needles, 0 read-backs
 *     context-chef: 650 tokens, peak 574, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,353 tokens, peak 2,719, 0/1 needles, 3 read-backs
 *     ours: 7,280 tokens, peak 2,955, 0/1 needles, 3 read-backs
 *   round 73: felling licence register (pretty JSON)
 *     codex: 11,620 tokens, peak 11,543, 0/1 needles, 0 read-backs
 *     context-chef: 640 tokens, peak 563, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,870 tokens, peak 1,507, 1/1 needles, 2 read-backs
 *     ours: 2,001 tokens, peak 1,046, 1/1 needles, 1 read-backs
 *   round 73: patrol fleet describe (nested CLI)
 *     codex: 12,696 tokens, peak 12,616, 0/1 needles, 0 read-backs
 *     context-chef: 663 tokens, peak 583, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,410 tokens, peak 2,153, 0/1 needles, 1 read-backs
 *     ours: 3,191 tokens, peak 2,261, 1/1 needles, 1 read-backs
 *   round 73: ranger incident register (CSV, preamble and paraphrase)
 *     codex: 15,118 tokens, peak 15,008, 0/1 needles, 0 read-backs
 *     context-chef: 790 tokens, peak 680, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,044 tokens, peak 4,159, 0/1 needles, 2 read-backs
 *     ours: 8,748 tokens, peak 4,822, 1/1 needles, 2 read-backs
 *   round 73: plant health lab results (JSON Lines, preamble and paraphrase)
 *     codex: 12,215 tokens, peak 12,134, 0/1 needles, 0 read-backs
 *     context-chef: 651 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,637 tokens, peak 3,290, 0/1 needles, 4 read-backs
 *     ours: 7,603 tokens, peak 3,544, 0/1 needles, 4 read-backs
 *   round 73: lost property register (fixed-width report, preamble and paraphrase)
 *     codex: 10,148 tokens, peak 10,047, 0/1 needles, 0 read-backs
 *     context-chef: 578 tokens, peak 477, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,105 tokens, peak 2,990, 0/1 needles, 4 read-backs
 *     ours: 7,754 tokens, peak 3,119, 0/1 needles, 4 read-backs
 *   round 73: trail counter daily report (CLI table, odd one out)
 *     codex: 15,404 tokens, peak 15,314, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,314 tokens, peak 2,331, 0/1 needles, 4 read-backs
 *     ours: 1,911 tokens, peak 939, 0/1 needles, 1 read-backs
 *   round 73: weighbridge tickets (psql table, odd one out)
 *     codex: 17,676 tokens, peak 17,590, 0/1 needles, 0 read-backs
 *     context-chef: 770 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,591 tokens, peak 1,239, 0/1 needles, 1 read-backs
 *     ours: 1,992 tokens, peak 999, 1/1 needles, 1 read-backs
 *   round 73: crown condition survey (TSV, odd one out)
 *     codex: 20,302 tokens, peak 20,207, 0/1 needles, 0 read-backs
 *     context-chef: 929 tokens, peak 834, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,763 tokens, peak 3,159, 0/1 needles, 4 read-backs
 *     ours: 6,492 tokens, peak 2,644, 1/1 needles, 4 read-backs
 *     codex: 179,588 tokens, 0/12 needles
 *     context-chef: 8,783 tokens, 0/12 needles
 *     context-chef-store: 88,562 tokens, 1/12 needles
 *     ours: 63,445 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom } from '../economics/seeded.js';

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
// Shared pools
// ---------------------------------------------------------------------------------------------

const FIRST = [
  'Aoife',
  'Ciarán',
  'Niamh',
  'Seán',
  'Siobhán',
  'Declan',
  'Orla',
  'Pádraig',
  'Gráinne',
  'Eoin',
  'Róisín',
  'Darragh',
  'Caoimhe',
  'Liam',
  'Saoirse',
  'Conor',
  'Maeve',
  'Fionn',
  'Clodagh',
  'Tadhg',
  'Emer',
  'Ronan',
  'Sinéad',
  'Cathal',
  'Deirdre',
  'Oisín',
  'Aisling',
  'Brendan',
  'Fiona',
  'Colm',
  'Mairéad',
  'Kevin',
  'Sarah',
  'David',
  'Laura',
  'Mark',
  'Anna',
  'Peter',
  'Helen',
  'John',
  'Ruth',
  'Tomás',
  'Úna',
  'Diarmuid',
  'Eimear',
  'Michael',
  'Joanne',
  'Hannah',
  'Lukasz',
  'Marta',
];
const LAST = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Byrne',
  'Ryan',
  "O'Connor",
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Doherty',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'McLoughlin',
  'Carroll',
  'Connolly',
  'Daly',
  'Dunne',
  'Farrell',
  'Fitzgerald',
  'Hayes',
  'Kavanagh',
  'Keane',
  'Lawlor',
  'Maher',
  'Nolan',
  'Power',
  'Regan',
  'Sheehan',
  'Tierney',
  'Whelan',
  'Cullinane',
  'Mac Aodha',
  'Nowak',
  'Kowalski',
  'Costello',
  'Griffin',
];
/** Place names for sites that no task asks about (each task adds its own asked-about names). */
const PLACES = [
  'Glenashee',
  'Ballyvane',
  'Maumeen',
  'Lough Dorrin',
  'Knockaderry',
  'Annaghbeg',
  'Drumcarra',
  'Ballinacor',
  'Glenbeg',
  'Tooreen',
  'Cloonagh',
  'Rathcoole',
  'Inchamore',
  'Aughavanna',
  'Coomnahorna',
  'Kilcaragh',
  'Derrykeel',
  'Shanagarry',
  'Gortnaclohy',
  'Lisnabrack',
  'Bunnafinglas',
  'Ardnagashel',
  'Clashmore',
  'Knockanore',
  'Tinnahinch',
  'Ballycroy',
  'Owenduff',
  'Letterkeen',
  'Derrybawn',
  'Curraghchase',
  'Portlick',
  'Mullaghbane',
  'Corlea',
  'Emo',
  'Garrycastle',
  'Slievenamuck',
  'Barnaderg',
  'Coolattin',
  'Rosturra',
  'Dromore West',
  'Kilteely',
  'Mountshannon',
  'Aghavannagh',
  'Cappanalea',
  'Baurtregaum',
];
const REGIONS = ['North-West', 'West', 'South-West', 'South', 'South-East', 'Midlands', 'North-East', 'East'];
const DAY = 86_400_000;

const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const fixed = (random: () => number, lo: number, hi: number, digits: number): string => (lo + random() * (hi - lo)).toFixed(digits);
const iso = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
/** `2026-11-07 21:38:00` (UTC). */
const stamp = (ms: number): string => iso(ms).replace('T', ' ').replace('Z', '');
const ascii = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z ]/g, '');
const cell = (s: string | number, width: number): string => String(s).padEnd(width).slice(0, width);
const rcell = (s: string | number, width: number): string => String(s).padStart(width);

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** a1. The visitor permits API's minified JSON: every parking and campervan permit since July. */
function permitsApi(): EconomicsTask {
  const random = seededRandom(73_101);
  const counties = ['D', 'C', 'G', 'KY', 'L', 'LK', 'W', 'WX', 'WW', 'MO', 'SO', 'DL', 'CE', 'KK', 'T', 'MH', 'KE', 'OY', 'LH', 'CN', 'MN'];
  const registration = (): string => {
    const year = between(random, 12, 25);
    const prefix = year >= 13 ? `${year}${between(random, 1, 2)}` : String(year);
    return `${prefix}-${oneOf(random, counties)}-${between(random, 1, 99999)}`;
  };
  type Site = { code: string; name: string; district: string };
  const sites: Site[] = PLACES.map((p, i) => ({
    code: `CP-${ascii(p).replace(/ /g, '').slice(0, 3).toUpperCase()}${pad2(i)}`,
    name: `${p} ${oneOf(random, ['Car Park', 'Forest Car Park', 'Trailhead Car Park', 'Lakeshore Car Park', 'Woods Car Park'])}`,
    district: oneOf(random, REGIONS),
  }));
  const strand: Site = { code: 'CP-DRS07', name: 'Derreen Strand Car Park', district: 'South-West' };
  const wood: Site = { code: 'CP-DRW11', name: 'Derreen Wood Car Park', district: 'South-West' };
  sites.push(strand, wood, strand, wood);
  const TYPES = [
    'DAY_PARKING',
    'DAY_PARKING',
    'DAY_PARKING',
    'DAY_PARKING',
    'OVERNIGHT_CAMPERVAN',
    'ANNUAL_PASS',
    'COACH_PARKING',
    'EVENT_PARKING',
  ];
  const CARS = [
    'Toyota Corolla',
    'Volkswagen Golf',
    'Hyundai Tucson',
    'Skoda Octavia',
    'Ford Focus',
    'Kia Sportage',
    'Nissan Qashqai',
    'Tesla Model Y',
  ];
  const VANS = [
    'Hymer B-Class',
    'Adria Twin',
    'Swift Escape',
    'Bürstner Lyseo',
    'Roller Team Kronos',
    'Volkswagen California',
    'Auto-Trail Tribute',
  ];
  const COACHES = ['Volvo 9700', 'Scania Touring', 'Mercedes-Benz Sprinter 516 (minibus)', 'Ford Transit 17-seat (minibus)'];
  const count = 1400;
  const start = Date.UTC(2026, 6, 1);
  const today = Date.UTC(2026, 10, 12);
  let number = 118_204;
  type Spec = { holder?: string; site?: Site; type?: string; reg?: string; make?: string; from?: number; nights?: number; status?: string };
  const permit = (i: number, spec: Spec = {}): object => {
    const created = start + Math.floor((i / count) * (today - start)) + pick(random, 3_600_000);
    const type = spec.type ?? oneOf(random, TYPES);
    const site = spec.site ?? oneOf(random, sites);
    const holder = spec.holder ?? person(random);
    const nights = spec.nights ?? (type === 'OVERNIGHT_CAMPERVAN' ? between(random, 1, 3) : 0);
    const from =
      spec.from ??
      Math.floor(created / DAY) * DAY +
        between(random, 0, 21) * DAY +
        (type === 'OVERNIGHT_CAMPERVAN' ? 16 : between(random, 8, 13)) * 3_600_000;
    const to =
      type === 'ANNUAL_PASS'
        ? from + 365 * DAY - 1000
        : type === 'OVERNIGHT_CAMPERVAN'
          ? Math.floor(from / DAY) * DAY + nights * DAY + 11 * 3_600_000
          : Math.floor(from / DAY) * DAY + 20 * 3_600_000;
    const vclass = type === 'OVERNIGHT_CAMPERVAN' ? 'CAMPERVAN' : type === 'COACH_PARKING' ? oneOf(random, ['COACH', 'MINIBUS']) : 'CAR';
    const make =
      spec.make ?? (vclass === 'CAMPERVAN' ? oneOf(random, VANS) : vclass === 'CAR' ? oneOf(random, CARS) : oneOf(random, COACHES));
    const amount =
      type === 'OVERNIGHT_CAMPERVAN'
        ? 2000 * nights
        : type === 'ANNUAL_PASS'
          ? 6000
          : type === 'COACH_PARKING'
            ? 3000
            : type === 'EVENT_PARKING'
              ? 1500
              : oneOf(random, [500, 800]);
    const status = spec.status ?? (random() < 0.04 ? oneOf(random, ['CANCELLED', 'REFUNDED']) : to < today ? 'EXPIRED' : 'ACTIVE');
    const email = spec.holder
      ? `${ascii(holder).toLowerCase().replace(/ /g, '.')}@gmail.com`
      : `${ascii(holder)
          .toLowerCase()
          .replace(
            / /g,
            oneOf(random, ['.', '', '_']),
          )}${random() < 0.3 ? between(random, 1, 99) : ''}@${oneOf(random, ['gmail.com', 'outlook.com', 'eircom.net', 'yahoo.ie', 'icloud.com'])}`;
    number += between(random, 1, 9);
    return {
      id: `prm_${hex(random, 20)}`,
      permitNumber: `KFP-26-${number}`,
      type,
      status,
      site: { code: site.code, name: site.name, district: site.district },
      holder: {
        name: holder,
        email,
        phone: `+353 8${between(random, 3, 9)} *** **${pad2(pick(random, 100))}`,
        marketingOptIn: random() < 0.2,
      },
      vehicle: { registration: spec.reg ?? registration(), class: vclass, make },
      validFrom: iso(from),
      validTo: iso(to),
      nights,
      price: { amount, currency: 'EUR', vatRate: 0.23 },
      payment: {
        provider: 'stripe',
        intent: `pi_${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 24)}`,
        captured: status !== 'CANCELLED',
      },
      channel: oneOf(random, ['web', 'web', 'app', 'kiosk']),
      createdAt: iso(created),
      updatedAt: iso(created + pick(random, 3 * DAY)),
    };
  };
  const planted = new Map<number, Spec>([
    [Math.floor(count * 0.31), { holder: 'Aoife Brennan', site: strand, type: 'DAY_PARKING', reg: '191-KY-20773', make: 'Kia Sportage' }],
    [Math.floor(count * 0.39), { holder: 'Áine Brennan', site: strand, type: 'OVERNIGHT_CAMPERVAN', make: 'Adria Twin' }],
    [
      Math.floor(count * 0.46),
      {
        holder: 'Aoife Brennan',
        site: strand,
        type: 'OVERNIGHT_CAMPERVAN',
        reg: '222-KY-30418',
        make: 'Hymer B-Class',
        from: Date.UTC(2026, 10, 13, 16),
        nights: 2,
        status: 'ACTIVE',
      },
    ],
    [Math.floor(count * 0.55), { holder: 'Aoife Brennock', site: strand, type: 'OVERNIGHT_CAMPERVAN', make: 'Swift Escape' }],
    [Math.floor(count * 0.61), { holder: 'Aoife Brennan', site: wood, type: 'DAY_PARKING', reg: '191-KY-20773', make: 'Kia Sportage' }],
    [Math.floor(count * 0.68), { holder: 'Aoife Brennan', type: 'ANNUAL_PASS', reg: '191-KY-20773', make: 'Kia Sportage' }],
  ]);
  const records = Array.from({ length: count }, (_, i) => permit(i, planted.get(i)));
  const output = JSON.stringify({ object: 'list', total: count, page: 1, pageSize: count, hasMore: false, data: records });
  return probe(
    'round 73: permits API (minified JSON)',
    "What's the registration of the campervan on Aoife Brennan's overnight permit for Derreen Strand car park?",
    'list_visitor_permits',
    output,
    'campervan-reg',
    '222-KY-30418',
    true,
  );
}

/** a2. Hourly fire weather observations of every station for the last two days, as one line of XML. */
function fireWeatherXml(): EconomicsTask {
  const random = seededRandom(73_102);
  const suffixes = ['Ridge', 'Bog', 'Forest', 'Hill', 'Nursery', 'Lough', 'Mountain', 'Woods'];
  const names = PLACES.slice(0, 28).map((p) => `${p} ${oneOf(random, suffixes)}`);
  names.splice(8, 0, 'Carrigmore Lower');
  names.splice(15, 0, 'Carrigmore Ridge');
  const from = Date.UTC(2026, 10, 10, 7);
  const hours = 48;
  const target = { station: 'Carrigmore Ridge', at: Date.UTC(2026, 10, 11, 14), fwi: '4.86' };
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?><FireWeatherExport xmlns="urn:kfps:fireweather:2" agency="Kerrowan Forest and Parks Service" system="FWIS 5.2.1" generated="2026-11-12T06:05:11Z" from="${iso(from)}" to="${iso(from + (hours - 1) * 3_600_000)}" interval="PT1H" indices="CFFDRS-FWI" tz="UTC">`,
  ];
  names.forEach((name, s) => {
    const lat = fixed(random, 51.6, 55.2, 4);
    const lon = fixed(random, -10.1, -6.3, 4);
    parts.push(
      `<Station id="FWS-${pad(s * 3 + 101, 3)}" name="${name}" lat="${lat}" lon="${lon}" elevM="${between(random, 40, 620)}" logger="Campbell CR1000X" sn="${between(random, 10000, 39999)}" commissioned="${between(random, 2009, 2024)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}"><Obs count="${hours}">`,
    );
    let ffmc = 60 + random() * 20;
    let dmc = 2 + random() * 10;
    let dc = 80 + random() * 80;
    for (let h = 0; h < hours; h++) {
      const at = from + h * 3_600_000;
      const hourOfDay = new Date(at).getUTCHours();
      const warm = Math.sin(((hourOfDay - 8) / 24) * 2 * Math.PI);
      const temp = (7 + 4 * warm + random() * 2).toFixed(1);
      const rh = Math.min(100, Math.round(84 - 14 * warm + random() * 10));
      const wind = (6 + random() * 24).toFixed(1);
      const gust = (Number(wind) * (1.3 + random() * 0.6)).toFixed(1);
      const rain = random() < 0.25 ? (random() * 2.4).toFixed(1) : '0.0';
      ffmc = Math.max(35, Math.min(88, ffmc + (rain === '0.0' ? random() * 1.5 : -random() * 6)));
      dmc = Math.max(0.5, dmc + (rain === '0.0' ? random() * 0.15 : -random() * 0.8));
      dc = Math.max(20, dc + (rain === '0.0' ? random() * 0.4 : -random() * 2));
      const isi = (0.1 + random() * 3.8).toFixed(2);
      const bui = (dmc * 1.4 + random() * 2).toFixed(2);
      let fwi = (random() * 7.5).toFixed(2);
      if (name === target.station && at === target.at) fwi = target.fwi;
      else while (fwi === target.fwi) fwi = (random() * 7.5).toFixed(2);
      parts.push(
        `<Ob t="${iso(at)}" qc="${random() < 0.97 ? 'A' : 'E'}"><TempC>${temp}</TempC><RH>${rh}</RH><WindKmh>${wind}</WindKmh><WindDir>${between(random, 0, 359)}</WindDir><GustKmh>${gust}</GustKmh><Rain1hMm>${rain}</Rain1hMm><FFMC>${ffmc.toFixed(1)}</FFMC><DMC>${dmc.toFixed(1)}</DMC><DC>${dc.toFixed(1)}</DC><ISI>${isi}</ISI><BUI>${bui}</BUI><FWI>${fwi}</FWI><BattV>${fixed(random, 12.4, 13.8, 2)}</BattV></Ob>`,
      );
    }
    parts.push('</Obs></Station>');
  });
  parts.push('</FireWeatherExport>');
  return probe(
    'round 73: fire weather stations (one-line XML)',
    'What was the fire weather index at the Carrigmore Ridge station at 2pm yesterday?',
    'export_fire_weather',
    parts.join(''),
    'carrigmore-fwi',
    `<FWI>${target.fwi}</FWI>`,
    true,
  );
}

/** a3. The ranger patrol web app's production bundle: webpack modules on one line, the district config among them. */
function patrolBundle(): EconomicsTask {
  const random = seededRandom(73_103);
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const ident = (): string => chars(random, lower, 1) + (random() < 0.5 ? chars(random, lower + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ_$', 1) : '');
  const used = new Set<number>();
  const moduleId = (): number => {
    let n = between(random, 100, 99999);
    while (used.has(n)) n = between(random, 100, 99999);
    used.add(n);
    return n;
  };
  const COMPONENTS = [
    'PatrolCard',
    'IncidentForm',
    'BeatMap',
    'ShiftHeader',
    'SightingList',
    'GateChecklist',
    'HandoverNote',
    'SosButton',
    'SyncBanner',
    'PermitLookup',
    'TrackLog',
    'WaypointPin',
    'FireRiskBadge',
    'RadioPanel',
    'OfflineTiles',
  ];
  const WORDS = [
    'patrol',
    'incident',
    'sighting',
    'gate',
    'trail',
    'carpark',
    'permit',
    'fire',
    'deer',
    'litter',
    'signage',
    'checkpoint',
    'beat',
    'shift',
    'handover',
    'radio',
    'sos',
    'tracklog',
    'waypoint',
    'sync',
    'photo',
    'vehicle',
    'barrier',
  ];
  const ACTIONS = ['START', 'END', 'SAVE', 'SYNC', 'RESET', 'TOGGLE', 'SELECT', 'CLEAR', 'RETRY', 'ATTACH'];
  const colour = (): string => `#${hex(random, 6)}`;
  const component = (): string => {
    const [f, s, k1, k2, p1, p2] = [ident(), ident(), ident(), ident(), ident(), ident()];
    const name = oneOf(random, COMPONENTS);
    return `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{${ident()}:()=>${f}});var r=n(${between(random, 100, 99999)}),a=n(74848),o=n(${between(random, 100, 99999)});function ${f}(e){let{${p1}:t,${p2}:n,className:i}=e;const[l,c]=(0,r.useState)(!1);return(0,a.jsxs)("div",{className:(0,o.A)("${name}",i,l&&"is-open"),"data-testid":"${name.toLowerCase()}",onClick:()=>c(!l),children:[(0,a.jsx)("span",{className:${s}.${k1},children:t}),n&&(0,a.jsx)("small",{className:${s}.${k2},style:{color:"${colour()}",padding:${between(random, 2, 16)}},children:n})]})}const ${s}={${k1}:"${name}_${k1}__${chars(random, lower + '0123456789', 5)}",${k2}:"${name}_${k2}__${chars(random, lower + '0123456789', 5)}"}}`;
  };
  const strings = (): string => {
    const entries = Array.from({ length: between(random, 20, 45) }, () => {
      const a = oneOf(random, WORDS);
      const b = oneOf(random, ['title', 'label', 'hint', 'empty', 'confirm', 'saved', 'offline', 'required', 'help']);
      return `"${a}.${b}":"${a[0]!.toUpperCase()}${a.slice(1)} ${b === 'empty' ? 'list is empty' : b === 'saved' ? 'saved on this device' : b === 'offline' ? 'will sync when back in coverage' : b}"`;
    });
    return `${moduleId()}:e=>{"use strict";e.exports=JSON.parse('{${entries.join(',')}}')}`;
  };
  const client = (): string => {
    const f = ident();
    const word = oneOf(random, WORDS);
    return `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{${ident()}:()=>${f}});var r=n(${between(random, 100, 99999)});async function ${f}(e,t={}){const n=await(0,r.${ident()})(\`/api/v3/${word}s/\${encodeURIComponent(e)}\`,{method:"${oneOf(random, ['GET', 'POST', 'PATCH', 'PUT'])}",headers:{"Content-Type":"application/json","X-Client":"kfps-patrol-web/4.12.0"},body:"GET"===t.method?void 0:JSON.stringify(t.body),signal:AbortSignal.timeout(${between(random, 5, 30)}e3)});if(!n.ok)throw new r.${ident()}(n.status,"${word} request failed");return n.json()}}`;
  };
  const reducer = (): string => {
    const [f, s, k, k2] = [ident(), ident(), ident(), ident()];
    const [a1, a2] = [oneOf(random, ACTIONS), oneOf(random, ACTIONS)];
    const word = oneOf(random, WORDS).toUpperCase();
    return `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{Ay:()=>${f}});const ${s}={${k}:null,${k2}:!1,items:[],updatedAt:0};function ${f}(e=${s},t){switch(t.type){case"${word}/${a1}":return{...e,${k}:t.payload,updatedAt:Date.now()};case"${word}/${a2}":return{...e,${k2}:!e.${k2}};case"${word}/ADD":return{...e,items:[...e.items,t.payload]};default:return e}}}`;
  };
  const trails = (): string => {
    const list = Array.from({ length: between(random, 6, 14) }, () => {
      const place = oneOf(random, PLACES.concat(['Slieve Carran', 'Slieve Carran']));
      return `{name:"${place} ${oneOf(random, ['Loop', 'Summit Trail', 'Lakeshore Walk', 'Forest Walk', 'Ridge Path'])}",km:${fixed(random, 1.5, 18, 1)},grade:"${oneOf(random, ['easy', 'moderate', 'strenuous'])}",waymark:"${oneOf(random, ['red', 'blue', 'purple', 'green', 'black'])}"}`;
    });
    return `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{T:()=>r});const r=[${list.join(',')}]}`;
  };
  const makers = [component, component, component, strings, client, client, reducer, reducer, trails];
  const modules = Array.from({ length: 700 }, () => oneOf(random, makers)());

  // The district config: every district's radio plan.
  const freqs = new Set<string>();
  const freq = (): string => {
    let f = (150 + pick(random, 1920) * 0.0125).toFixed(4);
    while (freqs.has(f) || f === '163.4875') f = (150 + pick(random, 1920) * 0.0125).toFixed(4);
    freqs.add(f);
    return f;
  };
  const districtNames = PLACES.slice(0, 44).map((p, i) => (i % 5 === 3 ? `${p} ${oneOf(random, ['North', 'South', 'East', 'West'])}` : p));
  districtNames.splice(12, 0, 'Slieve Carran North');
  districtNames.splice(30, 0, 'Slieve Carran');
  const repeaters = PLACES.slice(20).concat(['Slieve Carran']);
  const districts = districtNames.map((name, i) => {
    const primary = name === 'Slieve Carran' ? '163.4875' : freq();
    const repeater = name.startsWith('Slieve Carran') ? oneOf(random, ['Knockanore', 'Baurtregaum']) : oneOf(random, repeaters);
    return `{id:"D${pad2(i + 1)}",name:"${name}",region:"${oneOf(random, REGIONS)}",hq:{name:"${name.split(' ')[0]} Depot",lat:${fixed(random, 51.6, 55.2, 4)},lng:${fixed(random, -10.1, -6.3, 4)}},radio:{primary:"${primary}",secondary:"${freq()}",ctcss:"${oneOf(random, ['67.0', '77.0', '88.5', '103.5', '118.8', '131.8'])}",repeater:"${repeater}",talkgroup:${between(random, 2100, 2999)}},dutyPhone:"+353 ${between(random, 21, 99)} 555 0${between(random, 100, 999)}",beats:${between(random, 3, 12)},sosEscalation:["R-${between(random, 100, 399)}","R-${between(random, 100, 399)}"]}`;
  });
  const config = `${moduleId()}:(e,t,n)=>{"use strict";n.d(t,{Ay:()=>c,Xv:()=>l});const c=Object.freeze([${districts.join(',')}]),l=e=>c.find(t=>t.id===e)}`;
  modules.splice(350, 0, config);
  const output = `/*! For license information please see main.7c1e2f4a.js.LICENSE.txt */(()=>{var e={${modules.join(',')}},t={};function n(r){var a=t[r];if(void 0!==a)return a.exports;var o=t[r]={exports:{}};return e[r](o,o.exports,n),o.exports}n.d=(e,t)=>{for(var r in t)n.o(t,r)&&!n.o(e,r)&&Object.defineProperty(e,r,{enumerable:!0,get:t[r]})},n.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),n.p="/static/",(0,n(${between(random, 100, 99999)}).H)(document.getElementById("root")).render((0,n(74848).jsx)(n(${between(random, 100, 99999)}).A,{}))})();`;
  return probe(
    'round 73: patrol app bundle (minified JS)',
    'Which radio frequency does the ranger patrol app have as the main channel for the Slieve Carran district?',
    'read_static_asset',
    output,
    'slieve-carran-radio',
    '163.4875',
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** b4. The car park inventory as YAML: capacity, charging, pay machines and ANPR cameras of each car park. */
function carParkYaml(): EconomicsTask {
  const random = seededRandom(73_104);
  const lines: string[] = [
    '# Generated by parkops-config 3.8.1 from the asset register. Do not edit by hand: changes are overwritten nightly.',
    '# Kerrowan Forest and Parks Service: visitor car parks',
    'apiVersion: parkops.kfps.ie/v1',
    'kind: CarParkInventory',
    'metadata:',
    '  generated: "2026-11-12T07:15:02Z"',
    '  source: asset-register',
    '  owner: visitor-services',
    'carparks:',
  ];
  const count = 230;
  const names: string[] = [];
  for (let i = 0; i < count; i++)
    names.push(
      `${oneOf(random, PLACES)} ${oneOf(random, ['Forest Car Park', 'Car Park', 'Trailhead Car Park', 'Lakeshore Car Park', 'Upper Car Park', 'Visitor Centre Car Park', 'Overflow Car Park'])}`,
    );
  names[Math.floor(count * 0.43)] = 'Coolnagree Upper Car Park';
  names[Math.floor(count * 0.51)] = 'Coolnagree Forest Car Park';
  const VENDORS = [
    ['Hikvision', 'iDS-TCM403-GIR'],
    ['Nedap', 'ANPR Lumo'],
    ['Axis', 'P1465-LE-3 License Plate Verifier'],
    ['Genetec', 'AutoVu SharpV'],
  ] as const;
  let answer = '';
  names.forEach((name, i) => {
    const id = `CP-${pad(i + 1, 4)}`;
    const district = between(random, 0, REGIONS.length - 1);
    const net = `10.${40 + district}.${i + 1}`;
    const anpr = name.startsWith('Coolnagree') || random() < 0.45;
    const cars = between(random, 20, 400);
    lines.push(
      `  - id: ${id}`,
      `    name: ${name}`,
      `    district: ${REGIONS[district]}`,
      `    site_code: ${ascii(name).replace(/ /g, '').slice(0, 3).toUpperCase()}${pad(i + 1, 3)}`,
      '    location:',
      `      lat: ${fixed(random, 51.6, 55.2, 5)}`,
      `      lon: ${fixed(random, -10.1, -6.3, 5)}`,
      `      eircode: ${oneOf(random, ['F91', 'V93', 'P31', 'Y21', 'A98', 'R93', 'H91', 'X35'])} ${chars(random, 'ACDEFHKNPRTVWXY0123456789', 4)}`,
      `    surface: ${oneOf(random, ['gravel', 'tarmac', 'grasscrete', 'gravel'])}`,
      '    capacity:',
      `      cars: ${cars}`,
      `      accessible: ${Math.max(2, Math.round(cars / 25))}`,
      `      coaches: ${between(random, 0, 6)}`,
      `      motorhomes: ${between(random, 0, 8)}`,
      `      ev_chargers: ${oneOf(random, [0, 0, 2, 4])}`,
      '    opening_hours:',
      `      summer: "${oneOf(random, ['07:00', '08:00', '06:30'])}-${oneOf(random, ['21:00', '22:00', '20:00'])}"`,
      `      winter: "${oneOf(random, ['08:00', '08:30'])}-${oneOf(random, ['17:00', '18:00', '16:30'])}"`,
      `      gates_locked_overnight: ${random() < 0.4}`,
      '    charging:',
      `      scheme: ${anpr ? 'anpr' : oneOf(random, ['pay-and-display', 'free', 'pay-and-display'])}`,
      `      tariff_code: ${oneOf(random, ['T-STD-26', 'T-HIGH-26', 'T-LAKE-26', 'T-FREE'])}`,
      `      hourly_eur: ${oneOf(random, ['1.00', '2.00', '2.50', '3.00'])}`,
      `      daily_cap_eur: ${oneOf(random, ['5.00', '6.00', '8.00', '10.00'])}`,
      `      annual_pass_valid: ${random() < 0.85}`,
      '    pay_machines:',
    );
    for (let m = 1; m <= between(random, 1, 2); m++)
      lines.push(
        `      - id: PDM-${pad(i + 1, 4)}-${m}`,
        `        model: ${oneOf(random, ['Flowbird Strada', 'Parkeon Strada Evolution', 'Metric Aura', 'Flowbird CWT Touch'])}`,
        `        accepts: [${oneOf(random, ['coin, card, contactless', 'card, contactless', 'coin, contactless'])}]`,
        `        sim_iccid: "8935301${pad(between(random, 0, 999999999), 9)}${pad(between(random, 0, 9999), 4)}"`,
      );
    if (anpr) {
      const [vendor, model] = oneOf(random, VENDORS);
      lines.push(
        '    anpr:',
        `      vendor: ${vendor}`,
        `      controller: ${net}.5`,
        `      retention_days: ${oneOf(random, [30, 60, 90])}`,
        '      cameras:',
      );
      const lanes = name === 'Coolnagree Forest Car Park' ? 1 : between(random, 1, 2);
      let octet = 11;
      for (const direction of ['entry', 'exit'])
        for (let lane = 1; lane <= lanes; lane++) {
          if (name === 'Coolnagree Forest Car Park' && direction === 'exit') answer = `${net}.${octet}`;
          lines.push(
            `        - id: ${id}-${direction === 'entry' ? 'ENT' : 'EXT'}${lane}`,
            `          direction: ${direction}`,
            `          lane: ${lane}`,
            `          model: ${model}`,
            `          ip: ${net}.${octet++}`,
            `          firmware: ${between(random, 4, 7)}.${between(random, 0, 9)}.${between(random, 0, 20)}`,
            `          ir_illuminator: ${random() < 0.9}`,
          );
        }
    } else lines.push('    anpr: null');
    lines.push(
      `    barrier: ${anpr ? oneOf(random, ['none', 'exit-only', 'entry-and-exit']) : 'none'}`,
      `    notes: "${oneOf(random, [
        'Overflow to Coolnagree Forest Car Park on bank holidays.',
        'Height barrier 2.1 m at entrance; coaches use lay-by on public road.',
        'Seasonal toilets April to September.',
        'Shared entrance with timber haulage route; keep turning circle clear.',
        'Gates locked by ranger on evening patrol.',
        '',
        '',
      ])}"`,
    );
  });
  return probe(
    'round 73: car park inventory (YAML)',
    'What IP address is the exit number-plate camera at Coolnagree Forest car park on?',
    'get_carpark_inventory',
    lines.join('\n'),
    'coolnagree-exit-camera',
    answer,
  );
}

/** b5. The felling licence register's API, pretty-printed: one object per licence, the contractor a few lines below the number. */
function fellingLicencesJson(): EconomicsTask {
  const random = seededRandom(73_105);
  const CONTRACTORS = [
    'Slaney Forest Contractors Ltd',
    'Brosna Harvesting Ltd',
    'Western Timber Services',
    'Mac Aodha Forestry Ltd',
    'Suir Valley Harvesting',
    'Doyle Timber Haulage & Harvesting',
    'Nore Forestry Services Ltd',
    'Atlantic Tree Harvesting Ltd',
    'Kavanagh Forest Operations',
    'Blackwater Harvesting Co.',
    'Midland Thinning Services',
    'Lawlor Forestry Contracting',
    'Shannon Woodland Services Ltd',
    'Nowak Forest Machinery Ltd',
    'Barrow Valley Timber Ltd',
    'Corrib Harvesting Ltd',
  ];
  const SPECIES = [
    'Sitka spruce',
    'Norway spruce',
    'Lodgepole pine',
    'Scots pine',
    'Japanese larch',
    'Douglas fir',
    'Downy birch',
    'Sycamore',
    'Oak',
    'Ash',
  ];
  const COUNTIES = [
    'Cork',
    'Kerry',
    'Wicklow',
    'Galway',
    'Mayo',
    'Tipperary',
    'Laois',
    'Offaly',
    'Waterford',
    'Leitrim',
    'Donegal',
    'Clare',
    'Limerick',
    'Wexford',
  ];
  const CONDITIONS = [
    'Felling shall not take place between 1 March and 31 August where nesting birds are present.',
    'A 10 m buffer shall be maintained along all relevant watercourses.',
    'Brash mats shall be used on all extraction racks.',
    'Silt traps shall be installed and maintained at all drain outfalls.',
    'The District Archaeologist shall be notified 14 days before operations begin.',
    'Haulage shall use the approved route only; no haulage during school drop-off and collection times.',
    'Retain all broadleaf trees along the site boundary.',
    'Replanting shall be completed within two years of the date of felling.',
  ];
  type Licence = { number: string; contractor?: string; related?: string[] };
  const list: Licence[] = [];
  for (let n = 300; n <= 999; n++) if (random() < 0.2) list.push({ number: `FL-2025-${pad(n, 4)}` });
  for (let n = 1; n <= 900; n++) if ([414, 417, 418, 471].includes(n) || random() < 0.35) list.push({ number: `FL-2026-${pad(n, 4)}` });
  const byNumber = (number: string) => list.find((l) => l.number === number)!;
  byNumber('FL-2026-0417').contractor = 'Furlong & Tierney Forestry Ltd';
  byNumber('FL-2026-0418').related = ['FL-2026-0417'];
  byNumber('FL-2026-0471').related = ['FL-2026-0414'];
  let application = 11_000;
  const licences = list.map((l) => {
    const year = Number(l.number.slice(3, 7));
    const decision = Date.UTC(year, between(random, 0, 10), between(random, 1, 28));
    const compartments = Array.from({ length: between(random, 1, 4) }, () => ({
      compartment: `${between(random, 1, 40)}${oneOf(random, ['A', 'B', 'C', 'D'])}`,
      areaHa: Number(fixed(random, 0.8, 14, 1)),
      species: oneOf(random, SPECIES),
      plantingYear: between(random, 1962, 2001),
      yieldClass: oneOf(random, [14, 16, 18, 20, 22, 24]),
    }));
    const area = compartments.reduce((sum, c) => sum + c.areaHa, 0);
    const place = oneOf(random, PLACES);
    const replant = pick(random, SPECIES.length);
    application += between(random, 3, 19);
    return {
      licenceNumber: l.number,
      applicationRef: `CN-${String(year).slice(2)}-${application}`,
      type: oneOf(random, ['Clearfell', 'Clearfell', 'Thinning', 'Thinning', 'Sanitation felling', 'Road-line felling']),
      status: oneOf(random, ['Approved', 'Approved', 'Approved', 'Under appeal', 'Expired', 'Withdrawn']),
      decisionDate: iso(decision).slice(0, 10),
      validUntil: iso(decision + 5 * 365 * DAY).slice(0, 10),
      contractor: {
        name: l.contractor ?? oneOf(random, CONTRACTORS),
        harvestingCertificate: `HC-${pad(between(random, 1, 480), 4)}`,
        contactPhone: `+353 ${between(random, 83, 89)} ${between(random, 100, 999)} ${pad(between(random, 0, 9999), 4)}`,
      },
      property: {
        townland: place,
        county: oneOf(random, COUNTIES),
        folio: `${chars(random, 'ABCDEFGHKLMNPRTW', 2)}${between(random, 1000, 99999)}F`,
        ownership: oneOf(random, ['State (KFPS)', 'State (KFPS)', 'Private', 'Farm partnership']),
      },
      felling: {
        totalAreaHa: Number(area.toFixed(1)),
        estimatedVolumeM3: Math.round(area * between(random, 180, 420)),
        compartments,
      },
      replanting: {
        areaHa: Number(area.toFixed(1)),
        species: SPECIES.filter((_, k) => k === replant || k === (replant + 1 + pick(random, 3)) % SPECIES.length),
        deadline: iso(decision + 2 * 365 * DAY).slice(0, 10),
      },
      haulage: {
        routePlanRef: `HRP-${String(year).slice(2)}-${between(random, 1000, 9999)}`,
        entrance: `${place} ${oneOf(random, ['forest road', 'old entrance', 'main gate', 'quarry entrance'])}`,
        maxGrossTonnes: oneOf(random, [40, 44, 46]),
      },
      conditions: CONDITIONS.filter(() => random() < 0.3),
      relatedLicences: l.related ?? [],
      lastModified: iso(decision + between(random, 1, 400) * DAY + pick(random, DAY)),
    };
  });
  const output = JSON.stringify(
    { data: licences, meta: { total: licences.length, generatedAt: '2026-11-12T08:02:41Z', filter: { status: 'all' } } },
    null,
    2,
  );
  return probe(
    'round 73: felling licence register (pretty JSON)',
    "Who's the harvesting contractor on felling licence FL-2026-0417?",
    'list_felling_licences',
    output,
    'fl-0417-contractor',
    'Furlong & Tierney Forestry Ltd',
  );
}

/** b6. The fleet system's `describe vehicles`: one nested block per patrol vehicle. */
function fleetDescribe(): EconomicsTask {
  const random = seededRandom(73_106);
  const MODELS = [
    { model: 'Toyota Land Cruiser 2.8 D-4D Commercial', fuel: 'Diesel', hours: false },
    { model: 'Ford Ranger 2.0 EcoBlue Double Cab', fuel: 'Diesel', hours: false },
    { model: 'Isuzu D-Max 1.9 Double Cab', fuel: 'Diesel', hours: false },
    { model: 'Toyota Hilux 2.4 D-4D Double Cab', fuel: 'Diesel', hours: false },
    { model: 'Mitsubishi L200 2.2 Double Cab', fuel: 'Diesel', hours: false },
    { model: 'Nissan e-NV200 Combi', fuel: 'Electric', hours: false },
    { model: 'Polaris Ranger 1000 EPS (UTV)', fuel: 'Petrol', hours: true },
    { model: 'Honda TRX520 FourTrax (ATV)', fuel: 'Petrol', hours: true },
  ];
  const cruiser = MODELS[0]!;
  const teams = PLACES.slice(0, 40).map((p, i) => `${p} ${i % 3 === 0 ? oneOf(random, ['North', 'South']) + ' ' : ''}Patrol`);
  teams.push('Glenmorragh South Patrol', 'Glenmorragh East Patrol');
  const counties = ['WW', 'KY', 'G', 'MO', 'C', 'T', 'D', 'LS', 'OY', 'DL'];
  const km = (n: number) => `${n.toLocaleString('en-US')} km`;
  const count = 300;
  type Spec = { team: string; model: (typeof MODELS)[number]; status?: string; reading?: number };
  const planted = new Map<number, Spec>([
    [Math.floor(count * 0.36), { team: 'Glenmorragh South Patrol', model: cruiser }],
    [Math.floor(count * 0.44), { team: 'Glenmorragh North Patrol', model: cruiser, status: 'Disposed' }],
    [Math.floor(count * 0.52), { team: 'Glenmorragh North Patrol', model: cruiser, status: 'In Service', reading: 118_467 }],
    [Math.floor(count * 0.58), { team: 'Glenmorragh North Patrol', model: MODELS[1]! }],
    [Math.floor(count * 0.63), { team: 'Glenmorragh North Patrol', model: MODELS[6]! }],
  ]);
  const regionOf = new Map<string, string>();
  const blocks: string[] = [];
  for (let i = 0; i < count; i++) {
    const spec = planted.get(i);
    const vehicle = spec?.model ?? oneOf(random, MODELS);
    const team = spec?.team ?? oneOf(random, teams);
    const status = spec?.status ?? oneOf(random, ['In Service', 'In Service', 'In Service', 'In Service', 'In Workshop', 'Reserve']);
    const year = status === 'Disposed' ? 2016 : between(random, 2014, 2025);
    const disposed = status === 'Disposed';
    if (!regionOf.has(team)) regionOf.set(team, oneOf(random, REGIONS));
    let reading = spec?.reading ?? (disposed ? 231_904 : vehicle.hours ? between(random, 80, 2400) : between(random, 9_000, 260_000));
    while (!spec?.reading && !vehicle.hours && reading >= 118_000 && reading <= 119_000) reading = between(random, 9_000, 260_000);
    const interval = vehicle.hours ? 100 : 15_000;
    const lastService = reading - between(random, 0, interval - 1);
    const lines = [
      `Name:             KFPS-V-${pad(i * 3 + 104, 4)}`,
      `Registration:     ${vehicle.hours ? 'n/a (off-road)' : `${String(year).slice(2)}${year >= 2013 ? between(random, 1, 2) : ''}-${oneOf(random, counties)}-${between(random, 100, 19999)}`}`,
      `Make/Model:       ${vehicle.model}`,
      `Year:             ${year}`,
      `Fuel:             ${vehicle.fuel}`,
      `Status:           ${status}`,
      disposed ? 'Previous Assignment:' : 'Assignment:',
      `  Region:         ${regionOf.get(team)}`,
      `  Team:           ${team}`,
      `  Base:           ${team.split(' ')[0]} Depot`,
      disposed
        ? '  Until:          2025-02-17'
        : `  Since:          ${between(random, year, 2026)}-${pad2(between(random, 1, 10))}-${pad2(between(random, 1, 28))}`,
      vehicle.hours ? 'Engine Hours:' : 'Odometer:',
      `  Reading:        ${vehicle.hours ? `${reading}.${pick(random, 10)} h` : km(reading)}`,
      `  Source:         ${disposed ? 'manual entry (final reading at disposal)' : random() < 0.8 ? `telematics (Geotab GO9, serial G9${chars(random, 'ABCDEF0123456789', 10)})` : 'manual entry'}`,
      `  Recorded:       ${disposed ? '2025-02-17T10:12:00Z' : iso(Date.UTC(2026, 10, between(random, 1, 11), between(random, 6, 20), pick(random, 60), pick(random, 60)))}`,
      'Service:',
      `  Last:           ${disposed ? 2024 : 2026}-${pad2(between(random, 1, 10))}-${pad2(between(random, 1, 28))} at ${vehicle.hours ? `${lastService} h` : km(lastService)} (${oneOf(random, ['Depot workshop', 'Main dealer', 'Mobile fitter'])})`,
      `  Next Due:       ${vehicle.hours ? `${lastService + interval} h` : km(lastService + interval)} or 2027-${pad2(between(random, 1, 10))}-${pad2(between(random, 1, 28))}`,
      `  CVRT/NCT:       ${vehicle.hours ? 'exempt' : `valid to 2027-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`}`,
      'Equipment:',
      `  Fire beaters:   ${between(random, 0, 6)}`,
      `  Water unit:     ${oneOf(random, ['none', '200 L slip-on', '400 L slip-on', 'backpack sprayers x2'])}`,
      `  Winch:          ${random() < 0.5 ? 'yes' : 'no'}`,
      `  Radio:          ${oneOf(random, ['Motorola DM4600e', 'Kenwood NX-3820', 'Hytera MD785i'])}`,
      `  First aid kit:  exp 2027-${pad2(between(random, 1, 12))}`,
      `Fuel Card:        **** ${pad(between(random, 0, 9999), 4)}`,
      'Events:',
      '  Type     Reason           Age    From         Message',
      '  ----     ------           ---    ----         -------',
    ];
    if (disposed) lines.push('  <none>');
    else
      for (let e = 0; e < between(random, 2, 6); e++) {
        const kind = oneOf(random, ['TripCompleted', 'TripCompleted', 'Refuelled', 'DefectReported', 'Inspected', 'GeofenceExit']);
        const message =
          kind === 'TripCompleted'
            ? `Trip ${fixed(random, 3, 120, 1)} km, ${oneOf(random, PLACES)} -> ${oneOf(random, PLACES)}`
            : kind === 'Refuelled'
              ? `${fixed(random, 20, 80, 1)} L at ${oneOf(random, ['Circle K', 'Applegreen', 'Maxol', 'Texaco'])} ${oneOf(random, PLACES)}`
              : kind === 'DefectReported'
                ? oneOf(random, [
                    'Nearside wiper blade worn',
                    'Beacon bar intermittent',
                    'Tyre pressure low (OSR)',
                    'Tow bar electrics loose',
                  ])
                : kind === 'Inspected'
                  ? 'Weekly walk-round check completed by driver'
                  : `Left ${oneOf(random, PLACES)} beat boundary`;
        lines.push(
          `  ${kind === 'DefectReported' ? 'Warning' : 'Normal '}  ${cell(kind, 15)}  ${cell(`${between(random, 1, 23)}${oneOf(random, ['h', 'd'])}`, 5)}  ${cell(kind === 'Refuelled' ? 'fuelcard' : 'telematics', 11)}  ${message}`,
        );
      }
    blocks.push(lines.join('\n'));
  }
  return probe(
    'round 73: patrol fleet describe (nested CLI)',
    "What's the current odometer reading on the Land Cruiser used by the Glenmorragh North patrol team?",
    'fleet_describe_vehicles',
    blocks.join('\n\n\n'),
    'glenmorragh-odometer',
    km(118_467),
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

/** c7. The ranger incident register, exported as CSV by district: a campfire is an "Open fire / BBQ", the old quarry a disused one. */
function incidentRegisterCsv(): EconomicsTask {
  const random = seededRandom(73_107);
  const DISTRICTS = [
    'Ballycroy',
    'Bunnafinglas',
    'Clashmore',
    'Coomnahorna',
    'Derrybawn',
    'Glenashee',
    'Glenmorragh',
    'Inchamore',
    'Kilcaragh',
    'Knockanore',
    'Letterkeen',
    'Owenduff',
    'Tinnahinch',
  ];
  const FEATURES = [
    'car park',
    'picnic area',
    'forest road FR-3',
    'forest road FR-12',
    'summit trail',
    'lakeshore path',
    'viewing point',
    'entrance gate',
    'campsite',
    'riverside walk',
  ];
  const featuresOf = (d: string): string[] =>
    d === 'Glenmorragh'
      ? [
          'Glenmorragh Depot yard',
          'Carrigeen Wood car park',
          'Carrigeen Wood picnic area',
          'Carrigeen Bridge',
          'Glenmorragh summit trail',
          'Lough Ouler shore',
          'forest road FR-12',
        ]
      : d === 'Knockanore'
        ? FEATURES.map((f) => `Knockanore ${f}`).concat(['Knockanore old quarry car park'])
        : FEATURES.map((f) => `${d} ${f}`);
  const CATEGORIES: Record<string, string[]> = {
    'Open fire / BBQ': [
      'Disposable BBQ left burning on table, extinguished',
      'Fire lit on grass beside path, extinguished and area doused',
      'Smoke reported by public; embers from earlier fire found and doused',
    ],
    'Illegal dumping': [
      'Household refuse bags (approx 8) dumped at gate; photos taken, council notified',
      'Builders rubble and plasterboard tipped on verge',
      'Tyres (x12) dumped at turning area',
    ],
    'Scrambler / off-road vehicle': [
      'Two scramblers on trail, left via FR-3 before ranger arrived',
      'Quad bike tracks through replant; gate padlock cut',
      'Jeep driven onto bog, stuck; owner advised',
    ],
    'Dog off lead / livestock worrying': [
      'Dog off lead chasing sheep on commonage; owner spoken to',
      'Dog loose near deer herd; owner advised of byelaws',
    ],
    'Unauthorised camping': [
      'Tent pitched overnight at car park; advised of designated sites',
      'Campervan overnighting without permit; moved on',
    ],
    'Injured walker': ['Walker with ankle injury assisted to car park', 'Cyclist fall on descent; ambulance called, handed over'],
    'Lost person': ['Walker overdue, located on wrong trail and escorted back', 'Child separated from family, reunited at visitor centre'],
    Vandalism: ['Trail signage pulled out and thrown in river', 'Graffiti on toilet block', 'Fence cut along boundary'],
    'Fallen tree': ['Windblown spruce across trail; trail closed pending chainsaw crew', 'Large branch on forest road; cleared'],
    'Illegal parking': ['Vehicles blocking fire access gate; notices issued', 'Coach parked in turning circle; driver moved on'],
    Wildlife: ['Injured deer on road; vet called', 'Dead badger reported on trail; removed'],
    'Anti-social behaviour': ['Group drinking at car park after closing; gardaí informed', 'Loud music and fireworks; group dispersed'],
  };
  const RANGERS = Array.from({ length: 40 }, (_, i) => `R-${100 + i * 7} ${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`);
  const csv = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  type Row = {
    opened: number;
    district: string;
    location: string;
    category: string;
    summary: string;
    outcome?: string;
    attending?: string;
  };
  const rows: Row[] = [];
  const start = Date.UTC(2026, 4, 1);
  const end = Date.UTC(2026, 10, 12);
  for (let day = start; day < end; day += DAY)
    for (let k = between(random, 5, 12); k > 0; k--) {
      const district = oneOf(random, DISTRICTS);
      const category = oneOf(random, Object.keys(CATEGORIES));
      rows.push({
        opened: day + between(random, 7, 23) * 3_600_000 + pick(random, 3_600_000),
        district,
        location: oneOf(random, featuresOf(district)),
        category,
        summary: oneOf(random, CATEGORIES[category]!),
      });
    }
  rows.push(
    {
      opened: Date.UTC(2026, 10, 7, 21, 38, 12),
      district: 'Glenmorragh',
      location: 'Carrigeen disused quarry (off FR-12)',
      category: 'Open fire / BBQ',
      summary:
        'Report from passing motorist of fire on quarry floor. Approx 6 persons with tents, fire in ring of stones. Group advised of fire byelaws, fire extinguished with water from vehicle tank',
      outcome: 'Resolved on site',
      attending: 'R-177 C. Mac Aodha',
    },
    {
      opened: Date.UTC(2026, 10, 6, 19, 12, 40),
      district: 'Glenmorragh',
      location: 'Carrigeen Wood picnic area',
      category: 'Open fire / BBQ',
      summary: 'Disposable BBQ left burning on picnic table, extinguished',
    },
    {
      opened: Date.UTC(2026, 10, 7, 15, 4, 55),
      district: 'Glenmorragh',
      location: 'Carrigeen disused quarry (off FR-12)',
      category: 'Scrambler / off-road vehicle',
      summary: 'Three scramblers riding quarry faces; left via FR-12 before ranger arrived',
    },
    {
      opened: Date.UTC(2026, 10, 7, 22, 51, 3),
      district: 'Knockanore',
      location: 'Knockanore old quarry car park',
      category: 'Open fire / BBQ',
      summary: 'Pallet fire lit by group of teenagers, extinguished; gardaí informed',
    },
    {
      opened: Date.UTC(2026, 9, 17, 20, 26, 31),
      district: 'Glenmorragh',
      location: 'Carrigeen disused quarry (off FR-12)',
      category: 'Open fire / BBQ',
      summary: 'Embers of earlier fire found on quarry floor, doused; no persons present',
    },
  );
  rows.sort((a, b) => a.opened - b.opened);
  const numbered = rows.map((r, i) => ({ ...r, number: `INC-26-${pad(1_200 + i * 3 + (i % 2), 5)}` }));
  numbered.sort((a, b) => (a.district === b.district ? a.opened - b.opened : a.district < b.district ? -1 : 1));
  const lines = ['incident_no,opened_utc,closed_utc,district,location,grid_ref,category,priority,reported_by,attending,summary,outcome'];
  let answer = '';
  for (const r of numbered) {
    if (r.location.startsWith('Carrigeen disused') && r.opened === Date.UTC(2026, 10, 7, 21, 38, 12)) answer = r.number;
    lines.push(
      [
        r.number,
        stamp(r.opened),
        stamp(r.opened + between(random, 20, 400) * 60_000),
        r.district,
        r.location,
        `${oneOf(random, ['ITM', 'IG'])} ${between(random, 450000, 760000)} ${between(random, 540000, 960000)}`,
        r.category,
        oneOf(random, ['P2', 'P3', 'P3', 'P4']),
        oneOf(random, ['Public (phone)', 'Public (app)', 'Ranger patrol', 'Gardaí', 'Staff']),
        r.attending ?? oneOf(random, RANGERS),
        r.summary,
        r.outcome ??
          oneOf(random, [
            'Resolved on site',
            'Resolved on site',
            'Referred to council',
            'Referred to gardaí',
            'Follow-up patrol scheduled',
            'No further action',
          ]),
      ]
        .map(csv)
        .join(','),
    );
  }
  return probe(
    'round 73: ranger incident register (CSV, preamble and paraphrase)',
    'A walker emailed us saying she saw a group with a campfire at the old quarry in Carrigeen on Saturday night, and she wants to know whether anyone dealt with it. Did a ranger go out to it, and what incident number was it logged under?',
    'export_incident_register',
    lines.join('\n'),
    'carrigeen-fire',
    answer,
  );
}

/** c8. The plant health lab's results feed (JSON Lines): hosts and pathogens by Latin name, results as "Detected". */
function labResultsJsonl(): EconomicsTask {
  const random = seededRandom(73_108);
  const TESTS = [
    {
      host: 'Fraxinus excelsior',
      target: 'Hymenoscyphus fraxineus',
      method: 'qPCR (ITS)',
      symptoms: ['diamond-shaped bark lesions at branch bases', 'wilted leaves with brown rachis', 'crown dieback with epicormic shoots'],
    },
    {
      host: 'Larix kaempferi',
      target: 'Phytophthora ramorum',
      method: 'qPCR (ITS) + LFD',
      symptoms: ['wilted shoot tips, needle loss', 'resinous bleeding cankers on stem', 'crown dieback on south-facing edge'],
    },
    {
      host: 'Rhododendron ponticum',
      target: 'Phytophthora ramorum',
      method: 'LFD + culture',
      symptoms: ['leaf blackening along midrib', 'shoot dieback'],
    },
    {
      host: 'Pinus contorta',
      target: 'Dothistroma septosporum',
      method: 'morphology + qPCR',
      symptoms: ['red bands on needles', 'premature needle cast'],
    },
    {
      host: 'Picea sitchensis',
      target: 'Heterobasidion annosum',
      method: 'culture (stump disc)',
      symptoms: ['butt rot at felling face', 'white pocket rot'],
    },
    {
      host: 'Picea sitchensis',
      target: 'Ips typographus',
      method: 'trap catch identification',
      symptoms: ['pheromone trap catch, routine survey'],
    },
    { host: 'Juniperus communis', target: 'Phytophthora austrocedri', method: 'qPCR', symptoms: ['foliage browning, basal lesions'] },
    { host: 'Fagus sylvatica', target: 'Neonectria coccinea', method: 'culture', symptoms: ['tarry spots on stem', 'bark necrosis'] },
    { host: 'Quercus petraea', target: 'Phytophthora spp.', method: 'baiting + ITS sequencing', symptoms: ['stem bleeding', 'thin crown'] },
  ];
  const sites = PLACES.slice(0, 36).map((p) => `${p} ${oneOf(random, ['Plantation', 'Wood', 'Forest', 'Demesne'])}`);
  sites.push('Kilbrack Plantation', 'Kilbrack Plantation', 'Kilbrack Nursery');
  const SURVEYORS = Array.from({ length: 14 }, () => person(random));
  const rows: { received: number; line: () => string }[] = [];
  let seq = 7_310;
  const start = Date.UTC(2026, 6, 1);
  const end = Date.UTC(2026, 10, 12);
  type Spec = { site: string; test: (typeof TESTS)[number]; result: string; received: number };
  const record = (spec: Spec) => {
    const reported = spec.received + between(random, 4, 12) * DAY + between(random, 9, 17) * 3_600_000 + pick(random, 3_600_000);
    return {
      received: spec.received,
      line: () => {
        seq += between(random, 1, 4);
        const detected = spec.result === 'Detected';
        return JSON.stringify({
          sample_id: `PH26-${pad(seq, 5)}`,
          lab: 'KFPS Plant Health Laboratory',
          received: iso(spec.received).slice(0, 10),
          submitted_by: `${oneOf(random, SURVEYORS)} (Tree Health, ${oneOf(random, REGIONS)})`,
          site: spec.site,
          compartment: `${between(random, 1, 40)}${oneOf(random, ['A', 'B', 'C'])}`,
          grid_ref: `ITM ${between(random, 450000, 760000)} ${between(random, 540000, 960000)}`,
          host: spec.test.host,
          material: oneOf(random, ['bark/cambium', 'shoot tips', 'foliage', 'stem disc', 'trap contents', 'root/collar']),
          symptoms: oneOf(random, spec.test.symptoms),
          method: spec.test.method,
          target: spec.test.target,
          result: spec.result,
          ct: detected && spec.test.method.includes('qPCR') ? Number(fixed(random, 22, 35, 1)) : null,
          reported: iso(reported),
          reported_by: `Dr ${oneOf(random, LAST)}`,
          notifiable: detected && ['Phytophthora ramorum', 'Ips typographus'].includes(spec.test.target),
        });
      },
    };
  };
  for (let day = start; day < end; day += DAY) {
    if ([0, 6].includes(new Date(day).getUTCDay())) continue;
    for (let k = between(random, 4, 12); k > 0; k--) {
      const site = oneOf(random, sites);
      const test = oneOf(random, TESTS);
      let result = oneOf(random, ['Not detected', 'Not detected', 'Not detected', 'Detected', 'Inconclusive']);
      if (site.startsWith('Kilbrack') && test.target === 'Hymenoscyphus fraxineus' && result === 'Detected') result = 'Not detected';
      rows.push(record({ site, test, result, received: day + between(random, 8, 16) * 3_600_000 }));
    }
  }
  const ash = TESTS[0]!;
  const targetReceived = Date.UTC(2026, 8, 22, 10, 41);
  rows.push(
    record({ site: 'Kilbrack Plantation', test: ash, result: 'Detected', received: targetReceived }),
    record({ site: 'Kilbrack Plantation', test: ash, result: 'Not detected', received: targetReceived - 60_000 }),
    record({ site: 'Kilbrack Plantation', test: ash, result: 'Not detected', received: targetReceived + 60_000 }),
    record({ site: 'Kilbrack Plantation', test: TESTS[1]!, result: 'Detected', received: Date.UTC(2026, 9, 6, 11, 5) }),
    record({ site: 'Kilbrack Nursery', test: ash, result: 'Inconclusive', received: Date.UTC(2026, 8, 30, 9, 12) }),
  );
  rows.sort((a, b) => a.received - b.received);
  let needle = '';
  const lines = rows.map((r) => {
    const line = r.line();
    if (r.received === targetReceived) needle = (JSON.parse(line) as { sample_id: string }).sample_id;
    return line;
  });
  return probe(
    'round 73: plant health lab results (JSON Lines, preamble and paraphrase)',
    'Someone at the regional office mentioned that the ash dieback test from Kilbrack came back positive. Which sample number was that?',
    'lab_results_feed',
    lines.join('\n'),
    'kilbrack-ash-sample',
    needle,
  );
}

/** c9. The lost property register, grouped by where items are held: a wedding ring is a gold band, the waterfall the falls. */
function lostPropertyReport(): EconomicsTask {
  const random = seededRandom(73_109);
  const holders = PLACES.slice(0, 24).map((p) => `${p} Visitor Centre`);
  holders.splice(11, 0, 'Glendine Visitor Centre');
  const spotsOf = (holder: string): string[] => {
    const place = holder.replace(' Visitor Centre', '');
    return place === 'Glendine'
      ? [
          'Glendine Falls, upper viewing platform',
          'Glendine Falls, lower footbridge',
          'Glendine Woods car park',
          'Glendine Lake loop',
          'Glendine visitor centre cafe',
          'Glendine playground',
        ]
      : [
          `${place} car park`,
          `${place} visitor centre toilets`,
          `${place} summit trail`,
          `${place} picnic area`,
          `${place} lakeshore walk`,
          `${place} playground`,
        ];
  };
  const ITEMS: [string, string[]][] = [
    [
      'Keys',
      [
        'Car key, Toyota fob with blue lanyard',
        'House keys (3) on Kerry GAA keyring',
        'Single Yale key on ring',
        'VW key fob with leather tag',
      ],
    ],
    [
      'Phone / electronics',
      [
        'Samsung phone, black case, cracked screen',
        'iPhone, green silicone case',
        'AirPods case (no earbuds)',
        'Garmin watch, black strap',
        'Canon compact camera in grey pouch',
        'Power bank, white',
      ],
    ],
    [
      'Clothing',
      [
        "Child's red rain jacket, age 6",
        'Black North Face fleece, size M',
        'Wool hat, grey bobble',
        'Single glove, black leather',
        'Hi-vis vest',
      ],
    ],
    [
      'Bags / wallets',
      ['Brown leather wallet, cards inside', 'Blue Osprey daypack', 'Purse, purple, coins only', 'Tote bag with picnic items'],
    ],
    [
      'Jewellery',
      [
        'Silver bracelet, charm with letter S',
        'Single pearl earring',
        'Silver chain with small cross',
        'Silver ring with blue stone',
        'Gold hoop earring (single)',
        'Beaded anklet',
      ],
    ],
    [
      'Outdoor / other',
      [
        'Walking pole, Leki, black',
        'Dog lead, red',
        'Sunglasses, Ray-Ban, brown case',
        'Water bottle, steel, stickers',
        'Teddy bear, brown',
        'Drone, DJI Mini, no controller',
        'Prescription glasses in case',
      ],
    ],
  ];
  const count = 1700;
  type Item = { holder: string; logged: number; kind: string; where: string; category: string; description: string; status: string };
  const items: Item[] = [];
  const start = Date.UTC(2026, 0, 2);
  const today = Date.UTC(2026, 10, 12);
  for (let i = 0; i < count; i++) {
    const holder = oneOf(random, holders);
    const [category, descriptions] = oneOf(random, ITEMS);
    const logged = start + pick(random, Math.floor((today - start) / 60_000)) * 60_000;
    const kind = random() < 0.85 ? 'FOUND' : 'LOST';
    items.push({
      holder,
      logged,
      kind,
      where: oneOf(random, spotsOf(holder)),
      category,
      description: oneOf(random, descriptions),
      status:
        kind === 'LOST'
          ? oneOf(random, ['OPEN', 'OPEN', 'MATCHED', 'CLOSED'])
          : today - logged > 90 * DAY
            ? oneOf(random, ['RETURNED', 'DISPOSED', 'TO GARDAI', 'RETURNED'])
            : oneOf(random, ['HELD', 'HELD', 'RETURNED']),
    });
  }
  const glendine = 'Glendine Visitor Centre';
  items.push(
    {
      holder: glendine,
      logged: Date.UTC(2026, 9, 18, 15, 20),
      kind: 'FOUND',
      where: 'Glendine Falls, upper viewing platform',
      category: 'Jewellery',
      description: 'Gold band, plain, engraved inside "J & C 12.06.2004"',
      status: 'HELD',
    },
    {
      holder: glendine,
      logged: Date.UTC(2026, 9, 11, 12, 5),
      kind: 'FOUND',
      where: 'Glendine Falls, lower footbridge',
      category: 'Jewellery',
      description: 'Gold hoop earring (single)',
      status: 'HELD',
    },
    {
      holder: glendine,
      logged: Date.UTC(2026, 7, 23, 16, 40),
      kind: 'FOUND',
      where: 'Glendine Woods car park',
      category: 'Jewellery',
      description: 'Silver ring with blue stone',
      status: 'RETURNED',
    },
    {
      holder: 'Lough Dorrin Visitor Centre',
      logged: Date.UTC(2026, 9, 4, 13, 15),
      kind: 'FOUND',
      where: 'Lough Dorrin lakeshore walk',
      category: 'Jewellery',
      description: 'Gold ring with three small diamonds',
      status: 'HELD',
    },
    {
      holder: 'Ballyvane Visitor Centre',
      logged: Date.UTC(2026, 9, 25, 10, 2),
      kind: 'LOST',
      where: 'Ballyvane summit trail',
      category: 'Jewellery',
      description: 'Engagement ring, white gold solitaire',
      status: 'OPEN',
    },
  );
  items.sort((a, b) => a.logged - b.logged);
  const refs = new Map<Item, string>(items.map((item, i) => [item, `LP-2026-${pad(i + 1, 4)}`]));
  const lines = [
    'KERROWAN FOREST AND PARKS SERVICE - LOST PROPERTY REGISTER',
    'Report: all items logged 2026-01-01 to 2026-11-12, grouped by holding location',
    'Printed: 2026-11-12 09:14 by vs.admin (VisitorDesk 2.19)',
    '',
  ];
  for (const holder of holders) {
    const held = items.filter((item) => item.holder === holder);
    lines.push('='.repeat(182), `HOLDING LOCATION: ${holder}   (items: ${held.length})`, '='.repeat(182));
    lines.push(
      `${cell('REF', 14)}${cell('LOGGED', 18)}${cell('TYPE', 7)}${cell('FOUND AT / LOST AT', 42)}${cell('CATEGORY', 21)}${cell('DESCRIPTION', 56)}${cell('STORED', 14)}STATUS`,
    );
    lines.push('-'.repeat(182));
    for (const item of held)
      lines.push(
        `${cell(refs.get(item)!, 14)}${cell(stamp(item.logged).slice(0, 16), 18)}${cell(item.kind, 7)}${cell(item.where, 42)}${cell(item.category, 21)}${cell(item.description, 56)}${cell(item.kind === 'LOST' ? '-' : `${oneOf(random, ['Safe', 'Shelf', 'Box'])} ${between(random, 1, 40)}/${between(random, 100, 999)}`, 14)}${item.status}`,
      );
    lines.push('');
  }
  lines.push(`Total items: ${items.length}`);
  const target = items.find((item) => item.description.startsWith('Gold band'))!;
  return probe(
    'round 73: lost property register (fixed-width report, preamble and paraphrase)',
    'A woman phoned this morning: she thinks she lost her wedding ring near the waterfall at Glendine some time in October. Has anything like that been handed in? I need the reference number so I can ring her back.',
    'lost_property_report',
    lines.join('\n'),
    'glendine-ring',
    refs.get(target)!,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** d10. The trail counters' daily report for August to October, grouped by counter: one day counts tens of thousands. */
function trailCounterReport(): EconomicsTask {
  const random = seededRandom(73_110);
  const counters = Array.from({ length: 78 }, (_, i) => ({
    id: `TC-${pad(101 + i * 2, 4)}`,
    site: `${oneOf(random, PLACES)} ${oneOf(random, ['Loop trailhead', 'summit path', 'lakeshore gate', 'forest walk', 'greenway bridge', 'boardwalk', 'MTB trail centre'])}`,
    base: between(random, 20, 420),
    cyclists: random() < 0.35,
    batt: 3.65 + random() * 0.05,
  }));
  const oddCounter = 41;
  const oddDay = Date.UTC(2026, 8, 13);
  const lines = [
    '$ counterctl report daily --from 2026-08-01 --to 2026-10-31 --group-by counter --fields ped_in,ped_out,cyc_in,cyc_out,total,batt_v',
    `counterctl 2.7.0  |  KFPS visitor monitoring  |  ${counters.length} counters  |  92 days  |  generated 2026-11-12 08:40 UTC`,
    '',
    `${cell('COUNTER', 10)}${cell('SITE', 36)}${cell('DATE', 12)}${rcell('PED_IN', 7)}${rcell('PED_OUT', 8)}${rcell('CYC_IN', 7)}${rcell('CYC_OUT', 8)}${rcell('TOTAL', 7)}${rcell('BATT_V', 8)}`,
  ];
  let answer = '';
  counters.forEach((counter, c) => {
    for (let day = Date.UTC(2026, 7, 1); day <= Date.UTC(2026, 9, 31); day += DAY) {
      const weekday = new Date(day).getUTCDay();
      const season = 1 - (day - Date.UTC(2026, 7, 1)) / (120 * DAY);
      const level = counter.base * season * (weekday === 0 || weekday === 6 ? 1.9 : 1) * (0.7 + random() * 0.6);
      let pedIn = Math.round(level / 2);
      let pedOut = Math.round(pedIn * (0.9 + random() * 0.2));
      const cycIn = counter.cyclists ? Math.round(level * (0.1 + random() * 0.3)) : 0;
      const cycOut = counter.cyclists ? Math.round(cycIn * (0.85 + random() * 0.3)) : 0;
      if (c === oddCounter && day === oddDay) [pedIn, pedOut] = [15_962, 15_847];
      const total = pedIn + pedOut + cycIn + cycOut;
      if (c === oddCounter && day === oddDay) answer = String(total);
      counter.batt -= random() * 0.004;
      lines.push(
        `${cell(counter.id, 10)}${cell(counter.site, 36)}${cell(iso(day).slice(0, 10), 12)}${rcell(pedIn, 7)}${rcell(pedOut, 8)}${rcell(cycIn, 7)}${rcell(cycOut, 8)}${rcell(total, 7)}${rcell(counter.batt.toFixed(2), 8)}`,
      );
    }
  });
  lines.push('', `${counters.length * 92} rows`);
  return probe(
    'round 73: trail counter daily report (CLI table, odd one out)',
    'Looking at the trail counter figures for August to October, one counter seems to show an absurd number of visitors on a single day. Which counter was it, and which day?',
    'trail_counter_report',
    lines.join('\n'),
    'counter-spike',
    answer,
  );
}

/** d11. October's weighbridge tickets from a psql query: one load's net weight is a fraction of every other. */
function weighbridgeTickets(): EconomicsTask {
  const random = seededRandom(73_111);
  const HAULIERS = [
    'Slaney Timber Haulage',
    'Doyle Bros Haulage',
    'Furlong Transport Ltd',
    'Midland Timber Logistics',
    'Kavanagh Haulage',
    'Western Log Haulage',
    'Brosna Freight',
    'Nore Valley Transport',
  ];
  const MILLS = [
    'Glenbeg Sawmills (Mill 1)',
    'Glenbeg Sawmills (Mill 2)',
    'Ballinacor Timber Products',
    'Portlick Board Mill',
    'Owenduff Pallets Ltd',
  ];
  const PRODUCTS = ['Sawlog 4.9m', 'Sawlog 3.7m', 'Pallet wood 3.1m', 'Stake wood 2.5m', 'Pulpwood 3.0m', 'Energy wood'];
  const trucks = Array.from({ length: 64 }, () => ({
    reg: `${oneOf(random, ['191', '201', '211', '221', '231', '241', '251'])}-${oneOf(random, ['WX', 'KK', 'LS', 'OY', 'T', 'C', 'WW', 'G'])}-${between(random, 100, 9999)}`,
    haulier: oneOf(random, HAULIERS),
    tare: between(random, 14_600, 16_900),
  }));
  const coupes = Array.from({ length: 40 }, () => `HC-${pad(between(random, 100, 1499), 4)}`);
  const header = ['ticket_no', 'weighed_at', 'haulier', 'truck_reg', 'coupe', 'product', 'mill', 'gross_kg', 'tare_kg', 'net_kg', 'docket'];
  const rows: string[][] = [];
  let answer = '';
  const count = 2900;
  const start = Date.UTC(2026, 9, 1, 5);
  for (let i = 0; i < count; i++) {
    const truck = oneOf(random, trucks);
    const at = start + Math.floor((i / count) * 31 * DAY) + pick(random, 600_000);
    let net = between(random, 24_100, 29_400);
    if (i === Math.floor(count * 0.47)) net = 2_980;
    const ticket = `WB-2610-${pad(i + 1, 5)}`;
    if (net === 2_980) answer = ticket;
    rows.push([
      ticket,
      stamp(at),
      truck.haulier,
      truck.reg,
      oneOf(random, coupes),
      oneOf(random, PRODUCTS),
      oneOf(random, MILLS),
      String(truck.tare + net),
      String(truck.tare),
      String(net),
      `HD-${between(random, 400000, 499999)}`,
    ]);
  }
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const numeric = new Set([7, 8, 9]);
  const line = (r: string[]) => ' ' + r.map((v, c) => (numeric.has(c) ? v.padStart(widths[c]!) : v.padEnd(widths[c]!))).join(' | ');
  const output = [
    "kfps_haulage=> SELECT ticket_no, weighed_at, haulier, truck_reg, coupe, product, mill, gross_kg, tare_kg, net_kg, docket FROM weighbridge_tickets WHERE weighed_at >= '2026-10-01' AND weighed_at < '2026-11-01' ORDER BY ticket_no;",
    ' ' + header.map((h, c) => h.padStart(Math.floor((widths[c]! + h.length) / 2)).padEnd(widths[c]!)).join(' | '),
    widths.map((w) => '-'.repeat(w + 2)).join('+'),
    ...rows.map(line),
    `(${count} rows)`,
    '',
  ].join('\n');
  return probe(
    'round 73: weighbridge tickets (psql table, odd one out)',
    "In October's weighbridge tickets there's one load whose net weight is way out of line with all the others. Which ticket is it?",
    'query_haulage_db',
    output,
    'light-load',
    answer,
  );
}

/** d12. This year's crown condition survey, one row per plot (TSV): every plot has 24 sample trees but one. */
function crownSurveyTsv(): EconomicsTask {
  const random = seededRandom(73_112);
  const SPECIES = [
    'Picea sitchensis',
    'Pinus contorta',
    'Larix kaempferi',
    'Pinus sylvestris',
    'Quercus petraea',
    'Fagus sylvatica',
    'Betula pubescens',
    'Pseudotsuga menziesii',
  ];
  const SURVEYORS = Array.from({ length: 18 }, () => {
    const name = person(random);
    return `${name.split(' ')[0]![0]}. ${name.split(' ').slice(1).join(' ')}`;
  });
  const header = [
    'plot_id',
    'survey_year',
    'district',
    'compartment',
    'itm_e',
    'itm_n',
    'main_species',
    'stand_age',
    'assessed_on',
    'surveyor',
    'n_trees',
    'defol_c0',
    'defol_c1',
    'defol_c2',
    'defol_c3',
    'defol_c4',
    'mean_defol_pct',
    'discol_pct',
    'fruiting',
    'damage_agent_main',
  ];
  const lines = [header.join('\t')];
  const count = 2600;
  const odd = Math.floor(count * 0.56);
  let answer = '';
  for (let i = 0; i < count; i++) {
    const plot = `CC-${pad(1000 + i * 3 + pick(random, 3), 5)}`;
    if (i === odd) answer = plot;
    const trees = i === odd ? 42 : 24;
    const classes = [0, 0, 0, 0, 0];
    let sum = 0;
    for (let t = 0; t < trees; t++) {
      const defol = Math.min(100, Math.max(0, Math.round(5 + random() * 30 + (random() < 0.1 ? random() * 50 : 0)) / 5) * 5);
      sum += defol;
      const k = defol <= 10 ? 0 : defol <= 25 ? 1 : defol <= 60 ? 2 : defol < 100 ? 3 : 4;
      classes[k]!++;
    }
    lines.push(
      [
        plot,
        '2026',
        oneOf(random, REGIONS),
        `${oneOf(random, PLACES)} ${between(random, 1, 40)}${oneOf(random, ['A', 'B', 'C'])}`,
        String(between(random, 450000, 760000)),
        String(between(random, 540000, 960000)),
        oneOf(random, SPECIES),
        String(between(random, 12, 95)),
        `2026-${pad2(between(random, 7, 8))}-${pad2(between(random, 1, 31 - 1))}`,
        oneOf(random, SURVEYORS),
        String(trees),
        ...classes.map(String),
        (sum / trees).toFixed(1),
        String(oneOf(random, [0, 0, 0, 5, 10, 15])),
        oneOf(random, ['none', 'scarce', 'common', 'none']),
        oneOf(random, ['none', 'none', 'defoliators', 'fungi', 'abiotic (wind)', 'deer browsing', 'bark beetles', 'unknown']),
      ].join('\t'),
    );
  }
  return probe(
    'round 73: crown condition survey (TSV, odd one out)',
    "Every plot in this year's crown condition survey is supposed to have the same number of sample trees assessed. Is there a plot where that isn't the case, and which one is it?",
    'export_crown_survey',
    lines.join('\n'),
    'odd-plot',
    answer,
  );
}

/** The round's twelve tasks, in the brief's order (three of each class, a to d). */
export function roundSeventyThree(): EconomicsTask[] {
  return [
    permitsApi(),
    fireWeatherXml(),
    patrolBundle(),
    carParkYaml(),
    fellingLicencesJson(),
    fleetDescribe(),
    incidentRegisterCsv(),
    labResultsJsonl(),
    lostPropertyReport(),
    trailCounterReport(),
    weighbridgeTickets(),
    crownSurveyTsv(),
  ];
}
