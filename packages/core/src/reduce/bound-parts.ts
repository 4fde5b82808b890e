import type { Action } from '../actions/action.js';
import type { Band } from './bands.js';
import { selectBand } from './bands.js';
import type { Budget } from '../measure/budget.js';
import { budgetLimit } from '../measure/budget.js';
import { budgetedAction } from '../budget/budgeted-action.js';
import { CHARS_PER_TOKEN, MAX_IMAGE_PART_BYTES } from '../defaults.js';
import { fromBase64 } from '../text/from-base64.js';
import { isImageOfType, namesImage } from '../text/image-bytes.js';
import { contentPartBoundary, fieldBoundary, contentPartRef, parsedPartForm, repeatedFieldLine } from '../messages/index.js';
import type { Shape } from '../prepare/model-output.js';
import { outputBound } from '../actions/output-bound.js';
import type { Payload } from '../prepare/payload.js';
import type { Reduction } from '../actions/reduction.js';
import { compactJson, indentedJson } from '../prepare/serialize.js';
import { indentedLayout } from '../text/pageable-json.js';
import { pageableLayout } from '../text/pageable-layout.js';
import { toBase64 } from '../text/to-base64.js';

/** What the reducer lends `boundParts`: its bands for the result, its measure and its two ways of running actions. */
export interface PartsKit {
  /** The result's bands, largest `over` first. */
  readonly list: readonly Band[];
  /** The call's budget, when it has one. */
  readonly budget: Budget | undefined;
  /** Size of a text in the reducer's unit (chars, or tokens with `overTokens`). */
  size(text: string): number;
  /** Size of a text in the budget's unit. */
  budgetSize(text: string): number;
  /** True with `overTokens` (media chars then count a token per 4). */
  readonly overTokens: boolean;
  /** The reducer's reference tools (its spill notices carry the hint, counted in the bound). */
  readonly referenceTools: readonly string[];
  /** Reduces a text as `reduce` reduces a string (its own band, the budget); `spillText` is what a spill stores. */
  reduceText(text: string, spillText: () => string, budget: Budget | undefined): Promise<Reduction>;
  /** Runs `action`'s chain on `payload` whatever its size, ending in the last resort. */
  force(payload: Payload, action: Action, budget: Budget | undefined): Promise<Reduction>;
}

/** One piece of what the model reads. */
type Piece =
  | { readonly kind: 'text'; readonly index: number; readonly text: string; readonly spill: string }
  | { readonly kind: 'field'; readonly name: string; readonly text: string; readonly spill: string }
  | {
      readonly kind: 'media';
      readonly index: number;
      readonly mediaType: string;
      readonly bytes: Uint8Array;
      /** Chars of its data as sent (base64). */
      readonly chars: number;
      /** An image that parses as the type it names and fits `MAX_IMAGE_PART_BYTES`: sent as it is, never counted. */
      readonly kept: boolean;
      /** It names an image but is not kept: never sent as media, whatever its size. */
      readonly badImage: boolean;
    };

/** The outcome of `boundParts`: the output, and what the reducer reports. */
export interface PartsOutcome extends Omit<Reduction, 'output'> {
  readonly output: unknown;
}

/**
 * Bounds a result made of parts (a `content` output, a `CallToolResult`), measuring what the model
 * is sent: the text parts, every other part as its JSON, and the other fields as their JSON, joined
 * in order into one text; media by their data. Images that parse as the type they name and fit
 * `MAX_IMAGE_PART_BYTES` are sent as they are and not counted.
 *
 * - Below every band and budget, the result is left as it is, except an image part that does not
 *   parse or is too large: it is always spilled as binary and replaced by its notice.
 * - Reaching a band (or over the budget): every media part that is not kept is spilled as binary
 *   and replaced by its notice; the joined text is reduced by its own band, and when it is, one
 *   text part holds the result where the first text (or other) part was, and the fields go (they
 *   are in the spill).
 * - Whatever came out is measured again as sent; over the band's bound (or the budget), the whole
 *   result is spilled as one text and replaced by one notice: no shape passes more than its bound.
 */
