/**
 * Probe tasks, round 7: written blind to the library's implementation, after real outputs agents meet
 * daily, of kinds not in rounds 2 to 6, the phrasing probes nor the economics tasks. Four groups of
 * three: answers in the middle of one long line (a Stripe-like list of charges, an npm registry
 * packument, a yarn.lock returned inside a JSON string); answers several lines from the line the
 * question's words match (aws iam get-account-authorization-details, helm template, the dpkg status
 * file); questions that paraphrase or follow a preamble (a Postfix mail log, SHOW FULL PROCESSLIST\G,
 * adb logcat); answers with no error word, one value unlike thousands (an ls -lR permission, a
 * Prometheus federate scrape, a Consul KV dump). Not among the bench's targets.
 */
import { hex, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const W = ['aspen', 'bramble', 'copper', 'dune', 'elm', 'flint', 'gale', 'heron', 'iris', 'jasper', 'krill', 'lotus', 'moss', 'nectar'];

const w = (random: () => number) => W[pick(random, W.length)]!;
const alnum = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[pick(random, 62)]).join('');
const upper = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[pick(random, 32)]).join('');
const b64 = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[pick(random, 64)]).join('');
const pad4 = (n: number) => String(n).padStart(4, '0');

// a. One-line payloads.

/** A Stripe-like `GET /v1/charges` list, compact, from an MCP server; the receipt email of the one disputed charge. */
function stripeCharges(): EconomicsTask {
  const random = seededRandom(801);
  const first = ['Amara', 'Bjorn', 'Chen', 'Dalia', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ilse', 'Jonas', 'Keiko', 'Luca', 'Mina', 'Nils'];
  const last = [
    'Adeyemi',
    'Berg',
    'Castillo',
    'Dubois',
    'Eriksen',
    'Fischer',
    'Garcia',
    'Haddad',
    'Ivanova',
    'Jensen',
    'Kowalski',
    'Moreau',
  ];
  const domains = ['gmail.com', 'outlook.com', 'proton.me', 'web.de', 'icloud.com', 'yahoo.fr'];
  const places = [
    ['Berlin', 'DE', '10115'],
    ['Lyon', 'FR', '69002'],
    ['Utrecht', 'NL', '3511'],
    ['Porto', 'PT', '4050-123'],
    ['Graz', 'AT', '8010'],
  ] as const;
  const charge = (i: number, name: string, email: string, disputed: boolean) => {
    const amount = 500 + pick(random, 40_000);
    const brand = ['visa', 'mastercard', 'amex'][pick(random, 3)]!;
    const place = places[pick(random, places.length)]!;
    const country = place[1];
    return {
      id: `ch_3Q${alnum(random, 22)}`,
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: `txn_3Q${alnum(random, 22)}`,
      billing_details: {
        address: { city: place[0], country, line1: null, line2: null, postal_code: place[2], state: null },
        email,
        name,
        phone: null,
      },
      calculated_statement_descriptor: 'ACME OUTDOOR',
      captured: true,
      created: 1_764_720_000 - i * 97 - pick(random, 90),
      currency: 'eur',
      customer: `cus_${alnum(random, 14)}`,
      description: `Order #${100_000 + pick(random, 900_000)}`,
      destination: null,
      dispute: null,
      disputed,
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      fraud_details: {},
      invoice: null,
      livemode: true,
      metadata: { order_id: String(100_000 + pick(random, 900_000)), channel: pick(random, 3) === 0 ? 'app' : 'web' },
      on_behalf_of: null,
      order: null,
      outcome: {
        network_status: 'approved_by_network',
        reason: null,
        risk_level: 'normal',
        risk_score: pick(random, 60),
        seller_message: 'Payment complete.',
        type: 'authorized',
      },
      paid: true,
      payment_intent: `pi_3Q${alnum(random, 22)}`,
      payment_method: `pm_1Q${alnum(random, 22)}`,
      payment_method_details: {
        card: {
          amount_authorized: amount,
          brand,
          checks: { address_line1_check: null, address_postal_code_check: 'pass', cvc_check: 'pass' },
          country,
          exp_month: 1 + pick(random, 12),
          exp_year: 2027 + pick(random, 6),
          extended_authorization: { status: 'disabled' },
          fingerprint: alnum(random, 16),
          funding: pick(random, 4) === 0 ? 'debit' : 'credit',
          installments: null,
          last4: pad4(pick(random, 10_000)),
          mandate: null,
          network: brand,
          network_token: { used: false },
          three_d_secure: pick(random, 2) === 0 ? null : { authentication_flow: 'frictionless', result: 'authenticated', version: '2.2.0' },
          wallet: null,
        },
        type: 'card',
      },
      radar_options: {},
      receipt_email: email,
      receipt_number: null,
      receipt_url: `https://pay.stripe.com/receipts/payment/${alnum(random, 60)}`,
      refunded: false,
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'succeeded',
      transfer_data: null,
      transfer_group: null,
    };
  };
  const data = [];
  for (let i = 0; i < 1_300; i++) {
    const f = first[pick(random, first.length)]!;
    const l = last[pick(random, last.length)]!;
    const email = `${f.toLowerCase()}.${l.toLowerCase()}${pick(random, 100)}@${domains[pick(random, domains.length)]}`;
    data.push(charge(i, `${f} ${l}`, email, false));
  }
  data[702] = charge(702, 'Rita Okonkwo', 'r.okonkwo@brightline-studio.example', true);
  const output = JSON.stringify({ object: 'list', data, has_more: true, url: '/v1/charges' });
  const ask =
    "One of last week's card payments got disputed by the cardholder. Who was the customer? I need an email address to reach them.";
  return singleCallTask('round 7: stripe charges', ask, 'stripe_list_charges', output, [
    { id: 'd', ask, needles: [textNeedle('"receipt_email":"r.okonkwo@brightline-studio.example"')] },
  ]);
}

/** An npm registry packument (`GET registry.npmjs.org/<name>`) on one line; the one version that ran a postinstall script. */
function npmPackument(): EconomicsTask {
  const random = seededRandom(803);
  const name = 'queue-herder';
  const maintainers = [
    { name: 'mkessler', email: 'mkessler@fastmail.example' },
    { name: 'tdoan', email: 'tdoan@hey.example' },
  ];
  const devDeps = ['typescript', 'vitest', 'tsup', 'eslint', 'prettier', '@types/node', 'husky', 'lint-staged', 'typedoc', 'tinybench'];
  const versionsList: string[] = [];
  for (let major = 0; major <= 6; major++)
    for (let minor = 0; minor < 12; minor++) for (let patch = 0; patch < 9; patch++) versionsList.push(`${major}.${minor}.${patch}`);
  const versions: Record<string, object> = {};
  const time: Record<string, string> = { created: '2019-02-11T08:14:51.902Z' };
  let t = Date.UTC(2019, 1, 11);
  for (const version of versionsList) {
    t += (1 + pick(random, 6)) * 86_400_000 + pick(random, 86_400_000);
    time[version] = new Date(t).toISOString();
    const scripts: Record<string, string> = {
      build: 'tsup src/index.ts --format esm,cjs --dts',
      test: 'vitest run',
      lint: 'eslint . && prettier --check .',
      prepublishOnly: 'npm run build && npm test',
    };
    if (version === '4.7.3') scripts.postinstall = 'node ./dist/setup-telemetry.cjs';
    const gitHead = hex(random, 40);
    versions[version] = {
      name,
      version,
      description: 'Tiny promise queue with concurrency, rate limits and priorities',
      keywords: ['queue', 'promise', 'concurrency', 'rate-limit', 'throttle'],
      homepage: 'https://github.com/mkessler/queue-herder#readme',
      bugs: { url: 'https://github.com/mkessler/queue-herder/issues' },
      license: 'MIT',
      author: { name: 'Mara Kessler', email: 'mkessler@fastmail.example' },
      type: 'module',
      main: './dist/index.cjs',
      module: './dist/index.js',
      types: './dist/index.d.ts',
      exports: {
        '.': { import: './dist/index.js', require: './dist/index.cjs', types: './dist/index.d.ts' },
        './package.json': './package.json',
      },
      engines: { node: `>=${[14, 16, 18, 20][Math.min(3, Math.floor(versionsList.indexOf(version) / 160))]}` },
      scripts,
      repository: { type: 'git', url: 'git+https://github.com/mkessler/queue-herder.git' },
      dependencies: pick(random, 3) === 0 ? { 'p-defer': `^${3 + pick(random, 2)}.0.0` } : {},
      devDependencies: Object.fromEntries(devDeps.map((d) => [d, `^${1 + pick(random, 9)}.${pick(random, 20)}.${pick(random, 10)}`])),
      gitHead,
      _id: `${name}@${version}`,
      _nodeVersion: `${18 + pick(random, 5)}.${pick(random, 20)}.${pick(random, 4)}`,
      _npmVersion: `${9 + pick(random, 2)}.${pick(random, 9)}.${pick(random, 4)}`,
      dist: {
        integrity: `sha512-${b64(random, 86)}==`,
        shasum: hex(random, 40),
        tarball: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz`,
        fileCount: 9 + pick(random, 12),
        unpackedSize: 20_000 + pick(random, 60_000),
        signatures: [{ keyid: 'SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA', sig: `MEUCI${b64(random, 90)}=` }],
        attestations:
          versionsList.indexOf(version) > 500
            ? {
                url: `https://registry.npmjs.org/-/npm/v1/attestations/${name}@${version}`,
                provenance: { predicateType: 'https://slsa.dev/provenance/v1' },
              }
            : undefined,
      },
      _npmUser: maintainers[pick(random, 2)],
      directories: {},
      maintainers,
      _npmOperationalInternal: {
        host: `s3://npm-registry-packages-npm-production`,
        tmp: `tmp/${name}_${version}_${t}_0.${hex(random, 8)}`,
      },
      _hasShrinkwrap: false,
    };
  }
  time.modified = new Date(t + 3_600_000).toISOString();
  const readme = [
    '# queue-herder',
    '',
    'Tiny promise queue with concurrency, rate limits and priorities.',
    '',
    '```sh',
    'npm install queue-herder',
    '```',
    '',
    '## Usage',
    '',
    '```ts',
    "import { Queue } from 'queue-herder';",
    '',
    'const queue = new Queue({ concurrency: 4, intervalCap: 10, interval: 1000 });',
    'await queue.add(() => fetch(url), { priority: 1 });',
    '```',
  ].join('\n');
  const output = JSON.stringify({
    _id: name,
    _rev: `812-${hex(random, 32)}`,
    name,
    'dist-tags': { latest: versionsList.at(-1), next: '7.0.0-rc.2' },
    versions,
    time,
    bugs: { url: 'https://github.com/mkessler/queue-herder/issues' },
    author: { name: 'Mara Kessler', email: 'mkessler@fastmail.example' },
    license: 'MIT',
    homepage: 'https://github.com/mkessler/queue-herder#readme',
    keywords: ['queue', 'promise', 'concurrency', 'rate-limit', 'throttle'],
    repository: { type: 'git', url: 'git+https://github.com/mkessler/queue-herder.git' },
    description: 'Tiny promise queue with concurrency, rate limits and priorities',
    maintainers,
    readme,
    readmeFilename: 'README.md',
  });
  const ask =
    'Before we add this library: has any published version of it ever run code of its own automatically during npm install? If so, which one?';
  return singleCallTask('round 7: npm packument', ask, 'npm_registry_get', output, [
    { id: 'p', ask, needles: [textNeedle('"postinstall":"node ./dist/setup-telemetry.cjs"')] },
  ]);
}

