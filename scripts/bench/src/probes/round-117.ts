/**
 * Probe round 117, written blind: Harbourline Post, a made-up film and TV post-production house (render farm job logs, media asset management, transcode and delivery pipelines, colour grading sessions, storage and backup reports, client review notes and billing). "Today" is Wednesday, 23 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - MAM asset search (minified JSON on one line): the MD5 of the B camera original of slate 42B take 3 on Saltmarsh 104;
 *  - transcode work order export (one-line XML): the work order number of yesterday afternoon's Larkspur 106 reel 3 IMF transcode;
 *  - review platform CSV export (one comments field of about 120 KB): the timecode of Marguerite's boom mic note on Harrow Lane 107;
 * b. The answer a few lines away from the line the question's words match:
 *  - delivery profiles (YAML): the Aspera folder Northwind Channel promos go to;
 *  - grade session report (indented XML): the balance node slope on Harrow Lane 107 shot 1010;
 *  - Bacula job reports (text blocks): how long last night's Larkspur conform backup took;
 * c. A question that paraphrases the output or carries a preamble:
 *  - client review notes (HTML): which Saltmarsh 105 shot the director found "too purple" in the sky;
 *  - Isilon quota list (fixed-width table): how much space the Saltmarsh "sound team" is using;
 *  - render farm event log (after a preamble): when the Larkspur 108 shot 330 smoke cache finished overnight;
 * d. One value unlike its peers, with no error word near it:
 *  - MediaInfo batch report on the Harrow Lane masters: the one file at another frame rate;
 *  - Deadline worker info (key=value blocks): the one render node on an older client version;
 *  - December invoice draft (pretty JSON): the one grading line at another hourly rate.
 * Not among the bench's targets.
 * First run, at 9650dc3, the head when the round was written (with this file; `ROUNDS=117
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,078,610 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 117: MAM camera original checksum
 *     codex: 15,511 tokens, peak 15,423, 0/1 needles, 0 read-backs
 *     context-chef: 753 tokens, peak 665, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,883 tokens, peak 6,093, 0/1 needles, 4 read-backs
 *     ours: 7,988 tokens, peak 3,211, 0/1 needles, 3 read-backs
 *   round 117: transcode work order number
 *     codex: 229 tokens, peak 142, 0/1 needles, 0 read-backs
 *     context-chef: 757 tokens, peak 670, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,108 tokens, peak 6,638, 0/1 needles, 4 read-backs
 *     ours: 25,931 tokens, peak 9,101, 1/1 needles, 4 read-backs
 *   round 117: review note timecode
 *     codex: 15,992 tokens, peak 15,906, 0/1 needles, 0 read-backs
 *     context-chef: 787 tokens, peak 701, 0/1 needles, 0 read-backs
 *     context-chef-store: 18,308 tokens, peak 5,857, 0/1 needles, 4 read-backs
 *     ours: 26,496 tokens, peak 9,328, 1/1 needles, 4 read-backs
 *   round 117: delivery profile folder
 *     codex: 13,264 tokens, peak 13,194, 0/1 needles, 0 read-backs
 *     context-chef: 658 tokens, peak 588, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,782 tokens, peak 1,501, 0/1 needles, 1 read-backs
 *     ours: 6,627 tokens, peak 3,031, 1/1 needles, 2 read-backs
 *   round 117: grade balance slope
 *     codex: 15,361 tokens, peak 15,281, 0/1 needles, 0 read-backs
 *     context-chef: 731 tokens, peak 651, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,548 tokens, peak 1,198, 0/1 needles, 1 read-backs
 *     ours: 1,007 tokens, peak 729, 1/1 needles, 0 read-backs
 *   round 117: backup elapsed time
 *     codex: 13,862 tokens, peak 13,790, 0/1 needles, 0 read-backs
 *     context-chef: 676 tokens, peak 604, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,070 tokens, peak 3,389, 0/1 needles, 2 read-backs
 *     ours: 24,555 tokens, peak 9,078, 1/1 needles, 4 read-backs
 *   round 117: review note shot
 *     codex: 13,832 tokens, peak 13,752, 0/1 needles, 0 read-backs
 *     context-chef: 690 tokens, peak 610, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,535 tokens, peak 5,204, 0/1 needles, 3 read-backs
 *     ours: 15,197 tokens, peak 6,664, 0/1 needles, 3 read-backs
 *   round 117: quota for the sound team
 *     codex: 14,778 tokens, peak 14,700, 0/1 needles, 0 read-backs
 *     context-chef: 587 tokens, peak 509, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,366 tokens, peak 2,239, 1/1 needles, 4 read-backs
 *     ours: 4,956 tokens, peak 1,736, 1/1 needles, 4 read-backs
 *   round 117: farm smoke cache finished
 *     codex: 18,260 tokens, peak 18,163, 0/1 needles, 0 read-backs
 *     context-chef: 900 tokens, peak 803, 0/1 needles, 0 read-backs
 *     context-chef-store: 23,819 tokens, peak 8,316, 0/1 needles, 4 read-backs
 *     ours: 30,837 tokens, peak 11,177, 0/1 needles, 4 read-backs
 *   round 117: master at another frame rate
 *     codex: 7,392 tokens, peak 7,310, 0/1 needles, 0 read-backs
 *     context-chef: 484 tokens, peak 402, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,192 tokens, peak 2,234, 0/1 needles, 2 read-backs
 *     ours: 5,273 tokens, peak 2,382, 0/1 needles, 2 read-backs
 *   round 117: render node on an older client
 *     codex: 17,934 tokens, peak 17,858, 0/1 needles, 0 read-backs
 *     context-chef: 848 tokens, peak 772, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,667 tokens, peak 3,688, 0/1 needles, 3 read-backs
 *     ours: 8,703 tokens, peak 3,729, 0/1 needles, 3 read-backs
 *   round 117: grading line at another rate
 *     codex: 13,903 tokens, peak 13,812, 0/1 needles, 0 read-backs
 *     context-chef: 740 tokens, peak 649, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,973 tokens, peak 1,467, 0/1 needles, 2 read-backs
 *     ours: 1,907 tokens, peak 927, 0/1 needles, 1 read-backs
 *     codex: 160,318 tokens, 0/12 needles
 *     context-chef: 8,611 tokens, 0/12 needles
 *     context-chef-store: 126,251 tokens, 1/12 needles
 *     ours: 159,477 tokens, 6/12 needles
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

const UPPER_NUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `n` as `width` digits at least. */
const padN = (n: number, width: number) => String(n).padStart(width, '0');

