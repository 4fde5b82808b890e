/**
 * Probe tasks, round 16: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 15. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 16: gh api pull request comments   (`gh api …/pulls/4182/comments?per_page=100`, one line of JSON)
 *      round 16: datadog monitors api           (Datadog's `GET /api/v1/monitor`, one line of JSON)
 *      round 16: sonarqube issues search        (SonarQube's `GET /api/issues/search?ps=500`, one line of JSON)
 *   b. the answer a few lines from the line the question's words match:
 *      round 16: kubectl get virtualservices -o yaml  (Istio routes, one route's timeout under its path prefix)
 *      round 16: airflow task logs              (`tail -n +1` of a DAG run's attempt logs, our frame above the KeyError)
 *      round 16: dotnet list package            (`--include-transitive` on a solution, a resolved version under its project)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 16: apache access log, paraphrase  (a night of a shop's combined-format log, scanners and all)
 *      round 16: playwright line reporter, preamble and paraphrase  (a shop's e2e suite in CI)
 *      round 16: xcodebuild archive log, preamble  (a CI archive of an iOS app and its pods)
 *   d. one value unlike all its peers, with no error word near it:
 *      round 16: iostat -x                      (`iostat -xt 10` on a database host, one disk's slow moment)
 *      round 16: cloudflare zone settings       (every zone's `GET /zones/:id/settings`, one zone's minimum TLS)
 *      round 16: salt grains.items              (`salt '*.prod…' grains.items`, one minion's kernel)
 * Not among the bench's targets.
 *
 * First run, at 77d9069 (the library as of e5bf69b; `ROUNDS=16 CONFIGS=ours,context-chef-store,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 2,084,610 tokens):
 *   round 16: gh api pull request comments
 *     context-chef-store: 3,807 tokens, peak 2,522, 0/1 needles, 1 read-backs
 *     ours: 5,461 tokens, peak 2,463, 0/1 needles, 2 read-backs
 *   round 16: datadog monitors api
 *     context-chef-store: 18,031 tokens, peak 6,148, 0/1 needles, 4 read-backs
 *     ours: 11,408 tokens, peak 3,815, 0/1 needles, 4 read-backs
 *   round 16: sonarqube issues search
 *     context-chef-store: 17,187 tokens, peak 5,247, 1/1 needles, 4 read-backs
 *     ours: 5,356 tokens, peak 2,365, 1/1 needles, 2 read-backs
 *   round 16: kubectl get virtualservices -o yaml
 *     context-chef-store: 10,489 tokens, peak 3,741, 0/1 needles, 3 read-backs
 *     ours: 907 tokens, peak 634, 0/1 needles, 0 read-backs
 *   round 16: airflow task logs
 *     context-chef-store: 10,127 tokens, peak 3,873, 0/1 needles, 3 read-backs
 *     ours: 9,292 tokens, peak 3,669, 0/1 needles, 3 read-backs
 *   round 16: dotnet list package
 *     context-chef-store: 5,563 tokens, peak 2,498, 0/1 needles, 2 read-backs
 *     ours: 4,752 tokens, peak 2,147, 1/1 needles, 2 read-backs
 *   round 16: apache access log, paraphrase
 *     context-chef-store: 6,822 tokens, peak 1,477, 0/1 needles, 4 read-backs
 *     ours: 4,771 tokens, peak 1,013, 0/1 needles, 4 read-backs
 *   round 16: playwright line reporter, preamble and paraphrase
 *     context-chef-store: 17,212 tokens, peak 5,860, 0/1 needles, 4 read-backs
 *     ours: 15,434 tokens, peak 5,388, 0/1 needles, 4 read-backs
 *   round 16: xcodebuild archive log, preamble
 *     context-chef-store: 2,568 tokens, peak 1,359, 0/1 needles, 1 read-backs
 *     ours: 2,097 tokens, peak 1,166, 0/1 needles, 1 read-backs
 *   round 16: iostat -x
 *     context-chef-store: 7,542 tokens, peak 1,616, 0/1 needles, 4 read-backs
 *     ours: 4,997 tokens, peak 1,064, 0/1 needles, 4 read-backs
 *   round 16: cloudflare zone settings
 *     context-chef-store: 7,786 tokens, peak 2,941, 0/1 needles, 4 read-backs
 *     ours: 4,663 tokens, peak 2,150, 0/1 needles, 4 read-backs
 *   round 16: salt grains.items
 *     context-chef-store: 9,379 tokens, peak 3,108, 0/1 needles, 4 read-backs
 *     ours: 7,139 tokens, peak 2,497, 0/1 needles, 4 read-backs
 *   context-chef-store: 116,513 tokens, 1/12 needles
 *   ours: 76,277 tokens, 2/12 needles
 */
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const GIVEN =
  'astrid bendik cecilie daniel eline fredrik guro halvor ingrid jostein kristin lars marit nora ola pernille runar silje trond unni vegard wenche'.split(
    ' ',
  );
const FAMILY =
  'aasen bakke brekke dale eriksen foss haugen holm jacobsen kristiansen lie lund moe myhre nygaard ruud sand strand thorsen ulven'.split(
    ' ',
  );
const cap = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;
/** An ISO time with milliseconds, from epoch milliseconds. */
const iso = (t: number) => new Date(t).toISOString();
/** An ISO time to the second (`2026-10-14T02:00:00Z`). */
const isoSec = (t: number) => `${iso(t).slice(0, 19)}Z`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The round's task: one call, one question, one needle that must occur exactly once in the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** A person of the team: a display name and a login made from it. */
function person(random: () => number): { name: string; login: string; email: string } {
  const g = oneOf(random, GIVEN);
  const f = oneOf(random, FAMILY);
  return { name: `${cap(g)} ${cap(f)}`, login: `${g}${f.slice(0, 1)}`, email: `${g}.${f}@fjellkit.no` };
}

// a. Answers in the middle of one long line.

/** Lines of TypeScript for diff hunks. */
const TS_LINES = [
  'export async function withRetry<T>(fn: () => Promise<T>, policy: RetryPolicy = DEFAULT_POLICY): Promise<T> {',
  '  let attempt = 0;',
  '  for (;;) {',
  '    try {',
  '      return await fn();',
  '    } catch (error) {',
  '      if (!policy.shouldRetry(error, attempt)) throw error;',
  '      await sleep(policy.delay(attempt++));',
  '    }',
  '  }',
  '}',
  "import { z } from 'zod';",
  "import type { Cart, CartLine } from '../cart/types';",
  "import { formatMoney } from '../i18n/money';",
  'const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);',
  'if (!session?.customerId) return redirect(`/login?next=${encodeURIComponent(pathname)}`);',
  "  const { data, error } = useSWR(['/api/cart', cartId], fetcher, { revalidateOnFocus: false });",
  '  return <CheckoutSummary cart={cart} shipping={shipping} onConfirm={submit} />;',
  '  const idempotencyKey = request.headers.get("Idempotency-Key") ?? crypto.randomUUID();',
  "  logger.info({ orderId, attempt }, 'payment capture retry');",
  '  expect(await screen.findByText(/kr 1 299,00/)).toBeInTheDocument();',
  '  const res = await client.post(`/v1/payments/${paymentId}/capture`, { amount, currency });',
  '  if (res.status === 409) return { status: "already_captured" as const };',
  '    maxAttempts: 5,',
  '    baseDelayMs: 250,',
  '    jitter: "full",',
  "  it('does not retry a declined card', async () => {",
  '  const vat = Math.round(total * VAT_RATE) / 100;',
  '  shipping: z.object({ method: z.enum(["pickup", "home", "locker"]), postcode: z.string().regex(/^\\d{4}$/) }),',
  'export const DEFAULT_POLICY: RetryPolicy = {',
  '  delay: (attempt) => Math.min(2 ** attempt * 250, 60_000) * Math.random(),',
  '  shouldRetry: (error) => error instanceof HttpError && error.status >= 400,',
  '};',
  "  await page.getByRole('button', { name: 'Gå til kassen' }).click();",
  '  const cached = await redis.get(`cart:${cartId}`);',
  '  useEffect(() => { void refreshCart(); }, [refreshCart]);',
];

const REVIEW_REMARKS = [
  'nit: this could be a `const`.',
  'Can we move this mapping into `cart/mappers.ts`? It is the third copy of it now.',
  'Is this `await` needed? The result is not used.',
  'This swallows the error. At least log it with the order id, please.',
  'Should this go through `formatMoney` so we get the non-breaking space in `kr 1 299,00`?',
  'Nice, much easier to read than before.',
  'Do we have a test for the pickup-point case? That is the one that broke in September.',
  'Could you add a short comment on why the idempotency key is generated here and not in the client?',
  'nit: naming, `lines` vs `items` is mixed in this file.',
  'I think this changes behaviour for B2B carts, they have no VAT line. Can you check with Silje?',
  'This import is unused now.',
  'Prefer `toBeVisible()` here, `toBeInTheDocument()` passes even when the drawer is closed.',
  'We already have `useCart()` for this, could you reuse it?',
  'What happens if `cartId` is missing here? Looks like we would cache `cart:undefined`.',
  'LGTM apart from the comment on the test.',
  'Can this be a discriminated union instead of the two booleans?',
  'Minor: the log message should say capture, not charge, so it matches the dashboards.',
  'Not blocking, but this re-renders the whole summary on every keystroke in the postcode field.',
  'Please keep the zod schema next to the route handler, the other routes do it that way.',
  'I would rather not change the default here in this PR, it is used by the subscription renewals too.',
  'Could we add a metric for this branch? It would help when payments support asks.',
  'Typo: "recieve".',
  'Is 5 attempts still right with the new jitter? Feels like a lot for a user waiting on the button.',
  'Let us use the shared `sleep` from `lib/time`, it is mocked in the tests already.',
];

const REPLY_REMARKS = [
  'Done, thanks!',
  'Good catch, fixed in the last commit.',
  'Moved it, see the new commit.',
  'I would prefer to do that in a follow-up, created a ticket for it.',
  'Added a test for it.',
  'Agreed, renamed.',
  'It is needed, the response sets the cookie. Added a comment.',
  'Thanks, that works for me.',
];

/** `gh api repos/…/pulls/4182/comments?per_page=100` on a checkout PR (one line of JSON): what one reviewer asked for on one file. */
function ghPullComments(): EconomicsTask {
  const random = seededRandom(16_011);
  const owner = 'fjellkit';
  const repo = 'storefront';
  const pr = 4182;
  const api = `https://api.github.com/repos/${owner}/${repo}`;
  const html = `https://github.com/${owner}/${repo}`;
  const user = (login: string, id: number, bot = false) => {
    const u = `https://api.github.com/users/${login.replace('[', '%5B').replace(']', '%5D')}`;
    return {
      login,
      id,
      node_id: bot ? `BOT_kgDO${chars(random, ALNUM, 6)}` : `MDQ6VXNlcj${chars(random, ALNUM, 10)}`,
      avatar_url: bot
        ? `https://avatars.githubusercontent.com/in/${id % 100_000}?v=4`
        : `https://avatars.githubusercontent.com/u/${id}?v=4`,
      gravatar_id: '',
      url: u,
      html_url: bot ? `https://github.com/apps/${login.replace('[bot]', '')}` : `https://github.com/${login}`,
      followers_url: `${u}/followers`,
      following_url: `${u}/following{/other_user}`,
      gists_url: `${u}/gists{/gist_id}`,
      starred_url: `${u}/starred{/owner}{/repo}`,
      subscriptions_url: `${u}/subscriptions`,
      organizations_url: `${u}/orgs`,
      repos_url: `${u}/repos`,
      events_url: `${u}/events{/privacy}`,
      received_events_url: `${u}/received_events`,
      type: bot ? 'Bot' : 'User',
      user_view_type: 'public',
      site_admin: false,
    };
  };
  const author = user('jostein-moe', 58_112_904);
  const people = [
    user('mdahl', 4_118_203),
    user('oda-berg', 22_871_455),
    user('sigurdv', 13_402_871),
    user('tuva-eide', 71_220_948),
    user('petterh', 9_930_127),
    user('mdahl-fjellkit', 90_114_532),
  ];
  const mdahl = people[0]!;
  const security = user('github-advanced-security[bot]', 62_310_815, true);
  const files = [
    'src/payments/retryPolicy.ts',
    'src/payments/retryPolicy.test.ts',
    'src/payments/client.ts',
    'src/payments/capture.ts',
    'src/payments/capture.test.ts',
    'src/checkout/CheckoutSummary.tsx',
    'src/checkout/CheckoutSummary.test.tsx',
    'src/checkout/useCheckout.ts',
    'src/checkout/schema.ts',
    'src/checkout/shipping.ts',
    'src/cart/useCart.ts',
    'src/cart/mappers.ts',
    'src/cart/CartDrawer.tsx',
    'src/lib/time.ts',
    'src/lib/http.ts',
    'src/i18n/money.ts',
    'app/api/checkout/route.ts',
    'app/api/payments/capture/route.ts',
    'e2e/checkout.spec.ts',
    'docs/payments.md',
  ];
  const commits = Array.from({ length: 9 }, () => hex(random, 40));
  const head = commits[commits.length - 1]!;
  const hunk = (path: string) => {
    const start = between(random, 3, 180);
    const n = between(random, 4, 14);
    const lines: string[] = [];
    let old = 0;
    let neu = 0;
    for (let i = 0; i < n; i++) {
      const k = pick(random, 10);
      const code = oneOf(random, TS_LINES);
      if (k < 5) {
        lines.push(` ${code}`);
        old++;
        neu++;
      } else if (k < 8) {
        lines.push(`+${code}`);
        neu++;
      } else {
        lines.push(`-${code}`);
        old++;
      }
    }
    const fn = path.endsWith('.md')
      ? ''
      : ` ${oneOf(random, ['export async function withRetry<T>(', 'export function CheckoutSummary({', 'export const DEFAULT_POLICY: RetryPolicy = {', "describe('capture', () => {", 'export async function POST(request: Request) {'])}`;
    return { text: `@@ -${start},${old} +${start},${neu} @@${fn}\n${lines.join('\n')}`, line: start + neu - 1 };
  };
  type Comment = Record<string, unknown>;
  const comments: Comment[] = [];
  let t = Date.UTC(2026, 9, 12, 7, 40);
  let id = 1_802_114_200;
  let reviewId = 2_391_004_100;
  const make = (who: ReturnType<typeof user>, path: string, body: string, replyTo?: Comment): Comment => {
    id += between(random, 1, 900);
    t += between(random, 20_000, 40 * MINUTE);
    const h = replyTo ? { text: replyTo.diff_hunk as string, line: replyTo.original_line as number } : hunk(path);
    const commit = replyTo ? (replyTo.original_commit_id as string) : oneOf(random, commits);
    const outdated = commit !== head && random() < 0.4;
    const multi = !replyTo && random() < 0.2;
    const url = `${api}/pulls/comments/${id}`;
    const created = isoSec(t);
    const reactions = random() < 0.15 ? between(random, 1, 2) : 0;
    return {
      url,
      pull_request_review_id: replyTo ? reviewId + between(random, 1, 40) : (reviewId += between(random, 1, 60)),
      id,
      node_id: `PRRC_kwDOHx${chars(random, ALNUM, 14)}`,
      diff_hunk: h.text,
      path,
      commit_id: head,
      original_commit_id: commit,
      user: who,
      body,
      created_at: created,
      updated_at: random() < 0.1 ? isoSec(t + between(random, 60_000, HOUR)) : created,
      html_url: `${html}/pull/${pr}#discussion_r${id}`,
      pull_request_url: `${api}/pulls/${pr}`,
      author_association: who.type === 'Bot' ? 'NONE' : 'MEMBER',
      _links: {
        self: { href: url },
        html: { href: `${html}/pull/${pr}#discussion_r${id}` },
        pull_request: { href: `${api}/pulls/${pr}` },
      },
      reactions: {
        url: `${url}/reactions`,
        total_count: reactions,
        '+1': reactions,
        '-1': 0,
        laugh: 0,
        hooray: 0,
        confused: 0,
        heart: 0,
        rocket: 0,
        eyes: 0,
      },
      start_line: multi ? h.line - 2 : null,
      original_start_line: multi ? h.line - 2 : null,
      start_side: multi ? 'RIGHT' : null,
      line: outdated ? null : h.line,
      original_line: h.line,
      side: 'RIGHT',
      ...(replyTo ? { in_reply_to_id: replyTo.id } : {}),
      original_position: between(random, 3, 40),
      position: outdated ? null : between(random, 3, 40),
      subject_type: 'line',
    };
  };
  const targetPath = 'src/payments/retryPolicy.ts';
  const needle = 'Could we only retry 429 and 5xx here, and cap the backoff at 30 seconds?';
  let placed = false;
  while (comments.length < 100) {
    if (!placed && comments.length >= 47) {
      placed = true;
      const target = make(
        mdahl,
        targetPath,
        `This retries every 4xx as well, including the 409 from the idempotency check and 402 declines. ${needle}`,
      );
      comments.push(target);
      comments.push(make(author, targetPath, 'Good point, I will narrow it down.', target));
      comments.push(make(mdahl, targetPath, 'Thanks!', target));
      continue;
    }
    const k = pick(random, 20);
    if (k < 2) {
      const rule = oneOf(random, [
        [
          'Incomplete URL substring sanitization',
          "'[fjellkit.no](1)' can be anywhere in the URL, and arbitrary hosts may come before or after it.",
        ],
        ['Log injection', 'Log entry depends on a [user-provided value](1).'],
        ['Useless assignment to local variable', 'The value assigned to attempt here is unused.'],
      ] as const);
      comments.push(
        make(
          security,
          oneOf(random, files.slice(0, 18)),
          `## ${rule[0]}\n\n${rule[1]}\n\n[Show more details](${html}/security/code-scanning/${between(random, 300, 480)})`,
        ),
      );
      continue;
    }
    // Other reviewers, and mdahl on other files: never mdahl's own request on the retry policy.
    const who = oneOf(random, people);
    let path = oneOf(random, files);
    if (who === mdahl && path === targetPath) path = 'src/payments/retryPolicy.test.ts';
    let body = oneOf(random, REVIEW_REMARKS);
    if (random() < 0.2) body = `${body}\n\n\`\`\`suggestion\n${oneOf(random, TS_LINES)}\n\`\`\``;
    const top = make(who, path, body);
    comments.push(top);
    if (random() < 0.45 && comments.length < 99) comments.push(make(author, path, oneOf(random, REPLY_REMARKS), top));
  }
  const output = JSON.stringify(comments.slice(0, 100));
  const ask = `What did mdahl ask me to change in ${targetPath} on PR #${pr}?`;
  return probe('round 16: gh api pull request comments', ask, 'gh_api', output, 'change', needle);
}

