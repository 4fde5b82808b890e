/**
 * Probe tasks, round 5: written blind to the library's implementation, after real outputs agents meet
 * daily, of kinds not in rounds 2 to 4 nor among the economics tasks. Four groups: answers in the
 * middle of one long line (minified CSS, a one-line Elasticsearch response, a config dump in one log
 * line, a source map); answers a few lines from the line the question's words match (kubectl
 * describe, a Java stack trace, OpenTelemetry spans); questions that paraphrase or follow a long
 * preamble (go test, a Postgres log, an Ansible run); answers with no error word, one value unlike
 * thousands (checksums, a latency table, nginx -T, node versions); and two mixed ones (a GitHub
 * Actions lint log, an EXPLAIN ANALYZE). Not among the bench's targets.
 */
import { hex, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const W = ['aurora', 'birch', 'canyon', 'dune', 'fern', 'glacier', 'heron', 'islet', 'jasper', 'lagoon', 'maple', 'nimbus'];

const w = (random: () => number) => W[pick(random, W.length)]!;
const b64 = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[pick(random, 64)]).join('');

// a. One-line payloads.

/** A minified stylesheet on one line; the banner's background sits in the middle. */
function minifiedCss(): EconomicsTask {
  const random = seededRandom(601);
  const rules: string[] = [];
  for (let i = 0; i < 9_000; i++) {
    const selector = `.${w(random)}-${w(random)}__${['item', 'title', 'body', 'icon', 'link'][pick(random, 5)]}--${i}`;
    rules.push(
      pick(random, 6) === 0
        ? `@media (max-width:${480 + 16 * pick(random, 40)}px){${selector}{display:none}}`
        : `${selector}{color:#${hex(random, 6)};padding:${pick(random, 24)}px ${pick(random, 24)}px;margin:0 auto;border-radius:${pick(random, 12)}px}`,
    );
  }
  rules.splice(4_600, 0, '.checkout-page .promo-banner--warning{background-color:#ffb347;border-left:4px solid #e07b00;color:#3d2b00}');
  const ask = 'What background colour does the warning banner on the checkout page use?';
  return singleCallTask('round 5: minified css', ask, 'fetch_stylesheet', rules.join(''), [
    { id: 'c', ask, needles: [textNeedle('background-color:#ffb347')] },
  ]);
}

/** An Elasticsearch search response on one line; the host of the one disk-full message. */
function elasticHits(): EconomicsTask {
  const random = seededRandom(603);
  const services = ['cart', 'search', 'catalog', 'auth', 'media'];
  const hits = Array.from({ length: 9_000 }, (_, i) => ({
    _index: '.ds-logs-app-default-2026.12.03-000041',
    _id: b64(random, 20).replaceAll('/', '_').replaceAll('+', '-'),
    _score: null,
    _source: {
      '@timestamp': `2026-12-03T09:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}.${100 + pick(random, 900)}Z`,
      host: { name: `ip-10-4-${pick(random, 16)}-${pick(random, 255)}` },
      log: { level: 'info' },
      service: { name: services[pick(random, services.length)] },
      message: `GET /api/${w(random)}/${pick(random, 99_999)} 200 in ${pick(random, 400)}ms`,
    },
    sort: [1_764_752_400_000 + i * 37],
  }));
  hits[4_700] = {
    ...hits[4_700]!,
    _source: {
      '@timestamp': '2026-12-03T09:41:17.402Z',
      host: { name: 'ip-10-4-22-193' },
      log: { level: 'warn' },
      service: { name: 'media' },
      message: 'write /var/lib/media/uploads/tmp-88213.part: no space left on device',
    },
  };
  const output = JSON.stringify({
    took: 38,
    timed_out: false,
    _shards: { total: 3, successful: 3, skipped: 0, failed: 0 },
    hits: { total: { value: 10_000, relation: 'gte' }, max_score: null, hits },
  });
  const ask = 'Which machine ran out of disk according to these search results?';
  return singleCallTask('round 5: elasticsearch one line', ask, 'search_logs', output, [
    { id: 'h', ask, needles: [textNeedle('"host":{"name":"ip-10-4-22-193"}')] },
  ]);
}

