/**
 * Probe tasks, round 12: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 11. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 12: redux state export            (a web app's store, `JSON.stringify(store.getState())`)
 *      round 12: bigquery query response       (the REST `jobs.query` answer: a schema, then positional rows)
 *      round 12: protobuf text in a log line   (a gateway's glog line holding its whole route table, `ShortDebugString`)
 *   b. the answer a few lines from the line the question's words match:
 *      round 12: go goroutine dump             (`/debug/pprof/goroutine?debug=2` of a leaking service)
 *      round 12: maven dependency:tree         (a multi-module reactor build)
 *      round 12: ansible-inventory --list      (`--yaml`, host variables inline)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 12: nginx error log, paraphrase
 *      round 12: kubernetes audit log, preamble and paraphrase
 *      round 12: meeting transcript, preamble and paraphrase   (a day-long Zoom recording's WebVTT)
 *   d. one value unlike all its peers, with no error word near it:
 *      round 12: zfs get all
 *      round 12: ip -d link over clush
 *      round 12: sshd -T over pdsh
 * Not among the bench's targets.
 *
 * First run, at ce6699e (`ROUNDS=12 CONFIGS=ours,context-chef-store,none pnpm probes`, before anyone
 * working on the library read the tasks; `none` found 12/12, 6,516,052 tokens):
 *   round 12: redux state export
 *     context-chef-store: 3,546 tokens, peak 2,006, 1/1 needles, 1 read-backs
 *     ours: 3,425 tokens, peak 1,382, 0/1 needles, 2 read-backs
 *   round 12: bigquery query response
 *     context-chef-store: 2,510 tokens, peak 1,197, 0/1 needles, 1 read-backs
 *     ours: 1,597 tokens, peak 743, 0/1 needles, 1 read-backs
 *   round 12: protobuf text in a log line
 *     context-chef-store: 11,164 tokens, peak 3,883, 1/1 needles, 3 read-backs
 *     ours: 10,600 tokens, peak 4,370, 1/1 needles, 3 read-backs
 *   round 12: go goroutine dump
 *     context-chef-store: 2,826 tokens, peak 1,513, 0/1 needles, 1 read-backs
 *     ours: 969 tokens, peak 685, 0/1 needles, 0 read-backs
 *   round 12: maven dependency:tree
 *     context-chef-store: 4,030 tokens, peak 1,667, 0/1 needles, 2 read-backs
 *     ours: 3,718 tokens, peak 1,551, 0/1 needles, 2 read-backs
 *   round 12: ansible-inventory --list
 *     context-chef-store: 4,727 tokens, peak 2,014, 0/1 needles, 2 read-backs
 *     ours: 4,354 tokens, peak 1,926, 0/1 needles, 2 read-backs
 *   round 12: nginx error log, paraphrase
 *     context-chef-store: 7,807 tokens, peak 4,037, 0/1 needles, 2 read-backs
 *     ours: 5,989 tokens, peak 3,270, 0/1 needles, 2 read-backs
 *   round 12: kubernetes audit log, preamble and paraphrase
 *     context-chef-store: 18,756 tokens, peak 6,266, 0/1 needles, 4 read-backs
 *     ours: 11,574 tokens, peak 4,815, 0/1 needles, 3 read-backs
 *   round 12: meeting transcript, preamble and paraphrase
 *     context-chef-store: 6,768 tokens, peak 2,902, 0/1 needles, 2 read-backs
 *     ours: 5,956 tokens, peak 2,593, 0/1 needles, 2 read-backs
 *   round 12: zfs get all
 *     context-chef-store: 4,183 tokens, peak 949, 0/1 needles, 4 read-backs
 *     ours: 3,348 tokens, peak 735, 0/1 needles, 4 read-backs
 *   round 12: ip -d link over clush
 *     context-chef-store: 20,304 tokens, peak 6,924, 0/1 needles, 4 read-backs
 *     ours: 16,627 tokens, peak 5,992, 0/1 needles, 4 read-backs
 *   round 12: sshd -T over pdsh
 *     context-chef-store: 7,843 tokens, peak 2,958, 0/1 needles, 3 read-backs
 *     ours: 6,019 tokens, peak 2,375, 0/1 needles, 3 read-backs
 *   context-chef-store: 94,464 tokens, 2/12 needles
 *   ours: 74,176 tokens, 1/12 needles
 */
import { ALNUM, between, chars, hex, interleave, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

type Random = () => number;

const GIVEN =
  'adele anton beatrix bjorn camille cyrus dagny desmond edith emeka fatima felix gemma goran hana henrik imogen isaac jasper jolene kai katarina lars leona magnus marisol nadia nils odette oren petra priya rafael rhea selim signe tobias talia ulrich una viktor wanda xavier yara yosef zelda'.split(
    ' ',
  );
const FAMILY =
  'abara achterberg balogun bergstrom castellanos dahl delacroix eklund fontaine gallagher hakansson iwasaki jovanovic kaminski laurent lindgren mahlaba moreau nakamura nyberg okonkwo oyelaran pacheco quist renard rautio sandoval sorensen takahashi thorsen urquhart valdez vasquez wendt whitfield yamamoto zielinski'.split(
    ' ',
  );
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const fullName = (random: Random) => `${cap(oneOf(random, GIVEN))} ${cap(oneOf(random, FAMILY))}`;

// a. Answers in the middle of one long line.

/** A wholesale ordering app's Redux store, exported on one line: one order's delivery window. */
function reduxStateExport(): EconomicsTask {
  const random = seededRandom(12_011);
  const venueKinds = ['Bistro', 'Café', 'Kitchen', 'Trattoria', 'Brasserie', 'Deli', 'Canteen', 'Bakery', 'Grill', 'Ramen Bar', 'Taqueria'];
  const venueNames = [
    'Lindqvist',
    'Harbour',
    'Copper Pot',
    'Olive Tree',
    'Nordlys',
    'Blue Door',
    'Juniper',
    'Fig & Thistle',
    'Saltbox',
    'Old Mill',
    'Larder',
    'Green Room',
    'Wildflower',
    'Kastanj',
    'Marigold',
    'Rosmarin',
    'Anchor',
    'Tallow',
    'Smörblomma',
    'Björk',
    'Sjöbris',
    'Lantern',
  ];
  const streets = [
    'Linnégatan',
    'Vasagatan',
    'Kungsportsavenyn',
    'Andra Långgatan',
    'Järntorget',
    'Haga Nygata',
    'Skånegatan',
    'Första Långgatan',
  ];
  const zones = ['C1', 'C2', 'C3', 'N1', 'N2', 'S1', 'S2', 'W1', 'H1'];
  const customerIds: string[] = [];
  const customerJson: string[] = [];
  const used = new Set<string>();
  let lindqvist = '';
  for (let i = 0; i < 520; i++) {
    let name: string;
    do
      name =
        i === 0
          ? 'Café Lindqvist'
          : `${oneOf(random, venueKinds)} ${oneOf(random, venueNames)}${random() < 0.5 ? ` ${oneOf(random, ['Majorna', 'Haga', 'Linné', 'Vasastan', 'Eriksberg', 'Centrum', 'Guldheden'])}` : ''}`;
    while (used.has(name));
    used.add(name);
    const id = `cus_${chars(random, ALNUM, 14)}`;
    if (i === 0) lindqvist = id;
    customerIds.push(id);
    const contact = fullName(random);
    customerJson.push(
      `"${id}":{"id":"${id}","accountNumber":"GL-${between(random, 10_000, 19_999)}","name":"${name}","zone":"${oneOf(random, zones)}","terms":"${oneOf(random, ['net14', 'net30', 'prepaid', 'net14'])}","creditLimit":${between(random, 5, 80) * 500},"contact":{"name":"${contact}","phone":"+46 7${between(random, 0, 9)} ${between(random, 100, 999)} ${pad2(between(random, 0, 99))} ${pad2(between(random, 0, 99))}","email":"${contact.split(' ')[0]!.toLowerCase()}@${name.toLowerCase().replace(/[^a-z]+/g, '')}.se"},"address":{"line1":"${oneOf(random, streets)} ${between(random, 1, 88)}","postcode":"41${between(random, 1, 7)} ${between(random, 10, 99)}","city":"Göteborg"},"deliveryNotes":"${oneOf(random, ['Ring the bell at the back door', 'Leave with the bar staff', 'Loading bay closes at 10:00', 'Call on arrival', '', '', 'Chilled goods straight into the walk-in'])}"}`,
    );
  }
  shuffle(random, customerIds);
  const produce: readonly (readonly [string, string])[] = [
    ['Heirloom Tomatoes', 'ES'],
    ['Cherry Tomatoes on the Vine', 'NL'],
    ['Baby Spinach', 'IT'],
    ['Rocket', 'IT'],
    ['Iceberg Lettuce', 'ES'],
    ['Little Gem', 'ES'],
    ['Red Onions', 'NL'],
    ['Yellow Onions', 'SE'],
    ['Shallots', 'FR'],
    ['Garlic', 'ES'],
    ['Leeks', 'SE'],
    ['Carrots', 'SE'],
    ['Beetroot', 'SE'],
    ['Potatoes, Almond', 'SE'],
    ['Potatoes, King Edward', 'SE'],
    ['Sweet Potatoes', 'EG'],
    ['Lemons', 'ES'],
    ['Limes', 'BR'],
    ['Avocados, Hass', 'PE'],
    ['Mangoes', 'PE'],
    ['Strawberries', 'SE'],
    ['Blueberries', 'PL'],
    ['Raspberries', 'PT'],
    ['Apples, Ingrid Marie', 'SE'],
    ['Pears, Conference', 'NL'],
    ['Flat-leaf Parsley', 'SE'],
    ['Dill', 'SE'],
    ['Chives', 'SE'],
    ['Basil', 'IT'],
    ['Coriander', 'IL'],
    ['Chanterelles', 'SE'],
    ['Button Mushrooms', 'PL'],
    ['Courgettes', 'ES'],
    ['Aubergines', 'ES'],
    ['Peppers, Red', 'NL'],
    ['Cucumbers', 'SE'],
    ['Fennel', 'IT'],
    ['Celeriac', 'SE'],
  ];
  const productIds: string[] = [];
  const productJson: string[] = [];
  const productById = new Map<string, { sku: string; price: number }>();
  for (let i = 0; i < 1_100; i++) {
    const [name, origin] = oneOf(random, produce);
    const id = `prd_${chars(random, ALNUM, 14)}`;
    const sku = `GL-${oneOf(random, ['VEG', 'FRU', 'HRB', 'ORG', 'MSH'])}-${String(between(random, 100, 99_999)).padStart(5, '0')}`;
    const price = between(random, 18, 420) * 10;
    productIds.push(id);
    productById.set(id, { sku, price });
    productJson.push(
      `"${id}":{"id":"${id}","sku":"${sku}","name":"${name}${random() < 0.4 ? `, ${oneOf(random, ['organic', 'class I', 'class II', 'prepped', 'catering pack'])}` : ''}","origin":"${origin}","unit":"${oneOf(random, ['case 5 kg', 'case 10 kg', 'box 2 kg', 'bunch x 10', 'punnet x 12', 'sack 25 kg', 'tray 3 kg'])}","price":{"amount":${price},"currency":"SEK"},"vatRate":0.12,"stock":{"onHand":${between(random, 0, 400)},"reserved":${between(random, 0, 60)}},"tags":[${random() < 0.3 ? '"seasonal"' : ''}]}`,
    );
  }
  const statuses = ['draft', 'submitted', 'confirmed', 'picking', 'out_for_delivery', 'delivered', 'delivered', 'delivered', 'cancelled'];
  const windows = [
    ['05:30', '07:00'],
    ['06:00', '08:00'],
    ['07:00', '09:00'],
    ['08:00', '09:30'],
    ['09:00', '11:00'],
    ['10:00', '12:00'],
    ['13:00', '15:00'],
  ] as const;
  const users = Array.from({ length: 14 }, () => `usr_${chars(random, ALNUM, 10)}`);
  const count = 2_600;
  const targetAt = 1_180;
  const firstNumber = 41_877 - targetAt;
  const orderIds: string[] = [];
  const orderJson: string[] = [];
  let needle = '';
  const created = Date.UTC(2026, 8, 20, 6, 0, 0);
  for (let i = 0; i < count; i++) {
    const id = `SO-2026-0${firstNumber + i}`;
    orderIds.push(id);
    const target = i === targetAt;
    const topUp = i === targetAt + 1;
    const customer = target || topUp ? lindqvist : oneOf(random, customerIds);
    const day = 1 + Math.floor((i / count) * 30);
    const date = `2026-10-${pad2(Math.min(30, day))}`;
    const [from, to] = target ? (['05:30', '07:00'] as const) : topUp ? (['08:00', '09:30'] as const) : oneOf(random, windows);
    const status = target || topUp ? 'confirmed' : day > 18 ? oneOf(random, ['draft', 'submitted', 'confirmed']) : oneOf(random, statuses);
    const lines = Array.from({ length: between(random, 2, 9) }, () => {
      const productId = oneOf(random, productIds);
      const p = productById.get(productId)!;
      return { productId, sku: p.sku, qty: between(random, 1, 12), unitPrice: p.price };
    });
    const net = lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0);
    const vat = Math.round(net * 0.12);
    const head = `{"id":"${id}","customerId":"${customer}","status":"${status}","deliveryWindow":{"from":"${target || topUp ? '2026-10-15' : date}T${from}:00+02:00","to":"${target || topUp ? '2026-10-15' : date}T${to}:00+02:00"}`;
    if (target) needle = head;
    const notes = topUp
      ? 'Top-up for SO-2026-041877, second drop same morning'
      : oneOf(random, [
          '',
          '',
          '',
          'Substitutions OK',
          'No substitutions',
          'Chef will call about chanterelles',
          'Invoice to head office',
          'Standing order',
        ]);
    orderJson.push(
      `"${id}":${head},"route":"${oneOf(random, zones)}-${oneOf(random, ['early', 'am', 'mid'])}","createdAt":"${new Date(created + i * 900_000 + pick(random, 600_000)).toISOString()}","createdBy":"${oneOf(random, users)}","lines":[${lines.map((l) => `{"productId":"${l.productId}","sku":"${l.sku}","qty":${l.qty},"unitPrice":${l.unitPrice}}`).join(',')}],"totals":{"net":${net},"vat":${vat},"gross":${net + vat},"currency":"SEK"},"notes":"${notes}","version":${between(random, 1, 6)}}`,
    );
  }
  const jwt = `eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjIwMjYtMDkifQ.${chars(random, ALNUM + '-_', 420)}.${chars(random, ALNUM + '-_', 342)}`;
  const searchResults = (q: string) =>
    `"searchProducts({\\"q\\":\\"${q}\\",\\"limit\\":50})":{"status":"fulfilled","endpointName":"searchProducts","requestId":"${chars(random, ALNUM + '_-', 21)}","originalArgs":{"q":"${q}","limit":50},"startedTimeStamp":${1_760_331_000_000 + pick(random, 9_000_000)},"data":[${Array.from({ length: 50 }, () => `"${oneOf(random, productIds)}"`).join(',')}],"fulfilledTimeStamp":${1_760_340_000_000 + pick(random, 900_000)}}`;
  const state = `{"auth":{"user":{"id":"${users[3]}","name":"Signe Dahl","role":"sales_rep","email":"signe.dahl@greenleaf-wholesale.se","locale":"sv-SE"},"token":"${jwt}","expiresAt":1760367600000,"refreshing":false},"ui":{"sidebarOpen":true,"theme":"light","density":"compact","orders":{"filter":{"status":["submitted","confirmed"],"zone":null,"dateFrom":"2026-10-13","dateTo":null},"sort":{"field":"deliveryWindow.from","direction":"asc"},"selectedId":"SO-2026-041878","page":3,"pageSize":50},"toasts":[],"modals":{"substitution":null}},"customers":{"ids":[${customerIds.map((c) => `"${c}"`).join(',')}],"entities":{${shuffle(random, customerJson).join(',')}},"loading":"idle","error":null},"products":{"ids":[${productIds.map((p) => `"${p}"`).join(',')}],"entities":{${productJson.join(',')}},"loading":"idle","error":null},"orders":{"ids":[${orderIds.map((o) => `"${o}"`).join(',')}],"entities":{${orderJson.join(',')}},"loading":"idle","error":null,"lastFetchedAt":1760340112000},"cart":{"customerId":"${oneOf(random, customerIds)}","lines":[{"productId":"${oneOf(random, productIds)}","qty":2},{"productId":"${oneOf(random, productIds)}","qty":6}],"deliveryDate":"2026-10-16"},"api":{"queries":{${['tomat', 'spenat', 'kantarell', 'citron', 'potatis', 'dill'].map(searchResults).join(',')}},"mutations":{},"provided":{"Product":{},"Order":{}},"subscriptions":{},"config":{"online":true,"focused":true,"middlewareRegistered":true,"refetchOnFocus":false,"refetchOnReconnect":true,"refetchOnMountOrArgChange":false,"keepUnusedDataFor":60,"reducerPath":"api","invalidationBehavior":"delayed"}},"_persist":{"version":7,"rehydrated":true}}`;
  const ask = 'What delivery window does the ordering app have for order SO-2026-041877?';
  return singleCallTask('round 12: redux state export', ask, 'browser_evaluate', state, [
    { id: 'window', ask, needles: [textNeedle(needle)] },
  ]);
}

