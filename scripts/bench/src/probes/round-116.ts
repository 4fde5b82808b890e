/**
 * Probe round 116, written blind: Brackenfold Textiles, a made-up textile mill (spinning and weaving machine logs, dye house recipes and batches, quality inspection of fabric rolls, ERP orders and shipments, energy metering, maintenance work orders). "Today" is Monday, 21 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - ERP sales-order export (minified JSON): the tracking number one order shipped under;
 *  - dye house batch export (one-line XML): how much of one dye was actually weighed out for one batch;
 *  - weave-room gateway event buffer (one-line log dump): the warp beam put on one loom yesterday just after 3pm;
 * b. The answer a few lines away from the line the question's words match:
 *  - maintenance work orders (YAML): the work order number of the cot replacement on one ring frame;
 *  - roll inspections (pretty JSON): the roll that had an oil stain at about 312 metres;
 *  - outbound despatch advices (XML): the pallet one roll is packed on;
 * c. A question that paraphrases the output or carries a preamble:
 *  - daily energy meter summary (fixed-width report): the peak load of the big weaving compressor on the fifteenth;
 *  - shipments despatched (HTML report): when the truck with a customer's curtain fabric left the yard;
 *  - yarn laboratory test reports (text report): how strong one frame's yarn was in its latest test;
 * d. One value unlike its peers, with no error word near it:
 *  - ring frame shift data (CSV): the frame and shift whose twist differs from the others on the same count;
 *  - loom fleet inventory (NDJSON): the loom whose controller firmware differs from its model's;
 *  - dye house controller log (key=value): the batch that needed far more rinses than the others.
 * Not among the bench's targets.
 * First run, at 9650dc3, the head when the round was written (with this file; `ROUNDS=116
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,240,144 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 116: erp order export
 *     codex: 7,214 tokens, peak 7,143, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,841 tokens, peak 875, 0/1 needles, 1 read-backs
 *     ours: 1,921 tokens, peak 962, 1/1 needles, 1 read-backs
 *   round 116: dye batch export
 *     codex: 213 tokens, peak 134, 0/1 needles, 0 read-backs
 *     context-chef: 802 tokens, peak 723, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,580 tokens, peak 749, 0/1 needles, 1 read-backs
 *     ours: 1,933 tokens, peak 962, 0/1 needles, 1 read-backs
 *   round 116: loom event dump
 *     codex: 284 tokens, peak 206, 0/1 needles, 0 read-backs
 *     context-chef: 973 tokens, peak 895, 0/1 needles, 0 read-backs
 *     context-chef-store: 24,479 tokens, peak 9,113, 0/1 needles, 4 read-backs
 *     ours: 35,483 tokens, peak 13,176, 1/1 needles, 4 read-backs
 *   round 116: maintenance work orders
 *     codex: 13,642 tokens, peak 13,556, 0/1 needles, 0 read-backs
 *     context-chef: 686 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,322 tokens, peak 3,112, 0/1 needles, 4 read-backs
 *     ours: 8,621 tokens, peak 3,151, 0/1 needles, 4 read-backs
 *   round 116: roll inspections
 *     codex: 13,043 tokens, peak 12,968, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,185 tokens, peak 1,623, 0/1 needles, 2 read-backs
 *     ours: 972 tokens, peak 699, 1/1 needles, 0 read-backs
 *   round 116: despatch advices
 *     codex: 16,289 tokens, peak 16,216, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 696, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,789 tokens, peak 2,151, 1/1 needles, 2 read-backs
 *     ours: 961 tokens, peak 690, 1/1 needles, 0 read-backs
 *   round 116: energy meter report
 *     codex: 19,757 tokens, peak 19,661, 0/1 needles, 0 read-backs
 *     context-chef: 873 tokens, peak 777, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,224 tokens, peak 2,216, 1/1 needles, 3 read-backs
 *     ours: 4,257 tokens, peak 1,651, 1/1 needles, 3 read-backs
 *   round 116: shipments report
 *     codex: 17,216 tokens, peak 17,124, 0/1 needles, 0 read-backs
 *     context-chef: 794 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,344 tokens, peak 2,731, 0/1 needles, 2 read-backs
 *     ours: 7,026 tokens, peak 3,199, 1/1 needles, 2 read-backs
 *   round 116: yarn lab reports
 *     codex: 11,363 tokens, peak 11,265, 0/1 needles, 0 read-backs
 *     context-chef: 655 tokens, peak 557, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,536 tokens, peak 1,205, 0/1 needles, 4 read-backs
 *     ours: 3,814 tokens, peak 821, 0/1 needles, 4 read-backs
 *   round 116: ring frame shifts
 *     codex: 24,563 tokens, peak 24,468, 0/1 needles, 0 read-backs
 *     context-chef: 1,074 tokens, peak 979, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,332 tokens, peak 1,556, 0/1 needles, 4 read-backs
 *     ours: 3,548 tokens, peak 1,182, 1/1 needles, 3 read-backs
 *   round 116: loom fleet inventory
 *     codex: 16,741 tokens, peak 16,654, 0/1 needles, 0 read-backs
 *     context-chef: 832 tokens, peak 745, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,399 tokens, peak 7,519, 0/1 needles, 4 read-backs
 *     ours: 9,490 tokens, peak 5,436, 1/1 needles, 2 read-backs
 *   round 116: dyehouse controller log
 *     codex: 16,570 tokens, peak 16,486, 0/1 needles, 0 read-backs
 *     context-chef: 811 tokens, peak 727, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,916 tokens, peak 4,294, 0/1 needles, 4 read-backs
 *     ours: 10,115 tokens, peak 4,534, 1/1 needles, 4 read-backs
 *     codex: 156,895 tokens, 0/12 needles
 *     context-chef: 9,675 tokens, 0/12 needles
 *     context-chef-store: 103,947 tokens, 2/12 needles
 *     ours: 88,141 tokens, 9/12 needles
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
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Midnight (UTC, the mill's clocks) at the start of "today", Monday 21 December 2026. */
const TODAY = Date.UTC(2026, 11, 21);

/** `2026-12-20T15:07:32`. */
const isoSec = (ms: number): string => new Date(ms).toISOString().slice(0, 19);
/** `2026-12-20`. */
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** `20/12/2026`. */
const dmy = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** `15:07`. */
const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
/** A number with `digits` decimals. */
const fix = (n: number, digits: number): string => n.toFixed(digits);
/** `n` decimal digits. */
const digits = (random: () => number, n: number): string => chars(random, '0123456789', n);

/**
 * Puts the first candidate that the filler does not already contain in place of `slot` (once in `filler`),
 * so that the needle occurs exactly once; returns the output and the needle.
 */
function plant(filler: string, slot: string, candidates: readonly string[]): [string, string] {
  for (const candidate of candidates) {
    if (!filler.includes(candidate)) return [filler.replace(slot, candidate), candidate];
  }
  throw new Error(`no free candidate for ${slot}`);
}

/** Candidates around `value`: value, value + step, value - step, value + 2 step... with `decimals` decimals. */
function around(value: number, step: number, decimals: number, n = 400): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(fix(value + (i % 2 === 0 ? 1 : -1) * Math.ceil(i / 2) * step, decimals));
  return out;
}

