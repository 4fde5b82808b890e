/**
 * Probe tasks, round 13: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 12. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 13: sentry issue events           (the API's `issues/{id}/events/?full=true`, one line of JSON)
 *      round 13: lighthouse report             (a stored Lighthouse result, compact JSON with screenshots)
 *      round 13: jupyter notebook              (the Jupyter server's contents API for one `.ipynb`)
 *   b. the answer a few lines from the line the question's words match:
 *      round 13: lsblk -J over ansible         (`ansible -m command -a 'lsblk -J -o …'` on a storage fleet)
 *      round 13: aws ec2 describe-security-groups
 *      round 13: prometheus rules yaml         (`kubectl get prometheusrules -A -o yaml`)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 13: dmesg, paraphrase
 *      round 13: mysql slow log, preamble and paraphrase
 *      round 13: apt history.log, preamble and paraphrase
 *   d. one value unlike all its peers, with no error word near it:
 *      round 13: pip freeze over kubectl exec
 *      round 13: haproxy show stat
 *      round 13: chronyc sources over pdsh
 * Not among the bench's targets.
 *
 * First run, at 1255839 (`ROUNDS=13 CONFIGS=ours,context-chef-store,none pnpm probes`, before anyone
 * working on the library read the tasks; `none` found 12/12, 3,093,665 tokens):
 *   round 13: sentry issue events
 *     context-chef-store: 2,736 tokens, peak 1,371, 1/1 needles, 1 read-backs
 *     ours: 1,848 tokens, peak 900, 0/1 needles, 1 read-backs
 *   round 13: lighthouse report
 *     context-chef-store: 4,955 tokens, peak 1,385, 0/1 needles, 3 read-backs
 *     ours: 4,622 tokens, peak 1,184, 0/1 needles, 4 read-backs
 *   round 13: jupyter notebook
 *     context-chef-store: 2,537 tokens, peak 1,235, 0/1 needles, 1 read-backs
 *     ours: 2,945 tokens, peak 1,130, 1/1 needles, 2 read-backs
 *   round 13: lsblk -J over ansible
 *     context-chef-store: 5,236 tokens, peak 1,649, 1/1 needles, 3 read-backs
 *     ours: 2,707 tokens, peak 954, 1/1 needles, 2 read-backs
 *   round 13: aws ec2 describe-security-groups
 *     context-chef-store: 1,957 tokens, peak 873, 0/1 needles, 1 read-backs
 *     ours: 844 tokens, peak 576, 0/1 needles, 0 read-backs
 *   round 13: prometheus rules yaml
 *     context-chef-store: 2,183 tokens, peak 1,001, 0/1 needles, 1 read-backs
 *     ours: 1,715 tokens, peak 829, 0/1 needles, 1 read-backs
 *   round 13: dmesg, paraphrase
 *     context-chef-store: 6,939 tokens, peak 1,496, 0/1 needles, 4 read-backs
 *     ours: 4,747 tokens, peak 1,014, 1/1 needles, 4 read-backs
 *   round 13: mysql slow log, preamble and paraphrase
 *     context-chef-store: 6,344 tokens, peak 1,350, 0/1 needles, 4 read-backs
 *     ours: 4,293 tokens, peak 904, 0/1 needles, 4 read-backs
 *   round 13: apt history.log, preamble and paraphrase
 *     context-chef-store: 18,857 tokens, peak 7,556, 0/1 needles, 4 read-backs
 *     ours: 1,083 tokens, peak 726, 0/1 needles, 0 read-backs
 *   round 13: pip freeze over kubectl exec
 *     context-chef-store: 8,877 tokens, peak 3,401, 0/1 needles, 4 read-backs
 *     ours: 6,410 tokens, peak 2,764, 1/1 needles, 4 read-backs
 *   round 13: haproxy show stat
 *     context-chef-store: 9,836 tokens, peak 5,274, 0/1 needles, 2 read-backs
 *     ours: 8,172 tokens, peak 4,518, 0/1 needles, 2 read-backs
 *   round 13: chronyc sources over pdsh
 *     context-chef-store: 5,893 tokens, peak 1,295, 0/1 needles, 4 read-backs
 *     ours: 4,038 tokens, peak 872, 1/1 needles, 4 read-backs
 *   context-chef-store: 76,350 tokens, 2/12 needles
 *   ours: 43,424 tokens, 5/12 needles
 */
