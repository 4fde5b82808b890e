/**
 * Probe round 138, written blind: Rowan Brook Care, a made-up group of residential care homes (electronic medication rounds, nurse call and fall sensors, resident care plans and notes, staff rostering and agency shifts, family portal messages, incidents and safeguarding). "Today" is Sunday, 12 September 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - eMAR administrations export (minified JSON): the record id of Edith Calloway's PRN paracetamol yesterday afternoon;
 *  - nurse call log export (one-line XML): how long room 14 at Willow Lodge waited on Friday just after 11pm;
 *  - fall sensor gateway log (a log file returned as one JSON string): when room 17's bed mat was reset in the early hours;
 * b. The answer a few lines away from the line the question's words match:
 *  - care plan export (YAML): the reference of Albert Pennington's current falls risk assessment;
 *  - roster shifts (pretty JSON): the agency booking reference for tonight's night shift on Bramble unit;
 *  - incidents export (pretty XML): the local authority safeguarding reference of one incident;
 * c. A question that paraphrases the output or carries a preamble:
 *  - family portal messages (text listing): the message asking to take Mum out for her 90th birthday lunch;
 *  - agency timesheets (CSV): the agency nurse's bank holiday night at Ashgrove;
 *  - eMAR administration history (fixed-width report): the tablet Mrs Pritchard refused this morning;
 * d. One value unlike its peers, with no error word near it:
 *  - fall sensor inventory (key=value lines): the one bed mat on other firmware;
 *  - next week's rota (HTML): the one shift far longer than the others;
 *  - nurse call configuration (NDJSON): the one call point slow to escalate to the nurse in charge.
 * Not among the bench's targets.
 * First run, at 7ae33eb (the head when the round was written); with this file; `ROUNDS=138
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,278,907 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 138: emar prn paracetamol record
 *     codex: 14,718 tokens, peak 14,622, 0/1 needles, 0 read-backs
 *     context-chef: 771 tokens, peak 675, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,617 tokens, peak 1,217, 0/1 needles, 1 read-backs
 *     ours: 3,159 tokens, peak 1,210, 1/1 needles, 2 read-backs
 *   round 138: nurse call response room 14
 *     codex: 16,144 tokens, peak 16,057, 0/1 needles, 0 read-backs
 *     context-chef: 797 tokens, peak 710, 0/1 needles, 0 read-backs
 *     context-chef-store: 15,789 tokens, peak 6,046, 0/1 needles, 4 read-backs
 *     ours: 8,120 tokens, peak 3,391, 0/1 needles, 3 read-backs
 *   round 138: bed mat reset room 17
 *     codex: 17,066 tokens, peak 16,980, 0/1 needles, 0 read-backs
 *     context-chef: 824 tokens, peak 738, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,673 tokens, peak 1,436, 0/1 needles, 4 read-backs
 *     ours: 4,881 tokens, peak 1,068, 0/1 needles, 4 read-backs
 *   round 138: falls assessment ref
 *     codex: 12,723 tokens, peak 12,645, 0/1 needles, 0 read-backs
 *     context-chef: 652 tokens, peak 574, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,121 tokens, peak 1,626, 0/1 needles, 2 read-backs
 *     ours: 4,528 tokens, peak 1,933, 1/1 needles, 2 read-backs
 *   round 138: agency night booking
 *     codex: 14,029 tokens, peak 13,952, 0/1 needles, 0 read-backs
 *     context-chef: 720 tokens, peak 643, 0/1 needles, 0 read-backs
 *     context-chef-store: 21,162 tokens, peak 7,355, 1/1 needles, 4 read-backs
 *     ours: 24,885 tokens, peak 9,208, 0/1 needles, 4 read-backs
 *   round 138: safeguarding reference
 *     codex: 12,669 tokens, peak 12,596, 0/1 needles, 0 read-backs
 *     context-chef: 679 tokens, peak 606, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,364 tokens, peak 1,816, 0/1 needles, 2 read-backs
 *     ours: 2,832 tokens, peak 1,886, 1/1 needles, 1 read-backs
 *   round 138: birthday lunch message
 *     codex: 10,550 tokens, peak 10,448, 0/1 needles, 0 read-backs
 *     context-chef: 619 tokens, peak 517, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,582 tokens, peak 1,227, 0/1 needles, 4 read-backs
 *     ours: 4,181 tokens, peak 896, 1/1 needles, 4 read-backs
 *   round 138: bank holiday agency night
 *     codex: 17,495 tokens, peak 17,400, 0/1 needles, 0 read-backs
 *     context-chef: 837 tokens, peak 742, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,775 tokens, peak 1,371, 0/1 needles, 2 read-backs
 *     ours: 3,091 tokens, peak 1,204, 0/1 needles, 2 read-backs
 *   round 138: refused tablet this morning
 *     codex: 13,207 tokens, peak 13,117, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 619, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,749 tokens, peak 2,166, 0/1 needles, 3 read-backs
 *     ours: 944 tokens, peak 656, 0/1 needles, 0 read-backs
 *   round 138: mat firmware
 *     codex: 16,492 tokens, peak 16,416, 0/1 needles, 0 read-backs
 *     context-chef: 780 tokens, peak 704, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,923 tokens, peak 1,282, 0/1 needles, 4 read-backs
 *     ours: 4,154 tokens, peak 888, 1/1 needles, 4 read-backs
 *   round 138: overlong rota shift
 *     codex: 14,685 tokens, peak 14,606, 0/1 needles, 0 read-backs
 *     context-chef: 726 tokens, peak 647, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,985 tokens, peak 1,293, 0/1 needles, 4 read-backs
 *     ours: 4,373 tokens, peak 939, 0/1 needles, 4 read-backs
 *   round 138: slow escalation call point
 *     codex: 12,956 tokens, peak 12,871, 0/1 needles, 0 read-backs
 *     context-chef: 677 tokens, peak 592, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,708 tokens, peak 1,246, 0/1 needles, 4 read-backs
 *     ours: 4,096 tokens, peak 884, 1/1 needles, 4 read-backs
 *     codex: 172,734 tokens, 0/12 needles
 *     context-chef: 8,791 tokens, 0/12 needles
 *     context-chef-store: 87,448 tokens, 1/12 needles
 *     ours: 69,244 tokens, 6/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, seededRandom, shuffle } from '../economics/seeded.js';

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
// The group: its homes, their units, residents' and staff's names.

interface Home {
  readonly code: string;
  readonly name: string;
  readonly slug: string;
  readonly units: readonly string[];
}

const HOMES: readonly Home[] = [
  { code: 'AC', name: 'Ashgrove Court', slug: 'ashgrove-court', units: ['Oak', 'Elm', 'Cedar'] },
  { code: 'BM', name: 'Beech Mews', slug: 'beech-mews', units: ['Primrose', 'Bluebell'] },
  { code: 'HH', name: 'Hawthorn House', slug: 'hawthorn-house', units: ['Bramble', 'Foxglove', 'Meadow'] },
  { code: 'LM', name: 'Larkfield Manor', slug: 'larkfield-manor', units: ['Lark', 'Swift', 'Robin'] },
  { code: 'RB', name: 'Rowan Brook House', slug: 'rowan-brook-house', units: ['Rowan', 'Hazel'] },
  { code: 'WL', name: 'Willow Lodge', slug: 'willow-lodge', units: ['Kingfisher', 'Heron', 'Wren'] },
];

const home = (code: string): Home => HOMES.find((h) => h.code === code)!;

const OLD_WOMEN = [
  'Margaret',
  'Joan',
  'Dorothy',
  'Irene',
  'Betty',
  'Doreen',
  'Jean',
  'Sheila',
  'Patricia',
  'Eileen',
  'Audrey',
  'Mavis',
  'Brenda',
  'Barbara',
  'Sylvia',
  'Vera',
  'Iris',
  'Winifred',
  'Elsie',
  'Gladys',
  'Maureen',
  'Pauline',
  'Hilda',
  'Rita',
  'Phyllis',
  'Ivy',
  'Marjorie',
  'Kathleen',
  'Shirley',
  'Valerie',
  'Olive',
  'Ena',
];
const OLD_MEN = [
  'Arthur',
  'Harold',
  'Kenneth',
  'Ronald',
  'Dennis',
  'Derek',
  'Norman',
  'Frank',
  'Leonard',
  'Stanley',
  'Geoffrey',
  'Walter',
  'Cyril',
  'Eric',
  'Bernard',
  'Reginald',
  'Alan',
  'Raymond',
  'Percy',
  'Clifford',
  'Douglas',
  'Ernest',
  'Gordon',
  'Wilfred',
];
const SURNAMES = [
  'Ashworth',
  'Bagshaw',
  'Barlow',
  'Bennett',
  'Birch',
  'Bramwell',
  'Carter',
  'Chadwick',
  'Clegg',
  'Crossley',
  'Dawson',
  'Dixon',
  'Eccles',
  'Fairclough',
  'Fletcher',
  'Gaskell',
  'Greenwood',
  'Hargreaves',
  'Holt',
  'Horrocks',
  'Jagger',
  'Kershaw',
  'Lomax',
  'Marsden',
  'Mellor',
  'Nuttall',
  'Ogden',
  'Pilling',
  'Ramsbottom',
  'Riley',
  'Schofield',
  'Sharples',
  'Singh',
  'Stansfield',
  'Sutcliffe',
  'Taylor',
  'Thornber',
  'Walsh',
  'Whitworth',
  'Wilde',
  'Wolstenholme',
  'Yates',
  'Kowalski',
  'Okonkwo',
  'Patel',
  'Murphy',
  'Doyle',
  'Hughes',
  'Evans',
  'Lloyd',
];
const STAFF_FIRST = [
  'Priya',
  'Amara',
  'Chloe',
  'Daniel',
  'Grace',
  'Tomasz',
  'Joy',
  'Femi',
  'Hannah',
  'Liam',
  'Blessing',
  'Sophie',
  'Kofi',
  'Agnieszka',
  'Jade',
  'Rukhsana',
  'Marcus',
  'Nicola',
  'Emeka',
  'Bethany',
  'Ioana',
  'Shauna',
  'Reuben',
  'Mercy',
  'Aisha',
  'Callum',
  'Lauren',
  'Oluwaseun',
  'Ellie',
  'Rajesh',
  'Kerry',
  'Mihai',
  'Chipo',
  'Dean',
  'Leanne',
  'Precious',
];
const STAFF_LAST = [
  'Nair',
  'Okafor',
  'Whittaker',
  'Kowalczyk',
  'Mensah',
  'Adeyemi',
  'Booth',
  'Hussain',
  'Popescu',
  'Moyo',
  'Clarke',
  'Brennan',
  'Ahmed',
  'Ferguson',
  'Osei',
  'Varghese',
  'Lees',
  'Dlamini',
  'Kaur',
  'Nowak',
  'Obi',
  'Haworth',
  'Joseph',
  'Ward',
  'Banda',
  'Thomas',
  'Walker',
  'Ionescu',
  'Chowdhury',
  'Sibanda',
];

/** A resident's name, "First Last", never one of `avoid`. */
function residentName(random: () => number, avoid: readonly string[] = []): { first: string; last: string; title: string } {
  for (;;) {
    const woman = random() < 0.68;
    const first = oneOf(random, woman ? OLD_WOMEN : OLD_MEN);
    const last = oneOf(random, SURNAMES);
    if (!avoid.includes(`${first} ${last}`)) return { first, last, title: woman ? oneOf(random, ['Mrs', 'Mrs', 'Miss', 'Ms']) : 'Mr' };
  }
}

