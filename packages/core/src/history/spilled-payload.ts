import { DEFAULT_READ_LIMIT } from '../defaults.js';
import { spillHeader } from '../messages/index.js';
import type { StubSize } from '../messages/history.js';

/** A spill notice's header as `spillHeader` writes it, with the size and the quoted handle captured. */
const HEADER = (() => {
  const sample = spillHeader('HANDLE', { chars: 1_001 }, DEFAULT_READ_LIMIT);
  const start = sample.slice(0, sample.indexOf('1,001'));
  const middle = sample.slice(sample.indexOf('1,001') + '1,001 chars'.length, sample.indexOf("'HANDLE'"));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(start)}(\\d{1,3}(?:,\\d{3})*) (chars|bytes \\(binary\\))${escape(middle)}'((?:[^'\\\\\\n]|\\\\.)*)'`);
})();

/** The payload a spill notice stands for: its handle and its size, read from the notice's header. */
export interface SpilledPayload {
  readonly handle: string;
  readonly size: StubSize;
}

/**
 * The handle and size a spill notice (`[Tool output too large (12,345 chars); stored to handle 'h'. ...]`)
 * names in its first line, or undefined for any other text (a notice of a sandbox store, which names
 * a file, included). Quoted handles are unescaped (`\'` -> `'`); a handle the notice cut (over 200
 * chars) is not returned.
 */
export function spilledPayload(text: string): SpilledPayload | undefined {
  const match = HEADER.exec(text.slice(0, 1_000));
  if (!match) return undefined;
  const [, count, unit, quoted] = match;
  if (quoted!.endsWith('...')) return undefined;
  const handle = quoted!.replace(/\\(.)/g, '$1');
  const size = Number(count!.replaceAll(',', ''));
  return { handle, size: unit === 'chars' ? { chars: size } : { bytes: size } };
}
