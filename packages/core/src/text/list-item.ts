/** Whether a line opens an item of a list: a bracket alone (a JSON array's object), or a YAML `- ` item. */
export function opensItem(text: string): boolean {
  const item = text.trim();
  return item === '{' || item === '[' || item === '-' || item.startsWith('- ');
}

/** Whether a line opens an item of a list for certain: a YAML `- ` item, or a bracket alone under a line (`list`) that opens a JSON array. */
export function isListItem(text: string, list: string | undefined): boolean {
  const item = text.trim();
  if (item === '-' || item.startsWith('- ')) return true;
  return opensItem(text) && list !== undefined && list.trimEnd().endsWith('[');
}