/** Datadog's `GET /api/v1/monitor` for a shop's org (one line of JSON): the warning threshold of one latency monitor. */
function datadogMonitors(): EconomicsTask {
  const random = seededRandom(16_021);
  const services: [string, string][] = [
    ['checkout-api', 'checkout'],
    ['checkout-worker', 'checkout'],
    ['checkout-web', 'checkout'],
    ['payments-api', 'payments'],
    ['payments-webhooks', 'payments'],
    ['cart-api', 'checkout'],
    ['catalog-api', 'catalog'],
    ['search-api', 'search'],
    ['orders-api', 'orders'],
    ['inventory-sync', 'orders'],
    ['pricing-api', 'catalog'],
    ['loyalty-api', 'crm'],
    ['notifications', 'crm'],
    ['storefront-web', 'web'],
    ['admin-api', 'backoffice'],
    ['returns-api', 'orders'],
  ];
  const pagers: Record<string, string> = {
    checkout: '@pagerduty-Checkout-Primary',
    payments: '@pagerduty-Payments-Primary',
    catalog: '@pagerduty-Catalog',
    search: '@pagerduty-Search',
    orders: '@pagerduty-Orders-Primary',
    crm: '@opsgenie-crm',
    web: '@pagerduty-Web',
    backoffice: '@opsgenie-backoffice',
  };
  const creators = Array.from({ length: 9 }, () => {
    const p = person(random);
    return { name: p.name, handle: p.email, email: p.email, id: between(random, 1_000_000, 9_999_999) };
  });
  const monitors: Record<string, unknown>[] = [];
  let id = 118_204_411;
  const usedThresholds = new Set<string>();
  const targetName = '[prod] checkout-api p99 latency is high';
  const targetThresholds = { critical: 1.5, warning: 0.85 };
  const push = (
    type: string,
    name: string,
    query: string,
    thresholds: Record<string, number>,
    team: string,
    svc: string,
    env: string,
    extra: Record<string, unknown> = {},
  ) => {
    id += between(random, 1, 40_000);
    const created = Date.UTC(2023, 0, 1) + between(random, 0, 1_000) * DAY + between(random, 0, DAY);
    const now = Date.UTC(2026, 9, 13, 9);
    const modified = Math.min(created + between(random, 0, 500) * DAY, now - between(random, 1, 30) * DAY);
    const slack = `@slack-${team}-alerts`;
    const slug = name
      .replace(/^\[[a-z]+\] /, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, '');
    const pager = env === 'prod' ? pagers[team]! : slack;
    const state = oneOf(random, ['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'Warn', 'Alert', 'No Data']);
    monitors.push({
      id,
      org_id: 1_204_117,
      type,
      name,
      message: `{{#is_alert}}${pager} {{/is_alert}}{{#is_warning}}${slack} {{/is_warning}}{{#is_recovery}}${slack} {{/is_recovery}}\n\n${name.replace(/^\[[a-z]+\] /, '')} in ${env}.\n\nRunbook: https://wiki.fjellkit.internal/runbooks/${svc}/${slug}\nDashboard: https://app.datadoghq.eu/dashboard/${chars(random, 'abcdefghijkmnpqrstuvwxyz23456789', 3)}-${chars(random, 'abcdefghijkmnpqrstuvwxyz23456789', 3)}-${chars(random, 'abcdefghijkmnpqrstuvwxyz23456789', 3)}`,
      tags: [`env:${env}`, `service:${svc}`, `team:${team}`, 'managed-by:terraform', ...(random() < 0.3 ? ['tier:1'] : [])],
      query,
      options: {
        thresholds,
        notify_audit: false,
        require_full_window: type === 'query alert' && random() < 0.3,
        notify_no_data: type === 'service check' || random() < 0.2,
        renotify_interval: oneOf(random, [0, 0, 30, 60, 120]),
        timeout_h: 0,
        include_tags: true,
        no_data_timeframe: type === 'service check' ? 2 : null,
        evaluation_delay: type === 'query alert' ? oneOf(random, [0, 60, 300]) : null,
        new_group_delay: 60,
        silenced: {},
        escalation_message: '',
        notification_preset_name: 'show_all',
        on_missing_data: 'default',
        ...extra,
      },
      multi: query.includes(' by {'),
      created_at: created,
      created: iso(created).replace('Z', '+00:00'),
      modified: iso(modified).replace('Z', '+00:00'),
      deleted: null,
      restricted_roles: null,
      priority: env === 'prod' ? oneOf(random, [1, 2, 2, 3]) : oneOf(random, [4, 5, null]),
      restriction_policy: null,
      overall_state_modified: iso(Math.min(modified + between(random, 0, 30) * DAY, now - between(random, 0, DAY))).replace('Z', '+00:00'),
      overall_state: state,
      creator: oneOf(random, creators),
      matching_downtimes: [],
    });
  };
  /** Latency thresholds, in seconds, never the same pair twice and never the target's. */
  const latency = (pct: string, env: string) => {
    const base = pct === 'p99' ? 1 : 0.5;
    for (;;) {
      const critical = Number((base * (env === 'prod' ? 1 : 2) * oneOf(random, [0.8, 1, 1.2, 1.5, 1.75, 2, 2.5, 3, 4])).toFixed(2));
      const warning = Number((critical * oneOf(random, [0.5, 0.6, 0.7, 0.75, 0.8])).toFixed(2));
      const key = `${critical}/${warning}`;
      if (warning === targetThresholds.warning || usedThresholds.has(key)) continue;
      usedThresholds.add(key);
      return { critical, warning };
    }
  };
  for (const env of ['prod', 'staging']) {
    for (const [svc, team] of services) {
      const isTarget = env === 'prod' && svc === 'checkout-api';
      for (const pct of ['p99', 'p95']) {
        const name = `[${env}] ${svc} ${pct} latency is high`;
        const th = isTarget && pct === 'p99' ? targetThresholds : latency(pct, env);
        const window = oneOf(random, ['last_5m', 'last_10m', 'last_15m']);
        push(
          'query alert',
          name,
          `percentile(${window}):${pct}:trace.${svc.endsWith('web') ? 'next.request' : 'http.request'}{env:${env},service:${svc}} > ${th.critical}`,
          th,
          team,
          svc,
          env,
        );
      }
      const errCrit = oneOf(random, [1, 2, 5]);
      push(
        'query alert',
        `[${env}] ${svc} error rate above ${errCrit}%`,
        `sum(last_10m):( sum:trace.http.request.errors{env:${env},service:${svc}}.as_count() / sum:trace.http.request.hits{env:${env},service:${svc}}.as_count() ) * 100 > ${errCrit}`,
        { critical: errCrit, warning: errCrit / 2 },
        team,
        svc,
        env,
      );
      push(
        'query alert',
        `[${env}] ${svc} pods restarting`,
        `change(max(last_10m),last_10m):sum:kubernetes_state.container.restarts{kube_namespace:${team},kube_deployment:${svc}} by {pod_name} > 3`,
        { critical: 3 },
        team,
        svc,
        env,
      );
      push(
        'query alert',
        `[${env}] ${svc} CPU throttled`,
        `avg(last_15m):avg:kubernetes.cpu.cfs.throttled.seconds{kube_deployment:${svc},env:${env}} by {pod_name} > 0.25`,
        { critical: 0.25, warning: 0.1 },
        team,
        svc,
        env,
      );
      if (!svc.endsWith('worker') && !svc.endsWith('sync'))
        push(
          'query alert',
          `[${env}] ${svc} receives no traffic`,
          `sum(last_15m):sum:trace.http.request.hits{env:${env},service:${svc}}.as_count() < 1`,
          { critical: 1 },
          team,
          svc,
          env,
          { notify_no_data: true, no_data_timeframe: 30 },
        );
      push(
        'log alert',
        `[${env}] ${svc} error logs spiking`,
        `logs("service:${svc} env:${env} status:error").index("*").rollup("count").last("5m") > ${oneOf(random, [50, 100, 200])}`,
        { critical: oneOf(random, [50, 100, 200]) },
        team,
        svc,
        env,
        { enable_logs_sample: true, groupby_simple_monitor: false },
      );
    }
    for (const db of ['orders', 'payments', 'catalog', 'crm']) {
      push(
        'metric alert',
        `[${env}] rds ${db}-db free storage low`,
        `avg(last_30m):avg:aws.rds.free_storage_space{dbinstanceidentifier:${db}-${env}} < 21474836480`,
        { critical: 21_474_836_480, warning: 42_949_672_960 },
        db === 'crm' ? 'crm' : db,
        `${db}-db`,
        env,
      );
      push(
        'query alert',
        `[${env}] ${db} kafka consumer lag`,
        `max(last_10m):max:kafka.consumer_lag{consumer_group:${db}-consumers,env:${env}} by {topic} > 50000`,
        { critical: 50_000, warning: 20_000 },
        db === 'crm' ? 'crm' : db,
        `${db}-consumers`,
        env,
      );
    }
    push(
      'service check',
      `[${env}] datadog agent is down`,
      `"datadog.agent.up".over("env:${env}").by("host").last(2).count_by_status()`,
      { critical: 1, ok: 1, warning: 1 },
      'web',
      'datadog-agent',
      env,
    );
  }
  shuffle(random, monitors);
  // The target near the middle: the API lists monitors in no useful order.
  const at = monitors.findIndex((m) => m.name === targetName);
  const [target] = monitors.splice(at, 1);
  monitors.splice(Math.floor(monitors.length * 0.52), 0, target!);
  const output = JSON.stringify(monitors);
  const ask = 'At what p99 latency does our prod checkout-api latency monitor go to warning?';
  return probe('round 16: datadog monitors api', ask, 'http_get', output, 'warning', '"thresholds":{"critical":1.5,"warning":0.85}');
}

/** SonarQube's issue rules: key, type, severity, effort, clean-code attribute, software quality, and a message maker. */
const SONAR_RULES: [string, string, string, string, string, string, (r: () => number) => string][] = [
  [
    'java:S1192',
    'CODE_SMELL',
    'CRITICAL',
    '6min',
    'DISTINCT',
    'MAINTAINABILITY',
    (r) =>
      `Define a constant instead of duplicating this literal "${oneOf(r, ['order_id', 'customer_id', 'NOK', 'application/json', 'status', 'orders.events.v2'])}" ${between(r, 3, 9)} times.`,
  ],
  [
    'java:S3776',
    'CODE_SMELL',
    'CRITICAL',
    '13min',
    'FOCUSED',
    'MAINTAINABILITY',
    (r) => `Refactor this method to reduce its Cognitive Complexity from ${between(r, 16, 41)} to the 15 allowed.`,
  ],
  ['java:S1135', 'CODE_SMELL', 'INFO', '0min', 'COMPLETE', 'MAINTAINABILITY', () => 'Complete the task associated to this "TODO" comment.'],
  [
    'java:S1172',
    'CODE_SMELL',
    'MAJOR',
    '5min',
    'CLEAR',
    'MAINTAINABILITY',
    (r) => `Remove this unused method parameter "${oneOf(r, ['locale', 'clock', 'tenant', 'request', 'correlationId'])}".`,
  ],
  ['java:S6212', 'CODE_SMELL', 'MINOR', '2min', 'CLEAR', 'MAINTAINABILITY', () => 'Declare this local variable with "var" instead.'],
  [
    'java:S1481',
    'CODE_SMELL',
    'MINOR',
    '5min',
    'CLEAR',
    'MAINTAINABILITY',
    (r) => `Remove this unused "${oneOf(r, ['total', 'lines', 'now', 'result', 'vat'])}" local variable.`,
  ],
  [
    'java:S112',
    'CODE_SMELL',
    'MAJOR',
    '20min',
    'COMPLETE',
    'MAINTAINABILITY',
    () => 'Define and throw a dedicated exception instead of using a generic one.',
  ],
  [
    'java:S125',
    'CODE_SMELL',
    'MAJOR',
    '5min',
    'CLEAR',
    'MAINTAINABILITY',
    () => 'This block of commented-out lines of code should be removed.',
  ],
  [
    'java:S6204',
    'CODE_SMELL',
    'MAJOR',
    '5min',
    'CLEAR',
    'MAINTAINABILITY',
    () => "Replace this usage of 'Stream.collect(Collectors.toList())' with 'Stream.toList()' and ensure that the list is unmodified.",
  ],
  [
    'java:S1854',
    'CODE_SMELL',
    'MAJOR',
    '15min',
    'LOGICAL',
    'MAINTAINABILITY',
    (r) => `Remove this useless assignment to local variable "${oneOf(r, ['status', 'amount', 'order', 'lines'])}".`,
  ],
  [
    'java:S1068',
    'CODE_SMELL',
    'MAJOR',
    '5min',
    'CLEAR',
    'MAINTAINABILITY',
    (r) => `Remove this unused "${oneOf(r, ['log', 'objectMapper', 'clock', 'meterRegistry'])}" private field.`,
  ],
  [
    'java:S5738',
    'CODE_SMELL',
    'MAJOR',
    '15min',
    'CONVENTIONAL',
    'MAINTAINABILITY',
    (r) => `Remove this use of "${oneOf(r, ['getTotalAmount', 'setLegacyStatus', 'fromLegacyCode'])}"; it is deprecated for removal.`,
  ],
  [
    'java:S2583',
    'BUG',
    'MAJOR',
    '10min',
    'LOGICAL',
    'RELIABILITY',
    () => 'Change this condition so that it does not always evaluate to "false"',
  ],
  [
    'java:S2142',
    'BUG',
    'MAJOR',
    '15min',
    'COMPLETE',
    'RELIABILITY',
    () => 'Either re-interrupt this method or rethrow the "InterruptedException" that can be caught here.',
  ],
  [
    'java:S3655',
    'BUG',
    'MAJOR',
    '10min',
    'LOGICAL',
    'RELIABILITY',
    () => 'Call "Optional#isPresent()" or "!Optional#isEmpty()" before accessing the value.',
  ],
  [
    'java:S2095',
    'BUG',
    'BLOCKER',
    '5min',
    'COMPLETE',
    'RELIABILITY',
    (r) => `Use try-with-resources or close this "${oneOf(r, ['PreparedStatement', 'ResultSet', 'InputStream'])}" in a "finally" clause.`,
  ],
  [
    'java:S2259',
    'BUG',
    'MAJOR',
    '10min',
    'LOGICAL',
    'RELIABILITY',
    (r) => `A "NullPointerException" could be thrown; "${oneOf(r, ['customer', 'payment', 'getDiscount()', 'line'])}" is nullable here.`,
  ],
  [
    'java:S5778',
    'CODE_SMELL',
    'MAJOR',
    '20min',
    'FOCUSED',
    'MAINTAINABILITY',
    () => 'Refactor the code of the lambda to have only one invocation possibly throwing a runtime exception.',
  ],
  ['java:S2699', 'CODE_SMELL', 'BLOCKER', '10min', 'TESTED', 'MAINTAINABILITY', () => 'Add at least one assertion to this test case.'],
  ['java:S5786', 'CODE_SMELL', 'INFO', '2min', 'CONVENTIONAL', 'MAINTAINABILITY', () => "Remove this 'public' modifier."],
  [
    'java:S2068',
    'VULNERABILITY',
    'BLOCKER',
    '30min',
    'TRUSTWORTHY',
    'SECURITY',
    () => '"password" detected here, make sure this is not a hard-coded credential.',
  ],
];

const CLEAN_CODE_CATEGORY: Record<string, string> = {
  DISTINCT: 'ADAPTABLE',
  FOCUSED: 'ADAPTABLE',
  COMPLETE: 'INTENTIONAL',
  CLEAR: 'INTENTIONAL',
  LOGICAL: 'INTENTIONAL',
  CONVENTIONAL: 'CONSISTENT',
  TESTED: 'RESPONSIBLE',
  TRUSTWORTHY: 'RESPONSIBLE',
};

/** SonarQube's `GET /api/issues/search?componentKeys=…&resolved=false&ps=500` on an orders service (one line of JSON): the line of one null dereference. */
function sonarIssues(): EconomicsTask {
  const random = seededRandom(16_031);
  const project = 'fjellkit_orders-service';
  const pkg = 'src/main/java/no/fjellkit/orders';
  const testPkg = 'src/test/java/no/fjellkit/orders';
  const main = [
    'api/OrderController.java',
    'api/OrderSearchController.java',
    'api/ReturnController.java',
    'api/dto/OrderResponse.java',
    'api/dto/CreateOrderRequest.java',
    'api/error/ApiExceptionHandler.java',
    'domain/Order.java',
    'domain/OrderLine.java',
    'domain/OrderStatus.java',
    'domain/Money.java',
    'domain/ShippingAddress.java',
    'domain/Return.java',
    'mapping/OrderMapper.java',
    'mapping/OrderLineMapper.java',
    'mapping/InvoiceMapper.java',
    'mapping/ReturnMapper.java',
    'persistence/OrderRepository.java',
    'persistence/JdbcOrderSearch.java',
    'persistence/OutboxRepository.java',
    'kafka/OrderEventPublisher.java',
    'kafka/PaymentEventHandler.java',
    'kafka/ShipmentEventHandler.java',
    'service/OrderService.java',
    'service/ReturnService.java',
    'service/InvoiceService.java',
    'service/PricingClient.java',
    'service/VatCalculator.java',
    'config/KafkaConfig.java',
    'config/SecurityConfig.java',
    'config/DataSourceConfig.java',
    'outbox/OutboxPoller.java',
    'legacy/LegacyOrderImporter.java',
  ].map((f) => `${pkg}/${f}`);
  const tests = [
    'mapping/OrderMapperTest.java',
    'mapping/InvoiceMapperTest.java',
    'service/OrderServiceTest.java',
    'service/ReturnServiceTest.java',
    'api/OrderControllerIT.java',
    'kafka/PaymentEventHandlerTest.java',
    'persistence/JdbcOrderSearchIT.java',
  ].map((f) => `${testPkg}/${f}`);
  const authors = Array.from({ length: 10 }, () => person(random).email);
  const targetFile = `${pkg}/mapping/OrderMapper.java`;
  const targetLine = 87;
  const key = () => `AY${chars(random, `${ALNUM}-_`, 18)}`;
  const range = (line: number) => {
    const start = between(random, 4, 40);
    return { startLine: line, endLine: line, startOffset: start, endOffset: start + between(random, 4, 60) };
  };
  const usedLines = new Set<string>();
  const issue = (rule: (typeof SONAR_RULES)[number], file: string, line: number, message: string, flows: unknown[] = []) => {
    const [ruleKey, type, severity, effort, attribute, quality] = rule;
    const created = Date.UTC(2024, 0, 10) + between(random, 0, 960) * DAY + between(random, 0, DAY);
    const stamp = (t: number) => `${iso(t).slice(0, 19)}+0000`;
    return {
      key: key(),
      rule: ruleKey,
      severity,
      component: `${project}:${file}`,
      project,
      line,
      hash: hex(random, 32),
      textRange: range(line),
      flows,
      status: 'OPEN',
      message,
      effort,
      debt: effort,
      author: oneOf(random, authors),
      tags:
        ruleKey === 'java:S2068' ? ['cwe', 'cert'] : ruleKey === 'java:S2259' ? ['cwe', 'cert'] : random() < 0.3 ? ['brain-overload'] : [],
      creationDate: stamp(created),
      updateDate: stamp(Math.min(created + between(random, 0, 200) * DAY, Date.UTC(2026, 9, 14, 6) - between(random, 0, 3 * DAY))),
      type,
      scope: file.startsWith(testPkg) ? 'TEST' : 'MAIN',
      quickFixAvailable: ruleKey === 'java:S6212' || ruleKey === 'java:S6204',
      messageFormattings: [],
      codeVariants: [],
      cleanCodeAttribute: attribute,
      cleanCodeAttributeCategory: CLEAN_CODE_CATEGORY[attribute],
      impacts: [
        {
          softwareQuality: quality,
          severity: severity === 'BLOCKER' || severity === 'CRITICAL' ? 'HIGH' : severity === 'MAJOR' ? 'MEDIUM' : 'LOW',
        },
      ],
      issueStatus: 'OPEN',
      prioritizedRule: false,
    };
  };
  const nullFlow = (file: string, line: number, name: string) => [
    {
      locations: [
        { component: `${project}:${file}`, textRange: range(line), msg: `"${name}" is dereferenced.`, msgFormattings: [] },
        {
          component: `${project}:${file}`,
          textRange: range(line - between(random, 1, 6)),
          msg: `Implies "${name}" can be null.`,
          msgFormattings: [],
        },
        {
          component: `${project}:${file}`,
          textRange: range(line - between(random, 7, 20)),
          msg: `"${name}" is assigned.`,
          msgFormattings: [],
        },
      ],
    },
  ];
  const issues: ReturnType<typeof issue>[] = [];
  const s2259 = SONAR_RULES.find((r) => r[0] === 'java:S2259')!;
  for (let i = 0; i < 499; i++) {
    const rule = oneOf(
      random,
      SONAR_RULES.filter((r) => r[0] !== 'java:S2259' || random() < 0.5),
    );
    const testRule = rule[0] === 'java:S5778' || rule[0] === 'java:S2699' || rule[0] === 'java:S5786';
    const file = testRule ? oneOf(random, tests) : oneOf(random, main);
    let line = between(random, 12, 420);
    while (usedLines.has(`${file}:${line}`) || (file === targetFile && line === targetLine)) line = between(random, 12, 420);
    usedLines.add(`${file}:${line}`);
    const message = rule[6](random);
    issues.push(issue(rule, file, line, message, rule[0] === 'java:S2259' ? nullFlow(file, line, message.split('"')[3]!) : []));
  }
  // Near misses: the same rule on line 87 of the invoice mapper, and on other lines of this mapper.
  issues[120] = issue(
    s2259,
    `${pkg}/mapping/InvoiceMapper.java`,
    targetLine,
    'A "NullPointerException" could be thrown; "customer" is nullable here.',
    nullFlow(`${pkg}/mapping/InvoiceMapper.java`, targetLine, 'customer'),
  );
  issues[388] = issue(SONAR_RULES[14]!, targetFile, 141, SONAR_RULES[14]![6](random));
  issues.sort((a, b) => (a.component < b.component ? -1 : a.component > b.component ? 1 : a.line - b.line));
  const target = issue(
    s2259,
    targetFile,
    targetLine,
    'A "NullPointerException" could be thrown; "getShippingAddress()" can return null.',
    nullFlow(targetFile, targetLine, 'getShippingAddress()'),
  );
  const insertAt = issues.findIndex((x) => x.component === `${project}:${targetFile}` && x.line > targetLine);
  issues.splice(insertAt < 0 ? issues.findIndex((x) => x.component > `${project}:${targetFile}`) : insertAt, 0, target);
  const files = [...new Set(issues.map((x) => x.component))].sort();
  const components = [
    ...files.map((c) => {
      const path = c.slice(project.length + 1);
      const name = path.slice(path.lastIndexOf('/') + 1);
      return { key: c, enabled: true, qualifier: path.startsWith(testPkg) ? 'UTS' : 'FIL', name, longName: path, path };
    }),
    { key: project, enabled: true, qualifier: 'TRK', name: 'orders-service', longName: 'orders-service' },
  ];
  const total = 812;
  const output = JSON.stringify({
    total,
    p: 1,
    ps: 500,
    paging: { pageIndex: 1, pageSize: 500, total },
    effortTotal: 5_318,
    issues,
    components,
    facets: [],
  });
  const ask = 'Which line of OrderMapper.java does SonarQube flag for a possible null pointer dereference?';
  return probe(
    'round 16: sonarqube issues search',
    ask,
    'http_get',
    output,
    'line',
    `OrderMapper.java","project":"${project}","line":${targetLine},`,
  );
}

// b. Answers a few lines from the line the question's words match.

type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };

/** A scalar as `kubectl -o yaml` prints it: quoted when it would read as something else. */
function yamlScalar(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value !== 'string') return String(value);
  if (
    value === '' ||
    /^[-+]?[0-9.]+([eE][-+]?[0-9]+)?$/.test(value) ||
    /^(true|false|yes|no|on|off|null|~|y|n)$/i.test(value) ||
    /^\d{4}-\d{2}-\d{2}/.test(value) ||
    /^[\s*&!|>'"%@`{[\],?#-]/.test(value) ||
    /: |\s#|\s$/.test(value)
  )
    return JSON.stringify(value);
  return value;
}

/** The lines of `value` in the layout of `kubectl -o yaml` (keys sorted, lists not indented under their key). */
function yamlLines(value: Yaml, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) {
    const out: string[] = [];
    for (const item of value) {
      if (item !== null && typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length > 0) {
        const lines = yamlLines(item, indent + 2);
        out.push(`${pad}- ${lines[0]!.slice(indent + 2)}`, ...lines.slice(1));
      } else out.push(`${pad}- ${yamlScalar(item as string)}`);
    }
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const out: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const v = value[key]!;
      if (Array.isArray(v)) {
        if (v.length === 0) out.push(`${pad}${key}: []`);
        else out.push(`${pad}${key}:`, ...yamlLines(v, indent));
      } else if (v !== null && typeof v === 'object') {
        if (Object.keys(v).length === 0) out.push(`${pad}${key}: {}`);
        else out.push(`${pad}${key}:`, ...yamlLines(v, indent + 2));
      } else if (typeof v === 'string' && v.includes('\n')) {
        out.push(
          `${pad}${key}: |`,
          ...v
            .replace(/\n$/, '')
            .split('\n')
            .map((l) => `${pad}  ${l}`),
        );
      } else out.push(`${pad}${key}: ${yamlScalar(v)}`);
    }
    return out;
  }
  return [`${pad}${yamlScalar(value)}`];
}

