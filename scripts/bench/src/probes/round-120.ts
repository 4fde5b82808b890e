/**
 * Probe round 120, written blind: Redline Arena Esports, a made-up esports tournament organiser (match server logs, anti-cheat reports, player registrations and rosters, broadcast and stream health, prize payouts, ticketing). "Today" is Thursday, 31 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - anti-cheat detections export (minified JSON): the case number opened on one player during one map on the 29th;
 *  - player registration feed (one-line XML): the KYC reference of one player's Winter Clash registration with one team;
 *  - box office will-call page (minified HTML): the pickup code of one buyer's grand final order;
 * b. The answer a few lines away from the line the question's words match:
 *  - roster export (YAML): the staff ID of one team's coach, a few lines below the team's name;
 *  - prize payouts list (pretty JSON): the bank transfer reference of one team's payout from one cup;
 *  - match server fleet config (INI): the server whose section hosts one upper-bracket semifinal;
 * c. A question that paraphrases the output or carries a preamble:
 *  - match server log (Source-style log): when play resumed after a player's crash on the second map;
 *  - prize payout ledger (fixed-width table): what the Lisbon runner-up of the Summer Series got after tax;
 *  - ingest monitor events (logfmt): the backup feed the Spanish stream failed over to last evening;
 * d. One value unlike its peers, with no error word near it:
 *  - anti-cheat client sessions (CSV): the session on a much older client build;
 *  - replay playlist (HLS m3u8): the segment much shorter than the others;
 *  - roster audit (Markdown table): the team one starter short of five.
 * Not among the bench's targets.
 * First run, at 7966c73 (four commits of `packages/core` after be9755b, the head when the round was written; rewritten
 * since as 981b954, whose `wordsFirst` orders a block by the words the request asks for only), with this file (`ROUNDS=120
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`), before anyone working on the library read the
 * tasks (`none` found 12/12, 1,333,448 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 120: anti-cheat export, minified JSON
 *     codex: 6,963 tokens, peak 6,871, 0/1 needles, 0 read-backs
 *     context-chef: 722 tokens, peak 630, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,407 tokens, peak 1,826, 1/1 needles, 3 read-backs
 *     ours: 8,541 tokens, peak 3,099, 1/1 needles, 4 read-backs
 *   round 120: registration feed, one-line XML
 *     codex: 195 tokens, peak 124, 0/1 needles, 0 read-backs
 *     context-chef: 643 tokens, peak 572, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,091 tokens, peak 5,841, 0/1 needles, 4 read-backs
 *     ours: 23,817 tokens, peak 8,780, 0/1 needles, 4 read-backs
 *   round 120: will-call page, minified HTML
 *     codex: 6,681 tokens, peak 6,594, 0/1 needles, 0 read-backs
 *     context-chef: 652 tokens, peak 565, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,378 tokens, peak 3,984, 1/1 needles, 4 read-backs
 *     ours: 8,819 tokens, peak 4,152, 1/1 needles, 3 read-backs
 *   round 120: roster export, YAML
 *     codex: 13,420 tokens, peak 13,354, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,634 tokens, peak 2,827, 0/1 needles, 2 read-backs
 *     ours: 14,119 tokens, peak 5,288, 1/1 needles, 3 read-backs
 *   round 120: prize payouts, pretty JSON
 *     codex: 13,275 tokens, peak 13,206, 0/1 needles, 0 read-backs
 *     context-chef: 659 tokens, peak 590, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,306 tokens, peak 2,691, 0/1 needles, 2 read-backs
 *     ours: 6,475 tokens, peak 2,883, 1/1 needles, 2 read-backs
 *   round 120: fleet config, INI
 *     codex: 15,360 tokens, peak 15,279, 0/1 needles, 0 read-backs
 *     context-chef: 737 tokens, peak 656, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,835 tokens, peak 1,920, 0/1 needles, 3 read-backs
 *     ours: 4,536 tokens, peak 1,569, 1/1 needles, 3 read-backs
 *   round 120: match server log, crash pause
 *     codex: 19,293 tokens, peak 19,202, 0/1 needles, 0 read-backs
 *     context-chef: 891 tokens, peak 800, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,808 tokens, peak 4,118, 0/1 needles, 3 read-backs
 *     ours: 9,767 tokens, peak 4,486, 0/1 needles, 3 read-backs
 *   round 120: payout ledger, runner-up after tax
 *     codex: 12,914 tokens, peak 12,809, 0/1 needles, 0 read-backs
 *     context-chef: 683 tokens, peak 578, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,181 tokens, peak 3,593, 0/1 needles, 3 read-backs
 *     ours: 8,341 tokens, peak 3,886, 1/1 needles, 3 read-backs
 *   round 120: ingest monitor, Spanish failover
 *     codex: 15,304 tokens, peak 15,220, 0/1 needles, 0 read-backs
 *     context-chef: 762 tokens, peak 678, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,960 tokens, peak 1,301, 0/1 needles, 4 read-backs
 *     ours: 4,237 tokens, peak 909, 0/1 needles, 4 read-backs
 *   round 120: anti-cheat sessions, old client
 *     codex: 22,880 tokens, peak 22,787, 0/1 needles, 0 read-backs
 *     context-chef: 1,026 tokens, peak 933, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,086 tokens, peak 1,526, 0/1 needles, 4 read-backs
 *     ours: 4,752 tokens, peak 1,032, 1/1 needles, 4 read-backs
 *   round 120: replay playlist, short segment
 *     codex: 20,604 tokens, peak 20,512, 0/1 needles, 0 read-backs
 *     context-chef: 964 tokens, peak 872, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,307 tokens, peak 5,914, 0/1 needles, 3 read-backs
 *     ours: 18,985 tokens, peak 7,240, 1/1 needles, 3 read-backs
 *   round 120: roster audit, a starter short
 *     codex: 15,763 tokens, peak 15,687, 0/1 needles, 0 read-backs
 *     context-chef: 744 tokens, peak 668, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,727 tokens, peak 1,260, 0/1 needles, 2 read-backs
 *     ours: 2,595 tokens, peak 877, 1/1 needles, 2 read-backs
 *     codex: 162,652 tokens, 0/12 needles
 *     context-chef: 9,162 tokens, 0/12 needles
 *     context-chef-store: 101,720 tokens, 2/12 needles
 *     ours: 114,984 tokens, 9/12 needles
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

const FIRST = [
  'Teodora',
  'Maribel',
  'Jonas',
  'Aiko',
  'Rafael',
  'Ines',
  'Tomasz',
  'Leila',
  'Dmitri',
  'Hana',
  'Oskar',
  'Priya',
  'Mateus',
  'Zofia',
  'Kwame',
  'Elif',
  'Lucas',
  'Sofia',
  'Mikkel',
  'Yara',
  'Bruno',
  'Nadia',
  'Felix',
  'Carmen',
  'Arjun',
  'Greta',
  'Diego',
  'Freya',
  'Hugo',
  'Lena',
  'Marco',
  'Ayla',
  'Pavel',
  'Rosa',
  'Emil',
  'Chiara',
  'Tariq',
  'Ingrid',
  'Joao',
  'Beatriz',
  'Teresa',
  'Tiago',
];
const LAST = [
  'Vasquez',
  'Okafor',
  'Lindqvist',
  'Tanaka',
  'Moreira',
  'Kowalski',
  'Haddad',
  'Petrov',
  'Novak',
  'Berg',
  'Sharma',
  'Almeida',
  'Nowak',
  'Mensah',
  'Yilmaz',
  'Fischer',
  'Costa',
  'Jensen',
  'Rahman',
  'Silva',
  'Ferreira',
  'Dubois',
  'Rossi',
  'Keller',
  'Santos',
  'Ivanova',
  'Horvat',
  'Larsen',
  'Pereira',
  'Mendes',
  'Vasques',
  'Oliveira',
  'Carvalho',
  'Marin',
  'Weber',
  'Lopes',
  'Duarte',
  'Nieminen',
  'Kaya',
  'Brandt',
];
const TEAM_A = [
  'Cobalt',
  'Crimson',
  'Ashen',
  'Iron',
  'Ember',
  'Frost',
  'Storm',
  'Vanta',
  'Hollow',
  'Silver',
  'Obsidian',
  'Neon',
  'Rust',
  'Solar',
  'Grim',
  'Velvet',
  'Static',
  'Nova',
  'Onyx',
  'Quartz',
  'Feral',
  'Lunar',
  'Arc',
  'Halcyon',
  'Scarlet',
  'Umbra',
  'Polar',
  'Gilded',
  'Thorn',
  'Copper',
];
const TEAM_B = [
  'Howl',
  'Wolves',
  'Vipers',
  'Foxes',
  'Ravens',
  'Collective',
  'Esports',
  'Gaming',
  'Syndicate',
  'Legion',
  'Rising',
  'Tempest',
  'Dynasty',
  'Pulse',
  'Reign',
  'Union',
  'Hounds',
  'Owls',
  'Saints',
  'Forge',
];
const SYL = [
  'vex',
  'hol',
  'kai',
  'ren',
  'zor',
  'mi',
  'ta',
  'rix',
  'nox',
  'ly',
  'dra',
  'fen',
  'sol',
  'quin',
  'bar',
  'tek',
  'shi',
  'vo',
  'ul',
  'cyr',
  'ek',
  'ion',
  'jax',
  'mor',
  'pyr',
  'sk',
  'yn',
  'zed',
  'ara',
  'bo',
  'cen',
  'dusk',
  'el',
  'gri',
  'hex',
  'ix',
  'ko',
  'lum',
];
const COUNTRIES = ['PT', 'ES', 'DE', 'FR', 'PL', 'SE', 'DK', 'NL', 'GB', 'IT', 'FI', 'NO', 'CZ', 'TR', 'BR', 'UA', 'RO', 'BE', 'AT', 'IE'];
const MAPS = ['Dustline', 'Kiln', 'Harbor', 'Ashgrove', 'Vaultyard', 'Meridian', 'Splinter'];

/** `n` distinct team names, none containing any of `avoid`. */
function teamPool(random: () => number, n: number, avoid: readonly string[]): string[] {
  const all: string[] = [];
  for (const a of TEAM_A) for (const b of TEAM_B) all.push(`${a} ${b}`);
  return shuffle(random, all)
    .filter((t) => !avoid.some((x) => t.includes(x) || x.includes(t)))
    .slice(0, n);
}