/** A 24-frame timecode (23.976 non-drop) for a frame count. */
function timecode(frames: number): string {
  const s = Math.floor(frames / 24);
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}:${pad2(frames % 24)}`;
}

/** `2026-12-22T14:07:31Z` for a time in ms (UTC, which is also London time in December). */
const isoZ = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `2026-12-22 14:07:31` for a time in ms. */
const stamp = (ms: number) => isoZ(ms).replace('T', ' ').replace('Z', '');
/** `2026-12-22` for a time in ms. */
const day = (ms: number) => isoZ(ms).slice(0, 10);
/** A time in ms for a December 2026 day, hour, minute and second. */
const dec = (d: number, h: number, m = 0, s = 0) => Date.UTC(2026, 11, d, h, m, s);
/** Thousands with commas. */
const commas = (n: number) => n.toLocaleString('en-US');

/** a1. The MAM's search API: a minified JSON page of camera originals on one line. */
function mamChecksum(): EconomicsTask {
  const random = seededRandom(117_001);
  const shootDays = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18'];
  const models: Record<string, string> = { A: 'ALEXA 35', B: 'ALEXA Mini LF', C: 'ALEXA Mini' };
  const resolutions: Record<string, string> = { A: '4608x3164', B: '4448x3096', C: '3424x2202' };
  const frameBytes: Record<string, number> = { A: 7_612_416, B: 6_913_024, C: 4_521_984 };
  const rolls: Record<string, { n: number; clip: number; card: string }> = {};
  const results: Record<string, unknown>[] = [];
  let needle = '';
  let dayIndex = -1;
  let tod = 0;
  for (let scene = 38; scene <= 47; scene++) {
    const shootDay = Math.min(shootDays.length - 1, Math.floor((scene - 38) * 0.8));
    if (shootDay !== dayIndex) {
      dayIndex = shootDay;
      tod = (8 * 3600 + between(random, 1200, 2400)) * 24;
      for (const cam of ['A', 'B', 'C']) {
        const roll = rolls[cam] ?? { n: cam === 'C' ? 3 : 11, clip: 0, card: '' };
        rolls[cam] = { n: roll.n + 1, clip: 0, card: `${cam === 'A' ? 'R' : cam === 'B' ? 'S' : 'T'}${chars(random, UPPER_NUM, 3)}` };
      }
    }
    const date = shootDays[dayIndex]!;
    const setupCount = scene === 42 ? 4 : between(random, 2, 5);
    for (let s = 0; s < setupCount; s++) {
      const slate = s === 0 ? String(scene) : `${scene}${'ABCDEFG'[s - 1]}`;
      const takes = slate === '42B' ? 5 : between(random, 1, 6);
      const cams = random() < 0.15 ? ['A', 'B', 'C'] : ['A', 'B'];
      for (let take = 1; take <= takes; take++) {
        const frames = between(random, 600, 3400);
        const lens = () => `${oneOf(random, [18, 25, 32, 40, 50, 65, 75, 100, 135])}mm`;
        for (const cam of cams) {
          const roll = rolls[cam]!;
          roll.clip += 1;
          if (roll.clip > between(random, 11, 16)) {
            roll.n += 1;
            roll.clip = 1;
            roll.card = `${roll.card[0]}${chars(random, UPPER_NUM, 3)}`;
          }
          const rollName = `${cam}${padN(roll.n, 3)}`;
          const clip = `${rollName}C${padN(roll.clip, 3)}_${date.slice(2).replaceAll('-', '')}_${roll.card}`;
          const md5 = hex(random, 32);
          if (slate === '42B' && take === 3 && cam === 'B') needle = md5;
          const ingestAt = Date.parse(`${date}T00:00:00Z`) + 86_400_000 + between(random, 6 * 3600, 11 * 3600) * 1000;
          results.push({
            assetId: `ast_${hex(random, 12)}`,
            assetType: 'camera_original',
            project: 'SALTMARSH',
            episode: '104',
            scene: String(scene),
            slate,
            take,
            camera: cam,
            cameraModel: models[cam],
            roll: rollName,
            clip,
            fileName: `${clip}.mxf`,
            format: 'ARRIRAW',
            container: 'MXF',
            resolution: resolutions[cam],
            fps: 23.976,
            startTc: timecode(tod + between(random, 0, 3)),
            durationFrames: cam === 'C' ? frames - between(random, 40, 300) : frames + between(random, 0, 12),
            sizeBytes: frames * frameBytes[cam]! + between(random, 0, 65_535),
            shootDate: date,
            unit: cam === 'C' ? 'Second Unit' : 'Main Unit',
            lens: lens(),
            circled: random() < 0.3,
            status: 'online',
            storage: { tier: 'nearline', volume: 'isilon-nl-01', path: `/ifs/hbl/shows/saltmarsh/ep104/ocf/${rollName}/${clip}.mxf` },
            checksums: { xxh64: hex(random, 16), md5 },
            ingest: {
              by: oneOf(random, ['dit.lmorgan', 'dit.kosei', 'dmt.rpatel', 'dmt.jsolberg']),
              at: isoZ(ingestAt),
              lto: [`HBL${between(random, 300, 420)}L9`, `HBL${between(random, 600, 720)}L9`],
            },
            tags: shuffle(random, ['ext', 'int', 'day', 'night', 'dusk', 'beach', 'harbour', 'cottage', 'vfx', 'stunt']).slice(
              0,
              between(random, 1, 4),
            ),
          });
        }
        tod += (frames + between(random, 1200, 9000)) * 1;
      }
    }
  }
  const output = JSON.stringify({
    request: {
      q: 'project:SALTMARSH AND episode:104 AND assetType:camera_original',
      sort: 'shootDate:asc,startTc:asc',
      page: 1,
      pageSize: 500,
    },
    total: results.length,
    took_ms: 184,
    results,
    facets: {
      camera: { A: results.filter((r) => r['camera'] === 'A').length, B: results.filter((r) => r['camera'] === 'B').length },
      status: { online: results.length },
    },
  });
  return probe(
    'round 117: MAM camera original checksum',
    "Insurance wants checksums for the Saltmarsh 104 rushes. What's the MD5 of the B-cam file for 42B, take 3?",
    'mam_search_assets',
    output,
    'md5',
    needle,
    true,
  );
}

/** a2. The transcode controller's work order export: the whole document on one line after the declaration. */
function transcodeWorkOrder(): EconomicsTask {
  const random = seededRandom(117_002);
  const shows = [
    { name: 'Larkspur', code: 'LKS', slug: 'larkspur', eps: [101, 102, 103, 104, 105, 106, 107, 108] },
    { name: 'Harrow Lane', code: 'HL', slug: 'harrow_lane', eps: [105, 106, 107, 108, 109, 110] },
    { name: 'Saltmarsh', code: 'SLT', slug: 'saltmarsh', eps: [101, 102, 103, 104, 105, 106] },
    { name: 'Tidewater', code: 'TDW', slug: 'tidewater', eps: [201, 202, 203, 204, 205] },
    { name: 'Kestrel Road', code: 'KSR', slug: 'kestrel_road', eps: [101, 102, 103] },
  ];
  const workflows = [
    {
      name: 'IMF_UHD_HDR10_Netflix',
      version: 14,
      codec: 'JPEG2000',
      container: 'IMF App2E',
      dest: 'netflix',
      suffix: 'IMF',
      ext: '/',
      minutes: [38, 95],
    },
    {
      name: 'ProRes4444XQ_UHD_Master',
      version: 6,
      codec: 'ProRes 4444 XQ',
      container: 'MOV',
      dest: 'masters',
      suffix: 'UHD_4444XQ',
      ext: '.mov',
      minutes: [22, 55],
    },
    {
      name: 'ProRes422HQ_HD_Broadcast',
      version: 9,
      codec: 'ProRes 422 HQ',
      container: 'MOV',
      dest: 'broadcast',
      suffix: 'HD_422HQ',
      ext: '.mov',
      minutes: [9, 24],
    },
    {
      name: 'XDCAM_HD422_DPP',
      version: 4,
      codec: 'MPEG-2 50Mb/s',
      container: 'MXF OP1a',
      dest: 'dpp',
      suffix: 'DPP',
      ext: '.mxf',
      minutes: [11, 28],
    },
    {
      name: 'H264_Review_1080p',
      version: 21,
      codec: 'H.264 High',
      container: 'MP4',
      dest: 'review',
      suffix: 'REVIEW',
      ext: '.mp4',
      minutes: [4, 14],
    },
    {
      name: 'DNxHR_HQX_Editorial',
      version: 3,
      codec: 'DNxHR HQX',
      container: 'MXF OP-Atom',
      dest: 'editorial',
      suffix: 'DNXHR',
      ext: '/',
      minutes: [14, 35],
    },
  ];
  const users = ['dmehta', 'akovacs', 'rnakamura', 'lbrennan', 'ofadipe', 'svance', 'xcode-watchfolder'];
  const errors = [
    ['E2107', 'Source audio has 6 channels, workflow expects 12'],
    ['E3310', 'Timecode break at source frame 18224'],
    ['E1042', 'Source file not found (moved during queue)'],
    ['E4101', 'Output volume quota exceeded on /ifs/hbl/deliveries'],
  ];
  type Spec = { show: (typeof shows)[number]; ep: number; reel: number; wf: (typeof workflows)[number]; ver: number; state?: string };
  const counters = new Map<string, number>([['261221', 318]]);
  const durations = new Map<string, string>();
  const render = (t: number, spec: Spec): [string, string] => {
    const key = day(t).slice(2).replaceAll('-', '');
    const seq = (counters.get(key) ?? 0) + 1;
    counters.set(key, seq);
    const id = `WO-${key}-${padN(seq, 4)}`;
    const { show, ep, reel, wf, ver } = spec;
    const state = spec.state ?? (t > dec(23, 8, 20) ? oneOf(random, ['Active', 'Queued']) : random() < 0.04 ? 'Failed' : 'Complete');
    const start = t + between(random, 4, 900) * 1000;
    const end = start + between(random, wf.minutes[0]!, wf.minutes[1]!) * 60_000 + between(random, 0, 59) * 1000;
    const base = `${show.code}_${ep}_R${reel}`;
    const duration = durations.get(base) ?? timecode(between(random, 17, 24) * 60 * 24 + between(random, 0, 1439));
    durations.set(base, duration);
    let el =
      `<WorkOrder id="${id}" priority="${oneOf(random, ['Normal', 'Normal', 'Normal', 'High', 'Low'])}" state="${state}">` +
      `<Workflow name="${wf.name}" version="${wf.version}"/>` +
      `<Title show="${show.name}" episode="${ep}" reel="${reel}"/>` +
      `<Source uri="file:///ifs/hbl/shows/${show.slug}/ep${ep}/conform/${base}_DI_v${pad2(ver)}.mov" duration="${duration}" fps="23.976"/>` +
      `<Target uri="file:///ifs/hbl/deliveries/${wf.dest}/${show.slug}/${base}_${wf.suffix}_v${pad2(ver)}${wf.ext}" codec="${wf.codec}" container="${wf.container}"/>` +
      `<Node host="hbl-xcode-${pad2(between(random, 1, 12))}" slot="${between(random, 1, 4)}"/>` +
      `<Submitted by="${oneOf(random, users)}">${isoZ(t)}</Submitted>`;
    if (state !== 'Queued') el += `<Started>${isoZ(start)}</Started>`;
    if (state === 'Complete')
      el += `<Completed>${isoZ(end)}</Completed><Progress>100</Progress><Output bytes="${between(random, 20_000, 900_000) * 1_000_000 + between(random, 0, 999_999)}" md5="${hex(random, 32)}"/>`;
    else if (state === 'Failed') {
      const [code, text] = oneOf(random, errors);
      el += `<Ended>${isoZ(end - between(random, 60, 1200) * 1000)}</Ended><Progress>${between(random, 1, 90)}</Progress><Error code="${code}">${text}</Error>`;
    } else el += `<Progress>${state === 'Active' ? between(random, 1, 95) : 0}</Progress>`;
    return [id, `${el}</WorkOrder>`];
  };
  const filler = (): Spec => {
    for (;;) {
      const show = oneOf(random, shows);
      const spec = {
        show,
        ep: oneOf(random, show.eps),
        reel: between(random, 1, 5),
        wf: oneOf(random, workflows),
        ver: between(random, 2, 9),
      };
      if (!(show.code === 'LKS' && spec.ep === 106 && (spec.reel === 3 || spec.wf.suffix === 'IMF'))) return spec;
    }
  };
  const times = (from: number, to: number, n: number) =>
    Array.from({ length: n }, () => from + pick(random, to - from)).sort((x, y) => x - y);
  const before = times(dec(21, 20), dec(22, 13, 55), 150);
  const after = times(dec(22, 14, 20), dec(23, 8, 40), 150);
  const lks = shows[0]!;
  const imf = workflows[0]!;
  const special = new Map<number, Spec>();
  const at = (list: number[], t: number) => list.findIndex((x) => x >= t);
  special.set(before[at(before, dec(21, 22, 30))]!, { show: lks, ep: 106, reel: 3, wf: imf, ver: 6, state: 'Complete' });
  special.set(before[at(before, dec(22, 9, 40))]!, { show: lks, ep: 106, reel: 3, wf: imf, ver: 7, state: 'Failed' });
  special.set(after[at(after, dec(22, 14, 50))]!, { show: lks, ep: 105, reel: 3, wf: imf, ver: 5, state: 'Complete' });
  special.set(after[at(after, dec(22, 15, 10))]!, { show: lks, ep: 106, reel: 3, wf: workflows[1]!, ver: 7, state: 'Complete' });
  special.set(after[at(after, dec(22, 16, 30))]!, { show: lks, ep: 106, reel: 2, wf: imf, ver: 7, state: 'Complete' });
  special.set(after[at(after, dec(22, 17, 5))]!, { show: lks, ep: 106, reel: 3, wf: workflows[4]!, ver: 7, state: 'Complete' });
  const orders: string[] = [];
  for (const t of before) orders.push(render(t, special.get(t) ?? filler())[1]);
  const [needle, target] = render(dec(22, 14, 7, 31), { show: lks, ep: 106, reel: 3, wf: imf, ver: 7, state: 'Complete' });
  orders.push(target);
  for (const t of after) orders.push(render(t, special.get(t) ?? filler())[1]);
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<WorkOrderExport xmlns="urn:harbourline:xcode:export:2" generated="2026-12-23T09:14:02Z" controller="hbl-xcode-ctl01" from="2026-12-21T20:00:00Z" to="2026-12-23T09:14:02Z" count="${orders.length}">` +
    orders.join('') +
    '</WorkOrderExport>\n';
  return probe(
    'round 117: transcode work order number',
    "What's the work order number for the Larkspur 106 reel 3 IMF transcode that went through yesterday afternoon, just after two?",
    'xcode_export_workorders',
    output,
    'work-order',
    needle,
    true,
  );
}

/** A reviewer's note from a template, blanks filled, sometimes with a lead-in or a sign-off. */
function reviewNote(random: () => number, template: string, names: readonly string[]): string {
  const text = template
    .replace('{n}', oneOf(random, names))
    .replace('{f}', String(between(random, 2, 24)))
    .replace('{db}', String(between(random, 1, 4)))
    .replace('{take}', String(between(random, 1, 9)))
    .replace('{side}', oneOf(random, ['left', 'right', 'top left', 'top right', 'bottom left', 'bottom right']));
  const lead =
    random() < 0.3
      ? oneOf(random, ['Small one: ', 'Again: ', 'Still seeing this: ', 'Nit: ', 'Minor: ', 'Question: ', 'From Hattie: '])
      : '';
  const tail = random() < 0.2 ? oneOf(random, [' Thanks!', ' Not urgent.', ' Happy to discuss.', ' Cheers.', ' See earlier note.']) : '';
  return `${lead}${text}${tail}`;
}

