/**
 * Probe round 142, written blind: Lumenhall Cinemas, a made-up cinema chain (ticketing and seat maps, digital cinema projection servers and key delivery, concessions tills, screen scheduling, staff rotas, loyalty scheme). "Today" is Tuesday, 14 March 2028. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - seat map: minified JSON of a site's seat maps for today, the booking reference holding one seat of one showing;
 *  - KDM inbox: one-line XML of delivered keys, when the key of one film on one screen's server stops working;
 *  - till journals: a CSV whose journal field holds a whole day's receipts, the receipt number of one gift card sale;
 * b. The answer a few lines away from the line the question's words match:
 *  - booth inventory: YAML of every screen's equipment, the serial of one screen's media block;
 *  - staff rota: pretty JSON of a week's rota, the shift ID of one person's Thursday shift;
 *  - booking service log: tracebacks among the log lines, what the payment provider said about one order's refund;
 * c. A question that paraphrases the output or carries a preamble:
 *  - schedule listing: a fixed-width week of performances, the weekend relaxed screening of a family film at one site;
 *  - loyalty events: logfmt lines, the member who reached the top tier through their own spending yesterday afternoon;
 *  - daily performance report: HTML tables, the performance abandoned and refunded in full at one site last night;
 * d. One value unlike its peers, with no error word near it:
 *  - projection server fleet: INI-like blocks, the server on a different software release from the rest;
 *  - till Z reads: a CSV of a week of tills, the till opened with a different float;
 *  - scheduler export: NDJSON showings, the showing of one film booked with a different running time.
 * Not among the bench's targets.
 * First run, at 508ee02 (the head when the round was written); with this file; `ROUNDS=142
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,363,088 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 142: seat map
 *     codex: 6,588 tokens, peak 6,495, 0/1 needles, 0 read-backs
 *     context-chef: 725 tokens, peak 632, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,650 tokens, peak 6,251, 1/1 needles, 4 read-backs
 *     ours: 6,716 tokens, peak 2,969, 0/1 needles, 2 read-backs
 *   round 142: KDM inbox
 *     codex: 219 tokens, peak 138, 0/1 needles, 0 read-backs
 *     context-chef: 784 tokens, peak 703, 0/1 needles, 0 read-backs
 *     context-chef-store: 19,476 tokens, peak 7,187, 0/1 needles, 4 read-backs
 *     ours: 16,474 tokens, peak 6,881, 0/1 needles, 3 read-backs
 *   round 142: till journals
 *     codex: 257 tokens, peak 163, 0/1 needles, 0 read-backs
 *     context-chef: 888 tokens, peak 794, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,771 tokens, peak 862, 0/1 needles, 4 read-backs
 *     ours: 4,734 tokens, peak 1,028, 0/1 needles, 4 read-backs
 *   round 142: booth inventory
 *     codex: 12,827 tokens, peak 12,745, 0/1 needles, 0 read-backs
 *     context-chef: 685 tokens, peak 603, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,140 tokens, peak 1,587, 0/1 needles, 3 read-backs
 *     ours: 4,196 tokens, peak 1,378, 0/1 needles, 3 read-backs
 *   round 142: staff rota
 *     codex: 12,080 tokens, peak 12,001, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 620, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,863 tokens, peak 1,437, 0/1 needles, 2 read-backs
 *     ours: 2,846 tokens, peak 1,054, 1/1 needles, 2 read-backs
 *   round 142: booking service log
 *     codex: 15,596 tokens, peak 15,505, 0/1 needles, 0 read-backs
 *     context-chef: 805 tokens, peak 714, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,357 tokens, peak 3,055, 1/1 needles, 2 read-backs
 *     ours: 5,648 tokens, peak 2,845, 1/1 needles, 2 read-backs
 *   round 142: schedule listing
 *     codex: 18,174 tokens, peak 18,067, 0/1 needles, 0 read-backs
 *     context-chef: 828 tokens, peak 721, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,077 tokens, peak 1,664, 0/1 needles, 1 read-backs
 *     ours: 967 tokens, peak 662, 0/1 needles, 0 read-backs
 *   round 142: loyalty events
 *     codex: 15,178 tokens, peak 15,078, 0/1 needles, 0 read-backs
 *     context-chef: 782 tokens, peak 682, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,156 tokens, peak 1,339, 0/1 needles, 4 read-backs
 *     ours: 4,284 tokens, peak 917, 0/1 needles, 4 read-backs
 *   round 142: daily performance report
 *     codex: 16,426 tokens, peak 16,329, 0/1 needles, 0 read-backs
 *     context-chef: 767 tokens, peak 670, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,021 tokens, peak 4,052, 0/1 needles, 2 read-backs
 *     ours: 8,628 tokens, peak 4,471, 0/1 needles, 2 read-backs
 *   round 142: projection server fleet
 *     codex: 14,791 tokens, peak 14,712, 0/1 needles, 0 read-backs
 *     context-chef: 744 tokens, peak 665, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,475 tokens, peak 3,111, 0/1 needles, 4 read-backs
 *     ours: 8,378 tokens, peak 3,224, 0/1 needles, 4 read-backs
 *   round 142: till Z reads
 *     codex: 24,380 tokens, peak 24,292, 0/1 needles, 0 read-backs
 *     context-chef: 1,049 tokens, peak 961, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,335 tokens, peak 1,572, 0/1 needles, 4 read-backs
 *     ours: 4,875 tokens, peak 1,032, 1/1 needles, 4 read-backs
 *   round 142: scheduler export
 *     codex: 15,466 tokens, peak 15,384, 0/1 needles, 0 read-backs
 *     context-chef: 765 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,605 tokens, peak 1,232, 0/1 needles, 4 read-backs
 *     ours: 3,999 tokens, peak 863, 0/1 needles, 4 read-backs
 *     codex: 151,982 tokens, 0/12 needles
 *     context-chef: 9,521 tokens, 0/12 needles
 *     context-chef-store: 95,926 tokens, 2/12 needles
 *     ours: 71,745 tokens, 3/12 needles
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

/** The chain's sites, in code order. */
const SITES: readonly { code: string; name: string; screens: number }[] = [
  { code: 'BHM', name: 'Lumenhall Birmingham Digbeth', screens: 11 },
  { code: 'BRS', name: 'Lumenhall Bristol Cabot', screens: 9 },
  { code: 'BTN', name: 'Lumenhall Brighton Marina', screens: 7 },
  { code: 'CAM', name: 'Lumenhall Cambridge Mill Road', screens: 6 },
  { code: 'CDF', name: 'Lumenhall Cardiff Bay', screens: 10 },
  { code: 'EDI', name: 'Lumenhall Edinburgh Leith', screens: 8 },
  { code: 'EXE', name: 'Lumenhall Exeter Quay', screens: 6 },
  { code: 'GLA', name: 'Lumenhall Glasgow Merchant City', screens: 12 },
  { code: 'GRN', name: 'Lumenhall Greenwich Peninsula', screens: 9 },
  { code: 'ISL', name: 'Lumenhall Islington Angel', screens: 7 },
  { code: 'LDS', name: 'Lumenhall Leeds Trinity', screens: 12 },
  { code: 'LIV', name: 'Lumenhall Liverpool Baltic', screens: 10 },
  { code: 'MAN', name: 'Lumenhall Manchester Ancoats', screens: 14 },
  { code: 'NCL', name: 'Lumenhall Newcastle Quayside', screens: 9 },
  { code: 'NOT', name: 'Lumenhall Nottingham Lace Market', screens: 8 },
  { code: 'NRW', name: 'Lumenhall Norwich Riverside', screens: 7 },
  { code: 'OXF', name: 'Lumenhall Oxford Botley', screens: 6 },
  { code: 'SHF', name: 'Lumenhall Sheffield Kelham', screens: 10 },
  { code: 'SOU', name: 'Lumenhall Southampton Ocean Village', screens: 8 },
  { code: 'YRK', name: 'Lumenhall York Foss Quay', screens: 7 },
];

