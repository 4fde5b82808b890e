/**
 * Probe tasks, round 18: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 17. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 18: gbfs station_information      (a bike share's GBFS `station_information.json`, one line of JSON)
 *      round 18: zendesk incremental tickets   (Zendesk's `GET /api/v2/incremental/tickets/cursor.json`, one line of JSON)
 *      round 18: workbox service worker        (a PWA's minified `sw.js`, its precache manifest on one line)
 *   b. the answer a few lines from the line the question's words match:
 *      round 18: sidekiq log                   (`kubectl logs` of a Rails app's Sidekiq, our frame under gem frames)
 *      round 18: dmidecode over clush          (`clush -w pg-… dmidecode -t 17`, a module's serial under its slot)
 *      round 18: cloudformation get-template   (a SAM stack's template, one function's memory under its name)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 18: mosquitto log, paraphrase     (a night of an MQTT broker's log, bike docks reconnecting)
 *      round 18: fail2ban log, preamble and paraphrase
 *      round 18: heroku logs, preamble and paraphrase  (`heroku logs -n 1500` of a partner API)
 *   d. one value unlike all its peers, with no error word near it:
 *      round 18: timedatectl over pdsh         (station gateways, one set to another time zone)
 *      round 18: ethtool over pdsh             (one host's link at a lower speed than its peers)
 *      round 18: iam credential report         (`aws iam get-credential-report`, one console user without MFA)
 * Not among the bench's targets.
 *
 * First run, at 300bfd9 (the library as of 84abc44; `ROUNDS=18 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 2,274,873 tokens). The writer saw round 17's first
 * run by accident (it printed the top of round-17.ts) and says it did not shape these tasks by it:
 *   round 18: gbfs station_information
 *     codex: 12,930 tokens, peak 12,843, 0/1 needles, 0 read-backs
 *     context-chef: 674 tokens, peak 587, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,023 tokens, peak 5,301, 1/1 needles, 4 read-backs
 *     ours: 6,502 tokens, peak 2,560, 0/1 needles, 3 read-backs
 *   round 18: zendesk incremental tickets
 *     codex: 12,053 tokens, peak 11,966, 0/1 needles, 0 read-backs
 *     context-chef: 685 tokens, peak 598, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,651 tokens, peak 1,335, 1/1 needles, 1 read-backs
 *     ours: 3,238 tokens, peak 1,266, 0/1 needles, 2 read-backs
 *   round 18: workbox service worker
 *     codex: 8,775 tokens, peak 8,682, 0/1 needles, 0 read-backs
 *     context-chef: 660 tokens, peak 567, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,334 tokens, peak 1,321, 1/1 needles, 1 read-backs
 *     ours: 2,385 tokens, peak 1,395, 1/1 needles, 1 read-backs
 *   round 18: sidekiq log
 *     codex: 17,471 tokens, peak 17,381, 0/1 needles, 0 read-backs
 *     context-chef: 855 tokens, peak 765, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,852 tokens, peak 1,436, 0/1 needles, 1 read-backs
 *     ours: 1,013 tokens, peak 725, 0/1 needles, 0 read-backs
 *   round 18: dmidecode over clush
 *     codex: 16,147 tokens, peak 16,062, 0/1 needles, 0 read-backs
 *     context-chef: 773 tokens, peak 688, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,984 tokens, peak 3,549, 1/1 needles, 2 read-backs
 *     ours: 6,679 tokens, peak 3,027, 1/1 needles, 2 read-backs
 *   round 18: cloudformation get-template
 *     codex: 10,017 tokens, peak 9,946, 0/1 needles, 0 read-backs
 *     context-chef: 576 tokens, peak 505, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,140 tokens, peak 1,649, 1/1 needles, 2 read-backs
 *     ours: 3,695 tokens, peak 1,505, 1/1 needles, 2 read-backs
 *   round 18: mosquitto log, paraphrase
 *     codex: 17,681 tokens, peak 17,586, 0/1 needles, 0 read-backs
 *     context-chef: 880 tokens, peak 785, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,753 tokens, peak 1,445, 0/1 needles, 4 read-backs
 *     ours: 3,736 tokens, peak 810, 1/1 needles, 4 read-backs
 *   round 18: fail2ban log, preamble and paraphrase
 *     codex: 18,283 tokens, peak 18,167, 0/1 needles, 0 read-backs
 *     context-chef: 932 tokens, peak 816, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,478 tokens, peak 4,105, 1/1 needles, 2 read-backs
 *     ours: 7,360 tokens, peak 3,696, 1/1 needles, 2 read-backs
 *   round 18: heroku logs, preamble and paraphrase
 *     codex: 16,165 tokens, peak 16,049, 0/1 needles, 0 read-backs
 *     context-chef: 853 tokens, peak 737, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,592 tokens, peak 5,076, 0/1 needles, 4 read-backs
 *     ours: 13,219 tokens, peak 5,475, 0/1 needles, 4 read-backs
 *   round 18: timedatectl over pdsh
 *     codex: 14,951 tokens, peak 14,863, 0/1 needles, 0 read-backs
 *     context-chef: 748 tokens, peak 660, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,106 tokens, peak 1,315, 0/1 needles, 4 read-backs
 *     ours: 3,710 tokens, peak 806, 1/1 needles, 4 read-backs
 *   round 18: ethtool over pdsh
 *     codex: 14,832 tokens, peak 14,741, 0/1 needles, 0 read-backs
 *     context-chef: 781 tokens, peak 690, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,313 tokens, peak 1,361, 0/1 needles, 4 read-backs
 *     ours: 4,568 tokens, peak 976, 1/1 needles, 4 read-backs
 *   round 18: iam credential report
 *     codex: 18,971 tokens, peak 18,886, 0/1 needles, 0 read-backs
 *     context-chef: 812 tokens, peak 727, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,680 tokens, peak 3,050, 0/1 needles, 4 read-backs
 *     ours: 3,564 tokens, peak 2,566, 0/1 needles, 1 read-backs
 *   codex: 178,276 tokens, 0/12 needles
 *   context-chef: 9,229 tokens, 0/12 needles
 *   context-chef-store: 82,906 tokens, 6/12 needles
 *   ours: 59,669 tokens, 7/12 needles
 */
