/**
 * Probe tasks, round 10: written blind to the library's implementation, after real outputs agents meet
 * daily, of kinds not in rounds 2 to 9, the phrasing probes nor the economics tasks. Four groups of
 * three: answers in the middle of one long line (a Chrome performance trace saved by Puppeteer, a GIS
 * feature service's GeoJSON response, `ps auxww` on a CI box whose JVMs carry long classpaths);
 * answers several lines from the line the question's words match (`smartctl -a` over a disk shelf, a
 * schema-only pg_dump, a calendar's iCalendar export); questions that paraphrase the output or follow a
 * preamble about something else (`dmesg -T` on a container host, a mongod JSON log, VPC flow logs);
 * answers with no error word, one value unlike thousands, asked in everyday words (`du -ah` of a shared
 * folder, `getent passwd` on a host joined to a directory, `ss -tanp` on a busy API host). Not among the
 * bench's targets.
 *
 * First run, at d218b2a (the library as of b9b91f4; `ROUNDS=10 CONFIGS=ours,context-chef-store pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12):
 *   round 10: chrome performance trace
 *     context-chef-store: 2,740 tokens, peak 1,324, 1/1 needles, 1 read-backs
 *     ours: 1,851 tokens, peak 923, 1/1 needles, 1 read-backs
 *   round 10: arcgis geojson
 *     context-chef-store: 23,493 tokens, peak 7,161, 1/1 needles, 4 read-backs
 *     ours: 4,886 tokens, peak 2,064, 0/1 needles, 2 read-backs
 *   round 10: ps auxww classpath
 *     context-chef-store: 7,270 tokens, peak 3,622, 1/1 needles, 2 read-backs
 *     ours: 7,035 tokens, peak 3,821, 1/1 needles, 2 read-backs
 *   round 10: smartctl -a over a shelf
 *     context-chef-store: 3,408 tokens, peak 1,174, 0/1 needles, 2 read-backs
 *     ours: 2,547 tokens, peak 927, 0/1 needles, 2 read-backs
 *   round 10: pg_dump schema
 *     context-chef-store: 14,732 tokens, peak 4,252, 0/1 needles, 4 read-backs
 *     ours: 13,308 tokens, peak 3,909, 0/1 needles, 4 read-backs
 *   round 10: calendar export
 *     context-chef-store: 2,653 tokens, peak 1,275, 0/1 needles, 1 read-backs
 *     ours: 931 tokens, peak 667, 0/1 needles, 0 read-backs
 *   round 10: dmesg, preamble and paraphrase
 *     context-chef-store: 11,060 tokens, peak 4,066, 0/1 needles, 4 read-backs
 *     ours: 9,059 tokens, peak 3,582, 0/1 needles, 4 read-backs
 *   round 10: mongod log, paraphrase
 *     context-chef-store: 5,846 tokens, peak 1,279, 0/1 needles, 4 read-backs
 *     ours: 4,497 tokens, peak 961, 0/1 needles, 4 read-backs
 *   round 10: vpc flow logs, preamble
 *     context-chef-store: 9,694 tokens, peak 4,795, 0/1 needles, 2 read-backs
 *     ours: 7,206 tokens, peak 3,872, 0/1 needles, 2 read-backs
 *   round 10: du -ah
 *     context-chef-store: 6,772 tokens, peak 1,456, 0/1 needles, 4 read-backs
 *     ours: 4,653 tokens, peak 998, 0/1 needles, 4 read-backs
 *   round 10: getent passwd
 *     context-chef-store: 7,457 tokens, peak 3,454, 1/1 needles, 2 read-backs
 *     ours: 6,225 tokens, peak 3,001, 1/1 needles, 2 read-backs
 *   round 10: ss -tanp
 *     context-chef-store: 6,655 tokens, peak 1,434, 0/1 needles, 4 read-backs
 *     ours: 4,444 tokens, peak 950, 0/1 needles, 4 read-backs
 *   context-chef-store: 101,780 tokens, 4/12 needles
 *   ours: 66,642 tokens, 3/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const GIVEN =
  'adele anton beatrix bjorn camille cyrus dagny desmond edith emeka fatima felix gemma goran hana henrik imogen isaac jasper jolene kai katarina lars leona magnus marisol nadia nils odette oren petra priya rafael rhea selim signe tobias talia ulrich una viktor wanda xavier yara yosef zelda arjun bronwyn cosmin delphine esteban fiona gideon halima ingrid joaquin kirsten lorcan'.split(
    ' ',
  );
const FAMILY =
  'abara achterberg balogun bergstrom castellanos dahl delacroix eklund fontaine gallagher hakansson iwasaki jovanovic kaminski laurent lindgren mahlaba moreau nakamura nyberg okonkwo oyelaran pacheco quist renard rautio sandoval sorensen takahashi thorsen urquhart valdez vasquez wendt whitfield yamamoto zielinski ambrose brennan cavanagh dunmore everett farrow grimaldi holloway ingram kessler lachance mortensen'.split(
    ' ',
  );
const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);

// a. One-line payloads.

/** A Chrome trace saved by Puppeteer's `page.tracing` (one line of JSON): how long one named function call ran. */
function chromeTrace(): EconomicsTask {
  const random = seededRandom(10_011);
  const pid = 41_223;
  const tid = 259;
  const frame = 'B3F1C0E8A7D24E6F9C1A55D0E2B7F314';
  const scripts: readonly (readonly [string, string])[] = [
    ['61', 'https://shop.example.com/static/js/framework.8c2e41d0.js'],
    ['64', 'https://shop.example.com/static/js/vendor.51aa09fe.js'],
    ['71', 'https://shop.example.com/static/js/main.e07b3c12.js'],
    ['87', 'https://shop.example.com/static/js/cart.3f9a1c77.js'],
    ['92', 'https://shop.example.com/static/js/product-grid.a1d4e980.js'],
    ['103', 'https://www.googletagmanager.com/gtag/js?id=G-7QX4M2LZ9B'],
    ['118', 'https://cdn.segment.com/analytics.js/v1/kX2rB7/analytics.min.js'],
  ];
  const fns =
    'renderProductTile useCartStore dispatchAction formatPrice applyPromotions trackImpression observeIntersection reconcileChildren commitRoot flushPassiveEffects scheduleUpdateOnFiber performWorkUntilDeadline normalizeSku buildSrcSet lazyLoadImages hydrateIsland parseQueryString serializeCart debounceSearch fetchRecommendations measureLayout updateStickyHeader onScrollThrottled getVariantPrice computeShipping validateAddress renderMiniCart sendBeacon emitAnalytics resolveExperiment readCookie persistCart syncWishlist renderBadge updateFilters recalculateTaxes cartLineSubtotal'.split(
      ' ',
    );
  let ts = 183_204_117_000;
  let tts = 9_881_200;
  const x = (name: string, cat: string, dur: number, args: string, at: number) =>
    `{"args":${args},"cat":"${cat}","dur":${dur},"name":"${name}","ph":"X","pid":${pid},"tdur":${Math.max(1, dur - pick(random, Math.min(dur, 40)))},"tid":${tid},"ts":${at},"tts":${tts}}`;
  const call = (fn: string, script: readonly [string, string], dur: number, at: number) =>
    x(
      'FunctionCall',
      'devtools.timeline',
      dur,
      `{"data":{"columnNumber":${between(random, 1, 120)},"frame":"${frame}","functionName":"${fn}","lineNumber":${between(random, 1, 3000)},"scriptId":"${script[0]}","url":"${script[1]}"}}`,
      at,
    );
  let nodeId = 1;
  const profileChunk = () => {
    const nodes = Array.from({ length: 3 + pick(random, 6) }, () => {
      const s = oneOf(random, scripts);
      nodeId++;
      return `{"callFrame":{"codeType":"JS","columnNumber":${between(random, 1, 120)},"functionName":"${oneOf(random, fns)}","lineNumber":${between(random, 1, 3000)},"scriptId":${s[0]},"url":"${s[1]}"},"id":${nodeId},"parent":${nodeId - 1}}`;
    });
    const samples = Array.from({ length: 80 }, () => between(random, 1, nodeId));
    const deltas = Array.from({ length: 80 }, () => between(random, 90, 1400));
    return `{"args":{"data":{"cpuProfile":{"nodes":[${nodes.join(',')}],"samples":[${samples.join(',')}]},"timeDeltas":[${deltas.join(',')}]}},"cat":"disabled-by-default-v8.cpu_profiler","id":"0x2","name":"ProfileChunk","ph":"P","pid":${pid},"tid":${tid + 9},"ts":${ts},"tts":${tts}}`;
  };
  const needle =
    '"functionName":"recalculateCartTotals","lineNumber":412,"scriptId":"87","url":"https://shop.example.com/static/js/cart.3f9a1c77.js"}},"cat":"devtools.timeline","dur":48213';
  const events: string[] = [
    `{"args":{"name":"Renderer"},"cat":"__metadata","name":"process_name","ph":"M","pid":${pid},"tid":0,"ts":0}`,
    `{"args":{"name":"CrRendererMain"},"cat":"__metadata","name":"thread_name","ph":"M","pid":${pid},"tid":${tid},"ts":0}`,
    `{"args":{"data":{"frameTreeNodeId":1,"frames":[{"frame":"${frame}","name":"","processId":${pid},"url":"https://shop.example.com/collections/outdoor"}],"persistentIds":true}},"cat":"disabled-by-default-devtools.timeline","name":"TracingStartedInBrowser","ph":"I","pid":${pid - 4102},"s":"t","tid":775,"ts":${ts - 2_000},"tts":1204}`,
  ];
  const tasks = 1_500;
  for (let t = 0; t < tasks; t++) {
    ts += 200 + pick(random, 9_000);
    tts += 50 + pick(random, 3_000);
    const start = ts;
    const children: string[] = [];
    let at = start + 5 + pick(random, 30);
    if (t === Math.floor(tasks / 2)) {
      children.push(
        `{"args":{"data":{"columnNumber":17,"frame":"${frame}",${needle},"name":"FunctionCall","ph":"X","pid":${pid},"tdur":47920,"tid":${tid},"ts":${at},"tts":${tts + 12}}`,
      );
      at += 48_213;
    } else {
      for (let c = 1 + pick(random, 5); c > 0; c--) {
        const kind = pick(random, 10);
        const dur = 3 + pick(random, kind < 4 ? 2_500 : 600);
        const s = oneOf(random, scripts);
        if (kind < 4) children.push(call(oneOf(random, fns), s, dur, at));
        else if (kind === 4)
          children.push(x('TimerFire', 'devtools.timeline', dur, `{"data":{"frame":"${frame}","timerId":${between(random, 1, 900)}}}`, at));
        else if (kind === 5)
          children.push(
            x(
              'EventDispatch',
              'devtools.timeline',
              dur,
              `{"data":{"type":"${oneOf(random, ['pointermove', 'mousemove', 'scroll', 'pointerover', 'click', 'keydown', 'wheel'])}"}}`,
              at,
            ),
          );
        else if (kind === 6)
          children.push(x('UpdateLayoutTree', 'devtools.timeline', dur, `{"elementCount":${between(random, 1, 2400)}}`, at));
        else if (kind === 7) {
          const [l, tp] = [between(random, 0, 1200), between(random, 0, 4000)];
          const [w, h] = [between(random, 40, 1440), between(random, 20, 900)];
          children.push(
            x(
              'Layout',
              'devtools.timeline',
              dur,
              `{"beginData":{"dirtyObjects":${between(random, 1, 900)},"frame":"${frame}","partialLayout":${random() < 0.5},"totalObjects":${between(random, 900, 5200)}},"endData":{"layoutRoots":[{"depth":${between(random, 1, 14)},"nodeId":${between(random, 1, 8000)},"quads":[[${l},${tp},${l + w},${tp},${l + w},${tp + h},${l},${tp + h}]]}]}}`,
              at,
            ),
          );
        } else if (kind === 8)
          children.push(
            x(
              'Paint',
              'devtools.timeline',
              dur,
              `{"data":{"clip":[0,${between(random, 0, 3000)},1440,${between(random, 0, 3000)},1440,${between(random, 3000, 6000)},0,${between(random, 3000, 6000)}],"frame":"${frame}","layerId":${between(random, 1, 80)},"nodeId":${between(random, 1, 8000)}}}`,
              at,
            ),
          );
        else
          children.push(
            x('v8.compile', 'v8,devtools.timeline', dur, `{"data":{"columnNumber":0,"lineNumber":0,"streamed":false,"url":"${s[1]}"}}`, at),
          );
        at += dur + pick(random, 20);
      }
    }
    events.push(x('RunTask', 'disabled-by-default-devtools.timeline', at - start + pick(random, 30), '{}', start), ...children);
    ts = at;
    if (t % 12 === 11) events.push(profileChunk());
  }
  const output = `{"traceEvents":[${events.join(',')}],"metadata":{"source":"DevTools","startTime":"2026-10-13T09:41:07.412Z","hardwareConcurrency":8,"dataOrigin":"TraceEvents"}}`;
  const ask = 'In this Chrome performance trace, how long did the call to recalculateCartTotals take?';
  return singleCallTask('round 10: chrome performance trace', ask, 'read_trace', output, [
    { id: 'duration', ask, needles: [textNeedle(needle)] },
  ]);
}