/** The films on release this week: title, running time in minutes, certificate, distributor. */
const FILMS: readonly { id: string; title: string; runtime: number; cert: string; dist: string; short: string }[] = [
  { id: 'F2081', title: 'The Salt Road', runtime: 128, cert: '15', dist: 'Northlight Pictures', short: 'SaltRoad' },
  { id: 'F2077', title: 'Harbour Lights', runtime: 112, cert: '12A', dist: 'Fennick Films', short: 'HarbourLights' },
  { id: 'F2090', title: 'Wolf Moon Rising', runtime: 134, cert: '15', dist: 'Apex Halcyon', short: 'WolfMoonRising' },
  { id: 'F2064', title: 'Paper Satellites', runtime: 97, cert: 'PG', dist: 'Brightwater', short: 'PaperSatellites' },
  { id: 'F2069', title: 'A Quiet Inheritance', runtime: 118, cert: '12A', dist: 'Fennick Films', short: 'QuietInheritance' },
  { id: 'F2088', title: 'Kestrel Nine', runtime: 182, cert: '12A', dist: 'Apex Halcyon', short: 'KestrelNine' },
  { id: 'F2072', title: 'The Glass Orchard', runtime: 105, cert: '15', dist: 'Northlight Pictures', short: 'GlassOrchard' },
  { id: 'F2093', title: "Little Bear's Big Winter", runtime: 86, cert: 'U', dist: 'Brightwater', short: 'LittleBearBigWinter' },
  { id: 'F2059', title: 'Midnight at the Lido', runtime: 101, cert: '15', dist: 'Marlow & Finch', short: 'MidnightLido' },
  { id: 'F2085', title: 'Copperhead', runtime: 121, cert: '18', dist: 'Apex Halcyon', short: 'Copperhead' },
  { id: 'F2066', title: 'Small Hours', runtime: 94, cert: '15', dist: 'Marlow & Finch', short: 'SmallHours' },
  { id: 'F2091', title: "The Ferryman's Daughter", runtime: 139, cert: '12A', dist: 'Northlight Pictures', short: 'FerrymansDaughter' },
  { id: 'F2079', title: 'Blue Meridian', runtime: 110, cert: 'PG', dist: 'Fennick Films', short: 'BlueMeridian' },
  { id: 'F2074', title: 'Last Train to Larkhill', runtime: 99, cert: '12A', dist: 'Marlow & Finch', short: 'LastTrainLarkhill' },
];

const FIRST = (
  'Amelia Oliver Priya Tomasz Hollie Callum Siobhan Marcus Aisha Ewan Niamh Dylan Fatima Jake Megan Rhys Chloe Kwame Ellie Liam ' +
  'Zara Owen Sophie Harvey Imogen Nathan Bethany Kieran Lucy Aaron Grace Mohammed Erin Ciaran Jasmine Connor Holly Reece Abigail Lewis'
).split(' ');
const LAST = (
  'Brennan Nowak Patel Hughes Okafor MacLeod Whitfield Kowalski Ahmed Doyle Fraser Lloyd Chen Sutherland Morris Begum Harrison ' +
  'Quinn Evans Mensah Gallagher Shaw Rahman Turner Campbell Byrne Price Walsh Ellis Novak Reid Sharma Fletcher Brannigan Murray Kaur ' +
  'Owens Hussain Dunn Barker'
).split(' ');