const FIRST = ['J.', 'M.', 'A.', 'K.', 'S.', 'R.', 'D.', 'P.', 'L.', 'T.', 'H.', 'N.', 'E.', 'G.', 'C.'];
const SURNAMES = [
  'Okafor',
  'Haworth',
  'Pilling',
  'Bairstow',
  'Sutcliffe',
  'Greenwood',
  'Ackroyd',
  'Kowalski',
  'Hussain',
  'Brearley',
  'Thornton',
  'Illingworth',
  'Patel',
  'Mitchell',
  'Horsfall',
  'Nowak',
  'Crabtree',
  'Rhodes',
  'Lumb',
  'Shackleton',
  'Ahmed',
  'Wadsworth',
];
/** `K. Bairstow`. */
const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, SURNAMES)}`;
/** `k.bairstow`, a login. */
const login = (random: () => number): string => `${oneOf(random, FIRST).charAt(0).toLowerCase()}.${oneOf(random, SURNAMES).toLowerCase()}`;

/** Customers: account, name, country. */
const CUSTOMERS: readonly (readonly [string, string, string])[] = [
  ['C-10442', 'Halden Outdoor AS', 'NO'],
  ['C-10118', 'Norrvik Interiors AB', 'SE'],
  ['C-10731', 'Maison Ferrand SARL', 'FR'],
  ['C-10256', 'Calder & Wright Upholstery Ltd', 'GB'],
  ['C-10904', 'Tessitura Valbrembo SpA', 'IT'],
  ['C-10377', 'Hofmann Workwear GmbH', 'DE'],
  ['C-10589', 'St Aidan Hospital Linen Services', 'GB'],
  ['C-10615', 'Vandermeer Stoffen BV', 'NL'],
  ['C-10823', 'Kestrel Bags Ltd', 'GB'],
  ['C-10166', 'Ostrava Textil a.s.', 'CZ'],
  ['C-10490', 'Lindqvist Mobel AB', 'SE'],
  ['C-10702', 'Bramwell Tailoring Co', 'GB'],
  ['C-10338', 'Haldane Hotels Group', 'GB'],
  ['C-10957', 'Kavanagh Curtains Ltd', 'IE'],
  ['C-10204', 'Brodersen Heimtex GmbH', 'DE'],
];

/** Articles: item code, description, unit, price. */
const ARTICLES: readonly (readonly [string, string, string, number])[] = [
  ['BF-WC-310-OLV', 'Waxed cotton canvas 310 g/m2, olive', 'm', 11.85],
  ['BF-WC-310-NVY', 'Waxed cotton canvas 310 g/m2, navy', 'm', 11.85],
  ['BF-HB-420-GRY', 'Herringbone wool blend 420 g/m2, grey', 'm', 18.4],
  ['BF-HB-420-BRN', 'Herringbone wool blend 420 g/m2, peat brown', 'm', 18.4],
  ['BF-DR-280-CHC', 'Blackout drapery 280 g/m2, charcoal', 'm', 9.7],
  ['BF-DR-280-SND', 'Blackout drapery 280 g/m2, sand', 'm', 9.7],
  ['BF-UV-390-TEA', 'Upholstery velvet 390 g/m2, teal', 'm', 16.2],
  ['BF-UV-390-MST', 'Upholstery velvet 390 g/m2, mustard', 'm', 16.2],
  ['BF-PQ-180-NVY', 'Poly-cotton twill 180 g/m2, navy', 'm', 4.35],
  ['BF-PQ-180-BTL', 'Poly-cotton twill 180 g/m2, bottle green', 'm', 4.35],
  ['BF-LN-120-WHT', 'Sateen lining 120 g/m2, white', 'm', 3.1],
  ['BF-CT-150-WHT', 'Percale sheeting 150 g/m2, white', 'm', 3.65],
  ['BF-DK-390-IND', 'Denim 11.5 oz, indigo', 'm', 6.9],
  ['BF-YN-30C-RAW', 'Yarn Ne 30/1 combed cotton, raw white', 'kg', 4.1],
];

/** A carrier's name and a tracking number in its style. */
function carrierTracking(random: () => number): [string, string] {
  switch (pick(random, 6)) {
    case 0:
      return ['DSV Road', `DSV${digits(random, 10)}`];
    case 1:
      return ['DHL Freight', `JJD${digits(random, 16)}`];
    case 2:
      return ['DB Schenker', `SE${digits(random, 3)}-${digits(random, 7)}`];
    case 3:
      return ['GLS', digits(random, 11)];
    case 4:
      return ['Palletways', `PW${digits(random, 9)}`];
    default:
      return ['Brackenfold fleet', `BKF-T${digits(random, 6)}`];
  }
}

/** a1: a sales-order export from the ERP, minified JSON on one line. */
function erpOrderExport(): EconomicsTask {
  const random = seededRandom(116_001);
  const target = 'SO-2026-48213';
  const nearMisses = new Set([48213, 48231, 48123, 48221, 48312]);
  const orders: unknown[] = [];
  for (let n = 47_800; n < 48_700; n++) {
    if (!nearMisses.has(n) && random() > 0.6) continue;
    const orderNo = `SO-2026-${n}`;
    const isTarget = orderNo === target;
    const customer = isTarget || n === 48_231 ? CUSTOMERS[0]! : oneOf(random, CUSTOMERS);
    const ordered = Date.UTC(2026, 9, 1) + Math.floor(((n - 47_800) / 900) * 60) * DAY + between(random, 0, 4) * DAY;
    const lines = Array.from({ length: isTarget ? 1 : between(random, 1, 4) }, (_, i) => {
      const [item, description, uom, price] = isTarget ? ARTICLES[0]! : oneOf(random, ARTICLES);
      return {
        line: (i + 1) * 10,
        item,
        description,
        qty: uom === 'kg' ? between(random, 20, 90) * 10 : between(random, 4, 60) * 10,
        uom,
        unit_price: price,
        currency: customer[2] === 'GB' ? 'GBP' : 'EUR',
      };
    });
    const shipmentCount = isTarget ? 1 : n === 48_231 ? 2 : random() < 0.8 ? 1 : between(random, 2, 3);
    const shipments = Array.from({ length: shipmentCount }, () => {
      const [carrier, tracking] = carrierTracking(random);
      const shipped = ordered + between(random, 14, 45) * DAY + between(random, 6 * 60, 17 * 60) * MINUTE;
      return {
        shipment_no: `SH-26-00${digits(random, 5)}`,
        delivery_note: `DN-${between(random, 260_000, 269_999)}`,
        carrier: isTarget ? 'DSV Road' : carrier,
        tracking: isTarget ? '@@TRACKING@@' : tracking,
        shipped: `${isoSec(Math.min(shipped, TODAY - DAY + 9 * HOUR))}Z`,
        packages: between(random, 1, 14),
        gross_kg: Number(fix(between(random, 400, 9000) / 10, 1)),
      };
    });
    const status = oneOf(random, ['shipped', 'shipped', 'invoiced', 'invoiced', 'closed']);
    orders.push({
      order_no: orderNo,
      customer: { account: customer[0], name: customer[1], country: customer[2] },
      customer_po: `${customer[1].slice(0, 3).toUpperCase()}-${digits(random, 5)}`,
      order_date: ymd(ordered),
      requested_date: ymd(ordered + between(random, 21, 42) * DAY),
      incoterms: oneOf(random, ['EXW', 'FCA', 'DAP', 'DAP', 'DDP']),
      lines,
      shipments,
      invoice: status === 'shipped' ? null : { invoice_no: `INV-26-0${digits(random, 5)}`, due: ymd(ordered + 75 * DAY) },
      status,
      sales_rep: login(random),
      updated_at: `${isoSec(Math.min(TODAY, Date.parse(shipments.at(-1)!.shipped) + between(random, 1, 96) * HOUR))}Z`,
    });
  }
  const filler = `${JSON.stringify({
    export: {
      system: 'Brackenfold ERP 11.4',
      company: 'BKF01',
      entity: 'sales_orders',
      generated: '2026-12-21T07:12:44Z',
      filter: { status: ['shipped', 'invoiced', 'closed'], order_date_from: '2026-10-01', order_date_to: '2026-12-04' },
      count: orders.length,
    },
    orders,
  })}\n`;
  const [output, needle] = plant(
    filler,
    '@@TRACKING@@',
    Array.from({ length: 20 }, () => `DSV${digits(random, 10)}`),
  );
  return probe(
    'round 116: erp order export',
    'What tracking number did order SO-2026-48213 ship under?',
    'erp_export_orders',
    output,
    'tracking',
    needle,
    true,
  );
}

/** Dyes: code, name, class. */
const DYES: readonly (readonly [string, string, 'reactive' | 'disperse'])[] = [
  ['RY-145', 'Reactive Yellow 145', 'reactive'],
  ['RR-195', 'Reactive Red 195', 'reactive'],
  ['RB-221', 'Reactive Blue 221', 'reactive'],
  ['RBK-5', 'Reactive Black 5', 'reactive'],
  ['RO-122', 'Reactive Orange 122', 'reactive'],
  ['RB-19', 'Reactive Blue 19', 'reactive'],
  ['DY-114', 'Disperse Yellow 114', 'disperse'],
  ['DR-167', 'Disperse Red 167:1', 'disperse'],
  ['DB-79', 'Disperse Blue 79:1', 'disperse'],
];
const SHADES = [
  'Navy 4412',
  'Burgundy 2207',
  'Moorland Heather 3318',
  'Charcoal 1190',
  'Teal 5521',
  'Mustard 6630',
  'Olive 7014',
  'Peat 2875',
  'Sand 8102',
];
/** Dye machines: id, liquor ratio. */
const DYE_MACHINES: readonly (readonly [string, number])[] = [
  ['JET-01', 8],
  ['JET-02', 8],
  ['JET-03', 8],
  ['JET-04', 8],
  ['JET-05', 8],
  ['JET-06', 8],
  ['WIN-01', 20],
  ['WIN-02', 20],
  ['JIG-01', 4],
  ['JIG-02', 4],
  ['BEAM-01', 10],
];

/** A dye weighing: the planned grams and what the dispenser logged. */
function dyeWeighing(random: () => number, code: string, name: string, pct: number, fabricKg: number, actual?: string): string {
  const target = (pct / 100) * fabricKg * 1000;
  const weighed = actual ?? fix(target * (1 + (random() - 0.5) * 0.004), 1);
  return `<Dye code="${code}" name="${name}" pctOwf="${fix(pct, 3)}" targetG="${fix(target, 1)}" actualG="${weighed}" lot="DL-${between(random, 2601, 2612)}-${digits(random, 4)}" station="DISP-${between(random, 1, 2)}"/>`;
}

/** a2: a dye house batch export from the MES, XML on one line after the declaration. */
function dyeBatchExport(): EconomicsTask {
  const random = seededRandom(116_002);
  const chem = (code: string, name: string, gpl: number, liquor: number) => {
    const kg = (gpl * liquor) / 1000;
    return `<Chem code="${code}" name="${name}" gpl="${fix(gpl, 1)}" targetKg="${fix(kg, 2)}" actualKg="${fix(kg * (1 + (random() - 0.5) * 0.01), 2)}" lot="CL-26-${digits(random, 5)}"/>`;
  };
  const batches: string[] = [];
  let clock = Date.UTC(2026, 10, 23, 5, 0);
  for (let n = 11_620; n < 12_120; n++) {
    const isTarget = n === 11_873;
    if (!isTarget && n !== 11_837 && n !== 11_878 && random() < 0.5) continue;
    clock += between(random, 100, 210) * MINUTE;
    const [machine, ratio] = isTarget ? DYE_MACHINES[5]! : oneOf(random, DYE_MACHINES);
    const fabricKg = isTarget ? 412.6 : between(random, 900, 6200) / 10;
    const liquor = Math.round(fabricKg * ratio);
    // Polyester (disperse dyes, 130 C) only on the jets and the beam; the batches either side of the target also use Reactive Red 195.
    const nearMiss = n === 11_837 || n === 11_878;
    const polyester = !isTarget && !nearMiss && /^(JET|BEAM)/.test(machine) && random() < 0.3;
    const pool = DYES.filter((d) => d[2] === (polyester ? 'disperse' : 'reactive'));
    let chosen = isTarget ? [DYES[1]!, DYES[0]!, DYES[2]!] : shuffle(random, [...pool]).slice(0, between(random, 2, 3));
    if (nearMiss) chosen = [DYES[1]!, ...chosen.filter((d) => d !== DYES[1]).slice(1)];
    const duration = between(random, 210, 340) * MINUTE;
    const dyeStep = chosen
      .map(([code, name], i) => {
        const pct = isTarget ? [1.24, 0.318, 0.086][i]! : between(random, 20, 2400) / 1000;
        return dyeWeighing(random, code, name, pct, fabricKg, isTarget && i === 0 ? '@@WEIGHED@@' : undefined);
      })
      .join('');
    const steps = polyester
      ? `<Step seq="1" op="scour" tempC="70" holdMin="15">${chem('AUX-118', 'Scouring agent', 1, liquor)}</Step><Step seq="2" op="dye" tempC="130" holdMin="40">${dyeStep}${chem('AUX-311', 'Levelling agent', 1.5, liquor)}${chem('ACE-80', 'Acetic acid 80%', 0.8, liquor)}</Step><Step seq="3" op="reduction-clear" tempC="80" holdMin="20">${chem('HYD-1', 'Sodium hydrosulphite', 2, liquor)}</Step>`
      : `<Step seq="1" op="pretreat" tempC="80" holdMin="20">${chem('AUX-204', 'Sequestrant', 1, liquor)}</Step><Step seq="2" op="dye" tempC="60" holdMin="45">${dyeStep}${chem('SALT', 'Sodium sulphate', oneOf(random, [40, 50, 60, 70]), liquor)}</Step><Step seq="3" op="fix" tempC="60" holdMin="50">${chem('SODA', 'Soda ash', oneOf(random, [15, 20]), liquor)}</Step><Step seq="4" op="washoff" tempC="95" holdMin="30">${chem('AUX-118', 'Soaping agent', 1, liquor)}</Step>`;
    const addition =
      isTarget || random() < 0.12
        ? `<Additions><Addition seq="1" reason="shade correction" at="${isoSec(clock + duration - 70 * MINUTE)}">${dyeWeighing(random, 'RY-145', 'Reactive Yellow 145', between(random, 5, 40) / 1000, fabricKg)}</Addition></Additions>`
        : '<Additions/>';
    const deltaE = fix(between(random, 12, 95) / 100, 2);
    const so = `SO-2026-${between(random, 47_800, 48_699)}`;
    const [article] = oneOf(
      random,
      ARTICLES.filter((a) => a[2] === 'm'),
    );
    batches.push(
      `<Batch id="DB-26-${n}" machine="${machine}" program="${polyester ? 'P-DISP-130' : 'P-REACT-60'}" started="${isoSec(clock)}" finished="${isoSec(clock + duration)}" operator="${login(random)}">` +
        `<Order salesOrder="${so}" article="${article}" shade="${isTarget ? 'Burgundy 2207' : oneOf(random, SHADES)}"/>` +
        `<Load fabricKg="${fix(fabricKg, 1)}" rolls="${Math.ceil(fabricKg / 48)}" liquorL="${liquor}" ratio="1:${ratio}"/>` +
        `<Recipe code="R-${between(random, 7000, 7999)}" rev="${between(random, 1, 6)}" labDip="LD-26-0${digits(random, 3)}">${steps}</Recipe>${addition}` +
        `<Result status="${Number(deltaE) > 0.8 ? 'RE-DYE' : 'RFT'}" deltaE="${deltaE}" approvedBy="${login(random)}"/></Batch>`,
    );
  }
  const filler =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<DyeBatchExport xmlns="urn:brackenfold:mes:dyehouse:v2" site="BKF-DH" generated="2026-12-21T06:30:02" from="2026-11-23" to="2026-12-20" count="${batches.length}">${batches.join('')}</DyeBatchExport>\n`;
  const [output, needle] = plant(filler, '@@WEIGHED@@', around(5116.2 + 1.4, 0.1, 1));
  return probe(
    'round 116: dye batch export',
    'How much Reactive Red 195 was actually weighed out for dye batch DB-26-11873?',
    'mes_export_dye_batches',
    output,
    'weighed',
    needle,
    true,
  );
}

