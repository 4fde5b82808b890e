/**
 * Probe round 139, written blind: Saltmarsh Point Refinery, a made-up oil refinery (DCS process historian, tank farm gauging and blending, laboratory LIMS, flare and emissions monitoring, permits to work and shutdown planning, product loading at the jetty and truck racks). "Today" is Wednesday, 3 November 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - historian riser temperature (minified PI Web API JSON): what TI-2104 read yesterday at ten past three in the afternoon;
 *  - tank inventory snapshot (one-line XML): which batch is in tank 412 now;
 *  - permit export (CSV, one huge isolation field): which lock went on XV-3318 under the crude unit turnaround isolation;
 * b. The answer a few lines away from the line the question's words match:
 *  - turnaround work pack (YAML): the work order number for pulling the bundle on E-1207;
 *  - LIMS results (pretty JSON): the flash point of Monday morning's jet sample off tank 512;
 *  - tank gauge configuration (INI): the high-high level alarm setting on tank 506;
 * c. A question that paraphrases the output or carries a preamble:
 *  - flare monitoring log: the reference of Monday night's black smoke episode on the tall flare stack;
 *  - truck rack transaction report (fixed-width, with a preamble): the BOL of yesterday's short load at bay 6;
 *  - active permits page (HTML): the permit for burning and welding on the vacuum unit's furnace;
 * d. One value unlike its peers, with no error word near it:
 *  - gauge device status (key=value): the radar gauge on a different firmware from the rest;
 *  - fuel gas analyser runs (TSV): the regular run that took much longer than the others in the early hours of yesterday;
 *  - jetty meter provings (CSV): the proving whose meter factor is well off all the others.
 * Not among the bench's targets.
 * First run, at 7ae33eb (the head when the round was written); with this file; `ROUNDS=139
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,148,050 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 139: historian riser temperature
 *     codex: 6,817 tokens, peak 6,735, 0/1 needles, 0 read-backs
 *     context-chef: 714 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,523 tokens, peak 1,488, 0/1 needles, 1 read-backs
 *     ours: 1,046 tokens, peak 766, 0/1 needles, 0 read-backs
 *   round 139: tank batch
 *     codex: 190 tokens, peak 122, 0/1 needles, 0 read-backs
 *     context-chef: 770 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,340 tokens, peak 2,385, 1/1 needles, 2 read-backs
 *     ours: 990 tokens, peak 724, 1/1 needles, 0 read-backs
 *   round 139: isolation lock
 *     codex: 19,428 tokens, peak 19,353, 0/1 needles, 0 read-backs
 *     context-chef: 877 tokens, peak 802, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,620 tokens, peak 4,103, 1/1 needles, 2 read-backs
 *     ours: 7,804 tokens, peak 4,595, 1/1 needles, 2 read-backs
 *   round 139: bundle order
 *     codex: 13,486 tokens, peak 13,411, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,422 tokens, peak 1,737, 0/1 needles, 2 read-backs
 *     ours: 4,782 tokens, peak 2,035, 1/1 needles, 2 read-backs
 *   round 139: jet flash point
 *     codex: 12,533 tokens, peak 12,458, 0/1 needles, 0 read-backs
 *     context-chef: 660 tokens, peak 585, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,778 tokens, peak 1,497, 0/1 needles, 1 read-backs
 *     ours: 3,610 tokens, peak 2,659, 0/1 needles, 1 read-backs
 *   round 139: high-high alarm
 *     codex: 13,829 tokens, peak 13,755, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,524 tokens, peak 1,783, 1/1 needles, 3 read-backs
 *     ours: 2,921 tokens, peak 1,176, 1/1 needles, 2 read-backs
 *   round 139: smoke episode
 *     codex: 19,758 tokens, peak 19,662, 0/1 needles, 0 read-backs
 *     context-chef: 880 tokens, peak 784, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,733 tokens, peak 1,540, 0/1 needles, 4 read-backs
 *     ours: 4,433 tokens, peak 2,410, 1/1 needles, 2 read-backs
 *   round 139: short load
 *     codex: 19,058 tokens, peak 18,921, 0/1 needles, 0 read-backs
 *     context-chef: 815 tokens, peak 678, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,309 tokens, peak 3,679, 1/1 needles, 3 read-backs
 *     ours: 5,603 tokens, peak 2,574, 1/1 needles, 3 read-backs
 *   round 139: welding permit
 *     codex: 14,391 tokens, peak 14,305, 0/1 needles, 0 read-backs
 *     context-chef: 711 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,769 tokens, peak 1,411, 0/1 needles, 2 read-backs
 *     ours: 3,065 tokens, peak 1,388, 0/1 needles, 2 read-backs
 *   round 139: radar firmware
 *     codex: 18,619 tokens, peak 18,534, 0/1 needles, 0 read-backs
 *     context-chef: 891 tokens, peak 806, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,732 tokens, peak 1,448, 0/1 needles, 4 read-backs
 *     ours: 4,043 tokens, peak 867, 1/1 needles, 4 read-backs
 *   round 139: long analyser run
 *     codex: 23,171 tokens, peak 23,083, 0/1 needles, 0 read-backs
 *     context-chef: 1,043 tokens, peak 955, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,133 tokens, peak 3,799, 0/1 needles, 3 read-backs
 *     ours: 6,489 tokens, peak 3,349, 1/1 needles, 3 read-backs
 *   round 139: meter factor
 *     codex: 23,298 tokens, peak 23,218, 0/1 needles, 0 read-backs
 *     context-chef: 1,021 tokens, peak 941, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,960 tokens, peak 1,481, 0/1 needles, 1 read-backs
 *     ours: 2,144 tokens, peak 1,148, 1/1 needles, 1 read-backs
 *     codex: 184,578 tokens, 0/12 needles
 *     context-chef: 9,766 tokens, 0/12 needles
 *     context-chef-store: 64,843 tokens, 4/12 needles
 *     ours: 46,930 tokens, 9/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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

/** Draws `make()` again until its text does not hold `avoid` (filler must never contain a needle). */
function redraw(make: () => string, avoid: string): string {
  for (;;) {
    const text = make();
    if (!text.includes(avoid)) return text;
  }
}

/** A number in [lo, hi) rounded to `dp` decimals, whose printed form never holds `avoid`. */
function numAvoid(random: () => number, lo: number, hi: number, dp: number, avoid: string): number {
  for (;;) {
    const n = Number((lo + random() * (hi - lo)).toFixed(dp));
    if (!String(n).includes(avoid)) return n;
  }
}

/** `ms` (UTC) as an ISO timestamp without milliseconds. */
const isoZ = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
/** `ms` (UTC) as `HH:MM`. */
const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
const MIN = 60_000;
const HOUR = 3_600_000;

/** One tank of the tank farm (shared by the tank tasks, so the site looks the same in each). */
interface Tank {
  readonly id: string;
  readonly no: number;
  readonly area: string;
  readonly service: string;
  readonly product: string;
  readonly grade: string;
  readonly roof: string;
  readonly heightMm: number;
  readonly density: number;
}

