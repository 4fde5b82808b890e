/**
 * Probe round 130, written blind: Helixmoor Genomics, a made-up genomics sequencing core facility (sequencer run logs, sample sheets and LIMS, demultiplexing and QC pipelines, storage and archive, freezer monitoring, billing to research groups). "Today" is Tuesday, 13 April 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - LIMS pool export (minified JSON, one line): the i7 index sequence of one sample's library;
 *  - freezer monitoring event export (one-line XML): the incident number of yesterday evening's door alarm on one freezer;
 *  - archive manifest (CSV whose file-list field is huge): the md5 of one run's lane 3 Undetermined R1 fastq;
 * b. The answer a few lines away from the line the question's words match:
 *  - demux pipeline config (YAML): where one project's data is delivered;
 *  - LIMS storage inventory of one freezer (XML): which box holds one library;
 *  - nightly QC pipeline log (Python logging with tracebacks): which file the contamination screen could not find for one sample;
 * c. A question that paraphrases the output or carries a preamble:
 *  - NovaSeq X instrument log: the lot ("manufacturing batch") of the flow cell loaded on side B yesterday just after 2pm;
 *  - quarterly recharge statement (fixed-width text): what one group was billed for "the long-read run" in March;
 *  - storage usage report (HTML): how much of one lab's data sits in "long-term cold storage" (the tape vault);
 * d. One value unlike its peers, with no error word near it:
 *  - BCL Convert demultiplexing stats (CSV): the one sample whose index is shorter than all the others;
 *  - monitoring sensor list (JSON lines): the one probe left out of the calibration rounds;
 *  - `nextflow log` run history (tab-separated table): the one QC pipeline run launched on an old release.
 * Not among the bench's targets.
 * First run, at d2ac85c (the head when the round was written, 5702f50, with one commit of `packages/core` since: object
 * literals reordered for speed, no change of behaviour); with this file; `ROUNDS=130
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,182,056 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 130: lims pool export
 *     codex: 14,957 tokens, peak 14,872, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 673, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,685 tokens, peak 1,291, 0/1 needles, 1 read-backs
 *     ours: 1,985 tokens, peak 993, 0/1 needles, 1 read-backs
 *   round 130: freezer event export
 *     codex: 24,328 tokens, peak 24,240, 0/1 needles, 0 read-backs
 *     context-chef: 979 tokens, peak 891, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,807 tokens, peak 1,852, 0/1 needles, 2 read-backs
 *     ours: 6,426 tokens, peak 2,779, 1/1 needles, 3 read-backs
 *   round 130: archive manifest
 *     codex: 4,300 tokens, peak 4,199, 0/1 needles, 0 read-backs
 *     context-chef: 926 tokens, peak 825, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,636 tokens, peak 754, 0/1 needles, 1 read-backs
 *     ours: 2,027 tokens, peak 926, 0/1 needles, 1 read-backs
 *   round 130: demux config
 *     codex: 11,952 tokens, peak 11,878, 0/1 needles, 0 read-backs
 *     context-chef: 640 tokens, peak 566, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,791 tokens, peak 1,473, 1/1 needles, 2 read-backs
 *     ours: 932 tokens, peak 660, 1/1 needles, 0 read-backs
 *   round 130: storage inventory
 *     codex: 16,413 tokens, peak 16,333, 0/1 needles, 0 read-backs
 *     context-chef: 777 tokens, peak 697, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,107 tokens, peak 2,412, 1/1 needles, 2 read-backs
 *     ours: 2,643 tokens, peak 1,658, 1/1 needles, 1 read-backs
 *   round 130: qc pipeline log
 *     codex: 17,441 tokens, peak 17,360, 0/1 needles, 0 read-backs
 *     context-chef: 821 tokens, peak 740, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,227 tokens, peak 4,038, 0/1 needles, 2 read-backs
 *     ours: 8,159 tokens, peak 4,181, 1/1 needles, 2 read-backs
 *   round 130: instrument log
 *     codex: 15,883 tokens, peak 15,781, 0/1 needles, 0 read-backs
 *     context-chef: 818 tokens, peak 716, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,394 tokens, peak 1,381, 0/1 needles, 4 read-backs
 *     ours: 4,714 tokens, peak 1,004, 0/1 needles, 4 read-backs
 *   round 130: recharge statement
 *     codex: 10,372 tokens, peak 10,278, 0/1 needles, 0 read-backs
 *     context-chef: 500 tokens, peak 406, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,014 tokens, peak 1,119, 0/1 needles, 4 read-backs
 *     ours: 4,477 tokens, peak 976, 1/1 needles, 4 read-backs
 *   round 130: storage usage report
 *     codex: 16,496 tokens, peak 16,404, 0/1 needles, 0 read-backs
 *     context-chef: 824 tokens, peak 732, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,445 tokens, peak 4,121, 1/1 needles, 4 read-backs
 *     ours: 8,751 tokens, peak 4,174, 1/1 needles, 4 read-backs
 *   round 130: demux stats
 *     codex: 23,597 tokens, peak 23,504, 0/1 needles, 0 read-backs
 *     context-chef: 1,034 tokens, peak 941, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,475 tokens, peak 1,591, 0/1 needles, 4 read-backs
 *     ours: 5,155 tokens, peak 1,091, 0/1 needles, 4 read-backs
 *   round 130: sensor register
 *     codex: 15,704 tokens, peak 15,619, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 690, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,562 tokens, peak 2,928, 0/1 needles, 4 read-backs
 *     ours: 6,390 tokens, peak 3,269, 0/1 needles, 4 read-backs
 *   round 130: nextflow run history
 *     codex: 18,374 tokens, peak 18,291, 0/1 needles, 0 read-backs
 *     context-chef: 831 tokens, peak 748, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,226 tokens, peak 1,342, 0/1 needles, 4 read-backs
 *     ours: 4,410 tokens, peak 941, 1/1 needles, 4 read-backs
 *     codex: 189,817 tokens, 0/12 needles
 *     context-chef: 9,683 tokens, 0/12 needles
 *     context-chef-store: 69,369 tokens, 3/12 needles
 *     ours: 56,069 tokens, 7/12 needles
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

// ---------------------------------------------------------------------------------------------------------
// Shared material: the facility's research groups, staff, and small formatting helpers.

/** The research groups the core serves: surname (the group's key) and the PI's full name and department. */
const GROUPS: readonly { readonly key: string; readonly pi: string; readonly dept: string }[] = [
  { key: 'abernathy', pi: 'Prof. Claire Abernathy', dept: 'Cardiovascular Sciences' },
  { key: 'achebe', pi: 'Dr. Nnamdi Achebe', dept: 'Infection Biology' },
  { key: 'adeyemi', pi: 'Dr. Folake Adeyemi', dept: 'Haematology' },
  { key: 'bergstrom', pi: 'Prof. Lars Bergstrom', dept: 'Plant Sciences' },
  { key: 'brannigan', pi: 'Dr. Siobhan Brannigan', dept: 'Neuroscience' },
  { key: 'castellanos', pi: 'Dr. Mateo Castellanos', dept: 'Cancer Biology' },
  { key: 'chaudhry', pi: 'Prof. Ayesha Chaudhry', dept: 'Medical Genetics' },
  { key: 'costa', pi: 'Dr. Beatriz Costa', dept: 'Developmental Biology' },
  { key: 'dalgleish', pi: 'Prof. Hamish Dalgleish', dept: 'Veterinary Medicine' },
  { key: 'delacroix', pi: 'Dr. Amelie Delacroix', dept: 'Immunology' },
  { key: 'eriksen', pi: 'Dr. Sofie Eriksen', dept: 'Marine Biology' },
  { key: 'fairweather', pi: 'Prof. Giles Fairweather', dept: 'Ecology and Evolution' },
  { key: 'ferreira', pi: 'Dr. Tiago Ferreira', dept: 'Microbiology' },
  { key: 'gallagher', pi: 'Dr. Roisin Gallagher', dept: 'Oncology' },
  { key: 'grunewald', pi: 'Prof. Jonas Grunewald', dept: 'Structural Biology' },
  { key: 'haldane', pi: 'Prof. Margaret Haldane', dept: 'Population Genetics' },
  { key: 'hosseini', pi: 'Dr. Reza Hosseini', dept: 'Cancer Biology' },
  { key: 'iwasaki', pi: 'Dr. Kenji Iwasaki', dept: 'Stem Cell Biology' },
  { key: 'jankowski', pi: 'Dr. Piotr Jankowski', dept: 'Neuroscience' },
  { key: 'kavanagh', pi: 'Prof. Orla Kavanagh', dept: 'Respiratory Medicine' },
  { key: 'kowalczyk', pi: 'Dr. Agnieszka Kowalczyk', dept: 'Biochemistry' },
  { key: 'lindqvist', pi: 'Dr. Ines Lindqvist', dept: 'Immunology' },
  { key: 'lombardi', pi: 'Prof. Paolo Lombardi', dept: 'Hepatology' },
  { key: 'macallister', pi: 'Dr. Fiona MacAllister', dept: 'Plant Sciences' },
  { key: 'mbeki', pi: 'Dr. Thandiwe Mbeki', dept: 'Infection Biology' },
  { key: 'nakamura', pi: 'Prof. Haruto Nakamura', dept: 'Cell Biology' },
  { key: 'novak', pi: 'Dr. Petra Novak', dept: 'Reproductive Biology' },
  { key: 'okafor', pi: 'Prof. Adaeze Okafor', dept: 'Microbiology' },
  { key: 'oyelaran', pi: 'Dr. Tunde Oyelaran', dept: 'Global Health' },
  { key: 'pemberton', pi: 'Dr. Alistair Pemberton', dept: 'Zoology' },
  { key: 'petrov', pi: 'Prof. Dmitri Petrov', dept: 'Computational Biology' },
  { key: 'quintero', pi: 'Dr. Lucia Quintero', dept: 'Parasitology' },
  { key: 'rasmussen', pi: 'Dr. Mikkel Rasmussen', dept: 'Ancient DNA' },
  { key: 'ravindran', pi: 'Dr. Priya Ravindran', dept: 'Endocrinology' },
  { key: 'sato', pi: 'Dr. Yuki Sato', dept: 'Developmental Biology' },
  { key: 'sorensen', pi: 'Prof. Henrik Sorensen', dept: 'Medical Genetics' },
  { key: 'tembo', pi: 'Dr. Chipo Tembo', dept: 'Tropical Medicine' },
  { key: 'thistlewood', pi: 'Prof. Edwin Thistlewood', dept: 'Ecology and Evolution' },
  { key: 'underwood', pi: 'Dr. Harriet Underwood', dept: 'Dermatology' },
  { key: 'vasquez', pi: 'Dr. Rafael Vasquez', dept: 'Cancer Biology' },
  { key: 'whitcombe', pi: 'Dr. Imogen Whitcombe', dept: 'Neuroscience' },
  { key: 'xu', pi: 'Prof. Xu Wenjing', dept: 'Systems Biology' },
  { key: 'yilmaz', pi: 'Dr. Emre Yilmaz', dept: 'Nephrology' },
  { key: 'zielinski', pi: 'Dr. Marta Zielinski', dept: 'Virology' },
];

/** Core facility staff, as their logins appear in the systems. */
const STAFF = ['a.moreno', 'b.kaur', 'c.oduya', 'd.frasier', 'e.lindahl', 'f.nwosu', 'g.tanaka', 'h.obrien', 'j.mcleod', 'k.adebayo'];