import { between, chars, hex, interleave, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const GIVEN =
  'aino eino elina emil hanna ilkka jenni juho kaisa lauri maija mikko noora oskari pekka riikka sami tuomas veera ville linnea erik astrid johan elsa oskar'.split(
    ' ',
  );
const FAMILY =
  'korhonen virtanen makinen nieminen makela hamalainen laine heikkinen koskinen jarvinen lindqvist andersson johansson nyberg holm salo rantanen turunen karjalainen lindholm'.split(
    ' ',
  );
const cap = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;
/** An ISO time with milliseconds, from epoch milliseconds. */
const iso = (t: number) => new Date(t).toISOString();
/** An ISO time to the second (`2026-03-14T01:22:09Z`). */
const isoSec = (t: number) => `${iso(t).slice(0, 19)}Z`;
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The round's task: one call, one question, one needle that must occur exactly once in the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** A person of the bike share: a display name and an email made from it. */
function person(random: () => number): { name: string; email: string } {
  const g = oneOf(random, GIVEN);
  const f = oneOf(random, FAMILY);
  return { name: `${cap(g)} ${cap(f)}`, email: `${g}.${f}@vire.fi` };
}

/** Cities the bike share runs in: code, time zone and its abbreviation and offset in March. */
const CITIES: readonly (readonly [string, string, string, string])[] = [
  ['hel', 'Europe/Helsinki', 'EET', '+0200'],
  ['esp', 'Europe/Helsinki', 'EET', '+0200'],
  ['van', 'Europe/Helsinki', 'EET', '+0200'],
  ['tre', 'Europe/Helsinki', 'EET', '+0200'],
  ['tku', 'Europe/Helsinki', 'EET', '+0200'],
  ['sto', 'Europe/Stockholm', 'CET', '+0100'],
  ['got', 'Europe/Stockholm', 'CET', '+0100'],
  ['mmo', 'Europe/Stockholm', 'CET', '+0100'],
];

// a. Answers in the middle of one long line.

/** Helsinki-region places, in the genitive a station name starts with, and the kind of spot each station is at. */
const PLACES =
  'Kampin Kallion Töölön Kaisaniemen Ruoholahden Sörnäisten Vallilan Pasilan Munkkiniemen Lauttasaaren Kalasataman Herttoniemen Itäkeskuksen Arabian Meilahden Ullanlinnan Punavuoren Eiran Kruununhaan Katajanokan Jätkäsaaren Hernesaaren Oulunkylän Malmin Viikin Kumpulan Käpylän Haagan Pitäjänmäen Kannelmäen Vuosaaren Myllypuron Kontulan Tapiolan Otaniemen Leppävaaran Matinkylän Espoonlahden Kivenlahden Niittykummun Tikkurilan Myyrmäen Martinlaakson Hakunilan Koivukylän Aviapoliksen'.split(
    ' ',
  );
const SPOTS =
  'metroasema tori kirjasto uimahalli kauppahalli puisto ranta koulu terveysasema kirkko kenttä silta asema palvelutalo urheilupuisto raitiovaunupysäkki kauppakeskus lukio'.split(
    ' ',
  );
const STREETS =
  'Mannerheimintie Hämeentie Runeberginkatu Fredrikinkatu Mechelininkatu Sturenkatu Itämerenkatu Tapiolantie Kaivokatu Turuntie Tikkurilantie Vuosaarentie Helsinginkatu Siltasaarenkatu Kaisaniemenkatu Lapinlahdenkatu Porvoonkatu Otakaari Leppävaarankatu Piispansilta'.split(
    ' ',
  );

/** `curl https://gbfs.vire.fi/gbfs/2.3/helsinki/en/station_information.json` (one line of JSON): one station's capacity. */
function gbfsStations(): EconomicsTask {
  const random = seededRandom(18_011);
  const names: string[] = [];
  for (const place of PLACES) for (const spot of SPOTS) if (random() < 0.72) names.push(`${place} ${spot}`);
  const target = 'Hakaniemen kauppahalli';
  // Other Hakaniemi stations share words with the question.
  names.push('Hakaniemen metroasema', 'Hakaniemen tori', 'Hakaniemenranta', 'Hakaniemen silta', 'Hakaniemen kirjasto');
  shuffle(random, names);
  names.splice(Math.floor(names.length * 0.46), 0, target);
  const regions = ['hel-kantakaupunki', 'hel-itainen', 'hel-pohjoinen', 'hel-lantinen', 'esp-etela', 'esp-pohjoinen', 'van-keskus'];
  let targetRecord = '';
  const stations = names.map((name, i) => {
    const id = `hel-${String(i + 11).padStart(4, '0')}`;
    const isTarget = name === target;
    const station = {
      station_id: id,
      name,
      short_name: String(i + 11),
      lat: Number((60.14 + random() * 0.18).toFixed(6)),
      lon: Number((24.68 + random() * 0.45).toFixed(6)),
      address: isTarget ? 'Hämeentie 1' : `${oneOf(random, STREETS)} ${between(random, 1, 140)}`,
      post_code: isTarget ? '00530' : `00${between(random, 100, 990)}`,
      region_id: isTarget ? 'hel-kantakaupunki' : oneOf(random, regions),
      capacity: isTarget ? 38 : oneOf(random, [12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 36, 40]),
      rental_methods: random() < 0.8 ? ['key', 'transitcard', 'creditcard', 'phone'] : ['key', 'phone'],
      is_virtual_station: isTarget ? false : random() < 0.06,
      is_charging_station: isTarget ? true : random() < 0.2,
      vehicle_type_capacity: { 'vire-bike': 0, 'vire-ebike': 0 },
      rental_uris: {
        android: `https://vire.fi/app/station/${id}`,
        ios: `https://vire.fi/app/station/${id}`,
        web: `https://vire.fi/asemat/${id}`,
      },
    };
    const bikes = Math.round(station.capacity * (0.55 + random() * 0.2));
    station.vehicle_type_capacity = { 'vire-bike': bikes, 'vire-ebike': station.capacity - bikes };
    if (isTarget) targetRecord = JSON.stringify(station);
    return station;
  });
  const output = JSON.stringify({ last_updated: 1_773_486_000, ttl: 60, version: '2.3', data: { stations } });
  const needle = targetRecord.slice(targetRecord.indexOf('"name"'), targetRecord.indexOf('"rental_methods"') - 1);
  const ask =
    'Facilities asked how many bikes the Hakaniemen kauppahalli station can hold when every dock is full. What capacity does our live GBFS feed give for it?';
  return probe('round 18: gbfs station_information', ask, 'run_shell', output, 'capacity', needle);
}

/** Subjects and bodies of the support tickets riders send. */
const TICKET_TOPICS: readonly (readonly [string, string])[] = [
  [
    'Bike would not unlock',
    'I scanned the QR code on bike {bike} at {station} three times and the lock never opened. The app said the ride had started, so I think I was billed for nothing.',
  ],
  [
    'Lock did not close at the end of my ride',
    'I returned the bike to {station} and pushed it into the dock but the app still shows the ride as running. Please end it at the time I docked.',
  ],
  [
    'Question about my season pass',
    'I bought the season pass in the app but my transit card still does not work at the docks. How long does it take for the pass to be linked to the card?',
  ],
  ['Double charge after ride ended', 'My card shows two charges for the same ride from {station}. Could you check and refund one of them?'],
  ['Flat tyre', 'Bike {bike} at {station} has a flat rear tyre. I reported it in the app but it is still available for rent.'],
  ['Receipt for company expenses', 'I need a VAT receipt for all my rides in February for my employer. The app only shows the totals.'],
  [
    'Station full, could not return bike',
    'Every dock at {station} was taken so I had to ride to another station and pay for the extra minutes. Can these be refunded?',
  ],
  ['App keeps logging me out', 'Since the last update the app logs me out every time I close it, and I have to wait for a new SMS code.'],
  ['Lost helmet', 'I left my child helmet in the basket of bike {bike} at {station} yesterday evening. Has anyone found it?'],
  ['Brakes feel weak', 'The front brake on bike {bike} barely works. I left it at {station} and marked it in the app.'],
  [
    'Change the email on my account',
    'I would like to change the email on my account to my new work address. I cannot find this in the settings.',
  ],
  [
    'Overtime fee for a short ride',
    'I was charged an overtime fee although my ride from {station} took only 22 minutes according to my own watch.',
  ],
];

/** Zendesk's incremental ticket export (`cursor.json`, one line of JSON, 1000 tickets): the number of one rider's ticket. */
function zendeskTickets(): EconomicsTask {
  const random = seededRandom(18_021);
  const stations = [
    'Kampin metroasema',
    'Töölön tori',
    'Kalasataman metroasema',
    'Ruoholahden ranta',
    'Pasilan asema',
    'Tapiolan kauppakeskus',
    'Otaniemen kirjasto',
    'Tikkurilan asema',
    'Meilahden kenttä',
  ];
  const agents = Array.from({ length: 14 }, () => between(random, 3_900_000_000_000, 3_999_999_999_999));
  const groups = [360_001_112_233, 360_001_112_234, 360_001_112_240];
  const statuses = ['new', 'open', 'open', 'pending', 'hold', 'solved', 'solved', 'solved', 'closed'];
  const start = Date.UTC(2026, 1, 20, 6, 0);
  let id = 57_100;
  let targetRecord = '';
  const fill = (text: string) =>
    text.replaceAll('{bike}', `V-${between(random, 10_000, 39_999)}`).replaceAll('{station}', oneOf(random, stations));
  const tickets = Array.from({ length: 1_000 }, (_, i) => {
    id += between(random, 1, 2);
    const isTarget = i === 473;
    // The same rider's other ticket: a lost helmet, a week before.
    const isSameRider = i === 211;
    const rider = isTarget || isSameRider ? { name: 'Saara Lehtonen', email: 'saara.lehtonen@kolumbus.fi' } : person(random);
    const riderEmail = rider.email.replace('@vire.fi', oneOf(random, ['@gmail.com', '@outlook.com', '@hotmail.fi', '@icloud.com']));
    const created = start + i * between(random, 20, 50) * MINUTE;
    const [subject, body] = isTarget
      ? [
          'Charged twice for one ride',
          `Hi, my ride from Hervannan kampus to Tampereen keskustori on 13 March was charged twice on my Visa (2 x 3,50 €). Please refund the second charge. Thanks, Saara`,
        ]
      : isSameRider
        ? TICKET_TOPICS[8]!
        : oneOf(random, TICKET_TOPICS);
    const description = isTarget ? body : `${fill(body)}\n\n${rider.name.split(' ')[0]}`;
    const requester = between(random, 380_000_000_000, 399_999_999_999);
    const ticket = {
      url: `https://vire.zendesk.com/api/v2/tickets/${id}.json`,
      id,
      external_id: null,
      via: {
        channel: random() < 0.8 ? 'email' : 'web',
        source: {
          from: { address: isTarget || isSameRider ? rider.email : riderEmail, name: rider.name },
          to: { name: 'Vire asiakastuki', address: 'tuki@vire.fi' },
          rel: null,
        },
      },
      created_at: isoSec(created),
      updated_at: isoSec(created + between(random, 5, 3_000) * MINUTE),
      generated_timestamp: Math.floor(created / 1000) + between(random, 300, 90_000),
      type: oneOf(random, ['question', 'incident', 'problem', 'task', null]),
      subject,
      raw_subject: subject,
      description,
      priority: oneOf(random, ['low', 'normal', 'normal', 'high', null]),
      status: isTarget ? 'open' : oneOf(random, statuses),
      recipient: 'tuki@vire.fi',
      requester_id: requester,
      submitter_id: requester,
      assignee_id: random() < 0.8 ? oneOf(random, agents) : null,
      organization_id: null,
      group_id: oneOf(random, groups),
      collaborator_ids: [],
      follower_ids: [],
      email_cc_ids: [],
      forum_topic_id: null,
      problem_id: null,
      has_incidents: false,
      is_public: true,
      due_at: null,
      tags: shuffle(random, ['app', 'billing', 'dock', 'fi', 'maintenance', 'refund', 'season_pass', 'sv']).slice(0, between(random, 1, 4)),
      custom_fields: [
        { id: 360_044_120_011, value: `V-${between(random, 10_000, 39_999)}` },
        { id: 360_044_120_012, value: oneOf(random, ['helsinki', 'espoo', 'vantaa', 'tampere', 'turku']) },
        { id: 360_044_120_013, value: random() < 0.5 ? null : `ride_${hex(random, 16)}` },
      ],
      satisfaction_rating: { score: oneOf(random, ['unoffered', 'offered', 'good', 'bad']) },
      sharing_agreement_ids: [],
      custom_status_id: 18_553_021_001 + pick(random, 5),
      fields: [],
      followup_ids: [],
      ticket_form_id: 360_000_770_001,
      brand_id: 360_003_330_101,
      allow_channelback: false,
      allow_attachments: true,
      from_messaging_channel: false,
    };
    if (isTarget) targetRecord = JSON.stringify(ticket);
    return ticket;
  });
  const after = `MTc3MzQ${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 40)}`;
  const output = JSON.stringify({
    tickets,
    after_url: `https://vire.zendesk.com/api/v2/incremental/tickets/cursor.json?cursor=${after}`,
    after_cursor: after,
    before_url: null,
    before_cursor: null,
    end_of_stream: false,
  });
  const needle = targetRecord.slice(targetRecord.indexOf(',"id":') + 1, targetRecord.indexOf(',"to":'));
  const ask =
    'A rider called Saara Lehtonen wrote to support saying she was charged twice for a single ride in Tampere. What ticket number did Zendesk give her message?';
  return probe('round 18: zendesk incremental tickets', ask, 'http_get', output, 'ticket', needle);
}

/** A Next.js PWA's `public/sw.js` as next-pwa writes it (minified, one line): the revision precached for the offline page. */
function workboxServiceWorker(): EconomicsTask {
  const random = seededRandom(18_031);
  const entries: string[] = [];
  const buildId = chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 21);
  const rev = () => hex(random, 32);
  entries.push(`{url:"/_next/static/${buildId}/_buildManifest.js",revision:"${rev()}"}`);
  entries.push(`{url:"/_next/static/${buildId}/_ssgManifest.js",revision:"${rev()}"}`);
  for (let i = 0; i < 1_300; i++)
    entries.push(`{url:"/_next/static/chunks/${between(random, 100, 9999)}-${hex(random, 16)}.js",revision:"${hex(random, 20)}"}`);
  const pages = [
    'index',
    'asemat',
    'asemat/[id]',
    'kartta',
    'hinnasto',
    'kausipassi',
    'tili',
    'tili/matkat',
    'tili/kuitit',
    'ohjeet',
    'yhteystiedot',
    'kirjaudu',
    'rekisteroidy',
    'offline',
    'yritykset',
    'tietosuoja',
    'ehdot',
    '_app',
    '_error',
    '404',
  ];
  for (const page of pages) entries.push(`{url:"/_next/static/chunks/pages/${page}-${hex(random, 16)}.js",revision:"${hex(random, 20)}"}`);
  for (let i = 0; i < 140; i++) entries.push(`{url:"/_next/static/css/${hex(random, 16)}.css",revision:"${hex(random, 20)}"}`);
  for (let i = 0; i < 90; i++)
    entries.push(
      `{url:"/_next/static/media/${oneOf(random, ['inter', 'inter-tight', 'roboto-mono'])}-latin${oneOf(random, ['', '-ext'])}.${hex(random, 8)}.woff2",revision:"${hex(random, 20)}"}`,
    );
  const icons = [
    'bike',
    'ebike',
    'dock',
    'station',
    'pin',
    'lock',
    'unlock',
    'ticket',
    'card',
    'helmet',
    'map',
    'route',
    'clock',
    'battery',
    'user',
  ];
  for (const icon of icons) for (const size of [24, 48, 96]) entries.push(`{url:"/icons/${icon}-${size}.png",revision:"${rev()}"}`);
  for (const size of [72, 96, 128, 144, 152, 192, 384, 512]) entries.push(`{url:"/icons/icon-${size}x${size}.png",revision:"${rev()}"}`);
  for (let i = 0; i < 260; i++)
    entries.push(
      `{url:"/images/asemat/${oneOf(random, PLACES)
        .toLowerCase()
        .replace(/[äö]/g, (c) => (c === 'ä' ? 'a' : 'o'))}-${between(random, 1, 40)}.webp",revision:"${rev()}"}`,
    );
  entries.push(
    `{url:"/manifest.webmanifest",revision:"${rev()}"}`,
    `{url:"/robots.txt",revision:"${rev()}"}`,
    `{url:"/favicon.ico",revision:"${rev()}"}`,
  );
  // Offline pages of every language, and assets named after them.
  entries.push(
    `{url:"/fi/offline.html",revision:"${rev()}"}`,
    `{url:"/sv/offline.html",revision:"${rev()}"}`,
    `{url:"/images/offline-map.png",revision:"${rev()}"}`,
  );
  entries.push(`{url:"/offline-stations.json",revision:"${rev()}"}`);
  shuffle(random, entries);
  const needle = '{url:"/offline.html",revision:"7f3c9e21b04d5a86e1f2c3d4b5a69788"}';
  entries.splice(Math.floor(entries.length * 0.53), 0, needle);
  const route = (pattern: string, strategy: string, cache: string, max: number, age: number) =>
    `e.registerRoute(${pattern},new e.${strategy}({cacheName:"${cache}",plugins:[new e.ExpirationPlugin({maxEntries:${max},maxAgeSeconds:${age}})]}),"GET")`;
  const routes = [
    route('"/"', 'NetworkFirst', 'start-url', 1, 86400),
    route('/^https:\\/\\/fonts\\.(?:gstatic)\\.com\\/.*/i', 'CacheFirst', 'google-fonts-webfonts', 4, 31536e3),
    route('/\\.(?:jpg|jpeg|gif|png|svg|ico|webp)$/i', 'StaleWhileRevalidate', 'static-image-assets', 64, 86400),
    route('/\\/_next\\/image\\?url=.+$/i', 'StaleWhileRevalidate', 'next-image', 64, 86400),
    route('/\\.(?:js)$/i', 'StaleWhileRevalidate', 'static-js-assets', 32, 86400),
    route('/\\.(?:css|less)$/i', 'StaleWhileRevalidate', 'static-style-assets', 32, 86400),
    route('/^https:\\/\\/gbfs\\.vire\\.fi\\/.*/i', 'NetworkFirst', 'gbfs', 16, 300),
    route('/\\/api\\/.*$/i', 'NetworkFirst', 'apis', 16, 86400),
  ];
  const output = `if(!self.define){let e,s={};const i=(i,n)=>(i=new URL(i+".js",n).href,s[i]||new Promise((s=>{if("document"in self){const e=document.createElement("script");e.src=i,e.onload=s,document.head.appendChild(e)}else e=i,importScripts(i),s()})).then((()=>{let e=s[i];if(!e)throw new Error(\`Module \${i} didn’t register its module\`);return e})));self.define=(n,t)=>{const a=e||("document"in self?document.currentScript.src:"")||location.href;if(s[a])return;let c={};const r=e=>i(e,a),o={module:{uri:a},exports:c,require:r};s[a]=Promise.all(n.map((e=>o[e]||r(e)))).then((e=>(t(...e),c)))}}define(["./workbox-${hex(random, 8)}"],(function(e){"use strict";importScripts("/fallback-${hex(random, 16)}.js"),self.skipWaiting(),e.clientsClaim(),e.precacheAndRoute([${entries.join(',')}],{ignoreURLParametersMatching:[]}),e.cleanupOutdatedCaches(),${routes.join(',')}}));\n//# sourceMappingURL=sw.js.map\n`;
  const ask =
    'Users say the offline page they get in the app is an old one. In our built service worker, what revision is precached for /offline.html (the root one, not the language versions)?';
  return probe('round 18: workbox service worker', ask, 'run_shell', output, 'revision', needle);
}

