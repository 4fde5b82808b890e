/** Probe tasks, round 3: kinds not built on (test runners, tables, env dumps, specs, paraphrases). Not among the bench's targets. */
import { pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const W = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma', 'kappa', 'theta'];

function jestRun(): EconomicsTask {
  const random = seededRandom(401);
  const lines: string[] = [];
  for (let f = 0; f < 300; f++) {
    lines.push(` PASS  src/${W[pick(random, 8)]}/${W[pick(random, 8)]}-${f}.test.ts (${pick(random, 900)} ms)`);
    for (let t = 0; t < 6; t++) lines.push(`    ✓ handles ${W[pick(random, 8)]} case ${t} (${pick(random, 40)} ms)`);
  }
  lines.splice(1_201, 1, '    ✕ rounds refunds to the cent (12 ms)');
  lines.push('', 'Tests:       1 failed, 1799 passed, 1800 total');
  const ask = 'Which test is broken in this run?';
  return singleCallTask('round 3: jest', ask, 'run_tests', lines.join('\n'), [
    { id: 't', ask, needles: [textNeedle('rounds refunds to the cent')] },
  ]);
}

function podTable(): EconomicsTask {
  const random = seededRandom(403);
  const rows = ['NAME                                READY   STATUS    RESTARTS   AGE'];
  for (let i = 0; i < 4_000; i++)
    rows.push(
      `${W[pick(random, 8)]}-api-${(i * 7919).toString(36)}-x${pick(random, 99)}   1/1     Running   0          ${1 + pick(random, 30)}d`,
    );
  rows[2_777] = 'billing-worker-7c9f-k2x   0/1     CrashLoopBackOff   41         3d';
  const ask = 'Which pod keeps crashing?';
  return singleCallTask('round 3: pod table', ask, 'kubectl_get_pods', rows.join('\n'), [
    { id: 'p', ask, needles: [textNeedle('billing-worker-7c9f-k2x')] },
  ]);
}

function envDump(): EconomicsTask {
  const random = seededRandom(405);
  const lines: string[] = [];
  for (let i = 0; i < 5_000; i++)
    lines.push(`${W[pick(random, 8)]!.toUpperCase()}_${W[pick(random, 8)]!.toUpperCase()}_SETTING_${i}=${pick(random, 99999)}`);
  lines.splice(3_100, 0, 'REPORTING_DB_HOST=pg-reports-3.internal');
  const ask = 'What is the database host of the reporting service?';
  return singleCallTask('round 3: env dump', ask, 'printenv', lines.join('\n'), [
    { id: 'h', ask, needles: [textNeedle('pg-reports-3.internal')] },
  ]);
}

function openapi(): EconomicsTask {
  const random = seededRandom(407);
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 1_500; i++)
    paths[`/v1/${W[pick(random, 8)]}/${i}`] = {
      get: { operationId: `get${W[pick(random, 8)]}${i}`, summary: `Fetch ${W[pick(random, 8)]} ${i}` },
    };
  paths['/v1/users/{id}'] = {
    get: { operationId: 'getUser', summary: 'Fetch a user' },
    delete: { operationId: 'purgeUserAccount', summary: 'Erase a user and their data' },
  };
  const ask = 'Which operation removes a user?';
  return singleCallTask('round 3: openapi', ask, 'get_spec', JSON.stringify({ openapi: '3.1.0', paths }, null, 2), [
    { id: 'o', ask, needles: [textNeedle('purgeUserAccount')] },
  ]);
}

function ciSlow(): EconomicsTask {
  const random = seededRandom(409);
  const lines: string[] = [];
  for (let i = 0; i < 20_000; i++) lines.push(`[${String(i).padStart(5, '0')}] step ${W[pick(random, 8)]}: ok in ${pick(random, 900)}ms`);
  lines.splice(14_000, 0, '[14000] step integration: waited 1800s for the database container, gave up (timeout)');
  const ask = 'Why was the pipeline so slow?';
  return singleCallTask('round 3: ci slow', ask, 'ci_log', lines.join('\n'), [
    { id: 's', ask, needles: [textNeedle('waited 1800s for the database container')] },
  ]);
}

function workerOom(): EconomicsTask {
  const random = seededRandom(411);
  const lines: string[] = [];
  for (let i = 0; i < 25_000; i++)
    lines.push(
      `ts=2026-12-03T0${pick(random, 9)}:00:${String(pick(random, 60)).padStart(2, '0')}Z worker=worker-${1 + pick(random, 12)} msg="batch done" rows=${pick(random, 5000)}`,
    );
  lines.splice(17_500, 0, 'ts=2026-12-03T05:12:44Z worker=worker-9 msg="killed by the kernel" reason=OOMKilled rss=7.8GiB');
  const ask = 'Which worker ran out of memory?';
  return singleCallTask('round 3: worker oom', ask, 'worker_logs', lines.join('\n'), [
    { id: 'w', ask, needles: [textNeedle('reason=OOMKilled')] },
  ]);
}

function shardQuestion(): EconomicsTask {
  const random = seededRandom(413);
  const lines: string[] = [];
  for (let i = 0; i < 20_000; i++)
    lines.push(`shard-${pick(random, 16)} compaction level=${pick(random, 6)} files=${pick(random, 300)} took=${pick(random, 500)}ms`);
  lines.splice(9_999, 0, 'shard-11 compaction level=2 files=17 took=48ms note=checksum mismatch on sst 000812, file quarantined');
  const ask = 'What happened to shard 11 during compaction?';
  return singleCallTask('round 3: shard 11', ask, 'db_log', lines.join('\n'), [
    { id: 's', ask, needles: [textNeedle('checksum mismatch on sst 000812')] },
  ]);
}

export function roundThree(): EconomicsTask[] {
  return [jestRun(), podTable(), envDump(), openapi(), ciSlow(), workerOom(), shardQuestion()];
}
