/**
 * Probe tasks, round 19: written blind to the library's implementation (I read only the bench's task
 * helpers, `seeded.ts`, `task.ts` and `everyday-tasks.ts`, round 18's code from its imports on, and
 * the names of the earlier rounds' tasks). The theme: a Dutch teaching hospital, Rijnoever, its
 * clinical laboratory, its radiology and its IT. Twelve tasks, each one tool call with a large output
 * and one question with one needle, in four groups of three:
 *
 *   a. The answer in the middle of one long line.
 *      round 19: fhir observation search     (a FHIR server's lab `Observation` searchset, one line of JSON)
 *      round 19: dicomweb qido-rs studies    (the PACS's `GET /dicom-web/studies`, DICOM JSON on one line)
 *      round 19: lab test catalogue csv      (`psql --csv` of the lab's test catalogue, a long collection-instructions field)
 *   b. The answer a few lines away from the line the question's words match.
 *      round 19: hl7 oru messages            (a morning of result messages to the EHR, `tr '\r' '\n'`, a value under its order)
 *      round 19: windows lockout events      (`Get-WinEvent … | Format-List`, the caller computer under the locked-out account)
 *      round 19: openssl x509 text           (`openssl x509 -text` of every partner certificate, the expiry above the subject)
 *   c. A question that paraphrases the output, or follows a preamble about something else, or both.
 *      round 19: postfix maillog, preamble and paraphrase  (three days of the outbound relay, one lab report refused)
 *      round 19: pgaudit log, paraphrase     (a night of the lab database's log with pgAudit, one removal by hand)
 *      round 19: bacula log, preamble and paraphrase  (two nights of backups to tape, why one database dump failed)
 *   d. One value unlike all its peers, with no error word near it.
 *      round 19: poc glucose meters          (the point-of-care middleware's device export, one meter in other units)
 *      round 19: get-bitlockervolume         (`Invoke-Command … Get-BitLockerVolume` on every ward laptop, one not encrypted)
 *      round 19: print queue configuration   (every print server's queues with their paper size, one on Letter)
 *
 * Not among the bench's targets.
 *
 * First run, at 6e7a7e4 (the library as of 42b099a; `ROUNDS=19 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 4,505,246 tokens). The writer saw the one-line
 * messages of the library's last five commits (`git log --oneline`) and says it did not shape these tasks by them:
 *   round 19: fhir observation search
 *     codex: 12,384 tokens, peak 12,289, 0/1 needles, 0 read-backs
 *     context-chef: 697 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,253 tokens, peak 3,575, 0/1 needles, 2 read-backs
 *     ours: 5,095 tokens, peak 2,201, 0/1 needles, 2 read-backs
 *   round 19: dicomweb qido-rs studies
 *     codex: 14,992 tokens, peak 14,904, 0/1 needles, 0 read-backs
 *     context-chef: 754 tokens, peak 666, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,177 tokens, peak 1,790, 1/1 needles, 1 read-backs
 *     ours: 7,018 tokens, peak 3,708, 0/1 needles, 2 read-backs
 *   round 19: lab test catalogue csv
 *     codex: 9,146 tokens, peak 9,060, 0/1 needles, 0 read-backs
 *     context-chef: 572 tokens, peak 486, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,956 tokens, peak 853, 0/1 needles, 3 read-backs
 *     ours: 3,733 tokens, peak 1,433, 0/1 needles, 3 read-backs
 *   round 19: hl7 oru messages
 *     codex: 18,176 tokens, peak 18,103, 0/1 needles, 0 read-backs
 *     context-chef: 861 tokens, peak 788, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,698 tokens, peak 3,390, 1/1 needles, 2 read-backs
 *     ours: 6,560 tokens, peak 3,195, 1/1 needles, 2 read-backs
 *   round 19: windows lockout events
 *     codex: 11,560 tokens, peak 11,477, 0/1 needles, 0 read-backs
 *     context-chef: 614 tokens, peak 531, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,252 tokens, peak 1,711, 0/1 needles, 2 read-backs
 *     ours: 1,823 tokens, peak 918, 0/1 needles, 1 read-backs
 *   round 19: openssl x509 text
 *     codex: 18,249 tokens, peak 18,160, 0/1 needles, 0 read-backs
 *     context-chef: 1,016 tokens, peak 927, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,296 tokens, peak 1,689, 1/1 needles, 1 read-backs
 *     ours: 2,766 tokens, peak 1,753, 1/1 needles, 1 read-backs
 *   round 19: postfix maillog, preamble and paraphrase
 *     codex: 17,437 tokens, peak 17,311, 0/1 needles, 0 read-backs
 *     context-chef: 936 tokens, peak 810, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,889 tokens, peak 1,474, 0/1 needles, 4 read-backs
 *     ours: 4,673 tokens, peak 990, 0/1 needles, 4 read-backs
 *   round 19: pgaudit log, paraphrase
 *     codex: 15,004 tokens, peak 14,910, 0/1 needles, 0 read-backs
 *     context-chef: 794 tokens, peak 700, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,381 tokens, peak 3,851, 0/1 needles, 2 read-backs
 *     ours: 6,250 tokens, peak 3,395, 0/1 needles, 2 read-backs
 *   round 19: bacula log, preamble and paraphrase
 *     codex: 13,856 tokens, peak 13,755, 0/1 needles, 0 read-backs
 *     context-chef: 734 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,942 tokens, peak 3,622, 0/1 needles, 4 read-backs
 *     ours: 7,899 tokens, peak 3,033, 1/1 needles, 4 read-backs
 *   round 19: poc glucose meters
 *     codex: 21,545 tokens, peak 21,453, 0/1 needles, 0 read-backs
 *     context-chef: 924 tokens, peak 832, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,218 tokens, peak 1,349, 0/1 needles, 4 read-backs
 *     ours: 4,774 tokens, peak 1,019, 0/1 needles, 4 read-backs
 *   round 19: get-bitlockervolume
 *     codex: 8,963 tokens, peak 8,880, 0/1 needles, 0 read-backs
 *     context-chef: 519 tokens, peak 436, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,102 tokens, peak 2,090, 0/1 needles, 4 read-backs
 *     ours: 4,784 tokens, peak 1,766, 0/1 needles, 4 read-backs
 *   round 19: print queue configuration
 *     codex: 13,567 tokens, peak 13,474, 0/1 needles, 0 read-backs
 *     context-chef: 638 tokens, peak 545, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,736 tokens, peak 1,260, 0/1 needles, 4 read-backs
 *     ours: 4,118 tokens, peak 885, 1/1 needles, 4 read-backs
 *   totals: codex: 174,879 tokens, 0/12 needles; context-chef: 9,059 tokens, 0/12 needles; context-chef-store: 70,900 tokens, 3/12 needles; ours: 59,493 tokens, 4/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const GIVEN =
  'sanne daan lotte bram femke joris anouk thijs eline ruben marloes jeroen iris sven noor koen esther wouter maaike pieter fleur stijn ilse gijs roos lars willem annemiek bas karin'.split(
    ' ',
  );
const FAMILY = [
  'de Vries',
  'Jansen',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'Kok',
  'Jacobs',
  'van Dijk',
  'Kramer',
  'Verhoeven',
  'Postma',
  'Willems',
  'Schouten',
  'de Jong',
  'Koster',
  'Prins',
  'Huisman',
  'Vermeulen',
];
const PLACES =
  'Amstelveen Uithoorn Aalsmeer Mijdrecht Hoofddorp Badhoevedorp Ouderkerk Abcoude Vinkeveen Wilnis Nieuw-Vennep Haarlem Heemstede Leiden Alphen Kudelstaart Bovenkerk Diemen Duivendrecht Weesp Hilversum Bussum Naarden Huizen Laren Blaricum Zwanenburg Lisse Hillegom Nieuwkoop'.split(
    ' ',
  );
const STREETS =
  'Dorpsstraat Kerkstraat Molenweg Stationsweg Schoolstraat Julianalaan Beatrixlaan Amstellaan Zijdelweg Poortwachter Bovenkerkerweg Legmeerdijk Ringdijk Kalslagerweg Laan van Langerhuize Middenweg Prinses Irenestraat Noorddammerweg'.split(
    ' ',
  );
/** The wards and departments, as the hospital abbreviates them. */
const WARDS = [
  'SEH',
  'IC',
  'CCU',
  'A2',
  'A3',
  'A4',
  'B1',
  'B2',
  'B3',
  'B4',
  'B5',
  'C1',
  'C2',
  'C3',
  'C4',
  'KVK',
  'NEO',
  'VK',
  'DIAL',
  'DB',
  'OK',
  'GER',
];
const cap = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;
/** A Windows account as the hospital makes them: the initial, a dot, the family name run together (`m.dejong`). */
const account = (given: string, family: string) => `${given.slice(0, 1)}.${family.replace(/ /g, '').toLowerCase()}`;
const slug = (s: string) => s.toLowerCase().replace(/ /g, '-');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of March 2026 in the hospital's time (CET, +01:00), kept as if it were UTC so that formatters print it as it stands. */
const T = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 2, day, h, m, s);
const iso = (t: number) => new Date(t).toISOString();
/** `2026-03-12T06:41:00+01:00` */
const localIso = (t: number) => `${iso(t).slice(0, 19)}+01:00`;
/** HL7's and DICOM's `20260312064100`. */
const compact = (t: number) => iso(t).slice(0, 19).replace(/[-T:]/g, '');
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** A Dutch Windows' date and time (`12-3-2026 07:52:31`). */
const nlTime = (t: number) => {
  const d = new Date(t);
  return `${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()} ${iso(t).slice(11, 19)}`;
};

/** The round's task: one call, one question, one needle that must occur exactly once in the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** PowerShell's `Format-Table -AutoSize`: every column as wide as its widest cell, the numeric ones aligned right. */
function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], right: ReadonlySet<number>): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' ')
      .trimEnd();
  return [line(headers), line(headers.map((h) => '-'.repeat(h.length))), ...rows.map(line)];
}

/** Lab tests: LOINC code and name, the lab's code and Dutch name, unit (UCUM), reference range, decimals. */
const TESTS: Readonly<Record<string, readonly [string, string, string, string, string, number, number, number]>> = {
  NA: ['2951-2', 'Sodium [Moles/volume] in Serum or Plasma', 'NA', 'Natrium', 'mmol/L', 135, 145, 0],
  K: ['2823-3', 'Potassium [Moles/volume] in Serum or Plasma', 'K', 'Kalium', 'mmol/L', 3.5, 5.0, 1],
  CL: ['2075-0', 'Chloride [Moles/volume] in Serum or Plasma', 'CL', 'Chloride', 'mmol/L', 97, 107, 0],
  KREA: ['14682-9', 'Creatinine [Moles/volume] in Serum or Plasma', 'KREA', 'Kreatinine', 'umol/L', 60, 110, 0],
  UREUM: ['14937-7', 'Urea [Moles/volume] in Serum or Plasma', 'UREUM', 'Ureum', 'mmol/L', 2.5, 7.5, 1],
  GLUC: ['14749-6', 'Glucose [Moles/volume] in Serum or Plasma', 'GLUC', 'Glucose', 'mmol/L', 4.0, 7.8, 1],
  CRP: ['1988-5', 'C reactive protein [Mass/volume] in Serum or Plasma', 'CRP', 'CRP', 'mg/L', 0, 10, 0],
  HB: ['59260-0', 'Hemoglobin [Moles/volume] in Blood', 'HB', 'Hemoglobine', 'mmol/L', 7.5, 10.0, 1],
  LEUK: ['6690-2', 'Leukocytes [#/volume] in Blood by Automated count', 'LEUK', 'Leukocyten', '10*9/L', 4.0, 10.0, 1],
  TROM: ['777-3', 'Platelets [#/volume] in Blood by Automated count', 'TROM', 'Trombocyten', '10*9/L', 150, 400, 0],
  TNT: ['6598-7', 'Troponin T.cardiac [Mass/volume] in Serum or Plasma', 'TNT', 'Troponine T hs', 'ng/L', 0, 14, 0],
  NTBNP: [
    '33762-6',
    'Natriuretic peptide.B prohormone N-Terminal [Mass/volume] in Serum or Plasma',
    'NTBNP',
    'NT-proBNP',
    'ng/L',
    0,
    125,
    0,
  ],
  LACT: ['2524-7', 'Lactate [Moles/volume] in Serum or Plasma', 'LACT', 'Lactaat', 'mmol/L', 0.5, 2.2, 1],
  ASAT: ['1920-8', 'Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma', 'ASAT', 'ASAT', 'U/L', 0, 35, 0],
  ALAT: ['1742-6', 'Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma', 'ALAT', 'ALAT', 'U/L', 0, 45, 0],
};
/** Panels as the wards order them: the lab's code, its Dutch name, the tests in it. */
const PANELS: readonly (readonly [string, string, readonly string[]])[] = [
  ['HART', 'Hartmarkers', ['TNT', 'NTBNP']],
  ['ELEK', 'Elektrolyten', ['NA', 'K', 'CL']],
  ['NIER', 'Nierfunctie', ['KREA', 'UREUM']],
  ['BB', 'Bloedbeeld', ['HB', 'LEUK', 'TROM']],
  ['CRP', 'CRP', ['CRP']],
  ['LEVER', 'Leverenzymen', ['ASAT', 'ALAT']],
  ['GLUC', 'Glucose', ['GLUC']],
  ['LACT', 'Lactaat', ['LACT']],
];

/** A result for `code`, mostly in its reference range, now and then far out of it. Never 412 of a ng/L test. */
function labValue(random: () => number, code: string): number {
  const [, , , , unit, lo, hi, decimals] = TESTS[code]!;
  let v: number;
  if (code === 'TNT' || code === 'NTBNP' || code === 'CRP')
    v = random() < 0.6 ? Math.max(3, hi * random() * 1.2) : hi * (1 + random() * (code === 'NTBNP' ? 60 : 25));
  else v = lo + (hi - lo) * (random() < 0.8 ? random() : random() * 2.2 - 0.6);
  const rounded = Number(Math.max(v, lo > 0 ? lo * 0.4 : 0.1).toFixed(decimals));
  return unit === 'ng/L' && rounded === 412 ? 413 : rounded;
}
const flagOf = (code: string, value: number) => {
  const [, , , , , lo, hi] = TESTS[code]!;
  return value < lo ? 'L' : value > hi * 3 && code !== 'CRP' ? 'HH' : value > hi ? 'H' : 'N';
};

// a. Answers in the middle of one long line.

