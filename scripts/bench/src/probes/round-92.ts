/**
 * Probe round 92, written blind: Ardvale Air Rescue, a charity air ambulance and contracted search-and-rescue helicopter operator in the Scottish Highlands and Islands (H145, AW169 and AW189, bases at Inverness, Wick and Stornoway). "Today" is Tuesday, 17 November 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - CAD incident export (minified JSON): when the aircraft got on scene at the quad bike rollover near Achnasheen;
 *  - CAMO component status report (one-line XML): the serial number of the tail rotor gearbox now fitted to G-AVRC;
 *  - NOTAM pre-flight information bulletin (minified JSON, the bulletin text in one escaped field): when the crane NOTAM by the Raigmore Hospital helipad ends;
 * b. The answer a few lines away from the line the question's words match:
 *  - crew roster and duty export (YAML): when Andrew Hollis was rested until after his duty in discretion on 9 November;
 *  - controlled drugs register API (pretty JSON): who witnessed the wasted morphine after the Kinlochewe job;
 *  - technical log export (pretty XML): by when G-AVRB's deferred radar altimeter defect must be rectified;
 * c. A question that paraphrases the output or carries a preamble:
 *  - satellite flight-following gateway log (syslog-style lines): when Rescue 951 came back on the tracker on Friday evening;
 *  - rescue hoist cycle log dump (CSV): the peak load on the cable lifting the stretcher and winchman at Duncansby Head;
 *  - fuel supplier statement of account (fixed-width text with fee lines): how much fuel the AW189 took at Stornoway on Saturday 24 October;
 * d. One value unlike its peers, with no error word near it:
 *  - HUMS rotor track and balance trend report (fixed-width table): the vibration reading that stands out;
 *  - medical kit stock report (CLI table): the item about to go out of date;
 *  - METAR history from the aviation weather API (pretty JSON): the station whose pressure does not fit the others.
 * Not among the bench's targets.
 * First run, at ad2d3a9, the head when the round was written (with this file; `ROUNDS=92
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,959,514 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 92: CAD incident export
 *     codex: 14,213 tokens, peak 14,135, 0/1 needles, 0 read-backs
 *     context-chef: 714 tokens, peak 636, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,223 tokens, peak 1,810, 1/1 needles, 2 read-backs
 *     ours: 3,645 tokens, peak 1,902, 1/1 needles, 2 read-backs
 *   round 92: CAMO component status XML
 *     codex: 13,225 tokens, peak 13,150, 0/1 needles, 0 read-backs
 *     context-chef: 620 tokens, peak 545, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,387 tokens, peak 1,131, 0/1 needles, 1 read-backs
 *     ours: 1,933 tokens, peak 1,005, 1/1 needles, 1 read-backs
 *   round 92: NOTAM bulletin JSON
 *     codex: 19,917 tokens, peak 19,840, 0/1 needles, 0 read-backs
 *     context-chef: 862 tokens, peak 785, 0/1 needles, 0 read-backs
 *     context-chef-store: 25,843 tokens, peak 9,073, 0/1 needles, 4 read-backs
 *     ours: 8,494 tokens, peak 3,942, 0/1 needles, 2 read-backs
 *   round 92: crew duty roster YAML
 *     codex: 13,681 tokens, peak 13,606, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 637, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,112 tokens, peak 2,564, 0/1 needles, 2 read-backs
 *     ours: 6,746 tokens, peak 3,007, 0/1 needles, 2 read-backs
 *   round 92: controlled drugs register JSON
 *     codex: 13,241 tokens, peak 13,170, 0/1 needles, 0 read-backs
 *     context-chef: 669 tokens, peak 598, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,053 tokens, peak 1,557, 0/1 needles, 2 read-backs
 *     ours: 3,890 tokens, peak 1,598, 1/1 needles, 2 read-backs
 *   round 92: tech log XML
 *     codex: 14,447 tokens, peak 14,368, 0/1 needles, 0 read-backs
 *     context-chef: 712 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,162 tokens, peak 1,710, 0/1 needles, 2 read-backs
 *     ours: 945 tokens, peak 668, 0/1 needles, 0 read-backs
 *   round 92: flight-following log, preamble
 *     codex: 17,672 tokens, peak 17,567, 0/1 needles, 0 read-backs
 *     context-chef: 866 tokens, peak 761, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,723 tokens, peak 4,224, 0/1 needles, 2 read-backs
 *     ours: 8,898 tokens, peak 4,497, 0/1 needles, 2 read-backs
 *   round 92: rescue hoist log, paraphrase
 *     codex: 23,833 tokens, peak 23,707, 0/1 needles, 0 read-backs
 *     context-chef: 1,127 tokens, peak 1,001, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,521 tokens, peak 5,160, 0/1 needles, 3 read-backs
 *     ours: 10,674 tokens, peak 5,202, 1/1 needles, 3 read-backs
 *   round 92: fuel statement, paraphrase
 *     codex: 8,731 tokens, peak 8,648, 0/1 needles, 0 read-backs
 *     context-chef: 538 tokens, peak 455, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,137 tokens, peak 1,135, 0/1 needles, 4 read-backs
 *     ours: 3,948 tokens, peak 1,271, 0/1 needles, 3 read-backs
 *   round 92: HUMS vibration trend, odd one
 *     codex: 20,143 tokens, peak 20,052, 0/1 needles, 0 read-backs
 *     context-chef: 871 tokens, peak 780, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,753 tokens, peak 1,293, 0/1 needles, 1 read-backs
 *     ours: 2,045 tokens, peak 981, 1/1 needles, 1 read-backs
 *   round 92: medical kit stock, odd one
 *     codex: 16,274 tokens, peak 16,206, 0/1 needles, 0 read-backs
 *     context-chef: 681 tokens, peak 613, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,769 tokens, peak 2,393, 0/1 needles, 3 read-backs
 *     ours: 4,186 tokens, peak 1,933, 0/1 needles, 3 read-backs
 *   round 92: METAR history, odd one
 *     codex: 16,639 tokens, peak 16,548, 0/1 needles, 0 read-backs
 *     context-chef: 826 tokens, peak 735, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,658 tokens, peak 1,434, 0/1 needles, 4 read-backs
 *     ours: 4,648 tokens, peak 992, 0/1 needles, 4 read-backs
 *     codex: 192,016 tokens, 0/12 needles
 *     context-chef: 9,198 tokens, 0/12 needles
 *     context-chef-store: 87,341 tokens, 1/12 needles
 *     ours: 60,052 tokens, 5/12 needles
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

// ---------------------------------------------------------------------------------------------------------
// Shared data: time, fleet, crew, places.

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Tuesday 17 November 2026, 00:00 UTC. */
const TODAY = Date.UTC(2026, 10, 17);
const at = (iso: string): number => Date.parse(iso);
const isoS = (ms: number): string => new Date(ms).toISOString().slice(0, 19) + 'Z';
const isoMs = (ms: number): string => new Date(ms).toISOString();
const isoM = (ms: number): string => new Date(ms).toISOString().slice(0, 16) + 'Z';
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** `24-OCT-26`, as fuel statements print dates. */
const dmy = (ms: number): string => {
  const d = new Date(ms);
  return `${pad2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${String(d.getUTCFullYear()).slice(2)}`;
};
/** `2611170600`, a NOTAM date-time group. */
const notamTime = (ms: number): string => {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear()).slice(2)}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}`;
};
const durHM = (minutes: number): string => `${Math.floor(minutes / 60)}:${pad2(minutes % 60)}`;
const fixed = (value: number, digits: number): string => value.toFixed(digits);

interface Aircraft {
  readonly reg: string;
  readonly type: 'H145' | 'AW169' | 'AW189';
  readonly icaoType: string;
  readonly msn: string;
  readonly callsign: string;
  readonly role: 'HEMS' | 'SAR';
  readonly base: string;
}
const FLEET: readonly Aircraft[] = [
  { reg: 'G-AVRA', type: 'H145', icaoType: 'EC45', msn: '20417', callsign: 'Helimed 58', role: 'HEMS', base: 'EGPE' },
  { reg: 'G-AVRB', type: 'H145', icaoType: 'EC45', msn: '20522', callsign: 'Helimed 59', role: 'HEMS', base: 'EGPC' },
  { reg: 'G-AVRC', type: 'AW169', icaoType: 'A169', msn: '69118', callsign: 'Helimed 57', role: 'HEMS', base: 'EGPO' },
  { reg: 'G-AVRE', type: 'H145', icaoType: 'EC45', msn: '20610', callsign: 'Helimed 58', role: 'HEMS', base: 'EGPE' },
  { reg: 'G-AVRS', type: 'AW189', icaoType: 'A189', msn: '92047', callsign: 'Rescue 951', role: 'SAR', base: 'EGPE' },
  { reg: 'G-AVRT', type: 'AW189', icaoType: 'A189', msn: '92061', callsign: 'Rescue 952', role: 'SAR', base: 'EGPO' },
];
const fleet = (reg: string): Aircraft => FLEET.find((a) => a.reg === reg)!;

const BASES: Record<string, { name: string; lat: number; lon: number }> = {
  EGPE: { name: 'INVERNESS', lat: 57.5425, lon: -4.0475 },
  EGPC: { name: 'WICK JOHN O GROATS', lat: 58.4589, lon: -3.0931 },
  EGPO: { name: 'STORNOWAY', lat: 58.2156, lon: -6.3311 },
};

interface Place {
  readonly name: string;
  readonly sq: string;
  readonly lat: number;
  readonly lon: number;
  readonly road: string;
}
const PLACES: readonly Place[] = [
  { name: 'Lairg', sq: 'NC', lat: 58.02, lon: -4.4, road: 'A836' },
  { name: 'Kinlochewe', sq: 'NH', lat: 57.6, lon: -5.3, road: 'A832' },
  { name: 'Ullapool', sq: 'NH', lat: 57.9, lon: -5.16, road: 'A835' },
  { name: 'Lochinver', sq: 'NC', lat: 58.15, lon: -5.24, road: 'A837' },
  { name: 'Durness', sq: 'NC', lat: 58.57, lon: -4.75, road: 'A838' },
  { name: 'Tongue', sq: 'NC', lat: 58.48, lon: -4.42, road: 'A838' },
  { name: 'Thurso', sq: 'ND', lat: 58.59, lon: -3.52, road: 'A9' },
  { name: 'Helmsdale', sq: 'ND', lat: 58.12, lon: -3.65, road: 'A9' },
  { name: 'Dornoch', sq: 'NH', lat: 57.88, lon: -4.03, road: 'A949' },
  { name: 'Tain', sq: 'NH', lat: 57.81, lon: -4.05, road: 'A9' },
  { name: 'Dingwall', sq: 'NH', lat: 57.59, lon: -4.43, road: 'A862' },
  { name: 'Beauly', sq: 'NH', lat: 57.48, lon: -4.46, road: 'A862' },
  { name: 'Drumnadrochit', sq: 'NH', lat: 57.33, lon: -4.48, road: 'A82' },
  { name: 'Fort Augustus', sq: 'NH', lat: 57.14, lon: -4.68, road: 'A82' },
  { name: 'Invergarry', sq: 'NH', lat: 57.07, lon: -4.79, road: 'A87' },
  { name: 'Shiel Bridge', sq: 'NG', lat: 57.2, lon: -5.43, road: 'A87' },
  { name: 'Kyle of Lochalsh', sq: 'NG', lat: 57.28, lon: -5.71, road: 'A87' },
  { name: 'Portree', sq: 'NG', lat: 57.41, lon: -6.19, road: 'A87' },
  { name: 'Broadford', sq: 'NG', lat: 57.24, lon: -5.91, road: 'A87' },
  { name: 'Dunvegan', sq: 'NG', lat: 57.43, lon: -6.59, road: 'A850' },
  { name: 'Uig', sq: 'NG', lat: 57.59, lon: -6.36, road: 'A87' },
  { name: 'Tarbert', sq: 'NB', lat: 57.9, lon: -6.8, road: 'A859' },
  { name: 'Leverburgh', sq: 'NG', lat: 57.77, lon: -7.02, road: 'A859' },
  { name: 'Balivanich', sq: 'NF', lat: 57.47, lon: -7.38, road: 'B892' },
  { name: 'Lochboisdale', sq: 'NF', lat: 57.15, lon: -7.31, road: 'A865' },
  { name: 'Barvas', sq: 'NB', lat: 58.36, lon: -6.53, road: 'A857' },
  { name: 'Carloway', sq: 'NB', lat: 58.28, lon: -6.78, road: 'A858' },
  { name: 'Ness', sq: 'NB', lat: 58.49, lon: -6.23, road: 'A857' },
  { name: 'Gairloch', sq: 'NG', lat: 57.73, lon: -5.69, road: 'A832' },
  { name: 'Poolewe', sq: 'NG', lat: 57.77, lon: -5.6, road: 'A832' },
  { name: 'Applecross', sq: 'NG', lat: 57.43, lon: -5.81, road: 'Bealach na Ba' },
  { name: 'Lochcarron', sq: 'NG', lat: 57.4, lon: -5.49, road: 'A896' },
  { name: 'Aviemore', sq: 'NH', lat: 57.19, lon: -3.83, road: 'A9' },
  { name: 'Kingussie', sq: 'NH', lat: 57.08, lon: -4.05, road: 'A86' },
  { name: 'Grantown-on-Spey', sq: 'NJ', lat: 57.33, lon: -3.61, road: 'A95' },
  { name: 'Nairn', sq: 'NH', lat: 57.58, lon: -3.87, road: 'A96' },
  { name: 'Brora', sq: 'NC', lat: 58.01, lon: -3.85, road: 'A9' },
  { name: 'Golspie', sq: 'NH', lat: 57.97, lon: -3.98, road: 'A9' },
  { name: 'Bettyhill', sq: 'NC', lat: 58.53, lon: -4.23, road: 'A836' },
  { name: 'Scourie', sq: 'NC', lat: 58.35, lon: -5.15, road: 'A894' },
  { name: 'Kinlochbervie', sq: 'NC', lat: 58.46, lon: -5.05, road: 'B801' },
  { name: 'Lybster', sq: 'ND', lat: 58.3, lon: -3.29, road: 'A99' },
  { name: 'Achnashellach', sq: 'NH', lat: 57.48, lon: -5.33, road: 'A890' },
  { name: 'Garve', sq: 'NH', lat: 57.61, lon: -4.69, road: 'A835' },
  { name: 'Strathpeffer', sq: 'NH', lat: 57.59, lon: -4.54, road: 'A834' },
  { name: 'Glen Affric', sq: 'NH', lat: 57.28, lon: -4.95, road: 'estate track' },
];
const ACHNASHEEN: Place = { name: 'Achnasheen', sq: 'NH', lat: 57.58, lon: -5.07, road: 'A832' };

const HOSPITALS = [
  { name: 'Raigmore Hospital', pad: 'RAIG' },
  { name: 'Western Isles Hospital', pad: 'WIH' },
  { name: 'Caithness General Hospital', pad: 'CGH' },
  { name: 'Belford Hospital', pad: 'BELF' },
  { name: "Dr Gray's Hospital", pad: 'DRG' },
  { name: 'Aberdeen Royal Infirmary', pad: 'ARI' },
  { name: 'Queen Elizabeth University Hospital', pad: 'QEUH' },
  { name: 'Royal Infirmary of Edinburgh', pad: 'RIE' },
  { name: 'Broadford Hospital', pad: 'BRFD' },
  { name: 'Ninewells Hospital', pad: 'NINE' },
];

const FIRST = [
  'Andrew',
  'Eilidh',
  'Callum',
  'Morag',
  'Fraser',
  'Kirsty',
  'Ruaridh',
  'Isla',
  'Hamish',
  'Catriona',
  'Euan',
  'Shona',
  'Niall',
  'Fiona',
  'Alasdair',
  'Mhairi',
  'Donald',
  'Ailsa',
  'Lewis',
  'Rhona',
  'Gregor',
  'Seonaid',
  'Iain',
  'Kate',
  'Tom',
  'Priya',
  'Marek',
  'Joanna',
  'Stuart',
  'Lorna',
  'Duncan',
  'Heather',
  'Craig',
  'Beth',
  'Ross',
  'Amy',
  'Scott',
  'Carys',
  'Ewan',
  'Anya',
];
const LAST = [
  'MacLeod',
  'Cameron',
  'Reid',
  'Fraser',
  'MacKenzie',
  'Munro',
  'Ross',
  'Sutherland',
  'MacDonald',
  'Grant',
  'Matheson',
  'Campbell',
  'Morrison',
  'Stewart',
  'Urquhart',
  'Gunn',
  'MacRae',
  'Shaw',
  'Kowalski',
  'Okafor',
  'Patel',
  'Lindsay',
  'Baird',
  'Mackay',
  'Henderson',
  'Forbes',
  'Chisholm',
  'Nicolson',
  'MacAulay',
  'Buchanan',
  'Innes',
  'Duthie',
  'Paterson',
  'Sinclair',
  'Bain',
];

interface CrewMember {
  readonly id: string;
  readonly first: string;
  readonly last: string;
  readonly role: 'PIC' | 'Co-pilot' | 'TCM' | 'Doctor' | 'CCP' | 'Winchman' | 'Winch operator';
  readonly base: string;
}
/** The operator's crew list (seeded), with Andrew Hollis among the pilots. */
function crewList(): CrewMember[] {
  const random = seededRandom(92_900);
  const roles: [CrewMember['role'], string, number][] = [
    ['PIC', 'P', 12],
    ['Co-pilot', 'P', 6],
    ['TCM', 'T', 6],
    ['Doctor', 'D', 8],
    ['CCP', 'CC', 8],
    ['Winchman', 'W', 5],
    ['Winch operator', 'W', 4],
  ];
  const used = new Set<string>();
  const crew: CrewMember[] = [];
  let n = 11;
  for (const [role, prefix, count] of roles) {
    for (let i = 0; i < count; i++) {
      let first: string;
      let last: string;
      do {
        first = oneOf(random, FIRST);
        last = oneOf(random, LAST);
      } while (used.has(`${first} ${last}`) || (first === 'Andrew' && last === 'Hollis'));
      used.add(`${first} ${last}`);
      const base =
        role === 'Winchman' || role === 'Winch operator' ? oneOf(random, ['EGPE', 'EGPO']) : oneOf(random, ['EGPE', 'EGPC', 'EGPO']);
      crew.push({ id: `${prefix}${pad(n, 3)}`, first, last, role, base });
      n += between(random, 1, 3);
    }
  }
  crew.splice(5, 0, { id: 'P015', first: 'Andrew', last: 'Hollis', role: 'PIC', base: 'EGPE' });
  return crew;
}
const CREW = crewList();
const crewOf = (role: CrewMember['role']): CrewMember[] => CREW.filter((c) => c.role === role);

const gridRef = (random: () => number, sq: string): string =>
  `${sq} ${pad(between(random, 0, 99999), 5)} ${pad(between(random, 0, 99999), 5)}`;
const w3w = (random: () => number): string =>
  `///${oneOf(random, ['lunch', 'spoon', 'harbour', 'craft', 'rattle', 'meadow', 'silent', 'orbit', 'fable', 'jumbo', 'cloak', 'tender', 'pebble'])}.${oneOf(random, ['frog', 'stamp', 'lighter', 'across', 'vivid', 'normal', 'hedge', 'pines', 'caring', 'stable', 'winks'])}.${oneOf(random, ['tiles', 'cuts', 'moment', 'bright', 'copper', 'minds', 'sulk', 'hops', 'glove', 'pardon'])}`;

