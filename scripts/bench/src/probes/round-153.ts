/**
 * Probe round 153, written blind: Larkhollow Music, a made-up independent music distributor (DDEX release deliveries to stores, streaming and sales reports, royalty statements, ISRC and UPC catalogue, audio ingest and transcoding, takedown and rights claims). "Today" is Thursday, 30 August 2029. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - delivery status (minified JSON): the message id of the takedown sent to one store for one album;
 *  - royalty statement export (one-line XML): the amount payable to one artist for one track, store and territory;
 *  - Content ID claims export (CSV, one huge matches field): the video whose match starts at a given time and was blocked;
 * b. The answer a few lines away from the line the question's words match:
 *  - catalogue export (YAML): the UPC of the single that carries the radio edit of a track;
 *  - ERN message preview (pretty DDEX XML): the ISRC of the acoustic version of a track;
 *  - store endpoint configuration (INI): the live SFTP host of one store, next to its staging profile;
 * c. A question that paraphrases the output or carries a preamble:
 *  - daily streaming trends (fixed-width table): how many times a track was "played" in a country on "the twenty-second";
 *  - ingest worker log (logfmt, with a preamble): the job of the master "bounced" on Tuesday afternoon;
 *  - rights claims portal (HTML, with a preamble): the reference of the notice that got a track "pulled from every store" last week;
 * d. One value unlike its peers, with no error word near it:
 *  - transcode results (NDJSON): the track encoded at a lower bitrate than the rest of the batch;
 *  - release deals (pretty JSON): the country whose start date differs from every other;
 *  - delivery agent journal (syslog lines): the batch whose upload took far longer than the others.
 * Not among the bench's targets.
 * First run, at 1df600f (the head when the round was written); with this file; `ROUNDS=153
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,609,191 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 153: delivery status takedown id
 *     codex: 13,740 tokens, peak 13,663, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 623, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,111 tokens, peak 5,315, 0/1 needles, 4 read-backs
 *     ours: 7,765 tokens, peak 3,148, 1/1 needles, 3 read-backs
 *   round 153: royalty statement payable
 *     codex: 214 tokens, peak 134, 0/1 needles, 0 read-backs
 *     context-chef: 718 tokens, peak 638, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,588 tokens, peak 6,421, 0/1 needles, 4 read-backs
 *     ours: 24,954 tokens, peak 9,227, 0/1 needles, 4 read-backs
 *   round 153: content id blocked video
 *     codex: 22,626 tokens, peak 22,538, 0/1 needles, 0 read-backs
 *     context-chef: 1,044 tokens, peak 956, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,734 tokens, peak 5,090, 0/1 needles, 2 read-backs
 *     ours: 21,233 tokens, peak 9,943, 0/1 needles, 3 read-backs
 *   round 153: catalogue radio edit upc
 *     codex: 12,514 tokens, peak 12,445, 0/1 needles, 0 read-backs
 *     context-chef: 643 tokens, peak 574, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,241 tokens, peak 3,521, 0/1 needles, 3 read-backs
 *     ours: 16,040 tokens, peak 6,841, 1/1 needles, 4 read-backs
 *   round 153: ern acoustic isrc
 *     codex: 8,932 tokens, peak 8,849, 0/1 needles, 0 read-backs
 *     context-chef: 605 tokens, peak 522, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,689 tokens, peak 2,430, 0/1 needles, 2 read-backs
 *     ours: 5,827 tokens, peak 2,583, 1/1 needles, 2 read-backs
 *   round 153: store endpoint host
 *     codex: 14,193 tokens, peak 14,114, 0/1 needles, 0 read-backs
 *     context-chef: 705 tokens, peak 626, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,708 tokens, peak 1,339, 0/1 needles, 2 read-backs
 *     ours: 3,335 tokens, peak 1,609, 1/1 needles, 2 read-backs
 *   round 153: trends plays in norway
 *     codex: 13,435 tokens, peak 13,363, 0/1 needles, 0 read-backs
 *     context-chef: 643 tokens, peak 571, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,850 tokens, peak 3,284, 0/1 needles, 3 read-backs
 *     ours: 8,112 tokens, peak 3,637, 1/1 needles, 3 read-backs
 *   round 153: ingest bounced master
 *     codex: 15,026 tokens, peak 14,931, 0/1 needles, 0 read-backs
 *     context-chef: 768 tokens, peak 673, 0/1 needles, 0 read-backs
 *     context-chef-store: 10,154 tokens, peak 4,073, 0/1 needles, 4 read-backs
 *     ours: 10,108 tokens, peak 4,806, 0/1 needles, 4 read-backs
 *   round 153: takedown notice reference
 *     codex: 13,820 tokens, peak 13,724, 0/1 needles, 0 read-backs
 *     context-chef: 710 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,984 tokens, peak 1,311, 0/1 needles, 4 read-backs
 *     ours: 4,382 tokens, peak 935, 0/1 needles, 4 read-backs
 *   round 153: transcode lower bitrate
 *     codex: 15,117 tokens, peak 15,034, 0/1 needles, 0 read-backs
 *     context-chef: 764 tokens, peak 681, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,395 tokens, peak 2,777, 0/1 needles, 4 read-backs
 *     ours: 6,574 tokens, peak 3,223, 1/1 needles, 4 read-backs
 *   round 153: deals odd start date
 *     codex: 11,506 tokens, peak 11,417, 0/1 needles, 0 read-backs
 *     context-chef: 716 tokens, peak 627, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,177 tokens, peak 1,351, 0/1 needles, 4 read-backs
 *     ours: 4,370 tokens, peak 938, 0/1 needles, 4 read-backs
 *   round 153: slow delivery batch
 *     codex: 14,794 tokens, peak 14,714, 0/1 needles, 0 read-backs
 *     context-chef: 741 tokens, peak 661, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,962 tokens, peak 1,311, 0/1 needles, 4 read-backs
 *     ours: 4,006 tokens, peak 877, 0/1 needles, 4 read-backs
 *     codex: 155,917 tokens, 0/12 needles
 *     context-chef: 8,757 tokens, 0/12 needles
 *     context-chef-store: 101,593 tokens, 0/12 needles
 *     ours: 116,706 tokens, 6/12 needles
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

// ---------------------------------------------------------------------------------------------------------
// Shared vocabulary of Larkhollow's catalogue: titles, artists, labels, codes.

const TITLE_A = [
  'Amber',
  'Ashen',
  'Blue',
  'Broken',
  'Cinder',
  'Copper',
  'Drift',
  'Ember',
  'Fallow',
  'Golden',
  'Harbour',
  'Hollow',
  'Iron',
  'Juniper',
  'Kestrel',
  'Linen',
  'Lunar',
  'Marrow',
  'Midnight',
  'North',
  'Paper',
  'Quiet',
  'Rust',
  'Silver',
  'Slow',
  'Sparrow',
  'Stone',
  'Summer',
  'Thistle',
  'Umber',
  'Violet',
  'Willow',
  'Winter',
  'Wren',
  'Yellow',
  'Pale',
];
const TITLE_B = [
  'Anthem',
  'Ballad',
  'Bells',
  'Bridge',
  'Canal',
  'Chapel',
  'Coast',
  'Crown',
  'Dancer',
  'Echo',
  'Fields',
  'Fires',
  'Garden',
  'Ghosts',
  'Heart',
  'Hymn',
  'Island',
  'Kingdom',
  'Letters',
  'Lights',
  'Machine',
  'Meadow',
  'Mirror',
  'Motel',
  'Parade',
  'Pilgrim',
  'Radio',
  'River',
  'Road',
  'Satellite',
  'Season',
  'Signal',
  'Sleep',
  'Song',
  'Tides',
  'Tower',
  'Valley',
  'Waltz',
  'Weather',
  'Window',
  'Wolves',
  'Years',
];
const FIRST = [
  'Ada',
  'Bram',
  'Cora',
  'Dev',
  'Elin',
  'Farah',
  'Gideon',
  'Hana',
  'Ivo',
  'Jonah',
  'Kaia',
  'Lior',
  'Mara',
  'Nico',
  'Odile',
  'Pim',
  'Quinn',
  'Rafe',
  'Saoirse',
  'Tomas',
  'Una',
  'Vikram',
  'Wilhelmina',
  'Xan',
  'Yusuf',
  'Zora',
];
const LAST = [
  'Abernethy',
  'Blackwood',
  'Carraway',
  'Dunmore',
  'Ellery',
  'Fenwick',
  'Greaves',
  'Hartigan',
  'Ishikawa',
  'Jansen',
  'Kowalczyk',
  'Lindqvist',
  'Mbeki',
  'Nakamura',
  'Oyelaran',
  'Pereira',
  'Quayle',
  'Rosen',
  'Sorensen',
  'Thackeray',
  'Ubaldi',
  'Varga',
  'Whitlock',
  'Yilmaz',
  'Zeller',
];
const BANDS = [
  'The Low Orchards',
  'Marrowbone Choir',
  'Sister Kestrel',
  'Halfmoon Radio',
  'The Pale Signals',
  'Cotton Ghosts',
  'Northgate Wolves',
  'Velvet Canal',
  'The Thistle Kings',
  'Ghost Parade',
  'Harbour Lights Club',
  'Ninefold',
];
const LABELS = [
  'Fernhill Records',
  'Copperline Audio',
  'Greywater Recordings',
  'Moth & Lantern',
  'Saltmarsh Sound',
  'Kettle Hole Records',
  'Brambling Music',
  'Ostara Tapes',
  'Tidewrack',
  'Lowfield Records',
  'Orchard Lane Music',
  'Cinder Path Records',
];

function songTitle(random: () => number): string {
  return `${oneOf(random, TITLE_A)} ${oneOf(random, TITLE_B)}`;
}

function artistName(random: () => number): string {
  return random() < 0.25 ? oneOf(random, BANDS) : `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
}

/** An ISRC of Larkhollow's registrant (or a label's own), year `yy`. */
function isrc(random: () => number, yy = between(random, 19, 29)): string {
  const registrant = oneOf(random, ['GBLKH', 'GBLKH', 'GBLKH', 'QZFHR', 'QZCPL', 'GBOST']);
  return `${registrant}${pad2(yy)}${String(between(random, 1, 99_999)).padStart(5, '0')}`;
}