import { ALNUM, between, chars, hex, interleave, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const B64 = `${ALNUM}+/`;
const GIVEN =
  'adele anton beatrix bjorn camille cyrus dagny desmond edith emeka fatima felix gemma goran hana henrik imogen isaac jasper jolene kai katarina lars leona magnus marisol nadia nils odette oren petra priya rafael rhea selim signe tobias talia ulrich una viktor wanda xavier yara yosef zelda'.split(
    ' ',
  );
const FAMILY =
  'abara achterberg balogun bergstrom castellanos dahl delacroix eklund fontaine gallagher hakansson iwasaki jovanovic kaminski laurent lindgren mahlaba moreau nakamura nyberg okonkwo oyelaran pacheco quist renard rautio sandoval sorensen takahashi thorsen urquhart valdez vasquez wendt whitfield yamamoto zielinski'.split(
    ' ',
  );

// a. Answers in the middle of one long line.

/** Sentry's `GET /api/0/issues/{id}/events/?full=true` for one checkout crash (one line of JSON): one user's release. */
function sentryIssueEvents(): EconomicsTask {
  const random = seededRandom(13_011);
  const target = 'hana.moreau84@proton.me';
  const decoys = new Map<number, [string, string]>([
    [14, ['hana.moreau@proton.me', 'storefront@4.18.1']],
    [38, ['hana.moreau48@proton.me', 'storefront@4.18.3']],
    [61, ['hana.moreau84@gmail.com', 'storefront@4.17.9']],
    [77, ['h.moreau84@proton.me', 'storefront@4.18.0']],
  ]);
  const releases = [
    'storefront@4.17.9',
    'storefront@4.18.0',
    'storefront@4.18.1',
    'storefront@4.18.2',
    'storefront@4.18.3',
    'storefront@4.18.3',
  ];
  const domains = [
    'gmail.com',
    'outlook.com',
    'icloud.com',
    'hotmail.co.uk',
    'yahoo.com',
    'web.de',
    'gmx.de',
    'proton.me',
    'btinternet.com',
  ];
  const browsers: readonly (readonly [string, string, string])[] = [
    ['Chrome', '129.0.0', 'Windows'],
    ['Chrome', '130.0.0', 'Mac OS X'],
    ['Safari', '17.6', 'Mac OS X'],
    ['Mobile Safari', '18.0.1', 'iOS'],
    ['Firefox', '131.0', 'Windows'],
    ['Edge', '129.0.0', 'Windows'],
    ['Chrome Mobile', '129.0.0', 'Android'],
    ['Samsung Internet', '26.0', 'Android'],
  ];
  const osVersion: Record<string, string> = { Windows: '10', 'Mac OS X': '10.15.7', iOS: '18.0.1', Android: '14' };
  const cities: readonly (readonly [string, string, string])[] = [
    ['GB', 'London', 'England'],
    ['GB', 'Manchester', 'England'],
    ['GB', 'Edinburgh', 'Scotland'],
    ['IE', 'Dublin', 'Leinster'],
    ['DE', 'Berlin', 'Land Berlin'],
    ['NL', 'Amsterdam', 'North Holland'],
    ['FR', 'Lyon', 'Auvergne-Rhone-Alpes'],
  ];
  const frames: readonly (readonly [string, string, string])[] = [
    ['app:///_next/static/chunks/framework-8f31c2e1d0a4b977.js', 'Vh', 'node_modules/react-dom/cjs/react-dom.production.min.js'],
    ['app:///_next/static/chunks/framework-8f31c2e1d0a4b977.js', 'ui', 'node_modules/react-dom/cjs/react-dom.production.min.js'],
    ['app:///_next/static/chunks/framework-8f31c2e1d0a4b977.js', 'ck', 'node_modules/react-dom/cjs/react-dom.production.min.js'],
    ['app:///_next/static/chunks/main-app-52c7d0b1e9f34a21.js', 'renderWithHooks', 'node_modules/next/dist/client/app-index.js'],
    ['app:///_next/static/chunks/app/checkout/summary/page-3b9e0f7a11c2d845.js', 'CheckoutSummary', 'app/checkout/summary/page.tsx'],
    [
      'app:///_next/static/chunks/app/checkout/summary/page-3b9e0f7a11c2d845.js',
      'useBasketTotals',
      'app/checkout/summary/useBasketTotals.ts',
    ],
    [
      'app:///_next/static/chunks/app/checkout/summary/page-3b9e0f7a11c2d845.js',
      'PriceBreakdown',
      'app/checkout/summary/PriceBreakdown.tsx',
    ],
    ['app:///_next/static/chunks/app/checkout/summary/page-3b9e0f7a11c2d845.js', 'formatTotals', 'app/checkout/summary/PriceBreakdown.tsx'],
  ];
  const contextLines = [
    'export function formatTotals(totals: BasketTotals, locale: string) {',
    '  const { currency } = totals.tax;',
    '  const fmt = new Intl.NumberFormat(locale, { style: "currency", currency });',
    '  return { subtotal: fmt.format(totals.subtotal / 100), shipping: fmt.format(totals.shipping / 100) };',
    '}',
    'const totals = useBasketTotals(basketId);',
    'if (!totals) return <Skeleton lines={4} />;',
    'return <dl className={styles.breakdown}>{rows.map((r) => <Row key={r.id} {...r} />)}</dl>;',
  ];
  const apiPaths = [
    '/api/basket',
    '/api/basket/totals',
    '/api/shipping/options',
    '/api/vouchers/validate',
    '/api/customer/addresses',
    '/api/stock/check',
    '/api/payment/session',
  ];
  const total = 104;
  const targetAt = 52;
  const start = Date.UTC(2026, 9, 13, 7, 0, 0);
  let needle = '';
  const events: string[] = [];
  for (let i = 0; i < total; i++) {
    const eventId = hex(random, 32);
    const [browser, bVersion, os] = oneOf(random, browsers);
    const [cc, city, region] = oneOf(random, cities);
    const decoy = decoys.get(i);
    const email =
      i === targetAt
        ? target
        : decoy
          ? decoy[0]
          : `${oneOf(random, GIVEN)}.${oneOf(random, FAMILY)}${random() < 0.5 ? between(random, 1, 99) : ''}@${oneOf(random, domains)}`;
    const release = i === targetAt ? 'storefront@4.18.2' : decoy ? decoy[1] : oneOf(random, releases);
    const t = start + i * 1_530_000 + pick(random, 900_000);
    const when = new Date(t).toISOString();
    const userId = String(between(random, 1_000_000, 4_999_999));
    const ip = `${between(random, 2, 223)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
    const frameJson = frames
      .slice(0, between(random, 5, frames.length))
      .concat(frames.slice(-1))
      .map(([abs, fn, file]) => {
        const lineNo = between(random, 1, 4) * (file.startsWith('node_modules') ? 1 : between(random, 8, 60));
        const ctx = file.startsWith('node_modules')
          ? '[]'
          : `[${Array.from({ length: 5 }, (_, k) => `[${lineNo - 2 + k},${JSON.stringify(oneOf(random, contextLines))}]`).join(',')}]`;
        return `{"filename":"${file.startsWith('node_modules') ? abs.replace('app://', '') : `./${file}`}","absPath":"${abs}","module":null,"package":null,"platform":null,"instructionAddr":null,"symbolAddr":null,"function":"${fn}","rawFunction":null,"symbol":null,"context":${ctx},"lineNo":${lineNo},"colNo":${between(random, 3, 18_000)},"inApp":${!file.startsWith('node_modules')},"trust":null,"errors":null,"lock":null,"sourceLink":null,"vars":null}`;
      })
      .join(',');
    const crumbs = Array.from({ length: between(random, 14, 30) }, (_, k) => {
      const ts = new Date(t - (40 - k) * between(random, 800, 4_000)).toISOString();
      const kind = pick(random, 5);
      if (kind === 0)
        return `{"type":"navigation","category":"navigation","level":"info","message":null,"timestamp":"${ts}","data":{"from":"${oneOf(random, ['/basket', '/checkout/delivery', '/checkout/payment', '/product/merino-crew-sock-3-pack', '/'])}","to":"/checkout/summary"},"event_id":null}`;
      if (kind === 1)
        return `{"type":"http","category":"fetch","level":"info","message":null,"timestamp":"${ts}","data":{"method":"${oneOf(random, ['GET', 'GET', 'POST'])}","url":"${oneOf(random, apiPaths)}","status_code":${oneOf(random, [200, 200, 200, 204, 304])},"__span":"${hex(random, 16)}"},"event_id":null}`;
      if (kind === 2)
        return `{"type":"default","category":"ui.click","level":"info","message":"${oneOf(random, ['button.PriceBreakdown_applyVoucher__k2Lp9', 'div.DeliveryOption_card__a81Qe > input[name=\\"delivery\\"]', 'button#place-order', 'a.Header_basketLink__Zt3c0', 'span.Accordion_title__d91xW'])}","timestamp":"${ts}","data":null,"event_id":null}`;
      if (kind === 3)
        return `{"type":"debug","category":"console","level":"${oneOf(random, ['log', 'warning', 'info'])}","message":"${oneOf(random, ['[basket] totals recalculated', '[gtm] dataLayer push begin_checkout', 'Warning: Each child in a list should have a unique \\"key\\" prop.', '[voucher] no code applied', '[stock] reserve ok'])}","timestamp":"${ts}","data":{"logger":"console","arguments":[]},"event_id":null}`;
      return `{"type":"default","category":"sentry.transaction","level":"info","message":"${hex(random, 32)}","timestamp":"${ts}","data":null,"event_id":null}`;
    }).join(',');
    const tags = `[{"key":"browser","value":"${browser} ${bVersion}"},{"key":"browser.name","value":"${browser}"},{"key":"device","value":"${os === 'iOS' ? 'iPhone' : os === 'Android' ? oneOf(random, ['SM-S918B', 'Pixel 8', 'SM-A546B']) : 'Other'}"},{"key":"environment","value":"production"},{"key":"handled","value":"no"},{"key":"level","value":"error"},{"key":"mechanism","value":"${oneOf(random, ['onerror', 'onunhandledrejection', 'instrument'])}"},{"key":"os","value":"${os} ${osVersion[os]}"},{"key":"os.name","value":"${os}"},`;
    const tail = `{"key":"release","value":"${release}"},{"key":"transaction","value":"/checkout/summary"},{"key":"url","value":"https://www.lumenhouse.co.uk/checkout/summary"},{"key":"user","value":"email:${email}"}`;
    if (i === targetAt) needle = tail;
    events.push(
      `{"id":"${eventId}","groupID":"5821173340","eventID":"${eventId}","projectID":"4507718834618368","size":${between(random, 9_000, 31_000)},"entries":[{"data":{"values":[{"type":"TypeError","value":"Cannot read properties of undefined (reading 'currency')","mechanism":{"type":"${oneOf(random, ['onerror', 'instrument'])}","handled":false},"threadId":null,"module":null,"stacktrace":{"frames":[${frameJson}],"framesOmitted":null,"registers":null,"hasSystemFrames":true},"rawStacktrace":null}],"hasSystemFrames":true,"excOmitted":null},"type":"exception"},{"data":{"values":[${crumbs}]},"type":"breadcrumbs"},{"data":{"apiTarget":null,"method":null,"url":"https://www.lumenhouse.co.uk/checkout/summary","query":[],"fragment":null,"data":null,"headers":[["Referer","https://www.lumenhouse.co.uk/checkout/${oneOf(random, ['delivery', 'payment'])}"],["User-Agent","Mozilla/5.0 (${os === 'Windows' ? 'Windows NT 10.0; Win64; x64' : os === 'iOS' ? 'iPhone; CPU iPhone OS 18_0_1 like Mac OS X' : os === 'Android' ? 'Linux; Android 14' : 'Macintosh; Intel Mac OS X 10_15_7'})"]],"cookies":[],"env":null,"inferredContentType":null},"type":"request"}],"dist":null,"message":"","title":"TypeError: Cannot read properties of undefined (reading 'currency')","location":"app/checkout/summary/PriceBreakdown.tsx","user":{"id":"${userId}","email":"${email}","username":null,"ip_address":"${ip}","name":null,"geo":{"country_code":"${cc}","city":"${city}","region":"${region}"},"data":null},"contexts":{"browser":{"name":"${browser}","version":"${bVersion}","type":"browser"},"os":{"name":"${os}","version":"${osVersion[os]}","type":"os"},"trace":{"trace_id":"${hex(random, 32)}","span_id":"${hex(random, 16)}","op":"pageload","status":"unknown","client_sample_rate":0.2,"type":"trace"}},"sdk":{"name":"sentry.javascript.nextjs","version":"8.33.1"},"context":{},"packages":{},"type":"error","metadata":{"filename":"app/checkout/summary/PriceBreakdown.tsx","function":"formatTotals","in_app_frame_mix":"mixed","type":"TypeError","value":"Cannot read properties of undefined (reading 'currency')"},"tags":${tags}${tail}],"platform":"javascript","dateReceived":"${new Date(t + between(random, 200, 3_000)).toISOString()}","errors":[],"occurrence":null,"_meta":{"entries":{},"message":null,"user":null,"contexts":null,"sdk":null,"context":null,"packages":null,"tags":{}},"crashFile":null,"culprit":"formatTotals(app/checkout/summary/PriceBreakdown)","dateCreated":"${when}","fingerprints":["5c0a3f4f8e1d2b7a9c6e0d1f2a3b4c5d"],"groupingConfig":{"enhancements":"KLUv_SAYwQAAkwORs25ld3N0eWxlOjIwMjMtMDEtMTGQ","id":"newstyle:2023-01-11"},"release":{"version":"${release}","shortVersion":"${release}","dateCreated":"2026-10-0${between(random, 1, 9)}T1${between(random, 0, 9)}:${pad2(between(random, 0, 59))}:00.000000Z","dateReleased":null,"firstEvent":"2026-10-0${between(random, 1, 9)}T1${between(random, 0, 9)}:${pad2(between(random, 0, 59))}:00Z","lastEvent":"${when}","newGroups":${between(random, 0, 40)},"commitCount":${between(random, 1, 60)},"deployCount":${between(random, 1, 3)},"projects":[{"id":4507718834618368,"slug":"storefront-web","name":"storefront-web","platform":"javascript-nextjs"}]},"userReport":null,"sdkUpdates":[],"resolvedWith":[],"nextEventID":null,"previousEventID":null}`,
    );
  }
  const ask = `Which release of the storefront was ${target} on when she hit this checkout crash?`;
  return singleCallTask('round 13: sentry issue events', ask, 'sentry_list_issue_events', `[${events.join(',')}]`, [
    { id: 'release', ask, needles: [textNeedle(needle)] },
  ]);
}

/** A stored Lighthouse result for a shop's home page (compact JSON, screenshots inline): one chunk's unused bytes. */
function lighthouseReport(): EconomicsTask {
  const random = seededRandom(13_021);
  const origin = 'https://www.fjellkit.com';
  const chunk = (name: string) => `${origin}/_next/static/chunks/${name}.${hex(random, 16)}.js`;
  const mapbox = chunk('vendor-mapbox-gl');
  const scripts: { url: string; bytes: number; party: string }[] = [
    { url: mapbox, bytes: 231_877, party: 'first' },
    { url: chunk('vendor-mapbox-gl-csp-worker'), bytes: 118_402, party: 'first' },
    { url: chunk('store-locator'), bytes: 41_226, party: 'first' },
    { url: chunk('framework'), bytes: 45_118, party: 'first' },
    { url: chunk('main'), bytes: 38_901, party: 'first' },
    { url: chunk('webpack'), bytes: 3_902, party: 'first' },
    { url: chunk('pages/_app'), bytes: 121_774, party: 'first' },
    { url: chunk('pages/index'), bytes: 64_350, party: 'first' },
    { url: chunk('vendor-swiper'), bytes: 52_118, party: 'first' },
    { url: chunk('vendor-algoliasearch'), bytes: 77_090, party: 'first' },
    { url: chunk('vendor-framer-motion'), bytes: 98_442, party: 'first' },
    { url: chunk('vendor-recharts'), bytes: 142_909, party: 'first' },
    { url: chunk('vendor-lodash'), bytes: 24_511, party: 'first' },
    { url: 'https://www.googletagmanager.com/gtm.js?id=GTM-KX7Q2PD', bytes: 143_227, party: 'Google Tag Manager' },
    { url: 'https://www.googletagmanager.com/gtag/js?id=G-4YH2C9ZQ1M&l=dataLayer&cx=c', bytes: 128_660, party: 'Google Tag Manager' },
    { url: 'https://connect.facebook.net/en_US/fbevents.js', bytes: 98_221, party: 'Facebook' },
    {
      url: 'https://connect.facebook.net/signals/config/1187720918264411?v=2.9.170&r=stable&domain=www.fjellkit.com',
      bytes: 121_338,
      party: 'Facebook',
    },
    { url: 'https://static.hotjar.com/c/hotjar-3517742.js?sv=6', bytes: 7_219, party: 'Hotjar' },
    { url: 'https://script.hotjar.com/modules.e4b2c0c5b0c8a8f2e7c1.js', bytes: 88_314, party: 'Hotjar' },
    { url: 'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XbT7qM', bytes: 61_940, party: 'Klaviyo' },
    { url: 'https://static-tracking.klaviyo.com/onsite/js/vendors~signup_forms.0b8f2a.js', bytes: 109_771, party: 'Klaviyo' },
    { url: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', bytes: 10_882, party: 'OneTrust' },
    { url: 'https://cdn.cookielaw.org/scripttemplates/202409.1.0/otBannerSdk.js', bytes: 131_547, party: 'OneTrust' },
    { url: 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js', bytes: 14_008, party: 'Trustpilot' },
    { url: 'https://js.stripe.com/v3/', bytes: 142_331, party: 'Stripe' },
  ];
  for (let i = 0; i < 22; i++)
    scripts.push({ url: chunk(`${pick(random, 900) + 100}-${hex(random, 16)}`), bytes: between(random, 2_000, 60_000), party: 'first' });
  const images = Array.from({ length: 180 }, () => ({
    url: `https://cdn.fjellkit.com/cdn-cgi/image/width=${oneOf(random, [320, 480, 640, 828, 1080, 1200])},quality=${oneOf(random, [75, 80])},format=auto/products/${oneOf(random, ['jackets', 'fleece', 'boots', 'base-layers', 'tents', 'packs', 'socks'])}/${hex(random, 8)}-${oneOf(random, ['front', 'back', 'detail', 'lifestyle'])}.jpg`,
    bytes: between(random, 8_000, 260_000),
  }));
  const styles = Array.from({ length: 9 }, () => ({
    url: `${origin}/_next/static/css/${hex(random, 16)}.css`,
    bytes: between(random, 3_000, 90_000),
  }));
  const fonts = ['Inter-Regular', 'Inter-SemiBold', 'Inter-Bold', 'Fraunces-Italic'].map((f) => ({
    url: `${origin}/fonts/${f}.${hex(random, 8)}.woff2`,
    bytes: between(random, 20_000, 70_000),
  }));
  const other = Array.from({ length: 90 }, () => ({
    url: oneOf(random, [
      `https://region1.google-analytics.com/g/collect?v=2&tid=G-4YH2C9ZQ1M&gtm=45je4a90v9&_p=${between(random, 1e8, 9e8)}&cid=${between(random, 1e8, 9e8)}.${between(random, 1e9, 2e9)}&en=page_view`,
      `https://www.facebook.com/tr/?id=1187720918264411&ev=PageView&dl=https%3A%2F%2Fwww.fjellkit.com%2Fen-gb%2F&rl=&if=false&ts=${between(random, 1e12, 2e12)}&v=2.9.170&r=stable`,
      `${origin}/api/stock?skus=${Array.from({ length: 6 }, () => `FK-${between(random, 10_000, 99_999)}`).join(',')}`,
      `https://in.hotjar.com/api/v2/client/sites/3517742/visit-data?sv=6&${hex(random, 12)}`,
      `https://a.klaviyo.com/client/events/?company_id=XbT7qM&r=${hex(random, 10)}`,
      `https://api.mapbox.com/v4/mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2/${between(random, 4, 9)}/${between(random, 0, 300)}/${between(random, 0, 300)}.vector.pbf?sku=${hex(random, 16)}&access_token=pk.${chars(random, ALNUM, 60)}`,
    ]),
    bytes: between(random, 200, 90_000),
  }));
  let t = 120;
  const request = (url: string, bytes: number, type: string, mime: string) => {
    const s = t + random() * 60;
    t = s;
    return `{"url":"${url}","sessionTargetType":"page","protocol":"${url.startsWith(origin) || url.includes('fjellkit') ? 'h2' : oneOf(random, ['h2', 'h3'])}","rendererStartTime":${s.toFixed(3)},"networkRequestTime":${(s + 2.1).toFixed(3)},"networkEndTime":${(s + 20 + random() * 900).toFixed(3)},"finished":true,"transferSize":${Math.round(bytes * 0.31)},"resourceSize":${bytes},"statusCode":200,"mimeType":"${mime}","resourceType":"${type}","priority":"${oneOf(random, ['High', 'Low', 'VeryHigh', 'Medium'])}","experimentalFromMainFrame":true,"entity":"${url.includes('fjellkit') ? 'fjellkit.com' : new URL(url).hostname.split('.').slice(-2).join('.')}"}`;
  };
  const network = [
    request(`${origin}/en-gb/`, 188_231, 'Document', 'text/html'),
    ...styles.map((s) => request(s.url, s.bytes, 'Stylesheet', 'text/css')),
    ...fonts.map((f) => request(f.url, f.bytes, 'Font', 'font/woff2')),
    ...shuffle(random, [
      ...scripts.map((s) => request(s.url, s.bytes, 'Script', 'application/javascript')),
      ...images.map((m) => request(m.url, m.bytes, 'Image', 'image/webp')),
      ...other.map((o) => request(o.url, o.bytes, oneOf(random, ['Fetch', 'XHR', 'Ping', 'Other']), 'application/json')),
    ]),
  ];
  const b64 = (n: number) => chars(random, B64, n);
  const thumbs = Array.from(
    { length: 10 },
    (_, i) =>
      `{"timing":${(i + 1) * 375},"timestamp":${(31_622_918_330 + (i + 1) * 375_000).toFixed(0)},"data":"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/${b64(between(random, 6_000, 11_000))}"}`,
  ).join(',');
  const audit = (id: string, title: string, score: number | null, display: string, details: string) =>
    `"${id}":{"id":"${id}","title":"${title}","description":"${title}. [Learn more](https://developer.chrome.com/docs/lighthouse/performance/${id}/).","score":${score},"scoreDisplayMode":"${score === null ? 'informative' : 'metricSavings'}","displayValue":"${display}","metricSavings":{"FCP":${between(random, 0, 600)},"LCP":${between(random, 0, 900)}},"details":${details}}`;
  const opportunity = (items: string, headings: string, savingsMs: number, savingsBytes: number) =>
    `{"type":"opportunity","headings":${headings},"items":[${items}],"overallSavingsMs":${savingsMs},"overallSavingsBytes":${savingsBytes},"sortedBy":["wastedBytes"],"debugData":{"type":"debugdata","metricSavings":{"FCP":${savingsMs},"LCP":${savingsMs + 150}}}}`;
  const jsHeadings =
    '[{"key":"url","valueType":"url","label":"URL","subItemsHeading":{"key":"source","valueType":"code"}},{"key":"totalBytes","valueType":"bytes","label":"Transfer Size","subItemsHeading":{"key":"sourceBytes"}},{"key":"wastedBytes","valueType":"bytes","label":"Est Savings","subItemsHeading":{"key":"sourceWastedBytes"}}]';
  const tableHeadings =
    '[{"key":"url","valueType":"url","label":"URL"},{"key":"totalBytes","valueType":"bytes","label":"Transfer Size"},{"key":"wastedBytes","valueType":"bytes","label":"Est Savings"}]';
  const sorted = [...scripts].sort((a, b) => b.bytes - a.bytes);
  let needle = '';
  const unusedItems = sorted
    .map((s) => {
      const wasted = s.url === mapbox ? 171_233 : Math.round(s.bytes * (0.2 + random() * 0.55));
      const head = `"url":"${s.url}","totalBytes":${s.bytes},"wastedBytes":${wasted}`;
      if (s.url === mapbox) needle = head;
      const subs =
        s.party === 'first' && random() < 0.7
          ? `,"subItems":{"type":"subitems","items":[${Array.from({ length: between(random, 2, 6) }, () => `{"source":"${oneOf(random, ['node_modules/mapbox-gl/dist/mapbox-gl.js', 'node_modules/@turf/helpers/dist/esm/index.js', 'node_modules/lodash/lodash.js', 'node_modules/recharts/es6/chart/generateCategoricalChart.js', 'node_modules/framer-motion/dist/es/index.mjs', 'src/components/StoreLocator/Map.tsx', 'src/lib/analytics.ts', 'node_modules/swiper/swiper.mjs'])}","sourceBytes":${between(random, 2_000, 90_000)},"sourceWastedBytes":${between(random, 500, 60_000)}}`).join(',')}]}`
          : '';
      return { wasted, json: `{${head},"wastedPercent":${((wasted / s.bytes) * 100).toFixed(14)}${subs}}` };
    })
    .filter((x) => x.wasted > 20_000);
  const near = (wastedFraction: number) =>
    sorted
      .filter(() => random() < 0.6)
      .map((s) => {
        const w = Math.round(s.bytes * wastedFraction * random());
        return `{"url":"${s.url}","totalBytes":${s.bytes},"wastedBytes":${w},"wastedPercent":${((w / s.bytes) * 100).toFixed(14)}}`;
      })
      .join(',');
  const bootup = sorted
    .map(
      (s) =>
        `{"url":"${s.url}","total":${(random() * 900).toFixed(3)},"scripting":${(random() * 700).toFixed(3)},"scriptParseCompile":${(random() * 90).toFixed(3)}}`,
    )
    .join(',');
  const thirdParty = ['Google Tag Manager', 'Facebook', 'Hotjar', 'Klaviyo', 'OneTrust', 'Trustpilot', 'Stripe', 'Mapbox']
    .map(
      (entity) =>
        `{"mainThreadTime":${(random() * 800).toFixed(3)},"blockingTime":${(random() * 300).toFixed(3)},"transferSize":${between(random, 5_000, 400_000)},"tbtImpact":${(random() * 200).toFixed(3)},"entity":"${entity}","subItems":{"type":"subitems","items":[${scripts
          .filter((s) => s.party === entity)
          .map(
            (s) =>
              `{"url":"${s.url}","mainThreadTime":${(random() * 400).toFixed(3)},"blockingTime":${(random() * 100).toFixed(3)},"transferSize":${s.bytes},"tbtImpact":${(random() * 90).toFixed(3)}}`,
          )
          .join(',')}]}}`,
    )
    .join(',');
  const cacheItems = [...scripts, ...images.slice(0, 60), ...fonts]
    .map(
      (r) =>
        `{"url":"${r.url}","debugData":{"type":"debugdata","max-age":${oneOf(random, [0, 300, 3600, 86_400])}},"cacheLifetimeMs":${oneOf(random, [0, 300_000, 3_600_000, 86_400_000])},"cacheHitProbability":${random().toFixed(3)},"totalBytes":${r.bytes},"wastedBytes":${(r.bytes * random()).toFixed(4)}}`,
    )
    .join(',');
  const nodes = Array.from(
    { length: 420 },
    (_, i) =>
      `"page-${i}-${oneOf(random, ['IMG', 'DIV', 'A', 'BUTTON', 'SPAN', 'P', 'H2', 'LI'])}":{"id":"","top":${between(random, 0, 9000)},"bottom":${between(random, 0, 9000)},"left":${between(random, 0, 412)},"right":${between(random, 0, 412)},"width":${between(random, 0, 412)},"height":${between(random, 0, 800)}}`,
  ).join(',');
  const audits = [
    audit('first-contentful-paint', 'First Contentful Paint', 0.41, '3.1 s', '{"type":"debugdata"}'),
    audit('largest-contentful-paint', 'Largest Contentful Paint', 0.12, '6.8 s', '{"type":"debugdata"}'),
    audit('total-blocking-time', 'Total Blocking Time', 0.22, '1,140 ms', '{"type":"debugdata"}'),
    audit('screenshot-thumbnails', 'Screenshot Thumbnails', null, '', `{"type":"filmstrip","scale":3750,"items":[${thumbs}]}`),
    audit(
      'final-screenshot',
      'Final Screenshot',
      null,
      '',
      `{"type":"screenshot","timing":3711,"timestamp":31622921930,"data":"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/${b64(48_000)}"}`,
    ),
    audit(
      'network-requests',
      'Network Requests',
      null,
      '',
      `{"type":"table","headings":[],"items":[${network.join(',')}],"debugData":{"type":"debugdata","networkStartTimeTs":31619211330}}`,
    ),
    audit(
      'bootup-time',
      'Reduce JavaScript execution time',
      0,
      '4.7 s',
      `{"type":"table","headings":[],"items":[${bootup}],"summary":{"wastedMs":4712.5},"sortedBy":["total"]}`,
    ),
    audit(
      'third-party-summary',
      'Reduce the impact of third-party code',
      null,
      'Third-party code blocked the main thread for 870 ms',
      `{"type":"table","headings":[],"items":[${thirdParty}],"summary":{"wastedBytes":1189204,"wastedMs":870.2},"isEntityGrouped":true}`,
    ),
    audit('unminified-javascript', 'Minify JavaScript', 1, '', opportunity(near(0.03), tableHeadings, 0, 9_115)),
    audit(
      'unused-javascript',
      'Reduce unused JavaScript',
      0,
      'Est savings of 1,262 KiB',
      opportunity(unusedItems.map((x) => x.json).join(','), jsHeadings, 1_650, 1_292_788),
    ),
    audit(
      'legacy-javascript',
      'Avoid serving legacy JavaScript to modern browsers',
      0.5,
      'Est savings of 38 KiB',
      opportunity(near(0.1), tableHeadings, 150, 38_904),
    ),
    audit(
      'duplicated-javascript',
      'Remove duplicate modules in JavaScript bundles',
      0.5,
      'Est savings of 22 KiB',
      opportunity(near(0.06), tableHeadings, 0, 22_771),
    ),
    audit(
      'uses-long-cache-ttl',
      'Serve static assets with an efficient cache policy',
      0.5,
      '118 resources found',
      `{"type":"table","headings":[],"items":[${cacheItems}],"summary":{"wastedBytes":2211903.3}}`,
    ),
    audit(
      'modern-image-formats',
      'Serve images in modern formats',
      0.5,
      'Est savings of 412 KiB',
      opportunity(
        images
          .slice(30, 140)
          .map(
            (m) =>
              `{"url":"${m.url}","fromProtocol":true,"isCrossOrigin":true,"totalBytes":${m.bytes},"wastedBytes":${Math.round(m.bytes * random() * 0.4)}}`,
          )
          .join(','),
        tableHeadings,
        300,
        421_883,
      ),
    ),
    audit(
      'offscreen-images',
      'Defer offscreen images',
      0.5,
      'Est savings of 640 KiB',
      opportunity(
        images
          .slice(60, 170)
          .map(
            (m) =>
              `{"url":"${m.url}","requestStartTime":${(random() * 4000).toFixed(3)},"totalBytes":${m.bytes},"wastedBytes":${m.bytes},"wastedPercent":100}`,
          )
          .join(','),
        tableHeadings,
        0,
        655_003,
      ),
    ),
  ].join(',');
  const output = `{"lighthouseVersion":"12.2.1","requestedUrl":"${origin}/en-gb/","mainDocumentUrl":"${origin}/en-gb/","finalDisplayedUrl":"${origin}/en-gb/","finalUrl":"${origin}/en-gb/","fetchTime":"2026-10-14T09:12:44.118Z","gatherMode":"navigation","runWarnings":[],"userAgent":"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/129.0.0.0 Safari/537.36","environment":{"networkUserAgent":"Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36","hostUserAgent":"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/129.0.0.0 Safari/537.36","benchmarkIndex":1873,"credits":{"axe-core":"4.10.0"}},"audits":{${audits}},"configSettings":{"output":["json"],"maxWaitForFcp":30000,"maxWaitForLoad":45000,"formFactor":"mobile","throttling":{"rttMs":150,"throughputKbps":1638.4,"requestLatencyMs":562.5,"downloadThroughputKbps":1474.5600000000002,"uploadThroughputKbps":675,"cpuSlowdownMultiplier":4},"throttlingMethod":"simulate","screenEmulation":{"mobile":true,"width":412,"height":823,"deviceScaleFactor":1.75,"disabled":false},"emulatedUserAgent":"Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36","onlyCategories":["performance"],"channel":"cli"},"categories":{"performance":{"title":"Performance","id":"performance","score":0.31,"auditRefs":[{"id":"first-contentful-paint","weight":10,"group":"metrics","acronym":"FCP"},{"id":"largest-contentful-paint","weight":25,"group":"metrics","acronym":"LCP"},{"id":"total-blocking-time","weight":30,"group":"metrics","acronym":"TBT"},{"id":"unused-javascript","weight":0,"group":"diagnostics"}]}},"fullPageScreenshot":{"screenshot":{"data":"data:image/webp;base64,UklGR${b64(between(random, 190_000, 200_000))}","width":412,"height":9211},"nodes":{${nodes}}},"timing":{"total":21877.4}}`;
  const ask = 'According to this Lighthouse run of the home page, how many bytes of the Mapbox vendor chunk go unused?';
  return singleCallTask('round 13: lighthouse report', ask, 'lhci_get_report', output, [
    { id: 'unused', ask, needles: [textNeedle(needle)] },
  ]);
}