/** A repository file fetched through an MCP GitHub server: yarn.lock as one escaped JSON string; the old minimist resolved in it. */
function yarnLockInJson(): EconomicsTask {
  const random = seededRandom(805);
  const scopes = ['@babel', '@types', '', '', '', '', ''];
  const names = [
    'acorn',
    'birch',
    'cobalt',
    'dahlia',
    'fern',
    'glade',
    'hazel',
    'jade',
    'lichen',
    'maple',
    'nova',
    'opal',
    'pine',
    'quartz',
  ];
  const more = ['reed', 'sage', 'thistle', 'umber', 'vale', 'willow', 'yarrow', 'zinnia'];
  const n = (random: () => number) => [...names, ...more][pick(random, names.length + more.length)]!;
  const entries: { key: string; body: string }[] = [];
  const seen = new Set<string>();
  const depLine = () => {
    const scope = scopes[pick(random, scopes.length)]!;
    const pkg = `${scope ? `${scope}/` : ''}${n(random)}-${w(random)}`;
    return `    "${pkg}" "^${pick(random, 9)}.${pick(random, 20)}.${pick(random, 10)}"`;
  };
  const entry = (pkg: string, ranges: string[], version: string, deps: string[]) => {
    const base = pkg.includes('/') ? pkg.split('/')[1]! : pkg;
    const lines = [
      `${ranges.map((r) => `"${pkg}@${r}"`).join(', ')}:`,
      `  version "${version}"`,
      `  resolved "https://registry.yarnpkg.com/${pkg}/-/${base}-${version}.tgz#${hex(random, 40)}"`,
      `  integrity sha512-${b64(random, 86)}==`,
    ];
    if (deps.length) lines.push('  dependencies:', ...deps);
    return { key: `${pkg}@${ranges[0]}`, body: lines.join('\n') };
  };
  for (let i = 0; i < 4_200; i++) {
    const scope = scopes[pick(random, scopes.length)]!;
    const pkg = `${scope ? `${scope}/` : ''}${n(random)}-${w(random)}${pick(random, 3) === 0 ? `-${w(random)}` : ''}`;
    const version = `${pick(random, 9)}.${pick(random, 20)}.${pick(random, 10)}`;
    const range = `^${version.split('.')[0]}.${pick(random, 20)}.0`;
    if (seen.has(`${pkg}@${range}`)) continue;
    seen.add(`${pkg}@${range}`);
    const deps = Array.from({ length: pick(random, 5) }, depLine);
    if (pick(random, 60) === 0) deps.push('    minimist "^1.2.6"');
    entries.push(entry(pkg, pick(random, 3) === 0 ? [range, `^${version}`] : [range], version, deps.sort()));
  }
  entries.push(entry('minimist', ['^1.2.0', '^1.2.5', '^1.2.6'], '1.2.8', []));
  entries.push(entry('minimist', ['0.0.8'], '0.0.8', []));
  entries.push(entry('mkdirp', ['^0.5.1'], '0.5.1', ['    minimist "0.0.8"']));
  entries.push(entry('mkdirp', ['^1.0.4'], '1.0.4', []));
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const text = [
    '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.',
    '# yarn lockfile v1',
    '',
    '',
    ...entries.map((e) => `${e.body}\n`),
  ].join('\n');
  const sha = hex(random, 40);
  const output = JSON.stringify({
    type: 'file',
    encoding: 'utf-8',
    size: text.length,
    name: 'yarn.lock',
    path: 'yarn.lock',
    content: text,
    sha,
    url: `https://api.github.com/repos/acme/storefront/contents/yarn.lock?ref=main`,
    git_url: `https://api.github.com/repos/acme/storefront/git/blobs/${sha}`,
    html_url: 'https://github.com/acme/storefront/blob/main/yarn.lock',
    download_url: 'https://raw.githubusercontent.com/acme/storefront/main/yarn.lock',
  });
  const ask =
    'The security scanner keeps flagging an ancient minimist (the prototype pollution one) in the storefront repo. Which old version is still locked in there?';
  return singleCallTask('round 7: yarn.lock in a json string', ask, 'github_get_file_contents', output, [
    { id: 'm', ask, needles: [textNeedle('https://registry.yarnpkg.com/minimist/-/minimist-0.0.8.tgz')] },
  ]);
}

