/** `term` as a regex source matching it in any case: `[oO][rR][dD]-48213`. */
export function caseless(term: string): string {
  let source = '';
  for (const char of term) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    const escaped = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    source += lower !== upper && lower.length === 1 && upper.length === 1 ? `[${lower}${upper}]` : escaped;
  }
  return source;
}