/** The Jupyter server's contents API for a churn-model notebook (one line of JSON): the tuned model's CV score. */
function jupyterNotebook(): EconomicsTask {
  const random = seededRandom(13_031);
  const b64 = (n: number) => chars(random, B64, n);
  const src = (text: string) => {
    const parts = text.split('\n');
    return parts.map((l, i) => (i < parts.length - 1 ? `${l}\n` : l));
  };
  let count = 0;
  const code = (source: string, outputs: object[]) => ({
    cell_type: 'code',
    execution_count: ++count,
    id: hex(random, 8),
    metadata: {
      execution: {
        'iopub.execute_input': `2026-10-09T1${between(random, 0, 6)}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}.${between(random, 100_000, 999_999)}Z`,
        'iopub.status.busy': '2026-10-09T10:00:00.000000Z',
      },
    },
    outputs,
    source: src(source),
  });
  const md = (source: string) => ({ cell_type: 'markdown', id: hex(random, 8), metadata: {}, source: src(source) });
  const stream = (name: string, lines: string[]) => ({ name, output_type: 'stream', text: lines.map((l) => `${l}\n`) });
  const image = (n: number) => ({
    data: { 'image/png': `iVBORw0KGgoAAAANSUhEUgAA${b64(n)}`, 'text/plain': ['<Figure size 1200x600 with 2 Axes>'] },
    metadata: {},
    output_type: 'display_data',
  });
  const features = [
    'tenure_months',
    'monthly_charges',
    'total_charges',
    'n_support_tickets_90d',
    'last_login_days',
    'plan_tier',
    'payment_method',
    'contract_type',
    'region',
    'n_seats',
    'nps_last',
    'discount_pct',
    'auto_renew',
    'days_since_price_change',
  ];
  const htmlTable = (rows: number) =>
    [
      '<div>',
      '<table border="1" class="dataframe">',
      '  <thead>',
      `    <tr style="text-align: right;">\n      <th></th>\n${features.map((f) => `      <th>${f}</th>`).join('\n')}\n      <th>churned</th>\n    </tr>`,
      '  </thead>',
      '  <tbody>',
      ...Array.from(
        { length: rows },
        (_, i) =>
          `    <tr>\n      <th>${i}</th>\n${features.map(() => `      <td>${(random() * 200).toFixed(2)}</td>`).join('\n')}\n      <td>${pick(random, 2)}</td>\n    </tr>`,
      ),
      '  </tbody>',
      '</table>',
      '</div>',
    ].join('\n');
  const auc = () => (0.78 + random() * 0.1).toFixed(4);
  const cvLines = (name: string, mean: string, sd: string) => [
    ...Array.from(
      { length: 5 },
      (_, f) =>
        `fold ${f} | ${name.padEnd(28)} train_auc=${(0.88 + random() * 0.1).toFixed(4)}  valid_auc=${auc()}  valid_logloss=${(0.3 + random() * 0.1).toFixed(4)}  fit=${(random() * 60).toFixed(1)}s`,
    ),
    `${name.padEnd(28)} mean valid_auc=${mean} +/- ${sd}`,
  ];
  const lgbmLog = (fold: number) => [
    `[LightGBM] [Info] Number of positive: ${between(random, 9_000, 9_800)}, number of negative: ${between(random, 61_000, 63_000)}`,
    `[LightGBM] [Info] Auto-choosing col-wise multi-threading, the overhead of testing was ${(random() * 0.1).toFixed(6)} seconds.`,
    '[LightGBM] [Info] Total Bins 2871',
    `[LightGBM] [Info] Number of data points in the train set: ${between(random, 70_000, 72_000)}, number of used features: 14`,
    `[LightGBM] [Info] [binary:BoostFromScore]: pavg=0.134211 -> initscore=-1.865120`,
    "Training until validation scores don't improve for 100 rounds",
    ...Array.from(
      { length: 24 },
      (_, k) =>
        `[${(k + 1) * 50}]\tvalid_0's auc: ${(0.85 + k * 0.0012 + random() * 0.004).toFixed(6)}\tvalid_0's binary_logloss: ${(0.33 - k * 0.002).toFixed(6)}`,
    ),
    'Early stopping, best iteration is:',
    `[${between(random, 900, 1150)}]\tvalid_0's auc: ${(0.878 + random() * 0.01).toFixed(6)}\tvalid_0's binary_logloss: ${(0.28 + random() * 0.01).toFixed(6)}`,
    `fold ${fold} done`,
  ];
  const optuna = Array.from({ length: 160 }, (_, k) => {
    const v = (0.868 + random() * 0.0165).toFixed(5);
    return `[I 2026-10-09 14:${pad2(Math.floor(k / 3) % 60)}:${pad2(between(random, 0, 59))},${between(random, 100, 999)}] Trial ${k} finished with value: ${v} and parameters: {'num_leaves': ${between(random, 15, 255)}, 'learning_rate': ${(random() * 0.1).toFixed(6)}, 'min_child_samples': ${between(random, 5, 200)}, 'feature_fraction': ${(0.5 + random() * 0.5).toFixed(6)}, 'bagging_fraction': ${(0.5 + random() * 0.5).toFixed(6)}, 'lambda_l1': ${(random() * 5).toFixed(6)}, 'lambda_l2': ${(random() * 5).toFixed(6)}}. Best is trial ${Math.min(k, 97)} with value: ${k < 97 ? v : '0.88471'}.`;
  });
  const needle = `${'LGBMClassifier (tuned)'.padEnd(28)} mean valid_auc=0.8847 +/- 0.0041`;
  const cells = [
    md(
      '# Churn model v3\n\nRetrain on the Q3 snapshot (`churn_features_2026q3.parquet`). Baselines first, then Optuna on LightGBM and XGBoost, then a look at the held-out test month.',
    ),
    code(
      'import pandas as pd\nimport numpy as np\nimport lightgbm as lgb\nimport xgboost as xgb\nfrom sklearn.model_selection import StratifiedKFold\nfrom sklearn.metrics import roc_auc_score, log_loss',
      [
        stream('stderr', [
          '/opt/conda/lib/python3.11/site-packages/xgboost/core.py:158: UserWarning: [10:14:12] WARNING: /workspace/src/common/error_msg.cc:58: Falling back to prediction using DMatrix due to mismatched devices.',
        ]),
      ],
    ),
    code("df = pd.read_parquet('s3://ds-lake/churn/churn_features_2026q3.parquet')\ndf.head(40)", [
      {
        data: {
          'text/html': src(htmlTable(40)),
          'text/plain': ['   tenure_months  monthly_charges  ...  churned', '[40 rows x 15 columns]'],
        },
        execution_count: count + 1,
        metadata: {},
        output_type: 'execute_result',
      },
    ]),
    md('## Distributions'),
    code(
      "fig, axes = plt.subplots(1, 2, figsize=(12, 6))\nsns.histplot(df, x='tenure_months', hue='churned', ax=axes[0])\nsns.boxplot(df, x='plan_tier', y='monthly_charges', ax=axes[1])",
      [image(60_000)],
    ),
    code("corr = df[features].corr()\nsns.heatmap(corr, annot=True, fmt='.2f')", [image(48_000)]),
    md('## Baselines (5-fold stratified CV, same folds for every model)'),
    code('for name, model in baselines.items():\n    run_cv(name, model, X, y, folds)', [
      stream('stdout', [
        ...cvLines('LogisticRegression', '0.8013', '0.0058'),
        ...cvLines('RandomForestClassifier', '0.8562', '0.0049'),
        ...cvLines('XGBClassifier (baseline)', '0.8699', '0.0052'),
        ...cvLines('LGBMClassifier (baseline)', '0.8712', '0.0063'),
      ]),
      stream('stderr', [0, 1, 2, 3, 4].flatMap(lgbmLog)),
    ]),
    md('## Tuning LightGBM with Optuna (200 trials budget, stopped at 160)'),
    code(
      "study = optuna.create_study(direction='maximize', study_name='lgbm-churn-v3')\nstudy.optimize(objective, n_trials=200, timeout=3600)",
      [stream('stderr', optuna)],
    ),
    code('study.best_params', [
      {
        data: {
          'text/plain': [
            "{'num_leaves': 63,",
            " 'learning_rate': 0.031447,",
            " 'min_child_samples': 48,",
            " 'feature_fraction': 0.712204,",
            " 'bagging_fraction': 0.833915,",
            " 'lambda_l1': 0.418822,",
            " 'lambda_l2': 2.902113}",
          ],
        },
        execution_count: count + 1,
        metadata: {},
        output_type: 'execute_result',
      },
    ]),
    md('Refit the tuned params on the same folds so the numbers compare with the baselines above.'),
    code(
      "run_cv('LGBMClassifier (tuned)', lgb.LGBMClassifier(**study.best_params, n_estimators=2000), X, y, folds)\nrun_cv('XGBClassifier (tuned)', xgb.XGBClassifier(**xgb_best, n_estimators=2000), X, y, folds)",
      [
        stream('stderr', [0, 1, 2, 3, 4].flatMap(lgbmLog)),
        stream('stdout', [
          ...cvLines('LGBMClassifier (tuned)', '0.8847', '0.0041'),
          ...cvLines('XGBClassifier (tuned)', '0.8839', '0.0044'),
        ]),
      ],
    ),
    md('## Held-out test month (September)'),
    code(
      "for name, model in final_models.items():\n    p = model.predict_proba(X_test)[:, 1]\n    print(f'{name:<28} test roc_auc={roc_auc_score(y_test, p):.4f}  test logloss={log_loss(y_test, p):.4f}')",
      [
        stream('stdout', [
          `${'LGBMClassifier (tuned)'.padEnd(28)} test roc_auc=0.8791  test logloss=0.2874`,
          `${'XGBClassifier (tuned)'.padEnd(28)} test roc_auc=0.8786  test logloss=0.2881`,
          `${'LGBMClassifier (baseline)'.padEnd(28)} test roc_auc=0.8668  test logloss=0.2990`,
        ]),
      ],
    ),
    code(
      "RocCurveDisplay.from_predictions(y_test, p_lgbm, name='LGBM tuned')\nRocCurveDisplay.from_predictions(y_test, p_xgb, name='XGB tuned', ax=plt.gca())",
      [image(70_000)],
    ),
    code('shap.summary_plot(shap_values, X_test, max_display=14)', [image(110_000)]),
    code("df_test.assign(score=p_lgbm).sort_values('score', ascending=False).head(60)", [
      {
        data: { 'text/html': src(htmlTable(60)), 'text/plain': ['[60 rows x 16 columns]'] },
        execution_count: count + 1,
        metadata: {},
        output_type: 'execute_result',
      },
    ]),
    md('Next: calibrate (isotonic) and hand the tuned LightGBM to the retention team for the October campaign.'),
  ];
  const output = JSON.stringify({
    name: 'churn_model_v3.ipynb',
    path: 'projects/retention/churn_model_v3.ipynb',
    last_modified: '2026-10-09T16:41:07.226519Z',
    created: '2026-10-09T16:41:07.226519Z',
    content: {
      cells,
      metadata: {
        kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' },
        language_info: {
          codemirror_mode: { name: 'ipython', version: 3 },
          file_extension: '.py',
          mimetype: 'text/x-python',
          name: 'python',
          nbconvert_exporter: 'python',
          pygments_lexer: 'ipython3',
          version: '3.11.9',
        },
      },
      nbformat: 4,
      nbformat_minor: 5,
    },
    format: 'json',
    mimetype: null,
    size: 1_204_332,
    writable: true,
    hash: null,
    hash_algorithm: null,
    type: 'notebook',
  });
  const ask = 'In the churn_model_v3 notebook, what mean validation AUC did the tuned LightGBM get across the CV folds?';
  return singleCallTask('round 13: jupyter notebook', ask, 'jupyter_get_contents', output, [
    { id: 'auc', ask, needles: [textNeedle(needle)] },
  ]);
}

