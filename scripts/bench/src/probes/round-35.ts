/**
 * Probe round 35, written blind: a container shipping line (Tessaly Line) and its port terminal
 * (Brackenport Container Terminal): vessel schedules and port calls, bookings and bills of lading, EDI
 * with shippers and agents, reefer monitoring, the terminal operating system and its cranes, customs
 * filings, equipment and empty repositioning, the data platform, the Kubernetes platform and on-call.
 * "Today" is Tuesday 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - schedule api json: the reefer cutoff of a named ship's December eastbound call at Algeciras.
 *  - baplie edifact: where on board the arriving ship a named container is stowed.
 *  - dbt manifest json: how many free days the demurrage and detention model gives reefer boxes.
 * b. The answer a few lines away from the line the question's words match:
 *  - edi gateway log: the root cause under the failure of one agent's release-order interchange.
 *  - deployments yaml: the memory limit of one service's main container.
 *  - customs filings xml: the reference customs gave when they accepted one bill of lading's filing.
 * c. A question that paraphrases the output, or carries a preamble:
 *  - incident list: who picked up the page when the gate's entry lanes stopped processing trucks one Saturday night.
 *  - bookings csv: which sailing a Stuttgart furniture maker's left-behind Ningbo boxes were moved to.
 *  - repositioning plan: how many empty forty-foot reefers go to Santos this week, and on which ship.
 * d. One value unlike its peers:
 *  - crane daily report: which quay crane on which day moved its boxes on almost no power.
 *  - pods wide: which pod keeps going down and coming back though it shows as running.
 *  - reefer fleet status: which banana box is set differently from the other banana boxes.
 *
 * Not among the bench's targets.
 *
 * First run, at 4ad9259 (6b69c35 with this file; `ROUNDS=35 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,613,154 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds the same 3/12
 * (61,611 tokens):
 *   round 35: schedule api json
 *     codex: 8,342 tokens, peak 8,241, 0/1 needles, 0 read-backs
 *     context-chef: 818 tokens, peak 717, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,114 tokens, peak 6,464, 0/1 needles, 4 read-backs
 *     ours: 5,491 tokens, peak 2,372, 0/1 needles, 2 read-backs
 *   round 35: baplie edifact
 *     codex: 11,976 tokens, peak 11,871, 0/1 needles, 0 read-backs
 *     context-chef: 1,113 tokens, peak 1,008, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,256 tokens, peak 1,110, 1/1 needles, 1 read-backs
 *     ours: 2,391 tokens, peak 1,208, 1/1 needles, 1 read-backs
 *   round 35: dbt manifest json
 *     codex: 5,457 tokens, peak 5,369, 0/1 needles, 0 read-backs
 *     context-chef: 681 tokens, peak 593, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,228 tokens, peak 5,325, 0/1 needles, 4 read-backs
 *     ours: 4,673 tokens, peak 2,002, 0/1 needles, 2 read-backs
 *   round 35: edi gateway log
 *     codex: 15,259 tokens, peak 15,168, 0/1 needles, 0 read-backs
 *     context-chef: 783 tokens, peak 692, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,331 tokens, peak 1,949, 0/1 needles, 1 read-backs
 *     ours: 2,915 tokens, peak 1,933, 1/1 needles, 1 read-backs
 *   round 35: deployments yaml
 *     codex: 10,598 tokens, peak 10,514, 0/1 needles, 0 read-backs
 *     context-chef: 610 tokens, peak 526, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,849 tokens, peak 3,923, 0/1 needles, 3 read-backs
 *     ours: 15,440 tokens, peak 4,744, 0/1 needles, 4 read-backs
 *   round 35: customs filings xml
 *     codex: 13,167 tokens, peak 13,072, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,163 tokens, peak 1,631, 0/1 needles, 2 read-backs
 *     ours: 2,050 tokens, peak 1,036, 1/1 needles, 1 read-backs
 *   round 35: incident list, paraphrase
 *     codex: 14,936 tokens, peak 14,846, 0/1 needles, 0 read-backs
 *     context-chef: 703 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,597 tokens, peak 1,226, 0/1 needles, 4 read-backs
 *     ours: 4,187 tokens, peak 906, 0/1 needles, 4 read-backs
 *   round 35: bookings csv, preamble and paraphrase
 *     codex: 19,309 tokens, peak 19,206, 0/1 needles, 0 read-backs
 *     context-chef: 913 tokens, peak 810, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,730 tokens, peak 1,454, 0/1 needles, 4 read-backs
 *     ours: 4,904 tokens, peak 1,063, 0/1 needles, 4 read-backs
 *   round 35: repositioning plan, preamble and paraphrase
 *     codex: 14,612 tokens, peak 14,517, 0/1 needles, 0 read-backs
 *     context-chef: 792 tokens, peak 697, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,138 tokens, peak 1,334, 0/1 needles, 4 read-backs
 *     ours: 4,559 tokens, peak 994, 0/1 needles, 4 read-backs
 *   round 35: crane daily report
 *     codex: 21,272 tokens, peak 21,180, 0/1 needles, 0 read-backs
 *     context-chef: 950 tokens, peak 858, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,298 tokens, peak 2,667, 0/1 needles, 4 read-backs
 *     ours: 5,927 tokens, peak 2,120, 0/1 needles, 4 read-backs
 *   round 35: pods wide
 *     codex: 13,451 tokens, peak 13,364, 0/1 needles, 0 read-backs
 *     context-chef: 666 tokens, peak 579, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,482 tokens, peak 2,841, 0/1 needles, 3 read-backs
 *     ours: 5,569 tokens, peak 2,627, 0/1 needles, 3 read-backs
 *   round 35: reefer fleet status
 *     codex: 19,655 tokens, peak 19,559, 0/1 needles, 0 read-backs
 *     context-chef: 883 tokens, peak 787, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,252 tokens, peak 1,420, 0/1 needles, 3 read-backs
 *     ours: 3,894 tokens, peak 1,110, 0/1 needles, 3 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment in UTC (Brackenport keeps GMT in November); `month` is 1 to 12, and past 12 runs into 2027. */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** Tuesday 17 November 2026, 09:10 UTC. */
const NOW = T(11, 17, 9, 10);
/** `2026-11-17T09:10:00Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-17` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `2026-11-17 09:10` */
const ymdhm = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** ISO 6346 letter values: A is 10, and multiples of 11 are skipped. */
const LETTER_VALUE = new Map<string, number>();
{
  let v = 10;
  for (const c of UPPER) {
    if (v % 11 === 0) v++;
    LETTER_VALUE.set(c, v++);
  }
}
/** A container number with its ISO 6346 check digit: owner code (`TGHU`) and six-digit serial. */
function containerNo(owner: string, serial: string): string {
  const code = owner + serial;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (LETTER_VALUE.get(code[i]!) ?? Number(code[i])) * 2 ** i;
  return `${code}${(sum % 11) % 10}`;
}
const randomContainer = (random: () => number, owners: readonly string[]) => containerNo(oneOf(random, owners), digits(random, 6));
/** An IMO number with its check digit. */
function imoNumber(random: () => number): string {
  const six = `9${digits(random, 5)}`;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(six[i]) * (7 - i);
  return `${six}${sum % 10}`;
}

const DRY_OWNERS = ['TSLU', 'TSLU', 'TSLU', 'TSLU', 'TGHU', 'TCNU', 'TRIU', 'SEGU', 'CAIU', 'FSCU', 'BMOU', 'TLLU', 'DFSU', 'GESU'];
const REEFER_OWNERS = ['TSRU', 'TSRU', 'TSRU', 'SZLU', 'TRLU', 'CXRU', 'GESU'];

/** The line's ships and its partners' (names only; a task gives them IMO numbers as it needs). */
const FLEET = [
  'TESSALY ORION',
  'TESSALY AURORA',
  'TESSALY VEGA',
  'TESSALY MERIDIAN',
  'TESSALY CASSIOPEIA',
  'TESSALY HALCYON',
  'TESSALY SOLSTICE',
  'TESSALY ALTAIR',
  'TESSALY BOREAS',
  'TESSALY LYRA',
  'TESSALY DENEB',
  'TESSALY RIGEL',
  'TESSALY CAPELLA',
  'TESSALY POLARIS',
  'TESSALY ANTARES',
  'TESSALY SIRIUS',
  'TESSALY CASTOR',
  'TESSALY POLLUX',
  'TESSALY ELECTRA',
  'TESSALY MIRA',
  'TESSALY SPICA',
  'TESSALY ARCTURUS',
  'TESSALY BELLATRIX',
  'TESSALY CARINA',
  'TESSALY NAOS',
  'TESSALY ADHARA',
  'TESSALY ALNAIR',
  'TESSALY HADAR',
  'NORDVIK SPIRIT',
  'NORDVIK STAR',
  'KAPPA HORIZON',
  'KAPPA TRADER',
  'KAPPA PIONEER',
  'MARE ATLANTICO',
  'MARE BALTICO',
  'CAPE HALLORAN',
  'CAPE TREVOSE',
  'IONIAN BRIDGE',
  'ARGO VALIANT',
  'ARGO RESOLUTE',
  'BRACKEN FEEDER',
  'SKAGEN TRADER',
];

/** Ports by UN/LOCODE: name and terminals (code, name). */
const PORTS: Readonly<Record<string, readonly [string, readonly (readonly [string, string])[]]>> = {
  CNSHA: [
    'Shanghai',
    [
      ['YSD4', 'Yangshan Deep Water Port Phase IV'],
      ['WGQ5', 'Waigaoqiao Phase V'],
    ],
  ],
  CNNGB: [
    'Ningbo',
    [
      ['NBCT', 'Ningbo Beilun Container Terminal'],
      ['MSICT', 'Meishan Island International Container Terminal'],
    ],
  ],
  CNYTN: ['Yantian', [['YICT', 'Yantian International Container Terminals']]],
  CNTAO: ['Qingdao', [['QQCT', 'Qingdao Qianwan Container Terminal']]],
  CNXMN: ['Xiamen', [['XSCT', 'Xiamen Songyu Container Terminal']]],
  KRPUS: ['Busan', [['PNIT', 'Pusan Newport International Terminal']]],
  VNCMP: ['Cai Mep', [['TCIT', 'Tan Cang Cai Mep International Terminal']]],
  SGSIN: [
    'Singapore',
    [
      ['PPT3', 'PSA Pasir Panjang Terminal 3'],
      ['TUAS1', 'PSA Tuas Terminal 1'],
    ],
  ],
  MYPKG: ['Port Klang', [['WPT', 'Westports']]],
  LKCMB: ['Colombo', [['CICT', 'Colombo International Container Terminals']]],
  EGPSD: ['Port Said', [['SCCT', 'Suez Canal Container Terminal']]],
  ESALG: [
    'Algeciras',
    [
      ['APMA', 'APM Terminals Algeciras'],
      ['TTIA', 'Total Terminal International Algeciras'],
    ],
  ],
  ESVLC: ['Valencia', [['CSPV', 'CSP Iberian Valencia Terminal']]],
  ITGOA: ['Genoa', [['PRA', "PSA Genova Pra'"]]],
  TRAMR: ['Ambarli', [['MPT', 'Marport Terminal']]],
  GBBKP: ['Brackenport', [['BCT', 'Brackenport Container Terminal']]],
  NLRTM: [
    'Rotterdam',
    [
      ['RWG', 'Rotterdam World Gateway'],
      ['ECTD', 'ECT Delta Terminal'],
    ],
  ],
  DEHAM: [
    'Hamburg',
    [
      ['CTA', 'Container Terminal Altenwerder'],
      ['CTB', 'Container Terminal Burchardkai'],
    ],
  ],
  BEANR: ['Antwerp', [['MPET', 'MSC PSA European Terminal']]],
  FRLEH: ['Le Havre', [['TNMSC', 'Terminal Normandie MSC']]],
  IEDUB: ['Dublin', [['DFT', 'Dublin Ferryport Terminals']]],
  NOOSL: ['Oslo', [['SJU', 'Sjursoya Container Terminal']]],
  SEGOT: ['Gothenburg', [['APMG', 'APM Terminals Gothenburg']]],
  PLGDN: ['Gdansk', [['DCT', 'DCT Gdansk']]],
  USNYC: ['New York', [['MAHER', 'Maher Terminals']]],
  USORF: ['Norfolk', [['NIT', 'Norfolk International Terminals']]],
  USSAV: ['Savannah', [['GCT', 'Garden City Terminal']]],
  USCHS: ['Charleston', [['WWT', 'Wando Welch Terminal']]],
  BRSSZ: [
    'Santos',
    [
      ['TECON', 'Santos Brasil Tecon'],
      ['BTP', 'Brasil Terminal Portuario'],
    ],
  ],
  BRPNG: ['Paranagua', [['TCPP', 'TCP Paranagua']]],
  ARBUE: ['Buenos Aires', [['EXO', 'Exolgan']]],
  UYMVD: ['Montevideo', [['TCPM', 'Terminal Cuenca del Plata']]],
  BRRIG: ['Rio Grande', [['TCRG', 'Tecon Rio Grande']]],
};

