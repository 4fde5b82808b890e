/**
 * Probe tasks, round 11: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 10. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 11: github issues api               (the REST API's issue listing, one line of JSON)
 *      round 11: next.js page data               (a collection page's HTML, `__NEXT_DATA__` on the same line)
 *      round 11: sitemap.xml                     (a sitemap written on one line)
 *   b. the answer a few lines from the line the question's words match:
 *      round 11: pytest tracebacks               (`pytest -v -l` on a Django monolith, long tracebacks)
 *      round 11: docker compose config           (the resolved YAML of a large local stack)
 *      round 11: terraform files                 (every `.tf` file of a repository, `tail -n +1`)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 11: journalctl json, preamble and paraphrase
 *      round 11: kubernetes events, paraphrase   (`kubectl get events -A -o json`)
 *      round 11: rsync log, paraphrase           (`rsync -av --delete --stats`)
 *   d. one value unlike all its peers, with no error word near it:
 *      round 11: elasticsearch _cat/indices
 *      round 11: ceph osd df tree
 *      round 11: nvidia-smi over pdsh            (`nvidia-smi -q -d TEMPERATURE,POWER,CLOCK` on every node)
 * Not among the bench's targets.
 *
 * First run, at f714f11 (`ROUNDS=11 CONFIGS=ours,context-chef-store,none pnpm probes`, before anyone
 * working on the library read the tasks; `none` found 12/12, 3,397,748 tokens):
 *   round 11: github issues api
 *     context-chef-store: 6,676 tokens, peak 3,214, 1/1 needles, 2 read-backs
 *     ours: 5,134 tokens, peak 2,243, 1/1 needles, 2 read-backs
 *   round 11: next.js page data
 *     context-chef-store: 19,073 tokens, peak 6,562, 0/1 needles, 4 read-backs
 *     ours: 17,246 tokens, peak 6,158, 0/1 needles, 4 read-backs
 *   round 11: sitemap.xml
 *     context-chef-store: 19,479 tokens, peak 6,644, 0/1 needles, 4 read-backs
 *     ours: 11,449 tokens, peak 3,723, 0/1 needles, 4 read-backs
 *   round 11: pytest tracebacks
 *     context-chef-store: 4,980 tokens, peak 2,231, 0/1 needles, 2 read-backs
 *     ours: 4,454 tokens, peak 2,092, 0/1 needles, 2 read-backs
 *   round 11: docker compose config
 *     context-chef-store: 6,004 tokens, peak 2,596, 0/1 needles, 2 read-backs
 *     ours: 4,899 tokens, peak 2,137, 0/1 needles, 2 read-backs
 *   round 11: terraform files
 *     context-chef-store: 5,820 tokens, peak 2,489, 0/1 needles, 2 read-backs
 *     ours: 4,792 tokens, peak 2,084, 0/1 needles, 2 read-backs
 *   round 11: journalctl json, preamble and paraphrase
 *     context-chef-store: 3,135 tokens, peak 1,521, 0/1 needles, 1 read-backs
 *     ours: 6,747 tokens, peak 3,333, 0/1 needles, 2 read-backs
 *   round 11: kubernetes events, paraphrase
 *     context-chef-store: 6,094 tokens, peak 2,654, 0/1 needles, 2 read-backs
 *     ours: 5,034 tokens, peak 2,215, 0/1 needles, 2 read-backs
 *   round 11: rsync log, paraphrase
 *     context-chef-store: 6,677 tokens, peak 1,900, 1/1 needles, 4 read-backs
 *     ours: 5,131 tokens, peak 1,520, 1/1 needles, 4 read-backs
 *   round 11: elasticsearch _cat/indices
 *     context-chef-store: 5,666 tokens, peak 1,234, 0/1 needles, 4 read-backs
 *     ours: 3,864 tokens, peak 838, 1/1 needles, 4 read-backs
 *   round 11: ceph osd df tree
 *     context-chef-store: 7,009 tokens, peak 1,507, 0/1 needles, 4 read-backs
 *     ours: 4,592 tokens, peak 982, 1/1 needles, 4 read-backs
 *   round 11: nvidia-smi over pdsh
 *     context-chef-store: 5,288 tokens, peak 1,165, 0/1 needles, 4 read-backs
 *     ours: 3,827 tokens, peak 831, 1/1 needles, 4 read-backs
 *   context-chef-store: 95,901 tokens, 2/12 needles
 *   ours: 77,169 tokens, 5/12 needles
 */
