/**
 * Probe round 33, written blind: a mobile game studio (Lanternfish Games) running a live free-to-play
 * game, Skyreach Arena: game servers and matchmaking, player accounts and anti-cheat, in-app purchases,
 * live-ops, analytics, crash reporting, CDN, moderation, its cloud platform and on-call. "Today" is
 * Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - play voided purchases api: was a player's gem pack order voided, by whom and why (minified JSON).
 *  - cdn origin listing xml: how big the new map's HD Android bundle came out (one-line S3 listing).
 *  - liveops calendar api: when a weekend event finishes (minified JSON calendar).
 * b. The answer a few lines away from the line the question's words match:
 *  - qa device logcat: which of our own functions the shop crash died in, and on what line.
 *  - fleet autoscalers yaml: how high a fleet's autoscaler may scale in one datacenter.
 *  - dbt run results json: how many rows last night's run wrote into one fact table.
 * c. A question that paraphrases the output or carries a preamble:
 *  - pagerduty log entries, paraphrase: who picked up the page for Saturday's sign-in outage, and when.
 *  - crash issues table, preamble: how many players the crash on opening in-game mail has hit.
 *  - moderation actions jsonl, preamble and paraphrase: what a player was silenced for, and for how long.
 * d. One value unlike its peers:
 *  - anti-cheat telemetry summary: which qualifier player has a figure no human could have.
 *  - kafka topics describe: which partition is kept on fewer brokers than the rest.
 *  - play price export csv: which pack in which country is priced out of line with everywhere else.
 * Not among the bench's targets.
 *
 * First run, at 085a0c6 (60d984a with this file; `ROUNDS=33 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 2,204,225 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds the same 2/12
 * (65,329 tokens):
 *   round 33: play voided purchases api
 *     codex: 9,269 tokens, peak 9,152, 0/1 needles, 0 read-backs
 *     context-chef: 943 tokens, peak 826, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,166 tokens, peak 1,052, 1/1 needles, 1 read-backs
 *     ours: 2,372 tokens, peak 1,275, 1/1 needles, 1 read-backs
 *   round 33: cdn origin listing xml
 *     codex: 248 tokens, peak 150, 0/1 needles, 0 read-backs
 *     context-chef: 735 tokens, peak 637, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,566 tokens, peak 6,012, 0/1 needles, 4 read-backs
 *     ours: 11,839 tokens, peak 3,953, 0/1 needles, 4 read-backs
 *   round 33: liveops calendar api
 *     codex: 7,019 tokens, peak 6,939, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,301 tokens, peak 4,910, 0/1 needles, 4 read-backs
 *     ours: 6,590 tokens, peak 2,548, 0/1 needles, 3 read-backs
 *   round 33: qa device logcat
 *     codex: 16,872 tokens, peak 16,778, 0/1 needles, 0 read-backs
 *     context-chef: 831 tokens, peak 737, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,452 tokens, peak 1,405, 0/1 needles, 4 read-backs
 *     ours: 4,495 tokens, peak 960, 0/1 needles, 4 read-backs
 *   round 33: fleet autoscalers yaml
 *     codex: 12,362 tokens, peak 12,279, 0/1 needles, 0 read-backs
 *     context-chef: 664 tokens, peak 581, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,922 tokens, peak 1,634, 0/1 needles, 2 read-backs
 *     ours: 2,977 tokens, peak 1,265, 0/1 needles, 2 read-backs
 *   round 33: dbt run results json
 *     codex: 12,650 tokens, peak 12,577, 0/1 needles, 0 read-backs
 *     context-chef: 667 tokens, peak 594, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,374 tokens, peak 1,750, 0/1 needles, 3 read-backs
 *     ours: 4,017 tokens, peak 1,349, 0/1 needles, 3 read-backs
 *   round 33: pagerduty log entries, paraphrase
 *     codex: 13,418 tokens, peak 13,335, 0/1 needles, 0 read-backs
 *     context-chef: 674 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,665 tokens, peak 1,227, 0/1 needles, 4 read-backs
 *     ours: 4,256 tokens, peak 911, 0/1 needles, 4 read-backs
 *   round 33: crash issues table, preamble
 *     codex: 12,341 tokens, peak 12,229, 0/1 needles, 0 read-backs
 *     context-chef: 639 tokens, peak 527, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,020 tokens, peak 4,605, 0/1 needles, 4 read-backs
 *     ours: 11,205 tokens, peak 4,333, 0/1 needles, 4 read-backs
 *   round 33: moderation actions jsonl, preamble and paraphrase
 *     codex: 14,488 tokens, peak 14,374, 0/1 needles, 0 read-backs
 *     context-chef: 796 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,704 tokens, peak 3,955, 1/1 needles, 2 read-backs
 *     ours: 6,046 tokens, peak 3,234, 1/1 needles, 2 read-backs
 *   round 33: anti-cheat telemetry summary
 *     codex: 17,959 tokens, peak 17,862, 0/1 needles, 0 read-backs
 *     context-chef: 858 tokens, peak 761, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,809 tokens, peak 1,357, 0/1 needles, 1 read-backs
 *     ours: 3,002 tokens, peak 1,999, 0/1 needles, 1 read-backs
 *   round 33: kafka topics describe
 *     codex: 19,268 tokens, peak 19,185, 0/1 needles, 0 read-backs
 *     context-chef: 866 tokens, peak 783, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,835 tokens, peak 2,441, 0/1 needles, 4 read-backs
 *     ours: 5,268 tokens, peak 1,843, 0/1 needles, 4 read-backs
 *   round 33: play price export csv
 *     codex: 17,951 tokens, peak 17,852, 0/1 needles, 0 read-backs
 *     context-chef: 893 tokens, peak 794, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,882 tokens, peak 1,484, 0/1 needles, 4 read-backs
 *     ours: 3,278 tokens, peak 734, 0/1 needles, 4 read-backs
 */
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of 2026 in UTC; `month` counts from 1 (13 and on run into 2027). */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** Thursday 19 November 2026, a little after ten in the morning UTC. */
const NOW = T(11, 19, 10, 12, 40);
/** `2026-11-19T10:12:40Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);

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

/** The game's heroes, by their internal ids. */
const HEROES = [
  'ashwarden',
  'bramblehex',
  'cinderfang',
  'duskweaver',
  'ember_queen',
  'frostwarden',
  'galeblade',
  'hollowmancer',
  'ironbloom',
  'jadefist',
  'kestrel',
  'lumen',
  'mirelurk',
  'nightglass',
  'oathkeeper',
  'pyrelance',
  'quillback',
  'riftrunner',
  'saltmarsh',
  'tidecaller',
  'umbral_duke',
  'vesper',
  'wildroot',
  'xolotl',
  'yarrow',
  'zephyrine',
  'brassjaw',
  'coralsong',
  'dawnshard',
  'neon_ronin',
];
/** The maps, by their internal ids. */
const MAPS = [
  'amber_docks',
  'ashen_causeway',
  'breakwater',
  'cinder_yards',
  'dune_sanctum',
  'emberfall_keep',
  'frostvale',
  'glacier_pass',
  'harbor_ruins',
  'ironwood',
  'jade_terraces',
  'lunar_bastion',
  'mirage_oasis',
  'nightmarket',
  'obsidian_rift',
];
/** A hero's display name from its id. */
const heroName = (id: string) =>
  id
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------

/** Google Play's `voidedpurchases.list` for the last 30 days, one line of JSON; one order's source and reason. */
function playVoidedPurchasesApi(): EconomicsTask {
  const random = seededRandom(33_001);
  const TARGET = 'GPA.3318-4471-0923-51837';
  const SWAPPED = 'GPA.3318-4471-0923-51873';
  const SHIFTED = 'GPA.3318-4417-0923-51837';
  const used = new Set<string>([TARGET, SWAPPED, SHIFTED]);
  const orderId = () => {
    let id = '';
    while (!id || used.has(id)) id = `GPA.33${digits(random, 2)}-${digits(random, 4)}-${digits(random, 4)}-${digits(random, 5)}`;
    used.add(id);
    return id;
  };
  const token = () => `${chars(random, 'abcdefghijklmnopqrstuvwxyz', 24)}.AO-J1O${chars(random, `${ALNUM}-_`, between(random, 100, 118))}`;
  /** Who voided (0 user, 1 developer, 2 Google) and why (0 other ... 7 chargeback), in proportion. */
  const CAUSES: readonly (readonly [number, number])[] = [
    [0, 1],
    [0, 1],
    [0, 1],
    [0, 1],
    [0, 4],
    [0, 4],
    [0, 4],
    [0, 2],
    [0, 3],
    [0, 0],
    [1, 0],
    [1, 3],
    [1, 5],
    [2, 5],
    [2, 6],
    [2, 7],
    [2, 7],
  ];
  const COUNT = 1_000;
  const start = NOW - 30 * DAY;
  const voidedAt = Array.from({ length: COUNT }, () => start + pick(random, 30 * DAY)).sort((a, b) => a - b);
  const record = (at: number, id = orderId(), cause = oneOf(random, CAUSES)) => ({
    kind: 'androidpublisher#voidedPurchase',
    purchaseToken: token(),
    purchaseTimeMillis: String(at - between(random, 90, 40 * 24 * 60) * MINUTE - pick(random, MINUTE)),
    voidedTimeMillis: String(at),
    orderId: id,
    voidedSource: cause[0],
    voidedReason: cause[1],
  });
  const records = voidedAt.map((at) => record(at));
  const place = (fraction: number, id: string, cause: readonly [number, number]) => {
    const i = Math.floor(COUNT * fraction);
    records[i] = record(voidedAt[i]!, id, cause);
  };
  place(0.5, TARGET, [2, 7]);
  place(0.44, SWAPPED, [0, 1]);
  place(0.57, SHIFTED, [1, 3]);
  const output = `${JSON.stringify({
    pageInfo: { totalResults: COUNT, resultPerPage: COUNT, startIndex: 0 },
    tokenPagination: { nextPageToken: chars(random, `${ALNUM}-_`, 64) },
    voidedPurchases: records,
  })}\n`;
  const needle = `"orderId":"${TARGET}","voidedSource":2,"voidedReason":7`;
  const ask =
    'A player has emailed support, furious that the Dragon Hoard gem pack he bought got taken back off his account. He sent his Google Play order number, GPA.3318-4471-0923-51837. Has that purchase been voided, and if so who voided it and for what reason?';
  return probe('round 33: play voided purchases api', ask, 'http_get', output, 'voided', needle, true);
}

