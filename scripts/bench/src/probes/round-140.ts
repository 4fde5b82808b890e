/**
 * Probe round 140, written blind: Brightsmile Dental Group, a made-up chain of dental practices (practice management and appointments, dental imaging and X-ray sensors, lab work orders for crowns and aligners, sterilisation and autoclave logs, patient recalls and treatment plans, NHS and private claims). "Today" is Friday, 10 December 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - appointments export (minified JSON): the booking reference of one patient's hygiene appointment next Wednesday afternoon;
 *  - imaging asset register (one-line XML): the serial number of the size 2 sensor in one surgery of one practice;
 *  - autoclave data-logger dump (one-line record buffer): the batch number of the load started just after a quarter past two last Wednesday;
 * b. The answer a few lines away from the line the question's words match:
 *  - lab work orders (YAML): the lab's own reference, a few lines above the patient's name, for one patient's zirconia crown;
 *  - instrument tray tracking (pretty JSON): the autoclave cycle a named tray last went through, a few lines below its barcode;
 *  - practice management configuration (INI): the NHS contract number a few lines below one practice's name;
 * c. A question that paraphrases the output or carries a preamble:
 *  - NHS claim statuses (CSV): the claim rejected because the benefits people could not confirm the patient's free treatment;
 *  - treatment plans (text report): after a preamble, how much a patient still owes on his bridge ("balance" in the output);
 *  - lab portal case list (HTML): after a preamble, the case sent back because the "mould" was "warped";
 * d. One value unlike its peers, with no error word near it:
 *  - X-ray exposure log (fixed-width table): the one bitewing taken with a much longer exposure than the rest;
 *  - nightly recall runs (key=value log): the one run whose settings differ from every other run;
 *  - workstation inventory (PowerShell Format-List): the one PC on a different practice software version.
 * Not among the bench's targets.
 * First run, at 7ae33eb (the head when the round was written); with this file; `ROUNDS=140
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,149,989 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 140: appointments export minified
 *     codex: 13,656 tokens, peak 13,576, 0/1 needles, 0 read-backs
 *     context-chef: 708 tokens, peak 628, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,357 tokens, peak 6,619, 0/1 needles, 4 read-backs
 *     ours: 6,544 tokens, peak 2,937, 1/1 needles, 2 read-backs
 *   round 140: imaging asset register xml
 *     codex: 220 tokens, peak 137, 0/1 needles, 0 read-backs
 *     context-chef: 739 tokens, peak 656, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,553 tokens, peak 720, 0/1 needles, 1 read-backs
 *     ours: 1,857 tokens, peak 911, 0/1 needles, 1 read-backs
 *   round 140: autoclave logger dump
 *     codex: 317 tokens, peak 230, 0/1 needles, 0 read-backs
 *     context-chef: 999 tokens, peak 912, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,024 tokens, peak 900, 0/1 needles, 4 read-backs
 *     ours: 4,778 tokens, peak 1,013, 0/1 needles, 4 read-backs
 *   round 140: lab work orders yaml
 *     codex: 13,234 tokens, peak 13,163, 0/1 needles, 0 read-backs
 *     context-chef: 660 tokens, peak 589, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,368 tokens, peak 2,727, 0/1 needles, 2 read-backs
 *     ours: 6,751 tokens, peak 3,031, 1/1 needles, 2 read-backs
 *   round 140: instrument tray tracking
 *     codex: 13,275 tokens, peak 13,188, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 622, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,945 tokens, peak 1,501, 1/1 needles, 2 read-backs
 *     ours: 982 tokens, peak 697, 1/1 needles, 0 read-backs
 *   round 140: pms practice config
 *     codex: 14,068 tokens, peak 13,994, 0/1 needles, 0 read-backs
 *     context-chef: 674 tokens, peak 600, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,048 tokens, peak 1,542, 1/1 needles, 3 read-backs
 *     ours: 2,378 tokens, peak 826, 1/1 needles, 2 read-backs
 *   round 140: nhs claim statuses
 *     codex: 21,312 tokens, peak 21,229, 0/1 needles, 0 read-backs
 *     context-chef: 960 tokens, peak 877, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,827 tokens, peak 4,321, 0/1 needles, 2 read-backs
 *     ours: 2,415 tokens, peak 1,429, 0/1 needles, 1 read-backs
 *   round 140: treatment plan balances
 *     codex: 10,744 tokens, peak 10,640, 0/1 needles, 0 read-backs
 *     context-chef: 641 tokens, peak 537, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,034 tokens, peak 1,547, 0/1 needles, 4 read-backs
 *     ours: 3,943 tokens, peak 1,699, 0/1 needles, 2 read-backs
 *   round 140: lab portal returned case
 *     codex: 14,631 tokens, peak 14,531, 0/1 needles, 0 read-backs
 *     context-chef: 714 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,921 tokens, peak 2,536, 0/1 needles, 2 read-backs
 *     ours: 2,971 tokens, peak 1,989, 0/1 needles, 1 read-backs
 *   round 140: xray exposure log
 *     codex: 18,846 tokens, peak 18,757, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 590, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,076 tokens, peak 1,466, 0/1 needles, 4 read-backs
 *     ours: 4,321 tokens, peak 1,045, 1/1 needles, 4 read-backs
 *   round 140: recall batch runs
 *     codex: 14,373 tokens, peak 14,281, 0/1 needles, 0 read-backs
 *     context-chef: 754 tokens, peak 662, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,462 tokens, peak 3,913, 0/1 needles, 3 read-backs
 *     ours: 9,512 tokens, peak 4,877, 1/1 needles, 3 read-backs
 *   round 140: workstation inventory
 *     codex: 12,932 tokens, peak 12,861, 0/1 needles, 0 read-backs
 *     context-chef: 643 tokens, peak 572, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,788 tokens, peak 1,270, 0/1 needles, 4 read-backs
 *     ours: 3,669 tokens, peak 798, 0/1 needles, 4 read-backs
 *     codex: 147,608 tokens, 0/12 needles
 *     context-chef: 8,880 tokens, 0/12 needles
 *     context-chef-store: 80,403 tokens, 2/12 needles
 *     ours: 50,121 tokens, 6/12 needles
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

/** The group's practices: code and town (Knaresborough sits in the middle of the list). */
const PRACTICES: readonly (readonly [string, string])[] = [
  ['HGT', 'Harrogate'],
  ['RIP', 'Ripon'],
  ['SKP', 'Skipton'],
  ['ILK', 'Ilkley'],
  ['OTL', 'Otley'],
  ['WTH', 'Wetherby'],
  ['HDY', 'Headingley'],
  ['CHA', 'Chapel Allerton'],
  ['RDH', 'Roundhay'],
  ['HFX', 'Halifax'],
  ['HUD', 'Huddersfield'],
  ['YRK', 'York Micklegate'],
  ['SEL', 'Selby'],
  ['KNA', 'Knaresborough'],
  ['TAD', 'Tadcaster'],
  ['PON', 'Pontefract'],
  ['WAK', 'Wakefield'],
  ['KEI', 'Keighley'],
  ['BNG', 'Bingley'],
  ['SHP', 'Shipley'],
  ['GUI', 'Guiseley'],
  ['BRD', 'Bradford Manningham'],
  ['MOR', 'Morley'],
  ['BAT', 'Batley'],
  ['DEW', 'Dewsbury'],
  ['CAS', 'Castleford'],
];

const FIRST = [
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Jack',
  'Mia',
  'Noah',
  'Grace',
  'Leo',
  'Freya',
  'Arthur',
  'Lily',
  'Muhammad',
  'Emily',
  'Thomas',
  'Sophie',
  'James',
  'Ruby',
  'Daniel',
  'Chloe',
  'Samuel',
  'Evie',
  'Joseph',
  'Hannah',
  'Aisha',
  'Zara',
  'Imran',
  'Fatima',
  'Kieran',
  'Bethany',
  'Graham',
  'Susan',
  'Peter',
  'Janet',
  'David',
  'Linda',
  'Stephen',
  'Karen',
  'Mohammed',
  'Ayesha',
  'Callum',
  'Megan',
  'Ryan',
  'Laura',
  'Ewan',
  'Niamh',
  'Tomasz',
  'Agnieszka',
  'Priya',
  'Ravi',
  'Sunita',
  'Kwame',
  'Abena',
  'Dylan',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Wilson',
  'Wright',
  'Walker',
  'Robinson',
  'Thompson',
  'White',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Lewis',
  'Martin',
  'Jackson',
  'Clarke',
  'Ahmed',
  'Hussain',
  'Khan',
  'Patel',
  'Begum',
  'Akhtar',
  'Ali',
  'Sykes',
  'Barraclough',
  'Ackroyd',
  'Holroyd',
  'Sutcliffe',
  'Pickles',
  'Greenwood',
  'Crowther',
  'Firth',
  'Hirst',
  'Haigh',
  'Lister',
  'Mitchell',
  'Kowalski',
  'Nowak',
  'Okafor',
  'Mensah',
  'Asante',
  'Sharma',
  'Gill',
  'Kaur',
  'Singh',
  'Dobson',
  'Bairstow',
  'Illingworth',
];

