/**
 * Probe round 134, written blind: Brightwater National Lottery, a made-up national lottery operator (draw machines and draw audit, retailer terminals and sales, online play accounts, prize claims and payouts, responsible-gambling controls, game configuration). "Today" is Saturday, 20 November 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - draw audit export (minified JSON, draws grouped by draw machine): the pre-draw seal on the ball case of Wednesday's Lotto draw;
 *  - retailer sales report (one-line XML): the serial of the terminal at Patel's News on Quay Road;
 *  - responsible-gambling case export (CSV, one account's event log in one huge field): when that player's week-long break began;
 * b. The answer a few lines away from the line the question's words match:
 *  - prize claims lookup (pretty JSON): the payment reference of the paid claim on one ticket (a rejected duplicate names it too);
 *  - game catalogue dump (YAML): the odds shown for Lotto's five-plus-bonus tier;
 *  - payout service thread dump (jstack): the thread holding the lock on the BACS file writer;
 * c. A question that paraphrases the output or carries a preamble:
 *  - terminal gateway log (key=value): the transaction the Millbrook shop's terminal refused last night a bit after nine;
 *  - player account history (HTML page): the card company's reference for the top-up of the second of November;
 *  - prize claims queue (fixed-width report, grouped by claims centre): the sign-off reference of Tuesday's big Ashby winner;
 * d. One value unlike its peers, with no error word near it:
 *  - ball weigh-in log (CSV): the one reading much heavier than every other ball's;
 *  - draw controller log (text log): the one live draw that ran far longer than the others;
 *  - instant-game safer-play profiles (INI): the one game and channel whose play cycle is set shorter than the rest.
 * Not among the bench's targets.
 * First run, at d876159 (the head when the round was written, 5702f50, with one commit of `packages/core` since: object
 * literals reordered for speed, no change of behaviour); with this file; `ROUNDS=134
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,490,892 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 134: draw audit export, Wednesday's Lotto seal
 *     codex: 7,938 tokens, peak 7,858, 0/1 needles, 0 read-backs
 *     context-chef: 739 tokens, peak 659, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,337 tokens, peak 966, 0/1 needles, 4 read-backs
 *     ours: 4,347 tokens, peak 932, 0/1 needles, 4 read-backs
 *   round 134: retailer sales XML, Patel's terminal
 *     codex: 200 tokens, peak 127, 0/1 needles, 0 read-backs
 *     context-chef: 731 tokens, peak 658, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,787 tokens, peak 3,666, 0/1 needles, 4 read-backs
 *     ours: 10,634 tokens, peak 5,201, 0/1 needles, 4 read-backs
 *   round 134: RG case CSV, when the break began
 *     codex: 233 tokens, peak 148, 0/1 needles, 0 read-backs
 *     context-chef: 944 tokens, peak 859, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,542 tokens, peak 696, 0/1 needles, 1 read-backs
 *     ours: 1,866 tokens, peak 845, 0/1 needles, 1 read-backs
 *   round 134: claims lookup JSON, payment reference
 *     codex: 13,994 tokens, peak 13,913, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,192 tokens, peak 1,624, 0/1 needles, 2 read-backs
 *     ours: 1,968 tokens, peak 979, 0/1 needles, 1 read-backs
 *   round 134: game catalogue YAML, Lotto's five-plus-bonus odds
 *     codex: 14,725 tokens, peak 14,655, 0/1 needles, 0 read-backs
 *     context-chef: 749 tokens, peak 679, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,552 tokens, peak 2,214, 0/1 needles, 3 read-backs
 *     ours: 4,005 tokens, peak 2,297, 1/1 needles, 2 read-backs
 *   round 134: payout thread dump, who holds the BACS writer
 *     codex: 13,740 tokens, peak 13,641, 0/1 needles, 0 read-backs
 *     context-chef: 939 tokens, peak 840, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,186 tokens, peak 4,380, 0/1 needles, 3 read-backs
 *     ours: 22,156 tokens, peak 8,085, 0/1 needles, 4 read-backs
 *   round 134: terminal log, the sale refused in Millbrook
 *     codex: 15,701 tokens, peak 15,598, 0/1 needles, 0 read-backs
 *     context-chef: 813 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,378 tokens, peak 4,242, 0/1 needles, 4 read-backs
 *     ours: 11,052 tokens, peak 5,067, 0/1 needles, 4 read-backs
 *   round 134: account history HTML, the missing top-up's reference
 *     codex: 14,947 tokens, peak 14,838, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 660, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,132 tokens, peak 1,334, 0/1 needles, 4 read-backs
 *     ours: 5,359 tokens, peak 1,549, 0/1 needles, 4 read-backs
 *   round 134: claims queue report, Tuesday's big Ashby winner
 *     codex: 17,438 tokens, peak 17,355, 0/1 needles, 0 read-backs
 *     context-chef: 650 tokens, peak 567, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,680 tokens, peak 1,244, 0/1 needles, 4 read-backs
 *     ours: 4,469 tokens, peak 975, 0/1 needles, 4 read-backs
 *   round 134: ball weigh-in CSV, the heavy reading
 *     codex: 22,196 tokens, peak 22,110, 0/1 needles, 0 read-backs
 *     context-chef: 1,019 tokens, peak 933, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,513 tokens, peak 1,618, 0/1 needles, 4 read-backs
 *     ours: 4,971 tokens, peak 1,077, 1/1 needles, 4 read-backs
 *   round 134: draw controller log, the long draw
 *     codex: 17,698 tokens, peak 17,614, 0/1 needles, 0 read-backs
 *     context-chef: 835 tokens, peak 751, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,810 tokens, peak 1,487, 0/1 needles, 4 read-backs
 *     ours: 4,192 tokens, peak 902, 0/1 needles, 4 read-backs
 *   round 134: instant game profiles INI, the faster game
 *     codex: 11,331 tokens, peak 11,247, 0/1 needles, 0 read-backs
 *     context-chef: 608 tokens, peak 524, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,596 tokens, peak 1,229, 0/1 needles, 4 read-backs
 *     ours: 3,740 tokens, peak 808, 1/1 needles, 4 read-backs
 *     codex: 150,141 tokens, 0/12 needles
 *     context-chef: 9,517 tokens, 0/12 needles
 *     context-chef-store: 78,705 tokens, 0/12 needles
 *     ours: 78,759 tokens, 3/12 needles
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

const DAY = 86_400_000;
/** Midnight UTC at the start of "today", Saturday 20 November 2027. */
const TODAY = Date.UTC(2027, 10, 20);
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DIGITS = '0123456789';

