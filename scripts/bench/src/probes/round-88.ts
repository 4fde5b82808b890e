/**
 * Probe round 88, written blind: the Aldmoor National Museum of Natural History (collections management, gallery climate loggers, object loans and couriers, the conservation lab, ticketing and memberships, security and access control). "Today" is Wednesday, 18 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - collections management API (minified JSON search of the shrew collection): where the holotype of Sorex aldmoorensis is stored;
 *  - gallery environment monitoring export (CSV, one huge samples field per logger): temperature and humidity in the meteorite case at 3am on 11 November;
 *  - access control event export (one-line XML, Collections Centre level 2): who went into the spirit collection store late on Saturday night;
 * b. The answer a few lines away from the line the question's words match:
 *  - loans register (YAML of outgoing loans): the courier of the loan with the Lyme Regis ichthyosaur;
 *  - conservation lab treatment records (pretty JSON): the adhesive used to repair the mastodon tusk;
 *  - CCTV recorder configuration (TOML, one table per camera): the IP address of the camera on the Gem Vault entrance;
 * c. A question that paraphrases the output or carries a preamble:
 *  - membership CRM export (fixed-width table): a caller's "member number" (the constituent ID), after a preamble about the café;
 *  - integrated pest management trap report (text report): which trap in the "bird skin store" caught "carpet beetle grubs" (Anthrenus verbasci larvae);
 *  - security occurrence book (multi-line log entries): which officer dealt with a fire door "propped open" on the "whale hall balcony" last Wednesday, after a preamble;
 * d. One value unlike its peers, with no error word near it:
 *  - environment logger inventory (CLI table): the one logger that records far less often than the rest;
 *  - ticketing timed-entry slots (JSON Lines): the T. rex exhibition slot with a much smaller capacity than the others;
 *  - spirit collection fluid audit (CSV): the jar whose alcohol strength is far below the others.
 * Not among the bench's targets.
 * First run, at eed2b9f, the head when the round was written (with this file; `ROUNDS=88
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 2,315,681 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 88: holotype storage (minified JSON)
 *     codex: 12,830 tokens, peak 12,763, 0/1 needles, 0 read-backs
 *     context-chef: 635 tokens, peak 568, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,819 tokens, peak 5,731, 0/1 needles, 4 read-backs
 *     ours: 6,386 tokens, peak 2,880, 1/1 needles, 2 read-backs
 *   round 88: meteorite case reading (CSV, one huge field)
 *     codex: 14,582 tokens, peak 14,505, 0/1 needles, 0 read-backs
 *     context-chef: 1,095 tokens, peak 1,018, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,588 tokens, peak 1,622, 0/1 needles, 4 read-backs
 *     ours: 4,869 tokens, peak 1,040, 0/1 needles, 4 read-backs
 *   round 88: spirit store after hours (one-line XML)
 *     codex: 14,144 tokens, peak 14,077, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 629, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,500 tokens, peak 2,714, 0/1 needles, 4 read-backs
 *     ours: 6,435 tokens, peak 3,050, 1/1 needles, 4 read-backs
 *   round 88: loan courier (YAML)
 *     codex: 12,637 tokens, peak 12,566, 0/1 needles, 0 read-backs
 *     context-chef: 617 tokens, peak 546, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,345 tokens, peak 2,756, 0/1 needles, 4 read-backs
 *     ours: 903 tokens, peak 634, 0/1 needles, 0 read-backs
 *   round 88: mastodon tusk adhesive (pretty JSON)
 *     codex: 11,940 tokens, peak 11,870, 0/1 needles, 0 read-backs
 *     context-chef: 616 tokens, peak 546, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,145 tokens, peak 2,623, 0/1 needles, 2 read-backs
 *     ours: 6,385 tokens, peak 2,851, 0/1 needles, 2 read-backs
 *   round 88: Gem Vault camera address (TOML)
 *     codex: 15,376 tokens, peak 15,308, 0/1 needles, 0 read-backs
 *     context-chef: 729 tokens, peak 661, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,022 tokens, peak 2,945, 0/1 needles, 3 read-backs
 *     ours: 8,071 tokens, peak 3,308, 0/1 needles, 3 read-backs
 *   round 88: member number (table, preamble and paraphrase)
 *     codex: 12,836 tokens, peak 12,741, 0/1 needles, 0 read-backs
 *     context-chef: 637 tokens, peak 542, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,203 tokens, peak 2,596, 1/1 needles, 2 read-backs
 *     ours: 4,532 tokens, peak 2,330, 1/1 needles, 2 read-backs
 *   round 88: carpet beetle trap (IPM report, paraphrase)
 *     codex: 13,842 tokens, peak 13,767, 0/1 needles, 0 read-backs
 *     context-chef: 623 tokens, peak 548, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,511 tokens, peak 1,205, 0/1 needles, 4 read-backs
 *     ours: 3,869 tokens, peak 838, 0/1 needles, 4 read-backs
 *   round 88: fire door officer (occurrence book, preamble and paraphrase)
 *     codex: 12,842 tokens, peak 12,745, 0/1 needles, 0 read-backs
 *     context-chef: 691 tokens, peak 594, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,211 tokens, peak 1,749, 1/1 needles, 2 read-backs
 *     ours: 3,275 tokens, peak 1,377, 1/1 needles, 2 read-backs
 *   round 88: slow logger (CLI table, odd one out)
 *     codex: 17,786 tokens, peak 17,708, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 726, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,562 tokens, peak 1,185, 0/1 needles, 1 read-backs
 *     ours: 1,867 tokens, peak 903, 1/1 needles, 1 read-backs
 *   round 88: small time slot (JSON Lines, odd one out)
 *     codex: 14,065 tokens, peak 13,985, 0/1 needles, 0 read-backs
 *     context-chef: 716 tokens, peak 636, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,867 tokens, peak 6,863, 0/1 needles, 4 read-backs
 *     ours: 23,757 tokens, peak 8,863, 1/1 needles, 4 read-backs
 *   round 88: weak spirit jar (CSV, odd one out)
 *     codex: 19,564 tokens, peak 19,486, 0/1 needles, 0 read-backs
 *     context-chef: 892 tokens, peak 814, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,529 tokens, peak 1,402, 0/1 needles, 4 read-backs
 *     ours: 3,742 tokens, peak 813, 1/1 needles, 4 read-backs
 *     codex: 172,444 tokens, 0/12 needles
 *     context-chef: 8,751 tokens, 0/12 needles
 *     context-chef-store: 99,302 tokens, 2/12 needles
 *     ours: 74,091 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { seededRandom, pick, between, oneOf, shuffle, chars, hex, pad2 } from '../economics/seeded.js';

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

// ---------------------------------------------------------------------------------------------
// Shared bits: people, dates.
// ---------------------------------------------------------------------------------------------

const FIRST = [
  'Amelia',
  'Oliver',
  'Priya',
  'Tomasz',
  'Siobhan',
  'Kwame',
  'Hannah',
  'Rhys',
  'Yusuf',
  'Ines',
  'Callum',
  'Mei',
  'Fatima',
  'Eilidh',
  'Joaquim',
  'Greta',
  'Declan',
  'Aisha',
  'Niamh',
  'Hamish',
  'Leila',
  'Marek',
  'Chloe',
  'Ravi',
  'Bethan',
  'Tobias',
  'Zara',
  'Femi',
  'Ingrid',
  'Owen',
  'Rosalind',
  'Dev',
  'Catriona',
  'Jonas',
  'Anjali',
  'Euan',
  'Maja',
  'Kofi',
  'Imogen',
  'Luca',
  'Sana',
  'Gareth',
  'Freya',
  'Malik',
  'Agnieszka',
  'Ruairi',
  'Keiko',
  'Harriet',
  'Idris',
  'Lowri',
  'Samuel',
  'Alice',
  'Nadia',
  'Patrick',
  'Esther',
];
const LAST = [
  'Adebayo',
  'Armitage',
  'Bancroft',
  'Bhatt',
  'Blackwood',
  'Brennan',
  'Castellanos',
  'Chaudhry',
  'Crowther',
  'Dalgleish',
  'Dimitriou',
  'Eriksen',
  'Fairbairn',
  'Fenwick',
  'Gallagher',
  'Haldane',
  'Hartigan',
  'Ibrahim',
  'Jankowski',
  'Kapoor',
  'Kerr',
  'MacAulay',
  'Marchetti',
  'Mensah',
  'Moriarty',
  'Nakamura',
  'Novak',
  'Okafor',
  "O'Halloran",
  'Pemberton',
  'Quigley',
  'Rahman',
  'Rossiter',
  'Sandoval',
  'Shah',
  'Sinclair',
  'Sorensen',
  'Tan',
  'Thackeray',
  'Udeh',
  'Vasquez',
  'Wainwright',
  'Whitlock',
  'Yilmaz',
  'Zielinski',
  'Achebe',
  'Boateng',
  'Carmichael',
  'Devlin',
  'Ferreira',
  'Goldberg',
  'Hughes',
  'Iqbal',
  'Lam',
  'Mbeki',
  'Petrov',
  'Rowntree',
];

const DAY = 86_400_000;
const MINUTE = 60_000;
const utc = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m - 1, d, h, min, s);
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);
const isoSeconds = (t: number) => new Date(t).toISOString().slice(0, 19) + 'Z';
const dayOfWeek = (t: number) => new Date(t).getUTCDay();

function fullName(random: () => number): string {
  return `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
}
function initialName(random: () => number): string {
  return `${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`;
}
/** A value drawn from `make` that `used` does not hold yet (and then holds). */
function fresh<T>(used: Set<T>, make: () => T): T {
  for (;;) {
    const v = make();
    if (!used.has(v)) {
      used.add(v);
      return v;
    }
  }
}
const fixed = (n: number, digits = 1) => n.toFixed(digits);

// ---------------------------------------------------------------------------------------------
// a1. Collections management API: minified JSON search of the shrews.
// ---------------------------------------------------------------------------------------------

