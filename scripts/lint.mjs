// Checks the rules a type checker does not: the core never imports `ai`, nor a Node built-in
// statically (its main entry must load in an edge runtime; FileStore imports `node:fs` lazily), and
// no source file outside tests declares `any` in a public signature.
// Usage: node scripts/lint.mjs <package dir>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? '.';
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const problems = [];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) && !path.includes(`${join('src', 'test')}`)) yield path;
  }
}

for (const file of sourceFiles(join(root, 'src'))) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const where = `${relative(root, file)}:${i + 1}`;
    if (pkg.name === '@output-limits/core' && /from ['"](ai|ai\/.*|@ai-sdk\/.*)['"]/.test(line)) {
      problems.push(`${where}: the core must not import the AI SDK`);
    }
    if (pkg.name === '@output-limits/core' && /^\s*(import|export)\b.*from ['"]node:/.test(line)) {
      problems.push(`${where}: the core must not import a Node built-in statically (use await import() inside the function)`);
    }
    if (/^export .*[:<,(]\s*any\b/.test(line)) problems.push(`${where}: 'any' in an exported signature`);
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`lint: ${pkg.name} ok`);
