/**
 * Probe round 64, written blind: Gannet & Finch Visual Effects, a VFX and animation studio in Vancouver (render farm,
 * asset tracking, shot review, storage and tape backups, licence servers, artist workstations, client deliveries).
 * "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - Deadline Web Service job list (minified JSON): the job ID of one artist's lighting render of one shot version;
 *  - ASC MHL delivery hash list (one-line XML): the xxHash recorded for one frame of one delivered shot;
 *  - production tracker shot export (CSV, one shot's note history a huge field): the comp version the client
 *    approved before the shot was reopened;
 * b. The answer a few lines away from the line the question's words match:
 *  - PowerScale quota API (pretty JSON): the hard limit on one show's renders directory quota;
 *  - Ansible workstation inventory (YAML): the IP address of one artist's workstation;
 *  - USD layout layer (usda): the translate of one crane prim in a set layout;
 * c. A question that paraphrases the output or carries a preamble:
 *  - ShotGrid event log (JSON lines): when modelling published the new version of the hero creature model;
 *  - FlexLM lmgrd debug log (tail): why the licence server refused one artist's Maya checkout;
 *  - Aspera ascp transfer log: when the upload of the trailer shots to the client finished;
 * d. One value unlike its peers, with no error word near it:
 *  - OpenCue host list (cueadmin -lh table): the render node reporting less memory than its rack mates;
 *  - Bareos volume list (bconsole tables): the archive tape with a far shorter retention than its pool;
 *  - display calibration report (CSV): the artist monitor that measured far dimmer than the others.
 * Not among the bench's targets.
 * First run, at 876c33d, the head this session began at (with this file; `ROUNDS=64
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,285,170 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 64: Deadline job list (one line)
 *     codex: 15,176 tokens, peak 15,103, 0/1 needles, 0 read-backs
 *     context-chef: 740 tokens, peak 667, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,604 tokens, peak 7,495, 0/1 needles, 4 read-backs
 *     ours: 8,716 tokens, peak 4,895, 0/1 needles, 2 read-backs
 *   round 64: delivery hash list (one-line XML)
 *     codex: 18,475 tokens, peak 18,387, 0/1 needles, 0 read-backs
 *     context-chef: 790 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 24,200 tokens, peak 8,487, 0/1 needles, 4 read-backs
 *     ours: 8,637 tokens, peak 4,099, 0/1 needles, 2 read-backs
 *   round 64: shot export with note history (CSV)
 *     codex: 15,691 tokens, peak 15,611, 0/1 needles, 0 read-backs
 *     context-chef: 735 tokens, peak 655, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,438 tokens, peak 6,770, 0/1 needles, 4 read-backs
 *     ours: 23,095 tokens, peak 8,466, 0/1 needles, 4 read-backs
 *   round 64: PowerScale quotas (pretty JSON)
 *     codex: 12,239 tokens, peak 12,165, 0/1 needles, 0 read-backs
 *     context-chef: 638 tokens, peak 564, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,914 tokens, peak 2,019, 0/1 needles, 2 read-backs
 *     ours: 6,661 tokens, peak 3,011, 0/1 needles, 2 read-backs
 *   round 64: workstation inventory (YAML)
 *     codex: 12,129 tokens, peak 12,063, 0/1 needles, 0 read-backs
 *     context-chef: 620 tokens, peak 554, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,752 tokens, peak 1,450, 0/1 needles, 2 read-backs
 *     ours: 1,784 tokens, peak 900, 0/1 needles, 1 read-backs
 *   round 64: USD set layout (usda)
 *     codex: 11,307 tokens, peak 11,231, 0/1 needles, 0 read-backs
 *     context-chef: 648 tokens, peak 572, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,851 tokens, peak 1,498, 0/1 needles, 2 read-backs
 *     ours: 1,886 tokens, peak 957, 0/1 needles, 1 read-backs
 *   round 64: ShotGrid event log (preamble)
 *     codex: 12,412 tokens, peak 12,324, 0/1 needles, 0 read-backs
 *     context-chef: 674 tokens, peak 586, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,570 tokens, peak 1,231, 0/1 needles, 4 read-backs
 *     ours: 4,240 tokens, peak 910, 0/1 needles, 4 read-backs
 *   round 64: licence server log (preamble)
 *     codex: 18,674 tokens, peak 18,581, 0/1 needles, 0 read-backs
 *     context-chef: 943 tokens, peak 850, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,129 tokens, peak 1,529, 0/1 needles, 4 read-backs
 *     ours: 4,660 tokens, peak 1,001, 1/1 needles, 4 read-backs
 *   round 64: Aspera transfer log (preamble)
 *     codex: 17,043 tokens, peak 16,955, 0/1 needles, 0 read-backs
 *     context-chef: 827 tokens, peak 739, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,825 tokens, peak 2,958, 0/1 needles, 4 read-backs
 *     ours: 7,112 tokens, peak 3,502, 0/1 needles, 4 read-backs
 *   round 64: OpenCue host list (odd memory)
 *     codex: 17,790 tokens, peak 17,712, 0/1 needles, 0 read-backs
 *     context-chef: 811 tokens, peak 733, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,543 tokens, peak 4,767, 0/1 needles, 4 read-backs
 *     ours: 10,820 tokens, peak 5,046, 1/1 needles, 4 read-backs
 *   round 64: Bareos volume list (odd retention)
 *     codex: 18,083 tokens, peak 17,997, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 640, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,076 tokens, peak 1,467, 0/1 needles, 4 read-backs
 *     ours: 955 tokens, peak 671, 0/1 needles, 0 read-backs
 *   round 64: display calibration report (odd luminance)
 *     codex: 19,700 tokens, peak 19,619, 0/1 needles, 0 read-backs
 *     context-chef: 920 tokens, peak 839, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,813 tokens, peak 1,408, 0/1 needles, 1 read-backs
 *     ours: 2,197 tokens, peak 1,179, 1/1 needles, 1 read-backs
 *     codex: 188,719 tokens, 0/12 needles
 *     context-chef: 9,072 tokens, 0/12 needles
 *     context-chef-store: 118,715 tokens, 0/12 needles
 *     ours: 80,763 tokens, 3/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------------------------
// Shared studio data

const FIRST = [
  'Jonah',
  'Priya',
  'Marta',
  'Tom',
  'Leah',
  'Dara',
  'Noor',
  'Ines',
  'Pavel',
  'Sunil',
  'Aiko',
  'Mateo',
  'Freya',
  'Kwame',
  'Lucia',
  'Oskar',
  'Hana',
  'Rafael',
  'Yusuf',
  'Elena',
  'Bryn',
  'Chidi',
  'Sofia',
  'Tariq',
  'Greta',
  'Arjun',
  'Mei',
  'Callum',
  'Zara',
  'Emeka',
  'Ingrid',
  'Diego',
  'Nadia',
  'Owen',
  'Keiko',
  'Samir',
  'Tess',
  'Viktor',
  'Amara',
  'Linus',
  'Rosa',
  'Idris',
  'Maren',
  'Felix',
  'Anika',
  'Joaquin',
  'Saoirse',
  'Kenji',
  'Lwazi',
  'Beatriz',
  'Ruth',
  'Theo',
  'Ayesha',
  'Milan',
  'Paloma',
  'Declan',
  'Yara',
  'Henrik',
] as const;
const LAST = [
  'Chen',
  'Raman',
  'Kowalski',
  'Morrow',
  'Brandt',
  'Okafor',
  'Haddad',
  'Duarte',
  'Sokolov',
  'Nair',
  'Tanaka',
  'Alvarez',
  'Lindqvist',
  'Mensah',
  'Romano',
  'Berg',
  'Novak',
  'Costa',
  'Demir',
  'Petrova',
  'Hughes',
  'Eze',
  'Moretti',
  'Rahman',
  'Vogel',
  'Iyer',
  'Lin',
  'Fraser',
  'Qureshi',
  'Obi',
  'Dahl',
  'Ramos',
  'Karimi',
  'Price',
  'Sato',
  'Farouk',
  'Whitlock',
  'Horvat',
  'Adeyemi',
  'Strand',
  'Pereira',
  'Bello',
  'Jensen',
  'Roth',
  'Kapoor',
  'Salazar',
  'Byrne',
  'Mori',
  'Dlamini',
  'Santos',
  'Achterberg',
  'Quinn',
  'Levesque',
] as const;

interface Person {
  readonly name: string;
  readonly user: string;
}

/** `n` people with unique names and Unix user names (first initial and surname), the `fixed` ones first. */
function roster(random: () => number, n: number, fixed: readonly string[], avoid: readonly string[] = []): Person[] {
  const out: Person[] = [];
  const names = new Set<string>();
  const users = new Set<string>();
  const add = (name: string) => {
    const [first, last] = name.split(' ') as [string, string];
    const base = (first[0]! + last).toLowerCase();
    let user = base;
    for (let k = 2; users.has(user); k++) user = `${base}${k}`;
    names.add(name);
    users.add(user);
    out.push({ name, user });
  };
  for (const name of fixed) add(name);
  while (out.length < n) {
    const name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    if (!names.has(name) && !avoid.includes(name)) add(name);
  }
  return out;
}

interface Show {
  readonly code: string;
  readonly name: string;
  readonly client: string;
}

const SHOWS: readonly Show[] = [
  { code: 'HRB', name: 'Harbourlight', client: 'Thornfield Pictures' },
  { code: 'TDW', name: 'The Drowned Weald', client: 'Bluecastle Streaming' },
  { code: 'MNK', name: 'Monarch Knot', client: 'Orrery Films' },
  { code: 'SLT', name: 'Saltmarsh', client: 'Kittiwake Brewing' },
  { code: 'VRG', name: 'Verge', client: 'Orrery Films' },
];

/** Vancouver is on PST (UTC-8) all of this round's November. */
const TZ_HOURS = -8;
/** Epoch ms of a Vancouver wall-clock time. */
const pst = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number => Date.UTC(y, mo - 1, d, h - TZ_HOURS, mi, s);
/** `2026-11-16T10:47:22` in Vancouver time. */
const localIso = (ms: number): string => new Date(ms + TZ_HOURS * 3_600_000).toISOString().slice(0, 19);
/** `2026-11-16T10:47:22.318` in Vancouver time. */
const localIsoMs = (ms: number): string => new Date(ms + TZ_HOURS * 3_600_000).toISOString().slice(0, 23);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A random working time (09:00 to 19:00) on the Vancouver day of `ms`. */
const workTime = (random: () => number, ms: number): number =>
  Math.floor((ms + TZ_HOURS * HOUR) / DAY) * DAY - TZ_HOURS * HOUR + 9 * HOUR + pick(random, 10 * 3600) * 1000;