/** "Firstname Lastname", seeded. */
const fullName = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** Makes a piece of filler until it contains none of `avoid` (the needle and the question's own item). */
function clean(make: () => string, ...avoid: string[]): string {
  for (let tries = 0; tries < 1000; tries++) {
    const text = make();
    if (!avoid.some((a) => text.includes(a))) return text;
  }
  throw new Error(`filler keeps containing one of ${avoid.join(', ')}`);
}

/** `YYYY-MM-DD` for a day of late 2027 (day 1 = 1 November). */
function dayIso(day: number): string {
  const d = new Date(Date.UTC(2027, 10, day));
  return d.toISOString().slice(0, 10);
}

/** Day numbers (1 = 1 November 2027) of the weekdays between `from` and `to`, inclusive. */
function weekdays(from: number, to: number): number[] {
  const out: number[] = [];
  for (let day = from; day <= to; day++) {
    const dow = new Date(Date.UTC(2027, 10, day)).getUTCDay();
    if (dow !== 0 && dow !== 6) out.push(day);
  }
  return out;
}

/** `HH:MM:SS` for a number of seconds since midnight. */
const clock = (s: number) => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;

// ---------------------------------------------------------------------------------------------------------------
// a1. Appointments export, minified JSON on one line.

function appointmentsExport(): EconomicsTask {
  const random = seededRandom(140_001);
  const needle = 'BK-7Q3K9D';
  const ask = "Can you find the booking reference for Priya Raman's hygienist appointment at Headingley next Wednesday afternoon?";
  const types = {
    Dentist: [
      'Examination',
      'Filling - composite',
      'Filling - amalgam',
      'Crown prep',
      'Crown fit',
      'Root canal - molar',
      'Extraction',
      'Emergency',
      'Denture impressions',
      'Treatment planning consult',
    ],
    Hygienist: ['Hygiene - scale & polish', 'Hygiene - periodontal maintenance', 'Hygiene - new patient', 'Fluoride varnish'],
    Therapist: ['Fissure sealants', 'Filling - composite (therapist)', 'Hygiene - scale & polish'],
  } as const;
  const staff = new Map<string, { gdc: string; name: string; role: keyof typeof types }[]>();
  for (const [code] of PRACTICES) {
    const list: { gdc: string; name: string; role: keyof typeof types }[] = [];
    const dentists = between(random, 3, 5);
    for (let i = 0; i < dentists; i++)
      list.push({ gdc: String(between(random, 60_000, 289_999)), name: `Dr ${fullName(random)}`, role: 'Dentist' });
    for (let i = 0; i < between(random, 1, 3); i++)
      list.push({ gdc: String(between(random, 100_000, 299_999)), name: fullName(random), role: 'Hygienist' });
    if (random() < 0.5) list.push({ gdc: String(between(random, 200_000, 299_999)), name: fullName(random), role: 'Therapist' });
    staff.set(code, list);
  }
  const days = weekdays(36, 47); // 6 to 17 December
  const refs = new Set<string>([needle]);
  const bookingRef = () => {
    for (;;) {
      const ref = `BK-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`;
      if (!refs.has(ref)) {
        refs.add(ref);
        return ref;
      }
    }
  };
  const mobile = () => `07700 9${pad2(between(random, 0, 99))}${between(random, 100, 999)}`;
  type Spec = {
    code: string;
    day: number;
    minutes: number;
    role: keyof typeof types;
    type?: string;
    patient: string;
    pid: string;
    dob: string;
    ref?: string;
  };
  const record = (s: Spec) => {
    const town = PRACTICES.find(([c]) => c === s.code)![1];
    const clinician = oneOf(
      random,
      staff.get(s.code)!.filter((p) => p.role === s.role),
    );
    const type = s.type ?? oneOf(random, types[s.role]);
    const length = s.role === 'Dentist' ? oneOf(random, [10, 20, 30, 40, 60]) : oneOf(random, [30, 40, 45]);
    const start = `${dayIso(s.day)}T${clock(s.minutes * 60)}Z`;
    const end = `${dayIso(s.day)}T${clock((s.minutes + length) * 60)}Z`;
    const status =
      s.day < 40
        ? oneOf(random, ['Attended', 'Attended', 'Attended', 'Attended', 'DNA', 'Cancelled by patient'])
        : s.day === 40
          ? oneOf(random, ['Booked', 'Arrived', 'In surgery', 'Completed'])
          : oneOf(random, ['Booked', 'Booked', 'Confirmed']);
    return {
      bookingRef: s.ref ?? bookingRef(),
      practice: { code: s.code, name: `Brightsmile Dental ${town}` },
      start,
      end,
      durationMin: length,
      clinician: { gdc: clinician.gdc, name: clinician.name, role: clinician.role },
      patient: { id: s.pid, name: s.patient, dob: s.dob, mobile: mobile() },
      appointmentType: type,
      surgery: `Surgery ${between(random, 1, 5)}`,
      status,
      funding: oneOf(random, ['NHS', 'NHS', 'Private', 'Denplan Essentials', 'Denplan Care', 'Exempt']),
      reminder: { sms: s.day > 40 ? `${dayIso(s.day - 2)}T10:00:00Z` : null, confirmed: s.day > 40 ? random() < 0.4 : true },
      notes: oneOf(random, [
        '',
        '',
        '',
        'Prefers afternoons',
        'Nervous patient - allow extra time',
        'Check medical history update',
        'Bring denture',
        'Wheelchair user - ground floor surgery',
        'Card on file',
      ]),
    };
  };
  const dob = () => `${between(random, 1940, 2019)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const pid = () => `P00${between(random, 10_000, 69_999)}`;
  const filler = () => {
    const code = oneOf(random, PRACTICES)[0];
    const role = oneOf(random, ['Dentist', 'Dentist', 'Dentist', 'Hygienist', 'Hygienist'] as const);
    const hasRole = staff.get(code)!.some((p) => p.role === role);
    return record({
      code,
      day: oneOf(random, days),
      minutes: between(random, 51, 104) * 10,
      role: hasRole ? role : 'Dentist',
      patient: fullName(random),
      pid: pid(),
      dob: dob(),
    });
  };
  const rows: object[] = [];
  for (let i = 0; i < 640; i++) rows.push(filler());
  const priya = { patient: 'Priya Raman', pid: 'P0048213', dob: '1986-03-14' };
  const special: [number, object][] = [
    [
      0.51,
      record({ code: 'HDY', day: 45, minutes: 14 * 60 + 40, role: 'Hygienist', type: 'Hygiene - scale & polish', ...priya, ref: needle }),
    ],
    [0.23, record({ code: 'HDY', day: 38, minutes: 10 * 60 + 20, role: 'Dentist', type: 'Examination', ...priya })],
    [0.62, record({ code: 'HDY', day: 45, minutes: 9 * 60, role: 'Dentist', type: 'Filling - composite', ...priya })],
    [
      0.44,
      record({
        code: 'CHA',
        day: 45,
        minutes: 15 * 60 + 10,
        role: 'Dentist',
        type: 'Examination',
        patient: 'Priya Raman',
        pid: 'P0061907',
        dob: '1959-11-02',
      }),
    ],
    [
      0.71,
      record({
        code: 'HDY',
        day: 45,
        minutes: 15 * 60 + 20,
        role: 'Hygienist',
        type: 'Hygiene - periodontal maintenance',
        patient: 'Priya Ramani',
        pid: 'P0052290',
        dob: '1991-07-30',
      }),
    ],
    [
      0.35,
      record({
        code: 'HDY',
        day: 38,
        minutes: 14 * 60 + 40,
        role: 'Hygienist',
        type: 'Hygiene - scale & polish',
        patient: 'Ravi Raman',
        pid: 'P0048214',
        dob: '1984-09-21',
      }),
    ],
    [
      0.57,
      record({
        code: 'HDY',
        day: 45,
        minutes: 14 * 60,
        role: 'Hygienist',
        type: 'Hygiene - scale & polish',
        patient: 'Sunita Sharma',
        pid: 'P0033120',
        dob: '1978-05-06',
      }),
    ],
  ];
  for (const [at, row] of special.sort((x, y) => y[0] - x[0])) rows.splice(Math.floor(rows.length * at), 0, row);
  let id = 1_180_412;
  const appointments = rows.map((row) => ({ id: id++, ...row }));
  const output = JSON.stringify({
    export: {
      system: 'Brightsmile PMS 7.4.2',
      generated: '2027-12-10T07:02:11Z',
      scope: 'group',
      range: { from: '2027-12-06', to: '2027-12-17' },
      page: 1,
      pages: 1,
    },
    appointments,
    count: appointments.length,
  });
  return probe('round 140: appointments export minified', ask, 'pms_export_appointments', output, 'booking-ref', needle, true);
}

// ---------------------------------------------------------------------------------------------------------------
// a2. Imaging asset register, one-line XML.

function imagingAssetRegister(): EconomicsTask {
  const random = seededRandom(140_002);
  const needle = 'PSH2731946';
  const ask = "I'm filling in a warranty claim for the size 2 sensor in surgery 3 at Knaresborough. What's its serial number?";
  const serials = new Set<string>([needle]);
  const unique = (make: () => string) => {
    for (;;) {
      const s = make();
      if (!serials.has(s) && !s.includes(needle)) {
        serials.add(s);
        return s;
      }
    }
  };
  const sensorModels = [
    {
      make: 'Planmeca',
      model: 'ProSensor HD',
      serial: () => `PSH${between(random, 1_000_000, 9_999_999)}`,
      fw: () => `2.${between(random, 4, 6)}.${between(random, 0, 9)}`,
    },
    {
      make: 'Carestream',
      model: 'RVG 6200',
      serial: () => `K6${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 10_000, 99_999)}`,
      fw: () => `3.2.${between(random, 8, 14)}`,
    },
    {
      make: 'Dentsply Sirona',
      model: 'Schick 33',
      serial: () => `S33${between(random, 1_000_000, 9_999_999)}`,
      fw: () => `6.${between(random, 0, 3)}.${between(random, 100, 400)}`,
    },
    {
      make: 'Vatech',
      model: 'EzSensor Classic',
      serial: () => `EZC${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 8)}`,
      fw: () => `1.${between(random, 7, 9)}.${between(random, 0, 5)}`,
    },
  ];
  const heads = [
    { make: 'Planmeca', model: 'ProX', serial: () => `PX${between(random, 100_000, 999_999)}`, kv: 60, ma: 7 },
    { make: 'Carestream', model: 'CS 2200', serial: () => `CS22-${between(random, 10_000, 99_999)}`, kv: 70, ma: 7 },
    { make: 'KaVo', model: 'Focus', serial: () => `FOC${between(random, 1_000_000, 9_999_999)}`, kv: 70, ma: 7 },
  ];
  let tag = 1_000;
  const date = (fromYear: number, toYear: number) => {
    const year = between(random, fromYear, toYear);
    return `${year}-${pad2(between(random, 1, year === 2027 ? 11 : 12))}-${pad2(between(random, 1, 28))}`;
  };
  const sensor = (size: 1 | 2, serial?: string, model = oneOf(random, sensorModels)) => {
    const installed = date(2019, 2027);
    const qa = date(2027, 2027);
    return (
      `<Device class="IntraoralSensor" make="${model.make}" model="${model.model}" size="${size}" serial="${serial ?? unique(model.serial)}" assetTag="BSD-IM-${String(tag++).padStart(5, '0')}" ` +
      `firmware="${model.fw()}" driver="${between(random, 4, 5)}.${between(random, 0, 12)}.${between(random, 0, 9)}" connection="USB ${oneOf(random, ['2.0', '3.0', 'C'])}" cableLength="${oneOf(random, ['2.7', '3.0', '0.9'])}m" ` +
      `installed="${installed}" warrantyEnd="${Number(installed.slice(0, 4)) + oneOf(random, [2, 3, 5])}${installed.slice(4)}" lastQA="${qa}" nextQA="${Number(qa.slice(0, 4)) + 1}${qa.slice(4)}" ` +
      `exposures="${between(random, 1_200, 48_000)}" status="${oneOf(random, ['InService', 'InService', 'InService', 'InService', 'Spare'])}"/>`
    );
  };
  const head = () => {
    const h = oneOf(random, heads);
    const qa = date(2025, 2027);
    return (
      `<Device class="IntraoralXray" make="${h.make}" model="${h.model}" serial="${unique(h.serial)}" assetTag="BSD-IM-${String(tag++).padStart(5, '0')}" kV="${h.kv}" mA="${h.ma}" ` +
      `focalSpot="0.4" mounting="${oneOf(random, ['Wall', 'Wall', 'Ceiling', 'Chair'])}" installed="${date(2012, 2024)}" lastCriticalExam="${qa}" rpa="Pennine Radiation Protection Ltd" ` +
      `nextRoutineTest="${Number(qa.slice(0, 4)) + 3}${qa.slice(4)}" status="InService"/>`
    );
  };
  const psp = () =>
    `<Device class="PSPScanner" make="Durr Dental" model="VistaScan Mini View 2.0" serial="${unique(() => `VSM${between(random, 100_000, 999_999)}`)}" assetTag="BSD-IM-${String(tag++).padStart(5, '0')}" plateSizes="0,1,2" installed="${date(2020, 2026)}" firmware="2.${between(random, 1, 4)}.${between(random, 0, 9)}" status="InService"/>`;
  const opg = () =>
    `<Device class="Panoramic" make="Planmeca" model="ProMax 2D S3" serial="${unique(() => `PM2D${between(random, 10_000, 99_999)}`)}" assetTag="BSD-IM-${String(tag++).padStart(5, '0')}" kV="60-84" mA="1-16" installed="${date(2014, 2025)}" lastCriticalExam="${date(2025, 2027)}" rpa="Pennine Radiation Protection Ltd" status="InService"/>`;
  const room = (code: string, id: string, label: string, type: string, devices: string[]) =>
    `<Room id="${code}-${id}" label="${label}" type="${type}">${devices.join('')}</Room>`;
  const practices = PRACTICES.map(([code, town]) => {
    const rooms: string[] = [];
    if (code === 'KNA') {
      rooms.push(room(code, 'S1', 'Surgery 1', 'Surgery', [head(), sensor(2), sensor(1)]));
      rooms.push(room(code, 'S2', 'Surgery 2', 'Surgery', [head(), sensor(2)]));
      rooms.push(room(code, 'S3', 'Surgery 3', 'Surgery', [head(), sensor(1), sensor(2, needle, sensorModels[0])]));
      rooms.push(room(code, 'S4', 'Surgery 4', 'Surgery', [head(), sensor(2), psp()]));
      rooms.push(room(code, 'H1', 'Hygiene 1', 'Hygiene', [head(), sensor(2)]));
      rooms.push(room(code, 'XR', 'X-ray room', 'Imaging', [opg()]));
    } else {
      const surgeries = between(random, 3, 7);
      for (let s = 1; s <= surgeries; s++) {
        const devices = [head()];
        if (random() < 0.85) devices.push(sensor(2));
        if (random() < 0.55) devices.push(sensor(1));
        if (random() < 0.15) devices.push(psp());
        rooms.push(room(code, `S${s}`, `Surgery ${s}`, 'Surgery', shuffle(random, devices)));
      }
      const hygiene = between(random, 0, 2);
      for (let h = 1; h <= hygiene; h++) rooms.push(room(code, `H${h}`, `Hygiene ${h}`, 'Hygiene', [head(), sensor(2)]));
      if (random() < 0.5) rooms.push(room(code, 'XR', 'X-ray room', 'Imaging', [opg()]));
    }
    return `<Practice code="${code}" name="Brightsmile Dental ${town}" odsCode="V${between(random, 10_000, 99_999)}" rpsName="${fullName(random)}">${rooms.join('')}</Practice>`;
  });
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<AssetRegister xmlns="urn:brightsmile:imaging:assets:2" generated="2027-12-10T07:30:02Z" scope="group" devices="${tag - 1_000}">${practices.join('')}</AssetRegister>\n`;
  return probe('round 140: imaging asset register xml', ask, 'imaging_asset_register', output, 'sensor-serial', needle, true);
}

