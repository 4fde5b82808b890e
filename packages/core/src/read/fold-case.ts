/**
 * Lower-cases `text` for a case-insensitive literal search, keeping every char at its index: a char
 * whose lower case is longer (`İ`) stays as it is, and a final sigma is folded like any sigma.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower.includes('ς') ? lower.replaceAll('ς', 'σ') : lower;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const folded = char.toLowerCase();
    out += folded.length === 1 ? (folded === 'ς' ? 'σ' : folded) : char;
  }
  return out;
}