/** Library prep kits and the material they take. */
const KITS: readonly (readonly [string, string])[] = [
  ['Illumina Stranded mRNA Prep', 'total RNA'],
  ['Illumina DNA Prep', 'genomic DNA'],
  ['Illumina Stranded Total RNA Prep with Ribo-Zero Plus', 'total RNA'],
  ['NEBNext Ultra II FS DNA', 'genomic DNA'],
  ['Twist Exome 2.0', 'genomic DNA'],
  ['10x Chromium GEM-X 3prime v4', 'single-cell suspension'],
  ['Illumina DNA PCR-Free Prep', 'genomic DNA'],
];

const DNA = 'ACGT';
const DAY = 86_400_000;
/** Midnight UTC at the start of "today", Tuesday 13 April 2027. */
const TODAY = Date.UTC(2027, 3, 13);

/** A local (BST, +01:00) ISO timestamp for a UTC instant. */
function bst(ms: number): string {
  return `${new Date(ms + 3_600_000).toISOString().slice(0, 19)}+01:00`;
}

/** A local (BST) `YYYY-MM-DD HH:MM:SS` for a UTC instant. */
function bstPlain(ms: number): string {
  return new Date(ms + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A `YYYY-MM-DD` date for a UTC instant. */
function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A number with thousands separators and `digits` decimals (`1,842.60`). */
function money(n: number, digits = 2): string {
  const [whole, fraction] = n.toFixed(digits).split('.');
  const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** `n` distinct DNA index sequences of `length` bases, none equal to one in `taken`. */
function indexSet(random: () => number, n: number, length: number, taken: Set<string>): string[] {
  const out: string[] = [];
  while (out.length < n) {
    const seq = chars(random, DNA, length);
    if (taken.has(seq) || /(.)\1\1\1/.test(seq)) continue;
    taken.add(seq);
    out.push(seq);
  }
  return out;
}

/** How many times `needle` occurs in `text`. */
function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) count++;
  return count;
}

/** Builds from `seed`, then from the next seeds, until the filler does not repeat the needle. */
function regenerated(
  seed: number,
  build: (random: () => number) => { output: string; needle: string },
): { output: string; needle: string } {
  for (let s = seed; ; s++) {
    const built = build(seededRandom(s));
    if (occurrences(built.output, built.needle) === 1) return built;
  }
}

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1. HelixLIMS API: every sample of one pool with its QC and library, as one line of minified JSON. */
function a1LimsPoolExport(): EconomicsTask {
  const random = seededRandom(130_001);
  const taken = new Set<string>();
  const i7s = indexSet(random, 384, 10, taken);
  const i5s = indexSet(random, 384, 10, taken);
  const target = 188;
  const needle = i7s[target]!;
  const projects = [
    { id: 'P27-0271', group: 'castellanos', n: 48, kit: 0, organism: 'Homo sapiens', prefix: 'CB_PDX' },
    { id: 'P27-0284', group: 'iwasaki', n: 72, kit: 2, organism: 'Mus musculus', prefix: 'KI_iPSC' },
    { id: 'P27-0290', group: 'bergstrom', n: 40, kit: 1, organism: 'Arabidopsis thaliana', prefix: 'LB_Col0' },
    { id: 'P27-0296', group: 'lindqvist', n: 96, kit: 0, organism: 'Homo sapiens', prefix: 'IL_CD8' },
    { id: 'P27-0301', group: 'ferreira', n: 56, kit: 3, organism: 'Escherichia coli', prefix: 'TF_MG1655' },
    { id: 'P27-0305', group: 'sato', n: 24, kit: 0, organism: 'Danio rerio', prefix: 'YS_fin' },
    { id: 'P27-0312', group: 'okafor', n: 48, kit: 1, organism: 'Escherichia coli', prefix: 'AO_UTI' },
  ];
  const conditions = ['d0', 'd3', 'd7', 'd14', 'ctrl', 'treat', 'KO', 'WT', 'T0', 'T24', 'T48', 'mock', 'inf'];
  const rows = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const samples: object[] = [];
  let i = 0;
  for (const project of projects) {
    const [kit, material] = KITS[project.kit]!;
    const plate = `LP-27-0${between(random, 380, 419)}`;
    const receivedAt = TODAY - between(random, 14, 30) * DAY + between(random, 8, 16) * 3_600_000;
    for (let k = 0; k < project.n; k++, i++) {
      const well = `${rows[k % 8]}${pad2(Math.floor(k / 8) + 1)}`;
      const rna = material === 'total RNA';
      samples.push({
        sample_id: `HMG-27-${String(4230 + i).padStart(5, '0')}`,
        external_id: `${project.prefix}_${oneOf(random, conditions)}_r${between(random, 1, 4)}`,
        project: project.id,
        group: project.group,
        organism: project.organism,
        material,
        received: bst(receivedAt + between(random, 0, 900) * 1000),
        container: { type: 'FluidX 0.5 ml', barcode: `FX${between(random, 10_000_000, 99_999_999)}` },
        qc: {
          qubit_ng_ul: Number((between(random, 80, 2400) / 10).toFixed(1)),
          a260_280: Number((between(random, 178, 212) / 100).toFixed(2)),
          [rna ? 'rin' : 'din']: Number((between(random, 68, 100) / 10).toFixed(1)),
          volume_ul: between(random, 15, 50),
          passed: true,
          by: oneOf(random, STAFF),
        },
        library: {
          id: `HMG-L-27-${String(1746 + i).padStart(5, '0')}`,
          kit,
          plate,
          well,
          index_kit: `IDT for Illumina UD Indexes Plate ${'ABCD'[Math.floor(i / 96)]}`,
          index_name: `UDI${String(i + 1).padStart(4, '0')}`,
          i7: i7s[i],
          i5: i5s[i],
          i5_orientation: 'forward',
          mean_insert_bp: between(random, 240, 520),
          conc_nM: Number((between(random, 180, 2600) / 100).toFixed(2)),
          prepared_by: oneOf(random, STAFF),
          prepared: ymd(receivedAt + between(random, 3, 9) * DAY),
        },
        pool: { id: 'POOL-27-0419', volume_ul: Number((between(random, 40, 260) / 100).toFixed(2)), molar_fraction: 0.0026 },
        status: 'sequencing',
        events: between(random, 5, 11),
      });
    }
  }
  const response = {
    api: 'helixlims/v3',
    endpoint: '/api/v3/pools/POOL-27-0419/samples?expand=qc,library&page_size=500',
    generated: '2027-04-13T08:02:17+01:00',
    pool: {
      id: 'POOL-27-0419',
      created: '2027-04-12T11:48:09+01:00',
      created_by: 'b.kaur',
      run: '270412_LH00417_0091_B22HKT5LT3',
      flowcell_type: 'NovaSeq X 10B',
      loading_conc_pM: 160,
      phix_pct: 1.0,
      members: samples.length,
    },
    samples,
    page: { number: 1, size: 500, total: samples.length, next: null },
  };
  const output = JSON.stringify(response);
  return probe(
    'round 130: lims pool export',
    "I'm rebuilding the sample sheet for pool 0419 by hand. What i7 index sequence did sample HMG-27-04418 get?",
    'lims_pool_samples',
    output,
    'i7',
    needle,
    true,
  );
}

/** a2. ColdTrace monitoring: four days of readings and alarms for every freezer, as one line of XML. */
function a2FreezerEventExport(): EconomicsTask {
  const random = seededRandom(130_002);
  const units: { id: string; name: string; room: string; setpoint: number }[] = [];
  const rooms: readonly (readonly [string, number])[] = [
    ['B1', 4],
    ['B2', 8],
    ['C1', 6],
  ];
  for (const [room, n] of rooms) {
    for (let k = 1; k <= n; k++) {
      const minus20 = room === 'C1' && k > 3;
      const model = minus20
        ? oneOf(random, ['Liebherr LGex 3410', 'Thermo TSX2320FA'])
        : oneOf(random, ['Thermo TSX60086V', 'PHCbi MDF-DU702VH', 'Eppendorf CryoCube F740hi']);
      units.push({
        id: `FRZ-${room}-${pad2(k)}`,
        name: `${room}-${pad2(k)} ${minus20 ? '-20' : '-80'} upright (${model})`,
        room: `${room}.${between(random, 10, 19)}`,
        setpoint: minus20 ? -20 : -80,
      });
    }
  }
  // The freezer the question is about, as the LIMS knows it.
  const asked = units.find((u) => u.id === 'FRZ-B2-07')!;
  asked.name = 'B2-07 -80 upright (Thermo TSX60086V)';
  asked.room = 'B2.14';
  const start = Date.UTC(2027, 3, 8, 23);
  const end = Date.UTC(2027, 3, 13, 7);
  const alarms: { unit: string; type: string; raised: number; minutes: number; peak: number; acked: boolean; comment: string }[] = [];
  const comments = {
    DOOR_OPEN: [
      'door not latched after rack retrieval, closed',
      'inventory check, door open for box search',
      'door ajar, gasket iced - cleared',
      'closed by facility staff',
    ],
    HIGH_TEMP: ['recovering after door event', 'recovered without intervention', 'probe checked, temperature back in range'],
    POWER: ['building UPS test', 'brief mains dip, on UPS'],
  };
  for (const unit of units) {
    for (let k = between(random, 0, 3); k > 0; k--) {
      const type = oneOf(random, ['DOOR_OPEN', 'DOOR_OPEN', 'DOOR_OPEN', 'HIGH_TEMP', 'POWER']);
      alarms.push({
        unit: unit.id,
        type,
        raised: start + between(random, 2 * 3600, 100 * 3600) * 1000,
        minutes: between(random, 3, 25),
        peak: unit.setpoint + between(random, 40, 190) / 10,
        acked: random() < 0.9,
        comment: oneOf(random, comments[type as keyof typeof comments]),
      });
    }
  }
  const at = (d: number, h: number, m: number, s: number) => Date.UTC(2027, 3, d, h - 1, m, s);
  alarms.push(
    {
      unit: 'FRZ-B2-07',
      type: 'DOOR_OPEN',
      raised: at(9, 10, 2, 44),
      minutes: 4,
      peak: -74.9,
      acked: true,
      comment: 'inventory check, door open for box search',
    },
    {
      unit: 'FRZ-B2-07',
      type: 'DOOR_OPEN',
      raised: at(12, 18, 14, 37),
      minutes: 17,
      peak: -61.8,
      acked: true,
      comment: 'door not latched after rack retrieval, closed',
    },
    {
      unit: 'FRZ-B2-07',
      type: 'HIGH_TEMP',
      raised: at(12, 18, 23, 5),
      minutes: 21,
      peak: -61.8,
      acked: true,
      comment: 'recovering after door event',
    },
    {
      unit: 'FRZ-B2-06',
      type: 'DOOR_OPEN',
      raised: at(12, 18, 41, 12),
      minutes: 6,
      peak: -72.3,
      acked: true,
      comment: 'closed by facility staff',
    },
    {
      unit: 'FRZ-B1-03',
      type: 'DOOR_OPEN',
      raised: at(12, 18, 9, 58),
      minutes: 5,
      peak: -73.6,
      acked: true,
      comment: 'closed by facility staff',
    },
  );
  alarms.sort((x, y) => x.raised - y.raised);
  const incident = new Map<object, string>();
  let number = 48_171;
  for (const alarm of alarms) {
    number += between(random, 1, 3);
    incident.set(alarm, `INC00${number}`);
  }
  const needle = incident.get(alarms.find((x) => x.unit === 'FRZ-B2-07' && x.raised === at(12, 18, 14, 37))!)!;
  const dur = (m: number, s: number) => `PT${m}M${s}S`;
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>',
    '<GetEventLogResponse xmlns="urn:coldtrace:monitoring:v4">',
    '<EventLog site="Helixmoor Genomics - Building B/C cold storage" from="2027-04-09T00:00:00+01:00" to="2027-04-13T08:00:00+01:00" interval="PT30M" units="C" generated="2027-04-13T08:00:41+01:00">',
  ];
  let alarmSeq = 0;
  for (const unit of units) {
    parts.push(
      `<Unit id="${unit.id}" name="${unit.name}" room="${unit.room}" setpoint="${unit.setpoint.toFixed(1)}" highAlarm="${(unit.setpoint + 15).toFixed(1)}">`,
    );
    const mine = alarms.filter((x) => x.unit === unit.id);
    parts.push(`<Alarms count="${mine.length}">`);
    for (const alarm of mine) {
      const seconds = between(random, 0, 59);
      const cleared = alarm.raised + (alarm.minutes * 60 + seconds) * 1000;
      const id = `AL-${ymd(alarm.raised + 3_600_000)
        .slice(2)
        .replaceAll('-', '')}-${String(++alarmSeq).padStart(4, '0')}`;
      const head = `<Alarm id="${id}" type="${alarm.type}" probe="p1" raised="${bst(alarm.raised)}" cleared="${bst(cleared)}" duration="${dur(alarm.minutes, seconds)}" peak="${alarm.peak.toFixed(1)}"`;
      if (!alarm.acked) parts.push(`${head} acknowledged="false"/>`);
      else
        parts.push(
          `${head} acknowledged="true"><Ack user="${oneOf(random, STAFF)}" at="${bst(alarm.raised + between(random, 120, 900) * 1000)}" incident="${incident.get(alarm)}" comment="${alarm.comment}"/></Alarm>`,
        );
    }
    parts.push('</Alarms>', '<Readings probes="p1,p2,ambient">');
    for (let t = start; t <= end; t += 1_800_000) {
      const warm = mine.find((x) => t >= x.raised && t < x.raised + (x.minutes + 30) * 60_000);
      const drift = warm ? (warm.peak - unit.setpoint) * 0.6 : 0;
      const p1 = unit.setpoint + drift + between(random, -8, 9) / 10;
      const p2 = p1 + between(random, -6, 6) / 10;
      parts.push(`<R t="${bst(t)}" p1="${p1.toFixed(1)}" p2="${p2.toFixed(1)}" amb="${(20 + between(random, 0, 35) / 10).toFixed(1)}"/>`);
    }
    parts.push('</Readings>', '</Unit>');
  }
  parts.push('</EventLog>', '</GetEventLogResponse>', '</soap:Body></soap:Envelope>');
  const output = parts.join('');
  return probe(
    'round 130: freezer event export',
    'Someone left the B2-07 minus-eighty open yesterday evening, around quarter past six. What incident number did the monitoring system give that door alarm?',
    'coldtrace_event_log',
    output,
    'incident',
    needle,
    true,
  );
}

