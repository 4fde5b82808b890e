/**
 * Probe round 48, written blind: an online learning platform, Fernhill Academy (course catalogue and
 * team plans, video packaging and CDN, live classes, proctored exams, certificates, payments and
 * subscriptions, its AWS platform and on-call). "Today" is Thursday 19 November 2026 (Dublin, GMT). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *   - catalog api json: the per-seat team price of one course, for a customer who wants twelve seats.
 *   - sepa direct debit xml: how much tomorrow's direct debit run takes from one school.
 *   - player bundle js: the FairPlay licence server the production web player uses in Asia-Pacific.
 * b. The answer a few lines away from the line the question's words match:
 *   - terraform plan: the instance type the plan moves one region's live-sfu launch template to.
 *   - certgen stack trace: where in our own code one certificate's render failed.
 *   - proctoring sessions json: the reason a reviewer gave for voiding one learner's second exam attempt.
 * c. Paraphrase or preamble:
 *   - on-call log, paraphrase: who picked up Sunday night's video streaming outage, and when.
 *   - live class events, preamble: what knocked a student out of a Tuesday evening class.
 *   - billing worker log, paraphrase: which team-plan customer was lost to failed payment collection.
 * d. One value unlike its peers:
 *   - cdn pop stats: the POP and quarter-hour that was barely serving from cache.
 *   - vod renditions: the rendition that will look jerky next to the rest of its ladder.
 *   - team seats table: the team account whose seat count does not square with the rest of it.
 *
 * Not among the bench's targets.
 * First run, at 236c387 (with this file; `ROUNDS=48 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,811,777 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. 176cebb, the head before this round's stop began,
 * finds 5/12 (41,117 tokens).
 *   round 48: catalog api json
 *     codex: 6,577 tokens, peak 6,486, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 608, 0/1 needles, 0 read-backs
 *     context-chef-store: 16,775 tokens, peak 5,947, 0/1 needles, 4 read-backs
 *     ours: 962 tokens, peak 673, 0/1 needles, 0 read-backs
 *   round 48: sepa direct debit xml
 *     codex: 9,684 tokens, peak 9,589, 0/1 needles, 0 read-backs
 *     context-chef: 911 tokens, peak 816, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,325 tokens, peak 1,665, 0/1 needles, 4 read-backs
 *     ours: 2,019 tokens, peak 1,003, 0/1 needles, 1 read-backs
 *   round 48: player bundle js
 *     codex: 263 tokens, peak 177, 0/1 needles, 0 read-backs
 *     context-chef: 700 tokens, peak 614, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,245 tokens, peak 1,076, 0/1 needles, 3 read-backs
 *     ours: 3,583 tokens, peak 1,798, 1/1 needles, 2 read-backs
 *   round 48: terraform plan
 *     codex: 11,243 tokens, peak 11,153, 0/1 needles, 0 read-backs
 *     context-chef: 595 tokens, peak 505, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,103 tokens, peak 2,862, 0/1 needles, 2 read-backs
 *     ours: 5,362 tokens, peak 2,571, 1/1 needles, 2 read-backs
 *   round 48: certgen stack trace
 *     codex: 17,982 tokens, peak 17,888, 0/1 needles, 0 read-backs
 *     context-chef: 904 tokens, peak 810, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,390 tokens, peak 1,989, 0/1 needles, 1 read-backs
 *     ours: 2,770 tokens, peak 1,760, 0/1 needles, 1 read-backs
 *   round 48: proctoring sessions json
 *     codex: 12,593 tokens, peak 12,506, 0/1 needles, 0 read-backs
 *     context-chef: 702 tokens, peak 615, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,443 tokens, peak 2,746, 0/1 needles, 2 read-backs
 *     ours: 5,410 tokens, peak 2,364, 1/1 needles, 2 read-backs
 *   round 48: on-call log, paraphrase
 *     codex: 12,834 tokens, peak 12,752, 0/1 needles, 0 read-backs
 *     context-chef: 648 tokens, peak 566, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,769 tokens, peak 1,270, 0/1 needles, 4 read-backs
 *     ours: 4,149 tokens, peak 892, 0/1 needles, 4 read-backs
 *   round 48: live class events, preamble
 *     codex: 14,352 tokens, peak 14,226, 0/1 needles, 0 read-backs
 *     context-chef: 796 tokens, peak 670, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,467 tokens, peak 2,274, 0/1 needles, 4 read-backs
 *     ours: 5,907 tokens, peak 2,387, 0/1 needles, 4 read-backs
 *   round 48: billing worker log, paraphrase
 *     codex: 16,452 tokens, peak 16,371, 0/1 needles, 0 read-backs
 *     context-chef: 799 tokens, peak 718, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,059 tokens, peak 1,321, 0/1 needles, 4 read-backs
 *     ours: 4,182 tokens, peak 929, 0/1 needles, 4 read-backs
 *   round 48: cdn pop stats
 *     codex: 16,220 tokens, peak 16,128, 0/1 needles, 0 read-backs
 *     context-chef: 813 tokens, peak 721, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,891 tokens, peak 1,393, 0/1 needles, 2 read-backs
 *     ours: 1,677 tokens, peak 834, 1/1 needles, 1 read-backs
 *   round 48: vod renditions
 *     codex: 20,445 tokens, peak 20,356, 0/1 needles, 0 read-backs
 *     context-chef: 924 tokens, peak 835, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,812 tokens, peak 1,287, 0/1 needles, 1 read-backs
 *     ours: 1,985 tokens, peak 912, 1/1 needles, 1 read-backs
 *   round 48: team seats table
 *     codex: 12,854 tokens, peak 12,770, 0/1 needles, 0 read-backs
 *     context-chef: 652 tokens, peak 568, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,932 tokens, peak 1,649, 0/1 needles, 2 read-backs
 *     ours: 3,049 tokens, peak 1,336, 0/1 needles, 2 read-backs
 */
import { ALNUM, between, chars, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of 2026 in Dublin: GMT in November, so UTC. */
const T = (month: number, day: number, h = 0, m = 0, s = 0) => Date.UTC(2026, month - 1, day, h, m, s);
/** `2026-11-18T07:41:03Z` */
const isoZ = (t: number) => `${new Date(t).toISOString().slice(0, 19)}Z`;
/** `2026-11-18T07:41:03.118Z` */
const isoMs = (t: number) => new Date(t).toISOString();
const day10 = (t: number) => new Date(t).toISOString().slice(0, 10);
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
const lower = (random: () => number, n: number) => chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', n);
const hexs = (random: () => number, n: number) => chars(random, '0123456789abcdef', n);
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** An organisation's name as its admins typed it, from how the bank has it. */
const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .replace(/ (Sl|Sas|Bv|Srl|Ns|It)\b/g, (m) => m.toUpperCase())
    .replace(/ Gmbh$/, ' GmbH');

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
  const where = at / output.length;
  if (where < 0.2 || where > 0.8) throw new Error(`${name}: the needle is at ${where.toFixed(2)} of the output`);
  if (longLine) {
    const start = output.lastIndexOf('\n', at) + 1;
    const newline = output.indexOf('\n', at);
    const end = newline < 0 ? output.length : newline;
    const inLine = (at - start) / (end - start);
    if (end - start < 100_000 || inLine < 0.35 || inLine > 0.65)
      throw new Error(`${name}: the needle is not in the middle of a long line (${end - start} chars, at ${inLine.toFixed(2)})`);
  }
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2, right: readonly number[] = []): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (right.includes(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

const FIRST = [
  'Aoife',
  'Ciarán',
  'Siobhán',
  'Marta',
  'Tomás',
  'Lucía',
  'Jonas',
  'Léa',
  'Matteo',
  'Sofia',
  'Ananya',
  'Kenji',
  'Olu',
  'Hannah',
  'Mateus',
  'Inês',
  'Piotr',
  'Elif',
  'Yusuf',
  'Chloé',
  'Niamh',
  'Daniel',
  'Sara',
  'Arjun',
  'Mei',
  'Lukas',
  'Camille',
  'Joana',
  'Rafael',
  'Zainab',
  'Emma',
  'Oisín',
];
const LAST = [
  'Brennan',
  'Kowalczyk',
  'Ferreira',
  'Ortega',
  'Schmidt',
  'Rossi',
  'Dubois',
  'Nowak',
  'Menon',
  'Tanaka',
  'Okafor',
  'Murphy',
  'Costa',
  'Yılmaz',
  'Silva',
  'Müller',
  'Byrne',
  'Haddad',
  'Lindqvist',
  'Moreau',
  'Santos',
  'Novak',
  'Kelly',
  'Ibrahim',
  'Fischer',
  'Conti',
  'Walsh',
  'Petrov',
  'Sharma',
  'García',
  'Kowalski',
  'Pereira',
];
/** A random learner's name, never one of `reserved` (the names the tasks plant). */
function person(random: () => number, reserved: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const name = `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
    if (!reserved.has(name)) return name;
  }
}
const emailOf = (random: () => number, name: string) => {
  const [first, last] = ascii(name).toLowerCase().split(' ') as [string, string];
  return `${oneOf(random, [`${first}.${last}`, `${first[0]}${last}`, `${first}${between(random, 1, 99)}`])}@${oneOf(random, ['gmail.com', 'outlook.com', 'proton.me', 'yahoo.es', 'gmx.de', 'eircom.net', 'icloud.com', 'free.fr'])}`;
};

// ---------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.
// ---------------------------------------------------------------------------------------------------

const CATEGORIES: readonly (readonly [string, readonly string[]])[] = [
  [
    'data-analytics',
    [
      'SQL for Data Analysis',
      'Power BI Dashboards',
      'Tableau Storytelling',
      'Excel Power Query',
      'Statistics with R',
      'pandas Data Wrangling',
      'Data Visualisation',
      'A/B Testing',
      'dbt Analytics Engineering',
      'Apache Spark',
      'Looker Modelling',
    ],
  ],
  [
    'software-development',
    [
      'TypeScript',
      'React',
      'Node.js APIs',
      'Go Concurrency',
      'Rust',
      'Spring Boot',
      'Kotlin for Android',
      'SwiftUI',
      'Django REST Framework',
      'GraphQL',
      'Clean Architecture',
      'Test-Driven Development',
      'Git Workflows',
    ],
  ],
  [
    'cloud-devops',
    [
      'Kubernetes',
      'Terraform',
      'AWS Networking',
      'Azure Fundamentals',
      'Google Cloud Run',
      'Docker',
      'GitHub Actions',
      'Prometheus and Grafana',
      'Linux Administration',
      'Ansible',
      'Site Reliability Engineering',
    ],
  ],
  [
    'databases',
    [
      'MongoDB Schema Design',
      'Redis Caching',
      'MySQL Replication',
      'PostgreSQL Administration',
      'PostgreSQL Indexing',
      'Cassandra Data Modelling',
      'Elasticsearch Relevance',
      'SQLite Internals',
    ],
  ],
  [
    'security',
    [
      'Cloud Security',
      'OWASP Top 10',
      'Threat Modelling',
      'Incident Response',
      'Identity and Access Management',
      'Secure Code Review',
      'Penetration Testing',
    ],
  ],
  [
    'business',
    [
      'Project Management',
      'Agile with Scrum',
      'Product Discovery',
      'Negotiation Skills',
      'Business Writing',
      'Financial Modelling',
      'Stakeholder Management',
      'OKRs',
    ],
  ],
  ['design', ['Figma Prototyping', 'UX Research', 'Accessibility (WCAG 2.2)', 'Design Systems', 'Typography', 'Motion Design']],
];
const PREFIXES = ['', '', 'Introduction to ', 'Practical ', 'Advanced ', 'Hands-on ', 'Mastering ', 'Foundations of ', 'Applied '];
const SUFFIXES = ['', '', ' in Practice', ' for Beginners', ' for Analysts', ' for Teams', ': Deep Dive', ' Essentials', ' Bootcamp'];
const slugOf = (title: string) =>
  ascii(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `GET /v3/catalog/courses?include=pricing,instructors`: the whole catalogue on one line; one course's team price. */
function catalogApiJson(): EconomicsTask {
  const random = seededRandom(48_001);
  const instructors = Array.from({ length: 160 }, () => ({ id: `ins_${lower(random, 10)}`, name: person(random) }));
  const titles = new Set<string>([
    'PostgreSQL Query Tuning in Practice',
    'MySQL Query Tuning in Practice',
    'PostgreSQL Query Tuning for Analysts',
    'Advanced PostgreSQL Administration',
  ]);
  const course = (title: string, category: string, i: number, prices?: readonly [number, number]) => {
    const level = oneOf(random, ['beginner', 'intermediate', 'intermediate', 'advanced']);
    const list = prices?.[0] ?? oneOf(random, [39, 49, 59, 69, 79, 89, 99, 129, 149, 199]);
    const perSeat = prices?.[1] ?? Math.round(list * oneOf(random, [0.55, 0.6, 0.65, 0.7]));
    const published = T(1, 1) - between(random, 0, 1_400) * DAY + pick(random, DAY);
    const updated = Math.min(published + between(random, 1, 500) * DAY, T(11, 18) - between(random, 0, 90) * DAY);
    const lessons = between(random, 8, 96);
    const ratingCount = between(random, 3, 18_000);
    // SKUs were issued in catalogue order.
    const skuSeq = 10_400 + i * 5 + pick(random, 5);
    const code = chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 4);
    return {
      id: `crs_${lower(random, 12)}`,
      slug: slugOf(title),
      title,
      status: 'published',
      language: 'en',
      captions: oneOf(random, [['en'], ['en'], ['en', 'es'], ['en', 'es', 'de', 'fr'], ['en', 'pt']]),
      category,
      level,
      duration_minutes: lessons * between(random, 6, 18),
      lessons_count: lessons,
      has_certificate: random() < 0.85,
      instructors: Array.from({ length: oneOf(random, [1, 1, 1, 2]) }, () => oneOf(random, instructors)),
      rating: { average: Number((3.9 + random() * 1.05).toFixed(2)), count: ratingCount },
      enrolments_total: ratingCount * between(random, 4, 11),
      pricing: [
        {
          sku: `FH-IND-${code}-${skuSeq}`,
          plan: 'individual',
          currency: 'EUR',
          list_price: list,
          sale_price: random() < 0.2 ? Math.round(list * 0.7) : null,
        },
        {
          sku: `FH-TEAM-${code}-${skuSeq}`,
          plan: 'team',
          currency: 'EUR',
          billing: 'annual',
          tiers: [
            { min_seats: 5, max_seats: 24, price_per_seat: perSeat },
            { min_seats: 25, max_seats: 99, price_per_seat: Math.round(perSeat * 0.85) },
            { min_seats: 100, max_seats: null, price_per_seat: null, contact_sales: true },
          ],
        },
        { plan: 'enterprise', contact_sales: true },
      ],
      tags: [
        ...new Set(
          Array.from({ length: between(random, 2, 6) }, () =>
            oneOf(random, ['hands-on', 'labs', 'quizzes', 'project', 'cpd', 'new', 'bestseller', 'updated-2026', 'downloadable']),
          ),
        ),
      ],
      thumbnail: `https://img.fhcdn.net/courses/${lower(random, 16)}/cover_1280.webp`,
      published_at: isoZ(published),
      updated_at: isoZ(Math.max(updated, published + DAY)),
      position: i,
    };
  };
  const COUNT = 1_250;
  const records: ReturnType<typeof course>[] = [];
  for (let i = 0; i < COUNT; i++) {
    const [category, topics] = oneOf(random, CATEGORIES);
    let title = '';
    while (!title || titles.has(title)) title = `${oneOf(random, PREFIXES)}${oneOf(random, topics)}${oneOf(random, SUFFIXES)}`;
    titles.add(title);
    records.push(course(title, category, i));
  }
  const target = course('PostgreSQL Query Tuning in Practice', 'databases', Math.floor(COUNT * 0.51), [179, 119]);
  records[Math.floor(COUNT * 0.51)] = target;
  records[Math.floor(COUNT * 0.46)] = course('MySQL Query Tuning in Practice', 'databases', Math.floor(COUNT * 0.46), [149, 99]);
  records[Math.floor(COUNT * 0.55)] = course('PostgreSQL Query Tuning for Analysts', 'databases', Math.floor(COUNT * 0.55), [129, 89]);
  records[Math.floor(COUNT * 0.4)] = course('Advanced PostgreSQL Administration', 'databases', Math.floor(COUNT * 0.4), [199, 139]);
  const needle = JSON.stringify(target.pricing[1]);
  const output = `${JSON.stringify({
    data: records,
    meta: { total: COUNT, page: 1, per_page: 2_500, currency: 'EUR', generated_at: '2026-11-19T09:02:17Z' },
    links: { self: 'https://api.fernhill.academy/v3/catalog/courses?include=pricing,instructors&per_page=2500', next: null },
  })}\n`;
  const ask =
    "A customer wants 12 seats of our 'PostgreSQL Query Tuning in Practice' course for their database team. What do we charge per seat on the team plan at that size?";
  return probe('round 48: catalog api json', ask, 'http_get', output, 'price', needle, true);
}