/** A UPC/EAN-13 of Larkhollow's GS1 prefix, with its check digit. */
function upc(random: () => number): string {
  const body = `506324891${String(between(random, 0, 999)).padStart(3, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** `make()` again until what it makes contains none of `avoid` (filler must never hold a needle). */
function without(avoid: readonly string[], make: () => string): string {
  for (;;) {
    const made = make();
    if (!avoid.some((a) => made.includes(a))) return made;
  }
}

/** An ISO timestamp of August 2029 (or the given month), UTC. */
function iso(day: number, seconds: number, month = 8): string {
  const h = Math.floor(seconds / 3600) % 24;
  const m = Math.floor(seconds / 60) % 60;
  const s = Math.floor(seconds) % 60;
  return `2029-${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(m)}:${pad2(s)}Z`;
}

/** A stable list of stores with their DDEX party ids. */
const STORES: readonly (readonly [string, string])[] = [
  ['Spotify', 'PADPIDA2011072101T'],
  ['Apple Music', 'PADPIDA2005080802U'],
  ['Amazon Music', 'PADPIDA2007040502I'],
  ['Deezer', 'PADPIDA2009041402K'],
  ['Tidal', 'PADPIDA2014111701W'],
  ['YouTube Music', 'PADPIDA2015120100H'],
  ['Anghami', 'PADPIDA2013020802I'],
  ['Boomplay', 'PADPIDA2018082301A'],
  ['JioSaavn', 'PADPIDA2016062901N'],
  ['KKBOX', 'PADPIDA2012071701M'],
  ['Pandora', 'PADPIDA2010112203P'],
  ['SoundCloud', 'PADPIDA2016081101S'],
  ['NetEase Cloud Music', 'PADPIDA2017030602E'],
  ['Audiomack', 'PADPIDA2019010901Q'],
  ['Qobuz', 'PADPIDA2012101001Z'],
];

// ---------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the delivery API's page of DDEX deliveries, minified JSON on one line. */
function a1DeliveryTakedown(): EconomicsTask {
  const random = seededRandom(153_101);
  const msgId = (day: number) => `LKH-ERN-202908${pad2(day)}-${String(between(random, 1, 999_999)).padStart(6, '0')}`;
  const needle = msgId(25);
  const album = {
    upc: '5063248912706',
    catalogNumber: 'FHR-0388',
    title: 'Low Tide Choir',
    artist: 'Elin Hartigan',
    label: 'Fernhill Records',
  };
  const deluxe = {
    upc: '5063248913116',
    catalogNumber: 'FHR-0388D',
    title: 'Low Tide Choir (Deluxe)',
    artist: 'Elin Hartigan',
    label: 'Fernhill Records',
  };
  type Release = typeof album;
  const releases: Release[] = Array.from({ length: 140 }, () => {
    const artist = artistName(random);
    const label = oneOf(random, LABELS);
    return {
      upc: without([album.upc, deluxe.upc], () => upc(random)),
      catalogNumber: `${label.slice(0, 3).toUpperCase()}-0${between(random, 100, 499)}`,
      title: songTitle(random),
      artist,
      label,
    };
  });
  const delivery = (day: number, seconds: number, store: readonly [string, string], release: Release, action: string, id: string) => {
    const tracks = release.title.includes('Choir') ? 11 : between(random, 1, 14);
    const files = tracks * 2 + 2;
    const sent = seconds + between(random, 20, 900);
    const acked = sent + between(random, 60, 7200);
    return JSON.stringify({
      messageId: id,
      messageThreadId: `LKH-THR-${hex(random, 10)}`,
      messageSchema: 'ern/43',
      messageControlType: 'LiveMessage',
      releaseAction: action,
      release: {
        upc: release.upc,
        catalogNumber: release.catalogNumber,
        title: release.title,
        displayArtist: release.artist,
        label: release.label,
      },
      recipient: { partyId: store[1], name: store[0] },
      profile: tracks > 3 ? 'AudioAlbum' : 'AudioSingle',
      createdAt: iso(day, seconds),
      sentAt: iso(day, sent),
      transport: {
        protocol: 'sftp',
        batch: `B202908${pad2(day)}-${between(random, 1000, 9999)}`,
        files: action === 'Takedown' ? 1 : files,
        bytes: action === 'Takedown' ? between(random, 3000, 9000) : files * between(random, 8_000_000, 60_000_000),
      },
      acknowledgement: {
        status: oneOf(random, ['Acknowledged', 'Acknowledged', 'Acknowledged', 'Pending']),
        receivedAt: iso(day, acked),
        ackId: `${store[0]
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}-ACK-${hex(random, 12)}`,
      },
    });
  };
  const entries: { at: number; json: string }[] = [];
  const add = (day: number, seconds: number, json: string) => entries.push({ at: day * 86_400 + seconds, json });
  for (let i = 0; i < 430; i++) {
    const day = between(random, 20, 29);
    const seconds = between(random, 0, 86_399);
    const store = oneOf(random, STORES);
    const release = oneOf(random, releases);
    const action = random() < 0.1 ? 'Takedown' : random() < 0.35 ? 'Update' : 'Insert';
    add(
      day,
      seconds,
      without([needle], () => delivery(day, seconds, store, release, action, msgId(day))),
    );
  }
  const deezer = STORES.find(([name]) => name === 'Deezer')!;
  // The album's other messages: to Deezer before the takedown, and its takedowns to the other stores.
  add(
    20,
    36_120,
    without([needle], () => delivery(20, 36_120, deezer, album, 'Insert', msgId(20))),
  );
  add(
    23,
    51_600,
    without([needle], () => delivery(23, 51_600, deezer, album, 'Update', msgId(23))),
  );
  add(
    22,
    40_310,
    without([needle], () => delivery(22, 40_310, deezer, deluxe, 'Insert', msgId(22))),
  );
  for (const name of ['Spotify', 'Apple Music', 'Amazon Music', 'Tidal', 'YouTube Music']) {
    const store = STORES.find(([n]) => n === name)!;
    const seconds = 22_000 + between(random, 0, 600);
    add(
      25,
      seconds,
      without([needle], () => delivery(25, seconds, store, album, 'Takedown', msgId(25))),
    );
  }
  add(25, 22_140, delivery(25, 22_140, deezer, album, 'Takedown', needle));
  entries.sort((x, y) => x.at - y.at);
  const output = `{"query":{"since":"2029-08-20T00:00:00Z","until":"2029-08-30T09:14:07Z","sender":"PADPIDA2019031401L","order":"createdAt:asc","page":1,"pageSize":1000},"total":${entries.length},"deliveries":[${entries.map((e) => e.json).join(',')}],"next":null}`;
  return probe(
    'round 153: delivery status takedown id',
    "What's the message ID of the takedown we sent Deezer for the Low Tide Choir album?",
    'ddex_delivery_status',
    output,
    'takedown-message-id',
    needle,
    true,
  );
}

/** a2: the July royalty statement as the export endpoint returns it: an XML declaration, then the statement on one line. */
function a2RoyaltyPayable(): EconomicsTask {
  const random = seededRandom(153_102);
  const needle = '37.4108';
  const territories = ['GB', 'US', 'CA', 'DE', 'FR', 'NL', 'SE', 'NO', 'AU', 'IE', 'JP', 'BR', 'MX', 'ES', 'IT'];
  const stores = [
    'Spotify',
    'Apple Music',
    'Amazon Music',
    'YouTube Music',
    'YouTube Content ID',
    'Deezer',
    'Tidal',
    'Pandora',
    'SoundCloud',
  ];
  // Line ids are numbered once the statement is assembled, in document order.
  const line = (code: string, title: string, store: string, territory: string, share: number, payable?: string) => {
    const useType = store === 'YouTube Content ID' ? 'UGC' : store === 'Amazon Music' && random() < 0.3 ? 'Download' : 'Stream';
    const perUnit = useType === 'Download' ? 0.62 : 0.0021 + random() * 0.0032;
    const gross = payable ? Number(payable) / share : between(random, 40, 240_000) * perUnit;
    const units = Math.max(1, Math.round(gross / perUnit));
    const net = payable ?? (gross * share).toFixed(4);
    return `<Line id="RL-2907-@@LINE@@"><Isrc>${code}</Isrc><Title>${title}</Title><Store>${store}</Store><Territory>${territory}</Territory><UseType>${useType}</UseType><Units>${units}</Units><Gross currency="GBP">${gross.toFixed(4)}</Gross><Rate>${share.toFixed(2)}</Rate><Payable currency="GBP">${net}</Payable></Line>`;
  };
  const payee = (id: number, name: string, lines: string[]) =>
    `<Payee id="PAY-${String(id).padStart(5, '0')}" name="${name}" type="${random() < 0.8 ? 'Artist' : 'Label'}"><Lines count="${lines.length}">${lines.join('')}</Lines></Payee>`;
  const fillerLines = (n: number, tracks: [string, string][], share: number) =>
    Array.from({ length: n }, () => {
      const [code, title] = oneOf(random, tracks);
      return without([needle], () => line(code, title, oneOf(random, stores), oneOf(random, territories), share));
    });
  const blocks: string[] = [];
  const names = new Set<string>();
  for (let i = 0; i < 115; i++) {
    let name = artistName(random);
    while (names.has(name) || name === 'Juniper Vale' || name === 'Cora Dunmore') name = artistName(random);
    names.add(name);
    const tracks: [string, string][] = Array.from({ length: between(random, 2, 9) }, () => [isrc(random), songTitle(random)]);
    const share = oneOf(random, [0.5, 0.7, 0.75, 0.8, 0.85]);
    blocks.push(payee(400 + i * 3, name, fillerLines(between(random, 8, 22), tracks, share)));
  }
  // Juniper Vale's own lines: Glass Orchard on other stores and in other territories, and the one asked for.
  const glass = isrc(random, 28);
  const vale: [string, string][] = [
    [glass, 'Glass Orchard'],
    [isrc(random, 28), 'Harbour Hymn'],
    [isrc(random, 29), 'Copper Season'],
  ];
  const valeLines = [
    ...fillerLines(8, vale.slice(1), 0.8),
    without([needle], () => line(glass, 'Glass Orchard', 'YouTube Music', 'US', 0.8)),
    without([needle], () => line(glass, 'Glass Orchard', 'Spotify', 'CA', 0.8)),
    without([needle], () => line(glass, 'Glass Orchard', 'YouTube Content ID', 'CA', 0.8)),
    without([needle], () => line(vale[1]![0], 'Harbour Hymn', 'YouTube Music', 'CA', 0.8)),
    line(glass, 'Glass Orchard', 'YouTube Music', 'CA', 0.8, needle),
    without([needle], () => line(glass, 'Glass Orchard', 'YouTube Music', 'GB', 0.8)),
    without([needle], () => line(glass, 'Glass Orchard', 'Apple Music', 'CA', 0.8)),
    ...fillerLines(6, vale, 0.8),
  ];
  // A cover of the same song by another payee, on the same store and territory.
  const cover: [string, string][] = [
    [isrc(random, 29), 'Glass Orchard'],
    [isrc(random, 27), 'Wren Waltz'],
  ];
  const coverLines = [
    ...fillerLines(5, cover, 0.7),
    without([needle], () => line(cover[0]![0], 'Glass Orchard', 'YouTube Music', 'CA', 0.7)),
    ...fillerLines(4, cover, 0.7),
  ];
  blocks.splice(40, 0, payee(9133, 'Cora Dunmore', coverLines));
  blocks.splice(58, 0, payee(8812, 'Juniper Vale', valeLines));
  let lineNo = 0;
  const output = (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<RoyaltyStatement xmlns="urn:larkhollow:royalties:2" statementId="RS-LKH-2029-07" period="2029-07" currency="GBP" generated="2029-08-29T06:12:44Z" sender="Larkhollow Music Ltd"><Payees count="${blocks.length}">${blocks.join('')}</Payees></RoyaltyStatement>\n`
  ).replace(/@@LINE@@/g, () => String(++lineNo).padStart(6, '0'));
  return probe(
    'round 153: royalty statement payable',
    'In the July royalty statement, how much is payable to Juniper Vale for Glass Orchard on YouTube Music in Canada?',
    'royalty_statement_export',
    output,
    'glass-orchard-payable',
    needle,
    true,
  );
}