const STYLES = ['BK-4471', 'BK-4472', 'BK-3310', 'BK-5208', 'BK-6120', 'BK-2294', 'BK-7781'];

/** a3: the weave-room gateway's event ring buffer, dumped as one line of `|`-separated records. */
function loomEventDump(): EconomicsTask {
  const random = seededRandom(116_003);
  const looms = Array.from({ length: 48 }, (_, i) => `L-${101 + i}`);
  const from = TODAY - DAY;
  const to = TODAY + 6 * HOUR;
  const events: [number, string][] = [];
  const beam = () => `WB-26-${between(random, 30_000, 30_999)}`;
  for (const loom of looms) {
    let t = from + between(random, 0, 600) * 1000;
    let picks = between(random, 100_000, 900_000);
    const style = oneOf(random, STYLES);
    while (t < to) {
      picks += between(random, 800, 9000);
      const r = random();
      if (r < 0.45)
        events.push([t, `${loom};S110;WEFT_STOP;ch=${between(random, 1, 4)} pick=${picks} det=${oneOf(random, ['WF1', 'WF2', 'PFT'])}`]);
      else if (r < 0.75)
        events.push([t, `${loom};S200;WARP_STOP;bank=${between(random, 1, 6)} row=${between(random, 1, 8)} pick=${picks}`]);
      else if (r < 0.92) events.push([t, `${loom};S001;START;rpm=${oneOf(random, [560, 600, 620, 650, 720])} pick=${picks}`]);
      else if (r < 0.96)
        events.push([t, `${loom};S310;DOFF;roll=R26-${between(random, 110_000, 129_999)} len_m=${between(random, 400, 620)}`]);
      else if (r < 0.98) events.push([t, `${loom};S050;OPERATOR;badge=${digits(random, 5)} action=${oneOf(random, ['login', 'logout'])}`]);
      else if (loom === 'L-142') events.push([t, `${loom};S110;WEFT_STOP;ch=1 pick=${picks} det=WF1`]);
      else
        events.push([
          t,
          `${loom};S420;BEAM_CHANGE;beam=${beam()} style=${style} ends=${between(random, 48, 72) * 100} len_m=${between(random, 26, 36) * 100}`,
        ]);
      t += between(random, 2, 40) * MINUTE + between(random, 0, 59) * 1000;
    }
  }
  // Loom 142's own beam changes: one in the small hours, and the one the question is about; other looms change beams near 3pm.
  events.push([from + 3 * HOUR + 4 * MINUTE + 18_000, `L-142;S420;BEAM_CHANGE;beam=${beam()} style=BK-4471 ends=6400 len_m=3000`]);
  events.push([from + 15 * HOUR + 7 * MINUTE + 32_000, 'L-142;S420;BEAM_CHANGE;beam=@@BEAM@@ style=BK-4471 ends=6400 len_m=3200']);
  events.push([from + 15 * HOUR + 2 * MINUTE + 11_000, `L-124;S420;BEAM_CHANGE;beam=${beam()} style=BK-3310 ends=5600 len_m=2800`]);
  events.push([from + 15 * HOUR + 19 * MINUTE + 45_000, `L-141;S420;BEAM_CHANGE;beam=${beam()} style=BK-4472 ends=6400 len_m=3200`]);
  events.push([from + 15 * HOUR + 11 * MINUTE + 3_000, 'L-142;S001;START;rpm=620 pick=1']);
  events.sort((x, y) => x[0] - y[0]);
  const line = events.map(([t, rest]) => `${isoSec(t)};${rest}`).join('|');
  const filler =
    '# wrg-02 weave-room gateway  buffer=events  hall=B  looms=L-101..L-148  fw=3.8.2\n' +
    `# from=${isoSec(from)} to=${isoSec(to)} records=${events.length} format=ts;loom;code;event;detail sep=|\n` +
    `${line}\n# end of buffer\n`;
  const [output, needle] = plant(filler, '@@BEAM@@', Array.from({ length: 50 }, beam));
  return probe(
    'round 116: loom event dump',
    'Which warp beam went onto loom 142 yesterday just after 3pm?',
    'weaveroom_gateway_dump_events',
    output,
    'beam',
    needle,
    true,
  );
}