// b. Answers a few lines from the line the question's words match.

/** Sidekiq job classes of the rides backend, and how long each takes. */
const JOBS: readonly (readonly [string, number, number])[] = [
  ['EndRideJob', 20, 400],
  ['InvoiceRideJob', 40, 900],
  ['SyncDockStatusJob', 5, 120],
  ['RebalanceSuggestionJob', 300, 4_000],
  ['SendReceiptEmailJob', 80, 1_200],
  ['PushNotificationJob', 30, 600],
  ['ExpireSeasonPassesJob', 200, 2_500],
  ['ImportHslTransitCardsJob', 500, 9_000],
  ['RefundRideJob', 60, 1_400],
  ['BatteryLevelAlertJob', 10, 200],
  ['ActiveStorage::AnalyzeJob', 40, 800],
];

/** Gem frames a Rails job's backtrace passes through on its way to Sidekiq. */
const RAILS_FRAMES = [
  "/usr/local/bundle/gems/activesupport-7.2.2/lib/active_support/callbacks.rb:121:in 'block in ActiveSupport::Callbacks#run_callbacks'",
  "/usr/local/bundle/gems/activesupport-7.2.2/lib/active_support/callbacks.rb:141:in 'ActiveSupport::Callbacks#run_callbacks'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:220:in 'Sidekiq::Processor#execute_job'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:185:in 'block (4 levels) in Sidekiq::Processor#process'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/middleware/chain.rb:180:in 'Sidekiq::Middleware::Chain#traverse'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/middleware/chain.rb:183:in 'block in Sidekiq::Middleware::Chain#traverse'",
  "/usr/local/bundle/gems/sentry-sidekiq-5.22.1/lib/sentry/sidekiq/sentry_context_middleware.rb:33:in 'Sentry::Sidekiq::SentryContextServerMiddleware#call'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/job_retry.rb:113:in 'Sidekiq::JobRetry#local'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:180:in 'block (3 levels) in Sidekiq::Processor#process'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:145:in 'block (6 levels) in Sidekiq::Processor#dispatch'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/job_retry.rb:87:in 'Sidekiq::JobRetry#global'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:144:in 'block (5 levels) in Sidekiq::Processor#dispatch'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:262:in 'Sidekiq::Processor#process'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:86:in 'Sidekiq::Processor#process_one'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/processor.rb:76:in 'Sidekiq::Processor#run'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/component.rb:10:in 'Sidekiq::Component#watchdog'",
  "/usr/local/bundle/gems/sidekiq-7.3.9/lib/sidekiq/component.rb:19:in 'block in Sidekiq::Component#safe_thread'",
];