const ymd = (t: number): string => new Date(t).toISOString().slice(0, 10);
const isoZ = (t: number): string => `${new Date(t).toISOString().slice(0, 19)}Z`;
const hms = (t: number): string => new Date(t).toISOString().slice(11, 19);
const dow = (t: number): number => new Date(t).getUTCDay();
/** `1234567.5` as `1,234,567.50`. */
const gbp = (n: number): string => {
  const [whole, frac] = n.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac!}`;
};
const commas = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A fresh id from `make`, never one already handed out in `seen`. */
function fresh(seen: Set<string>, make: () => string): string {
  for (;;) {
    const id = make();
    if (!seen.has(id)) {
      seen.add(id);
      return id;
    }
  }
}

const STAFF = [
  'R.Adeyemi',
  'K.Moss',
  'J.Mensah',
  'P.Lindqvist',
  'S.Okoro',
  'M.Farrant',
  'D.Whitlock',
  'A.Brennan',
  'L.Castellano',
  'T.Nakamura',
  'H.Quayle',
  'E.Radcliffe',
  'N.Osei',
  'C.Dunmore',
  'F.Haldane',
  'B.Iqbal',
];
const TOWNS = [
  'Ashby Cross',
  'Kelsey',
  'Dunmere',
  'Millbrook',
  'Hollinsford',
  'Port Avel',
  'Northgate',
  'Sallowfield',
  'Brackwater',
  'Tarnley',
  'Eastwick Moor',
  'Gorran',
  'Whitlow Bay',
  'Fenbury',
  'Ravensholm',
  'Wendham',
  'Coldharbour',
];

/** The draw games, their draw days (0 = Sunday) and draw times (UTC). */
const DRAW_GAMES = [
  { code: 'LOTTO', prefix: 'LOTTO', days: [3, 6], times: ['20:00'], main: 6, pool: 59, extra: 1, extraPool: 59, sets: 'L' },
  { code: 'THUNDERBALL', prefix: 'TBALL', days: [2, 3, 5, 6], times: ['20:15'], main: 5, pool: 39, extra: 1, extraPool: 14, sets: 'T' },
  { code: 'EUROSTAR', prefix: 'ESTAR', days: [2, 5], times: ['20:45'], main: 5, pool: 50, extra: 2, extraPool: 12, sets: 'E' },
  { code: 'SET_FOR_LIFE', prefix: 'SFL', days: [1, 4], times: ['20:00'], main: 5, pool: 47, extra: 1, extraPool: 10, sets: 'S' },
  {
    code: 'DAILY_PICK',
    prefix: 'DPICK',
    days: [0, 1, 2, 3, 4, 5, 6],
    times: ['13:00', '21:00'],
    main: 3,
    pool: 30,
    extra: 0,
    extraPool: 0,
    sets: 'D',
  },
] as const;

/** `n` distinct numbers of 1..`pool`, sorted. */
function drawBalls(random: () => number, n: number, pool: number): number[] {
  return shuffle(
    random,
    Array.from({ length: pool }, (_, i) => i + 1),
  )
    .slice(0, n)
    .sort((x, y) => x - y);
}

/** a1: the draw audit export, one line of JSON, the draws grouped by draw machine. */
function drawAuditExport(): EconomicsTask {
  const random = seededRandom(134_001);
  const seals = new Set<string>();
  const seal = () => fresh(seals, () => `BWS-${between(random, 1_000_000, 9_999_999)}`);
  const witnesses = ['A.Kowalczyk', 'G.Fairweather', 'Y.Benhamou', 'O.Tremayne', 'I.Sorensen', 'W.Achterberg'];
  const machines = Array.from({ length: 8 }, (_, i) => ({
    machineId: `DM-0${i + 1}`,
    model: oneOf(random, ['Smartplay Magnum II', 'Smartplay Magnum II', 'Ryo-Catteau Venus 2', 'Ryo-Catteau Pegasus 3']),
    serial: `SPM-${between(random, 10_000, 99_999)}`,
    location: oneOf(random, ['Studio A, Brightwater House', 'Studio B, Brightwater House', 'Reserve suite, Northgate']),
    lastCalibration: ymd(TODAY - between(random, 5, 60) * DAY),
    calibrationCert: `CAL-${chars(random, UPPER, 6)}`,
    draws: [] as Record<string, unknown>[],
  }));
  const numbers: Record<string, number> = { LOTTO: 3142, THUNDERBALL: 4410, EUROSTAR: 1288, SET_FOR_LIFE: 902, DAILY_PICK: 7701 };
  let needle = '';
  for (let day = Date.UTC(2027, 7, 1); day <= TODAY; day += DAY) {
    for (const game of DRAW_GAMES) {
      if (!(game.days as readonly number[]).includes(dow(day))) continue;
      for (const time of game.times) {
        const no = numbers[game.code]! + 1;
        numbers[game.code] = no;
        const target = game.code === 'LOTTO' && ymd(day) === '2027-11-17';
        const machine = target ? machines[3]! : oneOf(random, machines);
        const start = Date.parse(`${ymd(day)}T${time}:00Z`);
        const drawId = `${game.prefix}-${no}`;
        const ballSet = `${game.sets}-${between(random, 1, 5)}`;
        if (day === TODAY) {
          machine.draws.push({
            drawId,
            game: game.code,
            drawDate: ymd(day),
            scheduledStart: isoZ(start),
            status: 'SCHEDULED',
            ballSet,
            testDraws: 0,
            preDrawSeal: null,
            postDrawSeal: null,
            adjudicator: oneOf(random, STAFF),
            witness: null,
            result: null,
          });
          continue;
        }
        const pre = seal();
        const post = seal();
        if (target) needle = pre;
        const liveStart = start + between(random, 0, 4_000);
        machine.draws.push({
          drawId,
          game: game.code,
          drawDate: ymd(day),
          scheduledStart: isoZ(start),
          status: 'CERTIFIED',
          ballSet,
          testDraws: between(random, 2, 3),
          preDrawSeal: pre,
          postDrawSeal: post,
          sealsCheckedBy: oneOf(random, STAFF),
          liveStart: isoZ(liveStart),
          liveEnd: isoZ(liveStart + between(random, 45_000, 110_000)),
          result: { main: drawBalls(random, game.main, game.pool), extra: drawBalls(random, game.extra, game.extraPool) },
          adjudicator: oneOf(random, STAFF),
          witness: { name: oneOf(random, witnesses), firm: 'Kessler Voight LLP' },
          rngCrossCheck: hex(random, 16),
          certifiedAt: isoZ(start + between(random, 900, 2_400) * 1000),
          remarks: oneOf(random, [
            '',
            '',
            '',
            '',
            'test draw 2 repeated at adjudicator request',
            'ball set swapped before mixing',
            'late start, studio feed',
          ]),
        });
      }
    }
  }
  const output = `${JSON.stringify({
    exportId: `DAX-${hex(random, 10)}`,
    operator: 'Brightwater National Lottery',
    generatedAt: '2027-11-20T08:12:44Z',
    period: { from: '2027-08-01', to: '2027-11-20' },
    machines,
  })}\n`;
  return probe(
    "round 134: draw audit export, Wednesday's Lotto seal",
    "What was the seal number on the ball case before Wednesday night's Lotto draw, the one on the 17th?",
    'draw_audit_export',
    output,
    'lotto-pre-seal',
    needle,
    true,
  );
}

/** a2: the week's retailer sales report, XML on one line. */
function retailerSalesReport(): EconomicsTask {
  const random = seededRandom(134_002);
  const names = [
    'Spar',
    'Co-op',
    'One Stop',
    'Premier',
    'Londis',
    'Nisa Local',
    'Costcutter',
    "McColl's",
    'Best-one',
    'Lifestyle Express',
    'Day-Today',
    'Select Convenience',
    "Singh's Newsagents",
    'Village Stores',
    'Post Office',
    'Tesco Express',
    "Dhillon's News & Wine",
    'The Paper Shop',
    'Corner Stores',
    "Martin's",
  ];
  const streets = [
    'High Street',
    'Quay Road',
    'Mill Lane',
    'Station Road',
    'Church Street',
    'Harbour Street',
    'Victoria Road',
    'Market Place',
    'Bridge Street',
    'Park Avenue',
    'King Street',
    'The Parade',
    'Chapel Lane',
    'Fore Street',
    'Ropewalk',
    'Castle Hill',
  ];
  const serials = new Set<string>();
  const serial = () => fresh(serials, () => `BWT-${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${chars(random, DIGITS, 6)}`);
  const n = 520;
  let id = 10_000;
  const retailers = Array.from({ length: n }, () => {
    id += between(random, 1, 40);
    return {
      id: `R${id}`,
      name: oneOf(random, names),
      address: `${between(random, 1, 220)} ${oneOf(random, streets)}`,
      town: oneOf(random, TOWNS),
      terminals: pick(random, 6) === 0 ? 2 : 1,
    };
  });
  const mid = Math.floor(n / 2) + between(random, -6, 6);
  retailers[mid] = { ...retailers[mid]!, name: "Patel's News", address: '14 Quay Road', town: 'Ashby Cross', terminals: 1 };
  const nearMisses = [
    { name: "Patel's News", address: '3 Mill Lane', town: 'Ashby Cross', terminals: 2 },
    { name: "Patel's News", address: '88 Harbour Street', town: 'Kelsey', terminals: 1 },
    { name: 'Patel Newsagents', address: '21 Quay Road', town: 'Dunmere', terminals: 1 },
    { name: 'Quay Road Stores', address: '2 Quay Road', town: 'Ashby Cross', terminals: 1 },
    { name: "Patel's News", address: '140 Station Road', town: 'Port Avel', terminals: 1 },
  ];
  nearMisses.forEach((miss, i) => {
    const at = Math.floor(n * [0.18, 0.33, 0.44, 0.61, 0.76][i]!);
    retailers[at] = { ...retailers[at]!, ...miss };
  });
  let needle = '';
  const parts = retailers.map((r, i) => {
    const initials = r.town
      .split(' ')
      .map((w) => w[0])
      .join('')
      .padEnd(2, 'X');
    const terminals = Array.from({ length: r.terminals }, () => {
      const s = serial();
      if (i === mid) needle = s;
      return `<Terminal serial="${s}" model="${oneOf(random, ['Altura T7', 'Altura T7', 'Altura T5', 'FlexPoint 3'])}" firmware="${oneOf(random, ['7.4.12', '7.4.12', '7.4.12', '7.4.9'])}" installed="${ymd(TODAY - between(random, 90, 2_400) * DAY)}" lastPoll="${isoZ(TODAY + between(random, 6 * 3600, 8 * 3600) * 1000)}"/>`;
    }).join('');
    const days = [16, 17, 18, 19]
      .map((d) => {
        const sales = [
          between(random, 0, 60) * 2,
          between(random, 0, 50),
          between(random, 0, 30) * 2.5,
          between(random, 0, 20) * 1.5,
          between(random, 0, 40),
          between(random, 0, 90) * 2,
        ];
        const total = sales.reduce((a, b) => a + b, 0);
        return `<Day date="2027-11-${d}" tickets="${between(random, 5, 140)}" lotto="${gbp(sales[0]!)}" thunderball="${gbp(sales[1]!)}" eurostar="${gbp(sales[2]!)}" setForLife="${gbp(sales[3]!)}" dailyPick="${gbp(sales[4]!)}" scratch="${gbp(sales[5]!)}" total="${gbp(total)}"/>`;
      })
      .join('');
    return `<Retailer id="${r.id}" name="${r.name.replace(/&/g, '&amp;')}" address="${r.address}" town="${r.town}" postcode="${initials}${between(random, 1, 19)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXY', 2)}" region="${oneOf(random, ['NE', 'NW', 'SE', 'SW', 'MID', 'CST'])}" contract="STD-${oneOf(random, ['A', 'B', 'B', 'C'])}" status="ACTIVE"><Terminals>${terminals}</Terminals><Sales>${days}</Sales><Prizes validations="${between(random, 0, 40)}" paidOut="${gbp(between(random, 0, 9_000) / 4)}"/></Retailer>`;
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?>\n<RetailerSalesReport xmlns="urn:bnl:retail:sales:2" generated="2027-11-20T06:30:04Z" periodStart="2027-11-16" periodEnd="2027-11-19" currency="GBP" retailers="${n}">${parts.join('')}</RetailerSalesReport>\n`;
  return probe(
    "round 134: retailer sales XML, Patel's terminal",
    "What's the serial number of the lottery terminal at Patel's News on Quay Road?",
    'retailer_sales_report',
    output,
    'patels-terminal',
    needle,
    true,
  );
}

/** One event of an online player's account log, at `t`. */
function playEvent(random: () => number, t: number): string {
  const ts = isoZ(t);
  const kind = pick(random, 100);
  if (kind < 14)
    return `${ts}|LOGIN|ch=${oneOf(random, ['app', 'app', 'web'])}|dev=${oneOf(random, ['iOS 18.4', 'iOS 18.5', 'Android 15', 'Chrome 141', 'Safari 19'])}`;
  if (kind < 22)
    return `${ts}|DEPOSIT|amt=${oneOf(random, ['5.00', '10.00', '10.00', '20.00', '25.00', '50.00'])}|method=${oneOf(random, ['debit_card', 'debit_card', 'paypal', 'apple_pay'])}|result=ok`;
  if (kind < 40) {
    const lines = between(random, 1, 6);
    return `${ts}|TICKET_BUY|game=${oneOf(random, ['LOTTO', 'THUNDERBALL', 'EUROSTAR', 'SET_FOR_LIFE', 'DAILY_PICK'])}|lines=${lines}|stake=${gbp(lines * 2)}`;
  }
  if (kind < 78) {
    const stake = oneOf(random, [0.5, 1, 1, 2, 2, 3, 5]);
    const win = pick(random, 5) === 0 ? stake * oneOf(random, [1, 2, 2, 5, 10]) : 0;
    return `${ts}|IW_PLAY|game=IW-${between(random, 300, 480)}|stake=${gbp(stake)}|win=${gbp(win)}`;
  }
  if (kind < 84)
    return `${ts}|REALITY_CHECK|elapsed=${oneOf(random, [30, 60, 60, 90])}m|choice=${oneOf(random, ['continue', 'continue', 'logout'])}`;
  if (kind < 90) return `${ts}|SAFER_PLAY_MSG|msg=SPM-${between(random, 1, 24)}|shown`;
  if (kind < 95) return `${ts}|LOGOUT|reason=${oneOf(random, ['user', 'user', 'idle'])}`;
  if (kind < 98) return `${ts}|SPEND_SUMMARY_VIEW|period=${oneOf(random, ['7d', '30d'])}`;
  const from = between(random, 2, 20) * 10;
  return `${ts}|LIMIT_CHANGE|type=${oneOf(random, ['deposit_weekly', 'deposit_monthly', 'session_minutes'])}|from=${from}|to=${from + between(random, -5, 5) * 10}|effective=${oneOf(random, ['now', '+24h'])}`;
}

/** An account's event log from `from` to `to`, about `perDay` events a day, with the given breaks (time-outs). */
function accountLog(
  random: () => number,
  from: number,
  to: number,
  perDay: number,
  breaks: readonly { start: number; days: number }[],
): string {
  const times: number[] = [];
  for (let day = from; day < to; day += DAY) {
    const n = between(random, 0, perDay * 2);
    for (let i = 0; i < n; i++) times.push(day + between(random, 7 * 3_600, 86_399) * 1000);
  }
  const events: [number, string][] = times
    .filter((t) => !breaks.some((b) => t >= b.start && t < b.start + b.days * DAY))
    .map((t) => [t, playEvent(random, t)]);
  for (const b of breaks) {
    const end = b.start + b.days * DAY;
    const ch = oneOf(random, ['app', 'web']);
    events.push([b.start, `${isoZ(b.start)}|TIME_OUT_START|period=${b.days}d|until=${isoZ(end)}|by=customer|ch=${ch}`]);
    for (let k = between(random, 1, 3); k > 0; k--) {
      const t = b.start + between(random, 1, b.days * 86_000) * 1000;
      events.push([t, `${isoZ(t)}|LOGIN_BLOCKED|reason=time_out|ch=${oneOf(random, ['app', 'web'])}`]);
    }
    events.push([end, `${isoZ(end)}|TIME_OUT_END|auto=true`]);
  }
  return events
    .sort((x, y) => x[0] - y[0])
    .map((e) => e[1])
    .join(';');
}