/** Maintenance jobs by kind of asset: title, type, failure code (corrective jobs), parts. */
const JOBS: Record<string, readonly (readonly [string, string, string, string])[]> = {
  ring: [
    ['Replace top roller cots, drafting zone, spindles {a}-{b}', 'corrective', 'WEAR', 'SP-COT-28-19|Top roller cot 28x19 mm shore 65'],
    ['Buff top roller cots (PM, 3-monthly)', 'preventive', '', 'SP-BUFF-220|Buffing stone 220 grit'],
    ['Replace spindle tapes, side {s}', 'corrective', 'WEAR', 'SP-TAPE-10|Spindle tape 10 mm, endless'],
    ['Lubricate spindle bolsters (PM)', 'preventive', '', 'LUB-SPN-10|Spindle oil ISO VG 10'],
    ['Investigate high ends down, side {s}', 'corrective', 'PROC', ''],
    ['Replace lappet hook, spindle {a}', 'corrective', 'BRKN', 'SP-LAP-04|Lappet hook assembly'],
    ['Clean pneumafil suction duct', 'preventive', '', ''],
  ],
  loom: [
    ['Replace weft accumulator, channel {c}', 'corrective', 'ELEC', 'LM-ACC-802|Weft accumulator IRO 802'],
    ['Harness frame strap replacement', 'corrective', 'WEAR', 'LM-STRAP-19|Heald frame strap 19 mm'],
    ['Main motor bearing noise', 'corrective', 'MECH', 'BRG-6310-2RS|Bearing 6310-2RS'],
    ['2000 h service', 'preventive', '', 'LUB-GBX-220|Gearbox oil ISO VG 220'],
    ['Reed damage, replace reed', 'corrective', 'BRKN', 'LM-REED-140|Reed 140 dents/10 cm, 190 cm'],
  ],
  jet: [
    ['Replace heat exchanger gasket', 'corrective', 'LEAK', 'DH-GSK-HX4|Plate HX gasket set'],
    ['Calibrate temperature probe PT100', 'preventive', '', ''],
    ['Dosing pump overhaul', 'preventive', '', 'DH-PMP-KIT|Dosing pump service kit'],
  ],
  compressor: [
    ['Replace air/oil separator element', 'preventive', '', 'CA-SEP-250|Separator element GA250'],
    ['4000 h service', 'preventive', '', 'CA-KIT-4K|4000 h service kit'],
    ['High discharge temperature trip', 'corrective', 'TEMP', ''],
  ],
};

/** b1: maintenance work orders exported from the CMMS as YAML. */
function maintenanceWorkOrders(): EconomicsTask {
  const random = seededRandom(116_004);
  const count = 244;
  const targetAt = 121;
  // Ring frame 17's other jobs, and cot replacements on other frames: frame and job by entry.
  const forced = new Map<number, [number, number]>([
    [5, [17, 1]],
    [42, [7, 0]],
    [63, [17, 2]],
    [79, [71, 0]],
    [116, [11, 0]],
    [121, [17, 0]],
    [153, [27, 0]],
    [181, [17, 3]],
    [207, [1, 0]],
  ]);
  const entries: string[] = [];
  let seq = 8_650;
  let clock = Date.UTC(2026, 10, 23, 6, 0);
  let target = '';
  for (let i = 0; i < count; i++) {
    seq += between(random, 1, 2);
    clock += between(random, 80, 250) * MINUTE;
    const id = `WO-2026-0${seq}`;
    const kind = forced.has(i) ? 'ring' : oneOf(random, ['ring', 'ring', 'loom', 'loom', 'jet', 'compressor']);
    let frame = between(random, 1, 96);
    let job = oneOf(random, JOBS[kind]!);
    const force = forced.get(i);
    if (force) [frame, job] = [force[0], JOBS.ring![force[1]]!];
    else if (kind === 'ring' && frame === 17) frame = 18;
    if (i === targetAt) target = id;
    const start = between(random, 1, 20) * 24;
    const title = job[0]
      .replace('{a}', String(start + 1))
      .replace('{b}', String(start + 24))
      .replace('{s}', oneOf(random, ['A', 'B']))
      .replace('{c}', String(between(random, 1, 4)));
    const asset =
      kind === 'ring'
        ? [`RF-${pad2(frame)}`, `Ring frame ${frame} (Spinning Hall ${frame <= 48 ? 'A' : 'B'})`, 'spinning']
        : kind === 'loom'
          ? [`L-${between(random, 101, 148)}`, 'Air-jet loom, Weave Hall B', 'weaving']
          : kind === 'jet'
            ? [`JET-0${between(random, 1, 6)}`, 'Jet dyeing machine 600 kg', 'dyehouse']
            : [`CMP-0${between(random, 1, 3)}`, 'Screw compressor, compressor house', 'utilities'];
    const tech = login(random);
    const hours = between(random, 2, 16) / 2;
    const done = clock + between(random, 2, 30) * HOUR;
    const finished = done < TODAY;
    const lines = [
      `  - id: ${i === targetAt ? '@@WO@@' : id}`,
      `    title: ${title}`,
      `    type: ${job[1]}`,
      `    priority: P${between(random, 1, 4)}`,
      `    status: ${finished ? oneOf(random, ['completed', 'completed', 'closed']) : 'in_progress'}`,
      '    asset:',
      `      tag: ${asset[0]}`,
      `      name: ${asset[1]}`,
      `      area: ${asset[2]}`,
      `    requested_by: ${login(random)}`,
      `    reported_at: ${isoSec(clock)}`,
    ];
    if (job[2])
      lines.push(
        '    failure:',
        `      code: ${job[2]}`,
        `      noted: "${oneOf(random, ['found on round', 'operator report', 'ends down report', 'PM inspection'])}"`,
      );
    lines.push(`    assigned_to: ${tech}`, '    labour:', `      - tech: ${tech}`, `        hours: ${hours}`);
    if (random() < 0.3) lines.push(`      - tech: ${login(random)}`, `        hours: ${between(random, 1, 6) / 2}`);
    if (job[3]) {
      const [partNo, description] = job[3].split('|');
      const qty = partNo!.startsWith('SP-COT')
        ? 48
        : partNo!.startsWith('SP-TAPE')
          ? between(random, 6, 24)
          : partNo!.startsWith('LUB')
            ? between(random, 2, 20)
            : between(random, 1, 2);
      lines.push(
        '    parts:',
        `      - part_no: ${partNo}`,
        `        description: ${description}`,
        `        qty: ${qty}`,
        `        store: MS-${between(random, 1, 3)}`,
      );
    } else lines.push('    parts: []');
    lines.push(`    downtime_min: ${between(random, 0, 48) * 5}`, `    completed_at: ${finished ? isoSec(done) : 'null'}`);
    entries.push(lines.join('\n'));
  }
  const filler = [
    '# Brackenfold Textiles CMMS export',
    '# site: BKF   query: work_orders created >= 2026-11-23, all statuses   format: yaml',
    `# generated: 2026-12-21T07:30:11Z   records: ${count}`,
    'api_version: cmms/v3',
    'kind: WorkOrderList',
    'work_orders:',
    ...entries,
    '',
  ].join('\n');
  const [output, needle] = plant(filler, '@@WO@@', [target]);
  return probe(
    'round 116: maintenance work orders',
    'We had the top roller cots replaced on ring frame 17 earlier this month. What was the work order number for that job?',
    'cmms_export_work_orders',
    output,
    'work-order',
    needle,
  );
}

/** Throws unless `text` occurs exactly once in `output` (a name the question uses, not the needle). */
function once(output: string, text: string, name: string): void {
  const at = output.indexOf(text);
  if (at < 0 || output.indexOf(text, at + 1) >= 0) throw new Error(`${name}: ${text} does not occur exactly once`);
}

const DEFECTS: readonly (readonly [string, string])[] = [
  ['D01', 'slub'],
  ['D03', 'broken pick'],
  ['D04', 'missing end'],
  ['D07', 'float'],
  ['D09', 'reed mark'],
  ['D11', 'thick place'],
  ['D12', 'oil stain'],
  ['D15', 'hole'],
  ['D18', 'shade bar'],
  ['D21', 'crease mark'],
];

