/**
 * Probe round 32, written blind: an NHS-style hospital trust (Severn Vale Teaching Hospitals NHS Foundation
 * Trust): its EPR, lab and radiology systems, e-prescribing and pharmacy, bed management and theatres, its
 * estates, its clinical devices on the network, the IT service desk, the integration engine and the data
 * warehouse. "Today" is Thursday 19 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - epma fhir bundle: what dose of gentamicin a named patient on a named ward is written up for.
 *  - pacs qido studies: the accession number of a named patient's CT head yesterday evening.
 *  - theatre sessions xml: when a patient's knee replacement, moved off Monday's list, is now planned to start.
 * b. The answer a few lines away from the line the question's words match:
 *  - integration channels yaml: where the engine sends pathology results for the emergency department.
 *  - letters service log: the underlying error behind one failed discharge summary.
 *  - device asset register: the serial number of the defibrillator on the children's ward resus trolley.
 * c. A question that paraphrases the output, or carries a preamble:
 *  - service desk incidents csv: what the engineer found behind last week's maternity baby-tag drop-outs.
 *  - warehouse package runs: how many A&E attendances last night's warehouse load brought in.
 *  - bed history: whether, and when, a ward's single room was fogged after its C. diff patient left.
 * d. One value unlike its peers:
 *  - clinical device clocks: which bedside monitor's clock is out against the rest.
 *  - water temperature survey: which outlet reads out of line with others of its kind.
 *  - cabinet par levels: which cabinet pocket has a maximum unlike that drug's everywhere else.
 * Not among the bench's targets.
 *
 * First run, at 085a0c6 (40fab9a with this file; `ROUNDS=32 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,012,701 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 789bcca, the head before this round's stop began, finds the same 2/12
 * (64,028 tokens):
 *   round 32: epma fhir bundle
 *     codex: 6,781 tokens, peak 6,694, 0/1 needles, 0 read-backs
 *     context-chef: 718 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,346 tokens, peak 1,588, 0/1 needles, 2 read-backs
 *     ours: 4,936 tokens, peak 1,746, 1/1 needles, 3 read-backs
 *   round 32: pacs qido studies
 *     codex: 7,613 tokens, peak 7,520, 0/1 needles, 0 read-backs
 *     context-chef: 761 tokens, peak 668, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,510 tokens, peak 1,008, 0/1 needles, 4 read-backs
 *     ours: 4,570 tokens, peak 979, 0/1 needles, 4 read-backs
 *   round 32: theatre sessions xml
 *     codex: 7,041 tokens, peak 6,948, 0/1 needles, 0 read-backs
 *     context-chef: 734 tokens, peak 641, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,579 tokens, peak 5,216, 1/1 needles, 4 read-backs
 *     ours: 6,312 tokens, peak 3,342, 0/1 needles, 2 read-backs
 *   round 32: integration channels yaml
 *     codex: 14,387 tokens, peak 14,297, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 634, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,483 tokens, peak 2,690, 0/1 needles, 4 read-backs
 *     ours: 5,583 tokens, peak 2,197, 0/1 needles, 4 read-backs
 *   round 32: letters service log
 *     codex: 14,054 tokens, peak 13,957, 0/1 needles, 0 read-backs
 *     context-chef: 748 tokens, peak 651, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,694 tokens, peak 2,831, 0/1 needles, 2 read-backs
 *     ours: 5,167 tokens, peak 2,653, 0/1 needles, 2 read-backs
 *   round 32: device asset register
 *     codex: 11,068 tokens, peak 10,981, 0/1 needles, 0 read-backs
 *     context-chef: 595 tokens, peak 508, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,404 tokens, peak 2,788, 0/1 needles, 4 read-backs
 *     ours: 6,633 tokens, peak 2,270, 0/1 needles, 4 read-backs
 *   round 32: service desk incidents csv, preamble and paraphrase
 *     codex: 13,325 tokens, peak 13,228, 0/1 needles, 0 read-backs
 *     context-chef: 724 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,421 tokens, peak 3,691, 0/1 needles, 4 read-backs
 *     ours: 6,725 tokens, peak 2,800, 0/1 needles, 4 read-backs
 *   round 32: warehouse package runs, preamble and paraphrase
 *     codex: 14,873 tokens, peak 14,778, 0/1 needles, 0 read-backs
 *     context-chef: 685 tokens, peak 590, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,873 tokens, peak 4,042, 0/1 needles, 3 read-backs
 *     ours: 7,610 tokens, peak 3,645, 0/1 needles, 3 read-backs
 *   round 32: bed history, preamble and paraphrase
 *     codex: 17,251 tokens, peak 17,149, 0/1 needles, 0 read-backs
 *     context-chef: 863 tokens, peak 761, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,684 tokens, peak 1,441, 0/1 needles, 4 read-backs
 *     ours: 4,464 tokens, peak 951, 0/1 needles, 4 read-backs
 *   round 32: clinical device clocks
 *     codex: 17,185 tokens, peak 17,101, 0/1 needles, 0 read-backs
 *     context-chef: 775 tokens, peak 691, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,746 tokens, peak 1,251, 0/1 needles, 4 read-backs
 *     ours: 4,509 tokens, peak 971, 1/1 needles, 4 read-backs
 *   round 32: water temperature survey
 *     codex: 20,503 tokens, peak 20,413, 0/1 needles, 0 read-backs
 *     context-chef: 936 tokens, peak 846, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,258 tokens, peak 1,565, 0/1 needles, 4 read-backs
 *     ours: 3,317 tokens, peak 723, 0/1 needles, 4 read-backs
 *   round 32: cabinet par levels
 *     codex: 17,338 tokens, peak 17,243, 0/1 needles, 0 read-backs
 *     context-chef: 813 tokens, peak 718, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,397 tokens, peak 1,387, 0/1 needles, 4 read-backs
 *     ours: 4,282 tokens, peak 917, 0/1 needles, 4 read-backs
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of November 2026 (a day past 30 runs on into December). The UK is on GMT: UTC is local time. */
const T = (day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, 10, day, h, m, s);
/** Now: Thursday 19 November 2026, 08:40. */
const NOW = T(19, 8, 40);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-19T08:40:00Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-11-19` */
const ymd = (t: number) => iso(t).slice(0, 10);
/** `2026-11-19 08:40:00` */
const stamp = (t: number) => iso(t).replace('T', ' ');
/** `08:40` from minutes after midnight. */
const hhmm = (m: number) => `${pad2(Math.floor(m / 60) % 24)}:${pad2(Math.floor(m) % 60)}`;
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

const FIRST_F = [
  'Susan',
  'Patricia',
  'Joyce',
  'Aisha',
  'Helen',
  'Sandra',
  'Fatima',
  'Irene',
  'Carol',
  'Ewa',
  'Gillian',
  'Priya',
  'Doreen',
  'Janet',
  'Nasreen',
  'Lorraine',
  'Kathleen',
  'Sophie',
  'Amira',
  'Brenda',
];
const FIRST_M = [
  'David',
  'Peter',
  'Brian',
  'Kwame',
  'Alan',
  'Raj',
  'Graham',
  'Tomasz',
  'Keith',
  'Derek',
  'Imran',
  'Colin',
  'Stephen',
  'Terence',
  'Ahmed',
  'Gareth',
  'Roy',
  'Neil',
  'Ian',
  'Mohammed',
];
const LAST = [
  'Hughes',
  'Patel',
  'Kowalski',
  'Barnes',
  'Okafor',
  'Shaw',
  'Ahmed',
  'Wright',
  'Nowak',
  'Jennings',
  'Singh',
  'Marsh',
  'Taylor',
  'Evans',
  'Lloyd',
  'Begum',
  'Fox',
  'Carter',
  'Morgan',
  'Price',
  'Bennett',
  'Khan',
  'Griffiths',
  'Hussain',
  'Walsh',
  'Murphy',
  'Thomas',
  'Davies',
  'Roberts',
  'Mensah',
  'Clarke',
  'Holloway',
  'Turner',
  'Baker',
  'Chowdhury',
  'Reid',
  'Fletcher',
  'Pritchard',
  'Dunn',
  'Wood',
];

interface Person {
  readonly title: string;
  readonly first: string;
  readonly last: string;
  readonly sex: 'F' | 'M';
}
const person = (random: () => number): Person =>
  random() < 0.52
    ? { title: oneOf(random, ['Mrs', 'Mrs', 'Ms', 'Miss']), first: oneOf(random, FIRST_F), last: oneOf(random, LAST), sex: 'F' }
    : { title: 'Mr', first: oneOf(random, FIRST_M), last: oneOf(random, LAST), sex: 'M' };
/** A member of staff as systems name them: `j.taylor`. */
const user = (random: () => number) => `${oneOf(random, [...FIRST_F, ...FIRST_M])[0]!.toLowerCase()}.${oneOf(random, LAST).toLowerCase()}`;

/** The main site's wards: number, name, specialty. Like many hospitals it has no ward 13. */
const WARDS: readonly (readonly [string, string, string])[] = [
  ['W01', 'Ash', 'Acute Medical Unit'],
  ['W02', 'Birch', 'Acute Medical Unit'],
  ['W03', 'Cedar', 'Cardiology'],
  ['W04', 'Damson', 'Coronary Care'],
  ['W05', 'Elder', 'Gastroenterology'],
  ['W06', 'Fir', 'Care of the Elderly'],
  ['W07', 'Gorse', 'Care of the Elderly'],
  ['W08', 'Hawthorn', 'Acute Stroke Unit'],
  ['W09', 'Juniper', 'Renal'],
  ['W10', 'Larch', 'General Surgery'],
  ['W11', 'Maple', 'Colorectal Surgery'],
  ['W12', 'Oak', 'Trauma & Orthopaedics'],
  ['W14', 'Poplar', 'Elective Orthopaedics'],
  ['W15', 'Quince', 'Urology'],
  ['W16', 'Rowan', 'Respiratory'],
  ['W17', 'Spruce', 'Haematology & Oncology'],
  ['W18', 'Sycamore', 'Diabetes & Endocrine'],
  ['W19', 'Walnut', 'Vascular Surgery'],
  ['W20', 'Willow', 'Gynaecology'],
  ['W21', 'Kingfisher', "Children's"],
  ['W22', 'Wren', 'Neonatal Unit'],
  ['W23', 'Heron', 'Maternity - Postnatal'],
  ['W24', 'Lark', 'Maternity - Antenatal'],
  ['W25', 'Teal', 'Day Surgery'],
  ['W26', 'Dove', 'Rehabilitation'],
  ['W27', 'Finch', 'Surgical Assessment'],
];
/** `Ward 10 (Larch)` */
const wardName = (w: readonly [string, string, string]) => `Ward ${Number(w[0].slice(1))} (${w[1]})`;

/** `GET /fhir/r4/MedicationRequest?status=active`: the e-prescribing system's active inpatient orders as one line of JSON. */
function epmaFhirBundle(): EconomicsTask {
  const random = seededRandom(32_001);
  const base = 'https://epr.svth.nhs.uk/fhir/r4';
  const ROUTES: Readonly<Record<string, readonly [string, string, string]>> = {
    oral: ['26643006', 'Oral', 'orally'],
    iv: ['47625008', 'Intravenous', 'intravenous'],
    sc: ['34206005', 'Subcutaneous', 'subcutaneous'],
    neb: ['447694001', 'Respiratory tract', 'nebulised'],
  };
  /** Frequencies as the text says them, and their FHIR timing. */
  const FREQS: Readonly<Record<string, { readonly repeat: object; readonly asNeeded?: boolean }>> = {
    'once daily': { repeat: { frequency: 1, period: 1, periodUnit: 'd' } },
    'twice daily': { repeat: { frequency: 2, period: 1, periodUnit: 'd' } },
    'three times a day': { repeat: { frequency: 3, period: 1, periodUnit: 'd' } },
    'four times a day': { repeat: { frequency: 4, period: 1, periodUnit: 'd' } },
    'at night': { repeat: { frequency: 1, period: 1, periodUnit: 'd', when: ['HS'] } },
    'every 8 hours when required': { repeat: { frequency: 1, period: 8, periodUnit: 'h' }, asNeeded: true },
    'up to four times a day when required': { repeat: { frequency: 1, period: 6, periodUnit: 'h' }, asNeeded: true },
    'every 2 hours when required': { repeat: { frequency: 1, period: 2, periodUnit: 'h' }, asNeeded: true },
  };
  type Drug = readonly [string, string, string, readonly number[], readonly string[]];
  const DRUGS: readonly Drug[] = [
    ['Paracetamol 500mg tablets', 'oral', 'mg', [1000, 1000, 500], ['four times a day', 'up to four times a day when required']],
    ['Paracetamol 1g/100ml solution for infusion vials', 'iv', 'mg', [1000], ['four times a day']],
    ['Enoxaparin sodium 40mg/0.4ml solution for injection pre-filled syringes', 'sc', 'mg', [40, 40, 20], ['once daily']],
    ['Amoxicillin 500mg capsules', 'oral', 'mg', [500, 1000], ['three times a day']],
    ['Co-amoxiclav 1000mg/200mg powder for solution for injection vials', 'iv', 'g', [1.2], ['three times a day']],
    ['Piperacillin 4g / Tazobactam 500mg powder for solution for infusion vials', 'iv', 'g', [4.5], ['three times a day']],
    ['Morphine sulfate 10mg/5ml oral solution', 'oral', 'mg', [2.5, 5, 10], ['every 2 hours when required']],
    ['Omeprazole 20mg gastro-resistant capsules', 'oral', 'mg', [20, 40], ['once daily']],
    ['Atorvastatin 20mg tablets', 'oral', 'mg', [20, 40, 80], ['at night']],
    ['Ramipril 2.5mg capsules', 'oral', 'mg', [2.5, 5, 10], ['once daily']],
    ['Furosemide 40mg tablets', 'oral', 'mg', [40, 80], ['once daily', 'twice daily']],
    [
      'Salbutamol 2.5mg/2.5ml nebuliser liquid unit dose vials',
      'neb',
      'mg',
      [2.5, 5],
      ['four times a day', 'up to four times a day when required'],
    ],
    ['Metformin 500mg tablets', 'oral', 'mg', [500, 1000], ['twice daily']],
    ['Insulin glargine 100units/ml solution for injection 3ml pre-filled pens', 'sc', 'unit', [10, 14, 18, 22, 26, 30], ['once daily']],
    ['Amlodipine 5mg tablets', 'oral', 'mg', [5, 10], ['once daily']],
    ['Levothyroxine sodium 50microgram tablets', 'oral', 'microgram', [50, 75, 100, 125], ['once daily']],
    ['Ondansetron 4mg/2ml solution for injection ampoules', 'iv', 'mg', [4], ['every 8 hours when required']],
    ['Lactulose 3.35g/5ml oral solution', 'oral', 'mL', [10, 15], ['twice daily']],
    ['Senna 7.5mg tablets', 'oral', 'mg', [7.5, 15], ['at night']],
    ['Apixaban 5mg tablets', 'oral', 'mg', [5, 2.5], ['twice daily']],
    ['Clarithromycin 500mg tablets', 'oral', 'mg', [500], ['twice daily']],
    ['Prednisolone 5mg tablets', 'oral', 'mg', [30, 40], ['once daily']],
    ['Bisoprolol 2.5mg tablets', 'oral', 'mg', [1.25, 2.5, 5], ['once daily']],
    ['Adcal-D3 chewable tablets', 'oral', 'tablet', [1], ['twice daily']],
  ];
  const GENTAMICIN = 'Gentamicin 80mg/2ml solution for injection ampoules';
  const dmd = () => `${between(random, 300_000, 429_999)}1100000110${between(random, 1, 9)}`;
  const codes = new Map<string, string>([...DRUGS.map((d) => [d[0], dmd()] as const), [GENTAMICIN, dmd()]]);
  const DOCTORS = Array.from({ length: 60 }, () => `Dr ${oneOf(random, [...FIRST_F, ...FIRST_M])[0]!} ${oneOf(random, LAST)}`);
  interface Patient {
    readonly id: string;
    readonly nhs: string;
    readonly display: string;
    readonly enc: string;
    readonly bed: string;
    readonly where: string;
  }
  const patient = (who: Person, ward: readonly [string, string, string]): Patient => {
    const bay = between(random, 1, 6);
    const bed = between(random, 1, 6);
    return {
      id: uuid(random),
      nhs: `${between(random, 400, 999)}${digits(random, 7)}`,
      display: `${who.last.toUpperCase()}, ${who.first} (${who.title})`,
      enc: uuid(random),
      bed: `${ward[0]}-B${bay}-${pad2(bed)}`,
      where: `${wardName(ward)}, Bay ${bay}, Bed ${bed}`,
    };
  };
  const entry = (p: Patient, name: string, route: string, unit: string, dose: number, freq: string, text: string) => {
    const id = uuid(random);
    const t = NOW - between(random, 30, 9 * 24 * 60) * MINUTE;
    const [snomed, routeName] = ROUTES[route]!;
    const timing = FREQS[freq]!;
    return {
      fullUrl: `${base}/MedicationRequest/${id}`,
      resource: {
        resourceType: 'MedicationRequest',
        id,
        meta: {
          versionId: String(between(random, 1, 4)),
          lastUpdated: isoZ(Math.min(NOW - 5 * MINUTE, t + between(random, 0, 900) * MINUTE)),
        },
        extension: [
          {
            url: 'https://fhir.svth.nhs.uk/StructureDefinition/Extension-SVTH-PatientLocation',
            valueReference: { reference: `Location/${p.bed}`, display: p.where },
          },
        ],
        identifier: [{ system: 'https://fhir.svth.nhs.uk/Id/epma-order-id', value: `EP${digits(random, 9)}` }],
        status: 'active',
        intent: 'order',
        category: [
          {
            coding: [
              { system: 'http://terminology.hl7.org/CodeSystem/medicationrequest-category', code: 'inpatient', display: 'Inpatient' },
            ],
          },
        ],
        medicationCodeableConcept: { coding: [{ system: 'https://dmd.nhs.uk', code: codes.get(name)!, display: name }] },
        subject: {
          reference: `Patient/${p.id}`,
          identifier: { system: 'https://fhir.nhs.uk/Id/nhs-number', value: p.nhs },
          display: p.display,
        },
        encounter: { reference: `Encounter/${p.enc}` },
        authoredOn: isoZ(t),
        requester: { reference: `Practitioner/${hex(random, 12)}`, display: oneOf(random, DOCTORS) },
        dosageInstruction: [
          {
            sequence: 1,
            text,
            timing: { repeat: timing.repeat },
            ...(timing.asNeeded ? { asNeededBoolean: true } : {}),
            route: { coding: [{ system: 'http://snomed.info/sct', code: snomed, display: routeName }] },
            doseAndRate: [
              {
                doseQuantity: {
                  value: dose,
                  unit,
                  system: 'http://unitsofmeasure.org',
                  code: unit === 'microgram' ? 'ug' : unit === 'unit' ? '[iU]' : unit,
                },
              },
            ],
          },
        ],
        dispenseRequest: { validityPeriod: { start: isoZ(t) } },
      },
      search: { mode: 'match' },
    };
  };
  const target = '280 mg intravenous once daily at 14:00 (5 mg/kg, dosing weight 56 kg) - level before 2nd dose';
  const gentamicin = (p: Patient, perKg?: number, weight?: number, at?: string) => {
    let text = target;
    let dose = 0;
    while (text === target) {
      const k = perKg ?? oneOf(random, [5, 7, 7]);
      const w = weight ?? between(random, 44, 112);
      dose = Math.min(k === 7 ? 480 : 400, Math.round((k * w) / 20) * 20);
      text = `${dose} mg intravenous once daily at ${at ?? oneOf(random, ['14:00', '14:00', '18:00', '10:00', '22:00'])} (${k} mg/kg, dosing weight ${w} kg) - level before 2nd dose`;
      if (perKg !== undefined) break;
    }
    return entry(p, GENTAMICIN, 'iv', 'mg', dose, 'once daily', text);
  };
  const ordinary = (p: Patient, drug: Drug = oneOf(random, DRUGS)) => {
    const dose = oneOf(random, drug[3]);
    const freq = oneOf(random, drug[4]);
    return entry(p, drug[0], drug[1], drug[2], dose, freq, `${dose} ${drug[2]} ${ROUTES[drug[1]]![2]} ${freq}`);
  };
  const wardsOf = WARDS.filter(([code]) => !['W21', 'W22', 'W23', 'W24'].includes(code));
  const entries: object[] = [];
  for (let i = 0; i < 175; i++) {
    const p = patient(person(random), oneOf(random, wardsOf));
    for (let k = 0, n = between(random, 2, 7); k < n; k++) entries.push(random() < 0.035 ? gentamicin(p) : ordinary(p));
  }
  shuffle(random, entries);
  const larch = WARDS.find(([code]) => code === 'W10')!;
  const rowan = WARDS.find(([code]) => code === 'W16')!;
  const ellison = patient({ title: 'Mrs', first: 'Margaret', last: 'Ellison', sex: 'F' }, larch);
  const ellis = patient({ title: 'Mrs', first: 'Margaret', last: 'Ellis', sex: 'F' }, rowan);
  const neighbour = patient(person(random), larch);
  const drug = (name: string) => DRUGS.find(([n]) => n.startsWith(name))!;
  const n = entries.length;
  const target0 = entry(ellison, GENTAMICIN, 'iv', 'mg', 280, 'once daily', target);
  entries[Math.floor(n * 0.5)] = target0;
  entries[Math.floor(n * 0.31)] = ordinary(ellison, drug('Paracetamol 500mg'));
  entries[Math.floor(n * 0.47)] = ordinary(ellison, drug('Enoxaparin'));
  entries[Math.floor(n * 0.57)] = ordinary(ellison, drug('Piperacillin'));
  entries[Math.floor(n * 0.44)] = gentamicin(ellis, 7, 61, '18:00');
  entries[Math.floor(n * 0.62)] = gentamicin(neighbour, 5, 64, '14:00');
  const bundle = {
    resourceType: 'Bundle',
    id: uuid(random),
    meta: { lastUpdated: isoZ(NOW) },
    type: 'searchset',
    total: n,
    link: [{ relation: 'self', url: `${base}/MedicationRequest?status=active&category=inpatient&_count=2000` }],
    entry: entries,
  };
  const output = `${JSON.stringify(bundle)}\n`;
  const ask =
    'Margaret Ellison on Larch ward has been started on gentamicin and pharmacy want to check it against her levels. What dose has she been written up for?';
  return probe('round 32: epma fhir bundle', ask, 'http_get', output, 'dose', `"text":"${target}"`, true);
}

/** `GET /dicom-web/studies?StudyDate=20261112-20261118`: the PACS's QIDO-RS answer, a week of studies as one line of DICOM JSON. */
function pacsQidoStudies(): EconomicsTask {
  const random = seededRandom(32_002);
  const EXAMS: readonly (readonly [string, string, number, number])[] = [
    ['CT', 'CT Head without contrast', 2, 260],
    ['CT', 'CT Chest Abdomen Pelvis with contrast', 4, 1100],
    ['CT', 'CT Pulmonary Angiogram', 3, 520],
    ['CT', 'CT Cervical Spine', 3, 410],
    ['CT', 'CT Abdomen Pelvis with contrast', 3, 780],
    ['CT', 'CT Angiogram Head and Neck', 4, 900],
    ['DX', 'XR Chest PA', 1, 1],
    ['DX', 'XR Chest AP (mobile)', 1, 1],
    ['DX', 'XR Pelvis AP', 1, 1],
    ['DX', 'XR Left Hip', 1, 2],
    ['DX', 'XR Right Wrist', 1, 2],
    ['DX', 'XR Left Ankle', 1, 3],
    ['DX', 'XR Abdomen', 1, 1],
    ['MR', 'MRI Brain', 8, 420],
    ['MR', 'MRI Lumbar Spine', 6, 310],
    ['MR', 'MRI Right Knee', 7, 380],
    ['US', 'US Abdomen', 1, 24],
    ['US', 'US Doppler Lower Limb Veins Left', 1, 18],
    ['US', 'US Renal Tract', 1, 16],
    ['MG', 'Mammography Bilateral', 1, 4],
    ['NM', 'NM Bone Scan Whole Body', 2, 6],
    ['XA', 'Coronary Angiogram', 6, 48],
  ];
  const REFERRERS = Array.from({ length: 50 }, () => `${oneOf(random, LAST).toUpperCase()}^${chars(random, 'ABCDEFGHJKLMNPRSTW', 1)}^^DR`);
  const accessions = new Set<string>();
  const accession = () => {
    let a = '';
    while (!a || accessions.has(a)) a = `SVR${digits(random, 8)}`;
    accessions.add(a);
    return a;
  };
  interface Who {
    readonly name: string;
    readonly mrn: string;
    readonly dob: string;
    readonly sex: string;
  }
  const patient = (p: Person = person(random)): Who => ({
    name: `${p.last.toUpperCase()}^${p.first.toUpperCase()}^^${p.title.toUpperCase()}`,
    mrn: `SV${digits(random, 7)}`,
    dob: `19${between(random, 28, 99)}${pad2(between(random, 1, 12))}${pad2(between(random, 1, 28))}`,
    sex: p.sex,
  });
  const study = (who: Who, exam: readonly [string, string, number, number], t: number) => {
    const uid = `1.2.826.0.1.3680043.10.${between(random, 100, 999)}.${iso(t).replace(/\D/g, '')}.${digits(random, 6)}`;
    const date = ymd(t).replace(/-/g, '');
    const time = iso(t).slice(11).replace(/:/g, '');
    return {
      '00080005': { vr: 'CS', Value: ['ISO_IR 100'] },
      '00080020': { vr: 'DA', Value: [date] },
      '00080030': { vr: 'TM', Value: [time] },
      '00080050': { vr: 'SH', Value: [accession()] },
      '00080056': { vr: 'CS', Value: ['ONLINE'] },
      '00080061': { vr: 'CS', Value: [exam[0]] },
      '00080090': { vr: 'PN', Value: [{ Alphabetic: oneOf(random, REFERRERS) }] },
      '00081030': { vr: 'LO', Value: [exam[1]] },
      '00081190': { vr: 'UR', Value: [`https://pacs.svth.nhs.uk/dicom-web/studies/${uid}`] },
      '00100010': { vr: 'PN', Value: [{ Alphabetic: who.name }] },
      '00100020': { vr: 'LO', Value: [who.mrn] },
      '00100030': { vr: 'DA', Value: [who.dob] },
      '00100040': { vr: 'CS', Value: [who.sex] },
      '0020000D': { vr: 'UI', Value: [uid] },
      '00200010': { vr: 'SH', Value: [String(between(random, 10_000, 99_999))] },
      '00201206': { vr: 'IS', Value: [exam[2] + pick(random, 2)] },
      '00201208': { vr: 'IS', Value: [Math.max(1, Math.round(exam[3] * (0.8 + random() * 0.4)))] },
    };
  };
  const when = () => T(12) + pick(random, 7 * 24 * 60 * 60) * 1_000;
  const studies: object[] = [];
  const patients: Who[] = [];
  for (let i = 0; i < 1_450; i++) {
    const who = patients.length > 40 && random() < 0.25 ? oneOf(random, patients) : patient();
    patients.push(who);
    studies.push(study(who, oneOf(random, EXAMS), when()));
  }
  // PACS answers in its database's order, not by date.
  shuffle(random, studies);
  const ctHead = EXAMS[0]!;
  const doherty = patient({ title: 'Mr', first: 'Patrick', last: 'Doherty', sex: 'M' });
  const patricia = patient({ title: 'Mrs', first: 'Patricia', last: 'Doherty', sex: 'F' });
  const n = studies.length;
  const target = study(doherty, ctHead, T(18, 20, 34, 12));
  studies[Math.floor(n * 0.5)] = target;
  studies[Math.floor(n * 0.38)] = study(doherty, ctHead, T(15, 10, 12, 40));
  studies[Math.floor(n * 0.55)] = study(doherty, EXAMS[7]!, T(18, 21, 2, 5));
  studies[Math.floor(n * 0.46)] = study(patricia, ctHead, T(18, 19, 41, 30));
  const needle = `"00080050":${JSON.stringify(target['00080050'])}`;
  const output = `${JSON.stringify(studies)}\n`;
  const ask =
    "Patrick Doherty had a CT of his head yesterday evening after a fall on the ward, and the radiologist reporting from home can't find it on her list. What's the accession number for that scan?";
  return probe('round 32: pacs qido studies', ask, 'http_get', output, 'accession', needle, true);
}

