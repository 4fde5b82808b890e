/**
 * Probe tasks, round 14: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 13. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 14: loki query_range              (Loki's `/loki/api/v1/query_range`, one line of JSON holding JSON log lines)
 *      round 14: figma file api                (Figma's `GET /v1/files/:key` for a design system, one line of JSON)
 *      round 14: notion database query         (Notion's `POST /v1/databases/{id}/query` on a roadmap, one line of JSON)
 *   b. the answer a few lines from the line the question's words match:
 *      round 14: surefire junit xml            (`cat target/surefire-reports/TEST-*.xml`, a failure under its testcase)
 *      round 14: cargo clippy                  (`cargo clippy --workspace --all-targets`, the location under the error)
 *      round 14: systemctl cat                 (`systemctl cat '*.service'`, a drop-in under the unit it overrides)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 14: lambda logs tail, paraphrase  (`aws logs tail /aws/lambda/…` over a day)
 *      round 14: kafka server.log, preamble and paraphrase
 *      round 14: gmail takeout mbox, preamble and paraphrase
 *   d. one value unlike all its peers, with no error word near it:
 *      round 14: proc limits over pdsh         (`pdsh … 'cat /proc/$(pgrep -f kafka.Kafka)/limits'`)
 *      round 14: aws rds describe-db-instances
 *      round 14: helm list -A                  (a multi-tenant cluster's releases)
 * Not among the bench's targets.
 *
 * First run, at c70a447 (the library as of 4d9122d; `ROUNDS=14 CONFIGS=ours,context-chef-store,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 4,500,683 tokens):
 *   round 14: loki query_range
 *     context-chef-store: 3,134 tokens, peak 1,889, 1/1 needles, 1 read-backs
 *     ours: 4,496 tokens, peak 2,083, 1/1 needles, 2 read-backs
 *   round 14: figma file api
 *     context-chef-store: 11,650 tokens, peak 4,299, 0/1 needles, 3 read-backs
 *     ours: 8,817 tokens, peak 3,197, 0/1 needles, 3 read-backs
 *   round 14: notion database query
 *     context-chef-store: 4,829 tokens, peak 2,405, 0/1 needles, 2 read-backs
 *     ours: 4,842 tokens, peak 1,699, 0/1 needles, 3 read-backs
 *   round 14: surefire junit xml
 *     context-chef-store: 2,678 tokens, peak 1,449, 1/1 needles, 1 read-backs
 *     ours: 2,422 tokens, peak 1,510, 1/1 needles, 1 read-backs
 *   round 14: cargo clippy
 *     context-chef-store: 8,111 tokens, peak 2,621, 0/1 needles, 4 read-backs
 *     ours: 6,396 tokens, peak 2,159, 0/1 needles, 4 read-backs
 *   round 14: systemctl cat
 *     context-chef-store: 2,733 tokens, peak 1,550, 1/1 needles, 1 read-backs
 *     ours: 2,268 tokens, peak 1,384, 1/1 needles, 1 read-backs
 *   round 14: lambda logs tail, paraphrase
 *     context-chef-store: 6,698 tokens, peak 1,447, 0/1 needles, 4 read-backs
 *     ours: 4,721 tokens, peak 1,006, 1/1 needles, 4 read-backs
 *   round 14: kafka server.log, preamble and paraphrase
 *     context-chef-store: 10,107 tokens, peak 3,743, 0/1 needles, 4 read-backs
 *     ours: 8,394 tokens, peak 3,323, 0/1 needles, 4 read-backs
 *   round 14: gmail takeout mbox, preamble and paraphrase
 *     context-chef-store: 9,622 tokens, peak 2,994, 0/1 needles, 4 read-backs
 *     ours: 7,443 tokens, peak 2,498, 0/1 needles, 4 read-backs
 *   round 14: proc limits over pdsh
 *     context-chef-store: 6,862 tokens, peak 2,288, 0/1 needles, 4 read-backs
 *     ours: 5,552 tokens, peak 1,926, 1/1 needles, 4 read-backs
 *   round 14: aws rds describe-db-instances
 *     context-chef-store: 5,677 tokens, peak 2,441, 0/1 needles, 2 read-backs
 *     ours: 4,701 tokens, peak 2,032, 1/1 needles, 2 read-backs
 *   round 14: helm list -A
 *     context-chef-store: 5,853 tokens, peak 1,268, 0/1 needles, 4 read-backs
 *     ours: 3,647 tokens, peak 789, 0/1 needles, 4 read-backs
 *   context-chef-store: 77,954 tokens, 3/12 needles
 *   ours: 63,699 tokens, 6/12 needles
 */
import { ALNUM, between, chars, hex, interleave, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const B64 = `${ALNUM}+/`;
/** The letters Kubernetes uses in generated names (replica set hashes, pod suffixes). */
const KUBE = 'bcdfghjklmnpqrstvwxz2456789';
const GIVEN =
  'amara anders beatriz bruno carys dmitri elif emil farah finn greta hamid ingrid ivo jana joaquin kamila lasse leila mateo mira noor olav paloma quentin rosa sami sunniva tariq thea umar vera wiebke yusuf zofia'.split(
    ' ',
  );
const FAMILY =
  'aaltonen abiodun bakker brennan carvalho demir eriksen fagerlund gallo haugen ibrahim jensen kowalczyk lund mackenzie novak obrien pereira quinn rahman schubert strand takeda ulloa varga weber xu yilmaz zapata'.split(
    ' ',
  );
/** An ISO time with milliseconds, from epoch milliseconds. */
const iso = (t: number) => new Date(t).toISOString();

// a. Answers in the middle of one long line.

/** Loki's `query_range` over the payments namespace (one line of JSON, each log line a JSON string): one refund's status. */
function lokiQueryRange(): EconomicsTask {
  const random = seededRandom(14_011);
  const target = 'ORD-7719304';
  const orderId = () => {
    const id = `ORD-${between(random, 7_600_000, 7_799_999)}`;
    return id === target ? 'ORD-7719305' : id;
  };
  const end = Date.UTC(2026, 9, 14, 12, 0, 0);
  const span = 6 * 3_600_000;
  const reqId = () => `req_${chars(random, ALNUM, 22)}`;
  const ms = () => Number((random() * 180 + 2).toFixed(1));
  const agents = ['cs:amara.bakker', 'cs:finn.haugen', 'cs:noor.rahman', 'cs:olav.strand', 'ops:refund-bot', 'cs:thea.lund'];
  const apiLine = (t: number, order: string, method: string, path: string, status: number, extra: object = {}) =>
    JSON.stringify({
      level: 'info',
      ts: iso(t),
      caller: 'httpserver/log.go:61',
      msg: 'request completed',
      method,
      path,
      order_id: order,
      status,
      duration_ms: ms(),
      request_id: reqId(),
      trace_id: hex(random, 32),
      ...extra,
    });
  const refund = (t: number, order: string, status: number) =>
    apiLine(t, order, 'POST', '/v1/refunds', status, {
      amount_minor: between(random, 499, 24_999),
      currency: oneOf(random, ['GBP', 'GBP', 'EUR', 'SEK']),
      actor: oneOf(random, agents),
    });
  const getOrder = (t: number, order: string, status: number) =>
    apiLine(t, order, 'GET', `/v1/orders/${order}`, status, { user_agent: 'backoffice/2.31.0 (+https://admin.fjellkit.internal)' });
  const lines: Record<string, (t: number) => string> = {
    'payments-api': (t) => {
      const k = pick(random, 12);
      if (k < 4) return getOrder(t, orderId(), oneOf(random, [200, 200, 200, 200, 304, 404]));
      if (k < 7) return refund(t, orderId(), oneOf(random, [201, 201, 201, 201, 201, 201, 409, 422]));
      if (k < 9) {
        const o = orderId();
        return apiLine(t, o, 'POST', `/v1/payments/pi_${chars(random, ALNUM, 24)}/capture`, oneOf(random, [200, 200, 200, 402]));
      }
      if (k < 11)
        return JSON.stringify({
          level: 'debug',
          ts: iso(t),
          caller: 'db/pool.go:118',
          msg: 'pgxpool stats',
          acquired_conns: between(random, 0, 24),
          idle_conns: between(random, 0, 12),
          total_conns: between(random, 12, 32),
          max_conns: 32,
          acquire_count: between(random, 1_000_000, 9_000_000),
          empty_acquire_count: between(random, 0, 4_000),
        });
      return JSON.stringify({
        level: 'warn',
        ts: iso(t),
        caller: 'db/trace.go:44',
        msg: 'slow query',
        sql: oneOf(random, [
          'SELECT id, order_id, amount_minor, currency, status, psp_reference, created_at FROM refunds WHERE order_id = $1 ORDER BY created_at DESC',
          'UPDATE payments SET status = $1, captured_at = now() WHERE id = $2 AND status = $3',
          'SELECT sum(amount_minor) FROM refunds WHERE payment_id = $1 AND status IN ($2, $3)',
        ]),
        elapsed_ms: between(random, 250, 2_400),
        request_id: reqId(),
      });
    },
    'refund-worker': (t) => {
      const k = pick(random, 5);
      const o = orderId();
      if (k < 2)
        return JSON.stringify({
          level: 'info',
          ts: iso(t),
          caller: 'worker/refund.go:142',
          msg: 'refund submitted to psp',
          order_id: o,
          refund_id: `rf_${chars(random, ALNUM, 20)}`,
          amount_minor: between(random, 499, 24_999),
          psp: oneOf(random, ['adyen', 'adyen', 'klarna', 'paypal']),
          psp_reference: chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16),
        });
      if (k < 4)
        return JSON.stringify({
          level: 'info',
          ts: iso(t),
          caller: 'worker/refund.go:201',
          msg: 'refund settled',
          order_id: o,
          refund_id: `rf_${chars(random, ALNUM, 20)}`,
          settled_after_ms: between(random, 2_000, 90_000),
        });
      return JSON.stringify({
        level: 'debug',
        ts: iso(t),
        caller: 'kafka/consumer.go:77',
        msg: 'message consumed',
        topic: 'payments.refund-requested.v2',
        partition: between(random, 0, 11),
        offset: between(random, 4_000_000, 9_000_000),
        lag: between(random, 0, 40),
      });
    },
    'psp-webhooks': (t) =>
      JSON.stringify({
        level: 'info',
        ts: iso(t),
        caller: 'webhooks/adyen.go:88',
        msg: 'notification accepted',
        event_code: oneOf(random, ['AUTHORISATION', 'CAPTURE', 'REFUND', 'REFUND', 'CANCEL_OR_REFUND', 'CHARGEBACK']),
        psp_reference: chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16),
        merchant_reference: orderId(),
        success: oneOf(random, ['true', 'true', 'true', 'false']),
        live: 'true',
      }),
  };
  type Stream = { labels: Record<string, string>; values: [string, string][] };
  const streams: Stream[] = [];
  for (const [app, pods, perPod] of [
    ['payments-api', 6, 440],
    ['refund-worker', 3, 360],
    ['psp-webhooks', 3, 240],
  ] as const) {
    const rs = chars(random, KUBE, 10);
    for (let p = 0; p < pods; p++) {
      const pod = `${app}-${rs}-${chars(random, KUBE, 5)}`;
      const n = perPod + between(random, -40, 40);
      const times = Array.from({ length: n }, () => end - Math.floor(random() * span)).sort((a, b) => b - a);
      streams.push({
        labels: {
          app,
          container: app,
          instance: pod,
          job: `payments/${app}`,
          namespace: 'payments',
          node_name: `ip-10-42-${between(random, 0, 63)}-${between(random, 2, 250)}.eu-west-1.compute.internal`,
          pod,
          service_name: app,
          stream: 'stdout',
        },
        values: times.map((t) => [`${t}${String(between(random, 0, 999_999)).padStart(6, '0')}`, lines[app]!(t)]),
      });
    }
  }
  shuffle(random, streams);
  const api = streams.filter((s) => s.labels.app === 'payments-api');
  const plant = (s: Stream, at: number, line: (t: number) => string) => {
    const v = s.values[at]!;
    v[1] = line(Number(v[0].slice(0, 13)));
  };
  // The order's own lookups and a near-miss order that also got a 409.
  plant(api[0]!, 37, (t) => getOrder(t, target, 200));
  plant(api[3]!, 301, (t) => getOrder(t, target, 200));
  plant(api[1]!, 120, (t) => refund(t, 'ORD-7719340', 409));
  plant(api[4]!, 88, (t) => refund(t, 'ORD-7719034', 201));
  const worker = streams.find((s) => s.labels.app === 'refund-worker')!;
  plant(worker, 150, (t) =>
    JSON.stringify({
      level: 'info',
      ts: iso(t),
      caller: 'worker/refund.go:173',
      msg: 'refund already settled at psp, skipping',
      order_id: target,
      refund_id: 'rf_Q8mZt2LwV0pXc7HnK4aB',
      psp_reference: 'KX7R2M9PQ4ZL8T3N',
    }),
  );
  const home = api[2]!;
  streams.splice(streams.indexOf(home), 1);
  streams.splice(Math.floor(streams.length / 2), 0, home);
  plant(home, Math.floor(home.values.length / 2), (t) => refund(t, target, 409));
  const needle = JSON.stringify(`"order_id":"${target}","status":409`).slice(1, -1);
  const total = streams.reduce((n, s) => n + s.values.length, 0);
  const result = streams
    .map(
      (s) =>
        `{"stream":${JSON.stringify(s.labels)},"values":[${s.values.map(([ns, l]) => `[${JSON.stringify(ns)},${JSON.stringify(l)}]`).join(',')}]}`,
    )
    .join(',');
  const stats = JSON.stringify({
    summary: {
      bytesProcessedPerSecond: 412_880_113,
      linesProcessedPerSecond: 1_204_331,
      totalBytesProcessed: 1_988_223_410,
      totalLinesProcessed: 5_801_277,
      execTime: 4.81442,
      queueTime: 0.00211,
      subqueries: 0,
      totalEntriesReturned: total,
      splits: 24,
      shards: 16,
      totalPostFilterLines: 5_801_277,
      totalStructuredMetadataBytesProcessed: 0,
    },
    querier: {
      store: {
        totalChunksRef: 2_211,
        totalChunksDownloaded: 2_211,
        chunksDownloadTime: 1_802_331_774,
        queryReferencedStructuredMetadata: false,
      },
    },
    ingester: { totalReached: 9, totalChunksMatched: 118, totalBatches: 1_440, totalLinesSent: 28_801, store: { totalChunksRef: 0 } },
    cache: {
      chunk: { entriesFound: 1_877, entriesRequested: 2_211, entriesStored: 334, bytesReceived: 1_204_388_190, bytesSent: 0, requests: 31 },
      index: { entriesFound: 0, entriesRequested: 0, entriesStored: 0, bytesReceived: 0, bytesSent: 0, requests: 0 },
      result: { entriesFound: 0, entriesRequested: 0, entriesStored: 0, bytesReceived: 0, bytesSent: 0, requests: 0 },
    },
  });
  const output = `{"status":"success","data":{"resultType":"streams","result":[${result}],"stats":${stats}}}`;
  const ask = `What HTTP status did the refund request for order ${target} get back?`;
  return singleCallTask('round 14: loki query_range', ask, 'loki_query_range', output, [
    { id: 'status', ask, needles: [textNeedle(needle)] },
  ]);
}

