/**
 * Tasks of the kinds agents meet every day, written after the issue 20 review: an answer in the
 * middle of one long line (minified JSON or code, a CSV with long fields), an answer a few lines
 * away from the line a search finds (YAML, pretty JSON, XML, a Python traceback in a log), and
 * questions that paraphrase the output or come after a preamble, with answers that carry no error
 * word. Each input is generated (seeded) by a generic maker below; each question is asked in the
 * user's words, and the reader takes its terms from those words alone.
 */
import { tool } from 'ai';
import { z } from 'zod';
import { pick, seededRandom } from './seeded.js';
import type { EconomicsTask, Question, TaskScale } from './task.js';
import { textNeedle } from './task.js';

const noClose = async () => {};
const WORDS = [
  'alpha',
  'bravo',
  'delta',
  'ember',
  'fjord',
  'gamut',
  'harbor',
  'ionic',
  'juniper',
  'kelp',
  'lumen',
  'mesa',
  'nadir',
  'onyx',
];

/** One task of one tool call whose result is `output`, with questions asked in `prompt`. */
export function singleCallTask(
  name: string,
  prompt: string,
  toolName: string,
  output: string,
  questions: readonly Omit<Question, 'callId'>[],
): EconomicsTask {
  return {
    name,
    prompt,
    steps: [[{ toolCallId: 'out', toolName, input: {} }]],
    questions: questions.map((q) => ({ ...q, callId: 'out' })),
    tools: async () => ({
      tools: { [toolName]: tool({ description: `Run ${toolName}`, inputSchema: z.object({}), execute: async () => output }) },
      close: noClose,
    }),
  };
}

/** A word of filler, seeded. */
const word = (random: () => number) => WORDS[pick(random, WORDS.length)]!;

/**
 * A one-line JSON array of `count` records made by `record(i)`, with `planted` records replacing
 * those at the given fractions: what a minified API response looks like.
 */
export function oneLineJson(
  count: number,
  record: (i: number) => object,
  planted: readonly object[],
  fractions: readonly number[],
): string {
  const records = Array.from({ length: count }, (_, i) => record(i));
  planted.forEach((p, i) => (records[Math.floor(count * fractions[i]!)] = p));
  return JSON.stringify(records);
}

/** A minified JavaScript bundle of about `chars` chars on one line, with `planted` functions at the given fractions. */
export function minifiedBundle(chars: number, seed: number, planted: readonly string[], fractions: readonly number[]): string {
  const random = seededRandom(seed);
  const parts: string[] = [];
  for (let length = 0, i = 0; length < chars; i++) {
    const part = `function ${word(random)}${i}(e,t){var n=t||{};return e.map(function(r){return r.${word(random)}+n.${word(random)}*${pick(random, 97)}})}`;
    parts.push(part);
    length += part.length + 1;
  }
  planted.forEach((p, i) => (parts[Math.floor(parts.length * fractions[i]!)] = p));
  return `!function(){"use strict";${parts.join(';')}}();`;
}

/** A CSV with a header and rows of `columns(i)`, each row long (a free-text field), with rows replaced at fractions. */
export function csvExport(
  header: string,
  rows: number,
  row: (i: number) => string,
  planted: readonly string[],
  fractions: readonly number[],
): string {
  const lines = Array.from({ length: rows }, (_, i) => row(i));
  planted.forEach((p, i) => (lines[Math.floor(rows * fractions[i]!)] = p));
  return [header, ...lines].join('\n');
}

/** A text of `count` blocks made by `block(i)` (each a few lines), with blocks replaced at the given fractions. */
export function blocks(
  count: number,
  block: (i: number) => string,
  planted: readonly string[],
  fractions: readonly number[],
  head = '',
  tail = '',
): string {
  const all = Array.from({ length: count }, (_, i) => block(i));
  planted.forEach((p, i) => (all[Math.floor(count * fractions[i]!)] = p));
  return `${head}${all.join('\n')}${tail}`;
}

const k = (scale: TaskScale, full: number, quick: number) => (scale.quick ? quick : full);

