/**
 * Probe round 126, written blind: Tarrow Brewing Company, a made-up brewery with its bottling and canning plant (brewhouse, fermentation vessels, packaging lines, QA lab, distribution, duty returns). "Today" is Friday, 11 June 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - brewhouse MES batch export (minified JSON): which yeast pitch lot went into one brew;
 *  - QA lab LIMS export (one-line XML): the total package oxygen of one can sample, named by line and time;
 *  - EDI outbox, a week's despatch advices to a wholesaler (one-line EDIFACT): the SSCC of the pallet with one batch in one keg size;
 * b. The answer a few lines away from the line the question's words match:
 *  - cellar status (YAML): which fermenter the gose is fermenting in (the parent, a few lines above);
 *  - today's delivery route plan (pretty JSON): the expected arrival time at one pub (a sibling, a few lines above);
 *  - canning line 3 HMI recipe export (INI): the fill target of one format (a sibling key, a few lines below);
 * c. A question that paraphrases the output or carries a preamble:
 *  - finished goods stock by batch (fixed-width SAP-style table): the stout keg batch in the cold store held for QA;
 *  - yard and gate log (application log), with a preamble: the seal number on yesterday afternoon's chilled Leeds trailer;
 *  - alcohol duty return working (HTML): the spoilt-beer relief for trade returns poured away;
 * d. One value unlike its peers, with no error word near it:
 *  - keg asset register for the 50-litre fleet (CSV): the one keg with a different spear;
 *  - fermentation controller settings dump (key=value): the one controller on other firmware;
 *  - cellar CIP summary report (text report): the one caustic wash far shorter than the rest.
 * Not among the bench's targets.
 * First run, at 9718d07 (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=126
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 804,187 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 126: MES brew batches, one line
 *     codex: 7,993 tokens, peak 7,908, 0/1 needles, 0 read-backs
 *     context-chef: 776 tokens, peak 691, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,457 tokens, peak 1,443, 0/1 needles, 1 read-backs
 *     ours: 5,273 tokens, peak 2,294, 1/1 needles, 2 read-backs
 *   round 126: LIMS packaged samples, one line
 *     codex: 207 tokens, peak 130, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 688, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,115 tokens, peak 7,028, 0/1 needles, 4 read-backs
 *     ours: 27,149 tokens, peak 10,200, 0/1 needles, 4 read-backs
 *   round 126: despatch advice EDIFACT, one line
 *     codex: 355 tokens, peak 260, 0/1 needles, 0 read-backs
 *     context-chef: 976 tokens, peak 881, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,120 tokens, peak 1,150, 1/1 needles, 1 read-backs
 *     ours: 2,392 tokens, peak 1,380, 1/1 needles, 1 read-backs
 *   round 126: cellar status YAML
 *     codex: 19,669 tokens, peak 19,602, 0/1 needles, 0 read-backs
 *     context-chef: 873 tokens, peak 806, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,325 tokens, peak 2,637, 1/1 needles, 2 read-backs
 *     ours: 7,437 tokens, peak 3,395, 1/1 needles, 2 read-backs
 *   round 126: delivery route plan JSON
 *     codex: 10,095 tokens, peak 10,025, 0/1 needles, 0 read-backs
 *     context-chef: 592 tokens, peak 522, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,203 tokens, peak 1,662, 0/1 needles, 2 read-backs
 *     ours: 5,713 tokens, peak 2,513, 1/1 needles, 2 read-backs
 *   round 126: can line 3 recipes INI
 *     codex: 16,105 tokens, peak 16,025, 0/1 needles, 0 read-backs
 *     context-chef: 779 tokens, peak 699, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,635 tokens, peak 3,209, 0/1 needles, 3 read-backs
 *     ours: 8,749 tokens, peak 3,559, 1/1 needles, 3 read-backs
 *   round 126: stock by batch, fixed width
 *     codex: 13,399 tokens, peak 13,315, 0/1 needles, 0 read-backs
 *     context-chef: 516 tokens, peak 432, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,212 tokens, peak 1,161, 0/1 needles, 4 read-backs
 *     ours: 3,907 tokens, peak 862, 0/1 needles, 4 read-backs
 *   round 126: yard and gate log, with a preamble
 *     codex: 17,455 tokens, peak 17,351, 0/1 needles, 0 read-backs
 *     context-chef: 852 tokens, peak 748, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,477 tokens, peak 1,408, 0/1 needles, 4 read-backs
 *     ours: 4,560 tokens, peak 972, 0/1 needles, 4 read-backs
 *   round 126: duty return working, paraphrased
 *     codex: 17,597 tokens, peak 17,518, 0/1 needles, 0 read-backs
 *     context-chef: 713 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,261 tokens, peak 4,217, 1/1 needles, 4 read-backs
 *     ours: 10,258 tokens, peak 4,528, 1/1 needles, 4 read-backs
 *   round 126: keg register CSV, the odd fitting
 *     codex: 20,321 tokens, peak 20,235, 0/1 needles, 0 read-backs
 *     context-chef: 902 tokens, peak 816, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,507 tokens, peak 1,408, 0/1 needles, 4 read-backs
 *     ours: 4,707 tokens, peak 1,027, 0/1 needles, 4 read-backs
 *   round 126: fermenter controller dump, the odd firmware
 *     codex: 17,628 tokens, peak 17,546, 0/1 needles, 0 read-backs
 *     context-chef: 834 tokens, peak 752, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,668 tokens, peak 1,708, 0/1 needles, 3 read-backs
 *     ours: 3,314 tokens, peak 1,048, 1/1 needles, 3 read-backs
 *   round 126: CIP summary report, the short caustic
 *     codex: 13,588 tokens, peak 13,500, 0/1 needles, 0 read-backs
 *     context-chef: 656 tokens, peak 568, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,087 tokens, peak 2,804, 0/1 needles, 2 read-backs
 *     ours: 6,701 tokens, peak 3,206, 1/1 needles, 2 read-backs
 *     codex: 154,412 tokens, 0/12 needles
 *     context-chef: 9,234 tokens, 0/12 needles
 *     context-chef-store: 83,067 tokens, 3/12 needles
 *     ours: 90,160 tokens, 8/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, seededRandom } from '../economics/seeded.js';

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

/** Calls `make` again until what it makes does not hold `needle`: filler never carries the answer. */
function without(needle: string, make: () => string): string {
  for (;;) {
    const text = make();
    if (!text.includes(needle)) return text;
  }
}

const DAY_MS = 86_400_000;
/** Midnight (UTC) of the day `daysAgo` days before "today", Friday 11 June 2027. */
const dayBefore = (daysAgo: number) => new Date(Date.UTC(2027, 5, 11) - daysAgo * DAY_MS);
/** `2027-06-03`. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** `270603`. */
const yymmdd = (d: Date) => isoDay(d).slice(2).replaceAll('-', '');
/** `03/06/2027`. */
const ukDay = (d: Date) => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
/** A number with `digits` decimals. */
const fixed = (value: number, digits: number) => value.toFixed(digits);
/** A value in [lo, hi], uniform. */
const within = (random: () => number, lo: number, hi: number) => lo + random() * (hi - lo);

/** The core range. */
const BEERS = [
  { code: 'BSTOUT', name: 'Blackwater Stout', abv: 4.6, upper: 'BLACKWATER STOUT' },
  { code: 'DLAGER', name: 'Dunmore Lager', abv: 4.2, upper: 'DUNMORE LAGER' },
  { code: 'HPALE', name: 'Harrow Pale Ale', abv: 4.4, upper: 'HARROW PALE ALE' },
  { code: 'KIPA', name: 'Kestrel IPA', abv: 5.8, upper: 'KESTREL IPA' },
  { code: 'OWIT', name: 'Orchard Wit', abv: 4.8, upper: 'ORCHARD WIT' },
  { code: 'RRED', name: 'Rookery Red', abv: 5.0, upper: 'ROOKERY RED' },
  { code: 'SGOSE', name: 'Saltmarsh Gose', abv: 4.0, upper: 'SALTMARSH GOSE' },
  { code: 'TPORT', name: 'Tarrow Porter', abv: 5.4, upper: 'TARROW PORTER' },
] as const;
type Beer = (typeof BEERS)[number];
const beerByCode = (code: string): Beer => BEERS.find((b) => b.code === code)!;

const STAFF = ['j.okafor', 'r.hale', 'm.finch', 's.ward', 'd.marsh', 'a.kowalski', 'e.banerjee', 'l.pryce', 't.nakamura', 'c.doyle'];

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

const MALTS: Record<string, readonly string[]> = {
  BSTOUT: ['Maris Otter', 'Roasted Barley', 'Flaked Oats', 'Chocolate Malt'],
  DLAGER: ['Pilsner Malt', 'Carapils'],
  HPALE: ['Pale Ale Malt', 'Crystal 150', 'Wheat Malt'],
  KIPA: ['Pale Ale Malt', 'Wheat Malt', 'Carapils', 'Oat Malt'],
  OWIT: ['Pilsner Malt', 'Raw Wheat', 'Flaked Oats'],
  RRED: ['Maris Otter', 'Crystal 240', 'Munich Malt', 'Roasted Barley'],
  SGOSE: ['Pilsner Malt', 'Wheat Malt', 'Acidulated Malt'],
  TPORT: ['Maris Otter', 'Brown Malt', 'Chocolate Malt', 'Crystal 150'],
};
const HOPS: Record<string, readonly string[]> = {
  BSTOUT: ['Fuggles', 'East Kent Goldings'],
  DLAGER: ['Hallertau Mittelfrueh', 'Saaz'],
  HPALE: ['Cascade', 'Challenger', 'Mosaic'],
  KIPA: ['Citra', 'Simcoe', 'Mosaic', 'Columbus'],
  OWIT: ['Saaz', 'Styrian Goldings'],
  RRED: ['Challenger', 'Bramling Cross', 'Fuggles'],
  SGOSE: ['Hallertau Blanc'],
  TPORT: ['East Kent Goldings', 'Target'],
};
const REVISION: Record<string, number> = { BSTOUT: 9, DLAGER: 31, HPALE: 22, KIPA: 15, OWIT: 6, RRED: 11, SGOSE: 4, TPORT: 8 };
const IBU: Record<string, number> = { BSTOUT: 38, DLAGER: 22, HPALE: 34, KIPA: 58, OWIT: 14, RRED: 30, SGOSE: 10, TPORT: 36 };
const STRAIN: Record<string, string> = {
  BSTOUT: 'TBC-ALE-01',
  DLAGER: 'TBC-LAG-02',
  HPALE: 'TBC-ALE-01',
  KIPA: 'TBC-ALE-03',
  OWIT: 'TBC-WIT-01',
  RRED: 'TBC-ALE-01',
  SGOSE: 'TBC-ALE-01+LP',
  TPORT: 'TBC-ALE-01',
};

