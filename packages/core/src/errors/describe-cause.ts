import { scrubHostPaths } from './scrub-host-paths.js';

/**
 * The first line of an error's message (its name when the message is empty), host paths replaced
 * by `<path>` (see `scrubHostPaths`), at most 200 characters: the one place an error becomes a
 * reason (a warning, a fallback reason on a span, the message of a `StoreError` that wraps it).
 */
export function describeCause(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message || error.name : String(error);
  } catch {
    text = 'an error that cannot be read';
  }
  return scrubHostPaths(text.split('\n')[0] ?? '').slice(0, 200);
}