/** a3: the responsible-gambling case export, CSV, one account's whole event log in one field. */
function rgCaseExport(): EconomicsTask {
  const random = seededRandom(134_003);
  const needleAt = Date.UTC(2027, 8, 18, 22, 41, 7);
  const needle = isoZ(needleAt);
  const markers = [
    'late_night_play',
    'deposit_velocity',
    'limit_increase_requests',
    'chasing_pattern',
    'reality_check_dismissals',
    'spend_vs_affordability',
  ];
  const row = (account: string, log: string) =>
    [
      `CASE-27-${between(random, 1_000, 9_999)}`,
      account,
      isoZ(TODAY - between(random, 20, 200) * DAY + between(random, 0, 86_399) * 1000),
      oneOf(random, ['OPEN', 'OPEN', 'MONITORING', 'INTERACTION_DUE']),
      oneOf(random, ['AMBER', 'AMBER', 'RED', 'GREEN']),
      oneOf(random, STAFF),
      ymd(TODAY - between(random, 1, 30) * DAY),
      between(random, 0, 6),
      `"${shuffle(random, [...markers])
        .slice(0, between(random, 1, 3))
        .join(';')}"`,
      `"${log}"`,
    ].join(',');
  const others: string[] = [];
  while (others.length < 12) {
    const account = `BW-${between(random, 10_000_000, 99_999_999)}`;
    if (account === 'BW-88120457') continue;
    // Two of the others took a week off in September too.
    const september = others.length === 2 || others.length === 9;
    const from = TODAY - (september ? 86 : between(random, 40, 80)) * DAY;
    const month = september ? 8 : oneOf(random, [9, 9, 10]);
    const start = Date.UTC(2027, month, between(random, 2, 24), between(random, 8, 23), between(random, 0, 59), between(random, 0, 59));
    const breaks = september || pick(random, 2) === 0 ? [{ start, days: september ? 7 : oneOf(random, [1, 7, 14, 30]) }] : [];
    const log = accountLog(
      random,
      from,
      TODAY,
      between(random, 4, 9),
      breaks.filter((b) => b.start > from && b.start + b.days * DAY < TODAY),
    );
    if (log.includes(needle)) continue;
    others.push(row(account, log));
  }
  const target = row('BW-88120457', accountLog(random, Date.UTC(2027, 6, 20), TODAY, 18, [{ start: needleAt, days: 7 }]));
  const output = `case_id,account_id,opened_at,status,risk_band,case_owner,last_review,interactions,markers,event_log\n${[...others.slice(0, 6), target, ...others.slice(6)].join('\n')}\n`;
  return probe(
    'round 134: RG case CSV, when the break began',
    'Player BW-88120457 says they took a week off from playing back in September. When exactly did that break start? I need the timestamp.',
    'rg_case_export',
    output,
    'break-start',
    needle,
    true,
  );
}

/** b1: a prize claims lookup, pretty JSON. */
function claimsLookup(): EconomicsTask {
  const random = seededRandom(134_004);
  const asked = '0447-2291-8830-51';
  const lookAlikes = ['0447-2291-8803-15', '0447-2291-8830-15', '0447-2219-8830-51', '0447-2291-8830-57'];
  const serials = new Set<string>([asked, ...lookAlikes]);
  const serial = () =>
    fresh(serials, () => `${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 2)}`);
  const refs = new Set<string>();
  const bankRef = () => fresh(refs, () => `BWNL${chars(random, UPPER, 8)}`);
  const tiers: Record<string, [string, number][]> = {
    LOTTO: [
      ['Match 3', 30],
      ['Match 4', 140],
      ['Match 5', 1_750],
      ['Match 5 + Bonus', 1_000_000],
    ],
    THUNDERBALL: [
      ['Match 3', 10],
      ['Match 4', 100],
      ['Match 4 + Thunderball', 250],
      ['Match 5', 5_000],
    ],
    EUROSTAR: [
      ['Match 2 + 2 Stars', 9.8],
      ['Match 4 + 1 Star', 132.4],
      ['Match 5', 48_210.6],
    ],
    SET_FOR_LIFE: [
      ['Match 4', 50],
      ['Match 4 + Life Ball', 250],
      ['Match 5', 120_000],
    ],
    DAILY_PICK: [
      ['Straight', 500],
      ['Box 6-way', 80],
    ],
  };
  const prefixes: Record<string, string> = {
    LOTTO: 'LOTTO',
    THUNDERBALL: 'TBALL',
    EUROSTAR: 'ESTAR',
    SET_FOR_LIFE: 'SFL',
    DAILY_PICK: 'DPICK',
  };
  const n = 360;
  const mid = Math.floor(n / 2) + between(random, -8, 8);
  const planted = new Map<number, string>([
    [mid, asked],
    [mid + 23, asked],
    [mid - 41, lookAlikes[0]!],
    [mid + 57, lookAlikes[1]!],
    [mid - 97, lookAlikes[2]!],
    [mid + 11, lookAlikes[3]!],
  ]);
  let claimNo = 118_040;
  let targetClaim = '';
  let targetTicket: Record<string, string> = {};
  let targetPrize = { tier: '', amount: 0, currency: 'GBP' };
  let needle = '';
  const claims = Array.from({ length: n }, (_, i) => {
    claimNo += between(random, 1, 9);
    const claimId = `CLM-2027-${claimNo}`;
    const received = Date.UTC(2027, 9, 1) + Math.floor((i * 50 * DAY) / n) + between(random, 0, 3_600) * 1000;
    const game = oneOf(random, Object.keys(tiers));
    const [tier, amount] = oneOf(random, tiers[game]!);
    const drawDate = received - between(random, 1, 20) * DAY;
    const duplicate = i === mid + 23;
    const status =
      i === mid
        ? 'PAID'
        : duplicate
          ? 'REJECTED'
          : oneOf(random, ['PAID', 'PAID', 'PAID', 'PAID', 'APPROVED', 'PENDING_CHECKS', 'REJECTED']);
    const decided = received + between(random, 2, 72) * 3_600_000;
    const method = amount > 50_000 ? 'CHAPS' : oneOf(random, ['BACS', 'BACS', 'FASTER_PAYMENT']);
    const ref = status === 'PAID' ? bankRef() : null;
    if (i === mid) {
      targetClaim = claimId;
      needle = ref!;
    }
    const payment =
      status === 'PAID' || status === 'APPROVED'
        ? {
            method,
            sortCode: `**-**-${chars(random, DIGITS, 2)}`,
            account: `****${chars(random, DIGITS, 4)}`,
            bankReference: ref,
            amount,
            scheduledFor: ymd(decided + DAY),
            paidAt: status === 'PAID' ? isoZ(decided + between(random, 20, 40) * 3_600_000) : null,
          }
        : null;
    const ticket = duplicate
      ? targetTicket
      : {
          serial: planted.get(i) ?? serial(),
          game,
          drawId: `${prefixes[game]!}-${between(random, 1_000, 7_999)}`,
          drawDate: ymd(drawDate),
          soldBy: `R${between(random, 10_000, 29_999)}`,
          soldAt: isoZ(drawDate - between(random, 2, 300) * 3_600_000),
        };
    const prize = duplicate ? targetPrize : { tier, amount, currency: 'GBP' };
    if (i === mid) {
      targetTicket = ticket;
      targetPrize = prize;
    }
    return {
      claimId,
      status,
      receivedAt: isoZ(received),
      channel: amount > 50_000 ? 'PRIZE_CENTRE' : oneOf(random, ['RETAIL_REFERRAL', 'POSTAL', 'ONLINE', 'PRIZE_CENTRE']),
      ticket,
      payment,
      prize,
      claimant: {
        customerRef: `CUST-${chars(random, DIGITS, 7)}`,
        idCheck: oneOf(random, ['PASSPORT', 'DRIVING_LICENCE', 'ONLINE_KYC']),
        idCheckedAt: isoZ(received + between(random, 60, 7_200) * 1000),
      },
      decision:
        status === 'PENDING_CHECKS'
          ? null
          : {
              by: oneOf(random, STAFF),
              at: isoZ(decided),
              reasonCode:
                status === 'REJECTED'
                  ? duplicate
                    ? 'DUPLICATE_CLAIM'
                    : oneOf(random, ['TICKET_EXPIRED', 'DAMAGED_TICKET', 'ID_MISMATCH'])
                  : null,
              note: duplicate ? `ticket already paid under ${targetClaim}` : null,
            },
      audit: [
        { at: isoZ(received), event: 'RECEIVED', by: 'claims-intake' },
        { at: isoZ(received + between(random, 30, 900) * 1000), event: 'TICKET_VALIDATED', by: 'validation-svc' },
        ...(status === 'PENDING_CHECKS'
          ? []
          : [{ at: isoZ(decided), event: status === 'REJECTED' ? 'REJECTED' : 'APPROVED', by: oneOf(random, STAFF) }]),
      ],
    };
  });
  const output = `${JSON.stringify({ query: { status: 'ANY', receivedFrom: '2027-10-01', receivedTo: '2027-11-20', limit: 500 }, count: n, claims }, null, 2)}\n`;
  return probe(
    'round 134: claims lookup JSON, payment reference',
    'For the prize claim on ticket 0447-2291-8830-51, what payment reference did the money go out under?',
    'claims_lookup',
    output,
    'claim-payment-ref',
    needle,
  );
}

