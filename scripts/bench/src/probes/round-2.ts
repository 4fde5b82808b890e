/** Probe tasks, round 2: written after the first round of issue 20's work, of kinds it was not built on. Not among the bench's targets. */
import { pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const NAMES = ['ada', 'bo', 'cy', 'dee', 'eli', 'fay', 'gus', 'hal', 'ivy', 'jo'];

function usersJson(): EconomicsTask {
  const random = seededRandom(301);
  const users = Array.from({ length: 6_000 }, (_, i) => {
    const suspended = pick(random, 150) === 0;
    return {
      id: 4000 + i,
      name: `${NAMES[pick(random, NAMES.length)]} ${NAMES[pick(random, NAMES.length)]}son`,
      email: `user${4000 + i}@example.com`,
      status: suspended ? 'suspended' : 'active',
      suspension_reason: suspended ? (pick(random, 2) ? 'inactivity' : 'spam reports') : null,
      created: `2024-0${1 + pick(random, 9)}-1${pick(random, 9)}`,
    };
  });
  users[3_711] = { ...users[3_711]!, status: 'suspended', suspension_reason: 'repeated chargebacks' };
  const ask = "What's the email address of the user who got suspended for chargebacks?";
  return singleCallTask('round 2: users json', ask, 'list_users', JSON.stringify(users, null, 2), [
    { id: 'email', ask, needles: [textNeedle(`"email": "user${4000 + 3_711}@example.com"`)] },
  ]);
}

function npmTree(): EconomicsTask {
  const random = seededRandom(303);
  const lines = ['my-app@1.0.0 /srv/my-app'];
  for (let i = 0; i < 3_000; i++) {
    lines.push(`├─┬ pkg-${i}@${1 + pick(random, 9)}.${pick(random, 20)}.${pick(random, 20)}`);
    lines.push(`│ ├── lodash@4.17.${10 + pick(random, 11)}`);
    lines.push(`│ └── debug@${2 + pick(random, 3)}.${pick(random, 9)}.0`);
  }
  lines.splice(5_000, 3, '├─┬ legacy-xml@0.4.2', '│ ├── lodash@3.10.1', '│ └── sax@1.2.4');
  const ask = 'Which package still pulls in lodash 3?';
  return singleCallTask('round 2: npm tree', ask, 'npm_ls', lines.join('\n'), [
    { id: 'parent', ask, needles: [textNeedle('legacy-xml@0.4.2')] },
  ]);
}

function terraformPlan(): EconomicsTask {
  const random = seededRandom(305);
  const blocks: string[] = [];
  for (let i = 0; i < 2_500; i++) {
    blocks.push(
      `  # aws_instance.web_${i} will be updated in-place`,
      `  ~ resource "aws_instance" "web_${i}" {`,
      `      ~ tags = { "rev" = "${pick(random, 99)}" -> "${pick(random, 99)}" }`,
      '    }',
      '',
    );
  }
  blocks.splice(
    8_000,
    5,
    '  # aws_db_instance.orders will be destroyed',
    '  - resource "aws_db_instance" "orders" {',
    '      - engine = "postgres"',
    '    }',
    '',
  );
  const ask = 'Will this plan delete any database?';
  return singleCallTask('round 2: terraform plan', ask, 'terraform_plan', blocks.join('\n'), [
    { id: 'db', ask, needles: [textNeedle('aws_db_instance.orders will be destroyed')] },
  ]);
}

function csvCurrency(): EconomicsTask {
  const random = seededRandom(307);
  const rows = ['id,customer,amount,currency,created'];
  for (let i = 0; i < 40_000; i++)
    rows.push(
      `tx_${100000 + i},${NAMES[pick(random, NAMES.length)]}@shop.test,${pick(random, 900)}.${pick(random, 99)},${pick(random, 3) ? 'USD' : 'EUR'},2026-11-${10 + pick(random, 20)}`,
    );
  rows[27_001] = 'tx_127000,ivy@shop.test,12000.00,JPY,2026-11-21';
  const ask = 'Which transaction was charged in JPY, and for how much?';
  return singleCallTask('round 2: csv currency', ask, 'export_transactions', rows.join('\n'), [
    { id: 'tx', ask, needles: [textNeedle('tx_127000,ivy@shop.test,12000.00,JPY')] },
  ]);
}

function syslogOom(): EconomicsTask {
  const random = seededRandom(309);
  const lines: string[] = [];
  for (let i = 0; i < 30_000; i++) {
    const t = `Dec  3 0${pick(random, 9)}:${String(pick(random, 60)).padStart(2, '0')}:${String(pick(random, 60)).padStart(2, '0')} web-1`;
    lines.push(
      pick(random, 3)
        ? `${t} nginx[${800 + pick(random, 8)}]: 10.0.${pick(random, 255)}.${pick(random, 255)} "GET /static/app.${pick(random, 999)}.js" 200`
        : `${t} systemd[1]: Started session ${pick(random, 99_999)} of user deploy.`,
    );
  }
  lines[21_500] = 'Dec  3 04:11:52 web-1 kernel: Out of memory: Killed process 806 (nginx) total-vm:2211840kB, anon-rss:1888000kB';
  const ask = 'Why did one of the nginx workers die overnight?';
  return singleCallTask('round 2: syslog oom', ask, 'journalctl', lines.join('\n'), [
    { id: 'oom', ask, needles: [textNeedle('Out of memory: Killed process 806 (nginx)')] },
  ]);
}

function changelog(): EconomicsTask {
  const random = seededRandom(311);
  const parts = ['# Changelog', ''];
  for (let v = 400; v > 0; v--) {
    parts.push(
      `## ${Math.floor(v / 100)}.${Math.floor(v / 10) % 10}.${v % 10} (20${15 + Math.floor(v / 40)}-0${1 + (v % 9)}-1${v % 10})`,
      '',
    );
    for (let j = 0; j < 4; j++)
      parts.push(
        `- Fixed ${NAMES[pick(random, NAMES.length)]} handling in the ${NAMES[pick(random, NAMES.length)]} module (#${v * 10 + j})`,
      );
    if (v === 247) parts.push('- Added a token-bucket rate limiter to the public API (#2475)');
    parts.push('');
  }
  const ask = 'In which release was the rate limiter introduced?';
  return singleCallTask('round 2: changelog', ask, 'read_changelog', parts.join('\n'), [
    { id: 'release', ask, needles: [textNeedle('## 2.4.7 (2021-05-17)')] },
  ]);
}

function oneLineGraphql(): EconomicsTask {
  const random = seededRandom(313);
  const orders = Array.from({ length: 12_000 }, (_, i) => ({
    id: `${50000 + i}`,
    shipping: { status: ['DELIVERED', 'IN_TRANSIT', 'LABEL_CREATED'][pick(random, 3)], carrier: 'UPS' },
    total: pick(random, 9999) / 100,
  }));
  orders[7_812] = { id: '77812', shipping: { status: 'HELD_AT_CUSTOMS', carrier: 'DHL' }, total: 310.4 };
  const ask = "What's the shipping status of order 77812?";
  return singleCallTask('round 2: graphql one line', ask, 'graphql', JSON.stringify({ data: { orders } }), [
    { id: 'status', ask, needles: [textNeedle('HELD_AT_CUSTOMS')] },
  ]);
}

export function roundTwo(): EconomicsTask[] {
  return [usersJson(), npmTree(), terraformPlan(), csvCurrency(), syslogOom(), changelog(), oneLineGraphql()];
}