/** The tank farm: nine areas, 158 tanks, in id order. */
function tankFarm(): Tank[] {
  const random = seededRandom(139_000);
  const areas: [string, number, [string, string, string, number][], string[]][] = [
    ['TF1', 12, [['Crude oil', 'CRUDE', 'Forties blend', 845]], ['EFR']],
    [
      'TF2',
      24,
      [
        ['Straight-run naphtha', 'SRN', 'Intermediate', 705],
        ['Heavy naphtha', 'HVN', 'Intermediate', 745],
        ['Atmospheric gas oil', 'AGO', 'Intermediate', 855],
        ['Vacuum gas oil', 'VGO', 'FCC feed', 915],
      ],
      ['CR', 'IFR'],
    ],
    [
      'TF3',
      20,
      [
        ['Reformate', 'REF', 'Blend component', 805],
        ['FCC gasoline', 'FCCG', 'Blend component', 735],
        ['Alkylate', 'ALK', 'Blend component', 695],
        ['Isomerate', 'ISO', 'Blend component', 655],
        ['Unleaded 95', 'UNL95', 'EN 228 E10', 745],
      ],
      ['IFR', 'EFR'],
    ],
    [
      'TF4',
      26,
      [
        ['ULSD 10 ppm S', 'ULSD', 'EN 590 B7', 838],
        ['Gas oil 0.1% S', 'GASOIL', 'BS 2869 A2', 852],
        ['Hydrotreated diesel', 'HDS', 'Blend component', 832],
      ],
      ['CR', 'IFR'],
    ],
    [
      'TF5',
      16,
      [
        ['Jet A-1', 'JETA1', 'DEF STAN 91-091', 798],
        ['Kerosene', 'KERO', 'BS 2869 C2', 796],
      ],
      ['IFR'],
    ],
    [
      'TF6',
      18,
      [
        ['Fuel oil 1% S', 'FO1', 'RMG 380', 985],
        ['Bitumen 40/60', 'BIT', 'EN 12591', 1025],
        ['Slurry oil', 'SLURRY', 'Intermediate', 1065],
      ],
      ['CR'],
    ],
    [
      'TF7',
      10,
      [
        ['Propane', 'C3', 'BS 4250', 508],
        ['Butane', 'C4', 'BS 4250', 575],
      ],
      ['SPHERE'],
    ],
    [
      'TF8',
      12,
      [
        ['Slops', 'SLOP', 'Recovered oil', 870],
        ['Sour water', 'SW', 'Process water', 1000],
      ],
      ['CR'],
    ],
    [
      'TF9',
      20,
      [
        ['ULSD 10 ppm S (shore)', 'ULSD', 'EN 590 B7', 838],
        ['Jet A-1 (shore)', 'JETA1', 'DEF STAN 91-091', 798],
        ['Unleaded 95 (shore)', 'UNL95', 'EN 228 E10', 745],
        ['Fuel oil 0.5% S (shore)', 'VLSFO', 'RMG 380 0.5%S', 975],
      ],
      ['CR', 'IFR', 'EFR'],
    ],
  ];
  const tanks: Tank[] = [];
  areas.forEach(([area, count, services, roofs], a) => {
    for (let i = 1; i <= count; i++) {
      const [service, product, grade, density] = oneOf(random, services);
      tanks.push({
        id: `TK-${a + 1}${pad2(i)}`,
        no: (a + 1) * 100 + i,
        area,
        service,
        product,
        grade,
        roof: oneOf(random, roofs),
        heightMm: between(random, 14, 24) * 1000 + between(random, 0, 999),
        density: density + between(random, -60, 60) / 10,
      });
    }
  });
  return tanks;
}

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** a1: a PI Web API streamset (interpolated, 10 minutes) for 24 FCC tags over yesterday, minified. */
function a1HistorianRiser(): EconomicsTask {
  const random = seededRandom(139_101);
  const needle = '531.77';
  // name, units, centre, step, decimals
  const tags: [string, string, number, number, number][] = [
    ['FCC.FI-2101.PV', 'm3/h', 382, 1.6, 1],
    ['FCC.TI-2101.PV', '°C', 318, 0.5, 2],
    ['FCC.FI-2102.PV', 't/h', 7.4, 0.06, 2],
    ['FCC.PI-2103.PV', 'barg', 1.62, 0.008, 3],
    ['FCC.PDI-2103.PV', 'kPa', 34.5, 0.3, 2],
    ['FCC.ZI-2106.PV', '%', 46, 0.7, 1],
    ['FCC.TI-2107.PV', '°C', 702, 0.8, 2],
    ['FCC.TI-2108.PV', '°C', 716, 0.9, 2],
    ['FCC.AI-2109.PV', '%', 1.8, 0.05, 2],
    ['FCC.TIC-2104.SP', '°C', 532, 0, 1],
    ['FCC.TIC-2104.OUT', '%', 58, 0.9, 1],
    ['FCC.TI-2104.PV', '°C', 531.4, 0.35, 2],
    ['FCC.TI-2104A.PV', '°C', 530.9, 0.35, 2],
    ['FCC.TI-2105.PV', '°C', 522.5, 0.4, 2],
    ['FCC.PI-2111.PV', 'barg', 0.94, 0.006, 3],
    ['FCC.TI-2112.PV', '°C', 128, 0.4, 2],
    ['FCC.LI-2113.PV', '%', 51, 0.8, 1],
    ['FCC.FI-2114.PV', 'm3/h', 612, 3, 1],
    ['FCC.TI-2115.PV', '°C', 262, 0.6, 2],
    ['FCC.FI-2120.PV', 'kNm3/h', 41.2, 0.3, 2],
    ['FCC.SI-2121.PV', 'rpm', 9480, 12, 0],
    ['FCC.PI-2122.PV', 'barg', 15.8, 0.05, 2],
    ['FCC.XS-2123.PV', '', 0, 0, 0],
    ['FCC.AI-2124.PV', 'ppm', 2150, 25, 0],
  ];
  const day = Date.UTC(2027, 10, 2);
  const items = tags.map(([name, units, centre, step, dp]) => {
    const webId = `F1DP${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 18)}U1BSLVBJSElTVDAxXEZDQy`;
    let v = centre;
    const samples: Record<string, unknown>[] = [];
    for (let i = 0; i < 144; i++) {
      const ts = isoZ(day + i * 10 * MIN);
      if (name === 'FCC.XS-2123.PV') {
        samples.push({
          Timestamp: ts,
          Value: { Name: 'Running', Value: 1, IsSystem: false },
          UnitsAbbreviation: '',
          Good: true,
          Questionable: false,
          Substituted: false,
          Annotated: false,
        });
        continue;
      }
      if (name === 'FCC.AI-2124.PV' && i >= 52 && i <= 54) {
        samples.push({
          Timestamp: ts,
          Value: { Name: 'I/O Timeout', Value: 246, IsSystem: true },
          UnitsAbbreviation: units,
          Good: false,
          Questionable: false,
          Substituted: false,
          Annotated: false,
        });
        continue;
      }
      let value: number;
      if (name === 'FCC.TIC-2104.SP') value = i < 60 ? 532 : i < 118 ? 531.5 : 532;
      else if (name === 'FCC.TI-2104.PV' && i === 91) value = Number(needle);
      else {
        v += (random() - 0.5) * 2 * step + (centre - v) * 0.08;
        value = numAvoid(random, v - step * 0.1, v + step * 0.1, dp, needle);
      }
      samples.push({
        Timestamp: ts,
        Value: value,
        UnitsAbbreviation: units,
        Good: true,
        Questionable: pick(random, 90) === 0,
        Substituted: false,
        Annotated: name === 'FCC.TI-2104.PV' && i === 40,
      });
    }
    return {
      WebId: webId,
      Name: name,
      Path: `\\\\SPR-PIHIST01\\${name}`,
      Links: { Source: `https://spr-piweb01.saltmarsh.local/piwebapi/points/${webId}` },
      Items: samples,
      UnitsAbbreviation: units,
    };
  });
  const output = JSON.stringify({ Links: {}, Items: items }) + '\n';
  return probe(
    'round 139: historian riser temperature',
    'What was TI-2104 on the FCC riser outlet reading yesterday at ten past three in the afternoon?',
    'historian_get_interpolated',
    output,
    'riser-temp',
    needle,
    true,
  );
}