/** BigQuery's REST `jobs.query` response (one line, rows as positional `{"f":[{"v":…}]}` cells): one order's refund. */
function bigQueryResponse(): EconomicsTask {
  const random = seededRandom(12_021);
  const stores: readonly (readonly [number, string, string, string])[] = [
    [4417, 'Harbourfront', 'GB', 'GBP'],
    [4471, 'Kings Cross', 'GB', 'GBP'],
    [4418, 'Deansgate', 'GB', 'GBP'],
    [4402, 'Princes Street', 'GB', 'GBP'],
    [5102, 'Amsterdam Centraal', 'NL', 'EUR'],
    [5117, 'Utrecht Hoog Catharijne', 'NL', 'EUR'],
    [6230, 'Kurfürstendamm', 'DE', 'EUR'],
    [6241, 'Hamburg Jungfernstieg', 'DE', 'EUR'],
    [7011, 'Online UK', 'GB', 'GBP'],
    [7012, 'Online EU', 'NL', 'EUR'],
    [3301, 'Dublin Grafton Street', 'IE', 'EUR'],
  ];
  const counters = new Map(stores.map(([n]) => [n, between(random, 86_400, 87_900)]));
  const reasons = [
    'Wrong size',
    'Changed mind',
    'Item arrived damaged',
    'Late delivery',
    'Not as described',
    'Faulty zip',
    'Duplicate order',
    'Colour differs from photo',
    'Missing item in parcel',
    'Price match',
    'Goodwill gesture',
  ];
  const domains = ['gmail.com', 'outlook.com', 'icloud.com', 'hotmail.co.uk', 'yahoo.com', 'web.de', 'gmx.de', 'ziggo.nl', 'proton.me'];
  const targetId = '4417-88231';
  const targetRowAt = 3_560;
  const total = 7_200;
  const start = 1_759_276_800; // 2026-10-01T00:00:00Z
  const cell = (v: string | null) => (v === null ? '{"v":null}' : `{"v":"${v}"}`);
  const row = (values: (string | null)[]) => `{"f":[${values.map(cell).join(',')}]}`;
  const rows: string[] = [];
  let needle = '';
  const decoys = new Map<number, (string | null)[]>();
  const make = (
    id: string,
    store: readonly [number, string, string, string],
    ts: number,
    gross: string,
    refund: string | null,
    reason: string | null,
  ) => [
    id,
    `${(ts / 1e9).toFixed(9)}E9`,
    store[1],
    `${oneOf(random, GIVEN)}.${oneOf(random, FAMILY)}${random() < 0.5 ? between(random, 1, 99) : ''}@${oneOf(random, domains)}`,
    store[2],
    store[3],
    gross,
    refund,
    reason,
    oneOf(random, ['card', 'card', 'apple_pay', 'paypal', 'klarna', 'gift_card', 'google_pay']),
    refund
      ? oneOf(random, ['returned', 'refunded', 'partially_refunded'])
      : oneOf(random, ['delivered', 'delivered', 'collected', 'shipped', 'cancelled']),
    store[1].startsWith('Online') ? oneOf(random, ['web', 'web', 'app_ios', 'app_android']) : 'pos',
  ];
  const byNumber = (n: number) => stores.find(([s]) => s === n)!;
  for (const [at, id, storeNo, refund, reason] of [
    [1_210, '4417-88213', 4417, '12.00', 'Wrong size'],
    [2_905, '4471-88231', 4471, '37.00', 'Item arrived damaged'],
    [3_480, '4417-88230', 4417, null, null],
    [3_610, '4417-88232', 4417, '64.99', 'Changed mind'],
    [4_870, '4418-88231', 4418, '19.50', 'Late delivery'],
  ] as const)
    decoys.set(
      at,
      make(id, byNumber(storeNo), start + at * 360, `${between(random, 20, 180)}.${pad2(between(random, 0, 99))}`, refund, reason),
    );
  for (let i = 0; i < total; i++) {
    const ts = start + i * 360 + pick(random, 360);
    if (i === targetRowAt) {
      const values = make(targetId, byNumber(4417), ts, '112.40', '37.50', 'Item arrived damaged (chipped rim on two plates)');
      needle = row(values);
      rows.push(needle);
      continue;
    }
    const decoy = decoys.get(i);
    if (decoy) {
      rows.push(row(decoy));
      continue;
    }
    const store = oneOf(random, stores);
    let n = counters.get(store[0])! + 1;
    while (['4417-88231', '4417-88213', '4471-88231', '4417-88230', '4417-88232', '4418-88231'].includes(`${store[0]}-${n}`)) n++;
    counters.set(store[0], n);
    const refunded = random() < 0.14;
    const gross = `${between(random, 8, 240)}.${pad2(between(random, 0, 99))}`;
    rows.push(
      row(
        make(
          `${store[0]}-${n}`,
          store,
          ts,
          gross,
          refunded ? Math.min(Number(gross), between(random, 3, 60) + between(random, 0, 99) / 100).toFixed(2) : null,
          refunded ? oneOf(random, reasons) : null,
        ),
      ),
    );
  }
  const fields = [
    ['order_id', 'STRING', 'REQUIRED'],
    ['placed_at', 'TIMESTAMP', 'REQUIRED'],
    ['store_name', 'STRING', 'NULLABLE'],
    ['customer_email', 'STRING', 'NULLABLE'],
    ['country', 'STRING', 'NULLABLE'],
    ['currency', 'STRING', 'NULLABLE'],
    ['gross_amount', 'NUMERIC', 'NULLABLE'],
    ['refund_amount', 'NUMERIC', 'NULLABLE'],
    ['refund_reason', 'STRING', 'NULLABLE'],
    ['payment_method', 'STRING', 'NULLABLE'],
    ['fulfilment_status', 'STRING', 'NULLABLE'],
    ['channel', 'STRING', 'NULLABLE'],
  ];
  const output = `{"kind":"bigquery#queryResponse","schema":{"fields":[${fields.map(([name, type, mode]) => `{"name":"${name}","type":"${type}","mode":"${mode}"}`).join(',')}]},"jobReference":{"projectId":"harbour-retail-analytics","jobId":"job_${chars(random, ALNUM + '_-', 28)}","location":"EU"},"totalRows":"${total}","rows":[${rows.join(',')}],"totalBytesProcessed":"${between(random, 400_000_000, 900_000_000)}","jobComplete":true,"cacheHit":false,"queryId":"job_${chars(random, ALNUM + '_-', 28)}","jobCreationReason":{"code":"REQUESTED"}}`;
  const ask = 'From this BigQuery result: how much did we refund on order 4417-88231, and what reason was given?';
  return singleCallTask('round 12: bigquery query response', ask, 'bigquery_run_query', output, [
    { id: 'refund', ask, needles: [textNeedle(needle)] },
  ]);
}

/** An edge gateway's glog file, one line of which is its whole route table as `ShortDebugString`: one route's timeout. */
function protobufLogLine(): EconomicsTask {
  const random = seededRandom(12_031);
  const services = [
    'accounts',
    'audit',
    'auth',
    'beneficiaries',
    'billing',
    'cards',
    'checkout',
    'customers',
    'disputes',
    'exports',
    'files',
    'fx',
    'invoices',
    'kyc',
    'ledger',
    'notifications',
    'orders',
    'payment-links',
    'payments',
    'payout-methods',
    'payouts',
    'plans',
    'pricing',
    'reports',
    'risk',
    'search',
    'sessions',
    'statements',
    'subscriptions',
    'tax',
    'teams',
    'transfers',
    'usage',
    'users',
    'webhooks',
  ];
  const subs = ['', '/{id}', '/{id}/events', '/{id}/attachments', '/batch', '/search', '/export', '/{id}/notes', '/{id}/history', '/bulk'];
  const methods = ['GET', 'POST', 'PATCH', 'DELETE'];
  const team = (svc: string) =>
    svc.includes('pay') ? 'money-movement' : oneOf(random, ['core-api', 'growth', 'platform', 'risk-eng', 'ledger', svc]);
  const routeText = (name: string, match: string, cluster: string, timeout: string, svc: string) =>
    `routes { name: "${name}" match { ${match} } route { cluster: "${cluster}" timeout { ${timeout} } idle_timeout { seconds: ${oneOf(random, [60, 300, 300, 900])} } retry_policy { retry_on: "${oneOf(random, ['5xx,reset,connect-failure', 'reset,connect-failure', 'gateway-error,reset', 'connect-failure'])}" num_retries: ${between(random, 0, 3)} per_try_timeout { ${random() < 0.5 ? `nanos: ${oneOf(random, [250, 500, 750])}000000` : `seconds: ${between(random, 1, 15)}`} } retry_back_off { base_interval { nanos: 25000000 } max_interval { nanos: 250000000 } } } hash_policy { header { header_name: "x-tenant-id" } } } request_headers_to_add { header { key: "x-edge-route" value: "${name}" } append_action: OVERWRITE_IF_EXISTS_OR_ADD } metadata { filter_metadata { key: "tally.edge" value { fields { key: "owner" value { string_value: "${team(svc)}" } } fields { key: "rate_limit_tier" value { string_value: "${oneOf(random, ['standard', 'standard', 'burst', 'internal', 'strict'])}" } } fields { key: "audit" value { bool_value: ${random() < 0.3} } } } } } }`;
  const routes: string[] = [];
  let needle = '';
  for (const svc of services) {
    const cluster = `${svc}-api.prod.svc.cluster.local`;
    for (const ver of svc === 'payouts' || random() < 0.6 ? ['v1', 'v2'] : ['v1', 'v2', 'v3']) {
      for (const sub of subs) {
        if (random() < 0.25) continue;
        for (const method of methods) {
          if ((method === 'DELETE' && !sub.startsWith('/{id}')) || random() < 0.35) continue;
          if (svc === 'payouts' && ver === 'v2' && sub === '') continue;
          const name = `${svc}-${ver}${sub.replace(/[/{}]+/g, '-').replace(/-$/, '')}-${method.toLowerCase()}`;
          const path = `/${ver}/${svc}${sub}`;
          const match = sub.includes('{id}')
            ? `safe_regex { regex: "^${path.replace('{id}', '[^/]+')}$" } headers { name: ":method" string_match { exact: "${method}" } }`
            : `prefix: "${path}/" headers { name: ":method" string_match { exact: "${method}" } }`;
          const timeout =
            sub === '/batch' || sub === '/export' || sub === '/bulk'
              ? `seconds: ${oneOf(random, [60, 90, 120, 300])}`
              : `seconds: ${oneOf(random, [5, 10, 15, 15, 20, 30])}`;
          routes.push(
            routeText(name, match, svc === 'payouts' && sub === '/batch' ? 'payouts-batch.prod.svc.cluster.local' : cluster, timeout, svc),
          );
        }
      }
      if (svc === 'payouts' && ver === 'v2') {
        const text = routeText('payouts-v2', 'prefix: "/v2/payouts/"', cluster, 'seconds: 45', svc);
        needle = text.slice('routes { '.length, text.indexOf(' } idle_timeout'));
        routes.push(text);
      } else if (random() < 0.7) {
        routes.push(
          routeText(`${svc}-${ver}`, `prefix: "/${ver}/${svc}/"`, cluster, `seconds: ${oneOf(random, [10, 15, 20, 30, 30, 60])}`, svc),
        );
      }
    }
  }
  const pid = 2291;
  let micros = 0;
  /** The wall clock `sec` seconds after start-up (06:01:58), never going back. */
  const stamp = (sec: number) => {
    micros = Math.max(micros + between(random, 40, 30_000), sec * 1_000_000 + pick(random, 200_000));
    const t = 6 * 3600 + 118 + Math.floor(micros / 1_000_000);
    return `${pad2(Math.floor(t / 3600))}:${pad2(Math.floor((t % 3600) / 60))}:${pad2(t % 60)}.${String(micros % 1_000_000).padStart(6, '0')}`;
  };
  const glog = (level: string, time: string, tid: number, file: string, msg: string) =>
    `${level}1013 ${time} ${String(tid).padStart(7)} ${file}] ${msg}`;
  const lines: string[] = [
    'Log file created at: 2026/10/13 06:01:58',
    'Running on machine: edge-gw-7c9f6d5b8-x2kq4',
    'Running duration (h:mm:ss): 0:00:00',
    'Log line format: [IWEF]mmdd hh:mm:ss.uuuuuu threadid file:line] msg',
  ];
  let sec = 0;
  lines.push(glog('I', stamp(sec), pid, 'main.go:88', 'edge-gateway 4.18.2 (build 2026-10-09T11:20:41Z, commit 9c1e44b) starting'));
  for (const flag of [
    '--admin_port=9901',
    '--listen=0.0.0.0:8443',
    '--control_plane=xds.edge-system.svc:18000',
    '--drain_time_s=45',
    '--concurrency=8',
    '--log_dir=/var/log/edge-gateway',
    '--tls_cert=/etc/edge/tls/tls.crt',
  ])
    lines.push(glog('I', stamp(sec), pid, 'flags.go:41', `flag ${flag}`));
  for (const svc of services) {
    sec += between(random, 0, 1);
    lines.push(
      glog(
        'I',
        stamp(sec),
        pid + 3,
        'cluster_manager.go:512',
        `cluster ${svc}-api.prod.svc.cluster.local added: ${between(random, 2, 12)} endpoints, lb_policy=ROUND_ROBIN, connect_timeout=1s`,
      ),
    );
  }
  lines.push(
    glog(
      'I',
      stamp(++sec),
      pid + 3,
      'cluster_manager.go:512',
      'cluster payouts-batch.prod.svc.cluster.local added: 3 endpoints, lb_policy=LEAST_REQUEST, connect_timeout=1s',
    ),
  );
  lines.push(
    glog(
      'I',
      stamp(++sec),
      pid + 1,
      'xds_client.go:233',
      `received RouteTable rt-20261013-0602 from xds.edge-system.svc:18000 (${routes.length} routes)`,
    ),
  );
  lines.push(
    glog(
      'I',
      stamp(sec),
      pid + 1,
      'config_loader.go:231',
      `applying RouteTable: version: "rt-20261013-0602" generated_at { seconds: 1760335331 } control_plane { identifier: "edge-xds-6d8b9c7f4-pz8mw" } ${routes.join(' ')} virtual_hosts { name: "api" domains: "api.tallyhq.com" domains: "api.tallyhq.com:443" } default_cluster: "edge-fallback.prod.svc.cluster.local" validate_clusters { value: true }`,
    ),
  );
  lines.push(
    glog(
      'I',
      stamp(++sec),
      pid + 1,
      'config_loader.go:262',
      `RouteTable rt-20261013-0602 active (${routes.length} routes, previous rt-20261012-1740)`,
    ),
  );
  lines.push(glog('I', stamp(sec), pid, 'listener.go:144', 'listener 0.0.0.0:8443 ready (8 workers)'));
  const statRoutes = routes.map((r) => r.slice(r.indexOf('name: "') + 7, r.indexOf('" match'))).filter((n) => n !== 'payouts-v2');
  for (let i = 0; i < 1_400; i++) {
    sec += between(random, 1, 4);
    const kind = pick(random, 10);
    if (kind < 6) {
      const route = oneOf(random, statRoutes);
      const total = between(random, 10, 90_000);
      lines.push(
        glog(
          'I',
          stamp(sec),
          pid + 2 + pick(random, 8),
          'stats_sink.go:97',
          `route=${route} rq_total=${total} rq_2xx=${total - between(random, 0, Math.min(total, 400))} rq_5xx=${between(random, 0, 40)} p50_ms=${between(random, 3, 400)} p99_ms=${between(random, 400, 9_000)}`,
        ),
      );
    } else if (kind < 8) {
      lines.push(
        glog(
          'I',
          stamp(sec),
          pid + 1,
          'health_checker.go:301',
          `cluster ${oneOf(random, services)}-api.prod.svc.cluster.local: ${between(random, 2, 12)}/${between(random, 12, 14)} endpoints healthy`,
        ),
      );
    } else if (kind < 9) {
      lines.push(
        glog(
          'W',
          stamp(sec),
          pid + 2 + pick(random, 8),
          'router.go:688',
          `upstream reset: route=${oneOf(random, statRoutes)} reason=connection_termination attempt=${between(random, 1, 3)}`,
        ),
      );
    } else {
      lines.push(
        glog(
          'I',
          stamp(sec),
          pid + 1,
          'xds_client.go:198',
          `ack ClusterLoadAssignment version ${between(random, 88_000, 99_000)} (${between(random, 30, 40)} clusters)`,
        ),
      );
    }
  }
  const ask = 'What request timeout does the edge gateway use for the /v2/payouts/ route?';
  return singleCallTask('round 12: protobuf text in a log line', ask, 'read_file', lines.join('\n'), [
    { id: 'timeout', ask, needles: [textNeedle(needle)] },
  ]);
}

// b. Answers several lines from the line the question's words match.