/** Figma's `GET /v1/files/:key` for a shop's design system (one line of JSON): one component's fill colour. */
function figmaFile(): EconomicsTask {
  const random = seededRandom(14_021);
  type Rgb = readonly [number, number, number];
  type Node = Record<string, unknown>;
  const col = ([r, g, b]: Rgb, a = 1) => ({ r: Math.fround(r / 255), g: Math.fround(g / 255), b: Math.fround(b / 255), a });
  const solid = (c: Rgb) => ({ blendMode: 'NORMAL', type: 'SOLID', color: col(c) });
  const saleRed: Rgb = [217, 40, 85];
  const white: Rgb = [255, 255, 255];
  const ink: Rgb = [17, 24, 39];
  const palette: Rgb[] = [
    ink,
    white,
    [243, 244, 246],
    [229, 231, 235],
    [209, 213, 219],
    [107, 114, 128],
    [75, 85, 99],
    [31, 111, 235],
    [29, 78, 216],
    [219, 234, 254],
    [16, 185, 129],
    [4, 120, 87],
    [209, 250, 229],
    [245, 158, 11],
    [254, 243, 199],
    [124, 58, 237],
    [196, 30, 58],
    [230, 57, 70],
    [254, 226, 226],
    [15, 118, 110],
  ];
  let page = 0;
  let counter = 0;
  const nextId = () => `${page}:${++counter}`;
  const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
  const text = (name: string, characters: string, x: number, y: number, fill: Rgb, size: number, weight: number): Node => {
    const w = Math.round(characters.length * size * 0.56);
    const h = Math.round(size * 1.21);
    return {
      id: nextId(),
      name,
      type: 'TEXT',
      scrollBehavior: 'SCROLLS',
      blendMode: 'PASS_THROUGH',
      fills: [solid(fill)],
      strokes: [],
      strokeWeight: 1,
      strokeAlign: 'OUTSIDE',
      absoluteBoundingBox: box(x, y, w, h),
      absoluteRenderBounds: box(x + 0.5, y + 2.1363630294799805, w - 1, h - 4),
      constraints: { vertical: 'TOP', horizontal: 'LEFT' },
      layoutAlign: 'INHERIT',
      layoutGrow: 0,
      layoutSizingHorizontal: 'HUG',
      layoutSizingVertical: 'HUG',
      characters,
      style: {
        fontFamily: 'Inter',
        fontPostScriptName: `Inter-${weight >= 700 ? 'Bold' : weight >= 600 ? 'SemiBold' : weight >= 500 ? 'Medium' : 'Regular'}`,
        fontWeight: weight,
        textAutoResize: 'WIDTH_AND_HEIGHT',
        fontSize: size,
        textAlignHorizontal: 'LEFT',
        textAlignVertical: 'TOP',
        letterSpacing: 0,
        lineHeightPx: size * 1.2102272510528564,
        lineHeightPercent: 100,
        lineHeightUnit: 'INTRINSIC_%',
      },
      layoutVersion: 4,
      characterStyleOverrides: [],
      styleOverrideTable: {},
      lineTypes: ['NONE'],
      lineIndentations: [0],
      effects: [],
      interactions: [],
    };
  };
  const vector = (name: string, x: number, y: number, size: number, fill: Rgb): Node => ({
    id: nextId(),
    name,
    type: 'VECTOR',
    scrollBehavior: 'SCROLLS',
    blendMode: 'PASS_THROUGH',
    fills: [solid(fill)],
    fillGeometry: [{ path: `M${size / 2} 0L${size} ${size}H0L${size / 2} 0Z`, windingRule: 'NONZERO' }],
    strokes: [],
    strokeWeight: 1.5,
    strokeAlign: 'CENTER',
    strokeJoin: 'ROUND',
    strokeCap: 'ROUND',
    absoluteBoundingBox: box(x, y, size, size),
    absoluteRenderBounds: box(x, y, size, size),
    constraints: { vertical: 'SCALE', horizontal: 'SCALE' },
    effects: [],
    interactions: [],
  });
  const frame = (
    type: string,
    name: string,
    children: Node[],
    [x, y, w, h]: readonly [number, number, number, number],
    fill: Rgb | null,
    radius: number,
    extra: Node = {},
  ): Node => {
    const fills = fill ? [solid(fill)] : [];
    return {
      id: nextId(),
      name,
      type,
      scrollBehavior: 'SCROLLS',
      children,
      blendMode: 'PASS_THROUGH',
      clipsContent: type === 'FRAME',
      background: fills,
      fills,
      strokes: [],
      ...(radius > 0 ? { cornerRadius: radius, cornerSmoothing: 0 } : {}),
      strokeWeight: 1,
      strokeAlign: 'INSIDE',
      backgroundColor: fill ? col(fill) : { r: 0, g: 0, b: 0, a: 0 },
      layoutMode: oneOf(random, ['HORIZONTAL', 'VERTICAL']),
      counterAxisSizingMode: 'AUTO',
      primaryAxisSizingMode: 'AUTO',
      paddingLeft: radius > 8 ? 16 : 8,
      paddingRight: radius > 8 ? 16 : 8,
      paddingTop: radius > 8 ? 12 : 2,
      paddingBottom: radius > 8 ? 12 : 2,
      itemSpacing: oneOf(random, [4, 8, 12]),
      layoutWrap: 'NO_WRAP',
      absoluteBoundingBox: box(x, y, w, h),
      absoluteRenderBounds: box(x, y, w, h),
      constraints: { vertical: 'TOP', horizontal: 'LEFT' },
      layoutGrids: [],
      effects: [],
      interactions: [],
      ...extra,
    };
  };
  const components: Record<string, object> = {};
  const component = (name: string, description: string, node: Node) => {
    components[node.id as string] = {
      key: hex(random, 40),
      name,
      description,
      remote: false,
      documentationLinks: [],
    };
    return node;
  };
  const icons = ['arrow-right', 'basket', 'heart', 'search', 'close', 'chevron-down', 'check', 'truck', 'user', 'star', 'info', 'plus'];
  const words = [
    'Add to basket',
    'Checkout',
    'Continue',
    'Save',
    'Apply',
    'View all',
    'Sign in',
    'Create account',
    'Track order',
    'Size guide',
    'Free delivery over £50',
    'In stock',
    'Only 3 left',
    'Notify me',
    'Remove',
    'Edit',
    'Back',
    'Next',
  ];
  /** One component, instance or plain frame: a label, maybe an icon, maybe a caption. */
  const widget = (type: string, name: string, x: number, y: number): Node => {
    const fill = oneOf(random, palette);
    const fg = fill === ink || fill[0] < 130 ? white : ink;
    const kids: Node[] = [];
    if (random() < 0.6) kids.push(vector(`Icon/${oneOf(random, icons)}`, x + 12, y + 12, oneOf(random, [16, 20, 24]), fg));
    kids.push(text('Label', oneOf(random, words), x + 40, y + 10, fg, oneOf(random, [12, 14, 16]), oneOf(random, [400, 500, 600])));
    if (random() < 0.4) kids.push(text('Caption', oneOf(random, words), x + 40, y + 30, fg, 12, 400));
    const w = between(random, 80, 360);
    const h = between(random, 24, 56);
    const extra: Node =
      type === 'INSTANCE'
        ? { componentId: `${between(random, 1, 9)}:${between(random, 1, 900)}`, overrides: [], componentProperties: {} }
        : {};
    return frame(type, name, kids, [x, y, w, h], fill, oneOf(random, [0, 4, 8, 12, 999]), extra);
  };
  const section = (name: string, y: number, build: (i: number, x: number, y: number) => Node, n: number): Node =>
    frame(
      'FRAME',
      name,
      Array.from({ length: n }, (_, i) => build(i, (i % 6) * 400, y + 80 + Math.floor(i / 6) * 120)),
      [0, y, 2400, 120 * Math.ceil(n / 6) + 160],
      white,
      0,
    );
  const canvas = (name: string, children: Node[]): Node => ({
    id: `${page}:0`,
    name,
    type: 'CANVAS',
    scrollBehavior: 'SCROLLS',
    children,
    backgroundColor: col([245, 245, 245]),
    prototypeStartNodeID: null,
    flowStartingPoints: [],
    prototypeDevice: { type: 'NONE', rotation: 'NONE' },
  });
  const variants = ['Primary', 'Secondary', 'Tertiary', 'Ghost', 'Danger', 'Link'];
  const sizes = ['Small', 'Medium', 'Large'];
  const states = ['Default', 'Hover', 'Pressed', 'Disabled', 'Focus'];
  const genericPage = (name: string, prefix: string, kinds: readonly string[], sections: number, per: number, type: string) => {
    page++;
    counter = 0;
    return canvas(
      name,
      Array.from({ length: sections }, (_, s) =>
        section(
          `${prefix} / ${oneOf(random, kinds)}`,
          s * 1400,
          (i, x, y) => {
            const label = `${prefix}/${oneOf(random, kinds)}/${oneOf(random, states)}${i % 5 === 0 ? '/Mobile' : ''}`;
            return type === 'COMPONENT'
              ? component(label, '', widget('COMPONENT', label, x, y))
              : widget(type, oneOf(random, [label, 'Frame', `Group ${between(random, 2, 480)}`, 'Auto layout']), x, y);
          },
          per,
        ),
      ),
    );
  };
  const pages: Node[] = [];
  pages.push(genericPage('Cover', 'Cover', ['Hero', 'Changelog', 'Contributors'], 3, 10, 'FRAME'));
  pages.push(genericPage('Foundations', 'Color', ['Neutral', 'Brand', 'Success', 'Warning', 'Critical', 'Info'], 6, 16, 'FRAME'));
  pages.push(
    genericPage(
      'Components / Buttons',
      'Button',
      variants.flatMap((v) => sizes.map((s) => `${v}/${s}`)),
      8,
      16,
      'COMPONENT',
    ),
  );
  // The badges page: the sale badge among its siblings, its label child between its name and its fill.
  page++;
  counter = 0;
  const badge = (name: string, label: string, fill: Rgb, x: number, y: number, strokes: object[] = []) => {
    const fg: Rgb = fill === white ? [185, 28, 68] : fill[0] + fill[1] > 400 ? ink : white;
    return component(
      name,
      `${label} badge for product cards and PDP`,
      frame('COMPONENT', name, [text('Label', label, x + 8, y + 2, fg, 12, 600)], [x, y, 44, 18], fill, 4, {
        strokes,
        componentPropertyDefinitions: { [`Label#${page}:0`]: { type: 'TEXT', defaultValue: label } },
      }),
    );
  };
  const badgeRows: Node[] = [];
  const badgeKinds: [string, string, Rgb][] = [
    ['Badge/New', 'New', [31, 111, 235]],
    ['Badge/Clearance', 'Clearance', [196, 30, 58]],
    ['Badge/Low stock', 'Low stock', [245, 158, 11]],
    ['Badge/Back soon', 'Back soon', [107, 114, 128]],
    ['Badge/Exclusive', 'Exclusive', [124, 58, 237]],
    ['Badge/Sale (deprecated)', 'Sale', [230, 57, 70]],
    ['Badge/Eco', 'Eco', [16, 185, 129]],
    ['Badge/Bundle', 'Bundle', [15, 118, 110]],
  ];
  for (let s = 0; s < 8; s++) {
    const kids: Node[] = [];
    for (let i = 0; i < 30; i++) {
      const x = (i % 6) * 400;
      const y = s * 1400 + 80 + Math.floor(i / 6) * 120;
      if (s === 4 && i === 14) {
        kids.push(badge('Badge/Sale', 'Sale', saleRed, x, y));
        continue;
      }
      if (s === 4 && i === 15) {
        kids.push(badge('Badge/Sale/Outline', 'Sale', white, x, y, [solid(saleRed)]));
        continue;
      }
      const [name, label, fill] = oneOf(random, badgeKinds);
      kids.push(
        i % 3 === 0 ? badge(`${name}/Small`, label, fill, x, y) : widget('FRAME', oneOf(random, ['Frame', 'Spec', 'Redline']), x, y),
      );
    }
    badgeRows.push(
      frame(
        'FRAME',
        `Badges / ${['Status', 'Promotion', 'Stock', 'Specs', 'Price', 'Loyalty', 'Archive', 'Dark mode'][s]}`,
        kids,
        [0, s * 1400, 2400, 760],
        white,
        0,
      ),
    );
  }
  pages.push(canvas('Components / Badges', badgeRows));
  pages.push(genericPage('Components / Forms', 'Input', ['Text', 'Select', 'Checkbox', 'Radio', 'Stepper', 'Search'], 6, 16, 'COMPONENT'));
  pages.push(
    genericPage('Patterns / Checkout', 'Checkout', ['Basket', 'Delivery', 'Payment', 'Summary', 'Confirmation'], 6, 16, 'INSTANCE'),
  );
  pages.push(genericPage('Patterns / PDP', 'PDP', ['Gallery', 'Buy box', 'Reviews', 'Size guide', 'Recommendations'], 5, 16, 'INSTANCE'));
  pages.push(genericPage('Archive', 'Old', ['2024 refresh', 'Black Friday 2025', 'Unused'], 4, 16, 'FRAME'));
  const styles: Record<string, object> = {};
  for (const [i, name] of [
    'Brand/Blue 600',
    'Neutral/Ink',
    'Neutral/Grey 100',
    'Critical/Red 600',
    'Success/Green 500',
    'Warning/Amber 500',
  ].entries())
    styles[`S:${hex(random, 40)},${i + 1}:${between(random, 10, 90)}`] = {
      key: hex(random, 40),
      name,
      styleType: 'FILL',
      remote: false,
      description: '',
    };
  const output = JSON.stringify({
    document: { id: '0:0', name: 'Document', type: 'DOCUMENT', scrollBehavior: 'SCROLLS', children: pages },
    components,
    componentSets: {},
    schemaVersion: 0,
    styles,
    name: 'Fjellkit DS 3.0',
    lastModified: '2026-10-13T15:22:41Z',
    thumbnailUrl: `https://s3-alpha.figma.com/thumbnails/${uuid(random)}?Expires=1761696000&Signature=${chars(random, ALNUM, 120)}&Key-Pair-Id=APKAQ4GOSFWCVNEHN3O4`,
    version: '2148771903412557736',
    role: 'viewer',
    editorType: 'figma',
    linkAccess: 'inherit',
  });
  const needle = `"fills":${JSON.stringify([solid(saleRed)])}`;
  const ask = 'In our design system Figma file, what fill colour does the Badge/Sale component use?';
  return singleCallTask('round 14: figma file api', ask, 'figma_get_file', output, [{ id: 'fill', ask, needles: [textNeedle(needle)] }]);
}