/** b2: a week of fabric roll inspections from the quality inspection system, pretty JSON. */
function rollInspections(): EconomicsTask {
  const random = seededRandom(116_005);
  const count = 250;
  const targetAt = 127;
  const numbers: number[] = [];
  numbers[targetAt] = 118_342;
  for (let i = targetAt - 1; i >= 0; i--) numbers[i] = numbers[i + 1]! - between(random, 1, 3);
  for (let i = targetAt + 1; i < count; i++) numbers[i] = numbers[i - 1]! + between(random, 1, 3);
  let clock = Date.UTC(2026, 11, 14, 6, 5);
  let target = '';
  const rolls: unknown[] = [];
  for (let i = 0; i < count; i++) {
    clock += between(random, 22, 58) * MINUTE;
    const id = `R26-${numbers[i]!}`;
    const length = between(random, 380, 620);
    const defects: { code: string; name: string; position_m: number; from_edge_cm: number; length_cm: number; points: number }[] = [];
    const n = i === targetAt ? 3 : between(random, 0, 7);
    for (let k = 0; k < n; k++) {
      let [code, name] = oneOf(random, DEFECTS);
      let position = between(random, 5, length * 10) / 10;
      if (i === targetAt && k === 0) [code, name, position] = ['D12', 'oil stain', 312.4];
      else if (i === targetAt && name === 'oil stain') [code, name] = ['D01', 'slub'];
      else if (name === 'oil stain' && position >= 305 && position <= 320) position += 40;
      const len = name === 'oil stain' ? between(random, 2, 30) : between(random, 1, 150);
      defects.push({
        code,
        name,
        position_m: position,
        from_edge_cm: between(random, 1, 150),
        length_cm: len,
        points: len <= 7 ? 1 : len <= 15 ? 2 : len <= 23 ? 3 : 4,
      });
    }
    // Near-misses: other oil stains and other defects about 312 m in.
    if (i === 40) defects.push({ code: 'D12', name: 'oil stain', position_m: 321.4, from_edge_cm: 88, length_cm: 6, points: 1 });
    if (i === 96) defects.push({ code: 'D12', name: 'oil stain', position_m: 31.2, from_edge_cm: 12, length_cm: 3, points: 1 });
    if (i === 161) defects.push({ code: 'D01', name: 'slub', position_m: 312.0, from_edge_cm: 71, length_cm: 14, points: 2 });
    if (i === 203) defects.push({ code: 'D12', name: 'oil stain', position_m: 132.4, from_edge_cm: 40, length_cm: 9, points: 2 });
    if (i !== targetAt) defects.sort((x, y) => x.position_m - y.position_m);
    const width = oneOf(random, [152, 152, 160, 182]);
    const points = defects.reduce((sum, d) => sum + d.points, 0);
    const per100 = (points * 3600) / ((length / 0.9144) * (width / 2.54));
    if (i === targetAt) target = id;
    rolls.push({
      roll_id: i === targetAt ? '@@ROLL@@' : id,
      article: oneOf(
        random,
        ARTICLES.filter((a) => a[2] === 'm'),
      )[0],
      loom: `L-${between(random, 101, 148)}`,
      length_m: length,
      width_cm: width,
      grade: per100 <= 20 ? 'A' : per100 <= 28 ? 'B' : 'C',
      defects,
      points_total: points,
      points_per_100_sq_yd: Number(fix(per100, 1)),
      inspected_at: isoSec(clock),
      inspector: login(random),
    });
  }
  const filler = `${JSON.stringify(
    {
      station: 'INS-2',
      system: 'BKF-QIS 4.2',
      standard: 'ASTM D5430 4-point',
      from: '2026-12-14T00:00:00',
      to: '2026-12-20T23:59:59',
      count,
      rolls,
    },
    null,
    2,
  )}\n`;
  const [output, needle] = plant(filler, '@@ROLL@@', [target]);
  return probe(
    'round 116: roll inspections',
    'Which roll was it that had the oil stain about 312 metres in?',
    'qis_list_roll_inspections',
    output,
    'roll',
    needle,
  );
}