/** b2: the game catalogue as the game configuration service dumps it, YAML. */
function gameConfigDump(): EconomicsTask {
  const random = seededRandom(134_005);
  const oddsSeen = new Set<string>();
  /** Odds for `n` tiers, longest first, every one different from every other in the catalogue. */
  const oddsFor = (n: number, top: number): string[] => {
    const bottom = between(random, 8, 60);
    return Array.from({ length: n }, (_, k) => {
      const x = top * (bottom / top) ** (k / (n - 1));
      return fresh(oddsSeen, () => {
        const v = x * (0.95 + random() * 0.1);
        return `1 in ${v < 100 ? v.toFixed(1) : commas(Math.round(v))}`;
      });
    });
  };
  const regions = ['NE', 'NW', 'YH', 'EM', 'WM', 'EE', 'LDN', 'SE', 'SW', 'CST'];
  const drawGames = [
    {
      code: 'DAILY_PICK',
      name: 'Daily Pick',
      days: 'MON, TUE, WED, THU, FRI, SAT, SUN',
      time: '21:00',
      price: '1.00',
      extra: 'none',
      top: 4_060,
      tiers: ['straight', 'box 3-way', 'box 6-way'],
    },
    {
      code: 'EUROSTAR',
      name: 'EuroStar',
      days: 'TUE, FRI',
      time: '20:45',
      price: '2.50',
      extra: 'stars',
      top: 139_838_160,
      tiers: [
        '5 + 2 stars',
        '5 + 1 star',
        '5',
        '4 + 2 stars',
        '4 + 1 star',
        '3 + 2 stars',
        '4',
        '2 + 2 stars',
        '3 + 1 star',
        '3',
        '1 + 2 stars',
        '2 + 1 star',
        '2',
      ],
    },
    {
      code: 'HOTPICKS',
      name: 'Lotto HotPicks',
      days: 'WED, SAT',
      time: '20:00',
      price: '1.00',
      extra: 'none',
      top: 3_478_761,
      tiers: ['pick 5 match 5', 'pick 4 match 4', 'pick 3 match 3', 'pick 2 match 2', 'pick 1 match 1'],
    },
    {
      code: 'LOTTO',
      name: 'Lotto',
      days: 'WED, SAT',
      time: '20:00',
      price: '2.00',
      extra: 'bonus',
      top: 45_057_474,
      tiers: ['6', '5 + bonus', '5', '4', '3', '2'],
    },
    {
      code: 'LOTTO_PLUS',
      name: 'Lotto Plus',
      days: 'WED, SAT',
      time: '20:10',
      price: '1.00',
      extra: 'bonus',
      top: 44_000_000,
      tiers: ['6', '5 + bonus', '5', '4'],
    },
    {
      code: 'SET_FOR_LIFE',
      name: 'Set For Life',
      days: 'MON, THU',
      time: '20:00',
      price: '1.50',
      extra: 'life ball',
      top: 15_339_390,
      tiers: ['5 + life ball', '5', '4 + life ball', '4', '3 + life ball', '3', '2 + life ball'],
    },
    {
      code: 'THUNDERBALL',
      name: 'Thunderball',
      days: 'TUE, WED, FRI, SAT',
      time: '20:15',
      price: '1.00',
      extra: 'thunderball',
      top: 8_060_598,
      tiers: [
        '5 + thunderball',
        '5',
        '4 + thunderball',
        '4',
        '3 + thunderball',
        '3',
        '2 + thunderball',
        '1 + thunderball',
        '0 + thunderball',
      ],
    },
  ];
  let needle = '';
  const drawBlock = (g: (typeof drawGames)[number]): string[] => {
    const odds = oddsFor(g.tiers.length, g.top);
    if (g.code === 'LOTTO') needle = odds[1]!;
    const close = `${pad2(Number(g.time.slice(0, 2)) - 1)}:${g.time.slice(3)}`;
    return [
      `  - code: ${g.code}`,
      `    name: ${g.name}`,
      `    type: draw`,
      `    status: live`,
      `    revision: ${between(random, 12, 80)}`,
      `    effective_from: "${ymd(TODAY - between(random, 30, 700) * DAY)}"`,
      `    owner: games-draw`,
      `    price_per_line_gbp: ${g.price}`,
      `    max_lines_per_ticket: ${oneOf(random, [7, 10, 10, 12])}`,
      `    max_advance_draws: ${oneOf(random, [4, 8, 8, 12])}`,
      `    extra_ball: ${g.extra}`,
      `    schedule:`,
      `      draw_days: [${g.days}]`,
      `      draw_time_utc: "${g.time}"`,
      `      sales_close_utc: "${close}"`,
      `      sales_reopen_utc: "${g.time.slice(0, 3)}${pad2(Number(g.time.slice(3)) + 30 > 59 ? 59 : Number(g.time.slice(3)) + 30)}"`,
      `    prize_tiers:`,
      ...g.tiers.flatMap((match, i) => {
        const fixed = i > 1 || g.code === 'DAILY_PICK';
        return [
          `      - tier: ${i + 1}`,
          `        match: "${match}"`,
          `        kind: ${fixed ? 'fixed' : 'pari-mutuel'}`,
          fixed
            ? `        prize_gbp: ${oneOf(random, [2, 5, 10, 25, 30, 50, 100, 140, 250, 500, 1_750, 5_000])}.00`
            : `        pool_share_pct: ${(random() * 40 + 5).toFixed(2)}`,
          `        odds: "${odds[i]!}"`,
          `        claim_route: ${i === 0 ? 'prize_centre' : i < 3 ? 'prize_centre_or_post' : 'any_retailer'}`,
        ];
      }),
      `    rollover:`,
      `      enabled: ${g.code === 'LOTTO' || g.code === 'EUROSTAR' ? 'true' : 'false'}`,
      `      cap_draws: ${oneOf(random, [0, 5, 5, 6])}`,
      `      must_be_won: ${oneOf(random, ['roll_down', 'roll_down', 'none'])}`,
      `    channels:`,
      `      retail: { enabled: true, commission_pct: ${oneOf(random, ['5.0', '5.0', '4.5'])}, cancel_window_min: ${oneOf(random, [5, 10])} }`,
      `      web: { enabled: true, subscriptions: ${oneOf(random, ['true', 'false'])} }`,
      `      app: { enabled: true, subscriptions: ${oneOf(random, ['true', 'false'])} }`,
      `    region_overrides:`,
      ...regions.flatMap((region) => [
        `      - region: ${region}`,
        `        sales_close_utc: "${close}"`,
        `        retail_enabled: ${pick(random, 30) === 0 ? 'false' : 'true'}`,
        `        max_stake_per_ticket_gbp: ${oneOf(random, ['20.00', '20.00', '30.00'])}`,
        `        terminal_banner: ${oneOf(random, ['default', 'default', 'rollover', 'festive-2027'])}`,
        `        subscription_signup_retail: ${oneOf(random, ['true', 'false'])}`,
      ]),
      `    liability:`,
      `      fixed_tier_cap_gbp: ${oneOf(random, [2_000_000, 5_000_000])}`,
      `      insurance_policy: "BWI-2027-${chars(random, DIGITS, 5)}"`,
    ];
  };
  const titles = [
    'Gold Rush',
    'Lucky Sevens',
    'Cash Spectacular',
    'Diamond Dash',
    'Emerald Isle',
    'Winter Wonders',
    'Ruby Riches',
    'Treasure Cove',
    'Crossword Cash',
    'Bingo Blast',
    'Fast Fives',
    'Money Mountain',
    'Silver Streak',
    'Jackpot Journey',
    'Pirate Gold',
    'Lucky Clover',
    'Mega Multiplier',
    'Golden Ticket',
    'Festive Fortune',
    'Starburst Cash',
  ];
  const instant = shuffle(random, [...titles]).map((title, i) => {
    const price = oneOf(random, [1, 2, 3, 5, 10]);
    const top = price * oneOf(random, [10_000, 25_000, 50_000, 100_000]);
    const tiers = between(random, 6, 9);
    const odds = oddsFor(tiers, between(random, 500_000, 6_000_000));
    return [
      `  - code: IW-${300 + i * 7 + between(random, 0, 6)}`,
      `    name: ${title} ${price}`,
      `    type: instant`,
      `    status: ${oneOf(random, ['live', 'live', 'live', 'closing'])}`,
      `    revision: ${between(random, 1, 9)}`,
      `    effective_from: "${ymd(TODAY - between(random, 20, 500) * DAY)}"`,
      `    studio: ${oneOf(random, ['Northlight Interactive', 'Castlegate Games', 'Brightwater in-house'])}`,
      `    price_gbp: ${price}.00`,
      `    rtp_pct: ${(60 + random() * 12).toFixed(2)}`,
      `    top_prize_gbp: ${top}`,
      `    channels: [web, app]`,
      `    prize_tiers:`,
      ...odds.flatMap((o, k) => [
        `      - tier: ${k + 1}`,
        `        prize_gbp: ${Math.max(price, Math.round(top / 4 ** k))}`,
        `        odds: "${o}"`,
      ]),
      `    safer_play:`,
      `      min_cycle_ms: 2500`,
      `      autoplay: false`,
      `      reality_check_min: 60`,
    ];
  });
  const games = [...drawGames.slice(0, 3).map(drawBlock), ...instant, ...drawGames.slice(3).map(drawBlock)];
  const output = [
    '# gamecfg export, environment: production, generated 2027-11-20T07:15:02Z by gamecfg-cli 4.8.1',
    'apiVersion: gamecfg.brightwater.lottery/v3',
    'kind: GameCatalogue',
    'metadata:',
    '  revision: 4182',
    '  approved_by: games-governance',
    '  approved_at: "2027-11-12T16:40:00Z"',
    'games:',
    ...games.flat(),
    'promotions:',
    ...Array.from({ length: 40 }, (_, i) => {
      const game = oneOf(random, drawGames).code;
      const from = TODAY + between(random, -60, 40) * DAY;
      return [
        `  - id: PROMO-27-${pad2(i + 11)}`,
        `    game: ${game}`,
        `    kind: ${oneOf(random, ['free_line', 'bonus_draw_entry', 'multi_draw_discount', 'raffle_codes'])}`,
        `    starts: "${ymd(from)}"`,
        `    ends: "${ymd(from + between(random, 7, 35) * DAY)}"`,
        `    channels: [${oneOf(random, ['web, app', 'retail', 'retail, web, app'])}]`,
        `    budget_gbp: ${between(random, 5, 200) * 1_000}`,
        `    approved_by: ${oneOf(random, STAFF)}`,
      ];
    }).flat(),
    'change_log:',
    ...Array.from({ length: 100 }, (_, i) => {
      const game = oneOf(random, drawGames);
      const field = oneOf(random, [
        'price_per_line_gbp',
        'sales_close_utc',
        'max_lines_per_ticket',
        'commission_pct',
        'terminal_banner',
        'must_be_won',
        'cap_draws',
      ]);
      return [
        `  - revision: ${4182 - i}`,
        `    at: "${isoZ(TODAY - (i * 2 + between(random, 0, 1)) * DAY - between(random, 0, 80_000) * 1000)}"`,
        `    game: ${game.code}`,
        `    field: ${field}`,
        `    ticket: GOV-${between(random, 2_000, 2_999)}`,
        `    by: ${oneOf(random, STAFF)}`,
      ];
    }).flat(),
    '',
  ].join('\n');
  return probe(
    "round 134: game catalogue YAML, Lotto's five-plus-bonus odds",
    'What odds do we show for matching five plus the bonus ball in Lotto?',
    'game_config_dump',
    output,
    'lotto-5b-odds',
    needle,
  );
}