/** A Spring Boot log whose startup line dumps the effective configuration as one long JSON field. */
function configDumpLine(): EconomicsTask {
  const random = seededRandom(605);
  const props: Record<string, string> = {};
  const kinds = ['enabled', 'timeout-ms', 'batch-size', 'endpoint', 'retries'];
  for (let i = 0; i < 14_000; i++) {
    const kind = kinds[pick(random, kinds.length)]!;
    const value =
      kind === 'enabled'
        ? String(pick(random, 2) === 1)
        : kind === 'endpoint'
          ? `https://${w(random)}-${pick(random, 40)}.internal:${8000 + pick(random, 999)}/v${1 + pick(random, 3)}`
          : String(pick(random, 5000));
    props[`app.${w(random)}.${w(random)}-${i}.${kind}`] = value;
    if (i === 6_300) {
      props['spring.datasource.url'] = 'jdbc:postgresql://orders-db.internal:5432/orders';
      props['spring.datasource.username'] = 'svc_orders';
      props['spring.datasource.hikari.connection-timeout'] = '30000';
      props['spring.datasource.hikari.minimum-idle'] = '5';
      props['spring.datasource.hikari.maximum-pool-size'] = '37';
      props['spring.datasource.hikari.idle-timeout'] = '600000';
    }
  }
  const lines: string[] = [];
  const at = (s: number) => `2026-12-03 08:00:${pad2(Math.floor(s / 1000) % 60)}.${String(s % 1000).padStart(3, '0')}`;
  for (let i = 0; i < 1_500; i++)
    lines.push(
      `${at(i * 7)}  INFO 1 --- [           main] c.a.o.${w(random)}.${w(random)}Registrar : registered ${w(random)} handler #${i}`,
    );
  lines.splice(
    700,
    0,
    `${at(4_901)}  INFO 1 --- [           main] c.a.orders.config.ConfigDumper           : Effective configuration: ${JSON.stringify(props)}`,
  );
  const ask = 'How big is the database connection pool configured to be when the orders service starts?';
  return singleCallTask('round 5: config dump in a log line', ask, 'service_logs', lines.join('\n'), [
    { id: 'p', ask, needles: [textNeedle('"spring.datasource.hikari.maximum-pool-size":"37"')] },
  ]);
}

/** A production source map on one line (sources, sourcesContent, base64-VLQ mappings); a live secret key in one module. */
function sourceMap(): EconomicsTask {
  const random = seededRandom(607);
  const count = 1_800;
  const sources = Array.from({ length: count }, (_, i) => `webpack://shop-web/./src/${w(random)}/${w(random)}-${i}.ts`);
  const sourcesContent = Array.from({ length: count }, (_, i) =>
    [
      `import { http } from '../lib/http';`,
      `export const ${w(random)}Config${i} = { endpoint: '/api/${w(random)}/${i}', retries: ${pick(random, 5)}, cacheKey: '${b64(random, 24)}' };`,
      `export async function load${i}(id: string) {`,
      `  return http.get(\`/api/${w(random)}/\${id}\`, { timeout: ${1000 * (1 + pick(random, 9))} });`,
      `}`,
      '',
    ].join('\n'),
  );
  sources[1_500] = 'webpack://shop-web/./src/payments/stripe-client.ts';
  sourcesContent[1_500] = [
    `import Stripe from 'stripe';`,
    `// TODO move to the server before launch`,
    `const stripe = new Stripe('sk_live_51NvQ8aKz3T0pXhR2mYd7Lc9WqE4bUf', { apiVersion: '2024-06-20' });`,
    `export const refund = (charge: string) => stripe.refunds.create({ charge });`,
    '',
  ].join('\n');
  const mappings = Array.from({ length: 30_000 }, () =>
    Array.from({ length: 1 + pick(random, 4) }, () => b64(random, 4 + pick(random, 3)).replace(/[+/]/g, 'A')).join(','),
  ).join(';');
  const names = Array.from({ length: 4_000 }, (_, i) => `${w(random)}${i}`);
  const output = JSON.stringify({ version: 3, file: 'static/js/main.4f9c2a1e.js', sources, sourcesContent, names, mappings });
  const ask = 'Did a Stripe secret key end up in the production source map? Which one?';
  return singleCallTask('round 5: source map', ask, 'fetch_sourcemap', output, [
    { id: 'k', ask, needles: [textNeedle('sk_live_51NvQ8aKz3T0pXhR2mYd7Lc9WqE4bUf')] },
  ]);
}

// b. The answer a few lines from the line the question's words match.