/** `GET /fhir/Observation?category=laboratory&date=ge…&_count=2000` on the hospital's FHIR server (one line of JSON): one troponin. */
function fhirObservationSearch(): EconomicsTask {
  const random = seededRandom(19_011);
  interface Patient {
    mrn: string;
    name: string;
    encounter: string;
  }
  interface Draw {
    patient: Patient;
    at: number;
    codes: string[];
    forced?: Record<string, number>;
    issued?: number;
  }
  const encounter = () => String(between(random, 40_000_000, 49_999_999));
  const target: Patient = { mrn: '8301274', name: 'Hendrik Visser', encounter: encounter() };
  // Another Visser on another ward, whose given name starts with the target's.
  const namesake: Patient = { mrn: '8310427', name: 'Hendrika Visser', encounter: encounter() };
  const patients: Patient[] = [];
  while (patients.length < 370) {
    const mrn = String(between(random, 1_000_000, 9_999_999));
    if (mrn === target.mrn || mrn === namesake.mrn) continue;
    patients.push({ mrn, name: `${cap(oneOf(random, GIVEN))} ${oneOf(random, FAMILY)}`, encounter: encounter() });
  }
  const codesOf = (n: number) => [
    ...new Set(
      shuffle(random, [...PANELS])
        .slice(0, n)
        .flatMap(([, , codes]) => codes),
    ),
  ];
  const draws: Draw[] = [];
  for (const patient of patients)
    for (let i = between(random, 1, 2); i > 0; i--) {
      // The night's few draws, then the morning round.
      const [a, b] = random() < 0.3 ? [T(11, 20), T(12, 5, 30)] : [T(12, 5, 30), T(12, 9)];
      draws.push({ patient, at: a + pick(random, (b - a) / MINUTE) * MINUTE, codes: codesOf(between(random, 1, 3)) });
    }
  const cardiac = ['TNT', 'NTBNP', 'NA', 'K', 'CL', 'KREA', 'UREUM'];
  draws.push(
    { patient: target, at: T(11, 22, 10), codes: cardiac, forced: { TNT: 96 } },
    {
      patient: target,
      at: T(12, 6, 41),
      codes: [...cardiac, 'HB', 'LEUK', 'TROM'],
      forced: { TNT: 412, NTBNP: 2310 },
      issued: T(12, 7, 28, 13),
    },
    { patient: namesake, at: T(12, 6, 55), codes: [...cardiac, 'CRP'], forced: { TNT: 38 } },
    { patient: namesake, at: T(11, 23, 5), codes: ['HB', 'LEUK', 'TROM', 'CRP'] },
  );
  draws.sort((x, y) => x.at - y.at);
  const asOf = T(12, 9, 41, 7);
  interface Made {
    issued: number;
    draw: Draw;
    code: string;
    accession: string;
    request: string;
  }
  const made: Made[] = [];
  const seq = new Map<number, number>();
  for (const draw of draws) {
    const day = new Date(draw.at).getUTCDate();
    const n = (seq.get(day) ?? between(random, 90, 140)) + between(random, 1, 3);
    seq.set(day, n);
    const accession = `2603${pad2(day)}${String(n).padStart(5, '0')}`;
    const issued = draw.issued ?? draw.at + between(random, 35, 110) * MINUTE + pick(random, 60) * SECOND;
    const request = String(between(random, 2_000_000, 2_999_999));
    for (const code of draw.codes) {
      // Blood counts come off another analyser, a little earlier or later than the chemistry.
      const at = ['HB', 'LEUK', 'TROM'].includes(code) ? issued + between(random, -600, 600) * SECOND : issued + pick(random, 4) * SECOND;
      if (at <= asOf) made.push({ issued: at, draw, code, accession, request });
    }
  }
  made.sort((x, y) => x.issued - y.issued);
  let id = 4_418_200;
  const interpretation: Record<string, string> = { L: 'Low', N: 'Normal', H: 'High', HH: 'Critical high' };
  const entry = made.map(({ issued, draw, code, accession, request }) => {
    id += between(random, 1, 3);
    const [loinc, display, , text, unit, lo, hi, decimals] = TESTS[code]!;
    const value = draw.forced?.[code] ?? labValue(random, code);
    const flag = flagOf(code, value);
    const q = (v: number) => ({ value: v, unit, system: 'http://unitsofmeasure.org', code: unit });
    const stamp = `${iso(issued + pick(random, 1000)).slice(0, 23)}+01:00`;
    return {
      fullUrl: `https://fhir.rijnoever.nl/fhir/Observation/${id}`,
      resource: {
        resourceType: 'Observation',
        id: String(id),
        meta: {
          versionId: '1',
          lastUpdated: `${iso(issued + between(random, 200, 4000)).slice(0, 23)}+01:00`,
          source: `#${hex(random, 16)}`,
        },
        identifier: [{ system: 'https://lab.rijnoever.nl/fhir/NamingSystem/result-id', value: `${accession}-${code}` }],
        basedOn: [{ reference: `ServiceRequest/${request}` }],
        status: 'final',
        category: [
          {
            coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory', display: 'Laboratory' }],
          },
        ],
        code: { coding: [{ system: 'http://loinc.org', code: loinc, display }], text },
        subject: { reference: `Patient/${draw.patient.mrn}`, display: draw.patient.name },
        encounter: { reference: `Encounter/${draw.patient.encounter}` },
        effectiveDateTime: localIso(draw.at),
        issued: stamp,
        performer: [{ reference: 'Organization/rijnoever-kcl', display: 'Klinisch Chemisch Laboratorium Rijnoever' }],
        valueQuantity: q(value),
        interpretation: [
          {
            coding: [
              { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: flag, display: interpretation[flag] },
            ],
          },
        ],
        referenceRange: [
          lo > 0
            ? { low: q(lo), high: q(hi), text: `${lo.toFixed(decimals)} - ${hi.toFixed(decimals)} ${unit}` }
            : { high: q(hi), text: `< ${hi} ${unit}` },
        ],
        specimen: { reference: `Specimen/${accession}` },
      },
      search: { mode: 'match' },
    };
  });
  const output = JSON.stringify({
    resourceType: 'Bundle',
    id: uuid(random),
    meta: { lastUpdated: `${iso(asOf).slice(0, 23)}+01:00` },
    type: 'searchset',
    total: entry.length,
    link: [
      {
        relation: 'self',
        url: 'https://fhir.rijnoever.nl/fhir/Observation?category=laboratory&date=ge2026-03-11T20%3A00%3A00%2B01%3A00&_count=2000',
      },
    ],
    entry,
  });
  const needle = '"valueQuantity":{"value":412,"unit":"ng/L"';
  const ask =
    "Cardiology is asking for this morning's troponin of Hendrik Visser (patient number 8301274), from the blood drawn at about 06:40. What value did the lab report?";
  return probe('round 19: fhir observation search', ask, 'http_get', output, 'troponin', needle);
}

/** Radiology exams: modalities in the study, the description, series and images (ranges). */
const EXAMS: readonly (readonly [readonly string[], string, number, number, number, number])[] = [
  [['CT', 'SR'], 'CT THORAX MET CONTRAST', 3, 6, 300, 900],
  [['CT', 'SR'], 'CT THORAX ZONDER CONTRAST', 2, 4, 250, 600],
  [['CT', 'SR'], 'CT ABDOMEN MET CONTRAST', 3, 6, 400, 1200],
  [['CT', 'SR'], 'CT HERSENEN BLANCO', 2, 4, 150, 400],
  [['CT', 'SR'], 'CTA LONGEMBOLIE', 3, 5, 300, 700],
  [['CT'], 'CT LWK', 2, 4, 200, 500],
  [['CR'], 'X THORAX PA/LAT', 1, 2, 2, 3],
  [['DX'], 'X THORAX AP LIGGEND', 1, 1, 1, 2],
  [['DX'], 'X BEKKEN AP', 1, 1, 1, 2],
  [['DX'], 'X KNIE LINKS 2 RICHTINGEN', 1, 1, 2, 3],
  [['DX'], 'X POLS RECHTS', 1, 1, 2, 4],
  [['MR'], 'MRI HERSENEN MET CONTRAST', 6, 12, 800, 2500],
  [['MR'], 'MRI KNIE RECHTS', 5, 8, 200, 500],
  [['MR'], 'MRI LWK', 5, 8, 300, 700],
  [['US'], 'ECHO ABDOMEN', 1, 1, 20, 60],
  [['US'], 'ECHO MAMMA BDZ', 1, 1, 10, 40],
  [['MG'], 'MAMMOGRAFIE BDZ', 1, 1, 4, 6],
  [['NM'], 'SKELETSCINTIGRAFIE', 2, 3, 3, 8],
  [['PT', 'CT'], 'PET-CT FDG TOTAL BODY', 4, 6, 900, 2000],
  [['XA'], 'CORONAIRANGIOGRAFIE', 4, 12, 20, 200],
];
const ACCESSION_PREFIX: Readonly<Record<string, string>> = {
  CT: 'CT',
  CR: 'RX',
  DX: 'RX',
  MR: 'MR',
  US: 'US',
  MG: 'MG',
  NM: 'NG',
  PT: 'PT',
  XA: 'XA',
};

/** The PACS's `GET /dicom-web/studies?StudyDate=…&includefield=…` (QIDO-RS, DICOM JSON on one line): one study's instance UID. */
function dicomwebStudies(): EconomicsTask {
  const random = seededRandom(19_021);
  const root = '1.2.826.0.1.3680043.10.1184';
  const referrers = Array.from({ length: 60 }, () => `${oneOf(random, FAMILY)}^${cap(oneOf(random, GIVEN))}`);
  interface Patient {
    name: string;
    id: string;
    birth: string;
    sex: string;
  }
  const patients: Patient[] = Array.from({ length: 1_300 }, () => ({
    name: `${oneOf(random, FAMILY)}^${cap(oneOf(random, GIVEN))}`,
    id: String(between(random, 1_000_000, 9_999_999)),
    birth: `${between(random, 1932, 2024)}${pad2(between(random, 1, 12))}${pad2(between(random, 1, 28))}`,
    sex: oneOf(random, ['F', 'M']),
  }));
  const used = new Set<string>(['CT26031100412']);
  const exam = (description: string) => EXAMS.find((e) => e[1] === description)!;
  const study = (patient: Patient, at: number, [modalities, description, s0, s1, i0, i1]: (typeof EXAMS)[number], accession?: string) => {
    let acc = accession ?? '';
    while (!accession && (!acc || used.has(acc)))
      acc = `${ACCESSION_PREFIX[modalities[0]!]}${compact(at).slice(2, 8)}${String(between(random, 100, 2_999)).padStart(5, '0')}`;
    used.add(acc);
    const uid = `${root}.${compact(at)}.${between(random, 1_000, 99_999)}`;
    const record: Record<string, { vr: string; Value?: unknown[] }> = {
      '00080005': { vr: 'CS', Value: ['ISO_IR 100'] },
      '00080020': { vr: 'DA', Value: [compact(at).slice(0, 8)] },
      '00080030': { vr: 'TM', Value: [compact(at).slice(8)] },
      '00080050': { vr: 'SH', Value: [acc] },
      '00080056': { vr: 'CS', Value: ['ONLINE'] },
      '00080061': { vr: 'CS', Value: modalities.includes('SR') && random() < 0.3 ? modalities.filter((m) => m !== 'SR') : [...modalities] },
      '00080090': random() < 0.08 ? { vr: 'PN' } : { vr: 'PN', Value: [{ Alphabetic: oneOf(random, referrers) }] },
      '00081030': { vr: 'LO', Value: [description] },
      '00081190': { vr: 'UR', Value: [`https://pacs.rijnoever.nl/dicom-web/studies/${uid}`] },
      '00100010': { vr: 'PN', Value: [{ Alphabetic: patient.name }] },
      '00100020': { vr: 'LO', Value: [patient.id] },
      '00100030': { vr: 'DA', Value: [patient.birth] },
      '00100040': { vr: 'CS', Value: [patient.sex] },
      '0020000D': { vr: 'UI', Value: [uid] },
      '00200010': { vr: 'SH', Value: [String(between(random, 10_000, 99_999))] },
      '00201206': { vr: 'IS', Value: [between(random, s0, s1)] },
      '00201208': { vr: 'IS', Value: [between(random, i0, i1)] },
    };
    return { record, uid };
  };
  const studies: object[] = [];
  for (let i = 0; i < 2_100; i++) {
    const at = T(between(random, 1, 12), between(random, 7, 21), pick(random, 60), pick(random, 60));
    studies.push(study(oneOf(random, patients), at, oneOf(random, EXAMS)).record);
  }
  const petra: Patient = { name: 'Jansen^Petra', id: '7714093', birth: '19640918', sex: 'F' };
  const petronella: Patient = { name: 'Jansen^Petronella', id: '7741903', birth: '19391102', sex: 'F' };
  studies.push(
    study(petra, T(11, 9, 58, 12), exam('X THORAX PA/LAT')).record,
    study(petra, T(11, 14, 12, 6), exam('CT ABDOMEN MET CONTRAST')).record,
    study(petra, T(2, 10, 31, 40), exam('CT THORAX ZONDER CONTRAST')).record,
    study(petronella, T(11, 10, 15, 44), exam('CT THORAX MET CONTRAST')).record,
  );
  shuffle(random, studies);
  const target = study(petra, T(11, 14, 12, 3), exam('CT THORAX MET CONTRAST'), 'CT26031100412');
  studies.splice(Math.floor(studies.length * 0.48), 0, target.record);
  const output = JSON.stringify(studies);
  const needle = `"0020000D":{"vr":"UI","Value":["${target.uid}"]}`;
  const ask =
    "The surgeon wants Petra Jansen's chest CT from 11 March sent to the university hospital. What is its Study Instance UID? Her patient number is 7714093.";
  return probe('round 19: dicomweb qido-rs studies', ask, 'http_get', output, 'uid', needle);
}