/** `minutes` after midnight as `HH:MM` (past midnight wraps). */
const hm = (minutes: number) => `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;
/** `seconds` after midnight as `HH:MM:SS`. */
const hms = (seconds: number) => `${pad2(Math.floor(seconds / 3600) % 24)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
/** A fresh value of `make`, never one of `taken` (which it joins). */
function fresh(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}
/** `n` pounds and pence as `1234.50`. */
const money = (pence: number) => (pence / 100).toFixed(2);

// a. The answer in the middle of one long line.

/** Leeds's seat maps for today, as the ticketing API returns them: one minified JSON document. */
function a1SeatMap(): EconomicsTask {
  const random = seededRandom(142_001);
  const refs = new Set<string>();
  const ids = new Set<string>();
  const bookingRef = () => fresh(refs, () => `LH${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}`);
  const ROWS = 'ABCDEFGHJKLMNPQR';
  const TICKETS = ['ADULT', 'ADULT', 'ADULT', 'CHILD', 'SENIOR', 'STUDENT', 'MEMBER', 'MEMBER'];
  const harbour = FILMS.find((f) => f.title === 'Harbour Lights')!;
  const others = FILMS.filter((f) => f !== harbour);
  let needle = '';
  const performances: unknown[] = [];
  for (let screen = 1; screen <= 12; screen++) {
    const rows = screen === 6 ? 13 : between(random, 9, 16);
    const perRow = screen === 6 ? 18 : between(random, 12, 22);
    const layoutId = `LDS-S${pad2(screen)}-L${between(random, 2, 9)}`;
    const shows: { film: (typeof FILMS)[number]; start: number }[] = [];
    if (screen === 6) for (const start of [680, 875, 1070, 1265]) shows.push({ film: harbour, start });
    else if (screen === 3) for (const start of [725, 900, 1055, 1225]) shows.push({ film: harbour, start });
    else {
      const film = oneOf(random, others);
      for (let start = 600 + 5 * between(random, 0, 24); start <= 1290;) {
        shows.push({ film, start });
        start = Math.ceil((start + film.runtime + 35 + between(random, 0, 25)) / 5) * 5;
      }
    }
    for (const { film, start } of shows) {
      const occupancy = start < 900 ? 0.12 + random() * 0.25 : start < 1080 ? 0.3 + random() * 0.3 : 0.5 + random() * 0.4;
      const seats: Record<string, unknown>[] = [];
      for (let r = 0; r < rows; r++) {
        const row = ROWS[r]!;
        const area = r >= rows - 2 ? 'PREMIUM' : 'STD';
        for (let n = 1; n <= perRow;) {
          const id = `${row}${n}`;
          const areaOf = (seat: number) => (r === 0 && seat <= 2 ? (seat === 1 ? 'WHEELCHAIR' : 'COMPANION') : area);
          const seatArea = areaOf(n);
          const roll = random();
          if (roll < occupancy) {
            const ref = bookingRef();
            const size = Math.min(oneOf(random, [1, 2, 2, 2, 2, 3, 4, 4, 5]), perRow - n + 1);
            for (let k = 0; k < size; k++)
              seats.push({
                id: `${row}${n + k}`,
                area: areaOf(n + k),
                status: 'SOLD',
                bookingRef: ref,
                ticketType: oneOf(random, TICKETS),
              });
            n += size;
            continue;
          }
          if (roll < occupancy + 0.012)
            seats.push({
              id,
              area: seatArea,
              status: 'HELD',
              holdExpires: `2028-03-14T11:${pad2(between(random, 2, 14))}:${pad2(pick(random, 60))}Z`,
            });
          else if (roll < occupancy + 0.02)
            seats.push({ id, area: seatArea, status: 'BLOCKED', reason: oneOf(random, ['HOUSE', 'HOUSE', 'MAINTENANCE']) });
          else seats.push({ id, area: seatArea, status: 'AVAILABLE' });
          n++;
        }
      }
      if (screen === 6) {
        const j12 = seats.find((s) => s.id === 'J12')!;
        const ref = bookingRef();
        if (start === 1070) needle = ref;
        Object.assign(j12, { status: 'SOLD', bookingRef: ref, ticketType: 'SENIOR' });
        delete j12.holdExpires;
        delete j12.reason;
      }
      const count = (status: string) => seats.filter((s) => s.status === status).length;
      const end = start + 20 + film.runtime;
      performances.push({
        performanceId: fresh(ids, () => `P${between(random, 4_100_000, 4_899_999)}`),
        screen: { number: screen, name: `Screen ${screen}`, layoutId },
        film: { id: film.id, title: film.title, certificate: film.cert, runtimeMinutes: film.runtime, format: screen === 1 ? '3D' : '2D' },
        startsAt: `2028-03-14T${hm(start)}:00Z`,
        endsAt: `2028-03-${end >= 1440 ? 15 : 14}T${hm(end)}:00Z`,
        salesStatus: start < 660 ? 'CLOSED' : 'ON_SALE',
        capacity: seats.length,
        counts: { sold: count('SOLD'), held: count('HELD'), blocked: count('BLOCKED'), available: count('AVAILABLE') },
        seats,
      });
    }
  }
  const doc = {
    site: { code: 'LDS', name: 'Lumenhall Leeds Trinity', timezone: 'Europe/London' },
    businessDate: '2028-03-14',
    generatedAt: '2028-03-14T10:58:41Z',
    apiVersion: '3.4',
    performanceCount: performances.length,
    performances,
  };
  const output = `${JSON.stringify(doc)}\n`;
  return probe(
    'round 142: seat map',
    "What's the booking reference on seat J12 for the ten to six showing of Harbour Lights in Screen 6 at Leeds today? The customer wants to move seats.",
    'ticketing_get_seat_maps',
    output,
    'seat-ref',
    needle,
    true,
  );
}

/** The KDM inbox: every key delivered for the current bookings, one line of XML. */
function a2KdmInbox(): EconomicsTask {
  const random = seededRandom(142_002);
  const uuid = () =>
    `urn:uuid:${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${oneOf(random, ['8', '9', 'a', 'b'])}${hex(random, 3)}-${hex(random, 12)}`;
  const DIST: Record<string, { code: string; mail: string }> = {
    'Northlight Pictures': { code: 'NLP', mail: 'kdm@northlightpictures.example' },
    'Fennick Films': { code: 'FNK', mail: 'keys@fennickfilms.example' },
    'Apex Halcyon': { code: 'APH', mail: 'kdm-delivery@apexhalcyon.example' },
    Brightwater: { code: 'BWD', mail: 'kdm@brightwater-dist.example' },
    'Marlow & Finch': { code: 'MFD', mail: 'keys@marlowfinch.example' },
  };
  const serials = new Set<string>();
  const device = new Map<string, string>();
  const serialOf = (site: string, screen: number) => {
    const key = `${site}-${screen}`;
    if (!device.has(key))
      device.set(
        key,
        fresh(serials, () => `IMS3K-0${between(random, 400_000, 499_999)}`),
      );
    return device.get(key)!;
  };
  const cpl = new Map<string, { name: string; id: string }>();
  const cplOf = (film: (typeof FILMS)[number]) => {
    if (!cpl.has(film.id))
      cpl.set(film.id, {
        name: `${film.short}_FTR-1_F_EN-XX_UK-${film.cert}_51_2K_${DIST[film.dist]!.code}_202802${pad2(between(random, 10, 28))}_SMPTE_OV`,
        id: uuid(),
      });
    return cpl.get(film.id)!;
  };
  const thumb = () => `${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 27)}=`;
  const kdm = (
    film: (typeof FILMS)[number],
    site: (typeof SITES)[number],
    screen: number,
    before: string,
    after: string,
    issued: string,
  ) => {
    const c = cplOf(film);
    const serial = serialOf(site.code, screen);
    return (
      `<Kdm><MessageId>${uuid()}</MessageId><AnnotationText>${c.name} ${site.code} S${screen}</AnnotationText><ContentTitleText>${c.name}</ContentTitleText>` +
      `<CompositionPlaylistId>${c.id}</CompositionPlaylistId><IssueDate>${issued}</IssueDate><Recipient><SiteCode>${site.code}</SiteCode><SiteName>${site.name}</SiteName>` +
      `<Screen>${screen}</Screen><Device><Make>Dolby</Make><Model>IMS3000</Model><Serial>${serial}</Serial></Device>` +
      `<X509SubjectName>dnQualifier=${thumb()},CN=SM.ws-${serial},OU=dolby.com,O=dolby.com</X509SubjectName></Recipient>` +
      `<ContentKeysNotValidBefore>${before}</ContentKeysNotValidBefore><ContentKeysNotValidAfter>${after}</ContentKeysNotValidAfter>` +
      `<KeyIdCount>${oneOf(random, [8, 12, 16, 24])}</KeyIdCount><Ingest><State>${oneOf(random, ['INGESTED', 'INGESTED', 'INGESTED', 'INGESTED', 'PENDING_PLAYBACK_WINDOW'])}</State><Tms>tms-${site.code.toLowerCase()}-01</Tms></Ingest></Kdm>`
    );
  };
  const ENDS = ['23:59:59', '23:59:00', '03:59:59', '05:59:00', '02:59:59'];
  const harbour = FILMS.find((f) => f.title === 'Harbour Lights')!;
  const bristol = SITES.find((s) => s.code === 'BRS')!;
  const deliveries: { film: (typeof FILMS)[number]; site: (typeof SITES)[number]; screens: number[]; reissue?: boolean }[] = [];
  for (const film of FILMS.slice(0, 11)) {
    for (const site of SITES) {
      if (random() < 0.35 && !(film === harbour && site === bristol)) continue;
      const screens = shuffle(
        random,
        Array.from({ length: site.screens }, (_, i) => i + 1),
      ).slice(0, between(random, 1, 4));
      if (film === harbour && site === bristol) screens.splice(0, screens.length, 2, 4);
      deliveries.push({ film, site, screens: screens.sort((x, y) => x - y) });
    }
  }
  shuffle(random, deliveries);
  // Bristol's Screen 7 had its IMS replaced: its Harbour Lights key came on its own, reissued for the new server.
  deliveries.splice(Math.floor(deliveries.length * 0.5), 0, { film: harbour, site: bristol, screens: [7], reissue: true });
  const needle = '2028-03-22T10:59:59+00:00';
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');
  const midnight = (ms: number, days: number) => `${iso(ms + days * 86_400_000).slice(0, 10)}T00:00:00+00:00`;
  let received = Date.UTC(2028, 1, 27, 8, 0, 0);
  const body = deliveries
    .map((d, i) => {
      received += between(random, 600, 4 * 3600) * 1000;
      const issued = iso(received - between(random, 120, 5400) * 1000);
      if (d.reissue)
        device.set(
          'BRS-7',
          fresh(serials, () => `IMS3K-0${between(random, 500_000, 599_999)}`),
        );
      const before = midnight(received, d.reissue ? 1 : between(random, 0, 6));
      const after = d.reissue ? needle : `${midnight(received, between(random, 16, 40)).slice(0, 10)}T${oneOf(random, ENDS)}+00:00`;
      const subject = d.reissue
        ? `KDM reissue ${d.film.title} - ${d.site.name} Screen 7 (replacement IMS)`
        : `KDMs ${d.film.title} - ${d.site.name}`;
      const kdms = d.screens.map((screen) => kdm(d.film, d.site, screen, before, after, issued)).join('');
      return `<Delivery id="DLV-${i + 1000}" received="${iso(received)}" from="${DIST[d.film.dist]!.mail}"><Subject>${subject}</Subject>${kdms}</Delivery>`;
    })
    .join('');
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<KdmInbox xmlns="urn:lumenhall:tms:kdm-inbox:2" chain="Lumenhall Cinemas" exported="2028-03-14T07:30:02Z" deliveries="${deliveries.length}">${body}</KdmInbox>\n`;
  return probe(
    'round 142: KDM inbox',
    'When does the key for Harbour Lights on the Screen 7 server at Bristol stop working?',
    'tms_kdm_inbox_export',
    output,
    'kdm-end',
    needle,
    true,
  );
}

/** Bristol's concessions tills for yesterday: one CSV row per till, the day's electronic journal in one field. */
function a3TillJournals(): EconomicsTask {
  const random = seededRandom(142_003);
  const ITEMS: readonly [string, number][] = [
    ['SML SWEET POPCORN', 495],
    ['MED SWEET POPCORN', 645],
    ['LGE SWEET POPCORN', 745],
    ['SML SALTED POPCORN', 495],
    ['MED SALTED POPCORN', 645],
    ['LGE SALTED POPCORN', 745],
    ['MED MIXED POPCORN', 665],
    ['REG COKE', 410],
    ['LGE COKE', 495],
    ['LGE COKE ZERO', 495],
    ['REG TANGO', 410],
    ['STILL WATER 500ML', 275],
    ['NACHOS + CHEESE', 625],
    ['HOT DOG', 595],
    ['PICK&MIX /100G', 245],
    ['ICE CREAM TUB', 575],
    ['LGE COMBO (POP+DRINK)', 1095],
    ['KIDS TRAY', 650],
    ['COFFEE LATTE', 395],
    ['PINT LAGER', 645],
  ];
  const OPS = ['KM', 'DW', 'JH', 'AP', 'RT', 'SB', 'LN', 'CE'];
  const card = () =>
    `CARD ${oneOf(random, ['VISA', 'VISA', 'MC', 'MC', 'AMEX', 'VISA DEBIT'])} ${oneOf(random, ['CTLS', 'CTLS', 'CTLS', 'CHIP'])} ****${between(random, 1000, 9999)} AUTH ${between(random, 100_000, 999_999)}`;
  const giftcard = () => `GIFTCARD ****${between(random, 1000, 9999)} BAL ${money(between(random, 0, 4000))}`;
  let needle = '';
  const journal = (till: number, count: number, firstReceipt: number): string => {
    const half = Math.floor(count / 2);
    const times = Array.from({ length: count }, (_, i) =>
      till === 3 ? (i < half ? between(random, 38_400, 66_780) : between(random, 66_960, 82_200)) : between(random, 38_400, 82_200),
    ).sort((x, y) => x - y);
    if (till === 3) times[half] = 66_891;
    const entries: string[] = [];
    let receipt = firstReceipt;
    times.forEach((t, i) => {
      const op = OPS[(till + Math.floor(t / 16_000)) % OPS.length]!;
      const roll = random();
      if (roll < 0.015 && i !== half && i !== half + 1) {
        entries.push(`${hms(t)} NO SALE OP=${op} DRAWER OPEN`);
        return;
      }
      if (roll < 0.025 && i !== half && i !== half + 1) {
        entries.push(`${hms(t)} VOID RCPT ${pad2(till)}-${receipt - 1} OP=${op} SUP=DW`);
        return;
      }
      const lines = Array.from({ length: oneOf(random, [1, 1, 2, 2, 2, 3, 4]) }, () => {
        const [item, price] = oneOf(random, ITEMS);
        const qty = oneOf(random, [1, 1, 1, 2, 2, 3]);
        return { text: `${qty}x ${item} ${money(qty * price)}`, pence: qty * price };
      });
      const total = lines.reduce((sum, l) => sum + l.pence, 0);
      const inEvening = t >= 64_800 && t <= 68_400;
      let tender: string;
      if (i === half && till === 3) tender = `GIFTCARD ****7710 BAL ${money(1240)}`;
      else {
        const pickTender = random();
        if (pickTender < 0.72) tender = card();
        else if (pickTender < 0.86) {
          const given = Math.ceil(total / 1000) * 1000;
          tender = `CASH ${money(given)} CHANGE ${money(given - total)}`;
        } else if (pickTender < 0.93 && !(till === 3 && inEvening)) tender = giftcard();
        else if (pickTender < 0.97) tender = `LOYALTY LM${between(random, 10_000_000, 99_999_999)} ${Math.round(total / 2)}PTS`;
        else tender = `VOUCHER ${oneOf(random, ['STAFF50', 'COMBO-FREE', 'MGR-GOODWILL'])} + ${card()}`;
      }
      const number = `${pad2(till)}-${receipt}`;
      if (i === half && till === 3) needle = number;
      entries.push(`${hms(t)} RCPT ${number} OP=${op} SALE ${lines.map((l) => l.text).join('; ')} TOTAL ${money(total)} TENDER ${tender}`);
      receipt++;
    });
    return entries.join(' | ');
  };
  const tills: [number, number][] = [
    [1, 420],
    [2, 560],
    [3, 880],
    [4, 470],
    [5, 310],
    [6, 190],
  ];
  const rows = tills.map(([till, count]) => {
    const first = between(random, 18_000, 29_000);
    const text = journal(till, count, first);
    const receipts = (text.match(/ RCPT \d\d-\d+ OP=/g) ?? []).length;
    const gross = (text.match(/TOTAL \d+\.\d\d/g) ?? []).reduce((sum, m) => sum + Math.round(Number(m.slice(6)) * 100), 0);
    return `BRS,BRS-T${pad2(till)},PX${between(random, 700_000, 799_999)},2028-03-13,Z${pad2(till)}-${between(random, 1100, 1400)},2028-03-13T10:38:${pad2(pick(random, 60))},2028-03-13T22:${pad2(between(random, 52, 59))}:${pad2(pick(random, 60))},${receipts},${money(gross)},"${text}"`;
  });
  const output = `site_code,till_id,terminal_serial,business_date,z_number,opened_at,closed_at,txn_count,gross_gbp,journal\n${rows.join('\n')}\n`;
  return probe(
    'round 142: till journals',
    'Bristol, till 3, yesterday: somebody paid for their snacks with a gift card at about twenty-five to seven in the evening. What was the receipt number?',
    'pos_export_journals',
    output,
    'gift-receipt',
    needle,
    true,
  );
}

// b. The answer a few lines away from the line the question's words match.

/** The TMS's equipment inventory of every screen in the chain, as YAML. */
function b1BoothInventory(): EconomicsTask {
  const random = seededRandom(142_004);
  const serials = new Set<string>();
  let needle = '';
  const lines = [
    '# Lumenhall TMS equipment inventory',
    '# exported by tms-central (inventory 2.11.4) on 2028-03-14T08:15:03Z',
    'chain: Lumenhall Cinemas',
    'exported_at: "2028-03-14T08:15:03Z"',
    'schema: lumenhall.tms.inventory/v2',
    'sites:',
  ];
  SITES.forEach((site, s) => {
    lines.push(
      `  - code: ${site.code}`,
      `    name: ${site.name}`,
      `    tms_host: tms-${site.code.toLowerCase()}-01.lumenhall.internal`,
      `    booth_network: 10.${30 + s}.0.0/20`,
      `    chief_projectionist: ${oneOf(random, FIRST)} ${oneOf(random, LAST)}`,
      '    screens:',
    );
    for (let screen = 1; screen <= site.screens; screen++) {
      const mb = random() < 0.72 ? 'dolby' : random() < 0.6 ? 'gdc' : 'barco';
      const mbSerial = fresh(serials, () =>
        mb === 'dolby'
          ? `IMS3K-0${between(random, 400_000, 499_999)}`
          : mb === 'gdc'
            ? `A10-${between(random, 10_000, 39_999)}`
            : `25904${between(random, 10_000, 99_999)}`,
      );
      if (site.code === 'GLA' && screen === 6) needle = mbSerial;
      const pj = oneOf(random, ['christie', 'christie', 'barco', 'nec']);
      const pjSerial = fresh(serials, () =>
        pj === 'christie'
          ? `CHR-${between(random, 100_000, 199_999)}`
          : pj === 'barco'
            ? `25912${between(random, 10_000, 99_999)}`
            : `9A0${between(random, 10_000, 99_999)}`,
      );
      const ip = `10.${30 + s}.${screen}.11`;
      lines.push(
        `      - screen: ${screen}`,
        `        name: Screen ${screen}`,
        `        seats: ${between(random, 48, 320)}`,
        '        media_block:',
        `          make: ${mb === 'dolby' ? 'Dolby' : mb === 'gdc' ? 'GDC' : 'Barco'}`,
        `          model: ${mb === 'dolby' ? 'IMS3000' : mb === 'gdc' ? 'SR-1000' : 'ICMP-X'}`,
        `          serial: "${mbSerial}"`,
        `          software: ${mb === 'dolby' ? '3.2.7-0' : mb === 'gdc' ? '10.4.2' : '2.9.1'}`,
        `          ip: ${ip}`,
        `          storage_tb: ${oneOf(random, [4, 6, 8, 8])}`,
        '        projector:',
        `          make: ${pj === 'christie' ? 'Christie' : pj === 'barco' ? 'Barco' : 'NEC'}`,
        `          model: ${pj === 'christie' ? oneOf(random, ['CP4440-RGB', 'CP2315-RGB']) : pj === 'barco' ? oneOf(random, ['SP4K-25', 'SP2K-11']) : 'NC1402L'}`,
        `          serial: "${pjSerial}"`,
        `          light_source: ${pj === 'nec' ? 'laser phosphor' : 'RGB laser'}`,
        `          hours: ${between(random, 800, 31_000)}`,
        `          lens: ${oneOf(random, ['1.45-2.05:1', '1.25-1.83:1', '1.6-2.4:1'])}`,
        '        sound:',
        `          processor: ${oneOf(random, ['Dolby CP950A', 'Dolby CP950A', 'QSC Q-SYS Core 110f'])}`,
        `          format: ${oneOf(random, ['"5.1"', '"7.1"', '"7.1"', 'Atmos'])}`,
        `        automation: JNIOR 410 (10.${30 + s}.${screen}.20)`,
        `        last_service: 2027-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`,
      );
    }
  });
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 142: booth inventory',
    'The support desk want the serial number of the media block in Screen 6 at Glasgow. Can you find it for me?',
    'tms_inventory_export',
    output,
    'media-block-serial',
    needle,
  );
}

/** Manchester's published rota for this week, as the rota API returns it (pretty JSON). */
function b2StaffRota(): EconomicsTask {
  const random = seededRandom(142_005);
  const names = new Set<string>(['Hollie Brennan', 'Holly Brannigan', 'Ciaran Brennan']);
  const shiftIds = new Set<string>();
  const employeeIds = new Set<string>();
  const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const ROLES: readonly [string, string, string[]][] = [
    ['Team Member', 'Front of House', ['Box Office', 'Concessions', 'Floor', 'Concessions', 'Screen Cleans']],
    ['Team Member', 'Front of House', ['Concessions', 'Floor', 'Bar']],
    ['Projectionist', 'Technical', ['Projection Booth']],
    ['Duty Manager', 'Management', ['Duty Manager']],
    ['Shift Supervisor', 'Front of House', ['Supervisor']],
  ];
  const SHIFTS: readonly [string, string, number][] = [
    ['09:30', '15:00', 30],
    ['10:00', '16:30', 30],
    ['12:00', '18:00', 30],
    ['14:00', '20:00', 30],
    ['16:00', '23:30', 45],
    ['17:30', '00:30', 45],
    ['18:00', '23:00', 30],
  ];
  const paid = (start: string, end: string, brk: number) => {
    const [sh, sm] = start.split(':').map(Number) as [number, number];
    const [eh, em] = end.split(':').map(Number) as [number, number];
    const mins = (eh < sh ? eh + 24 : eh) * 60 + em - sh * 60 - sm - brk;
    return Math.round((mins / 60) * 100) / 100;
  };
  let needle = '';
  const shift = (day: number, position: string, forced?: [string, string, number]) => {
    const [start, end, brk] = forced ?? oneOf(random, SHIFTS);
    return {
      shiftId: fresh(shiftIds, () => `RS-MAN-W11-${between(random, 10_000, 99_999)}`),
      date: `2028-03-${13 + day}`,
      day: DAYS[day]!,
      start,
      end,
      position,
      breakMinutes: brk,
      paidHours: paid(start, end, brk),
      status: oneOf(random, ['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'ACKNOWLEDGED']),
      notes:
        random() < 0.1
          ? oneOf(random, ['Kids Club morning', 'Cover for AL', 'Training: new till', 'Preview night', 'Stock delivery 07:00'])
          : null,
    };
  };
  const employee = (
    name: string,
    role: (typeof ROLES)[number],
    days: number[],
    special?: (day: number) => ReturnType<typeof shift> | undefined,
  ) => {
    const shifts = days.map((day) => special?.(day) ?? shift(day, oneOf(random, role[2])));
    return {
      employeeId: fresh(employeeIds, () => `E${between(random, 100_000, 199_999)}`),
      name,
      jobTitle: role[0],
      department: role[1],
      contract: { type: random() < 0.7 ? 'HOURLY' : 'SALARIED', weeklyHours: oneOf(random, [12, 16, 20, 24, 30, 37.5]) },
      shifts,
      totals: { shifts: shifts.length, paidHours: Math.round(shifts.reduce((sum, s) => sum + s.paidHours, 0) * 100) / 100 },
    };
  };
  const days = () =>
    shuffle(random, [0, 1, 2, 3, 4, 5, 6])
      .slice(0, between(random, 2, 5))
      .sort((x, y) => x - y);
  const employees = Array.from({ length: 64 }, () => {
    const name = fresh(names, () => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`);
    return employee(name, oneOf(random, ROLES), days());
  });
  employees.splice(
    32,
    0,
    employee('Hollie Brennan', ROLES[0]!, [0, 3, 5, 6], (day) => {
      if (day !== 3) return undefined;
      const s = shift(3, 'Concessions', ['16:00', '23:30', 45]);
      needle = s.shiftId;
      return s;
    }),
  );
  employees.splice(18, 0, employee('Ciaran Brennan', ROLES[2]!, [1, 3, 4, 6]));
  employees.splice(47, 0, employee('Holly Brannigan', ROLES[1]!, [2, 3, 4]));
  const openShifts = Array.from({ length: 9 }, () => shift(pick(random, 7), oneOf(random, ['Concessions', 'Floor', 'Box Office', 'Bar'])));
  const doc = {
    site: { code: 'MAN', name: 'Lumenhall Manchester Ancoats' },
    weekCommencing: '2028-03-13',
    weekNumber: 11,
    status: 'PUBLISHED',
    publishedAt: '2028-03-08T16:22:10Z',
    publishedBy: 'r.okafor (General Manager)',
    employees,
    openShifts,
    generatedAt: '2028-03-14T09:12:44Z',
  };
  const output = `${JSON.stringify(doc, null, 2)}\n`;
  return probe(
    'round 142: staff rota',
    "Hollie Brennan at Manchester wants to swap her Thursday shift this week with someone. What's the shift ID for it?",
    'rota_get_week',
    output,
    'shift-id',
    needle,
  );
}