/** `kubectl describe pods`: the node of the one pod whose last state is OOMKilled, 20 lines above it. */
function kubectlDescribe(): EconomicsTask {
  const random = seededRandom(611);
  const apps = ['cart-api', 'search-api', 'catalog-sync', 'auth-gateway', 'media-resizer', 'email-sender'];
  const pod = (app: string, node: string, oom: boolean) => {
    const hash = hex(random, 9);
    const name = `${app}-${hash}-${hex(random, 5)}`;
    const ip = `10.1.${pick(random, 255)}.${pick(random, 255)}`;
    const state = oom
      ? [
          '    State:          Running',
          '      Started:      Thu, 03 Dec 2026 09:58:12 +0000',
          '    Last State:     Terminated',
          '      Reason:       OOMKilled',
          '      Exit Code:    137',
          '      Started:      Thu, 03 Dec 2026 09:51:40 +0000',
          '      Finished:     Thu, 03 Dec 2026 09:58:07 +0000',
          '    Ready:          True',
          '    Restart Count:  14',
        ]
      : [
          '    State:          Running',
          `      Started:      Tue, 01 Dec 2026 ${pad2(pick(random, 24))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))} +0000`,
          '    Ready:          True',
          '    Restart Count:  0',
        ];
    return [
      `Name:             ${name}`,
      'Namespace:        shop',
      'Priority:         0',
      'Service Account:  default',
      `Node:             ${node}`,
      `Start Time:       Tue, 01 Dec 2026 ${pad2(pick(random, 24))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))} +0000`,
      `Labels:           app=${app}`,
      `                  pod-template-hash=${hash}`,
      'Annotations:      <none>',
      'Status:           Running',
      `IP:               ${ip}`,
      'IPs:',
      `  IP:           ${ip}`,
      `Controlled By:  ReplicaSet/${app}-${hash}`,
      'Containers:',
      `  ${app}:`,
      `    Container ID:   containerd://${hex(random, 64)}`,
      `    Image:          registry.example/${app}:2.${pick(random, 30)}.${pick(random, 10)}`,
      `    Image ID:       registry.example/${app}@sha256:${hex(random, 64)}`,
      '    Port:           8080/TCP',
      '    Host Port:      0/TCP',
      ...state,
      '    Limits:',
      `      memory:  ${256 * (1 + pick(random, 4))}Mi`,
      '    Requests:',
      `      cpu:        ${50 * (1 + pick(random, 10))}m`,
      '      memory:     256Mi',
      '    Environment:  <none>',
      '    Mounts:',
      `      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-${hex(random, 5)} (ro)`,
      'Conditions:',
      '  Type              Status',
      '  Initialized       True',
      '  Ready             True',
      '  ContainersReady   True',
      '  PodScheduled      True',
      'QoS Class:                   Burstable',
      'Node-Selectors:              <none>',
      'Tolerations:                 node.kubernetes.io/not-ready:NoExecute op=Exists for 300s',
      '                             node.kubernetes.io/unreachable:NoExecute op=Exists for 300s',
      oom ? 'Events:' : 'Events:                      <none>',
      ...(oom
        ? [
            '  Type     Reason   Age                  From     Message',
            '  ----     ------   ----                 ----     -------',
            '  Normal   Pulled   6m (x15 over 2d)     kubelet  Container image already present on machine',
            '  Warning  BackOff  4m (x212 over 2d)    kubelet  Back-off restarting failed container',
          ]
        : []),
    ].join('\n');
  };
  const pods: string[] = [];
  for (let i = 0; i < 700; i++) {
    const node = `ip-10-0-${1 + pick(random, 5)}-${pick(random, 255)}.ec2.internal`;
    pods.push(pod(apps[pick(random, apps.length)]!, `${node}/${node.slice(3, -13).replaceAll('-', '.')}`, false));
  }
  pods.splice(430, 0, pod('search-indexer', 'ip-10-0-9-201.ec2.internal/10.0.9.201', true));
  const ask = 'One of these pods keeps getting restarted because it runs out of memory. Which node is it scheduled on?';
  return singleCallTask('round 5: kubectl describe', ask, 'kubectl_describe_pods', pods.join('\n\n\n'), [
    { id: 'n', ask, needles: [textNeedle('ip-10-0-9-201.ec2.internal')] },
  ]);
}