/** `curl localhost:6060/debug/pprof/goroutine?debug=2` on a service leaking goroutines: where one goroutine was started. */
function goroutineDump(): EconomicsTask {
  const random = seededRandom(12_041);
  const ptr = () => `0xc${pad2(between(random, 0, 2))}${hex(random, 6)}${oneOf(random, ['0', '8'])}`;
  const q = () => (random() < 0.4 ? '?' : '');
  const slice = () => {
    const len = between(random, 1, 200);
    return `{${ptr()}, 0x${len.toString(16)}, 0x${(len + between(random, 0, 64)).toString(16)}}`;
  };
  const GO = '/usr/local/go/src';
  const MOD = '/go/pkg/mod';
  const APP = '/src';
  const f = (fn: string, args: string, file: string, line: number, off: string | null = hex(random, pick(random, 2) + 2)) =>
    `${fn}(${args})\n\t${file}:${line}${off === null ? '' : ` +0x${off.replace(/^0+(?=.)/, '')}`}`;
  const ctx = () => `{0x1f4a${hex(random, 3)}, ${ptr()}}`;
  const readFrames = (top: string[]) => [
    f('internal/poll.runtime_pollWait', `0x7f5a${hex(random, 8)}, 0x72`, `${GO}/runtime/netpoll.go`, 351, '85'),
    f('internal/poll.(*pollDesc).wait', `${ptr()}${q()}, ${ptr()}${q()}, 0x0`, `${GO}/internal/poll/fd_poll_runtime.go`, 84, '27'),
    f('internal/poll.(*pollDesc).waitRead', '...', `${GO}/internal/poll/fd_poll_runtime.go`, 89, null),
    f('internal/poll.(*FD).Read', `${ptr()}, {${ptr()}, 0x1000, 0x1000}`, `${GO}/internal/poll/fd_unix.go`, 165, '27a'),
    f('net.(*netFD).Read', `${ptr()}, {${ptr()}?, 0x0?, 0x0?}`, `${GO}/net/fd_posix.go`, 55, '25'),
    f('net.(*conn).Read', `${ptr()}, {${ptr()}?, 0x0?, 0x0?}`, `${GO}/net/net.go`, 189, '45'),
    ...top,
  ];
  type G = { state: string; frames: string[]; created: string };
  const serveIdle = (): G => ({
    state: `IO wait, ${between(random, 1, 58)} minutes`,
    frames: readFrames([
      f('net/http.(*connReader).Read', `${ptr()}, {${ptr()}, 0x1000, 0x1000}`, `${GO}/net/http/server.go`, 798, '14b'),
      f('bufio.(*Reader).fill', ptr(), `${GO}/bufio/bufio.go`, 110, '103'),
      f('bufio.(*Reader).Peek', `${ptr()}, 0x4`, `${GO}/bufio/bufio.go`, 148, '53'),
      f('net/http.(*conn).serve', `${ptr()}, ${ctx()}`, `${GO}/net/http/server.go`, 2079, '749'),
    ]),
    created: f('created by net/http.(*Server).Serve in goroutine 41', '', `${GO}/net/http/server.go`, 3290, '4b4').replace('()', ''),
  });
  const mutexFrames = () => [
    f('sync.runtime_SemacquireMutex', `${ptr()}${q()}, 0x${pick(random, 2)}${q()}, 0x1${q()}`, `${GO}/runtime/sema.go`, 95, '25'),
    f('sync.(*Mutex).lockSlow', ptr(), `${GO}/sync/mutex.go`, 173, '15d'),
    f('sync.(*Mutex).Lock', '...', `${GO}/sync/mutex.go`, 92, null),
    f(
      'github.com/tallyhq/ingest/internal/ledger.(*Store).appendLocked',
      `${ptr()}, ${ctx()}, ${slice()}`,
      `${APP}/internal/ledger/store.go`,
      318,
      '6a',
    ),
    f('github.com/tallyhq/ingest/internal/ledger.(*Batcher).Flush', `${ptr()}, ${ctx()}`, `${APP}/internal/ledger/batcher.go`, 142, '1f4'),
  ];
  const handlerBlocked = (): G => ({
    state: `sync.Mutex.Lock, ${between(random, 1, 9)} minutes`,
    frames: [
      ...mutexFrames(),
      f(
        'github.com/tallyhq/ingest/internal/ledger.(*Batcher).Add',
        `${ptr()}, ${ctx()}, ${slice()}`,
        `${APP}/internal/ledger/batcher.go`,
        118,
        '2d1',
      ),
      f(
        'github.com/tallyhq/ingest/internal/api.(*Server).handleIngest',
        `${ptr()}, {0x1f4b${hex(random, 3)}, ${ptr()}}, ${ptr()}`,
        `${APP}/internal/api/ingest.go`,
        oneOf(random, [74, 91]),
        '4c8',
      ),
      f(
        'net/http.HandlerFunc.ServeHTTP',
        `${ptr()}${q()}, {0x1f4b${hex(random, 3)}${q()}, ${ptr()}${q()}}, ${ptr()}${q()}`,
        `${GO}/net/http/server.go`,
        2220,
        '29',
      ),
      f(
        'github.com/go-chi/chi/v5.(*Mux).routeHTTP',
        `${ptr()}, {0x1f4b${hex(random, 3)}, ${ptr()}}, ${ptr()}`,
        `${MOD}/github.com/go-chi/chi/v5@v5.1.0/mux.go`,
        459,
        '2e6',
      ),
      f(
        'github.com/go-chi/chi/v5/middleware.RequestID.func1',
        `{0x1f4b${hex(random, 3)}, ${ptr()}}, ${ptr()}`,
        `${MOD}/github.com/go-chi/chi/v5@v5.1.0/middleware/request_id.go`,
        76,
        '22d',
      ),
      f(
        'github.com/tallyhq/ingest/internal/api.withTenant.func1',
        `{0x1f4b${hex(random, 3)}, ${ptr()}}, ${ptr()}`,
        `${APP}/internal/api/middleware.go`,
        52,
        '1b7',
      ),
      f(
        'github.com/go-chi/chi/v5.(*Mux).ServeHTTP',
        `${ptr()}, {0x1f4b${hex(random, 3)}, ${ptr()}}, ${ptr()}`,
        `${MOD}/github.com/go-chi/chi/v5@v5.1.0/mux.go`,
        90,
        '2f2',
      ),
      f(
        'net/http.serverHandler.ServeHTTP',
        `{${ptr()}${q()}}, {0x1f4b${hex(random, 3)}${q()}, ${ptr()}${q()}}, ${ptr()}${q()}`,
        `${GO}/net/http/server.go`,
        3210,
        '8e',
      ),
      f('net/http.(*conn).serve', `${ptr()}, ${ctx()}`, `${GO}/net/http/server.go`, 2092, '5d0'),
    ],
    created: f('created by net/http.(*Server).Serve in goroutine 41', '', `${GO}/net/http/server.go`, 3290, '4b4').replace('()', ''),
  });
  const persist = (): G => {
    const read = random() < 0.5;
    return read
      ? {
          state: 'select',
          frames: [f('net/http.(*persistConn).readLoop', ptr(), `${GO}/net/http/transport.go`, 2325, 'ca5')],
          created: `created by net/http.(*Transport).dialConn in goroutine ${between(random, 200, 60_000)}\n\t${GO}/net/http/transport.go:1874 +0x154f`,
        }
      : {
          state: 'select',
          frames: [f('net/http.(*persistConn).writeLoop', ptr(), `${GO}/net/http/transport.go`, 2519, 'e7')],
          created: `created by net/http.(*Transport).dialConn in goroutine ${between(random, 200, 60_000)}\n\t${GO}/net/http/transport.go:1875 +0x15a5`,
        };
  };
  const kafka = (): G => ({
    state: oneOf(random, ['chan receive', 'select', 'IO wait']),
    frames: [
      f(
        'github.com/twmb/franz-go/pkg/kgo.(*brokerCxn).readConn',
        `${ptr()}, ${ctx()}, 0x${hex(random, 2)}, 0x0, ${ptr()}`,
        `${MOD}/github.com/twmb/franz-go@v1.17.1/pkg/kgo/broker.go`,
        1173,
        '1f9',
      ),
      f(
        'github.com/twmb/franz-go/pkg/kgo.(*brokerCxn).readResponse',
        `${ptr()}, ${ctx()}, 0x${hex(random, 2)}, 0x0, 0x0`,
        `${MOD}/github.com/twmb/franz-go@v1.17.1/pkg/kgo/broker.go`,
        1290,
        'c5',
      ),
      f(
        'github.com/twmb/franz-go/pkg/kgo.(*brokerCxn).handleResp',
        `${ptr()}, {${ptr()}, ${ptr()}}`,
        `${MOD}/github.com/twmb/franz-go@v1.17.1/pkg/kgo/broker.go`,
        1484,
        '108',
      ),
      f(
        'github.com/twmb/franz-go/pkg/kgo.(*brokerCxn).handleResps',
        ptr(),
        `${MOD}/github.com/twmb/franz-go@v1.17.1/pkg/kgo/broker.go`,
        1470,
        '9f',
      ),
    ],
    created: `created by github.com/twmb/franz-go/pkg/kgo.(*brokerCxn).waitResp in goroutine ${between(random, 60, 9_000)}\n\t${MOD}/github.com/twmb/franz-go@v1.17.1/pkg/kgo/broker.go:1444 +0xe5`,
  });
  const pgx = (): G => ({
    state: 'select',
    frames: [
      f(
        'github.com/jackc/pgx/v5/pgxpool.(*Pool).backgroundHealthCheck',
        ptr(),
        `${MOD}/github.com/jackc/pgx/v5@v5.7.1/pgxpool/pool.go`,
        446,
        'c5',
      ),
      f(
        'github.com/jackc/pgx/v5/pgxpool.NewWithConfig.func3',
        '()',
        `${MOD}/github.com/jackc/pgx/v5@v5.7.1/pgxpool/pool.go`,
        339,
        '5f',
      ).replace('(())', '()'),
    ],
    created: `created by github.com/jackc/pgx/v5/pgxpool.NewWithConfig in goroutine 1\n\t${MOD}/github.com/jackc/pgx/v5@v5.7.1/pgxpool/pool.go:336 +0x8f9`,
  });
  const grpc = (): G =>
    random() < 0.5
      ? {
          state: 'IO wait',
          frames: readFrames([
            f('bufio.(*Reader).Read', `${ptr()}, {${ptr()}, 0x9, 0x${hex(random, 3)}?}`, `${GO}/bufio/bufio.go`, 241, '197'),
            f(
              'io.ReadAtLeast',
              `{0x1f3c${hex(random, 3)}, ${ptr()}}, {${ptr()}, 0x9, 0x${hex(random, 3)}}, 0x9`,
              `${GO}/io/io.go`,
              335,
              '90',
            ),
            f('io.ReadFull', '...', `${GO}/io/io.go`, 354, null),
            f(
              'golang.org/x/net/http2.readFrameHeader',
              `{${ptr()}, 0x9, ${ptr()}?}, {0x1f3c${hex(random, 3)}?, ${ptr()}?}`,
              `${MOD}/golang.org/x/net@v0.29.0/http2/frame.go`,
              237,
              '65',
            ),
            f('golang.org/x/net/http2.(*Framer).ReadFrame', ptr(), `${MOD}/golang.org/x/net@v0.29.0/http2/frame.go`, 501, '85'),
            f(
              'google.golang.org/grpc/internal/transport.(*http2Client).reader',
              `${ptr()}, ${ptr()}`,
              `${MOD}/google.golang.org/grpc@v1.67.1/internal/transport/http2_client.go`,
              1631,
              '1a5',
            ),
          ]),
          created: `created by google.golang.org/grpc/internal/transport.newHTTP2Client in goroutine ${between(random, 60, 40_000)}\n\t${MOD}/google.golang.org/grpc@v1.67.1/internal/transport/http2_client.go:410 +0x1e4c`,
        }
      : {
          state: 'select',
          frames: [
            f(
              'google.golang.org/grpc/internal/transport.(*controlBuffer).get',
              `${ptr()}, 0x1`,
              `${MOD}/google.golang.org/grpc@v1.67.1/internal/transport/controlbuf.go`,
              418,
              '115',
            ),
            f(
              'google.golang.org/grpc/internal/transport.(*loopyWriter).run',
              ptr(),
              `${MOD}/google.golang.org/grpc@v1.67.1/internal/transport/controlbuf.go`,
              552,
              '86',
            ),
            f(
              'google.golang.org/grpc/internal/transport.newHTTP2Client.func6',
              '()',
              `${MOD}/google.golang.org/grpc@v1.67.1/internal/transport/http2_client.go`,
              467,
              'bd',
            ).replace('(())', '()'),
          ],
          created: `created by google.golang.org/grpc/internal/transport.newHTTP2Client in goroutine ${between(random, 60, 40_000)}\n\t${MOD}/google.golang.org/grpc@v1.67.1/internal/transport/http2_client.go:465 +0x2492`,
        };
  const flushLoop = (creator: string): G => {
    const stuck = random() < 0.3;
    return {
      state: stuck ? `sync.Mutex.Lock, ${between(random, 1, 6)} minutes` : 'select',
      frames: [
        ...(stuck ? mutexFrames() : []),
        f(
          'github.com/tallyhq/ingest/internal/ledger.(*Batcher).flushLoop',
          `${ptr()}, ${ctx()}`,
          `${APP}/internal/ledger/batcher.go`,
          stuck ? 97 : 88,
          stuck ? '12e' : '1a9',
        ),
      ],
      created: creator,
    };
  };
  const flushChild = (parent: number): G => ({
    state: `chan send, ${between(random, 1, 9)} minutes`,
    frames: [
      f('github.com/tallyhq/ingest/internal/ledger.(*Batcher).Flush.func2', '()', `${APP}/internal/ledger/batcher.go`, 134, '7e').replace(
        '(())',
        '()',
      ),
    ],
    created: `created by github.com/tallyhq/ingest/internal/ledger.(*Batcher).Flush in goroutine ${parent}\n\t${APP}/internal/ledger/batcher.go:131 +0x2c5`,
  });
  const replay = (): G => ({
    state: 'chan receive, 12 minutes',
    frames: [
      f(
        'github.com/tallyhq/ingest/internal/ledger.(*Reconciler).replay',
        `${ptr()}, ${ctx()}, {${ptr()}, 0x24}`,
        `${APP}/internal/ledger/reconcile.go`,
        301,
        '2b3',
      ),
      f(
        'github.com/tallyhq/ingest/internal/ledger.(*Reconciler).resume.func1',
        '()',
        `${APP}/internal/ledger/reconcile.go`,
        249,
        '4f',
      ).replace('(())', '()'),
    ],
    created: `created by github.com/tallyhq/ingest/internal/ledger.(*Reconciler).resume in goroutine 31207\n\t${APP}/internal/ledger/reconcile.go:247 +0x2f1`,
  });
  const newBatcher = `created by github.com/tallyhq/ingest/internal/ledger.NewBatcher in goroutine 1\n\t${APP}/internal/ledger/batcher.go:71 +0x2b1`;
  const target: G = {
    state: 'sync.Mutex.Lock, 47 minutes',
    frames: [
      ...mutexFrames(),
      f(
        'github.com/tallyhq/ingest/internal/ledger.(*Batcher).flushLoop',
        `${ptr()}, ${ctx()}`,
        `${APP}/internal/ledger/batcher.go`,
        97,
        '12e',
      ),
    ],
    created: `created by github.com/tallyhq/ingest/internal/ledger.(*Reconciler).resume in goroutine 48190\n\t${APP}/internal/ledger/reconcile.go:264 +0x3d8`,
  };
  const count = 3_000;
  const targetAt = Math.floor(count * 0.5);
  const sample = (n: number, lo: number, hi: number, must: number[]) => {
    const set = new Set(must);
    while (set.size < n) set.add(between(random, lo, hi));
    return [...set].sort((a, b) => a - b);
  };
  const before = sample(targetAt - 40, 60, 48_212, [4_821, 31_207, 31_213, 31_218, 48_190]);
  const after = sample(count - targetAt - 1, 48_214, 160_000, [48_231, 148_213, 48_219, 48_226, 48_240]);
  const ids = [...before, 48_213, ...after];
  const children = new Set([48_219, 48_226, 48_240]);
  const blocks: string[] = [];
  const render = (id: number, g: G) => `goroutine ${id} [${g.state}]:\n${g.frames.join('\n')}\n${g.created}\n`;
  // The process's own long-lived goroutines come first, as the runtime lists them.
  blocks.push(`goroutine 1 [chan receive, 61 minutes]:\n${f('main.main', '', `${APP}/cmd/ingest/main.go`, 112, '3a5')}\n`);
  for (const id of sample(32, 2, 59, [])) blocks.push(render(id, flushLoop(newBatcher)));
  for (const id of ids) {
    let g: G;
    if (id === 48_213) g = target;
    else if (children.has(id)) g = flushChild(48_213);
    else if (id === 31_213 || id === 31_218) g = replay();
    else {
      const k = random();
      g =
        k < 0.3
          ? serveIdle()
          : k < 0.5
            ? handlerBlocked()
            : k < 0.7
              ? persist()
              : k < 0.8
                ? grpc()
                : k < 0.88
                  ? kafka()
                  : k < 0.93
                    ? flushChild(oneOf(random, before))
                    : k < 0.97
                      ? pgx()
                      : flushLoop(newBatcher);
    }
    blocks.push(render(id, g));
  }
  const output = blocks.join('\n');
  const needle = target.created;
  const ask =
    'In this goroutine dump, what started goroutine 48213? I need the function that created it and the file and line it was created at.';
  return singleCallTask('round 12: go goroutine dump', ask, 'fetch_pprof', output, [{ id: 'creator', ask, needles: [textNeedle(needle)] }]);
}