/** The booking API's log since yesterday afternoon, Python logging with its tracebacks. */
function b3BookingLog(): EconomicsTask {
  const random = seededRandom(142_006);
  const orderRefs = new Set<string>(['LHO-58213947']);
  const order = () => fresh(orderRefs, () => `LHO-${between(random, 50_000_000, 59_999_999)}`);
  const perf = () => `P${between(random, 4_400_000, 4_499_999)}`;
  const req = () => hex(random, 8);
  const psp = () => `ADY88260313${between(random, 10_000_000, 99_999_999)}`;
  const stamp = (t: number) => `2028-03-${t < 86_400 ? 13 : 14} ${hms(t % 86_400)},${String(pick(random, 1000)).padStart(3, '0')}`;
  const REFUSALS = [
    'Refund amount exceeds captured amount',
    'Card account closed; refund by alternative method',
    'Duplicate refund request for this payment',
    'Acquirer did not respond within 30s',
    'Refund window of 365 days has passed',
  ];
  const codes = SITES.map((s) => s.code);
  type Event = { t: number; lines: (at: string) => string[] };
  const events: Event[] = [];
  const refusal = (t: number, ref: string, amount: string, reason: string, pspRef: string) =>
    events.push({
      t,
      lines: (at) => [
        `${at} ERROR [booking.refunds] [req=${req()}] refund failed ref=${ref} amount=${amount} psp=${pspRef}`,
        'Traceback (most recent call last):',
        '  File "/srv/booking-api/lumenhall/booking/refunds.py", line 188, in issue_refund',
        '    result = gateway.refund(payment.psp_reference, amount_minor=amount, reference=order.ref)',
        '  File "/srv/booking-api/lumenhall/payments/adyen.py", line 241, in refund',
        '    raise GatewayRefused(body["refusalReason"], psp_reference=body["pspReference"])',
        `lumenhall.payments.errors.GatewayRefused: ${reason} (pspReference=${pspRef}, resultCode=Refused)`,
      ],
    });
  for (let i = 0; i < 2300; i++) {
    const t = between(random, 57_600, 93_599);
    const roll = random();
    const ref = order();
    const site = oneOf(random, codes);
    const seats = between(random, 1, 5);
    const amount = money(seats * 5 * between(random, 179, 270));
    if (roll < 0.3)
      events.push({
        t,
        lines: (at) => [
          `${at} INFO  [booking.orders] [req=${req()}] order created ref=${ref} site=${site} perf=${perf()} seats=${seats} total=${amount} channel=${oneOf(random, ['web', 'web', 'app', 'app', 'kiosk', 'box-office'])}`,
        ],
      });
    else if (roll < 0.52)
      events.push({
        t,
        lines: (at) => [
          `${at} INFO  [booking.payments] [req=${req()}] payment authorised ref=${ref} psp=${psp()} amount=${amount} capture=${oneOf(random, ['immediate', 'delayed'])}`,
        ],
      });
    else if (roll < 0.62)
      events.push({
        t,
        lines: (at) => [`${at} INFO  [booking.payments] [req=${req()}] payment captured ref=${ref} psp=${psp()} amount=${amount}`],
      });
    else if (roll < 0.74)
      events.push({
        t,
        lines: (at) => [
          `${at} INFO  [booking.tickets] [req=${req()}] tickets issued ref=${ref} count=${seats} delivery=${oneOf(random, ['email', 'app-wallet', 'print'])}`,
        ],
      });
    else if (roll < 0.84)
      events.push({
        t,
        lines: (at) => [
          `${at} INFO  [uvicorn.access] 10.20.${between(random, 1, 9)}.${between(random, 10, 250)}:${between(random, 30_000, 60_000)} - "GET /v3/performances/${perf()}/seats HTTP/1.1" 200`,
        ],
      });
    else if (roll < 0.88)
      events.push({ t, lines: (at) => [`${at} INFO  [booking.seats] [req=${req()}] hold expired perf=${perf()} seats=${seats} released`] });
    else if (roll < 0.92)
      events.push({
        t,
        lines: (at) => [
          `${at} INFO  [booking.refunds] [req=${req()}] refund requested ref=${ref} by=${oneOf(random, ['customer:web', 'customer:app', `box-office:${site}`])} reason=${oneOf(random, ['CUSTOMER_REQUEST', 'CUSTOMER_REQUEST', 'DUPLICATE_BOOKING', 'GOODWILL'])}`,
        ],
      });
    else if (roll < 0.955)
      events.push({
        t,
        lines: (at) => [`${at} INFO  [booking.refunds] [req=${req()}] refund issued ref=${ref} amount=${amount} psp=${psp()}`],
      });
    else if (roll < 0.97)
      events.push({
        t,
        lines: (at) => [
          `${at} WARNING [booking.db] [req=${req()}] slow query ${between(random, 1200, 4800)}ms: SELECT seat_state FROM seat_holds WHERE perf_id = %s FOR UPDATE`,
        ],
      });
    else if (roll < 0.98) refusal(t, ref, amount, oneOf(random, REFUSALS), psp());
    else if (roll < 0.99) {
      const p = perf();
      const row = oneOf(random, [...'ABCDEFGHJKLM']);
      const n = between(random, 1, 18);
      events.push({
        t,
        lines: (at) => [
          `${at} ERROR [booking.seats] [req=${req()}] could not lock seats perf=${p} seats=${row}${n},${row}${n + 1}`,
          'Traceback (most recent call last):',
          '  File "/srv/booking-api/lumenhall/booking/seats.py", line 97, in reserve',
          '    with self.locks.acquire(perf_id, seat_ids, timeout=5.0):',
          '  File "/srv/booking-api/lumenhall/infra/locks.py", line 54, in acquire',
          '    raise SeatLockTimeout(f"lock on {key} not acquired within {timeout}s")',
          `lumenhall.infra.locks.SeatLockTimeout: lock on perf:${p}:${row}${n} not acquired within 5.0s`,
        ],
      });
    } else
      events.push({
        t,
        lines: (at) => [
          `${at} ERROR [booking.loyalty] [req=${req()}] points post failed ref=${ref} member=LM${between(random, 10_000_000, 99_999_999)}`,
          'Traceback (most recent call last):',
          '  File "/srv/booking-api/lumenhall/loyalty/client.py", line 61, in post_points',
          '    resp = self.session.post(url, json=payload, timeout=3)',
          '  File "/usr/local/lib/python3.12/site-packages/requests/sessions.py", line 637, in post',
          '    return self.request("POST", url, data=data, json=json, **kwargs)',
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='loyalty.lumenhall.internal', port=443): Read timed out. (read timeout=3)",
        ],
      });
  }
  // The abandoned 20:30 show at Cardiff: its customers' refunds, one of which the provider refuses.
  const abandoned = 'P4431876';
  const target = 'LHO-58213947';
  const needle = 'Original authorisation not yet captured';
  events.push(
    {
      t: 69_123,
      lines: (at) => [
        `${at} INFO  [booking.orders] [req=${req()}] order created ref=${target} site=CDF perf=${abandoned} seats=2 total=23.90 channel=app`,
      ],
    },
    {
      t: 69_125,
      lines: (at) => [
        `${at} INFO  [booking.payments] [req=${req()}] payment authorised ref=${target} psp=ADY8826031319120054 amount=23.90 capture=delayed`,
      ],
    },
    { t: 69_126, lines: (at) => [`${at} INFO  [booking.tickets] [req=${req()}] tickets issued ref=${target} count=2 delivery=app-wallet`] },
    {
      t: 78_418,
      lines: (at) => [
        `${at} INFO  [booking.refunds] [req=${req()}] refund requested ref=${target} by=box-office:CDF reason=SHOW_ABANDONED`,
      ],
    },
    { t: 78_422, lines: (at) => [`${at} INFO  [booking.refunds] [req=${req()}] refund queued for manual review ref=${target} attempts=1`] },
  );
  refusal(78_421, target, '23.90', needle, 'ADY8826031319120054');
  for (let i = 0; i < 7; i++) {
    const ref = order();
    const amount = money(between(random, 1, 4) * 1195);
    const t = 78_300 + between(random, 0, 400);
    events.push(
      {
        t,
        lines: (at) => [`${at} INFO  [booking.refunds] [req=${req()}] refund requested ref=${ref} by=box-office:CDF reason=SHOW_ABANDONED`],
      },
      { t: t + 3, lines: (at) => [`${at} INFO  [booking.refunds] [req=${req()}] refund issued ref=${ref} amount=${amount} psp=${psp()}`] },
    );
  }
  events.sort((x, y) => x.t - y.t);
  const output = `${events.flatMap((e) => e.lines(stamp(e.t))).join('\n')}\n`;
  return probe(
    'round 142: booking service log',
    'A customer at Cardiff says the refund on her order LHO-58213947 never came through last night. What reason did the card processor give for turning it down?',
    'logs_tail_booking_api',
    output,
    'refund-reason',
    needle,
  );
}