/** `n` distinct player handles, none containing any of `avoid`. */
function handlePool(random: () => number, n: number, avoid: readonly string[]): string[] {
  const seen = new Set<string>();
  while (seen.size < n) {
    let h = Array.from({ length: between(random, 2, 3) }, () => oneOf(random, SYL)).join('');
    if (random() < 0.25) h += String(between(random, 1, 99));
    if (random() < 0.15) h = h[0]!.toUpperCase() + h.slice(1);
    if (avoid.some((x) => h.toLowerCase().includes(x.toLowerCase()) || x.toLowerCase().includes(h.toLowerCase()))) continue;
    seen.add(h);
  }
  return [...seen];
}

/** A person's name, first and last. */
function person(random: () => number): [string, string] {
  return [oneOf(random, FIRST), oneOf(random, LAST)];
}

/** A UTC ISO timestamp (seconds), from milliseconds since the epoch. */
function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const DAY = 86_400_000;

/** a1. A minified JSON export of anti-cheat detections: one case on one player, one map, one day. */
function a1AnticheatExport(): EconomicsTask {
  const r = seededRandom(120_101);
  const teams = teamPool(r, 60, ['Ironveil']);
  const players = handlePool(r, 180, ['vexhollow']).map((handle) => ({
    handle,
    player_id: `RLA-P-${between(r, 10_000, 99_999)}`,
    team: oneOf(r, teams),
  }));
  const vex = { handle: 'vexhollow', player_id: 'RLA-P-41872', team: 'Ironveil' };
  const SIGNALS = [
    'aim_snap_variance',
    'trigger_latency_uniform',
    'memory_read_pattern',
    'overlay_injection',
    'input_replay_signature',
    'wallcheck_correlation',
    'driver_unsigned_module',
    'recoil_compensation_exact',
  ];
  const MODULES = ['RedGuard.Kernel', 'RedGuard.Behavior', 'RedGuard.Server', 'RedGuard.Telemetry'];
  const STATUSES = ['open', 'under_review', 'under_review', 'dismissed', 'dismissed', 'escalated', 'closed_no_action'];
  const REVIEWERS = ['m.lindqvist', 'a.haddad', 'r.moreira', 'k.mensah', 'z.nowak', null, null];
  const n = 620;
  const targetAt = Math.floor(n * 0.56);
  // Four days of matches, noon to midnight UTC: the 27th to the 30th.
  const start = Date.UTC(2026, 11, 27, 12, 0, 0);
  const at = (i: number) => {
    const f = (i / n) * 4;
    const day = Math.floor(f);
    return start + day * DAY + Math.floor((f - day) * 12 * 3_600_000) + between(r, 0, 60_000);
  };
  const records: string[] = [];
  let caseNo = 70_113;
  let match = 400;
  let map = oneOf(r, MAPS);
  for (let i = 0; i < n; i++) {
    caseNo += between(r, 1, 7);
    if (random100(r) < 18) {
      match += 1;
      map = oneOf(r, MAPS);
    }
    const t = at(i);
    let p = oneOf(r, players);
    let m = map;
    if (i === targetAt) {
      p = vex;
      m = 'Kiln';
    } else if ([targetAt - 9, targetAt + 7, targetAt + 15].includes(i)) {
      p = vex;
      m = oneOf(
        r,
        MAPS.filter((x) => x !== 'Kiln'),
      );
    } else if ([Math.floor(n * 0.27), Math.floor(n * 0.82)].includes(i)) {
      p = vex;
      m = 'Kiln';
    }
    const tickStart = between(r, 2_000, 180_000);
    records.push(
      JSON.stringify({
        case_id: `AC-26-${String(caseNo).padStart(7, '0')}`,
        opened_at: iso(t),
        tournament: 'winter-clash-2026',
        stage: oneOf(r, ['open-qualifier-3', 'open-qualifier-4', 'closed-qualifier', 'group-stage']),
        match_id: `RWC-M-${String(match).padStart(4, '0')}`,
        map: m,
        round: between(r, 1, 24),
        player: p,
        detector: { module: oneOf(r, MODULES), signal: oneOf(r, SIGNALS), build: '4.12.3' },
        score: Math.round((0.35 + r() * 0.64) * 1000) / 1000,
        evidence: {
          demo: `demos/rwc/RWC-M-${String(match).padStart(4, '0')}_${m.toLowerCase()}.dem`,
          tick_start: tickStart,
          tick_end: tickStart + between(r, 64, 2_400),
          samples: between(r, 3, 220),
        },
        status: oneOf(r, STATUSES),
        reviewer: oneOf(r, REVIEWERS),
      }),
    );
  }
  const target = JSON.parse(records[targetAt]!) as { case_id: string };
  const output =
    JSON.stringify({
      export: { generated_at: '2026-12-31T07:30:12Z', tournament: 'winter-clash-2026', count: n, page: 1, pages: 1 },
    }).slice(0, -1) + `,"detections":[${records.join(',')}]}\n`;
  return probe(
    'round 120: anti-cheat export, minified JSON',
    'Which anti-cheat case was opened on vexhollow during the Kiln map on Tuesday the 29th? I need the case number.',
    'anticheat_detections_export',
    output,
    'case',
    target.case_id,
    true,
  );
}

/** A percentage draw, 0 to 99. */
function random100(random: () => number): number {
  return pick(random, 100);
}