export async function boundParts(shape: Extract<Shape, { kind: 'parts' }>, kit: PartsKit): Promise<PartsOutcome> {
  const pieces = piecesOf(shape);
  const texts = pieces.filter((piece) => piece.kind !== 'media');
  const media = pieces.filter((piece): piece is Extract<Piece, { kind: 'media' }> => piece.kind === 'media');
  const joined = join(texts, shape.parts.length, 'text');
  // What is sent: inside JSON (a `json` output), the whole record as its JSON, media and all.
  const sent = shape.sentAsJson ? jsonOf({ ...shape.fields, content: shape.parts }) : joined;
  const mediaChars = media.reduce((sum, piece) => sum + (piece.kept ? 0 : piece.chars), 0);
  const total = kit.size(sent) + (kit.overTokens ? Math.ceil(mediaChars / CHARS_PER_TOKEN) : mediaChars);
  const band = selectBand(kit.list, total);
  const overBudget = kit.budget !== undefined && kit.budgetSize(sent) + mediaChars > budgetLimit(kit.budget).limit;
  const bad = media.filter((piece) => piece.badImage);
  const sized = { originalSize: total, unit: kit.overTokens ? 'tokens' : 'chars', ...(kit.budget ? { budget: kit.budget } : {}) } as const;
  if (!band && !overBudget && bad.length === 0) return { output: undefined, reduced: false, ...sized, fallbacks: [] };

  // Media that cannot go out as they are: spilled as binary, each replaced by its notice.
  const forced = budgetedAction(band, kit.list, true) as Action;
  const replaced = new Map<number, string>();
  const fallbacks: Reduction['fallbacks'][number][] = [];
  let handle: string | undefined;
  for (const piece of media) {
    if (piece.kept || (!piece.badImage && !band && !overBudget)) continue;
    const reduction = await kit.force({ kind: 'binary', bytes: piece.bytes }, forced, undefined);
    replaced.set(piece.index, String(reduction.output));
    fallbacks.push(...reduction.fallbacks);
    handle ??= reduction.handle;
  }

  // The text: reduced by its own band, with the room the media notices leave of the budget.
  let text: Reduction | undefined;
  if (band || overBudget) {
    const notices = [...replaced.values()].reduce((sum, notice) => sum + kit.budgetSize(notice), 0);
    const budget = kit.budget && shrink(kit.budget, notices);
    text = await kit.reduceText(joined, () => join(texts, shape.parts.length, 'spill'), budget);
    fallbacks.push(...text.fallbacks);
  }
  const textReduced = text !== undefined && text.reduced;
  if (replaced.size === 0 && !textReduced && withinBound(shape.parts, shape, false, band, kit)) {
    return { output: undefined, reduced: false, ...sized, fallbacks };
  }
  const first = texts.find((piece): piece is Extract<Piece, { kind: 'text' }> => piece.kind === 'text')?.index;
  const parts: unknown[] = [];
  if (textReduced && first === undefined) parts.push({ type: 'text', text: text!.output });
  shape.parts.forEach((part, index) => {
    const notice = replaced.get(index);
    if (notice !== undefined) parts.push({ type: 'text', text: notice });
    else if (!textReduced || pieces.some((piece) => piece.kind === 'media' && piece.index === index)) parts.push(part);
    else if (index === first) parts.push(textPartWith(part, String(text!.output)));
  });

  // What the text's reduction reports (its action, handle, picked lines, usage), else a media spill's.
  const reported = textReduced ? text! : undefined;
  const action = reported?.action ?? (replaced.size > 0 ? ('spill' as const) : undefined);
  const shownHandle = reported?.handle ?? handle;
  const outcome: PartsOutcome = {
    output: shape.rebuild(parts, !textReduced),
    reduced: true,
    ...(action ? { action } : {}),
    ...(shownHandle ? { handle: shownHandle } : {}),
    ...(reported?.picked ? { picked: reported.picked } : {}),
    ...(reported?.usage ? { usage: reported.usage } : {}),
    ...sized,
    fallbacks,
  };
  if (withinBound(parts, shape, textReduced, band, kit)) return outcome;

  // Still over: the whole result as one text, one notice.
  const everything = [...texts, ...media.filter((piece) => !piece.kept).map(asText)];
  const whole = join(everything, shape.parts.length, 'text');
  const collapsed = await kit.force(
    { kind: 'text', text: whole, structured: false, original: whole, spillText: () => join(everything, shape.parts.length, 'spill') },
    forced,
    kit.budget,
  );
  const keptMedia = shape.parts.filter((_, index) => media.some((piece) => piece.index === index && piece.kept));
  return {
    output: shape.rebuild([{ type: 'text', text: String(collapsed.output) }, ...keptMedia], false),
    reduced: true,
    ...(collapsed.action ? { action: collapsed.action } : {}),
    ...(collapsed.handle ? { handle: collapsed.handle } : {}),
    ...sized,
    fallbacks: [...fallbacks, ...collapsed.fallbacks],
  };
}