/** Exceptions the jobs raise on an ordinary morning: class, message, the frames above ours, our frames. */
const RUBY_FAILURES: readonly (readonly [string, string, string, readonly string[], readonly string[]])[] = [
  [
    'RefundRideJob',
    'Stripe::InvalidRequestError',
    'Charge ch_{id} has already been refunded.',
    [
      "/usr/local/bundle/gems/stripe-13.4.1/lib/stripe/api_requestor.rb:823:in 'Stripe::APIRequestor#handle_error_response'",
      "/usr/local/bundle/gems/stripe-13.4.1/lib/stripe/api_requestor.rb:263:in 'Stripe::APIRequestor#execute_request'",
      "/usr/local/bundle/gems/stripe-13.4.1/lib/stripe/api_operations/create.rb:8:in 'Stripe::APIOperations::Create#create'",
    ],
    [
      "/app/app/services/payments/refund_ride.rb:41:in 'Payments::RefundRide#call'",
      "/app/app/jobs/refund_ride_job.rb:9:in 'RefundRideJob#perform'",
    ],
  ],
  [
    'EndRideJob',
    'ActiveRecord::RecordNotFound',
    "Couldn't find Ride with 'id'={n}",
    ["/usr/local/bundle/gems/activerecord-7.2.2/lib/active_record/core.rb:253:in 'ActiveRecord::Core::ClassMethods#find'"],
    ["/app/app/jobs/end_ride_job.rb:7:in 'EndRideJob#perform'"],
  ],
  [
    'SyncDockStatusJob',
    'Net::ReadTimeout',
    'Net::ReadTimeout with #<TCPSocket:(closed)>',
    [
      "/usr/local/lib/ruby/3.4.0/net/protocol.rb:229:in 'Net::BufferedIO#rbuf_fill'",
      "/usr/local/lib/ruby/3.4.0/net/protocol.rb:199:in 'Net::BufferedIO#readuntil'",
      "/usr/local/lib/ruby/3.4.0/net/http.rb:2368:in 'Net::HTTP#transport_request'",
      "/usr/local/bundle/gems/faraday-net_http-3.3.0/lib/faraday/adapter/net_http.rb:91:in 'Faraday::Adapter::NetHttp#call'",
    ],
    [
      "/app/app/clients/dock_controller_client.rb:58:in 'DockControllerClient#status'",
      "/app/app/jobs/sync_dock_status_job.rb:12:in 'SyncDockStatusJob#perform'",
    ],
  ],
  [
    'InvoiceRideJob',
    'Money::Bank::UnknownRate',
    "No conversion rate known for 'EUR' -> 'SEK'",
    [
      "/usr/local/bundle/gems/money-6.19.0/lib/money/bank/variable_exchange.rb:119:in 'Money::Bank::VariableExchange#exchange_with'",
      "/usr/local/bundle/gems/money-6.19.0/lib/money/money.rb:472:in 'Money#exchange_to'",
    ],
    [
      "/app/app/services/fares/per_minute_fare.rb:88:in 'Fares::PerMinuteFare#in_rider_currency'",
      "/app/app/services/invoicing/ride_invoice.rb:27:in 'Invoicing::RideInvoice#build'",
      "/app/app/jobs/invoice_ride_job.rb:11:in 'InvoiceRideJob#perform'",
    ],
  ],
  [
    'SendReceiptEmailJob',
    'Net::SMTPServerBusy',
    '421 4.7.0 Try again later, closing connection.',
    [
      "/usr/local/lib/ruby/3.4.0/net/smtp.rb:1088:in 'Net::SMTP::Response#check!'",
      "/usr/local/bundle/gems/mail-2.8.1/lib/mail/network/delivery_methods/smtp.rb:109:in 'Mail::SMTP#deliver!'",
      "/usr/local/bundle/gems/actionmailer-7.2.2/lib/action_mailer/message_delivery.rb:125:in 'ActionMailer::MessageDelivery#deliver_now'",
    ],
    ["/app/app/jobs/send_receipt_email_job.rb:8:in 'SendReceiptEmailJob#perform'"],
  ],
];

/** `kubectl logs deploy/rides-sidekiq --since=6h` of a Rails backend: our frame under the gem frames of the one ZeroDivisionError. */
function sidekiqLog(): EconomicsTask {
  const random = seededRandom(18_041);
  const pid = 7;
  const tids = Array.from({ length: 10 }, () => chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 4));
  const lines: string[] = [];
  let t = Date.UTC(2026, 2, 14, 4, 0, 0);
  const end = Date.UTC(2026, 2, 14, 10, 0, 0);
  const zeroAt = Date.UTC(2026, 2, 14, 7, 18, 0);
  let zeroDone = false;
  lines.push(
    `${iso(t)} pid=${pid} tid=${tids[0]} INFO: Booted Rails 7.2.2 application in production environment`,
    `${iso(t)} pid=${pid} tid=${tids[0]} INFO: Running in ruby 3.4.2 (2025-02-04 revision 34029d8a0b) +YJIT +PRISM [x86_64-linux]`,
    `${iso(t)} pid=${pid} tid=${tids[0]} INFO: See LICENSE and the LGPL-3.0 for licensing details.`,
    `${iso(t)} pid=${pid} tid=${tids[0]} INFO: Upgrade to Sidekiq Pro for more features and support: https://sidekiq.org`,
    `${iso(t)} pid=${pid} tid=${tids[0]} INFO: Sidekiq 7.3.9 connecting to Redis with options {:size=>10, :pool_name=>"internal", :url=>"redis://rides-redis:6379/0"}`,
    `${iso(t)} pid=${pid} tid=${tids[0]} INFO: Starting processing, hit Ctrl-C to stop`,
  );
  const failure = (
    tid: string,
    at: number,
    job: string,
    jid: string,
    cls: string,
    message: string,
    above: readonly string[],
    ours: readonly string[],
  ) => {
    const args = JSON.stringify([between(random, 1_000_000, 9_999_999)]);
    lines.push(`${iso(at)} pid=${pid} tid=${tid} class=${job} jid=${jid} elapsed=${(random() * 2).toFixed(3)} INFO: fail`);
    lines.push(
      `${iso(at + 1)} pid=${pid} tid=${tid} WARN: {"context":"Job raised exception","job":{"retry":true,"queue":"default","args":${args},"class":"${job}","jid":"${jid}","created_at":${((at - between(random, 1, 600) * SECOND) / 1000).toFixed(6)},"enqueued_at":${(at / 1000 - 0.2).toFixed(6)},"retry_count":${pick(random, 4)}}}`,
    );
    lines.push(`${iso(at + 1)} pid=${pid} tid=${tid} WARN: ${cls}: ${message}`);
    const frames = [...above, ...ours, ...RAILS_FRAMES];
    lines.push(`${iso(at + 1)} pid=${pid} tid=${tid} WARN: ${frames[0]}`, ...frames.slice(1));
  };
  while (t < end) {
    t += between(random, 1_000, 11_600);
    const tid = oneOf(random, tids);
    const jid = hex(random, 24);
    if (!zeroDone && t >= zeroAt) {
      zeroDone = true;
      failure(
        tid,
        t,
        'InvoiceRideJob',
        jid,
        'ZeroDivisionError',
        'divided by 0',
        [
          "/usr/local/bundle/gems/money-6.19.0/lib/money/money/arithmetic.rb:212:in 'Integer#/'",
          "/usr/local/bundle/gems/money-6.19.0/lib/money/money/arithmetic.rb:212:in 'Money::Arithmetic#/'",
          "/usr/local/bundle/gems/money-6.19.0/lib/money/money/allocation.rb:26:in 'Money::Allocation.generate'",
        ],
        [
          "/app/app/services/fares/per_minute_fare.rb:57:in 'Fares::PerMinuteFare#split_between_riders'",
          "/app/app/services/fares/per_minute_fare.rb:31:in 'Fares::PerMinuteFare#price_for'",
          "/app/app/services/invoicing/ride_invoice.rb:19:in 'Invoicing::RideInvoice#build'",
          "/app/app/jobs/invoice_ride_job.rb:11:in 'InvoiceRideJob#perform'",
        ],
      );
      continue;
    }
    if (random() < 0.012) {
      const [job, cls, message, above, ours] = oneOf(random, RUBY_FAILURES);
      failure(
        tid,
        t,
        job,
        jid,
        cls,
        message
          .replace('{id}', chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 24))
          .replace('{n}', String(between(random, 1_000_000, 9_999_999))),
        above,
        ours,
      );
      continue;
    }
    const [job, lo, hi] = oneOf(random, JOBS);
    const elapsed = between(random, lo, hi) / 1000;
    lines.push(`${iso(t)} pid=${pid} tid=${tid} class=${job} jid=${jid} INFO: start`);
    if (job === 'RebalanceSuggestionJob' && random() < 0.5)
      lines.push(
        `${iso(t + 3)} pid=${pid} tid=${tid} class=${job} jid=${jid} INFO: rebalance city=${oneOf(random, CITIES)[0]} stations=${between(random, 80, 600)} moves=${between(random, 0, 40)}`,
      );
    lines.push(
      `${iso(t + Math.round(elapsed * 1000))} pid=${pid} tid=${tid} class=${job} jid=${jid} elapsed=${elapsed.toFixed(3)} INFO: done`,
    );
  }
  const output = `${lines.join('\n')}\n`;
  const needle = "/app/app/services/fares/per_minute_fare.rb:57:in 'Fares::PerMinuteFare#split_between_riders'";
  const ask =
    'One InvoiceRideJob died this morning with a ZeroDivisionError. Which of our own files, and which line in it, did the division by zero happen in (not the gems)?';
  return probe('round 18: sidekiq log', ask, 'kubectl', output, 'frame', needle);
}