/** a2: the tank management system's inventory snapshot, one XML line after the declaration. */
function a2TankBatch(): EconomicsTask {
  const random = seededRandom(139_102);
  const tanks = tankFarm();
  const used = new Set<string>();
  const batchId = (): string => {
    for (;;) {
      const id = `SPB-27-${between(random, 3000, 4999)}`;
      if (!used.has(id) && id !== 'SPB-27-4418') {
        used.add(id);
        return id;
      }
    }
  };
  const needle = 'SPB-27-4418';
  const snap = Date.UTC(2027, 10, 3, 6, 0, 0);
  const body = tanks
    .map((t) => {
      const oos = pick(random, 14) === 0 && t.id !== 'TK-412';
      const op = oos ? 'IDLE' : oneOf(random, ['RECEIVING', 'DELIVERING', 'STANDING', 'STANDING', 'SETTLING', 'BLENDING']);
      const current = t.id === 'TK-412' ? needle : batchId();
      const previous = batchId();
      const diameter = between(random, 18, 64);
      const area = Math.PI * (diameter / 2) ** 2;
      const level = oos ? between(random, 300, 900) : between(random, 1500, t.heightMm - 1500);
      const water = t.product === 'SW' ? level : between(random, 0, 45);
      const temp = (t.product === 'BIT' ? 160 : t.product === 'FO1' || t.product === 'VLSFO' ? 52 : 12) + random() * 6;
      const tov = (area * level) / 1000;
      const fwv = (area * Math.min(water, level)) / 1000;
      const gov = tov - fwv;
      const vcf = 1 - (temp - 15) * 0.00085;
      const gsv = gov * vcf;
      const mass = (gsv * (t.density - 1.1)) / 1000;
      const room = (area * (t.heightMm - 900 - level)) / 1000;
      const opened = isoZ(snap - between(random, 2, 400) * HOUR - between(random, 0, 59) * MIN);
      return (
        `<Tank id="${t.id}" area="${t.area}" service="${t.service}" roofType="${t.roof}" status="${oos ? 'OUT_OF_SERVICE' : 'IN_SERVICE'}" operation="${op}">` +
        `<Batch current="${current}" previous="${previous}" product="${t.product}" grade="${t.grade}" openedAt="${opened}"/>` +
        `<Gauge ts="${isoZ(snap + between(random, 0, 40) * 1000)}" source="${t.roof === 'SPHERE' ? 'SERVO' : 'RADAR'}" device="LT-${t.no}1">` +
        `<Level uom="mm">${level}</Level><FreeWater uom="mm">${water}</FreeWater><ProductTemp uom="degC">${temp.toFixed(1)}</ProductTemp>` +
        `<AmbientTemp uom="degC">${(7 + random() * 3).toFixed(1)}</AmbientTemp><TOV uom="m3">${tov.toFixed(3)}</TOV><FWV uom="m3">${fwv.toFixed(3)}</FWV>` +
        `<GOV uom="m3">${gov.toFixed(3)}</GOV><VCF>${vcf.toFixed(5)}</VCF><Density15 uom="kg/m3">${t.density.toFixed(1)}</Density15>` +
        `<GSV uom="m3">${gsv.toFixed(3)}</GSV><NSV uom="m3">${(gsv * 0.9995).toFixed(3)}</NSV><Mass uom="t">${mass.toFixed(3)}</Mass>` +
        `<AvailableRoom uom="m3">${room.toFixed(3)}</AvailableRoom></Gauge>` +
        `<Limits uom="mm" hh="${t.heightMm - 700}" h="${t.heightMm - 1100}" l="900" ll="600"/></Tank>`
      );
    })
    .join('');
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<InventorySnapshot xmlns="urn:spr:tankfarm:inventory:v3" site="SPR" snapshotId="INV-20271103-0600" generated="${isoZ(snap + 41_000)}" system="TMS-SPR01" tanks="${tanks.length}">` +
    body +
    '</InventorySnapshot>\n';
  return probe(
    'round 139: tank batch',
    'Which batch is sitting in tank 412 right now?',
    'tankfarm_inventory_snapshot',
    output,
    'tank-batch',
    needle,
    true,
  );
}

/** a3: the permit-to-work system's CSV export; the CDU-1 turnaround master isolation lists a thousand points in one field. */
function a3IsolationLock(): EconomicsTask {
  const random = seededRandom(139_103);
  const needle = 'L-50817';
  const locks = shuffle(
    random,
    Array.from({ length: 10000 }, (_, i) => `L-${50000 + i}`).filter((l) => l !== needle),
  );
  let nextLock = 0;
  const lock = (): string => locks[nextLock++]!;
  const people = [
    'J. Okafor',
    'S. Pritchard',
    'M. Haddad',
    'R. Collins',
    'A. Nowak',
    'D. Fairbairn',
    'K. Mensah',
    'T. Whitlock',
    'P. Grieve',
    'L. Santos',
    'H. Barraclough',
    'N. Iqbal',
  ];
  const units = ['CDU-1', 'VDU-1', 'NHT-1', 'CCR-1', 'FCC-1', 'ALKY-1', 'DHT-1', 'SRU-1', 'UTIL', 'TANKFARM', 'JETTY'];
  const kinds = ['XV', 'HV', 'FV', 'PV', 'LV', 'SDV', 'BDV', 'MOV'];
  const methods = ['Single valve', 'Double block and bleed', 'Spade', 'Spectacle blind turned', 'Spool removed', 'Electrical LOTO'];
  const types = ['Cold work', 'Hot work A', 'Hot work B', 'Confined space', 'Electrical', 'Work at height', 'Excavation'];
  const works = [
    'Replace actuator on',
    'Recalibrate positioner on',
    'Repack gland on',
    'Change out gasket on flange of',
    'Inspect internals of',
    'Renew insulation around',
    'Overhaul',
    'Function test',
  ];
  const header =
    'permit_no,permit_type,status,unit,equipment,work_description,area_authority,performing_authority,valid_from,valid_to,gas_test,icc_ref,isolation_points';
  const stamp = (base: number): string => {
    const d = new Date(base);
    return `${d.toISOString().slice(0, 10)} ${hhmm(base)}`;
  };
  const now = Date.UTC(2027, 10, 3, 7, 0);
  let permitNo = 11040;
  const smallRow = (equipment?: string, work?: string, inUnit?: string): string => {
    const unit = inUnit ?? oneOf(random, units);
    const eq = equipment ?? `${oneOf(random, kinds)}-${between(random, 1000, 9899)}`;
    const points = Array.from({ length: between(random, 1, 4) }, (_, p) => {
      const m = oneOf(random, methods);
      const valve =
        p === 0 ? eq : `${oneOf(random, kinds)}-${eq.slice(eq.indexOf('-') + 1, eq.indexOf('-') + 3)}${between(random, 10, 99)}`;
      const tag = m === 'Electrical LOTO' ? `MCC-${between(random, 1, 9)}${oneOf(random, ['A', 'B'])}/${between(random, 1, 36)}` : valve;
      return `${tag}:${m === 'Electrical LOTO' ? 'LOTO' : 'CLOSED+LOCKED'}:${lock()}`;
    }).join(';');
    const from = now - between(random, 0, 72) * HOUR - between(random, 0, 59) * MIN;
    const row = [
      `PTW-27-${permitNo++}`,
      oneOf(random, types),
      oneOf(random, ['LIVE', 'LIVE', 'LIVE', 'SUSPENDED', 'AWAITING SIGN-ON']),
      unit,
      eq,
      `"${work ?? `${oneOf(random, works)} ${eq}`}"`,
      oneOf(random, people),
      oneOf(random, people),
      stamp(from),
      stamp(from + 12 * HOUR),
      oneOf(random, ['Y', 'N']),
      `ICC-27-${between(random, 300, 899)}`,
      `"${points}"`,
    ];
    return row.join(',');
  };
  const before = Array.from({ length: 190 }, (_, i) =>
    i === 77 ? smallRow('XV-3318', 'Replace actuator spring pack on XV-3318 (crude overhead accumulator outlet)', 'CDU-1') : smallRow(),
  );
  // The master isolation: a thousand points, XV-3318 in the middle.
  const isoEntries: string[] = [];
  const seen = new Set<string>(['XV-3318']);
  for (let i = 0; i < 1150; i++) {
    let tag: string;
    if (i === 575) tag = 'XV-3318';
    else if (i === 574) tag = 'XV-3381';
    else if (i === 578) tag = 'XV-3318A';
    else {
      do tag = `${oneOf(random, kinds)}-${between(random, 3000, 3999)}${pick(random, 12) === 0 ? 'A' : ''}`;
      while (seen.has(tag));
    }
    seen.add(tag);
    const m = oneOf(random, methods);
    const verified = Date.UTC(2027, 9, 27, 6) + between(random, 0, 56) * HOUR + between(random, 0, 59) * MIN;
    isoEntries.push(
      `${tag}|${m}|${m === 'Electrical LOTO' ? 'LOTO' : 'CLOSED+LOCKED'}|lock ${i === 575 ? needle : lock()}|tag IT-27-${between(random, 1000, 9999)}|${oneOf(random, people)} ${stamp(verified)}`,
    );
  }
  const master = [
    'PTW-27-10441',
    'Isolation certificate (master)',
    'LIVE',
    'CDU-1',
    'C-101 / overhead system',
    '"CDU-1 TAR 2027 master mechanical and electrical isolation - crude column C-101, overheads, pumparounds and side strippers"',
    'S. Pritchard',
    'Brindlewood Industrial Services',
    '2027-10-27 06:00',
    '2027-11-28 18:00',
    'Y',
    'ICC-27-0090',
    `"${isoEntries.join('; ')}"`,
  ].join(',');
  const after = Array.from({ length: 190 }, () => smallRow());
  const output = [header, ...before, master, ...after].join('\n') + '\n';
  return probe(
    'round 139: isolation lock',
    'What lock number went on XV-3318 for the crude unit turnaround isolation?',
    'ptw_export_permits',
    output,
    'isolation-lock',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** b1: the FCC turnaround work pack exported from the maintenance system as YAML. */
function b1BundleOrder(): EconomicsTask {
  const random = seededRandom(139_201);
  let needle = '';
  const contractors = [
    'Brindlewood Industrial Services',
    'Halsey Mechanical',
    'Corran Access Ltd',
    'Peel Street Insulation',
    'Ferrand Inspection',
    'SPR in-house mechanical',
    'SPR in-house E&I',
    'Tidewell Lifting',
  ];
  const byKind: Record<string, [string, string, string[]][]> = {
    E: [
      ['Open channel head, remove pass partition cover', 'MECH-TAR', ['CSE', 'LIFT']],
      ['Pull tube bundle, hydroblast shell and tubes', 'MECH-TAR', ['CSE', 'LIFT', 'HOT-B']],
      ['Bundle inspection (IRIS / eddy current)', 'INSP', ['COLD']],
      ['Reinstall tube bundle, new gaskets, torque to procedure', 'MECH-TAR', ['LIFT', 'COLD']],
      ['Hydrotest shell side to 1.3x design', 'MECH-TAR', ['COLD']],
      ['Remove and reinstate insulation on shell', 'INSUL', ['WAH']],
    ],
    P: [
      ['Overhaul pump, replace mechanical seal', 'MECH-ROT', ['COLD', 'ELEC']],
      ['Laser align pump and driver', 'MECH-ROT', ['COLD']],
      ['Motor insulation resistance test', 'E&I', ['ELEC']],
    ],
    V: [
      ['Internal inspection, vessel entry', 'INSP', ['CSE']],
      ['Replace demister pad', 'MECH-TAR', ['CSE', 'LIFT']],
      ['PSV removal for bench test', 'MECH-TAR', ['COLD', 'WAH']],
    ],
    C: [
      ['Tray inspection and repair, trays 1 to 12', 'MECH-TAR', ['CSE', 'HOT-A']],
      ['Replace distributor on packed bed', 'MECH-TAR', ['CSE', 'LIFT']],
      ['Erect scaffold to top platform', 'SCAF', ['WAH']],
    ],
    R: [
      ['Catalyst cyclone inspection', 'INSP', ['CSE']],
      ['Refractory repair, riser termination device', 'REFR', ['CSE', 'HOT-A']],
      ['Replace slide valve internals', 'MECH-TAR', ['CSE', 'LIFT', 'HOT-A']],
    ],
  };
  const equipment: string[] = [
    ...Array.from({ length: 40 }, (_, i) => `E-12${pad2(i + 1)}`),
    ...Array.from({ length: 30 }, (_, i) => `P-12${pad2(i + 1)}${oneOf(random, ['A', 'B'])}`),
    ...Array.from({ length: 18 }, (_, i) => `V-12${pad2(i + 1)}`),
    ...Array.from({ length: 6 }, (_, i) => `C-12${pad2(i + 1)}`),
    'R-1201',
    'R-1202',
  ].filter((e) => e !== 'E-1207');
  // The orders in plan order; E-1207's five operations go in among them.
  const specs: [string, string, string, string[]][] = [];
  for (let i = 0; i < 420; i++) {
    const eq = oneOf(random, equipment);
    const [desc, wc, permits] = oneOf(random, byKind[eq[0]!]!);
    specs.push([eq, desc, wc, permits]);
  }
  const e1207 = byKind.E!;
  const at: [number, number][] = [
    [150, 0],
    [190, 1],
    [236, 2],
    [262, 3],
    [301, 4],
  ];
  for (const [index, op] of at) {
    const [desc, wc, permits] = e1207[op]!;
    specs.splice(index, 0, ['E-1207', desc, wc, permits]);
  }
  specs.splice(205, 0, ['E-1208', e1207[1]![0], e1207[1]![1], e1207[1]![2]]);
  specs.splice(120, 0, ['E-1217', e1207[1]![0], e1207[1]![1], e1207[1]![2]]);
  let order = 40418010;
  const numbers: string[] = [];
  const blocks = specs.map(([eq, desc, wc, permits], i) => {
    const no = String((order += between(random, 1, 7)));
    if (eq === 'E-1207' && desc.startsWith('Pull tube bundle')) needle = no;
    numbers.push(no);
    const start = Date.UTC(2027, 10, 14, 6) + between(random, 0, 26) * 12 * HOUR;
    const preds =
      i > 5 && pick(random, 3) > 0
        ? [
            oneOf(
              random,
              numbers.slice(0, -1).filter((n) => n !== needle),
            ),
          ]
        : [];
    const lines = [
      `  - order: "${no}"`,
      `    type: ${oneOf(random, ['PM02', 'PM02', 'PM03'])}`,
      `    operation: "00${between(random, 1, 6)}0"`,
      `    equipment: ${eq}`,
      `    floc: SPR-FCC-12-${eq.replace('-', '')}`,
      `    description: ${desc}`,
      `    work_centre: ${wc}`,
      `    contractor: ${wc === 'E&I' ? 'SPR in-house E&I' : wc === 'SCAF' ? 'Corran Access Ltd' : wc === 'INSUL' ? 'Peel Street Insulation' : oneOf(random, contractors)}`,
      `    permits: [${permits.join(', ')}]`,
      `    planned:`,
      `      start: ${isoZ(start).slice(0, 16)}`,
      `      duration_h: ${between(random, 2, 48)}`,
      `      crew: ${between(random, 1, 8)}`,
      `    critical_path: ${pick(random, 5) === 0}`,
      `    predecessors: [${preds.map((p) => `"${p}"`).join(', ')}]`,
      `    status: ${oneOf(random, ['REL', 'REL', 'CRTD', 'REL MANC'])}`,
    ];
    if (pick(random, 3) === 0) {
      lines.push('    materials:');
      for (let m = between(random, 1, 3); m > 0; m--)
        lines.push(
          `      - { material: "SPR-${oneOf(random, ['GSK', 'BLT', 'SEAL', 'PAD', 'TUBE'])}-${between(random, 10000, 99999)}", qty: ${between(random, 1, 24)} }`,
        );
    }
    return lines.join('\n');
  });
  const output =
    [
      '# Saltmarsh Point Refinery - TAR-2027 FCC / gas plant turnaround',
      '# exported 2027-11-03T07:12:44Z by svc-sap-pm (plant SPR1, revision 14)',
      'workpack:',
      '  id: TAR27-FCC',
      '  revision: 14',
      '  unit: FCC-1',
      '  shutdown: 2027-11-13T22:00',
      '  startup_target: 2027-12-09T06:00',
      '  planner: D. Fairbairn',
      `  orders: ${blocks.length}`,
      'work_orders:',
      ...blocks,
    ].join('\n') + '\n';
  return probe(
    'round 139: bundle order',
    "What's the work order number for pulling the bundle on E-1207 in the turnaround?",
    'tar_workpack_export',
    output,
    'bundle-order',
    needle,
  );
}

/** b2: the LIMS results of the last three days as pretty-printed JSON. */
function b2JetFlash(): EconomicsTask {
  const random = seededRandom(139_202);
  const needle = '43.5';
  const n = (lo: number, hi: number, dp: number): number => numAvoid(random, lo, hi, dp, needle);
  const analysts = ['mkhan', 'jlowther', 'pdesai', 'rbanks', 'ekowalski', 'tadeyemi'];
  type Test = [string, string, string, string, () => number, number | null, number | null];
  const tests: Record<string, Test[]> = {
    JET: [
      ['APPEAR', 'Appearance', 'Visual', '', () => 1, null, null],
      ['DENS15', 'Density at 15 C', 'ASTM D4052', 'kg/m3', () => n(790, 806, 1), 775, 840],
      ['FLASH_PT', 'Flash point (Abel)', 'IP 170', 'degC', () => n(40, 49, 1), 38, null],
      ['FREEZE_PT', 'Freezing point', 'IP 529', 'degC', () => n(-58, -49, 1), null, -47],
      ['SULFUR', 'Total sulfur', 'ASTM D5453', 'mg/kg', () => n(5, 900, 0), null, 3000],
      ['SMOKE_PT', 'Smoke point', 'ASTM D1322', 'mm', () => n(22, 28, 0), 19, null],
    ],
    DIESEL: [
      ['DENS15', 'Density at 15 C', 'ASTM D4052', 'kg/m3', () => n(826, 845, 1), 820, 845],
      ['FLASH_PT', 'Flash point (Pensky-Martens)', 'EN ISO 2719', 'degC', () => n(58, 75, 1), 55, null],
      ['SULFUR', 'Total sulfur', 'ASTM D5453', 'mg/kg', () => n(4, 9.5, 1), null, 10],
      ['CFPP', 'Cold filter plugging point', 'EN 116', 'degC', () => n(-22, -8, 0), null, -5],
      ['CETANE_IDX', 'Cetane index', 'EN ISO 4264', '', () => n(47, 55, 1), 46, null],
      ['WATER_KF', 'Water (Karl Fischer)', 'EN ISO 12937', 'mg/kg', () => n(30, 160, 0), null, 200],
    ],
    GASOLINE: [
      ['RON', 'Research octane number', 'EN ISO 5164', '', () => n(95, 97.5, 1), 95, null],
      ['MON', 'Motor octane number', 'EN ISO 5163', '', () => n(85, 87, 1), 85, null],
      ['DVPE', 'Vapour pressure (DVPE)', 'EN 13016-1', 'kPa', () => n(60, 90, 1), 60, 90],
      ['DENS15', 'Density at 15 C', 'ASTM D4052', 'kg/m3', () => n(730, 760, 1), 720, 775],
      ['BENZENE', 'Benzene', 'EN 238', '% v/v', () => n(0.3, 0.95, 2), null, 1],
      ['SULFUR', 'Total sulfur', 'ASTM D5453', 'mg/kg', () => n(3, 9, 1), null, 10],
    ],
    CRUDE: [
      ['API', 'API gravity', 'ASTM D287', 'deg API', () => n(34, 40, 1), null, null],
      ['SULFUR_PCT', 'Total sulfur', 'ASTM D4294', '% m/m', () => n(0.3, 1.1, 3), null, null],
      ['BSW', 'Basic sediment and water', 'ASTM D4007', '% v/v', () => n(0.05, 0.6, 2), null, 0.5],
      ['SALT', 'Salt content', 'ASTM D3230', 'PTB', () => n(2, 25, 1), null, null],
    ],
    FUELOIL: [
      ['VISC50', 'Kinematic viscosity at 50 C', 'ISO 3104', 'cSt', () => n(180, 380, 1), null, 380],
      ['DENS15', 'Density at 15 C', 'ISO 12185', 'kg/m3', () => n(960, 991, 1), null, 991],
      ['FLASH_PT', 'Flash point (Pensky-Martens)', 'ISO 2719', 'degC', () => n(62, 110, 1), 60, null],
      ['SULFUR_PCT', 'Total sulfur', 'ISO 8754', '% m/m', () => n(0.42, 0.5, 2), null, 0.5],
    ],
  };
  const points: [string, string, string][] = [
    ['TK-512/RUN', 'Tank 512 - Jet A-1 - running sample', 'JET'],
    ['TK-513/RUN', 'Tank 513 - Jet A-1 - running sample', 'JET'],
    ['TK-507/RUN', 'Tank 507 - Jet A-1 - running sample', 'JET'],
    ['TK-915/ULM', 'Tank 915 - Jet A-1 (shore) - upper/middle/lower', 'JET'],
    ['KERO-RD/SP2', 'Kero merox rundown - sample point 2', 'JET'],
    ['TK-412/RUN', 'Tank 412 - ULSD - running sample', 'DIESEL'],
    ['TK-415/RUN', 'Tank 415 - ULSD - running sample', 'DIESEL'],
    ['TK-903/ULM', 'Tank 903 - ULSD (shore) - upper/middle/lower', 'DIESEL'],
    ['DHT-RD/SP1', 'Diesel hydrotreater rundown - sample point 1', 'DIESEL'],
    ['RACK-1/ULSD', 'Road rack 1 - ULSD composite', 'DIESEL'],
    ['TK-318/RUN', 'Tank 318 - Unleaded 95 - running sample', 'GASOLINE'],
    ['TK-320/RUN', 'Tank 320 - Unleaded 95 - running sample', 'GASOLINE'],
    ['BLEND-H1/OUT', 'Gasoline in-line blender H1 outlet', 'GASOLINE'],
    ['TK-104/ULM', 'Tank 104 - Crude oil - upper/middle/lower', 'CRUDE'],
    ['TK-108/ULM', 'Tank 108 - Crude oil - upper/middle/lower', 'CRUDE'],
    ['CDU-CHG/SP1', 'Crude unit charge - sample point 1', 'CRUDE'],
    ['TK-911/ULM', 'Tank 911 - Fuel oil 0.5% S (shore) - upper/middle/lower', 'FUELOIL'],
    ['TK-604/RUN', 'Tank 604 - Fuel oil 1% S - running sample', 'FUELOIL'],
  ];
  const start = Date.UTC(2027, 9, 31, 0, 0);
  const samples: Record<string, unknown>[] = [];
  let sampleNo = 118020;
  let placed = false;
  let after = false;
  for (let t = start + 20 * MIN; t < start + 72 * HOUR; t += between(random, 14, 31) * MIN) {
    let [point, desc, kind] = oneOf(random, points.slice(1));
    const collected = t;
    const special = !placed && t > Date.UTC(2027, 10, 1, 7, 0);
    if (special) {
      placed = true;
      [point, desc, kind] = points[0]!;
    }
    // Tank 512's other samples, and tank 513's Monday morning one: near-misses.
    if (!special && placed && !after) {
      after = true;
      [point, desc, kind] = points[1]!;
    }
    if (Math.abs(t - Date.UTC(2027, 10, 1, 15, 40)) < 16 * MIN) [point, desc, kind] = points[0]!;
    if (Math.abs(t - Date.UTC(2027, 10, 2, 7, 30)) < 16 * MIN) [point, desc, kind] = points[0]!;
    if (Math.abs(t - Date.UTC(2027, 9, 31, 19, 0)) < 16 * MIN) [point, desc, kind] = points[0]!;
    const analyst = oneOf(random, analysts);
    let done = collected + between(random, 50, 300) * MIN;
    const results = tests[kind]!.map(([code, name, method, units, value, min, max]) => {
      done += between(random, 3, 25) * MIN;
      const result = special && code === 'FLASH_PT' ? Number(needle) : value();
      return {
        analysis: code,
        name,
        method,
        result: code === 'APPEAR' ? 'Clear and bright' : result,
        units,
        spec_min: min,
        spec_max: max,
        status: 'A',
        analyst,
        completed_at: isoZ(done),
      };
    });
    const authorised = done + between(random, 10, 90) * MIN;
    samples.push({
      sample_number: `S27-${sampleNo++}`,
      sampling_point: point,
      location_description: desc,
      product_group: kind,
      sample_type: oneOf(random, ['ROUTINE', 'ROUTINE', 'ROUTINE', 'RELEASE', 'SPOT']),
      collected_at: isoZ(collected),
      collected_by: oneOf(random, ['ops.tf5', 'ops.tf4', 'ops.tf3', 'ops.rack', 'ops.jetty', 'ops.cdu']),
      received_at: isoZ(collected + between(random, 20, 60) * MIN),
      status: authorised < Date.UTC(2027, 10, 3, 7) ? 'AUTHORISED' : 'IN_PROGRESS',
      authorised_at: authorised < Date.UTC(2027, 10, 3, 7) ? isoZ(authorised) : null,
      tests: results,
    });
  }
  const output =
    JSON.stringify(
      {
        query: { lab: 'SPR-QC', from: '2027-10-31T00:00:00Z', to: '2027-11-03T00:00:00Z', status: ['AUTHORISED', 'IN_PROGRESS'] },
        count: samples.length,
        samples,
      },
      null,
      2,
    ) + '\n';
  return probe(
    'round 139: jet flash point',
    'What flash point did the lab get for the jet sample off tank 512 on Monday morning?',
    'lims_sample_results',
    output,
    'jet-flash',
    needle,
  );
}

/** b3: the tank gauging server's per-tank configuration, INI style. */
function b3HighHighAlarm(): EconomicsTask {
  const random = seededRandom(139_203);
  const needle = '19815';
  const tanks = tankFarm();
  const mm = (lo: number, hi: number): string => redraw(() => String(between(random, lo, hi)), needle);
  const sections = tanks.map((t, i) => {
    const sphere = t.roof === 'SPHERE';
    const height = t.id === 'TK-506' ? 21240 : t.heightMm;
    const hh = t.id === 'TK-506' ? needle : mm(height - 1600, height - 400);
    const h = mm(height - 2200, Number(hh) - 150);
    const lines = [
      `[${t.id}]`,
      `description=Tank ${t.no} - ${t.service} - ${sphere ? 'sphere' : t.roof === 'EFR' ? 'external floating roof' : t.roof === 'IFR' ? 'internal floating roof' : 'cone roof'}`,
      `area=${t.area}`,
      `gauge.primary.model=${sphere ? 'Servo 854 ATG' : oneOf(random, ['Rex 3960', 'Rex 3960', 'Pro 5900S'])}`,
      `gauge.primary.tag=LT-${t.no}1`,
      `gauge.primary.fcu=FCU-${Math.ceil((i + 1) / 20)}`,
      `gauge.primary.address=${(i % 20) + 1}`,
      `level.reference_height_mm=${t.id === 'TK-506' ? height : mm(height - 300, height + 300)}`,
      `level.alarm_HH_mm=${hh}`,
      `level.alarm_H_mm=${h}`,
      `level.alarm_L_mm=${mm(850, 1250)}`,
      `level.alarm_LL_mm=${mm(500, 800)}`,
      `level.hysteresis_mm=${oneOf(random, [10, 20, 25])}`,
      `level.damping_s=${oneOf(random, [5, 10, 10, 20])}`,
      `temperature.element_tag=TT-${t.no}2`,
      `temperature.elements=${sphere ? 4 : oneOf(random, [6, 8, 10])}`,
      `temperature.lowest_element_mm=${mm(400, 700)}`,
      `temperature.spacing_mm=${mm(1800, 2600)}`,
      `water.probe_tag=${t.product === 'SW' || sphere ? '' : `LWI-${t.no}3`}`,
      `water.alarm_H_mm=${t.product === 'SW' || sphere ? '' : mm(100, 250)}`,
      `strapping.table=ST-${t.no}-${between(random, 2012, 2026)}-R${between(random, 1, 4)}`,
      `strapping.method=${sphere ? 'API MPMS 2.2C' : oneOf(random, ['EODR', 'Manual strapping', 'Optical triangulation'])}`,
      `product.api_table=${t.product === 'C3' || t.product === 'C4' ? 'LPG (GPA TP-27)' : t.product === 'CRUDE' ? '54A' : '54B'}`,
      `product.ref_density_kg_m3=${t.density.toFixed(1)}`,
      `product.name=${t.product}`,
      `hydrostatic=${sphere ? 'yes' : 'no'}`,
      `modbus.export_block=${t.no}`,
      `last_changed=${isoZ(Date.UTC(2027, between(random, 0, 9), between(random, 1, 28), between(random, 6, 17), between(random, 0, 59)))} by ${oneOf(random, ['tgadmin', 'e.fielding', 'm.roberts', 'instr.contractor'])}`,
      '',
    ];
    return lines.join('\n');
  });
  const output =
    [
      '; TankMaster configuration dump - server SPR-TGS01',
      '; generated 2027-11-03 07:31:09 UTC by tgcfg --dump --all-tanks',
      '; units: levels in mm from datum plate, temperatures in degC',
      '',
      '[server]',
      'site=Saltmarsh Point Refinery',
      'version=6.F2 build 1184',
      'fcu_count=8',
      'poll_interval_ms=1000',
      '',
      ...sections,
    ].join('\n') + '\n';
  return probe(
    'round 139: high-high alarm',
    "What's the high-high level alarm set to on tank 506's gauge?",
    'tankgauge_config_dump',
    output,
    'hh-alarm',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

/** c1: the flare monitoring system's export: 5-minute data per flare, and its events, over three days. */
function c1SmokeEpisode(): EconomicsTask {
  const random = seededRandom(139_301);
  const needle = 'VE-27-0318';
  const start = Date.UTC(2027, 9, 31, 6, 0);
  const end = Date.UTC(2027, 10, 3, 6, 0);
  const at = (d: number, h: number, m: number, s = 0): number => Date.UTC(2027, d === 31 ? 9 : 10, d, h, m, s);
  // Visible emission episodes: ref, flare, camera, start, end, peak opacity.
  const episodes: [string, string, string, number, number, number][] = [
    ['VE-27-0315', 'FL-101', 'VE-CAM-1', at(31, 18, 12, 40), at(31, 18, 19, 5), 20],
    ['VE-27-0316', 'FL-301', 'VE-CAM-1', at(1, 14, 40, 12), at(1, 14, 52, 30), 20],
    ['VE-27-0317', 'FL-301', 'VE-CAM-1', at(1, 21, 55, 3), at(1, 22, 6, 48), 40],
    [needle, 'FL-101', 'VE-CAM-1', at(1, 22, 38, 10), at(1, 23, 24, 40), 60],
    ['VE-27-0319', 'FL-101', 'VE-CAM-1', at(2, 16, 5, 21), at(2, 16, 9, 2), 20],
    ['VE-27-0320', 'FL-101', 'VE-CAM-1', at(2, 23, 40, 55), at(2, 23, 47, 30), 20],
  ];
  // Flaring events (mass above threshold), which are not the same thing.
  const flaring: [string, string, number, number, string][] = [
    ['FE-27-0209', 'FL-201', at(31, 11, 2, 0), at(31, 12, 48, 0), 'CDU-1 overhead PSV lift'],
    ['FE-27-0210', 'FL-301', at(1, 14, 31, 0), at(1, 15, 20, 0), 'SRU-1 train 2 trip'],
    ['FE-27-0211', 'FL-101', at(1, 22, 20, 0), at(1, 23, 55, 0), 'FCC-1 wet gas compressor trip'],
    ['FE-27-0212', 'FL-101', at(2, 15, 58, 0), at(2, 16, 30, 0), 'FCC-1 WGC restart, spillback to flare'],
  ];
  const flares: [string, number, number][] = [
    ['FL-101', 1850, 0.32],
    ['FL-201', 620, 0],
    ['FL-301', 240, 0],
  ];
  const lines: [number, string][] = [];
  for (let t = start; t < end; t += 5 * MIN) {
    for (const [flare, base, steamRatio] of flares) {
      const fe = flaring.find(([, f, s, e]) => f === flare && t >= s && t <= e);
      const ve = episodes.find(([, f, , s, e]) => f === flare && t >= s && t <= e);
      const mass = fe ? base * (4 + random() * 6) : base * (0.7 + random() * 0.6);
      const nhv = 38 + random() * 9;
      const steam = steamRatio > 0 ? mass * (ve ? 0.12 + random() * 0.08 : steamRatio + (random() - 0.5) * 0.06) : 0;
      const opacity = ve
        ? oneOf(
            random,
            [ve[5], ve[5] - 20, ve[5], 20].filter((o) => o > 0),
          )
        : 0;
      const fields = [
        `${isoZ(t)} FMS-2 DATA ${flare}`,
        `mass_kg_h=${mass.toFixed(1)}`,
        `nhv_mj_m3=${nhv.toFixed(2)}`,
        flare === 'FL-301' ? `air_fan_pct=${(35 + random() * 20).toFixed(1)}` : `steam_kg_h=${steam.toFixed(0)}`,
        flare === 'FL-101' ? `s_to_g=${(mass > 0 ? steam / mass : 0).toFixed(2)}` : '',
        `pilots=${flare === 'FL-201' ? '2/2' : '3/3'}`,
        `purge_nm3_h=${((flare === 'FL-101' ? 14 : flare === 'FL-201' ? 8 : 5) + random() * 0.6).toFixed(1)}`,
        `tip_temp_c=${between(random, 180, 420)}`,
        flare === 'FL-201' ? 'cam=none' : `cam=VE-CAM-1 opacity_pct=${opacity}`,
      ].filter((f) => f !== '');
      lines.push([t, fields.join(' ')]);
    }
  }
  for (const [ref, flare, cam, s, e, peak] of episodes) {
    lines.push([s, `${isoZ(s)} FMS-2 EVT ${flare} VE_DETECTED cam=${cam} opacity_pct=${peak >= 40 ? 20 : peak} source=video_analytics`]);
    lines.push([
      s + 95_000,
      `${isoZ(s + 95_000)} FMS-2 EVT ${flare} OPR_ACK user=${oneOf(random, ['bcarter', 'lnwosu', 'dhalloran'])} note="${flare === 'FL-301' ? 'air fan to max' : 'steam raised'}"`,
    ]);
    lines.push([e, `${isoZ(e)} FMS-2 EVT ${flare} VE_CLEARED cam=${cam} opacity_pct=0`]);
    lines.push([
      e + 1000,
      `${isoZ(e + 1000)} FMS-2 EVT ${flare} VE_EPISODE ref=${ref} start=${isoZ(s)} end=${isoZ(e)} duration_min=${Math.round((e - s) / MIN)} peak_opacity_pct=${peak} reportable=${e - s > 10 * MIN ? 'yes' : 'no'}`,
    ]);
  }
  for (const [ref, flare, s, e, cause] of flaring) {
    lines.push([s, `${isoZ(s)} FMS-2 EVT ${flare} FLARING_OPEN ref=${ref} trigger=mass_kg_h>5000 cause="${cause}"`]);
    lines.push([e, `${isoZ(e)} FMS-2 EVT ${flare} FLARING_CLOSE ref=${ref} duration_min=${Math.round((e - s) / MIN)}`]);
  }
  // Daily observations by the operators (no smoke seen), and routine noise.
  for (let d = 0; d < 3; d++) {
    const obs = start + d * 24 * HOUR + between(random, 2, 5) * HOUR + between(random, 0, 59) * MIN;
    lines.push([
      obs,
      `${isoZ(obs)} FMS-2 EVT ALL M22_OBSERVATION ref=M22-27-0${between(random, 600, 699)} observer=${oneOf(random, ['bcarter', 'lnwosu'])} result=none_seen duration_min=15`,
    ]);
    const cal = start + d * 24 * HOUR + 20 * HOUR + 30 * MIN;
    lines.push([cal, `${isoZ(cal)} FMS-2 EVT FL-101 ANALYSER_ZERO_SPAN nhv=AT-9101 result=pass drift_pct=${(random() * 0.8).toFixed(2)}`]);
  }
  lines.push([at(2, 3, 14, 7), `${isoZ(at(2, 3, 14, 7))} FMS-2 EVT FL-201 PILOT_FLAME_LOST pilot=2 relight=auto`]);
  lines.push([at(2, 3, 14, 38), `${isoZ(at(2, 3, 14, 38))} FMS-2 EVT FL-201 PILOT_FLAME_PROVEN pilot=2`]);
  lines.sort((x, y) => x[0] - y[0]);
  const output =
    [
      '# Saltmarsh Point Refinery - Flare Monitoring System FMS-2 - data export',
      `# range ${isoZ(start)} .. ${isoZ(end)}  resolution 5 min  exported 2027-11-03T06:04:51Z`,
      '# FL-101  HP flare stack, elevated 110 m, steam-assisted          camera VE-CAM-1 (north view)',
      '# FL-201  LP flare, enclosed ground flare                          no camera',
      '# FL-301  Acid gas flare, elevated 65 m, air-assisted              camera VE-CAM-1 (north view)',
      ...lines.map(([, l]) => l),
    ].join('\n') + '\n';
  return probe(
    'round 139: smoke episode',
    'Monday night the operators said the tall flare stack was belching black smoke for the best part of an hour. What reference number did the monitoring system give that episode? I need it for the regulator report.',
    'flare_monitor_export',
    output,
    'smoke-episode',
    needle,
  );
}

