/**
 * Words a request and a tool's output use for the same thing: a question asks what was "deleted"
 * where a plan says "destroyed", what "ran out of memory" where a kernel says "OOM". Each group
 * holds stems, as `requestTerms` makes them (a stem matches any word it starts): a request word
 * whose stem starts with one of a group brings the others as terms. Kept to the verbs and nouns of
 * operations output, where a paraphrase is common and the words are rare in unrelated lines.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['delet', 'destroy', 'remov', 'drop', 'purg', 'eras', 'evict'],
  ['creat', 'provision', 'insert', 'spawn'],
  ['updat', 'chang', 'modif', 'replac'],
  ['stop', 'kill', 'terminat', 'shut', 'halt'],
  ['start', 'launch', 'boot'],
  ['restart', 'reboot', 'reload'],
  ['fail', 'crash', 'abort', 'panic', 'broke'],
  ['slow', 'latenc', 'delay', 'timeout'],
  ['deny', 'deni', 'forbid', 'reject', 'refus', 'unauthori'],
  ['memor', 'oom', 'heap'],
  ['disk', 'storage', 'volume', 'space', 'enospc'],
  ['keep', 'retain', 'retent', 'ttl'],
  ['remain', 'left'],
  ['expir', 'stale', 'outdat'],
  ['duplicat', 'repeat'],
  ['hang', 'stuck', 'freez', 'frozen', 'deadlock', 'held', 'jam'],
  ['url', 'uri', 'endpoint', 'http'],
  ['cost', 'pric', 'charg', 'bill', 'spend'],
  ['succe', 'complet', 'finish'],
  ['using', 'usag', 'used', 'utilis', 'utiliz', 'consumption'],
];

/**
 * The synonyms of `terms` (stems, as `requestTerms` gives them), in group order: the stems of every
 * group that one of `terms` starts a word with, but those one of `terms` already finds.
 */
export function termSynonyms(terms: readonly string[]): string[] {
  const have = new Set(terms);
  const added: string[] = [];
  for (const group of SYNONYM_GROUPS) {
    if (!terms.some((term) => group.some((stem) => term.startsWith(stem)))) continue;
    for (const stem of group) {
      // A term that starts the stem already finds every word the stem would.
      if (!have.has(stem) && !terms.some((term) => stem.startsWith(term))) {
        have.add(stem);
        added.push(stem);
      }
    }
  }
  return added;
}