/** `clush -w pg-hel-[01-16] dmidecode -t 17` on the database hosts: one module's serial number, lines under its slot. */
function dmidecodeOverClush(): EconomicsTask {
  const random = seededRandom(18_051);
  const hosts = Array.from({ length: 16 }, (_, i) => `pg-hel-${pad2(i + 1)}`);
  const parts: readonly (readonly [string, string, string])[] = [
    ['Samsung', 'M393A4K40DB3-CWE', '32 GB'],
    ['SK Hynix', 'HMAA4GR7CJR8N-XN', '32 GB'],
    ['Micron Technology', 'MTA36ASF4G72PZ-3G2R1', '32 GB'],
  ];
  const blocks: string[] = [];
  let needle = '';
  const order = shuffle(
    random,
    hosts.filter((h) => h !== 'pg-hel-07'),
  );
  order.splice(8, 0, 'pg-hel-07');
  for (const host of order) {
    const [maker, part, size] = oneOf(random, parts);
    const out: string[] = [
      '# dmidecode 3.4',
      'Getting SMBIOS data from sysfs.',
      'SMBIOS 3.3.0 present.',
      '# SMBIOS implementations newer than version 3.2.0 are not',
      '# fully supported by this version of dmidecode.',
      '',
    ];
    let handle = 0x1100;
    for (const cpu of [1, 2])
      for (const channel of 'ABCDEFGH')
        for (const dimm of [1, 2]) {
          const locator = `P${cpu}-DIMM${channel}${dimm}`;
          const filled = dimm === 1 || host.endsWith('01') || host.endsWith('02');
          const isTarget = host === 'pg-hel-07' && locator === 'P2-DIMMD1';
          const serial = isTarget ? '8F3C21D7' : hex(random, 8).toUpperCase();
          const node = `P${cpu - 1}_Node${cpu - 1}_Channel${'ABCDEFGH'.indexOf(channel)}_Dimm${dimm - 1}`;
          out.push(
            `Handle 0x${handle.toString(16).toUpperCase()}, DMI type 17, 92 bytes`,
            'Memory Device',
            `\tArray Handle: 0x${cpu === 1 ? '1000' : '1001'}`,
            '\tError Information Handle: Not Provided',
            `\tTotal Width: ${filled ? '72 bits' : 'Unknown'}`,
            `\tData Width: ${filled ? '64 bits' : 'Unknown'}`,
            `\tSize: ${filled ? size : 'No Module Installed'}`,
            '\tForm Factor: DIMM',
            '\tSet: None',
            `\tLocator: ${locator}`,
            `\tBank Locator: ${node}`,
            `\tType: ${filled ? 'DDR4' : 'Unknown'}`,
            `\tType Detail: ${filled ? 'Synchronous Registered (Buffered)' : 'Synchronous'}`,
            `\tSpeed: ${filled ? '3200 MT/s' : 'Unknown'}`,
            `\tManufacturer: ${filled ? maker : 'NO DIMM'}`,
            `\tSerial Number: ${filled ? serial : 'NO DIMM'}`,
            `\tAsset Tag: ${filled ? `${locator}_AssetTag (date:${pad2(between(random, 19, 23))}/${pad2(between(random, 1, 52))})` : 'NO DIMM'}`,
            `\tPart Number: ${filled ? part : 'NO DIMM'}`,
            `\tRank: ${filled ? '2' : 'Unknown'}`,
            `\tConfigured Memory Speed: ${filled ? '3200 MT/s' : 'Unknown'}`,
            `\tMinimum Voltage: ${filled ? '1.2 V' : 'Unknown'}`,
            `\tMaximum Voltage: ${filled ? '1.2 V' : 'Unknown'}`,
            `\tConfigured Voltage: ${filled ? '1.2 V' : 'Unknown'}`,
            `\tMemory Technology: ${filled ? 'DRAM' : 'Unknown'}`,
            `\tMemory Operating Mode Capability: ${filled ? 'Volatile memory' : 'Unknown'}`,
            '\tFirmware Version: Not Specified',
            `\tModule Manufacturer ID: ${filled ? `Bank 1, Hex 0x${oneOf(random, ['CE', 'AD', '2C'])}` : 'Unknown'}`,
            '\tModule Product ID: Unknown',
            '\tMemory Subsystem Controller Manufacturer ID: Unknown',
            '\tMemory Subsystem Controller Product ID: Unknown',
            `\tNon-Volatile Size: ${filled ? 'None' : 'Unknown'}`,
            `\tVolatile Size: ${filled ? size : 'Unknown'}`,
            '\tCache Size: None',
            '\tLogical Size: None',
            '',
          );
          handle++;
          if (isTarget) needle = `${host}: \tSerial Number: 8F3C21D7`;
        }
    blocks.push(out.map((l) => `${host}: ${l}`).join('\n'));
  }
  const output = `${blocks.join('\n')}\n`;
  const ask = 'Samsung wants the serial number of the memory module in slot P2-DIMMD1 on pg-hel-07 for the RMA. What is it?';
  return probe('round 18: dmidecode over clush', ask, 'run_shell', output, 'serial', needle);
}

/** Lambda functions of the rides stack: logical name prefix, handler file, the API route or event it serves. */
const FUNCTIONS =
  'StartRide PauseRide ResumeRide GetRide ListRides RideReceipt RideMap ReserveBike CancelReservation ListStations GetStation StationAvailability DockEvent DockHeartbeat DockFirmware UnlockBike LockBike ReportDamage ListDamageReports SeasonPassPurchase SeasonPassStatus LinkTransitCard UnlinkTransitCard PaymentMethodAdd PaymentMethodRemove StripeWebhook RefundRide Invoice InvoicePdf RiderSignup RiderLogin RiderProfile RiderDelete SmsCode PushToken Rebalance RebalanceExport BatteryAlert BatterySwap OperatorTasks OperatorRoutes PartnerHslRides EndRide PartnerHslCards PartnerStats AdminStations AdminBikes AdminRiders AdminRefunds ExportRides ExportPayments NightlyStats WeatherImport GbfsStationStatus GbfsStationInformation GbfsSystemInformation GbfsFreeBikeStatus TrafficImport EndRideNotification StartRideNotification ListPassTypes GetPricing RideFeedback ListZones ZoneGeofences OperatorShifts DockMaintenance BikeHistory RiderConsent ReferralCode'.split(
    ' ',
  );

