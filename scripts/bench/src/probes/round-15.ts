/**
 * Probe tasks, round 15: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 14. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 15: jenkins api json              (Jenkins' `/api/json?tree=jobs[…,builds[…]]`, one line of JSON)
 *      round 15: jira search api               (Jira Cloud's `GET /rest/api/3/search` on a backlog, one line of JSON)
 *      round 15: shopify collection html       (a Shopify collection page, minified to one line of HTML)
 *   b. the answer a few lines from the line the question's words match:
 *      round 15: spring actuator env           (`curl …/actuator/env | jq`, an environment variable's value under its name)
 *      round 15: glab ci config compile        (GitLab's merged pipeline YAML, a job's image under its key)
 *      round 15: aspnet core log               (`kubectl logs` of an ASP.NET Core API, our frame under the exception)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 15: git reflog, preamble and paraphrase
 *      round 15: pmset log, paraphrase         (`pmset -g log` on a MacBook)
 *      round 15: docker events log, preamble   (two hours of a `docker events` logger on a compose host)
 *   d. one value unlike all its peers, with no error word near it:
 *      round 15: kubectl get nodes -o wide     (one node's kubelet behind the rest)
 *      round 15: redis cluster call info       (`redis-cli --cluster call … INFO`, one node's eviction policy)
 *      round 15: az webapp list                (one web app not forcing HTTPS)
 * Not among the bench's targets.
 *
 * First run, at 4f8815e (the library as of 3eff09e; `ROUNDS=15 CONFIGS=ours,context-chef-store,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 3,447,672 tokens):
 *   round 15: jenkins api json
 *     context-chef-store: 16,692 tokens, peak 5,682, 0/1 needles, 4 read-backs
 *     ours: 4,677 tokens, peak 2,018, 0/1 needles, 2 read-backs
 *   round 15: jira search api
 *     context-chef-store: 3,172 tokens, peak 1,857, 0/1 needles, 1 read-backs
 *     ours: 4,035 tokens, peak 1,716, 0/1 needles, 2 read-backs
 *   round 15: shopify collection html
 *     context-chef-store: 19,275 tokens, peak 6,483, 0/1 needles, 4 read-backs
 *     ours: 16,327 tokens, peak 5,748, 0/1 needles, 4 read-backs
 *   round 15: spring actuator env
 *     context-chef-store: 2,604 tokens, peak 1,460, 0/1 needles, 1 read-backs
 *     ours: 2,231 tokens, peak 1,340, 0/1 needles, 1 read-backs
 *   round 15: glab ci config compile
 *     context-chef-store: 3,630 tokens, peak 1,387, 1/1 needles, 2 read-backs
 *     ours: 934 tokens, peak 669, 1/1 needles, 0 read-backs
 *   round 15: aspnet core log
 *     context-chef-store: 6,689 tokens, peak 3,241, 0/1 needles, 2 read-backs
 *     ours: 5,697 tokens, peak 2,858, 0/1 needles, 2 read-backs
 *   round 15: git reflog, preamble and paraphrase
 *     context-chef-store: 21,933 tokens, peak 7,523, 0/1 needles, 4 read-backs
 *     ours: 20,418 tokens, peak 7,230, 0/1 needles, 4 read-backs
 *   round 15: pmset log, paraphrase
 *     context-chef-store: 5,598 tokens, peak 1,227, 0/1 needles, 4 read-backs
 *     ours: 3,916 tokens, peak 845, 0/1 needles, 4 read-backs
 *   round 15: docker events log, preamble
 *     context-chef-store: 14,469 tokens, peak 5,329, 0/1 needles, 4 read-backs
 *     ours: 13,592 tokens, peak 5,095, 1/1 needles, 4 read-backs
 *   round 15: kubectl get nodes -o wide
 *     context-chef-store: 6,015 tokens, peak 1,316, 0/1 needles, 4 read-backs
 *     ours: 3,511 tokens, peak 768, 0/1 needles, 4 read-backs
 *   round 15: redis cluster call info
 *     context-chef-store: 9,691 tokens, peak 3,206, 0/1 needles, 4 read-backs
 *     ours: 6,331 tokens, peak 2,338, 0/1 needles, 4 read-backs
 *   round 15: az webapp list
 *     context-chef-store: 6,823 tokens, peak 2,468, 0/1 needles, 4 read-backs
 *     ours: 4,414 tokens, peak 1,910, 0/1 needles, 4 read-backs
 *   context-chef-store: 116,591 tokens, 1/12 needles
 *   ours: 86,083 tokens, 2/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const GIVEN =
  'agnes birgit casper dagny eirik frida gunnar hedda iben jonas kaja leif maren nils oda petter ragna sigurd tuva ulrik vilde yngve ada bjorn camille'.split(
    ' ',
  );
const FAMILY =
  'andersen berg christiansen dahl eide fosse gundersen hagen iversen johansen karlsen larsen moen nilsen olsen pettersen rasmussen solberg tangen vik wold aas'.split(
    ' ',
  );
const cap = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;
/** An ISO time with milliseconds, from epoch milliseconds. */
const iso = (t: number) => new Date(t).toISOString();
/** `YYYY-MM-DD HH:MM:SS` of a wall-clock time kept as UTC milliseconds. */
const wall = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// a. Answers in the middle of one long line.

/** Jenkins' `/api/json?tree=jobs[…,builds[…]]` for a monorepo's folder of jobs (one line of JSON): the commit one deploy build shipped. */
function jenkinsApi(): EconomicsTask {
  const random = seededRandom(15_011);
  const base = 'https://jenkins.fjellkit.internal';
  const remote = 'git@gitlab.fjellkit.internal:shop/monorepo.git';
  const names = [
    'api-contract-tests',
    'backup-restore-drill',
    'build-admin-ui',
    'build-mobile-android',
    'build-mobile-ios',
    'build-storefront',
    'cleanup-preview-envs',
    'db-migrate-orders',
    'db-migrate-payments',
    'deploy-admin-ui',
    'deploy-catalog',
    'deploy-checkout',
    'deploy-notifications',
    'deploy-payments',
    'deploy-payments-canary',
    'deploy-search',
    'deploy-storefront',
    'e2e-nightly',
    'lint-monorepo',
    'nightly-backup-verify',
    'release-train',
    'security-scan',
    'terraform-apply-prod',
    'terraform-plan',
    'test-catalog',
    'test-checkout',
    'test-payments',
    'test-search',
    'update-dependencies',
  ];
  const targetJob = 'deploy-payments';
  const targetBuild = 812;
  const targetSha = hex(random, 40);
  const people = Array.from({ length: 16 }, () => {
    const g = oneOf(random, GIVEN);
    const f = oneOf(random, FAMILY);
    return { id: `${g.slice(0, 1)}${f}`, name: `${cap(g)} ${cap(f)}` };
  });
  const branches = [
    'main',
    'release/2026.10',
    'release/2026.09',
    'feature/klarna-b2b',
    'feature/search-synonyms',
    'feature/returns-portal',
    'fix/vat-rounding',
    'feature/gift-card-split',
    'renovate/node-20.x',
    'renovate/playwright-1.x',
    'renovate/spring-boot',
    'feature/loyalty-tiers',
    'fix/cart-race',
    'feature/admin-bulk-edit',
    'chore/eslint-9',
    'feature/sitemap-v2',
    'fix/ios-safari-drawer',
    'feature/size-guide',
  ];
  // Near misses: the canary and search deploys have a build #812 too.
  const tops: Record<string, number> = { 'deploy-payments': 819, 'deploy-payments-canary': 820, 'deploy-search': 815 };
  const rev = (sha: string, branch: string) => ({ SHA1: sha, branch: [{ SHA1: sha, name: branch }] });
  const built = (n: number, sha: string, branch: string) => ({
    _class: 'hudson.plugins.git.util.Build',
    buildNumber: n,
    buildResult: null,
    marked: rev(sha, branch),
    revision: rev(sha, branch),
  });
  const now = Date.UTC(2026, 9, 14, 9, 30);
  let queueId = 1_204_881;
  const jobs = names.map((name) => {
    const deploy = /^(deploy|db-migrate|terraform-apply)/.test(name);
    const top = tops[name] ?? between(random, 60, 2_400);
    let t = now - between(random, 300_000, 5 * HOUR);
    const builds = Array.from({ length: 16 }, (_, i) => {
      const n = top - i;
      t -= between(random, 1_200_000, (deploy ? 9 : 4) * HOUR);
      queueId -= between(random, 3, 60);
      const isTarget = name === targetJob && n === targetBuild;
      const sha = isTarget ? targetSha : hex(random, 40);
      const branch = deploy ? 'detached' : `refs/remotes/origin/${oneOf(random, branches)}`;
      const user = oneOf(random, people);
      const result = isTarget
        ? 'SUCCESS'
        : oneOf(random, ['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILURE', 'ABORTED', 'UNSTABLE']);
      const duration = between(random, deploy ? 90_000 : 240_000, deploy ? 900_000 : 2_400_000);
      const parameters = deploy
        ? [
            { _class: 'hudson.model.StringParameterValue', name: 'GIT_SHA', value: sha },
            {
              _class: 'hudson.model.StringParameterValue',
              name: 'ENVIRONMENT',
              value: name.endsWith('canary') ? 'production-canary' : 'production',
            },
            { _class: 'hudson.model.BooleanParameterValue', name: 'SKIP_SMOKE_TESTS', value: random() < 0.05 },
            { _class: 'hudson.model.StringParameterValue', name: 'CHANGE_TICKET', value: `CHG${between(random, 100_000, 999_999)}` },
          ]
        : [
            { _class: 'hudson.model.StringParameterValue', name: 'BRANCH', value: branch.replace('refs/remotes/origin/', '') },
            { _class: 'hudson.model.BooleanParameterValue', name: 'FULL_BUILD', value: random() < 0.2 },
          ];
      const cause =
        isTarget || random() < 0.55
          ? {
              _class: 'hudson.model.Cause$UserIdCause',
              shortDescription: `Started by user ${user.name}`,
              userId: user.id,
              userName: user.name,
            }
          : deploy
            ? {
                _class: 'org.jenkinsci.plugins.workflow.support.steps.build.BuildUpstreamCause',
                shortDescription: `Started by upstream project "release-train" build number ${between(random, 300, 460)}`,
                upstreamBuild: between(random, 300, 460),
                upstreamProject: 'release-train',
                upstreamUrl: 'job/release-train/',
              }
            : {
                _class: 'com.dabsquared.gitlabjenkins.cause.GitLabWebHookCause',
                shortDescription: `Started by GitLab push by ${user.name}`,
              };
      const byBranch: Record<string, unknown> = {};
      const others = deploy ? between(random, 0, 1) : between(random, 3, 14);
      for (let k = 0; k < others; k++) {
        const b = `refs/remotes/origin/${oneOf(random, branches)}`;
        if (b !== branch) byBranch[b] = built(Math.max(1, n - between(random, 1, 400)), hex(random, 40), b);
      }
      byBranch[branch] = built(n, sha, branch);
      const waiting = between(random, 2, 40);
      const buildable = between(random, 0, 90_000);
      return {
        _class: 'org.jenkinsci.plugins.workflow.job.WorkflowRun',
        actions: [
          { _class: 'hudson.model.ParametersAction', parameters },
          { _class: 'hudson.model.CauseAction', causes: [cause] },
          {
            _class: 'jenkins.metrics.impl.TimeInQueueAction',
            blockedDurationMillis: 0,
            blockedTimeMillis: 0,
            buildableDurationMillis: buildable,
            buildableTimeMillis: buildable,
            buildingDurationMillis: duration,
            executingTimeMillis: duration - between(random, 100, 4_000),
            executorUtilization: Number((0.9 + random() * 0.09).toFixed(2)),
            subTaskCount: between(random, 1, 6),
            waitingDurationMillis: waiting,
            waitingTimeMillis: waiting,
          },
          {},
          {
            _class: 'hudson.plugins.git.util.BuildData',
            buildsByBranchName: byBranch,
            lastBuiltRevision: rev(sha, branch),
            remoteUrls: [remote],
            scmName: '',
          },
          { _class: 'hudson.plugins.git.GitTagAction' },
          {},
          { _class: 'org.jenkinsci.plugins.workflow.libs.LibrariesAction' },
          { _class: 'org.jenkinsci.plugins.pipeline.modeldefinition.actions.RestartDeclarativePipelineAction' },
          {},
          { _class: 'org.jenkinsci.plugins.workflow.job.views.FlowGraphAction' },
          {},
          {},
          { _class: 'org.jenkinsci.plugins.displayurlapi.actions.RunDisplayAction' },
        ],
        building: false,
        displayName: `#${n}`,
        duration,
        estimatedDuration: Math.round(duration * (0.8 + random() * 0.4)),
        fullDisplayName: `${name} #${n}`,
        id: String(n),
        number: n,
        queueId,
        result,
        timestamp: t,
        url: `${base}/job/${name}/${n}/`,
      };
    });
    const last = builds[0]!.result;
    return {
      _class: 'org.jenkinsci.plugins.workflow.job.WorkflowJob',
      name,
      url: `${base}/job/${name}/`,
      color: last === 'SUCCESS' ? 'blue' : last === 'FAILURE' ? 'red' : last === 'UNSTABLE' ? 'yellow' : 'aborted',
      builds,
    };
  });
  const output = JSON.stringify({ _class: 'hudson.model.Hudson', jobs });
  const ask = `Which git commit did build #${targetBuild} of ${targetJob} deploy?`;
  return singleCallTask('round 15: jenkins api json', ask, 'jenkins_api', output, [
    { id: 'commit', ask, needles: [textNeedle(targetSha)] },
  ]);
}

const UI_PARTS = [
  'the cart drawer',
  'the checkout summary',
  'the product gallery',
  'the search overlay',
  'the account page',
  'the returns form',
  'the size guide modal',
  'the newsletter banner',
  'the store locator',
  'the wishlist',
  'the order confirmation email',
  'the mobile menu',
  'the promo code field',
  'the shipping estimator',
  'the product filters',
  'the gift card page',
];
const UI_FAULTS = [
  'flickers when',
  'shows the wrong price when',
  'does not update when',
  'jumps to the top when',
  'loses focus when',
  'renders twice when',
  'is cut off when',
  'ignores the locale when',
  'times out when',
  'shows stale stock when',
];
const UI_WHEN = [
  'the customer switches currency',
  'a bundle is in the cart',
  'the viewport is under 375px',
  'VoiceOver is on',
  'the session expires',
  'Klarna is selected',
  'a gift card covers the whole order',
  'the product has more than 8 variants',
  'the shopper is logged out',
  'the page loads on a slow 3G profile',
];

