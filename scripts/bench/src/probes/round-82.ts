/**
 * Probe round 82, written blind: Brackenfold Bakeries Ltd, an industrial plant bakery in Telford (mixers and provers,
 * tunnel ovens, metal detectors and checkweighers, allergen changeovers, packing lines, despatch to supermarkets).
 * "Today" is Thursday, 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - MES dough batch genealogy API (minified JSON): which improver kit went into one dough batch;
 *  - tunnel oven recipe manager export (one-line XML): the band speed of one recipe on one oven;
 *  - EDIFACT DESADV interchange to Tesco (one line, segment terminators only): the despatch advice number of one store's delivery;
 * b. The answer a few lines away from the line the question's words match:
 *  - inspection device fleet API (pretty JSON): when the metal detector on one packing line was last tested;
 *  - checkweigher product library (INI): the barcode the checkweigher expects on one product;
 *  - despatch route plan (YAML): which vehicle delivers to one store tomorrow;
 * c. A question that paraphrases the output or carries a preamble:
 *  - mixer controllers' syslog: why the big spiral mixer on line 1 stopped mid-batch in the night;
 *  - transport management consignments (CSV): when this morning's load to one supermarket depot left the site;
 *  - oven SCADA audit trail (pipe table): who turned the heat down on oven 3 yesterday afternoon;
 * d. One value unlike its peers, with no error word near it:
 *  - checkweigher run statistics (fixed-width report): the run giving away far more weight than the others;
 *  - CMMS meter listing (CLI table): the slicer that has gone far longer than the others since a blade change;
 *  - ATP hygiene swab readings after allergen clean-downs (NDJSON): the swab that came back far dirtier than the rest.
 * Not among the bench's targets.
 * First run, at 989e0b3, the head when the round was written (with this file; `ROUNDS=82
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,381,183 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 82: MES dough batch genealogy (minified JSON)
 *     codex: 15,277 tokens, peak 15,203, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,698 tokens, peak 1,309, 0/1 needles, 1 read-backs
 *     ours: 992 tokens, peak 720, 1/1 needles, 0 read-backs
 *   round 82: oven recipe export (one-line XML)
 *     codex: 14,271 tokens, peak 14,198, 0/1 needles, 0 read-backs
 *     context-chef: 702 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,499 tokens, peak 2,697, 0/1 needles, 4 read-backs
 *     ours: 6,480 tokens, peak 2,181, 0/1 needles, 4 read-backs
 *   round 82: EDIFACT despatch advice to Tesco (one line)
 *     codex: 21,866 tokens, peak 21,788, 0/1 needles, 0 read-backs
 *     context-chef: 992 tokens, peak 914, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,133 tokens, peak 3,148, 0/1 needles, 4 read-backs
 *     ours: 3,572 tokens, peak 2,497, 0/1 needles, 1 read-backs
 *   round 82: inspection device fleet (pretty JSON)
 *     codex: 9,806 tokens, peak 9,740, 0/1 needles, 0 read-backs
 *     context-chef: 538 tokens, peak 472, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,674 tokens, peak 1,515, 0/1 needles, 1 read-backs
 *     ours: 3,367 tokens, peak 2,458, 1/1 needles, 1 read-backs
 *   round 82: checkweigher product library (INI)
 *     codex: 16,531 tokens, peak 16,455, 0/1 needles, 0 read-backs
 *     context-chef: 806 tokens, peak 730, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,431 tokens, peak 3,224, 0/1 needles, 4 read-backs
 *     ours: 7,044 tokens, peak 3,478, 0/1 needles, 4 read-backs
 *   round 82: despatch route plan (YAML)
 *     codex: 13,613 tokens, peak 13,547, 0/1 needles, 0 read-backs
 *     context-chef: 669 tokens, peak 603, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,963 tokens, peak 1,302, 0/1 needles, 4 read-backs
 *     ours: 4,313 tokens, peak 929, 0/1 needles, 4 read-backs
 *   round 82: mixer controllers syslog, preamble and paraphrase
 *     codex: 18,039 tokens, peak 17,942, 0/1 needles, 0 read-backs
 *     context-chef: 876 tokens, peak 779, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,173 tokens, peak 4,273, 0/1 needles, 4 read-backs
 *     ours: 11,117 tokens, peak 4,726, 0/1 needles, 4 read-backs
 *   round 82: TMS consignments (CSV), preamble and paraphrase
 *     codex: 20,619 tokens, peak 20,511, 0/1 needles, 0 read-backs
 *     context-chef: 961 tokens, peak 853, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,703 tokens, peak 3,290, 0/1 needles, 4 read-backs
 *     ours: 6,628 tokens, peak 3,907, 0/1 needles, 4 read-backs
 *   round 82: oven SCADA audit trail, preamble and paraphrase
 *     codex: 13,114 tokens, peak 13,016, 0/1 needles, 0 read-backs
 *     context-chef: 659 tokens, peak 561, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,690 tokens, peak 1,241, 0/1 needles, 4 read-backs
 *     ours: 4,520 tokens, peak 968, 0/1 needles, 4 read-backs
 *   round 82: checkweigher run statistics (fixed-width report)
 *     codex: 20,492 tokens, peak 20,410, 0/1 needles, 0 read-backs
 *     context-chef: 829 tokens, peak 747, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,799 tokens, peak 1,486, 0/1 needles, 4 read-backs
 *     ours: 6,072 tokens, peak 2,608, 1/1 needles, 4 read-backs
 *   round 82: CMMS meter listing (CLI table)
 *     codex: 12,866 tokens, peak 12,784, 0/1 needles, 0 read-backs
 *     context-chef: 652 tokens, peak 570, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,699 tokens, peak 1,248, 0/1 needles, 4 read-backs
 *     ours: 4,165 tokens, peak 900, 0/1 needles, 4 read-backs
 *   round 82: ATP swab readings (NDJSON)
 *     codex: 14,708 tokens, peak 14,616, 0/1 needles, 0 read-backs
 *     context-chef: 756 tokens, peak 664, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,457 tokens, peak 5,687, 0/1 needles, 4 read-backs
 *     ours: 17,390 tokens, peak 7,525, 1/1 needles, 4 read-backs
 *     codex: 191,202 tokens, 0/12 needles
 *     context-chef: 9,198 tokens, 0/12 needles
 *     context-chef-store: 88,919 tokens, 0/12 needles
 *     ours: 75,660 tokens, 4/12 needles
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Midnight UTC (GMT in November) of a day of November 2026. */
const nov = (day: number) => Date.UTC(2026, 10, day);
/** `2026-11-12T03:47:19Z` */
const isoZ = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** `2026-11-12 03:47:19` */
const ymdHms = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** `03:47` */
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
/** `261112` */
const yymmdd = (ms: number) => new Date(ms).toISOString().slice(2, 10).replaceAll('-', '');
/** `12/11/2026` */
const dmy = (ms: number) => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** A decimal with `digits` places. */
const fx = (value: number, digits = 1) => value.toFixed(digits);
/** A real number in [lo, hi]. */
const real = (random: () => number, lo: number, hi: number) => lo + random() * (hi - lo);
/** `18,422.6` */
const grouped = (value: number, digits = 1) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** The GS1 check digit of `digits` (12 for an EAN-13, 17 for an SSCC). */
function gs1(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return digits + String((10 - (sum % 10)) % 10);
}

const OPERATORS = [
  'k.wozniak',
  'r.singh',
  'j.patel',
  'm.kowalski',
  's.webb',
  'a.kerr',
  'l.osei',
  't.hughes',
  'p.nowak',
  'e.evans',
  'c.morgan',
  'h.begum',
  'g.lewis',
  'b.okafor',
  'f.duarte',
  'n.price',
  'v.ionescu',
  'j.roberts',
  's.ali',
  'd.bailey',
];

const TOWNS = [
  'Wakefield',
  'Malvern',
  'Telford',
  'Shrewsbury',
  'Stafford',
  'Wolverhampton',
  'Walsall',
  'Dudley',
  'Kidderminster',
  'Worcester',
  'Hereford',
  'Ludlow',
  'Oswestry',
  'Wrexham',
  'Chester',
  'Crewe',
  'Nantwich',
  'Stoke',
  'Stone',
  'Lichfield',
  'Tamworth',
  'Cannock',
  'Rugeley',
  'Burton',
  'Derby',
  'Nottingham',
  'Leicester',
  'Coventry',
  'Rugby',
  'Nuneaton',
  'Solihull',
  'Redditch',
  'Bromsgrove',
  'Evesham',
  'Cheltenham',
  'Gloucester',
  'Tewkesbury',
  'Ledbury',
  'Leominster',
  'Bridgnorth',
  'Newport',
  'Market Drayton',
  'Whitchurch',
  'Welshpool',
  'Newtown',
  'Birmingham',
  'Sutton Coldfield',
  'West Bromwich',
  'Halesowen',
  'Stourbridge',
  'Wednesbury',
  'Bilston',
  'Willenhall',
  'Macclesfield',
  'Congleton',
  'Leek',
  'Uttoxeter',
  'Ashbourne',
  'Matlock',
  'Chesterfield',
  'Mansfield',
  'Sheffield',
  'Rotherham',
  'Barnsley',
  'Doncaster',
  'Pontefract',
  'Castleford',
  'Leeds',
  'Bradford',
  'Huddersfield',
  'Halifax',
  'Dewsbury',
  'Batley',
  'Ossett',
  'Normanton',
  'Harrogate',
  'York',
  'Selby',
  'Stockport',
  'Bolton',
  'Wigan',
  'Warrington',
  'Runcorn',
  'Widnes',
  'Northwich',
  'Winsford',
  'Malmesbury',
  'Chippenham',
  'Swindon',
  'Bath',
  'Stroud',
  'Cirencester',
  'Banbury',
  'Daventry',
  'Northampton',
  'Kettering',
  'Corby',
  'Wellingborough',
];

const STREETS = [
  'HIGH ST',
  'STATION RD',
  'LONDON RD',
  'CHURCH ST',
  'MARKET SQ',
  'PARK LANE',
  'MILL RD',
  'NORTH RD',
  'WESTGATE',
  'KIRKGATE',
  'BRIDGE ST',
  'CASTLE ST',
  'VICTORIA RD',
  'QUEENS RD',
  'THE PARADE',
  'RETAIL PARK',
];

/** Product names on the packing lines: own label and supermarket own-brand. */
const BRANDS = ['BF', 'TESCO', 'SAINSBURYS', 'ASDA', 'MORRISONS', 'CO-OP', 'WAITROSE', 'ICELAND'];
const LOAVES = [
  'WHITE MEDIUM',
  'WHITE THICK',
  'WHITE TOASTIE',
  'WHOLEMEAL MEDIUM',
  'WHOLEMEAL THICK',
  '50/50 MEDIUM',
  'SEEDED BATCH',
  'MALTED GRAIN',
  'SOFT WHITE FARMHOUSE',
  'BROWN MEDIUM',
  'HIGH FIBRE WHITE',
  'SANDWICH WHITE',
];

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

