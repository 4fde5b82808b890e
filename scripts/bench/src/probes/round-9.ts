/**
 * Probe tasks, round 9: written blind to the library's implementation, after real outputs agents meet
 * daily, of kinds not in rounds 2 to 8, the phrasing probes nor the economics tasks. Four groups of
 * three: answers in the middle of one long line (an esbuild metafile, a Slack conversations.history
 * response, a mysqldump extended INSERT); answers several lines from the line the question's words
 * match (lspci -vvv, virsh dumpxml of every domain, a Cargo.lock); questions that paraphrase or follow
 * a preamble (a Windows Security event log through Format-List, redis-cli MONITOR, git blame); answers
 * with no error word, one value unlike thousands (a long ping run, tar -tvzf of a release, docker
 * images on a CI runner). Not among the bench's targets.
 *
 * First run, at 0291e24 (ROUNDS=9 pnpm probes; its output as printed):
 *   round 9: esbuild metafile
 *     none: 350,576 tokens, peak 350,490, 1/1 needles, 0 read-backs
 *     context-chef-store: 17,482 tokens, peak 6,002, 0/1 needles, 4 read-backs
 *     ours: 30,005 tokens, peak 11,124, 0/1 needles, 4 read-backs
 *   round 9: slack channel history
 *     none: 313,461 tokens, peak 313,378, 1/1 needles, 0 read-backs
 *     context-chef-store: 20,221 tokens, peak 6,911, 0/1 needles, 4 read-backs
 *     ours: 987 tokens, peak 706, 1/1 needles, 0 read-backs
 *   round 9: mysqldump extended insert
 *     none: 768,240 tokens, peak 768,153, 1/1 needles, 0 read-backs
 *     context-chef-store: 2,567 tokens, peak 1,450, 1/1 needles, 1 read-backs
 *     ours: 2,653 tokens, peak 1,642, 1/1 needles, 1 read-backs
 *   round 9: lspci -vvv
 *     none: 107,087 tokens, peak 106,990, 1/1 needles, 0 read-backs
 *     context-chef-store: 2,661 tokens, peak 1,239, 0/1 needles, 1 read-backs
 *     ours: 2,119 tokens, peak 1,153, 0/1 needles, 1 read-backs
 *   round 9: virsh dumpxml
 *     none: 127,189 tokens, peak 127,094, 1/1 needles, 0 read-backs
 *     context-chef-store: 4,792 tokens, peak 1,938, 0/1 needles, 2 read-backs
 *     ours: 3,928 tokens, peak 1,635, 0/1 needles, 2 read-backs
 *   round 9: cargo.lock
 *     none: 77,755 tokens, peak 77,670, 1/1 needles, 0 read-backs
 *     context-chef-store: 9,453 tokens, peak 3,090, 0/1 needles, 4 read-backs
 *     ours: 10,268 tokens, peak 4,019, 0/1 needles, 4 read-backs
 *   round 9: windows security log, preamble and paraphrase
 *     none: 426,372 tokens, peak 426,246, 1/1 needles, 0 read-backs
 *     context-chef-store: 8,614 tokens, peak 3,206, 0/1 needles, 4 read-backs
 *     ours: 11,559 tokens, peak 5,853, 0/1 needles, 4 read-backs
 *   round 9: redis monitor, preamble and paraphrase
 *     none: 897,411 tokens, peak 897,295, 1/1 needles, 0 read-backs
 *     context-chef-store: 7,023 tokens, peak 1,506, 0/1 needles, 4 read-backs
 *     ours: 4,183 tokens, peak 892, 0/1 needles, 4 read-backs
 *   round 9: git blame, preamble and paraphrase
 *     none: 175,105 tokens, peak 175,006, 1/1 needles, 0 read-backs
 *     context-chef-store: 6,722 tokens, peak 1,450, 0/1 needles, 4 read-backs
 *     ours: 4,450 tokens, peak 950, 0/1 needles, 4 read-backs
 *   round 9: ping run
 *     none: 335,273 tokens, peak 335,186, 1/1 needles, 0 read-backs
 *     context-chef-store: 6,755 tokens, peak 1,453, 0/1 needles, 4 read-backs
 *     ours: 3,474 tokens, peak 751, 0/1 needles, 4 read-backs
 *   round 9: tar listing
 *     none: 302,777 tokens, peak 302,677, 1/1 needles, 0 read-backs
 *     context-chef-store: 8,661 tokens, peak 3,573, 0/1 needles, 3 read-backs
 *     ours: 10,439 tokens, peak 4,716, 0/1 needles, 3 read-backs
 *   round 9: docker images
 *     none: 97,014 tokens, peak 96,923, 1/1 needles, 0 read-backs
 *     context-chef-store: 9,753 tokens, peak 3,906, 0/1 needles, 4 read-backs
 *     ours: 727 tokens, peak 438, 0/1 needles, 0 read-backs
 *   none: 3,978,260 tokens, 12/12 needles
 *   context-chef-store: 104,704 tokens, 1/12 needles
 *   ours: 84,792 tokens, 2/12 needles
 *
 * At 2080998 (the reading policy's marker fix and numbers unlike their peers in; the tasks not yet
 * read): ours 2/12, 95,399 tokens; context-chef-store 1/12, 104,804. At d218b2a (the tasks read):
 * ours 4/12, 68,683 (ping, lspci added); context-chef-store 1/12, 104,629.
 */
import { hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const alnum = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[pick(random, 62)]).join('');
const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const FIRST = [
  'Aisha',
  'Ben',
  'Carla',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Keiko',
  'Liam',
  'Maya',
  'Nikhil',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Kwame',
  'Lucia',
];
const LAST = [
  'Adeyemi',
  'Bauer',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Marsh',
  'Novak',
  "O'Brien",
  'Petrov',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Ueda',
  'Varga',
  'Walsh',
  'Yilmaz',
  'Zhang',
  'Osei',
  'Mensah',
  'Chen',
  'Park',
];

// a. One-line payloads.