/** Jira Cloud's `GET /rest/api/3/search` over a storefront backlog, every field (one line of JSON): one issue's due date. */
function jiraSearch(): EconomicsTask {
  const random = seededRandom(15_021);
  const site = 'https://fjellkit.atlassian.net';
  const target = 'SHOP-4127';
  const targetDue = '2026-11-19';
  const jiraTime = (t: number) => new Date(t + 2 * HOUR).toISOString().replace('Z', '+0200');
  const users = Array.from({ length: 18 }, () => {
    const g = oneOf(random, GIVEN);
    const f = oneOf(random, FAMILY);
    const accountId = `712020:${uuid(random)}`;
    const avatar = `https://secure.gravatar.com/avatar/${hex(random, 32)}?d=https%3A%2F%2Favatar-management--avatars.us-west-2.prod.public.atl-paas.net%2Finitials%2F${g.slice(0, 1).toUpperCase()}${f.slice(0, 1).toUpperCase()}-${between(random, 0, 6)}.png`;
    return {
      self: `${site}/rest/api/3/user?accountId=${encodeURIComponent(accountId)}`,
      accountId,
      emailAddress: `${g}.${f}@fjellkit.com`,
      avatarUrls: { '48x48': avatar, '24x24': avatar, '16x16': avatar, '32x32': avatar },
      displayName: `${cap(g)} ${cap(f)}`,
      active: true,
      timeZone: 'Europe/Oslo',
      accountType: 'atlassian',
    };
  });
  const projectAvatar = (s: number) => `${site}/rest/api/3/universal_avatar/view/type/project/avatar/10412?size=${s}`;
  const project = {
    self: `${site}/rest/api/3/project/10002`,
    id: '10002',
    key: 'SHOP',
    name: 'Storefront',
    projectTypeKey: 'software',
    simplified: false,
    avatarUrls: { '48x48': projectAvatar(48), '24x24': projectAvatar(24), '16x16': projectAvatar(16), '32x32': projectAvatar(32) },
  };
  const issueTypes = [
    { id: '10004', description: 'A problem or error.', name: 'Bug', avatarId: 10303 },
    { id: '10001', description: 'Functionality or a feature expressed as a user goal.', name: 'Story', avatarId: 10315 },
    { id: '10002', description: 'A small, distinct piece of work.', name: 'Task', avatarId: 10318 },
  ].map((it) => ({
    self: `${site}/rest/api/3/issuetype/${it.id}`,
    id: it.id,
    description: it.description,
    iconUrl: `${site}/rest/api/2/universal_avatar/view/type/issuetype/avatar/${it.avatarId}?size=medium`,
    name: it.name,
    subtask: false,
    avatarId: it.avatarId,
    entityId: uuid(random),
    hierarchyLevel: 0,
  }));
  const statuses = [
    ['10000', 'To Do', 2, 'new', 'blue-gray', 'To Do'],
    ['3', 'In Progress', 4, 'indeterminate', 'yellow', 'In Progress'],
    ['10003', 'In Review', 4, 'indeterminate', 'yellow', 'In Progress'],
    ['10001', 'Done', 3, 'done', 'green', 'Done'],
  ].map(([id, name, catId, key, colorName, catName]) => ({
    self: `${site}/rest/api/3/status/${id}`,
    description: '',
    iconUrl: `${site}/`,
    name,
    id,
    statusCategory: { self: `${site}/rest/api/3/statuscategory/${catId}`, id: catId, key, colorName, name: catName },
  }));
  const priorities = ['Highest', 'High', 'Medium', 'Medium', 'Low'].map((name, i) => ({
    self: `${site}/rest/api/3/priority/${i + 1}`,
    iconUrl: `${site}/images/icons/priorities/${name.toLowerCase()}.svg`,
    name,
    id: String(i + 1),
  }));
  const sprints = [39, 40, 41].map((n, i) => ({
    id: 400 + n,
    name: `SHOP Sprint ${n}`,
    state: i === 2 ? 'active' : 'closed',
    boardId: 12,
    goal: '',
    startDate: iso(Date.UTC(2026, 8, 7 + i * 14, 7)),
    endDate: iso(Date.UTC(2026, 8, 21 + i * 14, 7)),
    ...(i === 2 ? {} : { completeDate: iso(Date.UTC(2026, 8, 21 + i * 14, 9)) }),
  }));
  const components = ['Checkout', 'Cart', 'Search', 'PDP', 'Account', 'Emails', 'Payments'].map((name, i) => ({
    self: `${site}/rest/api/3/component/${10100 + i}`,
    id: String(10100 + i),
    name,
  }));
  const sentence = () =>
    oneOf(random, [
      () => `${cap(oneOf(random, UI_PARTS))} ${oneOf(random, UI_FAULTS)} ${oneOf(random, UI_WHEN)}.`,
      () => `Seen on ${oneOf(random, ['iOS 18 Safari', 'Chrome 129 on Android', 'Firefox 131', 'Edge 129', 'Samsung Internet 26'])}.`,
      () => `Related Sentry issue: STOREFRONT-${between(random, 1_000, 9_999)}.`,
      () => `Design sign-off from ${oneOf(random, users).displayName} is still pending.`,
      () => `Repro rate is about ${between(random, 2, 60)}% of sessions in the last 7 days.`,
      () => 'Steps to reproduce are in the Loom linked below.',
      () => `Acceptance: ${oneOf(random, UI_PARTS)} behaves the same as on desktop.`,
    ])();
  const paragraph = (n: number) => ({
    type: 'paragraph',
    content: [{ type: 'text', text: Array.from({ length: n }, sentence).join(' ') }],
  });
  const doc = (content: object[]) => ({ type: 'doc', version: 1, content });
  const dueDate = () => {
    if (random() < 0.55) return null;
    for (;;) {
      const d = new Date(Date.UTC(2026, 9, 16) + pick(random, 64) * DAY).toISOString().slice(0, 10);
      if (d !== targetDue) return d;
    }
  };
  // Near misses: keys a digit or a swap away from the target.
  const keyNumbers = new Set<number>([4126, 4128, 4172]);
  while (keyNumbers.size < 99) {
    const n = between(random, 3_700, 4_320);
    if (n !== 4127) keyNumbers.add(n);
  }
  const keys = shuffle(
    random,
    [...keyNumbers].map((n) => `SHOP-${n}`),
  );
  keys.splice(49, 0, target);
  const targetSummary = 'Gift card balance missing from checkout summary when the order ships in two parcels';
  const linkTo = (key: string, summary: string) => ({
    id: String(between(random, 40_000, 49_999)),
    self: `${site}/rest/api/3/issueLink/${between(random, 40_000, 49_999)}`,
    type: { id: '10000', name: 'Blocks', inward: 'is blocked by', outward: 'blocks', self: `${site}/rest/api/3/issueLinkType/10000` },
    outwardIssue: {
      id: String(between(random, 20_000, 29_999)),
      key,
      self: `${site}/rest/api/3/issue/${between(random, 20_000, 29_999)}`,
      fields: { summary, status: statuses[1], priority: priorities[1], issuetype: issueTypes[0] },
    },
  });
  let updated = Date.UTC(2026, 9, 14, 8, 12);
  const issues = keys.map((key, i) => {
    const isTarget = key === target;
    updated -= between(random, 60_000, 5 * HOUR);
    const created = updated - between(random, 2 * DAY, 90 * DAY);
    const id = String(20_000 + Number(key.slice(5)) * 3 + between(random, 0, 2));
    const type = isTarget ? issueTypes[0]! : oneOf(random, issueTypes);
    const status = isTarget ? statuses[1]! : oneOf(random, statuses);
    const assignee = random() < 0.8 || isTarget ? oneOf(random, users) : null;
    const reporter = oneOf(random, users);
    const summary = isTarget
      ? targetSummary
      : type.name === 'Bug'
        ? `${cap(oneOf(random, UI_PARTS).replace('the ', ''))} ${oneOf(random, UI_FAULTS)} ${oneOf(random, UI_WHEN)}`
        : `${oneOf(random, ['Add', 'Support', 'Redesign', 'Track', 'Localise', 'A/B test'])} ${oneOf(random, UI_PARTS).replace('the ', '')} ${oneOf(random, ['for B2B customers', 'in the Nordics', 'on mobile', 'for returning shoppers', 'behind a feature flag', 'for the winter campaign'])}`;
    const comments = Array.from({ length: isTarget || i === 31 ? 2 : pick(random, 4) }, (_, c) => {
      const author = oneOf(random, users);
      const at = jiraTime(created + (c + 1) * between(random, HOUR, 2 * DAY));
      const mention = i === 31 && c === 0 ? `Blocked until ${target} lands, then we can retest the split-shipment flow.` : sentence();
      return {
        self: `${site}/rest/api/3/issue/${id}/comment/${between(random, 50_000, 59_999)}`,
        id: String(between(random, 50_000, 59_999)),
        author,
        body: doc([paragraph(1), { type: 'paragraph', content: [{ type: 'text', text: mention }] }]),
        updateAuthor: author,
        created: at,
        updated: at,
        jsdPublic: true,
      };
    });
    const fields = {
      statuscategorychangedate: jiraTime(updated - between(random, 0, 10 * DAY)),
      issuetype: type,
      timespent: null,
      customfield_10030: null,
      project,
      fixVersions: [],
      aggregatetimespent: null,
      customfield_10035: null,
      resolution:
        status.name === 'Done'
          ? {
              self: `${site}/rest/api/3/resolution/10000`,
              id: '10000',
              description: 'Work has been completed on this issue.',
              name: 'Done',
            }
          : null,
      customfield_10027: null,
      customfield_10028: null,
      customfield_10029: null,
      resolutiondate: status.name === 'Done' ? jiraTime(updated) : null,
      workratio: -1,
      watches: { self: `${site}/rest/api/3/issue/${key}/watchers`, watchCount: between(random, 1, 6), isWatching: false },
      lastViewed: null,
      issuerestriction: { issuerestrictions: {}, shouldDisplay: true },
      created: jiraTime(created),
      customfield_10020: [oneOf(random, sprints)],
      customfield_10021: null,
      customfield_10022: null,
      priority: isTarget ? priorities[1] : oneOf(random, priorities),
      customfield_10023: null,
      customfield_10024: null,
      labels: shuffle(random, ['checkout', 'frontend', 'a11y', 'nordics', 'tech-debt', 'winter-campaign', 'mobile']).slice(
        0,
        pick(random, 3),
      ),
      customfield_10016: oneOf(random, [null, 1, 2, 3, 5, 8]),
      customfield_10017: null,
      customfield_10018: {
        hasEpicLinkFieldDependency: false,
        showField: false,
        nonEditableReason: { reason: 'PLUGIN_LICENSE_ERROR', message: 'The Parent Link is only available to Jira Premium users.' },
      },
      customfield_10019: `0|i0${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 4)}:`,
      aggregatetimeoriginalestimate: null,
      timeestimate: null,
      versions: [],
      issuelinks: i === 31 || i === 67 ? [linkTo(target, targetSummary)] : [],
      assignee,
      updated: jiraTime(updated),
      status,
      components: [oneOf(random, components)],
      timeoriginalestimate: null,
      description: doc([paragraph(between(random, 1, 4)), paragraph(between(random, 1, 3))]),
      customfield_10010: null,
      customfield_10014: `SHOP-${between(random, 3_500, 3_690)}`,
      timetracking: {},
      customfield_10015: null,
      customfield_10005: null,
      customfield_10006: null,
      security: null,
      customfield_10007: null,
      customfield_10008: null,
      attachment: [],
      customfield_10009: null,
      aggregatetimeestimate: null,
      summary,
      creator: reporter,
      subtasks: [],
      customfield_10040: null,
      customfield_10041: null,
      reporter,
      aggregateprogress: { progress: 0, total: 0 },
      customfield_10001: null,
      customfield_10002: [],
      customfield_10003: null,
      customfield_10004: null,
      environment: null,
      duedate: isTarget ? targetDue : dueDate(),
      progress: { progress: 0, total: 0 },
      comment: {
        comments,
        self: `${site}/rest/api/3/issue/${id}/comment`,
        maxResults: comments.length,
        total: comments.length,
        startAt: 0,
      },
      votes: { self: `${site}/rest/api/3/issue/${key}/votes`, votes: 0, hasVoted: false },
      worklog: { startAt: 0, maxResults: 20, total: 0, worklogs: [] },
    };
    return {
      expand: 'operations,versionedRepresentations,editmeta,changelog,customfield_10010.requestTypePractice,renderedFields',
      id,
      self: `${site}/rest/api/3/issue/${id}`,
      key,
      fields,
    };
  });
  const output = JSON.stringify({ expand: 'schema,names', startAt: 0, maxResults: 100, total: 1_412, issues });
  const ask = `When is ${target} due?`;
  return singleCallTask('round 15: jira search api', ask, 'jira_search', output, [
    { id: 'due', ask, needles: [textNeedle(`"duedate":"${targetDue}"`)] },
  ]);
}