/** The CDN origin bucket's S3 listing of the Android 4.19.0 bundles, one line of XML; one map bundle's size. */
function cdnOriginListingXml(): EconomicsTask {
  const random = seededRandom(33_002);
  const MiB = 1_048_576;
  const size = (lo: number, hi: number) => Math.floor((lo + random() * (hi - lo)) * MiB);
  const keys: { key: string; size: number }[] = [];
  const add = (key: string, bytes: number) => keys.push({ key, size: bytes });
  for (const map of MAPS) add(`audio/music_${map}.bundle`, size(3, 9));
  for (const sfx of ['abilities', 'announcer', 'crowd', 'footsteps', 'impacts', 'menu', 'pickups', 'weather', 'weapons', 'ambience'])
    add(`audio/sfx_${sfx}.bundle`, size(1, 12));
  for (const hero of HEROES) for (const lang of ['de', 'en', 'es', 'ja', 'pt']) add(`audio/vo_${hero}_${lang}.bundle`, size(0.4, 3.8));
  for (const hero of HEROES) {
    add(`characters/${hero}_anim.bundle`, size(3, 11));
    add(`characters/${hero}_base.bundle`, size(4, 18));
    add(`characters/${hero}_portrait.bundle`, size(0.2, 1.1));
    for (let k = 1, n = between(random, 1, 4); k <= n; k++) add(`characters/${hero}_skin_${pad2(k)}.bundle`, size(3, 12));
  }
  for (const hero of HEROES) add(`effects/${hero}_abilities.bundle`, size(1, 7));
  for (let k = 1; k <= 24; k++) add(`effects/common_${pad2(k)}.bundle`, size(0.5, 5));
  for (const map of MAPS) {
    add(`maps/${map}_hd.bundle`, map === 'glacier_pass' ? 148_213_504 : size(88, 162));
    add(`maps/${map}_lightmaps_hd.bundle`, size(40, 90));
    add(`maps/${map}_lightmaps_sd.bundle`, size(10, 30));
    add(`maps/${map}_sd.bundle`, size(35, 70));
    add(`maps/${map}_shared.bundle`, size(10, 30));
  }
  for (let k = 1; k <= 14; k++) add(`shaders/variants_${pad2(k)}.bundle`, size(0.8, 6));
  const SCREENS = [
    'battle_hud',
    'battle_results',
    'battle_pass',
    'chat',
    'collection',
    'events',
    'friends',
    'guild',
    'guild_war',
    'hero_detail',
    'heroes',
    'inventory',
    'leaderboard',
    'loading',
    'login',
    'mail',
    'main_menu',
    'map_select',
    'matchmaking',
    'profile',
    'quests',
    'ranked',
    'settings',
    'shop',
    'siege',
    'social',
    'store_offers',
    'tournament',
    'tutorial',
    'vip',
  ];
  for (const screen of SCREENS) for (const res of ['hd', 'ld', 'sd']) add(`ui/${screen}_${res}.bundle`, size(0.1, 6));
  for (let k = 1; k <= 120; k++) add(`ui/icons_${String(k).padStart(3, '0')}.bundle`, size(0.05, 2));
  for (let k = 1; k <= 80; k++) add(`vfx/pack_${String(k).padStart(3, '0')}.bundle`, size(0.5, 9));
  const prefix = 'bundles/4.19.0/android/';
  keys.sort((a, b) => (a.key < b.key ? -1 : 1));
  const listed = keys.slice(0, 1_000);
  const base = T(11, 18, 15, 2, 11);
  const contents = (k: { key: string; size: number }, at: number) => {
    const parts = k.size > 8 * MiB ? `-${Math.ceil(k.size / (8 * MiB))}` : '';
    return `<Contents><Key>${prefix}${k.key}</Key><LastModified>${new Date(at).toISOString()}</LastModified><ETag>&quot;${hex(random, 32)}${parts}&quot;</ETag><ChecksumAlgorithm>CRC64NVME</ChecksumAlgorithm><ChecksumType>FULL_OBJECT</ChecksumType><Size>${k.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
  };
  let needle = '';
  const body = listed.map((k, i) => {
    const target = k.key === 'maps/glacier_pass_hd.bundle';
    const at = target ? T(11, 18, 16, 42, 9) : base + Math.floor((i / listed.length) * 150 * MINUTE) + pick(random, 40 * SECOND);
    const text = contents(k, at);
    if (target) needle = text.slice('<Contents>'.length, text.indexOf('<StorageClass>'));
    return text;
  });
  const output = `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>lf-skyreach-cdn-origin</Name><Prefix>${prefix}</Prefix><KeyCount>${listed.length}</KeyCount><MaxKeys>1000</MaxKeys><EncodingType>url</EncodingType><IsTruncated>false</IsTruncated>${body.join('')}</ListBucketResult>\n`;
  const ask =
    'We pushed the Android 4.19 asset bundles to the CDN origin yesterday, including the new Glacier Pass map. How big did the HD bundle for that map come out? The patcher starts complaining above 150 MB.';
  return probe('round 33: cdn origin listing xml', ask, 'http_get', output, 'size', needle, true);
}

/** The live-ops service's event calendar, June 2026 to April 2027, one line of JSON; one event's end. */
function liveopsCalendarApi(): EconomicsTask {
  const random = seededRandom(33_003);
  const FROM = T(6, 1);
  const TO = T(16, 30);
  const ADJECTIVES = [
    'Ember',
    'Thunder',
    'Obsidian',
    'Tidal',
    'Verdant',
    'Solar',
    'Ashen',
    'Crimson',
    'Gale',
    'Iron',
    'Starfall',
    'Hollow',
  ];
  const ITEMS = ['gems', 'gold', 'hero_shards', 'xp_boost_1h', 'chest_rare', 'chest_epic', 'skin_token', 'emote', 'banner_frame', 'energy'];
  const OWNERS = ['liveops-eu', 'liveops-na', 'monetisation', 'community', 'esports'];
  const releases = (t: number) => `4.${14 + Math.min(8, Math.floor((t - FROM) / (42 * DAY)))}.0`;
  const week = (t: number) => {
    const d = new Date(t);
    const jan1 = Date.UTC(d.getUTCFullYear(), 0, 1);
    return `${String(d.getUTCFullYear()).slice(2)}w${pad2(Math.floor((t - jan1) / (7 * DAY)) + 1)}`;
  };
  const status = (start: number, end: number) => (end <= NOW ? 'ended' : start <= NOW ? 'live' : 'scheduled');
  const track = (tiers: number) => {
    let points = 0;
    return Array.from({ length: tiers }, (_, k) => ({
      tier: k + 1,
      points: (points += oneOf(random, [100, 150, 200, 250])),
      rewards: [{ item: oneOf(random, ITEMS), qty: oneOf(random, [1, 2, 5, 10, 20, 50, 100]) }],
    }));
  };
  let seq = 0;
  const event = (name: string, type: string, start: number, end: number, slug: string) => ({
    id: `evt_${week(start)}_${slug}_${pad2(++seq % 100)}`,
    name,
    type,
    status: status(start, end),
    starts_at: isoZ(start),
    ends_at: isoZ(end),
    time_mode: oneOf(random, ['global', 'global', 'global', 'local']),
    audience: {
      segments: oneOf(random, [['all'], ['all'], ['payers'], ['lapsed_14d'], ['level_20_plus'], ['new_players_7d']]),
      platforms: ['android', 'ios'],
      min_client: releases(start),
    },
    track: type === 'sale' || type === 'double_xp' ? [] : track(between(random, 6, 24)),
    offers:
      type === 'double_xp'
        ? []
        : Array.from({ length: between(random, 0, 3) }, () => ({
            sku: `${slug}_${oneOf(random, ['pass', 'bundle', 'chest', 'pack'])}`,
            price_tier: `t${oneOf(random, [1, 3, 5, 10, 15, 20])}`,
            bonus_pct: oneOf(random, [0, 0, 10, 25, 50]),
          })),
    overrides: {
      [`matchmaking.${type}.enabled`]: true,
      'economy.drop_multiplier': oneOf(random, [1, 1, 1.5, 2]),
      'ui.home_banner': `banner_${slug}`,
    },
    owner: oneOf(random, OWNERS),
    revision: between(random, 1, 30),
    updated_at: isoZ(Math.min(start - between(random, 1, 20) * DAY, NOW - between(random, 1, 40) * HOUR)),
  });
  const events: ReturnType<typeof event>[] = [];
  for (let t = FROM; t < TO; t += between(random, 10, 22) * HOUR) {
    const start = Math.floor(t / HOUR) * HOUR;
    const kind = pick(random, 8);
    const hero = oneOf(random, HEROES);
    if (kind === 0) {
      const adj = oneOf(random, ADJECTIVES);
      events.push(event(`${adj} Siege`, 'siege', start, start + 3 * DAY, `siege_${adj.toLowerCase()}`));
    } else if (kind === 1) events.push(event(`${heroName(hero)} Spotlight`, 'banner', start, start + 14 * DAY, `banner_${hero}`));
    else if (kind === 2) {
      const name = oneOf(random, ['Weekend Gem Sale', `Flash Sale: ${heroName(hero)} Bundle`, 'Gold Rush Sale', 'Skin Vault Sale']);
      events.push(event(name, 'sale', start, start + between(random, 2, 4) * DAY, 'sale'));
    } else if (kind === 3) events.push(event('Double XP Weekend', 'double_xp', start, start + 2 * DAY, 'dxp'));
    else if (kind === 4) {
      const cup = oneOf(random, ['Autumn Cup', 'Harvest Cup', 'Midnight Cup', 'Founders Cup', 'Guild Clash']);
      events.push(event(`${cup} Qualifier`, 'tournament', start, start + 2 * DAY, cup.toLowerCase().replace(/ /g, '_')));
    } else if (kind === 5)
      events.push(event(`${oneOf(random, ADJECTIVES)} Login Rewards`, 'login_calendar', start, start + 7 * DAY, 'login'));
    else if (kind === 6)
      events.push(
        event(
          `Community Goal: ${oneOf(random, ['Million Matches', 'Guild Rally', 'Hero Mastery'])}`,
          'community_goal',
          start,
          start + 7 * DAY,
          'cgoal',
        ),
      );
    else events.push(event(`${heroName(hero)} Trials`, 'challenge', start, start + 4 * DAY, `trials_${hero}`));
  }
  const target = event('Frostbite Siege', 'siege', T(11, 20, 17), T(11, 23, 17), 'siege_frostbite');
  events.push(target);
  events.push(event('Frostbite Siege: Trials', 'siege_prelude', T(11, 18, 17), T(11, 20, 16), 'siege_frostbite_prelude'));
  events.push(event('Frostbite Skirmish', 'siege', T(7, 10, 17), T(7, 13, 17), 'skirmish_frostbite'));
  events.sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : 0));
  const output = `${JSON.stringify({
    game: 'skyreach',
    env: 'prod',
    from: isoZ(FROM),
    to: isoZ(TO),
    generated_at: isoZ(NOW),
    count: events.length,
    events,
  })}\n`;
  const needle = `"name":"Frostbite Siege","type":"siege","status":"scheduled","starts_at":"2026-11-20T17:00:00Z","ends_at":"2026-11-23T17:00:00Z"`;
  const ask =
    'Community want to post a last-chance reminder a few hours before Frostbite Siege wraps up this weekend. When exactly does it finish?';
  return probe('round 33: liveops calendar api', ask, 'http_get', output, 'end', needle, true);
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------

/** `adb logcat -d -v threadtime` from a QA phone's day of testing; three crashes, one on opening the shop. */
function qaDeviceLogcat(): EconomicsTask {
  const random = seededRandom(33_004);
  /** Device local time (Helsinki, UTC+2), kept as UTC so it prints as it stands. */
  const L = (h: number, m: number, s = 0, ms = 0) => T(11, 19, h, m, s) + ms;
  const stamp = (t: number) => {
    const d = new Date(t);
    return `${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`;
  };
  const lines: { t: number; n: number; text: string }[] = [];
  let order = 0;
  const log = (t: number, pid: number, tid: number, level: string, tag: string, msg: string) =>
    lines.push({
      t,
      n: order++,
      text: `${stamp(t)} ${String(pid).padStart(5)} ${String(tid).padStart(5)} ${level} ${tag.padEnd(8)}: ${msg}`,
    });
  const SYSTEM = 1543;
  const PKG = 'com.lanternfish.skyreach';
  /** The game's runs: pid, start, end (the end is a crash, but for the last). */
  const RUNS = [
    { pid: 14502, from: L(9, 2, 10), to: L(11, 5, 41, 208) },
    { pid: 19377, from: L(11, 8, 3), to: L(14, 32, 7, 412) },
    { pid: 24816, from: L(14, 34, 50), to: L(16, 47, 22, 904) },
    { pid: 28131, from: L(16, 50, 12), to: L(18, 31) },
  ];
  const QUEUES = ['ranked-duo', 'ranked-solo', 'casual-trio', 'arena-5v5', 'brawl'];
  const SCREENS = ['MainMenu', 'Heroes', 'HeroDetail', 'Events', 'Guild', 'Mail', 'Profile', 'Leaderboard', 'BattlePass', 'MapSelect'];
  const appLine = (t: number, pid: number) => {
    const unity = pid + 41;
    const kind = pick(random, 12);
    if (kind === 0)
      log(
        t,
        pid,
        unity,
        'I',
        'Unity',
        `[Net] rtt fra1 ${between(random, 18, 64)}ms jitter ${between(random, 1, 9)}ms loss ${(random() * 0.8).toFixed(1)}%`,
      );
    else if (kind === 1)
      log(
        t,
        pid,
        unity,
        'D',
        'Unity',
        `[Matchmaking] ticket tkt_${hex(random, 12)} state=${oneOf(random, ['SEARCHING', 'SEARCHING', 'MATCHED', 'CANCELLED'])} queue=${oneOf(random, QUEUES)}`,
      );
    else if (kind === 2)
      log(
        t,
        pid,
        unity,
        'I',
        'Unity',
        `[Analytics] flushed ${between(random, 4, 60)} events (${between(random, 800, 24_000)} B) to ingest-eu.skyreach.lanternfish.net`,
      );
    else if (kind === 3)
      log(
        t,
        pid,
        unity,
        'D',
        'Unity',
        `[Assets] loaded ${oneOf(random, ['characters', 'effects', 'ui', 'vfx', 'audio'])}/${oneOf(random, HEROES)}_${oneOf(random, ['base', 'anim', 'abilities', 'portrait'])}.bundle in ${between(random, 3, 240)}ms (${oneOf(random, ['cache', 'cache', 'cache', 'cdn'])})`,
      );
    else if (kind === 4)
      log(
        t,
        pid,
        unity,
        'I',
        'Unity',
        `[Battle] match m_${hex(random, 10)} tick ${between(random, 100, 9_000)} players=6 fps=${between(random, 54, 60)} frame_ms=${(12 + random() * 5).toFixed(1)}`,
      );
    else if (kind === 5) log(t, pid, unity, 'I', 'Unity', `[UI] screen -> ${oneOf(random, SCREENS)}`);
    else if (kind === 6)
      log(
        t,
        pid,
        unity,
        'D',
        'Unity',
        `[GC] heap ${between(random, 180, 420)}MB, collected ${between(random, 2, 40)}MB in ${(random() * 6).toFixed(2)}ms`,
      );
    else if (kind === 7) log(t, pid, pid, 'D', 'ViewRootImpl@8c41f2e[UnityPlayerActivity]', `ViewPostIme pointer ${oneOf(random, [0, 1])}`);
    else if (kind === 8)
      log(t, pid, pid + between(random, 60, 90), 'I', 'chatty', `uid=10245(${PKG}) UnityMain identical ${between(random, 2, 40)} lines`);
    else if (kind === 9) log(t, pid, pid + 44, 'D', 'OpenGLRenderer', `makeCurrent EglSurface : 0x${hex(random, 12)} -> 0x0`);
    else if (kind === 10) log(t, pid, unity, 'I', 'Unity', `[Quests] progress daily_${between(random, 1, 6)} ${between(random, 0, 9)}/10`);
    else log(t, pid, unity, 'D', 'Unity', `[Chat] world:en-${between(random, 1, 4)} received ${between(random, 1, 12)} messages`);
  };
  const systemLine = (t: number) => {
    const kind = pick(random, 9);
    if (kind === 0)
      log(
        t,
        1183,
        1321,
        'I',
        'wpa_supplicant',
        `wlan0: CTRL-EVENT-SIGNAL-CHANGE above=1 signal=-${between(random, 48, 71)} noise=9999 txrate=${oneOf(random, [573500, 864800, 1200900])} rxrate=${oneOf(random, [573500, 864800])}`,
      );
    else if (kind === 1)
      log(
        t,
        SYSTEM,
        1602,
        'D',
        'ConnectivityService',
        `NetReassign [no changes] [c ${between(random, 0, 3)}] [a ${between(random, 0, 2)}] [i ${between(random, 0, 3)}]`,
      );
    else if (kind === 2) log(t, 925, 925, 'I', 'SurfaceFlinger', `Display 4619827259835644672 HWC layers: ${between(random, 2, 6)}`);
    else if (kind === 3)
      log(t, SYSTEM, 1871, 'D', 'SamsungAlarmManager', `Expired : ${between(random, 1, 4)} total:${between(random, 40, 90)}`);
    else if (kind === 4)
      log(
        t,
        2811,
        2811,
        'D',
        'NetworkController.MobileSignalController(1)',
        `onSignalStrengthsChanged signalStrength=SignalStrength:{mLte=CellSignalStrengthLte: rssi=-${between(random, 61, 85)} rsrp=-${between(random, 88, 110)}} level=${between(random, 2, 4)}`,
      );
    else if (kind === 5)
      log(
        t,
        SYSTEM,
        1660,
        'I',
        'ThermalManagerService',
        `skin temp ${(30 + random() * 9).toFixed(1)}C status=${oneOf(random, [0, 0, 0, 1])}`,
      );
    else if (kind === 6)
      log(t, 1022, 1480, 'D', 'AudioFlinger', `mixer(0x${hex(random, 12)}) throttle end: throttle time(${between(random, 10, 40)})`);
    else if (kind === 7) log(t, SYSTEM, 2044, 'I', 'GameManagerService', `${PKG} mode: 2 (performance) fps override: 60`);
    else log(t, 4410, 4458, 'I', 'adbd', `adbd_auth: ${oneOf(random, ['ping', 'ping', 'notify_framework_connected'])}`);
  };
  const runOf = (t: number) => RUNS.find((r) => t >= r.from && t < r.to);
  for (let t = L(9, 0); t < L(18, 31); t += between(random, 200, 9_800)) {
    const run = runOf(t);
    if (run && random() < 0.62) appLine(t, run.pid);
    else systemLine(t);
  }
  const start = (run: (typeof RUNS)[number]) => {
    log(
      run.from - 1_800,
      SYSTEM,
      1660,
      'I',
      'ActivityManager',
      `Start proc ${run.pid}:${PKG}/u0a245 for top-activity {${PKG}/com.unity3d.player.UnityPlayerActivity}`,
    );
    log(
      run.from + 2_600,
      SYSTEM,
      1671,
      'I',
      'ActivityTaskManager',
      `Displayed ${PKG}/com.unity3d.player.UnityPlayerActivity: +${between(random, 1, 2)}s${between(random, 100, 900)}ms`,
    );
    log(run.from + 3_100, run.pid, run.pid + 41, 'I', 'Unity', `[Boot] Skyreach Arena 4.18.1 (41801) il2cpp arm64 device=SM-S911B`);
  };
  RUNS.forEach(start);
  /** A Java crash's lines, one per line of the trace, then the process going. */
  const javaCrash = (t: number, pid: number, tid: number, thread: string, trace: readonly string[]) => {
    log(t, pid, tid, 'E', 'AndroidRuntime', `FATAL EXCEPTION: ${thread}`);
    log(t, pid, tid, 'E', 'AndroidRuntime', `Process: ${PKG}, PID: ${pid}`);
    for (const frame of trace) log(t, pid, tid, 'E', 'AndroidRuntime', frame);
    log(t + 31, pid, tid, 'I', 'Process', `Sending signal. PID: ${pid} SIG: 9`);
    log(t + 58, SYSTEM, 1671, 'W', 'ActivityTaskManager', `  Force finishing activity ${PKG}/com.unity3d.player.UnityPlayerActivity`);
    log(t + 402, SYSTEM, 1702, 'I', 'ActivityManager', `Process ${PKG} (pid ${pid}) has died: fg  TOP `);
  };
  const LOOPER = [
    '\tat android.os.Handler.handleCallback(Handler.java:959)',
    '\tat android.os.Handler.dispatchMessage(Handler.java:100)',
    '\tat android.os.Looper.loopOnce(Looper.java:232)',
    '\tat android.os.Looper.loop(Looper.java:317)',
    '\tat android.app.ActivityThread.main(ActivityThread.java:8705)',
    '\tat java.lang.reflect.Method.invoke(Native Method)',
    '\tat com.android.internal.os.RuntimeInit$MethodAndArgsCaller.run(RuntimeInit.java:580)',
    '\tat com.android.internal.os.ZygoteInit.main(ZygoteInit.java:886)',
  ];
  // The morning's crash: the push token worker, off the main thread.
  javaCrash(RUNS[0]!.to, RUNS[0]!.pid, RUNS[0]!.pid + 112, 'DefaultDispatcher-worker-2', [
    'kotlin.UninitializedPropertyAccessException: lateinit property tokenStore has not been initialized',
    '\tat com.lanternfish.skyreach.push.PushTokenWorker.doWork(PushTokenWorker.kt:44)',
    '\tat com.lanternfish.skyreach.push.PushTokenWorker$doWork$1.invokeSuspend(Unknown Source:14)',
    '\tat kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)',
    '\tat kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:101)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler.runSafely(CoroutineScheduler.kt:589)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler$Worker.executeTask(CoroutineScheduler.kt:832)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler$Worker.runWorker(CoroutineScheduler.kt:720)',
    '\tat kotlinx.coroutines.scheduling.CoroutineScheduler$Worker.run(CoroutineScheduler.kt:707)',
    '\tSuppressed: kotlinx.coroutines.internal.DiagnosticCoroutineContextException: [StandaloneCoroutine{Cancelling}@5f1a3b2, Dispatchers.Default]',
  ]);
  // The shop opens fine twice before the afternoon.
  for (const [h, m] of [
    [10, 21],
    [13, 4],
  ] as const) {
    const run = runOf(L(h, m))!;
    log(L(h, m, 12, 40), run.pid, run.pid + 41, 'I', 'Unity', '[UI] screen -> Shop');
    log(L(h, m, 12, 77), run.pid, run.pid + 41, 'I', 'Unity', '[Shop] opening storefront, querying 18 product ids');
    log(L(h, m, 12, 91), run.pid, run.pid + 58, 'D', 'BillingClient', 'queryProductDetailsAsync: 18 products, type=inapp');
    log(L(h, m, 13, 402), run.pid, run.pid, 'D', 'BillingClient', 'onProductDetailsResponse: responseCode=0, 18 results');
    log(L(h, m, 13, 430), run.pid, run.pid + 41, 'I', 'Unity', '[Shop] storefront ready: 18 offers, 3 featured');
  }
  const shop = RUNS[1]!;
  log(L(14, 32, 5, 118), shop.pid, shop.pid + 41, 'I', 'Unity', '[UI] screen -> Shop');
  log(L(14, 32, 5, 160), shop.pid, shop.pid + 41, 'I', 'Unity', '[Shop] opening storefront, querying 18 product ids');
  log(L(14, 32, 5, 171), shop.pid, shop.pid + 58, 'D', 'BillingClient', 'queryProductDetailsAsync: 18 products, type=inapp');
  log(L(14, 32, 7, 398), shop.pid, shop.pid, 'D', 'BillingClient', 'onProductDetailsResponse: responseCode=0, 17 results');
  const needle = 'at com.lanternfish.skyreach.billing.PlayBillingBridge.toUnityOffer(PlayBillingBridge.kt:157)';
  javaCrash(shop.to, shop.pid, shop.pid, 'main', [
    'java.util.NoSuchElementException: Key gems_pack_l is missing in the map.',
    '\tat kotlin.collections.MapsKt__MapWithDefaultKt.getOrImplicitDefaultNullable(MapWithDefault.kt:24)',
    '\tat kotlin.collections.MapsKt__MapsKt.getValue(Maps.kt:369)',
    `\t${needle}`,
    '\tat com.lanternfish.skyreach.billing.PlayBillingBridge.onProductDetailsResponse$lambda$4(PlayBillingBridge.kt:121)',
    '\tat com.android.billingclient.api.zzk.run(com.android.billingclient:billing@@7.1.1:3)',
    ...LOOPER,
  ]);
  // The late afternoon's crash: native, in the middle of a match.
  const battle = RUNS[2]!;
  const nativeAt = battle.to;
  const lib = `/data/app/~~Xk2pQ7vRw1nHd8sLbT4e9A==/${PKG}-Jf3mZ0aKq9YvB6tWcR2xNg==/lib/arm64`;
  log(
    nativeAt,
    battle.pid,
    battle.pid + 41,
    'F',
    'libc',
    `Fatal signal 11 (SIGSEGV), code 1 (SEGV_MAPERR), fault addr 0x0000000000000010 in tid ${battle.pid + 41} (UnityMain), pid ${battle.pid} (nfish.skyreach)`,
  );
  const tomb = [
    '*** *** *** *** *** *** *** *** *** *** *** *** *** *** *** ***',
    "Build fingerprint: 'samsung/dm1qxxx/dm1q:14/UP1A.231005.007/S911BXXS6CXK1:user/release-keys'",
    "Revision: '12'",
    "ABI: 'arm64'",
    'Timestamp: 2026-11-19 16:47:23.118+0200',
    'Process uptime: 7953s',
    `Cmdline: ${PKG}`,
    `pid: ${battle.pid}, tid: ${battle.pid + 41}, name: UnityMain  >>> ${PKG} <<<`,
    'uid: 10245',
    'signal 11 (SIGSEGV), code 1 (SEGV_MAPERR), fault addr 0x0000000000000010',
    'Cause: null pointer dereference',
    '    x0  0000000000000000  x1  0000007b2c41e8a0  x2  0000000000000006  x3  0000000000000001',
    'backtrace:',
    `      #00 pc 0000000002a41c3c  ${lib}/libil2cpp.so (BuildId: 6f1c0a9e42d1b7c3)`,
    `      #01 pc 0000000002a3f710  ${lib}/libil2cpp.so (BuildId: 6f1c0a9e42d1b7c3)`,
    `      #02 pc 00000000019c2284  ${lib}/libil2cpp.so (BuildId: 6f1c0a9e42d1b7c3)`,
    `      #03 pc 0000000000c81f58  ${lib}/libunity.so (BuildId: 1d77e5b02c9a4f18)`,
    `      #04 pc 0000000000c7e0a4  ${lib}/libunity.so (BuildId: 1d77e5b02c9a4f18)`,
  ];
  tomb.forEach((text, k) => log(nativeAt + 180 + k, 31044, 31044, 'F', 'DEBUG', text));
  log(nativeAt + 640, SYSTEM, 1702, 'I', 'ActivityManager', `Process ${PKG} (pid ${battle.pid}) has died: fg  TOP `);
  lines.sort((a, b) => a.t - b.t || a.n - b.n);
  const output = `${['--------- beginning of main', ...lines.map((l) => l.text)].join('\n')}\n`;
  const ask =
    "QA's Galaxy S23 dropped straight back to the home screen when they opened the shop, just after half past two this afternoon. Which of our own functions did it crash in, and at what line?";
  return probe('round 33: qa device logcat', ask, 'run_shell', output, 'frame', needle);
}

/** `kubectl get fleetautoscalers -o yaml` over every game server cluster; one fleet's ceiling, below its labels. */
function fleetAutoscalersYaml(): EconomicsTask {
  const random = seededRandom(33_005);
  /** Datacenters: code, city, GCP region, and how busy (a multiplier on fleet sizes). */
  const DCS: readonly (readonly [string, string, string, number])[] = [
    ['iad1', 'ashburn', 'us-east4', 1.6],
    ['cbf1', 'council-bluffs', 'us-central1', 1.2],
    ['dfw1', 'dallas', 'us-south1', 1],
    ['lax1', 'los-angeles', 'us-west2', 1.3],
    ['pdx1', 'the-dalles', 'us-west1', 0.8],
    ['yyz1', 'toronto', 'northamerica-northeast2', 0.7],
    ['gru1', 'sao-paulo', 'southamerica-east1', 1.4],
    ['scl1', 'santiago', 'southamerica-west1', 0.5],
    ['lon1', 'london', 'europe-west2', 1.3],
    ['ams1', 'eemshaven', 'europe-west4', 1.1],
    ['fra1', 'frankfurt', 'europe-west3', 1.5],
    ['par1', 'paris', 'europe-west9', 1],
    ['waw1', 'warsaw', 'europe-central2', 0.9],
    ['mad1', 'madrid', 'europe-southwest1', 0.8],
    ['doh1', 'doha', 'me-central1', 0.5],
    ['bom1', 'mumbai', 'asia-south1', 1.2],
    ['sin1', 'singapore', 'asia-southeast1', 1.3],
    ['syd1', 'sydney', 'australia-southeast1', 0.7],
    ['nrt1', 'tokyo', 'asia-northeast1', 1.4],
    ['icn1', 'seoul', 'asia-northeast3', 1],
  ];
  /** Game modes and their usual ceiling at a multiplier of 1. */
  const MODES: readonly (readonly [string, number])[] = [
    ['arena-5v5', 120],
    ['brawl', 80],
    ['casual-duo', 100],
    ['casual-solo', 60],
    ['casual-trio', 120],
    ['custom-lobby', 40],
    ['event-siege', 160],
    ['ranked-duo', 140],
    ['ranked-solo', 100],
    ['ranked-trio', 160],
    ['training', 24],
    ['tutorial', 16],
  ];
  /** A ceiling from a usual size: a round number, never 240 (the planted one's). */
  const ceiling = (usual: number) => {
    const steps = [16, 20, 24, 30, 40, 50, 60, 80, 100, 120, 140, 160, 180, 200, 220, 260, 280, 300, 320, 360, 400];
    return steps.reduce((best, s) => (Math.abs(s - usual) < Math.abs(best - usual) ? s : best), steps[0]!);
  };
  const out: string[] = [
    '$ for ctx in $(kubectl config get-contexts -o name | grep gs-prod); do echo "### $ctx"; kubectl --context "$ctx" -n gameservers get fleetautoscalers -o yaml; done',
  ];
  let needle = '';
  for (const [dc, city, region, busy] of DCS) {
    out.push(`### gke_lf-skyreach-prod_${region}_gs-prod-${dc}`, 'apiVersion: v1', 'items:');
    for (const [mode, usual] of MODES) {
      const name = `${mode}-${dc}`;
      const target = name === 'ranked-duo-fra1';
      const max = target ? 240 : ceiling(usual * busy * (0.8 + random() * 0.4));
      const min = Math.max(2, Math.floor(max / oneOf(random, [8, 10, 10, 12])));
      const buffer = oneOf(random, ['10%', '15%', '20%', '20%', '25%', '5']);
      const current = between(random, min, Math.max(min, Math.floor(max * 0.85)));
      const seconds = oneOf(random, [20, 30, 30, 30]);
      const applied = JSON.stringify({
        apiVersion: 'autoscaling.agones.dev/v1',
        kind: 'FleetAutoscaler',
        metadata: {
          annotations: {},
          labels: { 'skyreach.lanternfish.io/city': city, 'skyreach.lanternfish.io/datacenter': dc, 'skyreach.lanternfish.io/mode': mode },
          name,
          namespace: 'gameservers',
        },
        spec: {
          fleetName: name,
          policy: {
            buffer: { bufferSize: /%/.test(buffer) ? buffer : Number(buffer), maxReplicas: max, minReplicas: min },
            type: 'Buffer',
          },
          sync: { fixedInterval: { seconds }, type: 'FixedInterval' },
        },
      });
      const maxLine = `        maxReplicas: ${max}`;
      out.push(
        '- apiVersion: autoscaling.agones.dev/v1',
        '  kind: FleetAutoscaler',
        '  metadata:',
        '    annotations:',
        '      argocd.argoproj.io/tracking-id: skyreach-gameservers:autoscaling.agones.dev/FleetAutoscaler:gameservers/' + name,
        '      kubectl.kubernetes.io/last-applied-configuration: |',
        `        ${applied}`,
        `    creationTimestamp: "${isoZ(T(3, 2) + pick(random, 200 * DAY))}"`,
        `    generation: ${between(random, 1, 40)}`,
        '    labels:',
        '      app.kubernetes.io/managed-by: argocd',
        `      skyreach.lanternfish.io/city: ${city}`,
        `      skyreach.lanternfish.io/datacenter: ${dc}`,
        `      skyreach.lanternfish.io/mode: ${mode}`,
        `    name: ${name}`,
        '    namespace: gameservers',
        `    resourceVersion: "${between(random, 100_000_000, 999_999_999)}"`,
        `    uid: ${uuid(random)}`,
        '  spec:',
        `    fleetName: ${name}`,
        '    policy:',
        '      buffer:',
        `        bufferSize: ${buffer}`,
        maxLine,
        `        minReplicas: ${min}`,
        '      type: Buffer',
        '    sync:',
        '      fixedInterval:',
        `        seconds: ${seconds}`,
        '      type: FixedInterval',
        '  status:',
        '    ableToScale: true',
        `    currentReplicas: ${current}`,
        `    desiredReplicas: ${current + oneOf(random, [0, 0, 0, 1, 2, -1])}`,
        '    lastAppliedPolicy: Buffer',
        `    lastScaleTime: "${isoZ(NOW - pick(random, 3 * HOUR))}"`,
        `    scalingLimited: ${current >= max ? 'true' : 'false'}`,
      );
      if (target) needle = maxLine.trim();
    }
    out.push('kind: List', 'metadata:', '  resourceVersion: ""');
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    "How high is the autoscaler allowed to take the ranked duos fleet in Frankfurt? We may need to raise the cap before the weekend's tournament.";
  return probe('round 33: fleet autoscalers yaml', ask, 'run_shell', output, 'ceiling', needle);
}

/** `jq . target/run_results.json` after last night's dbt run; one model's rows, above its name. */
function dbtRunResultsJson(): EconomicsTask {
  const random = seededRandom(33_006);
  const PROJECT = 'skyreach_analytics';
  const GCP = 'lf-skyreach-analytics';
  const SOURCES: readonly (readonly [string, readonly string[]])[] = [
    [
      'game_events',
      ['session_start', 'session_end', 'match_start', 'match_end', 'level_up', 'quest_complete', 'tutorial_step', 'shop_view'],
    ],
    ['play_store', ['orders', 'voided_purchases', 'subscriptions', 'refunds']],
    ['app_store', ['transactions', 'notifications', 'refunds', 'subscription_renewals']],
    ['adjust', ['installs', 'reattributions', 'events', 'costs']],
    ['applovin', ['impressions', 'revenue', 'placements']],
    ['backtrace', ['crashes', 'anrs', 'symbol_uploads']],
    ['liveops', ['events', 'event_progress', 'offers', 'config_changes']],
    ['matchmaker', ['tickets', 'matches', 'backfills']],
    ['moderation', ['actions', 'reports', 'appeals']],
    ['economy', ['ledger', 'balances', 'sinks', 'sources']],
    ['accounts', ['players', 'devices', 'links', 'deletions']],
  ];
  const DOMAINS = [
    'player',
    'session',
    'match',
    'iap',
    'ads',
    'liveops',
    'economy',
    'crash',
    'retention',
    'acquisition',
    'guild',
    'moderation',
  ];
  const THINGS = [
    'daily',
    'weekly',
    'by_country',
    'by_platform',
    'cohorts',
    'funnel',
    'ltv',
    'spend',
    'activity',
    'summary',
    'snapshot',
    'events',
  ];
  const models = new Set<string>();
  for (const [source, tables] of SOURCES) for (const table of tables) models.add(`stg_${source}__${table}`);
  while (models.size < 150)
    models.add(
      `int_${oneOf(random, DOMAINS)}_${oneOf(random, THINGS)}_${oneOf(random, ['joined', 'deduped', 'enriched', 'fx', 'sessionised'])}`,
    );
  while (models.size < 250) models.add(`${oneOf(random, ['fct', 'dim', 'agg', 'rpt'])}_${oneOf(random, DOMAINS)}_${oneOf(random, THINGS)}`);
  for (const planted of ['fct_iap_revenue_daily', 'fct_iap_revenue_hourly', 'fct_ads_revenue_daily', 'int_iap_revenue_daily_fx'])
    models.delete(planted);
  const names = [...models];
  const insert = (name: string, fraction: number) => names.splice(Math.floor(names.length * fraction), 0, name);
  insert('int_iap_revenue_daily_fx', 0.42);
  insert('fct_iap_revenue_hourly', 0.5);
  insert('fct_iap_revenue_daily', 0.55);
  insert('fct_ads_revenue_daily', 0.6);
  const human = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)}m` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : String(n));
  const bytes = (n: number) => (n >= 2 ** 30 ? `${(n / 2 ** 30).toFixed(1)} GiB` : `${(n / 2 ** 20).toFixed(1)} MiB`);
  let clock = T(11, 19, 4, 10, 3);
  const micro = (t: number) => `${new Date(t).toISOString().slice(0, 23)}${digits(random, 3)}Z`;
  const timing = (seconds: number) => {
    const compileStart = clock;
    const compileEnd = compileStart + between(random, 20, 400);
    const executeEnd = compileEnd + Math.floor(seconds * 1000);
    clock = compileEnd + between(random, 500, 4_000);
    const handover = micro(compileEnd);
    return [
      { name: 'compile', started_at: micro(compileStart), completed_at: handover },
      { name: 'execute', started_at: handover, completed_at: micro(executeEnd) },
    ];
  };
  const job = () => `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`;
  const schemaOf = (name: string) => (name.startsWith('stg_') ? 'staging' : name.startsWith('int_') ? 'intermediate' : 'marts');
  const sql = (name: string) => {
    const layer = names.filter((n) => n !== name && n.startsWith(name.startsWith('stg_') ? 'stg_' : 'int_'));
    const domain = name.split('_')[1]!;
    const near = layer.filter((n) => n.split('_')[1] === domain);
    const upstream = oneOf(random, near.length > 0 ? near : layer);
    const cols = Array.from({ length: between(random, 3, 8) }, () =>
      oneOf(random, [
        'player_id',
        'event_date',
        'platform',
        'country',
        'revenue_usd',
        'sessions',
        'matches',
        'gems_spent',
        'app_version',
        'cohort_week',
      ]),
    );
    return `\n\nwith source as (\n    select * from \`${GCP}\`.\`${schemaOf(upstream)}\`.\`${upstream}\`\n),\n\nfinal as (\n    select\n        ${[...new Set(cols)].join(',\n        ')}\n    from source\n    where event_date >= date_sub(current_date(), interval ${between(random, 2, 30)} day)\n)\n\nselect * from final`;
  };
  const rowsFor = new Map<string, number>([['fct_iap_revenue_daily', 1_843_302]]);
  const results: object[] = [];
  for (const name of names) {
    const incremental = name.startsWith('fct_') || name.startsWith('int_') || random() < 0.2;
    const view = !incremental && name.startsWith('stg_') && random() < 0.6;
    const rows = view ? 0 : (rowsFor.get(name) ?? between(random, 2_000, 48_000_000));
    const processed = view ? 0 : between(random, 40, 9_000) * 2 ** 20;
    const code = view ? 'CREATE VIEW' : incremental ? 'MERGE' : 'CREATE TABLE';
    const message = view ? 'CREATE VIEW (0 processed)' : `${code} (${human(rows)} rows, ${bytes(processed)} processed)`;
    const seconds = view ? 1 + random() * 2 : 5 + random() * 120;
    results.push({
      status: 'success',
      timing: timing(seconds),
      thread_id: `Thread-${between(random, 1, 8)} (worker)`,
      execution_time: Number(seconds.toFixed(4)),
      adapter_response: {
        _message: message,
        code,
        rows_affected: rows,
        bytes_processed: processed,
        bytes_billed: view ? 0 : Math.max(10_485_760, Math.ceil(processed / 2 ** 20) * 2 ** 20),
        location: 'US',
        project_id: GCP,
        job_id: job(),
        slot_ms: view ? 0 : between(random, 2_000, 2_400_000),
      },
      message,
      failures: null,
      unique_id: `model.${PROJECT}.${name}`,
      compiled: true,
      compiled_code: sql(name),
      relation_name: `\`${GCP}\`.\`${schemaOf(name)}\`.\`${name}\``,
      batch_results: null,
    });
    for (let k = 0, n = between(random, 0, 3); k < n; k++) {
      const col = oneOf(random, ['player_id', 'event_date', 'platform', 'country', 'order_id', 'surrogate_key', 'revenue_usd']);
      const test = oneOf(random, ['not_null', 'unique', 'accepted_values', 'relationships']);
      const testName = `${test}_${name}_${col}`;
      const testMessage = `SELECT (${bytes(between(random, 1, 900) * 2 ** 20)} processed)`;
      const testSeconds = 1 + random() * 8;
      results.push({
        status: 'pass',
        timing: timing(testSeconds),
        thread_id: `Thread-${between(random, 1, 8)} (worker)`,
        execution_time: Number(testSeconds.toFixed(4)),
        adapter_response: { _message: testMessage, code: 'SELECT', rows_affected: 1, location: 'US', project_id: GCP, job_id: job() },
        message: null,
        failures: 0,
        unique_id: `test.${PROJECT}.${testName}.${hex(random, 10)}`,
        compiled: true,
        compiled_code: `\n    \n    \n\nselect ${col}\nfrom \`${GCP}\`.\`${schemaOf(name)}\`.\`${name}\`\nwhere ${col} is null\n\n\n`,
        relation_name: null,
        batch_results: null,
      });
    }
  }
  const document = {
    metadata: {
      dbt_schema_version: 'https://schemas.getdbt.com/dbt/run-results/v6.json',
      dbt_version: '1.10.13',
      generated_at: micro(clock),
      invocation_id: uuid(random),
      invocation_started_at: micro(T(11, 19, 4, 9, 51)),
      env: {},
    },
    results,
    elapsed_time: Number(((clock - T(11, 19, 4, 10, 3)) / 1000).toFixed(3)),
    args: {
      which: 'build',
      target: 'prod',
      select: ['tag:nightly'],
      threads: 8,
      profiles_dir: '/home/airflow/.dbt',
      project_dir: '/opt/airflow/dbt/skyreach_analytics',
      invocation_command: 'dbt build --target prod --select tag:nightly',
    },
  };
  const output = `${JSON.stringify(document, null, 2)}\n`;
  const needle = '"rows_affected": 1843302,';
  const ask = "How many rows did last night's dbt run write into the daily in-app purchase revenue fact table?";
  return probe('round 33: dbt run results json', ask, 'run_shell', output, 'rows', needle);
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output, or carries a preamble
// ---------------------------------------------------------------------------------------------------

/** `pd log` for the last week: every incident's log entries; who acknowledged Saturday's auth outage. */
function pagerdutyLogEntries(): EconomicsTask {
  const random = seededRandom(33_007);
  const PEOPLE = [
    'Jonas Lindqvist',
    'Aiyana Brooks',
    'Mikko Rantanen',
    'Sofia Marquez',
    'Dev Raghunathan',
    'Hanna Virtanen',
    'Tomasz Wójcik',
    'Chloé Lefebvre',
    'Kenji Watanabe',
    'Amara Osei',
    'Lauri Heikkinen',
    'Rosa Delgado',
  ];
  /** Services: name, integration that triggers, and alert names. */
  const SERVICES: readonly (readonly [string, string, readonly string[]])[] = [
    ['matchmaker (prod)', 'Alertmanager (prod)', ['MatchmakerQueueWaitP95High', 'MatchmakerBackfillStalled', 'MatchmakerTicketErrorRate']],
    ['game-fleet-eu (prod)', 'Alertmanager (prod)', ['FleetReadyBufferLow', 'GameServerCrashLooping', 'AllocatorLatencyHigh']],
    ['game-fleet-na (prod)', 'Alertmanager (prod)', ['FleetReadyBufferLow', 'GameServerCrashLooping', 'NodePoolScaleUpFailed']],
    ['game-fleet-apac (prod)', 'Alertmanager (prod)', ['FleetReadyBufferLow', 'AllocatorLatencyHigh']],
    ['iap-receipts (prod)', 'Alertmanager (prod)', ['ReceiptValidationLatencyHigh', 'PlayRtdnBacklog', 'AppStoreNotificationLag']],
    ['liveops-api (prod)', 'Alertmanager (prod)', ['LiveopsApiErrorRatio', 'CalendarPublishFailed']],
    ['remote-config (prod)', 'Grafana Cloud', ['ConfigFetchP99High', 'ConfigVersionDrift']],
    ['cdn-edge', 'Datadog', ['CdnOriginErrorRate', 'CdnCacheHitRatioLow', 'PatchDownloadThroughputLow']],
    ['analytics-ingest (prod)', 'Alertmanager (prod)', ['IngestLagHigh', 'IngestRejectRate']],
    ['kafka-analytics', 'Grafana Cloud', ['KafkaUnderMinIsr', 'KafkaConsumerLagHigh', 'KafkaDiskUsageHigh']],
    ['bigquery-loads', 'Airflow', ['NightlyDbtBuildLate', 'BqLoadJobFailed']],
    ['crash-symbolicator', 'Datadog', ['SymbolicationQueueDepth', 'MissingDsymUploads']],
    ['chat-service (prod)', 'Alertmanager (prod)', ['ChatDeliveryLatencyHigh', 'ChatShardUnavailable']],
    ['moderation-automod', 'Alertmanager (prod)', ['AutomodQueueDepth', 'AutomodModelTimeouts']],
    ['leaderboards (prod)', 'Alertmanager (prod)', ['LeaderboardWriteErrors', 'RedisClusterMemoryHigh']],
    ['push-notifications', 'Datadog', ['FcmSendFailureRatio', 'ApnsConnectionErrors']],
    ['gke-platform', 'Grafana Cloud', ['NodeNotReady', 'PodEvictionsHigh', 'CertManagerRenewalFailing']],
    ['cloudsql-core', 'Datadog', ['CloudSqlReplicationLag', 'CloudSqlCpuHigh']],
  ];
  const REGIONS = ['eu-west', 'eu-central', 'na-east', 'na-west', 'sa-east', 'apac-se', 'apac-ne'];
  const rows: { t: number; n: number; cells: string[] }[] = [];
  let order = 0;
  const entry = (t: number, incident: string, type: string, service: string, agent: string, summary: string) =>
    rows.push({ t, n: order++, cells: [isoZ(t), incident, type, service, agent, summary] });
  /** Who is primary and secondary on a day: the rotation hands over at 09:00 UTC. */
  const rota = (t: number) => {
    const day = Math.floor((t - 9 * HOUR) / DAY);
    return [PEOPLE[day % PEOPLE.length]!, PEOPLE[(day + 5) % PEOPLE.length]!] as const;
  };
  let number = 48_211;
  const incident = (t: number, service: (typeof SERVICES)[number], alert: string, high: boolean) => {
    const id = `#${number++}`;
    const [name, integration] = service;
    const [primary] = rota(t);
    entry(t, id, 'trigger', name, integration, `[FIRING:${between(random, 1, 6)}] ${alert} (${oneOf(random, REGIONS)})`);
    if (!high) {
      entry(t + 2 * SECOND, id, 'notify', name, primary, `Notified ${primary} by email`);
      if (random() < 0.85) entry(t + between(random, 4, 90) * MINUTE, id, 'resolve', name, integration, 'Resolved through the API');
      else {
        const ack = t + between(random, 10, 240) * MINUTE;
        entry(ack, id, 'acknowledge', name, primary, `Acknowledged by ${primary} via web`);
        entry(ack + between(random, 5, 120) * MINUTE, id, 'resolve', name, primary, `Resolved by ${primary}`);
      }
      return;
    }
    entry(t + 2 * SECOND, id, 'notify', name, primary, `Notified ${primary} by push notification`);
    entry(t + 2 * SECOND, id, 'notify', name, primary, `Notified ${primary} by SMS`);
    const ackAfter = between(random, 40, 9 * 60) * SECOND;
    if (ackAfter > 5 * MINUTE) entry(t + 5 * MINUTE + 2 * SECOND, id, 'notify', name, primary, `Notified ${primary} by phone call`);
    entry(
      t + ackAfter,
      id,
      'acknowledge',
      name,
      primary,
      `Acknowledged by ${primary} via ${oneOf(random, ['mobile app', 'mobile app', 'SMS', 'Slack'])}`,
    );
    if (random() < 0.4)
      entry(
        t + ackAfter + between(random, 2, 20) * MINUTE,
        id,
        'annotate',
        name,
        primary,
        oneOf(random, [
          'Looking',
          'Known issue, see #incidents',
          'Scaling up the node pool',
          'Rolled back last deploy',
          'Upstream provider issue',
          'Flapping, tuning threshold tomorrow',
        ]),
      );
    entry(
      t + ackAfter + between(random, 8, 140) * MINUTE,
      id,
      'resolve',
      name,
      random() < 0.5 ? primary : integration,
      random() < 0.5 ? `Resolved by ${primary}` : 'Resolved through the API',
    );
  };
  const FROM = T(11, 12);
  const saturdayNight = (t: number) => t > T(11, 14, 20, 40) && t < T(11, 14, 22, 30);
  for (let t = FROM + between(random, 1, 20) * MINUTE; t < NOW - 30 * MINUTE; t += between(random, 4, 30) * MINUTE + pick(random, MINUTE)) {
    const service = oneOf(random, SERVICES);
    const high = !saturdayNight(t) && random() < 0.22;
    incident(t, service, oneOf(random, service[2]), high);
  }
  const auth: (typeof SERVICES)[number] = ['auth-gateway (prod)', 'Alertmanager (prod)', []];
  // Friday's and Sunday's lesser auth alerts, and Saturday's outage.
  incident(T(11, 13, 15, 12, 40), auth, 'AuthGatewayLatencyP99High', false);
  incident(T(11, 15, 8, 47, 3), auth, 'AuthTokenSigningKeyRotationDue', false);
  const id = `#${number++}`;
  const [primary, secondary] = rota(T(11, 14, 21));
  const service = 'auth-gateway (prod)';
  const t0 = T(11, 14, 21, 3, 12);
  entry(t0, id, 'trigger', service, 'Alertmanager (prod)', '[FIRING:4] AuthGatewaySessionIssueErrorRatio (eu-west)');
  entry(t0 + 2 * SECOND, id, 'notify', service, primary, `Notified ${primary} by push notification`);
  entry(t0 + 2 * SECOND, id, 'notify', service, primary, `Notified ${primary} by SMS`);
  entry(t0 + 5 * MINUTE + 2 * SECOND, id, 'notify', service, primary, `Notified ${primary} by phone call`);
  entry(t0 + 10 * MINUTE + 2 * SECOND, id, 'notify', service, primary, `Notified ${primary} by phone call`);
  entry(
    t0 + 15 * MINUTE,
    id,
    'escalate',
    service,
    'PagerDuty',
    'Escalated to level 2 (Platform secondary) by escalation policy "Platform"',
  );
  entry(t0 + 15 * MINUTE + 1 * SECOND, id, 'notify', service, secondary, `Notified ${secondary} by push notification`);
  entry(t0 + 15 * MINUTE + 1 * SECOND, id, 'notify', service, secondary, `Notified ${secondary} by SMS`);
  const ackAt = T(11, 14, 21, 21, 37);
  entry(ackAt, id, 'acknowledge', service, secondary, `Acknowledged by ${secondary} via mobile app`);
  entry(
    T(11, 14, 21, 26, 5),
    id,
    'annotate',
    service,
    secondary,
    'Session issuance 5xx since the 20:55 deploy, rolling back auth-gateway to 2026.11.13-2',
  );
  entry(T(11, 14, 21, 44, 50), id, 'annotate', service, primary, 'Sorry, phone was on silent. Here now');
  entry(T(11, 14, 22, 7, 55), id, 'resolve', service, secondary, `Resolved by ${secondary}`);
  rows.sort((a, b) => a.t - b.t || a.n - b.n);
  const lines = table(
    ['CREATED', 'INCIDENT', 'TYPE', 'SERVICE', 'AGENT', 'SUMMARY'],
    rows.map((r) => r.cells),
  );
  const target = rows.findIndex((r) => r.t === ackAt && r.cells[2] === 'acknowledge');
  const needle = lines[target + 1]!;
  const output = `${['$ pd log --since 2026-11-12T00:00:00Z --until now --team platform', ...lines].join('\n')}\n`;
  const ask =
    'Players could not sign in for a while on Saturday night. When did someone on call actually pick up the page for that, and who was it?';
  return probe('round 33: pagerduty log entries, paraphrase', ask, 'run_shell', output, 'acknowledged', needle);
}

/** The crash reporter's issue list for the Android app, most recently seen first; the new mail crash's users. */
function crashIssuesTable(): EconomicsTask {
  const random = seededRandom(33_008);
  const AREAS: readonly (readonly [string, readonly string[], readonly string[]])[] = [
    [
      'Skyreach.UI.Heroes',
      ['HeroGridView', 'HeroDetailPanel', 'SkinCarousel', 'TalentTreeView'],
      ['Refresh', 'OnEnable', 'Bind', 'LateUpdate'],
    ],
    ['Skyreach.UI.Shop', ['StorefrontView', 'OfferCard', 'BundlePreview'], ['Populate', 'OnPriceReady', 'Show']],
    ['Skyreach.UI.Social', ['FriendListView', 'GuildRosterView', 'ChatPanel'], ['Refresh', 'OnMessage', 'ScrollTo']],
    ['Skyreach.UI.Events', ['EventHubView', 'SiegeTrackView', 'CalendarStrip'], ['Rebuild', 'OnTierClaimed', 'Layout']],
    ['Skyreach.Net.Realtime', ['UdpTransport', 'SnapshotDecoder', 'ReliableChannel'], ['Receive', 'Decode', 'Flush']],
    ['Skyreach.Net.Http', ['ApiClient', 'RetryPolicy', 'AuthSession'], ['SendAsync', 'Next', 'RefreshToken']],
    ['Skyreach.Battle', ['ProjectileSystem', 'AbilityRunner', 'HitRegistration', 'ReplayRecorder'], ['Tick', 'Cast', 'Resolve', 'Write']],
    ['Skyreach.Assets', ['BundleLoader', 'AtlasCache', 'ShaderWarmup'], ['LoadAsync', 'Evict', 'Run']],
    ['Skyreach.Audio', ['VoiceLinePlayer', 'MusicDirector'], ['Play', 'Crossfade']],
    ['Skyreach.Core', ['SaveSystem', 'SceneRouter', 'Analytics.Flusher'], ['Write', 'Go', 'Flush']],
  ];
  const NATIVE = ['SIGSEGV: Segfault', 'SIGSEGV: Segfault', 'SIGABRT: Abort', 'SIGBUS: Bus error'];
  const MANAGED = [
    'NullReferenceException: Object reference not set to an instance of an object.',
    'KeyNotFoundException: The given key was not present in the dictionary.',
    'IndexOutOfRangeException: Index was outside the bounds of the array.',
    'InvalidOperationException: Collection was modified; enumeration operation may not execute.',
    'TimeoutException: The operation has timed out.',
    'ArgumentNullException: Value cannot be null.',
  ];
  const ENGINE = [
    ['SIGSEGV: Segfault', 'libunity.so (GfxDeviceVK::SubmitCommandBuffers)'],
    ['SIGSEGV: Segfault', 'libGLESv2_adreno.so (EsxContext::DrawArraysInstanced)'],
    ['SIGABRT: Abort', 'libc.so (abort)'],
    ['ANR: Input dispatching timed out', 'com.unity3d.player.UnityPlayer.nativeRender'],
    ['ANR: Broadcast of Intent { act=android.intent.action.SCREEN_OFF }', 'android.os.MessageQueue.nativePollOnce'],
    ['java.lang.IllegalStateException', 'com.android.billingclient.api.BillingClientImpl.launchBillingFlow'],
    [
      'android.app.RemoteServiceException$ForegroundServiceDidNotStartInTimeException',
      'android.app.ActivityThread.throwRemoteServiceException',
    ],
    ['java.lang.OutOfMemoryError', 'com.unity3d.player.UnityPlayer.nativeRender'],
  ] as const;
  /** Versions and the days they shipped. */
  const VERSIONS: readonly (readonly [string, number])[] = [
    ['4.15.3', T(6, 2, 13)],
    ['4.16.0', T(7, 7, 13)],
    ['4.16.2', T(7, 28, 13)],
    ['4.17.0', T(8, 25, 13)],
    ['4.17.1', T(9, 8, 13)],
    ['4.17.2', T(9, 29, 13)],
    ['4.18.0', T(10, 27, 13)],
    ['4.18.1', T(11, 17, 13)],
  ];
  const stamp = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
  interface Issue {
    seq: number;
    kind: string;
    title: string;
    culprit: string;
    versions: string;
    events: number;
    users: number;
    first: number;
    last: number;
  }
  const issues: Issue[] = [];
  /** When an issue was last seen: its events come as a steady stream over the fortnight. */
  const lastSeen = (events: number, since: number) => NOW - Math.floor(Math.min(14 * DAY, NOW - since) * (1 - random() ** (1 / events)));
  const COUNT = 2_600;
  for (let i = 0; i < COUNT; i++) {
    const roll = random();
    let kind: string;
    let title: string;
    let culprit: string;
    if (roll < 0.2) {
      const [t, c] = oneOf(random, ENGINE);
      kind = t.startsWith('ANR') ? 'anr' : 'crash';
      title = t;
      culprit = c;
    } else {
      const [ns, classes, methods] = oneOf(random, AREAS);
      const native = roll < 0.45;
      kind = native ? 'crash' : 'error';
      title = native ? oneOf(random, NATIVE) : oneOf(random, MANAGED);
      culprit = `${ns}.${oneOf(random, classes)}.${oneOf(random, methods)}${native ? ' (libil2cpp.so)' : ''}`;
    }
    const users = Math.max(1, Math.floor(Math.exp(random() * 8.5)));
    const events = users + Math.floor(users * random() * 3);
    const a = pick(random, VERSIONS.length);
    const b = Math.min(VERSIONS.length - 1, a + pick(random, 4));
    const shipped = VERSIONS[a]![1];
    const last = lastSeen(events, shipped);
    issues.push({
      seq: 0,
      kind,
      title,
      culprit,
      versions: a === b ? VERSIONS[a]![0] : `${VERSIONS[a]![0]}..${VERSIONS[b]![0]}`,
      events,
      users,
      first: shipped + Math.floor(random() ** 3 * (last - shipped)),
      last,
    });
  }
  const planted = (
    kind: string,
    title: string,
    culprit: string,
    versions: string,
    events: number,
    users: number,
    first: number,
  ): Issue => ({
    seq: 0,
    kind,
    title,
    culprit,
    versions,
    events,
    users,
    first,
    last: lastSeen(events, first),
  });
  const target = planted(
    'crash',
    'SIGSEGV: Segfault',
    'Skyreach.UI.Mail.MailboxView.PopulateRows (libil2cpp.so)',
    '4.18.1',
    604,
    318,
    T(11, 17, 14, 10),
  );
  issues.push(
    target,
    planted('error', MANAGED[0]!, 'Skyreach.UI.Mail.MailboxView.OnDestroy', '4.16.0..4.18.1', 41_287, 12_904, T(8, 4, 11, 2)),
    planted('crash', MANAGED[2]!, 'Skyreach.UI.Mail.MailAttachmentSlot.Bind', '4.17.0..4.17.2', 388, 211, T(9, 22, 17, 40)),
    planted(
      'crash',
      'SIGSEGV: Segfault',
      'Skyreach.UI.Social.FriendRequestInbox.Refresh (libil2cpp.so)',
      '4.18.1',
      242,
      180,
      T(11, 17, 19, 55),
    ),
  );
  // By events, most first, as the list sorts by default.
  const sorted = issues.sort((a, b) => b.events - a.events || b.last - a.last);
  // Short ids in the order the issues were first seen.
  [...sorted].sort((a, b) => a.first - b.first).forEach((issue, k) => (issue.seq = 2_900 + k * 3 + pick(random, 3)));
  const rows = sorted.map((issue) => [
    `SKYREACH-ANDROID-${issue.seq.toString(36).toUpperCase()}`,
    issue.kind,
    issue.title,
    issue.culprit,
    issue.versions,
    String(issue.events),
    String(issue.users),
    stamp(issue.first),
    stamp(issue.last),
  ]);
  const lines = table(['ISSUE', 'KIND', 'TITLE', 'CULPRIT', 'VERSIONS', 'EVENTS', 'USERS', 'FIRST SEEN', 'LAST SEEN'], rows);
  const needle = lines[sorted.indexOf(target) + 1]!;
  const output = `${['$ crashctl issues list --project skyreach-android --period 14d --sort events --limit 5000', ...lines, `${sorted.length} issues`].join('\n')}\n`;
  const ask =
    "We pushed 4.18.1 out to Android on Tuesday, and support is filling up with players saying the game shuts down on them as soon as they open their in-game mail. Product wants a number before the three o'clock sync. How many players has that crash hit so far?";
  return probe('round 33: crash issues table, preamble', ask, 'run_shell', output, 'users', needle);
}

/** The moderation service's actions since last Sunday, one JSON object a line; one player's mute. */
function moderationActionsJsonl(): EconomicsTask {
  const random = seededRandom(33_009);
  const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const ulid = (t: number) => {
    let time = '';
    for (let n = t, k = 0; k < 10; k++, n = Math.floor(n / 32)) time = CROCKFORD[n % 32]! + time;
    return time + chars(random, CROCKFORD, 16);
  };
  const PREFIX = [
    'Shadow',
    'Night',
    'Frost',
    'Ember',
    'Vortex',
    'Nova',
    'Storm',
    'Raven',
    'Blaze',
    'Echo',
    'Lunar',
    'Turbo',
    'Ghost',
    'Viper',
    'Onyx',
    'Neon',
  ];
  const SUFFIX = ['Fox', 'Owl', 'Wolf', 'Byte', 'Strike', 'Fang', 'Rider', 'Sage', 'Hawk', 'Drake', 'Spark', 'Rogue', 'Titan', 'Moth'];
  const gamertag = () => {
    const p = oneOf(random, PREFIX);
    const s = oneOf(random, SUFFIX);
    const n = between(random, 1, 999);
    return oneOf(random, [
      `${p}${s}${n}`,
      `${p}_${s}`,
      `xX${p}${s}Xx`,
      `${p.toLowerCase()}.${s.toLowerCase()}${n}`,
      `${p}${s}_${pad2(n % 100)}`,
    ]);
  };
  /** Policies: name, the actions they draw, and what the flagged messages look like. */
  const POLICIES: readonly (readonly [string, readonly string[], readonly string[]])[] = [
    ['profanity.strong', ['message_removed', 'warn', 'chat_mute'], ['[redacted]', '[redacted] this team', 'what the [redacted]']],
    [
      'harassment.insult',
      ['warn', 'chat_mute', 'chat_mute'],
      ['ur so trash uninstall', 'worst healer ever go back to tutorial', 'ez noob', '[redacted] bot'],
    ],
    ['harassment.threat', ['temp_ban', 'chat_mute'], ['[redacted]']],
    ['hate.slur', ['temp_ban', 'perma_ban'], ['[redacted]']],
    ['spam.repeat', ['message_removed', 'warn'], ['LF guild LF guild LF guild', 'carry me pls carry me pls', 'gg gg gg gg gg gg']],
    [
      'scam.gem_trade',
      ['chat_mute', 'temp_ban'],
      ['selling 10k gems cheap dm me', 'free gems generator link in my profile', 'trading acc lvl 80 for gems'],
    ],
    ['personal_info.share', ['message_removed', 'warn'], ['[redacted phone number]', 'add me on insta [redacted]']],
    ['cheat.advertising', ['temp_ban', 'perma_ban'], ['aimbot undetected 2026 dm', 'wallhack apk works on latest']],
    ['name.offensive', ['name_reset'], ['']],
  ];
  const DURATION: Readonly<Record<string, readonly string[]>> = {
    chat_mute: ['1h', '24h', '24h', '72h', '7d'],
    temp_ban: ['24h', '72h', '7d', '14d'],
  };
  const MODS = ['mod_anna.k', 'mod_rafael.s', 'mod_ji-woo.p', 'mod_oskar.n', 'mod_lena.b'];
  const span = (d: string) => (d.endsWith('h') ? Number(d.slice(0, -1)) * HOUR : Number(d.slice(0, -1)) * DAY);
  const line = (
    t: number,
    name: string,
    policy: (typeof POLICIES)[number],
    action = oneOf(random, policy[1]),
    excerpt = oneOf(random, policy[2]),
    source = oneOf(random, ['automod', 'automod', 'automod', 'player_report', 'moderator']),
  ) => {
    const duration = DURATION[action] ? oneOf(random, DURATION[action]) : null;
    const channel = oneOf(random, [
      `world:en-${between(random, 1, 4)}`,
      `guild:g_${hex(random, 8)}`,
      'whisper',
      `match:m_${hex(random, 10)}`,
      `world:${oneOf(random, ['de', 'es', 'pt', 'fr'])}-1`,
    ]);
    return JSON.stringify({
      ts: new Date(t).toISOString(),
      action_id: ulid(t),
      player_id: `p_${hex(random, 12)}`,
      display_name: name,
      action,
      duration,
      expires_at: duration ? isoZ(t + span(duration)) : null,
      policy: policy[0],
      source,
      automod_score: source === 'automod' ? Number((0.8 + random() * 0.199).toFixed(3)) : null,
      reports: source === 'player_report' ? between(random, 1, 9) : between(random, 0, 2),
      channel,
      excerpt,
      reviewer: source === 'moderator' || random() < 0.15 ? oneOf(random, MODS) : null,
      appeal: oneOf(random, ['none', 'none', 'none', 'none', 'open', 'denied', 'granted']),
    });
  };
  const FROM = T(11, 8);
  const events: { t: number; text: string }[] = [];
  for (let t = FROM + pick(random, SECOND); t < NOW; t += between(random, 60_000, 700_000)) {
    const name = gamertag();
    events.push({ t, text: line(t, name, oneOf(random, POLICIES)) });
  }
  const spamInvite: (typeof POLICIES)[number] = ['spam.external_invite_link', ['chat_mute'], []];
  const repeat = POLICIES.find(([p]) => p === 'spam.repeat')!;
  const profanity = POLICIES.find(([p]) => p === 'profanity.strong')!;
  const targetT = T(11, 14, 18, 17, 44) + 512;
  const target = line(
    targetT,
    'Pixel_Knight09',
    spamInvite,
    'chat_mute',
    'anyone want to join our guild?? come to discord.gg/pxlknights we do giveaways every week',
    'automod',
  ).replace(/"duration":"[^"]+","expires_at":"[^"]+"/, `"duration":"7d","expires_at":"${isoZ(targetT + 7 * DAY)}"`);
  events.push({ t: targetT, text: target });
  events.push({
    t: T(11, 10, 16, 2, 9),
    text: line(T(11, 10, 16, 2, 9), 'Pixel_Knight09', repeat, 'warn', 'LF guild LF guild LF guild', 'automod'),
  });
  events.push({
    t: T(11, 14, 19, 40, 2),
    text: line(T(11, 14, 19, 40, 2), 'Pixel_Knight90', profanity, 'chat_mute', '[redacted]', 'player_report'),
  });
  events.push({
    t: T(11, 15, 11, 3, 27),
    text: line(T(11, 15, 11, 3, 27), 'PixelKnight09', spamInvite, 'chat_mute', 'free skins giveaway join discord.gg/skinzdrop', 'automod'),
  });
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const needle = target.slice(target.indexOf('"display_name"'), target.indexOf(',"source"'));
  const ask =
    "A mum has written in to player support: her son hasn't been able to talk in the game's chat since the weekend, and he swears he never said anything rude to anyone. His in-game name is Pixel_Knight09. What was he actually silenced for, and how long is it for?";
  return probe('round 33: moderation actions jsonl, preamble and paraphrase', ask, 'run_shell', output, 'mute', needle);
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers
// ---------------------------------------------------------------------------------------------------

/** The anti-cheat pipeline's per-player summary of a qualifier; one player's reaction times. */
function antiCheatTelemetrySummary(): EconomicsTask {
  const random = seededRandom(33_010);
  const PREFIX = [
    'Shadow',
    'Night',
    'Pixel',
    'Frost',
    'Ember',
    'Vortex',
    'Nova',
    'Storm',
    'Raven',
    'Blaze',
    'Echo',
    'Lunar',
    'Turbo',
    'Ghost',
    'Viper',
    'Onyx',
    'Zen',
    'Cosmic',
    'Neon',
    'Iron',
  ];
  const SUFFIX = [
    'Fox',
    'Owl',
    'Knight',
    'Wolf',
    'Byte',
    'Strike',
    'Fang',
    'Rider',
    'Sage',
    'Hawk',
    'Drake',
    'Spark',
    'Rogue',
    'Titan',
    'Moth',
  ];
  const used = new Set<string>(['Vortex_Sage']);
  const gamertag = () => {
    let tag = '';
    while (!tag || used.has(tag)) {
      const p = oneOf(random, PREFIX);
      const s = oneOf(random, SUFFIX);
      const n = between(random, 1, 999);
      tag = oneOf(random, [
        `${p}${s}${n}`,
        `${p}_${s}`,
        `xX${p}${s}Xx`,
        `${p.toLowerCase()}${s.toLowerCase()}${pad2(n % 100)}`,
        `${p}${s}_${n}`,
      ]);
    }
    used.add(tag);
    return tag;
  };
  const REGIONS = ['EU', 'EU', 'EU', 'NA', 'NA', 'SA', 'ME', 'APAC', 'APAC'];
  const COUNT = 2_400;
  const TARGET = Math.floor(COUNT * 0.47);
  const rows: string[][] = [];
  for (let rank = 1; rank <= COUNT; rank++) {
    const strength = 1 - rank / COUNT;
    const matches = between(random, 8, 24);
    const wins = Math.min(matches, Math.max(0, Math.round(matches * (0.3 + strength * 0.45 + (random() - 0.5) * 0.2))));
    const kills = Math.round(matches * (4 + strength * 5 + random() * 3));
    const deaths = Math.max(1, Math.round(matches * (5.5 - strength * 2 + random() * 2)));
    const planted = rank === TARGET;
    const react = planted ? 61 : between(random, 178, 334);
    const p95 = planted ? 84 : Math.round(react * (1.45 + random() * 0.6));
    rows.push([
      String(rank),
      `p_${hex(random, 12)}`,
      planted ? 'Vortex_Sage' : gamertag(),
      oneOf(random, REGIONS),
      String(matches),
      String(wins),
      (kills / deaths).toFixed(2),
      (22 + strength * 14 + random() * 8).toFixed(1),
      (8 + strength * 10 + random() * 7).toFixed(1),
      String(react),
      String(p95),
      String(between(random, 90, 260)),
      String(between(random, 14, 95)),
      oneOf(random, ['android 4.18.1', 'android 4.18.1', 'ios 4.18.1', 'ios 4.18.1', 'android 4.18.0']),
    ]);
  }
  const lines = table(
    [
      'RANK',
      'PLAYER_ID',
      'NAME',
      'REGION',
      'MATCHES',
      'WINS',
      'K/D',
      'ACC%',
      'HS%',
      'REACT_P50_MS',
      'REACT_P95_MS',
      'APM',
      'PING_MS',
      'CLIENT',
    ],
    rows,
  );
  const needle = lines[TARGET]!;
  const output = `${[
    '$ acctl telemetry summary --event winter-cup-qualifier-2026 --group-by player --sort rank',
    `# event: winter-cup-qualifier-2026  window: 2026-11-14T12:00Z..2026-11-16T22:00Z  players: ${COUNT}  matches: 9,874`,
    ...lines,
  ].join('\n')}\n`;
  const ask =
    "We're about to announce who made it through the Winter Cup qualifier. Before we do, look over the telemetry summary: is there a player whose numbers just aren't humanly plausible next to the rest of the field? Who?";
  return probe('round 33: anti-cheat telemetry summary', ask, 'run_shell', output, 'player', needle);
}

/** `kafka-topics.sh --describe` on the analytics cluster; one partition with two replicas among threes. */
function kafkaTopicsDescribe(): EconomicsTask {
  const random = seededRandom(33_011);
  /** Topics: name, partitions, compacted. */
  const TOPICS: readonly (readonly [string, number, boolean])[] = [
    ['__consumer_offsets', 50, true],
    ['_schemas', 1, true],
    ['ads.clicks.v1', 64, false],
    ['ads.impressions.v1', 128, false],
    ['ads.revenue.v1', 24, false],
    ['anticheat.signals.v1', 64, false],
    ['attribution.events.v1', 24, false],
    ['attribution.installs.v1', 12, false],
    ['bq-sink.retry.v1', 12, false],
    ['cdn.logs.edge.v1', 384, false],
    ['chat.messages.v2', 128, false],
    ['clickstream.web.v1', 64, false],
    ['client.events.v2', 256, false],
    ['client.events.v3', 512, false],
    ['client.events.v3.dlq', 12, false],
    ['connect-configs', 1, true],
    ['connect-offsets', 25, true],
    ['connect-status', 5, true],
    ['crash.reports.android.v1', 32, false],
    ['crash.reports.ios.v1', 32, false],
    ['economy.balances.snapshot.v1', 32, true],
    ['economy.ledger.v2', 48, false],
    ['economy.ledger.v2.dlq', 6, false],
    ['experiments.exposures.v1', 48, false],
    ['guild.activity.v1', 24, false],
    ['iap.receipts.raw.v2', 48, false],
    ['iap.receipts.validated.v2', 48, false],
    ['leaderboard.updates.v1', 32, false],
    ['liveops.config.changes.v1', 6, true],
    ['liveops.event.progress.v1', 64, false],
    ['matchmaker.tickets.v1', 48, false],
    ['moderation.chat.flags.v1', 24, false],
    ['notifications.inbox.v1', 24, false],
    ['player.profile.changes.v1', 24, true],
    ['player.heartbeats.v1', 256, false],
    ['player.sessions.v1', 256, false],
    ['push.deliveries.v1', 24, false],
    ['qa.replay.v1', 8, false],
    ['server.match.results.v2', 96, false],
    ['server.match.replays.v1', 128, false],
    ['server.match.telemetry.v1', 384, false],
    ['social.friends.v1', 12, true],
    ['store.webhooks.apple.v1', 12, false],
    ['store.webhooks.google.v1', 12, false],
    ['telemetry.perf.android.v1', 128, false],
    ['telemetry.perf.ios.v1', 128, false],
  ];
  const BROKERS = 9;
  const rack = (b: number) => (b - 1) % 3;
  const topicId = () => chars(random, `${ALNUM}-_`, 22);
  const out: string[] = [];
  let needle = '';
  for (const [topic, partitions, compacted] of TOPICS) {
    const retention = oneOf(random, ['86400000', '259200000', '604800000', '604800000', '1209600000']);
    const configs = compacted
      ? 'cleanup.policy=compact,compression.type=producer,min.insync.replicas=2,segment.bytes=104857600'
      : `cleanup.policy=delete,compression.type=zstd,min.insync.replicas=2,retention.ms=${retention},segment.bytes=1073741824,max.message.bytes=${oneOf(random, ['1048588', '2097152'])}`;
    out.push(`Topic: ${topic}\tTopicId: ${topicId()}\tPartitionCount: ${partitions}\tReplicationFactor: 3\tConfigs: ${configs}`);
    const offset = pick(random, BROKERS);
    for (let p = 0; p < partitions; p++) {
      const leader = ((p + offset) % BROKERS) + 1;
      const others = Array.from({ length: BROKERS }, (_, k) => k + 1).filter((b) => rack(b) !== rack(leader));
      const second = oneOf(
        random,
        others.filter((b) => rack(b) === (rack(leader) + 1) % 3),
      );
      const third = oneOf(
        random,
        others.filter((b) => rack(b) === (rack(leader) + 2) % 3),
      );
      const odd = topic === 'iap.receipts.validated.v2' && p === 31;
      const replicas = odd
        ? [leader, second]
        : oneOf(random, [
            [leader, second, third],
            [leader, third, second],
          ]);
      const isr = random() < 0.08 ? [replicas[0]!, ...replicas.slice(1).reverse()] : replicas;
      const line = `Topic: ${topic}\tPartition: ${p}\tLeader: ${leader}\tReplicas: ${replicas.join(',')}\tIsr: ${isr.join(',')}`;
      out.push(`\t${line}`);
      if (odd) needle = line;
    }
  }
  const output = `${['$ kafka-topics.sh --bootstrap-server kafka-analytics-0.kafka.svc:9092 --describe', ...out].join('\n')}\n`;
  const ask =
    "Something's off in the analytics Kafka cluster's layout: one partition isn't kept on as many brokers as everything else. Which topic and partition is it?";
  return probe('round 33: kafka topics describe', ask, 'run_shell', output, 'partition', needle);
}

/** The Play Console's in-app product prices by country, as CSV; one pack's price in one country. */
function playPriceExportCsv(): EconomicsTask {
  const random = seededRandom(33_012);
  /** Products: id, title, US price. */
  const PRODUCTS: readonly (readonly [string, string, number])[] = [
    ['arena_ticket_pack', 'Arena Ticket Pack', 1.99],
    ['avatar_frame_pack', 'Avatar Frame Pack', 2.99],
    ['battle_pass_s19', 'Battle Pass: Season 19', 9.99],
    ['chest_key_bundle', 'Chest Key Bundle', 9.99],
    ['collab_bundle_neon', 'Neon Nights Collab Bundle', 19.99],
    ['daily_deal_gems', 'Daily Deal: Gems', 1.99],
    ['battle_pass_s19_plus', 'Battle Pass Plus: Season 19', 19.99],
    ['collectors_chest', "Collector's Chest", 39.99],
    ['emote_pack_winter', 'Winter Emote Pack', 2.99],
    ['energy_refill', 'Energy Refill', 0.99],
    ['gems_pack_l', 'Treasure Trove (2,200 Gems)', 19.99],
    ['gems_pack_m', 'Gem Chest (1,000 Gems)', 9.99],
    ['gems_pack_s', 'Gem Pouch (480 Gems)', 4.99],
    ['gems_pack_xl', 'Dragon Hoard (6,000 Gems)', 49.99],
    ['gems_pack_xs', 'Handful of Gems (90 Gems)', 0.99],
    ['gems_pack_xxl', 'Skyreach Vault (13,000 Gems)', 99.99],
    ['gold_chest', 'Gold Chest', 4.99],
    ['gold_pouch', 'Gold Pouch', 0.99],
    ['gold_vault', 'Gold Vault', 19.99],
    ['guild_banner_pack', 'Guild Banner Pack', 3.99],
    ['hero_bundle_cinderfang', 'Cinderfang Hero Bundle', 14.99],
    ['hero_bundle_ember_queen', 'Ember Queen Hero Bundle', 14.99],
    ['hero_bundle_galeblade', 'Galeblade Hero Bundle', 14.99],
    ['hero_bundle_tidecaller', 'Tidecaller Hero Bundle', 14.99],
    ['mega_value_bundle', 'Mega Value Bundle', 29.99],
    ['monthly_card', 'Monthly Card', 4.99],
    ['name_change_token', 'Name Change Token', 2.99],
    ['siege_pass_frostbite', 'Frostbite Siege Pass', 4.99],
    ['skin_ashwarden_solstice', 'Solstice Ashwarden Skin', 7.99],
    ['skin_frostbite_warden', 'Frostbite Warden Skin', 7.99],
    ['skin_neon_ronin', 'Neon Ronin Skin', 7.99],
    ['starter_bundle', 'Starter Bundle', 2.99],
    ['vip_pass_30d', 'VIP Pass (30 days)', 9.99],
    ['weekend_warrior_bundle', 'Weekend Warrior Bundle', 4.99],
    ['weekly_chest', 'Weekly Chest', 1.99],
  ];
  /** Regions: code, currency, units to the dollar, and the regional price level. */
  const REGIONS =
    `AE AED 3.67 0.95;AR USD 1 0.6;AT EUR 0.86 1;AU AUD 1.53 1;AZ USD 1 0.65;BD BDT 122 0.4;BE EUR 0.86 1;BG EUR 0.86 0.8;BH BHD 0.376 0.95;BO BOB 6.9 0.55;BR BRL 5.35 0.6;CA CAD 1.4 1;CH CHF 0.8 1.05;CL CLP 940 0.75;CO COP 3900 0.6;CR CRC 505 0.75;CY EUR 0.86 0.95;CZ CZK 21 0.85;DE EUR 0.86 1;DK DKK 6.4 1.05;DO USD 1 0.65;DZ DZD 130 0.45;EC USD 1 0.7;EE EUR 0.86 0.9;EG EGP 48 0.35;ES EUR 0.86 0.95;FI EUR 0.86 1;FR EUR 0.86 1;GB GBP 0.75 1;GE GEL 2.7 0.6;GH GHS 11 0.45;GR EUR 0.86 0.9;GT GTQ 7.7 0.7;HK HKD 7.8 0.95;HR EUR 0.86 0.85;HU HUF 335 0.8;ID IDR 16500 0.45;IE EUR 0.86 1;IL ILS 3.3 0.95;IN INR 88 0.35;IQ IQD 1310 0.55;IS EUR 0.86 1.05;IT EUR 0.86 0.95;JO JOD 0.71 0.8;JP JPY 152 0.95;KE KES 129 0.45;KR KRW 1420 0.9;KW KWD 0.307 0.95;KZ KZT 520 0.55;LB USD 1 0.6;LK LKR 300 0.4;LT EUR 0.86 0.9;LU EUR 0.86 1;LV EUR 0.86 0.9;MA MAD 9.2 0.55;MT EUR 0.86 0.95;MX MXN 18.4 0.75;MY MYR 4.2 0.7;NG NGN 1480 0.35;NL EUR 0.86 1;NO NOK 10.1 1.05;NZ NZD 1.74 1;OM OMR 0.385 0.9;PA USD 1 0.75;PE PEN 3.4 0.65;PH PHP 58 0.55;PK PKR 282 0.35;PL PLN 3.65 0.9;PT EUR 0.86 0.9;PY PYG 7300 0.55;QA QAR 3.64 0.95;RO RON 4.35 0.8;RS RSD 101 0.7;SA SAR 3.75 0.95;SE SEK 9.5 1.05;SG SGD 1.3 0.95;SI EUR 0.86 0.9;SK EUR 0.86 0.9;TH THB 32.5 0.65;TR TRY 42 0.4;TW TWD 30.5 0.8;TZ TZS 2450 0.4;UA UAH 41.5 0.45;US USD 1 1;UY USD 1 0.8;VN VND 26300 0.45;ZA ZAR 17.6 0.6`
      .split(';')
      .map((r) => {
        const [code, currency, fx, level] = r.split(' ') as [string, string, string, string];
        return { code, currency, fx: Number(fx), level: Number(level) };
      });
  const WHOLE = new Set([
    'JPY',
    'KRW',
    'IDR',
    'VND',
    'CLP',
    'COP',
    'HUF',
    'INR',
    'PKR',
    'TWD',
    'KZT',
    'NGN',
    'TZS',
    'LKR',
    'PYG',
    'IQD',
    'CRC',
    'BDT',
    'DZD',
    'KES',
    'RSD',
  ]);
  const THREE = new Set(['BHD', 'KWD', 'OMR', 'JOD']);
  /** A local price from a dollar price, rounded as the store's price templates round it. */
  const localPrice = (usd: number, region: (typeof REGIONS)[number]) => {
    const x = usd * region.fx * region.level;
    if (WHOLE.has(region.currency)) {
      const unit = x >= 10_000 ? 100 : x >= 1_000 ? 10 : 1;
      return Math.max(unit, Math.round(x / unit) * unit);
    }
    if (THREE.has(region.currency)) return Math.max(0.1, Math.round(x * 10) / 10) - 0.001;
    return Math.ceil(x) - 0.01;
  };
  const fmt = (price: number, currency: string) =>
    WHOLE.has(currency) ? String(price) : THREE.has(currency) ? price.toFixed(3) : price.toFixed(2);
  const header = 'product_id,title,region,currency,price,price_micros,usd_equivalent,tax_mode,last_modified';
  const rows: string[] = [];
  let needle = '';
  for (const [id, title, usd] of PRODUCTS) {
    for (const region of REGIONS) {
      const odd = id === 'gems_pack_xl' && region.code === 'PL';
      const price = odd ? 17.99 : localPrice(usd, region);
      const text = fmt(price, region.currency);
      const row = [
        id,
        title,
        region.code,
        region.currency,
        text,
        String(Math.round(price * 1_000_000)),
        (price / region.fx).toFixed(2),
        ['US', 'CA'].includes(region.code) ? 'TAX_EXCLUSIVE' : 'TAX_INCLUSIVE',
        isoZ(T(10, 1) + pick(random, 48 * DAY)),
      ]
        .map(csv)
        .join(',');
      rows.push(row);
      if (odd) needle = row;
    }
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    'Before the Black Friday sale goes live next week, sanity-check the Play price export for me: is there a pack in some country whose price is way out of line with what it costs everywhere else? Which product and which country?';
  return probe('round 33: play price export csv', ask, 'run_shell', output, 'price', needle);
}

export function roundThirtyThree(): EconomicsTask[] {
  return [
    playVoidedPurchasesApi(),
    cdnOriginListingXml(),
    liveopsCalendarApi(),
    qaDeviceLogcat(),
    fleetAutoscalersYaml(),
    dbtRunResultsJson(),
    pagerdutyLogEntries(),
    crashIssuesTable(),
    moderationActionsJsonl(),
    antiCheatTelemetrySummary(),
    kafkaTopicsDescribe(),
    playPriceExportCsv(),
  ];
}