/** MES genealogy API: every dough batch of five days, minified, with its ingredient lots. */
function doughBatchGenealogy(): EconomicsTask {
  const random = seededRandom(82_101);
  const recipes: Record<string, { name: string; rev: number; flourKg: number; flour: string; extras: [string, string, number][] }> = {
    'R-BLM800': { name: 'White Bloomer 800g', rev: 7, flourKg: 180, flour: 'RM-1001', extras: [['RM-1050', 'Fat, rapeseed flake', 0.012]] },
    'R-SDB800': {
      name: 'Seeded Batch 800g',
      rev: 11,
      flourKg: 170,
      flour: 'RM-1001',
      extras: [
        ['RM-1061', 'Seed mix (sunflower, linseed, millet)', 0.14],
        ['RM-1050', 'Fat, rapeseed flake', 0.01],
      ],
    },
    'R-SWR12': { name: 'Soft White Rolls 12pk', rev: 5, flourKg: 160, flour: 'RM-1001', extras: [['RM-1070', 'Sugar, granulated', 0.03]] },
    'R-FRC400': { name: 'Farmhouse Crusty 400g', rev: 3, flourKg: 150, flour: 'RM-1001', extras: [] },
    'R-WMS800': {
      name: 'White Medium Sliced 800g',
      rev: 14,
      flourKg: 380,
      flour: 'RM-1001',
      extras: [['RM-1050', 'Fat, rapeseed flake', 0.01]],
    },
    'R-WTS800': {
      name: 'White Thick Sliced 800g',
      rev: 9,
      flourKg: 380,
      flour: 'RM-1001',
      extras: [['RM-1050', 'Fat, rapeseed flake', 0.01]],
    },
    'R-WMS400': {
      name: 'White Medium Sliced 400g',
      rev: 6,
      flourKg: 360,
      flour: 'RM-1001',
      extras: [['RM-1050', 'Fat, rapeseed flake', 0.01]],
    },
    'R-5050M800': {
      name: '50/50 Medium 800g',
      rev: 4,
      flourKg: 370,
      flour: 'RM-1001',
      extras: [['RM-1003', 'Flour, wholemeal', 0.5]],
    },
    'R-WHM800': { name: 'Wholemeal Medium 800g', rev: 12, flourKg: 370, flour: 'RM-1003', extras: [['RM-1080', 'Wheat bran', 0.02]] },
    'R-WHM400': { name: 'Wholemeal Medium 400g', rev: 8, flourKg: 360, flour: 'RM-1003', extras: [['RM-1080', 'Wheat bran', 0.02]] },
    'R-MGR800': {
      name: 'Malted Grain 800g',
      rev: 6,
      flourKg: 350,
      flour: 'RM-1004',
      extras: [['RM-1090', 'Malted wheat flakes', 0.09]],
    },
  };
  const mixers = [
    { id: 'SPM-1A', m: 1, line: 'L1', divider: 'DIV-1A', gap: [28, 36], recipes: ['R-BLM800', 'R-SDB800', 'R-FRC400'] },
    { id: 'SPM-1B', m: 2, line: 'L1', divider: 'DIV-1B', gap: [24, 32], recipes: ['R-SWR12', 'R-SDB800', 'R-BLM800'] },
    { id: 'HSM-3', m: 3, line: 'L3', divider: 'DIV-3', gap: [19, 25], recipes: ['R-WMS800', 'R-WTS800', 'R-WMS400', 'R-5050M800'] },
    { id: 'HSM-4', m: 4, line: 'L4', divider: 'DIV-4', gap: [19, 25], recipes: ['R-WHM800', 'R-WHM400', 'R-MGR800', 'R-SDB800'] },
  ];
  const silo = (flour: string) => (flour === 'RM-1001' ? oneOf(random, [1, 2, 3]) : flour === 'RM-1003' ? 4 : 5);
  type Batch = { start: number; record: Record<string, unknown>; mixer: string; kit: { lot: string } };
  const batches: Batch[] = [];
  for (const mixer of mixers) {
    for (let day = 7; day <= 11; day++) {
      let t = nov(day) + between(random, 2, 15) * MINUTE;
      let seq = 0;
      let recipe = oneOf(random, mixer.recipes);
      let runLeft = between(random, 6, 18);
      while (t < nov(day + 1) - 10 * MINUTE) {
        if (runLeft-- <= 0) {
          recipe = oneOf(random, mixer.recipes);
          runLeft = between(random, 6, 18);
          t += between(random, 15, 40) * MINUTE;
        }
        seq++;
        const r = recipes[recipe]!;
        const highSpeed = mixer.id.startsWith('HSM');
        const mixSec = highSpeed ? between(random, 160, 240) : between(random, 420, 600);
        const end = t + (highSpeed ? 35 : 110) * 1000 + mixSec * 1000 + between(random, 5, 40) * 1000;
        const flourKg = r.flourKg + between(random, -2, 2) * 0.1;
        const waterKg = flourKg * real(random, 0.6, 0.64);
        const ingredients: Record<string, unknown>[] = [
          {
            item: r.flour,
            desc: r.flour === 'RM-1001' ? 'Flour, white breadmaking' : r.flour === 'RM-1003' ? 'Flour, wholemeal' : 'Flour, malted blend',
            lot: `SILO-${silo(r.flour)}/2611-${String(between(random, 4, 31)).padStart(3, '0')}`,
            kg: Number(fx(flourKg)),
            source: 'silo',
          },
          { item: 'RM-1010', desc: 'Water, chilled', lot: null, kg: Number(fx(waterKg)), source: 'meter' },
          {
            item: 'RM-1020',
            desc: 'Yeast cream',
            lot: `YC-2611${pad2(day - between(random, 0, 2))}-${between(random, 1, 3)}`,
            kg: Number(fx(flourKg * real(random, 0.045, 0.055))),
            source: 'tank',
          },
          {
            item: 'RM-1030',
            desc: 'Salt, PDV',
            lot: `S-${between(random, 44700, 44790)}`,
            kg: Number(fx(flourKg * 0.018)),
            source: 'bulk',
          },
          { item: 'PK-IMP-B', desc: 'Improver premix kit (pre-weighed)', lot: '', kg: Number(fx(flourKg * 0.012, 2)), source: 'preweigh' },
        ];
        for (const [item, desc, share] of r.extras)
          ingredients.push({
            item,
            desc,
            lot: `${item.slice(3)}-${hex(random, 4).toUpperCase()}`,
            kg: Number(fx(flourKg * share)),
            source: 'manual',
          });
        const doughTemp = real(random, 26.2, 28.4);
        const kit = ingredients[4]!;
        const record = {
          batchId: `DB-${yymmdd(t)}-M${mixer.m}-${String(seq).padStart(3, '0')}`,
          workOrder: `WO-2611-${between(random, 3000, 5999)}`,
          mixer: mixer.id,
          line: mixer.line,
          recipe: { code: recipe, rev: r.rev, name: r.name },
          doughKg: Number(fx(ingredients.reduce((s, i) => s + (i.kg as number), 0))),
          start: isoZ(t),
          end: isoZ(end),
          mix: highSpeed
            ? { mode: 'work-input', targetWhPerKg: 11, actualWhPerKg: Number(fx(real(random, 10.6, 11.4))), sec: mixSec, vacuumBar: -0.5 }
            : { mode: 'timed', slowSec: 120, fastSec: mixSec - 120 },
          waterTempC: Number(fx(real(random, 1.5, 9))),
          iceKg: highSpeed ? Number(fx(real(random, 0, 24))) : 0,
          doughTempC: Number(fx(doughTemp)),
          targetDoughTempC: 27.0,
          ingredients,
          operator: oneOf(random, OPERATORS),
          qa: { doughTempOk: doughTemp < 28.5, metalCheck: 'n/a', released: true },
          status: 'TRANSFERRED',
          divider: mixer.divider,
        };
        batches.push({ start: t, record, mixer: mixer.id, kit: kit as { lot: string } });
        t = Math.max(t + between(random, mixer.gap[0]!, mixer.gap[1]!) * MINUTE, end + between(random, 2, 6) * MINUTE);
      }
    }
  }
  batches.sort((a, b) => a.start - b.start || a.mixer.localeCompare(b.mixer));
  let kitSeq = 3100;
  for (const b of batches) {
    kitSeq += between(random, 1, 4) === 1 ? 2 : 1;
    b.kit.lot = `KIT-2611-${String(kitSeq).padStart(5, '0')}`;
  }
  let at = Math.floor(batches.length * 0.52);
  while (batches[at]!.mixer !== 'HSM-3') at++;
  const target = batches[at]!;
  const output = JSON.stringify({
    meta: {
      site: 'TEL',
      endpoint: '/api/v2/genealogy/dough-batches',
      from: '2026-11-07T00:00:00Z',
      to: '2026-11-12T00:00:00Z',
      generatedAt: '2026-11-12T07:14:52Z',
      count: batches.length,
    },
    data: batches.map((b) => b.record),
    page: { size: batches.length, next: null },
  });
  return probe(
    'round 82: MES dough batch genealogy (minified JSON)',
    `Which improver kit went into dough batch ${target.record.batchId as string}?`,
    'mes_batch_genealogy',
    output,
    'kit',
    target.kit.lot,
    true,
  );
}

