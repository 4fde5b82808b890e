/**
 * Probe round 99, written blind: Halvorsen University's research computing service (the "skadi" Slurm cluster, its GPFS
 * storage, node hardware and InfiniBand fabric) and its Genomics Core (NovaSeq runs and demultiplexing, the Clarity LIMS,
 * Nextflow and Cromwell pipelines). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - slurmrestd (minified JSON of GET /slurm/v0.0.41/jobs): which nodes a requeued job runs on now;
 *  - Clarity LIMS (one-line XML of a samples batch retrieve): the customer's own name for one of the core's samples;
 *  - Cromwell (minified workflow metadata JSON): the Slurm job id of one HaplotypeCaller shard;
 * b. The answer a few lines away from the line the question's words match:
 *  - Slurm (scontrol show node records): why one node is drained;
 *  - bcl2fastq (pretty Stats.json): how many reads one sample got;
 *  - IPMI inventory (pdsh ipmitool fru print | dshbak): which node carries a given asset tag;
 * c. A question that paraphrases the output or carries a preamble:
 *  - GPFS quotas (mmrepquota reports): how many files a lab keeps in its project fileset;
 *  - Nextflow (nf-core/rnaseq trace.txt): the work directory of one sample's adapter-trimming task;
 *  - Slurm (slurmctld.log): when the controller ended a job for running out of its time limit;
 * d. One value unlike its peers, with no error word near it:
 *  - GPUs (pdsh nvidia-smi --query-gpu CSV): the serial number of the one card running far hotter;
 *  - BCL Convert (Demultiplex_Stats.csv): the library that got almost no reads;
 *  - InfiniBand (iblinkinfo): the compute node whose link came up at a narrower width.
 * Not among the bench's targets.
 * First run, at 3ab9511, the head when the round was written (with this file; `ROUNDS=99
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,586,980 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 99: slurmrestd jobs JSON (one line)
 *     codex: 11,675 tokens, peak 11,598, 0/1 needles, 0 read-backs
 *     context-chef: 638 tokens, peak 561, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,658 tokens, peak 1,394, 0/1 needles, 1 read-backs
 *     ours: 4,494 tokens, peak 1,931, 1/1 needles, 2 read-backs
 *   round 99: Clarity samples XML (one line)
 *     codex: 14,095 tokens, peak 14,014, 0/1 needles, 0 read-backs
 *     context-chef: 708 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,580 tokens, peak 1,239, 0/1 needles, 1 read-backs
 *     ours: 974 tokens, peak 695, 1/1 needles, 0 read-backs
 *   round 99: Cromwell workflow metadata (one line)
 *     codex: 15,556 tokens, peak 15,470, 0/1 needles, 0 read-backs
 *     context-chef: 835 tokens, peak 749, 0/1 needles, 0 read-backs
 *     context-chef-store: 22,729 tokens, peak 7,856, 0/1 needles, 4 read-backs
 *     ours: 25,210 tokens, peak 9,258, 0/1 needles, 4 read-backs
 *   round 99: scontrol show node (records)
 *     codex: 16,760 tokens, peak 16,695, 0/1 needles, 0 read-backs
 *     context-chef: 781 tokens, peak 716, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,766 tokens, peak 1,366, 0/1 needles, 1 read-backs
 *     ours: 2,148 tokens, peak 1,180, 1/1 needles, 1 read-backs
 *   round 99: bcl2fastq Stats.json (pretty JSON)
 *     codex: 17,019 tokens, peak 16,943, 0/1 needles, 0 read-backs
 *     context-chef: 872 tokens, peak 796, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,801 tokens, peak 1,311, 0/1 needles, 1 read-backs
 *     ours: 972 tokens, peak 698, 1/1 needles, 0 read-backs
 *   round 99: ipmitool fru print via dshbak (records)
 *     codex: 12,956 tokens, peak 12,870, 0/1 needles, 0 read-backs
 *     context-chef: 677 tokens, peak 591, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,979 tokens, peak 1,570, 0/1 needles, 2 read-backs
 *     ours: 1,940 tokens, peak 993, 0/1 needles, 1 read-backs
 *   round 99: mmrepquota reports, preamble and paraphrase
 *     codex: 15,154 tokens, peak 15,052, 0/1 needles, 0 read-backs
 *     context-chef: 721 tokens, peak 619, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,749 tokens, peak 1,262, 0/1 needles, 4 read-backs
 *     ours: 4,304 tokens, peak 919, 1/1 needles, 4 read-backs
 *   round 99: Nextflow trace, preamble and paraphrase
 *     codex: 22,808 tokens, peak 22,712, 0/1 needles, 0 read-backs
 *     context-chef: 1,063 tokens, peak 967, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,921 tokens, peak 5,905, 1/1 needles, 4 read-backs
 *     ours: 13,286 tokens, peak 6,176, 1/1 needles, 4 read-backs
 *   round 99: slurmctld log, preamble and paraphrase
 *     codex: 17,133 tokens, peak 17,033, 0/1 needles, 0 read-backs
 *     context-chef: 854 tokens, peak 754, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,126 tokens, peak 2,781, 1/1 needles, 2 read-backs
 *     ours: 2,595 tokens, peak 1,543, 1/1 needles, 1 read-backs
 *   round 99: nvidia-smi query across GPU nodes, the odd one out
 *     codex: 23,068 tokens, peak 22,976, 0/1 needles, 0 read-backs
 *     context-chef: 1,073 tokens, peak 981, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,628 tokens, peak 1,629, 0/1 needles, 4 read-backs
 *     ours: 4,415 tokens, peak 945, 1/1 needles, 4 read-backs
 *   round 99: BCL Convert Demultiplex_Stats.csv, the odd one out
 *     codex: 23,131 tokens, peak 23,055, 0/1 needles, 0 read-backs
 *     context-chef: 965 tokens, peak 889, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,792 tokens, peak 1,449, 0/1 needles, 4 read-backs
 *     ours: 4,879 tokens, peak 1,043, 1/1 needles, 4 read-backs
 *   round 99: iblinkinfo, the odd one out
 *     codex: 19,373 tokens, peak 19,287, 0/1 needles, 0 read-backs
 *     context-chef: 932 tokens, peak 846, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,842 tokens, peak 1,483, 0/1 needles, 4 read-backs
 *     ours: 4,828 tokens, peak 1,029, 1/1 needles, 4 read-backs
 *     codex: 208,728 tokens, 0/12 needles
 *     context-chef: 10,119 tokens, 0/12 needles
 *     context-chef-store: 84,571 tokens, 2/12 needles
 *     ours: 70,045 tokens, 10/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, between, oneOf, shuffle, chars, hex, uuid, pad2, interleave } from '../economics/seeded.js';

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

/** Tuesday 17 November 2026, 09:40 on the cluster's clock (local times are written as if UTC). */
const NOW = Date.UTC(2026, 10, 17, 9, 40, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** `2026-11-17T09:40:00` */
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
/** `2026-11-17T09:40:00.123` */
const isoMs = (ms: number) => new Date(ms).toISOString().slice(0, 23);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** PIs' surnames: the labs (Slurm accounts, unix groups, filesets, LIMS projects). */
const LABS = [
  'okafor',
  'lindqvist',
  'ehlers',
  'mbeki',
  'ferreira',
  'nakamura',
  'castellanos',
  'haddad',
  'kowalczyk',
  'brennan',
  'tanaka',
  'moreau',
  'sandoval',
  'ivanova',
  'petrakis',
  'holmberg',
  'varga',
  'quintero',
  'nguyen',
  'rasmussen',
  'keller',
  'demir',
  'fitzgerald',
  'yamamoto',
  'osei',
  'lund',
  'zhou',
  'bauer',
  'henriksen',
  'adeyemi',
  'marchetti',
  'novak',
  'whitfield',
  'chowdhury',
  'greco',
  'andersson',
  'ibrahim',
  'delgado',
  'schreiber',
  'aziz',
];
const FIRST_NAMES = [
  'Adaeze',
  'Maja',
  'Jonas',
  'Thandiwe',
  'Beatriz',
  'Haruto',
  'Lucia',
  'Omar',
  'Piotr',
  'Siobhan',
  'Yuki',
  'Camille',
  'Diego',
  'Irina',
  'Nikos',
  'Sven',
  'Eszter',
  'Mateo',
  'Linh',
  'Freja',
  'Tobias',
  'Elif',
  'Ciaran',
  'Aiko',
  'Kwame',
  'Ingrid',
  'Wei',
  'Lena',
  'Mette',
  'Folake',
];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A university NetID: two or three letters and digits (`ko2291`). */
const netid = (random: () => number) => `${chars(random, 'abcdefghijklmnoprstuvwyz', between(random, 2, 3))}${between(random, 10, 9999)}`;

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------------------------

/** slurmrestd GET /slurm/v0.0.41/jobs, minified: ~150 jobs; one requeued job on two H100 nodes. */
function slurmRestJobs(): EconomicsTask {
  const random = seededRandom(99_101);
  const nowS = Math.floor(NOW / 1000);
  const num = (n: number) => ({ set: true, infinite: false, number: n });
  const unset = { set: false, infinite: false, number: 0 };
  const gid = new Map(LABS.map((lab, i) => [lab, 20_100 + i * 7]));
  const users = Array.from({ length: 90 }, () => ({ name: netid(random), uid: between(random, 50_000, 59_999), lab: oneOf(random, LABS) }));
  type User = (typeof users)[number];
  const parts = [
    { name: 'standard', prefix: 'cn', width: 4, count: 480, cpus: 64, memMb: 500_000, gpus: 0, gpuType: '' },
    { name: 'bigmem', prefix: 'bm', width: 2, count: 16, cpus: 96, memMb: 2_000_000, gpus: 0, gpuType: '' },
    { name: 'gpu', prefix: 'gpu-a100-', width: 2, count: 32, cpus: 64, memMb: 1_000_000, gpus: 4, gpuType: 'a100' },
    { name: 'gpu-h100', prefix: 'gpu-h100-', width: 2, count: 24, cpus: 96, memMb: 2_000_000, gpus: 8, gpuType: 'h100' },
    { name: 'preempt', prefix: 'cn', width: 4, count: 480, cpus: 64, memMb: 500_000, gpus: 0, gpuType: '' },
  ];
  type Part = (typeof parts)[number];
  const host = (p: Part, n: number) => p.prefix + pad(n, p.width);
  const JOB_NAMES = [
    'star_align',
    'bwa_mem2',
    'gatk_hc',
    'nf-core_rnaseq',
    'snakejob.align',
    'relion_class2d',
    'cryosparc_J',
    'vasp_relax',
    'lammps_npt',
    'gromacs_md',
    'alphafold2',
    'sys/dashboard/sys/bc_desktop',
    'sys/dashboard/sys/rstudio',
    'jupyter-lab',
    'matlab_batch',
    'cellranger_count',
    'orca_opt',
    'wrf_d02',
    'train_resnet',
    'nextflow',
    'salmon_quant',
    'interactive',
    'mpi_cfd',
  ];
  const STATES = ['RUNNING', 'RUNNING', 'RUNNING', 'RUNNING', 'PENDING', 'PENDING', 'COMPLETING'];
  const PENDING_REASONS = [
    'Priority',
    'Resources',
    'Dependency',
    'QOSMaxGRESPerUser',
    'AssocGrpCPUMinutesLimit',
    'BeginTime',
    'ReqNodeNotAvail, Reserved for maintenance',
  ];

  const job = (o: {
    id: number;
    user: User;
    part: Part;
    name: string;
    state: string;
    nodes: string;
    batchHost: string;
    nNodes: number;
    cpus: number;
    memMb: number;
    gpus: number;
    submit: number;
    start: number;
    limitMin: number;
    reason: string;
    restarts: number;
    arrayJob: number;
    arrayTask: number | null;
    cwd: string;
    script: string;
    qos: string;
    priority: number;
    flags: string[];
  }) => {
    const out = `${o.cwd}/slurm-${o.arrayTask === null ? o.id : `${o.arrayJob}_${o.arrayTask}`}.out`;
    const mem = o.memMb >= 1000 && o.memMb % 1000 === 0 ? `${o.memMb / 1000}G` : `${o.memMb}M`;
    const gres = o.gpus ? `,gres/gpu=${o.gpus},gres/gpu:${o.part.gpuType}=${o.gpus}` : '';
    const tres = `cpu=${o.cpus},mem=${mem},node=${o.nNodes},billing=${o.cpus + o.gpus * 16}${gres}`;
    const running = o.state !== 'PENDING';
    const perNode = Math.max(1, Math.floor(o.gpus / o.nNodes));
    return {
      account: o.user.lab,
      accrue_time: num(o.submit),
      admin_comment: '',
      allocating_node: oneOf(random, ['login01', 'login02', 'ood01']),
      array_job_id: num(o.arrayJob),
      array_task_id: o.arrayTask === null ? unset : num(o.arrayTask),
      array_max_tasks: num(0),
      array_task_string: '',
      association_id: between(random, 1200, 4800),
      batch_features: '',
      batch_flag: !o.name.startsWith('interactive'),
      batch_host: running ? o.batchHost : '',
      flags: o.flags,
      burst_buffer: '',
      burst_buffer_state: '',
      cluster: 'skadi',
      cluster_features: '',
      command: o.script,
      comment: '',
      container: '',
      container_id: '',
      contiguous: false,
      core_spec: 0,
      thread_spec: 32766,
      cores_per_socket: unset,
      billable_tres: { set: true, infinite: false, number: o.cpus + o.gpus * 16 },
      cpus_per_task: num(oneOf(random, [1, 4, 8, 16])),
      cpu_frequency_minimum: unset,
      cpu_frequency_maximum: unset,
      cpu_frequency_governor: unset,
      cron: '',
      deadline: num(0),
      delay_boot: num(0),
      dependency: '',
      derived_exit_code: { status: ['SUCCESS'], return_code: num(0), signal: { id: unset, name: '' } },
      eligible_time: num(o.submit),
      end_time: num(running ? o.start + o.limitMin * 60 : 0),
      excluded_nodes: '',
      exit_code: { status: ['SUCCESS'], return_code: num(0), signal: { id: unset, name: '' } },
      extra: '',
      failed_node: '',
      features: '',
      federation_origin: '',
      federation_siblings_active: '',
      federation_siblings_viable: '',
      gres_detail:
        running && o.gpus ? Array.from({ length: o.nNodes }, () => `gpu:${o.part.gpuType}:${perNode}(IDX:0-${perNode - 1})`) : [],
      group_id: gid.get(o.user.lab) ?? 20_000,
      group_name: o.user.lab,
      het_job_id: num(0),
      het_job_id_set: '',
      het_job_offset: num(0),
      job_id: o.id,
      job_size_str: [],
      job_state: [o.state],
      last_sched_evaluation: num(nowS - between(random, 5, 900)),
      licenses: '',
      mail_type: o.restarts ? ['BEGIN', 'END', 'FAIL', 'REQUEUE'] : [],
      mail_user: `${o.user.name}@halvorsen.edu`,
      max_cpus: num(0),
      max_nodes: num(0),
      mcs_label: '',
      memory_per_tres: '',
      name: o.name,
      network: '',
      nodes: running ? o.nodes : '',
      nice: 0,
      tasks_per_core: unset,
      tasks_per_tres: num(0),
      tasks_per_node: num(Math.max(1, Math.floor(o.cpus / o.nNodes / 8))),
      tasks_per_socket: unset,
      tasks_per_board: num(0),
      cpus: num(o.cpus),
      node_count: num(o.nNodes),
      tasks: num(Math.max(1, Math.floor(o.cpus / 8))),
      partition: o.part.name,
      prefer: '',
      memory_per_cpu: unset,
      memory_per_node: num(o.memMb),
      minimum_cpus_per_node: num(Math.floor(o.cpus / o.nNodes)),
      minimum_tmp_disk_per_node: num(0),
      power: { flags: [] },
      preempt_time: num(0),
      preemptable_time: num(0),
      pre_sus_time: num(0),
      hold: false,
      priority: num(o.priority),
      profile: ['NOT_SET'],
      qos: o.qos,
      reboot: false,
      required_nodes: '',
      minimum_switches: 0,
      requeue: true,
      resize_time: num(0),
      restart_cnt: o.restarts,
      resv_name: '',
      scheduled_nodes: '',
      selinux_context: '',
      shared: [],
      exclusive: [],
      oversubscribe: false,
      show_flags: ['DETAIL', 'LOCAL'],
      sockets_per_board: 0,
      sockets_per_node: unset,
      start_time: num(running ? o.start : 0),
      state_description: '',
      state_reason: o.reason,
      standard_error: out,
      standard_input: '/dev/null',
      standard_output: out,
      submit_time: num(o.submit),
      suspend_time: num(0),
      system_comment: '',
      time_limit: num(o.limitMin),
      time_minimum: num(0),
      threads_per_core: unset,
      tres_bind: '',
      tres_freq: '',
      tres_per_job: '',
      tres_per_node: o.gpus ? `gres/gpu:${perNode}` : '',
      tres_per_socket: '',
      tres_per_task: '',
      tres_req_str: tres,
      tres_alloc_str: running ? tres : '',
      user_id: o.user.uid,
      user_name: o.user.name,
      maximum_switch_wait_time: 0,
      wckey: '',
      current_working_directory: o.cwd,
    };
  };

  const target = 7_731_942;
  const needle = 'gpu-h100-[03,07]';
  const ehlersUser = { name: 'je4471', uid: 51_877, lab: 'ehlers' };
  const total = 150;
  const jobs: ReturnType<typeof job>[] = [];
  let id = 7_730_880;
  for (let i = 0; i < total; i++) {
    if (i === 76) {
      jobs.push(
        job({
          id: target,
          user: ehlersUser,
          part: parts[3]!,
          name: 'relion_refine3d_ct14',
          state: 'RUNNING',
          nodes: needle,
          batchHost: 'gpu-h100-03',
          nNodes: 2,
          cpus: 192,
          memMb: 1_500_000,
          gpus: 16,
          submit: nowS - 19 * 3600 - 1234,
          start: nowS - 3 * 3600 - 611,
          limitMin: 2880,
          reason: 'None',
          restarts: 1,
          arrayJob: 0,
          arrayTask: null,
          cwd: '/gpfs/proj/ehlers/relion/ct14',
          script: '/gpfs/proj/ehlers/relion/ct14/refine3d_ct14.sbatch',
          qos: 'gpu-long',
          priority: 18_442,
          flags: ['EXACT_CPU_COUNT_REQUESTED', 'JOB_WAS_RUNNING', 'USING_DEFAULT_WCKEY'],
        }),
      );
      continue;
    }
    id += between(random, 1, 25);
    if (id === target) id += 1;
    const user = i % 9 === 4 ? ehlersUser : oneOf(random, users);
    const part =
      i % 9 === 4 ? parts[3]! : oneOf(random, [parts[0]!, parts[0]!, parts[0]!, parts[1]!, parts[2]!, parts[2]!, parts[3]!, parts[4]!]);
    const state = oneOf(random, STATES);
    const nNodes = part.name === 'standard' && random() < 0.2 ? between(random, 2, 8) : part.gpus && random() < 0.25 ? 2 : 1;
    const first = between(random, 1, part.count - nNodes);
    let nodes: string;
    if (nNodes === 1) nodes = host(part, first);
    else if (random() < 0.3) {
      const second = between(random, first + 2, part.count);
      nodes = `${part.prefix}[${pad(first, part.width)},${pad(second, part.width)}]`;
    } else nodes = `${part.prefix}[${pad(first, part.width)}-${pad(first + nNodes - 1, part.width)}]`;
    if (nodes === needle) nodes = `${part.prefix}[${pad(first, part.width)}-${pad(first + 1, part.width)}]`;
    const isArray = random() < 0.25;
    const name = oneOf(random, JOB_NAMES);
    const labDir = `/gpfs/proj/${user.lab}/${user.name}`;
    const cwd = name.startsWith('sys/')
      ? `/home/${user.name}/ondemand/data/${name}/output/${uuid(random)}`
      : `${labDir}/${oneOf(random, ['runs', 'analysis', 'md', 'align', 'scratch_links', 'pipelines'])}/${hex(random, 6)}`;
    const gpus = part.gpus ? part.gpus * nNodes : 0;
    jobs.push(
      job({
        id,
        user,
        part,
        name: isArray ? `${name}_arr` : name,
        state,
        nodes,
        batchHost: nodes.includes('[') ? host(part, first) : nodes,
        nNodes,
        cpus: part.cpus * nNodes,
        memMb: part.memMb * nNodes,
        gpus,
        submit: nowS - between(random, 600, 4 * 86_400),
        start: nowS - between(random, 60, 2 * 86_400),
        limitMin: oneOf(random, [60, 240, 720, 1440, 2880, 4320, 10_080]),
        reason: state === 'PENDING' ? oneOf(random, PENDING_REASONS) : 'None',
        restarts: random() < 0.06 ? 1 : 0,
        arrayJob: isArray ? id - between(random, 1, 40) : 0,
        arrayTask: isArray ? between(random, 0, 499) : null,
        cwd,
        script: name.startsWith('sys/') ? `/home/${user.name}/ondemand/data/${name}/output/script.sh` : `${cwd}/run.sbatch`,
        qos: part.gpus ? oneOf(random, ['gpu-normal', 'gpu-long']) : oneOf(random, ['normal', 'normal', 'long', 'short']),
        priority: between(random, 800, 40_000),
        flags: oneOf(random, [
          ['USING_DEFAULT_QOS', 'USING_DEFAULT_WCKEY'],
          ['EXACT_CPU_COUNT_REQUESTED', 'USING_DEFAULT_WCKEY'],
          ['SCHEDULING_ATTEMPTED'],
        ]),
      }),
    );
  }
  const body = {
    jobs,
    last_backfill: num(nowS - 23),
    last_update: num(nowS - 2),
    meta: {
      plugin: {
        type: 'openapi/slurmctld',
        name: 'Slurm OpenAPI slurmctld',
        data_parser: 'data_parser/v0.0.41',
        accounting_storage: 'accounting_storage/slurmdbd',
      },
      client: { source: '[ood01.skadi.halvorsen.edu]:48812(fd:9)', user: 'rcsvc', group: 'rcsvc' },
      command: [],
      slurm: { version: { major: '24', micro: '4', minor: '05' }, release: '24.05.4', cluster: 'skadi' },
    },
    errors: [],
    warnings: [],
  };
  return probe(
    'round 99: slurmrestd jobs JSON (one line)',
    'Job 7731942 got requeued overnight. Which nodes is it running on now?',
    'slurm_rest_get_jobs',
    JSON.stringify(body),
    'requeued-job-nodes',
    needle,
    true,
  );
}

/** Clarity LIMS samples batch retrieve, one line of XML: ~480 samples from ~40 projects. */
function clarityBatchSamples(): EconomicsTask {
  const random = seededRandom(99_102);
  const base = 'https://clarity.gc.halvorsen.edu/api/v2';
  const needle = 'Liver_KO_M3_wk12';
  const KINDS = [
    {
      type: 'Total RNA',
      species: 'Homo sapiens',
      prep: 'Illumina Stranded mRNA',
      names: (i: number) => `PBMC_D${pad2(1 + (i >> 1))}_${i % 2 ? 'stim' : 'unstim'}`,
    },
    {
      type: 'Total RNA',
      species: 'Homo sapiens',
      prep: 'Illumina Stranded Total RNA',
      names: (i: number) =>
        `${oneOf(random, ['HEK293T', 'K562', 'A549', 'MCF7'])}_${oneOf(random, ['sgNT', 'sgTP53', 'sgKRAS', 'sgMYC'])}_rep${1 + (i % 3)}`,
    },
    {
      type: 'Genomic DNA',
      species: 'Homo sapiens',
      prep: 'Illumina DNA PCR-Free',
      names: (i: number) => `PT${pad(100 + (i >> 1), 3)}_${i % 2 ? 'normal' : 'tumour'}`,
    },
    {
      type: 'Genomic DNA',
      species: 'Arabidopsis thaliana',
      prep: 'Nextera XT',
      names: (i: number) => `Col0_${oneOf(random, ['heat', 'ctrl', 'drought'])}_${oneOf(random, [0, 6, 24, 48])}h_r${1 + (i % 4)}`,
    },
    {
      type: 'Total RNA',
      species: 'Mus musculus',
      prep: 'Illumina Stranded mRNA',
      names: (i: number) => `m${pad(i + 1, 2)}-${oneOf(random, ['cortex', 'hippo', 'striatum'])}-${oneOf(random, ['sal', 'coc'])}`,
    },
    {
      type: 'Nuclei',
      species: 'Mus musculus',
      prep: '10x Chromium GEM-X 3p v4',
      names: (i: number) => `snRNA_${oneOf(random, ['E14', 'E16', 'P0'])}_embryo${i + 1}`,
    },
    {
      type: 'Amplicon',
      species: 'metagenome',
      prep: '16S V3-V4',
      names: (i: number) => `Soil_${oneOf(random, ['plotA', 'plotB', 'plotC'])}_core${pad2(i + 1)}`,
    },
  ];
  const samples: string[] = [];
  let gc = 3_860;
  let received = NOW - 62 * DAY;
  const nProjects = 40;
  const targetProject = 19;
  let targetIndex = -1;
  for (let p = 0; p < nProjects; p++) {
    const pi =
      p === targetProject
        ? 'nakamura'
        : oneOf(
            random,
            LABS.filter((l) => l !== 'nakamura'),
          );
    const limsProject = `${pi.slice(0, 3).toUpperCase()}${between(random, 100, 999)}`;
    const researcher = between(random, 40, 400);
    const first = oneOf(random, FIRST_NAMES);
    const n = p === targetProject ? 16 : between(random, 6, 20);
    received += between(random, 1, 2) * DAY;
    const kind = oneOf(random, KINDS);
    const mouseNames: string[] = [];
    if (p === targetProject) {
      for (const w of [4, 12]) for (const g of ['WT', 'KO']) for (let m = 1; m <= 4; m++) mouseNames.push(`Liver_${g}_M${m}_wk${w}`);
      shuffle(random, mouseNames);
      const at = mouseNames.indexOf(needle);
      [mouseNames[at], mouseNames[9]] = [mouseNames[9]!, mouseNames[at]!];
    }
    for (let i = 0; i < n; i++) {
      gc += 1;
      const limsid = `${limsProject}A${i + 1}`;
      const isTarget = p === targetProject;
      const customer = isTarget ? mouseNames[i]! : kind.names(i);
      if (isTarget && customer === needle) targetIndex = samples.length;
      const type = isTarget ? 'Total RNA' : kind.type;
      const conc = type === 'Nuclei' ? `${between(random, 400, 1800)}` : (random() * 120 + 4).toFixed(1);
      const udfs: [string, string, string][] = [
        ['String', 'Customer Sample Name', customer],
        ['String', 'Sample Type', type],
        ['String', 'Species', isTarget ? 'Mus musculus' : kind.species],
        ['Numeric', type === 'Nuclei' ? 'Concentration (nuclei/ul)' : 'Concentration (ng/ul)', conc],
        ['Numeric', 'Volume (ul)', String(oneOf(random, [15, 20, 25, 30, 50]))],
      ];
      if (type === 'Total RNA') udfs.push(['Numeric', 'RIN', (6 + random() * 4).toFixed(1)]);
      udfs.push(
        ['String', 'Library Prep', isTarget ? 'Illumina Stranded mRNA' : kind.prep],
        ['String', 'Sequencing Type', oneOf(random, ['PE150', 'PE100', 'SR75', 'PE150'])],
        ['Numeric', 'Requested Reads (M)', String(oneOf(random, [20, 25, 30, 40, 50, 100]))],
        ['String', 'Buffer', oneOf(random, ['Nuclease-free water', 'TE low EDTA', 'EB', '10 mM Tris-HCl'])],
        ['String', 'Billing Account', `GC-${pi.toUpperCase()}-${between(random, 10, 99)}`],
        ['String', 'QC Status', oneOf(random, ['Pass', 'Pass', 'Pass', 'Pass with comments', 'Pending'])],
      );
      samples.push(
        `<smp:sample uri="${base}/samples/${limsid}" limsid="${limsid}"><name>GC26-${pad(gc, 5)}</name><date-received>${iso(received).slice(0, 10)}</date-received>` +
          `<project limsid="${limsProject}" uri="${base}/projects/${limsProject}"/><submitter uri="${base}/researchers/${researcher}"><first-name>${first}</first-name><last-name>${cap(pi)}</last-name></submitter>` +
          `<artifact limsid="${limsid}PA1" uri="${base}/artifacts/${limsid}PA1?state=${between(random, 40_000, 99_999)}"/>` +
          udfs.map(([t, k, v]) => `<udf:field type="${t}" name="${k}">${v}</udf:field>`).join('') +
          `</smp:sample>`,
      );
    }
  }
  const gcOf = (s: string) => /<name>(GC26-\d+)<\/name>/.exec(s)?.[1] ?? '';
  const targetGc = gcOf(samples[targetIndex]!);
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><smp:details xmlns:udf="http://genologics.com/ri/userdefined" xmlns:ri="http://genologics.com/ri" xmlns:file="http://genologics.com/ri/file" xmlns:smp="http://genologics.com/ri/sample">' +
    samples.join('') +
    '</smp:details>';
  return probe(
    'round 99: Clarity samples XML (one line)',
    `In Clarity, what did the customer call our sample ${targetGc} on their submission form?`,
    'clarity_batch_retrieve_samples',
    xml,
    'customer-sample-name',
    needle,
    true,
  );
}

/** Cromwell GET /api/workflows/v1/{id}/metadata, minified: a germline WGS workflow run on the Slurm backend. */
function cromwellMetadata(): EconomicsTask {
  const random = seededRandom(99_103);
  const wfId = uuid(random);
  const sample = 'HG-0117';
  const root = `/gpfs/proj/gc_pipelines/cromwell-executions/GermlineWGS/${wfId}`;
  const md5 = () => hex(random, 32).toUpperCase();
  const needle = '7720418';
  const targetShard = 21;
  const used = new Set<number>([7_720_418]);
  const jobId = () => {
    for (;;) {
      const n = between(random, 7_716_000, 7_724_999);
      if (!used.has(n) && !String(n).includes(needle)) {
        used.add(n);
        return String(n);
      }
    }
  };
  const ref = '/gpfs/proj/gc_refs/hg38/v0/Homo_sapiens_assembly38';
  let clock = Date.UTC(2026, 10, 15, 18, 2, 11, 412);
  const stamp = (ms: number) => `${isoMs(ms)}Z`;
  const GATK = 'us.gcr.io/broad-gatk/gatk:4.6.1.0';
  const tasks: {
    name: string;
    shards: number;
    docker: string;
    cpu: string;
    memory: string;
    minutes: [number, number];
    command: (i: number) => string;
    inputs: (i: number) => Record<string, unknown>;
    outputs: (i: number, dir: string) => Record<string, unknown>;
  }[] = [
    {
      name: 'ApplyBQSR',
      shards: 24,
      docker: GATK,
      cpu: '1',
      memory: '3500 MB',
      minutes: [14, 40],
      command: (i) =>
        `gatk --java-options "-XX:+PrintFlagsFinal -XX:+PrintGCTimeStamps -XX:+PrintGCDateStamps -XX:+PrintGCDetails -Xloggc:gc_log.log -XX:GCTimeLimit=50 -XX:GCHeapFreeLimit=10 -Xms3000m -Xmx3000m" ApplyBQSR --create-output-bam-md5 --add-output-sam-program-record -R ${ref}.fasta -I ${root}/call-MarkDuplicates/execution/${sample}.aligned.unsorted.duplicates_marked.sorted.bam --use-original-qualities -O ${sample}.aligned.duplicates_marked.recalibrated.${i}.bam -bqsr ${root}/call-GatherBqsrReports/execution/${sample}.recal_data.csv --static-quantized-quals 10 --static-quantized-quals 20 --static-quantized-quals 30 -L ${root}/call-CreateSequenceGroupingTSV/execution/sequence_grouping_with_unmapped_${i}.txt`,
      inputs: (i) => ({
        input_bam: `${sample}.aligned.unsorted.duplicates_marked.sorted.bam`,
        output_bam_basename: `${sample}.aligned.duplicates_marked.recalibrated.${i}`,
        ref_fasta: `${ref}.fasta`,
        recalibration_report: `${sample}.recal_data.csv`,
        sequence_group_interval: [`chr${i + 1}`],
        preemptible_tries: 3,
      }),
      outputs: (i, dir) => ({
        recalibrated_bam: `${dir}/execution/${sample}.aligned.duplicates_marked.recalibrated.${i}.bam`,
        recalibrated_bam_checksum: `${dir}/execution/${sample}.aligned.duplicates_marked.recalibrated.${i}.bam.md5`,
      }),
    },
    {
      name: 'BaseRecalibrator',
      shards: 24,
      docker: GATK,
      cpu: '1',
      memory: '6000 MB',
      minutes: [10, 35],
      command: (i) =>
        `gatk --java-options "-XX:GCTimeLimit=50 -XX:GCHeapFreeLimit=10 -XX:+PrintFlagsFinal -XX:+PrintGCTimeStamps -XX:+PrintGCDateStamps -XX:+PrintGCDetails -Xloggc:gc_log.log -Xms5000m -Xmx5500m" BaseRecalibrator -R ${ref}.fasta -I ${root}/call-MarkDuplicates/execution/${sample}.aligned.unsorted.duplicates_marked.sorted.bam --use-original-qualities -O ${sample}.recal_data.${i}.csv --known-sites ${ref}.dbsnp138.vcf --known-sites ${ref}.known_indels.vcf.gz --known-sites /gpfs/proj/gc_refs/hg38/v0/Mills_and_1000G_gold_standard.indels.hg38.vcf.gz -L ${root}/call-CreateSequenceGroupingTSV/execution/sequence_grouping_${i}.txt`,
      inputs: (i) => ({
        input_bam: `${sample}.aligned.unsorted.duplicates_marked.sorted.bam`,
        recalibration_report_filename: `${sample}.recal_data.${i}.csv`,
        sequence_group_interval: [`chr${i + 1}`],
        dbsnp_vcf: `${ref}.dbsnp138.vcf`,
        ref_fasta: `${ref}.fasta`,
        preemptible_tries: 3,
      }),
      outputs: (i, dir) => ({ recalibration_report: `${dir}/execution/${sample}.recal_data.${i}.csv` }),
    },
    {
      name: 'CollectWgsMetrics',
      shards: 1,
      docker: GATK,
      cpu: '1',
      memory: '3000 MB',
      minutes: [60, 90],
      command: () =>
        `java -Xms2000m -Xmx2500m -jar /usr/picard/picard.jar CollectWgsMetrics INPUT=${root}/call-GatherBamFiles/execution/${sample}.bam VALIDATION_STRINGENCY=SILENT REFERENCE_SEQUENCE=${ref}.fasta INCLUDE_BQ_HISTOGRAM=true INTERVALS=/gpfs/proj/gc_refs/hg38/v0/wgs_coverage_regions.hg38.interval_list OUTPUT=${sample}.wgs_metrics USE_FAST_ALGORITHM=true READ_LENGTH=250`,
      inputs: () => ({ input_bam: `${sample}.bam`, metrics_filename: `${sample}.wgs_metrics`, read_length: 250 }),
      outputs: (_i, dir) => ({ metrics: `${dir}/execution/${sample}.wgs_metrics` }),
    },
    {
      name: 'GatherBamFiles',
      shards: 1,
      docker: GATK,
      cpu: '1',
      memory: '3000 MB',
      minutes: [40, 70],
      command: () =>
        `java -Dsamjdk.compression_level=2 -Xms2000m -Xmx2500m -jar /usr/picard/picard.jar GatherBamFiles ${Array.from({ length: 24 }, (_, i) => `INPUT=${root}/call-ApplyBQSR/shard-${i}/execution/${sample}.aligned.duplicates_marked.recalibrated.${i}.bam`).join(' ')} OUTPUT=${sample}.bam CREATE_INDEX=true CREATE_MD5_FILE=true`,
      inputs: () => ({ output_bam_basename: sample, compression_level: 2 }),
      outputs: (_i, dir) => ({
        output_bam: `${dir}/execution/${sample}.bam`,
        output_bam_index: `${dir}/execution/${sample}.bai`,
        output_bam_md5: `${dir}/execution/${sample}.bam.md5`,
      }),
    },
    {
      name: 'GatherBqsrReports',
      shards: 1,
      docker: GATK,
      cpu: '1',
      memory: '3500 MB',
      minutes: [2, 5],
      command: () =>
        `gatk --java-options "-Xms3000m -Xmx3000m" GatherBQSRReports ${Array.from({ length: 24 }, (_, i) => `-I ${root}/call-BaseRecalibrator/shard-${i}/execution/${sample}.recal_data.${i}.csv`).join(' ')} -O ${sample}.recal_data.csv`,
      inputs: () => ({ output_report_filename: `${sample}.recal_data.csv`, preemptible_tries: 3 }),
      outputs: (_i, dir) => ({ output_bqsr_report: `${dir}/execution/${sample}.recal_data.csv` }),
    },
    {
      name: 'HaplotypeCaller',
      shards: 50,
      docker: GATK,
      cpu: '2',
      memory: '6500 MB',
      minutes: [35, 110],
      command: (i) =>
        `set -e\n  gatk --java-options "-Xmx5g -Xms5g -XX:GCTimeLimit=50 -XX:GCHeapFreeLimit=10" HaplotypeCaller -R ${ref}.fasta -I ${root}/call-GatherBamFiles/execution/${sample}.bam -L ${root}/call-ScatterIntervalList/execution/out/${pad(i + 1, 4)}-scattered.interval_list -O ${sample}.${i}.g.vcf.gz -contamination 0.0 -G StandardAnnotation -G StandardHCAnnotation -G AS_StandardAnnotation -GQB 10 -GQB 20 -GQB 30 -GQB 40 -GQB 50 -GQB 60 -GQB 70 -GQB 80 -GQB 90 -ERC GVCF --dragen-mode false`,
      inputs: (i) => ({
        input_bam: `${sample}.bam`,
        interval_list: `${pad(i + 1, 4)}-scattered.interval_list`,
        vcf_basename: `${sample}.${i}`,
        contamination: 0.0,
        hc_scatter: 50,
        make_gvcf: true,
        use_spanning_event_genotyping: true,
      }),
      outputs: (i, dir) => ({
        output_vcf: `${dir}/execution/${sample}.${i}.g.vcf.gz`,
        output_vcf_index: `${dir}/execution/${sample}.${i}.g.vcf.gz.tbi`,
      }),
    },
    {
      name: 'MarkDuplicates',
      shards: 1,
      docker: GATK,
      cpu: '2',
      memory: '16000 MB',
      minutes: [180, 260],
      command: () =>
        `java -Dsamjdk.compression_level=2 -Xms14000m -Xmx15000m -jar /usr/picard/picard.jar MarkDuplicates ${Array.from({ length: 16 }, (_, i) => `INPUT=${root}/call-SamToFastqAndBwaMemAndMba/shard-${i}/execution/${sample}.${i}.aligned.unsorted.bam`).join(' ')} OUTPUT=${sample}.aligned.unsorted.duplicates_marked.bam METRICS_FILE=${sample}.duplicate_metrics VALIDATION_STRINGENCY=SILENT OPTICAL_DUPLICATE_PIXEL_DISTANCE=2500 ASSUME_SORT_ORDER="queryname" CLEAR_DT="false" ADD_PG_TAG_TO_READS=false`,
      inputs: () => ({
        metrics_filename: `${sample}.duplicate_metrics`,
        output_bam_basename: `${sample}.aligned.unsorted.duplicates_marked`,
        compression_level: 2,
      }),
      outputs: (_i, dir) => ({
        output_bam: `${dir}/execution/${sample}.aligned.unsorted.duplicates_marked.bam`,
        duplicate_metrics: `${dir}/execution/${sample}.duplicate_metrics`,
      }),
    },
    {
      name: 'MergeVCFs',
      shards: 1,
      docker: GATK,
      cpu: '1',
      memory: '3000 MB',
      minutes: [8, 15],
      command: () =>
        `java -Xms2000m -Xmx2500m -jar /usr/picard/picard.jar MergeVcfs ${Array.from({ length: 50 }, (_, i) => `INPUT=${root}/call-HaplotypeCaller/shard-${i}/execution/${sample}.${i}.g.vcf.gz`).join(' ')} OUTPUT=${sample}.g.vcf.gz`,
      inputs: () => ({ output_vcf_name: `${sample}.g.vcf.gz` }),
      outputs: (_i, dir) => ({
        output_vcf: `${dir}/execution/${sample}.g.vcf.gz`,
        output_vcf_index: `${dir}/execution/${sample}.g.vcf.gz.tbi`,
      }),
    },
    {
      name: 'SamToFastqAndBwaMemAndMba',
      shards: 16,
      docker: 'us.gcr.io/broad-gotc-prod/samtools-picard-bwa:1.0.2-0.7.17-2.26.10-1643840748',
      cpu: '16',
      memory: '14 GB',
      minutes: [70, 140],
      command: (i) =>
        `set -o pipefail\n  set -e\n  java -Xms1000m -Xmx1000m -jar /usr/picard/picard.jar SamToFastq INPUT=/gpfs/proj/gc_runs/2026/261110_LH00412_0233_B22KWJ7LT4/ubam/${sample}.L${pad(i + 1, 3)}.unmapped.bam FASTQ=/dev/stdout INTERLEAVE=true NON_PF=true | /usr/gitc/bwa mem -K 100000000 -p -v 3 -t 16 -Y ${ref}.fasta /dev/stdin - 2> >(tee ${sample}.${i}.bwa.stderr.log >&2) | java -Dsamjdk.compression_level=2 -Xms1000m -Xmx1000m -jar /usr/picard/picard.jar MergeBamAlignment VALIDATION_STRINGENCY=SILENT EXPECTED_ORIENTATIONS=FR ATTRIBUTES_TO_RETAIN=X0 ATTRIBUTES_TO_REMOVE=NM ATTRIBUTES_TO_REMOVE=MD ALIGNED_BAM=/dev/stdin UNMAPPED_BAM=${sample}.L${pad(i + 1, 3)}.unmapped.bam OUTPUT=${sample}.${i}.aligned.unsorted.bam REFERENCE_SEQUENCE=${ref}.fasta SORT_ORDER="unsorted" IS_BISULFITE_SEQUENCE=false ALIGNED_READS_ONLY=false CLIP_ADAPTERS=false MAX_RECORDS_IN_RAM=2000000 ADD_MATE_CIGAR=true MAX_INSERTIONS_OR_DELETIONS=-1 PRIMARY_ALIGNMENT_STRATEGY=MostDistant PROGRAM_RECORD_ID="bwamem" PROGRAM_GROUP_VERSION="0.7.17-r1188" PROGRAM_GROUP_COMMAND_LINE="bwa mem -K 100000000 -p -v 3 -t 16 -Y ${ref}.fasta" PROGRAM_GROUP_NAME="bwamem" UNMAPPED_READ_STRATEGY=COPY_TO_TAG ALIGNER_PROPER_PAIR_FLAGS=true UNMAP_CONTAMINANT_READS=true`,
      inputs: (i) => ({
        input_bam: `${sample}.L${pad(i + 1, 3)}.unmapped.bam`,
        bwa_commandline: `bwa mem -K 100000000 -p -v 3 -t 16 -Y $bash_ref_fasta`,
        output_bam_basename: `${sample}.${i}.aligned.unsorted`,
        compression_level: 2,
        hard_clip_reads: false,
      }),
      outputs: (i, dir) => ({
        output_bam: `${dir}/execution/${sample}.${i}.aligned.unsorted.bam`,
        bwa_stderr_log: `${dir}/execution/${sample}.${i}.bwa.stderr.log`,
      }),
    },
    {
      name: 'SortSam',
      shards: 1,
      docker: GATK,
      cpu: '1',
      memory: '5000 MB',
      minutes: [90, 140],
      command: () =>
        `java -Dsamjdk.compression_level=2 -Xms4000m -Xmx4900m -jar /usr/picard/picard.jar SortSam INPUT=${root}/call-MarkDuplicates/execution/${sample}.aligned.unsorted.duplicates_marked.bam OUTPUT=${sample}.aligned.unsorted.duplicates_marked.sorted.bam SORT_ORDER="coordinate" CREATE_INDEX=true CREATE_MD5_FILE=true MAX_RECORDS_IN_RAM=300000`,
      inputs: () => ({ output_bam_basename: `${sample}.aligned.unsorted.duplicates_marked.sorted`, compression_level: 2 }),
      outputs: (_i, dir) => ({
        output_bam: `${dir}/execution/${sample}.aligned.unsorted.duplicates_marked.sorted.bam`,
        output_bam_index: `${dir}/execution/${sample}.aligned.unsorted.duplicates_marked.sorted.bai`,
      }),
    },
    {
      name: 'ValidateVariants',
      shards: 1,
      docker: GATK,
      cpu: '1',
      memory: '3500 MB',
      minutes: [20, 35],
      command: () =>
        `gatk --java-options "-Xms3000m -Xmx3250m" ValidateVariants -V ${root}/call-MergeVCFs/execution/${sample}.g.vcf.gz -R ${ref}.fasta -L /gpfs/proj/gc_refs/hg38/v0/wgs_calling_regions.hg38.interval_list -gvcf --validation-type-to-exclude ALLELES --dbsnp ${ref}.dbsnp138.vcf --no-overlaps`,
      inputs: () => ({ input_vcf: `${sample}.g.vcf.gz`, calling_interval_list: 'wgs_calling_regions.hg38.interval_list', is_gvcf: true }),
      outputs: () => ({}),
    },
  ];
  const RUN_ORDER = [
    'SamToFastqAndBwaMemAndMba',
    'MarkDuplicates',
    'SortSam',
    'BaseRecalibrator',
    'GatherBqsrReports',
    'ApplyBQSR',
    'GatherBamFiles',
    'HaplotypeCaller',
    'CollectWgsMetrics',
    'MergeVCFs',
    'ValidateVariants',
  ];
  const ran: Record<string, unknown[]> = {};
  for (const t of RUN_ORDER.map((name) => tasks.find((task) => task.name === name)!)) {
    const entries: unknown[] = [];
    const phase = clock;
    for (let i = 0; i < t.shards; i++) {
      let after = phase;
      const attempts = t.name === 'HaplotypeCaller' && i !== targetShard && random() < 0.12 ? 2 : 1;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const sharded = t.shards > 1;
        const dir = `${root}/call-${t.name}${sharded ? `/shard-${i}` : ''}${attempt > 1 ? `/attempt-${attempt}` : ''}`;
        const start = after + between(random, 200, 90_000) + (t.shards > 1 ? between(random, 0, 12 * MINUTE) : 0);
        const run = between(random, t.minutes[0], t.minutes[1]) * MINUTE + between(random, 0, 59_999);
        const end = start + run;
        after = end;
        clock = Math.max(clock, end);
        const preempted = attempt < attempts;
        const events = [
          ['Pending', start, start + 3],
          ['RequestingExecutionToken', start + 3, start + 1204],
          ['WaitingForValueStore', start + 1204, start + 1205],
          ['PreparingJob', start + 1205, start + 1291],
          ['CheckingCallCache', start + 1291, start + 1702],
          ['RunningJob', start + 1702, end - 9000],
          ['UpdatingCallCache', end - 9000, end - 8100],
          ['UpdatingJobStore', end - 8100, end],
        ].map(([description, s, e]) => ({ startTime: stamp(s as number), description, endTime: stamp(e as number) }));
        entries.push({
          executionStatus: preempted ? 'RetryableFailure' : 'Done',
          stdout: `${dir}/execution/stdout`,
          backendStatus: preempted ? 'Failed' : 'Done',
          commandLine: t.command(i),
          shardIndex: sharded ? i : -1,
          outputs: preempted ? {} : t.outputs(i, dir),
          runtimeAttributes: {
            continueOnReturnCode: '0',
            cpu: t.cpu,
            docker: t.docker,
            failOnStderr: 'false',
            maxRetries: '1',
            memory: t.memory,
            runtime_minutes: String(t.minutes[1] * 2),
            slurm_partition: 'standard',
          },
          callCaching: {
            allowResultReuse: !preempted,
            hit: false,
            result: 'Cache Miss',
            hashes: {
              'output count': md5(),
              'runtime attribute': { docker: md5(), continueOnReturnCode: md5(), failOnStderr: md5() },
              'output expression': Object.fromEntries(Object.keys(t.outputs(i, dir)).map((k) => [`File ${k}`, md5()])),
              'input count': md5(),
              'backend name': md5(),
              'command template': md5(),
              input: Object.fromEntries(
                Object.keys(t.inputs(i)).map((k) => [`${k.endsWith('bam') || k.startsWith('ref') ? 'File' : 'String'} ${k}`, md5()]),
              ),
            },
            effectiveCallCachingMode: 'ReadAndWriteCache',
          },
          inputs: t.inputs(i),
          returnCode: preempted ? 137 : 0,
          jobId: t.name === 'HaplotypeCaller' && i === targetShard ? needle : jobId(),
          backend: 'Slurm',
          end: stamp(end),
          dockerImageUsed: `${t.docker.split(':')[0]}@sha256:${hex(random, 64)}`,
          stderr: `${dir}/execution/stderr`,
          callRoot: dir,
          attempt,
          executionEvents: events,
          start: stamp(start),
        });
      }
    }
    ran[`GermlineWGS.${t.name}`] = entries;
  }
  const calls = Object.fromEntries(Object.entries(ran).sort(([a], [b]) => (a < b ? -1 : 1)));
  const submitted = Date.UTC(2026, 10, 15, 18, 1, 58, 77);
  const body = {
    workflowName: 'GermlineWGS',
    workflowProcessingEvents: [
      { cromwellId: 'cromid-5e1b07c', description: 'PickedUp', timestamp: stamp(submitted + 9_000), cromwellVersion: '87' },
      { cromwellId: 'cromid-5e1b07c', description: 'Finished', timestamp: stamp(clock + 4 * HOUR), cromwellVersion: '87' },
    ],
    actualWorkflowLanguageVersion: '1.0',
    submittedFiles: {
      workflow: `version 1.0\n\nimport "tasks/Alignment.wdl" as Alignment\nimport "tasks/BamProcessing.wdl" as Processing\nimport "tasks/VariantCalling.wdl" as Calling\n\nworkflow GermlineWGS {\n  input {\n    String sample_name\n    Array[File] unmapped_bams\n    File ref_fasta\n    Int hc_scatter = 50\n  }\n  ...\n}\n`,
      root: '',
      options:
        '{"final_workflow_outputs_dir":"/gpfs/proj/gc_deliveries/HG-0117","use_relative_output_paths":true,"read_from_cache":true,"write_to_cache":true}',
      inputs: `{"GermlineWGS.sample_name":"${sample}","GermlineWGS.ref_fasta":"${ref}.fasta","GermlineWGS.hc_scatter":50}`,
      workflowUrl: '',
      labels: '{"project":"GC-HALDANE-WGS","sample":"HG-0117"}',
    },
    calls,
    outputs: {
      'GermlineWGS.output_vcf': `${root}/call-MergeVCFs/execution/${sample}.g.vcf.gz`,
      'GermlineWGS.output_bam': `${root}/call-GatherBamFiles/execution/${sample}.bam`,
      'GermlineWGS.wgs_metrics': `${root}/call-CollectWgsMetrics/execution/${sample}.wgs_metrics`,
    },
    workflowRoot: root,
    actualWorkflowLanguage: 'WDL',
    status: 'Succeeded',
    end: stamp(clock + 4 * HOUR),
    start: stamp(submitted + 9_000),
    id: wfId,
    inputs: {
      sample_name: sample,
      ref_fasta: `${ref}.fasta`,
      hc_scatter: 50,
      unmapped_bams: Array.from(
        { length: 16 },
        (_, i) => `/gpfs/proj/gc_runs/2026/261110_LH00412_0233_B22KWJ7LT4/ubam/${sample}.L${pad(i + 1, 3)}.unmapped.bam`,
      ),
    },
    labels: { 'cromwell-workflow-id': `cromwell-${wfId}`, project: 'GC-HALDANE-WGS', sample },
    submission: stamp(submitted),
  };
  return probe(
    'round 99: Cromwell workflow metadata (one line)',
    `Which Slurm job ID did Cromwell use for shard ${targetShard} of the HaplotypeCaller step in this germline workflow?`,
    'cromwell_workflow_metadata',
    JSON.stringify(body),
    'hc-shard-jobid',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------------------------

/** scontrol show node: ~550 node records; the drained one's reason is on its last line. */
function scontrolShowNode(): EconomicsTask {
  const random = seededRandom(99_104);
  const needle = 'uncorrectable ECC DIMM_C1 INC0048213';
  const targetNode = 'cn0318';
  const admins = ['root', 'slurm', 'mhenriksen', 'tobi_rc', 'kwame.rc'];
  const REASONS = [
    'Not responding',
    'Kill task failed',
    'NHC: check_fs_mount: /gpfs/proj not mounted',
    'NHC: check_hw_ib: mlx5_0 port 1 state DOWN',
    'NHC: check_ps_loadavg: load 412 > 256',
    'reboot requested',
    'BIOS 1.14.2 + BMC firmware update',
    'PSU2 replaced, burn-in',
    'batch job complete failure',
    'IB link flapping mlx5_0 INC0047764',
    'fan 3 replaced INC0047990',
  ];
  const parts: {
    prefix: string;
    width: number;
    count: number;
    cpus: number;
    sockets: number;
    mem: number;
    feat: string;
    gres: string;
    partitions: string;
    os: string;
  }[] = [
    {
      prefix: 'cn',
      width: 4,
      count: 480,
      cpus: 64,
      sockets: 2,
      mem: 512_000,
      feat: 'icelake,ib_hdr,avx512',
      gres: '(null)',
      partitions: 'standard,preempt',
      os: '5.14.0-427.42.1.el9_4.x86_64',
    },
    {
      prefix: 'bm',
      width: 2,
      count: 16,
      cpus: 96,
      sockets: 2,
      mem: 2_048_000,
      feat: 'sapphirerapids,ib_hdr,avx512,bigmem',
      gres: '(null)',
      partitions: 'bigmem,preempt',
      os: '5.14.0-427.42.1.el9_4.x86_64',
    },
    {
      prefix: 'gpu-a100-',
      width: 2,
      count: 32,
      cpus: 64,
      sockets: 2,
      mem: 1_024_000,
      feat: 'milan,ib_hdr,a100,nvlink',
      gres: 'gpu:a100:4(S:0-1)',
      partitions: 'gpu,preempt-gpu',
      os: '5.14.0-427.42.1.el9_4.x86_64',
    },
    {
      prefix: 'gpu-h100-',
      width: 2,
      count: 24,
      cpus: 96,
      sockets: 2,
      mem: 2_048_000,
      feat: 'sapphirerapids,ib_ndr,h100,nvlink',
      gres: 'gpu:h100:8(S:0-1)',
      partitions: 'gpu-h100,preempt-gpu',
      os: '5.14.0-503.14.1.el9_5.x86_64',
    },
  ];
  const records: string[] = [];
  const reasonsUsed = new Set<string>();
  for (const p of parts) {
    for (let i = 1; i <= p.count; i++) {
      const name = p.prefix + pad(i, p.width);
      const isTarget = name === targetNode;
      const r = random();
      let state: string;
      let reason = '';
      if (isTarget) state = 'IDLE+DRAIN';
      else if (r < 0.5) state = 'ALLOCATED';
      else if (r < 0.8) state = 'MIXED';
      else if (r < 0.93) state = 'IDLE';
      else {
        state = oneOf(random, ['IDLE+DRAIN', 'MIXED+DRAIN', 'ALLOCATED+DRAIN', 'DOWN+NOT_RESPONDING', 'IDLE+DRAIN+REBOOT_REQUESTED']);
        reason = state.startsWith('DOWN') ? 'Not responding' : oneOf(random, REASONS);
        if (random() < 0.3) {
          reason = `${random() < 0.5 ? 'correctable ECC rate' : 'uncorrectable ECC'} DIMM_${oneOf(random, ['A', 'B', 'D', 'E', 'F', 'G', 'H'])}${between(random, 1, 2)} INC00${between(random, 47_000, 48_199)}`;
          if (reasonsUsed.has(reason)) reason = 'Kill task failed';
          reasonsUsed.add(reason);
        }
      }
      if (isTarget) reason = needle;
      const alloc = state.startsWith('ALLOCATED') ? p.cpus : state.startsWith('MIXED') ? between(random, 1, p.cpus - 1) : 0;
      const load = alloc ? (alloc * (0.85 + random() * 0.2)).toFixed(2) : (random() * 0.3).toFixed(2);
      const allocMem = alloc ? Math.min(p.mem - 12_000, Math.round((alloc / p.cpus) * p.mem * (0.5 + random() * 0.45))) : 0;
      const freeMem = state.startsWith('DOWN') ? 'N/A' : String(Math.max(2_048, p.mem - allocMem - between(random, 4_000, 60_000)));
      const boot = NOW - between(random, 2, 40) * DAY - between(random, 0, DAY);
      const gpuAlloc = p.gres !== '(null)' && alloc ? `,gres/gpu=${between(random, 1, Number(p.gres.split(':')[2]!.charAt(0)))}` : '';
      const lines = [
        `NodeName=${name} Arch=x86_64 CoresPerSocket=${p.cpus / p.sockets} `,
        `   CPUAlloc=${alloc} CPUEfctv=${p.cpus} CPUTot=${p.cpus} CPULoad=${state.startsWith('DOWN') ? 'N/A' : load}`,
        `   AvailableFeatures=${p.feat}`,
        `   ActiveFeatures=${p.feat}`,
        `   Gres=${p.gres}`,
        `   NodeAddr=${name} NodeHostName=${name} Version=24.05.4`,
        `   OS=Linux ${p.os} #1 SMP PREEMPT_DYNAMIC Tue Oct 8 11:52:16 UTC 2024 `,
        `   RealMemory=${p.mem} AllocMem=${allocMem} FreeMem=${freeMem} Sockets=${p.sockets} Boards=1`,
        `   State=${state} ThreadsPerCore=1 TmpDisk=${p.prefix === 'cn' ? 0 : 3_500_000} Weight=${p.prefix === 'cn' ? 1 : p.prefix === 'bm' ? 50 : 100} Owner=N/A MCS_label=N/A`,
        `   Partitions=${p.partitions} `,
        `   BootTime=${iso(boot)} SlurmdStartTime=${iso(boot + between(random, 70, 200) * 1000)}`,
        `   LastBusyTime=${iso(alloc ? NOW - between(random, 1, 600) * 1000 : NOW - between(random, 600, (3 * DAY) / 1000) * 1000)} ResumeAfterTime=None`,
        `   CfgTRES=cpu=${p.cpus},mem=${Math.round(p.mem / 1024)}G,billing=${p.cpus}${p.gres !== '(null)' ? `,gres/gpu=${p.gres.split(':')[2]!.charAt(0)}` : ''}`,
        `   AllocTRES=${alloc ? `cpu=${alloc},mem=${Math.round(allocMem / 1024)}G${gpuAlloc}` : ''}`,
        `   CurrentWatts=0 AveWatts=0`,
      ];
      if (reason) {
        const who = isTarget ? 'mhenriksen' : oneOf(random, admins);
        const when = isTarget ? Date.UTC(2026, 10, 16, 8, 14, 22) : NOW - between(random, 1, 20 * 24 * 60) * MINUTE;
        lines.push(`   Reason=${reason} [${who}@${iso(when)}]`);
      }
      records.push(lines.join('\n'));
    }
  }
  return probe(
    'round 99: scontrol show node (records)',
    `Why is node ${targetNode} drained?`,
    'scontrol_show_node',
    records.join('\n\n') + '\n',
    'drain-reason',
    needle,
  );
}

/** bcl2fastq Stats.json (its own pretty print): four lanes, one pool of 264 libraries on each. */
function bcl2fastqStats(): EconomicsTask {
  const random = seededRandom(99_105);
  const flowcell = 'HGWY2DSXF';
  const nSamples = 264;
  const targetSample = 131;
  const targetLane = 2;
  /** Each lane holds its own pool. */
  const idsOf = (lane: number) => Array.from({ length: nSamples }, (_, i) => `GC26-${pad(4_981 + (lane - 1) * nSamples + i, 5)}`);
  const ids = idsOf(1);
  const idx = () => chars(random, 'ACGT', 10);
  const L: string[] = [];
  L.push('{');
  L.push(`  "Flowcell" : "${flowcell}",`);
  L.push('  "RunNumber" : 412,');
  L.push(`  "RunId" : "261112_A01987_0412_A${flowcell}",`);
  L.push('  "ReadInfosForLanes" : [ {');
  for (let lane = 1; lane <= 4; lane++) {
    L.push(`    "LaneNumber" : ${lane},`);
    L.push('    "ReadInfos" : [ {');
    const reads = [
      [1, 151, false],
      [2, 10, true],
      [3, 10, true],
      [4, 151, false],
    ] as const;
    reads.forEach(([n, cycles, indexed], k) => {
      L.push(`      "Number" : ${n},`);
      L.push(`      "NumCycles" : ${cycles},`);
      L.push(`      "IsIndexedRead" : ${indexed}`);
      L.push(k < reads.length - 1 ? '    }, {' : '    } ]');
    });
    L.push(lane < 4 ? '  }, {' : '  } ],');
  }
  let needle = '';
  const readMetrics = (indent: string, reads: number) => {
    const out: string[] = [`${indent}"ReadMetrics" : [ {`];
    for (const r of [1, 2]) {
      const yieldBases = reads * 151;
      const q30 = Math.round(yieldBases * (0.88 + random() * 0.07));
      const qsum = Math.round(yieldBases * (35.2 + random() * 1.6));
      out.push(`${indent}  "ReadNumber" : ${r},`);
      out.push(`${indent}  "Yield" : ${yieldBases},`);
      out.push(`${indent}  "YieldQ30" : ${q30},`);
      out.push(`${indent}  "QualityScoreSum" : ${qsum},`);
      out.push(`${indent}  "TrimmedBases" : 0`);
      out.push(r === 1 ? `${indent}}, {` : `${indent}} ]`);
    }
    return out;
  };
  L.push('  "ConversionResults" : [ {');
  for (let lane = 1; lane <= 4; lane++) {
    const raw = between(random, 2_600_000_000, 2_760_000_000);
    const pf = Math.round(raw * (0.8 + random() * 0.06));
    const undetermined = Math.round(pf * (0.015 + random() * 0.02));
    const assigned = pf - undetermined;
    L.push(`    "LaneNumber" : ${lane},`);
    L.push(`    "TotalClustersRaw" : ${raw},`);
    L.push(`    "TotalClustersPF" : ${pf},`);
    L.push(`    "Yield" : ${pf * 302},`);
    L.push('    "DemuxResults" : [ {');
    const weights = ids.map(() => 0.6 + random() * 0.8);
    const wsum = weights.reduce((a, b) => a + b, 0);
    idsOf(lane).forEach((id, s) => {
      const reads = Math.round((assigned * weights[s]! * (0.94 + random() * 0.12)) / wsum);
      if (s === targetSample && lane === targetLane) needle = String(reads);
      const perfect = Math.round(reads * (0.955 + random() * 0.04));
      L.push(`      "SampleId" : "${id}",`);
      L.push(`      "SampleName" : "${id}",`);
      L.push('      "IndexMetrics" : [ {');
      L.push(`        "IndexSequence" : "${idx()}+${idx()}",`);
      L.push('        "MismatchCounts" : {');
      L.push(`          "0" : ${perfect},`);
      L.push(`          "1" : ${reads - perfect}`);
      L.push('        }');
      L.push('      } ],');
      L.push(`      "NumberReads" : ${reads},`);
      L.push(`      "Yield" : ${reads * 302},`);
      L.push(...readMetrics('      ', reads));
      L.push(s < ids.length - 1 ? '    }, {' : '    } ],');
    });
    L.push('    "Undetermined" : {');
    L.push(`      "NumberReads" : ${undetermined},`);
    L.push(`      "Yield" : ${undetermined * 302},`);
    L.push(...readMetrics('      ', undetermined));
    L.push('    }');
    L.push(lane < 4 ? '  }, {' : '  } ],');
  }
  L.push('  "UnknownBarcodes" : [ {');
  for (let lane = 1; lane <= 4; lane++) {
    L.push(`    "Lane" : ${lane},`);
    L.push('    "Barcodes" : {');
    let count = between(random, 2_000_000, 4_000_000);
    const n = 120;
    for (let k = 0; k < n; k++) {
      const code = k === 0 ? 'GGGGGGGGGG+AGATCTCGGT' : k === 1 ? 'NNNNNNNNNN+NNNNNNNNNN' : `${idx()}+${idx()}`;
      L.push(`      "${code}" : ${count}${k < n - 1 ? ',' : ''}`);
      count = Math.round(count * (0.86 + random() * 0.12));
    }
    L.push('    }');
    L.push(lane < 4 ? '  }, {' : '  } ]');
  }
  L.push('}');
  return probe(
    'round 99: bcl2fastq Stats.json (pretty JSON)',
    `How many reads did sample ${idsOf(targetLane)[targetSample]} get on the NovaSeq run?`,
    'read_demux_stats_json',
    L.join('\n') + '\n',
    'lane-sample-reads',
    needle,
  );
}

/** pdsh ipmitool fru print | dshbak: every node's FRU inventory; the asset tag sits a dozen lines under the host. */
function fruInventory(): EconomicsTask {
  const random = seededRandom(99_106);
  const needleTag = 'HURC-008812';
  const targetNode = 'cn0264';
  const tags = new Set<string>([needleTag]);
  const tag = () => {
    for (;;) {
      const t = `HURC-00${between(random, 6000, 9999)}`;
      if (!tags.has(t)) {
        tags.add(t);
        return t;
      }
    }
  };
  const UP = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const dellDate = () => {
    const d = new Date(Date.UTC(2023, between(random, 0, 11), between(random, 1, 28), between(random, 0, 23), between(random, 0, 59)));
    return d
      .toUTCString()
      .replace(/^(\w{3}), (\d{2}) (\w{3}) (\d{4}) (\S+) GMT$/, '$1 $3 $2 $5 $4 UTC')
      .replace(/ 0(\d) /, '  $1 ');
  };
  const dellPsu = (id: number, watts: number) => {
    const serial = `CNDED00${chars(random, '0123456789', 2)}${chars(random, UP, 5)}`;
    return [
      `FRU Device Description : PS${id} (ID ${id})`,
      ` Board Mfg Date        : ${dellDate()}`,
      ` Board Mfg             : DELL`,
      ` Board Product         : PWR SPLY,${watts}W,RDNT,${oneOf(random, ['DELTA', 'LITEON'])}`,
      ` Board Serial          : ${serial}`,
      ` Board Part Number     : 0${chars(random, UP, 5)}A0${between(random, 1, 4)}`,
      ` Product Manufacturer  : DELL`,
      ` Product Name          : PWR SPLY,${watts}W,RDNT,DELTA`,
      ` Product Part Number   : 0${chars(random, UP, 5)}`,
      ` Product Version       : A0${between(random, 1, 4)}`,
      ` Product Serial        : ${serial}`,
      '',
    ];
  };
  const dell = (model: string, assetTag: string, watts: number) => [
    'FRU Device Description : Builtin FRU Device (ID 0)',
    ` Board Mfg Date        : ${dellDate()}`,
    ` Board Mfg             : DELL`,
    ` Board Product         : PowerEdge ${model}`,
    ` Board Serial          : CNFCP00${chars(random, '0123456789', 2)}${chars(random, UP, 5)}`,
    ` Board Part Number     : 0${chars(random, UP, 5)}A0${between(random, 1, 9)}`,
    ` Product Manufacturer  : DELL`,
    ` Product Name          : PowerEdge ${model}`,
    ` Product Version       : 01`,
    ` Product Serial        : ${chars(random, UP, 7)}`,
    ` Product Asset Tag     : ${assetTag}`,
    '',
    ...dellPsu(1, watts),
    ...dellPsu(2, watts),
    `FRU Device Description : ${model === 'C6520' ? 'CPLD (ID 3)' : 'NDC (ID 3)'}`,
    ` Board Mfg Date        : ${dellDate()}`,
    ` Board Mfg             : DELL`,
    ` Board Product         : ${model === 'C6520' ? 'Sled CPLD' : 'Mellanox ConnectX-6 HDR100 2P'}`,
    ` Board Serial          : CNFCP00${chars(random, '0123456789', 2)}${chars(random, UP, 5)}`,
    ` Board Part Number     : 0${chars(random, UP, 5)}A0${between(random, 1, 9)}`,
    '',
  ];
  const smc = (assetTag: string) => [
    'FRU Device Description : Builtin FRU Device (ID 0)',
    ` Chassis Type          : Other`,
    ` Chassis Part Number   : CSE-418GTS-R3K20P`,
    ` Chassis Serial        : C4180LK${between(random, 20, 24)}P${between(random, 10_000, 99_999)}`,
    ` Board Mfg Date        : ${dellDate()}`,
    ` Board Mfg             : Supermicro`,
    ` Board Product         : H12DSG-O-CPU`,
    ` Board Serial          : UM${between(random, 21, 24)}AS${between(random, 100_000, 999_999)}`,
    ` Board Part Number     : H12DSG-O-CPU`,
    ` Product Manufacturer  : Supermicro`,
    ` Product Name          : AS -4124GO-NART`,
    ` Product Part Number   : AS -4124GO-NART`,
    ` Product Version       : 0123456789`,
    ` Product Serial        : S${between(random, 400_000_000, 499_999_999)}X${between(random, 1000, 9999)}`,
    ` Product Asset Tag     : ${assetTag}`,
    '',
  ];
  const hosts: { name: string; lines: string[] }[] = [];
  const bar = '----------------';
  for (let i = 1; i <= 480; i++) {
    const name = `cn${pad(i, 4)}`;
    hosts.push({ name, lines: dell('C6520', name === targetNode ? needleTag : tag(), 2400) });
  }
  for (let i = 1; i <= 16; i++) hosts.push({ name: `bm${pad2(i)}`, lines: dell('R760', tag(), 1400) });
  for (let i = 1; i <= 32; i++) hosts.push({ name: `gpu-a100-${pad2(i)}`, lines: smc(tag()) });
  for (let i = 1; i <= 24; i++) hosts.push({ name: `gpu-h100-${pad2(i)}`, lines: dell('XE9680', tag(), 2800) });
  hosts.sort((a, b) => (a.name < b.name ? -1 : 1));
  const out = hosts.map((h) => [bar, h.name, bar, ...h.lines].join('\n')).join('\n');
  return probe(
    'round 99: ipmitool fru print via dshbak (records)',
    `Facilities found a server beeping in the machine room with asset tag ${needleTag} on it. Which node is that?`,
    'pdsh_fru_inventory',
    out + '\n',
    'asset-tag-node',
    targetNode,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------------------------

/** mmrepquota reports for the home, project and scratch file systems. */
function gpfsQuotas(): EconomicsTask {
  const random = seededRandom(99_107);
  const needle = '41338902';
  const sizes = (kb: number) => {
    if (kb === 0) return '0';
    const units = ['K', 'M', 'G', 'T', 'P'];
    let v = kb;
    let u = 0;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return `${v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v)}${units[u]}`;
  };
  const KB = { G: 1024 ** 2, T: 1024 ** 3 };
  const users = new Map<string, string[]>();
  for (const lab of LABS) {
    const members = Array.from({ length: between(random, 6, 22) }, () => netid(random));
    members.unshift(`${chars(random, 'abcdefghijklmnoprstvwy', 1)}${lab}`);
    users.set(lab, members);
  }
  const allUsers = [...users.values()].flat();
  const row = (
    name: string,
    fileset: string | null,
    type: string,
    kb: number,
    quota: number,
    limit: number,
    files: number,
    fq: number,
    fl: number,
    entry: string,
  ) => {
    const grace = quota && kb > quota ? `${between(random, 1, 6)} days` : 'none';
    const fgrace = fq && files > fq ? `${between(random, 1, 6)} days` : 'none';
    const head = fileset === null ? `${name.padEnd(20)} ${type.padEnd(8)}` : `${name.padEnd(12)} ${fileset.padEnd(18)} ${type.padEnd(4)}`;
    return `${head} ${sizes(kb).padStart(10)} ${sizes(quota).padStart(10)} ${sizes(limit).padStart(10)} ${'0'.padStart(10)} ${grace.padStart(8)} | ${String(files).padStart(10)} ${String(fq).padStart(9)} ${String(fl).padStart(9)} ${'0'.padStart(8)} ${fgrace.padStart(8)} ${entry}`;
  };
  const L: string[] = [];
  const headerWithFileset = [
    '                                        Block Limits                                    |                     File Limits',
    'Name         fileset            type       blocks      quota      limit   in_doubt    grace |      files     quota     limit in_doubt    grace entryType',
  ];
  // home: user quotas, root fileset
  L.push('# mmrepquota -u --block-size auto gpfs_home');
  L.push('*** Report for USR quotas on gpfs_home');
  L.push(...headerWithFileset);
  for (const u of ['root', ...shuffle(random, [...allUsers])]) {
    const kb = u === 'root' ? 3 * KB.G : between(random, 0, 48 * 1024) * 1024;
    L.push(
      row(
        u,
        'root',
        'USR',
        kb,
        u === 'root' ? 0 : 50 * KB.G,
        u === 'root' ? 0 : 55 * KB.G,
        between(random, 12, 480_000),
        u === 'root' ? 0 : 1_000_000,
        u === 'root' ? 0 : 1_100_000,
        u === 'root' ? 'default on' : 'd_fsys',
      ),
    );
  }
  // project: fileset quotas
  L.push('');
  L.push('# mmrepquota -j --block-size auto gpfs_proj');
  L.push('*** Report for FILESET quotas on gpfs_proj');
  L.push('                                Block Limits                                    |                     File Limits');
  L.push(
    'Name                 type         blocks      quota      limit   in_doubt    grace |      files     quota     limit in_doubt    grace entryType',
  );
  const filesets: { name: string; lab: string }[] = [{ name: 'root', lab: '' }];
  for (const lab of shuffle(random, [...LABS])) {
    filesets.push({ name: `proj_${lab}`, lab });
    if (random() < 0.35) filesets.push({ name: `proj_${lab}_${oneOf(random, ['shared', 'archive', 'imaging', 'seqdata'])}`, lab });
  }
  filesets.push(
    { name: 'gc_runs', lab: '' },
    { name: 'gc_pipelines', lab: '' },
    { name: 'gc_refs', lab: '' },
    { name: 'gc_deliveries', lab: '' },
    { name: 'sw_apps', lab: '' },
    { name: 'containers', lab: '' },
  );
  for (const f of filesets) {
    const quotaT = oneOf(random, [10, 20, 50, 100, 200]);
    const target = f.name === 'proj_okafor';
    const kb = target ? Math.round(38.21 * KB.T) : f.name === 'root' ? 2 * KB.G : Math.round(random() * quotaT * 0.95 * KB.T);
    const files = target ? Number(needle) : f.name === 'root' ? 1_204 : between(random, 40_000, 29_000_000);
    L.push(
      row(
        f.name,
        null,
        'FILESET',
        kb,
        target ? 50 * KB.T : quotaT * KB.T,
        target ? 55 * KB.T : (quotaT + 5) * KB.T,
        files,
        target ? 60_000_000 : 30_000_000,
        target ? 65_000_000 : 33_000_000,
        f.name === 'root' ? 'default on' : 'e',
      ),
    );
  }
  // project: per-fileset user quotas
  L.push('');
  L.push('# mmrepquota -u --block-size auto gpfs_proj');
  L.push('*** Report for USR quotas on gpfs_proj');
  L.push(...headerWithFileset);
  for (const f of filesets) {
    const members = f.lab ? users.get(f.lab)! : shuffle(random, [...allUsers]).slice(0, 6);
    for (const u of ['root', ...members]) {
      const kb = u === 'root' ? between(random, 0, 2048) : Math.round(random() * 6 * KB.T);
      const files = u === 'root' ? between(random, 1, 40) : between(random, 200, 9_000_000);
      L.push(row(u, f.name, 'USR', kb, 0, 0, files === Number(needle) ? files + 1 : files, 0, 0, u === 'root' ? 'default off' : 'i'));
    }
  }
  // scratch: user quotas
  L.push('');
  L.push('# mmrepquota -u --block-size auto gpfs_scratch');
  L.push('*** Report for USR quotas on gpfs_scratch');
  L.push(...headerWithFileset);
  for (const u of ['root', ...shuffle(random, [...allUsers])]) {
    const kb = u === 'root' ? 0 : Math.round(random() * 18 * KB.T);
    L.push(
      row(
        u,
        'root',
        'USR',
        kb,
        u === 'root' ? 0 : 20 * KB.T,
        u === 'root' ? 0 : 25 * KB.T,
        between(random, 0, 12_000_000),
        u === 'root' ? 0 : 20_000_000,
        u === 'root' ? 0 : 22_000_000,
        u === 'root' ? 'default on' : 'd_fsys',
      ),
    );
  }
  return probe(
    'round 99: mmrepquota reports, preamble and paraphrase',
    "We're drafting the storage renewal for Dr Okafor's group and finance wants to see how much they actually keep on our systems. How many files does the Okafor lab have in its project space right now?",
    'gpfs_quota_report',
    L.join('\n') + '\n',
    'lab-file-count',
    needle,
  );
}

/** nf-core/rnaseq trace.txt for a 120-sample run: one line per finished task, in completion order. */
function nextflowTrace(): EconomicsTask {
  const random = seededRandom(99_108);
  const P = 'NFCORE_RNASEQ:RNASEQ:';
  const STAGES: { name: string; after: number; minutes: [number, number]; cpu: [number, number]; rss: [number, number] }[] = [
    { name: 'FASTQ_FASTQC_UMITOOLS_TRIMGALORE:FASTQC', after: -1, minutes: [4, 12], cpu: [150, 198], rss: [0.3, 0.6] },
    { name: 'FASTQ_FASTQC_UMITOOLS_TRIMGALORE:TRIMGALORE', after: -1, minutes: [12, 30], cpu: [300, 700], rss: [0.2, 0.9] },
    { name: 'FASTQ_SUBSAMPLE_FQ_SALMON:FQ_SUBSAMPLE', after: 1, minutes: [2, 6], cpu: [90, 100], rss: [0.1, 0.3] },
    { name: 'FASTQ_SUBSAMPLE_FQ_SALMON:SALMON_QUANT', after: 2, minutes: [2, 5], cpu: [300, 560], rss: [2.5, 4.0] },
    { name: 'ALIGN_STAR:STAR_ALIGN', after: 1, minutes: [25, 70], cpu: [900, 1190], rss: [30, 36] },
    { name: 'ALIGN_STAR:BAM_SORT_STATS_SAMTOOLS:SAMTOOLS_SORT', after: 4, minutes: [5, 14], cpu: [350, 590], rss: [2, 5] },
    { name: 'ALIGN_STAR:BAM_SORT_STATS_SAMTOOLS:SAMTOOLS_INDEX', after: 5, minutes: [1, 3], cpu: [90, 100], rss: [0.01, 0.05] },
    {
      name: 'ALIGN_STAR:BAM_SORT_STATS_SAMTOOLS:BAM_STATS_SAMTOOLS:SAMTOOLS_STATS',
      after: 6,
      minutes: [3, 9],
      cpu: [95, 100],
      rss: [0.01, 0.04],
    },
    {
      name: 'ALIGN_STAR:BAM_SORT_STATS_SAMTOOLS:BAM_STATS_SAMTOOLS:SAMTOOLS_FLAGSTAT',
      after: 6,
      minutes: [1, 4],
      cpu: [95, 100],
      rss: [0.005, 0.01],
    },
    {
      name: 'ALIGN_STAR:BAM_SORT_STATS_SAMTOOLS:BAM_STATS_SAMTOOLS:SAMTOOLS_IDXSTATS',
      after: 6,
      minutes: [1, 2],
      cpu: [80, 100],
      rss: [0.005, 0.01],
    },
    { name: 'QUANTIFY_STAR_SALMON:SALMON_QUANT', after: 4, minutes: [8, 25], cpu: [400, 790], rss: [3, 7] },
    { name: 'BAM_MARKDUPLICATES_PICARD:PICARD_MARKDUPLICATES', after: 6, minutes: [15, 40], cpu: [100, 160], rss: [8, 14] },
    { name: 'BAM_MARKDUPLICATES_PICARD:SAMTOOLS_INDEX', after: 11, minutes: [1, 3], cpu: [90, 100], rss: [0.01, 0.05] },
    { name: 'BAM_MARKDUPLICATES_PICARD:BAM_STATS_SAMTOOLS:SAMTOOLS_STATS', after: 12, minutes: [3, 9], cpu: [95, 100], rss: [0.01, 0.04] },
    {
      name: 'BAM_MARKDUPLICATES_PICARD:BAM_STATS_SAMTOOLS:SAMTOOLS_FLAGSTAT',
      after: 12,
      minutes: [1, 4],
      cpu: [95, 100],
      rss: [0.005, 0.01],
    },
    {
      name: 'BAM_MARKDUPLICATES_PICARD:BAM_STATS_SAMTOOLS:SAMTOOLS_IDXSTATS',
      after: 12,
      minutes: [1, 2],
      cpu: [80, 100],
      rss: [0.005, 0.01],
    },
    { name: 'STRINGTIE_STRINGTIE', after: 12, minutes: [6, 20], cpu: [300, 600], rss: [0.5, 1.5] },
    { name: 'BEDTOOLS_GENOMECOV', after: 12, minutes: [5, 15], cpu: [95, 100], rss: [0.1, 0.4] },
    { name: 'BEDGRAPH_BEDCLIP_BEDGRAPHTOBIGWIG_FORWARD:UCSC_BEDCLIP', after: 17, minutes: [1, 4], cpu: [95, 100], rss: [0.02, 0.05] },
    {
      name: 'BEDGRAPH_BEDCLIP_BEDGRAPHTOBIGWIG_FORWARD:UCSC_BEDGRAPHTOBIGWIG',
      after: 18,
      minutes: [2, 6],
      cpu: [95, 100],
      rss: [0.8, 1.6],
    },
    { name: 'BEDGRAPH_BEDCLIP_BEDGRAPHTOBIGWIG_REVERSE:UCSC_BEDCLIP', after: 17, minutes: [1, 4], cpu: [95, 100], rss: [0.02, 0.05] },
    {
      name: 'BEDGRAPH_BEDCLIP_BEDGRAPHTOBIGWIG_REVERSE:UCSC_BEDGRAPHTOBIGWIG',
      after: 20,
      minutes: [2, 6],
      cpu: [95, 100],
      rss: [0.8, 1.6],
    },
    { name: 'QUALIMAP_RNASEQ', after: 12, minutes: [20, 55], cpu: [110, 180], rss: [10, 15] },
    { name: 'DUPRADAR', after: 12, minutes: [10, 35], cpu: [100, 300], rss: [1, 3] },
    { name: 'BAM_RSEQC:RSEQC_BAMSTAT', after: 12, minutes: [5, 15], cpu: [95, 100], rss: [0.05, 0.15] },
    { name: 'BAM_RSEQC:RSEQC_INFEREXPERIMENT', after: 12, minutes: [1, 3], cpu: [95, 100], rss: [0.05, 0.2] },
    { name: 'BAM_RSEQC:RSEQC_JUNCTIONANNOTATION', after: 12, minutes: [5, 15], cpu: [95, 100], rss: [0.3, 0.8] },
    { name: 'BAM_RSEQC:RSEQC_JUNCTIONSATURATION', after: 12, minutes: [10, 30], cpu: [95, 100], rss: [0.5, 1.5] },
    { name: 'BAM_RSEQC:RSEQC_READDISTRIBUTION', after: 12, minutes: [6, 18], cpu: [95, 100], rss: [0.4, 1] },
    { name: 'BAM_RSEQC:RSEQC_READDUPLICATION', after: 12, minutes: [15, 45], cpu: [95, 100], rss: [6, 12] },
    { name: 'BAM_RSEQC:RSEQC_INNERDISTANCE', after: 12, minutes: [2, 6], cpu: [95, 100], rss: [0.1, 0.3] },
    { name: 'PRESEQ_LCEXTRAP', after: 12, minutes: [5, 25], cpu: [95, 100], rss: [0.2, 1.2] },
  ];
  const samples = Array.from({ length: 120 }, (_, i) => `MB_${pad(i + 1, 3)}`);
  const targetSample = 'MB_109';
  const t0 = Date.UTC(2026, 10, 16, 18, 12, 40, 211);
  type Task = { name: string; submit: number; realtime: number; queue: number; cpu: number; rss: number; status: string; exit: string };
  const tasks: Task[] = [];
  const gb = (x: number) => (x < 1 ? `${Math.round(x * 1024)} MB` : `${x.toFixed(1)} GB`);
  const dur = (ms: number) => {
    const s = Math.round(ms / 1000);
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    return h ? `${h}h ${m}m ${s % 60}s` : m ? `${m}m ${s % 60}s` : `${s}s`;
  };
  const PREP = [
    'PREPARE_GENOME:GTF_FILTER (GRCm39.gtf)',
    'PREPARE_GENOME:GTF2BED (GRCm39.filtered.gtf)',
    'PREPARE_GENOME:CUSTOM_GETCHROMSIZES (GRCm39.fa)',
    'PREPARE_GENOME:MAKE_TRANSCRIPTS_FASTA (rsem/GRCm39.filtered.gtf)',
    'PREPARE_GENOME:SALMON_INDEX (genome.transcripts.fa)',
  ];
  PREP.forEach((name, k) =>
    tasks.push({
      name: `NFCORE_RNASEQ:${name}`,
      submit: t0 + k * 800,
      realtime: between(random, 1, 30) * MINUTE,
      queue: between(random, 5_000, 60_000),
      cpu: 95 + random() * 400,
      rss: 0.1 + random() * 12,
      status: 'COMPLETED',
      exit: '0',
    }),
  );
  samples.forEach((s, i) => {
    const batch = Math.floor(i / 10);
    const ends: number[] = [];
    STAGES.forEach((st, k) => {
      const ready = st.after < 0 ? t0 + 40 * MINUTE + batch * 26 * MINUTE + between(random, 0, 6 * MINUTE) : ends[st.after]!;
      const submit = ready + between(random, 200, 4_000);
      const queue = between(random, 5_000, 25 * MINUTE);
      const realtime = between(random, st.minutes[0] * MINUTE, st.minutes[1] * MINUTE);
      ends[k] = submit + queue + realtime;
      const retried = s !== targetSample && k === 4 && random() < 0.05;
      if (retried)
        tasks.push({
          name: `${P}${st.name} (${s})`,
          submit,
          realtime: realtime / 3,
          queue,
          cpu: 1100,
          rss: 31.9,
          status: 'FAILED',
          exit: '140',
        });
      tasks.push({
        name: `${P}${st.name} (${s})`,
        submit: retried ? submit + realtime : submit,
        realtime,
        queue,
        cpu: st.cpu[0] + random() * (st.cpu[1] - st.cpu[0]),
        rss: st.rss[0] + random() * (st.rss[1] - st.rss[0]),
        status: 'COMPLETED',
        exit: '0',
      });
    });
  });
  const lastEnd = Math.max(...tasks.map((t) => t.submit + t.queue + t.realtime));
  for (const name of [
    'CUSTOM_DUMPSOFTWAREVERSIONS (1)',
    'MULTIQC (1)',
    'DESEQ2_QC_STAR_SALMON (1)',
    'SALMON_TX2GENE (genome.gtf)',
    'SALMON_TXIMPORT (salmon)',
    'SALMON_SE_GENE (tx2gene.tsv)',
    'SALMON_SE_TRANSCRIPT (tx2gene.tsv)',
  ])
    tasks.push({
      name: `${P}${name}`,
      submit: lastEnd + between(random, 1_000, 30 * MINUTE),
      realtime: between(random, 1, 25) * MINUTE,
      queue: between(random, 5_000, 60_000),
      cpu: 95 + random() * 200,
      rss: 0.3 + random() * 8,
      status: 'COMPLETED',
      exit: '0',
    });
  // task ids follow submission; the trace is written in completion order
  const bySubmit = [...tasks].sort((a, b) => a.submit - b.submit);
  const ids = new Map(bySubmit.map((t, k) => [t, k + 1]));
  const byEnd = [...tasks].sort((a, b) => a.submit + a.queue + a.realtime - (b.submit + b.queue + b.realtime));
  const hashes = new Set<string>();
  let needle = '';
  const lines = ['task_id\thash\tnative_id\tname\tstatus\texit\tsubmit\tduration\trealtime\t%cpu\tpeak_rss\tpeak_vmem\trchar\twchar'];
  let jobId = 7_726_100;
  const native = new Map(bySubmit.map((t) => [t, (jobId += between(random, 1, 6))]));
  for (const t of byEnd) {
    let h: string;
    do h = `${hex(random, 2)}/${hex(random, 6)}`;
    while (hashes.has(h));
    hashes.add(h);
    if (t.name === `${P}FASTQ_FASTQC_UMITOOLS_TRIMGALORE:TRIMGALORE (${targetSample})`) needle = h;
    const stamp = new Date(t.submit).toISOString().replace('T', ' ').slice(0, 23);
    const rss = t.rss;
    lines.push(
      [
        ids.get(t),
        h,
        native.get(t),
        t.name,
        t.status,
        t.exit,
        stamp,
        dur(t.queue + t.realtime),
        dur(t.realtime),
        `${t.cpu.toFixed(1)}%`,
        gb(rss),
        gb(rss * (1.2 + random() * 0.8) + 0.4),
        gb(rss * (2 + random() * 30) + 0.2),
        gb(rss * (1 + random() * 20) + 0.05),
      ].join('\t'),
    );
  }
  return probe(
    'round 99: Nextflow trace, preamble and paraphrase',
    `Sample ${targetSample} from the Mbeki lab's RNA-seq run ended up with far fewer reads than expected after cleanup. Which work directory did the adapter-trimming step for that sample run in?`,
    'read_pipeline_trace',
    lines.join('\n') + '\n',
    'trim-workdir',
    needle,
  );
}

/** slurmctld.log overnight: submissions, allocations, completions, node chatter; one GPU job runs out of time. */
function slurmctldLog(): EconomicsTask {
  const random = seededRandom(99_109);
  const target = 7_729_413;
  const sibling = 7_729_418;
  const start = Date.UTC(2026, 10, 16, 21, 30, 0);
  const end = NOW;
  const limitHit = Date.UTC(2026, 10, 17, 3, 10, 44, 806);
  const needle = isoMs(limitHit);
  type Ev = { at: number; lines: string[]; fixed?: boolean };
  const events: Ev[] = [];
  const uids = Array.from({ length: 60 }, () => between(random, 50_000, 59_999));
  const cn = () => `cn${pad(between(random, 1, 480), 4)}`;
  const gpuNode = () => `gpu-a100-${pad2(between(random, 1, 32))}`;
  let jobId = 7_729_150;
  /** An earlier job id, never the Lindqvist lab's two. */
  const past = () => {
    const id = jobId - between(random, 1, 300);
    return id === target || id === sibling ? id - 2 : id;
  };
  for (let t = start; t < end;) {
    t += between(random, 200, 24_000);
    const r = random();
    if (r < 0.32) {
      jobId += between(random, 1, 3);
      if (jobId === target || jobId === sibling) jobId += 1;
      const id = jobId;
      const gpu = random() < 0.2;
      const nodes = gpu
        ? gpuNode()
        : random() < 0.15
          ? `cn[${pad(between(random, 1, 240), 4)}-${pad(between(random, 241, 480), 4)}]`
          : cn();
      const part = gpu ? 'gpu' : oneOf(random, ['standard', 'standard', 'preempt', 'bigmem']);
      events.push({
        at: t,
        lines: [`_slurm_rpc_submit_batch_job: JobId=${id} InitPrio=${between(random, 900, 40_000)} usec=${between(random, 180, 2_400)}`],
      });
      const alloc = t + between(random, 1_000, 40 * MINUTE);
      events.push({
        at: alloc,
        lines: [
          random() < 0.6
            ? `sched: Allocate JobId=${id} NodeList=${nodes} #CPUs=${gpu ? 32 : oneOf(random, [1, 4, 8, 16, 32, 64])} Partition=${part}`
            : `sched/backfill: _start_job: Started JobId=${id} in ${part} on ${nodes}`,
        ],
      });
      const fin = alloc + between(random, 30_000, 5 * HOUR);
      const how = random();
      events.push({
        at: fin,
        lines:
          how < 0.75
            ? [
                `_job_complete: JobId=${id} WEXITSTATUS ${random() < 0.85 ? 0 : oneOf(random, [1, 2, 127, 137])}`,
                `_job_complete: JobId=${id} done`,
              ]
            : how < 0.85
              ? [
                  `_slurm_rpc_kill_job: REQUEST_KILL_JOB JobId=${id} uid ${oneOf(random, uids)}`,
                  `_job_complete: JobId=${id} WTERMSIG 15`,
                  `_job_complete: JobId=${id} done`,
                ]
              : [`Time limit exhausted for JobId=${id}`],
      });
      if (how >= 0.85) {
        const after = fin + between(random, 2_000, 40_000);
        events.push({ at: after, lines: [`_job_complete: JobId=${id} WTERMSIG 15`, `_job_complete: JobId=${id} done`] });
      }
    } else if (r < 0.55) {
      events.push({
        at: t,
        lines: [
          `_slurm_rpc_complete_batch_script: JobId=${past()} ${random() < 0.9 ? 'usec=' + between(random, 20, 900) : 'Job/step already completing or completed'}`,
        ],
      });
    } else if (r < 0.65) {
      events.push({
        at: t,
        lines: [
          `sched/backfill: _attempt_backfill: beginning`,
          `sched/backfill: _attempt_backfill: ${between(random, 200, 1900)} jobs pending, ${between(random, 30, 400)} tested, ${between(random, 0, 12)} started, usec=${between(random, 40_000, 900_000)}`,
        ],
      });
    } else if (r < 0.72) {
      const node = cn();
      events.push({ at: t, lines: [`error: Nodes ${node} not responding`] });
      events.push({ at: t + between(random, 30_000, 240_000), lines: [`Node ${node} now responding`] });
    } else if (r < 0.78) {
      events.push({
        at: t,
        lines: [
          `_slurm_rpc_allocate_resources JobId=${(jobId += jobId + 1 === target || jobId + 1 === sibling ? 2 : 1)} NodeList=${random() < 0.5 ? cn() : '(null)'} usec=${between(random, 200, 4_000)}`,
        ],
      });
    } else if (r < 0.84) {
      events.push({ at: t, lines: [`_slurm_rpc_kill_job: REQUEST_KILL_JOB JobId=${past()} uid ${oneOf(random, uids)}`] });
    } else if (r < 0.9) {
      events.push({ at: t, lines: [`cleanup_completing: JobId=${past()} completion process took ${between(random, 1, 40)} seconds`] });
    } else if (r < 0.95) {
      events.push({ at: t, lines: [`job_step_signal: JobId=${past()} StepId=${between(random, 0, 3)} not found`] });
    } else {
      events.push({ at: t, lines: [`Resending TERMINATE_JOB request JobId=${past()} Nodelist=${cn()}`] });
    }
  }
  // the Lindqvist lab's GPU jobs: the question's job and its sibling
  const targetAlloc = Date.UTC(2026, 10, 16, 23, 10, 41, 177);
  events.push({
    at: Date.UTC(2026, 10, 16, 22, 47, 3, 512),
    lines: [`_slurm_rpc_submit_batch_job: JobId=${target} InitPrio=21877 usec=611`],
  });
  events.push({
    at: Date.UTC(2026, 10, 16, 22, 47, 9, 98),
    lines: [`_slurm_rpc_submit_batch_job: JobId=${sibling} InitPrio=21877 usec=540`],
  });
  events.push({ at: targetAlloc, lines: [`sched: Allocate JobId=${target} NodeList=gpu-a100-11 #CPUs=32 Partition=gpu`] });
  events.push({ at: targetAlloc + 58_312, lines: [`sched/backfill: _start_job: Started JobId=${sibling} in gpu on gpu-a100-14`] });
  events.push({ at: limitHit, lines: [`Time limit exhausted for JobId=${target}`], fixed: true });
  events.push({ at: limitHit + 31_207, lines: [`_job_complete: JobId=${target} WTERMSIG 15`, `_job_complete: JobId=${target} done`] });
  const sibEnd = Date.UTC(2026, 10, 17, 3, 11, 42, 260);
  events.push({ at: sibEnd, lines: [`Time limit exhausted for JobId=${sibling}`] });
  events.push({ at: sibEnd + 30_118, lines: [`_job_complete: JobId=${sibling} WTERMSIG 15`, `_job_complete: JobId=${sibling} done`] });
  events.sort((a, b) => a.at - b.at);
  const seen = new Set<number>([limitHit]);
  const lines: string[] = [];
  for (const e of events) {
    if (e.at >= end) continue;
    let at = e.at;
    while (!e.fixed && seen.has(at)) at += 1;
    seen.add(at);
    for (const l of e.lines) lines.push(`[${isoMs(at)}] ${l}`);
  }
  return probe(
    'round 99: slurmctld log, preamble and paraphrase',
    `A postdoc in the Lindqvist lab says her GPU job ${target} disappeared overnight and she never cancelled it. When exactly did the scheduler end it for running past the time she'd asked for?`,
    'slurmctld_log',
    lines.join('\n') + '\n',
    'time-limit-kill',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------------------------

/** pdsh nvidia-smi --query-gpu across every GPU node: one card far hotter than the rest. */
function gpuQuery(): EconomicsTask {
  const random = seededRandom(99_110);
  const serials = new Set<string>();
  const serial = () => {
    for (;;) {
      const s = `${oneOf(random, ['1323', '1324', '1564', '1652'])}${between(random, 100_000_000, 999_999_999)}`;
      if (!serials.has(s)) {
        serials.add(s);
        return s;
      }
    }
  };
  const MODELS = [
    {
      prefix: 'gpu-a100-',
      nodes: 96,
      gpus: 4,
      name: 'NVIDIA A100-SXM4-80GB',
      mem: 81_920,
      limit: 400,
      sm: 1410,
      memClk: 1593,
      memTemp: true,
      bus: ['00000000:01:00.0', '00000000:41:00.0', '00000000:81:00.0', '00000000:C1:00.0'],
    },
    {
      prefix: 'gpu-h100-',
      nodes: 48,
      gpus: 8,
      name: 'NVIDIA H100 80GB HBM3',
      mem: 81_559,
      limit: 700,
      sm: 1980,
      memClk: 2619,
      memTemp: true,
      bus: [
        '00000000:18:00.0',
        '00000000:2A:00.0',
        '00000000:3A:00.0',
        '00000000:5D:00.0',
        '00000000:9A:00.0',
        '00000000:AB:00.0',
        '00000000:BA:00.0',
        '00000000:DB:00.0',
      ],
    },
    {
      prefix: 'gpu-l40s-',
      nodes: 64,
      gpus: 4,
      name: 'NVIDIA L40S',
      mem: 46_068,
      limit: 350,
      sm: 2520,
      memClk: 9001,
      memTemp: false,
      bus: ['00000000:17:00.0', '00000000:65:00.0', '00000000:CA:00.0', '00000000:E3:00.0'],
    },
    {
      prefix: 'gpu-v100-',
      nodes: 48,
      gpus: 4,
      name: 'Tesla V100-SXM2-32GB',
      mem: 32_768,
      limit: 300,
      sm: 1530,
      memClk: 877,
      memTemp: true,
      bus: ['00000000:1A:00.0', '00000000:1C:00.0', '00000000:88:00.0', '00000000:8A:00.0'],
    },
  ];
  const hot = { prefix: 'gpu-h100-', node: 29, gpu: 5 };
  let needle = '';
  const blocks: string[][] = [];
  const stampBase = Date.UTC(2026, 10, 17, 9, 41, 2);
  for (const m of MODELS) {
    for (let n = 1; n <= m.nodes; n++) {
      const host = `${m.prefix}${pad2(n)}`;
      const t = stampBase + between(random, 0, 2_500);
      const busy = (m.prefix === hot.prefix && n === hot.node) || random() < 0.8;
      const lines: string[] = [];
      for (let g = 0; g < m.gpus; g++) {
        const isHot = m.prefix === hot.prefix && n === hot.node && g === hot.gpu;
        const util = busy ? between(random, 55, 100) : between(random, 0, 3);
        const temp = isHot ? 91 : busy ? between(random, 44, 71) : between(random, 27, 38);
        const memTemp = m.memTemp ? String(isHot ? 97 : temp + between(random, 2, 11)) : 'N/A';
        const power = busy ? m.limit * (0.45 + random() * 0.5) : m.limit * (0.13 + random() * 0.06);
        const used = busy ? between(random, Math.round(m.mem * 0.3), m.mem - 600) : between(random, 0, 4);
        const s = serial();
        if (isHot) needle = s;
        const stamp = new Date(t + g * 3).toISOString().replace('T', ' ').replace(/-/g, '/').slice(0, 23);
        lines.push(
          `${host}: ${stamp}, ${m.name}, ${m.bus[g]}, ${s}, GPU-${uuid(random)}, 550.127.08, P0, ${temp}, ${memTemp}, ${power.toFixed(2)} W, ${m.limit.toFixed(2)} W, ${isHot ? Math.round(m.sm * 0.62) : busy ? m.sm - between(random, 0, 2) * 15 : m.sm} MHz, ${m.memClk} MHz, ${util} %, ${busy ? between(random, 10, 70) : 0} %, ${used} MiB, ${m.mem} MiB, 0`,
        );
      }
      blocks.push(lines);
    }
  }
  const out = interleave(random, blocks, 32);
  return probe(
    'round 99: nvidia-smi query across GPU nodes, the odd one out',
    'One of the GPUs seems to be running much hotter than all the others. What is its serial number? I need it for the RMA.',
    'pdsh_nvidia_smi_query',
    out.join('\n') + '\n',
    'hot-gpu-serial',
    needle,
  );
}

/** BCL Convert Reports/Demultiplex_Stats.csv for a NovaSeq X 25B run: eight lanes, 384 libraries each. */
function demuxStats(): EconomicsTask {
  const random = seededRandom(99_111);
  const rows = [
    'Lane,SampleID,Sample_Project,Index,# Reads,# Perfect Index Reads,# One Mismatch Index Reads,# Two Mismatch Index Reads,% Reads,% Perfect Index Reads,% One Mismatch Index Reads,% Two Mismatch Index Reads',
  ];
  let gc = 11_000;
  const targetLane = 5;
  const targetRow = 141;
  let needle = '';
  const idx = () => chars(random, 'ACGT', 10);
  for (let lane = 1; lane <= 8; lane++) {
    const projects = Array.from({ length: between(random, 1, 4) }, () => `${cap(oneOf(random, LABS))}_PRJ${between(random, 2100, 2499)}`);
    const laneReads = between(random, 2_950_000_000, 3_250_000_000);
    const weights = Array.from({ length: 384 }, () => 0.55 + random() * 0.9);
    const wsum = weights.reduce((a, b) => a + b, 0);
    const undetermined = Math.round(laneReads * (0.012 + random() * 0.025));
    for (let s = 0; s < 384; s++) {
      gc += 1;
      const id = `GC26-${pad(gc, 5)}`;
      const isTarget = lane === targetLane && s === targetRow;
      if (isTarget) needle = id;
      const reads = isTarget ? 3_214 : Math.round(((laneReads - undetermined) * weights[s]!) / wsum);
      const perfect = Math.round(reads * (0.94 + random() * 0.05));
      const one = reads - perfect;
      const f = (x: number) => x.toFixed(4);
      rows.push(
        `${lane},${id},${projects[Math.floor((s * projects.length) / 384)]},${idx()}-${idx()},${reads},${perfect},${one},0,${f(reads / laneReads)},${f(perfect / reads)},${f(one / reads)},0.0000`,
      );
    }
    rows.push(`${lane},Undetermined,,,${undetermined},0,0,0,${(undetermined / laneReads).toFixed(4)},0.0000,0.0000,0.0000`);
  }
  return probe(
    'round 99: BCL Convert Demultiplex_Stats.csv, the odd one out',
    'Which library on this NovaSeq X run barely got any reads compared with everything else?',
    'read_demultiplex_stats',
    rows.join('\n') + '\n',
    'starved-library',
    needle,
  );
}

/** iblinkinfo --switches-only over an HDR fat tree: every node link 4X but one. */
function ibLinkInfo(): EconomicsTask {
  const random = seededRandom(99_112);
  const leaves = 40;
  const spines = 20;
  const nodes: string[] = [];
  for (let i = 1; i <= 760; i++) nodes.push(`cn${pad(i, 4)} mlx5_0`);
  for (let i = 1; i <= 16; i++) nodes.push(`nsd${pad2(i)} mlx5_0`);
  for (let i = 1; i <= 4; i++) nodes.push(`login${pad2(i)} mlx5_0`);
  const needle = 'cn0291 mlx5_0';
  let lid = 1;
  const leafLid = Array.from({ length: leaves }, () => lid++);
  const spineLid = Array.from({ length: spines }, () => lid++);
  const nodeLid = nodes.map(() => lid++);
  const guid = () => `0x${oneOf(random, ['0c42a103', 'b83fd203', '946dae03'])}00${hex(random, 6)}`;
  const leafGuid = leafLid.map(() => guid());
  const spineGuid = spineLid.map(() => guid());
  const link = (l: number, port: number, width: string, peerLid: number, peerPort: number, desc: string) =>
    `${String(l).padStart(10)} ${String(port).padStart(4)}[  ] ==( ${width.padEnd(3)} ${'53.125'.padStart(12)} Gbps Active/  LinkUp)==> ${String(peerLid).padStart(6)} ${String(peerPort).padStart(4)}[  ] "${desc}" ( )`;
  const down = (l: number, port: number) =>
    `${String(l).padStart(10)} ${String(port).padStart(4)}[  ] ==(                Down/ Polling)==>             [  ] "" ( )`;
  const L: string[] = [];
  for (let s = 0; s < spines; s++) {
    L.push(`Switch: ${spineGuid[s]} MF0;ib-spine-${pad2(s + 1)}:MQM8790/U1:`);
    for (let p = 1; p <= 40; p++) L.push(link(spineLid[s]!, p, '4X', leafLid[p - 1]!, 21 + s, `MF0;ib-leaf-${pad2(p)}:MQM8790/U1`));
  }
  for (let f = 0; f < leaves; f++) {
    L.push(`Switch: ${leafGuid[f]} MF0;ib-leaf-${pad2(f + 1)}:MQM8790/U1:`);
    for (let p = 1; p <= 20; p++) {
      const n = f * 20 + p - 1;
      if (n >= nodes.length || (nodes[n] !== needle && random() < 0.015)) L.push(down(leafLid[f]!, p));
      else L.push(link(leafLid[f]!, p, nodes[n] === needle ? '1X' : '4X', nodeLid[n]!, 1, nodes[n]!));
    }
    for (let p = 21; p <= 40; p++) L.push(link(leafLid[f]!, p, '4X', spineLid[p - 21]!, f + 1, `MF0;ib-spine-${pad2(p - 20)}:MQM8790/U1`));
  }
  return probe(
    'round 99: iblinkinfo, the odd one out',
    "After last week's fabric maintenance, one compute node's InfiniBand link came back at a reduced width compared with all the others. Which node is it?",
    'iblinkinfo',
    L.join('\n') + '\n',
    'narrow-ib-link',
    needle,
  );
}

export function roundNinetyNine(): EconomicsTask[] {
  return [
    slurmRestJobs(),
    clarityBatchSamples(),
    cromwellMetadata(),
    scontrolShowNode(),
    bcl2fastqStats(),
    fruInventory(),
    gpfsQuotas(),
    nextflowTrace(),
    slurmctldLog(),
    gpuQuery(),
    demuxStats(),
    ibLinkInfo(),
  ];
}