/** An SSCC: extension digit, the mill's GS1 company prefix, a serial, and the mod-10 check digit. */
function sscc(random: () => number): string {
  const body = `${between(random, 0, 9)}5060123${digits(random, 9)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** b3: the outbound despatch advices (EDI DESADV) sent last week, as one XML batch. */
function despatchAdvices(): EconomicsTask {
  const random = seededRandom(116_006);
  const count = 58;
  const targetAt = 29;
  const docs: string[] = [];
  let clock = Date.UTC(2026, 11, 14, 5, 30);
  let target = '';
  for (let d = 0; d < count; d++) {
    clock += between(random, 90, 220) * MINUTE;
    const customer = oneOf(random, CUSTOMERS);
    const [carrier, tracking] = carrierTracking(random);
    const palletSizes = Array.from({ length: d === targetAt ? 4 : between(random, 1, 6) }, () => between(random, 6, 12));
    let rollNo = d === targetAt ? 120_977 - palletSizes[0]! - 2 : between(random, 110_000, 129_000);
    if (d === 12) rollNo = 120_790;
    if (d === 47) rollNo = 129_070;
    const article = oneOf(
      random,
      ARTICLES.filter((a) => a[2] === 'm'),
    );
    const pallets = palletSizes.map((size, p) => {
      const code = sscc(random);
      const rolls = Array.from({ length: size }, () => {
        rollNo += 1;
        const length = between(random, 400, 620) / 10;
        return `        <Roll id="R26-${rollNo}" article="${article[0]}" batch="DB-26-${between(random, 11_620, 12_119)}" lengthM="${fix(length, 1)}" netKg="${fix(length * 0.42, 1)}"/>`;
      });
      if (d === targetAt && p === 1) target = code;
      return [
        `      <Pallet seq="${p + 1}">`,
        `        <SSCC>${d === targetAt && p === 1 ? '@@SSCC@@' : code}</SSCC>`,
        `        <GrossWeightKg>${fix(size * 22.4 + 24, 1)}</GrossWeightKg>`,
        ...rolls,
        '      </Pallet>',
      ].join('\n');
    });
    docs.push(
      [
        '  <DespatchAdvice>',
        '    <Header>',
        `      <DespatchAdviceNumber>DA-26-0${between(random, 41_000, 41_999)}</DespatchAdviceNumber>`,
        `      <ShipmentNumber>SH-26-00${digits(random, 5)}</ShipmentNumber>`,
        `      <DespatchDate>${isoSec(clock)}</DespatchDate>`,
        `      <EstimatedDelivery>${ymd(clock + between(random, 1, 5) * DAY)}</EstimatedDelivery>`,
        `      <Buyer gln="${digits(random, 13)}" name="${customer[1]}"/>`,
        `      <OrderReference>SO-2026-${between(random, 47_800, 48_699)}</OrderReference>`,
        `      <Carrier name="${carrier}" tracking="${tracking}"/>`,
        `      <TotalPallets>${palletSizes.length}</TotalPallets>`,
        '    </Header>',
        '    <Consignment>',
        ...pallets,
        '    </Consignment>',
        '  </DespatchAdvice>',
      ].join('\n'),
    );
  }
  const filler = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<DespatchAdviceBatch xmlns="urn:brackenfold:edi:desadv:1.2" sender="5060123000008" from="2026-12-14" to="2026-12-20" generated="2026-12-21T06:00:04Z">',
    ...docs,
    '</DespatchAdviceBatch>',
    '',
  ].join('\n');
  const [output, needle] = plant(filler, '@@SSCC@@', [target]);
  const name = 'round 116: despatch advices';
  once(output, 'R26-120977', name);
  return probe(name, 'Which pallet is roll R26-120977 packed on?', 'edi_list_outbound_desadv', output, 'pallet', needle);
}

/** Energy meters: id, description, typical daily peak kW, hours run a day. */
const METERS: readonly (readonly [string, string, number, number])[] = [
  ['M-IN-001', 'Incomer 11kV T1 (site main)', 2650, 24],
  ['M-IN-002', 'Incomer 11kV T2 (dyehouse/boilers)', 1180, 24],
  ...Array.from({ length: 8 }, (_, i) => [`M-SP-A0${i + 1}`, `Spinning Hall A - ring frames ${i * 6 + 1}-${i * 6 + 6}`, 118, 23] as const),
  ...Array.from(
    { length: 8 },
    (_, i) => [`M-SP-B0${i + 1}`, `Spinning Hall B - ring frames ${i * 6 + 49}-${i * 6 + 54}`, 121, 23] as const,
  ),
  ['M-SP-P01', 'Blowroom & carding line 1', 186, 22],
  ['M-SP-P02', 'Draw frames & speed frames', 142, 22],
  ['M-SP-W01', 'Autoconer winding 1-6', 96, 22],
  ...Array.from({ length: 6 }, (_, i) => [`M-WV-B0${i + 1}`, `Weave Hall B - looms L-${101 + i * 8}..L-${108 + i * 8}`, 92, 23] as const),
  ['M-WV-B07', 'Weave Hall B - warping & sizing', 74, 16],
  ['M-WV-H01', 'Humidification plant - Weave Hall B', 138, 24],
  ['M-CA-01', 'Compressor GA90 #1 (spinning air)', 94, 22],
  ['M-CA-02', 'Compressor GA90 #2 (weaving air, trim)', 92, 14],
  ['M-CA-03', 'Compressor GA250 VSD #3 (weaving air)', 238, 23],
  ['M-CA-04', 'Air dryers & receivers (compressor house)', 31, 24],
  ...Array.from({ length: 6 }, (_, i) => [`M-DH-J0${i + 1}`, `Dyehouse jet JET-0${i + 1}`, 64, 20] as const),
  ['M-DH-W01', 'Dyehouse winches WIN-01/02', 48, 18],
  ['M-DH-K01', 'Colour kitchen & dispensing', 22, 16],
  ['M-DH-E01', 'Effluent treatment plant', 88, 24],
  ['M-FN-S01', 'Stenter STN-01 (fans & drives)', 210, 20],
  ['M-FN-S02', 'Stenter STN-02 (fans & drives)', 205, 18],
  ['M-FN-I01', 'Inspection & rolling INS-1..INS-3', 36, 16],
  ['M-UT-B01', 'Boiler house aux (burners, pumps)', 74, 24],
  ['M-UT-C01', 'Chilled water plant', 162, 24],
  ['M-UT-L01', 'Lighting - production halls', 58, 24],
  ['M-UT-O01', 'Offices, canteen & lab', 41, 12],
  ['M-UT-Y01', 'Warehouse, despatch & yard', 29, 14],
];

/** c1: the energy management system's daily meter summary for the month to date, a fixed-width report. */
function energyMeterReport(): EconomicsTask {
  const random = seededRandom(116_007);
  const days = Array.from({ length: 20 }, (_, i) => Date.UTC(2026, 11, 1 + i));
  const body: string[] = [];
  for (const [meter, description, peak, hours] of METERS) {
    body.push('', `Meter ${meter.padEnd(10)}${description.padEnd(48)}Tariff group: ${meter.startsWith('M-IN') ? 'SUPPLY' : 'PROD'}`);
    body.push('Date        Import kWh  Max Dem kW  Time    Avg PF     kVArh  Run h');
    body.push('----------  ----------  ----------  -----  ------  --------  -----');
    let total = 0;
    let top = 0;
    let topAt = '';
    for (const day of days) {
      const weekend = new Date(day).getUTCDay() === 0;
      const load = weekend ? 0.35 + random() * 0.2 : 0.86 + random() * 0.16;
      let maxDemand = peak * load;
      const isTarget = meter === 'M-CA-03' && dmy(day) === '15/12/2026';
      if (meter === 'M-CA-03' && dmy(day) === '09/12/2026') maxDemand = 251.37;
      if (isTarget) maxDemand = 236.42;
      const run = Math.min(24, hours * (weekend ? 0.4 : 1) * (0.95 + random() * 0.05));
      const kwh = maxDemand * run * (0.62 + random() * 0.14);
      total += kwh;
      const time = `${pad2(between(random, 6, 21))}:${oneOf(random, ['00', '30'])}`;
      if (maxDemand > top) [top, topAt] = [maxDemand, `${dmy(day).slice(0, 5)} ${time}`];
      const demand = isTarget ? '    @@KW@@' : fix(maxDemand, 2).padStart(10);
      body.push(
        `${dmy(day)}  ${fix(kwh, 2).padStart(10)}  ${demand}  ${time}  ${fix(0.86 + random() * 0.11, 3).padStart(6)}  ${fix(kwh * (0.25 + random() * 0.2), 1).padStart(8)}  ${fix(run, 1).padStart(5)}`,
      );
    }
    body.push('            ----------  ----------');
    body.push(`Meter total ${fix(total, 2).padStart(11)}  ${fix(top, 2).padStart(10)}  (peak ${topAt})`);
  }
  const pages: string[] = [];
  for (let at = 0, page = 1; at < body.length; at += 58, page++) {
    pages.push(
      [
        `BRACKENFOLD TEXTILES LTD                 ENERGY MANAGEMENT SYSTEM v7.2                      Page ${String(page).padStart(3)}`,
        'Daily meter summary   Period: 01/12/2026 - 20/12/2026   Site: Brackenfold Mill, Calder Road',
        'Printed: 21/12/2026 07:15   User: EMS-REPORTS   Units: kWh, kW (30 min demand), kVArh',
        '====================================================================================================',
        ...body.slice(at, at + 58),
        '',
      ].join('\n'),
    );
  }
  const filler = `${pages.join('\f\n')}*** END OF REPORT ***  ${METERS.length} meters, ${days.length} days\n`;
  const [output, needle] = plant(filler, '@@KW@@', around(236.42, 0.01, 2));
  return probe(
    'round 116: energy meter report',
    "Finance want to know why last week's electricity bill came in so high. On the fifteenth, what was the most power the big air compressor in the weaving shed pulled at any one time?",
    'ems_daily_meter_report',
    output,
    'peak',
    needle,
  );
}

/** c2: the ERP's "shipments despatched" report for the month to date, as the HTML page it renders. */
function shipmentsReport(): EconomicsTask {
  const random = seededRandom(116_008);
  const count = 330;
  const targetAt = 158;
  const norrvik = CUSTOMERS[1]!;
  const rows: string[] = [];
  let clock = Date.UTC(2026, 11, 1, 5, 10);
  let targetOut = 0;
  for (let i = 0; i < count; i++) {
    clock += between(random, 20, 80) * MINUTE;
    if (new Date(clock).getUTCHours() > 19) clock += 10 * HOUR + between(random, 0, 40) * MINUTE;
    if (clock > TODAY - 4 * HOUR) break;
    const isTarget = i === targetAt;
    // Norrvik's other shipments: the earlier drapery in sand (delivered), velvet and lining.
    const customer = isTarget || i % 41 === 7 ? norrvik : oneOf(random, CUSTOMERS.slice(2));
    let article = oneOf(random, ARTICLES);
    if (isTarget) article = ARTICLES[4]!;
    else if (customer === norrvik) article = i === 48 ? ARTICLES[5]! : oneOf(random, [ARTICLES[6]!, ARTICLES[10]!]);
    const [carrier, tracking] = isTarget ? ['DSV Road', `DSV${digits(random, 10)}`] : carrierTracking(random);
    const loaded = clock - between(random, 25, 90) * MINUTE;
    const transitDays = customer[2] === 'GB' ? between(random, 1, 2) : between(random, 2, 5);
    const delivered = clock + transitDays * DAY + between(random, 1, 8) * HOUR;
    const inTransit = isTarget || delivered > TODAY;
    const stamp = (ms: number) => `${dmy(ms)} ${hhmm(ms)}`;
    const order = `SO-2026-${between(random, 47_800, 48_699)}`;
    const qty = article[2] === 'kg' ? `${between(random, 20, 90) * 10} kg` : `${between(random, 6, 80) * 10} m`;
    rows.push(
      [
        `<tr class="${i % 2 === 0 ? 'even' : 'odd'}">`,
        `  <td class="id"><a href="/erp/logistics/shipments/SH-26-00${91_000 + i * 3}">SH-26-00${91_000 + i * 3}</a></td>`,
        `  <td>DN-${267_000 + i}</td>`,
        `  <td>${customer[1].replace('&', '&amp;')}</td>`,
        `  <td><a href="/erp/sales/orders/${order}">${order}</a></td>`,
        `  <td>${article[1]}</td>`,
        `  <td class="num">${qty}</td>`,
        `  <td>${carrier}</td>`,
        `  <td class="mono">${tracking}</td>`,
        `  <td class="ts">${stamp(loaded)}</td>`,
        `  <td class="ts">${isTarget ? '@@OUT@@' : stamp(clock)}</td>`,
        `  <td class="ts">${inTransit ? '&ndash;' : stamp(delivered)}</td>`,
        `  <td><span class="st ${inTransit ? 'st-transit">In transit' : 'st-done">Delivered'}</span></td>`,
        '</tr>',
      ].join('\n'),
    );
    if (isTarget) targetOut = clock;
  }
  const filler = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Shipments despatched &middot; 01/12/2026 &ndash; 20/12/2026 &middot; Brackenfold ERP</title>',
    '<style>',
    'body{font-family:Segoe UI,Arial,sans-serif;font-size:12px;margin:16px}table.report{border-collapse:collapse;width:100%}',
    'th,td{border:1px solid #ccd;padding:3px 6px;text-align:left}tr.odd{background:#f5f6fa}td.num{text-align:right}td.mono{font-family:Consolas,monospace}',
    '.st{padding:1px 6px;border-radius:3px}.st-done{background:#dff3e4}.st-transit{background:#fff1c9}',
    '</style>',
    '</head>',
    '<body>',
    '<div class="hdr"><img src="/static/bkf-logo.svg" alt="Brackenfold Textiles" height="28"> <span class="user">Logged in as: despatch.office</span></div>',
    '<h1>Shipments despatched</h1>',
    '<p class="crit">Site: BKF01 Brackenfold Mill &middot; Gate out from 01/12/2026 00:00 to 20/12/2026 23:59 &middot; All customers &middot; All carriers</p>',
    '<table class="report">',
    '<thead>',
    '<tr><th>Shipment</th><th>Delivery note</th><th>Customer</th><th>Sales order</th><th>Goods</th><th>Qty</th><th>Carrier</th><th>Tracking</th><th>Loaded</th><th>Gate out</th><th>POD</th><th>Status</th></tr>',
    '</thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    `<p class="foot">${rows.length} shipments &middot; generated 21/12/2026 07:20 by ERP report LOG-114 (Shipments despatched) &middot; times are local (GMT)</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  const candidates = Array.from({ length: 30 }, (_, k) => `${dmy(targetOut)} ${hhmm(targetOut + k * MINUTE)}`);
  const [output, needle] = plant(filler, '@@OUT@@', candidates);
  return probe(
    'round 116: shipments report',
    "Norrvik Interiors rang this morning chasing their curtain fabric, which still hasn't turned up. When did the lorry carrying it actually leave our yard?",
    'erp_report_shipments_despatched',
    output,
    'gate-out',
    needle,
  );
}