/** `GET /schedules/v2/port-calls`: three months of every service's port calls, one line of JSON; a ship's reefer cutoff at Algeciras. */
function schedulePortCallsApi(): EconomicsTask {
  const random = seededRandom(35_001);
  interface Service {
    code: string;
    name: string;
    vessels: number;
    rotation: number;
    calls: readonly (readonly [string, number, string])[];
  }
  const SERVICES: readonly Service[] = [
    {
      code: 'AEX1',
      name: 'Asia - North Europe Express 1',
      vessels: 10,
      rotation: 70,
      calls: [
        ['CNSHA', 0, 'W'],
        ['CNNGB', 2, 'W'],
        ['CNYTN', 5, 'W'],
        ['SGSIN', 9, 'W'],
        ['LKCMB', 13, 'W'],
        ['ESALG', 26, 'W'],
        ['GBBKP', 30, 'W'],
        ['NLRTM', 32, 'W'],
        ['DEHAM', 34, 'W'],
        ['BEANR', 37, 'W'],
        ['ESALG', 43, 'E'],
        ['LKCMB', 55, 'E'],
        ['SGSIN', 59, 'E'],
        ['CNYTN', 64, 'E'],
      ],
    },
    {
      code: 'AEX2',
      name: 'Asia - North Europe Express 2',
      vessels: 11,
      rotation: 77,
      calls: [
        ['KRPUS', 0, 'W'],
        ['CNTAO', 2, 'W'],
        ['CNSHA', 4, 'W'],
        ['CNXMN', 7, 'W'],
        ['VNCMP', 10, 'W'],
        ['SGSIN', 13, 'W'],
        ['MYPKG', 15, 'W'],
        ['EGPSD', 30, 'W'],
        ['GBBKP', 37, 'W'],
        ['NLRTM', 39, 'W'],
        ['DEHAM', 41, 'W'],
        ['FRLEH', 44, 'E'],
        ['EGPSD', 52, 'E'],
        ['MYPKG', 65, 'E'],
        ['SGSIN', 67, 'E'],
        ['VNCMP', 70, 'E'],
      ],
    },
    {
      code: 'TAX1',
      name: 'Transatlantic Express',
      vessels: 5,
      rotation: 35,
      calls: [
        ['GBBKP', 0, 'W'],
        ['NLRTM', 2, 'W'],
        ['DEHAM', 4, 'W'],
        ['BEANR', 6, 'W'],
        ['USNYC', 16, 'W'],
        ['USORF', 18, 'W'],
        ['USSAV', 20, 'W'],
        ['USCHS', 22, 'E'],
      ],
    },
    {
      code: 'SAMBA',
      name: 'North Europe - East Coast South America',
      vessels: 7,
      rotation: 49,
      calls: [
        ['GBBKP', 0, 'S'],
        ['NLRTM', 2, 'S'],
        ['DEHAM', 4, 'S'],
        ['FRLEH', 7, 'S'],
        ['BRSSZ', 20, 'S'],
        ['BRPNG', 22, 'S'],
        ['ARBUE', 26, 'S'],
        ['UYMVD', 28, 'N'],
        ['BRRIG', 30, 'N'],
        ['BRSSZ', 33, 'N'],
      ],
    },
    {
      code: 'MEDX',
      name: 'North Europe - Mediterranean Express',
      vessels: 4,
      rotation: 28,
      calls: [
        ['GBBKP', 0, 'E'],
        ['FRLEH', 2, 'E'],
        ['ESVLC', 6, 'E'],
        ['ITGOA', 8, 'E'],
        ['TRAMR', 12, 'E'],
        ['EGPSD', 15, 'W'],
        ['ESVLC', 21, 'W'],
      ],
    },
    {
      code: 'NEF1',
      name: 'Brackenport - Scandinavia - Baltic Feeder',
      vessels: 1,
      rotation: 7,
      calls: [
        ['GBBKP', 0, 'N'],
        ['NOOSL', 2, 'N'],
        ['SEGOT', 3, 'N'],
        ['PLGDN', 5, 'S'],
      ],
    },
    {
      code: 'NEF2',
      name: 'Brackenport - Ireland - Rotterdam Feeder',
      vessels: 1,
      rotation: 7,
      calls: [
        ['GBBKP', 0, 'W'],
        ['IEDUB', 2, 'W'],
        ['NLRTM', 4, 'E'],
      ],
    },
  ];
  const DIRECTIONS: Readonly<Record<string, string>> = { W: 'WEST', E: 'EAST', N: 'NORTH', S: 'SOUTH' };
  // Each terminal's cutoffs, hours before berthing: documents, dangerous goods, VGM, dry, reefer.
  const cutoffHours = new Map<string, readonly number[]>();
  for (const [, terminals] of Object.values(PORTS))
    for (const [code] of terminals)
      cutoffHours.set(code, [
        between(random, 48, 96),
        between(random, 72, 120),
        between(random, 24, 40),
        between(random, 12, 30),
        between(random, 8, 28),
      ]);
  interface Call {
    service: Service;
    vessel: number;
    voyage: string;
    dir: string;
    seq: number;
    port: string;
    terminal: readonly [string, string];
    proforma: number;
    stay: number;
    eta: number;
    etb: number;
    etd: number;
  }
  const from = T(11, 1);
  const to = T(14, 1);
  const calls: Call[] = [];
  const vessels: { imo: string; callSign: string; flag: string }[] = [];
  const CALL_SIGNS: Readonly<Record<string, string>> = { MT: '9H', LR: 'D5', SG: '9V', PT: 'CQ', MH: 'V7', GB: '2B' };
  let vessel = 0;
  for (const s of SERVICES) {
    const epoch = T(9, 7) + pick(random, 7) * DAY;
    const terminals = s.calls.map(([port]) => oneOf(random, PORTS[port]![1]));
    const hours = s.calls.map(() => between(random, 0, 23));
    for (let j = 0; j < s.vessels; j++, vessel++) {
      const flag = oneOf(random, ['MT', 'LR', 'SG', 'PT', 'MH', 'GB']);
      vessels.push({ imo: imoNumber(random), callSign: `${CALL_SIGNS[flag]!}${chars(random, `${UPPER}0123456789`, 3)}`, flag });
      const base = between(random, 600, 680);
      for (let k = -3; k <= 3; k++) {
        const rotationStart = epoch + (j + k * s.vessels) * 7 * DAY;
        s.calls.forEach(([port, day, dir], seq) => {
          const proforma = rotationStart + day * DAY + hours[seq]! * HOUR;
          if (proforma < from || proforma >= to) return;
          const eta = proforma + (between(random, -6, 30) * 60 + oneOf(random, [0, 15, 30, 45])) * MINUTE;
          const etb = eta + between(random, 1, 8) * HOUR;
          const stay = between(random, 14, 40) * HOUR;
          calls.push({
            service: s,
            vessel,
            voyage: `${base + k}${dir}`,
            dir,
            seq,
            port,
            terminal: terminals[seq]!,
            proforma,
            stay,
            eta,
            etb,
            etd: etb + stay,
          });
        });
      }
    }
  }
  calls.sort((a, b) => a.eta - b.eta);
  // The ship that becomes the TESSALY VEGA: the AEX1 call eastbound at Algeciras in December nearest the middle.
  let target = -1;
  calls.forEach((c, i) => {
    const december = new Date(c.eta).getUTCMonth() === 11;
    if (c.service.code === 'AEX1' && c.port === 'ESALG' && c.dir === 'E' && december)
      if (target < 0 || Math.abs(i / calls.length - 0.5) < Math.abs(target / calls.length - 0.5)) target = i;
  });
  const names = FLEET.slice(0, vessel);
  const vega = names.indexOf('TESSALY VEGA');
  const targetVessel = calls[target]!.vessel;
  [names[vega], names[targetVessel]] = [names[targetVessel]!, names[vega]!];
  const hourOf = (t: number) => Math.floor(t / HOUR) * HOUR;
  let needle = '';
  const records = calls.map((c, i) => {
    const v = vessels[c.vessel]!;
    const [doc, dg, vgm, dry, reefer] = cutoffHours.get(c.terminal[0])!;
    const berthed = c.etb <= NOW;
    const gone = c.etd <= NOW;
    const cutoffs = {
      documentation: isoZ(hourOf(c.etb) - doc! * HOUR),
      dangerous_goods: isoZ(hourOf(c.etb) - dg! * HOUR),
      vgm: isoZ(hourOf(c.etb) - vgm! * HOUR),
      dry_cargo: isoZ(hourOf(c.etb) - dry! * HOUR),
      reefer_cargo: isoZ(hourOf(c.etb) - reefer! * HOUR),
    };
    if (i === target) needle = `"cutoffs":${JSON.stringify(cutoffs)}`;
    return {
      call_id: `PC${digits(random, 9)}`,
      service: { code: c.service.code, name: c.service.name },
      vessel: { name: names[c.vessel]!, imo: v.imo, call_sign: v.callSign, flag: v.flag },
      voyage: {
        carrier: c.voyage,
        direction: DIRECTIONS[c.dir]!,
        terminal_ref: `${c.terminal[0].slice(0, 2)}${c.voyage}${digits(random, 2)}`,
      },
      port: { unlocode: c.port, name: PORTS[c.port]![0] },
      terminal: { code: c.terminal[0], name: c.terminal[1] },
      sequence: c.seq + 1,
      proforma: { arrival: isoZ(c.proforma), departure: isoZ(c.proforma + c.stay + 4 * HOUR) },
      eta: isoZ(c.eta),
      etb: isoZ(c.etb),
      etd: isoZ(c.etd),
      ata: c.eta <= NOW ? isoZ(c.eta + between(random, -40, 40) * MINUTE) : null,
      atd: gone ? isoZ(c.etd + between(random, -30, 90) * MINUTE) : null,
      status: gone ? 'DEPARTED' : berthed ? 'AT_BERTH' : c.eta <= NOW ? 'ARRIVED' : 'SCHEDULED',
      berth: c.etb - 3 * DAY <= NOW ? `${c.terminal[0]}-Q${between(random, 1, 9)}` : null,
      cutoffs,
      remarks: oneOf(random, [
        '',
        '',
        '',
        '',
        '',
        'Berthing subject to tide',
        'Window swapped with partner service',
        'Bunkering at anchorage',
      ]),
      updated_at: isoZ(NOW - pick(random, 72 * 60) * MINUTE),
    };
  });
  const output = `${JSON.stringify({
    data: records,
    meta: { carrier: 'TSLY', from: ymd(from), to: ymd(to - DAY), count: records.length, generated_at: isoZ(NOW - 42_000) },
    links: { self: '/schedules/v2/port-calls?from=2026-11-01&to=2027-01-31&limit=5000', next: null },
  })}\n`;
  const ask =
    'A shipper wants to get a reefer onto the TESSALY VEGA when she calls at Algeciras heading back east next month. What is the latest the reefer can be delivered to the terminal for that call?';
  return probe('round 35: schedule api json', ask, 'http_get', output, 'cutoff', needle, true);
}

