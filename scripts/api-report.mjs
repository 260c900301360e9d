// The API report: one file per entry point of @site/core, @site/react and @site/dev-server
// under api/, listing every exported name with its declaration (comments left out). The test
// command runs `node scripts/api-report.mjs --check`: a surface change without an updated
// report fails. `pnpm api:report` rewrites the files. One TypeScript program over the source
// entries (what the published .d.ts files are built from), so it takes seconds, and the output
// is sorted and free of machine paths, so it is the same on every machine. A name whose
// declaration carries a TSDoc `@internal` tag (exported for this repo's own packages and tests,
// not for integrators: docs/architecture.md, API convention) is listed apart, with the tag's
// reason, so a reviewer sees which part of the surface integrators may rely on.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const reportDir = join(root, 'api');
const PACKAGES = ['packages/core', 'packages/react', 'packages/dev-server'];

/** Every entry of a package whose `exports` points at TypeScript source. */
function entriesOf(packageDir) {
  const manifest = JSON.parse(readFileSync(join(root, packageDir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const types = typeof target === 'string' ? target : target.types;
    if (!types?.endsWith('.ts')) continue;
    const name = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
    entries.push({ name, file: join(root, packageDir, types) });
  }
  return entries;
}

const entries = PACKAGES.flatMap(entriesOf);
const tsconfig = ts.getParsedCommandLineOfConfigFile(
  join(root, 'packages/react/tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
const program = ts.createProgram({
  rootNames: entries.map((entry) => entry.file),
  options: { ...tsconfig.options, noEmit: true, composite: false, incremental: false },
});
const checker = program.getTypeChecker();
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** `import("/abs/path/file")` → `import("packages/…/file")`: no machine path in the report. */
const portable = (text) =>
  text.replace(/import\("([^"]+)"\)/g, (_, path) =>
    path.startsWith('/') ? `import("${relative(root, path)}")` : `import("${path}")`,
  );
const typeText = (type, at) => portable(checker.typeToString(type, at, FLAGS));

/** The reason given by an `@internal` tag on the declaration, or undefined when it has none. */
function internalReason(declaration) {
  if (!declaration) return undefined;
  const tag = ts.getJSDocTags(declaration).find((each) => each.tagName.text === 'internal');
  if (!tag) return undefined;
  const reason = ts.getTextOfJSDocComment(tag.comment)?.replace(/\s+/g, ' ').trim();
  if (!reason)
    throw new Error(`@internal on ${declaration.getText().slice(0, 60)} gives no reason`);
  return reason;
}

function describe(name, symbol, at) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target.declarations?.[0];
  const internal = internalReason(declaration);
  const isValue = (target.flags & ts.SymbolFlags.Value) !== 0;
  const lines = [];
  if (
    declaration &&
    (ts.isInterfaceDeclaration(declaration) ||
      ts.isTypeAliasDeclaration(declaration) ||
      ts.isEnumDeclaration(declaration))
  ) {
    lines.push(
      portable(
        printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile()),
      ),
    );
  }
  if (target.flags & ts.SymbolFlags.Function) {
    const type = checker.getTypeOfSymbolAtLocation(target, at);
    for (const signature of type.getCallSignatures()) {
      lines.push(`function ${name}${portable(checker.signatureToString(signature, at, FLAGS))};`);
    }
  } else if (target.flags & ts.SymbolFlags.Class) {
    const instance = checker.getDeclaredTypeOfSymbol(target);
    const members = checker
      .getPropertiesOfType(instance)
      .filter((member) => !member.name.startsWith('#') && !member.name.startsWith('__'))
      .map(
        (member) =>
          `  ${member.name}: ${typeText(checker.getTypeOfSymbolAtLocation(member, at), at)};`,
      );
    const constructorType = checker.getTypeOfSymbolAtLocation(target, at);
    const constructors = constructorType
      .getConstructSignatures()
      .map(
        (signature) => `  constructor${portable(checker.signatureToString(signature, at, FLAGS))};`,
      );
    lines.push(`class ${name} {`, ...constructors, ...members.sort(), '}');
  } else if (target.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Property)) {
    lines.push(`const ${name}: ${typeText(checker.getTypeOfSymbolAtLocation(target, at), at)};`);
  } else if (lines.length === 0) {
    lines.push(
      `${isValue ? 'const' : 'type'} ${name}: ${typeText(checker.getDeclaredTypeOfSymbol(target), at)};`,
    );
  }
  // An alias names the exported name when the declaration was renamed on export.
  const declared = target.getName();
  if (declared !== name && declared !== 'default') lines.unshift(`// exported as ${name}`);
  return { isValue, internal, text: lines.join('\n') };
}

function report(entry) {
  const source = program.getSourceFile(entry.file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Cannot read ${entry.file}`);
  const exported = checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => ({ name: symbol.getName(), ...describe(symbol.getName(), symbol, source) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const internal = exported.filter((item) => item.internal);
  const values = exported.filter((item) => item.isValue && !item.internal);
  const types = exported.filter((item) => !item.isValue && !item.internal);
  const block = (items) =>
    items
      .map((item) =>
        [
          `### ${item.name}`,
          ...(item.internal
            ? [`Internal (${item.isValue ? 'runtime' : 'type'}): ${item.internal}`]
            : []),
          `\`\`\`ts\n${item.text}\n\`\`\``,
        ].join('\n\n'),
      )
      .join('\n\n');
  const internalSection = internal.length
    ? [
        '## Internal',
        '',
        'Exported for the packages and tests of this repository, not for integrators: no',
        'compatibility promise (docs/architecture.md, API convention).',
        '',
        block(internal),
        '',
      ]
    : [];
  return [
    `# API report: \`${entry.name}\``,
    '',
    `Generated by \`pnpm api:report\` from \`${relative(root, entry.file)}\`; do not edit by hand.`,
    `Runtime exports: ${values.length}. Type-only exports: ${types.length}. Internal: ${internal.length}.`,
    '',
    '## Runtime exports',
    '',
    block(values),
    '',
    '## Types',
    '',
    block(types),
    '',
    ...internalSection,
  ].join('\n');
}

const fileOf = (entry) =>
  join(reportDir, `${entry.name.replace(/^@/, '').replaceAll('/', '__')}.api.md`);
const expected = new Map(entries.map((entry) => [fileOf(entry), report(entry)]));
const update = process.argv.includes('--update');

if (update) {
  rmSync(reportDir, { recursive: true, force: true });
  for (const [file, text] of expected) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`API report written: ${expected.size} entries in ${relative(root, reportDir)}/`);
} else {
  const stale = [];
  for (const [file, text] of expected) {
    let current;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = undefined;
    }
    if (current !== text) stale.push(relative(root, file));
  }
  let present = [];
  try {
    present = readdirSync(reportDir).map((name) => join(reportDir, name));
  } catch {
    // no report yet: every entry is stale
  }
  for (const file of present)
    if (!expected.has(file)) stale.push(`${relative(root, file)} (no such entry)`);
  if (stale.length > 0) {
    console.error(
      `The public API changed without its report. Run \`pnpm api:report\`, review the diff and commit it:\n  ${stale.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`API report up to date (${expected.size} entries).`);
}
