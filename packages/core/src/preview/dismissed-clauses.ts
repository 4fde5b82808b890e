/**
 * The parts of a request that tell what not to look at: "the deprecation warnings are old news,
 * ignore those", "we've already ruled out the 11:40 deploy". Their words say where the answer is
 * not, so they are not searched for.
 */

/**
 * Words and phrases that dismiss what their clause (or, alone with a pronoun, the clause before)
 * names: to ignore or skip, not to worry about, already dealt with, known and harmless. Not a bare `skip`: "the job
 * skipped the backup" says what happened, not what to leave out.
 */
const DISMISSAL =
  /\b(?:ignore|ignored|ignoring|disregard|unrelated|irrelevant|harmless|old news|(?:is|are|was|were) fine|(?:was|were) (?:there|here) before|(?:been |is |are )?fixed (?:now|since|already)|already (?:checked|ruled out|sorted|fixed|handled|looked at|been through)|ruled out|been through (?:those|them|that|it)|nothing to do with|not (?:the|a) (?:issue|problem|cause)|(?:a |the )?known (?:issue|problem|bug)|(?:can|may|could|should) skip|skip (?:those|these|them|that|it)|do(?:n['\u2019]?t| not) worry about|never mind|no need to (?:look at|check|worry about))\b/i;

/** Clause boundaries: sentence ends, commas, semicolons, colons, dashes, line breaks and a `but`. */
const CLAUSE_END = /[.!?;,:\u2014\u2013\n]+(?:\s+|$)|\s+[\u2014\u2013-]\s+|\s+but\s+/gi;

/**
 * Words a clause that points back holds besides its dismissal: pronouns and fillers (`ignore those`,
 * `that part is fine`, `so ignore anything that happened there`, `you can ignore it`), words that
 * only judge what it points at (`that was planned`, `that's expected`), and the nouns any output's
 * items go by (`so ignore those entries`, `skip those lines`).
 */
const POINTING = new Set(
  (
    'so and but then it its that this those these them they there here part parts bit bits stuff anything everything one ones happened i we you ve ive weve has have been is are was were just all of ' +
    'can may could should s thats ' +
    'planned expected intended intentional scheduled normal known fine ok okay ' +
    'entry entries line lines message messages event events record records row rows item items'
  ).split(' '),
);

/** A char span `[start, end)` of the request. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Whether the char at `at` lies in one of `spans`. */
export function inSpans(at: number, spans: readonly Span[]): boolean {
  return spans.some((span) => at >= span.start && at < span.end);
}

/**
 * The clauses of `request` that dismiss what they name (`DISMISSAL`), as spans: a clause with a
 * dismissal, and the clause before one whose other words only point back at it (`ignore those`),
 * with the clauses between that only point back too (`that's expected, ignore it`).
 * A question's own clause is never dismissed (one that ends with `?`).
 */
export function dismissedClauses(request: string): Span[] {
  const clauses: (Span & { question: boolean })[] = [];
  let start = 0;
  for (const end of request.matchAll(CLAUSE_END)) {
    clauses.push({ start, end: end.index, question: end[0].includes('?') });
    start = end.index + end[0].length;
  }
  if (start < request.length) clauses.push({ start, end: request.length, question: false });
  const dismissed = new Set<Span>();
  clauses.forEach((clause, i) => {
    const text = request.slice(clause.start, clause.end);
    if (clause.question || !DISMISSAL.test(text)) return;
    dismissed.add(clause);
    if (!pointsBack(text)) return;
    // Back to the clause it points at: past clauses that only point back too (`that's expected`).
    for (let j = i - 1; j >= 0 && !clauses[j]!.question; j--) {
      dismissed.add(clauses[j]!);
      if (!pointsBack(request.slice(clauses[j]!.start, clauses[j]!.end))) break;
    }
  });
  return [...dismissed].sort((a, b) => a.start - b.start).map(({ start, end }) => ({ start, end }));
}

/** True when `clause` holds nothing but a dismissal and words that point back (`ignore those`, `that's expected`). */
function pointsBack(clause: string): boolean {
  const rest = clause.replace(DISMISSAL, ' ');
  return (rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).every((word) => POINTING.has(word));
}