/** True when the parts (and the fields, when kept) as sent fit the band's bound and the budget. */
function withinBound(
  parts: readonly unknown[],
  shape: Extract<Shape, { kind: 'parts' }>,
  textReduced: boolean,
  band: Band | undefined,
  kit: PartsKit,
): boolean {
  const fields = textReduced ? {} : shape.fields;
  const sent = shape.sentAsJson ? jsonOf({ ...fields, content: parts }) : sentText(parts, fields);
  const size = kit.size(sent);
  const smallest = kit.list[kit.list.length - 1]?.over ?? Number.POSITIVE_INFINITY;
  // The band the result reached, or the one what came out reaches (notices of images that did not parse, say).
  const reached = band ?? selectBand(kit.list, size);
  const bound = reached ? Math.max(smallest - 1, outputBound(reached.action, kit.referenceTools).chars) : Number.POSITIVE_INFINITY;
  if (size >= smallest && sent.length > bound) return false;
  return kit.budget === undefined || kit.budgetSize(sent) <= budgetLimit(kit.budget).limit;
}

/**
 * What the model is sent of parts and fields, as `outputChars` measures a parts record: text parts'
 * text, other parts as JSON, kept images left out, then the fields as the JSON members they are
 * sent as (their names too). Measured otherwise (values alone, a newline between pieces), a result
 * with a long unknown field passed here and came out 2 chars over its bound by `outputChars`.
 */
function sentText(parts: readonly unknown[], fields: Readonly<Record<string, unknown>>): string {
  const texts: string[] = [];
  for (const part of parts) {
    const piece = pieceOf(part, 0);
    if (piece.kind === 'text') texts.push(piece.text);
    else if (piece.kind === 'media' && !piece.kept) texts.push(jsonOf(part));
  }
  const json = Object.keys(fields).length > 0 ? jsonOf(fields) : '';
  const members = json.startsWith('{') ? json.slice(1, -1) : json;
  return texts.join('') + members;
}

/** The budget less `used` (at least 0). */
function shrink(budget: Budget, used: number): Budget {
  return 'tokens' in budget ? { tokens: Math.max(0, budget.tokens - used) } : { chars: Math.max(0, budget.chars - used) };
}

/** `part` (a text part) holding `text`, its other fields kept; any other part becomes a text part. */
function textPartWith(part: unknown, text: string): unknown {
  const record = part as { type?: unknown; text?: unknown };
  return record.type === 'text' && typeof record.text === 'string' ? { ...record, text } : { type: 'text', text };
}

/**
 * The pieces of a result: its parts, then its fields. A field is measured as its JSON; it is
 * stored as indented JSON, or, when it is made only of the result's texts, as one line naming
 * its form (`repeatedFieldLine`), so a spill holds each text once and pages by its lines.
 */
