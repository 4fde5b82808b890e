/**
 * New-kind tasks: six kinds the other groups lack (a git diff, a pytest run, an access log, a
 * Markdown runbook, minified HTML, Kubernetes events as JSON lines), written before any of them was
 * run. Two of them then led to changes in the salient preview (the pytest assertion, an error near
 * the request's words; see `pick-lines.ts`), so they are reported apart from the held-out tasks.
 * The git diff (the answer 4 lines below the file's header, every file has the same keys) and the
 * access log (the answer is the one line where two common words meet) are found by no configuration
 * but the one that sends everything.
 */
import { pick, seededRandom } from './seeded.js';
import type { EconomicsTask, TaskScale } from './task.js';
import { textNeedle } from './task.js';
import { blocks, singleCallTask } from './everyday-tasks.js';

const k = (scale: TaskScale, full: number, quick: number) => (scale.quick ? quick : full);

const WORDS = ['ledger', 'orbit', 'quartz', 'tundra', 'vessel', 'willow', 'yonder', 'zephyr', 'basalt', 'cobalt'];

/** A git diff over many files; the question names the file and the setting in other words. */
function gitDiff(scale: TaskScale): EconomicsTask {
  const random = seededRandom(201);
  const file = (path: string, key: string, from: number, to: number) =>
    [
      `diff --git a/${path} b/${path}`,
      `index ${pick(random, 0xfffffff).toString(16)}..${pick(random, 0xfffffff).toString(16)} 100644`,
      `--- a/${path}`,
      `+++ b/${path}`,
      `@@ -${1 + pick(random, 80)},7 +${1 + pick(random, 80)},7 @@ server:`,
      `   port: ${8000 + pick(random, 999)}`,
      `   workers: ${1 + pick(random, 16)}`,
      `-  ${key}: ${from}`,
      `+  ${key}: ${to}`,
      `   retries: ${pick(random, 5)}`,
      `   log_level: info`,
    ].join('\n');
  const services = Array.from({ length: 40 }, (_, i) => `${WORDS[i % WORDS.length]}-${i}`);
  const output = blocks(
    k(scale, 9_000, 300),
    (i) =>
      file(
        `services/${services[i % services.length]}/deploy/config-${i}.yaml`,
        pick(random, 2) ? 'request_timeout_ms' : 'idle_timeout_ms',
        1000 * (1 + pick(random, 9)),
        1000 * (1 + pick(random, 9)),
      ),
    [file('services/billing/deploy/config.yaml', 'request_timeout_ms', 3000, 4500)],
    [0.61],
  );
  const ask = 'In the billing service config, what did the request timeout change to?';
  return singleCallTask('new kind: git diff', ask, 'git_diff', output, [
    { id: 'timeout', ask, needles: [textNeedle('+  request_timeout_ms: 4500')] },
  ]);
}

/** pytest output: one failure among thousands of passes; the assertion sits a few lines below the test's header. */
function pytestRun(scale: TaskScale): EconomicsTask {
  const random = seededRandom(203);
  const lines: string[] = [
    '============================= test session starts ==============================',
    'platform linux -- Python 3.12.4, pytest-8.3.2',
    `collected ${k(scale, 24_000, 800)} items`,
    '',
  ];
  for (let i = 0, n = k(scale, 24_000, 800); i < n; i++)
    lines.push(
      `tests/${WORDS[pick(random, WORDS.length)]}/test_${WORDS[pick(random, WORDS.length)]}_${i}.py::test_case_${i} PASSED${' '.repeat(20)}[${String(Math.floor(i / 240)).padStart(3)}%]`,
    );
  lines.push(
    '',
    '=================================== FAILURES ===================================',
    '____________________________ test_refund_rounding ______________________________',
    '',
    '    def test_refund_rounding():',
    '        order = make_order(total=Decimal("30.03"), items=3)',
    '        refund = split_refund(order)',
    '>       assert refund.per_item == Decimal("10.00")',
    "E       AssertionError: assert Decimal('10.01') == Decimal('10.00')",
    '',
    'tests/billing/test_refunds.py:88: AssertionError',
    '=========================== short test summary info ============================',
    'FAILED tests/billing/test_refunds.py::test_refund_rounding',
    `================== 1 failed, ${k(scale, 24_000, 800) - 1} passed in 812.44s (0:13:32) ==================`,
  );
  const ask = 'Why is the refund rounding test failing?';
  return singleCallTask('new kind: pytest failure', ask, 'run_tests', lines.join('\n'), [
    { id: 'assert', ask, needles: [textNeedle("AssertionError: assert Decimal('10.01') == Decimal('10.00')")] },
  ]);
}