/** A Shopify (Dawn theme) collection page, minified to one line of HTML by the CDN: one product's current price. */
function shopifyCollection(): EconomicsTask {
  const random = seededRandom(15_031);
  const cdn = '//fjellkit.com/cdn/shop';
  const section = 'template--23118702657801__product-grid';
  const money = (cents: number) => `€${(cents / 100).toFixed(2)} EUR`;
  const kinds: [string, number][] = [
    ['Merino Beanie', 3900],
    ['Merino Pom Beanie', 4400],
    ['Kids Merino Beanie', 2900],
    ['Rib Knit Scarf', 5900],
    ['Alpaca Scarf', 8900],
    ['Fleece Neck Gaiter', 2400],
    ['Merino Neck Gaiter', 3400],
    ['Wool Mittens', 4900],
    ['Ski Gloves', 7900],
    ['Thermal Liner Gloves', 2900],
    ['Touchscreen Gloves', 3500],
    ['Headband', 2500],
    ['Balaclava', 3900],
    ['Ear Warmer', 1900],
    ['Hiking Socks 2-Pack', 2900],
    ['Ski Socks', 2400],
    ['Down Booties', 5900],
    ['Trapper Hat', 6900],
  ];
  const colours = ['Charcoal', 'Oat', 'Navy', 'Forest', 'Rust', 'Black', 'Heather Grey', 'Sand', 'Plum'];
  type Product = { kind: string; colour: string; regular: number; price: number };
  const targetPrice = 2730;
  const target: Product = { kind: 'Merino Beanie', colour: 'Charcoal', regular: 3900, price: targetPrice };
  const decoys: Product[] = [
    { kind: 'Merino Beanie', colour: 'Oat', regular: 3900, price: 3120 },
    { kind: 'Merino Pom Beanie', colour: 'Charcoal', regular: 4400, price: 4400 },
    { kind: 'Kids Merino Beanie', colour: 'Charcoal', regular: 2900, price: 2900 },
    { kind: 'Merino Neck Gaiter', colour: 'Charcoal', regular: 3400, price: 2720 },
  ];
  const taken = new Set([...decoys, target].map((p) => `${p.kind}|${p.colour}`));
  const rest: Product[] = [];
  for (const [kind, regular] of kinds)
    for (const colour of colours) {
      if (taken.has(`${kind}|${colour}`)) continue;
      let price = regular;
      if (random() < 0.3) {
        price = Math.round((regular * oneOf(random, [0.7, 0.75, 0.8, 0.85])) / 10) * 10;
        if (price === targetPrice) price = Math.round((regular * 0.8) / 10) * 10;
      }
      rest.push({ kind, colour, regular, price });
    }
  const products = [...decoys, ...shuffle(random, rest).slice(0, 91)];
  shuffle(random, products);
  products.splice(48, 0, target);
  const handle = (p: Product) => `${p.kind}-${p.colour}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const img = (file: string, alt: string, extra: string) => {
    const v = between(random, 1_700_000_000, 1_729_999_999);
    const src = `${cdn}/files/${file}?v=${v}`;
    return `<img srcset="${[165, 360, 533, 720, 940, 1066].map((w) => `${src}&width=${w} ${w}w`).join(', ')}, ${src} 1200w" src="${src}&width=533" sizes="(min-width: 1200px) 267px, (min-width: 990px) calc((100vw - 130px) / 4), (min-width: 750px) calc((100vw - 120px) / 3), calc((100vw - 35px) / 2)" alt="${alt}" class="motion-reduce${extra}" loading="lazy" width="1200" height="1500">`;
  };
  const priceBlock = (p: Product) => {
    const sale = p.price < p.regular;
    return `<div class="price${sale ? ' price--on-sale' : ''}"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">${money(p.price)}</span></div><div class="price__sale"><span class="visually-hidden visually-hidden--inline">Regular price</span><span><s class="price-item price-item--regular">${money(p.regular)}</s></span><span class="visually-hidden visually-hidden--inline">Sale price</span><span class="price-item price-item--sale price-item--last">${money(p.price)}</span></div><small class="unit-price caption hidden"><span class="visually-hidden">Unit price</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span><span class="visually-hidden">&nbsp;per&nbsp;</span><span></span></span></small></div></div>`;
  };
  const card = (p: Product, i: number) => {
    const pid = between(random, 8_100_000_000, 8_999_999_999);
    const variant = between(random, 44_000_000_000, 49_999_999_999);
    const title = `${p.kind} – ${p.colour}`;
    const h = handle(p);
    const sale = p.price < p.regular;
    const badge = (prefix: string) =>
      sale ? `<span id="${prefix}-${section}-${pid}" class="badge badge--bottom-left color-scheme-4">Sale</span>` : '';
    return `<li class="grid__item scroll-trigger animate--slide-in" data-cascade style="--animation-order: ${(i % 12) + 1};"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media" style="--ratio-percent: 125.0%;"><div class="card__inner color-scheme-2 gradient ratio" style="--ratio-percent: 125.0%;"><div class="card__media"><div class="media media--transparent media--hover-effect">${img(`${h}-front.jpg`, title, '')}${img(`${h}-worn.jpg`, '', ' motion-reduce')}</div></div><div class="card__content"><div class="card__information"><h3 class="card__heading"><a href="/products/${h}" id="StandardCardNoMediaLink-${section}-${pid}" class="full-unstyled-link" aria-labelledby="StandardCardNoMediaLink-${section}-${pid} NoMediaStandardBadge-${section}-${pid}">${title}</a></h3></div><div class="card__badge bottom left">${badge('NoMediaStandardBadge')}</div></div></div><div class="card__content"><div class="card__information"><h3 class="card__heading h5" id="title-${section}-${pid}"><a href="/products/${h}" id="CardLink-${section}-${pid}" class="full-unstyled-link" aria-labelledby="CardLink-${section}-${pid} Badge-${section}-${pid}">${title}</a></h3><div class="card-information"><span class="caption-large light"></span>${priceBlock(p)}</div></div><div class="quick-add no-js-hidden"><product-form data-section-id="${section}"><form method="post" action="/cart/add" id="quick-add-${section}${pid}" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="${variant}" class="product-variant-id"><button id="quick-add-${section}${pid}-submit" type="submit" name="add" class="quick-add__submit button button--full-width button--secondary" aria-haspopup="dialog" aria-labelledby="quick-add-${section}${pid}-submit title-${section}-${pid}" aria-live="polite" data-sold-out-message="true"><span>Add to cart</span><span class="sold-out-message hidden">Sold out</span><div class="loading__spinner hidden"><svg xmlns="http://www.w3.org/2000/svg" class="spinner" viewBox="0 0 66 66"><circle stroke-width="6" cx="33" cy="33" r="30" fill="none" class="path"></circle></svg></div></button><input type="hidden" name="product-id" value="${pid}"><input type="hidden" name="section-id" value="${section}"></form></product-form></div><div class="card__badge bottom left">${badge('Badge')}</div></div></div></div></li>`;
  };
  const svgPath = (n: number) =>
    `M${between(random, 1, 37)}.${pick(random, 10)} ${between(random, 1, 23)}.${pick(random, 10)}${Array.from(
      { length: n },
      () =>
        `${oneOf(random, ['l', 'c', 'h', 'v', 'L', 'C'])}${between(random, -9, 9)}.${pick(random, 10)} ${between(random, -9, 9)}.${pick(random, 10)}${random() < 0.5 ? ` ${between(random, -9, 9)}.${pick(random, 10)}` : ''}`,
    ).join('')}z`;
  const payment = (name: string, fill: string) =>
    `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${name.toLowerCase()}"><title id="pi-${name.toLowerCase()}">${name}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/><path fill="#fff" d="M35 1c1.1 0 2 .9 2 2v18c0 1.1-.9 2-2 2H3c-1.1 0-2-.9-2-2V3c0-1.1.9-2 2-2h32"/><path d="${svgPath(90)}" fill="${fill}"/><path d="${svgPath(60)}" fill="#fff"/></svg></li>`;
  const menu = ['Women', 'Men', 'Kids', 'Accessories', 'Outlet', 'Journal']
    .map(
      (top) =>
        `<li><header-menu><details id="Details-HeaderMenu-${top}" class="mega-menu"><summary id="HeaderMenu-${top.toLowerCase()}" class="header__menu-item list-menu__item link focus-inset"><span>${top}</span><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path fill-rule="evenodd" clip-rule="evenodd" d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></summary><div id="MegaMenu-Content-${top}" class="mega-menu__content color-scheme-1 gradient motion-reduce global-settings-popup" tabindex="-1"><ul class="mega-menu__list page-width" role="list">${[
          'Jackets',
          'Fleece',
          'Base Layers',
          'Knitwear',
          'Trousers',
          'Shorts',
          'Hats',
          'Gloves',
          'Scarves',
          'Socks',
          'Bags',
          'Gift Cards',
        ]
          .map(
            (sub) =>
              `<li><a id="HeaderMenu-${top.toLowerCase()}-${sub.toLowerCase().replace(/ /g, '-')}" href="/collections/${top.toLowerCase()}-${sub.toLowerCase().replace(/ /g, '-')}" class="mega-menu__link mega-menu__link--level-2 link">${sub}</a></li>`,
          )
          .join('')}</ul></div></details></header-menu></li>`,
    )
    .join('');
  const facet = (name: string, label: string, values: string[]) =>
    `<details id="Details-${name}-${section}" class="disclosure-has-popup facets__disclosure js-filter" data-index="${name.length}"><summary class="facets__summary caption-large focus-offset" aria-label="${label} (0 selected)"><div><span class="facets__summary-label">${label}</span><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path fill-rule="evenodd" clip-rule="evenodd" d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></div></summary><div id="Facet-${name}-${section}" class="parent-display facets__display"><fieldset class="facets-wrap parent-wrap facets-wrap-vertical"><legend class="visually-hidden">${label}</legend><ul class="facets__list list-unstyled" role="list">${values
      .map((v, k) => {
        const id = `Filter-${name}-${k + 1}`;
        return `<li class="list-menu__item facets__item"><label for="${id}" class="facets__label facet-checkbox"><input type="checkbox" name="filter.${name}" value="${v}" id="${id}"><svg width="1.6rem" height="1.6rem" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect width="16" height="16" stroke="currentColor" fill="none" stroke-width="1"></rect></svg><svg aria-hidden="true" class="icon icon-checkmark" width="1.1rem" height="0.7rem" viewBox="0 0 11 7" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M1.5 3.5L2.87922 4.87922C3.16834 5.16834 3.64216 5.16034 3.92118 4.86177L7.5 1" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg><span class="facet-checkbox__text" aria-hidden="true"><span class="facet-checkbox__text-label">${v}</span> (${between(random, 2, 31)})</span><span class="visually-hidden">${v} (${between(random, 2, 31)} products)</span></label></li>`;
      })
      .join('')}</ul></fieldset></div></details>`;
  const cssVars = Array.from(
    { length: 120 },
    (_, k) =>
      `--${oneOf(random, ['color', 'spacing', 'font', 'buttons', 'inputs', 'card', 'badge', 'popup', 'drawer', 'media'])}-${oneOf(random, ['border', 'radius', 'shadow', 'padding', 'opacity', 'offset', 'blur', 'weight', 'scale'])}-${k}:${between(random, 0, 40)}${oneOf(random, ['px', 'rem', '%', ''])};`,
  ).join('');
  const head = `<!doctype html><html class="js" lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content=""><link rel="canonical" href="https://fjellkit.com/collections/winter-accessories"><link rel="preconnect" href="https://cdn.shopify.com" crossorigin><link rel="icon" type="image/png" href="${cdn}/files/favicon-32.png?crop=center&height=32&v=1712655012&width=32"><link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin><title>Winter Accessories &ndash; Fjellkit</title><meta name="description" content="Hats, gloves, scarves and socks in merino, alpaca and recycled fleece. Free shipping in the EU over €75."><meta property="og:site_name" content="Fjellkit"><meta property="og:url" content="https://fjellkit.com/collections/winter-accessories"><meta property="og:title" content="Winter Accessories"><meta property="og:type" content="website"><meta name="twitter:card" content="summary_large_image"><script src="${cdn}/t/41/assets/constants.js?v=132983761750457495441726483336" defer="defer"></script><script src="${cdn}/t/41/assets/pubsub.js?v=158357773527763999511726483336" defer="defer"></script><script src="${cdn}/t/41/assets/global.js?v=88558128918567037191726483336" defer="defer"></script><script src="${cdn}/t/41/assets/facets.js?v=28450285497233453641726483336" defer="defer"></script><script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script><meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/71092453641/digital_wallets/dialog"><link rel="alternate" type="application/atom+xml" title="Feed" href="/collections/winter-accessories.atom"><script id="shopify-features" type="application/json">{"accessToken":"${hex(random, 32)}","betas":["rich-media-storefront-analytics"],"domain":"fjellkit.com","predictiveSearch":true,"shopId":71092453641,"locale":"en"}</script><script>var Shopify = Shopify || {};Shopify.shop = "fjellkit.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.country = "DE";Shopify.theme = {"name":"Dawn 15.1 – winter 2026","id":171236851721,"schema_name":"Dawn","schema_version":"15.1.0","theme_store_id":887,"role":"main"};Shopify.theme.handle = "null";Shopify.theme.style = {"id":null,"handle":null};Shopify.cdnHost = "fjellkit.com/cdn";Shopify.routes = Shopify.routes || {};Shopify.routes.root = "/";</script><script>window.ShopifyAnalytics = window.ShopifyAnalytics || {};window.ShopifyAnalytics.meta = window.ShopifyAnalytics.meta || {};window.ShopifyAnalytics.meta.currency = 'EUR';var meta = {"page":{"pageType":"collection","resourceType":"collection","resourceId":${between(random, 400_000_000_000, 499_999_999_999)}}};for (var attr in meta) {window.ShopifyAnalytics.meta[attr] = meta[attr];}</script><script class="analytics">(function () {var customDocumentWrite = function(content) {var jquery = null;if (window.jQuery) {jquery = window.jQuery;} else if (window.Checkout && window.Checkout.$) {jquery = window.Checkout.$;}if (jquery) {jquery('body').append(content);}};var hasLoggedConversion = function(token) {if (token) {return document.cookie.indexOf('loggedConversion=' + token) !== -1;}return false;};var setCookieIfConversion = function(token) {if (token) {var twoMonthsFromNow = new Date(Date.now());twoMonthsFromNow.setMonth(twoMonthsFromNow.getMonth() + 2);document.cookie = 'loggedConversion=' + token + '; expires=' + twoMonthsFromNow;}};var trekkie = window.ShopifyAnalytics.lib = window.trekkie = window.trekkie || [];if (trekkie.integrations) {return;}trekkie.methods = ['identify','page','ready','track','trackForm','trackLink'];trekkie.factory = function(method) {return function() {var args = Array.prototype.slice.call(arguments);args.unshift(method);trekkie.push(args);return trekkie;};};for (var i = 0; i < trekkie.methods.length; i++) {var key = trekkie.methods[i];trekkie[key] = trekkie.factory(key);}})();</script><script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script><style data-shopify>@font-face{font-family:Assistant;font-weight:400;font-style:normal;font-display:swap;src:url("${cdn}/fonts/assistant/assistant_n4.9120912a469cad1cc292572851508ca49d12e768.woff2?h1=${hex(random, 40)}") format("woff2")}:root{--font-body-family:Assistant, sans-serif;--font-body-style:normal;--font-body-weight:400;--font-heading-family:Assistant, sans-serif;--page-width:120rem;--page-width-margin:0rem;${cssVars}}</style><link href="${cdn}/t/41/assets/base.css?v=144968985024194912401726483336" rel="stylesheet" type="text/css" media="all"><link href="${cdn}/t/41/assets/component-facets.css?v=39131521553891766471726483336" rel="stylesheet" type="text/css" media="all"></head>`;
  const header = `<body class="gradient animate--hover-default"><a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a><div id="shopify-section-announcement-bar" class="shopify-section"><div class="utility-bar color-scheme-3 gradient"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free EU shipping over €75 · 60-day returns</span></p></div></div></div></div><div id="shopify-section-header" class="shopify-section section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account"><a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${cdn}/files/fjellkit-logo.svg?v=1712655012&width=600" alt="Fjellkit" srcset="${cdn}/files/fjellkit-logo.svg?v=1712655012&width=120 120w, ${cdn}/files/fjellkit-logo.svg?v=1712655012&width=180 180w" width="120" height="28.0" loading="eager" class="header__heading-logo motion-reduce" sizes="(max-width: 240px) 50vw, 120px"></div></a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${menu}</ul></nav></header></sticky-header></div>`;
  const facets = `<facet-filters-form class="facets small-hide"><form id="FacetFiltersForm" class="facets__form-vertical">${facet('p.m.custom.colour', 'Colour', colours)}${facet(
    'p.product_type',
    'Product type',
    kinds.map(([k]) => k),
  )}${facet('p.m.custom.material', 'Material', ['Merino wool', 'Alpaca', 'Recycled polyester', 'Lambswool', 'Cotton blend'])}${facet('v.availability', 'Availability', ['In stock', 'Out of stock'])}</form></facet-filters-form>`;
  const grid = `<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1"><div id="shopify-section-${section.replace('__product-grid', '__banner')}" class="shopify-section section"><div class="collection-hero color-scheme-1 gradient"><div class="collection-hero__inner page-width"><div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>Winter Accessories</h1><div class="collection-hero__description rte">Hats, gloves, scarves and socks for cold days on the fjell.</div></div></div></div></div><div id="shopify-section-${section}" class="shopify-section"><div class="facets-vertical page-width"><aside aria-labelledby="verticalTitle" class="facets-wrapper" id="main-collection-filters" data-id="${section}">${facets}</aside><div class="product-grid-container scroll-trigger animate--slide-in" id="ProductGridContainer"><div class="collection page-width"><div class="loading-overlay gradient"></div><ul id="product-grid" data-id="${section}" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop">${products.map(card).join('')}</ul><nav class="pagination-wrapper" role="navigation" aria-label="Pagination"><ul class="pagination__list list-unstyled" role="list"><li><a role="link" aria-disabled="true" class="pagination__item pagination__item--current light" aria-current="page" aria-label="Page 1">1</a></li><li><a href="/collections/winter-accessories?page=2" class="pagination__item link" aria-label="Page 2">2</a></li><li><a href="/collections/winter-accessories?page=2" class="pagination__item pagination__item--prev pagination__item-arrow link motion-reduce" aria-label="Next page"><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path fill-rule="evenodd" clip-rule="evenodd" d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></a></li></ul></nav></div></div></div></div></main>`;
  const footerLinks = [
    'Help',
    'Shipping',
    'Returns',
    'Size guide',
    'Care instructions',
    'Warranty',
    'Repairs',
    'Contact',
    'About',
    'Sustainability',
    'Careers',
    'Press',
    'Stores',
    'Gift cards',
    'Student discount',
    'Terms',
    'Privacy',
    'Cookies',
    'Imprint',
    'Accessibility',
  ]
    .map(
      (l) =>
        `<li><a href="/pages/${l.toLowerCase().replace(/ /g, '-')}" class="link link--text list-menu__item list-menu__item--link">${l}</a></li>`,
    )
    .join('');
  const footer = `<footer class="footer color-scheme-3 gradient section-sections--23118702690569__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet"><div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Customer care</h2><ul class="footer-block__details-content list-unstyled">${footerLinks}</ul></div></div><div class="footer-block--newsletter"><div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">Subscribe to our emails</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--23118702690569__footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="Email" required><label class="field__label" for="NewsletterForm--sections--23118702690569__footer">Email</label></div></div></form></div></div></div><div class="footer__content-bottom"><div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">${[
    ['American Express', '#006FCF'],
    ['Apple Pay', '#000'],
    ['Google Pay', '#5F6368'],
    ['Klarna', '#FFB3C7'],
    ['Maestro', '#EB001B'],
    ['Master', '#FF5F00'],
    ['PayPal', '#003087'],
    ['Shopify Pay', '#5A31F4'],
    ['Union Pay', '#005B9A'],
    ['Visa', '#142688'],
  ]
    .map(([n, f]) => payment(n!, f!))
    .join(
      '',
    )}</ul></div></div><div class="footer__copyright caption"><small class="copyright__content">&copy; 2026, <a href="/" title="">Fjellkit</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></footer><script src="${cdn}/t/41/assets/product-form.js?v=82553749319723712671726483336" defer="defer"></script><script src="${cdn}/t/41/assets/quick-add.js?v=77191582939389926161726483336" defer="defer"></script></body></html>`;
  const output = `${head}${header}${grid}${footer}`;
  const ask = 'How much is the Merino Beanie in Charcoal on the shop right now?';
  return singleCallTask('round 15: shopify collection html', ask, 'web_fetch', output, [
    { id: 'price', ask, needles: [textNeedle(money(targetPrice))] },
  ]);
}

// b. Answers a few lines from the line the question's words match.