/** An esbuild metafile (`JSON.stringify(result.metafile)`, one line): the one source file that imports all of lodash. */
function esbuildMetafile(): EconomicsTask {
  const random = seededRandom(9_001);
  type Imp = { path: string; kind: string; original?: string; external?: boolean };
  const inputs = new Map<string, { bytes: number; imports: Imp[]; format?: string }>();
  const lodashFns =
    'add after ary assign at before bind camelCase capitalize castArray chunk clamp clone cloneDeep compact concat countBy curry debounce deburr defaults defer delay difference differenceBy drop dropRight endsWith escape every fill filter find findIndex findLast first flatMap flatten flattenDeep flip floor forEach fromPairs get groupBy has head identity includes indexOf initial intersection invert invoke isArray isBoolean isDate isEmpty isEqual isFunction isNil isNumber isObject isPlainObject isString isUndefined kebabCase keyBy keys last lowerFirst map mapKeys mapValues max maxBy mean memoize merge min minBy noop omit omitBy once orderBy pad partition pick pickBy range reduce reject remove round sample set shuffle size slice snakeCase some sortBy startCase sum sumBy tail take template throttle times toLower toNumber toPairs toString trim truncate union uniq uniqBy uniqueId unset upperFirst values without words xor zip zipObject'.split(
      ' ',
    );
  const dateFns =
    'addDays addHours addMinutes addMonths differenceInCalendarDays differenceInDays differenceInMinutes endOfDay endOfMonth endOfWeek format formatDistance formatDistanceToNow formatISO formatRelative getDay getWeek isAfter isBefore isSameDay isSameMonth isToday isValid isWeekend max min parse parseISO startOfDay startOfMonth startOfQuarter startOfWeek subDays subMonths'.split(
      ' ',
    );
  const nm = (path: string, bytes: number, format: string, imports: Imp[] = []) =>
    inputs.set(`node_modules/${path}`, { bytes, imports, format });
  const lodashInternals = Array.from({ length: 140 }, (_, i) => `_base${cap(oneOf(random, lodashFns))}${i % 7 === 0 ? 'Tag' : ''}`);
  for (const fn of lodashFns)
    nm(`lodash-es/${fn}.js`, 300 + pick(random, 2400), 'esm', [
      ...Array.from({ length: 1 + pick(random, 4) }, () => {
        const dep = oneOf(random, lodashInternals);
        return { path: `node_modules/lodash-es/${dep}.js`, kind: 'import-statement', original: `./${dep}.js` };
      }),
    ]);
  for (const internal of new Set(lodashInternals)) nm(`lodash-es/${internal}.js`, 200 + pick(random, 1800), 'esm');
  for (const fn of dateFns)
    nm(`date-fns/esm/${fn}/index.js`, 600 + pick(random, 4000), 'esm', [
      { path: 'node_modules/date-fns/esm/_lib/requiredArgs/index.js', kind: 'import-statement', original: '../_lib/requiredArgs/index.js' },
      { path: 'node_modules/date-fns/esm/toDate/index.js', kind: 'import-statement', original: '../toDate/index.js' },
    ]);
  nm('date-fns/esm/_lib/requiredArgs/index.js', 312, 'esm');
  nm('date-fns/esm/toDate/index.js', 1734, 'esm');
  nm('react/cjs/react.production.min.js', 6930, 'cjs');
  nm('react/index.js', 190, 'cjs', [
    { path: 'node_modules/react/cjs/react.production.min.js', kind: 'require-call', original: './cjs/react.production.min.js' },
  ]);
  nm('react/cjs/react-jsx-runtime.production.min.js', 859, 'cjs', [
    { path: 'node_modules/react/index.js', kind: 'require-call', original: 'react' },
  ]);
  nm('react/jsx-runtime.js', 214, 'cjs', [
    {
      path: 'node_modules/react/cjs/react-jsx-runtime.production.min.js',
      kind: 'require-call',
      original: './cjs/react-jsx-runtime.production.min.js',
    },
  ]);
  nm('scheduler/cjs/scheduler.production.min.js', 4200, 'cjs');
  nm('scheduler/index.js', 198, 'cjs', [
    { path: 'node_modules/scheduler/cjs/scheduler.production.min.js', kind: 'require-call', original: './cjs/scheduler.production.min.js' },
  ]);
  nm('react-dom/cjs/react-dom.production.min.js', 131_882, 'cjs', [
    { path: 'node_modules/react/index.js', kind: 'require-call', original: 'react' },
    { path: 'node_modules/scheduler/index.js', kind: 'require-call', original: 'scheduler' },
  ]);
  nm('react-dom/client.js', 619, 'cjs', [{ path: 'node_modules/react-dom/index.js', kind: 'require-call', original: 'react-dom' }]);
  nm('react-dom/index.js', 1363, 'cjs', [
    { path: 'node_modules/react-dom/cjs/react-dom.production.min.js', kind: 'require-call', original: './cjs/react-dom.production.min.js' },
  ]);
  const tanstack = [
    'queryClient',
    'queryCache',
    'mutationCache',
    'query',
    'mutation',
    'queryObserver',
    'infiniteQueryObserver',
    'focusManager',
    'onlineManager',
    'notifyManager',
    'utils',
    'retryer',
    'removable',
    'subscribable',
    'hydration',
  ];
  for (const f of tanstack) nm(`@tanstack/query-core/build/modern/${f}.js`, 900 + pick(random, 9000), 'esm');
  nm(
    '@tanstack/react-query/build/modern/index.js',
    1620,
    'esm',
    tanstack.map((f) => ({
      path: `node_modules/@tanstack/query-core/build/modern/${f}.js`,
      kind: 'import-statement',
      original: `@tanstack/query-core`,
    })),
  );
  nm('clsx/dist/clsx.mjs', 368, 'esm');
  nm('zod/lib/index.mjs', 135_208, 'esm');
  nm('papaparse/papaparse.min.js', 19_522, 'cjs');
  nm('react-router/dist/index.js', 58_220, 'esm', [{ path: 'node_modules/react/index.js', kind: 'import-statement', original: 'react' }]);
  nm('react-router-dom/dist/index.js', 47_410, 'esm', [
    { path: 'node_modules/react/index.js', kind: 'import-statement', original: 'react' },
    { path: 'node_modules/react-router/dist/index.js', kind: 'import-statement', original: 'react-router' },
  ]);
  nm('lodash/lodash.js', 544_098, 'cjs');

  const features = [
    'analytics',
    'auth',
    'billing',
    'catalog',
    'checkout',
    'dashboard',
    'inbox',
    'inventory',
    'onboarding',
    'orders',
    'reports',
    'search',
    'settings',
    'shipping',
    'team',
  ];
  const subjects = [
    'Item',
    'Line',
    'Status',
    'Owner',
    'Period',
    'Export',
    'Import',
    'Rule',
    'Note',
    'History',
    'Preview',
    'Member',
    'Invite',
    'Alert',
    'Tag',
    'Budget',
  ];
  const nouns = [
    'Table',
    'Row',
    'Header',
    'Filter',
    'Panel',
    'Dialog',
    'Form',
    'Card',
    'List',
    'Summary',
    'Badge',
    'Chart',
    'Toolbar',
    'EmptyState',
    'Skeleton',
    'Drawer',
    'Tabs',
    'Pager',
    'Menu',
    'Tooltip',
    'Banner',
    'Sidebar',
    'Details',
    'Editor',
    'Picker',
  ];
  const ui = [
    'Button',
    'Input',
    'Select',
    'Checkbox',
    'Modal',
    'Popover',
    'Spinner',
    'Avatar',
    'Tag',
    'Table',
    'Tabs',
    'Toast',
    'Tooltip',
    'Card',
    'Stack',
    'Grid',
    'Text',
    'Heading',
    'Icon',
    'Link',
    'Switch',
    'Radio',
    'Textarea',
    'DatePicker',
    'Combobox',
    'Breadcrumbs',
    'Divider',
    'Kbd',
    'Progress',
    'Skeleton',
  ];
  const src = (path: string, bytes: number, imports: Imp[]) => inputs.set(path, { bytes, imports, format: 'esm' });
  const react: Imp = { path: 'node_modules/react/index.js', kind: 'import-statement', original: 'react' };
  const jsx: Imp = { path: 'node_modules/react/jsx-runtime.js', kind: 'import-statement', original: 'react/jsx-runtime' };
  const lodashImport = (): Imp => {
    const fn = oneOf(random, lodashFns);
    return { path: `node_modules/lodash-es/${fn}.js`, kind: 'import-statement', original: `lodash-es/${fn}` };
  };
  const dateImport = (): Imp => {
    const fn = oneOf(random, dateFns);
    return { path: `node_modules/date-fns/esm/${fn}/index.js`, kind: 'import-statement', original: `date-fns/${fn}` };
  };
  src('src/lib/http.ts', 3120, [{ path: 'node_modules/zod/lib/index.mjs', kind: 'import-statement', original: 'zod' }, lodashImport()]);
  src('src/lib/format.ts', 1888, [dateImport(), dateImport(), lodashImport()]);
  src('src/lib/cn.ts', 212, [{ path: 'node_modules/clsx/dist/clsx.mjs', kind: 'import-statement', original: 'clsx' }]);
  for (const u of ui)
    src(`src/components/ui/${u}.tsx`, 600 + pick(random, 5000), [
      jsx,
      react,
      { path: 'src/lib/cn.ts', kind: 'import-statement', original: '@/lib/cn' },
    ]);
  const uiImport = (): Imp => {
    const u = oneOf(random, ui);
    return { path: `src/components/ui/${u}.tsx`, kind: 'import-statement', original: `@/components/ui/${u}` };
  };
  for (const f of features) {
    const apis = subjects.slice(0, 8).map((s) => `src/features/${f}/api/${f}${s}Api.ts`);
    for (const a of apis)
      src(a, 800 + pick(random, 3000), [
        { path: 'src/lib/http.ts', kind: 'import-statement', original: '@/lib/http' },
        { path: 'node_modules/zod/lib/index.mjs', kind: 'import-statement', original: 'zod' },
      ]);
    const hooks = subjects.map((s) => `src/features/${f}/hooks/use${cap(f)}${s}.ts`);
    for (const h of hooks) {
      const api = oneOf(random, apis);
      src(h, 500 + pick(random, 2500), [
        react,
        { path: 'node_modules/@tanstack/react-query/build/modern/index.js', kind: 'import-statement', original: '@tanstack/react-query' },
        { path: api, kind: 'import-statement', original: `../api/${api.split('/').pop()!.replace('.ts', '')}` },
        ...(random() < 0.4 ? [lodashImport()] : []),
      ]);
    }
    const used = new Set<string>();
    while (used.size < 100) used.add(`src/features/${f}/components/${cap(f)}${oneOf(random, subjects)}${oneOf(random, nouns)}.tsx`);
    for (const c of [...used].sort()) {
      const imports: Imp[] = [jsx, react];
      for (let k = pick(random, 4); k > 0; k--) imports.push(uiImport());
      for (let k = pick(random, 3); k > 0; k--) {
        const h = oneOf(random, hooks);
        imports.push({ path: h, kind: 'import-statement', original: `../hooks/${h.split('/').pop()!.replace('.ts', '')}` });
      }
      for (let k = pick(random, 3); k > 0; k--) imports.push(lodashImport());
      if (random() < 0.3) imports.push(dateImport());
      if (random() < 0.2) imports.push({ path: 'src/lib/format.ts', kind: 'import-statement', original: '@/lib/format' });
      src(c, 900 + pick(random, 9000), imports);
    }
    if (f === 'reports') {
      src('src/features/reports/legacy/exportCsv.ts', 7412, [
        { path: 'node_modules/lodash/lodash.js', kind: 'import-statement', original: 'lodash' },
        { path: 'node_modules/papaparse/papaparse.min.js', kind: 'import-statement', original: 'papaparse' },
        { path: 'src/lib/format.ts', kind: 'import-statement', original: '@/lib/format' },
        { path: 'src/features/reports/hooks/useReportsExport.ts', kind: 'import-statement', original: '../hooks/useReportsExport' },
      ]);
      src('src/features/reports/legacy/exportXlsx.ts', 5230, [
        lodashImport(),
        lodashImport(),
        dateImport(),
        { path: 'src/lib/format.ts', kind: 'import-statement', original: '@/lib/format' },
      ]);
      src('src/features/reports/legacy/pivot.ts', 9960, [lodashImport(), lodashImport(), lodashImport()]);
    }
  }
  for (const f of features)
    src(`src/features/${f}/index.ts`, 300 + pick(random, 600), [
      ...[...inputs.keys()]
        .filter((p) => p.startsWith(`src/features/${f}/components/`))
        .slice(0, 6)
        .map((p) => ({ path: p, kind: 'import-statement', original: `./components/${p.split('/').pop()!.replace('.tsx', '')}` })),
    ]);
  src('src/routes.tsx', 4410, [
    jsx,
    react,
    { path: 'node_modules/react-router-dom/dist/index.js', kind: 'import-statement', original: 'react-router-dom' },
    ...features.map((f) => ({ path: `src/features/${f}/index.ts`, kind: 'dynamic-import', original: `./features/${f}` })),
  ]);
  src('src/App.tsx', 1288, [jsx, react, { path: 'src/routes.tsx', kind: 'import-statement', original: './routes' }]);
  src('src/main.tsx', 402, [
    jsx,
    { path: 'node_modules/react-dom/client.js', kind: 'import-statement', original: 'react-dom/client' },
    { path: 'src/App.tsx', kind: 'import-statement', original: './App' },
  ]);
  const sorted = new Map([...inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const outputs: Record<string, unknown> = {};
  const chunk = (name: string, entry: string | undefined, paths: string[]) => {
    const file = `dist/assets/${name}-${alnum(random, 8)}.js`;
    const ins: Record<string, { bytesInOutput: number }> = {};
    let bytes = 0;
    for (const p of paths) {
      const b = Math.floor(sorted.get(p)!.bytes * (0.3 + random() * 0.4));
      ins[p] = { bytesInOutput: b };
      bytes += b;
    }
    outputs[`${file}.map`] = { imports: [], exports: [], inputs: {}, bytes: bytes * 3 };
    outputs[file] = { imports: [], exports: entry ? [] : ['default'], ...(entry ? { entryPoint: entry } : {}), inputs: ins, bytes };
  };
  chunk(
    'index',
    'src/main.tsx',
    [...sorted.keys()].filter((p) => !p.startsWith('src/features/')),
  );
  for (const f of features)
    chunk(
      f,
      undefined,
      [...sorted.keys()].filter((p) => p.startsWith(`src/features/${f}/`)),
    );
  const output = JSON.stringify({ inputs: Object.fromEntries(sorted), outputs });
  const ask = 'Which of our own source files imports the whole lodash package instead of lodash-es?';
  return singleCallTask(
    'round 9: esbuild metafile',
    `The bundle grew by half a megabyte; here's dist/meta.json from the build. ${ask}`,
    'read_file',
    output,
    [
      {
        id: 'importer',
        ask,
        needles: [
          textNeedle('"src/features/reports/legacy/exportCsv.ts":{"bytes":7412,"imports":[{"path":"node_modules/lodash/lodash.js"'),
        ],
      },
    ],
  );
}

/** A Slack `conversations.history` response (one line, slashes escaped as Slack does): the doc Dana Kim posted for the postmortem. */
function slackHistory(): EconomicsTask {
  const random = seededRandom(9_002);
  const people = [
    ['Dana', 'Kim', 'dana'],
    ['Marco', 'Bellini', 'marco'],
    ['Priya', 'Raman', 'priya.r'],
    ['Tom', 'Okafor', 'tomo'],
    ['Lena', 'Vogel', 'lena'],
    ['Sam', 'Reyes', 'sreyes'],
    ['Hannah', 'Cho', 'hcho'],
    ['Jakub', 'Nowak', 'kuba'],
    ['Aiko', 'Mori', 'aiko'],
    ['Felix', 'Brandt', 'felix.b'],
    ['Nadia', 'Haddad', 'nadia'],
    ['Oscar', 'Lind', 'olind'],
    ['Ruth', 'Adeyemi', 'ruth'],
    ['Yusuf', 'Demir', 'yusuf'],
  ] as const;
  const team = 'T02ACMEC0';
  const users = people.map(([first, last, display]) => ({
    id: `U0${alnum(random, 9).toUpperCase()}`,
    profile: {
      avatar_hash: `g${hex(random, 11)}`,
      image_72: `https://secure.gravatar.com/avatar/${hex(random, 32)}.jpg?s=72&d=https%3A%2F%2Fa.slack-edge.com%2Fdf10d%2Fimg%2Favatars%2Fava_00${pad2(pick(random, 30))}-72.png`,
      first_name: first,
      real_name: `${first} ${last}`,
      display_name: display,
      team,
      name: `${first.toLowerCase()}.${last.toLowerCase()}`,
      is_restricted: false,
      is_ultra_restricted: false,
    },
  }));
  const dana = users[0]!;
  const marco = users[1]!;
  const services = ['payments-api', 'ledger-writer', 'card-auth', 'payouts-worker', 'fx-rates', 'risk-scorer', 'checkout-web'];
  const doc = () => `https://docs.google.com/document/d/1${alnum(random, 43)}/edit`;
  const grafana = () => `https://grafana.acme.io/d/${alnum(random, 9)}/${oneOf(random, services)}-overview?orgId=1&from=now-6h&to=now`;
  const chatter = [
    () => `deploying \`${oneOf(random, services)}\` ${`v2.${pick(random, 40)}.${pick(random, 10)}`} to prod now`,
    () => `rollback of ${oneOf(random, services)} done, error rate back to baseline`,
    () => `p99 on ${oneOf(random, services)} is back under ${200 + pick(random, 200)}ms <${grafana()}|dashboard>`,
    () => `PR for the retry fix: <https://github.com/acme/${oneOf(random, services)}/pull/${1000 + pick(random, 4000)}>`,
    () => {
      const n = 3000 + pick(random, 900);
      return `filed <https://acme.atlassian.net/browse/PAY-${n}|PAY-${n}> for the follow-up`;
    },
    () => `who's taking the postmortem for INC-2291? I can help with the timeline`,
    () => `postmortem review is on Thursday 10:00, I'll send the invite`,
    () => `I'll add the card-auth graphs to the postmortem timeline tonight`,
    () => `ack`,
    () => `looking`,
    () => `+1`,
    () => `thanks! :pray:`,
    () => `on it`,
    () => `seeing ${pick(random, 40)} 502s a minute from the LB on ${oneOf(random, services)}, not paging yet`,
    () => `acquirer says their side is healthy since ${pad2(pick(random, 24))}:${pad2(pick(random, 60))} UTC`,
    () => `can someone double-check the ${oneOf(random, ['EU', 'US', 'APAC'])} settlement batch went out?`,
    () => `queue depth on ${oneOf(random, services)} is ${pick(random, 90_000)} and draining`,
  ];
  const danaDocs = [
    () => `runbook for this: <${doc()}|payments failover runbook>`,
    () => `notes from the sync: <${doc()}|payments sync notes ${pad2(1 + pick(random, 28))}.02>`,
    () => `Q2 planning doc is here if you want to comment: <${doc()}|Q2 planning - payments>`,
    () => `on-call handover: <${doc()}|handover ${pad2(1 + pick(random, 28))}.02>`,
  ];
  const blocksOf = (text: string) => {
    const elements: Record<string, unknown>[] = [];
    for (const part of text.split(/(<[^>]+>)/)) {
      if (part === '') continue;
      const link = /^<([^|>]+)(?:\|([^>]+))?>$/.exec(part);
      if (link)
        elements.push(
          link[2]
            ? { type: 'link', url: link[1]!.replaceAll('&amp;', '&'), text: link[2] }
            : { type: 'link', url: link[1]!.replaceAll('&amp;', '&') },
        );
      else elements.push({ type: 'text', text: part });
    }
    return [{ type: 'rich_text', block_id: alnum(random, 4), elements: [{ type: 'rich_text_section', elements }] }];
  };
  const docId = `1${alnum(random, 43)}`;
  const needleText = `<https://docs.google.com/document/d/${docId}/edit|INC-2291 postmortem draft>`;
  const count = 1000;
  let ts = 1_772_551_800;
  const messages = Array.from({ length: count }, (_, i) => {
    ts -= 5 + pick(random, 600);
    let user = oneOf(random, users);
    let text: string;
    if (i === Math.floor(count * 0.47)) {
      user = dana;
      text = `postmortem draft for INC-2291 is up, please add your bits to the timeline by Wednesday: ${needleText}`;
    } else if (i === Math.floor(count * 0.62)) {
      user = marco;
      text = `here's the template we use, copy it for the postmortem: <${doc()}|postmortem template>`;
    } else if (user === dana && random() < 0.5) text = oneOf(random, danaDocs)();
    else text = oneOf(random, chatter)();
    text = text.replaceAll('&', '&amp;');
    const stamp = `${ts}.${String(pick(random, 999_999)).padStart(6, '0')}`;
    const replies = random() < 0.12 ? 1 + pick(random, 9) : 0;
    return {
      user: user.id,
      type: 'message',
      ts: stamp,
      client_msg_id: uuid(random),
      text,
      team,
      user_team: team,
      source_team: team,
      user_profile: user.profile,
      ...(random() < 0.05 ? { edited: { user: user.id, ts: `${ts + pick(random, 300)}.000000` } } : {}),
      blocks: blocksOf(text),
      ...(replies > 0
        ? {
            thread_ts: stamp,
            reply_count: replies,
            reply_users_count: Math.min(replies, 3),
            latest_reply: `${ts + pick(random, 3600)}.${String(pick(random, 999_999)).padStart(6, '0')}`,
            reply_users: users.slice(0, Math.min(replies, 3)).map((u) => u.id),
            is_locked: false,
            subscribed: false,
          }
        : {}),
      ...(random() < 0.2
        ? {
            reactions: [
              { name: oneOf(random, ['eyes', '+1', 'white_check_mark', 'pray', 'rocket']), users: [oneOf(random, users).id], count: 1 },
            ],
          }
        : {}),
    };
  });
  const response = {
    ok: true,
    messages,
    has_more: true,
    pin_count: 4,
    channel_actions_ts: null,
    channel_actions_count: 0,
    response_metadata: { next_cursor: `bmV4dF90czox${alnum(random, 24)}` },
  };
  const output = JSON.stringify(response).replaceAll('/', '\\/');
  const ask = 'Which Google Doc link did Dana Kim post for the postmortem?';
  return singleCallTask(
    'round 9: slack channel history',
    `Pulled #inc-payments through the Slack API (conversations.history). ${ask}`,
    'slack_history',
    output,
    [{ id: 'doc', ask, needles: [textNeedle(needleText.replaceAll('/', '\\/'))] }],
  );
}

/** mysqldump with extended inserts: each table's rows in one ~1 MB INSERT line; one customer's email. */
function mysqldump(): EconomicsTask {
  const random = seededRandom(9_003);
  const domains = [
    'gmail.example',
    'outlook.example',
    'fastmail.example',
    'proton.example',
    'ridgeline.example',
    'northwind.example',
    'kestrel.example',
    'web.example',
  ];
  const countries = ['GB', 'DE', 'FR', 'NL', 'US', 'CA', 'GH', 'NG', 'IE', 'ES', 'IT', 'PL', 'SE', 'JP', 'AU'];
  const stamp = (year: number) =>
    `'${year}-${pad2(1 + pick(random, 12))}-${pad2(1 + pick(random, 28))} ${pad2(pick(random, 24))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}'`;
  const rows: string[] = [];
  const ids: number[] = [];
  let id = 41_200;
  const target = 3500;
  let question = 0;
  let needle = '';
  for (let i = 0; i < 8000; i++) {
    id += 1 + (random() < 0.1 ? pick(random, 4) : 0);
    ids.push(id);
    const first = i === target ? 'Kwame' : oneOf(random, FIRST);
    const last = i === target ? 'Osei' : oneOf(random, LAST);
    const email =
      i === target
        ? 'k.osei.billing@ridgeline.example'
        : `${first.toLowerCase()}.${last.toLowerCase().replace("'", '')}${random() < 0.3 ? pick(random, 100) : ''}@${oneOf(random, domains)}`;
    const row = `(${id},'${email}','${first} ${last.replace("'", "\\'")}','${oneOf(random, countries)}',${1 + pick(random, 4)},'cus_${alnum(random, 14)}',${pick(random, 2)},${stamp(2019 + pick(random, 5))},${stamp(2025)},${random() < 0.04 ? stamp(2025) : 'NULL'})`;
    if (i === target) {
      question = id;
      needle = `(${id},'${email}'`;
    }
    rows.push(row);
  }
  const orders: string[] = [];
  let orderId = 1_204_000;
  for (let i = 0; i < 9000; i++) {
    orderId += 1 + pick(random, 3);
    orders.push(
      `(${orderId},${oneOf(random, ids)},'${oneOf(random, ['paid', 'paid', 'paid', 'refunded', 'shipped', 'cancelled'])}',${500 + pick(random, 40_000)},'${oneOf(random, ['GBP', 'EUR', 'USD'])}',${stamp(2025)})`,
    );
  }
  const inserts = (table: string, values: string[]) => {
    const out: string[] = [];
    let current: string[] = [];
    let size = 0;
    for (const v of values) {
      if (size + v.length > 1_040_000) {
        out.push(`INSERT INTO \`${table}\` VALUES ${current.join(',')};`);
        current = [];
        size = 0;
      }
      current.push(v);
      size += v.length + 1;
    }
    out.push(`INSERT INTO \`${table}\` VALUES ${current.join(',')};`);
    return out;
  };
  const table = (name: string, columns: string[], autoIncrement: number, values: string[]) => [
    '',
    '--',
    `-- Table structure for table \`${name}\``,
    '--',
    '',
    `DROP TABLE IF EXISTS \`${name}\`;`,
    '/*!40101 SET @saved_cs_client     = @@character_set_client */;',
    '/*!50503 SET character_set_client = utf8mb4 */;',
    `CREATE TABLE \`${name}\` (`,
    ...columns.map((c) => `  ${c},`),
    '  PRIMARY KEY (`id`)',
    `) ENGINE=InnoDB AUTO_INCREMENT=${autoIncrement} DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;`,
    '/*!40101 SET character_set_client = @saved_cs_client */;',
    '',
    '--',
    `-- Dumping data for table \`${name}\``,
    '--',
    '',
    `LOCK TABLES \`${name}\` WRITE;`,
    `/*!40000 ALTER TABLE \`${name}\` DISABLE KEYS */;`,
    ...inserts(name, values),
    `/*!40000 ALTER TABLE \`${name}\` ENABLE KEYS */;`,
    'UNLOCK TABLES;',
  ];
  const lines = [
    '-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)',
    '--',
    '-- Host: db-primary.internal    Database: shop',
    '-- ------------------------------------------------------',
    '-- Server version\t8.0.36',
    '',
    '/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;',
    '/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;',
    '/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;',
    '/*!50503 SET NAMES utf8mb4 */;',
    '/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;',
    "/*!40103 SET TIME_ZONE='+00:00' */;",
    '/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;',
    '/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;',
    "/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;",
    '/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;',
    ...table(
      'customers',
      [
        '`id` int unsigned NOT NULL AUTO_INCREMENT',
        '`email` varchar(255) NOT NULL',
        '`full_name` varchar(255) NOT NULL',
        '`country` char(2) NOT NULL',
        '`plan_id` tinyint unsigned NOT NULL',
        '`stripe_customer_id` varchar(32) DEFAULT NULL',
        '`marketing_opt_in` tinyint(1) NOT NULL DEFAULT 0',
        '`created_at` datetime NOT NULL',
        '`updated_at` datetime NOT NULL',
        '`deleted_at` datetime DEFAULT NULL',
      ],
      id + 1,
      rows,
    ),
    ...table(
      'orders',
      [
        '`id` bigint unsigned NOT NULL AUTO_INCREMENT',
        '`customer_id` int unsigned NOT NULL',
        "`status` enum('paid','shipped','refunded','cancelled') NOT NULL",
        '`total_cents` int unsigned NOT NULL',
        '`currency` char(3) NOT NULL',
        '`created_at` datetime NOT NULL',
      ],
      orderId + 1,
      orders,
    ),
    '/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;',
    '',
    '/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;',
    '/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;',
    '/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;',
    '/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;',
    '/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;',
    '/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;',
    '/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;',
    '',
    '-- Dump completed on 2026-03-03  3:00:12',
  ];
  const ask = `What email address does customer ${question} have in this dump?`;
  return singleCallTask(
    'round 9: mysqldump extended insert',
    `Support needs to reach a customer; I ran mysqldump shop customers orders. ${ask}`,
    'mysqldump',
    lines.join('\n'),
    [{ id: 'email', ask, needles: [textNeedle(needle)] }],
  );
}

// b. Answers several lines from the line the question's words match.

/** `lspci -vvv` of an EPYC server: one NVMe drive's serial number, about fifty lines under its address. */
function lspciVerbose(): EconomicsTask {
  const random = seededRandom(9_004);
  const amd = 'Advanced Micro Devices, Inc. [AMD]';
  const lines: string[] = [];
  let irq = 40;
  let group = 0;
  let needle = '';
  const status = (cap: boolean) =>
    `\tStatus: Cap${cap ? '+' : '-'} 66MHz- UDF- FastB2B- ParErr- DEVSEL=fast >TAbort- <TAbort- <MAbort- >SERR- <PERR- INTx-`;
  const control = (mem: boolean) =>
    `\tControl: I/O${mem ? '+' : '-'} Mem${mem ? '+' : '-'} BusMaster${mem ? '+' : '-'} SpecCycle- MemWINV- VGASnoop- ParErr- Stepping- SERR- FastB2B- DisINTx${mem ? '+' : '-'}`;
  const pm = (offset: string) => [
    `\tCapabilities: [${offset}] Power Management version 3`,
    '\t\tFlags: PMEClk- DSI- D1- D2- AuxCurrent=0mA PME(D0+,D1-,D2-,D3hot+,D3cold+)',
    '\t\tStatus: D0 NoSoftRst+ PME-Enable- DSel=0 DScale=0 PME-',
  ];
  const express = (kind: string, speed: string, width: number) => [
    `\tCapabilities: [70] Express (v2) ${kind}, MSI 00`,
    '\t\tDevCap:\tMaxPayload 512 bytes, PhantFunc 0, Latency L0s unlimited, L1 unlimited',
    '\t\t\tExtTag+ AttnBtn- AttnInd- PwrInd- RBE+ FLReset+ SlotPowerLimit 75W',
    '\t\tDevCtl:\tCorrErr+ NonFatalErr+ FatalErr+ UnsupReq+',
    '\t\t\tRlxdOrd+ ExtTag+ PhantFunc- AuxPwr- NoSnoop+ FLReset-',
    '\t\t\tMaxPayload 512 bytes, MaxReadReq 512 bytes',
    '\t\tDevSta:\tCorrErr- NonFatalErr- FatalErr- UnsupReq- AuxPwr- TransPend-',
    `\t\tLnkCap:\tPort #0, Speed ${speed}, Width x${width}, ASPM L1, Exit Latency L1 <64us`,
    '\t\t\tClockPM+ Surprise- LLActRep- BwNot- ASPMOptComp+',
    '\t\tLnkCtl:\tASPM Disabled; RCB 64 bytes, Disabled- CommClk+',
    '\t\t\tExtSynch- ClockPM- AutWidDis- BWInt- AutBWInt-',
    `\t\tLnkSta:\tSpeed ${speed}, Width x${width}`,
    '\t\t\tTrErr- Train- SlotClk+ DLActive- BWMgmt- ABWMgmt-',
    '\t\tDevCap2: Completion Timeout: Range ABCD, TimeoutDis+ NROPrPrP- LTR+',
    '\t\t\t 10BitTagComp+ 10BitTagReq- OBFF Not Supported, ExtFmt- EETLPPrefix-',
    '\t\tDevCtl2: Completion Timeout: 50us to 50ms, TimeoutDis- LTR- 10BitTagReq- OBFF Disabled,',
    '\t\t\t AtomicOpsCtl: ReqEn-',
    `\t\tLnkCap2: Supported Link Speeds: 2.5-${speed}, Crosslink- Retimer+ 2Retimers+ DRS-`,
    `\t\tLnkCtl2: Target Link Speed: ${speed}, EnterCompliance- SpeedDis-`,
    '\t\t\t Transmit Margin: Normal Operating Range, EnterModifiedCompliance- ComplianceSOS-',
    '\t\tLnkSta2: Current De-emphasis Level: -6dB, EqualizationComplete+ EqualizationPhase1+',
    '\t\t\t EqualizationPhase2+ EqualizationPhase3+ LinkEqualizationRequest-',
  ];
  const aer = [
    '\tCapabilities: [100 v2] Advanced Error Reporting',
    '\t\tUESta:\tDLP- SDES- TLP- FCP- CmpltTO- CmpltAbrt- UnxCmplt- RxOF- MalfTLP- ECRC- UnsupReq- ACSViol-',
    '\t\tUEMsk:\tDLP- SDES- TLP- FCP- CmpltTO- CmpltAbrt- UnxCmplt- RxOF- MalfTLP- ECRC- UnsupReq- ACSViol-',
    '\t\tUESvrt:\tDLP+ SDES+ TLP- FCP+ CmpltTO- CmpltAbrt- UnxCmplt- RxOF+ MalfTLP+ ECRC- UnsupReq- ACSViol-',
    '\t\tCESta:\tRxErr- BadTLP- BadDLLP- Rollover- Timeout- AdvNonFatalErr-',
    '\t\tCEMsk:\tRxErr- BadTLP- BadDLLP- Rollover- Timeout- AdvNonFatalErr+',
    '\t\tAERCap:\tFirst Error Pointer: 00, ECRCGenCap+ ECRCGenEn- ECRCChkCap+ ECRCChkEn-',
    '\t\t\tMultHdrRecCap- MultHdrRecEn- TLPPfxPres- HdrLogCap-',
    '\t\tHeaderLog: 00000000 00000000 00000000 00000000',
  ];
  const msi = (offset: string) => [
    `\tCapabilities: [${offset}] MSI: Enable+ Count=1/1 Maskable- 64bit+`,
    '\t\tAddress: 00000000fee00000  Data: 0000',
  ];
  const head = (addr: string, desc: string) => {
    group++;
    return [`${addr} ${desc}`];
  };
  const short = (addr: string, desc: string, numa: number, driver?: string) => {
    lines.push(...head(addr, desc), control(false), status(false), `\tNUMA node: ${numa}`, `\tIOMMU group: ${group}`);
    if (driver) lines.push(`\tKernel driver in use: ${driver}`);
    lines.push('');
  };
  const bridge = (addr: string, desc: string, numa: number, secondary: string, speed: string, width: number) => {
    lines.push(
      ...head(addr, desc),
      '\tSubsystem: Dell Device 0a6b',
      control(true),
      status(true),
      '\tLatency: 0, Cache Line Size: 64 bytes',
      `\tInterrupt: pin A routed to IRQ ${irq++}`,
      `\tNUMA node: ${numa}`,
      `\tIOMMU group: ${group}`,
      `\tBus: primary=${addr.slice(0, 2)}, secondary=${secondary}, subordinate=${secondary}, sec-latency=0`,
      '\tI/O behind bridge: [disabled]',
      `\tMemory behind bridge: ${hex(random, 4)}0000-${hex(random, 4)}ffff [size=${oneOf(random, ['1M', '2M', '4M'])}]`,
      '\tPrefetchable memory behind bridge: [disabled]',
      '\tSecondary status: 66MHz- FastB2B- ParErr- DEVSEL=fast >TAbort- <TAbort- <MAbort+ <SERR- <PERR-',
      '\tBridgeCtl: Parity- SERR+ NoISA- VGA- VGA16+ MAbort- >Reset- FastB2B-',
      '\t\tPriDiscTmr- SecDiscTmr- DiscTmrStat- DiscTmrSERREn-',
      ...pm('50'),
      ...express('Root Port (Slot+)', speed, width),
      ...msi('a0'),
      '\tCapabilities: [c0] Subsystem: Dell Device 0a6b',
      '\tCapabilities: [c8] HyperTransport: MSI Mapping Enable+ Fixed+',
      ...aer,
      '\tCapabilities: [270 v1] Secondary PCI Express',
      '\t\tLnkCtl3: LnkEquIntrruptEn- PerformEqu-',
      '\t\tLaneErrStat: 0',
      '\tCapabilities: [2a0 v1] Access Control Services',
      '\t\tACSCap:\tSrcValid+ TransBlk+ ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans+',
      '\t\tACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-',
      '\tKernel driver in use: pcieport',
      '',
    );
  };
  const nvme = (addr: string, numa: number, slot: number) => {
    const serial = `00-25-38-${hex(random, 2)}-${hex(random, 2)}-${hex(random, 2)}-${hex(random, 2)}-${hex(random, 2)}`;
    if (addr === '81:00.0') needle = `Device Serial Number ${serial}`;
    lines.push(
      ...head(
        addr,
        'Non-Volatile memory controller: Samsung Electronics Co Ltd NVMe SSD Controller PM9A1/PM9A3/980PRO (prog-if 02 [NVM Express])',
      ),
      '\tSubsystem: Samsung Electronics Co Ltd Device a813',
      `\tPhysical Slot: ${slot}`,
      control(true),
      status(true),
      '\tLatency: 0, Cache Line Size: 64 bytes',
      `\tInterrupt: pin A routed to IRQ ${irq++}`,
      `\tNUMA node: ${numa}`,
      `\tIOMMU group: ${group}`,
      `\tRegion 0: Memory at ${hex(random, 4)}0000 (64-bit, non-prefetchable) [size=32K]`,
      `\tExpansion ROM at ${hex(random, 4)}0000 [virtual] [disabled] [size=64K]`,
      ...pm('40'),
      ...express('Endpoint', '16GT/s', 4),
      '\tCapabilities: [b0] MSI-X: Enable+ Count=130 Masked-',
      '\t\tVector table: BAR=0 offset=00003000',
      '\t\tPBA: BAR=0 offset=00002000',
      ...aer,
      `\tCapabilities: [148 v1] Device Serial Number ${serial}`,
      '\tCapabilities: [158 v1] Power Budgeting <?>',
      '\tCapabilities: [168 v1] Secondary PCI Express',
      '\t\tLnkCtl3: LnkEquIntrruptEn- PerformEqu-',
      '\t\tLaneErrStat: 0',
      '\tCapabilities: [188 v1] Physical Layer 16.0 GT/s <?>',
      '\tCapabilities: [1ac v1] Lane Margining at the Receiver <?>',
      '\tCapabilities: [1c4 v1] Latency Tolerance Reporting',
      '\t\tMax snoop latency: 0ns',
      '\t\tMax no snoop latency: 0ns',
      '\tCapabilities: [3a0 v1] Data Link Feature <?>',
      '\tKernel driver in use: nvme',
      '\tKernel modules: nvme',
      '',
    );
  };
  const nic = (addr: string, desc: string, numa: number, driver: string, dsn: boolean) => {
    lines.push(
      ...head(addr, desc),
      `\tSubsystem: ${desc.includes('Mellanox') ? 'Mellanox Technologies Device 0011' : 'Broadcom Inc. and subsidiaries Device 4160'}`,
      control(true),
      status(true),
      '\tLatency: 0, Cache Line Size: 64 bytes',
      `\tInterrupt: pin A routed to IRQ ${irq++}`,
      `\tNUMA node: ${numa}`,
      `\tIOMMU group: ${group}`,
      `\tRegion 0: Memory at ${hex(random, 4)}000000 (64-bit, prefetchable) [size=32M]`,
      `\tExpansion ROM at ${hex(random, 4)}0000 [disabled] [size=1M]`,
      ...pm('60'),
      ...express('Endpoint', '16GT/s', 16),
      '\tCapabilities: [9c] MSI-X: Enable+ Count=64 Masked-',
      '\t\tVector table: BAR=0 offset=00002000',
      '\t\tPBA: BAR=0 offset=00003000',
      '\tCapabilities: [c0] Vital Product Data',
      `\t\tProduct Name: ${desc.split(': ')[1]}`,
      '\t\tRead-only fields:',
      `\t\t\t[PN] Part number: ${desc.includes('Mellanox') ? 'MCX623106AN-CDAT' : 'BCM957416A4160C'}`,
      `\t\t\t[SN] Serial number: ${hex(random, 12).toUpperCase()}`,
      '\t\t\t[V3] Vendor specific: 4f1c2a7d0e5f4a1c9e2b',
      '\t\t\t[RV] Reserved: checksum good, 1 byte(s) reserved',
      '\t\tEnd',
      ...aer,
      ...(dsn
        ? [
            `\tCapabilities: [150 v1] Device Serial Number ${hex(random, 2)}-${hex(random, 2)}-${hex(random, 2)}-ff-ff-${hex(random, 2)}-${hex(random, 2)}-${hex(random, 2)}`,
          ]
        : []),
      '\tCapabilities: [180 v1] Single Root I/O Virtualization (SR-IOV)',
      '\t\tIOVCap:\tMigration-, Interrupt Message Number: 000',
      '\t\tIOVCtl:\tEnable- Migration- Interrupt- MSE- ARIHierarchy+',
      '\t\tIOVSta:\tMigration-',
      '\t\tInitial VFs: 8, Total VFs: 8, Number of VFs: 0, Function Dependency Link: 00',
      `\tKernel driver in use: ${driver}`,
      `\tKernel modules: ${driver}`,
      '',
    );
  };
  let slot = 1;
  for (const [s, base] of [0x00, 0x40, 0x80, 0xc0].entries()) {
    const bus = (n: number) => (base + n).toString(16).padStart(2, '0');
    const numa = s;
    short(`${bus(0)}:00.0`, `Host bridge: ${amd} Starship/Matisse Root Complex`, numa);
    short(`${bus(0)}:00.2`, `IOMMU: ${amd} Starship/Matisse IOMMU`, numa);
    for (const dev of ['01', '02', '03', '04', '05', '07', '08']) {
      short(`${bus(0)}:${dev}.0`, `Host bridge: ${amd} Starship/Matisse PCIe Dummy Host Bridge`, numa);
      if (dev === '01' || dev === '03')
        for (let fn = 1; fn <= 4; fn++) {
          const secondary = bus(dev === '01' ? fn : fn + 4);
          bridge(`${bus(0)}:${dev}.${fn}`, `PCI bridge: ${amd} Starship/Matisse GPP Bridge`, numa, secondary, '16GT/s', fn === 4 ? 16 : 4);
        }
      if (dev === '07' || dev === '08')
        bridge(
          `${bus(0)}:${dev}.1`,
          `PCI bridge: ${amd} Starship/Matisse Internal PCIe GPP Bridge 0 to bus[E:B]`,
          numa,
          bus(dev === '07' ? 9 : 10),
          '16GT/s',
          16,
        );
    }
    if (s === 0) {
      short('00:14.0', `SMBus: ${amd} FCH SMBus Controller (rev 61)`, 0, 'piix4_smbus');
      short('00:14.3', `ISA bridge: ${amd} FCH LPC Bridge (rev 51)`, 0);
      for (let fn = 0; fn < 8; fn++)
        short(`00:18.${fn}`, `Host bridge: ${amd} Starship Device 24; Function ${fn}`, 0, fn === 3 ? 'k10temp' : undefined);
    }
    for (let fn = 1; fn <= 3; fn++) nvme(`${bus(fn)}:00.0`, numa, slot++);
    if (s === 1 || s === 2) {
      nic(`${bus(4)}:00.0`, 'Ethernet controller: Mellanox Technologies MT2892 Family [ConnectX-6 Dx]', numa, 'mlx5_core', true);
      nic(`${bus(4)}:00.1`, 'Ethernet controller: Mellanox Technologies MT2892 Family [ConnectX-6 Dx]', numa, 'mlx5_core', true);
    } else {
      nic(
        `${bus(4)}:00.0`,
        'Ethernet controller: Broadcom Inc. and subsidiaries BCM57416 NetXtreme-E Dual-Media 10G RDMA Ethernet Controller (rev 01)',
        numa,
        'bnxt_en',
        false,
      );
      nic(
        `${bus(4)}:00.1`,
        'Ethernet controller: Broadcom Inc. and subsidiaries BCM57416 NetXtreme-E Dual-Media 10G RDMA Ethernet Controller (rev 01)',
        numa,
        'bnxt_en',
        false,
      );
    }
    for (let fn = 5; fn <= 7; fn++) nvme(`${bus(fn)}:00.0`, numa, slot++);
    short(`${bus(9)}:00.0`, `Non-Essential Instrumentation [1300]: ${amd} Starship/Matisse PCIe Dummy Function`, numa);
    short(`${bus(10)}:00.0`, `Non-Essential Instrumentation [1300]: ${amd} Starship/Matisse Reserved SPP`, numa);
    short(`${bus(10)}:00.2`, `Encryption controller: ${amd} Starship/Matisse Cryptographic Coprocessor PSPCPP`, numa, 'ccp');
    short(`${bus(10)}:00.3`, `USB controller: ${amd} Starship USB 3.0 Host Controller (prog-if 30 [XHCI])`, numa, 'xhci_hcd');
    if (s === 3)
      short(
        'c3:00.0',
        'VGA compatible controller: Matrox Electronics Systems Ltd. Integrated Matrox G200eW3 Graphics Controller (rev 04) (prog-if 00 [VGA controller])',
        numa,
        'mgag200',
      );
  }
  const ask = 'What is the device serial number of the NVMe drive at 81:00.0?';
  return singleCallTask(
    'round 9: lspci -vvv',
    `One of the Samsung drives in db-07 is throwing media errors and Dell wants its serial for the RMA. ${ask}`,
    'lspci',
    lines.join('\n'),
    [{ id: 'serial', ask, needles: [textNeedle(needle)] }],
  );
}

/** `virsh dumpxml` of every domain on a KVM host: one VM's NIC MAC, some forty lines below its disks. */
function virshDumpxml(): EconomicsTask {
  const random = seededRandom(9_005);
  const names = [
    ...Array.from({ length: 12 }, (_, i) => `web-${pad2(i + 1)}`),
    ...Array.from({ length: 10 }, (_, i) => `api-${pad2(i + 1)}`),
    ...Array.from({ length: 6 }, (_, i) => `db-${pad2(i + 1)}`),
    ...Array.from({ length: 30 }, (_, i) => `ci-runner-${pad2(i + 1)}`),
    ...Array.from({ length: 4 }, (_, i) => `cache-${pad2(i + 1)}`),
    'mon-01',
    'mon-02',
    'vault-01',
    'bastion-01',
  ].sort();
  const lines: string[] = [];
  let needle = '';
  names.forEach((name, i) => {
    const id = uuid(random);
    const mac = `52:54:00:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`;
    if (name === 'ci-runner-23') needle = `<mac address='${mac}'/>`;
    const memory = name.startsWith('db') ? 67_108_864 : name.startsWith('ci') ? 16_777_216 : 8_388_608;
    const vcpu = name.startsWith('db') ? 16 : name.startsWith('ci') ? 8 : 4;
    const rootPort = (index: number, port: number) => [
      `    <controller type='pci' index='${index}' model='pcie-root-port'>`,
      "      <model name='pcie-root-port'/>",
      `      <target chassis='${index}' port='0x${port.toString(16)}'/>`,
      `      <alias name='pci.${index}'/>`,
      `      <address type='pci' domain='0x0000' bus='0x00' slot='0x02' function='0x${(index - 1).toString(16)}'${index === 1 ? " multifunction='on'" : ''}/>`,
      '    </controller>',
    ];
    lines.push(
      `<domain type='kvm' id='${i + 1}'>`,
      `  <name>${name}</name>`,
      `  <uuid>${id}</uuid>`,
      '  <metadata>',
      '    <libosinfo:libosinfo xmlns:libosinfo="http://libosinfo.org/xmlns/libvirt/domain/1.0">',
      `      <libosinfo:os id="http://ubuntu.com/ubuntu/${oneOf(random, ['22.04', '24.04'])}"/>`,
      '    </libosinfo:libosinfo>',
      '  </metadata>',
      `  <memory unit='KiB'>${memory}</memory>`,
      `  <currentMemory unit='KiB'>${memory}</currentMemory>`,
      `  <vcpu placement='static'>${vcpu}</vcpu>`,
      '  <resource>',
      '    <partition>/machine</partition>',
      '  </resource>',
      '  <os>',
      "    <type arch='x86_64' machine='pc-q35-6.2'>hvm</type>",
      "    <boot dev='hd'/>",
      '  </os>',
      '  <features>',
      '    <acpi/>',
      '    <apic/>',
      "    <vmport state='off'/>",
      '  </features>',
      "  <cpu mode='host-passthrough' check='none' migratable='on'/>",
      "  <clock offset='utc'>",
      "    <timer name='rtc' tickpolicy='catchup'/>",
      "    <timer name='pit' tickpolicy='delay'/>",
      "    <timer name='hpet' present='no'/>",
      '  </clock>',
      '  <on_poweroff>destroy</on_poweroff>',
      '  <on_reboot>restart</on_reboot>',
      '  <on_crash>destroy</on_crash>',
      '  <pm>',
      "    <suspend-to-mem enabled='no'/>",
      "    <suspend-to-disk enabled='no'/>",
      '  </pm>',
      '  <devices>',
      '    <emulator>/usr/bin/qemu-system-x86_64</emulator>',
      "    <disk type='file' device='disk'>",
      "      <driver name='qemu' type='qcow2' discard='unmap'/>",
      `      <source file='/var/lib/libvirt/images/${name}.qcow2' index='2'/>`,
      '      <backingStore/>',
      "      <target dev='vda' bus='virtio'/>",
      "      <alias name='virtio-disk0'/>",
      "      <address type='pci' domain='0x0000' bus='0x04' slot='0x00' function='0x0'/>",
      '    </disk>',
      "    <disk type='file' device='cdrom'>",
      "      <driver name='qemu' type='raw'/>",
      `      <source file='/var/lib/libvirt/images/${name}-seed.iso' index='1'/>`,
      '      <backingStore/>',
      "      <target dev='sda' bus='sata'/>",
      '      <readonly/>',
      "      <alias name='sata0-0-0'/>",
      "      <address type='drive' controller='0' bus='0' target='0' unit='0'/>",
      '    </disk>',
      "    <controller type='usb' index='0' model='qemu-xhci' ports='15'>",
      "      <alias name='usb'/>",
      "      <address type='pci' domain='0x0000' bus='0x02' slot='0x00' function='0x0'/>",
      '    </controller>',
      "    <controller type='sata' index='0'>",
      "      <alias name='ide'/>",
      "      <address type='pci' domain='0x0000' bus='0x00' slot='0x1f' function='0x2'/>",
      '    </controller>',
      "    <controller type='pci' index='0' model='pcie-root'>",
      "      <alias name='pcie.0'/>",
      '    </controller>',
      ...rootPort(1, 0x10),
      ...rootPort(2, 0x11),
      ...rootPort(3, 0x12),
      ...rootPort(4, 0x13),
      "    <controller type='virtio-serial' index='0'>",
      "      <alias name='virtio-serial0'/>",
      "      <address type='pci' domain='0x0000' bus='0x03' slot='0x00' function='0x0'/>",
      '    </controller>',
      "    <interface type='bridge'>",
      `      <mac address='${mac}'/>`,
      `      <source bridge='${name.startsWith('ci') ? 'br-ci' : 'br0'}'/>`,
      `      <target dev='vnet${i}'/>`,
      "      <model type='virtio'/>",
      "      <alias name='net0'/>",
      "      <address type='pci' domain='0x0000' bus='0x01' slot='0x00' function='0x0'/>",
      '    </interface>',
      "    <serial type='pty'>",
      `      <source path='/dev/pts/${i + 2}'/>`,
      "      <target type='isa-serial' port='0'>",
      "        <model name='isa-serial'/>",
      '      </target>',
      "      <alias name='serial0'/>",
      '    </serial>',
      "    <console type='pty' tty='/dev/pts/" + (i + 2) + "'>",
      `      <source path='/dev/pts/${i + 2}'/>`,
      "      <target type='serial' port='0'/>",
      "      <alias name='serial0'/>",
      '    </console>',
      "    <channel type='unix'>",
      `      <source mode='bind' path='/run/libvirt/qemu/channel/${i + 1}-${name}/org.qemu.guest_agent.0'/>`,
      "      <target type='virtio' name='org.qemu.guest_agent.0' state='connected'/>",
      "      <alias name='channel0'/>",
      "      <address type='virtio-serial' controller='0' bus='0' port='1'/>",
      '    </channel>',
      "    <input type='mouse' bus='ps2'>",
      "      <alias name='input0'/>",
      '    </input>',
      "    <input type='keyboard' bus='ps2'>",
      "      <alias name='input1'/>",
      '    </input>',
      `    <graphics type='vnc' port='${5900 + i}' autoport='yes' listen='127.0.0.1'>`,
      "      <listen type='address' address='127.0.0.1'/>",
      '    </graphics>',
      '    <video>',
      "      <model type='virtio' heads='1' primary='yes'/>",
      "      <alias name='video0'/>",
      "      <address type='pci' domain='0x0000' bus='0x00' slot='0x01' function='0x0'/>",
      '    </video>',
      "    <memballoon model='virtio'>",
      "      <alias name='balloon0'/>",
      "      <address type='pci' domain='0x0000' bus='0x05' slot='0x00' function='0x0'/>",
      '    </memballoon>',
      "    <rng model='virtio'>",
      "      <backend model='random'>/dev/urandom</backend>",
      "      <alias name='rng0'/>",
      "      <address type='pci' domain='0x0000' bus='0x06' slot='0x00' function='0x0'/>",
      '    </rng>',
      '  </devices>',
      "  <seclabel type='dynamic' model='apparmor' relabel='yes'>",
      `    <label>libvirt-${id}</label>`,
      `    <imagelabel>libvirt-${id}</imagelabel>`,
      '  </seclabel>',
      "  <seclabel type='dynamic' model='dac' relabel='yes'>",
      '    <label>+64055:+994</label>',
      '    <imagelabel>+64055:+994</imagelabel>',
      '  </seclabel>',
      '</domain>',
      '',
    );
  });
  const ask = "What MAC address does ci-runner-23's network interface have?";
  return singleCallTask(
    'round 9: virsh dumpxml',
    `I'm adding DHCP reservations for the CI runners; here's virsh dumpxml for every domain on kvm-host-03. ${ask}`,
    'virsh_dumpxml',
    lines.join('\n'),
    [{ id: 'mac', ask, needles: [textNeedle(needle)] }],
  );
}

/** A workspace's Cargo.lock: the one crate that still depends on atty (prettytable-rs 0.8), five lines above the match. */
function cargoLock(): EconomicsTask {
  const random = seededRandom(9_006);
  const crates =
    'addr2line 0.21.0|adler 1.0.2|ahash 0.8.11|aho-corasick 1.1.3|allocator-api2 0.2.18|android-tzdata 0.1.1|android_system_properties 0.1.5|anstream 0.6.14|anstyle 1.0.7|anstyle-parse 0.2.4|anstyle-query 1.0.3|anyhow 1.0.86|arc-swap 1.7.1|async-channel 2.3.1|async-stream 0.3.5|async-trait 0.1.80|atomic-waker 1.1.2|autocfg 1.3.0|axum 0.7.5|axum-core 0.4.3|backtrace 0.3.71|base64 0.21.7|base64 0.22.1|bitflags 1.3.2|bitflags 2.5.0|block-buffer 0.10.4|bumpalo 3.16.0|byteorder 1.5.0|bytes 1.6.0|cast 0.3.0|cc 1.0.98|cfg-if 1.0.0|chrono 0.4.38|ciborium 0.2.2|ciborium-io 0.2.2|ciborium-ll 0.2.2|clap 3.2.25|clap 4.5.4|clap_builder 4.5.2|clap_derive 4.5.4|clap_lex 0.2.4|clap_lex 0.7.0|colorchoice 1.0.1|core-foundation 0.9.4|core-foundation-sys 0.8.6|cpufeatures 0.2.12|crc32fast 1.4.2|criterion-plot 0.5.0|crossbeam-channel 0.5.13|csv 1.3.0|csv-core 0.1.11|dirs 1.0.5|encode_unicode 0.3.6|crossbeam-deque 0.8.5|crossbeam-epoch 0.9.18|crossbeam-utils 0.8.20|crypto-common 0.1.6|dashmap 5.5.3|deranged 0.3.11|digest 0.10.7|either 1.12.0|encoding_rs 0.8.34|equivalent 1.0.1|errno 0.3.9|event-listener 5.3.1|fastrand 2.1.0|flate2 1.0.30|fnv 1.0.7|form_urlencoded 1.2.1|futures 0.3.30|futures-channel 0.3.30|futures-core 0.3.30|futures-executor 0.3.30|futures-io 0.3.30|futures-macro 0.3.30|futures-sink 0.3.30|futures-task 0.3.30|futures-util 0.3.30|generic-array 0.14.7|getrandom 0.2.15|gimli 0.28.1|h2 0.3.26|h2 0.4.5|half 2.4.1|hashbrown 0.12.3|hashbrown 0.14.5|heck 0.4.1|heck 0.5.0|hermit-abi 0.1.19|hermit-abi 0.3.9|hex 0.4.3|hmac 0.12.1|http 0.2.12|http 1.1.0|http-body 0.4.6|http-body 1.0.0|http-body-util 0.1.1|httparse 1.8.0|httpdate 1.0.3|hyper 0.14.28|hyper 1.3.1|hyper-rustls 0.24.2|hyper-util 0.1.5|iana-time-zone 0.1.60|idna 0.5.0|indexmap 1.9.3|indexmap 2.2.6|ipnet 2.9.0|is-terminal 0.4.12|itertools 0.10.5|itertools 0.12.1|itoa 1.0.11|js-sys 0.3.69|lazy_static 1.4.0|libc 0.2.155|linux-raw-sys 0.4.14|lock_api 0.4.12|log 0.4.21|matchers 0.1.0|matchit 0.7.3|memchr 2.7.2|mime 0.3.17|miniz_oxide 0.7.3|mio 0.8.11|nu-ansi-term 0.46.0|num-conv 0.1.0|num-traits 0.2.19|num_cpus 1.16.0|object 0.32.2|once_cell 1.19.0|oorandom 11.1.3|os_str_bytes 6.6.1|overload 0.1.1|parking 2.2.0|parking_lot 0.12.3|parking_lot_core 0.9.10|percent-encoding 2.3.1|pin-project 1.1.5|pin-project-internal 1.1.5|pin-project-lite 0.2.14|pin-utils 0.1.0|plotters 0.3.6|plotters-backend 0.3.6|plotters-svg 0.3.6|powerfmt 0.2.0|ppv-lite86 0.2.17|proc-macro2 1.0.85|prost 0.12.6|prost-derive 0.12.6|quote 1.0.36|rand 0.8.5|rand_chacha 0.3.1|rand_core 0.6.4|rayon 1.10.0|rayon-core 1.12.1|redox_syscall 0.5.1|regex 1.10.4|regex-automata 0.1.10|regex-automata 0.4.6|regex-lite 0.1.5|regex-syntax 0.6.29|regex-syntax 0.8.3|reqwest 0.11.27|reqwest 0.12.4|ring 0.17.8|rustc-demangle 0.1.24|rustix 0.38.34|rustls 0.21.12|rustls 0.23.9|rustls-pemfile 1.0.4|rustls-webpki 0.101.7|ryu 1.0.18|same-file 1.0.6|schannel 0.1.23|scopeguard 1.2.0|sct 0.7.1|security-framework 2.11.0|serde 1.0.203|serde_derive 1.0.203|serde_json 1.0.117|serde_urlencoded 0.7.1|sha2 0.10.8|sharded-slab 0.1.7|signal-hook-registry 1.4.2|slab 0.4.9|smallvec 1.13.2|socket2 0.5.7|spin 0.9.8|sqlx 0.7.4|sqlx-core 0.7.4|sqlx-macros 0.7.4|sqlx-postgres 0.7.4|strsim 0.10.0|strsim 0.11.1|subtle 2.5.0|syn 1.0.109|syn 2.0.66|sync_wrapper 0.1.2|sync_wrapper 1.0.1|textwrap 0.16.1|thiserror 1.0.61|thiserror-impl 1.0.61|thread_local 1.1.8|time 0.3.36|time-core 0.1.2|time-macros 0.2.18|tinytemplate 1.2.1|term 0.5.2|tinyvec 1.6.0|tokio 1.38.0|tokio-macros 2.3.0|tokio-rustls 0.24.1|tokio-stream 0.1.15|tokio-util 0.7.11|tonic 0.11.0|tower 0.4.13|tower-layer 0.3.2|tower-service 0.3.2|tracing 0.1.40|tracing-attributes 0.1.27|tracing-core 0.1.32|tracing-log 0.2.0|tracing-subscriber 0.3.18|try-lock 0.2.5|typenum 1.17.0|unicode-bidi 0.3.15|unicode-ident 1.0.12|unicode-normalization 0.1.23|unicode-width 0.1.13|untrusted 0.9.0|url 2.5.0|utf8parse 0.2.1|uuid 1.8.0|valuable 0.1.0|version_check 0.9.4|walkdir 2.5.0|want 0.3.1|wasi 0.11.0+wasi-snapshot-preview1|wasm-bindgen 0.2.92|wasm-bindgen-backend 0.2.92|wasm-bindgen-macro 0.2.92|web-sys 0.3.69|webpki-roots 0.25.4|winapi 0.3.9|winapi-i686-pc-windows-gnu 0.4.0|winapi-util 0.1.8|winapi-x86_64-pc-windows-gnu 0.4.0|windows-core 0.52.0|windows-sys 0.48.0|windows-sys 0.52.0|windows-targets 0.48.5|windows-targets 0.52.5|windows_aarch64_gnullvm 0.48.5|windows_aarch64_gnullvm 0.52.5|windows_aarch64_msvc 0.48.5|windows_aarch64_msvc 0.52.5|windows_i686_gnu 0.48.5|windows_i686_gnu 0.52.5|windows_i686_msvc 0.48.5|windows_i686_msvc 0.52.5|windows_x86_64_gnu 0.48.5|windows_x86_64_gnu 0.52.5|windows_x86_64_gnullvm 0.48.5|windows_x86_64_gnullvm 0.52.5|windows_x86_64_msvc 0.48.5|windows_x86_64_msvc 0.52.5|zeroize 1.8.1'
      .split('|')
      .map((c) => c.split(' ') as [string, string]);
  const awsServices =
    'acm apigateway athena autoscaling batch cloudformation cloudfront cloudwatch cloudwatchlogs codebuild cognitoidentityprovider dynamodb ec2 ecr ecs efs eks elasticache elasticloadbalancingv2 eventbridge firehose glue iam kinesis kms lambda mq opensearch organizations rds redshift route53 s3 secretsmanager ses sfn sns sqs ssm sso ssooidc sts timestreamwrite transfer wafv2'.split(
      ' ',
    );
  for (const s of awsServices) crates.push([`aws-sdk-${s}`, `1.${10 + pick(random, 40)}.0`]);
  for (const c of 'aws-config 1.5.1|aws-credential-types 1.2.0|aws-runtime 1.2.2|aws-sigv4 1.2.1|aws-smithy-async 1.2.1|aws-smithy-http 0.60.8|aws-smithy-json 0.60.7|aws-smithy-query 0.60.7|aws-smithy-runtime 1.5.5|aws-smithy-runtime-api 1.6.2|aws-smithy-types 1.1.10|aws-smithy-xml 0.60.8|aws-types 1.3.1'.split(
    '|',
  ))
    crates.push(c.split(' ') as [string, string]);
  const counts = new Map<string, number>();
  for (const [n] of crates) counts.set(n, (counts.get(n) ?? 0) + 1);
  const ref = ([n, v]: readonly [string, string]) => ((counts.get(n) ?? 0) > 1 ? `${n} ${v}` : n);
  const external = crates.map(([n, v]) => [n, v] as const);
  const common = external.filter(
    ([n]) => !n.startsWith('windows') && !n.startsWith('winapi') && !n.startsWith('aws-sdk') && !n.startsWith('wasm'),
  );
  const packages: { name: string; version: string; external: boolean; deps: string[] }[] = external.map(([n, v]) => {
    let deps: string[] = [];
    if (n.startsWith('aws-sdk-'))
      deps = [
        'aws-credential-types',
        'aws-runtime',
        'aws-smithy-async',
        'aws-smithy-http',
        'aws-smithy-json',
        'aws-smithy-runtime',
        'aws-smithy-runtime-api',
        'aws-smithy-types',
        'aws-types',
        'bytes',
        'http 0.2.12',
        'once_cell',
        'regex-lite',
        'tracing',
      ];
    else if (n === 'windows-targets')
      deps = ['aarch64_gnullvm', 'aarch64_msvc', 'i686_gnu', 'i686_msvc', 'x86_64_gnu', 'x86_64_gnullvm', 'x86_64_msvc'].map(
        (t) => `windows_${t} ${v}`,
      );
    else if (n === 'windows-sys') deps = [`windows-targets ${v === '0.48.0' ? '0.48.5' : '0.52.5'}`];
    else if (n === 'winapi') deps = ['winapi-i686-pc-windows-gnu', 'winapi-x86_64-pc-windows-gnu'];
    else if (!n.startsWith('windows_') && !n.startsWith('winapi-') && random() < 0.7)
      deps = [...new Set(Array.from({ length: 1 + pick(random, 7) }, () => ref(oneOf(random, common))))].filter((d) => !d.startsWith(n));
    return { name: n, version: v, external: true, deps };
  });
  packages.push(
    { name: 'atty', version: '0.2.14', external: true, deps: ['hermit-abi 0.1.19', 'libc', 'winapi'] },
    {
      name: 'criterion',
      version: '0.5.1',
      external: true,
      deps: [
        'anes',
        'cast',
        'ciborium',
        'clap 4.5.4',
        'criterion-plot',
        'is-terminal',
        'itertools 0.10.5',
        'num-traits',
        'once_cell',
        'oorandom',
        'plotters',
        'rayon',
        'regex',
        'serde',
        'serde_derive',
        'serde_json',
        'tinytemplate',
        'walkdir',
      ],
    },
    {
      name: 'prettytable-rs',
      version: '0.8.0',
      external: true,
      deps: ['atty', 'csv', 'encode_unicode', 'lazy_static', 'term', 'unicode-width'],
    },
    { name: 'anes', version: '0.1.6', external: true, deps: [] },
  );
  const domains =
    'accounts audit billing cart catalog checkout coupons crm customers delivery documents email events exports fraud fulfilment gateway geo identity imports inventory invoices ledger loyalty media merchants messaging metrics notifications orders partners payments payouts permissions pricing promotions ratings recommendations refunds reports returns reviews risk routing scheduler search sessions settlements shipping sms storage subscriptions support tax tenants tracking vouchers warehouse webhooks'.split(
      ' ',
    );
  const layers = ['api', 'client', 'core', 'db', 'domain', 'events', 'jobs', 'proto', 'testkit', 'worker'];
  const internal = domains.flatMap((d) => layers.map((l) => `${d}-${l}`));
  for (const name of internal) {
    const deps = new Set<string>();
    for (let k = 4 + pick(random, 9); k > 0; k--) deps.add(ref(oneOf(random, common)));
    for (let k = pick(random, 4); k > 0; k--) deps.add(oneOf(random, internal));
    deps.delete(name);
    packages.push({ name, version: '0.1.0', external: false, deps: [...deps] });
  }
  for (const d of ['ledger', 'pricing', 'search', 'routing', 'tax'])
    packages.push({ name: `${d}-bench`, version: '0.1.0', external: false, deps: [`${d}-core`, 'criterion', 'rand 0.8.5', 'tokio'] });
  packages.push({
    name: 'ops-cli',
    version: '0.1.0',
    external: false,
    deps: ['anyhow', 'clap 4.5.4', 'prettytable-rs', 'reqwest 0.12.4', 'serde_json', 'tokio'],
  });
  packages.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : 1));
  const lines = ['# This file is automatically @generated by Cargo.', '# It is not intended for manual editing.', 'version = 3'];
  for (const p of packages) {
    lines.push('', '[[package]]', `name = "${p.name}"`, `version = "${p.version}"`);
    if (p.external) lines.push('source = "registry+https://github.com/rust-lang/crates.io-index"', `checksum = "${hex(random, 64)}"`);
    if (p.deps.length > 0) lines.push('dependencies = [', ...[...p.deps].sort().map((d) => ` "${d}",`), ']');
  }
  const ask = 'Which crate in our Cargo.lock still depends on atty?';
  return singleCallTask(
    'round 9: cargo.lock',
    `cargo deny flags atty as unmaintained (RUSTSEC-2024-0375). ${ask}`,
    'read_file',
    lines.join('\n') + '\n',
    [{ id: 'crate', ask, needles: [textNeedle('name = "prettytable-rs"')] }],
  );
}

