import type { PageableJson } from './pageable-json.js';
import { pageableJson } from './pageable-json.js';
import { pageableXml } from './pageable-xml.js';

/**
 * How a spill stores a string on one line that is a document: one JSON document laid out as a
 * structured value is (`pageableJson`), one XML document an element a line (`pageableXml`); else
 * undefined, and the string is stored as it is.
 */
export function pageableLayout(text: string): PageableJson | undefined {
  return pageableJson(text) ?? pageableXml(text);
}