// b. The answer several lines from the line the question's words match.

/** `aws iam get-account-authorization-details`: the role whose inline policy allows every action, its name 25 lines above. */
function iamAuthorizationDetails(): EconomicsTask {
  const random = seededRandom(811);
  const services = ['lambda.amazonaws.com', 'ecs-tasks.amazonaws.com', 'ec2.amazonaws.com', 'states.amazonaws.com'];
  const actions = [
    ['s3:GetObject', 's3:PutObject', 's3:ListBucket'],
    ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    ['sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'],
    ['logs:CreateLogStream', 'logs:PutLogEvents'],
    ['secretsmanager:GetSecretValue'],
    ['kms:Decrypt', 'kms:GenerateDataKey'],
  ];
  const managed = [
    'AWSLambdaBasicExecutionRole',
    'AmazonSSMManagedInstanceCore',
    'CloudWatchAgentServerPolicy',
    'AWSXRayDaemonWriteAccess',
  ];
  const account = '491823307615';
  const date = () =>
    `20${22 + pick(random, 4)}-${pad2(1 + pick(random, 12))}-${pad2(1 + pick(random, 28))}T${pad2(pick(random, 24))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}+00:00`;
  const role = (name: string, statements: object[]) => ({
    Path: '/',
    RoleName: name,
    RoleId: `AROA${upper(random, 17)}`,
    Arn: `arn:aws:iam::${account}:role/${name}`,
    CreateDate: date(),
    AssumeRolePolicyDocument: {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Principal: { Service: services[pick(random, services.length)] }, Action: 'sts:AssumeRole' }],
    },
    InstanceProfileList: [],
    RolePolicyList: [{ PolicyName: `${name}-inline`, PolicyDocument: { Version: '2012-10-17', Statement: statements } }],
    AttachedManagedPolicies: [managed[pick(random, managed.length)]!].map((p) => ({
      PolicyName: p,
      PolicyArn: `arn:aws:iam::aws:policy/${p.startsWith('AWSLambda') ? 'service-role/' : ''}${p}`,
    })),
    Tags: [
      { Key: 'team', Value: w(random) },
      { Key: 'managed-by', Value: 'terraform' },
    ],
    RoleLastUsed:
      pick(random, 5) === 0 ? {} : { LastUsedDate: date(), Region: ['eu-west-1', 'eu-central-1', 'us-east-1'][pick(random, 3)] },
  });
  const roles = [];
  for (let i = 0; i < 620; i++) {
    const name = `${w(random)}-${w(random)}-${['api', 'worker', 'etl', 'cron', 'consumer'][pick(random, 5)]}-${pad4(i)}`;
    const statements = Array.from({ length: 1 + pick(random, 3) }, () => ({
      Sid: `Allow${w(random)[0]!.toUpperCase()}${pick(random, 1000)}`,
      Effect: 'Allow',
      Action: actions[pick(random, actions.length)],
      Resource: [`arn:aws:s3:::acme-${w(random)}-${pick(random, 99)}`, `arn:aws:s3:::acme-${w(random)}-${pick(random, 99)}/*`],
    }));
    roles.push(role(name, statements));
  }
  roles.splice(347, 0, role('ci-deploy-legacy', [{ Sid: 'TemporaryDeployFix', Effect: 'Allow', Action: '*', Resource: '*' }]));
  const users = Array.from({ length: 40 }, (_, i) => ({
    Path: '/',
    UserName: `${w(random)}.${w(random)}${i}`,
    UserId: `AIDA${upper(random, 17)}`,
    Arn: `arn:aws:iam::${account}:user/${w(random)}.${w(random)}${i}`,
    CreateDate: date(),
    GroupList: ['developers'],
    AttachedManagedPolicies: [],
    Tags: [],
  }));
  const output = JSON.stringify(
    {
      UserDetailList: users,
      GroupDetailList: [
        {
          Path: '/',
          GroupName: 'developers',
          GroupId: `AGPA${upper(random, 17)}`,
          Arn: `arn:aws:iam::${account}:group/developers`,
          CreateDate: date(),
          GroupPolicyList: [],
          AttachedManagedPolicies: [{ PolicyName: 'ReadOnlyAccess', PolicyArn: 'arn:aws:iam::aws:policy/ReadOnlyAccess' }],
        },
      ],
      RoleDetailList: roles,
      Policies: [],
    },
    null,
    4,
  );
  const ask = 'Is there a role in this account that can basically do anything it wants? Which one?';
  return singleCallTask('round 7: iam authorization details', ask, 'aws_iam_get_account_authorization_details', output, [
    { id: 'r', ask, needles: [textNeedle('"RoleName": "ci-deploy-legacy"')] },
  ]);
}