// c. Questions that paraphrase the output or come after a preamble.

/** A DC's Security log through `Get-WinEvent | Format-List`, newest first; asked who "erased the security history" (event 1102, the audit log was cleared). */
function windowsSecurityLog(): EconomicsTask {
  const random = seededRandom(9_007);
  const domainSid = 'S-1-5-21-3623811015-3361044348-30300820';
  const people = Array.from(
    { length: 70 },
    () => `${oneOf(random, FIRST)[0]!.toLowerCase()}.${oneOf(random, LAST).toLowerCase().replace("'", '')}`,
  );
  people.push('t.halvorsen');
  const admins = ['a.novak-adm', 'm.garcia-adm', 'r.lindqvist-adm'];
  const services = ['svc-sql', 'svc-backup', 'svc-sccm', 'svc-adconnect'];
  const computers = Array.from({ length: 40 }, (_, i) => `WS-${String(100 + i * 7).padStart(4, '0')}$`);
  const rid = new Map<string, number>();
  const sid = (account: string) => {
    if (account.endsWith('$') && account.startsWith('DC')) return 'S-1-5-18';
    if (!rid.has(account)) rid.set(account, 1100 + rid.size * 3 + pick(random, 3));
    return `${domainSid}-${rid.get(account)}`;
  };
  const I = '               ';
  const logonId = () => `0x${(0x100000 + pick(random, 0xfffffff)).toString(16).toUpperCase()}`;
  const ip = () => `10.40.${8 + pick(random, 6)}.${10 + pick(random, 240)}`;
  const subject = (account: string, label = 'Account Domain') => [
    `${I}Subject:`,
    `${I}\tSecurity ID:\t\t${sid(account)}`,
    `${I}\tAccount Name:\t\t${account}`,
    `${I}\t${label}:\t\tACME`,
    `${I}\tLogon ID:\t\t${account.startsWith('DC') ? '0x3E7' : logonId()}`,
  ];
  const messages: Record<number, (user: string) => string[]> = {
    4624: (user) => [
      'An account was successfully logged on.',
      I,
      ...subject('DC01$'),
      I,
      `${I}Logon Information:`,
      `${I}\tLogon Type:\t\t${oneOf(random, [3, 3, 3, 2, 10])}`,
      `${I}\tRestricted Admin Mode:\t-`,
      `${I}\tVirtual Account:\t\tNo`,
      `${I}\tElevated Token:\t\t${user.endsWith('-adm') ? 'Yes' : 'No'}`,
      I,
      `${I}Impersonation Level:\t\tImpersonation`,
      I,
      `${I}New Logon:`,
      `${I}\tSecurity ID:\t\t${sid(user)}`,
      `${I}\tAccount Name:\t\t${user}`,
      `${I}\tAccount Domain:\t\tACME`,
      `${I}\tLogon ID:\t\t${logonId()}`,
      `${I}\tLinked Logon ID:\t\t0x0`,
      `${I}\tNetwork Account Name:\t-`,
      `${I}\tNetwork Account Domain:\t-`,
      `${I}\tLogon GUID:\t\t{${uuid(random)}}`,
      I,
      `${I}Process Information:`,
      `${I}\tProcess ID:\t\t0x0`,
      `${I}\tProcess Name:\t\t-`,
      I,
      `${I}Network Information:`,
      `${I}\tWorkstation Name:\t${oneOf(random, computers).slice(0, -1)}`,
      `${I}\tSource Network Address:\t${ip()}`,
      `${I}\tSource Port:\t\t${49_152 + pick(random, 16_000)}`,
      I,
      `${I}Detailed Authentication Information:`,
      `${I}\tLogon Process:\t\tKerberos`,
      `${I}\tAuthentication Package:\tKerberos`,
      `${I}\tTransited Services:\t-`,
      `${I}\tPackage Name (NTLM only):\t-`,
      `${I}\tKey Length:\t\t0`,
      I,
      `${I}This event is generated when a logon session is created. It is generated on the computer that was accessed.`,
    ],
    4634: (user) => [
      'An account was logged off.',
      I,
      ...subject(user),
      I,
      `${I}Logon Type:\t\t\t3`,
      I,
      `${I}This event is generated when a logon session is destroyed. It may be positively correlated with a logon event using the Logon ID value. Logon IDs are only unique between reboots on the same computer.`,
    ],
    4672: (user) => [
      'Special privileges assigned to new logon.',
      I,
      ...subject(user),
      I,
      `${I}Privileges:\t\tSeSecurityPrivilege`,
      `${I}\t\t\tSeBackupPrivilege`,
      `${I}\t\t\tSeRestorePrivilege`,
      `${I}\t\t\tSeTakeOwnershipPrivilege`,
      `${I}\t\t\tSeDebugPrivilege`,
      `${I}\t\t\tSeSystemEnvironmentPrivilege`,
      `${I}\t\t\tSeLoadDriverPrivilege`,
      `${I}\t\t\tSeImpersonatePrivilege`,
      `${I}\t\t\tSeDelegateSessionUserImpersonatePrivilege`,
      `${I}\t\t\tSeEnableDelegationPrivilege`,
    ],
    4625: (user) => [
      'An account failed to log on.',
      I,
      ...subject('DC01$'),
      I,
      `${I}Logon Type:\t\t\t3`,
      I,
      `${I}Account For Which Logon Failed:`,
      `${I}\tSecurity ID:\t\tS-1-0-0`,
      `${I}\tAccount Name:\t\t${user}`,
      `${I}\tAccount Domain:\t\tACME`,
      I,
      `${I}Failure Information:`,
      `${I}\tFailure Reason:\t\tUnknown user name or bad password.`,
      `${I}\tStatus:\t\t\t0xC000006D`,
      `${I}\tSub Status:\t\t0xC000006A`,
      I,
      `${I}Network Information:`,
      `${I}\tWorkstation Name:\t${oneOf(random, computers).slice(0, -1)}`,
      `${I}\tSource Network Address:\t${ip()}`,
      `${I}\tSource Port:\t\t${49_152 + pick(random, 16_000)}`,
      I,
      `${I}Detailed Authentication Information:`,
      `${I}\tLogon Process:\t\tNtLmSsp `,
      `${I}\tAuthentication Package:\tNTLM`,
    ],
    4769: (user) => [
      'A Kerberos service ticket was requested.',
      I,
      `${I}Account Information:`,
      `${I}\tAccount Name:\t\t${user}@ACME.LOCAL`,
      `${I}\tAccount Domain:\t\tACME.LOCAL`,
      `${I}\tLogon GUID:\t\t{${uuid(random)}}`,
      I,
      `${I}Service Information:`,
      `${I}\tService Name:\t\t${oneOf(random, ['FS02$', 'SQL01$', 'krbtgt', 'EXCH01$', 'PRINT01$'])}`,
      `${I}\tService ID:\t\t${domainSid}-${1000 + pick(random, 50)}`,
      I,
      `${I}Network Information:`,
      `${I}\tClient Address:\t\t::ffff:${ip()}`,
      `${I}\tClient Port:\t\t${49_152 + pick(random, 16_000)}`,
      I,
      `${I}Additional Information:`,
      `${I}\tTicket Options:\t\t0x40810000`,
      `${I}\tTicket Encryption Type:\t0x12`,
      `${I}\tFailure Code:\t\t0x0`,
      `${I}\tTransited Services:\t-`,
    ],
  };
  const providerOf = (id: number) => (id === 1102 || id === 1100 ? 'Microsoft-Windows-Eventlog' : 'Microsoft-Windows-Security-Auditing');
  const stamp = (t: number) => {
    const d = new Date(t * 1000);
    const h = d.getUTCHours();
    return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h % 12 === 0 ? 12 : h % 12}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
  };
  const lines: string[] = [];
  const event = (t: number, id: number, message: string[]) =>
    lines.push(
      `TimeCreated  : ${stamp(t)}`,
      `ProviderName : ${providerOf(id)}`,
      `Id           : ${id}`,
      `Message      : ${message[0]}`,
      ...message.slice(1),
      '',
      '',
    );
  const count = 1500;
  let t = 1_772_520_000;
  for (let i = 0; i < count; i++) {
    t -= 1 + pick(random, 200);
    if (i === Math.floor(count * 0.56)) {
      event(t, 1102, [
        'The audit log was cleared.',
        `${I}Subject:`,
        `${I}\tSecurity ID:\t${domainSid}-2231`,
        `${I}\tAccount Name:\tt.halvorsen-adm`,
        `${I}\tDomain Name:\tACME`,
        `${I}\tLogon ID:\t0x7A3C19E`,
      ]);
      continue;
    }
    if (i === Math.floor(count * 0.31)) {
      event(t, 4719, [
        'System audit policy was changed.',
        I,
        ...subject('a.novak-adm'),
        I,
        `${I}Audit Policy Change:`,
        `${I}\tCategory:\t\tLogon/Logoff`,
        `${I}\tSubcategory:\t\tLogon`,
        `${I}\tSubcategory GUID:\t{0cce9215-69ae-11d9-bed3-505054503030}`,
        `${I}\tChanges:\t\tSuccess Added, Failure Added`,
      ]);
      continue;
    }
    const r = random();
    const id = r < 0.38 ? 4624 : r < 0.62 ? 4634 : r < 0.75 ? 4672 : r < 0.8 ? 4625 : 4769;
    const user =
      id === 4672
        ? oneOf(random, [...admins, ...services])
        : id === 4625
          ? oneOf(random, [...people.slice(0, 30), 'administrator', 'admin', 'scanner', 'test'])
          : random() < 0.15
            ? oneOf(random, computers)
            : random() < 0.1
              ? oneOf(random, [...admins, ...services])
              : oneOf(random, people);
    event(t, id, messages[id]!(user));
  }
  const ask = 'Whose account erased the security history on this domain controller?';
  const prompt =
    "Background: we're moving DC01's event forwarding to the new SIEM next month and I'm checking what it will pick up. While skimming, a colleague said someone may have covered their tracks on this box yesterday. Here's Get-WinEvent -LogName Security | Format-List. " +
    ask;
  return singleCallTask('round 9: windows security log, preamble and paraphrase', prompt, 'get_winevent', lines.join('\n'), [
    { id: 'account', ask, needles: [textNeedle('t.halvorsen-adm')] },
  ]);
}