// b. Answers a few lines from the line the question's words match.

/** `ansible storage -m command -a 'lsblk -J -o …'` over a MinIO fleet: the filesystem UUID on one new disk. */
function lsblkAnsible(): EconomicsTask {
  const random = seededRandom(13_041);
  const hosts = Array.from({ length: 24 }, (_, i) => `stor-${pad2(i + 1)}`);
  const targetHost = 'stor-13';
  const targetSerial = 'ZL2K8QW9';
  const decoySerials = new Map([
    ['stor-12', 'ZL2K8QW6'],
    ['stor-14', 'ZL2K8WQ9'],
    ['stor-03', 'ZL2K9QW9'],
  ]);
  const keys = [
    'name',
    'path',
    'fstype',
    'fsver',
    'label',
    'uuid',
    'partuuid',
    'mountpoint',
    'size',
    'fsavail',
    'fsuse%',
    'rota',
    'type',
    'tran',
    'hctl',
    'vendor',
    'model',
    'rev',
    'wwn',
    'serial',
  ];
  const val = (v: string | boolean | null) => (v === null ? 'null' : typeof v === 'boolean' ? String(v) : JSON.stringify(v));
  const obj = (depth: number, fields: Record<string, string | boolean | null>, children?: string[][]): string[] => {
    const pad = '   '.repeat(depth);
    const body = keys.map((k, i) => `${pad}   "${k}": ${val(fields[k] ?? null)}${i < keys.length - 1 || children ? ',' : ''}`);
    const kids = children
      ? [
          `${pad}   "children": [`,
          ...children.flatMap((c, i) => (i < children.length - 1 ? [...c.slice(0, -1), `${c[c.length - 1]},`] : c)),
          `${pad}   ]`,
        ]
      : [];
    return [`${pad}{`, ...body, ...kids, `${pad}}`];
  };
  let needle = '';
  const hostBlock = (host: string): string[] => {
    const devs: string[][] = [];
    const bootWwn = `0x5002538f${hex(random, 8)}`;
    const part = (depth: number, name: string, fields: Record<string, string | boolean | null>, children?: string[][]) =>
      obj(depth, { name, path: `/dev/${name}`, rota: false, type: 'part', wwn: bootWwn, ...fields }, children);
    devs.push(
      obj(
        2,
        {
          name: 'sda',
          path: '/dev/sda',
          size: '447.1G',
          rota: false,
          type: 'disk',
          tran: 'sata',
          hctl: '0:0:0:0',
          vendor: 'ATA     ',
          model: 'SAMSUNG MZ7L3480HCHQ-00A07',
          rev: 'JXTC404Q',
          wwn: bootWwn,
          serial: `S664NE0T${chars(random, '0123456789ABCDEF', 6)}`,
        },
        [
          part(3, 'sda1', {
            fstype: 'vfat',
            fsver: 'FAT32',
            uuid: `${hex(random, 4).toUpperCase()}-${hex(random, 4).toUpperCase()}`,
            partuuid: uuid(random),
            mountpoint: '/boot/efi',
            size: '1G',
            fsavail: '1G',
            'fsuse%': '1%',
          }),
          part(3, 'sda2', {
            fstype: 'ext4',
            fsver: '1.0',
            uuid: uuid(random),
            partuuid: uuid(random),
            mountpoint: '/boot',
            size: '2G',
            fsavail: '1.6G',
            'fsuse%': '13%',
          }),
          part(
            3,
            'sda3',
            {
              fstype: 'LVM2_member',
              fsver: 'LVM2 001',
              uuid: chars(random, ALNUM, 6) + '-' + chars(random, ALNUM, 4),
              partuuid: uuid(random),
              size: '444.1G',
            },
            [
              obj(4, {
                name: 'ubuntu--vg-ubuntu--lv',
                path: '/dev/mapper/ubuntu--vg-ubuntu--lv',
                fstype: 'ext4',
                fsver: '1.0',
                uuid: uuid(random),
                mountpoint: '/',
                size: '200G',
                fsavail: `${between(random, 120, 170)}G`,
                'fsuse%': `${between(random, 12, 40)}%`,
                rota: false,
                type: 'lvm',
              }),
            ],
          ),
        ],
      ),
    );
    const letters = 'bcdefghijklm';
    for (let d = 0; d < 12; d++) {
      const name = `sd${letters[d]}`;
      const isNew = host === targetHost && d === 9;
      const serial = isNew
        ? targetSerial
        : d === 9 && decoySerials.has(host)
          ? decoySerials.get(host)!
          : `ZL2${chars(random, '0123456789ABCDEFGHJKLMNPQRSTVWXYZ', 5)}`;
      const wwn = `0x5000c500${hex(random, 8)}`;
      const fsUuid = uuid(random);
      const label = `minio-d${d + 1}`;
      const partFields: Record<string, string | boolean | null> = {
        name: `${name}1`,
        path: `/dev/${name}1`,
        fstype: 'xfs',
        label,
        uuid: fsUuid,
        partuuid: uuid(random),
        mountpoint: isNew ? null : `/srv/minio/disk${d + 1}`,
        size: '16.4T',
        fsavail: isNew ? null : `${(random() * 9 + 1).toFixed(1)}T`,
        'fsuse%': isNew ? null : `${between(random, 38, 91)}%`,
        rota: true,
        type: 'part',
        wwn,
      };
      if (isNew) needle = `"uuid": "${fsUuid}"`;
      devs.push(
        obj(
          2,
          {
            name,
            path: `/dev/${name}`,
            size: '16.4T',
            rota: true,
            type: 'disk',
            tran: 'sas',
            hctl: `1:0:${d + 1}:0`,
            vendor: 'SEAGATE ',
            model: 'ST18000NM004J',
            rev: oneOf(random, ['E004', 'E004', 'E002']),
            wwn,
            serial,
          },
          [obj(3, partFields)],
        ),
      );
    }
    devs.push(
      obj(
        2,
        {
          name: 'nvme0n1',
          path: '/dev/nvme0n1',
          size: '2.9T',
          rota: false,
          type: 'disk',
          tran: 'nvme',
          model: 'SAMSUNG MZQL23T8HCLS-00A07',
          rev: 'GDC5902Q',
          wwn: `eui.${hex(random, 32)}`,
          serial: `S64HNE0T${chars(random, '0123456789ABCDEF', 6)}`,
        },
        [
          obj(3, {
            name: 'nvme0n1p1',
            path: '/dev/nvme0n1p1',
            fstype: 'xfs',
            label: 'minio-meta',
            uuid: uuid(random),
            partuuid: uuid(random),
            mountpoint: '/srv/minio/meta',
            size: '2.9T',
            fsavail: '2.1T',
            'fsuse%': `${between(random, 20, 35)}%`,
            rota: false,
            type: 'part',
            tran: 'nvme',
          }),
        ],
      ),
    );
    return [
      `${host} | CHANGED | rc=0 >>`,
      '{',
      '   "blockdevices": [',
      ...devs.flatMap((d, i) => (i < devs.length - 1 ? [...d.slice(0, -1), `${d[d.length - 1]},`] : d)),
      '   ]',
      '}',
    ];
  };
  const others = shuffle(
    random,
    hosts.filter((h) => h !== targetHost),
  );
  others.splice(12, 0, targetHost);
  const lines = others.flatMap(hostBlock);
  const ask = `I'm adding the new drive with serial ${targetSerial} to /etc/fstab by UUID. What's the filesystem UUID on it?`;
  return singleCallTask('round 13: lsblk -J over ansible', ask, 'ansible_adhoc', lines.join('\n'), [
    { id: 'uuid', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `aws ec2 describe-security-groups` for a whole account (pretty JSON): the CIDR one group lets into Postgres. */
function securityGroups(): EconomicsTask {
  const random = seededRandom(13_051);
  const owner = '418274093316';
  const vpcs = ['vpc-0a91c3e4f2b7d6e18', 'vpc-03f8e1b2c9d4a7065', 'vpc-0d2c7b8a9e1f40356'];
  const sg = () => `sg-0${hex(random, 16)}`;
  const answer = '10.48.144.0/21';
  const cidr = () => {
    let c: string;
    do c = `10.${between(random, 16, 80)}.${between(random, 0, 31) * 8}.0/${oneOf(random, [16, 20, 21, 22, 24, 24, 26])}`;
    while (c === answer);
    return c;
  };
  type Perm = {
    FromPort?: number;
    IpProtocol: string;
    IpRanges: object[];
    Ipv6Ranges: object[];
    PrefixListIds: object[];
    ToPort?: number;
    UserIdGroupPairs: object[];
  };
  const perm = (port: number | null, ranges: [string, string?][], pairs: [string, string][] = []): Perm => ({
    ...(port === null ? {} : { FromPort: port }),
    IpProtocol: port === null ? '-1' : 'tcp',
    IpRanges: ranges.map(([c, d]) => (d ? { CidrIp: c, Description: d } : { CidrIp: c })),
    Ipv6Ranges: [],
    PrefixListIds: [],
    ...(port === null ? {} : { ToPort: port }),
    UserIdGroupPairs: pairs.map(([g, d]) => ({ Description: d, GroupId: g, UserId: owner })),
  });
  const egress = () => [perm(null, [['0.0.0.0/0']])];
  const group = (name: string, description: string, ingress: Perm[], tags: [string, string][]) => ({
    Description: description,
    GroupName: name,
    IpPermissions: ingress,
    OwnerId: owner,
    GroupId: sg(),
    IpPermissionsEgress: egress(),
    Tags: tags.map(([Key, Value]) => ({ Key, Value })),
    VpcId: oneOf(random, vpcs),
  });
  const services = [
    'checkout',
    'payments',
    'orders',
    'catalog',
    'search',
    'identity',
    'notifications',
    'ledger',
    'pricing',
    'inventory',
    'shipping',
    'returns',
    'loyalty',
    'reporting',
    'fraud',
    'media',
    'reviews',
    'recommendations',
    'cms',
    'gateway',
  ];
  const envs = ['prod', 'staging', 'dev', 'perf', 'sandbox'];
  const roles: readonly (readonly [string, number, string])[] = [
    ['api', 8080, 'HTTP from the load balancer'],
    ['worker', 9100, 'metrics scrape'],
    ['db', 5432, 'Postgres'],
    ['db-replica', 5432, 'Postgres read replica'],
    ['db-proxy', 5432, 'RDS Proxy'],
    ['cache', 6379, 'Redis'],
    ['mq', 5672, 'RabbitMQ'],
    ['lb', 443, 'HTTPS'],
    ['search', 9200, 'OpenSearch'],
  ];
  const bastion = sg();
  const monitoring = sg();
  const groups: object[] = [];
  for (const service of services)
    for (const env of envs)
      for (const [role, port, what] of roles) {
        if (random() < 0.2) continue;
        const name = `${service}-${role}-${env}`;
        const ingress: Perm[] = [];
        if (port === 5432) ingress.push(perm(9187, [[cidr(), 'postgres_exporter from monitoring']], [[monitoring, 'prometheus']]));
        ingress.push(
          perm(
            port,
            [[cidr(), `${service} app subnets ${oneOf(random, ['eu-west-1a', 'eu-west-1b', 'eu-west-1c', 'all AZs'])}`]],
            random() < 0.5 ? [[sg(), `${service}-api-${env} tasks`]] : [],
          ),
        );
        if (random() < 0.4) ingress.push(perm(22, [], [[bastion, 'bastion']]));
        groups.push(
          group(name, `${what} for ${service} (${env})`, ingress, [
            ['Service', service],
            ['Environment', env],
            ['ManagedBy', 'terraform'],
            ['Repo', `github.com/fjellkit/infra-${service}`],
          ]),
        );
      }
  for (let i = 0; i < 120; i++)
    groups.push(
      group(
        oneOf(random, [
          `eks-cluster-sg-platform-${envs[i % 5]}-${between(random, 1_000_000, 9_999_999)}`,
          `k8s-elb-a${hex(random, 31)}`,
          `launch-wizard-${i + 3}`,
          `rds-launch-wizard-${i + 1}`,
          `sagemaker-${hex(random, 8)}`,
        ]),
        oneOf(random, [
          'EKS created security group applied to ENI that is attached to EKS Control Plane master nodes, as well as any managed workloads.',
          'Security group for Kubernetes ELB',
          'launch-wizard created 2024-03-11T10:14:07.118Z',
          'Created by RDS management console',
        ]),
        [perm(oneOf(random, [443, 80, 22, 3306, 5432, 10250]), [[cidr()], [oneOf(random, ['0.0.0.0/0', cidr()])]])],
        [['kubernetes.io/cluster/platform', 'owned']],
      ),
    );
  shuffle(random, groups);
  const target = group(
    'payments-db-prod',
    'Postgres for payments (prod)',
    [
      perm(9187, [['10.48.8.0/24', 'postgres_exporter from monitoring']], [[monitoring, 'prometheus']]),
      perm(
        5432,
        [[answer, 'payments app subnets all AZs']],
        [
          [sg(), 'payments-api-prod tasks'],
          [sg(), 'ledger-worker-prod tasks'],
        ],
      ),
      perm(22, [], [[bastion, 'bastion']]),
    ],
    [
      ['Service', 'payments'],
      ['Environment', 'prod'],
      ['ManagedBy', 'terraform'],
      ['Repo', 'github.com/fjellkit/infra-payments'],
    ],
  );
  const targetIndex = Math.floor(groups.length * 0.52);
  const existing = groups.findIndex((g) => (g as { GroupName: string }).GroupName === 'payments-db-prod');
  if (existing >= 0) groups.splice(existing, 1);
  groups.splice(targetIndex, 0, target);
  const output = JSON.stringify({ SecurityGroups: groups }, null, 4);
  const ask = 'Which CIDR range is allowed into Postgres on the payments-db-prod security group?';
  return singleCallTask('round 13: aws ec2 describe-security-groups', ask, 'aws_cli', output, [
    { id: 'cidr', ask, needles: [textNeedle(`"CidrIp": "${answer}"`)] },
  ]);
}

/** `kubectl get prometheusrules -A -o yaml` on a platform cluster: one alert's threshold, a few lines under its name. */
function prometheusRules(): EconomicsTask {
  const random = seededRandom(13_061);
  type Rule = {
    alert?: string;
    record?: string;
    annotations?: [string, string][];
    expr: string;
    for?: string;
    labels?: [string, string][];
  };
  const q = (s: string) => (/[:{}[\]'"#&*!|>%@`]|^\s|\s$/.test(s) || /^[0-9]/.test(s) ? `'${s.replace(/'/g, "''")}'` : s);
  const ruleLines = (r: Rule): string[] => {
    const out: string[] = [];
    const first = r.alert ? `alert: ${r.alert}` : `expr: ${r.expr}`;
    out.push(`      - ${first}`);
    if (r.alert) {
      if (r.annotations) {
        out.push('        annotations:');
        for (const [k, v] of r.annotations) out.push(`          ${k}: ${q(v)}`);
      }
      out.push(`        expr: ${r.expr}`);
      if (r.for) out.push(`        for: ${r.for}`);
    }
    if (r.labels) {
      out.push('        labels:');
      for (const [k, v] of r.labels) out.push(`          ${k}: ${v}`);
    }
    if (r.record) out.push(`        record: ${r.record}`);
    return out;
  };
  type Item = { ns: string; name: string; labels: [string, string][]; groups: { name: string; interval?: string; rules: Rule[] }[] };
  const itemLines = (it: Item): string[] => [
    '- apiVersion: monitoring.coreos.com/v1',
    '  kind: PrometheusRule',
    '  metadata:',
    '    annotations:',
    `      meta.helm.sh/release-name: ${it.labels.find(([k]) => k === 'app.kubernetes.io/instance')?.[1] ?? it.ns}`,
    `      meta.helm.sh/release-namespace: ${it.ns}`,
    `    creationTimestamp: "2026-0${between(random, 1, 9)}-${pad2(between(random, 1, 28))}T${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z"`,
    `    generation: ${between(random, 1, 14)}`,
    '    labels:',
    ...it.labels.map(([k, v]) => `      ${k}: ${v}`),
    `    name: ${it.name}`,
    `    namespace: ${it.ns}`,
    `    resourceVersion: "${between(random, 100_000_000, 999_999_999)}"`,
    `    uid: ${uuid(random)}`,
    '  spec:',
    '    groups:',
    ...it.groups.flatMap((g) => [
      `    - name: ${g.name}`,
      ...(g.interval ? [`      interval: ${g.interval}`] : []),
      '      rules:',
      ...g.rules.flatMap(ruleLines),
    ]),
  ];
  const runbook = (a: string) => ['runbook_url', `https://runbooks.fjellkit.internal/alerts/${a.toLowerCase()}`] as [string, string];
  const appRules = (svc: string, ns: string): Rule[] => {
    const job = `${svc}`;
    const cap = svc.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
    return [
      {
        record: `${svc.replace(/-/g, '_')}:http_requests:rate5m`,
        expr: `sum by (route, code) (rate(http_server_requests_seconds_count{job="${job}", namespace="${ns}"}[5m]))`,
      },
      {
        record: `${svc.replace(/-/g, '_')}:http_latency_p99:5m`,
        expr: `histogram_quantile(0.99, sum by (le, route) (rate(http_server_requests_seconds_bucket{job="${job}", namespace="${ns}"}[5m])))`,
      },
      {
        alert: `${cap}HighErrorRate`,
        annotations: [
          [
            'description',
            `More than ${between(random, 1, 5)}% of requests to ${svc} are failing with 5xx over the last 10 minutes (current value: {{ $value | humanizePercentage }}).`,
          ],
          runbook(`${cap}HighErrorRate`),
          ['summary', `${svc} error rate is high`],
        ],
        expr: `sum(rate(http_server_requests_seconds_count{job="${job}", namespace="${ns}", code=~"5.."}[5m])) / sum(rate(http_server_requests_seconds_count{job="${job}", namespace="${ns}"}[5m])) > 0.0${between(random, 1, 5)}`,
        for: oneOf(random, ['5m', '10m', '15m']),
        labels: [
          ['severity', 'critical'],
          ['team', ns],
        ],
      },
      {
        alert: `${cap}LatencyP99High`,
        annotations: [
          [
            'description',
            `p99 latency of {{ $labels.route }} on ${svc} has been above ${oneOf(random, ['500ms', '750ms', '1s', '2s'])} for 15 minutes.`,
          ],
          runbook(`${cap}LatencyP99High`),
          ['summary', `${svc} is slow`],
        ],
        expr: `${svc.replace(/-/g, '_')}:http_latency_p99:5m > ${oneOf(random, ['0.5', '0.75', '1', '2'])}`,
        for: '15m',
        labels: [
          ['severity', 'warning'],
          ['team', ns],
        ],
      },
      {
        alert: `${cap}PodsRestarting`,
        annotations: [
          ['description', `{{ $labels.pod }} restarted {{ $value }} times in the last hour.`],
          runbook(`${cap}PodsRestarting`),
          ['summary', `${svc} pods are restarting`],
        ],
        expr: `increase(kube_pod_container_status_restarts_total{namespace="${ns}", pod=~"${svc}-.*"}[1h]) > ${between(random, 2, 6)}`,
        for: '5m',
        labels: [
          ['severity', 'warning'],
          ['team', ns],
        ],
      },
      ...(random() < 0.5
        ? [
            {
              alert: `${cap}QueueBacklog`,
              annotations: [
                ['description', `${svc} has {{ $value }} messages waiting in {{ $labels.queue }}.`] as [string, string],
                runbook(`${cap}QueueBacklog`),
                ['summary', `${svc} is falling behind`] as [string, string],
              ],
              expr: `sum by (queue) (rabbitmq_queue_messages_ready{queue=~"${svc}.*"}) > ${between(random, 1, 20) * 1000}`,
              for: '10m',
              labels: [
                ['severity', 'warning'],
                ['team', ns],
              ] as [string, string][],
            },
          ]
        : []),
    ];
  };
  const kubeRules: Rule[] = [
    [
      'KubePodCrashLooping',
      'max_over_time(kube_pod_container_status_waiting_reason{reason="CrashLoopBackOff", job="kube-state-metrics", namespace=~".*"}[5m]) >= 1',
      '15m',
      'warning',
    ],
    [
      'KubePodNotReady',
      'sum by (namespace, pod, cluster) (max by (namespace, pod, cluster) (kube_pod_status_phase{job="kube-state-metrics", namespace=~".*", phase=~"Pending|Unknown|Failed"}) * on (namespace, pod, cluster) group_left(owner_kind) topk by (namespace, pod, cluster) (1, max by (namespace, pod, owner_kind, cluster) (kube_pod_owner{owner_kind!="Job"}))) > 0',
      '15m',
      'warning',
    ],
    [
      'KubeDeploymentReplicasMismatch',
      '(kube_deployment_spec_replicas{job="kube-state-metrics", namespace=~".*"} > kube_deployment_status_replicas_available{job="kube-state-metrics", namespace=~".*"}) and (changes(kube_deployment_status_replicas_updated{job="kube-state-metrics", namespace=~".*"}[10m]) == 0)',
      '15m',
      'warning',
    ],
    [
      'KubeStatefulSetReplicasMismatch',
      '(kube_statefulset_status_replicas_ready{job="kube-state-metrics", namespace=~".*"} != kube_statefulset_status_replicas{job="kube-state-metrics", namespace=~".*"}) and (changes(kube_statefulset_status_replicas_updated{job="kube-state-metrics", namespace=~".*"}[10m]) == 0)',
      '15m',
      'warning',
    ],
    [
      'KubeHpaMaxedOut',
      'kube_horizontalpodautoscaler_status_current_replicas{job="kube-state-metrics", namespace=~".*"} == kube_horizontalpodautoscaler_spec_max_replicas{job="kube-state-metrics", namespace=~".*"}',
      '15m',
      'warning',
    ],
    ['KubeJobFailed', 'kube_job_failed{job="kube-state-metrics", namespace=~".*"} > 0', '15m', 'warning'],
    [
      'KubeCPUOvercommit',
      'sum(namespace_cpu:kube_pod_container_resource_requests:sum{}) by (cluster) - (sum(kube_node_status_allocatable{job="kube-state-metrics",resource="cpu"}) by (cluster) - max(kube_node_status_allocatable{job="kube-state-metrics",resource="cpu"}) by (cluster)) > 0',
      '10m',
      'warning',
    ],
    [
      'KubePersistentVolumeFillingUp',
      '(kubelet_volume_stats_available_bytes{job="kubelet", namespace=~".*", metrics_path="/metrics"} / kubelet_volume_stats_capacity_bytes{job="kubelet", namespace=~".*", metrics_path="/metrics"}) < 0.03',
      '1m',
      'critical',
    ],
    [
      'NodeFilesystemSpaceFillingUp',
      '(node_filesystem_avail_bytes{job="node-exporter",fstype!="",mountpoint!=""} / node_filesystem_size_bytes{job="node-exporter",fstype!="",mountpoint!=""} * 100 < 15 and predict_linear(node_filesystem_avail_bytes{job="node-exporter",fstype!="",mountpoint!=""}[6h], 4*60*60) < 0 and node_filesystem_readonly{job="node-exporter",fstype!="",mountpoint!=""} == 0)',
      '1h',
      'warning',
    ],
    [
      'NodeHighNumberConntrackEntriesUsed',
      '(node_nf_conntrack_entries{job="node-exporter"} / node_nf_conntrack_entries_limit) > 0.75',
      '',
      'warning',
    ],
    [
      'NodeClockNotSynchronising',
      'min_over_time(node_timex_sync_status{job="node-exporter"}[5m]) == 0 and node_timex_maxerror_seconds{job="node-exporter"} >= 16',
      '10m',
      'warning',
    ],
    [
      'KubeletTooManyPods',
      'count by (cluster, node) ((kube_pod_status_phase{job="kube-state-metrics",phase="Running"} == 1) * on (instance,pod,namespace,cluster) group_left(node) topk by (instance,pod,namespace,cluster) (1, kube_pod_info{job="kube-state-metrics"})) / max by (cluster, node) (kube_node_status_capacity{job="kube-state-metrics",resource="pods"} != 1) > 0.95',
      '15m',
      'info',
    ],
  ].map(([alert, expr, f, sev]) => ({
    alert,
    annotations: [
      ['description', `${alert} has been firing for {{ $labels.namespace }}/{{ $labels.pod }} on {{ $labels.cluster }}.`],
      ['runbook_url', `https://runbooks.prometheus-operator.dev/runbooks/kubernetes/${alert!.toLowerCase()}`],
      ['summary', `${alert} is firing.`],
    ] as [string, string][],
    expr: expr!,
    ...(f ? { for: f } : {}),
    labels: [['severity', sev!]] as [string, string][],
  }));
  const helmLabels = (instance: string, chart: string): [string, string][] => [
    ['app', instance],
    ['app.kubernetes.io/instance', instance],
    ['app.kubernetes.io/managed-by', 'Helm'],
    ['app.kubernetes.io/part-of', instance],
    ['app.kubernetes.io/version', chart.split('-').pop()!],
    ['chart', chart],
    ['heritage', 'Helm'],
    ['release', 'kube-prometheus-stack'],
  ];
  const teams: Record<string, string[]> = {
    catalog: ['catalog-api', 'catalog-indexer', 'price-importer', 'media-resizer', 'taxonomy-sync'],
    checkout: ['checkout-api', 'basket-service', 'voucher-service', 'checkout-bff', 'order-confirmation-mailer', 'address-lookup'],
    accounts: ['auth-gateway', 'session-service', 'user-profile', 'mfa-service', 'consent-service'],
    b2b: ['b2b-portal', 'quote-builder', 'invoice-exporter', 'edi-gateway', 'credit-check', 'bulk-order-importer'],
    content: ['cms-api', 'cms-preview', 'image-cdn-purger', 'landing-page-builder', 'sitemap-generator'],
    'customer-care': ['zendesk-bridge', 'chat-router', 'callback-scheduler', 'case-sync', 'survey-sender'],
    logistics: ['shipping-quotes', 'label-printer', 'carrier-webhooks', 'warehouse-sync', 'returns-portal', 'tracking-poller'],
    payments: ['payments-api', 'refund-worker', 'ledger-writer', 'psp-webhooks', 'payout-scheduler', 'fraud-scoring'],
    search: ['search-api', 'query-suggest', 'search-indexer', 'synonym-manager', 'ranking-trainer', 'spellcheck'],
    ads: ['ads-bidder', 'ads-reporting', 'ads-catalog-feed'],
    marketing: ['email-campaigns', 'push-sender', 'segment-builder', 'loyalty-points', 'reviews-collector', 'affiliate-tracker'],
    analytics: ['clickstream-ingest', 'events-router', 'warehouse-loader', 'report-builder', 'ab-test-assigner'],
  };
  const items: Item[] = [];
  for (const [ns, svcs] of Object.entries(teams))
    for (const svc of svcs)
      items.push({
        ns,
        name: `${svc}-alerts`,
        labels: helmLabels(svc, `${svc}-${between(random, 1, 4)}.${between(random, 0, 30)}.${between(random, 0, 9)}`),
        groups: [{ name: `${svc}.rules`, interval: oneOf(random, ['30s', '1m']), rules: appRules(svc, ns) }],
      });
  for (const group of [
    'kubernetes-apps',
    'kubernetes-resources',
    'kubernetes-storage',
    'node-exporter',
    'kubelet',
    'kube-state-metrics',
    'alertmanager.rules',
    'prometheus',
    'etcd',
    'general.rules',
    'node.rules',
    'k8s.rules.container_cpu_usage_seconds_total',
    'kube-apiserver-availability.rules',
    'kube-apiserver-slos',
    'config-reloaders',
  ])
    items.push({
      ns: 'monitoring',
      name: `kube-prometheus-stack-${group.replace(/\./g, '-')}`,
      labels: helmLabels('kube-prometheus-stack', 'kube-prometheus-stack-62.7.0'),
      groups: [{ name: group, rules: shuffle(random, [...kubeRules]).slice(0, between(random, 6, 12)) }],
    });
  const lagDescription: [string, string] = [
    'description',
    'Consumer group {{ $labels.consumergroup }} is {{ $value | humanize }} messages behind on {{ $labels.topic }}.',
  ];
  const lagExpr = (threshold: number) =>
    `sum by (consumergroup, topic) (kafka_consumergroup_lag{namespace="data-platform", consumergroup!~"connect-.*|console-consumer-.*"}) > ${threshold}`;
  const target: Rule = {
    alert: 'KafkaConsumerGroupLagCritical',
    annotations: [lagDescription, runbook('KafkaConsumerGroupLagCritical'), ['summary', 'Kafka consumer group is far behind']],
    expr: lagExpr(250_000),
    for: '5m',
    labels: [
      ['severity', 'critical'],
      ['team', 'data-platform'],
    ],
  };
  items.push({
    ns: 'data-platform',
    name: 'kafka-consumer-alerts',
    labels: helmLabels('kafka-monitoring', 'kafka-monitoring-0.9.4'),
    groups: [
      {
        name: 'kafka-consumer-lag',
        interval: '30s',
        rules: [
          {
            record: 'kafka:consumergroup_lag:sum',
            expr: 'sum by (consumergroup, topic) (kafka_consumergroup_lag{namespace="data-platform"})',
          },
          {
            alert: 'KafkaConsumerGroupLagWarning',
            annotations: [lagDescription, runbook('KafkaConsumerGroupLagWarning'), ['summary', 'Kafka consumer group is falling behind']],
            expr: lagExpr(50_000),
            for: '10m',
            labels: [
              ['severity', 'warning'],
              ['team', 'data-platform'],
            ],
          },
          target,
          {
            alert: 'KafkaConsumerGroupStalled',
            annotations: [
              [
                'description',
                'Consumer group {{ $labels.consumergroup }} has not committed an offset on {{ $labels.topic }} for 15 minutes while its lag is above 1000.',
              ],
              runbook('KafkaConsumerGroupStalled'),
              ['summary', 'Kafka consumer group stalled'],
            ],
            expr: 'delta(kafka_consumergroup_current_offset{namespace="data-platform"}[15m]) == 0 and kafka:consumergroup_lag:sum > 1000',
            for: '15m',
            labels: [
              ['severity', 'critical'],
              ['team', 'data-platform'],
            ],
          },
        ],
      },
      {
        name: 'kafka-brokers',
        rules: [
          {
            alert: 'KafkaUnderReplicatedPartitions',
            annotations: [
              ['description', '{{ $value }} partitions are under-replicated on {{ $labels.pod }}.'],
              runbook('KafkaUnderReplicatedPartitions'),
              ['summary', 'Kafka has under-replicated partitions'],
            ],
            expr: 'sum by (pod) (kafka_server_replicamanager_underreplicatedpartitions{namespace="data-platform"}) > 0',
            for: '10m',
            labels: [
              ['severity', 'warning'],
              ['team', 'data-platform'],
            ],
          },
          {
            alert: 'KafkaOfflinePartitions',
            annotations: [
              ['description', '{{ $value }} partitions have no leader.'],
              runbook('KafkaOfflinePartitions'),
              ['summary', 'Kafka has offline partitions'],
            ],
            expr: 'sum(kafka_controller_kafkacontroller_offlinepartitionscount{namespace="data-platform"}) > 0',
            for: '1m',
            labels: [
              ['severity', 'critical'],
              ['team', 'data-platform'],
            ],
          },
        ],
      },
    ],
  });
  for (const svc of ['connect-s3-sink', 'connect-debezium-orders', 'schema-registry', 'ksqldb', 'flink-sessionizer', 'spark-history'])
    items.push({
      ns: 'data-platform',
      name: `${svc}-alerts`,
      labels: helmLabels(svc, `${svc}-1.${between(random, 0, 12)}.0`),
      groups: [{ name: `${svc}.rules`, rules: appRules(svc, 'data-platform') }],
    });
  items.sort((a, b) => (a.ns === b.ns ? a.name.localeCompare(b.name) : a.ns.localeCompare(b.ns)));
  const lines = ['apiVersion: v1', 'items:', ...items.flatMap(itemLines), 'kind: List', 'metadata:', '  resourceVersion: ""'];
  const ask = 'What consumer lag does it take to fire the KafkaConsumerGroupLagCritical alert?';
  return singleCallTask('round 13: prometheus rules yaml', ask, 'kubectl_get', lines.join('\n'), [
    { id: 'threshold', ask, needles: [textNeedle(`expr: ${lagExpr(250_000)}`)] },
  ]);
}

// c. Questions that paraphrase the output, or come after a preamble about something else.

/** `dmesg -T` of a database host up for two weeks: the one NVMe drive the kernel gave up on, asked in other words. */
function dmesgParaphrase(): EconomicsTask {
  const random = seededRandom(13_071);
  const boot = Date.UTC(2026, 8, 29, 6, 12, 3);
  const stamp = (t: number) => {
    const d = new Date(t);
    const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()];
    const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()];
    return `[${day} ${mon} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} 2026]`;
  };
  const out: [number, string][] = [];
  const at = (t: number, ...msgs: string[]) => msgs.forEach((m, i) => out.push([t + i * 3, m]));
  // Boot: a condensed early log.
  const bootMsgs = [
    'Linux version 6.8.0-45-generic (buildd@lcy02-amd64-115) (x86_64-linux-gnu-gcc-13 (Ubuntu 13.2.0-23ubuntu4) 13.2.0, GNU ld (GNU Binutils for Ubuntu) 2.42) #45-Ubuntu SMP PREEMPT_DYNAMIC Fri Aug 30 12:02:04 UTC 2024 (Ubuntu 6.8.0-45.45-generic 6.8.12)',
    'Command line: BOOT_IMAGE=/vmlinuz-6.8.0-45-generic root=/dev/mapper/vg0-root ro quiet splash nvme_core.io_timeout=255',
    'BIOS-provided physical RAM map:',
    'DMI: Dell Inc. PowerEdge R7525/0H3K7P, BIOS 2.15.1 03/11/2024',
    'ACPI: SRAT 0x00000000A7F1C000 000D30 (v03 DELL   PE_SC3   00000002 DELL 00000001)',
    'smpboot: CPU0: AMD EPYC 7543 32-Core Processor (family: 0x19, model: 0x1, stepping: 0x1)',
    'Memory: 527312104K/536592160K available (20480K kernel code, 4399K rwdata, 14276K rodata, 4792K init, 17648K bss, 9279800K reserved, 0K cma-reserved)',
    ...Array.from({ length: 6 }, (_, i) => `nvme nvme${i}: pci function 0000:${['c1', 'c2', 'c3', 'c4', 'e1', 'e2'][i]}:00.0`),
    ...Array.from({ length: 6 }, (_, i) => `nvme nvme${i}: 63/0/0 default/read/poll queues`),
    ...Array.from({ length: 6 }, (_, i) => ` nvme${i}n1: p1`),
    'md/raid10:md0: active with 6 out of 6 devices',
    'md0: detected capacity change from 0 to 45008859136',
    'EXT4-fs (dm-0): mounted filesystem 3f0b9c1e-6a4d-4e0c-9c71-2f1b8e5d7a10 ro with ordered data mode. Quota mode: none.',
    'XFS (md0): Mounting V5 Filesystem 9d7c2e41-0b3a-4f6e-8a12-5c4d3e2f1a0b',
    'XFS (md0): Ending clean mount',
    'bnxt_en 0000:41:00.0 eno12399np0: NIC Link is Up, 25000 Mbps full duplex, Flow control: ON - receive & transmit',
    'bond0: (slave eno12399np0): Enslaving as a backup interface with an up link',
    'bond0: (slave eno12409np1): Enslaving as a backup interface with an up link',
  ];
  bootMsgs.forEach((m, i) => out.push([boot + i * 200, m]));
  const span = 15 * 86_400_000;
  for (let i = 0; i < 2_600; i++) {
    const t = boot + 60_000 + pick(random, span);
    const k = pick(random, 100);
    if (k < 52)
      at(
        t,
        `[UFW BLOCK] IN=bond0 OUT= MAC=b4:96:91:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:00:1c:73:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:08:00 SRC=${between(random, 1, 223)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)} DST=10.40.2.${between(random, 11, 16)} LEN=${oneOf(random, [40, 44, 60])} TOS=0x00 PREC=0x00 TTL=${between(random, 40, 250)} ID=${between(random, 1, 65_535)} ${random() < 0.3 ? 'DF ' : ''}PROTO=TCP SPT=${between(random, 1024, 65_535)} DPT=${oneOf(random, [22, 23, 3389, 5432, 6379, 8080, 9200, 445, 1433])} WINDOW=${oneOf(random, [1024, 65535, 29200])} RES=0x00 SYN URGP=0 `,
      );
    else if (k < 62)
      at(
        t,
        `audit: type=1400 audit(${Math.floor(t / 1000)}.${between(random, 100, 999)}:${between(random, 100, 9_999)}): apparmor="DENIED" operation="open" class="file" profile="snap.${oneOf(random, ['lxd.daemon', 'amazon-ssm-agent.amazon-ssm-agent'])}" name="/proc/${between(random, 100, 90_000)}/mounts" pid=${between(random, 100, 90_000)} comm="${oneOf(random, ['lxd', 'ssm-agent-worke'])}" requested_mask="r" denied_mask="r" fsuid=0 ouid=0`,
      );
    else if (k < 70) {
      const veth = `veth${hex(random, 7)}`;
      const br = `br-${hex(random, 12)}`;
      const port = between(random, 1, 9);
      at(
        t,
        `${br}: port ${port}(${veth}) entered blocking state`,
        `${br}: port ${port}(${veth}) entered disabled state`,
        `${veth}: entered allmulticast mode`,
        `${veth}: entered promiscuous mode`,
        `eth0: renamed from veth${hex(random, 7)}`,
        `${br}: port ${port}(${veth}) entered blocking state`,
        `${br}: port ${port}(${veth}) entered forwarding state`,
      );
    } else if (k < 74)
      at(
        t,
        `perf: interrupt took too long (${between(random, 2_500, 6_000)} > ${between(random, 2_500, 6_000)}), lowering kernel.perf_event_max_sample_rate to ${between(random, 30, 79)}000`,
      );
    else if (k < 78)
      at(
        t,
        `TCP: request_sock_TCP: Possible SYN flooding on port 0.0.0.0:${oneOf(random, [5432, 6432, 443])}. Sending cookies.  Check SNMP counters.`,
      );
    else if (k < 82) at(t, `kauditd_printk_skb: ${between(random, 2, 40)} callbacks suppressed`);
    else if (k < 86) {
      const n = between(random, 5, 9);
      at(
        t,
        `usb 1-1.${between(random, 1, 4)}: new high-speed USB device number ${n} using xhci_hcd`,
        `usb 1-1.${between(random, 1, 4)}: New USB device found, idVendor=0624, idProduct=0249, bcdDevice= 0.00`,
        'usb 1-1.1: Product: Dell iDRAC Virtual Keyboard and Mouse',
        `hid-generic 0003:0624:0249.000${n}: input,hidraw${n % 4}: USB HID v1.01 Keyboard [Avocent Keyboard/Mouse Function] on usb-0000:00:14.0-1.1/input0`,
      );
    } else if (k < 89) {
      const d = between(random, 0, 5);
      if (d === 3) continue;
      at(
        t,
        `nvme nvme${d}: I/O tag ${between(random, 1, 1023)} (${hex(random, 4)}) opcode 0x${oneOf(random, ['1', '2'])} (${oneOf(random, ['Write', 'Read'])}) QID ${between(random, 1, 63)} timeout, aborting req_op:${oneOf(random, ['WRITE', 'READ'])}(${oneOf(random, ['1', '0'])}) size:${oneOf(random, [4096, 8192, 131072])}`,
        `nvme nvme${d}: Abort status: 0x0`,
      );
    } else if (k < 91) {
      const d = oneOf(random, [1, 2, 4]);
      at(
        t,
        `nvme nvme${d}: I/O tag ${between(random, 1, 1023)} (${hex(random, 4)}) opcode 0x1 (Write) QID ${between(random, 1, 63)} timeout, reset controller`,
        `nvme nvme${d}: 63/0/0 default/read/poll queues`,
        `nvme nvme${d}: Ignoring bogus Namespace Identifiers`,
      );
    } else if (k < 94)
      at(
        t,
        `EXT4-fs (dm-${between(random, 1, 3)}): ${oneOf(random, ['resizing filesystem from 52428800 to 78643200 blocks', 'mounted filesystem with ordered data mode. Quota mode: none.', 'unmounting filesystem.'])}`,
      );
    else if (k < 97)
      at(
        t,
        `systemd-journald[${between(random, 400, 900)}]: Data hash table of /var/log/journal/${hex(random, 32)}/system.journal has a fill level at 75.0 (8535 of 11377 items, 6553600 file size, 767 bytes per hash table item), suggesting rotation.`,
      );
    else at(t, `xfs filesystem being remounted at /var/lib/postgresql supports timestamps until 2038-01-19 (0x7fffffff)`);
  }
  out.sort((a, b) => a[0] - b[0]);
  const when = out[Math.floor(out.length * 0.55)]![0] + 1;
  const needle = 'nvme nvme3: Disabling device after reset failure: -19';
  const gone: [number, string][] = [
    'nvme nvme3: controller is down; will reset: CSTS=0xffffffff, PCI_STATUS=0xffff',
    'nvme nvme3: Does your device have a faulty power saving mode enabled?',
    'nvme nvme3: Try "nvme_core.default_ps_max_latency_us=0 pcie_aspm=off pcie_port_pm=off" and report a bug',
    'nvme 0000:c4:00.0: enabling device (0000 -> 0002)',
    needle,
    'nvme3n1: detected capacity change from 7501476528 to 0',
    'md/raid10:md0: Disk failure on nvme3n1p1, disabling device.',
    'md/raid10:md0: Operation continuing on 5 devices.',
  ].map((m, i) => [when + i * 400, m]);
  out.push(...gone);
  out.sort((a, b) => a[0] - b[0]);
  const lines = out.map(([t, m]) => `${stamp(t)} ${m}`);
  const ask =
    'Over the last two weeks, did this box lose one of its SSDs for good, not just a hiccup it recovered from? Which one, and when?';
  return singleCallTask('round 13: dmesg, paraphrase', ask, 'run_shell', lines.join('\n'), [
    { id: 'drive', ask, needles: [textNeedle(needle)] },
  ]);
}

/** A MySQL slow query log for a day, with a preamble about a checkout stall: the longest wait for locks, in other words. */
function mysqlSlowLog(): EconomicsTask {
  const random = seededRandom(13_081);
  const day = Date.UTC(2026, 9, 15, 0, 0, 0);
  const users: readonly (readonly [string, string])[] = [
    ['checkout', '10.40.3.'],
    ['checkout', '10.40.4.'],
    ['catalog_ro', '10.40.7.'],
    ['reporting', '10.40.9.'],
    ['inventory', '10.40.5.'],
    ['orders', '10.40.6.'],
    ['metabase', '10.40.12.'],
  ];
  const skus = () => `FK-${between(random, 10_000, 99_999)}`;
  const statements = (user: string): [string, number, number] => {
    switch (user) {
      case 'checkout':
        return oneOf(random, [
          [
            `UPDATE stock_levels SET reserved = reserved + ${between(random, 1, 3)} WHERE warehouse_id = ${between(random, 1, 6)} AND sku = '${skus()}';`,
            0,
            1,
          ],
          [
            `INSERT INTO basket_items (basket_id, sku, qty, unit_price_pence, added_at) VALUES (${between(random, 1e6, 9e6)}, '${skus()}', ${between(random, 1, 4)}, ${between(random, 500, 30_000)}, NOW());`,
            0,
            0,
          ],
          [
            `SELECT b.id, b.customer_id, SUM(i.qty * i.unit_price_pence) AS total FROM baskets b JOIN basket_items i ON i.basket_id = b.id WHERE b.id = ${between(random, 1e6, 9e6)} GROUP BY b.id, b.customer_id;`,
            1,
            between(random, 2, 40),
          ],
          [
            `UPDATE vouchers SET redemptions = redemptions + 1 WHERE code = '${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8)}' AND redemptions < max_redemptions;`,
            0,
            1,
          ],
        ] as [string, number, number][]);
      case 'reporting':
      case 'metabase':
        return oneOf(random, [
          [
            `SELECT DATE(o.created_at) AS day, o.channel, COUNT(*) AS orders, SUM(o.total_pence) / 100 AS revenue FROM orders o WHERE o.created_at >= '2026-0${between(random, 1, 9)}-01' GROUP BY day, o.channel ORDER BY day;`,
            between(random, 30, 400),
            between(random, 1_000_000, 9_000_000),
          ],
          [
            `SELECT p.sku, p.title, SUM(oi.qty) AS units FROM order_items oi JOIN products p ON p.sku = oi.sku WHERE oi.created_at BETWEEN '2026-09-01' AND '2026-09-30' GROUP BY p.sku, p.title ORDER BY units DESC LIMIT 500;`,
            500,
            between(random, 2_000_000, 12_000_000),
          ],
          [
            `SELECT c.id, c.email, COUNT(o.id) FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.email HAVING COUNT(o.id) = 0;`,
            between(random, 10_000, 90_000),
            between(random, 3_000_000, 8_000_000),
          ],
        ] as [string, number, number][]);
      case 'inventory':
        return [
          `UPDATE stock_levels SET on_hand = ${between(random, 0, 900)}, updated_at = NOW() WHERE warehouse_id = ${between(random, 1, 6)} AND sku IN (${Array.from({ length: between(random, 20, 80) }, () => `'${skus()}'`).join(',')});`,
          0,
          between(random, 20, 80),
        ];
      case 'orders':
        return [
          `INSERT INTO orders (customer_id, basket_id, status, total_pence, channel, created_at) VALUES (${between(random, 1e5, 9e5)}, ${between(random, 1e6, 9e6)}, 'placed', ${between(random, 1_000, 90_000)}, '${oneOf(random, ['web', 'app_ios', 'app_android'])}', NOW());`,
          0,
          0,
        ];
      default:
        return [
          `SELECT * FROM products WHERE category_id = ${between(random, 1, 300)} AND is_active = 1 ORDER BY popularity DESC LIMIT ${oneOf(random, [24, 48, 96])} OFFSET ${between(random, 0, 40) * 24};`,
          oneOf(random, [24, 48]),
          between(random, 20_000, 200_000),
        ];
    }
  };
  type Entry = {
    t: number;
    user: string;
    host: string;
    query: number;
    lock: number;
    sent: number;
    examined: number;
    sql: string;
    db: string;
  };
  const entries: Entry[] = [];
  for (let i = 0; i < 2_300; i++) {
    const [user, net] = oneOf(random, users);
    const [sql, sent, examined] = statements(user);
    const heavy = user === 'reporting' || user === 'metabase';
    const lock = random() < 0.06 ? 1 + random() * 20 : random() * 0.0004;
    entries.push({
      t: day + pick(random, 86_400_000),
      user,
      host: `${net}${between(random, 10, 60)}`,
      query: heavy ? 2 + random() * 140 : lock + 1 + random() * 4,
      lock,
      sent,
      examined,
      sql,
      db: heavy ? 'shop_replica' : 'shop',
    });
  }
  const planted: Entry[] = [
    {
      t: Date.UTC(2026, 9, 15, 9, 41, 17, 204),
      user: 'checkout',
      host: '10.40.3.22',
      query: 46.913207,
      lock: 46.702118,
      sent: 0,
      examined: 1,
      sql: "UPDATE stock_levels SET reserved = reserved + 1 WHERE warehouse_id = 2 AND sku = 'FK-48113';",
      db: 'shop',
    },
    {
      t: Date.UTC(2026, 9, 15, 14, 3, 58, 771),
      user: 'reporting',
      host: '10.40.9.31',
      query: 212.448132,
      lock: 0.000211,
      sent: 500,
      examined: 18_204_331,
      sql: "SELECT p.sku, p.title, SUM(oi.qty) AS units FROM order_items oi JOIN products p ON p.sku = oi.sku WHERE oi.created_at BETWEEN '2026-01-01' AND '2026-10-14' GROUP BY p.sku, p.title ORDER BY units DESC LIMIT 500;",
      db: 'shop_replica',
    },
    {
      t: Date.UTC(2026, 9, 15, 14, 5, 52, 118),
      user: 'checkout',
      host: '10.40.4.17',
      query: 51.208331,
      lock: 50.993017,
      sent: 0,
      examined: 1,
      sql: "UPDATE stock_levels SET reserved = reserved + 1 WHERE warehouse_id = 4 AND sku = 'FK-20931';",
      db: 'shop',
    },
    {
      t: Date.UTC(2026, 9, 15, 14, 5, 53, 402),
      user: 'inventory',
      host: '10.40.5.33',
      query: 58.771904,
      lock: 0.000187,
      sent: 0,
      examined: 64,
      sql: `UPDATE stock_levels SET on_hand = 12, updated_at = NOW() WHERE warehouse_id = 4 AND sku IN ('FK-20931',${Array.from({ length: 63 }, () => `'${skus()}'`).join(',')});`,
      db: 'shop',
    },
    {
      t: Date.UTC(2026, 9, 15, 14, 6, 1, 9),
      user: 'checkout',
      host: '10.40.3.41',
      query: 38.6211,
      lock: 38.410552,
      sent: 0,
      examined: 1,
      sql: "UPDATE stock_levels SET reserved = reserved + 2 WHERE warehouse_id = 4 AND sku = 'FK-20931';",
      db: 'shop',
    },
  ];
  entries.push(...planted);
  entries.sort((a, b) => a.t - b.t);
  const needle = '# Query_time: 51.208331  Lock_time: 50.993017 Rows_sent: 0  Rows_examined: 1';
  let lastDb = '';
  const lines = [
    '/usr/sbin/mysqld, Version: 8.0.39 (MySQL Community Server - GPL). started with:',
    'Tcp port: 3306  Unix socket: /var/run/mysqld/mysqld.sock',
    'Time                 Id Command    Argument',
  ];
  for (const e of entries) {
    lines.push(`# Time: ${new Date(e.t).toISOString().replace('Z', `${between(random, 100, 999)}Z`)}`);
    lines.push(`# User@Host: ${e.user}[${e.user}] @  [${e.host}]  Id: ${between(random, 100_000, 999_999)}`);
    lines.push(`# Query_time: ${e.query.toFixed(6)}  Lock_time: ${e.lock.toFixed(6)} Rows_sent: ${e.sent}  Rows_examined: ${e.examined}`);
    if (e.db !== lastDb) lines.push(`use ${e.db};`);
    lastDb = e.db;
    lines.push(`SET timestamp=${Math.floor(e.t / 1000)};`);
    lines.push(e.sql);
  }
  const ask = 'What was the longest any single statement sat waiting to get hold of its rows, and which statement was it?';
  return singleCallTask(
    'round 13: mysql slow log, preamble and paraphrase',
    `Bit of context first. On Thursday just after two in the afternoon, checkout froze for about a minute: people got spinners on "Place order" and a few timed out. It came back on its own. We think a stock sync job overlapped with order traffic. Ignore the reporting and Metabase queries in this log, they run on the replica and are always slow; we've been through those already. This is the slow query log from the primary for the whole day. ${ask}`,
    'read_file',
    lines.join('\n'),
    [{ id: 'lock', ask, needles: [textNeedle(needle)] }],
  );
}

/** `/var/log/apt/history.log*` of a database host over two years, with a preamble: who installed a newer client by hand. */
function aptHistory(): EconomicsTask {
  const random = seededRandom(13_091);
  const base = [
    'libssl3:amd64',
    'openssl:amd64',
    'libc6:amd64',
    'libc-bin:amd64',
    'locales:amd64',
    'libsystemd0:amd64',
    'systemd:amd64',
    'systemd-sysv:amd64',
    'udev:amd64',
    'libudev1:amd64',
    'openssh-client:amd64',
    'openssh-server:amd64',
    'openssh-sftp-server:amd64',
    'libcurl4:amd64',
    'curl:amd64',
    'libgnutls30:amd64',
    'tzdata:amd64',
    'linux-firmware:amd64',
    'python3.10:amd64',
    'libpython3.10:amd64',
    'libpython3.10-minimal:amd64',
    'python3.10-minimal:amd64',
    'libexpat1:amd64',
    'libxml2:amd64',
    'vim:amd64',
    'vim-common:amd64',
    'vim-runtime:amd64',
    'xxd:amd64',
    'sudo:amd64',
    'git:amd64',
    'git-man:amd64',
    'libnss3:amd64',
    'libgssapi-krb5-2:amd64',
    'libkrb5-3:amd64',
    'libk5crypto3:amd64',
    'libkrb5support0:amd64',
    'postgresql-15:amd64',
    'postgresql-client-15:amd64',
    'postgresql-common:amd64',
    'postgresql-client-common:amd64',
    'pgbackrest:amd64',
    'linux-image-generic:amd64',
    'linux-headers-generic:amd64',
    'snapd:amd64',
    'ubuntu-advantage-tools:amd64',
    'apparmor:amd64',
    'libapparmor1:amd64',
    'intel-microcode:amd64',
    'amd64-microcode:amd64',
    'cloud-init:amd64',
    'libglib2.0-0:amd64',
    'libtiff5:amd64',
    'libldap-2.5-0:amd64',
  ];
  const versions = new Map(
    base.map((p) => [p, [between(random, 1, 9), between(random, 0, 20), between(random, 1, 30)] as [number, number, number]]),
  );
  const ver = (p: string) => {
    const v = versions.get(p)!;
    return p.startsWith('postgresql') || p.startsWith('pgbackrest')
      ? `${p.includes('15') ? 15 : v[0]}.${v[2]}-1.pgdg22.04+1`
      : `${v[0]}.${v[1]}-${v[2]}ubuntu0.22.04.${v[2] % 7}`;
  };
  const bump = (p: string) => {
    const before = ver(p);
    versions.get(p)![2] += 1;
    return `${p} (${before}, ${ver(p)})`;
  };
  const stamp = (t: number) => {
    const d = new Date(t);
    return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}  ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const entries: string[] = [];
  let t = Date.UTC(2024, 10, 2, 6, 25, 0);
  const end = Date.UTC(2026, 9, 13, 6, 0, 0);
  const targetT = Date.UTC(2025, 10, 19, 15, 42, 11);
  let planted = false;
  let needle = '';
  const manual: [string, string, string][] = [
    [
      'apt-get install -y htop iotop sysstat',
      'Install: sysstat:amd64 (12.5.2-2ubuntu0.2), htop:amd64 (3.0.5-7build2), iotop:amd64 (0.6-24-g733f3f8-1.1build2)',
      'pdahl (1002)',
    ],
    [
      'apt install pgbackrest',
      'Install: pgbackrest:amd64 (2.53-1.pgdg22.04+1), libzstd-dev:amd64 (1.4.8+dfsg-3build1, automatic)',
      'mnakamura (1001)',
    ],
    ['apt-get install -y postgresql-15-repack', 'Install: postgresql-15-repack:amd64 (1.5.0-1.pgdg22.04+1)', 'svaldez (1003)'],
    [
      'apt install pgcli',
      'Install: python3-pgspecial:amd64 (1.13.1-1, automatic), python3-sqlparse:amd64 (0.4.2-1, automatic), python3-psycopg2:amd64 (2.9.2-1build2, automatic), pgcli:amd64 (3.3.1-1)',
      'lbergstrom (1005)',
    ],
    ['apt-get install -y postgresql-client-14', 'Install: postgresql-client-14:amd64 (14.13-1.pgdg22.04+1)', 'mnakamura (1001)'],
    ['apt-get remove -y postgresql-client-14', 'Remove: postgresql-client-14:amd64 (14.13-1.pgdg22.04+1)', 'mnakamura (1001)'],
    ['apt install tcpdump', 'Install: tcpdump:amd64 (4.99.1-3ubuntu0.2), libpcap0.8:amd64 (1.10.1-4build1, automatic)', 'pdahl (1002)'],
    [
      'apt-get install -y postgresql-15-pg-stat-kcache',
      'Install: postgresql-15-pg-stat-kcache:amd64 (2.2.3-1.pgdg22.04+1)',
      'svaldez (1003)',
    ],
  ];
  let hasClient16 = false;
  while (t < end) {
    if (!planted && t > targetT) {
      planted = true;
      hasClient16 = true;
      needle = 'Requested-By: kwendt (1011)';
      entries.push(
        [
          `Start-Date: ${stamp(targetT)}`,
          'Commandline: apt install postgresql-client-16',
          needle,
          'Install: postgresql-client-16:amd64 (16.4-1.pgdg22.04+2), libpq5:amd64 (16.4-1.pgdg22.04+2, automatic)',
          `End-Date: ${stamp(targetT + 9_000)}`,
        ].join('\n'),
      );
    }
    if (random() < 0.07) {
      const [cmd, change, who] = oneOf(random, manual);
      entries.push(
        [
          `Start-Date: ${stamp(t + 3_600_000 * between(random, 3, 9))}`,
          `Commandline: ${cmd}`,
          `Requested-By: ${who}`,
          change,
          `End-Date: ${stamp(t + 3_600_000 * between(random, 3, 9) + 20_000)}`,
        ].join('\n'),
      );
    }
    const n = between(random, 2, 18);
    const pkgs = shuffle(random, [...base]).slice(0, n);
    if (hasClient16 && random() < 0.3) pkgs.push('postgresql-client-16:amd64');
    const upgrades = pkgs.map((p) => {
      if (p === 'postgresql-client-16:amd64')
        return `${p} (16.${between(random, 4, 8)}-1.pgdg22.04+1, 16.${between(random, 5, 9)}-1.pgdg22.04+1)`;
      return bump(p);
    });
    const start = t + between(random, 0, 3_000_000);
    entries.push(
      [
        `Start-Date: ${stamp(start)}`,
        'Commandline: /usr/bin/unattended-upgrade',
        `Upgrade: ${upgrades.join(', ')}`,
        `End-Date: ${stamp(start + between(random, 20_000, 400_000))}`,
      ].join('\n'),
    );
    if (random() < 0.04)
      entries.push(
        [
          `Start-Date: ${stamp(start + 600_000)}`,
          'Commandline: apt-get -y -o Dpkg::Options::=--force-confold dist-upgrade',
          'Requested-By: ansible (997)',
          `Install: linux-image-6.8.0-${between(random, 40, 52)}-generic:amd64 (6.8.0-${between(random, 40, 52)}.${between(random, 40, 52)}~22.04.1, automatic), linux-modules-6.8.0-${between(random, 40, 52)}-generic:amd64 (6.8.0-${between(random, 40, 52)}.${between(random, 40, 52)}~22.04.1, automatic)`,
          `Upgrade: ${bump('linux-image-generic:amd64')}, ${bump('linux-headers-generic:amd64')}`,
          `End-Date: ${stamp(start + 900_000)}`,
        ].join('\n'),
      );
    t += 86_400_000;
  }
  const output = `${entries.join('\n\n')}\n`;
  const ask = 'Who put the newer PostgreSQL client on it?';
  return singleCallTask(
    'round 13: apt history.log, preamble and paraphrase',
    `Some background. This is db-02, one of our Postgres 15 primaries. It's patched by unattended-upgrades every morning and an Ansible run now and then, and nobody is supposed to install anything on it by hand. Yesterday pg_dump on it started producing dumps our restore box (still on the 15 tools) refuses, and psql there reports a newer client than the server. I've pulled the whole apt history for the box, two years of it. ${ask}`,
    'run_shell',
    output,
    [{ id: 'who', ask, needles: [textNeedle(needle)] }],
  );
}

// d. One value unlike all its peers, with no error word near it.

/** `pip freeze` in every pod of a Ray GPU cluster, each line prefixed with the pod: one pod on another PyTorch build. */
function pipFreezePods(): EconomicsTask {
  const random = seededRandom(13_101);
  const packages: [string, string][] = [
    ['absl-py', '2.1.0'],
    ['accelerate', '0.34.2'],
    ['aiohappyeyeballs', '2.4.0'],
    ['aiohttp', '3.10.5'],
    ['aiohttp-cors', '0.7.0'],
    ['aiosignal', '1.3.1'],
    ['annotated-types', '0.7.0'],
    ['anyio', '4.4.0'],
    ['attrs', '24.2.0'],
    ['boto3', '1.35.24'],
    ['botocore', '1.35.24'],
    ['cachetools', '5.5.0'],
    ['certifi', '2024.8.30'],
    ['charset-normalizer', '3.3.2'],
    ['click', '8.1.7'],
    ['cloudpickle', '3.0.0'],
    ['colorful', '0.5.6'],
    ['contourpy', '1.3.0'],
    ['datasets', '3.0.0'],
    ['deepspeed', '0.15.1'],
    ['dill', '0.3.8'],
    ['distlib', '0.3.8'],
    ['einops', '0.8.0'],
    ['fastapi', '0.115.0'],
    ['filelock', '3.16.1'],
    ['flash-attn', '2.6.3'],
    ['frozenlist', '1.4.1'],
    ['fsspec', '2024.6.1'],
    ['google-api-core', '2.20.0'],
    ['google-auth', '2.35.0'],
    ['googleapis-common-protos', '1.65.0'],
    ['grpcio', '1.66.1'],
    ['h11', '0.14.0'],
    ['hjson', '3.1.0'],
    ['httpcore', '1.0.5'],
    ['httpx', '0.27.2'],
    ['huggingface-hub', '0.25.1'],
    ['idna', '3.10'],
    ['Jinja2', '3.1.4'],
    ['jmespath', '1.0.1'],
    ['jsonschema', '4.23.0'],
    ['jsonschema-specifications', '2023.12.1'],
    ['lightning', '2.4.0'],
    ['lightning-utilities', '0.11.7'],
    ['markdown-it-py', '3.0.0'],
    ['MarkupSafe', '2.1.5'],
    ['mdurl', '0.1.2'],
    ['memray', '1.14.0'],
    ['mpmath', '1.3.0'],
    ['msgpack', '1.1.0'],
    ['multidict', '6.1.0'],
    ['multiprocess', '0.70.16'],
    ['networkx', '3.3'],
    ['ninja', '1.11.1.1'],
    ['numpy', '1.26.4'],
    ['nvidia-cublas-cu12', '12.1.3.1'],
    ['nvidia-cuda-cupti-cu12', '12.1.105'],
    ['nvidia-cuda-nvrtc-cu12', '12.1.105'],
    ['nvidia-cuda-runtime-cu12', '12.1.105'],
    ['nvidia-cudnn-cu12', '9.1.0.70'],
    ['nvidia-cufft-cu12', '11.0.2.54'],
    ['nvidia-curand-cu12', '10.3.2.106'],
    ['nvidia-cusolver-cu12', '11.4.5.107'],
    ['nvidia-cusparse-cu12', '12.1.0.106'],
    ['nvidia-ml-py', '12.560.30'],
    ['nvidia-nccl-cu12', '2.20.5'],
    ['nvidia-nvjitlink-cu12', '12.6.68'],
    ['nvidia-nvtx-cu12', '12.1.105'],
    ['opencensus', '0.11.4'],
    ['opencensus-context', '0.1.3'],
    ['packaging', '24.1'],
    ['pandas', '2.2.3'],
    ['peft', '0.12.0'],
    ['pillow', '10.4.0'],
    ['platformdirs', '4.3.6'],
    ['prometheus_client', '0.21.0'],
    ['protobuf', '4.25.5'],
    ['psutil', '6.0.0'],
    ['py-cpuinfo', '9.0.0'],
    ['py-spy', '0.3.14'],
    ['pyarrow', '17.0.0'],
    ['pyasn1', '0.6.1'],
    ['pyasn1_modules', '0.4.1'],
    ['pydantic', '2.9.2'],
    ['pydantic_core', '2.23.4'],
    ['Pygments', '2.18.0'],
    ['python-dateutil', '2.9.0.post0'],
    ['pytorch-lightning', '2.4.0'],
    ['pytz', '2024.2'],
    ['PyYAML', '6.0.2'],
    ['ray', '2.37.0'],
    ['referencing', '0.35.1'],
    ['regex', '2024.9.11'],
    ['requests', '2.32.3'],
    ['rich', '13.8.1'],
    ['rpds-py', '0.20.0'],
    ['rsa', '4.9'],
    ['s3transfer', '0.10.2'],
    ['safetensors', '0.4.5'],
    ['scipy', '1.14.1'],
    ['sentencepiece', '0.2.0'],
    ['six', '1.16.0'],
    ['smart-open', '7.0.4'],
    ['sniffio', '1.3.1'],
    ['starlette', '0.38.6'],
    ['sympy', '1.13.3'],
    ['tensorboardX', '2.6.2.2'],
    ['tokenizers', '0.20.0'],
    ['torch', '2.4.1+cu121'],
    ['torchaudio', '2.4.1+cu121'],
    ['torchmetrics', '1.4.2'],
    ['torchvision', '0.19.1+cu121'],
    ['tqdm', '4.66.5'],
    ['transformers', '4.45.1'],
    ['triton', '3.0.0'],
    ['typing_extensions', '4.12.2'],
    ['tzdata', '2024.2'],
    ['urllib3', '2.2.3'],
    ['uvicorn', '0.30.6'],
    ['virtualenv', '20.26.5'],
    ['wandb', '0.18.1'],
    ['watchfiles', '0.24.0'],
    ['websockets', '13.1'],
    ['wrapt', '1.16.0'],
    ['xformers', '0.0.28.post1'],
    ['xxhash', '3.5.0'],
    ['yarl', '1.11.1'],
  ];
  const head = ['ray-head-0'];
  const groups = ['gpu-a100', 'gpu-h100', 'cpu'];
  const pods = [
    ...head,
    ...groups.flatMap((g) =>
      Array.from(
        { length: g === 'cpu' ? 12 : 24 },
        () => `ray-worker-${g}-${hex(random, 5)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`,
      ),
    ),
  ];
  const others = pods.filter((p) => p.startsWith('ray-worker-gpu-h100'));
  const target = others[9]!;
  let needle = '';
  const blocks = pods.map((pod) =>
    packages
      .filter(([name]) => name !== 'py-spy' || random() < 0.15)
      .map(([name, version]) => {
        const v = pod === target && name === 'torch' ? '2.4.0+cu121' : version;
        const line = `pod/${pod}: ${name}==${v}`;
        if (pod === target && name === 'torch') needle = line;
        return line;
      }),
  );
  const targetBlock = blocks[pods.indexOf(target)]!;
  const rest = blocks.filter((b) => b !== targetBlock);
  rest.splice(Math.floor(rest.length * 0.48), 0, targetBlock);
  const lines = rest.flat();
  const ask = 'Are all the Ray pods on the same PyTorch version? If one is different, which pod is it?';
  return singleCallTask('round 13: pip freeze over kubectl exec', ask, 'run_shell', lines.join('\n'), [
    { id: 'pod', ask, needles: [textNeedle(needle)] },
  ]);
}

/** HAProxy's `show stat` (CSV) on a busy edge: one server in one backend weighted unlike its peers. */
function haproxyShowStat(): EconomicsTask {
  const random = seededRandom(13_111);
  const header =
    '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight,act,bck,chkfail,chkdown,lastchg,downtime,qlimit,pid,iid,sid,throttle,lbtot,tracked,type,rate,rate_lim,rate_max,check_status,check_code,check_duration,hrsp_1xx,hrsp_2xx,hrsp_3xx,hrsp_4xx,hrsp_5xx,hrsp_other,hanafail,req_rate,req_rate_max,req_tot,cli_abrt,srv_abrt,comp_in,comp_out,comp_byp,comp_rsp,lastsess,last_chk,last_agt,qtime,ctime,rtime,ttime,agent_status,agent_code,agent_duration,check_desc,agent_desc,check_rise,check_fall,check_health,agent_rise,agent_fall,agent_health,addr,cookie,mode,algo,conn_rate,conn_rate_max,conn_tot,intercepted,dcon,dses,wrew,connect,reuse,cache_lookups,cache_hits,srv_icur,src_ilim,qtime_max,ctime_max,rtime_max,ttime_max,eint,idle_conn_cur,safe_conn_cur,used_conn_cur,need_conn_est,uweight,agg_server_status,agg_server_check_status,agg_check_status,-,ssl_sess,ssl_reused_sess,ssl_failed_handshake,h2_headers_rcvd,h2_data_rcvd,h2_settings_rcvd,h2_rst_stream_rcvd,h2_goaway_rcvd,h2_detected_conn_protocol_errors,h2_detected_strm_protocol_errors,h2_rst_stream_resp,h2_goaway_resp,h2_open_connections,h2_backend_open_streams,h2_total_connections,h2_backend_total_streams,';
  const lines = [header];
  let iid = 2;
  const frontend = (name: string) => {
    const stot = between(random, 1e6, 9e7);
    lines.push(
      `${name},FRONTEND,,,${between(random, 10, 900)},${between(random, 900, 9000)},100000,${stot},${between(random, 1e9, 9e11)},${between(random, 1e10, 9e12)},0,0,${between(random, 0, 900)},,,,,OPEN,,,,,,,,,1,${iid++},0,,,,0,${between(random, 10, 900)},0,${between(random, 900, 4000)},,,,0,${Math.round(stot * 0.9)},${Math.round(stot * 0.02)},${Math.round(stot * 0.07)},${Math.round(stot * 0.001)},0,,${between(random, 10, 900)},${between(random, 900, 4000)},${stot},${between(random, 0, 9000)},0,0,0,0,0,,,,,,,,,,,,,,,,,,,,,http,,${between(random, 10, 400)},${between(random, 400, 2000)},${stot},0,0,0,0,,,0,0,,,,,,,0,,,,,,,,,-,${between(random, 1e5, 9e6)},${between(random, 1e5, 9e6)},0,,,,,,,,,,,,,`,
    );
  };
  frontend('stats');
  frontend('fe_https');
  frontend('fe_http_redirect');
  frontend('fe_internal_api');
  const services = [
    'checkout_api',
    'checkout_api_canary',
    'checkout_web',
    'catalog_api',
    'search_api',
    'search_suggest',
    'identity',
    'sessions',
    'payments_api',
    'payments_webhooks',
    'orders_api',
    'inventory_api',
    'pricing_api',
    'media',
    'cms',
    'reviews',
    'recommendations',
    'loyalty',
    'shipping_quotes',
    'returns',
    'notifications',
    'graphql_gateway',
    'static',
    'legacy_shop',
    'partner_api',
    'affiliate',
    'store_locator',
    'newsletter',
    'gift_cards',
    'vouchers',
  ];
  const backends = [...services, ...services.slice(0, 28).map((s) => `${s}_eu2`), ...services.slice(2, 30).map((s) => `${s}_dr`)];
  const mid = backends.indexOf('checkout_api');
  backends.splice(mid, 1);
  backends.splice(Math.floor(backends.length * 0.5), 0, 'checkout_api');
  let needle = '';
  for (const be of backends) {
    const px = `be_${be}`;
    const n = be === 'checkout_api' ? 14 : between(random, 4, 16);
    const weight = be.includes('canary') ? 10 : be === 'checkout_api' ? 100 : oneOf(random, [100, 100, 100, 50, 1]);
    let total = 0;
    let weights = 0;
    const beIid = iid++;
    for (let s = 1; s <= n; s++) {
      const odd = be === 'checkout_api' && s === 9;
      const w = odd ? 10 : weight;
      weights += w;
      const stot = odd ? between(random, 60_000, 80_000) : between(random, 200_000, 2_000_000);
      total += stot;
      const name = `${be.replace(/_/g, '-')}-${pad2(s)}`;
      const fields = [
        px,
        name,
        '0',
        String(between(random, 0, 4)),
        String(between(random, 0, 60)),
        String(between(random, 60, 400)),
        '',
        String(stot),
        String(stot * between(random, 400, 900)),
        String(stot * between(random, 2_000, 40_000)),
        '',
        '0',
        '',
        String(between(random, 0, 3)),
        String(between(random, 0, 40)),
        '0',
        '0',
        'UP',
        String(w),
        '1',
        '0',
      ];
      if (odd) needle = fields.join(',');
      lines.push(
        `${fields.join(',')},${between(random, 0, 4)},${between(random, 0, 2)},${between(random, 80_000, 900_000)},${between(random, 0, 90)},,1,${beIid},${s},,${stot},,2,${between(random, 0, 90)},,${between(random, 90, 900)},L7OK,200,${between(random, 1, 9)},0,${Math.round(stot * 0.93)},${Math.round(stot * 0.01)},${Math.round(stot * 0.05)},${between(random, 0, 400)},0,,,,${stot},${between(random, 0, 900)},${between(random, 0, 90)},,,,,${between(random, 0, 9)},,,${between(random, 0, 3)},${between(random, 1, 9)},${between(random, 10, 300)},${between(random, 20, 900)},,,,Layer7 check passed,,3,3,5,,,,10.${between(random, 40, 60)}.${between(random, 0, 31)}.${between(random, 10, 250)}:${oneOf(random, [8080, 8443, 3000, 9000])},,http,,,,,,,,0,${between(random, 0, 9_000)},${between(random, 1_000, 90_000)},,,0,,0,${between(random, 10, 900)},${between(random, 20, 3_000)},${between(random, 200, 9_000)},${between(random, 200, 9_000)},0,${between(random, 0, 20)},${between(random, 0, 20)},${between(random, 0, 9)},0,${w},1,1,1,-,0,0,0,,,,,,,,,,,,,`,
      );
    }
    lines.push(
      `${px},BACKEND,0,${between(random, 0, 9)},${between(random, 0, 400)},${between(random, 400, 3000)},10000,${total},${total * 600},${total * 9000},0,0,,${between(random, 0, 9)},${between(random, 0, 90)},0,0,UP,${weights},${n},0,,0,${between(random, 80_000, 900_000)},0,,1,${beIid},0,,${total},,1,${between(random, 0, 900)},,${between(random, 900, 4000)},,,,0,${Math.round(total * 0.93)},${Math.round(total * 0.01)},${Math.round(total * 0.05)},${between(random, 0, 900)},0,,,,${total},${between(random, 0, 900)},${between(random, 0, 90)},0,0,0,0,${between(random, 0, 9)},,,${between(random, 0, 3)},${between(random, 1, 9)},${between(random, 10, 300)},${between(random, 20, 900)},,,,,,,,,,,,,http,roundrobin,,,,,,,0,${between(random, 0, 9_000)},${between(random, 1_000, 90_000)},0,0,,,${between(random, 0, 9)},${between(random, 10, 900)},${between(random, 20, 3_000)},${between(random, 200, 9_000)},${between(random, 200, 9_000)},0,,,,,${weights},${n},0,0,-,0,0,0,,,,,,,,,,,,,`,
    );
  }
  const ask = 'Are all the servers behind be_checkout_api weighted the same? If one is set differently, which?';
  return singleCallTask('round 13: haproxy show stat', ask, 'haproxy_socket', `${lines.join('\n')}\n`, [
    { id: 'server', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `pdsh -w app-[001-380] chronyc -n sources` on a web fleet: one host whose selected time source is not like the rest. */
function chronycPdsh(): EconomicsTask {
  const random = seededRandom(13_121);
  const hosts = Array.from({ length: 380 }, (_, i) => `app-${String(i + 1).padStart(3, '0')}`);
  const target = 'app-219';
  let needle = '';
  const servers = ['10.20.0.5', '10.20.0.6', '10.21.0.5', '10.21.0.6'];
  const sample = () => {
    const off = between(random, -900, 900);
    const meas = off + between(random, -40, 40);
    const f = (n: number) => (Math.abs(n) >= 1000 ? `${(n / 1000).toFixed(0)}ms` : `${n}us`);
    return `${(off >= 0 ? '+' : '-') + f(Math.abs(off)).padStart(5)}[${((meas >= 0 ? '+' : '-') + f(Math.abs(meas))).padStart(6)}] +/- ${f(between(random, 200, 3000)).padStart(5)}`;
  };
  const row = (mode: string, addr: string, stratum: number) =>
    `${mode} ${addr.padEnd(27)} ${String(stratum).padStart(2)}  ${String(oneOf(random, [6, 7, 8, 10])).padStart(2)}   377   ${String(between(random, 1, 900)).padStart(3)}   ${sample()}`;
  const blocks = hosts.map((host) => {
    const selected = host === target ? '192.168.77.1' : oneOf(random, servers.slice(0, 2));
    const rows = servers.map((s) => row(s === selected ? '^*' : oneOf(random, ['^-', '^+', '^+']), s, 2));
    if (host === target) {
      rows.unshift(row('^*', '192.168.77.1', 3));
      rows[1] = rows[1]!.replace(/^\^\*/, '^-');
      needle = `${host}: ${rows[0]}`;
    }
    const lines = [
      "  .-- Source mode  '^' = server, '=' = peer, '#' = local clock.",
      " / .- Source state '*' = current best, '+' = combined, '-' = not combined,",
      "| /             'x' = may be in error, '~' = too variable, '?' = unusable.",
      '||                                                 .- xxxx [ yyyy ] +/- zzzz',
      '||      Reachability register (octal) -.           |  xxxx = adjusted offset,',
      '||      Log2(Polling interval) --.      |          |  yyyy = measured offset,',
      '||                                \\     |          |  zzzz = estimated error.',
      '||                                 |    |           \\',
      'MS Name/IP address         Stratum Poll Reach LastRx Last sample',
      '===============================================================================',
      ...rows,
    ];
    return lines.map((l) => `${host}: ${l}`);
  });
  const at = hosts.indexOf(target);
  const order = shuffle(random, [...blocks.slice(0, at), ...blocks.slice(at + 1)]);
  order.splice(Math.floor(order.length * 0.5), 0, blocks[at]!);
  const lines = interleave(random, order, 32);
  const ask =
    'Is every app server getting its time from our own NTP servers? Is there one that is syncing to something else, and which one?';
  return singleCallTask('round 13: chronyc sources over pdsh', ask, 'pdsh', lines.join('\n'), [
    { id: 'host', ask, needles: [textNeedle(needle)] },
  ]);
}

export function roundThirteen(): EconomicsTask[] {
  return [
    sentryIssueEvents(),
    lighthouseReport(),
    jupyterNotebook(),
    lsblkAnsible(),
    securityGroups(),
    prometheusRules(),
    dmesgParaphrase(),
    mysqlSlowLog(),
    aptHistory(),
    pipFreezePods(),
    haproxyShowStat(),
    chronycPdsh(),
  ];
}