/** A SEPA IBAN with a correct check number. */
function iban(random: () => number, country: string): string {
  const bban =
    country === 'IE'
      ? `${oneOf(random, ['AIBK', 'BOFI', 'IPBS'])}${digits(random, 14)}`
      : country === 'NL'
        ? `${oneOf(random, ['INGB', 'RABO', 'ABNA'])}${digits(random, 10)}`
        : country === 'IT'
          ? `${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}${digits(random, 22)}`
          : digits(random, { ES: 20, FR: 23, DE: 18, PT: 21 }[country] ?? 20);
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let mod = 0;
  for (const ch of rearranged) mod = (mod * 10 + Number(ch)) % 97;
  return `${country}${pad2(98 - mod)}${bban}`;
}
const BICS: Readonly<Record<string, readonly string[]>> = {
  ES: ['CAIXESBBXXX', 'BBVAESMMXXX', 'BSCHESMMXXX', 'CAGLESMMXXX'],
  FR: ['BNPAFRPPXXX', 'AGRIFRPPXXX', 'SOGEFRPPXXX', 'CCBPFRPPXXX'],
  DE: ['DEUTDEFFXXX', 'COBADEFFXXX', 'GENODEF1M04', 'SSKMDEMMXXX'],
  IE: ['AIBKIE2DXXX', 'BOFIIE2DXXX', 'IPBSIE2DXXX'],
  IT: ['UNCRITMMXXX', 'BCITITMMXXX', 'BPMOIT22XXX'],
  NL: ['INGBNL2AXXX', 'RABONL2UXXX', 'ABNANL2AXXX'],
  PT: ['CGDIPTPLXXX', 'BCOMPTPLXXX', 'TOTAPTPLXXX'],
};
/** Schools and firms on team plans, by country: how their names read on a bank mandate. */
function orgName(random: () => number, country: string): string {
  const CITIES: Readonly<Record<string, readonly string[]>> = {
    ES: ['MADRID', 'SEVILLA', 'BILBAO', 'VALENCIA', 'MALAGA', 'GIJON', 'MURCIA', 'BURGOS', 'LEON', 'SALAMANCA'],
    FR: ['LYON', 'NANTES', 'LILLE', 'RENNES', 'BORDEAUX', 'TOULOUSE', 'DIJON', 'GRENOBLE'],
    DE: ['KOELN', 'LEIPZIG', 'BREMEN', 'MAINZ', 'FREIBURG', 'KASSEL', 'ULM'],
    IE: ['CORK', 'GALWAY', 'LIMERICK', 'SLIGO', 'KILKENNY', 'ATHLONE'],
    IT: ['TORINO', 'BOLOGNA', 'PADOVA', 'BARI', 'VERONA', 'PARMA'],
    NL: ['UTRECHT', 'EINDHOVEN', 'GRONINGEN', 'DELFT', 'ZWOLLE'],
    PT: ['PORTO', 'BRAGA', 'COIMBRA', 'AVEIRO', 'FARO'],
  };
  const city = oneOf(random, CITIES[country]!);
  const word = oneOf(random, [
    'NORTE',
    'ATLAS',
    'HORIZON',
    'VERDE',
    'KESTREL',
    'ORBIT',
    'LUMEN',
    'PRISMA',
    'NOVA',
    'FORTIS',
    'ALTO',
    'DELTA',
    'CIRRUS',
    'TALLIS',
    'MERIDIAN',
    'QUANTA',
    'SOLARIS',
    'VECTOR',
    'BRIGHTWAVE',
    'ARKADIA',
    'CORVUS',
    'POLARIS',
    'RIVERSTONE',
    'BLUEPEAK',
  ]);
  switch (country) {
    case 'ES':
      return oneOf(random, [
        `COLEGIO ${oneOf(random, ['SAN JOSE', 'NUESTRA SENORA DEL CARMEN', 'SAN AGUSTIN', 'LOS OLIVOS', 'SAGRADO CORAZON', 'EL PRADO'])} ${city}`,
        `INSTITUTO ${oneOf(random, ['CERVANTES', 'ALFONSO X', 'JOVELLANOS', 'GOYA'])} ${city}`,
        `${word} SOLUCIONES DIGITALES SL`,
        `CONSULTORIA ${word} ${city} SL`,
      ]);
    case 'FR':
      return oneOf(random, [
        `LYCEE ${oneOf(random, ['VICTOR HUGO', 'JULES FERRY', 'MARIE CURIE', 'JEAN JAURES'])} ${city}`,
        `${word} FORMATION SAS`,
      ]);
    case 'DE':
      return oneOf(random, [
        `GYMNASIUM ${city} ${oneOf(random, ['NORD', 'SUED', 'OST', 'WEST'])}`,
        `${word} SOFTWARE GMBH`,
        `${word} AKADEMIE GMBH`,
      ]);
    case 'IE':
      return oneOf(random, [`${word} TECHNOLOGIES LTD`, `${city} EDUCATE TOGETHER NS`, `${word} ANALYTICS LIMITED`]);
    case 'IT':
      return oneOf(random, [`ISTITUTO ${oneOf(random, ['GALILEI', 'VOLTA', 'FERMI', 'MARCONI'])} ${city}`, `${word} INFORMATICA SRL`]);
    case 'NL':
      return oneOf(random, [`${word} IT BV`, `${city} COLLEGE`]);
    default:
      return oneOf(random, [`ESCOLA ${oneOf(random, ['D. DINIS', 'ALMEIDA GARRETT', 'EGAS MONIZ'])} ${city}`, `${word} SISTEMAS LDA`]);
  }
}