import { ALNUM, between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const DIGITS = '0123456789';
const GIVEN =
  'adele anton beatrix bjorn camille cyrus dagny desmond edith emeka fatima felix gemma goran hana henrik imogen isaac jasper jolene kai katarina lars leona magnus marisol nadia nils odette oren petra priya rafael rhea selim signe tobias talia ulrich una viktor wanda xavier yara yosef zelda'.split(
    ' ',
  );
const FAMILY =
  'abara achterberg balogun bergstrom castellanos dahl delacroix eklund fontaine gallagher hakansson iwasaki jovanovic kaminski laurent lindgren mahlaba moreau nakamura nyberg okonkwo oyelaran pacheco quist renard rautio sandoval sorensen takahashi thorsen urquhart valdez vasquez wendt whitfield yamamoto zielinski'.split(
    ' ',
  );
/** An ISO timestamp `offset` seconds after `base` (milliseconds since the epoch), without milliseconds. */
const isoAt = (base: number, offset: number) => new Date(base + offset * 1000).toISOString().replace('.000Z', 'Z');

// a. Answers in the middle of one long line.

/** The GitHub REST API's issue listing (`state=all&per_page=100`, one line of JSON): the number of one open bug. */
function githubIssues(): EconomicsTask {
  const random = seededRandom(11_011);
  const api = 'https://api.github.com/repos/alder-and-pine/storefront';
  const web = 'https://github.com/alder-and-pine/storefront';
  const users = new Map<string, string>();
  const user = (login: string) => {
    if (!users.has(login)) {
      const bot = login.endsWith('[bot]');
      const id = bot ? between(random, 27_000_000, 49_999_999) : between(random, 1_200_000, 160_000_000);
      const u = `https://api.github.com/users/${login.replace('[bot]', '%5Bbot%5D')}`;
      users.set(
        login,
        `{"login":"${login}","id":${id},"node_id":"${bot ? 'MDM6Qm90' : 'MDQ6VXNlcj'}${chars(random, ALNUM, 10)}","avatar_url":"https://avatars.githubusercontent.com/${bot ? 'in/' : 'u/'}${id}?v=4","gravatar_id":"","url":"${u}","html_url":"https://github.com/${bot ? 'apps/' + login.replace('[bot]', '') : login}","followers_url":"${u}/followers","following_url":"${u}/following{/other_user}","gists_url":"${u}/gists{/gist_id}","starred_url":"${u}/starred{/owner}{/repo}","subscriptions_url":"${u}/subscriptions","organizations_url":"${u}/orgs","repos_url":"${u}/repos","events_url":"${u}/events{/privacy}","received_events_url":"${u}/received_events","type":"${bot ? 'Bot' : 'User'}","user_view_type":"public","site_admin":false}`,
      );
    }
    return users.get(login)!;
  };
  const team = Array.from(new Set(Array.from({ length: 30 }, () => `${oneOf(random, GIVEN)}-${oneOf(random, FAMILY)}`)));
  const reporters = Array.from(
    new Set(
      Array.from(
        { length: 60 },
        () => `${oneOf(random, GIVEN)}${oneOf(random, FAMILY).slice(0, 4)}${random() < 0.4 ? between(random, 7, 99) : ''}`,
      ),
    ),
  );
  const labelDefs: readonly (readonly [string, string, string, boolean])[] = [
    ['bug', 'd73a4a', "Something isn't working", true],
    ['enhancement', 'a2eeef', 'New feature or request', true],
    ['area: checkout', '1d76db', 'Checkout, payment step and order confirmation', false],
    ['area: cart', '1d76db', 'Mini cart and cart page', false],
    ['area: search', '1d76db', 'Search box, results and filters', false],
    ['area: pdp', '1d76db', 'Product detail pages', false],
    ['area: account', '1d76db', 'Sign-in, addresses and order history', false],
    ['area: payments', '1d76db', 'Payment providers and 3-D Secure', false],
    ['area: shipping', '1d76db', 'Rates, carriers and delivery estimates', false],
    ['browser: safari', 'c5def5', 'Only reproduces on Safari (macOS or iOS)', false],
    ['browser: firefox', 'c5def5', 'Only reproduces on Firefox', false],
    ['priority: p1', 'b60205', 'Fix this week', false],
    ['priority: p2', 'd93f0b', 'Fix this cycle', false],
    ['priority: p3', 'fbca04', 'Nice to have', false],
    ['needs-triage', 'ededed', 'Not looked at yet', false],
    ['regression', 'e11d21', 'Worked in a previous release', false],
    ['dependencies', '0366d6', 'Pull requests that update a dependency file', false],
    ['good first issue', '7057ff', 'Good for newcomers', true],
  ];
  const labels = new Map(
    labelDefs.map(([name, color, description, isDefault]) => [
      name,
      `{"id":${between(random, 4_000_000_000, 7_999_999_999)},"node_id":"LA_kwDOH${chars(random, ALNUM, 13)}","url":"${api}/labels/${encodeURIComponent(name)}","name":"${name}","color":"${color}","default":${isDefault},"description":"${description.replace(/"/g, '\\"')}"}`,
    ]),
  );
  const milestones = ['2026.10 release', '2026.11 release', 'Holiday readiness'].map(
    (title, i) =>
      `{"url":"${api}/milestones/${31 + i}","html_url":"${web}/milestone/${31 + i}","labels_url":"${api}/milestones/${31 + i}/labels","id":${between(random, 11_000_000, 12_999_999)},"node_id":"MI_kwDOH${chars(random, ALNUM, 13)}","number":${31 + i},"title":"${title}","description":"","creator":${user(oneOf(random, team))},"open_issues":${between(random, 4, 40)},"closed_issues":${between(random, 10, 90)},"state":"open","created_at":"2026-0${7 + i}-0${between(random, 1, 9)}T09:${pad2(between(random, 0, 59))}:00Z","updated_at":"2026-10-12T${pad2(between(random, 8, 18))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z","due_on":"2026-${pad2(10 + i)}-28T07:00:00Z","closed_at":null}`,
  );
  const areas = ['checkout', 'cart', 'search', 'pdp', 'account', 'payments', 'shipping'] as const;
  const symptoms: Record<(typeof areas)[number], readonly string[]> = {
    checkout: [
      'Promo code field clears when switching payment method',
      'Order summary shows tax twice for Canadian addresses',
      'Guest checkout asks for a password on the last step',
      'Shipping step forgets the selected pickup point after going back',
      'Place order button can be clicked twice',
      'Gift message is cut off at 120 characters without a warning',
      'Address autocomplete drops the apartment number',
    ],
    cart: [
      'Mini cart count is stale after removing the last item',
      'Quantity stepper allows 0 and then shows an empty line',
      'Cart page jumps to the top when a line is updated',
      'Saved-for-later items come back into the cart after sign-in',
      'Free shipping progress bar ignores discounts',
    ],
    search: [
      'Typo tolerance misses "rain jaket"',
      'Size filter shows sizes that have no stock',
      'Search results flash unstyled on first load',
      'Sorting by price ignores sale prices',
      'Infinite scroll loads the same page twice on slow networks',
    ],
    pdp: [
      'Colour swatches do not update the gallery',
      'Size guide modal cannot be closed with Escape',
      'Reviews tab shows 0 reviews until refreshed',
      'Zoom on product images is blurry on retina screens',
      'Back-in-stock form submits twice',
    ],
    account: [
      'Order history paginates past the last page',
      'Changing the email address logs the user out of every device',
      'Default address checkbox is ignored when adding a second address',
      'Password reset link expires after 5 minutes instead of 60',
      'Sign-in with Apple button is missing on the account page',
    ],
    payments: [
      'Apple Pay sheet shows the wrong merchant name',
      'Klarna widget overlaps the order summary on tablets',
      'Saved cards list shows expired cards first',
      'PayPal button renders twice after a currency switch',
      'Card form accepts an expiry date in the past',
    ],
    shipping: [
      'Delivery estimate ignores public holidays in Germany',
      'Express option disappears for PO boxes without explanation',
      'Carrier tracking links open the wrong country site',
      'Rates are not refreshed after the postcode changes',
      'Click and collect shows stores that are closed',
    ],
  };
  const browsers = ['Safari 17', 'Safari 18', 'Chrome 129', 'Firefox 131', 'Edge 129', 'iOS 18 Safari', 'Samsung Internet 26'];
  const sentences = [
    'This started after the last deploy, as far as I can tell.',
    'It happens for roughly one in five attempts on my machine.',
    'I could not reproduce it in a private window.',
    'Customer support has had three tickets about this since Monday.',
    'The console shows nothing unusual at the time it happens.',
    'Clearing site data makes it go away for a while.',
    'Screenshots are attached below.',
    'It only seems to affect signed-in customers.',
    'Staging behaves the same way as production.',
    'The network tab shows the request completing normally.',
    'This is blocking the campaign launch planned for next week.',
    'I have not checked whether the native apps are affected.',
    'It worked fine in the 2026.09 release.',
    'Happy to pair on this if anyone wants to look together.',
  ];
  const body = (title: string, browser: string) =>
    [
      '### Describe the bug',
      `${title}.`,
      Array.from({ length: between(random, 2, 5) }, () => oneOf(random, sentences)).join(' '),
      '',
      '### Steps to reproduce',
      ...Array.from(
        { length: between(random, 3, 6) },
        (_, i) =>
          `${i + 1}. ${oneOf(random, ['Go to', 'Open', 'Click', 'Scroll to', 'Select', 'Sign in and open'])} ${oneOf(random, ['the cart', 'a product page', '/checkout', 'the account page', 'the search results', 'the payment step', 'the order confirmation'])}`,
      ),
      '',
      '### Expected behavior',
      oneOf(random, [
        'It should just work like on Chrome.',
        'The page should update without a reload.',
        'No duplicate requests.',
        'The value should be kept.',
      ]),
      '',
      '### Environment',
      `- Browser: ${browser}`,
      `- OS: ${oneOf(random, ['macOS 14.6', 'macOS 15.0', 'Windows 11', 'iOS 18.0', 'Android 14', 'Ubuntu 24.04'])}`,
      `- Build: storefront@${hex(random, 7)}`,
      '',
      `![Screenshot ${2026}-10-${pad2(between(random, 1, 12))}](https://github.com/user-attachments/assets/${uuid(random)})`,
    ]
      .join('\\r\\n')
      .replace(/"/g, '\\"');
  const count = 100;
  const target = 50;
  const decoys = new Map<number, { title: string; state: 'open' | 'closed'; labels: string[] }>([
    [
      21,
      {
        title: 'Login redirects back to /account/login in a loop on Firefox 131',
        state: 'open',
        labels: ['bug', 'area: account', 'browser: firefox'],
      },
    ],
    [
      38,
      {
        title: 'Safari 17: checkout totals do not refresh after applying a gift card',
        state: 'open',
        labels: ['bug', 'area: checkout', 'browser: safari'],
      },
    ],
    [
      46,
      {
        title: '3-D Secure challenge iframe is cut off on small screens',
        state: 'open',
        labels: ['bug', 'area: payments', 'priority: p2'],
      },
    ],
    [
      57,
      {
        title: "Checkout hangs on 'Processing payment' after 3-D Secure on Safari 18",
        state: 'open',
        labels: ['bug', 'area: checkout', 'browser: safari', 'needs-triage'],
      },
    ],
    [63, { title: 'Redirect after sign-in drops the ?return_to parameter', state: 'open', labels: ['bug', 'area: account'] }],
    [
      88,
      {
        title: 'Checkout redirect loop on Safari 16.4 when third-party cookies are blocked',
        state: 'closed',
        labels: ['bug', 'area: checkout', 'browser: safari', 'priority: p1'],
      },
    ],
  ]);
  const targetTitle = 'Checkout goes into a redirect loop on Safari 17 after the 3-D Secure challenge';
  let number = 4_903;
  let clock = Date.UTC(2026, 9, 12, 17, 40, 0);
  let needle = '';
  const issues: string[] = [];
  for (let i = 0; i < count; i++) {
    number -= between(random, 1, 3);
    clock -= between(random, 1_800, 40_000) * 1000;
    const decoy = decoys.get(i);
    const area = oneOf(random, areas);
    const pr = !decoy && i !== target && random() < 0.3;
    const browser = oneOf(random, browsers);
    const title =
      i === target
        ? targetTitle
        : decoy
          ? decoy.title
          : pr
            ? oneOf(random, [
                `chore(deps): bump @stripe/stripe-js from 4.${between(random, 1, 8)}.0 to 4.${between(random, 9, 12)}.0`,
                `fix(${area}): ${oneOf(random, symptoms[area]).toLowerCase()}`,
                `feat(${area}): ${oneOf(random, ['add loading skeleton', 'track impressions', 'lazy-load below the fold', 'support gift cards', 'show delivery dates'])}`,
                `chore(deps-dev): bump vitest from 2.${between(random, 0, 1)}.${between(random, 0, 9)} to 2.1.${between(random, 1, 9)}`,
              ])
            : `${oneOf(random, symptoms[area])}${random() < 0.4 ? ` on ${browser}` : ''}`;
    const state = i === target ? 'open' : decoy ? decoy.state : random() < 0.35 ? 'closed' : 'open';
    const author =
      pr && title.startsWith('chore(deps') ? 'dependabot[bot]' : pr ? oneOf(random, team) : oneOf(random, [...reporters, ...team]);
    const issueLabels =
      i === target
        ? ['bug', 'area: checkout', 'area: payments', 'browser: safari', 'priority: p1', 'regression']
        : decoy
          ? decoy.labels
          : pr
            ? title.startsWith('chore(deps')
              ? ['dependencies']
              : [`area: ${area}`]
            : [
                oneOf(random, ['bug', 'bug', 'bug', 'enhancement']),
                `area: ${area}`,
                ...(random() < 0.5 ? [oneOf(random, ['priority: p2', 'priority: p3', 'needs-triage', 'good first issue'])] : []),
              ];
    const assignees = i === target ? ['oren-takahashi', 'petra-moreau'] : random() < 0.6 ? [oneOf(random, team)] : [];
    const created = isoAt(clock, 0);
    const updated = isoAt(clock, between(random, 600, 600_000));
    const closed = state === 'closed' ? isoAt(clock, between(random, 700_000, 900_000)) : null;
    const comments = between(random, 0, 14);
    const id = between(random, 2_400_000_000, 2_599_999_999);
    const url = `${api}/issues/${number}`;
    const head = `{"url":"${url}","repository_url":"${api}","labels_url":"${url}/labels{/name}","comments_url":"${url}/comments","events_url":"${url}/events","html_url":"${web}/${pr ? 'pull' : 'issues'}/${number}","id":${id},"node_id":"${pr ? 'PR_kwDOH' : 'I_kwDOH'}${chars(random, ALNUM, 13)}","number":${number},"title":"${title.replace(/"/g, '\\"')}"`;
    if (i === target) needle = `"number":${number},"title":"${title}"`;
    const reactions = `{"url":"${url}/reactions","total_count":${between(random, 0, 6)},"+1":${between(random, 0, 4)},"-1":0,"laugh":0,"hooray":0,"confused":0,"heart":0,"rocket":0,"eyes":${between(random, 0, 2)}}`;
    issues.push(
      `${head},"user":${user(author)},"labels":[${issueLabels.map((l) => labels.get(l)!).join(',')}],"state":"${state}","locked":false,"assignee":${assignees.length ? user(assignees[0]!) : 'null'},"assignees":[${assignees.map(user).join(',')}],"milestone":${random() < 0.4 ? oneOf(random, milestones) : 'null'},"comments":${comments},"created_at":"${created}","updated_at":"${updated}","closed_at":${closed ? `"${closed}"` : 'null'},"author_association":"${team.includes(author) ? 'MEMBER' : author.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR'}","active_lock_reason":null,${pr ? `"draft":${random() < 0.2},"pull_request":{"url":"${api}/pulls/${number}","html_url":"${web}/pull/${number}","diff_url":"${web}/pull/${number}.diff","patch_url":"${web}/pull/${number}.patch","merged_at":${state === 'closed' ? `"${closed}"` : 'null'}},` : ''}"body":"${body(title, i === target ? 'Safari 17.6' : browser)}","closed_by":${state === 'closed' ? user(oneOf(random, team)) : 'null'},"reactions":${reactions},"timeline_url":"${url}/timeline","performed_via_github_app":null,"state_reason":${state === 'closed' ? '"completed"' : 'null'}}`,
    );
  }
  const ask = "What's the issue number of the open bug where checkout goes into a redirect loop on Safari after 3-D Secure?";
  return singleCallTask('round 11: github issues api', ask, 'github_list_issues', `[${issues.join(',')}]`, [
    { id: 'number', ask, needles: [textNeedle(needle)] },
  ]);
}

/** A Next.js collection page as fetched (one line of HTML, `__NEXT_DATA__` holding every product): one variant's price. */
function nextCollectionPage(): EconomicsTask {
  const random = seededRandom(11_021);
  const buildId = chars(random, ALNUM + '-_', 21);
  const cdn = 'https://cdn.shopify.com/s/files/1/0612/3345/7781/files';
  const colours: readonly (readonly [string, string])[] = [
    ['Slate', 'SLT'],
    ['Moss', 'MOS'],
    ['Ember', 'EMB'],
    ['Black', 'BLK'],
    ['Sand', 'SND'],
    ['Glacier', 'GLC'],
    ['Rust', 'RST'],
    ['Navy', 'NVY'],
    ['Olive', 'OLV'],
    ['Clay', 'CLY'],
  ];
  const names = [
    'Ridgeline',
    'Summit',
    'Basecamp',
    'Switchback',
    'Canyon',
    'Alpine',
    'Meridian',
    'Tundra',
    'Cascade',
    'Granite',
    'Timberline',
    'Nomad',
    'Drift',
    'Harbor',
    'Fjord',
    'Sierra',
    'Pioneer',
    'Boulder',
    'Kestrel',
    'Larch',
  ];
  const nouns = ['Pack', 'Daypack', 'Travel Pack', 'Roll-Top', 'Hydration Pack', 'Duffel', 'Commuter Pack', 'Sling'];
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const image = (alt: string) =>
    `{"url":"${cdn}/${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}.jpg?v=${between(random, 1_690_000_000, 1_760_000_000)}","altText":"${alt}","width":2000,"height":2000}`;
  const money = (n: number) => `{"amount":"${n.toFixed(1)}","currencyCode":"USD"}`;
  type Variant = { colour: readonly [string, string]; size: string; price: number; compare: number | null; qty: number };
  const product = (title: string, sku: string, variants: Variant[], tags: string[]) => {
    const prices = variants.map((v) => v.price);
    const sizes = [...new Set(variants.map((v) => v.size))];
    const cols = [...new Set(variants.map((v) => v.colour[0]))];
    const vs = variants.map((v) => {
      const vt = v.size === 'One Size' ? v.colour[0] : `${v.colour[0]} / ${v.size}`;
      return `{"id":"gid://shopify/ProductVariant/${chars(random, DIGITS, 14)}","sku":"${sku}-${v.colour[1]}-${v.size === 'One Size' ? 'OS' : v.size}","title":"${vt}","availableForSale":${v.qty > 0},"quantityAvailable":${v.qty},"price":${money(v.price)},"compareAtPrice":${v.compare === null ? 'null' : money(v.compare)},"selectedOptions":[{"name":"Color","value":"${v.colour[0]}"}${v.size === 'One Size' ? '' : `,{"name":"Size","value":"${v.size}"}`}],"image":${image(`${title} in ${v.colour[0]}`)}}`;
    });
    return `{"id":"gid://shopify/Product/${chars(random, DIGITS, 13)}","handle":"${slug(title)}","title":"${title}","vendor":"Alder \\u0026 Pine","productType":"Backpacks","tags":[${tags.map((t) => `"${t}"`).join(',')}],"availableForSale":${variants.some((v) => v.qty > 0)},"featuredImage":${image(title)},"priceRange":{"minVariantPrice":${money(Math.min(...prices))},"maxVariantPrice":${money(Math.max(...prices))}},"options":[{"name":"Color","values":[${cols.map((c) => `"${c}"`).join(',')}]}${sizes[0] === 'One Size' ? '' : `,{"name":"Size","values":[${sizes.map((s) => `"${s}"`).join(',')}]}`}],"variants":{"nodes":[${vs.join(',')}]},"reviews":{"average":${(3.6 + random() * 1.4).toFixed(1)},"count":${between(random, 0, 900)}}}`;
  };
  const randomVariants = (base: number): Variant[] => {
    const cols = shuffle(random, [...colours]).slice(0, between(random, 1, 4));
    const sizes = random() < 0.35 ? ['One Size'] : ['S', 'M', 'L'].slice(0, between(random, 2, 3));
    const sale = random() < 0.15;
    return cols.flatMap((colour) =>
      sizes.map((size, s) => ({
        colour,
        size,
        price: base + s * 10,
        compare: sale ? base + s * 10 + 30 : null,
        qty: random() < 0.12 ? 0 : between(random, 1, 60),
      })),
    );
  };
  const trailhead = (sizes: string[], base: number): Variant[] =>
    [colours[0]!, colours[1]!, colours[2]!].flatMap((colour) =>
      sizes.map((size, s) => ({
        colour,
        size,
        price: colour[0] === 'Ember' ? base + s * 10 - 20 : base + s * 10,
        compare: colour[0] === 'Ember' ? base + s * 10 : null,
        qty: between(random, 1, 40),
      })),
    );
  const count = 320;
  const target = Math.floor(count * 0.52);
  const specials = new Map<number, string>([
    [target - 23, product("Trailhead 45L Pack - Women's", 'TH45W', trailhead(['XS', 'S', 'M'], 229), ['hiking', 'trailhead', 'womens'])],
    [target - 6, product('Trailhead 35L Pack', 'TH35', trailhead(['S', 'M', 'L'], 199), ['hiking', 'trailhead'])],
    [target + 9, product('Trailhead 45L Rain Cover', 'TH45RC', trailhead(['One Size'], 35), ['accessories', 'trailhead'])],
    [target + 31, product('Trailhead 55L Pack', 'TH55', trailhead(['M', 'L'], 269), ['hiking', 'trailhead'])],
  ]);
  const taken = new Set<string>();
  const tiles: string[] = [];
  const products: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i === target) {
      const variants = trailhead(['S', 'M', 'L'], 229);
      const slateM = variants.find((v) => v.colour[0] === 'Slate' && v.size === 'M')!;
      slateM.qty = 7;
      products.push(product('Trailhead 45L Pack', 'TH45', variants, ['hiking', 'trailhead', 'bestseller']));
      continue;
    }
    const special = specials.get(i);
    if (special) {
      products.push(special);
      continue;
    }
    let title: string;
    do
      title = `${oneOf(random, names)} ${oneOf(random, [12, 18, 20, 22, 24, 26, 28, 30, 32, 35, 38, 40, 45, 50, 55, 60, 65])}L ${oneOf(random, nouns)}`;
    while (taken.has(title));
    taken.add(title);
    const base = between(random, 5, 28) * 10 - 1;
    products.push(
      product(title, `AP-${between(random, 10_000, 99_999)}`, randomVariants(base), [
        oneOf(random, ['hiking', 'travel', 'commute', 'climbing', 'running']),
      ]),
    );
    if (tiles.length < 24)
      tiles.push(
        `<li class="product-card"><a href="/products/${slug(title)}" class="product-card__link"><img alt="${title}" loading="lazy" width="600" height="600" decoding="async" src="${cdn}/${hex(random, 8)}.jpg?v=${between(random, 1_690_000_000, 1_760_000_000)}&amp;width=600"/><h3 class="product-card__title">${title}</h3><span class="product-card__price">From $${base}.00</span></a></li>`,
      );
  }
  const css = hex(random, 16);
  const chunk = (name: string) => `<script src="/_next/static/chunks/${name}-${hex(random, 16)}.js" defer=""></script>`;
  const data = `{"props":{"pageProps":{"collection":{"handle":"backpacks","title":"Backpacks","description":"Daypacks, travel packs and everything in between.","seo":{"title":"Backpacks","description":"Shop hiking, travel and commuter backpacks from Alder \\u0026 Pine."},"products":{"pageInfo":{"hasNextPage":false,"endCursor":"${chars(random, ALNUM, 40)}=="},"nodes":[${products.join(',')}]}}},"__N_SSP":true},"page":"/collections/[handle]","query":{"handle":"backpacks"},"buildId":"${buildId}","isFallback":false,"gssp":true,"scriptLoader":[]}`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Backpacks | Alder &amp; Pine</title><meta name="description" content="Shop hiking, travel and commuter backpacks from Alder &amp; Pine."/><link rel="canonical" href="https://alderandpine.com/collections/backpacks"/><meta property="og:type" content="website"/><meta name="next-head-count" content="6"/><link rel="preload" href="/_next/static/css/${css}.css" as="style"/><link rel="stylesheet" href="/_next/static/css/${css}.css" data-n-g=""/><noscript data-n-css=""></noscript>${chunk('polyfills')}${chunk('webpack')}${chunk('framework')}${chunk('main')}${chunk('pages/_app')}${chunk('pages/collections/%5Bhandle%5D')}<script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script><script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script></head><body><div id="__next"><header class="site-header"><a class="site-header__logo" href="/">Alder &amp; Pine</a><nav class="site-nav"><a href="/collections/backpacks">Backpacks</a><a href="/collections/tents">Tents</a><a href="/collections/jackets">Jackets</a><a href="/collections/sale">Sale</a></nav><a class="site-header__cart" href="/cart" aria-label="Cart, 0 items">0</a></header><main class="collection"><h1 class="collection__title">Backpacks</h1><p class="collection__count">${count} products</p><ul class="product-grid">${tiles.join('')}</ul><button class="collection__more" type="button">Load more</button></main><footer class="site-footer"><p>© 2026 Alder &amp; Pine Outfitters</p></footer></div><script id="__NEXT_DATA__" type="application/json">${data}</script></body></html>`;
  const needle =
    '"sku":"TH45-SLT-M","title":"Slate / M","availableForSale":true,"quantityAvailable":7,"price":{"amount":"239.0","currencyCode":"USD"}';
  const ask = 'On this backpacks page, how much is the Trailhead 45L Pack in Slate, size M?';
  return singleCallTask('round 11: next.js page data', ask, 'fetch_page', html, [{ id: 'price', ask, needles: [textNeedle(needle)] }]);
}

/** A sitemap.xml written on one line by the site generator: when one page was last modified. */
function sitemapXml(): EconomicsTask {
  const random = seededRandom(11_031);
  const site = 'https://www.quillmark.io';
  const locales = ['de', 'fr', 'es', 'ja', 'pt-br'];
  const dayBase = Date.UTC(2024, 0, 1);
  const lastmod = (from: number, to: number) =>
    new Date(dayBase + between(random, from, to) * 86_400_000 + between(random, 0, 86_399) * 1000).toISOString().replace('.000Z', '+00:00');
  const words =
    'invoice approval workflow budget forecast template contract review onboarding checklist handbook roadmap okr retro sprint meeting notes brief proposal quote timesheet expense policy audit vendor security questionnaire release plan launch campaign content calendar hiring scorecard interview feedback incident postmortem'.split(
      ' ',
    );
  const title = (n: number) => Array.from({ length: n }, () => oneOf(random, words)).join('-');
  const entry = (path: string, mod: string, freq: string, priority: string, extra = '') =>
    `<url><loc>${site}${path}</loc><lastmod>${mod}</lastmod><changefreq>${freq}</changefreq><priority>${priority}</priority>${extra}</url>`;
  const alternates = (path: string) =>
    `<xhtml:link rel="alternate" hreflang="en" href="${site}${path}"/>${locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${site}/${l}${path}"/>`).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${site}${path}"/>`;
  const localized = (path: string, freq: string, priority: string, mod?: string) => [
    entry(path, mod ?? lastmod(600, 1010), freq, priority, alternates(path)),
    ...locales.map((l) => entry(`/${l}${path}`, lastmod(600, 1010), freq, priority, alternates(path))),
  ];
  const urls: string[] = [];
  urls.push(...localized('', 'daily', '1.0'));
  for (const p of [
    '/product',
    '/product/docs',
    '/product/wiki',
    '/product/forms',
    '/product/automations',
    '/product/ai',
    '/product/integrations',
    '/security',
    '/about',
    '/contact-sales',
    '/customers',
    '/templates',
    '/startups',
    '/enterprise',
    '/enterprise/security-review',
    '/download',
  ])
    urls.push(...localized(p, 'weekly', '0.8'));
  const apps = new Set<string>();
  for (let i = 0; i < 260; i++)
    apps.add(
      `${oneOf(random, ['slack', 'github', 'gitlab', 'jira', 'linear', 'figma', 'zoom', 'salesforce', 'hubspot', 'zendesk', 'asana', 'trello', 'notion', 'dropbox', 'box', 'okta', 'google-drive', 'onedrive', 'teams', 'stripe', 'intercom', 'airtable', 'miro', 'loom', 'calendly', 'docusign', 'pagerduty', 'sentry', 'datadog', 'snowflake'])}${random() < 0.5 ? '' : `-${oneOf(random, ['sync', 'import', 'export', 'alerts', 'embed', 'sso', 'scim', 'webhooks', 'reports', 'bot'])}`}`,
    );
  for (const app of apps) urls.push(entry(`/integrations/${app}`, lastmod(300, 1010), 'monthly', '0.6'));
  const docAreas = [
    'getting-started',
    'editor',
    'databases',
    'forms',
    'automations',
    'api',
    'admin',
    'sso',
    'billing',
    'import',
    'export',
    'sharing',
    'ai',
  ];
  const docs = new Set<string>();
  while (docs.size < 1_400) docs.add(`/docs/${oneOf(random, docAreas)}/${title(between(random, 2, 4))}`);
  for (const d of docs) urls.push(entry(d, lastmod(200, 1010), 'weekly', '0.5'));
  const pricing: [string, string][] = [
    ['/pricing', lastmod(900, 1010)],
    ['/pricing/teams', lastmod(900, 1010)],
    ['/pricing/enterprise', '2026-08-14T09:12:44+00:00'],
    ['/pricing/enterprise/faq', lastmod(900, 1010)],
    ['/pricing/education', lastmod(700, 1010)],
    ['/pricing/nonprofit', lastmod(700, 1010)],
    ['/pricing/compare-plans', lastmod(900, 1010)],
  ];
  for (const [p, mod] of pricing) urls.push(...localized(p, 'weekly', '0.9', mod));
  for (const rival of ['notion', 'confluence', 'coda', 'clickup', 'monday', 'airtable', 'slite', 'nuclino'])
    urls.push(...localized(`/compare/quillmark-vs-${rival}`, 'monthly', '0.7'));
  const posts = new Set<string>();
  while (posts.size < 900) posts.add(`/blog/${title(between(random, 3, 6))}`);
  posts.add('/blog/how-we-think-about-enterprise-pricing');
  posts.add('/blog/enterprise-pricing-changes-2026');
  for (const p of shuffle(random, [...posts]))
    urls.push(
      entry(
        p,
        lastmod(0, 1010),
        'monthly',
        '0.4',
        `<image:image><image:loc>${site}/_next/image?url=%2Fblog%2F${hex(random, 12)}.png&amp;w=1200&amp;q=75</image:loc></image:image>`,
      ),
    );
  const templates = new Set<string>();
  while (templates.size < 700) templates.add(`/templates/${title(between(random, 2, 3))}`);
  for (const t of templates) urls.push(entry(t, lastmod(100, 1010), 'monthly', '0.5'));
  for (let y = 2023; y <= 2026; y++)
    for (let m = 1; m <= 12 && !(y === 2026 && m > 10); m++)
      urls.push(entry(`/changelog/${y}-${pad2(m)}`, lastmod(0, 1010), 'yearly', '0.3'));
  const output = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${urls.join('')}</urlset>`;
  const ask = 'According to our sitemap, when was the enterprise pricing page last modified?';
  return singleCallTask('round 11: sitemap.xml', ask, 'fetch_url', output, [
    { id: 'lastmod', ask, needles: [textNeedle(`<loc>${site}/pricing/enterprise</loc><lastmod>2026-08-14T09:12:44+00:00</lastmod>`)] },
  ]);
}

// b. Answers several lines from the line the question's words match.

/** `pytest -v -l` on a Django monolith: where one named failing test's traceback ends, a few dozen lines below its header. */
function pytestTracebacks(): EconomicsTask {
  const random = seededRandom(11_041);
  const addr = () => `0x7f3c${hex(random, 8)}`;
  const width = 80;
  const centre = (text: string, fill: string) => {
    const pad = Math.max(2, width - text.length - 2);
    return `${fill.repeat(Math.floor(pad / 2))} ${text} ${fill.repeat(Math.ceil(pad / 2))}`;
  };
  const entrySep = '_ '.repeat(40).trimEnd();
  const venv = '/home/ci/work/ledger/.venv/lib/python3.12/site-packages';
  /** A traceback entry: the source shown runs to the end of the failing statement, `failAt` marks its first line. */
  type Frame = {
    args: [string, string][];
    src: string[];
    failAt?: number;
    locals: [string, string][];
    loc: string;
    e?: string[];
    exc?: string;
  };
  const renderFrame = (f: Frame, last: boolean) => {
    const out: string[] = [];
    const joined = f.args.map(([k, v]) => `${k} = ${v}`).join(', ');
    if (f.args.length) out.push(...(joined.length <= width ? [joined] : f.args.map(([k, v]) => `${k} = ${v}`)), '');
    const failAt = f.failAt ?? f.src.length - 1;
    const indent = f.src[failAt]!.match(/^ */)![0].length;
    f.src.forEach((line, i) => out.push(i === failAt ? `>   ${line}` : `    ${line}`));
    if (last) for (const e of f.e ?? []) out.push(`E   ${' '.repeat(indent)}${e}`);
    out.push('');
    if (f.locals.length) {
      for (const [k, v] of [...f.locals].sort((a, b) => (a[0] < b[0] ? -1 : 1))) out.push(`${k.padEnd(10)} = ${v}`);
      out.push('');
    }
    out.push(`${f.loc}: ${last ? (f.exc ?? '') : ''}`);
    return out;
  };
  const tables = [
    'billing_invoice',
    'billing_invoiceline',
    'billing_refund',
    'accounts_customer',
    'orders_order',
    'orders_orderline',
    'catalog_product',
    'shipping_shipment',
    'payments_charge',
    'auth_user',
    'django_content_type',
  ];
  const sqlLog = () => {
    const t = oneOf(random, tables);
    const cols = Array.from(
      new Set(
        Array.from(
          { length: between(random, 4, 12) },
          () =>
            `"${t}"."${oneOf(random, ['id', 'created_at', 'updated_at', 'customer_id', 'currency', 'total', 'status', 'number', 'amount', 'reason', 'settled_in', 'invoice_id', 'sku', 'quantity', 'email', 'is_active'])}"`,
        ),
      ),
    );
    const kind = pick(random, 4);
    const ms = (random() * 0.004).toFixed(3);
    if (kind === 0)
      return `DEBUG    django.db.backends:utils.py:151 (${ms}) SELECT ${cols.join(', ')} FROM "${t}" WHERE "${t}"."id" = ${between(random, 1, 9000)} LIMIT 21; args=(${between(random, 1, 9000)},); alias=default`;
    if (kind === 1)
      return `DEBUG    django.db.backends:utils.py:151 (${ms}) INSERT INTO "${t}" (${cols.map((c) => c.split('.')[1]).join(', ')}) VALUES (${cols.map(() => '%s').join(', ')}) RETURNING "${t}"."id"; args=(${cols.map(() => oneOf(random, [`'${hex(random, 6)}'`, String(between(random, 1, 9999)), "'EUR'", "'USD'", 'True', "Decimal('125.00')", `datetime.datetime(2026, 10, 13, 9, ${between(random, 0, 59)}, ${between(random, 0, 59)}, tzinfo=datetime.timezone.utc)`])).join(', ')}); alias=default`;
    if (kind === 2)
      return `DEBUG    django.db.backends:utils.py:151 (${ms}) SAVEPOINT "s${hex(random, 12)}_x${between(random, 1, 40)}"; args=None; alias=default`;
    return `INFO     ledger.${oneOf(random, ['billing', 'orders', 'accounts', 'payments'])}.${oneOf(random, ['services', 'signals', 'tasks'])}:${oneOf(random, ['services', 'signals', 'tasks'])}.py:${between(random, 20, 400)} ${oneOf(random, ['invoice issued', 'order placed', 'customer created', 'charge captured', 'webhook queued', 'credit note drafted'])} id=${between(random, 1, 9000)} request_id=${uuid(random)}`;
  };
  const obj = (cls: string) => `<${cls} object at ${addr()}>`;
  const client = () => obj('rest_framework.test.APIClient');
  const pkgs = ['accounts', 'api', 'billing', 'catalog', 'notifications', 'orders', 'payments', 'reports', 'shipping', 'tasks'] as const;
  const nouns = [
    'invoice',
    'customer',
    'order',
    'refund',
    'credit_note',
    'shipment',
    'address',
    'coupon',
    'tax_rate',
    'webhook',
    'payout',
    'report',
    'export',
    'line_item',
    'subscription',
    'price',
    'product',
    'warehouse',
  ];
  const verbs = [
    'creates',
    'updates',
    'rejects',
    'returns',
    'lists',
    'filters',
    'sends',
    'skips',
    'retries',
    'archives',
    'recalculates',
    'serializes',
    'validates',
    'keeps',
    'ignores',
  ];
  const quals = [
    'when_empty',
    'for_staff',
    'without_permission',
    'with_discount',
    'in_eur',
    'after_cutoff',
    'twice',
    'on_weekend',
    'with_tax',
    'for_guest',
    'by_date',
    'by_status',
    'across_pages',
    'with_notes',
    'idempotently',
    'in_bulk',
  ];
  // The suite: module -> test ids, in collection order.
  const modules: { path: string; tests: string[] }[] = [];
  const seen = new Set<string>();
  for (const pkg of pkgs) {
    const files = shuffle(random, [
      'test_models',
      'test_services',
      'test_views',
      'test_serializers',
      'test_tasks',
      'test_permissions',
      'test_filters',
      'test_signals',
      'test_admin',
      'test_forms',
    ]).slice(0, between(random, 5, 9));
    if (pkg === 'billing') files.push('test_refunds');
    for (const file of files.sort()) {
      const path = `tests/${pkg}/${file}.py`;
      const tests: string[] = [];
      if (path === 'tests/billing/test_refunds.py') {
        for (const t of [
          'test_partial_refund_creates_credit_note',
          'test_partial_refund_keeps_reason',
          'test_partial_refund_keeps_currency',
          'test_partial_refund_rounds_half_even',
          'test_partial_refund_rejects_more_than_paid',
          'test_partial_refund_of_refund_is_rejected',
        ])
          tests.push(`${path}::TestPartialRefunds::${t}`);
        for (const t of [
          'test_full_refund_restores_credit',
          'test_full_refund_marks_invoice_refunded',
          'test_full_refund_keeps_currency_of_settlement',
          'test_full_refund_notifies_customer',
        ])
          tests.push(`${path}::TestFullRefunds::${t}`);
        modules.push({ path, tests });
        continue;
      }
      const classes =
        random() < 0.5
          ? ['']
          : Array.from(
              { length: between(random, 1, 4) },
              () =>
                `Test${oneOf(random, nouns)
                  .split('_')
                  .map((w) => w[0]!.toUpperCase() + w.slice(1))
                  .join('')}${oneOf(random, ['', 'View', 'Service', 'Api', 'Task'])}`,
            );
      const n = between(random, 25, 70);
      for (let i = 0; i < n; i++) {
        const name = `test_${oneOf(random, verbs)}_${oneOf(random, nouns)}${random() < 0.6 ? `_${oneOf(random, quals)}` : ''}`;
        const cls = oneOf(random, classes);
        const id = `${path}::${cls ? `${cls}::` : ''}${name}${random() < 0.15 ? `[${oneOf(random, ['EUR', 'USD', 'GBP', 'draft', 'issued', 'paid', 'staff', 'guest'])}]` : ''}`;
        if (seen.has(id)) continue;
        seen.add(id);
        tests.push(id);
      }
      modules.push({ path, tests });
    }
  }
  const all = modules.flatMap((m) => m.tests);
  const failing = new Set<string>(
    shuffle(
      random,
      all.filter((t) => !t.startsWith('tests/billing/test_refunds.py')),
    ).slice(0, 24),
  );
  for (const t of [
    'TestPartialRefunds::test_partial_refund_keeps_currency',
    'TestPartialRefunds::test_partial_refund_rounds_half_even',
    'TestFullRefunds::test_full_refund_restores_credit',
  ])
    failing.add(`tests/billing/test_refunds.py::${t}`);
  const statusOf = new Map<string, string>();
  for (const t of all) statusOf.set(t, failing.has(t) ? 'FAILED' : random() < 0.012 ? 'SKIPPED' : random() < 0.003 ? 'XFAIL' : 'PASSED');
  const lines = [
    centre('test session starts', '='),
    'platform linux -- Python 3.12.6, pytest-8.3.3, pluggy-1.5.0 -- /home/ci/work/ledger/.venv/bin/python',
    'cachedir: .pytest_cache',
    'django: version: 5.1.2, settings: ledger.settings.test (from ini)',
    'rootdir: /home/ci/work/ledger',
    'configfile: pyproject.toml',
    'plugins: django-4.9.0, cov-5.0.0, mock-3.14.0, freezegun-0.4.2, factoryboy-2.7.0, anyio-4.6.0, responses-0.5.1',
    `collecting ... collected ${all.length} items`,
    '',
  ];
  all.forEach((t, i) => {
    const left = `${t} ${statusOf.get(t)!}`;
    const right = `[${String(Math.floor(((i + 1) * 100) / all.length)).padStart(3)}%]`;
    lines.push(`${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`);
  });
  lines.push('', centre('FAILURES', '='));
  // Library frames, reused by the failures that go through the ORM or HTTP mocks.
  const ormFrames = (model: string, error: string, manager = `<django.db.models.manager.Manager object at ${addr()}>`): Frame[] => [
    {
      args: [
        ['self', manager],
        ['args', '()'],
        ['kwargs', `{${oneOf(random, ["'number'", "'email'", "'external_id'"])}: '${hex(random, 8)}', ...}`],
      ],
      src: ['def manager_method(self, *args, **kwargs):', '    return getattr(self.get_queryset(), name)(*args, **kwargs)'],
      locals: [
        ['args', '()'],
        ['kwargs', '{...}'],
        ['name', "'create'"],
        ['self', manager],
      ],
      loc: `${venv}/django/db/models/manager.py:87`,
    },
    {
      args: [
        ['self', `<QuerySet []>`],
        ['kwargs', '{...}'],
      ],
      src: [
        'def create(self, **kwargs):',
        '    """',
        '    Create a new object with the given kwargs, saving it to the database',
        '    and returning the created object.',
        '    """',
        '    reverse_one_to_one_fields = frozenset(kwargs).intersection(',
        '        self.model._meta._reverse_one_to_one_field_names',
        '    )',
        '    if reverse_one_to_one_fields:',
        '        raise ValueError(',
        '            "The following fields do not exist in this model: %s"',
        '            % ", ".join(reverse_one_to_one_fields)',
        '        )',
        '',
        '    obj = self.model(**kwargs)',
        '    self._for_write = True',
        '    obj.save(force_insert=True, using=self.db)',
      ],
      locals: [
        ['kwargs', '{...}'],
        ['obj', `<${model}: ${model} object (None)>`],
        ['reverse_one_to_one_fields', 'frozenset()'],
        ['self', '<QuerySet []>'],
      ],
      loc: `${venv}/django/db/models/query.py:679`,
    },
    {
      args: [
        ['self', `<${model}: ${model} object (None)>`],
        ['force_insert', '(True,)'],
        ['force_update', 'False'],
        ['using', "'default'"],
        ['update_fields', 'None'],
      ],
      src: [
        'def save_base(',
        '    self,',
        '    raw=False,',
        '    force_insert=False,',
        '    force_update=False,',
        '    using=None,',
        '    update_fields=None,',
        '):',
        '    using = using or router.db_for_write(self.__class__, instance=self)',
        '    assert not (force_insert and (force_update or update_fields))',
        '    assert update_fields is None or update_fields',
        '    cls = origin = self.__class__',
        '    meta = cls._meta',
        '    if not meta.auto_created:',
        '        pre_save.send(',
        '            sender=origin,',
        '            instance=self,',
        '            raw=raw,',
        '            using=using,',
        '            update_fields=update_fields,',
        '        )',
        '    if meta.parents:',
        '        context_manager = transaction.atomic(using=using, savepoint=False)',
        '    else:',
        '        context_manager = transaction.mark_for_rollback_on_error(using=using)',
        '    with context_manager:',
        '        parent_inserted = False',
        '        if not raw:',
        '            force_insert = self._validate_force_insert(force_insert)',
        '            parent_inserted = self._save_parents(',
        '                cls, using, update_fields, force_insert',
        '            )',
        '        updated = self._save_table(',
        '            raw,',
        '            cls,',
        '            force_insert or parent_inserted,',
        '            force_update,',
        '            using,',
        '            update_fields,',
        '        )',
      ],
      failAt: 32,
      locals: [
        ['cls', `<class '${model}'>`],
        ['force_insert', '(True,)'],
        ['meta', `<Options for ${model.split('.').pop()}>`],
        ['raw', 'False'],
        ['self', `<${model}: ${model} object (None)>`],
        ['using', "'default'"],
      ],
      loc: `${venv}/django/db/models/base.py:1008`,
    },
    {
      args: [
        ['self', `<django.db.backends.utils.CursorDebugWrapper object at ${addr()}>`],
        ['sql', `'INSERT INTO "${model.split('.')[0]}_${model.split('.').pop()!.toLowerCase()}" (...) VALUES (...) RETURNING "id"'`],
        ['params', '(...)'],
        ['ignored_wrapper_args', '(False, {...})'],
      ],
      src: [
        'def _execute(self, sql, params, *ignored_wrapper_args):',
        '    # Raise a warning during app initialization (stored_app_configs is only',
        '    # ever set during testing).',
        '    if not apps.ready and not apps.stored_app_configs:',
        '        warnings.warn(self.APPS_NOT_READY_WARNING_MSG, category=RuntimeWarning)',
        '    self.db.validate_no_broken_transaction()',
        '    with self.db.wrap_database_errors:',
        '        if params is None:',
        '            # params default might be backend specific.',
        '            return self.cursor.execute(sql)',
        '        else:',
        '            return self.cursor.execute(sql, params)',
      ],
      e: [error],
      locals: [
        ['params', '(...)'],
        ['self', `<django.db.backends.utils.CursorDebugWrapper object at ${addr()}>`],
        ['sql', "'INSERT INTO ...'"],
      ],
      loc: `${venv}/django/db/backends/utils.py:105`,
      exc: error.split(':')[0]!.split('.').pop()!,
    },
  ];
  const testFrame = (id: string, body: string[], extraArgs: [string, string][], loc: number): Frame => {
    const [path, ...rest] = id.split('::');
    const name = rest[rest.length - 1]!.replace(/\[.*\]$/, '');
    const cls = rest.length > 1 ? rest[0]! : '';
    const args: [string, string][] = [
      ...(cls ? [['self', `<${path!.replace(/\//g, '.').replace('.py', '')}.${cls} object at ${addr()}>`] as [string, string]] : []),
      ...extraArgs,
    ];
    return {
      args,
      src: [`def ${name}(${args.map(([k]) => k).join(', ')}):`, ...body.map((l) => `    ${l}`)],
      locals: [...args],
      loc: `${path}:${loc}`,
    };
  };
  const summary = new Map<string, string>();
  const failure = (id: string): string[] => {
    const [, ...rest] = id.split('::');
    const head = rest.join('.');
    const pkg = id.split('/')[1]!;
    const noun = oneOf(random, nouns);
    const scenario = pick(random, 4);
    let frames: Frame[];
    if (scenario === 0) {
      const code = oneOf(random, [200, 201, 204, 400, 403, 404]);
      const got = oneOf(
        random,
        [400, 403, 404, 409, 500].filter((c) => c !== code),
      );
      const t = testFrame(
        id,
        [
          `${noun} = ${noun}_factory(${oneOf(random, ['status="draft"', 'currency="EUR"', 'customer=customer', 'is_active=False', 'total=Decimal("99.90")'])})`,
          'response = api_client.post(',
          `    f"/api/v1/${pkg}/${noun.replace('_', '-')}s/{${noun}.pk}/${oneOf(random, ['issue', 'archive', 'send', 'recalculate', 'approve'])}/",`,
          `    {${oneOf(random, ['"notify": True', '"reason": "duplicate"', '"force": False', '"at": "2026-10-13"'])}},`,
          '    format="json",',
          ')',
          `assert response.status_code == ${code}, response.json()`,
        ],
        [
          ['api_client', client()],
          [`${noun}_factory`, `<function ${noun}_factory.<locals>.make at ${addr()}>`],
        ],
        between(random, 20, 400),
      );
      t.e = [
        `AssertionError: {'detail': '${oneOf(random, ['You do not have permission to perform this action.', 'Not found.', 'Invalid state transition.', 'A server error occurred.'])}'}`,
        `assert ${got} == ${code}`,
        ` +  where ${got} = <Response status_code=${got}, "application/json">.status_code`,
      ];
      t.exc = 'AssertionError';
      t.locals.push(['response', `<Response status_code=${got}, "application/json">`]);
      frames = [t];
    } else if (scenario === 1) {
      const model = `${pkg}.${noun
        .split('_')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('')}`;
      const t = testFrame(
        id,
        [
          `${noun} = ${noun}_factory()`,
          `clone = ${model.split('.').pop()}.objects.create(`,
          `    number=${noun}.number,`,
          `    customer=${noun}.customer,`,
          ')',
        ],
        [
          [`${noun}_factory`, `<function ${noun}_factory.<locals>.make at ${addr()}>`],
          ['db', 'None'],
        ],
        between(random, 20, 400),
      );
      t.failAt = 2;
      frames = [
        t,
        ...ormFrames(
          model,
          `django.db.utils.IntegrityError: duplicate key value violates unique constraint "${pkg}_${noun}_number_${hex(random, 8)}_uniq"`,
        ),
      ];
      frames[frames.length - 1]!.e!.push(
        `DETAIL:  Key (number)=(${noun.toUpperCase().slice(0, 3)}-2026-${String(between(random, 1, 99999)).padStart(6, '0')}) already exists.`,
      );
    } else {
      const fn = `${oneOf(random, ['build', 'apply', 'resolve', 'compute', 'render', 'schedule'])}_${noun}${oneOf(random, ['', '_totals', '_payload', '_summary', '_context'])}`;
      const srcPath = `src/ledger/${pkg}/${oneOf(random, ['services', 'utils', 'selectors', 'tasks', 'serializers'])}.py`;
      const line = between(random, 30, 480);
      const kw = oneOf(random, ['strict', 'precision', 'locale', 'include_tax']);
      const t = testFrame(
        id,
        [
          `${noun} = ${noun}_factory(${oneOf(random, ['lines=3', 'currency="GBP"', 'country="CA"', 'coupon=None'])})`,
          `result = ${fn}(${noun})`,
          '',
          `assert result["total"] == Decimal("${between(random, 10, 999)}.00")`,
        ].slice(0, 2),
        [[`${noun}_factory`, `<function ${noun}_factory.<locals>.make at ${addr()}>`]],
        between(random, 20, 400),
      );
      const [exc, msg] =
        scenario === 2
          ? ['KeyError', `KeyError: '${oneOf(random, ['currency', 'tax_region', 'line_total', 'customer_id', 'rate'])}'`]
          : ['TypeError', `TypeError: serialize_${noun}() got an unexpected keyword argument '${kw}'`];
      frames = [
        t,
        {
          args: [
            [
              noun,
              `<${noun
                .split('_')
                .map((w) => w[0]!.toUpperCase() + w.slice(1))
                .join('')}: ${hex(random, 6)}>`,
            ],
          ],
          src: [
            `def ${fn}(${noun}, *, now=None):`,
            `    now = now or timezone.now()`,
            `    lines = list(${noun}.lines.select_related("product").order_by("position"))`,
            '    context = {',
            `        "id": ${noun}.pk,`,
            '        "lines": [line_payload(line) for line in lines],',
            '        "generated_at": now.isoformat(),',
            '    }',
            scenario === 2
              ? `    context["total"] = sum_lines(context["lines"])[${noun}.currency]`
              : `    return serialize_${noun}(${noun}, context, ${kw}=True)`,
          ],
          e: [msg],
          locals: [
            [
              'context',
              `{'generated_at': '2026-10-13T09:${pad2(between(random, 0, 59))}:00+00:00', 'id': ${between(random, 1, 9000)}, 'lines': [...]}`,
            ],
            ['lines', `[<Line: ${hex(random, 6)}>, <Line: ${hex(random, 6)}>]`],
            ['now', `datetime.datetime(2026, 10, 13, 9, ${between(random, 0, 59)}, tzinfo=datetime.timezone.utc)`],
          ],
          loc: `${srcPath}:${line}`,
          exc,
        },
      ];
    }
    summary.set(id, frames[frames.length - 1]!.e![0]!);
    const out = [centre(head, '_'), ''];
    frames.forEach((f, i) => {
      out.push(...renderFrame(f, i === frames.length - 1));
      if (i < frames.length - 1) out.push(entrySep, '');
    });
    out.push(centre('Captured log call', '-'), ...Array.from({ length: between(random, 20, 70) }, sqlLog));
    return out;
  };
  const refundFailure = (name: string): string[] => {
    const self = `<tests.billing.test_refunds.TestPartialRefunds object at ${addr()}>`;
    const invoice = `<Invoice INV-2026-00${between(random, 4000, 4999)} EUR 125.00 settled=USD>`;
    const factory = `<function invoice_factory.<locals>.make at ${addr()}>`;
    const rates = `<ledger.billing.fx.StaticRates object at ${addr()}>`;
    const keeps = name === 'test_partial_refund_keeps_currency';
    const amount = keeps ? "Decimal('41.665')" : "Decimal('10.005')";
    const test: Frame = {
      args: [
        ['self', self],
        ['invoice_factory', factory],
        ['fx_rates', rates],
      ],
      src: [
        `def ${name}(self, invoice_factory, fx_rates):`,
        '    invoice = invoice_factory(currency="EUR", total=Decimal("125.00"), settled_in="USD")',
        `    refund = issue_refund(invoice, amount=${amount.replace(/'/g, '"')})`,
      ],
      locals: [
        ['fx_rates', rates],
        ['invoice', invoice],
        ['invoice_factory', factory],
        ['self', self],
      ],
      loc: `tests/billing/test_refunds.py:${keeps ? 88 : 97}`,
    };
    const issue: Frame = {
      args: [
        ['invoice', invoice],
        ['amount', amount],
        ['reason', 'None'],
      ],
      src: [
        'def issue_refund(invoice, amount, reason=None):',
        '    if amount <= 0:',
        '        raise RefundError("amount must be positive")',
        '    if amount > invoice.refundable_amount():',
        '        raise RefundError("amount exceeds what was paid")',
        '    settled = convert(amount, invoice.currency, invoice.settled_in)',
        '    with transaction.atomic():',
        '        credit = CreditNote.objects.create(invoice=invoice, amount=amount, currency=invoice.currency)',
        '        return Refund.objects.create(',
        '            invoice=invoice,',
        '            credit_note=credit,',
        keeps ? '            amount=settled.quantize(CENT, context=STRICT),' : '            amount=round_half_even(settled, places=2),',
        '            currency=invoice.settled_in,',
        '            reason=reason or "",',
        '        )',
      ],
      failAt: 11,
      e: ["decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]"],
      locals: [
        ['amount', amount],
        ['credit', `<CreditNote: CN-2026-00${between(random, 1000, 1999)}>`],
        ['invoice', invoice],
        ['reason', 'None'],
        ['settled', "Decimal('48.4481245')"],
      ],
      loc: `src/ledger/billing/refunds.py:${keeps ? 214 : 209}`,
      exc: 'InvalidOperation',
    };
    const out = [centre(`TestPartialRefunds.${name}`, '_'), ''];
    out.push(...renderFrame(test, false), entrySep, '', ...renderFrame(issue, true));
    out.push(centre('Captured log call', '-'), ...Array.from({ length: between(random, 20, 50) }, sqlLog));
    return out;
  };
  for (const t of all.filter((x) => failing.has(x))) {
    if (t.includes('TestPartialRefunds::')) lines.push(...refundFailure(t.split('::').pop()!));
    else lines.push(...failure(t));
  }
  lines.push(
    centre('warnings summary', '='),
    `.venv/lib/python3.12/site-packages/rest_framework/pagination.py:200`,
    "  /home/ci/work/ledger/.venv/lib/python3.12/site-packages/rest_framework/pagination.py:200: UnorderedObjectListWarning: Pagination may yield inconsistent results with an unordered object_list: <class 'ledger.orders.models.Order'> QuerySet.",
    '    paginator = self.django_paginator_class(queryset, page_size)',
    '',
    '-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html',
    centre('short test summary info', '='),
  );
  for (const t of all.filter((x) => failing.has(x))) {
    const msg = summary.get(t) ?? "decimal.InvalidOperation: [<class 'decimal.InvalidOperation'>]";
    lines.push(`FAILED ${t} - ${msg}`);
  }
  const passed = all.filter((t) => statusOf.get(t) === 'PASSED').length;
  const skipped = all.filter((t) => statusOf.get(t) === 'SKIPPED').length;
  const xfailed = all.filter((t) => statusOf.get(t) === 'XFAIL').length;
  lines.push(
    centre(`${failing.size} failed, ${passed} passed, ${skipped} skipped, ${xfailed} xfailed, 1 warning in 402.18s (0:06:42)`, '='),
  );
  const ask = 'Where in our code does test_partial_refund_keeps_currency actually blow up? Which file and line?';
  return singleCallTask('round 11: pytest tracebacks', ask, 'run_pytest', lines.join('\n'), [
    { id: 'location', ask, needles: [textNeedle('src/ledger/billing/refunds.py:214: InvalidOperation')] },
  ]);
}

/** `docker compose config` of a large local stack: the host port of one service's web UI, a few lines below its name. */
function composeConfig(): EconomicsTask {
  const random = seededRandom(11_051);
  const root = '/home/dev/src/shop';
  type Port = { target: number; published: number };
  type Service = { name: string; lines: string[] };
  const usedPorts = new Set<number>([18_025, 11_025]);
  const vols = new Set<string>();
  const port = (lo: number, hi: number) => {
    let p: number;
    do p = between(random, lo, hi);
    while (usedPorts.has(p));
    usedPorts.add(p);
    return p;
  };
  const quote = (v: string) => (/^[0-9]+$|^(true|false|yes|no|on|off)$/i.test(v) || v === '' ? `"${v}"` : v);
  const service = (
    name: string,
    opts: {
      build?: { context: string; dockerfile: string; args: Record<string, string> };
      command?: string[];
      depends?: [string, string][];
      env: [string, string][];
      health?: string[];
      image: string;
      labels?: [string, string][];
      ports: Port[];
      volumes?: { type: string; source: string; target: string }[];
    },
  ): Service => {
    const l: string[] = [`  ${name}:`];
    if (opts.build) {
      l.push('    build:', `      context: ${opts.build.context}`, `      dockerfile: ${opts.build.dockerfile}`, '      args:');
      for (const [k, v] of Object.entries(opts.build.args)) l.push(`        ${k}: ${quote(v)}`);
    }
    if (opts.command) l.push('    command:', ...opts.command.map((c) => `      - ${c}`));
    if (opts.depends?.length) {
      l.push('    depends_on:');
      for (const [dep, condition] of [...opts.depends].sort())
        l.push(`      ${dep}:`, `        condition: ${condition}`, '        required: true');
    }
    if (opts.env.length) {
      l.push('    environment:');
      for (const [k, v] of [...opts.env].sort((a, b) => (a[0] < b[0] ? -1 : 1))) l.push(`      ${k}: ${quote(v)}`);
    }
    if (opts.health)
      l.push(
        '    healthcheck:',
        '      test:',
        ...opts.health.map((h) => `        - ${h}`),
        '      timeout: 5s',
        `      interval: ${oneOf(random, ['5s', '10s', '15s'])}`,
        `      retries: ${between(random, 3, 10)}`,
      );
    l.push(`    image: ${opts.image}`);
    if (opts.labels?.length) {
      l.push('    labels:');
      for (const [k, v] of [...opts.labels].sort((a, b) => (a[0] < b[0] ? -1 : 1))) l.push(`      ${k}: ${v}`);
    }
    l.push('    networks:', '      default: null');
    if (opts.ports.length) {
      l.push('    ports:');
      for (const p of opts.ports)
        l.push('      - mode: ingress', `        target: ${p.target}`, `        published: "${p.published}"`, '        protocol: tcp');
    }
    l.push('    restart: unless-stopped');
    if (opts.volumes?.length) {
      l.push('    volumes:');
      for (const v of opts.volumes) {
        if (v.type === 'volume') vols.add(v.source);
        l.push(`      - type: ${v.type}`, `        source: ${v.source}`, `        target: ${v.target}`);
        l.push(...(v.type === 'bind' ? ['        bind:', '          create_host_path: true'] : ['        volume: {}']));
      }
    }
    return { name, lines: l };
  };
  const traefik = (name: string, host: string, target: number): [string, string][] => [
    ['traefik.enable', '"true"'],
    [`traefik.http.routers.${name}.entrypoints`, 'web'],
    [`traefik.http.routers.${name}.rule`, `Host(\`${host}\`)`],
    [`traefik.http.services.${name}.loadbalancer.server.port`, `"${target}"`],
  ];
  const domains = [
    'accounts',
    'analytics',
    'audit',
    'auth',
    'billing',
    'cart',
    'catalog',
    'checkout',
    'fraud',
    'gateway',
    'gift-cards',
    'inventory',
    'loyalty',
    'marketplace',
    'media',
    'notifications',
    'orders',
    'payments',
    'pricing',
    'promotions',
    'recommendations',
    'reporting',
    'returns',
    'reviews',
    'search',
    'shipping',
    'subscriptions',
    'support',
    'tax',
    'wishlist',
  ];
  const services: Service[] = [];
  for (const d of domains) {
    const roles = [
      'api',
      ...shuffle(random, ['worker', 'consumer', 'scheduler', 'migrations', 'outbox-relay', 'admin']).slice(0, between(random, 2, 5)),
    ];
    const lang = oneOf(random, ['node', 'go', 'python', 'kotlin']);
    for (const role of roles) {
      const name = `${d}-${role}`;
      const env: [string, string][] = [
        ['DATABASE_URL', `postgres://${d}:${d}@postgres:5432/${d}?sslmode=disable`],
        ['REDIS_URL', `redis://redis:6379/${between(random, 0, 15)}`],
        ['KAFKA_BROKERS', 'kafka:9092'],
        ['LOG_LEVEL', oneOf(random, ['debug', 'info'])],
        ['LOG_FORMAT', 'pretty'],
        ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://otel-collector:4317'],
        ['OTEL_SERVICE_NAME', name],
        [
          'OTEL_RESOURCE_ATTRIBUTES',
          `deployment.environment=local,service.namespace=shop,team=${oneOf(random, ['core', 'growth', 'fulfilment', 'platform', 'money'])}`,
        ],
        ['AUTH_ISSUER_URL', 'http://keycloak:8080/realms/shop'],
        ['AUTH_AUDIENCE', `${d}-service`],
        ['S3_ENDPOINT', 'http://minio:9000'],
        ['S3_BUCKET', `shop-${d}-local`],
        ['AWS_ACCESS_KEY_ID', 'minioadmin'],
        ['AWS_SECRET_ACCESS_KEY', 'minioadmin'],
        ['AWS_REGION', 'eu-central-1'],
        ['FEATURE_FLAGS_URL', 'http://flagd:8013'],
        ['TZ', 'Europe/Berlin'],
        ...(random() < 0.5
          ? ([
              ['SMTP_HOST', 'mailpit'],
              ['SMTP_PORT', '1025'],
              ['SMTP_FROM', `no-reply+${d}@shop.localhost`],
            ] as [string, string][])
          : []),
        ...shuffle(random, [
          ['CACHE_TTL', `${between(random, 1, 60)}m`],
          ['BATCH_SIZE', String(oneOf(random, [50, 100, 250, 500]))],
          ['MAX_RETRIES', String(between(random, 2, 8))],
          ['TIMEOUT_MS', String(oneOf(random, [1500, 3000, 5000, 10000]))],
          ['PAGE_SIZE', String(oneOf(random, [20, 50, 100]))],
          ['WORKER_CONCURRENCY', String(between(random, 1, 16))],
          ['RATE_LIMIT_RPS', String(oneOf(random, [50, 100, 500]))],
          ['ENABLE_SHADOW_WRITES', oneOf(random, ['true', 'false'])],
          ['DEFAULT_CURRENCY', 'EUR'],
          ['WEBHOOK_SECRET', `whsec_${hex(random, 32)}`],
          ['UPSTREAM_URL', `http://${oneOf(random, domains)}-api:8080`],
          ['OUTBOX_POLL_MS', String(oneOf(random, [250, 500, 1000]))],
          ['LOCK_TTL_SECONDS', String(oneOf(random, [30, 60, 120]))],
          ['CIRCUIT_BREAKER_THRESHOLD', String(between(random, 3, 10))],
          ['IDEMPOTENCY_TTL', '24h'],
          ['DLQ_TOPIC', `${d}.dlq`],
          ['EVENTS_TOPIC', `${d}.events.v${between(random, 1, 3)}`],
          ['CONSUMER_GROUP', `${d}-${role}`],
          ['SENTRY_DSN', ''],
          ['FEATURE_NEW_PIPELINE', oneOf(random, ['true', 'false'])],
          ['MAX_PAYLOAD_KB', String(oneOf(random, [256, 512, 1024]))],
          ['GRPC_PORT', '50051'],
          ['ADMIN_TOKEN', 'dev-admin-token'],
          ['SIGNING_KEY_ID', `local-${hex(random, 6)}`],
          ['DB_POOL_MAX', String(between(random, 5, 30))],
          ['DB_POOL_MIN', String(between(random, 0, 4))],
          ['DB_STATEMENT_TIMEOUT_MS', String(oneOf(random, [5000, 15000, 30000]))],
          ['HTTP_KEEPALIVE_MS', '65000'],
          ['CORS_ORIGINS', 'http://localhost:3000,http://shop.localhost'],
          ['PUBLIC_BASE_URL', `http://${d}.shop.localhost`],
        ] as [string, string][])
          .slice(0, between(random, 12, 28))
          .map(([k, v]): [string, string] => [`${d.toUpperCase().replace(/-/g, '_')}_${k}`, v]),
      ];
      const uniqEnv = [...new Map(env).entries()];
      const target = lang === 'go' ? 8080 : lang === 'python' ? 8000 : lang === 'kotlin' ? 8081 : 3000;
      const ports: Port[] =
        role === 'api'
          ? [
              { target, published: port(8_100, 8_999) },
              { target: 9464, published: port(19_400, 19_899) },
            ]
          : role === 'migrations'
            ? []
            : [{ target: 9464, published: port(19_400, 19_899) }];
      if (lang === 'node' && role === 'api') ports.push({ target: 9229, published: port(9_230, 9_399) });
      services.push(
        service(name, {
          build: {
            context: `${root}/services/${d}`,
            dockerfile: role === 'api' ? 'Dockerfile.dev' : `Dockerfile.${role}`,
            args:
              lang === 'node'
                ? { NODE_VERSION: '20.18', PNPM_VERSION: '9.12.1' }
                : lang === 'go'
                  ? { GO_VERSION: '1.23' }
                  : lang === 'python'
                    ? { PYTHON_VERSION: '3.12', POETRY_VERSION: '1.8.3' }
                    : { JDK_VERSION: '21' },
          },
          command:
            role === 'migrations'
              ? ['migrate', 'up']
              : lang === 'node'
                ? ['pnpm', 'run', role === 'api' ? 'dev' : `dev:${role}`]
                : lang === 'python'
                  ? ['python', '-m', `shop_${d}.${role === 'api' ? 'server' : role}`, '--reload']
                  : undefined,
          depends: [
            ['postgres', 'service_healthy'],
            ['redis', 'service_started'],
            ...(random() < 0.7 ? ([['kafka', 'service_healthy']] as [string, string][]) : []),
            ...(role !== 'migrations'
              ? ([[`${d}-migrations`, 'service_completed_successfully']] as [string, string][]).filter(() => roles.includes('migrations'))
              : []),
          ],
          env: uniqEnv,
          health: role === 'api' ? ['CMD', 'curl', '-fsS', `http://localhost:${target}/healthz`] : undefined,
          image: `shop/${name}:dev`,
          labels:
            role === 'api'
              ? [
                  ...traefik(name, `${d}.shop.localhost`, target),
                  ['com.shop.team', oneOf(random, ['core', 'growth', 'fulfilment', 'platform', 'money'])],
                  ['com.shop.language', lang],
                ]
              : [['com.shop.language', lang]],
          ports,
          volumes: [
            { type: 'bind', source: `${root}/services/${d}/src`, target: lang === 'go' ? '/go/src/app' : '/app/src' },
            ...(lang === 'node' ? [{ type: 'volume', source: `${d}-node-modules`, target: '/app/node_modules' }] : []),
          ],
        }),
      );
    }
  }
  const infra = (name: string, image: string, ports: Port[], env: [string, string][], extra: [string, string][] = [], health?: string[]) =>
    services.push(
      service(name, { env, image, ports, labels: extra, health, volumes: [{ type: 'volume', source: `${name}-data`, target: '/data' }] }),
    );
  infra(
    'postgres',
    'postgres:16.4-alpine',
    [{ target: 5432, published: 5432 }],
    [
      ['POSTGRES_PASSWORD', 'postgres'],
      ['POSTGRES_USER', 'postgres'],
      ['POSTGRES_MULTIPLE_DATABASES', domains.join(',')],
    ],
    [],
    ['CMD-SHELL', 'pg_isready -U postgres'],
  );
  infra('redis', 'redis:7.4-alpine', [{ target: 6379, published: 6379 }], []);
  infra(
    'redis-commander',
    'rediscommander/redis-commander:latest',
    [{ target: 8081, published: 18_081 }],
    [['REDIS_HOSTS', 'local:redis:6379']],
    traefik('redis-commander', 'redis.localhost', 8081),
  );
  infra(
    'kafka',
    'bitnami/kafka:3.8',
    [{ target: 9094, published: 9094 }],
    [
      ['KAFKA_CFG_NODE_ID', '0'],
      ['KAFKA_CFG_PROCESS_ROLES', 'controller,broker'],
      ['KAFKA_CFG_LISTENERS', 'PLAINTEXT://:9092,CONTROLLER://:9093,EXTERNAL://:9094'],
      ['KAFKA_CFG_ADVERTISED_LISTENERS', 'PLAINTEXT://kafka:9092,EXTERNAL://localhost:9094'],
    ],
    [],
    ['CMD-SHELL', 'kafka-topics.sh --bootstrap-server localhost:9092 --list'],
  );
  infra(
    'kafka-ui',
    'provectuslabs/kafka-ui:v0.7.2',
    [{ target: 8080, published: 18_080 }],
    [
      ['KAFKA_CLUSTERS_0_NAME', 'local'],
      ['KAFKA_CLUSTERS_0_BOOTSTRAPSERVERS', 'kafka:9092'],
    ],
    traefik('kafka-ui', 'kafka.localhost', 8080),
  );
  infra(
    'keycloak',
    'quay.io/keycloak/keycloak:25.0',
    [{ target: 8080, published: 18_443 }],
    [
      ['KC_BOOTSTRAP_ADMIN_USERNAME', 'admin'],
      ['KC_BOOTSTRAP_ADMIN_PASSWORD', 'admin'],
      ['KC_HTTP_ENABLED', 'true'],
    ],
    traefik('keycloak', 'auth.localhost', 8080),
  );
  infra(
    'elasticsearch',
    'docker.elastic.co/elasticsearch/elasticsearch:8.15.2',
    [{ target: 9200, published: 9200 }],
    [
      ['discovery.type', 'single-node'],
      ['xpack.security.enabled', 'false'],
      ['ES_JAVA_OPTS', '-Xms1g -Xmx1g'],
    ],
  );
  infra(
    'kibana',
    'docker.elastic.co/kibana/kibana:8.15.2',
    [{ target: 5601, published: 15_601 }],
    [['ELASTICSEARCH_HOSTS', 'http://elasticsearch:9200']],
    traefik('kibana', 'kibana.localhost', 5601),
  );
  infra(
    'grafana',
    'grafana/grafana:11.2.2',
    [{ target: 3000, published: 13_000 }],
    [
      ['GF_AUTH_ANONYMOUS_ENABLED', 'true'],
      ['GF_AUTH_ANONYMOUS_ORG_ROLE', 'Admin'],
    ],
    traefik('grafana', 'grafana.localhost', 3000),
  );
  infra(
    'prometheus',
    'prom/prometheus:v2.54.1',
    [{ target: 9090, published: 19_090 }],
    [],
    traefik('prometheus', 'prometheus.localhost', 9090),
  );
  infra('loki', 'grafana/loki:3.2.0', [{ target: 3100, published: 13_100 }], []);
  infra('tempo', 'grafana/tempo:2.6.0', [{ target: 3200, published: 13_200 }], []);
  infra(
    'jaeger',
    'jaegertracing/all-in-one:1.62.0',
    [{ target: 16686, published: 16_686 }],
    [['COLLECTOR_OTLP_ENABLED', 'true']],
    traefik('jaeger', 'jaeger.localhost', 16686),
  );
  infra(
    'otel-collector',
    'otel/opentelemetry-collector-contrib:0.111.0',
    [
      { target: 4317, published: 4317 },
      { target: 4318, published: 4318 },
    ],
    [],
  );
  infra(
    'minio',
    'minio/minio:RELEASE.2024-10-02T17-50-41Z',
    [
      { target: 9000, published: 19_000 },
      { target: 9001, published: 19_001 },
    ],
    [
      ['MINIO_ROOT_USER', 'minioadmin'],
      ['MINIO_ROOT_PASSWORD', 'minioadmin'],
    ],
    traefik('minio', 's3.localhost', 9001),
  );
  infra(
    'localstack',
    'localstack/localstack:3.8',
    [{ target: 4566, published: 4566 }],
    [
      ['SERVICES', 'sqs,sns,secretsmanager'],
      ['DEBUG', '0'],
    ],
  );
  infra(
    'mongo',
    'mongo:7.0',
    [{ target: 27017, published: 27017 }],
    [
      ['MONGO_INITDB_ROOT_USERNAME', 'root'],
      ['MONGO_INITDB_ROOT_PASSWORD', 'root'],
    ],
  );
  infra(
    'clickhouse',
    'clickhouse/clickhouse-server:24.8',
    [
      { target: 8123, published: 18_123 },
      { target: 9000, published: 19_900 },
    ],
    [['CLICKHOUSE_DB', 'analytics']],
  );
  infra(
    'rabbitmq',
    'rabbitmq:3.13-management',
    [
      { target: 5672, published: 5672 },
      { target: 15672, published: 15_672 },
    ],
    [
      ['RABBITMQ_DEFAULT_USER', 'guest'],
      ['RABBITMQ_DEFAULT_PASS', 'guest'],
    ],
    traefik('rabbitmq', 'rabbit.localhost', 15672),
  );
  infra(
    'vault',
    'hashicorp/vault:1.17',
    [{ target: 8200, published: 18_200 }],
    [
      ['VAULT_DEV_ROOT_TOKEN_ID', 'root'],
      ['VAULT_DEV_LISTEN_ADDRESS', '0.0.0.0:8200'],
    ],
  );
  infra('wiremock', 'wiremock/wiremock:3.9.1', [{ target: 8080, published: 18_088 }], []);
  infra(
    'adminer',
    'adminer:4.8.1',
    [{ target: 8080, published: 18_089 }],
    [['ADMINER_DEFAULT_SERVER', 'postgres']],
    traefik('adminer', 'db.localhost', 8080),
  );
  infra('flagd', 'ghcr.io/open-feature/flagd:v0.11.3', [{ target: 8013, published: 18_013 }], []);
  infra(
    'smtp4dev',
    'rnwood/smtp4dev:3.6.1',
    [
      { target: 80, published: 15_080 },
      { target: 25, published: 10_025 },
    ],
    [['ServerOptions__HostName', 'smtp4dev']],
    traefik('smtp4dev', 'smtp4dev.localhost', 80),
  );
  infra(
    'traefik',
    'traefik:v3.1',
    [
      { target: 80, published: 80 },
      { target: 8080, published: 18_090 },
    ],
    [
      ['TRAEFIK_API_INSECURE', 'true'],
      ['TRAEFIK_PROVIDERS_DOCKER', 'true'],
    ],
  );
  services.push(
    service('mailpit', {
      env: [
        ['MP_MAX_MESSAGES', '5000'],
        ['MP_SMTP_AUTH_ACCEPT_ANY', '1'],
        ['MP_SMTP_AUTH_ALLOW_INSECURE', '1'],
        ['TZ', 'Europe/Berlin'],
      ],
      health: ['CMD', '/mailpit', 'readyz'],
      image: 'axllent/mailpit:v1.20.5',
      labels: traefik('mailpit', 'mail.localhost', 8025),
      ports: [
        { target: 1025, published: 11_025 },
        { target: 8025, published: 18_025 },
      ],
      volumes: [{ type: 'volume', source: 'mailpit-data', target: '/data' }],
    }),
  );
  services.sort((a, b) => (a.name < b.name ? -1 : 1));
  const lines = [
    'name: shop',
    'services:',
    ...services.flatMap((s) => s.lines),
    'networks:',
    '  default:',
    '    name: shop_default',
    'volumes:',
  ];
  for (const v of [...vols].sort()) lines.push(`  ${v}:`, `    name: shop_${v}`);
  const ask = 'Which port on localhost do I open in the browser to get to the Mailpit web UI?';
  return singleCallTask('round 11: docker compose config', ask, 'docker_compose_config', lines.join('\n'), [
    { id: 'port', ask, needles: [textNeedle('published: "18025"')] },
  ]);
}

/** Every `.tf` file of an infrastructure repository (`tail -n +1`): one database's instance class, a few lines below its name. */
function terraformFiles(): EconomicsTask {
  const random = seededRandom(11_061);
  type Item = readonly [string, string] | { readonly head: string; readonly body: readonly Item[] } | '';
  const render = (items: readonly Item[], depth: number): string[] => {
    const pad = '  '.repeat(depth);
    const out: string[] = [];
    let run: (readonly [string, string])[] = [];
    const flush = () => {
      const w = Math.max(...run.map(([k]) => k.length));
      for (const [k, v] of run) out.push(`${pad}${k.padEnd(w)} = ${v.replace(/\n/g, `\n${pad}`)}`);
      run = [];
    };
    for (const item of items) {
      if (Array.isArray(item)) {
        run.push(item as readonly [string, string]);
        continue;
      }
      if (run.length) flush();
      if (item === '') out.push('');
      else {
        const block = item as { head: string; body: readonly Item[] };
        out.push(`${pad}${block.head} {`, ...render(block.body, depth + 1), `${pad}}`);
      }
    }
    if (run.length) flush();
    return out;
  };
  type Block = { readonly head: string; readonly body: readonly Item[] };
  const block = (head: string, body: readonly Item[]): Block => ({ head, body });
  const file = (items: readonly Block[]) => items.map((b) => render([b], 0).join('\n')).join('\n\n');
  const str = (s: string) => `"${s}"`;
  const list = (xs: string[]) => `[${xs.join(', ')}]`;
  const tagMap = (pairs: [string, string][]) =>
    `{\n${pairs.map(([k, v]) => `  ${k.padEnd(Math.max(...pairs.map(([x]) => x.length)))} = "${v}"`).join('\n')}\n}`;
  const services = [
    'storefront',
    'checkout',
    'ledger-api',
    'ledger-worker',
    'catalog',
    'search',
    'identity',
    'orders',
    'notifications',
    'pricing',
    'inventory',
    'media',
    'reporting-api',
    'webhooks',
    'promotions',
    'shipping',
    'returns',
    'fraud-scoring',
  ];
  const snake = (s: string) => s.replace(/-/g, '_');
  const files: [string, string][] = [];
  const envFiles = (env: 'dev' | 'prod' | 'staging') => {
    const big = env === 'prod';
    const cls = (prodClass: string, stagingClass: string, devClass: string) =>
      env === 'prod' ? prodClass : env === 'staging' ? stagingClass : devClass;
    const account = env === 'prod' ? '318224659013' : env === 'staging' ? '774101836922' : '559022781340';
    files.push([
      `./envs/${env}/versions.tf`,
      file([
        block('terraform', [
          ['required_version', str('>= 1.7.0')],
          '',
          block('required_providers', [
            block('aws =', [
              ['source', str('hashicorp/aws')],
              ['version', str('~> 5.70')],
            ]),
            block('random =', [
              ['source', str('hashicorp/random')],
              ['version', str('~> 3.6')],
            ]),
          ]),
          '',
          block('backend "s3"', [
            ['bucket', str('acme-terraform-state')],
            ['key', str(`envs/${env}/terraform.tfstate`)],
            ['region', str('eu-central-1')],
            ['dynamodb_table', str('terraform-locks')],
            ['encrypt', 'true'],
          ]),
        ]),
      ]),
    ]);
    files.push([
      `./envs/${env}/providers.tf`,
      file([
        block('provider "aws"', [
          ['region', 'var.region'],
          ['allowed_account_ids', list([str(account)])],
          '',
          block('default_tags', [
            [
              'tags',
              tagMap([
                ['Environment', env],
                ['ManagedBy', 'terraform'],
                ['Repository', 'acme/infrastructure'],
                ['CostCenter', 'platform'],
              ]),
            ],
          ]),
        ]),
      ]),
    ]);
    const vars: Block[] = [
      block('variable "region"', [
        ['type', 'string'],
        ['default', str('eu-central-1')],
      ]),
      block('variable "vpc_cidr"', [
        ['type', 'string'],
        ['default', str(env === 'prod' ? '10.40.0.0/16' : env === 'staging' ? '10.30.0.0/16' : '10.20.0.0/16')],
      ]),
      block('variable "image_tag"', [
        ['type', 'string'],
        ['description', str('Container image tag deployed to every service')],
      ]),
      block('variable "db_backup_retention_days"', [
        ['type', 'number'],
        ['default', big ? '14' : '3'],
      ]),
    ];
    if (env === 'staging')
      vars.push(
        block('variable "reporting_replica_instance_class"', [
          ['type', 'string'],
          ['default', str('db.t4g.medium')],
          ['description', str('Instance class of the ledger reporting replica')],
        ]),
      );
    files.push([`./envs/${env}/variables.tf`, file(vars)]);
    files.push([
      `./envs/${env}/network.tf`,
      file([
        block('module "vpc"', [
          ['source', str('terraform-aws-modules/vpc/aws')],
          ['version', str('5.13.0')],
          '',
          ['name', str(`acme-${env}`)],
          ['cidr', 'var.vpc_cidr'],
          ['azs', list(['a', 'b', 'c'].map((z) => str(`eu-central-1${z}`)))],
          ['private_subnets', list([1, 2, 3].map((i) => `cidrsubnet(var.vpc_cidr, 4, ${i})`))],
          ['public_subnets', list([4, 5, 6].map((i) => `cidrsubnet(var.vpc_cidr, 8, ${i * 16})`))],
          ['database_subnets', list([7, 8, 9].map((i) => `cidrsubnet(var.vpc_cidr, 8, ${i * 16})`))],
          '',
          ['enable_nat_gateway', 'true'],
          ['single_nat_gateway', big ? 'false' : 'true'],
          ['enable_dns_hostnames', 'true'],
        ]),
      ]),
    ]);
    const sgs: Block[] = [];
    for (const s of services) {
      sgs.push(
        block(`resource "aws_security_group" "${snake(s)}"`, [
          ['name', str(`${s}-${env}`)],
          ['description', str(`ECS tasks of ${s}`)],
          ['vpc_id', 'module.vpc.vpc_id'],
        ]),
      );
      sgs.push(
        block(`resource "aws_vpc_security_group_ingress_rule" "${snake(s)}_from_alb"`, [
          ['security_group_id', `aws_security_group.${snake(s)}.id`],
          ['referenced_security_group_id', 'aws_security_group.alb.id'],
          ['ip_protocol', str('tcp')],
          ['from_port', String(oneOf(random, [3000, 8080, 8000]))],
          ['to_port', String(oneOf(random, [3000, 8080, 8000]))],
        ]),
      );
      sgs.push(
        block(`resource "aws_vpc_security_group_egress_rule" "${snake(s)}_all"`, [
          ['security_group_id', `aws_security_group.${snake(s)}.id`],
          ['cidr_ipv4', str('0.0.0.0/0')],
          ['ip_protocol', str('-1')],
        ]),
      );
    }
    files.push([`./envs/${env}/security_groups.tf`, file(sgs)]);
    const db = (name: string, identifier: string, klass: string, extra: Item[], replicaOf?: string) =>
      block(`resource "aws_db_instance" "${name}"`, [
        ['identifier', str(identifier)],
        ...(replicaOf
          ? ([['replicate_source_db', `aws_db_instance.${replicaOf}.identifier`]] as Item[])
          : ([
              ['engine', str('postgres')],
              ['engine_version', str('16.4')],
            ] as Item[])),
        '',
        ['parameter_group_name', `aws_db_parameter_group.${name.replace('_reporting_replica', '_reporting')}.name`],
        ['vpc_security_group_ids', list([`aws_security_group.rds_${name.split('_')[0]}.id`])],
        ...(replicaOf
          ? ([['availability_zone', str('eu-central-1b')]] as Item[])
          : ([['db_subnet_group_name', 'module.vpc.database_subnet_group_name']] as Item[])),
        '',
        ['instance_class', klass],
        ['storage_type', str('gp3')],
        ...(replicaOf ? [] : ([['allocated_storage', String(between(random, 2, 40) * 50)]] as Item[])),
        ['max_allocated_storage', String(between(random, 8, 40) * 100)],
        ['iops', String(oneOf(random, [3000, 6000, 12000]))],
        ...extra,
        '',
        ['performance_insights_enabled', 'true'],
        ['monitoring_interval', '60'],
        ['monitoring_role_arn', 'aws_iam_role.rds_monitoring.arn'],
        ['deletion_protection', big ? 'true' : 'false'],
        ['skip_final_snapshot', big ? 'false' : 'true'],
        ['apply_immediately', big ? 'false' : 'true'],
        '',
        [
          'tags',
          tagMap([
            ['Service', name.split('_')[0]!],
            ['Tier', replicaOf ? 'replica' : 'primary'],
          ]),
        ],
      ]);
    const dbs = [
      ['ledger', cls('db.r6g.4xlarge', 'db.t4g.large', 'db.t4g.small')],
      ['catalog', cls('db.r6g.xlarge', 'db.t4g.medium', 'db.t4g.micro')],
      ['identity', cls('db.r6g.large', 'db.t4g.medium', 'db.t4g.micro')],
      ['orders', cls('db.r6g.8xlarge', 'db.t4g.large', 'db.t4g.small')],
      ['notifications', cls('db.t4g.xlarge', 'db.t4g.small', 'db.t4g.micro')],
    ] as const;
    const rds: Block[] = [];
    for (const [name, klass] of dbs) {
      rds.push(
        block(`resource "aws_db_parameter_group" "${name}"`, [
          ['name', str(`${name}-${env}-pg16`)],
          ['family', str('postgres16')],
          '',
          ...[
            ['log_min_duration_statement', big ? '500' : '200'],
            ['rds.force_ssl', '1'],
            ['shared_preload_libraries', 'pg_stat_statements'],
            ['idle_in_transaction_session_timeout', '60000'],
          ].map(([k, v]) =>
            block('parameter', [
              ['name', str(k!)],
              ['value', str(v!)],
              ...(k === 'shared_preload_libraries' ? ([['apply_method', str('pending-reboot')]] as Item[]) : []),
            ]),
          ),
        ]),
      );
      rds.push(
        block(`resource "aws_security_group" "rds_${name}"`, [
          ['name', str(`rds-${name}-${env}`)],
          ['vpc_id', 'module.vpc.vpc_id'],
        ]),
      );
      rds.push(
        db(name, `${name}-${env}`, str(klass), [
          ['multi_az', big ? 'true' : 'false'],
          ['backup_retention_period', 'var.db_backup_retention_days'],
          ['username', str(`${name}_admin`)],
          ['manage_master_user_password', 'true'],
        ]),
      );
      if (name === 'ledger' && env !== 'dev') {
        rds.push(
          block('resource "aws_db_parameter_group" "ledger_reporting"', [
            ['name', str(`ledger-reporting-${env}-pg16`)],
            ['family', str('postgres16')],
            '',
            block('parameter', [
              ['name', str('max_standby_streaming_delay')],
              ['value', str('900000')],
            ]),
            block('parameter', [
              ['name', str('hot_standby_feedback')],
              ['value', str('1')],
            ]),
          ]),
        );
        rds.push(
          db(
            'ledger_reporting_replica',
            `ledger-${env}-reporting-replica`,
            env === 'prod' ? '"db.r6g.2xlarge"' : 'var.reporting_replica_instance_class',
            [],
            'ledger',
          ),
        );
      }
    }
    files.push([`./envs/${env}/rds.tf`, file(rds)]);
    const ecs: Block[] = [
      block('resource "aws_ecs_cluster" "main"', [
        ['name', str(`acme-${env}`)],
        '',
        block('setting', [
          ['name', str('containerInsights')],
          ['value', str('enabled')],
        ]),
      ]),
    ];
    for (const s of services) {
      const cpu = oneOf(random, [256, 512, 1024, 2048]);
      const port = oneOf(random, [3000, 8080, 8000]);
      ecs.push(
        block(`resource "aws_ecs_task_definition" "${snake(s)}"`, [
          ['family', str(`${s}-${env}`)],
          ['requires_compatibilities', list([str('FARGATE')])],
          ['network_mode', str('awsvpc')],
          ['cpu', String(cpu)],
          ['memory', String(cpu * oneOf(random, [2, 4]))],
          ['execution_role_arn', 'aws_iam_role.ecs_execution.arn'],
          ['task_role_arn', `aws_iam_role.${snake(s)}_task.arn`],
          '',
          [
            'container_definitions',
            `jsonencode([\n  {\n    name      = "${s}"\n    image     = "${account}.dkr.ecr.eu-central-1.amazonaws.com/${s}:\${var.image_tag}"\n    essential = true\n    portMappings = [\n      { containerPort = ${port}, protocol = "tcp" }\n    ]\n    environment = [\n${shuffle(
              random,
              [
                ['LOG_LEVEL', oneOf(random, ['info', 'warn'])],
                ['NODE_ENV', 'production'],
                ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://localhost:4317'],
                ['FEATURE_FLAGS_URL', `http://flagd.${env}.internal:8013`],
                ['CACHE_TTL_SECONDS', String(oneOf(random, [60, 300, 900]))],
                ['HTTP_TIMEOUT_MS', String(oneOf(random, [2000, 5000, 10000]))],
                ['QUEUE_URL', `https://sqs.eu-central-1.amazonaws.com/${account}/${env}-${s}-jobs`],
                ['BUCKET', `acme-${env}-${s}`],
                ['SENTRY_ENVIRONMENT', env],
                ['PORT', String(port)],
              ],
            )
              .slice(0, between(random, 4, 10))
              .map(([k, v]) => `      { name = "${k}", value = "${v}" },`)
              .join(
                '\n',
              )}\n    ]\n    secrets = [\n      { name = "DATABASE_URL", valueFrom = "arn:aws:secretsmanager:eu-central-1:${account}:secret:${env}/${s}/database-url-${chars(random, ALNUM, 6)}" }\n    ]\n    logConfiguration = {\n      logDriver = "awslogs"\n      options = {\n        awslogs-group         = "/ecs/${env}/${s}"\n        awslogs-region        = "eu-central-1"\n        awslogs-stream-prefix = "app"\n      }\n    }\n  }\n])`,
          ],
        ]),
      );
      ecs.push(
        block(`resource "aws_ecs_service" "${snake(s)}"`, [
          ['name', str(s)],
          ['cluster', 'aws_ecs_cluster.main.id'],
          ['task_definition', `aws_ecs_task_definition.${snake(s)}.arn`],
          ['desired_count', String(big ? between(random, 2, 12) : 1)],
          ['launch_type', str('FARGATE')],
          ['enable_execute_command', big ? 'false' : 'true'],
          '',
          block('network_configuration', [
            ['subnets', 'module.vpc.private_subnets'],
            ['security_groups', list([`aws_security_group.${snake(s)}.id`])],
          ]),
          '',
          block('load_balancer', [
            ['target_group_arn', `aws_lb_target_group.${snake(s)}.arn`],
            ['container_name', str(s)],
            ['container_port', String(port)],
          ]),
          '',
          block('deployment_circuit_breaker', [
            ['enable', 'true'],
            ['rollback', 'true'],
          ]),
          '',
          block('lifecycle', [['ignore_changes', list(['desired_count'])]]),
        ]),
      );
    }
    files.push([`./envs/${env}/ecs.tf`, file(ecs)]);
    const alb: Block[] = [];
    services.forEach((s, i) => {
      alb.push(
        block(`resource "aws_lb_target_group" "${snake(s)}"`, [
          ['name', str(`${s}-${env}`.slice(0, 32))],
          ['port', String(oneOf(random, [3000, 8080, 8000]))],
          ['protocol', str('HTTP')],
          ['target_type', str('ip')],
          ['vpc_id', 'module.vpc.vpc_id'],
          ['deregistration_delay', String(oneOf(random, [10, 30, 60]))],
          '',
          block('health_check', [
            ['path', str(oneOf(random, ['/healthz', '/health', '/ready']))],
            ['matcher', str('200')],
            ['interval', '15'],
            ['healthy_threshold', '2'],
            ['unhealthy_threshold', '3'],
          ]),
        ]),
      );
      alb.push(
        block(`resource "aws_lb_listener_rule" "${snake(s)}"`, [
          ['listener_arn', 'aws_lb_listener.https.arn'],
          ['priority', String(100 + i * 10)],
          '',
          block('action', [
            ['type', str('forward')],
            ['target_group_arn', `aws_lb_target_group.${snake(s)}.arn`],
          ]),
          '',
          block('condition', [block('host_header', [['values', list([str(`${s}.${env === 'prod' ? '' : `${env}.`}acme.io`)])]])]),
        ]),
      );
    });
    files.push([`./envs/${env}/alb.tf`, file(alb)]);
    const alarms: Block[] = [];
    const alarm = (name: string, metric: string, ns: string, threshold: string, dims: [string, string][]) =>
      block(`resource "aws_cloudwatch_metric_alarm" "${name}"`, [
        ['alarm_name', str(`${env}-${name.replace(/_/g, '-')}`)],
        ['comparison_operator', str('GreaterThanThreshold')],
        ['evaluation_periods', String(oneOf(random, [3, 5]))],
        ['metric_name', str(metric)],
        ['namespace', str(ns)],
        ['period', '60'],
        ['statistic', str('Average')],
        ['threshold', threshold],
        ['treat_missing_data', str('notBreaching')],
        ['alarm_actions', list(['aws_sns_topic.alerts.arn'])],
        ['dimensions', tagMap(dims)],
      ]);
    for (const s of services) {
      alarms.push(
        alarm(`${snake(s)}_cpu_high`, 'CPUUtilization', 'AWS/ECS', '85', [
          ['ClusterName', `acme-${env}`],
          ['ServiceName', s],
        ]),
      );
      alarms.push(
        alarm(`${snake(s)}_memory_high`, 'MemoryUtilization', 'AWS/ECS', '90', [
          ['ClusterName', `acme-${env}`],
          ['ServiceName', s],
        ]),
      );
      alarms.push(
        alarm(`${snake(s)}_5xx`, 'HTTPCode_Target_5XX_Count', 'AWS/ApplicationELB', '25', [
          ['TargetGroup', `\${aws_lb_target_group.${snake(s)}.arn_suffix}`],
        ]),
      );
    }
    for (const [name] of dbs) {
      alarms.push(alarm(`${name}_db_cpu_high`, 'CPUUtilization', 'AWS/RDS', '80', [['DBInstanceIdentifier', `${name}-${env}`]]));
      alarms.push(
        alarm(`${name}_db_free_storage_low`, 'FreeStorageSpace', 'AWS/RDS', '10737418240', [['DBInstanceIdentifier', `${name}-${env}`]]),
      );
    }
    if (env !== 'dev')
      alarms.push(
        alarm('ledger_reporting_replica_lag', 'ReplicaLag', 'AWS/RDS', '300', [
          ['DBInstanceIdentifier', `ledger-${env}-reporting-replica`],
        ]),
      );
    files.push([`./envs/${env}/alarms.tf`, file(alarms)]);
    const iam: Block[] = [];
    for (const s of services) {
      iam.push(
        block(`resource "aws_iam_role" "${snake(s)}_task"`, [
          ['name', str(`${s}-${env}-task`)],
          ['assume_role_policy', 'data.aws_iam_policy_document.ecs_tasks_assume.json'],
        ]),
      );
      iam.push(
        block(`resource "aws_iam_role_policy" "${snake(s)}_task"`, [
          ['name', str(`${s}-access`)],
          ['role', `aws_iam_role.${snake(s)}_task.id`],
          [
            'policy',
            `jsonencode({\n  Version = "2012-10-17"\n  Statement = [\n${Array.from(
              { length: between(random, 1, 4) },
              () =>
                `    {\n      Effect   = "Allow"\n      Action   = [${Array.from({ length: between(random, 1, 4) }, () => `"${oneOf(random, ['s3:GetObject', 's3:PutObject', 'sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sns:Publish', 'secretsmanager:GetSecretValue', 'kms:Decrypt', 'ses:SendEmail'])}"`).join(', ')}]\n      Resource = "arn:aws:${oneOf(random, ['s3', 'sqs', 'sns', 'secretsmanager'])}:eu-central-1:${account}:${env}-${s}-${oneOf(random, ['events', 'exports', 'uploads', 'jobs'])}"\n    },`,
            ).join('\n')}\n  ]\n})`,
          ],
        ]),
      );
    }
    files.push([`./envs/${env}/iam.tf`, file(iam)]);
    files.push([
      `./envs/${env}/outputs.tf`,
      file([
        block('output "alb_dns_name"', [['value', 'aws_lb.main.dns_name']]),
        block('output "ledger_endpoint"', [['value', 'aws_db_instance.ledger.address']]),
        ...(env === 'dev'
          ? []
          : [block('output "ledger_reporting_endpoint"', [['value', 'aws_db_instance.ledger_reporting_replica.address']])]),
        block('output "cluster_name"', [['value', 'aws_ecs_cluster.main.name']]),
      ]),
    ]);
  };
  envFiles('dev');
  envFiles('prod');
  envFiles('staging');
  for (const m of ['ecs-service', 'rds-proxy', 's3-bucket', 'sqs-queue']) {
    files.push([
      `./modules/${m}/variables.tf`,
      file(
        Array.from({ length: between(random, 6, 14) }, (_, i) =>
          block(
            `variable "${oneOf(random, ['name', 'environment', 'tags', 'kms_key_arn', 'retention_days', 'vpc_id', 'subnet_ids', 'visibility_timeout', 'lifecycle_days', 'versioning'])}_${i}"`,
            [
              ['type', oneOf(random, ['string', 'number', 'bool', 'map(string)', 'list(string)'])],
              [
                'description',
                str(
                  oneOf(random, [
                    'Name prefix',
                    'Environment name',
                    'Extra tags',
                    'KMS key for encryption',
                    'How long to keep data',
                    'Subnets to place resources in',
                  ]),
                ),
              ],
            ],
          ),
        ),
      ),
    ]);
  }
  const lines = files.map(([path, text]) => `==> ${path} <==\n${text}\n`);
  const output = lines.join('\n');
  const needleLine = output
    .split('\n')
    .find((l) => l.includes('"db.r6g.2xlarge"'))!
    .trim();
  const ask = 'In prod, what instance class is the ledger reporting read replica running on?';
  return singleCallTask('round 11: terraform files', ask, 'read_files', output, [{ id: 'class', ask, needles: [textNeedle(needleLine)] }]);
}

// c. Questions that paraphrase the output, or come after a preamble about something else.

/** `journalctl -o json` over a night on a small all-in-one host: the service that could not read a file after the certificate renewal. */
function journalJson(): EconomicsTask {
  const random = seededRandom(11_071);
  const boot = hex(random, 32);
  const machine = hex(random, 32);
  const host = 'app-03';
  const seqnum = hex(random, 32);
  let seq = 0x4b21a0;
  let clock = Date.UTC(2026, 9, 12, 22, 0, 0) * 1000 + between(random, 0, 999_999);
  const bootAt = Date.UTC(2026, 8, 28, 6, 12, 9) * 1000;
  type Unit = {
    unit: string;
    comm: string;
    exe: string;
    cmd: string;
    pid: number;
    uid: number;
    ident: string;
    transport: string;
    facility?: number;
  };
  const units: Record<string, Unit> = {
    nginx: {
      unit: 'nginx.service',
      comm: 'nginx',
      exe: '/usr/sbin/nginx',
      cmd: 'nginx: master process /usr/sbin/nginx -g daemon on; master_process on;',
      pid: 1187,
      uid: 0,
      ident: 'nginx',
      transport: 'stdout',
    },
    php: {
      unit: 'php8.3-fpm.service',
      comm: 'php-fpm8.3',
      exe: '/usr/sbin/php-fpm8.3',
      cmd: 'php-fpm: master process (/etc/php/8.3/fpm/php-fpm.conf)',
      pid: 1102,
      uid: 0,
      ident: 'php-fpm8.3',
      transport: 'journal',
    },
    postfix: {
      unit: 'postfix@-.service',
      comm: 'smtpd',
      exe: '/usr/lib/postfix/sbin/smtpd',
      cmd: 'smtpd -n smtp -t inet -u -c -o stress= -s 2',
      pid: 0,
      uid: 107,
      ident: 'postfix/smtpd',
      transport: 'syslog',
      facility: 2,
    },
    grafana: {
      unit: 'grafana-server.service',
      comm: 'grafana',
      exe: '/usr/share/grafana/bin/grafana',
      cmd: '/usr/share/grafana/bin/grafana server --config=/etc/grafana/grafana.ini --pidfile=/run/grafana/grafana-server.pid --packaging=deb cfg:default.paths.logs=/var/log/grafana cfg:default.paths.data=/var/lib/grafana',
      pid: 1311,
      uid: 112,
      ident: 'grafana',
      transport: 'stdout',
    },
    redis: {
      unit: 'redis-server.service',
      comm: 'redis-server',
      exe: '/usr/bin/redis-server',
      cmd: '/usr/bin/redis-server 127.0.0.1:6379',
      pid: 1044,
      uid: 110,
      ident: 'redis-server',
      transport: 'stdout',
    },
    sshd: {
      unit: 'ssh.service',
      comm: 'sshd',
      exe: '/usr/sbin/sshd',
      cmd: 'sshd: [accepted]',
      pid: 0,
      uid: 0,
      ident: 'sshd',
      transport: 'syslog',
      facility: 4,
    },
    cron: {
      unit: 'cron.service',
      comm: 'cron',
      exe: '/usr/sbin/cron',
      cmd: '/usr/sbin/cron -f -P',
      pid: 0,
      uid: 0,
      ident: 'CRON',
      transport: 'syslog',
      facility: 9,
    },
    systemd: {
      unit: 'init.scope',
      comm: 'systemd',
      exe: '/usr/lib/systemd/systemd',
      cmd: '/sbin/init',
      pid: 1,
      uid: 0,
      ident: 'systemd',
      transport: 'journal',
      facility: 3,
    },
    resolved: {
      unit: 'systemd-resolved.service',
      comm: 'systemd-resolve',
      exe: '/usr/lib/systemd/systemd-resolved',
      cmd: '/usr/lib/systemd/systemd-resolved',
      pid: 611,
      uid: 991,
      ident: 'systemd-resolved',
      transport: 'journal',
      facility: 3,
    },
    certbot: {
      unit: 'certbot.service',
      comm: 'certbot',
      exe: '/usr/bin/python3.12',
      cmd: '/usr/bin/python3 /usr/bin/certbot -q renew --no-random-sleep-on-renew',
      pid: 0,
      uid: 0,
      ident: 'certbot',
      transport: 'stdout',
    },
    exporter: {
      unit: 'prometheus-node-exporter.service',
      comm: 'prometheus-node',
      exe: '/usr/bin/prometheus-node-exporter',
      cmd: '/usr/bin/prometheus-node-exporter',
      pid: 905,
      uid: 109,
      ident: 'prometheus-node-exporter',
      transport: 'stdout',
    },
    sync: {
      unit: 'spool-sync.service',
      comm: 'rsync',
      exe: '/usr/bin/rsync',
      cmd: 'rsync -a --delete /var/spool/ backup01:/srv/app-03/spool/',
      pid: 0,
      uid: 0,
      ident: 'rsync',
      transport: 'stdout',
    },
    backup: {
      unit: 'restic-backup.service',
      comm: 'restic',
      exe: '/usr/bin/restic',
      cmd: '/usr/bin/restic backup --one-file-system --exclude-caches /srv /etc /var/lib/grafana',
      pid: 0,
      uid: 0,
      ident: 'restic',
      transport: 'stdout',
    },
  };
  /** While set, entries follow each other within a second (a unit starting, a job's output). */
  let burst = false;
  const syslogTime = () => {
    const d = new Date(clock / 1000);
    return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2)} ${d.toISOString().slice(11, 19)} `;
  };
  const entry = (u: Unit, message: string, priority = 6, pid = u.pid) => {
    clock += burst ? between(random, 2_000, 600_000) : between(random, 1_000_000, 50_000_000);
    seq++;
    const cgroup = u.unit === 'init.scope' ? '/init.scope' : `/system.slice/${u.unit}`;
    const fields: Record<string, string> = {
      __CURSOR: `s=${seqnum};i=${seq.toString(16)};b=${boot};m=${(clock - bootAt).toString(16)};t=${clock.toString(16)};x=${hex(random, 16)}`,
      __REALTIME_TIMESTAMP: String(clock),
      __MONOTONIC_TIMESTAMP: String(clock - bootAt),
      __SEQNUM: String(seq),
      __SEQNUM_ID: seqnum,
      _BOOT_ID: boot,
      PRIORITY: String(priority),
      ...(u.facility !== undefined ? { SYSLOG_FACILITY: String(u.facility) } : { SYSLOG_FACILITY: '3' }),
      SYSLOG_IDENTIFIER: u.ident,
      ...(u.transport === 'syslog' ? { SYSLOG_PID: String(pid), SYSLOG_TIMESTAMP: syslogTime() } : {}),
      _PID: String(pid),
      _UID: String(u.uid),
      _GID: String(u.uid),
      _COMM: u.comm,
      _EXE: u.exe,
      _CMDLINE: u.cmd,
      _CAP_EFFECTIVE: u.uid === 0 ? '1ffffffffff' : '0',
      _SELINUX_CONTEXT: 'unconfined\n',
      _SYSTEMD_CGROUP: cgroup,
      _SYSTEMD_UNIT: u.unit,
      _SYSTEMD_SLICE: u.unit === 'init.scope' ? '-.slice' : 'system.slice',
      _SYSTEMD_INVOCATION_ID: hex(random, 32),
      _MACHINE_ID: machine,
      _HOSTNAME: host,
      _RUNTIME_SCOPE: 'system',
      _TRANSPORT: u.transport,
      ...(u.transport === 'stdout' ? { _STREAM_ID: hex(random, 32) } : {}),
      MESSAGE: message,
      ...(u.transport === 'journal' ? { _SOURCE_REALTIME_TIMESTAMP: String(clock - between(random, 5, 80)) } : {}),
    };
    return JSON.stringify(fields);
  };
  const lines: string[] = [];
  const ip = () =>
    `${oneOf(random, [45, 80, 103, 141, 185, 193, 218])}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  const background = () => {
    const r = random();
    if (r < 0.2) {
      const pid = between(random, 200_000, 900_000);
      const user = oneOf(random, ['root', 'admin', 'ubuntu', 'test', 'oracle', 'postgres', 'git', 'deploy']);
      const addr = ip();
      lines.push(
        entry(
          units.sshd!,
          oneOf(random, [
            `Invalid user ${user} from ${addr} port ${between(random, 30_000, 65_000)}`,
            `Connection closed by authenticating user ${user} ${addr} port ${between(random, 30_000, 65_000)} [preauth]`,
            `Received disconnect from ${addr} port ${between(random, 30_000, 65_000)}:11: Bye Bye [preauth]`,
            `Disconnected from invalid user ${user} ${addr} port ${between(random, 30_000, 65_000)} [preauth]`,
          ]),
          6,
          pid,
        ),
      );
    } else if (r < 0.36) {
      const pid = between(random, 200_000, 900_000);
      const job = oneOf(random, [
        '(www-data) CMD (php /srv/shop/artisan schedule:run >> /dev/null 2>&1)',
        '(root) CMD (test -x /usr/sbin/anacron || { cd / && run-parts --report /etc/cron.hourly; })',
        '(www-data) CMD (/usr/bin/flock -n /tmp/feeds.lock php /srv/shop/artisan feeds:export)',
        '(root) CMD (/usr/local/bin/rotate-uploads.sh)',
      ]);
      lines.push(
        entry(
          units.cron!,
          `pam_unix(cron:session): session opened for user ${job.slice(1, job.indexOf(')'))}(uid=${job.startsWith('(root') ? 0 : 33}) by root(uid=0)`,
          6,
          pid,
        ),
        entry(units.cron!, job, 6, pid),
      );
    } else if (r < 0.46) {
      lines.push(
        entry(
          units.php!,
          oneOf(random, [
            `[pool www] child ${between(random, 200_000, 900_000)} started`,
            `[pool www] child ${between(random, 200_000, 900_000)} exited with code 0 after ${between(random, 600, 9000)}.${between(random, 100_000, 999_999)} seconds from start`,
            '[pool www] seems busy (you may need to increase pm.start_servers, or pm.min/max_spare_servers), spawning 8 children, there are 0 idle, and 11 total children',
          ]),
          5,
        ),
      );
    } else if (r < 0.58) {
      const pid = between(random, 200_000, 900_000);
      const addr = ip();
      lines.push(
        entry(
          units.postfix!,
          oneOf(random, [
            `connect from unknown[${addr}]`,
            `disconnect from unknown[${addr}] ehlo=1 auth=0/1 quit=1 commands=2/3`,
            `lost connection after AUTH from unknown[${addr}]`,
            `warning: unknown[${addr}]: SASL LOGIN authentication failed: UGFzc3dvcmQ6`,
            `NOQUEUE: reject: RCPT from unknown[${addr}]: 554 5.7.1 <spameri@tiscali.it>: Relay access denied; from=<spameri@tiscali.it> to=<spameri@tiscali.it> proto=ESMTP helo=<WIN-${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 11)}>`,
          ]),
          6,
          pid,
        ),
      );
    } else if (r < 0.66) {
      lines.push(
        entry(
          units.grafana!,
          `logger=${oneOf(random, ['cleanup', 'infra.usagestats', 'plugins.update.checker', 'ngalert.scheduler', 'sqlstore.transactions'])} t=${new Date(clock / 1000).toISOString().replace('Z', '000+00:00')} level=info msg="${oneOf(random, ['Completed cleanup jobs', 'Update check succeeded', 'Usage stats are ready to report', 'Database locked, sleeping then retrying'])}" duration=${between(random, 2, 900)}.${between(random, 100, 999)}ms`,
        ),
      );
    } else if (r < 0.72) {
      lines.push(
        entry(
          units.redis!,
          `${units.redis!.pid}:M ${new Date(clock / 1000).toUTCString().slice(5, 25).replace(' GMT', '')}.${between(random, 100, 999)} * ${oneOf(random, ['100 changes in 300 seconds. Saving...', 'Background saving started by pid ' + between(random, 200_000, 900_000), 'DB saved on disk', 'Fork CoW for RDB: current 1 MB, peak 1 MB, average 1 MB', 'Background saving terminated with success'])}`,
        ),
      );
    } else if (r < 0.78) {
      lines.push(
        entry(
          units.resolved!,
          oneOf(random, [
            'Clock change detected. Flushing caches.',
            'Using degraded feature set UDP instead of UDP+EDNS0 for DNS server 10.0.0.2.',
            'Grace period over, resuming full feature set (UDP+EDNS0) for DNS server 10.0.0.2.',
          ]),
        ),
      );
    } else if (r < 0.84) {
      lines.push(
        entry(
          units.exporter!,
          `ts=${new Date(clock / 1000).toISOString()} caller=collector.go:${between(random, 150, 190)} level=${oneOf(random, ['info', 'warn'])} collector=${oneOf(random, ['hwmon', 'thermal_zone', 'nfs', 'filesystem'])} msg="${oneOf(random, ['collector returned no data', 'Ignoring mount point', 'failed to read temperature sensor, skipping'])}"`,
        ),
      );
    } else if (r < 0.9) {
      lines.push(
        entry(
          units.systemd!,
          oneOf(random, [
            'Starting sysstat-collect.service - system activity accounting tool...',
            'sysstat-collect.service: Deactivated successfully.',
            'Finished sysstat-collect.service - system activity accounting tool.',
            'Starting apt-daily.service - Daily apt download activities...',
            'apt-daily.service: Deactivated successfully.',
            'Started session-' + between(random, 4000, 9000) + '.scope - Session of User deploy.',
            'logrotate.service: Deactivated successfully.',
          ]),
        ),
      );
    } else {
      lines.push(
        entry(
          units.nginx!,
          `${new Date(clock / 1000).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/')} [warn] ${units.nginx!.pid}#${units.nginx!.pid}: *${between(random, 10_000, 999_999)} ${oneOf(random, ['an upstream response is buffered to a temporary file /var/lib/nginx/fastcgi/3/12/0000004123 while reading upstream', 'upstream server temporarily disabled while connecting to upstream', 'client intended to send too large body: 15728640 bytes'])}, client: ${ip()}, server: shop.example.com`,
          4,
        ),
      );
    }
  };
  const total = 1_300;
  const renewalAt = Math.floor(total * 0.46);
  let needle = '';
  for (let i = 0; i < total; i++) {
    if (i === Math.floor(total * 0.42)) {
      const pid = between(random, 200_000, 900_000);
      burst = true;
      lines.push(
        entry(units.systemd!, 'Starting restic-backup.service - Nightly restic backup...'),
        entry(units.backup!, 'using parent snapshot 4e1b7a0c', 6, pid),
        entry(units.backup!, 'Files:         412 new,  1873 changed, 120331 unmodified', 6, pid),
        entry(units.backup!, 'Added to the repository: 2.114 GiB (1.870 GiB stored)', 6, pid),
        entry(units.backup!, 'processed 122616 files, 96.318 GiB in 14:12', 6, pid),
      );
      burst = false;
      lines.push(entry(units.systemd!, 'restic-backup.service: Consumed 21min 3.412s CPU time, 1.2G memory peak, 0B memory swap peak.'));
      continue;
    }
    if (i === Math.floor(total * 0.35)) {
      const pid = between(random, 200_000, 900_000);
      burst = true;
      lines.push(
        entry(units.systemd!, 'Starting spool-sync.service - Copy mail and print spools to backup01...'),
        entry(units.sync!, 'rsync: [sender] opendir "/var/spool/postfix/private" failed: Permission denied (13)', 4, pid),
        entry(
          units.sync!,
          'rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) [sender=3.2.7]',
          3,
          pid,
        ),
        entry(units.systemd!, 'spool-sync.service: Main process exited, code=exited, status=23/n/a'),
        entry(units.systemd!, "spool-sync.service: Failed with result 'exit-code'."),
      );
      burst = false;
      continue;
    }
    if (i === renewalAt) {
      const pid = between(random, 200_000, 900_000);
      burst = true;
      lines.push(
        entry(units.systemd!, 'Starting certbot.service - Certbot...'),
        entry(units.certbot!, 'Saving debug log to /var/log/letsencrypt/letsencrypt.log', 6, pid),
        entry(units.certbot!, 'Processing /etc/letsencrypt/renewal/shop.example.com.conf', 6, pid),
        entry(units.certbot!, 'Renewing an existing certificate for shop.example.com and www.shop.example.com', 6, pid),
        entry(units.certbot!, 'Processing /etc/letsencrypt/renewal/mail.example.com.conf', 6, pid),
        entry(units.certbot!, 'Renewing an existing certificate for mail.example.com', 6, pid),
        entry(units.certbot!, 'Processing /etc/letsencrypt/renewal/dash.example.com.conf', 6, pid),
        entry(units.certbot!, 'Renewing an existing certificate for dash.example.com', 6, pid),
        entry(units.certbot!, 'Running deploy-hook command: /etc/letsencrypt/renewal-hooks/deploy/10-copy-and-reload.sh', 6, pid),
        entry(units.systemd!, 'Reloading nginx.service - A high performance web server and a reverse proxy server...'),
        entry(units.nginx!, 'nginx: the configuration file /etc/nginx/nginx.conf syntax is ok', 6, pid + 3),
        entry(units.nginx!, 'nginx: configuration file /etc/nginx/nginx.conf test is successful', 6, pid + 3),
        entry(units.systemd!, 'Reloaded nginx.service - A high performance web server and a reverse proxy server.'),
        entry(units.systemd!, 'Reloading postfix@-.service - Postfix Mail Transport Agent (instance -)...'),
        entry(
          {
            ...units.postfix!,
            ident: 'postfix/master',
            comm: 'master',
            exe: '/usr/lib/postfix/sbin/master',
            cmd: '/usr/lib/postfix/sbin/master -w',
          },
          'reload -- version 3.8.6, configuration /etc/postfix',
          6,
          1633,
        ),
        entry(units.systemd!, 'Reloaded postfix@-.service - Postfix Mail Transport Agent (instance -).'),
        entry(units.systemd!, 'Stopping grafana-server.service - Grafana instance...'),
        entry(
          units.grafana!,
          `logger=server t=${new Date(clock / 1000).toISOString().replace('Z', '412+00:00')} level=info msg="Shutdown started" reason="System signal: terminated"`,
        ),
        entry(units.systemd!, 'grafana-server.service: Deactivated successfully.'),
        entry(units.systemd!, 'Stopped grafana-server.service - Grafana instance.'),
        entry(units.systemd!, 'Started grafana-server.service - Grafana instance.'),
      );
      const gpid = between(random, 200_000, 900_000);
      const g = { ...units.grafana!, pid: gpid };
      const ts = () => new Date(clock / 1000).toISOString().replace('Z', `${between(random, 100, 999)}+00:00`);
      lines.push(
        entry(
          g,
          `logger=settings t=${ts()} level=info msg="Starting Grafana" version=11.2.2 commit=c47b921ef2 branch=HEAD compiled=2026-09-24T14:22:05Z`,
        ),
        entry(g, `logger=settings t=${ts()} level=info msg="Config loaded from" file=/usr/share/grafana/conf/defaults.ini`),
        entry(g, `logger=settings t=${ts()} level=info msg="Config loaded from" file=/etc/grafana/grafana.ini`),
        entry(g, `logger=settings t=${ts()} level=info msg="Path Data" path=/var/lib/grafana`),
        entry(g, `logger=sqlstore t=${ts()} level=info msg="Connecting to DB" dbtype=sqlite3`),
        entry(g, `logger=migrator t=${ts()} level=info msg="migrations completed" performed=0 skipped=594 duration=1.204ms`),
        entry(
          g,
          `logger=http.server t=${ts()} level=info msg="HTTP Server TLS settings" MinTLSVersion=TLS1.2 configuredciphers=ECDHE-ECDSA-AES128-GCM-SHA256,ECDHE-RSA-AES128-GCM-SHA256,ECDHE-ECDSA-AES256-GCM-SHA384,ECDHE-RSA-AES256-GCM-SHA384`,
        ),
      );
      const message = `logger=server t=${ts()} level=error msg="Stopped background service" service=*api.HTTPServer reason="open /etc/grafana/ssl/dash.example.com.key: permission denied"`;
      needle = `"MESSAGE":${JSON.stringify(message)}`;
      lines.push(
        entry(g, message, 3),
        entry(g, `logger=server t=${ts()} level=info msg="Shutdown started" reason="context canceled"`),
        entry(units.systemd!, 'grafana-server.service: Main process exited, code=exited, status=1/FAILURE'),
        entry(units.systemd!, "grafana-server.service: Failed with result 'exit-code'."),
        entry(units.certbot!, 'Congratulations, all renewals succeeded:', 6, pid),
        entry(units.certbot!, '  /etc/letsencrypt/live/shop.example.com/fullchain.pem (success)', 6, pid),
        entry(units.certbot!, '  /etc/letsencrypt/live/mail.example.com/fullchain.pem (success)', 6, pid),
        entry(units.certbot!, '  /etc/letsencrypt/live/dash.example.com/fullchain.pem (success)', 6, pid),
        entry(units.systemd!, 'certbot.service: Deactivated successfully.'),
        entry(units.systemd!, 'Finished certbot.service - Certbot.'),
      );
      burst = false;
      continue;
    }
    background();
  }
  const ask =
    "After the certificate renewal, one of the services on this box didn't come back because it wasn't allowed to read one of the new files. Which service was it, and which file?";
  return singleCallTask(
    'round 11: journalctl json, preamble and paraphrase',
    `Some context first: last night we switched this box from the old wildcard certificate to per-host Let's Encrypt certificates, and the DNS cut-over for the mail domain happened at the same time — that part is fine, I already checked the MX and SPF records. Monitoring also complained about disk latency around 3am, but that was just the backup job, so ignore it. ${ask}`,
    'journalctl',
    lines.join('\n'),
    [{ id: 'service', ask, needles: [textNeedle(needle)] }],
  );
}