/** a1: the brewhouse MES export of every brew since March, minified, sorted by recipe then brew number. */
function a1BrewBatches(): EconomicsTask {
  const random = seededRandom(126_001);
  const needle = 'YP270603-02';
  const schedule: { day: Date; code: string }[] = [];
  for (let ago = 102; ago >= 1; ago--) {
    const day = dayBefore(ago);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const codes =
      isoDay(day) === '2027-06-03'
        ? ['HPALE', 'KIPA', 'KIPA', 'DLAGER']
        : Array.from({ length: between(random, 4, 5) }, () =>
            oneOf(random, ['HPALE', 'HPALE', 'KIPA', 'KIPA', 'DLAGER', 'BSTOUT', 'OWIT', 'RRED', 'SGOSE', 'TPORT']),
          );
    for (const code of codes) schedule.push({ day, code });
  }
  const first = schedule.findIndex((s) => isoDay(s.day) === '2027-06-03');
  const perDay = new Map<string, number>();
  const batches = schedule.map((s, i) => {
    const brewNo = 1183 - first + i;
    const key = isoDay(s.day);
    const seq = (perDay.get(key) ?? 0) + 1;
    perDay.set(key, seq);
    return { ...s, brewNo, seq };
  });
  batches.sort((x, y) => (x.code === y.code ? x.brewNo - y.brewNo : x.code < y.code ? -1 : 1));
  const starts = [5, 9, 14, 18, 22];
  const parts = batches.map((b) => {
    const isNeedle = b.brewNo === 1184;
    const make = () => {
      const beer = beerByCode(b.code);
      const mashH = starts[b.seq - 1]!;
      const mashM = between(random, 0, 50);
      const mashIn = new Date(b.day.getTime() + (mashH * 60 + mashM) * 60_000);
      const knockOut = new Date(mashIn.getTime() + between(random, 330, 420) * 60_000);
      const malts = MALTS[b.code]!.map((item, k) => ({
        item,
        lot: `ML-27-${String(between(random, 180, 640)).padStart(4, '0')}`,
        kg: k === 0 ? between(random, 980, 1240) : between(random, 18, 160),
      }));
      const hops = HOPS[b.code]!.map((variety, k) => ({
        variety,
        lot: `HL-26-${variety.slice(0, 2).toUpperCase()}-${between(random, 1000, 9999)}`,
        addition: k === 0 ? 'bittering' : oneOf(random, ['whirlpool', 'late', 'dry hop D3', 'dry hop D5']),
        kg: Number(fixed(within(random, 1.5, 9.5), 1)),
      }));
      return JSON.stringify({
        brewNo: `B27-${String(b.brewNo).padStart(4, '0')}`,
        recipe: { code: b.code, name: beer.name, rev: REVISION[b.code] },
        status: b.day.getTime() > dayBefore(16).getTime() ? 'fermenting' : 'complete',
        brewDate: isoDay(b.day),
        brewhouse: b.seq % 2 === 1 ? 'BH1' : 'BH2',
        shift: mashH < 13 ? 'early' : mashH < 21 ? 'late' : 'night',
        brewer: oneOf(random, STAFF),
        mashInAt: mashIn.toISOString().replace('.000', ''),
        knockOutAt: knockOut.toISOString().replace('.000', ''),
        fv: `FV-${pad2(between(random, 1, 36))}`,
        castOutHl: Number(fixed(within(random, 58, 64), 1)),
        ogPlato: Number(fixed(beer.abv * 2.55 + within(random, -0.4, 0.4), 1)),
        kettlePh: Number(fixed(within(random, 5.05, 5.3), 2)),
        ibu: IBU[b.code]! + between(random, -3, 3),
        malt: malts,
        hops,
        yeast: {
          strain: STRAIN[b.code],
          generation: between(random, 1, 9),
          pitchLot: isNeedle ? needle : `YP${yymmdd(b.day)}-${pad2(b.seq)}`,
          cropFrom: `FV-${pad2(between(random, 1, 36))}`,
          pitchRateMcellsPerMl: Number(fixed(within(random, 8, 16), 1)),
        },
        water: {
          profile: oneOf(random, ['SOFT-CL', 'BURTON-LT', 'BALANCED', 'IPA-SO4']),
          caso4G: between(random, 120, 980),
          caclG: between(random, 80, 640),
        },
        losses: { spentGrainKg: between(random, 1200, 1700), trubKg: between(random, 60, 140) },
        notes: oneOf(random, [
          '',
          '',
          '',
          'mash pH adjusted with lactic',
          'sparge slow, raked twice',
          'kettle boil-over, +10 min',
          'whirlpool rest 25 min',
        ]),
      });
    };
    return isNeedle ? make() : without(needle, make);
  });
  const meta = {
    source: 'BrewTrack MES 8.4.2',
    site: 'TBC-TARROW',
    query: { from: '2027-03-01', to: '2027-06-10', status: ['complete', 'fermenting'], sort: ['recipe.code', 'brewNo'] },
    generatedAt: '2027-06-11T05:30:02Z',
    count: parts.length,
  };
  const output = `{"export":${JSON.stringify(meta)},"batches":[${parts.join(',')}]}\n`;
  return probe(
    'round 126: MES brew batches, one line',
    'Which yeast pitch lot went into brew 1184, the Kestrel IPA we brewed on the 3rd of June?',
    'mes_export_brew_batches',
    output,
    'pitch-lot',
    needle,
    true,
  );
}