/** `redis-cli MONITOR` around lunchtime: the client that sent FLUSHDB on the sessions database, asked as "threw away everybody's logins". */
function redisMonitor(): EconomicsTask {
  const random = seededRandom(9_008);
  const start = 1_772_538_000; // 2026-03-03 11:40 UTC
  const webs = Array.from({ length: 12 }, (_, i) => `10.40.12.${11 + i}`);
  const workers = Array.from({ length: 6 }, (_, i) => `10.40.14.${21 + i}`);
  const gateways = ['10.40.10.5', '10.40.10.6', '10.40.10.7'];
  const port = new Map<string, number>();
  const client = (db: number, host: string) => {
    const key = `${db}/${host}`;
    if (!port.has(key) || random() < 0.01) port.set(key, 32_768 + pick(random, 28_000));
    return `[${db} ${host}:${port.get(key)}]`;
  };
  const sessions = Array.from({ length: 600 }, () => hex(random, 32));
  const quote = (s: string) => `"${s.replaceAll('"', '\\"')}"`;
  const cmd = (...args: string[]) => args.map(quote).join(' ');
  const lines = ['OK'];
  const count = 15_000;
  let t = start;
  let needle = '';
  for (let i = 0; i < count; i++) {
    t += random() * 0.72;
    const at = `${Math.floor(t)}.${String(Math.floor((t % 1) * 1e6)).padStart(6, '0')}`;
    if (i === Math.floor(count * 0.57)) {
      lines.push(
        `${at} [0 10.40.17.203:40118] ${cmd('SELECT', '3')}`,
        `${at.slice(0, -3)}412 [3 10.40.17.203:40118] ${cmd('DBSIZE')}`,
        `${at.slice(0, -3)}977 [3 10.40.17.203:40118] ${cmd('FLUSHDB', 'ASYNC')}`,
      );
      needle = `[3 10.40.17.203:40118] "FLUSHDB"`;
      continue;
    }
    if (i === Math.floor(count * 0.08) || i === Math.floor(count * 0.83)) {
      lines.push(`${at} [9 10.40.30.5:${51_000 + pick(random, 900)}] ${cmd('FLUSHDB')}`);
      continue;
    }
    const r = random();
    if (r < 0.35) {
      const s = oneOf(random, sessions);
      const c = client(3, oneOf(random, webs));
      const q = random();
      if (q < 0.6) lines.push(`${at} ${c} ${cmd('GET', `sess:${s}`)}`);
      else if (q < 0.8) lines.push(`${at} ${c} ${cmd('EXPIRE', `sess:${s}`, '86400')}`);
      else if (q < 0.95)
        lines.push(
          `${at} ${c} ${cmd('SET', `sess:${s}`, JSON.stringify({ uid: 1000 + pick(random, 90_000), csrf: alnum(random, 24), locale: oneOf(random, ['en-GB', 'de-DE', 'fr-FR']) }), 'EX', '86400')}`,
        );
      else lines.push(`${at} ${c} ${cmd('DEL', `sess:${s}`)}`);
    } else if (r < 0.65) {
      const c = client(0, oneOf(random, webs));
      const key = `cache:${oneOf(random, ['product', 'category', 'price', 'stock'])}:${pick(random, 60_000)}`;
      const q = random();
      if (q < 0.75) lines.push(`${at} ${c} ${cmd('GET', key)}`);
      else if (q < 0.9)
        lines.push(`${at} ${c} ${cmd('SET', key, JSON.stringify({ v: pick(random, 10_000), at: Math.floor(t) }), 'EX', '300')}`);
      else lines.push(`${at} ${c} ${cmd('MGET', key, `cache:price:${pick(random, 60_000)}`, `cache:stock:${pick(random, 60_000)}`)}`);
    } else if (r < 0.85) {
      const c = client(5, oneOf(random, gateways));
      const key = `rl:${10 + pick(random, 200)}.${pick(random, 256)}.${pick(random, 256)}.${pick(random, 256)}:${Math.floor(t / 60)}`;
      lines.push(
        `${at} ${c} ${cmd('EVALSHA', 'a42059b356c875f0717db19a51f6aaca9ae659ea', '1', key, '60', '120')}`,
        `${at.slice(0, -2)}${pad2(pick(random, 100))} [5 lua] ${cmd('INCR', key)}`,
        ...(random() < 0.3 ? [`${at.slice(0, -2)}99 [5 lua] ${cmd('PEXPIRE', key, '60000')}`] : []),
      );
    } else if (r < 0.97) {
      const c = client(1, oneOf(random, workers));
      if (random() < 0.7) lines.push(`${at} ${c} ${cmd('BRPOP', 'queue:default', 'queue:mailers', 'queue:exports', '2')}`);
      else
        lines.push(
          `${at} ${c} ${cmd('LPUSH', `queue:${oneOf(random, ['default', 'mailers', 'exports'])}`, JSON.stringify({ job: oneOf(random, ['SendReceipt', 'SyncStock', 'ExportCsv', 'RefreshFeed']), id: uuid(random) }))}`,
        );
    } else if (random() < 0.5) lines.push(`${at} [0 10.40.1.2:${26_379}] ${cmd('PING')}`);
    else
      lines.push(
        `${at} [0 10.40.17.203:${38_000 + pick(random, 2000)}] ${cmd(oneOf(random, ['INFO', 'SLOWLOG', 'CLIENT']), ...(random() < 0.5 ? ['memory'] : ['list']))}`,
      );
  }
  const ask = "Which client address and port threw away everybody's logins in one go?";
  const prompt =
    'Some context: we moved the Redis box to the new subnet on Friday and nothing looked off until today. Just after half past twelve every user of the web app was kicked out at the same moment. I had redis-cli MONITOR running. ' +
    ask;
  return singleCallTask('round 9: redis monitor, preamble and paraphrase', prompt, 'redis_monitor', lines.join('\n'), [
    { id: 'client', ask, needles: [textNeedle(needle)] },
  ]);
}