/** Minified JSON: one 1.5 MB line of parcel records; the answer is one record in the middle. */
function minifiedJson(scale: TaskScale): EconomicsTask {
  const random = seededRandom(41);
  const held = { parcel: 'PX-40917', carrier: 'northwind', status: 'held at customs', reason: 'missing commercial invoice', eta: null };
  const output = oneLineJson(
    k(scale, 14_000, 600),
    (i) => ({
      parcel: `PX-${10_000 + i}`,
      carrier: word(random),
      status: 'in transit',
      reason: null,
      eta: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`,
    }),
    [held],
    [0.52],
  );
  return singleCallTask('minified JSON (one line)', 'Where is parcel PX-40917 stuck, and why?', 'track_parcels', output, [
    { id: 'parcel', ask: 'Where is parcel PX-40917 stuck, and why?', needles: [textNeedle(JSON.stringify(held))] },
  ]);
}

/** A minified bundle: which endpoint a named function calls, in the middle of one 1 MB line. */
function minifiedCode(scale: TaskScale): EconomicsTask {
  const fn = 'function fetchInvoiceTotals(e){return r.get("/api/v2/billing/invoice-totals",{params:{account:e}})}';
  const output = minifiedBundle(k(scale, 1_000_000, 40_000), 43, [fn], [0.47]);
  return singleCallTask('minified bundle (one line)', 'Which API endpoint does fetchInvoiceTotals call?', 'read_bundle', output, [
    { id: 'endpoint', ask: 'Which API endpoint does fetchInvoiceTotals call?', needles: [textNeedle('"/api/v2/billing/invoice-totals"')] },
  ]);
}

/** A CSV export with a long notes field per row: the answer sits inside the notes of one vendor's row. */
function csvNotes(scale: TaskScale): EconomicsTask {
  const random = seededRandom(47);
  const filler = (n: number) => Array.from({ length: n }, () => word(random)).join(' ');
  const needle = 'auditor: duplicate payment of invoice INV-88120 (EUR 14,200) recovered on 2026-11-04';
  const output = csvExport(
    'vendor_id,name,country,opened,notes',
    k(scale, 2_400, 120),
    (i) => `V-${1000 + i},${word(random)} ${word(random)} GmbH,DE,2019-0${1 + (i % 9)}-1${i % 10},"${filler(60)}"`,
    [`V-2291,Kessler Tooling GmbH,DE,2018-04-12,"${filler(35)}; ${needle}; ${filler(30)}"`],
    [0.58],
  );
  return singleCallTask('CSV with long notes', 'What did the auditor find for vendor V-2291?', 'export_vendors', output, [
    { id: 'audit', ask: 'What did the auditor find for vendor V-2291?', needles: [textNeedle(needle)] },
  ]);
}

/** YAML manifests: the image of the container whose env sets a flag, a few lines above the flag. */
function yamlManifests(scale: TaskScale): EconomicsTask {
  const random = seededRandom(53);
  const manifest = (name: string, image: string, flag: string) =>
    [
      '---',
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      `  name: ${name}`,
      'spec:',
      `  replicas: ${1 + pick(random, 5)}`,
      '  template:',
      '    spec:',
      '      containers:',
      `        - name: ${name}`,
      `          image: ${image}`,
      '          resources:',
      `            limits: { cpu: "${1 + pick(random, 4)}", memory: ${256 * (1 + pick(random, 8))}Mi }`,
      '          env:',
      '            - name: LOG_LEVEL',
      '              value: info',
      `            - name: ${flag}`,
      '              value: "true"',
    ].join('\n');
  const output = blocks(
    k(scale, 3_000, 120),
    (i) =>
      manifest(
        `svc-${word(random)}-${i}`,
        `registry.example/${word(random)}:${pick(random, 9)}.${pick(random, 30)}.0`,
        `FEATURE_${word(random).toUpperCase()}_${i}`,
      ),
    [manifest('ledger-api', 'registry.example/ledger-api:4.12.0', 'FEATURE_LEDGER_V2')],
    [0.44],
  );
  return singleCallTask('YAML manifests', 'Which image runs the deployment that enables FEATURE_LEDGER_V2?', 'get_manifests', output, [
    {
      id: 'image',
      ask: 'Which image runs the deployment that enables FEATURE_LEDGER_V2?',
      needles: [textNeedle('image: registry.example/ledger-api:4.12.0')],
    },
  ]);
}

/** Pretty-printed JSON accounts: the owner of the account flagged by risk, five lines above the flag. */
function prettyJson(scale: TaskScale): EconomicsTask {
  const random = seededRandom(59);
  const account = (i: number, flags: string[]) => ({
    id: `acct-${100_000 + i}`,
    owner: `${word(random)} ${word(random)}`,
    currency: 'EUR',
    limits: { daily: 1_000 * (1 + pick(random, 9)), monthly: 20_000 },
    flags,
  });
  const accounts = Array.from({ length: k(scale, 9_000, 300) }, (_, i) => account(i, i % 3 === 0 ? ['KYC_DONE'] : []));
  const frozen = {
    id: 'acct-377104',
    owner: 'Dana Whitfield',
    currency: 'EUR',
    limits: { daily: 500, monthly: 2_000 },
    flags: ['FROZEN_BY_RISK'],
  };
  accounts[Math.floor(accounts.length * 0.61)] = frozen;
  const output = JSON.stringify({ accounts, next: null }, null, 2);
  return singleCallTask('pretty JSON accounts', 'Who owns the account flagged FROZEN_BY_RISK?', 'list_accounts', output, [
    { id: 'owner', ask: 'Who owns the account flagged FROZEN_BY_RISK?', needles: [textNeedle('"owner": "Dana Whitfield"')] },
  ]);
}

/** A service log with a Python traceback in the middle: the function that raised, two lines above the error line. */
function traceback(scale: TaskScale): EconomicsTask {
  const random = seededRandom(61);
  const lines: string[] = [];
  const count = k(scale, 30_000, 1_000);
  for (let i = 0; i < count; i++) {
    lines.push(
      `2026-12-02T04:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z worker-${pick(random, 8)} INFO processed batch ${i} (${pick(random, 500)} items)`,
    );
  }
  const trace = [
    '2026-12-02T04:31:07Z worker-3 ERROR unhandled exception in batch 18211',
    'Traceback (most recent call last):',
    '  File "/srv/app/worker/main.py", line 212, in run_batch',
    '    totals = billing.settle(batch)',
    '  File "/srv/app/billing/settle.py", line 57, in settle',
    '    region = resolve_region(account.config)',
    '  File "/srv/app/billing/regions.py", line 88, in resolve_region',
    '    return REGION_MAP[config["tenant_region"]]',
    "KeyError: 'tenant_region'",
  ];
  lines.splice(Math.floor(count * 0.55), trace.length, ...trace);
  return singleCallTask(
    'Python traceback in a log',
    "Which function raised the KeyError for 'tenant_region'?",
    'worker_logs',
    lines.join('\n'),
    [{ id: 'frame', ask: "Which function raised the KeyError for 'tenant_region'?", needles: [textNeedle('line 88, in resolve_region')] }],
  );
}

/** XML orders: the status of the order that holds one SKU, a few lines below the item. */
function xmlOrders(scale: TaskScale): EconomicsTask {
  const random = seededRandom(67);
  const order = (id: string, skus: string[], status: string) =>
    [
      `  <order id="${id}">`,
      `    <customer>${word(random)}-${pick(random, 900)}</customer>`,
      '    <items>',
      ...skus.map((sku) => `      <item sku="${sku}" qty="${1 + pick(random, 4)}"/>`),
      '    </items>',
      `    <status>${status}</status>`,
      '  </order>',
    ].join('\n');
  const output = blocks(
    k(scale, 8_000, 300),
    (i) =>
      order(`SO-${50_000 + i}`, [`BX-${1000 + pick(random, 4000)}`, `BX-${1000 + pick(random, 4000)}`], i % 4 === 0 ? 'shipped' : 'packed'),
    [order('SO-58812', ['BX-0931', 'BX-5521', 'BX-0077'], 'backordered: supplier recall')],
    [0.39],
    '<orders>\n',
    '\n</orders>',
  );
  return singleCallTask('XML orders', 'What is the status of the order containing item BX-5521?', 'export_orders', output, [
    {
      id: 'status',
      ask: 'What is the status of the order containing item BX-5521?',
      needles: [textNeedle('<status>backordered: supplier recall</status>')],
    },
  ]);
}

/** A scheduler log read after a preamble; the question paraphrases the line, which has no error word. */
function preambleParaphrase(scale: TaskScale): EconomicsTask {
  const random = seededRandom(71);
  const jobs = ['nightly-backup', 'cache-warm', 'report-export', 'index-compact', 'mail-digest'];
  const lines: string[] = [];
  const count = k(scale, 40_000, 1_500);
  for (let i = 0; i < count; i++) {
    const job = jobs[pick(random, jobs.length)]!;
    lines.push(
      `2026-12-02 0${pick(random, 6)}:${String(pick(random, 60)).padStart(2, '0')} scheduler job=${job} run=${i} finished in ${pick(random, 900)}s, memory peak ${pick(random, 70)}% of limit`,
    );
  }
  const needle = '2026-12-02 03:12 scheduler job=nightly-reindex run=20551 stopped by the kernel: container memory limit 2Gi reached';
  lines[Math.floor(count * 0.63)] = needle;
  const prompt =
    "I was on call last night and the pager went off twice around 3am; the dashboards looked fine and the team thinks it was a network blip, but I'm not sure. " +
    'Which scheduled job ran out of memory?';
  return singleCallTask('scheduler log, preamble and paraphrase', prompt, 'scheduler_logs', lines.join('\n'), [
    { id: 'job', ask: prompt, needles: [textNeedle(needle)] },
  ]);
}

/** The everyday tasks, in the order of the table (the held-out ones are in `held-out-tasks.ts`). */
export function everydayTasks(scale: TaskScale): EconomicsTask[] {
  return [
    minifiedJson(scale),
    minifiedCode(scale),
    csvNotes(scale),
    yamlManifests(scale),
    prettyJson(scale),
    traceback(scale),
    xmlOrders(scale),
    preambleParaphrase(scale),
  ];
}