/** c2: the terminal automation system's road loading report for yesterday, fixed-width with page headers. */
function c2ShortLoad(): EconomicsTask {
  const random = seededRandom(139_302);
  const carriers = [
    'Kestrel Haulage',
    'Marram Fuels',
    'Brackley Tankers',
    'Northfleet Transport',
    'Estuary Petroleum Log',
    'Wendover Bulk',
    'Harrow & Sons',
    'Tidewater Tankers',
  ];
  const products: [string, number, number][] = [
    ['ULSD 10PPM', 838, 6],
    ['GASOIL RED', 852, 4],
    ['UNL95 E10', 745, 4],
    ['SUP98 E5', 752, 1],
    ['JET A-1', 799, 1],
    ['KEROSENE', 796, 2],
  ];
  const weighted = products.flatMap((p) => Array.from({ length: p[2] }, () => p));
  const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';
  const reg = (): string =>
    redraw(() => `${chars(random, letters, 2)}${pad2(between(random, 15, 27))} ${chars(random, letters, 3)}`, 'WKX');
  const fleet = new Map<string, string[]>(carriers.map((c) => [c, Array.from({ length: 40 }, reg)]));
  const day = Date.UTC(2027, 10, 2);
  type Load = {
    start: number;
    bay: number;
    carrier: string;
    vehicle: string;
    product: [string, number, number];
    preset: number;
    gross: number;
  };
  const loads: Load[] = [];
  for (let t = day + 4 * HOUR; t < day + 23 * HOUR; t += between(random, 40, 110) * 1000) {
    const carrier = oneOf(random, carriers);
    const product = oneOf(random, weighted);
    const preset = oneOf(random, [30000, 32000, 34000, 36000, 36000, 38000]);
    loads.push({
      start: t,
      bay: product[0].startsWith('JET') ? oneOf(random, [11, 12]) : between(random, 1, 10),
      carrier,
      vehicle: oneOf(random, fleet.get(carrier)!),
      product,
      preset,
      gross: preset - oneOf(random, [0, 0, 0, 0, 1, 2, 3]),
    });
  }
  const ulsd = products[0]!;
  const place = (h: number, m: number, load: Omit<Load, 'start'>): void => {
    const t = day + h * HOUR + m * MIN;
    loads.splice(
      loads.findIndex((l) => l.start > t),
      0,
      { start: t, ...load },
    );
  };
  const kestrelWkx = 'KN19 WKX';
  place(9, 12, { bay: 6, carrier: 'Kestrel Haulage', vehicle: kestrelWkx, product: ulsd, preset: 36000, gross: 35999 });
  place(14, 6, { bay: 6, carrier: 'Kestrel Haulage', vehicle: 'KN21 RTB', product: ulsd, preset: 36000, gross: 36000 });
  place(14, 36, { bay: 6, carrier: 'Kestrel Haulage', vehicle: kestrelWkx, product: ulsd, preset: 36000, gross: 34115 });
  place(14, 41, { bay: 7, carrier: 'Marram Fuels', vehicle: 'YX68 WKX', product: ulsd, preset: 34000, gross: 34000 });
  place(14, 52, { bay: 6, carrier: 'Brackley Tankers', vehicle: 'PO66 HLN', product: ulsd, preset: 32000, gross: 31998 });
  place(7, 48, { bay: 3, carrier: 'Wendover Bulk', vehicle: 'WU17 CPD', product: products[2]!, preset: 34000, gross: 32870 });
  let bol = 478001;
  let needle = '';
  const rows = loads.map((l) => {
    const no = `SP${bol++}`;
    if (l.vehicle === kestrelWkx && l.gross === 34115) needle = no;
    const temp = 9 + random() * 6;
    const dens = l.product[1] + (random() - 0.5) * 4;
    const std = l.gross * (1 - (temp - 15) * (l.product[0].startsWith('UNL') || l.product[0].startsWith('SUP') ? 0.0012 : 0.00084));
    const dur = Math.round(l.gross / 1800 + between(random, 2, 6));
    return [
      no.padEnd(10),
      String(l.bay).padStart(3, '0'),
      String(between(random, 1, 4)).padStart(3),
      l.carrier.padEnd(21).slice(0, 21),
      l.vehicle.padEnd(9),
      `D-${between(random, 10000, 59999)}`,
      l.product[0].padEnd(11),
      String(l.preset).padStart(8),
      String(l.gross).padStart(8),
      String(Math.round(std)).padStart(8),
      temp.toFixed(1).padStart(5),
      dens.toFixed(1).padStart(6),
      hhmm(l.start).padStart(6),
      hhmm(l.start + dur * MIN).padStart(6),
      `S-${between(random, 700000, 799999)}`.padStart(9),
    ].join(' ');
  });
  const head = (page: number): string[] => [
    '',
    `SALTMARSH POINT REFINERY - ROAD LOADING RACKS 1-3                              TAS 7.4.2          PAGE ${String(page).padStart(3)}`,
    'TRANSACTION REPORT - BUSINESS DAY 02-NOV-2027 00:00 TO 23:59                  PRINTED 03-NOV-2027 06:05',
    [
      'BOL NO'.padEnd(10),
      'BAY',
      'ARM',
      'CARRIER'.padEnd(21),
      'VEHICLE'.padEnd(9),
      'DRIVER ',
      'PRODUCT'.padEnd(11),
      'PRESET L',
      ' GROSS L',
      ' STD L15',
      ' TEMP',
      'DENS15',
      ' START',
      '   END',
      '     SEAL',
    ].join(' '),
    [10, 3, 3, 21, 9, 7, 11, 8, 8, 8, 5, 6, 6, 6, 9].map((w) => '-'.repeat(w)).join(' '),
  ];
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 55) out.push(...head(i / 55 + 1), ...rows.slice(i, i + 55));
  out.push('', 'DAY TOTALS BY PRODUCT                    LOADS    GROSS L      STD L15');
  for (const p of products) {
    const mine = loads.filter((l) => l.product === p);
    const gross = mine.reduce((s, l) => s + l.gross, 0);
    out.push(
      `  ${p[0].padEnd(36)} ${String(mine.length).padStart(6)} ${String(gross).padStart(10)} ${String(Math.round(gross * 0.996)).padStart(12)}`,
    );
  }
  out.push('', `TOTAL TRANSACTIONS ${loads.length}   VOIDED 0   MANUAL OVERRIDES 0`, '*** END OF REPORT ***');
  const output = out.join('\n') + '\n';
  return probe(
    'round 139: short load',
    "Quick one before the 9 o'clock: the vapour recovery unit on rack 3 is still showing offline, I've raised it with maintenance. Anyway, Kestrel Haulage rang to say one of their drivers was short-loaded on diesel yesterday. He was on bay 6 a bit after half past two in the afternoon, truck reg ending WKX. What's the BOL number for that load?",
    'tas_load_report',
    output,
    'short-load',
    needle,
  );
}