/** `curl -s localhost:8081/actuator/env | jq` on a Spring Boot service in Kubernetes: the consumer group an environment variable sets. */
function actuatorEnv(): EconomicsTask {
  const random = seededRandom(15_041);
  type Prop = { value: string; origin?: string };
  const envOrigin = (name: string) => `System Environment Property "${name}"`;
  const ip = () => `172.20.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  const services = [
    'cart',
    'catalog',
    'checkout',
    'customer',
    'inventory',
    'notifications',
    'orders',
    'payments',
    'pricing',
    'promotions',
    'recommendations',
    'returns',
    'reviews',
    'search',
    'shipping',
    'tax',
    'wishlist',
    'loyalty',
    'gift-cards',
    'invoices',
    'fraud',
    'media',
    'sitemap',
    'feeds',
  ];
  const serviceNames = [
    ...services.flatMap((s) => [`${s}-api`, `${s}-worker`]),
    ...services.map((s) => `${s}-grpc`),
    ...services.slice(0, 12).map((s) => `${s}-canary`),
    'kafka-ui',
    'kafka-connect',
    'schema-registry',
    'redis-sessions',
    'redis-cache',
    'opensearch',
    'keycloak',
    'unleash',
    'otel-collector',
    'pgbouncer-orders',
    'pgbouncer-payments',
    'imgproxy',
  ];
  const env: [string, string][] = [];
  for (const s of serviceNames) {
    const p = s.toUpperCase().replace(/-/g, '_');
    const addr = ip();
    const port = s.startsWith('redis') ? 6379 : s.endsWith('grpc') ? 9090 : s === 'opensearch' ? 9200 : 8080;
    env.push(
      [`${p}_SERVICE_HOST`, addr],
      [`${p}_SERVICE_PORT`, String(port)],
      [`${p}_SERVICE_PORT_${s.endsWith('grpc') ? 'GRPC' : 'HTTP'}`, String(port)],
      [`${p}_PORT`, `tcp://${addr}:${port}`],
      [`${p}_PORT_${port}_TCP`, `tcp://${addr}:${port}`],
      [`${p}_PORT_${port}_TCP_PROTO`, 'tcp'],
      [`${p}_PORT_${port}_TCP_PORT`, String(port)],
      [`${p}_PORT_${port}_TCP_ADDR`, addr],
    );
    if (/-(api|worker|canary)$/.test(s))
      env.push(
        [`${p}_SERVICE_PORT_METRICS`, '9464'],
        [`${p}_PORT_9464_TCP`, `tcp://${addr}:9464`],
        [`${p}_PORT_9464_TCP_PROTO`, 'tcp'],
        [`${p}_PORT_9464_TCP_PORT`, '9464'],
        [`${p}_PORT_9464_TCP_ADDR`, addr],
      );
  }
  env.push(
    ['PATH', '/layers/paketo-buildpacks_bellsoft-liberica/jre/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'],
    ['HOSTNAME', `orders-service-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 10)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`],
    ['JAVA_HOME', '/layers/paketo-buildpacks_bellsoft-liberica/jre'],
    [
      'JAVA_TOOL_OPTIONS',
      '-Djava.security.properties=/layers/paketo-buildpacks_bellsoft-liberica/java-security-properties/java-security.properties -XX:+ExitOnOutOfMemoryError -XX:MaxDirectMemorySize=10M -Xmx1434M -XX:MaxMetaspaceSize=214M -XX:ReservedCodeCacheSize=240M -Xss1M -XX:+UnlockDiagnosticVMOptions -XX:NativeMemoryTracking=summary -XX:+PrintNMTStatistics -javaagent:/otel/opentelemetry-javaagent.jar',
    ],
    ['HOME', '/home/cnb'],
    ['LANG', 'C.UTF-8'],
    ['SPRING_PROFILES_ACTIVE', 'prod,kubernetes'],
    ['SPRING_DATASOURCE_URL', 'jdbc:postgresql://pgbouncer-orders:6432/orders?prepareThreshold=0'],
    ['SPRING_DATASOURCE_USERNAME', 'orders_app'],
    ['SPRING_DATASOURCE_PASSWORD', '******'],
    [
      'SPRING_KAFKA_BOOTSTRAP_SERVERS',
      'b-1.shop-prod.kafka.eu-west-1.amazonaws.com:9096,b-2.shop-prod.kafka.eu-west-1.amazonaws.com:9096,b-3.shop-prod.kafka.eu-west-1.amazonaws.com:9096',
    ],
    ['SPRING_KAFKA_PROPERTIES_SASL_JAAS_CONFIG', '******'],
    ['OTEL_SERVICE_NAME', 'orders-service'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://otel-collector:4317'],
    ['OTEL_RESOURCE_ATTRIBUTES', 'deployment.environment=prod,service.namespace=shop,k8s.cluster.name=shop-prod-euw1'],
    ['KUBERNETES_SERVICE_HOST', '172.20.0.1'],
    ['KUBERNETES_SERVICE_PORT', '443'],
    ['KUBERNETES_SERVICE_PORT_HTTPS', '443'],
    ['KUBERNETES_PORT', 'tcp://172.20.0.1:443'],
    ['KUBERNETES_PORT_443_TCP', 'tcp://172.20.0.1:443'],
    ['KUBERNETES_PORT_443_TCP_PROTO', 'tcp'],
    ['KUBERNETES_PORT_443_TCP_PORT', '443'],
    ['KUBERNETES_PORT_443_TCP_ADDR', '172.20.0.1'],
    ['BPL_JVM_THREAD_COUNT', '250'],
    ['BPL_JVM_HEAD_ROOM', '0'],
    ['CNB_STACK_ID', 'io.buildpacks.stacks.jammy.tiny'],
    ['TZ', 'UTC'],
  );
  shuffle(random, env);
  const groupVar = 'SPRING_KAFKA_CONSUMER_GROUP_ID';
  const groupId = 'orders-projector-v3';
  env.splice(Math.floor(env.length * 0.55), 0, [groupVar, groupId]);
  const systemProperties: [string, string][] = [
    ['java.specification.version', '21'],
    ['sun.jnu.encoding', 'UTF-8'],
    ['java.class.path', '/workspace/BOOT-INF/classes:/workspace/BOOT-INF/lib'],
    ['java.vm.vendor', 'BellSoft'],
    ['sun.arch.data.model', '64'],
    ['java.vendor.url', 'https://bell-sw.com/'],
    ['catalina.useNaming', 'false'],
    ['user.timezone', 'UTC'],
    ['java.vm.specification.version', '21'],
    ['os.name', 'Linux'],
    ['sun.java.launcher', 'SUN_STANDARD'],
    ['user.country', 'US'],
    ['sun.boot.library.path', '/layers/paketo-buildpacks_bellsoft-liberica/jre/lib'],
    ['sun.java.command', 'org.springframework.boot.loader.launch.JarLauncher'],
    ['jdk.debug', 'release'],
    ['sun.cpu.endian', 'little'],
    ['user.home', '/home/cnb'],
    ['user.language', 'en'],
    ['java.specification.vendor', 'Oracle Corporation'],
    ['java.version.date', '2024-10-15'],
    ['java.home', '/layers/paketo-buildpacks_bellsoft-liberica/jre'],
    ['file.separator', '/'],
    ['java.vm.compressedOopsMode', 'Zero based'],
    ['line.separator', '\n'],
    ['java.vm.specification.vendor', 'Oracle Corporation'],
    ['java.specification.name', 'Java Platform API Specification'],
    ['FILE_LOG_CHARSET', 'UTF-8'],
    ['java.awt.headless', 'true'],
    ['user.name', 'cnb'],
    ['java.io.tmpdir', '/tmp'],
    ['catalina.base', `/tmp/tomcat.8080.${between(random, 1_000_000_000, 9_999_999_999)}`],
    ['java.version', '21.0.5'],
    ['user.dir', '/workspace'],
    ['os.arch', 'amd64'],
    ['java.vm.specification.name', 'Java Virtual Machine Specification'],
    ['PID', '1'],
    ['CONSOLE_LOG_CHARSET', 'UTF-8'],
    ['catalina.home', `/tmp/tomcat.8080.${between(random, 1_000_000_000, 9_999_999_999)}`],
    ['native.encoding', 'UTF-8'],
    ['java.library.path', '/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib'],
    ['java.vendor', 'BellSoft'],
    ['java.vm.info', 'mixed mode, sharing'],
    ['java.vm.version', '21.0.5+11-LTS'],
    ['sun.io.unicode.encoding', 'UnicodeLittle'],
    ['java.runtime.name', 'OpenJDK Runtime Environment'],
    ['java.runtime.version', '21.0.5+11-LTS'],
    ['os.version', '6.1.112-122.189.amzn2023.x86_64'],
    ['java.class.version', '65.0'],
    ['path.separator', ':'],
    ['stdout.encoding', 'UTF-8'],
    ['stderr.encoding', 'UTF-8'],
    ['file.encoding', 'UTF-8'],
    ['java.vm.name', 'OpenJDK 64-Bit Server VM'],
    ['sun.management.compiler', 'HotSpot 64-Bit Tiered Compilers'],
    ['LOGGED_APPLICATION_NAME', '[orders-service] '],
  ];
  const yml = (file: string, props: [string, string][]) => {
    const out: Record<string, Prop> = {};
    let line = 3;
    for (const [k, v] of props) {
      line += between(random, 1, 3);
      out[k] = { value: v, origin: `class path resource [${file}] - ${line}:${between(random, 9, 31)}` };
    }
    return out;
  };
  const prodYml: [string, string][] = [
    ['server.shutdown', 'graceful'],
    ['server.tomcat.threads.max', '120'],
    ['spring.datasource.hikari.maximum-pool-size', '24'],
    ['spring.datasource.hikari.minimum-idle', '6'],
    ['spring.datasource.hikari.connection-timeout', '2000'],
    ['spring.jpa.properties.hibernate.jdbc.batch_size', '50'],
    ['spring.kafka.consumer.auto-offset-reset', 'latest'],
    ['spring.kafka.consumer.max-poll-records', '200'],
    ['spring.kafka.consumer.client-id', 'orders-service-prod'],
    ['spring.kafka.listener.concurrency', '6'],
    ['spring.kafka.properties.security.protocol', 'SASL_SSL'],
    ['spring.kafka.properties.sasl.mechanism', 'SCRAM-SHA-512'],
    ['spring.kafka.producer.acks', 'all'],
    ['spring.kafka.producer.compression-type', 'zstd'],
    ['management.otlp.tracing.endpoint', 'http://otel-collector:4318/v1/traces'],
    ['management.tracing.sampling.probability', '0.05'],
    ['logging.level.root', 'INFO'],
    ['logging.level.com.fjellkit.orders', 'INFO'],
    ['logging.structured.format.console', 'ecs'],
    ['orders.projections.rebuild-on-start', 'false'],
    ['orders.outbox.poll-interval', '250ms'],
    ['orders.outbox.batch-size', '500'],
  ];
  const appYml: [string, string][] = [
    ['spring.application.name', 'orders-service'],
    ['spring.threads.virtual.enabled', 'true'],
    ['spring.main.banner-mode', 'off'],
    ['server.port', '8080'],
    ['server.compression.enabled', 'true'],
    ['server.error.include-stacktrace', 'never'],
    ['spring.datasource.hikari.maximum-pool-size', '10'],
    ['spring.datasource.hikari.pool-name', 'orders-pool'],
    ['spring.jpa.open-in-view', 'false'],
    ['spring.jpa.hibernate.ddl-auto', 'validate'],
    ['spring.flyway.enabled', 'true'],
    ['spring.flyway.locations', 'classpath:db/migration'],
    ['spring.kafka.bootstrap-servers', 'localhost:9092'],
    ['spring.kafka.consumer.group-id', 'orders-projector'],
    ['spring.kafka.consumer.auto-offset-reset', 'earliest'],
    ['spring.kafka.consumer.enable-auto-commit', 'false'],
    ['spring.kafka.consumer.key-deserializer', 'org.apache.kafka.common.serialization.StringDeserializer'],
    ['spring.kafka.consumer.value-deserializer', 'org.springframework.kafka.support.serializer.ErrorHandlingDeserializer'],
    ['spring.kafka.consumer.properties.spring.deserializer.value.delegate.class', 'io.confluent.kafka.serializers.KafkaAvroDeserializer'],
    ['spring.kafka.consumer.properties.specific.avro.reader', 'true'],
    ['spring.kafka.listener.ack-mode', 'record'],
    ['spring.kafka.producer.key-serializer', 'org.apache.kafka.common.serialization.StringSerializer'],
    ['spring.kafka.producer.value-serializer', 'io.confluent.kafka.serializers.KafkaAvroSerializer'],
    ['spring.kafka.properties.schema.registry.url', 'http://schema-registry:8081'],
    ['spring.kafka.template.default-topic', 'orders.events.v2'],
    ['management.server.port', '8081'],
    ['management.endpoints.web.exposure.include', 'health,info,prometheus,env,loggers'],
    ['management.endpoint.env.show-values', 'ALWAYS'],
    ['management.endpoint.health.probes.enabled', 'true'],
    ['management.metrics.tags.application', '${spring.application.name}'],
    ['orders.topics.order-events', 'orders.events.v2'],
    ['orders.topics.payment-events', 'payments.events.v1'],
    ['orders.topics.shipment-events', 'shipping.events.v1'],
    ['orders.projections.rebuild-on-start', 'false'],
    ['orders.outbox.poll-interval', '1s'],
    ['orders.outbox.batch-size', '100'],
  ];
  const document = {
    activeProfiles: ['prod', 'kubernetes'],
    defaultProfiles: ['default'],
    propertySources: [
      { name: 'server.ports', properties: { 'local.management.port': { value: '8081' }, 'local.server.port': { value: '8080' } } },
      { name: 'servletContextInitParams', properties: {} },
      { name: 'systemProperties', properties: Object.fromEntries(systemProperties.map(([k, v]) => [k, { value: v }])) },
      {
        name: 'systemEnvironment',
        properties: Object.fromEntries(env.map(([k, v]) => [k, { value: v, origin: envOrigin(k) }])),
      },
      { name: 'random', properties: {} },
      {
        name: "Config resource 'class path resource [application-prod.yml]' via location 'optional:classpath:/'",
        properties: yml('application-prod.yml', prodYml),
      },
      {
        name: "Config resource 'class path resource [application.yml]' via location 'optional:classpath:/'",
        properties: yml('application.yml', appYml),
      },
      { name: 'applicationInfo', properties: { 'spring.application.pid': { value: '1' } } },
    ],
  };
  const output = `${JSON.stringify(document, null, 2)}\n`;
  const ask = 'Which Kafka consumer group id is the orders service actually running with?';
  return singleCallTask('round 15: spring actuator env', ask, 'run_shell', output, [
    { id: 'group', ask, needles: [textNeedle(`"value": "${groupId}"`)] },
  ]);
}

/** `glab ci config compile` on a storefront monorepo (GitLab's merged pipeline YAML): the image of one e2e job, under its key. */
function glabCiCompile(): EconomicsTask {
  const random = seededRandom(15_051);
  const libs = [
    'api-client',
    'config',
    'design-system',
    'eslint-config',
    'feature-flags',
    'i18n',
    'logger',
    'metrics',
    'money',
    'tracing',
    'ui-icons',
    'utils',
    'validation',
    'analytics',
    'auth',
    'emails',
    'cart-core',
    'search-client',
    'pricing',
    'seo',
    'cookie-consent',
    'image-loader',
  ];
  const apps = [
    'admin-ui',
    'account',
    'cart',
    'cms',
    'gift-cards',
    'loyalty',
    'returns',
    'search',
    'storefront',
    'wishlist',
    'store-locator',
    'checkout',
  ];
  const node = 'node:20.17.0-bookworm';
  const playwright = 'mcr.microsoft.com/playwright:v1.48.2-noble';
  const oldPlaywright = 'mcr.microsoft.com/playwright:v1.44.1-jammy';
  const mrRules = (dir: string) => [
    '  rules:',
    `  - if: "$CI_PIPELINE_SOURCE == 'merge_request_event'"`,
    '    changes:',
    '      paths:',
    `      - ${dir}/**/*`,
    '      - pnpm-lock.yaml',
    '      compare_to: refs/heads/main',
    '  - if: "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"',
  ];
  const cache = ['  cache:', '    key:', '      files:', '      - pnpm-lock.yaml', '    paths:', '    - ".pnpm-store"', '    policy: pull'];
  const retry = ['  retry:', '    max: 2', '    when:', '    - runner_system_failure', '    - stuck_or_timeout_failure'];
  const lint = (pkg: string, dir: string) => [
    `lint:${pkg}:`,
    '  stage: lint',
    `  image: ${node}`,
    '  needs:',
    '  - job: install',
    '    artifacts: true',
    '  script:',
    `  - pnpm --filter @fjellkit/${pkg} lint`,
    `  - pnpm --filter @fjellkit/${pkg} typecheck`,
    ...cache,
    ...mrRules(dir),
    '  interruptible: true',
    ...retry,
    '  tags:',
    '  - k8s-small',
  ];
  const build = (pkg: string, dir: string) => [
    `build:${pkg}:`,
    '  stage: build',
    `  image: ${node}`,
    '  needs:',
    '  - job: install',
    '    artifacts: true',
    '  variables:',
    '    NODE_ENV: production',
    `    TURBO_SCOPE: "@fjellkit/${pkg}"`,
    '  script:',
    `  - pnpm turbo run build --filter=@fjellkit/${pkg}...`,
    ...cache,
    '  artifacts:',
    '    paths:',
    `    - ${dir}/dist/`,
    `    - ${dir}/.next/`,
    '    expire_in: 1 week',
    ...mrRules(dir),
    '  interruptible: true',
    ...retry,
    '  tags:',
    `  - ${oneOf(random, ['k8s-medium', 'k8s-large'])}`,
  ];
  const test = (pkg: string, dir: string) => [
    `test:${pkg}:`,
    '  stage: test',
    `  image: ${node}`,
    '  needs:',
    `  - job: build:${pkg}`,
    '    artifacts: true',
    ...(random() < 0.4
      ? [
          '  services:',
          '  - name: postgres:16.4-alpine',
          '    alias: postgres',
          '  - name: redis:7.4-alpine',
          '    alias: redis',
          '  variables:',
          '    POSTGRES_DB: test',
          '    POSTGRES_USER: test',
          '    POSTGRES_PASSWORD: test',
          '    DATABASE_URL: postgres://test:test@postgres:5432/test',
        ]
      : ['  variables:', '    TZ: Europe/Oslo']),
    '  script:',
    `  - pnpm --filter @fjellkit/${pkg} test -- --coverage --reporter=default --reporter=junit --outputFile.junit=junit.xml`,
    `  coverage: "/All files[^|]*\\\\|[^|]*\\\\s+([\\\\d\\\\.]+)/"`,
    '  artifacts:',
    '    when: always',
    '    reports:',
    `      junit: ${dir}/junit.xml`,
    '      coverage_report:',
    '        coverage_format: cobertura',
    `        path: ${dir}/coverage/cobertura-coverage.xml`,
    '    expire_in: 2 weeks',
    ...cache,
    ...mrRules(dir),
    '  interruptible: true',
    ...retry,
    '  tags:',
    '  - k8s-medium',
  ];
  const e2e = (name: string, app: string, dir: string, image: string, extra: string[]) => [
    `e2e:${name}:`,
    '  stage: e2e',
    '  needs:',
    `  - job: build:${app}`,
    '    artifacts: true',
    '  - job: install',
    '    artifacts: true',
    '  image:',
    `    name: ${image}`,
    '    entrypoint:',
    "    - ''",
    '  variables:',
    `    PLAYWRIGHT_BASE_URL: https://${app}.review.fjellkit.dev`,
    "    PLAYWRIGHT_WORKERS: '4'",
    ...extra,
    '  script:',
    `  - pnpm --filter @fjellkit/${app} exec playwright test --shard=$CI_NODE_INDEX/$CI_NODE_TOTAL`,
    `  parallel: ${oneOf(random, [2, 3, 4, 6])}`,
    '  artifacts:',
    '    when: always',
    '    paths:',
    `    - ${dir}/playwright-report/`,
    `    - ${dir}/test-results/`,
    '    reports:',
    `      junit: ${dir}/test-results/junit.xml`,
    '    expire_in: 14 days',
    ...mrRules(dir),
    '  interruptible: true',
    ...retry,
    '  tags:',
    '  - k8s-large',
  ];
  const pkgImage = (app: string, dir: string) => [
    `package:${app}:`,
    '  stage: package',
    '  image:',
    '    name: gcr.io/kaniko-project/executor:v1.23.2-debug',
    '    entrypoint:',
    "    - ''",
    '  needs:',
    `  - job: build:${app}`,
    '    artifacts: true',
    `  - job: e2e:${app}`,
    '    artifacts: false',
    '  script:',
    `  - /kaniko/executor --context "$CI_PROJECT_DIR" --dockerfile "$CI_PROJECT_DIR/${dir}/Dockerfile" --destination "$CI_REGISTRY_IMAGE/${app}:$CI_COMMIT_SHORT_SHA" --cache=true --snapshot-mode=redo`,
    '  rules:',
    '  - if: "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"',
    '  - if: "$CI_COMMIT_TAG"',
    '  tags:',
    '  - k8s-medium',
  ];
  const deploy = (app: string, env: string) => [
    `deploy:${app}:${env}:`,
    `  stage: deploy-${env}`,
    '  image: registry.gitlab.com/gitlab-org/cluster-integration/helm-install-image:helm-3.15.4-kube-1.30.4-alpine-3.20',
    '  needs:',
    `  - job: package:${app}`,
    '    artifacts: false',
    ...(env === 'production' ? [`  - job: deploy:${app}:staging`, '    artifacts: false'] : []),
    '  environment:',
    `    name: ${env}/${app}`,
    `    url: https://${env === 'production' ? '' : 'staging.'}fjellkit.com/${app === 'storefront' ? '' : app}`,
    `    deployment_tier: ${env}`,
    `  resource_group: ${app}-${env}`,
    '  script:',
    `  - helm upgrade --install ${app} charts/${app} --namespace shop-${env === 'production' ? 'prod' : 'staging'} --values charts/${app}/values-${env}.yaml --set image.tag=$CI_COMMIT_SHORT_SHA --atomic --timeout 10m`,
    '  rules:',
    `  - if: "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"`,
    ...(env === 'production' ? ['    when: manual'] : []),
    '  tags:',
    '  - deploy',
  ];
  const blocks: string[][] = libs.map((lib) => {
    const dir = `packages/${lib}`;
    return [...lint(lib, dir), ...build(lib, dir), ...test(lib, dir)];
  });
  const appBlock = (app: string) => {
    const dir = `apps/${app}`;
    const e2es =
      app === 'checkout'
        ? [
            ...e2e('checkout', app, dir, oldPlaywright, ['    CHECKOUT_PSP_MODE: sandbox', "    KLARNA_TEST_MODE: 'true'"]),
            ...e2e('checkout:visual', app, dir, playwright, ["    PLAYWRIGHT_UPDATE_SNAPSHOTS: 'false'"]),
          ]
        : e2e(app, app, dir, playwright, []);
    return [
      ...lint(app, dir),
      ...build(app, dir),
      ...test(app, dir),
      ...e2es,
      ...pkgImage(app, dir),
      ...deploy(app, 'staging'),
      ...deploy(app, 'production'),
    ];
  };
  const others = apps.filter((a) => a !== 'checkout').map(appBlock);
  // The checkout app's jobs go where they start about halfway down.
  const all = [...blocks, ...others];
  const total = all.reduce((n, b) => n + b.length, 0);
  let at = 0;
  let lines = 0;
  while (at < all.length && lines + all[at]!.length / 2 < total * 0.47) lines += all[at++]!.length;
  all.splice(at, 0, appBlock('checkout'));
  const head = [
    'variables:',
    "  FF_USE_FASTZIP: 'true'",
    '  PNPM_HOME: "/root/.local/share/pnpm"',
    '  NODE_OPTIONS: "--max-old-space-size=6144"',
    '  TURBO_TEAM: shop',
    '  TURBO_API: https://turbo-cache.fjellkit.internal',
    "  GIT_DEPTH: '20'",
    'stages:',
    '- prepare',
    '- lint',
    '- build',
    '- test',
    '- e2e',
    '- package',
    '- deploy-staging',
    '- deploy-production',
    'workflow:',
    '  rules:',
    `  - if: "$CI_PIPELINE_SOURCE == 'merge_request_event'"`,
    '  - if: "$CI_COMMIT_BRANCH && $CI_OPEN_MERGE_REQUESTS"',
    '    when: never',
    '  - if: "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"',
    '  - if: "$CI_COMMIT_TAG"',
    'default:',
    '  interruptible: true',
    'install:',
    '  stage: prepare',
    `  image: ${node}`,
    '  script:',
    '  - corepack enable',
    '  - pnpm config set store-dir .pnpm-store',
    '  - pnpm install --frozen-lockfile',
    '  cache:',
    '    key:',
    '      files:',
    '      - pnpm-lock.yaml',
    '    paths:',
    '    - ".pnpm-store"',
    '    policy: pull-push',
    '  artifacts:',
    '    paths:',
    '    - node_modules/',
    '    - "**/node_modules/"',
    '    expire_in: 1 day',
    '  tags:',
    '  - k8s-medium',
  ];
  const output = `${[...head, ...all.flat()].join('\n')}\n`;
  const ask = 'Which container image does the e2e:checkout job run in?';
  return singleCallTask('round 15: glab ci config compile', ask, 'run_shell', output, [
    { id: 'image', ask, needles: [textNeedle(`name: ${oldPlaywright}`)] },
  ]);
}

