/**
 * Phrasing probes: each probe task of rounds 2 to 4, and each held-out and new-kind task, asked three
 * other ways a user could plausibly ask it, with the same payload and needles. Written before any of
 * them was run. Not among the bench's targets.
 *
 *   V1: other word forms and synonyms (plural/singular, -ed/-ing, "crash" for "killed", "host" for "machine").
 *   V2: two to four sentences of context (what the user was doing, what they tried) before the question.
 *   V3: a terse or indirect question where the answer is the one odd or failing item, else one that
 *       names the thing by a description instead of its literal name.
 */
import { heldOutTasks } from '../economics/held-out-tasks.js';
import { newKindTasks } from '../economics/new-kind-tasks.js';
import type { EconomicsTask } from '../economics/task.js';
import { roundTwo } from './round-2.js';
import { roundThree } from './round-3.js';
import { roundFour } from './round-4.js';

const ROUND_4_PREAMBLE =
  'Context: we are migrating our warehouse from the old cluster to the new one, the finance team is waiting on numbers for the quarterly close, several jobs were rescheduled yesterday, and the on-call engineer rotated at midnight. Also note that the dashboards lag by about an hour. ';
const STORAGE_PREAMBLE = "We're tidying up storage costs before the quarter closes and finance asked me to double-check a few things. ";