// c. A question that paraphrases the output or carries a preamble.

/** The week's schedule for the northern sites, as the scheduling system prints it (fixed-width). */
function c1ScheduleListing(): EconomicsTask {
  const random = seededRandom(142_007);
  const ids = new Set<string>();
  const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const bear = FILMS.find((f) => f.title === "Little Bear's Big Winter")!;
  const paper = FILMS.find((f) => f.title === 'Paper Satellites')!;
  const family = FILMS.filter((f) => f.cert === 'U' || f.cert === 'PG');
  let needle = '';
  const header = [
    'LUMENHALL CINEMAS - SCHEDULE LISTING                                           region: NORTH   printed 14/03/2028 09:41 by jdoyle',
    'Week 11: Mon 13/03/2028 - Sun 19/03/2028    sites: LDS MAN NCL SHF    status: PUBLISHED',
    'ATTR: SUB subtitled | RLX relaxed | PB parent & baby | 60+ seniors | KIDS kids club   (AD audio description available at all shows)',
    '',
  ];
  const columns =
    'SITE  PERF ID   DATE        DAY  START  END    SCR  FILM                         CERT  FMT  ATTR  CAP  SOLD  HELD\n' +
    '----  -------   ----------  ---  -----  -----  ---  ---------------------------  ----  ---  ----  ---  ----  ----';
  const rows: string[] = [];
  for (const code of ['LDS', 'MAN', 'NCL', 'SHF']) {
    const site = SITES.find((s) => s.code === code)!;
    const caps = Array.from({ length: site.screens }, () => between(random, 48, 320));
    rows.push('', `=== ${code}  ${site.name} ===`, columns);
    for (let day = 0; day < 7; day++) {
      const weekend = day >= 5;
      for (let screen = 1; screen <= site.screens; screen++) {
        const planted =
          code === 'MAN' && screen === 3 && (day === 5 || day === 2)
            ? bear
            : code === 'LDS' && screen === 2 && day === 6
              ? bear
              : code === 'MAN' && screen === 5 && day === 6
                ? paper
                : undefined;
        const film =
          planted ??
          (weekend && screen <= 3
            ? oneOf(random, family)
            : oneOf(
                random,
                FILMS.filter((f) => f !== bear || weekend),
              ));
        let start = planted ? (film === paper ? 615 : 630) : weekend ? 600 + 15 * between(random, 0, 4) : 630 + 15 * between(random, 0, 6);
        let first = true;
        while (start <= (film.cert === 'U' ? 1110 : 1305)) {
          const end = start + 20 + film.runtime;
          let attr = '';
          if (planted && first && (film === paper || code === 'LDS' || day === 2 || day === 5)) attr = 'RLX';
          else if (first && weekend && (film.cert === 'U' || film.cert === 'PG')) attr = random() < 0.6 ? 'KIDS' : '';
          else if (first && !weekend && random() < 0.08)
            attr = film.cert === 'U' || film.cert === 'PG' ? '60+' : oneOf(random, ['PB', '60+']);
          else if (start >= 1080 && random() < 0.04) attr = 'SUB';
          if (planted === bear && !first && day === 5 && start > 900) attr = 'SUB';
          const cap = caps[screen - 1]!;
          const sold = Math.min(
            cap,
            Math.floor(cap * (weekend || start >= 1080 ? 0.2 + random() * 0.6 : random() * 0.35) * (day <= 1 ? 1 : 0.6)),
          );
          const id = fresh(ids, () => String(between(random, 4_000_000, 4_999_999)));
          if (planted === bear && code === 'MAN' && day === 5 && first) needle = id;
          rows.push(
            [
              code.padEnd(4),
              id.padEnd(8),
              `${13 + day}/03/2028`.padEnd(10),
              DAYS[day]!.padEnd(3),
              hm(start).padEnd(5),
              hm(end).padEnd(5),
              pad2(screen).padEnd(3),
              film.title.padEnd(27),
              film.cert.padEnd(4),
              (screen === 1 && !planted ? '3D' : '2D').padEnd(3),
              attr.padEnd(4),
              String(cap).padStart(3),
              String(sold).padStart(4),
              String(pick(random, 4) === 0 ? between(random, 1, 6) : 0).padStart(4),
            ].join('  '),
          );
          first = false;
          start = Math.ceil((end + 15 + between(random, 0, 30)) / 5) * 5;
        }
      }
    }
    rows.push(`--- ${code}: ${rows.filter((r) => r.startsWith(`${code}  `)).length} performances`);
  }
  const output = `${header.join('\n')}${rows.join('\n')}\n\n*** END OF LISTING ***\n`;
  return probe(
    'round 142: schedule listing',
    'We had a mum on the phone this morning whose little boy is autistic; he finds the normal showings too loud and too dark. Is there one of the gentler showings of the little bear film at Manchester this weekend? Which performance should I book them into?',
    'schedule_list',
    output,
    'relaxed-perf',
    needle,
  );
}