/** a2: the QA lab's LIMS export of this week's packaged-product samples, as one line of XML. */
function a2LimsSamples(): EconomicsTask {
  const random = seededRandom(126_002);
  const needle = '131.8';
  const lines = [
    { id: 'L1', name: 'Bottle Line 1', minute: 5, format: 'B330', pack: '330ml Bottle', fill: 332, hours: [6, 22] },
    { id: 'L2', name: 'Can Line 2', minute: 40, format: 'C330', pack: '330ml Can', fill: 333, hours: [0, 24] },
    { id: 'L3', name: 'Can Line 3', minute: 20, format: 'C440', pack: '440ml Can', fill: 444, hours: [0, 24] },
    { id: 'L4', name: 'Keg Line', minute: 50, format: 'K50', pack: '50L Keg', fill: 0, hours: [6, 21] },
  ] as const;
  // Each line runs one batch for a few hours, then changes over.
  const runs = new Map<string, { until: number; beer: Beer; batch: number }>();
  const slots: { at: number; line: (typeof lines)[number] }[] = [];
  const monday = Date.UTC(2027, 5, 7) - 3_600_000; // 00:00 BST
  for (let h = 0; h < 4 * 24 + 6; h++) {
    const hourOfDay = h % 24;
    for (const line of lines) {
      if (hourOfDay < line.hours[0] || hourOfDay >= line.hours[1]) continue;
      if (line.id === 'L4' && hourOfDay % 2 === 1) continue;
      if (h >= 4 * 24 && line.id !== 'L2' && line.id !== 'L3') continue;
      slots.push({ at: monday + (h * 60 + line.minute) * 60_000, line });
    }
  }
  slots.sort((x, y) => x.at - y.at);
  const bst = (ms: number) => `${new Date(ms + 3_600_000).toISOString().slice(0, 19)}+01:00`;
  let seq = 41_208;
  const samples = slots.map(({ at, line }) => {
    let run = runs.get(line.id);
    if (!run || at > run.until) {
      run = { until: at + between(random, 5, 14) * 3_600_000, beer: oneOf(random, BEERS), batch: between(random, 1120, 1176) };
      runs.set(line.id, run);
    }
    const { beer, batch } = run;
    const isNeedle = line.id === 'L3' && bst(at).startsWith('2027-06-09T14:20');
    const id = `S27${seq++}`;
    const make = () => {
      const results: string[] = [];
      const result = (test: string, name: string, unit: string, value: string, spec: string, inst: string) =>
        results.push(`<Result test="${test}" name="${name}" unit="${unit}" value="${value}" spec="${spec}" instrument="${inst}"/>`);
      if (line.id !== 'L4') {
        result('TPO', 'Total package oxygen', 'ppb', isNeedle ? needle : fixed(within(random, 42, 148), 1), 'max 150', 'INST-0412');
        result('HSO2', 'Headspace oxygen', 'ppb', String(between(random, 8, 70)), 'max 80', 'INST-0412');
      }
      result('DO', 'Dissolved oxygen', 'ppb', String(between(random, 6, 45)), 'max 50', 'INST-0412');
      result('CO2', 'Carbon dioxide', 'g/L', fixed(within(random, 4.6, 5.4), 2), '4.5-5.5', 'INST-0412');
      result(
        'ABV',
        'Alcohol',
        '%v/v',
        fixed(beer.abv + within(random, -0.08, 0.08), 2),
        `${fixed(beer.abv - 0.1, 1)}-${fixed(beer.abv + 0.1, 1)}`,
        'INST-0388',
      );
      if (line.fill > 0)
        result('FILL', 'Fill volume', 'ml', fixed(line.fill + within(random, -2.2, 2.4), 1), `min ${line.fill - 3}`, 'INST-0291');
      result(
        'TURB',
        'Haze 90deg',
        'EBC',
        fixed(within(random, 0.3, beer.code === 'OWIT' ? 14 : 1.6), 2),
        beer.code === 'OWIT' ? 'n/a' : 'max 2.0',
        'INST-0350',
      );
      result(
        'PH',
        'pH',
        '',
        fixed(within(random, beer.code === 'SGOSE' ? 3.3 : 4.1, beer.code === 'SGOSE' ? 3.5 : 4.5), 2),
        'info',
        'INST-0117',
      );
      const received = bst(at + between(random, 6, 40) * 60_000);
      const authorised = bst(at + between(random, 50, 180) * 60_000);
      return (
        `<Sample id="${id}" type="PACKAGED" line="${line.id}" lineName="${line.name}" product="${beer.name} ${line.pack}" sku="TBC-${beer.code}-${line.format}" ` +
        `batch="B27-${batch}" pulled="${bst(at)}" pulledBy="${oneOf(random, STAFF)}" received="${received}" status="AUTHORISED" authorised="${authorised}">` +
        `${results.join('')}<Comment>${oneOf(random, ['', '', '', 'Retest not required', 'Sample taken after changeover', 'Seam check OK at same time', 'Lid lot changed before pull'])}</Comment></Sample>`
      );
    };
    return isNeedle ? make() : without(needle, make);
  });
  const specs: string[] = [];
  for (const beer of BEERS)
    for (const format of ['B330', 'C330', 'C440', 'K50', 'K30'])
      for (const [test, unit, lo, hi] of [
        ['TPO', 'ppb', '', '150'],
        ['HSO2', 'ppb', '', '80'],
        ['DO', 'ppb', '', '50'],
        ['CO2', 'g/L', '4.5', '5.5'],
        ['ABV', '%v/v', fixed(beer.abv - 0.1, 1), fixed(beer.abv + 0.1, 1)],
        ['FILL', 'ml', format === 'C440' ? '441' : '327', ''],
        ['TURB', 'EBC', '', beer.code === 'OWIT' ? '' : '2.0'],
        ['PH', '', '', ''],
      ] as const)
        specs.push(
          `<Spec product="${beer.code}" format="${format}" test="${test}" unit="${unit}" min="${lo}" max="${hi}" version="${between(random, 3, 9)}"/>`,
        );
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<LimsExport system="QLims 6.2" lab="Tarrow QA Lab" query="type=PACKAGED;from=2027-06-07T00:00+01:00;to=2027-06-11T06:00+01:00" generated="2027-06-11T06:02:11+01:00" count="${samples.length}">` +
    `<Samples>${samples.join('')}</Samples><Specifications>${specs.join('')}</Specifications></LimsExport>\n`;
  return probe(
    'round 126: LIMS packaged samples, one line',
    'What was the TPO on the Line 3 can sample pulled at twenty past two on Wednesday afternoon?',
    'lims_export_samples',
    output,
    'tpo',
    needle,
    true,
  );
}

/** A GS1 check digit for `digits` (GTIN, SSCC). */
function gs1Check(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

const FORMATS = [
  { code: 'K50', desc: '50L KEG', perPallet: 8, item: 10 },
  { code: 'K30', desc: '30L KEG', perPallet: 12, item: 20 },
  { code: 'C440', desc: '440ML CAN 4PK x6', perPallet: 84, item: 30 },
  { code: 'C330', desc: '330ML CAN x24', perPallet: 90, item: 40 },
  { code: 'B330', desc: '330ML BOTTLE x24', perPallet: 70, item: 50 },
] as const;

/** a3: the EDI outbox's interchange of this week's despatch advices to Northgate, raw EDIFACT on one line. */
function a3DespatchAdvice(): EconomicsTask {
  const random = seededRandom(126_003);
  type Pallet = { lines: { beer: Beer; format: (typeof FORMATS)[number]; batch: number; qty: number }[] };
  const messages: { day: number; pallets: Pallet[] }[] = [];
  for (let m = 0; m < 28; m++) {
    const pallets: Pallet[] = Array.from({ length: between(random, 22, 26) }, () => {
      const format = oneOf(random, FORMATS);
      const lineCount = format.code.startsWith('K') || random() < 0.7 ? 1 : between(random, 2, 3);
      return {
        lines: Array.from({ length: lineCount }, () => {
          let batch = between(random, 1098, 1160);
          const beer = oneOf(random, BEERS);
          while (batch === 1128) batch = between(random, 1098, 1160);
          return { beer, format, batch, qty: Math.floor(format.perPallet / lineCount) };
        }),
      };
    });
    messages.push({ day: Math.floor(m / 7), pallets });
  }
  const rred = beerByCode('RRED');
  const needlePallet: Pallet = { lines: [{ beer: rred, format: FORMATS[1], batch: 1128, qty: 12 }] };
  messages[13]!.pallets[12] = needlePallet;
  messages[15]!.pallets[4] = { lines: [{ beer: rred, format: FORMATS[0], batch: 1128, qty: 8 }] };
  messages[9]!.pallets[7] = { lines: [{ beer: rred, format: FORMATS[1], batch: 1119, qty: 12 }] };
  messages[18]!.pallets[15] = { lines: [{ beer: rred, format: FORMATS[1], batch: 1133, qty: 12 }] };
  let serial = 412_000;
  let needle = '';
  const depots = ['5012345000024', '5012345000031', '5012345000048', '5012345000055'];
  const hauliers = ['CARNFORTH HAULAGE', 'TBC OWN FLEET', 'PENNINE CHILLED'];
  const body = messages.map((msg, m) => {
    const despatch = dayBefore(4 - msg.day);
    const delivery = dayBefore(3 - msg.day);
    const ymd = (d: Date) => isoDay(d).replaceAll('-', '');
    const segs: string[] = [
      `UNH+${m + 1}+DESADV:D:96A:UN:EAN007`,
      `BGM+351+DA${yymmdd(despatch)}${pad2(m + 1)}+9`,
      `DTM+137:${ymd(despatch)}${pad2(between(random, 5, 16))}${pad2(between(random, 0, 59))}:203`,
      `DTM+11:${ymd(despatch)}:102`,
      `DTM+17:${ymd(delivery)}:102`,
      `RFF+ON:NWPO-${between(random, 558_000, 559_999)}`,
      'NAD+BY+5012345000017::9',
      `NAD+DP+${oneOf(random, depots)}::9`,
      'NAD+SU+5060999000004::9',
      `TDT+20++30+31+::9:${oneOf(random, hauliers)}+++:::TT${between(random, 201, 236)}`,
      'CPS+1',
    ];
    let lineNo = 0;
    msg.pallets.forEach((pallet, p) => {
      const base = `3506099900${String(serial++).padStart(7, '0')}`;
      const sscc = base + gs1Check(base);
      if (pallet === needlePallet) needle = sscc;
      segs.push(`CPS+${p + 2}+1`, 'PAC+1++201', 'PCI+33E', `GIN+BJ+${sscc}`);
      for (const line of pallet.lines) {
        const gtin12 = `506099900${pad2(BEERS.indexOf(line.beer) + 1)}${line.format.item / 10}`;
        const bbe = new Date(despatch.getTime() + (line.format.code.startsWith('K') ? 120 : 270) * DAY_MS);
        segs.push(
          `LIN+${++lineNo}++${gtin12}${gs1Check(gtin12)}:EN`,
          `PIA+1+${line.beer.code}-${line.format.code}:SA`,
          `IMD+F++:::${line.beer.upper} ${line.format.desc}`,
          `QTY+12:${line.qty}`,
          `DTM+361:${ymd(bbe)}:102`,
          'PCI+36E',
          `GIN+BX+B27-${line.batch}`,
        );
      }
    });
    segs.push(`CNT+2:${lineNo}`);
    segs.push(`UNT+${segs.length + 1}+${m + 1}`);
    return segs.join("'") + "'";
  });
  const raw = `UNA:+.? 'UNB+UNOC:3+5060999000004:14+5012345000017:14+270610:1642+00004417++DESADV'${body.join('')}UNZ+${messages.length}+00004417'`;
  const output = [
    'Interchange 00004417   Tarrow Brewing Co (5060999000004) -> Northgate Wholesale Ltd (5012345000017)',
    `Messages: ${messages.length} x DESADV D.96A EAN007   Created: 2027-06-10 16:42:07   Channel: AS2   MDN: received 2027-06-10 16:42:19`,
    `Size: ${raw.length.toLocaleString('en-GB')} bytes   Status: ACKNOWLEDGED (CONTRL 00004417 accepted 2027-06-10 16:55:02)`,
    '--- raw ---',
    raw,
    '--- end ---',
    '',
  ].join('\n');
  return probe(
    'round 126: despatch advice EDIFACT, one line',
    "On the despatch advice we sent Northgate this week, what's the SSCC of the pallet with the Rookery Red 30 litre kegs from batch B27-1128?",
    'edi_outbox_show',
    output,
    'sscc',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** b1: the cellar's status of every fermenter and bright tank, as YAML. */
function b1CellarStatus(): EconomicsTask {
  const random = seededRandom(126_004);
  const needle = 'FV-17';
  const gose = beerByCode('SGOSE');
  const others = BEERS.filter((b) => b.code !== 'SGOSE');
  const at = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 16);
  const now = Date.UTC(2027, 5, 11, 5, 0);
  const vessel = (id: string, kind: 'FV' | 'BBT', state: string, beer: Beer | undefined, next: string, previous?: Beer) => {
    const out: string[] = [`  - id: ${id}`, `    state: ${state}`];
    const capacity = kind === 'BBT' ? oneOf(random, [60, 120]) : oneOf(random, [60, 60, 120, 120, 180]);
    if (beer) {
      const filledDaysAgo =
        kind === 'FV' ? (state === 'fermenting' ? between(random, 2, 8) : between(random, 9, 16)) : between(random, 1, 5);
      const filled = now - filledDaysAgo * DAY_MS - between(random, 0, 720) * 60_000;
      const first = between(random, 1120, 1190);
      const og = beer.abv * 2.55;
      const fg = og * 0.22;
      const plato = state === 'fermenting' ? fg + within(random, 0.2, 4) : fg + within(random, -0.1, 0.1);
      out.push(
        '    contents:',
        `      beer: ${beer.name}`,
        `      recipe: ${beer.code} r${REVISION[beer.code]}`,
        `      brew_nos: [B27-${first}${capacity > 60 ? `, B27-${first + 1}` : ''}${capacity > 120 ? `, B27-${first + 2}` : ''}]`,
        `      volume_hl: ${fixed(capacity * within(random, 0.93, 0.99), 1)}`,
      );
      if (kind === 'FV') out.push(`      yeast: ${STRAIN[beer.code]} gen ${between(random, 1, 9)}`);
      else out.push(`      transferred_from: FV-${pad2(oneOf(random, [1, 2, 3, 5, 8, 9, 12, 14, 20, 21, 25, 26, 27, 29, 31, 33, 35]))}`);
      const ph = beer.code === 'SGOSE' ? within(random, 3.3, 3.5) : within(random, 4.1, 4.5);
      out.push(
        `      filled_at: "${at(filled)}"`,
        `      days_in_vessel: ${filledDaysAgo}`,
        `      gravity_plato: ${fixed(plato, 1)}`,
        `      target_fg_plato: ${fixed(fg, 1)}`,
        `      ph: ${fixed(ph, 2)}`,
      );
      const setpoint = state === 'fermenting' ? (beer.code === 'DLAGER' ? 11 : 19) : state === 'dry hopping' ? 16 : 0;
      out.push(
        '    control:',
        `      setpoint_c: ${fixed(setpoint, 1)}`,
        `      actual_c: ${fixed(setpoint + within(random, -0.3, 0.3), 1)}`,
        `      pressure_bar: ${fixed(kind === 'BBT' ? within(random, 1, 1.3) : within(random, 0.2, 0.9), 2)}`,
        `      spunding: ${kind === 'FV' && state !== 'fermenting' ? 'false' : 'true'}`,
        '    readings:',
      );
      let p = plato + (state === 'fermenting' ? within(random, 1.5, 3) : 0);
      for (let r = 15; r >= 0; r--) {
        p = Math.max(plato, p - within(random, 0, 0.4));
        out.push(
          `      - { at: "${at(now - r * 4 * 3_600_000)}", plato: ${fixed(p, 1)}, temp_c: ${fixed(setpoint + within(random, -0.4, 0.4), 1)}, ph: ${fixed(ph + (r / 15) * 0.12 + within(random, -0.02, 0.02), 2)} }`,
        );
      }
    } else {
      out.push('    contents: null');
      if (previous) out.push(`    previous: { beer: ${previous.name}, emptied_at: "${at(now - between(random, 10, 60) * 3_600_000)}" }`);
    }
    out.push(
      `    capacity_hl: ${capacity}`,
      `    type: ${kind === 'FV' ? 'unitank' : 'bright tank'}`,
      `    location: ${kind === 'BBT' ? 'Bright Cellar' : oneOf(random, ['Cellar A', 'Cellar B', 'Cellar C'])}`,
    );
    out.push(
      '    plan:',
      `      next: ${next}`,
      `      due: "${at(now + between(random, 6, 96) * 3_600_000)}"`,
      `      by: ${oneOf(random, STAFF)}`,
    );
    out.push(
      `    last_cip: { at: "${at(now - between(random, 3, 20) * DAY_MS)}", program: ${oneOf(random, ['P3 FULL', 'P3 FULL', 'P2 CAUSTIC ONLY'])}, cycle: 27-0${between(random, 700, 899)} }`,
    );
    return out.join('\n');
  };
  const blocks: string[] = [];
  for (let n = 1; n <= 36; n++) {
    const id = `FV-${pad2(n)}`;
    if (id === needle) {
      blocks.push(vessel(id, 'FV', 'fermenting', gose, 'crash cool to 0 C'));
      continue;
    }
    blocks.push(
      without(needle, () => {
        if (n === 30) return vessel(id, 'FV', 'clean', undefined, `fill - ${gose.name} (B27-1201, B27-1202)`, oneOf(random, others));
        if (n === 22) return vessel(id, 'FV', 'cip', undefined, 'CIP P3 FULL', gose);
        const roll = random();
        if (roll < 0.15) return vessel(id, 'FV', 'clean', undefined, `fill - ${oneOf(random, others).name}`, oneOf(random, others));
        const state = roll < 0.55 ? 'fermenting' : roll < 0.75 ? 'dry hopping' : 'conditioning';
        return vessel(
          id,
          'FV',
          state,
          oneOf(random, others),
          state === 'fermenting' ? 'diacetyl rest' : state === 'dry hopping' ? 'crash cool to 0 C' : 'transfer to BBT',
        );
      }),
    );
  }
  for (let n = 1; n <= 12; n++) {
    const id = `BBT-${pad2(n)}`;
    blocks.push(
      without(needle, () => {
        if (n === 5) return vessel(id, 'BBT', 'conditioning', gose, 'package - Can Line 3');
        if (random() < 0.25) return vessel(id, 'BBT', 'clean', undefined, 'receive', oneOf(random, others));
        return vessel(
          id,
          'BBT',
          oneOf(random, ['conditioning', 'carbonating', 'packaging']),
          oneOf(random, others),
          `package - ${oneOf(random, ['Bottle Line 1', 'Can Line 2', 'Can Line 3', 'Keg Line'])}`,
        );
      }),
    );
  }
  const output = [
    '# cellarctl status --all --format yaml',
    'generated_at: "2027-06-11T06:00:04+01:00"',
    'site: tarrow',
    'source: cellarctl 2.3.1 (PLC CELLAR-A, CELLAR-B, CELLAR-C, BRIGHT)',
    'glycol:',
    '  supply_c: -3.8',
    '  return_c: -1.2',
    '  chiller: CH-2',
    '  load_pct: 64',
    'vessels:',
    ...blocks,
    '',
  ].join('\n');
  return probe('round 126: cellar status YAML', 'Which FV has the gose fermenting in it right now?', 'cellar_status', output, 'fv', needle);
}

const PUB_FIRST = [
  'Swan',
  'Hare',
  'Crown',
  'Plough',
  'Drovers',
  'Ferry',
  'Kings',
  'Mallard',
  'Rose',
  'Anchor',
  'Bell',
  'Wheatsheaf',
  'Lamb',
  'Stag',
  'Otter',
  'Heron',
  'Badger',
  'Fox',
  'Ship',
  'Mitre',
];
const PUB_SECOND = ['Hounds', 'Anchor', 'Feathers', 'Barrel', 'Crown', 'Bell', 'Lantern', 'Thistle', 'Oak', 'Compass'];
const TOWNS = [
  'Castlebridge',
  'Tarrow',
  'Kelby',
  'Ashford Dale',
  'Marrowgate',
  'Hebden Cross',
  'Low Fenwick',
  'Oxley',
  'Stainmoor',
  'Wenbury',
  'Pickhill',
  'Saltby',
];
const STREETS = [
  'Market Street',
  'High Street',
  'Mill Lane',
  'Church Road',
  'Bridge Street',
  'Station Road',
  'Quay Side',
  'Green Lane',
  'North Road',
  'Castle Wynd',
];

/** A pub's name; never the Fox & Lantern, which the b2 task plants itself. */
function pubName(random: () => number): string {
  for (;;) {
    const a = oneOf(random, PUB_FIRST);
    const b = oneOf(random, PUB_SECOND);
    const name = oneOf(random, [
      `${a} & ${b}`,
      `The ${a} & ${b}`,
      `The ${a} Inn`,
      `The ${a} Arms`,
      `${b} Tap`,
      `The ${a}`,
      `${a} & ${b} Hotel`,
    ]);
    if (!name.includes('Fox & Lantern')) return name;
  }
}

/** b2: today's delivery route plan from the transport system, as pretty JSON. */
function b2RoutePlan(): EconomicsTask {
  const random = seededRandom(126_005);
  const needle = '10:47';
  const hm = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  const skus = BEERS.flatMap((b) => [`TBC-${b.code}-K50`, `TBC-${b.code}-K30`, `TBC-${b.code}-C440`, `TBC-${b.code}-B330`]);
  let stopNo = 140;
  let orderNo = 271_820;
  const stop = (seq: number, clock: number, name: string, town: string, notes: string) => {
    const from = Math.max(6 * 60, Math.floor((clock - between(random, 30, 150)) / 60) * 60);
    return {
      seq,
      stop_id: `STP-0611-${String(stopNo++).padStart(4, '0')}`,
      eta: hm(clock),
      window: { from: hm(from), to: hm(from + oneOf(random, [120, 180, 240])) },
      customer: {
        account: `C-${between(random, 10_000, 19_999)}`,
        name,
        address: [
          `${between(random, 1, 140)} ${oneOf(random, STREETS)}`,
          town,
          `${oneOf(random, ['CB', 'TW', 'KL', 'MG'])}${between(random, 1, 9)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
        ],
        contact: `${oneOf(random, ['Dee', 'Sam', 'Mark', 'Priya', 'Tom', 'Ellie', 'Gaz', 'Ruth', 'Owen'])} (${oneOf(random, ['cellar', 'licensee', 'manager', 'goods in'])})`,
        phone: `01632 ${between(random, 960_000, 960_999)}`,
      },
      service_min: oneOf(random, [10, 15, 20, 20, 30]),
      orders: Array.from({ length: between(random, 1, 2) }, () => ({
        order: `SO-${orderNo++}`,
        po: random() < 0.4 ? `PO${between(random, 1000, 99_999)}` : null,
        lines: Array.from({ length: between(random, 1, 4) }, () => ({ sku: oneOf(random, skus), qty: between(random, 1, 6) })),
      })),
      empties_to_collect: { kegs: between(random, 0, 8), casks: 0, gas_cylinders: between(random, 0, 2) },
      payment: oneOf(random, ['account', 'account', 'account', 'COD - card']),
      notes,
    };
  };
  const drivers = [
    'Gary Holt',
    'Shaun Pike',
    'Maggie Ruddock',
    'Kev Brannigan',
    'Imran Saleem',
    'Dave Lowther',
    'Jo Kettlewell',
    'Lee Naylor',
    'Amir Haddad',
    'Pete Sowerby',
    'Nadia Crane',
    'Rob Ellery',
    'Chris Tindall',
    'Bev Harker',
  ];
  const NOTES = [
    '',
    '',
    '',
    'Drop through cellar flaps, ring bell',
    'Rear yard via Mill Lane',
    'No deliveries before 9',
    'Low arch - small van only',
    'Call 10 min before arrival',
    'Kegs to cold room, not cellar',
  ];
  const routes = drivers.map((driver, r) => {
    let clock = between(random, 6 * 60 + 30, 8 * 60);
    const depart = clock - between(random, 20, 50);
    const town = oneOf(random, TOWNS);
    const stops = Array.from({ length: between(random, 10, 14) }, (_, s) => {
      clock += between(random, 12, 38);
      if (r === 6 && s === 5) {
        clock = 10 * 60 + 47;
        return stop(s + 1, clock, 'Fox & Lantern', 'Castlebridge', 'Drop through cellar flaps, ring bell');
      }
      const make = () => {
        const notes = r === 10 && s === 3 ? 'Licensee also runs the Fox & Lantern; invoices to head office' : oneOf(random, NOTES);
        return stop(s + 1, clock, pubName(random), oneOf(random, TOWNS), notes);
      };
      let made = make();
      while (JSON.stringify(made).includes(needle)) {
        clock += 1;
        made = make();
      }
      return made;
    });
    return {
      route_id: `R-0611-${pad2(r + 1)}`,
      name: `${town} & ${oneOf(random, TOWNS)}`,
      vehicle: {
        reg: `${oneOf(random, ['PX', 'YK', 'YD', 'NL'])}${between(random, 19, 26)} ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXY', 3)}`,
        type: oneOf(random, ['18t rigid, tail lift', '7.5t rigid, tail lift', '3.5t van']),
        chilled: random() < 0.2,
      },
      driver,
      depart: hm(depart),
      return_eta: without(needle, () => hm(clock + between(random, 40, 90))),
      distance_km: Number(fixed(within(random, 60, 240), 1)),
      stops,
    };
  });
  const plan = {
    plan_date: '2027-06-11',
    depot: 'Tarrow Brewery - Despatch',
    generated_at: '2027-06-11T04:45:12+01:00',
    optimiser: 'RouteWise 4.1',
    routes,
  };
  const output = `${JSON.stringify(plan, null, 2)}\n`;
  return probe(
    'round 126: delivery route plan JSON',
    'What time is the van due at the Fox & Lantern today?',
    'tms_route_plan',
    output,
    'eta',
    needle,
  );
}

const WRAP: Record<string, string> = { '4PK': 'PAPERBOARD CLIP', '8PK': 'CARTON SLEEVE', '12PK': 'CARTON SLEEVE', TRAY24: 'TRAY + SHRINK' };
const PER_LAYER: Record<string, number> = { '4PK': 14, '8PK': 13, '12PK': 12, TRAY24: 10 };

/** b3: canning line 3's HMI recipe export (every can format it runs), as INI. */
function b3CanLineRecipes(): EconomicsTask {
  const random = seededRandom(126_006);
  const needle = '445.5';
  const kipa = beerByCode('KIPA');
  const recipes: { name: string; product: string; pack: string; enabled: boolean; needle: boolean }[] = [];
  recipes.push({ name: 'WATER FLUSH / CIP TEST', product: 'WATER', pack: 'NONE', enabled: true, needle: false });
  for (let n = 9; n <= 20; n++)
    recipes.push({ name: `SPECIAL RELEASE #${n} 440 4PK`, product: `SR${n}`, pack: '4PK', enabled: n > 17, needle: false });
  recipes.push({ name: 'HOLLOWAY CIDER 440 4PK (CONTRACT)', product: 'HCIDER', pack: '4PK', enabled: true, needle: false });
  recipes.push({ name: 'HOLLOWAY CIDER 440 24 TRAY (CONTRACT)', product: 'HCIDER', pack: 'TRAY24', enabled: true, needle: false });
  for (const beer of BEERS) {
    recipes.push({ name: `${beer.upper} 440 4PK`, product: beer.code, pack: '4PK', enabled: true, needle: beer === kipa });
    if (beer === kipa)
      recipes.push({ name: `${beer.upper} 440 4PK (2026 ART)`, product: beer.code, pack: '4PK', enabled: false, needle: false });
    recipes.push({ name: `${beer.upper} 440 12PK`, product: beer.code, pack: '12PK', enabled: true, needle: false });
    recipes.push({ name: `${beer.upper} 440 24 TRAY`, product: beer.code, pack: 'TRAY24', enabled: true, needle: false });
    recipes.push({
      name: `${beer.upper} 440 8PK (MULTIPLE)`,
      product: beer.code,
      pack: '8PK',
      enabled: beer.code !== 'RRED',
      needle: false,
    });
    if (beer.code !== 'SGOSE' && beer.code !== 'OWIT')
      recipes.push({
        name: `${beer.upper} 440 24 TRAY EXPORT (EU)`,
        product: beer.code,
        pack: 'TRAY24',
        enabled: beer.code !== 'TPORT',
        needle: false,
      });
  }
  const targets = ['443.0', '443.5', '444.0', '444.5', '445.0', '446.0'];
  const sections = recipes.map((r, i) => {
    const no = String(i + 1).padStart(3, '0');
    const make = () => {
      const changed = new Date(Date.UTC(2026, 9, 1) + between(random, 0, 250) * DAY_MS + between(random, 0, 86_399) * 1000);
      const sku = r.product === 'WATER' ? 'NONE' : `TBC-${r.product}-C440-${r.pack}`;
      return [
        `[Recipe.${no}]`,
        `Name=${r.name}`,
        `Enabled=${r.enabled ? 1 : 0}`,
        `Product=${r.product}`,
        `Sku=${sku}`,
        `CanSize=440`,
        `FillTargetMl=${r.needle ? needle : oneOf(random, targets)}`,
        `FillToleranceMl=${oneOf(random, ['2.5', '3.0'])}`,
        `SpeedCpm=${oneOf(random, [150, 165, 180, 180, 180])}`,
        `BowlPressureBar=${fixed(within(random, 1.9, 2.4), 2)}`,
        `BowlTempC=${fixed(within(random, 0.5, 2.5), 1)}`,
        `PreEvacuation=1`,
        `Co2FlushMs=${oneOf(random, [120, 140, 160])}`,
        `SnifterMs=${between(random, 55, 80) * 10}`,
        `UnderlidGassing=1`,
        `LevelProbeOffsetMm=${fixed(within(random, -0.4, 0.4), 1)}`,
        `LastChanged=${changed.toISOString().slice(0, 19).replace('T', ' ')}`,
        `ChangedBy=${oneOf(random, STAFF)}`,
        '',
        `[Recipe.${no}.Depal]`,
        `CansPerLayer=${oneOf(random, [389, 389, 402])}`,
        `LayerPattern=${oneOf(random, ['HEX-A', 'HEX-B'])}`,
        `SweepSpeedPct=${between(random, 55, 80)}`,
        `TierSheetReturn=1`,
        '',
        `[Recipe.${no}.Rinser]`,
        `Mode=${oneOf(random, ['AIR', 'AIR', 'WATER+AIR'])}`,
        `AirPressureBar=${fixed(within(random, 2.5, 4), 1)}`,
        `InvertTimeMs=${between(random, 30, 60) * 10}`,
        '',
        `[Recipe.${no}.Seamer]`,
        `ChuckType=202-B`,
        `EndType=CDL 202`,
        `FirstOpProfile=R1-${oneOf(random, ['A', 'B'])}`,
        `SecondOpProfile=R2-${oneOf(random, ['A', 'C'])}`,
        `BaseplateLoadKg=${between(random, 118, 132)}`,
        `SeamThicknessTargetMm=${fixed(within(random, 1.18, 1.24), 2)}`,
        `SeamLengthTargetMm=${fixed(within(random, 2.45, 2.6), 2)}`,
        `CountersinkTargetMm=${fixed(within(random, 6.6, 6.9), 2)}`,
        `TeardownIntervalMin=${oneOf(random, [60, 120])}`,
        '',
        `[Recipe.${no}.Pasteuriser]`,
        `Enabled=${r.product === 'WATER' ? 0 : 1}`,
        `TargetPU=${r.product === 'SGOSE' || r.product === 'OWIT' ? between(random, 18, 25) : between(random, 10, 16)}`,
        `Zone3TempC=${fixed(within(random, 59.5, 61.5), 1)}`,
        `BeltSpeedPct=${between(random, 62, 88)}`,
        `MaxPU=${between(random, 30, 45)}`,
        '',
        `[Recipe.${no}.Coder]`,
        'Line1=BBE {DD} {MON} {YY}',
        `Line2=L{JJJ} {HH}:{MM} L3 ${r.product === 'WATER' ? '' : `B27-{BATCH}`}`,
        `Font=${oneOf(random, ['7x5', '9x7'])}`,
        `PrintDelayMs=${between(random, 12, 30)}`,
        `ShelfLifeDays=${r.product === 'SGOSE' ? 240 : 270}`,
        '',
        `[Recipe.${no}.Inspection]`,
        `FillLevelMinMm=${fixed(within(random, 11.5, 12.5), 1)}`,
        `FillLevelMaxMm=${fixed(within(random, 7.5, 8.5), 1)}`,
        `RejectShiftRegister=${between(random, 38, 44)}`,
        `LidPresence=1`,
        `CoderVerify=${oneOf(random, [0, 1, 1])}`,
        '',
        `[Recipe.${no}.Checkweigher]`,
        `NominalG=${r.pack === 'NONE' ? 0 : between(random, 470, 480) * Number(r.pack.replace(/\D/g, ''))}`,
        `TolMinusG=${oneOf(random, [30, 40, 60])}`,
        `TolPlusG=${oneOf(random, [60, 80, 120])}`,
        `RejectConfirm=1`,
        '',
        `[Recipe.${no}.Packer]`,
        `PackType=${r.pack}`,
        `WrapMaterial=${WRAP[r.pack] ?? 'NONE'}`,
        `ArtworkRef=ART-${r.product}-440-${r.pack}-v${between(random, 2, 9)}`,
        `PalletPattern=${oneOf(random, ['PP-440-A', 'PP-440-B'])}`,
        `CasesPerLayer=${PER_LAYER[r.pack] ?? 0}`,
        `Layers=${between(random, 5, 7)}`,
        '',
        `[Recipe.${no}.Changeover]`,
        `FlushFromPrevious=${oneOf(random, ['WATER', 'PRODUCT PUSH', 'NONE'])}`,
        `FlushVolumeL=${between(random, 20, 80)}`,
        `StandardMin=${between(random, 25, 55)}`,
        `AllergenClean=${r.product === 'OWIT' || r.product === 'BSTOUT' ? 1 : 0}`,
        '',
      ].join('\n');
    };
    return r.needle ? make() : without(needle, make);
  });
  const output = [
    '; Tarrow Brewing Co. - Can Line 3 (440ml) recipe export',
    '; HMI: L3-HMI-01  Runtime 17.4  Exported 2027-06-11 05:58:41 by l.pryce',
    `; ${recipes.length} recipes`,
    '',
    '[General]',
    'Line=L3',
    'LineName=Can Line 3',
    'ActiveRecipe=Recipe.012',
    'Units=metric',
    'ExportFormat=2',
    '',
    ...sections,
  ].join('\n');
  return probe(
    'round 126: can line 3 recipes INI',
    "What's the fill target on line 3 for the Kestrel 440 four-packs?",
    'l3_hmi_recipe_export',
    output,
    'fill-target',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** c1: warehouse stock by material, storage location and batch (an SAP MB52-style list), fixed width. */
function c1StockByBatch(): EconomicsTask {
  const random = seededRandom(126_007);
  const needle = 'B27-1163';
  const SLOCS: Record<string, string> = {
    RM01: 'Malt Intake/Silos',
    RM02: 'Hop Cold Store',
    RM03: 'Yeast Lab',
    CH01: 'Chemical Store',
    PK01: 'Packaging Store',
    PK02: 'Line-side L1-L3',
    FG01: 'Finished Goods WH',
    CS01: 'Cold Store',
    DS01: 'Despatch Bay',
  };
  type Row = { material: string; desc: string; sloc: string; batch: string; bun: string; unr: number; qi: number; blk: number };
  const rows: Row[] = [];
  const rawBatch = (prefix: string) => `${prefix}${between(random, 100_000, 999_999)}`;
  const add = (material: string, desc: string, bun: string, slocs: string[], batches: number, size: () => number, batch: () => string) => {
    for (let i = 0; i < batches; i++) {
      const qiRoll = random();
      rows.push({
        material,
        desc,
        sloc: oneOf(random, slocs),
        batch: batch(),
        bun,
        unr: qiRoll < 0.1 ? 0 : size(),
        qi: qiRoll < 0.15 ? size() : 0,
        blk: random() < 0.05 ? Math.ceil(size() / 10) : 0,
      });
    }
  };
  let mat = 100_010;
  const malts = [
    'MARIS OTTER PALE',
    'PALE ALE MALT',
    'PILSNER MALT',
    'WHEAT MALT',
    'MUNICH MALT',
    'CRYSTAL 150',
    'CRYSTAL 240',
    'CHOCOLATE MALT',
    'ROASTED BARLEY',
    'BROWN MALT',
    'CARAPILS',
    'OAT MALT',
    'ACIDULATED MALT',
    'FLAKED OATS',
    'RAW WHEAT',
  ];
  for (const m of malts)
    add(
      String(mat++),
      `MALT ${m}`,
      'KG',
      ['RM01'],
      between(random, 2, 6),
      () => between(random, 250, 24_000),
      () => `ML-27-0${between(random, 100, 699)}`,
    );
  mat = 110_010;
  for (const h of Object.values(HOPS)
    .flat()
    .filter((v, i, all) => all.indexOf(v) === i))
    add(
      String(mat++),
      `HOP PELLET T90 ${h.toUpperCase()}`,
      'KG',
      ['RM02'],
      between(random, 2, 5),
      () => between(random, 5, 400),
      () => `HL-26-${h.slice(0, 2).toUpperCase()}-${between(random, 1000, 9999)}`,
    );
  mat = 120_010;
  for (const y of Object.values(STRAIN).filter((v, i, all) => all.indexOf(v) === i))
    add(
      String(mat++),
      `YEAST SLURRY ${y}`,
      'KG',
      ['RM03'],
      between(random, 1, 3),
      () => between(random, 20, 180),
      () => `YP27060${between(random, 1, 9)}-0${between(random, 1, 5)}`,
    );
  mat = 130_010;
  for (const c of [
    'CAUSTIC SODA 47%',
    'NITRIC/PHOSPHORIC ACID',
    'PERACETIC ACID 15%',
    'DETERGENT ADDITIVE',
    'LACTIC ACID 80%',
    'CALCIUM SULPHATE',
    'CALCIUM CHLORIDE',
    'KETTLE FINING',
    'AUXILIARY FINING',
    'ANTIFOAM',
  ])
    add(
      String(mat++),
      c,
      'KG',
      ['CH01'],
      between(random, 1, 4),
      () => between(random, 25, 3000),
      () => rawBatch('00'),
    );
  mat = 200_010;
  for (const p of [
    'CAN 440ML SLEEK 202 PLAIN',
    'CAN 330ML SLEEK 202 PLAIN',
    'END CDL 202 SILVER',
    'BOTTLE 330ML AMBER NRB',
    'CROWN 26MM TBC BLACK',
    'SHRINK FILM 60MU',
    'TRAY 24x440 BROWN',
    'TRAY 24x330 BROWN',
    'CARTON 24x330 BTL',
    'PALLET UK 1200x1000',
    'KEG CAP BLUE',
    'KEG CAP RED',
    'KEG COLLAR LABEL BLANK',
    'GLUE HOTMELT',
    'INK CODER BLACK',
    'MAKE-UP FLUID',
  ])
    add(
      String(mat++),
      p,
      'EA',
      ['PK01', 'PK01', 'PK02'],
      between(random, 3, 7),
      () => between(random, 200, 180_000),
      () => rawBatch('S'),
    );
  for (const beer of BEERS)
    for (const p of ['LABEL FRONT 330 BTL', 'LABEL BACK 330 BTL', 'CLIP 4PK 440', 'SLEEVE 12PK 440', 'PUMP CLIP'])
      add(
        String(mat++),
        `${p} ${beer.code}`,
        'EA',
        ['PK01', 'PK02'],
        between(random, 1, 3),
        () => between(random, 500, 60_000),
        () => rawBatch('S'),
      );
  const kegFormats = [
    ['K50', '50L KEG'],
    ['K30', '30L KEG'],
    ['C440', '440ML CAN 4PKx6'],
    ['T440', '440ML CAN TRAY 24'],
    ['C330', '330ML CAN x24'],
    ['B330', '330ML BTL x24'],
  ] as const;
  mat = 400_010;
  const fgBatch = () => {
    for (;;) {
      const n = between(random, 1098, 1178);
      if (n !== 1163) return `B27-${n}`;
    }
  };
  for (const beer of BEERS)
    for (const [code, desc] of kegFormats) {
      const material = String(mat++);
      const name = `${beer.upper} ${desc}`;
      const keg = code.startsWith('K');
      if (beer.code === 'BSTOUT' && code === 'K50') {
        const push = (sloc: string, batch: string, unr: number, qi: number, blk: number) =>
          rows.push({ material, desc: name, sloc, batch, bun: 'EA', unr, qi, blk });
        push('FG01', 'B27-1131', 34, 0, 0);
        push('FG01', 'B27-1144', 12, 0, 0);
        push('CS01', 'B27-1150', 48, 0, 0);
        push('CS01', 'B27-1158', 22, 0, 6);
        push('CS01', needle, 0, 56, 0);
        push('DS01', 'B27-1144', 16, 0, 0);
        continue;
      }
      if (beer.code === 'BSTOUT' && code === 'K30') {
        rows.push({ material, desc: name, sloc: 'CS01', batch: 'B27-1157', bun: 'EA', unr: 0, qi: 24, blk: 0 });
        rows.push({ material, desc: name, sloc: 'FG01', batch: 'B27-1131', bun: 'EA', unr: 40, qi: 0, blk: 0 });
        continue;
      }
      add(
        material,
        name,
        'EA',
        keg ? ['FG01', 'CS01', 'CS01', 'DS01'] : ['FG01', 'FG01', 'DS01'],
        between(random, 2, 6),
        () => (keg ? between(random, 4, 96) : between(random, 20, 1400)),
        fgBatch,
      );
    }
  rows.sort((x, y) =>
    x.material === y.material
      ? x.sloc === y.sloc
        ? x.batch < y.batch
          ? -1
          : 1
        : x.sloc < y.sloc
          ? -1
          : 1
      : Number(x.material) - Number(y.material),
  );
  const qty = (n: number, bun: string) =>
    bun === 'KG' ? n.toLocaleString('en-GB', { minimumFractionDigits: 3 }) : n.toLocaleString('en-GB');
  const rule = '-'.repeat(154);
  const line = (
    mark: string,
    r: { material: string; desc: string; sloc: string; slocDesc: string; batch: string; bun: string; unr: string; qi: string; blk: string },
  ) =>
    `${mark}| ${r.material.padEnd(8)} | ${r.desc.padEnd(40)} |TB01|${r.sloc.padEnd(4)}|${r.slocDesc.padEnd(20)}|${r.batch.padEnd(12)}|${r.bun.padEnd(3)}|${r.unr.padStart(17)}|${r.qi.padStart(17)}|${r.blk.padStart(15)}|`;
  const body: string[] = [];
  let i = 0;
  while (i < rows.length) {
    const first = rows[i]!;
    const group: Row[] = [];
    while (i < rows.length && rows[i]!.material === first.material) group.push(rows[i++]!);
    for (const r of group)
      body.push(line(' ', { ...r, slocDesc: SLOCS[r.sloc]!, unr: qty(r.unr, r.bun), qi: qty(r.qi, r.bun), blk: qty(r.blk, r.bun) }));
    const sum = (f: (r: Row) => number) =>
      qty(
        group.reduce((a, r) => a + f(r), 0),
        first.bun,
      );
    body.push(
      line('*', {
        material: first.material,
        desc: first.desc,
        sloc: '',
        slocDesc: '',
        batch: '',
        bun: first.bun,
        unr: sum((r) => r.unr),
        qi: sum((r) => r.qi),
        blk: sum((r) => r.blk),
      }),
    );
  }
  const output = [
    'Warehouse Stocks of Material                                                                                                      11.06.2027',
    'Plant TB01  Tarrow Brewery                                                                                                        06:14:52',
    'Selection: Plant TB01, all storage locations, batches, special stock excluded, zero stock lines not displayed',
    '',
    rule,
    `| Material | Material Description                     |Plnt|SLoc|SLoc Description    |Batch       |BUn|     Unrestricted|    Quality Insp.|        Blocked|`,
    rule,
    ...body,
    rule,
    `${rows.length} entries, ${new Set(rows.map((r) => r.material)).size} materials`,
    '',
  ].join('\n');
  return probe(
    'round 126: stock by batch, fixed width',
    'Which batch of the stout in fifty-litre kegs is still sitting in the cold store waiting for the lab to sign it off?',
    'sap_mb52_stock',
    output,
    'batch',
    needle,
  );
}

/** c2: the yard and gate system's log since yesterday morning (ANPR, docks, loading, reefer units, gatehouse). */
function c2YardLog(): EconomicsTask {
  const random = seededRandom(126_008);
  const needle = 'S0883172';
  const start = Date.UTC(2027, 5, 10, 5, 0); // 06:00 BST yesterday
  const stamp = (ms: number) => {
    const d = new Date(ms + 3_600_000).toISOString();
    return `${d.slice(0, 10)} ${d.slice(11, 23)}`;
  };
  const events: { at: number; text: string }[] = [];
  const log = (at: number, level: string, source: string, text: string) => {
    const ms = at + between(random, 0, 999);
    if (ms >= start && ms < start + DAY_MS) events.push({ at: ms, text: `${level.padEnd(5)} [${source}] ${text}` });
  };
  const plate = () =>
    `${oneOf(random, ['YK', 'YD', 'PX', 'NL', 'LS', 'MX', 'BD'])}${between(random, 15, 26)} ${chars(random, 'ABCDEFGHJKLMNPRSTUVWXY', 3)}`;
  const minutes = (m: number) => m * 60_000;
  // Outbound loads: route, destination, trailer, reefer set point (null when ambient), leaves at (minutes after start), seal.
  const loads = [
    { route: 'LDS-01', dest: 'Northgate Wholesale Leeds DC', trailer: 'TT-204', set: null, leave: 42, seal: 'S0883101' },
    { route: 'CAS-03', dest: 'Castlebridge multi-drop', trailer: 'TT-211', set: null, leave: 75, seal: 'S0883104' },
    { route: 'YRK-01', dest: 'Minster Drinks York', trailer: 'TT-209', set: null, leave: 140, seal: 'S0883118' },
    { route: 'HUL-01', dest: 'Humber Leisure Hull', trailer: 'TT-231', set: 3, leave: 430, seal: 'S0883147' },
    { route: 'MAN-02', dest: 'Northgate Wholesale Trafford', trailer: 'TT-222', set: null, leave: 505, seal: 'S0883151' },
    { route: 'LDS-02', dest: 'Northgate Wholesale Leeds DC', trailer: 'TT-218', set: 3, leave: 547, seal: needle },
    { route: 'LEI-01', dest: 'Midshires Beer Co Leicester', trailer: 'TT-205', set: 4, leave: 620, seal: 'S0883175' },
    { route: 'NCL-01', dest: 'Tyne Taverns Newcastle', trailer: 'TT-226', set: null, leave: 700, seal: 'S0883179' },
    { route: 'LDS-01', dest: 'Northgate Wholesale Leeds DC', trailer: 'TT-204', set: null, leave: 1411, seal: 'S0883190' },
  ];
  const tractors = new Map<string, string>();
  let loadNo = 12;
  for (const load of loads) {
    const leave = start + minutes(load.leave) + between(random, 0, 59) * 1000;
    const tractor = tractors.get(load.trailer) ?? plate();
    tractors.set(load.trailer, tractor);
    const dock = `D${between(random, 1, 8)}`;
    const ldId = `LD-${yymmdd(new Date(leave))}-0${loadNo++}`;
    const loadStart = leave - minutes(between(random, 70, 110));
    log(loadStart - minutes(12), 'INFO', 'yard', `DOCK_ASSIGN trailer=${load.trailer} dock=${dock} load=${ldId} route=${load.route}`);
    log(loadStart - minutes(3), 'INFO', 'dock', `${dock} door=OPEN leveller=DEPLOYED restraint=ENGAGED`);
    log(
      loadStart,
      'INFO',
      'wms',
      `LOAD_START load=${ldId} route=${load.route} dest="${load.dest}" pallets_planned=26 trailer=${load.trailer}`,
    );
    for (let p = 1; p <= 26; p++)
      log(
        loadStart + minutes(p * 2) + between(random, 0, 59_000),
        'INFO',
        'wms',
        `PALLET_LOADED load=${ldId} sscc=3506099900${between(random, 4_120_000, 4_129_999)}${between(random, 0, 9)} pos=${p}/26 by=FLT-${pad2(between(random, 1, 6))}`,
      );
    log(
      leave - minutes(22),
      'INFO',
      'wms',
      `LOAD_COMPLETE load=${ldId} pallets=26 weight_kg=${between(random, 9000, 19_500)} doc=DA${yymmdd(new Date(leave))}${pad2(between(random, 1, 28))}`,
    );
    log(leave - minutes(20), 'INFO', 'dock', `${dock} door=CLOSED leveller=STORED restraint=RELEASED`);
    log(
      leave - minutes(4),
      'INFO',
      'gate',
      `GATE_OUT_REQUEST trailer=${load.trailer} tractor="${tractor}" route=${load.route} load=${ldId}`,
    );
    log(
      leave,
      'INFO',
      'gate',
      `DEPARTED trailer=${load.trailer} tractor="${tractor}" route=${load.route} dest="${load.dest}" load=${ldId} seal=${load.seal} seal_verified=Y officer=gatehouse-${between(random, 1, 2)}${load.set === null ? '' : ` reefer_set=${fixed(load.set, 1)}C`}`,
    );
    log(leave + 1200, 'INFO', 'anpr', `lane=OUT-1 plate="${tractor}" conf=0.${between(random, 90, 99)} barrier=RAISE`);
    if (load.set !== null)
      for (let t = loadStart - minutes(60); t < leave; t += minutes(10))
        log(
          t + between(random, 0, 30_000),
          'INFO',
          'reefer',
          `unit=TK-${load.trailer.slice(3)} set=${fixed(load.set, 1)} supply=${fixed(load.set - within(random, 0.4, 1.6), 1)} return=${fixed(load.set + within(random, -0.2, 1.4), 1)} mode=${oneOf(random, ['COOL', 'COOL', 'NULL', 'DEFROST'])} door=${t > loadStart && t < leave - minutes(22) ? 'OPEN' : 'CLOSED'}`,
        );
  }
  // Inbound deliveries and visitors.
  const inbound = [
    'Crisp Maltings (bulk tanker)',
    'Norcan Packaging (cans)',
    'Norcan Packaging (ends)',
    'BOC (CO2 tanker)',
    'Hopworks Supply (hops, chilled)',
    'Kelby Pallets',
    'EcoChem (chemicals)',
    'Smurfit Trays',
    'Keg Returns - Carnforth Haulage',
    'Keg Returns - own fleet',
  ];
  for (let k = 0; k < 56; k++) {
    const at = start + minutes(between(random, 0, 23 * 60));
    const v = plate();
    const booking = `BK-${yymmdd(new Date(at))}-${String(between(random, 1, 90)).padStart(3, '0')}`;
    const dock = `D${between(random, 1, 8)}`;
    log(at, 'INFO', 'anpr', `lane=IN-1 plate="${v}" conf=0.${between(random, 84, 99)} barrier=RAISE`);
    log(
      at + 9000,
      'INFO',
      'yard',
      `ARRIVAL plate="${v}" carrier="${oneOf(random, inbound)}" booking=${booking} slot=${pad2(between(random, 6, 20))}:00 status=${oneOf(random, ['ON_TIME', 'ON_TIME', 'EARLY', 'LATE'])}`,
    );
    log(at + minutes(between(random, 5, 25)), 'INFO', 'yard', `DOCK_ASSIGN plate="${v}" dock=${dock} booking=${booking}`);
    const out = at + minutes(between(random, 35, 120));
    log(
      out - minutes(2),
      'INFO',
      'wms',
      `RECEIPT_POSTED booking=${booking} gr=50000${between(random, 10_000, 99_999)} lines=${between(random, 1, 12)}`,
    );
    log(out, 'INFO', 'anpr', `lane=OUT-1 plate="${v}" conf=0.${between(random, 84, 99)} barrier=RAISE`);
  }
  // Background: barrier heartbeats, unmatched reads, trailer park reefer on the spare unit.
  for (let t = start; t < start + minutes(24 * 60); t += minutes(15)) {
    log(t, 'DEBUG', 'gate', `heartbeat barrier_in=OK barrier_out=OK anpr_in=OK anpr_out=OK queue=${between(random, 0, 3)}`);
    if (random() < 0.5)
      log(
        t + minutes(7),
        'INFO',
        'reefer',
        `unit=TK-233 set=-1.0 supply=${fixed(-1.0 - within(random, 0.2, 1.2), 1)} return=${fixed(-1 + within(random, 0, 1.5), 1)} mode=COOL door=CLOSED parked=P7`,
      );
    if (random() < 0.08)
      log(
        t + minutes(3),
        'INFO',
        'anpr',
        `lane=IN-1 plate="${plate()}" conf=0.${between(random, 40, 79)} barrier=HOLD note=low_confidence_manual_check`,
      );
  }
  events.sort((x, y) => x.at - y.at);
  const lines = events.map((e) => `${stamp(e.at)} ${e.text}`);
  const output = ['# yardctl logs --since "2027-06-10 06:00" --until "2027-06-11 06:00" --site TARROW', ...lines, ''].join('\n');
  return probe(
    'round 126: yard and gate log, with a preamble',
    "Morning. The Leeds wholesaler rang first thing complaining that yesterday's chilled delivery turned up with a broken seal, so I need to check what we actually put on it. What seal number did the fridge trailer for Leeds leave here with yesterday afternoon?",
    'yard_log_query',
    output,
    'seal',
    needle,
  );
}

/** c3: the duty system's working papers for the May alcohol duty return, as the HTML page it renders. */
function c3DutyReturn(): EconomicsTask {
  const random = seededRandom(126_009);
  const needle = '1,284.37';
  const money = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const PACKS = [
    { pack: '50L keg', litres: 50, max: 40 },
    { pack: '30L keg', litres: 30, max: 40 },
    { pack: '440ml can x24', litres: 10.56, max: 600 },
    { pack: '330ml can x24', litres: 7.92, max: 800 },
    { pack: '330ml bottle x24', litres: 7.92, max: 500 },
  ];
  // Draught (kegs of 20 litres or more) gets the lower draught rate; small producer relief is shown as its own column.
  const rate = (abv: number, draught: boolean) => (abv < 3.5 ? (draught ? 8.28 : 9.61) : draught ? 19.08 : 21.78);
  const taxType = (abv: number, draught: boolean) => (abv < 3.5 ? (draught ? '351' : '311') : draught ? '356' : '321');
  const releases: string[] = [];
  let rel = 11;
  for (let day = 1; day <= 31; day++) {
    const date = new Date(Date.UTC(2027, 4, day));
    if (date.getUTCDay() === 0) continue;
    for (let k = between(random, 6, 14); k > 0; k--) {
      releases.push(
        without(needle, () => {
          const beer = oneOf(random, BEERS);
          const pack = oneOf(random, PACKS);
          const draught = pack.pack.includes('keg');
          const qty = between(random, 2, pack.max);
          const litres = qty * pack.litres;
          const lpa = (litres * beer.abv) / 100;
          const full = lpa * rate(beer.abv, draught);
          const spr = full * within(random, 0.28, 0.31);
          return `<tr><td>${ukDay(date)}</td><td>RL-2705-${String(rel).padStart(4, '0')}</td><td>${beer.name}</td><td>${pack.pack}</td><td class="n">${qty}</td><td class="n">${money(litres)}</td><td class="n">${fixed(beer.abv, 1)}</td><td class="n">${money(lpa)}</td><td>${taxType(beer.abv, draught)}</td><td class="n">${fixed(rate(beer.abv, draught), 2)}</td><td class="n">(${money(spr)})</td><td class="n">${money(full - spr)}</td></tr>`;
        }),
      );
      rel++;
    }
  }
  const adjustments: [string, string, string, string, string][] = [
    ['A1', 'Under-declaration brought forward from April 2027 (27AP)', 'ADJ-27AP-03', '4.12', '63.20'],
    ['A2', 'Over-declaration brought forward from April 2027 (27AP)', 'ADJ-27AP-05', '(11.40)', '(174.91)'],
    ['S1', 'Spoilt product - damaged in warehouse (breakages, crushed cases)', 'SP-2705-W', '(13.86)', '(212.60)'],
    ['S2', 'Spoilt product - destroyed at brewery, out of specification after packaging', 'SP-2705-Q', '(22.05)', '(338.12)'],
    [
      'S3',
      'Spoilt product - returned from trade customers (ullage, out of date), destroyed under supervision',
      'SP-2705-T',
      '(83.72)',
      `(${needle})`,
    ],
    ['R1', 'Duty-paid beer returned to warehouse from trade, fit for resale (re-warehoused)', 'RW-2705-01', '(9.60)', '(147.22)'],
    ['D1', 'Drawback - duty-paid beer exported to Ireland', 'DB-2705-IE1', '(31.20)', '(478.43)'],
    ['P1', 'Small producer relief - correction to April rate band', 'SPR-27AP-C', '0.00', '(58.18)'],
  ];
  const adjustmentRows = adjustments.map(
    ([code, text, ref, lpa, duty]) =>
      `<tr><td>${code}</td><td>${text}</td><td><a href="/duty/adjustments/${ref}">${ref}</a></td><td class="n">${lpa}</td><td class="n">${duty}</td></tr>`,
  );
  const days = Array.from({ length: 240 }, () => between(random, 1, 31)).sort((x, y) => x - y);
  const movements: string[] = [];
  for (const day of days)
    movements.push(
      without(needle, () => {
        const date = new Date(Date.UTC(2027, 4, day));
        const beer = oneOf(random, BEERS);
        const litres = between(random, 400, 9000);
        return `<tr><td>${ukDay(date)}</td><td>${oneOf(random, ['Dispatch under duty suspension', 'Receipt under duty suspension', 'Transfer to excise warehouse'])}</td><td>27GB${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 16)}</td><td>${oneOf(random, ['GB00000123456 Northgate Bonded', 'GB00000987654 Midshires Bond', 'IE00000456123 Dublin Bond', 'GB00000555010 Tyne Bonded Stores'])}</td><td>${beer.name}</td><td class="n">${money(litres)}</td><td class="n">${money((litres * beer.abv) / 100)}</td><td>${oneOf(random, ['Closed', 'Closed', 'Closed', 'Report of receipt pending'])}</td></tr>`;
      }),
    );
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Alcohol Duty Return working papers - May 2027 (27MA) - Tarrow Brewing Co</title>',
    '<style>body{font-family:Arial,sans-serif;font-size:12px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:2px 4px}td.n{text-align:right}h2{margin-top:24px}</style>',
    '</head>',
    '<body>',
    '<header>',
    '<h1>Alcohol Duty Return - working papers</h1>',
    '<p>Tarrow Brewing Company Ltd &middot; Alcohol Duty approval XWAD00001234567 &middot; Excise warehouse GB00000246810</p>',
    '<p>Return period <strong>27MA</strong> (01/05/2027 to 31/05/2027) &middot; Due 15/06/2027 &middot; Status: <strong>Draft - awaiting sign-off</strong> &middot; Prepared by e.banerjee on 10/06/2027 17:22</p>',
    '</header>',
    '<section id="part-a">',
    '<h2>Part A - Duty payable on releases from duty suspension</h2>',
    '<table class="lines">',
    '<thead><tr><th>Date</th><th>Release</th><th>Product</th><th>Pack</th><th>Qty</th><th>Litres</th><th>ABV %</th><th>LPA</th><th>Tax type</th><th>Rate &pound;/LPA</th><th>SPR &pound;</th><th>Duty &pound;</th></tr></thead>',
    '<tbody>',
    ...releases,
    '</tbody>',
    '</table>',
    `<p>${releases.length} releases in the period.</p>`,
    '</section>',
    '<section id="part-b">',
    '<h2>Part B - Adjustments</h2>',
    '<table class="adjustments">',
    '<thead><tr><th>Code</th><th>Description</th><th>Schedule</th><th>LPA</th><th>Duty &pound;</th></tr></thead>',
    '<tbody>',
    ...adjustmentRows,
    '</tbody>',
    '</table>',
    '<p class="note">Destruction certificates and ullage schedules are attached to each schedule; see the linked pages.</p>',
    '</section>',
    '<section id="part-c">',
    '<h2>Part C - Movements under duty suspension (memorandum, not payable)</h2>',
    '<table class="movements">',
    '<thead><tr><th>Date</th><th>Movement</th><th>ARC</th><th>Consignee / consignor</th><th>Product</th><th>Litres</th><th>LPA</th><th>EMCS status</th></tr></thead>',
    '<tbody>',
    ...movements,
    '</tbody>',
    '</table>',
    '</section>',
    '<section id="declaration">',
    '<h2>Declaration</h2>',
    '<p>I declare that the information given in this return is true and complete. Signed: ____________________ (authorised signatory) Date: __/__/____</p>',
    '</section>',
    '<footer><p>Generated by DutyDesk 3.7 on 11/06/2027 06:20. Page 1 of 1.</p></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 126: duty return working, paraphrased',
    'How much are we knocking off the May duty for the beer the pubs sent back that we had to pour away?',
    'duty_return_preview',
    output,
    'spoilt',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

const KEG_PLACE: Record<string, string> = {
  IN_TRANSIT: 'Route',
  FULL_IN_STOCK: 'Cold Store',
  EMPTY_AWAITING_WASH: 'Washer Infeed',
  CLEAN_EMPTY: 'Keg Yard',
  MAINTENANCE: 'Workshop',
};

/** d1: the keg tracking system's register of the 50-litre fleet, as CSV. */
function d1KegRegister(): EconomicsTask {
  const random = seededRandom(126_010);
  const odd = 731;
  const needle = `TBK50-${String(odd).padStart(5, '0')}`;
  const customers = Array.from({ length: 140 }, () => `C-${between(random, 10_000, 19_999)}`);
  const rows: string[] = [];
  for (let n = 1; n <= 1650; n++) {
    const make = () => {
      const year = between(random, 2014, 2026);
      const status = oneOf(random, [
        'AT_CUSTOMER',
        'AT_CUSTOMER',
        'AT_CUSTOMER',
        'FULL_IN_STOCK',
        'EMPTY_AWAITING_WASH',
        'IN_TRANSIT',
        'CLEAN_EMPTY',
        'MAINTENANCE',
      ]);
      const atCustomer = status === 'AT_CUSTOMER' || status === 'IN_TRANSIT';
      const filled = dayBefore(between(random, 2, 120));
      const beer = oneOf(random, BEERS);
      const inspected = dayBefore(between(random, 20, 700));
      return [
        `TBK50-${String(n).padStart(5, '0')}`,
        `E280${hex(random, 20).toUpperCase()}`,
        'KEG',
        '50',
        n === odd ? 'A-type' : 'S-type',
        'AISI304',
        oneOf(random, ['Kegmaster', 'NovaKeg', 'Brightwell', 'NovaKeg']),
        String(year),
        fixed(within(random, 12.6, 13.4), 2),
        isoDay(inspected),
        isoDay(filled),
        beer.code,
        `B27-${String(between(random, 980, 1178)).padStart(4, '0')}`,
        status,
        status === 'AT_CUSTOMER' ? oneOf(random, ['Customer', 'Wholesale DC']) : KEG_PLACE[status],
        atCustomer ? oneOf(random, customers) : '',
        String(between(random, 0, 140)),
        String(between(random, 4, 60) * (2027 - year + 1)),
      ].join(',');
    };
    rows.push(n === odd ? make() : without(needle, make));
  }
  const output = [
    'keg_id,rfid_epc,asset_class,capacity_l,extractor,material,manufacturer,year_built,tare_kg,last_inspection,last_fill_date,last_product,last_batch,status,location,customer_account,days_since_movement,fills_lifetime',
    ...rows,
    '',
  ].join('\n');
  return probe(
    'round 126: keg register CSV, the odd fitting',
    "Is there a keg in the 50-litre fleet that's been fitted with a different spear from all the others? Which one?",
    'kegtrack_export_fleet',
    output,
    'keg',
    needle,
  );
}

/** d2: every fermenter and bright-tank controller's settings, dumped as key=value blocks. */
function d2ControllerDump(): EconomicsTask {
  const random = seededRandom(126_011);
  const needle = '3.7.0';
  const vessels = [
    ...Array.from({ length: 36 }, (_, i) => `FV-${pad2(i + 1)}`),
    ...Array.from({ length: 12 }, (_, i) => `BBT-${pad2(i + 1)}`),
  ];
  const blocks = vessels.map((v, i) => {
    const isOdd = v === 'FV-19';
    const make = () => {
      const bbt = v.startsWith('BBT');
      const setpoint = bbt ? 0 : oneOf(random, [0, 11, 16, 19, 19, 20]);
      return [
        `### ${v} ###`,
        `sys.controller=FVC-${v.replace('-', '')}`,
        `sys.model=TC-4400`,
        `sys.firmware=${isOdd ? needle : '3.8.2'}`,
        `sys.bootloader=2.1.4`,
        `sys.hw_rev=C`,
        `sys.serial=TC44-${between(random, 100_000, 999_999)}`,
        `sys.boot_count=${between(random, 3, 60)}`,
        `sys.config_crc=0x${hex(random, 8).toUpperCase()}`,
        `sys.uptime_s=${between(random, 86_400, 9_000_000)}`,
        `sys.clock_sync=ntp`,
        `net.ip=10.20.${bbt ? 5 : 4}.${100 + (i % 36) + 1}`,
        `net.mask=255.255.255.0`,
        `net.gw=10.20.${bbt ? 5 : 4}.1`,
        `net.mac=00:1B:C5:${hex(random, 2).toUpperCase()}:${hex(random, 2).toUpperCase()}:${hex(random, 2).toUpperCase()}`,
        `net.modbus_id=${(i % 36) + 1}`,
        `net.poll_ms=1000`,
        `ctl.mode=${setpoint === 0 ? 'hold' : 'auto'}`,
        `ctl.setpoint_c=${fixed(setpoint, 1)}`,
        `ctl.deadband_c=0.3`,
        `ctl.ramp_c_per_h=${bbt ? '1.0' : '0.5'}`,
        `ctl.pid.kp=2.40`,
        `ctl.pid.ki=0.015`,
        `ctl.pid.kd=0.00`,
        `ctl.output=${bbt ? 'valve_single' : 'valve_dual'}`,
        `ctl.zones=${bbt ? 1 : 2}`,
        `ctl.zone1.valve=V-${v.replace('-', '')}-J1`,
        `ctl.zone1.valve_max_pct=100`,
        `ctl.zone2.valve=${bbt ? '' : `V-${v.replace('-', '')}-J2`}`,
        `ctl.zone2.valve_max_pct=${bbt ? 0 : 100}`,
        `ctl.pressure.spund_bar=${fixed(bbt ? 1.1 : oneOf(random, [0.6, 0.8, 1.0]), 1)}`,
        `ctl.pressure.relief_bar=2.5`,
        `io.temp1=PT100 ${fixed(setpoint + within(random, -0.3, 0.3), 2)}C`,
        `io.temp2=${bbt ? 'n/c' : `PT100 ${fixed(setpoint + within(random, -0.4, 0.4), 2)}C`}`,
        `io.temp1_offset_c=0.00`,
        `io.temp2_offset_c=0.00`,
        `io.temp1_cal_date=${isoDay(dayBefore(between(random, 30, 300)))}`,
        `io.temp2_cal_date=${bbt ? '' : isoDay(dayBefore(between(random, 30, 300)))}`,
        `io.pressure_tx=PT-${v.replace('-', '')} 0-4bar`,
        `io.pressure_cal_date=${isoDay(dayBefore(between(random, 30, 300)))}`,
        `io.pressure=${fixed(within(random, 0.1, 1.2), 2)}bar`,
        `io.level_hl=${fixed(within(random, 0, bbt ? 60 : 120), 1)}`,
        `io.glycol_supply_c=${fixed(within(random, -4.2, -3.4), 1)}`,
        `limit.hi_c=${fixed(setpoint + 2, 1)}`,
        `limit.lo_c=${fixed(setpoint - 2, 1)}`,
        `limit.delay_s=300`,
        `limit.notify=cellar-pager`,
        `log.interval_s=60`,
        `log.retention_d=400`,
        `log.target=historian-01:5020`,
        `sched.active=${setpoint === 0 || bbt ? 'none' : 'ferm-std'}`,
        `sched.step1=hold ${fixed(setpoint, 1)}C 72h`,
        `sched.step2=${bbt ? 'none' : `free-rise ${fixed(setpoint + 2, 1)}C 48h`}`,
        `sched.step3=${bbt ? 'none' : 'ramp 0.0C 0.5C/h'}`,
        `sched.step4=${bbt ? 'none' : 'hold 0.0C'}`,
        `sched.current_step=${setpoint === 0 ? 4 : between(random, 1, 2)}`,
        `sched.step_elapsed_h=${between(random, 1, 70)}`,
        `cfg.profile=${bbt ? 'BBT-STD' : 'FV-STD'}`,
        `cfg.profile_rev=12`,
        `cfg.last_change=${isoDay(dayBefore(between(random, 2, 90)))}T${pad2(between(random, 6, 22))}:${pad2(between(random, 0, 59))}`,
        `cfg.changed_by=${oneOf(random, STAFF)}`,
        '',
      ].join('\n');
    };
    return isOdd ? make() : without(needle, make);
  });
  const output = [
    '# fvctl dump --all --format kv',
    `# ${vessels.length} controllers on cellar-net, collected 2027-06-11T06:05:12+01:00 by fvctl 1.9.4`,
    '',
    ...blocks,
  ].join('\n');
  return probe(
    'round 126: fermenter controller dump, the odd firmware',
    'The FV temperature controllers should all be running the same software. Is one of them on a different version, and which version is it?',
    'fvctl_dump',
    output,
    'firmware',
    needle,
  );
}

/** d3: the cellar CIP set's summary report for the last eleven days, as the printed text report. */
function d3CipReport(): EconomicsTask {
  const random = seededRandom(126_012);
  const needle = '00:11:52';
  const dur = (seconds: number) => `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
  const hm = (ms: number) => {
    const d = new Date(ms + 3_600_000);
    return `${ukDay(d)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  };
  const circuits = [
    ...Array.from({ length: 36 }, (_, i) => ({
      name: `FV-${pad2(i + 1)}`,
      where: oneOf(random, ['Cellar A', 'Cellar B', 'Cellar C']),
      mains: false,
    })),
    ...Array.from({ length: 12 }, (_, i) => ({ name: `BBT-${pad2(i + 1)}`, where: 'Bright Cellar', mains: false })),
    { name: 'MAINS-TR1', where: 'Transfer main A', mains: true },
    { name: 'MAINS-TR2', where: 'Transfer main B', mains: true },
  ];
  const periodStart = Date.UTC(2027, 4, 30, 23, 0);
  const cycles: { at: number; circuit: (typeof circuits)[number] }[] = [];
  for (let t = periodStart + between(random, 20, 90) * 60_000; t < periodStart + 11 * DAY_MS; t += between(random, 80, 140) * 60_000)
    cycles.push({ at: t, circuit: oneOf(random, circuits) });
  const oddIndex = Math.floor(cycles.length * 0.47);
  while (cycles[oddIndex]!.circuit.mains || cycles[oddIndex]!.circuit.name.startsWith('BBT'))
    cycles[oddIndex]!.circuit = oneOf(random, circuits);
  let number = 812;
  const pageLines = 60;
  const lines: string[] = [];
  let page = 0;
  const header = () => [
    `TARROW BREWING CO.                          CIP SUMMARY REPORT                              Page ${String(++page).padStart(3)}`,
    'CIP set: CIP-2 (Cellar)                     Period: 31/05/2027 00:00 - 10/06/2027 23:59',
    'Printed: 11/06/2027 06:30  QA-PC-03         Source: CIP-2 PLC event log',
    '='.repeat(100),
  ];
  lines.push(...header());
  cycles.forEach((cycle, c) => {
    const isOdd = c === oddIndex;
    const make = () => {
      const full = cycle.circuit.mains || random() < 0.75;
      const program = cycle.circuit.mains
        ? 'P4 MAINS'
        : full
          ? `P3 ${cycle.circuit.name.startsWith('BBT') ? 'BBT' : 'FV'} FULL`
          : 'P2 CAUSTIC ONLY';
      const steps: [string, number, number, number, number, string][] = [];
      const step = (name: string, seconds: number, temp: number, cond: number, conc: string) =>
        steps.push([name, seconds, temp + within(random, -0.8, 0.8), cond + within(random, -0.3, 0.3), within(random, 17.6, 18.6), conc]);
      step('Pre-rinse', between(random, 480, 620), 21, 0.4, '-');
      const caustic = isOdd ? 712 : cycle.circuit.mains ? between(random, 1200, 1290) : between(random, 1800, 1890);
      step('Caustic', caustic, 80, 48, fixed(within(random, 1.9, 2.1), 1));
      if (full) {
        step('Intermediate rinse', between(random, 400, 490), 20, 1.1, '-');
        step('Acid', between(random, 1200, 1260), 21, 12.6, fixed(within(random, 0.9, 1.1), 1));
      }
      step('Final rinse', between(random, 480, 600), 15, 0.3, '-');
      step('Sanitise (PAA)', between(random, 600, 630), 15, 0.6, '0.05');
      const total = steps.reduce((a, s) => a + s[1], 0) + between(random, 300, 600);
      const out = [
        `Cycle 27-0${number++}   Circuit: ${cycle.circuit.name.padEnd(10)} (${cycle.circuit.where})   Program: ${program}`,
        `Start ${hm(cycle.at)}   End ${hm(cycle.at + total * 1000)}   Operator: ${oneOf(random, STAFF)}   Result: COMPLETE`,
        '  Step                 Duration   Supply C   Return C   Cond mS/cm   Flow m3/h   Conc %',
        ...steps.map(
          ([name, seconds, temp, cond, flow, conc]) =>
            `  ${name.padEnd(19)}  ${dur(seconds)}   ${fixed(temp, 1).padStart(8)}   ${fixed(temp - within(random, 0.2, 2.6), 1).padStart(8)}   ${fixed(Math.max(0.1, cond), 1).padStart(10)}   ${fixed(flow, 1).padStart(9)}   ${conc.padStart(6)}`,
        ),
        `  Swab ATP (RLU): ${between(random, 8, 90)}   Rinse water cond: ${fixed(within(random, 0.2, 0.4), 2)} mS/cm   Released by: ${oneOf(random, STAFF)}`,
        '-'.repeat(100),
      ];
      return out.join('\n');
    };
    const block = isOdd ? make() : without(needle, make);
    const blockLines = block.split('\n');
    if ((lines.length % pageLines) + blockLines.length > pageLines) {
      while (lines.length % pageLines !== 0) lines.push('');
      lines.push(...header());
    }
    lines.push(...blockLines);
  });
  lines.push('', `${cycles.length} cycles printed.  End of report.`, '');
  const output = lines.join('\n');
  return probe(
    'round 126: CIP summary report, the short caustic',
    'Looking at the cellar CIP report, did any of the tank cleans have a caustic wash that was much shorter than the others? How long did it run?',
    'cip_report_print',
    output,
    'caustic',
    needle,
  );
}

export function roundOneHundredTwentySix(): EconomicsTask[] {
  return [
    a1BrewBatches(),
    a2LimsSamples(),
    a3DespatchAdvice(),
    b1CellarStatus(),
    b2RoutePlan(),
    b3CanLineRecipes(),
    c1StockByBatch(),
    c2YardLog(),
    c3DutyReturn(),
    d1KegRegister(),
    d2ControllerDump(),
    d3CipReport(),
  ];
}
