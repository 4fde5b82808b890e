import type { PageableJson } from './pageable-json.js';
import { MAX_PAGEABLE_JSON_CHARS } from './pageable-json.js';

/** Spaces a laid-out element is indented by, for each element it is in. */
const INDENT = '  ';
/** Levels of indentation written, at most: deeper elements are written at this depth. */
const MAX_DEPTH = 64;

/** An HTML page's start: its doctype, or its root element after a declaration or comments. */
const HTML = /^(?:<\?[^>]*>|<!--.*?-->|\s)*<(?:!doctype\s+html|html[\s>])/i;
/** Chars of a document's start looked at for `HTML`. */
const HTML_WITHIN = 1_024;
const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const QUOTE = 34;
const APOSTROPHE = 39;
const NEWLINE = 10;

/**
 * The pageable layout of `text` when it is one XML document on a single line (whitespace around it
 * aside) whose tags abut somewhere (`...</Line><Line ...`, as minified XML, SOAP bodies and feeds
 * are written), else undefined: each tag that follows another with nothing between them starts a
 * line of its own, indented by the elements it is in, so the document pages by element as indented
 * JSON pages by field. An element with text (`<qty>12</qty>`, `<p>Hello <b>you</b></p>`) stays on
 * its line, and nothing but a line break and indentation is written between two tags that abut:
 * taking those out gives the document back. A document whose tags do not balance, or that is not
 * XML, is left as it is, and so is an HTML page (`<!doctype html>`, `<html>`): its text runs on
 * through its tags (`Trailblazer 2 Backpack</h3><p class="blurb">`), where a data document's
 * elements are records and fields.
 */
export function pageableXml(text: string): PageableJson | undefined {
  if (text.length > MAX_PAGEABLE_JSON_CHARS) return undefined;
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start += 1;
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1;
  if (text.charCodeAt(start) !== LT || text.charCodeAt(end - 1) !== GT) return undefined;
  const newline = text.indexOf('\n', start);
  if (newline !== -1 && newline < end) return undefined;
  if (HTML.test(text.slice(start, start + HTML_WITHIN))) return undefined;
  const parts: string[] = [];
  let depth = 0;
  let lineStart = start;
  let broke = false;
  for (let at = start; at < end;) {
    if (text.charCodeAt(at) !== LT) {
      const next = text.indexOf('<', at);
      if (next === -1 || next >= end) return undefined;
      at = next;
      continue;
    }
    const close = tagEnd(text, at, end);
    if (close === -1) return undefined;
    const second = text.charCodeAt(at + 1);
    const closing = second === SLASH;
    // A tag right after another starts a line: a closing one at the depth of the element it ends.
    if (at > start && text.charCodeAt(at - 1) === GT) {
      parts.push(text.slice(lineStart, at));
      parts.push(`\n${INDENT.repeat(Math.min(MAX_DEPTH, Math.max(0, closing ? depth - 1 : depth)))}`);
      lineStart = at;
      broke = true;
    }
    if (closing) {
      depth -= 1;
      if (depth < 0) return undefined;
    } else if (second !== BANG && second !== QUESTION && text.charCodeAt(close - 2) !== SLASH) depth += 1;
    at = close;
  }
  if (depth !== 0 || !broke) return undefined;
  parts.push(text.slice(lineStart, end));
  return { text: parts.join(''), kind: 'text' };
}

/**
 * Where the tag at `at` ends, past its `>`: a comment at `-->`, a CDATA section at `]]>`, a
 * processing instruction at `?>`, a declaration (`<!DOCTYPE ...>`) or an element's tag at the first
 * `>` outside a quoted attribute value; -1 when it does not end before `end`.
 */
function tagEnd(text: string, at: number, end: number): number {
  const closer = text.startsWith('<!--', at) ? '-->' : text.startsWith('<![CDATA[', at) ? ']]>' : text.startsWith('<?', at) ? '?>' : '';
  if (closer !== '') {
    const found = text.indexOf(closer, at + 2);
    return found === -1 || found + closer.length > end ? -1 : found + closer.length;
  }
  for (let i = at + 1; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === GT) return i + 1;
    if (code === LT || code === NEWLINE) return -1;
    if (code === QUOTE || code === APOSTROPHE) {
      const quoteEnd = text.indexOf(code === QUOTE ? '"' : "'", i + 1);
      if (quoteEnd === -1 || quoteEnd >= end) return -1;
      i = quoteEnd;
    }
  }
  return -1;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}
