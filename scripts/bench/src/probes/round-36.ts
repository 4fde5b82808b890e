/**
 * Probe round 36, written blind: a made-up national broadcaster and its streaming service (the
 * Meridian Broadcasting Corporation and Meridian Play: playout, live encoders and packagers, the CDN,
 * DRM and licences, the TV and phone apps, subtitles and listings feeds, rights windows, audience
 * data). "Today" is Thursday 12 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - epg schedule api: what time this Saturday's repeat of a drama's latest episode starts on the second channel.
 *  - telethon ttml subtitles: the timecode of the subtitle where the presenters say the appeal has passed ten million.
 *  - tv app bundle: which licence server address the Samsung TV app uses in production.
 * b. The answer a few lines away from the line the question's words match:
 *  - bxf playout schedule: the house number of part two of tomorrow night's new drama episode at nine.
 *  - licence server log: the real reason the licence server refused a film to an Android TV this evening.
 *  - live encoder channels yaml: where the news channel's encoder pulls its backup feed from.
 * c. A question that paraphrases the output or carries a preamble:
 *  - cdn access log, preamble: what the CDN sent back when a viewer's rugby stream died on her Android phone.
 *  - listings ingest log, paraphrase: which programme lost its full write-up because the supplier's text was too long.
 *  - rights windows, preamble and paraphrase: until when the Danish island crime drama may be binged on the app.
 * d. One value unlike its peers:
 *  - loudness report: which item that went out last week sits at a level nothing like the rest.
 *  - drm content keys jsonl: which title's key has a licence that lasts far longer than anything else.
 *  - audience panel ingest counts: which region, day and stream loaded a fraction of its usual rows.
 * Not among the bench's targets.
 *
 * First run, at 4ad9259 (2806ba3 with this file; `ROUNDS=36 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,668,966 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds the same 3/12
 * (53,448 tokens):
 *   round 36: epg schedule api
 *     codex: 6,620 tokens, peak 6,544, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 615, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,559 tokens, peak 5,044, 0/1 needles, 4 read-backs
 *     ours: 5,737 tokens, peak 2,222, 0/1 needles, 3 read-backs
 *   round 36: telethon ttml subtitles
 *     codex: 7,468 tokens, peak 7,378, 0/1 needles, 0 read-backs
 *     context-chef: 743 tokens, peak 653, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,478 tokens, peak 1,001, 0/1 needles, 4 read-backs
 *     ours: 4,141 tokens, peak 890, 1/1 needles, 4 read-backs
 *   round 36: tv app bundle
 *     codex: 7,141 tokens, peak 7,057, 0/1 needles, 0 read-backs
 *     context-chef: 684 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,219 tokens, peak 1,886, 1/1 needles, 3 read-backs
 *     ours: 5,609 tokens, peak 2,676, 1/1 needles, 3 read-backs
 *   round 36: bxf playout schedule
 *     codex: 10,919 tokens, peak 10,832, 0/1 needles, 0 read-backs
 *     context-chef: 662 tokens, peak 575, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,809 tokens, peak 1,271, 0/1 needles, 4 read-backs
 *     ours: 4,168 tokens, peak 915, 0/1 needles, 4 read-backs
 *   round 36: licence server log
 *     codex: 16,830 tokens, peak 16,734, 0/1 needles, 0 read-backs
 *     context-chef: 851 tokens, peak 755, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,809 tokens, peak 1,559, 0/1 needles, 2 read-backs
 *     ours: 3,301 tokens, peak 1,495, 0/1 needles, 2 read-backs
 *   round 36: live encoder channels yaml
 *     codex: 14,816 tokens, peak 14,738, 0/1 needles, 0 read-backs
 *     context-chef: 702 tokens, peak 624, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,750 tokens, peak 2,894, 0/1 needles, 3 read-backs
 *     ours: 6,112 tokens, peak 2,352, 0/1 needles, 3 read-backs
 *   round 36: cdn access log, preamble
 *     codex: 21,263 tokens, peak 21,119, 0/1 needles, 0 read-backs
 *     context-chef: 1,007 tokens, peak 863, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,012 tokens, peak 2,619, 0/1 needles, 4 read-backs
 *     ours: 5,761 tokens, peak 2,076, 0/1 needles, 4 read-backs
 *   round 36: listings ingest log, paraphrase
 *     codex: 15,105 tokens, peak 15,011, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,167 tokens, peak 1,352, 0/1 needles, 4 read-backs
 *     ours: 4,589 tokens, peak 998, 0/1 needles, 4 read-backs
 *   round 36: rights windows, preamble and paraphrase
 *     codex: 12,536 tokens, peak 12,402, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 587, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,640 tokens, peak 1,223, 0/1 needles, 4 read-backs
 *     ours: 4,372 tokens, peak 926, 0/1 needles, 4 read-backs
 *   round 36: loudness report
 *     codex: 18,449 tokens, peak 18,357, 0/1 needles, 0 read-backs
 *     context-chef: 854 tokens, peak 762, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,422 tokens, peak 1,393, 0/1 needles, 4 read-backs
 *     ours: 4,561 tokens, peak 976, 1/1 needles, 4 read-backs
 *   round 36: drm content keys jsonl
 *     codex: 17,832 tokens, peak 17,736, 0/1 needles, 0 read-backs
 *     context-chef: 893 tokens, peak 797, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,547 tokens, peak 1,212, 0/1 needles, 1 read-backs
 *     ours: 1,076 tokens, peak 782, 0/1 needles, 0 read-backs
 *   round 36: panel ingest counts
 *     codex: 16,256 tokens, peak 16,156, 0/1 needles, 0 read-backs
 *     context-chef: 717 tokens, peak 617, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,866 tokens, peak 2,308, 0/1 needles, 3 read-backs
 *     ours: 4,358 tokens, peak 1,874, 0/1 needles, 3 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026 in UTC, which is also the country's clock in winter. */