const staffName = (random: () => number) => `${oneOf(random, STAFF_FIRST)} ${oneOf(random, STAFF_LAST)}`;

/** A generated value that never contains `needle` (generated again until it does not). */
function without(needle: string, make: () => string): string {
  for (;;) {
    const value = make();
    if (!value.includes(needle)) return value;
  }
}

/** "2027-09-11T15:22:41+01:00" for a day of September 2027 (or August when day <= 0) and minutes after midnight. */
function stamp(day: number, minute: number, second = 0): string {
  let d = day + Math.floor(minute / 1440);
  const m = ((minute % 1440) + 1440) % 1440;
  const month = d <= 0 ? '08' : '09';
  if (d <= 0) d += 31;
  return `2027-${month}-${pad2(d)}T${pad2(Math.floor(m / 60))}:${pad2(m % 60)}:${pad2(second)}+01:00`;
}

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

interface Med {
  readonly name: string;
  readonly form: string;
  readonly dose: string;
  readonly rounds: readonly number[];
}

const REGULAR_MEDS: readonly Med[] = [
  { name: 'Amlodipine 5mg tablets', form: 'tablet', dose: '1 tablet', rounds: [8] },
  { name: 'Ramipril 2.5mg capsules', form: 'capsule', dose: '1 capsule', rounds: [8] },
  { name: 'Bisoprolol fumarate 2.5mg tablets', form: 'tablet', dose: '1 tablet', rounds: [8] },
  { name: 'Atorvastatin 20mg tablets', form: 'tablet', dose: '1 tablet', rounds: [22] },
  { name: 'Donepezil 10mg tablets', form: 'tablet', dose: '1 tablet', rounds: [22] },
  { name: 'Memantine 10mg tablets', form: 'tablet', dose: '1 tablet', rounds: [8] },
  { name: 'Levothyroxine sodium 50microgram tablets', form: 'tablet', dose: '1 tablet', rounds: [8] },
  { name: 'Metformin 500mg tablets', form: 'tablet', dose: '1 tablet', rounds: [8, 17] },
  { name: 'Lansoprazole 15mg gastro-resistant capsules', form: 'capsule', dose: '1 capsule', rounds: [8] },
  { name: 'Sertraline 50mg tablets', form: 'tablet', dose: '1 tablet', rounds: [8] },
  { name: 'Mirtazapine 15mg tablets', form: 'tablet', dose: '1 tablet', rounds: [22] },
  { name: 'Furosemide 40mg tablets', form: 'tablet', dose: '1 tablet', rounds: [8] },
  { name: 'Apixaban 2.5mg tablets', form: 'tablet', dose: '1 tablet', rounds: [8, 17] },
  { name: 'Adcal-D3 chewable tablets', form: 'tablet', dose: '1 tablet', rounds: [12, 17] },
  { name: 'Senna 7.5mg tablets', form: 'tablet', dose: '2 tablets', rounds: [22] },
  { name: 'Laxido Orange oral powder sachets', form: 'sachet', dose: '1 sachet', rounds: [8] },
  { name: 'Paracetamol 500mg tablets', form: 'tablet', dose: '2 tablets', rounds: [8, 12, 17, 22] },
  { name: 'Co-codamol 8mg/500mg tablets', form: 'tablet', dose: '2 tablets', rounds: [8, 12, 17, 22] },
  { name: 'Quetiapine 25mg tablets', form: 'tablet', dose: '1 tablet', rounds: [22] },
  { name: 'Tamsulosin 400microgram modified-release capsules', form: 'capsule', dose: '1 capsule', rounds: [22] },
  { name: 'Fortisip Compact Protein 125ml', form: 'liquid', dose: '125ml', rounds: [12, 17] },
  { name: 'Doublebase gel', form: 'gel', dose: 'apply thinly', rounds: [8, 22] },
];

const PRN_MEDS: readonly { name: string; dose: string; reasons: readonly string[] }[] = [
  {
    name: 'Paracetamol 500mg tablets',
    dose: '2 tablets',
    reasons: ['Pain - lower back', 'Pain - knees, resident asked', 'Headache', 'Pain - right shoulder', 'Pain score 4/10 (PAINAD)'],
  },
  { name: 'Lorazepam 500microgram tablets', dose: '1 tablet', reasons: ['Distressed, exit-seeking, non-drug measures tried first'] },
  { name: 'Lactulose 3.3g/5ml oral solution', dose: '15ml', reasons: ['No bowel movement for 3 days'] },
  { name: 'Gaviscon Advance oral suspension', dose: '10ml', reasons: ['Indigestion after meal'] },
  { name: 'Oramorph 10mg/5ml oral solution', dose: '2.5ml', reasons: ['Breakthrough pain'] },
  { name: 'Glyceryl trinitrate 400micrograms/dose spray', dose: '1 spray', reasons: ['Chest tightness, settled within 5 minutes'] },
];

const ROLES = ['Senior Carer', 'Senior Carer', 'Registered Nurse', 'Care Assistant (med-trained)'];

function emarExport(): { output: string; needle: string } {
  const random = seededRandom(138_001);
  const h = home('HH');
  const needle = `emar_${hex(random, 12)}`;
  const staff = Array.from({ length: 18 }, (_, i) => ({ id: `ST-${2200 + i * 7}`, name: staffName(random), role: oneOf(random, ROLES) }));
  const residents = Array.from({ length: 42 }, (_, i) => {
    const n = residentName(random, ['Edith Calloway', 'Ronald Calloway', 'Edith Marsh']);
    const unit = h.units[i % 3]!;
    return {
      id: `HH-R0${100 + i * 3}`,
      name: `${n.first} ${n.last}`,
      room: `${unit[0]}${pad2(Math.floor(i / 3) + 1)}`,
      unit,
      meds: shuffle(random, [...REGULAR_MEDS]).slice(0, between(random, 3, 8)),
    };
  });
  residents[19] = { ...residents[19]!, name: 'Edith Calloway' };
  residents[20] = { ...residents[20]!, name: 'Ronald Calloway' };
  residents[31] = { ...residents[31]!, name: 'Edith Marsh' };
  const edith = residents[19];
  const ronald = residents[20];
  const marsh = residents[31];

  interface Row {
    at: string;
    json: string;
  }
  const rows: Row[] = [];
  const record = (
    r: (typeof residents)[number],
    med: { name: string; dose: string; form?: string },
    due: string | null,
    at: string,
    outcome: [string, string, string | null],
    prnReason: string | null,
    id?: string,
  ) => {
    const s = oneOf(random, staff);
    const controlled = /Lorazepam|Oramorph/.test(med.name);
    const body = {
      id: id ?? without(needle, () => `emar_${hex(random, 12)}`),
      resident: { id: r.id, name: r.name, room: r.room, unit: r.unit },
      medication: { name: med.name, form: med.form ?? 'tablet', route: /gel/.test(med.name) ? 'Topical' : 'Oral', prn: prnReason !== null },
      dose: med.dose,
      due,
      recordedAt: at,
      outcome: outcome[0],
      outcomeCode: outcome[1],
      note: outcome[2],
      prnReason,
      staff: s,
      witness: controlled
        ? oneOf(
            random,
            staff.filter((x) => x !== s),
          )
        : null,
      stockAfter: between(random, 4, 84),
      device: `HH-TAB-0${between(random, 1, 4)}`,
    };
    rows.push({ at, json: JSON.stringify(body) });
  };
  const outcomeOf = (): [string, string, string | null] => {
    const x = random();
    if (x < 0.9) return ['GIVEN', 'A', null];
    if (x < 0.95)
      return ['REFUSED', 'R', oneOf(random, ['Declined, re-offered after 30 min, declined', 'Spat out tablet', 'Said not now'])];
    if (x < 0.98) return ['ASLEEP', 'S', 'Asleep, not woken as per care plan'];
    return ['WITHHELD', 'W', oneOf(random, ['BP 92/54, GP informed', 'Nil by mouth until SALT review'])];
  };
  for (const day of [10, 11, 12]) {
    for (const r of residents) {
      for (const med of r.meds) {
        for (const round of med.rounds) {
          if (day === 12 && round > 17) continue;
          const minute = round * 60 + between(random, 3, 95);
          record(r, med, stamp(day, round * 60), stamp(day, minute, between(random, 0, 59)), outcomeOf(), null);
        }
      }
      if (random() < 0.45 && !['Edith Calloway', 'Ronald Calloway', 'Edith Marsh'].includes(r.name)) {
        const prn = random() < 0.6 ? PRN_MEDS[0]! : oneOf(random, PRN_MEDS);
        const minute = between(random, 7 * 60, (day === 12 ? 20 : 23) * 60);
        record(r, prn, null, stamp(day, minute, between(random, 0, 59)), ['GIVEN', 'A', null], oneOf(random, prn.reasons));
      }
    }
  }
  const para = PRN_MEDS[0]!;
  // Edith's other paracetamol, and the other Calloway's and the other Edith's, the same afternoon.
  record(edith, para, null, stamp(10, 14 * 60 + 48, 12), ['GIVEN', 'A', null], 'Pain - left hip, resident asked');
  record(edith, para, null, stamp(11, 10 * 60 + 5, 40), ['GIVEN', 'A', null], 'Pain - left hip, resident asked');
  record(edith, para, null, stamp(11, 22 * 60 + 40, 3), ['GIVEN', 'A', null], 'Pain - left hip, unsettled');
  record(ronald, para, null, stamp(11, 14 * 60 + 50, 27), ['GIVEN', 'A', null], 'Headache');
  record(marsh, para, null, stamp(11, 16 * 60 + 10, 55), ['GIVEN', 'A', null], 'Pain - knees, resident asked');
  record(edith, para, null, stamp(11, 15 * 60 + 22, 41), ['GIVEN', 'A', null], 'Pain - left hip, resident asked', needle);
  rows.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
  const head = {
    system: 'RBC eMAR',
    apiVersion: '5.14.2',
    generatedAt: '2027-09-12T21:14:03+01:00',
    home: { code: h.code, name: h.name },
    from: '2027-09-10T00:00:00+01:00',
    to: '2027-09-12T21:00:00+01:00',
    count: rows.length,
  };
  const output = `{"export":${JSON.stringify(head)},"administrations":[${rows.map((r) => r.json).join(',')}],"next":null}`;
  return { output, needle };
}

function a1EmarPrnRecord(): EconomicsTask {
  const { output, needle } = emarExport();
  return probe(
    'round 138: emar prn paracetamol record',
    'Can you find the eMAR record ID for the PRN paracetamol Edith Calloway was given at Hawthorn House yesterday afternoon? I need it for her pain review.',
    'emar_administrations_export',
    output,
    'a1',
    needle,
    true,
  );
}

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `PT${m > 0 ? `${m}M` : ''}${s}S`;
}