/** `kubectl get events -A -o json` on a shared cluster: the training pod that found no free GPU, asked about in other words. */
function kubeEvents(): EconomicsTask {
  const random = seededRandom(11_081);
  const base = Date.UTC(2026, 9, 13, 7, 0, 0);
  let clock = 0;
  const nodes = Array.from(
    { length: 11 },
    () => `ip-10-0-${between(random, 16, 63)}-${between(random, 10, 250)}.eu-west-1.compute.internal`,
  );
  const gpuNodes = [
    'ip-10-0-72-14.eu-west-1.compute.internal',
    'ip-10-0-72-88.eu-west-1.compute.internal',
    'ip-10-0-73-201.eu-west-1.compute.internal',
  ];
  const rv = () => String(between(random, 180_000_000, 189_999_999));
  type Obj = { kind: string; name: string; namespace: string; uid: string; apiVersion: string };
  const events: Record<string, unknown>[] = [];
  const ev = (
    o: Obj,
    reason: string,
    message: string,
    type: 'Normal' | 'Warning',
    /** The reporting component; `scheduler` writes the new-style event the default scheduler emits. */
    source: string,
    host?: string,
    fieldPath?: string,
    count = 1,
  ) => {
    clock += between(random, 1, 20);
    const at = isoAt(base, clock);
    const first = count > 1 ? isoAt(base, clock - between(random, 60, 3000)) : at;
    const involvedObject: Record<string, string> = { apiVersion: o.apiVersion };
    if (fieldPath) involvedObject.fieldPath = fieldPath;
    Object.assign(involvedObject, { kind: o.kind, name: o.name, namespace: o.namespace, resourceVersion: rv(), uid: o.uid });
    const metadata = {
      creationTimestamp: first,
      name: `${o.name}.${hex(random, 16)}`,
      namespace: o.namespace,
      resourceVersion: rv(),
      uid: uuid(random),
    };
    if (source === 'scheduler')
      events.push({
        action: 'Scheduling',
        apiVersion: 'v1',
        eventTime: `${at.replace('Z', '')}.${String(between(random, 0, 999_999)).padStart(6, '0')}Z`,
        firstTimestamp: null,
        involvedObject,
        kind: 'Event',
        lastTimestamp: null,
        message,
        metadata,
        reason,
        reportingComponent: 'default-scheduler',
        reportingInstance: 'default-scheduler-ip-10-0-1-12',
        source: {},
        type,
      });
    else
      events.push({
        apiVersion: 'v1',
        count,
        eventTime: null,
        firstTimestamp: first,
        involvedObject,
        kind: 'Event',
        lastTimestamp: at,
        message,
        metadata,
        reason,
        reportingComponent: source === 'kubelet' ? 'kubelet' : source,
        reportingInstance: host ?? '',
        source: host ? { component: source, host } : { component: source },
        type,
      });
  };
  const pod = (namespace: string, name: string): Obj => ({ apiVersion: 'v1', kind: 'Pod', name, namespace, uid: uuid(random) });
  const apps: [string, string, string][] = [
    ['shop', 'storefront', 'registry.acme.io/shop/storefront'],
    ['shop', 'checkout-api', 'registry.acme.io/shop/checkout-api'],
    ['shop', 'cart-api', 'registry.acme.io/shop/cart-api'],
    ['payments', 'payments-gateway', 'registry.acme.io/payments/gateway'],
    ['payments', 'ledger-worker', 'registry.acme.io/payments/ledger-worker'],
    ['search', 'search-api', 'registry.acme.io/search/api'],
    ['search', 'indexer', 'registry.acme.io/search/indexer'],
    ['ml-serving', 'embeddings-server', 'registry.acme.io/ml/embeddings-server'],
    ['ml-serving', 'reranker', 'registry.acme.io/ml/reranker'],
    ['monitoring', 'prometheus-k8s', 'quay.io/prometheus/prometheus'],
    ['monitoring', 'loki-write', 'docker.io/grafana/loki'],
    ['argocd', 'argocd-repo-server', 'quay.io/argoproj/argocd'],
    ['ingress-nginx', 'ingress-nginx-controller', 'registry.k8s.io/ingress-nginx/controller'],
  ];
  const rollout = (namespace: string, app: string, image: string, gpu: boolean) => {
    const hash = chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10);
    const rs: Obj = { apiVersion: 'apps/v1', kind: 'ReplicaSet', name: `${app}-${hash}`, namespace, uid: uuid(random) };
    const dep: Obj = { apiVersion: 'apps/v1', kind: 'Deployment', name: app, namespace, uid: uuid(random) };
    const replicas = between(random, 1, 4);
    ev(dep, 'ScalingReplicaSet', `Scaled up replica set ${rs.name} to ${replicas}`, 'Normal', 'deployment-controller');
    const tag = `v${between(random, 1, 4)}.${between(random, 0, 40)}.${between(random, 0, 20)}`;
    for (let r = 0; r < replicas; r++) {
      const p = pod(namespace, `${rs.name}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`);
      ev(rs, 'SuccessfulCreate', `Created pod: ${p.name}`, 'Normal', 'replicaset-controller');
      const node = gpu ? oneOf(random, gpuNodes) : oneOf(random, nodes);
      ev(p, 'Scheduled', `Successfully assigned ${namespace}/${p.name} to ${node}`, 'Normal', 'scheduler');
      ev(p, 'Pulling', `Pulling image "${image}:${tag}"`, 'Normal', 'kubelet', node, `spec.containers{${app}}`);
      ev(
        p,
        'Pulled',
        `Successfully pulled image "${image}:${tag}" in ${(random() * 20).toFixed(3)}s (${(random() * 20 + 1).toFixed(3)}s including waiting). Image size: ${between(random, 40_000_000, 2_900_000_000)} bytes.`,
        'Normal',
        'kubelet',
        node,
        `spec.containers{${app}}`,
      );
      ev(p, 'Created', `Created container ${app}`, 'Normal', 'kubelet', node, `spec.containers{${app}}`);
      ev(p, 'Started', `Started container ${app}`, 'Normal', 'kubelet', node, `spec.containers{${app}}`);
      if (random() < 0.25)
        ev(
          p,
          'Unhealthy',
          `Readiness probe failed: Get "http://10.0.${between(random, 16, 63)}.${between(random, 2, 250)}:8080/ready": dial tcp 10.0.${between(random, 16, 63)}.${between(random, 2, 250)}:8080: connect: connection refused`,
          'Warning',
          'kubelet',
          node,
          `spec.containers{${app}}`,
          between(random, 1, 6),
        );
    }
    if (random() < 0.5) {
      const old = pod(
        namespace,
        `${app}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`,
      );
      ev(
        old,
        'Killing',
        `Stopping container ${app}`,
        'Normal',
        'kubelet',
        oneOf(random, gpu ? gpuNodes : nodes),
        `spec.containers{${app}}`,
      );
    }
  };
  const pending = (namespace: string, name: string, message: string) => {
    const p = pod(namespace, name);
    ev(p, 'FailedScheduling', message, 'Warning', 'scheduler');
  };
  const pendingMessages = [
    '0/14 nodes are available: 3 node(s) had untolerated taint {nvidia.com/gpu: present}, 11 Insufficient cpu. preemption: 0/14 nodes are available: 11 No preemption victims found for incoming pod, 3 Preemption is not helpful for scheduling.',
    '0/14 nodes are available: 3 node(s) had untolerated taint {nvidia.com/gpu: present}, 4 Insufficient memory, 7 Insufficient cpu. preemption: 0/14 nodes are available: 11 No preemption victims found for incoming pod, 3 Preemption is not helpful for scheduling.',
    '0/14 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/14 nodes are available: 14 Preemption is not helpful for scheduling.',
    "0/14 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, 2 node(s) had volume node affinity conflict, 11 node(s) didn't match Pod's node affinity/selector. preemption: 0/14 nodes are available: 14 Preemption is not helpful for scheduling.",
  ];
  const job = (name: string, workers: number, blocked: number | null) => {
    const owner: Obj = { apiVersion: 'kubeflow.org/v1', kind: 'PyTorchJob', name, namespace: 'ml-training', uid: uuid(random) };
    for (let w = 0; w < workers; w++) {
      const p = pod('ml-training', `${name}-worker-${w}`);
      ev(owner, 'SuccessfulCreatePod', `Created pod: ${p.name}`, 'Normal', 'pytorchjob-controller');
      if (w === blocked) {
        ev(
          p,
          'FailedScheduling',
          "0/14 nodes are available: 3 Insufficient nvidia.com/gpu, 11 node(s) didn't match Pod's node affinity/selector. preemption: 0/14 nodes are available: 3 No preemption victims found for incoming pod, 11 Preemption is not helpful for scheduling.",
          'Warning',
          'scheduler',
        );
        continue;
      }
      const node = oneOf(random, gpuNodes);
      ev(p, 'Scheduled', `Successfully assigned ml-training/${p.name} to ${node}`, 'Normal', 'scheduler');
      ev(
        p,
        'Pulled',
        'Container image "registry.acme.io/ml/trainer:2026.10.2-cu124" already present on machine',
        'Normal',
        'kubelet',
        node,
        'spec.containers{pytorch}',
      );
      ev(p, 'Created', 'Created container pytorch', 'Normal', 'kubelet', node, 'spec.containers{pytorch}');
      ev(p, 'Started', 'Started container pytorch', 'Normal', 'kubelet', node, 'spec.containers{pytorch}');
    }
  };
  const total = 150;
  for (let i = 0; i < total; i++) {
    if (i === Math.floor(total * 0.18)) job('eval-mistral-sweep', 2, null);
    if (i === Math.floor(total * 0.5)) job('finetune-llama', 4, 3);
    if (i === Math.floor(total * 0.62)) job('distill-reranker', 2, null);
    const roll = random();
    if (roll < 0.55) {
      const [ns, app, image] = oneOf(random, apps);
      rollout(ns, app, image, ns === 'ml-serving');
    } else if (roll < 0.7) {
      const [ns, app] = oneOf(random, apps);
      const p = pod(ns, `${app}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`);
      ev(
        p,
        'BackOff',
        'Back-off restarting failed container ' + app + ' in pod ' + p.name + '_' + ns + '(' + p.uid + ')',
        'Warning',
        'kubelet',
        oneOf(random, nodes),
        `spec.containers{${app}}`,
        between(random, 2, 90),
      );
    } else if (roll < 0.78) {
      const [ns, app] = oneOf(
        random,
        apps.filter(([n]) => n !== 'ml-serving'),
      );
      pending(
        ns,
        `${app}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`,
        oneOf(random, pendingMessages),
      );
    } else if (roll < 0.88) {
      const [ns, app] = oneOf(random, apps);
      const hpa: Obj = { apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', name: app, namespace: ns, uid: uuid(random) };
      const n = between(random, 2, 12);
      ev(
        hpa,
        'SuccessfulRescale',
        `New size: ${n}; reason: ${oneOf(random, ['cpu resource utilization (percentage of request) above target', 'All metrics below target'])}`,
        'Normal',
        'horizontal-pod-autoscaler',
      );
    } else if (roll < 0.94) {
      const cj: Obj = {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        name: oneOf(random, ['nightly-export', 'cert-check', 'reindex-catalog', 'cleanup-sessions']),
        namespace: oneOf(random, ['shop', 'search', 'payments']),
        uid: uuid(random),
      };
      const jobName = `${cj.name}-${between(random, 29_300_000, 29_399_999)}`;
      ev(cj, 'SuccessfulCreate', `Created job ${jobName}`, 'Normal', 'cronjob-controller');
      ev({ ...cj, kind: 'Job', name: jobName, uid: uuid(random) }, 'Completed', 'Job completed', 'Normal', 'job-controller');
      ev(cj, 'SawCompletedJob', `Saw completed job: ${jobName}, condition: Complete`, 'Normal', 'cronjob-controller');
    } else {
      const node = oneOf(random, [...nodes, ...gpuNodes]);
      const n: Obj = { apiVersion: 'v1', kind: 'Node', name: node, namespace: 'default', uid: node };
      ev(
        n,
        oneOf(random, ['NodeHasSufficientMemory', 'NodeHasNoDiskPressure', 'NodeReady', 'RegisteredNode']),
        `Node ${node} status is now: ${oneOf(random, ['NodeHasSufficientMemory', 'NodeHasNoDiskPressure', 'NodeReady'])}`,
        'Normal',
        'kubelet',
        node,
      );
    }
  }
  const output = JSON.stringify({ apiVersion: 'v1', items: events, kind: 'List', metadata: { resourceVersion: '' } }, null, 4);
  const ask =
    'One of the training pods never started because there was no free graphics card left anywhere in the cluster. Which pod was that?';
  return singleCallTask('round 11: kubernetes events, paraphrase', ask, 'kubectl_get_events', output, [
    { id: 'pod', ask, needles: [textNeedle('"name": "finetune-llama-worker-3",')] },
  ]);
}