const pad3 = (n: number): string => String(n).padStart(3, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');
/** `1234567` as `1,234,567`. */
const commas = (n: number): string => n.toLocaleString('en-US');
/** A shot code of a show: `HRB_0310`. */
const shotCode = (show: string, n: number): string => `${show}_${pad4(n)}`;
/** A number as USD prints it: trailing zeros dropped. */
const usdNum = (x: number, digits = 3): string => String(Number(x.toFixed(digits)));

// ---------------------------------------------------------------------------------------------------------------
// a1. Deadline Web Service: GET /api/jobs, minified JSON

function deadlineJobs(): EconomicsTask {
  const random = seededRandom(64_101);
  const crew = roster(random, 70, ['Jonah Chen', 'Bryn Hughes', 'Kenji Mori']);
  const users = crew.map((p) => p.user);
  interface Kind {
    step: string;
    dept: string;
    plug: string;
    grp: string;
    limits: string[];
    ext: string;
  }
  const kinds: Kind[] = [
    { step: 'lgt', dept: 'lighting', plug: 'Arnold', grp: 'arnold_cpu', limits: ['arnold'], ext: 'exr' },
    { step: 'lgt', dept: 'lighting', plug: 'Arnold', grp: 'arnold_gpu', limits: ['arnold'], ext: 'exr' },
    { step: 'fx', dept: 'fx', plug: 'Houdini', grp: 'houdini_sim', limits: ['houdini_engine'], ext: 'bgeo.sc' },
    { step: 'fx', dept: 'fx', plug: 'Karma', grp: 'karma_xpu', limits: ['karma_render'], ext: 'exr' },
    { step: 'comp', dept: 'comp', plug: 'Nuke', grp: 'nuke', limits: ['nuke_r'], ext: 'exr' },
    { step: 'anim', dept: 'animation', plug: 'MayaBatch', grp: 'maya_playblast', limits: [], ext: 'mov' },
  ];
  const lgt = kinds[0]!;
  const machines = Array.from(
    { length: 90 },
    () => `ws-${oneOf(random, ['lgt', 'fx', 'comp', 'anim', 'lay'])}-${pad3(between(random, 1, 80))}`,
  );
  const objectId = (ms: number) => Math.floor(ms / 1000).toString(16) + hex(random, 16);
  const dateStr = (ms: number) => `${localIsoMs(ms)}-08:00`;

  const job = (
    t: number,
    name: string,
    batch: string,
    user: string,
    kind: Kind,
    show: Show,
    shot: string,
    frames: [number, number],
    stat: number,
    plugOverride?: string,
  ): Record<string, unknown> => {
    const count = frames[1] - frames[0] + 1;
    const chunk = kind.step === 'comp' ? 10 : kind.step === 'anim' || plugOverride ? count : 1;
    const tasks = Math.ceil(count / chunk);
    const done = stat === 3 ? tasks : stat === 1 || stat === 4 ? pick(random, tasks) : 0;
    const rendering = stat === 1 ? Math.min(tasks - done, between(random, 1, 40)) : 0;
    const failed = stat === 4 ? between(random, 1, 5) : 0;
    const queued = stat === 1 || stat === 4 ? Math.max(0, tasks - done - rendering - failed) : 0;
    const suspended = stat === 2 ? tasks : 0;
    const pending = stat === 6 ? tasks : 0;
    const lower = show.code.toLowerCase();
    const scene = `/gfx/proj/${lower}/shots/${shot}/${kind.step}/work/${user}/${name.split(' ')[0]!}.${kind.plug === 'Nuke' ? 'nk' : kind.plug === 'Houdini' || kind.plug === 'Karma' ? 'hip' : 'ma'}`;
    const outDir = `/gfx/proj/${lower}/shots/${shot}/${kind.step}/render/${name.split(' ')[0]!}`;
    const started = stat === 6 || stat === 2 ? 0 : t + between(random, 20, 900) * 1000;
    const plug = plugOverride ?? kind.plug;
    return {
      Props: {
        Name: name,
        Batch: batch,
        User: user,
        Region: '',
        Cmmt: oneOf(random, ['', '', '', 'wip', 'for dailies', 'client version', 'overnight', 'denoise test', 'new HDRI']),
        Dept: kind.dept,
        Frames: plugOverride ? `${frames[0]}` : `${frames[0]}-${frames[1]}`,
        Chunk: chunk,
        Tasks: tasks,
        Grp: plugOverride ? 'utility' : kind.grp,
        Pool: lower,
        SecPool: 'overflow',
        Pri: oneOf(random, [50, 50, 50, 40, 60, 70, 80, 30]),
        ReqAss: [],
        ScrDep: [],
        Conc: 1,
        ConcLimt: true,
        AuxSync: false,
        Int: false,
        IntPer: 100,
        RemTmT: 0,
        Seq: false,
        Reload: false,
        NoEvnt: false,
        OnComp: 2,
        Protect: false,
        PathMap: [],
        AutoTime: false,
        TimeScrpt: false,
        MinTime: 0,
        MaxTime: 0,
        Timeout: 1,
        FrameTimeout: false,
        StartTime: 0,
        Dep: plugOverride ? 1 : 0,
        DepComp: true,
        DepDel: false,
        DepFail: false,
        DepPer: -1,
        NoBad: false,
        JobFailOvr: false,
        TaskFailOvr: false,
        JobFailErr: 0,
        TaskFailErr: 0,
        Limits: plugOverride ? [] : kind.limits,
        ListedSlaves: [],
        White: false,
        MachLmt: 0,
        MachLmtProg: -1,
        PrJobScrp: '',
        PoJobScrp: '',
        PrTskScrp: '',
        PoTskScrp: '',
        Schd: 0,
        SchdDays: 1,
        PlugInfo:
          plug === 'Arnold'
            ? { InputFile: scene, Version: '7.3', Verbose: '2', Threads: '0', CommandLineOptions: '' }
            : plug === 'Nuke'
              ? { SceneFile: scene, Version: '15.1', Threads: '0', RamUse: '0', BatchMode: 'True', NukeX: 'False' }
              : plug === 'CommandLine'
                ? {
                    Executable: '/gfx/pipeline/bin/gfx_postrender',
                    Arguments: `--job-batch "${batch}"`,
                    Shell: 'bash',
                    ShellExecute: 'False',
                  }
                : { SceneFile: scene, Version: plug === 'MayaBatch' ? '2025' : '20.5', Build: 'None' },
        Env: { OCIO: '/gfx/config/ocio/gfx_aces13/config.ocio', GFX_SHOW: show.code, GFX_SHOT: shot, GFX_STEP: kind.step },
        EnvOnly: false,
        OptIns: {},
        EventOI: [],
        ExDic: {},
      },
      ComFra: done * chunk,
      IsSub: true,
      Purged: false,
      Mach: oneOf(random, machines),
      Date: dateStr(t),
      DateStart: started ? dateStr(started) : '0001-01-01T00:00:00Z',
      DateComp: stat === 3 ? dateStr(started + between(random, 600, 30_000) * 1000) : '0001-01-01T00:00:00Z',
      Plug: plug,
      OutDir: [outDir],
      OutFile: [`${name.split(' ')[0]!}.####.${kind.ext}`],
      TileFile: [],
      Main: false,
      Tile: false,
      Stat: stat,
      Aux: [],
      Bad: [],
      CompletedChunks: done,
      QueuedChunks: queued,
      SuspendedChunks: suspended,
      RenderingChunks: rendering,
      FailedChunks: failed,
      PendingChunks: pending,
      SnglTskPrg: '0 %',
      Errs: failed * between(random, 1, 4),
      DataSize: -1,
      _id: objectId(t),
      ExtraElements: null,
    };
  };

  const n = 280;
  const from = pst(2026, 11, 14, 18);
  const to = pst(2026, 11, 17, 9, 20);
  const times = Array.from({ length: n }, () => from + random() * (to - from)).sort((a, b) => a - b);
  const jobs: Record<string, unknown>[] = [];
  let needleId = '';
  const hrb = SHOWS[0]!;
  const target = 'HRB_0310';
  const plants = new Map<number, () => Record<string, unknown>[]>();
  const lightingBatch = (version: number, stat: number, user: string) => (t: number) => {
    const name = `${target}_lgt_v${pad3(version)}`;
    const main = job(t, name, name, user, lgt, hrb, target, [1001, 1163], stat);
    const denoise = job(t + 2000, `${name} [denoise]`, name, user, lgt, hrb, target, [1001, 1163], 6, 'CommandLine');
    const review = job(t + 3000, `${name} [quicktime]`, name, user, kinds[4]!, hrb, target, [1001, 1163], 6, 'Nuke');
    return { main, rest: [denoise, review] };
  };
  plants.set(Math.floor(n * 0.22), () => {
    const b = lightingBatch(45, 3, 'jchen')(times[Math.floor(n * 0.22)]!);
    return [b.main, ...b.rest];
  });
  plants.set(Math.floor(n * 0.36), () => {
    const b = lightingBatch(46, 3, 'jchen')(times[Math.floor(n * 0.36)]!);
    return [b.main, ...b.rest];
  });
  plants.set(Math.floor(n * 0.49), () => {
    const b = lightingBatch(47, 1, 'jchen')(times[Math.floor(n * 0.49)]!);
    needleId = b.main._id as string;
    return [b.main, ...b.rest];
  });
  plants.set(Math.floor(n * 0.57), () => {
    const t = times[Math.floor(n * 0.57)]!;
    return [job(t, 'HRB_0320_lgt_v047', 'HRB_0320_lgt_v047', 'bhughes', lgt, hrb, 'HRB_0320', [1001, 1120], 1)];
  });
  plants.set(Math.floor(n * 0.63), () => {
    const t = times[Math.floor(n * 0.63)]!;
    return [job(t, 'HRB_0310_comp_v047', 'HRB_0310_comp_v047', 'kmori', kinds[4]!, hrb, target, [1001, 1163], 6)];
  });
  for (let i = 0; i < n; i++) {
    const planted = plants.get(i);
    if (planted) {
      jobs.push(...planted());
      continue;
    }
    const show = oneOf(random, [SHOWS[0]!, SHOWS[0]!, SHOWS[1]!, SHOWS[1]!, SHOWS[2]!, SHOWS[3]!, SHOWS[4]!]);
    let shot = shotCode(show.code, between(random, 1, 240) * 10);
    if (shot === target) shot = 'HRB_0330';
    const kind = oneOf(random, kinds);
    const version = between(random, 1, 140);
    const name = `${shot}_${kind.step}_v${pad3(version)}`;
    const first = oneOf(random, [1001, 1001, 1001, 993]);
    const frames: [number, number] = [first, first + between(random, 40, 320)];
    const stat = oneOf(random, [1, 1, 1, 3, 3, 3, 3, 2, 4, 6]);
    const user = oneOf(random, users.slice(3));
    jobs.push(job(times[i]!, name, name, user, kind, show, shot, frames, stat));
    if (kind.step === 'lgt' && random() < 0.5) {
      jobs.push(job(times[i]! + 2000, `${name} [denoise]`, name, user, kind, show, shot, frames, 6, 'CommandLine'));
    }
  }
  const output = JSON.stringify(jobs);
  return probe(
    'round 64: Deadline job list (one line)',
    "What's the Deadline job ID for Jonah Chen's v047 lighting render of HRB_0310?",
    'deadline_jobs',
    output,
    'deadline-job-id',
    needleId,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a2. ASC MHL v2 hash list of a client delivery, written on one line

function deliveryHashList(): EconomicsTask {
  const random = seededRandom(64_102);
  const numbers = new Set<number>([420]);
  while (numbers.size < 17) numbers.add(between(random, 1, 240) * 10);
  const shots = [...numbers].sort((a, b) => a - b).map((n) => shotCode('HRB', n));
  // Keep HRB_0420 in the middle of the package.
  const mid = shots.indexOf('HRB_0420');
  if (mid !== 8) {
    shots.splice(mid, 1);
    shots.splice(8, 0, 'HRB_0420');
  }
  const dateOf = (ms: number) => `${localIso(ms)}-08:00`;
  let clock = pst(2026, 11, 12, 14, 3, 11);
  const hashDate = () => {
    clock += between(random, 80, 900);
    return dateOf(clock);
  };
  const xx = () => hex(random, 16);
  const parts: string[] = [];
  let needle = '';
  for (const shot of shots) {
    const version = shot === 'HRB_0420' ? 31 : between(random, 8, 64);
    const dir = `${shot}_comp_v${pad3(version)}`;
    const first = oneOf(random, [993, 1001, 1001]);
    const last = 1001 + between(random, 70, 230);
    const modified = pst(2026, 11, between(random, 9, 11), between(random, 9, 23), between(random, 0, 59));
    for (let f = first; f <= last; f++) {
      const value = xx();
      if (shot === 'HRB_0420' && f === 1047) needle = value;
      const size = between(random, 47_000_000, 56_500_000);
      parts.push(
        `<hash><path size="${size}" lastmodificationdate="${dateOf(modified + (f - first) * 1900)}">${shot}/${dir}/4096x2160/${dir}.${f}.exr</path><xxh64 action="original" hashdate="${hashDate()}">${value}</xxh64></hash>`,
      );
    }
    parts.push(
      `<hash><path size="${between(random, 900_000_000, 4_200_000_000)}" lastmodificationdate="${dateOf(modified + 7_200_000)}">${shot}/${dir}_prores4444xq.mov</path><xxh64 action="original" hashdate="${hashDate()}">${xx()}</xxh64></hash>`,
      `<hash><path size="${between(random, 2_000, 9_000)}" lastmodificationdate="${dateOf(modified + 7_300_000)}">${shot}/${dir}_slate.json</path><xxh64 action="original" hashdate="${hashDate()}">${xx()}</xxh64></hash>`,
      `<directoryhash><path lastmodificationdate="${dateOf(modified + 7_300_000)}">${shot}/${dir}/4096x2160</path><content><xxh64 action="original" hashdate="${hashDate()}">${xx()}</xxh64></content><structure><xxh64 action="original" hashdate="${dateOf(clock)}">${xx()}</xxh64></structure></directoryhash>`,
      `<directoryhash><path lastmodificationdate="${dateOf(modified + 7_300_000)}">${shot}/${dir}</path><content><xxh64 action="original" hashdate="${dateOf(clock)}">${xx()}</xxh64></content><structure><xxh64 action="original" hashdate="${dateOf(clock)}">${xx()}</xxh64></structure></directoryhash>`,
      `<directoryhash><path lastmodificationdate="${dateOf(modified + 7_300_000)}">${shot}</path><content><xxh64 action="original" hashdate="${dateOf(clock)}">${xx()}</xxh64></content><structure><xxh64 action="original" hashdate="${dateOf(clock)}">${xx()}</xxh64></structure></directoryhash>`,
    );
  }
  parts.push(
    `<hash><path size="48211" lastmodificationdate="${dateOf(clock - 3_600_000)}">GFX_HRB_20261112_v1_manifest.csv</path><xxh64 action="original" hashdate="${hashDate()}">${xx()}</xxh64></hash>`,
    `<hash><path size="1840" lastmodificationdate="${dateOf(clock - 3_600_000)}">GFX_HRB_20261112_v1_notes.txt</path><xxh64 action="original" hashdate="${hashDate()}">${xx()}</xxh64></hash>`,
  );
  const header =
    `<?xml version="1.0" encoding="UTF-8"?><hashlist version="2.0" xmlns="urn:ASC:MHL:v2.0"><creatorinfo><creationdate>${dateOf(clock + 60_000)}</creationdate>` +
    `<hostname>dlv-xfer-02.gfx.local</hostname><tool version="1.1">ascmhl.py</tool><author email="deliveries@gannetfinch.example" phone="+1 604 555 0142" role="Delivery Coordinator">Leah Brandt</author>` +
    `<location>Gannet &amp; Finch VFX, Vancouver</location><comment>Thornfield Pictures delivery GFX_HRB_20261112_v1 (Harbourlight, 17 shots, ACES2065-1 EXR + ProRes 4444 XQ)</comment></creatorinfo>` +
    `<processinfo><process>transfer</process><roothash><content><xxh64 hashdate="${dateOf(clock + 60_000)}">${xx()}</xxh64></content><structure><xxh64 hashdate="${dateOf(clock + 60_000)}">${xx()}</xxh64></structure></roothash>` +
    `<ignore><pattern>.DS_Store</pattern><pattern>ascmhl</pattern><pattern>ascmhl/</pattern><pattern>Thumbs.db</pattern><pattern>._*</pattern></ignore></processinfo><hashes>`;
  const output = `${header}${parts.join('')}</hashes></hashlist>`;
  return probe(
    'round 64: delivery hash list (one-line XML)',
    "In the hash list for last Thursday's Thornfield delivery, what xxHash was recorded for frame 1047 of the HRB_0420 comp?",
    'read_delivery_mhl',
    output,
    'mhl-xxhash',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// a3. Production tracker shot export: CSV, one shot's note history a huge field

function shotReportCsv(): EconomicsTask {
  const random = seededRandom(64_103);
  const crew = roster(random, 60, ['Noor Haddad', 'Ines Duarte', 'Pavel Sokolov', 'Aiko Tanaka', 'Bryn Hughes', 'Hana Novak']);
  const artists = crew.slice(6);
  const clientsOf: Record<string, string[]> = {
    HRB: ['Dara Okafor (Thornfield)', 'Miles Verhoeven (Thornfield)'],
    TDW: ['Ruth Achterberg (Bluecastle)', 'Theo Quinn (Bluecastle)'],
    MNK: ['Yara Levesque (Orrery)'],
    SLT: ['Declan Price (Kittiwake)'],
    VRG: ['Yara Levesque (Orrery)', 'Henrik Dahl (Orrery)'],
  };
  const texts: Record<string, string[]> = {
    comp: [
      'edge on the mast roto is chattering around frames 1043-1051',
      'lighthouse beam reads too clean, add some atmos breakup',
      'match grain to plate, the sky is too smooth',
      'bg gulls feel pasted on, knock back their contrast',
      'haze in the mid-ground is too dense, pull it back 20%',
      'flare timing is off by a couple of frames',
      'sky replacement seam visible above the warehouse roof',
      'defocus on the fg rope does not match the plate',
      'black levels lifted compared to the neighbouring shot',
      'blue spill still visible in the actor hair',
      'light wrap too strong on the left edge',
      'try a warmer grade on the lantern glow',
      'heat haze from the funnel needs to be subtler',
      'water line on the hull is buzzing',
      'keep the new sky, it is much closer to the reference',
      'this is getting close, just the edges now',
    ],
    lgt: [
      'spec on the wet planks is too hot',
      'rim on the kestrel needs to come down a stop',
      'shadow density under the pier is too deep',
      'GI bounce from the water is missing on the hull',
      'new HDRI from set helps, keep going',
      'noise in the volumes, up the samples',
      'lantern lights flicker frame to frame',
      'match key direction to the plate sun',
      'feathers look plasticky, check the sheen',
      'AOVs missing the crypto for the ropes',
    ],
    fx: [
      'splash timing feels late',
      'spray sheeting is too uniform',
      'foam reads too white against the plate',
      'wake needs more breakup',
      'sim looks slow-motion, check the scale',
      'rain hits on the deck are missing',
      'whitewater particles pop at frame 1102',
      'mist layer is too thick over the water',
      'gull wing wash on the surface is a nice touch',
    ],
    roto: [
      'edges chattering on the hair',
      'missing the rope for frames 1088-1094',
      'motion blur on the arm does not match',
      'looks good, thanks',
    ],
    paint: [
      'tracking marker still visible at frame 1120',
      'boom shadow on the hull cleaned up, thanks',
      'rig removal patch is swimming slightly',
    ],
    mm: [
      'camera solve drifts at the end of the shot',
      'lens grid v2 applied, solve error 0.31px',
      'object track on the boat slides a little',
    ],
  };
  const sups: Record<string, string> = {
    comp: 'Ines Duarte',
    lgt: 'Pavel Sokolov',
    fx: 'Aiko Tanaka',
    roto: 'Ines Duarte',
    paint: 'Ines Duarte',
    mm: 'Pavel Sokolov',
  };
  const stamp = (ms: number) => localIso(ms).replace('T', ' ').slice(0, 16);
  const note = (ms: number, author: string, version: string, kind: string, text: string) =>
    `[${stamp(ms)}] ${author} on ${version} - ${kind}: ${text}`;
  const csv = (value: string) => (/[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

  // The hero shot's history: every step's notes, newest first.
  const hero = 'HRB_0150';
  const from = pst(2026, 4, 6, 9);
  const to = pst(2026, 11, 13, 18);
  const mid = from + (to - from) * 0.5;
  const notes: { ms: number; text: string }[] = [];
  const addNotes = (step: string, version: string, ms: number, client: boolean) => {
    const count = between(random, 1, 4);
    const artist = oneOf(random, artists).name;
    for (let k = 0; k < count; k++) {
      const t = Math.min(workTime(random, ms + between(random, 0, 2) * DAY), pst(2026, 11, 16, 18, 40) - pick(random, 600) * 1000);
      const kind =
        k === 0
          ? 'Internal Dailies'
          : client && random() < 0.6
            ? 'Client Review'
            : oneOf(random, ['Sup Note', 'Artist Reply', 'Internal Dailies']);
      const author =
        kind === 'Client Review'
          ? oneOf(random, clientsOf.HRB!)
          : kind === 'Artist Reply'
            ? artist
            : oneOf(random, [sups[step]!, 'Noor Haddad']);
      const text =
        kind === 'Artist Reply'
          ? oneOf(random, ['fixed in the next version', 'on it', 'addressed, rendering now', 'will do'])
          : oneOf(random, texts[step]!);
      notes.push({ ms: t, text: note(t, author, version, kind, text) });
    }
    if (client && random() < 0.25) {
      const t = Math.min(workTime(random, ms + 2 * DAY), pst(2026, 11, 16, 18, 50));
      notes.push({ ms: t, text: note(t, 'Noor Haddad', version, 'Approved for Client', 'send to Thornfield for the next review') });
    }
  };
  const counts: Record<string, number> = { lgt: 140, fx: 128, roto: 40, paint: 30, mm: 12 };
  for (const [step, count] of Object.entries(counts)) {
    const times = Array.from({ length: count }, () => from + random() * (to - from)).sort((a, b) => a - b);
    times.forEach((t, i) => addNotes(step, `${hero}_${step}_v${pad3(i + 1)}`, t, step === 'lgt' && random() < 0.2));
  }
  const before = Array.from({ length: 37 }, () => from + random() * (mid - 5 * DAY - from)).sort((a, b) => a - b);
  before.forEach((t, i) => addNotes('comp', `${hero}_comp_v${pad3(i + 1)}`, t, i > 12));
  const approvedAt = workTime(random, mid);
  const needle = `${hero}_comp_v038`;
  notes.push({
    ms: approvedAt,
    text: note(
      approvedAt,
      'Dara Okafor (Thornfield)',
      needle,
      'Client Review',
      'approved as final, lovely work on the gull passes and the beam. Status set to Client Approved',
    ),
  });
  const reopened = workTime(random, mid + 12 * DAY);
  notes.push({
    ms: reopened,
    text: note(
      reopened,
      'Hana Novak (Editorial)',
      hero,
      'Editorial',
      'cut extended 16 frames at the head in EDL rev 14, shot reopened, new cut range 0985-1203',
    ),
  });
  const after = Array.from({ length: 23 }, () => reopened + DAY + random() * (to - reopened - 3 * DAY)).sort((a, b) => a - b);
  after.forEach((t, i) => addNotes('comp', `${hero}_comp_v${pad3(i + 39)}`, t, true));
  notes.sort((a, b) => b.ms - a.ms);
  const heroHistory = notes.map((n) => n.text).join(' || ');

  const header =
    'Shot Code,Project,Sequence,Status,Cut In,Cut Out,Cut Duration,Frame Rate,Assigned To,Latest Version,Client Status,Due Date,Notes History';
  const row = (show: Show, shot: string, seq: string) => {
    if (shot === hero) {
      return [
        hero,
        show.name,
        seq,
        'ip',
        '985',
        '1203',
        '219',
        '24',
        'Ines Duarte; Bryn Hughes',
        `${hero}_comp_v061`,
        'Pending Client Review',
        '2026-11-27',
        heroHistory,
      ]
        .map(csv)
        .join(',');
    }
    const cutIn = oneOf(random, [1001, 1001, 1009, 993]);
    const cutOut = cutIn + between(random, 24, 260);
    const version = between(random, 1, 48);
    const status = oneOf(random, ['ip', 'ip', 'rev', 'apr', 'fin', 'wtg', 'rdy', 'hld', 'omt', 'cfrm']);
    const clientStatus =
      status === 'fin' || status === 'cfrm' ? 'Client Approved' : oneOf(random, ['Pending Client Review', 'Client Notes', 'n/a', 'n/a']);
    const latest = `${shot}_comp_v${pad3(version)}`;
    const history: string[] = [];
    let t = pst(2026, 11, 16, 18) - between(random, 0, 40) * DAY;
    for (let k = 0, count = between(random, 0, 3); k < count; k++) {
      t = workTime(random, t - between(random, 1, 5) * DAY);
      const v = `${shot}_comp_v${pad3(Math.max(1, version - k))}`;
      const client = random() < 0.3;
      const author = client
        ? oneOf(random, clientsOf[show.code]!)
        : oneOf(random, ['Ines Duarte', 'Noor Haddad', oneOf(random, artists).name]);
      history.push(note(t, author, v, client ? 'Client Review' : 'Internal Dailies', oneOf(random, texts.comp!)));
    }
    const assigned = Array.from({ length: between(random, 1, 2) }, () => oneOf(random, artists).name).join('; ');
    return [
      shot,
      show.name,
      seq,
      status,
      String(cutIn),
      String(cutOut),
      String(cutOut - cutIn + 1),
      show.code === 'TDW' ? '23.976' : '24',
      assigned,
      latest,
      clientStatus,
      `2026-${pad2(between(random, 11, 12))}-${pad2(between(random, 1, 28))}`,
      history.join(' || '),
    ]
      .map(csv)
      .join(',');
  };
  const rows: string[] = [header];
  const order: [Show, number][] = [
    [SHOWS[1]!, 0],
    [SHOWS[0]!, 250],
    [SHOWS[2]!, 320],
    [SHOWS[3]!, 40],
    [SHOWS[4]!, 260],
  ];
  for (const [show, count] of order) {
    if (show.code === 'TDW') {
      for (let ep = 101; ep <= 108; ep++) {
        for (let s = 1, n = between(random, 50, 75); s <= n; s++) rows.push(row(show, `TDW_${ep}_${pad4(s * 10)}`, `ep${ep}`));
      }
      continue;
    }
    for (let s = 1; s <= count; s++) {
      const shot = shotCode(show.code, s * 10);
      rows.push(row(show, shot, `${show.code.toLowerCase()}_sq${pad2(Math.ceil(s / 20))}`));
    }
  }
  const output = rows.join('\n');
  return probe(
    'round 64: shot export with note history (CSV)',
    'HRB_0150 got reopened after the recut. Which comp version had Thornfield approved before that happened?',
    'export_shot_report',
    output,
    'approved-version',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b4. PowerScale (Isilon) PAPI: GET /platform/1/quota/quotas, pretty JSON

function isilonQuotas(): EconomicsTask {
  const random = seededRandom(64_104);
  const TiB = 1_099_511_627_776;
  const GiB = 1_073_741_824;
  const needleTiB = 183;
  const quota = (path: string, description: string, hard: number | null, persona: object | null, container: boolean, fill: number) => {
    const applogical = Math.floor((hard ?? 40 * TiB) * fill) + pick(random, 1_000_000);
    const advisory = hard === null ? null : Math.floor(hard * 0.8);
    const soft = hard === null ? null : Math.floor(hard * 0.9);
    const advisoryExceeded = advisory !== null && applogical > advisory;
    const physical = Math.floor(applogical * (1.18 + random() * 0.12));
    return {
      container,
      description,
      efficiency_ratio: Number((applogical / physical).toFixed(2)),
      enforced: hard !== null,
      id: chars(random, `${ALNUM}-_`, 32),
      include_snapshots: false,
      linked: false,
      notifications: 'default',
      path,
      persona,
      ready: true,
      reduction_ratio: Number((1 + random() * 0.6).toFixed(2)),
      thresholds: {
        advisory,
        advisory_exceeded: advisoryExceeded,
        advisory_last_exceeded: advisoryExceeded ? Math.floor(pst(2026, between(random, 9, 11), between(random, 1, 28)) / 1000) : null,
        hard,
        hard_exceeded: false,
        hard_last_exceeded: null,
        percent_advisory: null,
        percent_soft: null,
        soft,
        soft_exceeded: false,
        soft_grace: soft === null ? null : 604_800,
        soft_last_exceeded: null,
      },
      thresholds_on: 'applogicalsize',
      type: persona ? 'user' : 'directory',
      usage: {
        applogical,
        applogical_ready: true,
        fslogical: Math.floor(applogical * 0.97),
        fsphysical: Math.floor(applogical * 0.99),
        inodes: Math.floor(applogical / between(random, 4_000_000, 60_000_000)) + between(random, 10, 999),
        physical,
        physical_data: Math.floor(physical * 0.83),
        physical_protection: Math.floor(physical * 0.17),
        shadow_refs: 0,
      },
    };
  };
  const sizes = Array.from({ length: 400 }, (_, i) => i + 2).filter((n) => n !== needleTiB);
  const shows = [
    ...SHOWS,
    { code: 'PLM', name: 'Palomino', client: '' },
    { code: 'ASH', name: 'Ashfall', client: '' },
    { code: 'QRL', name: 'Quarry Lights', client: '' },
    { code: 'BRN', name: 'Bramblewood', client: '' },
    { code: 'ORC', name: 'Orchard Lane', client: '' },
    { code: 'CPS', name: 'Copperstone', client: '' },
    { code: 'FEN', name: 'Fenland', client: '' },
    { code: 'WKE', name: 'Wake', client: '' },
  ];
  const subdirs = ['plates', 'renders', 'comp', 'cache', 'publish', 'editorial', 'deliveries', 'reference', 'sandbox', 'renders_archive'];
  const quotas: ReturnType<typeof quota>[] = [];
  let target: ReturnType<typeof quota> | undefined;
  for (const show of shows) {
    const lower = show.code.toLowerCase();
    quotas.push(
      quota(
        `/ifs/gfx/proj/${lower}`,
        `${show.name} - project root`,
        oneOf(random, sizes.slice(250)) * TiB,
        null,
        true,
        0.3 + random() * 0.6,
      ),
    );
    for (const sub of subdirs) {
      const isTarget = show.code === 'HRB' && sub === 'renders';
      const hard = isTarget ? needleTiB * TiB : random() < 0.15 ? null : oneOf(random, sizes.slice(0, 220)) * TiB;
      const q = quota(`/ifs/gfx/proj/${lower}/${sub}`, `${show.name} - ${sub.replace('_', ' ')}`, hard, null, true, 0.2 + random() * 0.75);
      if (isTarget) target = q;
      quotas.push(q);
    }
    if (SHOWS.includes(show)) {
      quotas.push(
        quota(
          `/ifs/gfx/scratch/${lower}/renders`,
          `${show.name} - scratch renders (purged after 14 days)`,
          oneOf(random, sizes.slice(20, 160)) * TiB,
          null,
          true,
          random(),
        ),
      );
    }
  }
  for (const path of ['/ifs/gfx/library', '/ifs/gfx/software', '/ifs/gfx/io/incoming', '/ifs/gfx/io/outgoing', '/ifs/gfx/training']) {
    quotas.push(quota(path, path.split('/').pop()!, oneOf(random, sizes.slice(0, 80)) * TiB, null, true, random() * 0.9));
  }
  const people = roster(random, 230, []);
  people.forEach((p, i) => {
    const uid = 1000 + i * 3 + pick(random, 3);
    quotas.push(
      quota(
        `/ifs/gfx/home`,
        `home ${p.user}`,
        between(random, 1, 8) * 128 * GiB,
        { id: `UID:${uid}`, name: p.user, type: 'user' },
        false,
        random() * 0.95,
      ),
    );
  });
  shuffle(random, quotas);
  const at = quotas.indexOf(target!);
  const middle = Math.floor(quotas.length * 0.46);
  [quotas[at], quotas[middle]] = [quotas[middle]!, quotas[at]!];
  const output = JSON.stringify({ quotas, resume: null, total: quotas.length }, null, 2);
  return probe(
    'round 64: PowerScale quotas (pretty JSON)',
    "What's the hard limit on the Harbourlight renders quota on the Isilon?",
    'powerscale_quotas',
    output,
    'hard-quota',
    String(needleTiB * TiB),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b5. Ansible inventory of artist workstations, YAML

function workstationInventory(): EconomicsTask {
  const random = seededRandom(64_105);
  const people = roster(random, 520, ['Priya Raman', 'Priya Nair', 'Sunil Raman', 'Priya Kapoor'], []);
  const depts: [string, string, string, number][] = [
    ['comp', 'comp', 'comp_nuke15', 68],
    ['lighting', 'lgt', 'lgt_maya_arnold', 52],
    ['anim', 'anim', 'anim_maya', 60],
    ['layout', 'lay', 'lay_maya', 24],
    ['model', 'mdl', 'mdl_maya_zbrush', 30],
    ['texture', 'tex', 'tex_mari_substance', 22],
    ['fx', 'fx', 'fx_houdini20', 46],
    ['roto', 'roto', 'roto_silhouette', 58],
    ['paint', 'paint', 'paint_nuke15', 30],
    ['matchmove', 'mm', 'mm_3de', 24],
    ['editorial', 'edit', 'edit_avid', 10],
    ['pipeline', 'dev', 'dev_generic', 14],
    ['production', 'prod', 'office', 30],
  ];
  let assetTag = between(random, 800, 1200);
  const models: [string, string[], number[]][] = [
    ['HP Z8 Fury G5', ['Xeon w9-3495X', 'Xeon w7-3465X'], [256, 512]],
    ['HP Z6 G5', ['Xeon w5-3435X', 'Xeon w7-3455'], [128, 256]],
    ['Lenovo ThinkStation P7', ['Xeon w7-3465X', 'Xeon w9-3475X'], [256, 512]],
    ['Dell Precision 7960', ['Xeon w7-3465X'], [256]],
  ];
  const gpus = ['NVIDIA RTX 6000 Ada', 'NVIDIA RTX 5000 Ada', 'NVIDIA RTX A5000', 'NVIDIA RTX 4500 Ada'];
  const drivers = ['550.127.05', '550.120', '535.216.01', '560.35.03'];
  const mac = () => `3c:ec:ef:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`;
  const lines: string[] = [
    '---',
    '# inventory/workstations.yml - generated by gfx-inventory-sync 2.8.1 from Snipe-IT on 2026-11-17T06:00:04-08:00',
    '# do not edit by hand: changes are overwritten on the next sync',
    'all:',
    '  vars:',
    '    ansible_user: svc_ansible',
    '    ansible_python_interpreter: /usr/bin/python3',
    '    gfx_site: vancouver',
    '    ntp_servers: [ntp1.gfx.local, ntp2.gfx.local]',
    '    ldap_uri: ldaps://ldap.gfx.local',
    '  children:',
    '    workstations:',
    '      vars:',
    '        autofs_maps: [proj, assets, home, pipeline]',
    '        ocio_config: /gfx/config/ocio/gfx_aces13/config.ocio',
    '        teradici_broker: pcoip-broker.gfx.local',
    '      children:',
  ];
  let needle = '';
  let who = 0;
  const used = new Set<string>(['Priya Raman']);
  const next = () => {
    while (used.has(people[who]!.name)) who++;
    used.add(people[who]!.name);
    return people[who]!;
  };
  depts.forEach(([dept, short, profile, count], d) => {
    lines.push(
      `        ws_${dept}:`,
      '          vars:',
      `            department: ${dept}`,
      `            software_profile: ${profile}`,
      '          hosts:',
    );
    for (let i = 1; i <= count; i++) {
      const host = `ws-${short}-${pad3(i)}`;
      const ip = `10.40.${20 + d}.${10 + i}`;
      const [model, cpus, rams] = oneOf(random, models);
      const spare = random() < 0.06;
      const person = dept === 'fx' && i === 27 ? { name: 'Priya Raman', user: 'praman' } : spare ? undefined : next();
      if (person?.name === 'Priya Raman') needle = ip;
      const serialPrefix = model.startsWith('HP') ? 'MXL' : model.startsWith('Lenovo') ? 'S1' : '';
      lines.push(
        `            ${host}:`,
        `              ansible_host: ${ip}`,
        `              mac_address: "${mac()}"`,
        `              asset_tag: GFX-WS-${pad4(assetTag++)}`,
        `              serial: ${serialPrefix}${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10 - serialPrefix.length)}`,
        `              model: ${model}`,
        `              cpu: ${oneOf(random, cpus)}`,
        `              ram_gb: ${oneOf(random, rams)}`,
        `              gpu: ${oneOf(random, gpus)}`,
        `              nvidia_driver: "${oneOf(random, drivers)}"`,
        `              os: Rocky Linux ${oneOf(random, ['9.4', '9.4', '9.5', '8.10'])}`,
        `              location: VAN-${between(random, 2, 4)}F-R${pad2(between(random, 1, 18))}-D${pad2(between(random, 1, 12))}`,
        `              pcoip_pool: ${dept}`,
        '              displays:',
        `                - { model: ${oneOf(random, ['EIZO CG2700X', 'EIZO CG319X', 'EIZO CS2740', 'Dell U3223QE'])}, serial: "${chars(random, '0123456789', 8)}" }`,
        `                - { model: ${oneOf(random, ['EIZO CG2700X', 'EIZO CS2740', 'Dell U2723QE'])}, serial: "${chars(random, '0123456789', 8)}" }`,
      );
      if (person) {
        lines.push(`              primary_user: ${person.user}`, `              primary_user_name: ${person.name}`);
      } else {
        lines.push('              primary_user: null', '              primary_user_name: null', '              spare: true');
      }
      if (dept === 'comp' && i === 41) lines.push('              previous_user_name: Priya Raman', '              reassigned: 2026-09-14');
      else if (random() < 0.05)
        lines.push(
          `              previous_user_name: ${oneOf(random, people).name}`,
          `              reassigned: 2026-${pad2(between(random, 3, 10))}-${pad2(between(random, 1, 28))}`,
        );
      const seen = pst(2026, 11, 17, 5, 59) - pick(random, 3 * 24 * 3600) * 1000;
      lines.push(`              last_seen: "${localIso(seen)}-08:00"`);
    }
  });
  const output = lines.join('\n');
  return probe(
    'round 64: workstation inventory (YAML)',
    "What IP address does Priya Raman's workstation have?",
    'ansible_inventory',
    output,
    'workstation-ip',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b6. USD layout layer (usda) of a set

function layoutLayer(): EconomicsTask {
  const random = seededRandom(64_106);
  const coord = () => usdNum((random() - 0.5) * 12_000);
  let needle = '';
  const prim = (name: string, asset: string, kind: string, version: number, variant: string, indent: string, translate: string) => {
    const rotate = `(0, ${usdNum(random() * 360, 1)}, 0)`;
    const s = usdNum(0.85 + random() * 0.3, 2);
    const scale = random() < 0.7 ? '(1, 1, 1)' : `(${s}, ${s}, ${s})`;
    return [
      `${indent}def Xform "${name}" (`,
      `${indent}    kind = "component"`,
      `${indent}    prepend references = @/gfx/assets/${kind}/${asset}/publish/usd/v${pad3(version)}/${asset}.usd@`,
      `${indent}    prepend variantSets = "modelingVariant"`,
      `${indent}    variants = {`,
      `${indent}        string modelingVariant = "${variant}"`,
      `${indent}    }`,
      `${indent})`,
      `${indent}{`,
      `${indent}    custom string gfx:assetVersion = "v${pad3(version)}"`,
      `${indent}    custom string gfx:dressedBy = "${oneOf(random, ['lhughes', 'omensah', 'tmorrow', 'ydemir'])}"`,
      `${indent}    double3 xformOp:rotateXYZ = ${rotate}`,
      `${indent}    double3 xformOp:scale = ${scale}`,
      `${indent}    double3 xformOp:translate = ${translate}`,
      `${indent}    uniform token[] xformOpOrder = ["xformOp:translate", "xformOp:rotateXYZ", "xformOp:scale"]`,
      `${indent}}`,
      '',
    ];
  };
  const groups: [string, [string, string, number, string[]][]][] = [
    [
      'set_dressing',
      [
        ['barrel_oak', 'prop', 140, ['clean', 'weathered', 'broken']],
        ['crate_fish', 'prop', 120, ['empty', 'full', 'stacked']],
        ['rope_coil', 'prop', 60, ['tight', 'loose']],
        ['lobster_pot', 'prop', 70, ['default', 'damaged']],
        ['net_pile', 'prop', 40, ['dry', 'wet']],
        ['lantern_hanging', 'prop', 40, ['lit', 'unlit']],
      ],
    ],
    [
      'structures',
      [
        ['bollard_iron', 'prop', 46, ['default', 'rusted']],
        ['lamp_post', 'prop', 24, ['default', 'bent']],
        ['pier_section', 'env', 18, ['default', 'broken']],
        ['warehouse_a', 'env', 3, ['default', 'boarded']],
        ['crane_gantry', 'env', 4, ['default', 'rusted']],
        ['crane_jib', 'env', 3, ['default', 'rusted']],
        ['warehouse_b', 'env', 3, ['default', 'boarded']],
      ],
    ],
    [
      'vessels',
      [
        ['boat_trawler', 'veh', 6, ['default', 'rusted']],
        ['boat_dinghy', 'veh', 22, ['blue', 'red', 'white']],
        ['buoy_marker', 'prop', 30, ['red', 'green']],
      ],
    ],
    [
      'vegetation',
      [
        ['seaweed_clump', 'veg', 130, ['short', 'long']],
        ['grass_tuft_dune', 'veg', 120, ['dry', 'green']],
      ],
    ],
    [
      'crowd_proxies',
      [
        ['dockworker_proxy', 'chr', 90, ['var01', 'var02', 'var03', 'var04']],
        ['gull_perched', 'chr', 70, ['idle', 'preen']],
      ],
    ],
  ];
  const lines: string[] = [
    '#usda 1.0',
    '(',
    '    customLayerData = {',
    '        string "gfx:publishedBy" = "lhughes"',
    '        string "gfx:publishTime" = "2026-11-16T15:22:08-08:00"',
    '        string "gfx:sourceScene" = "/gfx/proj/hrb/sequences/HDK/layout/work/lhughes/hdk_layout_v027.ma"',
    '        int "gfx:version" = 27',
    '    }',
    '    defaultPrim = "HarbourDock"',
    '    doc = "HRB harbour dock set layout (sequence HDK), published by gfx_layout_publish 4.12.0"',
    '    metersPerUnit = 0.01',
    '    upAxis = "Y"',
    ')',
    '',
    'def Xform "HarbourDock" (',
    '    kind = "assembly"',
    ')',
    '{',
  ];
  for (const [group, assets] of groups) {
    lines.push(`    def Scope "${group}"`, '    {');
    for (const [base, kind, count, variants] of assets) {
      const asset = base.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      const version = between(random, 3, 24);
      for (let i = 1; i <= count; i++) {
        const name = `${base}_${count >= 100 ? pad3(i) : pad2(i)}`;
        const translate = `(${coord()}, ${kind === 'veh' || base.startsWith('buoy') ? '-12.5' : usdNum(random() * 4, 2)}, ${coord()})`;
        if (name === 'crane_gantry_02') needle = translate;
        lines.push(...prim(name, asset, kind, version, oneOf(random, variants), '        ', translate));
      }
    }
    lines.push('    }', '');
  }
  lines.push('}', '');
  const output = lines.join('\n');
  return probe(
    'round 64: USD set layout (usda)',
    'Where is crane_gantry_02 placed in the harbour dock layout? I need its translate.',
    'read_usd_layer',
    output,
    'crane-translate',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c7. ShotGrid event log, JSON lines

function shotgridEvents(): EconomicsTask {
  const random = seededRandom(64_107);
  const crew = roster(random, 90, ['Marta Kowalski', 'Kenji Mori', 'Noor Haddad', 'Oskar Berg']);
  const userIds = new Map(crew.map((p, i) => [p.name, 300 + i * 7]));
  const projects = [
    { ...SHOWS[0]!, id: 181 },
    { ...SHOWS[1]!, id: 176 },
    { ...SHOWS[2]!, id: 184 },
    { ...SHOWS[4]!, id: 188 },
  ];
  const assets: Record<string, string[]> = {
    HRB: [
      'chrKestrel',
      'chrKestrelChick',
      'chrHarbourmaster',
      'chrDockworker01',
      'propLantern',
      'envHarbourDock',
      'vehTrawler',
      'propCraneGantry',
    ],
    TDW: ['chrWealdWitch', 'envDrownedChurch', 'propBellRope', 'chrEel', 'vehPunt'],
    MNK: ['chrMonarch', 'propCrownKnot', 'envThroneRoom', 'chrGuard01'],
    VRG: ['vehCourier', 'envOverpass', 'propSignGantry'],
  };
  const assetSteps = ['model', 'rig', 'groom', 'tex', 'lookdev'];
  const shotSteps = ['anim', 'lgt', 'fx', 'comp', 'layout'];
  let eventId = 48_211_000;
  let entityId = 884_000;
  const events: { ms: number; line: string }[] = [];
  const ref = (type: string, id: number, name: string) => ({ type, id, name });
  const push = (
    ms: number,
    event_type: string,
    user: string,
    entity: object,
    project: (typeof projects)[number],
    meta: object,
    description: string,
    attribute: string | null,
  ) => {
    events.push({
      ms,
      line: JSON.stringify({
        type: 'EventLogEntry',
        id: 0,
        event_type,
        created_at: `${localIso(ms)}-08:00`,
        user: ref('HumanUser', userIds.get(user) ?? 999, user),
        entity,
        project: ref('Project', project.id, project.name),
        attribute_name: attribute,
        meta,
        description,
        session_uuid: uuid(random),
      }),
    });
  };
  const publish = (ms: number, user: string, project: (typeof projects)[number], name: string, fileType: string, approve: boolean) => {
    const id = entityId++;
    const entity = ref('PublishedFile', id, name);
    push(
      ms,
      'Shotgun_PublishedFile_New',
      user,
      entity,
      project,
      { type: 'new_entity', entity_type: 'PublishedFile', entity_id: id },
      `${user} created new PublishedFile ${name}`,
      null,
    );
    const t2 = ms + between(random, 3, 20) * 1000;
    push(
      t2,
      'Shotgun_PublishedFile_Change',
      user,
      entity,
      project,
      {
        type: 'attribute_change',
        attribute_name: 'published_file_type',
        entity_type: 'PublishedFile',
        entity_id: id,
        field_data_type: 'entity',
        old_value: null,
        new_value: { type: 'PublishedFileType', name: fileType },
      },
      `${user} changed "Published File Type" to "${fileType}" on PublishedFile ${name}`,
      'published_file_type',
    );
    if (approve) {
      const t3 = ms + between(random, 5, 200) * 60_000;
      push(
        t3,
        'Shotgun_PublishedFile_Change',
        'Noor Haddad',
        entity,
        project,
        {
          type: 'attribute_change',
          attribute_name: 'sg_status_list',
          entity_type: 'PublishedFile',
          entity_id: id,
          field_data_type: 'status_list',
          old_value: 'rev',
          new_value: 'apr',
        },
        `Noor Haddad changed "Status" from "rev" to "apr" on PublishedFile ${name}`,
        'sg_status_list',
      );
    }
  };
  const randomEvent = (ms: number) => {
    const project = oneOf(random, projects);
    const user = oneOf(random, crew.slice(4)).name;
    const roll = random();
    if (roll < 0.3) {
      const asset = oneOf(random, assets[project.code]!);
      const step = oneOf(random, assetSteps);
      if (asset === 'chrKestrel' && step === 'model') return;
      publish(
        ms,
        user,
        project,
        `${asset}_${step}_v${pad3(between(random, 2, 60))}.usd`,
        step === 'tex' ? 'Texture Set' : `USD ${step}`,
        random() < 0.3,
      );
    } else if (roll < 0.55) {
      const shot = shotCode(project.code, between(random, 1, 240) * 10);
      const step = oneOf(random, shotSteps);
      const id = entityId++;
      const name = `${shot}_${step}_v${pad3(between(random, 1, 120))}`;
      push(
        ms,
        'Shotgun_Version_New',
        user,
        ref('Version', id, name),
        project,
        { type: 'new_entity', entity_type: 'Version', entity_id: id },
        `${user} created new Version ${name}`,
        null,
      );
    } else if (roll < 0.8) {
      const shot = shotCode(project.code, between(random, 1, 240) * 10);
      const step = oneOf(random, shotSteps);
      const [from, to] = oneOf(random, [
        ['wtg', 'rdy'],
        ['rdy', 'ip'],
        ['ip', 'rev'],
        ['rev', 'ip'],
        ['rev', 'apr'],
        ['apr', 'fin'],
      ] as const);
      const id = 5_120_000 + pick(random, 90_000);
      push(
        ms,
        'Shotgun_Task_Change',
        user,
        ref('Task', id, `${shot} ${step}`),
        project,
        {
          type: 'attribute_change',
          attribute_name: 'sg_status_list',
          entity_type: 'Task',
          entity_id: id,
          field_data_type: 'status_list',
          old_value: from,
          new_value: to,
        },
        `${user} changed "Status" from "${from}" to "${to}" on Task ${shot} ${step}`,
        'sg_status_list',
      );
    } else {
      const id = 2_310_000 + pick(random, 90_000);
      const subject = `${shotCode(project.code, between(random, 1, 240) * 10)} ${oneOf(random, ['dailies', 'client review', 'sup notes'])}`;
      push(
        ms,
        'Shotgun_Note_New',
        user,
        ref('Note', id, subject),
        project,
        { type: 'new_entity', entity_type: 'Note', entity_id: id },
        `${user} created new Note ${subject}`,
        null,
      );
    }
  };
  const perDay: [number, number, number][] = [
    [13, 330, 1],
    [14, 28, 0],
    [15, 24, 0],
    [16, 380, 1],
  ];
  for (const [day, count, busy] of perDay) {
    for (let i = 0; i < count; i++) {
      const ms = busy ? pst(2026, 11, day, 8, 30) + random() * 11.5 * HOUR : pst(2026, 11, day, 10) + random() * 9 * HOUR;
      randomEvent(Math.floor(ms / 1000) * 1000);
    }
  }
  for (let i = 0; i < 70; i++) randomEvent(Math.floor((pst(2026, 11, 17, 8, 15) + random() * 80 * 60_000) / 1000) * 1000);
  const hrb = projects[0]!;
  publish(pst(2026, 11, 13, 15, 12, 40), 'Marta Kowalski', hrb, 'chrKestrel_model_v042.usd', 'USD model', true);
  publish(pst(2026, 11, 16, 9, 14, 5), 'Oskar Berg', hrb, 'chrKestrelChick_model_v005.usd', 'USD model', false);
  const needleMs = pst(2026, 11, 16, 10, 47, 22);
  publish(needleMs, 'Marta Kowalski', hrb, 'chrKestrel_model_v043.usd', 'USD model', true);
  publish(pst(2026, 11, 16, 14, 31, 9), 'Kenji Mori', hrb, 'chrKestrel_rig_v021.usd', 'USD rig', false);
  publish(pst(2026, 11, 17, 9, 2, 48), 'Kenji Mori', hrb, 'chrKestrel_rig_v022.usd', 'USD rig', false);
  events.sort((a, b) => a.ms - b.ms);
  const output = events.map((e) => e.line.replace('"id":0,', `"id":${eventId++},`)).join('\n');
  return probe(
    'round 64: ShotGrid event log (preamble)',
    "Rigging say the topology on the hero kestrel changed under them this week and they're blaming modelling. When exactly did modelling publish the new kestrel model?",
    'shotgrid_event_log',
    output,
    'publish-time',
    `${localIso(needleMs)}-08:00`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c8. FlexLM lmgrd debug log, tail

function licenceLog(): EconomicsTask {
  const random = seededRandom(64_108);
  const people = roster(random, 210, ['Tom Morrow']);
  const depts = ['anim', 'lay', 'lgt', 'mdl', 'fx', 'comp'];
  const who = people.map((p, i) => ({
    user: p.user,
    host: `ws-${i === 0 ? 'lay' : oneOf(random, depts)}-${pad3(i === 0 ? 22 : between(random, 1, 70))}`,
  }));
  const features = [
    { vendor: 'adskflex', name: '88013MAYA_2025_0F', weight: 8 },
    { vendor: 'adskflex', name: '87949MOBPRO_2025_0F', weight: 2 },
    { vendor: 'adskflex', name: '87911MUDBOX_2025_0F', weight: 1 },
    { vendor: 'adskflex', name: '87990ARNOLD_2025_0F', weight: 2 },
  ];
  const weighted = features.flatMap((f) => Array.from({ length: f.weight }, () => f));
  const events: { ms: number; text: string }[] = [];
  const clock = (ms: number) => {
    const d = new Date(ms + TZ_HOURS * HOUR);
    return `${String(d.getUTCHours()).padStart(2, ' ')}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const add = (ms: number, text: string) => events.push({ ms, text });
  const days = [13, 14, 15, 16, 17];
  for (const day of days) {
    for (const h of [0, 6, 12, 18]) {
      add(pst(2026, 11, day, h), `(lmgrd) TIMESTAMP 11/${day}/2026`);
      add(pst(2026, 11, day, h, 0, 1), `(adskflex) TIMESTAMP 11/${day}/2026`);
      add(pst(2026, 11, day, h, 0, 2), `(pixar) TIMESTAMP 11/${day}/2026`);
    }
    const weekend = day === 14 || day === 15;
    const end = day === 17 ? pst(2026, 11, 17, 9, 40) : pst(2026, 11, day, 23, 59);
    // Artists: sessions through the working day.
    for (const p of who) {
      if (weekend && random() > 0.08) continue;
      for (let s = 0, n = between(random, 1, 4); s < n; s++) {
        const start = pst(2026, 11, day, 8, 30) + random() * 11 * HOUR;
        if (start > end) continue;
        const f = oneOf(random, weighted);
        const stop = Math.min(end, start + between(random, 5, 300) * 60_000 + pick(random, 60) * 1000);
        if (p.user === 'tmorrow' && day === 16 && start > pst(2026, 11, 16, 11, 50) && start < pst(2026, 11, 16, 17, 50)) continue;
        add(start, `(${f.vendor}) OUT: "${f.name}" ${p.user}@${p.host}  `);
        if (stop < end)
          add(stop, `(${f.vendor}) IN: "${f.name}" ${p.user}@${p.host}  ${random() < 0.1 ? '(INACTIVE)' : ''}`.trimEnd() + '  ');
        if (random() < 0.04) {
          const t = start - between(random, 20, 600) * 1000;
          add(t, `(${f.vendor}) DENIED: "${f.name}" ${p.user}@${p.host}  (Licensed number of users already reached. (-4,342:10054 ""))`);
        }
        if (random() < 0.01) {
          add(
            start - 4000,
            `(adskflex) UNSUPPORTED: "86985MAYA_2024_0F" (PORT_AT_HOST_PLUS   ) ${p.user}@${p.host}  (License server system does not support this feature. (-18,327:10054 ""))`,
          );
        }
      }
    }
    // The farm: RenderMan batch licences, all day and all weekend.
    for (let i = 0; i < 520; i++) {
      const start = pst(2026, 11, day) + random() * (end - pst(2026, 11, day));
      const node = `rn-${oneOf(random, ['a', 'b', 'c'])}${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 40))}`;
      const feature = oneOf(random, ['RenderMan', 'RenderMan', 'RenderMan-XPU']);
      add(start, `(pixar) OUT: "${feature}" render@${node}  `);
      const stop = start + between(random, 2, 90) * 60_000;
      if (stop < end) add(stop, `(pixar) IN: "${feature}" render@${node}  `);
    }
  }
  add(pst(2026, 11, 14, 7, 12, 3), '(lmgrd) Rereading license file...');
  add(pst(2026, 11, 14, 7, 12, 4), '(adskflex) Rereading license file(s)...');
  add(pst(2026, 11, 14, 7, 12, 4), '(adskflex) Using options file: "/opt/flexnetserver/adskflex.opt"');
  add(pst(2026, 11, 14, 7, 12, 5), '(pixar) Rereading license file(s)...');
  for (const [h, m] of [
    [12, 18],
    [17, 44],
  ] as const) {
    add(pst(2026, 11, 16, h, m, 30), '(lmgrd) Rereading license file...');
    add(pst(2026, 11, 16, h, m, 31), '(adskflex) Rereading license file(s)...');
    add(pst(2026, 11, 16, h, m, 31), '(adskflex) Using options file: "/opt/flexnetserver/adskflex.opt"');
    add(pst(2026, 11, 16, h, m, 32), '(pixar) Rereading license file(s)...');
  }
  const tom = who[0]!;
  add(pst(2026, 11, 16, 9, 4, 12), `(adskflex) OUT: "87949MOBPRO_2025_0F" ${tom.user}@${tom.host}  `);
  add(pst(2026, 11, 16, 11, 41, 50), `(adskflex) IN: "87949MOBPRO_2025_0F" ${tom.user}@${tom.host}  `);
  const needle = 'User/host on EXCLUDE list for feature';
  add(pst(2026, 11, 16, 13, 7, 51), `(adskflex) DENIED: "88013MAYA_2025_0F" ${tom.user}@${tom.host}  (${needle}. (-38,349))`);
  add(pst(2026, 11, 16, 13, 22, 6), `(adskflex) OUT: "87949MOBPRO_2025_0F" ${tom.user}@${tom.host}  `);
  events.sort((a, b) => a.ms - b.ms);
  const all = events.map((e) => `${clock(e.ms)} ${e.text}`);
  const at = all.findIndex((l) => l.includes(needle));
  const total = Math.min(all.length, Math.floor((all.length - at) / 0.45));
  const output = all.slice(all.length - total).join('\n');
  return probe(
    'round 64: licence server log (preamble)',
    'Tom Morrow in layout says Maya refused to start for him yesterday just after lunch, something about the licence. What reason did the licence server give for turning him away?',
    'lmgrd_log_tail',
    output,
    'denial-reason',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c9. Aspera ascp transfer log

function asperaLog(): EconomicsTask {
  const random = seededRandom(64_109);
  const peers = [
    {
      user: 'xfer_gannetfinch',
      host: 'aspera.thornfieldpictures.example',
      ip: '81.2.69.142',
      dest: '/incoming/gannetfinch',
      dir: 'thornfield',
      show: 'HRB',
    },
    {
      user: 'gfx_vendor',
      host: 'ingest.bluecastle-streaming.example',
      ip: '198.51.100.23',
      dest: '/vendors/gfx/inbound',
      dir: 'bluecastle',
      show: 'TDW',
    },
    { user: 'gannet', host: 'fasp.orreryfilms.example', ip: '203.0.113.77', dest: '/drop/gannet', dir: 'orrery', show: 'MNK' },
    { user: 'gfx_roto', host: 'hst.pixelmill-roto.example', ip: '192.0.2.41', dest: '/gfx/return', dir: 'pixelmill', show: 'TDW' },
  ];
  const lines: { ms: number; text: string }[] = [];
  const thread = () => `[${hex(random, 4)}-00007f${hex(random, 8)}00]`;
  const stamp = (ms: number) => localIso(ms).replace('T', ' ');
  const session = (
    start: number,
    peer: (typeof peers)[number],
    op: 'send' | 'recv',
    pkg: string,
    files: { name: string; size: number }[],
    fail = false,
  ): number => {
    const id = uuid(random);
    const th = thread();
    const source = op === 'send' ? `/gfx/deliveries/${peer.dir}/${pkg}` : `${peer.dest}/${pkg}`;
    const dest = op === 'send' ? peer.dest : `/gfx/io/incoming/${peer.dir}/${pkg}`;
    lines.push({
      ms: start,
      text: `${th} LOG FASP Session Start uuid=${id} op=${op} status=started source=${source} dest=${dest} remote=${peer.ip}:33001 Port=33001 Proto=udp os="Linux 5.14.0-427" ver=4.4.5.114 lic=10:1:81123 peer_ver=4.4.3.891 peer_lic=21:1:40772`,
    });
    lines.push({
      ms: start,
      text: `${th} LOG FASP Session Params uuid=${id} userid=0 user="${peer.user}" targetrate=${oneOf(random, [500_000_000, 800_000_000, 1_000_000_000])} minrate=0 rate_policy=fair cipher=aes-128 resume=2 create=0 ovr=1 times=0 precalc=yes mf=0 mf_path=- mf_suffix=.aspera-inprogress partial_file_suffix= files_encrypt=no files_decrypt=no file_csum=NONE dgram_sz=0 prepostcmd=- tcp_mode=no rtt_auto=yes cookie="${peer.dir}:${pkg}" vl_proto_ver=1 peer_vl_proto_ver=1 vl_local=0 vlink_remote=0 vl_sess_id=${between(random, 1000, 9999)} srcbase=- rd_sz=0 wr_sz=0 cluster_num_nodes=1 cluster_node_id=0 range=0-0 keepalive=no test_login=no proxy_ip=- net_rc_alg=alg_delay exclude_older/newer_than=0/0`,
    });
    let t = start + between(random, 1, 3) * 1000;
    let bytes = 0;
    let sent = 0;
    const failAt = fail ? Math.floor(files.length * 0.6) : -1;
    for (let i = 0; i < files.length; i++) {
      const f = files[i]!;
      const path = op === 'send' ? `${source}/${f.name}` : `${dest}/${f.name}`;
      lines.push({
        ms: t,
        text: `${th} LOG FASP Transfer Start uuid=${id} op=${op} status=started file="${path}" size=${f.size} start_byte=0 rate=${oneOf(random, ['487Mbps', '612Mbps', '754Mbps', '801Mbps'])} loss=0.00 rexreqs=0 overhead=0`,
      });
      const rate = 350 + random() * 450;
      const elapsed = f.size / ((rate * 1e6) / 8);
      if (i === failAt) {
        t += Math.floor(elapsed * 400);
        lines.push({
          ms: t,
          text: `${th} LOG FASP Transfer Stop uuid=${id} op=${op} status=failed errcode=15 errstr="Data transfer stalled, timed out" file="${path}" size=${f.size} start_byte=0 rate=0.00Kbps elapsed=${(elapsed * 0.4).toFixed(2)}s loss=4.31 rexreqs=${between(random, 900, 4000)} overhead=0.12`,
        });
        t += 1000;
        lines.push({
          ms: t,
          text: `${th} LOG FASP Session Stop uuid=${id} op=${op} status=failed errcode=15 errstr="Data transfer stalled, timed out" source=${source} dest=${dest} files=${i} size=${bytes} start_byte=0 rate=${rate.toFixed(2)}Mbps elapsed=${((t - start) / 1000).toFixed(2)}s loss=1.82 rexreqs=${between(random, 900, 4000)} user="${peer.user}" host=${peer.host}`,
        });
        return t;
      }
      t += Math.max(1000, Math.floor(elapsed * 1000));
      bytes += f.size;
      sent++;
      lines.push({
        ms: t,
        text: `${th} LOG FASP Transfer Stop uuid=${id} op=${op} status=success file="${path}" size=${f.size} start_byte=0 rate=${rate.toFixed(2)}Mbps elapsed=${elapsed.toFixed(2)}s loss=${(random() * 0.1).toFixed(2)} rexreqs=${between(random, 0, 60)} overhead=0.0${between(random, 0, 4)}`,
      });
    }
    t += between(random, 3, 8) * 1000;
    const avg = (bytes * 8) / ((t - start) / 1000) / 1e6;
    lines.push({
      ms: t,
      text: `${th} LOG FASP Session Stop uuid=${id} op=${op} status=success source=${source} dest=${dest} files=${sent} size=${bytes} start_byte=0 rate=${avg.toFixed(2)}Mbps elapsed=${((t - start) / 1000).toFixed(2)}s loss=${(random() * 0.1).toFixed(2)} rexreqs=${between(random, 0, 400)} overhead=0.01 user="${peer.user}" host=${peer.host}`,
    });
    return t;
  };
  const shotFiles = (show: string, n: number, kind: string) => {
    const used = new Set<number>();
    const files: { name: string; size: number }[] = [];
    while (files.length < n) {
      const s = between(random, 1, 240) * 10;
      if (used.has(s)) continue;
      used.add(s);
      const shot = shotCode(show, s);
      const v = `${shot}_${kind}_v${pad3(between(random, 3, 60))}`;
      files.push({ name: `${v}.mov`, size: between(random, 800_000_000, 4_000_000_000) });
      if (random() < 0.5) files.push({ name: `${v}_slate.json`, size: between(random, 2000, 9000) });
    }
    files.push({ name: 'manifest.csv', size: between(random, 4000, 60_000) });
    return files;
  };
  for (let day = 9; day <= 17; day++) {
    const weekend = day === 14 || day === 15;
    const count = day === 17 ? 3 : weekend ? 2 : between(random, 8, 11);
    for (let i = 0; i < count; i++) {
      const peer = oneOf(random, peers);
      const start = pst(2026, 11, day, 7) + random() * (day === 17 ? 2 : 14) * HOUR;
      const op = peer.dir === 'pixelmill' ? oneOf(random, ['send', 'recv'] as const) : random() < 0.2 ? 'recv' : 'send';
      const kind = peer.dir === 'pixelmill' ? 'roto' : op === 'recv' ? 'plate' : 'comp';
      const date = `2026${pad2(11)}${pad2(day)}`;
      const pkg = op === 'recv' ? `${peer.show}_${kind}s_${date}_${hex(random, 4)}` : `GFX_${peer.show}_${date}_v${between(random, 1, 3)}`;
      session(Math.floor(start / 1000) * 1000, peer, op, pkg, shotFiles(peer.show, between(random, 4, 16), kind), random() < 0.05);
    }
  }
  const thornfield = peers[0]!;
  const bluecastle = peers[1]!;
  const trailer = shotFiles('HRB', 12, 'trl');
  session(pst(2026, 11, 12, 15, 12, 6), thornfield, 'send', 'GFX_HRB_Trailer_20261112', trailer, true);
  session(pst(2026, 11, 12, 16, 2, 44), bluecastle, 'send', 'GFX_TDW_Trailer_20261112', shotFiles('TDW', 10, 'trl'));
  const done = session(pst(2026, 11, 12, 17, 41, 19), thornfield, 'send', 'GFX_HRB_Trailer_20261112', trailer);
  lines.sort((a, b) => a.ms - b.ms);
  const output = lines.map((l) => `${stamp(l.ms)} ${l.text}`).join('\n');
  return probe(
    'round 64: Aspera transfer log (preamble)',
    'Thornfield say they never got the trailer shots we sent them last Thursday, and production is getting nervous. When did our upload to them actually finish?',
    'aspera_transfer_log',
    output,
    'upload-finished',
    stamp(done),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d10. OpenCue: cueadmin -lh

function cueHosts(): EconomicsTask {
  const random = seededRandom(64_110);
  const classes: { prefix: string; racks: number; cores: number; mem: number; alloc: string; tags: string; os: string }[] = [
    { prefix: 'a', racks: 10, cores: 32, mem: 125.6, alloc: 'gfx.general', tags: 'general | linux', os: 'rhel9' },
    { prefix: 'b', racks: 12, cores: 64, mem: 251.4, alloc: 'gfx.render', tags: 'general | arnold | linux', os: 'rhel9' },
    { prefix: 'c', racks: 8, cores: 96, mem: 377.2, alloc: 'gfx.sim', tags: 'sim | houdini | linux', os: 'rhel9' },
    { prefix: 'g', racks: 4, cores: 32, mem: 503.1, alloc: 'gfx.gpu', tags: 'gpu | karma | linux', os: 'rhel9' },
  ];
  const header =
    'Host               Load  NIMBY  freeMem   freeSwap  freeMcp   Cores  Mem      Idle   Os     Uptime          State     Locked    Alloc          Tags';
  const row = (cols: string[], widths: number[]) =>
    cols
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' ')
      .trimEnd();
  const widths = [18, 5, 6, 9, 9, 9, 6, 8, 6, 6, 15, 9, 9, 14, 0];
  const lines = [header];
  const odd = 'rn-b07-23';
  for (const cls of classes) {
    for (let rack = 1; rack <= cls.racks; rack++) {
      for (let node = 1; node <= 40; node++) {
        const host = `rn-${cls.prefix}${pad2(rack)}-${pad2(node)}`;
        const down = random() < 0.02;
        const mem = host === odd ? 219.6 : cls.mem + (pick(random, 3) - 1) * 0.1;
        const busy = random();
        const idle = down ? 0 : Math.round(cls.cores * (busy < 0.7 ? 0 : random()));
        const freeMem = down ? 0 : mem * (0.08 + random() * 0.8);
        const load = down ? 0 : Math.round((cls.cores - idle) * 100 * (0.7 + random() * 0.35));
        const up = host === odd ? pst(2026, 11, 16, 22, 41) : pst(2026, 11, 17, 9, 15) - between(random, 1, 80 * 24 * 60) * 60_000;
        const state = down ? 'DOWN' : 'UP';
        const locked = random() < 0.03 ? 'LOCKED' : 'OPEN';
        lines.push(
          row(
            [
              host,
              String(load),
              'False',
              `${freeMem.toFixed(1)}G`,
              `${(15.6 * random()).toFixed(1)}G`,
              `${(200 + random() * 700).toFixed(1)}G`,
              cls.cores.toFixed(1),
              `${mem.toFixed(1)}G`,
              idle.toFixed(1),
              cls.os,
              localIso(up).slice(5, 16).replace('-', '/').replace('T', ' '),
              state,
              locked,
              cls.alloc,
              `${cls.tags} | rack_${cls.prefix}${pad2(rack)}`,
            ],
            widths,
          ),
        );
      }
    }
  }
  for (let i = 0; i < 260; i++) {
    const host = `ip-10-80-${between(random, 16, 31)}-${between(random, 2, 254)}`;
    const mem = 186.9;
    const idle = Math.round(48 * (random() < 0.6 ? 0 : random()));
    lines.push(
      row(
        [
          host,
          String(Math.round((48 - idle) * 100 * (0.75 + random() * 0.3))),
          'False',
          `${(mem * (0.1 + random() * 0.8)).toFixed(1)}G`,
          '0.0G',
          `${(80 + random() * 300).toFixed(1)}G`,
          '48.0',
          `${mem.toFixed(1)}G`,
          idle.toFixed(1),
          'rhel9',
          localIso(pst(2026, 11, between(random, 16, 17), between(random, 0, 8), between(random, 0, 59)))
            .slice(5, 16)
            .replace('-', '/')
            .replace('T', ' '),
          'UP',
          'OPEN',
          'gfx.cloud',
          'general | arnold | linux | aws_burst',
        ],
        widths,
      ),
    );
  }
  const output = lines.join('\n');
  return probe(
    'round 64: OpenCue host list (odd memory)',
    'One of the render nodes is reporting less memory than the other machines of the same type. Which node is it?',
    'cueadmin_hosts',
    output,
    'low-memory-node',
    odd,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d11. Bareos: bconsole "list volumes"

function tapeVolumes(): EconomicsTask {
  const random = seededRandom(64_111);
  const pools: { name: string; prefix: string; media: string; count: number; retention: number; recycle: number; capacity: number }[] = [
    { name: 'Daily-LTO8', prefix: 'GD', media: 'LTO-8', count: 620, retention: 2_592_000, recycle: 1, capacity: 12e12 },
    { name: 'Weekly-LTO8', prefix: 'GW', media: 'LTO-8', count: 380, retention: 7_776_000, recycle: 1, capacity: 12e12 },
    { name: 'Archive-LTO9', prefix: 'GA', media: 'LTO-9', count: 860, retention: 220_752_000, recycle: 0, capacity: 18e12 },
    { name: 'Monthly-LTO9', prefix: 'GM', media: 'LTO-9', count: 360, retention: 31_536_000, recycle: 1, capacity: 18e12 },
    { name: 'Offsite-Copy-LTO9', prefix: 'GO', media: 'LTO-9', count: 420, retention: 31_536_000, recycle: 1, capacity: 18e12 },
    { name: 'Scratch', prefix: 'GS', media: 'LTO-9', count: 90, retention: 31_536_000, recycle: 1, capacity: 18e12 },
  ];
  const columns = [
    'mediaid',
    'volumename',
    'volstatus',
    'enabled',
    'volbytes',
    'volfiles',
    'volretention',
    'recycle',
    'slot',
    'inchanger',
    'mediatype',
    'lastwritten',
    'storage',
  ];
  const numeric = new Set(['mediaid', 'enabled', 'volbytes', 'volfiles', 'volretention', 'recycle', 'slot', 'inchanger']);
  const out: string[] = [];
  let mediaId = 1;
  let needle = '';
  for (const pool of pools) {
    const rows: string[][] = [];
    const oddAt = pool.prefix === 'GA' ? Math.floor(pool.count * 0.52) : -1;
    for (let i = 0; i < pool.count; i++) {
      const name = `${pool.prefix}${pad4(i + 1 + (pool.prefix === 'GA' ? 200 : 0))}${pool.media === 'LTO-8' ? 'L8' : 'L9'}`;
      const status =
        pool.name === 'Scratch'
          ? 'Append'
          : oneOf(
              random,
              pool.recycle ? ['Full', 'Full', 'Used', 'Append', 'Recycle', 'Purged'] : ['Full', 'Full', 'Full', 'Used', 'Append'],
            );
      const bytes =
        status === 'Purged' || status === 'Recycle' || pool.name === 'Scratch'
          ? between(random, 0, 1) * 64_512
          : Math.floor(pool.capacity * (status === 'Full' ? 0.97 + random() * 0.05 : random() * 0.9));
      const inChanger = random() < (pool.prefix === 'GO' || pool.prefix === 'GA' ? 0.15 : 0.8) ? 1 : 0;
      const written =
        bytes > 100_000
          ? localIso(
              pst(
                pool.prefix === 'GA' ? between(random, 2022, 2026) : 2026,
                pool.prefix === 'GA' ? between(random, 1, 12) : between(random, 6, 11),
                between(random, 1, 28),
                between(random, 0, 23),
                between(random, 0, 59),
                between(random, 0, 59),
              ),
            ).replace('T', ' ')
          : '0000-00-00 00:00:00';
      const retention = i === oddAt ? 2_592_000 : pool.retention;
      if (i === oddAt) needle = name;
      rows.push([
        String(mediaId++),
        name,
        status,
        '1',
        commas(bytes),
        String(bytes > 100_000 ? between(random, 3, 40) : 0),
        commas(retention),
        String(pool.recycle),
        String(inChanger ? between(random, 1, 480) : 0),
        String(inChanger),
        pool.media,
        written,
        pool.media === 'LTO-8' ? 'TapeLib1' : 'TapeLib2',
      ]);
    }
    const widths = columns.map((c, k) => Math.max(c.length, ...rows.map((r) => r[k]!.length)));
    const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
    const line = (cells: string[], head = false) =>
      `|${cells.map((c, k) => ` ${!head && numeric.has(columns[k]!) ? c.padStart(widths[k]!) : c.padEnd(widths[k]!)} `).join('|')}|`;
    out.push(`Pool: ${pool.name}`, rule, line(columns, true), rule, ...rows.map((r) => line(r)), rule);
  }
  const output = ['*list volumes', 'Using Catalog "MyCatalog"', ...out, ''].join('\n');
  return probe(
    'round 64: Bareos volume list (odd retention)',
    'One tape in the archive pool is set to be kept for much less time than the rest of that pool. Which tape is it?',
    'bareos_list_volumes',
    output,
    'short-retention-tape',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d12. Display calibration report, CSV

function calibrationReport(): EconomicsTask {
  const random = seededRandom(64_112);
  const people = roster(random, 900, []);
  const depts: [string, number][] = [
    ['comp', 160],
    ['lgt', 110],
    ['anim', 120],
    ['roto', 110],
    ['lay', 40],
    ['mdl', 50],
    ['tex', 40],
    ['fx', 80],
    ['paint', 50],
    ['mm', 40],
  ];
  const header =
    'hostname,display,artist,department,display_model,display_serial,calibration_target,calibrated_at,white_cd_m2,white_x,white_y,black_cd_m2,gamma,de2000_avg,de2000_max,probe,lut_file';
  const rows = [header];
  let who = 0;
  let needle = '';
  const oddHost = 'ws-roto-017';
  const serial = (model: string) =>
    model.startsWith('EIZO') ? chars(random, '0123456789', 8) : `CN0${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9)}`;
  for (const [dept, count] of depts) {
    for (let i = 1; i <= count; i++) {
      const host = `ws-${dept}-${pad3(i)}`;
      const artist = people[who++ % people.length]!.name;
      for (const slot of [1, 2]) {
        const model =
          slot === 1
            ? oneOf(random, ['EIZO CG2700X', 'EIZO CG2700X', 'EIZO CG319X'])
            : oneOf(random, ['EIZO CS2740', 'EIZO CG2700X', 'Dell U2723QE']);
        const sn = serial(model);
        const when = pst(2026, 11, between(random, 2, 13), between(random, 7, 18), between(random, 0, 59));
        const odd = host === oddHost && slot === 1;
        if (odd) needle = sn;
        const white = odd ? 48.37 : 100 + (random() - 0.5) * (model.startsWith('Dell') ? 3.2 : 1.4);
        rows.push(
          [
            host,
            String(slot),
            artist,
            dept,
            model,
            sn,
            'Rec.709 D65 2.4 100nit',
            `${localIso(when)}-08:00`,
            white.toFixed(2),
            (0.3127 + (random() - 0.5) * 0.002).toFixed(4),
            (0.329 + (random() - 0.5) * 0.002).toFixed(4),
            (0.03 + random() * 0.05).toFixed(3),
            (2.4 + (random() - 0.5) * 0.04).toFixed(2),
            (0.2 + random() * 0.5).toFixed(2),
            (0.8 + random() * 1.6).toFixed(2),
            oneOf(random, ['Calibrite ColorChecker Display Plus', 'Klein K10-A', 'Calibrite ColorChecker Display Pro']),
            `/gfx/config/display/luts/${host}_d${slot}_202611.cube`,
          ].join(','),
        );
      }
    }
  }
  const rooms: [string, string, string][] = [
    ['rv-theatre-1', 'Christie CP4440-RGB', 'DCI-P3 D65 2.6 48nit'],
    ['rv-theatre-2', 'Barco SP4K-25', 'DCI-P3 D65 2.6 48nit'],
    ['rv-dailies-3', 'Sony VPL-GTZ380', 'DCI-P3 D65 2.6 48nit'],
    ['grade-01', 'Sony BVM-HX3110', 'Rec.709 D65 2.4 100nit'],
    ['grade-01', 'Sony BVM-HX3110', 'Rec.2020 PQ 1000nit'],
  ];
  rooms.forEach(([host, model, target], k) => {
    const white = target.includes('48nit')
      ? 48 + (random() - 0.5) * 0.6
      : target.includes('1000')
        ? 1000 + (random() - 0.5) * 8
        : 100 + (random() - 0.5);
    rows.push(
      [
        host,
        String(k === 4 ? 2 : 1),
        'Review Room',
        'review',
        model,
        chars(random, '0123456789', 7),
        target,
        `${localIso(pst(2026, 11, between(random, 2, 13), 7, between(random, 0, 59)))}-08:00`,
        white.toFixed(2),
        '0.3127',
        '0.3290',
        '0.005',
        target.includes('2.6') ? '2.60' : target.includes('PQ') ? 'PQ' : '2.40',
        (0.2 + random() * 0.3).toFixed(2),
        (0.7 + random() * 0.8).toFixed(2),
        'Klein K10-A',
        `/gfx/config/display/luts/${host}_${k}_202611.cube`,
      ].join(','),
    );
  });
  const output = rows.join('\n');
  return probe(
    'round 64: display calibration report (odd luminance)',
    'At the last calibration round, one artist monitor came out much dimmer than all the others. Which one was it?',
    'display_calibration_report',
    output,
    'dim-monitor',
    needle,
  );
}

export function roundSixtyFour(): EconomicsTask[] {
  return [
    deadlineJobs(),
    deliveryHashList(),
    shotReportCsv(),
    isilonQuotas(),
    workstationInventory(),
    layoutLayer(),
    shotgridEvents(),
    licenceLog(),
    asperaLog(),
    cueHosts(),
    tapeVolumes(),
    calibrationReport(),
  ];
}