function nurseCallLog(): { output: string; needle: string } {
  const random = seededRandom(138_002);
  const needle = 'PT7M42S';
  const staffBySite = new Map(HOMES.map((h, i) => [h.code, Array.from({ length: 14 }, (_, j) => `ST-${1100 + i * 100 + j * 3}`)]));
  interface Call {
    at: number;
    xml: string;
  }
  const calls: Call[] = [];
  const seq = new Map<string, number>();
  const TYPES = ['Bedside', 'Bedside', 'Bedside', 'Ensuite', 'Ensuite', 'Lounge', 'Sensor', 'Door', 'Emergency'];
  /** `at` is in seconds after 2027-09-09 00:00. */
  const call = (h: Home, room: number, type: string, at: number, response: number, accepted = true) => {
    const n = (seq.get(h.code) ?? 400) + 1;
    seq.set(h.code, n);
    const day = 9 + Math.floor(at / 86_400);
    const t = (s: number) => stamp(day, Math.floor((s % 86_400) / 60), s % 60);
    const raised = t(at);
    const st = oneOf(random, staffBySite.get(h.code)!);
    const handset = `HS-${h.code}-${pad2(between(random, 1, 9))}`;
    const acceptedAt = at + Math.max(5, Math.floor(response * (0.2 + random() * 0.5)));
    const presence = at + response;
    const cleared = presence + between(random, 20, 900);
    const unit = h.units[room % h.units.length]!;
    const priority = type === 'Emergency' ? 'Emergency' : type === 'Sensor' ? 'High' : 'Normal';
    const escalated = response > 420 && type !== 'Emergency' ? 'true' : 'false';
    const point = `${h.code}-${String(room).padStart(3, '0')}-${type.toUpperCase().slice(0, 3)}`;
    const xml =
      `<Call id="C-${h.code}-${raised.slice(0, 10).replace(/-/g, '')}-${String(n).padStart(5, '0')}">` +
      `<Site code="${h.code}">${h.name}</Site><Zone>${unit}</Zone><Location room="${room}" point="${point}" type="${type}"/>` +
      `<Priority>${priority}</Priority><Raised>${raised}</Raised>` +
      (accepted ? `<Accepted handset="${handset}" staff="${st}">${t(acceptedAt)}</Accepted>` : '<Accepted/>') +
      `<Presence staff="${st}">${t(presence)}</Presence><Cleared>${t(cleared)}</Cleared>` +
      `<ResponseTime>${duration(response)}</ResponseTime><Escalated>${escalated}</Escalated></Call>`;
    calls.push({ at, xml });
  };
  const start = 12 * 3600;
  const end = 3 * 86_400 + 8 * 3600;
  for (const h of HOMES) {
    for (let at = start; at < end;) {
      const hour = Math.floor((at % 86_400) / 3600);
      const rate = hour >= 7 && hour < 22 ? 4.5 : 2;
      at += Math.floor((3600 / rate) * (0.2 + random() * 1.6));
      if (at >= end) break;
      let room = between(random, 1, 48);
      if (h.code === 'WL' && room === 14) room = 15;
      const type = oneOf(random, TYPES);
      const response = type === 'Emergency' ? between(random, 25, 140) : between(random, 35, 1100);
      const before = calls.length;
      call(h, room, type, at, response, random() > 0.04);
      if (calls[before]!.xml.includes(needle)) calls[before] = { at, xml: calls[before]!.xml.replace(needle, duration(response + 3)) };
    }
  }
  const wl = home('WL');
  const fri = 86_400;
  // Room 14's other calls, and other rooms 14 and calls just after eleven on Friday.
  call(wl, 14, 'Ensuite', fri + 21 * 3600 + 40 * 60 + 12, 151);
  call(wl, 14, 'Bedside', fri + 23 * 3600 + 51 * 60 + 2, 185);
  call(wl, 14, 'Bedside', 2 * fri + 23 * 3600 + 6 * 60 + 44, 298);
  call(wl, 14, 'Bedside', 23 * 3600 + 2 * 60 + 9, 402);
  call(wl, 41, 'Bedside', fri + 23 * 3600 + 2 * 60 + 50, 233);
  call(home('HH'), 14, 'Bedside', fri + 23 * 3600 + 5 * 60 + 18, 376);
  call(wl, 14, 'Bedside', fri + 23 * 3600 + 4 * 60 + 37, 462);
  calls.sort((x, y) => x.at - y.at);
  const output =
    '<?xml version="1.0" encoding="UTF-8"?><CallLogExport xmlns="urn:rbc:nursecall:export:3" system="Aurora NC-400 Gateway" version="3.8.1" ' +
    `generated="2027-09-12T08:02:11+01:00" from="2027-09-09T12:00:00+01:00" to="2027-09-12T08:00:00+01:00" sites="AC BM HH LM RB WL" count="${calls.length}">` +
    `<Calls>${calls.map((c) => c.xml).join('')}</Calls></CallLogExport>`;
  return { output, needle };
}

function a2NurseCallResponse(): EconomicsTask {
  const { output, needle } = nurseCallLog();
  return probe(
    'round 138: nurse call response room 14',
    'How long did it take for someone to get to the call from room 14 at Willow Lodge on Friday night, just after eleven?',
    'nursecall_call_log_export',
    output,
    'a2',
    needle,
    true,
  );
}

function gatewayLog(): { output: string; needle: string } {
  const random = seededRandom(138_003);
  const needle = '2027-09-11 03:47:21,204';
  interface Line {
    at: number;
    text: string;
  }
  const lines: Line[] = [];
  /** `at` is in milliseconds after 2027-09-10 00:00. */
  const ts = (at: number) => {
    const day = 10 + Math.floor(at / 86_400_000);
    const ms = at % 86_400_000;
    const s = Math.floor(ms / 1000);
    return `2027-09-${pad2(day)} ${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)},${String(ms % 1000).padStart(3, '0')}`;
  };
  const log = (at: number, level: string, logger: string, message: string) =>
    lines.push({ at, text: `${ts(at)} ${level.padEnd(5)} [${logger}] ${message}` });
  const devices: { id: string; room: number; type: string; zone: string }[] = [];
  for (let room = 1; room <= 44; room++) {
    const zone = room <= 15 ? 'Kingfisher' : room <= 30 ? 'Heron' : 'Wren';
    devices.push({ id: `FS-WL-${String(room).padStart(3, '0')}A`, room, type: 'bed_exit', zone });
    if (room % 3 === 0) devices.push({ id: `FS-WL-${String(room).padStart(3, '0')}C`, room, type: 'chair_exit', zone });
    devices.push({ id: `FS-WL-${String(room).padStart(3, '0')}D`, room, type: 'door_open', zone });
    if (room % 4 === 1) devices.push({ id: `FS-WL-${String(room).padStart(3, '0')}P`, room, type: 'pir_floor', zone });
  }
  const end = 2 * 86_400_000 + 9 * 3_600_000;
  for (let at = 0; at < end; at += 300_000) {
    log(
      at + between(random, 0, 900),
      'INFO',
      'hub',
      `heartbeat ok devices=${devices.length} online=${devices.length - (random() < 0.1 ? 1 : 0)} rssi_avg=-${between(random, 58, 66)}dBm uptime=${Math.floor((at + 8_210_000_000) / 1000)}s`,
    );
    if (random() < 0.3)
      log(
        at + between(random, 1000, 290_000),
        'INFO',
        'nc-bridge',
        `sync ok queue=0 latency=${between(random, 18, 140)}ms peer=aurora-nc-wl:5061`,
      );
    if (random() < 0.15) {
      const d = oneOf(random, devices);
      log(
        at + between(random, 1000, 290_000),
        'INFO',
        'device',
        `battery dev=${d.id} room=${d.room} level=${between(random, 38, 100)}% temp=${between(random, 19, 26)}C`,
      );
    }
    if (random() < 0.04)
      log(
        at + between(random, 1000, 290_000),
        'WARN',
        'radio',
        `retry dev=${oneOf(random, devices).id} attempts=${between(random, 2, 4)} rssi=-${between(random, 80, 91)}dBm`,
      );
  }
  const alarm = (d: (typeof devices)[number], at: number, acceptAfter: number, clearAfter: number, how = 'device_reset') => {
    const id = `ALM-${between(random, 100_000, 999_999)}`;
    const handset = `HS-WL-${pad2(between(random, 1, 8))}`;
    const staff = `ST-${1500 + between(random, 0, 40) * 3}`;
    log(
      at,
      'INFO',
      'alarm',
      `ALARM_RAISED id=${id} dev=${d.id} room=${d.room} zone=${d.zone} type=${d.type} nc_point=WL-${String(d.room).padStart(3, '0')}-SEN`,
    );
    log(at + between(random, 80, 400), 'INFO', 'nc-bridge', `forwarded id=${id} to=aurora-nc-wl priority=High`);
    log(at + acceptAfter, 'INFO', 'alarm', `ALARM_ACCEPTED id=${id} dev=${d.id} room=${d.room} handset=${handset} staff=${staff}`);
    log(
      at + clearAfter,
      'INFO',
      'alarm',
      `ALARM_CLEARED id=${id} dev=${d.id} room=${d.room} method=${how} open_for=${Math.round(clearAfter / 1000)}s`,
    );
  };
  const night = (day: number, h: number, m: number, s: number, ms: number) => day * 86_400_000 + ((h * 60 + m) * 60 + s) * 1000 + ms;
  for (let i = 0; i < 230; i++) {
    const d = oneOf(random, devices);
    if (d.room === 17) continue;
    const at = between(random, 0, end - 3_600_000);
    alarm(
      d,
      at,
      between(random, 25_000, 400_000),
      between(random, 420_000, 1_500_000),
      oneOf(random, ['device_reset', 'device_reset', 'handset', 'auto_timeout']),
    );
  }
  const r17 = devices.find((d) => d.room === 17 && d.type === 'bed_exit')!;
  const door17 = devices.find((d) => d.room === 17 && d.type === 'door_open')!;
  const r7 = devices.find((d) => d.room === 7 && d.type === 'bed_exit')!;
  const r27 = devices.find((d) => d.room === 27 && d.type === 'bed_exit')!;
  alarm(r17, night(0, 2, 10, 44, 318), 96_000, 514_000);
  alarm(r7, night(1, 3, 31, 5, 77), 143_000, 622_000);
  alarm(r27, night(1, 3, 44, 50, 612), 61_000, 405_000);
  alarm(door17, night(1, 4, 30, 2, 950), 88_000, 301_000);
  alarm(r17, night(1, 22, 55, 31, 440), 120_000, 700_000);
  alarm(r17, night(1, 3, 41, 9, 517), 108_000, night(1, 3, 47, 21, 204) - night(1, 3, 41, 9, 517));
  lines.sort((x, y) => x.at - y.at);
  const found = lines.filter((l) => l.text.includes(needle));
  if (found.length !== 1) throw new Error('gateway log: the reset time is not unique');
  const content = `${lines.map((l) => l.text).join('\n')}\n`;
  const output = JSON.stringify({
    gateway: 'fsg-wl-02',
    site: 'Willow Lodge',
    path: '/var/log/fallsense/events.log',
    from: '2027-09-10T00:00:00+01:00',
    to: '2027-09-12T09:00:00+01:00',
    lines: lines.length,
    bytes: content.length,
    truncated: false,
    content,
  });
  return { output, needle };
}

