/**
 * The error an entry of the core throws when one of its optional peer dependencies is not
 * installed: which entry, which package, and the command that installs it.
 */
export function missingPeer(entry: string, peer: string): string {
  return `${entry} needs ${peer}, an optional peer dependency of @output-limits/core that is not installed: run \`npm install ${peer}\` (or your package manager's equivalent).`;
}