/** A Spring Boot log with Java stack traces; the first of our own frames, seven lines under the exception. */
function javaTrace(): EconomicsTask {
  const random = seededRandom(613);
  const lines: string[] = [];
  const at = (i: number) =>
    `2026-12-03 10:${pad2(Math.floor(i / 600) % 60)}:${pad2(Math.floor(i / 10) % 60)}.${String(i % 1000).padStart(3, '0')}`;
  const loggers = [
    'c.a.shop.checkout.CheckoutController     : order placed id=',
    'c.a.shop.cart.CartService                : cart updated id=',
    'c.a.shop.catalog.PriceCache              : refreshed prices for sku batch ',
    'o.s.web.servlet.DispatcherServlet        : Completed 200 OK for request ',
  ];
  for (let i = 0; i < 22_000; i++)
    lines.push(
      `${at(i)}  INFO 1 --- [nio-8080-exec-${1 + pick(random, 10)}] ${loggers[pick(random, loggers.length)]}${pick(random, 9_999_999)}`,
    );
  const springFrames = [
    '\tat org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)',
    '\tat org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)',
    '\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)',
    '\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)',
    '\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:195)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)',
    '\tat org.apache.tomcat.websocket.server.WsFilter.doFilter(WsFilter.java:51)',
    '\tat org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:116)',
    '\tat org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:167)',
    '\tat org.apache.catalina.core.StandardContextValve.invoke(StandardContextValve.java:90)',
    '\tat org.apache.catalina.connector.CoyoteAdapter.service(CoyoteAdapter.java:344)',
    '\tat org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:391)',
    '\tat org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1736)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const kafka = [
    `${at(6_100)}  WARN 1 --- [ad | producer-1] o.a.k.clients.producer.internals.Sender  : [Producer clientId=producer-1] Got error produce response with correlation id 88121 on topic-partition orders-3, retrying (2 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
    `${at(6_101)} ERROR 1 --- [ad | producer-1] o.s.k.support.LoggingProducerListener    : Exception thrown when sending a message with key='88121' to topic orders:`,
    'org.apache.kafka.common.errors.TimeoutException: Expiring 3 record(s) for orders-3:120002 ms has passed since batch creation',
    '\tat org.apache.kafka.clients.producer.internals.RecordAccumulator.expiredBatches(RecordAccumulator.java:409)',
    '\tat org.apache.kafka.clients.producer.internals.Sender.sendProducerData(Sender.java:361)',
    '\tat org.apache.kafka.clients.producer.internals.Sender.runOnce(Sender.java:327)',
    '\tat org.apache.kafka.clients.producer.internals.Sender.run(Sender.java:243)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const npe = [
    `${at(13_400)} ERROR 1 --- [nio-8080-exec-7] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException] with root cause`,
    '',
    'java.lang.NullPointerException: null',
    '\tat java.base/java.util.concurrent.ConcurrentHashMap.putVal(ConcurrentHashMap.java:1011)',
    '\tat java.base/java.util.concurrent.ConcurrentHashMap.put(ConcurrentHashMap.java:1006)',
    '\tat org.springframework.cache.concurrent.ConcurrentMapCache.put(ConcurrentMapCache.java:150)',
    '\tat org.springframework.cache.interceptor.AbstractCacheInvoker.doPut(AbstractCacheInvoker.java:87)',
    '\tat org.springframework.cache.interceptor.CacheAspectSupport.execute(CacheAspectSupport.java:431)',
    '\tat org.springframework.aop.framework.CglibAopProxy$DynamicAdvisedInterceptor.intercept(CglibAopProxy.java:765)',
    '\tat com.acme.shop.checkout.ShippingQuoteService.quoteFor(ShippingQuoteService.java:58)',
    '\tat com.acme.shop.checkout.CheckoutService.summarize(CheckoutService.java:141)',
    '\tat com.acme.shop.checkout.CheckoutController.review(CheckoutController.java:77)',
    '\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
    '\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)',
    '\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)',
    ...springFrames,
  ];
  const timeout = [
    `${at(18_800)} ERROR 1 --- [nio-8080-exec-2] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.web.client.ResourceAccessException: I/O error on GET request for "https://fx.partner.example/rates": Read timed out] with root cause`,
    '',
    'java.net.SocketTimeoutException: Read timed out',
    '\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    '\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)',
    '\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)',
    '\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)',
    '\tat java.base/sun.net.www.http.HttpClient.parseHTTP(HttpClient.java:819)',
    '\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)',
    '\tat com.acme.shop.pricing.FxRatesClient.latest(FxRatesClient.java:44)',
    ...springFrames,
  ];
  lines.splice(18_800, 0, ...timeout);
  lines.splice(13_400, 0, ...npe);
  lines.splice(6_100, 0, ...kafka);
  const ask = 'Checkout blew up with a NullPointerException. Which of our own classes and lines did it come from?';
  return singleCallTask('round 5: java stack trace', ask, 'service_logs', lines.join('\n'), [
    { id: 'f', ask, needles: [textNeedle('com.acme.shop.checkout.ShippingQuoteService.quoteFor(ShippingQuoteService.java:58)')] },
  ]);
}

/** OpenTelemetry's console span exporter: the statement of the one span with an error status, nine lines above it. */
function otelSpans(): EconomicsTask {
  const random = seededRandom(615);
  const tables = ['orders', 'customers', 'carts', 'products', 'coupons'];
  const span = (table: string, statement: string, status: string) =>
    [
      '{',
      '  resource: {',
      '    attributes: {',
      "      'service.name': 'checkout',",
      "      'service.version': '3.18.0',",
      "      'telemetry.sdk.language': 'nodejs',",
      "      'telemetry.sdk.name': 'opentelemetry',",
      "      'telemetry.sdk.version': '1.26.0'",
      '    }',
      '  },',
      "  instrumentationScope: { name: '@opentelemetry/instrumentation-mysql2', version: '0.41.0', schemaUrl: undefined },",
      `  traceId: '${hex(random, 32)}',`,
      `  parentId: '${hex(random, 16)}',`,
      '  traceState: undefined,',
      `  name: '${statement.split(' ')[0]} shop.${table}',`,
      `  id: '${hex(random, 16)}',`,
      '  kind: 2,',
      `  timestamp: ${1_764_752_400_000_000 + pick(random, 3_600_000_000)},`,
      `  duration: ${pick(random, 40_000)}.${pick(random, 1000)},`,
      '  attributes: {',
      "    'db.system': 'mysql',",
      "    'db.connection_string': 'jdbc:mysql://shop-db.internal:3306',",
      "    'db.name': 'shop',",
      "    'db.user': 'svc_checkout',",
      `    'db.statement': '${statement}',`,
      "    'net.peer.name': 'shop-db.internal',",
      "    'net.peer.port': 3306",
      '  },',
      `  status: ${status},`,
      '  events: [],',
      '  links: []',
      '}',
    ].join('\n');
  const spans: string[] = [];
  for (let i = 0; i < 3_000; i++) {
    const table = tables[pick(random, tables.length)]!;
    spans.push(span(table, `SELECT id, ${w(random)}_${pick(random, 40)}, updated_at FROM ${table} WHERE id = ? LIMIT 1`, '{ code: 0 }'));
  }
  spans.splice(
    1_900,
    0,
    span(
      'inventory',
      'UPDATE inventory SET reserved = reserved + ? WHERE sku = ? AND warehouse_id = ?',
      "{ code: 2, message: 'Deadlock found when trying to get lock; try restarting transaction' }",
    ),
  );
  const ask = 'Which SQL statement was running in the span that came back with an error status?';
  return singleCallTask('round 5: otel spans', ask, 'dump_spans', spans.join('\n'), [
    { id: 's', ask, needles: [textNeedle('UPDATE inventory SET reserved = reserved + ? WHERE sku = ? AND warehouse_id = ?')] },
  ]);
}

// c. Paraphrases and preambles.

/** `go test -v ./...`: one failing subtest among thousands of passes; the user asks what broke. */
function goTest(): EconomicsTask {
  const random = seededRandom(621);
  const lines: string[] = [];
  const pkgs = Array.from({ length: 260 }, (_, i) => `github.com/acme/ledger/internal/${w(random)}${i}`);
  pkgs.forEach((pkg, p) => {
    if (p === 147) {
      lines.push(
        '=== RUN   TestSettlementCutoff',
        '=== RUN   TestSettlementCutoff/same_day',
        '=== RUN   TestSettlementCutoff/across_DST_change',
        '    cutoff_test.go:77: got cutoff 2026-03-29 01:00:00 +0000 UTC, want 2026-03-29 00:00:00 +0000 UTC',
        '=== RUN   TestSettlementCutoff/month_end',
        '--- FAIL: TestSettlementCutoff (0.01s)',
        '    --- PASS: TestSettlementCutoff/same_day (0.00s)',
        '    --- FAIL: TestSettlementCutoff/across_DST_change (0.00s)',
        '    --- PASS: TestSettlementCutoff/month_end (0.00s)',
        'FAIL',
        'FAIL\tgithub.com/acme/ledger/internal/settlement\t0.412s',
      );
      return;
    }
    for (let t = 0; t < 16; t++) {
      const name = `Test${W[pick(random, W.length)]!.replace(/^./, (c) => c.toUpperCase())}${p}_${t}`;
      const subs = pick(random, 4);
      lines.push(`=== RUN   ${name}`);
      for (let s = 0; s < subs; s++) lines.push(`=== RUN   ${name}/case_${s}`);
      lines.push(`--- PASS: ${name} (0.0${pick(random, 10)}s)`);
      for (let s = 0; s < subs; s++) lines.push(`    --- PASS: ${name}/case_${s} (0.00s)`);
    }
    lines.push('PASS', `ok  \t${pkg}\t0.${pad2(pick(random, 100))}${pick(random, 10)}s`);
  });
  lines.push('FAIL');
  const ask = 'I just ran the Go tests for the ledger repo. Which tests broke?';
  return singleCallTask('round 5: go test paraphrase', ask, 'go_test', lines.join('\n'), [
    { id: 't', ask, needles: [textNeedle('--- FAIL: TestSettlementCutoff/across_DST_change')] },
  ]);
}

/** A Postgres log read after a long preamble; "cancelled for running too long" is logged as a statement timeout, the query on the next line. */
function postgresPreamble(): EconomicsTask {
  const random = seededRandom(623);
  const lines: string[] = [];
  const at = (i: number) =>
    `2026-12-03 ${pad2(8 + Math.floor(i / 4000))}:${pad2(Math.floor(i / 70) % 60)}:${pad2(i % 60)}.${pick(random, 1000)} UTC`;
  for (let i = 0; i < 18_000; i++) {
    const pid = 40_000 + pick(random, 9_000);
    const roll = pick(random, 200);
    if (roll === 0) {
      const key = hex(random, 12);
      lines.push(
        `${at(i)} [${pid}] app@orders ERROR:  duplicate key value violates unique constraint "orders_idempotency_key_key"`,
        `${at(i)} [${pid}] app@orders DETAIL:  Key (idempotency_key)=(${key}) already exists.`,
        `${at(i)} [${pid}] app@orders STATEMENT:  INSERT INTO orders (customer_id, total, idempotency_key) VALUES ($1, $2, $3)`,
      );
    } else {
      lines.push(
        `${at(i)} [${pid}] app@orders LOG:  duration: ${pick(random, 900)}.${pick(random, 1000)} ms  execute <unnamed>: SELECT * FROM ${['orders', 'order_items', 'customers'][pick(random, 3)]} WHERE id = $1`,
      );
    }
  }
  lines.splice(
    10_400,
    0,
    '2026-12-03 10:28:54.117 UTC [51377] reporting@orders ERROR:  canceling statement due to statement timeout',
    "2026-12-03 10:28:54.117 UTC [51377] reporting@orders STATEMENT:  SELECT c.region, sum(o.total) FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.created_at >= now() - interval '400 days' GROUP BY c.region",
  );
  const ask =
    'Some background first: we moved the orders database to a bigger instance last week, and since then the finance dashboards have been flaky. ' +
    'The app team says their side is fine and the duplicate-key noise is expected because of client retries. ' +
    'The reporting team only runs a handful of queries a day, mostly in the morning. ' +
    'Which query got cancelled for running too long?';
  return singleCallTask('round 5: postgres log, preamble', ask, 'postgres_logs', lines.join('\n'), [
    { id: 'q', ask, needles: [textNeedle('SELECT c.region, sum(o.total) FROM orders o JOIN customers c')] },
  ]);
}

/** An Ansible run over many hosts; the question paraphrases the one fatal task's reason. */
function ansibleRun(): EconomicsTask {
  const random = seededRandom(625);
  const hosts = Array.from({ length: 480 }, (_, i) => `media-worker-${String(i + 1).padStart(3, '0')}`);
  const plays: [string, string[]][] = [
    [
      'Bootstrap media workers',
      ['Gathering Facts', 'common : Ensure apt cache is fresh', 'common : Install base packages', 'common : Create deploy user'],
    ],
    [
      'Harden media workers',
      ['hardening : Configure sshd', 'hardening : Install fail2ban', 'hardening : Set sysctl limits', 'hardening : Configure journald'],
    ],
    [
      'Install imaging stack',
      [
        'imaging : Add backports repository',
        'imaging : Install image libraries',
        'imaging : Template imgproxy config',
        'imaging : Enable imgproxy service',
      ],
    ],
    [
      'Configure monitoring',
      ['node_exporter : Install node_exporter', 'node_exporter : Start node_exporter', 'promtail : Template promtail config'],
    ],
  ];
  const lines: string[] = [];
  const broken = 'media-worker-117';
  let failed = false;
  for (const [play, tasks] of plays) {
    lines.push('', `PLAY [${play}] ${'*'.repeat(Math.max(3, 90 - play.length))}`);
    for (const task of tasks) {
      lines.push('', `TASK [${task}] ${'*'.repeat(Math.max(3, 90 - task.length))}`);
      for (const host of hosts) {
        if (host === broken && failed) continue;
        if (host === broken && task === 'imaging : Install image libraries') {
          lines.push(
            `fatal: [${host}]: FAILED! => {"cache_update_time": 1764752400, "cache_updated": false, "changed": false, "msg": "No package matching 'libvips-dev' is available"}`,
          );
          failed = true;
          continue;
        }
        const changed = pick(random, 7) === 0;
        lines.push(
          `${changed ? 'changed' : 'ok'}: [${host}]${task.includes('Install') ? ` => (item=${w(random)}-${pick(random, 50)})` : ''}`,
        );
      }
    }
  }
  lines.push('', 'PLAY RECAP ********************************************************************************************');
  for (const host of hosts)
    lines.push(
      host === broken
        ? `${host}           : ok=9    changed=1    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0`
        : `${host}           : ok=${15 - pick(random, 3)}   changed=${pick(random, 6)}    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0`,
    );
  const ask = "The provisioning run didn't go cleanly on one of the media boxes. What was the problem there?";
  return singleCallTask('round 5: ansible paraphrase', ask, 'ansible_playbook', lines.join('\n'), [
    { id: 'a', ask, needles: [textNeedle("No package matching 'libvips-dev' is available")] },
  ]);
}

// d. No error word: one value unlike thousands.

/** `sha256sum` of the deployed binary over a fleet (ansible ad hoc); one host has another build, its name on the line above the hash. */
function fleetChecksums(): EconomicsTask {
  const random = seededRandom(631);
  const good = hex(random, 64);
  const odd = hex(random, 64);
  const lines: string[] = [];
  for (let i = 0; i < 6_000; i++) {
    const host = `web-${String(i + 1).padStart(4, '0')}.prod.acme.example`;
    lines.push(`${host} | CHANGED | rc=0 >>`, `${i === 3_917 ? odd : good}  /opt/storefront/bin/storefront-server`);
  }
  const ask = 'Are all the web servers running the same storefront build? If one is different, which?';
  return singleCallTask('round 5: fleet checksums', ask, 'ansible_adhoc', lines.join('\n'), [
    { id: 'h', ask, needles: [textNeedle('web-3918.prod.acme.example')] },
  ]);
}

/** `linkerd viz stat deploy -A`: one deployment's p99 latency is far above every other's. */
function latencyTable(): EconomicsTask {
  const random = seededRandom(633);
  const pad = (s: string, n: number) => s.padEnd(n);
  const rows = [
    `${pad('NAMESPACE', 18)}${pad('NAME', 36)}${pad('MESHED', 9)}${pad('SUCCESS', 10)}${pad('RPS', 10)}${pad('LATENCY_P50', 14)}${pad('LATENCY_P95', 14)}${pad('LATENCY_P99', 14)}TCP_CONN`,
  ];
  const row = (ns: string, name: string, p50: number, p95: number, p99: number) =>
    `${pad(ns, 18)}${pad(name, 36)}${pad('3/3', 9)}${pad(`${(99 + pick(random, 100) / 100).toFixed(2)}%`, 10)}${pad(`${pick(random, 900)}.${pick(random, 10)}rps`, 10)}${pad(`${p50}ms`, 14)}${pad(`${p95}ms`, 14)}${pad(`${p99}ms`, 14)}${1 + pick(random, 40)}`;
  for (let i = 0; i < 5_000; i++) {
    const p50 = 1 + pick(random, 20);
    const p95 = p50 + pick(random, 60);
    rows.push(row(`team-${w(random)}`, `${w(random)}-${w(random)}-${i}`, p50, p95, p95 + pick(random, 150)));
  }
  rows.splice(3_311, 0, row('team-finance', 'ledger-reconciler', 14, 61, 4870));
  const ask = 'Which service has the worst tail latency right now?';
  return singleCallTask('round 5: latency table', ask, 'linkerd_stat', rows.join('\n'), [
    { id: 'l', ask, needles: [textNeedle('ledger-reconciler')] },
  ]);
}

/** `nginx -T`: hundreds of server blocks with the same upload limit but one; its server_name five lines above. */
function nginxDrift(): EconomicsTask {
  const random = seededRandom(635);
  const block = (site: string, limit: string) =>
    [
      `# configuration file /etc/nginx/sites-enabled/${site}.conf:`,
      'server {',
      '    listen 443 ssl http2;',
      `    server_name ${site}.acme.example;`,
      `    ssl_certificate /etc/letsencrypt/live/${site}/fullchain.pem;`,
      `    ssl_certificate_key /etc/letsencrypt/live/${site}/privkey.pem;`,
      `    access_log /var/log/nginx/${site}.access.log main;`,
      `    client_max_body_size ${limit};`,
      '    proxy_read_timeout 60s;',
      '    location / {',
      `        proxy_pass http://upstream_${site.replaceAll('-', '_')};`,
      '        proxy_set_header Host $host;',
      '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '    }',
      '}',
      '',
    ].join('\n');
  const blocks: string[] = [
    'nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n',
  ];
  for (let i = 0; i < 2_200; i++) blocks.push(block(`${w(random)}-${w(random)}-${i}`, '10m'));
  blocks.splice(1_290, 0, block('media-intake', '2g'));
  const ask = 'Which site lets people upload far bigger files than all the others?';
  return singleCallTask('round 5: nginx -T drift', ask, 'nginx_dump_config', blocks.join('\n'), [
    { id: 's', ask, needles: [textNeedle('server_name media-intake.acme.example;')] },
  ]);
}

