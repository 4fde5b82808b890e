/**
 * Host paths an error message may name (Node's `ENOENT: no such file or directory, open '/tmp/x'`,
 * a store's own message), replaced by `<path>`: every reason the library gives (warnings, fallback
 * reasons on spans, store errors it wraps) goes through here, so none carries a host path.
 */
const HOST_PATHS: readonly RegExp[] = [
  // file:///home/alice/x
  /\bfile:\/\/[^\s'"`<>()]*/gi,
  // C:\Users\alice\x, C:/Users/alice, \\server\share\x
  /\b[A-Za-z]:[\\/][^\s'"`<>]*/g,
  /\\\\[^\s'"`<>\\]+\\[^\s'"`<>]*/g,
  // '/tmp/x' and "/tmp/x", quoted whole, spaces included
  /(?<=')\/[^'\n]*(?=')/g,
  /(?<=")\/[^"\n]*(?=")/g,
  // ~/x and /tmp/x, /x, unquoted: a slash no word, dot, colon or slash comes before
  /(?<![\w.:/~\\-])~?\/[\w.@%+=,~-][^\s'"`<>()]*/g,
];

/** `text` with every host path in it replaced by `<path>`. */
export function scrubHostPaths(text: string): string {
  let scrubbed = text;
  for (const pattern of HOST_PATHS) scrubbed = scrubbed.replace(pattern, '<path>');
  return scrubbed;
}