/** The loyalty platform's event log since yesterday morning, in logfmt. */
function c2LoyaltyEvents(): EconomicsTask {
  const random = seededRandom(142_008);
  const needle = 'LM30481276';
  const members = new Set<string>([needle]);
  const member = () => fresh(members, () => `LM${between(random, 10_000_000, 99_999_999)}`);
  const codes = SITES.map((s) => s.code);
  const balances = () => between(random, 40, 9000);
  const stamp = (t: number) => `2028-03-${t < 86_400 ? 13 : 14}T${hms(t % 86_400)}.${String(pick(random, 1000)).padStart(3, '0')}Z`;
  type Event = { t: number; line: (at: string) => string };
  const events: Event[] = [];
  for (let i = 0; i < 2900; i++) {
    const zone = random();
    const t =
      zone < 0.06
        ? between(random, 0, 3599)
        : zone < 0.9
          ? between(random, 34_200, 86_399)
          : zone < 0.95
            ? between(random, 86_400, 89_999)
            : between(random, 118_800, 122_399);
    const m = member();
    const site = oneOf(random, codes);
    const roll = random();
    let line: (at: string) => string;
    if (roll < 0.42) {
      const pts = 10 * between(random, 1, 9);
      line = (at) =>
        `ts=${at} level=info svc=loyalty-core evt=points.earned member=${m} site=${site} source=concessions txn=POS-${site}-T${pad2(between(random, 1, 6))}-${between(random, 18_000, 29_999)} points=${pts} balance=${balances()}`;
    } else if (roll < 0.7) {
      const pts = 10 * between(random, 8, 48);
      line = (at) =>
        `ts=${at} level=info svc=loyalty-core evt=points.earned member=${m} site=${site} source=tickets booking=LHO-${between(random, 50_000_000, 59_999_999)} points=${pts} balance=${balances()}`;
    } else if (roll < 0.82)
      line = (at) =>
        `ts=${at} level=info svc=loyalty-core evt=points.redeemed member=${m} site=${site} reward=${oneOf(random, ['FREE_MED_POPCORN', 'FREE_REG_DRINK', 'FREE_TICKET_2D', 'HALF_PRICE_COMBO'])} points=-${oneOf(random, [300, 400, 900, 1500])} balance=${balances()}`;
    else if (roll < 0.88)
      line = (at) =>
        `ts=${at} level=info svc=loyalty-core evt=member.joined member=${m} channel=${oneOf(random, ['app', 'web', 'till'])} home_site=${site} tier=blue`;
    else if (roll < 0.93)
      line = (at) =>
        `ts=${at} level=info svc=rewards evt=reward.issued member=${m} reward=${oneOf(random, ['BIRTHDAY_TICKET', 'WELCOME_POPCORN', 'STREAK_5_VISITS'])} expires=2028-04-${pad2(between(random, 10, 30))}`;
    else if (roll < 0.97)
      line = (at) =>
        `ts=${at} level=info svc=notify evt=email.sent member=${m} template=${oneOf(random, ['points_statement', 'reward_ready', 'booking_confirmation'])} provider=postmark`;
    else
      line = (at) =>
        `ts=${at} level=warn svc=loyalty-core evt=points.duplicate_ignored member=${m} site=${site} txn=POS-${site}-T0${between(random, 1, 6)}-${between(random, 18_000, 29_999)}`;
    events.push({ t, line });
  }
  // The tier evaluator runs at five past every hour.
  const THRESHOLDS: Record<string, string> = { silver: '250.00', gold: '600.00', platinum: '1200.00' };
  const spend = (over: string) => money(Math.round(Number(over) * 100) + between(random, 0, 4000));
  const planted: Record<number, string[]> = {
    10: ['gold>platinum:rolling_12m_spend'],
    15: ['gold>platinum:rolling_12m_spend:needle', 'silver>gold:rolling_12m_spend'],
    16: ['platinum>gold:annual_review'],
    33: ['gold>platinum:rolling_12m_spend'],
  };
  for (let hour = 0; hour < 34; hour++) {
    const t = hour * 3600 + 300 + between(random, 0, 20);
    const run = `te-2028031${hour < 24 ? 3 : 4}-${pad2(hour % 24)}05`;
    const changes = [...(planted[hour] ?? [])];
    for (let k = between(random, 0, 3); k > 0; k--)
      changes.push(
        oneOf(random, [
          'blue>silver:rolling_12m_spend',
          'blue>silver:rolling_12m_spend',
          'silver>gold:rolling_12m_spend',
          'gold>silver:annual_review',
          'silver>blue:annual_review',
        ]),
      );
    shuffle(random, changes);
    events.push({
      t,
      line: (at) => `ts=${at} level=info svc=tier-evaluator evt=run.started run=${run} candidates=${between(random, 1400, 2200)}`,
    });
    changes.forEach((change, k) => {
      const [moves, basis, isNeedle] = change.split(':') as [string, string, string | undefined];
      const [from, to] = moves.split('>') as [string, string];
      const m = isNeedle ? needle : member();
      const up = basis === 'rolling_12m_spend';
      const threshold = THRESHOLDS[up ? to : from]!;
      const spent = up ? spend(threshold) : money(Math.round(Number(threshold) * 100) - between(random, 100, 9000));
      events.push({
        t: t + 1 + k,
        line: (at) =>
          `ts=${at} level=info svc=tier-evaluator evt=tier.changed member=${m} from=${from} to=${to} basis=${basis} spend_12m_gbp=${spent} threshold_gbp=${threshold} run=${run}`,
      });
    });
    const up = changes.filter((c) => c.includes(':rolling')).length;
    events.push({
      t: t + 4 + changes.length,
      line: (at) =>
        `ts=${at} level=info svc=tier-evaluator evt=run.completed run=${run} evaluated=${between(random, 1400, 2200)} upgraded=${up} downgraded=${changes.length - up} duration_ms=${between(random, 2100, 6400)}`,
    });
  }
  const agentMember = member();
  events.push({
    t: 56_473,
    line: (at) =>
      `ts=${at} level=info svc=loyalty-core evt=tier.changed member=${agentMember} from=gold to=platinum basis=cs_override by=cs.agent.rhughes case=CS-118273 note="complaint goodwill"`,
  });
  events.sort((x, y) => x.t - y.t);
  const output = `${events.map((e) => e.line(stamp(e.t))).join('\n')}\n`;
  return probe(
    'round 142: loyalty events',
    "Marketing want to send a bottle of fizz to anyone who reaches the highest membership level purely through what they've spent with us, not because customer services bumped them up. Someone managed it yesterday afternoon; what's their membership number?",
    'loyalty_events_tail',
    output,
    'top-tier-member',
    needle,
  );
}