/** `kubectl get nodes -o wide` of a large cluster after an upgrade: one node is still on the old kubelet. */
function nodeVersions(): EconomicsTask {
  const random = seededRandom(637);
  const rows = [
    'NAME                                          STATUS   ROLES    AGE    VERSION   INTERNAL-IP     EXTERNAL-IP   OS-IMAGE             KERNEL-VERSION                  CONTAINER-RUNTIME',
  ];
  const row = (ip: string, version: string) =>
    `${`ip-${ip.replaceAll('.', '-')}.eu-west-1.compute.internal`.padEnd(46)}Ready    <none>   ${String(2 + pick(random, 60)).padEnd(7)}${version.padEnd(10)}${ip.padEnd(16)}<none>        Amazon Linux 2023    6.1.115-126.197.amzn2023.x86_64   containerd://1.7.22`;
  const seen = new Set<string>();
  while (seen.size < 4_800) seen.add(`10.40.${pick(random, 256)}.${pick(random, 256)}`);
  for (const ip of seen) rows.push(row(ip, 'v1.31.4'));
  rows.splice(2_604, 0, row('10.41.18.7', 'v1.30.6'));
  const ask = 'Did any node get left behind when we upgraded the cluster?';
  return singleCallTask('round 5: node versions', ask, 'kubectl_get_nodes', rows.join('\n'), [
    { id: 'n', ask, needles: [textNeedle('ip-10-41-18-7.eu-west-1.compute.internal')] },
  ]);
}