/** `git blame` of a 5,000-line carrier client module: who set the backoff growth factor, asked as "how much longer the pause gets after each try". */
function gitBlame(): EconomicsTask {
  const random = seededRandom(9_009);
  const authors = [
    'Priya Raman',
    'Rafael Okonkwo',
    'Jonas Eriksen',
    'Mei Tanaka',
    'Sofia Castillo',
    'Lukas Bauer',
    'Amara Nwosu',
    'Daniel Park',
    'Chloé Dubois',
    'Tomasz Kowalski',
    'Hannah Cho',
    'dependabot[bot]',
  ];
  const commits = Array.from({ length: 180 }, (_, i) => {
    const t = Date.UTC(2022, 0, 1) / 1000 + Math.floor((i / 180) * 4 * 365 * 86_400) + pick(random, 86_400 * 5);
    const d = new Date(t * 1000);
    const tz = oneOf(random, ['+0000', '+0100', '+0200', '-0500']);
    return {
      hash: hex(random, 8),
      author: oneOf(random, authors.slice(0, 11)),
      date: `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} ${tz}`,
    };
  });
  const rafael = { hash: 'a91c04de', author: 'Rafael Okonkwo', date: '2025-09-18 16:40:12 +0200' };
  const carriers = [
    ['DhlExpress', 'dhl_express', 'express.api.dhl.com/mydhlapi'],
    ['DhlParcelNl', 'dhl_parcel_nl', 'api-gw.dhlparcel.nl'],
    ['Ups', 'ups', 'onlinetools.ups.com/api'],
    ['Fedex', 'fedex', 'apis.fedex.com'],
    ['Usps', 'usps', 'apis.usps.com'],
    ['RoyalMail', 'royal_mail', 'api.royalmail.net/shipping/v3'],
    ['Parcelforce', 'parcelforce', 'expresslink.parcelforce.net/ws'],
    ['DpdUk', 'dpd_uk', 'api.dpd.co.uk'],
    ['DpdDe', 'dpd_de', 'cloud.dpd.com/api/v1'],
    ['Gls', 'gls', 'api.gls-group.eu/public/v1'],
    ['Evri', 'evri', 'api.evri.com/client/v1'],
    ['PostNl', 'postnl', 'api.postnl.nl/shipment/v2_2'],
    ['Colissimo', 'colissimo', 'ws.colissimo.fr/sls-ws'],
    ['Chronopost', 'chronopost', 'ws.chronopost.fr/shipping-cxf'],
    ['Correos', 'correos', 'api1.correos.es/logistics'],
    ['Seur', 'seur', 'servicios.api.seur.io/pic/v1'],
    ['Brt', 'brt', 'api.brt.it/rest/v1'],
    ['PosteItaliane', 'poste_it', 'apiw.poste.it/shipping'],
    ['DeutschePost', 'deutsche_post', 'api-eu.dhl.com/post/de'],
    ['AustrianPost', 'post_at', 'plc.post.at/api'],
    ['SwissPost', 'swiss_post', 'dcapi.apis.post.ch/barcode/v1'],
    ['Bpost', 'bpost', 'api-parcel.bpost.be/services/shm'],
    ['PostNord', 'postnord', 'api2.postnord.com/rest/shipment/v3'],
    ['Bring', 'bring', 'api.bring.com/booking/api'],
    ['Posti', 'posti', 'gateway.posti.fi/2.0'],
    ['Omniva', 'omniva', 'omx.omniva.eu/api/v01'],
    ['InPost', 'inpost', 'api-shipx-pl.easypack24.net/v1'],
    ['Packeta', 'packeta', 'www.zasilkovna.cz/api/rest'],
    ['CanadaPost', 'canada_post', 'soa-gw.canadapost.ca/rs'],
    ['Purolator', 'purolator', 'webservices.purolator.com/EWS/V2'],
    ['AustraliaPost', 'auspost', 'digitalapi.auspost.com.au/shipping/v1'],
    ['StarTrack', 'startrack', 'digitalapi.auspost.com.au/startrack/v1'],
    ['NzPost', 'nzpost', 'api.nzpost.co.nz/parcellabel/v3'],
    ['JapanPost', 'japan_post', 'api.da.pf.japanpost.jp/v1'],
    ['Yamato', 'yamato', 'api.kuronekoyamato.co.jp/v1'],
    ['SfExpress', 'sf_express', 'sfapi.sf-express.com/std/service'],
    ['Aramex', 'aramex', 'ws.aramex.net/ShippingAPI.V2'],
    ['Sendle', 'sendle', 'api.sendle.com/api'],
    ['Shippo', 'shippo', 'api.goshippo.com'],
    ['EasyPost', 'easypost', 'api.easypost.com/v2'],
    ['Asendia', 'asendia', 'a1api.asendia.io/api'],
    ['Landmark', 'landmark', 'api.landmarkglobal.com/v2'],
    ['Passport', 'passport', 'api.passportshipping.com/v1'],
    ['Mrw', 'mrw', 'sagec.mrw.es/MRWEnvio.asmx'],
    ['Nacex', 'nacex', 'pda.nacex.com/nacex_ws'],
    ['Hermes', 'hermes_de', 'de-api.hermesworld.com/services/v1'],
    ['Cargus', 'cargus', 'urgentcargus.azure-api.net/api'],
    ['FanCourier', 'fan_courier', 'api.fancourier.ro'],
    ['Speedy', 'speedy', 'api.speedy.bg/v1'],
    ['Econt', 'econt', 'ee.econt.com/services'],
    ['Dao', 'dao', 'api.dao.as/DAOPakke'],
    ['Gls', 'gls_dk', 'api.gls.dk/ws/v1'],
    ['Venipak', 'venipak', 'go.venipak.lt/ws'],
    ['Latvijas', 'latvijas_pasts', 'api.pasts.lv/v1'],
    ['ElTa', 'elta', 'api.elta.gr/courier/v1'],
    ['Cttx', 'ctt', 'api.ctt.pt/shipping/v1'],
    ['Dhl eCommerce', 'dhl_ecommerce', 'api.dhlecs.com'],
    ['Ontrac', 'ontrac', 'api.ontrac.com/v3'],
    ['Lasership', 'lasership', 'api.lasership.com/v2'],
    ['Tforce', 'tforce', 'api.tforcefreight.com/rating'],
  ].map(([cls, code, host]) => [cls!.replace(' ', ''), code!, host!] as const);
  const code: string[] = [
    '"""HTTP clients for every carrier we ship with. One class per carrier; see BaseCarrierClient."""',
    '',
    'from __future__ import annotations',
    '',
    'import logging',
    'import random',
    'import time',
    'from collections.abc import Iterator',
    'from dataclasses import dataclass',
    'from decimal import Decimal',
    '',
    'import httpx',
    '',
    'from shipping.models import Address, Credentials, Label, Quote, Shipment, TrackingEvent',
    'from shipping.errors import CarrierAuthError, CarrierError, CarrierUnavailable',
    '',
    'log = logging.getLogger(__name__)',
    '',
    'DEFAULT_TIMEOUT = httpx.Timeout(20.0, connect=5.0)',
    '',
    '',
    'class BaseCarrierClient:',
    '    carrier_code: str = ""',
    '    base_url: str = ""',
    '    max_attempts: int = 5',
    '',
    '    def __init__(self, session: httpx.Client, credentials: Credentials) -> None:',
    '        self._session = session',
    '        self._credentials = credentials',
    '        self._token: str | None = None',
    '        self._token_expires_at = 0.0',
    '',
    '    def _send(self, method: str, path: str, **kwargs) -> dict:',
    '        delays = backoff_delays(self.max_attempts)',
    '        while True:',
    '            response, exc = None, None',
    '            try:',
    '                response = self._session.request(',
    '                    method, f"{self.base_url}{path}", headers=self._auth_headers(), timeout=DEFAULT_TIMEOUT, **kwargs',
    '                )',
    '            except httpx.TransportError as e:',
    '                exc = e',
    '            if not should_retry(response, exc):',
    '                break',
    '            sleep_for = next(delays, None)',
    '            if sleep_for is None:',
    '                break',
    '            log.info("%s %s %s: again in %.2fs", self.carrier_code, method, path, sleep_for)',
    '            time.sleep(sleep_for)',
    '        if exc is not None:',
    '            raise CarrierUnavailable(self.carrier_code) from exc',
    '        if response.status_code == 401:',
    '            raise CarrierAuthError(self.carrier_code)',
    '        if response.status_code >= 400:',
    '            raise CarrierError(self.carrier_code, response.status_code, response.text[:500])',
    '        return response.json()',
    '',
    '    def _auth_headers(self) -> dict[str, str]:',
    '        if self._token is None or time.monotonic() >= self._token_expires_at:',
    '            self._refresh_token()',
    '        return {"Authorization": f"Bearer {self._token}", "Accept": "application/json"}',
    '',
    '    def _refresh_token(self) -> None:',
    '        raise NotImplementedError',
    '',
    '',
  ];
  let needleLine = -1;
  carriers.forEach(([cls, carrier, host], c) => {
    if (c === Math.floor(carriers.length * 0.5)) {
      code.push(
        '# --- shared retry helpers ---------------------------------------------------------------',
        '# Carriers throttle us hard in peak season; every request goes through these two.',
        '',
        'RETRYABLE_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})',
        '',
        '',
        'def backoff_delays(attempts: int, first: float = 0.5, cap: float = 45.0) -> Iterator[float]:',
        '    """Sleep before each retry: ``first``, then growing geometrically up to ``cap``, with jitter."""',
        '    delay = first',
        '    for _ in range(attempts - 1):',
        '        yield min(delay, cap) * random.uniform(0.75, 1.25)',
      );
      needleLine = code.length;
      code.push(
        '        delay *= 1.7',
        '',
        '',
        'def should_retry(response: httpx.Response | None, exc: Exception | None) -> bool:',
        '    if exc is not None:',
        '        return isinstance(exc, (httpx.ConnectError, httpx.ReadTimeout, httpx.RemoteProtocolError))',
        '    return response is not None and response.status_code in RETRYABLE_STATUS',
        '',
        '',
      );
    }
    const attempts = oneOf(random, [3, 4, 5, 6, 8]);
    code.push(
      `class ${cls}Client(BaseCarrierClient):`,
      `    """${cls} API client (${host.split('/')[0]})."""`,
      '',
      `    carrier_code = "${carrier}"`,
      `    base_url = "https://${host}"`,
      ...(attempts === 5 ? [] : [`    max_attempts = ${attempts}`]),
      '',
      '    def _refresh_token(self) -> None:',
      '        resp = self._session.post(',
      `            "https://${host.split('/')[0]}/oauth/token",`,
      '            data={"grant_type": "client_credentials"},',
      '            auth=(self._credentials.client_id, self._credentials.client_secret),',
      '            timeout=DEFAULT_TIMEOUT,',
      '        )',
      '        resp.raise_for_status()',
      '        body = resp.json()',
      '        self._token = body["access_token"]',
      `        self._token_expires_at = time.monotonic() + int(body.get("expires_in", ${oneOf(random, [900, 1800, 3600, 86_400])})) - 60`,
      '',
      '    def quote(self, shipment: Shipment) -> list[Quote]:',
      '        payload = {',
      `            "${oneOf(random, ['shipper', 'origin', 'from', 'sender'])}": self._address(shipment.origin),`,
      `            "${oneOf(random, ['recipient', 'destination', 'to', 'receiver'])}": self._address(shipment.destination),`,
      `            "${oneOf(random, ['packages', 'parcels', 'pieces', 'items'])}": [`,
      `                {"weight": {"value": float(p.weight_kg), "unit": "${oneOf(random, ['KG', 'kg', 'KGM'])}"}, "dimensions": p.dimensions_cm}`,
      '                for p in shipment.parcels',
      '            ],',
      '        }',
      `        data = self._send("POST", "${oneOf(random, ['/rates', '/v1/rates', '/rating/quote', '/shipments/rates', '/price'])}", json=payload)`,
      '        return [',
      '            Quote(',
      `                carrier="${carrier}",`,
      `                service=rate["${oneOf(random, ['service', 'serviceCode', 'product', 'service_level'])}"],`,
      `                amount=Decimal(str(rate["${oneOf(random, ['total', 'amount', 'price', 'totalNetCharge'])}"])),`,
      `                currency=rate.get("currency", "${oneOf(random, ['EUR', 'GBP', 'USD'])}"),`,
      `                transit_days=rate.get("${oneOf(random, ['transitDays', 'transit_days', 'deliveryDays'])}"),`,
      '            )',
      `            for rate in data["${oneOf(random, ['rates', 'products', 'quotes', 'output'])}"]`,
      '        ]',
      '',
      '    def create_label(self, shipment: Shipment, service: str) -> Label:',
      `        data = self._send("POST", "${oneOf(random, ['/shipments', '/v1/shipments', '/labels', '/orders'])}", json={"service": service, **self._shipment(shipment)})`,
      `        return Label(tracking_number=data["${oneOf(random, ['trackingNumber', 'tracking_number', 'shipmentId', 'parcelNumber'])}"], pdf=data["${oneOf(random, ['label', 'labelData', 'document'])}"])`,
      '',
      '    def track(self, tracking_number: str) -> list[TrackingEvent]:',
      `        data = self._send("GET", f"${oneOf(random, ['/track/', '/tracking/', '/v1/trackings/', '/shipments/'])}{tracking_number}")`,
      '        return [',
      `            TrackingEvent(at=e["${oneOf(random, ['timestamp', 'date', 'eventTime'])}"], status=e["${oneOf(random, ['status', 'code', 'eventCode'])}"], location=e.get("location"))`,
      `            for e in data.get("${oneOf(random, ['events', 'history', 'scans'])}", [])`,
      '        ]',
      '',
      '    def cancel(self, tracking_number: str) -> None:',
      `        self._send("DELETE", f"${oneOf(random, ['/shipments/', '/labels/', '/v1/shipments/'])}{tracking_number}")`,
      '',
      '    def _shipment(self, shipment: Shipment) -> dict:',
      '        return {',
      '            "reference": shipment.reference,',
      '            "from": self._address(shipment.origin),',
      '            "to": self._address(shipment.destination),',
      '            "parcels": [{"weight": float(p.weight_kg)} for p in shipment.parcels],',
      '        }',
      '',
      '    @staticmethod',
      '    def _address(address: Address) -> dict:',
      '        return {',
      `            "${oneOf(random, ['name', 'contactName', 'fullName'])}": address.name,`,
      `            "${oneOf(random, ['street', 'addressLine1', 'street1'])}": address.line1,`,
      `            "${oneOf(random, ['city', 'town', 'locality'])}": address.city,`,
      `            "${oneOf(random, ['postalCode', 'zip', 'postcode'])}": address.postcode,`,
      `            "${oneOf(random, ['countryCode', 'country', 'country_code'])}": address.country,`,
      '        }',
      '',
      '',
    );
  });
  const width = String(code.length).length;
  const authorWidth = Math.max(...[...commits, rafael].map((c) => c.author.length));
  const lines: string[] = [];
  let current = oneOf(random, commits);
  let run = 0;
  let needle = '';
  code.forEach((text, i) => {
    if (run-- <= 0) {
      current = oneOf(random, commits);
      run = 1 + pick(random, 25);
    }
    const commit = i >= needleLine - 4 && i <= needleLine + 1 ? rafael : current;
    const line = `${commit.hash} (${commit.author.padEnd(authorWidth)} ${commit.date} ${String(i + 1).padStart(width)}) ${text}`;
    if (i === needleLine) needle = line.slice(line.indexOf('(') + 1);
    lines.push(line);
  });
  const ask = 'Who decided how much longer the pause gets after each try?';
  const prompt =
    "We're tuning timeouts before peak season because a couple of carriers started rate-limiting us last week. Here's git blame on shipping/carriers/clients.py. " +
    ask;
  return singleCallTask('round 9: git blame, preamble and paraphrase', prompt, 'git_blame', lines.join('\n'), [
    { id: 'author', ask, needles: [textNeedle(needle)] },
  ]);
}