/** Tomorrow's SEPA core direct debit file (pain.008) as the billing system hands it to the bank: one line of XML. */
function sepaDirectDebitXml(): EconomicsTask {
  const random = seededRandom(48_002);
  const COUNTRIES = ['ES', 'ES', 'ES', 'FR', 'FR', 'DE', 'DE', 'IE', 'IE', 'IT', 'NL', 'PT'];
  let invoice = 30_112;
  let mandate = 0;
  interface Tx {
    xml: string;
    amount: number;
  }
  const tx = (name: string, country: string, seats: number, price: number, withMandate?: (head: string) => void): Tx => {
    invoice += between(random, 1, 3);
    mandate = between(random, 1_000, 19_999);
    const amount = seats * price;
    const mndt = `FHM-${country}-${String(mandate).padStart(6, '0')}`;
    const head = `<InstdAmt Ccy="EUR">${amount.toFixed(2)}</InstdAmt><DrctDbtTx><MndtRltdInf><MndtId>${mndt}</MndtId>`;
    withMandate?.(head);
    const signed = `20${between(random, 22, 26)}-${pad2(between(random, 1, 12))}-${pad2(between(random, 1, 28))}`;
    return {
      amount,
      xml:
        `<DrctDbtTxInf><PmtId><InstrId>FH-DD-${invoice}</InstrId><EndToEndId>INV-2026-${invoice}</EndToEndId></PmtId>` +
        `${head}<DtOfSgntr>${signed < '2026-11-01' ? signed : '2025-06-14'}</DtOfSgntr></MndtRltdInf></DrctDbtTx>` +
        `<DbtrAgt><FinInstnId><BIC>${oneOf(random, BICS[country]!)}</BIC></FinInstnId></DbtrAgt><Dbtr><Nm>${name}</Nm><PstlAdr><Ctry>${country}</Ctry></PstlAdr></Dbtr>` +
        `<DbtrAcct><Id><IBAN>${iban(random, country)}</IBAN></Id></DbtrAcct>` +
        `<RmtInf><Ustrd>FERNHILL ACADEMY TEAM PLAN ${seats} SEATS NOV 2026 INV-2026-${invoice}</Ustrd></RmtInf></DrctDbtTxInf>`,
    };
  };
  type Spec = readonly [string, string, number, number];
  const randomSpec = (): Spec => {
    const country = oneOf(random, COUNTRIES);
    return [
      orgName(random, country),
      country,
      oneOf(random, [5, 6, 8, 10, 12, 15, 18, 20, 25, 30, 40, 50, 60, 80]),
      oneOf(random, [15, 19, 19, 24]),
    ];
  };
  const firstSpecs = Array.from({ length: 90 }, randomSpec);
  const COUNT = 1_750;
  const specs = Array.from({ length: COUNT }, randomSpec);
  const at = Math.floor(COUNT * 0.47);
  specs[at] = ['COLEGIO SANTA MARIA VALLADOLID', 'ES', 38, 19];
  specs[Math.floor(COUNT * 0.43)] = ['COLEGIO SANTA MARTA VALLADOLID', 'ES', 24, 19];
  specs[Math.floor(COUNT * 0.52)] = ['COLEGIO SANTA MARIA DEL PILAR ZARAGOZA', 'ES', 45, 19];
  specs[Math.floor(COUNT * 0.61)] = ['FUNDACION SANTA MARIA VALLADOLID', 'ES', 12, 24];
  let needle = '';
  // Invoice numbers run in the file's order, as the billing run raised them.
  const first = firstSpecs.map(([name, country, seats, price]) => tx(name, country, seats, price));
  const recurring = specs.map(([name, country, seats, price], i) =>
    tx(name, country, seats, price, i === at ? (head) => (needle = head) : undefined),
  );
  const sum = (txs: readonly Tx[]) => txs.reduce((s, t) => s + t.amount, 0);
  const pmtInf = (id: string, seq: string, txs: readonly Tx[]) =>
    `<PmtInf><PmtInfId>${id}</PmtInfId><PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg><NbOfTxs>${txs.length}</NbOfTxs><CtrlSum>${sum(txs).toFixed(2)}</CtrlSum>` +
    `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>${seq}</SeqTp></PmtTpInf><ReqdColltnDt>2026-11-20</ReqdColltnDt>` +
    `<Cdtr><Nm>FERNHILL LEARNING LIMITED</Nm><PstlAdr><Ctry>IE</Ctry><AdrLine>4 GRAND CANAL QUAY</AdrLine><AdrLine>DUBLIN 2 D02 X576</AdrLine></PstlAdr></Cdtr>` +
    `<CdtrAcct><Id><IBAN>IE64AIBK93356214882071</IBAN></Id><Ccy>EUR</Ccy></CdtrAcct><CdtrAgt><FinInstnId><BIC>AIBKIE2DXXX</BIC></FinInstnId></CdtrAgt><ChrgBr>SLEV</ChrgBr>` +
    `<CdtrSchmeId><Id><PrvtId><Othr><Id>IE41ZZZ364718</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>${txs.map((t) => t.xml).join('')}</PmtInf>`;
  const all = [...first, ...recurring];
  const output =
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><CstmrDrctDbtInitn>` +
    `<GrpHdr><MsgId>FH-DD-20261120-01</MsgId><CreDtTm>2026-11-19T16:05:22</CreDtTm><NbOfTxs>${all.length}</NbOfTxs><CtrlSum>${sum(all).toFixed(2)}</CtrlSum>` +
    `<InitgPty><Nm>FERNHILL LEARNING LIMITED</Nm><Id><OrgId><Othr><Id>IE41ZZZ364718</Id></Othr></OrgId></Id></InitgPty></GrpHdr>` +
    `${pmtInf('FH-DD-20261120-FRST', 'FRST', first)}${pmtInf('FH-DD-20261120-RCUR', 'RCUR', recurring)}</CstmrDrctDbtInitn></Document>\n`;
  const ask =
    "Finance are about to send tomorrow's direct debit file to the bank. How much is it going to take from Colegio Santa María in Valladolid? Their bursar wants to make sure the money's in the account.";
  return probe('round 48: sepa direct debit xml', ask, 'read_file', output, 'amount', needle, true);
}

const PROPS = [
  'currentTime',
  'duration',
  'playbackRate',
  'bitrate',
  'level',
  'buffered',
  'seekable',
  'textTracks',
  'lessonId',
  'courseId',
  'progress',
  'completed',
  'resumeAt',
  'qualityLevels',
  'volume',
  'muted',
  'captionsLang',
  'autoplay',
  'chapterIndex',
  'watermark',
  'sessionId',
  'stallCount',
];
const EVENTS = [
  'timeupdate',
  'loadedmetadata',
  'seeking',
  'seeked',
  'qualitychange',
  'waiting',
  'playing',
  'ended',
  'fh:progress',
  'fh:chapter',
  'fh:captions',
  'ratechange',
];
/** Minified statements of a video player bundle, seeded. */
function minifiedSnippet(random: () => number): string {
  const id = () =>
    `${chars(random, 'abcdefghijklmnopqrstuvwxyz', 1)}${random() < 0.6 ? chars(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$0123456789', 1) : ''}`;
  const p = () => oneOf(random, PROPS);
  const [a, b, c, f] = [id(), id(), id(), id()];
  const num = () => String(between(random, 0, 2_000));
  switch (pick(random, 12)) {
    case 0:
      return `function ${f}(${a},${b}){return ${a}.filter(function(${c}){return ${c}.${p()}!==${b}})}`;
    case 1:
      return `var ${a}=n(${between(random, 1_000, 99_999)}),${b}=n.n(${a});`;
    case 2:
      return `const ${f}=(${a})=>{const ${b}=${a}.${p()}??${num()};return ${b}>${num()}?${b}-${num()}:${b}};`;
    case 3:
      return `${a}.prototype.${p()}=function(${b}){this._${p()}=${b},this.emit("${oneOf(random, EVENTS)}",${b});return this};`;
    case 4:
      return `${a}.addEventListener("${oneOf(random, EVENTS)}",(${b})=>{${c}.${p()}=${b}.target.${p()},${f}(${c})},{passive:!0});`;
    case 5:
      return `class ${f.toUpperCase()}${id()} extends ${a}{constructor(${b}){super(${b}),this.${p()}=${b}.${p()}||0,this.${p()}=!1}get ${p()}(){return this.${p()}}}`;
    case 6: {
      const [k1, k2, k3] = shuffle(random, [...PROPS]);
      return `${a}=Object.assign({},${b},{${k1}:${num()},${k2}:!${pick(random, 2)},${k3}:"${oneOf(random, ['auto', 'en', 'es', 'de', 'hd', 'sd'])}"});`;
    }
    case 7:
      return `if(${a}.${p()}<${num()}&&!${a}.${p()})return void ${b}.${p()}.push({t:Date.now(),v:${a}.${p()}});`;
    case 8:
      return `${f}.className="fh-player__${oneOf(random, ['controls', 'scrubber', 'chapters', 'captions', 'speed', 'quality', 'overlay', 'poster'])}${random() < 0.4 ? '--hidden' : ''}";`;
    case 9:
      return `async function ${f}(${a}){const ${b}=await fetch(\`\${${a}.${p()}}/v2/lessons/\${${a}.lessonId}/${oneOf(random, ['progress', 'chapters', 'captions', 'notes', 'bookmarks'])}\`,{credentials:"include"});return ${b}.ok?${b}.json():null}`;
    case 10:
      return `for(let ${a}=0;${a}<${b}.length;${a}++)${b}[${a}].${p()}>=${c}&&(${c}=${b}[${a}].${p()});`;
    default:
      return `${a}.${p()}=Math.${oneOf(random, ['min', 'max', 'round', 'floor'])}(${b}.${p()}*${(random() * 4).toFixed(2)},${num()});`;
  }
}

/** The production web player's built bundle, one line of minified JS; the Asia-Pacific FairPlay licence server. */
function playerBundleJs(): EconomicsTask {
  const random = seededRandom(48_003);
  const mod = (id: number, body: string, exports?: string) =>
    `${id}:function(e,t,n){"use strict";n.d(t,{${exports ?? `${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 2)}:function(){return ${chars(random, 'abcdefghijklmnopqrstuvwxyz', 1)}}`}});${body}}`;
  const modules: string[] = [];
  let size = 0;
  while (size < 820_000) {
    const body = Array.from({ length: between(random, 4, 16) }, () => minifiedSnippet(random)).join('');
    const m = mod(between(random, 10_000, 99_999), body);
    modules.push(m);
    size += m.length + 1;
  }
  const region = (key: string, host: string, drmHost: string, fairplay: string, wv: string) =>
    `${key}:{manifestHost:"https://${host}",keyHost:"https://keys-${key}.fernhill.net",drm:{widevine:"${wv}",playready:"https://${drmHost}/pr/v2/rightsmanager.asmx",fairplay:{certificate:"https://${drmHost}/fp/v2/cert/fernhill.cer",license:"${fairplay}"}},telemetry:"https://qoe-${key}.fernhill.net/v1/beacons",lowLatency:!1}`;
  const needle = 'license:"https://lic-sg.fernhill.net/fairplay/v3/ckc"';
  const config =
    `const r={production:{${[
      region(
        'eu',
        'vod-eu.fhcdn.net',
        'drm-eu.fernhill.net',
        'https://drm-eu.fernhill.net/fp/v2/ckc',
        'https://drm-eu.fernhill.net/wv/v2/license',
      ),
      region(
        'us',
        'vod-us.fhcdn.net',
        'drm-us.fernhill.net',
        'https://drm-us.fernhill.net/fp/v2/ckc',
        'https://drm-us.fernhill.net/wv/v2/license',
      ),
      region(
        'apac',
        'vod-ap.fhcdn.net',
        'lic-sg.fernhill.net',
        'https://lic-sg.fernhill.net/fairplay/v3/ckc',
        'https://lic-sg.fernhill.net/widevine/v3/license',
      ),
    ].join(',')}},staging:{${[
      region(
        'eu',
        'vod-eu.stg.fhcdn.net',
        'drm-eu.stg.fernhill.net',
        'https://drm-eu.stg.fernhill.net/fp/v2/ckc',
        'https://drm-eu.stg.fernhill.net/wv/v2/license',
      ),
      region(
        'apac',
        'vod-ap.stg.fhcdn.net',
        'lic-sg.stg.fernhill.net',
        'https://lic-sg.stg.fernhill.net/fairplay/v3/ckc',
        'https://lic-sg.stg.fernhill.net/widevine/v3/license',
      ),
    ].join(',')}}};` +
    `function a(e){const t=r[e.env]||r.production;return t[e.region]||t.eu}function o(e){return e.country&&["SG","MY","ID","TH","VN","PH","AU","NZ","JP","KR","IN","HK","TW"].includes(e.country)?"apac":e.country&&["US","CA","MX","BR","AR","CL","CO"].includes(e.country)?"us":"eu"}`;
  modules[Math.floor(modules.length * 0.49)] = mod(48_213, config, '$K:function(){return a},Wl:function(){return o}');
  const output = `/*! fernhill-player 7.14.2 | (c) Fernhill Learning Ltd | build 2026-11-18T14:22:09Z */\n(self.webpackChunkfernhill_player=self.webpackChunkfernhill_player||[]).push([[179],{${modules.join(',')}}]);\n//# sourceMappingURL=player.7c1e9a40.min.js.map\n`;
  const ask =
    "Safari users in Singapore can't start any lesson videos since yesterday's release. Which FairPlay licence server is the production web player build pointing at for the Asia-Pacific region?";
  return probe('round 48: player bundle js', ask, 'read_file', output, 'license', needle, true);
}

// ---------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.
// ---------------------------------------------------------------------------------------------------

/** `terraform plan` for prod after a tagging change: hundreds of tag-only updates, and a few real ones. */
function terraformPlan(): EconomicsTask {
  const random = seededRandom(48_004);
  const REGIONS = ['eu-west-1', 'eu-central-1', 'us-east-1', 'us-west-2', 'ap-southeast-1', 'ap-south-1'];
  const SERVICES = ['api', 'web', 'certgen', 'payments', 'search', 'hls-origin', 'live-sfu', 'transcode', 'auth', 'email'];
  const METRICS = ['cpu-high', 'memory-high', '5xx-rate', 'latency-p99', 'task-count-low', 'queue-age'];
  const ACCOUNT = '418265907731';
  /** Module, resource type, keys (instances of a for_each), and how an id looks. */
  const MODULES: readonly (readonly [string, readonly (readonly [string, readonly string[]])[]])[] = [
    [
      'observability',
      [
        ['aws_cloudwatch_metric_alarm', SERVICES.flatMap((service) => METRICS.map((metric) => `${service}-${metric}`))],
        ['aws_cloudwatch_log_group', SERVICES.flatMap((service) => ['app', 'access', 'audit'].map((kind) => `${service}-${kind}`))],
        ['aws_sns_topic', ['pagerduty-high', 'pagerduty-low', 'slack-platform']],
      ],
    ],
    [
      'api',
      [
        ['aws_ecs_service', ['this']],
        ['aws_ecs_task_definition', ['this']],
        ['aws_lb_target_group', ['blue', 'green']],
        ['aws_security_group', ['this']],
        ['aws_iam_role', ['task', 'execution']],
        ['aws_appautoscaling_policy', ['cpu', 'requests']],
      ],
    ],
    [
      'certgen',
      [
        ['aws_ecs_service', ['this']],
        ['aws_s3_bucket', ['certificates']],
        ['aws_sqs_queue', ['jobs', 'jobs-dlq']],
        ['aws_iam_role', ['task']],
      ],
    ],
    [
      'db',
      [
        ['aws_db_instance', ['primary', 'replica-1', 'replica-2']],
        ['aws_db_parameter_group', ['pg16']],
        ['aws_security_group', ['this']],
      ],
    ],
    [
      'hls_origin',
      [
        ['aws_s3_bucket', ['renditions', 'manifests', 'logs']],
        ['aws_ecs_service', ['shield']],
        ['aws_lb', ['this']],
      ],
    ],
    [
      'live_sfu',
      [
        ['aws_launch_template', ['this']],
        ['aws_autoscaling_group', ['this']],
        ['aws_security_group', ['media', 'signalling']],
        ['aws_iam_role', ['instance']],
      ],
    ],
    [
      'payments',
      [
        ['aws_ecs_service', ['webhooks', 'worker']],
        ['aws_sqs_queue', ['events', 'events-dlq']],
        ['aws_secretsmanager_secret', ['stripe', 'sepa']],
      ],
    ],
    [
      'search',
      [
        ['aws_opensearch_domain', ['catalog']],
        ['aws_security_group', ['this']],
      ],
    ],
    [
      'transcode',
      [
        ['aws_launch_template', ['worker']],
        ['aws_autoscaling_group', ['worker']],
        ['aws_sqs_queue', ['jobs', 'jobs-dlq']],
        ['aws_s3_bucket', ['ingest']],
      ],
    ],
    [
      'web',
      [
        ['aws_ecs_service', ['this']],
        ['aws_lb_target_group', ['this']],
        ['aws_s3_bucket', ['assets']],
      ],
    ],
  ];
  interface Res {
    address: string;
    type: string;
    name: string;
    id: string;
    label: string;
    region: string;
    module: string;
    key: string;
  }
  const resources: Res[] = [];
  for (const region of REGIONS)
    for (const [module, types] of MODULES)
      for (const [type, keys] of types)
        for (const key of keys) {
          const label =
            module === 'observability' ? `${key}-${region}` : `${module.replace('_', '-')}-${key === 'this' ? '' : `${key}-`}${region}`;
          const arn = (service: string, rest: string) => `arn:aws:${service}:${region}:${ACCOUNT}:${rest}`;
          const ids: Readonly<Record<string, () => string>> = {
            aws_launch_template: () => `lt-0${hexs(random, 16)}`,
            aws_security_group: () => `sg-0${hexs(random, 16)}`,
            aws_db_instance: () => `db-${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 26)}`,
            aws_s3_bucket: () => `fh-${label}`,
            aws_cloudwatch_log_group: () => `/fernhill/prod/${key}`,
            aws_sns_topic: () => arn('sns', label),
            aws_ecs_service: () => arn('ecs', `service/prod-${region}/${label}`),
            aws_ecs_task_definition: () => label,
            aws_lb: () => arn('elasticloadbalancing', `loadbalancer/app/${label.slice(0, 32)}/${hexs(random, 16)}`),
            aws_lb_target_group: () => arn('elasticloadbalancing', `targetgroup/${label.slice(0, 32)}/${hexs(random, 16)}`),
            aws_sqs_queue: () => `https://sqs.${region}.amazonaws.com/${ACCOUNT}/${label}`,
            aws_secretsmanager_secret: () => arn('secretsmanager', `secret:${label}-${chars(random, ALNUM, 6)}`),
            aws_opensearch_domain: () => arn('es', `domain/fh-${key}-${region}`),
            aws_appautoscaling_policy: () => label,
          };
          const id = ids[type]?.() ?? label;
          resources.push({
            address: `module.${module}["${region}"].${type}.${key === 'this' ? 'this' : `this["${key}"]`}`,
            type,
            name: 'this',
            id,
            label,
            region,
            module,
            key,
          });
        }
  resources.sort((x, y) => (x.address < y.address ? -1 : 1));
  const pad = (key: string, width: number) => key.padEnd(width);
  const block = (r: Res) => {
    const changes: [string, string][] = [];
    const attrs: [string, string, string][] = [
      [' ', 'id', `"${r.id}"`],
      [' ', 'name', `"${r.label}"`],
    ];
    if (r.type === 'aws_launch_template') {
      const sfu = r.module === 'live_sfu';
      const from = sfu ? 'c6i.2xlarge' : 'g5.xlarge';
      const to =
        sfu && r.region === 'eu-central-1'
          ? 'c7i.4xlarge'
          : sfu && r.region === 'eu-west-1'
            ? 'c7i.2xlarge'
            : !sfu && r.region === 'eu-central-1'
              ? 'g6.xlarge'
              : '';
      const version = between(random, 6, 31);
      if (to) {
        changes.push(['default_version', `${version} -> (known after apply)`]);
        changes.push(['instance_type', `"${from}" -> "${to}"`]);
        changes.push(['latest_version', `${version} -> (known after apply)`]);
      }
    }
    if (r.type === 'aws_autoscaling_group' && r.module === 'live_sfu' && r.region === 'eu-central-1') changes.push(['max_size', '12 -> 8']);
    const rows: [string, string, string][] = [...attrs, ...changes.map(([k, v]): [string, string, string] => ['~', k, v])].sort((x, y) =>
      x[1] < y[1] ? -1 : 1,
    );
    const width = Math.max(...rows.map((x) => x[1].length), 'tags_all'.length);
    const hidden = between(random, 6, 38);
    const tagsHidden = between(random, 3, 6);
    const centre = ['live_sfu', 'hls_origin', 'transcode'].includes(r.module)
      ? 'media'
      : ['web', 'search', 'certgen'].includes(r.module)
        ? 'learning-experience'
        : 'platform';
    return [
      `  # ${r.address} will be updated in-place`,
      `  ~ resource "${r.type}" "${r.name}" {`,
      ...rows.map(([mark, k, v]) => `      ${mark === '~' ? '~' : ' '} ${pad(k, width)} = ${v}`),
      `      ~ ${pad('tags', width)} = {`,
      `          + "cost-centre" = "${centre}"`,
      `            # (${tagsHidden} unchanged elements hidden)`,
      '        }',
      `      ~ ${pad('tags_all', width)} = {`,
      `          + "cost-centre" = "${centre}"`,
      `            # (${tagsHidden + 3} unchanged elements hidden)`,
      '        }',
      `        # (${hidden} unchanged attributes hidden)`,
      ...(random() < 0.5 ? ['', `        # (${between(random, 1, 9)} unchanged blocks hidden)`] : []),
      '    }',
      '',
    ];
  };
  // Each module reads its data sources while the resources refresh.
  const reads = REGIONS.flatMap((region) =>
    MODULES.flatMap(([module]) =>
      ['data.aws_caller_identity.current', 'data.aws_iam_policy_document.assume', 'data.aws_ssm_parameter.config'].flatMap((d) => {
        const address = `module.${module}["${region}"].${d}`;
        const id = d.endsWith('current')
          ? ACCOUNT
          : d.endsWith('assume')
            ? String(between(random, 100_000_000, 4_294_967_295))
            : `/fernhill/prod/${module}/config`;
        return [`${address}: Reading...`, `${address}: Read complete after ${oneOf(random, ['0s', '0s', '1s'])} [id=${id}]`];
      }),
    ),
  );
  const refresh = shuffle(random, [...resources.map((r) => `${r.address}: Refreshing state... [id=${r.id}]`), ...reads]);
  // A data source's read completes after it starts.
  const started = new Set<string>();
  for (let i = 0; i < refresh.length; i++) {
    const address = refresh[i]!.split(': ')[0]!;
    if (refresh[i]!.endsWith(': Reading...')) started.add(address);
    else if (refresh[i]!.includes(': Read complete') && !started.has(address)) {
      const j = refresh.indexOf(`${address}: Reading...`, i);
      [refresh[i], refresh[j]] = [refresh[j]!, refresh[i]!];
      started.add(address);
    }
  }
  const body = resources.flatMap(block);
  const output = `${[
    ...refresh,
    '',
    'Terraform used the selected providers to generate the following execution plan. Resource actions are indicated with the',
    'following symbols:',
    '  ~ update in-place',
    '',
    'Terraform will perform the following actions:',
    '',
    ...body,
    `Plan: 0 to add, ${resources.length} to change, 0 to destroy.`,
    '',
    '─────────────────────────────────────────────────────────────────────────────',
    '',
    'Note: You didn\'t use the -out option to save this plan, so Terraform can\'t guarantee to take exactly these actions if you run "terraform apply" now.',
  ].join('\n')}\n`;
  const needle = `      ~ instance_type   = "c6i.2xlarge" -> "c7i.4xlarge"`;
  const ask =
    'Before I apply the tagging change to prod: it looks like it also touches the live-sfu launch template in eu-central-1. What instance type is the plan switching it to?';
  return probe('round 48: terraform plan', ask, 'run_shell', output, 'instance', needle);
}

/** `kubectl logs deploy/certgen --since=24h`: a day of certificate rendering, with stack traces; one certificate's own frame. */
function certgenStackTrace(): EconomicsTask {
  const random = seededRandom(48_005);
  const TEMPLATES = ['classic-a4', 'classic-letter', 'modern-a4', 'modern-letter', 'partner-cobrand-a4'];
  const LIBS: readonly (readonly [string, readonly string[]])[] = [
    [
      "TypeError: Cannot read properties of undefined (reading 'width')",
      [
        '    at LineWrapper.wordWidth (/app/node_modules/pdfkit/js/pdfkit.js:3712:31)',
        '    at LineWrapper.eachWord (/app/node_modules/pdfkit/js/pdfkit.js:3744:22)',
        '    at LineWrapper.wrap (/app/node_modules/pdfkit/js/pdfkit.js:3893:12)',
        '    at PDFDocument._text (/app/node_modules/pdfkit/js/pdfkit.js:4102:14)',
        '    at PDFDocument.text (/app/node_modules/pdfkit/js/pdfkit.js:4131:17)',
      ],
    ],
    [
      'Error: Unknown font format',
      [
        '    at Object.create (/app/node_modules/fontkit/dist/main.cjs:14582:11)',
        '    at PDFFontFactory.open (/app/node_modules/pdfkit/js/pdfkit.js:2988:29)',
        '    at PDFDocument.font (/app/node_modules/pdfkit/js/pdfkit.js:3061:32)',
      ],
    ],
    [
      'Error: The amount of data is too big to be stored in a QR Code',
      [
        '    at Object.getBestVersionForData (/app/node_modules/qrcode/lib/core/version.js:126:11)',
        '    at createSymbol (/app/node_modules/qrcode/lib/core/qrcode.js:434:23)',
        '    at Object.create (/app/node_modules/qrcode/lib/core/qrcode.js:496:10)',
      ],
    ],
    [
      'Error: Input buffer contains unsupported image format',
      [
        '    at Sharp.toBuffer (/app/node_modules/sharp/lib/output.js:163:17)',
        '    at loadSignatureImage (/app/dist/render/assets.js:44:8)',
      ],
    ],
  ];
  /** Our own frames the failures come through (function, file:line:col). */
  const OWN = [
    'fitCourseTitle (/app/dist/render/title.js:61:18)',
    'fitLearnerName (/app/dist/render/name.js:52:7)',
    'drawSignatureBlock (/app/dist/render/signature.js:88:21)',
    'drawVerificationQr (/app/dist/render/qr.js:40:11)',
    'embedTemplateFonts (/app/dist/render/fonts.js:27:33)',
    'writeTranscriptTable (/app/dist/render/transcript.js:143:37)',
    'fitCourseTitle (/app/dist/render/title.js:88:14)',
  ];
  const TARGET_FRAME = 'fitCourseTitle (/app/dist/render/title.js:74:9)';
  const lines: { t: number; text: string[] }[] = [];
  const pod = (k: number) => `certgen-6d9f7b8c4d-${['x2kqp', 'm7fzn', 'r4wtj'][k]!}`;
  let certNo = 115_340;
  const cert = () => {
    certNo += between(random, 1, 2);
    // The two numbers the task plants are never issued at random.
    if (certNo === 118_274 || certNo === 118_247) certNo++;
    return `FH-CERT-2026-${certNo}`;
  };
  const course = () => `crs_${lower(random, 12)}`;
  const prefix = (t: number, level: string) => `${isoMs(t)} ${level.padEnd(5)} ${pod(pick(random, 3))} certgen:`;
  const failure = (t: number, id: string, frames: string[], error: string, retries: number) => {
    const enrolment = `enr_${lower(random, 14)}`;
    const crs = course();
    const template = oneOf(random, TEMPLATES);
    for (let k = 1; k < retries; k++)
      lines.push({
        t: t - (retries - k) * 30 * SECOND,
        text: [
          `${prefix(t - (retries - k) * 30 * SECOND, 'WARN')} render attempt failed, will retry cert=${id} attempt=${k}/3 err="${error}"`,
        ],
      });
    lines.push({
      t,
      text: [
        `${prefix(t, 'ERROR')} render failed cert=${id} enrolment=${enrolment} course=${crs} template=${template} attempt=${retries}/3`,
        error,
        ...frames,
        `    at async renderCertificate (/app/dist/render/index.js:${oneOf(random, [131, 131, 147])}:5)`,
        '    at async processJob (/app/dist/worker.js:58:20)',
        '    at async Worker.processJob (/app/node_modules/bullmq/dist/cjs/classes/worker.js:512:24)',
        '    at async Worker.retryIfFailed (/app/node_modules/bullmq/dist/cjs/classes/worker.js:692:24)',
      ],
    });
  };
  const start = T(11, 18, 9, 30);
  for (let t = start; t < T(11, 19, 9, 30);) {
    t += between(random, 2, 40) * SECOND + pick(random, 1_000);
    const roll = random();
    if (roll < 0.86)
      lines.push({
        t,
        text: [
          `${prefix(t, 'INFO')} rendered cert=${cert()} enrolment=enr_${lower(random, 14)} course=${course()} template=${oneOf(random, TEMPLATES)} pages=${oneOf(random, [1, 1, 2])} bytes=${between(random, 84_000, 412_000)} ms=${between(random, 180, 1_900)}`,
        ],
      });
    else if (roll < 0.93)
      lines.push({
        t,
        text: [
          `${prefix(t, 'INFO')} uploaded s3://fh-certificates-prod/2026/11/${pad2(new Date(t).getUTCDate())}/FH-CERT-2026-${certNo}.pdf etag="${hexs(random, 32)}" ms=${between(random, 40, 380)}`,
        ],
      });
    else if (roll < 0.965)
      lines.push({
        t,
        text: [
          `${prefix(t, 'WARN')} slow font load family="${oneOf(random, ['Lora', 'Inter', 'Noto Sans JP', 'Noto Sans Arabic'])}" ms=${between(random, 1_200, 4_800)}`,
        ],
      });
    else if (roll < 0.99)
      lines.push({
        t,
        text: [
          `${prefix(t, 'INFO')} queue stats waiting=${between(random, 0, 140)} active=${between(random, 1, 8)} delayed=${between(random, 0, 12)} completed_1m=${between(random, 2, 30)}`,
        ],
      });
    else {
      const [error, libFrames] = oneOf(random, LIBS);
      const own = libFrames.some((f) => f.includes('/app/dist/')) ? [] : [`    at ${oneOf(random, OWN)}`];
      failure(t, cert(), [...libFrames, ...own], error, between(random, 1, 3));
    }
  }
  // The learner's certificate: the title's long line of text, after two retries.
  const targetT = T(11, 18, 21, 47, 12) + 418;
  failure(targetT, 'FH-CERT-2026-118274', [...LIBS[0]![1], `    at ${TARGET_FRAME}`], LIBS[0]![0], 3);
  // Another certificate of the same course and a neighbouring number, failing elsewhere.
  failure(T(11, 18, 21, 51, 3) + 77, 'FH-CERT-2026-118247', [...LIBS[2]![1], `    at ${OWN[3]!}`], LIBS[2]![0], 3);
  lines.sort((x, y) => x.t - y.t);
  const output = `${lines.flatMap((l) => l.text).join('\n')}\n`;
  const needle = `    at ${TARGET_FRAME}`;
  const ask =
    'Certificate FH-CERT-2026-118274 never got issued to the learner. From the certgen logs, where in our own code did the render blow up? I need the file and line.';
  return probe('round 48: certgen stack trace', ask, 'run_shell', output, 'frame', needle);
}

/** `GET /v2/proctoring/sessions?include=review`, pretty JSON: three days of proctored exams; one reviewer's note. */
function proctoringSessionsJson(): EconomicsTask {
  const random = seededRandom(48_006);
  const EXAMS = [
    ['ex_7Qm2cloudsecF', 'Cloud Security Practitioner — Final Exam'],
    ['ex_7Qm2cloudsecP', 'Cloud Security Practitioner — Practice Exam'],
    ['ex_3Kd9dataanaF', 'Data Analytics Certificate — Final Exam'],
    ['ex_5Tn1pmessF01', 'Project Management Essentials — Final Exam'],
    ['ex_8Lp4k8sadmF0', 'Kubernetes Administrator Prep — Final Exam'],
    ['ex_2Wr6pythonQ3', 'Python for Data Science — Module 3 Assessment'],
  ] as const;
  const CLEAR_NOTES = [
    'No irregularities observed.',
    'No irregularities observed.',
    'Candidate looked down several times; consistent with permitted scratch paper.',
    'Brief loss of webcam feed at the start, restored before the first question.',
    'Background noise from another room; no second person seen or heard.',
    'Face partly out of frame for short periods; no concern.',
    'Candidate read questions aloud quietly; no one else present.',
  ];
  const VOID_NOTES = [
    'Second person entered the room at 00:22:10 and spoke to the candidate for about a minute.',
    'Candidate left the camera view for over four minutes mid-exam without a permitted break.',
    'ID document did not match the candidate on camera; exam taken by someone else.',
    'Second screen in use: eye movement and typing pattern consistent with searching during questions 14-31.',
  ];
  const reserved = new Set(['Marta Kowalczyk', 'Marta Kowalska', 'Marta Kowalski']);
  const sessions: object[] = [];
  const session = (
    t: number,
    exam: readonly [string, string],
    name: string,
    attempt: number,
    decision: string,
    note: string,
    country = oneOf(random, ['IE', 'PL', 'ES', 'DE', 'PT', 'IN', 'NG', 'BR', 'FR', 'IT', 'GB']),
  ) => {
    const minutes = between(random, 35, 115);
    const offsets = Array.from({ length: decision === 'cleared' ? pick(random, 3) : between(random, 2, 7) }, () =>
      pick(random, minutes * 60),
    ).sort((x, y) => x - y);
    const flags = offsets.map((o) => ({
      at: `${pad2(Math.floor(o / 3_600))}:${pad2(Math.floor(o / 60) % 60)}:${pad2(o % 60)}`,
      type: oneOf(random, ['face_not_visible', 'looking_away', 'audio_detected', 'multiple_faces', 'tab_switch', 'window_resized']),
      duration_s: between(random, 2, 60),
      severity: oneOf(random, ['low', 'low', 'medium', 'high']),
    }));
    return {
      session_id: `ps_${lower(random, 16)}`,
      exam: { id: exam[0], title: exam[1], attempt },
      candidate: { id: `lrn_${lower(random, 12)}`, name, email: emailOf(random, name), country },
      started_at: isoZ(t),
      ended_at: isoZ(t + minutes * MINUTE + between(random, 0, 59) * SECOND),
      review: {
        decision,
        reviewer: `${oneOf(random, ['rev_ahmed.k', 'rev_byrne.s', 'rev_lindqvist.e', 'rev_costa.j', 'rev_tanaka.m'])}`,
        reviewed_at: isoZ(t + between(random, 3, 30) * HOUR),
        note,
      },
      id_check: {
        document: oneOf(random, ['passport', 'national_id', 'driving_licence']),
        match_score: Number((0.86 + random() * 0.135).toFixed(3)),
        status: 'verified',
      },
      environment: {
        browser: oneOf(random, ['Chrome 131', 'Chrome 130', 'Edge 131', 'Firefox 132', 'Safari 18.1']),
        os: oneOf(random, ['Windows 11', 'Windows 10', 'macOS 15.1', 'macOS 14.7', 'ChromeOS 130']),
        screens: 1,
        webcam: oneOf(random, ['Integrated Webcam', 'Logitech C920', 'FaceTime HD Camera', 'USB2.0 HD UVC WebCam']),
      },
      flags,
      ai_risk_score: decision === 'cleared' ? between(random, 2, 38) : between(random, 35, 97),
    };
  };
  const start = T(11, 16, 7);
  const COUNT = 1_050;
  for (let i = 0; i < COUNT; i++) {
    const t = start + Math.floor((i / COUNT) * 3 * DAY) + pick(random, 20) * MINUTE;
    const roll = random();
    const decision = roll < 0.78 ? 'cleared' : roll < 0.93 ? 'cleared_with_note' : roll < 0.98 ? 'invalidated' : 'escalated';
    const note = decision === 'invalidated' ? oneOf(random, VOID_NOTES) : oneOf(random, CLEAR_NOTES);
    sessions.push(session(t, oneOf(random, EXAMS), person(random, reserved), oneOf(random, [1, 1, 1, 2, 3]), decision, note));
  }
  const needleNote =
    'Phone screen visible in the reflection of the candidate’s glasses at 00:37:12 and 00:52:40, showing what looks like the question text; attempt voided under exam policy 4.2.';
  const at = (f: number) => start + Math.floor(f * 3 * DAY);
  sessions[Math.floor(COUNT * 0.58)] = session(at(0.58), EXAMS[0], 'Marta Kowalczyk', 2, 'invalidated', needleNote, 'PL');
  sessions[Math.floor(COUNT * 0.12)] = session(
    at(0.12),
    EXAMS[0],
    'Marta Kowalczyk',
    1,
    'cleared_with_note',
    'Candidate looked away to the left repeatedly; asked to show the desk, nothing found.',
    'PL',
  );
  sessions[Math.floor(COUNT * 0.33)] = session(at(0.33), EXAMS[1], 'Marta Kowalczyk', 1, 'cleared', 'No irregularities observed.', 'PL');
  sessions[Math.floor(COUNT * 0.64)] = session(
    at(0.64),
    EXAMS[0],
    'Marta Kowalska',
    2,
    'invalidated',
    'Second person entered the room at 00:22:10 and spoke to the candidate for about a minute.',
    'PL',
  );
  const output = `${JSON.stringify(
    {
      object: 'list',
      from: '2026-11-16',
      to: '2026-11-18',
      total: COUNT,
      data: sessions,
      has_more: false,
    },
    null,
    2,
  )}\n`;
  const needle = `"note": ${JSON.stringify(needleNote)}`;
  const ask =
    "Marta Kowalczyk's second attempt at the Cloud Security Practitioner final has been voided and she's asking us why. What reason did the proctoring reviewer give?";
  return probe('round 48: proctoring sessions json', ask, 'http_get', output, 'reason', needle);
}

// ---------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output, or carries a preamble.
// ---------------------------------------------------------------------------------------------------

/** `pd log-entries list --team platform --since 2026-11-12`: a week of on-call; who took Sunday night's streaming outage. */
function onCallLog(): EconomicsTask {
  const random = seededRandom(48_007);
  const pct = (lo: number, hi: number) => () => `${(lo + random() * (hi - lo)).toFixed(1)}%`;
  const ms = (lo: number, hi: number) => () => `${between(random, lo, hi)}ms`;
  const count = (lo: number, hi: number, unit: string) => () => `${between(random, lo, hi)} ${unit}`;
  /** Services, their alerts, and how each alert's value reads. */
  const ALERTS: readonly (readonly [string, readonly (readonly [string, () => string])[]])[] = [
    [
      'api-gateway-prod',
      [
        ['APIGateway5xxRateHigh', pct(2, 9)],
        ['APIGatewayLatencyP99High', ms(900, 3_200)],
      ],
    ],
    [
      'payments-webhooks',
      [
        ['StripeWebhookLagHigh', count(90, 900, 's behind')],
        ['PaymentsDLQNotEmpty', count(1, 40, 'messages')],
      ],
    ],
    [
      'search-prod',
      [
        ['OpenSearchClusterYellow', count(1, 6, 'unassigned shards')],
        ['SearchLatencyP95High', ms(450, 2_000)],
      ],
    ],
    [
      'certgen',
      [
        ['CertgenQueueBacklog', count(300, 2_500, 'jobs waiting')],
        ['CertgenRenderFailuresHigh', pct(3, 15)],
      ],
    ],
    [
      'postgres-main',
      [
        ['PostgresReplicaLagHigh', count(30, 400, 's')],
        ['PostgresConnectionsNearMax', count(460, 498, 'of 500')],
        ['PostgresDiskUsageHigh', pct(85, 93)],
      ],
    ],
    [
      'auth-prod',
      [
        ['AuthTokenIssueLatencyHigh', ms(400, 1_500)],
        ['AuthLoginFailuresSpike', count(300, 4_000, 'failed logins/5m')],
      ],
    ],
    [
      'email-delivery',
      [
        ['SESBounceRateHigh', pct(4, 9)],
        ['EmailQueueBacklog', count(2_000, 40_000, 'queued')],
      ],
    ],
    [
      'hls-origin-prod',
      [
        ['HLSOrigin5xxRateHigh', pct(1, 4)],
        ['HLSOriginLatencyHigh', ms(700, 2_400)],
      ],
    ],
    [
      'live-sfu-prod',
      [
        ['SFUPacketLossHigh', pct(3, 8)],
        ['SFUNodeCPUHigh', pct(85, 98)],
      ],
    ],
    [
      'transcode-queue',
      [
        ['TranscodeQueueAgeHigh', count(20, 140, 'min oldest job')],
        ['TranscodeWorkerGPUUnavailable', count(1, 6, 'workers')],
      ],
    ],
  ];
  const PEOPLE = [
    'Aoife Brennan',
    'Ravi Menon',
    'Kenji Tanaka',
    'Joana Silva',
    'Lukas Fischer',
    'Niamh Walsh',
    'Olu Okafor',
    'Camille Moreau',
  ];
  const REGIONS = ['eu-west-1', 'eu-central-1', 'us-east-1', 'ap-southeast-1'];
  const rows: { t: number; cells: string[] }[] = [];
  let incident = 48_020;
  const incidents: { t: number; service: string; alert: string; value: string; script?: 'sunday' }[] = [];
  const start = T(11, 12);
  const end = T(11, 19, 9);
  /** Sunday night's video services stay quiet except for the outage itself, and nothing else pages while it runs. */
  const quiet = (t: number, service: string) =>
    (t > T(11, 15, 18) && t < T(11, 16, 8) && ['hls-origin-prod', 'live-sfu-prod', 'transcode-queue'].includes(service)) ||
    (t > T(11, 15, 22, 5) && t < T(11, 15, 23, 50));
  for (let t = start; t < end;) {
    t += between(random, 4, 30) * MINUTE + pick(random, 60) * SECOND;
    const [service, alerts] = oneOf(random, ALERTS);
    if (quiet(t, service)) continue;
    const [alert, value] = oneOf(random, alerts);
    incidents.push({ t, service, alert, value: value() });
  }
  incidents.push({ t: T(11, 15, 22, 41, 7), service: 'hls-origin-prod', alert: 'HLSOrigin5xxRateHigh', value: '', script: 'sunday' });
  incidents.push({ t: T(11, 15, 14, 8, 51), service: 'hls-origin-prod', alert: 'HLSOriginLatencyHigh', value: '1840ms' });
  incidents.push({ t: T(11, 13, 23, 12, 30), service: 'hls-origin-prod', alert: 'HLSOrigin5xxRateHigh', value: '3.1%' });
  incidents.sort((x, y) => x.t - y.t);
  let needle = '';
  const row = (t: number, no: string, service: string, type: string, summary: string) => {
    rows.push({ t, cells: [isoZ(t), no, service, type, summary] });
  };
  for (const inc of incidents) {
    const no = `#${(incident += 1)}`;
    const region = oneOf(random, REGIONS);
    // A weekly rotation from Monday: primary and secondary.
    const week = Math.floor((inc.t - T(11, 9)) / (7 * DAY));
    const primary = PEOPLE[(week * 3) % PEOPLE.length]!;
    const secondary = PEOPLE[(week * 3 + 1) % PEOPLE.length]!;
    let t = inc.t;
    if (inc.script === 'sunday') {
      row(
        t,
        no,
        inc.service,
        'trigger_log_entry',
        'Triggered through the API: [FIRING:1] HLSOrigin5xxRateHigh eu-west-1 (23.4% of segment requests)',
      );
      row(t + 2 * SECOND, no, inc.service, 'notify_log_entry', 'Notified Aoife Brennan via push notification');
      row(t + 3 * SECOND, no, inc.service, 'notify_log_entry', 'Notified Aoife Brennan via SMS');
      row(t + 5 * MINUTE + 2 * SECOND, no, inc.service, 'notify_log_entry', 'Notified Aoife Brennan via phone call (no answer)');
      row(t + 15 * MINUTE, no, inc.service, 'escalate_log_entry', 'Escalated to level 2 by escalation policy Platform Primary');
      row(t + 15 * MINUTE + 1 * SECOND, no, inc.service, 'notify_log_entry', 'Notified Ravi Menon via push notification');
      row(t + 15 * MINUTE + 2 * SECOND, no, inc.service, 'notify_log_entry', 'Notified Ravi Menon via phone call');
      const ack = t + 21 * MINUTE + 31 * SECOND;
      row(ack, no, inc.service, 'acknowledge_log_entry', 'Acknowledged by Ravi Menon via mobile app');
      needle = `${isoZ(ack)}  ${no}`;
      row(
        ack + 9 * MINUTE,
        no,
        inc.service,
        'annotate_log_entry',
        'Ravi Menon: shield tasks crash-looping after 22:30 config push, rolling back',
      );
      row(ack + 47 * MINUTE, no, inc.service, 'resolve_log_entry', 'Resolved by Ravi Menon via web');
      continue;
    }
    row(t, no, inc.service, 'trigger_log_entry', `Triggered through the API: [FIRING:1] ${inc.alert} ${region} (${inc.value})`);
    t += between(random, 1, 4) * SECOND;
    row(t, no, inc.service, 'notify_log_entry', `Notified ${primary} via push notification`);
    const roll = random();
    if (roll < 0.25) {
      row(t + between(random, 2, 14) * MINUTE, no, inc.service, 'resolve_log_entry', 'Resolved through the API (alert cleared)');
      continue;
    }
    let who = primary;
    if (roll < 0.35) {
      t += 15 * MINUTE;
      row(t, no, inc.service, 'escalate_log_entry', 'Escalated to level 2 by escalation policy Platform Primary');
      row(t + SECOND, no, inc.service, 'notify_log_entry', `Notified ${secondary} via push notification`);
      who = secondary;
    }
    t += between(random, 1, 12) * MINUTE + pick(random, 60) * SECOND;
    row(
      t,
      no,
      inc.service,
      'acknowledge_log_entry',
      `Acknowledged by ${who} via ${oneOf(random, ['mobile app', 'mobile app', 'Slack', 'web'])}`,
    );
    if (random() < 0.4)
      row(
        t + between(random, 2, 20) * MINUTE,
        no,
        inc.service,
        'annotate_log_entry',
        `${who}: ${oneOf(random, ['looking', 'known issue, see runbook', 'scaling out', 'failing over to replica', 'restarted stuck tasks', 'upstream provider incident'])}`,
      );
    row(
      t + between(random, 5, 140) * MINUTE,
      no,
      inc.service,
      'resolve_log_entry',
      `Resolved by ${who} via ${oneOf(random, ['web', 'mobile app'])}`,
    );
  }
  rows.sort((x, y) => x.t - y.t);
  const lines = table(
    ['CREATED_AT', 'INCIDENT', 'SERVICE', 'TYPE', 'SUMMARY'],
    rows.map((r) => r.cells),
  );
  const at = lines.findIndex((l) => l.startsWith(needle));
  needle = lines[at]!;
  const output = `${lines.join('\n')}\n`;
  const ask =
    'On Sunday night our video streaming fell over for a good while. Who on call actually picked it up in the end, and at what time?';
  return probe('round 48: on-call log, paraphrase', ask, 'run_shell', output, 'responder', needle);
}

/** `liveclass events export --format jsonl`: three days of live classes; one student dropped from Tuesday's class. */
function liveClassEvents(): EconomicsTask {
  const random = seededRandom(48_008);
  const CLASSES = [
    'Spanish Conversation Club A2',
    'Spanish Conversation Club B2',
    'French Conversation Club B1',
    'German Conversation Club A2',
    'Business English C1 Workshop',
    'Python Office Hours',
    'Kubernetes Live Lab',
    'Data Analytics Study Group',
    'Cloud Security Exam Cram',
    'UX Research Critique',
    'SQL Clinic',
    'Project Management Q&A',
  ];
  const reserved = new Set(['Tomás Ferreira', 'Lucía Ortega']);
  const hosts = Array.from({ length: 14 }, () => ({ id: `usr_${lower(random, 10)}`, name: person(random, reserved) }));
  const learners = Array.from({ length: 700 }, () => ({ id: `usr_${lower(random, 10)}`, name: person(random, reserved) }));
  const tomas = { id: 'usr_k3v9q2tf7a', name: 'Tomás Ferreira' };
  const lucia = { id: 'usr_8dm1x0prlo', name: 'Lucía Ortega' };
  const events: { t: number; text: string }[] = [];
  const CLIENTS = [
    { app: 'web', browser: 'Chrome 131', os: 'Windows 11' },
    { app: 'web', browser: 'Chrome 131', os: 'Windows 10' },
    { app: 'web', browser: 'Chrome 130', os: 'macOS 15.1' },
    { app: 'web', browser: 'Safari 18.1', os: 'macOS 15.1' },
    { app: 'web', browser: 'Edge 131', os: 'Windows 11' },
    { app: 'web', browser: 'Firefox 132', os: 'Ubuntu 24.04' },
    { app: 'ios', version: '6.18.0', os: 'iOS 18.1' },
    { app: 'ios', version: '6.17.2', os: 'iPadOS 18.1' },
    { app: 'android', version: '6.18.0', os: 'Android 15' },
    { app: 'android', version: '6.18.0', os: 'Android 14' },
  ];
  const client = () => oneOf(random, CLIENTS);
  const emit = (at: number, event: string, cls: { id: string; title: string; start: number }, rest: object) => {
    // The platform stamps events to the millisecond.
    const t = at % SECOND === 0 ? at + pick(random, SECOND) : at;
    events.push({
      t,
      text: JSON.stringify({ ts: isoMs(t), event, class_id: cls.id, class: cls.title, scheduled_start: isoZ(cls.start), ...rest }),
    });
  };
  type Who = { id: string; name: string };
  const runClass = (
    title: string,
    startT: number,
    host: Who,
    planted?: (cls: { id: string; title: string; start: number }, end: number) => void,
    minutes = oneOf(random, [45, 60, 60, 90]),
  ) => {
    const cls = { id: `lc_${lower(random, 12)}`, title, start: startT };
    const length = minutes * MINUTE;
    const end = startT + length;
    emit(startT - between(random, 2, 8) * MINUTE, 'class.opened', cls, { host: { ...host, role: 'host' } });
    emit(startT + between(random, 0, 90) * SECOND, 'class.started', cls, { host: { ...host, role: 'host' } });
    if (random() < 0.7) emit(startT + between(random, 1, 3) * MINUTE, 'recording.started', cls, { by: host.id });
    const people = Array.from({ length: between(random, 8, 30) }, () => oneOf(random, learners));
    for (const p of people) {
      const joined = startT + between(random, -4, 15) * MINUTE + pick(random, 60) * SECOND;
      const c = client();
      emit(joined, 'participant.joined', cls, { participant: { ...p, role: 'learner' }, client: c });
      if (random() < 0.3) emit(joined + between(random, 2, 30) * MINUTE, 'hand.raised', cls, { participant: { ...p, role: 'learner' } });
      const roll = random();
      if (roll < 0.6)
        emit(end + between(random, 0, 40) * SECOND, 'participant.left', cls, {
          participant: { ...p, role: 'learner' },
          client: c,
          reason: 'class_ended',
        });
      else {
        const left = joined + between(random, 5, Math.max(6, Math.floor((end - joined) / MINUTE) - 1)) * MINUTE + pick(random, 60) * SECOND;
        const reason = roll < 0.8 ? 'left_voluntarily' : roll < 0.92 ? 'network_timeout' : roll < 0.985 ? 'tab_closed' : 'removed_by_host';
        emit(left, 'participant.left', cls, {
          participant: { ...p, role: 'learner' },
          client: c,
          reason,
          ...(reason === 'removed_by_host' ? { actor: { ...host, role: 'host' } } : {}),
        });
        if (reason === 'network_timeout' && random() < 0.7)
          emit(left + between(random, 20, 180) * SECOND, 'participant.joined', cls, {
            participant: { ...p, role: 'learner' },
            client: c,
            rejoin: true,
          });
      }
    }
    planted?.(cls, end);
    emit(end, 'class.ended', cls, {
      host: { ...host, role: 'host' },
      duration_s: Math.floor(length / SECOND),
      peak_participants: people.length + 1,
    });
  };
  for (let day = 16; day <= 18; day++)
    for (const title of CLASSES) {
      const hour = between(random, 8, 20);
      runClass(title, T(11, day, hour, oneOf(random, [0, 30])), oneOf(random, hosts));
      if (random() < 0.4)
        runClass(title, T(11, day, Math.min(21, hour + between(random, 2, 5)), oneOf(random, [0, 30])), oneOf(random, hosts));
    }
  let needle = '';
  // Monday: Tomás drops out of the grammar clinic on a bad connection, and comes back.
  runClass(
    'Spanish Grammar Clinic',
    T(11, 16, 18),
    oneOf(random, hosts),
    (cls) => {
      const c = { app: 'web', browser: 'Chrome 131', os: 'Windows 11' };
      emit(T(11, 16, 18, 2, 14), 'participant.joined', cls, { participant: { ...tomas, role: 'learner' }, client: c });
      emit(T(11, 16, 18, 31, 50), 'participant.left', cls, {
        participant: { ...tomas, role: 'learner' },
        client: c,
        reason: 'network_timeout',
      });
      emit(T(11, 16, 18, 33, 5), 'participant.joined', cls, { participant: { ...tomas, role: 'learner' }, client: c, rejoin: true });
      emit(T(11, 16, 19, 0, 21), 'participant.left', cls, { participant: { ...tomas, role: 'learner' }, client: c, reason: 'class_ended' });
    },
    60,
  );
  // Tuesday evening's B1 class: the co-host removes him, and the class won't let him back in.
  const b1Host = hosts[3]!;
  runClass(
    'Spanish Conversation Club B1',
    T(11, 17, 19, 30),
    b1Host,
    (cls) => {
      const c = { app: 'web', browser: 'Chrome 131', os: 'Windows 11' };
      emit(T(11, 17, 19, 28, 40), 'participant.joined', cls, { participant: { ...lucia, role: 'co_host' }, client: client() });
      emit(T(11, 17, 19, 31, 9), 'participant.joined', cls, { participant: { ...tomas, role: 'learner' }, client: c });
      emit(T(11, 17, 19, 44, 2), 'hand.raised', cls, { participant: { ...tomas, role: 'learner' } });
      const t = T(11, 17, 20, 1, 37) + 412;
      emit(t, 'participant.left', cls, {
        participant: { ...tomas, role: 'learner' },
        client: c,
        reason: 'removed_by_host',
        actor: { ...lucia, role: 'co_host' },
      });
      needle = events[events.length - 1]!.text;
      emit(t + 48 * SECOND, 'participant.join_rejected', cls, {
        participant: { ...tomas, role: 'learner' },
        client: c,
        reason: 'removed_participants_cannot_rejoin',
      });
      emit(t + 2 * MINUTE + 5 * SECOND, 'participant.join_rejected', cls, {
        participant: { ...tomas, role: 'learner' },
        client: c,
        reason: 'removed_participants_cannot_rejoin',
      });
    },
    60,
  );
  // Wednesday's B1 class, which Tomás is not in.
  runClass('Spanish Conversation Club B1', T(11, 18, 19, 30), b1Host);
  events.sort((x, y) => x.t - y.t);
  const output = `${events.map((e) => e.text).join('\n')}\n`;
  const ask =
    "I teach the Tuesday evening Spanish conversation group, the B1 one that starts at half seven. One of my students, Tomás Ferreira, has emailed to say he got thrown out of the call about halfway through, couldn't get back in, and wants that session refunded. Before I answer him: according to the platform, what actually knocked him out of the class?";
  return probe('round 48: live class events, preamble', ask, 'run_shell', output, 'cause', needle);
}

/** The billing worker's log for the last month, logfmt: dunning and cancellations; the one team-plan customer lost to failed collection. */
function billingWorkerLog(): EconomicsTask {
  const random = seededRandom(48_009);
  const DECLINES = ['insufficient_funds', 'card_declined', 'expired_card', 'do_not_honor', 'authentication_required', 'processing_error'];
  const COUNTRIES = ['ES', 'FR', 'DE', 'IE', 'IT', 'NL', 'PT'];
  interface Sub {
    sub: string;
    cus: string;
    plan: string;
    org: string;
    seats: number;
    amount: number;
  }
  const teamPrice = { team_monthly: 19, team_annual: 190 } as const;
  const newSub = (plan: string, org = '', seats = 1): Sub => {
    const amount =
      plan === 'team_monthly' || plan === 'team_annual'
        ? seats * teamPrice[plan]
        : { individual_monthly: 29, individual_annual: 249 }[plan as 'individual_monthly' | 'individual_annual'];
    return { sub: `sub_1Q${chars(random, ALNUM, 22)}`, cus: `cus_R${chars(random, ALNUM, 13)}`, plan, org, seats, amount };
  };
  const teamSub = () => {
    const country = oneOf(random, COUNTRIES);
    const name = titleCase(orgName(random, country));
    return newSub(
      oneOf(random, ['team_monthly', 'team_monthly', 'team_annual']),
      name,
      oneOf(random, [5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 60]),
    );
  };
  const indSub = () => newSub(oneOf(random, ['individual_monthly', 'individual_monthly', 'individual_annual']));
  const lines: { t: number; text: string }[] = [];
  const log = (t: number, level: string, msg: string, fields: readonly (readonly [string, string | number])[]) => {
    const f = fields
      .filter(([, v]) => v !== '')
      .map(([k, v]) => `${k}=${typeof v === 'string' && /[\s,"]/.test(v) ? JSON.stringify(v) : v}`)
      .join(' ');
    const stamp = t + pick(random, SECOND);
    lines.push({ t: stamp, text: `ts=${isoMs(stamp)} level=${level} svc=billing-worker msg=${JSON.stringify(msg)} ${f}` });
  };
  const subFields = (s: Sub) =>
    [
      ['sub', s.sub],
      ['customer', s.cus],
      ['plan', s.plan],
      ['org', s.org],
      ['seats', s.plan.startsWith('team') ? s.seats : ''],
    ] as const;
  /** A renewal: paid, or failed and retried; `outcome` forces the end of the dunning. */
  const renewal = (s: Sub, t: number, outcome?: 'paid' | 'canceled' | 'pending', failures = 0) => {
    const invoice = `in_1Q${chars(random, ALNUM, 22)}`;
    const amount = s.amount.toFixed(2);
    log(t, 'info', 'invoice created', [['event', 'invoice.created'], ['invoice', invoice], ...subFields(s), ['amount_eur', amount]]);
    // Left to chance, a team plan's dunning stops short of the last attempt: the task plants the one lost.
    const fails = outcome ? failures : random() < 0.12 ? between(random, 1, s.plan.startsWith('team') ? 3 : 4) : 0;
    let at = t + between(random, 30, 3_600) * SECOND;
    const GAPS = [3, 5, 7];
    for (let k = 1; k <= fails; k++) {
      const last = k === 4;
      log(at, 'warn', 'invoice payment failed', [
        ['event', 'invoice.payment_failed'],
        ['invoice', invoice],
        ...subFields(s),
        ['amount_eur', amount],
        ['attempt', k],
        ['decline_code', oneOf(random, DECLINES)],
        ['next_attempt', last ? 'none' : isoZ(at + GAPS[k - 1]! * DAY)],
      ]);
      if (last) {
        log(at + between(random, 1, 9) * SECOND, 'info', 'subscription canceled', [
          ['event', 'customer.subscription.deleted'],
          ...subFields(s),
          ['status', 'past_due->canceled'],
          ['cancel_reason', 'payment_retries_exhausted'],
          ['invoice', invoice],
        ]);
        return;
      }
      if (at + GAPS[k - 1]! * DAY > T(11, 19, 9)) return;
      at += GAPS[k - 1]! * DAY + between(random, 0, 600) * SECOND;
    }
    if (outcome === 'pending') return;
    log(at, 'info', 'invoice paid', [
      ['event', 'invoice.paid'],
      ['invoice', invoice],
      ...subFields(s),
      ['amount_eur', amount],
      ['attempt', fails + 1],
      ['charge', `ch_3Q${chars(random, ALNUM, 22)}`],
    ]);
  };
  const start = T(10, 20);
  const end = T(11, 19, 9);
  const span = end - start;
  for (let i = 0; i < 1_800; i++) {
    const team = random() < 0.35;
    const s = team ? teamSub() : indSub();
    const t = start + pick(random, span / SECOND) * SECOND;
    const roll = random();
    if (roll < 0.7) renewal(s, t);
    else if (roll < 0.8)
      log(t, 'info', 'subscription canceled', [
        ['event', 'customer.subscription.deleted'],
        ...subFields(s),
        ['status', 'active->canceled'],
        ['cancel_reason', oneOf(random, ['customer_request', 'customer_request', 'downgrade_to_free', 'switched_to_invoice_billing'])],
      ]);
    else if (roll < 0.9 && team) {
      const seats = s.seats + oneOf(random, [-5, -2, -1, 1, 2, 3, 5, 10]);
      log(t, 'info', 'subscription updated', [
        ['event', 'customer.subscription.updated'],
        ...subFields(s),
        ['change', `seats ${s.seats}->${Math.max(5, seats)}`],
        ['proration_eur', (Math.abs(seats - s.seats) * 19 * random()).toFixed(2)],
      ]);
    } else
      log(t, 'info', 'subscription created', [
        ['event', 'customer.subscription.created'],
        ...subFields(s),
        ['trial_end', random() < 0.5 ? isoZ(t + 14 * DAY) : ''],
      ]);
  }
  // Individual subscriptions lost to failed payments: common.
  for (let i = 0; i < 70; i++) renewal(indSub(), start + pick(random, (span - 16 * DAY) / SECOND) * SECOND, 'canceled', 4);
  // Team plans in dunning that paid in the end, one still being retried, one that left of its own accord.
  for (let i = 0; i < 8; i++) renewal(teamSub(), start + pick(random, (span - 16 * DAY) / SECOND) * SECOND, 'paid', between(random, 1, 3));
  const pending = newSub('team_monthly', 'Instituto Jovellanos Gijon', 30);
  renewal(pending, T(11, 8, 6, 14, 2), 'pending', 3);
  const lost = newSub('team_monthly', 'Lycee Jean Moulin Lyon', 25);
  renewal(lost, T(10, 26, 6, 2, 40), 'canceled', 4);
  const text = (s: Sub) => lines.find((l) => l.text.includes(`sub=${s.sub}`) && l.text.includes('payment_retries_exhausted'))?.text ?? '';
  const needle = text(lost);
  const left = newSub('team_annual', 'Academia Minerva Salamanca', 40);
  log(T(11, 4, 15, 20, 8), 'info', 'subscription canceled', [
    ['event', 'customer.subscription.deleted'],
    ...subFields(left),
    ['status', 'active->canceled'],
    ['cancel_reason', 'customer_request'],
  ]);
  lines.sort((x, y) => x.t - y.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    "Over the past month, which of our team-plan customers did we end up losing because we couldn't collect their payment and eventually gave up trying?";
  return probe('round 48: billing worker log, paraphrase', ask, 'run_shell', output, 'customer', needle);
}

// ---------------------------------------------------------------------------------------------------
// d. One value unlike its peers.
// ---------------------------------------------------------------------------------------------------

/** `cdnctl stats pops --interval 15m` for yesterday: every POP's quarter-hours; one slot barely served from cache. */
function cdnPopStats(): EconomicsTask {
  const random = seededRandom(48_010);
  const POPS: readonly (readonly [string, string, number])[] = [
    ['DUB1', 'Dublin', 1.0],
    ['LHR3', 'London', 2.4],
    ['MAN1', 'Manchester', 0.8],
    ['AMS2', 'Amsterdam', 1.3],
    ['FRA6', 'Frankfurt', 1.9],
    ['CDG4', 'Paris', 1.8],
    ['MAD2', 'Madrid', 1.7],
    ['BCN1', 'Barcelona', 0.9],
    ['LIS1', 'Lisbon', 0.8],
    ['MXP1', 'Milan', 1.1],
    ['FCO1', 'Rome', 0.7],
    ['WAW1', 'Warsaw', 1.2],
    ['PRG1', 'Prague', 0.5],
    ['VIE1', 'Vienna', 0.5],
    ['ZRH2', 'Zurich', 0.5],
    ['BRU1', 'Brussels', 0.5],
    ['CPH1', 'Copenhagen', 0.4],
    ['ARN1', 'Stockholm', 0.5],
    ['OSL1', 'Oslo', 0.3],
    ['HEL1', 'Helsinki', 0.3],
    ['ATH1', 'Athens', 0.4],
    ['OTP1', 'Bucharest', 0.5],
    ['IAD5', 'Ashburn', 1.6],
    ['JFK3', 'New York', 1.4],
    ['ORD2', 'Chicago', 0.9],
    ['DFW1', 'Dallas', 0.7],
    ['LAX4', 'Los Angeles', 1.0],
    ['SEA1', 'Seattle', 0.5],
    ['YYZ1', 'Toronto', 0.6],
    ['GRU2', 'São Paulo', 1.3],
    ['BOG1', 'Bogotá', 0.5],
    ['MEX1', 'Mexico City', 0.8],
    ['SCL1', 'Santiago', 0.4],
    ['SIN3', 'Singapore', 1.2],
    ['NRT2', 'Tokyo', 0.7],
    ['HKG1', 'Hong Kong', 0.5],
    ['SYD2', 'Sydney', 0.6],
    ['BOM1', 'Mumbai', 1.5],
    ['DEL1', 'New Delhi', 1.2],
    ['JNB1', 'Johannesburg', 0.5],
    ['LOS1', 'Lagos', 0.7],
    ['DXB1', 'Dubai', 0.4],
  ];
  const base = POPS.map(() => 95.2 + random() * 3.6);
  /** The local hour's share of a POP's traffic: evenings are busy. */
  const load = (utcHour: number, pop: number) => {
    const offset = pop >= 22 && pop <= 32 ? -5 : pop >= 33 && pop <= 39 ? 7 : 1;
    const local = (utcHour + offset + 24) % 24;
    return 0.25 + 0.75 * Math.exp(-(((local - 20) / 4.5) ** 2)) + 0.3 * Math.exp(-(((local - 11) / 3) ** 2));
  };
  const rows: string[][] = [];
  let needleRow = -1;
  for (let slot = 0; slot < 96; slot++) {
    const t = T(11, 18) + slot * 15 * MINUTE;
    for (let p = 0; p < POPS.length; p++) {
      const [pop, city, weight] = POPS[p]!;
      const odd = pop === 'WAW1' && slot === 58;
      const reqs = Math.round(weight * load(slot / 4, p) * (120_000 + random() * 30_000));
      const hit = odd ? 41.8 : Math.min(99.6, base[p]! + (random() - 0.5) * 1.6);
      const origin = Math.round((reqs * (100 - hit)) / 100);
      const egress = (reqs * (1.05 + random() * 0.25)) / 1_000;
      rows.push([
        isoZ(t).slice(0, 16).replace('T', ' '),
        pop,
        city,
        String(reqs),
        hit.toFixed(1),
        egress.toFixed(1),
        String(origin),
        String(between(random, 9, 38) + (odd ? 22 : 0)),
        String(between(random, 60, 240) + (odd ? 180 : 0)),
        (random() * 0.12).toFixed(2),
      ]);
      if (odd) needleRow = rows.length - 1;
    }
  }
  const lines = table(
    ['INTERVAL_START_UTC', 'POP', 'CITY', 'REQUESTS', 'HIT_%', 'EGRESS_GB', 'ORIGIN_REQS', 'TTFB_P50_MS', 'TTFB_P95_MS', '5XX_%'],
    rows,
    2,
    [3, 4, 5, 6, 7, 8, 9],
  );
  const output = `${[
    '$ cdnctl stats pops --service vod --from 2026-11-18T00:00Z --to 2026-11-19T00:00Z --interval 15m',
    ...lines,
    `${rows.length} rows`,
  ].join('\n')}\n`;
  const needle = lines[needleRow + 1]!;
  const ask =
    "Going through yesterday's CDN numbers for the video service: for one quarter of an hour, one of the edge locations was hardly serving anything from its cache. Which POP was it, and when?";
  return probe('round 48: cdn pop stats', ask, 'run_shell', output, 'pop', needle);
}

/** `vodctl assets inspect --renditions`: the autumn releases' encoding ladders; one rendition at half its source's frame rate. */
function vodRenditions(): EconomicsTask {
  const random = seededRandom(48_011);
  const COURSES = CATEGORIES.flatMap(([, topics]) => topics);
  const LESSONS = [
    'Welcome and course overview',
    'Setting up your environment',
    'Core concepts',
    'Worked example',
    'Common mistakes',
    'Hands-on lab walkthrough',
    'Putting it together',
    'Performance considerations',
    'Testing your work',
    'Case study',
    'Q&A highlights',
    'Summary and next steps',
  ];
  const LADDER: readonly (readonly [string, string, string, number])[] = [
    ['1080p', '1920x1080', 'avc1.640028', 5_000],
    ['720p', '1280x720', 'avc1.64001f', 3_000],
    ['540p', '960x540', 'avc1.4d401f', 1_800],
    ['360p', '640x360', 'avc1.4d401e', 800],
    ['240p', '426x240', 'avc1.42c015', 400],
  ];
  const blocks: string[] = [];
  let needle = '';
  const COUNT = 1_250;
  const oddAt = Math.floor(COUNT * 0.44);
  for (let i = 0; i < COUNT; i++) {
    const course = oneOf(random, COURSES);
    const module = between(random, 1, 9);
    const lesson = between(random, 1, 8);
    const title = `${course} · ${module}.${lesson} ${oneOf(random, LESSONS)}`;
    const seconds = between(random, 180, 2_700);
    const fps = i === oddAt ? '29.97' : oneOf(random, ['25', '25', '29.97', '30', '30', '23.976', '50', '59.94']);
    const created = T(9, 1) + pick(random, 78 * 24 * 60) * MINUTE;
    const dur = `${pad2(Math.floor(seconds / 3_600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}.${digits(random, 2)}`;
    const ladder = LADDER.slice(0, oneOf(random, [4, 5, 5]));
    const out = [
      `asset  va_${chars(random, ALNUM, 20)}  "${title}"`,
      `  status ready   duration ${dur}   created ${isoZ(created)}   passthrough crs_${lower(random, 12)}`,
      `  source   1920x1080  h264  ${fps}fps  ${(8 + random() * 22).toFixed(1)} Mb/s  s3://fh-vod-ingest/2026/${pad2(new Date(created).getUTCMonth() + 1)}/${lower(random, 8)}.${oneOf(random, ['mov', 'mp4', 'mp4', 'mkv'])}`,
      `  package  cmaf  hls,dash  seg=6s  drm=widevine,fairplay,playready  captions=${oneOf(random, ['en', 'en', 'en,es', 'en,es,de', 'none'])}`,
    ];
    for (const [name, size, codec, kbps] of ladder) {
      const halved = i === oddAt && name === '720p';
      const rate = halved ? (Number(fps) / 2).toFixed(fps.includes('.') ? 3 : 1).replace(/\.?0+$/, '') : fps;
      const bitrate = Math.round(kbps * (0.9 + random() * 0.2));
      const line = `    ${`r_${chars(random, ALNUM, 12)}`}  ${name.padEnd(5)}  ${size.padEnd(9)}  ${codec}  ${String(bitrate).padStart(4)}k  ${`${rate}fps`.padEnd(10)}  ${((bitrate * seconds) / 8_000).toFixed(1)} MB`;
      out.push(line);
      if (halved) needle = line;
    }
    out.push(
      `    audio  mp4a.40.2  ${oneOf(random, ['128k', '128k', '96k'])}  48kHz  stereo  lang=${oneOf(random, ['en', 'en', 'en', 'es', 'de'])}`,
    );
    blocks.push(out.join('\n'));
  }
  const output = `${[
    '$ vodctl assets inspect --collection autumn-2026-releases --renditions',
    `collection autumn-2026-releases  ${COUNT} assets`,
    '',
    blocks.join('\n\n'),
  ].join('\n')}\n`;
  const ask =
    "Before we publish the autumn releases: one of the lesson videos has a rendition that'll look jerky compared to the rest of its ladder. Which video is it, and which rendition?";
  return probe('round 48: vod renditions', ask, 'run_shell', output, 'rendition', needle);
}

/** `fhadmin orgs list --plan team`: every team account; one seat count a hundred times what its bill says. */
function teamSeatsTable(): EconomicsTask {
  const random = seededRandom(48_012);
  const COUNTRIES = ['ES', 'ES', 'FR', 'DE', 'IE', 'IE', 'IT', 'NL', 'PT'];
  const rows: string[][] = [];
  const names = new Set<string>();
  const COUNT = 4_100;
  const oddAt = Math.floor(COUNT * 0.62);
  let needleRow = -1;
  let orgNo = 20_000;
  for (let i = 0; i < COUNT; i++) {
    const country = i === oddAt ? 'DE' : oneOf(random, COUNTRIES);
    let name = '';
    // An organisation that buys for a second team shows up again under that team's name; past that, names repeat.
    for (let k = 0; k < 12 && (!name || names.has(name)); k++) {
      const base = titleCase(orgName(random, country));
      const school = /^(Colegio|Instituto|Lycee|Gymnasium|Istituto|Escola)|College$|Together NS$/.test(base);
      name =
        k < 4
          ? base
          : `${base} - ${oneOf(random, school ? ['Staff CPD', 'Sixth Form', 'Teachers', 'IT Dept'] : ['Engineering', 'Data', 'Sales', 'Support', 'Finance'])}`;
    }
    if (i === oddAt) name = 'Hafenblick Software GmbH';
    names.add(name);
    orgNo += between(random, 1, 12);
    const plan = oneOf(random, ['team_monthly', 'team_monthly', 'team_annual']);
    const seats = oneOf(random, [5, 5, 6, 8, 10, 10, 12, 15, 15, 20, 25, 30, 35, 40, 50, 60, 75, 100, 120, 150]);
    const assigned = Math.max(1, Math.round(seats * (0.55 + random() * 0.45)));
    const active = Math.max(0, Math.round(assigned * (0.45 + random() * 0.5)));
    const odd = i === oddAt;
    const billed = odd ? 18 : seats;
    const mrr = plan === 'team_monthly' ? billed * 19 : (billed * 190) / 12;
    const created = T(1, 1) - between(random, 0, 900) * DAY + pick(random, 70) * DAY;
    const renews = plan === 'team_monthly' ? T(11, 19) + between(random, 1, 30) * DAY : T(11, 19) + between(random, 1, 364) * DAY;
    rows.push([
      `org_${orgNo}`,
      name,
      country,
      plan,
      String(odd ? 1_800 : seats),
      String(odd ? 17 : assigned),
      String(odd ? 14 : active),
      mrr.toFixed(2),
      day10(created),
      day10(renews),
      oneOf(random, ['card', 'card', 'card', 'sepa_debit', 'invoice']),
    ]);
    if (odd) needleRow = i;
  }
  const lines = table(
    ['ORG_ID', 'NAME', 'COUNTRY', 'PLAN', 'SEATS', 'ASSIGNED', 'ACTIVE_30D', 'MRR_EUR', 'CREATED', 'RENEWS', 'PAYMENT'],
    rows,
    2,
    [4, 5, 6, 7],
  );
  const output = `${['$ fhadmin orgs list --plan team --all --sort id', ...lines, '', `${COUNT} organisations`].join('\n')}\n`;
  const needle = lines[needleRow + 1]!;
  const ask =
    "I'm tidying up our team accounts before the renewal push. There's one whose seat count doesn't square with anything else about the account. Which organisation is it?";
  return probe('round 48: team seats table', ask, 'run_shell', output, 'org', needle);
}

export function roundFortyEight(): EconomicsTask[] {
  return [
    catalogApiJson(),
    sepaDirectDebitXml(),
    playerBundleJs(),
    terraformPlan(),
    certgenStackTrace(),
    proctoringSessionsJson(),
    onCallLog(),
    liveClassEvents(),
    billingWorkerLog(),
    cdnPopStats(),
    vodRenditions(),
    teamSeatsTable(),
  ];
}