/** Specimens: name, LOINC system, container, minimum volume in ml. */
const SPECIMENS: Readonly<Record<string, readonly [string, string, string, number]>> = {
  LIH: ['Plasma (lithium heparin)', 'Ser/Plas', 'lithium heparin tube (light green cap, 4.5 ml)', 1],
  SER: ['Serum', 'Ser', 'serum tube with gel (gold cap, 5 ml)', 1],
  EDTA: ['EDTA blood', 'Bld', 'EDTA tube (lavender cap, 3 ml)', 0.5],
  EDTAP: ['EDTA plasma', 'Plas', 'EDTA tube (lavender cap, 4 ml)', 1],
  CIT: ['Citrate plasma', 'PPP', 'sodium citrate 3.2% tube (light blue cap, 2.7 ml)', 2.7],
  FLU: ['Fluoride plasma', 'Plas', 'sodium fluoride tube (grey cap, 2 ml)', 1],
  URI: ['Urine, portion', 'Urine', 'urine tube (yellow cap, 10 ml)', 5],
  U24: ['Urine, 24 hours', '24H Urine', '24-hour urine container (3 l)', 10],
  LIQ: ['Cerebrospinal fluid', 'CSF', 'sterile polypropylene tube (10 ml)', 1],
  PUNC: ['Pleural or ascitic fluid', 'Body fld', 'sterile tube (10 ml)', 2],
  BG: ['Arterial blood', 'BldA', 'pre-heparinised blood gas syringe (1 ml)', 0.5],
};
const SPECIMEN_SUFFIX: Readonly<Record<string, string>> = {
  LIH: '',
  SER: 'S',
  EDTA: '',
  EDTAP: '',
  CIT: '',
  FLU: 'F',
  URI: 'U',
  U24: 'U24',
  LIQ: 'LQ',
  PUNC: 'PV',
  BG: 'BG',
};
/** The catalogue's tests: code, Dutch name, LOINC component and property, department, specimens, turnaround (minutes), kind of extra instructions. */
const ANALYTES: readonly (readonly [string, string, string, string, string, readonly string[], number, string])[] = [
  ['NA', 'Natrium', 'Sodium', 'Moles/volume', 'Klinische chemie', ['LIH', 'SER', 'URI', 'U24', 'BG'], 60, ''],
  ['K', 'Kalium', 'Potassium', 'Moles/volume', 'Klinische chemie', ['LIH', 'SER', 'URI', 'U24', 'BG'], 60, 'potassium'],
  ['CL', 'Chloride', 'Chloride', 'Moles/volume', 'Klinische chemie', ['LIH', 'URI'], 60, ''],
  ['KREA', 'Kreatinine', 'Creatinine', 'Moles/volume', 'Klinische chemie', ['LIH', 'SER', 'URI', 'U24'], 60, ''],
  ['UREUM', 'Ureum', 'Urea', 'Moles/volume', 'Klinische chemie', ['LIH', 'URI', 'U24'], 60, ''],
  ['GLUC', 'Glucose', 'Glucose', 'Moles/volume', 'Klinische chemie', ['FLU', 'LIH', 'LIQ', 'PUNC'], 60, ''],
  ['LACT', 'Lactaat', 'Lactate', 'Moles/volume', 'Klinische chemie', ['FLU', 'LIQ', 'BG'], 30, 'lactate'],
  ['NH3', 'Ammoniak', 'Ammonia', 'Moles/volume', 'Klinische chemie', ['EDTAP'], 45, 'ammonia'],
  ['NH4', 'Ammonium', 'Ammonium', 'Moles/time', 'Klinische chemie', ['U24'], 1440, 'ammonium'],
  ['CRP', 'C-reactief proteïne', 'C reactive protein', 'Mass/volume', 'Klinische chemie', ['LIH', 'SER'], 60, ''],
  ['ALB', 'Albumine', 'Albumin', 'Mass/volume', 'Klinische chemie', ['LIH', 'SER', 'URI', 'LIQ'], 60, ''],
  ['TE', 'Totaal eiwit', 'Protein', 'Mass/volume', 'Klinische chemie', ['LIH', 'LIQ', 'PUNC', 'U24'], 60, ''],
  ['BILI', 'Bilirubine totaal', 'Bilirubin.total', 'Moles/volume', 'Klinische chemie', ['LIH', 'SER'], 60, 'light'],
  ['BILD', 'Bilirubine direct', 'Bilirubin.direct', 'Moles/volume', 'Klinische chemie', ['LIH'], 60, 'light'],
  ['ASAT', 'ASAT', 'Aspartate aminotransferase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH', 'SER'], 60, ''],
  ['ALAT', 'ALAT', 'Alanine aminotransferase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH', 'SER'], 60, ''],
  ['GGT', 'Gamma-GT', 'Gamma glutamyl transferase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH'], 60, ''],
  ['AF', 'Alkalische fosfatase', 'Alkaline phosphatase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH'], 60, ''],
  ['LD', 'Lactaatdehydrogenase', 'Lactate dehydrogenase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH', 'LIQ', 'PUNC'], 60, ''],
  ['CK', 'Creatinekinase', 'Creatine kinase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH'], 60, ''],
  ['AMYL', 'Amylase', 'Amylase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH', 'URI', 'PUNC'], 60, ''],
  ['LIP', 'Lipase', 'Triacylglycerol lipase', 'Enzymatic activity/volume', 'Klinische chemie', ['LIH'], 60, ''],
  ['CHOL', 'Cholesterol totaal', 'Cholesterol', 'Moles/volume', 'Klinische chemie', ['LIH', 'SER'], 240, 'fasting'],
  ['TRIG', 'Triglyceriden', 'Triglyceride', 'Moles/volume', 'Klinische chemie', ['LIH', 'SER', 'PUNC'], 240, 'fasting'],
  ['HDL', 'HDL-cholesterol', 'Cholesterol in HDL', 'Moles/volume', 'Klinische chemie', ['LIH'], 240, 'fasting'],
  ['HBA1C', 'HbA1c', 'Hemoglobin A1c/Hemoglobin.total', 'Molar fraction', 'Klinische chemie', ['EDTA'], 240, ''],
  ['MG', 'Magnesium', 'Magnesium', 'Moles/volume', 'Klinische chemie', ['LIH', 'U24'], 60, ''],
  ['CA', 'Calcium', 'Calcium', 'Moles/volume', 'Klinische chemie', ['LIH', 'SER', 'U24'], 60, ''],
  ['FOSF', 'Fosfaat', 'Phosphate', 'Moles/volume', 'Klinische chemie', ['LIH', 'U24'], 60, ''],
  ['URZ', 'Urinezuur', 'Urate', 'Moles/volume', 'Klinische chemie', ['LIH', 'U24', 'PUNC'], 60, ''],
  ['OSMO', 'Osmolaliteit', 'Osmolality', 'Osmol/mass', 'Klinische chemie', ['SER', 'URI'], 120, ''],
  ['TSH', 'TSH', 'Thyrotropin', 'Units/volume', 'Immunochemie', ['LIH', 'SER'], 240, 'biotin'],
  ['FT4', 'Vrij T4', 'Thyroxine.free', 'Moles/volume', 'Immunochemie', ['LIH', 'SER'], 240, 'biotin'],
  ['CORT', 'Cortisol', 'Cortisol', 'Moles/volume', 'Immunochemie', ['SER', 'U24'], 240, 'cortisol'],
  ['PTH', 'Parathormoon', 'Parathyrin.intact', 'Moles/volume', 'Immunochemie', ['EDTAP'], 240, 'pth'],
  ['ACTH', 'ACTH', 'Corticotropin', 'Mass/volume', 'Immunochemie', ['EDTAP'], 1440, 'acth'],
  ['VITD', 'Vitamine D (25-OH)', 'Calcidiol', 'Moles/volume', 'Immunochemie', ['SER'], 1440, ''],
  ['B12', 'Vitamine B12', 'Cobalamins', 'Moles/volume', 'Immunochemie', ['SER'], 1440, 'biotin'],
  ['FOL', 'Foliumzuur', 'Folate', 'Moles/volume', 'Immunochemie', ['SER'], 1440, 'light'],
  ['FERR', 'Ferritine', 'Ferritin', 'Mass/volume', 'Immunochemie', ['LIH', 'SER'], 240, ''],
  ['HCG', 'hCG', 'Choriogonadotropin', 'Units/volume', 'Immunochemie', ['LIH', 'SER', 'URI'], 60, ''],
  ['PSA', 'PSA', 'Prostate specific Ag', 'Mass/volume', 'Immunochemie', ['SER'], 1440, ''],
  ['CEA', 'CEA', 'Carcinoembryonic Ag', 'Mass/volume', 'Immunochemie', ['SER'], 1440, ''],
  ['CA125', 'CA 125', 'Cancer Ag 125', 'Units/volume', 'Immunochemie', ['SER'], 1440, ''],
  ['TNT', 'Troponine T hs', 'Troponin T.cardiac', 'Mass/volume', 'Klinische chemie', ['LIH'], 45, ''],
  ['NTBNP', 'NT-proBNP', 'Natriuretic peptide.B prohormone N-Terminal', 'Mass/volume', 'Klinische chemie', ['LIH'], 60, ''],
  ['HOMC', 'Homocysteïne', 'Homocysteine', 'Moles/volume', 'Klinische chemie', ['EDTAP'], 1440, 'homocysteine'],
  ['DDIM', 'D-dimeer', 'Fibrin D-dimer FEU', 'Mass/volume', 'Stolling', ['CIT'], 45, 'citrate'],
  ['PT', 'PT-INR', 'INR', 'Relative time', 'Stolling', ['CIT'], 45, 'citrate'],
  ['APTT', 'APTT', 'aPTT', 'Time', 'Stolling', ['CIT'], 45, 'citrate'],
  ['FIB', 'Fibrinogeen', 'Fibrinogen', 'Mass/volume', 'Stolling', ['CIT'], 45, 'citrate'],
  ['HB', 'Hemoglobine', 'Hemoglobin', 'Moles/volume', 'Hematologie', ['EDTA'], 45, ''],
  ['LEUK', 'Leukocyten', 'Leukocytes', 'Number/volume', 'Hematologie', ['EDTA', 'LIQ', 'PUNC'], 45, ''],
  ['TROM', 'Trombocyten', 'Platelets', 'Number/volume', 'Hematologie', ['EDTA', 'CIT'], 45, ''],
  ['RETI', 'Reticulocyten', 'Reticulocytes', 'Number/volume', 'Hematologie', ['EDTA'], 120, ''],
  ['BSE', 'BSE', 'Erythrocyte sedimentation rate', 'Velocity', 'Hematologie', ['CIT'], 120, ''],
  ['DIGO', 'Digoxine', 'Digoxin', 'Moles/volume', 'TDM en toxicologie', ['SER'], 120, 'tdm'],
  ['VANC', 'Vancomycine', 'Vancomycin', 'Mass/volume', 'TDM en toxicologie', ['SER'], 120, 'tdm'],
  ['GENT', 'Gentamicine', 'Gentamicin', 'Mass/volume', 'TDM en toxicologie', ['SER'], 120, 'tdm'],
  ['LITH', 'Lithium', 'Lithium', 'Moles/volume', 'TDM en toxicologie', ['SER'], 120, 'tdm'],
  ['TACRO', 'Tacrolimus', 'Tacrolimus', 'Mass/volume', 'TDM en toxicologie', ['EDTA'], 1440, 'tdm'],
  ['CICLO', 'Ciclosporine', 'Cyclosporine', 'Mass/volume', 'TDM en toxicologie', ['EDTA'], 1440, 'tdm'],
  ['PARA', 'Paracetamol', 'Acetaminophen', 'Mass/volume', 'TDM en toxicologie', ['SER'], 60, ''],
  ['ETOH', 'Ethanol', 'Ethanol', 'Mass/volume', 'TDM en toxicologie', ['SER'], 60, 'ethanol'],
  ['BGAS', 'Bloedgas arterieel', 'Blood gas panel', '-', 'Bloedgas', ['BG'], 15, 'bloodgas'],
  ['GLUCA', 'Glucagon', 'Glucagon', 'Mass/volume', 'Verwijsonderzoek', ['EDTAP'], 14_400, 'glucagon'],
  ['VITB1', 'Vitamine B1', 'Thiamine', 'Moles/volume', 'Verwijsonderzoek', ['EDTA'], 14_400, 'sendlight'],
  ['ZINK', 'Zink', 'Zinc', 'Moles/volume', 'Verwijsonderzoek', ['SER'], 14_400, 'send'],
  ['KOPER', 'Koper', 'Copper', 'Moles/volume', 'Verwijsonderzoek', ['SER', 'U24'], 14_400, 'send'],
  ['LOOD', 'Lood', 'Lead', 'Mass/volume', 'Verwijsonderzoek', ['EDTA'], 14_400, 'send'],
];
/** Instructions that only some tests carry, by the kind named in ANALYTES. */
const SPECIAL: Readonly<Record<string, readonly string[]>> = {
  potassium: [
    'Do not collect from an arm with an infusion running and do not let the patient clench the fist; both raise potassium.',
    'Do not put the tube on ice or in the refrigerator before centrifugation: cooling releases potassium from the red cells.',
  ],
  lactate: [
    'Collect without a tourniquet if possible, or release it before drawing.',
    'Put the tube in ice water straight after collection; the sample must arrive in the laboratory within 30 minutes of collection.',
  ],
  ammonia: [
    'Collect by venipuncture without prolonged use of the tourniquet and do not let the patient clench the fist; muscle activity raises ammonia.',
    'Use a pre-chilled tube, fill it completely and close it straight away; air in the tube and sweat on the skin raise the result.',
    'Put the tube in ice water immediately after collection.',
    'The sample must arrive in the laboratory within 15 minutes of collection; samples that arrive later are rejected and a new sample is requested.',
    'Bring the sample by hand; do not send it through the pneumatic tube system.',
    'Outside office hours, phone the laboratory (ext. 4410) before collecting so that the analysis can start at once.',
    'The patient should not smoke for at least 8 hours before collection.',
  ],
  ammonium: [
    'Collect the 24-hour urine in a container with 10 ml of 6 M hydrochloric acid (prepared containers are available at the laboratory reception); keep the container cool during the collection.',
    'Warn the patient about the acid in the container and tell them not to urinate directly into it.',
  ],
  light: ['Protect the sample from light: wrap the tube in aluminium foil or use an amber tube.'],
  fasting: ['A fasting sample is preferred (no food for at least 10 hours; water and regular medication are allowed).'],
  biotin: [
    'Biotin (vitamin B8) in doses above 5 mg per day interferes with this immunoassay; collect at least 8 hours after the last dose and mention high-dose biotin on the request.',
  ],
  cortisol: [
    'Cortisol has a strong day rhythm: collect at 08:00 unless the request asks for a midnight or a stimulation-test sample, and note the collection time.',
  ],
  pth: ['Centrifuge within 4 hours of collection; if that is not possible, keep the tube at 2-8 °C.'],
  acth: [
    'Use a pre-chilled EDTA tube and put it in ice water straight after collection; it must be centrifuged within 2 hours of collection.',
    'Collect at 08:00 together with cortisol unless the request says otherwise.',
  ],
  homocysteine: [
    'Put the tube on ice and centrifuge within 1 hour of collection; homocysteine rises when red cells stay in contact with the plasma.',
  ],
  citrate: [
    'Fill the tube exactly to the fill line: the ratio of blood to citrate must be 9 to 1. Underfilled or overfilled tubes are rejected.',
    'When collecting with a butterfly needle, first fill a discard tube so that the air in the tubing does not end up in the citrate tube.',
  ],
  tdm: [
    'Collect just before the next dose (trough level) unless the request asks for a peak level; note the time and the dose of the last administration on the request.',
    'Do not collect from the line through which the drug is given.',
  ],
  ethanol: ['Disinfect the skin with a disinfectant free of alcohol (chlorhexidine in water) before collection.'],
  bloodgas: [
    'Expel air bubbles immediately, cap the syringe and roll it between the hands to mix the heparin.',
    'Deliver to the laboratory or to the blood gas analyser on the ward within 30 minutes of collection; do not put the syringe on ice if potassium is requested.',
    'Note the oxygen therapy (FiO2 or litres per minute) and the body temperature on the request.',
  ],
  glucagon: [
    'Use the special tube with aprotinin that the laboratory provides; put it in ice water straight after collection and bring it to the laboratory within 30 minutes.',
    'Send-out test: the plasma is frozen at -20 °C and shipped to the reference laboratory on dry ice once a week (Tuesday).',
  ],
  sendlight: [
    'Protect the sample from light: wrap the tube in aluminium foil.',
    'Send-out test: whole blood is frozen at -20 °C and shipped to the reference laboratory on Monday and Thursday; results in 10 working days.',
  ],
  send: [
    'Send-out test: the sample is shipped to the reference laboratory on Monday and Thursday; results in 10 working days.',
    'Use a metal-free tube (royal blue cap) for trace elements; ordinary tubes can contaminate the sample.',
  ],
};

/** How each department measures, and on what. */
const METHODS: Readonly<Record<string, string>> = {
  'Klinische chemie': 'photometry or indirect ion-selective electrode',
  Immunochemie: 'chemiluminescence immunoassay',
  Hematologie: 'flow cytometry and impedance',
  Stolling: 'clotting time (optical) or immunoturbidimetry',
  'TDM en toxicologie': 'immunoassay, confirmation by LC-MS/MS',
  Bloedgas: 'electrodes and co-oximetry',
  Verwijsonderzoek: 'as used by the reference laboratory',
};
const ANALYSERS: Readonly<Record<string, string>> = {
  'Klinische chemie': 'Atellica CH 930 line',
  Immunochemie: 'Atellica IM 1600 line',
  Hematologie: 'Sysmex XN-9100',
  Stolling: 'Sysmex CS-5100',
  'TDM en toxicologie': 'Atellica CH 930 line',
  Bloedgas: 'ABL90 FLEX PLUS (laboratory and wards)',
  Verwijsonderzoek: 'reference laboratory',
};