// d. Answers with no error word: one value unlike thousands.

/** A long `ping` run to the gateway: every reply has ttl=63 but one, ttl=62 (it took another route). */
function pingRun(): EconomicsTask {
  const random = seededRandom(9_010);
  const host = '10.40.8.1';
  const count = 12_000;
  const odd = Math.floor(count * 0.61);
  const lines = [`PING ${host} (${host}) 56(84) bytes of data.`];
  const times: number[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const r = random();
    const time = r < 0.97 ? 0.28 + random() * 0.45 : r < 0.998 ? 1 + random() * 8 : 12 + random() * 30;
    times.push(time);
    const shown = time < 1 ? time.toFixed(3) : time < 10 ? time.toFixed(2) : time.toFixed(1);
    lines.push(`64 bytes from ${host}: icmp_seq=${seq} ttl=${seq === odd ? 62 : 63} time=${shown} ms`);
  }
  const avg = times.reduce((a, b) => a + b, 0) / count;
  const mdev = Math.sqrt(times.reduce((a, b) => a + (b - avg) ** 2, 0) / count);
  lines.push(
    '',
    `--- ${host} ping statistics ---`,
    `${count} packets transmitted, ${count} received, 0% packet loss, time ${count * 200 + 311}ms`,
    `rtt min/avg/max/mdev = ${Math.min(...times).toFixed(3)}/${avg.toFixed(3)}/${Math.max(...times).toFixed(3)}/${mdev.toFixed(3)} ms`,
  );
  const ask = 'Leaving the timings aside, which reply is the odd one out?';
  return singleCallTask(
    'round 9: ping run',
    `I left ping -i 0.2 running against the gateway over lunch while the network team swapped a switch. ${ask}`,
    'ping',
    lines.join('\n'),
    [{ id: 'reply', ask, needles: [textNeedle(`icmp_seq=${odd} ttl=62`)] }],
  );
}