/** a3. The review platform's CSV export: one review's comments field holds every note of a long cut. */
function reviewCsvTimecode(): EconomicsTask {
  const random = seededRandom(117_003);
  const usedTc = new Set<string>();
  const people = [
    ['Marguerite Osei', 'Northwind Channel'],
    ['Tom Achterberg', 'Director'],
    ['Priya Ramaswamy', 'Producer'],
    ['Dev Kowalczyk', 'Editor'],
    ['Ines Varga', 'Colourist'],
    ['Sam Eriksen', 'VFX Supervisor'],
    ['Hattie Lund', 'Exec Producer'],
    ['Northwind Compliance', 'Northwind Channel'],
  ] as const;
  const names = ['Cal', 'Nadia', 'Ruth', 'Mr Okafor', 'Bea', 'the constable', 'Jonah'];
  const notes = [
    'Can we lose a beat before {n} answers? Feels rushed.',
    'Love this. Keep.',
    'Music comes in too early, wait for the door slam.',
    'Sync looks {f} frames late on {n} here.',
    'Hold on the wide a little longer please, maybe {f} frames.',
    'This cut to {n} jumps the line, can we find an alternate?',
    'Grade: faces a bit warm against the previous shot.',
    'VFX: the monitor insert is still the temp graphic.',
    'Temp sound: the rain loop clicks at the end.',
    'Dialogue hard to hear under the traffic, ADR or lift {db} dB?',
    'Is there a take where {n} looks at the window?',
    'Trim the tail of this scene by about {f} frames.',
    'Legal: brand on the mug needs blurring.',
    'Compliance: the swear is audible here, dip or cut.',
    'Lens flare is lovely, keep it.',
    'Continuity: {n} has the scarf on in the previous shot.',
    'Could we try the line reading from take {take}?',
    'Sky feels flat here compared to the exterior before.',
    'Background extra looks straight into lens, {side} of frame.',
    'Slight soft focus on {n}, any sharper take?',
    'Can this transition be a straight cut instead of the dissolve?',
    'Title card typo: "Harbor" should be "Harbour".',
    'Reaction from {n} feels too big, try the smaller one from take {take}.',
    'The clock on the wall says 4:15 but the scene is morning.',
    'Add room tone under the silence, it drops out for {f} frames.',
    'Stray crew reflection in the car door, {side}.',
    'Can we steal a reaction from {n} earlier in the scene?',
    'Footsteps feel too loud, pull them down {db} dB.',
    'Phone screen needs the replacement comp.',
    'Nice. This scene works really well now.',
    'Does {n} need the extra line here? Feels repetitive.',
    'Jump in the background traffic at the cut.',
    'Could the score swell {f} frames later?',
    'Fix the flash frame at the cut.',
    'Is the street sign cleared? Please check with legal.',
  ];
  const boom = [
    'Boom shadow on the back wall as {n} walks in.',
    'Boom creeping in top of frame for a few frames, reframe?',
    'Boom reflection in the window behind {n}, paint out?',
  ];
  const fill = (text: string) => reviewNote(random, text, names);
  const comment = (n: number, tc: string, who: readonly [string, string], when: number, text: string) =>
    `[#${n} ${tc}] ${who[0]} (${who[1]}) ${stamp(when).slice(0, 16)}: ${text}`;
  const csv = (field: string) => (/[",\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);
  const cuts = [
    'Assembly v1',
    "Director's Cut v1",
    "Director's Cut v2",
    "Director's Cut v3",
    "Producer's Cut v1",
    'Network Cut v1',
    'Online v1',
    'Grade Review v1',
    'Mix Review v1',
  ];
  const shows = [
    ['Harrow Lane', 'HL', [101, 102, 103, 104, 105, 106, 107, 108, 109, 110]],
    ['Saltmarsh', 'SLT', [101, 102, 103, 104, 105, 106]],
    ['Larkspur', 'LKS', [104, 105, 106, 107, 108]],
  ] as const;
  type Row = { show: string; code: string; ep: number; cut: string };
  const rows: Row[] = [];
  for (const [show, code, eps] of shows)
    for (const ep of eps) for (const cut of cuts) if (random() < 0.55) rows.push({ show, code, ep, cut });
  rows.push({ show: 'Harrow Lane', code: 'HL', ep: 106, cut: "Director's Cut v2" });
  const big: Row = { show: 'Harrow Lane', code: 'HL', ep: 107, cut: "Director's Cut v3" };
  const others = rows.filter((r) => !(r.ep === 107 && r.code === 'HL' && r.cut === big.cut));
  const unique = others.filter((r, i) => others.findIndex((o) => o.code === r.code && o.ep === r.ep && o.cut === r.cut) === i);
  shuffle(random, unique);
  let needle = '';
  const line = (row: Row, bigRow: boolean): string => {
    const runtime = between(random, 50, 56) * 60 * 24 + between(random, 0, 1439);
    const hl106 = row.code === 'HL' && row.ep === 106 && row.cut === "Director's Cut v2";
    const count = bigRow ? 1000 : between(random, hl106 ? 1 : 0, 7);
    const from = dec(between(random, 1, 18), 9);
    const tcs = Array.from({ length: count }, () => timecode(86_400 + pick(random, runtime)))
      .sort()
      .filter((tc) => !usedTc.has(tc) && usedTc.add(tc));
    const parts = tcs.map((tc, i) => {
      let who = oneOf(random, people);
      let text = fill(oneOf(random, random() < 0.04 ? boom : notes));
      if (bigRow && i === Math.floor(tcs.length / 2)) {
        who = people[0];
        text = 'Boom mic dips into frame top right as Cal stands up, can we paint it out or push in slightly?';
        needle = tc;
      } else if (bigRow && who[0] === 'Marguerite Osei' && text.includes('Boom')) who = people[3];
      if (hl106 && i === 0) {
        who = people[0];
        text = 'Boom pole visible top left when Nadia opens the door.';
      }
      return comment(i + 1, tc, who, from + between(random, 0, 3) * 86_400_000 + between(random, 0, 36_000) * 1000, text);
    });
    const created = from - between(random, 1, 4) * 86_400_000 - between(random, 0, 7200) * 1000;
    const reviewers = shuffle(
      random,
      people.map((p) => p[0]),
    ).slice(0, between(random, 2, 6));
    return [
      `rv_${hex(random, 10)}`,
      row.show,
      `${row.code}_${row.ep}_${row.cut.replaceAll("'", '').replaceAll(' ', '_')}`,
      row.cut.split(' ').at(-1)!,
      'video',
      timecode(runtime),
      oneOf(random, ['In Review', 'In Review', 'Needs Changes', 'Approved']),
      oneOf(random, ['dkowalczyk', 'priya.r', 'post.coord']),
      isoZ(created),
      isoZ(from + 4 * 86_400_000 + between(random, 0, 36_000) * 1000),
      reviewers.join('; '),
      String(parts.length),
      parts.join(' | '),
    ]
      .map(csv)
      .join(',');
  };
  const half = Math.floor(unique.length / 2);
  const lines = [...unique.slice(0, half).map((r) => line(r, false)), line(big, true), ...unique.slice(half).map((r) => line(r, false))];
  const header = 'review_id,project,asset,version,type,duration,status,owner,created_at,updated_at,reviewers,comment_count,comments';
  const output = `${header}\n${lines.join('\n')}\n`;
  return probe(
    'round 117: review note timecode',
    "Marguerite at Northwind flagged a boom mic creeping into shot on the Harrow Lane 107 director's cut. What timecode was that at?",
    'review_export_csv',
    output,
    'timecode',
    needle,
    true,
  );
}

/** b1. The delivery profiles, exported as YAML: the destination sits a few lines under the client and deliverable. */
function deliveryProfileFolder(): EconomicsTask {
  const random = seededRandom(117_004);
  const clients = [
    ['Northwind Channel', 'northwind.tv', 'aspera'],
    ['Northwind Kids', 'northwind.tv', 'aspera'],
    ['Meridian Studios', 'meridianstudios.com', 'signiant'],
    ['Bluefin Streaming', 'bluefin.stream', 's3'],
    ['Channel Eleven', 'channel11.co.uk', 'aspera'],
    ['Corvid Pictures', 'corvidpictures.com', 'sftp'],
    ['Halcyon TV', 'halcyon.tv', 'aspera'],
    ['Atlas Broadcast Group', 'atlasbg.com', 'signiant'],
    ['Pennant Films', 'pennantfilms.co.uk', 'mediashuttle'],
    ['Orrery Media', 'orrery.media', 's3'],
    ['Saltire Broadcasting', 'saltire.tv', 'aspera'],
    ['Lumen Plus', 'lumenplus.com', 's3'],
    ['Kite Distribution', 'kitedistribution.com', 'aspera'],
    ['Arbour Docs', 'arbourdocs.org', 'sftp'],
    ['Greyling Entertainment', 'greyling.ent', 'aspera'],
    ['Solent Television', 'solent.tv', 'signiant'],
    ['Parallax Pictures', 'parallaxpictures.com', 'mediashuttle'],
    ['Wren & Finch Productions', 'wrenfinch.co.uk', 'sftp'],
    ['Coastline Media', 'coastline.media', 'aspera'],
    ['Fathom Streaming', 'fathom.video', 's3'],
    ['Ridgeback Films', 'ridgebackfilms.com', 'aspera'],
    ['Harrier TV', 'harrier.tv', 'aspera'],
    ['Quill Animation', 'quill.studio', 'signiant'],
    ['Ostrava Sales', 'ostravasales.cz', 'aspera'],
  ] as const;
  const kinds: Record<string, { description: string; video: [string, string, string]; audio: string; folder: string }> = {
    episodic: {
      description: 'Episodic masters, texted',
      video: ['ProRes 4444 XQ', '3840x2160', '23.976'],
      audio: '5.1 + 2.0 + M&E 5.1',
      folder: 'episodic',
    },
    promo: {
      description: '30s/60s promos, texted and textless',
      video: ['ProRes 422 HQ', '1920x1080', '25'],
      audio: '2.0 stereo + M&E 2.0',
      folder: 'promos',
    },
    trailer: {
      description: 'Trailers and teasers',
      video: ['ProRes 422 HQ', '3840x2160', '23.976'],
      audio: '5.1 + 2.0',
      folder: 'trailers',
    },
    archive: {
      description: 'Archive masters and project backups',
      video: ['ProRes 4444 XQ', '3840x2160', '23.976'],
      audio: '5.1 + 2.0 + M&E + stems',
      folder: 'archive',
    },
    textless: {
      description: 'Textless elements, handles 12 frames',
      video: ['ProRes 4444', '3840x2160', '23.976'],
      audio: 'none',
      folder: 'textless',
    },
    review: {
      description: 'Review copies, burnt-in timecode and watermark',
      video: ['H.264 High', '1920x1080', '23.976'],
      audio: '2.0 stereo',
      folder: 'review',
    },
    subtitled: {
      description: 'Subtitled versions, open captions',
      video: ['ProRes 422 HQ', '1920x1080', '25'],
      audio: '2.0 stereo',
      folder: 'subtitled',
    },
    dailies: {
      description: 'Dailies for production, Avid media + review',
      video: ['DNxHD 115', '1920x1080', '23.976'],
      audio: '2.0 mix + iso',
      folder: 'dailies',
    },
    social: {
      description: 'Social cut-downs, 9:16 and 1:1',
      video: ['H.264 High', '1080x1920', '25'],
      audio: '2.0 stereo',
      folder: 'social',
    },
  };
  const kindNames = Object.keys(kinds);
  const pairs: [number, string][] = [];
  clients.forEach((_, c) => {
    const own =
      c === 0
        ? ['episodic', 'promo', 'trailer', 'archive', 'textless']
        : c === 1
          ? ['episodic', 'promo', 'social']
          : shuffle(random, kindNames.slice()).slice(0, between(random, 3, 7));
    for (const kind of own) pairs.push([c, kind]);
  });
  shuffle(random, pairs);
  const target = pairs.findIndex(([c, kind]) => c === 0 && kind === 'promo');
  const middle = Math.floor(pairs.length / 2);
  [pairs[target], pairs[middle]] = [pairs[middle]!, pairs[target]!];
  const paths = new Set<string>();
  let needle = '';
  const blocks = pairs.map(([c, kind], i) => {
    const [client, domain, method] = clients[c]!;
    const spec = kinds[kind]!;
    let path = '';
    while (!path || paths.has(path))
      path =
        method === 's3'
          ? `s3://${domain.split('.')[0]}-ingest/harbourline/${spec.folder}/`
          : `/inbound/${spec.folder}/harbourline-${hex(random, 4)}`;
    paths.add(path);
    if (c === 0 && kind === 'promo') needle = path;
    const host =
      method === 'aspera'
        ? `ats-${oneOf(random, ['eu', 'uk', 'eu-west'])}.${domain}`
        : method === 'signiant'
          ? `sig-media.${domain}`
          : method === 's3'
            ? `s3.eu-west-2.amazonaws.com`
            : method === 'mediashuttle'
              ? `${domain.split('.')[0]}.mediashuttle.com`
              : `sftp.${domain}`;
    const dest = [
      `      method: ${method}`,
      `      host: ${host}`,
      ...(method === 'aspera' ? ['      port: 33001'] : []),
      `      path: ${path}`,
      `      user: ${method === 's3' ? `arn:aws:iam::${between(random, 100_000_000_000, 999_999_999_999)}:role/hbl-delivery` : `hbl_${spec.folder}`}`,
      ...(method === 'aspera' ? [`      target_rate: ${oneOf(random, ['500M', '800M', '1G'])}`] : []),
      `      notify: [${spec.folder}@${domain}, traffic@harbourline.tv]`,
    ];
    const [codec, resolution, rate] = spec.video;
    return [
      `  - id: dp-${padN(101 + i, 4)}`,
      `    client: ${client}`,
      `    deliverable: ${kind}`,
      `    description: ${spec.description}`,
      `    destination:`,
      ...dest,
      `    video:`,
      `      codec: ${codec}`,
      `      resolution: ${resolution}`,
      `      frame_rate: "${rate}"`,
      `      scan: progressive`,
      `      colour: ${codec.startsWith('ProRes 4444') && random() < 0.5 ? 'Rec.2020 PQ (HDR10)' : 'Rec.709'}`,
      `      bit_depth: ${codec.startsWith('H.264') ? 8 : 10}`,
      `    audio:`,
      `      layout: ${spec.audio}`,
      `      sample_rate: 48000`,
      `      bit_depth: 24`,
      `      loudness: ${oneOf(random, ['-23 LUFS', '-24 LKFS', '-27 LUFS'])}`,
      `      true_peak: ${oneOf(random, ['-1 dBTP', '-2 dBTP'])}`,
      `    container: ${codec.startsWith('H.264') ? 'mp4' : codec.startsWith('DNx') ? 'mxf' : 'mov'}`,
      `    naming: "{show}_{ep}_${kind.toUpperCase()}_{version}_{yyyymmdd}"`,
      `    qc: [${shuffle(random, ['baton', 'eyeball', 'vidchecker', 'loudness'])
        .slice(0, between(random, 1, 3))
        .join(', ')}]`,
      `    owner: ${oneOf(random, ['traffic', 'deliveries', 'post.coord'])}`,
      `    updated: 2026-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
    ].join('\n');
  });
  const output = [
    '# deliveryctl profiles export --format yaml',
    `# generated 2026-12-23T08:55:41Z by deliveryctl 3.8.2 (${pairs.length} profiles)`,
    'version: 3',
    'profiles:',
    ...blocks,
    '',
  ].join('\n');
  return probe(
    'round 117: delivery profile folder',
    "Which folder on Northwind Channel's Aspera do our promos go into?",
    'delivery_profiles_export',
    output,
    'folder',
    needle,
  );
}

/** b2. A grade session report as indented XML: the node values sit a few lines under the shot name. */
function gradeSessionSlope(): EconomicsTask {
  const random = seededRandom(117_005);
  const triple = (lo: number, span: number) => [0, 1, 2].map(() => (lo + random() * span).toFixed(4)).join(' ');
  const primary = () =>
    `<Primary slope="${triple(0.9, 0.2)}" offset="${triple(-0.02, 0.04)}" power="${triple(0.94, 0.12)}" saturation="${(0.85 + random() * 0.3).toFixed(3)}"/>`;
  let needle = '';
  let index = 0;
  let record = 86_400 + 192;
  const rolls = ['A', 'B'].flatMap((cam) =>
    Array.from({ length: 14 }, (_, i) => ({
      cam,
      roll: `${cam}${padN(21 + i, 3)}`,
      card: `${cam === 'A' ? 'R' : 'S'}${chars(random, UPPER_NUM, 3)}`,
    })),
  );
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<GradeReport project="HarrowLane_S01" episode="107" generated="2026-12-23T10:02:44Z" application="DaVinci Resolve Studio 19.1.2" colourist="Ines Varga" suite="Grade 2">',
  ];
  for (let reel = 1; reel <= 5; reel++) {
    lines.push(
      `  <Timeline name="HL_107_R${reel}_GRADE_v${pad2(between(random, 3, 6))}" reel="${reel}" fps="23.976" resolution="3840x2160" colourScience="DaVinci YRGB Color Managed" timelineSpace="DaVinci Wide Gamut Intermediate" output="Rec.709 Gamma 2.4">`,
    );
    for (let c = 0; c < 40; c++) {
      index += 1;
      const shot = `HL_107_${padN(index * 10, 4)}`;
      const src = oneOf(random, rolls);
      const clip = `${src.roll}C${padN(between(random, 1, 19), 3)}_2610${pad2(between(random, 12, 31))}_${src.card}`;
      const length = between(random, 30, 260);
      const sourceIn = (between(random, 8, 18) * 3600 + between(random, 0, 3599)) * 24 + between(random, 0, 23);
      const balance = triple(0.9, 0.2);
      if (index === 101) needle = balance;
      lines.push(
        `    <Clip index="${c + 1}" track="V1">`,
        `      <Shot>${shot}</Shot>`,
        `      <Source file="${clip}.ari" reel="${src.roll}" in="${timecode(sourceIn)}" out="${timecode(sourceIn + length)}"/>`,
        `      <Record in="${timecode(record)}" out="${timecode(record + length)}"/>`,
        `      <Version name="v${between(random, 1, 5)}" status="${oneOf(random, ['Approved', 'Approved', 'In progress', 'Client review'])}" by="${oneOf(random, ['Ines Varga', 'Ines Varga', 'Josh Pereira'])}" date="2026-12-${pad2(between(random, 14, 22))}"/>`,
        '      <Nodes>',
        '        <Node id="1" label="Balance" kind="serial">',
        `          <Primary slope="${balance}" offset="${triple(-0.02, 0.04)}" power="${triple(0.94, 0.12)}" saturation="${(0.9 + random() * 0.2).toFixed(3)}"/>`,
        '        </Node>',
        '        <Node id="2" label="Contrast" kind="serial">',
        `          ${primary()}`,
        `          <Curve pivot="${(0.4 + random() * 0.08).toFixed(3)}" contrast="${(0.95 + random() * 0.2).toFixed(3)}"/>`,
        '        </Node>',
      );
      if (random() < 0.7)
        lines.push(
          '        <Node id="3" label="Skin" kind="parallel">',
          `          <Qualifier hue="${(0.03 + random() * 0.04).toFixed(3)}" hueWidth="${(0.05 + random() * 0.05).toFixed(3)}" sat="${(0.2 + random() * 0.3).toFixed(3)}" lum="${(0.3 + random() * 0.4).toFixed(3)}" soft="${(0.1 + random() * 0.2).toFixed(3)}"/>`,
          `          ${primary()}`,
          '        </Node>',
        );
      if (random() < 0.45)
        lines.push(
          `        <Node id="4" label="${oneOf(random, ['Vignette', 'Sky', 'Face light', 'Window'])}" kind="serial">`,
          `          <PowerWindow shape="${oneOf(random, ['circle', 'linear', 'polygon', 'gradient'])}" centre="${(random() * 1.2 - 0.6).toFixed(3)} ${(random() * 1.2 - 0.6).toFixed(3)}" softness="${(random() * 40).toFixed(1)}" tracked="${random() < 0.5}"/>`,
          `          ${primary()}`,
          '        </Node>',
        );
      lines.push(
        '        <Node id="5" label="Look" kind="serial">',
        '          <LUT file="HL_S01_ShowLook_v3.cube" strength="1.000"/>',
        '        </Node>',
        '      </Nodes>',
        '    </Clip>',
      );
      record += length;
    }
    lines.push('  </Timeline>');
  }
  lines.push('</GradeReport>', '');
  return probe(
    'round 117: grade balance slope',
    'What slope values did Ines end up with on the balance node for shot 1010 in Harrow Lane 107?',
    'grade_session_report',
    lines.join('\n'),
    'slope',
    needle,
  );
}

/** b3. The Bacula director's job reports: the elapsed time sits a few lines under the job and fileset names. */
function baculaElapsed(): EconomicsTask {
  const random = seededRandom(117_006);
  const jobs: [string, string, string, number][] = [
    ['LKS-Editorial', 'Larkspur-Editorial', 'hbl-isilon-gw01-fd', 300],
    ['LKS-Conform', 'Larkspur-Conform', 'hbl-isilon-gw02-fd', 2600],
    ['LKS-VFX', 'Larkspur-VFX', 'hbl-isilon-gw02-fd', 4200],
    ['LKS-Audio', 'Larkspur-Audio', 'hbl-isilon-gw01-fd', 180],
    ['HL-Editorial', 'HarrowLane-Editorial', 'hbl-isilon-gw01-fd', 260],
    ['HL-Conform', 'HarrowLane-Conform', 'hbl-isilon-gw03-fd', 2300],
    ['HL-Colour', 'HarrowLane-Colour', 'hbl-isilon-gw03-fd', 1400],
    ['HL-VFX', 'HarrowLane-VFX', 'hbl-isilon-gw02-fd', 3100],
    ['SLT-Editorial', 'Saltmarsh-Editorial', 'hbl-isilon-gw01-fd', 220],
    ['SLT-Conform', 'Saltmarsh-Conform', 'hbl-isilon-gw03-fd', 1900],
    ['SLT-OCF', 'Saltmarsh-OCF', 'hbl-isilon-gw04-fd', 5200],
    ['SLT-Audio', 'Saltmarsh-Audio', 'hbl-isilon-gw01-fd', 150],
    ['TDW-Editorial', 'Tidewater-Editorial', 'hbl-isilon-gw01-fd', 200],
    ['TDW-VFX', 'Tidewater-VFX', 'hbl-isilon-gw04-fd', 3600],
    ['TDW-Conform', 'Tidewater-Conform', 'hbl-isilon-gw03-fd', 1200],
    ['KSR-Editorial', 'KestrelRoad-Editorial', 'hbl-isilon-gw01-fd', 120],
    ['KSR-OCF', 'KestrelRoad-OCF', 'hbl-isilon-gw04-fd', 4100],
    ['MAM-DB', 'MAM-Postgres', 'hbl-mamdb01-fd', 40],
    ['Resolve-DB', 'Resolve-Postgres', 'hbl-resolvedb01-fd', 25],
    ['Deadline-DB', 'Deadline-Mongo', 'hbl-deadline01-fd', 18],
    ['Home', 'Home-Dirs', 'hbl-files01-fd', 90],
    ['Mail', 'Mail-Archive', 'hbl-mail01-fd', 30],
    ['BackupCatalog', 'Catalog', 'hbl-bacula-dir-fd', 12],
  ];
  const drives = ['LTO9-Drive-0', 'LTO9-Drive-1', 'LTO9-Drive-2', 'LTO9-Drive-3'];
  const elapsedText = (secs: number) => {
    const h = Math.floor(secs / 3600);
    const m = Math.floor(secs / 60) % 60;
    const s = secs % 60;
    const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
    return [h ? part(h, 'hour') : '', h || m ? part(m, 'min') : '', part(s, 'sec')].filter((x) => x).join(' ');
  };
  const human = (b: number) =>
    b >= 1e12 ? `${(b / 1e12).toFixed(3)} TB` : b >= 1e9 ? `${(b / 1e9).toFixed(3)} GB` : `${(b / 1e6).toFixed(3)} MB`;
  const needle = elapsedText(3 * 3600 + 13 * 60 + 51);
  const bdate = (ms: number) => {
    const d = new Date(ms);
    return `${pad2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${isoZ(ms).slice(11, 19)}`;
  };
  const prefix = (ms: number, daemon: string, id: number) => {
    const d = new Date(ms);
    return `${pad2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]} ${isoZ(ms).slice(11, 16)} hbl-bacula-${daemon} JobId ${id}: `;
  };
  type Run = { end: number; text: string };
  const runs: Run[] = [];
  let jobId = 48_120;
  let volume = 402;
  const report = (job: (typeof jobs)[number], night: number, copy: boolean, forced?: number) => {
    const [name, fileset, client, scale] = job;
    const id = jobId++;
    const scheduled = copy
      ? dec(night + 1, 6, 0)
      : dec(night, name.endsWith('DB') || name === 'Mail' ? 22 : 23, name === 'BackupCatalog' ? 50 : 0);
    const start = scheduled + (forced ? 41 * 60_000 + 12_000 : between(random, 1, 120 * 60) * 1000);
    const rate = between(random, 140_000, 330_000) + random();
    let secs = forced ?? Math.max(8, Math.round((scale * between(random, 40, 160)) / 100 / (rate / 1_000_000) / 1.0));
    let text = elapsedText(secs);
    while (!forced && text.includes(needle)) text = elapsedText(++secs);
    const end = start + secs * 1000;
    const bytes = Math.round(secs * rate * 1024);
    const sdBytes = bytes + between(random, 1_000_000, 90_000_000);
    const files = Math.max(12, Math.round(bytes / between(random, 2_000_000, 40_000_000)));
    const vols = Array.from({ length: Math.max(1, Math.ceil(sdBytes / 18e12 + random() * 0.6)) }, () => `HBL${volume++}L9`);
    const jobName = `${copy ? 'Copy-' : ''}${name}.${day(scheduled)}_${isoZ(scheduled).slice(11, 19).replaceAll(':', '.')}_${pad2(between(random, 10, 59))}`;
    const drive = oneOf(random, drives);
    const lastVolume = between(random, 100_000, 17_900_000) * 1_000_000 + between(random, 0, 999_999);
    const since = copy ? '' : `, since=${stamp(dec(night - 1, 23, between(random, 0, 50), between(random, 0, 59)))}`;
    const level = copy ? 'Full' : 'Incremental';
    const text2 = [
      `${prefix(start, 'dir', id)}Start ${copy ? 'Copying' : 'Backup'} JobId ${id}, Job=${jobName}`,
      `${prefix(start, 'dir', id)}Using Device "${drive}" to write.`,
      `${prefix(start, 'sd', id)}Volume "${vols[0]}" previously written, moving to end of data.`,
      ...vols
        .slice(1)
        .map(
          (v) =>
            `${prefix(start + (secs * 1000) / 2, 'sd', id)}New volume "${v}" mounted on device "${drive}" (/dev/nst${drives.indexOf(drive)}) at ${bdate(start + (secs * 1000) / 2).slice(0, 17)}.`,
        ),
      `${prefix(end, 'sd', id)}Elapsed time=${pad2(Math.floor(secs / 3600))}:${pad2(Math.floor(secs / 60) % 60)}:${pad2(secs % 60)}, Transfer rate=${(rate / 1000).toFixed(1)} M Bytes/second`,
      `${prefix(end, 'sd', id)}Sending spooled attrs to the Director. Despooling ${commas(files * 212)} bytes ...`,
      `${prefix(end, 'dir', id)}Bacula hbl-bacula-dir 13.0.4 (12Jan24):`,
      `  Build OS:               x86_64-pc-linux-gnu ubuntu 22.04`,
      `  JobId:                  ${id}`,
      `  Job:                    ${jobName}`,
      `  Backup Level:           ${level}${since}`,
      `  Client:                 "${client}" 13.0.4 (12Jan24) x86_64-pc-linux-gnu,ubuntu,22.04`,
      `  FileSet:                "${fileset}" 2026-03-11 10:02:11`,
      `  Pool:                   "${copy ? 'Offsite-LTO9' : 'Nightly-LTO9'}" (From Job resource)`,
      `  Catalog:                "MyCatalog" (From Client resource)`,
      `  Storage:                "LTO9-Library" (From Job resource)`,
      `  Scheduled time:         ${bdate(scheduled)}`,
      `  Start time:             ${bdate(start)}`,
      `  End time:               ${bdate(end)}`,
      `  Elapsed time:           ${text}`,
      `  Priority:               10`,
      `  FD Files Written:       ${commas(files)}`,
      `  SD Files Written:       ${commas(files)}`,
      `  FD Bytes Written:       ${commas(bytes)} (${human(bytes)})`,
      `  SD Bytes Written:       ${commas(sdBytes)} (${human(sdBytes)})`,
      `  Rate:                   ${(rate / 1.024).toFixed(1)} KB/s`,
      `  Software Compression:   None`,
      `  Comm Line Compression:  None`,
      `  Snapshot/VSS:           no`,
      `  Encryption:             no`,
      `  Accurate:               no`,
      `  Volume name(s):         ${vols.join('|')}`,
      `  Volume Session Id:      ${between(random, 200, 900)}`,
      `  Volume Session Time:    1765432100`,
      `  Last Volume Bytes:      ${commas(lastVolume)} (${human(lastVolume)})`,
      `  Non-fatal FD errors:    0`,
      `  SD Errors:              0`,
      `  FD termination status:  OK`,
      `  SD termination status:  OK`,
      `  Termination:            ${copy ? 'Copying OK' : 'Backup OK'}`,
      '',
    ].join('\n');
    runs.push({ end, text: text2 });
  };
  for (const night of [20, 21, 22]) {
    for (const job of jobs) report(job, night, false, night === 22 && job[0] === 'LKS-Conform' ? 3 * 3600 + 13 * 60 + 51 : undefined);
    for (const job of jobs.filter((j) => j[3] >= 1000)) report(job, night, true);
  }
  // In JobId order, as the report tool prints them; the copies still running this morning have no report yet.
  const output = runs
    .filter((r) => r.end < dec(23, 9, 10))
    .map((r) => r.text)
    .join('\n');
  return probe(
    'round 117: backup elapsed time',
    "How long did last night's backup of the Larkspur conform share take?",
    'bacula_job_reports',
    output,
    'elapsed',
    needle,
  );
}

/** c1. The review platform's HTML notes report: the user says "too purple", the note says "magenta". */
function reviewNotesShot(): EconomicsTask {
  const random = seededRandom(117_007);
  const people = [
    ['Tom Achterberg', 'Director'],
    ['Priya Ramaswamy', 'Producer'],
    ['Marguerite Osei', 'Northwind Channel'],
    ['Dev Kowalczyk', 'Editor'],
    ['Ines Varga', 'Colourist'],
    ['Sam Eriksen', 'VFX Supervisor'],
    ['Hattie Lund', 'Exec Producer'],
  ] as const;
  const titles: Record<number, string> = {
    101: 'The Low Tide',
    102: 'Salt Lines',
    103: 'Wreckers',
    104: 'The Lantern Room',
    105: 'Shoreline',
    106: 'Neap',
    107: 'Blue Hour',
    108: 'High Water',
  };
  const lures = [
    'Beach wide holds too long, trim about {f} frames off the head.',
    'Horizon is tilted a degree or so on this one, can we level it?',
    'Sky feels flat against the reverse, match the cloud detail.',
    'Sky is clipping behind {n}, can we recover some of the highlight?',
    'Sky comp edge visible around the lighthouse rail, {side}.',
    'Sky a touch cyan compared to the shot before.',
    'Lovely sky here, keep it exactly as is.',
    'The purple coat on {n} is buzzing, calm the saturation a little.',
    'Sand is too yellow here, more neutral please.',
    'Sea looks too green after the grade, push toward teal.',
  ];
  const notes = [
    'Faces a bit warm against the previous shot.',
    'Shadows on the harbour wall are crushed, lift slightly.',
    'Can we add a little grain to match the drone shots?',
    'Dialogue is buried under the surf, lift by {db} dB.',
    'Gull squawk is distracting over the line, lose it.',
    'Music sting is too big for this moment.',
    'Can the cut to the boat come a beat earlier?',
    'Continuity: the lantern is lit in the wide but not the close.',
    'Wet footprints appear from nowhere, paint out?',
    'Lens dirt visible top left, clean up please.',
    'Eyeline is off on the reverse, any other take?',
    'Title safe: the caption sits too low for Northwind spec.',
    'Love the fog here, keep.',
    'Night exterior is too dark on a consumer TV, lift the mids.',
    'Flicker in the window light, deflicker?',
    'Transition dissolve feels long, make it {f} frames.',
    'Can we hold on {n} for {f} more frames?',
    'Is there an alternate take where {n} turns earlier? Take {take} maybe.',
    'Grain looks heavier than the surrounding shots.',
    'Rope creak is too loud, pull down {db} dB.',
    'Nice, approved.',
    'Stabilise this one slightly, the handheld is too much.',
    "Lighthouse beam timing doesn't match the previous shot.",
    'Boat in the background is modern, paint out or crop?',
    'Gull in frame {side}, keep or lose?',
    'Door slam is out of sync by {f} frames.',
    'Wind noise on the lav, swap to the boom track?',
  ];
  let needle = '';
  const sections: string[] = [];
  let noteId = 18_200;
  for (let ep = 101; ep <= 108; ep++) {
    const count = between(random, 85, 115);
    const runtime = between(random, 48, 54) * 60 * 24;
    const frames = Array.from({ length: count }, () => 86_400 + pick(random, runtime)).sort((x, y) => x - y);
    const shotOf = (f: number) => `SLT_${ep}_${padN(Math.max(10, Math.round(((f - 86_400) / runtime) * 120) * 10), 4)}`;
    const targetAt = Math.floor(count / 2);
    const targetShot = ep === 105 ? shotOf(frames[targetAt]!) : '';
    const version = between(random, 1, 3);
    const date = `2026-12-${pad2(8 + (ep - 101) * 2)}`;
    const rows = frames.map((f, i) => {
      let shot = shotOf(f);
      let who = oneOf(random, people);
      let text = reviewNote(random, oneOf(random, random() < 0.25 ? lures : notes), ['Nell', 'Owen', 'the skipper', 'Mags', 'Ivo']);
      if (ep === 105 && i === targetAt) {
        who = people[0];
        text = 'Sky is reading magenta on the shoreline wide, can we pull it back toward a cooler grey-blue?';
        needle = shot;
      } else if (shot === targetShot) shot = shotOf(f + (i < targetAt ? -300 : 300));
      if (shot === targetShot && !(ep === 105 && i === targetAt)) shot = `SLT_${ep}_${padN(i < targetAt ? 10 : 1200, 4)}`;
      const status = oneOf(random, ['Open', 'Open', 'Done', 'Done', 'Done', "Won't fix", 'Question']);
      const posted = `${date} ${pad2(between(random, 10, 17))}:${pad2(between(random, 0, 59))}`;
      noteId += between(random, 1, 4);
      return [
        `        <tr class="note status-${status.toLowerCase().replace(/\W+/g, '')}" data-note-id="n-${noteId}">`,
        `<td class="num">${i + 1}</td><td class="shot">${shot}</td><td class="tc">${timecode(f)}</td>`,
        `<td class="author">${who[0]} <span class="role">${who[1]}</span></td>`,
        `<td class="text">${text.replace('&', '&amp;').replace("'", '&#39;')}</td>`,
        `<td class="status">${status.replace("'", '&#39;')}</td><td class="posted">${posted}</td></tr>`,
      ].join('');
    });
    sections.push(
      [
        `    <section class="episode" id="slt-${ep}">`,
        `      <h2>Saltmarsh ${ep} &ldquo;${titles[ep]}&rdquo; &mdash; Online v${version}</h2>`,
        `      <p class="meta">Review session ${date} &middot; ${count} notes &middot; reviewers: ${shuffle(
          random,
          people.map((p) => p[0]),
        )
          .slice(0, 4)
          .join(', ')}</p>`,
        '      <table class="notes">',
        '        <thead><tr><th>#</th><th>Shot</th><th>TC</th><th>From</th><th>Note</th><th>Status</th><th>Posted</th></tr></thead>',
        '        <tbody>',
        ...rows,
        '        </tbody>',
        '      </table>',
        '    </section>',
      ].join('\n'),
    );
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <title>Saltmarsh S01 &mdash; Online review notes | Harbourline Review</title>',
    '    <style>body{font:13px/1.4 Inter,Helvetica,sans-serif;color:#1d232a}table.notes{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e6ea;padding:4px 6px;vertical-align:top}td.tc,td.shot{font-family:Menlo,monospace;white-space:nowrap}.role{color:#7a8591;font-size:11px}.status-done td{color:#8a949e}</style>',
    '  </head>',
    '  <body>',
    '    <header><h1>Saltmarsh S01 &mdash; Online review notes</h1><p>Exported 2026-12-23 09:31 by post.coord &middot; Harbourline Review 4.12</p></header>',
    ...sections,
    '    <footer>Harbourline Post &middot; Confidential &middot; Do not forward outside the production</footer>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 117: review note shot',
    'Tom said the sky looked too purple in one of the beach shots on Saltmarsh 105. Which shot was that?',
    'review_notes_report',
    output,
    'shot',
    needle,
  );
}

/** c2. The Isilon quota list: the user says "sound team", the path says `audio_post`. */
function quotaSoundTeam(): EconomicsTask {
  const random = seededRandom(117_008);
  const shows = [
    'aldergrove',
    'ashdown',
    'bellwether',
    'blackwater',
    'brackenridge',
    'caldera',
    'coldharbour',
    'cormorant',
    'driftwood',
    'emberline',
    'fenwick',
    'foxglove',
    'greystone',
    'harrow_lane',
    'heronsgate',
    'ironbridge',
    'juniper',
    'kestrel_road',
    'kingfisher',
    'larkspur',
    'lindqvist',
    'marram',
    'meridian_doc',
    'northlight',
    'oakhurst',
    'pemberton',
    'quayside',
    'ravensworth',
    'saltmarsh',
    'sandpiper',
    'seahaven',
    'shearwater',
    'solway',
    'stonechat',
    'tamarisk',
    'tern_island',
    'thornbury',
    'tidewater',
    'umberleigh',
    'vantage_point',
    'wexford',
    'whinmoor',
    'wildmoor',
    'yarrow',
    'zephyr',
  ];
  const depts: [string, number][] = [
    ['archive_staging', 30],
    ['audio_post', 20],
    ['colour', 40],
    ['conform', 30],
    ['dailies', 25],
    ['deliverables', 40],
    ['editorial', 15],
    ['graphics', 5],
    ['ocf', 120],
    ['review', 4],
    ['titles', 2],
    ['vfx', 80],
  ];
  const users = [
    'aachebe',
    'akovacs',
    'bfraser',
    'cdunmore',
    'dkowalczyk',
    'dmehta',
    'ehollis',
    'fnaylor',
    'gpark',
    'hlund',
    'ivarga',
    'jpereira',
    'jsolberg',
    'kosei',
    'lbrennan',
    'lmorgan',
    'mquinn',
    'nwhitby',
    'ofadipe',
    'pramaswamy',
    'qlarsen',
    'rnakamura',
    'rpatel',
    'seriksen',
    'svance',
    'tachterberg',
    'tkaur',
    'umarsh',
    'vokafor',
    'wcheung',
    'xaltman',
    'ybeck',
    'zhardy',
  ];
  const size = (tb: number) => (tb >= 1 ? `${tb.toFixed(2)}T` : `${(tb * 1024).toFixed(2)}G`);
  const target = '/ifs/hbl/shows/saltmarsh/audio_post';
  const needle = size(14.27);
  const rows: [string, string, string, string, string, string][] = [];
  const add = (path: string, applies: string, hard: number) => {
    let used = '';
    while (!used || (used.includes(needle) && path !== target)) used = size(hard * (0.05 + random() * 0.9));
    if (path === target) used = needle;
    const soft = random() < 0.6 ? size(hard * 0.9) : '-';
    const adv = random() < 0.3 ? size(hard * 0.8) : '-';
    rows.push([applies, path, size(hard), soft, adv, used]);
  };
  for (const u of users) add(`/ifs/hbl/home/${u}`, 'DEFAULT', 0.5);
  add('/ifs/hbl/ingest', 'DEFAULT', 200);
  add('/ifs/hbl/library/luts', 'DEFAULT', 1);
  add('/ifs/hbl/library/music', 'DEFAULT', 20);
  add('/ifs/hbl/library/sfx', 'DEFAULT', 30);
  add('/ifs/hbl/library/stock', 'DEFAULT', 60);
  add('/ifs/hbl/scratch/cache', 'DEFAULT', 150);
  add('/ifs/hbl/scratch/render', 'DEFAULT', 300);
  for (const show of shows)
    for (const [dept, hard] of depts)
      if (show === 'saltmarsh' || random() < 0.85) {
        const quota = hard * between(random, 1, 3);
        add(`/ifs/hbl/shows/${show}/${dept}`, 'DEFAULT', quota);
        if (dept === 'editorial') add(`/ifs/hbl/shows/${show}/editorial/avid_mediafiles`, 'DEFAULT', quota * 0.8);
        if (dept === 'vfx') for (const sub of ['incoming', 'outgoing']) add(`/ifs/hbl/shows/${show}/vfx/${sub}`, 'DEFAULT', quota * 0.4);
      }
  add('/ifs/hbl/tools', 'DEFAULT', 2);
  add('/ifs/hbl/vfx_library', 'DEFAULT', 40);
  const width = Math.max(...rows.map((r) => r[1].length)) + 2;
  const header = `${'Type'.padEnd(10)}${'AppliesTo'.padEnd(11)}${'Path'.padEnd(width)}${'Snap'.padEnd(6)}${'Hard'.padEnd(10)}${'Soft'.padEnd(10)}${'Adv'.padEnd(10)}${'Used'.padEnd(10)}${'Reduction'.padEnd(11)}Efficiency`;
  const lines = rows.map(([applies, path, hard, soft, adv, used]) => {
    return `${'directory'.padEnd(10)}${applies.padEnd(11)}${path.padEnd(width)}${'No'.padEnd(6)}${hard.padEnd(10)}${soft.padEnd(10)}${adv.padEnd(10)}${used.padEnd(10)}${`${(1 + random() * 0.3).toFixed(2)} : 1`.padEnd(11)}${(0.6 + random() * 0.3).toFixed(2)} : 1`;
  });
  const output = [header, '-'.repeat(header.length), ...lines, '-'.repeat(header.length), `Total: ${lines.length}`, ''].join('\n');
  return probe(
    'round 117: quota for the sound team',
    'How much space is the Saltmarsh sound team using on the Isilon at the moment?',
    'isilon_quota_list',
    output,
    'used',
    needle,
  );
}

/** c3. The render farm's event log overnight, asked after a preamble: "smoke cache ... wrap up" is a `job finished` line. */
function farmSmokeFinished(): EconomicsTask {
  const random = seededRandom(117_009);
  const shots = [
    ['LKS_108', ['0310', '0330', '0340', '0420', '0510']],
    ['LKS_107', ['0330', '0660', '0710']],
    ['HL_107', ['1010', '1060', '1240', '1330']],
    ['TDW_204', ['1120', '1180', '1420']],
    ['SLT_106', ['0220', '0370', '0810']],
  ] as const;
  const tasks = [
    ['comp', 'nuke', 10, [6, 25]],
    ['lgt_beauty', 'gpu', 1, [8, 45]],
    ['lgt_volumes', 'gpu', 1, [12, 60]],
    ['fx_smokeSim', 'houdini', 1, [2, 9]],
    ['fx_fireSim', 'houdini', 1, [2, 9]],
    ['fx_oceanMesh', 'houdini', 5, [3, 14]],
    ['precomp_denoise', 'nuke', 20, [2, 8]],
    ['cfx_clothSim', 'houdini', 1, [1, 5]],
  ] as const;
  const users = ['akovacs', 'bfraser', 'ehollis', 'gpark', 'jpereira', 'mquinn', 'nwhitby', 'qlarsen', 'tkaur', 'wcheung'];
  type Job = {
    id: string;
    name: string;
    pool: string;
    chunk: number;
    mins: readonly [number, number];
    total: number;
    next: number;
    done: number;
    first: number;
    user: string;
    start: number;
  };
  const workers = (pool: string) =>
    pool === 'gpu'
      ? `rn-gpu-r${pad2(between(random, 9, 12))}-${pad2(between(random, 1, 24))}`
      : `rn-cpu-r${pad2(between(random, 1, 8))}-${pad2(between(random, 1, 24))}`;
  const newJob = (name: string, kindIndex: number, total: number): Job => {
    const [, pool, chunk, mins] = tasks[kindIndex]!;
    return { id: hex(random, 24), name, pool, chunk, mins, total, next: 0, done: 0, first: 1001, user: oneOf(random, users), start: t };
  };
  const randomJob = (): Job => {
    for (;;) {
      const [seq, list] = oneOf(random, shots);
      const shot = oneOf(random, list);
      const kind = pick(random, tasks.length);
      const name = `${seq}_${shot}_${tasks[kind]![0]}_v${padN(between(random, 3, 40), 3)}`;
      if (!(seq === 'LKS_108' && shot === '0330' && tasks[kind]![0] === 'fx_smokeSim'))
        return newJob(name, kind, between(random, 8, 24) * 10);
    }
  };
  const lines: string[] = [];
  let t = dec(22, 20, 0, 1);
  const active: Job[] = Array.from({ length: 14 }, () => {
    const job = randomJob();
    job.start = t - between(random, 600, 20_000) * 1000;
    job.next = job.done = job.chunk * pick(random, Math.floor(job.total / job.chunk / 2));
    return job;
  });
  const SMOKE_SHARE = 0.16;
  const smoke = newJob('LKS_108_0330_fx_smokeSim_v014', 3, 240);
  const end = dec(23, 8, 0, 0);
  let needle = '';
  const log = (level: string, source: string, text: string) =>
    lines.push(`${stamp(t)},${padN(pick(random, 1000), 3)} ${level.padEnd(5)} [${source}] ${text}`);
  const fmt = (secs: number) => `${Math.floor(secs / 3600)}h${pad2(Math.floor(secs / 60) % 60)}m${pad2(secs % 60)}s`;
  const finish = (job: Job) => {
    const wall = Math.round((t - job.start) / 1000);
    log(
      'INFO',
      'scheduler',
      `job finished job=${job.id} (${job.name}) tasks=${job.total}/${job.total} wall=${fmt(wall)} cpu_hours=${((job.total * between(random, 5, 40)) / 10).toFixed(1)} user=${job.user}`,
    );
  };
  const events: [number, () => void][] = [
    [
      dec(22, 20, 27),
      () =>
        log(
          'INFO',
          'scheduler',
          `job deleted job=${hex(random, 24)} (LKS_108_0330_fx_smokeSim_v013) by=akovacs reason="superseded by v014" tasks=61/240`,
        ),
    ],
    [
      dec(22, 20, 31),
      () => {
        smoke.start = t;
        smoke.user = 'akovacs';
        log(
          'INFO',
          'scheduler',
          `job submitted job=${smoke.id} (${smoke.name}) user=akovacs pool=houdini group=linux_cpu priority=70 tasks=240 frames=1001-1240`,
        );
        active.push(smoke);
      },
    ],
    [
      dec(23, 1, 55),
      () =>
        log(
          'INFO',
          'scheduler',
          `job finished job=${hex(random, 24)} (LKS_108_0340_fx_smokeSim_v009) tasks=180/180 wall=5h12m07s cpu_hours=611.4 user=akovacs`,
        ),
    ],
    [
      dec(23, 4, 12),
      () =>
        log(
          'INFO',
          'scheduler',
          `job finished job=${hex(random, 24)} (LKS_108_0330_fx_fireSim_v006) tasks=240/240 wall=6h03m44s cpu_hours=702.9 user=akovacs`,
        ),
    ],
    [
      dec(22, 23, 48),
      () =>
        log(
          'INFO',
          'scheduler',
          `job finished job=${hex(random, 24)} (LKS_107_0330_fx_smokeSim_v022) tasks=200/200 wall=3h40m19s cpu_hours=455.0 user=gpark`,
        ),
    ],
  ];
  while (t < end) {
    t += between(random, 3, 14) * 1000;
    const due = events.findIndex(([at]) => t >= at);
    if (due >= 0) {
      events[due]![1]();
      events.splice(due, 1);
      continue;
    }
    const roll = random();
    if (roll < 0.03) {
      active.push(randomJob());
      const job = active[active.length - 1]!;
      log(
        'INFO',
        'scheduler',
        `job submitted job=${job.id} (${job.name}) user=${job.user} pool=${job.pool} priority=${oneOf(random, [50, 50, 60, 70, 80])} tasks=${Math.ceil(job.total / job.chunk)} frames=1001-${1000 + job.total}`,
      );
    } else if (roll < 0.06) {
      log(
        oneOf(random, ['INFO', 'INFO', 'WARN']),
        oneOf(random, ['housekeeping', 'license', `worker ${workers('cpu')}`, 'pulse']),
        oneOf(random, [
          `purged ${between(random, 20, 300)} old job reports`,
          `license checkout slow: nuke_r@rlm01 (${(1 + random() * 5).toFixed(1)}s)`,
          `houdini-engine licenses in use ${between(random, 40, 96)}/120`,
          `disk /var/tmp at ${between(random, 60, 88)}%, cleaning render cache`,
          `pulse heartbeat ok, ${between(random, 250, 288)} workers online`,
          `repository sync took ${between(random, 200, 2400)} ms`,
        ]),
      );
    } else {
      const candidates = active.filter((j) => j.done < j.total);
      const job = random() < SMOKE_SHARE && candidates.includes(smoke) ? smoke : oneOf(random, candidates);
      if (job.next < job.total && (job.next - job.done < 40 || random() < 0.3)) {
        const from = job.first + job.next;
        job.next = Math.min(job.total, job.next + job.chunk);
        log(
          'INFO',
          'scheduler',
          `dispatch job=${job.id} (${job.name}) task=${Math.ceil(job.next / job.chunk) - 1} frames=${from}-${job.first + job.next - 1} -> ${workers(job.pool === 'gpu' ? 'gpu' : 'cpu')}`,
        );
      } else if (job.done < job.next) {
        const from = job.first + job.done;
        job.done = Math.min(job.next, job.done + job.chunk);
        const secs = between(random, job.mins[0] * 60, job.mins[1] * 60);
        log(
          'INFO',
          `worker ${workers(job.pool === 'gpu' ? 'gpu' : 'cpu')}`,
          `task complete job=${job.id} task=${Math.ceil(job.done / job.chunk) - 1} frames=${from}-${job.first + job.done - 1} elapsed=${fmt(secs)} peak_mem=${(4 + random() * 60).toFixed(1)}GB`,
        );
        if (job.done === job.total) {
          t += between(random, 1, 3) * 1000;
          if (job === smoke) needle = stamp(t).slice(11);
          finish(job);
          active.splice(active.indexOf(job), 1);
          active.push(randomJob());
        }
      }
    }
  }
  return probe(
    'round 117: farm smoke cache finished',
    'Sorry, still sorting out the Boxing Day skeleton rota, bear with me. Different thing: the smoke cache for Larkspur 108 shot 330, what time did that wrap up on the farm overnight?',
    'farm_event_log',
    `${lines.join('\n')}\n`,
    'finished',
    needle,
  );
}

/** d1. MediaInfo over the Harrow Lane masters folder: one file at 25 fps among 23.976. */
function mastersFrameRate(): EconomicsTask {
  const random = seededRandom(117_010);
  const row = (key: string, value: string) => `${key.padEnd(41)}: ${value}`;
  const minsec = (secs: number) => `${Math.floor(secs / 60)} min ${Math.floor(secs % 60)} s`;
  const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const variants = [
    {
      tag: 'HD_Texted_ProRes422HQ',
      width: 1920,
      height: 1080,
      profile: '422 HQ',
      codecId: 'apch',
      mbps: 176,
      chroma: '4:2:2',
      bits: '10 bits',
    },
    {
      tag: 'HD_Textless_ProRes422HQ',
      width: 1920,
      height: 1080,
      profile: '422 HQ',
      codecId: 'apch',
      mbps: 176,
      chroma: '4:2:2',
      bits: '10 bits',
    },
    {
      tag: 'UHD_Texted_ProRes4444XQ',
      width: 3840,
      height: 2160,
      profile: '4444 XQ',
      codecId: 'ap4x',
      mbps: 1697,
      chroma: '4:4:4',
      bits: '12 bits',
    },
    {
      tag: 'UHD_Textless_ProRes4444XQ',
      width: 3840,
      height: 2160,
      profile: '4444 XQ',
      codecId: 'ap4x',
      mbps: 1697,
      chroma: '4:4:4',
      bits: '12 bits',
    },
  ];
  const tracks = [
    'Main 5.1 L',
    'Main 5.1 R',
    'Main 5.1 C',
    'Main 5.1 LFE',
    'Main 5.1 Ls',
    'Main 5.1 Rs',
    'Stereo Lt',
    'Stereo Rt',
    'M&E L',
    'M&E R',
  ];
  let needle = '';
  const blocks: string[] = [];
  for (let ep = 1; ep <= 10; ep++) {
    const frames = (between(random, 51, 55) * 60 + between(random, 0, 59)) * 24 + between(random, 0, 23);
    const version = between(random, 1, 4);
    for (const v of variants) {
      const odd = ep === 6 && v.tag === 'HD_Textless_ProRes422HQ';
      const fps = odd ? 25 : 24_000 / 1001;
      const rateText = odd ? '25.000 FPS' : '23.976 (24000/1001) FPS';
      const secs = frames / fps;
      const mbps = (v.mbps * fps) / (24_000 / 1001) + random() * 6 - 3;
      const name = `HarrowLane_S01E${pad2(ep)}_${v.tag}_v${pad2(version)}.mov`;
      if (odd) needle = name;
      const videoBytes = (mbps * 1e6 * secs) / 8;
      const audioBytes = (1_152_000 * secs) / 8;
      const totalBytes = videoBytes + audioBytes * tracks.length + 2_000_000;
      const gib = (b: number) => (b >= 1024 ** 3 * 10 ? `${Math.round(b / 1024 ** 3)} GiB` : `${(b / 1024 ** 3).toFixed(1)} GiB`);
      const encoded = `2026-12-${pad2(between(random, 9, 19))} ${pad2(between(random, 9, 22))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))} UTC`;
      const lines = [
        'General',
        row('Complete name', `/mnt/deliveries/harrow_lane/S01/masters/${name}`),
        row('Format', 'MPEG-4'),
        row('Format profile', 'QuickTime'),
        row('Codec ID', 'qt   2005.03 (qt  )'),
        row('File size', gib(totalBytes)),
        row('Duration', minsec(secs)),
        row('Overall bit rate mode', 'Variable'),
        row('Overall bit rate', `${spaced(Math.round((totalBytes * 8) / secs / 1000 / 1000))} Mb/s`),
        row('Frame rate', odd ? '25.000 FPS' : '23.976 FPS'),
        row('Encoded date', encoded),
        row('Tagged date', encoded),
        row('Writing application', 'DaVinci Resolve Studio 19.1.2'),
        row('Writing library', 'Apple QuickTime'),
        '',
        'Video',
        row('ID', '1'),
        row('Format', 'ProRes'),
        row('Format version', 'Version 1'),
        row('Format profile', v.profile),
        row('Codec ID', v.codecId),
        row('Duration', minsec(secs)),
        row('Bit rate mode', 'Variable'),
        row('Bit rate', `${spaced(Math.round(mbps))} Mb/s`),
        row('Width', `${spaced(v.width)} pixels`),
        row('Height', `${spaced(v.height)} pixels`),
        row('Display aspect ratio', '16:9'),
        row('Frame rate mode', 'Constant'),
        row('Frame rate', rateText),
        row('Color space', 'YUV'),
        row('Chroma subsampling', v.chroma),
        row('Bit depth', v.bits),
        row('Scan type', 'Progressive'),
        row('Bits/(Pixel*Frame)', ((mbps * 1e6) / (v.width * v.height * fps)).toFixed(3)),
        row('Stream size', `${gib(videoBytes)} (${Math.round((videoBytes / totalBytes) * 100)}%)`),
        row('Writing library', 'Apple'),
        row('Language', 'English'),
        row('Encoded date', encoded),
        row('Tagged date', encoded),
        row('Color range', 'Limited'),
        row('Color primaries', 'BT.709'),
        row('Transfer characteristics', 'BT.709'),
        row('Matrix coefficients', 'BT.709'),
        '',
      ];
      tracks.forEach((title, i) => {
        lines.push(
          `Audio #${i + 1}`,
          row('ID', String(i + 2)),
          row('Format', 'PCM'),
          row('Format settings', 'Little / Signed'),
          row('Codec ID', 'lpcm'),
          row('Duration', minsec(secs)),
          row('Bit rate mode', 'Constant'),
          row('Bit rate', '1 152 kb/s'),
          row('Channel(s)', '1 channel'),
          row('Sampling rate', '48.0 kHz'),
          row('Bit depth', '24 bits'),
          row('Stream size', `${Math.round(audioBytes / 1024 ** 2)} MiB (${Math.max(0, Math.round((audioBytes / totalBytes) * 100))}%)`),
          row('Title', title),
          row('Language', title.startsWith('M&E') ? 'zxx' : 'English'),
          row('Default', i === 0 ? 'Yes' : 'No'),
          row('Alternate group', '1'),
          row('Encoded date', encoded),
          row('Tagged date', encoded),
          '',
        );
      });
      lines.push(
        'Other',
        row('ID', String(tracks.length + 2)),
        row('Type', 'Time code'),
        row('Format', 'QuickTime TC'),
        row('Duration', minsec(secs)),
        row('Frame rate', rateText),
        row('Time code of first frame', '00:59:50:00'),
        row('Time code, stripped', 'Yes'),
        row('Language', 'English'),
        row('Default', 'Yes'),
        row('Encoded date', encoded),
        row('Tagged date', encoded),
        '',
      );
      blocks.push(lines.join('\n'));
    }
  }
  blocks.sort();
  return probe(
    'round 117: master at another frame rate',
    "I've a feeling one of the Harrow Lane masters in the deliveries folder got exported at the wrong frame rate. Which file is it?",
    'mediainfo_batch',
    `${blocks.join('\n')}`,
    'file',
    needle,
  );
}

/** d2. Deadline's worker info, one key=value block a worker: one worker on an older client. */
function workerOldClient(): EconomicsTask {
  const random = seededRandom(117_011);
  const jobs = [
    'LKS_108_0330_lgt_beauty_v021',
    'LKS_108_0420_comp_v044',
    'HL_107_1010_comp_v017',
    'HL_107_1240_lgt_volumes_v009',
    'TDW_204_1120_fx_oceanMesh_v012',
    'SLT_106_0810_comp_v031',
    'LKS_107_0660_precomp_denoise_v006',
    'TDW_204_1420_comp_v052',
  ];
  const blocks: string[] = [];
  let needle = '';
  for (let rack = 1; rack <= 12; rack++) {
    const gpu = rack >= 9;
    const newer = rack >= 5;
    for (let slot = 1; slot <= (gpu ? 16 : 24); slot++) {
      const name = `rn-${gpu ? 'gpu' : 'cpu'}-r${pad2(rack)}-${pad2(slot)}`;
      const old = rack === 6 && slot === 9;
      if (old) needle = name;
      const stat = old ? 'Rendering' : oneOf(random, ['Rendering', 'Rendering', 'Rendering', 'Rendering', 'Idle', 'Idle', 'Offline']);
      const job = stat === 'Rendering' ? oneOf(random, jobs) : '';
      const task = stat === 'Rendering' ? String(between(random, 0, 239)) : '';
      const ram = gpu ? 515_693 : newer ? 515_693 : 257_627;
      const upDays = between(random, 0, 40);
      blocks.push(
        [
          `Name=${name}`,
          `Stat=${stat}`,
          `Msg=${stat === 'Rendering' ? `Rendering task ${task} of ${job}` : stat === 'Idle' ? 'Waiting for a task' : ''}`,
          `Ver=${old ? 'v10.3.0.10 Release (5f3c1d2e8)' : 'v10.3.2.1 Release (b7e0c2ba4)'}`,
          `User=render`,
          `IP=10.40.${rack}.${100 + slot}`,
          `MAC=3c:ec:ef:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`,
          `OS=Rocky Linux release 9.4 (Blue Onyx)`,
          `Arch=x86_64`,
          `CPU=${gpu ? 'AMD EPYC 9354 32-Core Processor' : newer ? 'AMD EPYC 9554 64-Core Processor' : 'AMD EPYC 7543 32-Core Processor'}`,
          `Procs=${gpu ? 64 : newer ? 128 : 64}`,
          `RAM=${ram}`,
          `RAMFree=${stat === 'Offline' ? 0 : between(random, Math.round(ram * 0.1), Math.round(ram * 0.9))}`,
          `CPUUsage=${stat === 'Rendering' ? between(random, 70, 100) : stat === 'Idle' ? between(random, 0, 4) : 0}`,
          `Disk=${(1.2 + random() * 0.6).toFixed(2)} TB`,
          `GPUs=${gpu ? '2 x NVIDIA RTX 6000 Ada Generation (48 GB)' : '0'}`,
          `Pools=${gpu ? 'gpu,karma,redshift' : 'cpu,nuke,houdini'}`,
          `Grps=${gpu ? 'linux_gpu' : 'linux_cpu'},r${pad2(rack)}`,
          `Job=${job}`,
          `Task=${task}`,
          `LastRender=2026-12-23 ${pad2(between(random, 6, 9))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
          `Uptime=${upDays}d ${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}`,
          `Licensed=True`,
          `LicenseType=${gpu ? 'Redshift,Karma' : 'Nuke,Houdini Engine'}`,
        ].join('\n'),
      );
    }
  }
  return probe(
    'round 117: render node on an older client',
    'Is there a render node that missed the Deadline client update the rest of the farm got? Which one?',
    'deadline_workers_info',
    `${blocks.join('\n\n')}\n`,
    'worker',
    needle,
  );
}

/** d3. The billing system's invoice draft as pretty JSON: one grading line at another hourly rate. */
function invoiceGradingRate(): EconomicsTask {
  const random = seededRandom(117_012);
  const services = [
    {
      code: 'COL-GRD',
      service: 'Colour grading, Suite {s} (Baselight)',
      unit: 'hour',
      rate: 450,
      ops: ['Ines Varga', 'Josh Pereira', 'Mina Okafor'],
      qty: [4, 10],
    },
    { code: 'ONL-EDT', service: 'Online edit, Flame {s}', unit: 'hour', rate: 275, ops: ['Rafe Doyle', 'Kit Marsh'], qty: [3, 10] },
    { code: 'CNF', service: 'Conform and relink', unit: 'hour', rate: 225, ops: ['Kit Marsh', 'Sana Iqbal'], qty: [2, 8] },
    { code: 'AUD-MIX', service: 'Audio mix, Theatre {s}', unit: 'hour', rate: 320, ops: ['Leon Barre', 'Ada Finch'], qty: [4, 10] },
    { code: 'AUD-ADR', service: 'ADR record, Booth {s}', unit: 'hour', rate: 180, ops: ['Ada Finch'], qty: [2, 6] },
    { code: 'QC', service: 'QC pass (Baton + eyeball)', unit: 'hour', rate: 95, ops: ['QC team'], qty: [1, 6] },
    { code: 'VFX-PNT', service: 'Paint and cleanup', unit: 'hour', rate: 95, ops: ['Tove Lind', 'Omar Haddad'], qty: [2, 9] },
    { code: 'DLV-IMF', service: 'Delivery, IMF package', unit: 'each', rate: 350, ops: ['Deliveries'], qty: [1, 2] },
    { code: 'XCODE', service: 'Transcode deliverable', unit: 'each', rate: 45, ops: ['Deliveries'], qty: [2, 16] },
    { code: 'DAI', service: 'Dailies processing', unit: 'hour of footage', rate: 38, ops: ['Dailies'], qty: [2, 9] },
    { code: 'LTO', service: 'LTO-9 archive tape, two copies', unit: 'each', rate: 120, ops: ['Data ops'], qty: [1, 4] },
  ];
  const projects = [
    ['Harrow Lane S01', [105, 106, 107, 108, 109, 110]],
    ['Saltmarsh S01', [103, 104, 105, 106]],
  ] as const;
  const money = (n: number) => n.toFixed(2);
  type Line = Record<string, string | number>;
  const lines: Line[] = [];
  const gradingDays: number[] = [];
  for (let d = 1; d <= 22; d++) {
    const weekday = new Date(dec(d, 12)).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const todays = [services[0]!, ...Array.from({ length: between(random, 10, 15) }, () => oneOf(random, services))];
    for (const svc of todays) {
      const [project, eps] = oneOf(random, projects);
      const qty = svc.unit === 'hour' ? between(random, svc.qty[0]! * 2, svc.qty[1]! * 2) / 2 : between(random, svc.qty[0]!, svc.qty[1]!);
      if (svc.code === 'COL-GRD') gradingDays.push(lines.length);
      lines.push({
        date: `2026-12-${pad2(d)}`,
        project,
        episode: String(oneOf(random, eps)),
        code: svc.code,
        service: svc.service.replace('{s}', String(between(random, 1, 3))),
        operator: oneOf(random, svc.ops),
        quantity: qty,
        unit: svc.unit,
        rate: svc.rate,
      });
    }
  }
  const target = gradingDays[Math.floor(gradingDays.length / 2)]!;
  lines[target]!['rate'] = 495;
  let needle = '';
  const pos = ['NWC-PO-44718', 'NWC-PO-44719', 'NWC-PO-45102'];
  const rendered = lines.map((l, i) => {
    const id = `L${padN(i + 1, 4)}`;
    if (i === target) needle = id;
    const rate = Number(l['rate']);
    const qty = Number(l['quantity']);
    return {
      line: id,
      date: l['date'],
      project: l['project'],
      episode: l['episode'],
      code: l['code'],
      service: l['service'],
      operator: l['operator'],
      quantity: qty,
      unit: l['unit'],
      rate: money(rate),
      amount: money(rate * qty),
      po: l['project'] === 'Harrow Lane S01' ? pos[0] : String(l['episode']) < '105' ? pos[1] : pos[2],
      job_ref: `JOB-26-${between(random, 3000, 3999)}`,
      approved_by: oneOf(random, ['priya.r', 'post.coord', 'hlund']),
      notes:
        random() < 0.15
          ? oneOf(random, [
              'overtime after 19:00 included',
              'client attended',
              'remote session (ClearView)',
              'rush turnaround',
              'split across two suites',
            ])
          : '',
    };
  });
  const subtotal = rendered.reduce((sum, l) => sum + Number(l.amount), 0);
  const invoice = {
    invoice: {
      number: 'HBL-INV-26-1187',
      status: 'draft',
      client: { name: 'Northwind Channel', account: 'ACC-00412', billing_contact: 'accounts.payable@northwind.tv' },
      period: { from: '2026-12-01', to: '2026-12-31' },
      currency: 'GBP',
      created: '2026-12-22T17:40:12Z',
      created_by: 'billing-sync',
      payment_terms_days: 30,
    },
    lines: rendered,
    totals: {
      lines: rendered.length,
      subtotal: money(subtotal),
      vat_rate: '20.00',
      vat: money(subtotal * 0.2),
      total: money(subtotal * 1.2),
    },
  };
  return probe(
    'round 117: grading line at another rate',
    'Going through the Northwind draft invoice for December: one of the grading sessions seems to have gone through at a different hourly rate from the rest. Which line is that?',
    'billing_invoice_draft',
    `${JSON.stringify(invoice, null, 2)}\n`,
    'line',
    needle,
  );
}

export function roundOneHundredSeventeen(): EconomicsTask[] {
  return [
    mamChecksum(),
    transcodeWorkOrder(),
    reviewCsvTimecode(),
    deliveryProfileFolder(),
    gradeSessionSlope(),
    baculaElapsed(),
    reviewNotesShot(),
    quotaSoundTeam(),
    farmSmokeFinished(),
    mastersFrameRate(),
    workerOldClient(),
    invoiceGradingRate(),
  ];
}