const T = (day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** `2026-11-14T22:35:00Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-14` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
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

type Programmes = readonly (readonly [string, string, number])[];
/** The general channels' programmes: title, genre and slot length in minutes. */
const GENERAL: Programmes = [
  ['Meridian Breakfast', 'news', 180],
  ['The Morning Room', 'magazine', 60],
  ['Homes Under Offer', 'factual', 45],
  ['Garden Rescue Squad', 'factual', 30],
  ['Antiques on the Road', 'factual', 60],
  ['Bargain Hunters', 'entertainment', 45],
  ['Meridian News at One', 'news', 30],
  ['Doctors Row', 'drama', 30],
  ['Escape to the Coast', 'factual', 45],
  ['The Quiz Chase', 'entertainment', 60],
  ['Fenwick Street', 'soap', 30],
  ['Saltmarsh', 'drama', 60],
  ['Inside the Ward', 'documentary', 60],
  ['The Big Bake Off', 'entertainment', 75],
  ['Panel Games Tonight', 'comedy', 30],
  ['Question Hour', 'current affairs', 60],
  ['The Quiet Valley', 'film', 105],
  ['Long Way North', 'film', 120],
  ['Paper Lanterns', 'film', 95],
  ['Country Lives', 'factual', 60],
  ['Songs of the Valleys', 'religion', 35],
  ['Mrs Pennington Investigates', 'drama', 90],
];
/** Programmes of the channels' pools: title, genre and slot length in minutes. */
const PROGRAMMES: Readonly<Record<string, Programmes>> = {
  general: GENERAL,
  north: [...GENERAL, ['North Tonight', 'news', 30], ['Northern Lives', 'factual', 30]],
  factual: [
    ['Wildlands', 'natural history', 60],
    ['Coast Walks', 'factual', 30],
    ['The Restoration Men', 'factual', 60],
    ['Secrets of the Archive', 'history', 60],
    ['Big Cat Valley', 'natural history', 30],
    ['Mastermind Cup', 'entertainment', 30],
    ['Sketch Club', 'comedy', 30],
    ['Two Doors Down the Road', 'comedy', 30],
    ['Frontline Medics', 'documentary', 60],
    ['Stargazing Live', 'science', 30],
    ['Railways of the North', 'history', 60],
    ['Rural Crime Squad', 'documentary', 45],
    ['The Harvest Moon', 'film', 100],
    ['Great Rail Journeys', 'factual', 30],
    ['Politics Live', 'current affairs', 45],
  ],
  news: [
    ['Meridian News', 'news', 30],
    ['Newsday', 'news', 60],
    ['Business Briefing', 'business', 30],
    ['World Report', 'news', 30],
    ['The Papers', 'news', 15],
    ['Sportsday', 'sport', 15],
    ['Click Forward', 'technology', 30],
    ['The Interview Hour', 'current affairs', 30],
  ],
  sport: [
    ['Live: Autumn International Rugby', 'sport', 150],
    ['Match of the Week', 'sport', 80],
    ['Live: Premier Netball', 'sport', 120],
    ['Cycling: Tour Highlights', 'sport', 60],
    ['Live: Snooker Championship', 'sport', 180],
    ['Football Focus', 'sport', 60],
    ['Ski Sunday', 'sport', 45],
    ['Live: Indoor Athletics', 'sport', 150],
    ['Boxing Night', 'sport', 120],
    ['Sportsround', 'sport', 30],
  ],
  kids: [
    ['Hey Little Bear', 'children', 10],
    ['Pip and the Pond', 'children', 15],
    ['Robo Rangers', 'children', 25],
    ['Junior Bake Off', 'children', 30],
    ['Newsround Now', 'children', 10],
    ['The Treehouse Gang', 'children', 25],
    ['Moon Patrol', 'children', 20],
    ['Art Attack Club', 'children', 25],
  ],
  arts: [
    ['Proms Encore', 'music', 120],
    ['Opera Night', 'music', 150],
    ['The Culture Show', 'arts', 60],
    ['Portrait Artist of the Year', 'arts', 60],
    ['Storyville', 'documentary', 90],
    ['Jazz at the Lantern', 'music', 60],
    ['Big Painting Challenge', 'arts', 60],
    ['Poetry Please', 'arts', 30],
  ],
  gold: [
    ['Fawlty Manor', 'comedy', 30],
    ['Only Fools at Sea', 'comedy', 30],
    ['Last of the Summer Tea', 'comedy', 30],
    ['The Vicar of Dunmore', 'comedy', 30],
    ['Inspector Calloway', 'drama', 120],
    ['Heartbeat of the Dales', 'drama', 60],
    ['Keeping Up with the Joneses', 'comedy', 30],
    ['All Creatures Small', 'drama', 60],
  ],
};

/** Genres that come in series and episodes. */
const EPISODIC = new Set([
  'drama',
  'soap',
  'factual',
  'documentary',
  'comedy',
  'entertainment',
  'natural history',
  'children',
  'history',
  'magazine',
  'arts',
]);
const EPISODE_TITLES = [
  'The Crossing',
  'Low Water',
  'Undertow',
  'First Light',
  'The Inquest',
  'Ashes',
  'Homecoming',
  'The Reckoning',
  'Outpost',
  'Breakwater',
  'Open Water',
  'Black Ice',
  'Old Debts',
  'The Visitor',
  'Night Shift',
  'Keeping Faith',
  'A Fair Wind',
  'Signals',
  'The Long Night',
  'Safe Harbour',
];
const BLURB_WHO = [
  'A retired detective',
  'Two sisters',
  'The team',
  'A young farmer',
  'Presenter Aoife Brennan',
  'The harbourmaster',
  'A family in the valleys',
  'Experts',
  'Four strangers',
  'A junior doctor',
  'The contestants',
  'Naturalist Kofi Mensah',
];
const BLURB_DO = [
  'uncovers',
  'travels to',
  'returns to',
  'investigates',
  'restores',
  'faces',
  'celebrates',
  'explores',
  'rebuilds',
  'races to save',
];
const BLURB_WHAT = [
  'a secret buried for forty years',
  'the far north of the islands',
  'a derelict mill',
  'the truth behind a break-in',
  'a Victorian clock tower',
  'the oldest market in the capital',
  'a storm that changes everything',
  'a village getting ready for winter',
  'the last working lighthouse on the coast',
  'a family business on the brink',
  'the otters of the estuary',
  'a wedding that nobody wanted',
];
const BLURB_TAIL = ['', '', ' Also in HD.', ' Contains some strong language.', ' Contains flashing images.', ' Followed by the weather.'];
const blurb = (random: () => number) =>
  `${oneOf(random, BLURB_WHO)} ${oneOf(random, BLURB_DO)} ${oneOf(random, BLURB_WHAT)}.${oneOf(random, BLURB_TAIL)}`;

/** `GET /epg/v3/schedule`: eight days of ten channels, minified; a drama's Saturday repeat on the second channel. */
function epgScheduleApi(): EconomicsTask {
  const random = seededRandom(36_001);
  const CHANNELS = [
    ['m1', 'Meridian One', 101, 'general'],
    ['m2', 'Meridian Two', 102, 'factual'],
    ['m3', 'Meridian Three', 103, 'general'],
    ['news', 'Meridian News', 104, 'news'],
    ['sport', 'Meridian Sport', 105, 'sport'],
    ['sport2', 'Meridian Sport 2', 106, 'sport'],
    ['kids', 'Meridian Kids', 107, 'kids'],
    ['arts', 'Meridian Arts', 108, 'arts'],
    ['gold', 'Meridian Gold', 109, 'gold'],
    ['m1n', 'Meridian One North', 111, 'north'],
  ] as const;
  interface Show {
    title: string;
    genre: string;
    episode: { series: number; number: number; title: string } | null;
    repeat: boolean;
    live: boolean;
  }
  const RATINGS: Readonly<Record<string, readonly string[]>> = {
    film: ['12', '15', 'PG'],
    drama: ['12', '15', 'PG'],
    children: ['U'],
  };
  const event = (start: number, end: number, show: Show) => ({
    eventId: `crid://meridian.tv/${hex(random, 10)}`,
    start: isoZ(start),
    end: isoZ(end),
    title: show.title,
    episode: show.episode,
    synopsis: blurb(random),
    genres: [show.genre],
    rating: oneOf(random, RATINGS[show.genre] ?? ['U', 'PG', 'PG']),
    programmeId: `p0${chars(random, 'bcdfghjklmnpqrstvwxyz0123456789', 6)}`,
    flags: {
      hd: true,
      subtitles: true,
      audioDescription: !show.live && random() < 0.35,
      signed: random() < 0.04,
      live: show.live,
      repeat: show.repeat,
    },
    onDemand: show.live ? null : { catchUp: random() < 0.85, availableUntil: isoZ(end + 30 * DAY) },
  });
  const randomShow = (pool: string): [Show, number] => {
    const [title, genre, len] = oneOf(random, PROGRAMMES[pool]!);
    return [
      {
        title,
        genre,
        episode: EPISODIC.has(genre)
          ? { series: between(random, 1, 9), number: between(random, 1, 10), title: oneOf(random, EPISODE_TITLES) }
          : null,
        repeat: pool === 'gold' || random() < 0.3,
        live: genre === 'news' || title.startsWith('Live:'),
      },
      len,
    ];
  };
  const harbour = (series: number, number: number, title: string, repeat: boolean) => ({
    title: 'The Harbour Line',
    genre: 'drama',
    episode: { series, number, title },
    repeat,
    live: false,
  });
  /** Minutes after 06:00 of the channel's broadcast day. */
  const planted: Readonly<Record<string, readonly { at: number; len: number; show: Show }[]>> = {
    '10|m1': [{ at: 900, len: 60, show: harbour(3, 6, 'Slack Water', false) }],
    '12|m2': [{ at: 1060, len: 60, show: harbour(3, 6, 'Slack Water', true) }],
    '14|m2': [{ at: 995, len: 60, show: harbour(3, 6, 'Slack Water', true) }],
    '14|gold': [{ at: 840, len: 60, show: harbour(1, 3, 'Spring Tide', true) }],
    '15|m2': [{ at: 605, len: 60, show: harbour(3, 6, 'Slack Water', true) }],
    '17|m1': [{ at: 900, len: 60, show: harbour(3, 7, "The Pilot's Daughter", false) }],
  };
  const fill = (day: number, channel: string, pool: string) => {
    const dayStart = T(day, 6);
    const fixed = planted[`${day}|${channel}`] ?? [];
    const events: object[] = [];
    let t = 0;
    while (t < 1440) {
      const f = fixed.find((x) => x.at === t);
      if (f) {
        events.push(event(dayStart + t * MINUTE, dayStart + (t + f.len) * MINUTE, f.show));
        t += f.len;
        continue;
      }
      const limit = Math.min(1440, ...fixed.filter((x) => x.at > t).map((x) => x.at));
      let [show, len] = randomShow(pool);
      if (len > limit - t) {
        len = limit - t;
        show = { title: len <= 10 ? 'Weather' : 'News and Weather', genre: 'news', episode: null, repeat: false, live: true };
      }
      events.push(event(dayStart + t * MINUTE, dayStart + (t + len) * MINUTE, show));
      t += len;
    }
    return events;
  };
  const days: object[] = [];
  for (let d = 10; d <= 17; d++)
    days.push({
      date: `2026-11-${d}`,
      channels: CHANNELS.map(([id, name, lcn, pool]) => ({ id, name, lcn, events: fill(d, id, pool) })),
    });
  const output = `${JSON.stringify({
    meta: {
      service: 'meridian-play-epg',
      version: '3.12.4',
      generated: isoZ(T(12, 9, 14, 2)),
      from: '2026-11-10T06:00:00Z',
      to: '2026-11-18T06:00:00Z',
      region: 'national',
      channels: CHANNELS.length,
    },
    days,
  })}\n`;
  const needle = '"start":"2026-11-14T22:35:00Z","end":"2026-11-14T23:35:00Z","title":"The Harbour Line"';
  const ask = "My mum missed Tuesday's episode of The Harbour Line. What time is it being repeated on Meridian Two this Saturday?";
  return probe('round 36: epg schedule api', ask, 'http_get', output, 'repeat', needle, true);
}

/** The telethon's live subtitles as one line of TTML; the cue where the total passes ten million. */
function telethonSubtitlesTtml(): EconomicsTask {
  const random = seededRandom(36_002);
  const SENTENCES = [
    'Welcome back to Lifeline Appeal Night.',
    "If you've only just joined us, thank you for being here.",
    "Every donation tonight goes straight to the projects you've seen.",
    'The lines are still really busy, so please keep trying.',
    "Let's go over to Eilidh, who's with the volunteers.",
    'The volunteers here have been amazing all night.',
    'That film was made at a hospice in the north last spring.',
    'Coming up, the cast of Fenwick Street like you have never seen them.',
    'You can give online at meridian.tv/lifeline.',
    "She's been fundraising since she was nine years old.",
    'Thanks to you, the centre now opens seven days a week.',
    'I honestly did not think I would get through that without crying.',
    "We've got some very special guests in the studio.",
    'Give it up for the Valleys Community Choir!',
    'What a performance. Thank you so much.',
    'Three hundred schools took part in the bake sale this year.',
    'He ran every day for a year, in all weathers.',
    'They walked the length of the coast path for this appeal.',
    'The money pays for nurses, for counsellors and for beds.',
    "We'll be back with more after the news.",
    'Our next film follows Marcus and his mum.',
    'Just five pounds can pay for a night at the shelter.',
    'Look at this, the whole office dressed as bananas.',
    'A huge thank you to everyone at the call centres tonight.',
    "We're going live to the harbour, where the rowers are still going.",
    'They have been rowing since six o clock this morning.',
    'My dad was looked after by people just like these.',
    'I want to say thank you to every single person watching.',
    "It's time for the big sketch, and I'm told nobody has rehearsed.",
    'Please, if you can, give whatever you can tonight.',
    "Let's see that again, because it's the best thing I've seen all year.",
    'The young carers we met are watching from the studio.',
    "And we're back, still live, still going strong.",
    "Right, let's get the totaliser out.",
    'Over at the call centre, the phones have not stopped.',
    'We have a message from the crew of the lifeboat station.',
    'That is four generations of one family on the rowing machines.',
    'Over to you in the newsroom.',
    'The appeal runs until midnight, so there is still time.',
    'Honestly, that is what tonight is all about.',
  ];
  const EFFECTS = ['[APPLAUSE]', '[CHEERING]', '[MUSIC PLAYS]', '[LAUGHTER]', '(SINGS) Hold on, hold on to the light', '[DRUMROLL]'];
  const ts = (ms: number) =>
    `${pad2(Math.floor(ms / HOUR))}:${pad2(Math.floor(ms / MINUTE) % 60)}:${pad2(Math.floor(ms / SECOND) % 60)}.${String(ms % 1000).padStart(3, '0')}`;
  /** The sentence in cues of at most two lines of 37 characters. */
  const wrap = (text: string) => {
    const lines: string[] = [];
    for (const w of text.split(' ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && last.length + 1 + w.length <= 37) lines[lines.length - 1] = `${last} ${w}`;
      else lines.push(w);
    }
    const cues: string[][] = [];
    for (let i = 0; i < lines.length; i += 2) cues.push(lines.slice(i, i + 2));
    return cues;
  };
  const END = 4 * HOUR - 2 * MINUTE;
  const MILESTONES: readonly (readonly [number, string])[] = [
    [0.26, 'We have just gone past five million raised tonight!'],
    [0.5, 'We have just gone past ten million raised tonight!'],
    [0.77, 'We have just gone past fifteen million raised tonight!'],
  ];
  const cues: string[] = [];
  let t = 4_000;
  let style = 's1';
  let milestone = 0;
  let needle = '';
  const cue = (lines: readonly string[]) => {
    const dur = Math.round((1_200 + lines.join(' ').length * 55 + pick(random, 400)) / 40) * 40;
    const text = lines.map((l) => `<span style="${style}">${l}</span>`).join('<br/>');
    const p = `<p xml:id="sub${cues.length + 1}" begin="${ts(t)}" end="${ts(t + dur)}" region="r1">${text}</p>`;
    cues.push(p);
    t += dur + oneOf(random, [0, 40, 80, 120, 200, 480]);
    return p;
  };
  while (t < END) {
    if (random() < 0.25) style = oneOf(random, ['s1', 's1', 's2', 's3', 's4']);
    const frac = t / END;
    const m = MILESTONES[milestone];
    if (m && frac >= m[0]) {
      milestone++;
      const p = cue(wrap(m[1])[0]!);
      if (m[1].includes('ten million')) needle = p;
      continue;
    }
    if (random() < 0.012) {
      const total = 20 * frac * (0.92 + random() * 0.1);
      if (total >= 0.5 && (total < 9.3 || total >= 11.2)) {
        for (const lines of wrap(`The total right now stands at ${total.toFixed(1)} million.`)) cue(lines);
        continue;
      }
    }
    if (random() < 0.06) {
      cue([oneOf(random, EFFECTS)]);
      continue;
    }
    for (const lines of wrap(oneOf(random, SENTENCES))) cue(lines);
  }
  const STYLES = [
    ['s1', '#FFFFFF'],
    ['s2', '#FFFF00'],
    ['s3', '#00FFFF'],
    ['s4', '#00FF00'],
  ]
    .map(
      ([id, colour]) =>
        `<style xml:id="${id}" tts:color="${colour}" tts:backgroundColor="#000000" tts:fontFamily="ReithSans, proportionalSansSerif" tts:fontSize="100%"/>`,
    )
    .join('');
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" xmlns:ebuttm="urn:ebu:tt:metadata" ttp:timeBase="media" ttp:cellResolution="32 15" xml:lang="en-GB">' +
    '<head><metadata><ttm:title>Lifeline Appeal Night 2026</ttm:title><ebuttm:documentMetadata><ebuttm:documentIdentifier>MBC/ENT/0533071/001</ebuttm:documentIdentifier><ebuttm:documentOriginatingSystem>Meridian Live Subtitling 5.2 (respeak)</ebuttm:documentOriginatingSystem><ebuttm:documentCreationDate>2026-11-06</ebuttm:documentCreationDate></ebuttm:documentMetadata></metadata>' +
    `<styling>${STYLES}</styling><layout><region xml:id="r1" tts:origin="10% 70%" tts:extent="80% 24%" tts:displayAlign="after" tts:textAlign="center"/></layout></head>` +
    `<body><div>${cues.join('')}</div></body></tt>\n`;
  const ask =
    'Social want a clip of the moment in the telethon when the presenters said the appeal had passed ten million. Going by the subtitle file, at what timecode does that come up?';
  return probe('round 36: telethon ttml subtitles', ask, 'read_file', output, 'timecode', needle, true);
}

/** The TV app's production bundle, minified on one line; the production licence server of the Samsung build. */
function tvAppBundle(): EconomicsTask {
  const random = seededRandom(36_003);
  const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
  const v = () => chars(random, LETTERS, 1);
  const X = () => chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1);
  const used = new Set<number>();
  const modId = () => {
    let id = 0;
    while (!id || used.has(id)) id = between(random, 1_000, 99_999);
    used.add(id);
    return id;
  };
  const PROPS = [
    'title',
    'subtitle',
    'imageUrl',
    'programmeId',
    'channelId',
    'duration',
    'progress',
    'badge',
    'rating',
    'availability',
    'episodeLabel',
    'railId',
    'index',
    'isLive',
    'startTime',
    'endTime',
  ];
  const CLASSES = [
    'rail',
    'tile',
    'hero',
    'epg-grid',
    'player-controls',
    'settings-row',
    'search-key',
    'profile-card',
    'banner',
    'episode-list',
    'category-chip',
    'now-next',
  ];
  const PATHS = [
    'rails',
    'programmes',
    'episodes',
    'channels',
    'schedule',
    'search',
    'profiles',
    'continue-watching',
    'favourites',
    'recommendations',
    'categories',
    'live/now-next',
  ];
  const EVENTS = [
    'tile_focus',
    'tile_select',
    'rail_scroll',
    'player_start',
    'player_pause',
    'player_seek',
    'player_buffer',
    'search_submit',
    'profile_switch',
    'settings_open',
    'epg_open',
    'back_press',
  ];
  const STRINGS: readonly (readonly [string, string])[] = [
    ['player.resume', 'Resume'],
    ['player.startOver', 'Start from the beginning'],
    ['player.live', 'LIVE'],
    ['epg.now', 'Now'],
    ['epg.next', 'Next'],
    ['settings.subtitles', 'Subtitles'],
    ['settings.audioDescription', 'Audio description'],
    ['search.placeholder', 'Search programmes and channels'],
    ['profile.kids', 'Kids profile'],
    ['rail.continue', 'Continue watching'],
    ['rail.popular', 'Popular right now'],
    ['availability.days', 'Available for {n} days'],
    ['availability.lastChance', 'Last chance to watch'],
    ['signin.code', 'Go to meridian.tv/tv and enter this code'],
  ];
  const component = () => {
    const a = chars(random, 'acdfhlmsuy', 1);
    const b = chars(random, 'bgjkpqvwxz', 1);
    const [f, cls] = [`${v()}${v()}`, oneOf(random, CLASSES)];
    const [p1, p2, p3] = [oneOf(random, PROPS), oneOf(random, PROPS), oneOf(random, PROPS)];
    return `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${X()}:()=>${f}});var ${a}=n(${modId()}),${b}=n(${modId()});function ${f}(e){let{${p1}:t,${p2}:n,onFocus:r}=e;const[o,i]=(0,${a}.useState)(!1);return(0,${b}.jsxs)("div",{className:"${cls}"+(o?" ${cls}--focused":""),onFocus:()=>{i(!0),r&&r(t)},children:[(0,${b}.jsx)("span",{className:"${cls}__label",children:n}),t?.${p3}&&(0,${b}.jsx)("img",{src:t.${p3},alt:"",loading:"lazy"})]})}}`;
  };
  const api = () => {
    const p = oneOf(random, PATHS);
    return `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${X()}:()=>o});var r=n(${modId()});const o=async(e,t={})=>{const n=await r.Z.get("/v4/${p}/"+encodeURIComponent(e),{params:{...t,lang:"en",platform:r.P},timeout:${oneOf(random, [4000, 6000, 8000, 10000])}});return n.data?.${oneOf(random, ['items', 'data', 'results', 'entries'])}??[]}}`;
  };
  const analytics = () => {
    const picks = [...new Set(Array.from({ length: between(random, 3, 6) }, () => oneOf(random, EVENTS)))];
    return `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${X()}:()=>r});const r=Object.freeze({${picks.map((e) => `${e.toUpperCase()}:"${e}"`).join(',')}})}`;
  };
  const i18n = () => {
    const picks = [...new Set(Array.from({ length: between(random, 4, 9) }, () => oneOf(random, STRINGS)))];
    return `${modId()}:e=>{"use strict";e.exports=JSON.parse('{${picks.map(([k, s]) => `"${k}":"${s}"`).join(',')}}')}`;
  };
  const cssModule = () => {
    const cls = oneOf(random, CLASSES);
    const keys = [cls, `${cls}__inner`, `${cls}__label`, `${cls}--focused`, `${cls}--disabled`];
    return `${modId()}:e=>{e.exports={${keys.map((k) => `"${k}":"${k.replace(/-/g, '_')}_${chars(random, `${LETTERS}0123456789`, 5)}"`).join(',')}}}`;
  };
  const util = () =>
    `${modId()}:(e,t,n)=>{"use strict";function ${v()}(e,t){if(!e)return"";const n=Math.floor(e/3600),r=Math.floor(e%3600/60);return n>0?n+"h "+r+"m":r+" min"}function ${v()}(e){return new Date(e).toLocaleTimeString("en-GB",{hour:"2-digit",minute:"2-digit"})}n.d(t,{${X()}:()=>${v()}})}`;
  const keys = () =>
    `${modId()}:(e,t,n)=>{"use strict";n.d(t,{${X()}:()=>i});const r={37:"LEFT",38:"UP",39:"RIGHT",40:"DOWN",13:"ENTER",10009:"BACK",461:"BACK",415:"PLAY",19:"PAUSE",413:"STOP",417:"FF",412:"RW"};function i(e){const t=r[e.keyCode];return t?{key:t,repeat:!!e.repeat,ts:e.timeStamp|0}:null}}`;
  const TEMPLATES = [component, component, api, api, analytics, i18n, cssModule, cssModule, util, keys];
  const modules: string[] = [];
  let size = 0;
  while (size < 1_150_000) {
    const m = oneOf(random, TEMPLATES)();
    modules.push(m);
    size += m.length + 1;
  }
  const needle = 'tizen:{keySystem:"com.microsoft.playready",serverURL:"https://lic.meridianplay.tv/pr/v2/tizen/rightsmanager.asmx"}';
  const config =
    `${modId()}:(e,t,n)=>{"use strict";n.d(t,{Z:()=>c});` +
    'const r={name:"staging",api:"https://api-stg.meridianplay.tv/v4",images:"https://img-stg.meridianplay.tv",' +
    'drm:{tizen:{keySystem:"com.microsoft.playready",serverURL:"https://lic-stg.meridianplay.tv/pr/v2/tizen/rightsmanager.asmx"},' +
    'webos:{keySystem:"com.microsoft.playready",serverURL:"https://lic-stg.meridianplay.tv/pr/v2/webos/rightsmanager.asmx"},' +
    'vidaa:{keySystem:"com.widevine.alpha",serverURL:"https://lic-stg.meridianplay.tv/wv/v3/vidaa/licence"}},' +
    'analytics:{endpoint:"https://events-stg.meridianplay.tv/collect",sampleRate:1}},' +
    'o={name:"production",api:"https://api.meridianplay.tv/v4",images:"https://img.meridianplay.tv",' +
    `drm:{${needle},` +
    'webos:{keySystem:"com.microsoft.playready",serverURL:"https://lic.meridianplay.tv/pr/v2/webos/rightsmanager.asmx"},' +
    'vidaa:{keySystem:"com.widevine.alpha",serverURL:"https://lic.meridianplay.tv/wv/v3/vidaa/licence"}},' +
    'analytics:{endpoint:"https://events.meridianplay.tv/collect",sampleRate:.25}},' +
    'i={staging:r,production:o},c=i["production"]||o}';
  modules.splice(Math.floor(modules.length * 0.5), 0, config);
  const output = `"use strict";(self.webpackChunkmeridian_play_tv=self.webpackChunkmeridian_play_tv||[]).push([[792],{${modules.join(',')}}]);\n//# sourceMappingURL=main.8c41f2d7.js.map\n`;
  const ask =
    "I'm updating the allow-list on the licence proxy. According to the TV app's bundle, which licence server URL does the Samsung TV app use in production?";
  return probe('round 36: tv app bundle', ask, 'read_file', output, 'licence server', needle, true);
}

/** The traffic system's BXF schedule for tomorrow on Meridian One, pretty XML; a drama's part two house number. */
function bxfPlayoutSchedule(): EconomicsTask {
  const random = seededRandom(36_004);
  const FPS = 25;
  const tc = (frames: number) => {
    const s = Math.floor(frames / FPS);
    return `${pad2(Math.floor(s / 3600) % 24)}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}:${pad2(frames % FPS)}`;
  };
  const CODES: Readonly<Record<string, string>> = {
    drama: 'DRA',
    news: 'NWS',
    factual: 'FAC',
    entertainment: 'ENT',
    comedy: 'COM',
    film: 'FLM',
    documentary: 'DOC',
    religion: 'REL',
    magazine: 'MAG',
    soap: 'SOA',
    'current affairs': 'CUR',
  };
  const ADVERTISERS = [
    'Hollybank Home - Winter Sale',
    'Northway Bank - Mortgages',
    'Glenlivet Motors - Estate',
    'Pure Valley Water',
    'Corrie Mobile - Unlimited',
    'Harbour Insurance - Home',
    'Fenwick Foods - Christmas',
    'Brightwell Energy - Heat Pumps',
    'Lanterne Perfume',
    'Caledon Rail - Off Peak',
    'Tidy Paws Pet Food',
    'Sunnyfield Supermarkets',
  ];
  const PROMOS = [
    'Kettle Point - new series',
    'Lifeline Appeal Night - thank you',
    'Saltmarsh - tonight',
    'The Big Bake Off - final',
    'Meridian Play - box sets',
    'Autumn Internationals - Saturday',
    'Winterwatch - coming soon',
    'Fenwick Street - Christmas',
  ];
  const out: string[] = [];
  const ev = (title: string, start: number, length: number, primary: string[], content: string[]) => {
    out.push(
      '      <ScheduledEvent>',
      `        <EventData eventType="${primary[0]!.includes('NonPrimaryEvent') ? 'NonPrimary' : 'Primary'}">`,
      '          <EventId>',
      `            <EventId>urn:uuid:${uuid(random)}</EventId>`,
      '          </EventId>',
      `          <EventTitle>${title}</EventTitle>`,
      '          <StartDateTime>',
      '            <SmpteDateTime broadcastDate="2026-11-13">',
      `              <SmpteTimeCode>${tc(start)}</SmpteTimeCode>`,
      '            </SmpteDateTime>',
      '          </StartDateTime>',
      '          <LengthOption>',
      '            <Duration>',
      '              <SmpteDuration>',
      `                <SmpteTimeCode>${tc(length)}</SmpteTimeCode>`,
      '              </SmpteDuration>',
      '            </Duration>',
      '          </LengthOption>',
      ...primary.map((l) => `          ${l}`),
      '        </EventData>',
      ...content.map((l) => `        ${l}`),
      '      </ScheduledEvent>',
    );
  };
  const contentBlock = (house: string, name: string, source: string, sourceId: string) => [
    '<Content>',
    '  <ContentId>',
    `    <HouseNumber>${house}</HouseNumber>`,
    '  </ContentId>',
    `  <Name>${name}</Name>`,
    '  <Media>',
    `    <SourceType>${source}</SourceType>`,
    `    <SourceId>${sourceId}</SourceId>`,
    ...(source === 'Server' ? ['    <SOM>', '      <SmpteTimeCode>10:00:00:00</SmpteTimeCode>', '    </SOM>'] : []),
    '  </Media>',
    '</Content>',
  ];
  const spots = (target: number) => {
    const list: number[] = [];
    let sum = 0;
    while (sum < target) {
      const s = oneOf(random, [10, 20, 30, 30, 30, 40, 60]) * FPS;
      list.push(s);
      sum += s;
    }
    return list;
  };
  interface Programme {
    title: string;
    genre: string;
    len: number;
    id?: string;
    episode?: string;
    live?: boolean;
  }
  const programme = (startFrames: number, p: Programme) => {
    const slot = p.len * 60 * FPS;
    const live = p.live ?? p.genre === 'news';
    const parts = live ? 1 : p.len >= 45 ? 3 : p.len >= 25 ? 2 : 1;
    const breaks = Array.from({ length: parts - 1 }, () => spots(between(random, 130, 200) * FPS));
    const junction = spots(between(random, 50, 110) * FPS);
    const fixed = [...breaks.flat(), ...junction].reduce((a, b) => a + b, 0);
    const content = slot - fixed;
    const weights = Array.from({ length: parts }, () => 0.8 + random() * 0.4);
    const total = weights.reduce((a, b) => a + b, 0);
    const lens = weights.map((w) => Math.floor((content * w) / total));
    lens[parts - 1] = content - lens.slice(0, -1).reduce((a, b) => a + b, 0);
    const id = p.id ?? `05${digits(random, 5)}`;
    const code = CODES[p.genre] ?? 'GEN';
    let t = startFrames;
    for (let k = 0; k < parts; k++) {
      const house = live
        ? `LIVE/${code}/20261113/${tc(t).slice(0, 5).replace(':', '')}`
        : `MBC/${code}/${id}/${String(k + 1).padStart(3, '0')}`;
      const name = live ? `${p.title} (live)` : `${p.title}${p.episode ? ` ${p.episode}` : ''} Pt${k + 1}`;
      ev(
        p.title,
        t,
        lens[k]!,
        [
          '<PrimaryEvent>',
          '  <ProgramEvent>',
          `    <SegmentNumber>${k + 1}</SegmentNumber>`,
          `    <ProgramName>${p.title}</ProgramName>`,
          '  </ProgramEvent>',
          '</PrimaryEvent>',
        ],
        contentBlock(
          house,
          name,
          live ? 'Live' : 'Server',
          live ? oneOf(random, ['STUDIO-B', 'STUDIO-C', 'OB-LINE-2']) : oneOf(random, ['VS-A1', 'VS-A2']),
        ),
      );
      ev(
        'DOG M1 HD',
        t,
        lens[k]!,
        ['<NonPrimaryEvent>', '  <NonPrimaryEventName>LOGO</NonPrimaryEventName>', '  <Layer>2</Layer>', '</NonPrimaryEvent>'],
        [],
      );
      if (!live)
        ev(
          'SUBTITLES',
          t,
          lens[k]!,
          [
            '<NonPrimaryEvent>',
            '  <NonPrimaryEventName>SUBS-INSERT</NonPrimaryEventName>',
            `  <FileRef>${id}_${k + 1}.stl</FileRef>`,
            '</NonPrimaryEvent>',
          ],
          [],
        );
      t += lens[k]!;
      if (k < parts - 1)
        for (const s of breaks[k]!) {
          const advertiser = oneOf(random, ADVERTISERS);
          ev(
            advertiser,
            t,
            s,
            [
              '<PrimaryEvent>',
              '  <NonProgramEvent>',
              '    <Details>',
              '      <SpotType>Commercial</SpotType>',
              '    </Details>',
              '  </NonProgramEvent>',
              '</PrimaryEvent>',
            ],
            contentBlock(`C${digits(random, 6)}`, `${advertiser} ${s / FPS}s`, 'Server', 'VS-C1'),
          );
          t += s;
        }
    }
    junction.forEach((s, k) => {
      const ident = k === junction.length - 1;
      const promo = ident ? 'Meridian One ident - Lighthouse' : oneOf(random, PROMOS);
      ev(
        promo,
        t,
        s,
        [
          '<PrimaryEvent>',
          '  <NonProgramEvent>',
          '    <Details>',
          `      <SpotType>${ident ? 'Ident' : 'Promo'}</SpotType>`,
          '    </Details>',
          '  </NonProgramEvent>',
          '</PrimaryEvent>',
        ],
        contentBlock(ident ? `IDT/M1/${digits(random, 3)}` : `PRM${digits(random, 6)}`, promo, 'Server', 'VS-C1'),
      );
      t += s;
    });
  };
  const fixed: Readonly<Record<number, Programme>> = {
    720: { title: 'Meridian News at Six', genre: 'news', len: 30 },
    750: { title: 'Meridian Today', genre: 'news', len: 30 },
    900: { title: 'Kettle Point', genre: 'drama', len: 60, id: '0479215', episode: 'S3 Ep7' },
    960: { title: 'Meridian News at Ten', genre: 'news', len: 35 },
    1130: { title: 'Kettle Point', genre: 'drama', len: 60, id: '0479208', episode: 'S3 Ep6' },
  };
  const pool = PROGRAMMES.general!.filter(([, genre]) => genre !== 'news');
  programme(6 * 3600 * FPS, { title: 'Meridian Breakfast', genre: 'news', len: 180 });
  let m = 180;
  while (m < 1440) {
    const f = fixed[m];
    if (f) {
      programme((6 * 60 + m) * 60 * FPS, f);
      m += f.len;
      continue;
    }
    const next = Math.min(
      1440,
      ...Object.keys(fixed)
        .map(Number)
        .filter((x) => x > m),
    );
    const [title, genre, len0] = oneOf(random, pool);
    let len = Math.min(len0, next - m);
    if (next - m - len < 10) len = next - m;
    programme((6 * 60 + m) * 60 * FPS, len < 20 ? { title: 'Weather', genre: 'news', len } : { title, genre, len });
    m += len;
  }
  const output = `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<BxfMessage xmlns="http://smpte-ra.org/schemas/2021/2019/BXF" id="urn:uuid:${uuid(random)}" dateTime="2026-11-12T15:02:11Z" messageType="Information" origin="MERIDIAN-TRAFFIC" originType="Traffic" userName="schedsvc" destination="M1-PLAYOUT-A">`,
    '  <BxfData action="add">',
    `    <Schedule type="Primary" scheduleId="urn:uuid:${uuid(random)}" scheduleStart="2026-11-13T06:00:00Z" scheduleEnd="2026-11-14T06:00:00Z">`,
    '      <Channel channelNumber="101" shortName="M1" status="active" type="digital_television">',
    '        <Name>Meridian One</Name>',
    '      </Channel>',
    '      <ScheduleName>M1 2026-11-13 v4 (final)</ScheduleName>',
    ...out,
    '    </Schedule>',
    '  </BxfData>',
    '</BxfMessage>',
  ].join('\n')}\n`;
  const needle = '<HouseNumber>MBC/DRA/0479215/002</HouseNumber>';
  const ask =
    "What's the house number for part two of the new Kettle Point going out at nine tomorrow night on Meridian One? MAM want to double-check that file passed QC.";
  return probe('round 36: bxf playout schedule', ask, 'read_file', output, 'house number', needle);
}

/** Two hours of the licence server's log, with short stack traces; the cause under a refused film. */
function licenceServerLog(): EconomicsTask {
  const random = seededRandom(36_005);
  const TITLES = [
    'Kettle Point',
    'Saltmarsh',
    'The Quiet Valley',
    'Long Way North',
    'Paper Lanterns',
    'The Harbour Line',
    'Wildlands',
    'Inside the Ward',
    'Frontline Medics',
    'Mrs Pennington Investigates',
    'The Harvest Moon',
    'Inspector Calloway',
    'Doctors Row',
    'Fenwick Street',
    'Rural Crime Squad',
    'The Big Bake Off',
    'Secrets of the Archive',
    'Storyville: The Last Ferry',
    'Vinterhavn',
    'Grenzland',
  ];
  const assets = TITLES.map((title) => ({
    title,
    id: `MBC-${title.startsWith('The Q') || title.startsWith('Long') || title.startsWith('Paper') ? 'F' : 'E'}-00${digits(random, 5)}`,
  }));
  const LIVE = ['LIVE-M1', 'LIVE-M2', 'LIVE-NEWS', 'LIVE-SPORT', 'LIVE-SPORT2', 'LIVE-ARTS'];
  const CLIENTS: readonly (readonly [string, string, readonly string[]])[] = [
    ['android/7.14.2', 'widevine', ['L1', 'L1', 'L3']],
    ['android-tv/7.14.0', 'widevine', ['L1']],
    ['ios/7.13.1', 'fairplay', ['-']],
    ['tizen/4.2.0', 'playready', ['SL2000', 'SL3000']],
    ['webos/4.2.0', 'playready', ['SL2000']],
    ['web/2026.45.1', 'widevine', ['L3']],
    ['vidaa/4.2.0', 'widevine', ['L1']],
  ];
  const threads = () => `nio-8443-exec-${between(random, 1, 200)}`;
  const line = (t: number, level: string, thread: string, logger: string, msg: string) =>
    `${new Date(t).toISOString()} ${level.padStart(5)} 1 --- [licence-server] [${thread.padStart(17)}] ${logger.padEnd(40)} : ${msg}`;
  const events: { t: number; text: string }[] = [];
  const start = T(12, 19, 30);
  const end = T(12, 21, 30);
  for (let t = start; t < end; t += between(random, 800, 3_600)) {
    const [client, scheme, levels] = oneOf(random, CLIENTS);
    const live = random() < 0.35;
    const asset = oneOf(random, assets);
    const contentId = live ? oneOf(random, LIVE) : asset.id;
    const msg = `${live && random() < 0.6 ? 'renewed' : 'issued'} licence requestId=${uuid(random)} scheme=${scheme} contentId=${contentId}${live ? '' : ` asset="${asset.title}"`} kid=${uuid(random)} client=${client} sl=${oneOf(random, levels)} durationSec=${live ? 14400 : 86400} tookMs=${between(random, 9, 95)}`;
    events.push({ t, text: line(t, 'INFO', threads(), 'c.m.drm.licence.LicenceController', msg) });
    if (random() < 0.03)
      events.push({
        t: t + 5,
        text: line(
          t + 5,
          'WARN',
          threads(),
          'c.m.drm.entitlement.EntitlementClient',
          `slow upstream call service=entitlements tookMs=${between(random, 900, 2_400)}`,
        ),
      });
    if (random() < 0.004)
      events.push({
        t: t + 7,
        text: line(
          t + 7,
          'INFO',
          'scheduling-1',
          'c.m.drm.rights.RightsCache',
          `rights cache refreshed entries=${between(random, 48_000, 49_000)} tookMs=${between(random, 300, 700)}`,
        ),
      });
  }
  const CAUSES: readonly ((contentId: string) => readonly [string, string, number])[] = [
    () => [
      `com.meridian.drm.device.DeviceRevokedException: device certificate revoked (systemId=${between(random, 4_000, 9_000)}, serial=${hex(random, 16)})`,
      'com.meridian.drm.device.DeviceCheck.requireTrusted(DeviceCheck.java:58)',
      403,
    ],
    () => [
      'com.meridian.drm.policy.OutputProtectionException: UHD track requires HDCP_V2_2, client reported HDCP_V1',
      'com.meridian.drm.policy.PolicyEngine.checkOutput(PolicyEngine.java:141)',
      403,
    ],
    () => [
      `com.meridian.drm.entitlement.ConcurrencyLimitException: account ${hex(random, 12)} has 4 active streams (limit 4)`,
      'com.meridian.drm.entitlement.StreamCounter.acquire(StreamCounter.java:92)',
      429,
    ],
    () => [
      'java.net.SocketTimeoutException: Read timed out (rights-service.drm.svc:8080, 2000 ms)',
      'com.meridian.drm.rights.RightsClient.fetchWindows(RightsClient.java:113)',
      503,
    ],
    (contentId) => [
      `com.meridian.drm.rights.GeoBlockedException: ${contentId} not licensed for country=IE (ip=${between(random, 31, 95)}.${between(random, 0, 255)}.x.x)`,
      'com.meridian.drm.rights.GeoCheck.require(GeoCheck.java:47)',
      451,
    ],
  ];
  const failure = (
    t: number,
    client: string,
    scheme: string,
    contentId: string,
    title: string | undefined,
    cause: readonly [string, string, number],
  ) => {
    const thread = threads();
    const requestId = uuid(random);
    const controller = scheme === 'widevine' ? 'WidevineController' : scheme === 'playready' ? 'PlayReadyController' : 'FairPlayController';
    return [
      line(
        t,
        'ERROR',
        thread,
        'c.m.d.l.web.LicenceExceptionHandler',
        `licence request failed requestId=${requestId} scheme=${scheme} contentId=${contentId}${title ? ` asset="${title}"` : ''} client=${client} status=${cause[2]}`,
      ),
      `com.meridian.drm.licence.LicenceDeniedException: licence denied requestId=${requestId}`,
      '\tat com.meridian.drm.licence.LicenceService.authorise(LicenceService.java:214)',
      '\tat com.meridian.drm.licence.LicenceService.issue(LicenceService.java:131)',
      `\tat com.meridian.drm.licence.web.${controller}.licence(${controller}.java:${between(random, 60, 120)})`,
      `\tat com.meridian.drm.licence.web.${controller}$$SpringCGLIB$$0.licence(<generated>)`,
      `\t... ${between(random, 58, 64)} frames excluded`,
      `Caused by: ${cause[0]}`,
      `\tat ${cause[1]}`,
      '\tat com.meridian.drm.licence.LicenceService.authorise(LicenceService.java:209)',
      `\t... ${between(random, 62, 68)} common frames omitted`,
    ].join('\n');
  };
  const nlr = { title: 'Northern Lights Road', id: 'MBC-F-0042817' };
  for (let k = 0; k < 42; k++) {
    const t = start + pick(random, end - start);
    const [client, scheme] = oneOf(random, CLIENTS);
    const asset = oneOf(random, assets);
    events.push({ t, text: failure(t, client, scheme, asset.id, asset.title, oneOf(random, CAUSES)(asset.id)) });
  }
  const other = assets[7]!;
  events.push({
    t: T(12, 19, 58, 12) + 604,
    text: failure(T(12, 19, 58, 12) + 604, 'tizen/4.2.0', 'playready', other.id, other.title, [
      `com.meridian.drm.rights.WindowClosedException: no open SVOD window for ${other.id} in territory MR (last window ended 2026-11-09T23:59:59Z)`,
      'com.meridian.drm.rights.RightsClient.requireOpenWindow(RightsClient.java:77)',
      403,
    ]),
  });
  const needle = `Caused by: com.meridian.drm.rights.WindowClosedException: no open SVOD window for ${nlr.id} in territory MR (last window ended 2026-11-11T23:59:59Z)`;
  events.push({
    t: T(12, 20, 41, 7) + 318,
    text: failure(T(12, 20, 41, 7) + 318, 'android-tv/7.14.0', 'widevine', nlr.id, nlr.title, [
      needle.slice('Caused by: '.length),
      'com.meridian.drm.rights.RightsClient.requireOpenWindow(RightsClient.java:77)',
      403,
    ]),
  });
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "A customer's ticket says Northern Lights Road wouldn't play on their Android TV at about twenty to nine this evening; the app just said it couldn't get a licence. What was the real reason the licence server turned it down?";
  return probe('round 36: licence server log', ask, 'run_shell', output, 'reason', needle);
}

/** `livectl channels get --all -o yaml`: every live encoder channel; the news channel's backup input. */
function liveEncoderChannelsYaml(): EconomicsTask {
  const random = seededRandom(36_006);
  const REGIONS = [
    'North',
    'North East',
    'North West',
    'South',
    'South West',
    'East',
    'West',
    'Midlands',
    'Highlands',
    'Islands',
    'Valleys',
    'Capital',
  ];
  const channels: { name: string; slug: string; kind: string; tier: string }[] = [
    ...['One', 'Two', 'Three', 'Sport', 'Sport 2', 'Kids', 'Arts', 'Gold', 'Parliament'].map((n) => ({
      name: `Meridian ${n}`,
      slug: n.toLowerCase().replace(/ /g, ''),
      kind: 'tv',
      tier: 'national',
    })),
    ...REGIONS.map((r) => ({ name: `Meridian One ${r}`, slug: `one-${r.toLowerCase().replace(/ /g, '')}`, kind: 'tv', tier: 'regional' })),
    { name: 'Meridian One UHD', slug: 'one-uhd', kind: 'tv', tier: 'national' },
    { name: 'Meridian Sport UHD', slug: 'sport-uhd', kind: 'tv', tier: 'national' },
    ...['Radio 1', 'Radio 2', 'Radio 3', 'Radio 4', 'News Radio'].map((n) => ({
      name: `Meridian ${n}`,
      slug: n.toLowerCase().replace(/ /g, ''),
      kind: 'radio',
      tier: 'national',
    })),
    ...REGIONS.map((r) => ({ name: `Radio ${r}`, slug: `radio-${r.toLowerCase().replace(/ /g, '')}`, kind: 'radio', tier: 'regional' })),
    ...['Drama Classics', 'Comedy Gold', 'Wildlife', 'Quiz', 'Crime Files', 'Kids Classics', 'Retro Sport', 'Music Vault'].map((n) => ({
      name: `Meridian ${n}`,
      slug: `fast-${n.toLowerCase().replace(/ /g, '')}`,
      kind: 'fast',
      tier: 'fast',
    })),
    ...Array.from({ length: 40 }, (_, i) => ({ name: `Meridian Sport Extra ${i + 1}`, slug: `extra${i + 1}`, kind: 'tv', tier: 'popup' })),
    { name: 'Meridian Sign Zone', slug: 'signzone', kind: 'tv', tier: 'national' },
  ];
  const news = { name: 'Meridian News', slug: 'news', kind: 'tv', tier: 'national' };
  channels.splice(Math.floor(channels.length * 0.5), 0, news);
  const LADDER_TV = [
    [1920, 1080, 50, 7200],
    [1280, 720, 50, 4500],
    [1024, 576, 25, 2400],
    [768, 432, 25, 1400],
    [640, 360, 25, 900],
    [480, 270, 25, 450],
  ] as const;
  const LADDER_UHD = [[3840, 2160, 50, 16000] as const, ...LADDER_TV];
  const LADDER_RADIO = [
    [1280, 720, 25, 1200],
    [640, 360, 25, 400],
  ] as const;
  let needle = '';
  const items = channels.map((c, i) => {
    const port = 7000 + i;
    const primary = `srt://10.40.${between(random, 1, 30)}.${between(random, 10, 250)}:${port}?mode=caller&latency=120&streamid=${c.slug}-main-a`;
    const backup = `srt://10.44.${between(random, 1, 30)}.${between(random, 10, 250)}:${port + 900}?mode=caller&latency=200&streamid=${c.slug}-dr-b`;
    if (c === news) needle = `uri: ${backup}`;
    const ladder = c.slug.endsWith('uhd') ? LADDER_UHD : c.kind === 'radio' ? LADDER_RADIO : LADDER_TV;
    const node = pad2(between(random, 1, 24));
    const up = `${between(random, 1, 40)}d${pad2(between(random, 0, 23))}h${pad2(between(random, 0, 59))}m`;
    return [
      '- apiVersion: live.meridian.tv/v2',
      '  kind: Channel',
      '  metadata:',
      `    name: ch-${c.slug}`,
      '    namespace: live-prod',
      `    uid: ${uuid(random)}`,
      `    creationTimestamp: "${isoZ(T(1, 9) - between(random, 30, 900) * DAY)}"`,
      `    generation: ${between(random, 3, 80)}`,
      `    resourceVersion: "${between(random, 100_000_000, 999_999_999)}"`,
      '    annotations:',
      `      live.meridian.tv/owner: ${c.kind === 'radio' ? 'audio-platform' : c.tier === 'fast' ? 'fast-ops' : 'video-platform'}`,
      `      live.meridian.tv/runbook: https://runbooks.meridian.tv/live/${c.kind}/${c.slug}`,
      `      live.meridian.tv/pagerduty-service: ${c.tier === 'popup' ? 'PD-LIVE-EVENTS' : 'PD-LIVE-CORE'}`,
      '    labels:',
      `      live.meridian.tv/kind: ${c.kind}`,
      `      live.meridian.tv/tier: ${c.tier}`,
      '  spec:',
      `    displayName: ${c.name}`,
      `    serviceId: ${4100 + i}`,
      '    inputs:',
      '    - name: main',
      '      role: primary',
      '      protocol: srt',
      `      uri: ${primary}`,
      `      passphraseSecretRef: srt-${c.slug}`,
      '      failover: {lossOfSignalMs: 1000, blackFrameMs: 4000, silenceMs: 8000}',
      '    - name: dr',
      '      role: backup',
      '      protocol: srt',
      `      uri: ${backup}`,
      `      passphraseSecretRef: srt-${c.slug}`,
      '      failover: {lossOfSignalMs: 1000, blackFrameMs: 4000, silenceMs: 8000}',
      '    pipelines:',
      `    - {name: A, node: enc-eu1-a-${node}}`,
      `    - {name: B, node: enc-eu1-b-${node}}`,
      '    video:',
      `      codec: ${c.slug.endsWith('uhd') ? 'hevc' : 'h264'}`,
      `      profile: ${c.slug.endsWith('uhd') ? 'main10' : 'high'}`,
      `      gopSeconds: ${c.kind === 'radio' ? '3.84' : '1.92'}`,
      '      closedGop: true',
      `      deinterlace: ${c.kind === 'radio' ? 'none' : 'adaptive'}`,
      `      colour: ${c.slug.endsWith('uhd') ? 'bt2020-hlg' : 'bt709'}`,
      '    ladder:',
      ...ladder.map(([w, h, fps, kbps]) => `    - {name: v${h}p${fps}, width: ${w}, height: ${h}, fps: ${fps}, kbps: ${kbps}}`),
      '    audio:',
      `    - {name: a128k-eng, codec: aac-lc, kbps: 128, channels: 2, lang: eng, loudnessTarget: -23}`,
      ...(c.kind === 'tv' ? ['    - {name: a96k-ad, codec: aac-lc, kbps: 96, channels: 2, lang: eng, role: description}'] : []),
      ...(c.slug.endsWith('uhd') ? ['    - {name: a384k-51, codec: eac3, kbps: 384, channels: 6, lang: eng}'] : []),
      '    captions:',
      `      source: ${c.kind === 'radio' ? 'none' : 'ebu-tt-d-live'}`,
      ...(c.kind === 'radio' ? [] : [`      endpoint: wss://subs.live.meridian.tv/in/${c.slug}`]),
      '    scte35:',
      `      source: ${c.tier === 'fast' ? 'schedule' : 'input'}`,
      '      passThrough: true',
      '    outputs:',
      ...['a', 'b'].flatMap((p) => [
        `    - packager: pkg-eu1-${p}`,
        '      format: cmaf',
        '      segmentSeconds: 3.84',
        `      endpoint: http://pkg-eu1-${p}.live.svc:8080/ingest/${c.slug}`,
      ]),
      '  status:',
      `    phase: ${c.tier === 'popup' && random() < 0.6 ? 'Idle' : 'Running'}`,
      `    activePipeline: ${random() < 0.9 ? 'A' : 'B'}`,
      `    activeInput: ${random() < 0.97 ? 'main' : 'dr'}`,
      '    pipelines:',
      `    - {name: A, state: Running, uptime: ${up}, fps: ${c.kind === 'radio' ? '25.00' : '50.00'}, droppedFrames: ${pick(random, 3)}}`,
      `    - {name: B, state: Running, uptime: ${up}, fps: ${c.kind === 'radio' ? '25.00' : '50.00'}, droppedFrames: ${pick(random, 3)}}`,
      `    lastTransition: "${isoZ(T(12, 0) - between(random, 60, 60 * 24 * 20) * MINUTE)}"`,
      '    inputs:',
      `    - {name: main, state: Connected, bitrateKbps: ${between(random, 14_000, 22_000)}, rttMs: ${between(random, 2, 9)}, lossPct: ${(random() * 0.05).toFixed(3)}}`,
      `    - {name: dr, state: Connected, bitrateKbps: ${between(random, 14_000, 22_000)}, rttMs: ${between(random, 11, 28)}, lossPct: ${(random() * 0.2).toFixed(3)}}`,
      '    conditions:',
      ...['InputHealthy', 'PipelinesSynced', 'PackagerAccepted', 'Ready'].flatMap((type) => [
        `    - type: ${type}`,
        '      status: "True"',
        `      lastTransitionTime: "${isoZ(T(12, 0) - between(random, 60, 60 * 24 * 30) * MINUTE)}"`,
        `      reason: ${type === 'Ready' ? 'AllChecksPassed' : `${type}OK`}`,
      ]),
    ].join('\n');
  });
  const output = `${['# livectl channels get --all -o yaml   (context: prod-live-eu1)', 'apiVersion: v1', 'kind: List', 'items:', ...items].join('\n')}\n`;
  const ask =
    'Playout are moving the backup contribution path for Meridian News. Where is its encoder pulling the backup feed from at the moment?';
  return probe('round 36: live encoder channels yaml', ask, 'run_shell', output, 'backup', needle);
}

