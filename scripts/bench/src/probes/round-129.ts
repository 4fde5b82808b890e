/**
 * Probe round 129, written blind: Northvault, a made-up colocation data centre provider (power and cooling telemetry, cage access control, cross-connects, customer tickets, capacity planning, billing). "Today" is Thursday, 9 September 2027. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - pdu telemetry (minified JSON of a London hall's PDUs): the serial number of one named PDU;
 *  - cage access export (one-line XML of a week of cage door events in Frankfurt): who went into cage 3.14 on Sunday night;
 *  - invoice export (CSV whose line-items field holds a big customer's whole invoice): what one cross-connect was billed in August;
 * b. The answer a few lines away from the line the question's words match:
 *  - cooling inventory (YAML of the Paris CRAH units): when the next planned maintenance of one unit is due;
 *  - cross-connect list (pretty JSON of Amsterdam's cross-connects): the Z-end panel and port of one cross-connect;
 *  - power chain report (indented text tree UPS > PDU > RPP > breaker in Dublin): which RPP feeds one rack's A side;
 * c. A question that paraphrases the output or carries a preamble:
 *  - ticket export (NDJSON of Frankfurt tickets): after a preamble about a service review, the ticket where a customer's racks lost electricity;
 *  - BMS syslog (Dublin plant and building logs): when the chiller plant switched to free cooling (the log's words differ) on Tuesday evening;
 *  - capacity outlook (HTML report): after a preamble about a board slide, when Paris's second hall runs out of power to sell;
 * d. One value unlike its peers, with no error word near it:
 *  - PDU list (fixed-width table of Madrid's PDUs): the one PDU on other firmware than the rest;
 *  - door controller config (INI-like export of Frankfurt's access controllers): the cage door that stays unlocked longer;
 *  - billing run log (key=value log of Amsterdam's August energy billing): the customer charged another price per kWh.
 * Not among the bench's targets.
 * First run, at 9718d07 (the head when the round was written, ec016f0, with one commit of `packages/core` since: days
 * written `28DEC26` read as dates; with this file; `ROUNDS=129
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,586,671 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 129: pdu telemetry
 *     codex: 16,770 tokens, peak 16,679, 0/1 needles, 0 read-backs
 *     context-chef: 824 tokens, peak 733, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,042 tokens, peak 1,581, 1/1 needles, 1 read-backs
 *     ours: 1,065 tokens, peak 776, 1/1 needles, 0 read-backs
 *   round 129: cage access export
 *     codex: 203 tokens, peak 128, 0/1 needles, 0 read-backs
 *     context-chef: 766 tokens, peak 691, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,358 tokens, peak 5,570, 0/1 needles, 3 read-backs
 *     ours: 17,754 tokens, peak 7,946, 1/1 needles, 3 read-backs
 *   round 129: invoice export
 *     codex: 16,695 tokens, peak 16,614, 0/1 needles, 0 read-backs
 *     context-chef: 781 tokens, peak 700, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,650 tokens, peak 788, 1/1 needles, 1 read-backs
 *     ours: 982 tokens, peak 703, 1/1 needles, 0 read-backs
 *   round 129: cooling inventory
 *     codex: 12,676 tokens, peak 12,597, 0/1 needles, 0 read-backs
 *     context-chef: 677 tokens, peak 598, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,166 tokens, peak 2,116, 0/1 needles, 2 read-backs
 *     ours: 12,000 tokens, peak 4,299, 1/1 needles, 3 read-backs
 *   round 129: cross-connect list
 *     codex: 13,796 tokens, peak 13,720, 0/1 needles, 0 read-backs
 *     context-chef: 701 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,089 tokens, peak 1,566, 0/1 needles, 2 read-backs
 *     ours: 1,937 tokens, peak 956, 0/1 needles, 1 read-backs
 *   round 129: power chain report
 *     codex: 22,779 tokens, peak 22,698, 0/1 needles, 0 read-backs
 *     context-chef: 857 tokens, peak 776, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,539 tokens, peak 2,432, 1/1 needles, 2 read-backs
 *     ours: 1,052 tokens, peak 773, 1/1 needles, 0 read-backs
 *   round 129: ticket export
 *     codex: 12,705 tokens, peak 12,613, 0/1 needles, 0 read-backs
 *     context-chef: 663 tokens, peak 571, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,284 tokens, peak 4,379, 0/1 needles, 3 read-backs
 *     ours: 24,646 tokens, peak 9,066, 0/1 needles, 4 read-backs
 *   round 129: bms syslog
 *     codex: 18,802 tokens, peak 18,727, 0/1 needles, 0 read-backs
 *     context-chef: 886 tokens, peak 811, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,597 tokens, peak 1,429, 0/1 needles, 4 read-backs
 *     ours: 3,533 tokens, peak 773, 0/1 needles, 4 read-backs
 *   round 129: capacity outlook
 *     codex: 16,433 tokens, peak 16,343, 0/1 needles, 0 read-backs
 *     context-chef: 728 tokens, peak 638, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,908 tokens, peak 1,283, 0/1 needles, 4 read-backs
 *     ours: 4,431 tokens, peak 944, 0/1 needles, 4 read-backs
 *   round 129: pdu list
 *     codex: 23,849 tokens, peak 23,776, 0/1 needles, 0 read-backs
 *     context-chef: 997 tokens, peak 924, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,201 tokens, peak 1,648, 0/1 needles, 1 read-backs
 *     ours: 2,423 tokens, peak 1,364, 1/1 needles, 1 read-backs
 *   round 129: door controller config
 *     codex: 17,600 tokens, peak 17,523, 0/1 needles, 0 read-backs
 *     context-chef: 805 tokens, peak 728, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,630 tokens, peak 1,436, 0/1 needles, 4 read-backs
 *     ours: 3,938 tokens, peak 854, 1/1 needles, 4 read-backs
 *   round 129: billing run log
 *     codex: 16,976 tokens, peak 16,902, 0/1 needles, 0 read-backs
 *     context-chef: 791 tokens, peak 717, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,553 tokens, peak 1,422, 0/1 needles, 4 read-backs
 *     ours: 4,364 tokens, peak 939, 0/1 needles, 4 read-backs
 *     codex: 189,284 tokens, 0/12 needles
 *     context-chef: 9,476 tokens, 0/12 needles
 *     context-chef-store: 72,017 tokens, 3/12 needles
 *     ours: 78,125 tokens, 7/12 needles
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

const FIRST_NAMES =
  'Anna, Lukas, Sofia, Mateo, Emma, Noah, Lea, Finn, Mia, Elias, Hannah, Jonas, Clara, Paul, Lena, Felix, Sara, David, Julia, Tom, Nina, Max, Laura, Jan, Eva, Ben, Marta, Pieter, Aoife, Ciaran, Chloé, Louis, Lucía, Pablo, Sean, Niamh, Oliver, Amelia, Harry, Isla'.split(
    ', ',
  );
const LAST_NAMES =
  'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Hoffmann, Koch, de Vries, Jansen, Bakker, Visser, Smit, Murphy, Kelly, Byrne, Walsh, Dubois, Martin, Bernard, García, López, Martínez, Smith, Jones, Taylor, Brown, Wilson, Evans, Thomas, Roberts, Novak, Kowalski, Rossi, Bianchi, Nilsson, Larsen, Okafor'.split(
    ', ',
  );
const COMPANY_HEADS =
  'Halvorsen, Nordlicht, Bluefin, Corvid, Meridian, Tessellate, Arclight, Juniper, Quayside, Larkspur, Ironbridge, Solstice, Fjordline, Redshank, Wavecrest, Helix, Copperleaf, Ostrava, Vantage, Greystone, Pinecrest, Mosaic, Stratus, Beacon, Driftwood, Ember, Harbourline, Kinetic, Lumen, Orbis, Parallax, Saltmarsh, Tidewater, Umbra, Verity, Westgate, Yellowfin, Zephyr, Alder, Bramble'.split(
    ', ',
  );
const COMPANY_TAILS =
  'Analytics, Networks, Cloud, Media, Hosting, Telecom, Fintech, Labs, Systems, Data, Gaming, Logistics, Health, Payments, Broadcast, Compute'.split(
    ', ',
  );
const LEGAL: Record<string, string> = { LDN2: 'Ltd', FRA1: 'GmbH', AMS3: 'B.V.', DUB1: 'Ltd', PAR2: 'SAS', MAD1: 'S.L.' };

/** A person's name from the pools. */
const personName = (random: () => number): string => `${oneOf(random, FIRST_NAMES)} ${oneOf(random, LAST_NAMES)}`;