/** The oven recipe manager's export of every recipe of the three tunnel ovens, one line of XML. */
function ovenRecipeExport(): EconomicsTask {
  const random = seededRandom(82_102);
  const ovens = [
    { id: 'TO1', name: 'Tunnel Oven 1', lengthM: 64, zones: 6, count: 140 },
    { id: 'TO2', name: 'Tunnel Oven 2', lengthM: 78, zones: 7, count: 140 },
    { id: 'TO3', name: 'Tunnel Oven 3', lengthM: 52, zones: 5, count: 140 },
  ];
  const loaves = [
    'WHITE TIN',
    'WHITE BATCH',
    'WHITE SANDWICH',
    'WHOLEMEAL TIN',
    'WHOLEMEAL BATCH',
    'SEEDED BATCH',
    'SEEDED TIN',
    'MALTED GRAIN',
    '50/50 TIN',
    'FARMHOUSE',
    'BLOOMER',
    'SEEDED BLOOMER',
    'TIGER BLOOMER',
    'SOURDOUGH BOULE',
    'HIGH FIBRE TIN',
  ];
  const rolls = ['SOFT WHITE ROLLS', 'SOFT BROWN ROLLS', 'BRIOCHE BUNS', 'BURGER BUNS', 'HOT DOG ROLLS', 'SUB ROLLS', 'TEACAKES'];
  const variants = ['', ' DARK', ' LIGHT', ' LOW BAND', ' XMAS', ' TRIAL B', ' SANDWICH CUT'];
  const all: { name: string; kind: 'loaf' | 'roll'; weight: number }[] = [];
  for (const base of loaves)
    for (const w of [400, 800]) for (const v of variants) all.push({ name: `${base} ${w}G${v}`, kind: 'loaf', weight: w });
  for (const base of rolls)
    for (const pk of [4, 6, 12]) for (const v of variants) all.push({ name: `${base} ${pk}PK${v}`, kind: 'roll', weight: pk * 60 });
  const targetName = 'SEEDED BATCH 800G';
  const usedSpeeds = new Set<string>();
  let needle = '';
  const ovenXml = ovens.map((oven) => {
    const names = shuffle(
      random,
      all.filter((p) => p.name !== targetName),
    ).slice(0, oven.count - 1);
    const mid = oven.id === 'TO2' ? Math.floor(names.length / 2) : pick(random, names.length);
    names.splice(
      mid,
      0,
      all.find((p) => p.name === targetName)!,
    );
    const recipes = names.map((p, i) => {
      const bakeMin = p.kind === 'roll' ? real(random, 9, 14) : p.weight === 800 ? real(random, 26, 34) : real(random, 19, 25);
      let speed = fx(oven.lengthM / bakeMin, 3);
      const isTarget = oven.id === 'TO2' && i === mid;
      if (isTarget) {
        while (usedSpeeds.has(speed)) speed = fx(Number(speed) + 0.007, 3);
        needle = speed;
      } else if (speed === needle) speed = fx(Number(speed) + 0.001, 3);
      usedSpeeds.add(speed);
      const bakeSec = Math.round((oven.lengthM / Number(speed)) * 60);
      const hot = p.name.includes('BRIOCHE') ? -35 : p.name.includes('DARK') ? 12 : p.name.includes('LIGHT') ? -10 : 0;
      const zones = Array.from({ length: oven.zones }, (_, z) => {
        const profile = z === 0 ? 250 : z < oven.zones - 2 ? 240 - z * 3 : 225 - z * 2;
        const top = profile + hot + between(random, -8, 8);
        const base = top - between(random, 4, 18);
        return (
          `<Zone id="${z + 1}"><TopSP unit="C">${top}</TopSP><BaseSP unit="C">${base}</BaseSP>` +
          `<TopBurnerMax unit="%">${between(random, 60, 100)}</TopBurnerMax><BaseBurnerMax unit="%">${between(random, 55, 100)}</BaseBurnerMax>` +
          `<Damper unit="%">${between(random, 0, 12) * 5}</Damper><Extract unit="%">${between(random, 4, 16) * 5}</Extract>` +
          `<Steam unit="kg/h">${z === 0 && p.kind === 'loaf' ? fx(real(random, 0, 40)) : '0.0'}</Steam></Zone>`
        );
      }).join('');
      const mod = nov(1) - between(random, 0, 400) * DAY + between(random, 6 * 3600, 20 * 3600) * 1000;
      return (
        `<Recipe no="${String(between(random, 1, 9) * 100 + i).padStart(4, '0')}" name="${p.name}" version="${between(random, 1, 24)}" state="${
          between(random, 1, 12) === 1 && !isTarget ? 'Draft' : 'Released'
        }" modified="${isoZ(mod)}" modifiedBy="${oneOf(random, OPERATORS)}">` +
        `<Product family="${p.kind === 'roll' ? 'Rolls' : 'Bread'}" unitWeightG="${p.kind === 'roll' ? 60 : p.weight}" tinsPerStrap="${
          p.kind === 'roll' ? 0 : oneOf(random, [4, 5, 6])
        }"/>` +
        `<BandSpeed unit="m/min">${speed}</BandSpeed><BakeTime unit="s">${bakeSec}</BakeTime>` +
        `<Zones>${zones}</Zones>` +
        `<Loader pitchMm="${between(random, 40, 70) * 5}" lanes="${oneOf(random, [4, 5, 6, 8])}"/><Deviation bandC="${oneOf(random, [5, 8, 10])}" delayS="${oneOf(
          random,
          [60, 90, 120],
        )}"/></Recipe>`
      );
    });
    return `<Oven id="${oven.id}" name="${oven.name}" lengthM="${oven.lengthM}" zones="${oven.zones}" firing="indirect gas" recipes="${recipes.length}">${recipes.join('')}</Oven>`;
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<RecipeExport xmlns="urn:brackenfold:ovens:recipes:2" site="TELFORD" exportedAt="2026-11-12T06:05:41Z" exportedBy="svc_recipemgr">` +
    ovenXml.join('') +
    '</RecipeExport>';
  return probe(
    'round 82: oven recipe export (one-line XML)',
    'What band speed is the 800g seeded batch set to on tunnel oven 2?',
    'oven_recipe_export',
    output,
    'band',
    needle,
    true,
  );
}

/** The EDIFACT despatch advice interchange sent to Tesco this morning, one line (segment terminators, no newlines). */
function tescoDesadv(): EconomicsTask {
  const random = seededRandom(82_103);
  const target = 'TESCO EXTRA WAKEFIELD';
  const names = new Set<string>();
  const formats = ['EXTRA', 'SUPERSTORE', 'METRO', 'EXPRESS', 'EXPRESS', 'EXPRESS', 'EXPRESS'];
  names.add('TESCO EXPRESS WAKEFIELD KIRKGATE');
  names.add('TESCO SUPERSTORE WAKEFIELD');
  names.add('TESCO EXPRESS WAKEFIELD WESTGATE');
  while (names.size < 420) {
    const format = oneOf(random, formats);
    const town = oneOf(random, TOWNS).toUpperCase();
    let name = `TESCO ${format} ${town}`;
    if (names.has(name) || format === 'EXPRESS') name += ` ${oneOf(random, STREETS)}`;
    if (name === target || names.has(name)) continue;
    names.add(name);
  }
  const stores = shuffle(random, [...names]);
  const mid = Math.floor(stores.length * 0.5);
  stores.splice(mid, 0, target);
  const gtins = Array.from({ length: 40 }, (_, i) => gs1(`50601234${String(100 + i * 7).padStart(4, '0')}`));
  const segs: string[] = ["UNA:+.? '", "UNB+UNOC:3+5060123450004:14+5000167000002:14+261112:0412+BF0004812++DESADV'"];
  let docSeq = 300 + between(random, 0, 50);
  let sscc = 123_400_000 + between(random, 0, 99_999);
  let needle = '';
  stores.forEach((store, i) => {
    const msg: string[] = [];
    docSeq += between(random, 1, 3);
    const doc = `DN261112${String(docSeq).padStart(5, '0')}`;
    if (store === target) needle = doc;
    const despatch = `202611120${between(random, 1, 4)}${pad2(between(random, 0, 59))}`;
    msg.push(`UNH+${i + 1}+DESADV:D:96A:UN:EAN005`);
    msg.push(`BGM+351+${doc}+9`);
    msg.push(`DTM+137:2026111204${pad2(between(random, 0, 11))}:203`);
    msg.push(`DTM+11:${despatch}:203`);
    msg.push(`DTM+132:202611120${between(random, 5, 9)}${pad2(between(random, 0, 3) * 15)}:203`);
    msg.push(`RFF+ON:TSC${between(random, 4_400_000, 4_499_999)}`);
    msg.push(`DTM+171:20261111:102`);
    msg.push('NAD+BY+5000167000002::9');
    msg.push('NAD+SU+5060123450004::9');
    msg.push(`NAD+DP+${gs1(`5000167${String(10000 + i * 13 + between(random, 0, 9)).padStart(5, '0')}`)}::9++${store}`);
    msg.push(
      `TDT+20+R${String(between(random, 1, 160)).padStart(3, '0')}+30+31+5060123450011::9+++${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 2)}${oneOf(random, ['21', '71', '22', '72', '23', '73', '24', '74'])}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 3)}`,
    );
    const dollies = between(random, 2, 9);
    msg.push('CPS+1');
    msg.push(`PAC+${dollies}++CNT`);
    let lin = 0;
    for (let d = 0; d < dollies; d++) {
      msg.push(`CPS+${d + 2}+1`);
      msg.push('PAC+1+:52+CNT');
      msg.push('PCI+33E');
      sscc += between(random, 1, 3);
      msg.push(`GIN+BJ+${gs1(`35060123${String(sscc).padStart(9, '0')}`)}`);
      for (let k = between(random, 2, 5); k > 0; k--) {
        lin++;
        msg.push(`LIN+${lin}++${oneOf(random, gtins)}:SRV`);
        msg.push(`QTY+12:${between(random, 1, 8) * 12}`);
      }
    }
    msg.push(`UNT+${msg.length + 1}+${i + 1}`);
    segs.push(...msg.map((s) => s + "'"));
  });
  segs.push(`UNZ+${stores.length}+BF0004812'`);
  return probe(
    'round 82: EDIFACT despatch advice to Tesco (one line)',
    "What's the despatch advice number on this morning's delivery to the Tesco Extra in Wakefield?",
    'edi_outbound_interchange',
    segs.join(''),
    'desadv',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** The inspection device fleet API: every checkweigher, metal detector and X-ray with its validation history, pretty JSON. */
function inspectionDevices(): EconomicsTask {
  const random = seededRandom(82_104);
  const now = nov(12) + 7 * HOUR + 20 * MINUTE;
  const devices: Record<string, unknown>[] = [];
  let needle = '';
  for (let line = 1; line <= 12; line++) {
    const kinds = line === 8 || line === 9 ? ['checkweigher', 'metal_detector', 'xray'] : ['checkweigher', 'metal_detector'];
    for (const kind of kinds) {
      const prefix = kind === 'checkweigher' ? 'CW' : kind === 'metal_detector' ? 'MD' : 'XR';
      const every = kind === 'checkweigher' ? 4 * HOUR : 2 * HOUR;
      const last = now - between(random, 5, 110) * MINUTE - between(random, 0, 59) * 1000;
      const product = oneOf(random, LOAVES);
      const pieces = (pass: boolean) =>
        kind === 'checkweigher'
          ? [
              { weightG: 800, readingG: Number(fx(real(random, 799.6, 800.4))), tolerance: 0.5, within: true },
              { weightG: 400, readingG: Number(fx(real(random, 399.7, 400.3))), tolerance: 0.5, within: true },
            ]
          : kind === 'metal_detector'
            ? [
                { type: 'Fe', sizeMm: 2.0, positions: ['leading', 'middle', 'trailing'], detected: pass, rejected: pass },
                { type: 'NFe', sizeMm: 2.5, positions: ['leading', 'middle', 'trailing'], detected: true, rejected: true },
                { type: 'SS316', sizeMm: 3.0, positions: ['leading', 'middle', 'trailing'], detected: true, rejected: true },
              ]
            : [
                { type: 'SS316 ball', sizeMm: 1.2, detected: true, rejected: true },
                { type: 'glass ball', sizeMm: 4.0, detected: true, rejected: true },
                { type: 'stone', sizeMm: 5.0, detected: true, rejected: true },
              ];
      const history = Array.from({ length: kind === 'checkweigher' ? 22 : 34 }, (_, h) => {
        const at = last - (h + 1) * every - between(random, -25, 25) * MINUTE - between(random, 0, 59) * 1000;
        return {
          at: isoZ(at),
          by: oneOf(random, OPERATORS),
          outcome: kind === 'checkweigher' ? 'in_tolerance' : 'all_detected',
          product: `${oneOf(random, BRANDS)} ${oneOf(random, LOAVES)} ${oneOf(random, ['400G', '800G'])}`,
          testPieces: pieces(true),
        };
      });
      const id = `${prefix}-${pad2(line)}`;
      if (id === 'MD-07') needle = isoZ(last);
      devices.push({
        id,
        type: kind,
        line: `Packing Line ${line}`,
        lastValidation: {
          at: isoZ(last),
          by: oneOf(random, OPERATORS),
          outcome: kind === 'checkweigher' ? 'in_tolerance' : 'all_detected',
          testPieces: pieces(true),
        },
        nextValidationDue: isoZ(last + every),
        position: kind === 'checkweigher' ? 'after bagger, before crate stacker' : kind === 'xray' ? 'after clip-tie' : 'after bagger',
        model: kind === 'checkweigher' ? 'Weighlink CW-5000' : kind === 'metal_detector' ? 'Ferrosense MD-460 Pro' : 'Inspecta XR-30',
        serial: `${prefix}${between(random, 10000, 99999)}`,
        firmware: kind === 'checkweigher' ? `3.${between(random, 4, 9)}.${between(random, 0, 20)}` : `4.12.${between(random, 0, 9)}`,
        status: line === 11 ? 'idle' : 'running',
        activeProduct: {
          code: String(between(random, 10001, 10700)),
          name: `${oneOf(random, BRANDS)} ${product} ${oneOf(random, ['400G', '800G'])}`,
        },
        counters: {
          sinceMidnight: kind === 'checkweigher' ? between(random, 8000, 40000) : between(random, 8000, 40000),
          rejectedSinceMidnight: between(random, 0, 60),
        },
        previousValidations: history,
      });
    }
  }
  const output = JSON.stringify({ site: 'TELFORD', generatedAt: isoZ(now), count: devices.length, devices }, null, 2);
  return probe(
    'round 82: inspection device fleet (pretty JSON)',
    'When was the metal detector on packing line 7 last tested?',
    'inspection_devices',
    output,
    'md7',
    needle,
  );
}

/** The checkweigher management software's master product library, INI. */
function checkweigherLibrary(): EconomicsTask {
  const random = seededRandom(82_105);
  const target = 'TESCO WHOLEMEAL MEDIUM 400G';
  const names: string[] = [];
  const brands = [
    ...BRANDS,
    'TESCO FINEST',
    'TESCO STOCKWELL',
    'SAINSBURYS TTD',
    'ASDA EXTRA SPECIAL',
    'MORRISONS THE BEST',
    'M SAVERS',
    'NISA',
    'SPAR',
    'BUDGENS',
    'COSTCUTTER',
    'ONE STOP',
    'BOOTHS',
    'FARMFOODS',
  ];
  for (const brand of brands)
    for (const loaf of LOAVES)
      for (const size of ['400G', '800G']) {
        const name = `${brand} ${loaf} ${size}`;
        if (name !== target) names.push(name);
      }
  for (const brand of brands)
    for (const rolls of [
      'SOFT WHITE ROLLS 6PK',
      'SOFT WHITE ROLLS 12PK',
      'BRIOCHE BUNS 6PK',
      'BURGER BUNS 4PK',
      'HOT DOG ROLLS 6PK',
      'SUB ROLLS 4PK',
    ])
      names.push(`${brand} ${rolls}`);
  const products = shuffle(random, names).slice(0, 640);
  products.splice(Math.floor(products.length * 0.47), 0, target);
  let needle = '';
  const sections = products.map((name, i) => {
    const no = String(i + 1).padStart(4, '0');
    const ean = gs1(`50601234${String(1000 + i * 3 + between(random, 0, 2)).padStart(4, '0')}`);
    if (name === target) needle = ean;
    const nominal = name.endsWith('800G')
      ? 800
      : name.endsWith('400G')
        ? 400
        : name.includes('12PK')
          ? 720
          : name.includes('4PK')
            ? 260
            : 360;
    const tne = nominal >= 500 ? 15 : nominal >= 300 ? 9 : 7.8;
    const lines = name.includes('PK')
      ? oneOf(random, ['L1', 'L2', 'L1,L2'])
      : oneOf(random, ['L3', 'L4', 'L3,L4', 'L5', 'L6', 'L5,L6', 'L7', 'L8']);
    return [
      `[Product.${no}]`,
      `Name=${name}`,
      `Code=${10000 + i + 1}`,
      `EAN=${ean}`,
      `BarcodeCheck=${between(random, 1, 9) === 1 ? 0 : 1}`,
      `Group=${name.includes('PK') ? 'ROLLS' : name.includes('WHOLEMEAL') || name.includes('BROWN') ? 'BROWN' : 'WHITE'}`,
      `LabelCheck=${oneOf(random, ['NONE', 'BARCODE', 'BARCODE+DATE'])}`,
      `Nominal=${fx(nominal)}`,
      `TNE=${fx(tne)}`,
      `T1=${fx(nominal - tne)}`,
      `T2=${fx(nominal - 2 * tne)}`,
      `Tare=${fx(real(random, 4.8, 9.6))}`,
      `UpperLimit=${fx(nominal * 1.12)}`,
      `FeedbackEnabled=${between(random, 0, 3) === 0 ? 0 : 1}`,
      `FeedbackTarget=${fx(nominal + real(random, 3, 9))}`,
      `AverageWindow=${oneOf(random, [20, 25, 50])}`,
      `DynamicCompensation=${fx(real(random, 0.2, 1.8), 2)}`,
      `FilterLevel=${between(random, 2, 6)}`,
      `AutoZeroInterval=${oneOf(random, [10, 20, 30])}`,
      `PackLengthMm=${name.includes('PK') ? between(random, 180, 260) : between(random, 250, 330)}`,
      `SpeedPpm=${between(random, 38, 70)}`,
      `RejectDevice=${oneOf(random, ['AirBlast1', 'PusherA', 'DropFlap'])}`,
      `RejectDelayMs=${between(random, 180, 420)}`,
      `Lines=${lines}`,
      `Modified=${ymdHms(nov(1) - between(random, 0, 500) * DAY + between(random, 6 * 3600, 20 * 3600) * 1000)}`,
      `ModifiedBy=${oneOf(random, OPERATORS)}`,
      '',
    ].join('\n');
  });
  const output = [
    '; Weighlink Manager - product library export',
    '; Server: TEL-QA-WLM01   Library: BREAD_MASTER   Exported: 2026-11-12 06:44:10 by qa.admin',
    `; Products: ${products.length}`,
    '',
    '[Library]',
    'Name=BREAD_MASTER',
    'Version=318',
    'Units=g',
    'Legislation=UK_AVERAGE_QUANTITY',
    'Devices=CW-01,CW-02,CW-03,CW-04,CW-05,CW-06,CW-07,CW-08,CW-09,CW-10,CW-11,CW-12',
    '',
    ...sections,
  ].join('\n');
  return probe(
    'round 82: checkweigher product library (INI)',
    'What barcode should the checkweigher be expecting on the Tesco 400g medium wholemeal?',
    'checkweigher_library',
    output,
    'ean',
    needle,
  );
}

/** Tomorrow's despatch route plan, YAML. */
function routePlan(): EconomicsTask {
  const random = seededRandom(82_106);
  const regs = new Set<string>();
  const reg = () => {
    for (;;) {
      const r = `${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 2)}${oneOf(random, ['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74'])} ${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
      if (!regs.has(r)) {
        regs.add(r);
        return r;
      }
    }
  };
  const chains = ['WAITROSE', 'SAINSBURYS', 'TESCO', 'CO-OP', 'MORRISONS', 'ASDA', 'SPAR', 'BUDGENS'];
  const targetStore = 'WAITROSE MALVERN';
  const stores = new Set<string>(['WAITROSE MALMESBURY', 'SAINSBURYS MALVERN', 'CO-OP MALVERN LINK', 'WAITROSE MARKET DRAYTON']);
  while (stores.size < 1600) {
    const chain = oneOf(random, chains);
    let name = `${chain} ${oneOf(random, TOWNS).toUpperCase()}`;
    if (stores.has(name)) name += ` ${oneOf(random, STREETS)}`;
    if (name !== targetStore) stores.add(name);
  }
  const pool = shuffle(random, [...stores]);
  const routes = 150;
  const targetRoute = Math.floor(routes * 0.46);
  let needle = '';
  const out: string[] = [
    '# Brackenfold Bakeries - Telford despatch',
    '# Route plan for delivery day Fri 13 Nov 2026, exported 2026-11-12T15:10:33Z by routeplanner (plan v4, LOCKED)',
    'plan:',
    '  delivery_date: 2026-11-13',
    '  depot: TELFORD',
    '  version: 4',
    '  status: LOCKED',
    `  routes: ${routes}`,
    'routes:',
  ];
  let storeAt = 0;
  for (let r = 0; r < routes; r++) {
    const vehicle = reg();
    if (r === targetRoute) needle = vehicle;
    const depart = nov(13) + (r < 70 ? 60 : 150) * MINUTE + between(random, 0, 60) * MINUTE;
    const stops = between(random, 5, 10);
    const storeNames = pool.slice(storeAt, storeAt + stops);
    storeAt += stops;
    if (r === targetRoute) storeNames[0] = targetStore;
    out.push(
      `  - route: R${String(r + 1).padStart(3, '0')}`,
      `    wave: ${r < 70 ? 1 : 2}`,
      `    vehicle: ${vehicle}`,
      `    vehicle_type: ${oneOf(random, ['7.5t rigid', '18t rigid tail-lift', '18t rigid tail-lift', '12t rigid'])}`,
      `    fleet_no: BF-${between(random, 100, 299)}`,
      `    driver: ${oneOf(random, ['D. Pryce', 'M. Ahmed', 'S. Collins', 'P. Wright', 'K. Evans', 'R. Doyle', 'T. Bennett', 'A. Nowicki', 'L. Green', 'J. Shaw'])}`,
      `    depart_bay: ${between(random, 1, 14)}`,
      `    departs: "${hhmm(depart)}"`,
      '    stops:',
    );
    let eta = depart + between(random, 55, 100) * MINUTE;
    let dollies = 0;
    storeNames.forEach((store, s) => {
      const d = between(random, 1, 6);
      dollies += d;
      out.push(
        `      - seq: ${s + 1}`,
        `        customer: ${store.split(' ')[0]}`,
        `        store: ${store}`,
        `        store_no: "${String(between(random, 100, 4999)).padStart(4, '0')}"`,
        `        gln: "${gs1(`50${between(random, 10000, 99999)}${between(random, 10000, 99999)}`)}"`,
        `        window: "${hhmm(eta - 30 * MINUTE)}-${hhmm(eta + 30 * MINUTE)}"`,
        `        eta: "${hhmm(eta)}"`,
        `        dollies: ${d}`,
        `        trays: ${d * between(random, 18, 26)}`,
        `        returns_expected: ${between(random, 0, d)}`,
        `        access: ${oneOf(random, ['rear yard', 'front, before 06:00', 'service road', 'loading bay 2', 'rear yard, key safe'])}`,
      );
      eta += between(random, 12, 35) * MINUTE;
    });
    out.push(`    dollies_total: ${dollies}`, `    return_eta: "${hhmm(eta + between(random, 30, 90) * MINUTE)}"`);
  }
  return probe(
    'round 82: despatch route plan (YAML)',
    'Which vehicle is delivering to the Waitrose in Malvern tomorrow?',
    'route_plan',
    out.join('\n'),
    'vehicle',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** The mixer controllers' syslog for the last 26 hours. */
function mixerSyslog(): EconomicsTask {
  const random = seededRandom(82_107);
  const from = nov(11) + 10 * HOUR;
  const to = nov(12) + 12 * HOUR;
  const MON = 'Nov';
  const stamp = (ms: number) => {
    const d = new Date(ms);
    return `${MON} ${String(d.getUTCDate()).padStart(2, ' ')} ${d.toISOString().slice(11, 19)}`;
  };
  type Line = { t: number; text: string };
  const lines: Line[] = [];
  const log = (t: number, host: string, proc: string, text: string) => lines.push({ t, text: `${stamp(t)} ${host} ${proc}: ${text}` });
  const target = 'BOWL MOTOR THERMAL OVERLOAD Q12';
  const mixers = [
    {
      id: 'SPM-1A',
      m: 1,
      host: 'mixctl-l1',
      proc: 'spiralctl[1842]',
      spiral: true,
      capKg: 300,
      recipes: ['R-BLM800', 'R-SDB800', 'R-FRC400'],
    },
    { id: 'SPM-1B', m: 2, host: 'mixctl-l1', proc: 'spiralctl[1847]', spiral: true, capKg: 120, recipes: ['R-SWR12', 'R-SDB800'] },
    { id: 'HSM-3', m: 3, host: 'mixctl-l3', proc: 'hsmctl[911]', spiral: false, capKg: 600, recipes: ['R-WMS800', 'R-WTS800', 'R-WMS400'] },
    { id: 'HSM-4', m: 4, host: 'mixctl-l4', proc: 'hsmctl[915]', spiral: false, capKg: 600, recipes: ['R-WHM800', 'R-WHM400', 'R-MGR800'] },
  ];
  const aborts: { mixer: string; at: number; reason: string }[] = [
    { mixer: 'SPM-1A', at: nov(11) + 14 * HOUR + 52 * MINUTE, reason: 'E-STOP PB3 PRESSED' },
    { mixer: 'SPM-1B', at: nov(12) + 1 * HOUR + 38 * MINUTE, reason: 'GUARD OPEN - BOWL TIP AREA' },
    { mixer: 'SPM-1A', at: nov(12) + 2 * HOUR + 6 * MINUTE, reason: target },
    { mixer: 'HSM-3', at: nov(12) + 2 * HOUR + 21 * MINUTE, reason: 'VACUUM NOT REACHED (-0.31 bar)' },
    { mixer: 'HSM-4', at: nov(11) + 19 * HOUR + 4 * MINUTE, reason: 'WATER METER NO PULSE' },
    { mixer: 'SPM-1B', at: nov(11) + 22 * HOUR + 47 * MINUTE, reason: 'HOOK DRIVE VFD FAULT F0004' },
    { mixer: 'HSM-3', at: nov(12) + 9 * HOUR + 12 * MINUTE, reason: 'BOWL DOOR NOT LOCKED' },
  ];
  for (const mixer of mixers) {
    const day = (t: number) => yymmdd(t);
    let seqDay = '';
    let seq = 0;
    let t = from + between(random, 0, 15) * MINUTE;
    let recipe = oneOf(random, mixer.recipes);
    while (t < to) {
      const next = aborts.find((a) => a.mixer === mixer.id && a.at >= t);
      if (next && next.at < t + 40 * MINUTE) t = Math.max(t, next.at - between(random, 170, 200) * 1000);
      if (between(random, 1, 12) === 1) {
        const old = recipe;
        recipe = oneOf(random, mixer.recipes);
        if (recipe !== old) log(t - 4 * MINUTE, mixer.host, mixer.proc, `${mixer.id} recipe change ${old} -> ${recipe} requested_by=MES`);
      }
      if (day(t) !== seqDay) {
        seqDay = day(t);
        seq = 0;
      }
      seq++;
      const batch = `DB-${seqDay}-M${mixer.m}-${String(seq).padStart(3, '0')}`;
      const p = (dt: number, text: string) => log(t + dt * 1000, mixer.host, mixer.proc, `${mixer.id} batch=${batch} ${text}`);
      const flour = mixer.capKg * real(random, 0.58, 0.62);
      p(0, `START recipe=${recipe} wo=WO-2611-${between(random, 3000, 5999)} requested_by=MES`);
      p(4, `step=LOAD_FLOUR target=${fx(flour)}kg actual=${fx(flour + real(random, -0.6, 0.6))}kg silo=${between(random, 1, 3)}`);
      p(
        between(random, 50, 70),
        `step=LOAD_WATER target=${fx(flour * 0.62)}kg actual=${fx(flour * 0.62 + real(random, -0.4, 0.4))}kg temp=${fx(real(random, 2, 8))}C`,
      );
      p(between(random, 75, 85), `step=LOAD_YEAST target=${fx(flour * 0.05)}kg actual=${fx(flour * 0.05 + real(random, -0.1, 0.1))}kg`);
      p(between(random, 90, 100), `step=LOAD_MINORS kit=KIT-2611-${between(random, 3000, 9999)} scanned=OK by=${oneOf(random, OPERATORS)}`);
      let dt = 110;
      const mixSec = mixer.spiral ? between(random, 480, 600) : between(random, 170, 230);
      const abort = aborts.find((a) => a.mixer === mixer.id && a.at >= t && a.at < t + (dt + mixSec) * 1000);
      if (mixer.spiral) p(dt, `step=MIX_SLOW set=120s bowl=9rpm hook=110rpm`);
      else p(dt, `step=MIX set=${fx(real(random, 10.5, 11.5))}Wh/kg vacuum_sp=-0.50bar`);
      let kwh = 0;
      let aborted = false;
      for (let s = 30; s < mixSec; s += 30) {
        const at = t + (dt + s) * 1000;
        if (abort && at >= abort.at) {
          const stop = Math.max(abort.at, t + (dt + 5) * 1000);
          log(stop, mixer.host, mixer.proc, `${mixer.id} batch=${batch} ABORTED at t=${s}s reason="${abort.reason}"`);
          log(stop + 2000, mixer.host, mixer.proc, `${mixer.id} bowl drive stopped, hook drive stopped, discharge inhibited`);
          log(
            stop + between(random, 60, 240) * 1000,
            mixer.host,
            mixer.proc,
            `${mixer.id} alarm acknowledged by ${oneOf(random, OPERATORS)} at HMI-MIX${mixer.m}`,
          );
          log(
            stop + between(random, 300, 600) * 1000,
            'mesbridge',
            'mesbridge[733]',
            `PATCH /api/v2/batches/${batch} status=SCRAPPED 200 (${between(random, 40, 120)} ms)`,
          );
          t = stop + between(random, 25, 50) * MINUTE;
          aborted = true;
          break;
        }
        if (mixer.spiral && s === 120) p(dt + s, `step=MIX_FAST set=${mixSec - 120}s bowl=18rpm hook=220rpm`);
        kwh += (mixer.capKg / 600) * real(random, 0.5, 0.8);
        if (s % 60 === 0)
          p(
            dt + s,
            `progress t=${s}s amps=${fx(real(random, mixer.spiral ? 28 : 90, mixer.spiral ? 46 : 140))} dough=${fx(18 + (s / mixSec) * 9 + real(random, -0.4, 0.4))}C energy=${fx(kwh, 2)}kWh${mixer.spiral ? '' : ` vacuum=${fx(real(random, -0.52, -0.47), 2)}bar`}`,
          );
      }
      if (aborted) continue;
      dt += mixSec;
      const dough = real(random, 26.1, 28.3);
      p(dt, `step=MIX_COMPLETE dough=${fx(dough)}C energy=${fx(kwh, 2)}kWh`);
      p(
        dt + between(random, 15, 30),
        `step=DISCHARGE ${mixer.spiral ? 'bowl_tip=UP' : 'door=OPEN'} to=DIV-${mixer.m === 1 ? '1A' : mixer.m === 2 ? '1B' : mixer.m}`,
      );
      const done = dt + between(random, 45, 80);
      p(done, `DONE cycle=${done}s dough_temp=${fx(dough)}C status=TRANSFERRED`);
      log(
        t + (done + 2) * 1000,
        'mesbridge',
        'mesbridge[733]',
        `POST /api/v2/batches/${batch}/complete 201 (${between(random, 30, 150)} ms)`,
      );
      t += (done + between(random, mixer.spiral ? 600 : 200, mixer.spiral ? 1100 : 500)) * 1000;
    }
  }
  for (let t = from; t < to; t += 5 * MINUTE) {
    log(
      t + between(random, 0, 20) * 1000,
      'mixctl-l1',
      'chillerd[402]',
      `water chiller supply=${fx(real(random, 1.2, 2.4))}C return=${fx(real(random, 6, 9))}C tank=${between(random, 55, 95)}%`,
    );
    log(
      t + between(random, 0, 20) * 1000,
      'mixctl-l3',
      'ingredsvc[640]',
      `silo levels 1=${between(random, 20, 95)}% 2=${between(random, 20, 95)}% 3=${between(random, 20, 95)}% 4=${between(random, 20, 95)}% 5=${between(random, 20, 95)}%`,
    );
    log(
      t + between(random, 20, 40) * 1000,
      'mixctl-l1',
      'yeastd[415]',
      `yeast cream tank A temp=${fx(real(random, 2.5, 4))}C level=${between(random, 30, 90)}% agitator=ON`,
    );
    if (between(random, 1, 3) === 1)
      log(t + between(random, 40, 59) * 1000, 'mesbridge', 'mesbridge[733]', `heartbeat MES ok rtt=${between(random, 3, 30)}ms queue=0`);
  }
  lines.sort((a, b) => a.t - b.t);
  return probe(
    'round 82: mixer controllers syslog, preamble and paraphrase',
    'The night shift told me the big spiral mixer on line 1 cut out partway through a batch at around two this morning and they had to bin the dough. What did the mixer say was wrong?',
    'mixer_syslog',
    lines.map((l) => l.text).join('\n'),
    'mixer',
    target,
  );
}

/** The transport management system's consignments for three weeks around today, CSV. */
function tmsConsignments(): EconomicsTask {
  const random = seededRandom(82_108);
  const now = nov(12) + 7 * HOUR + 10 * MINUTE;
  const depots: [string, string][] = [
    ['TESCO', 'DAVENTRY DC'],
    ['TESCO', 'MIDDLETON DC'],
    ['TESCO', 'DONCASTER DC'],
    ['TESCO', 'AVONMOUTH DC'],
    ['TESCO', 'READING DC'],
    ['SAINSBURYS', 'EMERALD PARK DC'],
    ['SAINSBURYS', 'HAMS HALL DC'],
    ['SAINSBURYS', 'WALTHAM POINT DC'],
    ['SAINSBURYS', 'HAYDOCK DC'],
    ['SAINSBURYS', 'NORTHAMPTON DC'],
    ['ASDA', 'LUTTERWORTH RDC'],
    ['ASDA', 'WAKEFIELD RDC'],
    ['ASDA', 'WARRINGTON RDC'],
    ['ASDA', 'AVONMOUTH RDC'],
    ['MORRISONS', 'BRIDGWATER RDC'],
    ['MORRISONS', 'NORTHWICH RDC'],
    ['MORRISONS', 'WAKEFIELD RDC'],
    ['CO-OP', 'CASTLEWOOD DC'],
    ['CO-OP', 'COVENTRY DC'],
    ['WAITROSE', 'BRACKNELL DC'],
    ['WAITROSE', 'MILTON KEYNES DC'],
    ['ICELAND', 'DEESIDE DC'],
    ['ICELAND', 'ENFIELD DC'],
    ['CO-OP', 'ANDOVER DC'],
    ['MORRISONS', 'SITTINGBOURNE RDC'],
    ['WAITROSE', 'LEYLAND DC'],
    ['TESCO', 'LIVINGSTON DC'],
  ];
  const gln = new Map(depots.map(([c, d], i) => [`${c} ${d}`, gs1(`50${String(10000 + i * 37)}${between(random, 10000, 99999)}`)]));
  const hauliers = ['BRACKENFOLD FLEET', 'BRACKENFOLD FLEET', 'GREENLINE LOGISTICS', 'MERCIA CHILLED', 'HOLT TRANSPORT'];
  const rows: string[] = [
    'consignment_id,load_ref,customer,delivery_point,dp_gln,haulier,vehicle_reg,trailer_no,bay,planned_gate_out,gate_out_at,booked_slot,arrived_at,dollies,trays,seal_no,status',
  ];
  let needle = '';
  let cn = 0;
  for (let day = 2; day <= 22; day++) {
    const loads: { at: number; customer: string; depot: string }[] = [];
    for (const [customer, depot] of depots) {
      const waves =
        customer === 'SAINSBURYS' && depot === 'EMERALD PARK DC'
          ? [3.5, 15.5]
          : [
              [2, 4],
              [2, 5, 15],
              [3, 14, 20],
            ][pick(random, 3)]!;
      for (const w of waves) loads.push({ at: nov(day) + w * HOUR + between(random, 0, 5) * 5 * MINUTE, customer, depot });
    }
    loads.sort((a, b) => a.at - b.at);
    loads.forEach((load, i) => {
      cn++;
      const isTarget = day === 12 && load.customer === 'SAINSBURYS' && load.depot === 'EMERALD PARK DC' && load.at < nov(12) + 6 * HOUR;
      const departed = load.at + (isTarget ? 52 : between(random, -10, 35)) * MINUTE + between(random, 0, 59) * 1000;
      const slot = load.at + (isTarget ? 2 : between(random, 2, 4)) * HOUR;
      const arrived = isTarget
        ? slot + 47 * MINUTE + 8000
        : departed + (slot - load.at) + between(random, -25, 45) * MINUTE + between(random, 0, 59) * 1000;
      const gone = departed < now;
      const here = arrived < now;
      if (isTarget) needle = ymdHms(departed);
      const dollies = between(random, 18, 52);
      rows.push(
        [
          `CN${yymmdd(load.at)}${String(cn).padStart(5, '0')}`,
          `LD-${yymmdd(load.at)}-${String(i + 1).padStart(3, '0')}`,
          load.customer,
          `${load.customer} ${load.depot}`,
          gln.get(`${load.customer} ${load.depot}`),
          oneOf(random, hauliers),
          `${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXY', 2)}${oneOf(random, ['19', '69', '21', '71', '23', '73', '24', '74'])}${chars(random, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`,
          `TR${between(random, 100, 480)}`,
          between(random, 1, 14),
          ymdHms(load.at),
          gone ? ymdHms(departed) : '',
          ymdHms(slot),
          here ? ymdHms(arrived) : '',
          dollies,
          dollies * between(random, 18, 26),
          gone ? String(between(random, 800000, 899999)) : '',
          here ? 'DELIVERED' : gone ? 'IN TRANSIT' : load.at < now + 3 * HOUR ? 'LOADING' : 'PLANNED',
        ].join(','),
      );
    });
  }
  return probe(
    'round 82: TMS consignments (CSV), preamble and paraphrase',
    "Sainsbury's are on the phone saying this morning's load into their Emerald Park depot turned up late, and I want to know whether that's on us or the haulier. What time did the lorry actually get away from our site?",
    'tms_consignments',
    rows.join('\n'),
    'left',
    needle,
  );
}