// ---------------------------------------------------------------------------------------------------------------
// a3. Autoclave data-logger dump: the whole record buffer on one line.

function autoclaveLoggerDump(): EconomicsTask {
  const random = seededRandom(140_003);
  const needle = 'ILK2-1201-05';
  const ask =
    'On the Ilkley autoclave, what batch number did the load get that started just after quarter past two on Wednesday last week?';
  const operators = ['KT', 'JP', 'SH', 'AB', 'MG', 'RL'];
  let cy = 18_093;
  const records: string[] = [];
  const t1 = (x: number) => x.toFixed(1);
  const t2 = (x: number) => x.toFixed(2);
  const cycle = (day: number, start: number, program: 'B134-UNIV' | 'B134-PRION' | 'HELIX' | 'VACTEST', batch: string) => {
    const n = String(cy++).padStart(6, '0');
    const date = dayIso(day);
    let s = start;
    const at = () => `${date}T${clock(s)}`;
    const out: string[] = [];
    out.push(`${at()} CY=${n} EV=START PRG=${program} BATCH=${batch} OP=${oneOf(random, operators)}`);
    if (program === 'VACTEST') {
      s += 300;
      out.push(`${at()} CY=${n} EV=PH PHASE=EVAC P=${t2(-0.88 - random() * 0.02)}`);
      s += 300;
      out.push(`${at()} CY=${n} EV=PH PHASE=HOLD P=${t2(-0.87 - random() * 0.02)}`);
      s += 600;
      out.push(`${at()} CY=${n} EV=END RES=PASS LEAK=${t1(0.4 + random() * 0.8)}mbar/min DUR=${s - start}`);
      return out;
    }
    s += between(random, 40, 90);
    out.push(`${at()} CY=${n} EV=PH PHASE=PREHEAT T=${t1(95 + random() * 10)} P=${t2(0.01)}`);
    for (let pulse = 1; pulse <= 3; pulse++) {
      s += between(random, 70, 110);
      out.push(`${at()} CY=${n} EV=PH PHASE=VAC${pulse} P=${t2(-0.8 - random() * 0.06)} T=${t1(60 + random() * 30)}`);
      s += between(random, 60, 100);
      out.push(`${at()} CY=${n} EV=PH PHASE=STM${pulse} P=${t2(0.9 + random() * 0.3)} T=${t1(115 + random() * 8)}`);
    }
    s += between(random, 120, 200);
    out.push(`${at()} CY=${n} EV=PH PHASE=HEATUP P=${t2(2.0 + random() * 0.06)} T=${t1(133.2 + random() * 0.6)}`);
    const hold = program === 'B134-PRION' ? 1080 : 210;
    const temps: number[] = [];
    for (let held = 0; held <= hold; held += 30) {
      const t = 134.1 + random() * 0.9;
      temps.push(t);
      out.push(`${at()} CY=${n} EV=S T=${t1(t)} P=${t2(2.1 + random() * 0.08)}`);
      s += 30;
    }
    out.push(`${at()} CY=${n} EV=PH PHASE=DEPRESS P=${t2(0.2 + random() * 0.1)} T=${t1(118 + random() * 6)}`);
    if (program !== 'HELIX') {
      for (let d = 0; d < 5; d++) {
        s += 60;
        out.push(`${at()} CY=${n} EV=PH PHASE=DRY P=${t2(-0.7 - random() * 0.1)} T=${t1(104 - d * 3 + random() * 2)}`);
      }
    }
    s += between(random, 40, 70);
    out.push(`${at()} CY=${n} EV=PH PHASE=AIR P=${t2(0)}`);
    s += between(random, 10, 30);
    const end =
      program === 'HELIX'
        ? `RES=PASS INDICATOR=${oneOf(random, ['COLOUR CHANGE COMPLETE', 'COLOUR CHANGE COMPLETE', 'UNIFORM'])}`
        : `RES=PASS TMAX=${t1(Math.max(...temps))} TMIN=${t1(Math.min(...temps))} HOLD=${hold}`;
    out.push(`${at()} CY=${n} EV=END ${end} DUR=${s - start}`);
    return out;
  };
  const days = weekdays(22, 40); // 22 November to 10 December
  for (const day of days) {
    const mmdd = dayIso(day).slice(5).replace('-', '');
    let s = 7 * 3600 + between(random, 1_800, 2_700);
    records.push(...cycle(day, s, 'VACTEST', '-'));
    s += 1_400 + between(random, 0, 300);
    records.push(...cycle(day, s, 'HELIX', '-'));
    if (day === 40) break; // today: only the morning tests so far
    const starts =
      day === 31
        ? [
            8 * 3600 + 2_652,
            10 * 3600 + 131,
            11 * 3600 + 1_157,
            12 * 3600 + 3_482,
            14 * 3600 + 17 * 60 + 33,
            15 * 3600 + 2_471,
            17 * 3600 + 191,
          ]
        : (() => {
            const list: number[] = [];
            let t = 8 * 3600 + between(random, 1_500, 3_300);
            while (t < 17 * 3600 + 1_200) {
              list.push(t);
              t += between(random, 3_000, 6_000);
            }
            return list;
          })();
    starts.forEach((start, i) => {
      const batch = `ILK2-${mmdd}-${pad2(i + 1)}`;
      const program = random() < 0.04 ? 'B134-PRION' : 'B134-UNIV';
      records.push(...cycle(day, start, program, batch));
    });
  }
  const first = records[0]!.slice(0, 19);
  const last = records[records.length - 1]!.slice(0, 19);
  const output =
    `SteriLog DL-200 fw 2.8.1  unit=ILK-AC2 (Melag Vacuklav 41 B+, SN 202204417)  site=Brightsmile Dental Ilkley  buffer=${first}..${last}  records=${records.length}\n` +
    `${records.join('|')}\n` +
    `-- end of buffer: ${records.length} records, ${records.join('|').length} bytes, checksum ${hex(random, 8).toUpperCase()} --\n`;
  return probe('round 140: autoclave logger dump', ask, 'autoclave_logger_dump', output, 'batch-number', needle, true);
}

// ---------------------------------------------------------------------------------------------------------------
// b1. Lab work orders, YAML: the lab's reference sits a few lines above the patient's name.