/** An ArcGIS feature service queried with `f=geojson` (one line): the zoning of the parcel at one street address. */
function arcgisParcels(): EconomicsTask {
  const random = seededRandom(10_021);
  const streets =
    'ALDER ST|BIRCHWOOD DR|CEDAR HOLLOW RD|DOGWOOD CT|ELMHURST AVE|FAIRVIEW BLVD|GARNET WAY|HAWTHORNE ST|IRONWOOD LN|JUNIPER PL|KESTREL RD|LINDEN AVE|MAGNOLIA DR|NORTHGATE PKWY|OAKMONT ST|PRIMROSE LN|QUARRY RD|RIVERBEND DR|SUMAC CT|TAMARACK AVE|UPLAND TER|VALLEY VIEW RD|WILLOW CREEK DR|YARROW ST'.split(
      '|',
    );
  const zones = ['R-1', 'R-2', 'R-3', 'RM-1', 'RM-2', 'C-1', 'C-2', 'MU-1', 'I-1', 'OS'];
  const uses = [
    'SINGLE FAMILY RESIDENTIAL',
    'DUPLEX',
    'MULTI-FAMILY',
    'COMMERCIAL RETAIL',
    'OFFICE',
    'LIGHT INDUSTRIAL',
    'VACANT LAND',
    'PARK / OPEN SPACE',
    'MIXED USE',
  ];
  const zips = ['97229', '97225', '97006', '97008'];
  const owner = () =>
    random() < 0.2
      ? `${oneOf(random, FAMILY).toUpperCase()} ${oneOf(random, ['HOLDINGS LLC', 'PROPERTIES LLC', 'INVESTMENTS LP', 'FAMILY TRUST'])}`
      : `${oneOf(random, FAMILY).toUpperCase()} ${oneOf(random, GIVEN).toUpperCase()}${random() < 0.4 ? ` & ${oneOf(random, GIVEN).toUpperCase()}` : ''}`;
  const feature = (id: number, addr: string, zip: string, zoning: string) => {
    const cx = -122.82 + random() * 0.14;
    const cy = 45.48 + random() * 0.09;
    const n = 10 + pick(random, 34);
    const ring: number[][] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 2 * Math.PI;
      const r = 0.00018 + random() * 0.00022;
      ring.push([+(cx + r * Math.cos(a)).toFixed(7), +(cy + r * 0.7 * Math.sin(a)).toFixed(7)]);
    }
    ring.push(ring[0]!);
    const acres = +(0.08 + random() * 0.9).toFixed(3);
    const sale = Date.UTC(between(random, 1994, 2026), pick(random, 12), between(random, 1, 28));
    const parcel = `${between(random, 1, 2)}S${between(random, 1, 2)}W${pad2(between(random, 1, 36))}${oneOf(random, ['AA', 'AB', 'BA', 'BD', 'CC', 'DA'])} ${String(between(random, 100, 19900)).padStart(5, '0')}`;
    return `{"type":"Feature","id":${id},"geometry":${JSON.stringify({ type: 'Polygon', coordinates: [ring] })},"properties":{"OBJECTID":${id},"PARCEL_ID":"${parcel}","SITE_ADDR":"${addr}","SITE_CITY":"MILLBROOK","SITE_ZIP":"${zip}","ZONING":"${zoning}","LAND_USE":"${oneOf(random, uses)}","OWNER_NAME":"${owner()}","ACRES":${acres},"ASSESSED_LAND":${between(random, 60, 420) * 1000},"ASSESSED_BLDG":${between(random, 0, 900) * 1000},"YEAR_BUILT":${between(random, 1908, 2024)},"SALE_DATE":${sale},"Shape__Area":${(acres * 4046.86).toFixed(4)},"Shape__Length":${(Math.sqrt(acres * 4046.86) * 4.1).toFixed(4)}}}`;
  };
  const count = 1_600;
  const target = Math.floor(count * 0.5);
  const neighbours = new Map<number, string>([
    [target - 31, '1402 LARKSPUR LN'],
    [target - 17, '1406 LARKSPUR LN'],
    [target - 9, '1418 LARKSPUR CT'],
    [target - 4, '1414 LARKSPUR LN'],
    [target + 6, '1422 LARKSPUR LN'],
    [target + 13, '1426 LARKSPUR LN'],
    [target + 28, '1410 LARKSPUR LN'],
  ]);
  const needle = '"SITE_ADDR":"1418 LARKSPUR LN","SITE_CITY":"MILLBROOK","SITE_ZIP":"97229","ZONING":"CM2"';
  const features = Array.from({ length: count }, (_, i) =>
    i === target
      ? feature(i + 1, '1418 LARKSPUR LN', '97229', 'CM2')
      : feature(
          i + 1,
          neighbours.get(i) ?? `${between(random, 100, 9999)} ${oneOf(random, streets)}`,
          oneOf(random, zips),
          oneOf(random, zones),
        ),
  );
  const output = `{"type":"FeatureCollection","features":[${features.join(',')}],"properties":{"exceededTransferLimit":true}}`;
  const ask = "What's the zoning on the parcel at 1418 Larkspur Lane?";
  return singleCallTask('round 10: arcgis geojson', ask, 'query_parcels', output, [{ id: 'zoning', ask, needles: [textNeedle(needle)] }]);
}