/** `aws cloudformation get-template --stack-name vire-rides-prod --query TemplateBody --output text`: one function's memory under its name. */
function cloudFormationTemplate(): EconomicsTask {
  const random = seededRandom(18_061);
  const out: string[] = [
    "AWSTemplateFormatVersion: '2010-09-09'",
    'Transform: AWS::Serverless-2016-10-31',
    'Description: Vire rides backend (prod)',
    '',
    'Parameters:',
    '  Stage:',
    '    Type: String',
    '    Default: prod',
    '  DbSecretArn:',
    '    Type: String',
    '  VpcSubnetIds:',
    '    Type: List<AWS::EC2::Subnet::Id>',
    '  VpcSecurityGroupId:',
    '    Type: AWS::EC2::SecurityGroup::Id',
    '',
    'Globals:',
    '  Function:',
    '    Runtime: nodejs20.x',
    '    Architectures:',
    '      - arm64',
    '    MemorySize: 512',
    '    Timeout: 10',
    '    Tracing: Active',
    '    VpcConfig:',
    '      SubnetIds: !Ref VpcSubnetIds',
    '      SecurityGroupIds:',
    '        - !Ref VpcSecurityGroupId',
    '    Environment:',
    '      Variables:',
    '        STAGE: !Ref Stage',
    '        DB_SECRET_ARN: !Ref DbSecretArn',
    '        POWERTOOLS_SERVICE_NAME: rides',
    '        NODE_OPTIONS: --enable-source-maps',
    '  Api:',
    '    TracingEnabled: true',
    '    OpenApiVersion: 3.0.1',
    '',
    'Resources:',
    '  RidesApi:',
    '    Type: AWS::Serverless::Api',
    '    Properties:',
    '      StageName: !Ref Stage',
    '      Auth:',
    '        DefaultAuthorizer: RiderAuthorizer',
    '        Authorizers:',
    '          RiderAuthorizer:',
    '            UserPoolArn: !GetAtt RiderPool.Arn',
    '',
  ];
  const kebab = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const memories = [128, 256, 512, 1024, 2048, 3008];
  for (const name of FUNCTIONS) {
    const fn = `${name}Function`;
    const isTarget = name === 'EndRide';
    const file = kebab(name);
    const method = /^(Get|List)/.test(name) ? 'get' : 'post';
    out.push(
      `  ${fn}:`,
      '    Type: AWS::Serverless::Function',
      '    Properties:',
      `      FunctionName: !Sub vire-rides-\${Stage}-${file}`,
      `      CodeUri: dist/${file}/`,
      '      Handler: index.handler',
      `      Description: ${name.replace(/([a-z])([A-Z])/g, '$1 $2')}`,
    );
    if (isTarget) out.push('      MemorySize: 1769', '      Timeout: 29');
    else if (random() < 0.45)
      out.push(`      MemorySize: ${oneOf(random, memories)}`, `      Timeout: ${oneOf(random, [3, 5, 10, 15, 29, 60, 300, 900])}`);
    if (random() < 0.3 || isTarget) out.push(`      ReservedConcurrentExecutions: ${oneOf(random, [5, 10, 20, 50, 100])}`);
    out.push(
      '      Environment:',
      '        Variables:',
      `          TABLE_NAME: !Ref ${oneOf(random, ['RidesTable', 'StationsTable', 'RidersTable', 'BikesTable'])}`,
      `          QUEUE_URL: !Ref ${isTarget ? 'EndRideDeadLetterQueue' : oneOf(random, ['EventsQueue', 'NotificationsQueue', 'InvoicesQueue'])}`,
      '      Policies:',
      '        - DynamoDBCrudPolicy:',
      `            TableName: !Ref ${oneOf(random, ['RidesTable', 'StationsTable', 'RidersTable', 'BikesTable'])}`,
      '        - SQSSendMessagePolicy:',
      `            QueueName: !GetAtt ${oneOf(random, ['EventsQueue', 'NotificationsQueue', 'InvoicesQueue'])}.QueueName`,
      '        - AWSSecretsManagerGetSecretValuePolicy:',
      '            SecretArn: !Ref DbSecretArn',
      '      Events:',
    );
    if (name.startsWith('Gbfs') || name === 'NightlyStats' || name === 'WeatherImport' || name === 'TrafficImport')
      out.push(
        '        Schedule:',
        '          Type: Schedule',
        '          Properties:',
        `            Schedule: rate(${oneOf(random, [1, 5, 15, 60])} minute${name.startsWith('Gbfs') ? '' : 's'})`,
      );
    else if (name.startsWith('Dock') || name.endsWith('Notification'))
      out.push(
        '        Queue:',
        '          Type: SQS',
        '          Properties:',
        `            Queue: !GetAtt ${name}Queue.Arn`,
        `            BatchSize: ${oneOf(random, [1, 10, 25, 100])}`,
      );
    else
      out.push(
        '        Api:',
        '          Type: Api',
        '          Properties:',
        '            RestApiId: !Ref RidesApi',
        `            Path: /v2/${kebab(name).replace(/-/g, '/')}`,
        `            Method: ${method}`,
      );
    out.push(
      '    Metadata:',
      '      BuildMethod: esbuild',
      '      BuildProperties:',
      '        Minify: true',
      '        Target: es2022',
      '        Format: esm',
      '        Sourcemap: true',
      '        OutExtension:',
      '          - .js=.mjs',
      '        EntryPoints:',
      `          - src/handlers/${file}.ts`,
      '',
      `  ${fn}LogGroup:`,
      '    Type: AWS::Logs::LogGroup',
      '    Properties:',
      `      LogGroupName: !Sub /aws/lambda/\${${fn}}`,
      `      RetentionInDays: ${oneOf(random, [14, 30, 90])}`,
      '',
      `  ${fn}ErrorsAlarm:`,
      '    Type: AWS::CloudWatch::Alarm',
      '    Properties:',
      `      AlarmName: !Sub vire-rides-\${Stage}-${file}-errors`,
      '      Namespace: AWS/Lambda',
      '      MetricName: Errors',
      '      Dimensions:',
      '        - Name: FunctionName',
      `          Value: !Ref ${fn}`,
      '      Statistic: Sum',
      '      Period: 300',
      '      EvaluationPeriods: 1',
      `      Threshold: ${oneOf(random, [1, 5, 10])}`,
      '      ComparisonOperator: GreaterThanOrEqualToThreshold',
      '      AlarmActions:',
      '        - !Ref OpsTopic',
      '',
      `  ${fn}DurationAlarm:`,
      '    Type: AWS::CloudWatch::Alarm',
      '    Properties:',
      `      AlarmName: !Sub vire-rides-\${Stage}-${file}-duration-p99`,
      '      Namespace: AWS/Lambda',
      '      MetricName: Duration',
      '      Dimensions:',
      '        - Name: FunctionName',
      `          Value: !Ref ${fn}`,
      '      ExtendedStatistic: p99',
      '      Period: 300',
      '      EvaluationPeriods: 3',
      `      Threshold: ${oneOf(random, [500, 1000, 2500, 5000, 8000])}`,
      '      ComparisonOperator: GreaterThanThreshold',
      '      TreatMissingData: notBreaching',
      '      AlarmActions:',
      '        - !Ref OpsTopic',
      '',
    );
    if (isTarget)
      out.push(
        '  EndRideDeadLetterQueue:',
        '    Type: AWS::SQS::Queue',
        '    Properties:',
        '      QueueName: !Sub vire-rides-${Stage}-end-ride-dlq',
        '      MessageRetentionPeriod: 1209600',
        '',
      );
    if (name.startsWith('Dock') || name.endsWith('Notification'))
      out.push(
        `  ${name}Queue:`,
        '    Type: AWS::SQS::Queue',
        '    Properties:',
        `      QueueName: !Sub vire-rides-\${Stage}-${file}`,
        `      VisibilityTimeout: ${oneOf(random, [30, 60, 180])}`,
        '',
      );
  }
  for (const table of ['RidesTable', 'StationsTable', 'RidersTable', 'BikesTable'])
    out.push(
      `  ${table}:`,
      '    Type: AWS::DynamoDB::Table',
      '    Properties:',
      '      BillingMode: PAY_PER_REQUEST',
      '      AttributeDefinitions:',
      '        - AttributeName: pk',
      '          AttributeType: S',
      '        - AttributeName: sk',
      '          AttributeType: S',
      '      KeySchema:',
      '        - AttributeName: pk',
      '          KeyType: HASH',
      '        - AttributeName: sk',
      '          KeyType: RANGE',
      '      PointInTimeRecoverySpecification:',
      '        PointInTimeRecoveryEnabled: true',
      '',
    );
  out.push(
    '  OpsTopic:',
    '    Type: AWS::SNS::Topic',
    '    Properties:',
    '      TopicName: !Sub vire-rides-${Stage}-ops',
    '',
    '  RiderPool:',
    '    Type: AWS::Cognito::UserPool',
    '    Properties:',
    '      UserPoolName: !Sub vire-riders-${Stage}',
    '      UsernameAttributes:',
    '        - phone_number',
    '      MfaConfiguration: OPTIONAL',
    '',
  );
  out.push(
    'Outputs:',
    '  ApiUrl:',
    '    Value: !Sub https://${RidesApi}.execute-api.${AWS::Region}.amazonaws.com/${Stage}/',
    '  EndRideFunctionArn:',
    '    Value: !GetAtt EndRideFunction.Arn',
  );
  const output = `${out.join('\n')}\n`;
  const ask = 'How much memory is the EndRideFunction Lambda configured with in our prod rides stack template?';
  return probe('round 18: cloudformation get-template', ask, 'run_shell', output, 'memory', '      MemorySize: 1769');
}

// c. Questions that paraphrase the output, or follow a preamble about something else.

/** `tail -n +1 /var/log/mosquitto/mosquitto.log` for a night: docks reconnecting over cellular, one that went quiet and was dropped on keepalive. */
function mosquittoLog(): EconomicsTask {
  const random = seededRandom(18_071);
  const docks: string[] = [];
  for (const [city] of CITIES.slice(0, 5))
    for (let i = 0; i < 260; i++) docks.push(`dock-${city}-${String(between(random, 10, 1_400)).padStart(4, '0')}`);
  const unique = [...new Set(docks)];
  const target = 'dock-tku-0233';
  const start = Date.UTC(2026, 2, 13, 22, 0, 0);
  const end = Date.UTC(2026, 2, 14, 5, 0, 0);
  const targetAt = Date.UTC(2026, 2, 14, 1, 47, 12);
  const stamp = (t: number) => `${iso(t + 2 * HOUR).slice(0, 19)}`;
  const events: [number, string][] = [];
  const ip = () => `10.${between(random, 40, 47)}.${between(random, 0, 255)}.${between(random, 2, 254)}`;
  const connect = (t: number, dock: string) => {
    const addr = `${ip()}:${between(random, 32_768, 60_999)}`;
    events.push([t, `${stamp(t)}: New connection from ${addr} on port 8883.`]);
    events.push([t + 40, `${stamp(t + 40)}: New client connected from ${addr} as ${dock} (p5, c0, k60, u'${dock}').`]);
  };
  for (const dock of unique) {
    if (dock === target) continue;
    let t = start + pick(random, 40 * MINUTE);
    while (t < end) {
      t += between(random, 20 * MINUTE, 4 * HOUR);
      if (t >= end) break;
      const how = random();
      if (how < 0.7) events.push([t, `${stamp(t)}: Client ${dock} closed its connection.`]);
      else if (how < 0.95) events.push([t, `${stamp(t)}: Client ${dock} disconnected.`]);
      else events.push([t, `${stamp(t)}: Client ${dock} already connected, closing old connection.`]);
      connect(t + between(random, 2, 90) * SECOND, dock);
    }
  }
  // Service clients: the rides backend and the telemetry bridge subscribe and come and go with deploys.
  for (const svc of ['rides-backend', 'telemetry-bridge-0', 'telemetry-bridge-1', 'ops-dashboard']) {
    let id = `${svc}-${hex(random, 6)}`;
    for (let t = start + pick(random, HOUR); t < end; t += between(random, 50 * MINUTE, 3 * HOUR)) {
      events.push([t, `${stamp(t)}: Client ${id} disconnected.`]);
      id = `${svc}-${hex(random, 6)}`;
      connect(t + between(random, 1, 20) * SECOND, id);
    }
  }
  for (let t = start; t < end; t += 30 * MINUTE)
    events.push([t + 7, `${stamp(t + 7)}: Saving in-memory database to /var/lib/mosquitto/mosquitto.db.`]);
  connect(start + 3 * MINUTE, target);
  const needle = `${stamp(targetAt)}: Client ${target} has exceeded timeout, disconnecting.`;
  events.push([targetAt, needle]);
  events.sort((a, b) => a[0] - b[0]);
  const output = `${['2026-03-13T23:59:58: mosquitto version 2.0.20 running', ...events.map(([, l]) => l)].join('\n')}\n`;
  const ask =
    'Overnight, did any of the bike docks simply go quiet, so that the broker stopped waiting for it to check in and dropped it, rather than the dock hanging up itself? Which dock, and when?';
  return probe('round 18: mosquitto log, paraphrase', ask, 'run_shell', output, 'dock', needle);
}