/** Notion's `POST /v1/databases/{id}/query` on a product roadmap (one line of JSON): one item's due date. */
function notionQuery(): EconomicsTask {
  const random = seededRandom(14_031);
  const target = 'Migrate invoices to Stripe Tax';
  const targetDue = '2026-11-18';
  const day = (n: number) => new Date(Date.UTC(2026, 7, 20) + n * 86_400_000).toISOString().slice(0, 10);
  const dateNot = () => {
    const d = day(between(random, 0, 220));
    return d === targetDue ? '2026-11-19' : d;
  };
  const users = Array.from({ length: 26 }, () => {
    const given = oneOf(random, GIVEN);
    const family = oneOf(random, FAMILY);
    return {
      object: 'user',
      id: uuid(random),
      name: `${given[0]!.toUpperCase()}${given.slice(1)} ${family[0]!.toUpperCase()}${family.slice(1)}`,
      avatar_url: random() < 0.7 ? `https://s3-us-west-2.amazonaws.com/public.notion-static.com/${uuid(random)}/${given}.jpg` : null,
      type: 'person',
      person: { email: `${given}.${family}@fjellkit.com` },
    };
  });
  const plain = (content: string) => ({
    type: 'text',
    text: { content, link: null },
    annotations: { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' },
    plain_text: content,
    href: null,
  });
  const option = (name: string, color: string) => ({ id: chars(random, `${ALNUM}:;<=>?@[]^_\``, 4), name, color });
  const statuses = [
    option('Not started', 'default'),
    option('Discovery', 'purple'),
    option('In progress', 'blue'),
    option('Blocked', 'red'),
    option('In review', 'yellow'),
    option('Done', 'green'),
  ];
  const teams = [
    'Checkout',
    'Payments',
    'Finance Eng',
    'Search',
    'Catalog',
    'Platform',
    'Growth',
    'Customer Care',
    'Logistics',
    'Data',
  ].map((t) => option(t, oneOf(random, ['blue', 'brown', 'gray', 'orange', 'pink', 'purple', 'red', 'green'])));
  const quarters = ['2026 Q3', '2026 Q4', '2027 Q1', '2027 Q2'].map((q) => option(q, 'default'));
  const tags = ['tech-debt', 'compliance', 'revenue', 'customer-facing', 'infra', 'experiment', 'migration', 'security', 'okr'].map((t) =>
    option(t, oneOf(random, ['blue', 'gray', 'orange', 'purple', 'red', 'green', 'yellow'])),
  );
  const verbs = [
    'Migrate',
    'Add',
    'Deprecate',
    'Rebuild',
    'Move',
    'Split',
    'Automate',
    'Backfill',
    'Localise',
    'Harden',
    'Instrument',
    'Speed up',
  ];
  const objects = [
    'credit notes',
    'basket totals',
    'delivery slots',
    'gift card balances',
    'VAT reports',
    'the returns portal',
    'payout reconciliation',
    'product feeds',
    'search synonyms',
    'order confirmation emails',
    'warehouse stock sync',
    'the loyalty ledger',
    'fraud rules',
    'price imports',
    'size guides',
    'carrier labels',
    'PSP webhooks',
    'B2B quotes',
  ];
  const places = [
    'to Stripe Tax',
    'to Postgres 16',
    'to the new PSP adapter',
    'to Kafka',
    'for the Nordics',
    'for B2B accounts',
    'to the event bus',
    'behind a feature flag',
    'to the EU region',
    'in the admin',
    'to dbt',
    'off the monolith',
  ];
  const sentences = [
    'Finance needs this before the year-end close.',
    'Depends on the PSP adapter being live in all markets.',
    'Spike done in Q3; see the linked RFC for the options we rejected.',
    'Legal signed off the approach on the last compliance review.',
    'Rollout per market behind a flag, Sweden first.',
    'Blocked on the data team for the historical backfill.',
    'Keep the old path for 30 days, then delete.',
    'Customer Care asked for this after the September incident.',
    'Owner to post weekly updates in #roadmap.',
  ];
  const propIds = {
    due: '%3AbQx',
    est: 'Ep%5Bq',
    owner: 'n%3Fvk',
    quarter: 'Qv%40x',
    status: 'sT%3Dw',
    tags: 'tG%7Ck',
    team: 'Tm%5Dz',
    shipped: 'Sh%3Bp',
    desc: 'D%7Bxq',
    prs: 'LpR%3A',
  };
  const dbId = uuid(random);
  const page = (name: string, due: string | null, statusIndex: number) => {
    const id = uuid(random);
    const owner = oneOf(random, users);
    const editor = oneOf(random, users);
    const status = statuses[statusIndex]!;
    const done = status.name === 'Done';
    const created = Date.UTC(2026, between(random, 0, 8), between(random, 1, 28), between(random, 7, 18), between(random, 0, 59));
    return {
      object: 'page',
      id,
      created_time: iso(created).replace(/:\d\d\.\d{3}Z$/, ':00.000Z'),
      last_edited_time: iso(created + between(random, 1, 200) * 3_600_000).replace(/:\d\d\.\d{3}Z$/, ':00.000Z'),
      created_by: { object: 'user', id: owner.id },
      last_edited_by: { object: 'user', id: editor.id },
      cover: null,
      icon: random() < 0.5 ? { type: 'emoji', emoji: oneOf(random, ['🧾', '🚚', '💳', '🔎', '🛒', '🧹', '📦', '🔐']) } : null,
      parent: { type: 'database_id', database_id: dbId },
      archived: false,
      in_trash: false,
      properties: {
        Due: { id: propIds.due, type: 'date', date: due ? { start: due, end: null, time_zone: null } : null },
        'Estimate (pts)': { id: propIds.est, type: 'number', number: oneOf(random, [1, 2, 3, 5, 8, 13, 21]) },
        Owner: { id: propIds.owner, type: 'people', people: [owner] },
        Quarter: { id: propIds.quarter, type: 'select', select: oneOf(random, quarters) },
        Status: { id: propIds.status, type: 'status', status },
        Tags: { id: propIds.tags, type: 'multi_select', multi_select: shuffle(random, [...tags]).slice(0, between(random, 0, 3)) },
        Team: { id: propIds.team, type: 'select', select: oneOf(random, teams) },
        Shipped: { id: propIds.shipped, type: 'date', date: done ? { start: dateNot(), end: null, time_zone: null } : null },
        Description: {
          id: propIds.desc,
          type: 'rich_text',
          rich_text: Array.from({ length: between(random, 1, 3) }, () => plain(`${oneOf(random, sentences)} `)),
        },
        'Linked PRs': {
          id: propIds.prs,
          type: 'url',
          url:
            random() < 0.5
              ? `https://github.com/fjellkit/${oneOf(random, ['storefront', 'payments', 'platform', 'finance-etl'])}/pull/${between(random, 1_000, 9_999)}`
              : null,
        },
        Name: { id: 'title', type: 'title', title: [plain(name)] },
      },
      url: `https://www.notion.so/${name.replace(/[^A-Za-z0-9]+/g, '-')}-${id.replace(/-/g, '')}`,
      public_url: null,
    };
  };
  const planted = new Map<number, [string, string, number]>([
    [12, ['Spike: Stripe Tax for invoices', '2026-09-04', 5]],
    [31, ['Migrate credit notes to Stripe Tax', '2026-12-02', 2]],
    [52, [target, targetDue, 2]],
    [70, ['Migrate invoices to Stripe Tax for B2B accounts', '2027-01-20', 0]],
  ]);
  const used = new Set([...planted.values()].map(([n]) => n));
  const results = Array.from({ length: 100 }, (_, i) => {
    const p = planted.get(i);
    if (p) return page(p[0], p[1], p[2]);
    let name: string;
    do name = `${oneOf(random, verbs)} ${oneOf(random, objects)} ${oneOf(random, places)}`;
    while (used.has(name));
    used.add(name);
    return page(name, random() < 0.85 ? dateNot() : null, pick(random, statuses.length));
  });
  const output = JSON.stringify({
    object: 'list',
    results,
    next_cursor: uuid(random),
    has_more: true,
    type: 'page_or_database',
    page_or_database: {},
    request_id: uuid(random),
  });
  const needle = `"date":${JSON.stringify({ start: targetDue, end: null, time_zone: null })}`;
  const ask = `When is "${target}" due, according to the product roadmap in Notion?`;
  return singleCallTask('round 14: notion database query', ask, 'notion_query_database', output, [
    { id: 'due', ask, needles: [textNeedle(needle)] },
  ]);
}

// b. Answers a few lines from the line the question's words match.

/** `cat target/surefire-reports/TEST-*.xml` after a failed `mvn verify`: why one test failed, on the line under its testcase. */
function surefireReports(): EconomicsTask {
  const random = seededRandom(14_041);
  const repo = '/home/runner/.m2/repository';
  const jars = [
    'org/springframework/boot/spring-boot/3.3.4/spring-boot-3.3.4.jar',
    'org/springframework/boot/spring-boot-autoconfigure/3.3.4/spring-boot-autoconfigure-3.3.4.jar',
    'org/springframework/spring-core/6.1.13/spring-core-6.1.13.jar',
    'org/springframework/spring-context/6.1.13/spring-context-6.1.13.jar',
    'org/springframework/spring-beans/6.1.13/spring-beans-6.1.13.jar',
    'org/springframework/spring-web/6.1.13/spring-web-6.1.13.jar',
    'org/springframework/spring-webmvc/6.1.13/spring-webmvc-6.1.13.jar',
    'org/springframework/spring-jdbc/6.1.13/spring-jdbc-6.1.13.jar',
    'org/springframework/spring-tx/6.1.13/spring-tx-6.1.13.jar',
    'org/springframework/data/spring-data-jpa/3.3.4/spring-data-jpa-3.3.4.jar',
    'org/hibernate/orm/hibernate-core/6.5.3.Final/hibernate-core-6.5.3.Final.jar',
    'com/fasterxml/jackson/core/jackson-databind/2.17.2/jackson-databind-2.17.2.jar',
    'com/fasterxml/jackson/core/jackson-core/2.17.2/jackson-core-2.17.2.jar',
    'com/fasterxml/jackson/datatype/jackson-datatype-jsr310/2.17.2/jackson-datatype-jsr310-2.17.2.jar',
    'org/postgresql/postgresql/42.7.4/postgresql-42.7.4.jar',
    'com/zaxxer/HikariCP/5.1.0/HikariCP-5.1.0.jar',
    'org/flywaydb/flyway-core/10.10.0/flyway-core-10.10.0.jar',
    'io/micrometer/micrometer-core/1.13.4/micrometer-core-1.13.4.jar',
    'io/micrometer/micrometer-tracing/1.3.4/micrometer-tracing-1.3.4.jar',
    'org/apache/kafka/kafka-clients/3.7.1/kafka-clients-3.7.1.jar',
    'org/springframework/kafka/spring-kafka/3.2.4/spring-kafka-3.2.4.jar',
    'com/adyen/adyen-java-api-library/26.1.0/adyen-java-api-library-26.1.0.jar',
    'org/junit/jupiter/junit-jupiter-api/5.10.3/junit-jupiter-api-5.10.3.jar',
    'org/junit/jupiter/junit-jupiter-engine/5.10.3/junit-jupiter-engine-5.10.3.jar',
    'org/junit/platform/junit-platform-engine/1.10.3/junit-platform-engine-1.10.3.jar',
    'org/opentest4j/opentest4j/1.3.0/opentest4j-1.3.0.jar',
    'org/assertj/assertj-core/3.25.3/assertj-core-3.25.3.jar',
    'org/mockito/mockito-core/5.11.0/mockito-core-5.11.0.jar',
    'org/mockito/mockito-junit-jupiter/5.11.0/mockito-junit-jupiter-5.11.0.jar',
    'net/bytebuddy/byte-buddy/1.14.19/byte-buddy-1.14.19.jar',
    'org/testcontainers/testcontainers/1.20.1/testcontainers-1.20.1.jar',
    'org/testcontainers/postgresql/1.20.1/postgresql-1.20.1.jar',
    'org/testcontainers/kafka/1.20.1/kafka-1.20.1.jar',
    'org/wiremock/wiremock-standalone/3.9.1/wiremock-standalone-3.9.1.jar',
    'org/awaitility/awaitility/4.2.2/awaitility-4.2.2.jar',
    'ch/qos/logback/logback-classic/1.5.8/logback-classic-1.5.8.jar',
    'org/slf4j/slf4j-api/2.0.16/slf4j-api-2.0.16.jar',
  ];
  const props = (module: string): [string, string][] => {
    const cp = [
      `/home/runner/work/payments/payments/${module}/target/test-classes`,
      `/home/runner/work/payments/payments/${module}/target/classes`,
      ...jars.map((j) => `${repo}/${j}`),
    ].join(':');
    return [
      ['java.specification.version', '21'],
      ['sun.jnu.encoding', 'UTF-8'],
      ['java.class.path', cp],
      ['java.vm.vendor', 'Eclipse Adoptium'],
      ['sun.arch.data.model', '64'],
      ['java.vendor.url', 'https://adoptium.net/'],
      ['user.timezone', 'UTC'],
      ['java.vm.specification.version', '21'],
      ['os.name', 'Linux'],
      ['user.country', 'US'],
      ['sun.boot.library.path', '/opt/hostedtoolcache/Java_Temurin-Hotspot_jdk/21.0.4-7/x64/lib'],
      [
        'sun.java.command',
        `/home/runner/work/payments/payments/${module}/target/surefire/surefirebooter-20261013224117118_3.jar /home/runner/work/payments/payments/${module}/target/surefire 2026-10-13T22-41-12_804-jvmRun1 surefire-20261013224117118_1tmp surefire_0-20261013224117118_2tmp`,
      ],
      ['jdk.debug', 'release'],
      ['surefire.test.class.path', cp],
      ['sun.cpu.endian', 'little'],
      ['user.home', '/home/runner'],
      ['user.language', 'en'],
      ['java.specification.vendor', 'Oracle Corporation'],
      ['java.version.date', '2024-07-16'],
      ['java.home', '/opt/hostedtoolcache/Java_Temurin-Hotspot_jdk/21.0.4-7/x64'],
      ['file.separator', '/'],
      ['basedir', `/home/runner/work/payments/payments/${module}`],
      ['java.vm.compressedOopsMode', 'Zero based'],
      ['line.separator', '&#10;'],
      ['java.vm.specification.vendor', 'Oracle Corporation'],
      ['java.specification.name', 'Java Platform API Specification'],
      ['surefire.real.class.path', `/home/runner/work/payments/payments/${module}/target/surefire/surefirebooter-20261013224117118_3.jar`],
      ['sun.management.compiler', 'HotSpot 64-Bit Tiered Compilers'],
      ['java.runtime.version', '21.0.4+7-LTS'],
      ['user.name', 'runner'],
      ['stdout.encoding', 'UTF-8'],
      ['path.separator', ':'],
      ['os.version', '6.8.0-1014-azure'],
      ['java.runtime.name', 'OpenJDK Runtime Environment'],
      ['file.encoding', 'UTF-8'],
      ['spring.profiles.active', 'test'],
      ['java.vm.name', 'OpenJDK 64-Bit Server VM'],
      ['java.vendor.version', 'Temurin-21.0.4+7'],
      ['localRepository', repo],
      ['java.vendor.url.bug', 'https://github.com/adoptium/adoptium-support/issues'],
      ['java.io.tmpdir', '/tmp'],
      ['java.version', '21.0.4'],
      ['user.dir', `/home/runner/work/payments/payments/${module}`],
      ['os.arch', 'amd64'],
      ['java.vm.specification.name', 'Java Virtual Machine Specification'],
      ['native.encoding', 'UTF-8'],
      ['java.library.path', '/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib'],
      ['java.vm.info', 'mixed mode, sharing'],
      ['stderr.encoding', 'UTF-8'],
      ['java.vendor', 'Eclipse Adoptium'],
      ['java.vm.version', '21.0.4+7-LTS'],
      ['sun.io.unicode.encoding', 'UnicodeLittle'],
      ['java.class.version', '65.0'],
    ];
  };
  const areas: Record<string, string[]> = {
    'payments-api': [
      'api.PaymentController',
      'api.RefundController',
      'api.CaptureController',
      'api.ErrorMapper',
      'api.IdempotencyFilter',
      'api.OpenApiContract',
    ],
    'payments-refund': [
      'refund.RefundService',
      'refund.PartialRefund',
      'refund.RefundPolicy',
      'refund.RefundRepository',
      'refund.RefundWebhookController',
      'refund.RefundScheduler',
    ],
    'payments-ledger': [
      'ledger.LedgerPosting',
      'ledger.JournalRepository',
      'ledger.Reconciliation',
      'ledger.CurrencyRounding',
      'ledger.PayoutBatch',
    ],
    'payments-psp-adyen': [
      'psp.adyen.AdyenClient',
      'psp.adyen.NotificationParser',
      'psp.adyen.HmacValidator',
      'psp.adyen.ResultCodeMapper',
    ],
    'payments-webhooks': ['webhooks.WebhookRouter', 'webhooks.SignatureVerifier', 'webhooks.DeduplicationStore', 'webhooks.RetryPolicy'],
    'payments-common': ['common.Money', 'common.OrderReference', 'common.Clock', 'common.JsonMapping', 'common.OutboxPublisher'],
  };
  const verbs = [
    'returns',
    'rejects',
    'accepts',
    'rounds',
    'maps',
    'persists',
    'publishes',
    'retries',
    'ignores',
    'validates',
    'computes',
    'skips',
  ];
  const nouns = [
    'NotFoundForUnknownOrder',
    'ExpiredCapture',
    'ZeroAmount',
    'MissingCurrency',
    'HalfPennyUp',
    'LegacyResultCode',
    'OutboxEventOnCommit',
    'OnTransientFailure',
    'UnsignedNotification',
    'HmacOfRawBody',
    'BalanceAcrossCurrencies',
    'WhenPspTimesOut',
    'ForCancelledOrder',
    'NegativeAmount',
    'IdempotencyKeyHeader',
    'ClosedPeriod',
  ];
  const cls = (area: string, suffix: string) => `com.fjellkit.payments.${area}${suffix}`;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const frames = (klass: string, method: string, line: number) => [
    `\tat ${klass}.${method}(${klass.split('.').pop()}.java:${line})`,
    '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
    '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
    '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
  ];
  const assertFrames = [
    '\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)',
    '\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)',
    '\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)',
    '\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)',
    '\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)',
  ];
  type Case = { name: string; time: string; body: string[] };
  const failure = (klass: string, method: string, message: string, line: number, out: string[]): Case => ({
    name: method,
    time: (random() * 0.4 + 0.05).toFixed(3),
    body: [
      `    <failure message="${esc(message)}" type="org.opentest4j.AssertionFailedError">org.opentest4j.AssertionFailedError: ${esc(message)}`,
      ...assertFrames,
      ...frames(klass, method, line),
      '</failure>',
      `    <system-out><![CDATA[${out.join('\n')}]]></system-out>`,
    ],
  });
  const logLine = (klass: string, msg: string) =>
    `22:41:${pad2(between(random, 12, 59))}.${between(random, 100, 999)} [main] INFO  ${klass.replace(/^com\.fjellkit\.payments\./, 'c.f.p.')} - ${msg}`;
  const suite = (module: string, klass: string, special: Case[]) => {
    const used = new Set(special.map((c) => c.name));
    const cases: Case[] = [...special];
    const n = between(random, 6, 24);
    while (cases.length < n) {
      const name = `${oneOf(random, verbs)}${oneOf(random, nouns)}`;
      if (used.has(name)) continue;
      used.add(name);
      cases.push({
        name,
        time: (random() * 0.3).toFixed(3),
        body: random() < 0.05 ? ['    <skipped message="Disabled until PAY-2231 lands"/>'] : [],
      });
    }
    shuffle(random, cases);
    const failures = cases.filter((c) => c.body.some((l) => l.includes('<failure'))).length;
    const skipped = cases.filter((c) => c.body.some((l) => l.includes('<skipped'))).length;
    const total = cases.reduce((s, c) => s + Number(c.time), 0);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0" name="${klass}" time="${(total + random() * 2).toFixed(3)}" tests="${cases.length}" errors="0" skipped="${skipped}" failures="${failures}">`,
      '  <properties>',
      ...props(module).map(([k, v]) => `    <property name="${k}" value="${v}"/>`),
      '  </properties>',
      ...cases.flatMap((c) =>
        c.body.length
          ? [`  <testcase name="${c.name}" classname="${klass}" time="${c.time}">`, ...c.body, '  </testcase>']
          : [`  <testcase name="${c.name}" classname="${klass}" time="${c.time}"/>`],
      ),
      '</testsuite>',
    ];
  };
  const targetClass = 'com.fjellkit.payments.refund.RefundServiceTest';
  const targetMessage = 'expected: <201 CREATED> but was: <409 CONFLICT>';
  const suites: { klass: string; lines: string[] }[] = [];
  for (const [module, list] of Object.entries(areas))
    for (const area of list)
      for (const suffix of ['Test', 'IT', 'EdgeCaseTest']) {
        const klass = cls(area, suffix);
        if (klass === targetClass) continue;
        const special: Case[] = [];
        if (klass === 'com.fjellkit.payments.refund.PartialRefundTest')
          special.push(
            failure(klass, 'partialRefundRejectsAmountAboveCaptured', 'expected: <422 UNPROCESSABLE_ENTITY> but was: <201 CREATED>', 88, [
              logLine(klass, 'refund requested order=ORD-7720118 amount=12999 captured=9999'),
              logLine(klass, 'refund accepted order=ORD-7720118 refundId=rf_7Yc2Qm0Lw3ZtP8vN1xKd'),
            ]),
          );
        if (klass === 'com.fjellkit.payments.ledger.LedgerPostingTest')
          special.push(
            failure(klass, 'postsReversalForEachRefund', 'expected: <2> but was: <3>', 141, [
              logLine(klass, 'posting reversal journal=JR-88102 lines=3'),
            ]),
          );
        if (klass === 'com.fjellkit.payments.refund.RefundWebhookControllerTest')
          special.push({ name: 'duplicateWebhookReturnsOk', time: '0.088', body: [] });
        suites.push({ klass, lines: suite(module, klass, special) });
      }
  shuffle(random, suites);
  const targetSuite = suite('payments-refund', targetClass, [
    failure(targetClass, 'refundIsIdempotentForDuplicateWebhook', targetMessage, 214, [
      logLine(targetClass, 'refund requested order=ORD-7719304 amount=4599 idempotencyKey=whk_2fQ8mT0vLc'),
      logLine(targetClass, 'refund accepted order=ORD-7719304 refundId=rf_Q8mZt2LwV0pXc7HnK4aB'),
      logLine(targetClass, 'duplicate webhook delivery idempotencyKey=whk_2fQ8mT0vLc, replaying stored response'),
      logLine(targetClass, 'refund requested order=ORD-7719304 amount=4599 idempotencyKey=whk_2fQ8mT0vLc'),
      logLine(targetClass, 'refund rejected order=ORD-7719304 reason=ALREADY_REFUNDED'),
    ]),
    { name: 'refundIsIdempotentForDuplicateRequest', time: '0.102', body: [] },
    { name: 'refundIsIdempotentForDuplicateWebhookAfterRestart', time: '0.311', body: [] },
  ]);
  suites.splice(Math.floor(suites.length / 2), 0, { klass: targetClass, lines: targetSuite });
  const output = suites.flatMap((s) => s.lines).join('\n');
  const needle = `<failure message="${esc(targetMessage)}"`;
  const ask = 'Why did refundIsIdempotentForDuplicateWebhook fail in the last CI run?';
  return singleCallTask('round 14: surefire junit xml', ask, 'ci_artifact_cat', `${output}\n`, [
    { id: 'why', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `cargo clippy --workspace --all-targets` on a search engine's workspace: where the one borrow error is, on the line under it. */
function cargoClippy(): EconomicsTask {
  const random = seededRandom(14_051);
  const deps = (
    'proc-macro2@1.0.86 unicode-ident@1.0.13 quote@1.0.37 syn@2.0.79 libc@0.2.159 cfg-if@1.0.0 autocfg@1.4.0 once_cell@1.20.2 ' +
    'serde@1.0.210 serde_derive@1.0.210 serde_json@1.0.128 itoa@1.0.11 ryu@1.0.18 memchr@2.7.4 smallvec@1.13.2 bytes@1.7.2 ' +
    'pin-project-lite@0.2.14 futures-core@0.3.31 futures-sink@0.3.31 futures-channel@0.3.31 futures-task@0.3.31 futures-util@0.3.31 ' +
    'futures@0.3.31 slab@0.4.9 tokio-macros@2.4.0 tokio@1.40.0 mio@1.0.2 socket2@0.5.7 parking_lot@0.12.3 parking_lot_core@0.9.10 ' +
    'lock_api@0.4.12 scopeguard@1.2.0 tracing-core@0.1.32 tracing-attributes@0.1.27 tracing@0.1.40 tracing-subscriber@0.3.18 ' +
    'log@0.4.22 thiserror-impl@1.0.64 thiserror@1.0.64 anyhow@1.0.89 http@1.1.0 http-body@1.0.1 http-body-util@0.1.2 httparse@1.9.5 ' +
    'hyper@1.4.1 hyper-util@0.1.9 tower@0.5.1 tower-layer@0.3.3 tower-service@0.3.3 tower-http@0.6.1 axum-core@0.4.5 axum@0.7.7 ' +
    'matchit@0.7.3 mime@0.3.17 percent-encoding@2.3.1 form_urlencoded@1.2.1 url@2.5.2 idna@0.5.0 unicode-normalization@0.1.24 ' +
    'tinyvec@1.8.0 regex-syntax@0.8.5 regex-automata@0.4.8 regex@1.11.0 aho-corasick@1.1.3 fst@0.4.7 crossbeam-utils@0.8.20 ' +
    'crossbeam-epoch@0.9.18 crossbeam-deque@0.8.5 crossbeam-channel@0.5.13 rayon-core@1.12.1 rayon@1.10.0 either@1.13.0 ' +
    'hashbrown@0.14.5 indexmap@2.6.0 equivalent@1.0.1 ahash@0.8.11 zerocopy@0.7.35 getrandom@0.2.15 rand_core@0.6.4 rand@0.8.5 ' +
    'rand_chacha@0.3.1 ppv-lite86@0.2.20 byteorder@1.5.0 crc32fast@1.4.2 zstd-sys@2.0.13+zstd.1.5.6 zstd-safe@7.2.1 zstd@0.13.2 ' +
    'lz4_flex@0.11.3 memmap2@0.9.5 tempfile@3.13.0 fastrand@2.1.1 rustix@0.38.37 linux-raw-sys@0.4.14 bitflags@2.6.0 ' +
    'uuid@1.10.0 chrono@0.4.38 num-traits@0.2.19 iana-time-zone@0.1.61 prost-derive@0.13.3 prost@0.13.3 tonic@0.12.3 ' +
    'rustls@0.23.14 ring@0.17.8 untrusted@0.9.0 webpki-roots@0.26.6 rustls-pki-types@1.9.0 tokio-rustls@0.26.0 ' +
    'reqwest@0.12.8 clap_lex@0.7.2 clap_builder@4.5.19 clap_derive@4.5.18 clap@4.5.19 strsim@0.11.1 heck@0.5.0 ' +
    'toml@0.8.19 toml_edit@0.22.22 winnow@0.6.20 metrics@0.23.0 metrics-exporter-prometheus@0.15.3 opentelemetry@0.26.0 ' +
    'tantivy-fst@0.5.0 levenshtein_automata@0.2.1 unicode-segmentation@1.12.0 rust-stemmers@1.2.0 whatlang@0.16.4 ' +
    'criterion@0.5.1 proptest@1.5.0 insta@1.40.0 similar@2.6.0 pretty_assertions@1.4.1 wiremock@0.6.2'
  )
    .split(' ')
    .map((d) => d.split('@') as [string, string]);
  const buildScripts = new Set([
    'proc-macro2',
    'libc',
    'serde',
    'syn',
    'quote',
    'serde_derive',
    'tokio-macros',
    'thiserror-impl',
    'tracing-attributes',
    'zstd-sys',
    'ring',
    'prost-derive',
    'clap_derive',
    'rustix',
    'crc32fast',
    'zerocopy',
    'getrandom',
    'parking_lot_core',
    'ahash',
    'num-traits',
  ]);
  const out: string[] = [];
  for (const [name, version] of deps) out.push(`${buildScripts.has(name) ? '   Compiling' : '    Checking'} ${name} v${version}`);
  const crates: Record<string, string[]> = {
    common: ['src/lib.rs', 'src/ids.rs', 'src/bytes.rs', 'src/time.rs'],
    config: ['src/lib.rs', 'src/loader.rs', 'src/env.rs'],
    telemetry: ['src/lib.rs', 'src/metrics.rs', 'src/tracing.rs'],
    tokenizer: ['src/lib.rs', 'src/ascii_folding.rs', 'src/stemmer.rs', 'src/ngram.rs', 'src/stopwords.rs'],
    schema: ['src/lib.rs', 'src/field.rs', 'src/document.rs', 'src/analyzer.rs'],
    'query-parser': ['src/lib.rs', 'src/ast.rs', 'src/lexer.rs', 'src/parser.rs', 'src/rewrite.rs'],
    storage: ['src/lib.rs', 'src/mmap.rs', 'src/compression.rs', 'src/checksum.rs', 'src/directory.rs'],
    synonyms: ['src/lib.rs', 'src/graph.rs', 'src/loader.rs'],
    indexer: ['src/lib.rs', 'src/segment.rs', 'src/merge.rs', 'src/postings.rs', 'src/writer.rs', 'src/commit.rs'],
    ranker: ['src/lib.rs', 'src/bm25.rs', 'src/boosts.rs', 'src/ltr.rs'],
    spellcheck: ['src/lib.rs', 'src/automaton.rs', 'src/suggest.rs'],
    suggest: ['src/lib.rs', 'src/prefix.rs', 'src/popularity.rs'],
    'shard-router': ['src/lib.rs', 'src/ring.rs', 'src/health.rs'],
    replication: ['src/lib.rs', 'src/follower.rs', 'src/leader.rs', 'src/snapshot.rs'],
    ingest: ['src/lib.rs', 'src/kafka.rs', 'src/batch.rs', 'src/transform.rs'],
    crawler: ['src/lib.rs', 'src/fetch.rs', 'src/robots.rs', 'src/sitemap.rs'],
    'admin-api': ['src/main.rs', 'src/routes.rs', 'src/auth.rs'],
    'search-api': ['src/main.rs', 'src/handlers/query.rs', 'src/handlers/suggest.rs', 'src/handlers/health.rs', 'src/state.rs'],
    cli: ['src/main.rs', 'src/commands/reindex.rs', 'src/commands/inspect.rs', 'src/commands/bench.rs'],
  };
  const vars = [
    'shard',
    'doc',
    'segment',
    'postings',
    'term',
    'offset',
    'reader',
    'writer',
    'score',
    'tokens',
    'opts',
    'ctx',
    'buf',
    'span',
    'guard',
    'field',
    'meta',
    'entry',
  ];
  const types = ['u32', 'u64', 'usize', 'String', 'Vec<u8>', 'Option<DocId>', 'Arc<SegmentMeta>', 'HashMap<Term, u32>', 'Instant', 'bool'];
  const imports = [
    'std::collections::HashSet',
    'std::sync::Mutex',
    'crate::schema::FieldType',
    'tracing::debug',
    'std::io::Read',
    'bytes::BufMut',
    'crate::error::Result',
    'std::fmt::Write',
  ];
  const seen = new Set<string>();
  const onByDefault = (crate: string, lint: string) => {
    const key = `${crate}/${lint}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [`note: \`#[warn(${lint})]\` on by default`];
  };
  const diag = (head: string, file: string, line: number, code: string, token: string, label: string, notes: string[]) => {
    const w = String(line).length;
    const sp = ' '.repeat(w);
    const col = code.indexOf(token) + 1;
    return [
      head,
      `${sp}--> ${file}:${line}:${col}`,
      `${sp} |`,
      `${line} | ${code}`,
      `${sp} | ${' '.repeat(col - 1)}${'^'.repeat(token.length)}${label ? ` ${label}` : ''}`,
      ...(notes.length ? [`${sp} |`, ...notes.map((n) => `${sp} = ${n}`)] : []),
      '',
    ];
  };
  const clippyUrl = (lint: string) =>
    `help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#${lint}`;
  const warning = (crate: string, file: string): string[] => {
    let line = between(random, 8, 640);
    if (line === 214) line = 215;
    const v = oneOf(random, vars);
    switch (pick(random, 8)) {
      case 0:
        return diag(
          `warning: unused variable: \`${v}\``,
          file,
          line,
          `        let ${v} = self.${oneOf(random, vars)}s.get(${oneOf(random, vars)}_id);`,
          v,
          `help: if this is intentional, prefix it with an underscore: \`_${v}\``,
          onByDefault(crate, 'unused_variables'),
        );
      case 1: {
        const path = oneOf(random, imports);
        return diag(
          `warning: unused import: \`${path}\``,
          file,
          Math.min(line, 30),
          `use ${path};`,
          path,
          '',
          onByDefault(crate, 'unused_imports'),
        );
      }
      case 2:
        return diag(
          'warning: this expression creates a reference which is immediately dereferenced by the compiler',
          file,
          line,
          `    let parsed = parse_${v}(&req.${v})?;`,
          `&req.${v}`,
          `help: change this to: \`req.${v}\``,
          [clippyUrl('needless_borrow'), ...onByDefault(crate, 'clippy::needless_borrow')],
        );
      case 3:
        return diag(
          'warning: the borrowed expression implements the required traits',
          file,
          line,
          `        let body = serde_json::to_vec(&${v})?;`,
          `&${v}`,
          `help: change this to: \`${v}\``,
          [clippyUrl('needless_borrows_for_generic_args'), ...onByDefault(crate, 'clippy::needless_borrows_for_generic_args')],
        );
      case 4:
        return diag('warning: redundant clone', file, line, `        let key = ${v}.id.clone();`, '.clone()', 'help: remove this', [
          clippyUrl('redundant_clone'),
          ...onByDefault(crate, 'clippy::redundant_clone'),
        ]);
      case 5:
        return diag(
          'warning: length comparison to zero',
          file,
          line,
          `        if ${v}.len() == 0 {`,
          `${v}.len() == 0`,
          `help: using \`is_empty\` is clearer and more explicit: \`${v}.is_empty()\``,
          [clippyUrl('len_zero'), ...onByDefault(crate, 'clippy::len_zero')],
        );
      case 6: {
        const f = `${v}_${oneOf(random, ['count', 'hint', 'cache', 'limit', 'epoch'])}`;
        return diag(
          `warning: field \`${f}\` is never read`,
          file,
          line,
          `    ${f}: ${oneOf(random, types)},`,
          f,
          '',
          onByDefault(crate, 'dead_code'),
        );
      }
      default:
        return diag(
          `warning: this function has too many arguments (${between(random, 8, 11)}/7)`,
          file,
          line,
          `pub fn build_${v}(${oneOf(random, vars)}: &Schema, opts: &Opts, ${oneOf(random, vars)}: u32, budget: usize, clock: &dyn Clock, sink: &mut dyn Sink, limit: u64, tag: &str) -> Result<()> {`,
          `build_${v}`,
          '',
          [clippyUrl('too_many_arguments'), ...onByDefault(crate, 'clippy::too_many_arguments')],
        );
    }
  };
  const crateBlock = (crate: string, n: number): string[] => {
    const files = crates[crate]!;
    const lines = [`    Checking ${crate} v0.14.2 (/home/runner/work/lodestar/lodestar/crates/${crate})`];
    for (let i = 0; i < n; i++) lines.push(...warning(crate, `crates/${crate}/${oneOf(random, files)}`));
    return lines;
  };
  const summary = (crate: string, kind: string, n: number) =>
    `warning: \`${crate}\` (${kind}) generated ${n} warnings (run \`cargo clippy --fix --${kind === 'lib' ? 'lib' : 'lib --tests'} -p ${crate}\` to apply ${Math.max(1, Math.floor(n * 0.6))} suggestions)`;
  const order = Object.keys(crates);
  for (const crate of order) {
    const n = crate === 'indexer' ? 23 : between(random, 12, 34);
    out.push(...crateBlock(crate, n));
    if (crate === 'indexer') {
      out.push(
        'error[E0502]: cannot borrow `self.cache` as mutable because it is also borrowed as immutable',
        '   --> crates/indexer/src/segment.rs:214:17',
        '    |',
        '209 |         let entry = self.cache.get(&key);',
        '    |                     ---------- immutable borrow occurs here',
        '...',
        '214 |                 self.cache.insert(key.clone(), fresh);',
        '    |                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here',
        '...',
        '221 |         entry.map(|e| e.doc_count)',
        '    |         ----- immutable borrow later used here',
        '',
        'For more information about this error, try `rustc --explain E0502`.',
        summary('indexer', 'lib', n),
        `error: could not compile \`indexer\` (lib) due to 1 previous error; ${n} warnings emitted`,
        'warning: build failed, waiting for other jobs to finish...',
      );
      continue;
    }
    out.push(summary(crate, 'lib', n));
    out.push(`warning: \`${crate}\` (lib test) generated ${n + between(random, 1, 9)} warnings (${n} duplicates)`);
  }
  const needle = '--> crates/indexer/src/segment.rs:214:17';
  const ask = 'cargo clippy is failing on a borrow checker error. Which file and line is it at?';
  return singleCallTask('round 14: cargo clippy', ask, 'run_shell', `${out.join('\n')}\n`, [
    { id: 'where', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `systemctl cat '*.service'` on an app server: the user one service runs as, set by a drop-in under its unit file. */
function systemctlCat(): EconomicsTask {
  const random = seededRandom(14_061);
  const spdx = [
    '#  SPDX-License-Identifier: LGPL-2.1-or-later',
    '#',
    '#  This file is part of systemd.',
    '#',
    '#  systemd is free software; you can redistribute it and/or modify it',
    '#  under the terms of the GNU Lesser General Public License as published by',
    '#  the Free Software Foundation; either version 2.1 of the License, or',
    '#  (at your option) any later version.',
    '',
  ];
  const units = new Map<string, string[]>();
  const stock: [string, string, string, string, boolean][] = [
    ['accounts-daemon', 'Accounts Service', 'dbus', '/usr/libexec/accounts-daemon', false],
    ['apparmor', 'Load AppArmor profiles', 'oneshot', '/lib/apparmor/apparmor.systemd reload', false],
    ['apport', 'Apport crash report generation', 'oneshot', '/usr/share/apport/apport --start', false],
    ['atd', 'Deferred execution scheduler', 'forking', '/usr/sbin/atd', false],
    ['chrony', 'chrony, an NTP client/server', 'forking', '/usr/lib/systemd/scripts/chronyd-starter.sh $DAEMON_OPTS', false],
    ['containerd', 'containerd container runtime', 'notify', '/usr/bin/containerd', false],
    ['cron', 'Regular background program processing daemon', 'simple', '/usr/sbin/cron -f -P $EXTRA_OPTS', false],
    [
      'dbus',
      'D-Bus System Message Bus',
      'notify',
      '/usr/bin/dbus-daemon --system --address=systemd: --nofork --nopidfile --systemd-activation --syslog-only',
      false,
    ],
    [
      'docker',
      'Docker Application Container Engine',
      'notify',
      '/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock',
      false,
    ],
    ['fwupd', 'Firmware update daemon', 'dbus', '/usr/libexec/fwupd/fwupd', false],
    ['getty@', 'Getty on %I', 'idle', "-/sbin/agetty -o '-p -- \\\\u' --noclear - $TERM", true],
    ['irqbalance', 'irqbalance daemon', 'simple', '/usr/sbin/irqbalance $IRQBALANCE_ARGS', false],
    ['iscsid', 'iSCSI initiator daemon (iscsid)', 'forking', '/usr/sbin/iscsid', false],
    ['ModemManager', 'Modem Manager', 'dbus', '/usr/sbin/ModemManager', false],
    ['multipathd', 'Device-Mapper Multipath Device Controller', 'notify', '/sbin/multipathd -d -s', false],
    [
      'networkd-dispatcher',
      'Dispatcher daemon for systemd-networkd',
      'simple',
      '/usr/bin/networkd-dispatcher $networkd_dispatcher_args',
      false,
    ],
    ['node-exporter', 'Prometheus exporter for machine metrics', 'simple', '/usr/bin/prometheus-node-exporter $ARGS', false],
    ['polkit', 'Authorization Manager', 'dbus', '/usr/lib/polkit-1/polkitd --no-debug', false],
    ['postfix', 'Postfix Mail Transport Agent', 'oneshot', '/bin/true', false],
    ['promtail', 'Promtail log shipper', 'simple', '/usr/local/bin/promtail -config.file=/etc/promtail/config.yml', false],
    ['rsyslog', 'System Logging Service', 'notify', '/usr/sbin/rsyslogd -n -iNONE', false],
    ['snapd', 'Snap Daemon', 'notify', '/usr/lib/snapd/snapd', false],
    ['ssh', 'OpenBSD Secure Shell server', 'notify', '/usr/sbin/sshd -D $SSHD_OPTS', false],
    ['systemd-journald', 'Journal Service', 'notify', '/lib/systemd/systemd-journald', true],
    ['systemd-logind', 'User Login Management', 'notify', '/lib/systemd/systemd-logind', true],
    ['systemd-networkd', 'Network Configuration', 'notify', '/lib/systemd/systemd-networkd', true],
    ['systemd-resolved', 'Network Name Resolution', 'notify', '/lib/systemd/systemd-resolved', true],
    ['systemd-timesyncd', 'Network Time Synchronization', 'notify', '/lib/systemd/systemd-timesyncd', true],
    ['systemd-udevd', 'Rule-based Manager for Device Events and Files', 'notify', '/lib/systemd/systemd-udevd', true],
    [
      'systemd-tmpfiles-setup',
      'Create Volatile Files and Directories',
      'oneshot',
      'systemd-tmpfiles --create --remove --boot --exclude-prefix=/dev',
      true,
    ],
    ['systemd-sysctl', 'Apply Kernel Variables', 'oneshot', '/lib/systemd/systemd-sysctl', true],
    ['systemd-remount-fs', 'Remount Root and Kernel File Systems', 'oneshot', '/lib/systemd/systemd-remount-fs', true],
    ['systemd-user-sessions', 'Permit User Sessions', 'oneshot', '/lib/systemd/systemd-user-sessions start', true],
    ['udisks2', 'Disk Manager', 'dbus', '/usr/libexec/udisks2/udisksd', false],
    [
      'unattended-upgrades',
      'Unattended Upgrades Shutdown',
      'simple',
      '/usr/share/unattended-upgrades/unattended-upgrade-shutdown --wait-for-signal',
      false,
    ],
    ['user@', 'User Manager for UID %i', 'notify-reload', '/lib/systemd/systemd --user', true],
    ['wg-quick@', 'WireGuard via wg-quick(8) for %I', 'oneshot', '/usr/bin/wg-quick up %i', false],
  ];
  for (const [name, description, type, exec, systemd] of stock) {
    const hardened = systemd || random() < 0.4;
    units.set(`${name}.service`, [
      `# /lib/systemd/system/${name}.service`,
      ...(systemd ? spdx : []),
      '[Unit]',
      `Description=${description}`,
      `Documentation=man:${name.replace(/@$/, '')}(8)`,
      ...(systemd ? ['DefaultDependencies=no', 'Conflicts=shutdown.target', 'Before=shutdown.target'] : ['After=network.target']),
      '',
      '[Service]',
      `Type=${type}`,
      ...(type === 'oneshot' ? ['RemainAfterExit=yes'] : []),
      `ExecStart=${exec}`,
      ...(type === 'oneshot' ? [] : ['Restart=on-failure']),
      ...(hardened
        ? [
            'LockPersonality=yes',
            'MemoryDenyWriteExecute=yes',
            'NoNewPrivileges=yes',
            'PrivateTmp=yes',
            'ProtectClock=yes',
            'ProtectControlGroups=yes',
            'ProtectHome=yes',
            'ProtectHostname=yes',
            'ProtectKernelLogs=yes',
            'ProtectKernelModules=yes',
            'ProtectSystem=strict',
            'RestrictAddressFamilies=AF_UNIX AF_NETLINK AF_INET AF_INET6',
            'RestrictNamespaces=yes',
            'RestrictRealtime=yes',
            'RestrictSUIDSGID=yes',
            'SystemCallArchitectures=native',
            'SystemCallErrorNumber=EPERM',
            'SystemCallFilter=@system-service',
          ]
        : []),
      '',
      '[Install]',
      `WantedBy=${systemd ? 'sysinit.target' : 'multi-user.target'}`,
    ]);
  }
  const prefixes = [
    'analytics',
    'audit',
    'backup',
    'basket',
    'carrier',
    'catalog',
    'checkout',
    'customer',
    'delivery',
    'discount',
    'erp',
    'export',
    'feed',
    'fraud',
    'fx',
    'geo',
    'gift',
    'hr',
    'import',
    'label',
    'ledger',
    'loyalty',
    'mail',
    'media',
    'order',
    'payout',
    'price',
    'refund',
    'report',
    'returns',
    'review',
    'search',
    'session',
    'sitemap',
    'stock',
    'survey',
    'tax',
    'voucher',
    'webhook',
  ];
  const roles = ['api', 'worker', 'sync', 'exporter', 'scheduler', 'importer', 'mailer', 'indexer', 'consumer', 'gc'];
  const appUnit = (name: string, user: string, description: string, drop?: string[]) => {
    const base = name.replace(/-(api|worker|sync|exporter|scheduler|importer|mailer|indexer|consumer|gc|backfill)+$/, '');
    const lines = [
      `# /etc/systemd/system/${name}.service`,
      '[Unit]',
      `Description=${description}`,
      `Documentation=https://runbooks.fjellkit.internal/services/${name}`,
      `After=network-online.target${random() < 0.5 ? ' postgresql.service' : ''}`,
      'Wants=network-online.target',
      `StartLimitIntervalSec=${oneOf(random, [60, 300, 600])}`,
      `StartLimitBurst=${oneOf(random, [3, 5, 10])}`,
      '',
      '[Service]',
      `Type=${oneOf(random, ['simple', 'simple', 'notify', 'exec'])}`,
      `User=${user}`,
      `Group=${user}`,
      `EnvironmentFile=/etc/fjellkit/${name}.env`,
      `Environment=RUST_LOG=info OTEL_SERVICE_NAME=${name} OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4317`,
      `ExecStart=/opt/${name}/bin/${name} --config /etc/fjellkit/${name}.toml`,
      ...(random() < 0.3 ? [`ExecReload=/bin/kill -HUP $MAINPID`] : []),
      `Restart=${oneOf(random, ['on-failure', 'always'])}`,
      `RestartSec=${oneOf(random, ['2s', '5s', '10s'])}`,
      `TimeoutStopSec=${oneOf(random, [30, 60, 90])}`,
      `LimitNOFILE=${oneOf(random, [65536, 1048576])}`,
      `MemoryMax=${oneOf(random, ['512M', '1G', '2G', '4G'])}`,
      `StateDirectory=${base}`,
      `LogsDirectory=${base}`,
      'NoNewPrivileges=yes',
      'PrivateTmp=yes',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      `ReadWritePaths=/var/lib/${base} /var/log/${base}`,
      'CapabilityBoundingSet=',
      'RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6',
      'SystemCallFilter=@system-service',
      '',
      '[Install]',
      'WantedBy=multi-user.target',
    ];
    if (drop) lines.push('', `# /etc/systemd/system/${name}.service.d/override.conf`, ...drop);
    else if (random() < 0.2)
      lines.push(
        '',
        `# /etc/systemd/system/${name}.service.d/override.conf`,
        '[Service]',
        `MemoryMax=${oneOf(random, ['3G', '6G', '8G'])}`,
        `Environment=RUST_LOG=${oneOf(random, ['debug', 'info,sqlx=warn', 'warn'])}`,
      );
    return lines;
  };
  const reserved = new Set(['invoice-exporter', 'invoice-exporter-backfill', 'invoice-mailer']);
  while (units.size < stock.length + 120) {
    const prefix = oneOf(random, prefixes);
    const name = `${prefix}-${oneOf(random, roles)}`;
    if (reserved.has(name) || units.has(`${name}.service`)) continue;
    units.set(
      `${name}.service`,
      appUnit(name, `svc-${prefix}`, `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${name.split('-').pop()} (fjellkit)`),
    );
  }
  units.set(
    'invoice-exporter-backfill.service',
    appUnit('invoice-exporter-backfill', 'svc-invoices', 'Invoice exporter, one-off backfill of 2025 invoices'),
  );
  units.set('invoice-mailer.service', appUnit('invoice-mailer', 'svc-mailer', 'Invoice mailer (sends PDF invoices to customers)'));
  units.set(
    'invoice-exporter.service',
    appUnit('invoice-exporter', 'svc-invoices', 'Invoice exporter (nightly PDF and CSV drop to the finance SFTP)', [
      '[Service]',
      'User=svc-billing',
      'Group=svc-billing',
      'Environment=EXPORT_SFTP_HOST=sftp.finance.fjellkit.internal EXPORT_BATCH=500',
    ]),
  );
  const names = [...units.keys()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  const output = names.map((n) => units.get(n)!.join('\n')).join('\n\n');
  const ask = 'Which user account does the invoice-exporter service run as on this box?';
  return singleCallTask('round 14: systemctl cat', ask, 'run_shell', `${output}\n`, [
    { id: 'user', ask, needles: [textNeedle('User=svc-billing')] },
  ]);
}

// c. Questions that paraphrase the output, or follow a preamble about something else.

/** `aws logs tail /aws/lambda/stock-sync --since 24h`: the one run stopped at the function's limit, asked in other words. */
function lambdaLogsTail(): EconomicsTask {
  const random = seededRandom(14_071);
  const start = Date.UTC(2026, 9, 13, 9, 0, 0);
  const warehouses = ['LEEDS-2', 'TAMWORTH-1', 'ROTTERDAM-3', 'GOTHENBURG-1'];
  const out: string[] = [];
  let stream = '';
  const needle = 'Task timed out after 60.06 seconds';
  const runs = 720;
  const targetRun = 371;
  for (let r = 0; r < runs; r++) {
    let t = start + r * 120_000 + between(random, 0, 900);
    const cold = r === 0 || random() < 0.03;
    if (cold) stream = `${iso(t).slice(0, 10).replace(/-/g, '/')}/[57]${hex(random, 32)}`;
    const rid = uuid(random);
    const emit = (msg: string) => out.push(`${iso(t).replace('Z', '000+00:00')} ${stream} ${msg}`);
    const log = (level: string, msg: string) => emit(`${iso(t)}\t${rid}\t${level}\t${msg}`);
    const init = cold ? between(random, 380, 720) + random() : 0;
    const t0 = t;
    emit(`START RequestId: ${rid} Version: 57`);
    t += between(random, 2, 9);
    log('INFO', `stock sync started {"warehouses":${JSON.stringify(warehouses)},"since":"${iso(t0 - 120_000)}"}`);
    let updated = 0;
    const long = r !== targetRun && random() < 0.02;
    for (const wh of warehouses) {
      const isTarget = r === targetRun && wh === 'ROTTERDAM-3';
      const pages = isTarget ? 41 : long ? (wh === 'ROTTERDAM-3' ? between(random, 17, 20) : 1) : between(random, 1, 4);
      for (let p = 1; p <= pages; p++) {
        t += isTarget || (long && wh === 'ROTTERDAM-3') ? between(random, 1_700, 2_100) : between(random, 300, 1_400);
        if (isTarget && t - t0 > 60_000) break;
        if (random() < 0.04) {
          log('WARN', `WMS responded 429 for /api/v2/stock/deltas?warehouse=${wh}&page=${p}, retrying in 2000 ms {"attempt":1}`);
          t += 2_000;
        }
        const items = p < pages ? 500 : between(random, 1, 499);
        updated += items;
        log('INFO', `fetched deltas {"warehouse":"${wh}","page":${p},"pages":${pages},"items":${items}}`);
      }
      if (isTarget) {
        t = t0 + 60_060;
        emit(`${iso(t)} ${rid} ${needle}`);
        break;
      }
      t += between(random, 40, 900);
      log('INFO', `upserted ${updated} rows into stock_levels in ${between(random, 40, 900)} ms {"warehouse":"${wh}"}`);
    }
    const duration = r === targetRun ? 60_060.41 : t - t0 + random();
    if (r !== targetRun) {
      t += between(random, 5, 40);
      log(
        'INFO',
        `stock sync finished {"updated":${updated},"unchanged":${between(random, 0, 4_000)},"duration_ms":${Math.round(duration)}}`,
      );
    }
    emit(`END RequestId: ${rid}`);
    emit(
      `REPORT RequestId: ${rid}\tDuration: ${duration.toFixed(2)} ms\tBilled Duration: ${r === targetRun ? 60_000 : Math.ceil(duration + init)} ms\tMemory Size: 1024 MB\tMax Memory Used: ${between(random, 180, 420)} MB\t${cold ? `Init Duration: ${init.toFixed(2)} ms\t` : ''}${r === targetRun ? 'Status: timeout' : ''}`,
    );
  }
  const ask = 'Did any of the stock sync runs get cut off for going on longer than the function is allowed to? Which run was it, and when?';
  return singleCallTask('round 14: lambda logs tail, paraphrase', ask, 'aws_cli', `${out.join('\n')}\n`, [
    { id: 'run', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `kubectl logs kafka-1 --since=24h` (the broker's server.log): when one follower dropped out of an orders partition's ISR, after a preamble. */
function kafkaServerLog(): EconomicsTask {
  const random = seededRandom(14_081);
  const start = Date.UTC(2026, 9, 13, 9, 0, 0);
  const end = start + 24 * 3_600_000;
  const stamp = (t: number) => {
    const d = new Date(t);
    return `[${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)},${String(d.getUTCMilliseconds()).padStart(3, '0')}]`;
  };
  const topics: [string, number][] = [
    ['orders', 48],
    ['payments', 24],
    ['clickstream', 96],
    ['inventory-updates', 24],
    ['order-events-dlq', 6],
    ['search-index-updates', 32],
    ['emails', 12],
    ['__consumer_offsets', 50],
  ];
  const partition = () => {
    const [topic, n] = oneOf(random, topics);
    return `${topic}-${pick(random, n)}`;
  };
  const groups = [
    'fulfilment-orders',
    'analytics-clickstream-v2',
    'search-indexer',
    'email-sender',
    'inventory-projector',
    'payments-ledger',
    'fraud-scoring',
    'connect-s3-sink',
  ];
  const events: { t: number; lines: string[] }[] = [];
  const at = (t: number, ...lines: string[]) => events.push({ t, lines });
  const dir = '/var/lib/kafka/data';
  for (let i = 0; i < 2_600; i++) {
    const t = start + Math.floor(random() * (end - start));
    const p = partition();
    const off = between(random, 1_000_000, 99_000_000);
    const s = stamp(t);
    switch (pick(random, 10)) {
      case 0:
      case 1:
      case 2:
        at(
          t,
          `${s} INFO [LocalLog partition=${p}, dir=${dir}] Rolled new log segment at offset ${off} in ${between(random, 1, 9)} ms. (kafka.log.LocalLog)`,
          `${s} INFO [ProducerStateManager partition=${p}] Wrote producer snapshot at offset ${off} with ${between(random, 0, 12)} producer ids in ${between(random, 0, 4)} ms. (org.apache.kafka.storage.internals.log.ProducerStateManager)`,
        );
        break;
      case 3:
      case 4: {
        const base = off - between(random, 500_000, 900_000);
        const seg = `LogSegment(baseOffset=${base}, size=${between(random, 1_070_000_000, 1_073_741_800)}, lastModifiedTime=${t - 604_800_000 - between(random, 0, 9_000_000)}, largestRecordTimestamp=${t - 604_800_000 - between(random, 0, 9_000_000)})`;
        at(
          t,
          `${s} INFO [UnifiedLog partition=${p}, dir=${dir}] Deleting segment ${seg} due to log retention time 604800000ms breach based on the largest record timestamp in the segment (kafka.log.UnifiedLog)`,
          `${s} INFO [UnifiedLog partition=${p}, dir=${dir}] Incremented log start offset to ${base + between(random, 400_000, 500_000)} due to segment deletion (kafka.log.UnifiedLog)`,
        );
        at(
          t + 60_000,
          `${stamp(t + 60_000)} INFO [LocalLog partition=${p}, dir=${dir}] Deleting segment files ${seg} (kafka.log.LocalLog$)`,
        );
        break;
      }
      case 5:
      case 6: {
        const g = oneOf(random, groups);
        const gen = between(random, 100, 900);
        const co = `__consumer_offsets-${pick(random, 50)}`;
        const members = between(random, 2, 12);
        at(
          t,
          `${s} INFO [GroupCoordinator 1]: Preparing to rebalance group ${g} in state PreparingRebalance with old generation ${gen} (${co}) (reason: ${oneOf(random, ['Adding new member', 'Leader', 'Removing member', 'Updating metadata for member'])} ${g}-${hex(random, 8)}-${uuid(random)} ${oneOf(random, ['with group instance id None', 'on LeaveGroup', 'during Stable; client reason: rebalance failed due to MemberIdRequiredException'])}) (kafka.coordinator.group.GroupCoordinator)`,
          `${stamp(t + 3_012)} INFO [GroupCoordinator 1]: Stabilized group ${g} generation ${gen + 1} (${co}) with ${members} members (kafka.coordinator.group.GroupCoordinator)`,
          `${stamp(t + 3_020)} INFO [GroupCoordinator 1]: Assignment received from leader ${g}-${hex(random, 8)}-${uuid(random)} for group ${g} for generation ${gen + 1}. The group has ${members} members, 0 of which are static. (kafka.coordinator.group.GroupCoordinator)`,
        );
        break;
      }
      case 7:
        at(
          t,
          `${s} INFO [SocketServer listenerType=BROKER, nodeId=1] Failed authentication with /10.42.${between(random, 0, 63)}.${between(random, 2, 250)} (channelId=10.42.7.11:9093-10.42.${between(random, 0, 63)}.${between(random, 2, 250)}:${between(random, 30_000, 60_000)}-${between(random, 0, 40)}) (SSL handshake failed) (org.apache.kafka.common.network.Selector)`,
        );
        break;
      case 8: {
        const [mb, secs] = [between(random, 20, 400), (random() * 3 + 0.2).toFixed(1)];
        at(
          t,
          `${s} INFO [kafka-log-cleaner-thread-0]: `,
          `\tLog cleaner thread 0 cleaned log __consumer_offsets-${pick(random, 50)} (dirty section = [${off}, ${off + between(random, 10_000, 90_000)}])`,
          `\t${mb}.${between(random, 0, 9)} MB of log processed in ${secs} seconds (${(mb / Number(secs)).toFixed(1)} MB/sec).`,
          `\tIndexed ${mb}.${between(random, 0, 9)} MB in ${(Number(secs) / 2).toFixed(1)} seconds (${((mb / Number(secs)) * 2).toFixed(1)} Mb/sec, 50.0% of total time)`,
          '\tBuffer utilization: 0.0%',
          `\tCleaned ${mb}.${between(random, 0, 9)} MB in ${(Number(secs) / 2).toFixed(1)} seconds (${((mb / Number(secs)) * 2).toFixed(1)} Mb/sec, 50.0% of total time)`,
          `\tStart size: ${mb}.${between(random, 0, 9)} MB (${between(random, 100_000, 900_000).toLocaleString('en-US')} messages)`,
          `\tEnd size: 0.${between(random, 1, 9)} MB (${between(random, 1_000, 9_000).toLocaleString('en-US')} messages)`,
          `\t99.${between(random, 0, 9)}% size reduction (99.${between(random, 0, 9)}% fewer messages)`,
          ' (kafka.log.LogCleaner)',
        );
        break;
      }
      default:
        at(
          t,
          `${s} INFO [ReplicaFetcher replicaId=1, leaderId=${oneOf(random, [2, 3, 4, 5])}, fetcherId=${pick(random, 4)}] Truncating partition ${p} with TruncationState(offset=${off}, completed=true) due to leader epoch and offset EpochEndOffset(errorCode=0, partition=${p.split('-').pop()}, leaderEpoch=${between(random, 20, 90)}, endOffset=${off}) (kafka.server.ReplicaFetcherThread)`,
        );
    }
  }
  for (let t = start + 240_000; t < end; t += 600_000)
    at(
      t,
      `${stamp(t)} INFO [GroupMetadataManager brokerId=1] Removed ${between(random, 0, 3)} expired offsets in ${between(random, 0, 2)} milliseconds. (kafka.coordinator.group.GroupMetadataManager)`,
    );
  const isr = (t: number, p: string, from: string, to: string, broker: number, version: number) => {
    const hw = between(random, 80_000_000, 90_000_000);
    at(
      t,
      `${stamp(t)} INFO [Partition ${p} broker=1] Shrinking ISR from ${from} to ${to}. Leader: (highWatermark: ${hw}, endOffset: ${hw + between(random, 10, 90)}). Out of sync replicas: (brokerId: ${broker}, endOffset: ${hw - between(random, 9_000, 12_000)}, lastCaughtUpTimeMs: ${t - 30_000 - between(random, 0, 900)}). (kafka.cluster.Partition)`,
      `${stamp(t + 3)} INFO [Partition ${p} broker=1] ISR updated to ${to} and version updated to ${version} (kafka.cluster.Partition)`,
    );
  };
  const expand = (t: number, p: string, from: string, to: string, version: number) =>
    at(
      t,
      `${stamp(t)} INFO [Partition ${p} broker=1] Expanding ISR from ${from} to ${to} (kafka.cluster.Partition)`,
      `${stamp(t + 2)} INFO [Partition ${p} broker=1] ISR updated to ${to} and version updated to ${version} (kafka.cluster.Partition)`,
    );
  const h = (hh: number, mm: number, ss: number, ms: number, nextDay = false) => Date.UTC(2026, 9, nextDay ? 14 : 13, hh, mm, ss, ms);
  isr(h(14, 5, 41, 902), 'orders-27', '1,2,3', '1,2', 3, 61);
  expand(h(14, 9, 2, 117), 'orders-27', '1,2', '1,2,3', 62);
  isr(h(23, 39, 50, 664), 'payments-7', '1,2,4', '1,4', 2, 40);
  expand(h(23, 44, 12, 30), 'payments-7', '1,4', '1,4,2', 41);
  isr(h(23, 41, 7, 118), 'orders-7', '1,3,5', '1,5', 3, 88);
  expand(h(23, 58, 51, 440), 'orders-7', '1,5', '1,5,3', 89);
  isr(h(4, 12, 19, 551, true), 'orders-17', '1,4,5', '1,5', 4, 52);
  expand(h(4, 15, 3, 208, true), 'orders-17', '1,5', '1,5,4', 53);
  events.sort((a, b) => a.t - b.t);
  const lines = events.flatMap((e) => e.lines);
  const needle = '[Partition orders-7 broker=1] Shrinking ISR from 1,3,5 to 1,5.';
  const ask =
    'At what time did one of the followers of partition 7 of the orders topic fall behind and get dropped from the set of caught-up replicas, and which broker was it?';
  return singleCallTask(
    'round 14: kafka server.log, preamble and paraphrase',
    `Some context first. We're halfway through moving the analytics consumers to the new cluster, so ignore anything about clickstream, and the disk-space alerts on kafka-2 last week were a retention setting that's been fixed since. The actual problem: just before midnight the fulfilment service processed a batch of orders twice, and we suspect a replication hiccup on the orders topic. This is kafka-1's log for the last day; it leads most of the orders partitions. ${ask}`,
    'kubectl_logs',
    `${lines.join('\n')}\n`,
    [{ id: 'when', ask, needles: [textNeedle(needle)] }],
  );
}

/** A Gmail Takeout mbox of one label (headers, plain and quoted-printable HTML parts): a date the letting agent gave, asked in other words after a preamble. */
function gmailTakeoutMbox(): EconomicsTask {
  const random = seededRandom(14_091);
  const me = 'priya.nair.home@gmail.com';
  const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const hms = (d: Date) => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  const rfc = (t: number) => {
    const d = new Date(t);
    return `${DOW[d.getUTCDay()]}, ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${hms(d)} +0000`;
  };
  const asc = (t: number) => {
    const d = new Date(t);
    return `${DOW[d.getUTCDay()]} ${MON[d.getUTCMonth()]} ${pad2(d.getUTCDate())} ${hms(d)} +0000 ${d.getUTCFullYear()}`;
  };
  const qp = (html: string) =>
    html
      .split('\n')
      .map((line) => {
        let rest = line.replace(/=/g, '=3D').replace(/£/g, '=C2=A3');
        const parts: string[] = [];
        while (rest.length > 75) {
          let cut = 75;
          const eq = rest.lastIndexOf('=', cut - 1);
          if (eq > cut - 3) cut = eq;
          parts.push(`${rest.slice(0, cut)}=`);
          rest = rest.slice(cut);
        }
        parts.push(rest);
        return parts.join('\n');
      })
      .join('\n');
  const b64 = (n: number) => chars(random, B64, n);
  type Mail = { t: number; fromName: string; from: string; subject: string; text: string; html: string; labels: string; replyTo?: string };
  const render = (m: Mail) => {
    const domain = m.from.split('@')[1]!;
    const boundary = `000000000000${hex(random, 16)}`;
    const epoch = Math.floor(m.t / 1000);
    const thrid = `17${between(random, 10_000_000, 99_999_999)}${between(random, 100_000_000, 999_999_999)}`;
    return [
      `From ${thrid}@xxx ${asc(m.t)}`,
      `X-GM-THRID: ${m.replyTo ?? thrid}`,
      `X-Gmail-Labels: ${m.labels}`,
      `Delivered-To: ${me}`,
      `Received: by 2002:a05:7010:${hex(random, 4)}:b0:${hex(random, 3)}:${hex(random, 4)}:${hex(random, 4)} with SMTP id ${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 10)}csp${between(random, 100_000, 999_999)}mab;`,
      `        ${rfc(m.t)}`,
      `ARC-Seal: i=1; a=rsa-sha256; t=${epoch}; cv=none;`,
      '        d=google.com; s=arc-20240605;',
      `        b=${b64(68)}`,
      `         ${b64(70)}`,
      `         ${b64(70)}==`,
      `Return-Path: <bounce-${hex(random, 12)}@${domain}>`,
      `Received: from ${oneOf(random, ['mail', 'smtp', 'o1', 'mta-out'])}.${domain} (${oneOf(random, ['mail', 'smtp', 'o1', 'mta-out'])}.${domain}. [${between(random, 20, 220)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}])`,
      `        by mx.google.com with ESMTPS id ${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 20)}.${between(random, 10, 999)}.2026.${pad2(new Date(m.t).getUTCMonth() + 1)}.${pad2(new Date(m.t).getUTCDate())}`,
      `        for <${me}>`,
      '        (version=TLS1_3 cipher=TLS_AES_256_GCM_SHA384 bits=256/256);',
      `        ${rfc(m.t - between(random, 1_000, 9_000))}`,
      `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domain}; s=${oneOf(random, ['s1', 'selector1', 'k1', 'google', 'mte1'])};`,
      `        t=${epoch}; bh=${b64(43)}=;`,
      '        h=From:To:Subject:Date:Message-ID:MIME-Version:Content-Type;',
      `        b=${b64(70)}`,
      `         ${b64(72)}`,
      `         ${b64(72)}`,
      `         ${b64(40)}=`,
      `Message-ID: <${hex(random, 24)}@${domain}>`,
      `Date: ${rfc(m.t)}`,
      `From: ${m.fromName} <${m.from}>`,
      `To: Priya Nair <${me}>`,
      `Subject: ${/£/.test(m.subject) ? `=?UTF-8?Q?${m.subject.replace(/=/g, '=3D').replace(/_/g, '=5F').replace(/ /g, '_').replace(/£/g, '=C2=A3').replace(/\?/g, '=3F')}?=` : m.subject}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: 8bit',
      '',
      m.text,
      '',
      `--${boundary}`,
      'Content-Type: text/html; charset="UTF-8"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      qp(m.html),
      '',
      `--${boundary}--`,
      '',
    ].join('\n');
  };
  const htmlOf = (title: string, paragraphs: string[], brand: string) =>
    [
      `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style type="text/css">body{margin:0;padding:0;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif}.wrap{max-width:600px;margin:0 auto;background:#ffffff}.btn{display:inline-block;padding:12px 24px;border-radius:4px;background:${brand};color:#ffffff;text-decoration:none}@media only screen and (max-width:480px){.wrap{width:100% !important}}</style></head>`,
      `<body><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td align="center"><table class="wrap" role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:24px 32px;border-top:4px solid ${brand}">`,
      ...paragraphs.map((p) => `<p style="margin:0 0 16px 0;font-size:15px;line-height:22px;color:#222222">${p}</p>`),
      `</td></tr><tr><td style="padding:16px 32px;font-size:11px;line-height:16px;color:#888888">You are receiving this email because you have an account with us. <a href="https://click.${hex(random, 6)}.net/unsub/${b64(24).replace(/[+/]/g, 'x')}" style="color:#888888">Unsubscribe</a> | <a href="https://www.example.com/privacy" style="color:#888888">Privacy</a></td></tr></table></td></tr></table><img src="https://t.${hex(random, 6)}.net/o/${b64(40).replace(/[+/]/g, 'x')}.gif" width="1" height="1" alt="" style="display:none"></body></html>`,
    ].join('\n');
  const mails: Mail[] = [];
  const from = Date.UTC(2026, 5, 1);
  const when = () => from + Math.floor(random() * 140 * 86_400_000);
  const gbp = () => `£${between(random, 3, 180)}.${pad2(between(random, 0, 99))}`;
  const groceries = [
    'Cravendale milk 2L',
    'Hovis wholemeal 800g',
    'Free range eggs x12',
    'Bananas x5',
    'Cathedral City cheddar 550g',
    'Tenderstem broccoli 200g',
    'Basmati rice 1kg',
    'Greek yoghurt 500g',
    'Chopped tomatoes 4x400g',
    'Oat milk 1L',
    'Chicken thighs 1kg',
    'Coffee beans 1kg',
  ];
  const headlines = [
    'Chancellor signals new fiscal rules ahead of budget',
    'Rail strikes called off after last-minute talks',
    'Heatwave warning extended across southern England',
    'Scientists map the deep Atlantic in unprecedented detail',
    'Premier League: five things we learned this weekend',
    'House prices dip for third month in a row',
    'The best new novels to read this autumn',
    'Inside the race to build a cheaper heat pump',
    'Interest rates held at 4% as inflation eases',
    'How to save on your energy bills this winter',
  ];
  const templates: (() => Mail)[] = [
    () => {
      const hs = shuffle(random, [...headlines]).slice(0, 6);
      return {
        t: when(),
        fromName: 'The Guardian',
        from: 'newsletters@theguardian.com',
        subject: `The Guardian Headlines: ${hs[0]}`,
        text: [
          "Good morning. Here are today's top stories.",
          '',
          ...hs.flatMap((h) => [
            h,
            `https://www.theguardian.com/${oneOf(random, ['uk-news', 'business', 'environment', 'sport', 'books', 'money'])}/2026/${hex(random, 6)}`,
            '',
          ]),
          'Manage your newsletters: https://manage.theguardian.com/email-prefs',
        ].join('\n'),
        html: htmlOf(
          'The Guardian Headlines',
          hs.map((h) => `<a href="https://www.theguardian.com/${hex(random, 8)}" style="color:#052962;font-weight:bold">${h}</a>`),
          '#052962',
        ),
        labels: 'Home,Category Updates,Opened',
      };
    },
    () => {
      const items = shuffle(random, [...groceries]).slice(0, between(random, 5, 10));
      const lines = items.map((i) => `${between(random, 1, 3)} x ${i}  ${gbp()}`);
      return {
        t: when(),
        fromName: 'Ocado',
        from: 'customerservices@ocado.com',
        subject: `Your Ocado order ${between(random, 10_000_000, 99_999_999)} is confirmed`,
        text: [
          'Hello Priya,',
          '',
          `Thanks for your order. We'll deliver it on ${oneOf(random, ['Saturday', 'Sunday', 'Wednesday'])} between ${oneOf(random, ['7:00 and 8:00', '18:00 and 19:00', '20:00 and 21:00'])}.`,
          '',
          ...lines,
          '',
          `Total: ${gbp()}`,
          '',
          'You can edit your order until 23:00 the night before delivery.',
        ].join('\n'),
        html: htmlOf('Your Ocado order', ['Hello Priya,', 'Thanks for your order.', ...lines], '#4d0a5b'),
        labels: 'Home,Category Updates,Opened',
      };
    },
    () => {
      const item = oneOf(random, [
        'Anker USB-C charger 65W',
        'Joseph Joseph chopping boards',
        'Kindle Paperwhite case',
        'Brabantia bin liners',
        'LEGO Classic 11013',
        'Philips Sonicare heads x4',
      ]);
      return {
        t: when(),
        fromName: 'Amazon.co.uk',
        from: 'shipment-tracking@amazon.co.uk',
        subject: `Dispatched: "${item}"`,
        text: [
          `Hello Priya,`,
          '',
          `Your package with ${item} has been dispatched and is on its way.`,
          `Arriving: ${oneOf(random, ['tomorrow', 'Friday', 'Monday'])}`,
          `Track your package: https://www.amazon.co.uk/gp/your-account/ship-track?orderId=20${between(random, 2, 6)}-${between(random, 1_000_000, 9_999_999)}-${between(random, 1_000_000, 9_999_999)}`,
          '',
          'We hope to see you again soon.',
        ].join('\n'),
        html: htmlOf(
          'Dispatched',
          [`Your package with <b>${item}</b> has been dispatched.`, 'Track your package in Your Orders.'],
          '#ff9900',
        ),
        labels: 'Home,Category Updates,Opened',
      };
    },
    () => ({
      t: when(),
      fromName: 'Monzo',
      from: 'hello@monzo.com',
      subject: 'Your monthly statement is ready',
      text: [
        'Hi Priya,',
        '',
        `Your statement for ${oneOf(random, ['June', 'July', 'August', 'September'])} is ready in the app.`,
        `You spent ${gbp()} on groceries and ${gbp()} on eating out.`,
        '',
        'Monzo Bank Limited is authorised by the Prudential Regulation Authority.',
      ].join('\n'),
      html: htmlOf('Statement ready', ['Hi Priya,', 'Your statement is ready in the app.'], '#14233c'),
      labels: 'Home,Category Updates,Opened',
    }),
    () => ({
      t: when(),
      fromName: 'Octopus Energy',
      from: 'hello@octopus.energy',
      subject: `Your latest bill: ${gbp()}`,
      text: [
        'Hi Priya,',
        '',
        `Your bill for ${oneOf(random, ['June', 'July', 'August', 'September'])} is ready.`,
        `Electricity: ${between(random, 150, 320)} kWh. Gas: ${between(random, 200, 900)} kWh.`,
        'Tip: turning your heating down by one degree could save around 10% on your gas use.',
        '',
        'Octopus Energy Ltd, UK Houses, 5th Floor, 33 Holborn, London EC1N 2HT',
      ].join('\n'),
      html: htmlOf(
        'Your latest bill',
        ['Hi Priya,', 'Your bill is ready.', 'Tip: turning your heating down by one degree could save around 10% on your gas use.'],
        '#e4007d',
      ),
      labels: 'Home,Category Updates,Opened',
    }),
    () => ({
      t: when(),
      fromName: 'British Gas',
      from: 'offers@email.britishgas.co.uk',
      subject: oneOf(random, [
        'Is your boiler ready for winter?',
        'Keep your heating running this winter',
        'Book your annual boiler service from £89',
      ]),
      text: [
        'Hi Priya,',
        '',
        'Colder days are coming. Make sure your boiler and heating are ready with an annual service from a Gas Safe registered engineer.',
        'Service slots are available from Monday 19 October, morning or afternoon.',
        '',
        'Book now: https://www.britishgas.co.uk/boiler-service',
        '',
        'British Gas Services Limited. Registered in England and Wales No. 3141243.',
      ].join('\n'),
      html: htmlOf(
        'Boiler service',
        [
          'Colder days are coming.',
          'Make sure your boiler and heating are ready with an annual service from a Gas Safe registered engineer.',
          '<a class="btn" href="https://www.britishgas.co.uk/boiler-service">Book now</a>',
        ],
        '#0047ba',
      ),
      labels: 'Home,Category Promotions',
    }),
    () => ({
      t: when(),
      fromName: 'GitHub',
      from: 'notifications@github.com',
      subject: `[priyanair/allotment-planner] ${oneOf(random, ['Bump vite from 5.4.8 to 5.4.10', 'Sowing calendar shows wrong month for leeks', 'Add dark mode'])} (PR #${between(random, 10, 140)})`,
      text: [
        `${oneOf(random, ['dependabot[bot]', 'sam-okafor', 'lenamarsh'])} ${oneOf(random, ['opened', 'commented on', 'merged'])} this pull request.`,
        '',
        `-- `,
        'Reply to this email directly or view it on GitHub:',
        `https://github.com/priyanair/allotment-planner/pull/${between(random, 10, 140)}`,
        'You are receiving this because you authored the thread.',
      ].join('\n'),
      html: htmlOf('GitHub', ['View it on GitHub.'], '#24292f'),
      labels: 'Home,Opened',
    }),
    () => ({
      t: when(),
      fromName: "St Anne's Primary School",
      from: 'office@stannes-hackney.sch.uk',
      subject: `Newsletter - week ${between(random, 1, 14)}`,
      text: [
        'Dear Parents and Carers,',
        '',
        `Year ${between(random, 1, 6)} will be visiting the Museum of London on ${oneOf(random, ['Tuesday', 'Thursday'])}. Please return consent forms by Friday.`,
        'Harvest festival donations can be left in the school office.',
        'Reminder: PE kits every Wednesday.',
        '',
        'Mrs J. Okafor, Headteacher',
      ].join('\n'),
      html: htmlOf('School newsletter', ['Dear Parents and Carers,', "Please see this week's news below."], '#006633'),
      labels: 'Home,Opened',
    }),
    () => ({
      t: when(),
      fromName: 'Admiral',
      from: 'renewals@admiral.com',
      subject: oneOf(random, ['Your car insurance renewal', 'Reminder: your car insurance renews soon', 'Your renewal documents']),
      text: [
        'Dear Ms Nair,',
        '',
        `Your car insurance for ${oneOf(random, ['LD19 XKE', 'LD19 XKE'])} renews on 1 November. Your renewal price is ${gbp()}.`,
        'If you do nothing, your policy will renew automatically.',
        '',
        'Admiral Insurance (Gibraltar) Limited',
      ].join('\n'),
      html: htmlOf('Renewal', ['Dear Ms Nair,', 'Your car insurance renews on 1 November.'], '#1a2b6d'),
      labels: 'Home,Opened',
    }),
    () => ({
      t: when(),
      fromName: 'Royal Mail',
      from: 'no-reply@royalmail.com',
      subject: 'Your item is on its way',
      text: [
        'Hello,',
        '',
        `Your item ${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${between(random, 100_000_000, 999_999_999)}GB is on its way.`,
        `Expected delivery: ${oneOf(random, ['Wednesday', 'Thursday', 'Saturday'])}, between 9am and 5pm.`,
        '',
        'Royal Mail Group Ltd',
      ].join('\n'),
      html: htmlOf('Your item is on its way', ['Your item is on its way.'], '#da202a'),
      labels: 'Home,Category Updates',
    }),
  ];
  for (let i = 0; i < 300; i++) mails.push(oneOf(random, templates)());
  mails.push({
    t: Date.UTC(2026, 8, 29, 8, 12, 40),
    fromName: 'Octopus Energy',
    from: 'hello@octopus.energy',
    subject: 'Your smart meter installation is booked',
    text: [
      'Hi Priya,',
      '',
      'Good news: your smart meter installation is booked for Tuesday 3 November, 8am - 12pm.',
      'Our engineer will need access to both meters for about two hours.',
      '',
      'Need to change it? Reply to this email or call 0808 164 1088.',
    ].join('\n'),
    html: htmlOf(
      'Smart meter installation',
      ['Hi Priya,', 'Your smart meter installation is booked for Tuesday 3 November, 8am - 12pm.'],
      '#e4007d',
    ),
    labels: 'Home,Opened',
  });
  mails.push({
    t: Date.UTC(2026, 8, 2, 16, 3, 11),
    fromName: 'Harwood Lettings',
    from: 'news@harwoodlettings.co.uk',
    subject: 'Harwood Lettings: your autumn tenant update',
    text: [
      'Dear tenant,',
      '',
      'As the weather turns, please bleed your radiators and report any repairs early; our contractors get busy from October.',
      'Rent reviews for tenancies starting in 2025 will be sent out in November.',
      '',
      'Harwood Lettings, 112 Stoke Newington High Street, London N16 7NY',
    ].join('\n'),
    html: htmlOf(
      'Autumn tenant update',
      ['Dear tenant,', 'As the weather turns, please bleed your radiators and report any repairs early.'],
      '#2f5d50',
    ),
    labels: 'Home,Category Updates',
  });
  shuffle(random, mails);
  const thread = `1780${between(random, 100_000_000, 999_999_999)}${between(random, 100_000, 999_999)}`;
  const address = 'Flat 3, 27 Amhurst Road';
  const ack: Mail = {
    t: Date.UTC(2026, 9, 12, 9, 3, 27),
    fromName: 'Harwood Lettings Maintenance',
    from: 'maintenance@harwoodlettings.co.uk',
    subject: `Re: Boiler not working - ${address}`,
    text: [
      'Dear Priya,',
      '',
      'Thank you for reporting this. We have raised works order HL-WO-88213 and',
      'passed it to our contractor. We will be in touch to confirm an',
      'appointment as soon as we hear back from them.',
      '',
      'Kind regards,',
      'Tom Greaves',
      'Maintenance Coordinator, Harwood Lettings',
      '',
      'On Sun, 11 Oct 2026 at 21:14, Priya Nair <priya.nair.home@gmail.com> wrote:',
      '> Hi, the boiler at the flat stopped working on Saturday. No hot water and',
      '> the radiators are cold. The pressure gauge reads about 0.5. Could you send',
      '> someone please?',
      '> Thanks, Priya',
    ].join('\n'),
    html: htmlOf(
      'Re: Boiler not working',
      ['Dear Priya,', 'Thank you for reporting this. We have raised works order HL-WO-88213 and passed it to our contractor.'],
      '#2f5d50',
    ),
    labels: 'Home,Opened',
    replyTo: thread,
  };
  const needle = 'Thursday 22 October between 8am and 12pm';
  const booked: Mail = {
    t: Date.UTC(2026, 9, 13, 10, 42, 17),
    fromName: 'Harwood Lettings Maintenance',
    from: 'maintenance@harwoodlettings.co.uk',
    subject: `Re: Boiler not working - ${address}`,
    text: [
      'Dear Priya,',
      '',
      'Further to our email of 12 October (works order HL-WO-88213), our Gas',
      'Safe registered contractor, Amhurst Plumbing Services, will attend on',
      `${needle} to inspect and repair the`,
      `boiler at ${address}.`,
      '',
      'Please make sure someone over 18 is in to give access, and clear the',
      'cupboard around the boiler beforehand.',
      '',
      'Kind regards,',
      'Tom Greaves',
      'Maintenance Coordinator, Harwood Lettings',
    ].join('\n'),
    html: htmlOf(
      'Re: Boiler not working',
      [
        'Dear Priya,',
        `Further to our email of 12 October (works order HL-WO-88213), our Gas Safe registered contractor, Amhurst Plumbing Services, will attend on ${needle} to inspect and repair the boiler at ${address}.`,
        'Please make sure someone over 18 is in to give access, and clear the cupboard around the boiler beforehand.',
      ],
      '#2f5d50',
    ),
    labels: 'Home,Opened,Important',
    replyTo: thread,
  };
  mails.splice(Math.floor(mails.length / 2), 0, ack, booked);
  const ask = "When is somebody coming round about the heating? The landlord's agents emailed me a date at some point.";
  return singleCallTask(
    'round 14: gmail takeout mbox, preamble and paraphrase',
    `I'm moving to a new email provider and exported my Home label from Gmail first; it's mostly receipts and newsletters. Ignore the car insurance renewal emails in there, I've already sorted that, and the school stuff is my partner's department. ${ask}`,
    'read_file',
    mails.map(render).join('\n'),
    [{ id: 'when', ask, needles: [textNeedle(needle)] }],
  );
}

// d. One value unlike all its peers, with no error word near it.

/** `pdsh -w kafka-[001-128] 'cat /proc/$(pgrep -f kafka.Kafka)/limits'`: one broker's open-files limit unlike the rest. */
function procLimitsPdsh(): EconomicsTask {
  const random = seededRandom(14_101);
  const hosts = Array.from({ length: 128 }, (_, i) => `kafka-${String(i + 1).padStart(3, '0')}`);
  const target = 'kafka-083';
  const row = (name: string, soft: string, hard: string, units: string) =>
    `${name.padEnd(26)}${soft.padEnd(21)}${hard.padEnd(21)}${units.padEnd(10)}`;
  const blocks = hosts.map((host, i) => {
    const big = i >= 64;
    const procs = big ? '1031398' : '256849';
    const files = host === target ? '65536' : '1048576';
    const rows = [
      row('Limit', 'Soft Limit', 'Hard Limit', 'Units'),
      row('Max cpu time', 'unlimited', 'unlimited', 'seconds'),
      row('Max file size', 'unlimited', 'unlimited', 'bytes'),
      row('Max data size', 'unlimited', 'unlimited', 'bytes'),
      row('Max stack size', '8388608', 'unlimited', 'bytes'),
      row('Max core file size', '0', 'unlimited', 'bytes'),
      row('Max resident set', 'unlimited', 'unlimited', 'bytes'),
      row('Max processes', procs, procs, 'processes'),
      row('Max open files', files, files, 'files'),
      row('Max locked memory', big ? 'unlimited' : '8388608', big ? 'unlimited' : '8388608', 'bytes'),
      row('Max address space', 'unlimited', 'unlimited', 'bytes'),
      row('Max file locks', 'unlimited', 'unlimited', 'locks'),
      row('Max pending signals', procs, procs, 'signals'),
      row('Max msgqueue size', '819200', '819200', 'bytes'),
      row('Max nice priority', '0', '0', ''),
      row('Max realtime priority', '0', '0', ''),
      row('Max realtime timeout', 'unlimited', 'unlimited', 'us'),
    ];
    return rows.map((r) => `${host}: ${r}`);
  });
  const at = hosts.indexOf(target);
  const order = shuffle(random, [...blocks.slice(0, at), ...blocks.slice(at + 1)]);
  order.splice(Math.floor(order.length * 0.52), 0, blocks[at]!);
  const lines = interleave(random, order, 32);
  const needle = `${target}: ${'Max open files'.padEnd(26)}65536`;
  const ask = 'Is the Kafka process on every broker running with the same open-files limit? If one is different, which broker?';
  return singleCallTask('round 14: proc limits over pdsh', ask, 'pdsh', `${lines.join('\n')}\n`, [
    { id: 'broker', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `aws rds describe-db-instances` for a whole account (the CLI's pretty JSON): the one instance not encrypted at rest. */
function rdsInstances(): EconomicsTask {
  const random = seededRandom(14_111);
  const account = '418274093316';
  const region = 'eu-west-1';
  const kms = (env: string) =>
    `arn:aws:kms:${region}:${account}:key/${env === 'prod' ? 'mrk-4b1f0c2e9d8a4f67b1c3e5d7a9f0b2c4' : 'mrk-0e7d9c1a2b3f4e5d6c7b8a9f0e1d2c3b'}`;
  const services = [
    'checkout',
    'payments',
    'orders',
    'catalog',
    'identity',
    'ledger',
    'pricing',
    'inventory',
    'shipping',
    'returns',
    'loyalty',
    'reporting',
    'fraud',
    'reviews',
    'cms',
    'search-admin',
    'vouchers',
    'notifications',
  ];
  const envs = ['prod', 'staging', 'dev', 'perf'];
  const zones = ['eu-west-1a', 'eu-west-1b', 'eu-west-1c'];
  const sg = () => `sg-0${hex(random, 16)}`;
  const subnets = zones.map((z) => ({
    SubnetIdentifier: `subnet-0${hex(random, 16)}`,
    SubnetAvailabilityZone: { Name: z },
    SubnetOutpost: {},
    SubnetStatus: 'Active',
  }));
  const instance = (service: string, env: string, suffix: string, encrypted: boolean) => {
    const id = `${service}-${env}${suffix}`;
    const engine = oneOf(random, ['postgres', 'postgres', 'postgres', 'mysql']);
    const version = engine === 'postgres' ? oneOf(random, ['16.4', '16.4', '15.8']) : '8.0.39';
    const port = engine === 'postgres' ? 5432 : 3306;
    const family = engine === 'postgres' ? `postgres${version.split('.')[0]}` : 'mysql8.0';
    const prod = env === 'prod';
    const az = oneOf(random, zones);
    const created = Date.UTC(
      between(random, 2021, 2025),
      between(random, 0, 11),
      between(random, 1, 28),
      between(random, 0, 23),
      between(random, 0, 59),
      between(random, 0, 59),
      between(random, 0, 999),
    );
    const storage = oneOf(random, [100, 200, 500, 1000, 2000]);
    const resourceId = `db-${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 26)}`;
    return {
      DBInstanceIdentifier: id,
      DBInstanceClass: prod
        ? oneOf(random, ['db.r6g.xlarge', 'db.r6g.2xlarge', 'db.r7g.large'])
        : oneOf(random, ['db.t4g.medium', 'db.t4g.large']),
      Engine: engine,
      DBInstanceStatus: 'available',
      MasterUsername: `${service.replace(/-/g, '_')}_admin`,
      DBName: service.replace(/-/g, '_'),
      Endpoint: { Address: `${id}.c8x1yq2wz4ab.${region}.rds.amazonaws.com`, Port: port, HostedZoneId: 'Z29XKXDKYMONMX' },
      AllocatedStorage: storage,
      InstanceCreateTime: iso(created).replace(/Z$/, '000+00:00'),
      PreferredBackupWindow: `0${between(random, 1, 4)}:00-0${between(random, 5, 6)}:00`,
      BackupRetentionPeriod: prod ? 14 : 7,
      DBSecurityGroups: [],
      VpcSecurityGroups: [{ VpcSecurityGroupId: sg(), Status: 'active' }],
      DBParameterGroups: [{ DBParameterGroupName: `${family}-fjellkit-${prod ? 'prod' : 'default'}`, ParameterApplyStatus: 'in-sync' }],
      AvailabilityZone: az,
      DBSubnetGroup: {
        DBSubnetGroupName: `rds-private-${env}`,
        DBSubnetGroupDescription: `Private subnets for RDS (${env})`,
        VpcId: `vpc-0${hex(random, 16)}`,
        SubnetGroupStatus: 'Complete',
        Subnets: subnets,
      },
      PreferredMaintenanceWindow: `${oneOf(random, ['sun', 'mon', 'tue', 'wed'])}:0${between(random, 2, 4)}:00-${oneOf(random, ['sun', 'mon', 'tue', 'wed'])}:0${between(random, 5, 6)}:00`,
      PendingModifiedValues: {},
      LatestRestorableTime: '2026-10-14T08:55:00+00:00',
      MultiAZ: prod,
      EngineVersion: version,
      AutoMinorVersionUpgrade: true,
      ReadReplicaDBInstanceIdentifiers: [],
      LicenseModel: engine === 'postgres' ? 'postgresql-license' : 'general-public-license',
      Iops: 3000,
      OptionGroupMemberships: [
        { OptionGroupName: engine === 'postgres' ? `default:postgres-${version.split('.')[0]}` : 'default:mysql-8-0', Status: 'in-sync' },
      ],
      ...(prod
        ? {
            SecondaryAvailabilityZone: oneOf(
              random,
              zones.filter((z) => z !== az),
            ),
          }
        : {}),
      PubliclyAccessible: false,
      StorageType: 'gp3',
      DbInstancePort: 0,
      StorageEncrypted: encrypted,
      ...(encrypted ? { KmsKeyId: kms(env) } : {}),
      DbiResourceId: resourceId,
      CACertificateIdentifier: 'rds-ca-rsa2048-g1',
      DomainMemberships: [],
      CopyTagsToSnapshot: true,
      MonitoringInterval: prod ? 15 : 60,
      EnhancedMonitoringResourceArn: `arn:aws:logs:${region}:${account}:log-group:RDSOSMetrics:log-stream:${resourceId}`,
      MonitoringRoleArn: `arn:aws:iam::${account}:role/rds-monitoring-role`,
      DBInstanceArn: `arn:aws:rds:${region}:${account}:db:${id}`,
      IAMDatabaseAuthenticationEnabled: prod,
      PerformanceInsightsEnabled: encrypted && prod,
      ...(encrypted && prod ? { PerformanceInsightsKMSKeyId: kms(env), PerformanceInsightsRetentionPeriod: 7 } : {}),
      EnabledCloudwatchLogsExports: engine === 'postgres' ? ['postgresql', 'upgrade'] : ['error', 'slowquery'],
      ProcessorFeatures: [],
      DeletionProtection: prod,
      AssociatedRoles: [],
      MaxAllocatedStorage: storage * 4,
      TagList: [
        { Key: 'Service', Value: service },
        { Key: 'Environment', Value: env },
        { Key: 'ManagedBy', Value: 'terraform' },
        { Key: 'Repo', Value: `github.com/fjellkit/infra-${service}` },
        { Key: 'CostCentre', Value: `CC-${between(random, 100, 999)}` },
      ],
      CustomerOwnedIpEnabled: false,
      ActivityStreamStatus: 'stopped',
      BackupTarget: 'region',
      NetworkType: 'IPV4',
      StorageThroughput: 125,
      CertificateDetails: {
        CAIdentifier: 'rds-ca-rsa2048-g1',
        ValidTill: iso(created + 365 * 86_400_000 * 2).replace(/\.\d{3}Z$/, '+00:00'),
      },
      DedicatedLogVolume: false,
      IsStorageConfigUpgradeAvailable: false,
      EngineLifecycleSupport: 'open-source-rds-extended-support',
    };
  };
  const list: object[] = [];
  for (const service of services)
    for (const env of envs) {
      if (env !== 'prod' && random() < 0.25) continue;
      list.push(instance(service, env, '', true));
      if (env === 'prod' && random() < 0.4) list.push(instance(service, env, '-replica-1', true));
    }
  shuffle(random, list);
  list.splice(Math.floor(list.length * 0.47), 0, instance('ledger', 'prod', '-archive', false));
  const output = JSON.stringify({ DBInstances: list }, null, 4);
  const ask = 'Is every RDS instance in this account encrypted at rest? If one is not, which one?';
  return singleCallTask('round 14: aws rds describe-db-instances', ask, 'aws_cli', `${output}\n`, [
    { id: 'instance', ask, needles: [textNeedle('"StorageEncrypted": false')] },
  ]);
}

/** `helm list -A` on a multi-tenant cluster: one tenant's storefront on an older chart than every other. */
function helmList(): EconomicsTask {
  const random = seededRandom(14_121);
  const towns = [
    'aalborg',
    'bergen',
    'bodo',
    'cork',
    'derby',
    'dundee',
    'esbjerg',
    'falun',
    'galway',
    'gavle',
    'hamar',
    'harstad',
    'inverness',
    'jonkoping',
    'kalmar',
    'kiruna',
    'lulea',
    'malmo',
    'molde',
    'narvik',
    'odense',
    'oulu',
    'perth',
    'porvoo',
    'randers',
    'rauma',
    'skien',
    'sligo',
    'tampere',
    'tromso',
    'umea',
    'vaasa',
    'vejle',
    'visby',
    'york',
    'zwolle',
  ];
  const shops = [
    'sykkel',
    'fjellsport',
    'outdoor',
    'klatring',
    'ski',
    'friluft',
    'camping',
    'running',
    'padling',
    'fiske',
    'jakt',
    'hiking',
    'trail',
    'alpin',
    'surf',
    'bike',
    'turutstyr',
    'villmark',
    'telemark',
    'kajakk',
  ];
  const tenants = new Set<string>();
  while (tenants.size < 560) tenants.add(`${oneOf(random, towns)}-${oneOf(random, shops)}`);
  const sorted = [...tenants].sort();
  const odd = sorted[Math.floor(sorted.length * 0.5)]!;
  const updated = () => {
    const t = Date.UTC(2026, 9, between(random, 1, 13), between(random, 0, 23), between(random, 0, 59), between(random, 0, 59));
    const d = new Date(t);
    return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)}.${String(between(random, 0, 999_999_999)).padStart(9, '0')} +0000 UTC`;
  };
  type Release = [string, string, string, string, string, string, string];
  const rows: Release[] = [];
  for (const tenant of sorted) {
    const chart = tenant === odd ? ['storefront-3.11.0', '3.11.0'] : ['storefront-3.14.2', '3.14.2'];
    rows.push([`${tenant}-storefront`, `tenant-${tenant}`, String(between(random, 4, 60)), updated(), 'deployed', chart[0]!, chart[1]!]);
    if (random() < 0.45)
      rows.push([
        `${tenant}-worker`,
        `tenant-${tenant}`,
        String(between(random, 2, 40)),
        updated(),
        'deployed',
        'storefront-worker-1.8.0',
        '1.8.0',
      ]);
  }
  const platform: [string, string, string, string][] = [
    ['argo-cd', 'argocd', 'argo-cd-7.6.8', 'v2.12.4'],
    ['aws-load-balancer-controller', 'kube-system', 'aws-load-balancer-controller-1.9.1', 'v2.9.1'],
    ['cert-manager', 'cert-manager', 'cert-manager-v1.16.1', 'v1.16.1'],
    ['external-dns', 'external-dns', 'external-dns-1.15.0', '0.15.0'],
    ['external-secrets', 'external-secrets', 'external-secrets-0.10.4', 'v0.10.4'],
    ['ingress-nginx', 'ingress-nginx', 'ingress-nginx-4.11.3', '1.11.3'],
    ['karpenter', 'kube-system', 'karpenter-1.0.6', '1.0.6'],
    ['keda', 'keda', 'keda-2.15.1', '2.15.1'],
    ['kube-prometheus-stack', 'monitoring', 'kube-prometheus-stack-62.7.0', 'v0.76.1'],
    ['loki', 'monitoring', 'loki-6.16.0', '3.1.1'],
    ['metrics-server', 'kube-system', 'metrics-server-3.12.2', '0.7.2'],
    ['reloader', 'reloader', 'reloader-1.1.0', 'v1.1.0'],
    ['tempo', 'monitoring', 'tempo-1.10.3', '2.5.0'],
    ['velero', 'velero', 'velero-7.2.1', '1.14.1'],
    ['redis-sessions', 'shared', 'redis-20.1.7', '7.4.1'],
    ['tenant-operator', 'platform', 'tenant-operator-0.22.4', '0.22.4'],
  ];
  for (const [name, ns, chart, app] of platform) rows.push([name, ns, String(between(random, 3, 90)), updated(), 'deployed', chart, app]);
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  const header: Release = ['NAME', 'NAMESPACE', 'REVISION', 'UPDATED', 'STATUS', 'CHART', 'APP VERSION'];
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const format = (r: Release) => r.map((cell, c) => (c < r.length - 1 ? `${cell.padEnd(widths[c]!)}\t` : cell)).join('');
  const lines = all.map(format);
  const needle = format(rows.find((r) => r[0] === `${odd}-storefront`)!);
  const ask = 'Are all the tenant storefronts on the same chart version? If one is on a different one, which tenant?';
  return singleCallTask('round 14: helm list -A', ask, 'run_shell', `${lines.join('\n')}\n`, [
    { id: 'tenant', ask, needles: [textNeedle(needle)] },
  ]);
}

export function roundFourteen(): EconomicsTask[] {
  return [
    lokiQueryRange(),
    figmaFile(),
    notionQuery(),
    surefireReports(),
    cargoClippy(),
    systemctlCat(),
    lambdaLogsTail(),
    kafkaServerLog(),
    gmailTakeoutMbox(),
    procLimitsPdsh(),
    rdsInstances(),
    helmList(),
  ];
}