/** `psql --csv -c 'select … from catalog.test order by code'` on the lab system: the collection instructions of one test, in a long field. */
function labTestCatalogue(): EconomicsTask {
  const random = seededRandom(19_031);
  const csv = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const rows: string[] = [];
  for (const [code, name, component, property, department, specimens, tat, kind] of ANALYTES)
    for (const sp of specimens) {
      const [spName, system, container, volume] = SPECIMENS[sp]!;
      const testCode = `${code}${SPECIMEN_SUFFIX[sp]}`;
      const testName = sp === specimens[0] ? name : `${name} (${spName.toLowerCase()})`;
      const loinc = code === 'NH3' ? '16362-6' : `${between(random, 1_000, 99_999)}-${pick(random, 10)}`;
      const loincName =
        component === 'Blood gas panel'
          ? 'Blood gas panel - Arterial blood'
          : `${component} [${property}] in ${system === 'Ser/Plas' ? 'Serum or Plasma' : system === 'Bld' ? 'Blood' : system === 'Plas' ? 'Plasma' : system === 'BldA' ? 'Arterial blood' : system === 'PPP' ? 'Platelet poor plasma' : system === 'CSF' ? 'Cerebral spinal fluid' : system === 'Body fld' ? 'Body fluid' : system === 'Ser' ? 'Serum' : system === '24H Urine' ? '24 hour Urine' : 'Urine'}`;
      const s: string[] = [];
      const sendOut = department === 'Verwijsonderzoek';
      s.push(
        `Order in the EPD as "${testName}"${sendOut ? ' (send-out test; the request is forwarded by the laboratory)' : ''}; always use the label printed with the order.`,
      );
      if (sp === 'URI')
        s.push(`Collect a midstream portion of urine in a clean container and transfer it to a ${container} with the transfer straw.`);
      else if (sp === 'U24')
        s.push(
          `Collect all urine for 24 hours in a ${container}: discard the first morning urine on day 1 and include the first morning urine on day 2. Write the start and end time and the total volume on the request.`,
        );
      else if (sp === 'LIQ')
        s.push(
          `Cerebrospinal fluid is collected by the physician by lumbar puncture into a ${container}; number the tubes in the order of collection.`,
        );
      else if (sp === 'PUNC')
        s.push(`The fluid is collected by the physician by puncture into a ${container}; state the site of the puncture on the request.`);
      else if (sp === 'BG') s.push(`Collect arterial blood in a ${container}.`);
      else s.push(`Collect by venipuncture in ${/^[aeiouAEIOU]|^EDTA/.test(container) ? 'an' : 'a'} ${container}.`);
      s.push(`Minimum volume ${volume} ml; a full tube is preferred so that repeats and add-on tests are possible.`);
      if (!['URI', 'U24', 'LIQ', 'PUNC', 'BG'].includes(sp))
        s.push(`Invert the tube gently ${oneOf(random, [5, 8, 10])} times right after collection; do not shake.`);
      s.push(
        'Label the tube at the bedside, in the presence of the patient, after checking the name and the date of birth with the patient.',
      );
      s.push('Tubes without a label, with a hand-written label or with a label that does not match the request are not processed.');
      s.push(
        `Method: ${METHODS[department] ?? 'photometry'}, on the ${ANALYSERS[department] ?? 'reference laboratory'}${sendOut ? '' : ' in the core laboratory (location B, first floor)'}.`,
      );
      s.push(
        'Requests from general practitioners are accepted through ZorgDomein or on the paper request form (version 2025-2); the form must carry the name and AGB code of the requesting physician.',
      );
      s.push(
        'Clinical information on the request (working diagnosis, medication, pregnancy) helps the clinical chemist to interpret the result; add it in the free-text field of the order.',
      );
      const special = SPECIAL[kind] ?? [];
      s.push(...special);
      const rt = oneOf(random, ['2 h', '4 h', '8 h', '24 h', '2 days']);
      const cold = oneOf(random, ['1 day', '3 days', '7 days']);
      const stability =
        kind === 'ammonia' || kind === 'lactate' || kind === 'bloodgas'
          ? '15 min RT / on ice 30 min'
          : `${rt} RT / ${cold} 2-8 °C${random() < 0.5 ? ' / 3 months -20 °C' : ''}`;
      const urine = sp === 'URI' || sp === 'U24';
      if (!special.some((x) => x.includes('within')))
        s.push(`Stability after collection: ${rt} at room temperature, ${cold} at 2-8 °C${urine ? '' : ' after centrifugation'}.`);
      if (sp === 'U24')
        s.push('Bring the complete container to the laboratory reception (location B, first floor) on the day the collection ends.');
      else if (!special.some((x) => x.includes('pneumatic')) && sp !== 'LIQ')
        s.push(
          random() < 0.8
            ? 'The sample may be sent through the pneumatic tube system, in a carrier with an absorbent pad.'
            : 'Do not send through the pneumatic tube system; bring the sample to the laboratory reception (location B, first floor).',
        );
      if (sp === 'LIQ')
        s.push(
          'Bring cerebrospinal fluid to the laboratory by hand and hand it over at the reception; never use the pneumatic tube system.',
        );
      if (urine)
        s.push(
          'Outpatients can collect containers and tubes at the blood collection department (location A, ground floor) and hand in the urine there.',
        );
      else if (!['LIQ', 'PUNC', 'BG'].includes(sp))
        s.push(
          'For outpatients, blood is collected at the blood collection department (location A, ground floor), Monday to Friday 07:30-17:00 and Saturday 08:30-12:00, without an appointment.',
        );
      if (!['URI', 'U24', 'LIQ', 'PUNC'].includes(sp))
        s.push('Haemolysis, icterus and lipaemia are measured on every sample; a result that may be affected is reported with a comment.');
      s.push(
        tat < 240
          ? `Results are available within ${tat} minutes after receipt for urgent (cito) requests and within 4 hours for routine requests.`
          : tat < 2_000
            ? 'Results are available the same working day for requests received before 12:00.'
            : 'Results are available in about 10 working days; the laboratory phones the requesting physician about strongly abnormal results.',
      );
      s.push('Reference values depend on age and sex and are printed with the result.');
      if (!sendOut && !special.some((x) => /ice|within/.test(x))) {
        const days = oneOf(random, [1, 2, 3, 7]);
        s.push(`Add-on requests are possible up to ${days} day${days > 1 ? 's' : ''} after collection if enough material is left.`);
      }
      s.push(`After analysis the sample is kept for ${oneOf(random, [3, 7, 7, 14])} days at 2-8 °C and then discarded.`);
      s.push('The method is accredited under ISO 15189:2022; the scope is on the website of the Dutch Accreditation Council.');
      s.push(
        'Results are reported in SI units as agreed in the national harmonisation of laboratory units; conversion factors are in the laboratory handbook.',
      );
      s.push('Samples of patients in contact or strict isolation are transported in a sealed bag marked with the isolation sticker.');
      s.push(`Questions about this test: the clinical chemist on duty, ext. ${oneOf(random, ['4400', '4402', '4417'])}.`);
      rows.push(
        [
          testCode,
          testName,
          loinc,
          loincName,
          department,
          spName,
          container,
          String(volume),
          stability,
          s.join(' '),
          String(tat),
          String(between(random, 70_000, 79_999)),
          random() < 0.96 || code === 'NH3' ? 't' : 'f',
        ]
          .map(csv)
          .join(','),
      );
    }
  rows.sort();
  const header =
    'code,name,loinc,loinc_name,department,specimen,container,min_volume_ml,stability,collection_instructions,tat_minutes,price_code,active';
  const output = `${[header, ...rows].join('\n')}\n`;
  const needle = 'must arrive in the laboratory within 15 minutes of collection';
  const ask =
    'A nurse on ward B5 asks how quickly a blood sample for ammonia has to get to the lab after it has been drawn. What does our test catalogue say?';
  return probe('round 19: lab test catalogue csv', ask, 'run_shell', output, 'ammonia', needle);
}

// b. Answers a few lines from the line the question's words match.

/** `tr '\r' '\n' < /srv/mirth/archive/2026-03-12/kcl_oru_out.hl7`: a morning of result messages to the EHR; one potassium under its order. */
function hl7OruMessages(): EconomicsTask {
  const random = seededRandom(19_041);
  interface Patient {
    mrn: string;
    bsn: string;
    family: string;
    given: string;
    birth: string;
    sex: string;
    address: string;
    ward: string;
    bed: string;
    visit: string;
  }
  const patients: Patient[] = Array.from({ length: 520 }, () => {
    const place = oneOf(random, PLACES);
    const ward = oneOf(
      random,
      WARDS.filter((w) => !['OK', 'DB'].includes(w)),
    );
    return {
      mrn: String(between(random, 1_000_000, 9_999_999)),
      bsn: String(between(random, 100_000_000, 999_999_999)),
      family: oneOf(random, FAMILY),
      given: cap(oneOf(random, GIVEN)),
      birth: `${between(random, 1930, 2008)}${pad2(between(random, 1, 12))}${pad2(between(random, 1, 28))}`,
      sex: oneOf(random, ['F', 'M']),
      address: `${oneOf(random, STREETS)} ${between(random, 1, 180)}^^${place}^^${between(random, 1000, 2399)} ${chars(random, 'ABCDEFGHJKLMNPRSTVWXZ', 2)}^NL^H`,
      ward,
      bed: `${ward}^${pad2(between(random, 1, 24))}^${between(random, 1, 4)}^RIJNOEVER`,
      visit: String(between(random, 40_000_000, 49_999_999)),
    };
  });
  const doctors = Array.from({ length: 48 }, () => {
    const family = oneOf(random, FAMILY);
    return `${between(random, 100_000, 999_999)}^${family}^${chars(random, 'ABCDEFGHIJKLMNPRSTW', 1)}.^^^^^^RIJNOEVER^^^^DN`;
  });
  interface Order {
    labno: string;
    placer: string;
    patient: Patient;
    doctor: string;
    collected: number;
    received: number;
    ordered: number;
    panels: (typeof PANELS)[number][];
    values: Record<string, number>;
  }
  const orders: Order[] = [];
  let t = T(12, 4, 30);
  for (let n = 101; n < 1_280; n++) {
    t += between(random, 3, 30) * SECOND;
    const panels = shuffle(random, [...PANELS]).slice(0, between(random, 1, 3));
    orders.push({
      labno: `260312${String(n).padStart(5, '0')}`,
      placer: `ZO${between(random, 4_000_000, 4_999_999)}`,
      patient: oneOf(random, patients),
      doctor: oneOf(random, doctors),
      collected: t - between(random, 5, 25) * MINUTE,
      received: t,
      ordered: t - between(random, 30, 600) * MINUTE,
      panels,
      values: {},
    });
  }
  const target = orders[632]!;
  target.panels = [PANELS[1]!, PANELS[2]!, PANELS[3]!];
  target.values = { K: 6.1, NA: 138, CL: 101 };
  // Messages: one when the results are validated; a fifth of the orders first send what is ready, one panel held back.
  const messages: [number, string][] = [];
  let control = 0;
  let needle = '';
  const message = (o: Order, at: number, partial: boolean) => {
    control += 1;
    const p = o.patient;
    const held = partial ? o.panels.findIndex(([, , codes]) => codes.length > 1) : -1;
    if (partial && held < 0) return;
    const lines = [
      `MSH|^~\\&|LABOSYS|KCL|EPD|RIJNOEVER|${compact(at)}||ORU^R01^ORU_R01|KCL${compact(at)}${String(control).padStart(4, '0')}|P|2.5|||AL|NE|NLD|8859/1`,
      `PID|1||${p.mrn}^^^RIJNOEVER^PI~${p.bsn}^^^NLMINBIZA^NNNLD||${p.family}^${p.given}^^^^^L||${p.birth}|${p.sex}|||${p.address}`,
      `PV1|1|I|${p.bed}||||${o.doctor}||||||||||||${p.visit}^^^RIJNOEVER^VN`,
      `ORC|RE|${o.placer}^EPD|${o.labno}^LABOSYS||${partial ? 'A' : 'CM'}||||${compact(o.ordered)}|||${o.doctor}`,
    ];
    o.panels.forEach(([panel, panelName, codes], i) => {
      const status = i === held ? 'P' : 'F';
      lines.push(
        `OBR|${i + 1}|${o.placer}^EPD|${o.labno}^LABOSYS|${panel}^${panelName}^L|||${compact(o.collected)}|||||||${compact(o.received)}|BLD&Bloed&HL70070|${o.doctor}||||||${compact(at)}||${panel === 'BB' ? 'HM' : 'CH'}|${status}`,
      );
      let k = 0;
      for (const code of codes) {
        // A held panel sends what is validated: not potassium (the haemolysis check) and not its last test.
        if (status === 'P' && (code === 'K' || code === codes[codes.length - 1])) continue;
        k += 1;
        const [loinc, display, local, nl, unit, lo, hi, decimals] = TESTS[code]!;
        const value = (o.values[code] ??= labValue(random, code));
        const flag = flagOf(code, value);
        const obx = `OBX|${k}|NM|${loinc}^${display}^LN^${local}^${nl}^L||${value.toFixed(decimals)}|${unit}|${lo > 0 ? `${lo.toFixed(decimals)}-${hi.toFixed(decimals)}` : `<${hi}`}|${flag === 'N' ? '' : flag}|||F|||${compact(o.collected)}|||||${compact(o.received + between(random, 90, Math.max(91, (at - o.received) / SECOND - 20)) * SECOND)}||||KCL^Klinisch Chemisch Laboratorium Rijnoever^L`;
        lines.push(obx);
        if (o === target && code === 'K') {
          needle = obx;
          lines.push('NTE|1|L|Monster licht gehemolyseerd (H-index 62); kalium mogelijk iets verhoogd.');
        } else if (flag === 'HH' && random() < 0.7)
          lines.push(
            `NTE|1|L|Kritieke waarde telefonisch doorgegeven aan ${cap(oneOf(random, GIVEN))} (${p.ward}) om ${compact(at).slice(8, 10)}:${compact(at).slice(10, 12)} uur.`,
          );
      }
    });
    messages.push([at, lines.join('\n')]);
  };
  for (const o of orders) {
    const done = o.received + between(random, 20, 80) * MINUTE;
    if (o === target) {
      message(o, o.received + 14 * MINUTE + 26 * SECOND, true);
      message(o, o.received + 22 * MINUTE + 58 * SECOND, false);
      continue;
    }
    if (random() < 0.2) message(o, o.received + between(random, 12, 19) * MINUTE, true);
    if (done <= T(12, 10)) message(o, done, false);
  }
  messages.sort((a, b) => a[0] - b[0]);
  const output = `${messages.map(([, m]) => m).join('\n\n')}\n`;
  const ask = `What potassium value did the lab send to the EPD for lab number ${target.labno}?`;
  return probe('round 19: hl7 oru messages', ask, 'run_shell', output, 'potassium', needle);
}

/** `Get-WinEvent -ComputerName dc01 -FilterHashtable @{LogName='Security'; Id=4740,4767; …} | Format-List …`: the caller computer of one lockout. */
function windowsLockoutEvents(): EconomicsTask {
  const random = seededRandom(19_051);
  const domainSid = 'S-1-5-21-3623811015-3361044348-30300820';
  const users = new Map<string, number>();
  while (users.size < 2_600) {
    // Some accounts carry two initials, and namesakes get a number.
    const name = `${random() < 0.4 ? oneOf(random, GIVEN).slice(0, 1) : ''}${account(oneOf(random, GIVEN), oneOf(random, FAMILY))}`;
    const user = random() < 0.15 ? `${name}${between(random, 2, 4)}` : name;
    if (user.startsWith('m.dejong')) continue;
    users.set(user, between(random, 1_200, 98_000));
  }
  users.set('m.dejong', 48_213);
  users.set('m.dejonge', 61_377);
  const names = [...users.keys()].filter((u) => !u.startsWith('m.dejong'));
  const target = 'WS-KCL-0231';
  const depts = ['KCL', 'SEH', 'IC', 'RAD', 'POLI', 'APO', 'OK', 'ADM', 'FIN', 'HR', 'ICT', ...WARDS];
  const caller = () => {
    const r = random();
    if (r < 0.12) return `CTX-APP-${pad2(between(random, 1, 14))}`;
    if (r < 0.25) return `EXCH${pad2(between(random, 1, 4))}`;
    if (r < 0.3) return '';
    let c = target;
    while (c === target) c = `WS-${oneOf(random, depts)}-${String(between(random, 1, 480)).padStart(4, '0')}`;
    return c;
  };
  const helpdesk = ['adm.s.bakker', 'adm.r.kok', 'adm.l.prins', 'svc-sspr'];
  const lockout = (at: number, user: string, from: string) => [
    `TimeCreated : ${nlTime(at)}`,
    'Id          : 4740',
    'MachineName : DC01.rijnoever.local',
    'Message     : A user account was locked out.',
    '              ',
    '              Subject:',
    '              \tSecurity ID:\t\tS-1-5-18',
    `              \tAccount Name:\t\tDC0${between(random, 1, 4)}$`,
    '              \tAccount Domain:\t\tRIJNOEVER',
    '              \tLogon ID:\t\t0x3E7',
    '              ',
    '              Account That Was Locked Out:',
    `              \tSecurity ID:\t\t${domainSid}-${users.get(user)}`,
    `              \tAccount Name:\t\t${user}`,
    '              ',
    '              Additional Information:',
    `              \tCaller Computer Name:\t${from}`,
  ];
  const unlock = (at: number, user: string) => {
    const by = oneOf(random, helpdesk);
    return [
      `TimeCreated : ${nlTime(at)}`,
      'Id          : 4767',
      'MachineName : DC01.rijnoever.local',
      'Message     : A user account was unlocked.',
      '              ',
      '              Subject:',
      `              \tSecurity ID:\t\t${domainSid}-${between(random, 1_100, 1_190)}`,
      `              \tAccount Name:\t\t${by}`,
      '              \tAccount Domain:\t\tRIJNOEVER',
      `              \tLogon ID:\t\t0x${hex(random, 8).toUpperCase()}`,
      '              ',
      '              Target Account:',
      `              \tSecurity ID:\t\t${domainSid}-${users.get(user)}`,
      `              \tAccount Name:\t\t${user}`,
      '              \tAccount Domain:\t\tRIJNOEVER',
    ];
  };
  const events: [number, string[]][] = [];
  const start = T(11, 23, 40);
  const end = T(12, 15, 40);
  for (let at = start; at < end;) {
    const h = new Date(at).getUTCHours();
    at += (h >= 7 && h < 17 ? between(random, 20, 140) : between(random, 90, 900)) * SECOND;
    const user = oneOf(random, names);
    const from = caller();
    events.push([at, lockout(at, user, from)]);
    // A phone with an old password locks the account again and again.
    if (from.startsWith('EXCH') && random() < 0.5)
      for (let i = between(random, 1, 4), u = at; i > 0; i--) {
        u += between(random, 30, 40) * MINUTE;
        if (u < end) events.push([u, lockout(u, user, from)]);
      }
    if (random() < 0.4) {
      const u = at + between(random, 2, 40) * MINUTE;
      if (u < end) events.push([u, unlock(u, user)]);
    }
  }
  events.push(
    [T(12, 10, 22, 31), lockout(T(12, 10, 22, 31), 'm.dejong', target)],
    [T(12, 10, 34, 10), unlock(T(12, 10, 34, 10), 'm.dejong')],
    [T(12, 10, 27, 2), lockout(T(12, 10, 27, 2), 'm.dejonge', 'WS-SEH-0117')],
    [T(12, 13, 5, 47), lockout(T(12, 13, 5, 47), 'm.dejong', 'CTX-APP-07')],
    [T(12, 13, 19, 20), unlock(T(12, 13, 19, 20), 'm.dejong')],
  );
  // Get-WinEvent gives the newest first.
  events.sort((a, b) => b[0] - a[0]);
  const output = `\n${events.map(([, lines]) => lines.join('\n')).join('\n\n')}\n\n`;
  const needle = `Caller Computer Name:\t${target}`;
  const ask =
    'Marloes de Jong from the lab (account m.dejong) got locked out again this morning. Which computer did that lockout come from?';
  return probe('round 19: windows lockout events', ask, 'powershell', output, 'computer', needle);
}