/** `sudo cat /var/log/fail2ban.log` on the admin host over a day: the one time the Tampere office's address was shut out of SSH. */
function fail2banLog(): EconomicsTask {
  const random = seededRandom(18_081);
  const office = '85.76.141.38';
  const pid = 812;
  const start = Date.UTC(2026, 2, 12, 22, 0, 0);
  const end = Date.UTC(2026, 2, 13, 22, 0, 0);
  const at = (t: number) => {
    const d = new Date(t + 2 * HOUR);
    return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)},${String(d.getUTCMilliseconds()).padStart(3, '0')}`;
  };
  const line = (t: number, logger: string, level: string, text: string) =>
    `${at(t)} ${logger.padEnd(24)}[${pid}]: ${level.padEnd(7)} ${text}`;
  const events: [number, string][] = [];
  const scanner = () =>
    `${oneOf(random, [45, 61, 80, 91, 103, 141, 167, 179, 185, 193, 194, 218, 222])}.${between(random, 1, 254)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  const jails = ['sshd', 'sshd', 'sshd', 'nginx-botsearch', 'nginx-limit-req', 'recidive'];
  // Scanners: a few finds, a ban, an unban ten minutes later.
  for (let t = start; t < end;) {
    t += between(random, 20, 400) * SECOND;
    const addr = scanner();
    const jail = oneOf(random, jails);
    const finds = between(random, 1, 7);
    let u = t;
    for (let i = 0; i < finds; i++) {
      u += between(random, 1, 30) * SECOND + pick(random, 1000);
      events.push([u, line(u, 'fail2ban.filter', 'INFO', `[${jail}] Found ${addr} - ${at(u).slice(0, 19)}`)]);
    }
    if (finds >= 5 || jail === 'recidive') {
      u += pick(random, 900);
      events.push([u, line(u, 'fail2ban.actions', 'NOTICE', `[${jail}] Ban ${addr}`)]);
      const unban = u + (jail === 'recidive' ? 7 * DAY : 10 * MINUTE);
      if (unban < end) events.push([unban, line(unban, 'fail2ban.actions', 'NOTICE', `[${jail}] Unban ${addr}`)]);
    }
  }
  // The office: finds on the web jail in the morning (no ban), then a burst of bad SSH keys in the afternoon.
  for (const [h, m] of [
    [9, 12],
    [9, 13],
    [11, 40],
  ] as const) {
    const u = Date.UTC(2026, 2, 13, h - 2, m, between(random, 0, 59));
    events.push([u, line(u, 'fail2ban.filter', 'INFO', `[nginx-limit-req] Found ${office} - ${at(u).slice(0, 19)}`)]);
  }
  let u = Date.UTC(2026, 2, 13, 12, 31, 4);
  for (let i = 0; i < 5; i++) {
    u += between(random, 2, 20) * SECOND + pick(random, 1000);
    events.push([u, line(u, 'fail2ban.filter', 'INFO', `[sshd] Found ${office} - ${at(u).slice(0, 19)}`)]);
  }
  u += 417;
  const needle = line(u, 'fail2ban.actions', 'NOTICE', `[sshd] Ban ${office}`);
  events.push([u, needle]);
  events.push([u + 10 * MINUTE, line(u + 10 * MINUTE, 'fail2ban.actions', 'NOTICE', `[sshd] Unban ${office}`)]);
  // Our own monitoring is ignored by address.
  for (let t = start + 5 * MINUTE; t < end; t += between(random, 40, 90) * MINUTE)
    events.push([t, line(t, 'fail2ban.filter', 'INFO', `[sshd] Ignore 10.40.0.${between(random, 10, 14)} by ip`)]);
  const rotated = Date.UTC(2026, 2, 12, 22, 0, 3);
  events.push([rotated, line(rotated, 'fail2ban.server', 'INFO', 'rollover performed on /var/log/fail2ban.log')]);
  events.sort((a, b) => a[0] - b[0]);
  const output = `${events.map(([, l]) => l).join('\n')}\n`;
  const ask =
    "We are moving the admin panel behind the VPN next month, so don't worry about the web jails. The Tampere office (public IP 85.76.141.38) says they were shut out of SSH for a while yesterday afternoon. Did our server lock them out, and at what time exactly?";
  return probe('round 18: fail2ban log, preamble and paraphrase', ask, 'run_shell', output, 'ban', needle);
}

/** `heroku logs -a vire-partner-api -n 1500`: router and app lines, one request Heroku gave up on. */
function herokuLogs(): EconomicsTask {
  const random = seededRandom(18_091);
  const lines: string[] = [];
  let t = Date.UTC(2026, 2, 14, 8, 40, 0);
  const stamp = (x: number) => `${iso(x).slice(0, 23)}${String(pick(random, 1000)).padStart(3, '0')}+00:00`;
  const paths: readonly (readonly [string, string, number, number])[] = [
    ['GET', '/v2/partners/hsl/stations', 20, 180],
    ['GET', '/v2/partners/hsl/stations/{st}/availability', 8, 90],
    ['POST', '/v2/partners/hsl/cards/link', 60, 900],
    ['GET', '/v2/partners/hsl/rides?since={ts}', 200, 9_000],
    ['POST', '/v2/partners/hsl/rides/export', 900, 14_000],
    ['GET', '/v2/partners/foli/stations', 20, 180],
    ['GET', '/v2/partners/nysse/stations/{st}/availability', 8, 90],
    ['GET', '/v2/partners/sl/stations', 20, 200],
    ['GET', '/healthz', 1, 4],
    ['POST', '/v2/partners/hsl/tokens', 30, 200],
  ];
  let targetDone = false;
  const targetAt = Date.UTC(2026, 2, 14, 8, 51, 30);
  let needle = '';
  while (lines.length < 1_500) {
    t += between(random, 200, 3_500);
    const dyno = `web.${between(random, 1, 4)}`;
    const rid = uuid(random);
    const fwd = `${oneOf(random, ['52.28', '18.197', '3.249', '35.156'])}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
    const [method, route, lo, hi] = oneOf(random, paths);
    const path = route
      .replace('{st}', `hel-${String(between(random, 11, 1_200)).padStart(4, '0')}`)
      .replace('{ts}', encodeURIComponent(isoSec(t - between(random, 1, 48) * HOUR)));
    if (!targetDone && t >= targetAt) {
      targetDone = true;
      needle = `${stamp(t)} heroku[router]: at=error code=H12 desc="Request timeout" method=GET path="/v2/partners/hsl/rides?since=2026-03-01T00%3A00%3A00Z" host=partners.vire.fi request_id=${rid} fwd="${fwd}" dyno=web.2 connect=0ms service=30000ms status=503 bytes=0 protocol=https`;
      lines.push(needle);
      lines.push(
        `${stamp(t + 14_000)} app[web.2]: {"level":"info","msg":"request finished","method":"GET","path":"/v2/partners/hsl/rides","partner":"hsl","status":200,"duration_ms":44012,"rows":182344,"request_id":"${rid}"}`,
      );
      continue;
    }
    if (random() < 0.006) {
      lines.push(
        `${stamp(t)} heroku[router]: at=error code=H27 desc="Client Request Interrupted" method=${method} path="${path}" host=partners.vire.fi request_id=${rid} fwd="${fwd}" dyno=${dyno} connect=0ms service=${between(random, 900, 9_000)}ms status=499 bytes=0 protocol=https`,
      );
      continue;
    }
    const service = between(random, lo, hi);
    const status = random() < 0.02 ? oneOf(random, [401, 404, 422, 429]) : method === 'POST' && path.endsWith('export') ? 202 : 200;
    lines.push(
      `${stamp(t)} app[${dyno}]: {"level":"info","msg":"request finished","method":"${method}","path":"${path.split('?')[0]}","partner":"${path.split('/')[3] ?? ''}","status":${status},"duration_ms":${service - 1},"request_id":"${rid}","user_agent":"${oneOf(random, ['hsl-reittiopas/4.31.0', 'foli-app/2.8.1', 'nysse-backend/1.4', 'sl-integration/2026.3', 'curl/8.5.0'])}"}`,
    );
    lines.push(
      `${stamp(t + service)} heroku[router]: at=info method=${method} path="${path}" host=partners.vire.fi request_id=${rid} fwd="${fwd}" dyno=${dyno} connect=${between(random, 0, 2)}ms service=${service}ms status=${status} bytes=${between(random, 180, 90_000)} protocol=https`,
    );
    if (random() < 0.01)
      lines.push(
        `${stamp(t)} heroku[web.${between(random, 1, 4)}]: source=web.${between(random, 1, 4)} dyno=heroku.${between(random, 100_000_000, 999_999_999)}.${uuid(random)} sample#memory_total=${between(random, 300, 480)}.${pad2(pick(random, 100))}MB sample#memory_rss=${between(random, 280, 460)}.${pad2(pick(random, 100))}MB sample#memory_cache=${between(random, 5, 30)}.${pad2(pick(random, 100))}MB sample#memory_swap=0.00MB sample#memory_pgpgin=${between(random, 100_000, 900_000)}pages sample#memory_pgpgout=${between(random, 100_000, 900_000)}pages sample#memory_quota=512.00MB`,
      );
  }
  const output = `${lines.slice(0, 1_500).join('\n')}\n`;
  const ask =
    "The HSL team is rewriting their retry logic this sprint; that part isn't what I need help with. What I'd like to know: in these logs, did any request from the HSL integration take so long that Heroku gave up waiting for our app before it answered? Which endpoint was it, and when?";
  return probe('round 18: heroku logs, preamble and paraphrase', ask, 'run_shell', output, 'request', needle);
}

// d. One value unlike all its peers, with no error word near it.

