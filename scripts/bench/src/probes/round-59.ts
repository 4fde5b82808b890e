/**
 * Probe round 59, written blind: Brackwater Ferry Brewing Co., a craft brewery and bottling plant at Paull on the Humber (brewhouse and
 * fermentation control, packaging lines, QA lab, warehouse and dispatch, maintenance, alcohol duty). "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - brewhouse MES gyle export (minified JSON): which yeast crop was pitched into one gyle;
 *  - alcohol duty return workings from the ERP (one-line XML): the duty due on one beer's cans in the October return;
 *  - dispatch route plan for tomorrow (minified GeoJSON): when the van is expected at one pub in one town;
 * b. The answer a few lines away from the line the question's words match:
 *  - fermentation control vessel status (pretty JSON): when the dry hop is due on the tank holding one beer;
 *  - CMMS work order export (XML): when the bearing on the line 2 labeller is to be replaced;
 *  - WMS application log with a Java stack trace: which pallet stopped one customer's order from allocating;
 * c. A question that paraphrases the output or carries a preamble:
 *  - LIMS sample results report (fixed-width text): a keg returned as tasting of butterscotch, what the lab measured for it on that gyle's kegs;
 *  - WMS outbound loads listing (CLI table), after a preamble: the collection reference for a supermarket's stout collection this afternoon;
 *  - CIP skid run history (CSV): when "bright tank 3" last finished a full caustic and acid clean;
 * d. One value unlike its peers, with no error word near it:
 *  - can filler per-valve fill statistics (CSV): the valve and run that filled well short of the rest;
 *  - warehouse environment exporter (Prometheus exposition): the cold store bay reading much warmer than the others;
 *  - condition monitoring vibration survey history (CLI report): the machine with one reading far above the rest.
 * Not among the bench's targets.
 * First run, at e90ddd9, the head this session began at (with this file; `ROUNDS=59
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,259,504 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 59: brewhouse gyle export
 *     codex: 15,874 tokens, peak 15,805, 0/1 needles, 0 read-backs
 *     context-chef: 743 tokens, peak 674, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,075 tokens, peak 3,119, 0/1 needles, 2 read-backs
 *     ours: 5,191 tokens, peak 2,227, 1/1 needles, 2 read-backs
 *   round 59: duty return workings
 *     codex: 14,916 tokens, peak 14,840, 0/1 needles, 0 read-backs
 *     context-chef: 689 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,677 tokens, peak 1,355, 0/1 needles, 1 read-backs
 *     ours: 1,951 tokens, peak 1,002, 0/1 needles, 1 read-backs
 *   round 59: dispatch route plan
 *     codex: 16,079 tokens, peak 16,006, 0/1 needles, 0 read-backs
 *     context-chef: 752 tokens, peak 679, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,899 tokens, peak 4,425, 0/1 needles, 4 read-backs
 *     ours: 8,722 tokens, peak 3,280, 0/1 needles, 4 read-backs
 *   round 59: fermenter status
 *     codex: 14,348 tokens, peak 14,270, 0/1 needles, 0 read-backs
 *     context-chef: 713 tokens, peak 635, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,802 tokens, peak 2,905, 0/1 needles, 2 read-backs
 *     ours: 6,811 tokens, peak 3,044, 0/1 needles, 2 read-backs
 *   round 59: maintenance work orders
 *     codex: 13,256 tokens, peak 13,183, 0/1 needles, 0 read-backs
 *     context-chef: 677 tokens, peak 604, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,634 tokens, peak 2,904, 0/1 needles, 2 read-backs
 *     ours: 6,684 tokens, peak 3,047, 0/1 needles, 2 read-backs
 *   round 59: warehouse allocation log
 *     codex: 16,492 tokens, peak 16,417, 0/1 needles, 0 read-backs
 *     context-chef: 800 tokens, peak 725, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,008 tokens, peak 3,052, 0/1 needles, 4 read-backs
 *     ours: 6,611 tokens, peak 3,203, 1/1 needles, 4 read-backs
 *   round 59: lab results report
 *     codex: 9,032 tokens, peak 8,932, 0/1 needles, 0 read-backs
 *     context-chef: 546 tokens, peak 446, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,493 tokens, peak 1,334, 0/1 needles, 1 read-backs
 *     ours: 1,039 tokens, peak 741, 0/1 needles, 0 read-backs
 *   round 59: outbound loads, preamble
 *     codex: 16,634 tokens, peak 16,535, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 654, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,692 tokens, peak 6,149, 0/1 needles, 4 read-backs
 *     ours: 18,277 tokens, peak 7,752, 0/1 needles, 4 read-backs
 *   round 59: CIP history, paraphrase
 *     codex: 22,734 tokens, peak 22,642, 0/1 needles, 0 read-backs
 *     context-chef: 998 tokens, peak 906, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,251 tokens, peak 3,606, 0/1 needles, 4 read-backs
 *     ours: 7,311 tokens, peak 3,200, 0/1 needles, 4 read-backs
 *   round 59: filler valve stats
 *     codex: 24,211 tokens, peak 24,118, 0/1 needles, 0 read-backs
 *     context-chef: 1,068 tokens, peak 975, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,496 tokens, peak 1,604, 0/1 needles, 4 read-backs
 *     ours: 3,802 tokens, peak 838, 1/1 needles, 4 read-backs
 *   round 59: warehouse environment metrics
 *     codex: 15,788 tokens, peak 15,710, 0/1 needles, 0 read-backs
 *     context-chef: 647 tokens, peak 569, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,342 tokens, peak 3,548, 0/1 needles, 3 read-backs
 *     ours: 8,534 tokens, peak 3,902, 0/1 needles, 3 read-backs
 *   round 59: vibration survey history
 *     codex: 16,790 tokens, peak 16,709, 0/1 needles, 0 read-backs
 *     context-chef: 714 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,862 tokens, peak 2,271, 0/1 needles, 3 read-backs
 *     ours: 3,769 tokens, peak 1,664, 0/1 needles, 3 read-backs
 *     codex: 196,154 tokens, 0/12 needles
 *     context-chef: 9,100 tokens, 0/12 needles
 *     context-chef-store: 91,231 tokens, 0/12 needles
 *     ours: 78,702 tokens, 3/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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
// Shared: time, the beers, the people.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** "Today": Thursday 19 November 2026, midnight (GMT, so UTC). */
const TODAY = Date.UTC(2026, 10, 19);

/** `2026-11-19T07:12:44Z` */
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
/** `2026-11-19 07:12:44` */
const stamp = (ms: number): string => iso(ms).slice(0, 19).replace('T', ' ');
/** `2026-11-19T07:12:44` (local time, as the CMMS prints it) */
const local = (ms: number): string => iso(ms).slice(0, 19);
/** `2026-11-19` */
const ymd = (ms: number): string => iso(ms).slice(0, 10);
/** `07:12` */
const hhmm = (ms: number): string => iso(ms).slice(11, 16);
/** A float in [lo, hi). */
const within = (random: () => number, lo: number, hi: number): number => lo + random() * (hi - lo);
/** A float in [lo, hi), rounded to `d` decimals, as a number (JSON prints it short). */
const num = (random: () => number, lo: number, hi: number, d: number): number => Number(within(random, lo, hi).toFixed(d));
/** `n` as four digits at least. */
const pad4 = (n: number): string => String(n).padStart(4, '0');

interface Beer {
  readonly code: string;
  readonly name: string;
  readonly abv: number;
  readonly plato: number;
  readonly yeast: string;
  readonly hoppy: boolean;
}

const BEERS: readonly Beer[] = [
  { code: 'FIPA', name: 'Ferryman IPA', abv: 5.6, plato: 13.8, yeast: 'BFY-01 House Ale', hoppy: true },
  { code: 'TSTO', name: 'Tidewater Stout', abv: 4.8, plato: 12.6, yeast: 'BFY-01 House Ale', hoppy: false },
  { code: 'SGOS', name: 'Saltmarsh Gose', abv: 4.2, plato: 10.4, yeast: 'BFY-03 Kveik (Voss)', hoppy: false },
  { code: 'LPAL', name: 'Lantern Pale', abv: 4.1, plato: 10.2, yeast: 'BFY-01 House Ale', hoppy: true },
  { code: 'HLAG', name: 'Harbour Lager', abv: 4.6, plato: 11.0, yeast: 'BFY-02 Lager (34/70)', hoppy: false },
  { code: 'SPDI', name: 'Spurn Point DIPA', abv: 8.0, plato: 18.6, yeast: 'BFY-01 House Ale', hoppy: true },
  { code: 'BBIT', name: 'Brackwater Bitter', abv: 3.8, plato: 9.6, yeast: 'BFY-01 House Ale', hoppy: false },
  { code: 'KPOR', name: 'Keelson Porter', abv: 5.2, plato: 13.2, yeast: 'BFY-01 House Ale', hoppy: false },
  { code: 'LTID', name: 'Low Tide', abv: 0.5, plato: 6.2, yeast: 'BFY-04 Maltose-negative', hoppy: true },
  { code: 'SFHZ', name: 'Sea Fret Hazy', abv: 5.0, plato: 12.8, yeast: 'BFY-05 London Fog', hoppy: true },
  { code: 'WBEA', name: 'Winter Beacon', abv: 6.5, plato: 15.8, yeast: 'BFY-01 House Ale', hoppy: false },
  { code: 'MLRK', name: 'Mudlark Mild', abv: 3.4, plato: 8.8, yeast: 'BFY-01 House Ale', hoppy: false },
];

const beerBy = (code: string): Beer => BEERS.find((b) => b.code === code)!;

const PEOPLE = [
  'T. Marr',
  'R. Bielski',
  'J. Kettlewell',
  'A. Osei',
  'S. Thornton',
  'H. Pennock',
  'L. Varga',
  'K. Ashworth',
  'D. Ellerby',
  'N. Achterberg',
  'C. Rudd',
  'P. Nwosu',
  'G. Sowerby',
  'M. Fenwick',
];

const HOPS = [
  'Cascade',
  'Citra',
  'Mosaic',
  'East Kent Goldings',
  'Fuggle',
  'Challenger',
  'Magnum',
  'Simcoe',
  'Nelson Sauvin',
  'Olicana',
  'Jester',
  'Saaz',
  'Hallertau Mittelfrueh',
  'Ekuanot',
  'Galaxy',
  'Strata',
];

const MALTS: readonly (readonly [string, string])[] = [
  ['Maris Otter Pale Ale Malt', 'Warminster'],
  ['Extra Pale Malt', 'Crisp'],
  ['Lager Malt', 'Crisp'],
  ['Crystal 150', 'Simpsons'],
  ['Chocolate Malt', 'Simpsons'],
  ['Roasted Barley', 'Crisp'],
  ['Flaked Oats', 'Crisp'],
  ['Wheat Malt', 'Warminster'],
  ['Munich Malt', 'Weyermann'],
  ['Acidulated Malt', 'Weyermann'],
  ['Golden Naked Oats', 'Simpsons'],
  ['Amber Malt', 'Crisp'],
];