/** `kubectl logs deploy/orders-api --timestamps` of an ASP.NET Core API: the frame of our code under one exception's message. */
function aspnetCoreLog(): EconomicsTask {
  const random = seededRandom(15_061);
  const out: string[] = [];
  let t = Date.UTC(2026, 9, 14, 4, 0, 0);
  const stamp = () => `${iso(t).slice(0, 23)}${String(between(random, 0, 999_999)).padStart(6, '0')}Z`;
  const entry = (level: string, category: string, lines: string[]) => {
    const s = stamp();
    out.push(`${s} ${level}: ${category}`);
    for (const l of lines) out.push(`${s}       ${l}`);
  };
  const host = 'http://orders-api.shop-prod.svc.cluster.local:8080';
  const framework = [
    'at lambda_method212(Closure, Object)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeNextActionFilterAsync>g__Awaited|10_0(ControllerActionInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.Rethrow(ActionExecutedContextSealed context)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.Next(State& next, Scope& scope, Object& state, Boolean& isCompleted)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeInnerFilterAsync>g__Awaited|13_0(ControllerActionInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ResourceInvoker.<InvokeFilterPipelineAsync>g__Awaited|20_0(ResourceInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ResourceInvoker.<InvokeAsync>g__Awaited|17_0(ResourceInvoker invoker, Task task, IDisposable scope)',
    'at Microsoft.AspNetCore.Mvc.Infrastructure.ResourceInvoker.<InvokeAsync>g__Awaited|17_0(ResourceInvoker invoker, Task task, IDisposable scope)',
    'at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)',
    'at Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)',
    'at Microsoft.AspNetCore.Authentication.AuthenticationMiddleware.Invoke(HttpContext context)',
    'at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)',
  ];
  const targetFrame =
    'at Shop.Orders.Pricing.TaxRateResolver.Resolve(String countryCode, String postalCode) in /src/Shop.Orders/Pricing/TaxRateResolver.cs:line 57';
  const quoteFrames = [
    'at Shop.Orders.Pricing.PriceCalculator.CalculateAsync(Cart cart, Address shipTo, CancellationToken ct) in /src/Shop.Orders/Pricing/PriceCalculator.cs:line 112',
    'at Shop.Orders.Api.Controllers.CheckoutController.Quote(QuoteRequest request, CancellationToken ct) in /src/Shop.Orders.Api/Controllers/CheckoutController.cs:line 48',
  ];
  const exceptions: Record<string, string[]> = {
    noElements: [
      'System.InvalidOperationException: Sequence contains no elements',
      '   at System.Linq.ThrowHelper.ThrowNoElementsException()',
      '   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)',
      `   ${targetFrame}`,
      ...quoteFrames.map((f) => `   ${f}`),
    ],
    moreThanOne: [
      'System.InvalidOperationException: Sequence contains more than one element',
      '   at System.Linq.ThrowHelper.ThrowMoreThanOneElementException()',
      '   at System.Linq.Enumerable.TryGetSingle[TSource](IEnumerable`1 source, Func`2 predicate, Boolean& found)',
      '   at System.Linq.Enumerable.SingleOrDefault[TSource](IEnumerable`1 source, Func`2 predicate)',
      '   at Shop.Orders.Promotions.CouponLookup.Find(String code, String market) in /src/Shop.Orders/Promotions/CouponLookup.cs:line 31',
      '   at Shop.Orders.Pricing.PriceCalculator.ApplyCouponsAsync(Cart cart, PriceBreakdown breakdown, CancellationToken ct) in /src/Shop.Orders/Pricing/PriceCalculator.cs:line 140',
      '   at Shop.Orders.Pricing.PriceCalculator.CalculateAsync(Cart cart, Address shipTo, CancellationToken ct) in /src/Shop.Orders/Pricing/PriceCalculator.cs:line 118',
      `   ${quoteFrames[1]!}`,
    ],
    timeout: [
      'Npgsql.NpgsqlException (0x80004005): Exception while reading from stream',
      ' ---> System.TimeoutException: Timeout during reading attempt',
      '   at Npgsql.Internal.NpgsqlReadBuffer.<Ensure>g__EnsureLong|55_0(NpgsqlReadBuffer buffer, Int32 count, Boolean async, Boolean readingNotifications)',
      '   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)',
      '   --- End of inner exception stack trace ---',
      '   at Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)',
      '   at Npgsql.NpgsqlCommand.ExecuteReader(Boolean async, CommandBehavior behavior, CancellationToken cancellationToken)',
      '   at Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)',
      '   at Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.InitializeReaderAsync(AsyncEnumerator enumerator, CancellationToken cancellationToken)',
      '   at Microsoft.EntityFrameworkCore.Query.ShapedQueryCompilingExpressionVisitor.SingleOrDefaultAsync[TSource](IAsyncEnumerable`1 asyncEnumerable, CancellationToken cancellationToken)',
      '   at Shop.Orders.Data.OrderRepository.GetWithLinesAsync(Int64 orderId, CancellationToken ct) in /src/Shop.Orders/Data/OrderRepository.cs:line 44',
      '   at Shop.Orders.Api.Controllers.OrdersController.Get(Int64 id, CancellationToken ct) in /src/Shop.Orders.Api/Controllers/OrdersController.cs:line 29',
    ],
    canceled: [
      'System.Threading.Tasks.TaskCanceledException: A task was canceled.',
      '   at Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.MoveNextAsync()',
      '   at Microsoft.EntityFrameworkCore.EntityFrameworkQueryableExtensions.ToListAsync[TSource](IQueryable`1 source, CancellationToken cancellationToken)',
      '   at Shop.Orders.Data.OrderRepository.ListForCustomerAsync(Guid customerId, Int32 page, CancellationToken ct) in /src/Shop.Orders/Data/OrderRepository.cs:line 71',
      '   at Shop.Orders.Api.Controllers.OrdersController.List(Guid customerId, Int32 page, CancellationToken ct) in /src/Shop.Orders.Api/Controllers/OrdersController.cs:line 41',
    ],
    concurrency: [
      'Microsoft.EntityFrameworkCore.DbUpdateConcurrencyException: The database operation was expected to affect 1 row(s), but actually affected 0 row(s); data may have been modified or deleted since entities were loaded. See https://go.microsoft.com/fwlink/?LinkId=527962 for information on understanding and handling optimistic concurrency exceptions.',
      '   at Npgsql.EntityFrameworkCore.PostgreSQL.Update.Internal.NpgsqlModificationCommandBatch.ThrowAggregateUpdateConcurrencyExceptionAsync(RelationalDataReader reader, Int32 commandIndex, Int32 expectedRowsAffected, Int32 rowsAffected, CancellationToken cancellationToken)',
      '   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)',
      '   at Microsoft.EntityFrameworkCore.DbContext.SaveChangesAsync(Boolean acceptAllChangesOnSuccess, CancellationToken cancellationToken)',
      '   at Shop.Orders.OrderService.UpdateStatusAsync(Int64 orderId, OrderStatus status, CancellationToken ct) in /src/Shop.Orders/OrderService.cs:line 203',
      '   at Shop.Orders.Api.Controllers.OrdersController.UpdateStatus(Int64 id, StatusUpdate body, CancellationToken ct) in /src/Shop.Orders.Api/Controllers/OrdersController.cs:line 66',
    ],
  };
  type Route = { method: string; path: () => string; controller: string; action: string; signature: string; result: string; sql: string[] };
  const routes: Route[] = [
    {
      method: 'GET',
      path: () => `/api/orders/${between(random, 8_800_000, 8_899_999)}`,
      controller: 'Orders',
      action: 'Get',
      signature: 'Get(Int64, System.Threading.CancellationToken)',
      result: 'Shop.Orders.Api.Contracts.OrderDto',
      sql: [
        'SELECT t."Id", t."CustomerId", t."Status", t."Currency", t."TotalGross", t."CreatedAt", o0."Id", o0."OrderId", o0."Sku", o0."Quantity", o0."UnitPrice"',
        'FROM (',
        '    SELECT o."Id", o."CustomerId", o."Status", o."Currency", o."TotalGross", o."CreatedAt"',
        '    FROM orders AS o',
        '    WHERE o."Id" = @__id_0',
        '    LIMIT 1',
        ') AS t',
        'LEFT JOIN order_lines AS o0 ON t."Id" = o0."OrderId"',
        'ORDER BY t."Id"',
      ],
    },
    {
      method: 'GET',
      path: () => `/api/orders?customerId=${uuid(random)}&page=${between(random, 1, 3)}`,
      controller: 'Orders',
      action: 'List',
      signature: 'List(System.Guid, Int32, System.Threading.CancellationToken)',
      result: 'Shop.Orders.Api.Contracts.OrderPage',
      sql: [
        'SELECT o."Id", o."Status", o."Currency", o."TotalGross", o."CreatedAt"',
        'FROM orders AS o',
        'WHERE o."CustomerId" = @__customerId_0',
        'ORDER BY o."CreatedAt" DESC',
        'LIMIT @__p_2 OFFSET @__p_1',
      ],
    },
    {
      method: 'POST',
      path: () => '/api/checkout/quote',
      controller: 'Checkout',
      action: 'Quote',
      signature: 'Quote(Shop.Orders.Api.Contracts.QuoteRequest, System.Threading.CancellationToken)',
      result: 'Shop.Orders.Api.Contracts.QuoteResponse',
      sql: [
        'SELECT c."Id", c."CustomerId", c."Currency", c."Market", c0."Id", c0."CartId", c0."Sku", c0."Quantity", c0."UnitPrice"',
        'FROM carts AS c',
        'LEFT JOIN cart_lines AS c0 ON c."Id" = c0."CartId"',
        'WHERE c."Id" = @__request_CartId_0',
        'ORDER BY c."Id"',
      ],
    },
    {
      method: 'POST',
      path: () => '/api/checkout/complete',
      controller: 'Checkout',
      action: 'Complete',
      signature: 'Complete(Shop.Orders.Api.Contracts.CompleteRequest, System.Threading.CancellationToken)',
      result: 'Shop.Orders.Api.Contracts.OrderCreated',
      sql: [
        'INSERT INTO orders ("CustomerId", "Status", "Currency", "TotalGross", "CreatedAt")',
        'VALUES (@p0, @p1, @p2, @p3, @p4)',
        'RETURNING "Id";',
      ],
    },
    {
      method: 'PUT',
      path: () => `/api/orders/${between(random, 8_800_000, 8_899_999)}/status`,
      controller: 'Orders',
      action: 'UpdateStatus',
      signature: 'UpdateStatus(Int64, Shop.Orders.Api.Contracts.StatusUpdate, System.Threading.CancellationToken)',
      result: 'Microsoft.AspNetCore.Mvc.NoContentResult',
      sql: ['UPDATE orders SET "Status" = @p0, "UpdatedAt" = @p1', 'WHERE "Id" = @p2 AND "xmin" = @p3;'],
    },
  ];
  const failWith: Record<string, string> = { Quote: 'moreThanOne', Get: 'timeout', List: 'canceled', UpdateStatus: 'concurrency' };
  const requests = 420;
  const targets = new Set([Math.floor(requests * 0.46), Math.floor(requests * 0.61)]);
  for (let r = 0; r < requests; r++) {
    t += between(random, 200, 60_000);
    const isTarget = targets.has(r);
    const route = isTarget ? routes[2]! : oneOf(random, [...routes, routes[0]!, routes[0]!, routes[2]!]);
    const path = route.path();
    const endpoint = `Shop.Orders.Api.Controllers.${route.controller}Controller.${route.action} (Shop.Orders.Api)`;
    const failure = isTarget ? 'noElements' : random() < 0.012 ? failWith[route.action] : undefined;
    const body = route.method === 'GET' ? '- -' : `application/json ${between(random, 90, 900)}`;
    entry('info', 'Microsoft.AspNetCore.Hosting.Diagnostics[1]', [`Request starting HTTP/1.1 ${route.method} ${host}${path} - ${body}`]);
    entry('info', 'Microsoft.AspNetCore.Routing.EndpointMiddleware[0]', [`Executing endpoint '${endpoint}'`]);
    entry('info', 'Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker[102]', [
      `Route matched with {action = "${route.action}", controller = "${route.controller}"}. Executing controller action with signature System.Threading.Tasks.Task\`1[Microsoft.AspNetCore.Mvc.IActionResult] ${route.signature} on controller Shop.Orders.Api.Controllers.${route.controller}Controller (Shop.Orders.Api).`,
    ]);
    t += between(random, 1, 30);
    if (failure !== 'timeout')
      entry('info', 'Microsoft.EntityFrameworkCore.Database.Command[20101]', [
        `Executed DbCommand (${between(random, 1, 40)}ms) [Parameters=[@__id_0='?' (DbType = Int64)], CommandType='Text', CommandTimeout='30']`,
        ...route.sql,
      ]);
    const ms = `${between(random, 3, 180)}.${String(between(random, 0, 9_999)).padStart(4, '0')}ms`;
    if (failure) {
      if (failure === 'timeout') {
        t += 30_000;
        entry('fail', 'Microsoft.EntityFrameworkCore.Database.Command[20102]', [
          `Failed executing DbCommand (30,0${between(random, 10, 99)}ms) [Parameters=[@__id_0='?' (DbType = Int64)], CommandType='Text', CommandTimeout='30']`,
          ...route.sql,
        ]);
      }
      entry('info', 'Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker[105]', [`Executed action ${endpoint} in ${ms}`]);
      entry('info', 'Microsoft.AspNetCore.Routing.EndpointMiddleware[1]', [`Executed endpoint '${endpoint}'`]);
      entry('fail', 'Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1]', [
        'An unhandled exception has occurred while executing the request.',
        ...exceptions[failure]!,
        ...framework.map((f) => `   ${f}`),
      ]);
      entry('info', 'Microsoft.AspNetCore.Hosting.Diagnostics[2]', [
        `Request finished HTTP/1.1 ${route.method} ${host}${path} - 500 - application/problem+json ${ms}`,
      ]);
      continue;
    }
    entry('info', 'Microsoft.AspNetCore.Mvc.Infrastructure.ObjectResultExecutor[1]', [
      `Executing ${route.action === 'UpdateStatus' ? 'NoContentResult' : 'OkObjectResult'}, writing value of type '${route.result}'.`,
    ]);
    entry('info', 'Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker[105]', [`Executed action ${endpoint} in ${ms}`]);
    entry('info', 'Microsoft.AspNetCore.Routing.EndpointMiddleware[1]', [`Executed endpoint '${endpoint}'`]);
    entry('info', 'Microsoft.AspNetCore.Hosting.Diagnostics[2]', [
      `Request finished HTTP/1.1 ${route.method} ${host}${path} - ${route.action === 'UpdateStatus' ? 204 : 200} - application/json;+charset=utf-8 ${ms}`,
    ]);
  }
  const ask = 'Checkout quotes fail now and then with "Sequence contains no elements". Where in our own code is that thrown?';
  return singleCallTask('round 15: aspnet core log', ask, 'kubectl', `${out.join('\n')}\n`, [
    { id: 'frame', ask, needles: [textNeedle(targetFrame)] },
  ]);
}