/** `rsync -av --delete --stats` of a projects share: the one file that went away while it ran, asked about in other words. */
function rsyncLog(): EconomicsTask {
  const random = seededRandom(11_091);
  const projects = [
    'atlas-rebrand',
    'harbor-app',
    'northwind-catalogue',
    'q4-campaign',
    'kestrel-annual-report',
    'museum-wayfinding',
    'tidewater-site',
    'orchard-packaging',
  ];
  const words =
    'brief moodboard logo palette type-specimen hero banner poster leaflet brochure spread cover icon set mockup storyboard layout wireframe copy deck invoice estimate contract notes feedback approval proof print-ready export'.split(
      ' ',
    );
  const exts = ['psd', 'ai', 'indd', 'pdf', 'png', 'jpg', 'tif', 'docx', 'xlsx', 'mp4', 'mov', 'sketch', 'fig', 'svg', 'txt', 'zip'];
  const lines = ['sending incremental file list', './'];
  const dirs = new Set<string>();
  const dir = (d: string) => {
    if (!dirs.has(d)) {
      dirs.add(d);
      lines.push(`${d}/`);
    }
  };
  const file = () =>
    `${oneOf(random, words)}${random() < 0.5 ? `-${oneOf(random, words)}` : ''}${random() < 0.4 ? `-v${between(random, 1, 12)}` : ''}${random() < 0.2 ? '-FINAL' : ''}.${oneOf(random, exts)}`;
  let needle = '';
  const vanishProject = Math.floor(projects.length / 2);
  projects.forEach((project, pi) => {
    dir(project);
    for (const sub of ['admin', 'assets', 'client', 'design', 'exports', 'render-cache']) {
      const base = `${project}/${sub}`;
      dir(base);
      if (sub === 'admin' && pi === 2) {
        lines.push(`${base}/missing-invoices-followup.xlsx`, `${base}/disappearing-fonts-issue-notes.txt`);
      }
      if (sub === 'render-cache') {
        const shots = between(random, 4, 9);
        for (let s = 0; s < shots; s++) {
          const shot = `${base}/shot_${String(10 + s * 7 + pi).padStart(3, '0')}`;
          dir(shot);
          const frames = between(random, 120, 260);
          const vanishAt = pi === vanishProject && s === 2 ? Math.floor(frames * 0.4) : -1;
          for (let f = 1; f <= frames; f++) {
            const path = `${shot}/frame_${String(f).padStart(4, '0')}.exr`;
            if (f === vanishAt) {
              needle = `file has vanished: "/srv/projects/${path}"`;
              lines.push(needle);
              continue;
            }
            lines.push(path);
          }
          if (random() < 0.4)
            for (let f = 1; f <= between(random, 5, 30); f++)
              lines.push(`deleting ${shot}/frame_${String(frames + f).padStart(4, '0')}.exr`);
        }
        continue;
      }
      const n = between(random, 20, 140);
      const names = new Set<string>();
      for (let i = 0; i < n; i++) names.add(file());
      for (const name of [...names].sort()) {
        if (random() < 0.03) lines.push(`deleting ${base}/${name.replace(/\.(\w+)$/, '.old.$1')}`);
        if (random() < 0.2) {
          const nested = `${base}/${oneOf(random, ['round-1', 'round-2', 'archive', 'from-client', 'print', 'web', 'social'])}`;
          dir(nested);
          lines.push(`${nested}/${name}`);
        } else lines.push(`${base}/${name}`);
      }
    }
  });
  lines.push(
    '',
    'Number of files: 61,482 (reg: 57,219, dir: 4,263)',
    'Number of created files: 13,904 (reg: 13,377, dir: 527)',
    'Number of deleted files: 1,218 (reg: 1,204, dir: 14)',
    'Number of regular files transferred: 14,731',
    'Total file size: 2.41T bytes',
    'Total transferred file size: 318.92G bytes',
    'Literal data: 301.17G bytes',
    'Matched data: 17.75G bytes',
    'File list size: 2.04M',
    'File list generation time: 0.518 seconds',
    'File list transfer time: 0.000 seconds',
    'Total bytes sent: 301.29G',
    'Total bytes received: 288.44K',
    '',
    'sent 301.29G bytes  received 288.44K bytes  37.61M bytes/sec',
    'total size is 2.41T  speedup is 8.00',
    'rsync warning: some files vanished before they could be transferred (code 24) at main.c(1338) [sender=3.2.7]',
  );
  const ask =
    "Last night's copy of the projects share to the NAS finished with a warning. As far as I can tell, one file disappeared while the copy was running: it was there when the copy started, but gone by the time it got to it. Which file was that?";
  return singleCallTask('round 11: rsync log, paraphrase', ask, 'read_backup_log', lines.join('\n'), [
    { id: 'file', ask, needles: [textNeedle(needle)] },
  ]);
}

