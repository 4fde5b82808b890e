/**
 * Probe round 118, written blind: the Lindqvist Herald Group, a made-up regional newspaper publisher (CMS publishing and edit logs, advertising bookings, print plant press logs, subscriptions and billing, paywall and web analytics, reader complaints). "Today" is Tuesday, 29 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - CMS articles export (minified JSON): the current revision id of the Kallby harbour dredging story first published on the 14th;
 *  - ad bookings export (one-line XML): the insertion order number of Strandberg Motors' full page in the Herald on Saturday 9 January;
 *  - corporate accounts CSV with one huge seat-assignments field: Lena Marklund's seat id on the Region Kallby deal;
 * b. The answer a few lines away from the line the question's words match:
 *  - paywall meter policy (YAML): the offer code logged-out readers get on Kallby Tidning's crossword pages;
 *  - reader complaints list (pretty JSON): the case number of the complaint about Margit Ekholm's obituary;
 *  - prepress plate manifest (XML): the magenta plate on page 14 of the Sunday Herald's first edition;
 * c. A question that paraphrases the output or carries a preamble:
 *  - CMS audit log: who took a story off the site yesterday a little after three in the afternoon;
 *  - weekly web analytics report (HTML), with a preamble: how often readers ran into the paywall on the Östervik night ferry piece last week;
 *  - press controller events (logfmt): how long line two stood still after the paper tore on Saturday night;
 * d. One value unlike its peers, with no error word near it:
 *  - December press run summary (fixed-width): the run printed on lighter paper than every other;
 *  - December invoice lines (CSV): the digital subscription invoice charged at another VAT rate than its peers;
 *  - paywall gateway config dump (INI-like): the instance whose free-article window is much shorter than the rest.
 * Not among the bench's targets.
 * First run, at 7966c73 (four commits of `packages/core` after be9755b, the head when the round was written; rewritten
 * since as 981b954, whose `wordsFirst` orders a block by the words the request asks for only), with this file (`ROUNDS=118
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`), before anyone working on the library read the
 * tasks (`none` found 12/12, 1,421,150 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run.
 *   round 118: cms articles export
 *     codex: 7,123 tokens, peak 7,045, 0/1 needles, 0 read-backs
 *     context-chef: 709 tokens, peak 631, 0/1 needles, 0 read-backs
 *     context-chef-store: 13,085 tokens, peak 5,329, 0/1 needles, 4 read-backs
 *     ours: 7,873 tokens, peak 3,273, 0/1 needles, 3 read-backs
 *   round 118: ad bookings export
 *     codex: 6,686 tokens, peak 6,602, 0/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 612, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,446 tokens, peak 1,877, 1/1 needles, 3 read-backs
 *     ours: 7,886 tokens, peak 2,860, 1/1 needles, 4 read-backs
 *   round 118: corporate seats csv
 *     codex: 849 tokens, peak 771, 0/1 needles, 0 read-backs
 *     context-chef: 868 tokens, peak 790, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,665 tokens, peak 1,571, 1/1 needles, 3 read-backs
 *     ours: 5,190 tokens, peak 2,538, 1/1 needles, 3 read-backs
 *   round 118: paywall policy yaml
 *     codex: 9,396 tokens, peak 9,321, 0/1 needles, 0 read-backs
 *     context-chef: 569 tokens, peak 494, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,080 tokens, peak 1,642, 0/1 needles, 3 read-backs
 *     ours: 6,337 tokens, peak 2,476, 1/1 needles, 3 read-backs
 *   round 118: reader complaints json
 *     codex: 12,325 tokens, peak 12,254, 0/1 needles, 0 read-backs
 *     context-chef: 640 tokens, peak 569, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,839 tokens, peak 1,283, 0/1 needles, 4 read-backs
 *     ours: 4,243 tokens, peak 921, 1/1 needles, 4 read-backs
 *   round 118: plate manifest xml
 *     codex: 16,004 tokens, peak 15,927, 0/1 needles, 0 read-backs
 *     context-chef: 760 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,369 tokens, peak 1,993, 0/1 needles, 2 read-backs
 *     ours: 15,765 tokens, peak 6,059, 0/1 needles, 4 read-backs
 *   round 118: cms audit log
 *     codex: 15,645 tokens, peak 15,566, 0/1 needles, 0 read-backs
 *     context-chef: 763 tokens, peak 684, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,912 tokens, peak 1,276, 0/1 needles, 4 read-backs
 *     ours: 4,215 tokens, peak 909, 1/1 needles, 4 read-backs
 *   round 118: analytics report html
 *     codex: 15,583 tokens, peak 15,479, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 654, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,951 tokens, peak 1,284, 0/1 needles, 4 read-backs
 *     ours: 4,466 tokens, peak 947, 0/1 needles, 4 read-backs
 *   round 118: press events logfmt
 *     codex: 16,034 tokens, peak 15,953, 0/1 needles, 0 read-backs
 *     context-chef: 788 tokens, peak 707, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,238 tokens, peak 1,348, 0/1 needles, 4 read-backs
 *     ours: 4,129 tokens, peak 882, 0/1 needles, 4 read-backs
 *   round 118: press run summary
 *     codex: 18,878 tokens, peak 18,802, 0/1 needles, 0 read-backs
 *     context-chef: 788 tokens, peak 712, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,033 tokens, peak 1,304, 0/1 needles, 4 read-backs
 *     ours: 4,044 tokens, peak 866, 1/1 needles, 4 read-backs
 *   round 118: invoice lines csv
 *     codex: 19,814 tokens, peak 19,732, 0/1 needles, 0 read-backs
 *     context-chef: 900 tokens, peak 818, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,124 tokens, peak 1,707, 0/1 needles, 4 read-backs
 *     ours: 4,441 tokens, peak 2,619, 1/1 needles, 2 read-backs
 *   round 118: paywall gateway config
 *     codex: 13,213 tokens, peak 13,128, 0/1 needles, 0 read-backs
 *     context-chef: 687 tokens, peak 602, 0/1 needles, 0 read-backs
 *     context-chef-store: 17,398 tokens, peak 5,910, 0/1 needles, 4 read-backs
 *     ours: 22,213 tokens, peak 8,134, 0/1 needles, 4 read-backs
 *     codex: 151,550 tokens, 0/12 needles
 *     context-chef: 8,926 tokens, 0/12 needles
 *     context-chef-store: 85,140 tokens, 2/12 needles
 *     ours: 90,802 tokens, 7/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
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

// ---------------------------------------------------------------------------------------------------------------
// Shared filler: people, places, dates. None of the needles' names (Ekholm, Marklund) are among them.

const FIRST = [
  'Anna',
  'Erik',
  'Lena',
  'Johan',
  'Karin',
  'Mats',
  'Sofia',
  'Lars',
  'Maria',
  'Per',
  'Elin',
  'Nils',
  'Ingrid',
  'Oskar',
  'Helena',
  'Gustav',
  'Sara',
  'Henrik',
  'Ulla',
  'Fredrik',
  'Ida',
  'Jonas',
  'Tove',
  'Björn',
  'Astrid',
  'Magnus',
  'Linnea',
  'Pontus',
  'Eva',
  'Stefan',
];
const LAST = [
  'Lindgren',
  'Sandell',
  'Holm',
  'Ahlgren',
  'Berg',
  'Nyberg',
  'Ek',
  'Dahl',
  'Strand',
  'Wikström',
  'Forsberg',
  'Sjöberg',
  'Lund',
  'Engström',
  'Hedlund',
  'Nordin',
  'Byström',
  'Åkesson',
  'Falk',
  'Lindberg',
  'Öberg',
  'Hallberg',
  'Sundqvist',
  'Mårtensson',
];
const TOWNS = ['Kallby', 'Nordhamn', 'Östervik', 'Strandby', 'Bergsund', 'Lillmora', 'Västerå', 'Hagfors Bruk', 'Sjöbotten', 'Ravnäs'];

/** `first last`, seeded. */
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
/** A CMS login: `j.sandell`. */
const login = (random: () => number) => `${oneOf(random, FIRST)[0]!.toLowerCase()}.${ascii(oneOf(random, LAST)).toLowerCase()}`;
/** Swedish letters folded for logins, slugs and emails. */
function ascii(text: string): string {
  return text.replace(/[åä]/g, 'a').replace(/[ÅÄ]/g, 'A').replace(/ö/g, 'o').replace(/Ö/g, 'O').replace(/é/g, 'e');
}
/** A URL slug of a headline. */
const slugOf = (text: string) =>
  ascii(text.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Milliseconds of a wall-clock time (Swedish local time, printed as is). */
const wall = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m - 1, d, h, min, s);
/** `2026-12-14T06:30:12` of a wall-clock time. */
const isoLocal = (ms: number) => new Date(ms).toISOString().slice(0, 19);
/** `2026-12-14` of a wall-clock time. */
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Makes a filler record again until it does not contain the needle. */
function clean(needle: string, make: () => string): string {
  for (;;) {
    const text = make();
    if (!text.includes(needle)) return text;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// a. The answer in the middle of one long line.

/** a1: the CMS's articles export, minified JSON on one line; the target's current revision id. */
function a1CmsArticlesExport(): EconomicsTask {
  const random = seededRandom(118_101);
  const needle = `rev_${hex(random, 12)}`;
  const SECTIONS = [
    ['/nyheter/kallby', 'Kallby'],
    ['/nyheter/nordhamn', 'Nordhamn'],
    ['/nyheter/ostervik', 'Östervik'],
    ['/nyheter/region', 'Region'],
    ['/sport', 'Sport'],
    ['/kultur', 'Culture'],
    ['/ekonomi', 'Business'],
    ['/asikter', 'Opinion'],
    ['/familj', 'Family'],
  ] as const;
  const NOUNS = ['library', 'ferry', 'council', 'school', 'hospital', 'bypass', 'football club', 'theatre', 'swimming hall', 'wind farm'];
  const MORE = ['bus depot', 'care home', 'fire station', 'market square', 'harbour', 'sawmill', 'railway station', 'ice rink'];
  const PREDICATES = [
    'plans approved after long debate',
    'costs rise again',
    'faces closure next year',
    'gets new director',
    'to reopen in spring',
    'criticised in audit',
    'reports record year',
    'delayed until 2028',
    'wins national award',
    'under review after complaints',
    'staff vote to strike',
    'sold to private buyer',
  ];
  const TAGS = ['local politics', 'transport', 'education', 'health', 'environment', 'business', 'crime', 'culture', 'weather', 'housing'];
  const editors = Array.from({ length: 14 }, () => login(random));
  const reporters = Array.from({ length: 30 }, () => person(random));
  let nextId = 118_400;
  const article = (headline: string, sectionIndex: number, published: number, revision: string, forcedTags?: string[]) => {
    const [path, sectionName] = SECTIONS[sectionIndex]!;
    const number = between(random, 1, 19);
    const modified = published + between(random, 2, 60 * 30) * MINUTE;
    const author = oneOf(random, reporters);
    const printDate = ymd(published + DAY);
    return {
      id: `LHG-2026-${nextId++}`,
      uuid: `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`,
      type: oneOf(random, ['article', 'article', 'article', 'article', 'liveblog', 'gallery']),
      site: 'lindqvistherald.se',
      section: { path, name: sectionName },
      headline,
      slug: slugOf(headline),
      standfirst: `${oneOf(random, reporters).split(' ')[0]!} ${oneOf(random, LAST)} says the decision will affect ${between(random, 2, 900)} residents.`,
      byline: [{ name: author, role: oneOf(random, ['reporter', 'reporter', 'senior reporter', 'freelance']) }],
      status: 'published',
      access: oneOf(random, ['metered', 'metered', 'metered', 'free', 'premium']),
      first_published_at: `${isoLocal(published)}+01:00`,
      last_modified_at: `${isoLocal(modified)}+01:00`,
      revision: {
        id: revision,
        number,
        previous_id: number > 1 ? `rev_${hex(random, 12)}` : null,
        by: oneOf(random, editors),
        at: `${isoLocal(modified)}+01:00`,
      },
      word_count: between(random, 180, 1900),
      tags: forcedTags ?? shuffle(random, [...TAGS]).slice(0, between(random, 1, 4)),
      print:
        pick(random, 3) === 0
          ? null
          : { title: oneOf(random, ['LH', 'KT', 'NP']), edition: printDate, page: `${oneOf(random, ['A', 'B'])}${between(random, 2, 24)}` },
      media: Array.from({ length: between(random, 0, 3) }, () => ({
        id: `img_${hex(random, 10)}`,
        credit: `${person(random)}/Lindqvist Herald`,
        width: oneOf(random, [1600, 2048, 3000]),
      })),
    };
  };
  const articles: ReturnType<typeof article>[] = [];
  for (let i = 0; i < 640; i++) {
    for (;;) {
      const town = oneOf(random, TOWNS);
      const noun = oneOf(random, pick(random, 2) === 0 ? NOUNS : MORE);
      const headline = `${town} ${noun} ${oneOf(random, PREDICATES)}`;
      const published = wall(2026, 12, between(random, 1, 27), between(random, 5, 22), between(random, 0, 59), between(random, 0, 59));
      const item = article(headline, pick(random, SECTIONS.length), published, `rev_${hex(random, 12)}`);
      if (JSON.stringify(item).includes(needle)) continue;
      articles.push(item);
      break;
    }
  }
  // The story asked about, and its near misses: the same harbour's earlier dredging story, another town's dredging
  // story the same day, and another Kallby harbour story the same day.
  articles.push(
    article('Kallby harbour dredging to start in March despite objections', 0, wall(2026, 12, 14, 6, 30, 12), needle, [
      'environment',
      'transport',
    ]),
  );
  articles.push(
    article('Kallby harbour dredging plan goes out for consultation', 0, wall(2026, 12, 9, 7, 5, 40), `rev_${hex(random, 12)}`, [
      'environment',
    ]),
  );
  articles.push(
    article('Nordhamn harbour dredging bill doubles', 1, wall(2026, 12, 14, 9, 12, 3), `rev_${hex(random, 12)}`, ['business', 'transport']),
  );
  articles.push(
    article('Kallby harbour master retires after 31 years', 0, wall(2026, 12, 14, 15, 48, 20), `rev_${hex(random, 12)}`, ['business']),
  );
  articles.sort((x, y) => (x.first_published_at < y.first_published_at ? 1 : -1));
  const output = `${JSON.stringify({
    export: {
      site: 'lindqvistherald.se',
      generated_at: '2026-12-29T07:12:03+01:00',
      from: '2026-12-01',
      to: '2026-12-28',
      count: articles.length,
      format: 'cms-json/3',
    },
    articles,
  })}\n`;
  const ask = "What's the current revision id on the Kallby harbour dredging story that went up on the 14th?";
  return probe('round 118: cms articles export', ask, 'cms_articles_export', output, 'a1', needle, true);
}

/** a2: the ad system's bookings export, one line of XML; the insertion order of one booking. */
function a2AdBookingsExport(): EconomicsTask {
  const random = seededRandom(118_102);
  const needle = 'IO-2026-48213';
  const ADVERTISERS = [
    ['ICAKAL', 'ICA Kvantum Kallby'],
    ['NHBYGG', 'Nordhamn Bygg AB'],
    ['OSTSPB', 'Östervik Sparbank'],
    ['KALMOB', 'Kallby Möbler'],
    ['REGKAL', 'Region Kallby'],
    ['BERGBB', 'Bergsunds Begravningsbyrå'],
    ['HAMNKR', 'Hamnkrogen Nordhamn'],
    ['MORABC', 'Mora Bilcenter'],
    ['STRFAS', 'Strandby Fastighetsförmedling'],
    ['LILLEL', 'Lillmora El &amp; VVS'],
    ['KALTEA', 'Kallby Stadsteater'],
    ['VASTBO', 'Västerå Bostäder'],
    ['SJOCAM', 'Sjöbotten Camping'],
    ['RAVTRA', 'Ravnäs Trädgård'],
    ['NHELEK', 'Elektroniklagret Nordhamn'],
    ['KALGYM', 'Kallby Gym &amp; Spa'],
  ] as const;
  const TITLES = [
    ['LH', 'Lindqvist Herald'],
    ['KT', 'Kallby Tidning'],
    ['NP', 'Nordhamnsposten'],
    ['OK', 'Östervik Kuriren'],
  ] as const;
  const PRINT_SIZES = [
    ['FP', 'Full page', 48_500],
    ['HP', 'Half page', 26_900],
    ['QP', 'Quarter page', 14_200],
    ['EP', 'Eighth page', 7_800],
    ['S52', 'Strip 5x2', 3_900],
  ] as const;
  const SECTIONS = ['News', 'Sport', 'Motoring', 'Home & Living', 'Culture', 'Business', 'Family', 'Food'];
  const reps = Array.from({ length: 9 }, () => person(random));
  const usedIo = new Set<string>([needle]);
  const ioNumber = () => {
    for (;;) {
      const io = `IO-2026-${between(random, 30_000, 59_999)}`;
      if (!usedIo.has(io)) {
        usedIo.add(io);
        return io;
      }
    }
  };
  let bookingId = 7_730_000;
  const booking = (
    io: string,
    code: string,
    name: string,
    title: (typeof TITLES)[number],
    date: string,
    size: (typeof PRINT_SIZES)[number] | null,
    section: string,
  ) => {
    const id = `B-${(bookingId += between(random, 1, 9))}`;
    // Ids follow the booking's creation, from 1 November to 28 December.
    const created = isoLocal(wall(2026, 11, 1) + Math.floor(((bookingId - 7_730_000) / 6_100) * 57 * DAY) + pick(random, 3600) * 1000);
    const discount = oneOf(random, [0, 0, 5, 10, 15, 20]);
    if (size === null) {
      const gross = oneOf(random, [9_500, 14_000, 22_000]);
      const net = (gross * (100 - discount)) / 100;
      return `<Booking id="${id}" status="${oneOf(random, ['confirmed', 'confirmed', 'confirmed', 'option', 'pending-material'])}" created="${created}"><InsertionOrder>${io}</InsertionOrder><Advertiser code="${code}" name="${name}"/><Agency>${pick(random, 3) === 0 ? 'Direkt' : oneOf(random, ['Kallby Reklambyrå', 'Nordic Media Buyers', 'Hamnstaden Kommunikation'])}</Agency><Title code="WEB">lindqvistherald.se</Title><PublicationDate>${date}</PublicationDate><Product>Digital</Product><Format code="${oneOf(random, ['PAN', 'TKO', 'MOD'])}">${oneOf(random, ['Panorama 980x240', 'Site takeover', 'Module 300x250'])}</Format><Impressions>${between(random, 20, 400) * 1000}</Impressions><Price currency="SEK" gross="${gross.toFixed(2)}" net="${net.toFixed(2)}" discount="${discount}"/><Material status="${oneOf(random, ['received', 'awaiting', 'approved'])}"/><SalesRep>${oneOf(random, reps)}</SalesRep></Booking>`;
    }
    const [sizeCode, sizeName, list] = size;
    const net = (list * (100 - discount)) / 100;
    return `<Booking id="${id}" status="${oneOf(random, ['confirmed', 'confirmed', 'confirmed', 'option', 'pending-material'])}" created="${created}"><InsertionOrder>${io}</InsertionOrder><Advertiser code="${code}" name="${name}"/><Agency>${pick(random, 3) === 0 ? 'Direkt' : oneOf(random, ['Kallby Reklambyrå', 'Nordic Media Buyers', 'Hamnstaden Kommunikation'])}</Agency><Title code="${title[0]}">${title[1]}</Title><PublicationDate>${date}</PublicationDate><Product>Print</Product><Size code="${sizeCode}">${sizeName}</Size><Colour>${oneOf(random, ['4C', '4C', '4C', 'Mono'])}</Colour><Section>${section}</Section><Position>${oneOf(random, ['RHP', 'ROP', 'ROP', 'Early RHP', 'Back page'])}</Position><Price currency="SEK" gross="${list.toFixed(2)}" net="${net.toFixed(2)}" discount="${discount}"/><Material status="${oneOf(random, ['received', 'awaiting', 'approved'])}" due="${ymd(Date.parse(`${date}T00:00:00Z`) - 4 * DAY)}"/><SalesRep>${oneOf(random, reps)}</SalesRep></Booking>`;
  };
  const randomDate = () => ymd(wall(2026, 12, 30) + pick(random, 60) * DAY);
  const filler = () =>
    clean(needle, () => {
      const [code, name] = oneOf(random, ADVERTISERS);
      const digital = pick(random, 6) === 0;
      return booking(
        ioNumber(),
        code,
        name,
        oneOf(random, TITLES),
        randomDate(),
        digital ? null : oneOf(random, PRINT_SIZES),
        oneOf(random, SECTIONS),
      );
    });
  // Bookings come out in id order. Strandberg Motors' other bookings are spread among the others: the same
  // Saturday's half page and web takeover, full pages a week before and a week after, one in Kallby Tidning the day
  // before. The booking asked about sits in the middle.
  const [LH, KT] = [TITLES[0], TITLES[1]];
  const strandberg = (io: string, title: (typeof TITLES)[number], date: string, size: (typeof PRINT_SIZES)[number] | null) =>
    booking(io, 'STRMOT', 'Strandberg Motors AB', title, date, size, 'Motoring');
  const ordered: string[] = [];
  for (let i = 0; i < 300; i++) ordered.push(filler());
  ordered.push(strandberg(ioNumber(), LH, '2027-01-02', PRINT_SIZES[0]));
  for (let i = 0; i < 120; i++) ordered.push(filler());
  ordered.push(strandberg(ioNumber(), KT, '2027-01-08', PRINT_SIZES[0]));
  ordered.push(strandberg(ioNumber(), LH, '2027-01-09', PRINT_SIZES[1]));
  for (let i = 0; i < 190; i++) ordered.push(filler());
  ordered.push(strandberg(needle, LH, '2027-01-09', PRINT_SIZES[0]));
  for (let i = 0; i < 160; i++) ordered.push(filler());
  ordered.push(strandberg(ioNumber(), LH, '2027-01-09', null));
  ordered.push(strandberg(ioNumber(), LH, '2027-01-16', PRINT_SIZES[0]));
  for (let i = 0; i < 240; i++) ordered.push(filler());
  ordered.push(strandberg(ioNumber(), LH, '2027-01-23', PRINT_SIZES[1]));
  for (let i = 0; i < 190; i++) ordered.push(filler());
  const output = `<?xml version="1.0" encoding="UTF-8"?><BookingExport xmlns="urn:lhg:adbook:2.3" system="AdBook Pro 11.4" generated="2026-12-29T06:00:04+01:00" from="2026-12-30" to="2027-02-27" count="${ordered.length}"><Bookings>${ordered.join('')}</Bookings></BookingExport>\n`;
  const ask = "What's the insertion order number for Strandberg Motors' full-page ad in the Herald on Saturday the 9th of January?";
  return probe('round 118: ad bookings export', ask, 'adbook_bookings_export', output, 'a2', needle, true);
}

/** a3: the CRM's corporate accounts as CSV, one account's seat assignments in one huge field; one seat's id. */
function a3CorporateAccountsCsv(): EconomicsTask {
  const random = seededRandom(118_103);
  const needle = 'S5830127';
  const usedSeats = new Set<string>([needle]);
  const seatId = () => {
    for (;;) {
      const id = `S${between(random, 1_000_000, 9_999_999)}`;
      if (!usedSeats.has(id)) {
        usedSeats.add(id);
        return id;
      }
    }
  };
  const seat = (id: string, name: string, domain: string, since: number, emails: Set<string>) => {
    const base = ascii(name.toLowerCase()).replace(/ /g, '.');
    let email = `${base}@${domain}`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@${domain}`;
    emails.add(email);
    const activated = since + pick(random, Math.floor((wall(2026, 12, 27) - since) / DAY)) * DAY;
    const lastLogin = pick(random, 9) === 0 ? '' : ymd(Math.max(activated, wall(2026, 12, 28) - pick(random, 120) * DAY));
    return `${id}|${name}|${email}|${ymd(activated)}|${lastLogin}`;
  };
  /** The seats of one account, as the field holds them; `special` plants [index, seat id, name]. */
  const seats = (count: number, domain: string, start: string, special: [number, string, string][]) => {
    const emails = new Set<string>();
    const since = Math.max(Date.parse(`${start}T00:00:00Z`), wall(2023, 1, 1));
    const list: string[] = [];
    for (let i = 0; i < count; i++) {
      const planted = special.find(([at]) => at === i);
      if (planted) list.push(seat(planted[1], planted[2], domain, since, emails));
      else list.push(clean(needle, () => seat(seatId(), person(random), domain, since, emails)));
    }
    return list.join(';');
  };
  const managers = ['Jonas Wikström', 'Elin Dahl', 'Per Hallberg'];
  // [account, organisation, plan, seats bought, seats assigned, seat email domain, start, renewal, billing domain, planted seats]
  const ACCOUNTS: [string, string, string, number, number, string, string, string, string, [number, string, string][]][] = [
    [
      'CA-10021',
      'Kallby kommun',
      'CORP-DIGITAL',
      520,
      486,
      'kallby.se',
      '2021-02-01',
      '2027-01-31',
      'kallby.se',
      [[211, seatId(), 'Lena Marklund']],
    ],
    ['CA-10034', 'Nordhamns Hamn AB', 'CORP-DIGITAL', 60, 57, 'nordhamnshamn.se', '2022-05-01', '2027-04-30', 'nordhamnshamn.se', []],
    [
      'CA-10040',
      'Östervik Sparbank',
      'CORP-DIGITAL+PRINT',
      130,
      118,
      'ostervikssparbank.se',
      '2020-09-01',
      '2027-08-31',
      'ostervikssparbank.se',
      [],
    ],
    ['CA-10052', 'Bergsunds gymnasium', 'EDU-DIGITAL', 900, 402, 'elev.bergsund.se', '2024-08-15', '2027-08-14', 'bergsund.se', []],
    [
      'CA-10057',
      'Kallby Energi AB',
      'CORP-DIGITAL',
      90,
      88,
      'kallbyenergi.se',
      '2023-03-01',
      '2027-02-28',
      'kallbyenergi.se',
      [[40, seatId(), 'Helena Marklund-Berg']],
    ],
    [
      'CA-10063',
      'Region Kallby',
      'CORP-DIGITAL',
      2800,
      2650,
      'regionkallby.se',
      '2019-01-01',
      '2027-12-31',
      'regionkallby.se',
      [
        [904, seatId(), 'Lina Marklund'],
        [1327, needle, 'Lena Marklund'],
        [1960, seatId(), 'Lena Markström'],
      ],
    ],
    ['CA-10071', 'Strandby Fastigheter AB', 'CORP-DIGITAL', 25, 23, 'strandbyfast.se', '2025-01-01', '2026-12-31', 'strandbyfast.se', []],
    ['CA-10078', 'Lillmora vårdcentral', 'CORP-DIGITAL', 40, 31, 'lillmoravc.se', '2024-06-01', '2027-05-31', 'lillmoravc.se', []],
    ['CA-10085', 'Västerå Bostäder', 'CORP-DIGITAL', 75, 74, 'vasterabostader.se', '2022-11-01', '2027-10-31', 'vasterabostader.se', []],
    ['CA-10090', 'Nordhamns kommun', 'CORP-DIGITAL', 900, 865, 'nordhamn.se', '2020-01-01', '2027-12-31', 'nordhamn.se', []],
    ['CA-10096', 'Ravnäs Skog AB', 'CORP-PRINT', 12, 0, 'ravnasskog.se', '2018-04-01', '2027-03-31', 'ravnasskog.se', []],
    ['CA-10102', 'Sjöbotten Marin', 'CORP-DIGITAL', 15, 14, 'sjobottenmarin.se', '2025-09-01', '2027-08-31', 'sjobottenmarin.se', []],
  ];
  const rows = ACCOUNTS.map(([id, org, plan, purchased, assigned, seatDomain, start, renewal, domain, special]) => {
    const orgNo = `${between(random, 202_100, 232_199)}-${between(random, 1000, 9999)}`;
    const contract = `CC-${start.slice(0, 4)}-${between(random, 100, 999)}`;
    const assignments = assigned === 0 ? '' : seats(assigned, seatDomain, start, special);
    return `${id},${org},${orgNo},${contract},${plan},${purchased},${assigned},${start},${renewal},${oneOf(random, managers)},ekonomi@${domain},"${assignments}"`;
  });
  const header =
    'account_id,organisation,org_no,contract_no,plan,seats_purchased,seats_active,contract_start,renewal_date,account_manager,billing_email,seat_assignments';
  const output = `${header}\n${rows.join('\n')}\n`;
  const ask = 'Which seat ID does Lena Marklund have on the Region Kallby corporate subscription?';
  return probe('round 118: corporate seats csv', ask, 'crm_corporate_accounts_export', output, 'a3', needle, true);
}

// ---------------------------------------------------------------------------------------------------------------
// b. The answer a few lines away from the line the question's words match.

/** b1: the paywall's meter policy as YAML; the offer code of one audience in one section of one site. */
function b1PaywallPolicyYaml(): EconomicsTask {
  const random = seededRandom(118_201);
  const needle = 'KT-KRS-7QM4';
  const SITES = [
    ['lindqvistherald.se', 'Lindqvist Herald', 'LH'],
    ['nordhamnsposten.se', 'Nordhamnsposten', 'NP'],
    ['osterviks-kuriren.se', 'Östervik Kuriren', 'OK'],
    ['kallbytidning.se', 'Kallby Tidning', 'KT'],
    ['bergsundsbladet.se', 'Bergsundsbladet', 'BB'],
    ['strandbyposten.se', 'Strandbyposten', 'SP'],
  ] as const;
  const SECTIONS = [
    ['/nyheter', 'News', 'NYH'],
    ['/nyheter/lokalt', 'Local news', 'LOK'],
    ['/sport', 'Sport', 'SPO'],
    ['/sport/fotboll', 'Football', 'FOT'],
    ['/sport/hockey', 'Ice hockey', 'HOC'],
    ['/kultur', 'Culture', 'KUL'],
    ['/noje', 'Entertainment', 'NOJ'],
    ['/ekonomi', 'Business', 'EKO'],
    ['/asikter/ledare', 'Leaders', 'LED'],
    ['/asikter/debatt', 'Debate', 'DEB'],
    ['/familj', 'Family', 'FAM'],
    ['/familj/dodsannonser', 'Death notices', 'DOD'],
    ['/motor', 'Motoring', 'MOT'],
    ['/bostad', 'Property', 'BOS'],
    ['/mat', 'Food & drink', 'MAT'],
    ['/resor', 'Travel', 'RES'],
    ['/pyssel/korsord', 'Crosswords', 'KRS'],
    ['/pyssel/sudoku', 'Sudoku', 'SUD'],
    ['/pyssel/melodikrysset', 'Music quiz crossword', 'MKR'],
    ['/pyssel/arkiv', 'Puzzle archive', 'PAR'],
    ['/tv', 'TV guide', 'TVG'],
    ['/vader', 'Weather', 'VAD'],
    ['/e-tidning', 'E-edition', 'ETI'],
    ['/arkiv', 'Archive', 'ARK'],
    ['/podd', 'Podcasts', 'POD'],
    ['/video', 'Video', 'VID'],
    ['/live', 'Live', 'LIV'],
    ['/jobb', 'Jobs', 'JOB'],
  ] as const;
  const used = new Set<string>([needle]);
  const code = (site: string, section: string) => {
    for (;;) {
      const c = `${site}-${section}-${chars(random, '23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4)}`;
      if (!used.has(c)) {
        used.add(c);
        return c;
      }
    }
  };
  const lines: string[] = [
    '# paywall-rules.yaml, served by pw-config 3.8.1',
    '# revision 412, published 2026-12-22T10:14:07Z by t.nyberg ("Christmas meter: puzzles harder, e-edition open 24-26 Dec")',
    'apiVersion: paywall.lhg.se/v3',
    'kind: MeterPolicy',
    'metadata:',
    '  name: lhg-all-sites',
    '  revision: 412',
    '  owner: digital-revenue',
    'spec:',
    '  defaults:',
    '    meter:',
    '      free_articles: 5',
    '      window: 30d',
    '      count: [article, liveblog]',
    '    wall: metered',
    '    offer:',
    '      template: wall-default-v6',
    '  sites:',
  ];
  for (const [host, name, siteCode] of SITES) {
    lines.push(`    - site: ${host}`, `      name: ${name}`, `      brand_colour: "#${hex(random, 6)}"`, `      sections:`);
    for (const [path, label, sectionCode] of SECTIONS) {
      const puzzle = path.startsWith('/pyssel');
      const open = path === '/vader' || path === '/familj/dodsannonser' || path === '/jobb';
      lines.push(`        - path: ${path}`, `          label: ${label}`, `          rules:`);
      const anon = host === 'kallbytidning.se' && path === '/pyssel/korsord' ? needle : code(siteCode, sectionCode);
      const anonWall = open
        ? 'none'
        : puzzle
          ? oneOf(random, ['registration', 'hard'])
          : oneOf(random, ['metered', 'metered', 'registration']);
      lines.push(
        `            - audience: anonymous`,
        `              wall: ${anonWall}`,
        `              meter: {free_articles: ${open ? 999 : puzzle ? oneOf(random, [0, 1, 2]) : oneOf(random, [3, 4, 5])}, window: 30d}`,
        `              offer:`,
        `                code: ${anon}`,
        `                template: wall-anon-v${between(random, 4, 7)}`,
        `                headline_variant: ${oneOf(random, ['A', 'B', 'C'])}`,
      );
      lines.push(
        `            - audience: registered`,
        `              wall: ${open ? 'none' : puzzle ? 'hard' : 'metered'}`,
        `              meter: {free_articles: ${open ? 999 : puzzle ? oneOf(random, [1, 2, 3]) : oneOf(random, [5, 6, 8])}, window: 30d}`,
        `              offer:`,
        `                code: ${code(siteCode, sectionCode)}`,
        `                template: wall-reg-v${between(random, 3, 6)}`,
        `                price_sek_first_month: ${oneOf(random, [1, 1, 9, 19, 29])}`,
      );
      if (puzzle || pick(random, 3) === 0)
        lines.push(
          `            - audience: subscriber_print_only`,
          `              wall: ${puzzle ? 'upsell' : 'none'}`,
          `              offer:`,
          `                code: ${code(siteCode, sectionCode)}`,
          `                template: upsell-digital-v2`,
        );
      lines.push(`            - audience: subscriber_digital`, `              wall: none`);
      if (pick(random, 4) === 0)
        lines.push(
          `          experiment: pw-exp-${between(random, 1100, 1199)}`,
          `          traffic_split: ${oneOf(random, ['50/50', '80/20', '90/10'])}`,
        );
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask = "What offer code do logged-out readers get on Kallby Tidning's crossword pages?";
  return probe('round 118: paywall policy yaml', ask, 'paywall_rules_get', output, 'b1', needle);
}

/** b2: the reader complaints system's open and recent cases as pretty JSON; the case number of one complaint. */
function b2ComplaintsJson(): EconomicsTask {
  const random = seededRandom(118_202);
  const needle = 'RC-2026-11873';
  const handlers = ['e.forsberg', 'm.hedlund', 'a.strand', 's.lindberg', 'k.nordin', 'reader.editor'];
  const PUBLICATIONS = ['Lindqvist Herald', 'Kallby Tidning', 'Nordhamnsposten', 'Östervik Kuriren', 'lindqvistherald.se'];
  const subjectOf = (category: string): string => {
    const town = oneOf(random, TOWNS);
    switch (category) {
      case 'delivery':
        return `No paper delivered to ${oneOf(random, ['Storgatan', 'Hamnvägen', 'Skolgatan', 'Björkvägen', 'Kyrkbacken'])} ${between(random, 1, 80)}, ${town}, ${oneOf(random, ['three days running', 'since Monday', 'again on Saturday', 'over Christmas'])}`;
      case 'accuracy':
        return `${oneOf(random, ['Wrong name', 'Wrong figures', 'Misquoted', 'Wrong photo caption', 'Wrong date'])} in the article about ${town} ${oneOf(random, ['council budget', 'school closure', 'road works', 'football derby', 'housing plan'])}`;
      case 'obituaries':
        return `Obituary for ${person(random)}: ${oneOf(random, ['photo of the wrong person', 'wrong year of birth', 'name misspelt', 'printed a day late', 'funeral time wrong'])}`;
      case 'billing':
        return `${oneOf(random, ['Charged twice for', 'Still charged after cancelling', 'Price rise not announced for', 'Refund missing for'])} ${oneOf(random, ['Digital Monthly', 'Weekend Print', 'Print+Digital 7-day', 'Student Digital'])}`;
      case 'paywall':
        return `${oneOf(random, ['Logged out every day', 'Paywall shown although I subscribe', 'Cannot read the e-edition', 'App says my subscription has ended'])} (${oneOf(random, ['iPhone', 'Android', 'Chrome', 'Safari', 'smart TV'])})`;
      case 'tone':
        return `${oneOf(random, ['Headline', 'Column', 'Cartoon', 'Leader'])} about ${town} ${oneOf(random, ['immigrants', 'pensioners', 'hunters', 'cyclists', 'farmers'])} ${oneOf(random, ['was offensive', 'was one-sided', 'mocked residents'])}`;
      case 'privacy':
        return `Please remove my ${oneOf(random, ['name', 'photo', 'address'])} from the ${ymd(wall(2019, 1, 1) + pick(random, 2500) * DAY).slice(0, 4)} article about ${town}`;
      default:
        return `${oneOf(random, ['Misleading', 'Tasteless', 'Too many'])} ${oneOf(random, ['ads for', 'inserts from', 'adverts about'])} ${oneOf(random, ['gambling', 'payday loans', 'car dealers', 'fur coats'])} in the ${oneOf(random, ['Saturday paper', 'website', 'e-edition'])}`;
    }
  };
  const CATEGORIES = [
    'delivery',
    'delivery',
    'delivery',
    'accuracy',
    'accuracy',
    'obituaries',
    'billing',
    'billing',
    'paywall',
    'paywall',
    'tone',
    'privacy',
    'advertising',
  ];
  const NOTES = [
    'Called the complainant, no answer. Left a voicemail.',
    'Forwarded to the distribution contractor.',
    'Checked with the reporter; the article is correct as published.',
    'Correction to run in the next print edition and online.',
    'Refund issued via the billing system.',
    'Complainant satisfied with the reply, closing.',
    'Waiting for the desk to confirm the facts.',
    'Escalated to the reader editor.',
    'Sent the standard reply (template R-4).',
  ];
  const kase = (
    ref: string,
    opened: number,
    category: string,
    subject: string,
    publication: string,
    pubDate: string,
    complainant: string,
    relation: string,
  ) => {
    const status = oneOf(random, ['open', 'in_progress', 'in_progress', 'awaiting_reply', 'closed', 'closed']);
    let at = opened;
    const history = Array.from({ length: between(random, 1, 4) }, (_, i) => ({
      at: `${isoLocal((at += between(random, 1, 40) * HOUR))}+01:00`,
      by: oneOf(random, handlers),
      action: i === 0 ? 'assigned' : 'note',
      text: i === 0 ? 'Assigned from the intake queue.' : oneOf(random, NOTES),
    }));
    return {
      case_ref: ref,
      opened_at: `${isoLocal(opened)}+01:00`,
      channel: oneOf(random, ['web_form', 'email', 'email', 'phone', 'letter']),
      category,
      subject,
      status,
      priority: oneOf(random, ['low', 'normal', 'normal', 'normal', 'high']),
      publication: {
        title: publication,
        date: pubDate,
        page: publication.endsWith('.se') ? null : `${oneOf(random, ['A', 'B', 'C'])}${between(random, 2, 36)}`,
      },
      complainant: { name: complainant, relation, customer_no: pick(random, 2) === 0 ? null : `40-${between(random, 100_000, 199_999)}` },
      assigned_to: history[0]!.by,
      sla_due: ymd(opened + 10 * DAY),
      history,
    };
  };
  const cases: ReturnType<typeof kase>[] = [];
  let ref = 11_440;
  const total = 480;
  const targetAt = 268;
  for (let i = 0; i < total; i++) {
    ref += between(random, 1, 2);
    const opened = wall(2026, 10, 20) + Math.floor((i / total) * 68) * DAY + between(random, 7, 19) * HOUR + pick(random, 3600) * 1000;
    if (i === targetAt) {
      ref = 11_873;
      cases.push(
        kase(
          needle,
          opened,
          'obituaries',
          'Obituary for Margit Ekholm: wrong year of birth and two grandchildren left out',
          'Kallby Tidning',
          ymd(opened - 2 * DAY),
          'Annika Ekholm Sjöberg',
          'family',
        ),
      );
      continue;
    }
    if (i < targetAt && ref >= 11_873) throw new Error('b2: the case numbers ran past the target');
    const category = oneOf(random, CATEGORIES);
    let subject = subjectOf(category);
    let complainant = person(random);
    // Near misses: another Ekholm's obituary, an obituary for a Margit with another surname, an Ekholm complaining about delivery.
    if (i === 101) [subject, complainant] = ['Obituary for Göran Ekholm: photo of the wrong person', 'Sven Ekholm'];
    if (i === 190) subject = 'Obituary for Margit Eklund: funeral time wrong';
    if (i === 331) [subject, complainant] = ['No paper delivered to Kyrkbacken 4, Kallby, over Christmas', 'Bertil Ekholm'];
    if (i === 402) subject = 'Death notice for Margit Lindberg printed twice';
    const relation = category === 'obituaries' ? 'family' : oneOf(random, ['subscriber', 'subscriber', 'reader', 'subject of article']);
    cases.push(
      kase(
        `RC-2026-${ref}`,
        opened,
        category,
        subject,
        oneOf(random, PUBLICATIONS),
        ymd(opened - between(random, 0, 5) * DAY),
        complainant,
        relation,
      ),
    );
  }
  const output = `${JSON.stringify({ query: { status: 'any', opened_after: '2026-10-20', sort: 'opened_at' }, total: cases.length, cases }, null, 2)}\n`;
  const ask = "What's the case number on the complaint about Margit Ekholm's obituary?";
  return probe('round 118: reader complaints json', ask, 'complaints_cases_list', output, 'b2', needle);
}

/** b3: the CTP's plate manifest for Sunday's papers as XML; one plate of one page of one edition. */
function b3PlateManifestXml(): EconomicsTask {
  const random = seededRandom(118_203);
  const needle = 'PL-8K3QW-M';
  const used = new Set<string>([needle]);
  const plateId = (sep: string) => {
    for (;;) {
      const id = `PL-${chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 5)}-${sep}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const SEPARATIONS = [
    ['Cyan', 'C'],
    ['Magenta', 'M'],
    ['Yellow', 'Y'],
    ['Black', 'K'],
  ] as const;
  const EDITIONS = [
    ['NP-SUN', 'Nordhamnsposten Sunday', '1', 'first edition', 'line 1', 32, 18_400, wall(2026, 12, 26, 20, 40)],
    ['KT-SUN', 'Kallby Tidning Sunday', '1', 'first edition', 'line 1', 40, 22_600, wall(2026, 12, 26, 21, 5)],
    ['LH-SUN', 'Lindqvist Herald Sunday', '1', 'first edition', 'line 2', 48, 41_200, wall(2026, 12, 26, 21, 50)],
    ['LH-SUN', 'Lindqvist Herald Sunday', '2', 'late city edition', 'line 2', 48, 12_800, wall(2026, 12, 27, 0, 10)],
    ['OK-SUN', 'Östervik Kuriren Sunday', '1', 'first edition', 'line 1', 24, 9_700, wall(2026, 12, 27, 0, 45)],
  ] as const;
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<PlateManifest xmlns="urn:lhg:prepress:plates:1.4" plant="Kallby Tryckeri AB" date="2026-12-27" generated="2026-12-27T01:58:33+01:00">',
    '  <Device name="Kodak Magnus Q800 #2" resolution="2400dpi" screening="Staccato 25" plateType="Sonora X" plateSize="1030x670"/>',
  ];
  for (const [code, name, run, label, line, pageCount, copies, startAt] of EDITIONS) {
    lines.push(
      `  <Edition code="${code}" name="${name}" run="${run}" label="${label}" press="KBA Commander CL ${line}" pages="${pageCount}" copies="${copies}"${run === '2' ? ' plates="changed pages only"' : ''}>`,
    );
    let imaged = startAt;
    for (let page = 1; page <= pageCount; page++) {
      const half = pageCount / 2;
      const section = page <= half ? 'A' : 'B';
      const folio = `${section}${page <= half ? page : page - half}`;
      const colour =
        (code === 'LH-SUN' && page === 14) || page === 1 || page === pageCount || page === half || page === half + 1 || pick(random, 3) > 0
          ? '4c'
          : 'mono';
      // The late city edition images new plates for the pages it changes only (page 14 among them).
      const remake = run === '2' && (page === 1 || page === 14 || pick(random, 4) === 0);
      if (run === '2' && !remake) continue;
      lines.push(
        `    <Page number="${page}" folio="${folio}" colour="${colour}" pageId="${code}-${run}-${pad2(page)}"${remake ? ' change="late-news"' : ''}>`,
      );
      const seps = colour === '4c' ? SEPARATIONS : SEPARATIONS.slice(3);
      for (const [sep, letter] of seps) {
        imaged += between(random, 18, 55) * 1000;
        const id = code === 'LH-SUN' && run === '1' && page === 14 && letter === 'M' ? needle : plateId(letter);
        const tower = `T${Math.ceil(page / 8)}`;
        lines.push(
          `      <Plate separation="${sep}" id="${id}" imaged="${isoLocal(imaged)}+01:00" tower="${tower}" cylinder="${page % 2 === 0 ? 'upper' : 'lower'}" punch="ok" density="${(0.38 + random() * 0.06).toFixed(2)}"/>`,
        );
      }
      lines.push('    </Page>');
    }
    lines.push('  </Edition>');
  }
  lines.push('</PlateManifest>');
  const output = `${lines.join('\n')}\n`;
  const ask = 'Which plate went on for the magenta on page 14 of the Sunday Herald, first edition?';
  return probe('round 118: plate manifest xml', ask, 'prepress_plate_manifest', output, 'b3', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// c. A question that paraphrases the output or carries a preamble.

/** c1: the CMS's audit log since Sunday noon; who withdrew a story a little after 3pm yesterday. */
function c1CmsAuditLog(): EconomicsTask {
  const random = seededRandom(118_301);
  const needle = 'k.lofgren.vikarie';
  const users = [...new Set(Array.from({ length: 22 }, () => login(random)))];
  users.push('k.lofgren', 'a.strand', 'j.sandell', 'm.hedlund');
  const roles = new Map(
    users.map((u) => [
      u,
      oneOf(random, ['reporter', 'reporter', 'reporter', 'desk_editor', 'desk_editor', 'web_producer', 'photo_editor']),
    ]),
  );
  roles.set('k.lofgren', 'desk_editor').set('a.strand', 'night_editor').set('j.sandell', 'desk_editor').set('m.hedlund', 'web_producer');
  const SITES = ['lindqvistherald.se', 'lindqvistherald.se', 'kallbytidning.se', 'nordhamnsposten.se', 'osterviks-kuriren.se'];
  const articles = Array.from({ length: 260 }, (_, i) => `LHG-2026-${119_000 + i * 3 + pick(random, 3)}`);
  const ip = () => `10.20.${between(random, 1, 9)}.${between(random, 10, 240)}`;
  const stamp = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)} ${new Date(ms).toISOString().slice(11, 23)} +0100`;
  const line = (ms: number, user: string, rest: string) =>
    `${stamp(ms)} INFO  [audit] user=${user} role=${roles.get(user) ?? 'weekend_desk'} ${rest} ip=${ip()} req=${hex(random, 8)}`;
  const fillerRest = (): string => {
    const article = oneOf(random, articles);
    const site = oneOf(random, SITES);
    switch (pick(random, 14)) {
      case 0:
      case 1:
      case 2:
      case 3:
        return `action=article.update article=${article} site=${site} fields=${oneOf(random, ['body', 'body', 'headline', 'standfirst', 'body,tags', 'byline', 'seo_title'])} rev=${between(random, 2, 30)}`;
      case 4:
        return `action=article.status_change article=${article} site=${site} from=draft to=${oneOf(random, ['published', 'scheduled', 'ready_for_review'])}`;
      case 5:
        return `action=article.status_change article=${article} site=${site} from=scheduled to=published`;
      case 6:
        return `action=article.lock article=${article} site=${site}`;
      case 7:
        return `action=article.unlock article=${article} site=${site} held_s=${between(random, 20, 3000)}`;
      case 8:
        return `action=image.crop image=img_${hex(random, 10)} article=${article} ratio=${oneOf(random, ['16:9', '4:3', '1:1', '3:2'])}`;
      case 9:
        return `action=comment.${oneOf(random, ['hide', 'hide', 'approve', 'restore'])} comment=c${between(random, 4_000_000, 4_999_999)} article=${article} site=${site}`;
      case 10:
        return `action=frontpage.layout.save page=${site}/ slots_changed=${between(random, 1, 9)}`;
      case 11:
        return `action=liveblog.entry.add article=${article} site=${site} entry=e${between(random, 10_000, 99_999)}`;
      case 12:
        return `action=session.login method=${oneOf(random, ['sso', 'sso', 'sso', 'password+totp'])} client=${oneOf(random, ['web', 'web', 'ios-app'])}`;
      default:
        return `action=newsletter.schedule list=${oneOf(random, ['morning', 'evening', 'sport', 'kallby-weekly'])} send_at=${oneOf(random, ['06:00', '06:30', '17:00', '18:30'])}`;
    }
  };
  // The planted events: yesterday's story withdrawal just after three, and near misses around it (withdrawals
  // earlier and later that day and at the same time the day before, a gallery withdrawn, a story published and a
  // comment hidden a few minutes either side).
  const planted = new Map<number, string>([
    [
      wall(2026, 12, 27, 15, 6, 51),
      line(
        wall(2026, 12, 27, 15, 6, 51) + 318,
        'k.lofgren',
        'action=article.status_change article=LHG-2026-118911 site=kallbytidning.se from=published to=withdrawn',
      ),
    ],
    [
      wall(2026, 12, 28, 9, 14, 22),
      line(
        wall(2026, 12, 28, 9, 14, 22) + 77,
        'a.strand',
        'action=article.status_change article=LHG-2026-119118 site=lindqvistherald.se from=published to=withdrawn',
      ),
    ],
    [
      wall(2026, 12, 28, 14, 52, 3),
      line(
        wall(2026, 12, 28, 14, 52, 3) + 540,
        'm.hedlund',
        'action=gallery.status_change gallery=GAL-2026-4471 site=nordhamnsposten.se from=published to=withdrawn',
      ),
    ],
    [
      wall(2026, 12, 28, 15, 1, 40),
      line(
        wall(2026, 12, 28, 15, 1, 40) + 12,
        'j.sandell',
        'action=article.status_change article=LHG-2026-119402 site=lindqvistherald.se from=scheduled to=published',
      ),
    ],
    [
      wall(2026, 12, 28, 15, 3, 47),
      line(
        wall(2026, 12, 28, 15, 3, 47) + 219,
        needle,
        'action=article.status_change article=LHG-2026-119287 site=lindqvistherald.se from=published to=withdrawn',
      ),
    ],
    [
      wall(2026, 12, 28, 15, 5, 2),
      line(
        wall(2026, 12, 28, 15, 5, 2) + 903,
        'k.lofgren',
        'action=comment.hide comment=c4718830 article=LHG-2026-119287 site=lindqvistherald.se',
      ),
    ],
    [
      wall(2026, 12, 28, 15, 41, 9),
      line(
        wall(2026, 12, 28, 15, 41, 9) + 455,
        'j.sandell',
        'action=article.status_change article=LHG-2026-119344 site=nordhamnsposten.se from=published to=withdrawn',
      ),
    ],
  ]);
  const plantedAt = [...planted.keys()].sort((x, y) => x - y);
  const lines: string[] = [];
  let t = wall(2026, 12, 27, 12, 0, 0);
  const end = wall(2026, 12, 29, 7, 45, 0);
  while (t < end) {
    const hour = new Date(t).getUTCHours();
    const gap = hour >= 6 && hour < 23 ? between(random, 5, 75) : between(random, 60, 900);
    const next = t + gap * 1000 + pick(random, 1000);
    for (const at of plantedAt) if (at >= t && at < next) lines.push(planted.get(at)!);
    t = next;
    if (t >= end) break;
    const user = oneOf(random, users);
    lines.push(clean(needle, () => line(t, user, fillerRest())));
  }
  lines.sort();
  const output = `${lines.join('\n')}\n`;
  const ask = 'One of our stories was taken off the website yesterday a little after three in the afternoon. Who did that?';
  return probe('round 118: cms audit log', ask, 'cms_audit_log', output, 'c1', needle);
}

/** c2: the weekly web analytics report as HTML, weeks 50 to 52; paywall impressions of one article last week. */
function c2AnalyticsReportHtml(): EconomicsTask {
  const random = seededRandom(118_302);
  const needle = '9,416';
  const fmt = (n: number) => n.toLocaleString('en-US');
  const SECTIONS = [
    ['News', '/nyheter'],
    ['Kallby', '/nyheter/kallby'],
    ['Nordhamn', '/nyheter/nordhamn'],
    ['Östervik', '/nyheter/ostervik'],
    ['Sport', '/sport'],
    ['Culture', '/kultur'],
    ['Business', '/ekonomi'],
    ['Opinion', '/asikter'],
    ['Family', '/familj'],
  ] as const;
  const NOUNS = [
    'library',
    'council',
    'school',
    'hospital',
    'bypass',
    'football club',
    'theatre',
    'swimming hall',
    'wind farm',
    'care home',
    'ice rink',
  ];
  const PREDICATES = [
    'plans approved after long debate',
    'costs rise again',
    'faces closure next year',
    'gets new director',
    'to reopen in spring',
    'criticised in audit',
    'reports record year',
    'delayed until 2028',
    'wins national award',
    'under review after complaints',
    'staff vote to strike',
  ];
  interface Row {
    headline: string;
    section: (typeof SECTIONS)[number];
    published: string;
    views: number;
    paywall?: number;
  }
  const row = (rank: number, r: Row) => {
    const uniques = Math.round(r.views * (0.62 + random() * 0.2));
    const paywall = r.paywall ?? Math.round(r.views * (0.08 + random() * 0.3));
    const starts = Math.max(0, Math.round(paywall * (0.002 + random() * 0.012)));
    const engaged = `${between(random, 0, 3)}:${pad2(between(random, 5, 59))}`;
    // The article's id in its URL is the same every week.
    const articleId = 1000 + [...r.headline].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 9000, 7);
    const href = `https://lindqvistherald.se${r.section[1]}/${slugOf(r.headline)}-${articleId}`;
    return `<tr><td>${rank}</td><td class="title"><a href="${href}">${r.headline}</a></td><td>${r.section[0]}</td><td>${r.published}</td><td class="num">${fmt(r.views)}</td><td class="num">${fmt(uniques)}</td><td class="num">${engaged}</td><td class="num">${fmt(paywall)}</td><td class="num">${starts}</td><td class="num">${paywall === 0 ? '0.00' : ((starts / paywall) * 100).toFixed(2)}%</td></tr>`;
  };
  const fillerRow = (weekStart: number): Row => ({
    headline: `${oneOf(random, TOWNS)} ${oneOf(random, NOUNS)} ${oneOf(random, PREDICATES)}`,
    section: oneOf(random, SECTIONS),
    published: ymd(weekStart - between(random, 0, 10) * DAY + between(random, 0, 6) * DAY),
    views: 0,
  });
  const OSTERVIK = SECTIONS[3];
  const special: Record<number, Row[]> = {
    50: [
      { headline: 'Östervik ferry fares to rise 12 per cent in February', section: OSTERVIK, published: '2026-12-09', views: 27_340 },
      { headline: 'Nordhamn night ferry gets a new winter timetable', section: SECTIONS[2], published: '2026-12-11', views: 14_905 },
    ],
    51: [
      { headline: 'Night ferry to Östervik to be scrapped from March', section: OSTERVIK, published: '2026-12-17', views: 58_112 },
      { headline: 'Östervik ferry fares to rise 12 per cent in February', section: OSTERVIK, published: '2026-12-09', views: 6_480 },
    ],
    52: [
      {
        headline: 'Night ferry to Östervik to be scrapped from March',
        section: OSTERVIK,
        published: '2026-12-17',
        views: 31_870,
        paywall: 9_416,
      },
      { headline: 'Night bus to Östervik cut from January', section: OSTERVIK, published: '2026-12-22', views: 22_590 },
      { headline: 'Ferry crews in Östervik say the cuts were never discussed', section: OSTERVIK, published: '2026-12-23', views: 17_204 },
    ],
  };
  const week = (n: number, start: number) => {
    const rows: Row[] = Array.from({ length: 150 }, (_, i) => ({
      ...fillerRow(start),
      views: Math.round(160_000 * Math.pow(i + 1, -0.75) * (0.9 + random() * 0.2)),
    }));
    rows.push(...special[n]!);
    rows.sort((x, y) => y.views - x.views);
    const label = `Week ${n} (${new Date(start).getUTCDate()}–${new Date(start + 6 * DAY).getUTCDate()} Dec 2026)`;
    const body = rows.map((r, i) => (r.paywall === undefined ? clean(needle, () => row(i + 1, r)) : row(i + 1, r)));
    const totalViews = rows.reduce((sum, r) => sum + r.views, 0);
    return [
      `<section id="w${n}">`,
      `<h2>${label}</h2>`,
      `<p class="note">Top ${rows.length} articles by page views. Page views ${fmt(totalViews)} in the top list; engaged time is mm:ss per visit.</p>`,
      '<table class="top">',
      '<thead><tr><th>#</th><th>Article</th><th>Section</th><th>Published</th><th>Page views</th><th>Unique visitors</th><th>Avg. engaged time</th><th>Paywall impressions</th><th>Subscription starts</th><th>Conv. rate</th></tr></thead>',
      '<tbody>',
      ...body,
      '</tbody>',
      '</table>',
      '</section>',
    ];
  };
  const appendix = (n: number) => {
    const rows = SECTIONS.map(([name]) =>
      clean(
        needle,
        () =>
          `<tr><td>${name}</td><td class="num">${fmt(between(random, 40_000, 900_000))}</td><td class="num">${fmt(between(random, 5_000, 200_000))}</td><td class="num">${between(random, 10, 400)}</td><td class="num">${between(random, 30, 75)}%</td></tr>`,
      ),
    );
    return [
      `<h3>Week ${n} by section</h3>`,
      '<table class="sections"><thead><tr><th>Section</th><th>Page views</th><th>Paywall impressions</th><th>Subscription starts</th><th>Logged-in share</th></tr></thead><tbody>',
      ...rows,
      '</tbody></table>',
    ];
  };
  const referrers = [
    'google.com',
    'facebook.com',
    'news.google.com',
    'direct',
    'newsletter: morning',
    'newsletter: evening',
    'bing.com',
    'instagram.com',
    'reddit.com',
    'app push',
  ];
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Weekly content report: lindqvistherald.se, weeks 50–52 2026</title>',
    '<style>body{font-family:Helvetica,Arial,sans-serif;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}td.num{text-align:right}</style></head>',
    '<body>',
    '<header><h1>Weekly content report</h1><p class="meta">Property: lindqvistherald.se (all sections) · Generated 2026-12-28 06:00 by Herald Insights 4.2 · Timezone Europe/Stockholm</p></header>',
    '<section id="kpi"><h2>Summary</h2><ul>',
    `<li>Page views, weeks 50–52: ${fmt(between(random, 4_100_000, 4_600_000))}</li>`,
    `<li>New digital subscriptions: ${fmt(between(random, 1_200, 1_700))}</li>`,
    `<li>Registered users added: ${fmt(between(random, 5_000, 8_000))}</li>`,
    '</ul></section>',
    ...week(50, wall(2026, 12, 7)),
    ...week(51, wall(2026, 12, 14)),
    ...week(52, wall(2026, 12, 21)),
    '<section id="appendix"><h2>Appendix</h2>',
    ...appendix(50),
    ...appendix(51),
    ...appendix(52),
    '<h3>Top referrers, weeks 50–52</h3>',
    '<table class="referrers"><thead><tr><th>Referrer</th><th>Visits</th><th>Share</th></tr></thead><tbody>',
    ...referrers.map((r) =>
      clean(
        needle,
        () =>
          `<tr><td>${r}</td><td class="num">${fmt(between(random, 30_000, 1_400_000))}</td><td class="num">${between(random, 1, 38)}%</td></tr>`,
      ),
    ),
    '</tbody></table>',
    '</section>',
    '<footer><p>Herald Insights · figures are sampled at 100% · questions to analytics@lindqvistherald.se</p></footer>',
    '</body>',
    '</html>',
  ];
  const output = `${html.join('\n')}\n`;
  const ask =
    "I'm doing the slides for Thursday's editorial meeting and Jonas wants one on our ferry coverage. For the piece about the night ferry to Östervik being scrapped, how many times did readers run into the paywall last week?";
  return probe('round 118: analytics report html', ask, 'analytics_weekly_report', output, 'c2', needle);
}

/** c3: the press controllers' events over five nights as logfmt; how long line 2 stood after a web break. */
function c3PressEventsLogfmt(): EconomicsTask {
  const random = seededRandom(118_303);
  const needle = '00:19:42';
  const hms = (seconds: number) => `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
  const events: [number, string][] = [];
  const emit = (at: number, line: number, job: string, rest: string) => {
    // A timestamp may not spell the needle either: such a line is stamped a second later.
    const ms = isoLocal(at).endsWith(needle) && !rest.includes(needle) ? at + 1000 : at;
    const text = `ts=${isoLocal(ms)}.${String(ms % 1000).padStart(3, '0')}+01:00 level=info plant=kallby line=${line} press=commander-cl job=${job} ${rest}`;
    events.push([ms, text]);
  };
  const operators = ['op214', 'op231', 'op187', 'op240', 'op202', 'op199'];
  // A planned stop: [minutes into the job, reason, unit, seconds stopped]; the planted web breaks are among them.
  type Stop = [number, string, string, number];
  const runJob = (line: number, job: string, start: number, copies: number, stops: Stop[]) => {
    const op = oneOf(random, operators);
    emit(start, line, job, `event=job_start copies_ordered=${copies} pages=${oneOf(random, [24, 32, 40, 48])} op=${op}`);
    let t = start + between(random, 3, 9) * MINUTE;
    emit(t, line, job, `event=speed_up target_cph=${oneOf(random, [36_000, 38_000, 40_000])} op=${op}`);
    let good = 0;
    let waste = between(random, 300, 700);
    let reel = between(random, 4_100_000, 4_199_999);
    const sorted = [...stops].sort((x, y) => x[0] - y[0]);
    let resumed = 0;
    while (good < copies) {
      t += 120_000 + pick(random, 900);
      const minutes = (t - start) / MINUTE;
      const stop = sorted[0];
      if (stop && minutes >= stop[0] && t - resumed >= 6 * MINUTE) {
        sorted.shift();
        const [, reason, unit, seconds] = stop;
        emit(t, line, job, `event=stop reason=${reason} unit=${unit} counter_good=${good} counter_waste=${waste} speed_cph=0 op=${op}`);
        t += seconds * 1000;
        const duration = seconds === 1182 ? needle : clean(needle, () => hms(seconds));
        emit(t, line, job, `event=restart after=${reason} stop_duration=${duration} counter_good=${good} op=${op}`);
        resumed = t;
        waste += between(random, 150, 900);
        continue;
      }
      const cph = between(random, 34_500, 40_200);
      good = Math.min(copies, good + Math.round((cph / 30) * (0.97 + random() * 0.03)));
      waste += between(random, 0, 14);
      if (pick(random, 9) === 0) {
        reel += between(random, 1, 40);
        emit(t + 31_000, line, job, `event=splice reelstand=R${between(random, 1, 4)} new_reel=${reel} web_width_mm=1000 gsm=45 op=${op}`);
      }
      emit(
        t,
        line,
        job,
        `event=speed cph=${cph} counter_good=${good} counter_waste=${waste} tension_n=${between(random, 180, 260)} ink_kg=${(random() * 3 + 1).toFixed(2)}`,
      );
    }
    emit(
      t + 40_000,
      line,
      job,
      `event=job_end counter_good=${good} counter_waste=${waste} waste_pct=${((waste / (good + waste)) * 100).toFixed(1)} op=${op}`,
    );
  };
  const nights: [number, number, number][] = [
    [12, 23, 24],
    [12, 24, 25],
    [12, 26, 27],
    [12, 27, 28],
    [12, 28, 29],
  ];
  for (const [month, day, nextDay] of nights) {
    const paperDay = pad2(nextDay);
    const isSaturday = day === 26;
    const plate = (): Stop => [between(random, 20, 60), 'plate_change', `T${between(random, 1, 4)}`, between(random, 180, 420)];
    const blanket = (): Stop => [between(random, 30, 60), 'blanket_wash', `T${between(random, 1, 4)}`, between(random, 240, 600)];
    // Line 1 prints the smaller titles, line 2 the Herald; web breaks on other nights and on line 1 are near misses.
    const line1: Stop[] = day === 26 ? [plate(), [25, 'web_break', 'T2', 435]] : day === 27 ? [plate(), blanket()] : [plate()];
    const line2: Stop[] =
      day === 24
        ? [[48, 'web_break', 'T3', 1563], blanket()]
        : isSaturday
          ? [[21, 'plate_change', 'T1', 270], [52, 'web_break', 'T3', 1182], blanket()]
          : day === 28
            ? [plate(), [40, 'web_break', 'T4', 771]]
            : [plate(), blanket()];
    const title = `2612${paperDay}`;
    runJob(
      1,
      `NP-${title}-1`,
      wall(2026, month, day, 21, between(random, 0, 20), between(random, 0, 59)),
      between(random, 17_000, 19_000),
      line1.slice(0, 1),
    );
    runJob(
      1,
      `KT-${title}-1`,
      wall(2026, month, day, 23, between(random, 30, 50), between(random, 0, 59)),
      between(random, 21_000, 23_000),
      line1.slice(1),
    );
    runJob(2, `LH-${title}-1`, wall(2026, month, day, 22, 30, between(random, 0, 59)), between(random, 40_000, 42_000), line2);
  }
  events.sort((x, y) => x[0] - y[0]);
  const output = `${events.map(([, text]) => text).join('\n')}\n`;
  const ask =
    'The Sunday paper got out to the trucks late. How long was press line two standing still after the paper tore on Saturday night?';
  return probe('round 118: press events logfmt', ask, 'press_events_log', output, 'c3', needle);
}

// ---------------------------------------------------------------------------------------------------------------
// d. One value unlike its peers, with no error word near it.

/** d1: the print plant's December press run summary, a fixed-width report; the one run on lighter paper. */
function d1PressRunSummary(): EconomicsTask {
  const random = seededRandom(118_401);
  const needle = 'PR-261215-KT1';
  // The nightly titles in their order on each line: [title, edition, line, page counts, copies ordered, paper, customer].
  const NIGHT = [
    ['NP', 1, 'L1', [24, 32], [17_000, 19_000], 'Nordhamnsposten'],
    ['KT', 1, 'L1', [32, 40], [21_000, 23_000], 'Kallby Tidning'],
    ['OK', 1, 'L1', [16, 24], [9_000, 10_500], 'Östervik Kuriren'],
    ['BB', 1, 'L1', [16, 24], [6_000, 7_200], 'Bergsundsbladet'],
    ['LH', 1, 'L2', [40, 48], [40_000, 42_000], 'Lindqvist Herald'],
    ['LH', 2, 'L2', [40, 48], [11_000, 13_500], 'Lindqvist Herald'],
  ] as const;
  // Commercial work in the day shift: flyers and inserts on heavier paper, often on narrower reels.
  const CUSTOMERS = [
    'ICA Kvantum Kallby',
    'Kallby Möbler',
    'Region Kallby',
    'Elektroniklagret',
    'Coop Nordhamn',
    'Västerå Bostäder',
    'Mora Bilcenter',
    'Ravnäs Trädgård',
  ];
  const header = [
    'KALLBY TRYCKERI AB                           PRESS RUN SUMMARY                                                PAGE {page}',
    'Period 2026-12-01 .. 2026-12-28       Plant KALLBY       Presses L1, L2 (KBA Commander CL)       Generated 2026-12-29 06:15 prodstat 7.2',
    '',
    'RUN ID           DATE        TITLE ED LINE PAGES   COPIES ORD  COPIES GOOD  WASTE %  REEL W mm   GSM  START  END    AVG CPH  OPERATOR  CUSTOMER',
    '---------------  ----------  ----- -- ---- -----  -----------  -----------  -------  ---------  ----  -----  -----  -------  --------  --------------------',
  ];
  const operators = ['op214', 'op231', 'op187', 'op240', 'op202', 'op199', 'op226'];
  const fmt = (n: number) => n.toLocaleString('en-US');
  const clock = (minutes: number) => `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;
  const body: string[] = [];
  for (let day = 1; day <= 28; day++) {
    const date = `2026-12-${pad2(day)}`;
    const dateCode = `2612${pad2(day)}`;
    const rows: string[] = [];
    let dayCopies = 0;
    /** One run from `start` (minutes after midnight); returns its end. */
    const run = (
      id: string,
      title: string,
      edition: number,
      line: string,
      pages: number,
      ordered: number,
      width: number,
      gsm: string,
      start: number,
      customer: string,
    ) => {
      const good = ordered + between(random, 80, 700);
      const waste = ((between(random, 180, 480) / 100) * (0.9 + random() * 0.2)).toFixed(1);
      const cph = between(random, 30_000, 40_000);
      const end = start + Math.round((good / cph) * 60) + between(random, 5, 25);
      dayCopies += good;
      rows.push(
        `${id.padEnd(15)}  ${date}  ${title.padEnd(5)} ${String(edition).padStart(2)} ${line.padEnd(4)} ${String(pages).padStart(5)}  ${fmt(ordered).padStart(11)}  ${fmt(good).padStart(11)}  ${waste.padStart(7)}  ${fmt(width).padStart(9)}  ${gsm.padStart(4)}  ${clock(start)}  ${clock(end)}  ${fmt(cph).padStart(7)}  ${oneOf(random, operators).padEnd(8)}  ${customer}`,
      );
      return end;
    };
    if (day !== 25 && day !== 26) {
      let job = 1;
      for (const [line, gsms] of [
        ['L1', ['49.0', '52.0']],
        ['L2', ['52.0', '60.0']],
      ] as const) {
        for (let at = 6 * 60 + between(random, 0, 20); at < 17 * 60; job++) {
          const end = run(
            `PR-${dateCode}-CX${pad2(job)}`,
            'CX',
            1,
            line,
            oneOf(random, [4, 8, 12, 16]),
            between(random, 5, 110) * 1000,
            oneOf(random, [840, 880, 1000]),
            oneOf(random, gsms),
            at,
            oneOf(random, CUSTOMERS),
          );
          at = end + between(random, 10, 30);
        }
      }
    }
    // No papers printed on Christmas night; on Boxing Day night only the Herald's first edition.
    const nights = NIGHT.filter(([title, edition]) => day !== 25 && (day !== 26 || (title === 'LH' && edition === 1)));
    const cursor: Record<string, number> = { L1: 20 * 60 + between(random, 0, 15), L2: 22 * 60 + 30 + between(random, 0, 15) };
    for (const [title, edition, line, pages, copies, customer] of nights) {
      const id = `PR-${dateCode}-${title}${edition}`;
      const end = run(
        id,
        title,
        edition,
        line,
        oneOf(random, pages),
        between(random, copies[0], copies[1]),
        1000,
        id === needle ? '40.0' : '45.0',
        cursor[line]!,
        customer,
      );
      cursor[line] = end + between(random, 10, 25);
    }
    rows.sort();
    body.push(
      ...rows,
      `${''.padEnd(15)}  ${date}  day total ${String(rows.length).padStart(2)} runs ${''.padEnd(12)}${fmt(dayCopies).padStart(11)}`,
      '',
    );
  }
  const lines: string[] = [];
  let page = 1;
  for (let i = 0; i < body.length; i += 56) {
    lines.push(...header.map((h) => h.replace('{page}', String(page++))), ...body.slice(i, i + 56).map((l) => l.trimEnd()), '\f');
  }
  lines.push('END OF REPORT   runs: ' + String(body.filter((l) => l.startsWith('PR-')).length));
  const output = `${lines.join('\n')}\n`;
  const ask = "One of this month's press runs went out on lighter paper than all the others. Which run was that?";
  return probe('round 118: press run summary', ask, 'press_run_summary', output, 'd1', needle);
}

/** d2: December's invoice lines from billing as CSV; the one digital subscription line at another VAT rate. */
function d2InvoiceLinesCsv(): EconomicsTask {
  const random = seededRandom(118_402);
  const needle = 'INV-2612-0418337';
  const PLANS = [
    ['DIG-M', 'Herald Digital Monthly', 129, 6],
    ['DIG-M', 'Herald Digital Monthly', 129, 6],
    ['DIG-M', 'Herald Digital Monthly', 129, 6],
    ['DIG-Y', 'Herald Digital Annual', 1290, 6],
    ['DIG-PLUS-M', 'Herald Digital Plus Monthly', 169, 6],
    ['DIG-PLUS-M', 'Herald Digital Plus Monthly', 169, 6],
    ['STU-M', 'Student Digital Monthly', 49, 6],
    ['PD7-M', 'Print+Digital 7-day Monthly', 489, 6],
    ['PD7-M', 'Print+Digital 7-day Monthly', 489, 6],
    ['WKD-M', 'Weekend Print Monthly', 219, 6],
    ['EED-M', 'E-edition Monthly', 99, 6],
    ['MERCH-FP', 'Front page print A3, framed', 396, 25],
    ['MERCH-TOTE', 'Herald tote bag', 159, 25],
  ] as const;
  const methods = ['card', 'card', 'card', 'autogiro', 'autogiro', 'invoice', 'swish'];
  const money = (n: number) => n.toFixed(2);
  const line = (invoice: string, plan: (typeof PLANS)[number], vat: number, day: number) => {
    const [code, name, price] = plan;
    const customer = `40-${between(random, 100_000, 199_999)}`;
    const start = wall(2026, 12, day);
    const monthly = code.endsWith('-M');
    const periodEnd = ymd(monthly ? start + 30 * DAY : code === 'DIG-Y' ? start + 364 * DAY : start);
    const qty = code.startsWith('MERCH') ? between(random, 1, 2) : 1;
    const net = price * qty;
    const vatSek = (net * vat) / 100;
    const status = oneOf(random, ['paid', 'paid', 'paid', 'paid', 'open', 'reminder_sent']);
    return `${invoice},${ymd(start)},${customer},"${person(random)}",${code},"${name}",${ymd(start)},${periodEnd},${qty},${money(price)},${money(net)},${money(vat)},${money(vatSek)},${money(net + vatSek)},${oneOf(random, methods)},${status}`;
  };
  const rows: string[] = [];
  let n = 415_200;
  for (let day = 1; day <= 28; day++) {
    const count = between(random, 95, 125);
    for (let i = 0; i < count; i++) {
      const next = n + between(random, 1, 3);
      n = n < 418_337 && next >= 418_337 ? 418_337 : next;
      const invoice = `INV-2612-0${n}`;
      if (invoice === needle) {
        rows.push(line(invoice, PLANS[4], 25, day));
        continue;
      }
      const plan = oneOf(random, PLANS);
      rows.push(clean(needle, () => line(invoice, plan, plan[3], day)));
    }
  }
  if (!rows.some((r) => r.startsWith(needle))) throw new Error('d2: no invoice got the target number');
  const header =
    'invoice_no,invoice_date,customer_id,customer_name,plan_code,plan_name,period_start,period_end,qty,unit_price_sek,net_sek,vat_rate,vat_sek,gross_sek,payment_method,status';
  const output = `${header}\n${rows.join('\n')}\n`;
  const ask =
    'Looking at the December invoices: did one of the digital subscriptions get billed with a different VAT than the rest? Which invoice?';
  return probe('round 118: invoice lines csv', ask, 'billing_invoice_lines_export', output, 'd2', needle);
}

/** d3: the paywall gateways' running configuration, one INI-like block per instance; the one with a short meter window. */
function d3PaywallGatewayConfig(): EconomicsTask {
  const random = seededRandom(118_403);
  const needle = 'pwg-got1-b07';
  const canary = new Set(['pwg-sto1-a03', 'pwg-mmo1-b12']);
  const blocks: string[] = [
    '# pwgw-admin config dump --all --effective',
    '# cluster paywall-gateway, 96 instances, collected 2026-12-29T07:20:11Z',
    '',
  ];
  for (const region of ['sto1', 'got1', 'mmo1']) {
    const regionNet = { sto1: 41, got1: 42, mmo1: 43 }[region]!;
    for (const zone of ['a', 'b']) {
      for (let i = 1; i <= 16; i++) {
        const name = `pwg-${region}-${zone}${pad2(i)}`;
        const isCanary = canary.has(name);
        const started = wall(2026, 12, 21, 4, 0, 0) + between(random, 0, 3 * 3600) * 1000 + (isCanary ? 6 * DAY : 0);
        const block = clean(needle, () =>
          [
            `build=paywall-gateway ${isCanary ? '5.13.0-rc2 (git 41be07d, 2026-12-27)' : '5.12.3 (git 8c1f2ae, 2026-12-18)'}`,
            `region=${region}`,
            `zone=${zone}`,
            `node.ip=10.${regionNet}.${between(random, 1, 12)}.${between(random, 10, 250)}`,
            `node.pod=paywall-gateway-${hex(random, 6)}-${chars(random, 'bcdfghjklmnpqrstvwxz2456789', 5)}`,
            `started=${isoLocal(started)}Z`,
            `listen=0.0.0.0:8443`,
            `upstream.entitlements=https://entitlements.int.lhg.se/v2`,
            `upstream.entitlements.timeout_ms=250`,
            `upstream.meter_store=redis://meter-redis-${region}.int.lhg.se:6379/2`,
            `upstream.meter_store.pool=64`,
            `cache.entitlements.ttl_s=300`,
            `cache.entitlements.max_entries=200000`,
            `meter.enabled=true`,
            `meter.window_days=${name === needle ? 7 : 30}`,
            `meter.reset=rolling`,
            `meter.count_scope=device+account`,
            `meter.free_articles.default=5`,
            `meter.free_articles.registered=8`,
            `meter.count_types=article,liveblog`,
            `meter.exempt_referrers=news.google.com,facebook.com/instantarticles`,
            `meter.exempt_sections=/vader,/familj/dodsannonser,/jobb`,
            `wall.template_base=https://static.lhg.se/paywall/v6/`,
            `wall.ab_bucket_salt=${hex(random, 16)}`,
            `session.cookie=lhg_sess`,
            `session.cookie_days=30`,
            `session.sliding=true`,
            `trial.length_days=14`,
            `trial.price_sek=1`,
            `bot.allowlist=googlebot,bingbot,applebot`,
            `bot.verify_rdns=true`,
            `geo.db=GeoLite2-City 2026-12-15`,
            `rate_limit.rps=400`,
            `rate_limit.burst=800`,
            `tls.cert=*.lindqvistherald.se (expires 2027-03-02)`,
            `log.level=info`,
            `log.sample_rate=0.05`,
            `log.retention_days=7`,
            `metrics.endpoint=:9102/metrics`,
            `tracing.sample_rate=${isCanary ? '0.25' : '0.01'}`,
            `feature.christmas_open_eedition=true`,
            `feature.new_offer_engine=${isCanary ? 'true' : 'false'}`,
            `feature.app_tracking_prompt=${region === 'mmo1' ? 'true' : 'false'}`,
            `connections.active=${between(random, 300, 2400)}`,
            `requests.total=${between(random, 18_000_000, 64_000_000)}`,
          ].join('\n'),
        );
        blocks.push(`[instance ${name}]`, block, '');
      }
    }
  }
  const output = `${blocks.join('\n')}`;
  const ask =
    "One of the paywall servers seems to count people's free articles over a much shorter stretch of time than the others. Which box is it?";
  return probe('round 118: paywall gateway config', ask, 'pwgw_config_dump', output, 'd3', needle);
}

export function roundOneHundredEighteen(): EconomicsTask[] {
  return [
    a1CmsArticlesExport(),
    a2AdBookingsExport(),
    a3CorporateAccountsCsv(),
    b1PaywallPolicyYaml(),
    b2ComplaintsJson(),
    b3PlateManifestXml(),
    c1CmsAuditLog(),
    c2AnalyticsReportHtml(),
    c3PressEventsLogfmt(),
    d1PressRunSummary(),
    d2InvoiceLinesCsv(),
    d3PaywallGatewayConfig(),
  ];
}