/** `ps auxww` on a CI box running services through Gradle: the jackson-databind jar on one service's classpath. */
function psClasspath(): EconomicsTask {
  const random = seededRandom(10_031);
  const cache = '/home/ci/.gradle/caches/modules-2/files-2.1';
  const sums = new Map<string, string>();
  const jar = ([group, artifact, version]: readonly [string, string, string]) => {
    const key = `${group}/${artifact}/${version}`;
    if (!sums.has(key)) sums.set(key, hex(random, 40));
    return `${cache}/${group}/${artifact}/${version}/${sums.get(key)!}/${artifact}-${version}.jar`;
  };
  const lib = (group: string, version: string, artifacts: string): [string, string, string][] =>
    artifacts.split(' ').map((a) => [group, a, version]);
  const common: [string, string, string][] = [
    ...lib(
      'org.springframework.boot',
      '3.1.5',
      'spring-boot spring-boot-autoconfigure spring-boot-actuator spring-boot-actuator-autoconfigure',
    ),
    ...lib(
      'org.springframework',
      '6.0.13',
      'spring-core spring-beans spring-context spring-aop spring-expression spring-web spring-webmvc spring-jdbc spring-tx spring-jcl spring-orm spring-messaging',
    ),
    ...lib('org.springframework.data', '3.1.5', 'spring-data-jpa spring-data-commons'),
    ['org.hibernate.orm', 'hibernate-core', '6.2.13.Final'],
    ['org.hibernate.common', 'hibernate-commons-annotations', '6.0.6.Final'],
    ['org.hibernate.validator', 'hibernate-validator', '8.0.1.Final'],
    ['jakarta.persistence', 'jakarta.persistence-api', '3.1.0'],
    ['jakarta.transaction', 'jakarta.transaction-api', '2.0.1'],
    ['jakarta.annotation', 'jakarta.annotation-api', '2.1.1'],
    ['jakarta.xml.bind', 'jakarta.xml.bind-api', '4.0.1'],
    ['jakarta.activation', 'jakarta.activation-api', '2.1.2'],
    ['jakarta.validation', 'jakarta.validation-api', '3.0.2'],
    ...lib('org.apache.tomcat.embed', '10.1.15', 'tomcat-embed-core tomcat-embed-el tomcat-embed-websocket'),
    ['com.zaxxer', 'HikariCP', '5.0.1'],
    ['org.postgresql', 'postgresql', '42.6.0'],
    ['org.flywaydb', 'flyway-core', '9.22.3'],
    ...lib('io.micrometer', '1.11.5', 'micrometer-core micrometer-observation micrometer-commons micrometer-registry-prometheus'),
    ...lib('io.micrometer', '1.1.6', 'micrometer-tracing micrometer-tracing-bridge-otel'),
    ...lib('ch.qos.logback', '1.4.11', 'logback-classic logback-core'),
    ...lib('org.slf4j', '2.0.9', 'slf4j-api jul-to-slf4j'),
    ...lib('org.apache.logging.log4j', '2.20.0', 'log4j-to-slf4j log4j-api'),
    ['org.yaml', 'snakeyaml', '2.0'],
    ['com.google.guava', 'guava', '32.1.3-jre'],
    ['com.google.guava', 'failureaccess', '1.0.1'],
    ['com.google.code.findbugs', 'jsr305', '3.0.2'],
    ['com.google.errorprone', 'error_prone_annotations', '2.21.1'],
    ['org.checkerframework', 'checker-qual', '3.37.0'],
    ['com.google.j2objc', 'j2objc-annotations', '2.8'],
    ['com.google.protobuf', 'protobuf-java', '3.24.4'],
    ['org.apache.commons', 'commons-lang3', '3.13.0'],
    ['org.apache.commons', 'commons-text', '1.10.0'],
    ['org.apache.commons', 'commons-compress', '1.24.0'],
    ['commons-codec', 'commons-codec', '1.16.0'],
    ['commons-io', 'commons-io', '2.15.0'],
    ...lib(
      'io.netty',
      '4.1.100.Final',
      'netty-buffer netty-codec netty-codec-http netty-codec-http2 netty-common netty-handler netty-resolver netty-resolver-dns netty-transport netty-transport-native-unix-common netty-transport-classes-epoll',
    ),
    ['org.apache.httpcomponents', 'httpclient', '4.5.14'],
    ['org.apache.httpcomponents', 'httpcore', '4.4.16'],
    ['org.apache.httpcomponents.client5', 'httpclient5', '5.2.1'],
    ['org.apache.httpcomponents.core5', 'httpcore5', '5.2.3'],
    ['org.apache.httpcomponents.core5', 'httpcore5-h2', '5.2.3'],
    ...lib(
      'software.amazon.awssdk',
      '2.21.10',
      'sdk-core aws-core auth regions utils http-client-spi apache-client netty-nio-client protocol-core aws-json-protocol aws-query-protocol aws-xml-protocol json-utils third-party-jackson-core profiles metrics-spi endpoints-spi annotations arns crt-core http-auth http-auth-spi http-auth-aws identity-spi checksums checksums-spi',
    ),
    ['software.amazon.eventstream', 'eventstream', '1.0.1'],
    ['org.reactivestreams', 'reactive-streams', '1.0.4'],
    ...lib(
      'io.opentelemetry',
      '1.31.0',
      'opentelemetry-api opentelemetry-context opentelemetry-sdk opentelemetry-sdk-common opentelemetry-sdk-trace opentelemetry-sdk-metrics opentelemetry-sdk-logs opentelemetry-exporter-otlp opentelemetry-exporter-common',
    ),
    ['io.opentelemetry.instrumentation', 'opentelemetry-instrumentation-api', '1.31.0'],
    ['org.aspectj', 'aspectjweaver', '1.9.20'],
    ['net.bytebuddy', 'byte-buddy', '1.14.9'],
    ['org.jboss.logging', 'jboss-logging', '3.5.3.Final'],
    ['com.fasterxml', 'classmate', '1.5.1'],
    ['org.antlr', 'antlr4-runtime', '4.10.1'],
    ['io.smallrye', 'jandex', '3.0.5'],
    ['org.hdrhistogram', 'HdrHistogram', '2.1.12'],
    ['org.latencyutils', 'LatencyUtils', '2.0.3'],
    ...lib(
      'io.github.resilience4j',
      '2.1.0',
      'resilience4j-circuitbreaker resilience4j-core resilience4j-retry resilience4j-ratelimiter resilience4j-bulkhead',
    ),
    ['io.vavr', 'vavr', '0.10.4'],
    ['org.apache.kafka', 'kafka-clients', '3.4.1'],
    ['org.springframework.kafka', 'spring-kafka', '3.0.12'],
    ['org.springframework.retry', 'spring-retry', '2.0.4'],
    ['com.github.luben', 'zstd-jni', '1.5.5-1'],
    ['org.lz4', 'lz4-java', '1.8.0'],
    ['org.xerial.snappy', 'snappy-java', '1.1.10.5'],
    ['io.lettuce', 'lettuce-core', '6.2.6.RELEASE'],
    ['io.projectreactor', 'reactor-core', '3.5.11'],
    ['org.mapstruct', 'mapstruct', '1.5.5.Final'],
    ['com.nimbusds', 'nimbus-jose-jwt', '9.31'],
    ['com.nimbusds', 'oauth2-oidc-sdk', '10.15'],
    ['net.minidev', 'json-smart', '2.4.11'],
    ['net.minidev', 'accessors-smart', '2.4.11'],
    ['org.ow2.asm', 'asm', '9.3'],
    ...lib(
      'org.springframework.security',
      '6.1.5',
      'spring-security-core spring-security-config spring-security-web spring-security-crypto spring-security-oauth2-core spring-security-oauth2-jose spring-security-oauth2-resource-server',
    ),
    ['io.swagger.core.v3', 'swagger-annotations-jakarta', '2.2.15'],
    ['io.swagger.core.v3', 'swagger-core-jakarta', '2.2.15'],
    ['io.swagger.core.v3', 'swagger-models-jakarta', '2.2.15'],
    ['org.springdoc', 'springdoc-openapi-starter-common', '2.2.0'],
    ['org.springdoc', 'springdoc-openapi-starter-webmvc-api', '2.2.0'],
    ['org.jetbrains.kotlin', 'kotlin-stdlib', '1.9.20'],
    ['org.jetbrains', 'annotations', '13.0'],
    ['com.squareup.okhttp3', 'okhttp', '4.12.0'],
    ['com.squareup.okio', 'okio-jvm', '3.6.0'],
    ['io.grpc', 'grpc-api', '1.59.0'],
    ['io.grpc', 'grpc-context', '1.59.0'],
    ['io.grpc', 'grpc-core', '1.59.0'],
    ['io.grpc', 'grpc-netty-shaded', '1.59.0'],
    ['io.grpc', 'grpc-protobuf', '1.59.0'],
    ['io.grpc', 'grpc-stub', '1.59.0'],
    ['io.perfmark', 'perfmark-api', '0.26.0'],
  ];
  const awsServices =
    'acm apigateway appconfig appsync athena autoscaling backup batch budgets cloudformation cloudfront cloudtrail cloudwatch cloudwatchlogs codebuild codecommit codedeploy codepipeline cognitoidentity cognitoidentityprovider comprehend config costexplorer databasemigration datasync dax directconnect dynamodb ebs ec2 ecr ecs efs eks elasticache elasticbeanstalk elasticloadbalancingv2 emr eventbridge firehose fsx glacier glue guardduty iam inspector2 iot kafka kinesis kms lakeformation lambda lightsail macie2 mediaconvert mq neptune opensearch organizations personalize pinpoint polly pricing qldb quicksight ram rds rdsdata redshift rekognition resourcegroups route53 s3 s3control sagemaker secretsmanager securityhub servicecatalog servicediscovery ses sesv2 sfn shield sns sqs ssm sso sts support swf textract timestreamwrite transcribe transfer translate waf wafv2 workspaces xray'.split(
      ' ',
    );
  const internal =
    'platform-core platform-web platform-persistence platform-messaging platform-security platform-observability platform-testing-support money currency-rates tenancy feature-flags audit-trail idempotency outbox pagination problem-details ledger-client catalog-client pricing-client notification-client identity-client search-client'.split(
      ' ',
    );
  const jackson = (databind: string, rest: string): [string, string, string][] => [
    ['com.fasterxml.jackson.core', 'jackson-core', rest],
    ['com.fasterxml.jackson.core', 'jackson-annotations', rest],
    ['com.fasterxml.jackson.datatype', 'jackson-datatype-jsr310', rest],
    ['com.fasterxml.jackson.datatype', 'jackson-datatype-jdk8', rest],
    ['com.fasterxml.jackson.module', 'jackson-module-parameter-names', rest],
    ['com.fasterxml.jackson.dataformat', 'jackson-dataformat-yaml', rest],
    ['com.fasterxml.jackson.dataformat', 'jackson-dataformat-cbor', rest],
    ['com.fasterxml.jackson.core', 'jackson-databind', databind],
  ];
  const services = [
    { name: 'ledger-service', main: 'com.acme.ledger.LedgerApplication', jackson: ['2.15.3', '2.15.3'] },
    { name: 'catalog-service', main: 'com.acme.catalog.CatalogApplication', jackson: ['2.15.3', '2.15.3'] },
    { name: 'notification-service', main: 'com.acme.notify.NotificationApplication', jackson: ['2.14.2', '2.14.2'] },
    { name: 'billing-service', main: 'com.acme.billing.BillingApplication', jackson: ['2.13.4.2', '2.13.4'] },
    { name: 'pricing-service', main: 'com.acme.pricing.PricingApplication', jackson: ['2.15.3', '2.15.3'] },
    { name: 'search-indexer', main: 'com.acme.search.IndexerApplication', jackson: ['2.15.3', '2.15.3'] },
    { name: 'checkout-gateway', main: 'com.acme.checkout.GatewayApplication', jackson: ['2.15.3', '2.15.3'] },
  ];
  const needle = jar(['com.fasterxml.jackson.core', 'jackson-databind', '2.13.4.2']);
  const row = (
    user: string,
    pidNo: number,
    cpu: string,
    mem: string,
    vsz: number,
    rss: number,
    tty: string,
    stat: string,
    start: string,
    time: string,
    cmd: string,
  ) =>
    `${user.padEnd(8)} ${String(pidNo).padStart(7)} ${cpu.padStart(4)} ${mem.padStart(4)} ${String(vsz).padStart(6)} ${String(rss).padStart(5)} ${tty.padEnd(8)} ${stat.padEnd(4)} ${start.padStart(5)} ${time.padStart(6)} ${cmd}`;
  const lines = ['USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND'];
  lines.push(row('root', 1, '0.0', '0.0', 168_932, 13_204, '?', 'Ss', 'Sep28', '2:41', '/sbin/init'));
  lines.push(row('root', 2, '0.0', '0.0', 0, 0, '?', 'S', 'Sep28', '0:01', '[kthreadd]'));
  let pidNo = 3;
  for (const name of [
    'rcu_gp',
    'rcu_par_gp',
    'slub_flushwq',
    'netns',
    'mm_percpu_wq',
    'rcu_tasks_kthread',
    'rcu_tasks_rude_kthread',
    'rcu_tasks_trace_kthread',
  ])
    lines.push(row('root', pidNo++, '0.0', '0.0', 0, 0, '?', 'I<', 'Sep28', '0:00', `[${name}]`));
  for (let cpu = 0; cpu < 32; cpu++)
    for (const name of [
      `cpuhp/${cpu}`,
      `idle_inject/${cpu}`,
      `migration/${cpu}`,
      `ksoftirqd/${cpu}`,
      `kworker/${cpu}:0H-events_highpri`,
      `kworker/${cpu}:1-events`,
    ])
      lines.push(
        row(
          'root',
          pidNo++,
          '0.0',
          '0.0',
          0,
          0,
          '?',
          name.startsWith('kworker') ? 'I<' : 'S',
          'Sep28',
          `0:${pad2(pick(random, 60))}`,
          `[${name}]`,
        ),
      );
  pidNo = 612;
  for (const cmd of [
    '/lib/systemd/systemd-journald',
    '/lib/systemd/systemd-udevd',
    '/lib/systemd/systemd-networkd',
    '/lib/systemd/systemd-resolved',
    '/usr/sbin/cron -f',
    '/usr/bin/dbus-daemon --system --address=systemd: --nofork --nopidfile --systemd-activation --syslog-only',
    '/usr/sbin/rsyslogd -n -iNONE',
    '/lib/systemd/systemd-logind',
    'sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups',
    '/usr/bin/containerd',
    '/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock',
    '/usr/local/bin/node_exporter --collector.systemd --collector.processes',
    '/usr/share/filebeat/bin/filebeat --environment systemd -c /etc/filebeat/filebeat.yml --path.home /usr/share/filebeat --path.config /etc/filebeat --path.data /var/lib/filebeat --path.logs /var/log/filebeat',
    '/home/ci/actions-runner/bin/Runner.Listener run --startuptype service',
  ]) {
    lines.push(
      row(
        cmd.includes('actions-runner') ? 'ci' : 'root',
        pidNo,
        '0.1',
        '0.1',
        between(random, 20_000, 2_400_000),
        between(random, 4_000, 90_000),
        '?',
        'Ssl',
        'Sep28',
        `${pick(random, 90)}:${pad2(pick(random, 60))}`,
        cmd,
      ),
    );
    pidNo += between(random, 3, 40);
  }
  for (let i = 0; i < 24; i++)
    lines.push(
      row(
        'root',
        (pidNo += between(random, 3, 90)),
        '0.0',
        '0.0',
        722_188,
        between(random, 9_000, 14_000),
        '?',
        'Sl',
        'Oct12',
        `0:${pad2(pick(random, 60))}`,
        `/usr/bin/containerd-shim-runc-v2 -namespace moby -id ${hex(random, 64)} -address /run/containerd/containerd.sock`,
      ),
    );
  lines.push(row('999', (pidNo += 17), '0.3', '0.9', 221_420, 148_332, '?', 'Ss', 'Oct12', '4:12', 'postgres'));
  for (let i = 0; i < 40; i++)
    lines.push(
      row(
        '999',
        (pidNo += between(random, 1, 40)),
        '0.0',
        '0.2',
        223_880,
        between(random, 12_000, 40_000),
        '?',
        'Ss',
        'Oct12',
        `0:${pad2(pick(random, 60))}`,
        `postgres: ${oneOf(random, ['billing', 'ledger', 'catalog', 'pricing'])} app 172.18.0.${between(random, 2, 30)}(${between(random, 32_768, 60_999)}) idle`,
      ),
    );
  lines.push(row('999', (pidNo += 31), '0.4', '0.1', 72_516, 14_240, '?', 'Ssl', 'Oct12', '9:31', 'redis-server *:6379'));
  lines.push(
    row(
      'ci',
      (pidNo += 211),
      '1.2',
      '3.9',
      9_412_880,
      1_288_404,
      '?',
      'Ssl',
      'Oct12',
      '52:07',
      `/home/ci/.sdkman/candidates/java/17.0.9-tem/bin/java --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED -XX:MaxMetaspaceSize=384m -XX:+HeapDumpOnOutOfMemoryError -Xms256m -Xmx2g -Dfile.encoding=UTF-8 -Duser.country=US -Duser.language=en -Duser.variant -cp /home/ci/.gradle/wrapper/dists/gradle-8.4-bin/1w5dpkrfk8irigvoxmyhowfim/gradle-8.4/lib/gradle-launcher-8.4.jar -javaagent:/home/ci/.gradle/wrapper/dists/gradle-8.4-bin/1w5dpkrfk8irigvoxmyhowfim/gradle-8.4/lib/agents/gradle-instrumentation-agent-8.4.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.4`,
    ),
  );
  for (const service of services) {
    const picked: [string, string, string][] = [
      ...common.filter(() => random() < 0.85),
      ...awsServices.filter(() => random() < 0.7).map((s): [string, string, string] => ['software.amazon.awssdk', s, '2.21.10']),
      ...jackson(service.jackson[0]!, service.jackson[1]!).slice(0, 7),
    ];
    const jars = shuffle(random, picked).map(jar);
    const databind = jar(jackson(service.jackson[0]!, service.jackson[1]!)[7]!);
    jars.splice(service.name === 'billing-service' ? Math.floor(jars.length / 2) : pick(random, jars.length), 0, databind);
    const own = [
      `/home/ci/work/platform/services/${service.name}/build/classes/java/main`,
      `/home/ci/work/platform/services/${service.name}/build/resources/main`,
      ...internal.filter(() => random() < 0.7).map((l) => `/home/ci/work/platform/libs/${l}/build/libs/${l}-1.0.0-SNAPSHOT.jar`),
    ];
    lines.push(
      row(
        'ci',
        (pidNo += between(random, 40, 900)),
        (1 + random() * 12).toFixed(1),
        (2 + random() * 6).toFixed(1),
        between(random, 8_000_000, 12_000_000),
        between(random, 600_000, 2_100_000),
        '?',
        'Sl',
        'Oct13',
        `${between(random, 2, 59)}:${pad2(pick(random, 60))}`,
        `/home/ci/.sdkman/candidates/java/17.0.9-tem/bin/java -XX:TieredStopAtLevel=1 -Dspring.application.name=${service.name} -Dspring.profiles.active=ci -Dfile.encoding=UTF-8 -Duser.country=US -Duser.language=en -Duser.variant -cp ${[...own, ...jars].join(':')} ${service.main}`,
      ),
    );
  }
  lines.push(row('ci', (pidNo += 77), '0.0', '0.0', 8_912, 5_120, 'pts/0', 'Ss', '09:02', '0:00', '-bash'));
  lines.push(row('ci', pidNo + 3_112, '0.0', '0.0', 11_364, 3_712, 'pts/0', 'R+', '10:14', '0:00', 'ps auxww'));
  const ask = 'Which version of jackson-databind is the billing-service JVM on this CI box loading?';
  return singleCallTask('round 10: ps auxww classpath', ask, 'ps', lines.join('\n'), [
    { id: 'jackson', ask, needles: [textNeedle(needle)] },
  ]);
}

// b. Answers several lines from the line the question's words match.