// d. Answers with no error word: one value unlike thousands, asked in everyday words.

/** `GET _cat/indices?v` on a logging cluster: the one index kept without a replica. */
function elasticsearchCatIndices(): EconomicsTask {
  const random = seededRandom(11_101);
  const size = (bytes: number) => {
    const units = ['b', 'kb', 'mb', 'gb', 'tb'];
    let v = bytes;
    let u = 0;
    while (v >= 1024 && u < 4) {
      v /= 1024;
      u++;
    }
    return `${u === 0 ? v : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2).replace(/0$/, '')}${units[u]}`;
  };
  const ids = () => chars(random, ALNUM + '-_', 22);
  type Row = [string, string, string, string, string, string, string, string, string, string, string];
  const rows: Row[] = [];
  const row = (index: string, pri: number, rep: number, docs: number, health = 'green', status = 'open', replicaMissing = false): Row => {
    const priBytes = Math.floor(docs * (400 + random() * 900));
    const store = rep === 0 || replicaMissing ? priBytes : priBytes * (1 + rep) + between(random, 0, 4096);
    return [
      health,
      status,
      index,
      ids(),
      String(pri),
      String(rep),
      String(docs),
      String(Math.floor(docs * random() * 0.002)),
      size(store),
      size(priBytes),
      size(priBytes),
    ];
  };
  const streams = [
    ['logs-nginx.access-production', 1, 4_000_000, 40_000_000],
    ['logs-haproxy.log-production', 1, 200_000, 2_000_000],
    ['logs-kubernetes.container_logs-production', 3, 20_000_000, 140_000_000],
    ['logs-app.checkout-production', 1, 900_000, 6_000_000],
    ['logs-app.payments-production', 1, 300_000, 3_000_000],
    ['logs-app.search-production', 1, 1_000_000, 9_000_000],
    ['logs-payments.audit-production', 1, 200_000, 900_000],
    ['logs-system.syslog-default', 1, 400_000, 4_000_000],
    ['logs-system.auth-default', 1, 20_000, 300_000],
    ['metrics-system.cpu-default', 1, 2_000_000, 9_000_000],
    ['metrics-system.memory-default', 1, 2_000_000, 9_000_000],
    ['metrics-system.network-default', 1, 3_000_000, 12_000_000],
    ['metrics-kubernetes.pod-default', 2, 6_000_000, 30_000_000],
    ['metrics-kubernetes.container-default', 2, 9_000_000, 45_000_000],
    ['traces-apm-default', 3, 10_000_000, 80_000_000],
    ['logs-apm.app-default', 1, 5_000, 200_000],
    ['logs-nginx.access-staging', 1, 100_000, 2_000_000],
    ['logs-kubernetes.container_logs-staging', 1, 2_000_000, 15_000_000],
  ] as const;
  let target = '';
  for (const [stream, pri, lo, hi] of streams) {
    let gen = between(random, 40, 180);
    for (let day = 0; day < 150; day++) {
      const date = new Date(Date.UTC(2026, 4, 16) + day * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '.');
      const name = `.ds-${stream}-${date}-${String(++gen).padStart(6, '0')}`;
      if (stream === 'logs-payments.audit-production' && date === '2026.08.21') {
        target = name;
        continue;
      }
      const yellow = random() < 0.004;
      rows.push(row(name, pri, 1, between(random, lo, hi), yellow ? 'yellow' : 'green', 'open', yellow));
    }
  }
  for (const legacy of [
    'orders-v3',
    'orders-v4',
    'products-2026.10.01',
    'products-2026.10.08',
    'customers-v2',
    'search-suggestions-v7',
    'filebeat-8.11.3-2026.05.02',
    'heartbeat-8.15.2-2026.10.12',
  ])
    rows.push(row(legacy, oneOf(random, [1, 3, 5]), 1, between(random, 100_000, 40_000_000)));
  for (const sys of [
    '.kibana_8.15.2_001',
    '.kibana_task_manager_8.15.2_001',
    '.kibana-event-log-ds',
    '.security-7',
    '.apm-agent-configuration',
    '.apm-custom-link',
    '.fleet-agents-7',
    '.fleet-policies-7',
    '.tasks',
    '.async-search',
    '.internal.alerts-observability.logs.alerts-default-000001',
    '.transform-internal-007',
  ])
    rows.push(row(sys, 1, 1, between(random, 0, 90_000)));
  rows.push(['', 'close', 'logs-legacy-2025.12', ids(), '1', '1', '', '', '', '', '']);
  shuffle(random, rows);
  const targetRow = row(target, 1, 0, 612_487);
  rows.splice(Math.floor(rows.length * 0.48), 0, targetRow);
  const header: Row = [
    'health',
    'status',
    'index',
    'uuid',
    'pri',
    'rep',
    'docs.count',
    'docs.deleted',
    'store.size',
    'pri.store.size',
    'dataset.size',
  ];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const right = new Set([4, 5, 6, 7, 8, 9, 10]);
  const fmt = (r: Row) => r.map((v, c) => (right.has(c) ? v.padStart(widths[c]!) : v.padEnd(widths[c]!))).join(' ');
  const lines = [
    header
      .map((h, c) => h.padEnd(widths[c]!))
      .join(' ')
      .trimEnd(),
    ...rows.map((r) => fmt(r).trimEnd()),
  ];
  const ask =
    'Has anyone set up an index in this cluster with replicas switched off, so there is only ever one copy of its data? Which one?';
  return singleCallTask('round 11: elasticsearch _cat/indices', ask, 'es_cat_indices', lines.join('\n'), [
    { id: 'index', ask, needles: [textNeedle(fmt(targetRow).trimEnd())] },
  ]);
}