/** The theatre system's sessions for the next two weeks, as one line of XML; a rebooked knee replacement's start. */
function theatreSessionsXml(): EconomicsTask {
  const random = seededRandom(32_003);
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  /** Procedures: name, OPCS-4, minutes, anaesthetic, whether it has a side. */
  type Procedure = readonly [string, string, number, string, boolean];
  const SPECIALTIES: readonly (readonly [string, readonly Procedure[]])[] = [
    [
      'Trauma & Orthopaedics',
      [
        ['Total knee replacement', 'W401', 120, 'Spinal + sedation', true],
        ['Total hip replacement', 'W371', 120, 'Spinal + sedation', true],
        ['Knee arthroscopy and menisectomy', 'W852', 45, 'GA', true],
        ['ACL reconstruction', 'W742', 100, 'GA + block', true],
        ['Carpal tunnel release', 'A651', 25, 'LA', true],
        ['Revision hip replacement', 'W381', 210, 'GA + spinal', true],
        ['Subacromial decompression', 'O291', 60, 'GA + block', true],
      ],
    ],
    [
      'General Surgery',
      [
        ['Laparoscopic cholecystectomy', 'J183', 75, 'GA', false],
        ['Inguinal hernia repair (mesh)', 'T202', 60, 'GA', true],
        ['Umbilical hernia repair', 'T241', 45, 'GA', false],
        ['Excision of pilonidal sinus', 'T261', 40, 'GA', false],
        ['Laparoscopic appendicectomy', 'H013', 60, 'GA', false],
      ],
    ],
    [
      'Urology',
      [
        ['Transurethral resection of prostate', 'M653', 70, 'Spinal', false],
        ['Ureteroscopy and laser lithotripsy', 'M271', 60, 'GA', true],
        ['Rigid cystoscopy and biopsy', 'M452', 30, 'GA', false],
        ['Transurethral resection of bladder tumour', 'M421', 45, 'GA', false],
      ],
    ],
    [
      'Gynaecology',
      [
        ['Hysteroscopy and biopsy', 'Q181', 30, 'GA', false],
        ['Total laparoscopic hysterectomy', 'Q078', 150, 'GA', false],
        ['Laparoscopic ovarian cystectomy', 'Q431', 75, 'GA', true],
      ],
    ],
    [
      'ENT',
      [
        ['Tonsillectomy', 'F341', 45, 'GA', false],
        ['Septoplasty', 'E036', 60, 'GA', false],
        ['Functional endoscopic sinus surgery', 'E148', 90, 'GA', false],
        ['Grommet insertion', 'D151', 20, 'GA', true],
      ],
    ],
    [
      'Ophthalmology',
      [
        ['Phacoemulsification of lens with IOL', 'C751', 25, 'LA', true],
        ['Trabeculectomy', 'C602', 60, 'LA + sedation', true],
      ],
    ],
    [
      'Vascular Surgery',
      [
        ['Endovenous laser ablation of varicose veins', 'L882', 60, 'LA', true],
        ['Carotid endarterectomy', 'L294', 150, 'GA', true],
        ['Below knee amputation', 'X095', 90, 'GA + block', true],
      ],
    ],
  ];
  const SURGEONS = new Map(
    SPECIALTIES.map(([name]) => [
      name,
      Array.from(
        { length: 5 },
        () => `${oneOf(random, ['Mr', 'Mr', 'Ms', 'Miss'])} ${chars(random, 'ABCDEGHJKMNPRST', 1)} ${oneOf(random, LAST)}`,
      ),
    ]),
  );
  const ANAESTHETISTS = Array.from({ length: 40 }, () => `Dr ${chars(random, 'ABCDEGHJKMNPRST', 1)} ${oneOf(random, LAST)}`);
  const THEATRES = ['TH01', 'TH02', 'TH03', 'TH04', 'TH05', 'TH06', 'TH07', 'TH08', 'TH09', 'TH10', 'DSU1', 'DSU2', 'DSU3', 'DSU4'];
  const DAYS = [23, 24, 25, 26, 27, 30, 31, 32, 33, 34];
  const WEEKDAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  /** Each theatre's specialty on each weekday and half day, as the master timetable has it. */
  const template = new Map<string, readonly [string, readonly Procedure[]]>();
  for (const theatre of THEATRES)
    for (const day of WEEKDAY) for (const slot of ['AM', 'PM']) template.set(`${theatre}-${day}-${slot}`, oneOf(random, SPECIALTIES));
  interface Planted {
    readonly who: Person;
    readonly age: number;
    readonly proc: Procedure;
    readonly side: string;
    readonly status: string;
    readonly note?: string;
  }
  const planted = new Map<string, Planted[]>();
  const tAndO = SPECIALTIES[0]!;
  const tkr = tAndO[1][0]!;
  const pearce: Person = { title: 'Mrs', first: 'Joan', last: 'Pearce', sex: 'F' };
  const PEARCE_MRN = 'SV4471208';
  planted.set('23-TH06-AM', [
    { who: pearce, age: 71, proc: tkr, side: 'Right', status: 'Cancelled', note: 'Moved to 30/11 PM list (consultant on call)' },
  ]);
  planted.set('30-TH06-PM', [{ who: pearce, age: 71, proc: tkr, side: 'Right', status: 'Booked' }]);
  planted.set('25-TH05-AM', [
    { who: { title: 'Mr', first: 'John', last: 'Pearce', sex: 'M' }, age: 58, proc: tAndO[1][2]!, side: 'Left', status: 'Confirmed' },
  ]);
  planted.set('31-TH06-AM', [
    { who: { title: 'Mrs', first: 'Joan', last: 'Pearson', sex: 'F' }, age: 69, proc: tkr, side: 'Left', status: 'Booked' },
  ]);
  const adeyemi = 'Mr R Adeyemi';
  let needle = '';
  const caseXml = (
    seq: number,
    start: number,
    who: Person,
    age: number,
    proc: Procedure,
    side: string,
    status: string,
    note?: string,
    mrn = `SV${digits(random, 7)}`,
  ) => {
    const day = proc[3] === 'LA' || proc[2] <= 45;
    const head = `<Case seq="${seq}" caseId="OC${digits(random, 7)}" mrn="${mrn}" `;
    const body =
      `patient="${esc(`${who.last.toUpperCase()}, ${who.first}`)}" age="${age}" sex="${who.sex}" procedure="${esc(proc[0])}" side="${side}" ` +
      `opcs="${proc[1]}" anaesthetic="${esc(proc[3])}" asa="${mrn === PEARCE_MRN ? 2 : oneOf(random, [1, 2, 2, 2, 3, 3])}" plannedStart="${hhmm(start)}"`;
    const tail =
      ` plannedMins="${proc[2]}" admission="${day ? 'Day case' : mrn === PEARCE_MRN ? 'DOSA' : oneOf(random, ['DOSA', 'DOSA', 'Inpatient'])}" ` +
      `ward="${day ? 'W25 Teal' : mrn === PEARCE_MRN ? 'W14 Poplar' : oneOf(random, ['W12 Oak', 'W14 Poplar', 'W10 Larch', 'W11 Maple', 'W15 Quince', 'W19 Walnut', 'W20 Willow', 'W27 Finch'])}" ` +
      `priority="${mrn === PEARCE_MRN ? 'Elective' : oneOf(random, ['Elective', 'Elective', 'Elective', 'Elective', 'Urgent', 'Cancer 62d'])}" status="${status}"${note ? ` statusNote="${esc(note)}"` : ''}/>`;
    return { xml: head + body + tail, body };
  };
  const sessions: string[] = [];
  for (const d of DAYS) {
    const date = ymd(T(d));
    const weekday = WEEKDAY[(d - 23) % 7]!;
    for (const theatre of THEATRES) {
      for (const slot of ['AM', 'PM']) {
        const key = `${d}-${theatre}-${slot}`;
        const plants = planted.get(key) ?? [];
        if (!plants.length && random() < 0.08) continue;
        const [specialty, procedures] =
          key === '23-TH06-AM' || key === '30-TH06-PM' || key === '31-TH06-AM' ? tAndO : template.get(`${theatre}-${weekday}-${slot}`)!;
        const surgeon = key === '23-TH06-AM' || key === '30-TH06-PM' ? adeyemi : oneOf(random, SURGEONS.get(specialty)!);
        const open = slot === 'AM' ? 8 * 60 : 13 * 60 + 30;
        const close = open + 270;
        const cases: string[] = [];
        let at = open + 15;
        let seq = 1;
        for (const p of plants) {
          const c = caseXml(seq++, at, p.who, p.age, p.proc, p.side, p.status, p.note, p.who === pearce ? PEARCE_MRN : undefined);
          if (key === '30-TH06-PM') needle = c.body;
          cases.push(c.xml);
          at += p.proc[2] + 15;
        }
        for (;;) {
          const proc = oneOf(random, theatre.startsWith('DSU') ? procedures.filter((q) => q[2] <= 75) : procedures);
          if (!proc || at + proc[2] > close) break;
          const who = person(random);
          const status =
            d < 26
              ? oneOf(random, ['Confirmed', 'Confirmed', 'Confirmed', 'Booked', 'Cancelled'])
              : oneOf(random, ['Booked', 'Booked', 'Booked', 'Provisional']);
          const note =
            status === 'Cancelled'
              ? oneOf(random, [
                  'Patient unwell',
                  'No ward bed',
                  'Patient DNA pre-op',
                  'List overrun risk',
                  'Patient declined',
                  'Equipment unavailable',
                ])
              : undefined;
          cases.push(
            caseXml(seq++, at, who, between(random, 18, 92), proc, proc[4] ? oneOf(random, ['Left', 'Right']) : 'N/A', status, note).xml,
          );
          at += proc[2] + 15;
        }
        sessions.push(
          `<Session id="SVG-${date.replace(/-/g, '')}-${theatre}-${slot}" theatre="${theatre}" suite="${theatre.startsWith('DSU') ? 'Day Surgery Unit' : 'Main Theatres'}" date="${date}" slot="${slot}" start="${hhmm(open)}" end="${hhmm(close)}" specialty="${esc(specialty)}" surgeon="${surgeon}" anaesthetist="${oneOf(random, ANAESTHETISTS)}" status="${d < 26 ? 'Finalised' : 'Open'}">${cases.join('')}</Session>`,
        );
      }
    }
  }
  const output = `<?xml version="1.0" encoding="UTF-8"?><SessionList site="SVG" from="2026-11-23" to="2026-12-04" generated="${isoZ(NOW - 11 * MINUTE)}" sessions="${sessions.length}">${sessions.join('')}</SessionList>\n`;
  const ask =
    "Joan Pearce's knee replacement was taken off Monday's list and rebooked. What time is she planned to go into theatre now? Her daughter is driving her in and wants to know.";
  return probe('round 32: theatre sessions xml', ask, 'http_get', output, 'start', needle, true);
}