const CUSTOMERS = [
  'HUMBER WHOLESALE LTD',
  'NORTHGATE FOODSTORES RDC WAKEFIELD',
  'NORTHGATE FOODSTORES RDC DONCASTER',
  'PENNINE BEER WHOLESALE',
  'CASK & CO DISTRIBUTION',
  'DRAYMAN DIRECT LTD',
  'TRANS-PENNINE DRINKS',
  'WOLDS INNS GROUP',
  'NORDIC CRAFT IMPORT AB',
  'BREWERY TAP (PAULL)',
  'SEAFRET BOTTLE SHOPS',
  'YORKSHIRE COAST HOSPITALITY',
];

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** 1. The brewhouse MES's gyle export, one line of minified JSON: which yeast crop went into gyle 2611. */
function gyleExport(): EconomicsTask {
  const random = seededRandom(59_101);
  const first = 2400;
  const count = 420;
  const crops = shuffle(
    random,
    Array.from({ length: count }, (_, i) => 310 + i),
  );
  let needle = '';
  const data = Array.from({ length: count }, (_, i) => {
    const gyle = first + i;
    const beer = oneOf(random, BEERS);
    const daysAgo = Math.floor((count - i) * 0.45);
    const mashIn = TODAY - daysAgo * DAY + (i % 2 === 0 ? 5 : 11) * HOUR + between(random, 0, 45) * MIN + between(random, 0, 59) * 1000;
    const knockout = mashIn + between(random, 330, 430) * MIN + between(random, 0, 59) * 1000;
    const crop = `CR-26-${pad4(crops[i]!)}`;
    if (gyle === 2611) needle = crop;
    const grist = Array.from({ length: between(random, 3, 6) }, (_, k) => {
      const [material, maltster] = k === 0 ? MALTS[pick(random, 3)]! : oneOf(random, MALTS);
      return {
        material,
        maltster,
        lot: `${maltster.slice(0, 3).toUpperCase()}-${between(random, 24100, 26999)}`,
        kg: k === 0 ? between(random, 520, 980) : between(random, 8, 120),
      };
    });
    const additions = Array.from({ length: between(random, 2, beer.hoppy ? 7 : 3) }, (_, k) => ({
      hop: oneOf(random, HOPS),
      form: oneOf(random, ['T90', 'T90', 'T90', 'Cryo', 'CO2 extract']),
      lot: `HL-26-${pad4(between(random, 100, 1400))}`,
      g: between(random, 400, 12_000),
      at_min: k === 0 ? 60 : oneOf(random, [30, 15, 10, 5, 0]),
    }));
    const volume = num(random, 29.2, 31.4, 1);
    return {
      gyle,
      recipe: `${beer.code}-v${between(random, 3, 9)}`,
      beer: beer.name,
      brew_length_hl: 30,
      brewhouse: 'BH1',
      brewer: oneOf(random, PEOPLE),
      status: daysAgo > 28 ? 'packaged' : daysAgo > 10 ? 'conditioning' : 'fermenting',
      mash: {
        vessel: 'MLT-01',
        mash_in: iso(mashIn),
        liquor_hl: num(random, 17, 24, 1),
        strike_temp_c: num(random, 70, 74.5, 1),
        steps: [
          { step: 'saccharification', temp_c: between(random, 64, 68), hold_min: oneOf(random, [45, 60, 60, 75]) },
          { step: 'mash_out', temp_c: 76, hold_min: 10 },
        ],
        ph: num(random, 5.2, 5.45, 2),
      },
      grist,
      kettle: {
        vessel: 'K-01',
        preboil_plato: num(random, beer.plato - 1.6, beer.plato - 0.9, 2),
        boil_min: oneOf(random, [60, 60, 75, 90]),
        evaporation_pct: num(random, 4.5, 7.5, 1),
        additions,
      },
      knockout: {
        fv: `FV-${pad2(between(random, 1, 24))}`,
        at: iso(knockout),
        volume_hl: volume,
        og_plato: num(random, beer.plato - 0.3, beer.plato + 0.3, 2),
        temp_c: num(random, beer.code === 'HLAG' ? 9 : 17, beer.code === 'HLAG' ? 11 : 20, 1),
        o2_ppm: num(random, 7.5, 10.5, 1),
      },
      yeast: {
        strain: beer.yeast,
        crop_id: crop,
        source_gyle: gyle - between(random, 4, 16),
        generation: between(random, 1, 9),
        viability_pct: num(random, 88, 98.5, 1),
        pitch_rate_mcells_ml: num(random, 8, 16, 1),
        pitched_at: iso(knockout + between(random, 4, 40) * MIN),
      },
      losses_hl: { trub: num(random, 1.2, 2.6, 1), hop: num(random, 0.2, 1.4, 1) },
    };
  });
  const output = JSON.stringify({
    meta: {
      site: 'BFB-PAULL',
      system: 'brewhouse-mes',
      api_version: '3.2',
      generated_at: '2026-11-19T07:12:44Z',
      count,
      first_gyle: first,
    },
    data,
  });
  return probe(
    'round 59: brewhouse gyle export',
    'Which yeast crop was pitched into gyle 2611?',
    'mes_export_gyles',
    output,
    'yeast-crop',
    needle,
    true,
  );
}

/** 2. The ERP's alcohol duty return workings, one line of XML: duty due on Spurn Point DIPA cans in October. */
function dutyReturn(): EconomicsTask {
  const random = seededRandom(59_202);
  const packs: Record<string, { desc: string; cl: number; draught: boolean; unit: string; lo: number; hi: number }> = {
    K30: { desc: 'Keg 30 L', cl: 3000, draught: true, unit: 'KEG', lo: 1, hi: 12 },
    K50: { desc: 'Keg 50 L', cl: 5000, draught: true, unit: 'KEG', lo: 1, hi: 8 },
    CSK: { desc: 'Cask firkin 40.9 L', cl: 4091, draught: true, unit: 'CSK', lo: 1, hi: 8 },
    C440: { desc: 'Can 440 ml x 24', cl: 1056, draught: false, unit: 'CS', lo: 10, hi: 120 },
    B500: { desc: 'Bottle 500 ml x 12', cl: 600, draught: false, unit: 'CS', lo: 5, hi: 80 },
  };
  const lineup: readonly (readonly [string, readonly string[]])[] = [
    ['BBIT', ['K50', 'CSK', 'B500']],
    ['MLRK', ['CSK', 'K30']],
    ['LPAL', ['K30', 'K50', 'CSK', 'C440']],
    ['HLAG', ['K30', 'K50', 'C440']],
    ['FIPA', ['K30', 'K50', 'CSK', 'C440', 'B500']],
    ['SPDI', ['K30', 'C440']],
    ['SFHZ', ['K30', 'C440']],
    ['TSTO', ['K30', 'CSK', 'C440', 'B500']],
    ['KPOR', ['CSK', 'B500']],
    ['SGOS', ['K30', 'C440']],
    ['WBEA', ['K30', 'CSK', 'C440', 'B500']],
  ];
  const taxCode = (abv: number, draught: boolean) => (abv < 3.5 ? (draught ? '361' : '311') : draught ? '371' : '321');
  const taxDesc = (abv: number, draught: boolean) =>
    `Beer, ${abv < 3.5 ? 'ABV 1.3% to 3.4%' : 'ABV 3.5% to 8.4%'}, ${draught ? 'eligible for draught relief' : 'not eligible for draught relief'}`;
  const rate = (abv: number, draught: boolean) => (abv < 3.5 ? (draught ? 8.42 : 9.61) : draught ? 19.08 : 21.78);
  const money = (pence: number) => (pence / 100).toFixed(2);
  const totals = new Map<string, { lpa: number; duty: number }>();
  let needle = '';
  let lineNo = 0;
  const dutyLines: string[] = [];
  for (const [code, packCodes] of lineup) {
    const beer = beerBy(code);
    for (const packCode of packCodes) {
      const pack = packs[packCode]!;
      lineNo++;
      const n = between(random, 25, 60);
      const days = Array.from({ length: n }, () => between(random, 1, 31)).sort((a, b) => a - b);
      let units = 0;
      let litresCl = 0;
      let lpaCents = 0;
      let dutyPence = 0;
      const r = rate(beer.abv, pack.draught);
      const movements = days.map((d) => {
        const u = between(random, pack.lo, pack.hi);
        const cl = u * pack.cl;
        const lpa = Math.round((cl * beer.abv) / 100);
        const duty = Math.round(lpa * r);
        units += u;
        litresCl += cl;
        lpaCents += lpa;
        dutyPence += duty;
        return `<Movement><Date>2026-10-${pad2(d)}</Date><DeliveryNote>DN-26-${between(random, 104_000, 109_999)}</DeliveryNote><Consignee>${oneOf(random, CUSTOMERS).replace('&', '&amp;')}</Consignee><Units unit="${pack.unit}">${u}</Units><Litres>${money(cl)}</Litres><LPA>${money(lpa)}</LPA><Duty>${money(duty)}</Duty></Movement>`;
      });
      const tc = taxCode(beer.abv, pack.draught);
      const t = totals.get(tc) ?? { lpa: 0, duty: 0 };
      totals.set(tc, { lpa: t.lpa + lpaCents, duty: t.duty + dutyPence });
      if (code === 'SPDI' && packCode === 'C440') needle = money(dutyPence);
      dutyLines.push(
        `<DutyLine><LineNo>${lineNo}</LineNo><TaxTypeCode>${tc}</TaxTypeCode><TaxTypeDescription>${taxDesc(beer.abv, pack.draught)}</TaxTypeDescription><Product><Code>${code}-${packCode}</Code><Name>${beer.name}</Name><Package>${pack.desc}</Package><ABV>${beer.abv.toFixed(1)}</ABV></Product><DutyRate unit="GBP per litre of alcohol">${r.toFixed(2)}</DutyRate><Movements count="${n}">${movements.join('')}</Movements><TotalUnits>${units}</TotalUnits><TotalLitres>${money(litresCl)}</TotalLitres><TotalLPA>${money(lpaCents)}</TotalLPA><DutyDue currency="GBP">${money(dutyPence)}</DutyDue></DutyLine>`,
      );
    }
  }
  const summary = [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tc, t]) => `<TaxType code="${tc}"><TotalLPA>${money(t.lpa)}</TotalLPA><DutyDue>${money(t.duty)}</DutyDue></TaxType>`)
    .join('');
  const grand = [...totals.values()].reduce((s, t) => s + t.duty, 0);
  const adjustments = Array.from(
    { length: 6 },
    (_, i) =>
      `<Adjustment><Type>${oneOf(random, ['Spoilt beer (destroyed on premises)', 'Under-declaration 2026-09', 'Repackaging loss', 'Returned from trade'])}</Type><Reference>ADJ-26-${pad4(between(random, 100, 999))}${i}</Reference><Product>${oneOf(random, BEERS).name}</Product><LPA>-${between(random, 1, 40)}.${pad2(between(random, 0, 99))}</LPA><Duty>-${between(random, 10, 480)}.${pad2(between(random, 0, 99))}</Duty></Adjustment>`,
  ).join('');
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<DutyReturnWorkings xmlns="urn:bfb:erp:excise:1.3" generated="2026-11-19T08:02:11Z">' +
    '<Producer><Name>Brackwater Ferry Brewing Co. Ltd</Name><AlcoholDutyReference>XMADP0004417</AlcoholDutyReference><Premises>Wharf Road, Paull, HU12 8AT</Premises><SmallProducerRelief eligible="false"/></Producer>' +
    '<Period><Key>26OC</Key><Start>2026-10-01</Start><End>2026-10-31</End><DueDate>2026-11-15</DueDate><Status>Submitted</Status><SubmittedAt>2026-11-12T16:40:09Z</SubmittedAt><SubmittedBy>K. Ashworth</SubmittedBy></Period>' +
    `<DutyLines count="${lineNo}">${dutyLines.join('')}</DutyLines><Adjustments>${adjustments}</Adjustments>` +
    `<Summary>${summary}<TotalDutyDue currency="GBP">${money(grand)}</TotalDutyDue><PaymentReference>XMADP0004417-26OC</PaymentReference></Summary></DutyReturnWorkings>`;
  return probe(
    'round 59: duty return workings',
    'How much duty was due on the Spurn Point DIPA cans in the October return?',
    'erp_duty_return',
    output,
    'duty-due',
    needle,
    true,
  );
}