/** `ceph osd df tree` on a large cluster: the one OSD whose reweight was turned down by hand. */
function cephOsdDfTree(): EconomicsTask {
  const random = seededRandom(11_111);
  const TiB = 1024 ** 4;
  const iec = (bytes: number) => {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
    let v = bytes;
    let u = 0;
    while (v >= 1024 && u < 5) {
      v /= 1024;
      u++;
    }
    return `${v < 10 ? (Math.round(v * 10) / 10).toFixed(1) : Math.round(v)} ${units[u]}`;
  };
  type Line = {
    id: string;
    cls: string;
    weight: number;
    reweight: string;
    size: number;
    raw: number;
    data: number;
    omap: number;
    meta: number;
    pgs: string;
    status: string;
    type: string;
    name: string;
    depth: number;
  };
  const out: Line[] = [];
  const racks = 10;
  const hostsPerRack = 15;
  const targetHost = 77;
  const targetSlot = 9;
  let osd = 0;
  let bucketId = -1;
  const root: Line = {
    id: String(bucketId--),
    cls: '',
    weight: 0,
    reweight: '-',
    size: 0,
    raw: 0,
    data: 0,
    omap: 0,
    meta: 0,
    pgs: '-',
    status: '',
    type: 'root',
    name: 'default',
    depth: 0,
  };
  out.push(root);
  let targetLine: Line | undefined;
  for (let r = 0; r < racks; r++) {
    const rack: Line = {
      id: String(bucketId--),
      cls: '',
      weight: 0,
      reweight: '-',
      size: 0,
      raw: 0,
      data: 0,
      omap: 0,
      meta: 0,
      pgs: '-',
      status: '',
      type: 'rack',
      name: `r${pad2(r + 1)}`,
      depth: 1,
    };
    out.push(rack);
    for (let h = 0; h < hostsPerRack; h++) {
      const hostIndex = r * hostsPerRack + h;
      const small = hostIndex % 23 === 7;
      const host: Line = {
        id: String(bucketId--),
        cls: '',
        weight: 0,
        reweight: '-',
        size: 0,
        raw: 0,
        data: 0,
        omap: 0,
        meta: 0,
        pgs: '-',
        status: '',
        type: 'host',
        name: `ceph-osd-${String(hostIndex + 1).padStart(3, '0')}`,
        depth: 2,
      };
      out.push(host);
      const disks: Line[] = [];
      for (let d = 0; d < 18; d++) {
        const ssd = d >= 16;
        const sizeBytes = ssd ? 3.49309 * TiB : small ? 7.27739 * TiB : 14.55269 * TiB;
        const weight = ssd ? 3.49309 : small ? 7.27739 : 14.55269;
        const isTarget = hostIndex === targetHost && d === targetSlot;
        const use = isTarget ? 0.5238 : ssd ? 0.11 + random() * 0.03 : 0.595 + random() * 0.04;
        const pgs = isTarget
          ? 101
          : ssd
            ? between(random, 28, 36)
            : Math.round((small ? 59 : 118) * (use / 0.615)) + between(random, -3, 3);
        const data = sizeBytes * use;
        const line: Line = {
          id: String(osd),
          cls: ssd ? 'ssd' : 'hdd',
          weight,
          reweight: isTarget ? '0.85000' : '1.00000',
          size: sizeBytes,
          raw: data * 1.003,
          data,
          omap: between(random, 1, 9) * 1024 ** 2 * (ssd ? 800 : 1),
          meta: (ssd ? 3 : 20 + random() * 12) * 1024 ** 3,
          pgs: String(pgs),
          status: 'up',
          type: '',
          name: `osd.${osd}`,
          depth: 3,
        };
        if (isTarget) targetLine = line;
        disks.push(line);
        osd++;
      }
      for (const d of disks)
        for (const b of [host, rack, root]) {
          b.weight += d.weight;
          b.size += d.size;
          b.raw += d.raw;
          b.data += d.data;
          b.omap += d.omap;
          b.meta += d.meta;
        }
      out.push(...disks);
    }
  }
  const avgUse = root.raw / root.size;
  const row = (l: Line) => {
    const use = l.raw / l.size;
    const name = `${' '.repeat(l.depth * 4)}${l.type ? `${l.type} ${l.name}` : l.name}`;
    return [
      l.id.padStart(5),
      l.cls.padStart(6),
      l.weight.toFixed(5).padStart(11),
      l.reweight.padStart(9),
      iec(l.size).padStart(8),
      iec(l.raw).padStart(8),
      iec(l.data).padStart(8),
      iec(l.omap).padStart(8),
      iec(l.meta).padStart(8),
      iec(l.size - l.raw).padStart(8),
      (use * 100).toFixed(2).padStart(6),
      (use / avgUse).toFixed(2).padStart(5),
      l.pgs.padStart(4),
      l.status.padStart(7),
      `  ${name}`,
    ].join(' ');
  };
  const lines = [
    '   ID   CLASS       WEIGHT  REWEIGHT      SIZE  RAW USE      DATA      OMAP      META     AVAIL   %USE   VAR   PGS   STATUS  TYPE NAME',
    ...out.map(row),
    `                   TOTAL  ${iec(root.size)}  ${iec(root.raw)}  ${iec(root.data)}  ${iec(root.omap)}  ${iec(root.meta)}  ${iec(root.size - root.raw)}  ${((root.raw / root.size) * 100).toFixed(2)}`,
    'MIN/MAX VAR: 0.18/1.07  STDDEV: 14.31',
  ];
  const ask = 'Has somebody turned one of the OSDs down by hand so it takes less data than its neighbours? Which one, and to what?';
  return singleCallTask('round 11: ceph osd df tree', ask, 'ceph', lines.join('\n'), [
    { id: 'osd', ask, needles: [textNeedle(row(targetLine!))] },
  ]);
}

