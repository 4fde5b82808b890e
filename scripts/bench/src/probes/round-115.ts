/**
 * Probe round 115, written blind: Silverbank Casino Resort, a made-up casino and hotel resort (slot machine telemetry and meters, table games and chip tracking, cage and count room, player loyalty accounts, surveillance and incident logs, regulatory reports). "Today" is Friday, 18 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - slot meter snapshot (minified JSON, one line): the coin-in meter of one slot at yesterday's gaming day close;
 *  - table games report to the control board (one-line XML): one mini-baccarat table's win on one day;
 *  - loyalty account export (CSV, one player's rating history a 100 KB field): the theo of one of her sessions;
 * b. The answer a few lines away from the line the question's words match:
 *  - slot configuration export (YAML): the serial number of the machine of one theme at one bank and stand;
 *  - table inventory slip register (nested text report): the closer slip of one table's swing shift;
 *  - cage marker ledger (pretty JSON): the number of the marker one patron signed in one pit on one day;
 * c. A question that paraphrases the output or carries a preamble:
 *  - surveillance daily activity report (text log): the case opened for a craps player caught past posting;
 *  - Title 31 multiple transaction log (HTML): the BSA id of the one cash-out CTR of Tuesday, after a preamble;
 *  - ticket kiosk log (key=value): the validation number of the voucher a kiosk took without paying out;
 * d. One value unlike its peers, with no error word near it:
 *  - slot performance by machine (fixed-width table): the one Lantern Link machine on another par;
 *  - loyalty accounts (CSV): the one Platinum account with another earn multiplier;
 *  - video management camera inventory (XML): the one table games camera that keeps video fewer days.
 * Not among the bench's targets.
 * First run, at 9650dc3, the head when the round was written (with this file; `ROUNDS=115
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,963,811 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 115: slot meter snapshot
 *     codex: 6,985 tokens, peak 6,911, 0/1 needles, 0 read-backs
 *     context-chef: 683 tokens, peak 609, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,773 tokens, peak 1,092, 0/1 needles, 2 read-backs
 *     ours: 4,487 tokens, peak 1,462, 1/1 needles, 3 read-backs
 *   round 115: control board table games report
 *     codex: 7,169 tokens, peak 7,085, 0/1 needles, 0 read-backs
 *     context-chef: 689 tokens, peak 605, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,401 tokens, peak 988, 0/1 needles, 4 read-backs
 *     ours: 4,524 tokens, peak 1,000, 0/1 needles, 4 read-backs
 *   round 115: loyalty export rating history
 *     codex: 22,939 tokens, peak 22,854, 0/1 needles, 0 read-backs
 *     context-chef: 1,015 tokens, peak 930, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,222 tokens, peak 5,265, 0/1 needles, 2 read-backs
 *     ours: 11,407 tokens, peak 6,592, 1/1 needles, 2 read-backs
 *   round 115: slot config export
 *     codex: 14,517 tokens, peak 14,432, 0/1 needles, 0 read-backs
 *     context-chef: 735 tokens, peak 650, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,528 tokens, peak 1,760, 0/1 needles, 2 read-backs
 *     ours: 7,259 tokens, peak 3,257, 1/1 needles, 2 read-backs
 *   round 115: table inventory slip register
 *     codex: 14,629 tokens, peak 14,554, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 612, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,770 tokens, peak 4,337, 0/1 needles, 3 read-backs
 *     ours: 12,944 tokens, peak 4,944, 1/1 needles, 3 read-backs
 *   round 115: cage marker ledger
 *     codex: 13,436 tokens, peak 13,355, 0/1 needles, 0 read-backs
 *     context-chef: 707 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,068 tokens, peak 1,320, 0/1 needles, 4 read-backs
 *     ours: 4,587 tokens, peak 1,010, 1/1 needles, 4 read-backs
 *   round 115: surveillance daily activity report
 *     codex: 13,544 tokens, peak 13,445, 0/1 needles, 0 read-backs
 *     context-chef: 602 tokens, peak 503, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,481 tokens, peak 1,199, 0/1 needles, 4 read-backs
 *     ours: 4,561 tokens, peak 1,876, 0/1 needles, 3 read-backs
 *   round 115: title 31 multiple transaction log
 *     codex: 16,950 tokens, peak 16,838, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 692, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,091 tokens, peak 2,460, 0/1 needles, 3 read-backs
 *     ours: 5,005 tokens, peak 2,134, 0/1 needles, 3 read-backs
 *   round 115: ticket kiosk log
 *     codex: 18,131 tokens, peak 18,026, 0/1 needles, 0 read-backs
 *     context-chef: 919 tokens, peak 814, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,637 tokens, peak 4,333, 0/1 needles, 2 read-backs
 *     ours: 9,173 tokens, peak 4,761, 0/1 needles, 2 read-backs
 *   round 115: slot performance by machine
 *     codex: 15,639 tokens, peak 15,550, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 607, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,727 tokens, peak 1,249, 0/1 needles, 4 read-backs
 *     ours: 3,881 tokens, peak 837, 0/1 needles, 4 read-backs
 *   round 115: loyalty accounts earn multiplier
 *     codex: 21,524 tokens, peak 21,443, 0/1 needles, 0 read-backs
 *     context-chef: 940 tokens, peak 859, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,143 tokens, peak 1,549, 0/1 needles, 4 read-backs
 *     ours: 4,659 tokens, peak 999, 0/1 needles, 4 read-backs
 *   round 115: camera inventory retention
 *     codex: 15,323 tokens, peak 15,226, 0/1 needles, 0 read-backs
 *     context-chef: 786 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,425 tokens, peak 1,393, 0/1 needles, 4 read-backs
 *     ours: 4,539 tokens, peak 972, 1/1 needles, 4 read-backs
 *     codex: 180,786 tokens, 0/12 needles
 *     context-chef: 9,263 tokens, 0/12 needles
 *     context-chef-store: 78,266 tokens, 0/12 needles
 *     ours: 77,026 tokens, 6/12 needles
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

// ---------------------------------------------------------------------------------------------------
// Shared pools and helpers

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Daniel',
  'Nancy',
  'Matthew',
  'Lisa',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Donna',
  'Andrew',
  'Emily',
  'Kenneth',
  'Michelle',
  'Kevin',
  'Carol',
  'Brian',
  'Amanda',
  'George',
  'Melissa',
  'Edward',
  'Deborah',
  'Ronald',
  'Stephanie',
  'Timothy',
  'Rebecca',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Arjun',
  'Priya',
  'Carlos',
  'Lucia',
  'Dmitri',
  'Olga',
  'Kwame',
  'Amara',
  'Tomas',
  'Ines',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Chen',
  'Wang',
  'Tanaka',
  'Sato',
  'Patel',
  'Shah',
  'Kim',
  'Park',
  'Ivanova',
  'Petrov',
  'Mensah',
  'Okoye',
  'Novak',
  'Haddad',
  'Costa',
  'Silva',
  'Dubois',
  'Fischer',
  'Russo',
  'Lindqvist',
  'Murphy',
  'Kelly',
  'Walsh',
];

const DAY = 86_400_000;
/** A wall-clock moment of the resort (kept as UTC so nothing shifts). */
const when = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number => Date.UTC(y, mo - 1, d, h, mi, s);
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const hms = (ms: number): string => new Date(ms).toISOString().slice(11, 19);
const hm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
/** `yyyy-mm-ddThh:mm:ss-08:00`, the resort's offset in December. */
const local = (ms: number): string => `${ymd(ms)}T${hms(ms)}-08:00`;
/** Dollars with thousands separators and cents: 12,345.60 (negative: -12,345.60). */
const usd = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
/** Dollars with cents and no separators: 12345.60. */
const plain = (cents: number): string => (cents / 100).toFixed(2);

/** `make()` again until what it makes does not hold `needle`: filler must never contain the needle. */
function without(needle: string, make: () => string): string {
  for (;;) {
    const text = make();
    if (!text.includes(needle)) return text;
  }
}

const person = (random: () => number): [string, string] => [oneOf(random, FIRST), oneOf(random, LAST)];

const MAKERS: readonly { mfr: string; serial: (random: () => number) => string; cabinets: readonly string[] }[] = [
  {
    mfr: 'IGT',
    serial: (r) => `IGT-${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 4)}${between(r, 1000, 9999)}`,
    cabinets: ['PeakSlant49', 'CrystalDual27', 'PeakBarTop'],
  },
  {
    mfr: 'Aristocrat',
    serial: (r) => `ALL${between(r, 100000, 999999)}-${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}`,
    cabinets: ['MarsX', 'NeptuneSingle', 'Baron Upright'],
  },
  { mfr: 'Light & Wonder', serial: (r) => `LNW-${hex(r, 8).toUpperCase()}`, cabinets: ['Kascada Dual Screen', 'Mural', 'Dual Curve'] },
  { mfr: 'Konami', serial: (r) => `KGM${between(r, 10000000, 99999999)}`, cabinets: ['DIMENSION 49J', 'SOLSTICE 49C'] },
  { mfr: 'Everi', serial: (r) => `EVR-${between(r, 200000, 899999)}-${between(r, 10, 99)}`, cabinets: ['Empire Flex', 'Player Classic'] },
  {
    mfr: 'AGS',
    serial: (r) => `AGS${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${between(r, 1000000, 9999999)}`,
    cabinets: ['Spectra UR49', 'Orion Slant'],
  },
];
const THEMES = [
  'Golden Bison Stampede',
  'Dragon Pearl Fortune',
  'Lantern Link Harvest Moon',
  'Lantern Link Spring Festival',
  'Lucky Koi Link',
  'Triple Sevens Deluxe',
  'Wild Mustang Run',
  'Jade Empress',
  "Pharaoh's Vault",
  'Rocket Reels',
  'Cash Cascade',
  'Emerald Isle Riches',
  'Thunder Canyon',
  'Blazing Bells',
  'Double Diamond Mine',
  'Panda Prosperity',
  'Ocean Treasure Grand',
  'Wheel of Riches',
  'Mystic Tiger',
  'Buffalo Plains Gold',
  'Silver Spur Saloon',
  'Neon Nights',
  'Fortune Drum',
  'Big Top Bonanza',
];
/** The maker of a theme: every theme is one maker's game. */
const makerOf = (theme: string) => MAKERS[THEMES.indexOf(theme) % MAKERS.length]!;
const SLOT_AREAS = ['MAIN', 'MAIN', 'MAIN', 'HL', 'RIVERWALK', 'POOLSIDE', 'SMOKING'];
const bankOf = (random: () => number): string => `${oneOf(random, 'ABCDEFGHJK'.split(''))}${between(random, 1, 24)}`;