/** `helm template`: the ingest worker's memory limit, about 40 lines under its Deployment's name. */
function helmTemplate(): EconomicsTask {
  const random = seededRandom(813);
  const sizes = ['256Mi', '512Mi', '768Mi', '1Gi', '2Gi'];
  const docs: string[] = [];
  const labels = (svc: string, indent: string) =>
    [
      `${indent}app.kubernetes.io/name: ${svc}`,
      `${indent}app.kubernetes.io/instance: platform`,
      `${indent}app.kubernetes.io/version: "3.${pick(random, 30)}.${pick(random, 10)}"`,
      `${indent}app.kubernetes.io/managed-by: Helm`,
      `${indent}helm.sh/chart: platform-0.48.2`,
    ].join('\n');
  const deployment = (svc: string, limit: string) => {
    const env = Array.from({ length: 6 + pick(random, 10) }, () => {
      const key = `${w(random).toUpperCase()}_${w(random).toUpperCase()}`;
      return pick(random, 3) === 0
        ? [
            `            - name: ${key}`,
            '              valueFrom:',
            '                secretKeyRef:',
            `                  name: ${svc}-secrets`,
            `                  key: ${key.toLowerCase()}`,
          ]
        : [`            - name: ${key}`, `              value: "${pick(random, 2) === 0 ? w(random) : String(pick(random, 5000))}"`];
    }).flat();
    return [
      `# Source: platform/charts/${svc}/templates/deployment.yaml`,
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      `  name: ${svc}`,
      '  labels:',
      labels(svc, '    '),
      'spec:',
      `  replicas: ${1 + pick(random, 6)}`,
      '  revisionHistoryLimit: 5',
      '  selector:',
      '    matchLabels:',
      `      app.kubernetes.io/name: ${svc}`,
      '      app.kubernetes.io/instance: platform',
      '  template:',
      '    metadata:',
      '      annotations:',
      `        checksum/config: ${hex(random, 64)}`,
      '      labels:',
      labels(svc, '        '),
      '    spec:',
      `      serviceAccountName: ${svc}`,
      '      securityContext:',
      '        runAsNonRoot: true',
      '        runAsUser: 10001',
      '        fsGroup: 10001',
      '      containers:',
      `        - name: ${svc}`,
      `          image: "registry.acme.example/platform/${svc}:3.${pick(random, 30)}.${pick(random, 10)}"`,
      '          imagePullPolicy: IfNotPresent',
      '          ports:',
      '            - name: http',
      '              containerPort: 8080',
      '              protocol: TCP',
      '          env:',
      ...env,
      '          resources:',
      '            limits:',
      `              cpu: ${pick(random, 4) + 1}000m`,
      `              memory: ${limit}`,
      '            requests:',
      `              cpu: ${1 + pick(random, 9)}00m`,
      `              memory: ${sizes[pick(random, 3)]}`,
      '          livenessProbe:',
      '            httpGet:',
      '              path: /healthz',
      '              port: http',
      '            initialDelaySeconds: 10',
      '          readinessProbe:',
      '            httpGet:',
      '              path: /readyz',
      '              port: http',
      '          volumeMounts:',
      '            - name: config',
      '              mountPath: /etc/app',
      '      volumes:',
      '        - name: config',
      '          configMap:',
      `            name: ${svc}-config`,
    ].join('\n');
  };
  const others = (svc: string) => [
    [
      `# Source: platform/charts/${svc}/templates/serviceaccount.yaml`,
      'apiVersion: v1',
      'kind: ServiceAccount',
      'metadata:',
      `  name: ${svc}`,
      '  labels:',
      labels(svc, '    '),
    ].join('\n'),
    [
      `# Source: platform/charts/${svc}/templates/configmap.yaml`,
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      `  name: ${svc}-config`,
      '  labels:',
      labels(svc, '    '),
      'data:',
      '  app.yaml: |',
      `    logLevel: ${['info', 'debug', 'warn'][pick(random, 3)]}`,
      `    queue: ${w(random)}-${w(random)}`,
      `    batchSize: ${pick(random, 500)}`,
    ].join('\n'),
    [
      `# Source: platform/charts/${svc}/templates/service.yaml`,
      'apiVersion: v1',
      'kind: Service',
      'metadata:',
      `  name: ${svc}`,
      '  labels:',
      labels(svc, '    '),
      'spec:',
      '  type: ClusterIP',
      '  ports:',
      '    - port: 80',
      '      targetPort: http',
      '      protocol: TCP',
      '      name: http',
      '  selector:',
      `    app.kubernetes.io/name: ${svc}`,
      '    app.kubernetes.io/instance: platform',
    ].join('\n'),
    [
      `# Source: platform/charts/${svc}/templates/hpa.yaml`,
      'apiVersion: autoscaling/v2',
      'kind: HorizontalPodAutoscaler',
      'metadata:',
      `  name: ${svc}`,
      'spec:',
      '  scaleTargetRef:',
      '    apiVersion: apps/v1',
      '    kind: Deployment',
      `    name: ${svc}`,
      `  minReplicas: ${1 + pick(random, 3)}`,
      `  maxReplicas: ${4 + pick(random, 20)}`,
      '  metrics:',
      '    - type: Resource',
      '      resource:',
      '        name: memory',
      '        target:',
      '          type: Utilization',
      `          averageUtilization: ${60 + pick(random, 30)}`,
    ].join('\n'),
  ];
  const kinds = ['api', 'worker', 'consumer', 'gateway', 'scheduler', 'indexer'];
  const svcs = new Set<string>();
  while (svcs.size < 320) svcs.add(`${w(random)}-${w(random)}-${kinds[pick(random, kinds.length)]}`);
  const list = [...svcs];
  list.splice(170, 0, 'ingest-worker');
  for (const svc of list) {
    const [sa, cm, service, hpa] = others(svc);
    docs.push(sa!, cm!, service!, deployment(svc, svc === 'ingest-worker' ? '2816Mi' : sizes[2 + pick(random, 3)]!), hpa!);
  }
  const ask = 'How much memory is the ingest worker allowed to use before Kubernetes kills it?';
  return singleCallTask('round 7: helm template', ask, 'helm_template', `---\n${docs.join('\n---\n')}\n`, [
    { id: 'm', ask, needles: [textNeedle('memory: 2816Mi')] },
  ]);
}

