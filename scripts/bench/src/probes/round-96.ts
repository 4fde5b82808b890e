/**
 * Probe round 96, written blind: Haldvik Energi AS, operator of the Haldvik Alpha (HVA) and Haldvik Bravo (HVB) production platforms in the Norwegian Sea (drilling, mud logging, process control, fire and gas, permits, helicopter logistics, maintenance). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - mud logging server (one-line WITSML 1.4.1 mudLogs XML, original hole and sidetrack): how the solvent cut was described at 3285-3290 m MD in the A-14 T2 sidetrack;
 *  - heliport passenger system (minified JSON flight manifests for the week): when one passenger's offshore survival course expires;
 *  - SAP PM notification export (semicolon CSV, one notification's long text runs to 270 KB): the serial of the dry gas seal cartridge fitted on the NDE of export compressor A;
 * b. The answer a few lines away from the line the question's words match:
 *  - electronic permit to work system (YAML export of live permits): the isolation certificate a permit is tied to;
 *  - wellhead control panel gateway (pretty JSON of wells, valves and annuli): the current B-annulus pressure of well A-29;
 *  - fire and gas configuration tool (TOML export of gas detectors, hardware and calibration sub-tables): one detector's serial number;
 * c. A question that paraphrases the output or carries a preamble:
 *  - process control system (fixed-width alarm and event journal, 48 hours): when the "first-stage separator" tripped on high-high pressure (the log says HP separator, PAHH, PSD transmitter);
 *  - mud logging unit (depth-based gas and drilling parameter report): the total gas peak at bottoms-up "after the bit change" (the log says trip gas after a bit trip);
 *  - SAP PM work order list (IW39 ALV listing): who is responsible for renewing the leaking seal on "firewater pump B";
 * d. One value unlike its peers, with no error word near it:
 *  - fire and gas system console (CLI table of live gas detector readings): the detector reading far above the rest, under its low alarm;
 *  - condition monitoring centre (CSV snapshot of every radial proximity probe across the fleet): the measurement point running far above the others, under its alert;
 *  - drilling contractor pipe tally (fixed-width tally of several strings): the drill pipe joint whose length does not fit (a range 3 joint among range 2).
 * Not among the bench's targets.
 * First run, at 4f9152a, the head when the round was written (with this file; `ROUNDS=96
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,756,676 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 96: WITSML mud log, one line
 *     codex: 16,308 tokens, peak 16,209, 0/1 needles, 0 read-backs
 *     context-chef: 801 tokens, peak 702, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,592 tokens, peak 2,161, 0/1 needles, 1 read-backs
 *     ours: 4,968 tokens, peak 2,187, 0/1 needles, 2 read-backs
 *   round 96: helicopter manifests, minified JSON
 *     codex: 15,177 tokens, peak 15,101, 0/1 needles, 0 read-backs
 *     context-chef: 746 tokens, peak 670, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,045 tokens, peak 1,544, 0/1 needles, 2 read-backs
 *     ours: 4,797 tokens, peak 1,713, 1/1 needles, 3 read-backs
 *   round 96: SAP notification CSV, huge long text
 *     codex: 10,270 tokens, peak 10,181, 0/1 needles, 0 read-backs
 *     context-chef: 769 tokens, peak 680, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,820 tokens, peak 1,274, 0/1 needles, 4 read-backs
 *     ours: 3,106 tokens, peak 1,311, 0/1 needles, 2 read-backs
 *   round 96: permit to work, YAML
 *     codex: 13,924 tokens, peak 13,852, 0/1 needles, 0 read-backs
 *     context-chef: 690 tokens, peak 618, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,000 tokens, peak 1,550, 0/1 needles, 2 read-backs
 *     ours: 973 tokens, peak 703, 1/1 needles, 0 read-backs
 *   round 96: wellhead control panel, pretty JSON
 *     codex: 11,732 tokens, peak 11,660, 0/1 needles, 0 read-backs
 *     context-chef: 661 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,820 tokens, peak 1,448, 0/1 needles, 2 read-backs
 *     ours: 960 tokens, peak 690, 0/1 needles, 0 read-backs
 *   round 96: gas detector config, TOML
 *     codex: 16,526 tokens, peak 16,454, 0/1 needles, 0 read-backs
 *     context-chef: 764 tokens, peak 692, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,157 tokens, peak 2,116, 0/1 needles, 2 read-backs
 *     ours: 2,579 tokens, peak 1,599, 1/1 needles, 1 read-backs
 *   round 96: alarm journal, paraphrased
 *     codex: 16,032 tokens, peak 15,941, 0/1 needles, 0 read-backs
 *     context-chef: 736 tokens, peak 645, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,133 tokens, peak 1,343, 0/1 needles, 4 read-backs
 *     ours: 4,435 tokens, peak 968, 0/1 needles, 4 read-backs
 *   round 96: mud gas report, preamble
 *     codex: 25,767 tokens, peak 25,671, 0/1 needles, 0 read-backs
 *     context-chef: 1,004 tokens, peak 908, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,587 tokens, peak 3,197, 0/1 needles, 3 read-backs
 *     ours: 5,526 tokens, peak 2,618, 1/1 needles, 3 read-backs
 *   round 96: SAP work order list, preamble
 *     codex: 17,422 tokens, peak 17,326, 0/1 needles, 0 read-backs
 *     context-chef: 667 tokens, peak 571, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,733 tokens, peak 1,254, 0/1 needles, 4 read-backs
 *     ours: 4,268 tokens, peak 916, 1/1 needles, 4 read-backs
 *   round 96: live gas readings, odd one out
 *     codex: 17,965 tokens, peak 17,884, 0/1 needles, 0 read-backs
 *     context-chef: 828 tokens, peak 747, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,464 tokens, peak 2,685, 0/1 needles, 3 read-backs
 *     ours: 4,887 tokens, peak 2,225, 0/1 needles, 3 read-backs
 *   round 96: vibration snapshot CSV, odd one out
 *     codex: 20,376 tokens, peak 20,299, 0/1 needles, 0 read-backs
 *     context-chef: 935 tokens, peak 858, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,220 tokens, peak 1,552, 0/1 needles, 4 read-backs
 *     ours: 4,809 tokens, peak 1,024, 0/1 needles, 4 read-backs
 *   round 96: pipe tally, odd one out
 *     codex: 19,226 tokens, peak 19,144, 0/1 needles, 0 read-backs
 *     context-chef: 856 tokens, peak 774, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,571 tokens, peak 2,502, 0/1 needles, 4 read-backs
 *     ours: 17,262 tokens, peak 7,781, 0/1 needles, 3 read-backs
 *     codex: 200,725 tokens, 0/12 needles
 *     context-chef: 9,457 tokens, 0/12 needles
 *     context-chef-store: 67,142 tokens, 0/12 needles
 *     ours: 58,570 tokens, 5/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

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

type Random = () => number;

const FIRST = [
  'Eirik',
  'Kari',
  'Ole',
  'Ingrid',
  'Lars',
  'Silje',
  'Magnus',
  'Hanne',
  'Anders',
  'Tone',
  'Kjetil',
  'Marte',
  'Stian',
  'Camilla',
  'Geir',
  'Linn',
  'Håvard',
  'Siri',
  'Trond',
  'Nina',
  'Espen',
  'Ragnhild',
  'Jon',
  'Heidi',
  'Morten',
  'Astrid',
  'Bjørn',
  'Liv',
  'Rune',
  'Guro',
  'Thomas',
  'Ida',
  'Sondre',
  'Elin',
  'Øyvind',
  'Mari',
  'Craig',
  'Fiona',
  'Stuart',
  'Ewan',
  'Alison',
  'Gordon',
  'Dariusz',
  'Tomasz',
  'Andrei',
  'Mihai',
  'Vegard',
  'Torunn',
];
const LAST = [
  'Haugland',
  'Nordvik',
  'Berge',
  'Solheim',
  'Eide',
  'Lunde',
  'Kvamme',
  'Sæther',
  'Rasmussen',
  'Fjeld',
  'Hovland',
  'Strand',
  'Aasheim',
  'Moen',
  'Dahl',
  'Vik',
  'Hagen',
  'Johansen',
  'Larsen',
  'Olsen',
  'Halvorsen',
  'Tangen',
  'Bakke',
  'Skaar',
  'Rønning',
  'Engen',
  'Birkeland',
  'Grønli',
  'Mackay',
  'Robertson',
  'Fraser',
  'Stewart',
  'Campbell',
  'Nowak',
  'Kowalski',
  'Popescu',
  'Sandvik',
  'Thorsen',
  'Knutsen',
  'Aune',
];

const firstLast = (r: Random): [string, string] => [oneOf(r, FIRST), oneOf(r, LAST)];
const personName = (r: Random) => firstLast(r).join(' ');
const fix = (r: Random, lo: number, hi: number, digits: number) => (lo + r() * (hi - lo)).toFixed(digits);

/** The date `days` after `base` (both yyyy-mm-dd). */
function dayAfter(base: string, days: number): string {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `ms` (an epoch read as platform local time) as `yyyy-mm-dd hh:mm:ss.mmm`. */
const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);