/** b3: a thread dump of the payout service (jstack -l), the BACS file writer's lock held by one thread. */
function payoutThreadDump(): EconomicsTask {
  const random = seededRandom(134_006);
  const lock = '0x00000007c2a1e8f0';
  const addresses = new Set<string>([lock]);
  const address = () => fresh(addresses, () => `0x00000007${hex(random, 8)}`);
  const jdk = 'java.base@21.0.5';
  const queue = address();
  let no = 1;
  let nid = 4_100;
  const elapsed = 81_234.55;
  const header = (name: string, daemon: boolean, prio: number, state: string): string => {
    no += between(random, 1, 3);
    nid += between(random, 1, 4);
    return `"${name}" #${no} [${nid}] ${daemon ? 'daemon ' : ''}prio=${prio} os_prio=0 cpu=${(random() * 90_000).toFixed(2)}ms elapsed=${(elapsed - random() * 40_000).toFixed(2)}s tid=0x00007f3b${hex(random, 8)} nid=${nid} ${state}  [0x00007f3a${hex(random, 8)}]`;
  };
  const tomcatTail = [
    `\tat org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1190)`,
    `\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)`,
    `\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:63)`,
    `\tat java.lang.Thread.runWith(${jdk}/Thread.java:1596)`,
    `\tat java.lang.Thread.run(${jdk}/Thread.java:1583)`,
  ];
  const none = ['', '   Locked ownable synchronizers:', '\t- None', ''];
  const idleExec = (i: number): string[] => [
    header(`http-nio-8443-exec-${i}`, true, 5, 'waiting on condition'),
    '   java.lang.Thread.State: WAITING (parking)',
    `\tat jdk.internal.misc.Unsafe.park(${jdk}/Native Method)`,
    `\t- parking to wait for  <${queue}> (a java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject)`,
    `\tat java.util.concurrent.locks.LockSupport.park(${jdk}/LockSupport.java:371)`,
    `\tat java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionNode.block(${jdk}/AbstractQueuedSynchronizer.java:519)`,
    `\tat java.util.concurrent.ForkJoinPool.unmanagedBlock(${jdk}/ForkJoinPool.java:3780)`,
    `\tat java.util.concurrent.ForkJoinPool.managedBlock(${jdk}/ForkJoinPool.java:3725)`,
    `\tat java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject.await(${jdk}/AbstractQueuedSynchronizer.java:1712)`,
    `\tat java.util.concurrent.LinkedBlockingQueue.take(${jdk}/LinkedBlockingQueue.java:435)`,
    `\tat org.apache.tomcat.util.threads.TaskQueue.take(TaskQueue.java:117)`,
    `\tat org.apache.tomcat.util.threads.TaskQueue.take(TaskQueue.java:33)`,
    `\tat org.apache.tomcat.util.threads.ThreadPoolExecutor.getTask(ThreadPoolExecutor.java:1114)`,
    ...tomcatTail,
    ...none,
  ];
  const blockedExec = (i: number): string[] => [
    header(`http-nio-8443-exec-${i}`, true, 5, 'waiting for monitor entry'),
    '   java.lang.Thread.State: BLOCKED (on object monitor)',
    `\tat com.brightwater.payouts.bank.BacsFileWriter.append(BacsFileWriter.java:142)`,
    `\t- waiting to lock <${lock}> (a com.brightwater.payouts.bank.BacsFileWriter)`,
    `\tat com.brightwater.payouts.release.PayoutReleaseService.release(PayoutReleaseService.java:96)`,
    `\tat com.brightwater.payouts.api.PayoutController.releaseClaim(PayoutController.java:58)`,
    `\tat java.lang.invoke.LambdaForm$DMH/0x00007f3b8c4a1000.invokeVirtual(${jdk}/LambdaForm$DMH)`,
    `\tat java.lang.reflect.Method.invoke(${jdk}/Method.java:580)`,
    `\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:257)`,
    `\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)`,
    `\tat org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)`,
    `\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)`,
    `\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)`,
    `\tat org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:397)`,
    `\tat org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1769)`,
    `\tat org.apache.tomcat.util.net.SocketProcessorBase.run(SocketProcessorBase.java:52)`,
    ...tomcatTail,
    '',
    '   Locked ownable synchronizers:',
    `\t- <${address()}> (a org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker)`,
    '',
  ];
  const poolTail = [
    `\tat java.util.concurrent.Executors$RunnableAdapter.call(${jdk}/Executors.java:572)`,
    `\tat java.util.concurrent.FutureTask.runAndReset(${jdk}/FutureTask.java:358)`,
    `\tat java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(${jdk}/ScheduledThreadPoolExecutor.java:305)`,
    `\tat java.util.concurrent.ThreadPoolExecutor.runWorker(${jdk}/ThreadPoolExecutor.java:1144)`,
    `\tat java.util.concurrent.ThreadPoolExecutor$Worker.run(${jdk}/ThreadPoolExecutor.java:642)`,
    `\tat java.lang.Thread.runWith(${jdk}/Thread.java:1596)`,
    `\tat java.lang.Thread.run(${jdk}/Thread.java:1583)`,
  ];
  const parkedTimed = (name: string): string[] => [
    header(name, false, 5, 'waiting on condition'),
    '   java.lang.Thread.State: TIMED_WAITING (parking)',
    `\tat jdk.internal.misc.Unsafe.park(${jdk}/Native Method)`,
    `\t- parking to wait for  <${address()}> (a java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject)`,
    `\tat java.util.concurrent.locks.LockSupport.parkNanos(${jdk}/LockSupport.java:269)`,
    `\tat java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject.awaitNanos(${jdk}/AbstractQueuedSynchronizer.java:1847)`,
    `\tat java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue.take(${jdk}/ScheduledThreadPoolExecutor.java:1182)`,
    `\tat java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue.take(${jdk}/ScheduledThreadPoolExecutor.java:899)`,
    `\tat java.util.concurrent.ThreadPoolExecutor.getTask(${jdk}/ThreadPoolExecutor.java:1070)`,
    `\tat java.util.concurrent.ThreadPoolExecutor.runWorker(${jdk}/ThreadPoolExecutor.java:1130)`,
    `\tat java.util.concurrent.ThreadPoolExecutor$Worker.run(${jdk}/ThreadPoolExecutor.java:642)`,
    `\tat java.lang.Thread.runWith(${jdk}/Thread.java:1596)`,
    `\tat java.lang.Thread.run(${jdk}/Thread.java:1583)`,
    ...none,
  ];
  const blockedBatch = (name: string): string[] => [
    header(name, false, 5, 'waiting for monitor entry'),
    '   java.lang.Thread.State: BLOCKED (on object monitor)',
    `\tat com.brightwater.payouts.bank.BacsFileWriter.append(BacsFileWriter.java:142)`,
    `\t- waiting to lock <${lock}> (a com.brightwater.payouts.bank.BacsFileWriter)`,
    `\tat com.brightwater.payouts.batch.PayoutBatchJob.writeInstruction(PayoutBatchJob.java:203)`,
    `\tat com.brightwater.payouts.batch.PayoutBatchJob.lambda$run$2(PayoutBatchJob.java:171)`,
    `\tat java.util.ArrayList.forEach(${jdk}/ArrayList.java:1596)`,
    `\tat com.brightwater.payouts.batch.PayoutBatchJob.run(PayoutBatchJob.java:169)`,
    ...poolTail,
    '',
    '   Locked ownable synchronizers:',
    `\t- <${address()}> (a java.util.concurrent.ThreadPoolExecutor$Worker)`,
    '',
  ];
  const holder = (name: string): string[] => [
    header(name, false, 5, 'runnable'),
    '   java.lang.Thread.State: RUNNABLE',
    `\tat sun.nio.ch.SocketDispatcher.write0(${jdk}/Native Method)`,
    `\tat sun.nio.ch.NioSocketImpl.implWrite(${jdk}/NioSocketImpl.java:413)`,
    `\tat java.net.Socket$SocketOutputStream.write(${jdk}/Socket.java:1140)`,
    `\tat com.jcraft.jsch.ChannelSftp._put(ChannelSftp.java:658)`,
    `\tat com.brightwater.payouts.bank.SftpUploader.push(SftpUploader.java:88)`,
    `\tat com.brightwater.payouts.bank.BacsFileWriter.flush(BacsFileWriter.java:214)`,
    `\t- locked <${lock}> (a com.brightwater.payouts.bank.BacsFileWriter)`,
    `\tat com.brightwater.claims.reconcile.ReconcileJob.settleBatch(ReconcileJob.java:131)`,
    `\tat com.brightwater.claims.reconcile.ReconcileJob.run(ReconcileJob.java:77)`,
    ...poolTail,
    '',
    '   Locked ownable synchronizers:',
    `\t- <${address()}> (a java.util.concurrent.ThreadPoolExecutor$Worker)`,
    '',
  ];
  const ledger = (name: string): string[] => [
    header(name, false, 5, 'waiting on condition'),
    '   java.lang.Thread.State: TIMED_WAITING (sleeping)',
    `\tat java.lang.Thread.sleep0(${jdk}/Native Method)`,
    `\tat java.lang.Thread.sleep(${jdk}/Thread.java:509)`,
    `\tat com.brightwater.ledger.LedgerCursor.awaitNext(LedgerCursor.java:66)`,
    `\t- locked <${address()}> (a com.brightwater.ledger.LedgerCursor)`,
    `\tat com.brightwater.ledger.LedgerSync.run(LedgerSync.java:112)`,
    `\tat java.lang.Thread.runWith(${jdk}/Thread.java:1596)`,
    `\tat java.lang.Thread.run(${jdk}/Thread.java:1583)`,
    ...none,
  ];
  const system = (name: string, state: string, frames: string[]): string[] => [
    header(name, true, 9, state === 'RUNNABLE' ? 'runnable' : 'waiting on condition'),
    `   java.lang.Thread.State: ${state}`,
    ...frames,
    ...none,
  ];
  const blockedExecs = new Set(
    shuffle(
      random,
      Array.from({ length: 120 }, (_, i) => i + 1),
    ).slice(0, 14),
  );
  const threads: string[][] = [
    system('Reference Handler', 'RUNNABLE', [
      `\tat java.lang.ref.Reference.waitForReferencePendingList(${jdk}/Native Method)`,
      `\tat java.lang.ref.Reference.processPendingReferences(${jdk}/Reference.java:246)`,
      `\tat java.lang.ref.Reference$ReferenceHandler.run(${jdk}/Reference.java:208)`,
    ]),
    system('Finalizer', 'WAITING (on object monitor)', [
      `\tat java.lang.Object.wait0(${jdk}/Native Method)`,
      `\t- waiting on <${address()}> (a java.lang.ref.NativeReferenceQueue$Lock)`,
      `\tat java.lang.ref.ReferenceQueue.remove(${jdk}/ReferenceQueue.java:215)`,
      `\tat java.lang.ref.Finalizer$FinalizerThread.run(${jdk}/Finalizer.java:172)`,
    ]),
    system('Signal Dispatcher', 'RUNNABLE', []),
    system('Service Thread', 'RUNNABLE', []),
    system('Monitor Deflation Thread', 'RUNNABLE', []),
    system('C2 CompilerThread0', 'RUNNABLE', ['   No compile task']),
    system('C1 CompilerThread0', 'RUNNABLE', ['   No compile task']),
    system('Common-Cleaner', 'TIMED_WAITING (parking)', [
      `\tat jdk.internal.misc.Unsafe.park(${jdk}/Native Method)`,
      `\t- parking to wait for  <${address()}> (a java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject)`,
      `\tat jdk.internal.ref.CleanerImpl.run(${jdk}/CleanerImpl.java:140)`,
    ]),
    system('Notification Thread', 'RUNNABLE', []),
    system('Attach Listener', 'RUNNABLE', []),
    parkedTimed('HikariPool-1 housekeeper'),
    parkedTimed('Catalina-utility-1'),
    parkedTimed('Catalina-utility-2'),
    ...Array.from({ length: 120 }, (_, i) => (blockedExecs.has(i + 1) ? blockedExec(i + 1) : idleExec(i + 1))),
    parkedTimed('scheduling-1'),
    ...Array.from({ length: 8 }, (_, i) => (i % 3 === 2 ? parkedTimed(`payout-batch-${i + 1}`) : blockedBatch(`payout-batch-${i + 1}`))),
    ...Array.from({ length: 6 }, (_, i) => (i === 2 ? holder(`claims-reconcile-${i + 1}`) : parkedTimed(`claims-reconcile-${i + 1}`))),
    ...Array.from({ length: 6 }, (_, i) => ledger(`ledger-sync-${i + 1}`)),
    ...Array.from({ length: 80 }, (_, i) => idleExec(i + 121)),
  ];
  const vm = [
    'VM Thread',
    'GC Thread#0',
    'GC Thread#1',
    'GC Thread#2',
    'GC Thread#3',
    'G1 Main Marker',
    'G1 Conc#0',
    'G1 Refine#0',
    'G1 Service',
    'VM Periodic Task Thread',
  ].map(
    (name, i) =>
      `"${name}" os_prio=0 cpu=${(random() * 40_000).toFixed(2)}ms elapsed=${elapsed.toFixed(2)}s tid=0x00007f3c${hex(random, 8)} nid=${4_020 + i} ${name === 'VM Periodic Task Thread' ? 'waiting on condition' : 'runnable'}  `,
  );
  const output = [
    '2027-11-20 09:14:22',
    'Full thread dump OpenJDK 64-Bit Server VM (21.0.5+11-LTS mixed mode, sharing):',
    '',
    'Threads class SMR info:',
    `_java_thread_list=0x00007f3b${hex(random, 8)}, length=${threads.length}, elements={`,
    ...Array.from(
      { length: Math.ceil(threads.length / 4) },
      () => Array.from({ length: 4 }, () => `0x00007f3b${hex(random, 8)}`).join(', ') + ',',
    ),
    '}',
    '',
    ...threads.flat(),
    ...vm,
    '',
    'JNI global refs: 41, weak refs: 0',
    '',
  ].join('\n');
  return probe(
    'round 134: payout thread dump, who holds the BACS writer',
    'The payout batch has been stuck all morning. Which thread is holding the lock on the BACS file writer, 0x00000007c2a1e8f0?',
    'payout_service_threaddump',
    output,
    'bacs-lock-holder',
    'claims-reconcile-3',
  );
}