/** The text of one certificate as `openssl x509 -noout -text` prints it (OpenSSL 3). */
function x509Text(
  random: () => number,
  o: { subject: string; issuer: string; notBefore: number; notAfter: number; sans: readonly string[]; ec: boolean; ca?: string },
): string[] {
  const bytes = (n: number) => Array.from({ length: n }, () => hex(random, 2));
  const wrapped = (items: string[], per: number, indent: string) => {
    const out: string[] = [];
    for (let i = 0; i < items.length; i += per)
      out.push(`${indent}${items.slice(i, i + per).join(':')}${i + per < items.length ? ':' : ''}`);
    return out;
  };
  const date = (t: number) => {
    const d = new Date(t);
    return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${iso(t).slice(11, 19)} ${d.getUTCFullYear()} GMT`;
  };
  const serial = bytes(between(random, 16, 20));
  if (serial[0]! >= '8') serial[0] = `0${serial[0]!.slice(1)}`;
  const key = o.ec
    ? [
        '            Public Key Algorithm: id-ecPublicKey',
        '                Public-Key: (256 bit)',
        '                pub:',
        ...wrapped(['04', ...bytes(64)], 15, '                    '),
        '                ASN1 OID: prime256v1',
        '                NIST CURVE: P-256',
      ]
    : [
        '            Public Key Algorithm: rsaEncryption',
        '                Public-Key: (2048 bit)',
        '                Modulus:',
        ...wrapped(['00', `${oneOf(random, 'abcdef89'.split(''))}${hex(random, 1)}`, ...bytes(255)], 15, '                    '),
        '                Exponent: 65537 (0x10001)',
      ];
  const algorithm = o.ec ? 'ecdsa-with-SHA256' : 'sha256WithRSAEncryption';
  return [
    'Certificate:',
    '    Data:',
    '        Version: 3 (0x2)',
    '        Serial Number:',
    `            ${serial.join(':')}`,
    `        Signature Algorithm: ${algorithm}`,
    `        Issuer: ${o.issuer}`,
    '        Validity',
    `            Not Before: ${date(o.notBefore)}`,
    `            Not After : ${date(o.notAfter)}`,
    `        Subject: ${o.subject}`,
    '        Subject Public Key Info:',
    ...key,
    '        X509v3 extensions:',
    '            X509v3 Authority Key Identifier: ',
    `                ${bytes(20).join(':').toUpperCase()}`,
    '            X509v3 Subject Key Identifier: ',
    `                ${bytes(20).join(':').toUpperCase()}`,
    '            X509v3 Key Usage: critical',
    `                Digital Signature${o.ec ? '' : ', Key Encipherment'}`,
    '            X509v3 Extended Key Usage: ',
    '                TLS Web Server Authentication, TLS Web Client Authentication',
    '            X509v3 Subject Alternative Name: ',
    `                ${o.sans.map((s) => `DNS:${s}`).join(', ')}`,
    ...(o.ca
      ? [
          '            X509v3 CRL Distribution Points: ',
          '                Full Name:',
          `                  URI:http://crl.${o.ca}/private-services-g1.crl`,
          '            Authority Information Access: ',
          `                OCSP - URI:http://ocsp.${o.ca}`,
          `                CA Issuers - URI:http://cert.${o.ca}/private-services-g1.crt`,
          '            X509v3 Certificate Policies: ',
          `                Policy: 2.16.528.1.1003.1.2.8.${between(random, 4, 6)}`,
        ]
      : []),
    `    Signature Algorithm: ${algorithm}`,
    '    Signature Value:',
    ...wrapped(bytes(o.ec ? between(random, 70, 72) : 256), 18, '        '),
  ];
}

/** `for c in /opt/mirth/appdata/certs/partners/*.pem; do echo "==> $c <=="; openssl x509 -in "$c" -noout -text; done`: one expiry above its subject. */
function opensslX509Text(): EconomicsTask {
  const random = seededRandom(19_061);
  const issuers: readonly (readonly [string, string | undefined, number])[] = [
    ['C = NL, O = QuoVadis Trustlink B.V., CN = QuoVadis PKIoverheid Private Services CA - G1', 'pkioverheid.quovadisglobal.nl', 730],
    ['C = NL, O = KPN B.V., CN = KPN PKIoverheid Private Services CA - G1', 'pkioverheid.kpn.com', 730],
    [
      'C = GB, ST = Greater Manchester, L = Salford, O = Sectigo Limited, CN = Sectigo RSA Domain Validation Secure Server CA',
      undefined,
      397,
    ],
    ["C = US, O = Let's Encrypt, CN = R11", undefined, 90],
    ['C = BE, O = GlobalSign nv-sa, CN = GlobalSign GCC R3 DV TLS CA 2020', undefined, 397],
  ];
  const now = T(12, 10);
  interface Partner {
    file: string;
    org: string;
    place: string;
    host: string;
  }
  const partners: Partner[] = [];
  const seen = new Set<string>();
  const add = (file: string, org: string, place: string, host: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    partners.push({ file, org, place, host });
  };
  for (let i = 0; i < 120; i++) {
    const place = oneOf(random, PLACES);
    const family = oneOf(random, FAMILY);
    const kind =
      random() < 0.5
        ? `Huisartsenpraktijk ${family}`
        : `Huisartsen ${place}${random() < 0.5 ? ` ${oneOf(random, ['Noord', 'Zuid', 'Centrum', 'West', 'Oost'])}` : ''}`;
    add(
      `ha-${slug(kind.replace(/^Huisarts(en|enpraktijk) /, ''))}.pem`,
      kind,
      place,
      `${oneOf(random, ['hl7', 'mllp', 'koppeling'])}.${slug(kind).replace(/-/g, '')}.nl`,
    );
  }
  for (let i = 0; i < 70; i++) {
    const place = oneOf(random, PLACES);
    const name = `Apotheek ${random() < 0.5 ? place : `${oneOf(random, ['De Linde', 'Het Zijdelveld', 'De Poort', 'Centrum', 'Middenhoven', 'Waterwijk', 'De Kwakel', 'Bijdorp'])} ${place}`}`;
    add(`apo-${slug(name.replace('Apotheek ', ''))}.pem`, name, place, `hl7.${slug(name).replace(/-/g, '')}.nl`);
  }
  for (const [name, place] of [
    ['Regionaal Laboratorium Amstelland', 'Amstelveen'],
    ['Trombosedienst Rijnland', 'Leiden'],
    ['Pathologie Noord-Holland Zuid', 'Haarlem'],
    ['Medisch Microbiologisch Laboratorium Haarlem', 'Haarlem'],
    ['Laboratorium Veenland', 'Mijdrecht'],
    ['Dialysecentrum Amstelland', 'Amstelveen'],
    ['Prenataal Screeningslab West', 'Leiden'],
  ] as const)
    add(`lab-${slug(name)}.pem`, name, place, `hl7.${slug(name)}.nl`);
  for (const [name, place] of [
    ['Ziekenhuis Veenland', 'Mijdrecht'],
    ['Meerkanten Ziekenhuis', 'Hoofddorp'],
    ['Academisch Centrum Leiden-Oost', 'Leiden'],
    ['Revalidatiecentrum De Ringvaart', 'Badhoevedorp'],
    ['Ambulancedienst Amstelland', 'Amstelveen'],
    ['GGD Amstelland', 'Amstelveen'],
    ['Thuiszorg Aan de Amstel', 'Uithoorn'],
    ['Verpleeghuis De Zijdelwaard', 'Uithoorn'],
  ] as const)
    add(
      `${name.startsWith('GGD') ? 'ggd' : /Thuiszorg|Verpleeghuis/.test(name) ? 'vvt' : 'zh'}-${slug(name)}.pem`,
      name,
      place,
      `mllp.${slug(name)}.nl`,
    );
  // Care homes and home care, who get discharge summaries and medication lists.
  for (let i = 0; i < 90; i++) {
    const place = oneOf(random, PLACES);
    const name = `${oneOf(random, ['Zorgcentrum', 'Verpleeghuis', 'Thuiszorg', 'Woonzorgcentrum', 'Hospice'])} ${oneOf(random, ['De Amstelhof', 'Het Buitenhof', 'De Westerhof', 'Rijnstate', 'De Bron', 'Het Veenhuis', 'De Kwakel', 'Zonnehuis', 'De Linde', 'Meerwijk'])} ${place}`;
    add(`vvt-${slug(name)}.pem`, name, place, `${oneOf(random, ['hl7', 'mllp', 'koppeling'])}.${slug(name).replace(/-/g, '')}.nl`);
  }
  const gooi = { org: 'Streeklab Gooi B.V.', place: 'Hilversum' };
  partners.push(
    { file: 'lab-streeklab-gooi.pem', org: gooi.org, place: gooi.place, host: 'hl7.streeklab-gooi.nl' },
    { file: 'lab-streeklab-gooi-2024.pem', org: gooi.org, place: gooi.place, host: 'hl7.streeklab-gooi.nl' },
    { file: 'lab-streeklab-gooi-acc.pem', org: gooi.org, place: gooi.place, host: 'hl7-acc.streeklab-gooi.nl' },
  );
  partners.sort((a, b) => (a.file < b.file ? -1 : 1));
  const blocks: string[] = [];
  let needle = '';
  for (const p of partners) {
    const isTarget = p.file === 'lab-streeklab-gooi.pem';
    const [issuer, ca, days] =
      p.file.startsWith('lab-streeklab-gooi') || p.file.startsWith('zh-') || p.file.startsWith('lab-')
        ? issuers[0]!
        : oneOf(random, issuers);
    const notAfter = isTarget
      ? T(9, 14, 27, 51) + 28 * DAY
      : p.file === 'lab-streeklab-gooi-2024.pem'
        ? T(11, 9, 2, 17) - 334 * DAY
        : p.file === 'lab-streeklab-gooi-acc.pem'
          ? T(30, 11, 40, 5) + 306 * DAY
          : now + between(random, -40, days) * DAY + pick(random, DAY / SECOND) * SECOND;
    const lines = x509Text(random, {
      subject: `C = NL, L = ${p.place}, O = ${p.org}, CN = ${p.host}`,
      issuer,
      notBefore: notAfter - days * DAY,
      notAfter,
      sans: random() < 0.3 ? [p.host, p.host.replace(/^[a-z0-9]+\./, 'www.')] : [p.host],
      ec: !isTarget && random() < 0.15,
      ...(ca ? { ca } : {}),
    });
    if (isTarget) needle = lines.find((l) => l.includes('Not After'))!.trim();
    blocks.push([`==> /opt/mirth/appdata/certs/partners/${p.file} <==`, ...lines].join('\n'));
  }
  const output = `${blocks.join('\n')}\n`;
  const ask =
    "Streeklab Gooi's HL7 link will drop when their server certificate runs out. When does the current certificate we have for hl7.streeklab-gooi.nl expire?";
  return probe('round 19: openssl x509 text', ask, 'run_shell', output, 'expiry', needle);
}

// c. Questions that paraphrase the output, or follow a preamble about something else.