/** a3: the Content ID claims export, one row per asset; each row's last field lists every matching video. */
function a3ContentIdBlock(): EconomicsTask {
  const random = seededRandom(153_103);
  const videoId = () => chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 11);
  const needle = videoId();
  const mmss = (s: number) => `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`;
  const match = (length: number, policy?: string, start?: number) => {
    let from = start ?? between(random, 0, length - 20);
    if (start === undefined && from === 134) from = 137; // only the planted matches start at 02:14
    const to = Math.min(length, from + between(random, 8, 150));
    const chosen = policy ?? (random() < 0.72 ? 'monetize' : random() < 0.8 ? 'track' : 'block');
    return `${without([needle], videoId)}@${mmss(from)}-${mmss(to)}/${chosen}/${between(random, 12, 2_400_000)}`;
  };
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const row = (asset: string, code: string, title: string, artist: string, label: string, matches: string[]) =>
    [
      asset,
      code,
      quote(title),
      quote(artist),
      quote(label),
      oneOf(random, ['monetize', 'monetize', 'track']),
      String(matches.length),
      `2029-0${between(random, 1, 7)}-${pad2(between(random, 1, 28))}`,
      `2029-08-${pad2(between(random, 20, 29))}`,
      quote(matches.join('|')),
    ].join(',');
  const asset = () => `A${chars(random, '0123456789', 15)}`;
  const rows: string[] = [];
  for (let i = 0; i < 64; i++) {
    const length = between(random, 150, 330);
    const matches = Array.from({ length: between(random, 4, 70) }, () => match(length));
    // Other assets' videos blocked from 02:14 too.
    if (i % 9 === 4) matches.splice(between(random, 0, matches.length), 0, match(length, 'block', 134));
    rows.push(row(asset(), isrc(random), songTitle(random), artistName(random), oneOf(random, LABELS), matches));
  }
  // The live recording of the same song: a block too, and matches from 02:14 that earn.
  const live = Array.from({ length: 120 }, () => match(301));
  live.splice(30, 0, match(301, 'monetize', 134));
  live.splice(71, 0, match(301, 'block', 161));
  rows.splice(
    22,
    0,
    row(asset(), isrc(random, 28), 'Hollow Pines (Live at the Corn Exchange)', 'The Low Orchards', 'Saltmarsh Sound', live),
  );
  // The studio recording: thousands of matches, a handful from 02:14, blocks from other times, one block from 02:14.
  const studio = Array.from({ length: 3100 }, () => match(262));
  for (let k = 0; k < 18; k++) studio.splice(between(random, 0, studio.length), 0, match(262, oneOf(random, ['monetize', 'track']), 134));
  for (let k = 0; k < 14; k++) studio.splice(between(random, 0, studio.length), 0, match(262, 'block'));
  const target = `${needle}@02:14-02:51/block/${between(random, 900, 40_000)}`;
  studio.splice(Math.floor(studio.length * 0.52), 0, target);
  rows.splice(33, 0, row(asset(), 'GBLKH2700219', 'Hollow Pines', 'The Low Orchards', 'Saltmarsh Sound', studio));
  const output =
    'asset_id,isrc,asset_title,asset_artist,label,default_policy,active_claims,first_match,last_match,matches\n' + rows.join('\n') + '\n';
  return probe(
    'round 153: content id blocked video',
    'For the Content ID matches on Hollow Pines, which video was the one matching from 2:14 in that we blocked instead of monetising?',
    'content_id_claims_export',
    output,
    'blocked-video',
    needle,
    true,
  );
}

// ---------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** b1: the catalogue service's YAML export, releases in catalogue order, each with its track list. */
function b1CatalogueRadioEdit(): EconomicsTask {
  const random = seededRandom(153_201);
  const needle = '5063248914394';
  const genres = ['Alternative', 'Folk', 'Indie Pop', 'Electronic', 'Singer-Songwriter', 'Ambient', 'Post-Rock', 'Country', 'Jazz'];
  const track = (position: number, code: string, title: string) =>
    [
      `      - position: ${position}`,
      `        isrc: ${code}`,
      `        title: "${title}"`,
      `        duration: "${pad2(between(random, 2, 6))}:${pad2(between(random, 0, 59))}"`,
      `        explicit: ${random() < 0.12}`,
    ].join('\n');
  const release = (title: string, type: string, artist: string, label: string, code: string, date: string, tracks: string[]) =>
    [
      `  - title: "${title}"`,
      `    release_type: ${type}`,
      `    display_artist: "${artist}"`,
      `    label: "${label}"`,
      `    genre: ${oneOf(random, genres)}`,
      `    upc: "${code}"`,
      `    catalog_number: ${label.slice(0, 3).toUpperCase()}-0${between(random, 100, 499)}`,
      `    release_date: ${date}`,
      `    status: ${date > '2029-08-30' ? 'scheduled' : 'live'}`,
      '    tracks:',
      ...tracks.map((t, i) => track(i + 1, isrc(random, Number(date.slice(2, 4))), t)),
    ].join('\n');
  const date = () =>
    `20${between(random, 21, 29)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`.replace(/^2029-(09|1[0-2])/, '2029-08');
  const filler = () => {
    const type = oneOf(random, ['Album', 'Album', 'EP', 'Single', 'Single']);
    const n = type === 'Album' ? between(random, 8, 13) : type === 'EP' ? between(random, 4, 6) : between(random, 1, 3);
    const lead = songTitle(random);
    const titles =
      type === 'Single'
        ? [lead, `${lead} (Instrumental)`, `${lead} (Radio Edit)`].slice(0, n)
        : Array.from({ length: n }, () => songTitle(random));
    return without([needle], () =>
      release(
        type === 'Album' ? `${oneOf(random, TITLE_A)} ${oneOf(random, TITLE_B)}` : lead,
        type,
        artistName(random),
        oneOf(random, LABELS),
        upc(random),
        date(),
        titles,
      ),
    );
  };
  const releases = Array.from({ length: 290 }, filler);
  const artist = 'Elin Hartigan';
  const label = 'Fernhill Records';
  const album = [
    'Low Tide Choir',
    'Salt Lantern',
    'Harbour Hymn',
    'Paper Ghosts',
    'Wren Weather',
    'Quiet Letters',
    'Copper Tides',
    'Iron Bells',
    'North Window',
    'Slow Parade',
    'Amber Island',
  ];
  releases.splice(
    101,
    0,
    without([needle], () => release('Low Tide Choir', 'Album', artist, label, '5063248912706', '2029-09-14', album)),
  );
  releases.splice(
    128,
    0,
    without([needle], () =>
      release('Salt Lantern (Remixes)', 'EP', artist, label, upc(random), '2029-08-24', [
        'Salt Lantern (Tidewrack Remix)',
        'Salt Lantern (Extended Mix)',
        'Salt Lantern (Ninefold Dub)',
        'Salt Lantern (Acoustic)',
      ]),
    ),
  );
  releases.splice(
    142,
    0,
    release('Salt Lantern', 'Single', artist, label, needle, '2029-07-19', ['Salt Lantern (Radio Edit)', 'Salt Lantern']),
  );
  releases.splice(
    205,
    0,
    without([needle], () =>
      release('Larkhollow Summer Sampler 2029', 'Compilation', 'Various Artists', 'Larkhollow Music', upc(random), '2029-06-21', [
        'Salt Lantern',
        'Wren Waltz',
        'Velvet Ferry',
        'Glass Orchard',
        'Hollow Pines',
        'Tin Roof Psalm',
      ]),
    ),
  );
  const trackCount = releases.reduce((n, r) => n + (r.match(/- position:/g) ?? []).length, 0);
  const output =
    `# Larkhollow Music — catalogue export\n# scope: all labels · status: live, scheduled · generated 2029-08-30T08:41:12Z by catalogue-svc 5.8.1\n# ${releases.length} releases, ${trackCount} tracks\n` +
    `releases:\n${releases.join('\n')}\n`;
  return probe(
    'round 153: catalogue radio edit upc',
    'Which UPC is the single with the radio edit of Salt Lantern on it?',
    'catalogue_export',
    output,
    'radio-edit-upc',
    needle,
  );
}