/** `smartctl -a` over every disk of a JBOD shelf: the power-on hours of the disk with one serial, about fifty lines below it. */
function smartctlShelf(): EconomicsTask {
  const random = seededRandom(10_041);
  const serialChars = 'ABCDEFGHJKLMNPQRSTVWXYZ0123456789';
  const models = [
    {
      family: 'Seagate Exos X16',
      model: 'ST16000NM001G-2KK103',
      fw: 'SN03',
      wwn: '5 000c50',
      serial: () => `ZL2${chars(random, serialChars, 5)}`,
    },
    {
      family: 'Western Digital Ultrastar DC HC550',
      model: 'WDC WUH721816ALE6L4',
      fw: 'PCGNW232',
      wwn: '5 000cca',
      serial: () => `2CG${chars(random, serialChars, 5)}`,
    },
    {
      family: 'Toshiba MG08ACA... Enterprise Capacity HDD',
      model: 'TOSHIBA MG08ACA16TE',
      fw: '4303',
      wwn: '5 000039',
      serial: () => `${chars(random, '0123456789', 2)}M0A0${chars(random, serialChars, 2)}FVGG`,
    },
  ];
  const device = (i: number) => {
    let name = '';
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
    return `/dev/sd${name}`;
  };
  const attr = (id: number, name: string, flag: string, value: number, worst: number, thresh: number, type: string, raw: string | number) =>
    `${String(id).padStart(3)} ${name.padEnd(23)} ${flag}   ${String(value).padStart(3, '0')}   ${String(worst).padStart(3, '0')}   ${String(thresh).padStart(3, '0')}    ${type.padEnd(9)} ${'Always'.padEnd(13)}${'-'.padEnd(8)}${raw}`;
  const count = 84;
  const target = Math.floor(count * 0.55);
  const hoursSeen = new Set<number>([26_518]);
  const serialsSeen = new Set<string>(['ZL2F8Q4N']);
  const out: string[] = [];
  let needle = '';
  for (let i = 0; i < count; i++) {
    const m = i === target ? models[0]! : oneOf(random, models);
    let serial = 'ZL2F8Q4N';
    let hours = 26_518;
    if (i !== target) {
      do serial = m.serial();
      while (serialsSeen.has(serial));
      do hours = between(random, 9_000, 41_000);
      while (hoursSeen.has(hours));
      serialsSeen.add(serial);
      hoursSeen.add(hours);
    }
    const poh = attr(9, 'Power_On_Hours', '0x0032', 100 - Math.floor(hours / 1000), 100 - Math.floor(hours / 1000), 0, 'Old_age', hours);
    if (i === target) needle = poh;
    const temp = between(random, 29, 41);
    const cycles = between(random, 8, 40);
    out.push(
      `== ${device(i)} ==`,
      'smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-13-amd64] (local build)',
      'Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org',
      '',
      '=== START OF INFORMATION SECTION ===',
      `Model Family:     ${m.family}`,
      `Device Model:     ${m.model}`,
      `Serial Number:    ${serial}`,
      `LU WWN Device Id: ${m.wwn} ${hex(random, 9)}`,
      `Firmware Version: ${m.fw}`,
      'User Capacity:    16,000,900,661,248 bytes [16.0 TB]',
      'Sector Sizes:     512 bytes logical, 4096 bytes physical',
      'Rotation Rate:    7200 rpm',
      'Form Factor:      3.5 inches',
      'Device is:        In smartctl database 7.3/5319',
      'ATA Version is:   ACS-4 (minor revision not indicated)',
      'SATA Version is:  SATA 3.3, 6.0 Gb/s (current: 6.0 Gb/s)',
      `Local Time is:    Tue Oct 13 09:${pad2(14 + Math.floor(i / 12))}:${pad2((i * 5) % 60)} 2026 UTC`,
      'SMART support is: Available - device has SMART capability.',
      'SMART support is: Enabled',
      '',
      '=== START OF READ SMART DATA SECTION ===',
      'SMART overall-health self-assessment test result: PASSED',
      '',
      'General SMART Values:',
      'Offline data collection status:  (0x82)\tOffline data collection activity',
      '\t\t\t\t\twas completed without error.',
      '\t\t\t\t\tAuto Offline Data Collection: Enabled.',
      'Self-test execution status:      (   0)\tThe previous self-test routine completed',
      '\t\t\t\t\twithout error or no self-test has ever ',
      '\t\t\t\t\tbeen run.',
      'Total time to complete Offline ',
      `data collection: \t\t(  ${between(random, 540, 590)}) seconds.`,
      'Offline data collection',
      'capabilities: \t\t\t (0x7b) SMART execute Offline immediate.',
      '\t\t\t\t\tAuto Offline data collection on/off support.',
      '\t\t\t\t\tSuspend Offline collection upon new',
      '\t\t\t\t\tcommand.',
      '\t\t\t\t\tOffline surface scan supported.',
      '\t\t\t\t\tSelf-test supported.',
      '\t\t\t\t\tSelective Self-test supported.',
      'SMART capabilities:            (0x0003)\tSaves SMART data before entering',
      '\t\t\t\t\tpower-saving mode.',
      '\t\t\t\t\tSupports SMART auto save timer.',
      'Error logging capability:        (0x01)\tError logging supported.',
      '\t\t\t\t\tGeneral Purpose Logging supported.',
      'Short self-test routine ',
      'recommended polling time: \t (   1) minutes.',
      'Extended self-test routine',
      `recommended polling time: \t (${between(random, 1380, 1520)}) minutes.`,
      'SCT capabilities: \t       (0x70bd)\tSCT Status supported.',
      '\t\t\t\t\tSCT Error Recovery Control supported.',
      '',
      'SMART Attributes Data Structure revision number: 10',
      'Vendor Specific SMART Attributes with Thresholds:',
      'ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE',
      attr(
        1,
        'Raw_Read_Error_Rate',
        '0x000f',
        between(random, 75, 84),
        between(random, 60, 66),
        44,
        'Pre-fail',
        between(random, 10_000_000, 240_000_000),
      ),
      attr(3, 'Spin_Up_Time', '0x0003', 91, 90, 0, 'Pre-fail', 0),
      attr(4, 'Start_Stop_Count', '0x0032', 100, 100, 20, 'Old_age', cycles + 2),
      attr(5, 'Reallocated_Sector_Ct', '0x0033', 100, 100, 10, 'Pre-fail', 0),
      attr(7, 'Seek_Error_Rate', '0x000f', between(random, 85, 92), 60, 45, 'Pre-fail', between(random, 100_000_000, 900_000_000)),
      poh,
      attr(10, 'Spin_Retry_Count', '0x0013', 100, 100, 97, 'Pre-fail', 0),
      attr(12, 'Power_Cycle_Count', '0x0032', 100, 100, 20, 'Old_age', cycles),
      attr(18, 'Head_Health', '0x000b', 100, 100, 50, 'Pre-fail', 0),
      attr(187, 'Reported_Uncorrect', '0x0032', 100, 100, 0, 'Old_age', 0),
      attr(188, 'Command_Timeout', '0x0032', 100, 100, 0, 'Old_age', 0),
      attr(
        190,
        'Airflow_Temperature_Cel',
        '0x0022',
        100 - temp,
        100 - temp - between(random, 2, 9),
        40,
        'Old_age',
        `${temp} (Min/Max ${temp - 9}/${temp + between(random, 4, 9)})`,
      ),
      attr(192, 'Power-Off_Retract_Count', '0x0032', 100, 100, 0, 'Old_age', cycles - 1),
      attr(193, 'Load_Cycle_Count', '0x0032', 100, 100, 0, 'Old_age', between(random, 200, 2_400)),
      attr(194, 'Temperature_Celsius', '0x0022', temp, 50, 0, 'Old_age', `${temp} (0 18 0 0 0)`),
      attr(197, 'Current_Pending_Sector', '0x0012', 100, 100, 0, 'Old_age', 0),
      attr(198, 'Offline_Uncorrectable', '0x0010', 100, 100, 0, 'Old_age', 0),
      attr(199, 'UDMA_CRC_Error_Count', '0x003e', 200, 200, 0, 'Old_age', 0),
      attr(200, 'Pressure_Limit', '0x0023', 100, 100, 1, 'Pre-fail', 0),
      attr(
        240,
        'Head_Flying_Hours',
        '0x0000',
        100,
        253,
        0,
        'Old_age',
        `${hours - between(random, 10, 90)}h+${pad2(pick(random, 60))}m+${pad2(pick(random, 60))}.${between(random, 100, 999)}s`,
      ),
      attr(241, 'Total_LBAs_Written', '0x0000', 100, 253, 0, 'Old_age', between(random, 10_000_000_000, 90_000_000_000)),
      attr(242, 'Total_LBAs_Read', '0x0000', 100, 253, 0, 'Old_age', between(random, 100_000_000_000, 900_000_000_000)),
      '',
      'SMART Error Log Version: 1',
      'No Errors Logged',
      '',
      'SMART Self-test log structure revision number 1',
      'Num  Test_Description    Status                  Remaining  LifeTime(hours)  LBA_of_first_error',
      ...Array.from(
        { length: 2 + pick(random, 4) },
        (_, k) =>
          `# ${k + 1}  ${k % 3 === 2 ? 'Extended offline   ' : 'Short offline      '} Completed without error       00%     ${String(hours - 3 - k * 168 - pick(random, 24)).padEnd(5)}         -`,
      ),
      '',
      'SMART Selective self-test log data structure revision number 1',
      ' SPAN  MIN_LBA  MAX_LBA  CURRENT_TEST_STATUS',
      ...[1, 2, 3, 4, 5].map((n) => `    ${n}        0        0  Not_testing`),
      'Selective self-test flags (0x0):',
      '  After scanning selected spans, do NOT read-scan remainder of disk.',
      'If Selective self-test is pending on power-up, resume after 0 minute delay.',
      '',
    );
  }
  const ask = 'How many power-on hours does the disk with serial number ZL2F8Q4N have?';
  return singleCallTask('round 10: smartctl -a over a shelf', ask, 'smartctl_all', out.join('\n'), [
    { id: 'hours', ask, needles: [textNeedle(needle)] },
  ]);
}

/** A schema-only pg_dump: the default of one column, some lines below its table's CREATE TABLE. */
function pgDumpSchema(): EconomicsTask {
  const random = seededRandom(10_051);
  const modules = [
    'billing',
    'catalog',
    'crm',
    'fulfillment',
    'identity',
    'inventory',
    'ledger',
    'marketing',
    'payments',
    'reporting',
    'support',
    'shipping',
  ];
  const entities =
    'accounts addresses adjustments allocations approvals attachments audit_events batches bookings campaigns carriers categories channels comments contacts contracts coupons credits customers deliveries devices discounts disputes documents exports fees imports invoices invoice_lines jobs labels locations memberships messages notes notifications orders order_lines organizations packages payouts permissions plans preferences prices products promotions quotes rates receipts reservations returns reviews roles routes schedules segments sessions settlements shipments skus snapshots subscriptions suppliers tags tasks taxes teams templates tickets transfers users vendors warehouses webhooks'.split(
      ' ',
    );
  const statuses = [
    'pending',
    'active',
    'draft',
    'open',
    'queued',
    'new',
    'requested',
    'submitted',
    'scheduled',
    'received',
    'awaiting_approval',
    'in_progress',
  ];
  const refs = [
    'account',
    'customer',
    'order',
    'organization',
    'user',
    'product',
    'warehouse',
    'vendor',
    'invoice',
    'shipment',
    'team',
    'plan',
  ];
  const pool: readonly (() => [string, string])[] = [
    () => ['name', 'character varying(255) NOT NULL'],
    () => ['description', 'text'],
    () => ['status', `character varying(${oneOf(random, [16, 24, 32])}) DEFAULT '${oneOf(random, statuses)}'::character varying NOT NULL`],
    () => ['amount_cents', 'bigint DEFAULT 0 NOT NULL'],
    () => ['currency', `character(3) DEFAULT '${oneOf(random, ['USD', 'EUR', 'GBP'])}'::bpchar NOT NULL`],
    () => ['metadata', "jsonb DEFAULT '{}'::jsonb NOT NULL"],
    () => ['external_ref', 'character varying(64)'],
    () => [`${oneOf(random, refs)}_id`, oneOf(random, ['bigint NOT NULL', 'bigint'])],
    () => [`${oneOf(random, refs)}_id`, 'bigint'],
    () => ['is_active', 'boolean DEFAULT true NOT NULL'],
    () => ['priority', 'smallint DEFAULT 0 NOT NULL'],
    () => ['notes', 'text'],
    () => ['scheduled_at', 'timestamp with time zone'],
    () => ['completed_at', 'timestamp with time zone'],
    () => ['deleted_at', 'timestamp with time zone'],
    () => ['lock_version', 'integer DEFAULT 0 NOT NULL'],
    () => ['tags', "text[] DEFAULT '{}'::text[] NOT NULL"],
    () => ['country_code', 'character(2)'],
    () => ['email', 'public.citext'],
    () => ['quantity', 'integer DEFAULT 1 NOT NULL'],
    () => ['rate', 'numeric(12,4)'],
    () => ['source', `character varying(32) DEFAULT '${oneOf(random, ['api', 'web', 'import', 'admin'])}'::character varying NOT NULL`],
    () => ['uuid', 'uuid DEFAULT gen_random_uuid() NOT NULL'],
    () => ['reason_code', 'character varying(48)'],
    () => ['position', 'integer'],
    () => ['starts_on', 'date'],
    () => ['ends_on', 'date'],
    () => ['settings', "jsonb DEFAULT '{}'::jsonb NOT NULL"],
    () => [
      'kind',
      `character varying(32) DEFAULT '${oneOf(random, ['standard', 'manual', 'system', 'default'])}'::character varying NOT NULL`,
    ],
    () => ['locale', "character varying(10) DEFAULT 'en-US'::character varying NOT NULL"],
    () => ['weight_grams', 'integer'],
    () => ['checksum', 'character varying(64)'],
    () => ['retries', 'integer DEFAULT 0 NOT NULL'],
    () => ['last_error', 'text'],
    () => ['processed_at', 'timestamp with time zone'],
  ];
  const refundCols = (status: string): [string, string][] => [
    ['id', 'bigint NOT NULL'],
    ['uuid', 'uuid DEFAULT gen_random_uuid() NOT NULL'],
    ['order_id', 'bigint NOT NULL'],
    ['customer_id', 'bigint NOT NULL'],
    ['payment_id', 'bigint NOT NULL'],
    ['requested_by_user_id', 'bigint'],
    ['amount_cents', 'bigint NOT NULL'],
    ['currency', "character(3) DEFAULT 'USD'::bpchar NOT NULL"],
    ['reason_code', 'character varying(48) NOT NULL'],
    ['reason_detail', 'text'],
    ['channel', "character varying(32) DEFAULT 'web'::character varying NOT NULL"],
    ['is_partial', 'boolean DEFAULT false NOT NULL'],
    ['restock', 'boolean DEFAULT true NOT NULL'],
    ['evidence_urls', "text[] DEFAULT '{}'::text[] NOT NULL"],
    ['risk_score', 'numeric(5,2)'],
    ['status', `character varying(24) DEFAULT '${status}'::character varying NOT NULL`],
    ['reviewed_by_user_id', 'bigint'],
    ['reviewed_at', 'timestamp with time zone'],
    ['processor_refund_id', 'character varying(64)'],
    ['metadata', "jsonb DEFAULT '{}'::jsonb NOT NULL"],
    ['created_at', 'timestamp with time zone DEFAULT now() NOT NULL'],
    ['updated_at', 'timestamp with time zone DEFAULT now() NOT NULL'],
  ];
  const tables = new Map<string, [string, string][]>();
  for (const m of modules)
    for (const e of entities.filter(() => random() < 0.33)) {
      const cols = new Map<string, string>([['id', 'bigint NOT NULL']]);
      for (let n = between(random, 5, 26); n > 0; n--) {
        const [name, def] = oneOf(random, pool)();
        if (!cols.has(name)) cols.set(name, def);
      }
      cols.set('created_at', 'timestamp with time zone DEFAULT now() NOT NULL');
      cols.set('updated_at', 'timestamp with time zone DEFAULT now() NOT NULL');
      tables.set(`${m}_${e}`, [...cols]);
    }
  tables.set('refund_requests', refundCols('awaiting_review'));
  tables.set('refund_requests_archive', refundCols('archived'));
  tables.set('refund_request_items', [
    ['id', 'bigint NOT NULL'],
    ['refund_request_id', 'bigint NOT NULL'],
    ['order_line_id', 'bigint NOT NULL'],
    ['quantity', 'integer DEFAULT 1 NOT NULL'],
    ['amount_cents', 'bigint NOT NULL'],
    ['status', "character varying(24) DEFAULT 'pending'::character varying NOT NULL"],
    ['created_at', 'timestamp with time zone DEFAULT now() NOT NULL'],
    ['updated_at', 'timestamp with time zone DEFAULT now() NOT NULL'],
  ]);
  const names = [...tables.keys()].sort();
  const header = (name: string, type: string) => ['--', `-- Name: ${name}; Type: ${type}; Schema: public; Owner: app`, '--', ''];
  const out = [
    '--',
    '-- PostgreSQL database dump',
    '--',
    '',
    '-- Dumped from database version 15.6 (Debian 15.6-1.pgdg120+2)',
    '-- Dumped by pg_dump version 16.2',
    '',
    'SET statement_timeout = 0;',
    'SET lock_timeout = 0;',
    'SET idle_in_transaction_session_timeout = 0;',
    "SET client_encoding = 'UTF8';",
    'SET standard_conforming_strings = on;',
    "SELECT pg_catalog.set_config('search_path', '', false);",
    'SET check_function_bodies = false;',
    'SET xmloption = content;',
    'SET client_min_messages = warning;',
    'SET row_security = off;',
    '',
    ...header('citext', 'EXTENSION'),
    'CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;',
    '',
    '',
    ...header('EXTENSION citext', 'COMMENT'),
    "COMMENT ON EXTENSION citext IS 'data type for case-insensitive character strings';",
    '',
    '',
    ...header('pgcrypto', 'EXTENSION'),
    'CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;',
    '',
    '',
    "SET default_tablespace = '';",
    '',
    'SET default_table_access_method = heap;',
    '',
  ];
  for (const t of names) {
    const cols = tables.get(t)!;
    out.push(
      ...header(t, 'TABLE'),
      `CREATE TABLE public.${t} (`,
      cols.map(([n, d]) => `    ${n} ${d}`).join(',\n'),
      ');',
      '',
      '',
      `ALTER TABLE public.${t} OWNER TO app;`,
      '',
      ...header(`${t}_id_seq`, 'SEQUENCE'),
      `CREATE SEQUENCE public.${t}_id_seq`,
      '    START WITH 1',
      '    INCREMENT BY 1',
      '    NO MINVALUE',
      '    NO MAXVALUE',
      '    CACHE 1;',
      '',
      '',
      `ALTER SEQUENCE public.${t}_id_seq OWNER TO app;`,
      '',
      ...header(`${t}_id_seq`, 'SEQUENCE OWNED BY'),
      `ALTER SEQUENCE public.${t}_id_seq OWNED BY public.${t}.id;`,
      '',
      '',
    );
  }
  for (const t of names)
    out.push(
      ...header(`${t} id`, 'DEFAULT'),
      `ALTER TABLE ONLY public.${t} ALTER COLUMN id SET DEFAULT nextval('public.${t}_id_seq'::regclass);`,
      '',
      '',
    );
  for (const t of names)
    out.push(
      ...header(`${t} ${t}_pkey`, 'CONSTRAINT'),
      `ALTER TABLE ONLY public.${t}`,
      `    ADD CONSTRAINT ${t}_pkey PRIMARY KEY (id);`,
      '',
      '',
    );
  for (const t of names)
    for (const [col] of tables.get(t)!.filter(([n]) => n.endsWith('_id') || n === 'status')) {
      const index = `index_${t}_on_${col}`;
      out.push(...header(index, 'INDEX'), `CREATE INDEX ${index} ON public.${t} USING btree (${col});`, '', '');
    }
  for (const t of names)
    for (const [col] of tables.get(t)!.filter(([n]) => n.endsWith('_id') && random() < 0.6)) {
      const fk = `fk_rails_${hex(random, 10)}`;
      const target = col === 'refund_request_id' ? 'refund_requests' : `${oneOf(random, modules)}_${col.replace(/_id$/, '')}s`;
      out.push(
        ...header(`${t} ${fk}`, 'FK CONSTRAINT'),
        `ALTER TABLE ONLY public.${t}`,
        `    ADD CONSTRAINT ${fk} FOREIGN KEY (${col}) REFERENCES public.${target}(id);`,
        '',
        '',
      );
    }
  out.push('--', '-- PostgreSQL database dump complete', '--', '');
  const needle = "    status character varying(24) DEFAULT 'awaiting_review'::character varying NOT NULL";
  const ask = "What's the default status given to a new row in the refund_requests table?";
  return singleCallTask('round 10: pg_dump schema', ask, 'pg_dump_schema', out.join('\n'), [
    { id: 'default', ask, needles: [textNeedle(needle)] },
  ]);
}