/** c3: the permit-to-work system's "active permits" page, as HTML. */
function c3WeldingPermit(): EconomicsTask {
  const random = seededRandom(139_303);
  const needle = 'PTW-27-11872';
  const people = ['S. Pritchard', 'M. Haddad', 'R. Collins', 'A. Nowak', 'K. Mensah', 'T. Whitlock', 'P. Grieve', 'L. Santos', 'N. Iqbal'];
  const contractors = [
    'Brindlewood Ind. (G. Marsh)',
    'Halsey Mech. (D. Oyelaran)',
    'Corran Access (B. Tully)',
    'SPR Mech (I. Reid)',
    'SPR E&amp;I (C. Hardy)',
  ];
  const types = [
    'Cold work',
    'Cold work',
    'Hot work - Class A (naked flame)',
    'Hot work - Class B (spark potential)',
    'Confined space entry',
    'Electrical isolation',
    'Work at height',
  ];
  const equipment: [string, string, string][] = [
    ['CDU-1', 'H-101', 'Crude charge heater'],
    ['CDU-1', 'C-101', 'Atmospheric column'],
    ['CDU-1', 'E-1105', 'Crude / residue exchanger'],
    ['VDU-1', 'C-201', 'Vacuum column'],
    ['VDU-1', 'J-201', 'Vacuum ejector package'],
    ['VDU-1', 'P-205B', 'Vacuum residue pump'],
    ['NHT-1', 'R-301', 'Naphtha hydrotreater reactor'],
    ['FCC-1', 'E-1207', 'Slurry / feed exchanger'],
    ['FCC-1', 'K-1201', 'Wet gas compressor'],
    ['SRU-1', 'R-801', 'Claus converter 1'],
    ['UTIL', 'B-002', 'Package boiler 2'],
    ['TANKFARM', 'TK-412', 'ULSD tank'],
    ['JETTY', 'LA-J2', 'Jetty 2 loading arm'],
  ];
  const works: Record<string, string[]> = {
    'Cold work': ['Erect scaffold for access', 'Replace pressure gauge', 'Renew lagging and cladding', 'Clean strainer', 'Change out PSV'],
    'Hot work - Class A (naked flame)': [
      'Cut out and replace corroded pipe spool',
      'Weld repair to support steel',
      'Gas cut redundant bracket',
    ],
    'Hot work - Class B (spark potential)': [
      'Grind out defect and dye-pen inspect',
      'Drill and tap for new bracket',
      'Needle gun coating repair',
    ],
    'Confined space entry': ['Internal inspection', 'Remove debris from sump', 'Replace internals'],
    'Electrical isolation': ['Motor change out', 'Replace junction box', 'Cable termination'],
    'Work at height': ['Replace light fitting', 'Paint handrails', 'Inspect platform grating'],
  };
  let internal = 884020;
  const row = (no: string, type: string, unit: string, eq: string, eqName: string, work: string): string => {
    const from = Date.UTC(2027, 10, 3, 6) + between(random, -10, 1) * HOUR;
    const gas = type.startsWith('Hot') || type.startsWith('Confined') ? `O2 20.9% / LEL 0% / H2S 0 ppm @ ${hhmm(from)}` : 'n/a';
    return [
      `      <tr class="permit-row ${pick(random, 9) === 0 ? 'status-suspended' : 'status-live'}">`,
      `        <td class="pno"><a href="/ptw/view?id=${internal++}">${no}</a></td>`,
      `        <td class="ptype">${type}</td>`,
      `        <td class="unit">${unit}</td>`,
      `        <td class="equip">${eq} ${eqName}</td>`,
      `        <td class="work">${work}</td>`,
      `        <td class="aa">${oneOf(random, people)}</td>`,
      `        <td class="pa">${oneOf(random, contractors)}</td>`,
      `        <td class="from">${isoZ(from).slice(0, 16).replace('T', ' ')}</td>`,
      `        <td class="to">${isoZ(from + 12 * HOUR)
        .slice(0, 16)
        .replace('T', ' ')}</td>`,
      `        <td class="gas">${gas}</td>`,
      `        <td class="links">ICC-27-${between(random, 300, 899)}${type.startsWith('Confined') ? ` / CSE-27-${between(random, 100, 499)}` : ''}</td>`,
      `      </tr>`,
    ].join('\n');
  };
  const heater: [string, string, string] = ['VDU-1', 'H-201', 'Vacuum charge heater'];
  const special: Record<number, [string, [string, string, string], string]> = {
    120: ['Cold work', heater, 'Erect scaffold to convection section access platform'],
    205: ['Hot work - Class A (naked flame)', ['CDU-1', 'H-101', 'Crude charge heater'], 'Cut out and replace damaged burner gun support'],
    290: ['Hot work - Class B (spark potential)', heater, 'Grind out and dye-pen inspect burner tile support ring'],
    362: ['Hot work - Class A (naked flame)', heater, 'Cut out cracked convection tube hangers, fit and weld in new hangers'],
    410: ['Hot work - Class A (naked flame)', ['VDU-1', 'J-201', 'Vacuum ejector package'], 'Weld repair to motive steam line'],
    455: ['Confined space entry', heater, 'Firebox inspection (radiant section)'],
  };
  const rows: string[] = [];
  for (let i = 0; i < 720; i++) {
    const no = i === 362 ? needle : `PTW-27-${11510 + i}`;
    const s = special[i];
    if (s) rows.push(row(no, s[0], s[1][0], s[1][1], s[1][2], s[2]));
    else {
      let type = oneOf(random, types);
      const [unit, eq, name] = oneOf(random, equipment);
      if (type === 'Hot work - Class A (naked flame)' && unit === 'VDU-1') type = 'Cold work';
      rows.push(row(no, type, unit, eq, name, `${oneOf(random, works[type]!)} - ${eq}`));
    }
  }
  const output =
    [
      '<!DOCTYPE html>',
      '<html lang="en-GB">',
      '<head>',
      '  <meta charset="utf-8">',
      '  <title>Active permits - SPR Permit to Work</title>',
      '  <link rel="stylesheet" href="/ptw/static/css/ptw.3f9a1c.css">',
      '  <script src="/ptw/static/js/ptw.b71e02.js" defer></script>',
      '</head>',
      '<body class="ptw list-active">',
      '  <header class="topbar"><span class="site">Saltmarsh Point Refinery</span> <span class="app">Permit to Work</span> <span class="user">Signed in as ops.shiftlead</span></header>',
      '  <nav class="side"><ul><li><a href="/ptw/active">Active permits</a></li><li><a href="/ptw/pending">Awaiting authorisation</a></li><li><a href="/ptw/icc">Isolation certificates</a></li><li><a href="/ptw/sim">SIMOPS board</a></li></ul></nav>',
      '  <main>',
      '    <h1>Active permits <small>as at 03/11/2027 07:00</small></h1>',
      '    <form class="filters" method="get" action="/ptw/active"><select name="unit"><option value="">All units</option><option>CDU-1</option><option>VDU-1</option><option>FCC-1</option></select> <input type="text" name="q" placeholder="Equipment or permit no"> <button type="submit">Filter</button></form>',
      '    <div class="legend"><span class="cls-a">Class A: naked flame (welding, burning, gas cutting)</span> <span class="cls-b">Class B: spark potential (grinding, drilling, needle gunning)</span></div>',
      '    <table class="permits">',
      '      <thead><tr><th>Permit</th><th>Type</th><th>Unit</th><th>Equipment</th><th>Work</th><th>Area authority</th><th>Performing authority</th><th>Valid from</th><th>Valid to</th><th>Gas test</th><th>Linked certificates</th></tr></thead>',
      '      <tbody>',
      ...rows,
      '      </tbody>',
      '    </table>',
      `    <p class="count">${rows.length} permits</p>`,
      '  </main>',
      '  <footer>SPR PTW 5.2.7 - controlled document SPR-HSE-PR-014 rev 9 - printed copies are uncontrolled</footer>',
      '</body>',
      '</html>',
    ].join('\n') + '\n';
  return probe(
    'round 139: welding permit',
    "Somebody told me there's a crew burning and welding on the vacuum unit's furnace today. Which permit are they working under?",
    'ptw_active_permits_page',
    output,
    'welding-permit',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** d1: the tank gauging server's device status, one key=value line per field device. */
function d1RadarFirmware(): EconomicsTask {
  const random = seededRandom(139_401);
  const needle = 'LT-4181';
  const tanks = tankFarm();
  const ts = Date.UTC(2027, 10, 3, 7, 40, 12);
  const out: string[] = [];
  const base = (fcu: number, addr: number): string =>
    `ts=${isoZ(ts + between(random, 0, 3) * 1000)} host=SPR-TGS01 fcu=FCU-${fcu} addr=${addr}`;
  for (let f = 1; f <= 8; f++) {
    out.push(
      `${base(f, 0)} dev=FCU-${f} kind=fcu model="FCU 2160" sn=F21-${between(random, 40000, 49999)} fw=1.72 hw=B proto=TRL2 comm=OK fieldbuses=2 devices_online=${between(random, 48, 64)} uptime_h=${between(random, 2000, 9000)}`,
    );
    const mine = tanks.slice((f - 1) * 20, f * 20);
    let addr = 1;
    for (const t of mine) {
      const sphere = t.roof === 'SPHERE';
      const level = between(random, 900, t.heightMm - 1200);
      const comm = pick(random, 60) === 0 && t.no !== 418 ? `comm=RETRY retries=${between(random, 1, 3)}` : 'comm=OK';
      const common = (dev: string): string => `${base(f, addr++)} dev=${dev}`;
      if (sphere)
        out.push(
          `${common(`LT-${t.no}1`)} kind=servo model="854 ATG" sn=S85-${between(random, 10000, 99999)} tank=${t.id} fw=3.31 hw=A proto=TRL2 ${comm} upd_ms=${between(random, 800, 1400)} level_mm=${level} displacer_state=FOLLOW uptime_h=${between(random, 500, 9000)}`,
        );
      else
        out.push(
          `${common(`LT-${t.no}1`)} kind=radar model="Rex 3960" sn=R39-${between(random, 100000, 199999)} tank=${t.id} fw=${t.no === 418 ? '2.11.0' : '2.14.3'} hw=${oneOf(random, ['B', 'C'])} proto=TRL2 ${comm} upd_ms=${between(random, 700, 1100)} level_mm=${level} signal_db=${(24 + random() * 12).toFixed(1)} echo_margin_db=${(12 + random() * 10).toFixed(1)} uptime_h=${between(random, 500, 9000)}`,
        );
      out.push(
        `${common(`TT-${t.no}2`)} kind=mst model="2240S" sn=T22-${between(random, 10000, 99999)} tank=${t.id} fw=1.8.0 hw=A proto=TRL2 comm=OK elements=${sphere ? 4 : oneOf(random, [6, 8, 10])} avg_temp_c=${(10 + random() * 8).toFixed(1)} uptime_h=${between(random, 500, 9000)}`,
      );
      if (!sphere && t.product !== 'SW')
        out.push(
          `${common(`LWI-${t.no}3`)} kind=wi model="765 WLS" sn=W76-${between(random, 10000, 99999)} tank=${t.id} fw=3.2.2 hw=A proto=TRL2 comm=OK water_mm=${between(random, 0, 45)} uptime_h=${between(random, 500, 9000)}`,
        );
      if (sphere)
        out.push(
          `${common(`PT-${t.no}4`)} kind=pressure model="3051S" sn=P30-${between(random, 10000, 99999)} tank=${t.id} fw=7.1 hw=A proto=HART comm=OK vapour_barg=${(3 + random() * 4).toFixed(2)} uptime_h=${between(random, 500, 9000)}`,
        );
    }
  }
  const output = out.join('\n') + '\n';
  return probe(
    'round 139: radar firmware',
    'One of the radar level gauges out on the tank farm is on a different firmware from all the others. Which gauge is it?',
    'tankgauge_device_status',
    output,
    'radar-firmware',
    needle,
  );
}

/** d2: the fuel gas analyser's run list over two days, tab-separated as the analyser workstation exports it. */
function d2LongRun(): EconomicsTask {
  const random = seededRandom(139_402);
  const streams: [string, string][] = [
    ['S1', 'Fuel gas header'],
    ['S2', 'FCC dry gas'],
    ['S1', 'Fuel gas header'],
    ['S3', 'Flare header KO drum'],
  ];
  const header = [
    'run_no',
    'analyser',
    'stream',
    'stream_name',
    'inject_time',
    'cycle_s',
    'H2',
    'CH4',
    'C2H6',
    'C2H4',
    'C3H8',
    'C3H6',
    'iC4',
    'nC4',
    'C5plus',
    'N2',
    'CO2',
    'H2S_ppm',
    'unnorm_total',
    'hhv_mj_m3',
    'wobbe_mj_m3',
    'rel_density',
    'validation',
    'reviewed_by',
  ].join('\t');
  const rows = [header];
  let t = Date.UTC(2027, 10, 1, 6, 0, 4);
  const end = Date.UTC(2027, 10, 3, 6, 0);
  let run = 286904;
  let k = 0;
  let needle = '';
  let calDone = -1;
  const f = (lo: number, hi: number, dp: number): string => (lo + random() * (hi - lo)).toFixed(dp);
  while (t < end) {
    const d = new Date(t);
    const isCal = d.getUTCHours() === 4 && d.getUTCDate() !== calDone;
    let cycle = isCal ? 480 : oneOf(random, [240, 240, 240, 240, 239, 241]);
    const [stream, name] = isCal ? ['CAL', 'Calibration blend CB-2027-04'] : streams[k++ % streams.length]!;
    if (isCal) calDone = d.getUTCDate();
    const no = `R${run++}`;
    if (!needle && !isCal && t > Date.UTC(2027, 10, 2, 2, 13)) {
      needle = no;
      cycle = 397;
    }
    const fg = stream === 'S1' || stream === 'CAL';
    rows.push(
      [
        no,
        'AT-4501',
        stream,
        name,
        isoZ(t).replace('T', ' ').replace('Z', ''),
        String(cycle),
        f(fg ? 18 : 12, fg ? 26 : 20, 3),
        f(fg ? 48 : 38, fg ? 56 : 46, 3),
        f(9, 14, 3),
        f(fg ? 1 : 7, fg ? 3 : 12, 3),
        f(4, 8, 3),
        f(fg ? 0.5 : 5, fg ? 1.5 : 9, 3),
        f(0.6, 1.4, 3),
        f(0.8, 1.9, 3),
        f(0.2, 0.9, 3),
        f(2, 6, 3),
        f(0.1, 0.6, 3),
        stream === 'S3' ? f(40, 180, 0) : f(2, 30, 0),
        f(99.2, 100.8, 2),
        f(38, 46, 2),
        f(44, 52, 2),
        f(0.55, 0.72, 4),
        'VALID',
        isCal ? 'auto-cal' : 'auto',
      ].join('\t'),
    );
    t += cycle * 1000 + between(random, 0, 2) * 1000;
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 139: long analyser run',
    'Looking at the fuel gas analyser, one of the regular runs in the early hours of yesterday took a lot longer than the rest. Which run number was it?',
    'analyser_run_export',
    output,
    'long-run',
    needle,
  );
}

/** d3: the jetty's custody transfer meter provings since January 2026, as a CSV export. */
function d3MeterFactor(): EconomicsTask {
  const random = seededRandom(139_403);
  const meters: [string, string, string, number][] = [
    ['J1', 'J1-FT-01', 'SM-41A2291', 1.0004],
    ['J1', 'J1-FT-02', 'SM-41A2292', 0.9993],
    ['J1', 'J1-FT-03', 'SM-41A2307', 1.0011],
    ['J1', 'J1-FT-04', 'SM-41A2310', 0.9998],
    ['J2', 'J2-FT-01', 'SM-52C0871', 1.0007],
    ['J2', 'J2-FT-02', 'SM-52C0874', 0.9989],
    ['J2', 'J2-FT-03', 'SM-52C0880', 1.0002],
  ];
  const products: [string, number, number][] = [
    ['ULSD', 838, 0.0001],
    ['JET A-1', 799, -0.0002],
    ['UNL95 E10', 745, 0.0003],
    ['VLSFO', 975, -0.0004],
  ];
  const vessels = [
    'MT Solent Star',
    'MT Kestrel Bay',
    'MT Nordic Heron',
    'MT Atlantic Wren',
    'MT Humber Pride',
    'MT Sea Campion',
    'MT Clyde Venture',
    'MT Baltic Tern',
  ];
  const witnesses = ['Inspectorate (J. Moss)', 'SGS (P. Lund)', 'Saybolt (K. Ito)', 'Intertek (R. Alvarez)'];
  const rows = [
    'proving_id,proved_at,berth,meter,meter_serial,product,vessel,cargo_ref,flow_m3h,temp_c,pressure_barg,density15_kgm3,passes,repeatability_pct,k_factor_pulses_m3,meter_factor,prover_volume_m3,prover,witness',
  ];
  let t = Date.UTC(2026, 0, 3, 8);
  const end = Date.UTC(2027, 10, 2, 18);
  const counters: Record<string, number> = {};
  let cargo = 0;
  let needle = '';
  while (t < end) {
    const berth = oneOf(random, ['J1', 'J2']);
    const product = oneOf(random, products);
    const vessel = oneOf(random, vessels);
    const ref = `SPR-C-${new Date(t).getUTCFullYear() % 100}-${String(++cargo).padStart(4, '0')}`;
    const mine = meters.filter((m) => m[0] === berth && pick(random, 5) > 0);
    for (const [b, meter, serial, mf] of mine) {
      const yy = String(new Date(t).getUTCFullYear() % 100);
      counters[yy] = (counters[yy] ?? 0) + 1;
      const id = `PRV-${yy}-${String(counters[yy]).padStart(4, '0')}`;
      let factor = mf + product[2] + (random() - 0.5) * 0.0003;
      if (!needle && t > Date.UTC(2026, 11, 1)) {
        needle = id;
        factor = 1.0087;
      }
      const at = t + between(random, 0, 50) * MIN;
      rows.push(
        [
          id,
          isoZ(at).slice(0, 16).replace('T', ' '),
          b,
          meter,
          serial,
          product[0],
          vessel,
          ref,
          between(random, 900, 1600),
          ((product[0] === 'VLSFO' ? 48 : 10) + random() * 8).toFixed(1),
          (4 + random() * 3).toFixed(2),
          (product[1] + (random() - 0.5) * 6).toFixed(1),
          5,
          (0.005 + random() * 0.04).toFixed(3),
          (1241.5 + (random() - 0.5) * 0.4).toFixed(3),
          factor.toFixed(4),
          '12.4307',
          `PV-${b}-BIDI`,
          oneOf(random, witnesses),
        ].join(','),
      );
      t = at + between(random, 20, 40) * MIN;
    }
    t += between(random, 20, 120) * HOUR;
  }
  const output = rows.join('\n') + '\n';
  return probe(
    'round 139: meter factor',
    'Which proving on the jetty meters came out with a meter factor way off all the others?',
    'jetty_meter_proving_export',
    output,
    'meter-factor',
    needle,
  );
}

export function roundOneHundredThirtyNine(): EconomicsTask[] {
  return [
    a1HistorianRiser(),
    a2TankBatch(),
    a3IsolationLock(),
    b1BundleOrder(),
    b2JetFlash(),
    b3HighHighAlarm(),
    c1SmokeEpisode(),
    c2ShortLoad(),
    c3WeldingPermit(),
    d1RadarFirmware(),
    d2LongRun(),
    d3MeterFactor(),
  ];
}