/** The oven SCADA's audit trail for two and a half days, a pipe table. */
function scadaAudit(): EconomicsTask {
  const random = seededRandom(82_109);
  const from = nov(10);
  const to = nov(12) + 8 * HOUR;
  const users = [
    'jpatel',
    'mkowalski',
    'swebb',
    'akerr',
    'losei',
    'thughes',
    'pnowak',
    'eevans',
    'cmorgan',
    'hbegum',
    'rsingh',
    'kwozniak',
  ];
  const hosts = ['HMI-OVN1', 'HMI-OVN2', 'HMI-OVN3', 'HMI-PRV', 'HMI-MIX1', 'SUP-OFFICE-02'];
  const value = new Map<string, number>();
  const tags: string[] = [];
  for (const oven of ['TO1', 'TO2', 'TO3'])
    for (let z = 1; z <= (oven === 'TO2' ? 7 : oven === 'TO1' ? 6 : 5); z++) {
      tags.push(
        `Bakery/Ovens/${oven}/Zone${z}/TopHeat.SP`,
        `Bakery/Ovens/${oven}/Zone${z}/BaseHeat.SP`,
        `Bakery/Ovens/${oven}/Zone${z}/Damper.SP`,
      );
      value.set(`Bakery/Ovens/${oven}/Zone${z}/TopHeat.SP`, between(random, 215, 250));
      value.set(`Bakery/Ovens/${oven}/Zone${z}/BaseHeat.SP`, between(random, 205, 240));
      value.set(`Bakery/Ovens/${oven}/Zone${z}/Damper.SP`, between(random, 0, 12) * 5);
    }
  for (const prover of ['PR1', 'PR2', 'PR3', 'PR4'])
    for (const z of [1, 2, 3]) {
      tags.push(`Bakery/Provers/${prover}/Zone${z}/Temp.SP`, `Bakery/Provers/${prover}/Zone${z}/RH.SP`);
      value.set(`Bakery/Provers/${prover}/Zone${z}/Temp.SP`, between(random, 36, 42));
      value.set(`Bakery/Provers/${prover}/Zone${z}/RH.SP`, between(random, 78, 86));
    }
  for (const oven of ['TO1', 'TO2', 'TO3']) {
    tags.push(`Bakery/Ovens/${oven}/Band/Speed.SP`);
    value.set(`Bakery/Ovens/${oven}/Band/Speed.SP`, real(random, 2, 4));
  }
  const rows: { t: number; cells: string[] }[] = [];
  const push = (t: number, cells: string[]) => rows.push({ t, cells });
  const recipesFor = (oven: string) =>
    oven === 'TO3'
      ? ['BRIOCHE BUNS 6PK', 'BURGER BUNS 4PK', 'SOFT WHITE ROLLS 12PK', 'HOT DOG ROLLS 6PK']
      : ['WHITE TIN 800G', 'WHOLEMEAL TIN 800G', 'SEEDED BATCH 800G', 'WHITE TIN 400G', 'MALTED GRAIN 800G'];
  const current = new Map<string, string>([
    ['TO1', 'WHITE TIN 800G'],
    ['TO2', 'SEEDED BATCH 800G'],
    ['TO3', 'BURGER BUNS 4PK'],
  ]);
  const targetAt = nov(11) + 15 * HOUR + 41 * MINUTE + 26_518;
  const targetTag = 'Bakery/Ovens/TO3/Zone3/TopHeat.SP';
  const briocheAt = nov(11) + 13 * HOUR + 7 * MINUTE + 12_000;
  let briocheDone = false;
  for (let t = from; t < to; t += between(random, 20, 150) * 1000) {
    if (!briocheDone && t >= briocheAt) {
      push(briocheAt, [
        'hbegum',
        'HMI-OVN3',
        'RECIPE DOWNLOAD',
        'Bakery/Ovens/TO3/Recipe',
        current.get('TO3')!,
        'BRIOCHE BUNS 6PK',
        'via svc_recipemgr',
      ]);
      current.set('TO3', 'BRIOCHE BUNS 6PK');
      for (const tag of tags.filter((x) => x.includes('/TO3/') && x.includes('Heat'))) value.set(tag, between(random, 190, 205));
      briocheDone = true;
    }
    const kind = pick(random, 20);
    const user = oneOf(random, users);
    if (kind < 2) {
      const oven = oneOf(random, ['TO1', 'TO2', 'TO3']);
      const next = oneOf(random, recipesFor(oven));
      if (next === current.get(oven) || (oven === 'TO3' && t > nov(11) + 10 * HOUR && t < nov(11) + 20 * HOUR)) continue;
      push(t, [
        user,
        `HMI-OVN${oven.slice(2)}`,
        'RECIPE DOWNLOAD',
        `Bakery/Ovens/${oven}/Recipe`,
        current.get(oven)!,
        next,
        `via svc_recipemgr`,
      ]);
      current.set(oven, next);
      for (const tag of tags.filter((x) => x.includes(`/${oven}/`) && x.includes('Heat')))
        value.set(tag, between(random, next.includes('BRIOCHE') ? 185 : 215, next.includes('BRIOCHE') ? 205 : 250));
    } else if (kind < 9) {
      const tag = oneOf(random, tags);
      const old = value.get(tag)!;
      const afternoonTo3 = tag.includes('/TO3/') && t > nov(11) + 12 * HOUR && t < nov(11) + 19 * HOUR;
      let next: number;
      if (tag.endsWith('Speed.SP')) next = old + real(random, -0.08, 0.08);
      else if (tag.includes('Damper')) next = Math.max(0, old + oneOf(random, [-10, -5, 5, 10]));
      else if (tag.includes('RH')) next = old + oneOf(random, [-2, -1, 1, 2]);
      else if (tag.includes('Provers')) next = old + oneOf(random, [-1, 1]);
      else next = old + (afternoonTo3 ? between(random, 1, 4) : oneOf(random, [-6, -4, -3, -2, 2, 3, 4, 5]));
      if (Math.abs(t - targetAt) < 10 * MINUTE && tag === targetTag) continue;
      value.set(tag, next);
      const oven = tag.match(/\/(TO\d|PR\d)\//)![1]!;
      const host = oven.startsWith('PR') ? 'HMI-PRV' : between(random, 1, 6) === 1 ? 'SUP-OFFICE-02' : `HMI-OVN${oven.slice(2)}`;
      const digits = tag.endsWith('Speed.SP') ? 3 : 1;
      push(t, [
        user,
        host,
        'TAG WRITE',
        tag,
        fx(old, digits),
        fx(next, digits),
        between(random, 1, 5) === 1 ? oneOf(random, ['colour', 'per QA', 'bake check', 'trial', 'top too dark', 'bases pale']) : '',
      ]);
    } else if (kind < 17) {
      const area = oneOf(random, ['TO1', 'TO2', 'TO3', 'PR1', 'PR2', 'PR3', 'PR4']);
      const alarm = area.startsWith('PR')
        ? oneOf(random, ['RH.DevLow', 'RH.DevHigh', 'Temp.DevHigh', 'Door.Open'])
        : oneOf(random, ['Band.Tracking', 'Zone2.BurnerLockout', 'Zone4.TempDevLow', 'Extract.FlowLow', 'Loader.Jam', 'Unloader.Jam']);
      push(t, [
        user,
        area.startsWith('PR') ? 'HMI-PRV' : `HMI-OVN${area.slice(2)}`,
        'ALARM ACK',
        `Bakery/${area.startsWith('PR') ? 'Provers' : 'Ovens'}/${area}/Alarms/${alarm}`,
        '',
        '',
        '',
      ]);
    } else {
      push(t, [
        user,
        oneOf(random, hosts),
        oneOf(random, ['LOGIN', 'LOGOUT', 'SCREEN OPEN']),
        oneOf(random, ['Overview', 'Ovens/TO1', 'Ovens/TO2', 'Ovens/TO3', 'Provers', 'Trends', 'Alarms']),
        '',
        '',
        '',
      ]);
    }
  }
  const old = value.get(targetTag)!;
  push(targetAt, ['gthrelfall', 'ENG-LT-07', 'TAG WRITE', targetTag, fx(old), fx(old - 24), '']);
  rows.sort((a, b) => a.t - b.t);
  const widths = [23, 12, 14, 16, 38, 20, 20, 14];
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  const ms = (t: number) => `${ymdHms(t)}.${String(t % 1000).padStart(3, '0')}`;
  const output = [
    'OvenView SCADA - audit trail   site=TELFORD   from=2026-11-10 00:00:00   to=2026-11-12 08:00:00',
    '',
    fmt(['EVENT_TIME', 'ACTOR', 'HOST', 'ACTION', 'TARGET', 'OLD_VALUE', 'NEW_VALUE', 'NOTE']),
    widths.map((w) => '-'.repeat(w)).join('-+-'),
    ...rows.map((r) => fmt([ms(r.t + between(random, 0, 999)), ...r.cells])),
    '',
    `(${rows.length} rows)`,
  ].join('\n');
  return probe(
    'round 82: oven SCADA audit trail, preamble and paraphrase',
    'QA pulled a load of pale brioche buns coming off oven 3 yesterday afternoon; the bake was definitely light. I reckon somebody turned the heat down on it. Who was it?',
    'scada_audit_trail',
    output,
    'who',
    'gthrelfall',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** The checkweighers' run statistics for a fortnight, a fixed-width report. */
function checkweigherRuns(): EconomicsTask {
  const random = seededRandom(82_110);
  const products: string[] = [];
  for (const brand of BRANDS) for (const loaf of LOAVES) for (const size of ['400G', '800G']) products.push(`${brand} ${loaf} ${size}`);
  const head =
    'Run ID         Unit   Date        Start  End    Program  Product                             Nom g   Packs    Mean g   SD g  Give-away g  GA %   <T1  <T2  Operator';
  const rule =
    '-------------  -----  ----------  -----  -----  -------  ----------------------------------  -----  -------  -------  -----  -----------  -----  ---  ---  ----------';
  const rows: { day: number; text: string; id: string }[] = [];
  const runs: { day: number; unit: number; start: number; end: number; product: string }[] = [];
  for (let day = 22; day <= 42; day++) {
    const date = Date.UTC(2026, 9, day);
    for (let unit = 1; unit <= 12; unit++) {
      let t = date + 6 * HOUR + between(random, 0, 30) * MINUTE;
      while (t < date + 29 * HOUR) {
        const len = between(random, 70, 260) * MINUTE;
        runs.push({ day, unit, start: t, end: t + len, product: oneOf(random, products) });
        t += len + between(random, 15, 45) * MINUTE;
      }
    }
  }
  runs.sort((a, b) => a.start - b.start || a.unit - b.unit);
  const seqs = new Map<string, number>();
  const oddAt = Math.floor(runs.length * 0.57);
  let needle = '';
  runs.forEach((run, i) => {
    const key = `${run.unit}-${yymmdd(run.start)}`;
    const seq = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, seq);
    const id = `L${pad2(run.unit)}-${yymmdd(run.start)}-${pad2(seq)}`;
    if (i === oddAt) {
      needle = id;
      run.product = run.product.replace('400G', '800G');
    }
    const product = run.product;
    const nominal = product.endsWith('800G') ? 800 : 400;
    const packs = Math.round(((run.end - run.start) / MINUTE) * real(random, 42, 58));
    const giveaway = i === oddAt ? real(random, 40.5, 43.5) : nominal === 800 ? real(random, 3.2, 11.8) : real(random, 1.8, 6.9);
    const mean = nominal + giveaway;
    const sd = nominal === 800 ? real(random, 3.1, 6.4) : real(random, 1.9, 4.2);
    rows.push({
      day: run.day,
      id,
      text: [
        id.padEnd(13),
        `CW-${pad2(run.unit)}`,
        dmy(run.start),
        hhmm(run.start),
        hhmm(run.end),
        `P${String(products.indexOf(run.product) + 1).padStart(4, '0')}`.padEnd(7),
        product.padEnd(34),
        String(nominal).padStart(5),
        grouped(packs, 0).padStart(7),
        fx(mean).padStart(7),
        fx(sd, 2).padStart(5),
        fx(giveaway).padStart(11),
        fx((giveaway / nominal) * 100, 2).padStart(5),
        String(between(random, 0, 1) === 0 || i === oddAt ? 0 : between(random, 1, Math.max(1, Math.round(packs * 0.002)))).padStart(3),
        String(between(random, 1, 40) === 1 ? 1 : 0).padStart(3),
        oneOf(random, OPERATORS),
      ].join('  '),
    });
  });
  const out = [
    'WEIGHLINK MANAGER  -  RUN STATISTICS                                                Site: TELFORD      Printed: 12/11/2026 07:02',
    'Period: 22/10/2026 06:00 - 12/11/2026 06:00       Units: CW-01 .. CW-12       Mode: Average system (UK Weights & Measures)',
    '',
    head,
    rule,
  ];
  let day = -1;
  for (const row of rows) {
    if (row.day !== day && day !== -1) out.push('');
    day = row.day;
    out.push(row.text);
  }
  out.push('', `${rows.length} runs listed.`);
  return probe(
    'round 82: checkweigher run statistics (fixed-width report)',
    'Going through the last three weeks of checkweigher stats, which run was giving away a lot more weight than the others?',
    'checkweigher_stats',
    out.join('\n'),
    'giveaway',
    needle,
  );
}

/** The maintenance system's meter listing for the whole site, a CLI table. */
function cmmsMeters(): EconomicsTask {
  const random = seededRandom(82_111);
  type Row = [string, string, string, string, string, string, string, string];
  const rows: Row[] = [];
  const readAt = (manual: boolean) =>
    manual ? ymdHms(nov(12) - between(random, 1, 9) * DAY + between(random, 6, 18) * HOUR) : ymdHms(nov(12) + 6 * HOUR);
  const add = (asset: string, desc: string, area: string, meter: string, unit: string, value: number, manual = false) =>
    rows.push([
      asset,
      desc,
      area,
      meter,
      unit,
      unit === 'count' ? grouped(value, 0) : grouped(value),
      readAt(manual),
      manual ? 'manual' : 'PLC',
    ]);
  const needle = grouped(1186.4);
  for (const [asset, desc] of [
    ['MX-SPM1A', 'Spiral mixer 300kg, Line 1'],
    ['MX-SPM1B', 'Spiral mixer 120kg, Line 1'],
    ['MX-HSM3', 'High-speed mixer, Line 3'],
    ['MX-HSM4', 'High-speed mixer, Line 4'],
  ] as const) {
    add(asset, desc, 'Mixing', 'Run hours', 'h', real(random, 9000, 30000));
    add(asset, desc, 'Mixing', 'Batches', 'count', between(random, 80000, 260000));
    add(asset, desc, 'Mixing', 'Bowl motor starts', 'count', between(random, 90000, 300000));
  }
  for (const line of [1, 2, 3, 4, 5, 6]) {
    add(`DV-L${pad2(line)}`, `Divider, Line ${line}`, 'Make-up', 'Run hours', 'h', real(random, 8000, 40000));
    add(`DV-L${pad2(line)}`, `Divider, Line ${line}`, 'Make-up', 'Strokes', 'count', between(random, 10_000_000, 90_000_000));
    add(`DV-L${pad2(line)}`, `Divider, Line ${line}`, 'Make-up', 'Hours since oil change', 'h', real(random, 20, 480), true);
    add(`MO-L${pad2(line)}`, `Moulder, Line ${line}`, 'Make-up', 'Run hours', 'h', real(random, 8000, 40000));
    add(`MO-L${pad2(line)}`, `Moulder, Line ${line}`, 'Make-up', 'Hours since belt change', 'h', real(random, 100, 2400), true);
  }
  for (const prover of [1, 2, 3, 4]) {
    add(`PR-${prover}`, `Final prover ${prover}`, 'Proving', 'Run hours', 'h', real(random, 20000, 60000));
    for (const fan of [1, 2, 3])
      add(`PR-${prover}-FAN${fan}`, `Prover ${prover} circulation fan ${fan}`, 'Proving', 'Run hours', 'h', real(random, 15000, 60000));
    add(`PR-${prover}-HUM`, `Prover ${prover} humidifier`, 'Proving', 'Hours since descale', 'h', real(random, 50, 700), true);
  }
  for (const [oven, zones] of [
    ['TO1', 6],
    ['TO2', 7],
    ['TO3', 5],
  ] as const) {
    add(oven, `Tunnel oven ${oven.slice(2)}`, 'Baking', 'Band run hours', 'h', real(random, 30000, 70000));
    for (let z = 1; z <= zones; z++) {
      add(`${oven}-Z${z}-BRN`, `Tunnel oven ${oven.slice(2)} zone ${z} burner`, 'Baking', 'Burner hours', 'h', real(random, 20000, 60000));
      add(
        `${oven}-Z${z}-BRN`,
        `Tunnel oven ${oven.slice(2)} zone ${z} burner`,
        'Baking',
        'Ignitions',
        'count',
        between(random, 2000, 40000),
      );
    }
  }
  for (let line = 1; line <= 12; line++) {
    const l = pad2(line);
    add(`CL-L${l}`, `Spiral cooler, Line ${line}`, 'Cooling', 'Run hours', 'h', real(random, 20000, 60000));
    for (const side of ['A', 'B']) {
      const asset = `SLC-L${l}-${side}`;
      const desc = `Slicer ${side} (reciprocating), Line ${line}`;
      add(asset, desc, `Packing L${line}`, 'Run hours', 'h', real(random, 10000, 45000));
      add(asset, desc, `Packing L${line}`, 'Strokes', 'count', between(random, 20_000_000, 120_000_000));
      if (line === 9 && side === 'A') add(asset, desc, `Packing L${line}`, 'Blade hours since change', 'h', 1186.4);
      else add(asset, desc, `Packing L${line}`, 'Blade hours since change', 'h', real(random, 3, 118));
    }
    add(`BG-L${l}`, `Bagger, Line ${line}`, `Packing L${line}`, 'Cycles', 'count', between(random, 5_000_000, 60_000_000));
    add(`BG-L${l}`, `Bagger, Line ${line}`, `Packing L${line}`, 'Run hours', 'h', real(random, 10000, 45000));
    add(`CT-L${l}`, `Clip-tier, Line ${line}`, `Packing L${line}`, 'Cycles', 'count', between(random, 5_000_000, 60_000_000));
    add(`MD-L${l}`, `Metal detector, Line ${line}`, `Packing L${line}`, 'Run hours', 'h', real(random, 10000, 45000));
    add(`CW-L${l}`, `Checkweigher, Line ${line}`, `Packing L${line}`, 'Packs weighed', 'count', between(random, 5_000_000, 60_000_000));
    add(`CS-L${l}`, `Crate stacker, Line ${line}`, `Packing L${line}`, 'Cycles', 'count', between(random, 500_000, 6_000_000));
  }
  const areas = [
    'Make-up',
    'Proving',
    'Baking',
    'Cooling',
    'Despatch',
    'Intake',
    'Utilities',
    'Utilities',
    ...Array.from({ length: 12 }, (_, i) => `Packing L${i + 1}`),
  ];
  for (let c = 1; c <= 760; c++) {
    const area = oneOf(random, areas);
    const asset = `CV-${String(c).padStart(4, '0')}`;
    const desc = `Conveyor ${oneOf(random, ['belt', 'modular belt', 'roller', 'crate', 'tray', 'dolly chain'])}, ${area}`;
    add(asset, desc, area, 'Run hours', 'h', real(random, 2000, 60000));
    add(`${asset}-M`, `Drive motor for ${asset}`, area, 'Run hours', 'h', real(random, 2000, 60000));
    if (between(random, 1, 3) === 1) add(asset, desc, area, 'Hours since belt change', 'h', real(random, 200, 9000), true);
  }
  for (const [asset, desc, area] of [
    ['AC-01', 'Air compressor 1 (75kW)', 'Utilities'],
    ['AC-02', 'Air compressor 2 (75kW)', 'Utilities'],
    ['AC-03', 'Air compressor 3 (45kW)', 'Utilities'],
    ['CH-01', 'Water chiller, mixing', 'Utilities'],
    ['BL-01', 'Flour blower, silo 1', 'Intake'],
    ['BL-02', 'Flour blower, silo 2', 'Intake'],
    ['AHU-01', 'Air handling unit, packing hall', 'Utilities'],
    ['AHU-02', 'Air handling unit, cooling hall', 'Utilities'],
  ] as const) {
    add(asset, desc, area, 'Run hours', 'h', real(random, 20000, 80000));
    add(asset, desc, area, 'Hours since filter change', 'h', real(random, 50, 1900), true);
  }
  for (const r of rows) if (r[5] !== needle && r[5].includes(needle)) r[5] = grouped(Number(r[5].replaceAll(',', '')) + 0.3);
  const cells: Row = ['ASSET', 'DESCRIPTION', 'AREA', 'METER', 'UOM', 'READING', 'READ AT', 'SOURCE'];
  const widths = cells.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: Row) =>
    r
      .map((c, i) => (i === 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const output = [
    '$ cmms meters list --site TEL --all --sort area,asset',
    fmt(cells),
    ...rows.sort((a, b) => a[2].localeCompare(b[2], 'en', { numeric: true }) || a[0].localeCompare(b[0])).map(fmt),
    '',
    `${rows.length} meters, 0 overdue readings`,
  ].join('\n');
  return probe(
    'round 82: CMMS meter listing (CLI table)',
    'Which slicer has gone far longer than the others since its blades were last changed, and how many hours is it on?',
    'cmms_meters',
    output,
    'blade',
    needle,
  );
}

/** The hygiene monitoring system's ATP swab readings for the allergen changeovers of the last week, NDJSON. */
function atpSwabs(): EconomicsTask {
  const random = seededRandom(82_112);
  const common = [
    'Divider hopper lip',
    'Divider piston face',
    'Divider knife',
    'Flour duster',
    'Rounder cone',
    'Intermediate prover pockets',
    'Moulder belts',
  ];
  const points: Record<string, string[]> = {
    L1: [...common, 'Seeder hopper', 'Seeder brush roller', 'Bloomer scoring blade', 'Peel board', 'Tray return conveyor'],
    L2: [...common, 'Roll plant drum', 'Topping applicator', 'Topping recirculation tray', 'Bun pan cleaner brush', 'Tray return conveyor'],
    L3: [...common, 'Moulder curling chain', 'Panner guides', 'Tin lids', 'Seed applicator bar', 'Crumb tray'],
    L4: [...common, 'Moulder pressure board', 'Panner guides', 'Seed applicator bar', 'Wash applicator nozzles', 'Crumb tray'],
    L5: [...common, 'Moulder pressure board', 'Panner guides', 'Tin lids', 'Crumb tray'],
  };
  const allergens = ['sesame', 'soya', 'milk', 'egg', 'mustard'];
  const records: string[] = [];
  let sampleSeq = 0;
  let needle = '';
  const changeovers: { at: number; line: string; from: string; to: string; id: string }[] = [];
  for (let day = 5; day <= 11; day++)
    for (const line of Object.keys(points))
      for (let k = between(random, 2, 4); k > 0; k--)
        changeovers.push({
          at: nov(day) + between(random, 1, 22) * HOUR + between(random, 0, 59) * MINUTE,
          line,
          from: oneOf(random, allergens),
          to: 'none',
          id: '',
        });
  changeovers.sort((a, b) => a.at - b.at);
  changeovers.forEach((c, i) => (c.id = `CO-2611-${String(40 + i).padStart(4, '0')}`));
  const oddChangeover = Math.floor(changeovers.length * 0.55);
  changeovers.forEach((c, ci) => {
    const list = points[c.line]!;
    const odd = ci === oddChangeover ? between(random, 2, list.length - 3) : -1;
    let n = 0;
    for (const [p, point] of list.entries()) {
      const at = c.at + (35 + p * 2) * MINUTE + between(random, 0, 59) * 1000;
      sampleSeq++;
      const sampleId = `ATP-${yymmdd(at)}-${String(sampleSeq).padStart(5, '0')}`;
      const rlu = n === odd ? 4716 : Math.round(Math.exp(real(random, Math.log(4), Math.log(210))));
      if (n === odd) needle = sampleId;
      n++;
      records.push(
        JSON.stringify({
          sampleId,
          takenAt: isoZ(at),
          plan: `Allergen changeover - ${c.from} to ${c.to === 'none' ? 'non-allergen' : c.to}`,
          changeover: c.id,
          line: c.line,
          location: {
            code: `${c.line}-${point
              .split(' ')
              .map((w) => w.slice(0, 3).toUpperCase())
              .join('')}`,
            name: `${point}, Line ${c.line.slice(1)}`,
          },
          surface: point.includes('belt') || point.includes('Moulder') ? 'PU belt' : 'stainless',
          zone: point.includes('return') || point.includes('tray') ? 2 : 1,
          rlu,
          device: `LUM-${oneOf(random, ['0031', '0032', '0047'])}`,
          swabLot: `UX${between(random, 2607, 2611)}${hex(random, 3).toUpperCase()}`,
          user: oneOf(random, OPERATORS),
        }),
      );
    }
  });
  return probe(
    'round 82: ATP swab readings (NDJSON)',
    "After last week's allergen clean-downs, was there an ATP swab that came back far dirtier than all the others? Which sample was it?",
    'hygiene_swab_readings',
    records.join('\n'),
    'swab',
    needle,
  );
}

export function roundEightyTwo(): EconomicsTask[] {
  return [
    doughBatchGenealogy(),
    ovenRecipeExport(),
    tescoDesadv(),
    inspectionDevices(),
    checkweigherLibrary(),
    routePlan(),
    mixerSyslog(),
    tmsConsignments(),
    scadaAudit(),
    checkweigherRuns(),
    cmmsMeters(),
    atpSwabs(),
  ];
}
