/** Renders a structured tool result as the text that is measured, previewed, spilled and read back. */
export type Serializer = (value: unknown) => string;

/** STUB */
export const compactJson: Serializer = (value) => JSON.stringify(value) ?? 'null';
/** STUB */
export const indentedJson: Serializer = (value) => JSON.stringify(value, null, 2) ?? 'null';
/** STUB */
export const jsonLines: Serializer = (value) => (Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join('\n') : indentedJson(value));