/** b2: the ERN 3.8.2 message the delivery service would send for a box set, pretty-printed. */
function b2ErnAcousticIsrc(): EconomicsTask {
  const random = seededRandom(153_202);
  const needle = 'GBOST2300388';
  const boxUpc = '5063248917014';
  const producers = Array.from({ length: 9 }, () => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`);
  const artists = [
    'The Low Orchards',
    'Sister Kestrel',
    'Marrowbone Choir',
    'Odile Fenwick',
    'Cotton Ghosts',
    'Pim Lindqvist',
    'Halfmoon Radio',
  ];
  let ref = 0;
  const recording = (code: string, title: string, subtitle: string | null, artist: string, year: number, disc: number, pos: number) => {
    ref += 1;
    const seconds = between(random, 140, 400);
    const display = subtitle ? `${title} (${subtitle})` : title;
    const sub = subtitle ? [`        <SubTitle>${subtitle}</SubTitle>`] : [];
    return [
      '    <SoundRecording>',
      '      <SoundRecordingType>MusicalWorkSoundRecording</SoundRecordingType>',
      '      <SoundRecordingId>',
      `        <ISRC>${code}</ISRC>`,
      '      </SoundRecordingId>',
      `      <ResourceReference>A${ref}</ResourceReference>`,
      '      <ReferenceTitle>',
      `        <TitleText>${title}</TitleText>`,
      ...sub,
      '      </ReferenceTitle>',
      `      <Duration>PT0H${Math.floor(seconds / 60)}M${seconds % 60}S</Duration>`,
      '      <SoundRecordingDetailsByTerritory>',
      '        <TerritoryCode>Worldwide</TerritoryCode>',
      '        <Title TitleType="DisplayTitle">',
      `          <TitleText>${display}</TitleText>`,
      '        </Title>',
      '        <Title TitleType="FormalTitle">',
      `          <TitleText>${title}</TitleText>`,
      ...sub.map((s) => `  ${s}`),
      '        </Title>',
      '        <DisplayArtist SequenceNumber="1">',
      '          <PartyName>',
      `            <FullName>${artist}</FullName>`,
      '          </PartyName>',
      '          <ArtistRole>MainArtist</ArtistRole>',
      '        </DisplayArtist>',
      '        <ResourceContributor SequenceNumber="1">',
      '          <PartyName>',
      `            <FullName>${oneOf(random, producers)}</FullName>`,
      '          </PartyName>',
      '          <ResourceContributorRole>Producer</ResourceContributorRole>',
      '        </ResourceContributor>',
      '        <LabelName>Ostara Tapes</LabelName>',
      '        <PLine>',
      `          <Year>${year}</Year>`,
      `          <PLineText>(P) ${year} Ostara Tapes</PLineText>`,
      '        </PLine>',
      '        <Genre>',
      `          <GenreText>${oneOf(random, ['Folk', 'Alternative', 'Indie Folk', 'Americana'])}</GenreText>`,
      '        </Genre>',
      `        <ParentalWarningType>${random() < 0.08 ? 'Explicit' : 'NotExplicit'}</ParentalWarningType>`,
      '        <TechnicalSoundRecordingDetails>',
      `          <TechnicalResourceDetailsReference>T${ref}</TechnicalResourceDetailsReference>`,
      '          <AudioCodecType>FLAC</AudioCodecType>',
      '          <NumberOfChannels>2</NumberOfChannels>',
      `          <SamplingRate UnitOfMeasure="kHz">${random() < 0.7 ? '44.1' : '48'}</SamplingRate>`,
      `          <BitsPerSample>${random() < 0.6 ? 24 : 16}</BitsPerSample>`,
      '          <IsPreview>false</IsPreview>',
      '          <File>',
      `            <FileName>${boxUpc}_${pad2(disc)}_${String(pos).padStart(3, '0')}.flac</FileName>`,
      '            <FilePath>resources/</FilePath>',
      '            <HashSum>',
      `              <HashSum>${hex(random, 32)}</HashSum>`,
      '              <HashSumAlgorithmType>MD5</HashSumAlgorithmType>',
      '            </HashSum>',
      '          </File>',
      '        </TechnicalSoundRecordingDetails>',
      '      </SoundRecordingDetailsByTerritory>',
      '    </SoundRecording>',
    ].join('\n');
  };
  const used = new Set<string>(['Tin Roof Psalm']);
  const discs: string[][] = [];
  const discTitles = ['2019', '2020', '2021', '2022', '2023', '2024–2025', 'Rarities & Acoustic', 'Live'];
  for (let d = 1; d <= 8; d++) {
    const recs: string[] = [];
    const n = between(random, 20, 24);
    for (let p = 1; p <= n; p++) {
      let title = songTitle(random);
      while (used.has(title)) title = songTitle(random);
      used.add(title);
      const subtitle =
        d === 7 ? oneOf(random, ['Acoustic', 'Demo', 'Alternate Take', 'Piano Version']) : d === 8 ? 'Live at the Corn Exchange' : null;
      const year = d <= 6 ? 2018 + d : between(random, 2020, 2028);
      const artist = oneOf(random, artists);
      // The planted versions of Tin Roof Psalm.
      if (d === 3 && p === 6)
        recs.push(
          without([needle], () =>
            recording(isrc(random, 21).replace(/^\w{5}/, 'GBOST'), 'Tin Roof Psalm', null, 'Sister Kestrel', 2021, d, p),
          ),
        );
      else if (d === 5 && p === 14)
        recs.push(
          without([needle], () =>
            recording(isrc(random, 23).replace(/^\w{5}/, 'GBOST'), 'Tin Roof Psalm', 'Piano Version', 'Sister Kestrel', 2023, d, p),
          ),
        );
      else if (d === 7 && p === 9) recs.push(recording(needle, 'Tin Roof Psalm', 'Acoustic', 'Sister Kestrel', 2023, d, p));
      else if (d === 8 && p === 3)
        recs.push(
          without([needle], () =>
            recording(
              isrc(random, 25).replace(/^\w{5}/, 'GBOST'),
              'Tin Roof Psalm',
              'Live at the Corn Exchange',
              'Sister Kestrel',
              2025,
              d,
              p,
            ),
          ),
        );
      else
        recs.push(
          without([needle], () => recording(isrc(random, year % 100).replace(/^\w{5}/, 'GBOST'), title, subtitle, artist, year, d, p)),
        );
    }
    discs.push(recs);
  }
  const all = discs.flat();
  const groups = discs.map((recs, i) =>
    [
      '          <ResourceGroup>',
      `            <Title><TitleText>Disc ${i + 1}: ${discTitles[i]}</TitleText></Title>`,
      `            <SequenceNumber>${i + 1}</SequenceNumber>`,
      ...recs.map((_, p) => {
        const before = discs.slice(0, i).reduce((n, r) => n + r.length, 0);
        return [
          '            <ResourceGroupContentItem>',
          `              <SequenceNumber>${p + 1}</SequenceNumber>`,
          '              <ResourceType>SoundRecording</ResourceType>',
          `              <ReleaseResourceReference ReleaseResourceType="PrimaryResource">A${before + p + 1}</ReleaseResourceReference>`,
          '            </ResourceGroupContentItem>',
        ].join('\n');
      }),
      '          </ResourceGroup>',
    ].join('\n'),
  );
  const output = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/382" xmlns:xs="http://www.w3.org/2001/XMLSchema-instance" MessageSchemaVersionId="ern/382" LanguageAndScriptCode="en" xs:schemaLocation="http://ddex.net/xml/ern/382 http://ddex.net/xml/ern/382/release-notification.xsd">',
    '  <MessageHeader>',
    '    <MessageThreadId>LKH-THR-5b0e91c7d2</MessageThreadId>',
    '    <MessageId>LKH-ERN-20290830-000417</MessageId>',
    '    <MessageSender>',
    '      <PartyId>PADPIDA2019031401L</PartyId>',
    '      <PartyName><FullName>Larkhollow Music</FullName></PartyName>',
    '    </MessageSender>',
    '    <MessageRecipient>',
    '      <PartyId>PADPIDA2011072101T</PartyId>',
    '      <PartyName><FullName>Spotify</FullName></PartyName>',
    '    </MessageRecipient>',
    '    <MessageCreatedDateTime>2029-08-30T08:57:31Z</MessageCreatedDateTime>',
    '    <MessageControlType>TestMessage</MessageControlType>',
    '  </MessageHeader>',
    '  <UpdateIndicator>OriginalMessage</UpdateIndicator>',
    '  <ResourceList>',
    ...all,
    '    <Image>',
    '      <ImageType>FrontCoverImage</ImageType>',
    '      <ImageId><ProprietaryId Namespace="PADPIDA2019031401L">IMG-OST-BOX10</ProprietaryId></ImageId>',
    `      <ResourceReference>A${all.length + 1}</ResourceReference>`,
    '    </Image>',
    '  </ResourceList>',
    '  <ReleaseList>',
    '    <Release IsMainRelease="true">',
    `      <ReleaseId><ICPN>${boxUpc}</ICPN><CatalogNumber Namespace="DPID:PADPIDA2019031401L">OST-BOX10</CatalogNumber></ReleaseId>`,
    '      <ReleaseReference>R0</ReleaseReference>',
    '      <ReferenceTitle><TitleText>The First Ten Years</TitleText></ReferenceTitle>',
    '      <ReleaseType>Album</ReleaseType>',
    '      <ReleaseDetailsByTerritory>',
    '        <TerritoryCode>Worldwide</TerritoryCode>',
    '        <DisplayArtistName>Various Artists</DisplayArtistName>',
    '        <LabelName>Ostara Tapes</LabelName>',
    '        <ResourceGroup>',
    ...groups,
    '        </ResourceGroup>',
    '      </ReleaseDetailsByTerritory>',
    '      <PLine><Year>2029</Year><PLineText>(P) 2029 Ostara Tapes</PLineText></PLine>',
    '    </Release>',
    '  </ReleaseList>',
    '  <DealList>',
    '    <ReleaseDeal>',
    '      <DealReleaseReference>R0</DealReleaseReference>',
    '      <Deal>',
    '        <DealTerms>',
    '          <CommercialModelType>SubscriptionModel</CommercialModelType>',
    '          <Usage><UseType>OnDemandStream</UseType></Usage>',
    '          <TerritoryCode>Worldwide</TerritoryCode>',
    '          <ValidityPeriod><StartDate>2029-10-05</StartDate></ValidityPeriod>',
    '        </DealTerms>',
    '      </Deal>',
    '    </ReleaseDeal>',
    '  </DealList>',
    '</ern:NewReleaseMessage>',
    '',
  ].join('\n');
  return probe(
    'round 153: ern acoustic isrc',
    'In the ERN for the Ostara box set, what ISRC does the acoustic version of Tin Roof Psalm have?',
    'ddex_ern_preview',
    output,
    'acoustic-isrc',
    needle,
  );
}

/** b3: the delivery agent's store endpoint configuration, one INI section per store profile. */
function b3EndpointHost(): EconomicsTask {
  const random = seededRandom(153_203);
  const needle = 'dlv-eu2.anghami-partners.net';
  const syllA = ['Kor', 'Vel', 'Tun', 'Ryth', 'Mel', 'Son', 'Aud', 'Beat', 'Lum', 'Nor', 'Zen', 'Pul', 'Hal', 'Ori', 'Cad'];
  const syllB = ['ora', 'ify', 'wave', 'box', 'ly', 'io', 'mix', 'stream', 'tone', 'deck', 'note', 'fy'];
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const section = (key: string, name: string, partyId: string, host: string, onboarded: string, profile: string) => {
    const base = key.replace(/-(staging|video|ringtone)$/, '');
    const enabled = profile === 'staging' ? random() < 0.5 : random() < 0.93;
    const protocol = random() < 0.85 ? 'sftp' : 'ftps';
    const lines = [
      `; onboarded ${onboarded}${profile === 'staging' ? ' (test profile)' : ''}`,
      `[store "${key}"]`,
      `\tdisplay_name = ${name}${profile === 'audio' ? '' : ` (${profile})`}`,
      `\tparty_id = ${partyId}`,
      `\tenabled = ${enabled}`,
      `\tprotocol = ${protocol}`,
      `\thost = ${host}`,
      `\tport = ${protocol === 'ftps' ? 990 : oneOf(random, [22, 22, 22, 2222])}`,
      `\tuser = ${oneOf(random, ['larkhollow', 'lkh_dlv', 'larkhollow_music', `lkh-${base}`])}`,
      `\tidentity_file = /etc/lkh-delivery/keys/${key}_ed25519`,
      `\tremote_dir = /${oneOf(random, ['upload', 'incoming', 'inbox', 'drop'])}/larkhollow/${profile === 'video' ? 'video' : 'audio'}`,
      `\tern_version = ${oneOf(random, ['3.8.2', '3.8.2', '4.1', '4.3'])}`,
      `\tchoreography = ${oneOf(random, ['batched', 'release-by-release'])}`,
      `\tbatch_window_utc = ${pad2(between(random, 0, 3))}:00-${pad2(between(random, 4, 7))}:00`,
      `\tmax_parallel_uploads = ${between(random, 1, 8)}`,
      `\tack_pickup_dir = /${oneOf(random, ['download', 'outgoing', 'acks'])}/acks`,
      `\tack_timeout_h = ${oneOf(random, [24, 48, 72])}`,
      `\ttakedown_via = ${oneOf(random, ['PurgeReleaseMessage', 'TakeDown deal', 'NewReleaseMessage/TakeDown'])}`,
    ];
    if (random() < 0.3) lines.push(`\tcontact = partner-ops@${slug(name)}.example`);
    return lines.join('\n');
  };
  const onboarded = () => `20${between(random, 19, 29)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
  const partyId = () =>
    `PADPIDA20${between(random, 10, 29)}${pad2(between(random, 1, 12))}${pad2(between(random, 1, 28))}0${between(random, 1, 9)}${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}`;
  const names = new Set<string>(STORES.map(([n]) => n));
  const storeList: [string, string][] = [...STORES.filter(([n]) => n !== 'Anghami').map(([n, p]) => [n, p] as [string, string])];
  while (storeList.length < 120) {
    const n = `${oneOf(random, syllA)}${oneOf(random, syllB)}`;
    if (!names.has(n)) {
      names.add(n);
      storeList.push([n, partyId()]);
    }
  }
  shuffle(random, storeList);
  const sections: string[] = [];
  for (const [name, pid] of storeList) {
    const key = slug(name);
    const domain = `${key}-partners.net`;
    sections.push(
      without([needle], () =>
        section(
          key,
          name,
          pid,
          `${oneOf(random, ['dlv', 'sftp', 'ingest', 'dropbox'])}${random() < 0.5 ? `-${oneOf(random, ['eu1', 'eu2', 'us1', 'ap1'])}` : ''}.${domain}`,
          onboarded(),
          'audio',
        ),
      ),
    );
    if (random() < 0.3)
      sections.push(without([needle], () => section(`${key}-staging`, name, pid, `staging-dlv.${domain}`, onboarded(), 'staging')));
    if (random() < 0.15)
      sections.push(without([needle], () => section(`${key}-video`, name, pid, `dlv-video.${domain}`, onboarded(), 'video')));
  }
  const at = Math.floor(sections.length * 0.47);
  sections.splice(at, 0, section('anghami', 'Anghami', 'PADPIDA2013020802I', needle, '2021-04-12', 'audio'));
  sections.splice(
    at - 9,
    0,
    without([needle], () =>
      section('anghami-staging', 'Anghami', 'PADPIDA2013020802I', 'staging-dlv.anghami-partners.net', '2021-03-02', 'staging'),
    ),
  );
  sections.splice(
    at + 14,
    0,
    without([needle], () =>
      section('anghami-video', 'Anghami', 'PADPIDA2013020802I', 'dlv-eu2-video.anghami-partners.net', '2024-11-20', 'video'),
    ),
  );
  const output = [
    '; /etc/lkh-delivery/stores.ini — managed by deliveryctl, do not edit by hand',
    '; dumped 2029-08-30 08:52:06 UTC by deliveryctl 3.14.2 (config rev 1187)',
    '',
    '[global]',
    '\tsender_party_id = PADPIDA2019031401L',
    '\tsender_name = Larkhollow Music',
    '\tstaging_root = /srv/lkh-delivery/outbox',
    '\tdefault_ern_version = 3.8.2',
    '\tmanifest = BatchComplete',
    '\tretry_backoff_s = 300,900,3600',
    '\tlog_level = info',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
  return probe(
    'round 153: store endpoint host',
    "Which host do we push Anghami's audio deliveries to? The live one, not their staging box.",
    'delivery_endpoints_dump',
    output,
    'anghami-host',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the daily streaming trends report for one label, a fixed-width table by day, territory and track. */
function c1TrendsNorway(): EconomicsTask {
  const random = seededRandom(153_301);
  const needle = '13,874';
  const countries = ['AU', 'CA', 'DE', 'DK', 'FI', 'FR', 'GB', 'IE', 'NL', 'NO', 'SE', 'US'];
  const weight: Record<string, number> = {
    AU: 0.5,
    CA: 0.6,
    DE: 0.9,
    DK: 0.35,
    FI: 0.3,
    FR: 0.7,
    GB: 1.4,
    IE: 0.3,
    NL: 0.5,
    NO: 0.45,
    SE: 0.6,
    US: 2.2,
  };
  const tracks: [string, string, string, number][] = [
    ['GBLKH2900233', 'Velvet Ferry', 'Juniper Vale', 30_000],
    ['GBLKH2900234', 'Velvet Fields', 'Juniper Vale', 9_000],
    ['GBLKH2800511', 'Ferry Lights', 'Odile Fenwick', 6_000],
  ];
  while (tracks.length < 20) tracks.push([isrc(random), songTitle(random), artistName(random), between(random, 800, 40_000)]);
  const n = (v: number) => v.toLocaleString('en-US');
  const lines: string[] = [];
  const row = (date: string, cc: string, t: [string, string, string, number], streams: number) => {
    const listeners = Math.round(streams * (0.45 + random() * 0.3));
    return [
      date,
      cc,
      t[0],
      t[1].padEnd(32).slice(0, 32),
      t[2].padEnd(22).slice(0, 22),
      n(streams).padStart(9),
      n(listeners).padStart(9),
      n(Math.round(streams * random() * 0.04)).padStart(6),
      (12 + random() * 20).toFixed(1).padStart(5),
    ].join('  ');
  };
  for (let day = 16; day <= 29; day++) {
    const date = `2029-08-${pad2(day)}`;
    const weekend = [18, 19, 25, 26].includes(day) ? 1.18 : 1;
    for (const cc of countries) {
      for (const t of tracks) {
        const base = t[3] * weight[cc]! * weekend * (0.85 + random() * 0.3);
        if (day === 22 && cc === 'NO' && t[1] === 'Velvet Ferry') lines.push(row(date, cc, t, 13_874));
        else lines.push(without([needle], () => row(date, cc, t, Math.round(base * (0.9 + random() * 0.2)))));
      }
    }
  }
  const header = [
    'DATE        CC  ISRC          TRACK                             ARTIST                    STREAMS  LISTENERS   SAVES  SKIP%',
    '----------  --  ------------  --------------------------------  ----------------------  ---------  ---------  ------  -----',
  ];
  const output = [
    'LARKHOLLOW MUSIC · DAILY STREAMING TRENDS',
    'Label: Fernhill Records (LBL-0031)    DSP: Spotify    Period: 2029-08-16 to 2029-08-29    Generated: 2029-08-30 07:05 UTC',
    'Counts are streams of 30 seconds or more; listeners are unique per day and territory; figures for the last 48 hours are provisional.',
    '',
    ...header,
    ...lines,
    '',
    `${lines.length} rows · 14 days · ${countries.length} territories · ${tracks.length} tracks`,
    '',
  ].join('\n');
  return probe(
    'round 153: trends plays in norway',
    'How many times was Velvet Ferry played in Norway on the twenty-second?',
    'streaming_trends_report',
    output,
    'velvet-ferry-norway',
    needle,
  );
}

/** c2: the ingest workers' logs of the last three days, logfmt, one line per finished job among the workers' other lines. */
function c2IngestBounced(): EconomicsTask {
  const random = seededRandom(153_302);
  const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const jobId = () => `ing_01J${chars(random, crockford, 23)}`;
  const needle = jobId();
  const labelIds: Record<string, string> = Object.fromEntries(LABELS.map((l, i) => [l, `LBL-${String(31 + i * 7).padStart(4, '0')}`]));
  const start = 27 * 86_400 + 9 * 3600;
  const ts = (at: number) => {
    const day = Math.floor(at / 86_400);
    const ms = String(between(random, 0, 999)).padStart(3, '0');
    return iso(day, at % 86_400).replace('Z', `.${ms}Z`);
  };
  const worker = () => `ingest-w${pad2(between(random, 1, 8))}`;
  const job = (at: number, label: string, file: string, state: string, id: string, rate?: number) => {
    const sampleRate = rate ?? oneOf(random, [44_100, 44_100, 48_000, 96_000]);
    const bits = oneOf(random, [16, 24, 24]);
    const duration = between(random, 120, 420) + random();
    const bytes = Math.round(duration * sampleRate * (bits / 8) * 2);
    const reason =
      state === 'rejected'
        ? ` reason="${rate !== undefined ? `sample_rate ${rate} under minimum 44100` : oneOf(random, ['clipping: 41 samples over 0 dBFS', 'leading silence 6.2s over limit 3s', 'mono file, stereo required', 'checksum mismatch against manifest', 'duration differs from metadata by 12s'])}"`
        : '';
    return `time=${ts(at)} level=info svc=ingest-worker host=${worker()} msg="ingest job finished" job=${id} label="${label}" label_id=${labelIds[label]} file="${file}" bytes=${bytes} format=${file.endsWith('.flac') ? 'flac' : 'wav'} sample_rate=${sampleRate} bit_depth=${bits} channels=2 duration_s=${duration.toFixed(2)} state=${state}${reason} took_ms=${between(random, 900, 48_000)}`;
  };
  const fileName = (label: string) =>
    `${label === 'Fernhill Records' ? 'FHR' : label.replace(/[^A-Z]/g, '')}${String(between(random, 1, 120)).padStart(3, '0')}_${pad2(between(random, 1, 14))}_${oneOf(random, ['master', 'MASTER', 'mstr_v2', 'final'])}.${random() < 0.8 ? 'wav' : 'flac'}`;
  const noise = (at: number) =>
    oneOf(random, [
      () =>
        `time=${ts(at)} level=info svc=ingest-api msg="upload received" label_id=${oneOf(random, Object.values(labelIds))} parts=${between(random, 1, 40)} bytes=${between(random, 10_000_000, 400_000_000)}`,
      () =>
        `time=${ts(at)} level=debug svc=ingest-worker host=${worker()} msg="queue depth" pending=${between(random, 0, 60)} inflight=${between(random, 0, 8)}`,
      () =>
        `time=${ts(at)} level=info svc=ingest-worker host=${worker()} msg="s3 put complete" bucket=lkh-masters key="masters/${hex(random, 2)}/${hex(random, 16)}.wav" ms=${between(random, 200, 9000)}`,
      () =>
        `time=${ts(at)} level=warn svc=ingest-worker host=${worker()} msg="probe slow" tool=ffprobe ms=${between(random, 3000, 15_000)}`,
      () =>
        `time=${ts(at)} level=info svc=transcode-dispatch msg="renditions queued" count=${between(random, 2, 12)} profile=${oneOf(random, ['apple_aac_256', 'ogg_320', 'mp3_320', 'flac_16_44'])}`,
    ])();
  const entries: { at: number; line: () => string }[] = [];
  for (let i = 0; i < 2600; i++) {
    const at = start + between(random, 0, 72 * 3600 - 1);
    if (random() < 0.5) {
      const label = oneOf(random, LABELS);
      const tuesdayAfternoon = at >= 28 * 86_400 + 12 * 3600 && at < 28 * 86_400 + 19 * 3600;
      const state = random() < 0.86 || (label === 'Fernhill Records' && tuesdayAfternoon) ? 'accepted' : 'rejected';
      entries.push({ at, line: () => job(at, label, fileName(label), state, jobId()) });
    } else entries.push({ at, line: () => noise(at) });
  }
  const tue = 28 * 86_400;
  const fern = 'Fernhill Records';
  // Fernhill's other masters: accepted on Tuesday afternoon, bounced on Tuesday morning and on Monday and Wednesday.
  for (const h of [13.1, 13.4, 14.2, 15.05, 15.6, 16.9, 17.3])
    entries.push({
      at: tue + Math.round(h * 3600),
      line: () => job(tue + Math.round(h * 3600), fern, `FHR041_${pad2(oneOf(random, [1, 2, 4]))}_master.wav`, 'accepted', jobId()),
    });
  entries.push({ at: tue + 10 * 3600 + 740, line: () => job(tue + 10 * 3600 + 740, fern, 'FHR039_03_master.wav', 'rejected', jobId()) });
  entries.push({
    at: 27 * 86_400 + 16 * 3600 + 95,
    line: () => job(27 * 86_400 + 16 * 3600 + 95, fern, 'FHR038_01_final.wav', 'rejected', jobId()),
  });
  entries.push({
    at: 29 * 86_400 + 14 * 3600 + 1210,
    line: () => job(29 * 86_400 + 14 * 3600 + 1210, fern, 'FHR041_02_mstr_v2.wav', 'rejected', jobId()),
  });
  // Other labels' masters bounced on Tuesday afternoon.
  for (const h of [13.7, 14.9, 16.2]) {
    const label = oneOf(
      random,
      LABELS.filter((l) => l !== fern),
    );
    entries.push({
      at: tue + Math.round(h * 3600),
      line: () => job(tue + Math.round(h * 3600), label, fileName(label), 'rejected', jobId(), 22_050),
    });
  }
  const target = tue + 15 * 3600 + 1312;
  entries.sort((x, y) => x.at - y.at);
  const lines = entries.map((e) => without([needle], e.line));
  const planted = job(target, fern, 'FHR041_03_master.wav', 'rejected', needle, 32_000);
  const index = entries.findIndex((e) => e.at > target);
  lines.splice(index, 0, planted);
  const output = lines.join('\n') + '\n';
  return probe(
    'round 153: ingest bounced master',
    "Fernhill keep asking why their new single isn't in the catalogue yet. I think one of the masters they sent on Tuesday afternoon got bounced by the ingest. What's the job ID for that one?",
    'ingest_worker_logs',
    output,
    'bounced-job',
    needle,
  );
}

/** c3: the partner portal's page of takedown and rights claims of the last quarter, grouped by label. */
function c3TakedownNotice(): EconomicsTask {
  const random = seededRandom(153_303);
  const refNo = (month: number) => `TKD-2029-${pad2(month)}-${String(between(random, 1, 9999)).padStart(4, '0')}`;
  const needle = 'TKD-2029-08-2261';
  const claimants = [
    'Brightwater Publishing Ltd',
    'Halcyon Sample Clearance',
    'Northbeam Rights Management',
    'Vantage Audio Protection',
    'Meridian Music Publishing',
    'Kestrel & Moor Solicitors',
    'Redline Content Services',
    'Sable Hill Recordings',
    'Anthem Rights Collective',
    'Quillfeather Media',
    'Orbis Copyright Agency',
    'Pinewood Artist Management',
  ];
  const bases = [
    'Copyright — uncleared sample',
    'Copyright — full track re-upload',
    'Copyright — composition',
    'Trademark — artist name',
    'Impersonation — artist profile',
    'Metadata — wrong artist credit',
  ];
  const outcomes: [string, string, string][] = [
    ['removed', 'All stores', 'Removed from all stores'],
    ['partial', 'YouTube, YouTube Music', 'Removed from YouTube only'],
    ['rejected', '—', 'Rejected — licence on file'],
    ['rejected', '—', 'Rejected — claimant could not show ownership'],
    ['pending', 'All stores', 'Pending counter-notice'],
    ['pending', '—', 'Under review'],
    ['reinstated', 'All stores', 'Reinstated after counter-notice'],
  ];
  const fmt = (day: number, month: number) => `${day} ${['Jun', 'Jul', 'Aug'][month - 6]} 2029`;
  const claim = (
    ref: string,
    day: number,
    month: number,
    claimant: string,
    basis: string,
    title: string,
    code: string,
    release: string,
    outcome: [string, string, string],
  ) => {
    const hh = pad2(between(random, 7, 18));
    const mm = pad2(between(random, 0, 59));
    const open = outcome[0] === 'pending';
    const id = between(random, 70_000, 99_999);
    const closeDay = Math.min(day + between(random, 1, 4), month === 8 ? 30 : 28);
    return [
      `<tr class="claim outcome-${outcome[0]}" data-claim-id="${id}">`,
      `  <td class="ref"><a href="/claims/${id}">${ref}</a></td>`,
      `  <td class="received"><time datetime="2029-${pad2(month)}-${pad2(day)}T${hh}:${mm}:00Z">${fmt(day, month)}</time></td>`,
      `  <td class="claimant">${claimant}</td>`,
      `  <td class="basis">${basis}</td>`,
      `  <td class="track">${title}</td>`,
      `  <td class="isrc"><code>${code}</code></td>`,
      `  <td class="release">${release}</td>`,
      `  <td class="scope">${outcome[1]}</td>`,
      `  <td class="outcome"><span class="badge badge-${outcome[0]}">${outcome[2]}</span></td>`,
      `  <td class="closed">${open ? '<span class="muted">open</span>' : `<time datetime="2029-${pad2(month)}-${pad2(closeDay)}">${fmt(closeDay, month)}</time>`}</td>`,
      '</tr>',
    ].join('\n');
  };
  const randomClaim = () => {
    const month = between(random, 6, 8);
    const day = month === 8 ? between(random, 1, 29) : between(random, 1, 28);
    const title = songTitle(random);
    return {
      at: month * 100 + day,
      html: () =>
        claim(
          refNo(month),
          day,
          month,
          oneOf(random, claimants),
          oneOf(random, bases),
          title,
          isrc(random),
          `${title} - Single`,
          oneOf(random, outcomes),
        ),
    };
  };
  const sortedLabels = [...LABELS].sort();
  const groups = sortedLabels.map((label) => {
    const claims = Array.from({ length: between(random, 30, 52) }, randomClaim);
    if (label === 'Kettle Hole Records') {
      const ash = 'GBLKH2800311';
      const rel = 'Northern Quay EP';
      claims.push({
        at: 709,
        html: () => claim(refNo(7), 9, 7, 'Brightwater Publishing Ltd', bases[0]!, 'Ashgrove Lullaby', ash, rel, outcomes[2]!),
      });
      claims.push({
        at: 821,
        html: () => claim(refNo(8), 21, 8, 'Redline Content Services', bases[1]!, 'Ashgrove Lullaby', ash, rel, outcomes[1]!),
      });
      claims.push({
        at: 828,
        html: () => claim(refNo(8), 28, 8, 'Halcyon Sample Clearance', bases[0]!, 'Ashgrove Lullaby', ash, rel, outcomes[5]!),
      });
      claims.push({
        at: 822,
        html: () => claim(refNo(8), 22, 8, 'Sable Hill Recordings', bases[2]!, 'Harbour Lights', isrc(random), rel, outcomes[0]!),
      });
      claims.push({
        at: 825,
        html: () =>
          claim(refNo(8), 25, 8, 'Orbis Copyright Agency', bases[1]!, 'Linen Radio', isrc(random), 'Linen Radio - Single', outcomes[0]!),
      });
      claims.push({
        at: 823.5,
        html: () => claim(needle, 23, 8, 'Halcyon Sample Clearance', bases[0]!, 'Ashgrove Lullaby', ash, rel, outcomes[0]!),
      });
    }
    claims.sort((x, y) => y.at - x.at);
    const rows = claims.map((c) => (c.at === 823.5 ? c.html() : without([needle], c.html)));
    return [
      `<section class="label-group" id="label-${label.toLowerCase().replace(/[^a-z]+/g, '-')}">`,
      `<h2>${label.replace('&', '&amp;')} <span class="count">${rows.length} claims</span></h2>`,
      '<table class="claims-table">',
      '<thead><tr><th>Reference</th><th>Received</th><th>Claimant</th><th>Basis</th><th>Track</th><th>ISRC</th><th>Release</th><th>Scope</th><th>Outcome</th><th>Closed</th></tr></thead>',
      '<tbody>',
      ...rows,
      '</tbody>',
      '</table>',
      '</section>',
    ].join('\n');
  });
  const total = groups.reduce((n, g) => n + (g.match(/<tr class="claim /g) ?? []).length, 0);
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Rights claims · Larkhollow Partner Portal</title>',
    '<link rel="stylesheet" href="/static/portal.8c1f2e.css">',
    '</head>',
    '<body class="claims">',
    '<nav class="top"><a href="/">Dashboard</a> <a href="/catalogue">Catalogue</a> <a href="/deliveries">Deliveries</a> <a class="active" href="/claims">Claims</a> <a href="/royalties">Royalties</a></nav>',
    '<main>',
    '<h1>Takedown &amp; rights claims</h1>',
    `<p class="filters">Showing ${total} claims received 1 Jun 2029 – 30 Aug 2029 · all labels · all outcomes · grouped by label, newest first</p>`,
    ...groups,
    '</main>',
    '<footer>Larkhollow Music Ltd · Partner Portal v7.2.0 · page generated 30 Aug 2029 09:02 UTC</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 153: takedown notice reference',
    "Legal are putting together the quarterly summary and I'm helping out. Ashgrove Lullaby got pulled from every store last week over somebody's complaint. What's the reference on that notice?",
    'rights_claims_portal',
    output,
    'takedown-reference',
    needle,
  );
}

// ---------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the transcode service's results for last night's Apple AAC batch, one JSON object a line. */
function d1TranscodeBitrate(): EconomicsTask {
  const random = seededRandom(153_401);
  const needle = 'QZCPL2800742';
  const start = 29 * 86_400 + 22 * 3600;
  const lines: string[] = [];
  const count = 1850;
  const odd = Math.floor(count * 0.53);
  for (let i = 0; i < count; i++) {
    const at = start + Math.round((i * 6.5 * 3600) / count) + between(random, 0, 9);
    const make = (code: string, bitrate: number) => {
      const duration = between(random, 95_000, 460_000);
      const source = oneOf(random, [44_100, 48_000, 96_000, 96_000]);
      return JSON.stringify({
        ts: iso(Math.floor(at / 86_400), at % 86_400).replace('Z', `.${String(between(random, 0, 999)).padStart(3, '0')}Z`),
        job: `tx_${hex(random, 16)}`,
        batch: 'TXB-20290829-N1',
        isrc: code,
        profile: 'apple_aac_256',
        codec: 'aac_lc',
        container: 'm4a',
        bitrate,
        sample_rate: 44_100,
        channels: 2,
        source_sample_rate: source,
        source_bit_depth: source === 44_100 ? oneOf(random, [16, 24]) : 24,
        duration_ms: duration,
        lufs_i: Number((-8 - random() * 8).toFixed(1)),
        true_peak_db: Number((-0.2 - random() * 1.6).toFixed(1)),
        bytes: Math.round((duration / 1000) * (bitrate / 8) * (1.015 + random() * 0.01)),
        encoder: 'afconvert 3.2 (Apple Digital Masters)',
        worker: `tx-${pad2(between(random, 1, 12))}`,
        wall_ms: between(random, 2500, 19_000),
      });
    };
    lines.push(i === odd ? make(needle, 128_000) : without([needle], () => make(isrc(random), 256_000)));
  }
  const output = lines.join('\n') + '\n';
  return probe(
    'round 153: transcode lower bitrate',
    "In last night's Apple AAC batch, one track came out at noticeably lower quality than all the others. Which ISRC is that?",
    'transcode_batch_results',
    output,
    'low-bitrate-isrc',
    needle,
  );
}

const COUNTRIES =
  'AD:Andorra,AE:United Arab Emirates,AG:Antigua and Barbuda,AL:Albania,AM:Armenia,AO:Angola,AR:Argentina,AT:Austria,AU:Australia,' +
  'AZ:Azerbaijan,BA:Bosnia and Herzegovina,BB:Barbados,BD:Bangladesh,BE:Belgium,BF:Burkina Faso,BG:Bulgaria,BH:Bahrain,BJ:Benin,' +
  'BO:Bolivia,BR:Brazil,BS:Bahamas,BT:Bhutan,BW:Botswana,BY:Belarus,BZ:Belize,CA:Canada,CH:Switzerland,CI:Côte d’Ivoire,CL:Chile,' +
  'CM:Cameroon,CO:Colombia,CR:Costa Rica,CV:Cabo Verde,CY:Cyprus,CZ:Czechia,DE:Germany,DK:Denmark,DM:Dominica,DO:Dominican Republic,' +
  'DZ:Algeria,EC:Ecuador,EE:Estonia,EG:Egypt,ES:Spain,ET:Ethiopia,FI:Finland,FJ:Fiji,FR:France,GA:Gabon,GB:United Kingdom,GE:Georgia,' +
  'GH:Ghana,GM:Gambia,GR:Greece,GT:Guatemala,GY:Guyana,HK:Hong Kong,HN:Honduras,HR:Croatia,HU:Hungary,ID:Indonesia,IE:Ireland,' +
  'IL:Israel,IN:India,IQ:Iraq,IS:Iceland,IT:Italy,JM:Jamaica,JO:Jordan,JP:Japan,KE:Kenya,KG:Kyrgyzstan,KH:Cambodia,KR:South Korea,' +
  'KW:Kuwait,KZ:Kazakhstan,LA:Laos,LB:Lebanon,LI:Liechtenstein,LK:Sri Lanka,LT:Lithuania,LU:Luxembourg,LV:Latvia,LY:Libya,MA:Morocco,' +
  'MC:Monaco,MD:Moldova,ME:Montenegro,MG:Madagascar,MK:North Macedonia,ML:Mali,MN:Mongolia,MO:Macao,MT:Malta,MU:Mauritius,MV:Maldives,' +
  'MW:Malawi,MX:Mexico,MY:Malaysia,MZ:Mozambique,NA:Namibia,NE:Niger,NG:Nigeria,NI:Nicaragua,NL:Netherlands,NO:Norway,NP:Nepal,' +
  'NZ:New Zealand,OM:Oman,PA:Panama,PE:Peru,PG:Papua New Guinea,PH:Philippines,PK:Pakistan,PL:Poland,PS:Palestine,PT:Portugal,' +
  'PY:Paraguay,QA:Qatar,RO:Romania,RS:Serbia,RW:Rwanda,SA:Saudi Arabia,SE:Sweden,SG:Singapore,SI:Slovenia,SK:Slovakia,SL:Sierra Leone,' +
  'SN:Senegal,SV:El Salvador,SZ:Eswatini,TD:Chad,TG:Togo,TH:Thailand,TJ:Tajikistan,TN:Tunisia,TR:Türkiye,TT:Trinidad and Tobago,' +
  'TW:Taiwan,TZ:Tanzania,UA:Ukraine,UG:Uganda,US:United States,UY:Uruguay,UZ:Uzbekistan,VN:Vietnam,ZA:South Africa,ZM:Zambia,ZW:Zimbabwe';

/** d2: the release's deals as the rights API returns them, one deal per territory, pretty JSON. */
function d2DealsStartDate(): EconomicsTask {
  const random = seededRandom(153_402);
  const needle = 'Japan';
  const code = '5063248917458';
  const currency: Record<string, string> = {
    GB: 'GBP',
    US: 'USD',
    JP: 'JPY',
    CA: 'CAD',
    AU: 'AUD',
    CH: 'CHF',
    SE: 'SEK',
    NO: 'NOK',
    DK: 'DKK',
    IN: 'INR',
    BR: 'BRL',
    MX: 'MXN',
  };
  const euro = [
    'AD',
    'AT',
    'BE',
    'CY',
    'DE',
    'EE',
    'ES',
    'FI',
    'FR',
    'GR',
    'HR',
    'IE',
    'IT',
    'LT',
    'LU',
    'LV',
    'MC',
    'ME',
    'MT',
    'NL',
    'PT',
    'SI',
    'SK',
  ];
  const deals = COUNTRIES.split(',').map((pair) => {
    const [cc, name] = pair.split(':') as [string, string];
    return {
      dealId: `DL-${code}-${cc}-01`,
      territoryCode: cc,
      territoryName: name,
      commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel', 'PayAsYouGoModel'],
      useTypes: ['OnDemandStream', 'NonInteractiveStream', 'PermanentDownload'],
      priceCode: oneOf(random, ['ALB-FRONT', 'ALB-FRONT', 'ALB-FRONT', 'ALB-MID']),
      currency: currency[cc] ?? (euro.includes(cc) ? 'EUR' : 'USD'),
      startDate: cc === 'JP' ? '2029-10-12' : '2029-09-14',
      endDate: null,
      preorder: { enabled: true, startDate: '2029-08-31', instantGratTracks: ['Paper Harbour', 'Quiet Letters'] },
      allowPreview: { enabled: true, lengthSeconds: 30 },
      lastModified: `2029-08-${pad2(between(random, 10, 29))}T${pad2(between(random, 8, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z`,
      modifiedBy: oneOf(random, ['ops.mira', 'ops.tomas', 'rights-sync', 'rights-sync']),
    };
  });
  const body = {
    upc: code,
    catalogNumber: 'CPL-0447',
    title: 'Paper Harbour',
    displayArtist: 'Sister Kestrel',
    label: 'Copperline Audio',
    releaseType: 'Album',
    originalReleaseDate: '2029-09-14',
    dealCount: deals.length,
    deals,
    excludedTerritories: [
      { territoryCode: 'RU', reason: 'Label policy' },
      { territoryCode: 'KP', reason: 'Sanctions' },
    ],
    stores: STORES.map(([name, partyId]) => ({ name, partyId, dealsApply: 'all' })),
  };
  const output = JSON.stringify(body, null, 2) + '\n';
  return probe(
    'round 153: deals odd start date',
    "Paper Harbour should go live everywhere on the 14th of September. Is there a country where it's set to come out on a different day? Which one?",
    'release_deals_show',
    output,
    'odd-start-country',
    needle,
  );
}

/** d3: the delivery agent's journal since yesterday evening, one line per delivered batch among the agent's other lines. */
function d3SlowDelivery(): EconomicsTask {
  const random = seededRandom(153_403);
  const batchId = (day: number) => `B202908${pad2(day)}-${String(between(random, 1, 9999)).padStart(4, '0')}`;
  const needle = 'B20290830-0611';
  const stores = [
    'spotify',
    'apple',
    'amazon',
    'deezer',
    'tidal',
    'youtube',
    'anghami',
    'boomplay',
    'jiosaavn',
    'kkbox',
    'pandora',
    'soundcloud',
    'netease',
    'audiomack',
    'qobuz',
  ];
  const hosts = ['dlv-agent-01', 'dlv-agent-02', 'dlv-agent-03'];
  const pids: Record<string, number> = { 'dlv-agent-01': 1877, 'dlv-agent-02': 2213, 'dlv-agent-03': 1934 };
  const stamp = (at: number) => {
    const day = Math.floor(at / 86_400);
    const s = at % 86_400;
    return `Aug ${day} ${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
  };
  const prefix = (at: number, host: string) => `${stamp(at)} ${host} lkh-delivery[${pids[host]}]:`;
  const delivered = (at: number, host: string, id: string, slow = false) => {
    const action = oneOf(random, ['insert', 'insert', 'insert', 'update', 'update', 'takedown']);
    const files = action === 'takedown' ? 1 : between(random, 3, 30);
    const bytes = action === 'takedown' ? between(random, 3000, 9000) : files * between(random, 9_000_000, 45_000_000);
    const elapsed = slow
      ? 2741.06
      : action === 'takedown'
        ? 0.3 + random() * 0.9
        : bytes / (between(random, 25, 110) * 1_000_000) + 0.4 + random() * 1.5;
    return `${prefix(at, host)} delivered batch=${id} store=${oneOf(random, stores)} upc=${upc(random)} action=${action} files=${files} bytes=${bytes} elapsed=${elapsed.toFixed(2)}s ack=pending`;
  };
  const noise = (at: number, host: string) =>
    oneOf(random, [
      () => `${prefix(at, host)} sftp session opened store=${oneOf(random, stores)} cipher=chacha20-poly1305@openssh.com`,
      () => `${prefix(at, host)} sftp session closed store=${oneOf(random, stores)} uploads=${between(random, 1, 40)}`,
      () => `${prefix(at, host)} ack picked up store=${oneOf(random, stores)} count=${between(random, 1, 25)}`,
      () => `${prefix(at, host)} batch window open store=${oneOf(random, stores)} queued=${between(random, 0, 120)}`,
      () => `${prefix(at, host)} outbox scan done releases=${between(random, 0, 300)} took=${between(random, 40, 900)}ms`,
      () => `${prefix(at, host)} heartbeat ok queue=${between(random, 0, 90)} inflight=${between(random, 0, 8)}`,
    ])();
  const start = 29 * 86_400 + 18 * 3600;
  const end = 30 * 86_400 + 9 * 3600;
  const entries: { at: number; host: string; kind: 'delivered' | 'noise' }[] = [];
  for (let i = 0; i < 3200; i++) {
    // Most deliveries go out in the stores' overnight windows (01:00 to 05:00).
    const night = random() < 0.7;
    const at = night ? 30 * 86_400 + between(random, 3600, 5 * 3600) : between(random, start, end - 1);
    entries.push({ at, host: oneOf(random, hosts), kind: random() < 0.55 ? 'delivered' : 'noise' });
  }
  entries.sort((x, y) => x.at - y.at);
  let odd = Math.floor(entries.length * 0.5);
  while (entries[odd]!.kind !== 'delivered') odd += 1;
  const lines = entries.map((e, i) =>
    i === odd
      ? delivered(e.at, e.host, needle, true)
      : without([needle], () =>
          e.kind === 'delivered' ? delivered(e.at, e.host, batchId(Math.floor(e.at / 86_400))) : noise(e.at, e.host),
        ),
  );
  const output = `-- Logs begin at Mon 2029-08-27 00:00:01 UTC, end at Thu 2029-08-30 09:03:12 UTC. --\n${lines.join('\n')}\n`;
  return probe(
    'round 153: slow delivery batch',
    'One of the deliveries that went out overnight took far longer than all the rest to upload. Which batch was it?',
    'delivery_agent_journal',
    output,
    'slow-batch',
    needle,
  );
}

export function roundOneHundredFiftyThree(): EconomicsTask[] {
  return [
    a1DeliveryTakedown(),
    a2RoyaltyPayable(),
    a3ContentIdBlock(),
    b1CatalogueRadioEdit(),
    b2ErnAcousticIsrc(),
    b3EndpointHost(),
    c1TrendsNorway(),
    c2IngestBounced(),
    c3TakedownNotice(),
    d1TranscodeBitrate(),
    d2DealsStartDate(),
    d3SlowDelivery(),
  ];
}
