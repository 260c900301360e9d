// Counts the runtime exports of each entry and the names exported from two entries.
const root = process.argv[2] ?? '/work/wt/api';
const entries: Record<string, string> = {
  '@site/core': 'packages/core/src/index.ts',
  '@site/core/sportsbook': 'packages/core/src/entries/sportsbook.ts',
  '@site/core/casino': 'packages/core/src/entries/casino.ts',
  '@site/core/account': 'packages/core/src/entries/account.ts',
  '@site/core/shell': 'packages/core/src/entries/shell.ts',
  '@site/core/full': 'packages/core/src/entries/full.ts',
  '@site/core/testing': 'packages/core/src/testing/index.ts',
};
const homes = new Map<string, string[]>();
let modular = 0;
for (const [name, file] of Object.entries(entries)) {
  const mod = await import(`${root}/${file}`);
  const keys = Object.keys(mod);
  console.log(`${name.padEnd(24)} ${keys.length}`);
  if (name.endsWith('/full') || name.endsWith('/testing')) continue;
  modular += keys.length;
  for (const key of keys) homes.set(key, [...(homes.get(key) ?? []), name]);
}
console.log(`root + module entries     ${modular}`);
for (const [key, where] of homes)
  if (where.length > 1) console.log(`two homes: ${key} ${where.join(' ')}`);
if (process.argv[3] === 'leaks') {
  for (const [key, where] of homes)
    if (/STORAGE|Schema$|schema$|_KEY/.test(key)) console.log(`leak? ${key} ${where.join(' ')}`);
}
if (process.argv[3] === 'unused') {
  const { execSync } = await import('node:child_process');
  for (const [key, where] of homes) {
    let hits = '';
    try {
      hits = execSync(
        `grep -rlw --include=*.ts --include=*.tsx --include=*.vue --include=*.html -e '${key.replace('$', '\\$')}' packages/react/src packages/dev-server/src examples tests docs README.md --include=*.md`,
        { cwd: root, encoding: 'utf8' },
      );
    } catch {}
    if (!hits.trim()) console.log(`unused outside core: ${key} ${where.join(' ')}`);
  }
}
