/** Probe tasks, round 4: camelCase config in one line, YAML, a JSON sibling value, a paraphrase, a long preamble. Not among the bench's targets. */
import { pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const W = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma', 'kappa', 'theta'];

function minifiedConfig(): EconomicsTask {
  const random = seededRandom(501);
  const parts: string[] = [];
  for (let i = 0; i < 9_000; i++)
    parts.push(`function ${W[pick(random, 8)]}${i}(e,t){return e.${W[pick(random, 8)]}Count+t*${pick(random, 99)}}`);
  parts.splice(5_200, 0, 'var Q={apiBase:"https://edge-eu.acme-pay.example/v3",retryLimit:4,timeoutMs:9000}');
  const ask = 'What API base URL does this bundle talk to?';
  return singleCallTask('round 4: minified config', ask, 'fetch_bundle', parts.join(';'), [
    { id: 'u', ask, needles: [textNeedle('https://edge-eu.acme-pay.example/v3')] },
  ]);
}

function yamlNamespace(): EconomicsTask {
  const random = seededRandom(503);
  const docs: string[] = [];
  for (let i = 0; i < 900; i++) {
    const name = `${W[pick(random, 8)]}-svc-${i}`;
    docs.push(
      [
        '---',
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata:',
        `  name: ${name}`,
        `  namespace: team-${W[pick(random, 8)]}`,
        'spec:',
        `  replicas: ${1 + pick(random, 5)}`,
        '  template:',
        '    spec:',
        '      containers:',
        `        - name: ${name}`,
        `          image: registry.example/${name}:1.${pick(random, 30)}`,
      ].join('\n'),
    );
  }
  docs.splice(
    611,
    0,
    [
      '---',
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: payments-ledger',
      '  namespace: finance-restricted',
      'spec:',
      '  replicas: 3',
      '  template:',
      '    spec:',
      '      containers:',
      '        - name: payments-ledger',
      '          image: registry.example/payments-ledger:4.2',
    ].join('\n'),
  );
  const ask = 'Which namespace is the payments ledger deployed in?';
  return singleCallTask('round 4: yaml namespace', ask, 'kubectl_get', docs.join('\n'), [
    { id: 'n', ask, needles: [textNeedle('namespace: finance-restricted')] },
  ]);
}

function jsonSibling(): EconomicsTask {
  const random = seededRandom(505);
  const items = Array.from({ length: 3_000 }, (_, i) => ({
    sku: `SKU-${10000 + i}`,
    title: `${W[pick(random, 8)]} widget ${i}`,
    warehouse: { region: ['us-east', 'us-west', 'eu-central'][pick(random, 3)], bin: `B${pick(random, 900)}` },
    flags: { hazmat: false, discontinued: false },
  }));
  items[2_222] = { ...items[2_222]!, flags: { hazmat: true, discontinued: false } };
  const ask = 'Which SKU is a hazardous material?';
  return singleCallTask('round 4: json sibling', ask, 'list_inventory', JSON.stringify(items, null, 2), [
    { id: 's', ask, needles: [textNeedle(`SKU-${10000 + 2_222}`)] },
  ]);
}

function unreachable(): EconomicsTask {
  const random = seededRandom(507);
  const lines: string[] = [];
  for (let i = 0; i < 15_000; i++)
    lines.push(
      `2026-12-03T10:${String(pick(random, 60)).padStart(2, '0')}:00Z probe ${W[pick(random, 8)]}-api.internal:8443 ok rtt=${pick(random, 90)}ms`,
    );
  lines.splice(9_876, 0, '2026-12-03T10:41:00Z probe ledger-api.internal:8443 dial tcp 10.2.7.14:8443: connect: connection refused');
  const ask = 'Which endpoint could not be reached by the prober?';
  return singleCallTask('round 4: unreachable', ask, 'probe_log', lines.join('\n'), [
    { id: 'e', ask, needles: [textNeedle('ledger-api.internal:8443 dial tcp')] },
  ]);
}

function longPreamble(): EconomicsTask {
  const random = seededRandom(509);
  const lines: string[] = [];
  for (let i = 0; i < 20_000; i++)
    lines.push(`job=${W[pick(random, 8)]}-etl run=${i} rows_in=${pick(random, 99999)} rows_out=${pick(random, 99999)} status=done`);
  lines.splice(13_333, 0, 'job=gamma-etl run=13333 rows_in=48211 rows_out=0 status=done warning="upstream table ledger_2026_11 was empty"');
  const preamble =
    'Context: we are migrating our warehouse from the old cluster to the new one, the finance team is waiting on numbers for the quarterly close, several jobs were rescheduled yesterday, and the on-call engineer rotated at midnight. Also note that the dashboards lag by about an hour. ';
  const ask = `${preamble}Which run produced no output rows?`;
  return singleCallTask('round 4: long preamble', ask, 'etl_log', lines.join('\n'), [{ id: 'r', ask, needles: [textNeedle('run=13333')] }]);
}

export function roundFour(): EconomicsTask[] {
  return [minifiedConfig(), yamlNamespace(), jsonSibling(), unreachable(), longPreamble()];
}