/** a2. A one-line XML feed of player registrations: one player's KYC reference for one event and team. */
function a2RegistrationFeed(): EconomicsTask {
  const r = seededRandom(120_102);
  const teams = teamPool(r, 90, ['Ironveil']);
  const handles = handlePool(r, 420, ['kestrel']);
  const EVENTS = [
    ['winter-clash-2026', 'Redline Winter Clash 2026'],
    ['autumn-cup-2026', 'Redline Autumn Cup 2026'],
    ['academy-league-s4', 'Redline Academy League S4'],
  ] as const;
  const STATUSES = ['approved', 'approved', 'approved', 'approved', 'pending_documents', 'withdrawn', 'rejected_age'];
  const n = 520;
  const targetAt = Math.floor(n * 0.5);
  type Reg = { handle: string; team: string; event: (typeof EVENTS)[number]; status: string };
  // kestrel-alikes: the same handle on other teams or events, and near handles on Ironveil.
  const near: Record<number, Reg> = {
    [targetAt]: { handle: 'kestrel', team: 'Ironveil', event: EVENTS[0], status: 'approved' },
    [Math.floor(n * 0.22)]: { handle: 'kestrel', team: 'Ironveil', event: EVENTS[1], status: 'approved' },
    [Math.floor(n * 0.41)]: { handle: 'kestrel9', team: teams[3]!, event: EVENTS[0], status: 'approved' },
    [Math.floor(n * 0.57)]: { handle: 'Kestrel', team: teams[7]!, event: EVENTS[2], status: 'pending_documents' },
    [Math.floor(n * 0.66)]: { handle: 'kestrl', team: 'Ironveil', event: EVENTS[0], status: 'withdrawn' },
  };
  const rows: string[] = [];
  let t = Date.UTC(2026, 8, 1, 9, 0, 0);
  let regNo = 47_310;
  let needle = '';
  for (let i = 0; i < n; i++) {
    t += between(r, 600_000, 10 * 3_600_000);
    regNo += between(r, 1, 4);
    const reg: Reg = near[i] ?? {
      handle: oneOf(r, handles),
      team: i % 11 === 0 ? 'Ironveil' : oneOf(r, teams),
      // The Autumn Cup closed its registrations in mid-October.
      event: t < Date.UTC(2026, 9, 12) ? oneOf(r, EVENTS) : oneOf(r, [EVENTS[0], EVENTS[2]]),
      status: oneOf(r, STATUSES),
    };
    const [given, family] = person(r);
    const kyc = `KYC-${hex(r, 8).toUpperCase()}`;
    if (i === targetAt) needle = kyc;
    const checked = new Date(Math.min(t + between(r, 1, 5) * DAY, Date.UTC(2026, 11, 31))).toISOString().slice(0, 10);
    rows.push(
      `<Registration id="REG-2026-${String(regNo).padStart(6, '0')}" status="${reg.status}" submitted="${iso(t)}">` +
        `<Player handle="${reg.handle}" playerId="RLA-P-${between(r, 10_000, 99_999)}"><LegalName><Given>${given}</Given><Family>${family}</Family></LegalName>` +
        `<Country>${oneOf(r, COUNTRIES)}</Country><BirthYear>${between(r, 1994, 2010)}</BirthYear><Email>${given.toLowerCase()}.${family.toLowerCase()}${between(r, 1, 999)}@${oneOf(r, ['gmail.com', 'proton.me', 'outlook.com', 'gmx.de', 'sapo.pt'])}</Email></Player>` +
        `<Team tag="${reg.team.slice(0, 3).toUpperCase()}" name="${reg.team}"/><Event slug="${reg.event[0]}">${reg.event[1]}</Event>` +
        `<Verification kyc="${kyc}" method="${oneOf(r, ['document', 'document', 'video_call', 'bank_id'])}" checked="${checked}" result="${reg.status === 'pending_documents' ? 'incomplete' : 'match'}"/>` +
        `<Consent media="${r() < 0.95}" data="true" minorGuardian="${r() < 0.1}"/><Platform steam="7656119${between(r, 8_000_000_000, 9_999_999_999)}" discord="${reg.handle.toLowerCase()}#${between(r, 1000, 9999)}"/></Registration>`,
    );
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<RegistrationFeed xmlns="https://schemas.redline-arena.gg/registrations/v2" generated="2026-12-31T08:02:51Z" count="${n}">` +
    rows.join('') +
    '</RegistrationFeed>\n';
  return probe(
    'round 120: registration feed, one-line XML',
    "What KYC reference did kestrel's Winter Clash registration with Ironveil get?",
    'registration_feed_xml',
    output,
    'kyc',
    needle,
    true,
  );
}

/** a3. The box office's will-call page, minified HTML: one buyer's pickup code for one session. */
function a3WillCallPage(): EconomicsTask {
  const r = seededRandom(120_103);
  const SESSIONS = ['Fri 08 Jan · Quarterfinals', 'Sat 09 Jan · Semifinals', 'Sun 10 Jan · Grand Final', 'Fri–Sun · 3-Day Pass'];
  const TIERS = ['Floor GA', 'Lower Bowl', 'Upper Bowl', 'VIP Rail', 'Lower Bowl', 'Upper Bowl'];
  const STATES = ['Not collected', 'Not collected', 'Not collected', 'Collected', 'Transferred'];
  const n = 760;
  const targetAt = Math.floor(n * 0.47);
  const near: Record<number, [string, string, number]> = {
    [targetAt]: ['Teodora', 'Vasquez', 2],
    [Math.floor(n * 0.31)]: ['Teodora', 'Vasquez', 1],
    [Math.floor(n * 0.44)]: ['Teresa', 'Vasquez', 2],
    [Math.floor(n * 0.53)]: ['Teodora', 'Vasques', 2],
    [Math.floor(n * 0.62)]: ['Teodora', 'Vasquez', 0],
  };
  const code = () => `WC-${chars(r, 'ABCDEFGHJKMNPQRSTUVWXYZ23456789', 4)}-${chars(r, 'ABCDEFGHJKMNPQRSTUVWXYZ23456789', 2)}`;
  const rows: string[] = [];
  let order = 8_811_204;
  let needle = '';
  for (let i = 0; i < n; i++) {
    order += between(r, 3, 90);
    let first: string;
    let last: string;
    let session: string;
    const pinned = near[i];
    if (pinned) {
      [first, last] = [pinned[0], pinned[1]];
      session = SESSIONS[pinned[2] % SESSIONS.length]!;
    } else {
      [first, last] = person(r);
      if (first === 'Teodora' && (last === 'Vasquez' || last === 'Vasques')) first = 'Tiago';
      session = oneOf(r, SESSIONS);
    }
    const pickup = code();
    if (i === targetAt) needle = pickup;
    const qty = between(r, 1, 4);
    const tier = oneOf(r, TIERS);
    const status = i === targetAt ? 'Not collected' : oneOf(r, STATES);
    rows.push(
      `<tr data-order="ORD-${order}" class="wc-row${status === 'Collected' ? ' is-collected' : ''}"><td class="ord"><a href="/boxoffice/orders/ORD-${order}">ORD-${order}</a></td>` +
        `<td class="name">${last}, ${first}</td><td class="session">${session}</td><td class="qty">${qty}</td><td class="tier">${tier}</td>` +
        `<td class="code"><span class="pickup mono">${pickup}</span></td><td class="id-req">${r() < 0.3 ? 'Photo ID + card' : 'Photo ID'}</td>` +
        `<td class="status"><span class="badge">${status}</span></td><td class="act"><button type="button" data-action="collect" data-order="ORD-${order}"${status === 'Not collected' ? '' : ' disabled'}>Mark collected</button></td></tr>`,
    );
  }
  const head =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Will-call · Redline Winter Clash Finals · Box Office</title>' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="stylesheet" href="/static/boxoffice.3f9a2c.css">' +
    '<style>.wc-row.is-collected{opacity:.55}.mono{font-family:ui-monospace,Menlo,monospace}.badge{padding:2px 6px;border-radius:4px;background:#eef}</style></head>' +
    '<body class="boxoffice"><header class="top"><a class="brand" href="/boxoffice">Redline Arena · Box Office</a><nav><a href="/boxoffice/sales">Sales</a>' +
    '<a class="active" href="/boxoffice/willcall">Will-call</a><a href="/boxoffice/scans">Gate scans</a><a href="/boxoffice/refunds">Refunds</a></nav>' +
    '<span class="who">Signed in as desk-2 (Lisbon venue)</span></header><main><h1>Will-call list</h1>' +
    `<p class="meta">Redline Winter Clash Finals · Altice Hall B, Lisbon · ${n} orders · sorted by order number · refreshed Thu 31 Dec 2026 10:14</p>` +
    '<form class="filter" method="get"><input type="search" name="q" placeholder="Surname or order #"><select name="session"><option value="">All sessions</option>' +
    SESSIONS.map((s, i) => `<option value="${i}">${s}</option>`).join('') +
    '</select><button>Filter</button></form><table class="willcall"><thead><tr><th>Order</th><th>Name</th><th>Session</th><th>Qty</th><th>Tier</th><th>Pickup code</th><th>ID required</th><th>Status</th><th></th></tr></thead><tbody>';
  const tail =
    '</tbody></table><p class="hint">Ask for photo ID matching the order name. Transferred orders are collected by the new holder shown on the order page.</p></main>' +
    '<footer>© 2026 Redline Arena Esports · boxoffice v3.8.1</footer><script src="/static/boxoffice.91c0de.js" defer></script></body></html>\n';
  return probe(
    'round 120: will-call page, minified HTML',
    "Someone's at the box office desk: what's the pickup code for Teodora Vasquez's order for the Sunday grand final?",
    'boxoffice_willcall_page',
    head + rows.join('') + tail,
    'pickup',
    needle,
    true,
  );
}
/** Distinct ids: `make` until a new one comes. */
function uniqueIds(random: () => number, n: number, make: (random: () => number) => string): string[] {
  const seen = new Set<string>();
  while (seen.size < n) seen.add(make(random));
  return [...seen];
}

/** b1. A YAML roster export: the staff ID of one team's coach, a few lines under the team's name. */
function b1RosterYaml(): EconomicsTask {
  const r = seededRandom(120_201);
  const n = 210;
  const targetAt = Math.floor(n * 0.52);
  const teams = teamPool(r, n, ['Cobalt Howl']);
  teams[targetAt] = 'Cobalt Howl';
  teams[Math.floor(n * 0.38)] = 'Cobalt Howl Academy';
  const staffIds = uniqueIds(r, n * 2, (rr) => `RLA-S-${between(rr, 10_000, 99_999)}`);
  const handles = handlePool(r, n * 7, []);
  const REGIONS = ['EU-West', 'EU-North', 'EU-East', 'EU-Central', 'Iberia', 'MENA'];
  const ROLES = ['igl', 'awp', 'entry', 'rifler', 'rifler', 'support', 'lurker'];
  const lines = [
    '# Redline Arena Esports: roster export',
    '# event: winter-clash-2026 (Redline Winter Clash 2026)',
    '# generated: 2026-12-31T09:04:17Z by roster-svc 2.14.0',
    'event: winter-clash-2026',
    'roster_lock: 2027-01-04T23:59:00Z',
    `team_count: ${n}`,
    'teams:',
  ];
  let needle = '';
  let h = 0;
  for (let i = 0; i < n; i++) {
    const team = teams[i]!;
    const [cf, cl] = person(r);
    const [mf, ml] = person(r);
    const coachId = staffIds[2 * i]!;
    if (i === targetAt) needle = coachId;
    lines.push(
      `  - name: ${team}`,
      `    tag: ${team.slice(0, 3).toUpperCase()}${team.includes('Academy') ? 'A' : ''}`,
      `    org_id: ORG-${String(between(r, 100, 2999)).padStart(4, '0')}`,
      `    region: ${oneOf(r, REGIONS)}`,
      `    seed: ${i < 32 ? i + 1 : 'null'}`,
      `    status: ${oneOf(r, ['confirmed', 'confirmed', 'confirmed', 'pending_lock', 'confirmed'])}`,
      '    coach:',
      `      name: ${cf} ${cl}`,
      `      staff_id: ${coachId}`,
      `      since: 202${between(r, 3, 6)}-${pad2(between(r, 1, 12))}-01`,
      '    manager:',
      `      name: ${mf} ${ml}`,
      `      staff_id: ${staffIds[2 * i + 1]!}`,
      `      email: ${mf.toLowerCase()}.${ml.toLowerCase()}@${team.toLowerCase().replace(/ /g, '')}.gg`,
      '    players:',
    );
    const count = between(r, 5, 7);
    for (let k = 0; k < count; k++) {
      const handle = handles[h++ % handles.length]!;
      lines.push(
        `      - handle: ${handle}`,
        `        player_id: RLA-P-${between(r, 10_000, 99_999)}`,
        `        role: ${k >= 5 ? 'substitute' : oneOf(r, ROLES)}`,
        `        country: ${oneOf(r, COUNTRIES)}`,
        `        joined: 202${between(r, 3, 6)}-${pad2(between(r, 1, 12))}-${pad2(between(r, 1, 28))}`,
      );
      // Former Cobalt Howl players are spread over other rosters.
      if (random100(r) < 12)
        lines.push(`        previous_team: ${random100(r) < 30 && i !== targetAt ? 'Cobalt Howl' : oneOf(r, teams.slice(0, 60))}`);
    }
  }
  return probe(
    'round 120: roster export, YAML',
    "What's the staff ID of Cobalt Howl's coach?",
    'roster_export',
    lines.join('\n') + '\n',
    'coach',
    needle,
  );
}

/** b2. A pretty JSON list of prize payouts: the transfer reference of one team's payout from one cup. */
function b2PayoutsJson(): EconomicsTask {
  const r = seededRandom(120_202);
  const teams = teamPool(r, 120, ['Nightjar']);
  const EVENTS = [
    { slug: 'spring-open-2026', name: 'Redline Spring Open 2026', paid: Date.UTC(2026, 3, 20) },
    { slug: 'summer-series-2026', name: 'Redline Summer Series 2026', paid: Date.UTC(2026, 7, 18) },
    { slug: 'autumn-cup-2026', name: 'Redline Autumn Cup 2026', paid: Date.UTC(2026, 9, 28) },
    { slug: 'winter-clash-2026-oq', name: 'Redline Winter Clash 2026 Open Qualifier', paid: Date.UTC(2026, 11, 4) },
    { slug: 'winter-clash-2026-cq', name: 'Redline Winter Clash 2026 Closed Qualifier', paid: Date.UTC(2026, 11, 22) },
  ];
  const PRIZES = [2_500_000, 1_250_000, 750_000, 500_000, 300_000, 300_000, 150_000, 150_000];
  type Payee = { type: 'team' | 'player'; display_name: string };
  const data: object[] = [];
  let needle = '';
  const orgs = new Map<string, { id: string; country: string }>();
  function orgOf(name: string) {
    let org = orgs.get(name);
    if (!org) {
      org = { id: `ORG-${String(between(r, 100, 2999)).padStart(4, '0')}`, country: oneOf(r, COUNTRIES) };
      orgs.set(name, org);
    }
    return org;
  }
  for (const [e, event] of EVENTS.entries()) {
    // Weekly cups between the majors, then the major itself.
    for (let w = 0; w < 6; w++) {
      const cup = {
        slug: `weekly-cup-${e * 6 + w + 1}`,
        name: `Redline Weekly Cup #${e * 6 + w + 1}`,
        paid: event.paid - (6 - w) * 11 * DAY,
      };
      if (cup.paid < Date.UTC(2026, 11, 22)) placements(cup, 8, [30_000, 15_000, 7_500, 7_500, 5_000, 5_000, 5_000, 5_000]);
    }
    placements(event, 8, PRIZES);
  }
  function placements(event: { slug: string; name: string; paid: number }, count: number, prizes: number[]) {
    const field = shuffle(r, teams.slice()).slice(0, count);
    if (event.slug !== 'autumn-cup-2026' && random100(r) < 55) field[between(r, 0, count - 1)] = 'Nightjar Collective';
    if (event.slug === 'autumn-cup-2026') {
      field[2] = 'Nightjar Collective';
      field[5] = 'Nightjar Academy';
    }
    const payees: Payee[] = field.map((name) => ({ type: 'team', display_name: name }));
    if (prizes === PRIZES) payees.push({ type: 'player', display_name: oneOf(r, handlePool(r, 5, ['Nightjar'])) });
    const batch = `PB-${new Date(event.paid).toISOString().slice(2, 7).replace('-', '')}-${pad2(between(r, 1, 9))}`;
    let created = event.paid + between(r, 0, 3_600_000);
    for (const [k, payee] of payees.entries()) {
      const gross = payee.type === 'player' ? 100_000 : prizes[k]!;
      const withholding = random100(r) < 30 ? Math.round(gross * oneOf(r, [0.1, 0.15, 0.25])) : 0;
      const ref = `RLA-TRX-${new Date(event.paid).toISOString().slice(2, 7).replace('-', '')}-${hex(r, 6).toUpperCase()}`;
      created += between(r, 20_000, 400_000);
      const initiated = created + between(r, 600_000, 7_200_000);
      if (event.slug === 'autumn-cup-2026' && payee.display_name === 'Nightjar Collective') needle = ref;
      const org = orgOf(payee.display_name);
      const method = oneOf(r, ['sepa_credit_transfer', 'sepa_credit_transfer', 'sepa_credit_transfer', 'swift_wire', 'paypal_payouts']);
      data.push({
        id: `po_${chars(r, '0123456789abcdefghijklmnopqrstuvwxyz', 16)}`,
        object: 'payout',
        created: iso(created),
        event: { slug: event.slug, name: event.name },
        payee: {
          ...payee,
          org_id: payee.type === 'team' ? org.id : null,
          player_id: payee.type === 'player' ? `RLA-P-${between(r, 10_000, 99_999)}` : null,
          country: org.country,
        },
        placement: payee.type === 'player' ? null : k + 1,
        award: payee.type === 'player' ? 'mvp' : 'placement',
        amount: { gross, withholding, net: gross - withholding, currency: 'EUR' },
        method,
        transfer: {
          status: 'settled',
          reference: ref,
          initiated_at: iso(initiated),
          settled_at: iso(initiated + between(r, 1, 3) * DAY + between(r, 0, 40_000_000)),
          beneficiary_iban_last4: method === 'paypal_payouts' ? null : String(between(r, 0, 9999)).padStart(4, '0'),
        },
        tax_form: { type: withholding > 0 ? 'W-8BEN-E' : 'none', received: true },
        metadata: { batch, approved_by: oneOf(r, ['finance.ana', 'finance.joost', 'ops.mira']) },
      });
    }
  }
  const output = JSON.stringify({ object: 'list', url: '/v1/payouts', has_more: false, total_count: data.length, data }, null, 2) + '\n';
  return probe(
    'round 120: prize payouts, pretty JSON',
    "What's the bank transfer reference on Nightjar Collective's Autumn Cup payout?",
    'payouts_list',
    output,
    'reference',
    needle,
  );
}