/** The three questions (V1, V2, V3) of each source task, by the source task's name. */
const VARIANTS: Readonly<Record<string, readonly [string, string, string]>> = {
  // Round 2.
  'round 2: users json': [
    'What is the e-mail of the customer whose account was suspended due to a chargeback?',
    "I'm cleaning up our payment-fraud records and finance flagged one account that was suspended because of chargebacks. I already searched the billing dashboard, but it only shows user ids. What's the email address of the user who got suspended for chargebacks?",
    "Who is the only user suspended for a payment-related reason, and what's their email?",
  ],
  'round 2: npm tree': [
    'Which dependency still requires lodash version 3?',
    "We're moving everything to lodash 4 because of a security advisory. I already ran npm dedupe and bumped our direct dependency, but the audit still complains. Which package still pulls in lodash 3?",
    'Which package depends on a different lodash major version than everything else?',
  ],
  'round 2: terraform plan': [
    'Are any databases being removed by this plan?',
    "I'm about to apply this plan to production during the maintenance window. I only expected tag changes on the web instances, and the reviewer already approved the tag diff. Will this plan delete any database?",
    'Is there anything destructive in this plan?',
  ],
  'round 2: csv currency': [
    'Which transactions were paid in yen, and what amounts?',
    'Our reconciliation is off by a large amount this month and accounting thinks a foreign charge slipped through. I already checked the USD and EUR totals and they match the bank. Which transaction was charged in JPY, and for how much?',
    'Which transaction is in an unusual currency?',
  ],
  'round 2: syslog oom': [
    'Why did an nginx worker crash during the night?',
    'Users reported a few 502s from web-1 around 4am. I checked the nginx error log and the config and saw nothing, and the service restarted itself. Why did one of the nginx workers die overnight?',
    "What's the most serious problem in this journal?",
  ],
  'round 2: changelog': [
    'Which version added rate limiting?',
    "A customer says our API started returning 429s at some point and wants to know since when. I looked through the docs, but they don't mention a date. In which release was the rate limiter introduced?",
    'When did we start throttling requests to the public API?',
  ],
  'round 2: graphql one line': [
    'Has order 77812 been delivered yet?',
    "A customer emailed support saying their package never arrived, and they're asking for a refund. I checked the carrier's site but the tracking number doesn't load. What's the shipping status of order 77812?",
    'Which order is stuck, and where?',
  ],
  // Round 3.
  'round 3: jest': [
    'Which tests failed?',
    'CI went red on my PR, but I only changed a README. I reran it twice and it fails the same way each time. Which test is broken in this run?',
    "What's wrong here?",
  ],
  'round 3: pod table': [
    'Which pods are crash looping?',
    'Our dashboards have had gaps since Tuesday and the alerts fired a few times overnight. I already checked the node metrics and they look fine. Which pod keeps crashing?',
    'Anything unusual in the pods?',
  ],
  'round 3: env dump': [
    'Which database server do the reports connect to?',
    "The reporting service can't connect after last night's migration, and I suspect its config points to the wrong place. I've already restarted the pod and checked the credentials. What is the database host of the reporting service?",
    "What's the address of the Postgres server behind our reports?",
  ],
  'round 3: openapi': [
    'Which endpoint deletes users?',
    "A customer invoked their right to be forgotten under GDPR and legal wants it done this week. I searched the docs site for 'remove' and found nothing useful. Which operation removes a user?",
    "How do I wipe someone's account and all their data through the API?",
  ],
  'round 3: ci slow': [
    'Why did this build take so long?',
    "Our CI normally finishes in about ten minutes, but this run took over half an hour. I checked the runner's CPU and it was idle most of the time. Why was the pipeline so slow?",
    'Which step is the odd one out?',
  ],
  'round 3: worker oom': [
    'Which of the workers got OOM-killed?',
    "A batch of rows went missing from last night's import and one worker stopped reporting around 5am. I already checked the queue, and nothing is stuck there. Which worker ran out of memory?",
    'Did any of the workers die?',
  ],
  'round 3: shard 11': [
    'What went wrong when shard-11 was compacted?',
    "Reads from one of our shards started returning errors this morning, and I think it's shard 11. Restarting the node didn't help. What happened to shard 11 during compaction?",
    'Was any data corrupted?',
  ],
  // Round 4.
  'round 4: minified config': [
    'Which backend URL is the bundle configured to call?',
    "Our frontend started failing CORS checks after the last deploy. I already compared the nginx config with staging and it's identical. What API base URL does this bundle talk to?",
    'Which server does this JavaScript send its requests to?',
  ],
  'round 4: yaml namespace': [
    'In which namespace does the payment ledger run?',
    "I'm writing a NetworkPolicy to lock down the ledger service and need to target the right namespace. kubectl get pods showed too many results to scroll through. Which namespace is the payments ledger deployed in?",
    'Is any deployment outside the team namespaces? Where?',
  ],
  'round 4: json sibling': [
    'Which products are flagged as hazmat?',
    'We are booking air freight and the carrier refuses dangerous goods without a declaration. I already filtered the spreadsheet by category, but nothing came up. Which SKU is a hazardous material?',
    'Which product counts as dangerous goods?',
  ],
  'round 4: unreachable': [
    'Which hosts were unreachable from the probe?',
    'Some checkouts failed this morning with a generic upstream error. The load balancer health checks all look green, and I already restarted the gateway. Which endpoint could not be reached by the prober?',
    'Anything broken in there?',
  ],
  'round 4: long preamble': [
    `${ROUND_4_PREAMBLE}Which of the runs output zero rows?`,
    'The finance numbers for November look too low and I think one ETL job silently wrote nothing. I reran the reconciliation query and got the same totals. Which run produced no output rows?',
    `${ROUND_4_PREAMBLE}Which run looks off?`,
  ],
  // Held-out.
  'held-out: flag rules (one line)': [
    'How far along is the dark theme rollout for tenant t-7781?',
    "A customer at tenant t-7781 says some of their users see the new dark colours and some don't. Support already had them clear their cache. Is dark mode rolled out for tenant t-7781, and to what percentage?",
    "What share of tenant t-7781's users get the dark UI?",
  ],
  'held-out: storage plan, preamble': [
    `${STORAGE_PREAMBLE}How many days are objects kept in the audit-archive-eu bucket?`,
    "Legal reminded us that audit logs must be kept for seven years, and I want to be sure this plan doesn't shorten that. I already checked the console, but it shows the current state, not the planned one. What retention period does the audit-archive-eu bucket get?",
    `${STORAGE_PREAMBLE}How long will the EU audit archive keep its data?`,
  ],
  'held-out: Go panic in a log': [
    'Where is the nil-pointer panic in the refund service coming from?',
    'Refunds started failing with 500s right after the 2am deploy. I rolled back the config change and it still crashes on some requests. Where did the nil pointer dereference happen in the refunds service?',
    'What crashed, and where in the code?',
  ],
  // New kinds.
  'new kind: git diff': [
    'What is the new request timeout in the billing config?',
    "Billing calls have been timing out since Friday's deploy and I'm checking whether this diff fixes it. The other services' configs also touch timeouts, which makes the diff hard to read. In the billing service config, what did the request timeout change to?",
    'How long does billing now wait on a request before giving up?',
  ],
  'new kind: pytest failure': [
    'Why did the refund-rounding test fail?',
    "I merged a change to how we split refunds across line items and now the build is red. Locally the suite takes forever, so I haven't rerun it. Why is the refund rounding test failing?",
    'What went wrong in this run?',
  ],
  'new kind: access log': [
    'Which IP address received 503s from /api/export?',
    'The nightly reports job sometimes comes back empty, and I suspect the export API is rejecting it. The app logs show nothing, so I pulled the nginx access log. Which client got the 503 when calling /api/export?',
    'Did any export request fail, and from where?',
  ],
  'new kind: runbook paraphrase': [
    "What's the command for rotating JWT signing keys?",
    "A contractor who had access to our secrets just left, so security wants the token signing key replaced today. I've never done this before and don't want to log everyone out. How do I rotate the JWT signing key?",
    'How do I swap out the key we use to sign auth tokens?',
  ],
  'new kind: minified html': [
    "What's the Trailblazer 2 backpack priced at?",
    "I'm comparing prices with a competitor for our holiday sale. Their version sells for $119 and I want to know if we're above that. What does the Trailblazer 2 backpack cost?",
    'How much does the Trailblazer bag sell for?',
  ],
  'new kind: k8s events': [
    'Why did the checkout-7f9c4 pod get kicked off its node?',
    'Checkout had a short outage at 10:40 and the pod came back on another node. I checked the app logs, but they just stop with no error. Why was the checkout-7f9c4 pod evicted?',
    'Anything unusual in these events?',
  ],
};

/** `task` (one question, asked as the whole prompt) asked as `ask` instead, under a name that says the variant. */
function rephrased(task: EconomicsTask, variant: string, ask: string): EconomicsTask {
  const [question] = task.questions;
  if (task.questions.length !== 1 || question === undefined || task.prompt !== question.ask)
    throw new Error(`${task.name}: not a one-question task asked as its whole prompt`);
  return { ...task, name: `phrasing ${variant}: ${task.name}`, prompt: ask, questions: [{ ...question, ask }] };
}

/** Three rephrasings of each source task (rounds 2 to 4, held-out, new kinds), with the same payloads and needles. */
export function phrasingVariants(): EconomicsTask[] {
  const scale = { quick: false };
  const sources = [...roundTwo(), ...roundThree(), ...roundFour(), ...heldOutTasks(scale), ...newKindTasks(scale)];
  return sources.flatMap((task) => {
    const variants = VARIANTS[task.name];
    if (!variants) throw new Error(`no phrasing variants for ${task.name}`);
    return variants.map((ask, i) => rephrased(task, `V${i + 1}`, ask));
  });
}