function holotypeLocation(): EconomicsTask {
  const random = seededRandom(88_001);
  const taxa: [string, string][] = [
    ['Sorex araneus', 'Linnaeus, 1758'],
    ['Sorex minutus', 'Linnaeus, 1766'],
    ['Sorex coronatus', 'Millet, 1828'],
    ['Sorex alpinus', 'Schinz, 1837'],
    ['Sorex caecutiens', 'Laxmann, 1788'],
    ['Sorex tundrensis', 'Merriam, 1900'],
    ['Sorex isodon', 'Turov, 1924'],
    ['Sorex minutissimus', 'Zimmermann, 1780'],
    ['Sorex cinereus', 'Kerr, 1792'],
    ['Sorex palustris', 'Richardson, 1828'],
    ['Neomys fodiens', '(Pennant, 1771)'],
    ['Neomys anomalus', 'Cabrera, 1907'],
    ['Crocidura russula', '(Hermann, 1780)'],
    ['Crocidura leucodon', '(Hermann, 1780)'],
    ['Crocidura suaveolens', '(Pallas, 1811)'],
    ['Crocidura olivieri', '(Lesson, 1827)'],
    ['Suncus etruscus', '(Savi, 1822)'],
    ['Suncus murinus', '(Linnaeus, 1766)'],
    ['Blarina brevicauda', '(Say, 1822)'],
    ['Cryptotis parva', '(Say, 1822)'],
  ];
  const otherTypes: [string, string][] = [
    ['Crocidura varennae', 'Whitcombe, 1988'],
    ['Suncus hallorani', 'Pemberton & Osei, 2001'],
    ['Sorex kerriensis', 'Haldane, 1972'],
    ['Neomys balticus', 'Eriksen & Haldane, 1979'],
  ];
  const localities: [string, string, number, number][] = [
    ['Aldmoor Fen, 2 km NE of Stanwick', 'United Kingdom', 53.41, -1.92],
    ['Glen Affric, Inverness-shire', 'United Kingdom', 57.27, -4.98],
    ['Wicken Fen, Cambridgeshire', 'United Kingdom', 52.31, 0.28],
    ['Ty Canol Wood, Pembrokeshire', 'United Kingdom', 51.99, -4.8],
    ['Hoge Veluwe, Gelderland', 'Netherlands', 52.1, 5.83],
    ['Bialowieza Forest, Podlaskie', 'Poland', 52.7, 23.86],
    ['Abisko, Norrbotten', 'Sweden', 68.35, 18.82],
    ['Camargue, Bouches-du-Rhone', 'France', 43.53, 4.5],
    ['Sierra de Gredos, Avila', 'Spain', 40.25, -5.27],
    ['Ennis, Co. Clare', 'Ireland', 52.84, -8.98],
    ['Lake Naivasha, Nakuru', 'Kenya', -0.77, 36.36],
    ['Algonquin Park, Ontario', 'Canada', 45.58, -78.36],
    ['Hortobagy, Hajdu-Bihar', 'Hungary', 47.58, 21.15],
    ['Aldmoor Fen, Stanwick Carr', 'United Kingdom', 53.42, -1.9],
  ];
  const collectors = [
    'A. Whitcombe',
    'K. Osei',
    'J. Haldane',
    'M. Eriksen',
    'R. Pemberton',
    'S. Kapoor',
    'H. Dalgleish',
    'E. Novak',
    'T. Fenwick',
  ];
  const usedCodes = new Set<string>(['CC2.14-TC03-D02']);
  const usedNumbers = new Set<string>();
  const target = 'Sorex aldmoorensis';
  const targetAuthor = 'Whitcombe & Osei, 1994';
  const count = 760;
  const targetAt = Math.floor(count * 0.47);
  const paratypeAt = new Set([60, 171, 233, 301, 402, 455, 520, 611]);
  const otherTypeAt = new Set([41, 140, 288, 376, 498, 640, 702]);
  const records: object[] = [];
  let irn = 2_104_377;
  for (let i = 0; i < count; i++) {
    irn += between(random, 1, 900);
    let name: string;
    let author: string;
    let typeStatus: string | null = null;
    let year = between(random, 1898, 2024);
    let code: string;
    let label: string;
    if (i === targetAt) {
      name = target;
      author = targetAuthor;
      typeStatus = 'holotype';
      year = 1994;
      code = 'CC2.14-TC03-D02';
      label = 'Collections Centre, Room 2.14 (Type Room), type cabinet 3, drawer 2';
    } else if (paratypeAt.has(i) || otherTypeAt.has(i)) {
      if (paratypeAt.has(i)) {
        name = target;
        author = targetAuthor;
        typeStatus = 'paratype';
        year = 1994;
      } else {
        [name, author] = oneOf(random, otherTypes);
        typeStatus = oneOf(random, ['holotype', 'paratype', 'paratype', 'lectotype']);
        year = between(random, 1960, 2005);
      }
      const cab = between(random, 1, 6);
      const drawer = between(random, 1, 12);
      code = fresh(usedCodes, () => `CC2.14-TC${pad2(between(random, 1, 6))}-D${pad2(between(random, 1, 12))}`);
      const [, c, d] = /TC(\d+)-D(\d+)/.exec(code) ?? ['', String(cab), String(drawer)];
      label = `Collections Centre, Room 2.14 (Type Room), type cabinet ${Number(c)}, drawer ${Number(d)}`;
    } else {
      [name, author] = oneOf(random, taxa);
      if (random() < 0.03) {
        name = 'Sorex cf. aldmoorensis';
        author = '';
      }
      const fluid = random() < 0.3;
      if (fluid) {
        code = fresh(usedCodes, () => `CC1.05-R${pad2(between(random, 1, 40))}-S${pad2(between(random, 1, 9))}`);
        const [, r, s] = /R(\d+)-S(\d+)/.exec(code) ?? ['', '1', '1'];
        label = `Collections Centre, Room 1.05 (Spirit Store B), range ${Number(r)}, shelf ${Number(s)}`;
      } else {
        code = fresh(usedCodes, () => `CC2.11-C${String(between(random, 1, 96)).padStart(3, '0')}-D${pad2(between(random, 1, 14))}`);
        const [, c, d] = /C(\d+)-D(\d+)/.exec(code) ?? ['', '1', '1'];
        label = `Collections Centre, Room 2.11 (Mammal Skins), cabinet ${Number(c)}, drawer ${Number(d)}`;
      }
    }
    const fluid = code.startsWith('CC1.05');
    const catalogNumber = fresh(usedNumbers, () => `ANM.MAM.${year}.${String(between(random, 1, 2999)).padStart(4, '0')}`);
    const [locality, country, lat, lon] = name === target ? (localities[0] ?? ['', '', 0, 0]) : oneOf(random, localities);
    const month = between(random, 1, 12);
    records.push({
      irn,
      catalogNumber,
      department: 'Mammals',
      collectionCode: 'MAM',
      family: 'Soricidae',
      scientificName: name,
      scientificNameAuthorship: author,
      typeStatus,
      basisOfRecord: 'PreservedSpecimen',
      preparations: fluid
        ? ['whole animal (ethanol 70%)']
        : oneOf(random, [['skin', 'skull'], ['skull'], ['skin', 'skull', 'skeleton'], ['skin']]),
      sex: oneOf(random, ['male', 'female', 'female', 'male', 'unknown']),
      lifeStage: oneOf(random, ['adult', 'adult', 'adult', 'subadult', 'juvenile']),
      recordedBy: oneOf(random, collectors),
      eventDate: `${year - between(random, 0, 3)}-${pad2(month)}-${pad2(between(random, 1, 28))}`,
      locality,
      country,
      decimalLatitude: Number((lat + (random() - 0.5) * 0.05).toFixed(4)),
      decimalLongitude: Number((lon + (random() - 0.5) * 0.05).toFixed(4)),
      storageLocation: { code, label },
      lastInventory: `${between(random, 2019, 2026)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      recordStatus: oneOf(random, ['verified', 'verified', 'verified', 'unverified']),
      modified: isoSeconds(
        utc(2026, between(random, 1, 10), between(random, 1, 28), between(random, 7, 18), between(random, 0, 59), between(random, 0, 59)),
      ),
    });
  }
  const output = JSON.stringify({
    meta: {
      api: 'anm-collections/v3',
      query: { department: 'MAM', family: 'Soricidae', fields: 'default,storageLocation' },
      total: count,
      page: 1,
      pageSize: count,
      generated: '2026-11-18T09:14:03Z',
    },
    results: records,
  });
  return probe(
    'round 88: holotype storage (minified JSON)',
    'Where is the holotype of Sorex aldmoorensis stored?',
    'collections_search',
    output,
    'holotype',
    'CC2.14-TC03-D02',
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// a2. Environment monitoring export: CSV with one huge samples field per logger.
// ---------------------------------------------------------------------------------------------

function meteoriteCaseReading(): EconomicsTask {
  const random = seededRandom(88_002);
  const loggers: [string, string, number, number][] = [
    ['G14 Minerals & Meteorites, room ambient (east wall)', 'Meaco RadioLog 8', 50, 3],
    ['G14 Minerals & Meteorites, Case 3 - Gemstones of the world', 'Meaco RadioLog 8', 48, 2],
    ['G14 Minerals & Meteorites, Case 5 - Fluorescent minerals', 'Hanwell RL4000', 49, 2],
    ['G14 Minerals & Meteorites, Case 7 - Pyrite and marcasite', 'Hanwell RL4000', 36, 1.5],
    ['G14 Minerals & Meteorites, Case 12 - Meteorites', 'Meaco RadioLog 8', 35, 1.5],
    ['G14 Minerals & Meteorites, Case 9 - Gold and silver', 'Meaco RadioLog 8', 46, 2],
    ['G14 Minerals & Meteorites, Case 14 - Volcanic minerals', 'Hanwell RL4000', 50, 2],
    ['G14 Minerals & Meteorites, Case 15 - Crystals of Britain', 'Meaco RadioLog 8', 51, 2],
    ['G14 Minerals & Meteorites, room ambient (west doors)', 'Hanwell RL4000', 52, 3.5],
  ];
  const start = utc(2026, 11, 4, 6);
  const end = utc(2026, 11, 18, 6);
  const step = 5 * MINUTE;
  const n = (end - start) / step + 1;
  const targetIndex = 4;
  const asked = utc(2026, 11, 11, 3);
  const stamp = (t: number) => new Date(t).toISOString().slice(0, 16) + 'Z';
  const series: { t: number; temp: string; rh: string }[][] = loggers.map(([, , rhBase, rhSwing], li) => {
    let rhDrift = 0;
    let tDrift = 0;
    const out: { t: number; temp: string; rh: string }[] = [];
    for (let i = 0; i < n; i++) {
      const t = start + i * step;
      const hour = (t / 3_600_000) % 24;
      const daily = Math.sin(((hour - 9) / 24) * 2 * Math.PI);
      rhDrift = Math.max(-rhSwing, Math.min(rhSwing, rhDrift + (random() - 0.5) * 0.2));
      tDrift = Math.max(-0.6, Math.min(0.6, tDrift + (random() - 0.5) * 0.05));
      const temp = 19.6 + (li % 3) * 0.3 + daily * 0.7 + tDrift;
      const rh = rhBase + rhDrift - daily * (li === 0 || li === 8 ? 1.5 : 0.4);
      out.push({ t, temp: fixed(temp), rh: fixed(rh) });
    }
    return out;
  });
  const askedAt = (asked - start) / step;
  const others = new Set(series.filter((_, i) => i !== targetIndex).map((s) => `${s[askedAt]!.temp}|${s[askedAt]!.rh}`));
  const targetSample = series[targetIndex]![askedAt]!;
  while (others.has(`${targetSample.temp}|${targetSample.rh}`)) targetSample.rh = fixed(Number(targetSample.rh) + 0.1);
  const header = 'logger_id,serial,model,location,interval_s,first_sample_utc,last_sample_utc,n_samples,samples(ts|temp_c|rh_pct)';
  const usedSerials = new Set<string>();
  const rows = loggers.map(([location, model], i) => {
    const serial = fresh(usedSerials, () =>
      model.startsWith('Meaco') ? `RL8-${chars(random, '0123456789', 6)}` : `HW${chars(random, '0123456789ABCDEF', 6)}`,
    );
    const samples = series[i]!.map((s) => `${stamp(s.t)}|${s.temp}|${s.rh}`).join(';');
    return `ANM-EL-${String(410 + i * 3).padStart(4, '0')},${serial},${model},"${location}",300,${stamp(start)},${stamp(end)},${n},${samples}`;
  });
  const output = [
    '# Aldmoor National Museum of Natural History - Environmental Monitoring',
    '# export: zone=G14 (Minerals & Meteorites Gallery)  from=2026-11-04T06:00Z  to=2026-11-18T06:00Z  generated=2026-11-18T09:20:41Z',
    header,
    ...rows,
  ].join('\n');
  return probe(
    'round 88: meteorite case reading (CSV, one huge field)',
    'What were the temperature and humidity in the meteorite case in the Minerals gallery at 3am on 11 November?',
    'environment_export',
    output,
    'meteorite-case',
    `${stamp(asked)}|${targetSample.temp}|${targetSample.rh}`,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// a3. Access control event export: one-line XML.
// ---------------------------------------------------------------------------------------------

function spiritStoreAfterHours(): EconomicsTask {
  const random = seededRandom(88_003);
  const doors: { id: string; name: string; group: string; spirit?: boolean }[] = [
    { id: 'CC2-D01', name: 'Level 2 lift lobby', group: 'CC-General' },
    { id: 'CC2-D02', name: 'Corridor C2 east', group: 'CC-General' },
    { id: 'CC2-D03', name: 'Corridor C2 west', group: 'CC-General' },
    { id: 'CC2-D05', name: 'Mammal Skins store', group: 'CC-Vertebrates' },
    { id: 'CC2-D06', name: 'Ornithology store', group: 'CC-Vertebrates' },
    { id: 'CC2-D07', name: 'Entomology store 1', group: 'CC-Invertebrates' },
    { id: 'CC2-D08', name: 'Entomology store 2', group: 'CC-Invertebrates' },
    { id: 'CC2-D09', name: 'Herbarium store', group: 'CC-Botany' },
    { id: 'CC2-D10', name: 'Spirit store airlock', group: 'SC-Spirit-Stores', spirit: true },
    { id: 'CC2-D11', name: 'Spirit Collection Store A', group: 'SC-Spirit-Stores', spirit: true },
    { id: 'CC2-D12', name: 'Spirit Collection Store B', group: 'SC-Spirit-Stores', spirit: true },
    { id: 'CC2-D13', name: 'Wet lab', group: 'SC-Spirit-Stores', spirit: true },
    { id: 'CC2-D14', name: 'Type Room', group: 'CC-Types' },
    { id: 'CC2-D15', name: 'Molecular lab', group: 'CC-Labs' },
    { id: 'CC2-D16', name: 'Imaging suite', group: 'CC-Labs' },
    { id: 'CC2-D17', name: 'Freezer room', group: 'CC-Labs' },
    { id: 'CC2-D18', name: 'Plant room access', group: 'Estates' },
    { id: 'CC2-D19', name: 'Staff kitchen', group: 'CC-General' },
  ];
  const divisions = [
    'Science - Vertebrates',
    'Science - Invertebrates',
    'Science - Botany',
    'Collections Management',
    'Conservation',
    'Estates',
    'Digitisation',
    'Molecular Collections Facility',
  ];
  const usedCards = new Set<number>();
  const usedNames = new Set<string>(['Raczkowski, Ifeoma']);
  const people = Array.from({ length: 150 }, () => ({
    name: fresh(usedNames, () => `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`),
    card: fresh(usedCards, () => between(random, 10_000, 65_000)),
    division: oneOf(random, divisions),
  }));
  const guards = Array.from({ length: 8 }, () => ({
    name: fresh(usedNames, () => `${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`),
    card: fresh(usedCards, () => between(random, 10_000, 65_000)),
    division: 'Security',
  }));
  type Ev = {
    t: number;
    type: string;
    door: (typeof doors)[number];
    who: { name: string; card: number; division: string };
    direction: string;
  };
  const events: Ev[] = [];
  const from = utc(2026, 11, 11);
  const to = utc(2026, 11, 18, 9);
  const nonSpirit = doors.filter((d) => !d.spirit);
  const spirit = doors.filter((d) => d.spirit);
  const spiritPeople = people.filter(
    (p) => p.division === 'Science - Vertebrates' || p.division === 'Collections Management' || p.division === 'Conservation',
  );
  for (let day = from; day < to; day += DAY) {
    const dow = dayOfWeek(day);
    const weekend = dow === 0 || dow === 6;
    const count = weekend ? between(random, 45, 70) : between(random, 330, 400);
    const open = weekend ? 9 * 60 : 7 * 60 + 20;
    const close = weekend ? 17 * 60 : 19 * 60;
    for (let i = 0; i < count; i++) {
      const t = day + between(random, open, close) * MINUTE + between(random, 0, 59) * 1000;
      if (t >= to) continue;
      const toSpirit = random() < 0.22;
      const door = toSpirit ? oneOf(random, spirit) : oneOf(random, nonSpirit);
      const who = toSpirit ? oneOf(random, spiritPeople) : oneOf(random, people);
      const type = random() < 0.015 ? 'AccessDenied' : 'AccessGranted';
      events.push({ t, type, door, who, direction: 'In' });
    }
    // Night guard tours through the corridors, every two hours.
    for (const h of [0, 2, 4, 22]) {
      const guard = oneOf(random, guards);
      for (const [k, id] of ['CC2-D01', 'CC2-D02', 'CC2-D03'].entries()) {
        const t = day + h * 3_600_000 + between(random, 5, 20) * MINUTE + k * between(random, 2, 4) * MINUTE;
        if (t >= to) continue;
        events.push({ t, type: 'GuardTourCheckpoint', door: doors.find((d) => d.id === id)!, who: guard, direction: 'Tour' });
      }
    }
  }
  // Near misses: a late Friday visit to the other spirit store, a Saturday afternoon one.
  const storeA = doors.find((d) => d.id === 'CC2-D11')!;
  const storeB = doors.find((d) => d.id === 'CC2-D12')!;
  events.push({ t: utc(2026, 11, 13, 21, 41, 8), type: 'AccessGranted', door: storeA, who: spiritPeople[3]!, direction: 'In' });
  events.push({ t: utc(2026, 11, 14, 14, 12, 51), type: 'AccessGranted', door: storeB, who: spiritPeople[7]!, direction: 'In' });
  events.push({ t: utc(2026, 11, 15, 10, 3, 26), type: 'AccessGranted', door: storeA, who: spiritPeople[11]!, direction: 'In' });
  const target = { name: 'Raczkowski, Ifeoma', card: 58_213, division: 'Science - Vertebrates' };
  events.push({ t: utc(2026, 11, 14, 23, 17, 42), type: 'AccessGranted', door: storeB, who: target, direction: 'In' });
  events.sort((a, b) => a.t - b.t);
  let seq = 7_730_112;
  const xml = events
    .map((e) => {
      seq += between(random, 1, 40);
      const reader = e.direction === 'Tour' ? `${e.door.id}-TP` : `${e.door.id}-R1`;
      const groups = e.direction === 'Tour' ? 'SEC-Patrol' : e.door.group;
      return (
        `<Event seq="${seq}" time="${isoSeconds(e.t)}" type="${e.type}" site="ANM-CC" door="${e.door.id}" doorName="${e.door.name}" ` +
        `reader="${reader}" direction="${e.direction}" facility="112" cardNo="${e.who.card}" cardholder="${e.who.name}" ` +
        `division="${e.who.division}" accessGroup="${groups}" controller="GK-C2-0${1 + (Number(e.door.id.slice(5)) % 3)}"/>`
      );
    })
    .join('');
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><AccessEventExport xmlns="urn:aldmoor:acs:export:2" system="Gatekeeper 9.4.2" ` +
    `site="Collections Centre" area="Level 2" from="${isoSeconds(from)}" to="${isoSeconds(to)}" generated="2026-11-18T09:02:11Z" ` +
    `count="${events.length}"><Events>${xml}</Events></AccessEventExport>`;
  return probe(
    'round 88: spirit store after hours (one-line XML)',
    'Who went into the spirit collection store late on Saturday night?',
    'access_control_export',
    output,
    'spirit-store',
    'Raczkowski, Ifeoma',
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// b1. Loans register: YAML of outgoing loans.
// ---------------------------------------------------------------------------------------------

function ichthyosaurCourier(): EconomicsTask {
  const random = seededRandom(88_004);
  const borrowers: [string, string, string][] = [
    ['Naturalis Biodiversity Center', 'Leiden', 'NL'],
    ['Museum fur Naturkunde', 'Berlin', 'DE'],
    ['Museo Civico di Storia Naturale', 'Milan', 'IT'],
    ['Natural History Museum of Denmark', 'Copenhagen', 'DK'],
    ["Museum d'histoire naturelle", 'Geneva', 'CH'],
    ['Royal Ontario Museum', 'Toronto', 'CA'],
    ['National Museum Cardiff', 'Cardiff', 'GB'],
    ['Lyme Regis Museum', 'Lyme Regis', 'GB'],
    ['Oxford University Museum of Natural History', 'Oxford', 'GB'],
    ['Sedgwick Museum of Earth Sciences', 'Cambridge', 'GB'],
    ['Hunterian Museum', 'Glasgow', 'GB'],
    ['Musee des Confluences', 'Lyon', 'FR'],
    ['Senckenberg Naturmuseum', 'Frankfurt', 'DE'],
    ['Natural History Museum of Los Angeles County', 'Los Angeles', 'US'],
    ['Museo Nacional de Ciencias Naturales', 'Madrid', 'ES'],
    ['Jurassic Coast Trust touring exhibition', 'Dorchester', 'GB'],
  ];
  const exhibitions = [
    'Sea Dragons of the Jurassic',
    'Deep Time: Life Before Us',
    'Meteorites: Messengers from Space',
    'Feathered Dinosaurs',
    'Extinct and Endangered',
    'Mary Anning and the Fossil Hunters',
    'Crystal Worlds',
    'The Ice Age Giants',
    'Birds of Paradise',
    'Beetlemania',
    'Ocean Giants',
    'Treasures of the Herbarium',
  ];
  const objects: [string, string][] = [
    ['PAL', 'Plesiosaurus dolichodeirus, partial skeleton in matrix, Lower Jurassic, Lyme Regis, Dorset'],
    ['PAL', 'Dapedium politum, complete fish in nodule, Lower Jurassic, Lyme Regis, Dorset'],
    ['PAL', 'Promicroceras planicosta, ammonite slab (marston marble), Lyme Regis, Dorset'],
    ['PAL', 'Ichthyosaurus somersetensis, articulated skeleton, Lower Jurassic, Street, Somerset'],
    ['PAL', 'Stenopterygius quadriscissus, adult with embryos, Toarcian, Holzmaden, Baden-Wurttemberg'],
    ['PAL', 'Ophthalmosaurus icenicus, skull and forefin, Oxford Clay, Peterborough'],
    ['PAL', 'Temnodontosaurus platyodon, tooth row cast, Lower Jurassic, Charmouth, Dorset'],
    ['PAL', 'Dimorphodon macronyx, cast of skeleton, Lower Jurassic, Charmouth, Dorset'],
    ['PAL', 'Scelidosaurus harrisonii, forelimb, Charmouth Mudstone, Charmouth, Dorset'],
    ['PAL', 'Belemnite battlefield slab, Lower Jurassic, Lyme Regis, Dorset'],
    ['PAL', 'Archaeopteryx lithographica, cast of the Berlin specimen'],
    ['PAL', 'Mammuthus primigenius, right upper molar, Pleistocene, Ilford, Essex'],
    ['PAL', 'Megalosaurus bucklandii, dentary cast, Stonesfield Slate'],
    ['PAL', 'Iguanodon bernissartensis, thumb spike, Wealden, Isle of Wight'],
    ['PAL', 'Coelodonta antiquitatis, skull, Pleistocene, Kent'],
    ['MIN', 'Iron meteorite (octahedrite), etched slice, Gibeon, Namibia'],
    ['MIN', 'Stony meteorite fragment, Barwell, Leicestershire, fell 1965'],
    ['MIN', 'Fluorite on quartz, Rogerley Mine, Co. Durham'],
    ['MIN', 'Amethyst geode, Artigas, Uruguay'],
    ['MIN', 'Gold nugget, Wanlockhead, Dumfriesshire'],
    ['ZOO', 'Raphus cucullatus (dodo), composite skeleton'],
    ['ZOO', 'Thylacinus cynocephalus, mounted specimen'],
    ['ZOO', 'Paradisaea raggiana, study skins (3), Wallace collection'],
    ['ZOO', 'Goliathus goliatus, drawer of 24 pinned specimens'],
    ['ZOO', 'Pinguinus impennis (great auk), egg'],
    ['ZOO', 'Latimeria chalumnae (coelacanth), fluid specimen in 70% ethanol'],
    ['BOT', 'Herbarium sheets (12), Joseph Banks Endeavour voyage'],
    ['BOT', 'Wardian case, 1850s, with botanical labels'],
  ];
  const target = 'Ichthyosaurus communis, articulated skeleton in matrix, Lower Jurassic, Lyme Regis, Dorset';
  const roles = [
    'Senior Conservator, Palaeontology',
    'Curator of Fossil Reptiles',
    'Collections Manager, Earth Sciences',
    'Registrar (Loans)',
    'Conservator, Natural Science',
    'Curator of Minerals',
    'Collections Manager, Vertebrates',
    'Technician, Mount-making',
  ];
  const routes = [
    'road, dedicated fine-art vehicle',
    'road via Eurotunnel, two drivers',
    'air, LHR, supervised palletisation',
    'air, MAN',
    'road, shared fine-art shuttle',
  ];
  const agents = ['Momart', 'Crown Fine Art', 'Hasenkamp', 'Constantine', 'Gander & White', 'Masterpiece International'];
  const count = 380;
  const targetAt = Math.floor(count * 0.52);
  const usedLoanIds = new Set<string>();
  const usedNumbers = new Set<string>();
  const lines: string[] = [
    '# loans-cli list --direction outgoing --since 2019-01-01 --format yaml',
    '# Aldmoor National Museum of Natural History - Registrar, outgoing loans register',
    '# generated: 2026-11-18T09:31:07Z   records: ' + count,
    'loans:',
  ];
  for (let i = 0; i < count; i++) {
    const year = 2019 + Math.floor((i / count) * 8);
    const id = fresh(usedLoanIds, () => `OL-${year}-${String(between(random, 1, 240)).padStart(4, '0')}`);
    const [inst, city, country] = i === targetAt ? ['Naturalis Biodiversity Center', 'Leiden', 'NL'] : oneOf(random, borrowers);
    const exhibition = i === targetAt ? 'Sea Dragons of the Jurassic' : oneOf(random, exhibitions);
    const openT = utc(year, between(random, 1, 12), between(random, 1, 28));
    const closeT = openT + between(random, 90, 300) * DAY;
    const now = utc(2026, 11, 18);
    const status = closeT < now - 30 * DAY ? 'closed' : openT > now ? oneOf(random, ['agreed', 'in_preparation', 'agreed']) : 'on_display';
    const nObjects = i === targetAt ? 2 : between(random, 1, 5);
    const courier = i === targetAt ? 'Maren Achterberg' : fullName(random);
    lines.push(`  - loan_id: ${id}`);
    lines.push(`    status: ${status}`);
    lines.push('    borrower:');
    lines.push(`      institution: "${inst}"`);
    lines.push(`      city: ${city}`);
    lines.push(`      country: ${country}`);
    lines.push(`      contact: ${fullName(random)}`);
    lines.push(`    exhibition: "${exhibition}"`);
    lines.push(`    venue_dates: { open: ${ymd(openT)}, close: ${ymd(closeT)} }`);
    lines.push(`    agreement_signed: ${ymd(openT - between(random, 60, 200) * DAY)}`);
    lines.push('    objects:');
    for (let k = 0; k < nObjects; k++) {
      const [dept, description] = i === targetAt ? (k === 0 ? objects[1]! : ['PAL', target]) : oneOf(random, objects);
      const number = fresh(
        usedNumbers,
        () => `ANM.${dept}.${between(random, 1830, 2015)}.${String(between(random, 1, 999)).padStart(4, '0')}`,
      );
      lines.push(`      - number: ${number}`);
      lines.push(`        description: "${description}"`);
      lines.push(`        crate: CR-${between(random, 1000, 2999)}`);
      lines.push(`        valuation_gbp: ${between(random, 2, 900) * 1000}`);
    }
    lines.push('    courier:');
    lines.push(`      name: ${courier}`);
    lines.push(`      role: ${oneOf(random, roles)}`);
    lines.push(`      outbound: { date: ${ymd(openT - between(random, 5, 12) * DAY)}, route: "${oneOf(random, routes)}" }`);
    lines.push(`      return: { date: ${ymd(closeT + between(random, 3, 10) * DAY)} }`);
    lines.push(`    shipping_agent: ${oneOf(random, agents)}`);
    lines.push(
      `    indemnity: ${country === 'GB' ? 'Government Indemnity Scheme' : oneOf(random, ['borrower nail-to-nail policy', 'State indemnity (borrower)'])}`,
    );
    lines.push(
      `    environment: { temp_c: "18-22", rh_pct: "${oneOf(random, ['45-55', '40-55', '35-45'])}", lux_max: ${oneOf(random, [50, 150, 200])} }`,
    );
    lines.push(`    loan_fee_gbp: ${between(random, 0, 40) * 250}`);
  }
  return probe(
    'round 88: loan courier (YAML)',
    'Who is the courier for the loan that includes the Lyme Regis ichthyosaur?',
    'loans_list',
    lines.join('\n'),
    'courier',
    'Maren Achterberg',
  );
}

// ---------------------------------------------------------------------------------------------
// b2. Conservation lab treatment records: pretty JSON.
// ---------------------------------------------------------------------------------------------

function mastodonAdhesive(): EconomicsTask {
  const random = seededRandom(88_005);
  const subjects: [string, string][] = [
    ['Palaeontology', 'Mammoth (Mammuthus primigenius), tusk fragment'],
    ['Palaeontology', 'Mastodon (Mammut americanum), third molar'],
    ['Palaeontology', 'Cave bear (Ursus spelaeus), skull'],
    ['Palaeontology', 'Ichthyosaur paddle in matrix'],
    ['Palaeontology', 'Ammonite (Asteroceras obtusum), pyritised'],
    ['Palaeontology', 'Irish elk (Megaloceros giganteus), antler'],
    ['Palaeontology', 'Woolly rhinoceros (Coelodonta antiquitatis), mandible'],
    ['Palaeontology', 'Plesiosaur vertebrae (6), Oxford Clay'],
    ['Mineralogy', 'Pyrite nodule, Whitby'],
    ['Mineralogy', 'Halite crystal group, Cheshire'],
    ['Zoology', 'Tiger (Panthera tigris), mounted specimen'],
    ['Zoology', 'Giraffe (Giraffa camelopardalis), mounted head'],
    ['Zoology', 'Blue whale (Balaenoptera musculus), rib 7'],
    ['Zoology', 'Ostrich egg, painted'],
    ['Zoology', 'Elephant (Loxodonta africana), tusk, ivory'],
    ['Zoology', 'Coral (Acropora sp.), dry specimen'],
    ['Entomology', 'Insect drawer, Lepidoptera, cork lining'],
    ['Botany', 'Herbarium sheet, mounted, torn lower edge'],
    ['Botany', 'Wax model of Rafflesia arnoldii'],
  ];
  const cleaning = [
    'Deionised water/ethanol 50:50 on cotton swabs',
    'Museum vacuum with HEPA filter, soft brush',
    'Smoke sponge (vulcanised rubber)',
    'Ethanol, 100%, on swabs',
    'Acetone, on swabs, localised',
  ];
  const adhesives = [
    'Paraloid B-72, 40% w/v in acetone',
    'Paraloid B-72, 50% w/v in acetone/ethanol 50:50',
    'HMG Paraloid B-72 (tube)',
    'Primal WS-24 dispersion, undiluted',
    'Mowital B30H, 20% w/v in ethanol',
    'Araldite 2020 epoxy',
    'Butvar B-98, 15% w/v in ethanol',
    'Wheat starch paste, cooked',
    'Klucel G, 2% in ethanol',
    'Loctite 401 cyanoacrylate',
  ];
  const consolidants = [
    'Paraloid B-72, 5% w/v in acetone',
    'Butvar B-98, 3% in ethanol',
    'Primal WS-24, 10% in water',
    'Klucel G, 1% in ethanol',
  ];
  const joinActions = [
    'Adhesive join of transverse fracture',
    'Re-adhered detached fragments',
    'Join of old break, previous adhesive removed',
    'Adhered lifting flakes',
  ];
  const conservators = [
    'Hannah Rossiter',
    'Tomasz Novak',
    'Bethan Hughes',
    'Keiko Nakamura',
    'Declan Moriarty',
    'Greta Eriksen',
    'Femi Adebayo',
  ];
  const count = 330;
  const targetAt = Math.floor(count * 0.58);
  const targetAdhesive = 'Paraloid B-48N, 45% w/v in acetone';
  const usedIds = new Set<string>();
  const usedNumbers = new Set<string>();
  const records: object[] = [];
  for (let i = 0; i < count; i++) {
    const year = 2021 + Math.floor((i / count) * 6);
    const isTarget = i === targetAt;
    const [dept, name] = isTarget ? ['Palaeontology', 'Mastodon (Mammut americanum), left tusk'] : oneOf(random, subjects);
    const opened = utc(year, between(random, 1, 12), between(random, 1, 28));
    const steps: object[] = [
      { seq: 1, action: 'Surface cleaning', material: oneOf(random, cleaning), lot: null, minutes: between(random, 2, 24) * 15 },
    ];
    if (isTarget) {
      steps.push({ seq: 2, action: 'Adhesive join of transverse fracture', material: targetAdhesive, lot: 'CL-24-0917', minutes: 390 });
      steps.push({ seq: 3, action: 'Gap fill at break edge', material: 'Modostuc, toned with acrylics', lot: 'CL-25-0233', minutes: 150 });
    } else {
      if (random() < 0.5)
        steps.push({
          seq: steps.length + 1,
          action: 'Consolidation',
          material: oneOf(random, consolidants),
          lot: `CL-${between(random, 20, 26)}-${String(between(random, 1, 999)).padStart(4, '0')}`,
          minutes: between(random, 2, 20) * 15,
        });
      if (random() < 0.7)
        steps.push({
          seq: steps.length + 1,
          action: oneOf(random, joinActions),
          material: oneOf(random, adhesives),
          lot: `CL-${between(random, 20, 26)}-${String(between(random, 1, 999)).padStart(4, '0')}`,
          minutes: between(random, 2, 30) * 15,
        });
      if (random() < 0.4)
        steps.push({
          seq: steps.length + 1,
          action: 'Rehousing',
          material: 'Plastazote LD45 cavity mount, Tyvek 1443R cover',
          lot: null,
          minutes: between(random, 2, 12) * 15,
        });
    }
    records.push({
      treatmentId: fresh(usedIds, () => `CT-${year}-${String(between(random, 1, 480)).padStart(4, '0')}`),
      object: {
        number: fresh(
          usedNumbers,
          () => `ANM.${dept.slice(0, 3).toUpperCase()}.${between(random, 1850, 2020)}.${String(between(random, 1, 2999)).padStart(4, '0')}`,
        ),
        name,
        department: dept,
      },
      steps,
      status: year < 2026 || random() < 0.6 ? 'completed' : 'in_progress',
      conservator: oneOf(random, conservators),
      requestedBy: fullName(random),
      reason: oneOf(random, ['loan', 'display', 'research access', 'condition survey', 'damage on handling', 'digitisation']),
      opened: ymd(opened),
      closed: ymd(opened + between(random, 3, 90) * DAY),
      conditionBefore: oneOf(random, [
        'stable, surface dust',
        'fractured, fragments present',
        'flaking surface',
        'old repair failing',
        'pyrite decay, localised',
      ]),
      conditionAfter: oneOf(random, ['stable', 'stable, housed', 'stable; monitor annually']),
      environment: { rhTarget: oneOf(random, ['40-55%', '35-45%', '<35%']), lux: oneOf(random, [50, 150, 200]) },
      photos: between(random, 4, 80),
      hours: between(random, 2, 60) / 2,
    });
  }
  const output = JSON.stringify(
    { source: 'conservation-db/treatments', generated: '2026-11-18T09:38:55Z', count, treatments: records },
    null,
    2,
  );
  return probe(
    'round 88: mastodon tusk adhesive (pretty JSON)',
    'What adhesive was used to repair the mastodon tusk?',
    'conservation_treatments',
    output,
    'adhesive',
    targetAdhesive,
  );
}

// ---------------------------------------------------------------------------------------------
// b3. CCTV recorder configuration: TOML.
// ---------------------------------------------------------------------------------------------

function gemVaultCamera(): EconomicsTask {
  const random = seededRandom(88_006);
  const areas: [string, string, number][] = [
    ['Main Building', 'L0', 10],
    ['Main Building', 'L1', 17],
    ['Main Building', 'L2', 18],
    ['Main Building', 'L3', 19],
    ['Collections Centre', 'L1', 31],
    ['Collections Centre', 'L2', 32],
    ['Darwin Wing', 'L0', 40],
    ['Darwin Wing', 'L1', 41],
  ];
  const places = [
    'Cetacean Hall',
    'Minerals Gallery',
    'Dinosaur Gallery',
    'Bird Gallery',
    'Human Evolution',
    'Earth Galleries',
    'Main Hall',
    'Shop',
    'Cafe',
    'Cloakroom',
    'Loading bay',
    'Staff entrance',
    'Spirit Store',
    'Type Room',
    'Conservation lab',
    'Plant room',
    'Corridor',
    'Stair core',
    'Lift lobby',
    'Members lounge',
    'Gem Vault',
  ];
  const views = ['entrance', 'exit', 'overview', 'north', 'south', 'east', 'west', 'doors', 'corridor'];
  const models = [
    ['AXIS P3268-LVE', '11.11.73'],
    ['AXIS Q6135-LE', '11.9.60'],
    ['AXIS M3086-V', '11.11.73'],
    ['Hanwha XNV-8080R', '2.21.02'],
    ['Hanwha QNO-7082R', '2.20.10'],
    ['Bosch FLEXIDOME IP 5000i', '8.71.0036'],
  ];
  const usedIps = new Set<string>(['10.42.17.83']);
  const usedNames = new Set<string>([
    'Gem Vault - entrance',
    'Gem Vault - interior east',
    'Gem Vault - interior west',
    'Gem Vault corridor - south',
    'Minerals Gallery - entrance',
  ]);
  const count = 720;
  const targetAt = Math.floor(count * 0.44);
  const lines = [
    '# /etc/anm-nvr/cameras.toml - Aldmoor NMNH video management, recorder cluster NVR-01..NVR-06',
    '# managed by security-systems; last applied 2026-11-16T18:22:09Z by j.kerr',
    '',
    '[cluster]',
    'name = "anm-vms"',
    'recorders = ["NVR-01", "NVR-02", "NVR-03", "NVR-04", "NVR-05", "NVR-06"]',
    'default_retention_days = 31',
    'time_source = "ntp1.anm.internal"',
    '',
  ];
  for (let i = 0; i < count; i++) {
    const isTarget = i === targetAt;
    const area = isTarget ? areas[1]! : oneOf(random, areas);
    const [building, floor, octet] = area;
    let name: string;
    if (isTarget) name = 'Gem Vault - entrance';
    else if (i === targetAt - 3) name = 'Gem Vault - interior east';
    else if (i === targetAt + 5) name = 'Gem Vault - interior west';
    else if (i === targetAt - 40) name = 'Gem Vault corridor - south';
    else if (i === targetAt + 61) name = 'Minerals Gallery - entrance';
    else
      name = fresh(usedNames, () => {
        const place = oneOf(
          random,
          places.filter((p) => p !== 'Gem Vault'),
        );
        return `${place} - ${oneOf(random, views)}${random() < 0.5 ? ` ${between(random, 1, 4)}` : ''}`;
      });
    const address = isTarget ? '10.42.17.83' : fresh(usedIps, () => `10.42.${octet}.${between(random, 10, 250)}`);
    const [model, firmware] = oneOf(random, models) as [string, string];
    const id = `CAM-${String(100 + i).padStart(4, '0')}`;
    const ptz = model.includes('Q6135');
    lines.push('[[camera]]');
    lines.push(`id = "${id}"`);
    lines.push(`name = "${name}"`);
    lines.push(`building = "${building}"`);
    lines.push(`floor = "${floor}"`);
    lines.push(`model = "${model}"`);
    lines.push(`firmware = "${firmware}"`);
    lines.push(`ptz = ${ptz}`);
    lines.push('');
    lines.push('[camera.network]');
    lines.push(`address = "${address}"`);
    lines.push(`mac = "${['00:40:8c', '00:16:6c', '00:07:5f'][pick(random, 3)]}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}"`);
    lines.push(`vlan = ${100 + octet}`);
    lines.push(`onvif_port = 80`);
    lines.push(`rtsp_path = "/axis-media/media.amp?videocodec=h265&resolution=${oneOf(random, ['3840x2160', '2688x1512', '1920x1080'])}"`);
    lines.push('');
    lines.push('[camera.recording]');
    lines.push(`recorder = "NVR-0${between(random, 1, 6)}"`);
    lines.push(`mode = "${isTarget ? 'continuous' : oneOf(random, ['continuous', 'motion', 'motion', 'schedule'])}"`);
    lines.push(`fps = ${oneOf(random, [8, 12, 15, 25])}`);
    lines.push(`retention_days = ${isTarget ? 90 : oneOf(random, [31, 31, 31, 45, 90])}`);
    lines.push(`analytics = [${random() < 0.4 ? '"line-crossing", "loitering"' : random() < 0.5 ? '"motion"' : ''}]`);
    lines.push('');
  }
  return probe(
    'round 88: Gem Vault camera address (TOML)',
    "What's the IP address of the camera covering the Gem Vault entrance?",
    'nvr_config',
    lines.join('\n'),
    'camera-ip',
    '10.42.17.83',
  );
}

// ---------------------------------------------------------------------------------------------
// c1. Membership CRM export: fixed-width table, a preamble and "member number".
// ---------------------------------------------------------------------------------------------

function memberNumber(): EconomicsTask {
  const random = seededRandom(88_007);
  const levels = ['Individual', 'Joint', 'Family', 'Family Plus', 'Concession', 'Young Explorer', 'Patron', 'Life'];
  const areas = ['AM1', 'AM2', 'AM3', 'AM4', 'AM5', 'AM7', 'AM9', 'ST2', 'ST4', 'HX1', 'HX3', 'WK8', 'NR6'];
  const usedIds = new Set<string>(['4410273']);
  type Member = {
    id: string;
    sort: string;
    postcode: string;
    level: string;
    joined: number;
    expires: number;
    status: string;
    gift: string;
    card: string;
    email: string;
  };
  const members: Member[] = [];
  const make = (sort: string, forced?: Partial<Member>): Member => {
    const joined = utc(between(random, 1998, 2026), between(random, 1, 12), between(random, 1, 28));
    const expires = utc(2025 + between(random, 0, 2), between(random, 1, 12), 1) - DAY;
    const status = expires < utc(2026, 11, 18) ? oneOf(random, ['Lapsed', 'Lapsed', 'Grace']) : 'Current';
    const [last = '', first = ''] = sort.split(', ');
    return {
      id: fresh(usedIds, () => String(between(random, 1_000_000, 9_999_999))),
      sort,
      postcode: `${oneOf(random, areas)} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXYZ', 2)}`,
      level: oneOf(random, levels),
      joined,
      expires,
      status,
      gift: random() < 0.6 ? 'Y' : 'N',
      card: random() < 0.7 ? 'digital' : 'plastic',
      email: `${first.toLowerCase()[0] ?? 'x'}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${oneOf(random, ['gmail.com', 'outlook.com', 'btinternet.com', 'icloud.com', 'yahoo.co.uk'])}`,
      ...forced,
    };
  };
  for (let i = 0; i < 2350; i++) members.push(make(`${oneOf(random, LAST)}, ${oneOf(random, FIRST)}`));
  members.push(
    make('Ndiaye-Hart, Philippa', { id: '4410273', postcode: 'AM4 7RQ', level: 'Joint', status: 'Current', expires: utc(2027, 4, 30) }),
  );
  members.push(make('Ndiaye-Hart, Olu', { postcode: 'AM4 7RQ', level: 'Joint', status: 'Current', expires: utc(2027, 4, 30) }));
  members.push(make('Ndiaye, Philippa', { postcode: 'ST2 4LW' }));
  members.push(make('Hart, Philippa', { postcode: 'AM1 3DX' }));
  members.push(make('Ndiaye-Hart, Philip', { postcode: 'HX3 9BT' }));
  members.push(make('Ndiaye, Aminata'));
  members.push(make('Harte, Pippa'));
  members.sort((a, b) => a.sort.localeCompare(b.sort) || a.id.localeCompare(b.id));
  const row = (cells: string[], widths: number[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const widths = [14, 30, 9, 15, 11, 11, 8, 9, 8, 36];
  const lines = [
    'crm export members --status any --sort name --format table',
    'Aldmoor National Museum of Natural History - Membership (Supporter CRM 14.2)   run 2026-11-18 09:06   rows: ' + members.length,
    '',
    row(['CONSTITUENT_ID', 'SORT NAME', 'POSTCODE', 'LEVEL', 'JOINED', 'EXPIRES', 'STATUS', 'GIFT AID', 'CARD', 'EMAIL'], widths),
    row(
      [
        '-'.repeat(14),
        '-'.repeat(30),
        '-'.repeat(9),
        '-'.repeat(15),
        '-'.repeat(11),
        '-'.repeat(11),
        '-'.repeat(8),
        '-'.repeat(9),
        '-'.repeat(8),
        '-'.repeat(36),
      ],
      widths,
    ),
    ...members.map((m) =>
      row([m.id, m.sort, m.postcode, m.level, ymd(m.joined), ymd(m.expires), m.status, m.gift, m.card, m.email], widths),
    ),
    '',
    `${members.length} rows`,
  ];
  return probe(
    'round 88: member number (table, preamble and paraphrase)',
    "A member rang the front desk this morning because the café wouldn't give her the member discount yesterday. She's called Philippa Ndiaye-Hart. What's her member number, so I can look her up?",
    'crm_export_members',
    lines.join('\n'),
    'member-number',
    '4410273',
  );
}

// ---------------------------------------------------------------------------------------------
// c2. IPM trap report: "bird skin store", "carpet beetle grubs".
// ---------------------------------------------------------------------------------------------

function carpetBeetleTrap(): EconomicsTask {
  const random = seededRandom(88_008);
  const rooms: [string, string, string, string][] = [
    ['BOT', 'CC', 'CC3.02', 'Herbarium, compactor range'],
    ['BOT', 'CC', 'CC3.04', 'Economic botany store, shelving bay'],
    ['ENT', 'CC', 'CC2.07', 'Entomology store 1, cabinet row'],
    ['ENT', 'CC', 'CC2.08', 'Entomology store 2, cabinet row'],
    ['GAL', 'MB', 'MB1.01', 'Main Hall, plinth base'],
    ['GAL', 'MB', 'MB1.12', 'Cetacean Hall, case plinth'],
    ['GAL', 'MB', 'MB1.14', 'Minerals Gallery, case base'],
    ['GAL', 'MB', 'MB2.03', 'Bird Gallery, case base'],
    ['GAL', 'MB', 'MB2.06', 'Mammals Gallery, diorama void'],
    ['MAM', 'CC', 'CC2.11', 'Mammal skins store, cabinet range'],
    ['MAM', 'OS', 'OS1.20', 'Large mammal store (off-site), racking bay'],
    ['ORN', 'CC', 'CC2.06', 'Ornithology study-skin store, cabinet range'],
    ['ORN', 'CC', 'CC2.06', 'Ornithology eggs and nests, cabinet range'],
    ['PAL', 'OS', 'OS1.04', 'Palaeontology store (off-site), racking bay'],
    ['SPR', 'CC', 'CC1.05', 'Spirit Store B, range end'],
    ['TEX', 'MB', 'MB0.09', 'Library and archive, rolling stack'],
    ['CON', 'CC', 'CC1.12', 'Conservation lab, bench'],
    ['OPS', 'MB', 'MB0.02', 'Loading bay, quarantine room'],
  ];
  const pests = [
    'Lepisma saccharinum',
    'Ctenolepisma longicaudatum',
    'Tineola bisselliella (adult)',
    'Tinea pellionella (larva)',
    'Anthrenus verbasci (larva)',
    'Anthrenus verbasci (adult)',
    'Attagenus smirnovi (larva)',
    'Reesa vespulae (larva)',
    'Stegobium paniceum',
    'Ptinus tectus',
    'Psocoptera',
    'Araneae',
    'Oniscidea',
    'Hofmannophila pseudospretella (adult)',
  ];
  const ornithologySafe = [
    'Lepisma saccharinum',
    'Ctenolepisma longicaudatum',
    'Psocoptera',
    'Araneae',
    'Oniscidea',
    'Ptinus tectus',
    'Tineola bisselliella (adult)',
  ];
  const inspectors = ['JPK', 'RBH', 'AMC', 'SLD', 'TNV', 'KOS'];
  type Trap = { id: string; site: string; room: string; location: string; type: string; inspected: string; by: string; catch: string };
  const traps: Trap[] = [];
  const counters = new Map<string, number>();
  for (let i = 0; i < 2150; i++) {
    const [dept, site, room, location] = oneOf(random, rooms);
    const n = (counters.get(dept) ?? 0) + 1;
    counters.set(dept, n);
    const ornithology = dept === 'ORN';
    let catchText = '-';
    if (random() < 0.3) {
      const pool = ornithology ? ornithologySafe : pests;
      const kinds = shuffle(random, [...pool]).slice(0, between(random, 1, 2));
      catchText = kinds.map((k) => `${k} x${between(random, 1, 6)}`).join('; ');
    }
    traps.push({
      id: `T-${dept}-${String(n).padStart(4, '0')}`,
      site,
      room,
      location: `${location} ${between(random, 1, 12)}${oneOf(random, [' W', ' E', '', ''])}`,
      type: oneOf(random, ['blunder', 'blunder', 'blunder', 'pheromone', 'sticky-floor']),
      inspected: `2026-11-${pad2(between(random, 9, 13))}`,
      by: oneOf(random, inspectors),
      catch: catchText,
    });
  }
  const orn = traps.filter((t) => t.id.startsWith('T-ORN-') && t.location.startsWith('Ornithology study-skin'));
  const target = orn[Math.floor(orn.length * 0.12)]!;
  target.catch = 'Anthrenus verbasci (larva) x2';
  target.type = 'blunder';
  traps.sort((a, b) => a.id.localeCompare(b.id));
  const w = [12, 5, 8, 52, 13, 11, 4];
  const row = (c: string[]) =>
    c
      .map((x, i) => (i < w.length ? x.padEnd(w[i]!) : x))
      .join(' ')
      .trimEnd();
  const withCatch = traps.filter((t) => t.catch !== '-').length;
  const lines = [
    'ALDMOOR NATIONAL MUSEUM OF NATURAL HISTORY - INTEGRATED PEST MANAGEMENT',
    'Trap inspection round 2026-R11     Inspected 09-13 Nov 2026     Printed 2026-11-18 08:41 by ipm-report v2.3',
    `Traps inspected: ${traps.length}     Traps with catch: ${withCatch}     Sites: MB (Main Building), CC (Collections Centre), OS (Off-site store)`,
    '',
    row(['TRAP', 'SITE', 'ROOM', 'LOCATION', 'TYPE', 'INSPECTED', 'BY', 'CATCH']),
    row(['-'.repeat(12), '-'.repeat(5), '-'.repeat(8), '-'.repeat(52), '-'.repeat(13), '-'.repeat(11), '-'.repeat(4), '-'.repeat(30)]),
    ...traps.map((t) => row([t.id, t.site, t.room, t.location, t.type, t.inspected, t.by, t.catch])),
    '',
    'Key: x = number of individuals. Names as identified by the IPM coordinator; larvae and adults counted separately.',
  ];
  return probe(
    'round 88: carpet beetle trap (IPM report, paraphrase)',
    'Which trap in the bird skin store caught carpet beetle grubs this round?',
    'ipm_trap_report',
    lines.join('\n'),
    'ipm-trap',
    target.id,
  );
}

// ---------------------------------------------------------------------------------------------
// c3. Security occurrence book: a preamble, "propped open", "whale hall balcony".
// ---------------------------------------------------------------------------------------------

function fireDoorOfficer(): EconomicsTask {
  const random = seededRandom(88_009);
  const officers = Array.from({ length: 26 }, () => `${initialName(random)} (SO-${between(random, 1000, 3999)})`);
  const zones = [
    'MB-L0 Main Hall',
    'MB-L0 Shop',
    'MB-L0 Cloakroom',
    'MB-L1 Cetacean Hall',
    'MB-L1 Minerals Gallery',
    'MB-L1 Gem Vault',
    'MB-L2 Bird Gallery',
    'MB-L2 Mammals Gallery',
    'MB-L2 Dinosaur Gallery',
    'MB-L3 Human Evolution',
    'DW-L0 Darwin Wing atrium',
    'DW-L1 Learning centre',
    'CC-L1 Collections Centre goods in',
    'CC-L2 Collections Centre stores',
    'EXT Loading bay',
    'EXT Front steps',
  ];
  const routine: [string, (r: () => number) => string][] = [
    ['PATROL', () => 'Internal patrol completed, all areas secure, no issues.'],
    ['PATROL', () => 'Lock-up patrol completed, galleries clear of visitors, all areas secure.'],
    ['PATROL', () => 'Opening checks completed, case alarms set, lighting on, no issues.'],
    [
      'PATROL',
      (r) => `External patrol completed, ${oneOf(r, ['bins area', 'front railings', 'car park', 'cycle store'])} checked, all in order.`,
    ],
    ['PATROL', (r) => `Patrol of zone completed. Case lighting in case row ${between(r, 1, 9)} left on, switched off at panel.`],
    ['ALARM', (r) => `Intruder alarm activation PIR ${between(r, 10, 99)}, attended, no cause found, reset. Suspected insect on sensor.`],
    ['ALARM', () => 'Fire alarm panel fault (earth fault, loop 3) reported to Estates helpdesk, panel reset.'],
    [
      'FIRST AID',
      (r) =>
        `Visitor (adult, ${oneOf(r, ['female', 'male'])}) felt faint near the gallery, seated and given water, recovered and left with family.`,
    ],
    ['FIRST AID', () => 'Child grazed knee on steps, cleaned and plaster applied by first aider, parent informed.'],
    [
      'LOST PROPERTY',
      (r) =>
        `${oneOf(r, ['Black umbrella', 'Child scooter', 'Blue rucksack', 'Mobile phone (Samsung)', 'Bank card'])} handed in, logged as LP/${between(r, 100, 999)}.`,
    ],
    [
      'KEY ISSUE',
      (r) =>
        `Key set ${between(r, 1, 40)} issued to contractor ${oneOf(r, ['Bramwell Pest Services', 'Calder Electrical', 'Norlift', 'Ashby Cleaning'])}, returned same shift.`,
    ],
    [
      'CONTRACTOR',
      (r) =>
        `Contractor signed in for ${oneOf(r, ['lift service', 'case glazing repair', 'lighting maintenance', 'pest inspection'])}, escorted, signed out.`,
    ],
    [
      'CCTV',
      (r) =>
        `CCTV review requested by Visitor Services for an incident at ${hhmm(utc(2026, 1, 1, between(r, 10, 17), between(r, 0, 59)))}, footage exported.`,
    ],
    ['VISITOR', () => 'Visitor asked to stop touching case glass, complied.'],
    ['VISITOR', () => 'Group of school pupils running in gallery, teacher spoken to.'],
    ['FACILITIES', (r) => `Water leak from ceiling tile, ${between(r, 1, 4)} buckets placed, Estates informed, area coned off.`],
    [
      'FACILITIES',
      (r) =>
        `Fire door FD-${oneOf(r, ['B1', 'G1', 'L2', 'L3'])}-${pad2(between(r, 1, 14))} found propped open with a ${oneOf(r, ['chair', 'fire extinguisher', 'cardboard wedge', 'trolley'])}, closed and secured, staff reminded.`,
    ],
  ];
  type Entry = { t: number; ref: string; cat: string; zone: string; officer: string; text: string };
  const entries: Entry[] = [];
  const from = utc(2026, 11, 4);
  const to = utc(2026, 11, 18, 8, 30);
  for (let day = from; day < to; day += DAY) {
    const count = between(random, 82, 110);
    for (let i = 0; i < count; i++) {
      const t = day + between(random, 0, 24 * 60 - 1) * MINUTE;
      if (t >= to) continue;
      const [cat, text] = oneOf(random, routine);
      entries.push({ t, ref: '', cat, zone: oneOf(random, zones), officer: oneOf(random, officers), text: text(random) });
    }
  }
  // Near misses: other things on the Cetacean Hall balcony, a door propped open elsewhere the same morning.
  entries.push({
    t: utc(2026, 11, 9, 14, 12),
    ref: '',
    cat: 'VISITOR',
    zone: 'MB-L1 Cetacean Hall (balcony)',
    officer: officers[4]!,
    text: 'Visitor dropped a phone over the balcony rail onto the blue whale plinth; retrieved after closing by Estates.',
  });
  entries.push({
    t: utc(2026, 11, 11, 6, 5),
    ref: '',
    cat: 'FACILITIES',
    zone: 'EXT Loading bay',
    officer: officers[9]!,
    text: 'Loading bay roller shutter left open overnight by delivery contractor, closed and locked, reported to Estates.',
  });
  entries.push({
    t: utc(2026, 11, 13, 7, 40),
    ref: '',
    cat: 'PATROL',
    zone: 'MB-L1 Cetacean Hall (balcony)',
    officer: officers[2]!,
    text: 'Balcony handrail fixing loose at bay 6, area coned off, Estates job raised.',
  });
  entries.push({
    t: utc(2026, 11, 11, 5, 42),
    ref: '',
    cat: 'PATROL',
    zone: 'MB-L1 Cetacean Hall (balcony)',
    officer: 'K. Lindqvist (relief, Corvane Security)',
    text:
      'On the 05:30 internal patrol found fire exit FE-L1-09 at the north end of the balcony wedged ajar with a rubber door stop. ' +
      'Door closed and checked secure, panel clear, stop removed and handed to control room. Facilities to be told at 08:00.',
  });
  entries.sort((a, b) => a.t - b.t);
  const perDay = new Map<string, number>();
  const lines = [
    'Aldmoor NMNH Security Control Room - Daily Occurrence Book',
    'ob export --from 2026-11-04 --to 2026-11-18 --all-categories',
    '',
  ];
  for (const e of entries) {
    const d = ymd(e.t);
    const n = (perDay.get(d) ?? 0) + 1;
    perDay.set(d, n);
    e.ref = `OB/${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}/${String(n).padStart(3, '0')}`;
    lines.push(`${d} ${hhmm(e.t)}  ${e.ref}  ${e.cat.padEnd(13)}  Zone: ${e.zone}`);
    lines.push(`    Officer: ${e.officer}`);
    lines.push(`    ${e.text}`);
    lines.push('');
  }
  return probe(
    'round 88: fire door officer (occurrence book, preamble and paraphrase)',
    'Facilities are writing up their fire safety report and asked about last Wednesday morning, when one of our patrols found a fire door on the whale hall balcony propped open. Which officer dealt with it?',
    'security_occurrence_log',
    lines.join('\n'),
    'fire-door',
    'K. Lindqvist',
  );
}

// ---------------------------------------------------------------------------------------------
// d1. Environment logger inventory: the one logger with a different interval.
// ---------------------------------------------------------------------------------------------

function slowLogger(): EconomicsTask {
  const random = seededRandom(88_010);
  const places = [
    'MB G01 Main Hall',
    'MB G06 Cetacean Hall',
    'MB G14 Minerals & Meteorites',
    'MB G20 Bird Gallery',
    'MB G22 Mammals Gallery',
    'MB G25 Dinosaur Gallery',
    'MB G31 Human Evolution',
    'DW G40 Darwin Wing temporary exhibition',
    'CC 1.05 Spirit Store B',
    'CC 1.06 Spirit Store A',
    'CC 2.06 Ornithology store',
    'CC 2.07 Entomology store 1',
    'CC 2.08 Entomology store 2',
    'CC 2.11 Mammal skins store',
    'CC 2.14 Type Room',
    'CC 3.02 Herbarium',
    'OS 1.04 Palaeontology store',
    'OS 1.20 Large mammal store',
  ];
  const models: [string, string][] = [
    ['Meaco RadioLog 8', '3.2.1'],
    ['Meaco RadioLog 8', '3.2.4'],
    ['Hanwell RL4000', '5.11'],
    ['Hanwell Humbug', '2.07'],
    ['Eltek GD-47', '1.9.3'],
  ];
  const profiles: [string, number, number, number, number][] = [
    ['GALLERY-STD', 16, 24, 40, 60],
    ['CASE-STD', 16, 24, 45, 55],
    ['CASE-DRY', 16, 24, 25, 40],
    ['STORE-STD', 13, 20, 40, 55],
    ['SPIRIT', 10, 18, 30, 60],
  ];
  const usedSerials = new Set<string>();
  const count = 1460;
  const targetAt = Math.floor(count * 0.63);
  const rows: string[][] = [];
  let target = '';
  for (let i = 0; i < count; i++) {
    const [model, fw] = oneOf(random, models);
    const serial = fresh(usedSerials, () =>
      model.startsWith('Meaco')
        ? `RL8-${chars(random, '0123456789', 6)}`
        : model.startsWith('Eltek')
          ? `GD47-${chars(random, '0123456789', 5)}`
          : `HW${chars(random, '0123456789ABCDEF', 6)}`,
    );
    const place = oneOf(random, places);
    const spot =
      place.includes('Store') || place.includes('store') || place.startsWith('CC') || place.startsWith('OS')
        ? `bay ${between(random, 1, 40)}`
        : oneOf(random, [`case ${between(random, 1, 40)}`, `case ${between(random, 1, 40)}`, 'room ambient']);
    const profile = place.includes('Spirit')
      ? profiles[4]!
      : spot.startsWith('case')
        ? random() < 0.12
          ? profiles[2]!
          : profiles[1]!
        : spot === 'room ambient'
          ? profiles[0]!
          : profiles[3]!;
    const interval = i === targetAt ? '3600 s' : '300 s';
    if (i === targetAt) target = serial;
    const cal = utc(2027, between(random, 1, 12), between(random, 1, 28));
    const seen = utc(2026, 11, 18, 9, between(random, 0, 14), between(random, 0, 59));
    rows.push([
      serial,
      model,
      fw,
      `${place}, ${spot}`,
      profile[0],
      interval,
      `${profile[1]}-${profile[2]}`,
      `${profile[3]}-${profile[4]}`,
      ymd(cal),
      `${between(random, 18, 100)}%`,
      `${-between(random, 55, 92)} dBm`,
      isoSeconds(seen),
    ]);
  }
  rows.sort((a, b) => a[3]!.localeCompare(b[3]!) || a[0]!.localeCompare(b[0]!));
  const header = [
    'SERIAL',
    'MODEL',
    'FW',
    'LOCATION',
    'PROFILE',
    'INTERVAL',
    'T_BAND_C',
    'RH_BAND_%',
    'CAL_DUE',
    'BATT',
    'SIGNAL',
    'LAST_SEEN',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const lines = [
    '$ ems loggers list --all-sites --long',
    `Aldmoor NMNH environmental monitoring - ${count} loggers on 14 receivers`,
    '',
    fmt(header),
    ...rows.map(fmt),
    '',
    `${count} loggers`,
  ];
  return probe(
    'round 88: slow logger (CLI table, odd one out)',
    'One of our environment loggers records far less often than all the others. Which one is it?',
    'ems_loggers_list',
    lines.join('\n'),
    'slow-logger',
    target,
  );
}

// ---------------------------------------------------------------------------------------------
// d2. Ticketing timed-entry slots: JSON Lines, one slot with a tiny capacity.
// ---------------------------------------------------------------------------------------------

function smallSlot(): EconomicsTask {
  const random = seededRandom(88_011);
  const events: { code: string; name: string; venue: string; times: string[]; length: number; capacity: number; prices: object }[] = [
    {
      code: 'TREX26',
      name: 'T. rex: Ruler of the Cretaceous',
      venue: 'Darwin Wing exhibition hall',
      times: ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'],
      length: 30,
      capacity: 150,
      prices: { adult: 18.5, child: 9.25, concession: 15, family: 48, member: 0 },
    },
    {
      code: 'NPY26',
      name: 'Nature Photographer of the Year 2026',
      venue: 'Gallery G40',
      times: ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'],
      length: 30,
      capacity: 90,
      prices: { adult: 14, child: 7, concession: 11.5, family: 36, member: 0 },
    },
    {
      code: 'PLAN-SKY',
      name: 'Planetarium: Skies over Aldmoor',
      venue: 'Planetarium',
      times: ['10:45', '11:45', '12:45', '13:45', '14:45', '15:45'],
      length: 35,
      capacity: 64,
      prices: { adult: 6, child: 4, concession: 5, family: 18, member: 4 },
    },
  ];
  const usedIds = new Set<string>();
  const records: string[] = [];
  const start = utc(2026, 11, 18);
  const end = utc(2027, 1, 10);
  let targetId = '';
  const targetDay = ymd(utc(2026, 12, 12));
  for (let day = start; day <= end; day += DAY) {
    const date = ymd(day);
    if (date === '2026-12-25' || date === '2026-12-24' || date === '2026-12-26') continue;
    const dow = dayOfWeek(day);
    const weekend = dow === 0 || dow === 6;
    for (const ev of events) {
      for (const time of ev.times) {
        const slotId = fresh(usedIds, () => `SLT-${chars(random, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 7)}`);
        const isTarget = ev.code === 'TREX26' && date === targetDay && time === '13:30';
        if (isTarget) targetId = slotId;
        const capacity = isTarget ? 15 : ev.capacity;
        const daysOut = (day - start) / DAY;
        const demand = Math.max(0, Math.min(1, (weekend ? 0.95 : 0.7) - daysOut * 0.012 + (random() - 0.5) * 0.3));
        const sold = Math.min(capacity, Math.round(capacity * demand));
        const held = Math.min(capacity - sold, between(random, 0, ev.code === 'PLAN-SKY' ? 4 : 8));
        const [h, m] = time.split(':').map(Number) as [number, number];
        const endMin = h * 60 + m + ev.length;
        records.push(
          JSON.stringify({
            slotId,
            eventCode: ev.code,
            eventName: ev.name,
            venue: ev.venue,
            date,
            start: time,
            end: `${pad2(Math.floor(endMin / 60))}:${pad2(endMin % 60)}`,
            capacity,
            sold,
            held,
            available: capacity - sold - held,
            onSale: true,
            channels: ['web', 'box-office', 'kiosk'],
            priceTable: ev.prices,
            updated: isoSeconds(utc(2026, 11, 18, 8, between(random, 0, 59), between(random, 0, 59))),
          }),
        );
      }
    }
  }
  return probe(
    'round 88: small time slot (JSON Lines, odd one out)',
    'One of the T. rex exhibition time slots has a much smaller capacity than the others. Which slot is it?',
    'ticketing_slots_export',
    records.join('\n'),
    'small-slot',
    targetId,
  );
}

// ---------------------------------------------------------------------------------------------
// d3. Spirit collection fluid audit: CSV, one jar far weaker than the rest.
// ---------------------------------------------------------------------------------------------

function weakJar(): EconomicsTask {
  const random = seededRandom(88_012);
  const taxa: [string, string][] = [
    ['Rana temporaria', 'HERP'],
    ['Bufo bufo', 'HERP'],
    ['Triturus cristatus', 'HERP'],
    ['Natrix helvetica', 'HERP'],
    ['Vipera berus', 'HERP'],
    ['Anguis fragilis', 'HERP'],
    ['Lacerta agilis', 'HERP'],
    ['Chamaeleo calyptratus', 'HERP'],
    ['Python regius', 'HERP'],
    ['Xenopus laevis', 'HERP'],
    ['Ambystoma mexicanum', 'HERP'],
    ['Salmo trutta', 'FISH'],
    ['Esox lucius', 'FISH'],
    ['Perca fluviatilis', 'FISH'],
    ['Gadus morhua', 'FISH'],
    ['Pleuronectes platessa', 'FISH'],
    ['Anguilla anguilla', 'FISH'],
    ['Scyliorhinus canicula', 'FISH'],
    ['Raja clavata', 'FISH'],
    ['Hippocampus guttulatus', 'FISH'],
    ['Latimeria chalumnae', 'FISH'],
    ['Lophius piscatorius', 'FISH'],
    ['Sepia officinalis', 'INV'],
    ['Loligo forbesii', 'INV'],
    ['Octopus vulgaris', 'INV'],
    ['Asterias rubens', 'INV'],
    ['Homarus gammarus', 'INV'],
    ['Cancer pagurus', 'INV'],
    ['Sorex araneus', 'MAM'],
    ['Myotis daubentonii', 'MAM'],
  ];
  const checkers = ['H. Rossiter', 'K. Mensah', 'A. Devlin', 'P. Lam', 'S. Chaudhry'];
  const usedBarcodes = new Set<string>();
  const usedNumbers = new Set<string>();
  const count = 2600;
  const targetAt = Math.floor(count * 0.36);
  const rows: string[][] = [];
  let target = '';
  for (let i = 0; i < count; i++) {
    const barcode = fresh(usedBarcodes, () => `JAR${chars(random, '0123456789', 7)}`);
    const store = random() < 0.55 ? 'CC1.05 Spirit Store B' : 'CC1.06 Spirit Store A';
    const isTarget = i === targetAt;
    if (isTarget) target = barcode;
    const [taxon, dept] = oneOf(random, taxa);
    const ethanol = isTarget ? 41.5 : Math.round((68 + random() * 8) * 10) / 10;
    rows.push([
      `FA26-${String(i + 1).padStart(5, '0')}`,
      barcode,
      fresh(usedNumbers, () => `ANM.${dept}.${between(random, 1840, 2024)}.${String(between(random, 1, 4999)).padStart(4, '0')}`),
      taxon,
      store,
      `R${pad2(between(random, 1, 40))}`,
      `S${between(random, 1, 9)}`,
      String(oneOf(random, [250, 500, 500, 1000, 1000, 2000, 5000])),
      'ethanol 70%',
      fixed(ethanol),
      fixed(14 + random() * 4),
      String(between(random, 82, 100)),
      isTarget ? 'none' : oneOf(random, ['none', 'none', 'none', 'topped up', 'seal replaced', 'label re-tied']),
      oneOf(random, checkers),
      ymd(utc(2026, 10, 1) + between(random, 0, 47) * DAY),
    ]);
  }
  rows.sort((a, b) => a[4]!.localeCompare(b[4]!) || a[5]!.localeCompare(b[5]!) || a[6]!.localeCompare(b[6]!));
  const header = [
    'audit_id',
    'jar_barcode',
    'catalogue_no',
    'taxon',
    'store',
    'range',
    'shelf',
    'jar_ml',
    'fluid',
    'ethanol_pct_vv',
    'fluid_temp_c',
    'fill_pct',
    'action',
    'checked_by',
    'checked_on',
  ];
  const output = [header.join(','), ...rows.map((r) => r.join(','))].join('\n');
  return probe(
    'round 88: weak spirit jar (CSV, odd one out)',
    "In the spirit collection fluid audit, which jar's alcohol strength is way below all the others?",
    'collections_fluid_audit',
    output,
    'weak-jar',
    target,
  );
}

/** Round 88: twelve single-call tasks at the Aldmoor National Museum of Natural History. */
export function roundEightyEight(): EconomicsTask[] {
  return [
    holotypeLocation(),
    meteoriteCaseReading(),
    spiritStoreAfterHours(),
    ichthyosaurCourier(),
    mastodonAdhesive(),
    gemVaultCamera(),
    memberNumber(),
    carpetBeetleTrap(),
    fireDoorOfficer(),
    slowLogger(),
    smallSlot(),
    weakJar(),
  ];
}