/** `cat channels.yaml`: the integration engine's channels; where WinPath results go for the emergency department. */
function integrationChannelsYaml(): EconomicsTask {
  const random = seededRandom(32_004);
  /** Systems: key, how descriptions name them, host, group. */
  const SYSTEMS: Readonly<Record<string, readonly [string, string, string]>> = {
    TRAKCARE: ['TrakCare (PAS/EPR)', '10.52.10.21', 'Patient Administration'],
    WINPATH: ['WinPath (Pathology LIMS)', '10.52.12.15', 'Pathology'],
    CRIS: ['CRIS (Radiology)', '10.52.13.40', 'Radiology'],
    SECTRA: ['Sectra PACS', '10.52.13.61', 'Radiology'],
    SYMPHONY: ['Symphony (Emergency Department)', '10.52.14.37', 'Emergency Care'],
    JAC: ['JAC (Pharmacy)', '10.52.15.9', 'Pharmacy'],
    EPMA: ['EPMA (e-Prescribing)', '10.52.15.31', 'Pharmacy'],
    ORMIS: ['ORMIS (Theatres)', '10.52.16.22', 'Theatres'],
    BADGERNET: ['BadgerNet (Maternity)', '10.60.2.14', 'Maternity'],
    ICCA: ['ICCA (Critical Care)', '10.52.17.30', 'Critical Care'],
    NERVECENTRE: ['Nervecentre (e-Obs)', '10.52.18.12', 'Nursing'],
    TOMCAT: ['Tomcat (Cardiology)', '10.52.20.18', 'Cardiology'],
    SOMERSET: ['Somerset Cancer Register', '10.52.21.7', 'Cancer Services'],
    BLOODTRACK: ['BloodTrack (Transfusion)', '10.52.12.44', 'Pathology'],
    VITALDATA: ['VitalData (Renal)', '10.52.22.16', 'Renal'],
    SOLUS: ['Solus (Endoscopy)', '10.52.23.9', 'Endoscopy'],
    DOCMAN: ['Docman (GP letters)', 'docman.svth.local', 'Correspondence'],
    DW: ['Data Warehouse staging', '10.52.30.10', 'Information'],
  };
  /** Message kinds: short name, types, what a description calls them. */
  const KINDS: readonly (readonly [string, readonly string[], string])[] = [
    ['ADT', ['ADT^A01', 'ADT^A02', 'ADT^A03', 'ADT^A08', 'ADT^A11', 'ADT^A12', 'ADT^A13'], 'patient movements'],
    ['A28', ['ADT^A28', 'ADT^A31', 'ADT^A40'], 'patient master updates and merges'],
    ['ORM', ['ORM^O01'], 'orders'],
    ['ORU', ['ORU^R01'], 'results'],
    ['SIU', ['SIU^S12', 'SIU^S14', 'SIU^S15', 'SIU^S26'], 'appointment bookings'],
    ['MDM', ['MDM^T02'], 'documents'],
    ['DFT', ['DFT^P03'], 'charges'],
    ['RDE', ['RDE^O11'], 'pharmacy orders'],
  ];
  /** Who sends what. */
  const SENDS: Readonly<Record<string, readonly string[]>> = {
    ADT: ['TRAKCARE'],
    A28: ['TRAKCARE'],
    ORM: ['TRAKCARE', 'SYMPHONY', 'ICCA', 'ORMIS', 'BADGERNET'],
    ORU: ['WINPATH', 'CRIS', 'TOMCAT', 'SOLUS', 'NERVECENTRE', 'VITALDATA', 'BLOODTRACK'],
    SIU: ['TRAKCARE', 'CRIS', 'SOLUS'],
    MDM: ['TRAKCARE', 'SYMPHONY', 'CRIS', 'TOMCAT', 'SOMERSET', 'BADGERNET'],
    DFT: ['ORMIS', 'CRIS', 'WINPATH'],
    RDE: ['EPMA'],
  };
  const RESULT_WORDS: Readonly<Record<string, string>> = {
    WINPATH: 'pathology results',
    CRIS: 'radiology reports',
    TOMCAT: 'echo and ECG reports',
    SOLUS: 'endoscopy reports',
    NERVECENTRE: 'observations and NEWS2 scores',
    VITALDATA: 'dialysis session results',
    BLOODTRACK: 'blood product fate records',
  };
  const keys = Object.keys(SYSTEMS);
  const used = new Set<string>();
  let port = 6600;
  let listen = 5100;
  let id = 100;
  const ENGINEERS = ['a.okafor', 'm.nowak', 's.pritchard', 'j.fletcher', 'r.chowdhury'];
  const channel = (
    src: string,
    kind: (typeof KINDS)[number],
    dsts: readonly string[],
    enabled = true,
  ): { text: string; endpoints: string[] } => {
    const name = `${src}_${kind[0]}_${dsts.length > 1 ? 'MULTI' : dsts[0]!}${used.has(`${src}_${kind[0]}_${dsts.length > 1 ? 'MULTI' : dsts[0]!}`) ? `_${pad2(between(random, 2, 9))}` : ''}`;
    used.add(name);
    const what = kind[0] === 'ORU' ? RESULT_WORDS[src]! : kind[2];
    const endpoints: string[] = [];
    const destinations = dsts.flatMap((d) => {
      const [, host] = SYSTEMS[d]!;
      if (d === 'DW')
        return [
          `      - name: ${d.toLowerCase()}`,
          '        type: FILE_WRITER',
          `        path: /data/dw/inbound/${kind[0].toLowerCase()}/${src.toLowerCase()}/`,
          '        pattern: "${MSH-10}.hl7"',
        ];
      if (d === 'DOCMAN')
        return [
          `      - name: ${d.toLowerCase()}`,
          '        type: HTTP_SENDER',
          `        endpoint: https://${host}/api/v2/inbound/hl7`,
          `        timeout_ms: ${oneOf(random, [15000, 30000])}`,
        ];
      port += between(random, 1, 3);
      const endpoint = `endpoint: ${host}:${port}`;
      endpoints.push(endpoint);
      return [
        `      - name: ${d.toLowerCase()}`,
        '        type: MLLP_SENDER',
        `        ${endpoint}`,
        `        ack_timeout_ms: ${oneOf(random, [10000, 30000, 30000, 60000])}`,
        `        retry: {count: ${oneOf(random, [3, 5, 5, 10])}, interval_ms: ${oneOf(random, [5000, 10000, 30000])}}`,
      ];
    });
    const rules = Array.from({ length: pick(random, 3) }, () =>
      oneOf(random, [
        `        - {field: MSH-4, op: eq, value: ${oneOf(random, ['SVG', 'ABF', 'KMTC'])}}`,
        `        - {field: PV1-2, op: in, values: [${oneOf(random, ['I, E', 'I', 'O, E', 'E'])}]}`,
        `        - {field: PID-3.4, op: eq, value: SVTH}`,
        `        - {field: OBR-24, op: in, values: [${oneOf(random, ['CH, HM', 'MB', 'BB', 'CT, MR, US', 'CH'])}]}`,
        `        - {field: PV1-3.1, op: not_in, values: [TEST, TRAIN]}`,
      ]),
    );
    listen += 1;
    const text = [
      `  - id: CH${String(id++).padStart(4, '0')}`,
      `    name: ${name}`,
      `    description: "${SYSTEMS[src]![0]} ${what} (${kind[1].join(', ')}) to ${dsts.map((d) => SYSTEMS[d]![0]).join(', ')}"`,
      `    enabled: ${enabled}`,
      `    group: ${SYSTEMS[src]![2]}`,
      '    source:',
      '      type: MLLP_LISTENER',
      `      bind: 0.0.0.0:${listen}`,
      '      charset: UTF-8',
      `      ack: ${oneOf(random, ['AA_ON_RECEIPT', 'AA_ON_RECEIPT', 'AA_ON_DELIVERY'])}`,
      '    destinations:',
      ...destinations,
      '    filter:',
      `      message_types: [${kind[1].join(', ')}]`,
      ...(rules.length ? ['      rules:', ...rules] : []),
      `    transform: xslt/${src.toLowerCase()}_${kind[0].toLowerCase()}_${dsts.length > 1 ? 'common' : dsts[0]!.toLowerCase()}.xsl`,
      `    alerts: {queue_depth: ${oneOf(random, [200, 500, 500, 1000])}, inactivity_min: ${oneOf(random, [30, 60, 60, 240, 1440])}, notify: integration.oncall@svth.nhs.uk}`,
      `    modified: "${isoZ(T(1) - between(random, 0, 900) * DAY + pick(random, DAY))}"`,
      `    modified_by: ${oneOf(random, ENGINEERS)}`,
    ].join('\n');
    return { text, endpoints };
  };
  const randomChannel = () => {
    for (;;) {
      const kind = oneOf(random, KINDS);
      const src = oneOf(random, SENDS[kind[0]]!);
      const dsts = [...new Set(Array.from({ length: oneOf(random, [1, 1, 1, 2, 3]) }, () => oneOf(random, keys)))].filter((d) => d !== src);
      if (!dsts.length) continue;
      // The planted channels are the only ones from WinPath's results to Symphony or TrakCare, or from CRIS's to Symphony.
      if (
        kind[0] === 'ORU' &&
        ((src === 'WINPATH' && (dsts.includes('SYMPHONY') || dsts.includes('TRAKCARE'))) || (src === 'CRIS' && dsts.includes('SYMPHONY')))
      )
        continue;
      return channel(src, kind, dsts, random() > 0.06);
    }
  };
  const oru = KINDS.find(([k]) => k === 'ORU')!;
  const orm = KINDS.find(([k]) => k === 'ORM')!;
  const texts: string[] = [];
  const COUNT = 460;
  let needle = '';
  for (let i = 0; i < COUNT; i++) {
    if (i === Math.floor(COUNT * 0.52)) {
      const c = channel('WINPATH', oru, ['SYMPHONY']);
      needle = c.endpoints[0]!;
      texts.push(c.text);
    } else if (i === Math.floor(COUNT * 0.5)) texts.push(channel('WINPATH', oru, ['TRAKCARE']).text);
    else if (i === Math.floor(COUNT * 0.55)) texts.push(channel('CRIS', oru, ['SYMPHONY']).text);
    else if (i === Math.floor(COUNT * 0.41)) texts.push(channel('SYMPHONY', orm, ['WINPATH']).text);
    else if (i === Math.floor(COUNT * 0.6)) texts.push(channel('WINPATH', oru, ['ICCA', 'DW']).text);
    else texts.push(randomChannel().text);
  }
  const output = `${[
    '# Integration engine channel configuration (production)',
    `# exported ${isoZ(NOW - 3 * MINUTE)} by ie-admin: iectl config export --all --format yaml`,
    'engine:',
    '  node: svth-ie01.svth.local',
    '  cluster: [svth-ie01, svth-ie02]',
    '  version: 4.6.2',
    'channels:',
    ...texts,
  ].join('\n')}\n`;
  const ask =
    'A&E say lab results stopped dropping into their system this morning. Where does the interface engine send pathology results for the emergency department? I need the address and port to check the connection.';
  return probe('round 32: integration channels yaml', ask, 'run_shell', output, 'endpoint', needle);
}

/** The letters service's log since midnight: discharge summaries and clinic letters to GPs; one summary's root cause. */
function lettersServiceLog(): EconomicsTask {
  const random = seededRandom(32_005);
  const ms = (t: number) => `${stamp(t)}.${String(t % 1000).padStart(3, '0')}`;
  const events: { t: number; text: string }[] = [];
  const log = (t: number, level: string, thread: string, logger: string, message: string, trace: readonly string[] = []) =>
    events.push({
      t,
      text: [`${ms(t)} ${level.padStart(5)} 2817 --- [${thread.padStart(16)}] ${logger.padEnd(40)} : ${message}`, ...trace].join('\n'),
    });
  const worker = () => `letters-worker-${between(random, 1, 8)}`;
  const L = {
    discharge: 'u.n.s.letters.DischargeLetterService',
    clinic: 'u.n.s.letters.ClinicLetterService',
    render: 'u.n.s.letters.render.LetterRenderer',
    mesh: 'u.n.s.l.transport.MeshClient',
    poller: 'u.n.s.l.transport.MeshPoller',
    ods: 'u.n.s.letters.ods.OdsLookup',
    hikari: 'com.zaxxer.hikari.pool.HikariPool',
  };
  const POOL = [
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    '\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const service = (ds: boolean) =>
    ds
      ? [
          '\tat uk.nhs.svth.letters.DischargeLetterService.process(DischargeLetterService.java:91)',
          '\tat uk.nhs.svth.letters.queue.LetterQueueWorker.run(LetterQueueWorker.java:58)',
        ]
      : [
          '\tat uk.nhs.svth.letters.ClinicLetterService.process(ClinicLetterService.java:76)',
          '\tat uk.nhs.svth.letters.queue.LetterQueueWorker.run(LetterQueueWorker.java:58)',
        ];
  const practice = () => `${oneOf(random, ['M', 'M', 'M', 'B', 'L', 'J'])}${pad2(between(random, 81, 92))}${digits(random, 3)}`;
  const TEMPLATES = ['discharge-summary-v7', 'clinic-letter-v3', 'ed-discharge-v2'];
  const FIELDS = [
    'letter.clinic.consultant.gmc',
    'letter.encounter.dischargeMethod',
    'letter.clinic.followUp.interval',
    'letter.medications[3].route',
  ];
  const pendingAcks: { t: number; text: string }[] = [];
  let dsSeq = 118_200;
  let clSeq = 443_050;
  /** One letter from pickup to the acknowledgement, or a failure; `plant` writes the planted failure. */
  const letter = (t: number, ds: boolean, opts: { ref?: string; ward?: string; failure?: string } = {}) => {
    // The planted summary's number is its own.
    if (ds && !opts.ref && dsSeq + 3 >= 118_842 && dsSeq < 118_842) dsSeq = 118_842;
    const ref = opts.ref ?? (ds ? `DS-26-${(dsSeq += between(random, 1, 3))}` : `CL-26-${(clSeq += between(random, 1, 3))}`);
    const enc = `E${digits(random, 7)}`;
    const ward = opts.ward ?? (ds ? oneOf(random, WARDS)[0] : oneOf(random, ['OPD1', 'OPD2', 'OPD3', 'EYE', 'FRC', 'CDU']));
    const gp = opts.failure === 'nopractice' ? '-' : practice();
    const thread = worker();
    const logger = ds ? L.discharge : L.clinic;
    log(
      t,
      'INFO',
      thread,
      logger,
      `Picked up ${ref} (${ds ? 'discharge summary' : 'clinic letter'}) enc=${enc} ward=${ward} practice=${gp}`,
    );
    let at = t + between(random, 80, 900);
    const failure = opts.failure ?? (random() < 0.035 ? oneOf(random, ['mesh', 'mesh', 'ods', 'db', 'template']) : '');
    if (failure === 'nopractice') {
      log(at, 'ERROR', thread, logger, `Failed to send ${ref} (enc=${enc} ward=${ward}): marking FAILED, will not retry`, [
        `uk.nhs.svth.letters.render.LetterRenderException: Could not render ${ref} with template discharge-summary-v7`,
        '\tat uk.nhs.svth.letters.render.LetterRenderer.render(LetterRenderer.java:144)',
        ...service(true),
        ...POOL,
        'Caused by: java.lang.NullPointerException: Cannot invoke "uk.nhs.svth.letters.model.GpPractice.getOdsCode()" because the return value of "uk.nhs.svth.letters.model.Patient.getRegisteredPractice()" is null',
        '\tat uk.nhs.svth.letters.render.RecipientBlock.addressFor(RecipientBlock.java:62)',
        '\tat uk.nhs.svth.letters.render.RecipientBlock.render(RecipientBlock.java:41)',
        '\tat uk.nhs.svth.letters.render.LetterRenderer.render(LetterRenderer.java:131)',
        '\t... 5 common frames omitted',
      ]);
      return;
    }
    if (failure === 'template') {
      const field = oneOf(random, FIELDS);
      const template = ds ? oneOf(random, TEMPLATES) : 'clinic-letter-v3';
      log(at, 'ERROR', thread, logger, `Failed to send ${ref} (enc=${enc} ward=${ward}): marking FAILED, will not retry`, [
        `uk.nhs.svth.letters.render.LetterRenderException: Could not render ${ref} with template ${template}`,
        '\tat uk.nhs.svth.letters.render.LetterRenderer.render(LetterRenderer.java:144)',
        ...service(ds),
        ...POOL,
        `Caused by: freemarker.core.InvalidReferenceException: The following has evaluated to null or missing: ==> ${field}  [in template "${template}.ftlh" at line ${between(random, 20, 140)}, column ${between(random, 5, 60)}]`,
        '\tat freemarker.core.InvalidReferenceException.getInstance(InvalidReferenceException.java:134)',
        '\tat freemarker.core.EvalUtil.coerceModelToTextualCommon(EvalUtil.java:481)',
        '\tat freemarker.core.DollarVariable.accept(DollarVariable.java:41)',
        '\tat freemarker.core.Environment.visit(Environment.java:347)',
        '\tat freemarker.template.Template.process(Template.java:383)',
        '\tat uk.nhs.svth.letters.render.LetterRenderer.render(LetterRenderer.java:127)',
        '\t... 5 common frames omitted',
      ]);
      return;
    }
    if (failure === 'ods') {
      log(at, 'ERROR', thread, logger, `Failed to send ${ref} (enc=${enc} ward=${ward}): recipient lookup failed, parked for review`, [
        `uk.nhs.svth.letters.ods.OdsLookupException: ODS code ${gp} not found in ORD (practice closed or merged?)`,
        '\tat uk.nhs.svth.letters.ods.OdsLookup.practice(OdsLookup.java:88)',
        '\tat uk.nhs.svth.letters.transport.MeshRouter.mailboxFor(MeshRouter.java:39)',
        ...service(ds),
        ...POOL,
        `Caused by: org.springframework.web.client.HttpClientErrorException$NotFound: 404 Not Found on GET request for "https://directory.spineservices.nhs.uk/ORD/2-0-0/organisations/${gp}": [no body]`,
        '\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:112)',
        '\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)',
        '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)',
        '\tat uk.nhs.svth.letters.ods.OdsLookup.practice(OdsLookup.java:81)',
        '\t... 6 common frames omitted',
      ]);
      return;
    }
    if (failure === 'db') {
      log(
        at + 30_000,
        'WARN',
        thread,
        L.hikari,
        'HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=6)',
      );
      log(at + 30_010, 'ERROR', thread, logger, `Failed to send ${ref} (enc=${enc} ward=${ward}): will retry at next sweep`, [
        'org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection',
        '\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)',
        `\tat uk.nhs.svth.letters.store.LetterRepository.markSending(LetterRepository.java:${between(random, 40, 70)})`,
        ...service(ds),
        ...POOL,
        'Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=6)',
        '\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)',
        '\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)',
        '\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)',
        '\t... 9 common frames omitted',
      ]);
      return;
    }
    const template = ds ? (ward === 'EDU' ? 'ed-discharge-v2' : 'discharge-summary-v7') : 'clinic-letter-v3';
    log(
      at,
      'INFO',
      thread,
      L.render,
      `Rendered ${ref} template=${template} pages=${between(random, 1, ds ? 6 : 3)} in ${between(random, 120, 1400)} ms`,
    );
    at += between(random, 100, 600);
    const mailbox = `${gp}OT001`;
    const messageId = `${iso(at).replace(/\D/g, '')}${String(at % 1000).padStart(3, '0')}_${hex(random, 6).toUpperCase()}`;
    if (failure === 'mesh') {
      for (let attempt = 1; attempt <= 3; attempt++) {
        log(
          at,
          'WARN',
          thread,
          L.mesh,
          `MESH send attempt ${attempt}/3 for ${ref} failed: HTTP ${oneOf(random, [503, 503, 504])}; retrying in 30s`,
        );
        at += 30_000 + between(random, 5, 400);
      }
      log(at, 'ERROR', thread, L.mesh, `Giving up on ${ref} after 3 attempts; letter left QUEUED for next sweep`, [
        'uk.nhs.svth.letters.transport.MeshTransportException: POST https://mesh-sync.spineservices.nhs.uk/messageexchange/RA9OT001/outbox returned 503 Service Unavailable',
        '\tat uk.nhs.svth.letters.transport.MeshClient.send(MeshClient.java:211)',
        '\tat uk.nhs.svth.letters.transport.MeshClient.sendWithRetry(MeshClient.java:148)',
        ...service(ds),
        ...POOL,
      ]);
      return;
    }
    log(at, 'INFO', thread, L.mesh, `Sent ${ref} to mailbox ${mailbox} messageId=${messageId} (${between(random, 18_000, 160_000)} bytes)`);
    pendingAcks.push({ t: at + between(random, 60, 1_500) * 1_000, text: `${messageId} (${ref}): ACCEPTED` });
  };
  const start = T(19, 0);
  const end = T(19, 9, 35);
  for (let t = start; t < end; t += between(random, 6_000, 44_000)) letter(t + pick(random, 1000), random() < 0.55);
  for (let t = start + 13_004; t < end; t += 5 * MINUTE) {
    const due = pendingAcks.filter((a) => a.t <= t);
    log(t, 'INFO', 'mesh-poller-1', L.poller, `MESH poll: inbox ${pick(random, 3)} messages, ${due.length} acks`);
    for (const a of due) log(t + between(random, 5, 90), 'INFO', 'mesh-poller-1', L.poller, `Ack ${a.text}`);
    pendingAcks.splice(0, pendingAcks.length, ...pendingAcks.filter((a) => a.t > t));
  }
  events.sort((a, b) => a.t - b.t);
  const middle = events[Math.floor(events.length * 0.5)]!.t;
  letter(middle + 7, true, { ref: 'DS-26-118842', ward: 'W07', failure: 'nopractice' });
  letter(middle - 41 * MINUTE, true, { ward: 'W07', failure: 'mesh' });
  letter(middle + 23 * MINUTE, true, { ward: 'W07', failure: 'template' });
  events.sort((a, b) => a.t - b.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const needle =
    'Caused by: java.lang.NullPointerException: Cannot invoke "uk.nhs.svth.letters.model.GpPractice.getOdsCode()" because the return value of "uk.nhs.svth.letters.model.Patient.getRegisteredPractice()" is null';
  const ask =
    "The EPR shows Ward 7's discharge summary DS-26-118842 as failed and it never went to the GP. What was the underlying error behind it, not just the 'could not render' message?";
  return probe('round 32: letters service log', ask, 'read_file', output, 'cause', needle);
}

/** The clinical engineering asset register as text: one record per device; a defibrillator's serial above its location. */
function deviceAssetRegister(): EconomicsTask {
  const random = seededRandom(32_006);
  /** Kinds: description, manufacturer, models, serial maker, risk, where they live. */
  type Kind = readonly [string, string, readonly string[], (r: () => number) => string, string, readonly string[]];
  const KINDS: readonly Kind[] = [
    [
      'Infusion pump (volumetric)',
      'BD',
      ['Alaris GP Plus'],
      (r) => `8002${digits(r, 8)}`,
      'High',
      ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4', 'Equipment store', 'Side room'],
    ],
    [
      'Syringe driver',
      'BD',
      ['Alaris CC Plus', 'McKinley T34'],
      (r) => `${chars(r, 'ABT', 1)}${digits(r, 9)}`,
      'High',
      ['Equipment store', 'Bay 2', 'Treatment room'],
    ],
    [
      'Patient monitor',
      'Philips',
      ['IntelliVue MX450', 'IntelliVue MX550', 'IntelliVue MX750'],
      (r) => `DE${digits(r, 8)}`,
      'High',
      ['Bay 1', 'Bay 3', 'Side room', 'Resus trolley', 'Nurses station'],
    ],
    [
      'Vital signs monitor',
      'Welch Allyn',
      ['Connex CVSM 6400', 'Connex Spot'],
      (r) => `1000${digits(r, 8)}`,
      'Medium',
      ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4', 'Nurses station'],
    ],
    [
      'Defibrillator/monitor',
      'ZOLL Medical',
      ['R Series ALS', 'R Series Plus'],
      (r) => `AF${between(r, 12, 22)}${chars(r, 'ABCDEFGHK', 1)}${digits(r, 6)}`,
      'High',
      ['Resus trolley'],
    ],
    ['Defibrillator/monitor', 'Philips', ['HeartStart XL+'], (r) => `US${between(r, 15, 23)}${digits(r, 6)}`, 'High', ['Resus trolley']],
    [
      'Defibrillator (AED)',
      'Physio-Control',
      ['LIFEPAK 1000'],
      (r) => `4${digits(r, 7)}`,
      'High',
      ['Corridor wall cabinet', 'Ward entrance', 'Treatment room'],
    ],
    [
      'Suction unit',
      'Laerdal',
      ['LSU 4000'],
      (r) => `${between(r, 78, 79)}${digits(r, 6)}`,
      'Medium',
      ['Resus trolley', 'Bay 1', 'Bay 4', 'Side room'],
    ],
    [
      'ECG machine',
      'GE Healthcare',
      ['MAC 5500 HD', 'MAC 2000'],
      (r) => `SKE${digits(r, 8)}WA`,
      'Medium',
      ['Treatment room', 'Equipment store'],
    ],
    ['Bladder scanner', 'Verathon', ['BladderScan Prime Plus'], (r) => `${digits(r, 7)}`, 'Low', ['Treatment room', 'Equipment store']],
    ['Thermometer (tympanic)', 'Covidien', ['Genius 3'], (r) => `G3${digits(r, 8)}`, 'Low', ['Bay 1', 'Bay 2', 'Bay 3', 'Nurses station']],
    [
      'Blood glucose meter',
      'Abbott',
      ['FreeStyle Precision Pro'],
      (r) => `XACB${digits(r, 6)}`,
      'Medium',
      ['Treatment room', 'Nurses station'],
    ],
    [
      'Pressure relieving mattress',
      'Arjo',
      ['Auto Logic 200'],
      (r) => `AL${digits(r, 7)}`,
      'Medium',
      ['Bay 1', 'Bay 2', 'Bay 3', 'Side room'],
    ],
    [
      'Electric profiling bed',
      'Arjo',
      ['Enterprise 9000X'],
      (r) => `E9${digits(r, 8)}`,
      'Medium',
      ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4', 'Side room'],
    ],
  ];
  const PROVIDERS = ['In-house EBME', 'In-house EBME', 'In-house EBME', 'Manufacturer contract'];
  const BLOCKS: Record<string, string> = {};
  const COST_CENTRES: Record<string, string> = {};
  for (const [code] of WARDS) {
    BLOCKS[code] = `${oneOf(random, ['Block A', 'Block B', 'Block C', 'Tower'])} / L${between(random, 0, 5)}`;
    COST_CENTRES[code] = `${between(random, 1, 9)}${digits(random, 5)}`;
  }
  const serials = new Set<string>();
  let assetNo = 11_000;
  const record = (kind: Kind, ward: readonly [string, string, string], spot: string, serial?: string) => {
    let s = serial ?? '';
    while (!s || serials.has(s)) s = kind[3](random);
    serials.add(s);
    const commissioned = T(1) - between(random, 200, 3_600) * DAY;
    const last = NOW - between(random, 10, 360) * DAY;
    const status = oneOf(random, ['In service', 'In service', 'In service', 'In service', 'In service', 'On loan', 'Awaiting repair']);
    return [
      '--------------------------------------------------------------------------------',
      `Asset No:       SVT-${String((assetNo += between(random, 1, 7))).padStart(6, '0')}`,
      `Description:    ${kind[0]}`,
      `Manufacturer:   ${kind[1]}`,
      `Model:          ${oneOf(random, kind[2])}`,
      `Serial No:      ${s}`,
      `Location:       SVG / ${BLOCKS[ward[0]]!} / ${wardName(ward)} ${ward[2]} / ${spot}`,
      `Cost Centre:    ${COST_CENTRES[ward[0]]!} ${ward[2]}`,
      `Risk Class:     ${kind[4]}`,
      `Status:         ${status}`,
      `Commissioned:   ${ymd(commissioned)}`,
      `Last PPM:       ${ymd(last)} (${oneOf(random, ['Pass', 'Pass', 'Pass', 'Pass with advisory'])})`,
      `Next PPM Due:   ${ymd(last + 365 * DAY)}`,
      `Service By:     ${oneOf(random, PROVIDERS)}`,
    ].join('\n');
  };
  const kids = WARDS.find(([code]) => code === 'W21')!;
  const records: string[] = [];
  const COUNT = 1_300;
  for (let i = 0; i < COUNT; i++) {
    let kind = oneOf(random, KINDS);
    const ward = oneOf(random, WARDS);
    // The children's ward's resus trolley defibrillator is the planted one.
    while (ward === kids && kind[0].startsWith('Defibrillator/')) kind = oneOf(random, KINDS);
    records.push(record(kind, ward, oneOf(random, kind[5])));
  }
  const zoll = KINDS[4]!;
  const target = record(zoll, kids, 'Resus trolley', 'AF16C034417');
  records[Math.floor(COUNT * 0.5)] = target;
  records[Math.floor(COUNT * 0.46)] = record(KINDS[6]!, kids, 'Treatment room');
  records[Math.floor(COUNT * 0.53)] = record(KINDS[7]!, kids, 'Resus trolley');
  records[Math.floor(COUNT * 0.57)] = record(KINDS[2]!, kids, 'Resus trolley');
  records[Math.floor(COUNT * 0.42)] = record(
    zoll,
    WARDS.find(([code]) => code === 'W22')!,
    'Resus trolley',
  );
  records[Math.floor(COUNT * 0.61)] = record(
    KINDS[5]!,
    WARDS.find(([code]) => code === 'W20')!,
    'Resus trolley',
  );
  const output = `${[
    `e-Asset register export  |  Site: SVG Severn Vale General Hospital  |  Owner: Medical Physics & Clinical Engineering  |  ${stamp(NOW - 6 * MINUTE)}`,
    `Records: ${COUNT}   Filter: status != Condemned`,
    ...records,
    '--------------------------------------------------------------------------------',
  ].join('\n')}\n`;
  const ask =
    "The Zoll rep needs the serial number of the defibrillator that lives on the resus trolley in the children's ward, for a field safety notice. What is it?";
  return probe('round 32: device asset register', ask, 'run_shell', output, 'serial', 'Serial No:      AF16C034417');
}

/** The service desk's incident export as CSV, by assignment group; what fixed the maternity baby-tag drop-outs. */
function serviceDeskIncidentsCsv(): EconomicsTask {
  const random = seededRandom(32_007);
  const LOCATIONS = [
    ...WARDS.map((w) => `SVG ${wardName(w)}`),
    'SVG Emergency Department',
    'SVG Emergency Department - Resus',
    'SVG Main Theatres',
    'SVG Day Surgery Unit',
    'SVG Pharmacy',
    'SVG Pathology - Blood Sciences',
    'SVG Radiology - CT',
    'SVG Outpatients 2',
    "SVG Women's Unit - Delivery Suite",
    'SVG Critical Care',
    'Abbeyfield Community Hospital',
    'Kingsmead Treatment Centre',
    'Trust HQ - Finance',
    'Trust HQ - HR',
  ];
  /** Groups: name, category, [subcategory, short description, close notes][]. */
  type Ticket = readonly [string, string, string];
  const GROUPS: readonly (readonly [string, string, readonly Ticket[]])[] = [
    [
      'Service Desk',
      'Account',
      [
        ['Password', 'Locked out of NHSmail after password change', 'Account unlocked and password reset via SSPR; user confirmed access.'],
        [
          'Smartcard',
          'Smartcard locked - 3 wrong PIN attempts',
          'Card unlocked by RA sponsor at ward, PIN reset, user logged in to Spine.',
        ],
        ['Password', 'Cannot log in to PC - password expired', 'Password reset, user talked through changing it at next login.'],
        [
          'Smartcard',
          'Smartcard reader not detected at nurses station PC',
          'Reader reseated in USB hub, Identity Agent restarted, card reads OK.',
        ],
      ],
    ],
    [
      'Desktop Support',
      'Hardware',
      [
        [
          'PC',
          'PC not booting - stuck on BIOS screen',
          'Replaced failed SSD, reimaged with current build, user files restored from OneDrive.',
        ],
        ['Monitor', 'Second screen flickering on ward PC', 'Replaced DisplayPort cable.'],
        ['WOW', 'Workstation on wheels battery not holding charge', 'Battery pack swapped from stock, old pack sent for recycling.'],
        ['Keyboard', 'Wipe-clean keyboard keys sticking', 'Keyboard replaced.'],
      ],
    ],
    [
      'Clinical Applications - EPR',
      'Software',
      [
        [
          'TrakCare',
          'Cannot sign off discharge summary - button greyed out',
          'Stuck edit lock on the episode cleared, user signed off successfully.',
        ],
        [
          'TrakCare',
          'Results not showing on EPR for patient',
          'Results were filed against the duplicate record; records merged by data quality team.',
        ],
        ['TrakCare', 'Ward whiteboard not updating bed moves', 'Whiteboard service restarted on app server, board refreshing again.'],
        ['BadgerNet', 'BadgerNet very slow on ward PCs', 'Supplier confirmed hosted service degradation, resolved by supplier at 11:40.'],
      ],
    ],
    [
      'Clinical Applications - Diagnostics',
      'Software',
      [
        ['WinPath', 'Sample label printer printing blank labels', 'Label stock loaded the wrong way round; reloaded and calibrated.'],
        ['Sectra', 'PACS images slow to open on reporting workstation', 'Local cache cleared and client updated to 25.1.4.'],
        ['CRIS', 'Cannot vet requests in CRIS - permission error', 'Vetting role added to user profile.'],
        ['ICE', 'Order comms not showing new test set', 'Test set published to live after sign-off from Blood Sciences.'],
      ],
    ],
    [
      'Clinical Engineering',
      'Medical Device',
      [
        [
          'Infusion pump',
          'Volumetric pump alarming occlusion with no occlusion',
          'Pump withdrawn from use and sent to EBME workshop, replacement issued from library.',
        ],
        ['Bladder scanner', 'Bladder scanner will not charge on dock', 'Dock contacts cleaned, unit charging.'],
        [
          'Infant security',
          'HUGS exit door alarm sounding with no tag near the door',
          'Door exciter recalibrated by Stanley Healthcare engineer, tested with 3 tags.',
        ],
        ['Patient monitor', 'Monitor SpO2 module reading intermittently', 'SpO2 cable replaced, module tested OK.'],
      ],
    ],
    [
      'Data Warehouse & BI',
      'Reporting',
      [
        ['Power BI', 'Bed occupancy dashboard not refreshed this morning', 'Gateway service restarted, dataset refreshed manually.'],
        ['SSRS', 'RTT report timing out', 'Report query rewritten to use the new indexed view.'],
        ['Power BI', 'Need access to theatre utilisation dashboard', 'User added to the Theatres BI viewers group.'],
      ],
    ],
    [
      'Identity & Access',
      'Access',
      [
        ['New starter', 'New starter needs EPR and NHSmail access', 'Accounts created per role template, details sent to line manager.'],
        ['Leaver', 'Leaver account to be disabled', 'Account disabled and mailbox converted to shared.'],
        ['Shared drive', 'Access to department shared drive', 'Added to security group after manager approval.'],
      ],
    ],
    [
      'Integration',
      'Interface',
      [
        ['HL7', 'ADT messages queueing to WinPath', 'WinPath listener restarted by supplier, queue cleared.'],
        ['HL7', 'Radiology reports missing from GP letters', 'Mapping for new exam codes added to CRIS outbound channel.'],
        ['MESH', 'Discharge summaries stuck in outbox', 'MESH mailbox certificate renewed, outbox cleared.'],
      ],
    ],
    [
      'Network Services',
      'Network',
      [
        ['Wireless', 'Wi-Fi dropping out in bay areas', 'AP channel plan adjusted on the controller, coverage checked with survey tool.'],
        ['LAN', 'Network point not live in office', 'Port patched and assigned to the corporate VLAN.'],
        ['Wireless', 'Vocera badges dropping calls in corridor', 'Roaming thresholds tuned on the WLC for the voice SSID.'],
        ['LAN', 'Printer on wrong VLAN after move', 'Switch port moved to the print VLAN.'],
      ],
    ],
    [
      'Printing',
      'Hardware',
      [
        ['Printer', 'Printer offline on ward', 'Print queue restarted, printer back online.'],
        ['Wristband printer', 'Wristband printer printing faint', 'Printhead cleaned and darkness increased.'],
        ['Printer', 'Paper jam error with no paper jammed', 'Fuser unit replaced by Ricoh engineer.'],
      ],
    ],
    [
      'Server & Storage',
      'Infrastructure',
      [
        ['Backup', 'Backup job failed for file server', 'Job re-run successfully, snapshot retention adjusted.'],
        ['VM', 'App server disk space low', 'Log rotation fixed, 40 GB freed.'],
      ],
    ],
    [
      'Telephony',
      'Telephony',
      [
        ['Bleep', 'Bleep not receiving pages', 'Bleep reprogrammed and tested.'],
        ['Desk phone', 'Phone shows no service', 'Phone re-provisioned on the call manager.'],
        ['Mobile', 'Ward mobile not receiving calls', 'SIM swapped.'],
      ],
    ],
  ];
  const engineers = new Map(
    GROUPS.map(([g]) => [g, Array.from({ length: 6 }, () => `${oneOf(random, LAST)}, ${oneOf(random, [...FIRST_F, ...FIRST_M])}`)]),
  );
  const header =
    'number,opened_at,caller_id,location,category,subcategory,short_description,assignment_group,assigned_to,priority,state,resolved_at,close_code,close_notes';
  interface Row {
    t: number;
    group: string;
    cells: string[];
  }
  const row = (t: number, group: string, category: string, ticket: Ticket, location: string, caller?: string, resolvedIn?: number): Row => {
    const age = NOW - t;
    const state =
      age > 7 * DAY
        ? oneOf(random, ['Closed', 'Closed', 'Closed', 'Resolved'])
        : age > 2 * DAY
          ? oneOf(random, ['Resolved', 'Closed', 'In Progress'])
          : oneOf(random, ['New', 'In Progress', 'Resolved', 'On Hold']);
    const done = state === 'Closed' || state === 'Resolved';
    const resolved = t + (resolvedIn ?? between(random, 10, 3 * 24 * 60) * MINUTE);
    return {
      t,
      group,
      cells: [
        'INC#',
        stamp(t),
        caller ?? `${oneOf(random, LAST)}, ${oneOf(random, [...FIRST_F, ...FIRST_M])}`,
        location,
        category,
        ticket[0],
        ticket[1],
        group,
        state === 'New' ? '' : oneOf(random, engineers.get(group)!),
        oneOf(random, ['4 - Low', '3 - Moderate', '3 - Moderate', '3 - Moderate', '2 - High']),
        state,
        done ? stamp(Math.min(resolved, NOW - 10 * MINUTE)) : '',
        done
          ? oneOf(random, ['Solved (Permanently)', 'Solved (Permanently)', 'Solved (Work Around)', 'Solved Remotely (Permanently)'])
          : '',
        done ? ticket[2] : '',
      ],
    };
  };
  const MATERNITY = [
    "SVG Women's Unit - Delivery Suite",
    'SVG Ward 21 (Kingfisher)',
    'SVG Ward 22 (Wren)',
    'SVG Ward 23 (Heron)',
    'SVG Ward 24 (Lark)',
  ];
  const CLINICAL = LOCATIONS.filter((l) => l.startsWith('SVG') && !['SVG Pharmacy', 'SVG Pathology - Blood Sciences'].includes(l));
  /** Where a call of this kind comes from. */
  const where = (ticket: Ticket) =>
    ticket[0] === 'Infant security'
      ? oneOf(random, MATERNITY)
      : ticket[0] === 'BadgerNet'
        ? oneOf(
            random,
            MATERNITY.filter((l) => !l.includes('Kingfisher')),
          )
        : ['CRIS', 'Sectra'].includes(ticket[0])
          ? oneOf(random, [
              'SVG Radiology - CT',
              'SVG Radiology - CT',
              'SVG Emergency Department',
              'SVG Outpatients 2',
              'Kingsmead Treatment Centre',
            ])
          : ['Infusion pump', 'Bladder scanner', 'Patient monitor', 'WinPath', 'Wristband printer', 'WOW', 'TrakCare'].includes(ticket[0])
            ? oneOf(random, CLINICAL)
            : oneOf(random, LOCATIONS);
  const rows: Row[] = [];
  const start = T(19) - 61 * DAY;
  for (let i = 0; i < 3_900; i++) {
    const [group, category, tickets] = oneOf(random, GROUPS);
    const t = start + pick(random, 61 * 24 * 60) * MINUTE + pick(random, 60) * 1_000;
    if (t > NOW) continue;
    let ticket = oneOf(random, tickets);
    if (ticket[0] === 'Infant security' && random() < 0.7) ticket = oneOf(random, tickets);
    const location = where(ticket);
    // Last week's only maternity network or baby-tag call is the planted one.
    if (MATERNITY.includes(location) && (group === 'Network Services' || ticket[0] === 'Infant security') && t >= T(9) && t < T(16))
      continue;
    rows.push(row(t, group, category, ticket, location));
  }
  const delivery = "SVG Women's Unit - Delivery Suite";
  const closeNotes =
    'Attended site. AP-WU1-07 in the corridor outside rooms 4-6 was power cycling every few minutes - PoE budget exceeded on sw-wu1-02 since the new CCTV cameras were added. Moved the AP to sw-wu1-01 Gi1/0/31, all tags showing in range on the HUGS console from 16:50. CHG0031207 raised to upgrade the PSU on sw-wu1-02.';
  const target = row(
    T(11, 14, 22, 5),
    'Network Services',
    'Network',
    ['Wireless', "Delivery Suite - HUGS console showing tags 'out of range' in rooms 4-6, repeated alarms at midwives station", closeNotes],
    delivery,
    'Begum, Shabana',
    2 * HOUR + 43 * MINUTE,
  );
  target.cells[10] = 'Closed';
  target.cells[11] = stamp(T(11, 17, 5, 40));
  target.cells[12] = 'Solved (Permanently)';
  target.cells[13] = closeNotes;
  rows.push(target);
  rows.push(
    row(
      Date.UTC(2026, 9, 14, 9, 48, 12),
      'Clinical Engineering',
      'Medical Device',
      [
        'Infant security',
        'HUGS tags dropping off the system on Heron ward',
        'Six tags past their battery expiry replaced from stock; Stanley Healthcare to send a new batch.',
      ],
      'SVG Ward 23 (Heron)',
    ),
  );
  rows.push(row(T(12, 8, 31, 40), 'Clinical Applications - EPR', 'Software', GROUPS[2]![2][3]!, delivery));
  rows.push(row(T(10, 19, 5, 2), 'Clinical Engineering', 'Medical Device', GROUPS[4]![2][2]!, 'SVG Ward 22 (Wren)'));
  rows.push(row(T(17, 3, 12, 55), 'Network Services', 'Network', GROUPS[8]![2][2]!, delivery));
  rows.sort((a, b) => a.t - b.t);
  let number = 408_112;
  for (const r of rows) r.cells[0] = `INC0${(number += between(random, 1, 3))}`;
  rows.sort((a, b) => (a.group === b.group ? a.t - b.t : a.group < b.group ? -1 : 1));
  const output = `${[header, ...rows.map((r) => r.cells.map(csv).join(','))].join('\n')}\n`;
  const ask =
    "Someone from the maternity unit rang the desk last week because the baby tagging system kept losing connection. I've been asked to write it up for the safety huddle: what did the engineer find was causing it in the end?";
  return probe('round 32: service desk incidents csv, preamble and paraphrase', ask, 'run_shell', output, 'cause', closeNotes);
}

/** The warehouse's package-run audit table through sqlcmd: 75 nights by package; last night's ECDS load. */
function warehousePackageRuns(): EconomicsTask {
  const random = seededRandom(32_008);
  /** Packages: name, description, minutes after midnight it starts, rows on a weekday, and whether it is a full reload. */
  const PACKAGES: readonly (readonly [string, string, number, number, boolean])[] = [
    ['Dim_Clinician', 'Clinicians (ESR + PAS consultants)', 22, 4_140, true],
    ['Dim_Date', 'Calendar and financial periods', 20, 7_670, true],
    ['Dim_GPPractice', 'GP practices from ODS (epraccur)', 24, 6_402, true],
    ['Dim_Patient', 'Patient master index (changes)', 30, 2_100, false],
    ['Dim_Specialty', 'Main specialty and treatment function codes', 21, 412, true],
    ['Dim_Ward', 'Wards, beds and bed types', 23, 1_096, true],
    ['Fact_BedOccupancy', 'Midnight bed census', 52, 820, false],
    ['Fact_CancerPTL', 'Somerset cancer PTL snapshot', 95, 3_860, true],
    ['Fact_CriticalCare', 'ICCA critical care periods', 61, 34, false],
    ['Fact_Discharges', 'Inpatient discharges and spells', 48, 235, false],
    ['Fact_InpatientAdmissions', 'Inpatient admissions from TrakCare', 45, 248, false],
    ['Fact_Maternity', 'BadgerNet bookings and births', 70, 28, false],
    ['Fact_OutpatientAttendances', 'Outpatient attendances from TrakCare', 40, 3_950, false],
    ['Fact_PathologyTests', 'WinPath test activity', 75, 21_400, false],
    ['Fact_PharmacyIssues', 'JAC issues and returns', 82, 6_300, false],
    ['Fact_RadiologyExams', 'CRIS examinations', 78, 1_420, false],
    ['Fact_RTT', 'Referral to treatment pathways', 110, 61_200, true],
    ['Fact_TheatreCases', 'ORMIS theatre cases', 66, 118, false],
    ['Fact_WaitingList', 'Inpatient waiting list snapshot', 100, 38_900, true],
    ['Load_ECDS', 'Emergency Care Data Set', 56, 430, false],
    ['Load_SUS_APC', 'SUS+ admitted patient care extract', 130, 260, false],
    ['Load_SUS_OP', 'SUS+ outpatient extract', 136, 4_010, false],
    ['Load_Workforce', 'ESR establishment and vacancies', 140, 7_380, true],
    ['Stg_Docman', 'Correspondence sent to GPs', 34, 1_650, false],
    ['Stg_EPMA', 'e-Prescribing administrations', 38, 29_800, false],
    ['Stg_Nervecentre', 'Observations and NEWS2', 36, 41_200, false],
    ['Stg_BloodTrack', 'Blood product fate and traceability', 31, 180, false],
    ['Stg_ESR', 'ESR staff assignments (changes)', 27, 260, false],
    ['Stg_ICE', 'ICE order comms requests', 35, 9_300, false],
    ['Stg_Omnicell', 'Ward cabinet transactions', 37, 14_600, false],
    ['Stg_ORMIS', 'Theatre sessions and case timings', 32, 640, false],
    ['Stg_ServiceDesk', 'IT incidents and requests', 33, 95, false],
    ['Stg_TrakCare_ADT', 'Admissions, transfers and discharges feed', 29, 3_100, false],
    ['Stg_WinPath', 'Pathology requests and results', 39, 23_900, false],
  ];
  interface Run {
    name: string;
    description: string;
    start: number;
    cells: string[];
  }
  const runs: Run[] = [];
  const first = T(19) - 75 * DAY;
  for (let night = first; night <= T(19); night += DAY) {
    const weekend = [0, 6].includes(new Date(night - DAY).getUTCDay());
    for (const [name, description, offset, rows, full] of PACKAGES) {
      const start = night + (offset + between(random, -2, 6)) * MINUTE + pick(random, 60_000);
      const last = night === T(19);
      const ecdsGap = last && name === 'Load_ECDS';
      const scale = full
        ? 1 + (night - first) / DAY / 4_000
        : (weekend && !name.startsWith('Load_ECDS') ? 0.55 : 1) * (0.85 + random() * 0.3);
      const source = ecdsGap ? 0 : Math.round(rows * scale);
      const rejected = ecdsGap ? 0 : random() < 0.2 ? between(random, 1, Math.max(1, Math.floor(source / 200))) : 0;
      const updated = ecdsGap ? 0 : full ? between(random, 0, Math.ceil(source / 150)) : between(random, 0, Math.ceil(source / 40));
      const inserted = ecdsGap ? 0 : full ? between(random, 0, Math.ceil(source / 300)) : source - rejected - updated;
      const seconds = ecdsGap ? 3 + random() * 2 : 8 + source / between(random, 300, 900);
      runs.push({
        name,
        description,
        start,
        cells: [
          name,
          description,
          '#',
          `${stamp(start)}.${String(start % 1000).padStart(3, '0')}`,
          (() => {
            const end = start + Math.round(seconds * 1000);
            return `${stamp(end)}.${String(end % 1000).padStart(3, '0')}`;
          })(),
          'Succeeded',
          String(source),
          String(inserted),
          String(updated),
          String(rejected),
        ],
      });
    }
  }
  runs.sort((a, b) => a.start - b.start);
  let runId = 861_240;
  for (const r of runs) r.cells[2] = String((runId += 1));
  runs.sort((a, b) => (a.name === b.name ? a.start - b.start : a.name < b.name ? -1 : 1));
  const headers = [
    'PackageName',
    'Description',
    'RunId',
    'StartTime',
    'EndTime',
    'Status',
    'SourceRows',
    'Inserted',
    'Updated',
    'Rejected',
  ];
  const lines = table(
    headers,
    runs.map((r) => r.cells),
    1,
  );
  const dashes = lines[0]!.replace(/\S+ */g, (m) => (m.endsWith(' ') ? `${'-'.repeat(m.length - 1)} ` : '-'.repeat(m.length)));
  const target = runs.findIndex((r) => r.name === 'Load_ECDS' && r.start > T(19));
  const needle = lines[target + 1]!;
  const output = `${[
    '$ sqlcmd -S svth-dw01 -d DW_Audit -Q "SELECT PackageName, Description, RunId, StartTime, EndTime, Status, SourceRows, Inserted, Updated, Rejected FROM audit.PackageRun WHERE StartTime >= DATEADD(day, -75, CAST(GETDATE() AS date)) ORDER BY PackageName, StartTime"',
    lines[0]!,
    dashes,
    ...lines.slice(1),
    '',
    `(${runs.length} rows affected)`,
  ].join('\n')}\n`;
  const ask =
    "The A&E four-hour dashboard came up blank for yesterday and the ops centre are asking me why. The warehouse loads run overnight. How many A&E attendances did last night's run actually bring into the warehouse?";
  return probe('round 32: warehouse package runs, preamble and paraphrase', ask, 'run_shell', output, 'rows', needle);
}

/** `bedctl history --group-by ward`: a week of bed state changes; when a single room's HPV clean finished. */
function bedHistory(): EconomicsTask {
  const random = seededRandom(32_009);
  const since = NOW - 7 * DAY;
  const SOURCES = ['ED', 'ED', 'AMU', 'AMU', 'SAU', 'Theatres', 'Recovery', 'CCU', 'ICU', 'Elective', 'Transfer in'];
  const ISO = ['C.diff', 'MRSA', 'Norovirus', 'COVID-19', 'CPE', 'Influenza A'];
  const DOMESTICS = Array.from({ length: 30 }, () => `dom.${user(random)}`);
  const NURSES = Array.from({ length: 80 }, () => `nc.${user(random)}`);
  const line = (t: number, bed: string, from: string, to: string, detail: string) =>
    `${stamp(t)}  ${bed.padEnd(10)}  ${`${from} -> ${to}`.padEnd(22)}  ${detail}`;
  const dur = (m: number) => `${Math.floor(m / 60)}h${pad2(m % 60)}m`;
  interface Event {
    t: number;
    text: string;
  }
  /** One bed's turnover from `t`: out, cleaned, in again. */
  const turnover = (events: Event[], bed: string, t: number, opts: { iso?: string | null; clean?: string; reason?: string } = {}) => {
    const side = bed.includes('-SR');
    const iso = opts.iso === null ? undefined : (opts.iso ?? (side && random() < 0.45 ? oneOf(random, ISO) : undefined));
    const reason =
      opts.reason ??
      oneOf(random, [
        'Discharge (home)',
        'Discharge (home)',
        'Discharge (home)',
        'Discharge (care home)',
        'Transfer out',
        'Discharge lounge',
      ]);
    events.push({
      t,
      text: line(t, bed, 'OCCUPIED', 'VACATED', `reason=${reason}${iso ? ` iso=${iso}` : ''}  user=${oneOf(random, NURSES)}`),
    });
    const clean =
      opts.clean ??
      (iso === 'C.diff' || iso === 'CPE' || iso === 'Norovirus' ? oneOf(random, ['HPV', 'UV-C']) : iso ? 'Enhanced' : 'Standard');
    const asked = t + between(random, 3, 40) * MINUTE;
    events.push({
      t: asked,
      text: line(asked, bed, 'VACATED', 'CLEANING', `clean=${clean}${iso ? ' req=IPC' : ''}  user=${oneOf(random, NURSES)}`),
    });
    const minutes =
      clean === 'HPV'
        ? between(random, 240, 380)
        : clean === 'UV-C'
          ? between(random, 70, 120)
          : clean === 'Enhanced'
            ? between(random, 45, 110)
            : between(random, 20, 75);
    const done = asked + minutes * MINUTE + pick(random, 60) * 1_000;
    events.push({
      t: done,
      text: line(done, bed, 'CLEANING', 'AVAILABLE', `clean=${clean}  by=${oneOf(random, DOMESTICS)}  dur=${dur(minutes)}`),
    });
    const next = done + between(random, 5, 300) * MINUTE;
    events.push({
      t: next,
      text: line(
        next,
        bed,
        'AVAILABLE',
        'OCCUPIED',
        `adm=ADM${digits(random, 7)} from=${oneOf(random, SOURCES)}  user=${oneOf(random, NURSES)}`,
      ),
    });
    return next;
  };
  const rowan = WARDS.find(([code]) => code === 'W16')!;
  const sections: string[] = [];
  let needle = '';
  for (const ward of WARDS) {
    const [code, name, specialty] = ward;
    const bays = ward === rowan ? 4 : between(random, 3, 5);
    const beds = [
      ...Array.from({ length: bays * 6 }, (_, i) => `${code}-B${Math.floor(i / 6) + 1}-${pad2((i % 6) + 1)}`),
      ...Array.from({ length: 4 }, (_, i) => `${code}-SR${i + 1}`),
    ];
    const events: Event[] = [];
    for (const bed of beds) {
      if (ward === rowan && (bed.endsWith('SR2') || bed.endsWith('SR4') || bed.endsWith('SR1'))) continue;
      let t = since + between(random, 0, 3 * 24 * 60) * MINUTE;
      while (t < NOW - 2 * HOUR) {
        // Rowan's only C. diff room is the planted one.
        t = turnover(
          events,
          bed,
          t,
          ward === rowan && bed.includes('-SR') ? { iso: oneOf(random, ['MRSA', 'Influenza A', null, null]) } : {},
        );
        t += between(random, 1, 4 * 24 * 60) * MINUTE;
      }
      if (random() < 0.04) {
        const b = since + between(random, 0, 6 * 24 * 60) * MINUTE;
        events.push({
          t: b,
          text: line(
            b,
            bed,
            'AVAILABLE',
            'BLOCKED',
            `reason=${oneOf(random, ['Bed frame fault (EBME job raised)', 'Estates - ceiling leak', 'Broken call bell', 'Mattress pump fault'])}  user=${oneOf(random, NURSES)}`,
          ),
        });
        const u = b + between(random, 60, 1_400) * MINUTE;
        if (u < NOW) events.push({ t: u, text: line(u, bed, 'BLOCKED', 'AVAILABLE', `user=${oneOf(random, NURSES)}`) });
      }
    }
    if (ward === rowan) {
      turnover(events, `${code}-SR1`, T(13, 10, 12), { iso: 'MRSA' });
      turnover(events, `${code}-SR4`, T(15, 11, 40), { iso: 'Norovirus', clean: 'HPV' });
      turnover(events, `${code}-SR2`, T(16, 9, 5), { reason: 'Transfer out' });
      const out = T(18, 14, 5, 31);
      events.push({
        t: out,
        text: line(out, `${code}-SR2`, 'OCCUPIED', 'VACATED', `reason=Discharge (home) iso=C.diff  user=nc.l.holloway`),
      });
      const asked = T(18, 14, 22, 9);
      events.push({ t: asked, text: line(asked, `${code}-SR2`, 'VACATED', 'CLEANING', 'clean=HPV req=IPC  user=nc.l.holloway') });
      const done = T(18, 19, 48, 11);
      needle = line(done, `${code}-SR2`, 'CLEANING', 'AVAILABLE', `clean=HPV  by=dom.d.walsh  dur=${dur(326)}`);
      events.push({ t: done, text: needle });
    }
    events.sort((a, b) => a.t - b.t);
    sections.push(
      [
        `=== ${code} ${name} Ward - ${specialty} - ${beds.length} beds (SR1-SR4) ===`,
        ...events.filter((e) => e.t >= since && e.t <= NOW).map((e) => e.text),
      ].join('\n'),
    );
  }
  const output = `${[`$ bedctl history --site SVG --since "${stamp(since).slice(0, 16)}" --group-by ward`, ...sections].join('\n\n')}\n`;
  const ask =
    "Infection control asked for the single room on Ward 16 that the C. diff patient was in to be fogged before anyone else goes in. The site team want to know if that's been done yet, and if so when it finished.";
  return probe('round 32: bed history, preamble and paraphrase', ask, 'run_shell', output, 'clean', needle);
}

/** The medical device integration server's device list: one bedside monitor's clock an hour out. */
function clinicalDeviceClocks(): EconomicsTask {
  const random = seededRandom(32_010);
  type Count = readonly [string, number];
  /** Areas: code, location, bed spaces, devices at each bed space, pooled devices. */
  const AREAS: (readonly [string, string, number, readonly Count[], readonly Count[]])[] = [
    [
      'SVG-ICU',
      'SVG Critical Care',
      16,
      [
        ['MON', 1],
        ['VENT', 1],
        ['PUMPDOCK', 1],
        ['PUMP', 8],
      ],
      [],
    ],
    [
      'SVG-HDU',
      'SVG Critical Care HDU',
      8,
      [
        ['MON', 1],
        ['PUMPDOCK', 1],
        ['PUMP', 4],
      ],
      [],
    ],
    [
      'SVG-CCU',
      'SVG Coronary Care',
      10,
      [['MON', 1]],
      [
        ['TELE', 3],
        ['PUMP', 10],
      ],
    ],
    [
      'SVG-EDR',
      'SVG ED Resus',
      6,
      [
        ['MON', 1],
        ['PUMP', 3],
      ],
      [],
    ],
    [
      'SVG-EDM',
      'SVG ED Majors',
      22,
      [['MON', 1]],
      [
        ['VSM', 6],
        ['PUMP', 14],
      ],
    ],
    [
      'SVG-REC',
      'SVG Recovery',
      14,
      [
        ['MON', 1],
        ['PUMP', 1],
      ],
      [],
    ],
    ...Array.from(
      { length: 10 },
      (_, i) =>
        [
          `SVG-TH${pad2(i + 1)}`,
          `SVG Main Theatres TH${pad2(i + 1)}`,
          1,
          [
            ['MON', 1],
            ['ANAES', 1],
            ['PUMP', 4],
          ],
          [],
        ] as const,
    ),
    [
      'SVG-NNU',
      'SVG Neonatal Unit',
      18,
      [
        ['MON', 1],
        ['PUMP', 2],
      ],
      [['NVENT', 8]],
    ],
    [
      'SVG-DEL',
      'SVG Delivery Suite',
      12,
      [['CTG', 1]],
      [
        ['PUMP', 8],
        ['MON', 2],
      ],
    ],
    ...WARDS.filter(([code]) => !['W04', 'W22', 'W24', 'W25'].includes(code)).map(
      (w) =>
        [
          `SVG-${w[0]}`,
          `SVG ${wardName(w)}`,
          ['W03', 'W08', 'W16'].includes(w[0]) ? between(random, 4, 8) : 0,
          [['MON', 1]],
          [
            ['VSM', between(random, 4, 7)],
            ['PUMP', between(random, 16, 26)],
            ['TELE', w[0] === 'W03' ? 2 : pick(random, 2)],
          ],
        ] as const,
    ),
    [
      'KMTC-TH1',
      'KMTC Theatre 1',
      1,
      [
        ['MON', 1],
        ['ANAES', 1],
        ['PUMP', 3],
      ],
      [],
    ],
    [
      'KMTC-TH2',
      'KMTC Theatre 2',
      1,
      [
        ['MON', 1],
        ['ANAES', 1],
        ['PUMP', 3],
      ],
      [],
    ],
    [
      'KMTC-TH3',
      'KMTC Theatre 3',
      1,
      [
        ['MON', 1],
        ['ANAES', 1],
        ['PUMP', 3],
      ],
      [],
    ],
    ['KMTC-REC', 'KMTC Recovery', 8, [['MON', 1]], [['PUMP', 6]]],
    [
      'KMTC-WDA',
      'KMTC Ward A',
      0,
      [],
      [
        ['VSM', 4],
        ['PUMP', 12],
      ],
    ],
    [
      'ABF-BLU',
      'ABF Bluebell Ward',
      0,
      [],
      [
        ['VSM', 4],
        ['PUMP', 6],
      ],
    ],
    [
      'ABF-PRI',
      'ABF Primrose Ward',
      0,
      [],
      [
        ['VSM', 4],
        ['PUMP', 6],
      ],
    ],
  ];
  /** Kinds: type, models, software, whether it keeps time by NTP, MAC prefix, serial maker. */
  const KINDS: Readonly<
    Record<string, readonly [string, readonly string[], readonly string[], boolean, string, (r: () => number) => string]>
  > = {
    MON: [
      'Bedside monitor',
      ['Philips IntelliVue MX750', 'Philips IntelliVue MX550', 'Philips IntelliVue MX450'],
      ['M.00.03', 'M.00.03', 'L.01.02'],
      true,
      '00:09:FB',
      (r) => `DE${digits(r, 8)}`,
    ],
    VENT: [
      'Ventilator',
      ['Hamilton C6', 'Draeger Evita V800'],
      ['2.2.4', '2.2.4', '3.1.0'],
      false,
      '00:1C:A2',
      (r) => `${digits(r, 4)}${chars(r, 'ABCDEF', 2)}${digits(r, 3)}`,
    ],
    NVENT: [
      'Ventilator',
      ['Draeger Babylog VN800'],
      ['3.1.0'],
      false,
      '00:1C:A2',
      (r) => `ASH${chars(r, 'ABCDEFGHJK', 1)}-${digits(r, 4)}`,
    ],
    PUMPDOCK: ['Infusion gateway', ['BD Alaris Gateway Workstation'], ['4.2.1'], true, '00:0D:6F', (r) => `GW${digits(r, 8)}`],
    PUMP: ['Infusion pump', ['BD Alaris GP Plus (Wi-Fi)'], ['4.2.1', '4.2.1', '4.1.7'], true, '00:0D:6F', (r) => `8002${digits(r, 8)}`],
    TELE: ['Telemetry receiver', ['Philips IntelliVue TRx4841A'], ['B.02.11'], true, '00:09:FB', (r) => `US${digits(r, 8)}`],
    VSM: [
      'Vital signs monitor',
      ['Welch Allyn Connex CVSM 6400'],
      ['2.44.00', '2.44.00', '2.41.02'],
      true,
      '00:13:7B',
      (r) => `1000${digits(r, 8)}`,
    ],
    ANAES: [
      'Anaesthetic workstation',
      ['GE Aisys CS2'],
      ['11.2'],
      false,
      '00:0E:A6',
      (r) => `AN${chars(r, 'ABCDEFGHJK', 3)}${digits(r, 5)}`,
    ],
    CTG: ['Fetal monitor', ['Philips Avalon FM30'], ['L.3.12'], true, '00:09:FB', (r) => `DE${digits(r, 8)}`],
  };
  const rows: string[][] = [];
  let host = 0;
  const device = (name: string, k: string, where: string) => {
    const kind = KINDS[k]!;
    const ntp = kind[3];
    host++;
    const diff = ntp ? (random() - 0.5) * (k === 'MON' ? 1.6 : 2.6) : (random() - 0.5) * 80;
    const sync = NOW - between(random, 20, 3_500) * 1_000;
    rows.push([
      name,
      kind[0],
      oneOf(random, kind[1]),
      kind[5](random),
      where,
      `10.${k === 'MON' || k === 'TELE' || k === 'CTG' ? 61 : k === 'PUMP' || k === 'PUMPDOCK' ? 63 : 62}.${Math.floor(host / 250)}.${(host % 250) + 2}`,
      `${kind[4]}:${Array.from({ length: 3 }, () => chars(random, '0123456789ABCDEF', 2)).join(':')}`,
      oneOf(random, kind[2]),
      ntp ? 'ntp1.svth.local' : '-',
      `${diff >= 0 ? '+' : ''}${diff.toFixed(3)}`,
      ntp ? stamp(sync) : '-',
      k === 'PUMP'
        ? oneOf(random, ['online', 'online', 'docked', 'idle', 'idle'])
        : oneOf(random, ['online', 'online', 'online', 'online', 'standby']),
    ]);
  };
  for (const [code, where, beds, perBed, pooled] of AREAS) {
    for (let b = 1; b <= beds; b++)
      for (const [k, n] of perBed) for (let i = 1; i <= n; i++) device(`${code}-B${pad2(b)}-${k}${n > 1 ? i : ''}`, k, `${where} bed ${b}`);
    for (const [k, n] of pooled) for (let i = 1; i <= n; i++) device(`${code}-${k.replace('NVENT', 'VENT')}${pad2(i)}`, k, where);
  }
  rows.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  // The odd monitor: the one nearest the middle of the list.
  let odd = Math.floor(rows.length * 0.52);
  while (rows[odd]![1] !== 'Bedside monitor') odd++;
  rows[odd]![9] = '+3600.412';
  const lines = table(
    ['DEVICE', 'TYPE', 'MODEL', 'SERIAL', 'LOCATION', 'IP', 'MAC', 'SW', 'NTP', 'CLOCK_DIFF_S', 'LAST_SYNC', 'STATE'],
    rows,
  );
  const needle = lines[odd + 1]!;
  const output = `${[`# mdi-admin devices list --all-sites --clock   (${rows.length} devices, server time ${stamp(NOW)} GMT)`, ...lines].join('\n')}\n`;
  const ask =
    'Since the clocks went back last month, observations from one of the bedside monitors have been landing in the record at the wrong time. Which monitor is it?';
  return probe('round 32: clinical device clocks', ask, 'run_shell', output, 'monitor', needle);
}

/** Estates' monthly water temperature survey as CSV: one TMV outlet delivers water as hot as the unmixed outlets. */
function waterTemperatureSurvey(): EconomicsTask {
  const random = seededRandom(32_011);
  /** Rooms: description and its outlets (type, TMV fitted). */
  const ROOMS: readonly (readonly [string, readonly (readonly [string, boolean])[]])[] = [
    ['Patient WC', [['WHB', true]]],
    [
      'Patient bathroom',
      [
        ['BTH', true],
        ['WHB', true],
      ],
    ],
    [
      'Patient shower room',
      [
        ['SHW', true],
        ['WHB', true],
      ],
    ],
    ['Bay', [['CHWB', true]]],
    [
      'Side room en-suite',
      [
        ['SHW', true],
        ['WHB', true],
      ],
    ],
    [
      'Dirty utility',
      [
        ['SNK', false],
        ['CHWB', false],
      ],
    ],
    ['Clean utility', [['CHWB', false]]],
    ['Treatment room', [['CHWB', false]]],
    [
      'Ward kitchen',
      [
        ['SNK', false],
        ['WHB', false],
      ],
    ],
    ['Staff WC', [['WHB', false]]],
    [
      'Staff changing',
      [
        ['SHW', true],
        ['WHB', false],
      ],
    ],
    ['Cleaners cupboard', [['BSK', false]]],
  ];
  const ENGINEERS = ['K. Fletcher', 'D. Mensah', 'S. Pritchard', 'R. Dunn', 'L. Hussain'];
  const header =
    'job_ref,survey_date,site,block,floor,room_no,room_desc,outlet_id,outlet_type,tmv_fitted,hot_c,hot_secs,mixed_c,cold_c,cold_secs,engineer,comments';
  const rows: string[][] = [];
  for (const block of ['A', 'B', 'C', 'D', 'E', 'F']) {
    for (let floor = 0; floor <= 4; floor++) {
      const roomsOnFloor = between(random, 64, 88);
      for (let r = 1; r <= roomsOnFloor; r++) {
        const [desc, list] = oneOf(random, ROOMS);
        const roomNo = `${block}${floor}.${String(r * 2 + pick(random, 2)).padStart(3, '0')}`;
        list.forEach(([type, tmv], k) => {
          const day = between(random, 2, 17);
          const hot = tmv ? '' : (50.5 + random() * 9).toFixed(1);
          const mixed = tmv ? (38.4 + random() * (type === 'BTH' ? 5.4 : 4.4)).toFixed(1) : '';
          rows.push([
            `WS-2611-${block}${floor}${pad2(between(random, 1, 40))}`,
            ymd(T(day)),
            'SVG',
            block,
            String(floor),
            roomNo,
            desc,
            `${roomNo}-${type}${k + 1}`,
            type,
            tmv ? 'Y' : 'N',
            hot,
            tmv ? '' : String(between(random, 8, 55)),
            mixed,
            (7.6 + random() * 8).toFixed(1),
            String(between(random, 12, 115)),
            oneOf(random, ENGINEERS),
            oneOf(random, [
              '',
              '',
              '',
              '',
              '',
              '',
              'Flushed 3 mins',
              'Low use outlet - flushed',
              'Aerator removed',
              'Descaled spout',
              'Read at TMV outlet',
            ]),
          ]);
        });
      }
    }
  }
  let odd = Math.floor(rows.length * 0.47);
  while (!(rows[odd]![9] === 'Y' && rows[odd]![8] === 'WHB')) odd++;
  rows[odd]![12] = '58.9';
  rows[odd]![16] = '';
  const lines = rows.map((r) => r.map(csv).join(','));
  const output = `${[header, ...lines].join('\n')}\n`;
  const ask =
    "Estates have sent over this month's water temperature survey. One outlet has a reading that doesn't fit with the others of its kind. Which outlet is it, and what did it read?";
  return probe('round 32: water temperature survey', ask, 'run_shell', output, 'outlet', lines[odd]!);
}

/** The dispensing cabinets' par level report: one pocket's maximum far beyond that drug's everywhere else. */
function cabinetParLevels(): EconomicsTask {
  const random = seededRandom(32_012);
  /** Items: id, description, the range of maximums pharmacy sets. */
  const ITEMS: readonly (readonly [string, string, number, number])[] = [
    ['PAR500T', 'Paracetamol 500mg tablets', 200, 400],
    ['PARIV1G', 'Paracetamol 1g/100ml infusion', 10, 30],
    ['IBU400T', 'Ibuprofen 400mg tablets', 60, 120],
    ['COD30T', 'Codeine phosphate 30mg tablets', 28, 56],
    ['ENOX40', 'Enoxaparin 40mg/0.4ml pre-filled syringe', 10, 30],
    ['ENOX80', 'Enoxaparin 80mg/0.8ml pre-filled syringe', 5, 10],
    ['FUR20I', 'Furosemide 20mg/2ml ampoule', 10, 20],
    ['FUR40T', 'Furosemide 40mg tablets', 28, 56],
    ['GEN80I', 'Gentamicin 80mg/2ml ampoule', 10, 20],
    ['OND4I', 'Ondansetron 4mg/2ml ampoule', 10, 20],
    ['CYC50I', 'Cyclizine 50mg/1ml ampoule', 10, 20],
    ['MID10I', 'Midazolam 10mg/2ml ampoule', 5, 10],
    ['MOR10I', 'Morphine sulfate 10mg/1ml ampoule', 5, 10],
    ['OXY5L', 'Oxycodone 5mg/5ml oral solution 250ml', 1, 2],
    ['AMX500', 'Amoxicillin 500mg capsules', 42, 84],
    ['COA12I', 'Co-amoxiclav 1.2g vial', 10, 20],
    ['TAZ45I', 'Piperacillin/tazobactam 4.5g vial', 10, 20],
    ['CLA500T', 'Clarithromycin 500mg tablets', 14, 28],
    ['OME20C', 'Omeprazole 20mg capsules', 28, 56],
    ['NACL10', 'Sodium chloride 0.9% 10ml ampoule', 50, 100],
    ['WFI10', 'Water for injections 10ml ampoule', 50, 100],
    ['LAC300', 'Lactulose 3.35g/5ml oral solution 300ml', 2, 4],
    ['SEN75T', 'Senna 7.5mg tablets', 60, 120],
    ['SAL25N', 'Salbutamol 2.5mg/2.5ml nebules', 20, 40],
    ['IPR500N', 'Ipratropium 500mcg/2ml nebules', 20, 40],
    ['PRD5T', 'Prednisolone 5mg tablets', 56, 112],
    ['ADR1I', 'Adrenaline 1mg/1ml (1 in 1,000) ampoule', 5, 10],
    ['NAL400I', 'Naloxone 400mcg/1ml ampoule', 5, 10],
    ['GLU40G', 'Glucose 40% oral gel 25g', 3, 6],
    ['ASP100V', 'Insulin aspart 100units/ml 10ml vial', 2, 4],
    ['MET500T', 'Metformin 500mg tablets', 56, 112],
    ['AML5T', 'Amlodipine 5mg tablets', 28, 56],
    ['ATO20T', 'Atorvastatin 20mg tablets', 28, 56],
    ['RAM25C', 'Ramipril 2.5mg capsules', 28, 56],
    ['BIS25T', 'Bisoprolol 2.5mg tablets', 28, 56],
    ['APX5T', 'Apixaban 5mg tablets', 28, 56],
    ['LEV50T', 'Levothyroxine 50mcg tablets', 28, 56],
    ['DEX38I', 'Dexamethasone 3.8mg/1ml ampoule', 10, 20],
    ['HYD100I', 'Hydrocortisone 100mg vial', 5, 10],
    ['KCL600T', 'Potassium chloride 600mg MR tablets', 28, 56],
    ['MAG4I', 'Magnesium sulfate 50% 2ml ampoule', 5, 10],
    ['CHL4M', 'Chlorphenamine 4mg tablets', 28, 56],
    ['CHLI10', 'Chlorphenamine 10mg/1ml ampoule', 5, 10],
    ['MET10T', 'Metoclopramide 10mg tablets', 28, 56],
    ['TRM50C', 'Tramadol 50mg capsules', 30, 60],
    ['GTN400S', 'Glyceryl trinitrate 400mcg spray', 2, 4],
    ['ASP75T', 'Aspirin 75mg dispersible tablets', 28, 56],
    ['CLP75T', 'Clopidogrel 75mg tablets', 28, 56],
    ['NACL1L', 'Sodium chloride 0.9% 1000ml infusion', 20, 40],
    ['HART1L', "Compound sodium lactate (Hartmann's) 1000ml", 20, 40],
    ['GLU5500', 'Glucose 5% 500ml infusion', 10, 20],
  ];
  const CABINETS = [
    ...WARDS.filter(([code]) => !['W22', 'W25'].includes(code)).map(
      (w) => [`SVG-${w[0]}-ADC1`, `${wardName(w)} - ${w[2]}`, 'Treatment room'] as const,
    ),
    ['SVG-ED-ADC1', 'Emergency Department - Majors', 'Majors drug room'] as const,
    ['SVG-ED-ADC2', 'Emergency Department - Resus', 'Resus'] as const,
    ['SVG-ICU-ADC1', 'Critical Care', 'Drug room north'] as const,
    ['SVG-ICU-ADC2', 'Critical Care', 'Drug room south'] as const,
    ['SVG-THR-ADC1', 'Main Theatres', 'Anaesthetic corridor'] as const,
    ['SVG-REC-ADC1', 'Recovery', 'Recovery bay'] as const,
    ['SVG-W03-ADC2', 'Ward 3 (Cedar) - Cardiology', 'Bay 4 drug room'] as const,
    ['SVG-W12-ADC2', 'Ward 12 (Oak) - Trauma & Orthopaedics', 'Bay 3 drug room'] as const,
    ['SVG-SDEC-ADC1', 'Same Day Emergency Care', 'Clinical room 2'] as const,
    ['SVG-ENDO-ADC1', 'Endoscopy Unit', 'Recovery drug room'] as const,
    ['SVG-CATH-ADC1', 'Cardiac Catheter Lab', 'Prep room'] as const,
    ['SVG-DL-ADC1', 'Discharge Lounge', 'Nurses base'] as const,
    ['ABF-BLU-ADC1', 'Abbeyfield - Bluebell Ward (Rehabilitation)', 'Treatment room'] as const,
    ['ABF-PRI-ADC1', 'Abbeyfield - Primrose Ward (Rehabilitation)', 'Treatment room'] as const,
    ['ABF-FOX-ADC1', 'Abbeyfield - Foxglove Ward (Step-down)', 'Treatment room'] as const,
    ['ABF-MIU-ADC1', 'Abbeyfield - Minor Injuries Unit', 'Treatment room'] as const,
    ['KMTC-DSU-ADC1', 'Kingsmead - Day Surgery', 'Admissions drug room'] as const,
    ['KMTC-REC-ADC1', 'Kingsmead - Recovery', 'Recovery bay'] as const,
    ['KMTC-WDA-ADC1', 'Kingsmead - Ward A (Elective Orthopaedics)', 'Treatment room'] as const,
    ['KMTC-WDB-ADC1', 'Kingsmead - Ward B (Elective Surgery)', 'Treatment room'] as const,
  ];
  const PHARMACY = ['pharm.jwalsh', 'pharm.apatel', 'pharm.dmensah', 'tech.sbarnes', 'tech.kfox', 'tech.rhussain'];
  const sections: string[][] = [];
  const headers = ['Loc', 'Item', 'Description', 'Min', 'Max', 'On hand', 'Expiry', 'Last refill', 'By'];
  let needle = '';
  const oddCabinet = Math.floor(CABINETS.length * 0.5);
  CABINETS.forEach(([id, area, room], c) => {
    const big = id.includes('ICU') || id.includes('ED-') || id.includes('THR') ? 1.5 : 1;
    const items = shuffle(random, [...ITEMS]).slice(0, between(random, 42, 51));
    if (c === oddCabinet && !items.some(([i]) => i === 'MID10I')) items[7] = ITEMS.find(([i]) => i === 'MID10I')!;
    const rows = items.map((item, k) => {
      const [itemId, description, lo, hi] = item;
      const raw = between(random, lo, hi) * big;
      const max = Math.max(1, hi >= 50 ? Math.round(raw / 10) * 10 : Math.round(raw));
      const min = Math.max(1, Math.round(max * (0.2 + random() * 0.15)));
      const onHand = between(random, Math.max(0, min - 2), max);
      const oddRow = c === oddCabinet && itemId === 'MID10I';
      return [
        `D${Math.floor(k / 8) + 1}-P${pad2((k % 8) + 1)}`,
        itemId,
        description,
        String(min),
        String(oddRow ? 200 : max),
        String(onHand),
        `20${between(random, 27, 28)}-${pad2(between(random, 1, 12))}`,
        stamp(NOW - between(random, 30, 12 * 24 * 60) * MINUTE).slice(0, 16),
        oneOf(random, PHARMACY),
      ];
    });
    const lines = table(headers, rows);
    const odd = rows.findIndex((r) => c === oddCabinet && r[1] === 'MID10I');
    if (odd >= 0) needle = lines[odd + 1]!;
    sections.push([`Cabinet ${id}   ${area}   ${room}   Main + ${between(random, 1, 3)} aux`, ...lines]);
  });
  const output = `${[
    `Par Level Report - all cabinets - all sites          Printed ${stamp(NOW - 19 * MINUTE).slice(0, 16)} by pharm.jwalsh`,
    '',
    ...sections
      .map((s) => s.join('\n'))
      .join('\n\n')
      .split('\n'),
    '',
    `${CABINETS.length} cabinets, ${sections.reduce((n, s) => n + s.length - 2, 0)} pockets`,
  ].join('\n')}\n`;
  const ask =
    'Pharmacy are tidying up the ward cabinet stock levels before the CQC visit. One pocket has its maximum set nothing like how that drug is stocked in any other cabinet. Which cabinet and pocket is it?';
  return probe('round 32: cabinet par levels', ask, 'run_shell', output, 'pocket', needle);
}

export function roundThirtyTwo(): EconomicsTask[] {
  return [
    epmaFhirBundle(),
    pacsQidoStudies(),
    theatreSessionsXml(),
    integrationChannelsYaml(),
    lettersServiceLog(),
    deviceAssetRegister(),
    serviceDeskIncidentsCsv(),
    warehousePackageRuns(),
    bedHistory(),
    clinicalDeviceClocks(),
    waterTemperatureSurvey(),
    cabinetParLevels(),
  ];
}
