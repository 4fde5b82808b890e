/**
 * Held-out tasks: written last, after the library's read-back and previews were done, and never
 * tuned on. They are of the same kinds as `everyday-tasks.ts` (an answer inside a long line, an
 * answer a few lines from the matching line, a question with a preamble or a paraphrase) and are
 * reported apart from them.
 */
import { pick, seededRandom } from './seeded.js';
import type { EconomicsTask, TaskScale } from './task.js';
import { textNeedle } from './task.js';
import { blocks, oneLineJson, singleCallTask } from './everyday-tasks.js';

const k = (scale: TaskScale, full: number, quick: number) => (scale.quick ? quick : full);

/** One line of feature-flag rules; the question names the tenant and the flag in its own words. */
function flagRules(scale: TaskScale): EconomicsTask {
  const random = seededRandom(101);
  const flags = ['new-checkout', 'dark-mode', 'beta-search', 'fast-refunds'];
  const rule = { tenant: 't-7781', flag: 'dark-mode', enabled: true, rollout: 35, note: 'staged by growth team' };
  const output = oneLineJson(
    k(scale, 24_000, 800),
    () => ({
      tenant: `t-${1000 + pick(random, 8000)}`,
      flag: flags[pick(random, flags.length)],
      enabled: pick(random, 2) === 1,
      rollout: 5 * pick(random, 21),
      note: '',
    }),
    [rule],
    [0.49],
  );
  return singleCallTask(
    'held-out: flag rules (one line)',
    'Is dark mode rolled out for tenant t-7781, and to what percentage?',
    'get_flag_rules',
    output,
    [
      {
        id: 'rule',
        ask: 'Is dark mode rolled out for tenant t-7781, and to what percentage?',
        needles: [textNeedle(JSON.stringify(rule))],
      },
    ],
  );
}

/** A Terraform-like plan: the retention of one bucket, a few lines below its name, asked after a preamble. */
function storagePlan(scale: TaskScale): EconomicsTask {
  const random = seededRandom(103);
  const bucket = (name: string, days: number) =>
    [
      `  # aws_s3_bucket.${name.replaceAll('-', '_')} will be updated in-place`,
      `  ~ resource "aws_s3_bucket" "${name.replaceAll('-', '_')}" {`,
      `        bucket        = "${name}"`,
      `        force_destroy = false`,
      '      ~ lifecycle_rule {',
      `            enabled        = true`,
      `          ~ retention_days = ${days}`,
      '        }',
      '    }',
    ].join('\n');
  const output = blocks(
    k(scale, 5_000, 200),
    (i) => bucket(`logs-${pick(random, 90_000)}-${i}`, 30 * (1 + pick(random, 12))),
    [bucket('audit-archive-eu', 2555)],
    [0.57],
    'Terraform will perform the following actions:\n\n',
    '\n\nPlan: 0 to add, 5000 to change, 0 to destroy.',
  );
  const prompt =
    "We're tidying up storage costs before the quarter closes and finance asked me to double-check a few things. What retention period does the audit-archive-eu bucket get?";
  return singleCallTask('held-out: storage plan, preamble', prompt, 'terraform_plan', output, [
    { id: 'retention', ask: prompt, needles: [textNeedle('retention_days = 2555')] },
  ]);
}

/** A Go panic in a service log: where the nil dereference happened, two lines below the panic line. */
function goPanic(scale: TaskScale): EconomicsTask {
  const random = seededRandom(107);
  const lines: string[] = [];
  const count = k(scale, 25_000, 900);
  for (let i = 0; i < count; i++)
    lines.push(
      `time=2026-12-03T02:${String(i % 60).padStart(2, '0')}:00Z level=info msg="request served" path=/v1/refunds/${pick(random, 99_999)} ms=${pick(random, 300)}`,
    );
  const panic = [
    'panic: runtime error: invalid memory address or nil pointer dereference',
    '[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6b2f41]',
    '',
    'goroutine 4127 [running]:',
    'github.com/acme/payments/internal/refunds.(*Service).applyCredit(0xc0001a2000, 0x0)',
    '\t/build/internal/refunds/credit.go:143 +0x61',
    'github.com/acme/payments/internal/refunds.(*Service).Refund(0xc0001a2000, {0xa8e1c0, 0xc000512000})',
    '\t/build/internal/refunds/service.go:88 +0x1f4',
  ];
  lines.splice(Math.floor(count * 0.42), panic.length, ...panic);
  return singleCallTask(
    'held-out: Go panic in a log',
    'Where did the nil pointer dereference happen in the refunds service?',
    'service_logs',
    lines.join('\n'),
    [
      {
        id: 'frame',
        ask: 'Where did the nil pointer dereference happen in the refunds service?',
        needles: [textNeedle('/build/internal/refunds/credit.go:143')],
      },
    ],
  );
}

/** The held-out tasks. */
export function heldOutTasks(scale: TaskScale): EconomicsTask[] {
  return [flagRules(scale), storagePlan(scale), goPanic(scale)];
}