/** Yarn counts spun: nominal count, material, typical tenacity cN/tex. */
const COUNTS: readonly (readonly [number, string, number])[] = [
  [20, '100% cotton, carded', 15.2],
  [24, '100% cotton, carded', 15.6],
  [30, '100% cotton, combed', 17.4],
  [40, '100% cotton, combed', 18.1],
  [30, '65/35 polyester/cotton', 24.5],
];

/** c3: the yarn laboratory's test reports for the month to date, as the lab system prints them. */
function yarnLabReports(): EconomicsTask {
  const random = seededRandom(116_009);
  const countOf = (frame: number) => (frame === 12 || frame === 21 ? COUNTS[2]! : COUNTS[frame % COUNTS.length]!);
  const tests: [number, number][] = [];
  for (let day = 0; day < 20; day++) {
    const date = Date.UTC(2026, 11, 1 + day);
    if (new Date(date).getUTCDay() === 0) continue;
    const frames = shuffle(
      random,
      Array.from({ length: 96 }, (_, i) => i + 1).filter((f) => f !== 12),
    ).slice(0, between(random, 9, 13));
    // Frame 12 is tested on the 1st, 4th, 8th and 11th; frame 21 (the same count) on the 17th.
    if ([1, 4, 8, 11].includes(day + 1)) frames.push(12);
    if (day + 1 === 17 && !frames.includes(21)) frames.push(21);
    const times = frames.map(() => date + between(random, 7 * 60, 17 * 60) * MINUTE).sort((x, y) => x - y);
    frames.forEach((frame, i) => tests.push([frame, times[i]!]));
  }
  let target = -1;
  const reports = tests.map(([frame, at], i) => {
    const [ne, material, tenacity] = countOf(frame);
    const isTarget = frame === 12 && dmy(at) === '11/12/2026';
    if (isTarget) target = i;
    const v = (mean: number, spread: number, d = 2) => fix(mean * (1 + (random() - 0.5) * spread), d).padStart(8);
    const cvm = 10.2 + Math.sqrt(ne) * 0.55;
    return [
      '==============================================================================',
      ` BRACKENFOLD TEXTILES - YARN LABORATORY                Test report YT-26-0${4100 + i}`,
      '==============================================================================',
      ` Sample     : S-26-${11_000 + i * 3}            Tested   : ${dmy(at)} ${hhmm(at)}`,
      ` Source     : RF-${pad2(frame)} (Spinning Hall ${frame <= 48 ? 'A' : 'B'}), side ${oneOf(random, ['L', 'R'])}, doff ${between(random, 1, 6)}`,
      ` Material   : ${material.padEnd(24)} Nominal  : Ne ${ne}/1   Lot: YL-26-${between(random, 3000, 3999)}`,
      ` Operator   : ${person(random).padEnd(24)} Instrument: UT-5 #${between(random, 1, 2)} / TR-4 #1`,
      '',
      ' Evenness (400 m/min, 1.0 min x 10 bobbins)   Mean      CV%     Q95',
      `   U %                                    ${v(cvm * 0.8, 0.08)}${v(2.8, 0.3)}${v(0.32, 0.3)}`,
      `   CVm %                                  ${v(cvm, 0.08)}${v(2.6, 0.3)}${v(0.35, 0.3)}`,
      `   CVm 1 m %                              ${v(3.7, 0.2)}${v(11.0, 0.2)}${v(0.43, 0.3)}`,
      `   CVm 3 m %                              ${v(2.6, 0.2)}${v(14.0, 0.2)}${v(0.39, 0.3)}`,
      `   Index                                  ${v(1.3, 0.15)}`,
      ' Imperfections per km',
      `   Thin places   -50 %                    ${String(between(random, 0, 8)).padStart(8)}`,
      `   Thick places  +50 %                    ${String(between(random, 20, 90)).padStart(8)}`,
      `   Neps         +200 %                    ${String(between(random, 40, 160)).padStart(8)}`,
      ` Hairiness H                              ${v(4.8, 0.15)}${v(4.1, 0.2)}${v(0.21, 0.3)}`,
      ` Count (Ne)                               ${v(ne, 0.03)}${v(1.4, 0.3)}`,
      ' Tensile (5 m/min, 500 mm, 20 breaks)',
      `   Tenacity (cN/tex)                      ${isTarget ? '   @@TEN@@' : v(tenacity, 0.08)}${v(8.0, 0.25)}`,
      `   Elongation at break (%)                ${v(5.4, 0.15)}${v(7.8, 0.2)}`,
      `   Work to break (cN.cm)                  ${v(410, 0.2)}${v(12.0, 0.2)}`,
      ` Remarks    : ${random() < 0.85 ? '-' : oneOf(random, ['Retest requested by weaving', 'Bobbin 7 excluded (damaged)', 'Routine check after traveller change'])}`,
      '',
    ].join('\n');
  });
  const filler = [
    'BKF-LAB  yarn-test-report  site=BKF  from=01/12/2026  to=20/12/2026  tests=' + String(tests.length),
    '',
    ...reports,
    `-- ${tests.length} reports --`,
    '',
  ].join('\n');
  if (target < 0) throw new Error('yarn lab: no target test');
  const [output, needle] = plant(filler, '@@TEN@@', around(14.86, 0.01, 2));
  return probe(
    'round 116: yarn lab reports',
    'Weaving keep complaining that the 30s combed cotton off ring frame 12 is breaking on the looms. How strong was that yarn the last time the lab tested it?',
    'lab_print_yarn_test_reports',
    output,
    'tenacity',
    needle,
  );
}

/** d1: ring frame shift data from the spinning monitoring system since Friday morning, as CSV. */
function ringFrameShifts(): EconomicsTask {
  const random = seededRandom(116_010);
  // Count, material, twist multiplier: every frame on a count runs the same twist (TPI = multiplier x sqrt(Ne)).
  const setups: readonly (readonly [number, string, number, string, number])[] = [
    [20, 'CO carded', 4.0, 'C1 EL 2/0', 16_500],
    [24, 'CO carded', 4.0, 'C1 EL 1/0', 16_800],
    [30, 'CO combed', 4.0, 'C1 EL 3/0', 17_500],
    [40, 'CO combed', 4.0, 'C1 EL 6/0', 18_000],
    [30, 'PES/CO 65/35', 3.6, 'C1 UL 2/0', 18_500],
  ];
  const frames = Array.from({ length: 96 }, (_, i) => {
    const setup = i === 11 || i === 20 ? setups[2]! : setups[(i * 7) % setups.length]!;
    return { frame: `RF-${pad2(i + 1)}`, setup, lot: `YL-26-${between(random, 3300, 3399)}`, spindles: i < 48 ? 1008 : 1200 };
  });
  const shifts = ['A', 'B', 'C'];
  const rows: string[] = [];
  const start = Date.UTC(2026, 11, 18, 6, 0);
  for (let s = 0; s < 9; s++) {
    const shiftStart = start + s * 8 * HOUR;
    const shift = shifts[s % 3]!;
    const operatorOf = new Map<number, string>();
    for (const [i, f] of frames.entries()) {
      const [ne, material, alpha, traveller, rpm] = f.setup;
      const group = Math.floor(i / 12);
      if (!operatorOf.has(group)) operatorOf.set(group, login(random));
      const isOdd = s === 4 && i === 43;
      const tpi = isOdd ? '@@TPI@@' : fix(alpha * Math.sqrt(ne), 2);
      const stopped = random() < 0.03;
      const efficiency = stopped ? between(random, 0, 40) : between(random, 880, 985) / 10;
      const delivery = rpm / (Number(fix(alpha * Math.sqrt(ne), 2)) * 39.37);
      const kg = (delivery * f.spindles * 480 * (efficiency / 100)) / (ne * 1693.3);
      rows.push(
        [
          isoSec(shiftStart),
          `${ymd(shiftStart)}-${shift}`,
          i < 48 ? 'A' : 'B',
          f.frame,
          i < 48 ? 'RX-300' : 'G38',
          f.spindles,
          `Ne ${ne}/1`,
          material,
          f.lot,
          rpm,
          tpi,
          'Z',
          traveller,
          i < 48 ? 38 : 36,
          fix(delivery, 2),
          stopped ? '' : between(random, 8, 48),
          fix(efficiency, 1),
          fix(kg, 1),
          between(random, 0, 3),
          stopped ? oneOf(random, ['DOFF_WAIT', 'MAINT', 'NO_ROVING']) : 'RUN',
          operatorOf.get(group)!,
        ].join(','),
      );
    }
  }
  const filler = [
    'shift_start,shift_id,hall,frame,model,spindles,count,material,lot,spindle_rpm,tpi,twist_dir,traveller,ring_mm,delivery_m_min,ends_down_1000sph,efficiency_pct,kg_shift,doffs,state,operator',
    ...rows,
    '',
  ].join('\n');
  const [output, needle] = plant(filler, '@@TPI@@', around(20.45, 0.01, 2));
  return probe(
    'round 116: ring frame shifts',
    'Since Friday, one of the ring frames spun a shift with a different amount of twist from the other frames on the same count. Which frame and which shift was that?',
    'spinmon_export_frame_shifts',
    output,
    'odd-twist',
    needle,
  );
}