/** `tar -tvzf` of a release: app files from this afternoon's build, node_modules at npm's fixed 1985 date, and one app file from 2024. */
function tarListing(): EconomicsTask {
  const random = seededRandom(9_011);
  const packages =
    'accepts ansi-styles argparse array-flatten body-parser bytes call-bind chalk color-convert color-name commander content-disposition content-type cookie cookie-signature cors debug define-data-property depd destroy dotenv ee-first encodeurl es-define-property es-errors escape-html etag express finalhandler forwarded fresh function-bind get-intrinsic gopd has-flag has-property-descriptors has-proto has-symbols hasown helmet http-errors iconv-lite inherits ioredis ipaddr.js jsonwebtoken jws jwa lodash.includes lodash.isboolean lodash.isinteger lodash.isnumber lodash.isplainobject lodash.isstring lodash.once media-typer merge-descriptors methods mime mime-db mime-types ms negotiator object-inspect on-finished parseurl path-to-regexp pg pg-connection-string pg-pool pg-protocol pg-types pino pino-abstract-transport pino-std-serializers postgres-array postgres-bytea postgres-date postgres-interval process-warning proxy-addr qs quick-format-unescaped range-parser raw-body real-require safe-buffer safe-stable-stringify safer-buffer semver send serve-static set-function-length setprototypeof side-channel sonic-boom split2 statuses supports-color thread-stream toidentifier type-is undici unpipe utils-merge uuid vary xtend yallist zod @aws-sdk/client-s3 @aws-sdk/types @smithy/types @smithy/smithy-client @smithy/protocol-http @opentelemetry/api @opentelemetry/core @opentelemetry/semantic-conventions @sentry/node @sentry/core @sentry/types @sentry/utils'.split(
      ' ',
    );
  const lines: string[] = [];
  const owner = 'build/build';
  const entry = (dir: boolean, size: number, date: string, path: string, exec = false) =>
    lines.push(`${dir ? 'drwxr-xr-x' : exec ? '-rwxr-xr-x' : '-rw-r--r--'} ${owner} ${String(size).padStart(8)} ${date} ${path}`);
  const build = () => `2026-03-02 14:0${7 + pick(random, 2)}`;
  const npm = '1985-10-26 08:15';
  const libFiles = [
    'index',
    'utils',
    'parse',
    'format',
    'errors',
    'types',
    'constants',
    'stream',
    'client',
    'server',
    'request',
    'response',
    'codec',
    'buffer',
    'helpers',
    'compat',
    'defaults',
    'options',
    'validate',
    'encode',
    'decode',
    'cache',
    'queue',
    'pool',
  ];
  const nodeModules = (root: string, names: readonly string[]) => {
    entry(true, 0, build(), `${root}/node_modules/`);
    for (const p of names) {
      const base = `${root}/node_modules/${p}`;
      entry(true, 0, build(), `${base}/`);
      entry(false, 600 + pick(random, 2400), npm, `${base}/package.json`);
      entry(false, 1070 + pick(random, 40), npm, `${base}/LICENSE`);
      entry(false, 900 + pick(random, 20_000), npm, `${base}/README.md`);
      entry(false, 200 + pick(random, 4000), npm, `${base}/index.js`);
      if (random() < 0.4) entry(false, 300 + pick(random, 3000), npm, `${base}/index.d.ts`);
      for (const dir of random() < 0.5 ? ['lib'] : ['dist/cjs', 'dist/esm', 'dist/types']) {
        entry(true, 0, build(), `${base}/${dir}/`);
        const n = 3 + pick(random, 40);
        for (let k = 0; k < n; k++) {
          const name = `${oneOf(random, libFiles)}${k > libFiles.length / 2 ? `-${k}` : ''}`;
          entry(false, 150 + pick(random, 30_000), npm, `${base}/${dir}/${name}${dir.endsWith('types') ? '.d.ts' : '.js'}`);
          if (random() < 0.3) entry(false, 150 + pick(random, 40_000), npm, `${base}/${dir}/${name}.js.map`);
        }
      }
      if (random() < 0.1) entry(false, 400 + pick(random, 900), npm, `${base}/bin/cli.js`, true);
    }
  };
  const appFiles = (dir: string, names: string[], ext: string, small: number, large: number) => {
    entry(true, 0, build(), `${dir}/`);
    for (const n of names) entry(false, small + pick(random, large), build(), `${dir}/${n}${ext}`);
  };
  entry(true, 0, build(), 'app/');
  entry(false, 1022 + pick(random, 300), build(), 'app/package.json');
  entry(false, 48_000 + pick(random, 9000), build(), 'app/package-lock.json');
  nodeModules('app', packages.slice(0, 70));
  entry(true, 0, build(), 'app/packages/');
  entry(true, 0, build(), 'app/packages/api/');
  entry(false, 700 + pick(random, 300), build(), 'app/packages/api/package.json');
  appFiles(
    'app/packages/api/src',
    ['index', 'app', 'routes', 'auth', 'db', 'cache', 'metrics', 'tracing', 'errors', 'health', 'shutdown'],
    '.js',
    400,
    9000,
  );
  const routes = [
    'accounts',
    'addresses',
    'carts',
    'checkout',
    'coupons',
    'exports',
    'invoices',
    'orders',
    'payments',
    'products',
    'refunds',
    'reviews',
    'search',
    'sessions',
    'shipping',
    'stock',
    'users',
    'webhooks',
  ];
  appFiles('app/packages/api/src/routes', routes, '.js', 800, 14_000);
  appFiles('app/packages/api/src/services', routes, '.js', 600, 20_000);
  entry(true, 0, build(), 'app/packages/api/config/');
  const configs = [
    'default',
    'production',
    'staging',
    'logging',
    'features',
    'carriers',
    'currencies',
    'regions',
    'tax-rates',
    'rate-limits',
  ];
  const oddAt = configs.indexOf('regions');
  let needle = '';
  configs.forEach((c, i) => {
    const date = i === oddAt ? '2024-06-11 16:52' : build();
    entry(false, 300 + pick(random, 6000), date, `app/packages/api/config/${c}.json`);
    if (i === oddAt) needle = `${date} app/packages/api/config/${c}.json`;
  });
  appFiles(
    'app/packages/api/migrations',
    Array.from(
      { length: 140 },
      (_, i) =>
        `${2023 + Math.floor(i / 50)}${pad2(1 + (Math.floor(i / 4) % 12))}${pad2(1 + ((i * 7) % 28))}_${pad2(i)}_${oneOf(random, routes)}`,
    ),
    '.sql',
    200,
    3000,
  );
  nodeModules('app/packages/api', packages.slice(70, 80));
  entry(true, 0, build(), 'app/packages/web/');
  entry(false, 700 + pick(random, 300), build(), 'app/packages/web/package.json');
  appFiles(
    'app/packages/web/dist/assets',
    Array.from(
      { length: 120 },
      (_, i) => `${oneOf(random, ['index', 'vendor', 'chunk', 'checkout', 'account', 'admin'])}-${i}.${hex(random, 8)}`,
    ),
    '.js',
    2000,
    300_000,
  );
  appFiles(
    'app/packages/web/dist/img',
    Array.from({ length: 200 }, () => `${oneOf(random, ['icon', 'promo', 'banner', 'logo', 'hero'])}-${hex(random, 6)}`),
    '.webp',
    800,
    90_000,
  );
  nodeModules('app/packages/web', packages.slice(80));
  const ask = 'Everything in it should come out of that one build. Which file is the odd one out?';
  return singleCallTask(
    'round 9: tar listing',
    `Here's tar -tvzf of the release tarball we shipped this afternoon (acme-shop-2026.03.02.tgz). ${ask}`,
    'tar_list',
    lines.join('\n'),
    [{ id: 'file', ask, needles: [textNeedle(needle)] }],
  );
}

