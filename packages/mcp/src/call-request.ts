/** Longest request taken from a call's arguments, as the AI SDK wrapper takes from a user message. */
export const MAX_REQUEST_CHARS = 2_000;
/** Most argument values walked, so a call with a huge argument tree costs no more than a small one. */
const MAX_VALUES = 200;

/**
 * The request terms of an MCP tool call for the salient preview. MCP has no user message, so the
 * call's own arguments stand in for it: their string and number values (keys left out), in order,
 * joined by spaces and cut to `MAX_REQUEST_CHARS`. `read_text_file({ path: 'app.log', pattern:
 * 'timeout' })` asks for lines with `app.log` and `timeout`. Undefined when there are none.
 */
export function callRequest(args: unknown): string | undefined {
  const values: string[] = [];
  let length = 0;
  const walk = (value: unknown): void => {
    if (values.length >= MAX_VALUES || length >= MAX_REQUEST_CHARS) return;
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      if (text === '') return;
      values.push(text);
      length += text.length + 1;
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(args);
  if (values.length === 0) return undefined;
  return values.join(' ').slice(0, MAX_REQUEST_CHARS).toWellFormed();
}