/** `pdsh -w gw-[…] timedatectl` on every station's gateway: one set to another time zone than the rest of its city. */
function timedatectlOverPdsh(): EconomicsTask {
  const random = seededRandom(18_101);
  const now = Date.UTC(2026, 2, 14, 1, 12, 40);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const fmt = (t: number, zone: string) => {
    const d = new Date(t);
    return `${days[d.getUTCDay()]} ${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)} ${zone}`;
  };
  const blocks: string[][] = [];
  let needle = '';
  for (const [city, tz, abbr, offset] of CITIES) {
    const count = city === 'hel' ? 220 : city === 'sto' ? 140 : between(random, 40, 90);
    const ids = new Set<number>(city === 'tre' ? [112] : []);
    while (ids.size < count) ids.add(between(random, 10, 1_400));
    for (const n of [...ids].sort((a, b) => a - b)) {
      const host = `gw-${city}-${String(n).padStart(4, '0')}`;
      const isTarget = host === 'gw-tre-0112';
      const t = now + pick(random, 1500);
      const shift = (isTarget ? 0 : offset === '+0200' ? 2 : 1) * HOUR;
      const zone = isTarget ? 'UTC' : abbr;
      const zoneLine = `                Time zone: ${isTarget ? 'Etc/UTC (UTC, +0000)' : `${tz} (${abbr}, ${offset})`}`;
      const old = random() < 0.15;
      const lines = old
        ? [
            `      Local time: ${fmt(t + shift, zone)}`,
            `  Universal time: ${fmt(t, 'UTC')}`,
            `        RTC time: ${fmt(t - pick(random, 3) * SECOND, '').trimEnd()}`,
            `       Time zone: ${isTarget ? 'Etc/UTC (UTC, +0000)' : `${tz} (${abbr}, ${offset})`}`,
            ' Network time on: yes',
            'NTP synchronized: yes',
            ' RTC in local TZ: no',
          ]
        : [
            `               Local time: ${fmt(t + shift, zone)}`,
            `           Universal time: ${fmt(t, 'UTC')}`,
            `                 RTC time: ${fmt(t - pick(random, 3) * SECOND, '').trimEnd()}`,
            zoneLine,
            'System clock synchronized: yes',
            '              NTP service: active',
            '          RTC in local TZ: no',
          ];
      if (isTarget) needle = `${host}: ${lines[3]}`;
      blocks.push(lines.map((l) => `${host}: ${l}`));
    }
  }
  const output = `${interleave(random, blocks, 32).join('\n')}\n`;
  const ask =
    'Some ride start times from one city look a couple of hours off. Is any station gateway set to a different time zone from the other gateways in its city? Which one?';
  return probe('round 18: timedatectl over pdsh', ask, 'run_shell', output, 'gateway', needle);
}

/** `pdsh -g prod ethtool ens5f0np0`: every host's uplink, one that came up at a lower speed than its peers. */
function ethtoolOverPdsh(): EconomicsTask {
  const random = seededRandom(18_111);
  const hosts: [string, 'cx5' | 'cx6'][] = [];
  for (let i = 1; i <= 96; i++) hosts.push([`app-hel-${pad2(i)}`, 'cx5']);
  for (let i = 1; i <= 48; i++) hosts.push([`app-sto-${pad2(i)}`, 'cx5']);
  for (let i = 1; i <= 16; i++) hosts.push([`pg-hel-${pad2(i)}`, 'cx5']);
  for (let i = 1; i <= 24; i++) hosts.push([`kafka-hel-${pad2(i)}`, 'cx5']);
  for (let i = 1; i <= 32; i++) hosts.push([`ceph-hel-${pad2(i)}`, 'cx6']);
  for (let i = 1; i <= 60; i++) hosts.push([`k8s-hel-${pad2(i)}`, 'cx5']);
  for (let i = 1; i <= 30; i++) hosts.push([`k8s-sto-${pad2(i)}`, 'cx5']);
  const blocks: string[][] = [];
  let needle = '';
  for (const [host, nic] of hosts) {
    const isTarget = host === 'kafka-hel-17';
    const speed = isTarget ? '10000Mb/s' : nic === 'cx6' ? '100000Mb/s' : '25000Mb/s';
    const modes =
      nic === 'cx6'
        ? [
            '25000baseCR/Full',
            '25000baseSR/Full',
            '50000baseCR2/Full',
            '100000baseKR4/Full',
            '100000baseSR4/Full',
            '100000baseCR4/Full',
            '100000baseLR4_ER4/Full',
          ]
        : ['1000baseKX/Full', '10000baseKR/Full', '25000baseCR/Full', '25000baseKR/Full', '25000baseSR/Full'];
    const lines = [
      'Settings for ens5f0np0:',
      '\tSupported ports: [ Backplane ]',
      `\tSupported link modes:   ${modes[0]}`,
      ...modes.slice(1).map((m) => `\t                        ${m}`),
      '\tSupported pause frame use: Symmetric',
      '\tSupports auto-negotiation: Yes',
      '\tSupported FEC modes: None\t RS\t BASER',
      `\tAdvertised link modes:  ${modes[0]}`,
      ...modes.slice(1).map((m) => `\t                        ${m}`),
      '\tAdvertised pause frame use: Symmetric',
      '\tAdvertised auto-negotiation: Yes',
      `\tAdvertised FEC modes: ${nic === 'cx6' ? 'RS' : 'None'}`,
      `\tLink partner advertised link modes:  ${isTarget ? '10000baseKR/Full' : modes[modes.length - 1]}`,
      '\tLink partner advertised pause frame use: No',
      '\tLink partner advertised auto-negotiation: Yes',
      '\tLink partner advertised FEC modes: Not reported',
      `\tSpeed: ${speed}`,
      '\tDuplex: Full',
      '\tAuto-negotiation: on',
      '\tPort: Direct Attach Copper',
      '\tPHYAD: 0',
      '\tTransceiver: internal',
      '\tSupports Wake-on: d',
      '\tWake-on: d',
      '\tCurrent message level: 0x00000004 (4)',
      '\t\t\t       link',
      '\tLink detected: yes',
    ];
    if (isTarget) needle = `${host}: \tSpeed: ${speed}`;
    blocks.push(lines.map((l) => `${host}: ${l}`));
  }
  const output = `${interleave(random, shuffle(random, blocks), 32).join('\n')}\n`;
  const ask =
    'Copying data between our servers is slower on one of them than on the rest. Did any host come up with its network link running at a lower speed than its peers? Which one?';
  return probe('round 18: ethtool over pdsh', ask, 'run_shell', output, 'host', needle);
}

/** `aws iam get-credential-report --query Content --output text | base64 -d`: one person who can sign in to the console with no MFA device. */
function iamCredentialReport(): EconomicsTask {
  const random = seededRandom(18_121);
  const account = '418273650912';
  const day = (t: number) => `${iso(t).slice(0, 19)}+00:00`;
  const now = Date.UTC(2026, 2, 14, 9, 0, 0);
  const ago = (lo: number, hi: number) => day(now - between(random, lo, hi) * HOUR - pick(random, HOUR));
  const regions = ['eu-north-1', 'eu-north-1', 'eu-west-1', 'eu-central-1', 'us-east-1'];
  const services = ['s3', 'dynamodb', 'sqs', 'sts', 'lambda', 'ecr', 'secretsmanager', 'cloudformation', 'logs'];
  const header =
    'user,arn,user_creation_time,password_enabled,password_last_used,password_last_changed,password_next_rotation,mfa_active,access_key_1_active,access_key_1_last_rotated,access_key_1_last_used_date,access_key_1_last_used_region,access_key_1_last_used_service,access_key_2_active,access_key_2_last_rotated,access_key_2_last_used_date,access_key_2_last_used_region,access_key_2_last_used_service,cert_1_active,cert_1_last_rotated,cert_2_active,cert_2_last_rotated';
  const rows: string[] = [
    `<root_account>,arn:aws:iam::${account}:root,2019-04-02T08:11:52+00:00,not_supported,${ago(600, 2000)},not_supported,not_supported,true,false,N/A,N/A,N/A,N/A,false,N/A,N/A,N/A,N/A,false,N/A,false,N/A`,
  ];
  const key = (active: boolean) =>
    active ? [`true`, ago(200, 9000), ago(0, 72), oneOf(random, regions), oneOf(random, services)] : ['false', 'N/A', 'N/A', 'N/A', 'N/A'];
  const users: string[] = [];
  const seen = new Set<string>();
  while (users.length < 600) {
    const g = oneOf(random, GIVEN);
    const f = oneOf(random, FAMILY);
    const name = random() < 0.3 ? `${g}.${f}${between(random, 2, 9)}` : `${g}.${f}`;
    if (seen.has(name) || name === 'riikka.nyberg') continue;
    seen.add(name);
    users.push(name);
  }
  users.push('riikka.nyberg');
  let needle = '';
  for (const name of users) {
    const isTarget = name === 'riikka.nyberg';
    const created = ago(2000, 40_000);
    const hasKey = random() < 0.35;
    const row = [
      name,
      `arn:aws:iam::${account}:user/people/${name}`,
      created,
      'true',
      random() < 0.9 ? ago(1, 900) : 'no_information',
      ago(100, 3000),
      'N/A',
      isTarget ? 'false' : 'true',
      ...key(hasKey),
      ...key(false),
      'false',
      'N/A',
      'false',
      'N/A',
    ].join(',');
    if (isTarget) needle = row;
    rows.push(row);
  }
  const machines = [
    'ci-github-actions',
    'ci-deploy',
    'svc-gbfs-export',
    'svc-hsl-partner',
    'svc-backup',
    'svc-grafana',
    'svc-terraform',
    'svc-metabase',
    'svc-sentry',
    'svc-stripe-sync',
    'svc-dock-ota',
    'svc-ses-smtp',
  ];
  for (const m of machines)
    for (let i = 1; i <= between(random, 4, 16); i++) {
      const name = `${m}-${pad2(i)}`;
      rows.push(
        [
          name,
          `arn:aws:iam::${account}:user/machines/${name}`,
          ago(2000, 30_000),
          'false',
          'N/A',
          'N/A',
          'N/A',
          'false',
          ...key(true),
          ...key(random() < 0.2),
          'false',
          'N/A',
          'false',
          'N/A',
        ].join(','),
      );
    }
  const [root, ...rest] = rows;
  rest.sort((a, b) => (a < b ? -1 : 1));
  const output = `${[header, root!, ...rest].join('\n')}\n`;
  const ask =
    'Before the audit next week: does everybody who can sign in to the AWS console have a second factor set up? If someone does not, who is it?';
  return probe('round 18: iam credential report', ask, 'run_shell', output, 'user', needle);
}

export function roundEighteen(): EconomicsTask[] {
  return [
    gbfsStations(),
    zendeskTickets(),
    workboxServiceWorker(),
    sidekiqLog(),
    dmidecodeOverClush(),
    cloudFormationTemplate(),
    mosquittoLog(),
    fail2banLog(),
    herokuLogs(),
    timedatectlOverPdsh(),
    ethtoolOverPdsh(),
    iamCredentialReport(),
  ];
}