/** A calendar's iCalendar export: when one meeting starts, its DTSTART some twenty lines above its SUMMARY. */
function calendarExport(): EconomicsTask {
  const random = seededRandom(10_061);
  const domain = 'northwind-logistics.com';
  const people = Array.from({ length: 160 }, () => {
    const [g, f] = [oneOf(random, GIVEN), oneOf(random, FAMILY)];
    return { cn: `${cap(g)} ${cap(f)}`, mail: `${g}.${f}@${domain}` };
  });
  const fold = (line: string) => {
    const parts = [line.slice(0, 75)];
    for (let rest = line.slice(75); rest; rest = rest.slice(74)) parts.push(` ${rest.slice(0, 74)}`);
    return parts;
  };
  const vendors = [
    'Okafor Packaging',
    'Brightline Couriers',
    'Kestrel Cold Chain',
    'Marlow Pallet Co.',
    'Tidewater Drayage',
    'Oakridge Fuel Cards',
    'Polaris Customs Brokerage',
    'Lindqvist Warehousing',
  ];
  const customers = [
    'Greenfield Grocers',
    'Alpine Outfitters',
    'Harbourside Pharma',
    'Cobalt Electronics',
    'Meridian Home',
    'Sable & Finch',
  ];
  const topics = [
    'route optimiser v3',
    'EDI gateway migration',
    'yard management',
    'cold-chain telemetry',
    'label printing outage',
    'carrier rate cards',
    'customs filings',
    'driver app offline mode',
  ];
  const titles = [
    () => 'Weekly sync – Payments',
    () => 'Standup – Warehouse systems',
    () => `1:1 ${oneOf(random, people).cn.split(' ')[0]} / ${oneOf(random, people).cn.split(' ')[0]}`,
    () => `Sprint planning – ${oneOf(random, ['Routing', 'Billing', 'Yard', 'Driver app'])}`,
    () => `Retro – ${oneOf(random, ['Routing', 'Billing', 'Yard', 'Driver app'])}`,
    () => `Carrier onboarding – ${oneOf(random, vendors)}`,
    () => `Vendor risk review – ${oneOf(random, vendors)}`,
    () => `Customer call – ${oneOf(random, customers)}`,
    () => `Quarterly business review – ${oneOf(random, customers)}`,
    () => `Architecture review: ${oneOf(random, topics)}`,
    () => `Incident review: ${oneOf(random, topics)}`,
    () => `Hiring debrief – ${oneOf(random, ['Senior Backend Engineer', 'Data Analyst', 'SRE', 'Product Designer'])}`,
    () => `Lunch & learn: ${oneOf(random, topics)}`,
    () => `Budget check-in – ${oneOf(random, ['Operations', 'Engineering', 'Procurement'])}`,
  ];
  const rooms = [
    'Fjord (4th floor)',
    'Harbour (4th floor)',
    'Atlas (3rd floor)',
    'Beacon (3rd floor)',
    'Quay (2nd floor)',
    'Big Kitchen',
    'Hamburg office – Elbe room',
    'Remote',
  ];
  const sentences = [
    'Please review the attached deck before the meeting.',
    'Agenda: status, risks, next steps.',
    'Notes from last time are in the shared drive.',
    'We will go through the open action items first.',
    'Bring numbers for the last four weeks if you have them.',
    'If you cannot make it, add your update to the doc.',
    'Dial-in details are below.',
  ];
  const stamp = (d: Date) =>
    `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}`;
  const event = (summary: string, startAt: string | null, attendees: number) => {
    let start = startAt;
    let end: string;
    if (start === null) {
      let day: Date;
      do day = new Date(Date.UTC(2026, 8, 1 + pick(random, 110), between(random, 8, 17), oneOf(random, [0, 30])));
      while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
      start = stamp(day);
      end = stamp(new Date(day.getTime() + oneOf(random, [30, 45, 60, 90]) * 60_000));
    } else end = `${start.slice(0, 9)}${pad2(Number(start.slice(9, 11)) + 1)}${start.slice(11)}`;
    const organizer = oneOf(random, people);
    const meet = `${chars(random, 'abcdefghijkmnopqrstuvwxyz', 3)}-${chars(random, 'abcdefghijkmnopqrstuvwxyz', 4)}-${chars(random, 'abcdefghijkmnopqrstuvwxyz', 3)}`;
    const description = `${Array.from({ length: between(random, 1, 3) }, () => oneOf(random, sentences)).join(' ')}\\n\\n-::~:~::~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~::~:~::-\\nJoin with Google Meet: https://meet.google.com/${meet}\\n\\nLearn more about Meet at: https://support.google.com/a/users/answer/9282720\\n\\n-::~:~::~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~:~::~:~::-`;
    const created = stamp(new Date(Date.UTC(2026, 6, 1 + pick(random, 90), pick(random, 24), pick(random, 60), pick(random, 60))));
    return [
      'BEGIN:VEVENT',
      `DTSTART;TZID=Europe/Berlin:${start}`,
      `DTEND;TZID=Europe/Berlin:${end}`,
      ...(random() < 0.25 ? [`RRULE:FREQ=WEEKLY;BYDAY=${oneOf(random, ['MO', 'TU', 'WE', 'TH', 'FR'])}`] : []),
      'DTSTAMP:20261012T081455Z',
      ...fold(`ORGANIZER;CN=${organizer.cn}:mailto:${organizer.mail}`),
      `UID:${chars(random, '0123456789abcdefghijklmnopqrstuv', 26)}@google.com`,
      ...Array.from({ length: attendees }, () => {
        const p = oneOf(random, people);
        return fold(
          `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=${oneOf(random, ['ACCEPTED', 'ACCEPTED', 'NEEDS-ACTION', 'TENTATIVE', 'DECLINED'])};CN=${p.cn};X-NUM-GUESTS=0:mailto:${p.mail}`,
        );
      }).flat(),
      `X-MICROSOFT-CDO-OWNERAPPTID:-${between(random, 100_000_000, 2_099_999_999)}`,
      `CREATED:${created}Z`,
      ...fold(`DESCRIPTION:${description}`),
      `LAST-MODIFIED:${created}Z`,
      `LOCATION:${oneOf(random, rooms)}`,
      `SEQUENCE:${pick(random, 4)}`,
      'STATUS:CONFIRMED',
      `SUMMARY:${summary}`,
      'TRANSP:OPAQUE',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:This is an event reminder',
      'TRIGGER:-P0DT0H10M0S',
      'END:VALARM',
      'END:VEVENT',
    ];
  };
  const count = 1_300;
  const target = Math.floor(count * 0.5);
  const planted = new Map<number, () => string[]>([
    [target, () => event('Vendor risk review – Halvorsen Freight', '20261119T141500', 9)],
    [target - 140, () => event('Carrier onboarding – Halvorsen Freight', null, 6)],
    [target + 95, () => event('Halvorsen Freight – rate negotiation prep', null, 4)],
  ]);
  const out = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Operations – shared',
    'X-WR-TIMEZONE:Europe/Berlin',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'X-LIC-LOCATION:Europe/Berlin',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (let i = 0; i < count; i++) out.push(...(planted.get(i)?.() ?? event(oneOf(random, titles)(), null, between(random, 1, 12))));
  out.push('END:VCALENDAR');
  const ask = 'When does the vendor risk review with Halvorsen Freight start?';
  return singleCallTask('round 10: calendar export', ask, 'export_calendar', out.join('\n'), [
    { id: 'start', ask, needles: [textNeedle('DTSTART;TZID=Europe/Berlin:20261119T141500')] },
  ]);
}

// c. Questions that paraphrase the output or come after a preamble.