/** d2: the loom fleet inventory from the weave-room gateways, one JSON object per loom (NDJSON). */
function loomFleetInventory(): EconomicsTask {
  const random = seededRandom(116_011);
  // Model, make, kind, controller firmware, HMI, bootloader: every loom of a model runs the same versions.
  const models = [
    {
      range: [101, 148],
      hall: 'B',
      make: 'Picanol',
      model: 'OMNIplus-i 800',
      kind: 'air-jet',
      fw: '4.12.3',
      hmi: 'BlueTouch 5.3.1',
      boot: '2.1.0',
      width: 190,
    },
    {
      range: [201, 248],
      hall: 'C',
      make: 'Picanol',
      model: 'OptiMax-i 4',
      kind: 'rapier',
      fw: '3.8.14',
      hmi: 'BlueTouch 5.3.1',
      boot: '2.0.7',
      width: 220,
    },
    {
      range: [301, 336],
      hall: 'D',
      make: 'Dornier',
      model: 'A1 air-jet',
      kind: 'air-jet',
      fw: 'ErgoWeave 7.2.0',
      hmi: 'ErgoControl 11.4',
      boot: '1.9.3',
      width: 280,
    },
    {
      range: [337, 360],
      hall: 'D',
      make: 'Dornier',
      model: 'P2 rapier',
      kind: 'rapier',
      fw: 'ErgoWeave 7.1.6',
      hmi: 'ErgoControl 11.4',
      boot: '1.9.3',
      width: 340,
    },
  ] as const;
  const lines: string[] = [];
  for (const m of models) {
    for (let n = m.range[0]; n <= m.range[1]; n++) {
      const loom = `L-${n}`;
      const running = random() < 0.86;
      const rpm = m.kind === 'air-jet' ? oneOf(random, [620, 650, 700, 720]) : oneOf(random, [480, 520, 560]);
      lines.push(
        JSON.stringify({
          loom,
          hall: m.hall,
          make: m.make,
          model: m.model,
          serial: `${m.make.slice(0, 2).toUpperCase()}${between(random, 2016, 2024)}-${digits(random, 6)}`,
          reed_width_cm: m.width,
          controller: { firmware: loom === 'L-219' ? '@@FW@@' : m.fw, hmi: m.hmi, bootloader: m.boot, plc: 'S7-1500' },
          network: {
            ip: `10.42.${m.hall.charCodeAt(0) - 64}.${n % 100 || 100}`,
            mac: `00:1b:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`,
            vlan: 140 + m.hall.charCodeAt(0) - 65,
          },
          state: running ? 'RUNNING' : oneOf(random, ['STOPPED_WARP', 'STOPPED_WEFT', 'BEAM_CHANGE', 'STYLE_CHANGE', 'IDLE']),
          style: oneOf(random, STYLES),
          beam: `WB-26-${between(random, 30_000, 30_999)}`,
          rpm_set: rpm,
          rpm_actual: running ? rpm - between(random, 0, 6) : 0,
          efficiency_24h_pct: Number(fix(between(random, 780, 960) / 10, 1)),
          picks_24h: between(random, 600_000, 1_000_000),
          stops_24h: { warp: between(random, 4, 40), weft: between(random, 6, 60), other: between(random, 0, 6) },
          uptime_h: Number(fix(between(random, 20, 9000) / 10, 1)),
          last_seen: `${isoSec(TODAY + 7 * HOUR + between(random, 0, 120) * 1000)}Z`,
        }),
      );
    }
  }
  const filler = `${lines.join('\n')}\n`;
  const [output, needle] = plant(filler, '@@FW@@', ['3.6.2', '3.6.9', '3.5.11']);
  return probe(
    'round 116: loom fleet inventory',
    'One of our looms seems to be on older controller software than the rest of its model. Which loom is it?',
    'weaveroom_list_looms',
    output,
    'odd-firmware',
    needle,
  );
}

/** d3: last week's dye house controller log, logfmt (key=value) lines. */
function dyehouseControllerLog(): EconomicsTask {
  const random = seededRandom(116_012);
  const lines: [number, string][] = [];
  const from = Date.UTC(2026, 11, 14);
  const to = TODAY;
  let batchNo = 12_140;
  let oddPlanted = false;
  for (const [machine, ratio] of DYE_MACHINES) {
    let t = from + between(random, 0, 180) * MINUTE;
    while (t < to - 8 * HOUR) {
      batchNo += 1;
      const batch = `DB-26-${batchNo}`;
      const polyester = random() < 0.25 && machine.startsWith('JET');
      const fabricKg = between(random, 900, 6200) / 10;
      const liquor = Math.round(fabricKg * ratio);
      const program = polyester ? 'P-DISP-130' : 'P-REACT-60';
      const shade = oneOf(random, SHADES);
      const log = (at: number, level: string, rest: string) => {
        const ms = at + between(random, 0, 59_999);
        lines.push([ms, `ts=${new Date(ms).toISOString()} level=${level} svc=dyectl machine=${machine} ${rest}`]);
      };
      log(
        t,
        'info',
        `event=batch_start batch=${batch} program=${program} shade="${shade}" fabric_kg=${fix(fabricKg, 1)} liquor_l=${liquor} ratio=1:${ratio} operator=${login(random)}`,
      );
      let at = t + between(random, 5, 15) * MINUTE;
      const steps = polyester ? ['scour', 'dye', 'reduction_clear'] : ['pretreat', 'dye', 'fix', 'washoff'];
      for (const step of steps) {
        const minutes = between(random, 25, 80);
        log(
          at,
          'info',
          `event=step_start batch=${batch} step=${step} setpoint_c=${step === 'dye' ? (polyester ? 130 : 60) : step === 'washoff' ? 95 : 80}`,
        );
        if (step === 'dye')
          log(
            at + 10 * MINUTE,
            'info',
            `event=dosing batch=${batch} tank=B${between(random, 1, 3)} litres=${between(random, 80, 400)} dose_min=${between(random, 10, 30)}`,
          );
        if (random() < 0.06)
          log(
            at + 20 * MINUTE,
            'warn',
            `event=ph_drift batch=${batch} step=${step} ph=${fix(between(random, 95, 118) / 10, 1)} target=${polyester ? '4.5' : '11.0'}`,
          );
        at += minutes * MINUTE;
        log(
          at,
          'info',
          `event=step_end batch=${batch} step=${step} minutes=${minutes} max_c=${fix((step === 'dye' ? (polyester ? 130 : 60) : 80) + random(), 1)}`,
        );
        at += between(random, 2, 8) * MINUTE;
      }
      const isOdd = !oddPlanted && machine === 'JET-04' && at > Date.UTC(2026, 11, 17, 8) && !polyester;
      if (isOdd) oddPlanted = true;
      const rinses = isOdd ? '@@RINSE@@' : `rinse_cycles=${polyester ? between(random, 2, 3) : between(random, 4, 5)}`;
      const water = (liquor * (1 + (isOdd ? 11 : polyester ? 2.5 : 4.5))) / 1000;
      log(at, 'info', `event=sample batch=${batch} lab_ref=LB-26-${digits(random, 5)} de_cmc=${fix(between(random, 10, 90) / 100, 2)}`);
      at += between(random, 10, 25) * MINUTE;
      log(
        at,
        'info',
        `event=batch_end batch=${batch} program=${program} duration_min=${Math.round((at - t) / MINUTE)} ${rinses} water_m3=${fix(water, 1)} steam_kg=${between(random, 600, 2400)} kwh=${between(random, 90, 320)} result=RFT`,
      );
      if (random() < 0.3)
        lines.push([
          at + 30_000,
          `ts=${isoSec(at + 30_000)}.000Z level=info svc=mes-bridge event=batch_posted batch=${batch} erp_doc=PRD-26-${digits(random, 6)}`,
        ]);
      t = at + between(random, 20, 90) * MINUTE;
    }
  }
  for (let h = from; h < to; h += HOUR)
    lines.push([
      h + 1000,
      `ts=${isoSec(h + 1000)}.000Z level=info svc=boilerctl event=steam_header bar=${fix(between(random, 78, 86) / 10, 1)} feedwater_c=${between(random, 96, 104)}`,
    ]);
  if (!oddPlanted) throw new Error('dyehouse log: no odd batch');
  lines.sort((x, y) => x[0] - y[0]);
  const filler = `${lines.map(([, line]) => line).join('\n')}\n`;
  const [output, needle] = plant(filler, '@@RINSE@@', ['rinse_cycles=11']);
  return probe(
    'round 116: dyehouse controller log',
    'Last week one dye batch needed a lot more rinsing than the rest before it came clean. Which batch was that?',
    'dyehouse_tail_controller_log',
    output,
    'odd-rinse',
    needle,
  );
}

export function roundOneHundredSixteen(): EconomicsTask[] {
  return [
    erpOrderExport(),
    dyeBatchExport(),
    loomEventDump(),
    maintenanceWorkOrders(),
    rollInspections(),
    despatchAdvices(),
    energyMeterReport(),
    shipmentsReport(),
    yarnLabReports(),
    ringFrameShifts(),
    loomFleetInventory(),
    dyehouseControllerLog(),
  ];
}