/** b3. The match server fleet's rendered config, INI-like: the server whose section holds one match. */
function b3FleetConfig(): EconomicsTask {
  const r = seededRandom(120_203);
  const SITES = [
    ['fra1', 'eu-central', 'Frankfurt'],
    ['ams2', 'eu-west', 'Amsterdam'],
    ['waw1', 'eu-east', 'Warsaw'],
    ['mad1', 'iberia', 'Madrid'],
    ['lis1', 'iberia', 'Lisbon'],
    ['sto1', 'eu-north', 'Stockholm'],
    ['lon1', 'eu-west', 'London'],
    ['vie1', 'eu-central', 'Vienna'],
  ] as const;
  const teams = teamPool(r, 80, ['Ashfall', 'Cobalt Howl']);
  const servers: string[] = [];
  for (const [site] of SITES) for (let k = 1; k <= 24; k++) servers.push(`gs-${site}-${pad2(k)}`);
  const n = servers.length;
  const targetAt = Math.floor(n * 0.46);
  const target = servers[targetAt]!;
  const pinned: Record<number, [string, string]> = {
    [targetAt]: ['winter-clash-2026', 'UB-SF2 Ashfall Esports vs Cobalt Howl'],
    [Math.floor(n * 0.29)]: ['winter-clash-2026', 'UB-QF3 Ashfall Esports vs Storm Legion'],
    [Math.floor(n * 0.41)]: ['winter-clash-2026', 'UB-SF1 Tagus Wolves vs Nightjar Collective'],
    [Math.floor(n * 0.55)]: ['academy-league-s4', 'UB-SF2 Ashfall Academy vs Cobalt Howl Academy'],
    [Math.floor(n * 0.63)]: ['showmatch-newyear-2027', 'Ashfall Esports vs Cobalt Howl (all-stars)'],
    [Math.floor(n * 0.7)]: ['winter-clash-2026', 'LB-R3 Cobalt Howl vs Frost Ravens'],
  };
  const MATCH_PREFIX: Record<string, string> = {
    'academy-league-s4': 'RAL-M',
    'weekly-cup-49': 'RWK-M',
    'showmatch-newyear-2027': 'RSM-M',
  };
  const STAGES = ['UB-QF1', 'UB-QF2', 'UB-QF4', 'LB-R1', 'LB-R2', 'LB-R3', 'LB-QF', 'GS-A', 'GS-B', 'GS-C', 'GS-D'];
  const lines = [
    '; Redline Arena match server fleet: rendered configuration',
    '; source: fleet-config@4f1c9a2 (templates/gameserver.ini.j2), rendered 2026-12-31 07:00:02 UTC',
    `; ${n} servers, ${SITES.length} sites. Do not edit by hand: changes are overwritten on the next render.`,
    '',
  ];
  let matchId = 480;
  for (const [i, name] of servers.entries()) {
    const [site, region, city] = SITES[Math.floor(i / 24)]!;
    const k = (i % 24) + 1;
    const [event, match] =
      pinned[i] ??
      (random100(r) < 22
        ? ['none', '(idle)']
        : [
            oneOf(r, ['winter-clash-2026', 'winter-clash-2026', 'academy-league-s4', 'weekly-cup-49']),
            `${oneOf(r, STAGES)} ${shuffle(r, teams.slice(0, 40)).slice(0, 2).join(' vs ')}`,
          ]);
    matchId += between(r, 1, 3);
    let standby = servers[i % 24 === 23 ? i - 1 : i + 1]!;
    if (standby === target) standby = servers[i - 2]!;
    const day = between(r, 2, 10);
    lines.push(
      `[${name}]`,
      `hostname = "Redline Arena | ${event === 'none' ? 'Practice' : event} | ${city}"`,
      `region = ${region}`,
      `event = ${event}`,
      `match = ${match}`,
      `match_id = ${event === 'none' ? '' : `${MATCH_PREFIX[event] ?? 'RWC-M'}-${String(matchId).padStart(4, '0')}`}`,
      `scheduled_utc = ${event === 'none' ? '' : `2027-01-${pad2(day)}T${pad2(oneOf(r, [12, 14, 15, 17, 18, 20]))}:00:00Z`}`,
      `public_ip = 185.${between(r, 10, 250)}.${between(r, 0, 255)}.${between(r, 2, 254)}`,
      `game_port = ${27015 + (k - 1) * 10}`,
      `rcon_port = ${28015 + (k - 1) * 10}`,
      `tv_port = ${27020 + (k - 1) * 10}`,
      `tv_delay = ${event === 'none' ? 0 : 90}`,
      `tickrate = 128`,
      `config = ${event === 'academy-league-s4' ? 'comp_mr12_bo1.cfg' : 'comp_mr12_bo3.cfg'}`,
      `map_pool = ${MAPS.join(',')}`,
      `admins = ${oneOf(r, ['ops.mira', 'ops.kai', 'ops.tomasz'])},ref.${site}`,
      `standby = ${standby}`,
      `image = registry.redline-arena.gg/cs-match:${oneOf(r, ['2026.12.18', '2026.12.18', '2026.12.18', '2026.12.22'])}`,
      '',
    );
  }
  return probe(
    'round 120: fleet config, INI',
    'Which server is the Winter Clash upper-bracket semi between Ashfall and Cobalt Howl set up on?',
    'gameserver_fleet_config',
    lines.join('\n'),
    'server',
    target,
  );
}