/** `dmesg -T` on a container host: the device name a USB stick got, asked in other words after a preamble. */
function dmesgHost(): EconomicsTask {
  const random = seededRandom(10_071);
  let clock = Date.UTC(2026, 8, 28, 6, 2, 11);
  const stampOf = (ms: number) => {
    const d = new Date(ms);
    return `[${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} ${d.getUTCFullYear()}]`;
  };
  const lines: string[] = [];
  const log = (...texts: string[]) => {
    for (const text of texts) lines.push(`${stampOf(clock)} ${text}`);
  };
  log(
    'Linux version 6.1.0-13-amd64 (debian-kernel@lists.debian.org) (gcc-12 (Debian 12.2.0-14) 12.2.0, GNU ld (GNU Binutils for Debian) 2.40) #1 SMP PREEMPT_DYNAMIC Debian 6.1.55-1 (2023-09-29)',
    'Command line: BOOT_IMAGE=/boot/vmlinuz-6.1.0-13-amd64 root=UUID=8d1f0c3e-52a4-4c61-9b0f-2a7e93c4d1aa ro quiet',
    'BIOS-provided physical RAM map:',
    'BIOS-e820: [mem 0x0000000000000000-0x000000000009ffff] usable',
    'BIOS-e820: [mem 0x00000000000a0000-0x00000000000fffff] reserved',
    'BIOS-e820: [mem 0x0000000000100000-0x000000006b7a9fff] usable',
    'BIOS-e820: [mem 0x000000006b7aa000-0x000000006f8fffff] reserved',
    'BIOS-e820: [mem 0x000000006f900000-0x000000006fffffff] ACPI NVS',
    'BIOS-e820: [mem 0x0000000100000000-0x000000407fffffff] usable',
    'NX (Execute Disable) protection: active',
    'SMBIOS 3.2.0 present.',
    'DMI: Supermicro SYS-1029U-TRT/X11DPU, BIOS 3.8a 10/12/2022',
    'tsc: Detected 2100.000 MHz processor',
    'e820: update [mem 0x00000000-0x00000fff] usable ==> reserved',
    'last_pfn = 0x4080000 max_arch_pfn = 0x400000000',
    'x86/PAT: Configuration [0-7]: WB  WC  UC- UC  WB  WP  UC- WT  ',
    'found SMP MP-table at [mem 0x000fd060-0x000fd06f]',
    'RAMDISK: [mem 0x32c6b000-0x3510cfff]',
    'ACPI: Early table checksum verification disabled',
    'ACPI: RSDP 0x00000000000F05B0 000024 (v02 SUPERM)',
    'ACPI: XSDT 0x000000006D8E30C8 0000E4 (v01 SUPERM SMCI--MB 01072009 AMI  00010013)',
    'ACPI: FACP 0x000000006D91C8A8 000114 (v06                 01072009 AMI  00010013)',
    'ACPI: DSDT 0x000000006D8E3228 039680 (v02 SUPERM SMCI--MB 01072009 INTL 20160527)',
    'ACPI: APIC 0x000000006D91C9C0 00071E (v04                 01072009 AMI  00010013)',
    'ACPI: MCFG 0x000000006D91D0E0 00003C (v01 SUPERM SMCI--MB 01072009 MSFT 00000097)',
    'ACPI: SRAT 0x000000006D91D2A8 002D30 (v03 ALASKA A M I    00000001 INTL 20091013)',
    'No NUMA configuration found',
    'NUMA: Initialized distance table, cnt=2',
    'Zone ranges:',
    '  DMA      [mem 0x0000000000001000-0x0000000000ffffff]',
    '  DMA32    [mem 0x0000000001000000-0x00000000ffffffff]',
    '  Normal   [mem 0x0000000100000000-0x000000407fffffff]',
    'smpboot: Allowing 52 CPUs, 0 hotplug CPUs',
    'Kernel command line: BOOT_IMAGE=/boot/vmlinuz-6.1.0-13-amd64 root=UUID=8d1f0c3e-52a4-4c61-9b0f-2a7e93c4d1aa ro quiet',
    'Memory: 263547012K/268012768K available (14342K kernel code, 2331K rwdata, 8972K rodata, 2796K init, 17360K bss, 4465496K reserved, 0K cma-reserved)',
    'smpboot: CPU0: Intel(R) Xeon(R) Gold 6230R CPU @ 2.10GHz (family: 0x6, model: 0x55, stepping: 0x7)',
    'smp: Bringing up secondary CPUs ...',
    'smp: Brought up 2 nodes, 52 CPUs',
    'smpboot: Max logical packages: 2',
    'devtmpfs: initialized',
    'PCI: Using configuration type 1 for base access',
    'ACPI: Interpreter enabled',
    'ACPI: PCI Root Bridge [PC00] (domain 0000 [bus 00-16])',
  );
  for (let bus = 0; bus < 60; bus++)
    log(
      `pci 0000:${pad2(bus % 24)}:${pad2(pick(random, 32))}.${pick(random, 8)}: [8086:${hex(random, 4)}] type 00 class 0x${oneOf(random, ['088000', '060400', '0c0330', '010601', '020000', '0b4000', '110100'])}`,
    );
  log(
    'xhci_hcd 0000:00:14.0: xHCI Host Controller',
    'xhci_hcd 0000:00:14.0: new USB bus registered, assigned bus number 1',
    'xhci_hcd 0000:00:14.0: hcc params 0x200077c1 hci version 0x100 quirks 0x0000000000009810',
    'usb usb1: New USB device found, idVendor=1d6b, idProduct=0002, bcdDevice= 6.01',
    'usb usb1: Product: xHCI Host Controller',
    'hub 1-0:1.0: USB hub found',
    'hub 1-0:1.0: 16 ports detected',
    'xhci_hcd 0000:00:14.0: new USB bus registered, assigned bus number 2',
    'usb usb2: New USB device found, idVendor=1d6b, idProduct=0003, bcdDevice= 6.01',
    'hub 2-0:1.0: USB hub found',
    'hub 2-0:1.0: 10 ports detected',
    'usb 1-14: new high-speed USB device number 2 using xhci_hcd',
    'usb 1-14: New USB device found, idVendor=046b, idProduct=ff01, bcdDevice= 1.00',
    'usb 1-14: Product: Virtual Hub',
    'usb 1-14: Manufacturer: American Megatrends Inc.',
    'hub 1-14:1.0: USB hub found',
    'hub 1-14:1.0: 5 ports detected',
    'usb 1-14.1: new high-speed USB device number 3 using xhci_hcd',
    'usb 1-14.1: New USB device found, idVendor=046b, idProduct=ff20, bcdDevice= 1.00',
    'usb 1-14.1: Product: Virtual Cdrom Device',
    'usb 1-14.1: Manufacturer: American Megatrends Inc.',
    'usb-storage 1-14.1:1.0: USB Mass Storage device detected',
    'scsi host5: usb-storage 1-14.1:1.0',
    'usb 1-14.3: new high-speed USB device number 4 using xhci_hcd',
    'usb 1-14.3: Product: Virtual Keyboard and Mouse',
    'input: American Megatrends Inc. Virtual Keyboard and Mouse as /devices/pci0000:00/0000:00:14.0/usb1/1-14/1-14.3/1-14.3:1.0/0003:046B:FF10.0001/input/input3',
    'hid-generic 0003:046B:FF10.0001: input,hidraw0: USB HID v1.10 Keyboard [American Megatrends Inc. Virtual Keyboard and Mouse] on usb-0000:00:14.0-14.3/input0',
    'ahci 0000:00:17.0: AHCI 0001.0301 32 slots 8 ports 6 Gbps 0xff impl SATA mode',
    'ata1: SATA link up 6.0 Gbps (SStatus 133 SControl 300)',
    'ata2: SATA link up 6.0 Gbps (SStatus 133 SControl 300)',
    'ata1.00: ATA-11: SAMSUNG MZ7LH960HAJR-00005, HXT7404Q, max UDMA/133',
    'ata2.00: ATA-11: SAMSUNG MZ7LH960HAJR-00005, HXT7404Q, max UDMA/133',
    'scsi 0:0:0:0: Direct-Access     ATA      SAMSUNG MZ7LH960 404Q PQ: 0 ANSI: 5',
    'scsi 1:0:0:0: Direct-Access     ATA      SAMSUNG MZ7LH960 404Q PQ: 0 ANSI: 5',
    'sd 0:0:0:0: Attached scsi generic sg0 type 0',
    'sd 1:0:0:0: Attached scsi generic sg1 type 0',
    'sd 0:0:0:0: [sda] 1875385008 512-byte logical blocks: (960 GB/894 GiB)',
    'sd 0:0:0:0: [sda] Write Protect is off',
    'sd 0:0:0:0: [sda] Mode Sense: 00 3a 00 00',
    "sd 0:0:0:0: [sda] Write cache: enabled, read cache: enabled, doesn't support DPO or FUA",
    'sd 1:0:0:0: [sdb] 1875385008 512-byte logical blocks: (960 GB/894 GiB)',
    'sd 1:0:0:0: [sdb] Write Protect is off',
    'sd 1:0:0:0: [sdb] Mode Sense: 00 3a 00 00',
    "sd 1:0:0:0: [sdb] Write cache: enabled, read cache: enabled, doesn't support DPO or FUA",
    ' sda: sda1 sda2 sda3',
    ' sdb: sdb1 sdb2 sdb3',
    'sd 0:0:0:0: [sda] Attached SCSI disk',
    'sd 1:0:0:0: [sdb] Attached SCSI disk',
    'scsi 5:0:0:0: CD-ROM            AMI      Virtual CDROM0   1.00 PQ: 0 ANSI: 0 CCS',
    'sr 5:0:0:0: [sr0] scsi3-mmc drive: 0x/0x cd/rw xa/form2 tray',
    'cdrom: Uniform CD-ROM driver Revision: 3.20',
    'sr 5:0:0:0: Attached scsi CD-ROM sr0',
    'md/raid1:md0: active with 2 out of 2 mirrors',
    'md0: detected capacity change from 0 to 1874329600',
    'EXT4-fs (md0): mounted filesystem with ordered data mode. Quota mode: none.',
    'ixgbe 0000:18:00.0: Intel(R) 10 Gigabit Network Connection',
    'ixgbe 0000:18:00.1: Intel(R) 10 Gigabit Network Connection',
    'ixgbe 0000:18:00.0 eno1: NIC Link is Up 10 Gbps, Flow Control: RX/TX',
    'IPv6: ADDRCONF(NETDEV_CHANGE): eno1: link becomes ready',
    'bridge: filtering via arp/ip/ip6tables is no longer available by default. Update your scripts to load br_netfilter if you need this.',
    'Bridge firewalling registered',
    'Initializing XFRM netlink socket',
  );
  const bridges = ['docker0', `br-${hex(random, 12)}`, `br-${hex(random, 12)}`, `br-${hex(random, 12)}`];
  const ports = new Map<string, { bridge: string; port: number; peer: string }>();
  let nextPort = 1;
  const startContainer = () => {
    const veth = `veth${hex(random, 7)}`;
    const entry = { bridge: oneOf(random, bridges), port: nextPort++, peer: `veth${hex(random, 7)}` };
    ports.set(veth, entry);
    const p = `${entry.bridge}: port ${entry.port}(${veth})`;
    log(`${p} entered blocking state`, `${p} entered disabled state`, `device ${veth} entered promiscuous mode`);
    clock += between(random, 50, 400);
    log(
      `eth0: renamed from ${entry.peer}`,
      `IPv6: ADDRCONF(NETDEV_CHANGE): ${veth}: link becomes ready`,
      `${p} entered blocking state`,
      `${p} entered forwarding state`,
    );
  };
  const stopContainer = () => {
    const veth = oneOf(random, [...ports.keys()]);
    const entry = ports.get(veth)!;
    ports.delete(veth);
    const p = `${entry.bridge}: port ${entry.port}(${veth})`;
    log(`${p} entered disabled state`, `${entry.peer}: renamed from eth0`);
    clock += between(random, 20, 200);
    log(`${p} entered disabled state`, `device ${veth} left promiscuous mode`, `${p} entered disabled state`);
  };
  for (let i = 0; i < 14; i++) startContainer();
  const rounds = 1_150;
  for (let r = 0; r < rounds; r++) {
    clock += between(random, 60_000, 1_500_000);
    if (r === Math.floor(rounds * 0.3)) {
      log(
        'usb 1-2: new low-speed USB device number 5 using xhci_hcd',
        'usb 1-2: New USB device found, idVendor=413c, idProduct=2113, bcdDevice= 1.08',
        'usb 1-2: Product: Dell KB216 Wired Keyboard',
        'input: Dell KB216 Wired Keyboard as /devices/pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/0003:413C:2113.0002/input/input4',
        'hid-generic 0003:413C:2113.0002: input,hidraw1: USB HID v1.11 Keyboard [Dell KB216 Wired Keyboard] on usb-0000:00:14.0-2/input0',
      );
      clock += 1_260_000;
      log('usb 1-2: USB disconnect, device number 5');
      continue;
    }
    if (r === Math.floor(rounds * 0.55)) {
      log('usb 2-3: new SuperSpeed USB device number 2 using xhci_hcd');
      clock += 140;
      log(
        'usb 2-3: New USB device found, idVendor=0781, idProduct=5583, bcdDevice= 1.00',
        'usb 2-3: New USB device strings: Mfr=1, Product=2, SerialNumber=3',
        'usb 2-3: Product: Ultra Fit',
        'usb 2-3: Manufacturer: SanDisk',
        'usb 2-3: SerialNumber: 4C530001230915117384',
        'usb-storage 2-3:1.0: USB Mass Storage device detected',
        'scsi host6: usb-storage 2-3:1.0',
      );
      clock += 1_020;
      log(
        'scsi 6:0:0:0: Direct-Access     SanDisk  Ultra Fit        1.00 PQ: 0 ANSI: 6',
        'sd 6:0:0:0: Attached scsi generic sg3 type 0',
        'sd 6:0:0:0: [sdc] 120127488 512-byte logical blocks: (61.5 GB/57.3 GiB)',
        'sd 6:0:0:0: [sdc] Write Protect is off',
        'sd 6:0:0:0: [sdc] Mode Sense: 43 00 00 00',
        "sd 6:0:0:0: [sdc] Write cache: disabled, read cache: enabled, doesn't support DPO or FUA",
        ' sdc: sdc1',
        'sd 6:0:0:0: [sdc] Attached SCSI removable disk',
      );
      continue;
    }
    const roll = random();
    if (roll < 0.42) startContainer();
    else if (roll < 0.84 && ports.size > 6) stopContainer();
    else if (roll < 0.9)
      log(
        `perf: interrupt took too long (${between(random, 2501, 3999)} > 2500), lowering kernel.perf_event_max_sample_rate to ${between(random, 40, 79) * 1000}`,
      );
    else if (roll < 0.95)
      log(
        `audit: type=1400 audit(${Math.floor(clock / 1000)}.${between(random, 100, 999)}:${between(random, 100, 9999)}): apparmor="DENIED" operation="open" class="file" profile="docker-default" name="/proc/sys/kernel/${oneOf(random, ['shmmax', 'random/boot_id', 'osrelease'])}" pid=${between(random, 3000, 990000)} comm="${oneOf(random, ['node', 'java', 'python3', 'sh'])}" requested_mask="r" denied_mask="r" fsuid=0 ouid=0`,
      );
    else if (roll < 0.98) log('TCP: request_sock_TCP: Possible SYN flooding on port 443. Sending cookies.  Check SNMP counters.');
    else
      log(
        `EXT4-fs (md0): ${oneOf(random, ['re-mounted. Quota mode: none.', 'mounted filesystem with ordered data mode. Quota mode: none.'])}`,
      );
  }
  const ask = 'A colleague plugged a thumb drive into this box for me — what device name did it come up as?';
  return singleCallTask(
    'round 10: dmesg, preamble and paraphrase',
    `I'm moving the nightly backups to a new schedule and need to carry last week's archive off this server by hand. ${ask}`,
    'dmesg',
    lines.join('\n'),
    [{ id: 'device', ask, needles: [textNeedle('sd 6:0:0:0: [sdc] Attached SCSI removable disk')] }],
  );
}