/** `docker images` on a CI runner: every repository's tags near one size, one checkout-api tag ten times its siblings. */
function dockerImages(): EconomicsTask {
  const random = seededRandom(9_012);
  const repos: [string, number][] = [
    ['platform/gateway', 96e6],
    ['platform/auth', 142e6],
    ['platform/config-server', 311e6],
    ['payments/checkout-api', 187e6],
    ['payments/ledger-writer', 164e6],
    ['payments/payouts-worker', 171e6],
    ['payments/fx-rates', 58e6],
    ['catalog/catalog-api', 203e6],
    ['catalog/search-indexer', 412e6],
    ['catalog/image-resizer', 289e6],
    ['growth/recs-api', 256e6],
    ['growth/email-sender', 133e6],
    ['growth/web', 61e6],
    ['data/spark-jobs', 1.21e9],
    ['data/airflow', 1.04e9],
    ['data/dbt-runner', 498e6],
    ['ml/ranker', 4.13e9],
    ['ml/embedder', 3.62e9],
    ['ops/backup-agent', 44e6],
    ['ops/log-shipper', 77e6],
    ['ops/ci-tools', 732e6],
  ];
  const size = (bytes: number) =>
    bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)}GB` : bytes >= 1e6 ? `${Math.round(bytes / 1e6)}MB` : `${Math.round(bytes / 1e3)}kB`;
  type Row = { repo: string; tag: string; id: string; age: number; size: string };
  const rows: Row[] = [];
  let odd: Row | undefined;
  for (const [repo, base] of repos) {
    const n = 90 + pick(random, 70);
    for (let i = 0; i < n; i++) {
      const sha = hex(random, 7);
      const tag =
        random() < 0.5
          ? `main-${sha}`
          : random() < 0.6
            ? `pr-${3000 + pick(random, 1600)}-${sha}`
            : `2026.0${1 + pick(random, 3)}.${pad2(1 + pick(random, 28))}-${sha}`;
      rows.push({
        repo: `registry.acme.io/${repo}`,
        tag,
        id: hex(random, 12),
        age: pick(random, 90 * 86_400),
        size: size(base * (0.97 + random() * 0.06)),
      });
    }
    if (repo === 'payments/checkout-api') {
      odd = rows[rows.length - 40]!;
      odd.size = '2.31GB';
    }
  }
  for (const [image, bytes] of [
    ['node:20-bookworm-slim', 201e6],
    ['node:20-alpine', 135e6],
    ['python:3.12-slim', 130e6],
    ['postgres:16', 432e6],
    ['redis:7-alpine', 41e6],
    ['golang:1.22', 814e6],
    ['gcr.io/distroless/base-debian12', 20e6],
  ] as const) {
    const [repo, tag] = image.split(':') as [string, string | undefined];
    rows.push({ repo, tag: tag ?? 'latest', id: hex(random, 12), age: pick(random, 120 * 86_400), size: size(bytes) });
  }
  for (let i = 0; i < 150; i++)
    rows.push({
      repo: '<none>',
      tag: '<none>',
      id: hex(random, 12),
      age: pick(random, 60 * 86_400),
      size: size(oneOf(random, repos)[1] * (0.95 + random() * 0.1)),
    });
  rows.sort((a, b) => a.age - b.age);
  const ago = (s: number) =>
    s < 3600
      ? `${Math.max(2, Math.floor(s / 60))} minutes ago`
      : s < 7200
        ? 'About an hour ago'
        : s < 86_400 * 2
          ? `${Math.floor(s / 3600)} hours ago`
          : s < 86_400 * 14
            ? `${Math.floor(s / 86_400)} days ago`
            : s < 86_400 * 60
              ? `${Math.floor(s / (86_400 * 7))} weeks ago`
              : `${Math.floor(s / (86_400 * 30))} months ago`;
  const w1 = Math.max(10, ...rows.map((r) => r.repo.length));
  const w2 = Math.max(3, ...rows.map((r) => r.tag.length));
  const w4 = Math.max(7, ...rows.map((r) => ago(r.age).length));
  const format = (r: Row) => `${r.repo.padEnd(w1)}   ${r.tag.padEnd(w2)}   ${r.id}   ${ago(r.age).padEnd(w4)}   ${r.size}`;
  const lines = [`${'REPOSITORY'.padEnd(w1)}   ${'TAG'.padEnd(w2)}   IMAGE ID       ${'CREATED'.padEnd(w4)}   SIZE`, ...rows.map(format)];
  const row = format(odd!);
  const ask = 'Which image is the odd one out, far bigger than the other tags of its own repository?';
  return singleCallTask(
    'round 9: docker images',
    `The CI runner's disk keeps filling up; here's docker images on ci-runner-07. ${ask}`,
    'docker_images',
    lines.join('\n'),
    [{ id: 'image', ask, needles: [textNeedle(row.slice(row.indexOf(odd!.tag)))] }],
  );
}

export function roundNine(): EconomicsTask[] {
  return [
    esbuildMetafile(),
    slackHistory(),
    mysqldump(),
    lspciVerbose(),
    virshDumpxml(),
    cargoLock(),
    windowsSecurityLog(),
    redisMonitor(),
    gitBlame(),
    pingRun(),
    tarListing(),
    dockerImages(),
  ];
}