// Mixed.

/** A GitHub Actions job log: setup, a pnpm install, then ESLint with thousands of warnings and one error. */
function actionsLint(): EconomicsTask {
  const random = seededRandom(641);
  let t = 0;
  const ts = () => {
    t += 1 + pick(random, 40);
    return `2026-12-03T10:${pad2(Math.floor(t / 60_000) % 60)}:${pad2(Math.floor(t / 1000) % 60)}.${String(t % 1000).padStart(3, '0')}${pick(random, 10)}${pick(random, 10)}${pick(random, 10)}${pick(random, 10)}Z`;
  };
  const lines = [
    `${ts()} Current runner version: '2.321.0'`,
    `${ts()} ##[group]Operating System`,
    `${ts()} Ubuntu`,
    `${ts()} 24.04.1`,
    `${ts()} ##[endgroup]`,
    `${ts()} ##[group]Run actions/checkout@v4`,
    `${ts()} with:`,
    `${ts()}   repository: acme/shop`,
    `${ts()} ##[endgroup]`,
    `${ts()} Syncing repository: acme/shop`,
    `${ts()} ##[group]Run actions/setup-node@v4`,
    `${ts()} Found in cache @ /opt/hostedtoolcache/node/20.18.1/x64`,
    `${ts()} ##[endgroup]`,
    `${ts()} ##[group]Run pnpm install --frozen-lockfile`,
    `${ts()} ##[endgroup]`,
  ];
  for (let i = 0; i < 1_800; i++)
    lines.push(`${ts()} Progress: resolved ${i * 3}, reused ${i * 3 - pick(random, 3)}, downloaded ${pick(random, 3)}, added ${i * 2}`);
  lines.push(
    `${ts()} Done in 41.2s`,
    `${ts()} ##[group]Run pnpm lint`,
    `${ts()} pnpm lint`,
    `${ts()} shell: /usr/bin/bash -e {0}`,
    `${ts()} ##[endgroup]`,
  );
  const warnings = [
    'warning  Unexpected console statement                                  no-console',
    'warning  Unexpected any. Specify a different type                      @typescript-eslint/no-explicit-any',
    "warning  React Hook useEffect has a missing dependency: 'props'        react-hooks/exhaustive-deps",
    'warning  Forbidden non-null assertion                                  @typescript-eslint/no-non-null-assertion',
  ];
  const files = Array.from({ length: 1_400 }, (_, i) => `/home/runner/work/shop/shop/packages/web/src/${w(random)}/${w(random)}-${i}.tsx`);
  files[830] = '/home/runner/work/shop/shop/packages/web/src/checkout/submitOrder.ts';
  files.forEach((file, f) => {
    lines.push(`${ts()} `, `${ts()} ${file}`);
    if (f === 830)
      lines.push(
        `${ts()}    88:3   error    Promises must be awaited, end with a call to .catch, end with a call to .then with a rejection handler or be explicitly marked as ignored with the \`void\` operator  @typescript-eslint/no-floating-promises`,
      );
    for (let j = 0, n = 1 + pick(random, 4); j < n; j++)
      lines.push(
        `${ts()}   ${String(1 + pick(random, 300)).padStart(3)}:${String(1 + pick(random, 60)).padEnd(3)} ${warnings[pick(random, warnings.length)]}`,
      );
  });
  lines.push(
    `${ts()} `,
    `${ts()} ✖ 3514 problems (1 error, 3513 warnings)`,
    `${ts()} `,
    `${ts()}  ELIFECYCLE  Command failed with exit code 1.`,
    `${ts()} ##[error]Process completed with exit code 1.`,
    `${ts()} Post job cleanup.`,
  );
  const ask = 'CI went red on the lint step. Which rule tripped, and in which file?';
  return singleCallTask('round 5: github actions lint', ask, 'get_job_log', lines.join('\n'), [
    {
      id: 'l',
      ask,
      needles: [textNeedle('packages/web/src/checkout/submitOrder.ts'), textNeedle('@typescript-eslint/no-floating-promises')],
    },
  ]);
}