/** `sudo cat /var/log/maillog` on the outbound relay, Monday to Wednesday morning: one lab report the receiving server refused. */
function postfixMaillog(): EconomicsTask {
  const random = seededRandom(19_071);
  const host = 'mail-out01';
  const qid = () => `4${chars(random, 'BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz0123456789', 11)}`;
  const stamp = (t: number) => {
    const d = new Date(t);
    return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${iso(t).slice(11, 19)}`;
  };
  const pids = {
    smtpd: between(random, 20_000, 29_000),
    cleanup: between(random, 20_000, 29_000),
    qmgr: 1_877,
    smtp: between(random, 20_000, 29_000),
    bounce: between(random, 20_000, 29_000),
  };
  const events: [number, string][] = [];
  const log = (t: number, proc: string, text: string) => {
    const name = proc.split('/')[0] as keyof typeof pids;
    if (random() < 0.3) pids[name] = between(random, 20_000, 39_000);
    events.push([t, `${stamp(t)} ${host} postfix/${proc}[${name === 'qmgr' ? 1_877 : pids[name]}]: ${text}`]);
  };
  const practices: string[] = [];
  for (let i = 0; i < 70; i++) {
    const name =
      random() < 0.5
        ? `huisartsenpraktijk-${slug(oneOf(random, FAMILY)).replace(/-/g, '')}`
        : `huisartsen${slug(oneOf(random, PLACES)).replace(/-/g, '')}`;
    practices.push(`${oneOf(random, ['praktijk', 'assistentes', 'info', 'secretariaat', 'uitslagen'])}@${name}.nl`);
  }
  const consumer = [
    'gmail.com',
    'gmail.com',
    'hotmail.com',
    'outlook.com',
    'ziggo.nl',
    'kpnmail.nl',
    'live.nl',
    'icloud.com',
    'xs4all.nl',
    'planet.nl',
  ];
  const relayOf = (to: string) => {
    const domain = to.split('@')[1]!;
    if (domain === 'dokterspraktijk-zijdelwaard.nl') return 'mail.dokterspraktijk-zijdelwaard.nl[83.162.44.17]:25';
    if (domain === 'gmail.com') return `gmail-smtp-in.l.google.com[142.250.${between(random, 100, 110)}.${between(random, 26, 27)}]:25`;
    if (['hotmail.com', 'outlook.com', 'live.nl'].includes(domain))
      return `${domain.replace('.', '-')}.olc.protection.outlook.com[52.101.${between(random, 40, 90)}.${between(random, 1, 30)}]:25`;
    if (domain === 'icloud.com')
      return `mx0${between(random, 1, 6)}.mail.icloud.com[17.57.${between(random, 152, 156)}.${between(random, 5, 40)}]:25`;
    if (['ziggo.nl', 'kpnmail.nl', 'xs4all.nl', 'planet.nl'].includes(domain))
      return `mx.${domain}[${between(random, 80, 213)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}]:25`;
    return `${domain.replace(/\./g, '-')}.mail.protection.outlook.com[52.101.${between(random, 40, 90)}.${between(random, 1, 30)}]:25`;
  };
  const okReply = (relay: string) =>
    relay.startsWith('gmail')
      ? `250 2.0.0 OK  ${between(random, 1_773_000_000, 1_773_300_000)} ${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 20)}.${between(random, 100, 999)} - gsmtp`
      : relay.includes('outlook.com')
        ? `250 2.6.0 <${uuid(random)}@${host}.rijnoever.nl> [InternalId=${between(random, 10_000_000_000_000, 99_999_999_999_999)}, Hostname=AM${between(random, 0, 9)}PR${pad2(between(random, 1, 9))}MB${between(random, 1_000, 9_999)}.eurprd0${between(random, 1, 9)}.prod.outlook.com] ${between(random, 9_000, 99_000)} bytes in ${(random() * 0.4).toFixed(3)}, ${(random() * 900).toFixed(3)} KB/sec Queued mail for delivery`
        : `250 2.0.0 Ok: queued as ${chars(random, '0123456789ABCDEF', 10)}`;
  const clients: Record<string, string> = {
    'uitslagen@kcl.rijnoever.nl': 'lis-app01.rijnoever.local[10.20.4.11]',
    'afspraken@rijnoever.nl': 'epd-app03.rijnoever.local[10.20.6.23]',
    'ontslagbrieven@rijnoever.nl': 'epd-app01.rijnoever.local[10.20.6.21]',
    'noreply@portaal.rijnoever.nl': 'portaal-web02.rijnoever.local[10.20.8.12]',
  };
  const send = (
    t: number,
    from: string,
    to: string,
    size: number,
    fate:
      | { kind: 'sent' }
      | { kind: 'bounced'; relay: string; dsn: string; reply: string }
      | { kind: 'deferred'; relay: string; reply: string; retry: number },
  ) => {
    const q = qid();
    const client = from === 'uitslagen@kcl.rijnoever.nl' && random() < 0.5 ? 'lis-app02.rijnoever.local[10.20.4.12]' : clients[from]!;
    log(t, 'smtpd', `connect from ${client}`);
    log(t + 20, 'smtpd', `${q}: client=${client}`);
    log(
      t + 40,
      'cleanup',
      `${q}: message-id=<${hex(random, 16)}.${between(random, 100_000, 999_999)}@${client.split('.')[0]}.rijnoever.local>`,
    );
    log(t + 60, 'qmgr', `${q}: from=<${from}>, size=${size}, nrcpt=1 (queue active)`);
    log(t + 80, 'smtpd', `disconnect from ${client} ehlo=2 starttls=1 mail=1 rcpt=1 data=1 quit=1 commands=7`);
    const a = (random() * 0.1).toFixed(2);
    const c = (random() * 0.8).toFixed(2);
    const d = (0.2 + (size / 4_000_000) * random()).toFixed(2);
    const delivered = (at: number, relay: string, delay: string) => {
      log(
        at,
        'smtp',
        `${q}: to=<${to}>, relay=${relay}, delay=${delay}, delays=${a}/0.01/${c}/${d}, dsn=2.0.0, status=sent (${okReply(relay)})`,
      );
      log(at + 5, 'qmgr', `${q}: removed`);
    };
    const done = t + 400 + pick(random, 3_000);
    if (fate.kind === 'sent') delivered(done, relayOf(to), ((done - t) / 1000).toFixed(1));
    else if (fate.kind === 'deferred') {
      const late = fate.relay === 'none' ? t + 30 * SECOND + pick(random, 900) : done;
      log(
        late,
        'smtp',
        `${q}: to=<${to}>, relay=${fate.relay}, delay=${((late - t) / 1000).toFixed(0)}, delays=${a}/0.01/${fate.relay === 'none' ? 30 : c}/0, dsn=4.${fate.relay === 'none' ? '4.1' : '7.1'}, status=deferred (${fate.reply})`,
      );
      const again = t + fate.retry;
      delivered(again, fate.relay.replace('none', relayOf(to)), ((again - t) / 1000).toFixed(0));
    } else {
      const n = qid();
      log(
        done,
        'smtp',
        `${q}: to=<${to}>, relay=${fate.relay}, delay=${((done - t) / 1000).toFixed(1)}, delays=${a}/0.01/${c}/0.08, dsn=${fate.dsn}, status=bounced (${fate.reply})`,
      );
      log(done + 10, 'cleanup', `${n}: message-id=<${compact(done)}.${n}@${host}.rijnoever.local>`);
      log(done + 15, 'bounce', `${q}: sender non-delivery notification: ${n}`);
      log(done + 20, 'qmgr', `${n}: from=<>, size=${between(random, 3_000, 9_000)}, nrcpt=1 (queue active)`);
      log(done + 25, 'qmgr', `${q}: removed`);
      log(
        done + 300,
        'smtp',
        `${n}: to=<${from}>, relay=exch01.rijnoever.local[10.20.1.31]:25, delay=0.3, delays=0/0.01/0.1/0.19, dsn=2.0.0, status=sent (250 2.6.0 <${compact(done)}.${n}@${host}.rijnoever.local> Queued mail for delivery)`,
      );
      log(done + 305, 'qmgr', `${n}: removed`);
    }
  };
  const userUnknown = (to: string) => {
    const relay = relayOf(to);
    const h = relay.replace(/:25$/, '');
    return {
      kind: 'bounced' as const,
      relay,
      dsn: '5.1.1',
      reply: relay.startsWith('gmail')
        ? `host ${h} said: 550-5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces. For more information, go to https://support.google.com/mail/?p=NoSuchUser ${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 20)} - gsmtp (in reply to RCPT TO command)`
        : `host ${h} said: 550 5.1.1 <${to}>: Recipient address rejected: User unknown (in reply to RCPT TO command)`,
    };
  };
  const person = () =>
    `${oneOf(random, GIVEN)}${oneOf(random, ['.', '', '_'])}${slug(oneOf(random, FAMILY)).replace(/-/g, '')}${random() < 0.4 ? between(random, 1, 99) : ''}@${oneOf(random, consumer)}`;
  for (const day of [9, 10, 11]) {
    // Lab reports to GP practices, in batches every ten minutes during the day.
    for (let t = T(day, 8, 0); t < T(day, day === 11 ? 9 : 17, 30); t += 10 * MINUTE)
      for (let i = between(random, 1, 7), u = t + between(random, 5, 40) * SECOND; i > 0; i--, u += between(random, 1, 6) * SECOND) {
        const to = oneOf(random, practices);
        if (random() < 0.02)
          send(u, 'uitslagen@kcl.rijnoever.nl', to, between(random, 60_000, 900_000), {
            kind: 'deferred',
            relay: 'none',
            reply: `connect to ${to.split('@')[1]!.replace(/\./g, '-')}.mail.protection.outlook.com[52.101.${between(random, 40, 90)}.${between(random, 1, 30)}]:25: Connection timed out`,
            retry: between(random, 17, 70) * MINUTE,
          });
        else send(u, 'uitslagen@kcl.rijnoever.nl', to, between(random, 60_000, 2_400_000), { kind: 'sent' });
      }
    // Discharge letters during the day.
    for (let t = T(day, 9, 0); t < T(day, day === 11 ? 9 : 18); t += between(random, 3, 15) * MINUTE)
      send(t + pick(random, 60) * SECOND, 'ontslagbrieven@rijnoever.nl', oneOf(random, practices), between(random, 120_000, 3_800_000), {
        kind: 'sent',
      });
    // Portal notifications all day and evening.
    for (let t = T(day, 7, 0); t < T(day, day === 11 ? 9 : 22); t += between(random, 4, 16) * MINUTE)
      send(t + pick(random, 60) * SECOND, 'noreply@portaal.rijnoever.nl', person(), between(random, 6_000, 14_000), { kind: 'sent' });
    // Appointment reminders in the evening, to patients, some with mistyped addresses.
    if (day < 11)
      for (let t = T(day, 18, 0); t < T(day, 19, 10); t += between(random, 8, 30) * SECOND) {
        const to = person();
        if (random() < 0.04) send(t, 'afspraken@rijnoever.nl', to, between(random, 9_000, 22_000), userUnknown(to));
        else if (random() < 0.03)
          send(t, 'afspraken@rijnoever.nl', to, between(random, 9_000, 22_000), {
            kind: 'deferred',
            relay: relayOf(to),
            reply: `host ${relayOf(to).replace(/:25$/, '')} said: 451 4.7.1 Greylisting in action, please come back later (in reply to RCPT TO command)`,
            retry: between(random, 5, 20) * MINUTE,
          });
        else send(t, 'afspraken@rijnoever.nl', to, between(random, 9_000, 22_000), { kind: 'sent' });
      }
  }
  // Monday: a discharge letter too large for another practice's server.
  send(T(9, 11, 20, 14), 'ontslagbrieven@rijnoever.nl', 'secretariaat@huisartsenbovenkerk.nl', 12_611_402, {
    kind: 'bounced',
    relay: 'mail.huisartsenbovenkerk.nl[31.160.22.87]:25',
    dsn: '5.3.4',
    reply:
      'host mail.huisartsenbovenkerk.nl[31.160.22.87] said: 552 5.3.4 Message size exceeds fixed limit (in reply to MAIL FROM command)',
  });
  // The practice's other mail that week arrives.
  for (const t of [T(9, 10, 40, 3), T(10, 9, 10, 44), T(11, 8, 30, 19)])
    send(t, 'uitslagen@kcl.rijnoever.nl', 'praktijk@dokterspraktijk-zijdelwaard.nl', between(random, 80_000, 600_000), { kind: 'sent' });
  const needle =
    'host mail.dokterspraktijk-zijdelwaard.nl[83.162.44.17] said: 552 5.3.4 Message size exceeds fixed limit (in reply to MAIL FROM command)';
  send(T(10, 14, 3, 27), 'uitslagen@kcl.rijnoever.nl', 'praktijk@dokterspraktijk-zijdelwaard.nl', 15_204_113, {
    kind: 'bounced',
    relay: 'mail.dokterspraktijk-zijdelwaard.nl[83.162.44.17]:25',
    dsn: '5.3.4',
    reply: needle,
  });
  events.sort((a, b) => a[0] - b[0]);
  const output = `${events.map(([, l]) => l).join('\n')}\n`;
  const ask =
    'Patients mistyping their email address is a known problem with the appointment reminders, so you can skip those. A GP practice phoned us: the lab report we emailed them on Tuesday, a little after two in the afternoon, never showed up. Did our mail server manage to hand it over to them, and if not, what did the receiving side say?';
  return probe('round 19: postfix maillog, preamble and paraphrase', ask, 'run_shell', output, 'delivery', needle);
}