/** An access log: the one 503 on the export path among 200s there and 503s elsewhere. */
function accessLog(scale: TaskScale): EconomicsTask {
  const random = seededRandom(205);
  const paths = ['/api/orders', '/api/export', '/api/users', '/healthz', '/api/search'];
  const lines: string[] = [];
  const ip = () => `10.${pick(random, 255)}.${pick(random, 255)}.${pick(random, 255)}`;
  for (let i = 0, n = k(scale, 30_000, 1_000); i < n; i++) {
    const path = paths[pick(random, paths.length)]!;
    const status = path === '/api/export' ? 200 : pick(random, 40) === 0 ? 503 : 200;
    lines.push(
      `${ip()} - - [03/Dec/2026:10:${String(Math.floor(i / 500) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} +0000] "GET ${path}?page=${pick(random, 50)} HTTP/1.1" ${status} ${pick(random, 90_000)} "-" "curl/8.5.0"`,
    );
  }
  const needle = '172.31.9.44 - - [03/Dec/2026:10:47:13 +0000] "GET /api/export?page=7 HTTP/1.1" 503 0 "-" "reports-cron/2.1"';
  lines[Math.floor(lines.length * 0.71)] = needle;
  const ask = 'Which client got the 503 when calling /api/export?';
  return singleCallTask('new kind: access log', ask, 'nginx_logs', lines.join('\n'), [
    { id: 'client', ask, needles: [textNeedle('172.31.9.44')] },
  ]);
}

/** A long Markdown runbook; the question paraphrases the section it needs. */
function runbook(scale: TaskScale): EconomicsTask {
  const random = seededRandom(207);
  const section = (i: number) =>
    [
      `## ${WORDS[i % WORDS.length]} procedure ${i}`,
      '',
      `To restart the ${WORDS[pick(random, WORDS.length)]} worker, drain the queue first and wait for in-flight jobs.`,
      '```sh',
      `opsctl ${WORDS[pick(random, WORDS.length)]} restart --zone ${pick(random, 9)}`,
      '```',
      `Contact the ${WORDS[pick(random, WORDS.length)]} on-call if it takes more than ${5 + pick(random, 20)} minutes.`,
      '',
    ].join('\n');
  const planted = [
    '## Signing key rotation',
    '',
    'Rotating the JWT signing key invalidates nothing if the old key stays published for one hour.',
    '```sh',
    'vaultctl keys roll --kid jwt-signing --keep-previous 1h',
    '```',
    'Then redeploy the gateway so it picks up the new key id.',
    '',
  ].join('\n');
  const output = blocks(k(scale, 6_000, 200), section, [planted], [0.38], '# Operations runbook\n\n');
  const ask = 'How do I rotate the JWT signing key?';
  return singleCallTask('new kind: runbook paraphrase', ask, 'read_runbook', output, [
    { id: 'command', ask, needles: [textNeedle('vaultctl keys roll --kid jwt-signing --keep-previous 1h')] },
  ]);
}

/** Minified HTML on one line: a product's price sits after its title. */
function minifiedHtml(scale: TaskScale): EconomicsTask {
  const random = seededRandom(209);
  const card = (name: string, price: string) =>
    `<div class="card"><h3 class="product-title">${name}</h3><p class="blurb">${WORDS[pick(random, WORDS.length)]} ${WORDS[pick(random, WORDS.length)]} gear for every trail</p><span class="price">${price}</span></div>`;
  const cards = Array.from({ length: k(scale, 9_000, 300) }, (_, i) =>
    card(`${WORDS[pick(random, WORDS.length)]} pack ${i}`, `$${20 + pick(random, 200)}.00`),
  );
  cards[Math.floor(cards.length * 0.53)] = card('Trailblazer 2 Backpack', '$129.00');
  const output = `<!doctype html><html><head><title>Shop</title></head><body><main>${cards.join('')}</main></body></html>`;
  const ask = 'What does the Trailblazer 2 backpack cost?';
  return singleCallTask('new kind: minified html', ask, 'fetch_page', output, [
    { id: 'price', ask, needles: [textNeedle('Trailblazer 2 Backpack</h3><p class="blurb">')] },
  ]);
}

/** Kubernetes events as JSON lines; the question asks why, the answer is in the message field. */
function k8sEvents(scale: TaskScale): EconomicsTask {
  const random = seededRandom(211);
  const reasons = ['Scheduled', 'Pulled', 'Created', 'Started', 'Killing'];
  const lines: string[] = [];
  for (let i = 0, n = k(scale, 20_000, 700); i < n; i++)
    lines.push(
      JSON.stringify({
        kind: 'Event',
        involvedObject: { kind: 'Pod', name: `${WORDS[pick(random, WORDS.length)]}-${pick(random, 0xfffff).toString(16)}` },
        reason: reasons[pick(random, reasons.length)],
        message: `${reasons[pick(random, reasons.length)]} container app`,
        count: 1 + pick(random, 3),
      }),
    );
  const event = {
    kind: 'Event',
    involvedObject: { kind: 'Pod', name: 'checkout-7f9c4' },
    reason: 'Evicted',
    message: 'The node was low on resource: ephemeral-storage. Container app was using 9Gi, which exceeds its request of 2Gi.',
    count: 1,
  };
  lines[Math.floor(lines.length * 0.66)] = JSON.stringify(event);
  const ask = 'Why was the checkout-7f9c4 pod evicted?';
  return singleCallTask('new kind: k8s events', ask, 'get_events', lines.join('\n'), [
    { id: 'why', ask, needles: [textNeedle('low on resource: ephemeral-storage')] },
  ]);
}

/** The new-kind tasks. */
export function newKindTasks(scale: TaskScale): EconomicsTask[] {
  return [gitDiff(scale), pytestRun(scale), accessLog(scale), runbook(scale), minifiedHtml(scale), k8sEvents(scale)];
}