/** c1. A match server's log for one evening: when play resumed after a player's crash on the second map. */
function c1MatchServerLog(): EconomicsTask {
  const r = seededRandom(120_301);
  const lines: string[] = [];
  let t = Date.UTC(2026, 11, 30, 17, 2, 11);
  const clock = (ms: number) => {
    const d = new Date(ms);
    return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const log = (msg: string, dt = between(r, 0, 2)) => {
    t += dt * 1000;
    lines.push(`L 12/30/2026 - ${clock(t)}: ${msg}`);
  };
  type Player = { name: string; uid: number; steam: string; side: string };
  let uid = 2;
  const roster = (names: string[]): Player[] =>
    names.map((name) => ({ name, uid: uid++, steam: `[U:1:${between(r, 40_000_000, 1_400_000_000)}]`, side: 'Unassigned' }));
  const who = (p: Player) => `"${p.name}<${p.uid}><${p.steam}><${p.side}>"`;
  const pos = () => `[${between(r, -2400, 2400)} ${between(r, -2400, 2400)} ${between(r, -200, 300)}]`;
  const RIFLES = ['ak47', 'm4a1_silencer', 'm4a1', 'awp', 'galilar', 'famas', 'deagle', 'usp_silencer', 'glock', 'mp9', 'mac10', 'ssg08'];
  const BUYS = [
    'ak47',
    'm4a1_silencer',
    'awp',
    'vesthelm',
    'flashbang',
    'smokegrenade',
    'hegrenade',
    'molotov',
    'incgrenade',
    'defuser',
    'deagle',
    'galilar',
    'famas',
    'mp9',
  ];
  const HITS = ['head', 'chest', 'stomach', 'left arm', 'right arm', 'left leg', 'right leg'];
  const handles = handlePool(r, 20, ['kestrel']);
  let needle = '';

  type Pause = { round: number; kind: 'technical' | 'tactical'; team: 0 | 1; minutes?: number; needle?: boolean };
  function playMap(
    teams: [string, string],
    rosters: [Player[], Player[]],
    map: string,
    mapNo: number,
    of: number,
    mapWinner: 0 | 1,
    pauses: Pause[],
  ) {
    const started = t;
    // The map's rounds, decided up front: the winner's 13th is the last.
    const losses = between(r, 3, 11);
    const results = shuffle(r, [...Array<number>(12).fill(mapWinner), ...Array<number>(losses).fill(1 - mapWinner)]);
    results.push(mapWinner);
    log(`Loading map "de_${map.toLowerCase()}"`, between(r, 20, 40));
    log(`Started map "de_${map.toLowerCase()}" (CRC "${between(r, 100_000_000, 2_000_000_000)}")`, between(r, 5, 15));
    for (const [k, team] of rosters.entries())
      for (const p of team) {
        p.side = 'Unassigned';
        log(`${who(p)} switched from team <Unassigned> to <${k === mapNo % 2 ? 'CT' : 'TERRORIST'}>`, between(r, 0, 3));
        p.side = k === mapNo % 2 ? 'CT' : 'TERRORIST';
      }
    log('World triggered "Warmup_Start"', between(r, 5, 20));
    log(`[MatchZy] Waiting for players to .ready (${teams[0]}: 5/5, ${teams[1]}: 5/5)`, between(r, 60, 240));
    log(`[MatchZy] Going live on map ${mapNo} of ${of} (${map}). Knife round skipped (sides picked in veto).`, between(r, 10, 30));
    log(`World triggered "Match_Start" on "de_${map.toLowerCase()}"`, 3);
    const score = [0, 0];
    const tacticals = [0, 0];
    for (const [index, winner] of results.entries()) {
      const round = index + 1;
      if (round === 13) {
        for (const team of rosters) for (const p of team) p.side = p.side === 'CT' ? 'TERRORIST' : 'CT';
        log('World triggered "Halftime" (switching sides)', 5);
      }
      for (const pause of pauses.filter((x) => x.round === round)) {
        const team = teams[pause.team];
        if (pause.kind === 'tactical') {
          tacticals[pause.team]! += 1;
          log(`[MatchZy] ${team} called a tactical timeout (${tacticals[pause.team]} of 3 used).`, between(r, 1, 6));
          log(`[MatchZy] Tactical timeout over. ${between(r, 1, 3)} timeouts left for ${team}.`, 30);
          continue;
        }
        const victim = rosters[pause.team][between(r, 0, 4)]!;
        log(
          `${who(victim)} disconnected (reason "${pause.needle ? 'NETWORK_DISCONNECT_TIMEDOUT' : 'NETWORK_DISCONNECT_DISCONNECT_BY_USER'}")`,
          between(r, 1, 4),
        );
        log(`[MatchZy] ${team} requested a technical pause. The match will pause at the next freeze time.`, between(r, 2, 9));
        log(`[MatchZy] Match paused (technical, requested by ${team}).`, between(r, 1, 3));
        const minutes = pause.minutes ?? 3;
        for (let m = 0; m < minutes; m++) {
          log(`[MatchZy] Match is paused. Type .unpause when ready (${teams[0]}: not ready, ${teams[1]}: not ready).`, between(r, 55, 65));
          if (m === minutes - 2) {
            const side = victim.side;
            victim.side = '';
            victim.uid = uid++;
            log(`${who(victim)} connected, address ""`, between(r, 3, 20));
            log(`${who(victim)} STEAM USERID validated`, 1);
            victim.side = 'Unassigned';
            log(`${who(victim)} switched from team <Unassigned> to <${side}>`, between(r, 5, 30));
            victim.side = side;
            log(`${who(victim)} entered the game`, 1);
          }
        }
        log(`${who(rosters[pause.team][0]!)} say ".unpause"`, between(r, 5, 25));
        log(`[MatchZy] ${team} is ready to unpause.`, 0);
        log(`${who(rosters[1 - pause.team]![0]!)} say ".unpause"`, between(r, 3, 12));
        log(`[MatchZy] ${teams[1 - pause.team]} is ready to unpause.`, 0);
        log('[MatchZy] Both teams are ready. Match unpaused!', 1);
        if (pause.needle) needle = clock(t);
        t += between(r, 6, 12) * 1000;
      }
      log('World triggered "Round_Start"', between(r, 15, 20));
      const all = [...rosters[0], ...rosters[1]];
      for (let b = between(r, 3, 9); b > 0; b--) log(`${who(oneOf(r, all))} purchased "${oneOf(r, BUYS)}"`, 0);
      const alive = [rosters[0].slice(), rosters[1].slice()];
      const loserDeaths = random100(r) < 80 ? 5 : between(r, 2, 4);
      const winnerDeaths = between(r, 0, 4);
      const deaths = shuffle(r, [...Array<number>(loserDeaths).fill(1 - winner), ...Array<number>(winnerDeaths).fill(winner)]);
      // The round ends on the last loser's death: every death before it has someone alive to make it.
      const lastLoser = deaths.lastIndexOf(1 - winner);
      [deaths[lastLoser], deaths[deaths.length - 1]] = [deaths[deaths.length - 1]!, deaths[lastLoser]!];
      for (const side of deaths) {
        const attacker = oneOf(r, alive[1 - side]!);
        const victim = oneOf(r, alive[side]!);
        const weapon = oneOf(r, RIFLES);
        if (random100(r) < 35)
          log(`${who(oneOf(r, all))} threw ${oneOf(r, ['flashbang', 'smokegrenade', 'molotov', 'hegrenade'])} ${pos()}`, between(r, 2, 9));
        for (let h = between(r, 0, 2); h > 0; h--) {
          const dmg = between(r, 8, 45);
          log(
            `${who(attacker)} ${pos()} attacked ${who(victim)} ${pos()} with "${weapon}" (damage "${dmg}") (damage_armor "${between(r, 0, 12)}") (health "${between(r, 1, 99)}") (armor "${between(r, 0, 100)}") (hitgroup "${oneOf(r, HITS)}")`,
            between(r, 1, 8),
          );
        }
        log(
          `${who(attacker)} ${pos()} killed ${who(victim)} ${pos()} with "${weapon}"${random100(r) < 40 ? ' (headshot)' : ''}`,
          between(r, 4, 18),
        );
        alive[side] = alive[side]!.filter((p) => p !== victim);
        if (random100(r) < 4) log(`${who(oneOf(r, all))} say "${oneOf(r, ['gg', 'nice', 'ns', 'wp', 'lol'])}"`, between(r, 0, 3));
      }
      score[winner]! += 1;
      const ctTeam = rosters[0][0]!.side === 'CT' ? 0 : 1;
      const winSide = winner === ctTeam ? 'CT' : 'TERRORIST';
      log(
        `Team "${winSide}" triggered "SFUI_Notice_${winSide === 'CT' ? 'CTs_Win' : 'Terrorists_Win'}" (CT "${score[ctTeam]}") (T "${score[1 - ctTeam]}")`,
        between(r, 1, 5),
      );
      log(`Team "CT" scored "${score[ctTeam]}" with "5" players`, 0);
      log(`Team "TERRORIST" scored "${score[1 - ctTeam]}" with "5" players`, 0);
      log('World triggered "Round_End"', 0);
      t += 7_000;
    }
    log(`[MatchZy] Map ${mapNo} of ${of} finished: ${teams[0]} ${score[0]} - ${score[1]} ${teams[1]} (${map}).`, 5);
    log(
      `Game Over: competitive default de_${map.toLowerCase()} score ${score[0]}:${score[1]} after ${Math.round((t - started) / 60_000)} min`,
      1,
    );
  }

  const a = roster(handles.slice(0, 5));
  const b = roster(handles.slice(5, 10));
  log('Log file started (file "logs/L030_12_30_2026_1702.log") (game "/home/cs2/game/csgo") (version "14071")', 0);
  log('rcon from "10.42.7.3:51022": command "matchzy_loadmatch_url https://ops.redline-arena.gg/api/matches/RWC-M-0611/config"', 4);
  log('[MatchZy] Loaded match RWC-M-0611: Tagus Wolves vs Nightjar Collective (best of 3).', 1);
  playMap(['Tagus Wolves', 'Nightjar Collective'], [a, b], 'Harbor', 1, 3, 0, [{ round: 7, kind: 'tactical', team: 0 }]);
  playMap(['Tagus Wolves', 'Nightjar Collective'], [a, b], 'Ashgrove', 2, 3, 0, [
    { round: 5, kind: 'technical', team: 1, minutes: 4 },
    { round: 15, kind: 'tactical', team: 0 },
  ]);
  log('[MatchZy] Series over: Tagus Wolves win 2-0 against Nightjar Collective.', 8);
  t += 55 * 60_000;
  const iv = roster(['kestrel', ...handles.slice(10, 14)]);
  const ch = roster(handles.slice(14, 19));
  log('rcon from "10.42.7.3:51388": command "matchzy_loadmatch_url https://ops.redline-arena.gg/api/matches/RWC-M-0614/config"', 0);
  log('[MatchZy] Loaded match RWC-M-0614: Ironveil vs Cobalt Howl (best of 3).', 1);
  playMap(['Ironveil', 'Cobalt Howl'], [iv, ch], 'Vaultyard', 1, 3, 0, [
    { round: 4, kind: 'tactical', team: 1 },
    { round: 11, kind: 'technical', team: 1, minutes: 3 },
  ]);
  playMap(['Ironveil', 'Cobalt Howl'], [iv, ch], 'Kiln', 2, 3, 1, [
    { round: 3, kind: 'tactical', team: 0 },
    { round: 6, kind: 'technical', team: 0, minutes: 17, needle: true },
    { round: 14, kind: 'tactical', team: 0 },
  ]);
  playMap(['Ironveil', 'Cobalt Howl'], [iv, ch], 'Dustline', 3, 3, 0, [{ round: 18, kind: 'tactical', team: 1 }]);
  log('[MatchZy] Series over: Ironveil win 2-1 against Cobalt Howl.', 8);
  log('Log file closed', 2);
  // The answer's second must be the unpause line's alone.
  const output = lines.filter((line) => !line.includes(`- ${needle}:`) || line.includes('Match unpaused')).join('\n') + '\n';
  return probe(
    'round 120: match server log, crash pause',
    'Last night one of the Ironveil guys had his PC die in the middle of their second map and everything sat on hold for ages. What time did they actually get going again?',
    'match_server_logs',
    output,
    'resumed',
    needle,
  );
}

/** Money with thousands separators and cents (`12,500.00`). */
function money(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** c2. The 2026 prize payout ledger, a fixed-width report: what one city's runner-up of one event got after tax. */
function c2PayoutLedger(): EconomicsTask {
  const r = seededRandom(120_302);
  const CITIES = [
    'Porto',
    'Madrid',
    'Barcelona',
    'Berlin',
    'Hamburg',
    'Warsaw',
    'Stockholm',
    'Copenhagen',
    'Amsterdam',
    'London',
    'Paris',
    'Milan',
    'Helsinki',
    'Oslo',
    'Prague',
    'Istanbul',
    'Kyiv',
    'Bucharest',
    'Brussels',
    'Vienna',
    'Dublin',
    'Lyon',
    'Valencia',
  ];
  const teams = teamPool(r, 150, ['Tagus Wolves', 'Alfama Rising']);
  const city = new Map<string, string>(teams.map((t, i) => [t, i % 19 === 0 ? 'Lisbon' : oneOf(r, CITIES)]));
  city.set('Tagus Wolves', 'Lisbon');
  city.set('Alfama Rising', 'Lisbon');
  const lisbon = [...city].filter(([, c]) => c === 'Lisbon').map(([t]) => t);
  type Event = { name: string; paid: number; prizes: number[]; podium?: Record<number, string> };
  const events: Event[] = [];
  const weekly = [100_000, 50_000, 25_000, 25_000, 12_500, 12_500, 12_500, 12_500, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000];
  for (let w = 1; w <= 50; w++)
    events.push({
      name: `Redline Weekly Cup #${w}`,
      paid: Date.UTC(2026, 0, 7) + (w - 1) * 7 * DAY + between(r, 0, 2) * DAY,
      prizes: weekly,
    });
  const masters = [400_000, 200_000, 100_000, 100_000, 50_000, 50_000, 50_000, 50_000];
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  for (let m = 0; m < 12; m++)
    events.push({ name: `Redline Monthly Masters ${MONTHS[m]}`, paid: Date.UTC(2026, m, 27) + between(r, 0, 3) * DAY, prizes: masters });
  const major = [2_500_000, 1_250_000, 750_000, 500_000, 300_000, 300_000, 150_000, 150_000, 75_000, 75_000, 75_000, 75_000];
  events.push(
    { name: 'Redline Spring Open 2026', paid: Date.UTC(2026, 3, 21), prizes: major, podium: { 2: 'Tagus Wolves' } },
    { name: 'Redline Summer Series 2026', paid: Date.UTC(2026, 7, 18), prizes: major, podium: { 2: 'Alfama Rising', 4: 'Tagus Wolves' } },
    { name: 'Redline Autumn Cup 2026', paid: Date.UTC(2026, 9, 28), prizes: major, podium: { 1: 'Tagus Wolves' } },
    { name: 'Redline Winter Clash 2026 Closed Qualifier', paid: Date.UTC(2026, 11, 22), prizes: major.slice(0, 8) },
  );
  events.sort((x, y) => x.paid - y.paid);
  type Row = {
    paid: number;
    batch: string;
    payee: string;
    event: string;
    place: string;
    gross: number;
    withheld: number;
    fees: number;
    rail: string;
  };
  const rows: Row[] = [];
  let needle = '';
  for (const event of events) {
    const field = shuffle(r, teams.slice()).slice(0, event.prizes.length);
    for (const [place, name] of Object.entries(event.podium ?? {})) {
      const at = field.indexOf(name);
      if (at >= 0) field[at] = field[Number(place) - 1]!;
      field[Number(place) - 1] = name;
    }
    // Lisbon teams are runners-up of other events, but not of the Summer Series.
    if (!event.podium && random100(r) < 20) field[1] = oneOf(r, lisbon);
    const batch = `PB-${new Date(event.paid).toISOString().slice(2, 7).replace('-', '')}-${pad2(between(r, 1, 12))}`;
    for (const [k, payee] of field.entries()) {
      const gross = event.prizes[k]!;
      const target = event.name === 'Redline Summer Series 2026' && k === 1;
      const rate = target ? 0.28 : oneOf(r, [0, 0, 0, 0.1, 0.15, 0.2, 0.25, 0.28]);
      const withheld = Math.round(gross * rate);
      const rail = target
        ? 'SEPA'
        : gross >= 100_000
          ? oneOf(r, ['SEPA', 'SEPA', 'SEPA', 'SWIFT', 'PAYPAL'])
          : oneOf(r, ['SEPA', 'SEPA', 'PAYPAL']);
      const fees =
        rail === 'SEPA' ? between(r, 0, 40) : rail === 'SWIFT' ? between(r, 1_500, 3_500) : Math.round(gross * 0.02) + between(r, 0, 99);
      const row = { paid: event.paid, batch, payee, event: event.name, place: String(k + 1), gross, withheld, fees, rail };
      if (target) needle = money(gross - withheld - fees);
      rows.push(row);
    }
  }
  const header = [
    'PAID ON     BATCH        PAYEE                    HQ CITY      EVENT                                        PL  CCY        GROSS     WITHHELD      FEES          NET  RAIL',
    '----------  -----------  -----------------------  -----------  -------------------------------------------  --  ---  -----------  -----------  --------  -----------  ------',
  ];
  const out: string[] = [];
  const perPage = 60;
  const pages = Math.ceil(rows.length / perPage);
  for (let p = 0; p < pages; p++) {
    out.push(
      `REDLINE ARENA ESPORTS S.A.  PRIZE PAYOUT LEDGER  FISCAL YEAR 2026          run 2026-12-31 09:15 UTC by finance.ana          Page ${p + 1} of ${pages}`,
      '',
      ...header,
    );
    for (const row of rows.slice(p * perPage, (p + 1) * perPage))
      out.push(
        [
          new Date(row.paid).toISOString().slice(0, 10),
          row.batch.padEnd(11),
          row.payee.padEnd(23),
          city.get(row.payee)!.padEnd(11),
          row.event.padEnd(43),
          row.place.padStart(2),
          'EUR',
          money(row.gross).padStart(11),
          money(row.withheld).padStart(11),
          money(row.fees).padStart(8),
          money(row.gross - row.withheld - row.fees).padStart(11),
          row.rail,
        ].join('  '),
      );
    out.push('', '');
  }
  const total = (f: (row: Row) => number) => money(rows.reduce((sum, row) => sum + f(row), 0));
  out.push(
    `TOTALS  ${rows.length} payouts   GROSS ${total((x) => x.gross)}   WITHHELD ${total((x) => x.withheld)}   FEES ${total((x) => x.fees)}   NET ${total((x) => x.gross - x.withheld - x.fees)}`,
    'Withholding remitted to the tax authority separately (see report WHT-2026). Amounts in EUR.',
  );
  return probe(
    'round 120: payout ledger, runner-up after tax',
    "Finance is closing the 2026 books today and they've been firing questions at me all morning, sorry. This one: the Lisbon team that finished runner-up at the Summer Series, how much actually landed in their account once tax was held back?",
    'payout_ledger',
    out.join('\n') + '\n',
    'net',
    needle,
  );
}

/** c3. The broadcast ingest monitor's events, logfmt: the backup feed one channel failed over to last evening. */
function c3IngestMonitor(): EconomicsTask {
  const r = seededRandom(120_303);
  const CHANNELS = [
    { name: 'redline_en', lang: 'en', primary: 'rtmp-lon1-a01' },
    { name: 'redline_en_b', lang: 'en', primary: 'rtmp-lon1-a03' },
    { name: 'redline_es', lang: 'es', primary: 'rtmp-mad1-a02' },
    { name: 'redline_pt', lang: 'pt', primary: 'rtmp-lis1-a01' },
    { name: 'redline_de', lang: 'de', primary: 'rtmp-fra1-a02' },
    { name: 'redline_fr', lang: 'fr', primary: 'rtmp-par1-a01' },
    { name: 'redline_pl', lang: 'pl', primary: 'rtmp-waw1-a01' },
  ];
  const start = Date.UTC(2026, 11, 29, 6, 0, 0);
  const end = Date.UTC(2026, 11, 31, 15, 40, 0);
  type Entry = { t: number; line: string };
  const entries: Entry[] = [];
  const stamp = (t: number) => new Date(t).toISOString();
  const live = (t: number) => {
    const h = new Date(t).getUTCHours();
    return h >= 14 && h < 23;
  };
  for (const ch of CHANNELS) {
    for (let t = start + between(r, 0, 120_000); t < end; t += 600_000 + between(r, -4_000, 4_000)) {
      const on = live(t);
      const viewers = on ? between(r, 2_000, ch.lang === 'en' ? 90_000 : 25_000) : between(r, 40, 900);
      entries.push({
        t,
        line:
          `ts=${stamp(t)} level=info svc=ingest-mon channel=${ch.name} lang=${ch.lang} ingest=${ch.primary} event=health ` +
          `program=${on ? 'live' : 'rerun'} bitrate_kbps=${on ? between(r, 5_800, 6_200) : between(r, 3_900, 4_100)} fps=${on ? '60.00' : '30.00'} ` +
          `dropped_frames=${random100(r) < 85 ? 0 : between(r, 1, 40)} keyint_s=2.0 rtt_ms=${between(r, 8, 60)} viewers=${viewers}`,
      });
    }
  }
  const near = (name: string, at: number, to: string, trigger: string, reason: string, outageS: number) => {
    const ch = CHANNELS.find((c) => c.name === name)!;
    const base = `svc=ingest-mon channel=${ch.name} lang=${ch.lang} ingest=${ch.primary}`;
    let t = at;
    if (trigger === 'auto') {
      entries.push({
        t,
        line: `ts=${stamp(t)} level=warn ${base} event=input_stall no_video_ms=3000 last_keyframe_age_ms=${between(r, 3_100, 3_900)}`,
      });
      t += 5_000 + between(r, 0, 900);
      entries.push({ t, line: `ts=${stamp(t)} level=error ${base} event=signal_lost no_video_ms=8000 audio=silent` });
      t += between(r, 500, 1_500);
    }
    entries.push({
      t,
      line: `ts=${stamp(t)} level=warn ${base} event=failover from=${ch.primary} to=${to} trigger=${trigger} reason=${reason}`,
    });
    t += between(r, 300, 900);
    entries.push({ t, line: `ts=${stamp(t)} level=info ${base} event=failover_complete active=backup switch_ms=${between(r, 250, 900)}` });
    t += outageS * 1000;
    entries.push({ t, line: `ts=${stamp(t)} level=info ${base} event=failback active=primary after_s=${outageS} trigger=${trigger}` });
  };
  near('redline_es', Date.UTC(2026, 11, 29, 19, 12, 41, 220), 'srt-lis1-b02', 'auto', 'primary_no_video', 164);
  near('redline_en', Date.UTC(2026, 11, 29, 21, 3, 7, 514), 'srt-ams2-b01', 'auto', 'primary_no_video', 92);
  near('redline_es', Date.UTC(2026, 11, 30, 12, 30, 2, 8), 'srt-mad2-b05', 'manual', 'scheduled_drill', 300);
  near('redline_es', Date.UTC(2026, 11, 30, 20, 47, 13, 201), 'srt-mad2-b04', 'auto', 'primary_no_video', 212);
  near('redline_pt', Date.UTC(2026, 11, 30, 21, 5, 55, 640), 'srt-lis1-b03', 'auto', 'primary_no_video', 131);
  near('redline_de', Date.UTC(2026, 11, 31, 14, 2, 19, 77), 'srt-fra1-b02', 'auto', 'primary_no_video', 47);
  // Other events of the week, no failover among them.
  const OTHER = [
    (c: (typeof CHANNELS)[number]) =>
      `info event=encoder_restart host=enc-${c.lang}-0${between(r, 1, 4)} uptime_s=${between(r, 80_000, 900_000)}`,
    (c: (typeof CHANNELS)[number]) => `warn event=bitrate_dip bitrate_kbps=${between(r, 2_100, 4_400)} window_s=30 ingest=${c.primary}`,
    () => `info event=viewer_peak viewers=${between(r, 20_000, 140_000)}`,
    () => `info event=program_change program=${oneOf(r, ['live', 'rerun', 'break'])}`,
    (c: (typeof CHANNELS)[number]) => `warn event=rtt_spike rtt_ms=${between(r, 180, 900)} ingest=${c.primary}`,
  ];
  for (let k = 0; k < 260; k++) {
    const ch = oneOf(r, CHANNELS);
    const t = start + Math.floor(r() * (end - start));
    const [level, rest] = oneOf(r, OTHER)(ch).split(/ (.*)/);
    entries.push({ t, line: `ts=${stamp(t)} level=${level} svc=ingest-mon channel=${ch.name} lang=${ch.lang} ${rest}` });
  }
  entries.sort((x, y) => x.t - y.t);
  return probe(
    'round 120: ingest monitor, Spanish failover',
    'Chat was blowing up yesterday evening saying the Spanish broadcast went to a black screen for a few minutes. Which backup feed did it jump to?',
    'ingest_monitor_events',
    entries.map((e) => e.line).join('\n') + '\n',
    'backup',
    'srt-mad2-b04',
  );
}

/** d1. Anti-cheat client sessions of the qualifier, CSV: the one session on a much older client build. */
function d1AnticheatSessions(): EconomicsTask {
  const r = seededRandom(120_401);
  const teams = teamPool(r, 96, []);
  const players = handlePool(r, 480, []).map((handle, i) => ({
    handle,
    id: `RLA-P-${between(r, 10_000, 99_999)}`,
    team: teams[i % teams.length]!,
  }));
  const n = 1_750;
  const targetAt = Math.floor(n * 0.58);
  const OS = [
    'Windows 11 23H2 (22631.4602)',
    'Windows 11 24H2 (26100.2605)',
    'Windows 11 24H2 (26100.2605)',
    'Windows 10 22H2 (19045.5247)',
  ];
  const GPU = ['NVIDIA 566.36', 'NVIDIA 566.36', 'NVIDIA 565.90', 'AMD 24.12.1', 'AMD 24.10.1'];
  const lines = [
    'session_id,player_id,handle,team,match_id,started_at,ended_at,client_build,kernel_driver,os_build,gpu_driver,heartbeat_s,avg_rtt_ms,integrity,flags',
  ];
  let t = Date.UTC(2026, 11, 19, 13, 0, 0);
  let needle = '';
  let match = 300;
  for (let i = 0; i < n; i++) {
    if (i % 10 === 0) {
      match += 1;
      t += between(r, 5, 40) * 60_000;
      if (new Date(t).getUTCHours() >= 23) t += 14 * 3_600_000;
    }
    const p = oneOf(r, players);
    const sessionId = `acs_${chars(r, '0123456789abcdefghjkmnpqrstvwxyz', 14)}`;
    const old = i === targetAt;
    if (old) needle = sessionId;
    const build = old ? '3.9.14' : random100(r) < 9 ? '4.12.2' : '4.12.3';
    const driver = old ? 'rgk64 3.9.14.0912' : build === '4.12.2' ? 'rgk64 4.12.2.1163' : 'rgk64 4.12.3.1187';
    const begin = t + between(r, -120, 180) * 1000;
    lines.push(
      [
        sessionId,
        p.id,
        p.handle,
        p.team,
        `RWC-Q-${String(match).padStart(4, '0')}`,
        iso(begin),
        iso(begin + between(r, 35, 110) * 60_000),
        build,
        driver,
        `"${oneOf(r, OS)}"`,
        oneOf(r, GPU),
        '30',
        String(between(r, 9, 72)),
        'ok',
        random100(r) < 4 ? oneOf(r, ['vm_check_skipped', 'late_attach', 'overlay_discord']) : '',
      ].join(','),
    );
  }
  return probe(
    'round 120: anti-cheat sessions, old client',
    'One player in the qualifier seems to be running a way older build of the anti-cheat client than everyone else. Which session is that? Give me the session ID.',
    'anticheat_client_sessions',
    lines.join('\n') + '\n',
    'session',
    needle,
  );
}

/** d2. The replay's HLS playlist, m3u8: the one segment much shorter than the others. */
function d2ReplayPlaylist(): EconomicsTask {
  const r = seededRandom(120_402);
  const n = 3_480;
  const targetAt = Math.floor(n * 0.44);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:6',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-MAP:URI="wcq-final-20261230_1080p60_init.mp4"',
  ];
  let t = Date.UTC(2026, 11, 30, 18, 0, 0);
  let needle = '';
  const breaks = new Set([Math.floor(n * 0.17), Math.floor(n * 0.36), Math.floor(n * 0.52), Math.floor(n * 0.71), Math.floor(n * 0.88)]);
  let slate = 0;
  for (let i = 0; i < n; i++) {
    if (i % 50 === 0) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(t).toISOString().replace('Z', '+00:00')}`);
    if (breaks.has(i)) {
      lines.push('#EXT-X-DISCONTINUITY', '#EXT-X-MAP:URI="slates/brb_1080p60_init.mp4"');
      for (let k = 0; k < 20; k++) {
        lines.push('#EXTINF:6.000,', `slates/brb_1080p60_${String(++slate).padStart(4, '0')}.m4s`);
        t += 6_000;
      }
      lines.push('#EXT-X-DISCONTINUITY', '#EXT-X-MAP:URI="wcq-final-20261230_1080p60_init.mp4"');
    }
    const name = `wcq-final-20261230_1080p60_${String(i).padStart(6, '0')}.m4s`;
    const duration = i === targetAt ? '1.733' : random100(r) < 6 ? oneOf(r, ['5.983', '6.017']) : '6.000';
    if (i === targetAt) needle = name;
    lines.push(`#EXTINF:${duration},`, name);
    t += Number(duration) * 1000;
  }
  lines.push('#EXT-X-ENDLIST');
  return probe(
    'round 120: replay playlist, short segment',
    "The replay of last night's final has a weird hiccup: one of the chunks in the 1080p playlist is way shorter than all the others. Which chunk file is it?",
    'vod_playlist_get',
    lines.join('\n') + '\n',
    'segment',
    needle,
  );
}