/** CloudFront access logs for an ISP range over eight minutes of last night; an Android phone's failed request. */
function cdnAccessLog(): EconomicsTask {
  const random = seededRandom(36_007);
  const FIELDS =
    'date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken x-forwarded-for ssl-protocol ssl-cipher x-edge-response-result-type cs-protocol-version fle-status fle-encrypted-fields c-port time-to-first-byte x-edge-detailed-result-type sc-content-type sc-content-len sc-range-start sc-range-end';
  const SEG = 3_840;
  interface Session {
    ua: string;
    channel: string;
    hls: boolean;
    from: number;
    to: number;
    /** Requests that fail: time, and status. */
    fail?: readonly [number, number];
    edge: string;
  }
  const ANDROID = (model: string) => `MeridianPlay/7.14.2%20(Linux;%20Android%2014;%20${model})%20ExoPlayerLib/2.19.1`;
  const sessions: Session[] = [
    {
      ua: ANDROID('SM-A546B'),
      channel: 'sport1',
      hls: false,
      from: T(11, 20, 36),
      to: T(11, 20, 39, 47),
      fail: [T(11, 20, 39, 47), 403],
      edge: 'MRD50-P2',
    },
    { ua: ANDROID('Pixel%208'), channel: 'sport1', hls: false, from: T(11, 20, 36), to: T(11, 20, 38, 20), edge: 'MRD50-P1' },
    { ua: ANDROID('moto%20g84%205G'), channel: 'sport1', hls: false, from: T(11, 20, 36), to: T(11, 20, 44), edge: 'MRD50-P2' },
    {
      ua: ANDROID('Pixel%207'),
      channel: 'm1',
      hls: false,
      from: T(11, 20, 36),
      to: T(11, 20, 44),
      fail: [T(11, 20, 40, 9), 404],
      edge: 'MRD52-C1',
    },
    {
      ua: 'MeridianPlayATV/7.14.0%20(Linux;%20Android%2012;%20BRAVIA%204K%20VH2)%20ExoPlayerLib/2.19.1',
      channel: 'sport1',
      hls: false,
      from: T(11, 20, 36),
      to: T(11, 20, 44),
      fail: [T(11, 20, 41, 6), 403],
      edge: 'MRD50-P1',
    },
    {
      ua: 'AppleCoreMedia/1.0.0.21H16%20(iPhone;%20U;%20CPU%20OS%2017_6%20like%20Mac%20OS%20X;%20en_gb)',
      channel: 'sport1',
      hls: true,
      from: T(11, 20, 36),
      to: T(11, 20, 44),
      fail: [T(11, 20, 39, 31), 403],
      edge: 'MRD50-P2',
    },
    {
      ua: 'Mozilla/5.0%20(SMART-TV;%20LINUX;%20Tizen%207.0)%20AppleWebKit/537.36%20(KHTML,%20like%20Gecko)%207.0%20TV%20Safari/537.36%20MeridianPlay/4.2.0',
      channel: 'sport1',
      hls: false,
      from: T(11, 20, 36),
      to: T(11, 20, 44),
      edge: 'MRD52-C1',
    },
    {
      ua: 'Mozilla/5.0%20(Windows%20NT%2010.0;%20Win64;%20x64)%20AppleWebKit/537.36%20(KHTML,%20like%20Gecko)%20Chrome/131.0.0.0%20Safari/537.36',
      channel: 'm1',
      hls: false,
      from: T(11, 20, 36),
      to: T(11, 20, 44),
      edge: 'MRD50-P1',
    },
  ];
  const RID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const lines: { t: number; text: string }[] = [];
  let needle = '';
  for (const s of sessions) {
    const ip = `81.174.${between(random, 0, 255)}.${between(random, 1, 254)}`;
    const port = between(random, 30_000, 65_000);
    const expires =
      s.fail && s.to <= s.fail[0] ? Math.floor(s.fail[0] / 1000) - 1 : Math.floor(s.from / 1000) + between(random, 3_600, 9_000);
    const token = `exp=${expires}~acl=%2Flive%2F${s.channel}%2F*~hmac=${hex(random, 64)}`;
    const offset = pick(random, SEG);
    let rendition = s.ua.includes('SM-A546B') || s.ua.includes('moto') ? 'v720p50' : 'v1080p50';
    const request = (t: number, stem: string, type: string, bytes: number, status = 200) => {
      const ok = status === 200;
      const result = ok ? (random() < 0.93 ? 'Hit' : 'Miss') : 'Error';
      const size = ok ? bytes : between(random, 380, 520);
      const taken = ok ? (0.002 + random() * (result === 'Hit' ? 0.05 : 0.4)).toFixed(3) : '0.001';
      return {
        t,
        text: [
          ymd(t),
          new Date(t).toISOString().slice(11, 19),
          s.edge,
          String(size + between(random, 300, 420)),
          ip,
          'GET',
          'd3m8xq2live7k.cloudfront.net',
          stem,
          String(status),
          '-',
          s.ua,
          `tok=${token}`,
          '-',
          result,
          `${chars(random, RID, 54)}==`,
          'live.meridianplay.tv',
          'https',
          String(between(random, 180, 420)),
          taken,
          '-',
          'TLSv1.3',
          'TLS_AES_128_GCM_SHA256',
          result,
          'HTTP/2.0',
          '-',
          '-',
          String(port),
          taken,
          result,
          ok ? type : 'text/xml',
          String(size),
          '-',
          '-',
        ].join('\t'),
      };
    };
    const base = `/live/${s.channel}/${s.hls ? 'hls' : 'cmaf'}`;
    let n = 0;
    for (let t = s.from + offset; t <= s.to + SEG / 2; t += SEG) {
      const seg = Math.floor(t / SEG) - 3;
      const jitter = (k: number) => t + k * 35 + pick(random, 300);
      if (random() < 0.04) rendition = oneOf(random, ['v1080p50', 'v720p50', 'v720p50', 'v540p25']);
      const failing = s.fail && Math.abs(t - s.fail[0]) < SEG / 2;
      if (failing) {
        const at = s.fail![0];
        const failed = request(at, `${base}/${rendition}/seg-${seg}.m4s`, 'video/mp4', 0, s.fail![1]);
        lines.push(failed);
        if (s === sessions[0]) needle = failed.text;
        if (s.to <= at) break;
        continue;
      }
      if (t > s.to) break;
      if (n % 2 === 0)
        lines.push(
          request(
            jitter(0),
            s.hls ? `${base}/${rendition}.m3u8` : `${base}/index.mpd`,
            s.hls ? 'application/vnd.apple.mpegurl' : 'application/dash+xml',
            between(random, 2_800, 6_400),
          ),
        );
      lines.push(
        request(
          jitter(1),
          `${base}/${rendition}/seg-${seg}.m4s`,
          'video/mp4',
          Math.floor((Number(rendition.match(/\d+$/)![0]) > 30 ? 3_400_000 : 1_200_000) * (0.85 + random() * 0.3)),
        ),
      );
      lines.push(request(jitter(2), `${base}/a128k-eng/seg-${seg}.m4s`, 'audio/mp4', between(random, 60_000, 63_000)));
      n++;
    }
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${[
    '# cdnlogs query --distribution E2MLIVE7Q0X1 --from 2026-11-11T20:36:00Z --to 2026-11-11T20:44:00Z --client-ip 81.174.0.0/16',
    '#Version: 1.0',
    `#Fields: ${FIELDS}`,
    ...lines.map((l) => l.text),
  ].join('\n')}\n`;
  const ask =
    "We've had a complaint from a viewer who was watching the rugby on Meridian Sport through our app on her Android phone last night. She says that at about twenty to nine the picture froze and then the app told her the programme wasn't available, and she missed the end of the match. I've pulled the CDN logs for her broadband provider's address range around then. Can you find the request where it went wrong for her and tell me what the CDN sent back?";
  return probe('round 36: cdn access log, preamble', ask, 'run_shell', output, 'request', needle);
}

/** The overnight listings import's log: ten days of twelve channels; the programme whose long synopsis was dropped. */
function listingsIngestLog(): EconomicsTask {
  const random = seededRandom(36_008);
  const CHANNELS: readonly (readonly [string, string])[] = [
    ['m1', 'general'],
    ['m2', 'factual'],
    ['m3', 'general'],
    ['news', 'news'],
    ['sport', 'sport'],
    ['sport2', 'sport'],
    ['kids', 'kids'],
    ['arts', 'arts'],
    ['gold', 'gold'],
    ['m1n', 'north'],
    ['parl', 'factual'],
    ['signzone', 'factual'],
  ];
  const lines: string[] = [];
  let clock = T(12, 3, 0, 2);
  const log = (level: string, msg: string) => {
    clock += between(random, 3, 40);
    lines.push(`${new Date(clock).toISOString()} ${level.padEnd(5)} listings-ingest ${msg}`);
  };
  log('INFO', 'run=ing-20261112-0300 feed=listings-pa start window=2026-11-12..2026-11-21 channels=12');
  log('INFO', 'run=ing-20261112-0300 fetched feed file=pa_meridian_20261112.xml size=48.2MB records=3912');
  const used = new Set<string>();
  const progId = () => {
    let id = '';
    while (!id || used.has(id)) id = `MBC-P-05${digits(random, 5)}`;
    used.add(id);
    return id;
  };
  const record = (id: string, ch: string, tx: number, title: string, ep: string, warnings: readonly string[]) => {
    for (const w of warnings) log('WARN', `validate prog=${id} title="${title}" ${w}`);
    log(
      'INFO',
      `record prog=${id} ch=${ch} tx=${isoZ(tx).slice(0, 16)}Z title="${title}"${ep ? ` ep=${ep}` : ''} fields=${between(random, 24, 38)} images=${between(random, 1, 5)} status=${warnings.length ? 'accepted_with_warnings' : 'accepted'}`,
    );
  };
  const randomWarnings = () => {
    const w: string[] = [];
    if (random() < 0.12) w.push(`field=synopsis.medium len=${between(random, 181, 260)} max=180 action=truncated`);
    if (random() < 0.05) w.push(`field=synopsis.short len=${between(random, 91, 120)} max=90 action=truncated`);
    if (random() < 0.05) w.push(`field=image[${between(random, 0, 4)}] ratio=4:3 want=16:9 action=skipped`);
    if (random() < 0.04) w.push(`field=credits[${between(random, 3, 20)}].character value="" action=ignored`);
    if (random() < 0.03)
      w.push(
        `field=genre value="${oneOf(random, ['Factual Entertainment', 'Lifestyle', 'Reality', 'Panel Show'])}" mapped=${oneOf(random, ['factual', 'entertainment'])}`,
      );
    if (random() < 0.006) w.push(`field=synopsis.long len=${between(random, 1_001, 1_090)} max=1000 action=truncated`);
    return w;
  };
  const total = 12 * 10;
  let n = 0;
  for (let d = 12; d <= 21; d++)
    for (const [ch, pool] of CHANNELS) {
      n++;
      let t = T(d, 6);
      const end = T(d + 1, 6);
      while (t < end) {
        const [title, genre, len] = oneOf(random, PROGRAMMES[pool]!);
        const ep = EPISODIC.has(genre) ? `s${pad2(between(random, 1, 9))}e${pad2(between(random, 1, 10))}` : '';
        if (ch === 'm2' && d === 14 && t >= T(14, 21) && t < T(14, 22)) {
          record(progId(), ch, t, 'The Long Field', 's01e02', [
            `field=synopsis.medium len=${between(random, 181, 240)} max=180 action=truncated`,
          ]);
          t += 60 * MINUTE;
          continue;
        }
        if (ch === 'm2' && d === 16 && t >= T(16, 21) && t < T(16, 22)) {
          record(progId(), ch, t, 'The Long Field', 's01e03', ['field=synopsis.long len=1386 max=1000 action=dropped']);
          t += 60 * MINUTE;
          continue;
        }
        record(progId(), ch, t, title, ep, randomWarnings());
        t += len * MINUTE;
      }
      if (n % 12 === 0) log('INFO', `run=ing-20261112-0300 progress channels_days=${n}/${total}`);
    }
  log('INFO', 'run=ing-20261112-0300 reconcile removed=14 moved=37 unchanged=3861');
  log('INFO', 'run=ing-20261112-0300 published epg_version=2026-11-12.1 took=312s');
  const needle = lines.find((l) => l.includes('action=dropped'))!;
  const output = `${lines.join('\n')}\n`;
  const ask =
    "Someone on the EPG team says that in last night's listings import one programme came through without its full write-up at all, because the text the supplier sent was over our limit. Which programme was that?";
  return probe('round 36: listings ingest log, paraphrase', ask, 'run_shell', output, 'programme', needle);
}

/** `rightsctl windows list`: every rights window, as a table; the box-set window of a Danish island drama. */
function rightsWindowsTable(): EconomicsTask {
  const random = seededRandom(36_009);
  const ADJ = [
    'Silent',
    'Last',
    'Broken',
    'Hidden',
    'Northern',
    'Golden',
    'Lost',
    'Wild',
    'Burning',
    'Quiet',
    'Crooked',
    'Little',
    'Bitter',
    'Long',
    'Distant',
    'Hollow',
    'Iron',
    'Secret',
    'Open',
    'Winter',
  ];
  const NOUN = [
    'Harbour',
    'Road',
    'Kingdom',
    'Orchard',
    'Shore',
    'Valley',
    'House',
    'Border',
    'Season',
    'Witness',
    'Garden',
    'Line',
    'Fields',
    'Summer',
    'Hours',
    'Mile',
    'Letters',
    'Coast',
    'Archive',
    'Crown',
  ];
  const ORIGINS: readonly (readonly [string, readonly string[]])[] = [
    ['GB', ['Northlight Pictures Ltd', 'Saltire Drama', 'Greenway Films', 'Tall Ship TV']],
    ['US', ['Paramount Global Distribution', 'Lionsgate International', 'NBCU Global Distribution', 'A+E Networks']],
    ['AU', ['Fremantle Australia', 'ABC Commercial']],
    ['FR', ['France Televisions Distribution', 'Newen Connect']],
    ['DE', ['ZDF Studios', 'Beta Film']],
    ['IE', ['RTE Commercial Enterprises']],
    ['MR', ['Meridian Studios', 'Meridian Studios', 'Harbourside Productions']],
    ['NZ', ['South Pacific Pictures']],
    ['CA', ['CBC Distribution']],
  ];
  const GENRES = ['crime drama', 'drama', 'comedy', 'documentary', 'factual', 'natural history', 'film', 'children', 'entertainment'];
  const PLATFORMS = ['LINEAR', 'CATCHUP', 'BOXSET', 'DOWNLOAD', 'FAST'];
  const NORDIC: readonly (readonly [string, string, string, string])[] = [
    ['Vinterhavn (Winter Harbour)', 'DK', 'crime drama', 'Nordlys Film & TV A/S'],
    ['Familien Holm (The Holm Family)', 'DK', 'comedy', 'DR Sales'],
    ['Grænseland (Borderland)', 'DK', 'crime drama', 'DR Sales'],
    ['Sidste Tog (Last Train)', 'DK', 'drama', 'Nordlys Film & TV A/S'],
    ['Fyrön (Lighthouse Island)', 'SE', 'crime drama', 'SVT Sales'],
    ['Mörkertid (Dark Season)', 'SE', 'crime drama', 'Banijay Rights Nordic'],
    ['Fjellet (The Mountain)', 'NO', 'drama', 'NRK Aktivum'],
    ['Nordlys (Northern Lights)', 'NO', 'documentary', 'NRK Aktivum'],
  ];
  const date = (t: number) => ymd(t);
  interface Contract {
    title: string;
    series: string;
    eps: number;
    origin: string;
    genre: string;
    licensor: string;
    windows: { platform: string; start: string; end: string; runs: string }[];
  }
  const randomContract = (title: string, origin: string, genre: string, licensor: string, series = 1): Contract => {
    const start = T(1) - between(random, -120, 900) * DAY;
    const years = between(random, 1, 4);
    const end = start + years * 365 * DAY - DAY;
    const platforms = PLATFORMS.filter((p, i) => i < 2 || random() < (p === 'FAST' ? 0.12 : 0.45));
    return {
      title,
      series: genre === 'film' ? '-' : String(series),
      eps: genre === 'film' ? 1 : oneOf(random, [4, 6, 6, 8, 10, 13]),
      origin,
      genre,
      licensor,
      windows: platforms.map((platform) => {
        const s = platform === 'BOXSET' || platform === 'DOWNLOAD' ? start + between(random, 0, 200) * DAY : start;
        const e = platform === 'BOXSET' || platform === 'DOWNLOAD' ? Math.min(end, s + between(random, 180, 540) * DAY) : end;
        return {
          platform,
          start: date(s),
          end: date(e),
          runs: platform === 'LINEAR' ? `${between(random, 0, 3)}/${between(random, 3, 6)}` : '-',
        };
      }),
    };
  };
  const contracts: Contract[] = [];
  /** A title keeps its origin, genre and licensor; its later contracts are its later series. */
  const titles = new Map<string, { origin: string; genre: string; licensor: string; series: number }>();
  while (contracts.length < 1_150) {
    const title = `${random() < 0.5 ? 'The ' : ''}${oneOf(random, ADJ)} ${oneOf(random, NOUN)}`;
    let known = titles.get(title);
    if (known && (known.genre === 'film' || known.series >= 6)) continue;
    if (!known) {
      const [origin, licensors] = oneOf(random, ORIGINS);
      known = { origin, genre: oneOf(random, GENRES), licensor: oneOf(random, licensors), series: 0 };
      titles.set(title, known);
    }
    known.series++;
    contracts.push(randomContract(title, known.origin, known.genre, known.licensor, known.series));
  }
  for (const [title, origin, genre, licensor] of NORDIC)
    contracts.splice(pick(random, contracts.length), 0, randomContract(title, origin, genre, licensor));
  const target: Contract = {
    title: 'Skyggeøen (The Shadow Island)',
    series: '1',
    eps: 8,
    origin: 'DK',
    genre: 'crime drama',
    licensor: 'Nordlys Film & TV A/S',
    windows: [
      { platform: 'LINEAR', start: '2025-09-01', end: '2027-08-31', runs: '2/3' },
      { platform: 'CATCHUP', start: '2025-09-01', end: '2027-08-31', runs: '-' },
      { platform: 'BOXSET', start: '2026-01-15', end: '2026-12-31', runs: '-' },
    ],
  };
  contracts.splice(Math.floor(contracts.length * 0.52), 0, target);
  const rows: string[][] = [];
  let needleRow = -1;
  contracts.forEach((c, i) => {
    c.windows.forEach((w, k) => {
      const today = '2026-11-12';
      const status = w.end < today ? 'expired' : w.start > today ? 'pending' : 'active';
      if (c === target && w.platform === 'BOXSET') needleRow = rows.length;
      rows.push([
        `RW-${String(20_417 + i)}-${k + 1}`,
        c.title,
        c.series,
        String(c.eps),
        c.origin,
        c.genre,
        c.licensor,
        w.platform,
        'MR',
        w.start,
        w.end,
        w.runs,
        status,
      ]);
    });
  });
  const lines = table(
    ['RIGHTS_ID', 'TITLE', 'SER', 'EPS', 'ORIGIN', 'GENRE', 'LICENSOR', 'PLATFORM', 'TERR', 'START', 'END', 'RUNS', 'STATUS'],
    rows,
  );
  const needle = lines[needleRow + 1]!;
  const output = `${[`# rightsctl windows list --territory MR --platform all --status any --sort id`, ...lines, '', `${rows.length} windows`].join('\n')}\n`;
  const ask =
    "Our drama team want to do a big push in January on that Danish crime series set on an island, the one we bought last year: trailers, a homepage takeover, the lot, all aimed at people bingeing the whole series on the app. Before they spend anything, can you check our rights? How long are we actually allowed to offer the full series on the app, what's the last day?";
  return probe('round 36: rights windows, preamble and paraphrase', ask, 'run_shell', output, 'window', needle);
}

/** `lqc report`: last week's loudness measurements of everything that went out; one item far louder. */
function loudnessReport(): EconomicsTask {
  const random = seededRandom(36_010);
  const CHANNELS: readonly (readonly [string, string])[] = [
    ['M1', 'general'],
    ['M2', 'factual'],
    ['M3', 'general'],
    ['NEWS', 'news'],
    ['SPORT', 'sport'],
    ['SPORT2', 'sport'],
    ['KIDS', 'kids'],
    ['ARTS', 'arts'],
    ['GOLD', 'gold'],
    ['M1N', 'north'],
  ];
  const rows: { t: number; cells: string[] }[] = [];
  let oddCells: string[] = [];
  const dur = (min: number, sec: number) => `${pad2(Math.floor(min / 60))}:${pad2(min % 60)}:${pad2(sec)}`;
  const measure = (t: number, ch: string, house: string, title: string, d: string, promo: boolean, odd = false) => {
    const i = odd ? -15.9 : -23 + (random() - 0.5) * (promo ? 0.6 : 1.6);
    const lra = odd ? 5.1 : promo ? 3 + random() * 3 : 4 + random() * 10;
    const tp = odd ? -1.0 : -1.2 - random() * 4.6;
    const m = odd ? -8.4 : i + 6 + random() * 5;
    const s = odd ? -10.6 : i + 3 + random() * 4;
    const cells = [
      ymd(t),
      new Date(t).toISOString().slice(11, 19),
      ch,
      house,
      title,
      d,
      i.toFixed(1),
      lra.toFixed(1),
      tp.toFixed(1),
      m.toFixed(1),
      s.toFixed(1),
    ];
    if (odd) oddCells = cells;
    rows.push({ t, cells });
  };
  const CODES: Readonly<Record<string, string>> = {
    drama: 'DRA',
    factual: 'FAC',
    entertainment: 'ENT',
    documentary: 'DOC',
    news: 'NWS',
    sport: 'SPT',
    children: 'CHL',
    music: 'MUS',
    comedy: 'COM',
  };
  for (let d = 5; d <= 11; d++)
    for (const [ch, pool] of CHANNELS) {
      let t = T(d, 6) + between(random, 0, 40) * SECOND;
      const end = T(d + 1, 6);
      while (t < end) {
        const [title, genre, len] = oneOf(random, PROGRAMMES[pool]!);
        const odd = !oddCells.length && d === 8 && ch === 'M2' && t >= T(8, 19, 30);
        const name = odd ? 'The Restoration Men' : title;
        const content = odd ? 57 : Math.max(5, len - between(random, 2, 4));
        const code = odd ? 'FAC' : (CODES[genre] ?? 'GEN');
        measure(
          t,
          ch,
          genre === 'news' || title.startsWith('Live:')
            ? `LIVE/${code}/${ymd(t).replace(/-/g, '')}`
            : `MBC/${code}/05${digits(random, 5)}/001`,
          name,
          dur(content, between(random, 0, 59)),
          false,
          odd,
        );
        t += content * MINUTE + between(random, 0, 59) * SECOND;
        for (let k = 0, n = between(random, 0, 2); k < n; k++) {
          const secs = oneOf(random, [20, 30, 30, 40]);
          measure(
            t,
            ch,
            `PRM${digits(random, 6)}`,
            `Promo: ${oneOf(random, PROGRAMMES[oneOf(random, ['general', 'factual', 'arts'])]!)[0]}`,
            `00:00:${secs}`,
            true,
          );
          t += secs * SECOND;
        }
        t += between(random, 40, 120) * SECOND;
      }
    }
  rows.sort((a, b) => a.t - b.t);
  const lines = table(
    ['TX_DATE', 'TX_START', 'CH', 'HOUSE_NO', 'TITLE', 'DUR', 'I_LUFS', 'LRA_LU', 'TP_DBTP', 'M_MAX', 'S_MAX'],
    rows.map((r) => r.cells),
  );
  const needle = lines[rows.findIndex((r) => r.cells === oddCells) + 1]!;
  const output = `${['# lqc report --channels all --from 2026-11-05 --to 2026-11-11 (EBU R128, measured off-air at the encoder input)', ...lines].join('\n')}\n`;
  const ask =
    "I'm going through the loudness measurements for everything we put out last week. Is there anything that went out at a level nothing like the rest? Which item, on which channel, and when?";
  return probe('round 36: loudness report', ask, 'run_shell', output, 'item', needle);
}

/** `drmctl keys export --format jsonl`: content keys and their policies; one key's licence lasts a year. */
function drmKeysJsonl(): EconomicsTask {
  const random = seededRandom(36_011);
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const TITLES = [...PROGRAMMES.general!, ...PROGRAMMES.factual!, ...PROGRAMMES.arts!, ...PROGRAMMES.gold!, ...PROGRAMMES.kids!]
    .filter(([, genre]) => genre !== 'news')
    .map(([title, genre]) => [title, genre] as const);
  const POLICIES: Readonly<Record<string, object>> = {
    'vod-sd': {
      licence_duration_s: 86400,
      playback_duration_s: 172800,
      persistent: false,
      renewal_s: 0,
      hdcp: 'NONE',
      security: 'SW_SECURE_CRYPTO',
      max_height: 576,
    },
    'vod-hd': {
      licence_duration_s: 86400,
      playback_duration_s: 172800,
      persistent: false,
      renewal_s: 0,
      hdcp: 'HDCP_V1',
      security: 'HW_SECURE_DECODE',
      max_height: 1080,
    },
    'vod-audio': {
      licence_duration_s: 86400,
      playback_duration_s: 172800,
      persistent: false,
      renewal_s: 0,
      hdcp: 'NONE',
      security: 'SW_SECURE_CRYPTO',
      max_height: 0,
    },
    'dl-sd': {
      licence_duration_s: 2592000,
      playback_duration_s: 172800,
      persistent: true,
      renewal_s: 0,
      hdcp: 'NONE',
      security: 'SW_SECURE_CRYPTO',
      max_height: 576,
    },
    'dl-hd': {
      licence_duration_s: 2592000,
      playback_duration_s: 172800,
      persistent: true,
      renewal_s: 0,
      hdcp: 'HDCP_V1',
      security: 'HW_SECURE_DECODE',
      max_height: 1080,
    },
    'live-hd': {
      licence_duration_s: 14400,
      playback_duration_s: 0,
      persistent: false,
      renewal_s: 900,
      hdcp: 'HDCP_V1',
      security: 'HW_SECURE_DECODE',
      max_height: 1080,
    },
  };
  const keys: { t: number; text: string }[] = [];
  const key = (t: number, contentId: string, title: string, type: string, track: string, policy: string, override?: object) =>
    JSON.stringify({
      kid: uuid(random),
      content_id: contentId,
      title,
      type,
      track,
      scheme: 'cbcs',
      created: isoZ(t),
      provider: 'kms-prod-eu1',
      policy: { name: policy, ...POLICIES[policy]!, ...override },
      pssh: {
        widevine: `AAAAW3Bzc2gAAAAA7e+LqXnWSs6jyCfc1R0h7Q${chars(random, B64, 48)}`,
        playready: `AAADMnBzc2gAAAAAmgTweZhAQoarkuZb4IhflQ${chars(random, B64, 72)}`,
      },
    });
  const used = new Set<string>();
  let oddLine = '';
  const CONTENT = 380;
  for (let i = 0; i < CONTENT; i++) {
    let contentId = '';
    while (!contentId || used.has(contentId)) contentId = `MBC-V-05${digits(random, 5)}`;
    used.add(contentId);
    const [show, genre] = oneOf(random, TITLES);
    const title = genre === 'film' ? show : `${show} S${between(random, 1, 9)} Ep${between(random, 1, 10)}`;
    const t = T(1, 8) - (30 - Math.floor((i * 42) / CONTENT)) * DAY + pick(random, 12 * 60) * MINUTE;
    const odd = i === Math.floor(CONTENT * 0.5);
    for (const [track, policy] of [
      ['SD', 'vod-sd'],
      ['HD', 'vod-hd'],
      ['AUDIO', 'vod-audio'],
    ] as const) {
      const text = key(
        t + pick(random, 3_000),
        contentId,
        odd ? 'Wildlands S4 Ep2' : title,
        'vod',
        track,
        policy,
        odd && track === 'HD' ? { licence_duration_s: 31536000 } : undefined,
      );
      keys.push({ t, text });
      if (odd && track === 'HD') oddLine = text;
    }
    if (random() < 0.4)
      for (const [track, policy] of [
        ['SD', 'dl-sd'],
        ['HD', 'dl-hd'],
      ] as const)
        keys.push({ t: t + 1, text: key(t + 2_000 + pick(random, 3_000), contentId, title, 'download', track, policy) });
  }
  for (let d = 0; d < 42; d++)
    for (const [ch, name] of [
      ['M1', 'One'],
      ['M2', 'Two'],
      ['M3', 'Three'],
      ['NEWS', 'News'],
      ['SPORT', 'Sport'],
      ['SPORT2', 'Sport 2'],
      ['KIDS', 'Kids'],
      ['ARTS', 'Arts'],
    ]) {
      const t = T(1, 0) - (30 - d) * DAY + between(random, 0, 120) * SECOND;
      const day = ymd(t).replace(/-/g, '');
      keys.push({ t, text: key(t, `LIVE-${ch}-${day}`, `Meridian ${name} live ${ymd(t)}`, 'live', 'HD', 'live-hd') });
    }
  keys.sort((a, b) => a.t - b.t);
  const output = `${keys.map((k) => k.text).join('\n')}\n`;
  const ask =
    'Something in the content key export from the DRM system looks off: one title has a key whose licence is allowed to last far, far longer than anything else in there. Which title is it, and which key?';
  return probe('round 36: drm content keys jsonl', ask, 'run_shell', output, 'key', oddLine);
}

/** `bq query`: a month of the audience panel's daily ingest counts; one region-day-stream loaded a fraction. */
function panelIngestCounts(): EconomicsTask {
  const random = seededRandom(36_012);
  const REGIONS: readonly (readonly [string, number])[] = [
    ['capital', 2_640],
    ['east', 1_180],
    ['highlands', 520],
    ['islands', 310],
    ['midlands', 1_560],
    ['north', 1_420],
    ['north_east', 880],
    ['north_west', 1_330],
    ['south', 1_710],
    ['south_west', 960],
    ['valleys', 740],
    ['west', 1_090],
  ];
  const STREAMS: readonly (readonly [string, number, number])[] = [
    ['fast_channels', 80, 0.18],
    ['linear_live', 2_100, 0.97],
    ['linear_timeshift', 300, 0.61],
    ['radio_live', 900, 0.72],
    ['radio_ondemand', 120, 0.33],
    ['vod_boxset', 420, 0.52],
    ['vod_catchup', 650, 0.78],
  ];
  const rows: string[][] = [];
  let needleRow = -1;
  for (let d = 0; d < 30; d++) {
    const t = T(12) - (31 - d) * DAY;
    const weekday = new Date(t).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.14 + random() * 0.08 : 1;
    for (const [region, homes] of REGIONS)
      for (const [stream, perHome, share] of STREAMS) {
        const odd = ymd(t) === '2026-10-29' && region === 'valleys' && stream === 'vod_catchup';
        const rowsLoaded = Math.round(homes * perHome * weekend * (0.94 + random() * 0.12) * (odd ? 0.041 : 1));
        const homesSeen = Math.round(homes * share * (0.97 + random() * 0.06));
        if (odd) needleRow = rows.length;
        rows.push([
          ymd(t),
          region,
          stream,
          String(rowsLoaded),
          String(homesSeen),
          String(Math.round(rowsLoaded * (0.002 + random() * 0.008))),
          `${ymd(t + DAY)} 05:${pad2(between(random, 2, 48))}:${pad2(between(random, 0, 59))}`,
        ]);
      }
  }
  const headers = ['event_date', 'region', 'stream', 'rows_loaded', 'distinct_homes', 'late_rows', 'loaded_at'];
  const numeric = [false, false, false, true, true, true, false];
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const sep = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const fmt = (cells: readonly string[], header = false) =>
    `|${cells
      .map((c, i) => {
        const w = widths[i]!;
        if (header) {
          const left = Math.floor((w - c.length) / 2);
          return ` ${' '.repeat(left)}${c}${' '.repeat(w - c.length - left)} `;
        }
        return ` ${numeric[i] ? c.padStart(w) : c.padEnd(w)} `;
      })
      .join('|')}|`;
  const body = rows.map((r) => fmt(r));
  const needle = body[needleRow]!;
  const output = `${[
    '$ bq query --use_legacy_sql=false --max_rows=5000 \'SELECT event_date, region, stream, rows_loaded, distinct_homes, late_rows, loaded_at FROM audience_dq.panel_daily_ingest WHERE event_date BETWEEN "2026-10-12" AND "2026-11-10" ORDER BY event_date, region, stream\'',
    sep,
    fmt(headers, true),
    sep,
    ...body,
    sep,
  ].join('\n')}\n`;
  const ask =
    "I've been asked to sanity-check the audience panel loads for the last month before the monthly ratings go out. Does any day look way short of what a region normally sends us for one of the streams? Which day, region and stream?";
  return probe('round 36: panel ingest counts', ask, 'run_shell', output, 'load', needle);
}

export function roundThirtySix(): EconomicsTask[] {
  return [
    epgScheduleApi(),
    telethonSubtitlesTtml(),
    tvAppBundle(),
    bxfPlayoutSchedule(),
    licenceServerLog(),
    liveEncoderChannelsYaml(),
    cdnAccessLog(),
    listingsIngestLog(),
    rightsWindowsTable(),
    loudnessReport(),
    drmKeysJsonl(),
    panelIngestCounts(),
  ];
}