/** `kubectl get virtualservices.networking.istio.io -A -o yaml` on a shop's mesh: one route's timeout, under its path prefix. */
function istioVirtualServices(): EconomicsTask {
  const random = seededRandom(16_041);
  const apps: [string, string, string[]][] = [
    ['checkout', 'checkout-api', ['/v2/cart', '/v2/orders', '/v2/payment-methods', '/v2/shipping-options', '/v2/vouchers']],
    ['checkout', 'checkout-web', ['/kasse', '/_next/data', '/_next/static', '/api/session']],
    ['orders', 'orders-api', ['/v2/orders', '/v2/returns', '/v2/invoices', '/internal/reindex']],
    ['payments', 'payments-api', ['/v1/payments', '/v1/refunds', '/v1/payment-methods']],
    ['payments', 'payments-webhooks', ['/webhooks/vipps', '/webhooks/klarna', '/webhooks/adyen']],
    ['cart', 'cart-api', ['/v2/cart', '/v2/cart/lines', '/v2/saved-carts']],
    ['catalog', 'catalog-api', ['/v1/products', '/v1/categories', '/v1/brands', '/v1/availability']],
    ['catalog', 'pricing-api', ['/v1/prices', '/v1/campaigns']],
    ['search', 'search-api', ['/v1/search', '/v1/suggest', '/v1/facets']],
    ['inventory', 'inventory-api', ['/v1/stock', '/v1/reservations', '/v1/warehouses']],
    ['accounts', 'accounts-api', ['/v1/customers', '/v1/addresses', '/v1/consents', '/v1/sessions']],
    ['notifications', 'notifications-api', ['/v1/messages', '/v1/templates']],
    ['media', 'media-api', ['/v1/images', '/v1/uploads']],
    ['loyalty', 'loyalty-api', ['/v1/members', '/v1/points', '/v1/tiers']],
    ['returns', 'returns-api', ['/v1/returns', '/v1/labels']],
    ['reviews', 'reviews-api', ['/v1/reviews', '/v1/questions']],
    ['recommendations', 'recommendations-api', ['/v1/recommendations', '/v1/similar']],
    ['admin', 'admin-api', ['/v1/orders', '/v1/products', '/v1/users', '/v1/audit']],
    ['stores', 'stores-api', ['/v1/stores', '/v1/opening-hours', '/v1/click-and-collect']],
    ['shipping', 'shipping-api', ['/v1/shipping-options', '/v1/labels', '/v1/tracking']],
  ];
  const timeouts = ['2s', '5s', '10s', '15s', '30s', '60s'];
  const perTry = ['1s', '2s', '3s', '5s', '10s'];
  const items: Yaml[] = [];
  const target = { app: 'orders-api', kind: 'public', prefix: '/v2/orders' };
  for (const envSuffix of ['', '-staging']) {
    for (const [ns0, app, prefixes] of apps) {
      const ns = `${ns0}${envSuffix}`;
      const domain = envSuffix ? 'staging.fjellkit.no' : 'fjellkit.no';
      for (const kind of ['public', 'internal', 'canary']) {
        if (kind === 'canary' && random() < 0.6) continue;
        if (kind === 'public' && /webhooks|admin|notifications/.test(app) && random() < 0.5) continue;
        const name = kind === 'public' ? app : `${app}-${kind}`;
        const host = `${app}.${ns}.svc.cluster.local`;
        const created = Date.UTC(2024, 2, 1) + between(random, 0, 900) * DAY + between(random, 0, DAY);
        const helm = random() < 0.7;
        const routes: Yaml[] = prefixes.map((prefix) => {
          const isTarget = envSuffix === '' && app === target.app && kind === target.kind && prefix === target.prefix;
          const route: { [key: string]: Yaml } = {
            match: [{ uri: { prefix } }],
            name: prefix.replace(/^\//, '').replace(/[/_]/g, '-'),
            route: [
              {
                destination: { host, port: { number: 8080 }, ...(kind === 'canary' ? { subset: 'stable' } : {}) },
                ...(kind === 'canary' ? { weight: 90 } : {}),
              },
              ...(kind === 'canary' ? [{ destination: { host, port: { number: 8080 }, subset: 'canary' }, weight: 10 }] : []),
            ],
          };
          if (isTarget) {
            route.retries = { attempts: 2, perTryTimeout: '15s', retryOn: 'gateway-error,connect-failure,refused-stream' };
            route.timeout = '45s';
            return route;
          }
          if (random() < 0.75) route.timeout = oneOf(random, timeouts);
          if (random() < 0.6)
            route.retries = {
              attempts: between(random, 1, 3),
              perTryTimeout: oneOf(random, perTry),
              retryOn: oneOf(random, [
                '5xx,reset,connect-failure',
                'gateway-error,connect-failure,refused-stream',
                'connect-failure,refused-stream,unavailable,cancelled,retriable-status-codes',
              ]),
            };
          if (kind === 'public' && random() < 0.3)
            route.corsPolicy = {
              allowHeaders: ['content-type', 'authorization', 'x-request-id'],
              allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
              allowOrigins: [{ exact: `https://www.${domain}` }, { exact: `https://${domain}` }],
              maxAge: '24h',
            };
          if (random() < 0.2) route.headers = { request: { set: { 'x-forwarded-prefix': prefix } } };
          if (random() < 0.15) route.rewrite = { uri: prefix.replace(/^\/v\d/, '') || '/' };
          if (envSuffix && random() < 0.1) route.fault = { delay: { fixedDelay: '2s', percentage: { value: 5 } } };
          return route;
        });
        if (kind === 'canary')
          routes.unshift({
            match: [{ headers: { 'x-canary': { exact: 'always' } } }],
            name: 'force-canary',
            route: [{ destination: { host, port: { number: 8080 }, subset: 'canary' } }],
          });
        routes.push({
          match: [{ uri: { exact: '/healthz' } }],
          name: 'healthz',
          route: [{ destination: { host, port: { number: 8081 } } }],
          timeout: '2s',
        });
        const spec: { [key: string]: Yaml } = {
          gateways: kind === 'public' ? ['istio-ingress/public-gateway', 'mesh'] : ['mesh'],
          hosts: kind === 'public' ? [`${app.replace(/-api$|-web$/, '')}.${domain}`, host] : [host],
          http: routes,
        };
        const labels: { [key: string]: Yaml } = {
          'app.kubernetes.io/instance': app,
          'app.kubernetes.io/name': app,
          'app.kubernetes.io/part-of': ns0,
        };
        const annotations: { [key: string]: Yaml } = {};
        if (helm) {
          labels['app.kubernetes.io/managed-by'] = 'Helm';
          labels['helm.sh/chart'] = `fjellkit-service-3.${between(random, 4, 14)}.${between(random, 0, 6)}`;
          annotations['meta.helm.sh/release-name'] = app;
          annotations['meta.helm.sh/release-namespace'] = ns;
        } else {
          annotations['argocd.argoproj.io/tracking-id'] = `${app}${envSuffix}:networking.istio.io/VirtualService:${ns}/${name}`;
        }
        items.push({
          apiVersion: 'networking.istio.io/v1',
          kind: 'VirtualService',
          metadata: {
            annotations,
            creationTimestamp: isoSec(created),
            generation: between(random, 1, 40),
            labels,
            name,
            namespace: ns,
            resourceVersion: String(between(random, 100_000_000, 999_999_999)),
            uid: uuid(random),
          },
          spec,
        });
      }
    }
  }
  // `kubectl get -A` lists by namespace, then name.
  const meta = (x: Yaml) => (x as { metadata: { namespace: string; name: string } }).metadata;
  items.sort((a, b) => {
    const [ma, mb] = [meta(a), meta(b)];
    return ma.namespace === mb.namespace ? (ma.name < mb.name ? -1 : 1) : ma.namespace < mb.namespace ? -1 : 1;
  });
  const output = `${yamlLines({ apiVersion: 'v1', items, kind: 'List', metadata: { resourceVersion: '' } }, 0).join('\n')}\n`;
  const ask = 'What request timeout does the orders-api virtual service in the orders namespace set on its /v2/orders route?';
  return probe('round 16: kubectl get virtualservices -o yaml', ask, 'kubectl', output, 'timeout', 'timeout: 45s');
}

/** `tail -n +1` of every attempt log of one Airflow DAG run, on a worker: our frame, a few lines above a task's KeyError. */
function airflowTaskLogs(): EconomicsTask {
  const random = seededRandom(16_051);
  const dag = 'hubspot_sync';
  const runId = 'scheduled__2026-10-14T02:00:00+00:00';
  const logRoot = `/opt/airflow/logs/dag_id=${dag}/run_id=${runId}`;
  const site = '/home/airflow/.local/lib/python3.11/site-packages';
  const out: string[] = [];
  let t = Date.UTC(2026, 9, 15, 2, 0, 2);
  let job = 918_204;
  const stamp = () => {
    const d = new Date(t).toISOString();
    return `[${d.slice(0, 10)}, ${d.slice(11, 19)} UTC]`;
  };
  const log = (src: string, level: string, msg: string) => out.push(`${stamp()} {${src}} ${level} - ${msg}`);
  const marker = (src: string, msg: string) => out.push(`${stamp()} {${src}} ${msg}`);
  const compact = (x: number) => new Date(x).toISOString().slice(0, 19).replace(/[-:]/g, '');
  const ti = (task: string, state: string) => `<TaskInstance: ${dag}.${task} ${runId} [${state}]>`;
  const begin = (task: string, attempt: number, tries: number) => {
    if (out.length > 0) out.push('');
    out.push(`==> ${logRoot}/task_id=${task}/attempt=${attempt}.log <==`);
    job += between(random, 1, 30);
    const start = t;
    marker('local_task_job_runner.py:120', '▼ Pre task execution logs');
    log('taskinstance.py:2076', 'INFO', `Dependencies all met for dep_context=non-requeueable deps ti=${ti(task, 'queued')}`);
    log('taskinstance.py:2076', 'INFO', `Dependencies all met for dep_context=requeueable deps ti=${ti(task, 'queued')}`);
    log('taskinstance.py:2306', 'INFO', `Starting attempt ${attempt} of ${tries}`);
    log('taskinstance.py:2330', 'INFO', `Executing <Task(PythonOperator): ${task}> on 2026-10-14 02:00:00+00:00`);
    const pid = between(random, 2_000, 60_000);
    log('standard_task_runner.py:63', 'INFO', `Started process ${pid} to run task`);
    log(
      'standard_task_runner.py:90',
      'INFO',
      `Running: ['airflow', 'tasks', 'run', '${dag}', '${task}', '${runId}', '--job-id', '${job}', '--raw', '--subdir', 'DAGS_FOLDER/${dag}/dag.py', '--cfg-path', '/tmp/tmp${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789_', 8)}']`,
    );
    log('standard_task_runner.py:91', 'INFO', `Job ${job}: Subtask ${task}`);
    log(
      'task_command.py:426',
      'INFO',
      `Running ${ti(task, 'running')} on host airflow-worker-${between(random, 0, 3)}.airflow-worker.airflow.svc.cluster.local`,
    );
    log(
      'taskinstance.py:2648',
      'INFO',
      `Exporting env vars: AIRFLOW_CTX_DAG_OWNER='data-platform' AIRFLOW_CTX_DAG_ID='${dag}' AIRFLOW_CTX_TASK_ID='${task}' AIRFLOW_CTX_EXECUTION_DATE='2026-10-14T02:00:00+00:00' AIRFLOW_CTX_TRY_NUMBER='${attempt}' AIRFLOW_CTX_DAG_RUN_ID='${runId}'`,
    );
    log('taskinstance.py:430', 'INFO', '::endgroup::');
    return { start, pid };
  };
  const end = (
    task: string,
    run: { start: number; pid: number },
    state: 'SUCCESS' | 'UP_FOR_RETRY' | 'FAILED',
    returned?: string,
    reason = '',
  ) => {
    if (returned !== undefined) log('python.py:237', 'INFO', `Done. Returned value was: ${returned}`);
    marker('taskinstance.py:441', '▼ Post task execution logs');
    log(
      'taskinstance.py:1206',
      'INFO',
      `Marking task as ${state}. dag_id=${dag}, task_id=${task}, run_id=${runId}, execution_date=20261014T020000, start_date=${compact(run.start)}, end_date=${compact(t)}`,
    );
    if (state !== 'SUCCESS')
      log('standard_task_runner.py:110', 'ERROR', `Failed to execute job ${job} for task ${task} (${reason}; ${run.pid})`);
    log('local_task_job_runner.py:240', 'INFO', `Task exited with return code ${state === 'SUCCESS' ? 0 : 1}`);
    if (state === 'SUCCESS')
      log('taskinstance.py:3498', 'INFO', `${between(random, 0, 2)} downstream tasks scheduled from follow-on schedule check`);
    marker('local_task_job_runner.py:222', '▲▲▲ Log group end');
  };
  const tick = (lo: number, hi: number) => (t += between(random, lo, hi));
  const airflowFrames = [
    `  File "${site}/airflow/models/taskinstance.py", line 465, in _execute_task`,
    '    result = _execute_callable(context=context, **execute_callable_kwargs)',
    '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    `  File "${site}/airflow/models/taskinstance.py", line 432, in _execute_callable`,
    '    return execute_callable(context=context, **execute_callable_kwargs)',
    '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    `  File "${site}/airflow/models/baseoperator.py", line 401, in wrapper`,
    '    return func(self, *args, **kwargs)',
    '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    `  File "${site}/airflow/operators/python.py", line 235, in execute`,
    '    return_value = self.execute_callable()',
    '                   ^^^^^^^^^^^^^^^^^^^^^^^',
    `  File "${site}/airflow/operators/python.py", line 252, in execute_callable`,
    '    return self.python_callable(*self.op_args, **self.op_kwargs)',
    '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  ];
  const traceback = (frames: string[], last: string) => {
    log('taskinstance.py:2905', 'ERROR', 'Task failed with exception');
    out.push('Traceback (most recent call last):', ...airflowFrames, ...frames, last);
  };
  const hubspotGet = (kind: string, after: string) =>
    `GET https://api.hubapi.com/crm/v3/objects/${kind}?limit=100&archived=false&after=${after}&properties=${kind === 'contacts' ? 'email,firstname,lastname,hubspot_owner_id,lifecyclestage,hs_lead_status' : kind === 'companies' ? 'name,domain,hubspot_owner_id,industry,numberofemployees' : 'dealname,amount,dealstage,pipeline,hubspot_owner_id,closedate'}`;
  /** An extract task: pages of 100 records, with a rate-limit wait now and then. */
  const extract = (kind: string, pages: number, attempt: number, tries: number, failAt?: number) => {
    const run = begin(`extract_${kind}`, attempt, tries);
    log('base.py:84', 'INFO', "Using connection ID 'hubspot_default' for task execution.");
    log(
      'extract.py:41',
      'INFO',
      `Incremental extract of ${kind} modified since 2026-10-14T02:00:00+00:00 (cursor from Variable hubspot_sync__${kind}_cursor)`,
    );
    let after = between(random, 10_000_000, 90_000_000);
    for (let p = 1; p <= pages; p++) {
      tick(300, 1_400);
      after += between(random, 2_000, 400_000);
      if (random() < 0.5) log('http.py:188', 'DEBUG', hubspotGet(kind, String(after)));
      log(
        'extract.py:58',
        'INFO',
        `Fetched page ${p} of ${kind}: 100 records (after=${after}, remaining daily quota ${between(random, 180_000, 240_000)})`,
      );
      if (p === failAt) {
        tick(1_000, 4_000);
        log(
          'http.py:201',
          'WARNING',
          `HubSpot responded 429 Too Many Requests (policyName=TEN_SECONDLY_ROLLING), retry ${3} of 3 exhausted`,
        );
        traceback(
          [
            `  File "/opt/airflow/dags/${dag}/tasks.py", line 34, in extract_${kind}`,
            `    for page in client.pages("${kind}", since=cursor):`,
            `  File "/opt/airflow/dags/${dag}/hubspot.py", line 77, in pages`,
            '    response.raise_for_status()',
            `  File "${site}/requests/models.py", line 1024, in raise_for_status`,
            '    raise HTTPError(http_error_msg, response=self)',
          ],
          `requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: ${hubspotGet(kind, String(after)).slice(4)}`,
        );
        end(`extract_${kind}`, run, 'UP_FOR_RETRY', undefined, '429 Client Error: Too Many Requests');
        return;
      }
      if (random() < 0.03)
        log('hubspot.py:64', 'WARNING', `Rate limited by HubSpot, sleeping ${between(random, 1, 10)}s (X-HubSpot-RateLimit-Remaining=0)`);
    }
    const rows = pages * 100 - between(random, 0, 99);
    log('extract.py:71', 'INFO', `Wrote ${rows} ${kind} to s3://fjellkit-data-raw/hubspot/${kind}/dt=2026-10-14/part-000.parquet`);
    end(
      `extract_${kind}`,
      run,
      'SUCCESS',
      `{'rows': ${rows}, 'path': 's3://fjellkit-data-raw/hubspot/${kind}/dt=2026-10-14/part-000.parquet'}`,
    );
  };
  /** A transform task: batches of 500, a few skipped records, and maybe a failure. */
  const transform = (
    kind: string,
    batches: number,
    attempt: number,
    tries: number,
    fail?: { at: number; frames: string[]; last: string },
  ) => {
    const run = begin(`transform_${kind}`, attempt, tries);
    log('base.py:84', 'INFO', "Using connection ID 'warehouse_postgres' for task execution.");
    log('tasks.py:79', 'INFO', `Loaded 1284 owners from s3://fjellkit-data-raw/hubspot/owners/dt=2026-10-14/part-000.parquet`);
    for (let b = 1; b <= batches; b++) {
      tick(200, 2_000);
      if (fail && b === fail.at) {
        traceback(fail.frames, fail.last);
        const keyError = fail.last.startsWith('KeyError');
        end(
          `transform_${kind}`,
          run,
          keyError ? 'FAILED' : 'UP_FOR_RETRY',
          undefined,
          keyError ? fail.last.slice(10) : fail.last.split('\n')[0]!.replace(/^[\w.]+: /, ''),
        );
        return;
      }
      if (random() < 0.08)
        log(
          'transform.py:61',
          'WARNING',
          `Skipping ${kind.slice(0, -1)} ${between(random, 10_000_000, 99_999_999)}: no ${oneOf(random, kind === 'contacts' ? ['email', 'lifecyclestage'] : kind === 'deals' ? ['closedate', 'pipeline'] : ['domain', 'name'])} (KeyError handled, record kept in quarantine)`,
        );
      log('tasks.py:92', 'INFO', `Normalised batch ${b}/${batches} of ${kind} (500 records, ${between(random, 0, 4)} quarantined)`);
      if (random() < 0.3)
        log(
          'sql.py:470',
          'INFO',
          `Running statement: INSERT INTO staging.hubspot_${kind} SELECT * FROM json_populate_recordset(NULL::staging.hubspot_${kind}, %(rows)s) ON CONFLICT (id) DO UPDATE SET payload = EXCLUDED.payload, updated_at = now(), parameters: {'rows': '<500 rows>'}`,
        );
      if (random() < 0.3) log('sql.py:479', 'INFO', `Rows affected: 500`);
    }
    end(`transform_${kind}`, run, 'SUCCESS', `{'rows': ${batches * 500}, 'table': 'staging.hubspot_${kind}'}`);
  };
  const ourFrames = (task: string, kind: string, line: number, fn: string, code: string[]) => [
    `  File "/opt/airflow/dags/${dag}/tasks.py", line ${line}, in ${task}`,
    `    rows = [normalise_${kind}(record, owners) for record in batch]`,
    '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    `  File "/opt/airflow/dags/${dag}/tasks.py", line ${line}, in <listcomp>`,
    `    rows = [normalise_${kind}(record, owners) for record in batch]`,
    `            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^`,
    `  File "/opt/airflow/dags/${dag}/transform.py", ${fn}`,
    ...code,
  ];
  const needle = `  File "/opt/airflow/dags/${dag}/transform.py", line 142, in normalise_contact`;

  // The glob's order: alphabetical by task id.
  t = Date.UTC(2026, 9, 15, 2, 0, 2);
  {
    const run = begin('check_hubspot_quota', 1, 3);
    log('base.py:84', 'INFO', "Using connection ID 'hubspot_default' for task execution.");
    log('tasks.py:18', 'INFO', 'HubSpot daily quota: 241,883 of 250,000 calls left, burst limit 190 per 10 seconds');
    end('check_hubspot_quota', run, 'SUCCESS', 'True');
  }
  const afterQuota = t;
  t = afterQuota + 4_000;
  extract('companies', 70, 1, 3, 41);
  t += 5 * MINUTE;
  extract('companies', 90, 2, 3);
  t = afterQuota + 5_000;
  extract('contacts', 170, 1, 3);
  t = afterQuota + 6_000;
  extract('deals', 80, 1, 3);
  t = afterQuota + 7_000;
  {
    const run = begin('extract_owners', 1, 3);
    log('base.py:84', 'INFO', "Using connection ID 'hubspot_default' for task execution.");
    for (let p = 1; p <= 13; p++) {
      tick(200, 900);
      log('extract.py:58', 'INFO', `Fetched page ${p} of owners: 100 records (archived=false)`);
    }
    log('extract.py:66', 'INFO', 'Archived owners are not fetched (HUBSPOT_INCLUDE_ARCHIVED_OWNERS=False)');
    log('extract.py:71', 'INFO', 'Wrote 1284 owners to s3://fjellkit-data-raw/hubspot/owners/dt=2026-10-14/part-000.parquet');
    end('extract_owners', run, 'SUCCESS', "{'rows': 1284, 'path': 's3://fjellkit-data-raw/hubspot/owners/dt=2026-10-14/part-000.parquet'}");
  }
  t = Date.UTC(2026, 9, 15, 2, 19, 40);
  {
    const run = begin('load_companies', 1, 3);
    log('base.py:84', 'INFO', "Using connection ID 'warehouse_postgres' for task execution.");
    for (let b = 1; b <= 48; b++) {
      tick(300, 1_500);
      log('load.py:40', 'INFO', `Merged batch ${b}/48 into analytics.companies (500 rows, ${between(random, 0, 30)} new)`);
    }
    end('load_companies', run, 'SUCCESS', "{'rows': 23912}");
  }
  t = Date.UTC(2026, 9, 15, 2, 17, 2);
  transform('companies', 48, 1, 3);
  t = Date.UTC(2026, 9, 15, 2, 14, 31);
  transform('contacts', 104, 1, 1, {
    at: 61,
    frames: ourFrames('transform_contacts', 'contact', 88, 'line 142, in normalise_contact', [
      '    "owner_email": owners[props["hubspot_owner_id"]]["email"],',
      '                   ~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ]),
    last: "KeyError: '81724455'",
  });
  t = Date.UTC(2026, 9, 15, 2, 11, 50);
  transform('deals', 27, 1, 3, {
    at: 19,
    frames: [
      `  File "/opt/airflow/dags/${dag}/tasks.py", line 121, in transform_deals`,
      '    hook.insert_rows("staging.hubspot_deals", rows, replace=True, replace_index="id")',
      `  File "${site}/airflow/providers/common/sql/hooks/sql.py", line 582, in insert_rows`,
      '    cur.execute(sql, values)',
      `  File "${site}/psycopg2/extras.py", line 236, in execute`,
      '    return super().execute(query, vars)',
      '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ],
    last: 'psycopg2.OperationalError: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.',
  });
  t = Date.UTC(2026, 9, 15, 2, 16, 30);
  transform('deals', 27, 2, 3);
  // The check that runs whatever happened upstream (trigger_rule=all_done).
  t = Date.UTC(2026, 9, 15, 2, 24, 12);
  {
    const run = begin('validate_row_counts', 1, 1);
    log('base.py:84', 'INFO', "Using connection ID 'warehouse_postgres' for task execution.");
    const tables = ['companies', 'contacts', 'deals', 'owners'];
    for (const table of tables)
      for (let d = 0; d < 150; d++) {
        tick(50, 400);
        const day = new Date(Date.UTC(2026, 9, 14) - d * DAY).toISOString().slice(0, 10);
        const expected = between(random, 200, 4_000);
        const got = table === 'contacts' && d === 0 ? 0 : expected - between(random, 0, 3);
        log(
          'validate.py:52',
          got < expected * 0.5 ? 'WARNING' : 'INFO',
          `${table} ${day}: ${got} rows in analytics.${table}, ${expected} modified in HubSpot${got < expected * 0.5 ? ' (below 50%, see transform_contacts)' : ''}`,
        );
      }
    end('validate_row_counts', run, 'SUCCESS', "{'checked': 600, 'warnings': 1}");
  }
  const output = `${out.join('\n')}\n`;
  const ask = "transform_contacts in last night's hubspot_sync run died with a KeyError. Which line of our own DAG code raised it?";
  return probe('round 16: airflow task logs', ask, 'run_shell', output, 'frame', needle);
}

/** NuGet packages a .NET 8 service pulls in transitively, with versions. */
const NUGET_TRANSITIVE: [string, string][] = [
  ['Azure.Core', '1.41.0'],
  ['Azure.Identity', '1.12.0'],
  ['Confluent.Kafka', '2.5.3'],
  ['Dapper', '2.1.35'],
  ['FluentValidation', '11.9.2'],
  ['Google.Protobuf', '3.28.2'],
  ['Grpc.Core.Api', '2.65.0'],
  ['Grpc.Net.Client', '2.65.0'],
  ['Grpc.Net.Common', '2.65.0'],
  ['Humanizer.Core', '2.14.1'],
  ['librdkafka.redist', '2.5.3'],
  ['MassTransit.Abstractions', '8.2.5'],
  ['Microsoft.Bcl.AsyncInterfaces', '8.0.0'],
  ['Microsoft.CSharp', '4.7.0'],
  ['Microsoft.Data.SqlClient', '5.2.2'],
  ['Microsoft.EntityFrameworkCore', '8.0.10'],
  ['Microsoft.EntityFrameworkCore.Abstractions', '8.0.10'],
  ['Microsoft.EntityFrameworkCore.Analyzers', '8.0.10'],
  ['Microsoft.EntityFrameworkCore.Relational', '8.0.10'],
  ['Microsoft.Extensions.ApiDescription.Server', '6.0.5'],
  ['Microsoft.Extensions.Caching.Abstractions', '8.0.0'],
  ['Microsoft.Extensions.Caching.Memory', '8.0.1'],
  ['Microsoft.Extensions.Configuration', '8.0.0'],
  ['Microsoft.Extensions.Configuration.Abstractions', '8.0.0'],
  ['Microsoft.Extensions.Configuration.Binder', '8.0.2'],
  ['Microsoft.Extensions.Configuration.CommandLine', '8.0.0'],
  ['Microsoft.Extensions.Configuration.EnvironmentVariables', '8.0.0'],
  ['Microsoft.Extensions.Configuration.FileExtensions', '8.0.1'],
  ['Microsoft.Extensions.Configuration.Json', '8.0.1'],
  ['Microsoft.Extensions.Configuration.UserSecrets', '8.0.1'],
  ['Microsoft.Extensions.DependencyInjection', '8.0.1'],
  ['Microsoft.Extensions.DependencyInjection.Abstractions', '8.0.2'],
  ['Microsoft.Extensions.DependencyModel', '8.0.2'],
  ['Microsoft.Extensions.Diagnostics', '8.0.1'],
  ['Microsoft.Extensions.Diagnostics.Abstractions', '8.0.1'],
  ['Microsoft.Extensions.Diagnostics.HealthChecks', '8.0.10'],
  ['Microsoft.Extensions.Diagnostics.HealthChecks.Abstractions', '8.0.10'],
  ['Microsoft.Extensions.FileProviders.Abstractions', '8.0.0'],
  ['Microsoft.Extensions.FileProviders.Physical', '8.0.0'],
  ['Microsoft.Extensions.FileSystemGlobbing', '8.0.0'],
  ['Microsoft.Extensions.Hosting', '8.0.1'],
  ['Microsoft.Extensions.Hosting.Abstractions', '8.0.1'],
  ['Microsoft.Extensions.Http', '8.0.1'],
  ['Microsoft.Extensions.Logging', '8.0.1'],
  ['Microsoft.Extensions.Logging.Abstractions', '8.0.2'],
  ['Microsoft.Extensions.Logging.Configuration', '8.0.1'],
  ['Microsoft.Extensions.Logging.Console', '8.0.1'],
  ['Microsoft.Extensions.ObjectPool', '8.0.10'],
  ['Microsoft.Extensions.Options', '8.0.2'],
  ['Microsoft.Extensions.Options.ConfigurationExtensions', '8.0.0'],
  ['Microsoft.Extensions.Primitives', '8.0.0'],
  ['Microsoft.Identity.Client', '4.61.3'],
  ['Microsoft.Identity.Client.Extensions.Msal', '4.61.3'],
  ['Microsoft.IdentityModel.Abstractions', '7.1.2'],
  ['Microsoft.IdentityModel.JsonWebTokens', '7.1.2'],
  ['Microsoft.IdentityModel.Logging', '7.1.2'],
  ['Microsoft.IdentityModel.Protocols', '7.1.2'],
  ['Microsoft.IdentityModel.Protocols.OpenIdConnect', '7.1.2'],
  ['Microsoft.IdentityModel.Tokens', '7.1.2'],
  ['Microsoft.NETCore.Platforms', '1.1.0'],
  ['Microsoft.OpenApi', '1.6.14'],
  ['Microsoft.Win32.Primitives', '4.3.0'],
  ['NETStandard.Library', '1.6.1'],
  ['Newtonsoft.Json', '13.0.3'],
  ['Npgsql', '8.0.5'],
  ['OpenTelemetry', '1.9.0'],
  ['OpenTelemetry.Api', '1.9.0'],
  ['OpenTelemetry.Api.ProviderBuilderExtensions', '1.9.0'],
  ['Pipelines.Sockets.Unofficial', '2.2.8'],
  ['Polly.Core', '8.4.2'],
  ['Polly.Extensions', '8.4.2'],
  ['Polly.RateLimiting', '8.4.2'],
  ['Serilog', '4.0.2'],
  ['Serilog.Extensions.Hosting', '8.0.0'],
  ['Serilog.Extensions.Logging', '8.0.0'],
  ['Serilog.Formatting.Compact', '3.0.0'],
  ['Serilog.Settings.Configuration', '8.0.4'],
  ['Serilog.Sinks.Debug', '3.0.0'],
  ['Serilog.Sinks.File', '6.0.0'],
  ['StackExchange.Redis', '2.8.16'],
  ['Swashbuckle.AspNetCore.Swagger', '6.8.1'],
  ['Swashbuckle.AspNetCore.SwaggerGen', '6.8.1'],
  ['Swashbuckle.AspNetCore.SwaggerUI', '6.8.1'],
  ['System.Buffers', '4.5.1'],
  ['System.ClientModel', '1.0.0'],
  ['System.Collections', '4.3.0'],
  ['System.Collections.Concurrent', '4.3.0'],
  ['System.Configuration.ConfigurationManager', '8.0.0'],
  ['System.Diagnostics.Debug', '4.3.0'],
  ['System.Diagnostics.DiagnosticSource', '8.0.1'],
  ['System.Diagnostics.EventLog', '8.0.0'],
  ['System.Globalization', '4.3.0'],
  ['System.IdentityModel.Tokens.Jwt', '7.1.2'],
  ['System.IO', '4.3.0'],
  ['System.IO.Hashing', '8.0.0'],
  ['System.IO.Pipelines', '8.0.0'],
  ['System.Linq', '4.3.0'],
  ['System.Memory', '4.5.5'],
  ['System.Memory.Data', '1.0.2'],
  ['System.Net.Http', '4.3.4'],
  ['System.Numerics.Vectors', '4.5.0'],
  ['System.Reflection', '4.3.0'],
  ['System.Runtime', '4.3.1'],
  ['System.Runtime.CompilerServices.Unsafe', '6.0.0'],
  ['System.Runtime.Extensions', '4.3.1'],
  ['System.Security.Cryptography.Algorithms', '4.3.1'],
  ['System.Security.Cryptography.Pkcs', '8.0.0'],
  ['System.Security.Cryptography.ProtectedData', '8.0.0'],
  ['System.Text.Encoding', '4.3.0'],
  ['System.Text.Encodings.Web', '8.0.0'],
  ['System.Text.Json', '8.0.5'],
  ['System.Threading', '4.3.0'],
  ['System.Threading.Channels', '8.0.0'],
  ['System.Threading.Tasks', '4.3.0'],
  ['System.Threading.Tasks.Extensions', '4.5.4'],
];

/** `dotnet list Fjellkit.sln package --include-transitive` on a shop's backend: one project's resolved version, a few lines under its header. */
function dotnetListPackage(): EconomicsTask {
  const random = seededRandom(16_061);
  const domains = ['Catalog', 'Checkout', 'Customers', 'Inventory', 'Orders', 'Payments', 'Returns', 'Shipping'];
  type Pkg = [string, string, string];
  const common: Pkg[] = [
    ['Serilog.AspNetCore', '8.0.2', '8.0.2'],
    ['OpenTelemetry.Extensions.Hosting', '1.9.0', '1.9.0'],
    ['OpenTelemetry.Instrumentation.AspNetCore', '1.9.0', '1.9.0'],
    ['OpenTelemetry.Exporter.OpenTelemetryProtocol', '1.9.0', '1.9.0'],
  ];
  const projects: { name: string; top: Pkg[]; transitive: [string, string][] }[] = [];
  const npgsqlEf = (v: string): Pkg => ['Npgsql.EntityFrameworkCore.PostgreSQL', v, v === '8.0.*' ? '8.0.10' : v];
  const transitive = (n: number, extra: [string, string][] = []) => {
    const picked = shuffle(random, [...NUGET_TRANSITIVE]).slice(0, n);
    return [...picked, ...extra].sort((a, b) => (a[0].toLowerCase() < b[0].toLowerCase() ? -1 : 1));
  };
  for (const d of domains) {
    const efVersion = oneOf(random, ['8.0.*', '8.0.8', '8.0.10']);
    projects.push({
      name: `Fjellkit.${d}.Api`,
      top: [
        ...common,
        ['AspNetCore.HealthChecks.NpgSql', '8.0.2', '8.0.2'],
        ['FluentValidation.AspNetCore', '11.3.0', '11.3.0'],
        ['Microsoft.AspNetCore.Authentication.JwtBearer', '8.0.10', '8.0.10'],
        ['Microsoft.AspNetCore.OpenApi', '8.0.10', '8.0.10'],
        ['Swashbuckle.AspNetCore', '6.8.1', '6.8.1'],
        ['Microsoft.EntityFrameworkCore.Design', '8.0.10', '8.0.10'],
        npgsqlEf(efVersion),
      ],
      transitive: transitive(between(random, 90, 115)),
    });
    projects.push({
      name: `Fjellkit.${d}.Domain`,
      top: [
        ['Ardalis.GuardClauses', '4.6.0', '4.6.0'],
        ['NodaTime', '3.1.12', '3.1.12'],
      ],
      transitive: transitive(between(random, 8, 20)),
    });
    projects.push({
      name: `Fjellkit.${d}.Infrastructure`,
      top: [
        ['Dapper', '2.1.35', '2.1.35'],
        ['MassTransit.Kafka', '8.2.5', '8.2.5'],
        ['Microsoft.Extensions.Http.Resilience', '8.10.0', '8.10.0'],
        npgsqlEf(efVersion),
        ['StackExchange.Redis', '2.8.16', '2.8.16'],
      ],
      transitive: transitive(between(random, 60, 90)),
    });
    if (['Orders', 'Payments', 'Inventory', 'Shipping'].includes(d))
      projects.push({
        name: `Fjellkit.${d}.Worker`,
        top: [
          ...common,
          ['MassTransit.Kafka', '8.2.5', '8.2.5'],
          ['Microsoft.Extensions.Hosting', '8.0.1', '8.0.1'],
          d === 'Orders' ? ['Npgsql.EntityFrameworkCore.PostgreSQL', '7.0.*', '7.0.18'] : npgsqlEf(efVersion),
          ['Quartz.Extensions.Hosting', '3.13.0', '3.13.0'],
        ],
        transitive: transitive(between(random, 70, 100)),
      });
    projects.push({
      name: `Fjellkit.${d}.Tests`,
      top: [
        ['coverlet.collector', '6.0.2', '6.0.2'],
        ['FluentAssertions', '6.12.1', '6.12.1'],
        ['Microsoft.NET.Test.Sdk', '17.11.1', '17.11.1'],
        ['NSubstitute', '5.1.0', '5.1.0'],
        ['Testcontainers.PostgreSql', '3.10.0', '3.10.0'],
        ['xunit', '2.9.2', '2.9.2'],
        ['xunit.runner.visualstudio', '2.8.2', '2.8.2'],
      ],
      transitive: transitive(between(random, 110, 140), [
        ['Npgsql.EntityFrameworkCore.PostgreSQL', efVersion === '8.0.*' ? '8.0.10' : efVersion],
      ]),
    });
    if (d === 'Orders')
      projects.push({
        name: 'Fjellkit.Orders.Worker.Tests',
        top: [
          ['FluentAssertions', '6.12.1', '6.12.1'],
          ['Microsoft.NET.Test.Sdk', '17.11.1', '17.11.1'],
          ['xunit', '2.9.2', '2.9.2'],
          ['xunit.runner.visualstudio', '2.8.2', '2.8.2'],
        ],
        transitive: transitive(between(random, 100, 120), [['Npgsql.EntityFrameworkCore.PostgreSQL', '7.0.18']]),
      });
  }
  projects.push(
    {
      name: 'Fjellkit.BuildingBlocks',
      top: [['Microsoft.Extensions.Options', '8.0.2', '8.0.2'], ...common.slice(1, 2)],
      transitive: transitive(30),
    },
    { name: 'Fjellkit.Gateway', top: [['Yarp.ReverseProxy', '2.2.0', '2.2.0'], ...common], transitive: transitive(80) },
  );
  const out: string[] = [];
  for (const p of projects) {
    const top = [...p.top].sort((a, b) => (a[0].toLowerCase() < b[0].toLowerCase() ? -1 : 1));
    const w = Math.max('Top-level Package'.length, ...top.map((x) => x[0].length)) + 6;
    const wt = Math.max('Transitive Package'.length, ...p.transitive.map((x) => x[0].length), w + 'Requested'.length + 3) + 6;
    out.push(`Project '${p.name}' has the following package references`, '   [net8.0]: ');
    out.push(`   ${'Top-level Package'.padEnd(w)}${'Requested'.padEnd(12)}Resolved`);
    for (const [name, requested, resolved] of top) out.push(`   > ${name.padEnd(w - 2)}${requested.padEnd(12)}${resolved.padEnd(8)}`);
    out.push('');
    out.push(`   ${'Transitive Package'.padEnd(wt)}Resolved`);
    for (const [name, resolved] of p.transitive) out.push(`   > ${name.padEnd(wt - 2)}${resolved.padEnd(8)}`);
    out.push('');
  }
  const worker = out.findIndex((l) => l.startsWith("Project 'Fjellkit.Orders.Worker' "));
  const needle = out
    .slice(worker)
    .find((l) => l.startsWith('   > Npgsql.EntityFrameworkCore.PostgreSQL'))!
    .trimEnd();
  const output = `${out.join('\n')}\n`;
  const ask = 'Which version of Npgsql.EntityFrameworkCore.PostgreSQL does Fjellkit.Orders.Worker actually resolve?';
  return probe('round 16: dotnet list package', ask, 'run_shell', output, 'version', needle);
}

// c. Questions that paraphrase the output, or follow a preamble about something else.

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.81 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:131.0) Gecko/20100101 Firefox/131.0',
];
const CRAWLERS = [
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.89 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
];
const SCANNERS = [
  'Mozilla/5.0 (compatible; CensysInspect/1.1; +https://about.censys.io/)',
  'Mozilla/5.0 zgrab/0.x',
  'python-requests/2.31.0',
  'Go-http-client/1.1',
  'curl/7.88.1',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.129 Safari/537.36',
  'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:45.0) Gecko/20100101 Firefox/45.0',
  'Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)',
];
const PROBE_PATHS = [
  '/.env',
  '/.env.local',
  '/.env.bak',
  '/.env.old',
  '/.env.example',
  '/api/.env',
  '/backend/.env',
  '/laravel/.env',
  '/.git/config',
  '/.git/HEAD',
  '/.svn/entries',
  '/.aws/credentials',
  '/config.json',
  '/config.php.bak',
  '/wp-config.php.bak',
  '/wp-login.php',
  '/wp-admin/setup-config.php',
  '/xmlrpc.php',
  '/phpmyadmin/',
  '/pma/index.php',
  '/phpinfo.php',
  '/info.php',
  '/backup.zip',
  '/backup.sql',
  '/db.sql',
  '/dump.sql.gz',
  '/.DS_Store',
  '/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php',
  '/cgi-bin/luci/;stok=/locale',
  '/actuator/env',
  '/actuator/heapdump',
  '/server-status',
  '/admin/',
  '/administrator/',
  '/.vscode/sftp.json',
  '/docker-compose.yml',
  '/.well-known/security.txt',
  '/robots.txt',
];

/** A night of a shop's Apache access log (combined format), scanners and all: the one probe that got a secret file, asked in other words. */
function apacheAccessLog(): EconomicsTask {
  const random = seededRandom(16_071);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const stamp = (t: number) => {
    const d = new Date(t + 2 * HOUR);
    return `${pad2(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} +0200`;
  };
  const ip = () =>
    oneOf(random, [
      () => `84.${between(random, 208, 215)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      () => `92.${between(random, 220, 221)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      () => `178.${between(random, 164, 175)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      () => `46.${between(random, 9, 15)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
      () => `2a01:79c:cebc:${hex(random, 4)}:${hex(random, 4)}:${hex(random, 4)}:${hex(random, 4)}:${hex(random, 4)}`,
    ])();
  const products = [
    'ullgenser-fjell-herre',
    'merino-lue-koksgra',
    'turjakke-skarven-dame',
    'softshellbukse-breheimen',
    'ullsokker-tursokk-3pk',
    'dunjakke-roldal',
    'regnbukse-vestland',
    'sovepose-tindeglimt-minus10',
    'hodelykt-nordlys-400',
    'termos-fjellbekk-0-75l',
    'stillongs-ull-barn',
    'vott-lovund',
  ];
  const categories = ['herre/jakker', 'dame/jakker', 'barn', 'ull', 'tilbehor/luer', 'tur/soveposer', 'salg', 'nyheter'];
  const assets = [
    ['/static/js/app.9f2c1e4b.js', 184_233],
    ['/static/js/vendor.3b7d0a91.js', 412_870],
    ['/static/css/app.5e1f77c2.css', 48_112],
    ['/static/fonts/inter-var.woff2', 98_440],
    ['/favicon.ico', 15_086],
    ['/static/img/logo.svg', 4_211],
  ] as const;
  const out: string[] = [];
  const line = (t: number, addr: string, req: string, status: number, bytes: number | '-', ref: string, ua: string) =>
    out.push(`${addr} - - [${stamp(t)}] "${req}" ${status} ${bytes} "${ref}" "${ua}"`);
  let t = Date.UTC(2026, 9, 13, 20, 0, 0);
  const endAt = Date.UTC(2026, 9, 14, 7, 30, 0);
  const leak = Date.UTC(2026, 9, 14, 1, 17, 42);
  let leaked = false;
  const leakIp = '45.148.10.92';
  const leakUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.129 Safari/537.36';
  let needle = '';
  while (t < endAt) {
    const hour = new Date(t + 2 * HOUR).getUTCHours();
    const busy = hour >= 20 || hour < 1 || hour >= 6;
    t += between(random, 2_000, busy ? 40_000 : 110_000);
    if (!leaked && t >= leak) {
      leaked = true;
      // The scanner's run: every probe a 404 but the one file left behind after a deploy.
      let s = leak - 14_000;
      for (const path of ['/.env', '/.env.local', '/.env.bak', '/.env.old', '/api/.env', '/.env.dev']) {
        s += between(random, 300, 2_500);
        line(s, leakIp, `GET ${path} HTTP/1.1`, 404, 196, '-', leakUa);
      }
      needle = `${leakIp} - - [${stamp(leak)}] "GET /.env.production HTTP/1.1" 200 1184 "-" "${leakUa}"`;
      out.push(needle);
      s = leak;
      for (const path of ['/.env.staging', '/.env.save', '/.env.swp', '/app/.env', '/.git/config']) {
        s += between(random, 300, 2_500);
        line(s, leakIp, `GET ${path} HTTP/1.1`, 404, 196, '-', leakUa);
      }
      t = s;
      continue;
    }
    const k = pick(random, 100);
    if (k < 55) {
      // A visitor: a page, then its assets (cached or not).
      const addr = ip();
      const ua = oneOf(random, BROWSERS);
      const page = oneOf(random, [
        '/',
        `/produkt/${oneOf(random, products)}`,
        `/produkt/${oneOf(random, products)}`,
        `/kategori/${oneOf(random, categories)}`,
        `/kategori/${oneOf(random, categories)}?side=${between(random, 2, 6)}`,
        `/sok?q=${oneOf(random, ['ull', 'lue', 'dunjakke', 'sovepose', 'regnjakke+barn', 'vott'])}`,
        '/handlekurv',
        '/kasse',
        '/min-side/ordre',
      ]);
      const ref = oneOf(random, [
        'https://www.google.com/',
        'https://www.fjellkit.no/',
        `https://www.fjellkit.no/kategori/${oneOf(random, categories)}`,
        '-',
        'https://l.facebook.com/',
      ]);
      line(t, addr, `GET ${page} HTTP/2.0`, 200, between(random, 18_000, 96_000), ref, ua);
      const cached = random() < 0.6;
      for (const [asset, size] of assets) {
        if (random() < 0.3) continue;
        line(
          t + between(random, 50, 900),
          addr,
          `GET ${asset} HTTP/2.0`,
          cached ? 304 : 200,
          cached ? '-' : size,
          `https://www.fjellkit.no${page}`,
          ua,
        );
      }
      if (random() < 0.5)
        line(
          t + between(random, 200, 2_000),
          addr,
          'GET /api/cart HTTP/2.0',
          200,
          between(random, 120, 2_400),
          `https://www.fjellkit.no${page}`,
          ua,
        );
      if (page === '/kasse' && random() < 0.5)
        line(
          t + between(random, 20_000, 90_000),
          addr,
          'POST /api/checkout/order HTTP/2.0',
          oneOf(random, [201, 201, 201, 422]),
          between(random, 300, 900),
          'https://www.fjellkit.no/kasse',
          ua,
        );
    } else if (k < 70) {
      const c = pick(random, CRAWLERS.length);
      const ua = CRAWLERS[c]!;
      const net = ['66.249.66', '40.77.167', '5.39.1', '185.191.171', '213.180.203', '173.252.83'][c]!;
      const page = oneOf(random, [
        `/produkt/${oneOf(random, products)}`,
        `/kategori/${oneOf(random, categories)}`,
        '/sitemap.xml',
        '/robots.txt',
        '/produkt/gammel-vare-utgatt',
      ]);
      const status = page.includes('utgatt') ? 301 : 200;
      const bytes = status === 301 ? 0 : page === '/robots.txt' ? 412 : page === '/sitemap.xml' ? 48_933 : between(random, 18_000, 96_000);
      line(t, `${net}.${between(random, 1, 254)}`, `GET ${page} HTTP/1.1`, status, bytes, '-', ua);
    } else if (k < 80) {
      line(t, '18.197.44.12', 'GET /healthz HTTP/1.1', 200, 2, '-', 'UptimeRobot/2.0 (http://www.uptimerobot.com/)');
    } else if (k < 86) {
      const addr = ip();
      line(t, addr, 'GET /admin/ HTTP/1.1', 401, 381, '-', oneOf(random, BROWSERS));
      if (random() < 0.5)
        line(
          t + between(random, 3_000, 9_000),
          addr,
          'GET /admin/ HTTP/1.1',
          200,
          between(random, 8_000, 12_000),
          '-',
          oneOf(random, BROWSERS),
        );
    } else {
      // A scanner's burst: probes, mostly 404s; the usual public files answer 200.
      const addr = `${oneOf(random, ['45.148.10', '185.224.128', '193.41.206', '162.142.125', '167.94.138', '20.171.206', '104.248.143'])}.${between(random, 1, 254)}`;
      const ua = oneOf(random, SCANNERS);
      for (let n = between(random, 2, 12); n > 0; n--) {
        const path = oneOf(random, PROBE_PATHS);
        const status =
          path === '/robots.txt' || path === '/.well-known/security.txt'
            ? 200
            : path === '/server-status'
              ? 403
              : path === '/admin/' || path === '/administrator/'
                ? path === '/admin/'
                  ? 401
                  : 404
                : 404;
        const bytes = status === 200 ? (path === '/robots.txt' ? 412 : 318) : status === 403 ? 278 : status === 401 ? 381 : 196;
        const method = path === '/xmlrpc.php' || path.includes('eval-stdin') ? 'POST' : 'GET';
        line(t, addr, `${method} ${path} HTTP/1.1`, status, bytes, '-', ua);
        t += between(random, 200, 3_000);
      }
    }
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    'Bots poke at the shop all night looking for leftover secrets and admin pages. Did any of them actually manage to pull something from us that should never be public? Which address, and what did it get?';
  return probe('round 16: apache access log, paraphrase', ask, 'run_shell', output, 'leak', needle);
}

/** `npx playwright test --reporter=line` on a shop's e2e suite in CI: the one test whose page never came up, after a preamble, in other words. */
function playwrightList(): EconomicsTask {
  const random = seededRandom(16_081);
  const specs: [string, string, string[]][] = [
    [
      'account/login.spec.ts',
      'Login',
      [
        'logs in with email and password',
        'shows an error for a wrong password',
        'logs in with Vipps',
        'remembers the session after reload',
        'logs out from the menu',
      ],
    ],
    [
      'account/orders.spec.ts',
      'Order history',
      ['lists the last orders', 'shows the invoice download link', 'filters orders by year', 'opens an order and shows its lines'],
    ],
    [
      'account/addresses.spec.ts',
      'Addresses',
      ['adds a delivery address', 'edits the default address', 'deletes an address', 'refuses a postcode with letters'],
    ],
    [
      'cart/cart.spec.ts',
      'Cart',
      [
        'adds an item from the product page',
        'changes the quantity',
        'removes the last item and shows the empty state',
        'keeps the cart after login',
        'shows free shipping above kr 999',
      ],
    ],
    [
      'cart/vouchers.spec.ts',
      'Vouchers',
      ['applies a percentage voucher', 'rejects an expired voucher', 'applies a gift card', 'combines a voucher and a gift card'],
    ],
    [
      'checkout/address.spec.ts',
      'Checkout address',
      [
        'fills in a new address',
        'validates Norwegian postcodes',
        'prefills the address for a logged-in customer',
        'switches to pickup point',
      ],
    ],
    [
      'checkout/payment.spec.ts',
      'Checkout payment',
      ['pays with a test card', 'pays with Klarna', 'pays with Vipps', 'shows the 3-D Secure challenge', 'handles a declined card'],
    ],
    [
      'checkout/shipping.spec.ts',
      'Checkout shipping',
      ['lists home delivery and pickup points', 'shows the delivery estimate', 'picks a Posten locker'],
    ],
    [
      'checkout/confirmation.spec.ts',
      'Order confirmation',
      ['shows the order number', 'sends the confirmation email', 'offers account creation to guests'],
    ],
    [
      'catalog/product.spec.ts',
      'Product page',
      ['shows price and stock', 'switches colour', 'switches size', 'opens the size guide', 'shows reviews', 'zooms the gallery'],
    ],
    [
      'catalog/category.spec.ts',
      'Category page',
      ['lists products', 'filters by size', 'filters by colour', 'sorts by price', 'loads the next page'],
    ],
    [
      'search/search.spec.ts',
      'Search',
      ['finds products by name', 'shows no results for nonsense', 'keeps the query in the URL', 'corrects a typo'],
    ],
    [
      'search/autocomplete.spec.ts',
      'Autocomplete',
      ['suggests products while typing', 'suggests categories', 'navigates suggestions with the keyboard'],
    ],
    [
      'stores/store-locator.spec.ts',
      'Store locator',
      ['lists stores near Oslo', 'opens the Oslo store page', 'shows opening hours', 'filters stores with click and collect'],
    ],
    ['returns/returns.spec.ts', 'Returns', ['starts a return from an order', 'prints the return label', 'refuses a return after 30 days']],
    ['newsletter/newsletter.spec.ts', 'Newsletter', ['signs up from the footer', 'unsubscribes from the email link']],
    [
      'i18n/locales.spec.ts',
      'Locales',
      ['switches to Swedish', 'switches to Danish', 'formats prices per locale', 'keeps the cart when switching'],
    ],
    [
      'a11y/a11y.spec.ts',
      'Accessibility',
      ['has no violations on the front page', 'has no violations on a product page', 'has no violations in checkout'],
    ],
  ];
  const projects = ['chromium', 'firefox', 'webkit', 'mobile-chrome', 'mobile-safari'];
  type Test = { project: string; file: string; line: number; col: number; title: string };
  const tests: Test[] = [];
  for (const project of projects)
    for (const [file, suite, titles] of specs) {
      let line = 8;
      for (const title of titles) {
        tests.push({ project, file, line, col: 7, title: `${suite} › ${title}` });
        line += between(random, 6, 30);
      }
      // Parametrised variants: the same tests per market.
      for (const market of ['se', 'dk', 'fi', 'de'])
        for (const title of titles) {
          line += between(random, 6, 20);
          tests.push({ project, file, line, col: 9, title: `${suite} › ${market} › ${title}` });
        }
    }
  // Four workers: tests finish interleaved.
  shuffle(random, tests);
  const id = (x: Test) => `[${x.project}] › ${x.file}:${x.line}:${x.col} › ${x.title}`;
  const find = (project: string, file: string, title: string) =>
    tests.find((x) => x.project === project && x.file === file && x.title.split(' › ').length === 2 && x.title.endsWith(title))!;
  const failures = [
    {
      test: find('firefox', 'account/orders.spec.ts', 'shows the invoice download link'),
      duration: '6.4s',
      body: (x: Test) => [
        '    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()',
        '',
        "    Locator: getByRole('link', { name: 'Last ned faktura' })",
        '    Expected: visible',
        '    Received: <element(s) not found>',
        '    Call log:',
        '      - expect.toBeVisible with timeout 5000ms',
        "      - waiting for getByRole('link', { name: 'Last ned faktura' })",
        '',
        ...source(x, "    await expect(page.getByRole('link', { name: 'Last ned faktura' })).toBeVisible();", 72),
      ],
    },
    {
      test: find('webkit', 'checkout/address.spec.ts', 'validates Norwegian postcodes'),
      duration: '3.1s',
      body: (x: Test) => [
        '    Error: expect(locator).toHaveText(expected)',
        '',
        "    Locator: getByTestId('postcode-error')",
        '    Expected string: "Postnummeret må ha fire siffer"',
        '    Received string: "Ugyldig postnummer"',
        '    Call log:',
        '      - expect.toHaveText with timeout 5000ms',
        "      - waiting for getByTestId('postcode-error')",
        '      9 × locator resolved to <p role="alert" data-testid="postcode-error">Ugyldig postnummer</p>',
        '        - unexpected value "Ugyldig postnummer"',
        '',
        ...source(x, "    await expect(page.getByTestId('postcode-error')).toHaveText('Postnummeret må ha fire siffer');", 54),
      ],
    },
    {
      test: find('chromium', 'stores/store-locator.spec.ts', 'opens the Oslo store page'),
      duration: '30.2s',
      body: (x: Test) => [
        '    Error: page.goto: Timeout 30000ms exceeded.',
        '    Call log:',
        '      - navigating to "http://localhost:4173/butikker/oslo-sentrum", waiting until "load"',
        '',
        ...source(x, "    await page.goto('/butikker/oslo-sentrum');", 16),
      ],
    },
    {
      test: find('mobile-safari', 'search/autocomplete.spec.ts', 'navigates suggestions with the keyboard'),
      duration: '30.0s',
      body: (x: Test) => [
        '    Test timeout of 30000ms exceeded.',
        '',
        '    Error: locator.press: Test timeout of 30000ms exceeded.',
        '    Call log:',
        "      - waiting for getByRole('combobox', { name: 'Søk' })",
        '        - locator resolved to <input type="search" role="combobox" aria-expanded="false"/>',
        '      - elementHandle.press("ArrowDown")',
        '',
        ...source(x, "    await page.getByRole('combobox', { name: 'Søk' }).press('ArrowDown');", 57),
      ],
    },
  ];
  function source(x: Test, code: string, caret: number): string[] {
    const n = x.line + 3;
    return [
      `      ${n - 2} |     await page.goto(${x.file.startsWith('stores') ? "'/butikker'" : "'/'"});`,
      `      ${n - 1} |`,
      `    > ${n} |${code.slice(1)}`,
      `         |${' '.repeat(caret)}^`,
      `      ${n + 1} |   });`,
      '',
      `        at /home/runner/work/storefront/storefront/e2e/${x.file}:${n}:${caret + 5}`,
    ];
  }
  // Spread the failures through the run (the target near the middle): the line reporter prints each one as it happens.
  failures.forEach((f, i) => {
    const from = tests.indexOf(f.test);
    const to = Math.floor(tests.length * [0.22, 0.37, 0.56, 0.81][i]!);
    [tests[from], tests[to]] = [tests[to]!, tests[from]!];
  });
  const failed = new Set(failures.map((f) => f.test));
  const skipped = tests.filter(
    (x) => (x.title.startsWith('Newsletter') && x.project === 'mobile-safari') || (x.file.startsWith('a11y') && x.project !== 'chromium'),
  );
  const out: string[] = [
    '',
    '> storefront@0.0.0 test:e2e',
    '> playwright test --reporter=line',
    '',
    '[WebServer] ',
    '[WebServer] > storefront@0.0.0 preview',
    '[WebServer] > vite preview --port 4173 --strictPort',
    '[WebServer] ',
    '[WebServer]   ➜  Local:   http://localhost:4173/',
    '[WebServer]   ➜  Network: use --host to expose',
    '',
    `Running ${tests.length} tests using 4 workers`,
  ];
  const pending: { at: number; f: (typeof failures)[number] }[] = [];
  let count = 0;
  const block = (f: (typeof failures)[number]) => {
    const slug = `${f.test.file.replace(/\.spec\.ts$/, '').replace(/\//g, '-')}-${f.test.title.replace(/[^A-Za-z0-9]+/g, '-')}-${f.test.project}`;
    return [
      `  ${++count}) ${id(f.test)} ${'─'.repeat(Math.max(4, 120 - id(f.test).length))}`,
      '',
      ...f.body(f.test),
      '',
      `    attachment #1: screenshot (image/png) ${'─'.repeat(70)}`,
      `    test-results/${slug}/test-failed-1.png`,
      `    ${'─'.repeat(108)}`,
      '',
      `    attachment #2: trace (application/zip) ${'─'.repeat(69)}`,
      `    test-results/${slug}/trace.zip`,
      '    Usage:',
      '',
      `        npx playwright show-trace test-results/${slug}/trace.zip`,
      '',
      `    ${'─'.repeat(108)}`,
      '',
      '',
    ];
  };
  tests.forEach((x, i) => {
    out.push(`[${i + 1}/${tests.length}] ${id(x)}`);
    const f = failures.find((y) => y.test === x);
    // A test's failure shows once it ends, a few starts later (four workers).
    if (f) pending.push({ at: i + between(random, 2, 7), f });
    for (const p of pending.filter((q) => q.at === i)) out.push(...block(p.f));
    if (random() < 0.01)
      out.push(
        `[WebServer] [vite] http proxy error: /api/recommendations?sku=${between(random, 100_000, 999_999)}`,
        '[WebServer] Error: connect ECONNREFUSED 127.0.0.1:8787',
      );
  });
  out.push('');
  out.push(`  ${failures.length} failed`);
  for (const f of [...failures].sort((a, b) => tests.indexOf(a.test) - tests.indexOf(b.test)))
    out.push(`    ${id(f.test)} ${'─'.repeat(Math.max(4, 110 - id(f.test).length))}`);
  out.push(`  ${skipped.length} skipped`, `  ${tests.length - failed.size - skipped.length} passed (21.7m)`, '');
  const output = `${out.join('\n')}\n`;
  const ask =
    'The webkit failure on the Norwegian postcode check is a known one: Ingrid is fixing the error text this week, so leave that alone. Apart from the tests that failed on a check, one test failed today because the page it was opening never finished coming up at all. Which test was that?';
  return probe(
    'round 16: playwright line reporter, preamble and paraphrase',
    ask,
    'run_shell',
    output,
    'test',
    'Error: page.goto: Timeout 30000ms exceeded.',
  );
}

/** `xcodebuild archive` of an iOS shop app with its CocoaPods in CI: what the archive actually failed on, after a preamble. */
function xcodebuildArchive(): EconomicsTask {
  const random = seededRandom(16_091);
  const root = '/Users/runner/work/shop-ios/shop-ios';
  const xcode = '/Applications/Xcode_16.0.app/Contents/Developer';
  const toolchain = `${xcode}/Toolchains/XcodeDefault.xctoolchain/usr/bin`;
  const sdk = `${xcode}/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS18.0.sdk`;
  const derived = `/Users/runner/Library/Developer/Xcode/DerivedData/Shop-${chars(random, 'abcdefghijklmnopqrstuvwxyz', 28)}`;
  const inter = `${derived}/Build/Intermediates.noindex/ArchiveIntermediates/Shop/IntermediateBuildFilesPath`;
  const products = `${derived}/Build/Intermediates.noindex/ArchiveIntermediates/Shop/BuildProductsPath/Release-iphoneos`;
  const install = `${derived}/Build/Intermediates.noindex/ArchiveIntermediates/Shop/InstallationBuildProductsLocation/Applications/Shop.app`;
  const identity = 'Apple Distribution: Fjellkit AS (7QX2M4K9LB)';
  const identityHash = hex(random, 40).toUpperCase();
  /** File-name stems of each target, so that its files read like its own. */
  const stems: Record<string, string[]> = {
    Alamofire: ['', 'Data', 'Upload', 'Download', 'Retry', 'Server', 'Multipart', 'URL', 'HTTP', 'Auth', 'Redirect', 'Cached'],
    Kingfisher: ['Image', 'Kingfisher', 'Cache', 'Disk', 'Memory', 'Retrieve', 'Placeholder', 'Indicator', 'Source'],
    SnapKit: ['Constraint', 'Layout', 'ConstraintMaker', 'ConstraintView', 'ConstraintAttributes', 'ConstraintPriority'],
    'lottie-ios': ['Lottie', 'Animation', 'Layer', 'Keyframe', 'Shape', 'Gradient', 'Text', 'Precomp', 'Stroke', 'Trim'],
    KeychainAccess: ['Keychain'],
    FirebaseCore: ['FIR'],
    FirebaseMessaging: ['FIRMessaging'],
    FirebaseCrashlytics: ['FIRCLS'],
    GoogleUtilities: ['GUL'],
    nanopb: ['pb_'],
    PromisesObjC: ['FBLPromise+'],
    ShopKit: ['Cart', 'Product', 'Checkout', 'Account', 'Order', 'Price', 'API', 'Session', 'Money'],
    NotificationService: ['Notification', 'Push', 'Attachment'],
    ShopWidgets: ['Widget', 'OrderStatus', 'Timeline', 'Deals'],
    Shop: ['Cart', 'Product', 'Checkout', 'Account', 'Order', 'Search', 'Store', 'Home', 'Theme', 'Onboarding', 'Wishlist', 'Returns'],
  };
  const swiftWords = [
    '',
    'View',
    'ViewModel',
    'Controller',
    'Coordinator',
    'Cell',
    'Store',
    'Client',
    'Request',
    'Response',
    'Manager',
    'Provider',
    'Router',
    'Cache',
    'Processor',
    'Model',
    'Extensions',
    'Configuration',
    'Builder',
    'Error',
  ];
  const objcWords = [
    'App',
    'Options',
    'Logger',
    'Component',
    'Container',
    'Configuration',
    'Bundle',
    'Heartbeat',
    'Token',
    'Report',
    'Settings',
    'File',
    'Network',
    'Swizzler',
    'Reachability',
    'UserDefaults',
    'Then',
    'Catch',
    'Retry',
    'Timeout',
    'Async',
    'All',
    'Any',
    'Delay',
    'Recover',
    'Validate',
    'Wrap',
    'Always',
    'Race',
    'Reduce',
    'Encode',
    'Decode',
    'Common',
    'Keychain',
    'Installation',
    'Context',
    'Record',
    'Sample',
    'Exception',
    'Handler',
  ];
  type Target = { name: string; project: 'Pods' | 'Shop'; dir: string; swift: number; objc: number; deployment: string };
  const pods: Target[] = [
    { name: 'Alamofire', project: 'Pods', dir: 'Pods/Alamofire/Source', swift: 30, objc: 0, deployment: '13.0' },
    { name: 'Kingfisher', project: 'Pods', dir: 'Pods/Kingfisher/Sources', swift: 40, objc: 0, deployment: '13.0' },
    { name: 'SnapKit', project: 'Pods', dir: 'Pods/SnapKit/Sources', swift: 26, objc: 0, deployment: '12.0' },
    { name: 'lottie-ios', project: 'Pods', dir: 'Pods/lottie-ios/Sources', swift: 40, objc: 0, deployment: '13.0' },
    { name: 'KeychainAccess', project: 'Pods', dir: 'Pods/KeychainAccess/Lib/KeychainAccess', swift: 1, objc: 0, deployment: '12.0' },
    { name: 'FirebaseCore', project: 'Pods', dir: 'Pods/FirebaseCore/FirebaseCore/Sources', swift: 0, objc: 14, deployment: '12.0' },
    {
      name: 'FirebaseMessaging',
      project: 'Pods',
      dir: 'Pods/FirebaseMessaging/FirebaseMessaging/Sources',
      swift: 0,
      objc: 20,
      deployment: '12.0',
    },
    {
      name: 'FirebaseCrashlytics',
      project: 'Pods',
      dir: 'Pods/FirebaseCrashlytics/Crashlytics/Crashlytics',
      swift: 0,
      objc: 30,
      deployment: '12.0',
    },
    { name: 'GoogleUtilities', project: 'Pods', dir: 'Pods/GoogleUtilities/GoogleUtilities', swift: 0, objc: 18, deployment: '10.0' },
    { name: 'nanopb', project: 'Pods', dir: 'Pods/nanopb', swift: 0, objc: 4, deployment: '9.0' },
    { name: 'PromisesObjC', project: 'Pods', dir: 'Pods/PromisesObjC/Sources/FBLPromises', swift: 0, objc: 14, deployment: '9.0' },
  ];
  const app: Target[] = [
    { name: 'ShopKit', project: 'Shop', dir: 'ShopKit', swift: 40, objc: 0, deployment: '15.0' },
    { name: 'NotificationService', project: 'Shop', dir: 'NotificationService', swift: 3, objc: 0, deployment: '15.0' },
    { name: 'ShopWidgets', project: 'Shop', dir: 'ShopWidgets', swift: 14, objc: 0, deployment: '15.0' },
    { name: 'Shop', project: 'Shop', dir: 'Shop', swift: 80, objc: 0, deployment: '15.0' },
  ];
  const out: string[] = [
    'Command line invocation:',
    `    ${xcode}/usr/bin/xcodebuild -workspace Shop.xcworkspace -scheme Shop -configuration Release -destination generic/platform=iOS -archivePath ${root}/build/Shop.xcarchive archive CODE_SIGN_STYLE=Manual`,
    '',
    'Build settings from command line:',
    '    CODE_SIGN_STYLE = Manual',
    '',
    '--- xcodebuild: WARNING: Using the first of multiple matching destinations:',
    '{ platform:iOS, id:dvtdevice-DVTiPhonePlaceholder-iphoneos:placeholder, name:Any iOS Device }',
    'Prepare packages',
    '',
    'ComputeTargetDependencyGraph',
    'note: Building targets in dependency order',
    'note: Target dependency graph (15 targets)',
  ];
  for (const x of [...pods, ...app])
    out.push(
      `    Target '${x.name}' in project '${x.project}'${
        x.name === 'Shop'
          ? ` (${app
              .slice(0, 3)
              .map((y) => `➜ Explicit dependency on target '${y.name}' in project 'Shop'`)
              .join(', ')})`
          : ''
      }`,
    );
  out.push('', 'GatherProvisioningInputs', '', 'CreateBuildDescription', '');
  for (const x of pods)
    if (Number(x.deployment) < 12)
      out.push(
        `${root}/Pods/Pods.xcodeproj: warning: The iOS deployment target 'IPHONEOS_DEPLOYMENT_TARGET' is set to ${x.deployment}, but the range of supported deployment target versions is 12.0 to 18.0.99. (in target '${x.name}' from project 'Pods')`,
      );
  out.push('');
  const files = (x: Target, ext: string, n: number) => {
    const names = new Set<string>();
    const words = ext === 'swift' ? swiftWords : objcWords;
    while (names.size < n) names.add(`${oneOf(random, stems[x.name]!)}${oneOf(random, words)}` || x.name);
    return [...names].map((name) => `${root}/${x.dir}/${name}.${ext}`);
  };
  const steps: string[][] = [];
  const compileSwift = (x: Target, all: string[], file: string) => {
    const base = file.slice(file.lastIndexOf('/') + 1, -6);
    const objDir = `${inter}/${x.project}.build/Release-iphoneos/${x.name}.build/Objects-normal/arm64`;
    const others = shuffle(
      random,
      all.filter((f) => f !== file),
    ).slice(0, 3);
    return [
      `SwiftCompile normal arm64 Compiling\\ ${base}.swift ${file} (in target '${x.name}' from project '${x.project}')`,
      `    cd ${root}/${x.project === 'Pods' ? 'Pods' : ''}`.replace(/\/$/, ''),
      `    builtin-swiftTaskExecution -- ${toolchain}/swift-frontend -frontend -c ${others.join(' ')} -primary-file ${file} -emit-dependencies-path ${objDir}/${base}.d -emit-const-values-path ${objDir}/${base}.swiftconstvalues -emit-reference-dependencies-path ${objDir}/${base}.swiftdeps -serialize-diagnostics-path ${objDir}/${base}.dia -target arm64-apple-ios${x.deployment} -Xllvm -aarch64-use-tbi -enable-objc-interop -stack-check -sdk ${sdk} -I ${products}/${x.name} -F ${products}/${x.name} -no-color-diagnostics -g -debug-info-format\\=dwarf -dwarf-version\\=4 -module-cache-path ${derived}/ModuleCache.noindex -swift-version 5 -enforce-exclusivity\\=checked -O -D COCOAPODS -D RELEASE -serialize-debugging-options -const-gather-protocols-file ${objDir}/${x.name}_const_extract_protocols.json -enable-experimental-feature DebugDescriptionMacro -empty-abi-descriptor -validate-clang-modules-once -clang-build-session-file ${derived}/ModuleCache.noindex/Session.modulevalidation -Xcc -working-directory -Xcc ${root} -resource-dir ${toolchain.replace('/bin', '/lib')}/swift -enable-anonymous-context-mangled-names -file-compilation-dir ${root} -Xcc -ivfsstatcache -Xcc ${derived}/SDKStatCaches.noindex/iphoneos18.0-22A3362-${hex(random, 32)}.sdkstatcache -Xcc -I${inter}/${x.project}.build/Release-iphoneos/${x.name}.build/swift-overrides.hmap -Xcc -DCOCOAPODS\\=1 -module-name ${x.name.replace(/-/g, '_')} -frontend-parseable-output -disable-clang-spi -target-sdk-version 18.0 -target-sdk-name iphoneos18.0 -o ${objDir}/${base}.o -index-unit-output-path /${x.name}.build/Objects-normal/arm64/${base}.o -index-store-path ${derived}/Index.noindex/DataStore -index-system-modules`,
      '',
    ];
  };
  const compileC = (x: Target, file: string) => {
    const base = file.slice(file.lastIndexOf('/') + 1, -2);
    const obj = `${inter}/Pods.build/Release-iphoneos/${x.name}.build/Objects-normal/arm64/${base}.o`;
    return [
      `CompileC ${obj} ${file} normal arm64 objective-c com.apple.compilers.llvm.clang.1_0.compiler (in target '${x.name}' from project 'Pods')`,
      `    cd ${root}/Pods`,
      `    ${toolchain}/clang -x objective-c -ivfsstatcache ${derived}/SDKStatCaches.noindex/iphoneos18.0-22A3362-${hex(random, 32)}.sdkstatcache -fmessage-length\\=0 -fdiagnostics-show-note-include-stack -fmacro-backtrace-limit\\=0 -fno-color-diagnostics -fmodules-prune-interval\\=86400 -fmodules-prune-after\\=345600 -fbuild-session-file\\=${derived}/ModuleCache.noindex/Session.modulevalidation -fmodules-validate-once-per-build-session -Wnon-modular-include-in-framework-module -Werror\\=non-modular-include-in-framework-module -Wno-trigraphs -Wno-missing-field-initializers -Wno-missing-prototypes -Werror\\=return-type -Wdocumentation -Wunreachable-code -Wno-implicit-atomic-properties -Werror\\=deprecated-objc-isa-usage -Wno-objc-interface-ivars -Werror\\=objc-root-class -Wno-arc-repeated-use-of-weak -Wimplicit-retain-self -Wduplicate-method-match -Wno-missing-braces -Wparentheses -Wswitch -Wunused-function -Wno-unused-label -Wno-unused-parameter -Wunused-variable -Wunused-value -Wempty-body -Wuninitialized -Wconditional-uninitialized -Wno-unknown-pragmas -Wno-shadow -Wno-four-char-constants -Wno-conversion -Wconstant-conversion -Wint-conversion -Wbool-conversion -Wenum-conversion -Wno-float-conversion -Wnon-literal-null-conversion -Wobjc-literal-conversion -Wshorten-64-to-32 -Wpointer-sign -Wno-newline-eof -Wno-selector -Wno-strict-selector-match -Wundeclared-selector -Wdeprecated-implementations -Wno-implicit-fallthrough -DPOD_CONFIGURATION_RELEASE\\=1 -DCOCOAPODS\\=1 -DNS_BLOCK_ASSERTIONS\\=1 -isysroot ${sdk} -fstrict-aliasing -Wprotocol -Wdeprecated-declarations -Wno-sign-conversion -Winfinite-recursion -Wcomma -Wblock-capture-autoreleasing -Wstrict-prototypes -Wno-semicolon-before-method-body -Wunguarded-availability -index-store-path ${derived}/Index.noindex/DataStore -I${products}/${x.name}/include -I${root}/Pods/Headers/Private -I${root}/Pods/Headers/Public -MMD -MT dependencies -MF ${obj.slice(0, -2)}.d --serialize-diagnostics ${obj.slice(0, -2)}.dia -c ${file} -o ${obj}`,
      '',
    ];
  };
  const codeSign = (path: string, x: Target, profile: string | null) => [
    `CodeSign ${path} (in target '${x.name}' from project '${x.project}')`,
    `    cd ${root}${x.project === 'Pods' ? '/Pods' : ''}`,
    '    ',
    `    Signing Identity:     "${identity}"`,
    ...(profile ? [`    Provisioning Profile: "${profile}"`, `                          (${uuid(random)})`] : []),
    '    ',
    `    /usr/bin/codesign --force --sign ${identityHash}${profile ? ` --entitlements ${inter}/Shop.build/Release-iphoneos/${x.name}.build/${x.name}.${path.endsWith('.appex') ? 'appex' : 'app'}.xcent --generate-entitlement-der` : ' --timestamp\\=none --generate-entitlement-der'} ${path}`,
    '',
  ];
  const link = (x: Target, product: string) => [
    `Ld ${product} normal (in target '${x.name}' from project '${x.project}')`,
    `    cd ${root}${x.project === 'Pods' ? '/Pods' : ''}`,
    `    ${toolchain}/clang -Xlinker -reproducible -target arm64-apple-ios${x.deployment} -dynamiclib -isysroot ${sdk} -Os -L${products} -F${products} -filelist ${inter}/${x.project}.build/Release-iphoneos/${x.name}.build/Objects-normal/arm64/${x.name}.LinkFileList -install_name @rpath/${x.name}.framework/${x.name} -Xlinker -rpath -Xlinker @executable_path/Frameworks -dead_strip -Xlinker -object_path_lto -Xlinker ${inter}/${x.name}_lto.o -fobjc-arc -fobjc-link-runtime -L${toolchain.replace('/bin', '/lib')}/swift/iphoneos -L/usr/lib/swift -framework Foundation -framework UIKit -Xlinker -no_adhoc_codesign -compatibility_version 1 -current_version 1 -o ${product}`,
    '',
  ];
  const warnings: string[][] = [];
  for (const x of [...pods, ...app]) {
    const swift = files(x, 'swift', x.swift);
    const objc = files(x, 'm', x.objc);
    for (const f of swift) {
      const step = compileSwift(x, swift, f);
      if (x.project === 'Shop' && random() < 0.12) {
        const col = between(random, 9, 40);
        const w = oneOf(random, [
          [
            "'keyWindow' was deprecated in iOS 13.0: Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes",
            'let window = UIApplication.shared.keyWindow',
          ],
          ["'openURL' was deprecated in iOS 10.0", 'UIApplication.shared.openURL(url)'],
          [
            "initialization of immutable value 'cell' was never used; consider replacing with assignment to '_' or removing it",
            'let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)',
          ],
          [
            "'statusBarFrame' was deprecated in iOS 13.0: Use the statusBarManager property of the window scene instead.",
            'let height = UIApplication.shared.statusBarFrame.height',
          ],
        ] as const);
        step.splice(
          step.length - 1,
          0,
          `${f}:${between(random, 12, 400)}:${col}: warning: ${w[0]}`,
          `        ${w[1]}`,
          `        ${' '.repeat(col - 9)}^`,
        );
      }
      steps.push(step);
    }
    for (const f of objc) steps.push(compileC(x, f));
    if (x.name === 'Shop' || x.name === 'ShopKit')
      warnings.push([
        `warning: Run script build phase '${x.name === 'Shop' ? '[CP] Embed Pods Frameworks' : 'SwiftLint'}' will be run during every build because it does not specify any outputs. To address this issue, either add output dependencies to the script phase, or configure it to run in every build by unchecking "Based on dependency analysis" in the script phase. (in target '${x.name}' from project 'Shop')`,
        '',
      ]);
  }
  // Four parallel jobs: steps of different targets interleave, but each target's link and sign come after its compiles.
  const out2: string[] = [];
  const queue = [...steps];
  shuffle(random, queue);
  const half = Math.floor(queue.length * 0.55);
  const early = queue.slice(0, half);
  const late = queue.slice(half);
  for (const s of early) out2.push(...s);
  for (const x of pods) {
    out2.push(...link(x, `${products}/${x.name}/${x.name}.framework/${x.name}`));
    out2.push(...codeSign(`${install}/Frameworks/${x.name}.framework`, x, null));
  }
  const service = app[1]!;
  out2.push(
    ...link(service, `${inter}/Shop.build/Release-iphoneos/NotificationService.build/Objects-normal/arm64/Binary/NotificationService`),
  );
  const appex = `${install}/PlugIns/NotificationService.appex`;
  out2.push(
    ...codeSign(appex, service, 'match AppStore no.fjellkit.shop.NotificationService').slice(0, -1),
    `Warning: unable to build chain to self-signed root for signer "${identity}"`,
    `${appex}: errSecInternalComponent`,
    'Command CodeSign failed with a nonzero exit code',
    '',
  );
  for (const s of late) out2.push(...s);
  for (const w of warnings) out2.push(...w);
  out2.push(
    ...link(app[0]!, `${products}/ShopKit.framework/ShopKit`),
    ...codeSign(`${install}/Frameworks/ShopKit.framework`, app[0]!, null),
  );
  out2.push(
    '** ARCHIVE FAILED **',
    '',
    '',
    'The following build commands failed:',
    `\tCodeSign ${appex} (in target 'NotificationService' from project 'Shop')`,
    '\tArchiving workspace Shop with scheme Shop',
    '(2 failures)',
  );
  const output = `${[...out, ...out2].join('\n')}\n`;
  const ask =
    "We moved the iOS release job to the new macOS 15 runners with Xcode 16 this week. The 'keyWindow' deprecation warnings are old news, ignore those. The archive still doesn't go through though. What is it actually tripping over?";
  return probe(
    'round 16: xcodebuild archive log, preamble',
    ask,
    'run_shell',
    output,
    'cause',
    `NotificationService.appex: errSecInternalComponent`,
  );
}

// d. One value unlike its peers, with no error word near it.

/** `iostat -xt 10 120` on a Postgres host with an eight-disk RAID 10: the one sample where one member disk crawled. */
function iostatExtended(): EconomicsTask {
  const random = seededRandom(16_101);
  const members = Array.from({ length: 8 }, (_, i) => `nvme${i + 1}n1`);
  const header =
    'Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util';
  const f2 = (x: number, w: number) => x.toFixed(2).padStart(w);
  const row = (dev: string, v: number[]) => {
    const widths = [9, 9, 8, 6, 7, 8, 7, 9, 8, 6, 7, 8, 7, 9, 8, 6, 7, 8, 7, 7, 7, 6];
    return `${dev.padEnd(9)}${v.map((x, i) => f2(x, widths[i]!)).join(' ')}`;
  };
  const out: string[] = ['Linux 6.8.0-1016-aws (db-prod-03) \t10/14/2026 \t_x86_64_\t(32 CPU)', ''];
  const start = Date.UTC(2026, 9, 14, 13, 40, 0);
  const samples = 120;
  const slowAt = 71;
  const slowDisk = 'nvme6n1';
  let needle = '';
  for (let s = 0; s < samples; s++) {
    const t = new Date(start + s * 10_000);
    const h = t.getUTCHours();
    out.push(`10/14/2026 ${pad2(h > 12 ? h - 12 : h)}:${pad2(t.getUTCMinutes())}:${pad2(t.getUTCSeconds())} ${h >= 12 ? 'PM' : 'AM'}`);
    const load = s === 0 ? 0.4 : 0.7 + random() * 0.8;
    const user = s === 0 ? 9.81 : 14 + random() * 22;
    const iowait = s === 0 ? 0.62 : 0.4 + random() * 1.6 + (s === slowAt ? 4.1 : 0);
    const sys = 3 + random() * 4;
    out.push('avg-cpu:  %user   %nice %system %iowait  %steal   %idle');
    out.push(
      `${f2(user, 15)} ${f2(0, 7)} ${f2(sys, 7)} ${f2(iowait, 7)} ${f2(0.02 + random() * 0.1, 7)} ${f2(100 - user - sys - iowait, 7)}`,
    );
    out.push('', header);
    const memberRows: number[][] = [];
    for (const dev of members) {
      const r = (s === 0 ? 150 + random() * 60 : 300 + random() * 900) * load;
      const w = (s === 0 ? 200 + random() * 80 : 400 + random() * 1_300) * load;
      const rAwait = 0.09 + random() * 0.12;
      const wAwait = 0.03 + random() * 0.06;
      const slow = s === slowAt && dev === slowDisk;
      const values = [
        r,
        r * (8 + random() * 14),
        random() * 3,
        random() * 0.9,
        rAwait,
        8 + random() * 14,
        w,
        w * (9 + random() * 12),
        random() * 40,
        random() * 6,
        slow ? 187.42 : wAwait,
        9 + random() * 12,
        0,
        0,
        0,
        0,
        0,
        0,
        random() * 4,
        0.3 + random() * 0.4,
        slow ? 41.87 : (r * rAwait + w * wAwait) / 1_000,
        slow ? 99.6 : 4 + random() * 22,
      ];
      memberRows.push(values);
    }
    const sum = (i: number) => memberRows.reduce((a, x) => a + x[i]!, 0);
    const avg = (i: number) => sum(i) / memberRows.length;
    const mdRow = [
      sum(0) / 2,
      sum(1) / 2,
      0,
      0,
      avg(4) * 1.1,
      avg(5),
      sum(6) / 2,
      sum(7) / 2,
      0,
      0,
      s === slowAt ? 24.06 : avg(10) * 1.3,
      avg(11),
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      s === slowAt ? 17.93 : avg(20) * 4,
      0,
    ];
    const rootR = s === 0 ? 1.2 : random() * 4;
    const rootW = s === 0 ? 6.8 : 3 + random() * 14;
    const rootRow = [
      rootR,
      rootR * 12,
      0,
      0,
      0.2 + random() * 0.2,
      12,
      rootW,
      rootW * 9,
      random() * 2,
      random() * 20,
      0.4 + random() * 0.5,
      9,
      0,
      0,
      0,
      0,
      0,
      0,
      random() * 2,
      0.5,
      0.01,
      0.3 + random() * 2,
    ];
    const lines = [row('md0', mdRow), row('nvme0n1', rootRow), ...members.map((dev, i) => row(dev, memberRows[i]!))];
    if (s === slowAt) needle = lines[2 + members.indexOf(slowDisk)]!;
    out.push(...lines, '');
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    'This is iostat from our main Postgres box during the slow spell this afternoon. Did any one disk in the array have a moment where it was far slower than the others? Which disk, and when?';
  return probe('round 16: iostat -x', ask, 'run_shell', output, 'disk', needle);
}

/** Every zone's `GET /zones/:id/settings` from Cloudflare's API, looped over with jq: the one zone that lets old TLS in. */
function cloudflareZoneSettings(): EconomicsTask {
  const random = seededRandom(16_111);
  const zones = [
    'fjellkit.no',
    'fjellkit.se',
    'fjellkit.dk',
    'fjellkit.fi',
    'fjellkit.de',
    'fjellkit.com',
    'fjellkit.io',
    'fjellkit.net',
    'fjellkit-status.com',
    'fjellkit-outlet.no',
    'fjellkit-outlet.se',
    'fjellkit-bedrift.no',
    'fjellkit-media.no',
    'fjellkit.dev',
    'fjellkit-api.com',
    'turkit.no',
    'turkit.se',
    'tindeglimt.no',
    'tindeglimt.com',
    'fjellbekk.no',
    'nordlys-hodelykter.no',
    'fjellkit-giftcards.com',
    'fjellkit-careers.com',
    'fjellkit-investor.no',
    'skarven-outdoor.no',
    'breheimen.no',
    'vestland-regn.no',
    'lovund-votter.no',
    'fjellkit-partner.no',
    'fjellkit-events.no',
    'fjellkit-b2b.com',
    'fjellkit-cdn.net',
  ];
  // The API lists zones by name.
  zones.sort();
  const oddZone = 'fjellkit.dk';
  const out: string[] = [];
  for (const zone of zones) {
    const zoneId = hex(random, 32);
    const base = Date.UTC(2019, 2, 1) + between(random, 0, 1_800) * DAY;
    const when = () => (random() < 0.35 ? null : `${iso(base + between(random, 0, 900) * DAY + between(random, 0, DAY)).slice(0, 23)}123Z`);
    const plan = zone.startsWith('fjellkit.') ? 'business' : 'pro';
    type Setting = { id: string; value: unknown; editable?: boolean; extra?: Record<string, unknown> };
    const s: Setting[] = [
      { id: '0rtt', value: oneOf(random, ['on', 'off']) },
      { id: 'advanced_ddos', value: 'on', editable: false },
      { id: 'always_online', value: oneOf(random, ['on', 'off']) },
      { id: 'always_use_https', value: random() < 0.9 ? 'on' : 'off' },
      { id: 'automatic_https_rewrites', value: 'on' },
      { id: 'brotli', value: 'on' },
      { id: 'browser_cache_ttl', value: oneOf(random, [0, 14_400, 14_400, 86_400]) },
      { id: 'browser_check', value: 'on' },
      { id: 'cache_level', value: oneOf(random, ['aggressive', 'aggressive', 'basic']) },
      { id: 'challenge_ttl', value: oneOf(random, [1_800, 1_800, 3_600]) },
      {
        id: 'ciphers',
        value:
          random() < 0.8
            ? []
            : [
                'ECDHE-ECDSA-AES128-GCM-SHA256',
                'ECDHE-ECDSA-CHACHA20-POLY1305',
                'ECDHE-RSA-AES128-GCM-SHA256',
                'ECDHE-RSA-CHACHA20-POLY1305',
              ],
      },
      { id: 'cname_flattening', value: 'flatten_at_root' },
      { id: 'development_mode', value: 'off', extra: { time_remaining: 0 } },
      { id: 'early_hints', value: oneOf(random, ['on', 'off']) },
      { id: 'edge_cache_ttl', value: 7_200 },
      { id: 'email_obfuscation', value: oneOf(random, ['on', 'off']) },
      { id: 'h2_prioritization', value: oneOf(random, ['on', 'off', 'custom']) },
      { id: 'hotlink_protection', value: oneOf(random, ['on', 'off', 'off']) },
      { id: 'http2', value: 'on', editable: false },
      { id: 'http3', value: oneOf(random, ['on', 'on', 'off']) },
      { id: 'image_resizing', value: plan === 'business' ? oneOf(random, ['on', 'off']) : 'off', editable: plan === 'business' },
      { id: 'ip_geolocation', value: 'on' },
      { id: 'ipv6', value: 'on' },
      { id: 'max_upload', value: plan === 'business' ? 200 : 100 },
      { id: 'min_tls_version', value: zone === oddZone ? '1.0' : '1.2' },
      { id: 'mirage', value: 'off', editable: plan === 'business' },
      { id: 'opportunistic_encryption', value: 'on' },
      { id: 'opportunistic_onion', value: 'on' },
      { id: 'orange_to_orange', value: 'off', editable: false },
      { id: 'origin_error_page_pass_thru', value: 'off', editable: false },
      { id: 'origin_max_http_version', value: oneOf(random, ['1', '2']) },
      { id: 'polish', value: oneOf(random, ['off', 'lossless', 'lossy']) },
      { id: 'prefetch_preload', value: 'off', editable: false },
      { id: 'privacy_pass', value: 'on' },
      { id: 'proxy_read_timeout', value: oneOf(random, ['100', '100', '300']) },
      { id: 'pseudo_ipv4', value: 'off' },
      { id: 'replace_insecure_js', value: 'on' },
      { id: 'response_buffering', value: 'off', editable: false },
      { id: 'rocket_loader', value: oneOf(random, ['off', 'off', 'on']) },
      {
        id: 'automatic_platform_optimization',
        value: { enabled: false, cf: false, wordpress: false, wp_plugin: false, hostnames: [], cache_by_device_type: false },
      },
      {
        id: 'security_header',
        value: {
          strict_transport_security: {
            enabled: random() < 0.85,
            max_age: oneOf(random, [15_552_000, 31_536_000]),
            include_subdomains: random() < 0.5,
            preload: random() < 0.3,
            nosniff: true,
          },
        },
      },
      { id: 'security_level', value: oneOf(random, ['medium', 'medium', 'high', 'essentially_off']) },
      { id: 'server_side_exclude', value: 'on' },
      { id: 'sort_query_string_for_cache', value: 'off', editable: false },
      { id: 'ssl', value: oneOf(random, ['strict', 'strict', 'strict', 'full']) },
      { id: 'ssl_recommender', value: 'off', extra: { enabled: false } },
      { id: 'tls_1_3', value: oneOf(random, ['on', 'on', 'zrt']) },
      { id: 'tls_client_auth', value: 'off' },
      { id: 'true_client_ip_header', value: 'off', editable: plan === 'business' },
      { id: 'visitor_ip', value: 'on' },
      { id: 'waf', value: plan === 'business' ? 'on' : 'off' },
      { id: 'webp', value: 'off' },
      { id: 'websockets', value: 'on' },
      { id: 'fonts', value: oneOf(random, ['on', 'off']) },
    ];
    s.sort((a, b) => (a.id < b.id ? -1 : 1));
    const result = s.map((x) => ({
      id: x.id,
      value: x.value,
      modified_on: when(),
      editable: x.editable ?? true,
      ...(x.extra ?? {}),
    }));
    out.push(`== ${zone} (${zoneId})`);
    out.push(JSON.stringify({ result, success: true, errors: [], messages: [] }, null, 2));
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    'Do all our Cloudflare zones hold visitors to the same oldest allowed TLS version? If one lets older clients in than the rest, which zone is it?';
  return probe('round 16: cloudflare zone settings', ask, 'run_shell', output, 'zone', '"value": "1.0"');
}

const CPU_FLAGS =
  'fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush mmx fxsr sse sse2 ss ht syscall nx pdpe1gb rdtscp lm constant_tsc rep_good nopl xtopology nonstop_tsc cpuid aperfmperf tsc_known_freq pni pclmulqdq ssse3 fma cx16 pcid sse4_1 sse4_2 x2apic movbe popcnt tsc_deadline_timer aes xsave avx f16c rdrand hypervisor lahf_lm abm 3dnowprefetch invpcid_single ssbd ibrs ibpb stibp ibrs_enhanced fsgsbase tsc_adjust bmi1 avx2 smep bmi2 erms invpcid avx512f avx512dq rdseed adx smap avx512ifma clflushopt clwb avx512cd sha_ni avx512bw avx512vl xsaveopt xsavec xgetbv1 xsaves wbnoinvd ida arat avx512vbmi pku ospke avx512_vbmi2 gfni vaes vpclmulqdq avx512_vnni avx512_bitalg tme avx512_vpopcntdq rdpid md_clear flush_l1d arch_capabilities'.split(
    ' ',
  );

/** `salt '*.prod.fjellkit.internal' grains.items` over a shop's production minions: the one still booted into an older kernel. */
function saltGrains(): EconomicsTask {
  const random = seededRandom(16_121);
  type Node = { [key: string]: string | number | boolean | string[] | Node | (string | number)[][] };
  /** Salt's nested outputter: maps as `----------` blocks, lists as `- item`, lists of lists as `|_`. */
  const render = (value: Node[string], indent: number): string[] => {
    const pad = ' '.repeat(indent);
    if (Array.isArray(value)) {
      if (value.length === 0) return [];
      if (Array.isArray(value[0]))
        return (value as (string | number)[][]).flatMap((pair) => [`${pad}|_`, ...pair.map((x) => `${pad}  - ${x}`)]);
      return (value as string[]).map((x) => `${pad}- ${x}`);
    }
    if (typeof value === 'object') {
      const out = [`${pad}----------`];
      for (const key of Object.keys(value).sort()) {
        out.push(`${pad}${key}:`, ...render(value[key]!, indent + 4));
      }
      return out;
    }
    return [`${pad}${String(value)}`];
  };
  const kernel = '6.8.0-1016-aws';
  const kernelVersion = '#17~22.04.1-Ubuntu SMP Mon Sep  2 13:48:07 UTC 2024';
  const oldKernel = '6.8.0-1012-aws';
  const oldVersion = '#12~22.04.1-Ubuntu SMP Thu Jul 18 19:07:49 UTC 2024';
  const roles = [
    ['web', 18, 'c6i.2xlarge', 8, 15_742],
    ['app', 30, 'm6i.4xlarge', 16, 63_414],
    ['worker', 14, 'c6i.4xlarge', 16, 31_583],
    ['search', 6, 'r6i.2xlarge', 8, 63_414],
  ] as const;
  const minions: { id: string; odd: boolean }[] = [];
  for (const [role, n] of roles) for (let i = 1; i <= n; i++) minions.push({ id: `${role}-${pad2(i)}.prod.fjellkit.internal`, odd: false });
  shuffle(random, minions);
  // The minions answer in no order; the odd one lands near the middle.
  const odd = minions[Math.floor(minions.length * 0.54)]!;
  odd.odd = true;
  const out: string[] = [];
  for (const m of minions) {
    const role = m.id.slice(0, m.id.indexOf('-'));
    const spec = roles.find((r) => r[0] === role)!;
    const ip = `10.40.${between(random, 16, 63)}.${between(random, 4, 250)}`;
    const host = m.id.slice(0, m.id.indexOf('.'));
    const mac = Array.from({ length: 6 }, (_, i) => (i === 0 ? '0a' : hex(random, 2))).join(':');
    const ipv6 = `fe80::${hex(random, 3)}:${hex(random, 4)}:fe${hex(random, 2)}:${hex(random, 4)}`;
    const kr = m.odd ? oldKernel : kernel;
    const grains: Node = {
      biosreleasedate: '08/24/2006',
      biosvendor: 'Amazon EC2',
      biosversion: '1.0',
      boardname: '',
      cpu_flags: CPU_FLAGS,
      cpu_model: 'Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz',
      cpuarch: 'x86_64',
      cwd: '/',
      disks: ['loop0', 'loop1', 'loop2', 'loop3', 'nvme0n1', ...(role === 'search' ? ['nvme1n1'] : [])],
      dns: {
        domain: '',
        ip4_nameservers: ['127.0.0.53'],
        ip6_nameservers: [],
        nameservers: ['127.0.0.53'],
        options: ['edns0', 'trust-ad'],
        search: ['eu-north-1.compute.internal', 'prod.fjellkit.internal'],
        sortlist: [],
      },
      domain: 'prod.fjellkit.internal',
      efi: false,
      efi_secure_boot: false,
      fqdn: m.id,
      fqdn_ip4: [ip],
      fqdn_ip6: [],
      fqdns: [m.id],
      gid: 0,
      gpus: [],
      groupname: 'root',
      host,
      hwaddr_interfaces: { ens5: mac, lo: '00:00:00:00:00:00' },
      id: m.id,
      init: 'systemd',
      ip4_gw: `10.40.${between(random, 16, 63)}.1`,
      ip4_interfaces: { ens5: [ip], lo: ['127.0.0.1'] },
      ip6_gw: false,
      ip6_interfaces: { ens5: [ipv6], lo: ['::1'] },
      ip_gw: true,
      ip_interfaces: { ens5: [ip, ipv6], lo: ['127.0.0.1', '::1'] },
      ipv4: [ip, '127.0.0.1'],
      ipv6: ['::1', ipv6],
      kernel: 'Linux',
      kernelparams: [
        ['BOOT_IMAGE', `/boot/vmlinuz-${kr}`],
        ['root', `PARTUUID=${uuid(random)}`],
        ['ro', 'None'],
        ['console', 'tty1'],
        ['console', 'ttyS0'],
        ['nvme_core.io_timeout', '4294967295'],
        ['panic', '-1'],
      ],
      kernelrelease: kr,
      kernelversion: m.odd ? oldVersion : kernelVersion,
      locale_info: { defaultencoding: 'utf-8', defaultlanguage: 'en_US', detectedencoding: 'utf-8', timezone: 'UTC' },
      localhost: host,
      lsb_distrib_codename: 'jammy',
      lsb_distrib_description: 'Ubuntu 22.04.5 LTS',
      lsb_distrib_id: 'Ubuntu',
      lsb_distrib_release: '22.04',
      machine_id: hex(random, 32),
      manufacturer: 'Amazon EC2',
      master: 'salt.prod.fjellkit.internal',
      mdadm: [],
      mem_total: spec[4],
      nodename: host,
      num_cpus: spec[3],
      num_gpus: 0,
      os: 'Ubuntu',
      os_family: 'Debian',
      osarch: 'amd64',
      oscodename: 'jammy',
      osfinger: 'Ubuntu-22.04',
      osfullname: 'Ubuntu',
      osmajorrelease: 22,
      osrelease: '22.04',
      osrelease_info: ['22', '04'],
      path: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/snap/bin',
      pid: between(random, 600, 4_000),
      productname: spec[2],
      ps: 'ps -efHww',
      pythonexecutable: '/opt/saltstack/salt/bin/python3.10',
      pythonpath: [
        '/opt/saltstack/salt',
        '/opt/saltstack/salt/extras-3.10',
        '/opt/saltstack/salt/lib/python310.zip',
        '/opt/saltstack/salt/lib/python3.10',
        '/opt/saltstack/salt/lib/python3.10/lib-dynload',
        '/opt/saltstack/salt/lib/python3.10/site-packages',
      ],
      pythonversion: ['3', '10', '14', 'final', '0'],
      roles: [role, 'base', 'node-exporter', ...(role === 'app' || role === 'worker' ? ['docker'] : [])],
      saltpath: '/opt/saltstack/salt/lib/python3.10/site-packages/salt',
      saltversion: '3007.1',
      saltversioninfo: ['3007', '1'],
      serialnumber: `ec2${hex(random, 5)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
      server_id: between(random, 100_000_000, 2_000_000_000),
      shell: '/bin/sh',
      ssds: ['nvme0n1', ...(role === 'search' ? ['nvme1n1'] : [])],
      swap_total: 0,
      systemd: {
        features:
          '+PAM +AUDIT +SELINUX +APPARMOR +IMA +SMACK +SECCOMP +GCRYPT +GNUTLS +OPENSSL +ACL +BLKID +CURL +ELFUTILS +FIDO2 +IDN2 -IDN +IPTC +KMOD +LIBCRYPTSETUP +LIBFDISK +PCRE2 -PWQUALITY -P11KIT -QRENCODE +BZIP2 +LZ4 +XZ +ZLIB +ZSTD -XKBCOMMON +UTMP +SYSVINIT default-hierarchy=unified',
        version: '249',
      },
      transactional: false,
      uid: 0,
      username: 'root',
      uuid: uuid(random),
      virtual: 'kvm',
      virtual_subtype: 'Amazon EC2',
      zfs_feature_flags: false,
      zfs_support: false,
      zmqversion: '4.3.4',
    };
    out.push(`${m.id}:`);
    out.push(...render(grains, 4));
  }
  const output = `${out.join('\n')}\n`;
  const ask = "Are all our prod minions booted into the same kernel build? If one isn't, which minion is it?";
  return probe('round 16: salt grains.items', ask, 'run_shell', output, 'kernel', `    kernelrelease:\n        ${oldKernel}`);
}

export function roundSixteen(): EconomicsTask[] {
  return [
    ghPullComments(),
    datadogMonitors(),
    sonarIssues(),
    istioVirtualServices(),
    airflowTaskLogs(),
    dotnetListPackage(),
    apacheAccessLog(),
    playwrightList(),
    xcodebuildArchive(),
    iostatExtended(),
    cloudflareZoneSettings(),
    saltGrains(),
  ];
}