/** A mongod structured log: the one slow query that scanned its whole collection, asked in other words. */
function mongodLog(): EconomicsTask {
  const random = seededRandom(10_081);
  const uuid = () =>
    `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${oneOf(random, ['8', '9', 'a', 'b'])}${hex(random, 3)}-${hex(random, 12)}`;
  const oid = () => `{"$oid":"${hex(random, 24)}"}`;
  let clock = Date.UTC(2026, 9, 13, 6, 0, 0);
  const t = () => `{"$date":"${new Date(clock).toISOString().replace('Z', '+00:00')}"}`;
  const b64 = () => `${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 27)}=`;
  const queries: readonly { ns: string; filter: () => string; extra: string; plan: string }[] = [
    {
      ns: 'shop.orders',
      filter: () => `{"customerId":${oid()}}`,
      extra: ',"sort":{"createdAt":-1},"limit":20',
      plan: 'IXSCAN { customerId: 1, createdAt: -1 }',
    },
    { ns: 'shop.carts', filter: () => `{"sessionId":"${hex(random, 32)}"}`, extra: ',"limit":1', plan: 'IXSCAN { sessionId: 1 }' },
    { ns: 'shop.products', filter: () => `{"sku":"SKU-${between(random, 10000, 99999)}"}`, extra: ',"limit":1', plan: 'IXSCAN { sku: 1 }' },
    { ns: 'shop.customers', filter: () => `{"_id":${oid()}}`, extra: ',"limit":1,"singleBatch":true', plan: 'IDHACK' },
    {
      ns: 'ledger.journal_entries',
      filter: () => `{"accountId":${oid()},"postedAt":{"$gte":{"$date":"2026-10-0${between(random, 1, 9)}T00:00:00Z"}}}`,
      extra: ',"sort":{"postedAt":1},"limit":500',
      plan: 'IXSCAN { accountId: 1, postedAt: 1 }',
    },
    {
      ns: 'ledger.balances',
      filter: () => `{"accountId":${oid()},"currency":"EUR"}`,
      extra: ',"limit":1',
      plan: 'IXSCAN { accountId: 1, currency: 1 }',
    },
    { ns: 'catalog.variants', filter: () => `{"productId":${oid()},"active":true}`, extra: '', plan: 'IXSCAN { productId: 1, active: 1 }' },
    {
      ns: 'audit.events',
      filter: () => `{"actorId":"usr_${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 14)}"}`,
      extra: ',"sort":{"at":-1},"limit":100',
      plan: 'IXSCAN { actorId: 1, at: -1 }',
    },
  ];
  const command = (ns: string, filter: string, extra: string) => {
    const [db, coll] = ns.split('.') as [string, string];
    return `{"find":"${coll}","filter":${filter}${extra},"lsid":{"id":{"$uuid":"${uuid()}"}},"$clusterTime":{"clusterTime":{"$timestamp":{"t":${Math.floor(clock / 1000)},"i":${between(random, 1, 60)}}},"signature":{"hash":{"$binary":{"base64":"${b64()}","subType":"0"}},"keyId":7288190462241669121}},"$db":"${db}"}`;
  };
  const slow = (
    ns: string,
    cmd: string,
    plan: string,
    keys: number,
    docs: number,
    nret: number,
    ms: number,
    conn: number,
    remote: string,
  ) => {
    const yields = Math.floor(docs / 1000);
    return `{"t":${t()},"s":"I",  "c":"COMMAND",  "id":51803,   "ctx":"conn${conn}","msg":"Slow query","attr":{"type":"command","ns":"${ns}","command":${cmd},"planSummary":"${plan}","keysExamined":${keys},"docsExamined":${docs},"cursorExhausted":true,"numYields":${yields},"nreturned":${nret},"queryHash":"${hex(random, 8).toUpperCase()}","planCacheKey":"${hex(random, 8).toUpperCase()}","queryFramework":"classic","reslen":${between(random, 300, 90_000)},"locks":{"FeatureCompatibilityVersion":{"acquireCount":{"r":${yields + 1}}},"Global":{"acquireCount":{"r":${yields + 1}}},"Mutex":{"acquireCount":{"r":1}}},"readConcern":{"level":"local","provenance":"implicitDefault"},"storage":{"data":{"bytesRead":${between(random, 0, 9_000_000)},"timeReadingMicros":${between(random, 0, 90_000)}}},"cpuNanos":${between(random, 100_000, 90_000_000)},"remote":"${remote}","protocol":"op_msg","durationMillis":${ms}}}`;
  };
  const conns: { id: number; remote: string }[] = [];
  let connId = 48_100;
  const lines: string[] = [];
  const total = 2_700;
  let needle = '';
  for (let i = 0; i < total; i++) {
    clock += between(random, 5, 2_500);
    const roll = random();
    if (i === Math.floor(total * 0.47)) {
      const c = conns[pick(random, conns.length)]!;
      const cmd = command(
        'ledger.journal_entries',
        '{"memo":{"$regex":"chargeback","$options":"i"}}',
        ',"sort":{"postedAt":-1},"limit":200',
      );
      needle = `"ns":"ledger.journal_entries","command":${cmd},"planSummary":"COLLSCAN"`;
      lines.push(slow('ledger.journal_entries', cmd, 'COLLSCAN', 0, 4_182_771, 37, 8_412, c.id, c.remote));
    } else if (roll < 0.18 || conns.length < 20) {
      const c = { id: ++connId, remote: `10.0.${between(random, 3, 6)}.${between(random, 10, 250)}:${between(random, 32_768, 60_999)}` };
      conns.push(c);
      lines.push(
        `{"t":${t()},"s":"I",  "c":"NETWORK",  "id":22943,   "ctx":"listener","msg":"Connection accepted","attr":{"remote":"${c.remote}","uuid":{"uuid":{"$uuid":"${uuid()}"}},"connectionId":${c.id},"connectionCount":${conns.length + 180}}}`,
        `{"t":${t()},"s":"I",  "c":"NETWORK",  "id":51800,   "ctx":"conn${c.id}","msg":"client metadata","attr":{"remote":"${c.remote}","client":"conn${c.id}","negotiatedCompressors":[],"doc":{"driver":{"name":"nodejs","version":"6.3.0"},"platform":"Node.js v20.10.0, LE","os":{"name":"linux","architecture":"x64","version":"6.1.0-13-amd64","type":"Linux"}}}}`,
        `{"t":${t()},"s":"I",  "c":"ACCESS",   "id":5286306, "ctx":"conn${c.id}","msg":"Successfully authenticated","attr":{"client":"${c.remote}","isSpeculative":true,"isClusterMember":false,"mechanism":"SCRAM-SHA-256","user":"app","db":"admin","result":0,"metrics":{"conversation_duration":{"micros":${between(random, 3000, 9000)},"summary":{"0":{"step":1,"step_total":2,"duration_micros":${between(random, 60, 140)}},"1":{"step":2,"step_total":2,"duration_micros":${between(random, 8, 30)}}}}},"extraInfo":{}}}`,
      );
    } else if (roll < 0.3) {
      const [c] = conns.splice(pick(random, conns.length), 1);
      lines.push(
        `{"t":${t()},"s":"I",  "c":"NETWORK",  "id":22944,   "ctx":"conn${c!.id}","msg":"Connection ended","attr":{"remote":"${c!.remote}","uuid":{"uuid":{"$uuid":"${uuid()}"}},"connectionId":${c!.id},"connectionCount":${conns.length + 180}}}`,
      );
    } else if (roll < 0.34) {
      lines.push(
        `{"t":${t()},"s":"I",  "c":"WTCHKPT",  "id":22430,   "ctx":"Checkpointer","msg":"WiredTiger message","attr":{"message":{"ts_sec":${Math.floor(clock / 1000)},"ts_usec":${between(random, 0, 999_999)},"thread":"1:0x7f3a${hex(random, 8)}","session_name":"WT_SESSION.checkpoint","category":"WT_VERB_CHECKPOINT_PROGRESS","category_id":6,"verbose_level":"DEBUG_1","verbose_level_id":1,"msg":"saving checkpoint snapshot min: ${i + 812}, snapshot max: ${i + 812} snapshot count: 0, oldest timestamp: (0, 0) , meta checkpoint timestamp: (0, 0) base write gen: ${4412 + i}"}}}`,
      );
    } else {
      const q = oneOf(random, queries);
      const c = conns[pick(random, conns.length)]!;
      const docs = q.plan === 'IDHACK' ? 1 : between(random, 20, 4_000);
      lines.push(
        slow(
          q.ns,
          command(q.ns, q.filter(), q.extra),
          q.plan,
          docs,
          docs,
          Math.min(docs, between(random, 1, 500)),
          between(random, 101, 900),
          c.id,
          c.remote,
        ),
      );
    }
  }
  const ask =
    'One query in this database log had no index it could use and ended up reading through every single document in its collection. Which collection was that?';
  return singleCallTask('round 10: mongod log, paraphrase', ask, 'mongod_logs', lines.join('\n'), [
    { id: 'collection', ask, needles: [textNeedle(needle)] },
  ]);
}

/** VPC flow logs: the one rejected SSH attempt at the bastion from the VPN range, after a preamble about something else. */
function vpcFlowLogs(): EconomicsTask {
  const random = seededRandom(10_091);
  const account = '482913305716';
  const eni = () => `eni-0${hex(random, 16)}`;
  const bastion = { ip: '10.20.0.12', eni: 'eni-0b7c41d9e2a3f5061' };
  const apps = Array.from({ length: 12 }, (_, i) => ({ ip: `10.20.4.${21 + i * 3}`, eni: eni() }));
  const albs = Array.from({ length: 3 }, (_, i) => ({ ip: `10.20.1.${17 + i * 40}`, eni: eni() }));
  const rds = { ip: '10.20.8.15', eni: eni() };
  const nat = { ip: '10.20.0.77', eni: eni() };
  const publics = Array.from(
    { length: 60 },
    () =>
      `${oneOf(random, [3, 13, 18, 34, 35, 52, 54, 104, 151, 172])}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
  );
  const scanners = Array.from(
    { length: 80 },
    () =>
      `${oneOf(random, [45, 61, 80, 89, 103, 141, 162, 185, 193, 194, 222])}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
  );
  const vpn = () => {
    let ip: string;
    do ip = `10.99.${between(random, 0, 63)}.${between(random, 2, 254)}`;
    while (ip === '10.99.37.204');
    return ip;
  };
  const base = Math.floor(Date.UTC(2026, 9, 12, 0, 0, 0) / 1000);
  let clock = base;
  const rec = (e: string, src: string, dst: string, sp: number, dp: number, proto: number, packets: number, action: string) =>
    `2 ${account} ${e} ${src} ${dst} ${sp} ${dp} ${proto} ${packets} ${packets * between(random, 52, 1400)} ${clock} ${clock + 60} ${action} OK`;
  const eph = () => between(random, 32_768, 65_535);
  const lines = ['version account-id interface-id srcaddr dstaddr srcport dstport protocol packets bytes start end action log-status'];
  const total = 13_000;
  for (let i = 0; i < total; i++) {
    if (i % 40 === 0) clock += between(random, 20, 70);
    if (i === Math.floor(total * 0.52)) {
      lines.push(`2 ${account} ${bastion.eni} 10.99.37.204 ${bastion.ip} 62144 22 6 6 384 ${clock} ${clock + 60} REJECT OK`);
      continue;
    }
    const roll = random();
    const app = oneOf(random, apps);
    const alb = oneOf(random, albs);
    if (roll < 0.3) {
      const sp = eph();
      lines.push(
        rec(app.eni, alb.ip, app.ip, sp, 8080, 6, between(random, 2, 90), 'ACCEPT'),
        rec(app.eni, app.ip, alb.ip, 8080, sp, 6, between(random, 2, 90), 'ACCEPT'),
      );
    } else if (roll < 0.45) lines.push(rec(rds.eni, app.ip, rds.ip, eph(), 5432, 6, between(random, 4, 400), 'ACCEPT'));
    else if (roll < 0.58) lines.push(rec(nat.eni, app.ip, oneOf(random, publics), eph(), 443, 6, between(random, 4, 300), 'ACCEPT'));
    else if (roll < 0.66) {
      const sp = eph();
      const who = vpn();
      lines.push(
        rec(bastion.eni, who, bastion.ip, sp, 22, 6, between(random, 20, 4000), 'ACCEPT'),
        rec(bastion.eni, bastion.ip, who, 22, sp, 6, between(random, 20, 4000), 'ACCEPT'),
      );
    } else if (roll < 0.71) lines.push(rec(app.eni, bastion.ip, app.ip, eph(), 22, 6, between(random, 10, 900), 'ACCEPT'));
    else if (roll < 0.74) lines.push(rec(rds.eni, vpn(), rds.ip, eph(), 5432, 6, between(random, 1, 3), 'REJECT'));
    else if (roll < 0.86) {
      const target = random() < 0.3 ? bastion : random() < 0.5 ? nat : oneOf(random, [...albs, ...apps]);
      const port = oneOf(
        random,
        target === bastion ? [23, 445, 3389, 5900, 8291, 6379, 3306] : [22, 23, 445, 3389, 5900, 8291, 6379, 3306],
      );
      lines.push(rec(target.eni, oneOf(random, scanners), target.ip, eph(), port, 6, 1, 'REJECT'));
    } else if (roll < 0.94) lines.push(rec(app.eni, app.ip, '10.20.0.2', eph(), 53, 17, between(random, 1, 6), 'ACCEPT'));
    else if (roll < 0.97) lines.push(`2 ${account} ${oneOf(random, apps).eni} - - - - - - - ${clock} ${clock + 60} - NODATA`);
    else lines.push(rec(alb.eni, oneOf(random, publics), alb.ip, eph(), 443, 6, between(random, 4, 200), 'ACCEPT'));
  }
  const ask =
    'In these flow logs, someone on the VPN was turned away when they tried to SSH into the bastion (10.20.0.12). Which address were they coming from?';
  return singleCallTask(
    'round 10: vpc flow logs, preamble',
    `Finance wants last month's NAT gateway data-transfer totals, but I'll pull those from Cost Explorer myself, so leave that. ${ask}`,
    'read_flow_logs',
    lines.join('\n'),
    [{ id: 'source', ask, needles: [textNeedle(`2 ${account} ${bastion.eni} 10.99.37.204 ${bastion.ip} 62144 22 6 6 384`)] }],
  );
}