/** 3. Tomorrow's dispatch route plan, one line of minified GeoJSON: when the van is due at the Crown & Anchor in Beverley. */
function routePlan(): EconomicsTask {
  const random = seededRandom(59_303);
  let needle = '';
  const towns: readonly { name: string; lon: number; lat: number; pc: readonly string[] }[] = [
    { name: 'Beverley', lon: -0.4318, lat: 53.842, pc: ['HU17'] },
    { name: 'Hull', lon: -0.3367, lat: 53.7457, pc: ['HU1', 'HU2', 'HU3', 'HU5', 'HU8', 'HU9'] },
    { name: 'Hessle', lon: -0.4365, lat: 53.7239, pc: ['HU13'] },
    { name: 'Cottingham', lon: -0.407, lat: 53.7816, pc: ['HU16'] },
    { name: 'Driffield', lon: -0.4367, lat: 54.0059, pc: ['YO25'] },
    { name: 'Bridlington', lon: -0.1926, lat: 54.0831, pc: ['YO15', 'YO16'] },
    { name: 'Hornsea', lon: -0.1641, lat: 53.9112, pc: ['HU18'] },
    { name: 'Withernsea', lon: 0.0323, lat: 53.7309, pc: ['HU19'] },
    { name: 'Pocklington', lon: -0.7791, lat: 53.9305, pc: ['YO42'] },
    { name: 'Market Weighton', lon: -0.6664, lat: 53.8626, pc: ['YO43'] },
    { name: 'Howden', lon: -0.8676, lat: 53.7448, pc: ['DN14'] },
    { name: 'Goole', lon: -0.8756, lat: 53.7047, pc: ['DN14'] },
    { name: 'Selby', lon: -1.0665, lat: 53.7838, pc: ['YO8'] },
    { name: 'York', lon: -1.0815, lat: 53.96, pc: ['YO1', 'YO10', 'YO23', 'YO31'] },
    { name: 'Malton', lon: -0.7962, lat: 54.135, pc: ['YO17'] },
    { name: 'Scarborough', lon: -0.4048, lat: 54.2831, pc: ['YO11', 'YO12'] },
    { name: 'Whitby', lon: -0.6149, lat: 54.4858, pc: ['YO21', 'YO22'] },
    { name: 'Grimsby', lon: -0.0807, lat: 53.5675, pc: ['DN31', 'DN32', 'DN34'] },
    { name: 'Cleethorpes', lon: -0.0297, lat: 53.5533, pc: ['DN35'] },
    { name: 'Scunthorpe', lon: -0.6544, lat: 53.5809, pc: ['DN15', 'DN16'] },
    { name: 'Barton-upon-Humber', lon: -0.4387, lat: 53.6845, pc: ['DN18'] },
    { name: 'Brigg', lon: -0.492, lat: 53.5527, pc: ['DN20'] },
    { name: 'Louth', lon: -0.0043, lat: 53.367, pc: ['LN11'] },
    { name: 'Leeds', lon: -1.5491, lat: 53.8008, pc: ['LS1', 'LS2', 'LS6'] },
    { name: 'Wakefield', lon: -1.4977, lat: 53.6833, pc: ['WF1', 'WF2'] },
  ];
  const pubs = [
    'Crown & Anchor',
    'Royal Oak',
    'Red Lion',
    'White Horse',
    'Black Swan',
    'Ship Inn',
    "King's Head",
    'Green Dragon',
    'The Fleece',
    "Nag's Head",
    'Rose & Crown',
    'The Plough',
    'Bay Horse',
    'Golden Ball',
    'Sloop Inn',
    'Wig & Pen',
    'Cross Keys',
    'The Bell',
    'The Anchor',
    'Lord Nelson',
    'The Minerva',
    'Whalebone',
    'Crown & Cushion',
    'Anchor & Hope',
    'The Lighthouse Tap',
    'Old Ferry Boat',
    'Kings Arms',
    'Station Hotel',
    'Wolds Arms',
    'Beverley Arms',
    'Cornerhouse Bottle Shop',
    'Humber Tap',
  ];
  const streets = [
    'Market Place',
    'High Street',
    'North Bar Within',
    'Church Lane',
    'Station Road',
    'Westgate',
    'Eastgate',
    'King Street',
    'Queen Street',
    'Quay Road',
    'Bridge Street',
    'Main Street',
    'Flemingate',
    'Toll Gavel',
    'Saturday Market',
    'Lairgate',
    'Highgate',
    'Ladygate',
    'Beckside',
    'Newbegin',
    'Prince Street',
    'Albert Terrace',
  ];
  const skus = BEERS.flatMap((b) => [
    { sku: `${b.code}-K30`, desc: `${b.name} 30L keg` },
    { sku: `${b.code}-C440-24`, desc: `${b.name} 440ml can x24` },
  ]);
  const drivers = [
    'Wayne Fisher',
    'Carl Dunn',
    'Shaz Ahmed',
    'Ben Topliss',
    'Kerry Mould',
    'Jamie Dook',
    'Lee Rowbottom',
    'Dan Whitty',
    'Mick Precious',
  ];
  const depot = [-0.2303, 53.7196] as const;
  const features: object[] = [];
  const routeCount = 26;
  const targetRoute = 12;
  const targetSeq = 9;
  let stopNo = 5100;
  for (let r = 0; r < routeCount; r++) {
    const area =
      r === targetRoute
        ? [towns[0]!, towns[3]!, towns[4]!]
        : shuffle(random, [...towns])
            .slice(0, 3)
            .filter((t) => r % 3 !== 0 || t.name !== 'Beverley');
    const n = between(random, 18, 28);
    const routeId = `R-1120-${pad2(r + 1)}`;
    const depart = TODAY + DAY + 6 * HOUR + between(random, 0, 80) * MIN + between(random, 0, 59) * 1000;
    const second = (ms: number) => Math.round(ms / 1000) * 1000;
    let clock = depart;
    let at: readonly [number, number] = depot;
    const coords: (readonly [number, number])[] = [[depot[0], depot[1]]];
    const stops: object[] = [];
    let km = 0;
    for (let s = 1; s <= n; s++) {
      const isTarget = r === targetRoute && s === targetSeq;
      const town = isTarget ? towns[0]! : oneOf(random, area);
      let name = oneOf(random, pubs);
      while (!isTarget && name === 'Crown & Anchor' && town.name === 'Beverley') name = oneOf(random, pubs);
      if (isTarget) name = 'Crown & Anchor';
      const lon = Number((town.lon + within(random, -0.02, 0.02)).toFixed(5));
      const lat = Number((town.lat + within(random, -0.012, 0.012)).toFixed(5));
      const legKm = Math.hypot((lon - at[0]) * 66, (lat - at[1]) * 111) * 1.3;
      for (let k = 1; k <= between(random, 4, 9); k++) {
        const f = k / 10;
        coords.push([
          Number((at[0] + (lon - at[0]) * f + within(random, -0.004, 0.004)).toFixed(5)),
          Number((at[1] + (lat - at[1]) * f + within(random, -0.003, 0.003)).toFixed(5)),
        ]);
      }
      coords.push([lon, lat]);
      km += legKm;
      clock = second(clock + (legKm / 42) * HOUR + between(random, 0, 59) * 1000);
      if (isTarget) needle = iso(clock);
      const service = between(random, 8, 25);
      const windowStart = isTarget ? Math.floor(clock / HOUR) * HOUR - HOUR : TODAY + DAY + oneOf(random, [7, 8, 9, 10, 11]) * HOUR;
      const deliver = Array.from({ length: between(random, 1, 4) }, () => {
        const item = oneOf(random, skus);
        return { sku: item.sku, desc: item.desc, qty: between(random, 1, 6) };
      });
      stops.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lon, lat] },
        properties: {
          kind: 'stop',
          route_id: routeId,
          seq: s,
          stop_id: `STP-${++stopNo}`,
          account: `A${between(random, 10_000, 19_999)}`,
          name,
          street: `${between(random, 1, 140)} ${oneOf(random, streets)}`,
          town: town.name,
          postcode: `${oneOf(random, town.pc)} ${between(random, 1, 9)}${oneOf(random, ['A', 'B', 'D', 'E', 'H', 'L', 'N', 'P', 'R', 'T', 'W'])}${oneOf(random, ['A', 'B', 'D', 'F', 'G', 'J', 'L', 'N', 'Q', 'U', 'X', 'Y'])}`,
          time_window: { start: iso(windowStart), end: iso(windowStart + oneOf(random, [3, 4, 5, 6]) * HOUR) },
          eta: iso(clock),
          etd: iso(clock + service * MIN),
          service_min: service,
          drive_km_from_prev: Number(legKm.toFixed(1)),
          deliver,
          collect: [{ item: 'empty_keg_30l', qty: between(random, 0, 8) }],
          notes: oneOf(random, [
            '',
            'Cellar drop via pavement hatch; ring landlord on arrival',
            'Rear yard access off back lane, low arch 3.2m',
            'Do not deliver before 09:30 (school run)',
            'Keys in key safe, code on driver sheet',
            'Stack empties by bins',
          ]),
        },
      });
      clock += service * MIN;
      at = [lon, lat];
    }
    coords.push([depot[0], depot[1]]);
    km += Math.hypot((depot[0] - at[0]) * 66, (depot[1] - at[1]) * 111) * 1.3;
    clock = second(clock + (km / 42 / n) * HOUR);
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: coords },
      properties: {
        kind: 'route',
        route_id: routeId,
        vehicle: `${oneOf(random, ['YK', 'YJ', 'YX', 'HN'])}${between(random, 19, 74)} ${oneOf(random, ['BFB', 'FRY', 'KVG', 'HUM'])}`,
        vehicle_type: oneOf(random, ['7.5t rigid tail-lift', '3.5t Luton tail-lift', '18t rigid']),
        driver: oneOf(random, drivers),
        depart: iso(depart),
        return: iso(clock),
        distance_km: Number(km.toFixed(1)),
        stops: n,
      },
    });
    features.push(...stops);
  }
  const output = JSON.stringify({
    type: 'FeatureCollection',
    metadata: {
      plan_id: 'PLAN-20261120-A',
      depot: 'Paull (HU12 8AT)',
      plan_date: '2026-11-20',
      optimised_at: '2026-11-19T06:58:21Z',
      engine: 'routeopt 5.8',
    },
    features,
  });
  return probe(
    'round 59: dispatch route plan',
    "What time is tomorrow's delivery to the Crown & Anchor in Beverley expected to arrive?",
    'get_route_plan',
    output,
    'eta',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** 4. The fermentation control's vessel status, pretty JSON: when the dry hop is due on the tank with Sea Fret Hazy in it. */
function vesselStatus(): EconomicsTask {
  const random = seededRandom(59_404);
  const needle = '2026-11-20T13:30:00Z';
  const now = TODAY + 7 * HOUR;
  const fix = (ms: number) => (iso(ms) === needle ? iso(ms + 15 * MIN) : iso(ms));
  const future = () => fix(now + between(random, 2, 110) * HOUR + between(random, 0, 3) * 15 * MIN);
  const others = BEERS.filter((b) => b.code !== 'SFHZ');
  const ids = [...Array.from({ length: 24 }, (_, i) => `FV-${pad2(i + 1)}`), ...Array.from({ length: 8 }, (_, i) => `BBT-${pad2(i + 1)}`)];
  let gyleNo = 2740;
  const vessels = ids.map((id) => {
    const isFv = id.startsWith('FV');
    const target = id === 'FV-15';
    const state = target
      ? 'fermenting'
      : id === 'BBT-04'
        ? 'holding'
        : id === 'FV-03'
          ? 'empty_clean'
          : isFv
            ? oneOf(random, [
                'fermenting',
                'fermenting',
                'fermenting',
                'diacetyl_rest',
                'crash_cooling',
                'conditioning',
                'empty_clean',
                'empty_dirty',
              ])
            : oneOf(random, ['holding', 'holding', 'carbonating', 'empty_clean', 'packaging']);
    const empty = state.startsWith('empty');
    const beer = target || id === 'BBT-04' ? beerBy('SFHZ') : oneOf(random, others);
    const setpoint = empty
      ? null
      : !isFv || state === 'crash_cooling' || state === 'conditioning'
        ? num(random, 0, 2, 1)
        : beer.code === 'HLAG'
          ? num(random, 10, 12.5, 1)
          : num(random, 18, 21, 1);
    const actual = setpoint === null ? num(random, 9, 12, 1) : Number((setpoint + within(random, -0.3, 0.3)).toFixed(1));
    const schedule: object[] = [];
    if (target) {
      schedule.push({
        action: 'dry_hop',
        due: needle,
        status: 'pending',
        additions: [
          { hop: 'Citra', form: 'Cryo', lot: 'HL-26-1187', kg: 6 },
          { hop: 'Mosaic', form: 'T90', lot: 'HL-26-1142', kg: 9 },
          { hop: 'Strata', form: 'T90', lot: 'HL-26-1203', kg: 6 },
        ],
      });
      schedule.push({ action: 'diacetyl_rest', due: future(), status: 'pending', target_c: 21 });
      schedule.push({ action: 'crash', due: future(), status: 'pending', target_c: 1 });
    } else if (!empty && isFv) {
      if (beer.hoppy && state === 'fermenting' && random() < 0.8)
        schedule.push({
          action: 'dry_hop',
          due: future(),
          status: 'pending',
          additions: Array.from({ length: between(random, 1, 3) }, () => ({
            hop: oneOf(random, HOPS),
            form: oneOf(random, ['T90', 'Cryo']),
            lot: `HL-26-${pad4(between(random, 900, 1300))}`,
            kg: between(random, 3, 12),
          })),
        });
      if (state !== 'conditioning') schedule.push({ action: 'crash', due: future(), status: 'pending', target_c: between(random, 0, 2) });
      schedule.push({ action: 'yeast_dump', due: future(), status: 'pending' });
      schedule.push({ action: 'transfer', due: future(), status: 'pending', to: `BBT-${pad2(between(random, 1, 8))}` });
    } else if (!empty) {
      schedule.push({
        action: state === 'carbonating' ? 'carbonation_check' : 'package',
        due: future(),
        status: 'pending',
        line: oneOf(random, ['L1', 'L2', 'L3']),
      });
    }
    const filled = now - between(random, isFv ? 1 : 1, isFv ? 14 : 6) * DAY - between(random, 0, 23) * HOUR - between(random, 0, 59) * MIN;
    const og = num(random, beer.plato - 0.3, beer.plato + 0.3, 1);
    const current = !isFv ? Number((og * 0.22).toFixed(2)) : num(random, og * 0.2, og * 0.7, 2);
    const batch = empty
      ? null
      : {
          gyle: gyleNo++,
          beer: beer.name,
          recipe: `${beer.code}-v${between(random, 3, 9)}`,
          schedule,
          filled_at: iso(filled),
          volume_hl: num(random, 27, isFv && Number(id.slice(3)) > 12 ? 59 : 30.5, 1),
          og_plato: og,
          current_plato: current,
          apparent_attenuation_pct: Number((((og - current) / og) * 100).toFixed(1)),
          yeast: { strain: beer.yeast, crop_id: `CR-26-${pad4(between(random, 700, 760))}`, generation: between(random, 1, 9) },
        };
    const readings = Array.from({ length: 96 }, (_, k) => {
      const at = now - (95 - k) * 30 * MIN;
      return {
        at: iso(at),
        temp_c: Number(((setpoint ?? actual) + within(random, -0.4, 0.4)).toFixed(1)),
        plato: empty || !isFv ? null : Number((current + ((95 - k) / 95) * within(random, 0.4, 1.6)).toFixed(2)),
        pressure_bar: num(random, empty ? 0 : 0.3, empty ? 0.05 : 1.1, 2),
      };
    });
    return {
      id,
      type: isFv ? 'unitank' : 'bright_tank',
      capacity_hl: isFv ? (Number(id.slice(3)) > 12 ? 60 : 30) : Number(id.slice(4)) > 4 ? 60 : 30,
      location: isFv ? (Number(id.slice(3)) > 12 ? 'Cellar B' : 'Cellar A') : 'Bright room',
      state,
      control: {
        mode: empty ? 'off' : 'auto',
        setpoint_c: setpoint,
        actual_c: actual,
        jacket_valve_open_pct: empty ? 0 : between(random, 0, 70),
        spunding_setpoint_bar: empty ? null : num(random, 0.6, 1.2, 1),
      },
      batch,
      planned_next:
        id === 'FV-03'
          ? { gyle: 2819, beer: 'Sea Fret Hazy', fill_at: future() }
          : empty
            ? { gyle: 2812 + between(random, 0, 6), beer: oneOf(random, others).name, fill_at: future() }
            : null,
      readings,
    };
  });
  const output = JSON.stringify(
    {
      site: 'BFB-PAULL',
      system: 'cellar-control',
      generated_at: iso(now + 2 * MIN + 14_000),
      include: ['batch', 'schedule', 'readings'],
      vessels,
    },
    null,
    2,
  );
  return probe(
    'round 59: fermenter status',
    "When is the dry hop due on the tank that's got the Sea Fret Hazy in it?",
    'cellar_vessel_status',
    output,
    'dry-hop',
    needle,
  );
}

/** 5. The CMMS's work order export, XML: when the bearing on the line 2 labeller is to be replaced. */
function workOrders(): EconomicsTask {
  const random = seededRandom(59_505);
  const needle = '2026-11-23T06:00:00';
  const t = (ms: number) => (local(ms) === needle ? local(ms + HOUR) : local(ms));
  const assets: readonly (readonly [string, string])[] = [
    ['BH-MLT-01', 'Mash/lauter tun'],
    ['BH-KET-01', 'Kettle/whirlpool'],
    ['BH-HLT-01', 'Hot liquor tank'],
    ['BH-MILL-01', 'Two-roll malt mill'],
    ['BH-HX-01', 'Wort cooler (plate HX)'],
    ['BH-PMP-01', 'Wort transfer pump'],
    ['BH-PMP-02', 'Liquor pump'],
    ['CEL-GLY-01', 'Glycol chiller'],
    ['CEL-GLY-P01', 'Glycol pump 1'],
    ['CEL-GLY-P02', 'Glycol pump 2'],
    ['CEL-CO2-01', 'CO2 recovery plant'],
    ['CEL-CIP-01', 'CIP skid'],
    ['CEL-CENT-01', 'Beer centrifuge'],
    ['L1-DEPAL-01', 'Line 1 can depalletiser'],
    ['L1-RINS-01', 'Line 1 can rinser'],
    ['L1-FILL-01', 'Line 1 can filler (40 valve)'],
    ['L1-SEAM-01', 'Line 1 can seamer'],
    ['L1-LAB-01', 'Line 1 can labeller (self-adhesive)'],
    ['L1-CW-01', 'Line 1 checkweigher'],
    ['L1-PACK-01', 'Line 1 multipack applicator'],
    ['L1-PAL-01', 'Line 1 palletiser'],
    ['L2-DEPAL-01', 'Line 2 bottle depalletiser'],
    ['L2-RINS-01', 'Line 2 bottle rinser'],
    ['L2-FILL-01', 'Line 2 bottle filler/crowner'],
    ['L2-LAB-01', 'Line 2 rotary labeller (cold glue)'],
    ['L2-CODE-01', 'Line 2 laser coder'],
    ['L2-CASE-01', 'Line 2 case packer'],
    ['L2-PAL-01', 'Line 2 palletiser'],
    ['L3-KW-01', 'Line 3 keg washer/filler'],
    ['L3-KCAP-01', 'Line 3 keg capper'],
    ['UT-COMP-01', 'Air compressor'],
    ['UT-BOIL-01', 'Steam boiler'],
    ['UT-N2-01', 'Nitrogen generator'],
    ['UT-ETP-01', 'Effluent treatment plant'],
    ['WH-FLT-01', 'Forklift 1 (electric)'],
    ['WH-FLT-02', 'Forklift 2 (electric)'],
    ['WH-DOCK-01', 'Dock leveller D1'],
    ['WH-DOCK-04', 'Dock leveller D4'],
    ['WH-REF-01', 'Cold store refrigeration'],
  ];
  const pm = [
    'Weekly lubrication round',
    'Monthly guarding and e-stop check',
    'Quarterly belt and chain inspection',
    'Grease bearings (6-weekly)',
    'Clean and inspect sensors',
    'Annual PUWER inspection',
    'Check and tension drive chain',
    'Inspect and replace filters',
  ];
  const corrective = [
    'Replace worn guide rail',
    'Investigate intermittent jam at infeed',
    'Replace leaking shaft seal',
    'Replace tail shaft bearing on outfeed conveyor',
    'Adjust timing after changeover',
    'Replace proximity sensor',
    'Repair air leak on valve manifold',
    'Replace failed solenoid valve',
    'Replace motor bearing (noisy)',
    'Replace worn gearbox oil seal',
  ];
  const labeller = [
    'Replace glue pump filter',
    'Adjust label magazine',
    'Clean glue roller and scraper',
    'Replace grippers on gripper cylinder',
    'Replace pallet segment sponges',
  ];
  const parts = [
    'SKF 6205-2RS1',
    'SKF 6206-2RS1',
    'SKF 6306-2Z',
    'FAG 22210-E1',
    'Festo MFH-5-1/4',
    'IFM IG5953',
    'Gates 8MGT-1200-30',
    'O-ring kit EPDM 42x3',
  ];
  interface Wo {
    asset: readonly [string, string];
    title: string;
    type: string;
    created: number;
    status: string;
    planned: number;
    hours: number;
    tech: string;
    description: string;
    part: string | null;
    target?: boolean;
  }
  const wos: Wo[] = [];
  for (let i = 0; i < 520; i++) {
    const asset = oneOf(random, assets);
    const isPm = random() < 0.55;
    const isLab = asset[0].includes('LAB');
    const title = isPm ? oneOf(random, pm) : isLab && random() < 0.6 ? oneOf(random, labeller) : oneOf(random, corrective);
    const created = TODAY - between(random, 1, 200) * DAY + between(random, 7, 16) * HOUR + between(random, 0, 3599) * 1000;
    const plannedDay = created + between(random, 0, 21) * DAY;
    const planned = Math.floor(plannedDay / DAY) * DAY + oneOf(random, [6, 7, 8, 10, 13, 14]) * HOUR;
    const status =
      planned < TODAY - DAY ? (random() < 0.93 ? 'Closed' : 'Waiting parts') : planned < TODAY + 8 * HOUR ? 'In progress' : 'Scheduled';
    // The line 2 labeller's only open bearing job is the planted one: any other is an old, closed one.
    const oldBearing = asset[0] === 'L2-LAB-01' && /bearing/i.test(title);
    const shift = oldBearing && planned > TODAY - 60 * DAY ? 75 * DAY : 0;
    wos.push({
      asset,
      title: oldBearing ? 'Replace glue roller drive bearing' : title,
      type: isPm ? 'Preventive' : 'Corrective',
      created: created - shift,
      status: oldBearing ? 'Closed' : status,
      planned: planned - shift,
      hours: between(random, 1, 16) / 2,
      tech: oneOf(random, ['D. Ellerby', 'G. Sowerby', 'P. Nwosu', 'M. Fenwick', 'C. Rudd', 'Contractor: Humber Automation']),
      description: isPm
        ? `Per PM schedule ${asset[0]}-PM${between(random, 1, 6)}. Record findings on checklist.`
        : oneOf(random, [
            'Raised by shift lead after repeated stops.',
            'Found on weekly round; running hot and noisy.',
            'Operator reports vibration at full speed.',
            'Leak noticed during CIP, product side dry.',
            'Intermittent, worse after changeover.',
          ]),
      part: isPm ? null : oneOf(random, parts),
    });
  }
  wos.push({
    asset: ['L2-LAB-01', 'Line 2 rotary labeller (cold glue)'],
    title: 'Replace drive-side bearings on vacuum drum',
    type: 'Corrective',
    created: Date.UTC(2026, 10, 16, 10, 22, 41),
    status: 'Scheduled',
    planned: Date.parse(`${needle}Z`),
    hours: 4,
    tech: 'D. Ellerby',
    description:
      'Noisy and running hot at last shift check (62 C on housing). Replace both drive-side bearings on the vacuum drum shaft, check drum runout.',
    part: 'SKF 6206-2RS1',
    target: true,
  });
  wos.push({
    asset: ['L1-LAB-01', 'Line 1 can labeller (self-adhesive)'],
    title: 'Replace applicator roller bearing',
    type: 'Corrective',
    created: Date.UTC(2026, 10, 17, 14, 5, 12),
    status: 'Scheduled',
    planned: Date.UTC(2026, 10, 24, 13, 0, 0),
    hours: 2,
    tech: 'G. Sowerby',
    description: 'Roller judders at speed; bearing worn. Fit from stock.',
    part: 'SKF 6205-2RS1',
  });
  const numbered = [...wos]
    .sort((a, b) => a.created - b.created)
    .map((w, i) => ({ ...w, no: `WO-26-${String(8300 + i * 2 + pick(random, 2))}` }));
  numbered.sort((a, b) => a.asset[0].localeCompare(b.asset[0]) || a.no.localeCompare(b.no));
  const esc = (s: string) => s.replace(/&/g, '&amp;');
  const blocks = numbered.map((w) => {
    const start = w.target ? needle : t(w.planned);
    const end = t(w.planned + Math.ceil(w.hours) * HOUR);
    const done =
      w.status === 'Closed'
        ? `\n    <CompletedAt>${t(w.planned + Math.ceil(w.hours) * HOUR + between(random, -50, 90) * MIN)}</CompletedAt>`
        : '';
    const part = w.part
      ? `\n    <Parts>\n      <Part number="${w.part}" qty="${between(random, 1, 2)}" store="MS-${oneOf(random, ['A', 'B', 'C'])}${between(random, 1, 9)}-${pad2(between(random, 1, 20))}"/>\n    </Parts>`
      : '\n    <Parts/>';
    return `  <WorkOrder id="${w.no}">
    <Title>${esc(w.title)}</Title>
    <Asset code="${w.asset[0]}">${esc(w.asset[1])}</Asset>
    <Type>${w.type}</Type>
    <Priority>${w.type === 'Preventive' ? '3 - Normal' : oneOf(random, ['2 - High', '3 - Normal', '2 - High'])}</Priority>
    <Status>${w.status}</Status>
    <RequestedBy>${oneOf(random, PEOPLE)}</RequestedBy>
    <Created>${t(w.created)}</Created>
    <Description>${esc(w.description)}</Description>
    <Schedule>
      <PlannedStart>${start}</PlannedStart>
      <PlannedEnd>${end}</PlannedEnd>
      <Shift>${hhmm(w.planned) < '12:00' ? 'Early' : 'Late'}</Shift>
    </Schedule>${done}
    <Labour>
      <Technician>${esc(w.tech)}</Technician>
      <EstimatedHours>${w.hours.toFixed(1)}</EstimatedHours>
    </Labour>${part}
    <Downtime required="${w.asset[0].startsWith('L') ? 'true' : 'false'}"/>
  </WorkOrder>`;
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?>
<WorkOrderExport site="BFB-PAULL" system="Maintix CMMS 11.4" exported="2026-11-19T07:40:02" filter="all statuses, created since 2026-05-01" sort="asset,number" count="${blocks.length}">
${blocks.join('\n')}
</WorkOrderExport>
`;
  return probe(
    'round 59: maintenance work orders',
    'When is the bearing on the line 2 labeller being replaced?',
    'cmms_export_work_orders',
    output,
    'bearing-date',
    needle,
  );
}

/** A GS1 SSCC (extension digit 3, company prefix 506012340), with its check digit. */
function sscc(serial: number): string {
  const body = `3506012340${String(serial).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[16 - i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

const WMS_SKUS = BEERS.filter((b) => b.code !== 'LTID').flatMap((b) => [`${b.code}-C440-24`, `${b.code}-K30`, `${b.code}-B500-12`]);

/** 6. The WMS application log, with Java stack traces: which pallet stopped Humber Wholesale's order from allocating. */
function wmsLog(): EconomicsTask {
  const random = seededRandom(59_606);
  const needle = sscc(4_129_377);
  const pool = Array.from({ length: 900 }, (_, i) => sscc(4_180_000 + i * 7 + pick(random, 7)));
  const locs = () =>
    `${oneOf(random, ['CS', 'AW', 'KS'])}-${oneOf(random, ['A', 'B', 'C', 'D'])}${pad2(between(random, 1, 24))}-${between(random, 1, 4)}`;
  const lot = () => `L${between(random, 2560, 2790)}-${between(random, 1, 3)}`;
  const lines: string[] = [];
  let clock = TODAY + 4 * HOUR;
  const end = TODAY + 9 * HOUR + 30 * MIN;
  let so = 48_340;
  const notTarget = (n: number) => (n === 48_391 ? 48_392 : n);
  const ts = () => `${stamp(clock)}.${String(clock % 1000).padStart(3, '0')}`;
  const log = (level: string, thread: string, cls: string, msg: string) =>
    lines.push(`${ts()} ${level.padEnd(5)} [${thread}] ${cls} - ${msg}`);
  const trace = (root: string, cause: string) => {
    lines.push(root);
    for (const f of [
      'com.bfb.wms.alloc.AllocationService.allocateLine(AllocationService.java:412)',
      'com.bfb.wms.alloc.AllocationService.allocate(AllocationService.java:188)',
      'com.bfb.wms.alloc.AllocationWorker.process(AllocationWorker.java:77)',
      'com.bfb.wms.queue.JobRunner.run(JobRunner.java:54)',
      'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
      'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
      'java.base/java.lang.Thread.run(Thread.java:1583)',
    ])
      lines.push(`\tat ${f}`);
    lines.push(cause);
    for (const f of [
      'com.bfb.wms.stock.StockLedger.reserve(StockLedger.java:233)',
      'com.bfb.wms.stock.StockLedger.reserveFefo(StockLedger.java:198)',
      'com.bfb.wms.alloc.AllocationService.allocateLine(AllocationService.java:398)',
    ])
      lines.push(`\tat ${f}`);
    lines.push('\t... 6 more');
  };
  let planted = false;
  while (clock < end) {
    clock += between(random, 400, 9000);
    if (!planted && clock >= TODAY + 6 * HOUR + 41 * MIN) {
      planted = true;
      log(
        'INFO',
        'alloc-worker-2',
        'c.b.wms.alloc.AllocationService',
        'Allocating SO-48391 for HUMBER WHOLESALE LTD (ship 2026-11-19, 3 lines)',
      );
      clock += 61;
      log(
        'INFO',
        'alloc-worker-2',
        'c.b.wms.alloc.AllocationService',
        `Allocated SO-48391 line 1: 20 KEG FIPA-K30 from SSCC ${oneOf(random, pool)} (loc KS-B07-1, lot L2702-1)`,
      );
      clock += 57;
      log('ERROR', 'alloc-worker-2', 'c.b.wms.alloc.AllocationService', 'Allocation aborted for SO-48391, rolling back 1 reservation');
      trace(
        'com.bfb.wms.alloc.AllocationException: Cannot allocate SO-48391 line 2 (FIPA-C440-24, 40 CS): no releasable stock',
        `Caused by: com.bfb.wms.stock.QaHoldException: SSCC ${needle} (lot L2611-2, 84 CS, loc CS-C11-2) is held by QA hold HOLD-26-0311`,
      );
      continue;
    }
    const roll = random();
    const user = oneOf(random, ['jkettlewell', 'aosei', 'lvarga', 'kashworth', 'mfenwick', 'cpickering']);
    const rf = `RF${pad2(between(random, 1, 14))}`;
    if (roll < 0.22)
      log(
        'INFO',
        `rf-gateway-${between(random, 1, 3)}`,
        'c.b.wms.rf.ScanHandler',
        `${rf} user=${user} scan SSCC ${oneOf(random, pool)} at ${locs()}`,
      );
    else if (roll < 0.36)
      log(
        'INFO',
        'putaway-1',
        'c.b.wms.putaway.PutawayService',
        `Putaway SSCC ${oneOf(random, pool)} (${oneOf(random, WMS_SKUS)}, lot ${lot()}, ${between(random, 8, 90)} CS) -> ${locs()}`,
      );
    else if (roll < 0.46) {
      if (so === 48_391) so++;
      const order = `SO-${so++}`;
      const customer = oneOf(random, CUSTOMERS);
      const worker = `alloc-worker-${between(random, 1, 4)}`;
      log(
        'INFO',
        worker,
        'c.b.wms.alloc.AllocationService',
        `Allocating ${order} for ${customer} (ship ${ymd(clock + between(random, 0, 2) * DAY)}, ${between(random, 1, 4)} lines)`,
      );
      if (random() < 0.08) {
        clock += between(random, 40, 300);
        log('ERROR', worker, 'c.b.wms.alloc.AllocationService', `Allocation aborted for ${order}, rolling back 0 reservations`);
        const sku = oneOf(random, WMS_SKUS);
        trace(
          `com.bfb.wms.alloc.AllocationException: Cannot allocate ${order} line 1 (${sku}, ${between(random, 10, 60)} CS): no releasable stock`,
          random() < 0.5
            ? `Caused by: com.bfb.wms.stock.ShortStockException: ${sku} available ${between(random, 0, 9)}, required ${between(random, 10, 60)}`
            : `Caused by: com.bfb.wms.stock.BbeWindowException: ${sku} lot ${lot()} best before inside customer minimum life (${between(random, 60, 120)} days)`,
        );
      } else {
        for (let k = 1; k <= between(random, 1, 3); k++) {
          clock += between(random, 20, 200);
          log(
            'INFO',
            worker,
            'c.b.wms.alloc.AllocationService',
            `Allocated ${order} line ${k}: ${between(random, 4, 80)} ${oneOf(random, ['CS', 'KEG'])} ${oneOf(random, WMS_SKUS)} from SSCC ${oneOf(random, pool)} (loc ${locs()}, lot ${lot()})`,
          );
        }
      }
    } else if (roll < 0.58)
      log(
        'INFO',
        'pick-planner',
        'c.b.wms.pick.PickPlanner',
        `Pick task PT-${between(random, 300_000, 399_999)} created for SO-${notTarget(between(random, 48_300, so))}: SSCC ${oneOf(random, pool)} ${locs()} -> D${between(random, 1, 6)}`,
      );
    else if (roll < 0.68)
      log(
        'INFO',
        'prod-receipt',
        'c.b.wms.receipt.ProductionReceipt',
        `Received SSCC ${oneOf(random, pool)} from ${oneOf(random, ['L1', 'L2', 'L3'])} (${oneOf(random, WMS_SKUS)}, lot ${lot()}, ${between(random, 20, 84)} CS, BBE ${ymd(TODAY + between(random, 150, 300) * DAY)})`,
      );
    else if (roll < 0.76)
      log('INFO', 'label-svc', 'c.b.wms.label.LabelService', `Printed SSCC label ${oneOf(random, pool)} on ZT410-${between(random, 1, 4)}`);
    else if (roll < 0.84) log('DEBUG', 'edi-poller', 'c.b.wms.edi.EdiInbound', `Polled AS2 inbox: ${between(random, 0, 3)} messages`);
    else if (roll < 0.89)
      log(
        'INFO',
        'edi-poller',
        'c.b.wms.edi.EdiInbound',
        `ORDERS ${hex(random, 10).toUpperCase()} from ${oneOf(random, CUSTOMERS)} -> SO-${notTarget(so + between(random, 1, 30))}`,
      );
    else if (roll < 0.93)
      log('WARN', `rf-gateway-${between(random, 1, 3)}`, 'c.b.wms.rf.ScanHandler', `${rf} scan timeout after 30000 ms; retrying`);
    else if (roll < 0.97)
      log(
        'INFO',
        'dock-svc',
        'c.b.wms.dock.DockService',
        `Load LD-261119-${pad2(between(random, 1, 60))} door D${between(random, 1, 6)} status -> ${oneOf(random, ['LOADING', 'LOADED', 'DISPATCHED'])}`,
      );
    else
      log('INFO', 'qa-sync', 'c.b.wms.qa.QaSync', `QA status sync: ${between(random, 0, 4)} holds open, ${between(random, 0, 3)} releases`);
  }
  return probe(
    'round 59: warehouse allocation log',
    "Why couldn't the Humber Wholesale order be allocated this morning? Which pallet was it stuck on?",
    'wms_app_log',
    `${lines.join('\n')}\n`,
    'held-pallet',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** 7. The LIMS sample results report: the "butterscotch" keg is the VDK result on gyle 2694's keg sample. */
function limsReport(): EconomicsTask {
  const random = seededRandom(59_707);
  const needle = '0.137';
  const gyleBeer = new Map<number, Beer>();
  for (let g = 2620; g <= 2800; g++) gyleBeer.set(g, g === 2694 ? beerBy('FIPA') : oneOf(random, BEERS));
  const vdk = (lo: number, hi: number) => {
    let v = within(random, lo, hi).toFixed(3);
    while (v === needle) v = within(random, lo, hi).toFixed(3);
    return v;
  };
  const row = (test: string, result: string, unit: string, spec: string, flag: string, method: string) =>
    `${test.padEnd(30)}${result.padEnd(12)}${unit.padEnd(9)}${spec.padEnd(16)}${flag.padEnd(6)}${method}`;
  const stages = ['KO wort', 'FV', 'FV', 'BBT', 'PKG-CAN', 'PKG-KEG', 'PKG-BTL', 'MICRO'];
  const blocks: string[] = [];
  let sampleNo = 11_420;
  const start = Date.UTC(2026, 9, 1);
  const finish = Date.UTC(2026, 10, 18, 17);
  const samples: { at: number; gyle: number; stage: string; target?: boolean }[] = [];
  for (let at = start; at < finish; at += between(random, 40, 110) * MIN) {
    const gyle = between(random, 2620, 2800);
    let stage = oneOf(random, stages);
    while (gyle === 2694 && stage === 'PKG-KEG') stage = oneOf(random, stages);
    if (Date.UTC(2026, 10, 12) > at && at >= Date.UTC(2026, 9, 16, 8) && !samples.some((s) => s.target))
      samples.push({ at: Date.UTC(2026, 9, 16, 8, 14), gyle: 2694, stage: 'PKG-KEG', target: true });
    else samples.push({ at, gyle, stage });
  }
  for (const s of samples) {
    const beer = gyleBeer.get(s.gyle)!;
    const id = `QA-26-${sampleNo++}`;
    const tests: string[] = [];
    const abv = (beer.abv + within(random, -0.12, 0.12)).toFixed(2);
    const abvSpec = `${(beer.abv - 0.2).toFixed(2)} - ${(beer.abv + 0.2).toFixed(2)}`;
    const point =
      s.stage === 'KO wort'
        ? 'K-01 knockout'
        : s.stage === 'FV'
          ? `FV-${pad2(between(random, 1, 24))} sample valve`
          : s.stage === 'BBT'
            ? `BBT-${pad2(between(random, 1, 8))} sample valve`
            : s.stage === 'PKG-CAN'
              ? 'L1 can filler discharge'
              : s.stage === 'PKG-KEG'
                ? `L3 keg line, keg K30-${between(random, 10_000, 12_999)}`
                : s.stage === 'PKG-BTL'
                  ? 'L2 filler discharge'
                  : `${oneOf(random, ['L1', 'L2', 'L3', 'BBT-0' + between(random, 1, 8)])} swab/beer`;
    if (s.stage === 'KO wort') {
      tests.push(
        row(
          'Original extract',
          (beer.plato + within(random, -0.3, 0.3)).toFixed(2),
          '°P',
          `${(beer.plato - 0.3).toFixed(1)} - ${(beer.plato + 0.3).toFixed(1)}`,
          '',
          'Anton Paar DMA 4500',
        ),
      );
      tests.push(row('pH', within(random, 5.05, 5.3).toFixed(2), '', '5.0 - 5.4', '', 'Mettler S220'));
      tests.push(row('Colour', within(random, 6, 90).toFixed(1), 'EBC', '', '', 'EBC 8.5'));
      tests.push(row('Bitterness', String(between(random, 18, 70)), 'IBU', '', '', 'EBC 9.8'));
    } else if (s.stage === 'FV') {
      tests.push(row('Present extract', within(random, 2, 9).toFixed(2), '°P', '', '', 'Anton Paar DMA 4500'));
      tests.push(row('pH', within(random, 4.1, 4.6).toFixed(2), '', '', '', 'Mettler S220'));
      if (random() < 0.45) tests.push(row('Total VDK (forced)', vdk(0.04, 0.45), 'mg/L', '<= 0.10', '', 'GC-ECD headspace'));
      tests.push(row('Yeast count', within(random, 2, 40).toFixed(1), 'M/mL', '', '', 'Haemocytometer'));
    } else if (s.stage === 'MICRO') {
      tests.push(row('Aerobic count (WLN)', oneOf(random, ['ND', 'ND', 'ND', '1', '2']), 'cfu/100mL', 'ND', '', 'Membrane filtration'));
      tests.push(
        row('Lactic bacteria (NBB-A)', oneOf(random, ['ND', 'ND', 'ND', 'ND', '1']), 'cfu/100mL', 'ND', '', 'NBB-A, 7 d anaerobic'),
      );
      tests.push(row('Wild yeast (LCSM)', oneOf(random, ['ND', 'ND', 'ND', 'ND', '1']), 'cfu/100mL', 'ND', '', 'LCSM, 5 d'));
    } else {
      tests.push(row('Alcohol', abv, '% v/v', abvSpec, '', 'Alcolyzer M'));
      tests.push(row('Present extract', within(random, 1.8, 4.2).toFixed(2), '°P', '', '', 'Anton Paar DMA 4500'));
      tests.push(row('pH', within(random, 4.1, 4.6).toFixed(2), '', '4.0 - 4.6', '', 'Mettler S220'));
      tests.push(row('CO2', within(random, 2.0, 2.6).toFixed(2), 'vol', '2.2 - 2.6', '', 'CarboQC'));
      tests.push(
        row(
          s.stage === 'PKG-CAN' ? 'TPO' : 'Dissolved oxygen',
          String(between(random, 12, 95)),
          'µg/L',
          '<= 100',
          '',
          'Hach Orbisphere 3650',
        ),
      );
      tests.push(row('Turbidity (90°)', within(random, 0.3, beer.code === 'SFHZ' ? 60 : 3).toFixed(1), 'EBC', '', '', 'Haffmans VOS'));
      if (s.target) tests.push(row('Total VDK', needle, 'mg/L', '<= 0.10', 'H', 'GC-ECD headspace'));
      else if (s.stage !== 'PKG-CAN' || random() < 0.5)
        tests.push(row('Total VDK', vdk(0.012, 0.095), 'mg/L', '<= 0.10', '', 'GC-ECD headspace'));
    }
    const authorised = s.at + between(random, 2, 30) * HOUR + between(random, 0, 59) * MIN;
    blocks.push(
      [
        '='.repeat(104),
        `Sample ${id}   Product ${beer.code} ${beer.name}   Gyle ${s.gyle}   Stage ${s.stage}`,
        `Sampled ${stamp(s.at).slice(0, 16)} by ${oneOf(random, PEOPLE)} at ${point}   Authorised ${stamp(authorised).slice(0, 16)} ${oneOf(random, ['R. Bielski', 'N. Achterberg'])}`,
        '-'.repeat(104),
        row('Test', 'Result', 'Unit', 'Spec', 'Flag', 'Method'),
        ...tests,
      ].join('\n'),
    );
  }
  const output = `LabWare-lite 7.3  BFB QA laboratory, Paull
Report: Sample results by sample number   From 2026-10-01 to 2026-11-18   Status: Authorised   Printed 2026-11-19 07:55 by qa_report
${blocks.join('\n')}
${'='.repeat(104)}
${blocks.length} samples, end of report
`;
  return probe(
    'round 59: lab results report',
    'The Wolds Arms in Driffield sent a keg of Ferryman IPA back, saying it tastes of butterscotch. What did the lab measure for that on the kegs from gyle 2694?',
    'lims_sample_report',
    output,
    'vdk',
    needle,
  );
}

/** 8. The WMS outbound loads listing, asked after a preamble: the collection reference for Northgate's stout collection this afternoon. */
function outboundLoads(): EconomicsTask {
  const random = seededRandom(59_808);
  const needle = 'NFT4471903';
  const used = new Set<string>([needle]);
  const carriers: readonly (readonly [string, string])[] = [
    ['Kinnaird Haulage', 'KH'],
    ['Holderness Transport', 'HT'],
    ['Wold Freight', 'WF'],
    ['Humberside Pallet Express', 'HPX'],
    ['Own fleet', ''],
    ['Customer collect', 'CC'],
  ];
  const desc = (sku: string) => {
    const [code, pack] = sku.split('-');
    const beer = beerBy(code!);
    return pack === 'C440'
      ? `${beer.name} 4x440ml can, case 24`
      : pack === 'K30'
        ? `${beer.name} 30L keg`
        : `${beer.name} 500ml bottle, case 12`;
  };
  const ref = (prefix: string) => {
    if (!prefix) return '-';
    let r = `${prefix}${between(random, 1_000_000, 9_999_999)}`;
    while (used.has(r)) r = `${prefix}${between(random, 1_000_000, 9_999_999)}`;
    used.add(r);
    return r;
  };
  const header = `${'LOAD'.padEnd(14)}${'COLL REF'.padEnd(12)}${'DATE'.padEnd(12)}${'SLOT'.padEnd(7)}${'DOOR'.padEnd(6)}${'CARRIER'.padEnd(32)}${'CONSIGNEE'.padEnd(40)}${'PAL'.padStart(4)}${'CASES'.padStart(7)}${'KEGS'.padStart(6)}  STATUS`;
  const out: string[] = [
    'wms> outbound loads --from 2026-11-12 --to 2026-11-25 --lines',
    header,
    `${'-'.repeat(13)} ${'-'.repeat(11)} ${'-'.repeat(11)} ${'-'.repeat(6)} ${'-'.repeat(5)} ${'-'.repeat(31)} ${'-'.repeat(39)} ${'-'.repeat(3)} ${'-'.repeat(6)} ${'-'.repeat(5)}  ${'-'.repeat(10)}`,
  ];
  let soNo = 47_900;
  let loads = 0;
  const render = (load: {
    id: string;
    ref: string;
    at: number;
    door: string;
    carrier: string;
    consignee: string;
    lines: { sku: string; qty: number }[];
    status: string;
  }) => {
    let cases = 0;
    let kegs = 0;
    const body = load.lines.map((l, i) => {
      const keg = l.sku.endsWith('K30');
      if (keg) kegs += l.qty;
      else cases += l.qty;
      return `    SO-${soNo}/${pad2(i + 1)}  ${l.sku.padEnd(14)}${desc(l.sku).padEnd(40)}${String(l.qty).padStart(5)} ${keg ? 'KEG' : 'CS '}  lot L${between(random, 2560, 2790)}-${between(random, 1, 3)}  BBE ${ymd(load.at + between(random, 120, 330) * DAY)}`;
    });
    soNo += between(random, 1, 4);
    const pallets = Math.max(1, Math.ceil(cases / 84 + kegs / 16));
    loads++;
    out.push(
      `${load.id.padEnd(14)}${load.ref.padEnd(12)}${ymd(load.at).padEnd(12)}${hhmm(load.at).padEnd(7)}${load.door.padEnd(6)}${load.carrier.padEnd(32)}${load.consignee.padEnd(40)}${String(pallets).padStart(4)}${String(cases).padStart(7)}${String(kegs).padStart(6)}  ${load.status}`,
      ...body,
    );
  };
  for (let d = Date.UTC(2026, 10, 12); d <= Date.UTC(2026, 10, 25); d += DAY) {
    if (new Date(d).getUTCDay() === 0) continue;
    const slots = Array.from({ length: between(random, 44, 58) }, () => d + 6 * HOUR + between(random, 0, 46) * 15 * MIN).sort(
      (a, b) => a - b,
    );
    if (d === TODAY) slots.push(TODAY + 14 * HOUR + 30 * MIN);
    slots.sort((a, b) => a - b);
    let n = 0;
    let plantedToday = false;
    for (const at of slots) {
      n++;
      const id = `LD-${ymd(d).slice(2).replace(/-/g, '')}-${pad2(n)}`;
      const status =
        at < TODAY + 9 * HOUR
          ? 'DISPATCHED'
          : at < TODAY + 13 * HOUR
            ? oneOf(random, ['LOADING', 'PICKED'])
            : at < TODAY + DAY
              ? oneOf(random, ['PICKED', 'ALLOCATED'])
              : oneOf(random, ['ALLOCATED', 'PLANNED']);
      if (d === TODAY && at === TODAY + 14 * HOUR + 30 * MIN && !plantedToday) {
        plantedToday = true;
        render({
          id,
          ref: needle,
          at,
          door: 'D4',
          carrier: 'Northgate Foodstores Transport',
          consignee: 'NORTHGATE FOODSTORES RDC WAKEFIELD',
          lines: [
            { sku: 'TSTO-C440-24', qty: 336 },
            { sku: 'TSTO-B500-12', qty: 168 },
            { sku: 'HLAG-C440-24', qty: 84 },
          ],
          status: 'PICKED',
        });
        continue;
      }
      const consignee =
        random() < 0.3
          ? `MULTI-DROP ROUTE R-${ymd(d).slice(5).replace('-', '')}-${pad2(between(random, 1, 26))}`
          : oneOf(random, CUSTOMERS);
      const northgate = consignee.startsWith('NORTHGATE');
      const [carrier, prefix] = consignee.startsWith('MULTI')
        ? carriers[4]!
        : northgate
          ? (['Northgate Foodstores Transport', 'NFT'] as const)
          : oneOf(
              random,
              carriers.filter((c) => c[0] !== 'Own fleet'),
            );
      const noStout = northgate && d === TODAY && at >= TODAY + 12 * HOUR;
      const skus = noStout ? WMS_SKUS.filter((s) => !s.startsWith('TSTO')) : WMS_SKUS;
      const lines = Array.from({ length: between(random, 1, consignee.startsWith('MULTI') ? 7 : 4) }, () => {
        const sku = oneOf(random, skus);
        return { sku, qty: sku.endsWith('K30') ? between(random, 2, 48) : between(random, 1, 8) * 42 };
      });
      render({ id, ref: ref(prefix), at, door: `D${between(random, 1, 6)}`, carrier, consignee, lines, status });
    }
  }
  out.push('', `${loads} loads`);
  return probe(
    'round 59: outbound loads, preamble',
    "Northgate's transport office just rang: their driver is on his way for the stout this afternoon, and the gatehouse won't let him in without the collection reference. What should he quote?",
    'wms_outbound_loads',
    `${out.join('\n')}\n`,
    'collection-ref',
    needle,
  );
}

/** 9. The CIP skid's run history, CSV: when "bright tank 3" (BBT-03) last finished a full caustic and acid clean. */
function cipHistory(): EconomicsTask {
  const random = seededRandom(59_909);
  const needle = '2026-11-17 22:48:13';
  const fix = (ms: number) => (stamp(ms) === needle ? stamp(ms + 1000) : stamp(ms));
  const circuits: readonly (readonly [string, readonly string[]])[] = [
    ['C1 BREWHOUSE', ['MLT-01', 'K-01', 'WP-01', 'HX-01', 'WORT-MAIN']],
    ['C2 FV NORTH', Array.from({ length: 12 }, (_, i) => `FV-${pad2(i + 1)}`)],
    ['C3 BRIGHT', Array.from({ length: 8 }, (_, i) => `BBT-${pad2(i + 1)}`)],
    ['C4 FV SOUTH', Array.from({ length: 12 }, (_, i) => `FV-${pad2(i + 13)}`)],
    ['C5 PACKAGING', ['FILLER-L1', 'FILLER-L2', 'KEG-L3', 'BEER-MAIN-PK', 'BUFFER-T1']],
  ];
  const header =
    'run_id,skid,circuit,object,program,recipe_ver,started,ended,duration_min,prerinse_l,caustic_pct,caustic_temp_c,caustic_min,acid_pct,acid_min,sanitiser,sanitiser_ppm,final_rinse_us_cm,supply_flow_m3h,return_temp_max_c,water_l,operator,result';
  interface Run {
    object: string;
    program: string;
    start: number;
    minutes: number;
    result: string;
    end?: string;
  }
  const rows: string[] = [header];
  let runNo = 31_000;
  const render = (circuit: string, r: Run) => {
    const caustic = r.program === 'CAUS-80' || r.program === 'FULL-3S';
    const acid = r.program === 'ACID-AMB' || r.program === 'FULL-3S';
    const san = r.program === 'SAN-PAA' || r.program === 'FULL-3S';
    const hot = caustic || r.program === 'PR-HOT';
    rows.push(
      [
        `CIP-${runNo++}`,
        circuit.startsWith('C1') ? 'SKID-A' : 'SKID-B',
        circuit,
        r.object,
        r.program,
        `v${between(random, 3, 6)}`,
        fix(r.start),
        r.end ?? fix(r.start + r.minutes * MIN + between(random, 0, 59) * 1000),
        String(r.minutes),
        String(between(random, 300, 1400)),
        caustic ? within(random, 1.8, 2.3).toFixed(2) : '',
        caustic ? within(random, 77, 83).toFixed(1) : '',
        caustic ? String(between(random, 20, 35)) : '',
        acid ? within(random, 0.8, 1.3).toFixed(2) : '',
        acid ? String(between(random, 12, 20)) : '',
        san ? 'PAA 15%' : '',
        san ? String(between(random, 150, 250)) : '',
        within(random, 180, 520).toFixed(0),
        within(random, 8, 22).toFixed(1),
        (hot ? within(random, 72, 84) : within(random, 9, 18)).toFixed(1),
        String(between(random, 1200, 5200)),
        oneOf(random, PEOPLE),
        r.result,
      ].join(','),
    );
  };
  for (const [circuit, objects] of circuits) {
    const runs: Run[] = [];
    const programs = circuit.startsWith('C1')
      ? ['CAUS-80', 'CAUS-80', 'PR-HOT', 'FULL-3S']
      : circuit.startsWith('C3')
        ? ['ACID-AMB', 'ACID-AMB', 'SAN-PAA', 'FULL-3S', 'PR-HOT']
        : circuit.startsWith('C5')
          ? ['PR-HOT', 'CAUS-80', 'SAN-PAA', 'FULL-3S']
          : ['FULL-3S', 'FULL-3S', 'CAUS-80', 'SAN-PAA'];
    for (let at = Date.UTC(2026, 6, 1, 6); at < TODAY + 6 * HOUR; at += between(random, 150, 330) * MIN) {
      let object = oneOf(random, objects);
      if (object === 'BBT-03' && at > Date.UTC(2026, 10, 15)) object = 'BBT-05';
      const program = oneOf(random, programs);
      const minutes =
        program === 'FULL-3S' ? between(random, 62, 95) : program === 'CAUS-80' ? between(random, 40, 60) : between(random, 18, 35);
      runs.push({ object, program, start: at + between(random, 0, 59) * 1000, minutes, result: random() < 0.97 ? 'COMPLETE' : 'ABORTED' });
    }
    if (circuit.startsWith('C3')) {
      runs.push({
        object: 'BBT-03',
        program: 'FULL-3S',
        start: Date.UTC(2026, 10, 17, 21, 41, 50),
        minutes: 66,
        result: 'COMPLETE',
        end: needle,
      });
      runs.push({ object: 'BBT-03', program: 'FULL-3S', start: Date.UTC(2026, 10, 18, 14, 2, 11), minutes: 17, result: 'ABORTED' });
      runs.push({ object: 'BBT-03', program: 'SAN-PAA', start: Date.UTC(2026, 10, 19, 4, 10, 37), minutes: 24, result: 'COMPLETE' });
      runs.sort((a, b) => a.start - b.start);
    }
    for (const r of runs) render(circuit, r);
  }
  return probe(
    'round 59: CIP history, paraphrase',
    "We're moving the lager into bright tank 3 first thing tomorrow and I want to be sure it's properly clean. When did that tank last finish a full caustic and acid clean?",
    'cip_run_history',
    `${rows.join('\n')}\n`,
    'cip-end',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** 10. The can filler's per-valve statistics, CSV: one valve on one run averaging well under the rest. */
function fillerValves(): EconomicsTask {
  const random = seededRandom(59_010);
  const needle = '421.6';
  const rows = [
    '# L1 can filler (40-valve rotary, flowmeter dosing) - valve_stats export, 2026-10-01 .. 2026-11-18, nominal 440 ml',
    'run_id,started,sku,beer,valve,fills,mean_ml,sd_ml,min_ml,max_ml,fill_time_s',
  ];
  const canned = BEERS.filter((b) => !['MLRK', 'BBIT'].includes(b.code));
  let run = 1140;
  const targetRun = 1191;
  for (let d = Date.UTC(2026, 9, 1); d < Date.UTC(2026, 10, 19); d += DAY) {
    if (new Date(d).getUTCDay() === 0) continue;
    for (let k = 0; k < between(random, 1, 3); k++) {
      run++;
      const beer = oneOf(random, canned);
      const started = d + (6 + k * 5) * HOUR + between(random, 0, 50) * MIN;
      const fills = between(random, 700, 1900);
      for (let v = 1; v <= 40; v++) {
        const target = run === targetRun && v === 27;
        const mean = target ? 421.6 : within(random, 439.5, 443.5);
        const sd = within(random, 0.7, 1.6);
        rows.push(
          [
            `R26-${run}`,
            stamp(started).slice(0, 16),
            `${beer.code}-C440`,
            beer.name,
            String(v),
            String(fills + between(random, -12, 12)),
            target ? needle : mean.toFixed(1),
            sd.toFixed(1),
            (mean - within(random, 2, 4.5)).toFixed(1),
            (mean + within(random, 2, 4.5)).toFixed(1),
            within(random, 3.2, 3.9).toFixed(2),
          ].join(','),
        );
      }
    }
  }
  return probe(
    'round 59: filler valve stats',
    "Going through the can filler's per-valve numbers, is there a valve on some run that put noticeably less beer in each can than the rest? What did it average?",
    'filler_valve_stats',
    `${rows.join('\n')}\n`,
    'short-valve',
    needle,
  );
}

/** 11. The warehouse environment exporter's metrics, Prometheus text format: one cold store bay far warmer than its peers. */
function envMetrics(): EconomicsTask {
  const random = seededRandom(59_011);
  const needle = '9.8125';
  const q = (x: number) => String(Math.round(x * 16) / 16);
  interface Sensor {
    bay: string;
    zone: string;
    id: string;
    temp: string;
  }
  const sensors: Sensor[] = [];
  const add = (zone: string, bays: string[], lo: number, hi: number) => {
    for (const bay of bays) {
      let temp = q(within(random, lo, hi));
      while (temp.includes(needle)) temp = q(within(random, lo, hi));
      sensors.push({ bay, zone, id: `ds18b20-${hex(random, 6)}`, temp });
    }
  };
  const grid = (prefix: string, rowsN: string, n: number) =>
    [...rowsN].flatMap((r) => Array.from({ length: n }, (_, i) => `${prefix}-${r}${pad2(i + 1)}`));
  add('ambient-warehouse', grid('AW', 'ABCDEFGHI', 20), 12, 17);
  add('cold-store', grid('CS', 'ABCDE', 24), 1.6, 4.4);
  add('keg-store', grid('KS', 'AB', 20), 10.5, 12.5);
  add('hop-freezer', grid('HF', 'A', 12), -21, -17);
  add('malt-store', grid('MS', 'AB', 10), 11, 16);
  add('yeast-lab', ['YL-01', 'YL-02', 'YL-03', 'YL-04'], 2, 4);
  add('dock', ['DK-D1', 'DK-D2', 'DK-D3', 'DK-D4', 'DK-D5', 'DK-D6'], 6, 11);
  sensors.find((s) => s.bay === 'CS-C07')!.temp = needle;
  sensors.sort((a, b) => a.bay.localeCompare(b.bay));
  const labels = (s: Sensor) => `bay="${s.bay}",sensor="${s.id}",site="paull",zone="${s.zone}"`;
  const now = (TODAY + 7 * HOUR) / 1000;
  const family = (name: string, help: string, type: string, value: (s: Sensor) => string) => [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} ${type}`,
    ...sensors.map((s) => `${name}{${labels(s)}} ${value(s)}`),
  ];
  const doors = ['cold-store-east', 'cold-store-west', 'keg-store', 'dock-d1', 'dock-d2', 'dock-d3', 'dock-d4', 'dock-d5', 'dock-d6'];
  const lines = [
    '# HELP envmon_battery_volts Sensor battery voltage.',
    '# TYPE envmon_battery_volts gauge',
    ...sensors.map((s) => `envmon_battery_volts{${labels(s)}} ${within(random, 2.85, 3.05).toFixed(3)}`),
    '# HELP envmon_door_open_seconds_total Seconds the door contact has reported open.',
    '# TYPE envmon_door_open_seconds_total counter',
    ...doors.map((d) => `envmon_door_open_seconds_total{door="${d}",site="paull"} ${between(random, 20_000, 900_000)}`),
    ...family('envmon_humidity_percent', 'Relative humidity at the sensor.', 'gauge', () => within(random, 55, 88).toFixed(1)),
    ...family('envmon_last_seen_timestamp_seconds', 'Unix time of the last reading received from the sensor.', 'gauge', () =>
      `${(now - between(random, 5, 240)).toExponential(9)}`.replace('e+', 'e+0'),
    ),
    ...family(
      'envmon_probe_temperature_celsius',
      'Probe temperature, last reading (DS18B20, 1/16 degree resolution).',
      'gauge',
      (s) => s.temp,
    ),
    ...family('envmon_readings_total', 'Readings received from the sensor.', 'counter', () => String(between(random, 180_000, 420_000))),
    ...family('envmon_rssi_dbm', 'Received signal strength of the last reading.', 'gauge', () => String(-between(random, 48, 92))),
    ...family('envmon_sensor_info', 'Sensor metadata.', 'gauge', () => '1'),
  ];
  const preamble = [
    '# HELP go_gc_duration_seconds A summary of the wall-time pause (stop-the-world) duration in garbage collection cycles.',
    '# TYPE go_gc_duration_seconds summary',
    'go_gc_duration_seconds{quantile="0"} 3.1209e-05',
    'go_gc_duration_seconds{quantile="0.25"} 4.4821e-05',
    'go_gc_duration_seconds{quantile="0.5"} 5.9033e-05',
    'go_gc_duration_seconds{quantile="0.75"} 8.1157e-05',
    'go_gc_duration_seconds{quantile="1"} 0.000412377',
    'go_gc_duration_seconds_sum 0.511204339',
    'go_gc_duration_seconds_count 6211',
    '# HELP go_goroutines Number of goroutines that currently exist.',
    '# TYPE go_goroutines gauge',
    'go_goroutines 41',
    '# HELP go_memstats_alloc_bytes Number of bytes allocated in heap and currently in use.',
    '# TYPE go_memstats_alloc_bytes gauge',
    'go_memstats_alloc_bytes 1.1853224e+07',
  ];
  const trailer = [
    '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
    '# TYPE process_cpu_seconds_total counter',
    'process_cpu_seconds_total 2841.77',
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    'process_resident_memory_bytes 4.4433408e+07',
    '# HELP promhttp_metric_handler_requests_total Total number of scrapes by HTTP status code.',
    '# TYPE promhttp_metric_handler_requests_total counter',
    'promhttp_metric_handler_requests_total{code="200"} 88412',
    'promhttp_metric_handler_requests_total{code="500"} 0',
    'promhttp_metric_handler_requests_total{code="503"} 0',
  ];
  return probe(
    'round 59: warehouse environment metrics',
    "Is any bay in the cold store sitting much warmer than the others right now? What's it reading?",
    'scrape_envmon_metrics',
    `${[...preamble, ...lines, ...trailer].join('\n')}\n`,
    'warm-bay',
    needle,
  );
}

/** 12. The condition monitoring vibration survey history: one reading far above every other. */
function vibrationSurvey(): EconomicsTask {
  const random = seededRandom(59_012);
  const needle = '11.37';
  const assets: readonly (readonly [string, string, number])[] = [
    ['BH-AGI-M01', 'MLT rake drive motor', 1455],
    ['BH-HX-P01', 'Wort cooler feed pump', 2920],
    ['BH-MILL-M01', 'Malt mill motor', 1460],
    ['BH-PMP-01', 'Wort transfer pump', 2930],
    ['BH-PMP-02', 'Liquor pump', 2910],
    ['BH-PMP-03', 'Whirlpool pump', 2935],
    ['BH-GRT-M01', 'Grist case auger motor', 1420],
    ['BH-HLT-P01', 'HLT recirculation pump', 2900],
    ['BH-EXT-F01', 'Kettle extract fan', 1470],
    ['BH-SPG-P01', 'Sparge pump', 2920],
    ['BH-TRB-P01', 'Trub pump', 1450],
    ['BH-CIP-P01', 'CIP supply pump A', 2940],
    ['CEL-GLY-P01', 'Glycol pump 1', 2945],
    ['CEL-GLY-P02', 'Glycol pump 2', 2945],
    ['CEL-GLY-C01', 'Glycol chiller compressor 1', 2950],
    ['CEL-GLY-C02', 'Glycol chiller compressor 2', 2950],
    ['CEL-GLY-F01', 'Chiller condenser fan 1', 720],
    ['CEL-GLY-F02', 'Chiller condenser fan 2', 720],
    ['CEL-CO2-C01', 'CO2 recovery compressor', 1475],
    ['CEL-CENT-M01', 'Centrifuge main drive', 2980],
    ['CEL-CIP-P02', 'CIP supply pump B', 2940],
    ['CEL-CIP-P03', 'CIP return pump', 1460],
    ['CEL-BEER-P01', 'Beer transfer pump 1', 1450],
    ['CEL-BEER-P02', 'Beer transfer pump 2', 1450],
    ['CEL-YST-P01', 'Yeast pump', 960],
    ['CEL-HOP-M01', 'Hop doser motor', 1400],
    ['PK1-CONV-M01', 'Can infeed conveyor drive', 1400],
    ['PK1-CONV-M04', 'Can discharge conveyor drive', 1400],
    ['PK1-DEPAL-M01', 'Depalletiser hoist motor', 1430],
    ['PK1-FILL-M01', 'Filler main drive', 1480],
    ['PK1-FILL-P01', 'Filler vacuum pump', 2900],
    ['PK1-LAB-M01', 'Can labeller drive', 1410],
    ['PK1-PACK-M01', 'Multipack applicator drive', 1420],
    ['PK1-PAL-M01', 'Palletiser hoist motor', 1440],
    ['PK1-RINS-P01', 'Can rinser pump', 2880],
    ['PK1-SEAM-M01', 'Seamer main motor', 1475],
    ['PK1-SEAM-G01', 'Seamer gearbox', 1475],
    ['PK1-TUN-P01', 'Tunnel pasteuriser spray pump 1', 2920],
    ['PK1-TUN-P02', 'Tunnel pasteuriser spray pump 2', 2920],
    ['PK1-CW-M01', 'Checkweigher belt motor', 1380],
    ['PK2-FILL-M01', 'Bottle filler main drive', 1480],
    ['PK2-FILL-P01', 'Bottle filler vacuum pump', 2900],
    ['PK2-LAB-M01', 'Labeller carousel drive', 1460],
    ['PK2-LAB-M02', 'Labeller vacuum drum motor', 1460],
    ['PK2-CASE-M01', 'Case packer main drive', 1420],
    ['PK2-PAL-M01', 'Palletiser hoist motor', 1440],
    ['PK2-RINS-P01', 'Bottle rinser pump', 2880],
    ['PK2-CONV-M01', 'Bottle infeed conveyor drive', 1400],
    ['PK2-CONV-M03', 'Bottle discharge conveyor drive', 1400],
    ['PK3-KW-P01', 'Keg washer caustic pump', 2920],
    ['PK3-KW-P02', 'Keg washer hot water pump', 2920],
    ['PK3-KW-M01', 'Keg conveyor drive', 1400],
    ['PK3-KCAP-M01', 'Keg capper drive', 1420],
    ['PK3-BEER-P01', 'Keg line beer pump', 1450],
    ['UT-COMP-M01', 'Air compressor 1 motor', 2960],
    ['UT-COMP-M02', 'Air compressor 2 motor', 2960],
    ['UT-BOIL-F01', 'Boiler burner fan', 2900],
    ['UT-BOIL-P01', 'Boiler feed pump', 2920],
    ['UT-ETP-B01', 'Effluent aeration blower', 2940],
    ['UT-ETP-P01', 'Effluent transfer pump', 1440],
    ['UT-N2-C01', 'Nitrogen generator compressor', 2950],
    ['UT-CT-F01', 'Cooling tower fan', 960],
    ['UT-REF-C01', 'Cold store refrigeration compressor', 2950],
    ['UT-REF-F01', 'Cold store evaporator fan 1', 1400],
    ['UT-REF-F02', 'Cold store evaporator fan 2', 1400],
  ];
  const surveys = ['2026-04-14', '2026-05-12', '2026-06-16', '2026-07-14', '2026-08-11', '2026-09-15', '2026-10-13', '2026-11-17'];
  const rows: string[] = [
    'cmon 4.2.1  Condition monitoring - vibration survey history',
    'Site: BFB Paull    Routes: BH, CEL, PK1, PK2, PK3, UT    Surveys: 2026-04-14 .. 2026-11-17 (8)    Analyst: Humber Reliability Services',
    'Velocity RMS 10-1000 Hz (ISO 10816-3), acceleration peak, bearing envelope 500-10000 Hz',
    '',
    `${'ASSET'.padEnd(15)}${'DESCRIPTION'.padEnd(37)}${'POINT'.padEnd(9)}${'DATE'.padEnd(12)}${'VEL mm/s'.padStart(9)}${'ACC g'.padStart(8)}${'ENV gE'.padStart(8)}${'TEMP C'.padStart(8)}${'RPM'.padStart(7)}`,
    '-'.repeat(113),
  ];
  for (const [code, description, rpm] of assets) {
    const points = /-[PC]\d\d$/.test(code)
      ? ['M-DE-H', 'M-DE-V', 'M-NDE-H', 'P-DE-H', 'P-NDE-H']
      : ['M-DE-H', 'M-DE-V', 'M-DE-A', 'M-NDE-H', 'M-NDE-V'];
    for (const point of points) {
      const base = within(random, 0.5, 2.6);
      for (const date of surveys) {
        const target = code === 'PK1-SEAM-M01' && point === 'M-DE-H' && date === '2026-11-17';
        const vel = target ? needle : Math.max(0.21, base + within(random, -0.35, 0.45)).toFixed(2);
        rows.push(
          `${code.padEnd(15)}${description.padEnd(37)}${point.padEnd(9)}${date.padEnd(12)}${vel.padStart(9)}${within(random, 0.15, 2.4).toFixed(2).padStart(8)}${within(random, 0.04, 0.85).toFixed(2).padStart(8)}${within(random, 24, 58).toFixed(1).padStart(8)}${String(rpm + between(random, -8, 8)).padStart(7)}`,
        );
      }
    }
  }
  rows.push('-'.repeat(113), `${assets.length} assets, ${rows.length - 6} measurements`);
  return probe(
    'round 59: vibration survey history',
    'Looking over the vibration survey history, which machine has one reading far above everything else, and what was it?',
    'cmon_vibration_report',
    `${rows.join('\n')}\n`,
    'vibration',
    needle,
  );
}

/** Round 59: twelve tasks from a craft brewery and bottling plant, three of each class (a to d). */
export function roundFiftyNine(): EconomicsTask[] {
  return [
    gyleExport(),
    dutyReturn(),
    routePlan(),
    vesselStatus(),
    workOrders(),
    wmsLog(),
    limsReport(),
    outboundLoads(),
    cipHistory(),
    fillerValves(),
    envMetrics(),
    vibrationSurvey(),
  ];
}