function piecesOf(shape: Extract<Shape, { kind: 'parts' }>): Piece[] {
  const pieces: Piece[] = shape.parts.map((part, index) => pieceOf(part, index, shape.sentAsJson));
  /** Each text a part carries, to its part number (the first part that carries it). */
  const texts = new Map<string, number>();
  shape.parts.forEach((part, index) => {
    const text = partText(part);
    if (text !== undefined && !texts.has(text)) texts.set(text, index + 1);
  });
  for (const name of Object.keys(shape.fields)) {
    const value = shape.fields[name];
    const text = jsonOf(value);
    const spill = once(() => {
      const form = repeatedForm(value, text, texts);
      return form === undefined ? pageableIndented(value) : repeatedFieldLine(form);
    });
    pieces.push({
      kind: 'field',
      name,
      text,
      get spill() {
        return spill();
      },
    });
  }
  return pieces;
}

/** The text a part carries: a text part's, or an embedded text resource's; else undefined. */
function partText(part: unknown): string | undefined {
  const record = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
  if (record.type === 'text' && typeof record.text === 'string') return record.text;
  const resource = record.type === 'resource' ? (record.resource as Record<string, unknown> | null | undefined) : undefined;
  return typeof resource === 'object' && resource !== null && typeof resource.text === 'string' ? resource.text : undefined;
}

/** Where part K's text stands in a form: the string `\u0000<K>\u0000`, which `JSON.stringify` writes as `"\u0000<K>\u0000"` (a key is followed by `:`). */
const PART_REF = /"\\u0000(\d+)\\u0000"(?!:)/g;

/**
 * The form of a field made only of the result's texts, exact enough to rebuild it from them:
 * `<content part K> parsed as JSON` when its JSON is part K's text as JSON (compact, or as the
 * server indented it); its JSON with `<content part K>` in place of each string when every string
 * in it is a text whole and it holds nothing but objects, arrays and such strings. Else undefined.
 */
function repeatedForm(value: unknown, json: string, texts: ReadonlyMap<string, number>): string | undefined {
  if (texts.size === 0) return undefined;
  for (const [text, part] of texts) {
    if (text === json) return parsedPartForm(part);
    const first = text.trimStart()[0];
    if ((first === '{' || first === '[') && text.length >= json.length && sameJson(text, json)) return parsedPartForm(part);
  }
  const seen = new Set<object>();
  const onlyTexts = (node: unknown): boolean => {
    if (typeof node === 'string') return texts.has(node);
    if (typeof node !== 'object' || node === null || seen.has(node)) return false;
    seen.add(node);
    const proto: unknown = Object.getPrototypeOf(node);
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false;
    return Object.values(node).every(onlyTexts);
  };
  if (typeof value !== 'object' || value === null || !onlyTexts(value)) return undefined;
  const marked = JSON.stringify(value, (_key, node: unknown) => (typeof node === 'string' ? `\u0000${texts.get(node)}\u0000` : node));
  return marked.replace(PART_REF, (_match, part: string) => contentPartRef(Number(part)));
}

/** True when `text` is JSON whose compact form is `json`. */
function sameJson(text: string, json: string): boolean {
  try {
    return jsonOf(JSON.parse(text)) === json;
  } catch {
    return false;
  }
}

/**
 * A part as a piece: a text part's text, a part carrying bytes with a media type as media,
 * anything else as its JSON. An embedded text resource is measured as its JSON and stored as its
 * JSON without the text, then the text, so a spill pages by the text's own lines.
 */