// ---------------------------------------------------------------------------------------------------------
// a1. CAD incident export, minified JSON.

const HEMS_NATURES = [
  'RTC - single vehicle rollover',
  'RTC - car vs HGV',
  'RTC - motorcycle vs car',
  'Cardiac arrest - ROSC on arrival',
  'Fall from height (roof)',
  'Hillwalker - lower limb injury',
  'Mountain bike fall - spinal concern',
  'Agricultural - crush injury (cattle)',
  'Stroke - thrombectomy pathway transfer',
  'Inter-facility transfer - STEMI',
  'Inter-facility transfer - intracranial bleed',
  'Burns - house fire',
  'Anaphylaxis - remote location',
  'Chest pain - remote island',
  'Forestry - chainsaw injury',
  'Paediatric - seizure, prolonged',
  'Drowning - loch',
  'Agricultural - quad bike rollover',
];
const SAR_NATURES = [
  'Medevac - fishing vessel crew injury',
  'Missing person search - hillwalker overdue',
  'Cliff fall - casualty on ledge',
  'Vessel aground - crew recovery',
  'Coastal search - person in water',
  'Mountain rescue support - crag fast climber',
  'Medevac - cruise ship passenger',
  'Missing angler - coastal search',
];

interface Incident {
  incidentId: string;
  cadRef: string;
  taskingAgency: string;
  callsign: string;
  aircraft: string;
  missionType: string;
  priority: string;
  nature: string;
  location: { description: string; gridRef: string; lat: number; lon: number; w3w: string; nearestPlace: string };
  timeline: {
    callReceived: string;
    tasked: string;
    airborne: string | null;
    onScene: string | null;
    departedScene: string | null;
    atDestination: string | null;
    available: string;
  };
  destination: { name: string; helipad: string; handover: string } | null;
  crew: { role: string; id: string }[];
  patient: { ageBand: string; sex: string; conveyed: boolean; mode: string } | null;
  stoodDown: boolean;
  stoodDownReason: string | null;
  flightTimeMin: number;
  nightOps: boolean;
  landingSite: { type: string; recce: string };
}