function a3BedMatReset(): EconomicsTask {
  const { output, needle } = gatewayLog();
  return probe(
    'round 138: bed mat reset room 17',
    'The bed-exit mat in room 17 at Willow Lodge went off in the early hours of yesterday morning. What time did somebody reset it?',
    'fallsense_gateway_log',
    output,
    'a3',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

const MOBILITY = [
  'Independent with wheeled walking frame, supervision on stairs',
  'Walks with one carer and Zimmer frame, slow to rise from chair',
  'Hoist (Arjo Maxi Move, medium sling) for all transfers, two carers',
  'Stand aid (Sara Stedy) with two carers, unable to weight-bear for long',
  'Wheelchair user, self-propels short distances',
  'Independent, uses stick outdoors',
];
const DIETS = [
  'IDDSI 7 regular, no added salt',
  'IDDSI 6 soft and bite-sized',
  'IDDSI 5 minced and moist, supervision at meals',
  'IDDSI 4 pureed, assisted by one carer',
  'Diabetic, reduced sugar, regular texture',
  'Fortified diet, finger foods encouraged',
];
const FLUIDS = ['IDDSI 0 thin', 'IDDSI 0 thin', 'IDDSI 0 thin', 'IDDSI 1 slightly thick', 'IDDSI 2 mildly thick'];
const CONTINENCE = [
  'Continent, prompt to toilet after meals',
  'Urinary incontinence, pull-up pads (Tena Pants Plus, size M)',
  'Doubly incontinent, all-in-one pads, 2-hourly checks at night',
  'Long-term urethral catheter, changed 12-weekly by district nurse',
];
const COMMUNICATION = [
  'Hard of hearing left ear, hearing aid right ear, check battery daily',
  'Wears glasses for reading, speaks clearly, enjoys conversation',
  'Expressive dysphasia after stroke, uses picture board',
  'Advanced dementia, responds to name and calm tone, may not follow complex instructions',
  'Welsh first language, prefers staff who speak Welsh where possible',
];

function carePlanExport(): { output: string; needle: string } {
  const random = seededRandom(138_004);
  const h = home('AC');
  const used = new Set<string>();
  const ref = () => {
    for (;;) {
      const r = `ASM-AC-${between(random, 20_000, 39_999)}`;
      if (!used.has(r)) {
        used.add(r);
        return r;
      }
    }
  };
  const needle = ref();
  const date = (from: number, to: number) => {
    const d = between(random, from, to);
    const months = [31, 28, 31, 30, 31, 30, 31, 31, 12];
    let m = 0;
    let rest = d;
    while (rest >= months[m]!) rest -= months[m++]!;
    return `2027-${pad2(m + 1)}-${pad2(rest + 1)}`;
  };
  const assessment = (
    type: string,
    scoreLo: number,
    scoreHi: number,
    band: (s: number) => string,
    status: string,
    r: string,
    completed: string,
  ) => {
    const score = between(random, scoreLo, scoreHi);
    return [
      `    - type: ${type}`,
      `      ref: ${r}`,
      `      score: ${score}`,
      `      band: ${band(score)}`,
      `      completed: ${completed}`,
      `      completed_by: ${staffName(random)}`,
      `      status: ${status}`,
    ];
  };
  const waterlow = (s: number) => (s >= 20 ? 'very high risk' : s >= 15 ? 'high risk' : s >= 10 ? 'at risk' : 'not at risk');
  const frat = (s: number) => (s >= 12 ? 'high' : s >= 8 ? 'medium' : 'low');
  const must = (s: number) => (s >= 2 ? 'high' : s === 1 ? 'medium' : 'low');
  const block = (i: number, name: { first: string; last: string; title: string }, falls?: { superseded: string; current: string }) => {
    const unit = h.units[i % 3]!;
    const lines = [
      `- resident_id: AC-R${String(200 + i * 4).padStart(4, '0')}`,
      `  name: ${name.first} ${name.last}`,
      `  title: ${name.title}`,
      `  preferred_name: ${random() < 0.3 ? oneOf(random, ['Peggy', 'Bert', 'Ken', 'Betty', 'Jeannie', 'Ron', 'Sid', 'Maggie']) : name.first}`,
      `  date_of_birth: 19${between(random, 27, 45)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      `  room: "${pad2(Math.floor(i / 3) + 1 + (i % 3) * 20)}"`,
      `  unit: ${unit}`,
      `  admitted: 20${between(random, 22, 27)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      `  funding: ${oneOf(random, ['Local authority', 'Self-funded', 'NHS CHC', 'Funded nursing care + self-funded'])}`,
      `  key_worker: ${staffName(random)}`,
      `  named_nurse: ${staffName(random)}`,
      `  gp: ${oneOf(random, ['Dr A. Rahman, Ashgrove Medical Practice', 'Dr S. Whitehead, Ashgrove Medical Practice', 'Dr K. Obi, Millbrook Surgery'])}`,
      `  dnacpr: ${random() < 0.6 ? `in place, reviewed ${date(60, 250)}` : 'not in place, for full resuscitation'}`,
      `  respect_form: ${random() < 0.5 ? 'yes' : 'no'}`,
      `  allergies: [${random() < 0.7 ? 'none known' : oneOf(random, ['penicillin', 'codeine', 'elastoplast', 'trimethoprim'])}]`,
      `  next_of_kin:`,
      `    name: ${oneOf(random, STAFF_FIRST)} ${name.last}`,
      `    relationship: ${oneOf(random, ['son', 'daughter', 'niece', 'nephew', 'daughter-in-law', name.title === 'Mr' ? 'wife' : 'husband'])}`,
      `    phone: "07700 9${between(random, 10_000, 99_999)}"`,
      `    lpa_health_and_welfare: ${random() < 0.4 ? 'registered' : 'none'}`,
      `  assessments:`,
      ...assessment('Waterlow', 6, 24, waterlow, 'current', ref(), date(180, 250)),
    ];
    if (falls) {
      lines.push(...assessment('Falls (FRAT)', 8, 11, frat, 'superseded', falls.superseded, date(90, 150)));
      lines.push(...assessment('Falls (FRAT)', 12, 16, frat, 'current', falls.current, '2027-09-02'));
    } else {
      if (random() < 0.5) lines.push(...assessment('Falls (FRAT)', 3, 15, frat, 'superseded', ref(), date(60, 170)));
      lines.push(...assessment('Falls (FRAT)', 3, 15, frat, 'current', ref(), date(175, 250)));
    }
    lines.push(
      ...assessment('MUST', 0, 3, must, 'current', ref(), date(200, 250)),
      ...assessment(
        'Abbey Pain Scale',
        0,
        13,
        (s) => (s >= 8 ? 'moderate' : s >= 3 ? 'mild' : 'no pain'),
        'current',
        ref(),
        date(200, 250),
      ),
      `  care_needs:`,
      `    mobility: ${oneOf(random, MOBILITY)}`,
      `    night_checks: ${oneOf(random, ['2-hourly', '4-hourly', 'hourly (falls risk)', 'as per sleep plan'])}`,
      `    sensors: [${shuffle(random, ['bed-exit mat', 'door sensor', 'chair mat', 'PIR'])
        .slice(0, between(random, 0, 2))
        .join(', ')}]`,
      `    diet: ${oneOf(random, DIETS)}`,
      `    fluids: ${oneOf(random, FLUIDS)}`,
      `    fluid_target_ml: ${oneOf(random, [1200, 1500, 1600, 1800])}`,
      `    continence: ${oneOf(random, CONTINENCE)}`,
      `    skin: ${oneOf(random, ['Intact, moisturise twice daily', 'Grade 2 pressure ulcer sacrum, DN dressing 3x weekly', 'Repositioning 4-hourly, air mattress (Alto)', 'Fragile skin on forearms, limb protectors'])}`,
      `    communication: ${oneOf(random, COMMUNICATION)}`,
      `    likes: ${oneOf(random, ['Brass band music, crosswords', 'Strictly on a Saturday, tea with two sugars', 'Gardening, sitting in the courtyard', 'Rugby league, Radio 2', 'Church on Sundays, hymns'])}`,
      `  last_review: ${date(220, 254)}`,
      `  next_review: 2027-${pad2(between(random, 9, 12))}-${pad2(between(random, 1, 28))}`,
      '',
    );
    return lines.join('\n');
  };
  const specials = ['Albert Pennington', 'Joan Pennington', 'Albert Pemberton'];
  const blocks: string[] = [];
  for (let i = 0; i < 66; i++) {
    if (i === 33) {
      blocks.push(block(i, { first: 'Albert', last: 'Pennington', title: 'Mr' }, { superseded: ref(), current: needle }));
      continue;
    }
    const name =
      i === 34
        ? { first: 'Joan', last: 'Pennington', title: 'Mrs' }
        : i === 18
          ? { first: 'Albert', last: 'Pemberton', title: 'Mr' }
          : residentName(random, specials);
    blocks.push(without(needle, () => block(i, name)));
  }
  const output = [
    '# Rowan Brook Care - care plan export',
    `# home: ${h.name} (${h.code})`,
    '# generated: 2027-09-12T10:26:45+01:00 by careplan-cli 2.7.0',
    `# residents: ${blocks.length}  sections: summary, next_of_kin, assessments, care_needs`,
    'home: Ashgrove Court',
    'residents:',
    blocks.join('\n'),
  ].join('\n');
  return { output, needle };
}

function b1FallsAssessment(): EconomicsTask {
  const { output, needle } = carePlanExport();
  return probe(
    'round 138: falls assessment ref',
    "In Albert Pennington's care plan at Ashgrove Court, what's the reference of his current falls risk assessment?",
    'careplan_export',
    output,
    'b1',
    needle,
  );
}

const AGENCIES = [
  { name: 'CareForce Staffing Ltd', worker: 'CFS', booking: (r: () => number) => `CFS-BK-${between(r, 100_000, 199_999)}` },
  { name: 'Nightingale Nursing Agency', worker: 'NNA', booking: (r: () => number) => `NNA/27/${between(r, 40_000, 69_999)}` },
  { name: 'Pennine Care Staff', worker: 'PCS', booking: (r: () => number) => `PCS-${between(r, 2_000_000, 2_999_999)}` },
];

const PATTERNS = [
  { code: 'EARLY', start: '07:45', end: '14:15', next: false, breakMinutes: 15 },
  { code: 'LATE', start: '14:00', end: '20:15', next: false, breakMinutes: 15 },
  { code: 'LONG_DAY', start: '07:45', end: '20:15', next: false, breakMinutes: 45 },
  { code: 'NIGHT', start: '20:00', end: '08:00', next: true, breakMinutes: 30 },
];

function rosterShifts(): { output: string; needle: string } {
  const random = seededRandom(138_005);
  const needle = `CFS-BK-${between(random, 100_000, 199_999)}`;
  const employees = new Map(
    HOMES.map((h, i) => [h.code, Array.from({ length: 40 }, (_, j) => ({ id: `E${10_400 + i * 200 + j * 3}`, name: staffName(random) }))]),
  );
  const shifts: string[] = [];
  let seq = 1200;
  const shift = (
    h: Home,
    unit: string,
    day: number,
    pattern: (typeof PATTERNS)[number],
    role: string,
    kind: 'EMPLOYEE' | 'AGENCY' | 'OPEN',
    booking?: string,
  ) => {
    const date = `2027-09-${pad2(day)}`;
    const id = `SH-${h.code}-37-${String(seq++).padStart(5, '0')}`;
    const startAt = `${date}T${pattern.start}:00+01:00`;
    const endAt = `2027-09-${pad2(pattern.next ? day + 1 : day)}T${pattern.end}:00+01:00`;
    let assignee: unknown = null;
    let bookingObj: unknown = null;
    if (kind === 'EMPLOYEE') {
      const e = oneOf(random, employees.get(h.code)!);
      assignee = { type: 'EMPLOYEE', employeeId: e.id, name: e.name, contract: oneOf(random, ['Permanent', 'Permanent', 'Bank']) };
    } else if (kind === 'AGENCY') {
      const agency = booking ? AGENCIES[0]! : oneOf(random, AGENCIES);
      const reference = booking ?? without(needle, () => agency.booking(random));
      const requestedDay = Math.max(1, day - between(random, 0, 5));
      const requestedHour = between(random, 8, 15);
      assignee = {
        type: 'AGENCY',
        name: staffName(random),
        agency: agency.name,
        workerRef: `${agency.worker}-${between(random, 10_000, 39_999)}`,
      };
      bookingObj = {
        reference,
        requestedBy: `${oneOf(random, STAFF_FIRST)} ${oneOf(random, STAFF_LAST)}`,
        requestedAt: `2027-09-${pad2(requestedDay)}T${pad2(requestedHour)}:${pad2(between(random, 0, 59))}:00+01:00`,
        confirmedAt: `2027-09-${pad2(requestedDay)}T${pad2(requestedHour + between(random, 1, 4))}:${pad2(between(random, 0, 59))}:00+01:00`,
        rate: {
          hourly: role === 'Registered Nurse' ? oneOf(random, [38.5, 41.0, 44.75]) : oneOf(random, [19.8, 21.5, 24.0]),
          currency: 'GBP',
        },
      };
    }
    const body = {
      shiftId: id,
      home: h.name,
      unit,
      date,
      pattern: pattern.code,
      start: startAt,
      end: endAt,
      breakMinutes: pattern.breakMinutes,
      role,
      status: kind === 'OPEN' ? 'OPEN' : 'FILLED',
      assignee,
      booking: bookingObj,
      notes: kind === 'OPEN' ? 'Sent to agencies' : null,
    };
    shifts.push(JSON.stringify(body, null, 2).replace(/^/gm, '    '));
  };
  const kindOf = (): 'EMPLOYEE' | 'AGENCY' | 'OPEN' => {
    const x = random();
    return x < 0.8 ? 'EMPLOYEE' : x < 0.96 ? 'AGENCY' : 'OPEN';
  };
  for (const h of HOMES) {
    for (let day = 6; day <= 12; day++) {
      shift(h, 'All units', day, PATTERNS[2]!, 'Registered Nurse', kindOf());
      shift(h, 'All units', day, PATTERNS[3]!, 'Registered Nurse', kindOf());
      for (const unit of h.units) {
        const target = h.code === 'HH' && unit === 'Bramble';
        shift(h, unit, day, PATTERNS[2]!, 'Senior Carer', kindOf());
        shift(h, unit, day, PATTERNS[2]!, 'Care Assistant', kindOf());
        shift(h, unit, day, PATTERNS[0]!, 'Care Assistant', kindOf());
        shift(h, unit, day, PATTERNS[1]!, 'Care Assistant', target && day === 12 ? 'AGENCY' : kindOf());
        shift(h, unit, day, PATTERNS[3]!, 'Senior Carer', target && day >= 11 ? 'EMPLOYEE' : kindOf());
        if (target && day === 12) shift(h, unit, day, PATTERNS[3]!, 'Care Assistant', 'AGENCY', needle);
        else shift(h, unit, day, PATTERNS[3]!, 'Care Assistant', target && day === 11 ? 'AGENCY' : kindOf());
      }
    }
  }
  const output = [
    '{',
    '  "query": {',
    '    "week": "2027-W37",',
    '    "from": "2027-09-06",',
    '    "to": "2027-09-12",',
    '    "homes": "all",',
    '    "include": ["assignee", "booking"]',
    '  },',
    `  "total": ${shifts.length},`,
    '  "shifts": [',
    shifts.join(',\n'),
    '  ],',
    '  "generatedAt": "2027-09-12T16:48:09+01:00"',
    '}',
  ].join('\n');
  return { output, needle };
}

function b2AgencyNightBooking(): EconomicsTask {
  const { output, needle } = rosterShifts();
  return probe(
    'round 138: agency night booking',
    "What's the agency booking reference for tonight's night shift on Bramble unit at Hawthorn House?",
    'roster_shifts_get',
    output,
    'b2',
    needle,
  );
}

const INCIDENT_KINDS = [
  {
    category: 'Fall',
    sub: ['Unwitnessed fall in bedroom', 'Witnessed fall in lounge', 'Found on floor by bed', 'Slid from chair'],
    severity: ['Low', 'Low', 'Moderate'],
  },
  {
    category: 'Medication',
    sub: ['Missed dose', 'Wrong time administration', 'Stock discrepancy (controlled drug)', 'Transcription error on MAR'],
    severity: ['Low', 'Moderate'],
  },
  {
    category: 'Skin',
    sub: ['Skin tear during transfer', 'New pressure damage (category 2)', 'Moisture lesion'],
    severity: ['Low', 'Moderate'],
  },
  {
    category: 'Behaviour',
    sub: ['Resident-to-resident verbal aggression', 'Exit seeking', 'Distressed reaction during personal care'],
    severity: ['Low'],
  },
  {
    category: 'Safeguarding',
    sub: [
      'Unexplained bruising',
      'Resident-to-resident physical altercation',
      'Allegation of financial abuse by visitor',
      'Concern about care practice (neglect)',
      'Allegation against staff member',
    ],
    severity: ['Moderate', 'High'],
  },
];

function incidentsExport(): { output: string; needle: string } {
  const random = seededRandom(138_006);
  const laRef = () => `ASC-SG-27-${between(random, 10_000, 99_999)}`;
  const needle = laRef();
  const target = 'INC-2027-04417';
  const incidents: string[] = [];
  const count = 280;
  const first = 4280;
  let targetResident: { first: string; last: string; ref: string; unit: string } | undefined;
  for (let k = 0; k < count; k++) {
    const n = first + k;
    const id = `INC-2027-${String(n).padStart(5, '0')}`;
    const isTarget = id === target;
    const kind =
      isTarget || n === 4431 ? INCIDENT_KINDS[4]! : random() < 0.22 ? INCIDENT_KINDS[4]! : oneOf(random, INCIDENT_KINDS.slice(0, 4));
    const h = isTarget || n === 4431 ? home('HH') : oneOf(random, HOMES);
    const day = Math.floor(k * (73 / count));
    const occurred = new Date(Date.UTC(2027, 6, 1 + day, between(random, 6, 22), between(random, 0, 59)));
    const iso = (d: Date) => `${d.toISOString().slice(0, 19)}+01:00`;
    const reported = new Date(occurred.getTime() + between(random, 10, 180) * 60_000);
    const resident =
      n === 4431
        ? targetResident!
        : { ...residentName(random), ref: `${h.code}-R0${between(random, 100, 260)}`, unit: oneOf(random, h.units) };
    if (isTarget) targetResident = resident;
    const unit = resident.unit;
    const sub = isTarget ? 'Unexplained bruising' : n === 4431 ? 'Unexplained bruising' : oneOf(random, kind.sub);
    const severity = isTarget ? 'Moderate' : oneOf(random, kind.severity);
    const lines = [
      `  <Incident id="${id}" status="${k > count - 30 ? oneOf(random, ['Open', 'Under investigation']) : oneOf(random, ['Closed', 'Closed', 'Closed', 'Under investigation'])}" severity="${severity}">`,
      `    <Home code="${h.code}">${h.name}</Home>`,
      `    <Unit>${unit}</Unit>`,
      `    <Occurred>${iso(occurred)}</Occurred>`,
      `    <Reported by="ST-${between(random, 1100, 2400)}">${iso(reported)}</Reported>`,
      `    <Category>${kind.category}</Category>`,
      `    <Subcategory>${sub}</Subcategory>`,
      `    <Resident ref="${resident.ref}">${resident.first} ${resident.last}</Resident>`,
    ];
    if (n === 4431) lines.push(`    <RelatedIncident>${target}</RelatedIncident>`);
    const FOLLOW_UP: Record<string, readonly string[]> = {
      Fall: [
        'Post-falls protocol followed, neuro obs 24h, no injury found.',
        'Small graze to elbow, cleaned and dressed.',
        'Hip pain on weight-bearing, 111 called, x-ray clear.',
      ],
      Medication: [
        'Pharmacy contacted, dose given late, no harm.',
        'GP informed, no further action advised.',
        'CD register recounted with second checker.',
      ],
      Skin: [
        'Dressing applied, district nurse referral made.',
        'Repositioning chart increased to 2-hourly.',
        'Tissue viability advice followed.',
      ],
      Behaviour: [
        'De-escalated, both residents separated and settled.',
        'Behaviour chart started, GP review requested.',
        'Distraction used, settled after 20 minutes.',
      ],
    };
    const notes =
      n === 4431
        ? `Further bruising to both forearms noted by carer during personal care, see ${target}. Body map completed, photographs taken with consent, resident seen by GP.`
        : kind.category === 'Safeguarding'
          ? `${sub} noted by ${oneOf(random, ['carer during personal care', 'night staff', 'visiting district nurse', 'family member'])}. Body map completed, photographs taken with consent, resident seen by GP.`
          : `${sub}. ${oneOf(random, FOLLOW_UP[kind.category]!)} ${oneOf(random, ['Family informed by phone.', 'Care plan and risk assessment reviewed.', 'Handover updated.'])}`;
    lines.push(`    <Summary>${notes}</Summary>`, '    <Notifications>');
    const at = (mins: number) => iso(new Date(reported.getTime() + mins * 60_000));
    lines.push(
      `      <Notification to="Family" method="${oneOf(random, ['Phone', 'Phone', 'Family portal'])}" at="${at(between(random, 10, 240))}"/>`,
    );
    if (kind.category === 'Safeguarding' || severity !== 'Low') {
      lines.push(
        `      <Notification to="CQC" form="${kind.category === 'Safeguarding' ? 'Abuse or allegation of abuse' : 'Serious injury'}" ref="CQC-NTF-${chars(random, '0123456789', 9)}" at="${at(between(random, 300, 1400))}"/>`,
      );
    }
    if (kind.category === 'Safeguarding') {
      const ref = isTarget ? needle : without(needle, laRef);
      lines.push(`      <Notification to="Local Authority" team="Adult Safeguarding" ref="${ref}" at="${at(between(random, 60, 900))}"/>`);
      if (random() < 0.5)
        lines.push(
          `      <Notification to="Police" ref="${oneOf(random, ['WYP', 'GMP'])}-${between(random, 10_000, 99_999)}-27" at="${at(between(random, 120, 1400))}"/>`,
        );
    }
    lines.push('    </Notifications>', '    <Actions>');
    for (let a = between(random, 1, 3); a > 0; a--) {
      lines.push(
        `      <Action owner="${staffName(random)}" due="2027-${pad2(between(random, 7, 10))}-${pad2(between(random, 1, 28))}" done="${random() < 0.6 ? 'true' : 'false'}">${oneOf(random, ['Review falls risk assessment', 'Update care plan', 'Refer to falls clinic', 'Supervision with staff involved', 'Add to handover for 72 hours', 'Increase checks to hourly', 'Request medication review', 'Strategy meeting with local authority'])}</Action>`,
      );
    }
    lines.push(
      '    </Actions>',
      `    <Manager reviewed="${random() < 0.8 ? 'true' : 'false'}">${oneOf(random, ['Sandra Holt', 'Mo Iqbal', 'Rachel Dunne', 'Gareth Pryce'])}</Manager>`,
      '  </Incident>',
    );
    incidents.push(lines.join('\n'));
  }
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<IncidentExport system="RBC Incident Manager" version="4.3" generated="2027-09-12T11:02:37+01:00" from="2027-07-01" to="2027-09-12">',
    ...incidents,
    '</IncidentExport>',
  ].join('\n');
  return { output, needle };
}

function b3SafeguardingRef(): EconomicsTask {
  const { output, needle } = incidentsExport();
  return probe(
    'round 138: safeguarding reference',
    'What reference did the local authority safeguarding team give for incident INC-2027-04417?',
    'incidents_export',
    output,
    'b3',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Mon 06 Sep 2027" for a day of September 2027. */
const septemberDay = (day: number) => `${DAY_NAMES[(day + 2) % 7]} ${pad2(day)} Sep 2027`;

function familyPortalMessages(): { output: string; needle: string } {
  const random = seededRandom(138_007);
  const h = home('AC');
  const residents = Array.from({ length: 48 }, (_, i) => {
    const n = residentName(random, ['Irene Holt']);
    const female = random() < 0.6;
    const relative = female
      ? oneOf(random, ['Susan', 'Karen', 'Julie', 'Gillian', 'Tracey', 'Lorraine', 'Angela', 'Michelle'])
      : oneOf(random, ['David', 'Andrew', 'Mark', 'Paul', 'Stephen', 'Gary']);
    const relation = female
      ? oneOf(random, ['daughter', 'daughter', 'niece', 'granddaughter'])
      : oneOf(random, ['son', 'son', 'nephew', 'grandson']);
    const married = female && relation !== 'granddaughter' && random() < 0.5;
    return {
      ...n,
      room: pad2(i + 1),
      unit: h.units[i % 3]!,
      relative: `${relative} ${married || relation.startsWith('ne') || relation === 'niece' ? oneOf(random, SURNAMES) : n.last}`,
      relation,
    };
  });
  const irene = { first: 'Irene', last: 'Holt', title: 'Mrs', room: '14', unit: 'Cedar', relative: 'Susan Holt', relation: 'daughter' };
  residents[13] = irene;
  const team = ['Amara Okafor', 'Grace Mensah', 'Daniel Booth', 'Shauna Ward', 'Reuben Joseph'];
  type R = (typeof residents)[number];
  const parent = (r: R) =>
    r.relation === 'niece' || r.relation === 'nephew'
      ? `${r.title === 'Mr' ? 'Uncle' : 'Auntie'} ${r.first}`
      : r.relation.startsWith('grand')
        ? r.title === 'Mr'
          ? 'Grandad'
          : 'Nan'
        : r.title === 'Mr'
          ? 'Dad'
          : 'Mum';
  const they = (r: R) => (r.title === 'Mr' ? 'he' : 'she');
  const their = (r: R) => (r.title === 'Mr' ? 'his' : 'her');
  const sig = (r: R) => r.relative.split(' ')[0]!;
  const FROM_FAMILY: ((r: R) => string)[] = [
    (r) =>
      `Hi, just checking how ${parent(r)} has been this week? ${they(r)[0]!.toUpperCase()}${they(r).slice(1)} sounded a bit low on the phone on Tuesday. Thanks, ${sig(r)}`,
    (r) =>
      `Could someone please have a look for ${parent(r)}'s glasses? The ones with the brown frames. I think they may have gone to the laundry in a cardigan pocket. Thank you, ${sig(r)}`,
    (r) =>
      `We'll be visiting on Sunday around 2pm with the grandchildren, is that okay? Will the lounge be busy with the singer? ${sig(r)}`,
    (r) => `Thank you all for the lovely photos from the garden party, ${parent(r)} looked so happy. ${sig(r)} x`,
    (r) =>
      `Has the chiropodist been yet this month? ${their(r)[0]!.toUpperCase()}${their(r).slice(1)} toenails were very long when I visited on Saturday. ${sig(r)}`,
    (r) =>
      `I've left a bag of new ${r.title === 'Mr' ? 'pyjamas and socks' : 'nighties and cardigans'} at reception, please could they be labelled before they go up? Thanks, ${sig(r)}`,
    (r) =>
      `Just to let you know I'm away from the 14th to the 21st, my ${oneOf(random, ['brother', 'sister', 'husband'])} will be the main contact while I'm away. Number is on the system. ${sig(r)}`,
    (r) =>
      `Is ${parent(r)} still having the thickened drinks? ${they(r)[0]!.toUpperCase()}${they(r).slice(1)} asked me for a normal cup of tea and I wasn't sure what to do. ${sig(r)}`,
    (r) => `Please could the GP have another listen to ${parent(r)}'s chest? The cough doesn't seem any better. ${sig(r)}`,
    (r) => `The hairdresser's invoice came through, can you confirm ${parent(r)} had a cut and set on the 2nd? ${sig(r)}`,
    (r) => `${parent(r)} said the Sunday lunch was lovely this week, roast beef and proper Yorkshires! Thanks to the kitchen. ${sig(r)}`,
    (r) =>
      `We're hoping to take ${parent(r)} to the garden centre café on Thursday afternoon for a cuppa and a scone, is that ok with ${their(r)} tablets? ${sig(r)}`,
    (r) =>
      `Can we book the quiet room for Wednesday afternoon? It would have been ${their(r)} wedding anniversary and we'd like to bring a cake in and sit with ${r.title === 'Mr' ? 'him' : 'her'} for a bit. ${sig(r)}`,
    (r) => `Could you let me know when the next residents and relatives meeting is? I missed the last one. ${sig(r)}`,
    (r) =>
      `${parent(r)} mentioned ${they(r)} has run out of ${their(r)} Nivea hand cream and the denture tablets, I'll bring some on Friday. ${sig(r)}`,
  ];
  const birthday = (r: R) =>
    `It's Dad's birthday on the ${oneOf(random, ['15th', '19th', '23rd', '27th'])}, he'll be ${oneOf(random, [84, 86, 87, 88, 91, 93])}. Could the kitchen do a small cake for teatime? We'll bring candles. ${sig(r)}`;
  const REPLIES: ((r: R, s: string) => string)[] = [
    (r) => `Hi ${sig(r)}, thanks for your message. ${r.first} has been settled this week and ate well at lunch today. Kind regards, `,
    (r) => `Hi ${sig(r)}, no problem at all, I've passed this on to the senior on ${r.unit} and we'll let you know. Thanks, `,
    (r) => `Hi ${sig(r)}, that's fine, we've made a note on ${r.first}'s care plan. Best wishes, `,
    (r) => `Hello ${sig(r)}, thank you, the team were really touched. Have a lovely weekend, `,
  ];
  interface Msg {
    at: number;
    from: string;
    to: string;
    r: R;
    subject: string;
    body: string;
    replied: boolean;
    ref?: string;
  }
  const msgs: Msg[] = [];
  const SUBJECTS = ['General', 'Visiting', 'Clothing', 'Health', 'Appointments', 'Activities', 'Billing'];
  for (let day = 1; day <= 12; day++) {
    for (let k = between(random, 32, 48); k > 0; k--) {
      const r = oneOf(random, residents);
      if (r === irene) continue;
      const at = day * 1440 + between(random, 7 * 60, 22 * 60);
      const body = r.title === 'Mr' && parent(r) === 'Dad' && random() < 0.05 ? birthday(r) : oneOf(random, FROM_FAMILY)(r);
      const replied = random() < 0.6;
      const subject = oneOf(random, SUBJECTS);
      msgs.push({ at, from: `${r.relative} (${r.relation})`, to: `${h.name} team`, r, subject, body, replied });
      if (replied && at + 200 < 12 * 1440 + 11 * 60) {
        const who = oneOf(random, team);
        msgs.push({
          at: at + between(random, 20, 900),
          from: `${who} (${h.name})`,
          to: r.relative,
          r,
          subject: `Re: ${subject}`,
          body: `${oneOf(random, REPLIES)(r, '')}${who.split(' ')[0]}`,
          replied: false,
        });
      }
    }
  }
  const needleAt = 6 * 1440 + 19 * 60 + 42;
  msgs.push({
    at: needleAt,
    from: 'Susan Holt (daughter)',
    to: `${h.name} team`,
    r: irene,
    subject: 'Outing',
    body: "Hello, hope everyone's well. We were wondering whether it would be alright to collect Mum on Saturday 18th at about half eleven and take her to The Old Mill at Ribbleton for lunch - she's 90 that week and the whole family will be there, even our Jamie from Australia. We'd have her back for 4 at the latest. Does she need to take any of her tablets with her? Many thanks, Susan",
    replied: true,
    ref: 'target',
  });
  msgs.push({
    at: needleAt + 17 * 60 + 3,
    from: `Grace Mensah (${h.name})`,
    to: 'Susan Holt',
    r: irene,
    subject: 'Re: Outing',
    body: "Hi Susan, what a lovely idea! Of course, we'll have Irene ready in her best for 11:30 on the 18th. Her lunchtime tablets can wait until she's back, I've put a note on her chart and in the diary. Enjoy the celebration, Grace",
    replied: false,
  });
  msgs.push({
    at: 3 * 1440 + 10 * 60 + 4,
    from: 'Susan Holt (daughter)',
    to: `${h.name} team`,
    r: irene,
    subject: 'Clothing',
    body: "Hi, I've dropped off two new cardigans and a blouse for Mum, could they be name-labelled please? Thanks, Susan",
    replied: false,
  });
  msgs.sort((x, y) => x.at - y.at);
  let seq = 201;
  let needle = '';
  const rule = '─'.repeat(86);
  const blocks = msgs.map((m) => {
    const day = Math.floor(m.at / 1440);
    const ref = `FPM-27-09${pad2(day)}-${String(seq++).padStart(4, '0')}`;
    if (m.ref === 'target') needle = ref;
    const time = `${pad2(Math.floor((m.at % 1440) / 60))}:${pad2(m.at % 60)}`;
    const read = m.from.includes(h.name) ? `Read by ${m.to}` : `Read by ${oneOf(random, team)}`;
    return [
      rule,
      `${ref}   ${septemberDay(day)} ${time}   ${m.subject}`,
      `Resident:  ${m.r.first} ${m.r.last} (Room ${m.r.room}, ${m.r.unit})`,
      `From:      ${m.from.padEnd(36)}To: ${m.to}`,
      `Status:    ${read}${m.replied ? ' · Replied' : ''}`,
      '',
      ...wrap(m.body, 84).map((l) => `  ${l}`),
      '',
    ].join('\n');
  });
  const output = [
    'Rowan Brook Care · Family Portal · Messages',
    `Home: ${h.name}    Period: 01 Sep 2027 to 12 Sep 2027    Messages: ${msgs.length}    Sorted: oldest first`,
    '',
    ...blocks,
    rule,
    `End of messages (${msgs.length}). Exported 12 Sep 2027 11:20 by Mo Iqbal.`,
  ].join('\n');
  return { output, needle };
}

/** `text` wrapped at `width` columns. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

function c1BirthdayLunch(): EconomicsTask {
  const { output, needle } = familyPortalMessages();
  return probe(
    'round 138: birthday lunch message',
    "I'm pulling together the weekly family contact summary before tomorrow's meeting and I'm already behind. One relative asked whether they could take their mother out for a meal to celebrate her ninetieth - what's the reference of that message?",
    'family_portal_messages',
    output,
    'c1',
    needle,
  );
}

function agencyTimesheets(): { output: string; needle: string } {
  const random = seededRandom(138_008);
  const used = new Set<string>();
  const tsId = () => {
    for (;;) {
      const id = `TS-27-${between(random, 30_000, 59_999)}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const needle = tsId();
  const workers = AGENCIES.flatMap((a) =>
    Array.from({ length: 14 }, () => ({
      agency: a.name,
      ref: `${a.worker}-${between(random, 10_000, 39_999)}`,
      name: staffName(random),
      nurse: a.worker === 'NNA' || random() < 0.2,
    })),
  );
  const SHIFTS = [
    { type: 'Early', start: '07:45', end: '14:15', breakMins: 15 },
    { type: 'Late', start: '14:00', end: '20:15', breakMins: 15 },
    { type: 'Long day', start: '07:45', end: '20:15', breakMins: 45 },
    { type: 'Night', start: '20:00', end: '08:00', breakMins: 30 },
  ];
  const hoursOf = (s: (typeof SHIFTS)[number]) => {
    const [sh, sm] = s.start.split(':').map(Number) as [number, number];
    const [eh, em] = s.end.split(':').map(Number) as [number, number];
    let mins = eh * 60 + em - (sh * 60 + sm);
    if (mins <= 0) mins += 1440;
    return (mins - s.breakMins) / 60;
  };
  const rows: { sort: string; line: string }[] = [];
  /** `day` counts from 16 August (0) to 12 September (27). */
  const row = (day: number, h: Home, nurse: boolean, shift: (typeof SHIFTS)[number], id?: string, agencyName?: string) => {
    const pool = workers.filter((w) => w.nurse === nurse && (!agencyName || w.agency === agencyName));
    const w = oneOf(random, pool);
    const date = new Date(Date.UTC(2027, 7, 16 + day));
    const dmy = `${pad2(date.getUTCDate())}/${pad2(date.getUTCMonth() + 1)}/2027`;
    const hours = hoursOf(shift);
    const bankHoliday = day === 14 || (day === 13 && shift.type === 'Night');
    const rate = (nurse ? oneOf(random, [38.5, 41.0, 44.75]) : oneOf(random, [19.8, 21.5, 24.0])) * (bankHoliday ? 1.5 : 1);
    const status =
      day > 24 ? oneOf(random, ['Submitted', 'Submitted', 'Approved']) : oneOf(random, ['Approved', 'Approved', 'Approved', 'Invoiced']);
    const approver =
      status === 'Submitted' ? '' : oneOf(random, ['Sandra Holt', 'Mo Iqbal', 'Rachel Dunne', 'Gareth Pryce', 'Leanne Walker']);
    const approvedAt =
      status === 'Submitted'
        ? ''
        : new Date(Date.UTC(2027, 7, 17 + day + between(random, 0, 3), between(random, 8, 17), between(random, 0, 59)))
            .toISOString()
            .replace('.000Z', 'Z');
    const line = [
      id ?? without(needle, tsId),
      w.agency,
      w.ref,
      w.name,
      nurse ? 'Registered Nurse (RGN)' : oneOf(random, ['Care Assistant', 'Senior Care Assistant']),
      h.name,
      nurse ? 'All units' : oneOf(random, h.units),
      dmy,
      shift.type,
      shift.start,
      shift.end,
      String(shift.breakMins),
      hours.toFixed(2),
      rate.toFixed(2),
      (hours * rate).toFixed(2),
      status,
      approver,
      approvedAt,
    ]
      .map((f) => (f.includes(',') ? `"${f}"` : f))
      .join(',');
    rows.push({ sort: `${String(day).padStart(2, '0')}|${h.name}|${shift.start}|${rows.length}`, line });
  };
  for (let day = 0; day < 28; day++) {
    for (const h of HOMES) {
      if (h.code === 'AC' && day >= 13 && day <= 15) continue;
      for (let k = between(random, 1, 5); k > 0; k--) row(day, h, random() < 0.3, oneOf(random, SHIFTS));
    }
  }
  const ac = home('AC');
  const [early, late, long, night] = SHIFTS as [
    (typeof SHIFTS)[number],
    (typeof SHIFTS)[number],
    (typeof SHIFTS)[number],
    (typeof SHIFTS)[number],
  ];
  // 29, 30 and 31 August at Ashgrove Court, and the bank holiday night elsewhere.
  row(13, ac, true, night);
  row(13, ac, false, early);
  row(14, ac, true, long);
  row(14, ac, false, late);
  row(14, ac, false, night);
  row(14, ac, false, night);
  row(14, home('WL'), true, night);
  row(15, ac, true, night);
  row(15, ac, false, long);
  row(14, ac, true, night, needle, 'Nightingale Nursing Agency');
  rows.sort((x, y) => (x.sort < y.sort ? -1 : 1));
  const header =
    'timesheet_id,agency,worker_ref,worker_name,role,home,unit,shift_date,shift_type,start,end,break_mins,hours_paid,rate_gbp,charge_gbp,status,approved_by,approved_at';
  return { output: `${header}\n${rows.map((r) => r.line).join('\n')}\n`, needle };
}

function c2BankHolidayNight(): EconomicsTask {
  const { output, needle } = agencyTimesheets();
  return probe(
    'round 138: bank holiday agency night',
    'Quick one before the finance call: over the late-August bank holiday one of the agency nurses at Ashgrove worked through the night into the Tuesday morning. Which timesheet was that?',
    'agency_timesheets_export',
    output,
    'c2',
    needle,
  );
}

function emarHistoryReport(): { output: string; needle: string } {
  const random = seededRandom(138_009);
  const h = home('LM');
  const needle = 'Alendronic acid 70mg tablets';
  const staff = Array.from({ length: 12 }, () => {
    const n = staffName(random);
    return `${n[0]}.${n.split(' ')[1]!.slice(0, 6).toUpperCase()}`;
  });
  const REFUSALS = [
    'Declined, re-offered 30 min later, declined',
    'Said not now, re-offered, declined',
    'Spat tablet out',
    'Kept mouth closed, not forced',
  ];
  interface Regimen {
    med: Med;
    weekday?: number;
  }
  const pre = (name: string, weekday?: number): Regimen => ({ med: { name, form: 'tablet', dose: '1 tablet', rounds: [7] }, weekday });
  const residents = Array.from({ length: 44 }, (_, i) => {
    const n = residentName(random, ['Margaret Pritchard', 'Harold Pritchett']);
    const meds: Regimen[] = shuffle(
      random,
      REGULAR_MEDS.filter((m) => !/Levothyroxine|Lansoprazole/.test(m.name)),
    )
      .slice(0, between(random, 4, 8))
      .map((med) => ({ med }));
    if (random() < 0.25) meds.unshift(pre('Levothyroxine sodium 50microgram tablets'));
    if (random() < 0.2) meds.unshift(pre('Lansoprazole 15mg gastro-resistant capsules'));
    return {
      ...n,
      room: i + 1,
      unit: h.units[Math.floor(i / 15)]!,
      meds,
      nhs: `${between(random, 400, 499)} ${between(random, 100, 999)} ${between(random, 1000, 9999)}`,
    };
  });
  residents[22] = {
    ...residents[22]!,
    first: 'Margaret',
    last: 'Pritchard',
    title: 'Mrs',
    meds: [
      pre(needle, 0),
      { med: REGULAR_MEDS.find((m) => m.name.startsWith('Amlodipine'))! },
      { med: REGULAR_MEDS.find((m) => m.name.startsWith('Sertraline'))! },
      { med: REGULAR_MEDS.find((m) => m.name.startsWith('Paracetamol'))! },
      { med: REGULAR_MEDS.find((m) => m.name.startsWith('Adcal'))! },
      { med: REGULAR_MEDS.find((m) => m.name.startsWith('Donepezil'))! },
      { med: REGULAR_MEDS.find((m) => m.name.startsWith('Senna'))! },
    ],
  };
  residents[23] = { ...residents[23]!, first: 'Harold', last: 'Pritchett', title: 'Mr' };
  residents[7]!.meds.unshift({
    med: { name: 'Alendronic acid 70mg/100ml oral solution', form: 'liquid', dose: '100ml', rounds: [7] },
    weekday: 6,
  });
  residents[29]!.meds.unshift(pre('Risedronate sodium 35mg tablets', 0));
  residents[35]!.meds.unshift(pre('Alendronic acid 70mg effervescent tablets', 5));
  const cols = (c: string[]) =>
    `${c[0]!.padEnd(12)}${c[1]!.padEnd(7)}${c[2]!.padEnd(50)}${c[3]!.padEnd(14)}${c[4]!.padEnd(9)}${c[5]!.padEnd(10)}${c[6]!.padEnd(7)}${c[7]!.padEnd(10)}${c[8]!}`.trimEnd();
  const blocks: string[] = [];
  for (const r of residents) {
    const lines = [
      `ROOM ${pad2(r.room)}  ${r.last.toUpperCase()}, ${r.first} (${r.title})   NHS ${r.nhs}   Unit: ${r.unit}   Allergies: ${oneOf(random, ['NKDA', 'NKDA', 'NKDA', 'Penicillin', 'Codeine', 'Trimethoprim'])}`,
      cols(['DATE', 'DUE', 'MEDICATION', 'DOSE', 'ROUTE', 'STATUS', 'TIME', 'BY', 'NOTES']),
      cols([
        '-'.repeat(10),
        '-'.repeat(5),
        '-'.repeat(48),
        '-'.repeat(12),
        '-'.repeat(7),
        '-'.repeat(8),
        '-'.repeat(5),
        '-'.repeat(8),
        '-'.repeat(20),
      ]),
    ];
    for (const day of [10, 11, 12]) {
      const weekday = (day + 2) % 7;
      const slots: { due: number; reg: Regimen }[] = [];
      for (const reg of r.meds) {
        if (reg.weekday !== undefined && reg.weekday !== weekday) continue;
        for (const round of reg.med.rounds) if (!(day === 12 && round > 8)) slots.push({ due: round, reg });
      }
      slots.sort((x, y) => x.due - y.due);
      for (const { due, reg } of slots) {
        let status = 'GIVEN';
        let note = '';
        const x = random();
        const isPritchard = r.last === 'Pritchard';
        if (isPritchard && day === 12 && due === 7 && reg.med.name === needle) {
          status = 'REFUSED';
          note = 'Declined, said she has had enough tablets, re-offered 07:40, declined';
        } else if (isPritchard && day === 11 && due === 22 && reg.med.name.startsWith('Donepezil')) {
          status = 'REFUSED';
          note = 'Said not now, re-offered, declined';
        } else if (r.last === 'Pritchett' && day === 12 && due === 8 && reg === r.meds[0]) {
          status = 'REFUSED';
          note = 'Kept mouth closed, not forced';
        } else if (!isPritchard && x < 0.04) {
          status = 'REFUSED';
          note = oneOf(random, reg.med.form === 'tablet' ? REFUSALS : REFUSALS.slice(0, 2));
        } else if (!isPritchard && x < 0.07) {
          status = 'ASLEEP';
          note = 'Not woken as per care plan';
        } else if (!isPritchard && x < 0.08) {
          status = 'WITHHELD';
          note = oneOf(random, ['Nil by mouth, SALT review', 'BP 94/55, GP informed']);
        }
        const given =
          status === 'GIVEN'
            ? `${pad2(due)}:${pad2(between(random, 2, 59))}`
            : status === 'REFUSED'
              ? `${pad2(due)}:${pad2(between(random, 5, 45))}`
              : '';
        const route = reg.med.form === 'gel' ? 'TOP' : 'ORAL';
        lines.push(
          cols([`${pad2(day)}/09/2027`, `${pad2(due)}:00`, reg.med.name, reg.med.dose, route, status, given, oneOf(random, staff), note]),
        );
      }
    }
    lines.push('');
    blocks.push(lines.join('\n'));
  }
  const output = [
    'RBC eMAR  -  ADMINISTRATION HISTORY (BY RESIDENT)                                         Page 1 of 1',
    `Home: ${h.name}    Period: 10/09/2027 00:00 - 12/09/2027 09:30    Rounds: all    Residents: ${residents.length}`,
    'Printed: 12/09/2027 09:34 by K.OKONJO    Status codes: GIVEN, REFUSED, ASLEEP, WITHHELD, NOT DUE',
    '',
    ...blocks,
    `*** End of report: ${residents.length} residents ***`,
  ].join('\n');
  return { output, needle };
}

function c3RefusedTablet(): EconomicsTask {
  const { output, needle } = emarHistoryReport();
  return probe(
    'round 138: refused tablet this morning',
    "Before I hand over to the day nurse - Mrs Pritchard at Larkfield wouldn't take one of her tablets this morning. Which one was it?",
    'emar_administration_history',
    output,
    'c3',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

function sensorInventory(): { output: string; needle: string } {
  const random = seededRandom(138_010);
  const KINDS = [
    { type: 'bed_exit_mat', model: 'FallSense FS-300', fw: '4.2.1', suffix: 'MAT' },
    { type: 'chair_mat', model: 'FallSense FS-310', fw: '4.2.1', suffix: 'CHR' },
    { type: 'pir_floor', model: 'FallSense PIR-2', fw: '2.9.0', suffix: 'PIR' },
    { type: 'door_contact', model: 'FallSense DC-1', fw: '1.7.3', suffix: 'DOR' },
  ];
  const lines: string[] = [];
  let needle = '';
  let mats = 0;
  const total = HOMES.reduce((n, h) => n + h.units.length * 18, 0);
  for (const h of HOMES) {
    const hub = `fsg-${h.code.toLowerCase()}-0${between(random, 1, 2)}`;
    lines.push(`# site=${h.slug} hub=${hub} hub_fw=5.0.3 devices_reported_at=2027-09-12T09:40:${pad2(between(random, 0, 59))}+01:00`);
    for (const unit of h.units) {
      for (let room = 1; room <= 18; room++) {
        const roomId = `${unit[0]}${pad2(room)}`;
        for (const kind of KINDS) {
          if (kind.type === 'chair_mat' && room % 3 !== 0) continue;
          if (kind.type === 'pir_floor' && room % 4 !== 1) continue;
          const device = `FS-${h.code}-${roomId}-${kind.suffix}`;
          let fw = kind.fw;
          if (kind.type === 'bed_exit_mat') {
            mats++;
            if (mats === Math.floor(total * 0.53)) {
              fw = '3.6.0';
              needle = device;
            }
          }
          const battery = kind.type === 'door_contact' ? `${between(random, 55, 100)}%` : `${between(random, 61, 100)}%`;
          const seen = `2027-09-12T09:${pad2(between(random, 20, 40))}:${pad2(between(random, 0, 59))}+01:00`;
          const state = random() < 0.92 ? 'armed' : oneOf(random, ['disarmed_by_plan', 'armed_night_only']);
          lines.push(
            `device=${device} site=${h.slug} unit=${unit.toLowerCase()} room=${roomId} type=${kind.type} model="${kind.model}" fw=${fw} battery=${battery} rssi=-${between(random, 52, 79)}dBm last_seen=${seen} state=${state} paired_nc=${h.code}-${roomId}-SEN`,
          );
        }
      }
    }
  }
  const output = [
    `# sensorctl 2.4.0 list --all-sites --format kv`,
    `# ${lines.filter((l) => l.startsWith('device=')).length} devices across ${HOMES.length} sites, sorted by site, unit, room`,
    ...lines,
    `# done in 1.84s`,
    '',
  ].join('\n');
  return { output, needle };
}

function d1MatFirmware(): EconomicsTask {
  const { output, needle } = sensorInventory();
  return probe(
    'round 138: mat firmware',
    'Is one of the bed sensor mats running a different software version from the rest? Which one?',
    'sensorctl_devices_list',
    output,
    'd1',
    needle,
  );
}

function rotaWeekHtml(): { output: string; needle: string } {
  const random = seededRandom(138_011);
  const SHIFT_TYPES = [
    { code: 'E', label: 'Early', start: '07:45', end: '14:15', hours: '6.25' },
    { code: 'L', label: 'Late', start: '14:00', end: '20:15', hours: '6.00' },
    { code: 'LD', label: 'Long day', start: '07:45', end: '20:15', hours: '11.75' },
    { code: 'N', label: 'Night', start: '20:00', end: '08:00', hours: '11.50' },
    { code: 'TW', label: 'Twilight', start: '17:00', end: '22:00', hours: '5.00' },
  ];
  const days = [13, 14, 15, 16, 17, 18, 19].map((d) => ({ d, label: `${DAY_NAMES[(d + 2) % 7]} ${d} Sep` }));
  let needle = '';
  let count = 0;
  const sections: string[] = [];
  for (const h of HOMES) {
    const people = Array.from({ length: 30 }, () => staffName(random));
    const rows: string[] = [];
    let seq = 1;
    for (const day of days) {
      for (const unit of ['All units', ...h.units]) {
        const plan: [(typeof SHIFT_TYPES)[number], string][] =
          unit === 'All units'
            ? [
                [SHIFT_TYPES[2]!, 'Registered Nurse'],
                [SHIFT_TYPES[3]!, 'Registered Nurse'],
              ]
            : [
                [SHIFT_TYPES[2]!, 'Senior Carer'],
                [SHIFT_TYPES[2]!, 'Care Assistant'],
                [SHIFT_TYPES[0]!, 'Care Assistant'],
                [SHIFT_TYPES[1]!, 'Care Assistant'],
                [SHIFT_TYPES[3]!, 'Senior Carer'],
                [SHIFT_TYPES[3]!, 'Care Assistant'],
                ...(random() < 0.4 ? ([[SHIFT_TYPES[4]!, 'Care Assistant']] as [(typeof SHIFT_TYPES)[number], string][]) : []),
              ];
        for (const [type, role] of plan) {
          const id = `RB38-${h.code}-${String(seq++).padStart(4, '0')}`;
          count++;
          const { start } = type;
          let { end, hours } = type;
          if (h.code === 'LM' && day.d === 16 && unit === 'Swift' && type.code === 'LD' && role === 'Care Assistant') {
            end = '07:45';
            hours = '23.25';
            needle = id;
          }
          const source = random() < 0.82 ? 'Contracted' : random() < 0.6 ? 'Bank' : 'Agency (requested)';
          const person = source.startsWith('Agency') ? '<em>To be confirmed</em>' : oneOf(random, people);
          rows.push(
            `        <tr class="shift shift--${type.code.toLowerCase()}" data-uid="${hex(random, 10)}">\n` +
              `          <td class="id">${id}</td><td class="day">${day.label}</td><td class="unit">${unit}</td><td class="role">${role}</td>\n` +
              `          <td class="who">${person}</td><td class="type">${type.label}</td><td class="t">${start}</td><td class="t">${end}</td><td class="hrs">${hours}</td><td class="src">${source}</td>\n` +
              `        </tr>`,
          );
        }
      }
    }
    sections.push(
      [
        `    <section class="home" id="home-${h.code.toLowerCase()}">`,
        `      <h2>${h.name} <small>${rows.length} shifts</small></h2>`,
        '      <table class="rota">',
        '        <thead><tr><th>Shift</th><th>Day</th><th>Unit</th><th>Role</th><th>Staff</th><th>Type</th><th>Start</th><th>End</th><th>Paid hrs</th><th>Source</th></tr></thead>',
        '        <tbody>',
        rows.join('\n'),
        '        </tbody>',
        '      </table>',
        '    </section>',
      ].join('\n'),
    );
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <title>Rota - week 38 (13-19 Sep 2027) - Rowan Brook Care</title>',
    '  <link rel="stylesheet" href="/static/rota.css?v=2027.09.1">',
    '</head>',
    '<body class="rota-week">',
    '  <header><h1>Week 38: Mon 13 Sep to Sun 19 Sep 2027</h1><p class="meta">Published 10 Sep 2027 16:05 by Rachel Dunne · all homes · ' +
      `${count} shifts</p></header>`,
    '  <main>',
    ...sections,
    '  </main>',
    '  <footer>Rowan Brook Care rostering · printed 12 Sep 2027 12:31</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { output, needle };
}

function d2LongShift(): EconomicsTask {
  const { output, needle } = rotaWeekHtml();
  return probe(
    'round 138: overlong rota shift',
    "Looking at next week's rota, is anyone down for a shift that's far longer than everyone else's? Which shift is it?",
    'rota_week_view',
    output,
    'd2',
    needle,
  );
}

function nurseCallConfig(): { output: string; needle: string } {
  const random = seededRandom(138_012);
  const KINDS = [
    { kind: 'bedside', suffix: 'BED', priority: 'normal', escalation: [180, 420, 900] },
    { kind: 'ensuite_pull', suffix: 'ENS', priority: 'assistance', escalation: [60, 180, 600] },
    { kind: 'sensor_input', suffix: 'SEN', priority: 'high', escalation: [90, 240, 600] },
  ];
  const lines: string[] = [];
  let needle = '';
  let n = 0;
  const total = HOMES.reduce((sum, h) => sum + h.units.length * 18 * 3 + h.units.length * 2, 0);
  for (const h of HOMES) {
    for (const unit of h.units) {
      const points: { id: string; room: string | null; kind: (typeof KINDS)[number] }[] = [];
      for (let room = 1; room <= 18; room++) {
        const roomId = `${unit[0]}${pad2(room)}`;
        for (const kind of KINDS) points.push({ id: `${h.code}-${roomId}-${kind.suffix}`, room: roomId, kind });
      }
      points.push({ id: `${h.code}-${unit.toUpperCase().slice(0, 4)}-LNG`, room: null, kind: KINDS[0]! });
      points.push({ id: `${h.code}-${unit.toUpperCase().slice(0, 4)}-BTH`, room: null, kind: KINDS[1]! });
      for (const p of points) {
        n++;
        const escalation = [...p.kind.escalation];
        if (p.kind.kind === 'bedside' && p.room && n > total * 0.44 && !needle && h.code === 'HH') {
          escalation[1] = 4200;
          needle = p.id;
        }
        const body = {
          callPoint: p.id,
          site: h.code,
          siteName: h.name,
          zone: unit,
          room: p.room,
          location: p.room ? null : p.id.endsWith('LNG') ? `${unit} lounge` : `${unit} assisted bathroom`,
          kind: p.kind.kind,
          priority: p.kind.priority,
          escalation: { toSeniorAfterSec: escalation[0], toNurseInChargeAfterSec: escalation[1], toManagerAfterSec: escalation[2] },
          handsetGroup: `${h.code}-${unit.toUpperCase()}`,
          overdoorLamp: p.room !== null,
          volume: { day: 6, night: 3 },
          nightModeHours: '21:30-07:30',
          presenceRequired: true,
          firmware: '7.1.4',
          lastTested: `2027-0${between(random, 7, 9)}-${pad2(between(random, 1, 28))}`,
          testedBy: staffName(random),
        };
        lines.push(JSON.stringify(body));
      }
    }
  }
  return { output: `${lines.join('\n')}\n`, needle };
}

function d3SlowEscalation(): EconomicsTask {
  const { output, needle } = nurseCallConfig();
  return probe(
    'round 138: slow escalation call point',
    'One of the call points seems to wait a lot longer than the others before it goes up to the nurse in charge. Which one?',
    'nursecall_config_export',
    output,
    'd3',
    needle,
  );
}

export function roundOneHundredThirtyEight(): EconomicsTask[] {
  return [
    a1EmarPrnRecord(),
    a2NurseCallResponse(),
    a3BedMatReset(),
    b1FallsAssessment(),
    b2AgencyNightBooking(),
    b3SafeguardingRef(),
    c1BirthdayLunch(),
    c2BankHolidayNight(),
    c3RefusedTablet(),
    d1MatFirmware(),
    d2LongShift(),
    d3SlowEscalation(),
  ];
}