/** `yyyy-mm-dd` as SAP prints it, `dd.mm.yyyy`. */
const sapDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A value from `make` that is not yet in `used` (it joins it). */
function fresh(used: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

/** `text` with its one `marker` replaced by the first of `candidates` that occurs nowhere in it. */
function settle(text: string, marker: string, candidates: readonly string[]): { text: string; needle: string } {
  const needle = candidates.find((c) => !text.includes(c));
  if (needle === undefined) throw new Error(`no free value for ${marker}`);
  return { text: text.replace(marker, needle), needle };
}

// ---------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line
// ---------------------------------------------------------------------------------------------

/** WITSML 1.4.1 mudLogs for A-14 and its sidetrack A-14 T2, as the mud logging server returns them: one line. */
function mudLogWitsml(): EconomicsTask {
  const r = seededRandom(96_101);
  const needle = 'fast streaming bluish white cut';
  const cuts = [
    'slow diffuse milky white cut',
    'moderate streaming yellow-white cut',
    'slow streaming pale yellow cut',
    'instant blooming bluish white cut',
    'fast diffuse bluish white cut',
    'moderate diffuse straw cut',
    'slow streaming bluish white cut',
    'fast streaming milky white cut',
    'moderate blooming yellow-white cut',
    'slow diffuse pale yellow cut',
  ];
  const colour = () => oneOf(r, ['lt gy', 'med gy', 'dk gy', 'olv gy', 'gn gy', 'brn gy', 'wh', 'off wh', 'lt brn', 'buff', 'rd brn']);
  const describe: Record<string, () => string> = {
    claystone: () =>
      `CLYST: ${colour()}-${colour()}, ${oneOf(r, ['blky', 'sbblky', 'sbfis', 'amor'])}, ${oneOf(r, ['sft', 'firm', 'sft-firm', 'mod hd'])}, ${oneOf(r, ['slty', 'v slty', 'sl slty', 'sdy ip'])}, ${oneOf(r, ['non calc', 'sl calc', 'calc', 'v calc'])}${r() < 0.3 ? ', tr pyr' : ''}${r() < 0.2 ? ', micromic' : ''}`,
    sandstone: () =>
      `SST: ${colour()}, ${oneOf(r, ['vf', 'vf-f', 'f', 'f-m', 'm', 'm-c'])} gr, ${oneOf(r, ['ang', 'sbang', 'sbang-sbrnd', 'sbrnd'])}, ${oneOf(r, ['pr', 'mod', 'mod-wl', 'wl'])} srt, ${oneOf(r, ['calc cmt', 'sil cmt', 'kaol mtx', 'arg mtx', 'no vis cmt'])}, ${oneOf(r, ['fri', 'mod hd', 'loose', 'fri-mod hd'])}${r() < 0.3 ? ', tr glauc' : ''}${r() < 0.25 ? ', mica' : ''}, ${oneOf(r, ['pr', 'fr', 'gd', 'pr-fr'])} vis por`,
    siltstone: () =>
      `SLTST: ${colour()}, ${oneOf(r, ['firm', 'mod hd', 'hd'])}, ${oneOf(r, ['arg', 'sdy', 'v arg'])}, ${oneOf(r, ['non calc', 'sl calc', 'calc'])}${r() < 0.3 ? ', carb flks' : ''}`,
    limestone: () =>
      `LST: ${oneOf(r, ['wh', 'off wh', 'lt gy', 'buff', 'crm'])}, ${oneOf(r, ['mdst', 'wkst', 'crpxln', 'microxln'])}, ${oneOf(r, ['hd', 'v hd', 'mod hd'])}, ${oneOf(r, ['arg', 'dolmc', 'sdy ip', 'clean'])}`,
    marl: () =>
      `MRL: ${colour()}, ${oneOf(r, ['sft', 'firm'])}, ${oneOf(r, ['amor', 'blky'])}, ${oneOf(r, ['grdg to arg LST', 'slty', 'v calc'])}`,
    coal: () =>
      `COAL: blk, ${oneOf(r, ['vit', 'dull', 'sbvit'])}, ${oneOf(r, ['brit', 'firm'])}, ${oneOf(r, ['conch frac', 'blky frac', 'lam'])}`,
  };
  const codes: Record<string, string> = { claystone: '1', sandstone: '2', siltstone: '3', limestone: '4', marl: '5', coal: '6' };
  const formation = (md: number) =>
    md < 2850
      ? 'Lange Fm'
      : md < 2990
        ? 'Lyr Fm'
        : md < 3060
          ? 'Spekk Fm'
          : md < 3110
            ? 'Melke Fm'
            : md < 3240
              ? 'Garn Fm'
              : md < 3265
                ? 'Not Fm'
                : md < 3400
                  ? 'Ile Fm'
                  : md < 3480
                    ? 'Ror Fm'
                    : md < 3560
                      ? 'Tofte Fm'
                      : 'Tilje Fm';
  const reservoir = (md: number) => (md >= 3110 && md < 3240) || (md >= 3265 && md < 3400) || (md >= 3480 && md < 3560);
  const mix = (md: number): [string, number][] => {
    if (reservoir(md)) {
      const sst = 10 * between(r, 5, 10);
      return sst === 100
        ? [['sandstone', 100]]
        : [
            ['sandstone', sst],
            [oneOf(r, ['siltstone', 'claystone']), 100 - sst],
          ];
    }
    if (md >= 3560) {
      const main = 10 * between(r, 5, 9);
      return [
        [oneOf(r, ['siltstone', 'claystone']), main],
        [oneOf(r, ['coal', 'sandstone', 'claystone']), 100 - main],
      ];
    }
    const clay = 10 * between(r, 7, 10);
    return clay === 100
      ? [['claystone', 100]]
      : [
          ['claystone', clay],
          [oneOf(r, ['limestone', 'siltstone', 'marl']), 100 - clay],
        ];
  };
  const show = (cut: string) => {
    const words = cut.split(' ');
    const stainPc = 5 * between(r, 1, 16);
    const stain = oneOf(r, ['lt brn', 'med brn', 'dk brn', 'gldn brn']);
    const distr = oneOf(r, ['spotty', 'patchy', 'even', 'streaky']);
    const flor = oneOf(r, ['yel', 'yel-wh', 'gldn yel', 'pale yel', 'wh']);
    const level = oneOf(r, ['faint', 'moderate', 'bright']);
    const residue = oneOf(r, ['thin brn residue ring', 'no residue', 'faint residue ring', 'lt brn residue']);
    return (
      `<show><showRat>${oneOf(r, ['poor', 'fair', 'good'])}</showRat><stainColor>${stain}</stainColor><stainDistr>${distr}</stainDistr><stainPc uom="%">${stainPc}</stainPc>` +
      `<natFlorColor>${flor}</natFlorColor><natFlorPc uom="%">${stainPc}</natFlorPc><natFlorLevel>${level}</natFlorLevel><cutSpeed>${words[0]}</cutSpeed>` +
      `<cutFlorColor>${words.slice(2, -1).join(' ')}</cutFlorColor><cutFlorSpeed>${words[0]}</cutFlorSpeed><cutFlorStrength>${words[1]}</cutFlorStrength>` +
      `<showDesc>${stainPc}% ${distr} ${stain} oil stn, ${level} ${flor} dir flor, ${cut}, ${residue}</showDesc></show>`
    );
  };
  const log = (bore: string, from: number, to: number, start: number, target: number | undefined) => {
    const name = bore === '' ? '6407/9-A-14' : `6407/9-A-14 ${bore}`;
    const uid = bore === '' ? 'A14' : `A14-${bore}`;
    let t = start;
    const params: string[] = [];
    for (let md = from + 20; md < to; md += 28 + pick(r, 2)) {
      params.push(
        `<parameter uid="p-${uid}-${md}"><type>connection gas</type><mdTop uom="m">${md}</mdTop><mdBottom uom="m">${md}</mdBottom><concentration uom="%">${fix(r, 0.3, 3.6, 2)}</concentration><commonTime><dTimCreation>${new Date(start + (md - from) * 300_000).toISOString()}</dTimCreation></commonTime></parameter>`,
      );
    }
    const intervals: string[] = [];
    for (let md = from, i = 1; md < to; md += 5, i++) {
      const rop = Number(fix(r, reservoir(md) ? 14 : 6, reservoir(md) ? 38 : 24, 1));
      t += (5 / rop) * 3_600_000;
      const comps = mix(md);
      if (md === target) comps.splice(0, comps.length, ['sandstone', 90], ['siltstone', 10]);
      const liths = comps
        .map(
          ([type, pc], k) =>
            `<lithology uid="lith-${uid}-${i}-${k + 1}"><type>${type}</type><codeLith>${codes[type]}</codeLith><lithPc uom="%">${pc}</lithPc><description>${describe[type]!()}</description></lithology>`,
        )
        .join('');
      const hasShow = md === target || (comps[0]![0] === 'sandstone' && r() < 0.7);
      const c1 = Math.round((reservoir(md) ? 9000 : 900) * (1 + r() * 5));
      intervals.push(
        `<geologyInterval uid="gi-${uid}-${String(i).padStart(4, '0')}"><typeLithology>interpreted</typeLithology><mdTop uom="m">${md}</mdTop><mdBottom uom="m">${md + 5}</mdBottom>` +
          `<dTim>${new Date(t).toISOString().slice(0, 19)}Z</dTim><ropAv uom="m/h">${rop}</ropAv><wobAv uom="kkgf">${fix(r, 6, 18, 1)}</wobAv><tqAv uom="kN.m">${fix(r, 11, 29, 1)}</tqAv>` +
          `<rpmAv uom="rpm">${between(r, 110, 180)}</rpmAv><wtMudAv uom="g/cm3">${md < 3000 ? '1.42' : '1.45'}</wtMudAv><ecdTdAv uom="g/cm3">${fix(r, 1.49, 1.56, 2)}</ecdTdAv><dxcAv>${fix(r, 0.9, 1.7, 2)}</dxcAv>` +
          liths +
          (hasShow ? show(md === target ? needle : oneOf(r, cuts)) : '') +
          `<chromatograph><dTim>${new Date(t + 2_400_000).toISOString().slice(0, 19)}Z</dTim><mdTop uom="m">${md}</mdTop><mdBottom uom="m">${md + 5}</mdBottom>` +
          `<methAv uom="ppm">${c1}</methAv><ethAv uom="ppm">${Math.round(c1 * (0.05 + r() * 0.05))}</ethAv><propAv uom="ppm">${Math.round(c1 * (0.02 + r() * 0.03))}</propAv>` +
          `<ibutAv uom="ppm">${Math.round(c1 * (0.003 + r() * 0.006))}</ibutAv><nbutAv uom="ppm">${Math.round(c1 * (0.005 + r() * 0.01))}</nbutAv>` +
          `<ipentAv uom="ppm">${Math.round(c1 * (0.001 + r() * 0.003))}</ipentAv><npentAv uom="ppm">${Math.round(c1 * (0.001 + r() * 0.003))}</npentAv></chromatograph>` +
          `<nameFormation>${formation(md)}</nameFormation><description>Spot samples ${oneOf(r, ['washed and sieved', 'washed, 0.5 mm sieve', 'unwashed, heavy LCM'])}, ${oneOf(r, ['good', 'fair', 'poor'])} sample quality</description>` +
          `<commonTime><dTimCreation>${new Date(t + 3_000_000).toISOString()}</dTimCreation></commonTime></geologyInterval>`,
      );
    }
    return (
      `<mudLog uidWell="W-HVA-A14" uidWellbore="WB-${uid}" uid="ML-${uid}-1225"><nameWell>6407/9-A-14</nameWell><nameWellbore>${name}</nameWellbore><name>Mud log 12 1/4in section ${name}</name>` +
      `<objectGrowing>${bore === '' ? 'false' : 'true'}</objectGrowing><dTim>${new Date(t).toISOString()}</dTim><mudLogCompany>Norsk Geologging AS</mudLogCompany>` +
      `<mudLogEngineers>${personName(r)}, ${personName(r)}, ${personName(r)}</mudLogEngineers><mudLogGeologists>${personName(r)}, ${personName(r)}</mudLogGeologists>` +
      `<startMd uom="m">${from}</startMd><endMd uom="m">${to}</endMd>${params.join('')}${intervals.join('')}` +
      `<commonData><sourceName>NGL DataServer 9.4</sourceName><dTimCreation>${new Date(start).toISOString()}</dTimCreation><dTimLastChange>2026-11-17T05:12:44Z</dTimLastChange><itemState>actual</itemState></commonData></mudLog>`
    );
  };
  const output =
    '<?xml version="1.0" encoding="utf-8"?><mudLogs xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">' +
    log('', 2600, 3300, Date.UTC(2026, 9, 12, 4, 0), undefined) +
    log('T2', 2900, 4040, Date.UTC(2026, 9, 28, 17, 30), 3285) +
    '</mudLogs>';
  return probe(
    'round 96: WITSML mud log, one line',
    'In the A-14 T2 mud log, how did the wellsite geologist describe the solvent cut on the cuttings from 3285 to 3290 m MD?',
    'witsml_get_mudlog',
    output,
    'cut-description',
    needle,
    true,
  );
}

/** The heliport system's manifest export for the week, as minified JSON. */
function helicopterManifest(): EconomicsTask {
  const r = seededRandom(96_202);
  const needle = '2027-09-23';
  const expiry = () => {
    for (;;) {
      const d = dayAfter('2026-11-25', between(r, 0, 1500));
      if (d !== needle) return d;
    }
  };
  const employers = [
    'Haldvik Energi AS',
    'Nordkyst Drilling AS',
    'Vestkyst Catering AS',
    'Bergen Stillas AS',
    'Subsea Integrity AS',
    'Norsk Geologging AS',
    'KranTeknikk AS',
    'Isoterm Insulation AS',
    'Offshore Elektro AS',
    'TurboServ Norge AS',
    'Halsnøy Mud Services',
    'Atlantic Wireline Ltd',
  ];
  const courses = ['GSK', 'GSK-REP', 'BOSIET', 'FOET', 'FOET (CA-EBS)'];
  const usedIds = new Set<string>();
  const passenger = (
    seq: number,
    seat: string,
    name: [string, string],
    direction: string,
    to: string,
    date: string,
    dep: number,
    validTo?: string,
  ) => {
    const checkIn = new Date(dep - between(r, 45, 110) * 60_000).toISOString().slice(0, 19) + '+01:00';
    return {
      seq,
      seat,
      name: `${name[1]}, ${name[0]}`,
      employer: oneOf(r, employers),
      personnelId: fresh(usedIds, () => `HE-${between(r, 100_000, 199_999)}`),
      direction,
      from: direction === 'OUT' ? 'ENKB' : to,
      to: direction === 'OUT' ? to : 'ENKB',
      bodyKg: between(r, 58, 121),
      bagKg: Number(fix(r, 2, 15, 1)),
      freightKg: r() < 0.1 ? between(r, 2, 25) : 0,
      survivalSuit: { size: oneOf(r, ['S', 'M', 'L', 'XL', 'XXL']), id: `SS-${between(r, 1000, 9999)}` },
      lifejacket: `LJ-${between(r, 1000, 4999)}`,
      ebs: 'CA-EBS',
      training: { course: oneOf(r, courses), validTo: validTo ?? expiry() },
      medical: { validTo: expiry() },
      checkIn: date < '2026-11-17' ? checkIn : null,
      status: date < '2026-11-17' ? 'FLOWN' : date === '2026-11-17' ? oneOf(r, ['CHECKED_IN', 'BOOKED']) : 'BOOKED',
    };
  };
  const flights: object[] = [];
  const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
  let flightNo = 341;
  for (const date of days) {
    for (let k = 0; k < 8; k++) {
      const index = flights.length;
      const dest = oneOf(r, ['HVA', 'HVB', 'HVA', 'HVA/HVB']);
      const dep = Date.parse(`${date}T00:00:00Z`) + (6 * 60 + k * 95 + pick(r, 20)) * 60_000;
      const seats = shuffle(
        r,
        Array.from({ length: 19 }, (_, s) => `${1 + Math.floor(s / 3)}${'ABC'[s % 3]}`),
      );
      const outCount = between(r, 9, 19);
      const inCount = between(r, 8, 19);
      const pax: object[] = [];
      for (let s = 0; s < outCount; s++) {
        let name = firstLast(r);
        if (index === 7 && s === 4) name = ['Marit', 'Tveitereid'];
        if (index === 19 && s === 6) name = ['Marius', 'Tveitereid'];
        if (index === 28 && s === 2) name = ['Marius', 'Tveit'];
        const to = dest === 'HVA/HVB' ? oneOf(r, ['HVA', 'HVB']) : dest;
        pax.push(passenger(s + 1, seats[s]!, name, 'OUT', to, date, dep, index === 19 && s === 6 ? needle : undefined));
      }
      for (let s = 0; s < inCount; s++) {
        const to = dest === 'HVA/HVB' ? oneOf(r, ['HVA', 'HVB']) : dest;
        pax.push(passenger(outCount + s + 1, seats[s]!, firstLast(r), 'IN', to, date, dep + 70 * 60_000, undefined));
      }
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + '+01:00';
      flights.push({
        flightNo: `NHS${flightNo++}`,
        date,
        aircraft: 'S-92A',
        registration: oneOf(r, ['LN-OQA', 'LN-OQB', 'LN-OQC', 'LN-OQF']),
        route: dest === 'HVA/HVB' ? ['ENKB', 'HVA', 'HVB', 'ENKB'] : ['ENKB', dest, 'ENKB'],
        std: iso(dep),
        sta: iso(dep + between(r, 62, 78) * 60_000),
        status: date < '2026-11-17' ? 'LANDED' : date === '2026-11-17' && k < 2 ? 'AIRBORNE' : 'SCHEDULED',
        crew: { commander: personName(r), firstOfficer: personName(r) },
        payload: { maxKg: 2900, fuelKg: between(r, 1900, 2450), paxOut: outCount, paxIn: inCount },
        passengers: pax,
      });
    }
  }
  const output = JSON.stringify({
    export: {
      system: 'HeliPOB 6.3',
      generated: '2026-11-17T05:42:10+01:00',
      heliport: 'ENKB',
      installations: ['HVA', 'HVB'],
      period: { from: days[0], to: days[days.length - 1] },
      flights,
    },
  });
  return probe(
    'round 96: helicopter manifests, minified JSON',
    "According to this week's helicopter manifests, when does Marius Tveitereid's offshore survival course expire?",
    'heli_manifest_export',
    output,
    'survival-course',
    needle,
    true,
  );
}

/** An SAP PM notification list exported to CSV; one bad actor's long text holds three years of entries. */
function sapNotificationExport(): EconomicsTask {
  const r = seededRandom(96_303);
  const serials = new Set<string>();
  const serial = () => fresh(serials, () => `DGS-${between(r, 1000, 9999)}-${String(between(r, 0, 9999)).padStart(4, '0')}`);
  const users = Array.from({ length: 14 }, () => {
    const [first, last] = firstLast(r);
    return {
      name: `${first} ${last}`,
      user: (first.slice(0, 1) + last)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')
        .slice(0, 10),
    };
  });
  const head = (iso: string) => {
    const u = oneOf(r, users);
    return `${sapDate(iso)} ${pad2(between(r, 6, 21))}:${pad2(pick(r, 60))}:${pad2(pick(r, 60))} CET ${u.name} (${u.user})`;
  };
  const entries: string[] = [];
  const days = 1150;
  const target = Math.floor(days * 0.5);
  let needle = '';
  for (let d = 0; d < days; d++) {
    const iso = dayAfter('2023-09-04', d);
    if (d === target) {
      needle = serial();
      entries.push(
        `${head(iso)} NDE cartridge changed out during planned shutdown (WO 40197731). Removed s/n ${serial()}, returned to vendor under RMA ${between(r, 50_000, 59_999)}. ` +
          `Installed s/n ${needle}. Static leak test ok, vent flow NDE after restart ${between(r, 8, 14)} Nl/min. Trip setpoints unchanged.`,
      );
      continue;
    }
    const roll = r();
    if (roll < 0.03)
      entries.push(
        `${head(iso)} Spare cartridge s/n ${serial()} received at Kristiansund base, QC ok, stored in WH bay ${between(r, 1, 40)}-${oneOf(r, ['A', 'B', 'C'])}.`,
      );
    else if (roll < 0.06)
      entries.push(
        `${head(iso)} Vendor remote review of trends (TurboServ). Primary vent flows ${oneOf(r, ['within envelope', 'trending up on NDE', 'stable', 'slightly erratic on DE'])}. Recommend ${oneOf(r, ['continue daily monitoring', 'check seal gas filter dp', 'verify separation gas supply', 'no action'])}.`,
      );
    else if (roll < 0.08)
      entries.push(
        `${head(iso)} Seal gas filter 27-FG-0012${oneOf(r, ['A', 'B'])} changed, dp before ${between(r, 380, 720)} mbar, after ${between(r, 40, 90)} mbar. Old element bagged for analysis.`,
      );
    else
      entries.push(
        `${head(iso)} Daily DGS check 27-KA-001A: prim vent flow DE ${between(r, 6, 30)} Nl/min, NDE ${d > target ? between(r, 8, 22) : between(r, 9, 58)} Nl/min; sec seal N2 dp ${between(r, 90, 160)} mbar; ` +
          `seal gas filter dp ${between(r, 60, 480)} mbar; sep gas flow ${between(r, 40, 95)} Nl/min. ${oneOf(r, ['No action.', 'Logged in trend sheet.', 'Reported to CCR.', 'No alarms.', 'Informed shift supervisor.'])}`,
      );
  }
  const equipment: [string, string, string][] = [
    ['HVA-27-KA-001A', '10004512', 'EXPORT GAS COMPRESSOR A'],
    ['HVA-27-KA-001B', '10004513', 'EXPORT GAS COMPRESSOR B'],
    ['HVA-23-KA-001', '10004401', '1ST STAGE RECOMPRESSOR'],
    ['HVA-23-KA-002', '10004402', '2ND STAGE RECOMPRESSOR'],
    ['HVA-20-PA-002A', '10003301', 'OIL EXPORT PUMP A'],
    ['HVA-20-PA-002B', '10003302', 'OIL EXPORT PUMP B'],
    ['HVA-29-PA-001C', '10005113', 'WATER INJECTION PUMP C'],
    ['HVA-40-PA-001B', '10005602', 'SEAWATER LIFT PUMP B'],
    ['HVA-80-GT-001A', '10008001', 'MAIN POWER GENERATOR A'],
    ['HVA-71-PA-001B', '10007122', 'FIREWATER PUMP B'],
    ['HVA-63-KA-001A', '10006301', 'INSTRUMENT AIR COMPRESSOR A'],
    ['HVA-20-LV-1003', '10002231', 'HP SEPARATOR OIL LEVEL VALVE'],
  ];
  const problems = [
    'Oil leak at coupling guard',
    'High vibration NDE bearing',
    'Seal gas dp low alarm',
    'Lube oil filter dp high',
    'Valve passing in closed pos.',
    'Abnormal noise from gearbox',
    'Trip on high exhaust temp',
    'Mech seal weeping',
    'Positioner hunting',
    'Cooler fouling suspected',
  ];
  const rows: string[] = [];
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  let notif = 10_048_100;
  for (let i = 0; i < 71; i++) {
    notif += between(r, 3, 60);
    const created = dayAfter('2023-06-01', between(r, 0, 1260));
    if (i === 35) {
      rows.push(
        [
          notif,
          'M2',
          '04.09.2023',
          quote('DGS prim vent flow high NDE - monitor'),
          'HVA-27-KA-001A',
          '10004512',
          'EXPORT GAS COMPRESSOR A',
          '2',
          'EHAUGLAND',
          'MECH-HVA',
          'OSNO ORAS',
          'MONI',
          quote(entries.join(' // ')),
        ].join(';'),
      );
      continue;
    }
    const [floc, equi, descr] = oneOf(r, equipment);
    const problem = oneOf(r, problems);
    const offsets = Array.from({ length: between(r, 1, 4) }, (_, k) => (k === 0 ? 0 : between(r, 1, 40))).sort((a, b) => a - b);
    const long = offsets
      .map((offset, k) => {
        const d = dayAfter(created, offset);
        if (k === 0)
          return `${head(d)} ${oneOf(r, ['Checked on site,', 'Observed during area round,', 'Reported by CCR,', 'Found during PM,'])} ${problem.toLowerCase()}. ${oneOf(r, ['WO raised.', 'Spares ordered.', 'Monitor.', 'Awaiting vendor.'])}`;
        return `${head(d)} ${oneOf(r, ['Follow-up on site, condition unchanged.', 'Vendor contacted, quote received.', 'Spares received offshore.', 'Work completed, tested ok.', 'Planned for next shutdown.'])}${r() < 0.2 ? ` Spare s/n ${serial()} reserved.` : ''}`;
      })
      .join(' // ');
    rows.push(
      [
        notif,
        oneOf(r, ['M1', 'M2', 'M2', 'M3']),
        sapDate(created),
        quote(problem),
        floc,
        equi,
        descr,
        String(between(r, 1, 4)),
        oneOf(r, users).user,
        oneOf(r, ['MECH-HVA', 'INST-HVA', 'ELEC-HVA', 'ROT-HVA']),
        oneOf(r, ['NOPR', 'OSNO', 'NOCO', 'OSNO ORAS', 'NOCO ORAS']),
        oneOf(r, ['', 'APPR', 'MONI', 'WSPR']),
        quote(long),
      ].join(';'),
    );
  }
  const output = [
    'Notification;Notif.type;Notif.date;Description;Functional Loc.;Equipment;Equipment descr.;Priority;Reported by;Main WorkCtr;System status;User status;Long text',
    ...rows,
  ].join('\n');
  return probe(
    'round 96: SAP notification CSV, huge long text',
    "What's the serial number of the dry gas seal cartridge that was fitted on the non-drive end of export compressor A? It should be in the long text of the notification.",
    'sap_notification_export',
    output,
    'dgs-serial',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match
// ---------------------------------------------------------------------------------------------

/** The electronic permit to work system's export of permits, as YAML. */
function permitYaml(): EconomicsTask {
  const r = seededRandom(96_404);
  const count = 380;
  const targetIndex = 190;
  const numbers: number[] = [];
  for (let n = 11_873 - 1, i = targetIndex - 1; i >= 0; i--, n -= between(r, 1, 2)) numbers[i] = n;
  for (let n = 11_873, i = targetIndex; i < count; i++, n += between(r, 1, 2)) numbers[i] = n;
  const permitNo = (n: number) => `HVA-PTW-26-${n}`;
  const jobs: [string, string[], string, string, string[]][] = [
    ['Replace PSV', ['20-PSV-1004A', '20-PSV-1004B', '21-PSV-1012'], 'separator', 'M20', ['Cold work']],
    ['Grinding on handrail', ['56-HR-0003', '56-HR-0011'], 'open drains area', 'M56', ['Hot work A', 'Hot work B']],
    ['Inspect internals', ['21-VA-001', '44-VA-002'], 'vessel', 'M21', ['Confined space entry']],
    ['Change out gasket', ['27-PV-1402', '27-XV-1410', '23-HV-1130'], 'gas compression', 'M27', ['Cold work']],
    ['Megger test motor', ['29-PA-001A', '29-PA-001B', '29-PA-001C'], 'water injection pump', 'M29', ['Electrical work']],
    ['Scaffold erection', ['43-VA-001', '43-FL-001'], 'flare system', 'M43', ['Cold work', 'Work over side']],
    ['Calibrate transmitter', ['23-PT-1101', '23-PT-1102', '20-PT-1001'], 'process', 'M23', ['Cold work']],
    ['Replace mech seal', ['40-PA-001A', '40-PA-001B', '40-PA-001C'], 'seawater lift pump', 'M40', ['Cold work']],
    ['Welding on support', ['62-TK-001', '62-TK-002'], 'diesel day tank', 'M62', ['Hot work A']],
    ['Valve overhaul', ['20-LV-1003', '20-LV-1005', '21-LV-1003'], 'separator level valve', 'M20', ['Cold work']],
    ['Cable pulling', ['80-EA-001', '80-EA-002'], 'main switchboard', 'M80', ['Electrical work']],
    ['Blast and paint', ['44-VA-002', '70-HD-001'], 'external surfaces', 'M44', ['Hot work B', 'Work over side']],
  ];
  const decks = ['Cellar deck', 'Mezzanine deck', 'Main deck', 'Weather deck', 'Drill floor'];
  let certificate = 4100;
  const blocks: string[] = [
    '# ePTW export - installation HVA - status LIVE, SUSPENDED, PREPARED',
    '# generated 2026-11-17T06:05:11+01:00 by ptw-sync 3.8.2',
    'permits:',
  ];
  let needle = '';
  for (let i = 0; i < count; i++) {
    const [what, tagList, where, module, types] = oneOf(r, jobs);
    const tag = oneOf(r, tagList);
    const type = oneOf(r, types);
    const isolated = i === targetIndex || (type !== 'Work over side' && r() < 0.55);
    const from = i === targetIndex ? Date.UTC(2026, 10, 17, 7, 0) : Date.UTC(2026, 10, between(r, 15, 18), oneOf(r, [7, 19]), 0);
    const shift = new Date(from).getUTCHours() === 7 ? 'day' : 'night';
    const refs = Array.from({ length: between(r, 0, 3) }, () =>
      permitNo(numbers[Math.max(0, Math.min(count - 1, i + between(r, -6, 6)))]!),
    ).filter((p) => p !== permitNo(numbers[i]!));
    const lines = [
      `  - permitNo: ${permitNo(numbers[i]!)}`,
      `    type: ${type}`,
      `    status: ${i === targetIndex ? 'LIVE' : oneOf(r, ['LIVE', 'LIVE', 'SUSPENDED', 'PREPARED'])}`,
      `    description: "${what} ${tag}, ${where}"`,
      '    location:',
      `      installation: HVA`,
      `      module: ${module}`,
      `      deck: ${oneOf(r, decks)}`,
      `      functionalLocation: HVA-${tag}`,
    ];
    if (isolated) {
      const cert = `HVA-ICC-26-0${certificate++}`;
      if (i === targetIndex) needle = cert;
      lines.push(
        '    isolation:',
        '      required: true',
        `      certificate: ${cert}`,
        `      lockBox: LB-${between(r, 100, 260)}`,
        `      points: ${between(r, 2, 14)}`,
        `      verifiedBy: ${personName(r)}`,
      );
    } else lines.push('    isolation:', '      required: false');
    lines.push(
      '    validity:',
      `      from: ${new Date(from).toISOString().slice(0, 19)}+01:00`,
      `      to: ${new Date(from + 12 * 3_600_000).toISOString().slice(0, 19)}+01:00`,
      `      shift: ${shift}`,
      '    roles:',
      `      issuingAuthority: ${personName(r)}`,
      `      areaAuthority: ${personName(r)}`,
      `      performingAuthority: ${personName(r)} (${oneOf(r, ['Haldvik Energi', 'Bergen Stillas', 'Offshore Elektro', 'Isoterm', 'KranTeknikk', 'TurboServ'])})`,
      '    gasTest:',
      `      required: ${type.startsWith('Hot') || type.startsWith('Confined') ? 'true' : 'false'}`,
      `      intervalMinutes: ${oneOf(r, [60, 120, 240])}`,
      `      last: { time: "${pad2(between(r, 0, 23))}:${pad2(pick(r, 60))}", o2: ${fix(r, 20.8, 20.9, 1)}, lel: 0, h2s: 0, co: ${between(r, 0, 2)} }`,
      `    simops: ${oneOf(r, ['none', 'crane lift in area', 'drilling ops on drill floor', 'helideck ops', 'well intervention'])}`,
      `    crossReferences: [${refs.join(', ')}]`,
    );
    blocks.push(lines.join('\n'));
  }
  return probe(
    'round 96: permit to work, YAML',
    'What isolation certificate is permit 11873 tied to?',
    'eptw_export_permits',
    blocks.join('\n'),
    'isolation-cert',
    needle,
  );
}

/** The wellhead control panel gateway's view of every well, as pretty JSON. */
function wellheadJson(): EconomicsTask {
  const r = seededRandom(96_505);
  const marker = 987654.321;
  const value = (lo: number, hi: number, unit: string, digits = 2) => ({ value: Number(fix(r, lo, hi, digits)), unit });
  const wells: object[] = [];
  const names = [
    ...Array.from({ length: 40 }, (_, i) => ['HVA', `A-${pad2(i + 1)}`] as const),
    ...Array.from({ length: 28 }, (_, i) => ['HVB', `B-${pad2(i + 1)}`] as const),
  ];
  for (const [installation, short] of names) {
    const func = oneOf(r, ['OIL_PRODUCER', 'OIL_PRODUCER', 'OIL_PRODUCER', 'GAS_INJECTOR', 'WATER_INJECTOR']);
    const shut = r() < 0.15;
    const tag = short.replace('-', '');
    const valve = (type: string, hydraulic: boolean) => ({
      tag: `${tag}-${type}`,
      type,
      position: shut && type !== 'DHSV' ? 'CLOSED' : 'OPEN',
      ...(hydraulic ? { controlLine: value(type === 'DHSV' ? 380 : 180, type === 'DHSV' ? 460 : 240, 'barg', 1) } : {}),
      lastFunctionTest: dayAfter('2026-01-05', between(r, 0, 300)),
      closingTimeS: Number(fix(r, 2, 14, 1)),
      leakTest: { result: 'ACCEPTED', rate: value(0, 0.9, 'Sm3/h') },
    });
    const annulus = (name: string, lo: number, hi: number) => ({
      name,
      pressure: short === 'A-29' && name === 'B' ? { value: marker, unit: 'barg' } : value(lo, hi, 'barg'),
      temperature: value(18, 64, 'degC', 1),
      maasp: value(hi + 20, hi + 90, 'barg', 0),
      lastBleedDown:
        r() < 0.5 ? `${dayAfter('2026-06-01', between(r, 0, 160))}T${pad2(between(r, 6, 20))}:${pad2(pick(r, 60))}:00+01:00` : null,
      trend6h: Array.from({ length: 6 }, () => Number(fix(r, lo, hi, 2))),
    });
    wells.push({
      well: `6407/9-${short}`,
      shortName: short,
      installation,
      function: func,
      mode: shut ? 'SHUT_IN' : func === 'OIL_PRODUCER' ? 'FLOWING' : 'INJECTING',
      choke: { tag: `${tag}-HCV`, positionPct: shut ? 0 : Number(fix(r, 8, 96, 1)) },
      tubingHead: {
        pressure: value(func === 'OIL_PRODUCER' ? 35 : 180, func === 'OIL_PRODUCER' ? 140 : 310, 'barg'),
        temperature: value(20, 88, 'degC', 1),
      },
      valves: [valve('DHSV', true), valve('LMV', true), valve('UMV', true), valve('PWV', true), valve('KWV', false)],
      annuli: [annulus('A', 8, 60), annulus('B', 2, 48), annulus('C', 0, 20)],
      hpu: { panel: `WHCP-${installation}-${between(r, 1, 3)}`, module: between(r, 1, 12), supplyPressure: value(505, 540, 'barg', 1) },
      lastUpdate: `2026-11-17T05:${pad2(between(r, 55, 59))}:${pad2(pick(r, 60))}+01:00`,
    });
  }
  const text = JSON.stringify({ source: 'WHCP OPC UA gateway HVA/HVB', timestamp: '2026-11-17T06:00:00+01:00', wells }, null, 2);
  const candidates = Array.from({ length: 60 }, (_, i) => `${31 + (i % 12)}.${pad2((i * 37 + 11) % 100)}`).filter((c) => !c.endsWith('0'));
  const { text: output, needle } = settle(text, String(marker), candidates);
  return probe(
    'round 96: wellhead control panel, pretty JSON',
    "What's the current B annulus pressure on well A-29?",
    'whcp_get_wells',
    output,
    'b-annulus',
    needle,
  );
}

/** The fire and gas configuration tool's export of the gas detectors, as TOML. */
function gasDetectorToml(): EconomicsTask {
  const r = seededRandom(96_606);
  const serials = new Set<string>();
  const models = [
    {
      maker: 'Dräger',
      model: 'Polytron 5700 IR',
      gas: 'CH4',
      range: '0-100 %LEL',
      low: 20,
      high: 60,
      serial: () => `AR${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${String(between(r, 0, 9999)).padStart(4, '0')}`,
    },
    {
      maker: 'Det-Tronics',
      model: 'PointWatch Eclipse PIRECL',
      gas: 'CH4',
      range: '0-100 %LEL',
      low: 20,
      high: 60,
      serial: () => String(between(r, 1_000_000, 9_999_999)),
    },
    {
      maker: 'Simrad Optronics',
      model: 'GD10P',
      gas: 'C3H8',
      range: '0-100 %LEL',
      low: 20,
      high: 60,
      serial: () => `GD10P-${between(r, 100_000, 999_999)}`,
    },
    {
      maker: 'Dräger',
      model: 'Polytron 7000 H2S',
      gas: 'H2S',
      range: '0-50 ppm',
      low: 5,
      high: 10,
      serial: () => `AR${chars(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${String(between(r, 0, 9999)).padStart(4, '0')}`,
    },
  ];
  const modules = [
    ['1', 'M10', 'Wellhead area'],
    ['2', 'M20', 'Separation module'],
    ['3', 'M30', 'Gas compression module'],
    ['4', 'M40', 'Utility module'],
    ['5', 'M50', 'Drilling module'],
    ['6', 'M60', 'Turbine hall'],
  ] as const;
  const tags: { tag: string; module: (typeof modules)[number]; n: number }[] = [];
  for (const m of modules) {
    const count = between(r, 62, 74);
    for (let n = 1; n <= count; n++) tags.push({ tag: `72-GD-${m[0]}${String(200 + n).padStart(3, '0')}`, module: m, n });
  }
  const targetIndex = Math.floor(tags.length * 0.47);
  const target = tags[targetIndex]!.tag;
  let needle = '';
  const out: string[] = [
    '# Haldvik Alpha fire & gas - field device configuration export (gas detectors)',
    '# fgs-cfgtool 4.2.1 - exported 2026-11-17 05:58:41 by svc_fgs_export',
    '',
    '[meta]',
    'installation = "HVA"',
    'system = "F&G SIS, 3 nodes"',
    `device_count = ${tags.length}`,
    '',
  ];
  tags.forEach(({ tag, module, n }, i) => {
    const model = i === targetIndex ? models[0]! : oneOf(r, models);
    const base = n - ((n - 1) % 4);
    const group = Array.from({ length: 4 }, (_, k) => `"72-GD-${module[0]}${String(200 + base + k).padStart(3, '0')}"`);
    const sn = fresh(serials, model.serial);
    if (i === targetIndex) needle = sn;
    const cal = dayAfter('2026-05-25', between(r, 0, 173));
    out.push(
      `[detector."${tag}"]`,
      `description = "${model.gas === 'H2S' ? 'H2S point detector' : 'IR point HC detector'}, ${module[1]} ${module[2]}, ${oneOf(r, ['deck 1', 'deck 2', 'mezzanine', 'roof'])} ${oneOf(r, ['north', 'south', 'east', 'west'])}"`,
      `gas = "${model.gas}"`,
      `range = "${model.range}"`,
      `location = { module = "${module[1]}", zone = "${oneOf(r, ['Zone 1', 'Zone 2'])}", fire_area = "FA-${module[0]}0-${pad2(between(r, 1, 6))}" }`,
      `io = { node = "FGS-N${between(r, 1, 3)}", card = ${between(r, 1, 16)}, channel = ${between(r, 1, 16)} }`,
      `alarms = { low = ${model.low}, high = ${model.high}, unit = "${model.range.split(' ')[1]}" }`,
      `voting_group = [${group.join(', ')}]`,
      `inhibit = ${r() < 0.03 ? 'true' : 'false'}`,
      '',
      `[detector."${tag}".hardware]`,
      `manufacturer = "${model.maker}"`,
      `model = "${model.model}"`,
      `firmware = "${between(r, 2, 5)}.${between(r, 0, 9)}.${between(r, 0, 20)}"`,
      `serial = "${sn}"`,
      `installed = ${dayAfter('2014-03-01', between(r, 0, 3900))}`,
      '',
      `[detector."${tag}".calibration]`,
      `last = ${cal}`,
      `calibration_gas = "${model.gas === 'H2S' ? 'H2S 25 ppm' : `${model.gas} 50 %LEL`}"`,
      `cylinder_lot = "${oneOf(r, ['MX-58K3170', 'MX-58K3304', 'MX-61B0097', 'HS-22F1180'])}"`,
      `technician = "${personName(r)}"`,
      `next_due = ${dayAfter(cal, 182)}`,
      '',
    );
  });
  return probe(
    'round 96: gas detector config, TOML',
    `What's the serial number of gas detector ${target}?`,
    'fgs_config_export',
    out.join('\n'),
    'detector-serial',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble
// ---------------------------------------------------------------------------------------------

/** The process control system's alarm and event journal for 48 hours, fixed width. */
function alarmJournal(): EconomicsTask {
  const r = seededRandom(96_707);
  type Tag = { tag: string; desc: string; unit: string; kinds: [string, number, number][]; area: string };
  const t = (tag: string, desc: string, unit: string, area: string, ...kinds: [string, number, number][]): Tag => ({
    tag,
    desc,
    unit,
    kinds,
    area,
  });
  const tags: Tag[] = [
    t('20-PT-1001', 'HP SEPARATOR PRESSURE', 'barg', 'M20', ['PAH', 75, 1], ['PAL', 55, -1]),
    t('20-PT-1002', 'HP SEPARATOR PRESSURE PSD', 'barg', 'M20', ['PALL', 45, -1]),
    t('20-LT-1003', 'HP SEPARATOR OIL LEVEL', '%', 'M20', ['LAH', 70, 1], ['LAL', 25, -1]),
    t('20-LT-1005', 'HP SEPARATOR WATER LEVEL', '%', 'M20', ['LAH', 65, 1], ['LAL', 20, -1]),
    t('20-TT-1007', 'HP SEPARATOR TEMPERATURE', 'degC', 'M20', ['TAH', 85, 1]),
    t('21-PT-1001', 'LP SEPARATOR PRESSURE', 'barg', 'M21', ['PAH', 9.5, 1], ['PAL', 5.5, -1]),
    t('21-PT-1002', 'LP SEPARATOR PRESSURE PSD', 'barg', 'M21', ['PAHH', 11.0, 1]),
    t('21-LT-1003', 'LP SEPARATOR OIL LEVEL', '%', 'M21', ['LAH', 70, 1], ['LAL', 25, -1], ['LALL', 12, -1]),
    t('20-PT-3001', 'TEST SEPARATOR PRESSURE', 'barg', 'M20', ['PAH', 70, 1]),
    t('20-PT-3002', 'TEST SEPARATOR PRESSURE PSD', 'barg', 'M20', ['PAHH', 76, 1]),
    t('23-PT-1101', '1ST STAGE RECOMP SUCTION SCRUBBER PRESS', 'barg', 'M23', ['PAH', 10, 1], ['PAL', 6, -1]),
    t('23-PT-1102', '1ST STAGE RECOMP SUCTION SCRUBBER PSD', 'barg', 'M23', ['PAHH', 12.5, 1]),
    t('23-LT-1105', '1ST STAGE SUCTION SCRUBBER LEVEL', '%', 'M23', ['LAH', 60, 1], ['LAHH', 80, 1]),
    t('23-PT-2101', '2ND STAGE RECOMP DISCHARGE PRESSURE', 'barg', 'M23', ['PAH', 36, 1]),
    t('23-TT-2108', '2ND STAGE RECOMP DISCHARGE TEMP', 'degC', 'M23', ['TAH', 140, 1]),
    t('23-FIC-1120', '1ST STAGE ANTISURGE FLOW', 'Am3/h', 'M23', ['DEV', 12, -1]),
    t('27-PT-1401', 'EXPORT GAS DISCHARGE PRESSURE', 'barg', 'M27', ['PAH', 182, 1], ['PAL', 150, -1]),
    t('27-VT-1411X', 'EXPORT COMP A NDE BRG VIBRATION X', 'um', 'M27', ['VAH', 75, 1]),
    t('27-TT-1415', 'EXPORT COMP A LUBE OIL TEMP', 'degC', 'M27', ['TAH', 65, 1]),
    t('27-PDT-1430', 'EXPORT COMP A SEAL GAS FILTER DP', 'mbar', 'M27', ['PDAH', 500, 1]),
    t('29-PT-1601', 'WATER INJECTION HEADER PRESSURE', 'barg', 'M29', ['PAH', 265, 1], ['PAL', 220, -1]),
    t('29-FT-1610', 'WATER INJECTION PUMP C FLOW', 'm3/h', 'M29', ['FAL', 180, -1]),
    t('40-TT-2001', 'COOLING MEDIUM SUPPLY TEMP', 'degC', 'M40', ['TAH', 32, 1]),
    t('40-PT-2005', 'SEAWATER HEADER PRESSURE', 'barg', 'M40', ['PAL', 6.5, -1]),
    t('43-LT-3001', 'HP FLARE KO DRUM LEVEL', '%', 'M43', ['LAH', 50, 1], ['LAHH', 75, 1]),
    t('44-AT-3101', 'PRODUCED WATER OIL IN WATER', 'mg/l', 'M44', ['AAH', 25, 1]),
    t('44-LT-3105', 'DEGASSER LEVEL', '%', 'M44', ['LAH', 70, 1], ['LAL', 20, -1]),
    t('56-LT-3501', 'OPEN DRAINS TANK LEVEL', '%', 'M56', ['LAH', 75, 1]),
    t('62-LT-4001', 'DIESEL DAY TANK LEVEL', '%', 'M62', ['LAL', 30, -1]),
    t('63-PT-4101', 'INSTRUMENT AIR HEADER PRESSURE', 'barg', 'M63', ['PAL', 7.2, -1]),
    t('63-AT-4105', 'INSTRUMENT AIR DEW POINT', 'degC', 'M63', ['AAH', -20, 1]),
    t('80-JT-5001', 'MAIN GEN A ACTIVE POWER', 'MW', 'M80', ['JAH', 24, 1]),
    t('80-TT-5012', 'MAIN GEN A EXHAUST TEMP SPREAD', 'degC', 'M80', ['TAH', 45, 1]),
    t('80-JT-5101', 'MAIN GEN B ACTIVE POWER', 'MW', 'M80', ['JAH', 24, 1]),
    t('71-PT-6001', 'FIREWATER RING MAIN PRESSURE', 'barg', 'M71', ['PAL', 12, -1]),
    t('50-TT-7001', 'HEATING MEDIUM RETURN TEMP', 'degC', 'M50', ['TAL', 140, -1]),
  ];
  const operators = [
    'CCR-OWS1 ehaugland',
    'CCR-OWS2 knordvik',
    'CCR-OWS3 tberge',
    'CCR-OWS1 slunde',
    'CCR-OWS2 mkvamme',
    'CCR-OWS4 gsolheim',
  ];
  const prio: Record<string, string> = { PAHH: '1', PALL: '1', LAHH: '1', LALL: '1', SD: '1' };
  type Ev = {
    ms: number;
    tag: string;
    kind: string;
    state: string;
    desc: string;
    value: string;
    limit: string;
    unit: string;
    area: string;
    who: string;
  };
  const events: Ev[] = [];
  const start = Date.UTC(2026, 10, 15, 6, 0);
  const end = Date.UTC(2026, 10, 17, 6, 0);
  const raise = (ms: number, tg: Tag, kind: string, limit: number, dir: number, exact?: number) => {
    const digits = Math.abs(limit) < 20 ? 2 : 1;
    const val = (limit + dir * Math.abs(limit) * (0.005 + r() * 0.04)).toFixed(digits);
    const base = { tag: tg.tag, kind, desc: tg.desc, limit: limit.toFixed(digits), unit: tg.unit, area: tg.area };
    const actAt = exact ?? ms;
    events.push({ ...base, ms: actAt, state: 'ACT', value: val, who: '' });
    const ack = actAt + between(r, 4_000, 240_000) + pick(r, 1000);
    events.push({ ...base, ms: ack, state: 'ACK', value: '', who: oneOf(r, operators) });
    const back = actAt + between(r, 15_000, 2_400_000) + pick(r, 1000);
    events.push({ ...base, ms: back, state: 'RTN', value: (limit - dir * Math.abs(limit) * (0.01 + r() * 0.05)).toFixed(digits), who: '' });
  };
  for (let i = 0; i < 1200; i++) {
    const tg = oneOf(r, tags);
    const [kind, limit, dir] = oneOf(r, tg.kinds);
    raise(start + pick(r, end - start - 3_600_000), tg, kind, limit, dir);
  }
  const trip = Date.UTC(2026, 10, 16, 2, 47, 13, 604);
  const hp = tags[0]!;
  raise(trip - 32_000 - pick(r, 1000), hp, 'PAH', 75, 1);
  events.push({
    ms: trip,
    tag: '20-PT-1002',
    kind: 'PAHH',
    state: 'ACT',
    desc: 'HP SEPARATOR PRESSURE PSD',
    value: '78.4',
    limit: '78.0',
    unit: 'barg',
    area: 'M20',
    who: '',
  });
  events.push({
    ms: trip + 38_211,
    tag: '20-PT-1002',
    kind: 'PAHH',
    state: 'ACK',
    desc: 'HP SEPARATOR PRESSURE PSD',
    value: '',
    limit: '78.0',
    unit: 'barg',
    area: 'M20',
    who: operators[1]!,
  });
  events.push({
    ms: trip + 291_530,
    tag: '20-PT-1002',
    kind: 'PAHH',
    state: 'RTN',
    desc: 'HP SEPARATOR PRESSURE PSD',
    value: '73.1',
    limit: '78.0',
    unit: 'barg',
    area: 'M20',
    who: '',
  });
  const shutdown: [number, string, string, string][] = [
    [267, 'PSD-3.2', 'SD', 'PSD 3.2 SEPARATION TRAIN SHUTDOWN'],
    [512, '20-ESDV-1001', 'ZSC', 'HP SEPARATOR INLET ESDV CLOSED'],
    [733, '20-SDV-1010', 'ZSC', 'HP SEPARATOR OIL OUTLET SDV CLOSED'],
    [981, '20-SDV-1020', 'ZSC', 'HP SEPARATOR GAS OUTLET SDV CLOSED'],
    [1_402, '20-BDV-1030', 'ZSO', 'HP SEPARATOR BLOWDOWN VALVE OPEN'],
    [4_118, '23-KA-001', 'XA', '1ST STAGE RECOMPRESSOR TRIPPED'],
    [4_530, '23-KA-002', 'XA', '2ND STAGE RECOMPRESSOR TRIPPED'],
    [9_870, '20-PA-002A', 'XA', 'OIL EXPORT PUMP A STOPPED'],
  ];
  for (const [dt, tag, kind, desc] of shutdown) {
    events.push({ ms: trip + dt, tag, kind, state: 'ACT', desc, value: '', limit: '', unit: '', area: 'M20', who: '' });
    events.push({
      ms: trip + dt + between(r, 20_000, 90_000),
      tag,
      kind,
      state: 'ACK',
      desc,
      value: '',
      limit: '',
      unit: '',
      area: 'M20',
      who: operators[1]!,
    });
  }
  for (const [when, tag] of [
    [Date.UTC(2026, 10, 15, 22, 31, 7, 118), 21],
    [Date.UTC(2026, 10, 16, 14, 5, 52, 440), 20],
    [Date.UTC(2026, 10, 16, 19, 40, 3, 902), 23],
  ] as const) {
    const tg = tags.find((x) => x.tag === `${tag}-PT-${tag === 23 ? '1102' : tag === 21 ? '1002' : '3002'}`)!;
    const [, limit] = tg.kinds[0]!;
    raise(when, tg, 'PAHH', limit, 1);
  }
  events.sort((a, b) => a.ms - b.ms);
  const lines = [
    'HVA PCS  Alarm & Event journal  export',
    `Period: ${stamp(start)} - ${stamp(end)}   Filter: all areas, priority 1-4, alarms + shutdown events   Rows: ${events.length}`,
    '',
    `${'Time'.padEnd(25)}${'Tag'.padEnd(16)}${'Cond'.padEnd(7)}${'Pri'.padEnd(5)}${'State'.padEnd(7)}${'Description'.padEnd(42)}${'Value'.padStart(9)}${'Limit'.padStart(9)}  ${'Unit'.padEnd(7)}${'Area'.padEnd(6)}Operator`,
    '-'.repeat(150),
    ...events
      .filter((e) => e.ms >= start && e.ms < end)
      .map(
        (e) =>
          `${stamp(e.ms).padEnd(25)}${e.tag.padEnd(16)}${e.kind.padEnd(7)}${(prio[e.kind] ?? (e.kind.endsWith('H') || e.kind.endsWith('L') ? '2' : '3')).padEnd(5)}${e.state.padEnd(7)}${e.desc.padEnd(42)}${e.value.padStart(9)}${e.limit.padStart(9)}  ${e.unit.padEnd(7)}${e.area.padEnd(6)}${e.who}`,
      ),
  ];
  return probe(
    'round 96: alarm journal, paraphrased',
    'We had a production shutdown overnight and the OIM wants a sequence of events for the morning call. At what time did the first-stage separator trip on high-high pressure?',
    'pcs_alarm_journal',
    lines.join('\n'),
    'pahh-time',
    '2026-11-16 02:47:13.604',
  );
}

/** The mud logging unit's depth-based drilling and gas report for A-14 T2. */
function mudGasReport(): EconomicsTask {
  const r = seededRandom(96_808);
  const needle = '12.47';
  const trips = new Map<number, [string, string]>([
    [2451, ['3.18', 'TG after RIH w/ 12 1/4in BHA#5, drilled out shoe track']],
    [2712, ['5.62', 'TG after wiper trip to 13 3/8in shoe']],
    [2980, [needle, 'TG after bit trip, BHA#7 (new PDC), BU at 2980 m']],
    [3530, ['4.05', 'TG after trip for MWD, BHA#8']],
  ]);
  let t = Date.UTC(2026, 9, 30, 6, 0);
  const rows: string[] = [];
  let nextConn = 1850 + between(r, 10, 28);
  const head =
    `${'Date'.padEnd(11)}${'Time'.padEnd(7)}${'Depth'.padStart(7)}${'TVD'.padStart(8)}${'ROP'.padStart(6)}${'WOB'.padStart(6)}${'RPM'.padStart(5)}${'TRQ'.padStart(6)}${'SPP'.padStart(5)}${'Flow'.padStart(6)}` +
    `${'MWin'.padStart(6)}${'MWout'.padStart(6)}${'Tout'.padStart(6)}${'TG%'.padStart(7)}${'C1'.padStart(8)}${'C2'.padStart(7)}${'C3'.padStart(6)}${'iC4'.padStart(5)}${'nC4'.padStart(5)}${'iC5'.padStart(5)}${'nC5'.padStart(5)}  Type  Remarks`;
  for (let md = 1850; md < 3900; md++) {
    const big = md < 2450;
    const rop = Number(fix(r, big ? 20 : 8, big ? 45 : 30, 1));
    const trip = trips.get(md);
    if (trip) t += between(r, 14, 26) * 3_600_000;
    t += (60 / rop) * 60_000;
    let type = 'BG';
    let tg = fix(r, 0.1, md > 3100 && md < 3400 ? 2.9 : 1.6, 2);
    let remark = '';
    if (trip) {
      type = 'TG';
      tg = trip[0];
      remark = trip[1];
    } else if (md === nextConn) {
      type = 'CG';
      tg = fix(r, 0.5, 4.8, 2);
      remark = `conn @ ${md}.${between(r, 0, 9)} m`;
      nextConn += between(r, 27, 29);
    } else if (r() < 0.01) {
      type = 'PKG';
      tg = fix(r, 2, 9.8, 2);
      remark = oneOf(r, ['drilling break', 'sand stringer', 'formation gas, ROP increase']);
    }
    const total = Number(tg);
    const c1 = Math.round(total * (7000 + r() * 2500));
    const d = new Date(t).toISOString();
    rows.push(
      `${d.slice(0, 10).padEnd(11)}${d.slice(11, 16).padEnd(7)}${md.toFixed(1).padStart(7)}${(md * 0.93 - 40 + r()).toFixed(1).padStart(8)}${String(rop).padStart(6)}${fix(r, 5, 19, 1).padStart(6)}${String(between(r, 100, 180)).padStart(5)}` +
        `${fix(r, 9, 31, 1).padStart(6)}${String(between(r, big ? 170 : 205, big ? 205 : 260)).padStart(5)}${String(between(r, big ? 3900 : 2800, big ? 4400 : 3300)).padStart(6)}` +
        `${(big ? '1.30' : '1.45').padStart(6)}${(big ? fix(r, 1.29, 1.31, 2) : fix(r, 1.44, 1.46, 2)).padStart(6)}${fix(r, 38, 61, 1).padStart(6)}${tg.padStart(7)}${String(c1).padStart(8)}` +
        `${String(Math.round(c1 * (0.05 + r() * 0.05))).padStart(7)}${String(Math.round(c1 * (0.02 + r() * 0.03))).padStart(6)}${String(Math.round(c1 * 0.005 * (1 + r()))).padStart(5)}` +
        `${String(Math.round(c1 * 0.008 * (1 + r()))).padStart(5)}${String(Math.round(c1 * 0.002 * (1 + r()))).padStart(5)}${String(Math.round(c1 * 0.002 * (1 + r()))).padStart(5)}  ${type.padEnd(6)}${remark}`,
    );
  }
  const output = [
    'NORSK GEOLOGGING AS  -  Haldvik Alpha  -  Well 6407/9-A-14 T2  -  Drilling & Gas Report (depth based, 1 m)',
    'Rig: Haldvik Alpha platform rig   Unit: NGL-17   Gas trap: QGM + constant volume degasser   Chromatograph: FID, 30 s cycle',
    'Units: Depth/TVD m, ROP m/h, WOB t, TRQ kNm, SPP bar, Flow l/min, MW sg, Tout degC, TG % methane equiv, C1-nC5 ppm',
    'Gas type codes: BG background, CG connection gas, TG trip gas, PKG peak gas',
    '',
    head,
    '-'.repeat(head.length),
    ...rows,
    '',
    'End of report. Lag times from calculated annular volume, checked with carbide on 2026-11-02 and 2026-11-11.',
  ].join('\n');
  return probe(
    'round 96: mud gas report, preamble',
    'The driller said we saw a big gas peak at bottoms-up after the bit change on A-14 T2, though it circulated out fine. What did total gas peak at?',
    'mudlog_gas_report',
    output,
    'trip-gas',
    needle,
  );
}

/** SAP IW39 work order list for HVA, as the ALV grid prints it. */
function workOrderList(): EconomicsTask {
  const r = seededRandom(96_909);
  const needle = 'Myklebust, Torstein';
  const people = Array.from({ length: 40 }, () => {
    const [first, last] = firstLast(r);
    return `${last}, ${first}`;
  });
  const equipment: [string, string, string][] = [
    ['HVA-71-PA-001A', '10007121', 'FW PUMP A'],
    ['HVA-71-PA-001B', '10007122', 'FW PUMP B'],
    ['HVA-71-PA-001C', '10007123', 'FW PUMP C'],
    ['HVA-40-PA-001A', '10005601', 'SW LIFT PUMP A'],
    ['HVA-40-PA-001B', '10005602', 'SW LIFT PUMP B'],
    ['HVA-21-PA-002B', '10003412', 'LP SEP OIL PUMP B'],
    ['HVA-20-PA-002A', '10003301', 'OIL EXPORT PUMP A'],
    ['HVA-29-PA-001C', '10005113', 'WI PUMP C'],
    ['HVA-27-KA-001A', '10004512', 'EXPORT COMP A'],
    ['HVA-23-KA-001', '10004401', '1ST STG RECOMP'],
    ['HVA-80-GT-001B', '10008002', 'MAIN GEN B'],
    ['HVA-63-KA-001A', '10006301', 'INSTR AIR COMP A'],
    ['HVA-20-LV-1003', '10002231', 'HP SEP OIL LCV'],
    ['HVA-20-PSV-1004B', '10002240', 'HP SEP PSV B'],
    ['HVA-72-GD-3217', '10009317', 'GAS DETECTOR'],
    ['HVA-78-LB-001', '10009801', 'LIFEBOAT 1'],
    ['HVA-85-CR-001', '10009901', 'PEDESTAL CRANE N'],
    ['HVA-76-HV-0102', '10009702', 'HVAC DAMPER'],
  ];
  const jobs: [string, string][] = [
    ['PM02', 'WEEKLY TEST RUN'],
    ['PM02', '3M LUBE OIL SAMPLE'],
    ['PM02', '6M VIBRATION SURVEY'],
    ['PM01', 'MECH SEAL INSPECT'],
    ['PM01', 'BEARING TEMP HIGH - INVESTIGATE'],
    ['PM02', 'ANNUAL PSV RECERT'],
    ['PM03', 'REPLACE COUPLING ELEMENT'],
    ['PM02', '12M ELECTRICAL INSPECTION'],
    ['PM01', 'OIL LEAK - RECTIFY'],
    ['PM02', 'FUNCTION TEST'],
    ['PM02', 'CALIBRATION CHECK'],
    ['PM01', 'NOISY - CHECK ALIGNMENT'],
  ];
  const statuses = ['CRTD', 'REL  PRC', 'REL  MACM PRC', 'REL  NMAT PRC', 'REL  PCNF PRC', 'TECO', 'CNF  PRC'];
  const cell = (s: string, w: number) => s.slice(0, w).padEnd(w);
  const row = (
    order: number,
    type: string,
    desc: string,
    floc: string,
    equi: string,
    wc: string,
    prio: string,
    startIso: string,
    status: string,
    person: string,
  ) =>
    `|${cell(String(order), 10)}|${cell(type, 4)}|${cell(desc, 40)}|${cell(floc, 22)}|${cell(equi, 10)}|${cell(wc, 8)}|${cell(prio, 9)}|${sapDate(startIso)}|${sapDate(dayAfter(startIso, between(r, 0, 10)))}|${cell(status, 20)}|${cell(person, 24)}|`;
  const count = 2400;
  const targetIndex = Math.floor(count * 0.52);
  const rows: string[] = [];
  let order = 40_210_000;
  for (let i = 0; i < count; i++) {
    order += between(r, 1, 7);
    if (i === targetIndex) {
      rows.push(
        row(
          order,
          'PM01',
          'FW PUMP B MECH SEAL LEAKING - RENEW',
          'HVA-71-PA-001B',
          '10007122',
          'MECH-HVA',
          '2-High',
          '2026-11-09',
          'REL  NMAT PRC',
          needle,
        ),
      );
      continue;
    }
    const [floc, equi, name] = i % 37 === 5 ? equipment[1]! : oneOf(r, equipment);
    const [type, job] = oneOf(r, jobs);
    const wc =
      name.includes('GEN') || job.includes('ELECTRICAL')
        ? 'ELEC-HVA'
        : job.includes('CALIB') || name.includes('DETECTOR')
          ? 'INST-HVA'
          : 'MECH-HVA';
    rows.push(
      row(
        order,
        type,
        `${floc.slice(4)} ${name} ${job}`,
        floc,
        equi,
        wc,
        oneOf(r, ['1-V.high', '2-High', '3-Medium', '3-Medium', '4-Low']),
        dayAfter('2026-06-01', between(r, 0, 200)),
        oneOf(r, statuses),
        oneOf(r, people),
      ),
    );
  }
  const header = row(0, '', '', '', '', '', '', '2026-11-17', '', '');
  const width = header.length;
  const output = [
    'Display PM Orders: List (IW39)     Planning plant HV01   Selection: functional location HVA-*, basic start 01.06.2026 - 31.12.2026',
    '',
    '-'.repeat(width),
    `|${cell('Order', 10)}|${cell('Type', 4)}|${cell('Description', 40)}|${cell('Functional location', 22)}|${cell('Equipment', 10)}|${cell('MnWkCtr', 8)}|${cell('Priority', 9)}|${cell('Bsc start', 10)}|${cell('Basic fin.', 10)}|${cell('System status', 20)}|${cell('Person responsible', 24)}|`,
    '-'.repeat(width),
    ...rows,
    '-'.repeat(width),
    `${count} orders selected`,
  ].join('\n');
  return probe(
    'round 96: SAP work order list, preamble',
    'Firewater pump B has been weeping from the seal for over a week and the OIM is asking why it still is not fixed. Who has the job to replace the seal?',
    'sap_iw39_orders',
    output,
    'seal-job-owner',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it
// ---------------------------------------------------------------------------------------------

/** The fire and gas console's table of live gas detector readings on both platforms. */
function gasReadings(): EconomicsTask {
  const r = seededRandom(96_010);
  const areas = [
    ['M10', 'Wellhead area'],
    ['M20', 'Separation module'],
    ['M21', 'LP separation'],
    ['M23', 'Recompression'],
    ['M27', 'Export compression'],
    ['M29', 'Water injection'],
    ['M40', 'Utility module'],
    ['M50', 'Drilling module'],
    ['M51', 'Shaker house'],
    ['M60', 'Turbine hall'],
    ['M70', 'Living quarters HVAC inlet'],
  ] as const;
  type Row = {
    inst: string;
    tag: string;
    type: string;
    gas: string;
    loc: string;
    node: string;
    io: string;
    unit: string;
    low: string;
    high: string;
  };
  const list: Row[] = [];
  for (const [inst, first] of [
    ['HVA', 1000],
    ['HVB', 6000],
  ] as const) {
    let n = first;
    for (const [module, name] of areas) {
      const count = between(r, inst === 'HVA' ? 90 : 55, inst === 'HVA' ? 110 : 70);
      for (let k = 0; k < count; k++) {
        n += 1;
        const kind = oneOf(r, ['IR', 'IR', 'IR', 'IR', 'OP', 'H2S']);
        const [type, gas, unit, low, high] =
          kind === 'IR'
            ? ['IR-POINT', 'HC', '%LEL', '20', '60']
            : kind === 'OP'
              ? ['OPEN-PATH', 'HC', 'LEL.m', '1.0', '3.0']
              : ['EC-POINT', 'H2S', 'ppm', '5', '10'];
        list.push({
          inst,
          tag: `72-${kind === 'H2S' ? 'GT' : 'GD'}-${n}`,
          type,
          gas,
          loc: `${module} ${name}, ${oneOf(r, ['deck 1', 'deck 2', 'mezz', 'roof', 'inlet duct'])} ${oneOf(r, ['N', 'S', 'E', 'W', 'NE', 'SW'])}`,
          node: `FGS-${inst === 'HVA' ? 'A' : 'B'}${between(r, 1, 3)}`,
          io: `${pad2(between(r, 1, 16))}/${pad2(between(r, 1, 16))}`,
          unit,
          low,
          high,
        });
      }
    }
  }
  let targetIndex = Math.floor(list.length * 0.46);
  while (list[targetIndex]!.type !== 'IR-POINT') targetIndex++;
  const lines = list.map((d, i) => {
    const inhibited = Math.abs(i - targetIndex) > 20 && r() < 0.006;
    const reading = inhibited
      ? '--'
      : i === targetIndex
        ? '17.6'
        : d.unit === '%LEL'
          ? (r() < 0.7 ? 0 : r() * 1.4).toFixed(1)
          : d.unit === 'LEL.m'
            ? (r() < 0.7 ? 0 : r() * 0.2).toFixed(2)
            : (r() < 0.8 ? 0 : r() * 0.8).toFixed(1);
    return `${d.inst.padEnd(6)}${d.tag.padEnd(13)}${d.type.padEnd(11)}${d.gas.padEnd(5)}${d.loc.padEnd(42)}${d.node.padEnd(8)}${d.io.padEnd(8)}${reading.padStart(8)}  ${d.unit.padEnd(7)}${d.low.padStart(5)}${d.high.padStart(6)}  ${(inhibited ? 'INHIBITED' : 'NORMAL').padEnd(11)}2026-11-17 06:${pad2(between(r, 0, 4))}:${pad2(pick(r, 60))}`;
  });
  const output = [
    '$ fgs-cli show readings --type gas --installation HVA,HVB',
    `fgs-cli 2.9.0  connected to FGS-A1 (HVA) and FGS-B1 (HVB)   ${list.length} gas devices`,
    '',
    `${'INST'.padEnd(6)}${'TAG'.padEnd(13)}${'TYPE'.padEnd(11)}${'GAS'.padEnd(5)}${'LOCATION'.padEnd(42)}${'NODE'.padEnd(8)}${'CARD/CH'.padEnd(8)}${'READING'.padStart(8)}  ${'UNIT'.padEnd(7)}${'LOW'.padStart(5)}${'HIGH'.padStart(6)}  ${'STATE'.padEnd(11)}UPDATED`,
    ...lines,
  ].join('\n');
  return probe(
    'round 96: live gas readings, odd one out',
    'Right now, is there a gas detector reading a lot higher than all the others? Which one is it?',
    'fgs_show_readings',
    output,
    'high-detector',
    list[targetIndex]!.tag,
  );
}

/** The condition monitoring centre's snapshot of every radial proximity probe across the fleet, as CSV. */
function vibrationSnapshot(): EconomicsTask {
  const r = seededRandom(96_011);
  const machines: [string, string, number][] = [
    ['27-KA-0{n}1A', 'Export gas compressor A', 8],
    ['27-KA-0{n}1B', 'Export gas compressor B', 8],
    ['27-KT-0{n}1A', 'Export compressor A gas turbine', 8],
    ['27-KT-0{n}1B', 'Export compressor B gas turbine', 8],
    ['23-KA-0{n}1', '1st stage recompressor', 8],
    ['23-KA-0{n}2', '2nd stage recompressor', 8],
    ['24-KA-0{n}1', 'Gas injection compressor', 8],
    ['80-GT-0{n}1A', 'Main generator A gas turbine', 8],
    ['80-GT-0{n}1B', 'Main generator B gas turbine', 8],
    ['80-GT-0{n}1C', 'Main generator C gas turbine', 8],
    ['80-GA-0{n}1A', 'Main generator A', 4],
    ['80-GA-0{n}1B', 'Main generator B', 4],
    ['80-GA-0{n}1C', 'Main generator C', 4],
    ['29-PA-0{n}1A', 'Water injection pump A', 4],
    ['29-PA-0{n}1B', 'Water injection pump B', 4],
    ['29-PA-0{n}1C', 'Water injection pump C', 4],
    ['20-PA-0{n}2A', 'Oil export pump A', 4],
    ['20-PA-0{n}2B', 'Oil export pump B', 4],
    ['20-PA-0{n}2C', 'Oil export pump C', 4],
    ['40-PA-0{n}1A', 'Seawater lift pump A', 4],
    ['40-PA-0{n}1B', 'Seawater lift pump B', 4],
    ['40-PA-0{n}1C', 'Seawater lift pump C', 4],
  ];
  const points = ['DE Brg X', 'DE Brg Y', 'NDE Brg X', 'NDE Brg Y', 'GB HS DE X', 'GB HS DE Y', 'GB HS NDE X', 'GB HS NDE Y'];
  const sites = [
    'Haldvik Alpha',
    'Haldvik Bravo',
    'Haldvik FPSO',
    'Skorpa A',
    'Skorpa B',
    'Lindholm',
    'Varg Sor',
    'Brattoy A',
    'Brattoy B',
    'Brattoy C',
  ];
  type Point = { name: string; fields: (direct: string) => string[] };
  const all: Point[] = [];
  let pointId = 4100;
  sites.forEach((site, n) => {
    for (const [pattern, desc, count] of machines) {
      const machine = pattern.replace('{n}', String(n));
      const area = machine.startsWith('80') ? 'Power generation' : machine.includes('-PA-') ? 'Pumps' : 'Gas compression';
      const train = desc.replace(/ gas turbine$/, '').replace(/ [ABC]$/, '');
      const speed = machine.includes('-PA-') ? between(r, 2950, 5980) : machine.includes('-GA-') ? 1800 : between(r, 7800, 12_400);
      const alert = machine.includes('-PA-') ? 90 : 75;
      const danger = machine.includes('-PA-') ? 125 : 110;
      const rack = between(r, 1, 6);
      points.slice(0, count).forEach((point, k) => {
        const name = `${machine} ${point}`;
        const id = `P-${String(pointId++).padStart(6, '0')}`;
        const slot = `R${rack}/S${pad2(3 + Math.floor(k / 4))}/C${(k % 4) + 1}`;
        const gap = fix(r, -10.6, -8.6, 2);
        const sample = `2026-11-17 06:00:${pad2(pick(r, 60))}`;
        all.push({
          name,
          fields: (direct: string) => {
            const d = Number(direct);
            return [
              'Haldvik Energi',
              site,
              area,
              `${train} train`,
              machine,
              name,
              id,
              slot,
              'Proximitor 3300 XL 8mm',
              '7.87',
              point.endsWith('X') ? '45L' : '45R',
              direct,
              (d * (0.6 + r() * 0.3)).toFixed(1),
              String(between(r, 0, 359)),
              (d * (0.05 + r() * 0.15)).toFixed(1),
              (d * (0.1 + r() * 0.2)).toFixed(1),
              gap,
              String(speed),
              String(alert),
              String(danger),
              sample,
            ];
          },
        });
      });
    }
  });
  let targetIndex = Math.floor(all.length * 0.44);
  while (!all[targetIndex]!.name.endsWith('NDE Brg Y') || !all[targetIndex]!.name.includes('-KA-')) targetIndex++;
  const lines = all.map((p, i) => p.fields(i === targetIndex ? '63.8' : fix(r, 6, 33, 1)).join(','));
  const output = [
    'Enterprise,Site,Plant Area,Machine Train,Machine,Point Name,Point ID,Rack/Slot/Ch,Transducer,Sensitivity (mV/um),Orientation,Direct (um pp),1X Ampl (um pp),1X Phase (deg lag),2X Ampl (um pp),Not 1X (um pp),Gap (V),Speed (rpm),Alert (um pp),Danger (um pp),Sample Time',
    ...lines,
  ].join('\n');
  return probe(
    'round 96: vibration snapshot CSV, odd one out',
    'Looking at the vibration snapshot from the condition monitoring system, which measurement point is running way higher than everything else?',
    'cm_export_snapshot',
    output,
    'high-vibration',
    all[targetIndex]!.name,
  );
}

/** The drilling contractor's pipe tally of the strings on HVA, fixed width. */
function pipeTally(): EconomicsTask {
  const r = seededRandom(96_012);
  const serials = new Set<string>();
  const strings = [
    { name: '5 7/8in DP S-135 26.3 ppf XT57, Range 2', prefix: 'ND587', count: 700, lo: 9.0, hi: 9.5, pin: 178, box: 178 },
    { name: '5in DP S-135 19.5 ppf NC50, Range 2', prefix: 'ND500', count: 700, lo: 9.0, hi: 9.5, pin: 168, box: 168 },
    { name: '5 7/8in HWDP 57.4 ppf XT57', prefix: 'NH587', count: 45, lo: 9.2, hi: 9.45, pin: 184, box: 184 },
    { name: '5in HWDP 49.3 ppf NC50', prefix: 'NH500', count: 45, lo: 9.2, hi: 9.45, pin: 168, box: 168 },
    {
      name: '5 7/8in DP S-135 26.3 ppf XT57, Range 2 (backup, pipe deck)',
      prefix: 'ND587',
      count: 560,
      lo: 9.0,
      hi: 9.5,
      pin: 178,
      box: 178,
    },
    { name: '4in DP S-135 14.0 ppf XT39, Range 2 (landing string)', prefix: 'ND400', count: 420, lo: 9.0, hi: 9.5, pin: 133, box: 133 },
  ];
  const remarks = ['', '', '', '', 'HB renewed 2025', 'Recut pin 2024', 'New 2023', 'Ex-HVB', 'Pin recut, HB ok', 'Box refaced'];
  const out: string[] = [
    'NORDKYST DRILLING AS  -  Haldvik Alpha rig  -  PIPE TALLY / INVENTORY',
    'Printed 2026-11-17 06:10  by Tally Manager 5.1   Lengths are measured shoulder to shoulder, metres',
    '',
  ];
  const total = strings.reduce((s, x) => s + x.count, 0);
  const targetGlobal = strings[0]!.count + Math.floor(strings[1]!.count * 0.5);
  let needle = '';
  let global = 0;
  for (const s of strings) {
    out.push(`STRING: ${s.name}   joints: ${s.count}`);
    out.push(
      `${'Jt#'.padStart(5)}  ${'Serial'.padEnd(13)}${'Length'.padStart(8)}${'Cum.len'.padStart(10)}${'Pin OD'.padStart(8)}${'Box OD'.padStart(8)}${'WT %'.padStart(7)}  ${'Class'.padEnd(9)}${'Insp date'.padEnd(12)}${'Location'.padEnd(13)}Remarks`,
    );
    let cum = 0;
    for (let j = 1; j <= s.count; j++, global++) {
      const odd = global === targetGlobal;
      const length = odd ? 12.19 : Number(fix(r, s.lo, s.hi, 2));
      cum += length;
      const serial = fresh(serials, () => `${s.prefix}-${String(between(r, 0, 99_999)).padStart(5, '0')}`);
      if (odd) needle = serial;
      const near = Math.abs(global - targetGlobal) <= 3;
      out.push(
        `${String(j).padStart(5)}  ${serial.padEnd(13)}${length.toFixed(2).padStart(8)}${cum.toFixed(2).padStart(10)}${String(s.pin - pick(r, 4)).padStart(8)}${String(s.box - pick(r, 4)).padStart(8)}` +
          `${fix(r, 88, 99, 1).padStart(7)}  ${(r() < 0.92 ? 'Premium' : 'Class 2').padEnd(9)}${dayAfter('2025-09-01', between(r, 0, 420)).padEnd(12)}${`Rack ${between(r, 1, 12)}/${oneOf(r, ['A', 'B', 'C', 'D'])}`.padEnd(13)}${near ? '' : oneOf(r, remarks)}`,
      );
    }
    out.push(`${''.padStart(5)}  ${'TOTAL'.padEnd(13)}${''.padStart(8)}${cum.toFixed(2).padStart(10)}`, '');
  }
  out.push(`${total} joints in ${strings.length} strings`);
  return probe(
    'round 96: pipe tally, odd one out',
    "In the pipe tally, which drill pipe joint has a length that doesn't fit with the rest? I need its serial number.",
    'rig_pipe_tally',
    out.join('\n'),
    'odd-joint',
    needle,
  );
}

/** Round 96: twelve probes from an offshore production platform, written blind. */
export function roundNinetySix(): EconomicsTask[] {
  return [
    mudLogWitsml(),
    helicopterManifest(),
    sapNotificationExport(),
    permitYaml(),
    wellheadJson(),
    gasDetectorToml(),
    alarmJournal(),
    mudGasReport(),
    workOrderList(),
    gasReadings(),
    vibrationSnapshot(),
    pipeTally(),
  ];
}