/** `sudo tail -n +1 /var/lib/pgsql/16/data/log/postgresql-Thu.log` on the lab database with pgAudit: one removal by hand. */
function pgauditLog(): EconomicsTask {
  const random = seededRandom(19_081);
  const stamp = (t: number) => `${iso(t).slice(0, 10)} ${iso(t).slice(11, 23)} CET`;
  const events: [number, string][] = [];
  const log = (t: number, pid: number, who: string, text: string) =>
    events.push([t, `${stamp(t)} [${pid}] ${who}${who ? ' ' : ''}${text}`]);
  const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const audit = (t: number, pid: number, who: string, n: number, cls: string, command: string, statement: string) =>
    log(t, pid, who, `LOG:  AUDIT: SESSION,${n},1,${cls},${command},,,${quote(statement)},<not logged>`);
  const app: readonly (readonly [string, string, string])[] = [
    [
      'WRITE',
      'INSERT',
      'INSERT INTO result (order_no, test_code, value, unit, flag, status, analyzer_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    ],
    [
      'WRITE',
      'INSERT',
      'INSERT INTO result (order_no, test_code, value, unit, flag, status, analyzer_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    ],
    ['WRITE', 'UPDATE', 'UPDATE result SET status = $1, validated_by = $2, validated_at = $3 WHERE result_id = $4'],
    ['WRITE', 'UPDATE', 'UPDATE result SET status = $1, validated_by = $2, validated_at = $3 WHERE result_id = $4'],
    ['WRITE', 'UPDATE', 'UPDATE "order" SET status = $1, updated_at = $2 WHERE order_no = $3'],
    ['WRITE', 'INSERT', 'INSERT INTO sample_event (barcode, event, location, at) VALUES ($1, $2, $3, $4)'],
    ['WRITE', 'INSERT', 'INSERT INTO sample_event (barcode, event, location, at) VALUES ($1, $2, $3, $4)'],
    ['WRITE', 'INSERT', 'INSERT INTO result_outbox (result_id, message_type, payload, created_at) VALUES ($1, $2, $3, $4)'],
    ['WRITE', 'INSERT', 'INSERT INTO audit_trail (entity, entity_id, action, actor, at, details) VALUES ($1, $2, $3, $4, $5, $6)'],
    ['WRITE', 'UPDATE', 'UPDATE analyzer_status SET last_seen = $1, queue_length = $2 WHERE analyzer_id = $3'],
    ['WRITE', 'DELETE', 'DELETE FROM session WHERE expires_at < now()'],
    ['WRITE', 'DELETE', "DELETE FROM result WHERE result_id = $1 AND status = 'RERUN_PLACEHOLDER'"],
  ];
  const hl7: readonly (readonly [string, string, string])[] = [
    ['WRITE', 'UPDATE', 'UPDATE result_outbox SET sent_at = $1, ack_code = $2 WHERE outbox_id = $3'],
    ['WRITE', 'DELETE', 'DELETE FROM result_outbox WHERE outbox_id = $1 AND ack_code = $2'],
  ];
  const appPids = Array.from({ length: 16 }, () => between(random, 3_000, 9_000));
  const hl7Pids = Array.from({ length: 4 }, () => between(random, 3_000, 9_000));
  const counters = new Map<number, number>();
  const next = (pid: number) => {
    const n = (counters.get(pid) ?? between(random, 10_000, 200_000)) + 1;
    counters.set(pid, n);
    return n;
  };
  const start = T(11, 22, 0);
  const end = T(12, 7, 30);
  for (let t = start; t < end;) {
    t += between(random, 1_500, 9_000);
    if (random() < 0.8) {
      const pid = oneOf(random, appPids);
      const [cls, command, statement] = oneOf(random, app);
      audit(t, pid, 'lis_app@labosys LabosysServer', next(pid), cls, command, statement);
    } else {
      const pid = oneOf(random, hl7Pids);
      const [cls, command, statement] = oneOf(random, hl7);
      audit(t, pid, 'lis_hl7@labosys Mirth Connect', next(pid), cls, command, statement);
    }
    if (random() < 0.004) {
      const pid = oneOf(random, appPids);
      const barcode = `${between(random, 10_000_000, 99_999_999)}`;
      const who = 'lis_app@labosys LabosysServer';
      log(t + 2, pid, who, 'ERROR:  duplicate key value violates unique constraint "sample_event_barcode_event_at_key"');
      log(t + 2, pid, who, `DETAIL:  Key (barcode, event, at)=(${barcode}, RECEIVED, ${stamp(t).slice(0, 19)}+01) already exists.`);
      log(t + 2, pid, who, 'STATEMENT:  INSERT INTO sample_event (barcode, event, location, at) VALUES ($1, $2, $3, $4)');
    }
    if (random() < 0.003) {
      const pid = oneOf(random, appPids);
      log(
        t + 5,
        pid,
        'lis_app@labosys LabosysServer',
        `LOG:  duration: ${between(random, 1_000, 4_800)}.${between(random, 100, 999)} ms  execute S_${between(random, 1, 40)}: SELECT r.result_id, r.test_code, r.value, r.flag FROM result r JOIN "order" o ON o.order_no = r.order_no WHERE o.patient_id = $1 AND r.created_at > $2 ORDER BY r.created_at DESC`,
      );
    }
  }
  for (let t = start + 3 * MINUTE; t < end; t += 5 * MINUTE) {
    const pid = 1_147;
    log(t, pid, '', 'LOG:  checkpoint starting: time');
    const w = between(random, 800, 9_000);
    log(
      t + 269_800,
      pid,
      '',
      `LOG:  checkpoint complete: wrote ${w} buffers (${(w / 1310.72).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${between(random, 1, 5)} recycled; write=269.${between(random, 100, 999)} s, sync=0.0${between(random, 10, 99)} s, total=269.${between(random, 100, 999)} s; sync files=${between(random, 60, 300)}, longest=0.00${between(random, 1, 9)} s, average=0.001 s; distance=${between(random, 9_000, 90_000)} kB, estimate=${between(random, 40_000, 60_000)} kB; lsn=3A/${hex(random, 8).toUpperCase()}, redo lsn=3A/${hex(random, 8).toUpperCase()}`,
    );
  }
  for (let t = start + 11 * MINUTE; t < end; t += between(random, 20, 70) * MINUTE + pick(random, MINUTE)) {
    const table = oneOf(random, ['result', 'sample_event', 'result_outbox', 'audit_trail', 'session']);
    log(
      t,
      between(random, 10_000, 60_000),
      '',
      `LOG:  automatic vacuum of table "labosys.public.${table}": index scans: 1, pages: 0 removed, ${between(random, 10_000, 900_000)} remain, ${between(random, 100, 9_000)} scanned (${(random() * 3).toFixed(2)}% of total), tuples: ${between(random, 100, 40_000)} removed, ${between(random, 100_000, 40_000_000)} remain, 0 are dead but not yet removable`,
    );
  }
  // People: a session is a connection, some statements, a disconnection.
  const session = (
    t: number,
    user: string,
    appName: string,
    addr: string,
    statements: readonly (readonly [number, string, string, string])[],
  ) => {
    const pid = between(random, 60_000, 99_000);
    const port = between(random, 40_000, 65_000);
    const who = `${user}@labosys ${appName}`;
    log(t, pid, '[unknown]@[unknown] [unknown]', `LOG:  connection received: host=${addr} port=${port}`);
    log(
      t + 15,
      pid,
      `${user}@labosys [unknown]`,
      `LOG:  connection authenticated: identity="${user}@RIJNOEVER.LOCAL" method=gss (/var/lib/pgsql/16/data/pg_hba.conf:14)`,
    );
    log(
      t + 16,
      pid,
      `${user}@labosys [unknown]`,
      `LOG:  connection authorized: user=${user} database=labosys application_name=${appName} SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)`,
    );
    let last = t;
    statements.forEach(([after, cls, command, statement], i) => {
      last = t + after;
      audit(last, pid, who, i + 1, cls, command, statement);
    });
    const end = last + between(random, 30, 400) * SECOND;
    const length = end - t;
    log(
      end,
      pid,
      who,
      `LOG:  disconnection: session time: ${Math.floor(length / HOUR)}:${pad2(Math.floor((length % HOUR) / MINUTE))}:${pad2(Math.floor((length % MINUTE) / SECOND))}.${String(length % SECOND).padStart(3, '0')} user=${user} database=labosys host=${addr} port=${port}`,
    );
  };
  session(T(11, 23, 10, 4), 'j.mulder', 'DBeaver 24.3.0 - Main', '10.20.9.61', [
    [14_002, 'READ', 'SELECT', "SELECT * FROM \"order\" WHERE received_at > now() - interval '1 day' AND status = 'OPEN'"],
    [
      61_480,
      'READ',
      'SELECT',
      "SELECT analyzer_id, count(*) FROM result WHERE created_at > now() - interval '12 hours' GROUP BY analyzer_id",
    ],
    [190_011, 'READ', 'SELECT', 'SELECT * FROM result_outbox WHERE sent_at IS NULL ORDER BY created_at LIMIT 200'],
  ]);
  session(T(12, 1, 2, 38), 'r.dijkstra', 'psql', '10.20.9.12', [
    [40_113, 'READ', 'SELECT', "SELECT pid, usename, application_name, state, query_start FROM pg_stat_activity WHERE datname = 'labosys'"],
    [92_540, 'READ', 'SELECT', "SELECT analyzer_id, active, last_seen FROM analyzer_status WHERE analyzer_id LIKE 'C8K-%'"],
    [151_877, 'WRITE', 'UPDATE', "UPDATE analyzer SET active = false WHERE analyzer_id = 'C8K-2'"],
  ]);
  session(T(12, 2, 38, 12), 's.bakker', 'psql', '10.20.9.44', [
    [88_004, 'READ', 'SELECT', "SELECT result_id, test_code, value, status, validated_at FROM result WHERE order_no = '26031100958'"],
    [223_540, 'WRITE', 'DELETE', "DELETE FROM result WHERE order_no = '26031100958' AND test_code = 'K'"],
    [231_112, 'READ', 'SELECT', "SELECT result_id, test_code, value, status FROM result WHERE order_no = '26031100958'"],
  ]);
  session(T(12, 4, 0, 2), 'lis_maint', 'psql', '10.20.4.30', [
    [210, 'WRITE', 'DELETE', "DELETE FROM result_outbox WHERE sent_at < now() - interval '30 days'"],
    [52_880, 'WRITE', 'DELETE', "DELETE FROM session WHERE expires_at < now() - interval '1 day'"],
  ]);
  session(T(12, 6, 48, 40), 'metabase_ro', 'Metabase v0.52.4', '10.20.8.40', [
    [
      1_200,
      'READ',
      'SELECT',
      "SELECT date_trunc('hour', created_at) AS hour, count(*) FROM result WHERE created_at > now() - interval '7 days' GROUP BY 1 ORDER BY 1",
    ],
    [
      3_400,
      'READ',
      'SELECT',
      "SELECT test_code, avg(extract(epoch FROM validated_at - created_at)) FROM result WHERE validated_at > now() - interval '1 day' GROUP BY test_code",
    ],
  ]);
  events.sort((a, b) => a[0] - b[0]);
  const output = `${events.map(([, l]) => l).join('\n')}\n`;
  const needle = "DELETE FROM result WHERE order_no = '26031100958' AND test_code = 'K'";
  const ask =
    "A ward says a potassium result vanished from a patient's record overnight. Did someone take lab results out of the database by hand last night, going around the application? Who, and what exactly did they run?";
  return probe('round 19: pgaudit log, paraphrase', ask, 'run_shell', output, 'statement', needle);
}

/** `sudo cat /var/log/bacula/bacula.log` over two nights of backups to tape: why one database dump failed. */
function baculaLog(): EconomicsTask {
  const random = seededRandom(19_091);
  const events: [number, string][] = [];
  const day = (t: number) => `${pad2(new Date(t).getUTCDate())}-${MONTHS[new Date(t).getUTCMonth()]} ${iso(t).slice(11, 16)}`;
  const full = (t: number) =>
    `${pad2(new Date(t).getUTCDate())}-${MONTHS[new Date(t).getUTCMonth()]}-${new Date(t).getUTCFullYear()} ${iso(t).slice(11, 19)}`;
  const say = (t: number, daemon: string, job: number, text: string) => events.push([t, `${day(t)} ${daemon} JobId ${job}: ${text}`]);
  const commas = (n: number) => n.toLocaleString('en-US');
  const human = (n: number) =>
    n === 0
      ? '0 B'
      : n >= 1e12
        ? `${(n / 1e12).toFixed(3)} TB`
        : n >= 1e9
          ? `${(n / 1e9).toFixed(2)} GB`
          : n >= 1e6
            ? `${(n / 1e6).toFixed(2)} MB`
            : `${(n / 1e3).toFixed(1)} KB`;
  const hosts: [string, string, number][] = [];
  for (let i = 1; i <= 4; i++) hosts.push([`dc0${i}`, 'sys', 30e9]);
  for (const h of ['lis-db01', 'lis-db02']) hosts.push([h, 'sys', 40e9], [h, 'pgdump', 98e9]);
  for (let i = 1; i <= 4; i++) hosts.push([`lis-app0${i}`, 'sys', 25e9]);
  for (const h of ['epd-db01', 'epd-db02']) hosts.push([h, 'sys', 60e9], [h, 'mssql', 420e9]);
  for (let i = 1; i <= 6; i++) hosts.push([`epd-app0${i}`, 'sys', 35e9]);
  for (const h of ['pacs-arch01', 'pacs-arch02']) hosts.push([h, 'sys', 900e9]);
  for (const h of ['pacs-web01', 'mirth01', 'mirth02', 'mail-out01', 'poc-mw01', 'prt01', 'prt02', 'prt03', 'prt04'])
    hosts.push([h, 'sys', 20e9]);
  for (const h of ['fs01', 'fs02', 'fs03']) hosts.push([h, 'sys', 600e9]);
  for (let i = 1; i <= 12; i++) hosts.push([`citrix-app${pad2(i)}`, 'sys', 30e9]);
  hosts.push(
    ['mirth01', 'pgdump', 12e9],
    ['poc-mw01', 'pgdump', 4e9],
    ['ws-radiologie-07', 'sys', 80e9],
    ['ws-kcl-beheer-02', 'sys', 60e9],
  );
  let jobId = 48_040;
  let volume = 388;
  const drives = ['LTO8-Drive1', 'LTO8-Drive2', 'LTO8-Drive3'];
  let needle = '';
  for (const night of [10, 11]) {
    // The director numbers the jobs as it starts them.
    const jobs = hosts
      .map(([host, kind, size]) => {
        const scheduled =
          kind === 'sys' ? T(night, 20, 5) + pick(random, 5) * HOUR : kind === 'pgdump' ? T(night, 21, 5) : T(night, 23, 30);
        return { host, kind, size, scheduled, t0: scheduled + between(random, 0, 90) * MINUTE + pick(random, 60) * SECOND };
      })
      .sort((a, b) => a.t0 - b.t0);
    for (const { host, kind, size, scheduled, t0 } of jobs) {
      jobId += 1;
      const id = jobId;
      const windows = /^(dc|citrix|prt|ws-|epd)/.test(host);
      const date = iso(scheduled).slice(0, 10);
      const job = `${host}-${kind}.${date}_${iso(scheduled).slice(11, 19).replace(/:/g, '.')}_${pad2(between(random, 10, 60))}`;
      const drive = oneOf(random, drives);
      const isTarget = night === 11 && host === 'lis-db01' && kind === 'pgdump';
      const offline = night === 11 && host === 'ws-radiologie-07';
      const level = kind === 'sys' && random() < 0.8 ? 'Incremental' : 'Full';
      say(t0, 'bacula-dir', id, `Start Backup JobId ${id}, Job=${job}`);
      say(t0 + 500, 'bacula-dir', id, `Connected to Storage "LTO8-Lib" at bacula-sd.rijnoever.local:9103 with TLS`);
      say(t0 + 900, 'bacula-dir', id, `Using Device "${drive}" to write.`);
      const failure = (at: number, lines: readonly string[], files: number, bytes: number) => [at, lines, files, bytes] as const;
      let outcome: ReturnType<typeof failure> | undefined;
      if (offline) {
        say(
          t0 + 1_000,
          'bacula-dir',
          id,
          `Warning: bsockcore.c:258 Could not connect to Client: ws-radiologie-07-fd on ws-radiologie-07.rijnoever.local:9102. ERR=No route to host`,
        );
        say(t0 + 1_800_000, 'bacula-dir', id, `Fatal error: No Job status returned from FD.`);
        say(
          t0 + 1_800_000,
          'bacula-dir',
          id,
          `Fatal error: bsockcore.c:264 Unable to connect to Client: ws-radiologie-07-fd on ws-radiologie-07.rijnoever.local:9102. ERR=No route to host`,
        );
        outcome = failure(
          t0 + 1_800_200,
          ['  FD termination status:  Error', '  SD termination status:  Waiting on FD', '  Termination:            *** Backup Error ***'],
          0,
          0,
        );
      } else {
        say(t0 + 1_000, 'bacula-dir', id, `Connected to Client "${host}-fd" at ${host}.rijnoever.local:9102 with TLS`);
        say(t0 + 1_400, `${host}-fd`, id, 'Connected to Storage at bacula-sd.rijnoever.local:9103 with TLS');
        if (kind !== 'sys') {
          const script =
            kind === 'pgdump'
              ? `/usr/local/sbin/pgdump-for-bacula.sh ${host === 'lis-db01' || host === 'lis-db02' ? 'labosys' : host === 'mirth01' ? 'mirthdb' : 'pocdb'}`
              : 'C:\\Scripts\\sqlbackup-for-bacula.cmd EPD';
          say(t0 + 1_500, `${host}-fd`, id, `shell command: run ClientRunBeforeJob "${script}"`);
          if (isTarget) {
            needle = 'FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute';
            say(
              t0 + 2_100,
              `${host}-fd`,
              id,
              `ClientRunBeforeJob: pg_dump: error: connection to server on socket "/run/postgresql/.s.PGSQL.5432" failed: ${needle}`,
            );
            say(
              t0 + 2_200,
              `${host}-fd`,
              id,
              'Error: Runscript: ClientRunBeforeJob returned non-zero status=1. ERR=Child exited with code 1',
            );
            events.push([
              t0 + 2_300,
              `${day(t0 + 2_300)} bacula-dir JobId ${id}: Fatal error: Bad response to ClientRunBeforeJob command: wanted 2000 OK RunBefore\n, got 2905 Bad RunBeforeJob command.`,
            ]);
            outcome = failure(
              t0 + 2_600,
              [
                '  FD termination status:  Error',
                '  SD termination status:  Waiting on FD',
                '  Termination:            *** Backup Error ***',
              ],
              0,
              0,
            );
          } else
            say(
              t0 + 60_000 + pick(random, 600_000),
              `${host}-fd`,
              id,
              `ClientRunBeforeJob: dump written to /var/backup/${kind}/${date}.dump (${human(size * (0.9 + random() * 0.2))})`,
            );
        }
        if (!outcome) {
          const v = `RZ0${volume}L8`;
          say(
            t0 + 1_600,
            'bacula-sd',
            id,
            random() < 0.85
              ? `Volume "${v}" previously written, moving to end of data.`
              : `Wrote label to prelabeled Volume "${v}" on Tape device "${drive}" (/dev/nst${drives.indexOf(drive)})`,
          );
          if (random() < 0.2) volume += 1;
          say(t0 + 2_400, 'bacula-sd', id, `Ready to append to end of Volume "${v}" at file=${between(random, 10, 600)}.`);
          const bytes = Math.round((level === 'Full' ? size : size * (0.01 + random() * 0.05)) * (0.9 + random() * 0.2));
          const seconds = Math.max(60, Math.round(bytes / (40e6 + random() * 260e6)));
          const done = t0 + 3_000 + seconds * SECOND;
          if (random() < 0.12)
            say(
              t0 + 3_000 + Math.round(seconds * random()) * SECOND,
              'bacula-sd',
              id,
              `Warning: 3993 TapeAlert[20]: Clean Now: The tape drive needs cleaning NOW. Device="${drive}" (/dev/nst${drives.indexOf(drive)})`,
            );
          const warned = host.startsWith('pacs-arch') || (host.startsWith('fs0') && random() < 0.5);
          if (warned)
            say(
              done - 40_000,
              `${host}-fd`,
              id,
              `Warning: Could not stat "${host.startsWith('fs') ? `/srv/shares/${oneOf(random, ['afdelingen', 'projecten', 'home'])}/${oneOf(random, GIVEN)}/~$${oneOf(random, ['rooster', 'overdracht', 'notulen'])}.docx` : `/pacs/archive/2026/03/${pad2(night)}/.lock`}": ERR=No such file or directory`,
            );
          say(
            done,
            'bacula-sd',
            id,
            `Elapsed time=${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}, Transfer rate=${(bytes / seconds / 1e6).toFixed(2)} M Bytes/second`,
          );
          say(
            done + 500,
            'bacula-sd',
            id,
            `Sending spooled attrs to the Director. Despooling ${commas(between(random, 2_000, 90_000_000))} bytes ...`,
          );
          const files = kind === 'sys' ? between(random, 200, 900_000) : 3;
          outcome = failure(
            done + 1_000,
            [
              '  FD termination status:  OK',
              '  SD termination status:  OK',
              warned ? '  Termination:            Backup OK -- with warnings' : '  Termination:            Backup OK',
            ],
            files,
            bytes,
          );
        }
      }
      const [end, tail, files, bytes] = outcome;
      const seconds = Math.max(1, Math.round((end - t0) / 1000));
      events.push([
        end,
        [
          `${day(end)} bacula-dir JobId ${id}: ${tail[2]!.includes('Error') ? 'Error: ' : ''}Bacula bacula-dir 13.0.4 (12Feb24):`,
          '  Build OS:               x86_64-pc-linux-gnu redhat Red Hat Enterprise Linux release 9.3 (Plow)',
          `  JobId:                  ${id}`,
          `  Job:                    ${job}`,
          `  Backup Level:           ${level}${level === 'Incremental' ? `, since=${full(scheduled - DAY)}` : ''}`,
          `  Client:                 "${host}-fd" 13.0.4 (12Feb24) ${windows ? `Microsoft Windows ${host.startsWith('ws-') ? '11 Enterprise (build 22631)' : 'Server 2022 Standard Edition (build 20348)'}, 64-bit,Cross-compile,Win64` : 'x86_64-pc-linux-gnu,redhat,Red Hat Enterprise Linux release 9.3 (Plow)'}`,
          `  FileSet:                "${kind === 'pgdump' ? (host.startsWith('lis') ? 'LabosysPgDump' : 'PgDump') : kind === 'mssql' ? 'EpdSqlDump' : windows ? 'WindowsSystem' : 'LinuxSystem'}" 2025-11-02 01:05:00`,
          `  Pool:                   "${level === 'Full' ? 'Weekly' : 'Daily'}" (From Job resource)`,
          '  Catalog:                "MyCatalog" (From Client resource)',
          '  Storage:                "LTO8-Lib" (From Pool resource)',
          `  Scheduled time:         ${full(scheduled)}`,
          `  Start time:             ${full(t0)}`,
          `  End time:               ${full(end)}`,
          `  Elapsed time:           ${seconds >= 3600 ? `${Math.floor(seconds / 3600)} hour${seconds >= 7200 ? 's' : ''} ` : ''}${Math.floor((seconds % 3600) / 60)} mins ${seconds % 60} secs`,
          '  Priority:               10',
          `  FD Files Written:       ${commas(files)}`,
          `  SD Files Written:       ${commas(files)}`,
          `  FD Bytes Written:       ${commas(bytes)} (${human(bytes)})`,
          `  SD Bytes Written:       ${commas(bytes ? bytes + files * 120 : 0)} (${human(bytes ? bytes + files * 120 : 0)})`,
          `  Rate:                   ${(bytes / seconds / 1000).toFixed(1)} KB/s`,
          '  Software Compression:   None',
          '  Comm Line Compression:  None',
          `  Snapshot/VSS:           ${windows ? 'yes' : 'no'}`,
          '  Encryption:             no',
          '  Accurate:               no',
          `  Volume name(s):         ${bytes ? `RZ0${volume}L8` : ''}`,
          `  Volume Session Id:      ${between(random, 100, 900)}`,
          `  Volume Session Time:    ${1_771_000_000 + between(random, 0, 99_999)}`,
          `  Last Volume Bytes:      ${commas(between(random, 100e9, 12e12))} (${human(between(random, 100e9, 12e12))})`,
          `  Non-fatal FD errors:    ${tail[2]!.includes('warnings') ? 1 : 0}`,
          '  SD Errors:              0',
          ...tail,
          '',
        ].join('\n'),
      ]);
      say(end + 100, 'bacula-dir', id, `Begin pruning Jobs older than 30 days .`);
      say(
        end + 200,
        'bacula-dir',
        id,
        random() < 0.7 ? 'No Jobs found to prune.' : `Pruned ${between(random, 1, 3)} Jobs for client ${host}-fd from catalog.`,
      );
      say(end + 300, 'bacula-dir', id, 'Begin pruning Files.');
      say(end + 400, 'bacula-dir', id, 'No Files found to prune.');
      say(end + 500, 'bacula-dir', id, 'End auto prune.');
      events.push([end + 600, '']);
    }
  }
  events.sort((a, b) => a[0] - b[0]);
  const output = `${events.map(([, l]) => l).join('\n')}\n`;
  const ask =
    "We're replacing the tape library next month, so don't bother with the messages about drives needing cleaning. What I need to know: did last night's copy of the lab system's database go through properly, and if not, what actually caused it?";
  return probe('round 19: bacula log, preamble and paraphrase', ask, 'run_shell', output, 'cause', needle);
}

// d. One value unlike all its peers, with no error word near it.

/** `curl -s 'https://poc.rijnoever.local/api/v1/devices/export?type=glucose&format=csv'`: one bedside glucose meter reporting in other units. */
function pocGlucoseMeters(): EconomicsTask {
  const random = seededRandom(19_101);
  const header =
    'device_id,serial_number,model,firmware,ward,location,status,last_docked,last_upload,operators_assigned,result_unit,lower_reportable_limit,upper_reportable_limit,critical_low,critical_high,qc_lockout_hours,qc_levels,operator_lockout,patient_id_entry,comment_required_outside_range,strip_lot,strip_lot_expiry,battery_pct';
  const rows: string[] = [];
  let needle = '';
  const target = 'GLU-0872';
  for (let i = 1; i <= 1_250; i++) {
    const id = `GLU-${String(i).padStart(4, '0')}`;
    const isTarget = id === target;
    const ward = isTarget ? 'GER' : oneOf(random, [...WARDS, 'POLI-INT', 'POLI-KIN', 'BLOEDAFNAME', 'LEENPOOL']);
    const nicu = ward === 'NEO';
    const model = nicu ? 'StatStrip Glucose' : 'Accu-Chek Inform II';
    const firmware = nicu
      ? oneOf(random, ['3.0.7.4', '3.0.7.4', '3.0.8.1'])
      : isTarget
        ? '05.04.05'
        : oneOf(random, ['05.04.03', '05.04.05', '05.04.05', '05.04.05']);
    const status = isTarget ? 'in use' : random() < 0.84 ? 'in use' : random() < 0.6 ? 'spare' : random() < 0.8 ? 'in repair' : 'lost';
    const docked = T(12, 9) - between(random, 0, status === 'in use' ? 20 * HOUR : 30 * DAY);
    const unit = isTarget ? 'mg/dL' : 'mmol/L';
    const limits = isTarget ? ['10', '600', '54', '360'] : nicu ? ['0.6', '33.3', '2.6', '20.0'] : ['0.6', '33.3', '3.0', '20.0'];
    const qcHours = ['IC', 'CCU', 'SEH', 'NEO'].includes(ward) ? '12' : '24';
    const lot = nicu ? `NS${between(random, 20_000, 20_400)}` : oneOf(random, ['484712', '484713', '485001', '485002']);
    const row = [
      id,
      nicu ? `SS${between(random, 1_000_000, 9_999_999)}` : `UU${between(random, 10_000_000, 19_999_999)}`,
      model,
      firmware,
      ward,
      `${ward === 'LEENPOOL' ? 'Centrale leenpool' : `Afdeling ${ward}`}${random() < 0.5 ? ` - ${oneOf(random, ['verpleegpost', 'medicijnkamer', 'behandelkamer', 'balie'])}` : ''}`,
      status,
      localIso(docked),
      localIso(docked + between(random, 5, 90) * SECOND),
      String(between(random, 12, 140)),
      unit,
      ...limits.slice(0, 2),
      ...limits.slice(2),
      qcHours,
      '2',
      'true',
      nicu ? 'barcode' : oneOf(random, ['barcode', 'barcode', 'barcode_or_manual']),
      'true',
      lot,
      lot.startsWith('NS') ? '2026-09-30' : oneOf(random, ['2026-07-31', '2026-08-31']),
      String(between(random, 18, 100)),
    ].join(',');
    if (isTarget) needle = row;
    rows.push(row);
  }
  const output = `${[header, ...rows].join('\n')}\n`;
  const ask =
    'On one of the wards the bedside blood sugar readings come into the chart at roughly eighteen times what the nurses expect. Is any of our glucose meters configured differently from all the others? Which one?';
  return probe('round 19: poc glucose meters', ask, 'http_get', output, 'meter', needle);
}

/** `Invoke-Command -ComputerName $laptops { Get-BitLockerVolume -MountPoint C: } | Format-Table …`: one ward laptop whose disk is not encrypted. */
function getBitLockerVolume(): EconomicsTask {
  const random = seededRandom(19_111);
  const names = new Set<string>();
  const wards = [...WARDS, 'POLI', 'RAD', 'KCL', 'APO', 'FYSIO', 'DIET', 'TRANS'];
  while (names.size < 2_250) names.add(`LT-${oneOf(random, wards)}-${String(between(random, 1, 600)).padStart(4, '0')}`);
  const target = 'LT-B5-0417';
  names.delete(target);
  const laptops = shuffle(random, [...names]);
  const offline = laptops.splice(0, 38);
  laptops.splice(Math.floor(laptops.length * 0.51), 0, target);
  const errors = offline.flatMap((name) => [
    `[${name}] Connecting to remote server ${name} failed with the following error message : WinRM cannot complete the operation. Verify that the specified computer name is valid, that the computer is accessible over the network, and that a firewall exception for the WinRM service is enabled and allows access from this computer. By default, the WinRM firewall exception for public profiles limits access to remote computers within the same local subnet. For more information, see the about_Remote_Troubleshooting Help topic.`,
    `    + CategoryInfo          : OpenError: (${name}:String) [], PSRemotingTransportException`,
    '    + FullyQualifiedErrorId : WinRMOperationTimeout,PSSessionStateBroken',
  ]);
  let targetRow = 0;
  const rows = laptops.map((name, i) => {
    const aes256 = random() < 0.35;
    const r = random();
    if (name === target) {
      targetRow = i;
      return [name, 'C:', 'OperatingSystem', 'FullyDecrypted', 'None', '0', 'Off', 'Unlocked', '{}'];
    }
    if (r < 0.006)
      return [
        name,
        'C:',
        'OperatingSystem',
        'FullyEncrypted',
        aes256 ? 'XtsAes256' : 'XtsAes128',
        '100',
        'Off',
        'Unlocked',
        '{Tpm, RecoveryPassword}',
      ];
    if (r < 0.009)
      return [
        name,
        'C:',
        'OperatingSystem',
        'EncryptionInProgress',
        'XtsAes256',
        `${between(random, 3, 97)},${pick(random, 10)}`,
        'Off',
        'Unlocked',
        '{Tpm, RecoveryPassword}',
      ];
    return [
      name,
      'C:',
      'OperatingSystem',
      'FullyEncrypted',
      aes256 ? 'XtsAes256' : 'XtsAes128',
      '100',
      'On',
      'Unlocked',
      random() < 0.04 ? '{TpmPin, RecoveryPassword}' : '{Tpm, RecoveryPassword}',
    ];
  });
  const table = formatTable(
    [
      'PSComputerName',
      'MountPoint',
      'VolumeType',
      'VolumeStatus',
      'EncryptionMethod',
      'EncryptionPercentage',
      'ProtectionStatus',
      'LockStatus',
      'KeyProtector',
    ],
    rows,
    new Set([5]),
  );
  const needle = table[targetRow + 2]!;
  const output = `${[...errors, '', ...table].join('\n')}\n\n`;
  const ask =
    'The auditors want proof that the disk of every laptop on the wards is encrypted. Is there a laptop where that is not the case? Which one?';
  return probe('round 19: get-bitlockervolume', ask, 'powershell', output, 'laptop', needle);
}

/** Every print server's queues with their configuration (`Get-Printer` and `Get-PrintConfiguration`, `Format-Table -AutoSize`): one office printer on Letter paper. */
function printQueueConfiguration(): EconomicsTask {
  const random = seededRandom(19_121);
  const office: readonly (readonly [string, boolean])[] = [
    ['HP Universal Printing PCL 6', true],
    ['HP Universal Printing PCL 6', true],
    ['Kyocera TASKalfa 4054ci KX', true],
    ['Canon Generic Plus UFR II', true],
    ['HP LaserJet Pro M404-M405 PCL 6 (V3)', false],
  ];
  const buildings: Readonly<Record<string, string>> = { A: 'PRT01', B: 'PRT01', C: 'PRT02', D: 'PRT02', P: 'PRT03' };
  const rows: string[][] = [];
  const units = [
    ...WARDS,
    'POLI-INT',
    'POLI-CHIR',
    'POLI-KIN',
    'POLI-CARD',
    'POLI-NEU',
    'RAD',
    'KCL',
    'APO',
    'FIN',
    'HR',
    'ICT',
    'SECR',
    'OPNAME',
    'BLOEDAFNAME',
  ];
  const floorOf = (unit: string) => (/^[ABC]\d/.test(unit) ? unit[0]! : oneOf(random, ['A', 'B', 'C', 'D', 'P']));
  let targetRow = -1;
  for (const unit of units) {
    const building = floorOf(unit);
    const floor = /^[ABC](\d)/.exec(unit)?.[1] ?? String(between(random, 0, 4));
    const where = `Gebouw ${building}, ${floor === '0' ? 'begane grond' : `${floor}e verdieping`}, ${unit}`;
    for (let i = 1; i <= between(random, 24, 70); i++) {
      const name = `PRN-${unit}-${pad2(i)}`;
      const isTarget = name === 'PRN-C2-03';
      const [driver, duplex] = isTarget ? office[0]! : oneOf(random, office);
      const ip = `10.30.${between(random, 10, 60)}.${between(random, 10, 250)}`;
      if (isTarget) targetRow = rows.length;
      rows.push([
        name,
        buildings[building]!,
        driver,
        `IP_${ip}`,
        `${where}, ${oneOf(random, ['verpleegpost', 'balie', 'artsenkamer', 'secretariaat', 'kantoor', 'gang'])}`,
        isTarget ? 'Letter' : 'A4',
        duplex ? 'TwoSidedLongEdge' : 'OneSided',
        driver.includes('ci') || driver.includes('UFR') ? 'True' : 'False',
      ]);
    }
    for (let i = 1; i <= between(random, 3, 14); i++) {
      const zebra = oneOf(random, ['ZDesigner ZD421-203dpi ZPL', 'ZDesigner GK420t', 'ZDesigner ZD421-300dpi ZPL']);
      rows.push([
        `LBL-${unit}-${pad2(i)}`,
        'PRT04',
        zebra,
        `IP_10.31.${between(random, 10, 60)}.${between(random, 10, 250)}`,
        `${where}, etiketten`,
        'Custom',
        'OneSided',
        'False',
      ]);
    }
    if (!/^(FIN|HR|ICT|SECR|RAD|KCL|APO)$/.test(unit))
      for (let i = 1; i <= between(random, 1, 3); i++)
        rows.push([
          `POLS-${unit}-${pad2(i)}`,
          'PRT04',
          'ZDesigner HC100-300dpi',
          `IP_10.31.${between(random, 10, 60)}.${between(random, 10, 250)}`,
          `${where}, polsbandjes`,
          'Custom',
          'OneSided',
          'False',
        ]);
  }
  // Get-Printer lists each server's queues by name; the servers come in the order they were asked.
  const order = rows
    .map((r, i) => [r, i] as const)
    .sort(([a], [b]) => (a[1]! === b[1]! ? (a[0]! < b[0]! ? -1 : 1) : a[1]! < b[1]! ? -1 : 1));
  const table = formatTable(
    ['Name', 'Server', 'Driver', 'Port', 'Location', 'PaperSize', 'Duplex', 'Color'],
    order.map(([r]) => r),
    new Set(),
  );
  const needle = table[order.findIndex(([, i]) => i === targetRow) + 2]!;
  const output = `\n${table.join('\n')}\n\n`;
  const ask =
    'Discharge letters printed on one of the wards come out with the last few lines missing at the bottom of the page. Is any printer set up differently from the others of its type? Which one?';
  return probe('round 19: print queue configuration', ask, 'powershell', output, 'printer', needle);
}

export function roundNineteen(): EconomicsTask[] {
  return [
    fhirObservationSearch(),
    dicomwebStudies(),
    labTestCatalogue(),
    hl7OruMessages(),
    windowsLockoutEvents(),
    opensslX509Text(),
    postfixMaillog(),
    pgauditLog(),
    baculaLog(),
    pocGlucoseMeters(),
    getBitLockerVolume(),
    printQueueConfiguration(),
  ];
}