/** d3. The season's roster audit, a Markdown table: the one team with four starters. */
function d3RosterAudit(): EconomicsTask {
  const r = seededRandom(120_403);
  const n = 560;
  const teams = teamPool(r, n, []);
  const targetAt = Math.floor(n * 0.63);
  const REGIONS = ['EU-West', 'EU-North', 'EU-East', 'EU-Central', 'Iberia', 'MENA'];
  const lines = [
    '# Roster audit: season 2026 (all divisions)',
    '',
    `Generated 2026-12-31 08:40 UTC by roster-svc 2.14.0. ${n} teams. Roster lock for the Winter Clash finals: 2027-01-04 23:59 UTC.`,
    '',
    '| # | Team | Tag | Org ID | Division | Region | Starters | Subs | Coach | KYC | Roster locked | Last change | Contact |',
    '|---:|---|---|---|---|---|---:|---:|---|---|---|---|---|',
  ];
  let needle = '';
  for (const [i, team] of teams.entries()) {
    if (i === targetAt) needle = team;
    const subs = between(r, 0, 3);
    const starters = i === targetAt ? 4 : 5;
    const [cf, cl] = person(r);
    const locked = random100(r) < 70;
    const last = Date.UTC(2026, between(r, 0, 11), between(r, 1, 28));
    lines.push(
      `| ${i + 1} | ${team} | ${team.slice(0, 2).toUpperCase()}${team.split(' ')[1]![0]} | ORG-${String(between(r, 100, 2999)).padStart(4, '0')} | ${oneOf(r, ['Pro', 'Challenger', 'Challenger', 'Open', 'Open', 'Academy'])} | ${oneOf(r, REGIONS)} | ${starters} | ${subs} | ${random100(r) < 8 ? 'n/a' : `${cf} ${cl}`} | ${random100(r) < 85 ? 'complete' : `${between(r, 1, 2)} pending`} | ${locked ? 'yes' : 'no'} | ${new Date(last).toISOString().slice(0, 10)} | ${cf.toLowerCase()}@${team.toLowerCase().replace(/ /g, '')}.gg |`,
    );
  }
  lines.push('', `Totals: ${n} teams, ${n * 5 - 1} starters.`);
  return probe(
    'round 120: roster audit, a starter short',
    'Is any team in the season roster audit one player short of a full starting lineup? Which one?',
    'roster_audit',
    lines.join('\n') + '\n',
    'team',
    needle,
  );
}

export function roundOneHundredTwenty(): EconomicsTask[] {
  return [
    a1AnticheatExport(),
    a2RegistrationFeed(),
    a3WillCallPage(),
    b1RosterYaml(),
    b2PayoutsJson(),
    b3FleetConfig(),
    c1MatchServerLog(),
    c2PayoutLedger(),
    c3IngestMonitor(),
    d1AnticheatSessions(),
    d2ReplayPlaylist(),
    d3RosterAudit(),
  ];
}
