const EN_US = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Formats a count with en-US thousands separators: `12345` -> `'12,345'`. */
export function formatCount(n: number): string {
  return EN_US.format(n);
}