// c. Questions in other words than the output's, or after a preamble.

const COMMIT_VERBS = [
  'Fix',
  'Add',
  'Refactor',
  'Remove',
  'Rename',
  'Extract',
  'Test',
  'Handle',
  'Log',
  'Cache',
  'Validate',
  'Document',
  'Bump',
];
const COMMIT_OBJECTS = [
  'VAT summary rounding',
  'invoice number sequence',
  'credit note totals',
  'customer lookup by org number',
  'currency conversion helper',
  'payment reminder scheduler',
  'EHF/PEPPOL export mapping',
  'due date calculation',
  'KID number checksum',
  'ledger sync retry',
  'dunning email template',
  'bank file import',
  'SAF-T export',
  'org number validation',
  'invoice list pagination',
  'CSV export encoding',
  'settings page layout',
  'audit log entries',
  'webhook signature check',
  'dependency versions',
];

/** `git reflog --date=iso` of a busy developer's clone: the moment some commits were thrown away, after a preamble, in other words. */
function gitReflog(): EconomicsTask {
  const random = seededRandom(15_071);
  const entries: string[] = [];
  const tips = new Map<string, string>();
  const sha = () => hex(random, 7);
  const offset = (t: number) => (t < Date.UTC(2026, 2, 29, 2) ? '+0100' : '+0200');
  let t = 0;
  let cur = 'main';
  tips.set('main', sha());
  const log = (head: string, msg: string) => {
    t += between(random, 20_000, 25 * 60_000);
    entries.push(`${head} HEAD@{${wall(t)} ${offset(t)}}: ${msg}`);
  };
  const subject = () => `${oneOf(random, COMMIT_VERBS)} ${oneOf(random, COMMIT_OBJECTS)}`;
  /** Moves the current branch to a new commit and logs it. */
  const advance = (msg: string) => {
    const s = sha();
    tips.set(cur, s);
    log(s, msg);
  };
  const checkout = (to: string) => {
    if (to === cur) return;
    if (!tips.has(to)) tips.set(to, tips.get(cur)!);
    log(tips.get(to)!, `checkout: moving from ${cur} to ${to}`);
    cur = to;
  };
  const pullMain = () => {
    checkout('main');
    advance(oneOf(random, ['pull: Fast-forward', 'pull: Fast-forward', 'merge origin/main: Fast-forward']));
  };
  const featurePool = [
    'feature/credit-notes',
    'feature/peppol-export',
    'fix/kid-checksum',
    'feature/dunning-v2',
    'feature/bank-import-camt',
    'fix/vat-rounding',
    'feature/saf-t',
    'chore/deps-march',
    'feature/customer-portal-invoices',
    'fix/reminder-timezone',
    'feature/ledger-sync-retry',
  ];
  let features = featurePool.slice(0, 3);
  let nextFeature = 3;
  const workDay = (day: number, until: number) => {
    t = day + 8 * HOUR + between(random, 0, 90) * 60_000;
    pullMain();
    const steps = between(random, 8, 30);
    for (let s = 0; s < steps && t < until; s++) {
      const k = pick(random, 100);
      if (k < 18) checkout(oneOf(random, [...features, 'main']));
      else if (k < 55) {
        if (cur === 'main') checkout(oneOf(random, features));
        advance(`commit: ${subject()}`);
      } else if (k < 63) advance(`commit (amend): ${subject()}`);
      else if (k < 72 && cur !== 'main') {
        log(tips.get('main')!, 'rebase (start): checkout main');
        for (let p = between(random, 1, 5); p > 0; p--) log(sha(), `rebase (pick): ${subject()}`);
        advance(`rebase (finish): returning to refs/heads/${cur}`);
      } else if (k < 78) pullMain();
      else if (k < 82 && cur !== 'main') advance(`commit (merge): Merge branch 'main' into ${cur}`);
      else if (k < 86)
        advance(
          `reset: moving to ${cur === 'main' ? oneOf(random, ['origin/main', 'HEAD', 'HEAD~1']) : oneOf(random, ['HEAD', 'HEAD~1', 'HEAD~2', '@{u}'])}`,
        );
      else if (k < 89 && cur !== 'main') advance(`cherry-pick: ${subject()}`);
      else if (k < 93) checkout(oneOf(random, features));
      else if (random() < 0.3 && nextFeature < featurePool.length) {
        features = [...features.slice(random() < 0.5 ? 1 : 0), featurePool[nextFeature++]!];
        checkout(features[features.length - 1]!);
      }
    }
  };
  const exportBranch = 'feature/invoice-export';
  const holiday = [Date.UTC(2026, 6, 6), Date.UTC(2026, 6, 27)];
  const lost = Date.UTC(2026, 6, 3);
  let needle = '';
  for (let day = Date.UTC(2026, 2, 2); day <= Date.UTC(2026, 9, 15); day += DAY) {
    if (day === Date.UTC(2026, 5, 1)) features = [...features.slice(1), exportBranch];
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6 || (day >= holiday[0]! && day < holiday[1]!)) continue;
    if (day === lost) {
      // The footer commits, a pull, then the reset that drops them, just before the holiday.
      workDay(day, day + 13 * HOUR);
      t = Math.max(t, day + 14 * HOUR);
      checkout(exportBranch);
      const before = tips.get(exportBranch)!;
      advance('commit: Add PDF footer with VAT number to invoice export');
      advance('commit: Repeat the footer on every page of long invoices');
      advance('commit: Take the footer address from company settings');
      pullMain();
      checkout(exportBranch);
      t = Math.max(t + 60_000, day + 17 * HOUR + 41 * 60_000 + 3_000);
      const at = `HEAD@{${wall(t)} ${offset(t)}}: reset: moving to HEAD~3`;
      entries.push(`${before} ${at}`);
      tips.set(exportBranch, before);
      needle = at;
      checkout('main');
      continue;
    }
    if (random() < 0.05) continue;
    workDay(day, day + 18 * HOUR);
    if (day > Date.UTC(2026, 7, 3) && random() < 0.5) {
      checkout(exportBranch);
      advance(
        `commit: ${oneOf(random, ['Invoice export: fix CSV encoding for Norwegian letters', 'Invoice export: stream rows instead of buffering', subject()])}`,
      );
    }
  }
  // This morning: the export branch rebased on main.
  t = Date.UTC(2026, 9, 16, 8, 40);
  pullMain();
  checkout(exportBranch);
  log(tips.get('main')!, 'rebase (start): checkout main');
  for (let p = 0; p < 4; p++)
    log(sha(), `rebase (pick): ${oneOf(random, ['Invoice export: fix CSV encoding for Norwegian letters', subject()])}`);
  advance(`rebase (finish): returning to refs/heads/${exportBranch}`);
  entries.reverse();
  const ask =
    "Quick context: I'm picking the invoice export work back up after the summer. Priya already merged my CSV encoding fix, and I rebased the branch on main this morning, so that part is fine. The problem is the PDF footer work: I had a few commits for it before I left in July, and I think I threw them away by accident at some point. Can you find the moment they got dropped, so I can bring them back?";
  return singleCallTask('round 15: git reflog, preamble and paraphrase', ask, 'run_shell', `${entries.join('\n')}\n`, [
    { id: 'dropped', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `pmset -g log` on a MacBook over a week and a half: when the battery ran flat, asked in other words. */
function pmsetLog(): EconomicsTask {
  const random = seededRandom(15_081);
  const out: string[] = [
    'Time stamp                Domain              \tMessage                                                                   \tDuration  \tDelay',
    '==========                ======              \t=======                                                                   \t========  \t=====',
    '',
    `UUID: ${uuid(random).toUpperCase()}`,
  ];
  let t = Date.UTC(2026, 9, 5, 0, 0, 0);
  let charge = 84;
  let ac = true;
  const line = (domain: string, msg: string, tail = '') => out.push(`${wall(t)} +0200 ${domain.padEnd(20)}\t${msg}${tail}`);
  const using = () => (ac ? `Using AC (Charge:${charge}%)` : `Using Batt (Charge:${charge}%)`);
  const apps: [number, string, string, string][] = [
    [412, 'backupd', 'PreventUserIdleSystemSleep', 'com.apple.backupd.session'],
    [371, 'mds', 'PreventUserIdleSystemSleep', 'com.apple.metadata.mds'],
    [
      389,
      'coreaudiod',
      'PreventUserIdleSystemSleep',
      'com.apple.audio.AppleUSBAudioEngine:Apple Inc.:Studio Display:context.preventuseridlesleep',
    ],
    [1288, 'Google Chrome', 'PreventUserIdleDisplaySleep', 'Video Wake Lock'],
    [2214, 'zoom.us', 'PreventUserIdleDisplaySleep', 'Zoom is in a meeting'],
    [901, 'Slack', 'PreventUserIdleSystemSleep', 'Electron'],
    [577, 'softwareupdated', 'PreventUserIdleSystemSleep', 'com.apple.softwareupdate.download'],
    [331, 'bluetoothd', 'PreventUserIdleSystemSleep', 'com.apple.BTStack'],
    [3011, 'Docker Desktop', 'PreventUserIdleSystemSleep', 'com.docker.vmnetd'],
    [
      155,
      'WindowServer',
      'UserIsActive',
      'com.apple.iohideventsystem.queue.tickle serviceID:100000a39 service:AppleMultitouchDevice product:Apple Internal Keyboard / Trackpad eventType:11',
    ],
    [421, 'sharingd', 'PreventUserIdleSystemSleep', 'Handoff'],
  ];
  const assertion = () => {
    const [pid, name, type, label] = oneOf(random, apps);
    const created = random() < 0.5;
    const held = `${pad2(pick(random, 2))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}`;
    line(
      'Assertions',
      `PID ${pid}(${name}) ${created ? 'Created' : 'Released'} ${type} "${label}" ${created ? '00:00:00' : held}  id:0x0x${hex(random, 4)}0000${hex(random, 4)} [System: PrevIdle${random() < 0.5 ? ' DeclUser' : ''} kDisp]`,
    );
  };
  const summary = () => line('Assertions', `Summary- [System: PrevIdle DeclUser kDisp] Using ${ac ? 'AC' : 'Batt'}(Charge: ${charge})`);
  const wakeRequests = () =>
    line(
      'Wake Requests',
      `[*process=mDNSResponder request=Maintenance deltaSecs=7200 wakeAt=${wall(t + 2 * HOUR)} info="en0:1,bridge100:1"] [process=powerd request=TCPKATurnOff deltaSecs=${between(random, 20_000, 80_000)} wakeAt=${wall(t + 40_000_000)}]`,
    );
  const sleep = (reason: string) =>
    line('Sleep', `Entering Sleep state due to '${reason}':TCPKeepAlive=active ${using()}`.padEnd(100), `\t${between(random, 1, 90)} secs`);
  const kernelAcks = () =>
    line(
      'Kernel Client Acks',
      `Delays to Sleep notifications: [${oneOf(random, ['AppleThunderboltNHIType4', 'IOThunderboltSwitchType5', 'AppleSmartBatteryManager', 'AppleBCMWLANCore'])} driver is slow(msg: 0xe0000280)(${between(random, 90, 400)} ms)]`,
    );
  const night = (until: number, drainPerHour: number) => {
    for (;;) {
      const asleepFor = between(random, 40, 110) * 60_000;
      if (t + asleepFor + 10 * 60_000 > until) return;
      t += asleepFor;
      if (!ac) charge = Math.max(2, charge - Math.round((drainPerHour * asleepFor) / HOUR));
      else charge = Math.min(100, charge + 3);
      line(
        'DarkWake',
        `DarkWake from Deep Idle [CDNP] : due to ${oneOf(random, ['RTC/Maintenance', 'RTC/Maintenance', 'NUB.SPMI0.SW3 RTC/SleepService', 'SMC.OutboxNotEmpty smc.70070000 wifibt'])} ${using()}`.padEnd(
          100,
        ),
        `\t${between(random, 20, 60)} secs`,
      );
      for (let k = between(random, 2, 8); k > 0; k--) {
        t += between(random, 1_000, 8_000);
        assertion();
      }
      t += between(random, 1_000, 20_000);
      wakeRequests();
      if (random() < 0.4) kernelAcks();
      sleep('Maintenance Sleep');
    }
  };
  const days = 10;
  const flatDay = 4;
  const needle = "Entering Sleep state due to 'Low Power Sleep'";
  let flat = false;
  for (let d = 0; d < days; d++) {
    const day = Date.UTC(2026, 9, 5 + d);
    const weekend = [0, 6].includes(new Date(day).getUTCDay());
    const wake = day + (weekend ? 9.5 : 7.6) * HOUR + between(random, 0, 50) * 60_000;
    night(wake, ac ? 0 : 1);
    t = wake;
    line(
      'Wake',
      `DarkWake to FullWake from Deep Idle [CDNVA] : due to ${oneOf(random, ['UserActivity Assertion', 'EC.LidOpen/Lid Open', 'HID Activity'])} ${using()}`,
    );
    line('Notification', 'Display is turned on');
    const end = day + (weekend ? 14 : 18) * HOUR + between(random, 0, 90) * 60_000;
    const unplugAt = d === flatDay ? day + 12 * HOUR + 50 * 60_000 : day + between(random, 9, 16) * HOUR;
    const replugAt = d === flatDay ? Infinity : unplugAt + between(random, 30, 200) * 60_000;
    let lastCharge = t;
    while (t < end || (d === flatDay && !flat)) {
      t += between(random, 15_000, 110_000);
      if (ac && t >= unplugAt && t < replugAt) {
        ac = false;
        line('Assertions', `Summary- [System: PrevIdle DeclUser kDisp] Using Batt(Charge: ${charge})`);
      } else if (!ac && t >= replugAt) {
        ac = true;
        line('Assertions', `Summary- [System: PrevIdle DeclUser kDisp] Using AC(Charge: ${charge})`);
      }
      if (t - lastCharge > 6 * 60_000) {
        lastCharge = t;
        charge = ac ? Math.min(100, charge + 2) : Math.max(d === flatDay ? 1 : 6, charge - (d === flatDay ? 2 : between(random, 0, 1)));
      }
      if (d === flatDay && !ac && charge <= 1) {
        t += between(random, 30_000, 90_000);
        sleep('Low Power Sleep');
        flat = true;
        break;
      }
      const k = pick(random, 10);
      if (k < 6) assertion();
      else if (k < 8) summary();
      else if (k < 9) {
        line('Notification', 'Display is turned off');
        t += between(random, 60_000, 600_000);
        line('Notification', 'Display is turned on');
      } else line('Notification', `Display ${random() < 0.5 ? 'is turned off' : 'is turned on'}`);
    }
    if (d === flatDay) {
      // Flat: no maintenance wakes until someone plugs it in the next morning.
      t = day + DAY + 8 * HOUR + 12 * 60_000;
      ac = true;
      charge = 0;
      line('Wake', `Wake from Hibernate [CDNVA] : due to EC.PowerButton/ ${using()}`);
      line('Notification', 'Display is turned on');
      charge = 3;
      for (let k = between(random, 4, 12); k > 0; k--) {
        t += between(random, 5_000, 60_000);
        assertion();
      }
      t += between(random, 60_000, 300_000);
      sleep('Idle Sleep');
      continue;
    }
    if ((!weekend && random() < 0.6) || d === flatDay - 1) ac = true;
    sleep(oneOf(random, ['Clamshell Sleep', 'Clamshell Sleep', 'Idle Sleep', 'Software Sleep pid=1']));
    t += between(random, 1_000, 4_000);
    if (random() < 0.5) kernelAcks();
    wakeRequests();
    const nextWake = day + DAY + 7 * HOUR;
    night(nextWake, ac ? 0 : 1);
  }
  out.push('', `Total Sleep/Wakes since boot at ${wall(Date.UTC(2026, 9, 1, 9, 2))} +0200 :${between(random, 300, 500)}`, '');
  const ask =
    'At some point in the last week or so my MacBook just went dead while I was away from it, I think because it ran completely out of juice. When did that happen?';
  return singleCallTask('round 15: pmset log, paraphrase', ask, 'run_shell', `${out.join('\n')}\n`, [
    { id: 'flat', ask, needles: [textNeedle(needle)] },
  ]);
}

/** Two hours of a `docker events` logger on a compose host (health-check execs and all): the one container that went unhealthy, after a preamble. */
function dockerEventsLog(): EconomicsTask {
  const random = seededRandom(15_091);
  const out: string[] = [];
  const start = Date.UTC(2026, 9, 14, 0, 0, 0); // 02:00 local
  const end = start + 2 * HOUR;
  const stamp = (t: number) => `${wall(t + 2 * HOUR).replace(' ', 'T')}.${String(between(random, 0, 999_999_999)).padStart(9, '0')}+02:00`;
  type Container = { name: string; service: string; image: string; id: string; labels: string; check?: string; interval: number };
  const composeLabels = (service: string, extra: string) =>
    `com.docker.compose.config-hash=${hex(random, 64)}, com.docker.compose.container-number=1, com.docker.compose.depends_on=${extra}, com.docker.compose.image=sha256:${hex(random, 64)}, com.docker.compose.oneoff=False, com.docker.compose.project=shop, com.docker.compose.project.config_files=/srv/shop/compose.yaml, com.docker.compose.project.working_dir=/srv/shop, com.docker.compose.service=${service}, com.docker.compose.version=2.29.7`;
  const mk = (
    service: string,
    image: string,
    imageLabels: string,
    deps: string,
    check: string | undefined,
    interval: number,
  ): Container => ({
    name: `shop-${service}-1`,
    service,
    image,
    id: hex(random, 64),
    labels: `${composeLabels(service, deps)}${imageLabels ? `, ${imageLabels}` : ''}`,
    check,
    interval,
  });
  const ociLabels = (title: string, version: string, source: string) =>
    `org.opencontainers.image.created=2026-09-${pad2(between(random, 10, 28))}T${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}Z, org.opencontainers.image.revision=${hex(random, 40)}, org.opencontainers.image.source=${source}, org.opencontainers.image.title=${title}, org.opencontainers.image.version=${version}`;
  const containers = [
    mk(
      'nginx',
      'nginx:1.27.2-alpine',
      'maintainer=NGINX Docker Maintainers <docker-maint@nginx.com>',
      'storefront:service_healthy:false,api:service_healthy:false',
      '/bin/sh -c wget -qO- http://127.0.0.1/healthz || exit 1',
      60_000,
    ),
    mk(
      'storefront',
      'ghcr.io/fjellkit/storefront:2026.10.13-1',
      ociLabels('storefront', '2026.10.13-1', 'https://github.com/fjellkit/shop'),
      'api:service_healthy:false',
      '/bin/sh -c wget -qO- http://127.0.0.1:3000/api/health || exit 1',
      60_000,
    ),
    mk(
      'api',
      'ghcr.io/fjellkit/shop-api:2026.10.13-1',
      ociLabels('shop-api', '2026.10.13-1', 'https://github.com/fjellkit/shop'),
      'postgres:service_healthy:false,redis:service_started:false,opensearch:service_healthy:false',
      '/bin/sh -c curl -fs http://127.0.0.1:8080/health/ready || exit 1',
      60_000,
    ),
    mk(
      'worker',
      'ghcr.io/fjellkit/shop-api:2026.10.13-1',
      ociLabels('shop-api', '2026.10.13-1', 'https://github.com/fjellkit/shop'),
      'postgres:service_healthy:false,redis:service_started:false',
      undefined,
      0,
    ),
    mk('postgres', 'postgres:16.4', '', '', 'pg_isready -U shop -d shop', 60_000),
    mk('redis', 'redis:7.4.1-alpine', '', '', 'redis-cli ping', 120_000),
    mk(
      'opensearch',
      'opensearchproject/opensearch:2.17.1',
      'org.label-schema.build-date=2024-09-26T14:24:41Z, org.label-schema.description=OpenSearch, org.label-schema.name=opensearch, org.label-schema.version=2.17.1, org.label-schema.vcs-url=https://github.com/opensearch-project/OpenSearch',
      '',
      "/bin/sh -c curl -fs 'http://127.0.0.1:9200/_cluster/health?wait_for_status=yellow&timeout=5s' || exit 1",
      30_000,
    ),
  ];
  type Event = { t: number; text: string };
  const events: Event[] = [];
  const ev = (t: number, c: Container, action: string, extra = '') =>
    events.push({ t, text: `container ${action} ${c.id} (${c.labels}${extra ? `, ${extra}` : ''}, image=${c.image}, name=${c.name})` });
  const opensearch = containers[6]!;
  const sickFrom = start + 52 * 60_000 + 41_000;
  const sickUntil = start + 91 * 60_000 + 12_000;
  let needle = '';
  for (const c of containers) {
    if (!c.check) continue;
    let failing = 0;
    let unhealthy = false;
    for (let t = start + between(random, 0, c.interval); t < end; t += c.interval + between(random, 0, 400)) {
      const exec = hex(random, 64);
      const fail = c === opensearch && t >= sickFrom - 3 * c.interval && t < sickUntil;
      ev(t, c, `exec_create: ${c.check}`, `execID=${exec}`);
      ev(t + between(random, 1, 9), c, `exec_start: ${c.check}`, `execID=${exec}`);
      const done = t + (fail ? 5_000 + between(random, 1, 90) : between(random, 20, 900));
      ev(done, c, 'exec_die', `execID=${exec}, exitCode=${fail ? 1 : 0}`);
      if (fail) {
        failing++;
        if (failing === 3 && !unhealthy) {
          unhealthy = true;
          const at = done + between(random, 1, 9);
          events.push({
            t: at,
            text: `container health_status: unhealthy ${c.id} (${c.labels}, image=${c.image}, name=${c.name})`,
          });
          needle = `container health_status: unhealthy ${c.id}`;
        }
      } else {
        failing = 0;
        if (unhealthy) {
          unhealthy = false;
          events.push({
            t: done + between(random, 1, 9),
            text: `container health_status: healthy ${c.id} (${c.labels}, image=${c.image}, name=${c.name})`,
          });
        }
      }
    }
  }
  // A nightly backup one-off and a worker restart by the deploy timer: lifecycle events, no health change.
  const backupId = hex(random, 64);
  const backupName = `shop-backup-run-${hex(random, 12)}`;
  const backupAt = start + 60 * 60_000 + 3_000;
  const backupLabels = composeLabels('backup', 'postgres:service_healthy:false').replace('oneoff=False', 'oneoff=True');
  const one = (t: number, action: string, extra = '') =>
    events.push({ t, text: `container ${action} ${backupId} (${backupLabels}${extra}, image=postgres:16.4, name=${backupName})` });
  const netId = hex(random, 64);
  one(backupAt, 'create');
  events.push({ t: backupAt + 40, text: `network connect ${netId} (container=${backupId}, name=shop_default, type=bridge)` });
  one(backupAt + 180, 'start');
  one(backupAt + 74_000, 'die', ', exitCode=0');
  events.push({ t: backupAt + 74_100, text: `network disconnect ${netId} (container=${backupId}, name=shop_default, type=bridge)` });
  one(backupAt + 74_300, 'destroy');
  const worker = containers[3]!;
  const restartAt = start + 75 * 60_000 + 20_000;
  ev(restartAt, worker, 'kill', 'signal=15');
  ev(restartAt + 2_400, worker, 'die', 'exitCode=143, execDuration=86390');
  events.push({ t: restartAt + 2_500, text: `network disconnect ${netId} (container=${worker.id}, name=shop_default, type=bridge)` });
  ev(restartAt + 2_600, worker, 'stop');
  events.push({ t: restartAt + 2_900, text: `network connect ${netId} (container=${worker.id}, name=shop_default, type=bridge)` });
  ev(restartAt + 3_300, worker, 'start');
  ev(restartAt + 3_400, worker, 'restart');
  events.sort((a, b) => a.t - b.t);
  for (const e of events) out.push(`${stamp(e.t)} ${e.text}`);
  const ask =
    "Some context first: we moved the staging shop onto the new Hetzner box last week and I've been cleaning up the compose file since; the Redis password and the volume paths are sorted now, so nothing to do there. Separately, QA said the search page kept timing out for a while between 2 and 4 this morning. Did any of the containers report itself as not healthy in that window, and which one?";
  return singleCallTask('round 15: docker events log, preamble', ask, 'run_shell', `${out.join('\n')}\n`, [
    { id: 'container', ask, needles: [textNeedle(needle)] },
  ]);
}

// d. One value unlike its peers, with no error word near it.

/** `kubectl get nodes -o wide` on a large EKS cluster: the one node whose kubelet is a minor version behind. */
function kubectlNodes(): EconomicsTask {
  const random = seededRandom(15_101);
  type Pool = { n: number; os: string; kernel: string; runtime: string; version: string };
  const al = 'Amazon Linux 2023.6.20241010';
  const pools: Pool[] = [
    { n: 330, os: al, kernel: '6.1.112-122.189.amzn2023.x86_64', runtime: 'containerd://1.7.22', version: 'v1.30.4-eks-a737599' },
    { n: 240, os: al, kernel: '6.1.112-122.189.amzn2023.aarch64', runtime: 'containerd://1.7.22', version: 'v1.30.4-eks-a737599' },
    { n: 110, os: al, kernel: '6.1.112-122.189.amzn2023.x86_64', runtime: 'containerd://1.7.22', version: 'v1.30.4-eks-a737599' },
    {
      n: 24,
      os: 'Amazon Linux 2',
      kernel: '5.10.226-214.880.amzn2.x86_64',
      runtime: 'containerd://1.7.22',
      version: 'v1.30.4-eks-a737599',
    },
    {
      n: 30,
      os: 'Bottlerocket OS 1.25.0 (aws-k8s-1.30)',
      kernel: '6.1.112',
      runtime: 'containerd://1.7.22+bottlerocket',
      version: 'v1.30.4-eks-a737599',
    },
  ];
  const seen = new Set<string>();
  const rows: string[][] = [];
  for (const pool of pools)
    for (let i = 0; i < pool.n; i++) {
      let ip = `10.42.${between(random, 0, 127)}.${between(random, 2, 254)}`;
      while (seen.has(ip)) ip = `10.42.${between(random, 0, 127)}.${between(random, 2, 254)}`;
      seen.add(ip);
      const age = between(random, 1, 34);
      const cordoned = random() < 0.01;
      rows.push([
        `ip-${ip.replace(/\./g, '-')}.eu-west-1.compute.internal`,
        cordoned ? 'Ready,SchedulingDisabled' : 'Ready',
        '<none>',
        random() < 0.3 ? `${age}d` : `${age}d${between(random, 0, 23)}h`,
        pool.version,
        ip,
        '<none>',
        pool.os,
        pool.kernel,
        pool.runtime,
      ]);
    }
  rows.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  const target = rows[Math.floor(rows.length * 0.53)]!;
  target[3] = '97d';
  target[4] = 'v1.29.8-eks-a737599';
  target[7] = 'Amazon Linux 2023.5.20240805';
  target[8] = '6.1.102-108.177.amzn2023.x86_64';
  target[9] = 'containerd://1.7.20';
  const header = [
    'NAME',
    'STATUS',
    'ROLES',
    'AGE',
    'VERSION',
    'INTERNAL-IP',
    'EXTERNAL-IP',
    'OS-IMAGE',
    'KERNEL-VERSION',
    'CONTAINER-RUNTIME',
  ];
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const format = (r: string[]) => r.map((v, c) => (c === r.length - 1 ? v : v.padEnd(widths[c]! + 3))).join('');
  const ask = "Are all the nodes' kubelets on the same Kubernetes version? If one is behind, which node is it?";
  return singleCallTask('round 15: kubectl get nodes -o wide', ask, 'kubectl', `${all.map(format).join('\n')}\n`, [
    { id: 'node', ask, needles: [textNeedle(format(target))] },
  ]);
}

/** `redis-cli --cluster call … INFO` on a 48-node sessions cluster: one node evicting keys another way than all the rest. */
function redisClusterInfo(): EconomicsTask {
  const random = seededRandom(15_111);
  const n = 48;
  const nodes = Array.from({ length: n }, (_, i) => ({
    addr: `10.30.${Math.floor(i / 16) + 1}.${10 + (i % 16) * 3}:6379`,
    master: i % 2 === 0,
    runId: hex(random, 40),
    replid: hex(random, 40),
  }));
  const order = shuffle(random, nodes.slice());
  const oddAt = Math.floor(n * 0.52);
  const human = (b: number) => (b > 1_073_741_824 ? `${(b / 1_073_741_824).toFixed(2)}G` : `${(b / 1_048_576).toFixed(2)}M`);
  const out: string[] = ['>>> Calling INFO'];
  order.forEach((node, i) => {
    const odd = i === oddAt;
    const up = between(random, 1_200_000, 9_000_000);
    const used = between(random, 4_000_000_000, 9_800_000_000);
    const rss = used + between(random, 100_000_000, 600_000_000);
    const peer = nodes[nodes.indexOf(node) ^ 1]!;
    const offset = between(random, 100_000_000_000, 900_000_000_000);
    const keys = between(random, 3_000_000, 9_000_000);
    const lines = [
      '# Server',
      'redis_version:7.2.5',
      'redis_git_sha1:00000000',
      'redis_git_dirty:0',
      'redis_build_id:d2a3c2f4e3b6a8f1',
      'redis_mode:cluster',
      'os:Linux 6.1.112-122.189.amzn2023.x86_64 x86_64',
      'arch_bits:64',
      'monotonic_clock:POSIX clock_gettime',
      'multiplexing_api:epoll',
      'atomicvar_api:c11-builtin',
      'gcc_version:12.2.0',
      'process_id:1',
      'process_supervised:no',
      `run_id:${node.runId}`,
      'tcp_port:6379',
      `server_time_usec:${1_791_960_000_000_000 + between(random, 0, 999_999_999)}`,
      `uptime_in_seconds:${up}`,
      `uptime_in_days:${Math.floor(up / 86_400)}`,
      'hz:10',
      'configured_hz:10',
      `lru_clock:${between(random, 1_000_000, 16_000_000)}`,
      'executable:/data/redis-server',
      'config_file:/etc/redis/redis.conf',
      'io_threads_active:0',
      'listener0:name=tcp,bind=*,bind=-::*,port=6379',
      '',
      '# Clients',
      `connected_clients:${between(random, 200, 900)}`,
      `cluster_connections:${n * 2 - 2}`,
      'maxclients:10000',
      `client_recent_max_input_buffer:${between(random, 20_000, 60_000)}`,
      'client_recent_max_output_buffer:0',
      'blocked_clients:0',
      'tracking_clients:0',
      'pubsub_clients:0',
      'watching_clients:0',
      'clients_in_timeout_table:0',
      'total_watched_keys:0',
      'total_blocking_keys:0',
      'total_blocking_keys_on_nokey:0',
      '',
      '# Memory',
      `used_memory:${used}`,
      `used_memory_human:${human(used)}`,
      `used_memory_rss:${rss}`,
      `used_memory_rss_human:${human(rss)}`,
      `used_memory_peak:${used + between(random, 0, 300_000_000)}`,
      `used_memory_peak_human:${human(used + 150_000_000)}`,
      `used_memory_peak_perc:${(90 + random() * 9.9).toFixed(2)}%`,
      `used_memory_overhead:${between(random, 200_000_000, 500_000_000)}`,
      'used_memory_startup:1650296',
      `used_memory_dataset:${used - between(random, 200_000_000, 500_000_000)}`,
      `used_memory_dataset_perc:${(92 + random() * 6).toFixed(2)}%`,
      `allocator_allocated:${used + between(random, 0, 9_000_000)}`,
      `allocator_active:${used + between(random, 10_000_000, 90_000_000)}`,
      `allocator_resident:${rss - between(random, 0, 50_000_000)}`,
      'total_system_memory:16480591872',
      'total_system_memory_human:15.35G',
      'used_memory_lua:31744',
      'used_memory_vm_eval:31744',
      'used_memory_lua_human:31.00K',
      'used_memory_scripts_eval:0',
      'number_of_cached_scripts:0',
      'number_of_functions:0',
      'number_of_libraries:0',
      'used_memory_vm_functions:32768',
      'used_memory_vm_total:64512',
      'used_memory_vm_total_human:63.00K',
      'used_memory_functions:184',
      'used_memory_scripts:184',
      'used_memory_scripts_human:184B',
      'maxmemory:10737418240',
      'maxmemory_human:10.00G',
      `maxmemory_policy:${odd ? 'allkeys-lru' : 'volatile-lru'}`,
      `allocator_frag_ratio:${(1 + random() * 0.05).toFixed(2)}`,
      `allocator_frag_bytes:${between(random, 1_000_000, 90_000_000)}`,
      `allocator_rss_ratio:${(1 + random() * 0.03).toFixed(2)}`,
      `allocator_rss_bytes:${between(random, 1_000_000, 60_000_000)}`,
      `rss_overhead_ratio:${(1 + random() * 0.02).toFixed(2)}`,
      `rss_overhead_bytes:${between(random, 1_000_000, 30_000_000)}`,
      `mem_fragmentation_ratio:${(1 + random() * 0.09).toFixed(2)}`,
      `mem_fragmentation_bytes:${between(random, 10_000_000, 400_000_000)}`,
      'mem_not_counted_for_evict:0',
      'mem_replication_backlog:1048592',
      'mem_total_replication_buffers:1048576',
      `mem_clients_slaves:${node.master ? 0 : 0}`,
      `mem_clients_normal:${between(random, 2_000_000, 9_000_000)}`,
      `mem_cluster_links:${between(random, 90_000, 200_000)}`,
      'mem_aof_buffer:0',
      'mem_allocator:jemalloc-5.3.0',
      'mem_overhead_db_hashtable_rehashing:0',
      'active_defrag_running:0',
      'lazyfree_pending_objects:0',
      `lazyfreed_objects:${between(random, 0, 90_000)}`,
      '',
      '# Persistence',
      'loading:0',
      'async_loading:0',
      'current_cow_peak:0',
      'current_cow_size:0',
      'current_cow_size_age:0',
      'current_fork_perc:0.00',
      'current_save_keys_processed:0',
      'current_save_keys_total:0',
      `rdb_changes_since_last_save:${between(random, 10_000, 9_000_000)}`,
      'rdb_bgsave_in_progress:0',
      `rdb_last_save_time:${1_791_950_000 + between(random, 0, 9_000)}`,
      'rdb_last_bgsave_status:ok',
      `rdb_last_bgsave_time_sec:${between(random, 20, 90)}`,
      'rdb_current_bgsave_time_sec:-1',
      `rdb_saves:${between(random, 100, 900)}`,
      `rdb_last_cow_size:${between(random, 10_000_000, 300_000_000)}`,
      'rdb_last_load_keys_expired:0',
      `rdb_last_load_keys_loaded:${between(random, 1_000_000, 9_000_000)}`,
      'aof_enabled:0',
      'aof_rewrite_in_progress:0',
      'aof_rewrite_scheduled:0',
      'aof_last_rewrite_time_sec:-1',
      'aof_current_rewrite_time_sec:-1',
      'aof_last_bgrewrite_status:ok',
      'aof_rewrites:0',
      'aof_rewrites_consecutive_failures:0',
      'aof_last_write_status:ok',
      'aof_last_cow_size:0',
      'module_fork_in_progress:0',
      'module_fork_last_cow_size:0',
      '',
      '# Stats',
      `total_connections_received:${between(random, 100_000, 9_000_000)}`,
      `total_commands_processed:${between(random, 1_000_000_000, 90_000_000_000)}`,
      `instantaneous_ops_per_sec:${between(random, 2_000, 40_000)}`,
      `total_net_input_bytes:${between(random, 100_000_000_000, 900_000_000_000)}`,
      `total_net_output_bytes:${between(random, 100_000_000_000, 900_000_000_000)}`,
      `total_net_repl_input_bytes:${node.master ? 0 : offset}`,
      `total_net_repl_output_bytes:${node.master ? offset : 0}`,
      `instantaneous_input_kbps:${(random() * 4_000).toFixed(2)}`,
      `instantaneous_output_kbps:${(random() * 9_000).toFixed(2)}`,
      `instantaneous_input_repl_kbps:${node.master ? '0.00' : (random() * 900).toFixed(2)}`,
      `instantaneous_output_repl_kbps:${node.master ? (random() * 900).toFixed(2) : '0.00'}`,
      'rejected_connections:0',
      `sync_full:${node.master ? 1 : 0}`,
      `sync_partial_ok:${between(random, 0, 3)}`,
      'sync_partial_err:0',
      `expired_keys:${between(random, 10_000_000, 900_000_000)}`,
      `expired_stale_perc:${(random() * 3).toFixed(2)}`,
      'expired_time_cap_reached_count:0',
      `expire_cycle_cpu_milliseconds:${between(random, 100_000, 9_000_000)}`,
      `evicted_keys:${between(random, 0, 4_000)}`,
      'evicted_clients:0',
      'evicted_scripts:0',
      'total_eviction_exceeded_time:0',
      'current_eviction_exceeded_time:0',
      `keyspace_hits:${between(random, 1_000_000_000, 60_000_000_000)}`,
      `keyspace_misses:${between(random, 10_000_000, 900_000_000)}`,
      'pubsub_channels:0',
      'pubsub_patterns:0',
      'pubsubshard_channels:0',
      `latest_fork_usec:${between(random, 40_000, 300_000)}`,
      `total_forks:${between(random, 100, 900)}`,
      'migrate_cached_sockets:0',
      'slave_expires_tracked_keys:0',
      'active_defrag_hits:0',
      'active_defrag_misses:0',
      'active_defrag_key_hits:0',
      'active_defrag_key_misses:0',
      'total_active_defrag_time:0',
      'current_active_defrag_time:0',
      'tracking_total_keys:0',
      'tracking_total_items:0',
      'tracking_total_prefixes:0',
      'unexpected_error_replies:0',
      `total_error_replies:${between(random, 0, 4_000)}`,
      'dump_payload_sanitizations:0',
      `total_reads_processed:${between(random, 1_000_000_000, 60_000_000_000)}`,
      `total_writes_processed:${between(random, 1_000_000_000, 60_000_000_000)}`,
      'io_threaded_reads_processed:0',
      'io_threaded_writes_processed:0',
      'client_query_buffer_limit_disconnections:0',
      'client_output_buffer_limit_disconnections:0',
      `reply_buffer_shrinks:${between(random, 100_000, 9_000_000)}`,
      `reply_buffer_expands:${between(random, 100_000, 9_000_000)}`,
      `eventloop_cycles:${between(random, 1_000_000_000, 9_000_000_000)}`,
      `eventloop_duration_sum:${between(random, 10_000_000_000, 90_000_000_000)}`,
      `eventloop_duration_cmd_sum:${between(random, 1_000_000_000, 9_000_000_000)}`,
      `instantaneous_eventloop_cycles_per_sec:${between(random, 1_000, 20_000)}`,
      `instantaneous_eventloop_duration_usec:${between(random, 10, 90)}`,
      'acl_access_denied_auth:0',
      'acl_access_denied_cmd:0',
      'acl_access_denied_key:0',
      'acl_access_denied_channel:0',
      '',
      '# Replication',
      ...(node.master
        ? ['role:master', 'connected_slaves:1', `slave0:ip=${peer.addr.split(':')[0]!},port=6379,state=online,offset=${offset},lag=0`]
        : [
            'role:slave',
            `master_host:${peer.addr.split(':')[0]!}`,
            'master_port:6379',
            'master_link_status:up',
            'master_last_io_seconds_ago:0',
            'master_sync_in_progress:0',
            `slave_read_repl_offset:${offset}`,
            `slave_repl_offset:${offset}`,
            'slave_priority:100',
            'slave_read_only:1',
            'replica_announced:1',
            'connected_slaves:0',
          ]),
      'master_failover_state:no-failover',
      `master_replid:${node.master ? node.replid : peer.replid}`,
      'master_replid2:0000000000000000000000000000000000000000',
      `master_repl_offset:${offset}`,
      'second_repl_offset:-1',
      'repl_backlog_active:1',
      'repl_backlog_size:1048576',
      `repl_backlog_first_byte_offset:${offset - 1_048_575}`,
      'repl_backlog_histlen:1048576',
      '',
      '# CPU',
      `used_cpu_sys:${(random() * 90_000).toFixed(6)}`,
      `used_cpu_user:${(random() * 190_000).toFixed(6)}`,
      `used_cpu_sys_children:${(random() * 900).toFixed(6)}`,
      `used_cpu_user_children:${(random() * 9_000).toFixed(6)}`,
      `used_cpu_sys_main_thread:${(random() * 90_000).toFixed(6)}`,
      `used_cpu_user_main_thread:${(random() * 190_000).toFixed(6)}`,
      '',
      '# Modules',
      '',
      '# Errorstats',
      `errorstat_MOVED:count=${between(random, 0, 4_000)}`,
      '',
      '# Cluster',
      'cluster_enabled:1',
      '',
      '# Keyspace',
      `db0:keys=${keys},expires=${keys - between(random, 0, 40)},avg_ttl=${between(random, 400_000, 3_600_000)},subexpiry=0`,
    ];
    out.push(`${node.addr}: ${lines[0]!}`, ...lines.slice(1), '');
  });
  const ask =
    'Do all the nodes in the sessions Redis cluster throw keys out the same way when memory fills up? If one is set differently, which?';
  return singleCallTask('round 15: redis cluster call info', ask, 'run_shell', `${out.join('\n')}\n`, [
    { id: 'policy', ask, needles: [textNeedle('maxmemory_policy:allkeys-lru')] },
  ]);
}

/** `az webapp list` for a subscription (the CLI's pretty JSON): the one web app that does not force HTTPS. */
function azWebappList(): EconomicsTask {
  const random = seededRandom(15_121);
  const sub = uuid(random);
  const teams = ['shop', 'ops', 'data', 'marketing', 'partner', 'hr', 'finance'];
  const apps = [
    'storefront',
    'checkout',
    'account',
    'admin',
    'cms',
    'search-api',
    'catalog-api',
    'orders-api',
    'payments-webhooks',
    'returns-portal',
    'b2b-portal',
    'partner-feed',
    'status-page',
    'docs',
    'careers',
    'press',
    'newsletter-signup',
    'store-locator',
    'gift-cards',
    'loyalty',
    'reviews-widget',
    'image-proxy',
    'sitemap',
    'feature-flags',
    'reporting',
    'etl-scheduler',
    'pim-sync',
    'timesheets',
    'intranet',
    'expense-claims',
  ];
  const envs = ['prod', 'staging', 'test', 'dev', 'qa'];
  const ipBlock = () =>
    Array.from({ length: 6 }, () => `20.${between(random, 50, 120)}.${between(random, 0, 255)}.${between(random, 1, 254)}`);
  type Site = Record<string, unknown>;
  const sites: Site[] = [];
  for (const app of apps)
    for (const env of envs) {
      if (random() < 0.1) continue;
      const team = oneOf(random, teams);
      const name = `app-${app}-${env}`;
      const rg = `rg-${team}-${env}-weu`;
      const host = `${name}.azurewebsites.net`;
      const linux = random() < 0.8;
      const outbound = ipBlock();
      const possible = [...outbound, ...ipBlock(), ...ipBlock(), ...ipBlock()];
      sites.push({
        availabilityState: 'Normal',
        clientAffinityEnabled: random() < 0.3,
        clientCertEnabled: false,
        clientCertExclusionPaths: null,
        clientCertMode: 'Required',
        cloningInfo: null,
        containerSize: 0,
        customDomainVerificationId: hex(random, 64).toUpperCase(),
        dailyMemoryTimeQuota: 0,
        daprConfig: null,
        defaultHostName: host,
        enabled: true,
        enabledHostNames: [host, `${name}.scm.azurewebsites.net`],
        extendedLocation: null,
        hostNameSslStates: [
          {
            hostType: 'Standard',
            ipBasedSslResult: null,
            ipBasedSslState: 'NotConfigured',
            name: host,
            sslState: 'Disabled',
            thumbprint: null,
            toUpdate: null,
            toUpdateIpBasedSsl: null,
            virtualIPv6: null,
            virtualIp: null,
          },
          {
            hostType: 'Repository',
            ipBasedSslResult: null,
            ipBasedSslState: 'NotConfigured',
            name: `${name}.scm.azurewebsites.net`,
            sslState: 'Disabled',
            thumbprint: null,
            toUpdate: null,
            toUpdateIpBasedSsl: null,
            virtualIPv6: null,
            virtualIp: null,
          },
        ],
        hostNames: [host],
        hostNamesDisabled: false,
        hostingEnvironmentProfile: null,
        httpsOnly: true,
        hyperV: false,
        id: `/subscriptions/${sub}/resourceGroups/${rg}/providers/Microsoft.Web/sites/${name}`,
        identity:
          random() < 0.6
            ? {
                principalId: uuid(random),
                tenantId: '3f6c1e0a-7d52-4b8e-9a41-52c0d7e9b2a4',
                type: 'SystemAssigned',
                userAssignedIdentities: null,
              }
            : null,
        inProgressOperationId: null,
        isDefaultContainer: null,
        isXenon: false,
        keyVaultReferenceIdentity: 'SystemAssigned',
        kind: linux ? 'app,linux' : 'app',
        lastModifiedTimeUtc: `2026-${pad2(between(random, 4, 10))}-${pad2(between(random, 1, 28))}T${pad2(between(random, 0, 23))}:${pad2(between(random, 0, 59))}:${pad2(between(random, 0, 59))}.${between(random, 100_000, 999_999)}`,
        location: 'West Europe',
        managedEnvironmentId: null,
        maxNumberOfWorkers: null,
        name,
        outboundIpAddresses: outbound.join(','),
        possibleOutboundIpAddresses: possible.join(','),
        publicNetworkAccess: null,
        redundancyMode: 'None',
        repositorySiteName: name,
        reserved: linux,
        resourceConfig: null,
        resourceGroup: rg,
        scmSiteAlsoStopped: false,
        serverFarmId: `/subscriptions/${sub}/resourceGroups/${rg}/providers/Microsoft.Web/serverfarms/asp-${team}-${env}-weu`,
        siteConfig: {
          acrUseManagedIdentityCreds: false,
          acrUserManagedIdentityId: null,
          alwaysOn: env === 'prod',
          antivirusScanEnabled: null,
          apiDefinition: null,
          apiManagementConfig: null,
          appCommandLine: null,
          appSettings: null,
          autoHealEnabled: null,
          autoHealRules: null,
          autoSwapSlotName: null,
          azureMonitorLogCategories: null,
          azureStorageAccounts: null,
          clusteringEnabled: false,
          connectionStrings: null,
          cors: null,
          customAppPoolIdentityAdminState: null,
          customAppPoolIdentityTenantState: null,
          defaultDocuments: null,
          detailedErrorLoggingEnabled: null,
          documentRoot: null,
          elasticWebAppScaleLimit: null,
          experiments: null,
          fileChangeAuditEnabled: null,
          ftpsState: null,
          functionAppScaleLimit: 0,
          functionsRuntimeScaleMonitoringEnabled: null,
          handlerMappings: null,
          healthCheckPath: null,
          http20Enabled: false,
          http20ProxyFlag: null,
          httpLoggingEnabled: null,
          ipSecurityRestrictions: null,
          ipSecurityRestrictionsDefaultAction: null,
          javaContainer: null,
          javaContainerVersion: null,
          javaVersion: null,
          keyVaultReferenceIdentity: null,
          limits: null,
          linuxFxVersion: linux
            ? oneOf(random, ['NODE|20-lts', 'NODE|20-lts', 'DOTNETCORE|8.0', 'PYTHON|3.12', `DOCKER|crfjellkit.azurecr.io/${app}:latest`])
            : '',
          loadBalancing: null,
          localMySqlEnabled: null,
          logsDirectorySizeLimit: null,
          machineKey: null,
          managedPipelineMode: null,
          managedServiceIdentityId: null,
          metadata: null,
          minTlsCipherSuite: null,
          minTlsVersion: null,
          minimumElasticInstanceCount: 0,
          netFrameworkVersion: null,
          nodeVersion: null,
          numberOfWorkers: between(random, 1, 3),
          phpVersion: null,
          powerShellVersion: null,
          preWarmedInstanceCount: null,
          publicNetworkAccess: null,
          publishingPassword: null,
          publishingUsername: null,
          push: null,
          pythonVersion: null,
          remoteDebuggingEnabled: null,
          remoteDebuggingVersion: null,
          requestTracingEnabled: null,
          requestTracingExpirationTime: null,
          routingRules: null,
          runtimeADUser: null,
          runtimeADUserPassword: null,
          scmIpSecurityRestrictions: null,
          scmIpSecurityRestrictionsDefaultAction: null,
          scmIpSecurityRestrictionsUseMain: null,
          scmMinTlsVersion: null,
          scmType: null,
          sitePort: null,
          sitePrivateLinkHostEnabled: null,
          storageType: null,
          supportedTlsCipherSuites: null,
          tracingOptions: null,
          use32BitWorkerProcess: null,
          virtualApplications: null,
          vnetName: null,
          vnetPrivatePortsCount: null,
          vnetRouteAllEnabled: null,
          webSocketsEnabled: null,
          websiteTimeZone: null,
          winAuthAdminState: null,
          winAuthTenantState: null,
          windowsConfiguredStacks: null,
          windowsFxVersion: null,
          xManagedServiceIdentityId: null,
        },
        slotSwapStatus: null,
        state: random() < 0.05 ? 'Stopped' : 'Running',
        storageAccountRequired: false,
        suspendedTill: null,
        tags: {
          team,
          env,
          'cost-center': `CC-${between(random, 1000, 1099)}`,
          'managed-by': oneOf(random, ['terraform', 'terraform', 'bicep']),
        },
        targetSwapSlot: null,
        trafficManagerHostNames: null,
        type: 'Microsoft.Web/sites',
        usageState: 'Normal',
        virtualNetworkSubnetId: null,
        vnetBackupRestoreEnabled: false,
        vnetContentShareEnabled: false,
        vnetImagePullEnabled: false,
        vnetRouteAllEnabled: false,
        workloadProfileName: null,
      });
    }
  shuffle(random, sites);
  sites[Math.floor(sites.length * 0.48)]!.httpsOnly = false;
  const ask = 'Do all our App Service web apps send plain HTTP visitors over to HTTPS? If one does not, which app is it?';
  return singleCallTask('round 15: az webapp list', ask, 'az_cli', `${JSON.stringify(sites, null, 2)}\n`, [
    { id: 'app', ask, needles: [textNeedle('"httpsOnly": false')] },
  ]);
}

export function roundFifteen(): EconomicsTask[] {
  return [
    jenkinsApi(),
    jiraSearch(),
    shopifyCollection(),
    actuatorEnv(),
    glabCiCompile(),
    aspnetCoreLog(),
    gitReflog(),
    pmsetLog(),
    dockerEventsLog(),
    kubectlNodes(),
    redisClusterInfo(),
    azWebappList(),
  ];
}