/** c1: the terminal gateway's event log, key=value lines, from noon yesterday to this morning. */
function terminalEventLog(): EconomicsTask {
  const random = seededRandom(134_007);
  const txns = new Set<string>();
  const txn = () => fresh(txns, () => `TX${chars(random, UPPER, 10)}`);
  const sites = Array.from({ length: 60 }, () => ({
    site: `R${between(random, 10_000, 29_999)}`,
    name: `${oneOf(random, ['Spar', 'Co-op', 'One Stop', 'Londis', 'Nisa Local', 'Costcutter', 'Premier', 'Best-one', 'Tesco Express', 'Post Office'])} ${oneOf(random, ['High St', 'Station Rd', 'Market Pl', 'Church St', 'Bridge St', 'The Parade'])}`,
    town: oneOf(
      random,
      TOWNS.filter((t) => t !== 'Millbrook'),
    ),
    term: `BWT-${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${chars(random, DIGITS, 6)}`,
    closes: oneOf(random, [21, 22, 22, 23]),
  }));
  const spar = { site: 'R20811', name: 'Spar Millbrook', town: 'Millbrook', term: 'BWT-MB-204417', closes: 23 };
  const postOffice = { site: 'R20877', name: 'Millbrook Post Office', town: 'Millbrook', term: 'BWT-MB-311092', closes: 17 };
  const londis = { site: 'R14420', name: 'Londis Millbrook Rd', town: 'Kelsey', term: 'BWT-KL-118830', closes: 22 };
  const all = [...sites, spar, postOffice, londis];
  const games = ['LOTTO', 'LOTTO', 'THUNDERBALL', 'EUROSTAR', 'SET_FOR_LIFE', 'DAILY_PICK', 'DAILY_PICK'];
  const reasons = ['AGE_CHECK_NOT_CONFIRMED', 'SALES_CLOSED_DRAW_BREAK', 'STAKE_LIMIT_EXCEEDED', 'PAYMENT_NOT_TAKEN', 'GAME_NOT_ON_SALE'];
  type Site = (typeof all)[number];
  const line = (t: number, s: Site, rest: string) =>
    `${new Date(t).toISOString()} lvl=info svc=tgw-edge host=tgw-0${between(random, 1, 4)} term=${s.term} site=${s.site} site_name="${s.name}" town="${s.town}" ${rest}`;
  const wager = (t: number, s: Site, declined: string | null): string => {
    const game = oneOf(random, games);
    const lines = between(random, 1, 7);
    const stake = lines * (game === 'LOTTO' ? 2 : game === 'EUROSTAR' ? 2.5 : game === 'SET_FOR_LIFE' ? 1.5 : 1);
    const base = `game=${game} lines=${lines} stake=${gbp(stake)} txn=${txn()}`;
    return declined
      ? line(t, s, `evt=WAGER_DECLINED ${base} rsn=${declined} latency_ms=${between(random, 40, 300)}`)
      : line(t, s, `evt=WAGER_ACCEPTED ${base} latency_ms=${between(random, 40, 300)}`);
  };
  const event = (t: number, s: Site): string => {
    const k = pick(random, 100);
    if (k < 62) return wager(t, s, pick(random, 60) === 0 ? oneOf(random, reasons) : null);
    if (k < 76)
      return line(
        t,
        s,
        `evt=PRIZE_VALIDATED ticket=${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)} prize=${gbp(oneOf(random, [2, 5, 10, 30, 100]))} paid_by=retailer`,
      );
    if (k < 84) return line(t, s, `evt=SCRATCH_ACTIVATED pack=${chars(random, DIGITS, 7)} game=IW-${between(random, 300, 440)} books=1`);
    if (k < 90) return line(t, s, `evt=CANCEL_REQUESTED txn=${txn()} within_window=true`);
    if (k < 95) return line(t, s, `evt=PAPER_LOW roll_pct=${between(random, 3, 15)}`);
    return line(t, s, `evt=CLERK_LOGON clerk=${pad2(between(random, 1, 12))}`);
  };
  const from = Date.UTC(2027, 10, 19, 10, 0);
  const to = Date.UTC(2027, 10, 20, 9, 30);
  const rows: [number, string][] = [];
  for (let minute = from; minute < to; minute += 60_000) {
    const hour = new Date(minute).getUTCHours();
    const open = all.filter((s) => (hour >= 7 && hour < s.closes) || (hour < 1 && s.closes > 23));
    const rate = hour >= 16 && hour < 21 ? 4 : hour >= 7 && hour < 23 ? 3 : 0;
    for (let k = between(random, 0, rate); k > 0 && open.length > 0; k--) {
      const t = minute + between(random, 0, 59_999);
      rows.push([t, event(t, oneOf(random, open))]);
    }
    if (minute % 900_000 === 0) {
      for (const s of all) {
        if (pick(random, 8) > 0) continue;
        const t = minute + between(random, 0, 9_999);
        rows.push([t, line(t, s, `evt=HEARTBEAT uptime_s=${between(random, 1_000, 900_000)} queue=0`)]);
      }
    }
  }
  // The one the question is about, and the others it could be confused with.
  const asked = Date.UTC(2027, 10, 19, 21, 7, 33, 412);
  const askedLine = wager(asked, spar, 'AGE_CHECK_NOT_CONFIRMED');
  const needle = /txn=(TX\w+)/.exec(askedLine)![1]!;
  rows.push([asked, askedLine]);
  rows.push([Date.UTC(2027, 10, 19, 14, 22, 9, 87), wager(Date.UTC(2027, 10, 19, 14, 22, 9, 87), postOffice, 'PAYMENT_NOT_TAKEN')]);
  rows.push([Date.UTC(2027, 10, 20, 8, 41, 50, 630), wager(Date.UTC(2027, 10, 20, 8, 41, 50, 630), spar, 'SALES_CLOSED_DRAW_BREAK')]);
  rows.push([Date.UTC(2027, 10, 19, 21, 11, 2, 915), wager(Date.UTC(2027, 10, 19, 21, 11, 2, 915), londis, 'AGE_CHECK_NOT_CONFIRMED')]);
  rows.push([Date.UTC(2027, 10, 19, 21, 4, 48, 201), wager(Date.UTC(2027, 10, 19, 21, 4, 48, 201), sites[7]!, 'STAKE_LIMIT_EXCEEDED')]);
  for (const minute of [6, 8, 9, 12, 15]) {
    const t = Date.UTC(2027, 10, 19, 21, minute, between(random, 0, 59), between(random, 0, 999));
    rows.push([t, wager(t, spar, null)]);
  }
  const output = `${rows
    .sort((x, y) => x[0] - y[0])
    .map((r) => r[1])
    .join('\n')}\n`;
  return probe(
    'round 134: terminal log, the sale refused in Millbrook',
    'We had a complaint in this morning from a customer in Millbrook who says she was turned away when she tried to buy a ticket. What was the transaction number of the sale the Millbrook shop refused last night, a bit after nine?',
    'terminal_event_log',
    output,
    'millbrook-refused-txn',
    needle,
  );
}