/** `cat /var/lib/dpkg/status` in a container image: the installed tzdata version, eight lines under its Package line. */
function dpkgStatus(): EconomicsTask {
  const random = seededRandom(815);
  const sections = ['libs', 'utils', 'admin', 'python', 'perl', 'net', 'devel', 'misc'];
  const maintainers = [
    'Debian Python Team <team+python@tracker.debian.org>',
    'Debian Perl Group <pkg-perl-maintainers@lists.alioth.debian.org>',
    'Debian QA Group <packages@qa.debian.org>',
    'GNU Libc Maintainers <debian-glibc@lists.debian.org>',
    'Debian X Strike Force <debian-x@lists.debian.org>',
  ];
  const sentences = [
    'This package provides the shared library needed by programs that link against it.',
    'It is a small, fast implementation with few dependencies.',
    'The package contains the command line tools and their manual pages.',
    'Several applications in the distribution rely on these files.',
    'Development headers are shipped in a separate package.',
    'It supports most common formats and protocols out of the box.',
  ];
  const stanza = (name: string, version: string, fields: string[], summary: string, long: string[]) =>
    [
      `Package: ${name}`,
      'Status: install ok installed',
      `Priority: ${pick(random, 4) === 0 ? 'important' : 'optional'}`,
      `Section: ${sections[pick(random, sections.length)]}`,
      `Installed-Size: ${20 + pick(random, 9000)}`,
      `Maintainer: ${maintainers[pick(random, maintainers.length)]}`,
      `Architecture: ${pick(random, 5) === 0 ? 'all' : 'amd64'}`,
      ...(pick(random, 2) === 0 ? ['Multi-Arch: same'] : []),
      `Version: ${version}`,
      ...fields,
      `Description: ${summary}`,
      ...long.map((l) => ` ${l}`),
    ].join('\n');
  const stanzas: string[] = [];
  const names = new Set<string>();
  while (names.size < 2_600) {
    const prefix = ['lib', 'python3-', 'lib', 'libperl-', 'gir1.2-', ''][pick(random, 6)]!;
    names.add(`${prefix}${w(random)}${w(random)}${pick(random, 3) === 0 ? String(1 + pick(random, 9)) : ''}`);
  }
  for (const name of names) {
    const version = `${pick(random, 4) === 0 ? '1:' : ''}${pick(random, 12)}.${pick(random, 30)}.${pick(random, 10)}-${1 + pick(random, 9)}${pick(random, 3) === 0 ? `+deb11u${1 + pick(random, 6)}` : ''}`;
    const deps = Array.from(
      { length: 1 + pick(random, 5) },
      () => `lib${w(random)}${w(random)} (>= ${pick(random, 9)}.${pick(random, 20)})`,
    );
    if (pick(random, 200) === 0) deps.push('tzdata');
    const fields = [`Depends: libc6 (>= 2.31), ${deps.join(', ')}`];
    if (pick(random, 3) === 0) fields.unshift(`Source: ${name.replace(/^lib|^python3-/, '')}`);
    if (pick(random, 4) === 0) fields.push(`Homepage: https://${w(random)}.example.org/`);
    const long = Array.from({ length: 1 + pick(random, 5) }, () => sentences[pick(random, sentences.length)]!);
    stanzas.push(
      stanza(name, version, fields, `${w(random)} ${w(random)} ${['library', 'utilities', 'module', 'runtime'][pick(random, 4)]}`, long),
    );
  }
  stanzas.splice(
    1_430,
    0,
    [
      'Package: tzdata',
      'Status: install ok installed',
      'Priority: required',
      'Section: localization',
      'Installed-Size: 3404',
      'Maintainer: GNU Libc Maintainers <debian-glibc@lists.debian.org>',
      'Architecture: all',
      'Multi-Arch: foreign',
      'Version: 2021a-1+deb11u8',
      'Replaces: libc0.1, libc0.3, libc6, libc6.1',
      'Provides: tzdata-bullseye',
      'Depends: debconf (>= 0.5) | debconf-2.0',
      'Description: time zone and daylight-saving time data',
      ' This package contains data required for the implementation of',
      ' standard local time for many representative locations around the',
      ' globe. It is updated periodically to reflect changes made by',
      ' political bodies to time zone boundaries, UTC offsets, and',
      ' daylight-saving rules.',
      'Homepage: https://www.iana.org/time-zones',
    ].join('\n'),
  );
  const ask = 'Which tzdata release is baked into this image? I suspect our scheduling bug comes from an outdated timezone database.';
  return singleCallTask('round 7: dpkg status', ask, 'container_exec', `${stanzas.join('\n\n')}\n`, [
    { id: 't', ask, needles: [textNeedle('Version: 2021a-1+deb11u8')] },
  ]);
}

// c. Questions that paraphrase or follow a preamble.