function incidentRecord(random: () => number, seq: number, call: number, place: Place, nature: string, aircraft: Aircraft): Incident {
  const sar = aircraft.role === 'SAR';
  const stood = random() < 0.12;
  const tasked = call + between(random, 60, 420) * 1000;
  const airborne = tasked + between(random, 240, 840) * 1000;
  const onScene = airborne + between(random, 9, 48) * MIN + between(random, 0, 59) * 1000;
  const departed = onScene + between(random, 14, 75) * MIN + between(random, 0, 59) * 1000;
  const arrived = departed + between(random, 12, 55) * MIN + between(random, 0, 59) * 1000;
  const available =
    (stood ? airborne + between(random, 5, 25) * MIN : arrived + between(random, 18, 70) * MIN) + between(random, 0, 59) * 1000;
  const hospital = oneOf(random, HOSPITALS);
  const hour = new Date(onScene).getUTCHours();
  const crew = sar
    ? [
        { role: 'Captain', id: oneOf(random, crewOf('PIC')).id },
        { role: 'Co-pilot', id: oneOf(random, crewOf('Co-pilot')).id },
        { role: 'Winch operator', id: oneOf(random, crewOf('Winch operator')).id },
        { role: 'Winchman', id: oneOf(random, crewOf('Winchman')).id },
      ]
    : [
        { role: 'PIC', id: oneOf(random, crewOf('PIC')).id },
        { role: 'TCM', id: oneOf(random, crewOf('TCM')).id },
        { role: 'Doctor', id: oneOf(random, crewOf('Doctor')).id },
        { role: 'CCP', id: oneOf(random, crewOf('CCP')).id },
      ];
  const km = fixed(0.3 + random() * 6, 1);
  const description = sar
    ? `${oneOf(random, ['Coastline', 'Sea cliffs', 'Hill ground', 'Sea area 3 NM off', 'Corrie above', 'Shoreline'])} near ${place.name}`
    : oneOf(random, [
        `${place.road} ${km} km ${oneOf(random, ['N', 'S', 'E', 'W', 'NE', 'SW'])} of ${place.name}`,
        `${oneOf(random, ['Farm steading', 'Village hall car park', 'Primary school field', 'Forestry track', 'Caravan park'])}, ${place.name}`,
        `${oneOf(random, ['Hill path above', 'Croft land near', 'Layby on ' + place.road + ' near'])} ${place.name}`,
      ]);
  const agency = sar ? oneOf(random, ['ARCC', 'HMCG']) : 'SAS';
  return {
    incidentId: `AVR-26-${pad(seq, 5)}`,
    cadRef: agency === 'SAS' ? `SAS-${between(random, 1_100_000, 1_999_999)}` : `${agency}-26-${pad(between(random, 100, 2999), 4)}`,
    taskingAgency: agency,
    callsign: aircraft.callsign,
    aircraft: aircraft.reg,
    missionType: sar ? 'SAR' : oneOf(random, ['Primary', 'Primary', 'Primary', 'Secondary transfer']),
    priority: sar ? 'Cat A' : oneOf(random, ['Cat1', 'Cat1', 'Cat2', 'Cat2', 'Cat3']),
    nature,
    location: {
      description,
      gridRef: gridRef(random, place.sq),
      lat: Number(fixed(place.lat + (random() - 0.5) * 0.08, 5)),
      lon: Number(fixed(place.lon + (random() - 0.5) * 0.12, 5)),
      w3w: w3w(random),
      nearestPlace: place.name,
    },
    timeline: {
      callReceived: isoS(call),
      tasked: isoS(tasked),
      airborne: isoS(airborne),
      onScene: stood ? null : isoS(onScene),
      departedScene: stood ? null : isoS(departed),
      atDestination: stood ? null : isoS(arrived),
      available: isoS(available),
    },
    destination: stood
      ? null
      : { name: hospital.name, helipad: hospital.pad, handover: oneOf(random, ['ED resus', 'Theatre', 'Cath lab', 'ICU', 'Land crew']) },
    crew,
    patient: stood
      ? null
      : {
          ageBand: oneOf(random, ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80+']),
          sex: oneOf(random, ['M', 'F']),
          conveyed: true,
          mode: 'air',
        },
    stoodDown: stood,
    stoodDownReason: stood
      ? oneOf(random, ['Land crew managing', 'Patient deceased - ROLE', 'Weather below minima en route', 'Duplicate call'])
      : null,
    flightTimeMin: stood ? between(random, 6, 30) : between(random, 35, 140),
    nightOps: hour >= 17 || hour < 7,
    landingSite: {
      type: oneOf(random, [
        'Unprepared - field',
        'Road (closed by police)',
        'HLS - registered',
        'Hospital helipad',
        'Beach',
        'Hover / winch',
      ]),
      recce: oneOf(random, ['Overhead wires noted W side', 'Livestock in field', 'Clear', 'Clear', 'Soft ground', 'Slope < 5 deg']),
    },
  };
}

function cadIncidents(): EconomicsTask {
  const random = seededRandom(92_001);
  const start = Date.UTC(2026, 9, 1);
  const end = Date.UTC(2026, 10, 16, 23, 0);
  const calls: { t: number; planted?: 'needle' | 'rtc' | 'lairg' }[] = [];
  for (let t = start + between(random, 20, 200) * MIN; t < end; t += between(random, 40, 290) * MIN + between(random, 0, 59) * 1000)
    calls.push({ t });
  calls.push({ t: at('2026-10-22T13:51:08Z'), planted: 'needle' });
  calls.push({ t: at('2026-11-05T08:12:44Z'), planted: 'rtc' });
  calls.push({ t: at('2026-10-09T16:02:19Z'), planted: 'lairg' });
  calls.sort((a, b) => a.t - b.t);
  const hems = FLEET.filter((a) => a.role === 'HEMS');
  const sarFleet = FLEET.filter((a) => a.role === 'SAR');
  const incidents: Incident[] = calls.map((c, i) => {
    const seq = 3810 + i;
    if (c.planted === 'needle') {
      const rec = incidentRecord(random, seq, c.t, ACHNASHEEN, 'Agricultural - quad bike rollover', fleet('G-AVRA'));
      rec.location.description = 'Ledgowan estate hill track, 2 km W of Achnasheen';
      rec.stoodDown = false;
      rec.stoodDownReason = null;
      rec.timeline = {
        callReceived: '2026-10-22T13:51:08Z',
        tasked: '2026-10-22T13:53:40Z',
        airborne: '2026-10-22T14:01:15Z',
        onScene: '2026-10-22T14:37:52Z',
        departedScene: '2026-10-22T15:24:09Z',
        atDestination: '2026-10-22T15:58:31Z',
        available: '2026-10-22T16:49:02Z',
      };
      rec.destination = { name: 'Raigmore Hospital', helipad: 'RAIG', handover: 'ED resus' };
      rec.patient = { ageBand: '50-59', sex: 'M', conveyed: true, mode: 'air' };
      rec.landingSite = { type: 'Unprepared - field', recce: 'Steep ground upslope, landed on track 150 m E' };
      return rec;
    }
    if (c.planted === 'rtc') {
      const rec = incidentRecord(random, seq, c.t, ACHNASHEEN, 'RTC - car vs HGV', fleet('G-AVRA'));
      rec.location.description = 'A832 0.8 km E of Achnasheen';
      return rec;
    }
    if (c.planted === 'lairg') {
      const rec = incidentRecord(random, seq, c.t, PLACES[0]!, 'Agricultural - quad bike rollover', fleet('G-AVRB'));
      rec.location.description = 'Croft land near Lairg';
      return rec;
    }
    const sar = random() < 0.22;
    const aircraft = oneOf(random, sar ? sarFleet : hems);
    let place = oneOf(random, PLACES);
    const quad = !sar && random() < 0.03;
    const nature = quad
      ? 'Agricultural - quad bike rollover'
      : oneOf(random, sar ? SAR_NATURES : HEMS_NATURES.filter((n) => !n.includes('quad')));
    if (quad && place.name === 'Lairg') place = PLACES[1]!;
    return incidentRecord(random, seq, c.t, place, nature, aircraft);
  });
  const output = JSON.stringify({
    export: {
      system: 'Ardvale CAD 4.12',
      generatedAt: isoS(TODAY + 6 * HOUR + 14 * MIN),
      from: '2026-10-01T00:00:00Z',
      to: '2026-11-16T23:59:59Z',
      count: incidents.length,
    },
    incidents,
  });
  return probe(
    'round 92: CAD incident export',
    'What time did the helicopter get on scene at the quad bike rollover near Achnasheen in October?',
    'cad_incident_export',
    output,
    'cad-on-scene',
    '2026-10-22T14:37:52Z',
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// a2. CAMO component status report, one-line XML.

type Item = readonly [ata: string, description: string, pn: string, limit: string, limitValue: number];
const COMMON_ITEMS: readonly Item[] = [
  ['24-30', 'Main battery', 'BAT-4078-1', 'CAL', 12],
  ['25-60', 'ELT 406 MHz', 'KAN-S1840501-01', 'CAL', 72],
  ['25-62', 'Life raft (2x12 person)', 'LR-12-RFD', 'CAL', 12],
  ['25-63', 'Emergency flotation gas cylinder LH', 'EFS-7720-3', 'CAL', 60],
  ['25-63', 'Emergency flotation gas cylinder RH', 'EFS-7720-3', 'CAL', 60],
  ['26-20', 'Fire extinguisher bottle No 1', 'FEB-33-117', 'CAL', 60],
  ['26-20', 'Fire extinguisher bottle No 2', 'FEB-33-117', 'CAL', 60],
  ['28-20', 'Fuel boost pump No 1', 'FBP-2210-4', 'OC', 0],
  ['28-20', 'Fuel boost pump No 2', 'FBP-2210-4', 'OC', 0],
  ['31-30', 'Cockpit voice and flight data recorder', 'CVFDR-2100-4', 'OC', 0],
  ['34-40', 'Radar altimeter transceiver No 1', 'KRA-405B', 'OC', 0],
  ['34-40', 'Radar altimeter transceiver No 2', 'KRA-405B', 'OC', 0],
  ['34-41', 'Weather radar receiver-transmitter', 'RDR-2000', 'OC', 0],
  ['34-52', 'Transponder No 1 (Mode S ES)', 'TDR-94D', 'OC', 0],
  ['34-52', 'Transponder No 2 (Mode S ES)', 'TDR-94D', 'OC', 0],
  ['33-40', 'Searchlight (Trakkabeam A800)', 'TKB-A800', 'OC', 0],
  ['62-10', 'Main rotor hub', 'MRH-HUB', 'OVH', 6000],
  ['62-30', 'Swashplate assembly', 'SWP-ASSY', 'OVH', 5000],
  ['63-10', 'Main gearbox', 'MGB', 'OVH', 3600],
  ['63-20', 'Main rotor drive shaft', 'MDS', 'OVH', 4500],
  ['65-10', 'Tail rotor drive shaft, forward', 'TDS-FWD', 'OVH', 6000],
  ['65-10', 'Tail rotor drive shaft, aft', 'TDS-AFT', 'OVH', 6000],
  ['65-20', 'Tail rotor gearbox', 'TGB', 'OVH', 3000],
  ['67-30', 'Main rotor servo actuator, forward', 'MRS', 'OVH', 4000],
  ['67-30', 'Main rotor servo actuator, lateral', 'MRS', 'OVH', 4000],
  ['67-30', 'Tail rotor servo actuator', 'TRS', 'OVH', 4000],
  ['29-10', 'Hydraulic pump No 1', 'HYP', 'OC', 0],
  ['29-10', 'Hydraulic pump No 2', 'HYP', 'OC', 0],
  ['24-20', 'Starter-generator No 1', 'STG', 'OVH', 1500],
  ['24-20', 'Starter-generator No 2', 'STG', 'OVH', 1500],
  ['72-00', 'Engine No 1', 'ENG', 'OVH', 4000],
  ['72-00', 'Engine No 2', 'ENG', 'OVH', 4000],
  ['73-20', 'Engine No 1 fuel control unit', 'FCU', 'OVH', 4000],
  ['73-20', 'Engine No 2 fuel control unit', 'FCU', 'OVH', 4000],
  ['25-11', 'Medical interior - stretcher loading system', 'MED-SLS', 'CAL', 24],
  ['25-11', 'Medical interior - oxygen manifold', 'MED-O2M', 'CAL', 60],
  ['25-50', 'Cargo hook', 'CHK-2400', 'OVH', 2000],
];
const BLADES = ['red', 'blue', 'yellow', 'green', 'white'];
const TYPE_ITEMS: Record<Aircraft['type'], readonly Item[]> = {
  H145: [['64-10', 'Fenestron rotor hub', 'FEN-HUB', 'OVH', 5000]],
  AW169: [
    ['65-30', 'Intermediate gearbox', 'IGB', 'OVH', 3000],
    ['64-10', 'Tail rotor hub', 'TRH', 'OVH', 5000],
  ],
  AW189: [
    ['65-30', 'Intermediate gearbox', 'IGB', 'OVH', 3000],
    ['64-10', 'Tail rotor hub', 'TRH', 'OVH', 5000],
    ['49-10', 'APU', 'APU-RE50', 'OVH', 3500],
    ['25-90', 'Rescue hoist No 1', 'RH-44316-10-2', 'OVH', 1000],
    ['25-90', 'Rescue hoist No 2', 'RH-44316-10-2', 'OVH', 1000],
    ['25-90', 'Hoist cable No 1', 'HC-44316-18', 'OVH', 300],
    ['25-90', 'Hoist cable No 2', 'HC-44316-18', 'OVH', 300],
    ['34-61', 'Forward looking infrared turret', 'FLIR-380HD', 'OC', 0],
  ],
};
const REMOVAL_REASONS = [
  'Scheduled overhaul',
  'Life limit reached',
  'Chip detector - metal particles found, removed for investigation',
  'Unscheduled - intermittent fault confirmed on bench',
  'Robbery to G-AVRE AOG, replaced from stock',
  'Calendar limit reached',
  'Corrosion found at inspection',
  'Vibration trend exceedance on HUMS, removed for shop findings',
  'Modification embodiment at vendor',
];

function componentStatus(): EconomicsTask {
  const random = seededRandom(92_002);
  const needle = 'GB31736';
  const serial = () => `${oneOf(random, ['GB', 'LT', 'AV', 'EA', 'MA', 'SN', 'RK', 'PC'])}${between(random, 10000, 99999)}`;
  const order = ['G-AVRA', 'G-AVRB', 'G-AVRE', 'G-AVRC', 'G-AVRS', 'G-AVRT'];
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?><ComponentStatusReport xmlns="urn:ardvale:camo:csr:3" generated="${isoS(TODAY + 5 * HOUR + 31 * MIN)}" camo="UK.CAMO.0417" organisation="Ardvale Air Rescue Ltd" basis="Installed components and removal history, all fleet">`,
  ];
  for (const reg of order) {
    const a = fleet(reg);
    const afHours = between(random, 2100, 9800) + random();
    const landings = Math.round(afHours * (1.8 + random()));
    parts.push(
      `<Aircraft registration="${a.reg}" type="${a.type}" msn="${a.msn}" airframeHours="${fixed(afHours, 1)}" landings="${landings}" asAt="${ymd(TODAY - DAY)}"><InstalledComponents>`,
    );
    const items: Item[] = [...COMMON_ITEMS, ...TYPE_ITEMS[a.type]];
    const blades = a.type === 'H145' ? 4 : 5;
    for (let b = 0; b < blades; b++) items.push(['62-20', `Main rotor blade (${BLADES[b]})`, 'MRB', 'OVH', 10000]);
    for (let b = 0; b < blades; b++) items.push(['62-20', `Main rotor damper (${BLADES[b]})`, 'MRD', 'OVH', 2500]);
    if (a.type !== 'H145') for (let b = 0; b < 4; b++) items.push(['64-10', `Tail rotor blade No ${b + 1}`, 'TRB', 'OVH', 8000]);
    items.sort((x, y) => x[0].localeCompare(y[0]));
    let id = between(random, 1000, 8000);
    for (const [ata, description, pn, limit, limitValue] of items) {
      const installedAgo = between(random, 20, 1900);
      const installed = TODAY - installedAgo * DAY;
      const tsn = afHours * (0.3 + random() * 0.7);
      const tso = Math.min(tsn, installedAgo * (0.8 + random() * 1.6));
      const sn = reg === 'G-AVRC' && description === 'Tail rotor gearbox' ? needle : serial();
      const limits =
        limit === 'OC'
          ? '<Limits><Limit type="OC" unit="NA">On condition</Limit></Limits>'
          : limit === 'CAL'
            ? `<Limits><Limit type="CAL" unit="MO">${limitValue}</Limit></Limits>`
            : `<Limits><Limit type="OVH" unit="FH">${limitValue}</Limit><Limit type="CAL" unit="MO">${oneOf(random, [72, 96, 120, 144])}</Limit></Limits>`;
      const remaining =
        limit === 'OVH'
          ? `<Remaining unit="FH">${fixed(Math.max(0, limitValue - tso), 1)}</Remaining>`
          : limit === 'CAL'
            ? `<NextDue>${ymd(installed + limitValue * 30 * DAY)}</NextDue>`
            : '';
      parts.push(
        `<Component id="C-${reg.slice(2)}-${id}"><ATA>${ata}</ATA><Description>${description}</Description><PartNumber>${pn}-${between(random, 100, 999)}${oneOf(random, ['', '-01', '-02', 'A', 'B'])}</PartNumber><SerialNumber>${sn}</SerialNumber><Status>INSTALLED</Status><InstalledDate>${ymd(installed)}</InstalledDate><InstalledAtAirframeHours>${fixed(Math.max(0, afHours - installedAgo * 1.1), 1)}</InstalledAtAirframeHours><TSN unit="FH">${fixed(tsn, 1)}</TSN><CSN>${Math.round(tsn * 1.9)}</CSN><TSO unit="FH">${fixed(tso, 1)}</TSO>${limits}${remaining}<WorkPackRef>WP-${reg.slice(2)}-${between(random, 1000, 4999)}</WorkPackRef></Component>`,
      );
      id += between(random, 1, 40);
    }
    parts.push('</InstalledComponents><RemovalHistory>');
    const removals = between(random, 34, 48);
    const history: Item[] = Array.from({ length: removals }, () => oneOf(random, items));
    if (reg === 'G-AVRC')
      history.splice(
        7,
        0,
        items.find((it) => it[1] === 'Tail rotor gearbox')!,
      );
    for (const [ata, description, pn] of history) {
      const removed = TODAY - between(random, 40, 1400) * DAY;
      const reason = reg === 'G-AVRC' && description === 'Tail rotor gearbox' ? REMOVAL_REASONS[2]! : oneOf(random, REMOVAL_REASONS);
      parts.push(
        `<Removal id="R-${reg.slice(2)}-${between(random, 100, 999)}"><ATA>${ata}</ATA><Description>${description}</Description><PartNumber>${pn}-${between(random, 100, 999)}</PartNumber><SerialNumber>${serial()}</SerialNumber><Status>REMOVED</Status><RemovedDate>${ymd(removed)}</RemovedDate><TSOAtRemoval unit="FH">${fixed(random() * 3000, 1)}</TSOAtRemoval><Reason>${reason}</Reason><Disposition>${oneOf(random, ['Sent to vendor for overhaul', 'Quarantine store', 'Scrapped - life expired', 'Returned to pool', 'Awaiting shop report'])}</Disposition><ShopReport>${oneOf(random, ['SR-', 'TDR-', 'VR-'])}${between(random, 10000, 99999)}</ShopReport></Removal>`,
      );
    }
    parts.push('</RemovalHistory></Aircraft>');
  }
  parts.push('</ComponentStatusReport>');
  return probe(
    'round 92: CAMO component status XML',
    "What's the serial number of the tail rotor gearbox that's currently fitted to G-AVRC?",
    'camo_component_status',
    parts.join(''),
    'tgb-serial',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// a3. NOTAM pre-flight information bulletin, minified JSON with the bulletin text in one field.

const dms = (random: () => number, lat: number, lon: number): string => {
  const part = (v: number, degWidth: number) => {
    const a = Math.abs(v);
    const d = Math.floor(a);
    const m = Math.floor((a - d) * 60);
    const s = Math.floor(((a - d) * 60 - m) * 60);
    return `${pad(d, degWidth)}${pad2(m)}${pad2(s)}`;
  };
  const jitterLat = lat + (random() - 0.5) * 0.3;
  const jitterLon = lon + (random() - 0.5) * 0.5;
  return `${part(jitterLat, 2)}N ${part(jitterLon, 3)}${jitterLon < 0 ? 'W' : 'E'}`;
};
const qCoord = (lat: number, lon: number): string =>
  `${pad2(Math.floor(lat))}${pad2(Math.floor((lat % 1) * 60))}N${pad(Math.floor(Math.abs(lon)), 3)}${pad2(Math.floor((Math.abs(lon) % 1) * 60))}W`;

function notamBulletin(): EconomicsTask {
  const random = seededRandom(92_003);
  const needle = '2612191600';
  const AERODROMES = [
    ['EGPA', 'KIRKWALL', 58.958, -2.905],
    ['EGPB', 'SUMBURGH', 59.879, -1.296],
    ['EGPC', 'WICK JOHN O GROATS', 58.459, -3.093],
    ['EGPD', 'ABERDEEN', 57.202, -2.198],
    ['EGPE', 'INVERNESS', 57.543, -4.048],
    ['EGPL', 'BENBECULA', 57.481, -7.363],
    ['EGPO', 'STORNOWAY', 58.216, -6.331],
    ['EGPU', 'TIREE', 56.499, -6.869],
    ['EGQS', 'LOSSIEMOUTH', 57.705, -3.339],
  ] as const;
  const CRANE_SITES = [
    ['INVERNESS, UHI CAMPUS BEECHWOOD', 57.47, -4.18],
    ['INVERNESS HARBOUR, LONGMAN', 57.49, -4.22],
    ['WICK HARBOUR', 58.44, -3.09],
    ['STORNOWAY DEEP WATER TERMINAL', 58.2, -6.37],
    ['CAITHNESS GENERAL HOSPITAL, WICK, 250M N OF HELIPAD', 58.44, -3.1],
    ['NIGG ENERGY PARK', 57.7, -4.03],
    ['ARDERSIER PORT', 57.57, -4.03],
    ['BELFORD HOSPITAL SITE, FORT WILLIAM (NEW BUILD)', 56.82, -5.1],
    ['KISHORN PORT', 57.39, -5.61],
    ['SCRABSTER HARBOUR', 58.61, -3.55],
  ] as const;
  const FARMS = [
    'STRATHY SOUTH',
    'BEINN THARSUINN',
    'DORENELL',
    'CREAG RIABHACH',
    'MILLENNIUM',
    'STRONELAIRG',
    'LOCHLUICHART',
    'FAIRBURN',
    'ACHANY',
    'BAD A CHEO',
    'KILBRAUR',
    'GORDONBUSH',
  ];
  const HLS = [
    'RAIGMORE HOSPITAL',
    'WESTERN ISLES HOSPITAL',
    'CAITHNESS GENERAL HOSPITAL',
    'BELFORD HOSPITAL',
    'BROADFORD HOSPITAL',
    'DR GRAYS HOSPITAL',
    'LAWSON MEMORIAL HOSPITAL GOLSPIE',
  ];
  const start = TODAY - 40 * DAY;
  let serial = between(random, 3100, 3300);
  const notam = (aerodrome: string | null, lat: number, lon: number, kind: number, adName = ''): string => {
    const series = aerodrome ? 'A' : oneOf(random, ['H', 'H', 'B']);
    const num = `${series}${pad(serial++, 4)}/26`;
    // In force some time in the bulletin's validity (from 06:00 today to 06:00 tomorrow).
    const b = start + between(random, 0, 40) * DAY + between(random, 0, 23) * HOUR + oneOf(random, [0, 0, 30, 15, 45]) * MIN;
    const cMs = TODAY + 7 * HOUR + between(random, 0, 80) * DAY + between(random, 0, 23) * HOUR + oneOf(random, [0, 0, 30, 59]) * MIN;
    const c = (kind === 6 || kind === 1) && random() < 0.25 ? 'PERM' : notamTime(cMs) + oneOf(random, ['', '', '', ' EST']);
    const pos = dms(random, lat, lon);
    let q: string;
    let e: string;
    let fg = '';
    let d = '';
    switch (kind) {
      case 0: {
        const site = oneOf(random, CRANE_SITES);
        q = 'QOBCE';
        const agl = between(random, 60, 240);
        e = `TEMPO CRANE ERECTED PSN ${dms(random, site[1], site[2])} (${site[0]}). MAX HGT ${agl + between(random, 10, 300)}FT AMSL, ${agl}FT AGL. ${oneOf(random, ['CRANE LIT AT NIGHT.', 'NOT LIT.', 'LIT, JIB LOWERED WHEN NOT IN USE.'])}`;
        break;
      }
      case 1:
        q = 'QOLAS';
        e = `${between(random, 1, 6)} WIND TURBINE OBST LGT U/S AT ${oneOf(random, FARMS)} WIND FARM PSN ${pos}. TURBINE HGT ${between(random, 420, 980)}FT AGL.`;
        break;
      case 2:
        q = 'QWULW';
        e = `UNMANNED AIRCRAFT SYSTEM (UAS) OPS WI ${fixed(0.3 + random() * 2, 1)}NM RADIUS OF PSN ${pos}. OPR ${oneOf(random, ['SSE RENEWABLES', 'HIGHLAND COUNCIL SURVEY', 'NORTHERN LIGHTHOUSE BOARD', 'BBC ALBA FILMING', 'POLICE SCOTLAND', 'SCOTTISH WATER'])} TEL 07${pad(between(random, 0, 999999999), 9)}.`;
        fg = `\nF) SFC G) ${between(random, 2, 8) * 100}FT AGL`;
        d = oneOf(random, ['', `\nD) ${oneOf(random, ['DAILY 0800-1700', 'MON-FRI 0900-1600', 'SR-SS'])}`]);
        break;
      case 3:
        q = 'QRDCA';
        e = `DANGER AREA EG D${between(random, 701, 812)} ${oneOf(random, ['CAPE WRATH', 'TAIN', 'GARVIE ISLAND', 'HEBRIDES', 'BENBECULA', 'RAASAY'])} ACTIVE. CONTACT ${oneOf(random, ['SCOTTISH INFORMATION 127.275', 'LOSSIEMOUTH APP 119.350', 'DACS SCOTTISH CONTROL'])}.`;
        fg = `\nF) SFC G) ${oneOf(random, ['FL100', 'FL230', '5000FT AMSL', 'FL550'])}`;
        break;
      case 4:
        q = 'QNVAS';
        e = `${aerodrome ? `${adName} ${oneOf(random, ['DVOR/DME', 'NDB', 'DME', 'ILS GP'])}` : oneOf(random, ['STORNOWAY VOR/DME SAY 115.100', 'WICK VOR/DME WIK 113.600', 'INVERNESS DVOR INS 109.200', 'BENBECULA VOR/DME BEN 114.400', 'SUMBURGH VOR/DME SUM 117.350'])} ${oneOf(random, ['U/S', 'DME COMPONENT U/S', 'ON TEST, DO NOT USE'])}.`;
        break;
      case 5:
        q = 'QPIAU';
        e = `${oneOf(random, ['RNP APCH RWY 05', 'RNP APCH RWY 23', 'ILS/DME RWY 24', 'RNP APCH RWY 18', 'NDB(L) APCH RWY 13'])} NOT AVBL DUE ${oneOf(random, ['PROCEDURE REVIEW', 'OBSTACLE SURVEY', 'GNSS INTERFERENCE TESTING'])}.`;
        break;
      case 6:
        q = 'QFAHX';
        e = `AD HR AMENDED: ${oneOf(random, ['MON-FRI 0630-2130 SAT 0800-1700 SUN 1000-1830', 'DAILY 0700-2000', 'MON-SAT 0715-1945 SUN CLSD'])}. ${oneOf(random, ['HEMS AND SAR FLT EXEMPT.', 'OUTSIDE THESE HR PPR 24HR.', 'EMERG AND SAR FLT ONLY OUTSIDE HR.'])}`;
        break;
      case 7:
        q = 'QFUAU';
        e = `FUEL JET A-1 ${oneOf(random, ['NOT AVBL 2200-0600', 'AVBL BY PRIOR ARRANGEMENT ONLY', 'LIMITED TO 2000L PER ACFT'])}.`;
        break;
      case 8:
        q = 'QFAHX';
        e = `${oneOf(random, HLS.slice(1))} HELIPAD ${oneOf(random, ['FLOODLIGHTING U/S', 'WINDSOCK U/S', 'CLSD FOR RESURFACING', 'TLOF PERIMETER LIGHTS PARTIALLY U/S', 'CCTV U/S, CONTACT SECURITY BEFORE ARR'])}.`;
        break;
      case 9:
        q = 'QWPLW';
        e = `FIREWORK DISPLAY WI ${fixed(0.5 + random(), 1)}NM RADIUS OF PSN ${pos} (${oneOf(random, ['NAIRN LINKS', 'DINGWALL', 'THURSO RIVERSIDE', 'PORTREE', 'TAIN', 'INVERNESS BUGHT PARK', 'STORNOWAY'])}). PYROTECHNICS TO ${between(random, 3, 10) * 100}FT AGL.`;
        fg = `\nF) SFC G) ${between(random, 8, 15) * 100}FT AMSL`;
        break;
      case 10:
        q = 'QWELW';
        e = `MIL LOW FLYING EXER ${oneOf(random, ['JOINT WARRIOR', 'NORTHERN STORM', 'COLD RESPONSE LINK'])} WI AREA ${qCoord(lat, lon)}-${qCoord(lat + 0.4, lon + 0.7)}. INTENSE ROTARY AND FAST JET ACT BLW 2000FT AGL.`;
        fg = '\nF) SFC G) 2000FT AGL';
        break;
      default:
        q = 'QWBLW';
        e = `${oneOf(random, ['TETHERED BALLOON', 'LASER DISPLAY', 'HIGH INTENSITY RADIO TRANSMISSION', 'PARACHUTING', 'METEOROLOGICAL BALLOON RELEASE'])} ${oneOf(random, ['WI 0.5NM RADIUS OF', 'AT'])} PSN ${pos}.`;
        fg = `\nF) SFC G) ${between(random, 5, 40) * 100}FT AMSL`;
    }
    const text = `${num} NOTAMN\nQ) EGPX/${q}/IV/${oneOf(random, ['NBO', 'M', 'BO'])}/${aerodrome ? 'A' : 'W'}/000/${pad(between(random, 1, 100), 3)}/${qCoord(lat, lon)}${pad(between(random, 1, 25), 3)}\nA) ${aerodrome ?? 'EGPX'} B) ${notamTime(b)} C) ${c}${d}\nE) ${e}${fg}`;
    return text.includes(needle) ? notam(aerodrome, lat, lon, kind) : text;
  };
  const sections: string[] = [];
  sections.push(
    `NATS AIS - PRE-FLIGHT INFORMATION BULLETIN\nAREA BRIEF  ${notamTime(TODAY + 6 * HOUR)}  VALID ${notamTime(TODAY + 6 * HOUR)} TO ${notamTime(TODAY + 30 * HOUR)}\nFIR: EGPX   LOWER FL000 UPPER FL100   TRAFFIC I/V   PURPOSE NBO\nAD: EGPA EGPB EGPC EGPD EGPE EGPL EGPO EGPU EGQS\nREQUESTED BY: OPS.DESK@ARDVALE-AIR.EXAMPLE\n`,
  );
  for (const [code, name, lat, lon] of AERODROMES) {
    const list = Array.from({ length: between(random, 30, 50) }, () =>
      notam(code, lat, lon, oneOf(random, [4, 5, 6, 7, 0, 2, 9, 11]), name),
    );
    sections.push(`${code} ${name}\n\n${list.join('\n\n')}\n`);
  }
  const enRoute: string[] = Array.from({ length: 1000 }, () => {
    const ad = oneOf(random, AERODROMES);
    return notam(null, ad[2] + (random() - 0.5), ad[3] + (random() - 0.5) * 2, oneOf(random, [0, 1, 1, 2, 2, 3, 3, 4, 8, 9, 10, 11]));
  });
  const crane = `H${pad(serial++, 4)}/26 NOTAMN\nQ) EGPX/QOBCE/IV/M/W/000/003/5728N00411W001\nA) EGPX B) 2610210700 C) ${needle} EST\nE) TEMPO CRANE ERECTED PSN 572826N 0041043W (RAIGMORE HOSPITAL, 190M SE OF HELIPAD). MAX HGT 298FT AMSL, 178FT AGL. CRANE LIT AT NIGHT. HEMS OPERATORS CONTACT SITE MANAGER TEL 07700900417 BEFORE ARR.\nF) SFC G) 300FT AMSL`;
  const lights = `H${pad(serial++, 4)}/26 NOTAMN\nQ) EGPX/QFAHX/IV/NBO/W/000/001/5728N00411W001\nA) EGPX B) 2611020900 C) 2611062359\nE) RAIGMORE HOSPITAL HELIPAD FLOODLIGHTING U/S.`;
  enRoute.splice(610, 0, crane);
  enRoute.splice(120, 0, lights);
  sections.splice(1, 0, `EGPX SCOTTISH FIR (EN-ROUTE)\n\n${enRoute.join('\n\n')}\n`);
  sections.push('END OF BULLETIN');
  const text = sections.join('\n');
  const output = JSON.stringify({
    pibId: `PIB-${notamTime(TODAY + 6 * HOUR)}-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}`,
    product: 'AREA',
    fir: ['EGPX'],
    aerodromes: AERODROMES.map((a) => a[0]),
    validFrom: notamTime(TODAY + 6 * HOUR),
    validTo: notamTime(TODAY + 30 * HOUR),
    lowerFl: 0,
    upperFl: 100,
    notamCount: text.split('NOTAMN').length - 1,
    text,
  });
  return probe(
    'round 92: NOTAM bulletin JSON',
    'When does the NOTAM for the crane by the Raigmore Hospital helipad end?',
    'notam_briefing',
    output,
    'crane-notam-end',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b1. Crew roster and duty export, YAML.

function rosterYaml(): EconomicsTask {
  const random = seededRandom(92_004);
  const needle = '2026-11-10T22:51Z';
  const from = Date.UTC(2026, 9, 19);
  const days = 29;
  const lines: string[] = [
    '# roster export --format yaml --from 2026-10-19 --to 2026-11-16 --all-crew',
    'export:',
    `  generated: ${isoS(TODAY + 7 * HOUR + 2 * MIN)}`,
    '  scheme: "Ardvale FTL scheme rev 9 (UK CAA approved, ORO.FTL.205 HEMS/SAR variant)"',
    '  period: { from: 2026-10-19, to: 2026-11-16 }',
    'crew:',
  ];
  const hollisIndex = CREW.findIndex((c) => c.last === 'Hollis');
  const order = [...CREW];
  // Hollis sits near the middle of the export.
  order.splice(hollisIndex, 1);
  order.splice(Math.floor(order.length * 0.45), 0, CREW[hollisIndex]!);
  for (const member of order) {
    const pilot = member.role === 'PIC' || member.role === 'Co-pilot';
    lines.push(
      `  - id: ${member.id}`,
      `    name: "${member.last}, ${member.first}"`,
      `    role: ${member.role}`,
      `    home_base: ${member.base}`,
      pilot
        ? `    licence: "UK.FCL.${oneOf(random, ['ATPL', 'CPL'])}(H).${pad(between(random, 1000, 9999), 5)}"`
        : `    registration: "${member.role === 'Doctor' ? 'GMC ' + between(random, 6000000, 7999999) : 'HCPC PA' + between(random, 10000, 99999)}"`,
      '    duties:',
    );
    // Hollis is on duty on 27 October and 9 November, and goes into discretion on both.
    const offset = member.last === 'Hollis' ? 3 : pick(random, 8);
    let duty7 = between(random, 20, 44) * 60;
    let duty28 = between(random, 90, 150) * 60;
    let flight28 = between(random, 20, 70) * 60;
    for (let day = 0; day < days; day++) {
      if ((day + offset) % 8 >= 4) continue;
      const date = from + day * DAY;
      const hollisDay = member.last === 'Hollis' && ymd(date) === '2026-11-09';
      const night = hollisDay || random() < 0.3;
      const sarCrew = member.role === 'Winchman' || member.role === 'Winch operator';
      const pattern =
        !hollisDay && (sarCrew || (pilot && member.base === 'EGPO' && random() < 0.3))
          ? 'SAR-24'
          : night
            ? 'HEMS-N'
            : oneOf(random, ['HEMS-D', 'HEMS-LD']);
      const report = hollisDay
        ? date + 18 * HOUR + 45 * MIN
        : date + (night ? between(random, 18, 19) : between(random, 6, 8)) * HOUR + oneOf(random, [0, 15, 30, 45]) * MIN;
      const planned = hollisDay || pattern === 'SAR-24' ? 12 * 60 : between(random, 10, 12) * 60;
      const discretion = hollisDay || (member.last === 'Hollis' && ymd(date) === '2026-10-27') || (pilot && random() < 0.035);
      const extension = hollisDay ? 82 : discretion ? between(random, 15, 110) : 0;
      const actual = discretion ? planned + extension : planned - between(random, 0, 95);
      const off = report + actual * MIN;
      // The minimum rest: as long as the duty, 12 hours at least, plus any extension.
      const rest = Math.max(actual, 12 * 60) + extension;
      let restUntil = off + rest * MIN;
      if (!hollisDay && isoM(restUntil) === needle) restUntil += MIN;
      const sectors = between(random, 1, 8);
      const flight = between(random, 30, Math.min(actual - 60, 330));
      duty7 = Math.max(0, duty7 + actual - between(random, 300, 700));
      duty28 = Math.max(0, duty28 + actual - between(random, 400, 800));
      flight28 = Math.max(0, flight28 + flight - between(random, 60, 250));
      lines.push(
        `      - date: ${ymd(date)}`,
        `        pattern: ${pattern}`,
        `        base: ${member.base}`,
        `        aircraft: ${
          oneOf(
            random,
            FLEET.filter((a) => (pattern === 'SAR-24' ? a.role === 'SAR' : a.role === 'HEMS') && a.base === member.base),
          ).reg
        }`,
        `        report: "${hhmm(report)}"`,
        `        off_duty: "${hhmm(off)}"`,
        `        fdp_planned: "${durHM(planned)}"`,
        `        fdp_actual: "${durHM(actual)}"`,
        `        sectors: ${sectors}`,
        `        flight_time: "${durHM(flight)}"`,
        `        night_duty: ${night}`,
        '        discretion:',
        `          used: ${discretion}`,
      );
      if (discretion)
        lines.push(
          `          extension: "${durHM(extension)}"`,
          `          reason: "${hollisDay ? 'Weather hold at Western Isles Hospital pad, patient transfer completed after fog cleared' : oneOf(random, ['Late tasking, Cat1 RTC, return after FDP end', 'Patient handover delayed at receiving hospital', 'Refuel delay at EGPC, fuel bowser U/S', 'SAR search extended at request of ARCC', 'Aircraft unserviceable away from base, recovered by road'])}"`,
          `          report_ref: DR-26-${pad(between(random, 20, 99), 3)}`,
        );
      lines.push(
        '        rest:',
        `          minimum: "${durHM(rest)}"`,
        `          rest_until: ${isoM(restUntil)}`,
        '        cumulative:',
        `          duty_7d: "${durHM(duty7)}"`,
        `          duty_28d: "${durHM(duty28)}"`,
        `          flight_28d: "${durHM(flight28)}"`,
        `        missions: [${Array.from({ length: between(random, 0, 4) }, () => `AVR-26-${pad(between(random, 3810, 4190), 5)}`).join(', ')}]`,
      );
    }
  }
  return probe(
    'round 92: crew duty roster YAML',
    "Andrew Hollis used commander's discretion on 9 November. When was he rested until after that duty?",
    'roster_export',
    lines.join('\n') + '\n',
    'hollis-rest',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b2. Controlled drugs register API, pretty JSON.

const CD_DRUGS = [
  { name: 'Morphine sulfate', strength: '10 mg/1 mL', form: 'ampoule', schedule: 2, unit: 'mg', per: 10 },
  { name: 'Ketamine', strength: '200 mg/20 mL', form: 'vial', schedule: 2, unit: 'mg', per: 200 },
  { name: 'Fentanyl citrate', strength: '100 micrograms/2 mL', form: 'ampoule', schedule: 2, unit: 'micrograms', per: 100 },
  { name: 'Midazolam', strength: '10 mg/2 mL', form: 'ampoule', schedule: 3, unit: 'mg', per: 10 },
];
const NURSES = [
  'Staff Nurse Eilidh Corrigan',
  'Charge Nurse Peter Ballantyne',
  'Staff Nurse Rona Whyte',
  'Sister Janet Macintyre',
  'Staff Nurse Lucy Adeyemi',
  'Charge Nurse Gavin Tulloch',
];

function cdRegister(): EconomicsTask {
  const random = seededRandom(92_005);
  const needle = 'Staff Nurse Catriona Vass';
  const doctors = crewOf('Doctor');
  const ccps = crewOf('CCP');
  const person = (c: CrewMember) => ({
    name: `${c.role === 'Doctor' ? 'Dr' : 'CCP'} ${c.first} ${c.last}`,
    reg: c.role === 'Doctor' ? `GMC ${7000000 + Number(c.id.slice(1)) * 137}` : `HCPC PA${40000 + Number(c.id.slice(2)) * 211}`,
  });
  const nmc = () =>
    `NMC ${pad2(between(random, 1, 24))}${oneOf(random, ['A', 'C', 'I', 'Y'])}${pad(between(random, 0, 9999), 4)}${oneOf(random, ['E', 'S', 'N', 'W'])}`;
  const bases = ['EGPE', 'EGPC', 'EGPO'];
  const balances = new Map<string, number>();
  const batches = new Map<string, string>();
  const entries: Record<string, unknown>[] = [];
  let t = Date.UTC(2026, 8, 20, 7);
  const kinlochewe = at('2026-10-21T10:05:00Z');
  let kinDone = false;
  const entry = (
    tm: number,
    base: string,
    drug: (typeof CD_DRUGS)[number],
    transaction: string,
    qty: number,
    extra: { dose?: string; incident?: object | null; by: object; witness: object; notes?: string },
  ): void => {
    const key = `${base}/${drug.name}`;
    const consumes = transaction !== 'RECEIVED' && transaction !== 'WASTED' && transaction !== 'CHECK';
    // Stock runs low: pharmacy restocks the base before the next use.
    if (consumes && (balances.get(key) ?? 10) < 2)
      entry(tm - between(random, 60, 600) * MIN, base, drug, 'RECEIVED', 10, {
        by: extra.witness,
        witness: { name: 'Pharmacist A. Dunbar', reg: 'GPhC 2081147' },
        notes: `Requisition RQ-${between(random, 1000, 9999)} from NHS Highland pharmacy`,
      });
    const bal =
      (balances.get(key) ?? 10) + (transaction === 'RECEIVED' ? qty : transaction === 'WASTED' || transaction === 'CHECK' ? 0 : -qty);
    balances.set(key, bal);
    if (!batches.has(key) || transaction === 'RECEIVED')
      batches.set(key, `${drug.name.slice(0, 2).toUpperCase()}${between(random, 1000, 9999)}${oneOf(random, ['A', 'B', 'C', 'K'])}`);
    entries.push({
      entryId: '',
      timestamp: isoS(tm),
      base,
      kit: `DP-${base}-0${between(random, 1, 3)}`,
      drug: { name: drug.name, strength: drug.strength, form: drug.form, schedule: drug.schedule },
      batch: batches.get(key),
      expiry: `${between(random, 2027, 2029)}-${pad2(between(random, 1, 12))}`,
      transaction,
      quantity: { value: qty, unit: drug.form },
      dose: extra.dose ?? null,
      incident: extra.incident ?? null,
      by: extra.by,
      witness: extra.witness,
      balanceAfter: bal,
      notes: extra.notes ?? '',
    });
  };
  while (t < TODAY - 6 * HOUR) {
    if (!kinDone && t > kinlochewe - 45 * MIN) {
      kinDone = true;
      const morphine = CD_DRUGS[0]!;
      const incident = { id: 'AVR-26-03981', location: 'Kinlochewe', hospital: 'Raigmore Hospital' };
      const doc = person(doctors[2]!);
      const ccp = person(ccps[4]!);
      entry(kinlochewe - 40 * MIN, 'EGPE', morphine, 'ADMINISTERED', 1, {
        dose: '5 mg IV',
        incident,
        by: doc,
        witness: ccp,
        notes: 'Titrated 2.5 mg x2, remainder retained for transfer',
      });
      entry(kinlochewe - 31 * MIN, 'EGPE', CD_DRUGS[1]!, 'ADMINISTERED', 1, {
        dose: '40 mg IV',
        incident,
        by: doc,
        witness: ccp,
        notes: 'Analgesia for extrication',
      });
      entry(kinlochewe + 29 * MIN, 'EGPE', morphine, 'WASTED', 0, {
        dose: '5 mg (0.5 mL) discarded',
        incident,
        by: doc,
        witness: { name: needle, reg: 'NMC 08C1937S', location: 'Raigmore Hospital ED' },
        notes: 'Remainder of ampoule from ADMINISTERED entry above, discarded into denaturing kit at ED handover',
      });
      t = Math.max(t, kinlochewe + 35 * MIN);
    }
    const base = oneOf(random, bases);
    const drug = oneOf(random, CD_DRUGS);
    const roll = random();
    const doc = person(oneOf(random, doctors));
    const ccp = person(oneOf(random, ccps));
    const place = oneOf(
      random,
      PLACES.filter((p) => p.name !== 'Kinlochewe'),
    );
    const incident = { id: `AVR-26-${pad(between(random, 3700, 4190), 5)}`, location: place.name, hospital: oneOf(random, HOSPITALS).name };
    if (roll < 0.45) {
      const given = Math.round(drug.per * (0.2 + random() * 0.8) * 2) / 2;
      entry(t, base, drug, 'ADMINISTERED', 1, {
        dose: `${given} ${drug.unit} ${oneOf(random, ['IV', 'IO', 'IM', 'IN'])}`,
        incident,
        by: doc,
        witness: ccp,
      });
    } else if (roll < 0.7) {
      const hospitalWitness = random() < 0.5;
      const byDoctor = random() < 0.5;
      entry(t, base, drug, 'WASTED', 0, {
        dose: `${fixed(drug.per * random() * 0.6, 1)} ${drug.unit} discarded`,
        incident,
        by: byDoctor ? doc : ccp,
        witness: hospitalWitness ? { name: oneOf(random, NURSES), reg: nmc(), location: `${incident.hospital} ED` } : byDoctor ? ccp : doc,
        notes: 'Residual volume after administration, denatured',
      });
    } else if (roll < 0.82) {
      entry(t, base, drug, 'CHECK', 0, {
        by: ccp,
        witness: doc,
        notes: oneOf(random, ['Daily check, seals intact', 'Shift handover check, balance correct', 'Weekly stock check']),
      });
    } else if (roll < 0.92) {
      entry(t, base, drug, 'RECEIVED', oneOf(random, [5, 10]), {
        by: ccp,
        witness: {
          name: oneOf(random, ['Pharmacist A. Dunbar', 'Pharmacy Technician K. Hay', 'Pharmacist S. Oyelaran']),
          reg: `GPhC ${between(random, 2000000, 2299999)}`,
        },
        notes: `Requisition RQ-${between(random, 1000, 9999)} from NHS Highland pharmacy`,
      });
    } else {
      entry(t, base, drug, oneOf(random, ['DESTROYED', 'BROKEN', 'RETURNED']), 1, {
        by: ccp,
        witness: oneOf(random, [doc, { name: 'Authorised Witness M. Fordyce (NHS Highland CD team)', reg: 'AW-0071' }]),
        notes: oneOf(random, [
          'Expired stock, destroyed in DOOP kit',
          'Ampoule dropped during kit check, fragments disposed in sharps',
          'Returned to pharmacy, short-dated',
        ]),
      });
    }
    t += between(random, 35, 380) * MIN;
  }
  entries.sort((x, y) => String(x.timestamp).localeCompare(String(y.timestamp)));
  entries.forEach((e, i) => (e.entryId = `CDR-${String(e.base)}-2026-${pad(1400 + i, 5)}`));
  const output = JSON.stringify(
    {
      register: 'Ardvale Air Rescue - Controlled Drugs Register (Schedules 2 and 3)',
      apiVersion: 'v2',
      generatedAt: isoS(TODAY + 6 * HOUR),
      filter: { base: 'all', from: '2026-09-20', to: '2026-11-16' },
      count: entries.length,
      entries,
    },
    null,
    2,
  );
  return probe(
    'round 92: controlled drugs register JSON',
    'Who witnessed the leftover morphine being wasted after the Kinlochewe job?',
    'cd_register_entries',
    output,
    'cd-witness',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b3. Technical log export, pretty XML.

const DEFECTS: readonly [string, string, string | null][] = [
  ['21-50', 'Cabin heater output low in hover, crew report cold cabin', '21-50-01'],
  ['23-10', 'VHF 2 weak transmit reported by Scottish Information', '23-10-02'],
  ['23-50', 'ICS rear cabin station 3 crackling on transmit', '23-50-03'],
  ['25-11', 'Stretcher loading system latch stiff to release', null],
  ['25-60', 'ELT panel light flickering on power up', null],
  ['28-40', 'Fuel quantity indication tank 2 fluctuating 20 kg', '28-40-01'],
  ['30-40', 'Windscreen wiper LH parks out of position', '30-40-01'],
  ['33-40', 'Searchlight slew intermittent in azimuth', '33-40-02'],
  ['33-40', 'Landing light RH U/S', '33-40-01'],
  ['34-20', 'AFCS upper modes disengaged once in cruise, reset OK', null],
  ['34-41', 'Weather radar display blank on MFD 3, restored after reset', '34-41-01'],
  ['34-52', 'Transponder 2 fail caption on start, cleared after 2 min', '34-52-01'],
  ['34-61', 'FLIR image freezing intermittently', '34-61-01'],
  ['52-10', 'Cabin sliding door RH hard to close', null],
  ['63-10', 'MGB chip caption illuminated briefly on shutdown', null],
  ['71-00', 'No 2 engine oil consumption high, topped 0.4 L', null],
  ['79-30', 'Engine No 1 oil pressure gauge flickering', null],
  ['25-90', 'Hoist cable guillotine test light dim', '25-90-02'],
];

function techLog(): EconomicsTask {
  const random = seededRandom(92_006);
  const needle = '2026-11-22T23:59Z';
  const engineers = Array.from({ length: 9 }, (_, i) => ({
    name: `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
    licence: `UK.66.${pad(between(random, 1000, 9999), 5)}${oneOf(random, ['B1', 'B2', 'B1/B2'])}`,
    id: i,
  }));
  const pilots = crewOf('PIC');
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<TechLog operator="Ardvale Air Rescue Ltd" aoc="UK.AOC.0417" exported="${isoS(TODAY + 6 * HOUR + 30 * MIN)}" scope="open and closed entries since 2026-08-01">`,
  ];
  for (const a of FLEET) {
    lines.push(`  <Aircraft reg="${a.reg}" type="${a.type}" msn="${a.msn}">`);
    let page = between(random, 3000, 6000);
    let hours = 3000 + random() * 4000;
    const count = between(random, 95, 125);
    const times = Array.from({ length: count }, () => Date.UTC(2026, 7, 1) + pick(random, 107 * 24 * 60) * MIN).sort((x, y) => x - y);
    let plantAt = -1;
    if (a.reg === 'G-AVRB') {
      times.push(at('2026-11-12T16:08:00Z'));
      times.sort((x, y) => x - y);
      plantAt = times.indexOf(at('2026-11-12T16:08:00Z'));
    }
    times.forEach((raised, i) => {
      const planted = a.reg === 'G-AVRB' && i === plantAt;
      const [ata, text, mel] = planted
        ? ([
            '34-40',
            'Radar altimeter No 2 intermittent, OFF flag on approach over water at Dunnet Head. Power cycled in flight, fault recurred.',
            '34-40-02',
          ] as const)
        : random() < 0.025
          ? ([
              '34-40',
              `Radar altimeter No ${oneOf(random, [1, 2])} ${oneOf(random, ['height indication jumping over sea', 'OFF flag in turns', 'unreliable below 200 ft'])}`,
              a.reg === 'G-AVRB' ? null : '34-40-01',
            ] as const)
          : oneOf(random, DEFECTS);
      const pilot = oneOf(random, pilots);
      const eng = oneOf(random, engineers);
      const deferred = planted || (mel !== null && random() < 0.3);
      const open = planted || (deferred && raised > TODAY - 10 * DAY);
      page += between(random, 1, 4);
      lines.push(
        `    <Entry page="${a.reg.slice(2)}-${pad(page, 5)}" item="${between(random, 1, 3)}" status="${open ? 'DEFERRED' : 'CLOSED'}">`,
        `      <Raised utc="${isoM(raised)}" by="${pilot.id}" name="Capt ${pilot.first[0]}. ${pilot.last}" />`,
        `      <Ata>${ata}</Ata>`,
        `      <Defect>${text}</Defect>`,
      );
      if (deferred) {
        const deferredAt = raised + between(random, 30, 180) * MIN;
        const day = new Date(deferredAt);
        let rectify = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + oneOf(random, [3, 10, 10, 10, 120]), 23, 59);
        if (planted) rectify = at('2026-11-22T23:59:00Z');
        else if (isoM(rectify) === needle) rectify += DAY;
        lines.push(
          `      <Action>${planted ? 'Fault confirmed on ground test, No 2 transceiver suspect. No serviceable spare in stores. Deferred IAW MEL, placard fitted.' : 'Fault confirmed. Deferred IAW MEL pending parts.'}</Action>`,
          `      <Deferral mel="${mel}" category="${planted ? 'C' : oneOf(random, ['B', 'C', 'C', 'D'])}" placard="${planted ? 'RAD ALT 2 INOP' : `${ata} ITEM INOP`}">`,
          `        <DeferredUtc>${isoM(deferredAt)}</DeferredUtc>`,
          `        <RectifyBy>${isoM(rectify)}</RectifyBy>`,
          `        <AuthorisedBy name="${eng.name}" licence="${eng.licence}" />`,
          `        <PartsOnOrder>PO 26-${pad(between(random, 1, 11), 2)}-${pad(between(random, 1, 999), 4)}</PartsOnOrder>`,
          '      </Deferral>',
        );
      } else {
        lines.push(
          `      <Action>${oneOf(random, ['Connector cleaned and reseated, ground run satisfactory.', 'Unit replaced IAW AMM, functional test satisfactory.', 'Adjusted IAW AMM, tested satisfactory.', 'Investigated, no fault found. Monitor.', 'Bulb replaced, ops check good.'])}</Action>`,
        );
      }
      if (!open) {
        const closed = Math.min(raised + between(random, 2, 240) * HOUR, TODAY + 6 * HOUR - between(random, 10, 300) * MIN);
        lines.push(
          `      <Closure utc="${isoM(closed)}" crs="CRS-${a.reg.slice(2)}-${between(random, 10000, 99999)}" name="${eng.name}" licence="${eng.licence}" />`,
        );
      }
      hours += random() * 6;
      lines.push(`      <HoursAtEntry airframe="${fixed(hours, 1)}" />`, '    </Entry>');
    });
    lines.push('  </Aircraft>');
  }
  lines.push('</TechLog>');
  return probe(
    'round 92: tech log XML',
    'G-AVRB has a deferred defect on its radar altimeter. By when does it have to be rectified?',
    'techlog_export',
    lines.join('\n') + '\n',
    'radalt-rectify',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c1. Satellite flight-following gateway log.

function flightwatchLog(): EconomicsTask {
  const random = seededRandom(92_007);
  const needle = '2026-11-13T18:58:31.401Z';
  const from = Date.UTC(2026, 10, 12);
  const to = Date.UTC(2026, 10, 16);
  const events: { t: number; line: string }[] = [];
  const cs = (a: Aircraft) => a.callsign.replace(' ', '').toUpperCase().replace('HELIMED', 'HLMD');
  const log = (t: number, level: string, msg: string) =>
    events.push({ t, line: `${isoMs(t)} fw-gw01 flightwatch[2114]: ${level.padEnd(7)}${msg}` });
  const hms = (ms: number) => {
    const s = Math.floor(ms / 1000);
    return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
  };
  const seqs = new Map<string, number>(FLEET.map((a, i) => [a.reg, 40_000 + i * 13_771]));
  const bearing = (from: { lat: number; lon: number }, to: { lat: number; lon: number }) =>
    Math.round((Math.atan2((to.lon - from.lon) * Math.cos((from.lat * Math.PI) / 180), to.lat - from.lat) * 180) / Math.PI + 360) % 360;
  /** The SAR watch: an overdue notice every five minutes without a position, until the track resumes. */
  const overdue = (a: Aircraft, last: number, resumed: number) => {
    for (let stage = 1; last + stage * 300_000 < resumed && stage <= 3; stage++) {
      const action = stage === 1 ? 'ops_alert' : stage === 2 ? 'sar_watch_started' : 'arcc_informed';
      log(
        last + stage * 300_000 + between(random, 20, 900),
        'NOTICE',
        `overdue reg=${a.reg} cs=${cs(a)} last_pos=${isoMs(last)} age=${stage * 300}s stage=${stage} action=${action}`,
      );
    }
  };
  /**
   * One flight from `origin` to `dest` and back (or on to `origin` again), a position a minute; with a
   * gap, no position between `gap[0]` and `gap[1]` and a track_resumed notice at the first one after.
   */
  const fly = (
    a: Aircraft,
    t0: number,
    t1: number,
    origin: { lat: number; lon: number; site: string },
    dest: { lat: number; lon: number },
    landing: string,
    gap?: readonly [number, number],
    oneWay = false,
  ) => {
    log(t0, 'INFO', `takeoff reg=${a.reg} cs=${cs(a)} site=${origin.site} lat=${fixed(origin.lat, 5)} lon=${fixed(origin.lon, 5)}`);
    const times: number[] = [];
    for (let t = t0 + MIN + between(random, 0, 5000); t < t1 - MIN; t += MIN + between(random, -2000, 2000)) {
      if (gap && t > gap[0] - 30_000 && t < gap[1] + 30_000) continue;
      times.push(t);
    }
    if (gap) times.push(gap[0], gap[1]);
    times.sort((x, y) => x - y);
    const mid = t0 + (t1 - t0) / 2;
    const cruise = between(random, 10, 25) * 100;
    for (const t of times) {
      const seq = seqs.get(a.reg)!;
      seqs.set(a.reg, seq + 1);
      const f = oneWay ? (t - t0) / (t1 - t0) : t < mid ? (t - t0) / (mid - t0) : (t1 - t) / (t1 - mid);
      const lat = origin.lat + (dest.lat - origin.lat) * f + (random() - 0.5) * 0.004;
      const lon = origin.lon + (dest.lon - origin.lon) * f + (random() - 0.5) * 0.006;
      const nearGround = oneWay ? f > 0.95 || f < 0.05 : f > 0.93 || f < 0.07;
      const track = (oneWay || t < mid ? bearing(origin, dest) : bearing(dest, origin)) + between(random, -6, 6);
      const fields = `reg=${a.reg} cs=${cs(a)} lat=${fixed(lat, 5)} lon=${fixed(lon, 5)} alt=${nearGround ? between(random, 200, 700) : cruise + between(random, -120, 120)}ft gs=${nearGround ? between(random, 40, 90) : between(random, 118, 142)}kt trk=${pad((track + 360) % 360, 3)} src=${oneOf(random, ['SBD', 'SBD', 'SBD', 'GPRS'])} seq=${seq}`;
      if (gap && t === gap[1]) log(t, 'NOTICE', `track_resumed ${fields} gap=${hms(gap[1] - gap[0])}`);
      else log(t, 'INFO', `pos ${fields}`);
    }
    if (gap) overdue(a, gap[0], gap[1]);
    log(t1, 'INFO', `landing reg=${a.reg} cs=${cs(a)} site=${landing}`);
  };
  // Rescue 951's Friday evening flight back from the Western Isles: the track drops out over Wester Ross.
  const plantedStart = at('2026-11-13T17:52:00Z');
  const plantedEnd = at('2026-11-13T19:31:00Z');
  const r951 = fleet('G-AVRS');
  log(plantedStart - 9 * MIN + 412, 'INFO', 'mission_link reg=G-AVRS cs=RESCUE951 mission=AVR-26-04108 tasking=ARCC-26-2291');
  fly(
    r951,
    plantedStart,
    plantedEnd,
    { lat: 58.2088, lon: -6.3921, site: 'WIH HLS' },
    { lat: BASES.EGPE!.lat, lon: BASES.EGPE!.lon },
    'EGPE',
    [at('2026-11-13T18:44:09.873Z'), at(needle)],
    true,
  );
  for (const a of FLEET.filter((x) => x.reg !== 'G-AVRE')) {
    const base = BASES[a.base]!;
    for (let day = from; day < to; day += DAY) {
      let t = day + between(random, 6, 9) * HOUR + between(random, 0, 59) * MIN;
      const flights = between(random, 2, 4);
      for (let f = 0; f < flights; f++) {
        const dur = between(random, 30, 105) * MIN;
        if (a.reg === 'G-AVRS' && t < plantedEnd + 20 * MIN && t + dur > plantedStart - 40 * MIN)
          t = plantedEnd + between(random, 40, 90) * MIN;
        if (t + dur > day + DAY) break;
        const place = oneOf(random, PLACES);
        // Saturday morning: Rescue 951 drops out for a few minutes in Glen Affric.
        const saturday = a.reg === 'G-AVRS' && day === Date.UTC(2026, 10, 14) && f === 0;
        let gap: [number, number] | undefined;
        if (saturday || random() < 0.12) {
          const g = t + Math.floor(dur * 0.3) + between(random, 0, 20_000);
          gap = [g, g + between(random, 330, 560) * 1000 + between(random, 0, 999)];
        }
        fly(
          a,
          t,
          t + dur,
          { ...base, site: a.base },
          place,
          oneOf(random, ['RAIG HLS', 'WIH HLS', 'CGH HLS', a.base, a.base, 'BRFD HLS']),
          gap,
        );
        t += dur + between(random, 40, 300) * MIN;
      }
    }
  }
  for (let t = from; t < to; t += 5 * MIN)
    log(
      t + between(random, 5, 40),
      'INFO',
      `heartbeat sbd_queue=${between(random, 0, 3)} gprs_links=${between(random, 2, 5)} clients=${between(random, 3, 7)} uptime=${Math.round((t - from) / 1000) + 1_204_311}s`,
    );
  for (let t = from + 17 * MIN; t < to; t += between(random, 90, 400) * MIN)
    log(
      t,
      'INFO',
      `client ${oneOf(random, ['connect', 'disconnect'])} user=${oneOf(random, ['ops.desk', 'arcc.link', 'sas.acc', 'duty.pilot', 'eng.control'])} addr=10.41.${between(random, 0, 9)}.${between(random, 2, 250)}`,
    );
  events.sort((x, y) => x.t - y.t);
  const output = events.map((e) => e.line).join('\n') + '\n';
  return probe(
    'round 92: flight-following log, preamble',
    'The ops room rang this morning: Rescue 951 dropped off the tracking screen for a while on Friday evening on the way back from the Western Isles, long enough for the SAR watch to be started. What time did it come back on the tracker?',
    'flightwatch_log',
    output,
    'r951-back',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c2. Rescue hoist cycle log dump, CSV.

function hoistLog(): EconomicsTask {
  const random = seededRandom(92_008);
  const needle = '251.7';
  const hoists = [
    { reg: 'G-AVRS', pos: 'HOIST 1', sn: 'GH1187' },
    { reg: 'G-AVRT', pos: 'HOIST 1', sn: 'GH1203' },
    { reg: 'G-AVRS', pos: 'HOIST 2', sn: 'GH1240' },
    { reg: 'G-AVRT', pos: 'HOIST 2', sn: 'GH1262' },
  ];
  const operators = crewOf('Winch operator').map((c) => c.id);
  const TRAINING = [
    'EGPE TRG AREA',
    'EGPO TRG AREA',
    'LOCH NESS TRG',
    'MV MINCH ORCHID DECK',
    'STORNOWAY LIFEBOAT',
    'CLACHNAHARRY SEA LOCK',
    'NLV PHAROS DECK',
    'CAIRNGORM TRG SITE',
  ];
  const header =
    'event_utc,reg,hoist_pos,hoist_pn,hoist_sn,cycle_no,mission_ref,location,mode,load_desc,cable_out_max_m,peak_load_kg,peak_at_s,duration_s,max_speed_mpm,motor_temp_c,shock_load,operator_id';
  const rows: string[] = [header];
  const loadFor = (desc: string): number => {
    const base: Record<string, [number, number]> = {
      'EMPTY HOOK': [4, 14],
      'KIT BAG': [12, 35],
      WM: [88, 118],
      'WM+DUMMY': [160, 205],
      'WM+SURVIVOR': [165, 230],
      'WM+STRETCHER': [112, 140],
      'WM+STRETCHER+CAS': [205, 262],
      'HI-LINE': [20, 60],
      'WM+STROP CAS': [170, 235],
    };
    const [lo, hi] = base[desc] ?? [50, 100];
    return lo + random() * (hi - lo);
  };
  const row = (
    t: number,
    h: (typeof hoists)[number],
    cycle: number,
    mission: string,
    location: string,
    mode: string,
    desc: string,
    load?: number,
  ): string => {
    let r: string;
    do {
      const cable = desc === 'EMPTY HOOK' ? 5 + random() * 40 : 8 + random() * 75;
      const peak = load ?? loadFor(desc);
      r = [
        isoS(t),
        h.reg,
        h.pos,
        '44316-10-2',
        h.sn,
        cycle,
        mission,
        location,
        mode,
        desc,
        fixed(cable, 1),
        fixed(peak, 1),
        fixed(2 + random() * 50, 1),
        between(random, 25, 210),
        fixed(38 + random() * 22, 1),
        between(random, 22, 71),
        random() < 0.01 ? 'Y' : 'N',
        oneOf(random, operators),
      ].join(',');
    } while (load === undefined && r.includes(needle));
    return r;
  };
  for (const h of hoists) {
    let cycle = between(random, 2100, 4800);
    let t = Date.UTC(2026, 4, 20, 9);
    let plantedDone = false;
    while (t < TODAY - 10 * HOUR) {
      const sar = random() < 0.3;
      if (h.sn === 'GH1203' && !plantedDone && t > at('2026-11-11T12:00:00Z')) {
        plantedDone = true;
        // The Duncansby Head cliff job, on the night of Wednesday 11 November.
        let c = at('2026-11-11T22:31:17Z');
        const job = (desc: string, step: number, load?: number) => {
          rows.push(row(c, h, cycle++, 'SAR-26-1187', 'DUNCANSBY HEAD', 'RESCUE', desc, load));
          c += step * 1000;
        };
        job('WM', 214, 104.3);
        job('WM+STRETCHER', 388, 131.8);
        job('WM+STRETCHER+CAS', 161, Number(needle));
        job('EMPTY HOOK', 97, 9.6);
        t = at('2026-11-12T09:30:00Z');
        continue;
      }
      const mission = sar
        ? `SAR-26-${pad(300 + Math.floor(((t - Date.UTC(2026, 0, 1)) / DAY) * 2.8) + between(random, 0, 2), 4)}`
        : `TRG-${ymd(t).slice(2).replace(/-/g, '')}-${between(random, 1, 3)}`;
      const location = sar
        ? oneOf(random, [
            'CAPE WRATH',
            'OLD MAN OF STOER',
            'SANDWOOD BAY',
            'MV AILSA CRAIG (FV)',
            'AN TEALLACH',
            'LIATHACH',
            'BUTT OF LEWIS',
            'SGURR ALASDAIR',
            'FV OCEAN HARVEST',
            'HOLBURN HEAD',
            'STAC POLLAIDH',
            'NOSS HEAD',
            'CUILLIN RIDGE',
          ])
        : oneOf(random, TRAINING);
      const cycles = sar ? between(random, 2, 6) : between(random, 6, 18);
      let c = t;
      for (let i = 0; i < cycles; i++) {
        const desc = sar
          ? oneOf(random, ['WM', 'WM+STRETCHER', 'WM+STRETCHER+CAS', 'WM+STROP CAS', 'EMPTY HOOK', 'KIT BAG', 'HI-LINE'])
          : oneOf(random, ['WM', 'WM', 'WM+DUMMY', 'WM+SURVIVOR', 'EMPTY HOOK', 'HI-LINE', 'KIT BAG', 'WM+STRETCHER']);
        rows.push(row(c, h, cycle++, mission, location, sar ? 'RESCUE' : 'TRAINING', desc));
        c += between(random, 60, 420) * 1000;
      }
      t += between(random, 14, 90) * HOUR + between(random, 0, 3599) * 1000;
    }
  }
  return probe(
    'round 92: rescue hoist log, paraphrase',
    'Engineering are doing the six-monthly inspection on the rescue winch from Rescue 952 and want the heaviest lifts since the last one. On the cliff job at Duncansby Head last Wednesday night, when they brought the casualty up in the stretcher with the winchman, how much weight was on the cable at its peak?',
    'hoist_log_dump',
    rows.join('\n') + '\n',
    'winch-peak',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c3. Fuel supplier statement of account, fixed-width text.

function fuelStatement(): EconomicsTask {
  const random = seededRandom(92_009);
  const needle = '1184.5';
  const plantedDay = Date.UTC(2026, 9, 24);
  const WIDTH = 118;
  const rule = '-'.repeat(WIDTH);
  const remote = ['EGPA', 'EGPB', 'EGPL', 'EGPU', 'EGPD', 'EGQS', 'EGPI'];
  const lines: string[] = [];
  let page = 1;
  let onPage = 0;
  const pageHeader = () => {
    lines.push(
      '',
      `NORTHERN AVIATION FUELS (UK) LTD${' '.repeat(52)}STATEMENT OF ACCOUNT`,
      'Customer: 0040017722  ARDVALE AIR RESCUE LTD, HANGAR 3, INVERNESS AIRPORT, IV2 7JB',
      `Statement period: 01-OCT-2026 to 16-NOV-2026        Currency: GBP        Statement no: ST-2611-0417        Page ${page}`,
      rule,
      'DELIV DATE  TIME   LOCN  A/C REG  TYPE  TICKET NO       PRODUCT    VOLUME L    DENS   MASS KG   UNIT PR/L    NET AMOUNT',
      rule,
    );
    page++;
    onPage = 0;
  };
  let totalL = 0;
  let totalNet = 0;
  const byLoc = new Map<string, number>();
  const delivery = (t: number, loc: string, a: Aircraft, litres: number) => {
    if (onPage >= 14) pageHeader();
    const dens = 0.795 + random() * 0.015;
    const price = 0.92 + random() * 0.14;
    const net = litres * price;
    const fee = oneOf(random, [32.5, 38.5, 45.0, 27.0]);
    const vat = (net + fee + litres * 0.0185) * 0.2;
    totalL += litres;
    totalNet += net + fee + litres * 0.0185 + vat;
    byLoc.set(loc, (byLoc.get(loc) ?? 0) + litres);
    lines.push(
      `${dmy(t)}   ${hhmm(t)}  ${loc}  ${a.reg}   ${a.icaoType}  ${loc}-${pad(between(random, 100000, 399999), 7)}  JET A-1  ${fixed(litres, 1).padStart(9)}  ${fixed(dens, 4)}  ${fixed(litres * dens, 1).padStart(8)}  ${fixed(price, 5).padStart(10)}  ${fixed(net, 2).padStart(12)}`,
      `${' '.repeat(40)}Into-plane service fee${' '.repeat(44)}${fixed(fee, 2).padStart(12)}`,
      `${' '.repeat(40)}Airport fuel throughput levy @ 0.0185/L${' '.repeat(27)}${fixed(litres * 0.0185, 2).padStart(12)}`,
      `${' '.repeat(40)}Fuel duty (HEMS/SAR relief claimed, cert AR-0417)${' '.repeat(17)}${fixed(0, 2).padStart(12)}`,
      `${' '.repeat(40)}VAT @ 20%${' '.repeat(57)}${fixed(vat, 2).padStart(12)}`,
    );
    onPage++;
  };
  pageHeader();
  for (let day = Date.UTC(2026, 9, 1); day < TODAY; day += DAY) {
    const uplifts: { t: number; loc: string; a: Aircraft; litres: number }[] = [];
    for (const a of FLEET) {
      if (a.reg === 'G-AVRE' && random() < 0.6) continue;
      const n = between(random, 1, a.role === 'SAR' ? 2 : 3);
      for (let i = 0; i < n; i++) {
        let loc = random() < 0.72 ? a.base : oneOf(random, remote);
        if (day === plantedDay && a.role === 'SAR' && loc === 'EGPO') loc = a.reg === 'G-AVRT' ? 'EGPL' : 'EGPE';
        const max = a.type === 'AW189' ? 2100 : a.type === 'AW169' ? 1100 : 800;
        let litres = 180 + random() * (max - 180);
        if (fixed(litres, 1) === needle) litres += 0.3;
        uplifts.push({ t: day + between(random, 6 * 60, 22 * 60) * MIN, loc, a, litres });
      }
    }
    if (day === plantedDay) uplifts.push({ t: day + 10 * HOUR + 14 * MIN, loc: 'EGPO', a: fleet('G-AVRT'), litres: Number(needle) });
    uplifts.sort((x, y) => x.t - y.t);
    for (const u of uplifts) delivery(u.t, u.loc, u.a, u.litres);
  }
  const names: Record<string, string> = {
    EGPE: 'INVERNESS',
    EGPC: 'WICK',
    EGPO: 'STORNOWAY',
    EGPA: 'KIRKWALL',
    EGPB: 'SUMBURGH',
    EGPL: 'BENBECULA',
    EGPU: 'TIREE',
    EGPD: 'ABERDEEN',
    EGQS: 'LOSSIEMOUTH',
    EGPI: 'ISLAY',
  };
  lines.push(rule, 'LOCATION SUMMARY');
  for (const [loc, l] of [...byLoc].sort()) lines.push(`  ${loc}  ${(names[loc] ?? '').padEnd(14)} ${fixed(l, 1).padStart(12)} L`);
  lines.push(
    rule,
    `TOTAL VOLUME ${fixed(totalL, 1)} L        TOTAL DUE GBP ${fixed(totalNet, 2)}        PAYMENT TERMS 30 DAYS FROM STATEMENT DATE`,
    '',
  );
  return probe(
    'round 92: fuel statement, paraphrase',
    'Finance are querying an invoice from the fuel supplier. How much gas did the AW189 take on at Stornoway on Saturday 24 October?',
    'fuel_statement',
    lines.join('\n'),
    'fuel-uplift',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d1. HUMS rotor track and balance trend report.

function humsReport(): EconomicsTask {
  const random = seededRandom(92_010);
  const needle = '0.940';
  const REGIMES = ['GROUND 100%NR', 'HOVER IGE', '80 KIAS', '120 KIAS', '140 KIAS', 'CLIMB 500FPM'];
  const INDICATORS = ['MR 1/REV VERT', 'MR 1/REV LAT', 'MR 5/REV VERT', 'TR 1/REV', 'TR 4/REV'];
  const lines: string[] = [
    'HUMS GROUND STATION 7.4.2 - ROTOR TRACK AND BALANCE TREND REPORT',
    'Aircraft: G-AVRC   Type: AW169   MSN: 69118   Operator: Ardvale Air Rescue Ltd',
    `Report generated: ${isoS(TODAY + 5 * HOUR + 48 * MIN)}   Acquisitions: 2026-08-20 to 2026-11-16   Units: IPS (in/s), phase as clock angle`,
    '',
    'ACQ TIME (UTC)       FLIGHT      REGIME          INDICATOR          VALUE   UNITS  PHASE   NR %    OAT C  AUW KG',
    '-------------------  ----------  --------------  -----------------  ------  -----  ------  ------  -----  ------',
  ];
  const flights: number[] = [];
  for (let t = Date.UTC(2026, 7, 20, 8); t < TODAY - 8 * HOUR; t += between(random, 10, 40) * HOUR + between(random, 0, 59) * MIN)
    flights.push(t);
  const odd = Math.floor(flights.length * 0.52);
  let fno = 2870;
  flights.forEach((t0, i) => {
    fno++;
    let t = t0;
    const oat = between(random, -4, 16);
    const auw = between(random, 3900, 4800);
    for (const regime of REGIMES) {
      t += between(random, 40, 300) * 1000;
      for (const ind of INDICATORS) {
        const value =
          i === odd && regime === '120 KIAS' && ind === 'TR 1/REV'
            ? Number(needle)
            : 0.021 + random() * (ind.startsWith('TR') ? 0.29 : 0.24);
        const phase = `${pad2(between(random, 1, 12))}:${oneOf(random, ['00', '30'])}`;
        lines.push(
          `${isoS(t).replace('T', ' ').replace('Z', '')}  F26-${pad(fno, 4)}  ${regime.padEnd(14)}  ${ind.padEnd(17)}  ${fixed(value, 3).padStart(6)}  IPS    ${phase.padStart(6)}  ${fixed(99.2 + random() * 2, 1).padStart(6)}  ${String(oat).padStart(5)}  ${String(auw).padStart(6)}`,
        );
        t += between(random, 1, 6) * 1000;
      }
    }
  });
  lines.push('', `${flights.length} flights, ${flights.length * REGIMES.length * INDICATORS.length} indicator values.`);
  return probe(
    'round 92: HUMS vibration trend, odd one',
    "Looking through the rotor vibration numbers from G-AVRC's HUMS downloads, is there one reading that stands out from all the rest? What is it?",
    'hums_rtb_report',
    lines.join('\n') + '\n',
    'hums-odd',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d2. Medical kit stock report, CLI table.

const KIT_ITEMS: Record<string, readonly [string, string][]> = {
  'DRUG POUCH': [
    ['Adrenaline 1 mg/10 mL (1:10,000)', 'PFS'],
    ['Adrenaline 1 mg/1 mL (1:1,000)', 'Ampoule'],
    ['Amiodarone 300 mg/10 mL', 'PFS'],
    ['Atropine 600 micrograms/1 mL', 'Ampoule'],
    ['Calcium chloride 10% 10 mL', 'PFS'],
    ['Tranexamic acid 1 g/10 mL', 'Ampoule'],
    ['Rocuronium 50 mg/5 mL', 'Vial'],
    ['Naloxone 400 micrograms/1 mL', 'Ampoule'],
    ['Ondansetron 4 mg/2 mL', 'Ampoule'],
    ['Hydrocortisone 100 mg', 'Vial'],
    ['Metaraminol 0.5 mg/mL 10 mL', 'PFS'],
    ['Glucagon 1 mg', 'Kit'],
    ['Magnesium sulfate 50% 2 g/4 mL', 'Ampoule'],
    ['Paracetamol 1 g/100 mL', 'Bottle'],
    ['Ceftriaxone 2 g', 'Vial'],
    ['Salbutamol 5 mg/2.5 mL', 'Nebule'],
  ],
  'FLUIDS BAG': [
    ['Sodium chloride 0.9% 500 mL', 'Bag'],
    ['Sodium chloride 0.9% 10 mL flush', 'Ampoule'],
    ["Hartmann's solution 500 mL", 'Bag'],
    ['Glucose 10% 250 mL', 'Bag'],
    ['Hypertonic saline 5% 250 mL', 'Bag'],
    ['Water for injection 10 mL', 'Ampoule'],
  ],
  'AIRWAY BAG': [
    ['i-gel size 3', 'Each'],
    ['i-gel size 4', 'Each'],
    ['Endotracheal tube 7.0 cuffed', 'Each'],
    ['Endotracheal tube 8.0 cuffed', 'Each'],
    ['Bougie 15 Fr', 'Each'],
    ['Scalpel size 10 (FONA)', 'Each'],
    ['Lubricating gel 5 g sachet', 'Sachet'],
    ['Suction catheter 14 Fr', 'Each'],
  ],
  'TRAUMA BAG': [
    ['Haemostatic gauze (Celox) 7.5 cm x 3 m', 'Each'],
    ['CAT tourniquet', 'Each'],
    ['Pelvic binder (SAM)', 'Each'],
    ['Chest seal (vented)', 'Each'],
    ['Emergency bandage 6 in', 'Each'],
    ['Burns dressing 20 x 45 cm', 'Each'],
    ['Cannula 14G', 'Each'],
    ['Cannula 16G', 'Each'],
    ['EZ-IO needle 45 mm', 'Each'],
    ['EZ-IO needle 25 mm', 'Each'],
  ],
  'CIRCULATION BAG': [
    ['Giving set, blood/fluid', 'Each'],
    ['Pressure infuser bag 500 mL', 'Each'],
    ['Fluid warmer cartridge (Buddy Lite)', 'Each'],
    ['Three-way tap with extension', 'Each'],
    ['Syringe 10 mL Luer lock', 'Each'],
    ['Syringe 20 mL Luer lock', 'Each'],
    ['Blunt fill needle 18G', 'Each'],
    ['IV dressing (Tegaderm IV)', 'Each'],
    ['Chlorhexidine 2% wipe', 'Each'],
    ['Defib pads adult (corpuls)', 'Pair'],
  ],
  'PAEDIATRIC BAG': [
    ['Adrenaline 1 mg/10 mL (1:10,000)', 'PFS'],
    ['Glucose 10% 250 mL', 'Bag'],
    ['i-gel size 1.5', 'Each'],
    ['i-gel size 2', 'Each'],
    ['Endotracheal tube 4.5 cuffed', 'Each'],
    ['Midazolam buccal 5 mg/0.5 mL', 'Oral syringe'],
    ['Cannula 22G', 'Each'],
    ['EZ-IO needle 15 mm', 'Each'],
  ],
};

function kitStock(): EconomicsTask {
  const random = seededRandom(92_011);
  const needle = '2026-11-30';
  const locations = [
    'G-AVRA',
    'G-AVRB',
    'G-AVRC',
    'G-AVRE',
    'G-AVRS',
    'G-AVRT',
    'BASE EGPE',
    'BASE EGPC',
    'BASE EGPO',
    'RRV EGPE',
    'RRV EGPC',
    'RRV EGPO',
  ];
  const checkers = [...crewOf('CCP'), ...crewOf('Winchman')].map((c) => c.id);
  const lines: string[] = [
    `$ kitcheck stock --all-locations --include-batches`,
    `kitcheck 3.8.1  Ardvale Air Rescue medical stores   as at ${isoS(TODAY + 7 * HOUR + 11 * MIN)}`,
    '',
    'KIT ID           LOCATION    ITEM                                        FORM          BATCH       EXPIRY      QTY  PAR  LAST CHECK        BY',
    '---------------  ----------  ------------------------------------------  ------------  ----------  ----------  ---  ---  ----------------  -----',
  ];
  const rows: string[] = [];
  for (const loc of locations) {
    const kits = Object.keys(KIT_ITEMS);
    const copies = loc.startsWith('BASE') ? 4 : loc.startsWith('RRV') ? 1 : 3;
    for (let copy = 1; copy <= copies; copy++) {
      for (const kit of kits) {
        const kitId = `${kit.split(' ')[0]!.slice(0, 4)}-${loc.replace('BASE ', 'B').replace('RRV ', 'R').replace('G-', '')}-${pad2(copy)}`;
        const checked = TODAY + 7 * HOUR - between(random, 30, 4 * 24 * 60) * MIN;
        const by = oneOf(random, checkers);
        for (const [item, form] of KIT_ITEMS[kit]!) {
          const year = between(random, 2027, 2029);
          const month = year === 2027 ? between(random, 2, 12) : between(random, 1, 12);
          const expiry = `${year}-${pad2(month)}-${pad2(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
          const par = form === 'Bag' || form === 'Vial' || form === 'PFS' ? between(random, 2, 4) : between(random, 1, 6);
          rows.push(
            `${kitId.padEnd(15)}  ${loc.padEnd(10)}  ${item.padEnd(42)}  ${form.padEnd(12)}  ${`${chars(random, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${between(random, 1000, 99999)}`.padEnd(10)}  ${expiry}  ${String(par).padStart(3)}  ${String(par).padStart(3)}  ${isoM(checked).replace('T', ' ').replace('Z', '')}  ${by}`,
          );
        }
      }
    }
  }
  const oddIndex = rows.findIndex((r, i) => i > rows.length * 0.55 && r.includes('Glucose 10% 250 mL'));
  rows[oddIndex] = rows[oddIndex]!.replace(/\d{4}-\d{2}-\d{2}(?= )/, needle);
  lines.push(...rows, '', `${rows.length} stock lines across ${locations.length} locations.`);
  return probe(
    'round 92: medical kit stock, odd one',
    'Is anything in the medical kits about to go out of date?',
    'kit_stock_report',
    lines.join('\n') + '\n',
    'kit-expiry',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d3. METAR history from the aviation weather API, pretty JSON.

function metarHistory(): EconomicsTask {
  const random = seededRandom(92_012);
  const needle = 'Q1003';
  const STATIONS = [
    ['EGEO', 'Oban Airport, SC, GB', 56.464, -5.4, 6],
    ['EGPA', 'Kirkwall Airport, SC, GB', 58.958, -2.905, 15],
    ['EGPB', 'Sumburgh Airport, SC, GB', 59.879, -1.296, 6],
    ['EGPC', 'Wick John O Groats Airport, SC, GB', 58.459, -3.093, 38],
    ['EGPD', 'Aberdeen Intl, SC, GB', 57.202, -2.198, 65],
    ['EGPE', 'Inverness Airport, SC, GB', 57.543, -4.048, 9],
    ['EGPI', 'Islay Airport, SC, GB', 55.682, -6.257, 17],
    ['EGPL', 'Benbecula Airport, SC, GB', 57.481, -7.363, 6],
    ['EGPN', 'Dundee Airport, SC, GB', 56.452, -3.026, 4],
    ['EGPO', 'Stornoway Airport, SC, GB', 58.216, -6.331, 8],
    ['EGPU', 'Tiree Airport, SC, GB', 56.499, -6.869, 12],
    ['EGQL', 'Leuchars/RAF, SC, GB', 56.373, -2.868, 11],
    ['EGQS', 'Lossiemouth/RAF, SC, GB', 57.705, -3.339, 13],
    ['EGPF', 'Glasgow Airport, SC, GB', 55.872, -4.433, 8],
    ['EGPH', 'Edinburgh Airport, SC, GB', 55.95, -3.373, 41],
  ] as const;
  const end = TODAY + 6 * HOUR + 50 * MIN;
  const obs: object[] = [];
  for (const [icao, name, lat, lon, elev] of STATIONS) {
    let wdir = between(random, 20, 26) * 10;
    let temp = between(random, 4, 9);
    for (let k = 0; k < 48; k++) {
      const t = end - k * 30 * MIN;
      const hours = (t - (end - 24 * HOUR)) / HOUR;
      const qnh = Math.round(1027.5 - hours * 0.18 + (lon + 4) * 0.55 - (lat - 57) * 0.8 + (random() - 0.5) * 0.8);
      const odd = icao === 'EGPL' && k === 21;
      const altim = odd ? Number(needle.slice(1)) : qnh;
      wdir = Math.max(170, Math.min(290, wdir + between(random, -2, 2) * 10));
      temp = Math.max(-1, Math.min(12, temp + between(random, -1, 1) * (random() < 0.3 ? 1 : 0)));
      const dewp = temp - between(random, 1, 5);
      const wspd = between(random, 6, 24);
      const wgst = wspd > 17 && random() < 0.5 ? wspd + between(random, 8, 14) : null;
      const vis = random() < 0.85 ? '6+' : fixed(2 + random() * 3, 1);
      const RANK = ['FEW', 'SCT', 'BKN', 'OVC'];
      const covers = shuffle(random, [...RANK])
        .slice(0, between(random, 1, 3))
        .sort((x, y) => RANK.indexOf(x) - RANK.indexOf(y));
      let cloudBase = between(random, 5, 20) * 100;
      const clouds = covers.map((cover) => {
        const layer = { cover, base: cloudBase };
        cloudBase += between(random, 4, 18) * 100;
        return layer;
      });
      const d = new Date(t);
      const when = `${pad2(d.getUTCDate())}${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}Z`;
      const visText = vis === '6+' ? '9999' : pad(Math.round((Number(vis) * 1609) / 100) * 100, 4);
      const wx = vis === '6+' ? null : oneOf(random, ['-RA', 'RA', '-DZ', 'BR', '-SHRA']);
      const tt = (v: number) => (v < 0 ? `M${pad2(-v)}` : pad2(v));
      const rawOb = `${icao} ${when} ${pad(wdir, 3)}${pad2(wspd)}${wgst ? `G${wgst}` : ''}KT ${visText}${wx ? ` ${wx}` : ''} ${clouds.map((c) => `${c.cover}${pad(c.base / 100, 3)}`).join(' ')} ${tt(temp)}/${tt(dewp)} Q${altim}`;
      if (!odd && rawOb.includes(needle)) throw new Error('metar: a filler reads like the odd one');
      const ceiling = clouds.find((c) => c.cover === 'BKN' || c.cover === 'OVC')?.base ?? 99999;
      obs.push({
        icaoId: icao,
        receiptTime: new Date(t + between(random, 60, 240) * 1000).toISOString().replace('T', ' ').slice(0, 19),
        obsTime: Math.floor(t / 1000),
        reportTime: new Date(t).toISOString().replace('T', ' ').slice(0, 19),
        temp,
        dewp,
        wdir,
        wspd,
        wgst,
        visib: vis === '6+' ? '6+' : Number(vis),
        altim,
        slp: null,
        qcField: oneOf(random, [2, 4, 6]),
        wxString: wx,
        presTend: null,
        maxT: null,
        minT: null,
        maxT24: null,
        minT24: null,
        precip: null,
        pcp3hr: null,
        pcp6hr: null,
        pcp24hr: null,
        snow: null,
        vertVis: null,
        metarType: 'METAR',
        rawOb,
        mostRecent: k === 0 ? 1 : 0,
        lat,
        lon,
        elev,
        prior: k < 8 ? k : 8,
        name,
        clouds,
        fltCat:
          ceiling < 500 || Number(vis) < 1
            ? 'LIFR'
            : ceiling < 1000 || Number(vis) < 3
              ? 'IFR'
              : ceiling <= 3000 || Number(vis) <= 5
                ? 'MVFR'
                : 'VFR',
      });
    }
  }
  return probe(
    'round 92: METAR history, odd one',
    "Going through the last 24 hours of METARs for our area, is any station reporting a pressure setting that doesn't fit with the others? Which one, and what value?",
    'metar_history',
    JSON.stringify(obs, null, 2) + '\n',
    'metar-qnh',
    needle,
  );
}

export function roundNinetyTwo(): EconomicsTask[] {
  return [
    cadIncidents(),
    componentStatus(),
    notamBulletin(),
    rosterYaml(),
    cdRegister(),
    techLog(),
    flightwatchLog(),
    hoistLog(),
    fuelStatement(),
    humsReport(),
    kitStock(),
    metarHistory(),
  ];
}
