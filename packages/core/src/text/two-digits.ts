/** `n` (0 to 99) in two digits: `07`, `42`. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}