/** A dependency subtree, one artifact a line, one leading space per level below the direct dependency. */
const MAVEN_TREES: Record<string, string> = {
  web: `org.springframework.boot:spring-boot-starter-web:jar:3.3.4:compile
 org.springframework.boot:spring-boot-starter:jar:3.3.4:compile
  org.springframework.boot:spring-boot:jar:3.3.4:compile
  org.springframework.boot:spring-boot-autoconfigure:jar:3.3.4:compile
  org.springframework.boot:spring-boot-starter-logging:jar:3.3.4:compile
   ch.qos.logback:logback-classic:jar:1.5.8:compile
    ch.qos.logback:logback-core:jar:1.5.8:compile
   org.apache.logging.log4j:log4j-to-slf4j:jar:2.23.1:compile
    org.apache.logging.log4j:log4j-api:jar:2.23.1:compile
   org.slf4j:jul-to-slf4j:jar:2.0.16:compile
  jakarta.annotation:jakarta.annotation-api:jar:2.1.1:compile
  org.springframework:spring-core:jar:6.1.13:compile
   org.springframework:spring-jcl:jar:6.1.13:compile
  org.yaml:snakeyaml:jar:2.2:compile
 org.springframework.boot:spring-boot-starter-json:jar:3.3.4:compile
  com.fasterxml.jackson.core:jackson-databind:jar:2.17.2:compile
   com.fasterxml.jackson.core:jackson-annotations:jar:2.17.2:compile
   com.fasterxml.jackson.core:jackson-core:jar:2.17.2:compile
  com.fasterxml.jackson.datatype:jackson-datatype-jdk8:jar:2.17.2:compile
  com.fasterxml.jackson.datatype:jackson-datatype-jsr310:jar:2.17.2:compile
  com.fasterxml.jackson.module:jackson-module-parameter-names:jar:2.17.2:compile
 org.springframework.boot:spring-boot-starter-tomcat:jar:3.3.4:compile
  org.apache.tomcat.embed:tomcat-embed-core:jar:10.1.30:compile
  org.apache.tomcat.embed:tomcat-embed-el:jar:10.1.30:compile
  org.apache.tomcat.embed:tomcat-embed-websocket:jar:10.1.30:compile
 org.springframework:spring-web:jar:6.1.13:compile
  org.springframework:spring-beans:jar:6.1.13:compile
  io.micrometer:micrometer-observation:jar:1.13.4:compile
   io.micrometer:micrometer-commons:jar:1.13.4:compile
 org.springframework:spring-webmvc:jar:6.1.13:compile
  org.springframework:spring-aop:jar:6.1.13:compile
  org.springframework:spring-context:jar:6.1.13:compile
  org.springframework:spring-expression:jar:6.1.13:compile`,
  actuator: `org.springframework.boot:spring-boot-starter-actuator:jar:3.3.4:compile
 org.springframework.boot:spring-boot-actuator-autoconfigure:jar:3.3.4:compile
  org.springframework.boot:spring-boot-actuator:jar:3.3.4:compile
 io.micrometer:micrometer-jakarta9:jar:1.13.4:compile
  io.micrometer:micrometer-core:jar:1.13.4:compile
   org.hdrhistogram:HdrHistogram:jar:2.2.2:runtime
   org.latencyutils:LatencyUtils:jar:2.0.3:runtime`,
  jpa: `org.springframework.boot:spring-boot-starter-data-jpa:jar:3.3.4:compile
 org.springframework.boot:spring-boot-starter-jdbc:jar:3.3.4:compile
  com.zaxxer:HikariCP:jar:5.1.0:compile
  org.springframework:spring-jdbc:jar:6.1.13:compile
 org.hibernate.orm:hibernate-core:jar:6.5.3.Final:compile
  jakarta.persistence:jakarta.persistence-api:jar:3.1.0:compile
  jakarta.transaction:jakarta.transaction-api:jar:2.0.1:compile
  org.jboss.logging:jboss-logging:jar:3.5.3.Final:runtime
  org.hibernate.common:hibernate-commons-annotations:jar:6.0.6.Final:runtime
  io.smallrye:jandex:jar:3.1.2:runtime
  com.fasterxml:classmate:jar:1.7.0:runtime
  net.bytebuddy:byte-buddy:jar:1.14.19:runtime
  org.glassfish.jaxb:jaxb-runtime:jar:4.0.5:runtime
   org.glassfish.jaxb:jaxb-core:jar:4.0.5:runtime
    org.eclipse.angus:angus-activation:jar:2.0.2:runtime
    org.glassfish.jaxb:txw2:jar:4.0.5:runtime
    com.sun.istack:istack-commons-runtime:jar:4.1.2:runtime
  jakarta.inject:jakarta.inject-api:jar:2.0.1:runtime
  org.antlr:antlr4-runtime:jar:4.13.0:compile
 org.springframework.data:spring-data-jpa:jar:3.3.4:compile
  org.springframework.data:spring-data-commons:jar:3.3.4:compile
  org.springframework:spring-orm:jar:6.1.13:compile
  org.springframework:spring-tx:jar:6.1.13:compile
  org.slf4j:slf4j-api:jar:2.0.16:compile
 org.springframework:spring-aspects:jar:6.1.13:compile
  org.aspectj:aspectjweaver:jar:1.9.22.1:compile`,
  validation: `org.springframework.boot:spring-boot-starter-validation:jar:3.3.4:compile
 org.hibernate.validator:hibernate-validator:jar:8.0.1.Final:compile
  jakarta.validation:jakarta.validation-api:jar:3.0.2:compile`,
  kafka: `org.springframework.kafka:spring-kafka:jar:3.2.4:compile
 org.springframework:spring-messaging:jar:6.1.13:compile
 org.springframework.retry:spring-retry:jar:2.0.9:compile
 org.apache.kafka:kafka-clients:jar:3.7.1:compile
  com.github.luben:zstd-jni:jar:1.5.6-3:runtime
  org.lz4:lz4-java:jar:1.8.0:runtime
  org.xerial.snappy:snappy-java:jar:1.1.10.5:runtime`,
  s3: `software.amazon.awssdk:s3:jar:2.28.16:compile
 software.amazon.awssdk:aws-xml-protocol:jar:2.28.16:compile
  software.amazon.awssdk:aws-query-protocol:jar:2.28.16:compile
 software.amazon.awssdk:protocol-core:jar:2.28.16:compile
 software.amazon.awssdk:arns:jar:2.28.16:compile
 software.amazon.awssdk:profiles:jar:2.28.16:compile
 software.amazon.awssdk:crt-core:jar:2.28.16:compile
 software.amazon.awssdk:http-auth:jar:2.28.16:compile
 software.amazon.awssdk:identity-spi:jar:2.28.16:compile
 software.amazon.awssdk:http-auth-spi:jar:2.28.16:compile
  org.reactivestreams:reactive-streams:jar:1.0.4:compile
 software.amazon.awssdk:http-auth-aws:jar:2.28.16:compile
 software.amazon.awssdk:checksums:jar:2.28.16:compile
 software.amazon.awssdk:checksums-spi:jar:2.28.16:compile
 software.amazon.awssdk:sdk-core:jar:2.28.16:compile
 software.amazon.awssdk:auth:jar:2.28.16:compile
  software.amazon.eventstream:eventstream:jar:1.0.1:compile
 software.amazon.awssdk:http-client-spi:jar:2.28.16:compile
 software.amazon.awssdk:regions:jar:2.28.16:compile
 software.amazon.awssdk:annotations:jar:2.28.16:compile
 software.amazon.awssdk:utils:jar:2.28.16:compile
 software.amazon.awssdk:aws-core:jar:2.28.16:compile
 software.amazon.awssdk:metrics-spi:jar:2.28.16:compile
 software.amazon.awssdk:json-utils:jar:2.28.16:compile
  software.amazon.awssdk:third-party-jackson-core:jar:2.28.16:compile
 software.amazon.awssdk:endpoints-spi:jar:2.28.16:compile
 software.amazon.awssdk:apache-client:jar:2.28.16:runtime
  org.apache.httpcomponents:httpclient:jar:4.5.13:runtime
   commons-logging:commons-logging:jar:1.2:runtime
  org.apache.httpcomponents:httpcore:jar:4.4.16:runtime
  commons-codec:commons-codec:jar:1.16.1:runtime
 software.amazon.awssdk:netty-nio-client:jar:2.28.16:runtime
  io.netty:netty-codec-http:jar:4.1.113.Final:runtime
  io.netty:netty-codec-http2:jar:4.1.113.Final:runtime
  io.netty:netty-codec:jar:4.1.113.Final:runtime
  io.netty:netty-transport:jar:4.1.113.Final:runtime
  io.netty:netty-common:jar:4.1.113.Final:runtime
  io.netty:netty-buffer:jar:4.1.113.Final:runtime
  io.netty:netty-handler:jar:4.1.113.Final:runtime
   io.netty:netty-transport-native-unix-common:jar:4.1.113.Final:runtime
  io.netty:netty-transport-classes-epoll:jar:4.1.113.Final:runtime
  io.netty:netty-resolver:jar:4.1.113.Final:runtime`,
  sqs: `io.awspring.cloud:spring-cloud-aws-starter-sqs:jar:3.2.0:compile
 io.awspring.cloud:spring-cloud-aws-sqs:jar:3.2.0:compile
  software.amazon.awssdk:sqs:jar:2.28.16:compile
   software.amazon.awssdk:aws-json-protocol:jar:2.28.16:compile
 io.awspring.cloud:spring-cloud-aws-starter:jar:3.2.0:compile
  io.awspring.cloud:spring-cloud-aws-autoconfigure:jar:3.2.0:compile
  io.awspring.cloud:spring-cloud-aws-core:jar:3.2.0:compile
   software.amazon.awssdk:regions:jar:2.28.16:compile
   software.amazon.awssdk:auth:jar:2.28.16:compile`,
  prometheus: `io.micrometer:micrometer-registry-prometheus:jar:1.13.4:runtime
 io.prometheus:prometheus-metrics-core:jar:1.2.1:runtime
  io.prometheus:prometheus-metrics-model:jar:1.2.1:runtime
  io.prometheus:prometheus-metrics-config:jar:1.2.1:runtime
 io.prometheus:prometheus-metrics-tracer-common:jar:1.2.1:runtime
 io.prometheus:prometheus-metrics-exposition-formats:jar:1.2.1:runtime
  io.prometheus:prometheus-metrics-shaded-protobuf:jar:1.2.1:runtime`,
  tracing: `io.micrometer:micrometer-tracing-bridge-otel:jar:1.3.4:compile
 io.micrometer:micrometer-tracing:jar:1.3.4:compile
  io.micrometer:context-propagation:jar:1.1.2:compile
  aopalliance:aopalliance:jar:1.0:compile
 io.opentelemetry:opentelemetry-api:jar:1.37.0:compile
 io.opentelemetry:opentelemetry-context:jar:1.37.0:compile
 io.opentelemetry:opentelemetry-extension-trace-propagators:jar:1.37.0:compile
 io.opentelemetry.semconv:opentelemetry-semconv:jar:1.23.1-alpha:compile
 io.opentelemetry:opentelemetry-sdk-common:jar:1.37.0:compile
 io.opentelemetry:opentelemetry-sdk-trace:jar:1.37.0:compile
 io.opentelemetry:opentelemetry-sdk-metrics:jar:1.37.0:compile
 io.opentelemetry:opentelemetry-sdk-logs:jar:1.37.0:compile`,
  resilience: `io.github.resilience4j:resilience4j-spring-boot3:jar:2.2.0:compile
 io.github.resilience4j:resilience4j-spring6:jar:2.2.0:compile
  io.github.resilience4j:resilience4j-annotations:jar:2.2.0:compile
  io.github.resilience4j:resilience4j-consumer:jar:2.2.0:compile
   io.github.resilience4j:resilience4j-circularbuffer:jar:2.2.0:compile
  io.github.resilience4j:resilience4j-framework-common:jar:2.2.0:compile
 io.github.resilience4j:resilience4j-micrometer:jar:2.2.0:compile
  io.github.resilience4j:resilience4j-core:jar:2.2.0:compile
 io.github.resilience4j:resilience4j-circuitbreaker:jar:2.2.0:compile
 io.github.resilience4j:resilience4j-ratelimiter:jar:2.2.0:compile
 io.github.resilience4j:resilience4j-retry:jar:2.2.0:compile
 io.github.resilience4j:resilience4j-bulkhead:jar:2.2.0:compile
 io.github.resilience4j:resilience4j-timelimiter:jar:2.2.0:compile`,
  springdoc: `org.springdoc:springdoc-openapi-starter-webmvc-ui:jar:2.6.0:compile
 org.springdoc:springdoc-openapi-starter-webmvc-api:jar:2.6.0:compile
  org.springdoc:springdoc-openapi-starter-common:jar:2.6.0:compile
   io.swagger.core.v3:swagger-core-jakarta:jar:2.2.22:compile
    org.apache.commons:commons-lang3:jar:3.14.0:compile
    io.swagger.core.v3:swagger-annotations-jakarta:jar:2.2.22:compile
    io.swagger.core.v3:swagger-models-jakarta:jar:2.2.22:compile
    com.fasterxml.jackson.dataformat:jackson-dataformat-yaml:jar:2.17.2:compile
     org.yaml:snakeyaml:jar:2.2:compile
 org.webjars:swagger-ui:jar:5.17.14:compile`,
  postgres: `org.postgresql:postgresql:jar:42.7.4:runtime
 org.checkerframework:checker-qual:jar:3.42.0:runtime`,
  flyway: `org.flywaydb:flyway-core:jar:10.10.0:compile
 com.fasterxml.jackson.dataformat:jackson-dataformat-toml:jar:2.17.2:compile
 com.google.code.gson:gson:jar:2.10.1:compile`,
  flywayPg: `org.flywaydb:flyway-database-postgresql:jar:10.10.0:runtime`,
  mapstruct: `org.mapstruct:mapstruct:jar:1.6.2:compile`,
  lombok: `org.projectlombok:lombok:jar:1.18.34:provided`,
  shedlock: `net.javacrumbs.shedlock:shedlock-spring:jar:5.16.0:compile
 net.javacrumbs.shedlock:shedlock-core:jar:5.16.0:compile
net.javacrumbs.shedlock:shedlock-provider-jdbc-template:jar:5.16.0:compile`,
  caffeine: `com.github.ben-manes.caffeine:caffeine:jar:3.1.8:compile
 com.google.errorprone:error_prone_annotations:jar:2.21.1:compile`,
  pdf: `com.github.librepdf:openpdf:jar:2.0.3:compile
org.apache.poi:poi-ooxml:jar:5.3.0:compile
 org.apache.poi:poi:jar:5.3.0:compile
  commons-io:commons-io:jar:2.16.1:compile
  org.apache.commons:commons-math3:jar:3.6.1:compile
  com.zaxxer:SparseBitSet:jar:1.3:compile
 org.apache.poi:poi-ooxml-lite:jar:5.3.0:compile
 org.apache.xmlbeans:xmlbeans:jar:5.2.1:compile
 org.apache.commons:commons-compress:jar:1.26.2:compile
 com.github.virtuald:curvesapi:jar:1.08:compile
 org.apache.commons:commons-collections4:jar:4.4:compile`,
  liquibase: `org.liquibase:liquibase-core:jar:4.20.0:compile
 com.opencsv:opencsv:jar:5.7.1:compile
 org.apache.commons:commons-text:jar:1.10.0:compile
 org.yaml:snakeyaml:jar:1.33:compile
 javax.xml.bind:jaxb-api:jar:2.3.1:compile
  javax.activation:javax.activation-api:jar:1.2.0:compile`,
  configClient: `com.acme.platform:config-client:jar:2.6.1:compile
 com.acme.platform:config-model:jar:2.6.1:compile
  com.acme.platform:platform-annotations:jar:1.9.0:compile
 org.yaml:snakeyaml:jar:2.2:compile
 com.squareup.okhttp3:okhttp:jar:4.12.0:compile
  com.squareup.okio:okio:jar:3.6.0:compile
   com.squareup.okio:okio-jvm:jar:3.6.0:compile
  org.jetbrains.kotlin:kotlin-stdlib-jdk8:jar:1.9.25:compile
   org.jetbrains.kotlin:kotlin-stdlib:jar:1.9.25:compile
    org.jetbrains:annotations:jar:13.0:compile
   org.jetbrains.kotlin:kotlin-stdlib-jdk7:jar:1.9.25:compile`,
  oldConfigClient: `com.acme.platform:config-client:jar:2.4.0:compile
 com.acme.platform:config-model:jar:2.4.0:compile
  com.acme.platform:platform-annotations:jar:1.7.2:compile
  com.google.guava:guava:jar:32.1.3-jre:compile
   com.google.guava:failureaccess:jar:1.0.1:compile
 org.yaml:snakeyaml:jar:1.33:compile
 com.squareup.okhttp3:okhttp:jar:4.10.0:compile
  com.squareup.okio:okio-jvm:jar:3.0.0:compile
  org.jetbrains.kotlin:kotlin-stdlib:jar:1.6.20:compile`,
  observability: `com.acme.platform:observability-starter:jar:1.12.3:compile
 com.acme.platform:observability-core:jar:1.12.3:compile
 net.logstash.logback:logstash-logback-encoder:jar:7.4:compile`,
  test: `org.springframework.boot:spring-boot-starter-test:jar:3.3.4:test
 org.springframework.boot:spring-boot-test:jar:3.3.4:test
 org.springframework.boot:spring-boot-test-autoconfigure:jar:3.3.4:test
 com.jayway.jsonpath:json-path:jar:2.9.0:test
 jakarta.xml.bind:jakarta.xml.bind-api:jar:4.0.2:test
  jakarta.activation:jakarta.activation-api:jar:2.1.3:test
 net.minidev:json-smart:jar:2.5.1:test
  net.minidev:accessors-smart:jar:2.5.1:test
   org.ow2.asm:asm:jar:9.6:test
 org.assertj:assertj-core:jar:3.25.3:test
 org.awaitility:awaitility:jar:4.2.2:test
 org.hamcrest:hamcrest:jar:2.2:test
 org.junit.jupiter:junit-jupiter:jar:5.10.3:test
  org.junit.jupiter:junit-jupiter-api:jar:5.10.3:test
   org.opentest4j:opentest4j:jar:1.3.0:test
   org.junit.platform:junit-platform-commons:jar:1.10.3:test
   org.apiguardian:apiguardian-api:jar:1.1.2:test
  org.junit.jupiter:junit-jupiter-params:jar:5.10.3:test
  org.junit.jupiter:junit-jupiter-engine:jar:5.10.3:test
   org.junit.platform:junit-platform-engine:jar:1.10.3:test
 org.mockito:mockito-core:jar:5.11.0:test
  net.bytebuddy:byte-buddy-agent:jar:1.14.19:test
  org.objenesis:objenesis:jar:3.3:test
 org.mockito:mockito-junit-jupiter:jar:5.11.0:test
 org.skyscreamer:jsonassert:jar:1.5.3:test
  com.vaadin.external.google:android-json:jar:0.0.20131108.vaadin1:test
 org.springframework:spring-test:jar:6.1.13:test
 org.xmlunit:xmlunit-core:jar:2.9.1:test`,
  testcontainers: `org.testcontainers:postgresql:jar:1.20.2:test
 org.testcontainers:jdbc:jar:1.20.2:test
  org.testcontainers:database-commons:jar:1.20.2:test
 org.testcontainers:testcontainers:jar:1.20.2:test
  junit:junit:jar:4.13.2:test
   org.hamcrest:hamcrest-core:jar:2.2:test
  org.rnorth.duct-tape:duct-tape:jar:1.0.8:test
   org.jetbrains:annotations:jar:17.0.0:test
  com.github.docker-java:docker-java-api:jar:3.4.0:test
  com.github.docker-java:docker-java-transport-zerodep:jar:3.4.0:test
   com.github.docker-java:docker-java-transport:jar:3.4.0:test
   net.java.dev.jna:jna:jar:5.13.0:test
org.testcontainers:junit-jupiter:jar:1.20.2:test
org.testcontainers:kafka:jar:1.20.2:test`,
  wiremock: `org.wiremock:wiremock-standalone:jar:3.9.1:test`,
  archunit: `com.tngtech.archunit:archunit-junit5:jar:1.3.0:test
 com.tngtech.archunit:archunit-junit5-api:jar:1.3.0:test
 com.tngtech.archunit:archunit-junit5-engine:jar:1.3.0:test
  com.tngtech.archunit:archunit-junit5-engine-api:jar:1.3.0:test
  com.tngtech.archunit:archunit:jar:1.3.0:test`,
};