/** `n` distinct company names for a site (never one of `avoid`). */
function companies(random: () => number, site: string, n: number, avoid: readonly string[] = []): string[] {
  const seen = new Set<string>(avoid);
  const out: string[] = [];
  while (out.length < n) {
    const name = `${oneOf(random, COMPANY_HEADS)} ${oneOf(random, COMPANY_TAILS)} ${LEGAL[site] ?? 'Ltd'}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** An ISO time without milliseconds, in UTC. */
const isoUtc = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** A wall-clock time `ms` (built with Date.UTC from local fields) written with a local offset. */
const isoLocal = (ms: number, offset: string, millis = false): string =>
  new Date(ms).toISOString().replace(millis ? /Z$/ : /\.\d{3}Z$/, offset);
/** A calendar date `2027-09-09`. */
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight of 2027-09-09 ("today") as a wall-clock instant. */
const TODAY = Date.UTC(2027, 8, 9);
/** A number rounded to `d` decimals, as JSON prints it. */
const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

/** a1: one line of minified JSON, every PDU of a London hall; the serial of one PDU, named by its id. */
function pduTelemetry(): EconomicsTask {
  const random = seededRandom(129_101);
  const needle = 'RQB7M40825';
  const serial = (): string => {
    for (;;) {
      const s = `${oneOf(random, ['RQA', 'RQB', 'RQC'])}${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 7)}`;
      if (s !== needle) return s;
    }
  };
  const models = [
    { model: 'PX3-5902V', phases: 1, outlets: 24, rating: 32 },
    { model: 'PX3-5747V', phases: 3, outlets: 36, rating: 16 },
    { model: 'PX3-5260R', phases: 1, outlets: 20, rating: 16 },
  ];
  const polled = TODAY + 8 * HOUR + 14 * 60_000;
  const pdus: unknown[] = [];
  let rppIndex = 0;
  for (let c = 1; c <= 28; c++) {
    const cage = `C2${pad2(c)}`;
    const racks = cage === 'C216' ? 11 : between(random, 6, 14);
    const kind = oneOf(random, models);
    for (let r = 1; r <= racks; r++) {
      const rack = `R${pad2(r)}`;
      rppIndex++;
      for (const feed of ['A', 'B']) {
        const id = `LDN2-DH2-${cage}-${rack}-${feed}`;
        const volts = round(228 + random() * 6, 1);
        const phases = Array.from({ length: kind.phases }, (_, i) => {
          const amps = round(0.4 + random() * (kind.rating * 0.42), 2);
          const pf = round(0.9 + random() * 0.09, 2);
          return { phase: `L${i + 1}`, current_a: amps, active_power_w: Math.round(amps * volts * pf), power_factor: pf };
        });
        const off = random() < 0.2 ? between(random, 1, 6) : 0;
        pdus.push({
          pdu_id: id,
          peer_pdu: `LDN2-DH2-${cage}-${rack}-${feed === 'A' ? 'B' : 'A'}`,
          cage,
          rack,
          feed,
          vendor: 'Raritan',
          model: kind.model,
          serial: cage === 'C216' && rack === 'R04' && feed === 'B' ? needle : serial(),
          firmware: random() < 0.93 ? '4.1.2.5-51234' : '4.0.20.5-50102',
          mgmt_ip: `10.42.${20 + c}.${r * 2 + (feed === 'A' ? 9 : 10)}`,
          upstream: {
            rpp: `LDN2-RPP-2${feed}-${pad2(1 + Math.floor(rppIndex / 9))}`,
            breaker: `CB-${pad2(1 + (rppIndex % 42))}`,
            rating_a: kind.rating,
          },
          voltage_v: volts,
          frequency_hz: round(49.97 + random() * 0.06, 2),
          phases,
          energy_kwh: round(8_000 + random() * 90_000, 1),
          inlet_temp_c: round(21 + random() * 6, 1),
          inlet_rh_pct: between(random, 38, 55),
          outlets: { on: kind.outlets - off, off, total: kind.outlets },
          status: 'normal',
          last_poll: isoUtc(polled + between(random, -40, 40) * 1000),
        });
      }
    }
  }
  const output = JSON.stringify({
    site: 'LDN2',
    hall: 'DH2',
    source: 'dcim-poller-ldn2-02',
    generated_at: isoUtc(polled + 52_000),
    interval_s: 300,
    count: pdus.length,
    pdus,
    next_cursor: null,
  });
  return probe(
    'round 129: pdu telemetry',
    "What's the serial number of PDU LDN2-DH2-C216-R04-B? Facilities want to send it back under warranty.",
    'dcim_pdu_telemetry',
    output,
    'pdu-serial',
    needle,
    true,
  );
}

/** a2: a week of cage door events in Frankfurt's hall 3, one line of XML; who went into cage 3.14 on Sunday night. */
function cageAccess(): EconomicsTask {
  const random = seededRandom(129_102);
  const needle = 'Jonas Oyelaran-Brandt';
  const cages = Array.from({ length: 48 }, (_, i) => ({ no: `3.${pad2(i + 1)}`, doors: i % 5 === 3 ? ['A', 'B'] : ['A'] }));
  const tenantNames = companies(random, 'FRA1', 22);
  type Person = { name: string; card: string; org: string };
  const cardNos = new Set<string>();
  const card = (): string => {
    for (;;) {
      const c = `26:${between(random, 10_000, 89_999)}`;
      if (!cardNos.has(c)) {
        cardNos.add(c);
        return c;
      }
    }
  };
  const staff = (org: string, n: number): Person[] => Array.from({ length: n }, () => ({ name: personName(random), card: card(), org }));
  const free = shuffle(
    random,
    cages.filter((c) => c.no !== '3.14'),
  );
  const tenants = tenantNames.map((org, i) => {
    const own = i === 0 ? [cages[13]!] : free.splice(0, between(random, 1, 3));
    return { org, cages: own, people: staff(org, between(random, 2, 8)), weight: between(random, 1, 6) };
  });
  const northvault = staff('Northvault Remote Hands', 9);
  const contractors = [...staff('Faserwerk Montage GmbH', 4), ...staff('Elektro Brandl GmbH', 3), ...staff('KälteTechnik Süd GmbH', 3)];
  const weighted = tenants.flatMap((t) => Array.from({ length: t.weight }, () => t));
  type Ev = { at: number; body: string };
  const events: Ev[] = [];
  const granted = (at: number, cage: { no: string }, door: string, p: Person): Ev => ({
    at,
    body: `type="AccessGranted" reader="FRA1-DH3-CG${cage.no.replace('.', '')}-${door}" door="Cage ${cage.no} Door ${door}" card="${p.card}" holder="${p.name}" org="${p.org}"`,
  });
  const HOURS = [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.6, 1.5, 3, 4, 4, 3.5, 2.5, 3.5, 4, 3.5, 3, 2, 1.2, 0.8, 0.6, 0.5, 0.4, 0.3];
  const hourOf = (): number => {
    let x = random() * HOURS.reduce((a, b) => a + b, 0);
    for (let h = 0; h < 24; h++) {
      x -= HOURS[h]!;
      if (x < 0) return h;
    }
    return 23;
  };
  const perDay: [number, number, number, number][] = [
    [2, 140, 7, 24],
    [3, 160, 0, 24],
    [4, 60, 0, 24],
    [5, 50, 0, 24],
    [6, 170, 0, 24],
    [7, 170, 0, 24],
    [8, 170, 0, 24],
    [9, 10, 0, 7],
  ];
  for (const [date, count, fromH, toH] of perDay) {
    for (let k = 0; k < count; k++) {
      let h = hourOf();
      while (h < fromH || h >= toH) h = hourOf();
      const at = Date.UTC(2027, 8, date, h, pick(random, 60), pick(random, 60));
      const roll = random();
      const t = oneOf(random, weighted);
      const cage = roll < 0.1 || roll >= 0.13 ? oneOf(random, t.cages) : oneOf(random, cages);
      const door = oneOf(random, cage.doors);
      const p = roll < 0.1 ? oneOf(random, northvault) : roll < 0.13 ? oneOf(random, contractors) : oneOf(random, t.people);
      const kind = random();
      if (kind < 0.04)
        events.push({
          at,
          body: `type="DoorHeldOpen" reader="FRA1-DH3-CG${cage.no.replace('.', '')}-${door}" door="Cage ${cage.no} Door ${door}" durationSec="${between(random, 31, 240)}"`,
        });
      else if (kind < 0.07) {
        const stranger = oneOf(random, oneOf(random, tenants).people);
        events.push({
          at,
          body: `type="AccessDenied" reason="${oneOf(random, ['NotInAccessGroup', 'OutsideSchedule', 'CardExpired'])}" reader="FRA1-DH3-CG${cage.no.replace('.', '')}-${door}" door="Cage ${cage.no} Door ${door}" card="${stranger.card}" holder="${stranger.name}" org="${stranger.org}"`,
        });
      } else events.push(granted(at, cage, door, p));
    }
  }
  const c314 = cages[13]!;
  const c341 = cages[40]!;
  const c304 = cages[3]!;
  const owner = tenants[0]!;
  events.push(granted(Date.UTC(2027, 8, 5, 22, 46, 53), c314, 'A', { name: needle, card: '26:90417', org: 'Faserwerk Montage GmbH' }));
  events.push(granted(Date.UTC(2027, 8, 5, 20, 12, 8), c314, 'A', owner.people[0]!));
  events.push(granted(Date.UTC(2027, 8, 6, 22, 47, 31), c314, 'A', owner.people[1]!));
  events.push(granted(Date.UTC(2027, 8, 5, 22, 51, 40), c341, 'A', oneOf(random, northvault)));
  events.push(granted(Date.UTC(2027, 8, 5, 22, 44, 2), c304, 'A', oneOf(random, contractors)));
  const late = oneOf(random, tenants[5]!.people);
  events.push({
    at: Date.UTC(2027, 8, 5, 23, 4, 19),
    body: `type="AccessDenied" reason="NotInAccessGroup" reader="FRA1-DH3-CG314-A" door="Cage 3.14 Door A" card="${late.card}" holder="${late.name}" org="${late.org}"`,
  });
  events.sort((x, y) => x.at - y.at);
  let seq = 4_410_000 + between(random, 0, 9_999);
  const body = events.map((e) => `<Event seq="${seq++}" time="${isoLocal(e.at, '+02:00')}" ${e.body}/>`).join('');
  const count = (type: string) => events.filter((e) => e.body.startsWith(`type="${type}"`)).length;
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<AccessEventExport xmlns="urn:northvault:acs:export:2" site="FRA1" zone="DH3 cages" generated="2027-09-09T07:02:11+02:00" from="2027-09-02T07:00:00+02:00" to="2027-09-09T07:00:00+02:00" count="${events.length}" operator="svc-acs-export">` +
    `<Events>${body}</Events>` +
    `<Summary granted="${count('AccessGranted')}" denied="${count('AccessDenied')}" heldOpen="${count('DoorHeldOpen')}"/></AccessEventExport>\n`;
  return probe(
    'round 129: cage access export',
    'Who went into cage 3.14 in Frankfurt on Sunday night, a bit before eleven?',
    'acs_export_events',
    output,
    'cage-entry',
    needle,
    true,
  );
}