/** Yesterday's daily performance report for the whole chain, as the box office reporting exports it (HTML). */
function c3PerformanceReport(): EconomicsTask {
  const random = seededRandom(142_009);
  const ids = new Set<string>();
  const perfId = () => fresh(ids, () => `PF${between(random, 200_000, 299_999)}`);
  const pounds = (pence: number) => money(pence).replace(/\B(?=(\d{3})+\.)/g, ',');
  const noteFor = (start: number) =>
    oneOf(random, [
      `Late start +${between(random, 4, 12)} min (ads overran)`,
      `Late start +${between(random, 4, 12)} min (previous show cleaning)`,
      `Comp x${between(random, 2, 6)} (manager)`,
      'Comp x2 (press)',
      `Partial refund: ${between(random, 2, 6)} tickets (broken seats row ${oneOf(random, [...'CDEFGH'])})`,
      `Stopped ${hm(start + 38)}, resumed ${hm(start + 49)} (fire alarm); ${between(random, 3, 9)} goodwill vouchers`,
      'Private hire: screen booked by Northlight Pictures',
      `Group booking: school (${between(random, 18, 40)})`,
      'Subtitled',
    ]);
  let needle = '';
  const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  const sections = SITES.map((site) => {
    const rows: string[] = [];
    let totalAdmits = 0;
    let totalGross = 0;
    let totalCap = 0;
    const planted: Record<number, string> = {};
    if (site.code === 'LIV') {
      planted[4] = 'target';
      planted[7] = 'cancelled-refunded';
      planted[2] = 'nil';
    }
    if (site.code === 'SHF') planted[6] = 'stopped';
    for (let screen = 1; screen <= site.screens; screen++) {
      const film = oneOf(random, FILMS);
      const cap = between(random, 48, 320);
      const starts: number[] = [];
      for (
        let start = 630 + 15 * between(random, 0, 8);
        start <= 1305;
        start = Math.ceil((start + film.runtime + 35 + between(random, 0, 30)) / 5) * 5
      )
        starts.push(start);
      starts.forEach((start, k) => {
        let admits = Math.min(cap, Math.floor(cap * (start >= 1080 ? 0.15 + random() * 0.45 : random() * 0.25)));
        let note = random() < 0.05 ? noteFor(start) : '';
        const last = k === starts.length - 1;
        const kind = planted[screen];
        const id = perfId();
        if (kind === 'target' && last) {
          admits = 87;
          note = `Show stopped ${hm(start + 42)} and not resumed (IMS playback halt); all 87 admits refunded in full`;
          needle = id;
        } else if (kind === 'cancelled-refunded' && k === starts.length - 2) {
          admits = 0;
          note = `Cancelled ${hm(start - 40)} before doors (DCP not delivered); 11 bookings refunded`;
        } else if (kind === 'nil' && k === 0) {
          admits = 0;
          note = 'Cancelled: nil sales';
        } else if (kind === 'stopped' && last) {
          admits = 54;
          note = `Show stopped ${hm(start + 63)} and not resumed (sound processor fault); all 54 admits refunded in full`;
        }
        const gross = note.includes('refunded') ? 0 : admits * between(random, 780, 1120);
        totalAdmits += admits;
        totalGross += gross;
        totalCap += cap;
        rows.push(
          `<tr><td>${id}</td><td class="num">${screen}</td><td>${esc(film.title)}</td><td>${film.cert}</td><td>${hm(start)}</td><td class="num">${cap}</td>` +
            `<td class="num">${admits}</td><td class="num">${pounds(gross)}</td><td class="num">${((admits / cap) * 100).toFixed(1)}</td><td class="note">${note}</td></tr>`,
        );
      });
    }
    return [
      `<section class="site" id="site-${site.code}">`,
      `<h2>${site.name} (${site.code})</h2>`,
      '<table class="perf">',
      '<thead><tr><th>Perf</th><th>Scr</th><th>Film</th><th>Cert</th><th>Start</th><th>Cap</th><th>Admits</th><th>Gross £</th><th>Occ %</th><th>Notes</th></tr></thead>',
      '<tbody>',
      ...rows,
      '</tbody>',
      `<tfoot><tr><td colspan="5">${rows.length} performances</td><td class="num">${totalCap}</td><td class="num">${totalAdmits}</td><td class="num">${pounds(totalGross)}</td><td class="num">${((totalAdmits / totalCap) * 100).toFixed(1)}</td><td></td></tr></tfoot>`,
      '</table>',
      '</section>',
    ].join('\n');
  });
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Daily Performance Report - Mon 13 Mar 2028</title>',
    '<style>table{border-collapse:collapse;font:12px Arial}td,th{padding:2px 6px;border:1px solid #ccc}.num{text-align:right}.note{color:#555}</style>',
    '</head>',
    '<body>',
    '<h1>Lumenhall Cinemas - Daily Performance Report</h1>',
    '<p class="meta">Business date: Monday 13 March 2028 &middot; Generated 14/03/2028 06:12 by BoxOffice Reporting 5.3 &middot; All sites</p>',
    ...sections,
    '<p class="foot">Admits include comps. Gross is net of refunds processed before 06:00.</p>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 142: daily performance report',
    'Morning! Hope the weekend was kind to you. Quick one before the ops call: at Liverpool last night, which performance did we have to call off partway through and give everybody their money back?',
    'boxoffice_daily_report',
    output,
    'abandoned-perf',
    needle,
  );
}