/** A Postfix relay's mail log, asked about after a preamble: mail to one customer's domain bounces on a blocklist. */
function postfixPreamble(): EconomicsTask {
  const random = seededRandom(821);
  const domains = ['gmail.com', 'outlook.com', 'web.de', 'gmx.net', 'yahoo.com', 'orange.fr', 'icloud.com', 'hotmail.co.uk'];
  const mx: Record<string, string> = {
    'gmail.com': 'gmail-smtp-in.l.google.com[142.250.102.27]',
    'outlook.com': 'outlook-com.olc.protection.outlook.com[52.101.73.7]',
    'web.de': 'mx-ha03.web.de[212.227.15.41]',
    'gmx.net': 'mx00.emig.gmx.net[212.227.17.5]',
    'yahoo.com': 'mta7.am0.yahoodns.net[67.195.204.72]',
    'orange.fr': 'smtp-in.orange.fr[80.12.242.10]',
    'icloud.com': 'mx01.mail.icloud.com[17.57.155.23]',
    'hotmail.co.uk': 'eur.olc.protection.outlook.com[52.101.68.19]',
  };
  const lines: string[] = [];
  let s = 0;
  const stamp = () => {
    s += pick(random, 4);
    return `Dec  3 ${pad2(6 + Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
  };
  const qid = () => upper(random, 11).replace(/[0-9]/g, 'Q');
  const message = (to: string, relay: string, result: string) => {
    const host = `mx-out-${1 + pick(random, 2)}`;
    const id = qid();
    const client = `app-${1 + pick(random, 6)}.internal[10.0.3.${10 + pick(random, 30)}]`;
    const smtpd = 20_000 + pick(random, 9_000);
    const delay = (pick(random, 300) / 100).toFixed(2);
    lines.push(
      `${stamp()} ${host} postfix/smtpd[${smtpd}]: connect from ${client}`,
      `${stamp()} ${host} postfix/smtpd[${smtpd}]: ${id}: client=${client}`,
      `${stamp()} ${host} postfix/cleanup[${20_000 + pick(random, 9_000)}]: ${id}: message-id=<${hex(random, 16)}.${hex(random, 8)}@acme.example>`,
      `${stamp()} ${host} postfix/qmgr[1187]: ${id}: from=<no-reply@acme.example>, size=${4_000 + pick(random, 30_000)}, nrcpt=1 (queue active)`,
      `${stamp()} ${host} postfix/smtpd[${smtpd}]: disconnect from ${client} ehlo=2 starttls=1 mail=1 rcpt=1 data=1 quit=1 commands=7`,
      `${stamp()} ${host} postfix/smtp[${20_000 + pick(random, 9_000)}]: ${id}: to=<${to}>, relay=${relay}:25, delay=${delay}, delays=0.01/0/${(pick(random, 60) / 100).toFixed(2)}/${(pick(random, 90) / 100).toFixed(2)}, ${result}`,
      `${stamp()} ${host} postfix/qmgr[1187]: ${id}: removed`,
    );
  };
  const northwind = ['jmorales', 'a.lindgren', 'payables', 'k.osei', 'it-helpdesk'];
  const northwindAt = [800, 870, 940, 1_010, 1_080];
  for (let i = 0; i < 1_900; i++) {
    if (northwindAt.includes(i)) {
      const to = `${northwind[northwindAt.indexOf(i)]!}@northwindtraders.example`;
      message(
        to,
        'northwindtraders-example.mail.protection.outlook.com[52.101.68.4]',
        'dsn=5.7.1, status=bounced (host northwindtraders-example.mail.protection.outlook.com[52.101.68.4] said: 550 5.7.1 Service unavailable, Client host [198.51.100.25] blocked using Spamhaus. To request removal from this list see https://www.spamhaus.org/query/ip/198.51.100.25 (AS3130). (in reply to RCPT TO command))',
      );
      continue;
    }
    const domain = domains[pick(random, domains.length)]!;
    const to = `${w(random)}.${w(random)}${pick(random, 1000)}@${domain}`;
    const r = pick(random, 120);
    if (r === 0)
      message(
        to,
        mx[domain]!,
        `dsn=5.1.1, status=bounced (host ${mx[domain]} said: 550 5.1.1 <${to}>: Recipient address rejected: User unknown (in reply to RCPT TO command))`,
      );
    else if (r === 1)
      message(
        to,
        mx[domain]!,
        `dsn=4.7.0, status=deferred (host ${mx[domain]} said: 421 4.7.0 Try again later, closing connection. (in reply to end of DATA command))`,
      );
    else message(to, mx[domain]!, `dsn=2.0.0, status=sent (250 2.0.0 OK  ${1_764_744_000 + s} ${alnum(random, 20)} - gsmtp)`);
  }
  const ask =
    'Quick context: our app sends password resets and invoices through our own Postfix relays, and for almost everybody they arrive within seconds. ' +
    'One customer, Northwind Traders, says nobody on their team has received a single email from us since Monday, not even in junk, ' +
    "and their IT person insists they haven't blocked us. I pulled today's mail log from both relays. What is actually happening to the mail we send them?";
  return singleCallTask('round 7: postfix log preamble', ask, 'read_mail_log', lines.join('\n'), [
    { id: 'b', ask, needles: [textNeedle('blocked using Spamhaus')] },
  ]);
}

/** `SHOW FULL PROCESSLIST\G`: thousands of sessions wait on orders; the ALTER TABLE copying it is asked about as "holding everyone up". */
function mysqlProcesslist(): EconomicsTask {
  const random = seededRandom(823);
  const rows: string[][] = [];
  const row = (id: number, user: string, host: string, db: string, command: string, time: number, state: string, info: string) => [
    `     Id: ${id}`,
    `   User: ${user}`,
    `   Host: ${host}`,
    `     db: ${db}`,
    `Command: ${command}`,
    `   Time: ${time}`,
    `  State: ${state}`,
    `   Info: ${info}`,
  ];
  const queries = [
    () =>
      `SELECT o.id, o.status, o.total_cents FROM orders o WHERE o.customer_id = ${pick(random, 900_000)} ORDER BY o.created_at DESC LIMIT 20`,
    () =>
      `INSERT INTO orders (customer_id, cart_id, status, total_cents, currency, created_at) VALUES (${pick(random, 900_000)}, ${pick(random, 9_000_000)}, 'pending', ${pick(random, 90_000)}, 'EUR', NOW())`,
    () => `UPDATE orders SET status = 'paid', paid_at = NOW() WHERE id = ${pick(random, 9_000_000)}`,
    () => `SELECT COUNT(*) FROM orders WHERE status = 'pending' AND created_at > NOW() - INTERVAL 1 HOUR`,
  ];
  rows.push(row(5, 'event_scheduler', 'localhost', 'NULL', 'Daemon', 88_213, 'Waiting on empty queue', 'NULL'));
  let pool = 1_100_000;
  for (let i = 0; i < 1_500; i++) {
    pool += 1 + pick(random, 50);
    const host = `10.12.${pick(random, 8)}.${pick(random, 255)}:${30_000 + pick(random, 30_000)}`;
    rows.push(row(pool, ['shop_app', 'reporting', 'search_sync'][pick(random, 3)]!, host, 'shop', 'Sleep', pick(random, 30), '', 'NULL'));
  }
  rows.push(
    row(
      1_188_409,
      'deploy',
      '10.12.9.44:51022',
      'shop',
      'Query',
      642,
      'copy to tmp table',
      'ALTER TABLE orders ADD COLUMN gift_message VARCHAR(500) NULL AFTER notes, ALGORITHM=COPY',
    ),
  );
  let id = 1_204_331;
  for (let i = 0; i < 2_000; i++) {
    id += 1 + pick(random, 40);
    const host = `10.12.${pick(random, 8)}.${pick(random, 255)}:${30_000 + pick(random, 30_000)}`;
    const r = pick(random, 5);
    if (r < 2)
      rows.push(row(id, ['shop_app', 'reporting', 'search_sync'][pick(random, 3)]!, host, 'shop', 'Sleep', pick(random, 30), '', 'NULL'));
    else
      rows.push(
        row(
          id,
          'shop_app',
          host,
          'shop',
          'Query',
          Math.max(1, 600 - Math.floor(i / 4)),
          'Waiting for table metadata lock',
          queries[pick(random, 4)]!(),
        ),
      );
  }
  rows.push(row(id + 3, 'dana', '10.12.0.7:60114', 'shop', 'Query', 0, 'init', 'SHOW FULL PROCESSLIST'));
  const output = rows.map((r, i) => [`*************************** ${i + 1}. row ***************************`, ...r].join('\n')).join('\n');
  const ask =
    'Checkout has been frozen for ten minutes and our DBA is on a plane. It looks like anything that touches customer purchases just sits there. ' +
    'Which connection is holding everyone else up, and what is it doing?';
  return singleCallTask('round 7: mysql processlist paraphrase', ask, 'mysql_query', `${output}\n${rows.length} rows in set (0.04 sec)`, [
    { id: 'a', ask, needles: [textNeedle('ALTER TABLE orders ADD COLUMN gift_message')] },
  ]);
}

/** `adb logcat -v threadtime`: the app "disappears" on tapping a button; the crash is a FileProvider misconfiguration. */
function logcatCrash(): EconomicsTask {
  const random = seededRandom(825);
  const lines: string[] = [];
  let ms = 0;
  const ts = () => {
    ms += pick(random, 40);
    const s = Math.floor(ms / 1000);
    return `12-03 10:${pad2(20 + Math.floor(s / 60))}:${pad2(s % 60)}.${String(ms % 1000).padStart(3, '0')}`;
  };
  const app = 18_204;
  const noise = [
    () =>
      `${ts()}  1543  ${1600 + pick(random, 400)} D ConnectivityService: NetworkAgentInfo [WIFI () - ${100 + pick(random, 400)}] validation passed`,
    () =>
      `${ts()}  1543  1571 I ActivityManager: Start proc ${20_000 + pick(random, 9000)}:com.google.android.gms.${w(random)}/u0a${pick(random, 300)}`,
    () =>
      `${ts()}  ${2000 + pick(random, 9000)}  ${2000 + pick(random, 9000)} D OpenGLRenderer: Davey! duration=${700 + pick(random, 400)}ms`,
    () =>
      `${ts()}   ${600 + pick(random, 90)}   ${600 + pick(random, 90)} E cnss-daemon: wlan_service_process_msg: Invalid msg type ${pick(random, 40)}`,
    () =>
      `${ts()}  ${3000 + pick(random, 9000)}  ${3000 + pick(random, 9000)} I chatty  : uid=10${pick(random, 300)} identical ${1 + pick(random, 9)} lines`,
    () =>
      `${ts()}  1543  ${1600 + pick(random, 400)} W ziparchive: Unable to open '/data/app/~~${b64(random, 22)}/base.dm': No such file or directory`,
    () => `${ts()}  ${app}  ${app + 10 + pick(random, 30)} D ReceiptSync: synced ${pick(random, 40)} receipts in ${pick(random, 900)}ms`,
    () =>
      `${ts()}  ${app}  ${app} I art     : Background concurrent copying GC freed ${pick(random, 90_000)}(${pick(random, 9000)}KB) AllocSpace objects`,
    () => `${ts()}  ${app}  ${app + 5} V FA      : Activity resumed, time: ${pick(random, 99_999_999)}`,
    () => `${ts()}  ${1000 + pick(random, 400)}  ${1000 + pick(random, 400)} E Perf    : Fail to get file list com.acme.expenses`,
    () => `${ts()}  1543  ${1600 + pick(random, 400)} I BluetoothAdapter: getBleEnabledArray(): ON`,
    () => `${ts()}   912   ${920 + pick(random, 60)} D vendor.qti.hardware.display: commit frame ${pick(random, 999_999)}`,
  ];
  for (let i = 0; i < 14_000; i++) {
    if (i === 7_300) {
      const t = ts();
      const trace = [
        'FATAL EXCEPTION: main',
        `Process: com.acme.expenses, PID: ${app}`,
        "java.lang.IllegalArgumentException: Couldn't find meta-data for provider with authority com.acme.expenses.fileprovider",
        '\tat androidx.core.content.FileProvider.parsePathStrategy(FileProvider.java:662)',
        '\tat androidx.core.content.FileProvider.getPathStrategy(FileProvider.java:635)',
        '\tat androidx.core.content.FileProvider.getUriForFile(FileProvider.java:441)',
        '\tat com.acme.expenses.capture.CaptureFragment.launchCamera(CaptureFragment.kt:118)',
        '\tat com.acme.expenses.capture.CaptureFragment.onShutterClicked(CaptureFragment.kt:94)',
        '\tat android.view.View.performClick(View.java:7659)',
        '\tat android.view.View.performClickInternal(View.java:7636)',
        '\tat android.view.View$PerformClick.run(View.java:30156)',
        '\tat android.os.Handler.handleCallback(Handler.java:958)',
        '\tat android.os.Looper.loop(Looper.java:294)',
        '\tat android.app.ActivityThread.main(ActivityThread.java:8177)',
        '\tat java.lang.reflect.Method.invoke(Native Method)',
        '\tat com.android.internal.os.ZygoteInit.main(ZygoteInit.java:971)',
      ];
      lines.push(`${t}  ${app}  ${app} D CaptureFragment: shutter tapped, preparing output file`);
      for (const l of trace) lines.push(`${t}  ${app}  ${app} E AndroidRuntime: ${l}`);
      lines.push(
        `${ts()}  1543  1602 W ActivityTaskManager:   Force finishing activity com.acme.expenses/.MainActivity`,
        `${ts()}  ${app}  ${app} I Process : Sending signal. PID: ${app} SIG: 9`,
        `${ts()}  1543  1571 I ActivityManager: Process com.acme.expenses (pid ${app}) has died: fg  TOP`,
        `${ts()}  1543  1602 W InputDispatcher: channel '${hex(random, 7)} com.acme.expenses/com.acme.expenses.MainActivity' ~ Consumer closed input channel or an error occurred.  events=0x9`,
      );
    }
    lines.push(noise[pick(random, noise.length)]!());
  }
  const ask =
    'Our expense app just disappears when I press the button to photograph a receipt: no message, straight back to the home screen. ' +
    "I plugged the phone in and grabbed the device log. What's going wrong?";
  return singleCallTask('round 7: logcat paraphrase', ask, 'adb_logcat', lines.join('\n'), [
    { id: 'c', ask, needles: [textNeedle("Couldn't find meta-data for provider with authority com.acme.expenses.fileprovider")] },
  ]);
}

// d. No error word: one value unlike thousands.

/** `ls -lR` of a web root: every file is 644 but one world-writable PHP file among the uploads (symlinks show rwxrwxrwx too). */
function lsPermissions(): EconomicsTask {
  const random = seededRandom(831);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const when = () =>
    `${months[pick(random, 12)]} ${String(1 + pick(random, 28)).padStart(2)} ${pick(random, 3) === 0 ? ' 2025' : `${pad2(pick(random, 24))}:${pad2(pick(random, 60))}`}`;
  const file = (mode: string, size: number, name: string, owner = 'www-data') =>
    `${mode} 1 ${owner} ${owner} ${String(size).padStart(8)} ${when()} ${name}`;
  const blocks: string[] = [];
  let odd = '';
  const exts = ['jpg', 'png', 'webp', 'pdf'];
  for (let year = 2019; year <= 2026; year++)
    for (let month = 1; month <= 12; month++) {
      const dir = `/var/www/shop/wp-content/uploads/${year}/${pad2(month)}`;
      const entries: string[] = [];
      for (let i = 0, n = 150 + pick(random, 120); i < n; i++) {
        const base = `${w(random)}-${w(random)}-${pick(random, 9999)}`;
        entries.push(file('-rw-r--r--', 4_000 + pick(random, 900_000), `${base}.${exts[pick(random, exts.length)]}`));
        if (pick(random, 2) === 0) entries.push(file('-rw-r--r--', 2_000 + pick(random, 40_000), `${base}-300x300.webp`));
      }
      if (year === 2024 && month === 9) {
        odd = file('-rwxrwxrwx', 7_342, 'wp-cache-helper.php');
        entries.splice(120, 0, odd);
      }
      blocks.push([`${dir}:`, `total ${entries.length * 96}`, ...entries].join('\n'));
    }
  const top = [
    '/var/www/shop:',
    'total 244',
    `lrwxrwxrwx 1 deploy deploy       32 ${when()} current -> /var/www/releases/20261201-0914`,
    file('drwxr-xr-x', 4096, 'wp-admin'),
    file('drwxr-xr-x', 4096, 'wp-content'),
    file('drwxr-xr-x', 4096, 'wp-includes'),
    file('-rw-r--r--', 405, 'index.php'),
    file('-rw-r-----', 3_412, 'wp-config.php'),
    file('-rw-r--r--', 5_638, 'wp-cron.php'),
    '',
    '/var/www/shop/wp-content:',
    'total 20',
    `lrwxrwxrwx 1 deploy deploy       27 ${when()} uploads -> /mnt/shared/shop-uploads`,
    file('drwxr-xr-x', 4096, 'plugins'),
    file('drwxr-xr-x', 4096, 'themes'),
  ].join('\n');
  const ask =
    "We have a security audit next week. Going by this listing of the web server's files, is anything there more exposed than it should be?";
  return singleCallTask('round 7: ls -lR permissions', ask, 'run_shell', `${top}\n\n${blocks.join('\n\n')}\n`, [
    { id: 'p', ask, needles: [textNeedle(odd)] },
  ]);
}

/** A Prometheus federate scrape of node metrics: one filesystem has almost no space left, the rest 20 to 80 % free. */
function prometheusFederate(): EconomicsTask {
  const random = seededRandom(833);
  const ts = 1_764_757_321_042;
  const hosts: { instance: string; mounts: [string, string, number][] }[] = [];
  const roles = ['web', 'api', 'worker', 'cache', 'search', 'pg-replica', 'kafka'];
  for (const role of roles)
    for (let i = 1; i <= 46; i++) {
      const instance = `${role}-${pad2(i)}:9100`;
      const mounts: [string, string, number][] = [
        ['/dev/nvme0n1p1', '/', 107_374_182_400],
        ['/dev/nvme0n1p15', '/boot/efi', 109_422_592],
      ];
      if (role === 'pg-replica') mounts.push(['/dev/nvme1n1', '/var/lib/postgresql', 1_099_511_627_776]);
      else if (role === 'kafka') mounts.push(['/dev/nvme1n1', '/var/lib/kafka', 2_199_023_255_552]);
      else mounts.push(['/dev/nvme1n1', '/var/lib/docker', 536_870_912_000]);
      hosts.push({ instance, mounts });
    }
  /** A sample value as Prometheus writes it (Go's shortest %g: an exponent of two digits or more from 1e6 up). */
  const num = (x: number) => {
    if (Math.abs(x) < 1e6) return String(x);
    const [mantissa, exponent] = x.toExponential().split('e');
    return `${mantissa}e+${exponent!.replace('+', '').padStart(2, '0')}`;
  };
  const avail = new Map<string, number>();
  for (const h of hosts)
    for (const [, mount, size] of h.mounts) {
      const a = Math.floor((size * (0.2 + random() * 0.6)) / 4096) * 4096;
      avail.set(`${h.instance} ${mount}`, h.instance === 'pg-replica-37:9100' && mount === '/var/lib/postgresql' ? 131_891_200 : a);
    }
  const series = (metric: string, value: (h: (typeof hosts)[number], m: [string, string, number]) => number) => {
    const out = [`# TYPE ${metric} gauge`];
    for (const h of hosts)
      for (const m of h.mounts)
        out.push(
          `${metric}{device="${m[0]}",fstype="${m[1] === '/boot/efi' ? 'vfat' : 'ext4'}",instance="${h.instance}",job="node",mountpoint="${m[1]}"} ${num(value(h, m))} ${ts}`,
        );
    return out;
  };
  const perHost = (metric: string, value: () => string) => [
    `# TYPE ${metric} gauge`,
    ...hosts.map((h) => `${metric}{instance="${h.instance}",job="node"} ${value()} ${ts}`),
  ];
  const cpu = [`# TYPE node_cpu_seconds_total counter`];
  for (const h of hosts)
    for (let c = 0; c < 4; c++)
      for (const mode of ['idle', 'iowait', 'system', 'user'])
        cpu.push(
          `node_cpu_seconds_total{cpu="${c}",instance="${h.instance}",job="node",mode="${mode}"} ${(random() * (mode === 'idle' ? 9e6 : 4e5)).toFixed(2)} ${ts}`,
        );
  const lines = [
    ...perHost('node_boot_time_seconds', () => num(1_760_000_000 + pick(random, 4_000_000))),
    ...perHost('node_context_switches_total', () => num(1e9 + pick(random, 9e9))),
    ...cpu,
    ...perHost('node_entropy_available_bits', () => '256'),
    ...series('node_filesystem_avail_bytes', (h, m) => avail.get(`${h.instance} ${m[1]}`)!),
    ...series('node_filesystem_device_error', () => 0),
    ...series('node_filesystem_files', (_, m) => Math.floor(m[2] / 16_384)),
    ...series('node_filesystem_files_free', (_, m) => Math.floor((m[2] / 16_384) * (0.9 + random() * 0.09))),
    ...series('node_filesystem_free_bytes', (h, m) => avail.get(`${h.instance} ${m[1]}`)! + Math.floor((m[2] * 0.05) / 4096) * 4096),
    ...series('node_filesystem_readonly', () => 0),
    ...series('node_filesystem_size_bytes', (_, m) => m[2]),
    ...perHost('node_load1', () => (random() * 8).toFixed(2)),
    ...perHost('node_load15', () => (random() * 6).toFixed(2)),
    ...perHost('node_load5', () => (random() * 7).toFixed(2)),
    ...perHost('node_memory_MemAvailable_bytes', () => num(Math.floor((8 + random() * 50) * 1_073_741_824))),
    ...perHost('node_memory_MemTotal_bytes', () => num(67_108_864 * 1024)),
    ...perHost('node_memory_SwapFree_bytes', () => '0'),
    ...perHost('node_time_seconds', () => (1_764_757_320 + random()).toFixed(9)),
    ...perHost('node_uname_info', () => '1'),
  ];
  const needle = `instance="pg-replica-37:9100",job="node",mountpoint="/var/lib/postgresql"} ${num(131_891_200)}`;
  const ask = 'Is any of our machines about to run out of room on one of its drives?';
  return singleCallTask('round 7: prometheus federate', ask, 'prometheus_federate', `${lines.join('\n')}\n`, [
    { id: 'f', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `consul kv get -recurse config/`: every service and region enforces TLS 1.2 but one, asked about as "old protocol versions". */
function consulDrift(): EconomicsTask {
  const random = seededRandom(835);
  const regions = [
    'prod-eu-west-1',
    'prod-eu-central-1',
    'prod-us-east-1',
    'prod-ap-southeast-2',
    'staging-eu-west-1',
    'staging-us-east-1',
  ];
  const kinds = ['api', 'gateway', 'worker', 'web', 'admin'];
  const services = new Set<string>();
  while (services.size < 140) services.add(`${w(random)}-${w(random)}-${kinds[pick(random, kinds.length)]}`);
  const lines: string[] = [];
  const sorted = [...services].sort();
  for (const svc of sorted)
    for (const region of regions) {
      const p = `config/${svc}/${region}`;
      const drift = svc === sorted[83] && region === 'prod-us-east-1';
      lines.push(
        `${p}/cache/ttl_seconds:${[60, 120, 300, 600][pick(random, 4)]}`,
        `${p}/db/conn_max_lifetime:${[5, 15, 30][pick(random, 3)]}m`,
        `${p}/db/pool_max:${[10, 20, 40][pick(random, 3)]}`,
        `${p}/db/pool_min:${[1, 2, 5][pick(random, 3)]}`,
        `${p}/feature/new_checkout:${pick(random, 2) === 0 ? 'true' : 'false'}`,
        `${p}/feature/search_v2:${pick(random, 3) === 0 ? 'false' : 'true'}`,
        `${p}/http/idle_timeout:120s`,
        `${p}/http/max_header_bytes:1048576`,
        `${p}/http/read_timeout:${[10, 15, 30][pick(random, 3)]}s`,
        `${p}/http/write_timeout:${[10, 15, 30][pick(random, 3)]}s`,
        `${p}/log/format:json`,
        `${p}/log/level:${pick(random, 8) === 0 ? 'debug' : 'info'}`,
        `${p}/metrics/enabled:true`,
        `${p}/metrics/path:/metrics`,
        `${p}/otel/endpoint:http://otel-collector.observability:4317`,
        `${p}/otel/sample_ratio:${[0.01, 0.05, 0.1][pick(random, 3)]}`,
        `${p}/ratelimit/burst:${[20, 50, 100][pick(random, 3)]}`,
        `${p}/ratelimit/rps:${[10, 25, 50][pick(random, 3)]}`,
        `${p}/tls/cert_file:/etc/tls/${svc}.crt`,
        `${p}/tls/cipher_suites:TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305`,
        `${p}/tls/key_file:/etc/tls/${svc}.key`,
        `${p}/tls/min_version:${drift ? 'VersionTLS10' : 'VersionTLS12'}`,
        `${p}/upstream/retries:${1 + pick(random, 3)}`,
        `${p}/upstream/timeout:${[2, 5, 10][pick(random, 3)]}s`,
      );
    }
  const needle = `config/${sorted[83]}/prod-us-east-1/tls/min_version:VersionTLS10`;
  const ask =
    'A pen-test says one of our HTTPS endpoints still happily negotiates really old protocol versions. Going by this dump of the config store, which service and region is it?';
  return singleCallTask('round 7: consul kv drift', ask, 'consul_kv_get', lines.join('\n'), [
    { id: 't', ask, needles: [textNeedle(needle)] },
  ]);
}

export function roundSeven(): EconomicsTask[] {
  return [
    stripeCharges(),
    npmPackument(),
    yarnLockInJson(),
    iamAuthorizationDetails(),
    helmTemplate(),
    dpkgStatus(),
    postfixPreamble(),
    mysqlProcesslist(),
    logcatCrash(),
    lsPermissions(),
    prometheusFederate(),
    consulDrift(),
  ];
}