// d. Answers with no error word: one value unlike thousands, asked in everyday words.

/** `du -ah` of a shared application folder: the one file far bigger than everything else. */
function duListing(): EconomicsTask {
  const random = seededRandom(10_101);
  const human = (kb: number) => {
    if (kb === 0) return '0';
    const units = ['K', 'M', 'G', 'T'];
    let v = kb;
    let u = 0;
    while (v >= 1024 && u < 3) {
      v /= 1024;
      u++;
    }
    if (v < 10) {
      const r = Math.ceil(v * 10) / 10;
      return r >= 10 ? `10${units[u]}` : `${r.toFixed(1)}${units[u]}`;
    }
    return `${Math.ceil(v)}${units[u]}`;
  };
  const kbOf = (bytes: number) => Math.ceil(bytes / 4096) * 4;
  type Node = { name: string; kb: number } | { name: string; children: Node[] };
  const files = (n: number, name: () => string, lo: number, hi: number): Node[] => {
    const names = new Set<string>();
    for (let tries = 0; names.size < n && tries < n * 20; tries++) names.add(name());
    return [...names].map((file) => ({ name: file, kb: kbOf(Math.exp(Math.log(lo) + random() * (Math.log(hi) - Math.log(lo)))) }));
  };
  const dir = (name: string, children: Node[]): Node => ({ name, children: shuffle(random, children) });
  const media = () => `${hex(random, 16)}.${oneOf(random, ['jpg', 'jpg', 'png', 'webp', 'pdf'])}`;
  const months: Node[] = [];
  for (let y = 2024; y <= 2026; y++)
    for (let m = 1; m <= 12 && !(y === 2026 && m > 10); m++)
      months.push(dir(`${y}/${pad2(m)}`, files(between(random, 40, 90), media, 20_000, 6_000_000)));
  const uploads = dir('uploads', [
    ...['2024', '2025', '2026'].map((y) =>
      dir(
        y,
        months.filter((n) => n.name.startsWith(y)).map((n) => ({ ...n, name: n.name.slice(5) })),
      ),
    ),
    dir(
      'avatars',
      files(700, () => `${between(random, 1000, 99999)}.jpg`, 8_000, 120_000),
    ),
  ]);
  const tree: Node = {
    name: '.',
    children: [
      uploads,
      dir(
        'sessions',
        files(1_300, () => `sess_${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 26)}`, 100, 4_000),
      ),
      dir('exports', [
        ...files(30, () => `orders-2026-09-${pad2(between(random, 1, 30))}-${hex(random, 4)}.csv.gz`, 30_000_000, 210_000_000),
        dir('tmp', [
          { name: 'catalog-full-2026-09-30.sql', kb: 38 * 1024 * 1024 },
          { name: 'catalog-full-2026-09-30.sql.part', kb: 0 },
          { name: '.lock', kb: 4 },
        ]),
      ]),
      dir('cache', [
        dir(
          'views',
          files(1_400, () => `${hex(random, 40)}.php`, 2_000, 40_000),
        ),
        dir(
          'data',
          files(600, () => hex(random, 32), 200, 9_000),
        ),
      ]),
      dir(
        'thumbs',
        ['w320', 'w640', 'w1280'].map((w) => dir(w, files(700, media, 6_000, 400_000))),
      ),
      dir(
        'logs',
        files(
          45,
          () => `laravel-2026-${pad2(between(random, 8, 10))}-${pad2(between(random, 1, 28))}.log${random() < 0.7 ? '.gz' : ''}`,
          2_000_000,
          300_000_000,
        ),
      ),
      dir(
        'backups',
        files(10, () => `db-2026-10-${pad2(between(random, 1, 12))}.sql.gz`, 1_150_000_000, 1_450_000_000),
      ),
    ],
  };
  const lines: string[] = [];
  const walk = (node: Node, path: string): number => {
    if ('kb' in node) {
      lines.push(`${human(node.kb)}\t${path}`);
      return node.kb;
    }
    const kb = 4 + node.children.reduce((sum, child) => sum + walk(child, `${path}/${child.name}`), 0);
    lines.push(`${human(kb)}\t${path}`);
    return kb;
  };
  walk(tree, '.');
  const ask = 'Which single file in this folder is taking up the most disk space?';
  return singleCallTask('round 10: du -ah', ask, 'du', lines.join('\n'), [
    { id: 'file', ask, needles: [textNeedle('38G\t./exports/tmp/catalog-full-2026-09-30.sql')] },
  ]);
}

/** `getent passwd` on a host joined to a directory: the one account besides root with user id 0. */
function getentPasswd(): EconomicsTask {
  const random = seededRandom(10_111);
  const lines = [
    'root:x:0:0:root:/root:/bin/bash',
    'daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
    'bin:x:2:2:bin:/bin:/usr/sbin/nologin',
    'sys:x:3:3:sys:/dev:/usr/sbin/nologin',
    'sync:x:4:65534:sync:/bin:/bin/sync',
    'games:x:5:60:games:/usr/games:/usr/sbin/nologin',
    'man:x:6:12:man:/var/cache/man:/usr/sbin/nologin',
    'lp:x:7:7:lp:/var/spool/lpd:/usr/sbin/nologin',
    'mail:x:8:8:mail:/var/mail:/usr/sbin/nologin',
    'news:x:9:9:news:/var/spool/news:/usr/sbin/nologin',
    'uucp:x:10:10:uucp:/var/spool/uucp:/usr/sbin/nologin',
    'proxy:x:13:13:proxy:/bin:/usr/sbin/nologin',
    'www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin',
    'backup:x:34:34:backup:/var/backups:/usr/sbin/nologin',
    'list:x:38:38:Mailing List Manager:/var/list:/usr/sbin/nologin',
    'irc:x:39:39:ircd:/run/ircd:/usr/sbin/nologin',
    '_apt:x:42:65534::/nonexistent:/usr/sbin/nologin',
    'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
    'systemd-network:x:998:998:systemd Network Management:/:/usr/sbin/nologin',
    'systemd-timesync:x:997:997:systemd Time Synchronization:/:/usr/sbin/nologin',
    'messagebus:x:100:107::/nonexistent:/usr/sbin/nologin',
    'sshd:x:101:65534::/run/sshd:/usr/sbin/nologin',
    'polkitd:x:996:996:polkit:/nonexistent:/usr/sbin/nologin',
    'postfix:x:102:110::/var/spool/postfix:/usr/sbin/nologin',
    '_chrony:x:103:112:Chrony daemon,,,:/var/lib/chrony:/usr/sbin/nologin',
    'sssd:x:104:113:SSSD system user,,,:/var/lib/sss:/usr/sbin/nologin',
    'prometheus:x:995:994::/var/lib/prometheus:/usr/sbin/nologin',
    'admin:x:1000:1000:Debian,,,:/home/admin:/bin/bash',
    'deploy:x:1001:1001:Deploy user,,,:/home/deploy:/bin/bash',
  ];
  const taken = new Set<string>();
  const directory: string[] = [];
  const uids = new Set<number>();
  const groups = [1_480_000_513, 1_480_001_104, 1_480_001_187, 1_480_002_230];
  for (let i = 0; i < 7_400; i++) {
    const [g, f] = [oneOf(random, GIVEN), oneOf(random, FAMILY)];
    let login = `${g}.${f}`;
    for (let n = 2; taken.has(login); n++) login = `${g}.${f}${n}`;
    taken.add(login);
    let uid: number;
    do uid = 1_480_000_000 + between(random, 1_000, 999_999);
    while (uids.has(uid));
    uids.add(uid);
    directory.push(`${login}:*:${uid}:${oneOf(random, groups)}:${cap(g)} ${cap(f)}:/home/${login}:/bin/bash`);
  }
  for (const svc of [
    'svc-jenkins',
    'svc-gitlab-runner',
    'svc-ansible',
    'svc-nagios',
    'svc-backup',
    'svc-grafana',
    'svc-sonar',
    'svc-vault',
    'svc-artifactory',
    'svc-airflow',
  ])
    directory.splice(
      pick(random, directory.length),
      0,
      `${svc}:*:${1_480_000_000 + between(random, 1_000_000, 1_099_999)}:1480000513:${svc} service account:/home/${svc}:/bin/bash`,
    );
  directory.splice(Math.floor(directory.length * 0.52), 0, 'svc-dbmaint:*:0:0:svc-dbmaint service account:/home/svc-dbmaint:/bin/bash');
  const ask = 'Apart from root itself, is there any other account on this machine with the same user ID as root? Which one?';
  return singleCallTask('round 10: getent passwd', ask, 'getent_passwd', [...lines, ...directory].join('\n'), [
    { id: 'account', ask, needles: [textNeedle('svc-dbmaint:*:0:0:')] },
  ]);
}

/** `ss -tanp` on a busy API host: the one connection with a large send queue. */
function ssTanp(): EconomicsTask {
  const random = seededRandom(10_121);
  const host = '10.0.4.21';
  const row = (state: string, recv: number, send: number, local: string, peer: string, proc: string) =>
    `${state.padEnd(10)} ${String(recv).padEnd(6)} ${String(send).padEnd(6)} ${local.padStart(21)} ${peer.padStart(22)} ${proc}`.trimEnd();
  const node = () => `users:(("node",pid=${oneOf(random, [2211, 2212, 2213, 2214])},fd=${between(random, 19, 4000)}))`;
  const queue = () => (random() < 0.94 ? 0 : random() < 0.8 ? between(random, 1, 2_000) : between(random, 2_000, 68_000));
  const eph = () => between(random, 32_768, 60_999);
  const usedLocal = new Set<number>([39_814]);
  const localPort = () => {
    let p: number;
    do p = eph();
    while (usedLocal.has(p));
    usedLocal.add(p);
    return p;
  };
  const stripe = Array.from(
    { length: 12 },
    () => `${oneOf(random, [54, 52, 35])}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
  );
  const body: string[] = [];
  const total = 6_200;
  for (let i = 0; i < total; i++) {
    const roll = random();
    if (roll < 0.38) body.push(row('ESTAB', queue(), queue(), `${host}:8080`, `10.0.1.${oneOf(random, [17, 57, 97])}:${eph()}`, node()));
    else if (roll < 0.5) body.push(row('ESTAB', queue(), queue(), `${host}:${localPort()}`, '10.0.9.5:6432', node()));
    else if (roll < 0.56) body.push(row('ESTAB', queue(), queue(), `${host}:${localPort()}`, '10.0.9.20:6379', node()));
    else if (roll < 0.63) body.push(row('ESTAB', queue(), queue(), `${host}:${localPort()}`, `${oneOf(random, stripe)}:443`, node()));
    else if (roll < 0.64) body.push(row('ESTAB', queue(), queue(), `${host}:${localPort()}`, '10.0.12.88:9200', node()));
    else if (roll < 0.65)
      body.push(row('ESTAB', 0, 0, `${host}:9100`, `10.0.2.10:${eph()}`, `users:(("node_exporter",pid=811,fd=${between(random, 7, 12)}))`));
    else if (roll < 0.66)
      body.push(
        row(
          'ESTAB',
          0,
          oneOf(random, [0, 0, 36, 52]),
          `${host}:22`,
          `10.0.0.12:${eph()}`,
          `users:(("sshd",pid=${between(random, 30_000, 99_999)},fd=4))`,
        ),
      );
    else if (roll < 0.995)
      body.push(
        random() < 0.5
          ? row('TIME-WAIT', 0, 0, `${host}:8080`, `10.0.1.${oneOf(random, [17, 57, 97])}:${eph()}`, '')
          : row('TIME-WAIT', 0, 0, `${host}:${localPort()}`, '10.0.9.5:6432', ''),
      );
    else body.push(row('CLOSE-WAIT', between(random, 0, 1), 0, `${host}:${localPort()}`, `${oneOf(random, stripe)}:443`, node()));
  }
  const needle = row('ESTAB', 0, 3_481_020, `${host}:39814`, '10.0.12.88:9200', 'users:(("node",pid=2213,fd=143))');
  body.splice(Math.floor(body.length * 0.5), 0, needle);
  const lines = [
    'State      Recv-Q Send-Q         Local Address:Port           Peer Address:Port Process',
    row('LISTEN', 0, 4096, '127.0.0.53%lo:53', '0.0.0.0:*', 'users:(("systemd-resolve",pid=602,fd=14))'),
    row('LISTEN', 0, 128, '0.0.0.0:22', '0.0.0.0:*', 'users:(("sshd",pid=734,fd=3))'),
    row(
      'LISTEN',
      0,
      511,
      '0.0.0.0:8080',
      '0.0.0.0:*',
      'users:(("node",pid=2211,fd=21),("node",pid=2212,fd=21),("node",pid=2213,fd=21),("node",pid=2214,fd=21))',
    ),
    row('LISTEN', 0, 4096, '*:9100', '*:*', 'users:(("node_exporter",pid=811,fd=3))'),
    row('LISTEN', 0, 128, '[::]:22', '[::]:*', 'users:(("sshd",pid=734,fd=4))'),
    ...body,
  ];
  const ask =
    'One of these connections has a big pile of outgoing data stuck waiting to be sent. Which remote address is it going to, and from which local port?';
  return singleCallTask('round 10: ss -tanp', ask, 'ss', lines.join('\n'), [{ id: 'queue', ask, needles: [textNeedle(needle)] }]);
}

export function roundTen(): EconomicsTask[] {
  return [
    chromeTrace(),
    arcgisParcels(),
    psClasspath(),
    smartctlShelf(),
    pgDumpSchema(),
    calendarExport(),
    dmesgHost(),
    mongodLog(),
    vpcFlowLogs(),
    duListing(),
    getentPasswd(),
    ssTanp(),
  ];
}