/** EXPLAIN ANALYZE over a table with daily partitions: every partition is scanned by index but one. */
function explainAnalyze(): EconomicsTask {
  const random = seededRandom(643);
  const lines = [
    'Finalize GroupAggregate  (cost=512331.18..512340.21 rows=31 width=44) (actual time=2418.102..2418.771 rows=31 loops=1)',
    '  Group Key: events.kind',
    '  ->  Gather Merge  (cost=512331.18..512339.52 rows=62 width=44) (actual time=2418.080..2418.722 rows=93 loops=1)',
    '        Workers Planned: 2',
    '        Workers Launched: 2',
    '        ->  Partial GroupAggregate  (cost=511331.16..511332.31 rows=31 width=44) (actual time=2411.551..2411.622 rows=31 loops=3)',
    '              Group Key: events.kind',
    '              ->  Sort  (cost=511331.16..511331.54 rows=152 width=12) (actual time=2411.540..2411.561 rows=402 loops=3)',
    '                    Sort Key: events.kind',
    '                    Sort Method: quicksort  Memory: 43kB',
    '                    ->  Parallel Append  (cost=0.29..511325.67 rows=152 width=12) (actual time=0.041..2411.288 rows=402 loops=3)',
  ];
  const start = Date.UTC(2021, 0, 1);
  for (let d = 0; d < 2_000; d++) {
    const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '_');
    const part = `events_p${day}`;
    if (d === 1_171) {
      lines.push(
        `                          ->  Parallel Seq Scan on ${part} events_${d + 1}  (cost=0.00..48211.40 rows=1 width=12) (actual time=0.018..2311.442 rows=0 loops=3)`,
        '                                Filter: (tenant_id = 4217)',
        '                                Rows Removed by Filter: 1402118',
      );
      continue;
    }
    const rows = pick(random, 4);
    lines.push(
      `                          ->  Parallel Index Scan using ${part}_tenant_id_idx on ${part} events_${d + 1}  (cost=0.29..${(8 + pick(random, 30)).toFixed(2)} rows=${rows} width=12) (actual time=0.0${pad2(pick(random, 99))}..0.0${pad2(pick(random, 99))} rows=${rows} loops=3)`,
      '                                Index Cond: (tenant_id = 4217)',
    );
  }
  lines.push('Planning Time: 61.804 ms', 'Execution Time: 2419.337 ms');
  const ask = "This report query takes over two seconds. Which partition isn't using its index?";
  return singleCallTask('round 5: explain analyze', ask, 'explain_analyze', lines.join('\n'), [
    { id: 'p', ask, needles: [textNeedle('Parallel Seq Scan on events_p2024_03_17')] },
  ]);
}

export function roundFive(): EconomicsTask[] {
  return [
    minifiedCss(),
    elasticHits(),
    configDumpLine(),
    sourceMap(),
    kubectlDescribe(),
    javaTrace(),
    otelSpans(),
    goTest(),
    postgresPreamble(),
    ansibleRun(),
    fleetChecksums(),
    latencyTable(),
    nginxDrift(),
    nodeVersions(),
    actionsLint(),
    explainAnalyze(),
  ];
}