function labWorkOrders(): EconomicsTask {
  const random = seededRandom(140_004);
  const needle = 'WC/27/4471';
  const ask = "What's the lab's own reference number for Margaret Hollis's zirconia crown?";
  const labs = [
    { name: 'Aire Valley Dental Laboratory', ref: () => `AVL-${between(random, 10_000, 99_999)}`, kind: 'fixed' },
    { name: 'Wharfedale Ceramics', ref: () => `WC/27/${between(random, 1_000, 9_999)}`, kind: 'fixed' },
    { name: 'Straight Smile Aligners Ltd', ref: () => `SSA-${between(random, 1_000_000, 9_999_999)}`, kind: 'aligner' },
    { name: 'Pennine Prosthetics', ref: () => `PP-${between(random, 1_000, 9_999)}-${chars(random, 'ABCDEFGHJK', 1)}`, kind: 'prosthetic' },
  ] as const;
  const teeth = [11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 26, 27, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 47];
  const shades = ['A1', 'A2', 'A3', 'A3.5', 'B1', 'B2', 'C2', 'BL2', 'BL3'];
  const dentists = PRACTICES.map(() => [0, 1, 2, 3].map(() => `Dr ${fullName(random)} (GDC ${between(random, 60_000, 289_999)})`));
  const refs = new Set<string>([needle, 'WC/27/4417', 'PP-5203-C']);
  type Spec = {
    practice?: number;
    lab?: (typeof labs)[number];
    ref?: string;
    patient?: string;
    pmsId?: string;
    dob?: string;
    items?: string[];
    status?: string;
  };
  const order = (spec: Spec = {}) => {
    const p = spec.practice ?? pick(random, PRACTICES.length);
    const lab = spec.lab ?? oneOf(random, [labs[0], labs[0], labs[1], labs[1], labs[2], labs[3]]);
    let ref = spec.ref;
    while (ref === undefined || (spec.ref === undefined && refs.has(ref))) ref = lab.ref();
    refs.add(ref);
    const sent = between(random, 15, 39);
    const turnaround = lab.kind === 'aligner' ? 21 : lab.kind === 'prosthetic' ? 12 : 7;
    let items = spec.items;
    if (!items) {
      if (lab.kind === 'fixed') {
        const type = oneOf(random, ['Crown', 'Crown', 'Crown', 'Bridge', 'Veneer', 'Onlay']);
        const material =
          type === 'Crown'
            ? oneOf(random, ['Zirconia (monolithic)', 'Lithium disilicate (e.max)', 'PFM - non-precious', 'Full gold (yellow, type IV)'])
            : type === 'Bridge'
              ? oneOf(random, ['PFM - non-precious', 'Zirconia (layered)', 'Adhesive (Maryland) - NP wing'])
              : 'Lithium disilicate (e.max)';
        const tooth = oneOf(random, teeth);
        items = [
          `      - type: ${type}`,
          `        material: ${material}`,
          type === 'Bridge' ? `        teeth: [${tooth}, ${tooth + 1}, ${tooth + 2}]` : `        tooth: ${tooth}`,
          `        shade: ${oneOf(random, shades)}`,
          `        margin: ${oneOf(random, ['Chamfer', 'Shoulder', 'Feather edge'])}`,
        ];
      } else if (lab.kind === 'aligner') {
        items = [
          `      - type: Clear aligner series`,
          `        arches: ${oneOf(random, ['upper', 'lower', 'upper and lower'])}`,
          `        stages: ${between(random, 12, 34)}`,
          `        attachments: ${oneOf(random, ['yes', 'yes', 'no'])}`,
          `        refinement: ${oneOf(random, ['no', 'no', 'yes (1)'])}`,
        ];
      } else {
        items = [
          `      - type: ${oneOf(random, ['Acrylic partial denture', 'Cobalt chrome partial denture', 'Full upper denture', 'Full lower denture', 'Night guard (hard acrylic)', 'Sports guard', 'Essix retainer'])}`,
          `        stage: ${oneOf(random, ['Special tray', 'Bite block', 'Try-in', 'Finish'])}`,
          `        shade: ${oneOf(random, ['A2', 'A3', 'B2', 'n/a'])}`,
        ];
      }
    }
    const status =
      spec.status ??
      (sent > 33
        ? oneOf(random, ['Sent', 'Received by lab', 'In production'])
        : oneOf(random, ['In production', 'Dispatched', 'Received at practice', 'Received at practice']));
    return [
      '  - order_no: WO-2027-#',
      `    lab: ${lab.name}`,
      `    lab_reference: ${ref}`,
      `    practice: ${PRACTICES[p]![1]}`,
      `    patient:`,
      `      name: ${spec.patient ?? fullName(random)}`,
      `      pms_id: ${spec.pmsId ?? `P00${between(random, 10_000, 69_999)}`}`,
      `      dob: ${spec.dob ?? `${between(random, 1938, 2012)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`}`,
      `    prescriber: ${oneOf(random, dentists[p]!)}`,
      `    items:`,
      ...items,
      `    impression: ${oneOf(random, ['Digital (iTero)', 'Digital (Primescan)', 'Alginate', 'Silicone (PVS)', 'Silicone (PVS)'])}`,
      `    sent: ${dayIso(sent)}`,
      `    due_back: ${dayIso(sent + turnaround)}`,
      `    fit_appointment: ${random() < 0.8 ? `${dayIso(sent + turnaround + between(random, 1, 6))}T${pad2(between(random, 8, 16))}:${oneOf(random, ['00', '10', '20', '30', '40', '50'])}` : 'not booked'}`,
      `    status: ${status}`,
      `    charges:`,
      `      lab_fee_gbp: ${(between(random, 90, lab.kind === 'aligner' ? 2_400 : 900) / 2).toFixed(2)}`,
      `      funding: ${oneOf(random, ['NHS band 3', 'NHS band 3', 'Private', 'Denplan Care', 'Private (finance)'])}`,
      `    notes: ${oneOf(random, ['""', '""', '""', '"Please match adjacent crown"', '"Patient has a wedding on the 18th - tight deadline"', '"Photos uploaded to portal"', '"Bruxist - consider full contour"'])}`,
    ].join('\n');
  };
  const crownItems = (tooth: number, shade: string) => [
    `      - type: Crown`,
    `        material: Zirconia (monolithic)`,
    `        tooth: ${tooth}`,
    `        shade: ${shade}`,
    `        margin: Chamfer`,
  ];
  const orders: string[] = [];
  for (let i = 0; i < 520; i++) orders.push(clean(() => order(), needle, 'Hollis'));
  const hollis = { patient: 'Margaret Hollis', pmsId: 'P0031847', dob: '1952-06-19' };
  const special: [number, string][] = [
    [0.48, order({ practice: 4, lab: labs[1], ref: needle, ...hollis, items: crownItems(36, 'A3'), status: 'In production' })],
    [
      0.3,
      order({
        practice: 4,
        lab: labs[3],
        ref: 'PP-5203-C',
        ...hollis,
        items: ['      - type: Night guard (hard acrylic)', '        stage: Finish', '        shade: n/a'],
        status: 'Received at practice',
      }),
    ],
    [
      0.62,
      order({
        practice: 0,
        lab: labs[1],
        ref: 'WC/27/4417',
        patient: 'Margaret Hollins',
        pmsId: 'P0052671',
        dob: '1948-01-30',
        items: crownItems(46, 'A3.5'),
        status: 'Dispatched',
      }),
    ],
  ];
  for (const [at, text] of special.sort((x, y) => y[0] - x[0])) orders.splice(Math.floor(orders.length * at), 0, text);
  let orderNo = 118_020;
  const numbered = orders.map((text) => text.replace('WO-2027-#', `WO-2027-${orderNo++}`));
  const output = [
    'generated: 2027-12-10T08:15:04Z',
    'source: Brightsmile PMS 7.4.2 / lab orders',
    'group: Brightsmile Dental Group',
    'filter:',
    '  status: [Sent, Received by lab, In production, Dispatched, Received at practice]',
    '  sent_from: 2027-11-15',
    `count: ${numbered.length}`,
    'orders:',
    ...numbered,
    '',
  ].join('\n');
  return probe('round 140: lab work orders yaml', ask, 'lab_work_orders', output, 'lab-reference', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// b2. Instrument tray tracking, pretty JSON: the last autoclave cycle sits a few lines below the tray's barcode.

function trayTracking(): EconomicsTask {
  const random = seededRandom(140_005);
  const needle = '018374';
  const ask = 'Which autoclave cycle did tray KEI-EXT-0412 last go through? I need the cycle number for the tracking sheet.';
  const sets = [
    ['EXT', ['Extraction kit - upper', 'Extraction kit - lower', 'Extraction kit - surgical']],
    ['EXAM', ['Examination kit']],
    ['RCT', ['Endodontic kit', 'Endodontic kit - rotary']],
    ['REST', ['Restorative kit', 'Composite kit']],
    ['HYG', ['Hygiene kit - ultrasonic', 'Hygiene kit - hand scalers']],
    ['SURG', ['Minor oral surgery kit', 'Implant surgical kit']],
    ['PROS', ['Crown & bridge kit', 'Impression kit']],
  ] as const;
  const operators = PRACTICES.map(() => [0, 1, 2, 3].map(() => `${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`));
  const units = PRACTICES.map(() => ({
    ac: [between(random, 10_400, 39_000), between(random, 10_400, 39_000)],
    wd: between(random, 2_000, 9_000),
    two: random() < 0.6,
  }));
  units[PRACTICES.findIndex(([c]) => c === 'KEI')]!.ac[0] = 18_190;
  const stamp = (day: number, h: number) => `${dayIso(day)}T${pad2(h)}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`;
  type Tray = { barcode: string; p: number; description: string; cycle?: string };
  const tray = ({ barcode, p, description, cycle }: Tray) => {
    const [code, town] = PRACTICES[p]!;
    const u = units[p]!;
    const which = cycle === undefined && u.two && random() < 0.5 ? 1 : 0;
    const day = oneOf(random, weekdays(29, 40));
    const hour = day === 40 ? 8 : between(random, 8, 16);
    const status =
      day === 40
        ? 'Sterile - in surgery'
        : oneOf(random, ['Sterile - stored', 'Sterile - stored', 'Sterile - stored', 'Sterile - in surgery', 'Used - awaiting wash']);
    const count = between(random, 6, 22);
    return {
      barcode,
      description,
      practice: town,
      status,
      lastAutoclave: {
        unit: `${code}-AC${which + 1}`,
        cycle: cycle ?? String(u.ac[which]! + between(random, 0, 240)).padStart(6, '0'),
        program: random() < 0.03 ? 'B134-PRION' : 'B134-UNIV',
        completed: stamp(day, hour),
        operator: oneOf(random, operators[p]!),
      },
      lastWasher: {
        unit: `${code}-WD1`,
        cycle: String(u.wd + between(random, 0, 240)),
        completed: stamp(day, hour - 1 < 8 ? 8 : hour - 1),
      },
      useBy: `${Number(dayIso(day).slice(0, 4)) + 1}${dayIso(day).slice(4)}`,
      instrumentCount: count,
      missingInstruments:
        random() < 0.05 ? [oneOf(random, ['Luxator 3mm', 'Mirror handle', 'Probe (WHO)', 'Tweezers (college)', 'Excavator'])] : [],
      timesProcessed: between(random, 40, 900),
    };
  };
  const trays: { barcode: string; json: object }[] = [];
  const used = new Set<string>(['KEI-EXT-0412', 'KEI-EXT-0411', 'KEI-EXT-0413', 'HGT-EXT-0412', 'KNA-EXT-0412']);
  PRACTICES.forEach(([code], p) => {
    const n = between(random, 18, 30);
    for (let i = 0; i < n; i++) {
      const [kind, descriptions] = oneOf(random, sets);
      const barcode = `${code}-${kind}-${String(between(random, 100, 999)).padStart(4, '0')}`;
      if (used.has(barcode)) continue;
      used.add(barcode);
      const description = oneOf(random, descriptions);
      let json: object;
      do json = tray({ barcode, p, description });
      while (JSON.stringify(json).includes(needle));
      trays.push({ barcode, json });
    }
  });
  const at = (code: string) => PRACTICES.findIndex(([c]) => c === code);
  const specials: Tray[] = [
    { barcode: 'KEI-EXT-0412', p: at('KEI'), description: 'Extraction kit - upper', cycle: needle },
    { barcode: 'KEI-EXT-0411', p: at('KEI'), description: 'Extraction kit - upper' },
    { barcode: 'KEI-EXT-0413', p: at('KEI'), description: 'Extraction kit - lower' },
    { barcode: 'HGT-EXT-0412', p: at('HGT'), description: 'Extraction kit - upper' },
    { barcode: 'KNA-EXT-0412', p: at('KNA'), description: 'Extraction kit - lower' },
  ];
  for (const s of specials) {
    let json: object;
    do json = tray(s);
    while (s.cycle === undefined && JSON.stringify(json).includes(needle));
    trays.push({ barcode: s.barcode, json });
  }
  trays.sort((x, y) => (x.barcode < y.barcode ? -1 : 1));
  const output =
    JSON.stringify(
      {
        system: 'TrayTrack 5.1.3',
        generated: '2027-12-10T08:40:12Z',
        scope: 'Brightsmile Dental Group',
        count: trays.length,
        trays: trays.map((t) => t.json),
      },
      null,
      2,
    ) + '\n';
  return probe('round 140: instrument tray tracking', ask, 'steri_tray_status', output, 'tray-cycle', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// b3. Practice management configuration, INI: the contract number sits a few lines below the practice's name.

function pmsConfigDump(): EconomicsTask {
  const random = seededRandom(140_006);
  const needle = '7403826101';
  const ask = 'What NHS contract number have we got set up for the Knaresborough practice?';
  const streets = [
    'High Street',
    'Market Place',
    'Station Road',
    'Church Street',
    'Bond End',
    'Park Parade',
    'Westgate',
    'Kirkgate',
    'Bridge Street',
    'Otley Road',
  ];
  const contract = () => `${between(random, 1, 9)}${between(random, 100_000, 999_999)}${between(random, 100, 999)}`;
  const global = [
    '; Brightsmile PMS 7.4.2 - effective configuration (merged: defaults < group < practice)',
    '; generated 2027-12-10 07:45:13 by svc-pmsadmin on BSD-APP-01',
    '',
    '[global]',
    'group_name = Brightsmile Dental Group',
    'db_host = bsd-sql-01.brightsmile.local',
    'db_name = BrightsmilePMS',
    'db_pool_size = 40',
    'audit_retention_days = 2557',
    'session_timeout_minutes = 15',
    'password_min_length = 12',
    'mfa_required = true',
    'currency = GBP',
    'date_format = dd/MM/yyyy',
    'nhs_region = North East and Yorkshire',
    'fp17_submission = edi',
    'fp17_edi_endpoint = https://edi.example-nhsbsa.test/dental/v3',
    'fp17_batch_time = 22:30',
    'pds_lookup = enabled',
    '',
    '[global.sms]',
    'gateway = https://api.sms-gateway.example/v2',
    'default_sender_id = Brightsmile',
    'max_parts = 3',
    'opt_out_keyword = STOP',
    '',
    '[global.recall]',
    'batch_time = 02:00',
    'default_interval_months = 6',
    'lookahead_days = 28',
    'channels = sms,email,letter',
    '',
  ];
  const practice = (code: string, town: string, isNeedle: boolean) => {
    const chairs = between(random, 3, 7);
    const lines = [
      `[practice.${code}]`,
      `name = Brightsmile Dental ${town}`,
      `address = ${between(random, 1, 120)} ${oneOf(random, streets)}, ${town}`,
      `phone = 01${between(random, 100, 999)} ${between(random, 100_000, 999_999)}`,
      `ods_code = V${between(random, 10_000, 99_999)}`,
      `nhs_contract_no = ${isNeedle ? needle : contract()}`,
      `previous_contract_no = ${isNeedle ? '7403826100' : random() < 0.4 ? contract() : ''}`,
      `contract_uda_target = ${between(random, 60, 260) * 100}`,
      `contract_uoa_target = ${random() < 0.3 ? between(random, 2, 20) * 100 : 0}`,
      'contract_year_start = 04-01',
      `private_fee_scale = ${oneOf(random, ['BSD-2027A', 'BSD-2027A', 'BSD-2027B'])}`,
      `diary_start = 08:${oneOf(random, ['00', '30'])}`,
      `diary_end = 17:${oneOf(random, ['00', '30'])}`,
      'diary_slot_minutes = 10',
      `lunch = ${oneOf(random, ['12:30-13:30', '13:00-14:00', '13:00-13:45'])}`,
      `late_evening = ${oneOf(random, ['none', 'Tue 19:30', 'Wed 19:00', 'Thu 19:30'])}`,
      `saturday = ${oneOf(random, ['closed', 'closed', '09:00-13:00 (alternate)'])}`,
      `chairs = ${chairs}`,
      '',
      `[practice.${code}.sms]`,
      `sender_id = BS${town.replace(/ .*/, '').slice(0, 9)}`,
      'reminder_hours_before = 48',
      `second_reminder_hours_before = ${oneOf(random, [2, 3, 24])}`,
      'quiet_hours = 20:00-08:30',
      '',
      `[practice.${code}.recall]`,
      `hygiene_interval_months = ${oneOf(random, [3, 6, 6])}`,
      'first_letter_days_before = 28',
      'second_letter_days_after = 14',
      `lapse_after_days = ${oneOf(random, [90, 120])}`,
      '',
      `[practice.${code}.payments]`,
      `terminal = ${oneOf(random, ['Dojo Go', 'Dojo Pocket', 'Verifone V400m'])}`,
      `terminal_id = ${between(random, 10_000_000, 99_999_999)}`,
      `merchant_id = ${between(random, 100_000_000, 999_999_999)}`,
      `denplan_practice_no = ${between(random, 10_000, 99_999)}`,
      `finance_provider = ${oneOf(random, ['Tabeo', 'Chrysalis Finance', 'none'])}`,
      '',
      `[practice.${code}.appointment_types]`,
      `exam = ${oneOf(random, [10, 15, 20])} min, dentist`,
      `new_patient_exam = ${oneOf(random, [20, 30])} min, dentist`,
      `emergency = ${oneOf(random, [15, 20])} min, dentist, slots ${oneOf(random, ['08:30,14:00', '09:00,14:00', '08:40,13:50'])}`,
      `hygiene = ${oneOf(random, [30, 40, 45])} min, hygienist`,
      `perio_maintenance = ${oneOf(random, [40, 45, 60])} min, hygienist`,
      `crown_prep = ${oneOf(random, [40, 60])} min, dentist`,
      `crown_fit = ${oneOf(random, [20, 30])} min, dentist`,
      `rct_molar = ${oneOf(random, [60, 90])} min, dentist`,
      `aligner_review = ${oneOf(random, [10, 15])} min, dentist`,
      '',
      `[practice.${code}.printers]`,
      `reception = \\\\bsd-prt-01\\${code}-RECEPTION`,
      `labels = \\\\bsd-prt-01\\${code}-ZEBRA-GK420`,
      `letters = ${random() < 0.5 ? 'central-mailing' : `\\\\bsd-prt-01\\${code}-OFFICE`}`,
      '',
      `[practice.${code}.imaging]`,
      `bridge = imagebridge://bsd-img-${code.toLowerCase()}-01:8043`,
      `sensor_profile = ${oneOf(random, ['planmeca-prosensor-hd', 'carestream-rvg6200', 'schick33'])}`,
      `opg = ${random() < 0.5 ? `bsd-opg-${code.toLowerCase()}-01` : 'none'}`,
      '',
    ];
    for (let s = 1; s <= chairs; s++)
      lines.push(
        `[practice.${code}.surgery.${s}]`,
        `label = Surgery ${s}`,
        `workstation = BSD-${code}-SU${pad2(s)}`,
        `xray_unit = XR-${code}-${pad2(s)}`,
        `floor = ${s <= 2 ? 'ground' : oneOf(random, ['ground', 'first'])}`,
        '',
      );
    const clinicians = between(random, 3, 7);
    for (let c = 0; c < clinicians; c++) {
      const gdc = between(random, 60_000, 289_999);
      const role = c < 3 ? 'dentist' : oneOf(random, ['dentist', 'hygienist', 'therapist']);
      lines.push(
        `[practice.${code}.clinician.${gdc}]`,
        `name = ${role === 'dentist' ? 'Dr ' : ''}${fullName(random)}`,
        `role = ${role}`,
        `performer_no = ${role === 'dentist' ? `${between(random, 100_000, 999_999)}` : 'n/a'}`,
        `uda_target = ${role === 'dentist' ? between(random, 20, 80) * 100 : 0}`,
        `days = ${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].filter(() => random() < 0.7).join(',') || 'Mon,Tue'}`,
        '',
      );
    }
    return lines.join('\n');
  };
  const sections = PRACTICES.map(([code, town]) =>
    code === 'KNA' ? practice(code, town, true) : clean(() => practice(code, town, false), needle, '7403826100'),
  );
  const output = `${global.join('\n')}\n${sections.join('\n')}`;
  return probe('round 140: pms practice config', ask, 'pms_config_dump', output, 'contract-number', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// c1. NHS claim statuses, CSV: the user says in their own words what the rejection reason says in its own.

function nhsClaimStatuses(): EconomicsTask {
  const random = seededRandom(140_007);
  const needle = 'CL27-4418207';
  const ask =
    "Which claim got rejected because the benefits people couldn't confirm the patient was entitled to free treatment? I need the claim reference.";
  const csv = (fields: (string | number)[]) =>
    fields.map((f) => (/[",]/.test(String(f)) ? `"${String(f).replace(/"/g, '""')}"` : String(f))).join(',');
  const bands = [
    { band: '1', udas: '1.0', charge: 2_680 },
    { band: '1', udas: '1.0', charge: 2_680 },
    { band: '2', udas: '3.0', charge: 7_350 },
    { band: '2', udas: '3.0', charge: 7_350 },
    { band: '3', udas: '12.0', charge: 31_910 },
    { band: 'Urgent', udas: '1.2', charge: 2_680 },
  ];
  const exemptions = [
    'Under 18',
    'Pregnant',
    'Nursing mother',
    'Income Support',
    'Income-based JSA',
    'Universal Credit',
    'HC2 certificate',
    'Tax credit exemption certificate',
    'Income-related ESA',
  ];
  const reasons: [string, string, string][] = [
    ['QUERIED', 'Q145', 'Patient charge collected differs from band charge'],
    ['REJECTED', 'R101', 'Performer not on performers list for contract on acceptance date'],
    ['REJECTED', 'R117', 'Duplicate course of treatment within 2 months of previous claim'],
    ['REJECTED', 'R204', 'Completion date earlier than acceptance date'],
    ['REJECTED', 'R233', 'Patient details do not match PDS record'],
    ['QUERIED', 'Q310', 'Band 3 claimed, lab work not indicated on claim'],
    ['REJECTED', 'R322', 'Claim received more than 62 days after completion'],
    ['QUERIED', 'Q412', 'Exemption evidence seen box not completed'],
    ['QUERIED', 'Q415', 'Exemption category does not match patient age'],
  ];
  const contracts = PRACTICES.map(() => `${between(random, 1, 9)}${between(random, 100_000, 999_999)}${between(random, 100, 999)}`);
  const performers = PRACTICES.map(() => [0, 1, 2, 3].map(() => String(between(random, 100_000, 999_999))));
  const refs = new Set<string>([needle]);
  type Spec = { ref?: string; exemption?: string; reason?: [string, string, string]; submitted: number };
  const row = (spec: Spec) => {
    let ref = '';
    while (ref === '' || refs.has(ref)) ref = `CL27-${between(random, 4_000_000, 4_999_999)}`;
    refs.add(ref);
    const p = pick(random, PRACTICES.length);
    const b = oneOf(random, bands);
    const exemption = spec.exemption ?? (random() < 0.35 ? oneOf(random, exemptions) : '');
    const completion = spec.submitted - between(random, 0, 6);
    const acceptance = completion - (b.band === '3' ? between(random, 14, 60) : b.band === '2' ? between(random, 0, 30) : 0);
    const [status, code, text] = spec.reason ?? (random() < 0.06 ? oneOf(random, reasons) : ['PROCESSED', '', '']);
    const dmy = (day: number) => dayIso(day).split('-').reverse().join('/');
    return csv([
      spec.ref ?? ref,
      contracts[p]!,
      PRACTICES[p]![0],
      oneOf(random, performers[p]!),
      oneOf(random, LAST).toUpperCase(),
      oneOf(random, FIRST),
      `${pad2(between(random, 1, 28))}/${pad2(between(random, 1, 12))}/${between(random, 1938, 2024)}`,
      `${between(random, 400, 799)}${between(random, 100, 999)}${between(random, 1_000, 9_999)}`,
      exemption,
      b.band,
      dmy(acceptance),
      dmy(completion),
      `${dmy(spec.submitted)} 22:3${between(random, 0, 9)}`,
      status,
      code,
      text,
      status === 'REJECTED' ? '0.0' : b.udas,
      exemption === '' ? (b.charge / 100).toFixed(2) : '0.00',
    ]);
  };
  const header =
    'claim_ref,contract_no,practice,performer_no,patient_surname,patient_forename,dob,nhs_number,exemption,band,acceptance_date,completion_date,submitted,status,reason_code,reason_text,udas,patient_charge_gbp';
  const rows: string[] = [];
  const days = weekdays(1, 39);
  for (const day of days) {
    const n = between(random, 55, 85);
    for (let i = 0; i < n; i++) {
      if (day === 22 && i === 31)
        rows.push(
          row({
            submitted: day,
            ref: needle,
            exemption: 'Universal Credit',
            reason: ['REJECTED', 'R408', 'Exemption claimed could not be validated against DWP records'],
          }),
        );
      rows.push(clean(() => row({ submitted: day }), needle, 'DWP'));
    }
  }
  const output = `${header}\n${rows.join('\n')}\n`;
  return probe('round 140: nhs claim statuses', ask, 'nhs_claims_status', output, 'claim-ref', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// c2. Treatment plans, text report: a preamble, then "how much does he still owe" for the report's "Balance".

function treatmentPlans(): EconomicsTask {
  const random = seededRandom(140_008);
  const needle = '£1,287.40';
  const ask =
    "Mr Haworth rang this morning, a bit upset about his bill, and I said I'd find out before calling him back. How much does he still owe on the bridge Dr Nwosu is doing for him?";
  const gbp = (pence: number) => `£${Math.floor(pence / 100).toLocaleString('en-GB')}.${pad2(pence % 100)}`;
  const dmy = (day: number) => dayIso(day).split('-').reverse().join('/');
  const north = ['Otley', 'Ilkley', 'Guiseley', 'Skipton'];
  const clinicians = [
    'Dr Chidi Nwosu',
    'Dr Hannah Firth',
    'Dr Imran Hussain',
    'Dr Laura Bairstow',
    'Dr Tomasz Nowak',
    'Dr Abena Mensah',
    'Dr Ewan Lister',
  ];
  const privateItems: [string, number, boolean][] = [
    ['Examination', 5_500, false],
    ['Radiographs - bitewings x2', 3_000, false],
    ['Hygiene - scale & polish', 7_500, false],
    ['Composite filling MO', 14_500, true],
    ['Composite filling MOD', 18_500, true],
    ['Crown - e.max', 65_000, true],
    ['Crown - zirconia', 62_000, true],
    ['Root canal treatment - molar', 55_000, true],
    ['Root canal treatment - premolar', 42_000, true],
    ['Bridge - 3 unit conventional (PFM)', 165_000, true],
    ['Bridge - adhesive (Maryland)', 52_000, true],
    ['Extraction - simple', 12_000, true],
    ['Implant - single tooth (stage 1)', 145_000, true],
    ['Tooth whitening - home kit', 35_000, false],
    ['Night guard', 22_000, false],
  ];
  const teeth = [
    'UR7',
    'UR6',
    'UR5',
    'UR4',
    'UR3',
    'UR1',
    'UL1',
    'UL2',
    'UL4',
    'UL5',
    'UL6',
    'UL7',
    'LL7',
    'LL6',
    'LL5',
    'LL4',
    'LR4',
    'LR5',
    'LR6',
    'LR7',
  ];
  type Item = [string, string, number, string];
  const stage = (day: number) => {
    const r = random();
    return r < 0.45
      ? `Completed ${dmy(Math.min(day, 40) - between(random, 0, 8))}`
      : r < 0.8
        ? `Booked ${dmy(41 + between(random, 0, 40))}`
        : 'To book';
  };
  type Spec = {
    surname: string;
    forename: string;
    pid: string;
    dob: string;
    practice: string;
    clinician: string;
    opened: number;
    status: string;
    funding: string;
    items: Item[];
    paid: number;
    payment: string;
  };
  const plan = (s: Spec) => {
    const total = s.items.reduce((sum, [, , fee]) => sum + fee, 0);
    const lines = [
      `Plan TP-2027-#   ${s.surname.toUpperCase()}, ${s.forename} (${s.pid})   DOB ${s.dob}`,
      `Practice: ${s.practice}   Clinician: ${s.clinician}   Opened: ${dmy(s.opened)}   Status: ${s.status}`,
      `Funding: ${s.funding}`,
      '   #  Tooth   Item                                         Fee        Stage',
      ...s.items.map(
        ([tooth, item, fee, st], i) =>
          `  ${String(i + 1).padStart(2)}  ${tooth.padEnd(6)}  ${item.padEnd(40)} ${gbp(fee).padStart(11)}   ${st}`,
      ),
      `  Plan total: ${gbp(total)}    Paid to date: ${gbp(s.paid)}    Balance: ${gbp(total - s.paid)}`,
      `  Payment arrangement: ${s.payment}`,
      '-'.repeat(100),
    ];
    return lines.join('\n');
  };
  const randomPlan = (): Spec => {
    const nhs = random() < 0.45;
    const funding = nhs
      ? oneOf(random, ['NHS', 'NHS', 'NHS (exempt - Universal Credit)', 'NHS (exempt - under 18)'])
      : oneOf(random, ['Private', 'Private', 'Denplan Essentials', 'Denplan Care']);
    const exempt = funding.includes('exempt');
    const opened = between(random, 1, 39);
    const items: Item[] = [];
    if (nhs) {
      const band = oneOf(random, [1, 2, 2, 3, 3]);
      items.push([
        '',
        `NHS course of treatment - Band ${band}`,
        exempt ? 0 : band === 1 ? 2_680 : band === 2 ? 7_350 : 31_910,
        `Accepted ${dmy(opened)}`,
      ]);
      for (let i = 0; i < between(random, 1, 4); i++)
        items.push([
          oneOf(random, teeth),
          oneOf(random, [
            'Amalgam filling',
            'Composite filling (anterior)',
            'Extraction',
            'Crown - metal ceramic',
            'Scale & polish',
            'Root canal treatment',
          ]),
          0,
          stage(opened + 20),
        ]);
    } else {
      items.push(['', 'Examination', random() < 0.4 ? 0 : 5_500, `Completed ${dmy(opened)}`]);
      for (let i = 0; i < between(random, 1, 5); i++) {
        const [item, fee, perTooth] = oneOf(random, privateItems.slice(1));
        items.push([perTooth ? oneOf(random, teeth) : '', item, fee, stage(opened + 20)]);
      }
    }
    const total = items.reduce((sum, [, , fee]) => sum + fee, 0);
    const finished = random() < 0.25;
    const paid = finished
      ? total
      : Math.min(total, between(random, 0, Math.floor(total / 100)) * 100 + oneOf(random, [0, 0, 0, 50, 60, 20]));
    return {
      surname: oneOf(random, LAST),
      forename: oneOf(random, FIRST),
      pid: `P00${between(random, 10_000, 69_999)}`,
      dob: `${pad2(between(random, 1, 28))}/${pad2(between(random, 1, 12))}/${between(random, 1940, 2015)}`,
      practice: oneOf(random, north),
      clinician: oneOf(random, clinicians),
      opened,
      status: finished ? 'COMPLETED' : oneOf(random, ['IN PROGRESS', 'IN PROGRESS', 'ACCEPTED', 'PROPOSED']),
      funding,
      items,
      paid,
      payment: exempt
        ? 'Exempt - evidence seen'
        : finished
          ? 'Settled'
          : nhs
            ? oneOf(random, ['Pay as you go', 'Pay on completion of course'])
            : oneOf(random, [
                'Pay as you go',
                'Pay as you go',
                'Deposit taken, balance on completion',
                'Tabeo 12 months (0%)',
                'Tabeo 6 months (0%)',
              ]),
    };
  };
  const plans: string[] = [];
  for (let i = 0; i < 560; i++) plans.push(clean(() => plan(randomPlan()), needle, 'HAWORTH'));
  const graham = {
    surname: 'Haworth',
    forename: 'Graham',
    pid: 'P0041277',
    dob: '14/02/1961',
    practice: 'Otley',
    funding: 'Denplan Essentials',
  };
  const specials: [number, string][] = [
    [
      0.52,
      plan({
        ...graham,
        clinician: 'Dr Chidi Nwosu',
        opened: 4,
        status: 'IN PROGRESS',
        items: [
          ['', 'Examination', 0, 'Completed 04/11/2027'],
          ['UR4-6', 'Bridge - 3 unit conventional (PFM)', 165_000, 'Prep done 25/11/2027, fit booked 14/12/2027'],
          ['UR4-6', 'Lab supplement - bridge (shade match)', 11_000, 'Completed 25/11/2027'],
          ['LL6', 'Composite filling MO', 14_500, 'Booked 21/12/2027'],
        ],
        paid: 61_760,
        payment: 'Tabeo 12 months (0%), next instalment 15/12/2027',
      }),
    ],
    [
      0.31,
      plan({
        ...graham,
        clinician: 'Dr Chidi Nwosu',
        opened: -160,
        status: 'COMPLETED',
        items: [
          ['', 'Examination', 0, 'Completed 26/05/2027'],
          ['LR6', 'Crown - zirconia', 62_000, 'Completed 30/06/2027'],
        ],
        paid: 62_000,
        payment: 'Settled',
      }),
    ],
    [
      0.66,
      plan({
        surname: 'Haworth',
        forename: 'Susan',
        pid: 'P0041278',
        dob: '02/09/1963',
        practice: 'Otley',
        clinician: 'Dr Hannah Firth',
        opened: 18,
        status: 'IN PROGRESS',
        funding: 'Denplan Essentials',
        items: [
          ['', 'Examination', 0, 'Completed 18/11/2027'],
          ['UL6', 'Root canal treatment - molar', 55_000, 'Booked 16/12/2027'],
          ['UL6', 'Crown - e.max', 65_000, 'To book'],
        ],
        paid: 20_000,
        payment: 'Deposit taken, balance on completion',
      }),
    ],
  ];
  for (const [at, text] of specials.sort((x, y) => y[0] - x[0])) plans.splice(Math.floor(plans.length * at), 0, text);
  let planNo = 8_402;
  const numbered = plans.map((text) => text.replace('TP-2027-#', `TP-2027-${String(planNo++).padStart(5, '0')}`));
  const pages: string[] = [];
  for (let i = 0, page = 1; i < plans.length; i += 12, page++) {
    pages.push(
      [
        `BRIGHTSMILE PMS 7.4.2          TREATMENT PLANS - OPEN AND RECENTLY CLOSED (North cluster)          Page ${page}`,
        'Printed 10/12/2027 08:22 by reception.otl    Sites: Otley, Ilkley, Guiseley, Skipton    Opened since 01/11/2027 or still open',
        '='.repeat(100),
        ...numbered.slice(i, i + 12),
        '',
      ].join('\n'),
    );
  }
  const output = `${pages.join('\f\n')}\n*** End of report: ${plans.length} plans ***\n`;
  return probe('round 140: treatment plan balances', ask, 'pms_treatment_plans', output, 'plan-balance', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// c3. Lab portal case list, HTML: a preamble, then "the mould was warped" for the lab's "impression distorted".

function labPortalCases(): EconomicsTask {
  const random = seededRandom(140_009);
  const needle = 'AVL-230918';
  const ask =
    "We're trying to get on top of the lab backlog before Christmas. One case came back from the lab because the mould we sent them was warped. What's the case number, so I can book the patient back in?";
  const dmy = (day: number) => dayIso(day).split('-').reverse().join('/');
  const dentists = PRACTICES.map(() => [0, 1, 2, 3].map(() => `Dr ${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`));
  const teeth = ['UR7', 'UR6', 'UR5', 'UR4', 'UR1', 'UL1', 'UL2', 'UL4', 'UL5', 'UL6', 'UL7', 'LL7', 'LL6', 'LL5', 'LR5', 'LR6', 'LR7'];
  const work = () =>
    oneOf(random, [
      () => `Crown &mdash; zirconia, ${oneOf(random, teeth)}`,
      () => `Crown &mdash; e.max, ${oneOf(random, teeth)}`,
      () => `Crown &mdash; PFM, ${oneOf(random, teeth)}`,
      () => `Bridge &mdash; 3 unit PFM, ${oneOf(random, ['UR4-6', 'UL4-6', 'LL5-7', 'LR5-7', 'UR1-UL1'])}`,
      () => `Veneers &times; ${between(random, 2, 6)}`,
      () => `Acrylic partial denture, ${oneOf(random, ['upper', 'lower'])}`,
      () => `Cobalt chrome denture, ${oneOf(random, ['upper', 'lower'])}`,
      () => `Night guard, ${oneOf(random, ['upper', 'lower'])}`,
      () => `Essix retainers (pair)`,
    ])();
  const routine = [
    '',
    '',
    '',
    'Impression received in good order, models poured.',
    'Digital scan received (iTero).',
    'Digital scan received (Primescan).',
    'Bite registration received, thanks.',
    'Shade photo received, matched to A2/A3 mix.',
    'Ready for try-in.',
    'Framework cast, awaiting porcelain.',
    'Sent back by courier (DX) today.',
  ];
  const statuses = ['Received', 'In production', 'In production', 'Quality check', 'Dispatched', 'Delivered', 'Delivered', 'Delivered'];
  const returned: [string, string][] = [
    ['Returned to practice', 'Bite registration missing &mdash; please send with the case.'],
    ['Returned to practice', 'Shade not specified on the Rx, please confirm.'],
    ['Returned to practice', 'Impression torn at the distal of LR7, please retake.'],
    ['Returned to practice', 'Voids in the impression at the UL4 margin, please retake.'],
    ['On hold', 'Awaiting signed Rx from the dentist.'],
    ['On hold', 'Awaiting payment authorisation (private case over &pound;600).'],
  ];
  type Spec = { status?: string; note?: string; work?: string };
  const row = (received: number, spec: Spec = {}) => {
    const p = pick(random, PRACTICES.length);
    const age = 40 - received;
    const normal =
      age < 2
        ? oneOf(random, ['Received', 'In production'])
        : age < 8
          ? oneOf(random, statuses.slice(1, 5))
          : oneOf(random, statuses.slice(4));
    const [status, note] = spec.status
      ? [spec.status, spec.note ?? '']
      : age > 1 && random() < 0.05
        ? oneOf(random, returned)
        : [normal, oneOf(random, routine)];
    const css = status.toLowerCase().replace(/ .*/, '');
    return (
      `<tr class="st-${css}"><td class="case"><a href="/cases/view?id=#">AVL-#</a></td><td>Brightsmile Dental ${PRACTICES[p]![1]}</td>` +
      `<td>${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)} <span class="pid">P00${between(random, 10_000, 69_999)}</span></td><td>${oneOf(random, dentists[p]!)}</td>` +
      `<td>${spec.work ?? work()}</td><td>${dmy(received)}</td><td>${dmy(received + between(random, 5, 12))}</td><td><span class="badge">${status}</span></td><td class="note">${note}</td></tr>`
    );
  };
  const rows: string[] = [];
  for (let day = 40; day >= 12; day--) {
    const dow = new Date(Date.UTC(2027, 10, day)).getUTCDay();
    if (dow === 0 || dow === 6) continue;
    const n = between(random, 30, 45);
    for (let i = 0; i < n; i++) {
      if (day === 26 && i === 17)
        rows.push(
          row(day, {
            status: 'Returned to practice',
            note: 'Impression distorted, tray pulled away from the distal of UR6 so the margins cannot be read. Please retake.',
            work: 'Crown &mdash; e.max, UR6',
          }),
        );
      rows.push(row(day));
    }
  }
  let caseNo = 230_918 + rows.findIndex((r) => r.includes('tray pulled away'));
  const numbered = rows.map((text) => {
    const html = text.replace('id=#', `id=${caseNo - 169_507}`).replace('AVL-#', `AVL-${caseNo}`);
    caseNo--;
    return html;
  });
  if (!numbered.some((r) => r.includes(`>${needle}<`))) throw new Error('lab portal: the case numbering moved');
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Cases &middot; Aire Valley Dental Laboratory &middot; Practice portal</title>',
    '<link rel="stylesheet" href="/static/portal.4f2a91.css">',
    '<script src="/static/portal.4f2a91.js" defer></script>',
    '</head>',
    '<body class="portal">',
    '<header class="top"><a class="logo" href="/">Aire Valley Dental Laboratory</a><nav><a href="/cases" class="active">Cases</a> <a href="/new">New case</a> <a href="/invoices">Invoices</a> <a href="/collections">Collections</a></nav><span class="user">Signed in: lab.liaison@brightsmile.example</span></header>',
    '<main>',
    '<h1>Cases for Brightsmile Dental Group</h1>',
    `<p class="filters">All practices &middot; received 12/11/2027 &ndash; 10/12/2027 &middot; newest first &middot; ${numbered.length} cases</p>`,
    '<p class="notice">Christmas collections: last collection Wednesday 22 December, first collection back Tuesday 4 January.</p>',
    '<table class="cases">',
    '<thead><tr><th>Case</th><th>Practice</th><th>Patient</th><th>Dentist</th><th>Work</th><th>Received</th><th>Due</th><th>Status</th><th>Technician note</th></tr></thead>',
    '<tbody>',
    ...numbered,
    '</tbody>',
    '</table>',
    '</main>',
    '<footer>&copy; 2027 Aire Valley Dental Laboratory Ltd &middot; MDR registered &middot; <a href="/privacy">Privacy</a></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe('round 140: lab portal returned case', ask, 'lab_portal_cases', output, 'case-number', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// d1. X-ray exposure log, fixed-width table: one bitewing with a far longer exposure time than every other.

function xrayExposureLog(): EconomicsTask {
  const random = seededRandom(140_010);
  const ask =
    "One of this week's bitewings was taken with a much longer exposure than all the others. Which x-ray was it? I need the image number.";
  const times: Record<string, [number, number]> = {
    'BW-L': [0.16, 0.125],
    'BW-R': [0.16, 0.125],
    'PA-UM': [0.2, 0.16],
    'PA-LM': [0.16, 0.125],
    'PA-PM': [0.125, 0.1],
    'PA-INC': [0.1, 0.08],
    'BW-CHILD': [0.1, 0.08],
  };
  const models = [
    { name: 'Planmeca ProX', kv: 60 },
    { name: 'Carestream CS 2200', kv: 70 },
    { name: 'KaVo Focus', kv: 70 },
  ];
  const units = PRACTICES.map(([code]) =>
    Array.from({ length: between(random, 3, 6) }, (_, i) => ({
      code,
      room: `S${i + 1}`,
      unit: `XR-${code}-${pad2(i + 1)}`,
      model: oneOf(random, models),
    })),
  );
  const operators = PRACTICES.map(() => [0, 1, 2, 3, 4].map(() => `${oneOf(random, FIRST)[0]}${oneOf(random, LAST)[0]}`));
  type Row = {
    day: number;
    s: number;
    p: number;
    u: (typeof units)[number][number];
    patient: string;
    projection: string;
    time: number;
    dap: number;
    op: string;
    id?: string;
  };
  const rows: Row[] = [];
  for (const day of weekdays(36, 40)) {
    PRACTICES.forEach((_, p) => {
      const patients = between(random, 6, 12) - (day === 40 ? 4 : 0);
      for (let k = 0; k < patients; k++) {
        const u = oneOf(random, units[p]!);
        const patient = `P00${between(random, 10_000, 69_999)}`;
        const op = oneOf(random, operators[p]!);
        let s = day === 40 ? 8 * 3600 + between(random, 0, 2 * 3600) : between(random, 8 * 3600 + 1_800, 17 * 3600 + 1_200);
        const set =
          random() < 0.55
            ? ['BW-L', 'BW-R']
            : random() < 0.15
              ? ['BW-CHILD', 'BW-CHILD']
              : [oneOf(random, ['PA-UM', 'PA-LM', 'PA-PM', 'PA-INC'])];
        for (const projection of set) {
          const time = times[projection]![u.model.kv === 60 ? 0 : 1];
          const dap = time * (u.model.kv === 60 ? 128 : 171) * (0.97 + random() * 0.06);
          rows.push({ day, s, p, u, patient, projection, time, dap, op });
          s += between(random, 25, 140);
        }
      }
    });
  }
  rows.sort((a, b) => a.day - b.day || a.s - b.s);
  const counters = PRACTICES.map(() => between(random, 41_000, 97_000));
  for (const row of rows) row.id = `IMG-${PRACTICES[row.p]![0]}-${String(counters[row.p]!++).padStart(7, '0')}`;
  const odd = rows.findIndex((row, i) => i > rows.length * 0.47 && row.projection === 'BW-R' && row.u.model.kv === 60);
  const oddRow = rows[odd]!;
  oddRow.time = 0.8;
  oddRow.dap = 0.8 * 128 * 1.01;
  const needle = oddRow.id!;
  const header = [
    'Brightsmile Imaging Server 4.2.0 - Exposure log (dose report)',
    'Period: 06/12/2027 00:00 - 10/12/2027 23:59    Sites: all (26)    Modality: intraoral    Generated: 10/12/2027 10:14:08',
    '',
    'Date       Time     Site Room Unit        Model                Image ID          Patient   Projection  kV   mA  Time(s)  DAP(mGy.cm2)  Op',
    '---------- -------- ---- ---- ----------- -------------------- ----------------- --------- ----------- --- ---- ------- ------------- ---',
  ];
  const body = rows.map(
    (r) =>
      `${dayIso(r.day).split('-').reverse().join('/')} ${clock(r.s)} ${PRACTICES[r.p]![0].padEnd(4)} ${r.u.room.padEnd(4)} ${r.u.unit.padEnd(11)} ${r.u.model.name.padEnd(20)} ${r.id!.padEnd(17)} ${r.patient.padEnd(9)} ${r.projection.padEnd(11)} ${String(r.u.model.kv).padStart(3)} ${'7.0'.padStart(4)} ${r.time.toFixed(3).padStart(7)} ${r.dap.toFixed(1).padStart(13)} ${r.op}`,
  );
  const footer = ['', 'Summary by site', 'Site  Exposures  Total DAP (mGy.cm2)'];
  PRACTICES.forEach(([code], p) => {
    const mine = rows.filter((r) => r.p === p);
    footer.push(
      `${code.padEnd(5)} ${String(mine.length).padStart(9)}  ${mine
        .reduce((sum, r) => sum + r.dap, 0)
        .toFixed(1)
        .padStart(19)}`,
    );
  });
  footer.push('', `${rows.length} exposures, ${PRACTICES.length} sites`, '');
  const output = [...header, ...body, ...footer].join('\n');
  return probe('round 140: xray exposure log', ask, 'imaging_exposure_log', output, 'image-id', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// d2. Nightly recall runs, key=value log: one run looks a different number of days ahead from every other.

function recallBatchRuns(): EconomicsTask {
  const random = seededRandom(140_011);
  const ask =
    "Every practice's nightly recall run is meant to use the same settings. Looking at the last month, which run was set up differently from the rest? Give me its run ID.";
  const ids = new Set<string>();
  const runId = () => {
    for (;;) {
      const id = `rb-${hex(random, 8)}`;
      if (!ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
  };
  const lines: string[] = [];
  let needle = '';
  for (let day = 11; day <= 40; day++) {
    const date = dayIso(day);
    let s = 2 * 3600 + between(random, 0, 4);
    const ts = () => `${date}T${clock(s)}Z`;
    lines.push(`ts=${ts()} level=info svc=recall-batch msg="batch start" host=bsd-app-01 practices=${PRACTICES.length} version=7.4.2`);
    s += between(random, 2, 9);
    lines.push(
      `ts=${ts()} level=info svc=recall-batch msg="pds sync" patients_checked=${between(random, 380, 900)} updated=${between(random, 0, 40)} deceased_flagged=${between(random, 0, 2)}`,
    );
    for (const [code] of PRACTICES) {
      const odd = day === 26 && code === 'SKP';
      const due = between(random, 40, 190);
      const optedOut = between(random, 0, 6);
      const email = between(random, 0, Math.floor(due / 6));
      const letters = between(random, 0, Math.floor(due / 10));
      const sms = Math.max(0, due - optedOut - email - letters);
      const duration = between(random, 1_800, 9_500);
      s += Math.ceil(duration / 1000) + between(random, 0, 2);
      const id = runId();
      if (odd) needle = id;
      lines.push(
        `ts=${ts()} level=info svc=recall-batch msg="run complete" run=${id} practice=${code} template=RECALL_STD_V7 lookahead_days=${odd ? 14 : 28} interval_default=6m channels=sms,email,letter quiet_hours=20:00-08:30 due=${due} sms=${sms} email=${email} letters=${letters} opted_out=${optedOut} duration_ms=${duration}`,
      );
      if (random() < 0.04) {
        s += 1;
        lines.push(
          `ts=${ts()} level=info svc=recall-batch msg="address incomplete, moved to email" practice=${code} patients=${between(random, 1, 3)}`,
        );
      }
    }
    s += between(random, 20, 90);
    lines.push(
      `ts=${ts()} level=info svc=sms-gateway msg="queue flushed" provider=esendex accepted=${between(random, 1_800, 3_400)} undelivered=${between(random, 0, 30)} elapsed_ms=${between(random, 20_000, 90_000)}`,
    );
    if (random() < 0.2 && day !== 26 && day !== 27) {
      s += between(random, 5, 30);
      lines.push(`ts=${ts()} level=warn svc=sms-gateway msg="rate limited, backing off" retry_in_ms=${between(random, 2_000, 8_000)}`);
    }
    s += between(random, 5, 40);
    lines.push(
      `ts=${ts()} level=info svc=letters msg="print file spooled" file=recall_${date.replace(/-/g, '')}.pdf pages=${between(random, 40, 160)} printer=central-mailing`,
    );
    s += between(random, 1, 5);
    lines.push(`ts=${ts()} level=info svc=recall-batch msg="batch complete" runs=${PRACTICES.length} next=${dayIso(day + 1)}T02:00:00Z`);
  }
  const output = `${lines.join('\n')}\n`;
  return probe('round 140: recall batch runs', ask, 'recall_batch_runs', output, 'run-id', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// d3. Workstation inventory, PowerShell Format-List: one PC on a different practice software version.

function workstationInventory(): EconomicsTask {
  const random = seededRandom(140_012);
  const needle = 'BSD-SEL-SU03';
  const ask = 'Which PC is still on a different version of the practice software from all the others?';
  const models = [
    ['Dell Inc.', 'OptiPlex 7010 Micro'],
    ['Dell Inc.', 'OptiPlex 7000 Micro'],
    ['HP', 'EliteDesk 800 G9 Desktop Mini'],
  ];
  const blocks: string[] = [];
  PRACTICES.forEach(([code, town], p) => {
    const subnet = 10 + p;
    const users = [0, 1, 2, 3, 4, 5].map(
      () => `BRIGHTSMILE\\${oneOf(random, FIRST)[0]!.toLowerCase()}${oneOf(random, LAST).toLowerCase()}`,
    );
    const pcs: [string, string, string][] = [
      [`BSD-${code}-RC01`, 'Reception', 'Reception'],
      [`BSD-${code}-RC02`, 'Reception', 'Reception'],
      [`BSD-${code}-OF01`, 'Practice office', 'Office'],
    ];
    const surgeries = code === 'SEL' ? 5 : between(random, 3, 7);
    for (let s = 1; s <= surgeries; s++) pcs.push([`BSD-${code}-SU${pad2(s)}`, `Surgery ${s}`, 'Surgery']);
    if (random() < 0.4) pcs.push([`BSD-${code}-DC01`, 'Decontamination room', 'Decon']);
    pcs.forEach(([name, room, role], i) => {
      const [make, model] = oneOf(random, models);
      const boot = between(random, 36, 40);
      const fields: [string, string][] = [
        ['ComputerName', name],
        ['Practice', town],
        ['Room', room],
        ['Role', role],
        ['Manufacturer', make!],
        ['Model', model!],
        ['SerialNumber', chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7)],
        ['OperatingSystem', 'Microsoft Windows 11 Enterprise'],
        ['OSBuild', '10.0.22631.4602'],
        ['PMSClientVersion', name === needle ? '7.3.9.0942' : '7.4.2.1180'],
        ['ImagingBridge', role === 'Surgery' ? '3.9.0.212' : 'Not installed'],
        ['SensorDriver', role === 'Surgery' ? '5.12.4' : 'Not installed'],
        ['AntivirusEngine', '1.1.24090.11'],
        ['AntivirusSignatures', '1.421.883.0'],
        ['BitLockerStatus', 'FullyEncrypted'],
        ['FreeDiskGB', String(between(random, 61, 410))],
        ['MemoryGB', oneOf(random, ['16', '16', '32'])],
        ['IPv4Address', `10.${subnet}.4.${21 + i}`],
        ['LastBootUpTime', `${dayIso(boot).split('-').reverse().join('/')} ${clock(between(random, 7 * 3600, 9 * 3600))}`],
        ['LastLoggedOnUser', oneOf(random, users)],
        ['LastInventory', `10/12/2027 ${clock(between(random, 6 * 3600, 6 * 3600 + 1_800))}`],
      ];
      blocks.push(fields.map(([k, v]) => `${k.padEnd(20)}: ${v}`).join('\n'));
    });
  });
  const output = `\n\n${blocks.join('\n\n')}\n\n\n`;
  return probe('round 140: workstation inventory', ask, 'workstation_inventory', output, 'pc-name', needle);
}

export function roundOneHundredForty(): EconomicsTask[] {
  return [
    appointmentsExport(),
    imagingAssetRegister(),
    autoclaveLoggerDump(),
    labWorkOrders(),
    trayTracking(),
    pmsConfigDump(),
    nhsClaimStatuses(),
    treatmentPlans(),
    labPortalCases(),
    xrayExposureLog(),
    recallBatchRuns(),
    workstationInventory(),
  ];
}