/** c2: a player's transaction history as the account management back office shows it, HTML. */
function playerAccountHistory(): EconomicsTask {
  const random = seededRandom(134_008);
  const refs = new Set<string>();
  const ref = (make: () => string) => fresh(refs, make);
  const ukDate = (t: number) => {
    const d = new Date(t);
    return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${hms(t)}`;
  };
  type Row = { t: number; type: string; channel: string; method: string; amount: number; provider: string; ref: string; status: string };
  const rows: Row[] = [];
  const channel = () => oneOf(random, ['App (iOS)', 'App (iOS)', 'Web']);
  const cards = [
    { method: 'Visa Debit •••• 4417', provider: 'Worldpay', ref: () => ref(() => chars(random, UPPER, 16)) },
    { method: 'Visa Debit •••• 4417', provider: 'Worldpay', ref: () => ref(() => chars(random, UPPER, 16)) },
    { method: 'PayPal (a.okafor@…)', provider: 'PayPal', ref: () => ref(() => `PAYID-M${chars(random, UPPER, 18)}`) },
    { method: 'Apple Pay (Visa •••• 4417)', provider: 'Worldpay', ref: () => ref(() => chars(random, UPPER, 16)) },
  ];
  let balance = 0;
  let needle = '';
  const deposit = (t: number, status = 'Completed') => {
    const card = status === 'Pending' ? cards[0]! : oneOf(random, cards);
    const amount = oneOf(random, [10, 10, 15, 20, 20, 25, 30]);
    const r = card.ref();
    rows.push({ t, type: 'Deposit', channel: channel(), method: card.method, amount, provider: card.provider, ref: r, status });
    if (status === 'Completed') balance += amount;
    return r;
  };
  const games = [
    ['LOTTO', 2],
    ['THUNDERBALL', 1],
    ['EUROSTAR', 2.5],
    ['SET_FOR_LIFE', 1.5],
  ] as const;
  for (let day = Date.UTC(2027, 9, 1); day < TODAY + DAY / 3; day += DAY) {
    const date = ymd(day);
    const times = Array.from({ length: between(random, 6, 16) }, () => day + between(random, 7 * 3_600, 23 * 3_600) * 1000)
      .filter((t) => t < TODAY + 8 * 3_600_000)
      .sort((x, y) => x - y);
    if (date === '2027-11-12') deposit(day + 9 * 3_600_000 + 754_000);
    for (const t of times) {
      if (date === '2027-11-02' && t > day + 19 * 3_600_000) break;
      const k = pick(random, 100);
      if (balance < 5 || k < 6) {
        if (date === '2027-11-02') continue;
        deposit(t, pick(random, 40) === 0 ? 'Declined' : 'Completed');
        continue;
      }
      if (k < 30) {
        const [game, price] = oneOf(random, games);
        const lines = Math.min(between(random, 1, 4), Math.floor(balance / price));
        if (lines < 1) continue;
        balance -= lines * price;
        rows.push({
          t,
          type: `Ticket purchase: ${game.replace(/_/g, ' ')} (${lines} line${lines > 1 ? 's' : ''})`,
          channel: channel(),
          method: 'Wallet',
          amount: -lines * price,
          provider: '—',
          ref: ref(() => `TKT-${chars(random, DIGITS, 10)}`),
          status: 'Completed',
        });
        continue;
      }
      if (k < 88) {
        const stake = Math.min(oneOf(random, [0.5, 1, 1, 2, 3]), balance);
        const game = `IW-${between(random, 300, 440)}`;
        balance -= stake;
        rows.push({
          t,
          type: `Instant Win stake: ${game}`,
          channel: channel(),
          method: 'Wallet',
          amount: -stake,
          provider: '—',
          ref: ref(() => `IWS-${chars(random, DIGITS, 9)}`),
          status: 'Completed',
        });
        if (pick(random, 4) === 0) {
          const win = stake * oneOf(random, [1, 2, 2, 5, 10]);
          balance += win;
          rows.push({
            t: t + 4_000,
            type: `Instant Win prize: ${game}`,
            channel: 'System',
            method: 'Wallet',
            amount: win,
            provider: '—',
            ref: ref(() => `IWP-${chars(random, DIGITS, 9)}`),
            status: 'Completed',
          });
        }
        continue;
      }
      if (k < 95) {
        const prize = oneOf(random, [2, 5, 10, 30]);
        balance += prize;
        rows.push({
          t,
          type: 'Draw prize credit',
          channel: 'System',
          method: 'Wallet',
          amount: prize,
          provider: '—',
          ref: ref(() => `PRZ-${chars(random, DIGITS, 9)}`),
          status: 'Completed',
        });
        continue;
      }
      if (balance > 40) {
        const out = Math.floor(balance / 2);
        balance -= out;
        rows.push({
          t,
          type: 'Withdrawal',
          channel: channel(),
          method: 'Visa Debit •••• 4417',
          amount: -out,
          provider: 'Worldpay',
          ref: ref(() => `WD${chars(random, UPPER, 14)}`),
          status: 'Completed',
        });
      }
    }
    if (date === '2027-11-02') needle = deposit(day + 19 * 3_600_000 + 42 * 60_000 + 18_000, 'Pending');
  }
  rows.sort((x, y) => y.t - x.t);
  let shown = balance;
  const body = rows.map((r, i) => {
    const cls = r.status === 'Pending' ? 'badge-pending' : r.status === 'Declined' ? 'badge-declined' : 'badge-ok';
    const html = [
      `<tr class="txn-row" data-txn-id="${884_120_553 - i * 7}">`,
      `  <td class="dt">${ukDate(r.t)}</td>`,
      `  <td class="type">${r.type}</td>`,
      `  <td class="channel">${r.channel}</td>`,
      `  <td class="method">${r.method}</td>`,
      `  <td class="amount ${r.amount < 0 ? 'debit' : 'credit'}">${r.amount < 0 ? '-' : ''}£${gbp(Math.abs(r.amount))}</td>`,
      `  <td class="balance">£${gbp(Math.max(0, shown))}</td>`,
      `  <td class="provider">${r.provider}</td>`,
      `  <td class="ref"><code>${r.ref}</code></td>`,
      `  <td class="status"><span class="badge ${cls}">${r.status}</span></td>`,
      `</tr>`,
    ].join('\n');
    if (r.status === 'Completed') shown -= r.amount;
    return html;
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>BW-30418862 · Transactions · Player Account Management</title>',
    '<link rel="stylesheet" href="/static/pam/app.7f3c21.css">',
    '<style>.txn-table td{padding:2px 6px}.badge-pending{background:#f5d76e}.badge-declined{background:#e8a0a0}.debit{color:#8a1c1c}</style>',
    '</head>',
    '<body class="pam">',
    '<header class="topbar"><a class="brand" href="/">Brightwater PAM</a><nav><a href="/players">Players</a> <a href="/claims">Claims</a> <a href="/rg">Safer play</a> <a href="/reports">Reports</a></nav><span class="user">Signed in as m.farrant (Player Support)</span></header>',
    '<main>',
    '<section class="account-summary">',
    '  <h1>Adaeze Okafor <small>BW-30418862</small></h1>',
    '  <dl>',
    '    <dt>Status</dt><dd>Active</dd>',
    '    <dt>Registered</dt><dd>14/03/2023</dd>',
    '    <dt>Verified</dt><dd>Yes (KYC 14/03/2023)</dd>',
    `    <dt>Wallet balance</dt><dd>£${gbp(balance)}</dd>`,
    '    <dt>Deposit limit</dt><dd>£150.00 per week</dd>',
    '    <dt>Reality check</dt><dd>Every 60 minutes</dd>',
    '    <dt>Marketing</dt><dd>Email: no · SMS: no</dd>',
    '  </dl>',
    '</section>',
    '<section class="transactions">',
    '<h2>Transactions <span class="range">01/10/2027 – 20/11/2027</span></h2>',
    '<table class="txn-table">',
    '<thead><tr><th>Date / time</th><th>Type</th><th>Channel</th><th>Method</th><th>Amount</th><th>Balance</th><th>Provider</th><th>Reference</th><th>Status</th></tr></thead>',
    '<tbody>',
    ...body,
    '</tbody>',
    '</table>',
    `<p class="pager">Showing 1–${rows.length} of ${rows.length}</p>`,
    '</section>',
    '</main>',
    '<footer>Brightwater National Lottery · Player Account Management 5.12.0 · build 2027.11.14-2</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    "round 134: account history HTML, the missing top-up's reference",
    "I've just had Mrs Okafor on the phone and she's quite upset: she says the money she put into her account on the second of November never turned up, so she couldn't buy her EuroStar ticket. What reference did the card company give for that top-up?",
    'player_account_history',
    output,
    'missing-topup-ref',
    needle,
  );
}

/** c3: the prize claims queue report, fixed-width columns, grouped by claims centre. */
function claimsQueueReport(): EconomicsTask {
  const random = seededRandom(134_009);
  const approvals = new Set<string>();
  const approval = () => fresh(approvals, () => `APV-${chars(random, UPPER, 4)}-${chars(random, DIGITS, 4)}`);
  const tickets = new Set<string>();
  const ticket = () =>
    fresh(tickets, () => `${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 4)}-${chars(random, DIGITS, 2)}`);
  const centres = ['Central PCC', 'North PCC', 'East PCC', 'West PCC', 'South PCC', 'Online Claims', 'Postal Claims'];
  /** Each game's tiers: name, lowest and highest prize, how often it is claimed. */
  const games: [string, [string, number, number, number][]][] = [
    [
      'LOTTO',
      [
        ['M3', 30, 30, 30],
        ['M4', 140, 140, 10],
        ['M5', 1_750, 1_750, 3],
        ['M5+B', 40_000, 90_000, 0.2],
      ],
    ],
    [
      'THUNDERBALL',
      [
        ['M3', 10, 10, 20],
        ['M4', 100, 100, 10],
        ['M4+TB', 250, 250, 6],
        ['M5', 5_000, 5_000, 0.8],
      ],
    ],
    [
      'EUROSTAR',
      [
        ['M3+1', 7, 13, 10],
        ['M4', 28, 45, 8],
        ['M4+2', 120, 180, 4],
        ['M5', 18_000, 60_000, 0.2],
      ],
    ],
    [
      'SET_FOR_LIFE',
      [
        ['M4', 50, 50, 10],
        ['M4+L', 250, 250, 5],
      ],
    ],
    [
      'DAILY_PICK',
      [
        ['STR', 500, 500, 5],
        ['BOX', 80, 80, 10],
      ],
    ],
    [
      'SCRATCH',
      [
        ['T3', 50, 50, 10],
        ['T2', 1_000, 1_000, 3],
        ['TOP', 10_000, 50_000, 0.2],
      ],
    ],
  ];
  type Claim = {
    centre: string;
    t: number;
    town: string;
    amount: number;
    game: string;
    tier: string;
    status: string;
    handler: string;
    ref: string;
  };
  const claims: Claim[] = [];
  for (const centre of centres) {
    for (let day = Date.UTC(2027, 10, 1); day < TODAY + DAY / 3; day += DAY) {
      for (let k = between(random, 8, 18); k > 0; k--) {
        const t = day + between(random, 8 * 3_600, 18 * 3_600) * 1000;
        if (t > TODAY + 8 * 3_600_000) continue;
        const [game, tiers] = oneOf(random, games);
        let roll = random() * tiers.reduce((a, x) => a + x[3], 0);
        const [tier, lo, hi] = tiers.find((x) => (roll -= x[3]) < 0) ?? tiers[0]!;
        const amount = hi > lo ? Math.round((lo + random() * (hi - lo)) * 100) / 100 : lo;
        const town = oneOf(random, TOWNS);
        // Nobody else from Ashby won big on the Tuesday.
        if (town === 'Ashby Cross' && ymd(day) === '2027-11-16' && amount > 5_000) continue;
        claims.push({ centre, t, town, amount, game, tier, status: '', handler: oneOf(random, STAFF), ref: '' });
      }
    }
  }
  const tuesday = (h: number, m: number) => Date.UTC(2027, 10, 16, h, m, between(random, 0, 59));
  const planted: Claim[] = [
    {
      centre: 'West PCC',
      t: tuesday(11, 47),
      town: 'Ashby Cross',
      amount: 248_612.4,
      game: 'EUROSTAR',
      tier: 'M5+1',
      status: 'PAID',
      handler: 'L.Castellano',
      ref: '',
    },
    {
      centre: 'West PCC',
      t: tuesday(9, 12),
      town: 'Ashby Cross',
      amount: 140,
      game: 'LOTTO',
      tier: 'M4',
      status: 'PAID',
      handler: 'K.Moss',
      ref: '',
    },
    {
      centre: 'Postal Claims',
      t: tuesday(14, 5),
      town: 'Ashby Cross',
      amount: 30,
      game: 'LOTTO',
      tier: 'M3',
      status: 'PAID',
      handler: 'S.Okoro',
      ref: '',
    },
    {
      centre: 'Central PCC',
      t: tuesday(10, 31),
      town: 'Kelsey',
      amount: 1_000_000,
      game: 'SET_FOR_LIFE',
      tier: 'M5+L',
      status: 'PAID',
      handler: 'P.Lindqvist',
      ref: '',
    },
    {
      centre: 'North PCC',
      t: tuesday(15, 20),
      town: 'Dunmere',
      amount: 86_311.2,
      game: 'LOTTO',
      tier: 'M5+B',
      status: 'APPROVED',
      handler: 'J.Mensah',
      ref: '',
    },
    {
      centre: 'West PCC',
      t: Date.UTC(2027, 10, 15, 16, 2, 44),
      town: 'Ashby Cross',
      amount: 75_000,
      game: 'SCRATCH',
      tier: 'TOP',
      status: 'PAID',
      handler: 'D.Whitlock',
      ref: '',
    },
    {
      centre: 'Online Claims',
      t: Date.UTC(2027, 10, 17, 12, 18, 9),
      town: 'Ashby Cross',
      amount: 132_450.8,
      game: 'EUROSTAR',
      tier: 'M5+1',
      status: 'REFERRED',
      handler: 'H.Quayle',
      ref: '',
    },
    {
      centre: 'West PCC',
      t: tuesday(16, 55),
      town: 'Ashby Cross',
      amount: 250,
      game: 'THUNDERBALL',
      tier: 'M4+TB',
      status: 'PAID',
      handler: 'K.Moss',
      ref: '',
    },
  ];
  claims.push(...planted);
  const age = (t: number) => (TODAY + 8 * 3_600_000 - t) / DAY;
  for (const c of claims) {
    if (!c.status)
      c.status =
        age(c.t) > 4
          ? oneOf(random, ['PAID', 'PAID', 'PAID', 'PAID', 'REJECTED', 'REFERRED'])
          : oneOf(random, ['PAID', 'APPROVED', 'PENDING', 'PENDING', 'REFERRED']);
    c.ref = c.status === 'PAID' || c.status === 'APPROVED' ? approval() : '-';
  }
  const needle = planted[0]!.ref;
  let claimNo = 119_200;
  const head = `${'CLAIM ID'.padEnd(16)}${'RECEIVED'.padEnd(18)}${'TICKET'.padEnd(19)}${'GAME'.padEnd(14)}${'TIER'.padEnd(7)}${'AMOUNT GBP'.padStart(13)}  ${'CLAIMANT TOWN'.padEnd(15)}${'HANDLER'.padEnd(14)}${'APPROVAL REF'.padEnd(16)}STATUS`;
  const rule = '-'.repeat(head.length);
  const sections = centres.map((centre) => {
    const mine = claims.filter((c) => c.centre === centre).sort((x, y) => x.t - y.t);
    const total = mine.reduce((a, c) => a + c.amount, 0);
    const lines = mine.map((c) => {
      claimNo += between(random, 1, 4);
      const when = `${ymd(c.t)} ${hms(c.t).slice(0, 5)}`;
      return `${`CLM-27-${claimNo}`.padEnd(16)}${when.padEnd(18)}${ticket().padEnd(19)}${c.game.padEnd(14)}${c.tier.padEnd(7)}${gbp(c.amount).padStart(13)}  ${c.town.padEnd(15)}${c.handler.padEnd(14)}${c.ref.padEnd(16)}${c.status}`;
    });
    return [
      `Centre: ${centre}    claims: ${mine.length}    value: £${gbp(total)}`,
      rule,
      head,
      rule,
      ...lines,
      rule,
      `${'Subtotal'.padEnd(16 + 18 + 19 + 14 + 7)}${gbp(total).padStart(13)}`,
      '',
    ];
  });
  const output = [
    'BRIGHTWATER NATIONAL LOTTERY - PRIZE CLAIMS QUEUE',
    'Received 2027-11-01 to 2027-11-20  |  all statuses  |  grouped by claims centre  |  generated 2027-11-20 08:03 by claimsq 3.2',
    '',
    ...sections.flat(),
    `Total claims: ${claims.length}    value: £${gbp(claims.reduce((a, c) => a + c.amount, 0))}`,
    '',
  ].join('\n');
  return probe(
    "round 134: claims queue report, Tuesday's big Ashby winner",
    "Quick one before the weekly call: that big winner from Ashby who came in on Tuesday, what's the sign-off reference on their payment?",
    'claims_queue_report',
    output,
    'ashby-winner-signoff',
    needle,
  );
}

/** d1: the pre-draw ball weigh-ins of the last six weeks, CSV. */
function ballWeighLog(): EconomicsTask {
  const random = seededRandom(134_010);
  const sets: Record<string, { balls: string[]; weights: number[]; diameters: number[] }> = {};
  const ballsOf = (code: string): string[] => {
    const g = DRAW_GAMES.find((x) => x.code === code)!;
    const extraName = code === 'THUNDERBALL' ? 'TB' : code === 'EUROSTAR' ? 'ST' : code === 'SET_FOR_LIFE' ? 'LB' : '';
    const extra = code === 'LOTTO' ? [] : Array.from({ length: g.extraPool }, (_, i) => `${extraName}${pad2(i + 1)}`);
    return [...Array.from({ length: g.pool }, (_, i) => pad2(i + 1)), ...extra];
  };
  const setFor = (code: string, name: string) => {
    if (!sets[name]) {
      const balls = ballsOf(code);
      sets[name] = { balls, weights: balls.map(() => 2.48 + random() * 0.04), diameters: balls.map(() => 44 + random() * 0.08) };
    }
    return sets[name];
  };
  const witnesses = ['A.Kowalczyk', 'G.Fairweather', 'Y.Benhamou', 'O.Tremayne', 'I.Sorensen'];
  const rows: string[] = [];
  let needle = '';
  for (let day = Date.UTC(2027, 9, 9); day < TODAY; day += DAY) {
    for (const game of DRAW_GAMES) {
      if (game.code === 'DAILY_PICK' || !(game.days as readonly number[]).includes(dow(day))) continue;
      const setName = `${game.sets}-${between(random, 1, 5)}`;
      const set = setFor(game.code, setName);
      const machine = `DM-0${between(random, 1, 8)}`;
      const scale = `SC-0${between(random, 1, 3)}`;
      const operator = oneOf(random, STAFF);
      const witness = oneOf(random, witnesses);
      let t = Date.parse(`${ymd(day)}T${game.times[0]}:00Z`) - between(random, 55, 75) * 60_000;
      set.balls.forEach((ball, i) => {
        t += between(random, 12, 30) * 1000;
        let weight = (set.weights[i]! + (random() - 0.5) * 0.003).toFixed(3);
        if (game.code === 'LOTTO' && ymd(day) === '2027-11-03' && ball === '27') {
          weight = '2.641';
          needle = weight;
        }
        rows.push(
          [
            ymd(day),
            hms(t),
            game.code,
            setName,
            machine,
            ball,
            weight,
            (set.diameters[i]! + (random() - 0.5) * 0.01).toFixed(2),
            scale,
            operator,
            witness,
          ].join(','),
        );
      });
    }
  }
  const output = `check_date,check_time,game,ball_set,machine,ball,weight_g,diameter_mm,scale_id,operator,witness\n${rows.join('\n')}\n`;
  return probe(
    'round 134: ball weigh-in CSV, the heavy reading',
    'Going through the ball weigh-ins from the last few weeks, did any single ball come out noticeably heavier than the rest? Which reading was it?',
    'ball_weigh_log',
    output,
    'heavy-ball',
    needle,
  );
}

/** d2: the draw controller's log over two months, one long-running live draw among them. */
function drawControllerLog(): EconomicsTask {
  const random = seededRandom(134_011);
  const lines: string[] = [];
  const stamp = (t: number) => `${ymd(t)} ${new Date(t).toISOString().slice(11, 23)}`;
  const log = (t: number, level: string, logger: string, text: string) => lines.push(`${stamp(t)} ${level.padEnd(5)} [${logger}] ${text}`);
  const numbers: Record<string, number> = { LOTTO: 3150, THUNDERBALL: 4425, EUROSTAR: 1296, SET_FOR_LIFE: 910, DAILY_PICK: 7780 };
  const needle = '412.306s';
  /** One draw run, test or live: the balls one by one, and what it took. */
  const run = (id: string, game: (typeof DRAW_GAMES)[number], start: number, label: string, slow: boolean): number => {
    const main = drawBalls(random, game.main, game.pool);
    const extra = drawBalls(random, game.extra, game.extraPool);
    log(start, 'INFO', 'draw-ctl', `${id} ${label} started mix_s=30`);
    const all = [...main.map((b) => `ball ${pad2(b)}`), ...extra.map((b) => `extra ${pad2(b)}`)];
    let t = start + 30_000 + between(random, 0, 900);
    const at = all.map(() => (t += between(random, 8_500, 12_500)));
    t += between(random, 1_000, 3_000);
    // The slow one: a long wait before its fourth ball, nothing said about it.
    const delay = slow ? start + 412_306 - t : 0;
    all.forEach((b, i) => {
      if (label === 'live draw') log(at[i]! + (i >= 3 ? delay : 0), 'INFO', 'draw-ctl', `${id} ${b.replace(' ', ` ${i + 1} = `)}`);
    });
    t += delay;
    const elapsed = `${((t - start) / 1000).toFixed(3)}s`;
    log(
      t,
      'INFO',
      'draw-ctl',
      `${id} ${label} complete main=${main.map(pad2).join(',')}${extra.length ? ` extra=${extra.map(pad2).join(',')}` : ''} elapsed=${elapsed}`,
    );
    return t;
  };
  for (let day = Date.UTC(2027, 8, 20); day < TODAY; day += DAY) {
    log(
      day + 6 * 3_600_000 + between(random, 0, 59_999),
      'INFO',
      'health',
      `studio checks machines=8 vacuum_ok=8 air_kpa=${between(random, 96, 104)} humidity_pct=${between(random, 38, 52)}`,
    );
    for (const game of DRAW_GAMES) {
      if (!(game.days as readonly number[]).includes(dow(day))) continue;
      for (const time of game.times) {
        const no = numbers[game.code]! + 1;
        numbers[game.code] = no;
        const id = `${game.prefix}-${no}`;
        const live = Date.parse(`${ymd(day)}T${time}:00Z`);
        const slow = game.code === 'EUROSTAR' && ymd(day) === '2027-10-19';
        let t = live - between(random, 28, 35) * 60_000;
        log(
          t,
          'INFO',
          'draw-ctl',
          `${id} session opened machine=DM-0${between(random, 1, 8)} ballset=${game.sets}-${between(random, 1, 5)} adjudicator=${oneOf(random, STAFF)}`,
        );
        t += between(random, 30, 90) * 1000;
        log(t, 'INFO', 'draw-ctl', `${id} seal check pre=BWS-${between(random, 1_000_000, 9_999_999)} intact=true`);
        for (let k = 1; k <= 2; k++) t = run(id, game, t + between(random, 60, 240) * 1000, `test draw ${k}`, false);
        const end = run(id, game, live + between(random, 0, 4_000), 'live draw', slow);
        log(
          end + between(random, 800, 2_500),
          'INFO',
          'results-pub',
          `${id} results published http=202 latency_ms=${between(random, 120, 900)}`,
        );
        if (!slow && pick(random, 25) === 0)
          log(end + between(random, 3_000, 9_000), 'WARN', 'results-pub', `${id} partner feed slow to acknowledge, retrying (attempt 2)`);
        log(
          end + between(random, 12, 25) * 60_000,
          'INFO',
          'draw-ctl',
          `${id} session closed post_seal=BWS-${between(random, 1_000_000, 9_999_999)} certified_by=${oneOf(random, STAFF)}`,
        );
      }
    }
  }
  const output = `${lines.sort().join('\n')}\n`;
  return probe(
    'round 134: draw controller log, the long draw',
    'Did any of the draws over the last couple of months take much longer than usual to run from start to finish? How long did it take?',
    'draw_controller_log',
    output,
    'long-draw',
    needle,
  );
}

/** d3: the safer-play profiles of the online instant games, per game and channel, INI. */
function instantGameProfiles(): EconomicsTask {
  const random = seededRandom(134_012);
  const first = [
    'Gold',
    'Lucky',
    'Cash',
    'Diamond',
    'Emerald',
    'Winter',
    'Ruby',
    'Treasure',
    'Crossword',
    'Bingo',
    'Silver',
    'Jackpot',
    'Pirate',
    'Festive',
    'Starburst',
    'Royal',
    'Neon',
    'Sunset',
    'Mega',
    'Wild',
  ];
  const second = [
    'Rush',
    'Sevens',
    'Spectacular',
    'Dash',
    'Isle',
    'Wonders',
    'Riches',
    'Cove',
    'Cash',
    'Blast',
    'Streak',
    'Journey',
    'Clover',
    'Multiplier',
    'Fortune',
    'Match',
    'Millions',
    'Bonanza',
  ];
  const titles = new Set<string>();
  const games = Array.from({ length: 72 }, (_, i) => {
    const price = oneOf(random, [1, 2, 3, 5, 10]);
    return {
      code: `IW-${String(301 + i * 3 + between(random, 0, 2)).padStart(4, '0')}`,
      title: fresh(titles, () => `${oneOf(random, first)} ${oneOf(random, second)} ${price}`),
      studio: oneOf(random, ['Northlight Interactive', 'Castlegate Games', 'Brightwater in-house', 'Tidewell Studios']),
      price,
      rtp: (60 + random() * 12).toFixed(2),
      top: oneOf(random, [25_000, 50_000, 75_000, 250_000, 500_000, 2_000_000]),
    };
  });
  const odd = 36;
  const needle = '1000';
  const kv = (k: string, v: string | number) => `${k.padEnd(22)}= ${v}`;
  const sections = games.flatMap((g, i) =>
    ['web', 'app'].map((channel) => {
      const updated = TODAY - between(random, 10, 400) * DAY - between(random, 0, 86_399) * 1000;
      return [
        `[game "${g.code}" channel "${channel}"]`,
        kv('title', g.title),
        kv('studio', g.studio),
        kv('price_gbp', `${g.price}.00`),
        kv('rtp_pct', g.rtp),
        kv('max_prize_gbp', g.top),
        kv('min_cycle_ms', i === odd && channel === 'app' ? needle : 2500),
        kv('autoplay', 'off'),
        kv('turbo', 'off'),
        kv('quick_reveal', 'off'),
        kv('reality_check_min', 60),
        kv('net_position_display', 'on'),
        kv('session_limit_prompt', 'on'),
        kv('age_gate', 18),
        kv('profile', 'rg-standard-v4'),
        kv('updated', isoZ(updated)),
        kv('updated_by', oneOf(random, ['c.lindqvist', 'm.farrant', 'h.quayle', 'svc-igp-sync'])),
        '',
      ].join('\n');
    }),
  );
  const output = [
    `; igp-config export  env=production  generated=2027-11-20T07:00:03Z  sections=${sections.length}`,
    '; one section per game and channel; values not set here come from [defaults]',
    '',
    '[defaults]',
    kv('min_cycle_ms', 2500),
    kv('autoplay', 'off'),
    kv('turbo', 'off'),
    kv('quick_reveal', 'off'),
    kv('reality_check_min', 60),
    kv('net_position_display', 'on'),
    kv('session_limit_prompt', 'on'),
    kv('age_gate', 18),
    '',
    ...sections,
  ].join('\n');
  return probe(
    'round 134: instant game profiles INI, the faster game',
    'Compliance asked whether any of our online instant games can be played faster than the rest. Is there one set up differently? Which game is it?',
    'instant_game_profiles',
    output,
    'faster-game',
    needle,
  );
}

export function roundOneHundredThirtyFour(): EconomicsTask[] {
  return [
    drawAuditExport(),
    retailerSalesReport(),
    rgCaseExport(),
    claimsLookup(),
    gameConfigDump(),
    payoutThreadDump(),
    terminalEventLog(),
    playerAccountHistory(),
    claimsQueueReport(),
    ballWeighLog(),
    drawControllerLog(),
    instantGameProfiles(),
  ];
}