/** a3. The archive's manifest export: one CSV row per archived run, the run's whole file list in one field. */
function a3ArchiveManifest(): EconomicsTask {
  const random = seededRandom(130_003);
  const runs = [
    {
      id: '270402_LH00417_0084_A22HJ7YLT3',
      instrument: 'NovaSeq X Plus',
      fc: '10B',
      lanes: [40, 40, 40, 40, 40, 40, 40, 40],
      completed: '2027-04-03T16:42:10+01:00',
    },
    {
      id: '270405_A01873_0211_BHKT2WDSX7',
      instrument: 'NovaSeq 6000',
      fc: 'S4',
      lanes: [96, 96, 96, 96],
      completed: '2027-04-07T03:18:55+01:00',
    },
    {
      id: '270409_LH00417_0086_A22HKW2LT3',
      instrument: 'NovaSeq X Plus',
      fc: '10B',
      lanes: [96, 88, 64, 48, 40, 48, 40, 32],
      completed: '2027-04-10T09:05:31+01:00',
    },
    {
      id: '270409_LH00417_0087_B22HKV5LT3',
      instrument: 'NovaSeq X Plus',
      fc: '10B',
      lanes: [48, 48, 48, 48, 48, 48, 48, 48],
      completed: '2027-04-10T11:27:48+01:00',
    },
    { id: '270410_M05291_0733_000000000-LK4C2', instrument: 'MiSeq', fc: 'v3', lanes: [24], completed: '2027-04-11T14:51:02+01:00' },
  ];
  const target = runs[2]!;
  let needle = '';
  let sampleNo = 3710;
  const lines = [
    'run_id,instrument,flowcell_type,completed_at,archive_job,tier,tape_set,copies,total_bytes,file_count,manifest_sha256,files',
  ];
  let job = 20_418;
  for (const run of runs) {
    const entries: string[] = [];
    const md5 = () => hex(random, 32);
    const file = (path: string, bytes: number) => entries.push(`${path}|${bytes}|${md5()}`);
    const x = run.instrument === 'NovaSeq X Plus';
    const fastqDir = x
      ? 'Analysis/1/Data/BCLConvert/fastq'
      : run.instrument === 'MiSeq'
        ? 'Alignment_1/20270410_145102/Fastq'
        : 'Data/Intensities/BaseCalls';
    for (const name of [
      'RunInfo.xml',
      'RunParameters.xml',
      'SampleSheet.csv',
      'RunCompletionStatus.xml',
      'CopyComplete.txt',
      'RTAComplete.txt',
    ])
      file(name, between(random, 180, 48_000));
    for (const metric of [
      'CorrectedIntMetricsOut',
      'EmpiricalPhasingMetricsOut',
      'ErrorMetricsOut',
      'EventMetricsOut',
      'ExtendedTileMetricsOut',
      'ExtractionMetricsOut',
      'FWHMGridMetricsOut',
      'ImageMetricsOut',
      'OpticalModelMetricsOut',
      'PFGridMetricsOut',
      'QMetricsOut',
      'RegistrationMetricsOut',
      'TileMetricsOut',
    ])
      file(`InterOp/${metric}.bin`, between(random, 40_000, 310_000_000));
    const reports = x ? 'Analysis/1/Data/Reports' : `${fastqDir}/Reports`;
    for (const report of [
      'Demultiplex_Stats.csv',
      'Quality_Metrics.csv',
      'Top_Unknown_Barcodes.csv',
      'Adapter_Metrics.csv',
      'Index_Hopping_Counts.csv',
      'RunInfo.xml',
      'SampleSheet.csv',
      'fastq_list.csv',
    ])
      file(`${reports}/${report}`, between(random, 900, 1_400_000));
    let s = 1;
    run.lanes.forEach((count, l) => {
      const lane = `L00${l + 1}`;
      for (let k = 0; k < count; k++, s++, sampleNo++) {
        const bytes = between(random, 600_000_000, 4_800_000_000);
        for (const read of ['R1', 'R2'])
          file(
            `${fastqDir}/HMG-27-${String(sampleNo).padStart(5, '0')}_S${s}_${lane}_${read}_001.fastq.gz`,
            bytes + between(random, -40_000_000, 90_000_000),
          );
      }
      for (const read of ['R1', 'R2']) {
        const path = `${fastqDir}/Undetermined_S0_${lane}_${read}_001.fastq.gz`;
        const sum = md5();
        entries.push(`${path}|${between(random, 300_000_000, 2_900_000_000)}|${sum}`);
        if (run === target && lane === 'L003' && read === 'R1') needle = sum;
      }
    });
    for (const log of [
      'Logs/Info.log',
      'Logs/Warnings.log',
      'Logs/Errors.log',
      'Logs/FastqComplete.txt',
      'Logs/Sample_Processing.log',
      'Manifest.tsv',
    ])
      file(`${x ? 'Analysis/1/Data/' : ''}${log}`, between(random, 0, 2_600_000));
    const total = entries.reduce((sum, e) => sum + Number(e.split('|')[1]), 0);
    job += between(random, 3, 17);
    lines.push(
      [
        run.id,
        run.instrument,
        run.fc,
        run.completed,
        `ARC-${job}`,
        'LTO-9',
        `HMG-T${between(random, 3100, 3199)}L9;HMG-T${between(random, 3200, 3299)}L9`,
        2,
        total,
        entries.length,
        hex(random, 64),
        `"${entries.join(';')}"`,
      ].join(','),
    );
  }
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 130: archive manifest',
    "I'm verifying a restore from tape. What md5 does the archive manifest list for the lane 3 Undetermined R1 fastq of run 270409_LH00417_0086_A22HKW2LT3?",
    'archive_manifest_export',
    output,
    'md5',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** Project titles, as groups write them, and their assay. */
const TITLES: readonly (readonly [string, string])[] = [
  ['CD8 T-cell exhaustion time course', 'bulk-rnaseq'],
  ['Tumour-infiltrating myeloid cells scRNA-seq', 'scrna-10x'],
  ['Drought response in root tips', 'bulk-rnaseq'],
  ['Antibiotic tolerance in uropathogenic E. coli', 'wgs'],
  ['Zebrafish fin regeneration atlas', 'scrna-10x'],
  ['Malaria gametocyte transcriptome', 'bulk-rnaseq'],
  ['Ancient cattle genomes from Orkney', 'wgs'],
  ['Germline variants in familial cardiomyopathy', 'wes'],
  ['Liver zonation spatial transcriptomics', 'spatial-visium'],
  ['Biofilm metagenomes from hospital drains', 'shotgun-metagenomics'],
  ['Cortical organoid maturation', 'scrna-10x'],
  ['Exome panel for inherited kidney disease', 'wes'],
  ['Airway epithelium after viral challenge', 'bulk-rnaseq'],
  ['Sperm small RNA profiling', 'small-rna'],
  ['Coral symbiont community shifts', 'amplicon-16s'],
  ['Barley pan-genome resequencing', 'wgs'],
  ['Clonal haematopoiesis in ageing cohorts', 'wes'],
  ['ChIP-seq of pioneer factors in endoderm', 'chip-seq'],
  ['ATAC-seq of activated macrophages', 'atac-seq'],
  ['Wild yeast population resequencing', 'wgs'],
  ['Skin microbiome in atopic dermatitis', 'amplicon-16s'],
  ['Hypothalamic neurons single-nucleus RNA', 'scrna-10x'],
  ['Phage resistance evolution experiment', 'wgs'],
  ['Pig lung xenograft transcriptome', 'bulk-rnaseq'],
  ['Insulin secretion QTL mapping', 'wgs'],
  ['Bat coronavirus surveillance', 'shotgun-metagenomics'],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** b1. The demultiplexing pipeline's rendered config: defaults, then every group's projects and where each is delivered. */
function b1DemuxConfig(): EconomicsTask {
  const random = seededRandom(130_011);
  const reserved = new Set(['P27-0318', 'P27-0381', 'P26-0318', 'P27-0138', 'P27-0313']);
  const used = new Set(reserved);
  const freshId = () => {
    for (;;) {
      const id = `P${oneOf(random, ['26', '27', '27'])}-0${between(random, 100, 460)}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const fixed: Record<string, string[]> = {
    lindqvist: ['P27-0318', 'P27-0381'],
    hosseini: ['P26-0318'],
    xu: ['P27-0138'],
    okafor: ['P27-0313'],
  };
  let needle = '';
  const out: string[] = [
    '# helix-demux delivery configuration (rendered)',
    '# source: git@git.helixmoor.ac.uk:facility-informatics/helix-demux-config.git @ 5e1c0a9 (main)',
    '# rendered: 2027-04-13T08:10:44+01:00 by helix-demux 1.8.2',
    'version: 3',
    'defaults:',
    '  demux:',
    '    software: bcl-convert',
    '    software_version: 4.3.6',
    '    barcode_mismatches: 1',
    '    create_fastq_for_index_reads: false',
    '    no_lane_splitting: false',
    '    adapter_behavior: trim',
    '    minimum_trimmed_read_length: 35',
    '  qc:',
    '    fastqc: true',
    '    fastq_screen: true',
    '    screen_db: /refs/fastq_screen/2027.03',
    '    multiqc: true',
    '  delivery:',
    '    method: s3',
    '    checksum: md5',
    '    retain_days: 90',
    '    notify_on: [delivered]',
    'instruments:',
    '  - id: LH00417',
    '    name: Aurora',
    '    model: NovaSeq X Plus',
    '    output_root: /seqdata/runs/LH00417',
    '  - id: A01873',
    '    name: Borealis',
    '    model: NovaSeq 6000',
    '    output_root: /seqdata/runs/A01873',
    '  - id: M05291',
    '    name: Pip',
    '    model: MiSeq',
    '    output_root: /seqdata/runs/M05291',
    'groups:',
  ];
  for (const group of GROUPS) {
    const first = group.pi.split(' ')[1]!.toLowerCase();
    out.push(
      `  - key: ${group.key}`,
      `    pi: ${group.pi}`,
      `    department: ${group.dept}`,
      `    billing_contact: ${oneOf(random, ['grants', 'finance', 'admin'])}.${group.dept.toLowerCase().replace(/[^a-z]+/g, '')}@helixmoor.ac.uk`,
      '    projects:',
    );
    const ids = [...(fixed[group.key] ?? [])];
    for (let n = between(random, 3, 6) - ids.length; n > 0; n--) ids.push(freshId());
    ids.sort();
    for (const id of ids) {
      const [title, assay] = oneOf(random, TITLES);
      const method = oneOf(random, ['s3', 's3', 's3', 'sftp', 'irods']);
      const tail = `${slug(title).split('-').slice(0, 3).join('-')}-${chars(random, 'abcdefghjkmnpqrstuvwxyz23456789', 4)}`;
      const target =
        method === 's3'
          ? `s3://hmg-delivery-eu1/${group.key}/${tail}/`
          : method === 'sftp'
            ? `sftp://transfer.helixmoor.ac.uk/incoming/${group.key}/${tail}`
            : `irods:/helixZone/home/${group.key}/sequencing/${tail}`;
      if (id === 'P27-0318') needle = target;
      out.push(
        `      - id: ${id}`,
        `        title: ${title}`,
        `        assay: ${assay}`,
        '        delivery:',
        `          method: ${method}`,
        `          target: ${target}`,
        '          notify:',
        `            - ${first}.${group.key}@helixmoor.ac.uk`,
      );
      if (random() < 0.6)
        out.push(`            - ${oneOf(random, ['lab-manager', 'bioinf', 'postdoc1', 'data'])}.${group.key}@helixmoor.ac.uk`);
      if (random() < 0.35) {
        out.push('        demux:', `          barcode_mismatches: ${oneOf(random, [0, 2])}`);
        if (random() < 0.4) out.push('          create_fastq_for_index_reads: true');
      }
      if (random() < 0.4)
        out.push('        qc:', `          fastq_screen: ${oneOf(random, ['false', 'true'])}`, `          multiqc_title: "${title}"`);
      const opened = id.startsWith('P26')
        ? Date.UTC(2026, 0, 5) + between(random, 0, 350) * DAY
        : Date.UTC(2027, 0, 4) + between(random, 0, 90) * DAY;
      out.push(`        retain_days: ${oneOf(random, [30, 60, 90, 90, 180])}`, `        opened: ${ymd(opened)}`);
    }
  }
  const output = `${out.join('\n')}\n`;
  return probe(
    'round 130: demux config',
    'Where does the demux pipeline deliver the data for project P27-0318?',
    'demux_config_show',
    output,
    'delivery',
    needle,
  );
}

/** b2. HelixLIMS storage module: everything in one freezer, shelf by shelf, rack by rack, box by box. */
function b2StorageInventory(): EconomicsTask {
  const random = seededRandom(130_012);
  const taken = new Set(['HMG-L-27-01934', 'HMG-L-27-01943', 'HMG-L-27-01933', 'HMG-L-26-01934', 'HMG-L-27-01394']);
  const fresh = (make: () => string) => {
    for (;;) {
      const id = make();
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };
  const boxCodes = new Set<string>();
  const boxCode = () => {
    for (;;) {
      const code = `HXB-4${between(random, 10_000, 99_999)}`;
      if (!boxCodes.has(code)) {
        boxCodes.add(code);
        return code;
      }
    }
  };
  const wells: string[] = [];
  for (const row of 'ABCDEFGHI') for (let c = 1; c <= 9; c++) wells.push(`${row}${c}`);
  const months = ['Jan 2027', 'Feb 2027', 'Mar 2027', 'Apr 2027'];
  const kinds = [
    {
      kind: 'library',
      label: 'libraries',
      make: () => fresh(() => `HMG-L-${oneOf(random, ['26', '27', '27'])}-0${between(random, 1000, 2600)}`),
      vol: [10, 30],
    },
    {
      kind: 'total RNA',
      label: 'RNA',
      make: () => fresh(() => `HMG-${oneOf(random, ['26', '27'])}-0${between(random, 3000, 5400)}`),
      vol: [8, 40],
    },
    {
      kind: 'genomic DNA',
      label: 'gDNA',
      make: () => fresh(() => `HMG-${oneOf(random, ['26', '27'])}-0${between(random, 3000, 5400)}`),
      vol: [20, 60],
    },
    {
      kind: 'pool',
      label: 'pools',
      make: () => fresh(() => `POOL-${oneOf(random, ['26', '27'])}-${String(between(random, 40, 990)).padStart(4, '0')}`),
      vol: [5, 40],
    },
  ];
  /** Where the near misses of the asked library sit: box number and slot. */
  const nearMisses = new Map<number, string>([
    [11, 'HMG-L-27-01943'],
    [19, 'HMG-L-26-01934'],
    [36, 'HMG-L-27-01933'],
    [44, 'HMG-L-27-01394'],
  ]);
  const targetBox = 28;
  let needle = '';
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<StorageInventory xmlns="urn:helixlims:storage:v3" generated="2027-04-13T08:12:05+01:00" requestedBy="j.mcleod" scope="freezer">',
    '  <Freezer id="FRZ-B2-07" name="B2-07 -80 upright" model="Thermo TSX60086V" serial="TSX-0866-21934" room="B2.14" setpoint="-80" monitoredBy="ColdTrace">',
  ];
  let box = 0;
  for (let shelf = 1; shelf <= 5; shelf++) {
    out.push(`    <Shelf number="${shelf}">`);
    for (let rack = 1; rack <= 3; rack++) {
      out.push(`      <Rack id="B2-07/S${shelf}/R${rack}" type="drawer rack 4 x 1" positions="4">`);
      for (let p = 1; p <= 4; p++, box++) {
        const group = oneOf(random, GROUPS);
        const spec = box === targetBox ? kinds[0]! : oneOf(random, kinds);
        const filled = between(random, 18, 72);
        const code = boxCode();
        if (box === targetBox) needle = code;
        const surname = group.key.charAt(0).toUpperCase() + group.key.slice(1);
        const created = Date.UTC(2027, 0, 5) + between(random, 0, 88) * DAY;
        const month = months[new Date(created).getUTCMonth()]!;
        out.push(
          `        <Box barcode="${code}" position="${p}" format="9x9" label="${surname} ${spec.label} ${month} #${between(random, 1, 6)}" owner="${group.key}" created="${ymd(created)}" used="${filled}">`,
        );
        for (let w = 0; w < filled; w++) {
          let item = spec.make();
          if (box === targetBox && w === 2) item = 'HMG-L-27-01934';
          const near = nearMisses.get(box);
          if (near !== undefined && w === 9) item = near;
          const kind = item.startsWith('HMG-L-') ? 'library' : item.startsWith('POOL-') ? 'pool' : spec.kind;
          out.push(
            `          <Slot pos="${wells[w]}" item="${item}" kind="${kind}" volumeUl="${between(random, spec.vol[0]!, spec.vol[1]!)}.${between(random, 0, 9)}" added="${ymd(created + between(random, 0, Math.floor((TODAY - created) / DAY) - 1) * DAY)}" by="${oneOf(random, STAFF)}"/>`,
          );
        }
        out.push('        </Box>');
      }
      out.push('      </Rack>');
    }
    out.push('    </Shelf>');
  }
  out.push('  </Freezer>', '</StorageInventory>');
  const output = `${out.join('\n')}\n`;
  return probe(
    'round 130: storage inventory',
    "I'm standing at the B2-07 freezer. Which box is library HMG-L-27-01934 in?",
    'lims_storage_inventory',
    output,
    'box',
    needle,
  );
}

/** b3. The nightly QC pipeline's log for one run: Python logging, 24 workers interleaved, and a few tracebacks. */
function b3QcPipelineLog(): EconomicsTask {
  const random = seededRandom(130_013);
  const run = '270411_LH00417_0089_B22HJX3LT3';
  const site = '/opt/helixqc/lib/python3.11/site-packages/helixqc';
  const dbs: readonly (readonly [string, string])[] = [
    ['Human', 'Human/Homo_sapiens.GRCh38'],
    ['Mouse', 'Mouse/Mus_musculus.GRCm39'],
    ['Rat', 'Rat/Rattus_norvegicus.mRatBN7.2'],
    ['Drosophila', 'Drosophila/BDGP6.46'],
    ['Worm', 'Worm/Caenorhabditis_elegans.WBcel235'],
    ['Yeast', 'Yeast/Saccharomyces_cerevisiae.R64'],
    ['Arabidopsis', 'Arabidopsis/TAIR10'],
    ['Ecoli', 'E_coli/Ecoli_K12_MG1655'],
    ['rRNA', 'rRNA/GRCm38_rRNA'],
    ['MT', 'Mitochondria/mitochondria'],
    ['PhiX', 'PhiX/phi_plus_SNPs'],
    ['Lambda', 'Lambda/Lambda'],
    ['Vectors', 'Vectors/Vectors'],
    ['Adapters', 'Adapters/Contaminants'],
    ['Mycoplasma', 'Mycoplasma/mycoplasma'],
  ];
  const refs = '/refs/fastq_screen/2027.03';
  const t0 = Date.UTC(2027, 3, 12, 22, 2, 11) + 204;
  const stamp = (ms: number) => `${bstPlain(ms)},${String(Math.floor(ms % 1000)).padStart(3, '0')}`;
  type Entry = { at: number; text: string };
  const entries: Entry[] = [];
  const log = (at: number, level: string, logger: string, message: string) =>
    entries.push({ at, text: `${stamp(at)} ${level.padEnd(7)} ${logger.padEnd(17)} ${message}` });
  log(t0, 'INFO', 'helixqc.cli', 'helix-qc 2.14.1 starting (python 3.11.9, pid 418822, host hmg-compute-07)');
  log(t0 + 41, 'INFO', 'helixqc.config', `run=${run} samplesheet=/seqdata/runs/LH00417/${run}/SampleSheet.csv`);
  log(
    t0 + 63,
    'INFO',
    'helixqc.config',
    `fastq dir=/seqdata/runs/LH00417/${run}/Analysis/1/Data/BCLConvert/fastq output=/seqdata/qc/${run}`,
  );
  log(t0 + 80, 'INFO', 'helixqc.config', `profile=standard workers=24 subsample=100000 aligner=bowtie2 2.5.4 fastqc=0.12.1`);
  dbs.forEach(([name, path], k) =>
    log(t0 + 95 + k * 3, 'INFO', 'helixqc.config', `fastq_screen database ${name.padEnd(11)} ${refs}/${path}`),
  );
  log(t0 + 180, 'INFO', 'helixqc.runner', '384 samples across 8 lanes queued');
  const lanes = [48, 48, 48, 48, 48, 48, 48, 48];
  const samples: { id: string; lane: number; s: number }[] = [];
  lanes.forEach((n, l) => {
    for (let k = 0; k < n; k++) samples.push({ id: `HMG-27-0${5001 + samples.length}`, lane: l + 1, s: samples.length + 1 });
  });
  const free = Array.from({ length: 24 }, () => t0 + 400 + between(random, 0, 3000));
  /** When each sample's screen starts, to choose who meets the reference sync. */
  const screenAt = new Map<string, number>();
  const plan: { sample: (typeof samples)[number]; start: number }[] = [];
  for (const sample of samples) {
    const w = free.indexOf(Math.min(...free));
    const start = free[w]!;
    const fastqc = between(random, 50_000, 140_000);
    const screen = between(random, 90_000, 210_000);
    screenAt.set(sample.id, start + 2 * fastqc + 2_000);
    free[w] = start + 2 * fastqc + screen + between(random, 20_000, 60_000) + 4_000;
    plan.push({ sample, start });
  }
  const target = 'HMG-27-05127';
  const sync = screenAt.get(target)! + 1_789;
  const crashed = new Map<string, string>([[target, 'mycoplasma.rev.1.bt2']]);
  const others = ['mycoplasma.3.bt2', 'Contaminants.rev.2.bt2', 'mycoplasma.4.bt2'];
  for (const [id, at] of [...screenAt].sort((x, y) => x[1] - y[1])) {
    if (id !== target && at > sync - 20_000 && at < sync + 25_000 && others.length > 0) crashed.set(id, others.shift()!);
  }
  log(
    sync - 9_400,
    'WARNING',
    'helixqc.refs',
    `reference tree ${refs} changed during run (rsync from refs-master in progress, mtime ${bstPlain(sync - 9_400).slice(11)})`,
  );
  const frames = (index: string, db: string) => [
    'Traceback (most recent call last):',
    `  File "${site}/screen.py", line 214, in screen_sample`,
    '    hits = aligner.align(subsample, db)',
    `  File "${site}/aligners/bowtie2.py", line 88, in align`,
    '    index = self._open_index(db.index_prefix)',
    `  File "${site}/aligners/bowtie2.py", line 131, in _open_index`,
    '    raise FileNotFoundError(errno.ENOENT, "bowtie2 index file missing", path)',
    `FileNotFoundError: [Errno 2] bowtie2 index file missing: '${refs}/${db}/${index}'`,
  ];
  for (const { sample, start } of plan) {
    const { id, lane, s } = sample;
    let at = start;
    log(at, 'INFO', 'helixqc.runner', `sample=${id} lane=${lane} started (worker ${between(random, 1, 24)})`);
    for (const read of ['R1', 'R2']) {
      const reads = between(random, 18_000_000, 62_000_000);
      at += between(random, 50_000, 140_000);
      if (id === 'HMG-27-05172' && read === 'R2') {
        const path = `/seqdata/runs/LH00417/${run}/Analysis/1/Data/BCLConvert/fastq/${id}_S${s}_L00${lane}_R2_001.fastq.gz`;
        entries.push({
          at,
          text: [
            `${stamp(at)} ERROR   helixqc.fastqc    sample=${id} read=R2 could not read input (attempt 1/3)`,
            'Traceback (most recent call last):',
            `  File "${site}/fastqc.py", line 97, in run_fastqc`,
            '    with gzip.open(path, "rb") as handle:',
            '  File "/usr/lib/python3.11/gzip.py", line 58, in open',
            '    binary_file = GzipFile(filename, gz_mode, compresslevel)',
            '  File "/usr/lib/python3.11/gzip.py", line 174, in __init__',
            "    fileobj = self.myfileobj = builtins.open(filename, mode or 'rb')",
            `OSError: [Errno 116] Stale file handle: '${path}'`,
          ].join('\n'),
        });
        at += 8_000;
        log(at, 'INFO', 'helixqc.runner', `sample=${id} fastqc R2 retrying (attempt 2/3) after 8s`);
        at += between(random, 50_000, 140_000);
      }
      log(
        at,
        'INFO',
        'helixqc.fastqc',
        `sample=${id} read=${read} reads=${money(reads, 0)} q30=${(between(random, 880, 960) / 10).toFixed(1)}% gc=${between(random, 38, 56)}% dup=${(between(random, 40, 420) / 10).toFixed(1)}% done`,
      );
    }
    at = screenAt.get(id)!;
    log(at, 'INFO', 'helixqc.screen', `sample=${id} screening 100000 reads against ${dbs.length} databases`);
    const missing = crashed.get(id);
    if (missing !== undefined) {
      at = Math.max(at + between(random, 1_500, 6_000), sync + between(random, 0, 9_000));
      const db = missing.startsWith('myco') ? 'Mycoplasma' : 'Adapters';
      entries.push({
        at,
        text: [
          `${stamp(at)} ERROR   helixqc.screen    sample=${id} contamination screen aborted (attempt 1/3)`,
          ...frames(missing, db),
        ].join('\n'),
      });
      at += 30_000;
      log(at, 'INFO', 'helixqc.runner', `sample=${id} screen retrying (attempt 2/3) after 30s`);
      at += between(random, 90_000, 200_000);
    } else at += between(random, 90_000, 210_000);
    const human = between(random, 600, 985) / 10;
    log(
      at,
      'INFO',
      'helixqc.screen',
      `sample=${id} one_hit_one_genome Human=${human.toFixed(1)}% Mouse=${(between(random, 0, 30) / 10).toFixed(1)}% PhiX=${(between(random, 0, 15) / 10).toFixed(1)}% rRNA=${(between(random, 0, 60) / 10).toFixed(1)}% Mycoplasma=0.0% no_hits=${(between(random, 5, 80) / 10).toFixed(1)}%`,
    );
    at += between(random, 15_000, 50_000);
    log(
      at,
      'INFO',
      'helixqc.adapters',
      `sample=${id} adapter content max=${(between(random, 1, 180) / 10).toFixed(1)}% at position ${between(random, 90, 151)}`,
    );
    log(at + 1_200, 'INFO', 'helixqc.runner', `sample=${id} done`);
  }
  const last = Math.max(...entries.map((e) => e.at));
  log(last + 4_000, 'INFO', 'helixqc.multiqc', `report written to /seqdata/qc/${run}/multiqc_report.html`);
  log(
    last + 6_500,
    'INFO',
    'helixqc.runner',
    `run ${run} QC complete: 384 samples, ${crashed.size + 1} retries, wall time ${Math.round((last - t0) / 60_000)} min`,
  );
  entries.sort((x, y) => x.at - y.at);
  const output = `${entries.map((e) => e.text).join('\n')}\n`;
  const needle = `${refs}/Mycoplasma/mycoplasma.rev.1.bt2`;
  return probe(
    'round 130: qc pipeline log',
    "Last night's QC run choked on sample HMG-27-05127 during the contamination screen. Which file couldn't it find?",
    'qc_pipeline_log',
    output,
    'missing-file',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1. The NovaSeq X Plus control software's log, two days of it: both sides running, consumables scanned, runs started. */
function c1InstrumentLog(): EconomicsTask {
  const random = seededRandom(130_021);
  const from = Date.UTC(2027, 3, 11, 5, 0, 0);
  const to = Date.UTC(2027, 3, 13, 6, 0, 0);
  const at = (d: number, h: number, m: number, s: number) => Date.UTC(2027, 3, d, h - 1, m, s) + between(random, 0, 999);
  type Entry = { at: number; level: string; source: string; text: string };
  const entries: Entry[] = [];
  const log = (ms: number, source: string, text: string, level = 'INFO') => entries.push({ at: ms, level, source, text });
  const lots = new Set<string>();
  const lot = () => {
    for (;;) {
      const value = String(between(random, 20_700_000, 20_999_999));
      if (!lots.has(value)) {
        lots.add(value);
        return value;
      }
    }
  };
  const consumables: readonly (readonly [string, string, number])[] = [
    ['FlowCell', '20085594', 0],
    ['ReagentCartridge', '20090638', 1],
    ['BufferCartridge', '20090640', 2],
    ['LibraryTubeStrip', '20090642', 3],
  ];
  let needle = '';
  /** Scans the consumables for one side, from `start`; returns when the last was read. */
  const load = (side: string, start: number, flowcell: string, asked = false) => {
    let t = start;
    log(t, 'Consumables', `Side ${side}: load consumables started by user hmg-ops (door ${side} unlocked)`);
    for (const [kind, part, k] of consumables) {
      t += between(random, 40_000, 150_000);
      const serial =
        k === 0
          ? flowcell
          : `${kind === 'LibraryTubeStrip' ? 'LT' : kind === 'BufferCartridge' ? 'BC' : 'RC'}${between(random, 1_000_000, 9_999_999)}-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 4)}`;
      const lotNumber = lot();
      if (asked && k === 0) needle = lotNumber;
      const exp = ymd(Date.UTC(2027, between(random, 6, 14), between(random, 1, 28)));
      log(
        t,
        'Consumables',
        `RFID read Side=${side} Type=${kind} SerialNumber=${serial} PartNumber=${part} LotNumber=${lotNumber} ExpirationDate=${exp}`,
      );
      log(t + between(random, 300, 2_500), 'Consumables', `Side ${side}: ${kind} accepted (${k + 1}/4)`);
    }
    t += between(random, 20_000, 60_000);
    log(t, 'Consumables', `Side ${side}: all consumables loaded, door ${side} locked`);
    return t;
  };
  type Run = { side: string; id: string; start: number; cycles: number; perCycle: number };
  const runs: Run[] = [
    { side: 'A', id: '270411_LH00417_0088_A22HJW7LT3', start: at(11, 4, 10, 22), cycles: 322, perCycle: 287_000 },
    { side: 'B', id: '270411_LH00417_0089_B22HJX3LT3', start: at(11, 7, 40, 5), cycles: 322, perCycle: 299_000 },
    { side: 'A', id: '270412_LH00417_0090_A22HKR8LT3', start: at(12, 10, 20, 41), cycles: 322, perCycle: 291_000 },
    { side: 'B', id: '270412_LH00417_0091_B22HKT5LT3', start: at(12, 14, 32, 8), cycles: 322, perCycle: 296_000 },
  ];
  const recipe = '10B-300 (Read1 151, Index1 10, Index2 10, Read2 151)';
  load('B', at(11, 7, 12, 30), '22HJX3LT3');
  load('A', at(12, 9, 41, 12), '22HKR8LT3');
  const reload = at(12, 13, 59, 52);
  log(reload + 26_000, 'Consumables', 'RFID read Side=B Type=FlowCell: no tag detected, reseat the flow cell and close the door', 'WARN');
  load('B', reload, '22HKT5LT3', true);
  for (const run of runs) {
    const first = run.start - 1_200_000;
    if (first > from) {
      log(
        first,
        'RunManager',
        `Side ${run.side}: run setup RunName=${run.id.slice(7)} Recipe=${recipe} OutputFolder=/seqdata/runs/LH00417/${run.id}`,
      );
      log(first + 240_000, 'RunManager', `Side ${run.side}: pre-run check passed (fluidics, flow cell seating, reagent temperature)`);
      log(run.start, 'RunManager', `Side ${run.side}: run started RunId=${run.id}`);
    }
    let t = run.start;
    for (let c = 1; c <= run.cycles; c++) {
      t += run.perCycle + between(random, -9_000, 9_000);
      if (t < from) continue;
      if (t > to) break;
      const read = c <= 151 ? 'Read1' : c <= 161 ? 'Index1' : c <= 171 ? 'Index2' : 'Read2';
      log(t - between(random, 60_000, 90_000), 'Chemistry', `Side ${run.side}: cycle ${c} incorporation complete`);
      log(
        t,
        'Imaging',
        `Side ${run.side}: cycle ${c}/${run.cycles} ${read} imaged surfaces 2/2 tiles 1408/1408 focus_score=${(between(random, 880, 990) / 1000).toFixed(3)}`,
      );
      log(
        t + between(random, 4_000, 20_000),
        'RTA',
        `Side ${run.side}: cycle ${c} base calls written (${between(random, 96, 140)} s behind imaging)`,
      );
      if (c === 26)
        log(
          t + 30_000,
          'RTA',
          `Side ${run.side}: cycle 25 metrics %PF=${(between(random, 720, 860) / 10).toFixed(1)} occupancy=${(between(random, 880, 970) / 10).toFixed(1)}% phasing=${(between(random, 8, 20) / 100).toFixed(2)}`,
        );
      if (c === run.cycles) {
        log(t + 60_000, 'RunManager', `Side ${run.side}: run completed RunId=${run.id} cycles=${run.cycles}/${run.cycles}`);
        log(t + 120_000, 'Fluidics', `Side ${run.side}: post-run wash started`);
        log(t + 120_000 + between(random, 2_300_000, 2_700_000), 'Fluidics', `Side ${run.side}: post-run wash complete`);
        log(t + 200_000, 'Transfer', `Side ${run.side}: CopyComplete.txt written, ${run.id} handed to analysis queue`);
      }
    }
  }
  for (let t = from + 37_000; t < to; t += 180_000 + between(random, -3_000, 3_000)) {
    log(
      t,
      'Thermal',
      `FlowCellA=${(59.8 + between(random, 0, 4) / 10).toFixed(1)}C FlowCellB=${(59.8 + between(random, 0, 4) / 10).toFixed(1)}C Chiller=${(3.9 + between(random, 0, 3) / 10).toFixed(1)}C Ambient=${(21.5 + between(random, 0, 15) / 10).toFixed(1)}C`,
    );
    if (random() < 0.25)
      log(
        t + 9_000,
        'Transfer',
        `output share \\\\hmg-nas02\\seqdata free=${(between(random, 3100, 3600) / 10).toFixed(1)} TiB queue=${between(random, 0, 14)} files rate=${between(random, 180, 420)} MB/s`,
      );
    if (random() < 0.02) log(t + 15_000, 'System', 'Illumina Proactive heartbeat sent', 'INFO');
  }
  log(at(12, 2, 14, 7), 'System', 'Windows Update check skipped (instrument in run)', 'WARN');
  log(at(12, 11, 48, 33), 'Transfer', 'output share \\\\hmg-nas02\\seqdata slow response (2.8 s), retrying', 'WARN');
  entries.sort((x, y) => x.at - y.at);
  const stampOf = (ms: number) => `${bstPlain(ms)}.${String(ms % 1000).padStart(3, '0')}`;
  const output = `${entries.map((e) => `${stampOf(e.at)} | ${e.level.padEnd(5)} | ${e.source.padEnd(11)} | ${e.text}`).join('\n')}\n`;
  return probe(
    'round 130: instrument log',
    'We got oddly low output from the run that started on the B side of the X yesterday afternoon, and Illumina support are asking questions. Which manufacturing batch did the flow cell we put in just after 2pm come from?',
    'instrument_log_tail',
    output,
    'flowcell-lot',
    needle,
  );
}

/** c2. The quarterly internal recharge statement: every group's charges, month by month, as a fixed-width report. */
function c2RechargeStatement(): EconomicsTask {
  const services: readonly (readonly [string, string, number, 'unit' | 'sample' | 'tib' | 'hour'])[] = [
    ['SEQ-X10B-L', 'NovaSeq X 10B lane, PE150', 2180, 'unit'],
    ['SEQ-X25B-L', 'NovaSeq X 25B lane, PE150', 3950, 'unit'],
    ['SEQ-6K-S4L', 'NovaSeq 6000 S4 lane, PE150', 2640, 'unit'],
    ['SEQ-MS-V3', 'MiSeq v3 600-cycle run', 1240, 'unit'],
    ['ONT-PROM', 'ONT PromethION flow cell FLO-PRO114M + 72 h run', 1460, 'unit'],
    ['PB-REVIO', 'PacBio Revio SMRT Cell 25M + 24 h run', 2950, 'unit'],
    ['LIB-MRNA', 'Stranded mRNA library prep, per sample', 68, 'sample'],
    ['LIB-DNA', 'DNA library prep (Illumina DNA Prep), per sample', 54, 'sample'],
    ['LIB-EXOME', 'Exome capture (Twist 2.0), per sample', 142, 'sample'],
    ['LIB-10X', '10x GEM-X 3prime library, per sample', 1150, 'sample'],
    ['LIB-ONT', 'ONT ligation library prep SQK-LSK114', 210, 'sample'],
    ['QC-TAPE', 'TapeStation QC, per sample', 6.5, 'sample'],
    ['QC-QUBIT', 'Qubit quantification, per sample', 2.2, 'sample'],
    ['DATA-ARC', 'Archive storage LTO-9, per TiB-month', 4.1, 'tib'],
    ['BIOINF', 'Bioinformatics support, per hour', 62, 'hour'],
  ];
  const longRead = new Set(['ONT-PROM', 'PB-REVIO', 'LIB-ONT']);
  const months: readonly (readonly [string, number])[] = [
    ['January', 0],
    ['February', 1],
    ['March', 2],
  ];
  const { output, needle } = regenerated(130_022, (random) => {
    let needle = '';
    let ref = 100;
    const width = 130;
    const out = [
      'HELIXMOOR GENOMICS - SEQUENCING CORE FACILITY',
      'Internal recharge statement    Period: 01 Jan 2027 - 31 Mar 2027 (Q1)    Generated: 13 Apr 2027 06:00',
      'Rates: FY2026/27 internal schedule v4. Amounts in GBP. Charge = Qty x List x (1 - Subsidy).',
      '='.repeat(width),
    ];
    let grand = 0;
    for (const group of GROUPS) {
      const okafor = group.key === 'okafor';
      const subsidy = okafor ? 12.5 : oneOf(random, [0, 0, 10, 15, 20, 25, 30]);
      const surname = group.key.charAt(0).toUpperCase() + group.key.slice(1);
      out.push(
        '',
        `GROUP  ${`${surname} Lab (${group.dept})`.padEnd(58)}PI  ${group.pi}`,
        `Cost centre  R-${chars(random, 'ABCDEFGHKLMNPRSTVW', 2)}-${between(random, 1000, 9999)}-${group.key.slice(0, 3).toUpperCase()}    Award  ${oneOf(random, ['MR', 'BB', 'WT', 'NE', 'EP'])}/${chars(random, 'VWXYZ', 1)}${between(random, 100_000, 999_999)}/1    Subsidy  ${subsidy}%`,
        '-'.repeat(width),
        `${'Date'.padEnd(12)}${'Ref'.padEnd(13)}${'Code'.padEnd(12)}${'Description'.padEnd(64)}${'Qty'.padStart(7)}${'List'.padStart(10)}${'Charge'.padStart(12)}`,
      );
      let total = 0;
      for (const [month, m] of months) {
        const items: { day: number; code: string; description: string; qty: number; list: number }[] = [];
        const pool = services.filter((x) => !(okafor && longRead.has(x[0])));
        for (let n = between(random, 2, 7); n > 0; n--) {
          const [code, description, list, per] = oneOf(random, pool);
          const most = code === 'LIB-10X' ? 8 : code === 'LIB-ONT' ? 4 : 96;
          const qty =
            per === 'unit'
              ? between(random, 1, 3)
              : per === 'sample'
                ? between(random, 1, most)
                : per === 'tib'
                  ? between(random, 20, 900) / 10
                  : between(random, 2, 24);
          const day = between(random, 1, 28);
          const run = code.startsWith('SEQ-X') ? ` (27${pad2(m + 1)}${pad2(day)}_LH00417)` : '';
          items.push({ day, code, description: `${description}${run}`, qty, list });
        }
        if (okafor && m === 1)
          items.push({ day: 17, code: 'PB-REVIO', description: 'PacBio Revio SMRT Cell 25M + 24 h run (AO-UTI-HiFi)', qty: 1, list: 2950 });
        if (okafor && m === 2) {
          items.push({ day: 9, code: 'LIB-ONT', description: 'ONT ligation library prep SQK-LSK114 (AO-UTI-LR3)', qty: 1, list: 210 });
          items.push({
            day: 11,
            code: 'ONT-PROM',
            description: 'ONT PromethION flow cell FLO-PRO114M + 72 h run (AO-UTI-LR3)',
            qty: 1,
            list: 1460,
          });
        }
        items.sort((x, y) => x.day - y.day);
        let subtotal = 0;
        for (const item of items) {
          const charge = Math.round(item.qty * item.list * (1 - subsidy / 100) * 100) / 100;
          subtotal += charge;
          const shown = money(charge);
          if (okafor && item.code === 'ONT-PROM') needle = shown;
          out.push(
            `${`2027-${pad2(m + 1)}-${pad2(item.day)}`.padEnd(12)}${`RC27-${String(ref++).padStart(6, '0')}`.padEnd(13)}${item.code.padEnd(12)}${item.description.padEnd(64)}${String(item.qty).padStart(7)}${money(item.list).padStart(10)}${shown.padStart(12)}`,
          );
        }
        out.push(`${`${month} subtotal`.padStart(width - 12)}${money(subtotal).padStart(12)}`);
        total += subtotal;
      }
      out.push(`${'GROUP TOTAL Q1'.padStart(width - 12)}${money(total).padStart(12)}`, '-'.repeat(width));
      grand += total;
    }
    out.push(
      '',
      '='.repeat(width),
      `${'ALL GROUPS Q1'.padStart(width - 12)}${money(grand).padStart(12)}`,
      'Queries: core-billing@helixmoor.ac.uk (quote the RC reference).',
    );
    return { output: `${out.join('\n')}\n`, needle };
  });
  return probe(
    'round 130: recharge statement',
    "Finance is closing Q1 and I'm reconciling the Okafor lab's grant; they've queried one of our charges. How much did we bill them for the long-read run in March?",
    'billing_statement_export',
    output,
    'charge',
    needle,
  );
}

/** c3. The storage accounting page: usage per group and per project on each tier (scratch, project, tape vault), as HTML. */
function c3StorageReport(): EconomicsTask {
  const { output, needle } = regenerated(130_023, (random) => {
    let needle = '';
    const tib = (lo: number, hi: number) => between(random, lo * 100, hi * 100) / 100;
    const rows: string[] = [];
    const largest: { project: string; group: string; tib: number; day: number }[] = [];
    const totals = { scratch: 0, project: 0, vault: 0 };
    for (const group of GROUPS) {
      const projects: { id: string; title: string; scratch: number; project: number; vault: number; files: number }[] = [];
      for (let n = between(random, 4, 11); n > 0; n--) {
        const old = random() < 0.5;
        projects.push({
          id: `P${old ? '26' : '27'}-0${between(random, 100, 460)}`,
          title: oneOf(random, TITLES)[0],
          scratch: old ? 0 : tib(0, 6),
          project: tib(0.2, 40),
          vault: old ? tib(4, 80) : random() < 0.5 ? 0 : tib(0.5, 20),
          files: between(random, 2, 900) / 100,
        });
      }
      const sum = (key: 'scratch' | 'project' | 'vault') => Math.round(projects.reduce((a, p) => a + p[key], 0) * 100) / 100;
      const scratch = sum('scratch');
      const project = sum('project');
      const vault = sum('vault');
      totals.scratch += scratch;
      totals.project += project;
      totals.vault += vault;
      if (group.key === 'haldane') needle = vault.toFixed(2);
      const quota = Math.max(25, Math.ceil((project + scratch) / 25) * 25 + 25);
      const lastWrite = ymd(TODAY - between(random, 3, 120) * DAY);
      const surname = group.key.charAt(0).toUpperCase() + group.key.slice(1);
      rows.push(
        `      <tr class="group" id="g-${group.key}"><td>${surname} Lab</td><td>${group.pi}</td><td class="num">${scratch.toFixed(2)}</td><td class="num">${project.toFixed(2)}</td><td class="num">${vault.toFixed(2)}</td><td class="num">${quota}</td><td class="num">${(((project + scratch) / quota) * 100).toFixed(1)}%</td><td class="num">${projects.reduce((a, p) => a + p.files, 0).toFixed(2)}</td><td>${lastWrite}</td></tr>`,
      );
      for (const p of projects) {
        rows.push(
          `      <tr class="project g-${group.key}"><td class="indent">${p.id}</td><td>${p.title}</td><td class="num">${p.scratch.toFixed(2)}</td><td class="num">${p.project.toFixed(2)}</td><td class="num">${p.vault.toFixed(2)}</td><td></td><td></td><td class="num">${p.files.toFixed(2)}</td><td></td></tr>`,
        );
        if (p.vault > 0 && random() < 0.3)
          largest.push({
            project: p.id,
            group: surname,
            tib: Math.round(p.vault * between(random, 20, 90)) / 100,
            day: between(random, 1, 100),
          });
      }
    }
    largest.sort((x, y) => y.tib - x.tib);
    const html = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '  <meta charset="utf-8">',
      '  <title>Storage usage by group - Helixmoor Genomics</title>',
      '  <style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd}td.num{text-align:right;font-variant-numeric:tabular-nums}tr.group{font-weight:600;background:#f4f6f8}td.indent{padding-left:24px}</style>',
      '</head>',
      '<body>',
      '  <header>',
      '    <h1>Storage usage by group</h1>',
      '    <p class="meta">Snapshot 2027-04-13 06:00 BST &middot; hmg-storage-accounting 0.9.4 &middot; sizes in TiB (2<sup>40</sup> bytes)</p>',
      '  </header>',
      '  <section id="tiers">',
      '    <h2>Tiers</h2>',
      '    <table>',
      '      <thead><tr><th>Tier</th><th>Backend</th><th>Policy</th><th>Used (TiB)</th><th>Capacity (TiB)</th></tr></thead>',
      '      <tbody>',
      `      <tr><td>Scratch</td><td>NVMe (BeeGFS)</td><td>purged after 30 days</td><td class="num">${money(totals.scratch)}</td><td class="num">${money(Math.ceil((totals.scratch * 1.35) / 100) * 100, 0)}</td></tr>`,
      `      <tr><td>Project</td><td>CephFS, 3 replicas</td><td>group quota</td><td class="num">${money(totals.project)}</td><td class="num">${money(Math.ceil((totals.project * 1.35) / 100) * 100, 0)}</td></tr>`,
      `      <tr><td>Vault</td><td>LTO-9, 2 copies (one offsite)</td><td>write once, recall on request (48 h)</td><td class="num">${money(totals.vault)}</td><td class="num">${money(Math.ceil((totals.vault * 1.35) / 100) * 100, 0)}</td></tr>`,
      '      </tbody>',
      '    </table>',
      '  </section>',
      '  <section id="groups">',
      '    <h2>By group and project</h2>',
      '    <table class="usage">',
      '      <thead><tr><th>Group / project</th><th>PI / title</th><th>Scratch</th><th>Project</th><th>Vault</th><th>Quota</th><th>Quota used</th><th>Files (M)</th><th>Last vault write</th></tr></thead>',
      '      <tbody>',
      ...rows,
      '      </tbody>',
      '    </table>',
      '  </section>',
      '  <section id="recent">',
      '    <h2>Largest vault writes, last 100 days</h2>',
      '    <table>',
      '      <thead><tr><th>Date</th><th>Project</th><th>Group</th><th>Written (TiB)</th><th>Tapes</th></tr></thead>',
      '      <tbody>',
      ...largest.map(
        (w) =>
          `      <tr><td>${ymd(TODAY - w.day * DAY)}</td><td>${w.project}</td><td>${w.group}</td><td class="num">${w.tib.toFixed(2)}</td><td>HMG-T${between(random, 3000, 3299)}L9, HMG-T${between(random, 3300, 3599)}L9</td></tr>`,
      ),
      '      </tbody>',
      '    </table>',
      '  </section>',
      '  <footer><p>Generated by hmg-storage-accounting from nightly scans (scratch, project) and the tape catalogue (vault). Questions: storage@helixmoor.ac.uk</p></footer>',
      '</body>',
      '</html>',
    ];
    return { output: `${html.join('\n')}\n`, needle };
  });
  return probe(
    'round 130: storage usage report',
    "Before the budget meeting: Tom wants to know how much of the Haldane lab's data has been moved off to long-term cold storage. What figure does the storage report give?",
    'storage_usage_report',
    output,
    'vault',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1. BCL Convert's Demultiplex_Stats.csv for a whole NovaSeq X run: every sample of every lane, then Undetermined. */
function d1DemuxStats(): EconomicsTask {
  const { output, needle } = regenerated(130_031, (random) => {
    const taken = new Set<string>();
    const lines = [
      'Lane,SampleID,Index,# Reads,# Perfect Index Reads,# One Mismatch Index Reads,# Two Mismatch Index Reads,% Reads,% Perfect Index Reads,% One Mismatch Index Reads,% Two Mismatch Index Reads',
    ];
    let sample = 5401;
    let needle = '';
    for (let lane = 1; lane <= 8; lane++) {
      const n = between(random, 112, 136);
      const odd = lane === 4 ? Math.floor(n * 0.55) : -1;
      const reads = Array.from({ length: n }, () => between(random, 9_000_000, 26_000_000));
      const undetermined = between(random, 4_000_000, 14_000_000);
      const laneTotal = reads.reduce((a, b) => a + b, 0) + undetermined;
      const rows: string[] = [];
      reads.forEach((count, k) => {
        const id = `HMG-27-0${sample++}`;
        const short = k === odd;
        if (short) needle = id;
        const [i7, i5] = short ? indexSet(random, 2, 8, taken) : indexSet(random, 2, 10, taken);
        const one = Math.round((count * between(random, 80, 420)) / 10_000);
        const perfect = count - one;
        rows.push(
          [
            lane,
            id,
            `${i7}-${i5}`,
            count,
            perfect,
            one,
            0,
            (count / laneTotal).toFixed(4),
            (perfect / count).toFixed(4),
            (one / count).toFixed(4),
            '0.0000',
          ].join(','),
        );
      });
      lines.push(
        ...rows,
        [lane, 'Undetermined', '', undetermined, 0, 0, 0, (undetermined / laneTotal).toFixed(4), '0.0000', '0.0000', '0.0000'].join(','),
      );
    }
    return { output: `${lines.join('\n')}\n`, needle };
  });
  return probe(
    'round 130: demux stats',
    "Looking at the demux stats from the run that came off the X yesterday morning, one library's barcode doesn't look like everyone else's. Which sample is that?",
    'bclconvert_demux_stats',
    output,
    'odd-index',
    needle,
  );
}

/** d2. ColdTrace's sensor register: one JSON object per line for every probe on site, with its calibration record. */
function d2SensorRegister(): EconomicsTask {
  const { output, needle } = regenerated(130_032, (random) => {
    type Kind = { unit: string; type: string; channels: string[]; range: [number, number]; value: () => number; units: string };
    const kinds: Kind[] = [];
    const temp = (set: number, spread: number) => () => Math.round((set + between(random, -spread, spread) / 10) * 10) / 10;
    for (const room of ['B1', 'B2', 'C1', 'C2', 'C3', 'D1', 'D2']) {
      for (let k = 1; k <= 10; k++)
        kinds.push({
          unit: `FRZ-${room}-${pad2(k)}`,
          type: 'PT100',
          channels: ['p1', 'p2'],
          range: [-200, 50],
          value: temp(k > 7 ? -20 : -80, 9),
          units: 'C',
        });
      for (let k = 1; k <= 6; k++)
        kinds.push({
          unit: `FRG-${room}-${pad2(k)}`,
          type: 'NTC thermistor',
          channels: ['t1'],
          range: [-40, 60],
          value: temp(4, 8),
          units: 'C',
        });
      for (let k = 1; k <= 3; k++) {
        kinds.push({ unit: `INC-${room}-${pad2(k)}`, type: 'NDIR CO2', channels: ['co2'], range: [0, 20], value: temp(5, 2), units: '%' });
        kinds.push({ unit: `INC-${room}-${pad2(k)}`, type: 'PT1000', channels: ['t1'], range: [-50, 150], value: temp(37, 2), units: 'C' });
      }
      for (let k = 1; k <= 2; k++) {
        kinds.push({
          unit: `LN2-${room}-${pad2(k)}`,
          type: 'PT100',
          channels: ['vapour'],
          range: [-200, 50],
          value: temp(-185, 30),
          units: 'C',
        });
        kinds.push({
          unit: `LN2-${room}-${pad2(k)}`,
          type: 'capacitive level',
          channels: ['level'],
          range: [0, 100],
          value: () => between(random, 35, 92),
          units: '%',
        });
      }
      kinds.push({
        unit: `ROOM-${room}`,
        type: 'SHT45 temp/RH',
        channels: ['temp', 'rh'],
        range: [-40, 125],
        value: temp(21, 15),
        units: 'C',
      });
    }
    const lines: string[] = [];
    let n = 0;
    const total = kinds.reduce((a, k) => a + k.channels.length, 0);
    const odd = Math.floor(total * 0.47);
    let needle = '';
    for (const kind of kinds) {
      for (const channel of kind.channels) {
        n++;
        const id = `HMS-${String(n).padStart(4, '0')}`;
        let cal = Date.UTC(2027, 0, between(random, 11, 29));
        let installed = Date.UTC(between(random, 2019, 2026), between(random, 0, 11), between(random, 1, 28));
        if (random() < 0.04) {
          installed = Date.UTC(2027, between(random, 1, 2), between(random, 1, 28));
          cal = installed;
        }
        if (n === odd) {
          needle = id;
          installed = Date.UTC(2022, 5, 14);
          cal = Date.UTC(2025, 9, 7);
        }
        const due = new Date(cal);
        due.setUTCFullYear(due.getUTCFullYear() + 1);
        const value = kind.value();
        lines.push(
          JSON.stringify({
            sensor: id,
            serial: `${kind.type.startsWith('PT') ? 'PT' : kind.type.startsWith('NDIR') ? 'CD' : kind.type.startsWith('SHT') ? 'SH' : kind.type.startsWith('NTC') ? 'TH' : 'LV'}-${between(random, 10, 26)}-${between(random, 100_000, 999_999)}`,
            type: kind.type,
            unit: kind.unit,
            channel,
            range: kind.range,
            units: channel === 'rh' ? '%RH' : kind.units,
            installed: ymd(installed),
            offset: Math.round(between(random, -30, 30)) / 100,
            cal_date: ymd(cal),
            cal_due: ymd(due.getTime()),
            cal_cert: `TCS-${ymd(cal).slice(2, 4)}-${String(between(random, 100, 4999)).padStart(5, '0')}`,
            cal_by: 'Thermal Calibration Services Ltd',
            cal_points: kind.units === 'C' ? 3 : 2,
            logger: `CT-GW-${kind.unit.split('-')[1]}-${between(random, 1, 3)}`,
            firmware: oneOf(random, ['4.2.1', '4.2.1', '4.2.3']),
            last_value: channel === 'rh' ? between(random, 30, 55) : value,
            last_seen: bst(TODAY + 6 * 3_600_000 + 59 * 60_000 + between(random, 0, 59_000)),
          }),
        );
      }
    }
    return { output: `${lines.join('\n')}\n`, needle };
  });
  return probe(
    'round 130: sensor register',
    'One of our monitoring probes looks like it got skipped in the calibration rounds and has not been looked at in ages. Which one is it?',
    'coldtrace_sensor_list',
    output,
    'stale-calibration',
    needle,
  );
}

/** d3. `nextflow log` on the facility's pipeline host: ten weeks of runs, one per line. */
function d3NextflowLog(): EconomicsTask {
  const adjectives = [
    'admiring',
    'agitated',
    'amazing',
    'angry',
    'awesome',
    'berserk',
    'big',
    'boring',
    'clever',
    'cheeky',
    'compassionate',
    'condescending',
    'confident',
    'cranky',
    'curious',
    'dreamy',
    'distracted',
    'drunk',
    'ecstatic',
    'elated',
    'elegant',
    'evil',
    'exotic',
    'fabulous',
    'festering',
    'focused',
    'friendly',
    'furious',
    'gigantic',
    'goofy',
    'grave',
    'happy',
    'high',
    'hopeful',
    'hungry',
    'infallible',
    'jolly',
    'jovial',
    'kickass',
    'lonely',
    'loving',
    'mad',
    'magical',
    'maniac',
    'marvelous',
    'mighty',
    'modest',
    'nasty',
    'naughty',
    'nauseous',
    'nice',
    'nostalgic',
    'peaceful',
    'pedantic',
    'pensive',
    'prickly',
    'reverent',
    'romantic',
    'sad',
    'serene',
    'sharp',
    'shrivelled',
    'sick',
    'silly',
    'sleepy',
    'small',
    'stoic',
    'stupefied',
    'suspicious',
    'tender',
    'thirsty',
    'tiny',
    'trusting',
    'voluminous',
    'wise',
    'zen',
  ];
  const scientists = [
    'albattani',
    'allen',
    'almeida',
    'archimedes',
    'ardinghelli',
    'babbage',
    'banach',
    'bardeen',
    'bartik',
    'bassi',
    'bell',
    'bhabha',
    'blackwell',
    'bohr',
    'brattain',
    'brown',
    'carson',
    'cori',
    'cray',
    'curie',
    'darwin',
    'davinci',
    'einstein',
    'elion',
    'engelbart',
    'euclid',
    'euler',
    'fermat',
    'fermi',
    'feynman',
    'franklin',
    'galileo',
    'gates',
    'goldberg',
    'goldstine',
    'golick',
    'goodall',
    'hamilton',
    'hawking',
    'heisenberg',
    'hodgkin',
    'hoover',
    'hopper',
    'hugle',
    'hypatia',
    'jang',
    'jennings',
    'jepsen',
    'joliot',
    'jones',
    'kalam',
    'kare',
    'keller',
    'khorana',
    'kilby',
    'kirch',
    'knuth',
    'kowalevski',
    'lalande',
    'lamarck',
    'leakey',
    'leavitt',
    'lichterman',
    'liskov',
    'lovelace',
    'lumiere',
    'mahavira',
    'mayer',
    'mccarthy',
    'mcclintock',
    'mclean',
    'meitner',
    'mendel',
    'meninsky',
    'minsky',
    'mirzakhani',
    'morse',
    'murdock',
    'newton',
    'nobel',
    'noether',
    'northcutt',
    'noyce',
    'panini',
    'pare',
    'pasteur',
    'payne',
    'perlman',
    'pike',
    'poincare',
    'poitras',
    'ptolemy',
    'raman',
    'ramanujan',
    'ride',
    'ritchie',
    'roentgen',
    'rosalind',
    'saha',
    'sammet',
    'shaw',
    'shirley',
    'shockley',
    'sinoussi',
    'snyder',
    'spence',
    'stallman',
    'stonebraker',
    'swanson',
    'swartz',
    'swirles',
    'tesla',
    'thompson',
    'torvalds',
    'turing',
    'varahamihira',
    'visvesvaraya',
    'volhard',
    'wescoff',
    'williams',
    'wilson',
    'wing',
    'wozniak',
    'wright',
    'yalow',
    'yonath',
  ];
  const pipelines: readonly {
    repo: string;
    rev: string;
    hash: string;
    weight: number;
    args: (random: () => number) => string;
    minutes: [number, number];
  }[] = [
    {
      repo: 'helixmoor/helix-demux',
      rev: 'v1.8.2',
      hash: '5e1c0a9d21',
      weight: 3,
      args: () => '-profile hmg,singularity',
      minutes: [40, 140],
    },
    {
      repo: 'helixmoor/helix-qc',
      rev: 'v2.14.1',
      hash: '8d1f2a7c3e',
      weight: 4,
      args: () => '-profile hmg,singularity',
      minutes: [60, 190],
    },
    {
      repo: 'nf-core/rnaseq',
      rev: '3.18.0',
      hash: '0a6fc2b9ef',
      weight: 3,
      args: () => '-profile hmg,singularity --genome GRCh38 --aligner star_salmon',
      minutes: [150, 900],
    },
    {
      repo: 'nf-core/sarek',
      rev: '3.5.1',
      hash: 'c8b36c7d9e',
      weight: 2,
      args: () => '-profile hmg,singularity --genome GATK.GRCh38 --tools haplotypecaller,vep',
      minutes: [300, 2200],
    },
    {
      repo: 'nf-core/scrnaseq',
      rev: '2.7.1',
      hash: '7e21f4ac50',
      weight: 1,
      args: () => '-profile hmg,singularity --aligner cellranger',
      minutes: [120, 700],
    },
    {
      repo: 'nf-core/ampliseq',
      rev: '2.12.0',
      hash: 'f31d90b7a2',
      weight: 1,
      args: () => '-profile hmg,singularity --FW_primer GTGYCAGCMGCCGCGGTAA --RV_primer GGACTACNVGGGTWTCTAAT',
      minutes: [30, 160],
    },
  ];
  const weighted = pipelines.flatMap((p) => Array.from({ length: p.weight }, () => p));
  const { output, needle } = regenerated(130_033, (random) => {
    const names = new Set<string>();
    const runs: string[] = [];
    const count = 720;
    const now = Date.UTC(2027, 3, 13, 6, 40, 0);
    const gaps = Array.from({ length: count }, () => between(random, 20, 262) * 60_000 + between(random, 0, 59_999));
    let t = now - gaps.reduce((a, b) => a + b, 0) - 30 * 60_000;
    const odd = Math.floor(count * 0.52);
    let needle = '';
    const duration = (ms: number) => {
      const s = Math.round(ms / 1000);
      const h = Math.floor(s / 3600);
      const m = Math.floor((s % 3600) / 60);
      return h > 0 ? `${h}h ${m}m ${s % 60}s` : m > 0 ? `${m}m ${s % 60}s` : `${s}s`;
    };
    const rows: string[][] = [];
    for (let k = 0; k < count; k++) {
      t += gaps[k]!;
      let name = `${oneOf(random, adjectives)}_${oneOf(random, scientists)}`;
      while (names.has(name)) name = `${oneOf(random, adjectives)}_${oneOf(random, scientists)}`;
      names.add(name);
      const pipeline = k === odd ? pipelines[1]! : oneOf(random, weighted);
      const rev = k === odd ? 'v2.9.3' : pipeline.rev;
      const hash = k === odd ? '3b77e01a9d' : pipeline.hash;
      if (k === odd) needle = name;
      const quiet = Math.abs(k - odd) <= 3;
      const failed = !quiet && random() < 0.06;
      const minutes = failed ? between(random, 1, 30) : between(random, pipeline.minutes[0], pipeline.minutes[1]);
      const status = t + minutes * 60_000 > now ? '-' : failed ? 'ERR' : 'OK';
      const x = random() < 0.7;
      const flowcell = x
        ? `22H${chars(random, 'ABCDEFGHJKLMNPRSTVWXY0123456789', 4)}LT3`
        : `H${chars(random, 'ABCDEFGHJKLMNPRSTVWXY0123456789', 4)}DSX7`;
      const run = `27${pad2(new Date(t).getUTCMonth() + 1)}${pad2(new Date(t).getUTCDate())}_${x ? 'LH00417' : 'A01873'}_${x ? '00' : '02'}${between(random, 40, 91)}_${oneOf(random, ['A', 'B'])}${flowcell}`;
      const project = `/seqdata/projects/P27-0${between(random, 100, 420)}`;
      const input = pipeline.repo.startsWith('helixmoor/')
        ? `--run ${run}`
        : `--input ${project}/samplesheet.csv --outdir ${project}/results`;
      const resume = random() < 0.3 ? ' -resume' : '';
      rows.push([
        bstPlain(t),
        status === '-' ? '-' : duration(minutes * 60_000 + between(random, 0, 59_999)),
        name,
        status,
        hash,
        `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${oneOf(random, ['8', '9', 'a', 'b'])}${hex(random, 3)}-${hex(random, 12)}`,
        `nextflow run ${pipeline.repo} -r ${rev} ${pipeline.args(random)} ${input}${resume}`,
      ]);
    }
    const header = ['TIMESTAMP', 'DURATION', 'RUN NAME', 'STATUS', 'REVISION ID', 'SESSION ID', 'COMMAND'];
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
    const format = (cells: string[]) => cells.map((cell, c) => (c === cells.length - 1 ? cell : cell.padEnd(widths[c]!))).join('\t');
    runs.push(format(header), ...rows.map(format));
    return { output: `${runs.join('\n')}\n`, needle };
  });
  return probe(
    'round 130: nextflow run history',
    'I have a feeling someone ran our QC pipeline on an old release at some point over the last couple of months. Which run was that?',
    'nextflow_log',
    output,
    'old-release',
    needle,
  );
}

export function roundOneHundredThirty(): EconomicsTask[] {
  return [
    a1LimsPoolExport(),
    a2FreezerEventExport(),
    a3ArchiveManifest(),
    b1DemuxConfig(),
    b2StorageInventory(),
    b3QcPipelineLog(),
    c1InstrumentLog(),
    c2RechargeStatement(),
    c3StorageReport(),
    d1DemuxStats(),
    d2SensorRegister(),
    d3NextflowLog(),
  ];
}