function pieceOf(part: unknown, index: number, insideJson = false): Piece {
  const record = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
  if (record.type === 'text' && typeof record.text === 'string') {
    const text = record.text;
    return textPiece(index, text, () => pageableText(text));
  }
  const embedded = partText(record);
  if (embedded !== undefined) {
    const { text: _text, ...resource } = record.resource as Record<string, unknown>;
    return textPiece(index, jsonOf(part), () => `${jsonOf({ ...record, resource })}\n${pageableText(embedded)}`);
  }
  const media = mediaOf(record);
  if (media) {
    const image = namesImage(media.mediaType);
    // Inside JSON an image is not sent as an image, only as its base64: never exempt, and never refused by a provider.
    const kept = !insideJson && image && media.bytes.byteLength <= MAX_IMAGE_PART_BYTES && isImageOfType(media.bytes, media.mediaType);
    return {
      kind: 'media',
      index,
      mediaType: media.mediaType,
      bytes: media.bytes,
      chars: media.chars,
      kept,
      badImage: !insideJson && image && !kept,
    };
  }
  return textPiece(index, jsonOf(part), () => pageableIndented(part));
}

/** A text piece whose stored form is made only when the result is spilled. */
function textPiece(index: number, text: string, make: () => string): Piece {
  const spill = once(make);
  return {
    kind: 'text',
    index,
    text,
    get spill() {
      return spill();
    },
  };
}

/** `make`, run on the first call only: a piece's stored form is made only when the result is spilled, and once. */
function once(make: () => string): () => string {
  let made: string | undefined;
  return () => (made ??= make());
}

/** A value's indented JSON as a spill stores it: small objects and arrays on one line, its long strings of several lines as text blocks. */
function pageableIndented(value: unknown): string {
  return indentedLayout(safe(indentedJson, value)).text;
}

/** A text as a spill stores it: a one-line JSON or XML document laid out to page by lines, anything else as it is. */
function pageableText(text: string): string {
  return pageableLayout(text)?.text ?? text;
}

/** A media piece as text (its part's JSON), for the whole-result spill. */
function asText(piece: Extract<Piece, { kind: 'media' }>): Piece {
  const json = `{"type":"media","mediaType":${JSON.stringify(piece.mediaType)},"base64":"${toBase64(piece.bytes)}"}`;
  return { kind: 'text', index: piece.index, text: json, spill: json };
}

/**
 * The bytes and media type a part carries, wherever MCP and the AI SDK put them: `data` (base64 or
 * bytes) or `data: { type: 'data', data }` (AI SDK 7), with `mediaType` or `mimeType`. Undefined for
 * a part without both, or whose data is not base64.
 */
function mediaOf(record: Record<string, unknown>): { mediaType: string; bytes: Uint8Array; chars: number } | undefined {
  const mediaType =
    typeof record.mediaType === 'string' ? record.mediaType : typeof record.mimeType === 'string' ? record.mimeType : undefined;
  if (mediaType === undefined) return undefined;
  let data: unknown = record.data;
  if (typeof data === 'object' && data !== null && !ArrayBuffer.isView(data) && !(data instanceof ArrayBuffer)) {
    const tagged = data as { type?: unknown; data?: unknown };
    if (tagged.type !== 'data') return undefined;
    data = tagged.data;
  }
  if (typeof data === 'string') {
    const bytes = fromBase64(data);
    return bytes ? { mediaType, bytes, chars: data.length } : undefined;
  }
  if (data instanceof ArrayBuffer) data = new Uint8Array(data);
  if (ArrayBuffer.isView(data)) {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return { mediaType, bytes, chars: Math.ceil(bytes.byteLength / 3) * 4 };
  }
  return undefined;
}

/** The pieces joined as the model reads them (`text`) or as a spill stores them (`spill`): each after the first behind its boundary line. */
function join(pieces: readonly Piece[], total: number, which: 'text' | 'spill'): string {
  let out = '';
  pieces.forEach((piece, i) => {
    if (piece.kind === 'media') return;
    const body = piece[which];
    if (i === 0) out = body;
    else out += `\n${piece.kind === 'field' ? fieldBoundary(piece.name) : contentPartBoundary(piece.index + 1, total)}\n${body}`;
  });
  return out;
}

function jsonOf(value: unknown): string {
  return safe(compactJson, value);
}

/** A serializer's text, or `null` when it throws (the built-in ones never do). */
function safe(serialize: (value: unknown) => string, value: unknown): string {
  try {
    return serialize(value);
  } catch {
    return 'null';
  }
}