// d. One value unlike its peers, with no error word near it.

/** Every projection server's status, as the fleet poller prints it (INI-like blocks). */
function d1ServerFleet(): EconomicsTask {
  const random = seededRandom(142_010);
  const serials = new Set<string>();
  const needle = 'ims-liv-04';
  const blocks: string[] = [];
  SITES.forEach((site, s) => {
    for (let screen = 1; screen <= site.screens; screen++) {
      const host = `ims-${site.code.toLowerCase()}-${pad2(screen)}`;
      const free = (between(random, 6, 58) / 10).toFixed(1);
      const playing = random() < 0.15;
      blocks.push(
        [
          `[${host}]`,
          `site             = ${site.code}  ${site.name}`,
          `screen           = ${screen}`,
          `address          = 10.${30 + s}.${screen}.11`,
          'model            = Dolby IMS3000',
          `serial           = ${fresh(serials, () => `IMS3K-0${between(random, 400_000, 499_999)}`)}`,
          `software         = ${host === needle ? '3.1.14-3' : '3.2.7-0'}`,
          'security_manager = 2.4.11',
          'fpga             = 5.12',
          `storage          = 8 TB RAID5, ${free} TB free`,
          `uptime           = ${between(random, 0, 96)}d ${pad2(pick(random, 24))}h ${pad2(pick(random, 60))}m`,
          `last_kdm_ingest  = ${new Date(Date.UTC(2028, 2, 9) + between(random, 0, 457_200) * 1000).toISOString().replace('.000', '')}`,
          `content          = ${between(random, 14, 61)} CPL / ${between(random, 6, 30)} SPL`,
          `ntp_offset_ms    = ${between(random, 0, 9)}`,
          `playback_state   = ${playing ? 'playing' : oneOf(random, ['idle', 'idle', 'standby'])}`,
          `temperature_c    = ${between(random, 36, 52)}`,
          `fan_rpm          = ${between(random, 2400, 3900)}`,
        ].join('\n'),
      );
    }
  });
  const output =
    `; ims-fleet status, generated 2028-03-14T07:00:04Z by tms-central (poller 1.8.2)\n; ${blocks.length} servers polled, ${blocks.length} responded\n\n` +
    `${blocks.join('\n\n')}\n`;
  return probe(
    'round 142: projection server fleet',
    'Are any of our projection servers still running a different software build from the rest of the estate? Which one?',
    'ims_fleet_status',
    output,
    'odd-server',
    needle,
  );
}

/** Last week's Z reads of every till in the chain, as a CSV. */
function d2TillZReads(): EconomicsTask {
  const random = seededRandom(142_011);
  const OPS = ['jdoyle', 'kmorris', 'apatel', 'rt.nowak', 'sbegum', 'lchen', 'ewalsh', 'mokafor', 'hbyrne', 'dshaw'];
  const tillCounts = SITES.map(() => between(random, 3, 6));
  const zBase = SITES.map((_, s) => Array.from({ length: tillCounts[s]! }, () => between(random, 1000, 1900)));
  let needle = '';
  const rows: string[] = [];
  for (let day = 0; day < 7; day++) {
    const date = `2028-03-${pad2(6 + day)}`;
    SITES.forEach((site, s) => {
      for (let till = 1; till <= tillCounts[s]!; till++) {
        const z = `Z-${site.code}-T${pad2(till)}-${zBase[s]![till - 1]! + day}`;
        const odd = site.code === 'LDS' && till === 4 && day === 3;
        if (odd) needle = z;
        const float = odd ? 200_00 : 150_00;
        const busy = (day >= 4 ? 1.6 : 1) * (till <= 2 ? 1.4 : 0.8);
        const txns = Math.round(between(random, 90, 260) * busy);
        const cash = Math.round(txns * between(random, 90, 180));
        const card = Math.round(txns * between(random, 550, 820));
        const gift = Math.round(txns * between(random, 10, 60));
        const loyalty = Math.round(txns * between(random, 5, 40));
        const refunds = random() < 0.3 ? between(random, 295, 2200) : 0;
        const expected = float + cash - refunds;
        const variance = random() < 0.65 ? 0 : oneOf(random, [-1, 1]) * between(random, 1, 600);
        rows.push(
          [
            date,
            site.code,
            `T${pad2(till)}`,
            z,
            `${date}T${pad2(between(random, 9, 10))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}`,
            `${date}T${pad2(between(random, 22, 23))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}`,
            oneOf(random, OPS),
            money(float),
            money(cash),
            money(card),
            money(gift),
            money(loyalty),
            money(refunds),
            money(expected),
            money(expected + variance),
            money(variance),
            txns,
          ].join(','),
        );
      }
    });
  }
  const output =
    'business_date,site,till,z_number,opened_at,closed_at,opened_by,opening_float,cash_sales,card_sales,giftcard_sales,loyalty_redemptions,refunds,expected_cash,counted_cash,variance,txn_count\n' +
    `${rows.join('\n')}\n`;
  return probe(
    'round 142: till Z reads',
    "Looking at last week's till summaries: one of the drawers was started off with a different amount of cash from all the others. Which Z read was that?",
    'pos_zread_summary',
    output,
    'odd-float',
    needle,
  );
}

/** This week's showings for the south-west sites, as the scheduler exports them (NDJSON). */
function d3SchedulerExport(): EconomicsTask {
  const random = seededRandom(142_012);
  const ids = new Set<string>();
  const CODES: Record<string, string> = {
    'Northlight Pictures': 'NLP',
    'Fennick Films': 'FNK',
    'Apex Halcyon': 'APH',
    Brightwater: 'BWD',
    'Marlow & Finch': 'MFD',
  };
  const cpl = (film: (typeof FILMS)[number]) => `${film.short}_FTR-1_F_EN-XX_UK-${film.cert}_51_2K_${CODES[film.dist]}_20280224_SMPTE_OV`;
  const salt = FILMS.find((f) => f.title === 'The Salt Road')!;
  const shows: Record<string, unknown>[] = [];
  for (const code of ['BRS', 'CDF', 'EXE', 'SOU']) {
    const site = SITES.find((s) => s.code === code)!;
    for (let day = 0; day < 7; day++) {
      const date = `2028-03-${13 + day}`;
      for (let screen = 1; screen <= site.screens; screen++) {
        const film = screen === 2 || random() < 0.12 ? salt : oneOf(random, FILMS);
        for (let start = 600 + 15 * between(random, 0, 8); start <= 1305;) {
          const end = start + 20 + film.runtime;
          shows.push({
            perfId: fresh(ids, () => `PF-${code}-03${13 + day}-${between(random, 10_000, 99_999)}`),
            site: code,
            screen,
            businessDate: date,
            filmId: film.id,
            title: film.title,
            cert: film.cert,
            cpl: cpl(film),
            format: screen === 1 && (film.title === 'Kestrel Nine' || film.title === 'Wolf Moon Rising') ? '3D' : '2D',
            runtimeMins: film.runtime,
            preShowMins: 20,
            cleanMins: 15,
            start: hm(start),
            end: hm(end),
            attributes: start >= 1080 && random() < 0.05 ? ['SUB'] : [],
            onSale: true,
            priceBand: start >= 1020 || day >= 4 ? 'PEAK' : 'OFFPEAK',
          });
          start = Math.ceil((end + 15 + between(random, 0, 25)) / 5) * 5;
        }
      }
    }
  }
  const middle = Math.floor(shows.length / 2);
  let odd = middle;
  while (shows[odd]!.title !== salt.title) odd++;
  const show = shows[odd]!;
  const [h, m] = String(show.start).split(':').map(Number) as [number, number];
  show.runtimeMins = 148;
  show.end = hm(h * 60 + m + 20 + 148);
  const needle = String(show.perfId);
  const output = `${shows.map((s) => JSON.stringify(s)).join('\n')}\n`;
  return probe(
    'round 142: scheduler export',
    "One of this week's Salt Road screenings has gone into the schedule with a different running time from all the others. Which performance is it?",
    'scheduler_export_week',
    output,
    'odd-runtime',
    needle,
  );
}

export function roundOneHundredFortyTwo(): EconomicsTask[] {
  return [
    a1SeatMap(),
    a2KdmInbox(),
    a3TillJournals(),
    b1BoothInventory(),
    b2StaffRota(),
    b3BookingLog(),
    c1ScheduleListing(),
    c2LoyaltyEvents(),
    c3PerformanceReport(),
    d1ServerFleet(),
    d2TillZReads(),
    d3SchedulerExport(),
  ];
}