/** a3: the August invoice export, CSV; one big customer's line-items field is one huge JSON cell. */
function invoiceExport(): EconomicsTask {
  const random = seededRandom(129_103);
  const needle = '138.39';
  const SITES = ['LDN2', 'FRA1', 'AMS3', 'DUB1', 'PAR2', 'MAD1'];
  const CURRENCY: Record<string, string> = { LDN2: 'GBP', FRA1: 'EUR', AMS3: 'EUR', DUB1: 'EUR', PAR2: 'EUR', MAD1: 'EUR' };
  const VAT: Record<string, number> = { LDN2: 0.2, FRA1: 0.19, AMS3: 0.21, DUB1: 0.23, PAR2: 0.2, MAD1: 0.21 };
  const CAB: Record<string, number> = { LDN2: 1150, FRA1: 990, AMS3: 1040, DUB1: 920, PAR2: 1080, MAD1: 860 };
  const XC: Record<string, number> = { LDN2: 165, FRA1: 180, AMS3: 175, DUB1: 160, PAR2: 185, MAD1: 150 };
  const KWH: Record<string, number> = { LDN2: 0.231, FRA1: 0.246, AMS3: 0.214, DUB1: 0.262, PAR2: 0.198, MAD1: 0.187 };
  const item = (o: Record<string, unknown>): string => JSON.stringify(o);
  const cabinet = (site: string, rack: string) =>
    item({ sku: 'CAB-42U-STD', ref: rack, desc: 'Cabinet 42U 600x1200, lockable', qty: 1, unit_price: CAB[site], amount: CAB[site] });
  const power = (rack: string, feed: string, amps: number) =>
    item({
      sku: `PWR-${amps}A-1P-COMMIT`,
      ref: `${rack}-${feed}`,
      desc: `Committed power ${amps}A 230V, feed ${feed}`,
      qty: 1,
      unit_price: amps === 32 ? 420 : 260,
      amount: amps === 32 ? 420 : 260,
    });
  const energy = (site: string, cage: string) => {
    const kwh = round(2_000 + random() * 60_000, 1);
    return item({
      sku: 'PWR-METERED-KWH',
      ref: cage,
      desc: 'Metered energy 2027-08-01..2027-08-31',
      qty: kwh,
      unit_price: KWH[site],
      amount: round(kwh * KWH[site]!),
    });
  };
  const PRORATE = [3, 5, 9, 12, 14, 17, 20, 22, 24, 27, 29];
  const xconnect = (site: string, ref: string, cage: string, days?: number) => {
    const unit = XC[site]!;
    const to = oneOf(random, ['MMR1', 'MMR2']);
    const base = { sku: 'XC-SMF-LC', ref, desc: `Cross-connect single-mode LC/UPC, ${to} to ${cage}`, qty: 1, unit_price: unit };
    if (days === undefined) return item({ ...base, amount: unit });
    return item({
      ...base,
      desc: `${base.desc} (service start 2027-08-${pad2(32 - days)})`,
      prorate: `${days}/31`,
      amount: round((unit * days) / 31),
    });
  };
  const hands = () => {
    const hours = oneOf(random, [0.5, 1, 1, 1.5, 2, 3, 4]);
    return item({
      sku: 'RH-STD',
      ref: `NV-2027-0${between(random, 70_000, 89_999)}`,
      desc: 'Remote hands, standard hours',
      qty: hours,
      unit_price: 95,
      amount: round(hours * 95),
    });
  };
  const header =
    'invoice_no,account_no,account_name,site,period_start,period_end,issue_date,due_date,currency,net_amount,vat_rate,vat_amount,gross_amount,status,po_number,line_items';
  const row = (invoice: string, account: string, name: string, site: string, items: string[]) => {
    const net = items.reduce((sum, i) => sum + (JSON.parse(i) as { amount: number }).amount, 0);
    const vat = net * VAT[site]!;
    const status = oneOf(random, ['issued', 'issued', 'issued', 'paid', 'paid', 'disputed']);
    const po = random() < 0.6 ? `PO-${between(random, 100_000, 999_999)}` : '';
    const cell = `[${items.join(',')}]`.replace(/"/g, '""');
    return [
      invoice,
      account,
      `"${name}"`,
      site,
      '2027-08-01',
      '2027-08-31',
      '2027-09-01',
      '2027-10-01',
      CURRENCY[site],
      net.toFixed(2),
      VAT[site]!.toFixed(2),
      vat.toFixed(2),
      (net + vat).toFixed(2),
      status,
      po,
      `"${cell}"`,
    ].join(',');
  };
  const regular = (site: string) => {
    const items: string[] = [];
    const hall = between(random, 1, 3);
    const cage = `${site}-DH${hall}-C${hall}${pad2(between(random, 1, 40))}`;
    const racks = between(random, 1, 8);
    for (let r = 1; r <= racks; r++) items.push(cabinet(site, `${cage}-R${pad2(r)}`));
    for (let r = 1; r <= racks; r++) for (const feed of ['A', 'B']) items.push(power(`${cage}-R${pad2(r)}`, feed, oneOf(random, [16, 32])));
    items.push(energy(site, cage));
    const xcs = between(random, 0, 6);
    for (let x = 0; x < xcs; x++)
      items.push(
        xconnect(
          site,
          `XC-${site}-0${oneOf(random, [between(random, 10_000, 18_799), between(random, 18_900, 29_999)])}`,
          cage,
          random() < 0.15 ? oneOf(random, PRORATE) : undefined,
        ),
      );
    for (let h = between(random, 0, 3); h > 0; h--) items.push(hands());
    return items;
  };
  const kestrel = () => {
    const items: string[] = [];
    const cages = ['LDN2-DH2-C207', 'LDN2-DH2-C208', 'LDN2-DH3-C331', 'LDN2-DH3-C332', 'LDN2-DH3-C333', 'LDN2-DH3-C340'];
    const racks = cages.flatMap((c) => Array.from({ length: 20 }, (_, r) => `${c}-R${pad2(r + 1)}`));
    for (const r of racks) items.push(cabinet('LDN2', r));
    for (const r of racks) for (const feed of ['A', 'B']) items.push(power(r, feed, 32));
    const gaps = Array.from({ length: 520 }, () => between(random, 1, 7));
    const at = 104;
    let n = 18_833 - gaps.slice(0, at + 1).reduce((a, b) => a + b, 0);
    for (let k = 0; k < 520; k++) {
      n += gaps[k]!;
      const ref = `XC-LDN2-0${n}`;
      const cage = oneOf(random, cages);
      items.push(
        k === at
          ? xconnect('LDN2', ref, 'LDN2-DH2-C208', 26)
          : xconnect('LDN2', ref, cage, random() < 0.08 ? oneOf(random, PRORATE) : undefined),
      );
    }
    for (const c of cages) items.push(energy('LDN2', c));
    for (let h = 0; h < 30; h++) items.push(hands());
    return items;
  };
  const names = companies(random, 'LDN2', 40, ['Kestrel Streaming Ltd']);
  const others = SITES.flatMap((s) => (s === 'LDN2' ? [] : companies(random, s, 44)).map((name) => ({ name, site: s })));
  const accounts = shuffle(random, [...names.map((name) => ({ name, site: 'LDN2' })), ...others]);
  accounts.splice(128, 0, { name: 'Kestrel Streaming Ltd', site: 'LDN2' });
  const lines = [header];
  accounts.forEach((a, i) => {
    const invoice = `NVI-2027-08-${String(4_311 + i).padStart(5, '0')}`;
    const account = `AC-${between(random, 10_000, 69_999)}`;
    for (;;) {
      const text = row(invoice, account, a.name, a.site, a.name === 'Kestrel Streaming Ltd' ? kestrel() : regular(a.site));
      const hits = text.split(needle).length - 1;
      if (hits === (a.name === 'Kestrel Streaming Ltd' ? 1 : 0)) {
        lines.push(text);
        break;
      }
    }
  });
  const output = lines.join('\n') + '\n';
  return probe(
    'round 129: invoice export',
    'How much did Kestrel Streaming get billed for cross-connect XC-LDN2-018833 on their August invoice?',
    'billing_export_invoices',
    output,
    'xc-charge',
    needle,
    true,
  );
}

/** b1: YAML inventory of the Paris cooling units; the next planned maintenance of one CRAH, a few lines below its tag. */
function coolingInventory(): EconomicsTask {
  const random = seededRandom(129_201);
  const needle = '2027-10-19';
  const contractors = ['Hervé Climatisation SAS', 'Froid Industriel Île-de-France', 'Stulz France Services'];
  const models = [
    { manufacturer: 'Stulz', model: 'CyberAir 3PRO CW ASD1120', kw: 120 },
    { manufacturer: 'Vertiv', model: 'Liebert PCW PW110', kw: 110 },
    { manufacturer: 'Schneider Electric', model: 'Uniflair TDCV 1500A', kw: 95 },
  ];
  const date = (from: number, span: number): string => day(from + pick(random, span) * DAY);
  const lines = [
    '# bms-export cooling-units --site PAR2 --format yaml',
    'apiVersion: bms.northvault.net/v3',
    'kind: CoolingInventory',
    'metadata:',
    '  site: PAR2',
    '  campus: Saint-Denis',
    '  generated: "2027-09-09T08:41:17Z"',
    '  source: metasys-gw-par2-01',
    '  units_total: __TOTAL__',
    'halls:',
  ];
  let total = 0;
  for (let h = 1; h <= 6; h++) {
    const hall = `DH${h}`;
    const count = h === 3 ? 20 : between(random, 16, 26);
    const kind = oneOf(random, models);
    const contractor = oneOf(random, contractors);
    const setpoint = oneOf(random, [21, 22, 23]);
    lines.push(
      `  - hall: ${hall}`,
      `    design_it_load_kw: ${between(random, 12, 22) * 100}`,
      `    containment: ${oneOf(random, ['hot-aisle', 'cold-aisle'])}`,
      `    chilled_water_loop: CHW-${h <= 2 ? 1 : 2}`,
      '    chilled_water:',
      `      supply_temp_c: ${round(14 + random() * 2, 1)}`,
      `      return_temp_c: ${round(20 + random() * 3, 1)}`,
      '    units:',
    );
    for (let u = 1; u <= count; u++) {
      const tag = `PAR2-${hall}-CRAH-${pad2(u)}`;
      const partner = `PAR2-${hall}-CRAH-${pad2(u % 2 === 1 ? (u + 1 > count ? u - 1 : u + 1) : u - 1)}`;
      const isNeedle = h === 3 && u === 9;
      for (;;) {
        const last = isNeedle ? Date.UTC(2027, 6, 20) : Date.UTC(2027, 5, 10) + pick(random, 88) * DAY;
        const next = isNeedle ? needle : day(last + 91 * DAY);
        const standby = random() < 0.15;
        const fan = standby ? 0 : between(random, 38, 78);
        const block = [
          `      - tag: ${tag}`,
          '        type: CRAH',
          `        manufacturer: ${kind.manufacturer}`,
          `        model: ${kind.model}`,
          `        serial: "${kind.manufacturer === 'Stulz' ? 'S' : kind.manufacturer === 'Vertiv' ? 'VT' : 'UF'}-${between(random, 1900, 2312)}-${between(random, 100_000, 999_999)}"`,
          `        commissioned: ${date(Date.UTC(2019, 0, 1), 1600)}`,
          '        maintenance:',
          `          contractor: ${contractor}`,
          `          contract: MC-PAR2-2026-0${pad2(h * 3 + 2)}`,
          `          last_ppm: ${day(last)}`,
          `          next_ppm: ${next}`,
          `          filter_change: ${date(Date.UTC(2027, 6, 1), 60)}`,
          `        redundancy_partner: ${partner}`,
          '        control:',
          `          mode: ${oneOf(random, ['supply-air', 'supply-air', 'supply-air', 'return-air'])}`,
          `          supply_setpoint_c: ${setpoint.toFixed(1)}`,
          `          fan_min_pct: ${oneOf(random, [35, 40, 40, 45])}`,
          '        readings:',
          `          supply_air_c: ${standby ? round(24 + random() * 3, 1) : round(setpoint - 0.6 + random() * 1.2, 1)}`,
          `          return_air_c: ${round(29 + random() * 6, 1)}`,
          `          fan_speed_pct: ${fan}`,
          `          chw_valve_pct: ${standby ? 0 : between(random, 18, 74)}`,
          `          cooling_kw: ${standby ? 0 : round((kind.kw * fan) / 100 + random() * 8, 1)}`,
          `        state: ${standby ? 'standby' : 'running'}`,
        ];
        const text = block.join('\n');
        if (isNeedle || !text.includes(needle)) {
          lines.push(...block);
          break;
        }
      }
      total++;
    }
    lines.push(
      '    rack_inlet_sensors:',
      `      count: ${between(random, 120, 320)}`,
      `      max_c: ${round(24 + random() * 3, 1)}`,
      `      mean_c: ${round(22 + random() * 1.5, 1)}`,
    );
  }
  const output = lines.join('\n').replace('__TOTAL__', String(total)) + '\n';
  return probe(
    'round 129: cooling inventory',
    'When is the next planned maintenance due on CRAH-09 in data hall 3 at Paris?',
    'bms_cooling_inventory',
    output,
    'crah-ppm',
    needle,
  );
}

/** b2: Amsterdam's cross-connects, pretty JSON; the Z-side demarc of one cross-connect, a dozen lines below its id. */
function crossConnects(): EconomicsTask {
  const random = seededRandom(129_202);
  const needle = 'MMR2/R07/PP04/23-24';
  const used = new Set<string>([needle]);
  const slot = (make: () => string): string => {
    for (;;) {
      const s = make();
      if (!used.has(s)) {
        used.add(s);
        return s;
      }
    }
  };
  const port = () => {
    const p = 2 * between(random, 0, 23) + 1;
    return `${pad2(p)}-${pad2(p + 1)}`;
  };
  const mmr = () => slot(() => `MMR${between(random, 1, 2)}/R${pad2(between(random, 1, 12))}/PP${pad2(between(random, 1, 6))}/${port()}`);
  const customers = companies(random, 'AMS3', 45, ['Lumen Telecom B.V.', 'Tidewater Networks B.V.']).map((name) => {
    const hall = between(random, 1, 3);
    return { name, account: `AC-3${between(random, 1000, 9999)}`, cage: `AMS3-DH${hall}-C${hall}${pad2(between(random, 1, 40))}` };
  });
  const carriers = [
    'Lumen Telecom B.V.',
    'Tidewater Networks B.V.',
    'Eurofiber Nederland B.V.',
    'Zayo Europe B.V.',
    'Cogent Communications B.V.',
    'AMS-IX B.V.',
    'Colt Technology Services B.V.',
    'GTT Netherlands B.V.',
  ].map((name) => ({ name, account: `AC-3${between(random, 1000, 9999)}` }));
  const ids: number[] = [];
  let n = 27_714 - 2 * 190 - 40;
  while (ids.length < 400) {
    if (ids.length === 190) n = 27_714;
    else if (ids.length === 191) n = 27_715;
    else n += between(random, 1, 3);
    ids.push(n);
  }
  const items = ids.map((id, i) => {
    const a = oneOf(random, customers);
    const z = oneOf(random, carriers);
    const status =
      i === 190 || i === 191 ? 'active' : oneOf(random, ['active', 'active', 'active', 'active', 'pending-install', 'decommissioned']);
    const zDemarc = i === 190 ? needle : mmr();
    const cagePanel = () => slot(() => `${a.cage.split('-')[1]}/${a.cage.split('-')[2]}/PP${pad2(between(random, 1, 4))}/${port()}`);
    const diverse =
      i === 190 ? 'XC-AMS3-027715' : i === 191 ? 'XC-AMS3-027714' : random() < 0.2 ? `XC-AMS3-0${id + between(random, 1, 4)}` : null;
    return {
      id: `XC-AMS3-0${id}`,
      order_ref: `ORD-20${between(random, 24, 27)}-${between(random, 100_000, 199_999)}`,
      status,
      media: oneOf(random, ['SMF', 'SMF', 'SMF', 'MMF OM4', 'Cat6A']),
      connector: oneOf(random, ['LC/UPC', 'LC/UPC', 'LC/APC', 'SC/UPC']),
      a_side: { account: a.account, customer: a.name, location: a.cage, demarc: cagePanel() },
      z_side: { account: z.account, customer: z.name, location: `AMS3-${zDemarc.split('/')[0]}`, demarc: zDemarc },
      diverse_from: diverse,
      installed: status === 'pending-install' ? null : day(Date.UTC(2022, 0, 1) + pick(random, 2000) * DAY),
      last_test: { date: day(Date.UTC(2026, 9, 1) + pick(random, 330) * DAY), loss_db: round(0.15 + random() * 0.9), method: 'OTDR' },
      billing: {
        mrc_eur: 175,
        term_months: oneOf(random, [12, 24, 36]),
        po: random() < 0.5 ? `PO-${between(random, 10_000, 99_999)}` : null,
      },
    };
  });
  const output =
    JSON.stringify({ site: 'AMS3', generated: '2027-09-09T08:33:40Z', filter: { status: 'any' }, total: items.length, items }, null, 2) +
    '\n';
  return probe(
    'round 129: cross-connect list',
    'Which panel and port does cross-connect XC-AMS3-027714 land on at the Z end?',
    'xconnect_list',
    output,
    'xc-zside',
    needle,
  );
}

/** b3: Dublin's power chain as an indented tree (UPS > PDU > RPP > breaker > rack feed); which RPP feeds one rack's A side. */
function powerChain(): EconomicsTask {
  const random = seededRandom(129_203);
  const needle = 'DUB1-RPP-A3-2-04';
  const cages = [1, 2].flatMap((h) => Array.from({ length: 24 }, (_, c) => `DUB1-DH${h}-C${h}${pad2(c + 1)}`));
  const racksOf = new Map(cages.map((c) => [c, c.endsWith('C118') ? 9 : between(random, 5, 9)]));
  const target = 'DUB1-DH1-C118-R07';
  const lines = [
    'Northvault DCIM 9.4 - power chain report',
    'Site      : DUB1 (Dublin, Profile Park)',
    'Generated : 2027-09-09 08:52:10 IST by svc-dcim-reports',
    'Scope     : UPS > PDU > RPP > branch circuit > rack feed',
    'Loads     : 15-minute average, polled 08:45 IST',
    '',
  ];
  const summary: string[] = [];
  for (const side of ['A', 'B']) {
    const order = shuffle(random, [...cages]);
    const feeds = order.flatMap((c) => Array.from({ length: racksOf.get(c)! }, (_, r) => `${c}-R${pad2(r + 1)}-${side}`));
    const rpps: string[] = [];
    for (let u = 1; u <= 4; u++)
      for (let p = 1; p <= 2; p++) for (let r = 1; r <= 6; r++) rpps.push(`DUB1-RPP-${side}${u}-${p}-${pad2(r)}`);
    const used = rpps.map(() => Math.floor(feeds.length / rpps.length));
    for (const i of shuffle(
      random,
      rpps.map((_, i) => i),
    ).slice(0, feeds.length % rpps.length))
      used[i]!++;
    if (side === 'A') {
      const at = rpps.indexOf(needle);
      const start = used.slice(0, at).reduce((a, b) => a + b, 0);
      const mine = feeds.filter((f) => f.startsWith('DUB1-DH1-C118-'));
      const rest = feeds.filter((f) => !f.startsWith('DUB1-DH1-C118-'));
      rest.splice(start + 2 - 6, 0, ...mine);
      feeds.splice(0, feeds.length, ...rest);
    }
    let next = 0;
    for (let u = 1; u <= 4; u++) {
      const ups = `DUB1-UPS-${side}${u}`;
      const upsLines: string[] = [];
      let upsKw = 0;
      let circuits = 0;
      let spares = 0;
      for (let p = 1; p <= 2; p++) {
        const lastPdu = p === 2;
        const pduLines: string[] = [];
        let pduKw = 0;
        for (let r = 1; r <= 6; r++) {
          const name = `DUB1-RPP-${side}${u}-${p}-${pad2(r)}`;
          const n = used[rpps.indexOf(name)]!;
          const lastRpp = r === 6;
          const stem = lastPdu ? '    ' : '│   ';
          const branch = lastRpp ? '    ' : '│   ';
          const rows: string[] = [];
          let kw = 0;
          for (let cb = 1; cb <= 12; cb++) {
            const glyph = cb === 12 ? '└──' : '├──';
            const amps = oneOf(random, [32, 32, 32, 16]);
            if (cb <= n) {
              const feed = feeds[next++]!;
              const a = round(1.5 + random() * amps * 0.45, 1);
              const load = round((a * 230) / 1000, 2);
              kw += load;
              rows.push(
                `${stem}${branch}${glyph} CB${pad2(cb)}   ${amps}A 1P   ${feed.padEnd(22)} ${a.toFixed(1).padStart(5)} A   ${load.toFixed(2).padStart(5)} kW`,
              );
            } else {
              spares++;
              rows.push(`${stem}${branch}${glyph} CB${pad2(cb)}   ${amps}A 1P   spare`);
            }
            circuits++;
          }
          pduKw += kw;
          const hall = n > 0 ? feeds[next - n]!.slice(7, 8) : between(random, 1, 2);
          pduLines.push(
            `${stem}${lastRpp ? '└──' : '├──'} RPP ${name}   DH${hall} row ${oneOf(random, [...'BCDEFGHJK'])}   12-way   load ${kw.toFixed(1)} kW`,
            ...rows,
          );
        }
        upsKw += pduKw;
        upsLines.push(
          `${lastPdu ? '└──' : '├──'} PDU DUB1-PDU-${side}${u}-${p}   Vertiv 300 kVA   400 V 3ph   load ${pduKw.toFixed(1)} kW`,
          ...pduLines,
        );
      }
      const pct = (upsKw / 450) * 100;
      lines.push(
        `UPS ${ups}   Eaton 93PM-500   rated 450.0 kW   load ${upsKw.toFixed(1)} kW (${pct.toFixed(1)}%)   mode double-conversion   batt 100% / ${between(random, 9, 14)} min`,
        ...upsLines,
        '',
      );
      summary.push(
        `${ups.padEnd(14)}  ${'450.0'.padStart(8)}  ${upsKw.toFixed(1).padStart(8)}  ${`${pct.toFixed(1)}%`.padStart(7)}  ${'12'.padStart(5)}  ${String(circuits).padStart(9)}  ${String(spares).padStart(6)}`,
      );
    }
  }
  lines.push(
    'Summary',
    `${'UPS'.padEnd(14)}  ${'Rated kW'.padStart(8)}  ${'Load kW'.padStart(8)}  ${'Load %'.padStart(7)}  ${'RPPs'.padStart(5)}  ${'Circuits'.padStart(9)}  ${'Spare'.padStart(6)}`,
    ...summary,
    '',
    `Rack feeds: ${cages.reduce((s, c) => s + racksOf.get(c)!, 0) * 2} (A ${cages.reduce((s, c) => s + racksOf.get(c)!, 0)}, B ${cages.reduce((s, c) => s + racksOf.get(c)!, 0)}); racks with a single feed: 0`,
    'Report generated in 1.84 s',
  );
  const output = lines.join('\n') + '\n';
  if (!output.includes(`${target}-A`)) throw new Error('power chain: the rack is missing');
  return probe(
    'round 129: power chain report',
    'Which RPP does the A feed of rack DUB1-DH1-C118-R07 come off?',
    'dcim_power_chain_report',
    output,
    'rack-rpp',
    needle,
  );
}

/** c1: Frankfurt's tickets as NDJSON; a preamble, then the ticket where a customer's racks "lost electricity". */
function ticketExport(): EconomicsTask {
  const random = seededRandom(129_301);
  const needle = 'NV-2027-081944';
  const customers = companies(random, 'FRA1', 38, ['Brightwater Analytics GmbH']).map((name) => {
    const hall = between(random, 1, 3);
    const cage = `FRA1-DH${hall}-C${hall}${pad2(between(random, 1, 40))}`;
    return { name, account: `AC-2${between(random, 1000, 9999)}`, cage: cage === 'FRA1-DH2-C233' ? 'FRA1-DH2-C234' : cage };
  });
  const bright = { name: 'Brightwater Analytics GmbH', account: 'AC-20417', cage: 'FRA1-DH2-C233' };
  const agents = ['Lena Wagner', 'Paul Becker', 'Sara Koch', 'Felix Meyer', 'Marta Novak', 'Tom Fischer', 'Eva Hoffmann', 'NOC FRA1'];
  const carriers = ['DE-CIX', 'Telekom Deutschland', 'Colt', 'Lumen', 'Zayo', 'euNetworks', 'Cogent', 'Arelion'];
  type T = {
    created: number;
    c: { name: string; account: string; cage: string };
    type: string;
    category: string;
    priority: string;
    subject: string;
    description: string;
    tags: string[];
  };
  const rack = (c: { cage: string }) => `${c.cage}-R${pad2(between(random, 1, 12))}`;
  const templates: ((c: T['c']) => Omit<T, 'created' | 'c'>)[] = [
    (c) => {
      const r = rack(c);
      return {
        type: 'request',
        category: 'remote-hands',
        priority: 'P3',
        subject: `Remote hands: power-cycle server in ${r} U${between(random, 2, 40)}`,
        description: `Please hard power-cycle the host with asset tag ${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)} in ${r}, both PSUs. Confirm link lights on ports 1-2 afterwards and call our NOC.`,
        tags: ['remote-hands', 'smart-hands'],
      };
    },
    (c) => ({
      type: 'request',
      category: 'cross-connect',
      priority: 'P4',
      subject: `New cross-connect ${c.cage} to ${oneOf(random, carriers)} (MMR${between(random, 1, 2)})`,
      description: `Order ${'ORD-2027-'}${between(random, 100_000, 199_999)}: single-mode LC/UPC, LOA attached, demarc ${c.cage.split('-')[2]}/PP0${between(random, 1, 4)} port ${between(random, 1, 48)}.`,
      tags: ['cross-connect', 'provisioning'],
    }),
    (c) => ({
      type: 'request',
      category: 'shipping',
      priority: 'P4',
      subject: `Inbound shipment: ${between(random, 1, 14)} boxes, ${oneOf(random, ['DHL', 'UPS', 'DB Schenker', 'FedEx'])}`,
      description: `Tracking ${chars(random, '0123456789', 12)}. Please store in the loading bay cage and notify us; do not open. Destination ${c.cage}.`,
      tags: ['shipping', 'receiving'],
    }),
    (c) => ({
      type: 'request',
      category: 'access',
      priority: 'P3',
      subject: `Add ${personName(random)} to access list for ${c.cage}`,
      description: `Permanent access, badge to be collected at reception. ID copy attached. Valid until ${day(Date.UTC(2028, between(random, 0, 11), between(random, 1, 28)))}.`,
      tags: ['access', 'badge'],
    }),
    (c) => ({
      type: 'request',
      category: 'access',
      priority: 'P4',
      subject: `Visitor registration for ${day(Date.UTC(2027, 7, between(random, 1, 31)))}`,
      description: `${between(random, 1, 4)} visitors from ${oneOf(random, ['Dell Technologies', 'NetApp', 'Arista', 'our integrator'])} will need escorted access to ${c.cage} between 09:00 and 17:00.`,
      tags: ['access', 'visitor'],
    }),
    (c) => {
      const r = rack(c);
      return {
        type: 'incident',
        category: 'cooling',
        priority: 'P2',
        subject: `Inlet temperature high on ${r}`,
        description: `Customer monitoring shows inlet at ${round(27 + random() * 5, 1)}C on ${r}. Blanking panels missing in U${between(random, 10, 30)}-U${between(random, 31, 40)}; fitted by remote hands, inlet back to ${round(22 + random() * 2, 1)}C.`,
        tags: ['cooling', 'environment'],
      };
    },
    (c) => {
      const r = rack(c);
      const feed = oneOf(random, ['A', 'B']);
      return {
        type: 'incident',
        category: 'power',
        priority: 'P2',
        subject: `Single feed loss on ${r} (${feed} side)`,
        description: `PDU ${r}-${feed} lost input; ${feed === 'A' ? 'B' : 'A'} side carried the load, no customer impact. Breaker at RPP-${between(random, 1, 3)}${feed}-0${between(random, 1, 9)} reset after overload from new chassis.`,
        tags: ['power', 'pdu'],
      };
    },
    (c) => {
      const r = rack(c);
      return {
        type: 'request',
        category: 'remote-hands',
        priority: 'P3',
        subject: `Replace LC jumper on ${r}, port ${between(random, 1, 48)}`,
        description: `Light levels on our side are ${round(-9 - random() * 6, 1)} dBm. Please replace the patch lead between our switch and the cage panel and clean the connectors.`,
        tags: ['fibre', 'remote-hands'],
      };
    },
  ];
  const tickets: T[] = [];
  const start = Date.UTC(2027, 6, 20);
  for (let k = 0; k < 680; k++) {
    const c = random() < 0.04 ? bright : oneOf(random, customers);
    tickets.push({ created: start + Math.floor(random() * (TODAY + 8 * HOUR - start)), c, ...oneOf(random, templates)(c) });
  }
  tickets.push({
    created: Date.UTC(2027, 7, 14, 1, 37, 22),
    c: bright,
    type: 'incident',
    category: 'power',
    priority: 'P1',
    subject: 'Cabinets FRA1-DH2-C233-R05 and -R06 dark, both PDUs read 0 V',
    description:
      'Customer NOC called 03:34 CEST: every host in R05 and R06 unreachable. On site 03:41: A and B PDUs on both cabinets without input. Upstream breakers RPP-2A-07 CB14 and RPP-2B-07 CB14 open after a fault on a customer PSU shorted both feeds. Faulty PSU pulled, breakers closed 04:12, PDUs back 04:13, customer confirmed services 04:31.',
    tags: ['power', 'major-incident', 'rfo-required'],
  });
  tickets.push(
    {
      created: Date.UTC(2027, 7, 15, 9, 12, 40),
      c: bright,
      type: 'request',
      category: 'rfo',
      priority: 'P2',
      subject: 'RFO request for the outage on 14/08',
      description:
        'Please send a reason-for-outage report for the night of 14 August (cage C233) to our service manager before the quarterly review.',
      tags: ['rfo'],
    },
    {
      created: Date.UTC(2027, 6, 28, 13, 5, 11),
      c: bright,
      type: 'incident',
      category: 'power',
      priority: 'P3',
      subject: 'PDU FRA1-DH2-C233-R02-B outlet 14 does not switch on',
      description:
        'Outlet 14 stays off after the web UI command. Remote hands moved the server PSU to outlet 16; outlet relay to be replaced at the next PDU swap.',
      tags: ['power', 'pdu'],
    },
    {
      created: Date.UTC(2027, 7, 14, 2, 58, 3),
      c: oneOf(random, customers),
      type: 'incident',
      category: 'power',
      priority: 'P2',
      subject: 'Single feed loss on FRA1-DH1-C114-R03 (A side)',
      description:
        'PDU FRA1-DH1-C114-R03-A lost input; B side carried the load, no customer impact. Breaker at RPP-1A-04 reset after overload from new chassis.',
      tags: ['power', 'pdu'],
    },
  );
  tickets.sort((x, y) => x.created - y.created);
  const needleAt = tickets.findIndex((t) => t.subject.startsWith('Cabinets FRA1-DH2-C233'));
  const gaps = tickets.map(() => between(random, 1, 6));
  let id = 81_944 - gaps.slice(0, needleAt + 1).reduce((x, y) => x + y, 0);
  const lines = tickets.map((t, i) => {
    id += gaps[i]!;
    const ticketId = `NV-2027-0${id}`;
    const open = t.created > TODAY - 2 * DAY && random() < 0.7;
    const closed = open ? null : t.created + between(random, 1, 96) * HOUR;
    return JSON.stringify({
      id: ticketId,
      created: isoUtc(t.created),
      updated: isoUtc(closed ?? t.created + between(random, 1, 20) * HOUR),
      closed: closed === null ? null : isoUtc(closed),
      status: open ? oneOf(random, ['open', 'in-progress', 'pending-customer']) : oneOf(random, ['closed', 'closed', 'resolved']),
      type: t.type,
      category: t.category,
      priority: t.priority,
      site: 'FRA1',
      account: t.c.account,
      customer: t.c.name,
      subject: t.subject,
      description: t.description,
      queue: `FRA1-${t.category === 'power' || t.category === 'cooling' ? 'Facilities' : 'Service-Desk'}`,
      assignee: oneOf(random, agents),
      sla: { response_mins: t.priority === 'P1' ? 15 : t.priority === 'P2' ? 60 : 240, met: random() < 0.94 },
      tags: t.tags,
    });
  });
  const output = lines.join('\n') + '\n';
  return probe(
    'round 129: ticket export',
    'We have the quarterly service review with Brightwater Analytics on Monday and they will definitely bring up August. Which ticket was the one where their racks in Frankfurt lost electricity in the middle of the night?',
    'tickets_export',
    output,
    'outage-ticket',
    needle,
  );
}

/** c2: Dublin's BMS syslog over four days; when the chiller plant went over to "free cooling" (the log says economiser) on Tuesday evening. */
function bmsSyslog(): EconomicsTask {
  const random = seededRandom(129_302);
  const needle = '2027-09-07T21:37:44.218+01:00';
  const start = Date.UTC(2027, 8, 5);
  const end = TODAY + 8 * HOUR + 40 * 60_000;
  const at = (d: number, h: number, m: number, s: number) => Date.UTC(2027, 8, d, h, m, s);
  const modes: [number, 'ECONOMISER' | 'MECHANICAL', number, number][] = [
    [at(5, 9, 41, 7), 'MECHANICAL', 14.2, 11.9],
    [at(5, 20, 58, 12), 'ECONOMISER', 11.6, 9.8],
    [at(6, 9, 12, 30), 'MECHANICAL', 14.6, 12.3],
    [at(6, 22, 11, 5), 'ECONOMISER', 11.9, 10.2],
    [at(7, 8, 47, 51), 'MECHANICAL', 14.1, 12.0],
    [at(7, 21, 37, 44), 'ECONOMISER', 11.8, 9.4],
    [at(8, 9, 31, 19), 'MECHANICAL', 14.8, 12.6],
    [at(8, 21, 5, 30), 'ECONOMISER', 11.4, 9.9],
    [at(9, 8, 22, 48), 'MECHANICAL', 14.3, 12.1],
  ];
  const modeAt = (t: number) => {
    let mode = 'ECONOMISER';
    for (const [when, m] of modes) if (when <= t) mode = m;
    return mode;
  };
  const f1 = (x: number, d = 1) => x.toFixed(d);
  const ev: { t: number; line: string }[] = [];
  const stamp = (t: number) => isoLocal(t, '+01:00', true);
  const push = (t: number, host: string, proc: string, msg: string) => ev.push({ t, line: `${host} ${proc}: ${msg}` });
  const jitter = (t: number) => t + pick(random, 6000);
  for (let t = start; t < end; t += 5 * 60_000)
    push(
      jitter(t),
      'dub1-bms01',
      'bacnetd[911]',
      `poll cycle complete devices=412 points=${18_230 + pick(random, 8)} stale=${random() < 0.9 ? 0 : between(random, 1, 3)} duration=${f1(4.2 + random() * 1.4, 2)}s`,
    );
  for (let t = start; t < end; t += 10 * 60_000) {
    const mode = modeAt(t);
    const eco = mode === 'ECONOMISER';
    const ambient = eco ? 9 + random() * 3 : 13 + random() * 6;
    push(
      jitter(t) + 7000,
      'dub1-bms01',
      'plantctl[1822]',
      `plant status mode=${mode} ambient=${f1(ambient)}C wetbulb=${f1(ambient - 2 - random(), 1)}C chw_supply=${f1(14.8 + random() * 0.5, 1)}C chw_return=${f1(20 + random() * 1.5, 1)}C economiser_share=${eco ? between(random, 85, 100) : 0}% dc_fans=${eco ? between(random, 55, 90) : between(random, 20, 45)}%`,
    );
    for (const ch of ['CH-1', 'CH-2', 'CH-3']) {
      const running = !eco && (ch !== 'CH-3' || random() < 0.3);
      push(
        jitter(t) + 9000,
        'dub1-bms01',
        'plantctl[1822]',
        `${ch} state=${running ? 'RUN' : 'STANDBY'} lwt=${f1(14.7 + random() * 0.6, 1)}C setpoint=15.0C load=${running ? between(random, 22, 71) : 0}% comp_stages=${running ? between(random, 1, 4) : 0}/4`,
      );
    }
  }
  for (let t = start; t < end; t += 15 * 60_000)
    for (const hall of ['DH1', 'DH2', 'DH3'])
      push(
        jitter(t) + 12_000,
        'dub1-bms02',
        'crahctl[1409]',
        `${hall} crah avg supply=${f1(21.5 + random(), 1)}C return=${f1(30 + random() * 3, 1)}C fan=${between(random, 44, 66)}% units_running=${between(random, 12, 14)}/16`,
      );
  for (let t = start; t < end; t += 30 * 60_000)
    for (const ups of ['UPS-A1', 'UPS-A2', 'UPS-B1', 'UPS-B2'])
      push(
        jitter(t) + 20_000,
        'dub1-epms01',
        'epms[2211]',
        `${ups} load=${f1(30 + random() * 8, 1)}% batt=100% mode=online temp=${f1(22 + random() * 2, 1)}C`,
      );
  for (let t = start; t < end; t += HOUR)
    push(
      jitter(t) + 30_000,
      'dub1-bms01',
      'trendlog[1204]',
      `flushed ${between(random, 216_000, 219_000)} samples to historian in ${f1(0.9 + random() * 0.8, 2)}s`,
    );
  const doors = ['DH1-D1', 'DH1-D2', 'DH2-D1', 'DH3-D1', 'LOADING-BAY', 'MMR-D1'];
  for (let k = 0; k < 260; k++) {
    const t = start + Math.floor(random() * (end - start));
    const roll = random();
    if (roll < 0.35) push(t, 'dub1-bms02', 'accessd[733]', `door ${oneOf(random, doors)} held open ${between(random, 31, 190)}s, closed`);
    else if (roll < 0.55)
      push(
        t,
        'dub1-bms01',
        'bacnetd[911]',
        `device ${between(random, 1000, 1411)} (${oneOf(random, ['DH1', 'DH2', 'DH3'])}-R${pad2(between(random, 1, 30))}-T${between(random, 1, 3)}) no response, retry 1/3`,
      );
    else if (roll < 0.7)
      push(
        t,
        'dub1-bms01',
        'sshd[4420]',
        `Accepted publickey for ${oneOf(random, ['cmurphy', 'nbyrne', 'awalsh', 'svc-ansible'])} from 10.80.4.${between(random, 10, 60)} port ${between(random, 40_000, 60_000)} ssh2`,
      );
    else if (roll < 0.85)
      push(
        t,
        'dub1-epms01',
        'epms[2211]',
        `RPP-${oneOf(random, ['A', 'B'])}${between(random, 1, 4)}-${between(random, 1, 2)}-0${between(random, 1, 6)} branch CB${pad2(between(random, 1, 12))} ${f1(8 + random() * 12, 1)}A (${between(random, 40, 78)}% of rating)`,
      );
    else push(t, 'dub1-bms02', 'snmptrapd[655]', `linkUp ifIndex=${between(random, 1, 48)} from dub1-mgmt-sw0${between(random, 1, 4)}`);
  }
  push(at(8, 10, 0, 4), 'dub1-epms01', 'epms[2211]', 'GEN-1 weekly exercise started (off-load, 30 min)');
  push(at(8, 10, 30, 9), 'dub1-epms01', 'epms[2211]', 'GEN-1 weekly exercise complete, engine cooldown');
  push(
    at(7, 19, 48, 2),
    'dub1-bms01',
    'plantctl[1822]',
    'sequencer: economiser entry conditions met (ambient 12.9C, wetbulb 10.8C), holding 20 min',
  );
  push(at(7, 20, 8, 2), 'dub1-bms01', 'plantctl[1822]', 'sequencer: entry conditions lost during hold (ambient 13.6C), staying MECHANICAL');
  for (const [when, mode, ambient, wetbulb] of modes) {
    const from = mode === 'ECONOMISER' ? 'MECHANICAL' : 'ECONOMISER';
    ev.push({
      t: when + (when === at(7, 21, 37, 44) ? 218 : pick(random, 1000)),
      line: `dub1-bms01 plantctl[1822]: sequencer: plant mode ${from} -> ${mode} (ambient ${f1(ambient)}C, wetbulb ${f1(wetbulb)}C, chw return ${f1(17 + random() * 2, 1)}C; hold 20 min satisfied)`,
    });
    const stages =
      mode === 'ECONOMISER'
        ? ['CH-1 compressor stages 2/4 -> 0/4, standby', 'CH-2 compressor stages 1/4 -> 0/4, standby', 'DC-1..DC-4 fans ramp to 70%']
        : ['CH-1 enabled, compressor stage 1/4', 'CH-2 enabled, compressor stage 1/4', 'DC-1..DC-4 fans ramp to 30%'];
    stages.forEach((msg, i) => push(when + (i + 1) * 20_000 + pick(random, 5000), 'dub1-bms01', 'plantctl[1822]', msg));
  }
  ev.sort((x, y) => x.t - y.t);
  const output = ev.map((e) => `${stamp(e.t)} ${e.line}`).join('\n') + '\n';
  return probe(
    'round 129: bms syslog',
    'At what time on Tuesday evening did the Dublin chiller plant switch over to free cooling?',
    'bms_syslog',
    output,
    'economiser-time',
    needle,
  );
}

/** c3: the capacity outlook as an HTML report; a preamble, then when Paris's second hall runs out of power to sell. */
function capacityOutlook(): EconomicsTask {
  const random = seededRandom(129_303);
  const needle = '17 Apr 2028';
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const label = (ms: number) => {
    const d = new Date(ms);
    return `${pad2(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  };
  const sites: [string, string, number][] = [
    ['LDN2', 'London (Slough)', 4],
    ['FRA1', 'Frankfurt (Ostend)', 3],
    ['AMS3', 'Amsterdam (Schiphol-Rijk)', 4],
    ['PAR2', 'Paris (Saint-Denis)', 3],
    ['DUB1', 'Dublin (Profile Park)', 3],
    ['MAD1', 'Madrid (Alcobendas)', 3],
  ];
  const nf = (x: number) => Math.round(x).toLocaleString('en-US');
  const html: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Northvault Capacity Outlook - Q3 2027</title>',
    '<style>body{font-family:Inter,Arial,sans-serif;margin:24px;color:#1b2430}table{border-collapse:collapse;margin:8px 0 20px}th,td{border:1px solid #ccd3dc;padding:3px 8px;font-size:12px}th{background:#eef2f6;text-align:left}td.num{text-align:right}.conf-low{color:#a15c00}.meta{color:#5b6675}</style>',
    '</head>',
    '<body>',
    '<header><h1>Capacity Outlook</h1><p class="meta">Generated 2027-09-09 06:00 UTC by capplan 5.3.1 &middot; horizon 36 months &middot; scenario: base (weighted pipeline) &middot; reserve held back: 5%</p></header>',
    `<nav><ul>${sites.map(([code, city]) => `<li><a href="#site-${code}">${code} - ${city}</a></li>`).join('')}</ul></nav>`,
  ];
  for (const [code, city, halls] of sites) {
    html.push(`<section class="site" id="site-${code}">`, `<h2>${code} - ${city}</h2>`);
    const summary: string[] = [];
    const forecasts: string[] = [];
    for (let h = 1; h <= halls; h++) {
      const hall = `DH${h}`;
      const cabinets = between(random, 30, 60) * 10;
      const ups = between(random, 12, 30) * 100;
      const cooling = Math.round(ups * (1.05 + random() * 0.15));
      const soldCab = Math.round(cabinets * (0.45 + random() * 0.45));
      const soldUps = code === 'PAR2' && h === 2 ? Math.round(ups * 0.95 - 7.27 * 27.4) : Math.round(ups * (0.45 + random() * 0.45));
      const soldCool = Math.round(soldUps * (1 + random() * 0.1));
      const take = { cab: round(2 + random() * 9, 1), ups: code === 'PAR2' && h === 2 ? 27.4 : round(8 + random() * 30, 1) };
      const rows: [string, number, number, number][] = [
        ['Floor space (cabinets)', cabinets, soldCab, take.cab],
        ['UPS capacity (kW)', ups, soldUps, take.ups],
        ['Cooling (kW)', cooling, soldCool, round(take.ups * 1.05, 1)],
      ];
      for (const [resource, installed, sold, rate] of rows) {
        const reserved = code === 'PAR2' && hall === 'DH2' && resource.startsWith('UPS') ? 0 : Math.round(installed * 0.03 * random());
        const headroom = installed * 0.95 - sold - reserved;
        const months = headroom / rate;
        let depletion: string;
        if (code === 'PAR2' && hall === 'DH2' && resource.startsWith('UPS')) depletion = needle;
        else if (months > 36) depletion = 'beyond horizon';
        else
          for (;;) {
            const d = label(Date.UTC(2027, 8, 9) + Math.max(30, months * 30.4 + between(random, -20, 20)) * DAY);
            if (d !== needle) {
              depletion = d;
              break;
            }
          }
        const confidence = months > 24 ? 'low' : oneOf(random, ['medium', 'high']);
        summary.push(
          `<tr><td>${hall}</td><td>${resource}</td><td class="num">${nf(installed)}</td><td class="num">${nf(sold)}</td><td class="num">${nf(reserved)}</td><td class="num">${nf(Math.max(0, headroom))}</td><td class="num">${rate.toFixed(1)}</td><td>${depletion}</td><td class="conf-${confidence}">${confidence}</td></tr>`,
        );
      }
      forecasts.push(
        `<h3 id="${code}-${hall}-forecast">${code} ${hall} - monthly forecast</h3>`,
        '<table class="forecast"><thead><tr><th>Month</th><th>Cabinets contracted</th><th>UPS kW contracted</th><th>Cooling kW committed</th><th>Pipeline kW (weighted)</th><th>Signed this month</th></tr></thead><tbody>',
      );
      let c = soldCab;
      let u = soldUps;
      for (let m = 0; m < 36; m++) {
        const month = `${MONTHS[(8 + m) % 12]} ${2027 + Math.floor((8 + m) / 12)}`;
        c = Math.min(cabinets, c + take.cab * (0.5 + random()));
        u = Math.min(ups, u + take.ups * (0.5 + random()));
        forecasts.push(
          `<tr><td>${month}</td><td class="num">${nf(c)}</td><td class="num">${nf(u)}</td><td class="num">${nf(u * 1.04)}</td><td class="num">${nf(take.ups * between(random, 2, 9))}</td><td class="num">${between(random, 0, 6)}</td></tr>`,
        );
      }
      forecasts.push('</tbody></table>');
    }
    html.push(
      '<table class="summary"><thead><tr><th>Hall</th><th>Resource</th><th>Installed</th><th>Contracted</th><th>Reserved</th><th>Headroom</th><th>Take-up / month (3-mo avg)</th><th>Depletion forecast</th><th>Confidence</th></tr></thead><tbody>',
      ...summary,
      '</tbody></table>',
      ...forecasts,
      '</section>',
    );
  }
  html.push(
    '<footer><p class="meta">Depletion forecast: the date contracted load plus weighted pipeline reaches installed capacity less the 5% reserve. Take-up uses the last three months of signed orders. Figures in kW are IT load at the UPS output; cooling is committed heat rejection.</p></footer>',
    '</body>',
    '</html>',
  );
  const output = html.join('\n') + '\n';
  return probe(
    'round 129: capacity outlook',
    "I'm putting together a slide on Paris for the board next week. When do we expect to run out of power to sell in the second data hall there?",
    'capplan_outlook_report',
    output,
    'par2-dh2-power',
    needle,
  );
}

/** d1: Madrid's PDUs as a fixed-width CLI table; the one PDU whose firmware is not the fleet's. */
function pduList(): EconomicsTask {
  const random = seededRandom(129_401);
  const needle = 'MAD1-DH2-C214-R09-B';
  const models = [
    { model: 'PX3-5902V', outlets: 24 },
    { model: 'PX3-5747V', outlets: 36 },
  ];
  const serials = new Set<string>();
  const cols = [
    'PDU ID'.padEnd(21),
    'VENDOR'.padEnd(9),
    'MODEL'.padEnd(11),
    'FIRMWARE'.padEnd(16),
    'SERIAL'.padEnd(12),
    'MGMT IP'.padEnd(14),
    'LAST SEEN'.padEnd(10),
    'INLET'.padEnd(7),
    'LOAD'.padEnd(8),
    'OUTLETS'.padEnd(8),
    'UPSTREAM',
  ];
  const rows: string[] = ['$ nvdcim pdu list --site MAD1 --wide', cols.join(' ').trimEnd()];
  let total = 0;
  for (let h = 1; h <= 3; h++) {
    for (let c = 1; c <= 16; c++) {
      const cage = `MAD1-DH${h}-C${h}${pad2(c)}`;
      const kind = oneOf(random, models);
      const racks = cage === 'MAD1-DH2-C214' ? 11 : between(random, 6, 12);
      for (let r = 1; r <= racks; r++) {
        for (const feed of ['A', 'B']) {
          const id = `${cage}-R${pad2(r)}-${feed}`;
          let serial: string;
          do serial = `${oneOf(random, ['RQA', 'RQB', 'RQC'])}${chars(random, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 7)}`;
          while (serials.has(serial));
          serials.add(serial);
          const off = random() < 0.3 ? between(random, 1, 8) : 0;
          rows.push(
            [
              id.padEnd(21),
              'Raritan'.padEnd(9),
              kind.model.padEnd(11),
              (id === needle ? '4.0.20.5-50102' : '4.1.2.5-51234').padEnd(16),
              serial.padEnd(12),
              `10.61.${h * 20 + c}.${r * 2 + (feed === 'A' ? 9 : 10)}`.padEnd(14),
              `${between(random, 3, 58)}s ago`.padEnd(10),
              `${(21 + random() * 6).toFixed(1)}C`.padEnd(7),
              `${(0.5 + random() * 12).toFixed(2)}A`.padEnd(8),
              `${kind.outlets - off}/${kind.outlets}`.padEnd(8),
              `RPP-${h}${feed}-${pad2(1 + Math.floor((c - 1) / 2))}/CB${pad2(between(random, 1, 42))}`,
            ].join(' '),
          );
          total++;
        }
      }
    }
  }
  rows.push('', `${total} PDUs, ${total} reachable, site MAD1, polled 2027-09-09 10:21 CEST`);
  const output = rows.join('\n') + '\n';
  return probe(
    'round 129: pdu list',
    "Which PDU in Madrid didn't get the firmware upgrade the others got?",
    'dcim_pdu_list',
    output,
    'odd-firmware',
    needle,
  );
}

/** d2: Frankfurt's door controller configuration, INI-like; the one cage door whose strike stays released far longer. */
function doorControllers(): EconomicsTask {
  const random = seededRandom(129_402);
  const needle = 'Cage 2.19 Door B';
  const lines = [
    '; Northvault ACS - controller configuration export',
    '; site=FRA1 exported=2027-09-09T07:15:42+02:00 by=svc-acs-export acsd=7.12.3',
    '',
    '[global]',
    'site = FRA1',
    'timezone = Europe/Berlin',
    'card_format = HID-26bit, facility 26',
    'osdp_secure_channel = on',
    'anti_passback = soft',
    'event_buffer = 50000',
    'sync_interval_s = 60',
    '',
    '[schedule business-hours]',
    'mon-fri = 07:00-19:00',
    'sat = 09:00-13:00',
    'holidays = DE-HE',
    '',
    '[schedule always]',
    'mon-sun = 00:00-24:00',
    '',
  ];
  const halls: [number, number][] = [
    [1, 40],
    [2, 40],
    [3, 48],
  ];
  for (const [h, count] of halls) {
    for (let c = 1; c <= count; c++) {
      const cage = `${h}.${pad2(c)}`;
      const name = `FRA1-DH${h}-CG${h}${pad2(c)}`;
      const doors = cage === '2.19' || c % 5 === 4 ? ['A', 'B'] : ['A'];
      lines.push(
        `[controller ${name}]`,
        `model = ${oneOf(random, ['Mercury LP1502', 'Mercury LP1502', 'Mercury LP1501'])}`,
        'firmware = 1.30.2.0717',
        `serial = ${between(random, 3_100_000, 3_999_999)}`,
        `ip = 10.70.${h}.${100 + c}`,
        `mac = 00:0e:7c:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`,
        `hall = DH${h}`,
        `tamper_input = IN${between(random, 7, 8)}`,
        `power_monitor = IN${between(random, 5, 6)}`,
      );
      doors.forEach((d, i) => {
        const n = i + 1;
        lines.push(
          `door.${n}.name = Cage ${cage} Door ${d}`,
          `door.${n}.reader = OSDP-${n}`,
          `door.${n}.osdp_address = ${n - 1}`,
          `door.${n}.lock = ${oneOf(random, ['maglock-12V', 'electric-strike-24V'])}`,
          `door.${n}.strike_time_s = ${cage === '2.19' && d === 'B' ? 45 : 5}`,
          `door.${n}.held_open_s = ${oneOf(random, [30, 30, 30, 60])}`,
          `door.${n}.rex = enabled`,
          `door.${n}.schedule = ${random() < 0.8 ? 'always' : 'business-hours'}`,
          `door.${n}.access_groups = AG-FRA1-${cage}-TENANT, AG-FRA1-NV-RH${random() < 0.3 ? ', AG-FRA1-NV-SEC' : ''}`,
        );
      });
      lines.push('');
    }
  }
  const output = lines.join('\n');
  return probe(
    'round 129: door controller config',
    'Is there a cage door in Frankfurt that stays unlocked a lot longer than the others after someone badges in?',
    'acs_controller_config',
    output,
    'long-unlock',
    needle,
  );
}

/** d3: the log of Amsterdam's August billing run, key=value; the one customer whose energy was priced at another rate. */
function billingRunLog(): EconomicsTask {
  const random = seededRandom(129_403);
  const needle = 'Vliet Compute B.V.';
  const names = companies(random, 'AMS3', 213, [needle]);
  const accounts = names.map((name) => ({ name, no: 0 }));
  accounts.splice(107, 0, { name: needle, no: 0 });
  let no = 30_020;
  for (const a of accounts) a.no = no += between(random, 1, 9);
  let t = Date.UTC(2027, 8, 1, 2, 0, 3, 118);
  const lines: string[] = [];
  const log = (level: string, logger: string, msg: string) => {
    t += between(random, 3, 140);
    lines.push(`${new Date(t).toISOString()} ${level.padEnd(5)} ${logger.padEnd(12)} ${msg}`);
  };
  log(
    'INFO',
    'billing-run',
    `run_id=BR-2027-08-AMS3 event=start period=2027-08 site=AMS3 accounts=${accounts.length} tariff_table=EN-2027-Q3 dry_run=false`,
  );
  log(
    'INFO',
    'billing-run',
    'event=config currency=EUR vat=0.21 rounding=half-even meter_source=epms-ams3 reads_from=2027-08-01T00:00:00+02:00 reads_to=2027-09-01T00:00:00+02:00',
  );
  let invoice = 5_090;
  let totalNet = 0;
  accounts.forEach((a, i) => {
    const account = `AC-${a.no}`;
    const cages = a.name === needle ? 1 : random() < 0.2 ? 2 : 1;
    let net = 0;
    let count = 0;
    for (let c = 0; c < cages; c++) {
      const hall = between(random, 1, 3);
      const cage = `AMS3-DH${hall}-C${hall}${pad2(between(random, 1, 40))}`;
      const racks = between(random, 1, 6);
      let kwh = 0;
      let circuits = 0;
      for (let r = 1; r <= racks; r++)
        for (const feed of ['A', 'B']) {
          const start = round(10_000 + random() * 400_000, 1);
          const delta = round(80 + random() * 2_400, 1);
          kwh += delta;
          circuits++;
          log(
            'DEBUG',
            'meter-read',
            `account=${account} circuit=${cage}-R${pad2(r)}-${feed} start_kwh=${start.toFixed(1)} end_kwh=${(start + delta).toFixed(1)} delta_kwh=${delta.toFixed(1)} reads=744`,
          );
        }
      const rate = a.name === needle ? 0.179 : 0.214;
      const amount = kwh * rate;
      net += amount;
      count += 1;
      log(
        'INFO',
        'energy',
        `account=${account} name="${a.name}" cage=${cage} circuits=${circuits} kwh=${kwh.toFixed(1)} tariff=EN-STD rate_eur_kwh=${rate.toFixed(4)} amount_eur=${amount.toFixed(2)}`,
      );
      const fixed = racks * 1_040 + circuits * 340;
      net += fixed;
      count += racks + circuits;
      log(
        'INFO',
        'recurring',
        `account=${account} cage=${cage} cabinets=${racks} committed_circuits=${circuits} amount_eur=${fixed.toFixed(2)}`,
      );
    }
    totalNet += net;
    log(
      'INFO',
      'invoice',
      `account=${account} invoice=NVI-2027-08-0${invoice++} lines=${count} net_eur=${net.toFixed(2)} vat_eur=${(net * 0.21).toFixed(2)} status=draft`,
    );
    if ((i + 1) % 25 === 0) log('INFO', 'billing-run', `event=progress processed=${i + 1}/${accounts.length}`);
  });
  log('INFO', 'pdf-render', `rendered=${accounts.length} skipped=0 queue=billing-pdf-ams3`);
  log(
    'INFO',
    'billing-run',
    `run_id=BR-2027-08-AMS3 event=complete invoices=${accounts.length} total_net_eur=${totalNet.toFixed(2)} duration_s=${Math.round((t - Date.UTC(2027, 8, 1, 2, 0, 3, 118)) / 1000)}`,
  );
  const output = lines.join('\n') + '\n';
  return probe(
    'round 129: billing run log',
    "On last week's August billing run for Amsterdam, was any customer's electricity priced differently from everybody else's?",
    'billing_run_log',
    output,
    'odd-rate',
    needle,
  );
}

export function roundOneHundredTwentyNine(): EconomicsTask[] {
  return [
    pduTelemetry(),
    cageAccess(),
    invoiceExport(),
    coolingInventory(),
    crossConnects(),
    powerChain(),
    ticketExport(),
    bmsSyslog(),
    capacityOutlook(),
    pduList(),
    doorControllers(),
    billingRunLog(),
  ];
}