/** `mvn dependency:tree` on a multi-module reactor: which direct dependency of one module brings in an old library. */
function mavenDependencyTree(): EconomicsTask {
  const random = seededRandom(12_051);
  const version = '3.14.0-SNAPSHOT';
  type Node = { coord: string; children: Node[] };
  const parse = (text: string): Node[] => {
    const roots: Node[] = [];
    const stack: Node[] = [];
    for (const line of text.split('\n')) {
      const depth = line.length - line.trimStart().length;
      const node: Node = { coord: line.trim(), children: [] };
      stack.length = depth;
      if (depth === 0) roots.push(node);
      else stack[depth - 1]!.children.push(node);
      stack[depth] = node;
    }
    return roots;
  };
  const ga = (coord: string) => coord.split(':').slice(0, 2).join(':');
  /** Maven's mediation: an artifact appears once, at its nearest occurrence (the first, on a tie). */
  const mediate = (roots: Node[]) => {
    const best = new Map<string, { depth: number; node: Node }>();
    const walk = (nodes: Node[], depth: number) => {
      for (const n of nodes) {
        const k = ga(n.coord);
        const seen = best.get(k);
        if (!seen || depth < seen.depth) best.set(k, { depth, node: n });
        walk(n.children, depth + 1);
      }
    };
    walk(roots, 0);
    const prune = (nodes: Node[]): Node[] =>
      nodes.filter((n) => best.get(ga(n.coord))!.node === n).map((n) => ({ coord: n.coord, children: prune(n.children) }));
    return prune(roots);
  };
  const render = (roots: Node[]) => {
    const out: string[] = [];
    const walk = (nodes: Node[], prefix: string) =>
      nodes.forEach((n, i) => {
        const last = i === nodes.length - 1;
        out.push(`[INFO] ${prefix}${last ? '\\- ' : '+- '}${n.coord}`);
        walk(n.children, `${prefix}${last ? '   ' : '|  '}`);
      });
    walk(roots, '');
    return out;
  };
  const internal = (name: string, deps: string[] = []) =>
    `com.acme.ledgerline:${name}:jar:${version}:compile${deps.map((d) => `\n ${d}`).join('')}`;
  const libs = ['common-model', 'common-web', 'common-persistence', 'common-messaging', 'common-testing'];
  const services = [
    'gateway-service',
    'auth-service',
    'accounts-service',
    'customers-service',
    'kyc-service',
    'ledger-service',
    'payments-service',
    'cards-service',
    'fx-service',
    'transfers-service',
    'statements-service',
    'billing-service',
    'invoicing-service',
    'notifications-service',
    'webhooks-service',
    'risk-service',
    'disputes-service',
    'reporting-service',
    'exports-service',
    'search-indexer',
    'scheduler-service',
    'audit-service',
    'admin-console-api',
    'partner-api',
  ];
  const modules = [...libs, ...services];
  const lines: string[] = [
    '[INFO] Scanning for projects...',
    '[INFO] ------------------------------------------------------------------------',
    '[INFO] Reactor Build Order:',
    '[INFO] ',
    '[INFO] ledgerline-parent                                                  [pom]',
    ...modules.map((m) => `[INFO] ${m.padEnd(67)}[jar]`),
    '[INFO] ledgerline-coverage                                                [pom]',
  ];
  const header = (name: string, packaging: string, index: number, path: string) => {
    const title = ` com.acme.ledgerline:${name} `;
    const left = Math.floor((72 - title.length - 2) / 2);
    lines.push(
      '[INFO] ',
      `[INFO] ${'-'.repeat(left)}<${title}>${'-'.repeat(Math.max(1, 72 - title.length - 2 - left))}`,
      `[INFO] Building ${name} ${version}`.padEnd(66) + `[${index}/${modules.length + 2}]`,
      `[INFO]   from ${path}`,
      `[INFO] --------------------------------[ ${packaging} ]---------------------------------`,
      '[INFO] ',
      `[INFO] --- dependency:3.8.0:tree (default-cli) @ ${name} ---`,
      `[INFO] com.acme.ledgerline:${name}:${packaging}:${version}`,
    );
  };
  header('ledgerline-parent', 'pom', 1, 'pom.xml');
  let needle = '';
  modules.forEach((name, m) => {
    const isLib = libs.includes(name);
    header(name, 'jar', m + 2, `${isLib ? 'libs' : 'services'}/${name}/pom.xml`);
    let keys: string[];
    const own: string[] = [];
    if (isLib) {
      keys =
        name === 'common-testing'
          ? ['test', 'testcontainers', 'wiremock', 'archunit']
          : name === 'common-persistence'
            ? ['jpa', 'postgres', 'flyway', 'lombok', 'test']
            : name === 'common-messaging'
              ? ['kafka', 'validation', 'lombok', 'test']
              : ['validation', 'mapstruct', 'lombok', 'test'];
      if (name !== 'common-model') own.push(internal('common-model'));
    } else {
      const pool = ['jpa', 'kafka', 's3', 'sqs', 'resilience', 'springdoc', 'shedlock', 'caffeine', 'tracing'];
      keys = [
        'web',
        'actuator',
        'validation',
        ...shuffle(random, pool).slice(0, between(random, 4, 7)),
        'postgres',
        'flyway',
        'flywayPg',
        'prometheus',
        'mapstruct',
        'lombok',
      ];
      if (name === 'reporting-service' || name === 'exports-service' || name === 'statements-service') keys.push('pdf');
      if (name === 'reporting-service') keys.push('liquibase');
      keys.push(name === 'billing-service' ? 'oldConfigClient' : 'configClient', 'observability', 'test', 'testcontainers', 'wiremock');
      if (random() < 0.4) keys.push('archunit');
      own.push(
        internal('common-model'),
        internal('common-web', ['org.springframework:spring-webmvc:jar:6.1.13:compile']),
        internal('common-persistence', ['org.springframework.boot:spring-boot-starter-data-jpa:jar:3.3.4:compile']),
      );
      if (random() < 0.6) own.push(internal('common-messaging', ['org.springframework.kafka:spring-kafka:jar:3.2.4:compile']));
      own.push(`com.acme.ledgerline:common-testing:jar:${version}:test`);
    }
    const roots = mediate([...parse(own.join('\n')), ...keys.flatMap((k) => parse(MAVEN_TREES[k]!))]);
    const rendered = render(roots);
    if (name === 'billing-service') needle = rendered.find((l) => l.includes('config-client:jar:2.4.0'))!;
    lines.push(...rendered);
    lines.push(
      '[INFO] ',
      `[INFO] --- enforcer:3.5.0:enforce (enforce-versions) @ ${name} ---`,
      '[INFO] Rule 0: org.apache.maven.enforcer.rules.version.RequireMavenVersion passed',
      '[INFO] Rule 1: org.apache.maven.enforcer.rules.version.RequireJavaVersion passed',
    );
  });
  header('ledgerline-coverage', 'pom', modules.length + 2, 'coverage/pom.xml');
  lines.push(
    '[INFO] ------------------------------------------------------------------------',
    '[INFO] Reactor Summary for ledgerline-parent 3.14.0-SNAPSHOT:',
    '[INFO] ',
    ...['ledgerline-parent', ...modules, 'ledgerline-coverage'].map(
      (m) => `[INFO] ${`${m} `.padEnd(52, '.')} SUCCESS [  ${(random() * 1.2 + 0.05).toFixed(3)} s]`,
    ),
    '[INFO] ------------------------------------------------------------------------',
    '[INFO] BUILD SUCCESS',
    '[INFO] ------------------------------------------------------------------------',
    '[INFO] Total time:  14.682 s',
    '[INFO] Finished at: 2026-10-13T10:41:07+02:00',
    '[INFO] ------------------------------------------------------------------------',
  );
  const ask = 'In billing-service, which of our direct dependencies is pulling in the old snakeyaml 1.33?';
  return singleCallTask('round 12: maven dependency:tree', ask, 'run_maven', lines.join('\n'), [
    { id: 'dependency', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `ansible-inventory -i inventories/prod --list --yaml`: one host's variable, some lines below its name. */
function ansibleInventory(): EconomicsTask {
  const random = seededRandom(12_061);
  const regions = [
    { code: 'apse2', region: 'ap-southeast-2', net: 50, ntp: ['169.254.169.123', 'ntp1.apse2.tallyhq.net'] },
    { code: 'euc1', region: 'eu-central-1', net: 40, ntp: ['169.254.169.123', 'ntp1.euc1.tallyhq.net'] },
    { code: 'use1', region: 'us-east-1', net: 30, ntp: ['169.254.169.123', 'ntp1.use1.tallyhq.net'] },
  ];
  type Role = {
    group: string;
    prefix: string;
    count: number;
    types: string[];
    team: string;
    vars?: (r: (typeof regions)[number], n: number) => [string, string][];
  };
  const pg = (r: (typeof regions)[number], n: number): [string, string][] => [
    ['pg_data_dir', '/var/lib/postgresql/16/main'],
    ['pg_max_connections', String(oneOf(random, [400, 400, 600]))],
    ['pg_primary', `db-primary-01.${r.code}.prod.tallyhq.net`],
    ['pg_shared_buffers', oneOf(random, ['16GB', '24GB', '32GB'])],
    ['pg_version', '16'],
    ['replication_slot', r.code === 'euc1' && n === 3 ? 'euc1_replica_03b' : `${r.code}_replica_${pad2(n)}`],
    ['replication_user', 'replicator'],
    ['wal_receiver_timeout', '60s'],
  ];
  const roles: Role[] = [
    { group: 'api', prefix: 'api', count: 48, types: ['c7i.2xlarge', 'c7i.4xlarge'], team: 'core-api' },
    { group: 'bastion', prefix: 'bastion', count: 2, types: ['t3.small'], team: 'platform' },
    {
      group: 'cache',
      prefix: 'redis',
      count: 9,
      types: ['r7g.xlarge'],
      team: 'platform',
      vars: () => [['redis_maxmemory', oneOf(random, ['24gb', '24gb', '26gb'])]],
    },
    { group: 'ci_runners', prefix: 'ci-runner', count: 18, types: ['m7i.4xlarge'], team: 'dev-productivity' },
    {
      group: 'pg_primary',
      prefix: 'db-primary',
      count: 1,
      types: ['r7i.8xlarge'],
      team: 'data-platform',
      vars: () => [
        ['pg_data_dir', '/var/lib/postgresql/16/main'],
        ['pg_max_connections', '800'],
        ['pg_shared_buffers', '64GB'],
        ['pg_version', '16'],
      ],
    },
    { group: 'pg_replicas', prefix: 'db-replica', count: 12, types: ['r7i.4xlarge', 'r7i.8xlarge'], team: 'data-platform', vars: pg },
    {
      group: 'kafka',
      prefix: 'kafka',
      count: 9,
      types: ['i4i.2xlarge'],
      team: 'data-platform',
      vars: (_r, n) => [['kafka_broker_id', String(n)]],
    },
    { group: 'monitoring', prefix: 'mon', count: 4, types: ['m7i.2xlarge'], team: 'sre' },
    { group: 'web', prefix: 'web', count: 24, types: ['c7i.xlarge'], team: 'growth' },
    {
      group: 'workers',
      prefix: 'worker',
      count: 70,
      types: ['m7i.2xlarge', 'm7i.4xlarge'],
      team: 'core-api',
      vars: () => [['worker_queues', oneOf(random, ['default,mail', 'ledger', 'exports,reports', 'webhooks', 'default'])]],
    },
    { group: 'zookeeper', prefix: 'zk', count: 3, types: ['m7i.large'], team: 'data-platform' },
  ];
  const hostVars = (role: Role, r: (typeof regions)[number], n: number, third: number) => {
    const vars: [string, string][] = [
      ['ansible_host', `10.${r.net}.${third}.${between(random, 10, 250)}`],
      ['ansible_user', 'ubuntu'],
      ['aws_az', `${r.region}${oneOf(random, ['a', 'b', 'c'])}`],
      ['aws_region', r.region],
      ['backup_policy', oneOf(random, ['daily-14d', 'daily-30d', 'none'])],
      ['cpu_arch', role.types[0]!.includes('g.') ? 'arm64' : 'x86_64'],
      ['env', 'prod'],
      ['monitoring_tier', oneOf(random, ['gold', 'silver', 'silver'])],
      ['instance_type', oneOf(random, role.types)],
      ['node_exporter_port', '9100'],
      ['os_release', oneOf(random, ['ubuntu-24.04', 'ubuntu-24.04', 'ubuntu-22.04'])],
      ['patch_window', oneOf(random, ['sun-02', 'sun-03', 'wed-02'])],
      ['team', role.team],
      ...(role.vars ? role.vars(r, n) : []),
    ];
    return vars.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  };
  const hostsOf = (role: Role) =>
    regions
      .flatMap((r, ri) =>
        Array.from({ length: role.count }, (_, i) => ({
          name: `${role.prefix}-${pad2(i + 1)}.${r.code}.prod.tallyhq.net`,
          r,
          n: i + 1,
          ri,
        })),
      )
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  const groups = new Map<string, string[]>();
  let needle = '';
  const byRegion = new Map<string, string[]>(regions.map((r) => [r.code, []]));
  roles.forEach((role, gi) => {
    const block = [`    ${role.group}:`, '      hosts:'];
    for (const h of hostsOf(role)) {
      block.push(`        ${h.name}:`);
      for (const [k, v] of hostVars(role, h.r, h.n, gi * 8 + pick(random, 8))) {
        const line = `          ${k}: ${v}`;
        if (k === 'replication_slot' && v === 'euc1_replica_03b') needle = line.trim();
        block.push(line);
        if (k === 'node_exporter_port') block.push('          ntp_servers:', ...h.r.ntp.map((s) => `          - ${s}`));
      }
      byRegion.get(h.r.code)!.push(h.name);
    }
    groups.set(role.group, block);
  });
  for (const r of regions)
    groups.set(r.code, [
      `    ${r.code}:`,
      '      hosts:',
      ...byRegion
        .get(r.code)!
        .sort()
        .map((name) => `        ${name}: {}`),
    ]);
  const lines = ['all:', '  children:', ...[...groups.keys()].sort().flatMap((g) => groups.get(g)!)];
  lines.push('    ungrouped: {}');
  const ask = 'Which replication slot is db-replica-03 in eu-central-1 set up to use?';
  return singleCallTask('round 12: ansible-inventory --list', ask, 'ansible_inventory', lines.join('\n'), [
    { id: 'slot', ask, needles: [textNeedle(needle)] },
  ]);
}

// c. Questions that paraphrase the output, or follow a preamble about something else.

/** nginx's error.log on the edge proxies over a day: the one upload turned away for its size, asked about in other words. */
function nginxErrorLog(): EconomicsTask {
  const random = seededRandom(12_071);
  const day = '2026/10/13';
  const workers = Array.from({ length: 8 }, (_, i) => 1187 + i);
  const ip = () =>
    oneOf(random, [
      () => `81.${between(random, 2, 250)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      () => `86.${between(random, 128, 190)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      () => `2a02:c7c:${hex(random, 4)}:${hex(random, 4)}::${hex(random, 2)}`,
      () => `92.${between(random, 40, 250)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      () => `145.${between(random, 50, 130)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
    ])();
  const upstream = () => `10.40.${between(random, 2, 9)}.${between(random, 10, 80)}:8080`;
  const project = () => between(random, 1000, 9999);
  const files = [
    'site-walkthrough.mp4',
    'drone-survey-block-c.mp4',
    'kickoff-recording.mov',
    'site-photos-week41.zip',
    'floorplan-rev7.pdf',
    'IMG_4412.HEIC',
    'snagging-list.xlsx',
    'handover-video-final.mp4',
    'facade-timelapse.mp4',
    'structural-calcs-v3.pdf',
    'client-presentation.pptx',
    'scan-level-2.e57',
  ];
  const apiPaths = [
    () => `GET /v1/projects/${project()}/tasks?page=${between(random, 1, 9)}`,
    () => `GET /v1/projects/${project()}/activity`,
    () => `POST /v1/projects/${project()}/comments`,
    () => `GET /v2/projects/${project()}/assets?cursor=${chars(random, ALNUM, 16)}`,
    () => `GET /v2/search?q=${oneOf(random, ['snag', 'invoice', 'level+2', 'handover', 'rfi'])}`,
    () => `POST /v1/auth/token`,
    () => `GET /v2/exports/${uuid(random)}/download`,
    () => `GET /v1/notifications?unread=true`,
    () => `PATCH /v1/projects/${project()}/tasks/${between(random, 10_000, 99_999)}`,
  ];
  type Ev = { sec: number; text: (conn: number, pid: number) => string };
  const events: Ev[] = [];
  const at = (sec: number, text: Ev['text']) => events.push({ sec, text });
  const req = (method: string, path: string, http = oneOf(random, ['HTTP/2.0', 'HTTP/2.0', 'HTTP/1.1'])) => `"${method} ${path} ${http}"`;
  for (let i = 0; i < 7_400; i++) {
    const hour = random() < 0.75 ? between(random, 7, 19) : between(random, 0, 23);
    const sec = hour * 3600 + pick(random, 3600);
    const kind = pick(random, 100);
    const c = ip();
    if (kind < 24) {
      const p = oneOf(random, apiPaths)();
      const u = upstream();
      at(
        sec,
        (conn, pid) =>
          `[error] ${pid}#${pid}: *${conn} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${c}, server: api.tallyhq.com, request: ${req(p.split(' ')[0]!, p.split(' ')[1]!)}, upstream: "http://${u}${p.split(' ')[1]}", host: "api.tallyhq.com"`,
      );
    } else if (kind < 34) {
      const p = oneOf(random, apiPaths)();
      const u = upstream();
      at(
        sec,
        (conn, pid) =>
          `[error] ${pid}#${pid}: *${conn} ${oneOf(random, ['connect() failed (111: Connection refused) while connecting to upstream', 'upstream prematurely closed connection while reading response header from upstream', 'recv() failed (104: Connection reset by peer) while reading response header from upstream'])}, client: ${c}, server: api.tallyhq.com, request: ${req(p.split(' ')[0]!, p.split(' ')[1]!)}, upstream: "http://${u}${p.split(' ')[1]}", host: "api.tallyhq.com"`,
      );
    } else if (kind < 58) {
      const path = `/v2/projects/${project()}/assets?filename=${oneOf(random, files)}`;
      at(
        sec,
        (conn, pid) =>
          `[warn] ${pid}#${pid}: *${conn} a client request body is buffered to a temporary file /var/cache/nginx/client_temp/00${between(random, 10_000_000, 99_999_999)}, client: ${c}, server: app.tallyhq.com, request: ${req('PUT', path, 'HTTP/2.0')}, host: "app.tallyhq.com"`,
      );
    } else if (kind < 68) {
      const id = uuid(random);
      at(
        sec,
        (conn, pid) =>
          `[warn] ${pid}#${pid}: *${conn} an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/${between(random, 0, 9)}/${pad2(between(random, 0, 99))}/00${between(random, 10_000_000, 99_999_999)} while reading upstream, client: ${c}, server: app.tallyhq.com, request: ${req('GET', `/v2/exports/${id}/download`)}, upstream: "http://${upstream()}/v2/exports/${id}/download", host: "app.tallyhq.com"`,
      );
    } else if (kind < 78) {
      const p = oneOf(random, [
        '/wp-login.php',
        '/.env',
        '/admin/config.php',
        '/phpmyadmin/index.php',
        '/.git/config',
        '/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php',
        '/favicon.ico',
        '/apple-touch-icon.png',
        '/robots.txt',
      ]);
      at(
        sec,
        (conn, pid) =>
          `[error] ${pid}#${pid}: *${conn} open() "/usr/share/nginx/html${p}" failed (2: No such file or directory), client: ${c}, server: _, request: ${req('GET', p, 'HTTP/1.1')}, host: "${oneOf(random, ['tallyhq.com', 'www.tallyhq.com', `185.199.${between(random, 108, 111)}.${between(random, 1, 254)}`])}"`,
      );
    } else if (kind < 88) {
      const p = oneOf(random, ['POST /v1/auth/token', 'POST /v1/auth/password-reset', 'GET /v2/search', 'POST /v1/webhooks/test']);
      at(
        sec,
        (conn, pid) =>
          `[error] ${pid}#${pid}: *${conn} limiting requests, excess: ${between(random, 10, 40)}.${String(between(random, 0, 999)).padStart(3, '0')} by zone "${oneOf(random, ['api_per_ip', 'auth_per_ip', 'search_per_key'])}", client: ${c}, server: api.tallyhq.com, request: ${req(p.split(' ')[0]!, p.split(' ')[1]!)}, host: "api.tallyhq.com"`,
      );
    } else if (kind < 95) {
      at(
        sec,
        (conn, pid) =>
          `[crit] ${pid}#${pid}: *${conn} SSL_do_handshake() failed (SSL: error:${oneOf(random, ['0A00006C:SSL routines::bad key share', '0A000102:SSL routines::unsupported protocol', '0A0000C1:SSL routines::no shared cipher'])}) while SSL handshaking, client: ${c}, server: 0.0.0.0:443`,
      );
    } else {
      at(
        sec,
        (conn, pid) =>
          `[warn] ${pid}#${pid}: *${conn} upstream server temporarily disabled while ${oneOf(random, ['connecting to upstream', 'reading response header from upstream'])}, client: ${c}, server: api.tallyhq.com, request: ${req('GET', oneOf(random, apiPaths)().split(' ')[1]!)}, upstream: "http://${upstream()}/", host: "api.tallyhq.com"`,
      );
    }
  }
  const tooLarge = (sec: number, bytes: number, method: string, path: string, server = 'app.tallyhq.com') => {
    const c = ip();
    at(
      sec,
      (conn, pid) =>
        `[error] ${pid}#${pid}: *${conn} client intended to send too large body: ${bytes} bytes, client: ${c}, server: ${server}, request: ${req(method, path, 'HTTP/2.0')}, host: "${server}"`,
    );
  };
  for (const t of [9 * 3600 + 612, 11 * 3600 + 1201, 13 * 3600 + 2290, 15 * 3600 + 3100, 17 * 3600 + 404, 20 * 3600 + 2800])
    tooLarge(t, between(random, 5_300_000, 9_800_000), 'PUT', '/v1/users/me/avatar');
  tooLarge(8 * 3600 + 185, 158_334_976, 'POST', '/v2/imports?source=csv&name=customers-2026-10.csv');
  tooLarge(15 * 3600 + 305, 2_684_354_560, 'PUT', '/v2/projects/3377/assets?filename=drone-flyover-raw.mov');
  tooLarge(16 * 3600 + 1212, 104_857_601, 'PUT', '/v2/projects/5120/assets?filename=brand-guidelines.pdf');
  const targetSec = 14 * 3600 + 37 * 60 + 9;
  const targetIp = '81.2.69.160';
  const targetText = `client intended to send too large body: 156237824 bytes, client: ${targetIp}, server: app.tallyhq.com, request: "PUT /v2/projects/8812/assets?filename=site-walkthrough-final.mp4 HTTP/2.0"`;
  at(targetSec, (conn, pid) => `[error] ${pid}#${pid}: *${conn} ${targetText}, host: "app.tallyhq.com"`);
  events.sort((a, b) => a.sec - b.sec);
  const clock = (sec: number) => `${day} ${pad2(Math.floor(sec / 3600))}:${pad2(Math.floor((sec % 3600) / 60))}:${pad2(sec % 60)}`;
  const lines = events.map((e) => `${clock(e.sec)} ${e.text(48_000_000 + e.sec * 37 + pick(random, 37), oneOf(random, workers))}`);
  const ask =
    'A customer says our proxy turned away their upload this afternoon because it was over the size limit; it was a video of roughly 150 MB. Which URL were they sending it to?';
  return singleCallTask('round 12: nginx error log, paraphrase', ask, 'read_file', lines.join('\n'), [
    { id: 'url', ask, needles: [textNeedle(targetText)] },
  ]);
}

/** A day of the API server's audit log (JSON lines): who deleted one ConfigMap, asked about in other words after a preamble. */
function kubeAuditLog(): EconomicsTask {
  const random = seededRandom(12_081);
  const base = Date.UTC(2026, 9, 12, 0, 0, 0);
  const nodes = Array.from(
    { length: 14 },
    () => `ip-10-0-${between(random, 16, 95)}-${between(random, 10, 250)}.eu-west-1.compute.internal`,
  );
  const namespaces = [
    'checkout',
    'checkout-staging',
    'cart',
    'catalog',
    'search',
    'payments',
    'orders',
    'identity',
    'notifications',
    'monitoring',
    'ingress-nginx',
  ];
  const people = [
    'marta.kovacs',
    'marek.kowalski',
    'lena.brandt',
    'sami.okafor',
    'jules.moreau',
    'ines.dahl',
    'tariq.nyberg',
    'ola.renard',
  ];
  const kubectl = () =>
    oneOf(random, [
      'kubectl/v1.31.1 (darwin/arm64) kubernetes/948afe5',
      'kubectl/v1.30.4 (linux/amd64) kubernetes/a51b3b7',
      'k9s/v0.32.5 (darwin/arm64)',
    ]);
  type E = {
    sec: number;
    uri: string;
    verb: string;
    user: string;
    groups: string[];
    ua: string;
    ip: string;
    resource: string;
    ns?: string;
    name?: string;
    group?: string;
    sub?: string;
    code?: number;
    stage?: string;
    reason?: string;
  };
  const events: E[] = [];
  const human = (p: string) => `oidc:${p}@tallyhq.com`;
  const humanGroups = (p: string) => [
    p === 'marta.kovacs' || p === 'tariq.nyberg' ? 'oidc:platform-oncall' : 'oidc:engineering',
    'system:authenticated',
  ];
  const sa = (ns: string, name: string) => `system:serviceaccount:${ns}:${name}`;
  const saGroups = (ns: string) => ['system:serviceaccounts', `system:serviceaccounts:${ns}`, 'system:authenticated'];
  const podName = (ns: string) =>
    `${ns === 'checkout-staging' ? 'checkout' : ns}-${oneOf(random, ['api', 'worker', 'web'])}-${hex(random, 10)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`;
  const apiPath = (resource: string, ns: string | undefined, name: string | undefined, group: string | undefined) =>
    `${group ? `/apis/${group}/v1` : '/api/v1'}${ns ? `/namespaces/${ns}` : ''}/${resource}${name ? `/${name}` : ''}`;
  for (let i = 0; i < 2_300; i++) {
    const sec = pick(random, 86_400);
    const k = pick(random, 100);
    if (k < 22) {
      const node = oneOf(random, nodes);
      events.push({
        sec,
        uri: `/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/${node}?timeout=10s`,
        verb: 'update',
        user: `system:node:${node}`,
        groups: ['system:nodes', 'system:authenticated'],
        ua: 'kubelet/v1.31.2 (linux/amd64) kubernetes/5864a46',
        ip: `10.0.${between(random, 16, 95)}.${between(random, 10, 250)}`,
        resource: 'leases',
        ns: 'kube-node-lease',
        name: node,
        group: 'coordination.k8s.io',
      });
    } else if (k < 40) {
      const ns = oneOf(random, ['checkout', 'checkout', 'checkout', 'cart', 'catalog', 'search']);
      const app = `${ns}-${oneOf(random, ['api', 'worker'])}`;
      const flags = `${ns}-feature-flags`;
      const watch = random() < 0.6;
      events.push({
        sec,
        uri: watch
          ? `/api/v1/namespaces/${ns}/configmaps?allowWatchBookmarks=true&fieldSelector=metadata.name%3D${flags}&resourceVersion=${between(random, 480_000_000, 489_999_999)}&timeoutSeconds=${between(random, 300, 600)}&watch=true`
          : `/api/v1/namespaces/${ns}/configmaps/${flags}`,
        verb: watch ? 'watch' : 'get',
        user: sa(ns, app),
        groups: saGroups(ns),
        ua: `${app}/1.0 (linux/amd64) kubernetes-client-go`,
        ip: `10.0.${between(random, 16, 95)}.${between(random, 10, 250)}`,
        resource: 'configmaps',
        ns,
        ...(watch ? {} : { name: flags }),
        stage: watch ? oneOf(random, ['ResponseStarted', 'ResponseComplete']) : 'ResponseComplete',
      });
    } else if (k < 58) {
      const ns = oneOf(random, namespaces);
      const res = oneOf(random, [
        ['deployments', 'apps'],
        ['replicasets', 'apps'],
        ['services', undefined],
        ['configmaps', undefined],
        ['ingresses', 'networking.k8s.io'],
        ['horizontalpodautoscalers', 'autoscaling'],
      ] as const);
      const verb = oneOf(random, ['get', 'get', 'list', 'patch']);
      const name =
        verb === 'list'
          ? undefined
          : `${ns.replace('-staging', '')}-${oneOf(random, ['api', 'worker', 'web'])}${res[0] === 'configmaps' ? '-config' : ''}`;
      events.push({
        sec,
        uri: `${apiPath(res[0], ns, name, res[1])}${verb === 'list' ? '?limit=500' : ''}`,
        verb,
        user: sa('argocd', 'argocd-application-controller'),
        groups: saGroups('argocd'),
        ua: 'argocd-application-controller/v2.12.4 (linux/amd64) kubernetes/$Format',
        ip: '10.0.31.77',
        resource: res[0],
        ns,
        ...(name ? { name } : {}),
        ...(res[1] ? { group: res[1] } : {}),
      });
    } else if (k < 78) {
      const p = oneOf(random, people);
      const ns = oneOf(random, namespaces);
      const what = pick(random, 6);
      const pod = podName(ns);
      const base = {
        user: human(p),
        groups: humanGroups(p),
        ua: kubectl(),
        ip: `10.8.${between(random, 10, 30)}.${between(random, 2, 250)}`,
        ns,
      };
      if (what === 0) events.push({ ...base, sec, uri: `/api/v1/namespaces/${ns}/pods?limit=500`, verb: 'list', resource: 'pods' });
      else if (what === 1)
        events.push({
          ...base,
          sec,
          uri: `/api/v1/namespaces/${ns}/pods/${pod}/log?container=app&follow=true&tailLines=200`,
          verb: 'get',
          resource: 'pods',
          name: pod,
          sub: 'log',
        });
      else if (what === 2)
        events.push({
          ...base,
          sec,
          uri: `/api/v1/namespaces/${ns}/pods/${pod}/exec?command=sh&container=app&stdin=true&stdout=true&tty=true`,
          verb: 'create',
          resource: 'pods',
          name: pod,
          sub: 'exec',
          code: 101,
        });
      else if (what === 3)
        events.push({ ...base, sec, uri: `/api/v1/namespaces/${ns}/pods/${pod}`, verb: 'delete', resource: 'pods', name: pod });
      else if (what === 4)
        events.push({ ...base, sec, uri: `/api/v1/namespaces/${ns}/configmaps?limit=500`, verb: 'list', resource: 'configmaps' });
      else {
        const name = `${ns.replace('-staging', '')}-${oneOf(random, ['api', 'worker', 'web'])}`;
        events.push({
          ...base,
          sec,
          uri: `/apis/apps/v1/namespaces/${ns}/deployments/${name}?fieldManager=kubectl-rollout`,
          verb: 'patch',
          resource: 'deployments',
          name,
          group: 'apps',
        });
      }
    } else if (k < 86) {
      const ns = oneOf(random, namespaces);
      const name = `${ns.replace('-staging', '')}-${oneOf(random, ['db-credentials', 'stripe-keys', 'smtp', 'oauth-client'])}`;
      events.push({
        sec,
        uri: `/api/v1/namespaces/${ns}/secrets/${name}`,
        verb: oneOf(random, ['get', 'update']),
        user: sa('external-secrets', 'external-secrets'),
        groups: saGroups('external-secrets'),
        ua: 'external-secrets/v0.10.4 (linux/amd64) kubernetes/$Format',
        ip: '10.0.44.19',
        resource: 'secrets',
        ns,
        name,
      });
    } else {
      const ns = oneOf(random, namespaces);
      const name = `${ns.replace('-staging', '')}-${oneOf(random, ['api', 'worker', 'web'])}-${hex(random, 5)}`;
      events.push({
        sec,
        uri: `/apis/discovery.k8s.io/v1/namespaces/${ns}/endpointslices/${name}`,
        verb: 'update',
        user: 'system:serviceaccount:kube-system:endpointslice-controller',
        groups: saGroups('kube-system'),
        ua: 'kube-controller-manager/v1.31.2 (linux/amd64) kubernetes/5864a46/system:serviceaccount:kube-system:endpointslice-controller',
        ip: '10.0.1.12',
        resource: 'endpointslices',
        ns,
        name,
        group: 'discovery.k8s.io',
      });
    }
  }
  const hm = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;
  const marta = {
    user: human('marta.kovacs'),
    groups: humanGroups('marta.kovacs'),
    ua: 'kubectl/v1.31.1 (darwin/arm64) kubernetes/948afe5',
    ip: '10.8.14.22',
  };
  const flagsUri = '/api/v1/namespaces/checkout/configmaps/checkout-feature-flags';
  events.push(
    {
      sec: hm(11, 40, 12),
      uri: flagsUri,
      verb: 'update',
      user: sa('ci', 'deployer'),
      groups: saGroups('ci'),
      ua: 'helm/v3.16.2 (linux/amd64)',
      ip: '10.0.52.8',
      resource: 'configmaps',
      ns: 'checkout',
      name: 'checkout-feature-flags',
    },
    {
      sec: hm(13, 58, 10),
      uri: '/api/v1/namespaces/checkout-staging/configmaps/checkout-feature-flags',
      verb: 'delete',
      user: human('marek.kowalski'),
      groups: humanGroups('marek.kowalski'),
      ua: 'kubectl/v1.30.4 (linux/amd64) kubernetes/a51b3b7',
      ip: '10.8.21.140',
      resource: 'configmaps',
      ns: 'checkout-staging',
      name: 'checkout-feature-flags',
    },
    {
      ...marta,
      sec: hm(14, 5, 31),
      uri: '/api/v1/namespaces/checkout/configmaps?limit=500',
      verb: 'list',
      resource: 'configmaps',
      ns: 'checkout',
    },
    { ...marta, sec: hm(14, 6, 40), uri: flagsUri, verb: 'get', resource: 'configmaps', ns: 'checkout', name: 'checkout-feature-flags' },
    { ...marta, sec: hm(14, 6, 52), uri: flagsUri, verb: 'delete', resource: 'configmaps', ns: 'checkout', name: 'checkout-feature-flags' },
    {
      ...marta,
      sec: hm(14, 8, 3),
      uri: '/apis/apps/v1/namespaces/checkout/deployments/checkout-api?fieldManager=kubectl-rollout',
      verb: 'patch',
      resource: 'deployments',
      ns: 'checkout',
      name: 'checkout-api',
      group: 'apps',
    },
    {
      sec: hm(14, 21, 33),
      uri: '/api/v1/namespaces/checkout/configmaps?fieldManager=argocd-controller',
      verb: 'create',
      user: sa('argocd', 'argocd-application-controller'),
      groups: saGroups('argocd'),
      ua: 'argocd-application-controller/v2.12.4 (linux/amd64) kubernetes/$Format',
      ip: '10.0.31.77',
      resource: 'configmaps',
      ns: 'checkout',
      name: 'checkout-feature-flags',
      code: 201,
    },
    {
      sec: hm(15, 12, 47),
      uri: '/api/v1/namespaces/search/configmaps/search-feature-flags-old',
      verb: 'delete',
      user: human('lena.brandt'),
      groups: humanGroups('lena.brandt'),
      ua: 'kubectl/v1.31.1 (darwin/arm64) kubernetes/948afe5',
      ip: '10.8.12.61',
      resource: 'configmaps',
      ns: 'search',
      name: 'search-feature-flags-old',
    },
  );
  events.sort((a, b) => a.sec - b.sec);
  const reason = (e: E) =>
    e.user.startsWith('oidc:')
      ? e.groups[0] === 'oidc:platform-oncall'
        ? 'RBAC: allowed by ClusterRoleBinding \\"platform-oncall-admin\\" of ClusterRole \\"cluster-admin\\" to Group \\"oidc:platform-oncall\\"'
        : `RBAC: allowed by RoleBinding \\"engineers-edit/${e.ns}\\" of ClusterRole \\"edit\\" to Group \\"oidc:engineering\\"`
      : e.user.startsWith('system:node:')
        ? ''
        : `RBAC: allowed by ClusterRoleBinding \\"${e.user.split(':').pop()}\\" of ClusterRole \\"${e.user.split(':').pop()}\\" to ServiceAccount \\"${e.user.split(':').pop()}/${e.user.split(':')[2]}\\"`;
  let needle = '';
  const uids = new Map<string, string>();
  const uidOf = (user: string) => {
    if (!uids.has(user))
      uids.set(
        user,
        user.startsWith('oidc:')
          ? `oidc:${hex(random, 24)}`
          : user.startsWith('system:node:')
            ? `aws-iam-authenticator:${between(random, 100_000_000_000, 999_999_999_999)}:AROA${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 17)}`
            : uuid(random),
      );
    return uids.get(user)!;
  };
  const stamp = (t: number, us: number) =>
    new Date(t + Math.floor(us / 1000))
      .toISOString()
      .replace(/\.\d{3}Z$/, `.${String(((t % 1000) * 1000 + us) % 1_000_000).padStart(6, '0')}Z`);
  const lines = events.map((e) => {
    const t = base + e.sec * 1000;
    const us = pick(random, 900_000);
    const head = `"requestURI":"${e.uri}","verb":"${e.verb}","user":{"username":"${e.user}"`;
    if (e.verb === 'delete' && e.uri === flagsUri) needle = head;
    const ref = `{"resource":"${e.resource}"${e.ns ? `,"namespace":"${e.ns}"` : ''}${e.name ? `,"name":"${e.name}"` : ''}${e.group ? `,"apiGroup":"${e.group}"` : ''},"apiVersion":"v1"${e.sub ? `,"subresource":"${e.sub}"` : ''}}`;
    const status =
      e.verb === 'delete'
        ? `{"metadata":{},"status":"Success","details":{"name":"${e.name}","kind":"${e.resource}","uid":"${uuid(random)}"},"code":200}`
        : `{"metadata":{},"code":${e.code ?? 200}}`;
    const why = reason(e);
    return `{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"${uuid(random)}","stage":"${e.stage ?? 'ResponseComplete'}",${head},"uid":"${uidOf(e.user)}","groups":[${e.groups.map((g) => `"${g}"`).join(',')}]},"sourceIPs":["${e.ip}"],"userAgent":"${e.ua}","objectRef":${ref},"responseStatus":${status},"requestReceivedTimestamp":"${stamp(t, us)}","stageTimestamp":"${stamp(t, us + between(random, 900, 60_000))}","annotations":{"authorization.k8s.io/decision":"allow","authorization.k8s.io/reason":"${why}"}}`;
  });
  const ask = "Who on the team removed the live checkout's feature toggle settings?";
  return singleCallTask(
    'round 12: kubernetes audit log, preamble and paraphrase',
    `Some background first. Our production cluster runs both the live checkout and a staging copy, each in its own namespace, and this is yesterday's audit log from the API server. At about two in the afternoon the live checkout started showing last month's promo banner and accepting an expired discount code. Argo CD put its settings back about a quarter of an hour later, so it's fixed now, and we've already ruled out the 11:40 deploy. The staging namespace gets torn down and rebuilt all the time, so ignore anything that happened there. ${ask}`,
    'read_audit_log',
    lines.join('\n'),
    [{ id: 'who', ask, needles: [textNeedle(needle)] }],
  );
}

/** A day-long planning meeting's Zoom transcript (WebVTT): one decision, asked about in other words after a preamble. */
function meetingTranscript(): EconomicsTask {
  const random = seededRandom(12_091);
  const S = {
    helena: 'Helena Brandt',
    jonas: 'Jonas Eriksen',
    priya: 'Priya Raman',
    tomasz: 'Tomasz Wójcik',
    aisha: 'Aisha Okafor',
    lukas: 'Lukas Meier',
    sofie: 'Sofie Lind',
    daniel: 'Daniel Costa',
    mei: 'Mei Tanaka',
  };
  const everyone = Object.values(S);
  const n = (lo: number, hi: number) => String(between(random, lo, hi));
  const pct = () => `${n(2, 19)} percent`;
  const k = () => `${n(12, 480)} thousand`;
  const ordinal = () =>
    oneOf(random, ['third', 'fourth', 'seventh', 'tenth', 'twelfth', 'fourteenth', 'seventeenth', 'nineteenth', 'twenty-fourth']);
  const filler = [
    'Yeah.',
    'Mm-hmm.',
    'Right.',
    'Okay.',
    'Sorry, go ahead.',
    'No, you go.',
    'Can everyone see my screen?',
    'You are on mute, I think.',
    'Sorry, I was on mute.',
    "I think that's fair.",
    'Let me just check that.',
    'Yep, makes sense.',
    'Can you go back one slide?',
    'Sorry, the connection dropped for a second, what was the last bit?',
    "I'll put it in the chat.",
    'Good question.',
    "Let's take that offline.",
    'I agree with that.',
    'Hmm, not sure.',
    "That's what I was going to say.",
  ];
  const topics: Record<string, { who: string[]; lines: (() => string)[] }> = {
    budget: {
      who: [S.priya, S.priya, S.priya, S.helena, S.mei, S.jonas, S.aisha],
      lines: [
        () => `Utilities are ${pct()} over, and that is with the new tariff.`,
        () => `The forklift leases come up in ${oneOf(random, ['February', 'March', 'April'])}, we could look at electric then.`,
        () => `Temp labour in the chilled area is the biggest variance, ${k()} year to date.`,
        () => `If we push the mezzanine to next year that frees ${k()} of capex.`,
        () => `Finance needs final numbers by the ${ordinal()}, otherwise it misses the board pack.`,
        () => `Pallet wrap and labels are ${pct()} up on last year, mostly price, not volume.`,
        () => `The maintenance contract for the sorter is ${k()} and I do not think we can cut it.`,
        () => `Waste disposal went up after the council changed the rates, about ${k()} extra.`,
        () => `Do we have a number for the IT refresh, the scanners mainly?`,
        () => `The scanners are ${k()} if we do all of them, half that if we only do the chilled side.`,
        () => `So Q4 opex is tracking ${pct()} over plan, mostly energy and agency labour.`,
        () => `The energy line alone is ${k()} euros over, and most of that is the cold store compressors.`,
        () => `If we freeze hiring in admin we claw back about ${k()}.`,
        () => `Agency labour was ${k()} in September, which is ${pct()} more than August.`,
        () => `Capex for next year, I've pencilled in ${n(2, 9)} point ${n(1, 9)} million, but that includes the racking.`,
        () => `Can we split the racking out as its own line? It's ${k()} on its own.`,
        () => `The packaging contract renews on the ${ordinal()}, Mei, are we re-tendering that?`,
        () => `We're locked in on packaging until March, so that's not a lever this year.`,
        () => `Depreciation on the forklifts is ${k()}, I've moved that to the fleet line.`,
        () => "I'd like us to hold the line on overtime, it's the one thing we actually control.",
        () => `The relocation allowance for the two shift leads is in there as well, ${k()} in total.`,
        () => "Let's not debate every line, I'll send the spreadsheet round after.",
        () => `Insurance went up ${pct()} at renewal, there's nothing we can do about that one.`,
        () => `Shrinkage is down to ${n(0, 1)} point ${n(1, 9)} percent, which is the best it's been.`,
        () => `If volumes come in ${pct()} under forecast we're fine, if they come in over we need the contingency.`,
      ],
    },
    tender: {
      who: [S.tomasz, S.tomasz, S.tomasz, S.mei, S.helena, S.sofie, S.priya],
      lines: [
        () => `The incumbent wants a ${pct()} increase on the Saturday collections.`,
        () => `Their damage rate on chilled was ${n(1, 3)} point ${n(0, 9)} percent, which is too high.`,
        () => `We should ask for a cap on the fuel surcharge, at least for the first year.`,
        () => `The challenger can start on the ${ordinal()} of January at the earliest.`,
        () => `Customer service wants tracking that actually updates, that is half their tickets.`,
        () => `I would not sign anything longer than two years with either of them.`,
        () => `The pallet network has a depot ${n(8, 40)} minutes from us, which helps with late cut-offs.`,
        () => `Their tail-lift vans are older, I am not sure they would pass our audit.`,
        () => `Payment terms are sixty days with the challenger and thirty with the incumbent.`,
        () => `We had ${n(4, 9)} bids for the pallet network, two of them are realistic.`,
        () => `The parcel rates from the incumbent went up ${pct()}, the challenger is flat for two years.`,
        () => `On-time for the incumbent was ${n(88, 97)} percent last quarter, which is below SLA.`,
        () => `For the freezer trucks we only have two carriers who can do minus twenty-five reliably.`,
        () => `The freezer fleet quote is ${k()} a year, which is higher than I hoped.`,
        () => 'Sofie, what are the complaints looking like by carrier?',
        () => `Most of the complaints are missed delivery slots, about ${n(30, 70)} a week.`,
        () => `I'd want a ninety-day trial before we move the whole northern region.`,
        () => `The pallet rates are locked in for next year if we sign by the ${ordinal()}.`,
        () => `Tomasz, can you get them to quote for the cold store move as well, separately?`,
        () => 'The challenger has no depot in the south, so we would keep the incumbent there anyway.',
        () => `Fuel surcharge is indexed monthly, so the headline number is a bit misleading.`,
        () => "Let's shortlist the two and do site visits next week.",
        () => 'Do we have their insurance certificates? Procurement needs them before we sign anything.',
      ],
    },
    service: {
      who: [S.sofie, S.sofie, S.helena, S.jonas, S.lukas],
      lines: [
        () => `Contact rate is ${n(3, 8)} point ${n(0, 9)} percent of orders, down from last month.`,
        () => `Where-is-my-order is still the top reason, about ${pct()} of tickets.`,
        () => `First response time is ${n(2, 9)} hours on average, the target is four.`,
        () => 'We should get the tracking links into the confirmation email, that alone would help.',
        () => `Damaged-in-transit claims were ${n(40, 120)} last month, mostly chilled.`,
        () => 'Can the warehouse flag short picks before the van leaves?',
        () => 'We could, but it needs the scanner update Lukas has been talking about.',
      ],
    },
    lunch: {
      who: [S.helena],
      lines: [() => "Okay, let's break for lunch. Back at quarter past one, and we'll start with the cold store."],
    },
    move: {
      who: [S.jonas, S.jonas, S.daniel, S.daniel, S.helena, S.lukas, S.tomasz, S.aisha, S.mei],
      lines: [
        () => `The fire officer wants a walk-through of the new chambers before we use them.`,
        () => `We need the blast freezer running ${n(2, 5)} days before any stock arrives.`,
        () => `There is a gap in the sprinkler sign-off, Daniel is chasing it.`,
        () => `The forklift chargers are not in yet, they are on a ${n(3, 8)}-week lead time.`,
        () => `Insurance needs to know the dates so the cover moves with the stock.`,
        () => `Customers with standing orders should not notice anything if we do it on a weekend.`,
        () => `The racking inspector comes on the ${ordinal()}, after that we can load.`,
        () => `We should keep the ice cream lines back until the last wave, they are the most sensitive.`,
        () => `The new chambers in Venlo are ${n(1, 3)} point ${n(1, 9)} thousand pallet positions, so we gain about ${pct()}.`,
        () => `Racking install is booked, the crew needs ${n(6, 11)} working days.`,
        () => 'The refrigeration engineers have to sign off the chambers before we put any stock in.',
        () => `We move roughly ${n(2, 4)} thousand pallets, that's ${n(40, 70)} truckloads.`,
        () => `Pull-down to minus twenty-five takes about ${n(48, 96)} hours once the doors are closed.`,
        () => 'The old site lease runs to the end of January, so we have some slack there.',
        () => `We need ${n(12, 24)} extra drivers on the day, Tomasz has the agency lined up.`,
        () => 'The WMS needs the new location codes loaded before the first truck leaves.',
        () => 'Customers get a two-day warning for any delivery slot that changes.',
        () => `Temperature loggers go in every ${n(4, 8)}th pallet, the auditors asked for that.`,
        () => 'Daniel, where are we with the landlord on the loading dock doors?',
        () => 'The dock doors are in, the seals were replaced last week.',
        () => 'We keep the old site running for outbound for two days in parallel, just in case.',
        () => `The night shift would do the loading, that's ${n(18, 30)} people.`,
      ],
    },
    plan: {
      who: [S.jonas, S.jonas, S.daniel, S.lukas, S.tomasz, S.aisha, S.helena, S.sofie],
      lines: [
        () => `Each truck is ${n(20, 26)} pallets, so about ${n(8, 14)} runs per wave.`,
        () => `The night shift starts the pick-down at ten on the Friday.`,
        () => `Security needs the driver list the day before, with registrations.`,
        () => `Temperature readings go into the shared sheet every hour during the move.`,
        () => `If a chamber alarms we stop loading into it and divert to the spare.`,
        () => `We need someone at each end with a radio, not just phones.`,
        () => `The old chambers get a deep clean on the Monday after, that is already booked.`,
        () => `I would like a go or no-go call at six on the Saturday morning.`,
        () => `Location code freeze on the ${oneOf(random, ['seventeenth', 'eighteenth'])}, nothing new gets slotted after that.`,
        () => `Trucks start loading at ${n(4, 6)} in the morning on the Saturday.`,
        () => `The first wave is the slow movers, about ${n(600, 900)} pallets.`,
        () => `We do a stock count in the old chambers on the Thursday before, ${n(8, 14)} people.`,
        () => 'Customer service needs a script for the Monday, in case slots moved.',
        () => `Lukas, can the handhelds be reconfigured remotely or does someone have to go round?`,
        () => 'Remotely, as long as they are docked overnight.',
        () => `Rollback is simple, if the chambers don't hold temperature we stop after wave one.`,
        () => `The agency drivers need site inductions, that's ${n(1, 3)} hours each.`,
        () => `I'll book the refrigeration engineer to be on site the whole weekend.`,
        () => 'We should do a dry run with two trucks the week before.',
        () => `Overtime for the weekend is roughly ${k()}, Priya already has it in the budget.`,
      ],
    },
    staffing: {
      who: [S.aisha, S.aisha, S.jonas, S.helena, S.priya],
      lines: [
        () => `The agency wants ${n(2, 6)} weeks' notice for anything over twenty people.`,
        () => `We lost ${n(5, 15)} people in the first week last year, mostly on nights.`,
        () => `Induction could be shortened if we split it into two half days.`,
        () => `The chilled area needs people with the cold-work training, that is the bottleneck.`,
        () => `Transport from the station would help, half of the seasonals do not drive.`,
        () => `For peak we need ${n(40, 90)} seasonal staff, the agency says they can do ${n(30, 80)}.`,
        () => `Retention from last year's seasonal intake was ${pct()}, which is poor.`,
        () => 'We could offer a completion bonus if people stay through to January.',
        () => `Training capacity is ${n(10, 20)} people a day, so we need to start early November.`,
        () => 'The night shift is the hardest to fill, always.',
        () => `Sick leave is running at ${n(4, 7)} percent, we should plan for that.`,
        () => "Let's see the numbers by site next week, not just the total.",
      ],
    },
    parking: {
      who: [S.daniel, S.daniel, S.aisha, S.helena, S.mei, S.sofie],
      lines: [
        () => 'The staff car park is full by seven, the late shift has nowhere to park.',
        () => `We could rent ${n(20, 60)} spaces from the business park next door.`,
        () => 'Or we run a shuttle from the station, which is what the other tenants do.',
        () => 'People keep parking in the fire lane, facilities has had two warnings.',
        () => 'Can we get a quote for the extra spaces and decide next month?',
      ],
    },
  };
  type Cue = { at: number; who: string; text: string };
  const cues: Cue[] = [];
  let clock = 2.35;
  const say = (who: string, text: string) => {
    cues.push({ at: clock, who, text });
    clock += 0.6 + text.length / 15 + random() * 1.4;
  };
  const openers = [
    '',
    '',
    '',
    '',
    'So ',
    'Yeah, so ',
    'I mean, ',
    'Okay, ',
    'Right, ',
    'Honestly, ',
    'Just to add, ',
    'And ',
    'But ',
    'Look, ',
    'Um, ',
    'For what it is worth, ',
  ];
  const tails = [
    '',
    '',
    '',
    '',
    '',
    ' If that makes sense.',
    ' I think.',
    ' Anyway.',
    ' But we can come back to that.',
    ' That is my view, at least.',
    ' Does that work?',
    ' Right?',
  ];
  /** What `who` says next on `topic`: one or two of its lines, sometimes with an opener or a tail, never naming the speaker. */
  const utter = (who: string, topic: string) => {
    const t = topics[topic]!;
    const first = who.split(' ')[0]!;
    let core = oneOf(random, t.lines)();
    for (let tries = 0; core.includes(first) && tries < 5; tries++) core = oneOf(random, t.lines)();
    if (random() < 0.3) {
      const more = oneOf(random, t.lines)();
      if (!more.includes(first) && more !== core) core = `${core} ${more}`;
    }
    const opener = oneOf(random, openers);
    const word = core.split(/[ ,']/)[0]!;
    const keep = word === 'I' || word === word.toUpperCase() || everyone.some((name) => name.startsWith(`${word} `));
    const text = opener ? `${opener}${keep ? core : `${core[0]!.toLowerCase()}${core.slice(1)}`}` : core;
    return `${text}${oneOf(random, tails)}`;
  };
  const run = (topic: string, until: number) => {
    const t = topics[topic]!;
    while (clock < until) {
      if (random() < 0.2) say(oneOf(random, everyone), oneOf(random, filler));
      else {
        const who = oneOf(random, t.who);
        say(who, utter(who, topic));
      }
    }
  };
  for (const [who, text] of [
    [S.helena, "Morning everyone, let's give people another minute to join."],
    [S.lukas, 'The recording is on, and the transcript is running.'],
    [S.helena, "Thanks. I've shared the agenda in the channel, it's the same as the invite."],
    [
      S.helena,
      'So the plan is budget first, then the carrier tender, a quick look at the service numbers, lunch, and then the afternoon is the operational stuff.',
    ],
    [S.daniel, 'Coffee is in the back for the people in the room.'],
    [S.priya, "Okay, I'll share my screen. Can everyone see the budget pack?"],
  ] as const)
    say(who, text);
  run('budget', 3_900);
  say(S.helena, "We'll settle the cold store date after lunch, I want Daniel in the room for that.");
  run('budget', 4_800);
  run('tender', 8_100);
  say(S.tomasz, 'For the cold store move I asked both freezer carriers for the fourteenth and the twenty-first, quotes by Friday.');
  run('tender', 9_000);
  run('service', 10_400);
  say(S.helena, oneOf(random, topics.lunch!.lines)());
  clock = 13_500;
  say(S.helena, "Okay, welcome back. Cold store. Let's settle the date first and then go through the plan.");
  run('move', 14_300);
  const script: [string, string][] = [
    [
      S.daniel,
      'The landlord says the new chambers are signed off from the fourth, so anything from the weekend of the seventh works for them.',
    ],
    [S.tomasz, 'The seventh is tight for me, we have the promo volumes for the supermarket chain that week.'],
    [S.jonas, 'What if the cold store goes over on the fourteenth? Then I still have a week of slack on the racking.'],
    [S.mei, 'The fourteenth clashes with the refrigeration engineers, they are at the Tilburg site that whole week.'],
    [S.priya, "And the twenty-eighth is Black Friday weekend, so that one's completely out."],
    [S.helena, "So we're really choosing between the fourteenth and the twenty-first."],
    [S.lukas, 'From the WMS side I need the new location codes loaded five days before, so either works for me.'],
    [S.aisha, 'If it is the twenty-first I need to tell the night shift by the end of this week.'],
    [S.jonas, "Honestly, the twenty-first is safer. I'd rather not rush the racking."],
    [S.helena, 'And who owns the cutover itself? Jonas, is that you or Daniel?'],
    [S.daniel, "I'll do the building side, but the move itself should be Jonas."],
    [S.jonas, "Yeah, fine, I'll take it."],
  ];
  for (const [who, text] of script) {
    say(who, text);
    if (random() < 0.6) say(oneOf(random, everyone), oneOf(random, filler));
  }
  const decision =
    'Good, then that is locked in: the cold store goes over to Venlo on the weekend of the twenty-first, and Jonas is running the cutover.';
  say(S.helena, decision);
  say(S.lukas, 'Noted. I will put the location code freeze in for the seventeenth.');
  run('plan', 17_800);
  run('staffing', 20_600);
  run('parking', 21_700);
  for (const [who, text] of [
    [S.helena, "Okay, I think that's everything. Thanks everyone, long day."],
    [S.helena, "I'll send the actions round tomorrow morning."],
    [S.sofie, 'Thanks, bye.'],
    [S.lukas, "I'll stop the recording now."],
  ] as const)
    say(who, text);
  const vtt = (sec: number) => {
    const ms = Math.round(sec * 1000);
    return `${pad2(Math.floor(ms / 3_600_000))}:${pad2(Math.floor((ms % 3_600_000) / 60_000))}:${pad2(Math.floor((ms % 60_000) / 1000))}.${String(ms % 1000).padStart(3, '0')}`;
  };
  const blocks = cues.map((c, i) => {
    const end = Math.min(i + 1 < cues.length ? cues[i + 1]!.at - 0.05 : c.at + 4, c.at + 1 + c.text.length / 15);
    return `${i + 1}\n${vtt(c.at)} --> ${vtt(end)}\n${c.who}: ${c.text}`;
  });
  const output = `WEBVTT\n\n${blocks.join('\n\n')}\n`;
  const ask = "What did they end up settling on for when the freezer warehouse relocation happens, and who's leading it?";
  return singleCallTask(
    'round 12: meeting transcript, preamble and paraphrase',
    `I couldn't make yesterday's ops planning day, so here's the transcript from the Zoom recording. The morning was the Q4 budget review and the carrier tender, and Priya already sent me notes on both, so skip those. There was also a long back and forth about the staff car park that I don't care about. ${ask}`,
    'get_meeting_transcript',
    output,
    [{ id: 'decision', ask, needles: [textNeedle(`${S.helena}: ${decision}`)] }],
  );
}

// d. Answers with no error word: one value unlike all its peers, asked in everyday words.

/** `zfs get all` on a file server's pool: the one dataset with synchronous writes switched off. */
function zfsGetAll(): EconomicsTask {
  const random = seededRandom(12_101);
  type Ds = { name: string; volume: boolean; local: Map<string, string> };
  const datasets: Ds[] = [];
  const add = (name: string, volume = false, local: [string, string][] = []) => datasets.push({ name, volume, local: new Map(local) });
  add('tank', false, [
    ['compression', 'lz4'],
    ['atime', 'off'],
    ['xattr', 'sa'],
    ['acltype', 'posix'],
  ]);
  add('tank/home', false, [['quota', '8T']]);
  const users = new Set<string>();
  while (users.size < 120) users.add(`${oneOf(random, GIVEN)}.${oneOf(random, FAMILY)}`);
  for (const u of [...users].sort())
    add(`tank/home/${u}`, false, random() < 0.3 ? [['quota', `${oneOf(random, [100, 200, 250, 500])}G`]] : []);
  add('tank/projects', false, [['recordsize', '1M']]);
  for (const p of [
    'atlas',
    'borealis',
    'cobalt',
    'delta-survey',
    'ember',
    'fjord',
    'granite',
    'harbour',
    'ironwood',
    'juniper',
    'kestrel',
    'lumen',
    'meridian',
    'nimbus',
    'onyx',
    'pioneer',
    'quarry',
    'redwood',
    'saltmarsh',
    'tamarack',
    'umber',
    'vantage',
    'willow',
    'yarrow',
  ])
    for (const sub of ['', '/raw', '/renders', '/deliverables'])
      add(`tank/projects/${p}${sub}`, false, sub === '/raw' ? [['compression', 'zstd-3']] : []);
  add('tank/pg', false, [
    ['recordsize', '16K'],
    ['logbias', 'throughput'],
    ['primarycache', 'metadata'],
  ]);
  for (const db of ['main', 'analytics', 'wal-archive', 'scratch'])
    add(`tank/pg/${db}`, false, db === 'wal-archive' ? [['compression', 'zstd-9']] : []);
  add('tank/docker', false, [['mountpoint', '/var/lib/docker']]);
  for (let i = 0; i < 30; i++) add(`tank/docker/${hex(random, 64)}`, false, [['mountpoint', 'legacy']]);
  add('tank/vm', false, []);
  for (const vm of [
    'ci-runner-01',
    'ci-runner-02',
    'ci-runner-03',
    'ci-runner-04',
    'build-win11',
    'dc01',
    'dc02',
    'gitlab',
    'jira',
    'pfsense',
    'nextcloud',
    'grafana',
  ])
    add(`tank/vm/${vm}-disk0`, true, [
      ['volsize', oneOf(random, ['64G', '128G', '256G', '512G'])],
      ['volblocksize', '16K'],
    ]);
  add('tank/backups', false, [
    ['compression', 'zstd-9'],
    ['readonly', 'on'],
  ]);
  for (const host of ['fs01', 'fs02', 'db01', 'db02', 'mail', 'gitlab', 'wiki', 'ldap'])
    for (const year of ['2025', '2026']) add(`tank/backups/${host}/${year}`, false, []);
  add('tank/scratch', false, [
    ['compression', 'off'],
    ['sync', 'standard'],
  ]);
  add('tank/media', false, [['recordsize', '1M']]);
  for (const m of ['photos', 'video-archive', 'video-edit', 'music', 'scans'])
    add(`tank/media/${m}`, false, m === 'video-edit' ? [['sync', 'disabled']] : []);
  const path = (d: Ds) => d.name.split('/');
  datasets.sort((a, b) => {
    const [x, y] = [path(a), path(b)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return x.length - y.length;
  });
  // Every property zfs prints, in its order, with its default; a volume shows '-' for a filesystem's own properties, and the reverse.
  const fsOnly = new Set([
    'mounted',
    'quota',
    'recordsize',
    'mountpoint',
    'sharenfs',
    'atime',
    'devices',
    'exec',
    'setuid',
    'zoned',
    'snapdir',
    'aclmode',
    'aclinherit',
    'canmount',
    'xattr',
    'version',
    'utf8only',
    'normalization',
    'casesensitivity',
    'vscan',
    'nbmand',
    'sharesmb',
    'refquota',
    'filesystem_limit',
    'filesystem_count',
    'acltype',
    'relatime',
    'overlay',
    'special_small_blocks',
  ]);
  const volOnly = new Set(['volsize', 'volblocksize', 'snapdev', 'volmode']);
  const defaults: [string, string][] = [
    ['type', ''],
    ['creation', ''],
    ['used', ''],
    ['available', ''],
    ['referenced', ''],
    ['compressratio', ''],
    ['mounted', 'yes'],
    ['quota', 'none'],
    ['reservation', 'none'],
    ['recordsize', '128K'],
    ['mountpoint', ''],
    ['sharenfs', 'off'],
    ['checksum', 'on'],
    ['compression', 'on'],
    ['atime', 'on'],
    ['devices', 'on'],
    ['exec', 'on'],
    ['setuid', 'on'],
    ['readonly', 'off'],
    ['zoned', 'off'],
    ['snapdir', 'hidden'],
    ['aclmode', 'discard'],
    ['aclinherit', 'restricted'],
    ['createtxg', ''],
    ['canmount', 'on'],
    ['xattr', 'on'],
    ['copies', '1'],
    ['version', '5'],
    ['utf8only', 'off'],
    ['normalization', 'none'],
    ['casesensitivity', 'sensitive'],
    ['vscan', 'off'],
    ['nbmand', 'off'],
    ['sharesmb', 'off'],
    ['refquota', 'none'],
    ['refreservation', 'none'],
    ['guid', ''],
    ['primarycache', 'all'],
    ['secondarycache', 'all'],
    ['usedbysnapshots', ''],
    ['usedbydataset', ''],
    ['usedbychildren', ''],
    ['usedbyrefreservation', ''],
    ['logbias', 'latency'],
    ['objsetid', ''],
    ['dedup', 'off'],
    ['mlslabel', 'none'],
    ['sync', 'standard'],
    ['dnodesize', 'legacy'],
    ['refcompressratio', ''],
    ['written', ''],
    ['logicalused', ''],
    ['logicalreferenced', ''],
    ['volsize', ''],
    ['volblocksize', ''],
    ['volmode', 'default'],
    ['filesystem_limit', 'none'],
    ['snapshot_limit', 'none'],
    ['filesystem_count', 'none'],
    ['snapshot_count', 'none'],
    ['snapdev', 'hidden'],
    ['acltype', 'off'],
    ['context', 'none'],
    ['fscontext', 'none'],
    ['defcontext', 'none'],
    ['rootcontext', 'none'],
    ['relatime', 'on'],
    ['redundant_metadata', 'all'],
    ['overlay', 'on'],
    ['encryption', 'off'],
    ['keylocation', 'none'],
    ['keyformat', 'none'],
    ['pbkdf2iters', '0'],
    ['special_small_blocks', '0'],
    ['prefetch', 'all'],
  ];
  const byName = new Map(datasets.map((d) => [d.name, d]));
  const inherited = (d: Ds, prop: string): [string, string] | null => {
    for (let p = d.name.lastIndexOf('/'); p > 0; p = d.name.lastIndexOf('/', p - 1)) {
      const parent = byName.get(d.name.slice(0, p));
      const v = parent?.local.get(prop);
      if (v !== undefined) return [v, `inherited from ${parent!.name}`];
    }
    return null;
  };
  const size = (lo: number, hi: number) => {
    const v = lo + random() * (hi - lo);
    return v >= 1024
      ? `${(v / 1024).toFixed(2)}T`
      : v >= 1
        ? `${v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v)}G`
        : `${Math.round(v * 1024)}M`;
  };
  const rows: [string, string, string, string][] = [];
  let txg = 41;
  let targetRow: [string, string, string, string] | undefined;
  for (const d of datasets) {
    txg += between(random, 40, 90_000);
    const created = new Date(Date.UTC(2023, 1, 14) + txg * 7_000)
      .toUTCString()
      .replace(
        /^(\w+), (\d+) (\w+) (\d+) ([\d:]+) GMT$/,
        (_m, wd: string, dd: string, mo: string, yy: string, t: string) =>
          `${wd} ${mo} ${String(Number(dd)).padStart(2)} ${t.slice(0, 5)} ${yy}`,
      );
    const used = d.name === 'tank' ? '11.2T' : size(0.02, d.name.split('/').length === 2 ? 3_000 : 400);
    for (const [prop, def] of defaults) {
      let value = def;
      let source = 'default';
      if ((d.volume && fsOnly.has(prop)) || (!d.volume && volOnly.has(prop))) {
        value = '-';
        source = '-';
      } else if (d.local.has(prop)) {
        value = d.local.get(prop)!;
        source = 'local';
      } else if (
        [
          'type',
          'creation',
          'used',
          'available',
          'referenced',
          'compressratio',
          'createtxg',
          'guid',
          'usedbysnapshots',
          'usedbydataset',
          'usedbychildren',
          'usedbyrefreservation',
          'objsetid',
          'refcompressratio',
          'written',
          'logicalused',
          'logicalreferenced',
          'mounted',
          'version',
          'utf8only',
          'normalization',
          'casesensitivity',
        ].includes(prop)
      ) {
        source = '-';
        value =
          prop === 'type'
            ? d.volume
              ? 'volume'
              : 'filesystem'
            : prop === 'creation'
              ? created
              : prop === 'used' || prop === 'logicalused'
                ? used
                : prop === 'available'
                  ? '18.4T'
                  : prop === 'referenced' || prop === 'logicalreferenced' || prop === 'usedbydataset'
                    ? size(0.01, 300)
                    : prop === 'compressratio' || prop === 'refcompressratio'
                      ? `${(1 + random() * 1.4).toFixed(2)}x`
                      : prop === 'createtxg'
                        ? String(txg)
                        : prop === 'guid'
                          ? String(BigInt(`0x${hex(random, 15)}`))
                          : prop === 'objsetid'
                            ? String(between(random, 54, 90_000))
                            : prop === 'written'
                              ? size(0.001, 20)
                              : prop === 'usedbysnapshots' || prop === 'usedbychildren'
                                ? size(0, 50)
                                : prop === 'usedbyrefreservation'
                                  ? '0B'
                                  : prop === 'mounted'
                                    ? 'yes'
                                    : def;
        if (prop === 'casesensitivity' || prop === 'normalization' || prop === 'utf8only' || prop === 'version') source = '-';
      } else if (prop === 'mountpoint') {
        const inh = inherited(d, 'mountpoint');
        value = inh ? `${inh[0]}${d.name.slice(inh[1].length - 'inherited from '.length)}` : `/${d.name}`;
        source = inh && inh[0] !== 'legacy' ? inh[1] : 'default';
        if (inh?.[0] === 'legacy') value = 'legacy';
      } else {
        const inh = inherited(d, prop);
        if (inh) [value, source] = inh;
      }
      const row: [string, string, string, string] = [d.name, prop, value, source];
      if (d.name === 'tank/media/video-edit' && prop === 'sync') targetRow = row;
      rows.push(row);
    }
  }
  const w = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]!.length), ['NAME', 'PROPERTY', 'VALUE'][c]!.length));
  const fmt = (r: readonly string[]) => `${r[0]!.padEnd(w[0]!)}  ${r[1]!.padEnd(w[1]!)}  ${r[2]!.padEnd(w[2]!)}  ${r[3]}`;
  const lines = [fmt(['NAME', 'PROPERTY', 'VALUE', 'SOURCE']), ...rows.map(fmt)];
  const ask = 'Has somebody switched off synchronous writes on one of the datasets in this pool? Which one?';
  return singleCallTask('round 12: zfs get all', ask, 'run_shell', lines.join('\n'), [
    { id: 'dataset', ask, needles: [textNeedle(fmt(targetRow!))] },
  ]);
}

/** `clush -w stor-[001-160] ip -d link show` on a storage cluster: the one node whose storage VLAN is not on jumbo frames. */
function ipLinkClush(): EconomicsTask {
  const random = seededRandom(12_111);
  const mac = (prefix: string) => `${prefix}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`;
  const gso = (tx: number) =>
    `addrgenmode none numtxqueues ${tx} numrxqueues ${tx} gso_max_size 65536 gso_max_segs 65535 tso_max_size ${tx > 1 ? 65536 : 524280} tso_max_segs 65535 gro_max_size 65536`;
  const hosts = Array.from({ length: 160 }, (_, i) => `stor-${String(i + 1).padStart(3, '0')}`);
  const target = 'stor-087';
  let needle = '';
  const blocks = hosts.map((host) => {
    const nicMac = mac(oneOf(random, ['b8:ce:f6', '0c:42:a1', '10:70:fd']));
    const mgmtMac = mac('3c:ec:ef');
    const slave = (idx: number, name: string, bus: string, port: number) => [
      `${idx}: ${name}: <BROADCAST,MULTICAST,SLAVE,UP,LOWER_UP> mtu 9000 qdisc mq master bond0 state UP mode DEFAULT group default qlen 1000`,
      `    link/ether ${nicMac} brd ff:ff:ff:ff:ff:ff permaddr ${port ? mac(nicMac.slice(0, 8)) : nicMac} promiscuity 0  allmulti 0 minmtu 68 maxmtu 9978 `,
      `    bond_slave state ACTIVE mii_status UP perm_hwaddr ${nicMac} queue_id 0 prio 0 ad_aggregator_id 1 ad_actor_oper_port_state 61 ad_actor_oper_port_state_str <active,short_timeout,aggregating,in_sync,collecting,distributing> ad_partner_oper_port_state 61 ad_partner_oper_port_state_str <active,short_timeout,aggregating,in_sync,collecting,distributing> ${gso(252)} parentbus pci parentdev 0000:${bus}:00.${port} `,
      `    altname enp${parseInt(bus, 16)}s0f${port}np${port}`,
    ];
    const vlan = (idx: number, id: number, mtu: number) => {
      const line = `${idx}: bond0.${id}@bond0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu ${mtu} qdisc noqueue state UP mode DEFAULT group default qlen 1000`;
      if (id === 210 && mtu !== 9000) needle = `${host}: ${line}`;
      return [
        line,
        `    link/ether ${nicMac} brd ff:ff:ff:ff:ff:ff promiscuity 0  allmulti 0 minmtu 0 maxmtu 65535 `,
        `    vlan protocol 802.1Q id ${id} <REORDER_HDR> ${gso(1)} `,
      ];
    };
    const lines = [
      '1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN mode DEFAULT group default qlen 1000',
      `    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00 promiscuity 0  allmulti 0 minmtu 0 maxmtu 0 addrgenmode eui64 numtxqueues 1 numrxqueues 1 gso_max_size 65536 gso_max_segs 65535 tso_max_size 524280 tso_max_segs 65535 gro_max_size 65536 `,
      '2: eno1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP mode DEFAULT group default qlen 1000',
      `    link/ether ${mgmtMac} brd ff:ff:ff:ff:ff:ff promiscuity 0  allmulti 0 minmtu 68 maxmtu 9000 ${gso(8)} parentbus pci parentdev 0000:03:00.0 `,
      '    altname enp3s0f0',
      '3: eno2: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 qdisc mq state DOWN mode DEFAULT group default qlen 1000',
      `    link/ether ${mac('3c:ec:ef')} brd ff:ff:ff:ff:ff:ff promiscuity 0  allmulti 0 minmtu 68 maxmtu 9000 ${gso(8)} parentbus pci parentdev 0000:03:00.1 `,
      '    altname enp3s0f1',
      ...slave(4, 'ens1f0np0', 'a1', 0),
      ...slave(5, 'ens1f1np1', 'a1', 1),
      '6: bond0: <BROADCAST,MULTICAST,MASTER,UP,LOWER_UP> mtu 9000 qdisc noqueue state UP mode DEFAULT group default qlen 1000',
      `    link/ether ${nicMac} brd ff:ff:ff:ff:ff:ff promiscuity 0  allmulti 0 minmtu 68 maxmtu 65535 `,
      `    bond mode 802.3ad miimon 100 updelay 0 downdelay 0 peer_notify_delay 0 use_carrier 1 arp_interval 0 arp_missed_max 2 arp_validate none arp_all_targets any primary_reselect always xmit_hash_policy layer3+4 resend_igmp 1 num_grat_arp 1 all_slaves_active 0 min_links 0 lp_interval 1 packets_per_slave 1 lacp_active on lacp_rate fast ad_select stable ad_aggregator 1 ad_num_ports 2 ad_actor_key 21 ad_partner_key ${between(random, 10, 40)} ad_partner_mac ${mac('00:1c:73')} ad_actor_sys_prio 65535 ad_user_port_key 0 ad_actor_system 00:00:00:00:00:00 tlb_dynamic_lb 1 ${gso(16)} `,
      ...vlan(7, 210, host === target ? 1500 : 9000),
      ...vlan(8, 211, 9000),
      ...vlan(9, 30, 1500),
      '10: docker0: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 qdisc noqueue state DOWN mode DEFAULT group default ',
      `    link/ether 02:42:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)} brd ff:ff:ff:ff:ff:ff promiscuity 0  allmulti 0 minmtu 68 maxmtu 65535 `,
      `    bridge forward_delay 1500 hello_time 200 max_age 2000 ageing_time 30000 stp_state 0 priority 32768 vlan_filtering 0 vlan_protocol 802.1Q bridge_id 8000.2:42:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)} designated_root 8000.2:42:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)} root_port 0 root_path_cost 0 topology_change 0 topology_change_detected 0 hello_timer    0.00 tcn_timer    0.00 topology_change_timer    0.00 gc_timer  ${(random() * 300).toFixed(2).padStart(6)} vlan_default_pvid 1 vlan_stats_enabled 0 vlan_stats_per_port 0 group_fwd_mask 0 group_address 01:80:c2:00:00:00 mcast_snooping 1 no_linklocal_learn 0 mcast_vlan_snooping 0 mcast_router 1 mcast_query_use_ifaddr 0 mcast_querier 0 mcast_hash_elasticity 16 mcast_hash_max 4096 mcast_last_member_count 2 mcast_startup_query_count 2 mcast_last_member_interval 100 mcast_membership_interval 26000 mcast_querier_interval 25500 mcast_query_interval 12500 mcast_query_response_interval 1000 mcast_startup_query_interval 3125 mcast_stats_enabled 0 mcast_igmp_version 2 mcast_mld_version 1 nf_call_iptables 0 nf_call_ip6tables 0 nf_call_arptables 0 ${gso(1)} `,
    ];
    return lines.map((l) => `${host}: ${l}`);
  });
  // The management VLAN (30) is on a standard MTU everywhere; only the storage VLANs (210, 211) carry jumbo frames.
  const at = hosts.indexOf(target);
  const order = shuffle(random, [...blocks.slice(0, at), ...blocks.slice(at + 1)]);
  order.splice(Math.floor(order.length * 0.5), 0, blocks[at]!);
  const lines = interleave(random, order, 32);
  const ask = "One of the storage nodes isn't using jumbo frames on the storage VLAN (210) like all the others. Which node is it?";
  return singleCallTask('round 12: ip -d link over clush', ask, 'clush', lines.join('\n'), [
    { id: 'node', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `pdsh -w ^hosts sshd -T` over a fleet: the one server that still takes passwords. */
function sshdTPdsh(): EconomicsTask {
  const random = seededRandom(12_121);
  const certs = (algs: string[]) =>
    algs.flatMap((a) => [
      a.replace(/^(ssh-ed25519|ecdsa-sha2-nistp\d+|sk-[^@]+|rsa-sha2-\d+)(@openssh\.com)?$/, '$1-cert-v01@openssh.com'),
    ]);
  const keyAlgs = [
    'ssh-ed25519',
    'ecdsa-sha2-nistp256',
    'ecdsa-sha2-nistp384',
    'ecdsa-sha2-nistp521',
    'sk-ssh-ed25519@openssh.com',
    'sk-ecdsa-sha2-nistp256@openssh.com',
    'rsa-sha2-512',
    'rsa-sha2-256',
  ];
  const withCerts = [...certs(keyAlgs), ...keyAlgs].join(',');
  type Host = { name: string; role: string; legacy: boolean };
  const hosts: Host[] = [];
  const add = (prefix: string, n: number, role: string, width = 2) => {
    for (let i = 1; i <= n; i++) hosts.push({ name: `${prefix}-${String(i).padStart(width, '0')}`, role, legacy: random() < 0.2 });
  };
  add('api', 40, 'app');
  add('web', 24, 'app');
  add('worker', 70, 'app', 3);
  add('db', 8, 'db');
  add('cache', 6, 'db');
  add('ci', 20, 'ci');
  add('bastion', 2, 'bastion');
  const target = 'api-27';
  const config = (h: Host): [string, string][] => {
    const bastion = h.role === 'bastion';
    return [
      ['port', '22'],
      ['addressfamily', 'any'],
      ['listenaddress', '[::]:22'],
      ['listenaddress', '0.0.0.0:22'],
      ['usepam', 'yes'],
      ['logingracetime', '30'],
      ['x11displayoffset', '10'],
      ['maxauthtries', '3'],
      ['maxsessions', bastion ? '20' : '10'],
      ['clientaliveinterval', '300'],
      ['clientalivecountmax', '2'],
      ...(h.legacy ? [] : ([['requiredrsasize', '2048']] as [string, string][])),
      ['streamlocalbindmask', '0177'],
      ['permitrootlogin', h.role === 'db' ? 'without-password' : 'no'],
      ['ignorerhosts', 'yes'],
      ['ignoreuserknownhosts', 'no'],
      ['hostbasedauthentication', 'no'],
      ['hostbasedusesnamefrompacketonly', 'no'],
      ['pubkeyauthentication', 'yes'],
      ['kerberosauthentication', 'no'],
      ['kerberosorlocalpasswd', 'yes'],
      ['kerberosticketcleanup', 'yes'],
      ['gssapiauthentication', 'no'],
      ['gssapicleanupcredentials', 'yes'],
      ['gssapikeyexchange', 'no'],
      ['gssapistrictacceptorcheck', 'yes'],
      ['gssapistorecredentialsonrekey', 'no'],
      [
        'gssapikexalgorithms',
        'gss-group14-sha256-,gss-group16-sha512-,gss-nistp256-sha256-,gss-curve25519-sha256-,gss-group14-sha1-,gss-gex-sha1-',
      ],
      ['passwordauthentication', h.name === target ? 'yes' : 'no'],
      ['kbdinteractiveauthentication', 'no'],
      ['printmotd', 'no'],
      ['printlastlog', 'yes'],
      ['x11forwarding', h.role === 'ci' ? 'yes' : 'no'],
      ['x11uselocalhost', 'yes'],
      ['permittty', 'yes'],
      ['permituserrc', 'yes'],
      ['strictmodes', 'yes'],
      ['tcpkeepalive', 'yes'],
      ['permitemptypasswords', 'no'],
      ['compression', 'yes'],
      ['gatewayports', 'no'],
      ['usedns', 'no'],
      ['allowtcpforwarding', bastion ? 'yes' : 'no'],
      ['allowagentforwarding', bastion ? 'yes' : 'no'],
      ['disableforwarding', 'no'],
      ['allowstreamlocalforwarding', 'no'],
      ['streamlocalbindunlink', 'no'],
      ['fingerprinthash', 'SHA256'],
      ['exposeauthinfo', 'no'],
      ['pidfile', '/run/sshd.pid'],
      ['modulifile', '/etc/ssh/moduli'],
      ['xauthlocation', '/usr/bin/xauth'],
      ['ciphers', 'chacha20-poly1305@openssh.com,aes256-gcm@openssh.com,aes128-gcm@openssh.com,aes256-ctr,aes192-ctr,aes128-ctr'],
      ['macs', 'hmac-sha2-512-etm@openssh.com,hmac-sha2-256-etm@openssh.com,umac-128-etm@openssh.com'],
      ['banner', bastion ? '/etc/issue.net' : 'none'],
      ['forcecommand', 'none'],
      ['chrootdirectory', 'none'],
      ['trustedusercakeys', '/etc/ssh/trusted_user_ca_keys.pub'],
      ['revokedkeys', '/etc/ssh/revoked_keys'],
      ['securitykeyprovider', 'internal'],
      ['authorizedprincipalsfile', '/etc/ssh/auth_principals/%u'],
      ['versionaddendum', 'none'],
      ['authorizedkeyscommand', 'none'],
      ['authorizedkeyscommanduser', 'none'],
      ['authorizedprincipalscommand', 'none'],
      ['authorizedprincipalscommanduser', 'none'],
      ['hostkeyagent', 'none'],
      [
        'kexalgorithms',
        h.legacy
          ? 'curve25519-sha256,curve25519-sha256@libssh.org,ecdh-sha2-nistp256,ecdh-sha2-nistp384,ecdh-sha2-nistp521,diffie-hellman-group-exchange-sha256,diffie-hellman-group16-sha512,diffie-hellman-group18-sha512,diffie-hellman-group14-sha256'
          : 'sntrup761x25519-sha512@openssh.com,curve25519-sha256,curve25519-sha256@libssh.org,ecdh-sha2-nistp256,ecdh-sha2-nistp384,ecdh-sha2-nistp521,diffie-hellman-group-exchange-sha256,diffie-hellman-group16-sha512,diffie-hellman-group18-sha512,diffie-hellman-group14-sha256,ext-info-s,kex-strict-s-v00@openssh.com',
      ],
      ['casignaturealgorithms', keyAlgs.join(',')],
      ['hostbasedacceptedalgorithms', withCerts],
      ['hostkeyalgorithms', withCerts],
      ['pubkeyacceptedalgorithms', withCerts],
      ['loglevel', 'VERBOSE'],
      ['syslogfacility', 'AUTH'],
      ['authorizedkeysfile', '.ssh/authorized_keys .ssh/authorized_keys2'],
      ['hostkey', '/etc/ssh/ssh_host_ecdsa_key'],
      ['hostkey', '/etc/ssh/ssh_host_ed25519_key'],
      ['hostkey', '/etc/ssh/ssh_host_rsa_key'],
      ['hostcertificate', '/etc/ssh/ssh_host_ed25519_key-cert.pub'],
      ['acceptenv', 'LANG'],
      ['acceptenv', 'LC_*'],
      ...(h.role === 'ci' ? ([['acceptenv', 'CI_*']] as [string, string][]) : []),
      ['authenticationmethods', 'any'],
      ['subsystem', 'sftp /usr/lib/openssh/sftp-server'],
      ['maxstartups', bastion ? '30:30:200' : '10:30:100'],
      ...(h.legacy
        ? []
        : ([
            ['persourcemaxstartups', 'none'],
            ['persourcenetblocksize', '32:128'],
          ] as [string, string][])),
      ['permittunnel', 'no'],
      ['ipqos', 'lowdelay throughput'],
      ['rekeylimit', '0 0'],
      ['permitopen', 'any'],
      ['permitlisten', 'any'],
      ['permituserenvironment', 'no'],
      ['pubkeyauthoptions', 'none'],
      ...(h.legacy
        ? []
        : ([
            ['channeltimeout', 'none'],
            ['unusedconnectiontimeout', 'none'],
          ] as [string, string][])),
    ];
  };
  const blocks = hosts.map((h) => config(h).map(([k, v]) => `${h.name}: ${k} ${v}`));
  const at = hosts.findIndex((h) => h.name === target);
  const order = shuffle(random, [...blocks.slice(0, at), ...blocks.slice(at + 1)]);
  order.splice(Math.floor(order.length * 0.47), 0, blocks[at]!);
  const lines = interleave(random, order, 32);
  const ask = 'Is there still a server in this list that lets people log in over SSH with just a password? Which one?';
  return singleCallTask('round 12: sshd -T over pdsh', ask, 'pdsh', lines.join('\n'), [
    { id: 'host', ask, needles: [textNeedle(`${target}: passwordauthentication yes`)] },
  ]);
}

export function roundTwelve(): EconomicsTask[] {
  return [
    reduxStateExport(),
    bigQueryResponse(),
    protobufLogLine(),
    goroutineDump(),
    mavenDependencyTree(),
    ansibleInventory(),
    nginxErrorLog(),
    kubeAuditLog(),
    meetingTranscript(),
    zfsGetAll(),
    ipLinkClush(),
    sshdTPdsh(),
  ];
}