/** The BAPLIE for the ship arriving tomorrow, one line of EDIFACT as it came in; where one container sits. */
function baplieStowage(): EconomicsTask {
  const random = seededRandom(35_002);
  const callSign = `9HA${digits(random, 4)}`;
  const POLS = ['CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'LKCMB', 'ESALG'];
  const PODS = ['GBBKP', 'GBBKP', 'NLRTM', 'DEHAM', 'BEANR'];
  interface Box {
    pos: string;
    id: string;
    iso: string;
    full: boolean;
    pol: string;
    pod: string;
    kg: number;
    temp?: string;
    dg?: string;
  }
  const box = (bay: number, row: number, tier: number, size: 20 | 40): Box => {
    const iso =
      size === 40
        ? oneOf(random, ['45G1', '45G1', '45G1', '45G1', '42G1', '45R1', '45G1'])
        : oneOf(random, ['22G1', '22G1', '22G1', '22R1', '22T6', '22U1']);
    const reefer = iso.includes('R');
    const full = random() < 0.88;
    const kg = full
      ? between(random, size === 40 ? 8_000 : 6_000, size === 40 ? 29_500 : 27_000)
      : size === 40
        ? between(random, 3_700, 4_800)
        : between(random, 2_150, 2_400);
    return {
      pos: `${String(bay).padStart(3, '0')}${pad2(row)}${pad2(tier)}`,
      id: randomContainer(random, reefer ? REEFER_OWNERS : DRY_OWNERS),
      iso,
      full,
      pol: oneOf(random, POLS),
      pod: oneOf(random, PODS),
      kg,
      temp: reefer && full ? oneOf(random, ['-18.0', '-20.0', '-25.0', '-1.0', '0.5', '2.0', '13.3']) : undefined,
      dg:
        full && iso === '22T6'
          ? oneOf(random, ['3+1993', '8+1760', '6.1+2810', '9+3082'])
          : full && random() < 0.03
            ? oneOf(random, ['3+1263', '9+3077', '2.1+1950'])
            : undefined,
    };
  };
  const boxes: Box[] = [];
  for (let bay40 = 2; bay40 <= 74; bay40 += 4) {
    for (const deck of [false, true]) {
      const rows = deck ? Array.from({ length: 23 }, (_, r) => r) : Array.from({ length: 20 }, (_, r) => r + 1);
      for (const row of rows) {
        const kind = random();
        if (kind < 0.05) continue;
        const height = deck ? between(random, 2, 7) : between(random, 5, 9);
        for (let h = 0; h < height; h++) {
          const tier = (deck ? 82 : 2) + 2 * h;
          if (kind < 0.3) {
            boxes.push(box(bay40 - 1, row, tier, 20));
            if (random() < 0.9) boxes.push(box(bay40 + 1, row, tier, 20));
          } else boxes.push(box(bay40, row, tier, 40));
        }
      }
    }
  }
  boxes.sort((a, b) => (a.pos < b.pos ? -1 : 1));
  const targetId = containerNo('TGHU', '672104');
  const plant = (fraction: number, id: string, pol: string) => {
    let i = Math.floor(boxes.length * fraction);
    while (!boxes[i]!.iso.startsWith('4') || boxes[i]!.iso === '45R1') i++;
    Object.assign(boxes[i]!, { id, iso: '45G1', full: true, pol, pod: 'GBBKP', kg: 21_840, temp: undefined, dg: undefined });
    return boxes[i]!;
  };
  const target = plant(0.51, targetId, 'CNNGB');
  plant(0.33, containerNo('TGHU', '672140'), 'CNNGB');
  plant(0.68, containerNo('TCNU', '672104'), 'CNSHA');
  const group = (b: Box) =>
    [
      `LOC+147+${b.pos}::5`,
      `MEA+WT++KGM:${b.kg}`,
      ...(b.temp ? [`TMP+2+${b.temp}:CEL`] : []),
      `LOC+9+${b.pol}`,
      `LOC+11+${b.pod}`,
      'RFF+BM:1',
      `EQD+CN+${b.id}+${b.iso}+++${b.full ? 5 : 4}`,
      'NAD+CA+TSLY:172:20',
      ...(b.dg ? [`DGS+IMD+${b.dg}`] : []),
    ].map((s) => `${s}'`);
  const body = [
    'UNH+1+BAPLIE:D:95B:UN:SMDG21',
    'BGM++6471117+9',
    'DTM+137:2611170412:201',
    `TDT+20+647W+++TSLY:172:20+++${callSign}:103::TESSALY ORION`,
    'LOC+5+ESALG:139:6',
    'LOC+61+GBBKP:139:6',
    'DTM+178:2611180600:201',
    'DTM+132:2611180600:201',
    'DTM+133:2611182300:201',
    'RFF+VON:647W',
  ].map((s) => `${s}'`);
  for (const b of boxes) body.push(...group(b));
  body.push(`UNT+${body.length + 1}+1'`);
  const targetText = group(target).join('');
  const needle = targetText.slice(0, targetText.indexOf(`+${target.iso}+`));
  const output = `UNA:+.? 'UNB+UNOA:2+TSLY:ZZZ+BKPBCT:ZZZ+261117:0412+26111704120'${body.join('')}UNZ+1+26111704120'\n`;
  const ask = `The TESSALY ORION is due alongside tomorrow morning and Border Force want to scan container ${targetId} before it goes to the stack. Where exactly is it stowed on board? The foreman needs the bay, row and tier.`;
  return probe('round 35: baplie edifact', ask, 'read_file', output, 'stowage', needle, true);
}

/** `cat target/manifest.json` in the data warehouse project: one line of JSON; the reefer free days in one model's SQL. */
function dbtManifest(): EconomicsTask {
  const random = seededRandom(35_003);
  const SOURCES: Readonly<Record<string, readonly string[]>> = {
    booking: ['bookings', 'booking_equipment', 'bills_of_lading', 'bl_parties', 'rate_lines', 'shipping_instructions'],
    commercial: ['dnd_tariffs', 'contracts', 'customers', 'free_time_agreements'],
    customs: ['filings', 'filing_responses', 'holds'],
    edi: ['interchanges', 'coparn_messages', 'codeco_messages', 'coarri_messages', 'baplie_messages', 'iftsta_events', 'vermas_messages'],
    equipment: ['containers', 'depots', 'leases', 'repositioning_moves', 'mnr_estimates', 'on_hire_events'],
    finance: ['invoices', 'invoice_lines', 'fx_rates', 'credit_notes'],
    rcm: ['reefer_readings', 'reefer_alarms', 'reefer_units'],
    schedules: ['port_calls', 'services', 'vessels', 'voyages'],
    tos: [
      'crane_moves',
      'gate_transactions',
      'yard_moves',
      'vessel_visits',
      'berth_windows',
      'equipment_events',
      'work_queues',
      'che_positions',
    ],
  };
  const COLUMNS = [
    'container_no',
    'booking_no',
    'bl_no',
    'vessel_visit_id',
    'voyage_no',
    'port_unlocode',
    'terminal_code',
    'iso_size_type',
    'equipment_group',
    'event_type',
    'event_ts',
    'status',
    'customer_id',
    'partner_id',
    'gross_weight_kg',
    'is_full',
    'is_reefer',
    'setpoint_c',
    'quantity',
    'amount_usd',
    'currency',
    'move_kind',
    'crane_id',
    'yard_block',
    'lane_no',
    'truck_plate',
    'hold_type',
    'released_ts',
    'message_ref',
    'interchange_ref',
    'direction',
    'service_code',
    'depot_code',
    'lessor_code',
    'created_ts',
    'updated_ts',
  ];
  const OWNERS = [
    'r.okonkwo@tessaly-line.com',
    'h.lindqvist@tessaly-line.com',
    'p.deshmukh@tessaly-line.com',
    's.moreau@tessaly-line.com',
    'j.whitcombe@tessaly-line.com',
    'a.petrenko@tessaly-line.com',
  ];
  const singular = (t: string) => t.replace(/ies$/, 'y').replace(/s$/, '');
  interface Model {
    name: string;
    dir: string;
    raw: string;
    refs: string[];
    sources: (readonly [string, string])[];
    columns: string[];
    materialized: string;
    description: string;
  }
  const models: Model[] = [];
  const cols = (key: string) => [key, ...shuffle(random, [...COLUMNS]).slice(0, between(random, 5, 11))];
  for (const [source, tables] of Object.entries(SOURCES))
    for (const t of tables) {
      const columns = cols(`${singular(t)}_id`);
      const raw = [
        'with source as (',
        '',
        `    select * from {{ source('${source}', '${t}') }}`,
        '',
        '),',
        '',
        'renamed as (',
        '',
        '    select',
        `        id as ${columns[0]!},`,
        ...columns.slice(1).map((c) => `        ${c.endsWith('_ts') ? `${c.replace(/_ts$/, '_at')}::timestamp_ntz as ${c}` : c},`),
        '        _loaded_at as loaded_at',
        '',
        '    from source',
        '',
        ')',
        '',
        'select * from renamed',
        '',
      ].join('\n');
      models.push({
        name: `stg_${source}__${t}`,
        dir: `staging/${source}`,
        raw,
        refs: [],
        sources: [[source, t]],
        columns,
        materialized: 'view',
        description: `${singular(t).replace(/_/g, ' ')} records from the ${source} source, renamed and typed.`,
      });
    }
  const staging = models.map((m) => m.name);
  const joinModel = (name: string, dir: string, materialized: string, description: string, refs: string[]): Model => {
    const columns = cols(`${name.replace(/^(int|fct|dim)_/, '').replace(/__/, '_')}_key`);
    const ctes = refs.map(
      (r, i) => `${i === 0 ? 'with ' : ''}${r.replace(/^(stg|int)_[a-z]+__/, '')} as (\n\n    select * from {{ ref('${r}') }}\n\n)`,
    );
    const first = refs[0]!.replace(/^(stg|int)_[a-z]+__/, '');
    const raw = [
      ...(materialized === 'incremental'
        ? [`{{ config(materialized='incremental', unique_key='${columns[0]!}', on_schema_change='append_new_columns') }}`, '']
        : []),
      `${ctes.join(',\n\n')},`,
      '',
      'final as (',
      '',
      '    select',
      `        {{ dbt_utils.generate_surrogate_key(['${first}.${columns[1]!}', '${first}.${columns[2]!}']) }} as ${columns[0]!},`,
      ...columns.slice(1).map((c) => `        ${first}.${c},`),
      `        current_timestamp() as dbt_updated_at`,
      `    from ${first}`,
      ...refs
        .slice(1)
        .map(
          (r) =>
            `    left join ${r.replace(/^(stg|int)_[a-z]+__/, '')} using (${oneOf(random, ['container_no', 'booking_no', 'vessel_visit_id', 'customer_id', 'message_ref'])})`,
        ),
      ...(materialized === 'incremental'
        ? [
            '',
            '    {% if is_incremental() %}',
            `    where ${first}.updated_ts > (select max(dbt_updated_at) from {{ this }})`,
            '    {% endif %}',
          ]
        : []),
      '',
      ')',
      '',
      'select * from final',
      '',
    ].join('\n');
    return { name, dir, raw, refs, sources: [], columns, materialized, description };
  };
  const INTERMEDIATE: readonly (readonly [string, string])[] = [
    ['int_booking__equipment_by_booking', 'booking'],
    ['int_booking__bl_with_parties', 'booking'],
    ['int_booking__si_timeliness', 'booking'],
    ['int_booking__rates_by_lane', 'booking'],
    ['int_customs__filing_latest_response', 'customs'],
    ['int_customs__holds_open', 'customs'],
    ['int_edi__coparn_releases', 'edi'],
    ['int_edi__codeco_gate_events', 'edi'],
    ['int_edi__coarri_moves', 'edi'],
    ['int_edi__message_latency', 'edi'],
    ['int_edi__partner_volumes', 'edi'],
    ['int_equipment__gate_and_vessel_moves', 'equipment'],
    ['int_equipment__container_cycles', 'equipment'],
    ['int_equipment__depot_stock_daily', 'equipment'],
    ['int_equipment__lease_costs_daily', 'equipment'],
    ['int_equipment__mnr_costs', 'equipment'],
    ['int_finance__invoice_lines_usd', 'finance'],
    ['int_finance__credit_notes_matched', 'finance'],
    ['int_operations__crane_moves_enriched', 'operations'],
    ['int_operations__crane_idle_periods', 'operations'],
    ['int_operations__berth_occupancy', 'operations'],
    ['int_operations__gate_turn_times', 'operations'],
    ['int_operations__yard_dwell', 'operations'],
    ['int_operations__yard_rehandles', 'operations'],
    ['int_operations__che_utilisation', 'operations'],
    ['int_operations__vessel_visit_timeline', 'operations'],
    ['int_reefer__readings_hourly', 'reefer'],
    ['int_reefer__excursions', 'reefer'],
    ['int_reefer__plug_time', 'reefer'],
    ['int_schedules__port_call_delays', 'schedules'],
    ['int_schedules__proforma_vs_actual', 'schedules'],
  ];
  const pickRefs = (pool: readonly string[], n: number) => shuffle(random, [...pool]).slice(0, n);
  const intermediate = INTERMEDIATE.map(([name, domain]) =>
    joinModel(
      name,
      `intermediate/${domain}`,
      oneOf(random, ['ephemeral', 'view', 'view', 'table']),
      `${name.replace(/^int_[a-z]+__/, '').replace(/_/g, ' ')}, joined and cleaned for the ${domain} marts.`,
      pickRefs(staging, between(random, 2, 4)),
    ),
  );
  const MARTS: readonly (readonly [string, string, string])[] = [
    ['dim_customers', 'commercial', 'Customers with their contract and credit terms.'],
    ['dim_contracts', 'commercial', 'Service contracts and their validity.'],
    ['fct_bookings', 'commercial', 'One row per booking, with its equipment and lane.'],
    ['fct_booking_rollovers', 'commercial', 'Bookings rolled to a later sailing, with the reason.'],
    ['fct_revenue_by_lane', 'commercial', 'Freight revenue by trade lane and week.'],
    ['fct_contract_utilisation', 'commercial', 'Volume shipped against contract minimum quantity commitments.'],
    ['fct_customer_scorecard', 'commercial', 'Monthly scorecard per customer: volumes, rollovers, SI timeliness.'],
    ['fct_customs_filings', 'customs', 'One row per customs filing with its latest response.'],
    ['fct_customs_holds', 'customs', 'Customs holds on containers and how long they lasted.'],
    ['fct_edi_interchanges', 'edi', 'One row per EDI interchange, with partner, type and timings.'],
    ['fct_edi_partner_daily', 'edi', 'Daily message volumes and rejects per partner.'],
    ['dim_edi_partners', 'edi', 'EDI trading partners and their transport settings.'],
    ['dim_containers', 'equipment', 'Every container the line owns or leases, with its current state.'],
    ['dim_depots', 'equipment', 'Empty depots and their capacity.'],
    ['fct_empty_repositioning', 'equipment', 'Planned and executed empty repositioning moves.'],
    ['fct_equipment_utilisation', 'equipment', 'Days loaded versus days empty per container type and region.'],
    ['fct_lease_costs', 'equipment', 'Daily lease costs by lessor and type.'],
    ['fct_mnr_repairs', 'equipment', 'Maintenance and repair estimates and approvals.'],
    ['fct_invoices', 'finance', 'Invoices with their lines converted to USD.'],
    ['fct_receivables_ageing', 'finance', 'Open receivables by customer and age bucket.'],
    ['fct_berth_utilisation', 'operations', 'Berth occupancy by hour and berth.'],
    ['fct_crane_productivity', 'operations', 'Gross and net crane moves per hour per vessel visit.'],
    ['fct_gate_turn_times', 'operations', 'Truck turn times at the gate by hour and lane.'],
    ['fct_vessel_visits', 'operations', 'One row per vessel visit with its moves and timings.'],
    ['fct_yard_dwell', 'operations', 'Container dwell in the yard by category.'],
    ['fct_reefer_plug_hours', 'reefer', 'Hours each reefer was plugged in on the terminal.'],
    ['fct_reefer_excursions', 'reefer', 'Temperature excursions per reefer and trip.'],
    ['fct_reefer_alarm_daily', 'reefer', 'Reefer alarms per day and controller type.'],
    ['fct_port_call_punctuality', 'schedules', 'Schedule reliability per service and port.'],
  ];
  const marts = MARTS.map(([name, domain, description]) =>
    joinModel(
      name,
      `marts/${domain}`,
      oneOf(random, ['table', 'table', 'incremental']),
      description,
      pickRefs([...staging, ...INTERMEDIATE.map(([n]) => n)], between(random, 2, 4)),
    ),
  );
  const chargesModel = (
    name: string,
    description: string,
    alias: string,
    table: string,
    cases: readonly (readonly [string, number])[],
    rate: string,
  ): Model => {
    const columns = [
      'charge_id',
      'container_no',
      'booking_no',
      'equipment_group',
      'free_days',
      'chargeable_days',
      'amount_usd',
      'charge_date',
    ];
    const raw = [
      "{{ config(materialized='incremental', unique_key='charge_id', on_schema_change='append_new_columns') }}",
      '',
      `with ${table} as (`,
      '',
      `    select * from {{ ref('${table === 'moves' ? 'int_equipment__gate_and_vessel_moves' : 'int_operations__yard_dwell'}') }}`,
      '',
      '),',
      '',
      'tariffs as (',
      '',
      "    select * from {{ ref('stg_commercial__dnd_tariffs') }}",
      '',
      '),',
      '',
      'free_time as (',
      '',
      '    select',
      `        ${alias}.container_no,`,
      `        ${alias}.booking_no,`,
      `        ${alias}.equipment_group,`,
      `        ${alias}.started_ts,`,
      `        ${alias}.ended_ts,`,
      '        case',
      ...cases.map(([group, days]) => `            when ${alias}.equipment_group = '${group}' then ${days}`),
      '            else 7',
      '        end as free_days',
      `    from ${table} ${alias}`,
      '',
      '),',
      '',
      'final as (',
      '',
      '    select',
      "        {{ dbt_utils.generate_surrogate_key(['f.container_no', 'f.started_ts']) }} as charge_id,",
      '        f.container_no,',
      '        f.booking_no,',
      '        f.equipment_group,',
      '        f.free_days,',
      "        greatest(datediff('day', f.started_ts, coalesce(f.ended_ts, current_date())) - f.free_days, 0) as chargeable_days,",
      `        chargeable_days * t.${rate} as amount_usd,`,
      '        current_date() as charge_date',
      '    from free_time f',
      '    left join tariffs t on t.equipment_group = f.equipment_group',
      '',
      '    {% if is_incremental() %}',
      '    where f.started_ts > (select max(charge_date) - 90 from {{ this }})',
      '    {% endif %}',
      '',
      ')',
      '',
      'select * from final',
      '',
    ].join('\n');
    return {
      name,
      dir: 'marts/finance',
      raw,
      refs: [table === 'moves' ? 'int_equipment__gate_and_vessel_moves' : 'int_operations__yard_dwell', 'stg_commercial__dnd_tariffs'],
      sources: [],
      columns,
      materialized: 'incremental',
      description,
    };
  };
  const charges = chargesModel(
    'fct_demurrage_detention_charges',
    'Merchant haulage demurrage and detention charges per container and day, after free time.',
    'm',
    'moves',
    [
      ['REEFER', 4],
      ['SPECIAL', 5],
      ['TANK', 10],
    ],
    'daily_rate_usd',
  );
  const storage = chargesModel(
    'fct_terminal_storage_charges',
    'Terminal storage charges per container and day at Brackenport, after free time.',
    's',
    'dwell',
    [
      ['REEFER', 2],
      ['SPECIAL', 3],
      ['TANK', 5],
    ],
    'storage_rate_usd',
  );
  const needle = "when m.equipment_group = 'REEFER' then 4";
  marts.push(charges, storage);
  // Marts first here: the project's model paths list them before intermediate and staging.
  const all = [...marts, ...intermediate, ...models].sort((a, b) => (`${a.dir}/${a.name}` < `${b.dir}/${b.name}` ? -1 : 1));
  const schemaOf = (dir: string) =>
    dir.startsWith('staging') ? 'STAGING' : dir.startsWith('intermediate') ? 'INTERMEDIATE' : `MARTS_${dir.split('/')[1]!.toUpperCase()}`;
  const nodes: Record<string, object> = {};
  const parentMap: Record<string, string[]> = {};
  const childMap: Record<string, string[]> = {};
  const created = 1_763_350_000;
  const configOf = (m: Model) => ({
    enabled: true,
    alias: null,
    schema: schemaOf(m.dir).toLowerCase(),
    database: null,
    tags: [],
    meta: {},
    group: null,
    materialized: m.materialized,
    incremental_strategy: null,
    batch_size: null,
    lookback: 1,
    persist_docs: {},
    'post-hook': [],
    'pre-hook': [],
    quoting: {},
    column_types: {},
    full_refresh: null,
    unique_key: m.materialized === 'incremental' ? m.columns[0]! : null,
    on_schema_change: m.materialized === 'incremental' ? 'append_new_columns' : 'ignore',
    on_configuration_change: 'apply',
    grants: {},
    packages: [],
    docs: { show: true, node_color: null },
    contract: { enforced: false, alias_types: true },
    access: 'protected',
  });
  for (const m of all) {
    const id = `model.tessaly_dw.${m.name}`;
    const parents = [...m.refs.map((r) => `model.tessaly_dw.${r}`), ...m.sources.map(([s, t]) => `source.tessaly_dw.${s}.${t}`)];
    parentMap[id] = parents;
    for (const p of parents) (childMap[p] ??= []).push(id);
    const yml = `models/${m.dir}/_${m.dir.split('/').pop()!}__models.yml`;
    nodes[id] = {
      database: 'ANALYTICS',
      schema: schemaOf(m.dir),
      name: m.name,
      resource_type: 'model',
      package_name: 'tessaly_dw',
      path: `${m.dir}/${m.name}.sql`,
      original_file_path: `models/${m.dir}/${m.name}.sql`,
      unique_id: id,
      fqn: ['tessaly_dw', ...m.dir.split('/'), m.name],
      alias: m.name,
      checksum: { name: 'sha256', checksum: hex(random, 64) },
      config: configOf(m),
      tags: [],
      description: m.description,
      columns: Object.fromEntries(
        m.columns.map((c) => [
          c,
          {
            name: c,
            description: c.endsWith('_id') || c.endsWith('_key') ? 'Surrogate key.' : `The ${c.replace(/_/g, ' ')}.`,
            meta: {},
            data_type: null,
            constraints: [],
            quote: null,
            tags: [],
            granularity: null,
          },
        ]),
      ),
      meta: { owner: oneOf(random, OWNERS) },
      group: null,
      docs: { show: true, node_color: null },
      patch_path: `tessaly_dw://${yml}`,
      build_path: null,
      unrendered_config: { materialized: m.materialized, schema: schemaOf(m.dir).toLowerCase() },
      created_at: created + random() * 1_000,
      relation_name: `ANALYTICS.${schemaOf(m.dir)}.${m.name.toUpperCase()}`,
      raw_code: m.raw,
      language: 'sql',
      refs: m.refs.map((r) => ({ name: r, package: null, version: null })),
      sources: m.sources.map(([s, t]) => [s, t]),
      metrics: [],
      depends_on: {
        macros: m.refs.length
          ? ['macro.dbt_utils.generate_surrogate_key', ...(m.materialized === 'incremental' ? ['macro.dbt.is_incremental'] : [])]
          : [],
        nodes: parents,
      },
      compiled_path: null,
      contract: { enforced: false, alias_types: true, checksum: null },
      access: 'protected',
      constraints: [],
      version: null,
      latest_version: null,
      deprecation_date: null,
    };
    // Its generic tests, as dbt parses them from the models' yml.
    const tests: (readonly [string, string, object])[] = [
      ['unique', m.columns[0]!, {}],
      ['not_null', m.columns[0]!, {}],
      ...m.columns
        .slice(1)
        .filter(() => random() < 0.2)
        .map((c) => ['not_null', c, {}] as const),
      ...(m.columns.includes('equipment_group')
        ? [['accepted_values', 'equipment_group', { values: ['DRY', 'REEFER', 'TANK', 'SPECIAL'] }] as const]
        : []),
    ];
    for (const [kind, column, kwargs] of tests) {
      const name = `${kind}_${m.name}_${column}`;
      const testId = `test.tessaly_dw.${name}.${hex(random, 10)}`;
      parentMap[testId] = [id];
      (childMap[id] ??= []).push(testId);
      nodes[testId] = {
        database: 'ANALYTICS',
        schema: 'DBT_TEST__AUDIT',
        name,
        resource_type: 'test',
        package_name: 'tessaly_dw',
        path: `${name}.sql`,
        original_file_path: yml,
        unique_id: testId,
        fqn: ['tessaly_dw', ...m.dir.split('/'), name],
        alias: name,
        checksum: { name: 'none', checksum: '' },
        config: {
          enabled: true,
          alias: null,
          schema: 'dbt_test__audit',
          database: null,
          tags: [],
          meta: {},
          group: null,
          materialized: 'test',
          severity: 'ERROR',
          store_failures: null,
          store_failures_as: null,
          where: null,
          limit: null,
          fail_calc: 'count(*)',
          warn_if: '!= 0',
          error_if: '!= 0',
        },
        tags: [],
        description: '',
        columns: {},
        meta: {},
        group: null,
        docs: { show: true, node_color: null },
        patch_path: null,
        build_path: null,
        unrendered_config: {},
        created_at: created + random() * 1_000,
        relation_name: null,
        raw_code: `{{ test_${kind}(**_dbt_generic_test_kwargs) }}`,
        language: 'sql',
        refs: [{ name: m.name, package: null, version: null }],
        sources: [],
        metrics: [],
        depends_on: { macros: [`macro.dbt.test_${kind}`, 'macro.dbt.get_where_subquery'], nodes: [id] },
        compiled_path: null,
        contract: { enforced: false, alias_types: true, checksum: null },
        column_name: column,
        file_key_name: `models.${m.name}`,
        attached_node: id,
        test_metadata: {
          name: kind,
          kwargs: { column_name: column, ...kwargs, model: `{{ get_where_subquery(ref('${m.name}')) }}` },
          namespace: null,
        },
      };
    }
  }
  const sources: Record<string, object> = {};
  for (const [source, tables] of Object.entries(SOURCES))
    for (const t of tables)
      sources[`source.tessaly_dw.${source}.${t}`] = {
        database: 'RAW',
        schema: source.toUpperCase(),
        name: t,
        resource_type: 'source',
        package_name: 'tessaly_dw',
        path: `models/staging/${source}/_${source}__sources.yml`,
        original_file_path: `models/staging/${source}/_${source}__sources.yml`,
        unique_id: `source.tessaly_dw.${source}.${t}`,
        fqn: ['tessaly_dw', 'staging', source, source, t],
        source_name: source,
        source_description: `Raw ${source} data landed by Fivetran.`,
        loader: 'fivetran',
        identifier: t.toUpperCase(),
        quoting: { database: null, schema: null, identifier: null, column: null },
        loaded_at_field: '_loaded_at',
        freshness: { warn_after: { count: 6, period: 'hour' }, error_after: { count: 24, period: 'hour' }, filter: null },
        external: null,
        description: '',
        columns: {},
        meta: {},
        source_meta: {},
        tags: [],
        config: { enabled: true, event_time: null },
        patch_path: null,
        unrendered_config: {},
        relation_name: `RAW.${source.toUpperCase()}.${t.toUpperCase()}`,
        created_at: created + random() * 1_000,
      };
  const MACRO_NAMES = [
    'run_hooks',
    'make_hook_config',
    'statement',
    'noop_statement',
    'run_query',
    'is_incremental',
    'get_where_subquery',
    'test_unique',
    'test_not_null',
    'test_accepted_values',
    'test_relationships',
    'get_columns_in_relation',
    'create_table_as',
    'create_view_as',
    'get_create_table_as_sql',
    'get_merge_sql',
    'get_delete_insert_merge_sql',
    'get_incremental_append_sql',
    'get_incremental_merge_sql',
    'drop_relation',
    'truncate_relation',
    'rename_relation',
    'load_relation',
    'generate_schema_name',
    'generate_alias_name',
    'generate_database_name',
    'current_timestamp',
    'dateadd',
    'datediff',
    'safe_cast',
    'type_string',
    'type_timestamp',
    'listagg',
    'hash',
    'concat',
    'split_part',
    'last_day',
    'date_trunc',
    'array_construct',
    'persist_docs',
    'alter_column_comment',
    'get_catalog',
    'list_relations_without_caching',
    'check_schema_exists',
    'collect_freshness',
  ];
  const macros: Record<string, object> = {};
  for (const [pkg, adapter] of [
    ['dbt', 'default__'],
    ['dbt_snowflake', 'snowflake__'],
  ] as const)
    for (const name of MACRO_NAMES) {
      const full = `${adapter}${name}`;
      macros[`macro.${pkg}.${full}`] = {
        name: full,
        resource_type: 'macro',
        package_name: pkg,
        path: `macros/${oneOf(random, ['adapters', 'materializations', 'utils', 'etc'])}/${name}.sql`,
        original_file_path: `macros/${name}.sql`,
        unique_id: `macro.${pkg}.${full}`,
        macro_sql: `{% macro ${full}(${oneOf(random, ['relation', 'sql', 'model', 'column_name', 'relation, sql', ''])}) -%}\n  {%- set result = adapter.dispatch('${name}', 'dbt')(${oneOf(random, ['relation', 'sql', '**kwargs'])}) -%}\n  {{ return(result) }}\n{%- endmacro %}`,
        depends_on: { macros: [] },
        description: '',
        meta: {},
        docs: { show: true, node_color: null },
        patch_path: null,
        arguments: [],
        created_at: created + random() * 1_000,
        supported_languages: oneOf(random, [null, ['sql']]),
      };
    }
  const manifest = {
    metadata: {
      dbt_schema_version: 'https://schemas.getdbt.com/dbt/manifest/v12.json',
      dbt_version: '1.9.4',
      generated_at: '2026-11-17T05:02:11.482913Z',
      invocation_id: uuid(random),
      invocation_started_at: '2026-11-17T05:01:48.017422Z',
      env: {},
      project_name: 'tessaly_dw',
      project_id: hex(random, 32),
      user_id: null,
      send_anonymous_usage_stats: false,
      adapter_type: 'snowflake',
    },
    nodes,
    sources,
    macros,
    docs: {
      'doc.dbt.__overview__': {
        name: '__overview__',
        resource_type: 'doc',
        package_name: 'dbt',
        path: 'overview.md',
        original_file_path: 'docs/overview.md',
        unique_id: 'doc.dbt.__overview__',
        block_contents: '### Welcome!',
      },
    },
    exposures: {},
    metrics: {},
    groups: {},
    selectors: {},
    disabled: {},
    parent_map: parentMap,
    child_map: childMap,
    group_map: {},
    saved_queries: {},
    semantic_models: {},
    unit_tests: {},
  };
  const output = `${JSON.stringify(manifest)}\n`;
  const ask =
    'Quick one about the warehouse: in our dbt project, how many free days does the demurrage and detention charges model allow for reefer containers before it starts charging?';
  return probe('round 35: dbt manifest json', ask, 'run_shell', output, 'free-days', needle, true);
}

/** `kubectl logs deploy/edi-gateway --since=24h`: Spring Boot logs with stack traces; the cause under one interchange's failure. */
function ediGatewayLog(): EconomicsTask {
  const random = seededRandom(35_004);
  const PARTNERS = [
    'FENWICK-SA',
    'ORTELIUS-AGY',
    'BALTMAR-AG',
    'CRESTLINE-FWD',
    'KESTREL-HAUL',
    'NORDVIK-LINE',
    'KAPPA-LINES',
    'BKP-BCT',
    'PORTCOMM-NL',
    'HARBOURNET-GB',
    'MERIDIAN-LOG',
    'SOLENT-SHIPAG',
    'ATLAS-FREIGHT',
    'VANTAGE-CUST',
    'HANSA-AGENCY',
    'IBERIA-MARAG',
    'PACIFICA-FWD',
    'GREYSTONE-HAUL',
    'RIVERSIDE-DEPOT',
    'NORTHGATE-EMPTY',
  ];
  const TYPES = ['COPARN', 'CODECO', 'COARRI', 'IFTSTA', 'IFTMIN', 'VERMAS', 'BAPLIE', 'COPRAR'];
  const THREADS = [
    'edi-worker-1',
    'edi-worker-2',
    'edi-worker-3',
    'edi-worker-4',
    'edi-worker-5',
    'edi-worker-6',
    'edi-worker-7',
    'edi-worker-8',
  ];
  const ts = (t: number) => new Date(t).toISOString().replace(/(\.\d{3})Z$/, '$1Z');
  const lines: { t: number; text: string[] }[] = [];
  const logger = (name: string) => name.padEnd(40).slice(0, 40);
  const log = (t: number, level: string, thread: string, name: string, message: string, trace: string[] = []) =>
    lines.push({
      t,
      text: [`${ts(t)} ${level.padStart(5)} 1 --- [edi-gateway] [${thread.padStart(15)}] ${logger(name)} : ${message}`, ...trace],
    });
  const HANDLERS: Readonly<Record<string, string>> = {
    COPARN: 'c.t.edi.coparn.CoparnProcessor',
    CODECO: 'c.t.edi.codeco.CodecoProcessor',
    COARRI: 'c.t.edi.coarri.CoarriProcessor',
    IFTSTA: 'c.t.edi.iftsta.IftstaProcessor',
    IFTMIN: 'c.t.edi.iftmin.IftminProcessor',
    VERMAS: 'c.t.edi.vermas.VermasProcessor',
    BAPLIE: 'c.t.edi.baplie.BaplieProcessor',
    COPRAR: 'c.t.edi.coprar.CoprarProcessor',
  };
  const pkg = (type: string) => `com.tessaly.edi.${type.toLowerCase()}`;
  const cap = (type: string) => type[0]! + type.slice(1).toLowerCase();
  const CAUSES: readonly ((type: string) => readonly [string, string[]])[] = [
    () => [
      `com.tessaly.edi.translate.CodeListException: Unknown ISO size-type code '${oneOf(random, ['42U9', '4EG1', '22X1', 'L5G1', '45R9'])}' in EQD`,
      [
        '\tat com.tessaly.edi.translate.CodeLists.isoSizeType(CodeLists.java:87)',
        '\tat com.tessaly.edi.translate.EquipmentSegments.eqd(EquipmentSegments.java:52)',
      ],
    ],
    () => [
      `java.lang.NumberFormatException: For input string: "${oneOf(random, ['2 4500', '18,320', '24500KG', '-', 'N/A'])}"`,
      [
        '\tat java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)',
        '\tat java.base/java.lang.Integer.parseInt(Integer.java:662)',
        '\tat com.tessaly.edi.translate.MeasureSegments.weightKg(MeasureSegments.java:44)',
      ],
    ],
    () => [
      'org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint "release_order_ref_key"',
      [
        '\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)',
        '\tat org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2420)',
        '\tat com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)',
      ],
    ],
    () => [
      'java.net.SocketTimeoutException: Read timed out',
      [
        '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
        '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
        '\tat com.tessaly.edi.tos.TosReleaseClient.post(TosReleaseClient.java:97)',
      ],
    ],
    () => [
      `com.tessaly.edi.translate.SegmentException: Mandatory segment ${oneOf(random, ['EQD', 'TDT', 'RFF+BN', 'NAD+CZ', 'DTM+7'])} missing in group ${between(random, 1, 4)}`,
      [
        '\tat com.tessaly.edi.translate.GroupReader.require(GroupReader.java:131)',
        '\tat com.tessaly.edi.translate.GroupReader.next(GroupReader.java:78)',
      ],
    ],
    () => [
      `java.time.format.DateTimeParseException: Text '${oneOf(random, ['2611172460', '20261117', '261117', '202611172515'])}' could not be parsed at index ${between(random, 6, 11)}`,
      [
        '\tat java.base/java.time.format.DateTimeFormatter.parseResolved0(DateTimeFormatter.java:2056)',
        '\tat java.base/java.time.format.DateTimeFormatter.parse(DateTimeFormatter.java:1958)',
        '\tat com.tessaly.edi.translate.EdifactDates.parse203(EdifactDates.java:41)',
      ],
    ],
    () => [
      `com.tessaly.edi.tos.TosRejectedException: TOS refused release: booking ${`TSB${digits(random, 9)}`} ${oneOf(random, ['is cancelled', 'has no equipment left to release', 'unknown to TOS', 'vessel visit closed'])}`,
      [
        '\tat com.tessaly.edi.tos.TosReleaseClient.check(TosReleaseClient.java:141)',
        '\tat com.tessaly.edi.tos.TosReleaseClient.post(TosReleaseClient.java:104)',
      ],
    ],
    (type) => [
      `com.tessaly.edi.translate.VersionException: ${type} ${oneOf(random, ['D:95B', 'D:01B', 'D:16A'])} not enabled for partner`,
      ['\tat com.tessaly.edi.partner.PartnerProfiles.requireVersion(PartnerProfiles.java:66)'],
    ],
  ];
  const trace = (type: string, ref: string, partner: string, segment: number, cause: readonly [string, string[]]) => {
    const p = pkg(type);
    const c = cap(type);
    return [
      `com.tessaly.edi.translate.TranslationException: ${type} ${ref}/1 (partner ${partner}): could not map segment ${segment}`,
      `\tat ${p}.${c}Mapper.map(${c}Mapper.java:${between(random, 60, 90)})`,
      `\tat ${p}.${c}Processor.process(${c}Processor.java:${between(random, 100, 140)})`,
      '\tat com.tessaly.edi.pipeline.InterchangeWorker.handle(InterchangeWorker.java:96)',
      '\tat com.tessaly.edi.pipeline.InterchangeWorker.run(InterchangeWorker.java:58)',
      '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
      '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
      '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
      `Caused by: ${cause[0]}`,
      ...cause[1],
      `\tat ${p}.${c}Mapper.map(${c}Mapper.java:${between(random, 140, 220)})`,
      '\t... 7 common frames omitted',
    ];
  };
  const start = NOW - DAY;
  let control = 418_000;
  const interchange = (t: number, partner: string, type: string, fail?: () => readonly [string, string[]]) => {
    const ref = String(++control).padStart(9, '0');
    const thread = oneOf(random, THREADS);
    const messages = between(random, 1, 40);
    log(
      t,
      'INFO',
      'sftp-poller-1',
      'c.t.edi.inbound.SftpPoller',
      `Picked up ${ref}.edi (${between(random, 900, 48_000)} bytes) from ${partner}:/outbound/tessaly`,
    );
    log(
      t + 40,
      'INFO',
      thread,
      'c.t.edi.pipeline.InterchangeWorker',
      `Received interchange ${ref} from ${partner} (UNOA:2, ${type} ${oneOf(random, ['D:95B', 'D:00B'])}, ${messages} message(s))`,
    );
    const done = t + between(random, 200, 4_000);
    if (fail) {
      const segment = between(random, 6, 40);
      log(
        done,
        'ERROR',
        thread,
        HANDLERS[type]!,
        `Failed to process interchange ${ref} from ${partner}`,
        trace(type, ref, partner, segment, fail()),
      );
      log(
        done + 30,
        'INFO',
        thread,
        'c.t.edi.outbound.ContrlSender',
        `Sent CONTRL for ${ref} to ${partner} (interchange rejected, 1 error)`,
      );
      log(done + 45, 'WARN', thread, 'c.t.edi.pipeline.InterchangeWorker', `Moved ${ref}.edi to /error/${partner}/`);
    } else {
      if (type === 'COPARN')
        for (let m = 0; m < Math.min(messages, 3); m++)
          log(
            done - 100 + m,
            'INFO',
            thread,
            HANDLERS[type]!,
            `Release RLS-${digits(random, 7)} for booking TSB${digits(random, 9)} sent to TOS (${between(random, 1, 6)} x ${oneOf(random, ['45G1', '22G1', '45R1', '42G1'])})`,
          );
      log(done, 'INFO', thread, HANDLERS[type]!, `Processed ${type} ${ref}: ${messages} message(s) in ${between(random, 40, 2_400)} ms`);
      if (random() < 0.4)
        log(done + 30, 'INFO', thread, 'c.t.edi.outbound.ContrlSender', `Sent CONTRL for ${ref} to ${partner} (accepted)`);
    }
    return ref;
  };
  let t = start;
  let targetRef = '';
  let decoyRef = '';
  while (t < NOW) {
    t += between(random, 3_000, 60_000);
    const r = random();
    if (r < 0.55) {
      const type = oneOf(random, TYPES);
      const partner = oneOf(random, PARTNERS);
      const fail = random() < 0.035 ? () => oneOf(random, CAUSES)(type) : undefined;
      // Fenwick's COPARNs go through, but for the two planted below.
      interchange(t, partner, type, partner === 'FENWICK-SA' && type === 'COPARN' ? undefined : fail);
    } else if (r < 0.75)
      log(t, 'INFO', 'sftp-poller-1', 'c.t.edi.inbound.SftpPoller', `Polled ${oneOf(random, PARTNERS)}:/outbound/tessaly: 0 new file(s)`);
    else if (r < 0.88)
      log(
        t,
        'INFO',
        oneOf(random, THREADS),
        'c.t.edi.outbound.OutboundDispatcher',
        `Sent ${oneOf(random, ['CODECO', 'COARRI', 'IFTSTA', 'CONTRL'])} ${String(between(random, 880_000, 899_999)).padStart(9, '0')} to ${oneOf(random, PARTNERS)} via ${oneOf(random, ['sftp', 'as2', 'sftp'])}`,
      );
    else if (r < 0.95)
      log(
        t,
        'WARN',
        oneOf(random, THREADS),
        'c.t.edi.tos.TosReleaseClient',
        `Slow TOS response: POST /releases took ${between(random, 2_100, 9_800)} ms`,
      );
    else
      log(
        t,
        'INFO',
        'scheduling-1',
        'o.s.b.a.health.HealthEndpointSupport',
        `Health check UP (db: UP, tos: UP, sftp: UP) in ${between(random, 3, 60)} ms`,
      );
    if (!decoyRef && t > start + 0.36 * DAY)
      decoyRef = interchange(t + 500, 'FENWICK-SA', 'COPARN', () => [
        'com.tessaly.edi.translate.SegmentException: Mandatory segment RFF+BN missing in group 2',
        [
          '\tat com.tessaly.edi.translate.GroupReader.require(GroupReader.java:131)',
          '\tat com.tessaly.edi.translate.GroupReader.next(GroupReader.java:78)',
        ],
      ]);
    if (!targetRef && t > T(11, 17, 0, 47))
      targetRef = interchange(t + 500, 'FENWICK-SA', 'COPARN', () => [
        "java.time.format.DateTimeParseException: Text '202611310600' could not be parsed: Invalid date 'NOVEMBER 31'",
        [
          '\tat java.base/java.time.format.DateTimeFormatter.createError(DateTimeFormatter.java:2108)',
          '\tat java.base/java.time.format.DateTimeFormatter.parse(DateTimeFormatter.java:2010)',
          '\tat java.base/java.time.LocalDateTime.parse(LocalDateTime.java:494)',
          '\tat com.tessaly.edi.translate.EdifactDates.parse203(EdifactDates.java:41)',
        ],
      ]);
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.flatMap((l) => l.text).join('\n')}\n`;
  const needle = "Caused by: java.time.format.DateTimeParseException: Text '202611310600' could not be parsed: Invalid date 'NOVEMBER 31'";
  const ask = `Fenwick Shipping Agency's release order interchange ${targetRef} bounced in the EDI gateway overnight and they've asked us why. Underneath the mapping failure, what was the actual root cause?`;
  return probe('round 35: edi gateway log', ask, 'run_shell', output, 'cause', needle);
}

/** `kubectl get deployments -A -o yaml` on the prod cluster; one service's memory limit, a few lines under its container name. */
function deploymentsYaml(): EconomicsTask {
  const random = seededRandom(35_005);
  const NAMESPACES: Readonly<Record<string, readonly string[]>> = {
    argocd: [
      'argocd-applicationset-controller',
      'argocd-dex-server',
      'argocd-notifications-controller',
      'argocd-redis',
      'argocd-repo-server',
      'argocd-server',
    ],
    'booking-platform': [
      'booking-api',
      'booking-events-consumer',
      'bl-document-renderer',
      'bl-issuance-service',
      'rate-quote-api',
      'shipping-instructions-api',
      'vgm-service',
      'booking-notifier',
    ],
    'cert-manager': ['cert-manager', 'cert-manager-cainjector', 'cert-manager-webhook'],
    customs: ['customs-gateway', 'ens-filing-service', 'customs-status-poller', 'hold-release-sync', 'ams-filing-service'],
    'data-platform': [
      'airflow-scheduler',
      'airflow-webserver',
      'airflow-triggerer',
      'kafka-connect',
      'schema-registry',
      'trino-coordinator',
      'trino-worker',
      'superset',
      'datahub-gms',
      'datahub-frontend',
      'debezium-tos',
    ],
    edi: [
      'edi-gateway',
      'edi-as2-listener',
      'edi-sftp-bridge',
      'edi-outbound-dispatcher',
      'edi-partner-portal',
      'edi-archive-writer',
      'coparn-release-sync',
    ],
    equipment: ['equipment-api', 'repo-planner-api', 'depot-stock-sync', 'mnr-estimates-api', 'lease-billing', 'container-tracking-api'],
    gate: ['gate-transaction-api', 'gate-ocr-api', 'gate-kiosk-backend', 'truck-appointment-api', 'gate-camera-ingest', 'vbs-notifier'],
    'ingress-nginx': ['ingress-nginx-controller', 'ingress-nginx-internal-controller'],
    'kube-system': [
      'coredns',
      'metrics-server',
      'cluster-autoscaler',
      'aws-load-balancer-controller',
      'ebs-csi-controller',
      'external-dns',
    ],
    monitoring: [
      'grafana',
      'kube-state-metrics',
      'prometheus-operator',
      'alertmanager-relay',
      'loki-gateway',
      'tempo-distributor',
      'otel-collector',
      'blackbox-exporter',
    ],
    reefer: ['rcm-ingest', 'rcm-ingest-replay', 'rcm-alarm-router', 'rcm-api', 'reefer-plug-manager', 'pti-scheduler'],
    schedules: ['schedule-api', 'port-call-sync', 'proforma-editor', 'eta-predictor', 'berth-window-api'],
    'tos-integration': [
      'tos-adapter',
      'tos-event-bridge',
      'crane-telemetry-ingest',
      'che-position-ingest',
      'yard-planner-api',
      'vessel-planning-api',
      'work-queue-optimizer',
      'stowage-validator',
    ],
    'vessel-ops': ['noon-report-api', 'bunker-planner', 'voyage-optimizer', 'vessel-position-ingest', 'port-agency-portal'],
  };
  const TEAMS: Readonly<Record<string, string>> = {
    argocd: 'platform',
    'booking-platform': 'commercial-tech',
    'cert-manager': 'platform',
    customs: 'customs-tech',
    'data-platform': 'data',
    edi: 'integration',
    equipment: 'equipment-tech',
    gate: 'terminal-tech',
    'ingress-nginx': 'platform',
    'kube-system': 'platform',
    monitoring: 'platform',
    reefer: 'reefer-tech',
    schedules: 'network-tech',
    'tos-integration': 'terminal-tech',
    'vessel-ops': 'marine-tech',
  };
  const MEMORY = ['256Mi', '512Mi', '768Mi', '1Gi', '1536Mi', '2Gi', '3Gi', '4Gi', '6Gi', '8Gi'];
  const CPU = ['500m', '"1"', '"1"', '"2"', '"4"'];
  const stamp = () =>
    `"${isoZ(T(between(random, 1, 10), between(random, 1, 28), between(random, 0, 23), between(random, 0, 59), between(random, 0, 59)))}"`;
  const deployment = (ns: string, name: string, memLimit?: string, memRequest?: string) => {
    const version = `${between(random, 1, 6)}.${between(random, 0, 24)}.${between(random, 0, 12)}`;
    const replicas = oneOf(random, [1, 2, 2, 3, 3, 4, 6]);
    const jvm = random() < 0.6;
    const mem = memLimit ?? oneOf(random, MEMORY);
    const req = memRequest ?? MEMORY[Math.max(0, MEMORY.indexOf(mem) - between(random, 0, 2))]!;
    const rs = `${name}-${hex(random, 9).replace(/^\d/, 'f')}`;
    const sidecar = random() < 0.35;
    const env: [string, string][] = [
      ['TZ', 'UTC'],
      ...(jvm
        ? [
            ['SPRING_PROFILES_ACTIVE', 'prod'] as [string, string],
            ['JAVA_TOOL_OPTIONS', '-XX:MaxRAMPercentage=75 -XX:+ExitOnOutOfMemoryError'] as [string, string],
          ]
        : []),
      ...(random() < 0.5 ? [['KAFKA_BOOTSTRAP_SERVERS', 'kafka-kafka-bootstrap.data-platform.svc:9092'] as [string, string]] : []),
      ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://otel-collector.monitoring.svc:4317'],
    ];
    const time = stamp();
    return [
      '- apiVersion: apps/v1',
      '  kind: Deployment',
      '  metadata:',
      '    annotations:',
      `      deployment.kubernetes.io/revision: "${between(random, 1, 60)}"`,
      `      meta.helm.sh/release-name: ${name}`,
      `      meta.helm.sh/release-namespace: ${ns}`,
      `    creationTimestamp: ${stamp()}`,
      `    generation: ${between(random, 1, 90)}`,
      '    labels:',
      `      app.kubernetes.io/instance: ${name}`,
      '      app.kubernetes.io/managed-by: Helm',
      `      app.kubernetes.io/name: ${name}`,
      `      app.kubernetes.io/version: ${version}`,
      `      helm.sh/chart: tessaly-service-${oneOf(random, ['2.8.1', '2.9.0', '2.9.2', '3.0.0'])}`,
      `      tessaly.io/team: ${TEAMS[ns]!}`,
      `    name: ${name}`,
      `    namespace: ${ns}`,
      `    resourceVersion: "${between(random, 40_000_000, 49_999_999)}"`,
      `    uid: ${uuid(random)}`,
      '  spec:',
      '    progressDeadlineSeconds: 600',
      `    replicas: ${replicas}`,
      '    revisionHistoryLimit: 10',
      '    selector:',
      '      matchLabels:',
      `        app.kubernetes.io/instance: ${name}`,
      `        app.kubernetes.io/name: ${name}`,
      '    strategy:',
      '      rollingUpdate:',
      '        maxSurge: 25%',
      '        maxUnavailable: 25%',
      '      type: RollingUpdate',
      '    template:',
      '      metadata:',
      '        annotations:',
      `          kubectl.kubernetes.io/restartedAt: "${isoZ(NOW - pick(random, 40 * 24 * 60) * MINUTE)}"`,
      `          prometheus.io/path: ${jvm ? '/actuator/prometheus' : '/metrics'}`,
      `          prometheus.io/port: "${jvm ? 8081 : 9090}"`,
      '          prometheus.io/scrape: "true"',
      '        creationTimestamp: null',
      '        labels:',
      `          app.kubernetes.io/instance: ${name}`,
      `          app.kubernetes.io/name: ${name}`,
      '      spec:',
      '        containers:',
      '        - env:',
      ...env.flatMap(([k, v]) => [`          - name: ${k}`, `            value: ${/^[\d-]/.test(v) || v.includes(':') ? `"${v}"` : v}`]),
      '          - name: DB_PASSWORD',
      '            valueFrom:',
      '              secretKeyRef:',
      '                key: password',
      `                name: ${name}-db`,
      `          image: registry.tessaly.internal/${ns}/${name}:${version}`,
      '          imagePullPolicy: IfNotPresent',
      '          livenessProbe:',
      '            failureThreshold: 3',
      '            httpGet:',
      `              path: ${jvm ? '/actuator/health/liveness' : '/healthz'}`,
      '              port: http',
      '              scheme: HTTP',
      `            initialDelaySeconds: ${oneOf(random, [10, 20, 30, 60])}`,
      '            periodSeconds: 10',
      '            successThreshold: 1',
      '            timeoutSeconds: 2',
      `          name: ${name}`,
      '          ports:',
      '          - containerPort: 8080',
      '            name: http',
      '            protocol: TCP',
      '          resources:',
      '            limits:',
      `              cpu: ${oneOf(random, CPU)}`,
      `              memory: ${mem}`,
      '            requests:',
      `              cpu: ${oneOf(random, ['50m', '100m', '250m', '500m'])}`,
      `              memory: ${req}`,
      '          securityContext:',
      '            allowPrivilegeEscalation: false',
      '            readOnlyRootFilesystem: true',
      '            runAsNonRoot: true',
      '          terminationMessagePath: /dev/termination-log',
      '          terminationMessagePolicy: File',
      ...(sidecar
        ? [
            '        - args:',
            '          - --config=/etc/otel/agent.yaml',
            '          image: otel/opentelemetry-collector-contrib:0.112.0',
            '          imagePullPolicy: IfNotPresent',
            '          name: otel-agent',
            '          resources:',
            '            limits:',
            '              cpu: 200m',
            '              memory: 256Mi',
            '            requests:',
            '              cpu: 50m',
            '              memory: 128Mi',
            '          terminationMessagePath: /dev/termination-log',
            '          terminationMessagePolicy: File',
          ]
        : []),
      '        dnsPolicy: ClusterFirst',
      '        restartPolicy: Always',
      '        schedulerName: default-scheduler',
      '        securityContext:',
      '          fsGroup: 1000',
      `        serviceAccount: ${name}`,
      `        serviceAccountName: ${name}`,
      '        terminationGracePeriodSeconds: 30',
      '  status:',
      `    availableReplicas: ${replicas}`,
      '    conditions:',
      `    - lastTransitionTime: ${time}`,
      `      lastUpdateTime: ${time}`,
      '      message: Deployment has minimum availability.',
      '      reason: MinimumReplicasAvailable',
      '      status: "True"',
      '      type: Available',
      `    - lastTransitionTime: ${time}`,
      `      lastUpdateTime: ${time}`,
      `      message: ReplicaSet "${rs}" has successfully progressed.`,
      '      reason: NewReplicaSetAvailable',
      '      status: "True"',
      '      type: Progressing',
      `    observedGeneration: ${between(random, 1, 90)}`,
      `    readyReplicas: ${replicas}`,
      `    replicas: ${replicas}`,
      `    updatedReplicas: ${replicas}`,
    ];
  };
  // The cluster runs each service in a few shards or regions: -a/-b suffixes for the bigger namespaces.
  const items: string[] = [];
  for (const ns of Object.keys(NAMESPACES).sort()) {
    const names = NAMESPACES[ns]!.flatMap((n) =>
      ['argocd', 'cert-manager', 'ingress-nginx', 'kube-system'].includes(ns) ? [n] : [n, `${n}-eu`, `${n}-ap`],
    );
    for (const name of names.sort()) {
      if (name === 'rcm-ingest') items.push(...deployment(ns, name, '2816Mi', '2Gi'));
      else if (name.startsWith('rcm-ingest')) items.push(...deployment(ns, name, oneOf(random, ['1Gi', '2Gi', '3Gi']), '1Gi'));
      else items.push(...deployment(ns, name));
    }
  }
  const output = `${['apiVersion: v1', 'items:', ...items, 'kind: List', 'metadata:', '  resourceVersion: ""'].join('\n')}\n`;
  const ask =
    'rcm-ingest in the reefer namespace keeps getting OOM-killed on prod. What memory limit has its main container actually got at the moment?';
  return probe('round 35: deployments yaml', ask, 'run_shell', output, 'memory', 'memory: 2816Mi');
}

/** The customs gateway's export of the week's safety and security filings, pretty XML; one bill of lading's MRN. */
function customsFilingsXml(): EconomicsTask {
  const random = seededRandom(35_006);
  /** Shippers and the port their bills of lading are issued at. */
  const SHIPPERS: readonly (readonly [string, string])[] = [
    ['NINGBO HENGDA WOOD PRODUCTS CO LTD', 'NGB'],
    ['NINGBO SUNRISE HOUSEWARE CO LTD', 'NGB'],
    ['SHANGHAI JINXIN TEXTILE IMP AND EXP CO', 'SHA'],
    ['YANTIAN BRIGHTSTAR ELECTRONICS LTD', 'YTN'],
    ['SHENZHEN NOVA LIGHTING CO LTD', 'YTN'],
    ['XIAMEN OCEANIC STONE CO LTD', 'XMN'],
    ['QINGDAO HAIWEI TYRE CO LTD', 'TAO'],
    ['BUSAN PRECISION PARTS CO', 'PUS'],
    ['VINH PHAT FURNITURE JSC', 'CMP'],
    ['PT SINAR BARU FOODS', 'SIN'],
    ['SINGAPORE HELIX CHEMICALS PTE LTD', 'SIN'],
    ['KLANG PALM PRODUCTS SDN BHD', 'PKG'],
    ['COLOMBO TEA TRADERS PVT LTD', 'CMB'],
  ];
  const CONSIGNEES = [
    'HALEWOOD HOME RETAIL LTD',
    'NORTHERN TYRE DISTRIBUTION LTD',
    'BRACKENPORT FOOD IMPORTS LTD',
    'ASHCOMBE LIGHTING LTD',
    'MERCER AND PAGE FURNISHINGS LTD',
    'REDWELL ELECTRONICS UK LTD',
    'THAMESIDE STONE SUPPLIES LTD',
    'CALDERBROOK CHEMICALS LTD',
    'KINGSMEAD TEXTILES LTD',
    'OAKRIDGE TEA COMPANY LTD',
  ];
  const GOODS: readonly (readonly [string, string, string])[] = [
    ['940360', 'WOODEN FURNITURE FOR BEDROOMS, FLAT PACKED', 'CT'],
    ['940161', 'UPHOLSTERED SEATS WITH WOODEN FRAMES', 'PK'],
    ['401110', 'NEW PNEUMATIC TYRES FOR MOTOR CARS', 'PC'],
    ['851671', 'COFFEE AND TEA MAKERS, ELECTRIC', 'CT'],
    ['940540', 'LED LUMINAIRES', 'CT'],
    ['090240', 'BLACK TEA IN BULK', 'BG'],
    ['680293', 'GRANITE SLABS, POLISHED', 'BE'],
    ['620342', "MEN'S COTTON TROUSERS", 'CT'],
    ['151190', 'REFINED PALM OIL IN FLEXITANK', 'VL'],
    ['290531', 'ETHYLENE GLYCOL', 'DR'],
    ['847130', 'PORTABLE COMPUTERS', 'CT'],
    ['200891', 'PALM HEARTS IN BRINE', 'CT'],
  ];
  const VOYAGES = [
    ['TESSALY ORION', '9812343', '647W', T(11, 18, 6)],
    ['TESSALY AURORA', '9812355', '653W', T(11, 20, 14)],
    ['TESSALY LYRA', '9790410', '611W', T(11, 22, 3)],
    ['KAPPA HORIZON', '9744122', '298W', T(11, 23, 18)],
    ['TESSALY SPICA', '9803015', '624W', T(11, 25, 9)],
    ['TESSALY DENEB', '9812367', '650W', T(11, 27, 22)],
    ['NORDVIK SPIRIT', '9688520', '117W', T(11, 29, 5)],
  ] as const;
  const eori = () => `GB${digits(random, 12)}`;
  const mrn = () => `26GB${chars(random, `${UPPER}0123456789`, 13)}${between(random, 0, 9)}`;
  const blNo = (pol: string) => `TSLY${pol}${digits(random, 8)}`;
  interface Parties {
    shipper: string;
    consignee: string;
    eori: string;
    voyage: (typeof VOYAGES)[number];
  }
  const filing = (
    bl: string,
    submitted: number,
    accepted: boolean,
    parties: Parties,
    goods?: readonly (readonly [string, string, string])[],
  ) => {
    const [vessel, imo, voyage, arrival] = parties.voyage;
    const items = goods ?? Array.from({ length: between(random, 1, 4) }, () => oneOf(random, GOODS));
    const lines = [
      '  <Filing>',
      `    <LocalReference>ENS-TSLY-${ymd(submitted).slice(2, 7).replace('-', '')}-${digits(random, 6)}</LocalReference>`,
      '    <Regime>SSGB</Regime>',
      '    <MessageType>ENS</MessageType>',
      `    <Carrier eori="GB${digits(random, 12)}">TESSALY LINE</Carrier>`,
      `    <Vessel imo="${imo}">${vessel}</Vessel>`,
      `    <Voyage>${voyage}</Voyage>`,
      '    <FirstPortOfEntry>GBBKP</FirstPortOfEntry>',
      `    <ExpectedArrival>${isoZ(arrival)}</ExpectedArrival>`,
      `    <Shipper>${parties.shipper}</Shipper>`,
      `    <Consignee eori="${parties.eori}">${parties.consignee}</Consignee>`,
      '    <NotifyParty>SAME AS CONSIGNEE</NotifyParty>',
      '    <Goods>',
      ...items.flatMap(([hs, desc, kind], i) => [
        `      <Item seq="${i + 1}">`,
        `        <CommodityCode>${hs}</CommodityCode>`,
        `        <Description>${desc}</Description>`,
        `        <Packages kind="${kind}">${between(random, 1, 900)}</Packages>`,
        `        <GrossMassKg>${(between(random, 800, 26_000) + random()).toFixed(1)}</GrossMassKg>`,
        `        <Container>${randomContainer(random, DRY_OWNERS)}</Container>`,
        `        <Seal>${chars(random, UPPER, 2)}${digits(random, 7)}</Seal>`,
        '      </Item>',
      ]),
      '    </Goods>',
      `    <TransportDocument type="MasterBL">${bl}</TransportDocument>`,
      `    <Submitted>${isoZ(submitted)}</Submitted>`,
      '    <Response>',
      ...(accepted
        ? ['      <Status>ACCEPTED</Status>', `      <MRN>${mrn()}</MRN>`]
        : [
            '      <Status>REJECTED</Status>',
            `      <ErrorCode>${oneOf(random, ['E1052', 'E2210', 'E0841'])}</ErrorCode>`,
            `      <ErrorText>${oneOf(random, ['Consignee EORI not recognised', 'Commodity code not valid on date of arrival', 'Seal number missing for container'])}</ErrorText>`,
          ]),
      `      <Received>${isoZ(submitted + between(random, 20, 900) * 1_000)}</Received>`,
      '    </Response>',
      '  </Filing>',
    ];
    return lines;
  };
  const start = T(11, 10);
  const entries: { t: number; lines: string[] }[] = [];
  const COUNT = 800;
  for (let i = 0; i < COUNT; i++) {
    const t = start + pick(random, 7 * 24 * 60) * MINUTE + pick(random, 60) * 1_000;
    const [shipper, pol] = oneOf(random, SHIPPERS);
    const parties = { shipper, consignee: oneOf(random, CONSIGNEES), eori: eori(), voyage: oneOf(random, VOYAGES) };
    entries.push({ t, lines: filing(blNo(pol), t, random() > 0.04, parties) });
  }
  // The bill of lading filed twice, rejected and then accepted, and another of the same shipper's with its digits swapped.
  const targetBl = 'TSLYNGB26044713';
  const furniture = [GOODS[0]!];
  const mercer = { shipper: SHIPPERS[0]![0], consignee: 'MERCER AND PAGE FURNISHINGS LTD', eori: eori(), voyage: VOYAGES[0] };
  const first = T(11, 13, 16, 41, 7);
  const second = T(11, 14, 9, 12, 55);
  entries.push({ t: first, lines: filing(targetBl, first, false, mercer, furniture) });
  const target = filing(targetBl, second, true, mercer, furniture);
  entries.push({ t: second, lines: target });
  const other = T(11, 14, 11, 3, 20);
  entries.push({
    t: other,
    lines: filing('TSLYNGB26044731', other, true, { ...mercer, consignee: 'HALEWOOD HOME RETAIL LTD', eori: eori() }, furniture),
  });
  entries.sort((a, b) => a.t - b.t);
  const needle = target.find((l) => l.includes('<MRN>'))!.trim();
  const output = `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<FilingExport xmlns="urn:tessaly:customs:filing-export:2" declarant="TESSALY LINE" from="2026-11-10" to="2026-11-16" generated="${isoZ(NOW - 3 * HOUR)}" count="${entries.length}">`,
    ...entries.flatMap((e) => e.lines),
    '</FilingExport>',
  ].join('\n')}\n`;
  const ask = `Customs accepted the safety and security filing for bill of lading ${targetBl} in the end. What MRN did they give it? The forwarder needs it for the arrival notice.`;
  return probe('round 35: customs filings xml', ask, 'run_shell', output, 'mrn', needle);
}

/** People on the rotas, for the incident list. */
const ENGINEERS = [
  'Kwame Mensah',
  'Ingrid Halvorsen',
  'Tomasz Wrobel',
  'Aoife Brennan',
  'Rahul Iyer',
  'Chloe Dubois',
  'Marcus Feld',
  'Yuki Tanabe',
  'Olu Adeyemi',
  'Sara Lindgren',
  'Diego Ferreira',
  'Hannah Ross',
  'Pieter de Vries',
  'Nadia Haddad',
];

/** `pd incident list --since 2026-10-18`: a month of pages as a table; who picked up the in-gate failure one Saturday night. */
function incidentListTable(): EconomicsTask {
  const random = seededRandom(35_007);
  const ALERTS: readonly (readonly [string, string, readonly string[]])[] = [
    [
      'tos-core',
      'high',
      [
        'TosApiLatencyHigh: p99 {n}ms on /api/v3/moves (5m)',
        'TosDbReplicationLag: replica lag {n}s',
        'TosJobQueueBacklog: {n} work instructions queued',
      ],
    ],
    [
      'crane-telemetry',
      'low',
      ['CraneTelemetryStale: QC{q} no PLC heartbeat for 5m', 'CraneTelemetryStale: RT{r} no PLC heartbeat for 5m'],
    ],
    [
      'rcm-ingest',
      'high',
      ['RcmIngestConsumerLag: {n} messages behind on reefer.readings', 'RcmGatewayDisconnected: site gateway BKP-GW{q} offline'],
    ],
    [
      'edi-gateway',
      'high',
      ['EdiInterchangeRejectRate: {p}% rejected over 30m', 'EdiSftpPollStalled: partner {partner} not polled for 20m'],
    ],
    ['booking-api', 'high', ['HighErrorRate: booking-api 5xx {p}% (5m)', 'BookingEventsConsumerLag: {n} events behind']],
    ['schedule-api', 'low', ['ScheduleSyncStale: port-call-sync last success {n}m ago']],
    [
      'customs-gateway',
      'high',
      ['CustomsSubmissionBacklog: {n} filings awaiting submission', 'CustomsGatewayCertExpiry: client certificate expires in {q} days'],
    ],
    [
      'data-platform-airflow',
      'low',
      ['AirflowDagFailed: dbt_build_hourly', 'AirflowDagFailed: fivetran_sync_tos', 'AirflowSlaMiss: dbt_build_daily'],
    ],
    ['kafka', 'high', ['KafkaUnderReplicatedPartitions: {q} partitions', 'KafkaBrokerDiskUsage: broker-{q} {p}% full']],
    [
      'k8s-platform',
      'low',
      [
        'KubeNodeNotReady: ip-10-42-{r}-{q}.eu-west-2.compute.internal',
        'KubePodCrashLooping: {ns}',
        'KubeCPUOvercommit: cluster prod-euw2',
      ],
    ],
    [
      'gate-ocr-api',
      'low',
      ['GateOcrReadRateLow: out-gate lanes {lanes} read rate {p}%', 'GateOcrReadRateLow: in-gate lanes {lanes} read rate {p}%'],
    ],
    [
      'gate-transaction-api',
      'low',
      ['TruckAppointmentSyncStale: VBS sync last success {n}m ago', 'GateKioskOffline: kiosk K{q} not reporting'],
    ],
    ['vessel-planning', 'low', ['StowageValidatorSlow: p95 {n}ms', 'BaplieImportDelayed: {q} vessel visits awaiting BAPLIE']],
  ];
  const fill = (s: string) =>
    s
      .replace('{n}', String(between(random, 20, 4_000)))
      .replace('{p}', String(between(random, 5, 60)))
      .replace('{q}', String(between(random, 1, 14)))
      .replace('{r}', String(between(random, 15, 40)))
      .replace('{lanes}', oneOf(random, ['1-4', '5-8', '9-12', '3-4', '7-8', '11-12']))
      .replace('{partner}', oneOf(random, ['FENWICK-SA', 'HANSA-AGENCY', 'PORTCOMM-NL', 'KESTREL-HAUL']))
      .replace('{ns}', oneOf(random, ['reefer/rcm-api', 'edi/edi-sftp-bridge', 'gate/gate-camera-ingest', 'data-platform/trino-worker']));
  interface Incident {
    t: number;
    service: string;
    urgency: string;
    title: string;
    acker?: string;
  }
  const incidents: Incident[] = [];
  const start = T(10, 18);
  const gateFailing = (p: number) => `GateTransactionsFailing: in-gate lane transactions failing ${p}% (5m)`;
  for (let t = start; t < NOW;) {
    t += between(random, 2, 40) * MINUTE + pick(random, 60) * 1_000;
    let [service, urgency, titles] = oneOf(random, ALERTS);
    // The gate's pages from Saturday evening to Sunday morning are only the planted ones.
    if (service.startsWith('gate') && t > T(11, 7, 18) && t < T(11, 8, 8)) [service, urgency, titles] = ALERTS[0]!;
    incidents.push({
      t,
      service,
      urgency: random() < 0.85 ? urgency : urgency === 'high' ? 'low' : 'high',
      title: fill(oneOf(random, titles)),
    });
  }
  // The in-gate failures of the month: the one late on Saturday the 7th, and the others at other times.
  const target: Incident = {
    t: T(11, 7, 22, 37, 14),
    service: 'gate-transaction-api',
    urgency: 'high',
    title: gateFailing(38),
    acker: 'Olu Adeyemi',
  };
  incidents.push(
    target,
    { t: T(10, 29, 10, 12, 40), service: 'gate-transaction-api', urgency: 'high', title: gateFailing(22), acker: 'Hannah Ross' },
    { t: T(11, 14, 6, 48, 2), service: 'gate-transaction-api', urgency: 'high', title: gateFailing(27), acker: 'Tomasz Wrobel' },
    {
      t: T(11, 7, 15, 5, 33),
      service: 'gate-ocr-api',
      urgency: 'low',
      title: 'GateOcrReadRateLow: out-gate lanes 3-4 read rate 71%',
      acker: 'Marcus Feld',
    },
  );
  incidents.sort((a, b) => a.t - b.t);
  const rows = incidents.map((inc, i) => {
    const ack = inc.t + between(random, 1, 14) * MINUTE + pick(random, 60) * 1_000;
    const resolved = ack + between(random, 3, 180) * MINUTE;
    const auto = !inc.acker && inc.urgency === 'low' && random() < 0.4;
    return [
      `Q${chars(random, `${UPPER}0123456789`, 13)}`,
      String(48_210 + i),
      ymdhm(inc.t),
      inc.urgency,
      inc.service,
      inc.title,
      auto ? '-' : (inc.acker ?? oneOf(random, ENGINEERS)),
      auto ? '-' : ymdhm(ack),
      ymdhm(auto ? inc.t + between(random, 4, 30) * MINUTE : resolved),
      'resolved',
    ];
  });
  const lines = table(
    ['ID', 'NUMBER', 'CREATED (UTC)', 'URGENCY', 'SERVICE', 'TITLE', 'ACKNOWLEDGED BY', 'ACKNOWLEDGED', 'RESOLVED', 'STATUS'],
    rows,
  );
  const needle = lines[incidents.indexOf(target) + 1]!;
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Late on Saturday the 7th we had trucks backed up onto the link road because the entry lanes at the gate couldn't process anybody. Who on call picked up the page for that?";
  return probe('round 35: incident list, paraphrase', ask, 'run_shell', output, 'acknowledged', needle);
}

/** `bookingctl export --since 2026-09-01 --format csv`: bookings; where a customer's rolled boxes went. */
function bookingsCsv(): EconomicsTask {
  const random = seededRandom(35_008);
  const SHIPPERS: readonly (readonly [string, string])[] = [
    ['NINGBO HENGDA WOOD PRODUCTS CO LTD', 'CNNGB'],
    ['NINGBO SUNRISE HOUSEWARE CO LTD', 'CNNGB'],
    ['ZHEJIANG LONGWAY MACHINERY CO LTD', 'CNNGB'],
    ['SHANGHAI JINXIN TEXTILE IMP AND EXP CO', 'CNSHA'],
    ['SHANGHAI HUAYANG AUTO PARTS CO LTD', 'CNSHA'],
    ['YANTIAN BRIGHTSTAR ELECTRONICS LTD', 'CNYTN'],
    ['SHENZHEN NOVA LIGHTING CO LTD', 'CNYTN'],
    ['XIAMEN OCEANIC STONE CO LTD', 'CNXMN'],
    ['QINGDAO HAIWEI TYRE CO LTD', 'CNTAO'],
    ['BUSAN PRECISION PARTS CO', 'KRPUS'],
    ['VINH PHAT FURNITURE JSC', 'VNCMP'],
    ['KLANG PALM PRODUCTS SDN BHD', 'MYPKG'],
    ['SINGAPORE HELIX CHEMICALS PTE LTD', 'SGSIN'],
    ['COLOMBO TEA TRADERS PVT LTD', 'LKCMB'],
  ];
  const CONSIGNEES: readonly (readonly [string, string, string])[] = [
    ['HALEWOOD HOME RETAIL LTD', 'GBBKP', 'GBBKP'],
    ['MERCER AND PAGE FURNISHINGS LTD', 'GBBKP', 'GBMAN'],
    ['NORTHERN TYRE DISTRIBUTION LTD', 'GBBKP', 'GBLDS'],
    ['ALBRECHT MOEBELWERK GMBH', 'DEHAM', 'DESTR'],
    ['WOHNHAUS KRAMER GMBH', 'DEHAM', 'DEMUC'],
    ['HANSEATIC TYRE TRADING GMBH', 'DEHAM', 'DEHAM'],
    ['VAN DER BERG INTERIEUR BV', 'NLRTM', 'NLUTC'],
    ['DELTA LIGHTING BV', 'NLRTM', 'NLEIN'],
    ['MAISON LEROUX SAS', 'BEANR', 'FRLIL'],
    ['ANTWERP CHEMICAL DISTRIBUTION NV', 'BEANR', 'BEANR'],
    ['KINGSMEAD TEXTILES LTD', 'GBBKP', 'GBBHM'],
    ['OAKRIDGE TEA COMPANY LTD', 'GBBKP', 'GBBRS'],
  ];
  const COMMODITIES: readonly (readonly [string, string])[] = [
    ['BEDROOM FURNITURE KD, BED FRAMES', '940350'],
    ['WOODEN CHAIRS KD', '940169'],
    ['UPHOLSTERED SOFAS', '940161'],
    ['KITCHEN UTENSILS, STAINLESS STEEL', '732393'],
    ['LED LUMINAIRES', '940540'],
    ['PASSENGER CAR TYRES', '401110'],
    ['COTTON TROUSERS', '620342'],
    ['GRANITE SLABS', '680293'],
    ['AUTO PARTS, BRAKE DISCS', '870830'],
    ['BLACK TEA', '090240'],
    ['REFINED PALM OIL', '151190'],
    ['PORTABLE COMPUTERS', '847130'],
    ['FROZEN SHRIMP', '030617'],
  ];
  const SAILINGS: readonly (readonly [string, string, string, number])[] = [
    ['AEX1', 'TESSALY MERIDIAN', '646W', T(10, 24)],
    ['AEX2', 'TESSALY RIGEL', '612W', T(10, 28)],
    ['AEX1', 'TESSALY CASSIOPEIA', '648W', T(10, 31)],
    ['AEX2', 'TESSALY POLARIS', '613W', T(11, 4)],
    ['AEX1', 'TESSALY HALCYON', '649W', T(11, 7)],
    ['AEX2', 'TESSALY ANTARES', '614W', T(11, 11)],
    ['AEX1', 'TESSALY SOLSTICE', '650W', T(11, 14)],
    ['AEX2', 'TESSALY SIRIUS', '615W', T(11, 18)],
    ['AEX1', 'TESSALY LYRA', '651W', T(11, 21)],
    ['AEX2', 'TESSALY CASTOR', '616W', T(11, 25)],
    ['AEX1', 'TESSALY BOREAS', '652W', T(11, 28)],
    ['AEX2', 'TESSALY POLLUX', '617W', T(12, 2)],
    ['AEX1', 'TESSALY ALTAIR', '653W', T(12, 5)],
  ];
  const header =
    'booking_no,created_utc,status,status_reason,shipper,consignee,place_of_receipt,pol,pod,place_of_delivery,service,vessel,voyage,etd,eq_count,eq_iso,commodity,hs6,gross_kg,rolled_to_vessel,rolled_to_voyage,rolled_to_etd,bl_no,contract_no';
  interface Booking {
    t: number;
    fields: string[];
  }
  const booking = (
    t: number,
    shipper: readonly [string, string],
    consignee: readonly [string, string, string],
    sailing: number,
    commodity: readonly [string, string],
    iso: string,
    count: number,
    status: string,
  ): Booking => {
    const [service, vessel, voyage, etd] = SAILINGS[sailing]!;
    const rolled = status === 'ROLLED' ? SAILINGS[Math.min(sailing + oneOf(random, [2, 2, 4]), SAILINGS.length - 1)]! : undefined;
    const shipped = status === 'SHIPPED';
    return {
      t,
      fields: [
        '#',
        ymdhm(t),
        status,
        status === 'ROLLED'
          ? oneOf(random, ['VESSEL_OVERBOOKED', 'VESSEL_OVERBOOKED', 'WEIGHT_RESTRICTION', 'LATE_GATE_IN', 'CUSTOMER_REQUEST'])
          : status === 'CANCELLED'
            ? oneOf(random, ['CUSTOMER_REQUEST', 'NO_SHOW', 'DUPLICATE'])
            : '',
        shipper[0],
        consignee[0],
        shipper[1],
        shipper[1],
        consignee[1],
        consignee[2],
        service,
        vessel,
        voyage,
        ymd(etd),
        String(count),
        iso,
        commodity[0],
        commodity[1],
        String(count * between(random, 6_000, 24_000)),
        rolled?.[1] ?? '',
        rolled?.[2] ?? '',
        rolled ? ymd(rolled[3]) : '',
        shipped ? `TSLY${shipper[1].slice(2)}${digits(random, 8)}` : '',
        `SC26-TSLY-${String(between(random, 100, 999)).padStart(4, '0')}`,
      ],
    };
  };
  const STATUSES = ['SHIPPED', 'SHIPPED', 'SHIPPED', 'SHIPPED', 'SHIPPED', 'SHIPPED', 'CANCELLED', 'ROLLED'];
  const albrecht = CONSIGNEES[3]!;
  const bookings: Booking[] = [];
  for (let i = 0; i < 4_000; i++) {
    const sailing = pick(random, SAILINGS.length);
    const etd = SAILINGS[sailing]![3];
    const t = etd - between(random, 5, 40) * DAY + pick(random, 24 * 60) * MINUTE;
    const shipper = oneOf(random, SHIPPERS);
    let consignee = oneOf(random, CONSIGNEES);
    // Albrecht's bookings are only the ones planted below.
    if (consignee === albrecht) consignee = CONSIGNEES[4]!;
    const status = etd > NOW ? oneOf(random, ['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'PENDING_SI', 'CANCELLED']) : oneOf(random, STATUSES);
    bookings.push(
      booking(
        t,
        shipper,
        consignee,
        sailing,
        oneOf(random, COMMODITIES),
        oneOf(random, ['45G1', '45G1', '42G1', '22G1', '45R1']),
        between(random, 1, 8),
        status,
      ),
    );
  }
  const hengda = SHIPPERS[0]!;
  const target = booking(T(10, 20, 8, 14), hengda, albrecht, 6, COMMODITIES[0]!, '45G1', 3, 'ROLLED');
  target.fields[3] = 'VESSEL_OVERBOOKED';
  target.fields[19] = 'TESSALY LYRA';
  target.fields[20] = '651W';
  target.fields[21] = ymd(T(11, 21));
  bookings.push(target);
  bookings.push(booking(T(10, 22, 11, 2), hengda, albrecht, 8, COMMODITIES[1]!, '22G1', 2, 'CONFIRMED'));
  const sofas = booking(T(10, 19, 15, 40), SHIPPERS[3]!, albrecht, 5, COMMODITIES[2]!, '45G1', 2, 'ROLLED');
  sofas.fields[3] = 'VESSEL_OVERBOOKED';
  bookings.push(sofas);
  bookings.push(booking(T(10, 21, 9, 55), SHIPPERS[1]!, CONSIGNEES[4]!, 6, COMMODITIES[0]!, '45G1', 4, 'ROLLED'));
  bookings.sort((a, b) => a.t - b.t);
  let seq = 260_410_000;
  for (const b of bookings) b.fields[0] = `TSB${(seq += between(random, 1, 9))}`;
  const rows = bookings.map((b) => b.fields.map(csv).join(','));
  const needle = rows[bookings.indexOf(target)]!;
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    "I've got a furniture maker from Stuttgart on the phone, Albrecht Möbelwerk. They booked flat-pack beds out of Ningbo on forty-foot high cubes and have just heard their boxes were left behind on the quay. Which sailing are they on now?";
  return probe('round 35: bookings csv, preamble and paraphrase', ask, 'run_shell', output, 'sailing', needle);
}

/** `repoplan show` for the next four weeks: empty moves between depots; the forty-foot reefers for Santos this week. */
function repositioningPlan(): EconomicsTask {
  const random = seededRandom(35_009);
  const DEPOTS: readonly string[] = [
    'BEANR Antwerp (Zomerweg Depot)',
    'BRPNG Paranagua (Rocha Depot)',
    'BRRIG Rio Grande (Tecon Depot)',
    'BRSSZ Santos (Ecoporto Depot)',
    'CNNGB Ningbo (Beilun Depot 3)',
    'CNSHA Shanghai (Waigaoqiao Depot)',
    'CNTAO Qingdao (Qianwan Depot)',
    'CNXMN Xiamen (Haicang Depot)',
    'CNYTN Yantian (YICT Empty Yard)',
    'DEHAM Hamburg (Waltershof Depot)',
    'EGPSD Port Said (East Depot)',
    'ESALG Algeciras (Isla Verde Depot)',
    'ESVLC Valencia (Sagunto Depot)',
    'FRLEH Le Havre (Port 2000 Depot)',
    'GBBKP Brackenport (Northside Empties)',
    'GBMAN Manchester (Trafford Park Depot)',
    'IEDUB Dublin (North Wall Depot)',
    'ITGOA Genoa (Pra Depot)',
    'KRPUS Busan (Sinseondae Depot)',
    'LKCMB Colombo (Peliyagoda Depot)',
    'MYPKG Port Klang (Westports Depot)',
    'NLRTM Rotterdam (Waalhaven Depot)',
    'NLRTM Rotterdam (Maasvlakte Empty Yard)',
    'NOOSL Oslo (Sjursoya Depot)',
    'PLGDN Gdansk (DCT Depot)',
    'SEGOT Gothenburg (Arendal Depot)',
    'SGSIN Singapore (Tuas Depot)',
    'TRAMR Ambarli (Marport Depot)',
    'USCHS Charleston (North Charleston Depot)',
    'USNYC New York (Elizabeth Depot)',
    'USSAV Savannah (Garden City Depot)',
    'VNCMP Cai Mep (Tan Cang Depot)',
  ];
  const TYPES = ['22G1', '22G1', '22G1', '42G1', '45G1', '45G1', '45G1', '22R1', '45R1', '45R1', '22T6', '42P1', '22U1'];
  const VESSELS = [
    'TESSALY CAPELLA',
    'TESSALY ELECTRA',
    'TESSALY MIRA',
    'TESSALY CARINA',
    'TESSALY NAOS',
    'KAPPA TRADER',
    'NORDVIK STAR',
    'MARE ATLANTICO',
    'ARGO VALIANT',
    'BRACKEN FEEDER',
  ];
  const OPERATORS: Readonly<Record<string, readonly string[]>> = {
    TRUCK: ['Kestrel Haulage', 'Greystone Transport', 'Contargo Road'],
    RAIL: ['DB Cargo', 'Freightliner', 'Medlog Rail'],
    BARGE: ['Rhenus Barge', 'Contargo Waterways', 'Danser Barge'],
    BR: ['Rumo Logistica', 'MRS Logistica', 'Transportes Rapido Santista'],
    US: ['Norfolk Southern', 'CSX Intermodal', 'Harbor Drayage Co'],
    ASIA: ['Sinotrans', 'COSCO Barge', 'PSA Marine Haulage'],
  };
  const country = (d: string) => d.slice(0, 2);
  const ASIA = ['CN', 'KR', 'SG', 'MY', 'VN', 'LK'];
  const direction = (from: string, to: string) =>
    country(to) === 'BR'
      ? 'S'
      : country(from) === 'BR'
        ? 'N'
        : ASIA.includes(country(to))
          ? 'E'
          : ASIA.includes(country(from))
            ? 'W'
            : oneOf(random, ['W', 'E', 'N']);
  const weekStart = (w: number) => T(11, 16) + (w - 47) * 7 * DAY;
  interface Move {
    week: number;
    from: string;
    to: string;
    type: string;
    qty: number;
    mode: string;
    carrier: string;
    voyage: string;
    etd: number;
    cost: number;
    note: string;
  }
  const move = (
    week: number,
    from: string,
    to: string,
    type: string,
    qty: number,
    vessel?: string,
    voyage?: string,
    etd?: number,
  ): Move => {
    const sea = country(from) !== country(to) || vessel !== undefined;
    const mode = sea ? 'VESSEL' : oneOf(random, ['TRUCK', 'RAIL', 'BARGE']);
    return {
      week,
      from,
      to,
      type,
      qty,
      mode,
      carrier: sea
        ? (vessel ?? oneOf(random, VESSELS))
        : oneOf(
            random,
            OPERATORS[country(from) === 'BR' ? 'BR' : country(from) === 'US' ? 'US' : ASIA.includes(country(from)) ? 'ASIA' : mode]!,
          ),
      voyage: sea ? (voyage ?? `${between(random, 100, 700)}${direction(from, to)}`) : '-',
      etd: etd ?? weekStart(week) + pick(random, 7) * DAY,
      cost: qty * (sea ? between(random, 180, 1_400) : between(random, 40, 260)),
      note: oneOf(random, [
        'cover forecast deficit',
        'cover forecast deficit',
        'reduce surplus',
        'balance',
        'off-hire return',
        'pre-position for contract',
        '',
      ]),
    };
  };
  const moves: Move[] = [];
  for (let w = 47; w <= 50; w++)
    for (let i = 0; i < 1_150; i++) {
      const from = oneOf(random, DEPOTS);
      let to = oneOf(random, DEPOTS);
      while (to === from) to = oneOf(random, DEPOTS);
      let type = oneOf(random, TYPES);
      // Santos' only forty-foot reefers this week are the planted ones.
      if (w === 47 && type === '45R1' && to.startsWith('BRSSZ')) type = '45G1';
      moves.push(move(w, from, to, type, between(random, 5, 120)));
    }
  const rotterdam = 'NLRTM Rotterdam (Waalhaven Depot)';
  const santos = 'BRSSZ Santos (Ecoporto Depot)';
  const target = move(47, rotterdam, santos, '45R1', 84, 'TESSALY CAPELLA', '412S', T(11, 19));
  target.note = 'cover forecast deficit';
  moves.push(
    target,
    move(47, rotterdam, santos, '22R1', 30, 'TESSALY CAPELLA', '412S', T(11, 19)),
    move(48, rotterdam, santos, '45R1', 60, 'TESSALY ELECTRA', '413S', T(11, 26)),
    move(47, 'DEHAM Hamburg (Waltershof Depot)', 'BRRIG Rio Grande (Tecon Depot)', '45R1', 48, 'TESSALY CAPELLA', '412S', T(11, 20)),
    move(47, 'GBBKP Brackenport (Northside Empties)', santos, '45G1', 40, 'TESSALY CAPELLA', '412S', T(11, 17)),
  );
  moves.sort((a, b) => (a.from !== b.from ? (a.from < b.from ? -1 : 1) : a.week - b.week || (a.to < b.to ? -1 : a.to > b.to ? 1 : 0)));
  let id = 0;
  const rows = moves.map((m) => [
    `W${m.week}`,
    `RP${m.week}-${String(++id).padStart(5, '0')}`,
    m.from,
    m.to,
    m.type,
    String(m.qty),
    m.mode,
    m.carrier,
    m.voyage,
    ymd(m.etd),
    m.cost.toLocaleString('en-US'),
    m.note,
  ]);
  const lines = table(
    ['WEEK', 'MOVE', 'FROM', 'TO', 'TYPE', 'QTY', 'MODE', 'VESSEL / OPERATOR', 'VOYAGE', 'ETD', 'COST_USD', 'NOTE'],
    rows,
  );
  const needle = lines[moves.indexOf(target) + 1]!;
  const output = `${[
    '$ repoplan show --plan RP-2026-W47-03 --weeks 47-50',
    'Plan RP-2026-W47-03   status APPROVED (m.oyelaran 2026-11-16 23:05 UTC)',
    'Generated 2026-11-16 22:41 UTC   horizon 2026-W47 (Mon 16 Nov) .. 2026-W50   solver HiGHS 1.8.1, optimal, gap 0.00%',
    "Types: 22G1 20' dry | 42G1 40' dry | 45G1 40' high cube dry | 22R1 20' reefer | 45R1 40' high cube reefer | 22T6 20' tank | 42P1 40' flat rack | 22U1 20' open top",
    'QTY is units, not TEU. COST_USD is planned handling, freight and storage.',
    '',
    ...lines,
    '',
    `${moves.length} moves, ${moves.reduce((s, m) => s + m.qty, 0).toLocaleString('en-US')} units`,
  ].join('\n')}\n`;
  const ask =
    "Our agency in Santos says the citrus exporters there can't get hold of refrigerated boxes and the depot has almost none left. How many empty forty-foot reefers are we sending them this week, and on which ship?";
  return probe('round 35: repositioning plan, preamble and paraphrase', ask, 'run_shell', output, 'reefers', needle);
}

/** `tosreport crane-daily`: two months of each crane's daily moves and energy; one quay crane-day on almost no power. */
function craneDailyReport(): EconomicsTask {
  const random = seededRandom(35_010);
  const cranes = [
    ...Array.from({ length: 14 }, (_, i) => ({ id: `QC${pad2(i + 1)}`, type: 'STS', kwh: 3.9 + random() * 1.6 })),
    ...Array.from({ length: 44 }, (_, i) => ({ id: `RT${pad2(i + 1)}`, type: 'ERTG', kwh: 2.1 + random() * 0.8 })),
  ];
  const rows: string[][] = [];
  let target = -1;
  for (let d = 0; d < 60; d++) {
    const t = T(9, 18) + d * DAY;
    for (const c of cranes) {
      const odd = c.id === 'QC09' && d === 35;
      const off = !odd && random() < 0.05;
      const moves = off ? 0 : c.type === 'STS' ? between(random, 280, 920) : between(random, 180, 620);
      const hours = off ? 0 : moves / (c.type === 'STS' ? 24 + random() * 10 : 14 + random() * 8);
      const perMove = odd ? 0.61 : c.kwh * (0.9 + random() * 0.2);
      const kwh = moves * perMove;
      rows.push([
        ymd(t),
        c.id,
        c.type,
        String(moves),
        c.type === 'STS' && moves ? String(Math.floor(moves * (0.15 + random() * 0.25))) : '0',
        hours.toFixed(1),
        hours ? (moves / hours).toFixed(1) : '-',
        Math.round(kwh).toLocaleString('en-US'),
        moves ? perMove.toFixed(2) : '-',
        Math.round(kwh * (c.type === 'STS' ? 0.24 + random() * 0.08 : 0.1 + random() * 0.06)).toLocaleString('en-US'),
        moves ? (moves * (c.type === 'STS' ? 0.085 : 0.03) * (0.9 + random() * 0.2)).toFixed(1) : '0.0',
        off ? '0' : String(between(random, 2, 3)),
      ]);
      if (odd) target = rows.length - 1;
    }
  }
  const lines = table(
    ['DATE', 'CRANE', 'TYPE', 'MOVES', 'TWIN', 'WORK_HRS', 'GMPH', 'KWH', 'KWH/MOVE', 'REGEN_KWH', 'HOIST_KM', 'SHIFTS'],
    rows,
  );
  const output = `${[
    '$ tosreport crane-daily --terminal BCT --from 2026-09-18 --to 2026-11-16',
    'Brackenport Container Terminal: crane daily summary (energy from substation meters, 06:00-06:00 UTC)',
    '',
    ...lines,
  ].join('\n')}\n`;
  const ask =
    "I'm going through the crane daily stats for the energy review. One of the quay cranes on one day apparently moved a normal day's boxes on next to no electricity. Which crane, and which day?";
  return probe('round 35: crane daily report', ask, 'run_shell', output, 'crane', lines[target + 1]!);
}

/** `kubectl get pods -A -o wide` on the prod cluster; one pod with far more restarts than any other, still Running. */
function podsWide(): EconomicsTask {
  const random = seededRandom(35_011);
  const DEPLOYMENTS: Readonly<Record<string, readonly string[]>> = {
    argocd: ['argocd-applicationset-controller', 'argocd-repo-server', 'argocd-server', 'argocd-redis'],
    'booking-platform': [
      'booking-api',
      'booking-events-consumer',
      'bl-document-renderer',
      'bl-issuance-service',
      'rate-quote-api',
      'shipping-instructions-api',
      'vgm-service',
    ],
    customs: ['customs-gateway', 'ens-filing-service', 'customs-status-poller', 'hold-release-sync'],
    'data-platform': [
      'airflow-webserver',
      'airflow-scheduler',
      'kafka-connect',
      'schema-registry',
      'trino-worker',
      'superset',
      'debezium-tos',
    ],
    edi: ['edi-gateway', 'edi-as2-listener', 'edi-sftp-bridge', 'edi-outbound-dispatcher', 'edi-partner-portal', 'coparn-release-sync'],
    equipment: ['equipment-api', 'repo-planner-api', 'depot-stock-sync', 'mnr-estimates-api', 'container-tracking-api'],
    gate: ['gate-transaction-api', 'gate-ocr-api', 'gate-kiosk-backend', 'truck-appointment-api', 'gate-camera-ingest'],
    'kube-system': ['coredns', 'metrics-server', 'cluster-autoscaler', 'aws-load-balancer-controller', 'ebs-csi-controller'],
    monitoring: ['grafana', 'kube-state-metrics', 'prometheus-operator', 'loki-gateway', 'otel-collector'],
    reefer: ['rcm-ingest', 'rcm-alarm-router', 'rcm-api', 'reefer-plug-manager', 'pti-scheduler'],
    schedules: ['schedule-api', 'port-call-sync', 'eta-predictor', 'berth-window-api'],
    'tos-integration': [
      'tos-adapter',
      'tos-event-bridge',
      'crane-telemetry-ingest',
      'che-position-ingest',
      'yard-planner-api',
      'work-queue-optimizer',
      'stowage-validator',
    ],
    'vessel-ops': ['noon-report-api', 'bunker-planner', 'voyage-optimizer', 'vessel-position-ingest'],
  };
  const nodes = Array.from(
    { length: 64 },
    () => `ip-10-42-${between(random, 10, 63)}-${between(random, 2, 250)}.eu-west-2.compute.internal`,
  );
  const suffix = () => chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5);
  const rsHash = () => chars(random, 'bcdfghjklmnpqrstvwxz2456789', between(random, 9, 10));
  const age = (days: number) => (days >= 1 ? `${days}d` : `${between(random, 1, 23)}h`);
  interface Pod {
    ns: string;
    name: string;
    ready: string;
    status: string;
    restarts: string;
    age: string;
    ip: string;
    node: string;
  }
  const pods: Pod[] = [];
  const restarts = (days: number) => {
    const r = random();
    if (r < 0.84) return '0';
    const n = r < 0.97 ? between(random, 1, 3) : between(random, 4, 11);
    return `${n} (${days >= 2 ? `${between(random, 1, days - 1)}d` : `${between(random, 1, 12)}h`} ago)`;
  };
  const pod = (ns: string, name: string, containers: number, days: number, status = 'Running', nodeName = oneOf(random, nodes)): Pod => ({
    ns,
    name,
    ready: status === 'Completed' ? `0/${containers}` : `${containers}/${containers}`,
    status,
    restarts: status === 'Completed' ? '0' : restarts(days),
    age: age(days),
    ip: `10.42.${between(random, 64, 127)}.${between(random, 2, 254)}`,
    node: nodeName,
  });
  for (const [ns, names] of Object.entries(DEPLOYMENTS))
    for (const base of names)
      for (const shard of ['argocd', 'kube-system', 'monitoring'].includes(ns) ? [''] : ['', '-eu', '-ap', '-us']) {
        const name = `${base}${shard}`;
        const days = between(random, 0, 45);
        const hash = rsHash();
        const containers = oneOf(random, [1, 1, 2]);
        for (let r = oneOf(random, [2, 3, 3, 4, 6, 8, 12]); r > 0; r--) pods.push(pod(ns, `${name}-${hash}-${suffix()}`, containers, days));
      }
  for (const n of nodes)
    for (const [ns, ds, containers] of [
      ['kube-system', 'aws-node', 2],
      ['kube-system', 'kube-proxy', 1],
      ['kube-system', 'ebs-csi-node', 3],
      ['monitoring', 'node-exporter', 1],
      ['monitoring', 'fluent-bit', 1],
    ] as const)
      pods.push(pod(ns, `${ds}-${suffix()}`, containers, between(random, 20, 60), 'Running', n));
  for (const [ns, job] of [
    ['data-platform', 'dbt-build-hourly'],
    ['equipment', 'repo-plan-builder'],
    ['customs', 'ens-resubmit'],
    ['edi', 'edi-archive-rotate'],
    ['reefer', 'pti-due-report'],
    ['schedules', 'proforma-publish'],
  ] as const)
    for (let k = 0; k < 3; k++) pods.push(pod(ns, `${job}-29${digits(random, 6)}-${suffix()}`, 1, 0, 'Completed'));
  pods.sort((a, b) => (a.ns !== b.ns ? (a.ns < b.ns ? -1 : 1) : a.name < b.name ? -1 : 1));
  const target = pods.findIndex((p) => p.ns === 'edi' && p.name.startsWith('edi-sftp-bridge-eu-'));
  Object.assign(pods[target]!, { ready: '1/1', status: 'Running', restarts: '2317 (4m12s ago)', age: '23d' });
  const rows = pods.map((p) => [p.ns, p.name, p.ready, p.status, p.restarts, p.age, p.ip, p.node, '<none>', '<none>']);
  const lines = table(
    ['NAMESPACE', 'NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE', 'IP', 'NODE', 'NOMINATED NODE', 'READINESS GATES'],
    rows,
    3,
  );
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Something on the prod cluster has been quietly going down and coming back over and over for weeks. It shows as Running, so nobody's noticed. Which pod is it?";
  return probe('round 35: pods wide', ask, 'run_shell', output, 'pod', lines[target + 1]!);
}

/** `rcm fleet status --site GBBKP`: every reefer on the terminal; one banana box set unlike the other bananas. */
function reeferFleetStatus(): EconomicsTask {
  const random = seededRandom(35_012);
  /** Commodities: set points and fresh-air vent settings (m3/h) they are carried at. */
  const COMMODITIES: readonly (readonly [string, readonly number[], readonly number[]])[] = [
    ['BANANAS', [13.3, 13.3, 13.5, 14.4], [20, 25, 30, 35, 40]],
    ['FROZEN FISH', [-18, -20, -25], [0]],
    ['FROZEN POULTRY', [-18, -20], [0]],
    ['FROZEN FRIES', [-18], [0]],
    ['CHILLED BEEF', [-1.5, -1.0], [0]],
    ['TABLE GRAPES', [-0.5, -1.0], [5, 10, 15]],
    ['APPLES', [1.0, 0.5, 2.0], [10, 15, 20]],
    ['AVOCADOS', [5.5, 6.0, 7.0], [30, 40, 50]],
    ['CITRUS', [4.0, 6.0, 8.0], [15, 20, 25]],
    ['PHARMACEUTICALS', [5.0, 15.0, 20.0], [0]],
    ['ICE CREAM', [-25, -28], [0]],
    ['CHEESE', [4.0, 2.0], [10, 15]],
  ];
  const CONTROLLERS = ['Carrier ML5', 'Carrier ML3', 'ThermoKing MP4000', 'Daikin LXE10E', 'Star Cool SCI'];
  const rows: string[][] = [];
  const positions = new Set<string>();
  const position = () => {
    let p = '';
    while (!p || positions.has(p))
      p = `R${pad2(between(random, 1, 14))}-${String(between(random, 1, 48)).padStart(3, '0')}-${pad2(between(random, 1, 6))}-${between(random, 1, 5)}`;
    positions.add(p);
    return p;
  };
  const row = (commodity: (typeof COMMODITIES)[number], setpoint: number, pos = position()) => {
    const supply = setpoint + (random() - 0.5) * 0.6;
    const ret = supply + (setpoint < -5 ? 1 + random() * 2 : 0.4 + random() * 1.4);
    const frozen = setpoint < -5;
    return [
      randomContainer(random, REEFER_OWNERS),
      oneOf(random, ['45R1', '45R1', '45R1', '22R1']),
      `TSB${between(random, 260_100_000, 260_499_999)}`,
      commodity[0],
      setpoint.toFixed(1),
      supply.toFixed(1),
      ret.toFixed(1),
      frozen ? '-' : String(between(random, 70, 95)),
      String(oneOf(random, commodity[2])),
      oneOf(random, CONTROLLERS),
      (frozen ? 6 + random() * 4 : 2 + random() * 4).toFixed(1),
      pos,
      ymdhm(NOW - pick(random, 20) * MINUTE),
    ];
  };
  for (let i = 0; i < 3_300; i++) {
    const commodity = oneOf(random, COMMODITIES);
    rows.push(row(commodity, oneOf(random, commodity[1])));
  }
  const bananas = COMMODITIES[0]!;
  const target = row(bananas, -13.3, 'R07-021-03-2');
  rows.push(target);
  rows.sort((a, b) => (a[11]! < b[11]! ? -1 : 1));
  const lines = table(
    [
      'CONTAINER',
      'ISO',
      'BOOKING',
      'COMMODITY',
      'SETPT_C',
      'SUPPLY_C',
      'RETURN_C',
      'RH_%',
      'VENT_M3H',
      'CONTROLLER',
      'KW',
      'YARD_POS',
      'LAST_READING',
    ],
    rows,
  );
  const output = `${['$ rcm fleet status --site GBBKP --on-terminal --sort yard', `# ${rows.length} reefers plugged in at Brackenport Container Terminal, readings every 15 min`, ...lines].join('\n')}\n`;
  const ask =
    "Can you look over the reefers we've got plugged in on the terminal? I think somebody keyed one of the banana boxes in wrong: its temperature setting doesn't match the rest of the bananas. Which container is it?";
  return probe('round 35: reefer fleet status', ask, 'run_shell', output, 'container', lines[rows.indexOf(target) + 1]!);
}

export function roundThirtyFive(): EconomicsTask[] {
  return [
    schedulePortCallsApi(),
    baplieStowage(),
    dbtManifest(),
    ediGatewayLog(),
    deploymentsYaml(),
    customsFilingsXml(),
    incidentListTable(),
    bookingsCsv(),
    repositioningPlan(),
    craneDailyReport(),
    podsWide(),
    reeferFleetStatus(),
  ];
}