/** `pdsh -w gpu-[001-048] nvidia-smi -q -d TEMPERATURE,POWER,CLOCK`: the one GPU held to a lower power limit than the rest. */
function nvidiaSmiPdsh(): EconomicsTask {
  const random = seededRandom(11_121);
  const busIds = ['18', '2A', '3A', '5D', '9A', 'AB', 'BA', 'DB'];
  const kv = (indent: number, key: string, value: string) => `${' '.repeat(indent)}${key.padEnd(42 - indent)}: ${value}`;
  const hosts = Array.from({ length: 48 }, (_, i) => `gpu-${String(i + 1).padStart(3, '0')}`);
  const target = 'gpu-031';
  const order = shuffle(
    random,
    hosts.filter((h) => h !== target),
  );
  order.splice(Math.floor(order.length * 0.5), 0, target);
  const lines: string[] = [];
  let needle = '';
  for (const host of order) {
    const at = `Tue Oct 13 09:14:${pad2(between(random, 1, 9))} 2026`;
    const idle = random() < 0.15;
    const block = [
      '',
      '==============NVSMI LOG==============',
      '',
      kv(0, 'Timestamp', at),
      kv(0, 'Driver Version', '550.90.07'),
      kv(0, 'CUDA Version', '12.4'),
      '',
      kv(0, 'Attached GPUs', '8'),
    ];
    busIds.forEach((bus) => {
      const capped = host === target && bus === '9A';
      const limit = capped ? 450 : 700;
      const draw = idle ? 68 + random() * 12 : Math.min(limit - 4, (capped ? 0.97 : 0.62 + random() * 0.33) * limit);
      const temp = idle ? between(random, 28, 34) : between(random, 46, 71);
      const sm = idle ? 345 : capped ? between(random, 1395, 1515) : between(random, 1755, 1980);
      const limitLine = kv(8, 'Current Power Limit', `${limit.toFixed(2)} W`);
      if (capped) needle = `${host}: ${limitLine}`;
      block.push(
        `GPU 00000000:${bus}:00.0`,
        '    Temperature',
        kv(8, 'GPU Current Temp', `${temp} C`),
        kv(8, 'GPU T.Limit Temp', `${between(random, 18, 44)} C`),
        kv(8, 'GPU Shutdown T.Limit Temp', '-8 C'),
        kv(8, 'GPU Slowdown T.Limit Temp', '-2 C'),
        kv(8, 'GPU Max Operating T.Limit Temp', '0 C'),
        kv(8, 'GPU Target Temperature', 'N/A'),
        kv(8, 'Memory Current Temp', `${temp + between(random, 4, 12)} C`),
        kv(8, 'Memory Max Operating T.Limit Temp', '0 C'),
        '    GPU Power Readings',
        kv(8, 'Power Draw', `${draw.toFixed(2)} W`),
        limitLine,
        kv(8, 'Requested Power Limit', `${limit.toFixed(2)} W`),
        kv(8, 'Default Power Limit', '700.00 W'),
        kv(8, 'Min Power Limit', '200.00 W'),
        kv(8, 'Max Power Limit', '700.00 W'),
        '    GPU Memory Power Readings ',
        kv(8, 'Power Draw', 'N/A'),
        '    Module Power Readings',
        kv(8, 'Power Draw', 'N/A'),
        kv(8, 'Current Power Limit', 'N/A'),
        kv(8, 'Requested Power Limit', 'N/A'),
        kv(8, 'Default Power Limit', 'N/A'),
        kv(8, 'Min Power Limit', 'N/A'),
        kv(8, 'Max Power Limit', 'N/A'),
        '    Power Samples',
        kv(8, 'Duration', `${(2 + random() * 0.8).toFixed(2)} sec`),
        kv(8, 'Number of Samples', '119'),
        kv(8, 'Max', `${Math.min(limit - 0.5, draw * (1.03 + random() * 0.05)).toFixed(2)} W`),
        kv(8, 'Min', `${(draw * (0.9 - random() * 0.05)).toFixed(2)} W`),
        kv(8, 'Avg', `${(draw * (0.98 + random() * 0.03)).toFixed(2)} W`),
        '    Clocks',
        kv(8, 'Graphics', `${sm} MHz`),
        kv(8, 'SM', `${sm} MHz`),
        kv(8, 'Memory', idle ? '2619 MHz' : '2619 MHz'),
        kv(8, 'Video', `${idle ? 765 : between(random, 1410, 1755)} MHz`),
        '    Applications Clocks',
        kv(8, 'Graphics', '1980 MHz'),
        kv(8, 'Memory', '2619 MHz'),
        '    Default Applications Clocks',
        kv(8, 'Graphics', '1980 MHz'),
        kv(8, 'Memory', '2619 MHz'),
        '    Deferred Clocks',
        kv(8, 'Memory', 'N/A'),
        '    Max Clocks',
        kv(8, 'Graphics', '1980 MHz'),
        kv(8, 'SM', '1980 MHz'),
        kv(8, 'Memory', '2619 MHz'),
        kv(8, 'Video', '1965 MHz'),
        '    Max Customer Boost Clocks',
        kv(8, 'Graphics', '1980 MHz'),
        '    SM Clock Samples',
        kv(8, 'Duration', `${(300 + random() * 60).toFixed(2)} sec`),
        kv(8, 'Number of Samples', '100'),
        kv(8, 'Max', '1980 MHz'),
        kv(8, 'Min', `${idle ? 345 : between(random, 1395, 1755)} MHz`),
        kv(8, 'Avg', `${idle ? 352 : sm - between(random, 0, 30)} MHz`),
        '    Memory Clock Samples',
        kv(8, 'Duration', `${(300 + random() * 60).toFixed(2)} sec`),
        kv(8, 'Number of Samples', '100'),
        kv(8, 'Max', '2619 MHz'),
        kv(8, 'Min', '2619 MHz'),
        kv(8, 'Avg', '2619 MHz'),
        '    Clock Policy',
        kv(8, 'Auto Boost', 'N/A'),
        kv(8, 'Auto Boost Default', 'N/A'),
        '',
      );
    });
    lines.push(...block.map((l) => `${host}: ${l}`));
  }
  const ask = 'One of the GPUs in this cluster seems to be held to a lower power ceiling than all the others. Which node is it on?';
  return singleCallTask('round 11: nvidia-smi over pdsh', ask, 'pdsh', lines.join('\n'), [
    { id: 'node', ask, needles: [textNeedle(needle)] },
  ]);
}

export function roundEleven(): EconomicsTask[] {
  return [
    githubIssues(),
    nextCollectionPage(),
    sitemapXml(),
    pytestTracebacks(),
    composeConfig(),
    terraformFiles(),
    journalJson(),
    kubeEvents(),
    rsyncLog(),
    elasticsearchCatIndices(),
    cephOsdDfTree(),
    nvidiaSmiPdsh(),
  ];
}