// ---------------------------------------------------------------------------------------------------
// a1. Slot meter snapshot at the gaming day close: minified JSON, one line.

function a1SlotMeters(): EconomicsTask {
  const random = seededRandom(115_101);
  const target = 40417;
  const ids = new Set<number>([target, 40471, 40147, 41417, 40418, 40416, 40407, 14417, 40714]);
  while (ids.size < 660) ids.add(between(random, 10100, 69980));
  const assets = [...ids].sort((a, b) => a - b);
  const coinIn = between(random, 1_800_000_000, 3_900_000_000);
  const needle = String(coinIn);
  const close = when(2026, 12, 18, 6, 0, 0);

  const machine = (asset: number, lifetimeIn: number): Record<string, unknown> => {
    const theme = oneOf(random, THEMES);
    const maker = makerOf(theme);
    const rtp = 0.87 + random() * 0.08;
    const out = Math.round(lifetimeIn * rtp * (0.8 + random() * 0.1));
    const jackpot = Math.round(lifetimeIn * (0.02 + random() * 0.05));
    const games = Math.round(lifetimeIn / between(random, 45, 420));
    const dayIn = Math.round(between(random, 80_000, 4_200_000));
    const drop = Math.round(lifetimeIn * (0.08 + random() * 0.06));
    const ticketIn = Math.round(lifetimeIn * (0.6 + random() * 0.2));
    const ticketOut = Math.round(out * (0.92 + random() * 0.06));
    const meter = (code: string, name: string, value: number, delta: number) => ({ code, name, value, dayDelta: delta });
    const share = 0.9 + random() * 0.05;
    return {
      assetNo: String(asset),
      serialNo: maker.serial(random),
      smibId: `SMIB-${hex(random, 6)}`,
      location: { area: oneOf(random, SLOT_AREAS), bank: bankOf(random), stand: between(random, 1, 12) },
      mfr: maker.mfr,
      cabinet: oneOf(random, maker.cabinets),
      theme,
      denom: oneOf(random, [0.01, 0.01, 0.01, 0.02, 0.05, 0.25, 1, 5]),
      status: oneOf(random, ['ONLINE', 'ONLINE', 'ONLINE', 'ONLINE', 'ONLINE', 'ONLINE', 'ONLINE', 'IDLE', 'OFFLINE']),
      lastComm: local(close - between(random, 1, 900) * 1000),
      meterUnit: 'cents',
      meters: [
        meter('0000', 'totalCoinIn', lifetimeIn, dayIn),
        meter('0001', 'totalCoinOut', out, Math.round(dayIn * rtp * share)),
        meter('0002', 'totalJackpot', jackpot, pick(random, 5) === 0 ? between(random, 120_000, 2_400_000) : 0),
        meter('0003', 'totalHandPaidCanceledCredits', Math.round(jackpot * 0.4), 0),
        meter('0005', 'gamesPlayed', games, Math.round(dayIn / between(random, 45, 420))),
        meter('0006', 'gamesWon', Math.round(games * (0.18 + random() * 0.12)), between(random, 40, 4000)),
        meter('0024', 'totalDrop', drop, Math.round(dayIn * 0.11)),
        meter('0080', 'ticketInCents', ticketIn, Math.round(dayIn * 0.7)),
        meter('0086', 'ticketOutCents', ticketOut, Math.round(dayIn * 0.66)),
        meter('00A0', 'billsAcceptedCents', drop - between(random, 0, 9999), Math.round(dayIn * 0.1)),
      ],
      doorOpens24h: between(random, 0, 4),
      lastBillDrop: local(when(2026, 12, 17, 4, 0) - between(random, 0, 3) * DAY + between(random, 0, 7200) * 1000),
    };
  };

  const records = assets.map((asset) =>
    asset === target
      ? JSON.stringify(machine(asset, coinIn))
      : without(needle, () => JSON.stringify(machine(asset, between(random, 90_000_000, 4_200_000_000)))),
  );
  const head = JSON.stringify({
    property: 'SBK01',
    propertyName: 'Silverbank Casino Resort',
    source: 'sms-meters/4.7.2',
    snapshotType: 'GAMING_DAY_CLOSE',
    gamingDay: '2026-12-17',
    takenAt: local(close),
    requestedBy: 'slotops.reporting',
    machineCount: assets.length,
  });
  const output = `${head.slice(0, -1)},"machines":[${records.join(',')}],"truncated":false,"nextCursor":null}\n`;
  return probe(
    'round 115: slot meter snapshot',
    "What was the coin-in meter reading on slot 40417 at yesterday's gaming day close?",
    'sas_meter_snapshot',
    output,
    'coin-in-40417',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// a2. Table games statistical report as filed with the control board: XML on one line.

function a2ControlBoardReport(): EconomicsTask {
  const random = seededRandom(115_102);
  const layout: readonly [string, string, string, number, number][] = [
    // prefix, game, pit, how many, opening bankroll in dollars
    ['BJ', 'BLACKJACK', '01', 12, 150_000],
    ['BJ', 'BLACKJACK', '02', 12, 150_000],
    ['MB', 'MINI_BACCARAT', '05', 8, 250_000],
    ['BAC', 'BACCARAT', '07', 4, 1_000_000],
    ['RL', 'ROULETTE', '03', 6, 120_000],
    ['CR', 'CRAPS', '04', 4, 200_000],
    ['TCP', 'THREE_CARD_POKER', '06', 4, 80_000],
    ['UTH', 'ULTIMATE_TEXAS_HOLDEM', '06', 3, 80_000],
    ['PGP', 'PAI_GOW_POKER', '06', 3, 60_000],
  ];
  const tables: { id: string; game: string; pit: string; bank: number }[] = [];
  const counters = new Map<string, number>();
  for (const [prefix, game, pit, n, bank] of layout)
    for (let i = 0; i < n; i++) {
      const k = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, k);
      tables.push({ id: `${prefix}-${pad2(k)}`, game, pit, bank: bank * 100 });
    }
  const inventory = new Map(tables.map((t) => [t.id, t.bank]));
  const days = Array.from({ length: 17 }, (_, i) => when(2026, 12, 1 + i));
  const targetWin = between(random, 9_000, 48_000) * 100 + between(random, 1, 3) * 25_00;
  const needle = plain(targetWin);

  const element = (t: (typeof tables)[number], day: number, isTarget: boolean): string => {
    const weekend = [0, 5, 6].includes(new Date(day).getUTCDay());
    const open = inventory.get(t.id)!;
    if (!isTarget && !weekend && pick(random, 7) === 0)
      return `<Table id="${t.id}" game="${t.game}" pit="${t.pit}" status="DARK"><Drop>0.00</Drop><Fills>0.00</Fills><Credits>0.00</Credits><OpeningInventory>${plain(open)}</OpeningInventory><ClosingInventory>${plain(open)}</ClosingInventory><Win>0.00</Win><HoldPct>0.00</HoldPct><HoursOpen>0.0</HoursOpen></Table>`;
    const scale = t.bank / 150_000_00;
    const drop = isTarget
      ? Math.round(targetWin / (0.14 + random() * 0.12) / 100) * 100
      : Math.round(between(random, 4_000, weekend ? 160_000 : 90_000) * scale) * 100;
    const hold = -0.2 + random() * 0.5;
    const win = isTarget ? targetWin : Math.round((drop * hold) / 25) * 25 + (pick(random, 2) === 0 ? 0 : between(random, 1, 39) * 25);
    // Fills and credits bring the tray back near its imprest amount.
    const net = t.bank + between(random, -4, 4) * 1_000_00 - (open + win - drop);
    const fills = net > 0 ? Math.ceil(net / 5_000_00) * 5_000_00 : 0;
    const credits = net < 0 ? Math.floor(-net / 5_000_00) * 5_000_00 : 0;
    const close = open + win - drop + fills - credits;
    const actualWin = close + drop + credits - open - fills;
    inventory.set(t.id, close);
    return `<Table id="${t.id}" game="${t.game}" pit="${t.pit}" status="OPEN"><Drop>${plain(drop)}</Drop><Fills>${plain(fills)}</Fills><Credits>${plain(credits)}</Credits><OpeningInventory>${plain(open)}</OpeningInventory><ClosingInventory>${plain(close)}</ClosingInventory><Win>${plain(actualWin)}</Win><HoldPct>${drop === 0 ? '0.00' : ((actualWin / drop) * 100).toFixed(2)}</HoldPct><HoursOpen>${(between(random, 120, 240) / 10).toFixed(1)}</HoursOpen></Table>`;
  };

  const parts: string[] = [];
  for (const day of days) {
    const isTargetDay = ymd(day) === '2026-12-09';
    const items: string[] = [];
    for (const t of tables) {
      if (isTargetDay && t.id === 'MB-06') {
        items.push(element(t, day, true));
        continue;
      }
      const saved = inventory.get(t.id)!;
      items.push(
        without(needle, () => {
          inventory.set(t.id, saved);
          return element(t, day, false);
        }),
      );
    }
    parts.push(`<GamingDay date="${ymd(day)}" tablesReported="${tables.length}">${items.join('')}</GamingDay>`);
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><sgcb:TableGamesStatisticalReport xmlns:sgcb="urn:state-gcb:reports:table-games:3.2" schemaVersion="3.2">' +
    '<Header><Licensee>Silverbank Casino Resort</Licensee><LicenseNo>NGL-11-0417</LicenseNo><Location>2200 Riverbank Parkway</Location>' +
    '<PeriodStart>2026-12-01</PeriodStart><PeriodEnd>2026-12-17</PeriodEnd><Currency>USD</Currency><SubmissionId>TGSR-2026-12-0417-03</SubmissionId>' +
    '<SubmittedAt>2026-12-18T09:12:44-08:00</SubmittedAt><PreparedBy>R. Soto, Table Games Revenue Audit</PreparedBy><Status>ACCEPTED</Status></Header>' +
    `<GamingDays>${parts.join('')}</GamingDays>` +
    '<Certification><Officer>Dana Whitfield, Director of Compliance</Officer><Statement>I certify that the information reported is complete and accurate to the best of my knowledge.</Statement><SignedAt>2026-12-18T09:10:02-08:00</SignedAt></Certification>' +
    '</sgcb:TableGamesStatisticalReport>\n';
  return probe(
    'round 115: control board table games report',
    'In the table games report we filed with the control board, what was the win on mini-bacc table 6 on December ninth?',
    'gcb_report_download',
    output,
    'win-mb06-dec9',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// a3. Loyalty account export with rating history: CSV, one whale's history a field of 100 KB and more.

const TABLE_SPOTS: readonly [string, string, number, number, number][] = [
  // pit, table prefix, decisions an hour, house edge in basis points, how many tables
  ['P01', 'BJ-01', 70, 60, 20],
  ['P02', 'BJ-02', 70, 60, 20],
  ['P03', 'RL-03', 38, 526, 6],
  ['P04', 'CR-04', 48, 141, 4],
  ['P05', 'MB-05', 80, 120, 8],
  ['P06', 'TCP-06', 55, 337, 6],
  ['P07', 'BAC-07', 70, 118, 4],
];

function a3LoyaltyExport(): EconomicsTask {
  const random = seededRandom(115_103);
  const targetDay = when(2023, 11, 3);

  const session = (day: number, whale: boolean, baccarat = false): string => {
    const [pit, prefix, decisions, edge, n] = baccarat
      ? TABLE_SPOTS[6]!
      : whale
        ? oneOf(random, [TABLE_SPOTS[6]!, TABLE_SPOTS[6]!, TABLE_SPOTS[6]!, TABLE_SPOTS[4]!])
        : oneOf(random, TABLE_SPOTS);
    const start = day + between(random, baccarat ? 20 * 60 : 12 * 60, 23 * 60 + 40) * 60_000;
    const avg = whale
      ? oneOf(random, [2_000, 2_500, 5_000, 7_500, 10_000, 15_000, 25_000])
      : oneOf(random, [10, 15, 25, 25, 50, 75, 100, 200, 500]);
    const minutes = between(random, 25, 330);
    const theo = Math.round((avg * decisions * minutes * edge) / 6000) / 100;
    const result = Math.round(avg * (random() * 16 - 9.5)) * -1;
    return `${ymd(start)} ${hm(start)}|${pit}|${prefix}${pad2(between(random, 1, n))}|avg=${avg}|min=${minutes}|theo=${theo.toFixed(2)}|w/l=${result}`;
  };

  // Her history: one session a night, every night or every other, from 2020 to this month.
  const before: number[] = [];
  const after: number[] = [];
  for (let d = targetDay, i = 0; i < 760; i++) before.unshift((d -= between(random, 1, 2) * DAY));
  for (let d = targetDay; ;) {
    d += between(random, 1, 2) * DAY;
    if (d > when(2026, 12, 16)) break;
    after.push(d);
  }
  const middle = session(targetDay, true, true);
  const needle = /theo=([0-9.]+)/.exec(middle)![1]!;
  const history = [
    ...before.map((d) => without(needle, () => session(d, true))),
    middle,
    ...after.map((d) => without(needle, () => session(d, true))),
  ].join(';');

  const header =
    'player_id,card_number,last_name,first_name,tier,enrolled,home_property,points_balance,comp_balance,host_emp_id,last_visit,rated_sessions';
  const row = (id: number, last: string, first: string, tier: string, sessions: string): string => {
    const enrolled = when(2011, 1, 1) + pick(random, 5000) * DAY;
    return [
      id,
      `6044${between(random, 100000000000, 999999999999)}`,
      last.toUpperCase(),
      first.toUpperCase(),
      tier,
      ymd(enrolled),
      oneOf(random, ['SBK01', 'SBK01', 'SBK01', 'SBK02']),
      between(random, 0, 400_000),
      plain(between(random, 0, 250_000)),
      tier === 'BLACK' || tier === 'PLATINUM' ? `E${between(random, 20000, 29999)}` : '',
      sessions === ''
        ? ymd(when(2026, 12, 17) - pick(random, 900) * DAY)
        : sessions.slice(sessions.lastIndexOf(';') + 1, sessions.lastIndexOf(';') + 11),
      sessions,
    ].join(',');
  };
  const shortHistory = (): string => {
    const n = oneOf(random, [0, 0, 0, 1, 2, 3, 5, 8, 12, 20, 30]);
    const days = Array.from({ length: n }, () => when(2021, 1, 1) + pick(random, 2170) * DAY);
    // Near misses: other players rated on her night.
    if (pick(random, 25) === 0) days.push(targetDay);
    return days
      .sort((a, b) => a - b)
      .map((d) => session(d, false))
      .join(';');
  };

  const ids = new Set<number>();
  while (ids.size < 640) ids.add(between(random, 70_000_000, 79_999_999));
  const sorted = [...ids].sort((a, b) => a - b);
  const whaleAt = Math.floor(sorted.length * 0.47);
  const rows = sorted.map((id, i) => {
    if (i === whaleAt) return row(id, 'Okafor', 'Vivian', 'BLACK', history);
    if (i === whaleAt + 9) return without(needle, () => row(id, 'Okafor', 'Daniel', 'GOLD', shortHistory()));
    if (i === whaleAt - 40) return without(needle, () => row(id, 'Okafor-Reid', 'Vivienne', 'PLATINUM', shortHistory()));
    return without(needle, () => {
      const [first, last] = person(random);
      return row(id, last, first, oneOf(random, ['SILVER', 'SILVER', 'SILVER', 'GOLD', 'GOLD', 'PLATINUM', 'BLACK']), shortHistory());
    });
  });
  const output = `${header}\n${rows.join('\n')}\n`;
  return probe(
    'round 115: loyalty export rating history',
    'What theoretical win did we rate Vivian Okafor at for her baccarat session on the night of November 3rd, 2023?',
    'loyalty_account_export',
    output,
    'theo-okafor-2023-11-03',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------
// b1. Slot configuration export: YAML, the serial a few lines above the bank, stand and theme.

function b1SlotConfig(): EconomicsTask {
  const random = seededRandom(115_201);
  const slots: { bank: string; stand: number; area: string; theme: string }[] = [];
  for (const letter of 'ABCDEFGH') {
    for (let b = 1; b <= 22; b++) {
      const bank = `${letter}${b}`;
      const stands = between(random, 4, 8);
      const theme = bank === 'C12' || bank === 'C21' ? 'Golden Bison Stampede' : oneOf(random, THEMES);
      const area = letter === 'H' ? 'HL' : letter === 'G' ? 'RIVERWALK' : 'MAIN';
      for (let stand = 1; stand <= (bank === 'C12' ? 8 : stands); stand++)
        slots.push({ bank, stand, area, theme: pick(random, 4) === 0 && bank !== 'C12' ? oneOf(random, THEMES) : theme });
    }
  }
  shuffle(random, slots);
  const middle = Math.floor(slots.length * 0.52);
  const at = slots.findIndex((x) => x.bank === 'C12' && x.stand === 4);
  [slots[at], slots[middle]] = [slots[middle]!, slots[at]!];

  const assets = new Set<number>();
  while (assets.size < slots.length) assets.add(between(random, 10100, 69980));
  const sorted = [...assets].sort((a, b) => a - b);
  const targetSerial = `IGT-${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 10, 99)}${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${between(random, 1000, 9999)}`;
  const needle = targetSerial;

  const record = (asset: number, slot: (typeof slots)[number], isTarget: boolean): string => {
    const maker = makerOf(slot.theme);
    const serial = isTarget ? targetSerial : maker.serial(random);
    const code = slot.theme
      .replace(/[^A-Za-z ]/g, '')
      .split(' ')
      .map((w) => w[0])
      .join('')
      .toUpperCase();
    const rtp = oneOf(random, ['88.10', '90.04', '92.02', '92.50', '94.02', '95.10', '96.01']);
    const denoms = oneOf(random, [
      '[0.01]',
      '[0.01, 0.02, 0.05]',
      '[0.01, 0.05]',
      '[0.25, 0.50, 1.00]',
      '[1.00, 2.00, 5.00]',
      '[0.02, 0.05, 0.10]',
    ]);
    const linked = slot.theme.includes('Link') || pick(random, 3) === 0;
    const installed = ymd(when(2019, 1, 1) + pick(random, 2800) * DAY);
    return [
      `  - asset: "${asset}"`,
      `    serial: ${serial}`,
      `    manufacturer: ${maker.mfr}`,
      `    cabinet: ${oneOf(random, maker.cabinets)}`,
      `    location:`,
      `      area: ${slot.area}`,
      `      bank: ${slot.bank}`,
      `      stand: ${slot.stand}`,
      `      zone: Z${between(random, 1, 9)}`,
      `    game:`,
      `      theme: ${slot.theme.includes("'") ? `"${slot.theme}"` : slot.theme}`,
      `      paytable: ${code}-${rtp.replace('.', '')}`,
      `      theoretical_rtp: ${rtp}`,
      `      denominations: ${denoms}`,
      `      max_bet: ${oneOf(random, ['2.50', '5.00', '6.00', '8.80', '10.00', '25.00', '50.00'])}`,
      `      progressive:`,
      linked
        ? `        link: ${slot.theme.includes('Link') ? 'LNK-LANTERN-' : 'SAP-'}${between(random, 1, 40)}\n        levels: ${between(random, 2, 5)}\n        reset_grand: ${oneOf(random, ['10000.00', '25000.00', '50000.00', '100000.00'])}`
        : `        link: none`,
      `    comms:`,
      `      protocol: SAS 6.03`,
      `      sas_address: 1`,
      `      smib: SMIB-${hex(random, 6)}`,
      `      port: ${between(random, 1, 4)}/${between(random, 1, 32)}`,
      `    firmware:`,
      `      os: ${oneOf(random, ['3.11.2', '3.11.2', '3.12.0', '4.0.1'])}`,
      `      game: ${code}_${between(random, 1, 3)}.${between(random, 0, 9)}.${pad2(between(random, 0, 30))}`,
      `    tito:`,
      `      enabled: true`,
      `      max_ticket_out: ${slot.area === 'HL' ? '9999.99' : '2999.99'}`,
      `    installed: ${installed}`,
      `    status: ${oneOf(random, ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'OUT_OF_SERVICE', 'IN_STORAGE_PENDING'])}`,
    ].join('\n');
  };

  const records = sorted.map((asset, i) =>
    i === middle ? record(asset, slots[i]!, true) : without(needle, () => record(asset, slots[i]!, false)),
  );
  const output = [
    '# sms-cli export config --floor ALL --format yaml',
    '# Silverbank Casino Resort - Slot Management System 14.2.3 (SBK01)',
    `# exported 2026-12-18T07:12:03-08:00 by svc_slotops   machines: ${records.length}`,
    'property: SBK01',
    'exported_at: "2026-12-18T07:12:03-08:00"',
    'schema: sms.config/v5',
    'machines:',
    ...records,
    '',
  ].join('\n');
  return probe(
    'round 115: slot config export',
    "I need the serial number of the Golden Bison machine in spot 4 of bank C12 for the vendor's service ticket. What is it?",
    'sms_config_export',
    output,
    'serial-c12-4',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// b2. Table inventory slip register: a nested text report, the closer slip a few lines below the table and shift.

function b2InventorySlips(): EconomicsTask {
  const random = seededRandom(115_202);
  const pits: readonly [string, string, string, string, number, number][] = [
    // pit, name, prefix, game, tables, opening bankroll in dollars
    ['01', 'MAIN FLOOR WEST', 'BJ', 'Blackjack 6D shoe', 16, 150_000],
    ['02', 'MAIN FLOOR WEST', 'BJ', 'Blackjack 6D shoe', 16, 150_000],
    ['03', 'MAIN FLOOR CENTER', 'RL', 'Roulette double zero', 8, 120_000],
    ['04', 'MAIN FLOOR EAST', 'BJ', 'Blackjack 6D shoe', 18, 150_000],
    ['05', 'ASIAN GAMES', 'MB', 'Mini baccarat 8D', 10, 250_000],
    ['06', 'CARNIVAL GAMES', 'CG', 'Three Card / UTH / Pai Gow', 12, 80_000],
    ['07', 'HIGH LIMIT SALON', 'BAC', 'Baccarat 8D', 6, 1_000_000],
    ['08', 'CRAPS', 'CR', 'Craps 3-4-5x odds', 6, 200_000],
  ];
  const shifts: readonly [string, string, string][] = [
    ['DAY', '06:00', '14:00'],
    ['SWING', '14:00', '22:00'],
    ['GRAVE', '22:00', '06:00'],
  ];
  let slipNo = 8_840_117;
  const slip = () => `TIS-${(slipNo += between(random, 1, 4))}`;
  let fillNo = 552_310;
  const fillLog: string[] = [];
  let needle = '';
  const lines: string[] = [
    'SILVERBANK CASINO RESORT                                                          TABLE GAMES / CAGE',
    'TABLE INVENTORY SLIP REGISTER                                            Gaming day 2026-12-17 (THU)',
    'Run 2026-12-18 07:40:12   User tgmgr.rsoto   Program TGR0414   Sort PIT, TABLE, SHIFT',
    '=====================================================================================================',
    '',
  ];
  for (const [pit, pitName, prefix, game, n, bank] of pits) {
    lines.push(`PIT ${pit}  ${pitName.padEnd(22)} Pit manager ${oneOf(random, FIRST)} ${oneOf(random, LAST)}   Tables ${n}`);
    lines.push('-----------------------------------------------------------------------------------------------------');
    for (let t = 1; t <= n; t++) {
      const table = `${prefix}-${pit}${pad2(t)}`;
      const [lo, hi] = oneOf(random, [
        [15, 1_000],
        [25, 2_500],
        [25, 5_000],
        [50, 10_000],
        [100, 15_000],
      ] as const);
      lines.push(`  Table ${table}   ${game.padEnd(28)} Limits $${lo.toLocaleString('en-US')} / $${hi.toLocaleString('en-US')}`);
      let open = bank * 100;
      for (const [shift, from, to] of shifts) {
        const dark = shift === 'GRAVE' && pick(random, 3) === 0;
        lines.push(
          `    Shift ${shift.padEnd(5)} (${from}-${to})   Lead dealer ${between(random, 30000, 34999)}   Floor sup ${between(random, 22000, 22999)}`,
        );
        const opener = slip();
        const fills = dark ? 0 : oneOf(random, [0, 0, 1, 1, 2, 3]);
        const credits = dark ? 0 : oneOf(random, [0, 0, 0, 1]);
        const fillAmount = Array.from({ length: fills }, () => between(random, 1, 6) * 5_000_00);
        const creditAmount = Array.from({ length: credits }, () => between(random, 1, 4) * 5_000_00);
        const fillTotal = fillAmount.reduce((a, b) => a + b, 0);
        const creditTotal = creditAmount.reduce((a, b) => a + b, 0);
        const drop = dark ? 0 : between(random, 20, Math.round(bank / 1_500)) * 100_00 + between(random, 0, 99) * 100;
        const win = dark ? 0 : Math.round((drop * (-0.2 + random() * 0.5)) / 2_50) * 2_50;
        const close = Math.max(Math.round(open * 0.3), open + fillTotal - creditTotal + win - drop);
        const closer = slip();
        for (const amount of fillAmount)
          fillLog.push(
            `  FIL-${(fillNo += 1)}  ${table}  ${shift.padEnd(5)}  ${usd(amount).padStart(12)}  runner ${between(random, 40000, 40999)}  cage ${oneOf(random, ['MAIN', 'MAIN', 'HL'])}`,
          );
        for (const amount of creditAmount)
          fillLog.push(
            `  CRD-${(fillNo += 1)}  ${table}  ${shift.padEnd(5)}  ${usd(amount).padStart(12)}  runner ${between(random, 40000, 40999)}  cage ${oneOf(random, ['MAIN', 'MAIN', 'HL'])}`,
          );
        lines.push(`      Opener slip      ${opener}     Opening inventory   $${usd(open).padStart(14)}`);
        lines.push(`      Fills            ${String(fills).padEnd(15)} $${usd(fillTotal).padStart(14)}`);
        lines.push(`      Credits          ${String(credits).padEnd(15)} $${usd(creditTotal).padStart(14)}`);
        lines.push(`      Drop (count)     ${(dark ? 'TABLE CLOSED' : '').padEnd(15)} $${usd(drop).padStart(14)}`);
        lines.push(`      Closer slip      ${closer}     Closing inventory   $${usd(close).padStart(14)}`);
        lines.push(`      Win/(Loss)                       $${usd(close + drop + creditTotal - open - fillTotal).padStart(14)}`);
        if (table === 'BJ-0412' && shift === 'SWING') needle = closer;
        open = close;
      }
      lines.push('');
    }
  }
  lines.push('=====================================================================================================');
  lines.push('FILL / CREDIT DETAIL (gaming day 2026-12-17)');
  lines.push('  Slip No.    Table    Shift         Amount  Runner        Cage');
  lines.push(...fillLog);
  lines.push('');
  lines.push(`Slips issued ${slipNo - 8_840_117} (range TIS-8840118 .. TIS-${slipNo})   Voided 0   Unmatched openers 0`);
  lines.push('*** END OF REPORT ***');
  return probe(
    'round 115: table inventory slip register',
    "What's the slip number on the closer for blackjack table 412 at the end of swing shift yesterday?",
    'table_inventory_report',
    `${lines.join('\n')}\n`,
    'closer-bj0412-swing',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// b3. Cage marker ledger: pretty JSON, the marker number a few lines above the patron's name.

function b3MarkerLedger(): EconomicsTask {
  const random = seededRandom(115_203);
  const pits: readonly [string, string, string][] = [
    ['PIT 07 - HIGH LIMIT BACCARAT', 'BAC-07', 'HL CAGE'],
    ['PIT 05 - ASIAN GAMES', 'MB-05', 'MAIN CAGE'],
    ['PIT 08 - CRAPS', 'CR-08', 'MAIN CAGE'],
    ['PIT 04 - MAIN FLOOR EAST', 'BJ-04', 'MAIN CAGE'],
    ['PIT 01 - MAIN FLOOR WEST', 'BJ-01', 'MAIN CAGE'],
    ['HIGH LIMIT SLOTS', 'HLS', 'HL CAGE'],
  ];
  type Marker = { at: number; name: [string, string]; pit: (typeof pits)[number]; amount: number; target?: boolean };
  const markers: Marker[] = [];
  const regulars: { name: [string, string]; id: string; line: number }[] = Array.from({ length: 160 }, () => ({
    name: person(random),
    id: String(between(random, 70_000_000, 79_999_999)),
    line: oneOf(random, [25_000, 50_000, 100_000, 150_000, 250_000, 500_000, 1_000_000]),
  }));
  regulars.push({ name: ['Holly', 'Brandt'], id: '73318820', line: 50_000 });
  regulars.push({ name: ['Hollis', 'Grant'], id: '75120046', line: 100_000 });
  const brandt = { name: ['Hollis', 'Brandt'] as [string, string], id: '71904417', line: 250_000 };
  regulars.push(brandt);
  for (let d = 1; d <= 17; d++)
    for (let k = between(random, 28, 42); k > 0; k--)
      markers.push({
        at: when(2026, 12, d, 10) + pick(random, 19 * 3600) * 1000,
        name: oneOf(random, regulars).name,
        pit: oneOf(random, pits),
        amount: oneOf(random, [5_000, 10_000, 10_000, 20_000, 25_000, 50_000, 50_000, 100_000]),
      });
  const isBrandt = (n: [string, string]) => n[0] === 'Hollis' && n[1] === 'Brandt';
  // Hollis Brandt's own markers: the one asked for, and the near misses around it.
  const his = markers.filter((m) => !isBrandt(m.name));
  his.push({ at: when(2026, 12, 3, 23, 18, 40), name: brandt.name, pit: pits[0]!, amount: 50_000 });
  his.push({ at: when(2026, 12, 9, 21, 2, 11), name: brandt.name, pit: pits[2]!, amount: 25_000 });
  his.push({ at: when(2026, 12, 9, 23, 41, 10), name: brandt.name, pit: pits[0]!, amount: 100_000, target: true });
  his.push({ at: when(2026, 12, 10, 0, 55, 3), name: brandt.name, pit: pits[1]!, amount: 50_000 });
  his.push({ at: when(2026, 12, 14, 22, 7, 36), name: brandt.name, pit: pits[0]!, amount: 100_000 });
  his.sort((a, b) => a.at - b.at);

  let no = 118_204;
  let needle = '';
  const blocks = his.map((m) => {
    const reg = regulars.find((r) => r.name === m.name) ?? brandt;
    const markerNo = `M-2026-${(no += between(random, 1, 3))}`;
    if (m.target) needle = markerNo;
    const redeemed = m.at < when(2026, 12, 12) && pick(random, 3) > 0;
    const status = redeemed ? oneOf(random, ['REDEEMED', 'REDEEMED', 'PARTIAL']) : 'OUTSTANDING';
    const paid = status === 'REDEEMED' ? m.amount : status === 'PARTIAL' ? Math.round(m.amount / 2) : 0;
    const redemptions =
      paid === 0
        ? '      "redemptions": []'
        : [
            '      "redemptions": [',
            '        {',
            `          "at": "${local(m.at + between(random, 2, 60) * 3600_000)}",`,
            `          "method": "${oneOf(random, ['CHIPS', 'CASH', 'WIRE', 'FRONT_MONEY'])}",`,
            `          "amount": ${paid}.00,`,
            `          "receipt": "RCP-${between(random, 400000, 499999)}"`,
            '        }',
            '      ]',
          ].join('\n');
    const table = `${m.pit[1]}${pad2(between(random, 1, 6))}`;
    return [
      '    {',
      `      "markerNo": "${markerNo}",`,
      '      "patron": {',
      `        "playerId": "${reg.id}",`,
      `        "name": "${m.name[0]} ${m.name[1]}",`,
      `        "creditLine": ${reg.line},`,
      `        "creditAccount": "CR-${reg.id.slice(2)}"`,
      '      },',
      '      "issued": {',
      `        "at": "${local(m.at)}",`,
      `        "location": "${m.pit[0]}",`,
      `        "table": "${m.pit[1] === 'HLS' ? `HLS-${between(random, 1, 40)}` : table}",`,
      `        "issuedBy": "E${between(random, 22000, 22999)}",`,
      `        "approvedBy": "E${between(random, 21000, 21099)}",`,
      `        "cage": "${m.pit[2]}"`,
      '      },',
      `      "amount": ${m.amount}.00,`,
      '      "currency": "USD",',
      `      "status": "${status}",`,
      `      "balance": ${m.amount - paid}.00,`,
      `      "dueDate": "${ymd(m.at + 30 * DAY)}",`,
      `      "depositAccount": "${oneOf(random, ['Silverbank FCU', 'First Riverside Bank', 'Cascade National', 'Pacific Crest Savings'])} ****${between(random, 1000, 9999)}",`,
      redemptions,
      '    }',
    ].join('\n');
  });
  const total = his.reduce((sum, m) => sum + m.amount, 0);
  const output = [
    '{',
    '  "property": "SBK01",',
    '  "report": "cage.markers.ledger",',
    '  "range": { "from": "2026-12-01", "to": "2026-12-17" },',
    '  "asOf": "2026-12-18T08:05:00-08:00",',
    `  "count": ${his.length},`,
    `  "totalIssued": ${total}.00,`,
    '  "markers": [',
    blocks.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
  return probe(
    'round 115: cage marker ledger',
    "What's the number of the marker Hollis Brandt signed in the high-limit baccarat pit on the 9th?",
    'cage_marker_ledger',
    output,
    'marker-brandt-9th',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c1. Surveillance daily activity report: a text log; the user tells in their words what the log calls past posting.

function c1SurveillanceLog(): EconomicsTask {
  const random = seededRandom(115_301);
  const from = when(2026, 12, 17, 6);
  const to = when(2026, 12, 18, 10);
  const bj = () => `BJ-${oneOf(random, ['01', '02', '04'])}${pad2(between(random, 1, 16))}`;
  const anyTable = () =>
    oneOf(random, [
      bj(),
      bj(),
      `RL-03${pad2(between(random, 1, 8))}`,
      `MB-05${pad2(between(random, 1, 10))}`,
      `CR-08${pad2(between(random, 1, 6))}`,
      `BAC-07${pad2(between(random, 1, 6))}`,
    ]);
  const cam = () => `C-${between(random, 100, 1499)}`;
  const money = (lo: number, hi: number) => `$${(between(random, lo, hi) * 100).toLocaleString('en-US')}`;
  const subject = () =>
    `${oneOf(random, ['WM', 'WF', 'HM', 'HF', 'BM', 'BF', 'AM', 'AF'])} ${oneOf(random, ['20s', '30s', '40s', '50s', '60s'])}, ${oneOf(random, ['grey hoodie', 'blue blazer', 'black ball cap', 'red dress', 'green sweater', 'white polo', 'denim jacket', 'leather jacket', 'floral shirt'])}`;
  type Entry = { at: number; area: string; camera: string; type: string; text: string; opened?: boolean; target?: boolean };
  const routine: (() => Omit<Entry, 'at'>)[] = [
    () => {
      const t = anyTable();
      return {
        area: `PIT ${t.slice(-4, -2)}`,
        camera: cam(),
        type: 'FILL',
        text: `Fill FIL-${between(random, 552000, 553999)} ${money(50, 600)} delivered to ${t}, chips verified on layout, runner ${between(random, 40000, 40999)} / sup ${between(random, 22000, 22999)}.`,
      };
    },
    () => {
      const t = anyTable();
      return {
        area: `PIT ${t.slice(-4, -2)}`,
        camera: cam(),
        type: 'CREDIT',
        text: `Credit CRD-${between(random, 552000, 553999)} ${money(50, 400)} removed from ${t}, escorted to cage by security.`,
      };
    },
    () => ({
      area: 'SLOTS',
      camera: cam(),
      type: 'JACKPOT',
      text: `Hand pay ${money(12, 480)} on asset ${between(random, 10100, 69980)}, patron ID verified, W-2G completed, paid by slot attendant ${between(random, 41000, 41999)}.`,
    }),
    () => ({
      area: 'SLOTS',
      camera: cam(),
      type: 'DROP',
      text: `Slot drop team entered bank ${bankOf(random)}, ${between(random, 4, 12)} cans pulled, continuous coverage, no exceptions.`,
    }),
    () => ({
      area: 'COUNT ROOM',
      camera: `C-${between(random, 1400, 1430)}`,
      type: 'COUNT',
      text: `Soft count in session, ${between(random, 3, 6)} team members present, door secured, all cameras recording.`,
    }),
    () => {
      const t = anyTable();
      return {
        area: `PIT ${t.slice(-4, -2)}`,
        camera: cam(),
        type: 'OBS',
        text: `Rated player at ${t} with approx ${money(20, 900)} in chips, play consistent with rating, no concerns.`,
      };
    },
    () => {
      const t = anyTable();
      return {
        area: `PIT ${t.slice(-4, -2)}`,
        camera: cam(),
        type: 'ROUTINE',
        text: `${t} ${oneOf(random, ['opened', 'closed', 'dealer change', 'shuffle verified', 'new decks introduced, old decks cancelled'])}, procedures followed.`,
      };
    },
    () => ({
      area: oneOf(random, ['HOTEL TOWER 1', 'HOTEL TOWER 2', 'GARAGE L2', 'GARAGE L4', 'POOL DECK', 'RIVERWALK']),
      camera: cam(),
      type: 'PATROL',
      text: `Security patrol logged, officer ${between(random, 50000, 50999)}, area clear.`,
    }),
    () => ({
      area: oneOf(random, ['MAIN ENTRANCE', 'RIVERWALK ENTRANCE', 'HOTEL LOBBY']),
      camera: cam(),
      type: 'FACE-ID',
      text: `Face match alert on ${subject()}; compared to exclusion list photo, not the listed person. Closed.`,
    }),
    () => {
      const t = anyTable();
      return {
        area: `PIT ${t.slice(-4, -2)}`,
        camera: cam(),
        type: 'REVIEW',
        text: `Payout dispute on ${t}: patron claims ${oneOf(random, ['short pay', 'blackjack not paid 3:2', 'wrong number marked', 'tie bet not paid'])}. Replay shows dealer correct, patron informed by floor.`,
      };
    },
    () => ({
      area: 'CAGE',
      camera: cam(),
      type: 'CAGE',
      text: `Chip redemption ${money(30, 250)} window ${between(random, 1, 9)}, patron ID scanned for MTL.`,
    }),
  ];
  const entries: Entry[] = [];
  for (let i = 0; i < 1850; i++) entries.push({ at: from + pick(random, to - from), ...oneOf(random, routine)() });
  for (let i = 0; i < 60; i++)
    entries.push({
      at: from + pick(random, to - from),
      opened: true,
      ...oneOf(random, [
        (): Omit<Entry, 'at'> => ({
          area: 'SLOTS',
          camera: cam(),
          type: 'INCIDENT',
          text: `Unattended minor (approx 10 yrs) in slot aisle bank ${bankOf(random)}, security located parents at buffet, warned. Case {case}.`,
        }),
        (): Omit<Entry, 'at'> => ({
          area: oneOf(random, ['SLOTS', 'SPORTSBOOK', 'BAR 21']),
          camera: cam(),
          type: 'ESCORT',
          text: `Patron (${subject()}) intoxicated, refused service, escorted off property by security. Case {case}.`,
        }),
        (): Omit<Entry, 'at'> => ({
          area: 'SLOTS',
          camera: cam(),
          type: 'THEFT',
          text: `Credit theft: ${subject()} cashed out ticket from machine left by another guest at bank ${bankOf(random)}. Police notified. Case {case}.`,
        }),
        (): Omit<Entry, 'at'> => ({
          area: oneOf(random, ['HOTEL TOWER 2', 'GARAGE L3', 'POOL DECK']),
          camera: cam(),
          type: 'MEDICAL',
          text: `Guest fall, EMS called, guest transported. Case {case}.`,
        }),
        (): Omit<Entry, 'at'> => {
          const t = anyTable();
          return {
            area: `PIT ${t.slice(-4, -2)}`,
            camera: cam(),
            type: 'REVIEW',
            text: `Floor requested review on ${t}: possible late wager. Replay shows wager in place before the decision, patron paid. Case {case}.`,
          };
        },
      ])(),
    });
  entries.push(
    {
      at: when(2026, 12, 17, 15, 21, 44),
      area: 'PIT 08',
      camera: 'C-1207',
      type: 'REVIEW',
      opened: true,
      text: 'Dealer on CR-0802 questioned a Come bet placed as the dice were in the air; replay shows chips down before the throw. Patron paid. Case {case}.',
    },
    {
      at: when(2026, 12, 17, 23, 49, 2),
      area: 'PIT 08',
      camera: 'C-1211',
      type: 'INCIDENT',
      opened: true,
      text: `Subject (${subject()}) at CR-0804 removing a red check from his losing Don't Pass stack as dealer swept; pinching observed once. Floor warned subject, play continued. Case {case}.`,
    },
    {
      at: when(2026, 12, 18, 0, 52, 30),
      area: 'PIT 08',
      camera: 'C-1209',
      type: 'ESCORT',
      opened: true,
      text: 'Patron (HM 40s, grey hoodie) at CR-0801 intoxicated, argued with boxman, refused further play; escorted off property by security. Case {case}.',
    },
    {
      at: when(2026, 12, 18, 1, 9, 17),
      area: 'PIT 08',
      camera: 'C-1214',
      type: 'INCIDENT',
      opened: true,
      target: true,
      text: 'CR-0803 stick side pos 4: subject (WM 30s, black ball cap, red puffer jacket) capped his Pass Line wager with (2) $25 checks post-decision, point 8 made; dealer paid the larger amount. Replay shows the same move at 00:41 and 00:58. PAST POSTING confirmed. Sgt. Ruiz and officers detained subject 01:12, Gaming Control agent notified, subject 86d and trespassed. Case {case}.',
    },
    {
      at: when(2026, 12, 18, 1, 31, 5),
      area: 'PIT 04',
      camera: 'C-0932',
      type: 'REVIEW',
      opened: true,
      text: 'Floor suspected capping at BJ-0407 spot 3; replay shows no change to the wager once cards were dealt. Negative, no action. Case {case}.',
    },
  );
  const shifts = [
    [from, 'DAY', 'ABR, MTK, JLO'],
    [when(2026, 12, 17, 14), 'SWING', 'RDV, KCH, PSN'],
    [when(2026, 12, 17, 22), 'GRAVE', 'TWL, NOK'],
    [when(2026, 12, 18, 6), 'DAY', 'ABR, MTK, SEG'],
  ] as const;
  for (const [at, name, ops] of shifts)
    entries.push({
      at,
      area: 'SURV ROOM',
      camera: '--',
      type: 'SHIFT',
      text: `${name} shift on post: ${ops}. All 1,412 cameras recording, 3 NVR alarms cleared.`,
    });
  entries.sort((a, b) => a.at - b.at);
  let caseNo = 4_371;
  let entryNo = 118_204;
  let needle = '';
  const opsAt = (at: number) => (shifts.filter((s) => s[0] <= at).pop() ?? shifts[0])[2].split(', ');
  const lines = entries.map((e) => {
    let text = e.text;
    if (e.opened) {
      const id = `SIR-26-0${(caseNo += 1)}`;
      text = text.replace('{case}', id);
      if (e.target) needle = id;
    }
    return `${ymd(e.at)} ${hms(e.at)}  DAR-${(entryNo += 1)}  ${oneOf(random, opsAt(e.at))}  ${e.area.padEnd(18)}${e.camera.padEnd(8)}${e.type.padEnd(10)}${text}`;
  });
  const output = [
    'SILVERBANK CASINO RESORT - SURVEILLANCE DEPARTMENT',
    'DAILY ACTIVITY REPORT (DAR) EXPORT        From 2026-12-17 06:00   To 2026-12-18 10:00',
    'Generated 2026-12-18 10:04:31 on SURV-WS04 by kdelgado       Entries: ' + lines.length,
    '--------------------------------------------------------------------------------------------------------------------------',
    'Date       Time      Entry       Op   Area              Camera  Type      Narrative',
    '--------------------------------------------------------------------------------------------------------------------------',
    ...lines,
    '--------------------------------------------------------------------------------------------------------------------------',
    `Incident cases opened: ${caseNo - 4_371}   Reviews: ${entries.filter((e) => e.type === 'REVIEW').length}   Report reviewed by: (pending)`,
    '',
  ].join('\n');
  return probe(
    'round 115: surveillance daily activity report',
    'Security walked a guy out of the craps pit last night around 1am - apparently he was sneaking extra chips onto his bet after the dice had already landed. What case number did surveillance give it?',
    'surveillance_dar_export',
    output,
    'case-craps-past-post',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c2. Title 31 multiple transaction log: HTML; a preamble, then the user's words for a cash-out CTR.

function c2TitleThirtyOne(): EconomicsTask {
  const random = seededRandom(115_302);
  const days = [13, 14, 15, 16, 17].map((d) => when(2026, 12, d));
  const outTypes = [
    'Chip redemption (cage)',
    'Chip redemption (cage)',
    'Front money withdrawal',
    'Jackpot paid in cash',
    'TITO redemption (cage)',
    'Check cashing',
  ];
  const inTypes = [
    'Chip purchase (table)',
    'Chip purchase (table)',
    'Chip purchase (cage)',
    'Front money deposit',
    'Marker redemption in cash',
    'Bill-in (slot), observed',
  ];
  const areas: Record<string, string> = {
    'Chip redemption (cage)': 'MAIN CAGE',
    'Front money withdrawal': 'HL CAGE',
    'Jackpot paid in cash': 'SLOTS',
    'TITO redemption (cage)': 'MAIN CAGE',
    'Check cashing': 'MAIN CAGE',
    'Chip purchase (table)': 'PIT',
    'Chip purchase (cage)': 'MAIN CAGE',
    'Front money deposit': 'HL CAGE',
    'Marker redemption in cash': 'HL CAGE',
    'Bill-in (slot), observed': 'SLOTS',
  };
  let bsa = 31_000_218_874_000 + between(random, 0, 400);
  let mtl = 60_112;
  let needle = '';
  const sections: string[] = [];
  for (const day of days) {
    const isTuesday = ymd(day) === '2026-12-15';
    // Patrons of the day: most under the $10,000 line, some over it.
    type Patron = { name: string; id: string; dir: 'IN' | 'OUT'; total: number; target?: boolean };
    const patrons: Patron[] = Array.from({ length: between(random, 38, 46) }, () => {
      const known = pick(random, 6) > 0;
      const [first, last] = person(random);
      return {
        name: known
          ? `${last.toUpperCase()}, ${first}`
          : `UNKNOWN - ${oneOf(random, ['WM', 'HF', 'AM', 'BF', 'WF'])} ${oneOf(random, ['30s', '40s', '50s'])}, ${oneOf(random, ['glasses', 'grey hoodie', 'navy suit', 'red scarf', 'ball cap'])}`,
        id: known ? String(between(random, 70_000_000, 79_999_999)) : '-',
        dir: pick(random, 2) === 0 ? 'IN' : 'OUT',
        total: between(random, 3_000, 9_900) * 100,
      };
    });
    // Over the line: on Tuesday only cash-in ones, plus the one cash-out asked for; other days both ways.
    for (let k = between(random, 3, 5); k > 0; k--) {
      const p = oneOf(
        random,
        patrons.filter((x) => x.id !== '-'),
      );
      p.total = between(random, 10_050, 48_000) * 100;
      if (isTuesday) p.dir = 'IN';
    }
    if (isTuesday) {
      const p = patrons[Math.floor(patrons.length / 2)]!;
      Object.assign(p, { name: 'LINDQVIST, Marguerite', id: '74410388', dir: 'OUT', total: 12_870_00, target: true });
    }
    const rows: string[] = [];
    type Row = { at: number; p: Patron; amount: number; type: string; last: boolean };
    const all: Row[] = [];
    for (const p of patrons) {
      // Split the day total into one to four transactions of $3,000 and more (the log's threshold).
      const n = Math.max(1, Math.min(4, Math.floor(p.total / 3_000_00), between(random, 1, 4)));
      let left = p.total;
      const times = Array.from({ length: n }, () => day + when(1970, 1, 1, 8) + pick(random, 20 * 3600) * 1000).sort((a, b) => a - b);
      times.forEach((at, i) => {
        const amount = i === n - 1 ? left : Math.max(3_000_00, Math.round(left / (n - i) / 100) * 100 + between(random, -5, 5) * 100);
        left -= amount;
        all.push({
          at,
          p,
          amount,
          type: p.target ? 'Chip redemption (cage)' : oneOf(random, p.dir === 'IN' ? inTypes : outTypes),
          last: i === n - 1,
        });
      });
    }
    all.sort((a, b) => a.at - b.at);
    const running = new Map<Patron, number>();
    for (const r of all) {
      const before = running.get(r.p) ?? 0;
      const after = before + r.amount;
      running.set(r.p, after);
      const logNo = (mtl += 1);
      let ctr = '';
      if (before <= 10_000_00 && after > 10_000_00) {
        const id = String((bsa += between(random, 3, 40)));
        if (r.p.target) needle = id;
        ctr = `<span class="ctr">CTR-C filed</span> BSA ID <span class="bsa">${id}</span> <a href="/compliance/ctr/${ymd(day)}/MTL-${logNo}">view</a>`;
        if (r.p.dir === 'IN') ctr = ctr.replace('CTR-C', 'CTR-C (in)');
        else ctr = ctr.replace('CTR-C', 'CTR-C (out)');
      }
      const inCell = r.p.dir === 'IN' ? `$${usd(r.amount)}` : '';
      const outCell = r.p.dir === 'OUT' ? `$${usd(r.amount)}` : '';
      rows.push(
        `<tr class="${r.p.dir === 'IN' ? 'in' : 'out'}"><td>${hm(r.at)}</td><td>MTL-${logNo}</td><td>${r.p.name}</td><td>${r.p.id}</td><td>${areas[r.type] === 'PIT' ? `PIT 0${between(random, 1, 8)}` : areas[r.type]}</td><td>${r.type}</td><td class="num">${inCell}</td><td class="num">${outCell}</td><td class="num">$${usd(after)}</td><td>${between(random, 40000, 44999)}</td><td>${ctr}</td></tr>`,
      );
    }
    sections.push(
      [
        `<h3 id="gd-${ymd(day)}">Gaming day ${ymd(day).slice(5, 7)}/${ymd(day).slice(8)}/${ymd(day).slice(0, 4)}</h3>`,
        '<table class="mtl">',
        '<thead><tr><th>Time</th><th>Log #</th><th>Patron</th><th>Player ID</th><th>Area</th><th>Transaction</th><th>Cash in</th><th>Cash out</th><th>Patron running total</th><th>Employee</th><th>Currency report</th></tr></thead>',
        '<tbody>',
        ...rows,
        '</tbody>',
        `<tfoot><tr><td colspan="6">Entries ${rows.length}</td><td class="num">$${usd(all.filter((r) => r.p.dir === 'IN').reduce((a, r) => a + r.amount, 0))}</td><td class="num">$${usd(all.filter((r) => r.p.dir === 'OUT').reduce((a, r) => a + r.amount, 0))}</td><td colspan="3"></td></tr></tfoot>`,
        '</table>',
      ].join('\n'),
    );
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Title 31 MTL - Gaming week to date - Silverbank Casino Resort</title>',
    '<style>body{font-family:Arial,sans-serif;font-size:11px}table.mtl{border-collapse:collapse;width:100%;margin-bottom:18px}table.mtl td,table.mtl th{border:1px solid #bbb;padding:2px 4px}tr.out td{background:#fbf7ee}td.num{text-align:right}.ctr{font-weight:bold;color:#7a1f1f}</style>',
    '</head>',
    '<body>',
    '<h1>Silverbank Casino Resort</h1>',
    '<h2>Title 31 Multiple Transaction Log - gaming days 12/13/2026 to 12/17/2026</h2>',
    '<p class="meta">Report CMP-MTL-07 &middot; Generated 12/18/2026 07:55 by compliance.svc &middot; Threshold $3,000.00 per transaction logged; currency reports at more than $10,000.00 per patron per gaming day, cash in and cash out aggregated separately.</p>',
    ...sections,
    '<p class="foot">Confidential - Bank Secrecy Act records. Do not distribute outside Compliance.</p>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 115: title 31 multiple transaction log',
    "Morning! Still sorting out the headcount for the holiday party, but that can wait. The state auditor is asking about the guest who walked away from the cage with more than ten grand in cash on Tuesday - what's the filing number we got back for that currency report?",
    'compliance_mtl_report',
    output,
    'bsa-id-tuesday-cashout',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// c3. Ticket redemption kiosk log: key=value lines; the user tells in their words a kiosk that took a voucher and paid nothing.

function c3KioskLog(): EconomicsTask {
  const random = seededRandom(115_303);
  const kiosks: readonly [string, string][] = [
    ['KSK-01', 'MAIN_CAGE_N'],
    ['KSK-02', 'MAIN_CAGE_S'],
    ['KSK-03', 'HIGH_LIMIT'],
    ['KSK-04', 'RIVERWALK_ENT'],
    ['KSK-05', 'SPORTSBOOK'],
    ['KSK-06', 'POOLSIDE_SLOTS'],
    ['KSK-07', 'HARVEST_BUFFET_W'],
    ['KSK-08', 'HARVEST_BUFFET_E'],
    ['KSK-09', 'HOTEL_LOBBY'],
    ['KSK-10', 'SMOKING_SLOTS'],
    ['KSK-11', 'BANK_D_CENTER'],
    ['KSK-12', 'BANK_G_RIVER'],
  ];
  const from = when(2026, 12, 17, 8);
  const to = when(2026, 12, 18, 8);
  type Line = { at: number; text: string };
  const lines: Line[] = [];
  const stamp = (at: number) => `${ymd(at)}T${hms(at)}.${String(at % 1000).padStart(3, '0')}-08:00`;
  const validation = () => `${between(random, 0, 9)}${between(random, 10_000_000, 99_999_999)}${between(random, 100_000_000, 999_999_999)}`;
  const targetValidation = validation();
  const needle = targetValidation;
  let txnNo = 5_518_000;
  const txn = (
    kiosk: string,
    loc: string,
    at: number,
    amount: number,
    how: 'paid' | 'none' | 'short' | 'reject',
    number?: string,
  ): void => {
    const id = `${kiosk.replace('KSK-', 'K')}-${(txnNo += between(random, 1, 9))}`;
    const head = `lvl=info svc=kioskd kiosk=${kiosk}`;
    let t = at;
    const add = (ms: number, text: string) => lines.push({ at: (t += ms), text: `${stamp(t)} ${text}` });
    add(0, `${head} loc=${loc} evt=voucher_in txn=${id} validation=${number ?? without(needle, validation)} amount=${plain(amount)}`);
    if (how === 'reject') {
      add(
        between(random, 400, 1500),
        `${head} evt=voucher_auth txn=${id} host=tito01 rc=${oneOf(random, ['05', '07'])} status=${oneOf(random, ['already_redeemed', 'expired'])}`,
      );
      add(between(random, 300, 900), `${head} evt=voucher_return txn=${id}`);
      add(between(random, 100, 300), `${head} evt=txn_close txn=${id} result=returned`);
      return;
    }
    add(between(random, 400, 1500), `${head} evt=voucher_auth txn=${id} host=tito01 rc=00 status=redeemable`);
    add(between(random, 300, 900), `${head} evt=voucher_stack txn=${id} stacker=${between(random, 40, 1800)}`);
    const dollars = Math.floor(amount / 100);
    const coins = amount % 100;
    if (how === 'paid') {
      const hundreds = dollars >= 1000 ? Math.floor(dollars / 100) : 0;
      const twenties = Math.floor((dollars - hundreds * 100) / 20);
      const ones = dollars - hundreds * 100 - twenties * 20;
      add(
        between(random, 2000, 6000),
        `${head} evt=dispense txn=${id} req=${plain(amount)} c100=${hundreds} c20=${twenties} c1=${ones} coins=${plain(coins)} paid=${plain(amount)}`,
      );
      add(between(random, 200, 600), `${head} evt=txn_close txn=${id} result=complete`);
      return;
    }
    const paid = how === 'short' ? Math.floor(dollars / 200) * 100_00 : 0;
    add(
      between(random, 6000, 14000),
      `${head} evt=dispense txn=${id} req=${plain(amount)} c100=${paid / 100_00} c20=0 c1=0 coins=0.00 paid=${plain(paid)} cst2=pick_miss cst3=pick_miss`,
    );
    add(
      between(random, 200, 600),
      `${head} evt=txn_close txn=${id} result=owed owed=${plain(amount - paid)} voucher_state=redeemed receipt=none`,
    );
    add(between(random, 100, 400), `${head} evt=mode mode=out_of_service reason=dispenser attendant_call=yes`);
    add(between(random, 300_000, 1_500_000), `${head} evt=mode mode=in_service by=E${between(random, 41000, 41999)}`);
  };
  for (let i = 0; i < 420; i++) {
    const [kiosk, loc] = oneOf(random, kiosks);
    const amount = oneOf(random, [
      between(random, 1, 99_99),
      between(random, 20_00, 400_00),
      between(random, 100_00, 1_500_00),
      between(random, 1_000_00, 9_999_99),
    ]);
    const at = from + pick(random, to - from);
    if (Math.abs(at - when(2026, 12, 17, 23, 4)) < 600_000) continue;
    txn(kiosk, loc, at, amount, pick(random, 30) === 0 ? 'reject' : 'paid');
  }
  // Near misses around the one asked for, then the one asked for.
  txn('KSK-07', 'HARVEST_BUFFET_W', when(2026, 12, 17, 22, 47, 12) + 318, 258_00, 'paid');
  txn('KSK-08', 'HARVEST_BUFFET_E', when(2026, 12, 17, 23, 11, 40) + 77, 263_15, 'paid');
  txn('KSK-11', 'BANK_D_CENTER', when(2026, 12, 17, 23, 1, 5) + 902, 260_00, 'reject');
  txn('KSK-03', 'HIGH_LIMIT', when(2026, 12, 17, 16, 20, 31) + 455, 1_120_00, 'short');
  txn('KSK-09', 'HOTEL_LOBBY', when(2026, 12, 18, 2, 12, 9) + 640, 85_40, 'none');
  txn('KSK-07', 'HARVEST_BUFFET_W', when(2026, 12, 17, 23, 4, 51) + 118, 261_85, 'none', targetValidation);
  for (const [kiosk] of kiosks)
    for (let at = from + between(random, 0, 899) * 1000; at < to; at += 900_000)
      lines.push({
        at,
        text: `${stamp(at)} lvl=info svc=kioskd kiosk=${kiosk} evt=heartbeat cst1_100=${between(random, 20, 400)} cst2_20=${between(random, 80, 1200)} cst3_20=${between(random, 80, 1200)} cst4_1=${between(random, 100, 900)} hopper=${plain(between(random, 5000, 40000))} stacker=${between(random, 40, 1800)}/2000 door=closed`,
      });
  for (let i = 0; i < 9; i++) {
    const at = from + pick(random, to - from);
    lines.push({
      at,
      text: `${stamp(at)} lvl=warn svc=tito-bridge evt=host_latency host=tito01 rtt_ms=${between(random, 900, 2400)} kiosk=${oneOf(random, kiosks)[0]}`,
    });
  }
  lines.sort((a, b) => a.at - b.at);
  return probe(
    'round 115: ticket kiosk log',
    'A lady at the buffet says one of our ticket kiosks ate her slot ticket last night around eleven - about two hundred sixty bucks - and never gave her any money. What is the validation number on the ticket she put in?',
    'tito_kiosk_log',
    `${lines.map((l) => l.text).join('\n')}\n`,
    'validation-buffet-kiosk',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d1. Slot performance by machine: a fixed-width report; one Lantern Link machine on another par, nothing flags it.

function d1SlotPerformance(): EconomicsTask {
  const random = seededRandom(115_401);
  const pars: Record<string, readonly string[]> = {};
  for (const theme of THEMES)
    pars[theme] = shuffle(random, ['4.98', '5.90', '7.96', '8.00', '9.88', '11.90', '12.04', '14.92']).slice(0, between(random, 2, 4));
  pars['Lantern Link Harvest Moon'] = ['9.88'];
  pars['Lantern Link Spring Festival'] = ['9.88'];
  const ids = new Set<number>();
  while (ids.size < 1150) ids.add(between(random, 10100, 69980));
  const assets = [...ids].sort((a, b) => a - b);
  // The machine that stands out: a Lantern Link in the middle of the list, on a par no other Lantern Link has.
  const outlierAt = assets.findIndex((a, i) => i > assets.length * 0.48);
  const needle = String(assets[outlierAt]!);
  const code = (theme: string) =>
    theme
      .replace(/[^A-Za-z ]/g, '')
      .split(' ')
      .map((w) => w[0])
      .join('')
      .toUpperCase();
  const row = (asset: number, forceTheme?: string, forcePar?: string): string => {
    const theme =
      forceTheme ??
      (pick(random, 9) === 0 ? oneOf(random, ['Lantern Link Harvest Moon', 'Lantern Link Spring Festival']) : oneOf(random, THEMES));
    const maker = makerOf(theme);
    const par = forcePar ?? oneOf(random, pars[theme]!);
    const denom = theme.startsWith('Lantern') ? '0.01' : oneOf(random, ['0.01', '0.01', '0.02', '0.05', '0.25', '1.00', '5.00']);
    const games = between(random, 9_000, 160_000);
    const avgBet = Number(denom) >= 1 ? between(random, 300, 1500) / 100 : between(random, 60, 450) / 100;
    const coinIn = Math.round(games * avgBet * 100);
    const actual = Number(par) + (random() * 6 - 3);
    const win = Math.round((coinIn * actual) / 100);
    const loc = `${oneOf(random, ['MAIN', 'MAIN', 'MAIN', 'HL', 'RIVR', 'POOL', 'SMKG'])}-${bankOf(random)}-${pad2(between(random, 1, 12))}`;
    return [
      String(asset).padEnd(7),
      loc.padEnd(14),
      maker.mfr.slice(0, 12).padEnd(13),
      theme.slice(0, 28).padEnd(29),
      denom.padStart(5),
      `  ${`${code(theme)}-${par.replace('.', '')}`.padEnd(10)}`,
      par.padStart(6),
      `$${usd(coinIn)}`.padStart(17),
      games.toLocaleString('en-US').padStart(10),
      avgBet.toFixed(2).padStart(8),
      actual.toFixed(2).padStart(9),
      `$${usd(Math.round(win / 30))}`.padStart(13),
    ].join(' ');
  };
  const rows = assets.map((asset, i) =>
    i === outlierAt ? row(asset, 'Lantern Link Harvest Moon', '12.04') : without(needle, () => row(asset)),
  );
  const header = [
    'Asset'.padEnd(7),
    'Location'.padEnd(14),
    'Mfr'.padEnd(13),
    'Game theme'.padEnd(29),
    'Denom'.padStart(5),
    `  ${'Paytable'.padEnd(10)}`,
    'Par%'.padStart(6),
    'Coin in'.padStart(17),
    'Games'.padStart(10),
    'Avg bet'.padStart(8),
    'Actual%'.padStart(9),
    'Win/unit/day'.padStart(13),
  ].join(' ');
  const rule = header.replace(/\S+( \S+)*/g, (m) => '-'.repeat(m.length));
  const output = [
    'SILVERBANK CASINO RESORT                          SLOT PERFORMANCE BY MACHINE                     Page 1 of 1',
    'Period 2026-11-18 .. 2026-12-17 (30 gaming days)   Run 2026-12-18 06:45   sms-rpt 14.2.3   Sort: Asset   Floor: ALL',
    '',
    header,
    rule,
    ...rows,
    '',
    `Machines reported: ${rows.length}   Machines excluded (in storage): 14   Par% = theoretical hold from the loaded paytable`,
    '',
  ].join('\n');
  return probe(
    'round 115: slot performance by machine',
    'All the Lantern Link cabinets are supposed to be set up the same way. Is one of them set to a different par from the rest? Which asset number?',
    'slot_performance_report',
    output,
    'lantern-link-par',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d2. Loyalty accounts: CSV; one Platinum account earns at another multiplier, nothing flags it.

function d2LoyaltyAccounts(): EconomicsTask {
  const random = seededRandom(115_402);
  const tiers: Record<string, readonly [string, string]> = {
    SILVER: ['1.00', '10.0'],
    GOLD: ['1.25', '15.0'],
    PLATINUM: ['1.50', '20.0'],
    BLACK: ['2.00', '25.0'],
  };
  const ids = new Set<number>();
  while (ids.size < 4600) ids.add(between(random, 70_000_000, 79_999_999));
  const sorted = [...ids].sort((a, b) => a - b);
  const outlierAt = Math.floor(sorted.length * 0.51);
  const needle = String(sorted[outlierAt]!);
  const row = (id: number, tier?: string, multiplier?: string): string => {
    const t = tier ?? oneOf(random, ['SILVER', 'SILVER', 'SILVER', 'SILVER', 'GOLD', 'GOLD', 'GOLD', 'PLATINUM', 'PLATINUM', 'BLACK']);
    const [earn, comp] = tiers[t]!;
    const since = ymd(when(2016, 1, 1) + pick(random, 3980) * DAY);
    const points = between(random, 0, t === 'SILVER' ? 40_000 : t === 'GOLD' ? 120_000 : t === 'PLATINUM' ? 400_000 : 1_500_000);
    return [
      id,
      `6044${between(random, 100_000_000_000, 999_999_999_999)}`,
      t,
      since,
      multiplier ?? earn,
      comp,
      points,
      plain(between(random, 0, Math.round(points / 2))),
      between(random, 0, 1200),
      ymd(when(2026, 12, 17) - pick(random, 420) * DAY),
      oneOf(random, ['SBK01', 'SBK01', 'SBK01', 'SBK02']),
      oneOf(random, ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'DORMANT']),
      oneOf(random, ['Y', 'Y', 'N']),
      oneOf(random, ['EMAIL', 'SMS', 'MAIL', 'NONE']),
    ].join(',');
  };
  const rows = sorted.map((id, i) => (i === outlierAt ? row(id, 'PLATINUM', '3.00') : without(needle, () => row(id))));
  const output = [
    'player_id,card_number,tier,tier_since,earn_multiplier,comp_rate_pct,points_balance,comp_balance,tier_credits_ytd,last_visit,home_property,account_status,mail_opt_in,preferred_contact',
    ...rows,
    '',
  ].join('\n');
  return probe(
    'round 115: loyalty accounts earn multiplier',
    'Somebody mentioned a Platinum guest whose card racks up points faster than every other Platinum card. Which player ID is that?',
    'loyalty_accounts_csv',
    output,
    'platinum-multiplier',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------
// d3. Video management camera inventory: XML; one table games camera keeps its video fewer days, nothing flags it.

function d3CameraInventory(): EconomicsTask {
  const random = seededRandom(115_403);
  const areas: readonly [string, number, number, readonly string[]][] = [
    // area, how many cameras, retention days, what they cover
    ['SLOTS', 300, 30, ['bank', 'aisle', 'high limit slots', 'slot carousel']],
    ['CAGE', 60, 90, ['cage window', 'cage vault', 'cage fill bank', 'main bank']],
    ['COUNT ROOM', 30, 90, ['soft count table', 'count room door', 'currency counter', 'trolley storage']],
    ['TABLE GAMES', 320, 30, ['overhead', 'dealer tray', 'layout wide', 'pit podium']],
    ['HOTEL', 180, 14, ['tower 1 corridor', 'tower 2 corridor', 'elevator lobby', 'front desk']],
    ['PARKING', 90, 14, ['garage L1', 'garage L2', 'garage L3', 'valet']],
    ['FOOD AND BEVERAGE', 70, 14, ['Harvest buffet', 'Bar 21', 'Riverside cafe', 'kitchen dock']],
    ['BACK OF HOUSE', 80, 21, ['employee entrance', 'dock', 'slot shop', 'IT room']],
  ];
  let n = 0;
  let needle = '';
  const cameras: string[] = [];
  const tableIds = ['BJ-01', 'BJ-02', 'RL-03', 'BJ-04', 'MB-05', 'CG-06', 'BAC-07', 'CR-08'];
  for (const [area, count, days, covers] of areas) {
    const odd = area === 'TABLE GAMES' ? Math.floor(count * 0.37) : -1;
    for (let i = 0; i < count; i++) {
      const id = `C-${String((n += 1)).padStart(4, '0')}`;
      if (i === odd) needle = id;
      const cover = oneOf(random, covers);
      const name =
        area === 'TABLE GAMES'
          ? `${oneOf(random, tableIds)}${pad2(between(random, 1, 16))} ${cover}`
          : area === 'SLOTS'
            ? `${cover} ${bankOf(random)}`
            : cover;
      const ptz = pick(random, 8) === 0;
      const fps = area === 'TABLE GAMES' || area === 'CAGE' || area === 'COUNT ROOM' ? 30 : oneOf(random, [15, 15, 20, 30]);
      cameras.push(
        [
          `  <camera id="${id}" guid="${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}">`,
          `    <name>${name.toUpperCase()}</name>`,
          `    <area>${area}</area>`,
          `    <model>${ptz ? oneOf(random, ['Axis Q6135-LE', 'Hanwha XNP-8250']) : oneOf(random, ['Axis P3265-LVE', 'Axis M3086-V', 'Hanwha XND-8082RV', 'Bosch FLEXIDOME 5100i'])}</model>`,
          `    <type>${ptz ? 'PTZ' : 'FIXED'}</type>`,
          `    <address>10.${area === 'TABLE GAMES' ? 42 : 40 + (n % 7)}.${between(random, 1, 254)}.${between(random, 2, 254)}</address>`,
          `    <recorder>NVR-${pad2(between(random, 1, 24))}</recorder>`,
          `    <stream profile="primary" codec="H.265" resolution="${oneOf(random, ['1920x1080', '2560x1440', '3840x2160'])}" fps="${fps}" bitrate_kbps="${between(random, 3, 16) * 512}"/>`,
          `    <recording mode="continuous" retention_days="${i === odd ? 7 : days}" storage_pool="POOL-${area === 'TABLE GAMES' ? 'TG' : oneOf(random, ['A', 'B', 'C'])}"/>`,
          `    <firmware>${oneOf(random, ['11.9.60', '11.11.73', '10.12.182', '7.01.04'])}</firmware>`,
          `    <last_seen>${local(when(2026, 12, 18, 7, 30) - between(random, 0, 300) * 1000)}</last_seen>`,
          '  </camera>',
        ].join('\n'),
      );
    }
  }
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- vms-admin export cameras --site SBK01 --format xml -->',
    `<camera_inventory site="SBK01" name="Silverbank Casino Resort" exported="2026-12-18T07:31:09-08:00" count="${cameras.length}" vms="Sentinel VMS 9.4.1">`,
    ...cameras,
    '</camera_inventory>',
    '',
  ].join('\n');
  return probe(
    'round 115: camera inventory retention',
    'Gaming control wants every camera over the tables to hold on to footage for the same number of days. Is there a table camera that keeps it for less time than the others? Which camera is it?',
    'vms_camera_inventory',
    output,
    'table-camera-retention',
    needle,
  );
}

export function roundOneHundredFifteen(): EconomicsTask[] {
  return [
    a1SlotMeters(),
    a2ControlBoardReport(),
    a3LoyaltyExport(),
    b1SlotConfig(),
    b2InventorySlips(),
    b3MarkerLedger(),
    c1SurveillanceLog(),
    c2TitleThirtyOne(),
    c3KioskLog(),
    d1SlotPerformance(),
    d2LoyaltyAccounts(),
    d3CameraInventory(),
  ];
}
