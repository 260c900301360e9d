import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { DocBlock } from './doc-blocks';

/**
 * Type-checks every block as its own module in ONE TypeScript program (virtual files beside
 * the real ones, so `@site/*` resolves to the workspace sources exactly as in the packages),
 * with the repo's strict base options. Returns the problems per block id (none: absent).
 */
export function typeCheckBlocks(
  root: string,
  directory: string,
  blocks: DocBlock[],
): Map<string, string[]> {
  const configPath = join(root, 'tsconfig.base.json');
  const config = ts.readConfigFile(configPath, (path) => readFileSync(path, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  options.noEmit = true;
  options.types = ['node'];

  // `export {}` makes every block a module even without imports, so blocks never share scope.
  const virtual = new Map(
    blocks.map((block) => [join(directory, block.moduleName), `${block.code}\nexport {};\n`]),
  );
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => virtual.get(path) ?? readFile(path);
  host.fileExists = (path) => virtual.has(path) || fileExists(path);
  host.getSourceFile = (path, language, onError, create) => {
    const text = virtual.get(path);
    return text === undefined
      ? getSourceFile(path, language, onError, create)
      : ts.createSourceFile(path, text, language, true);
  };

  const program = ts.createProgram([...virtual.keys()], options, host);
  const problems = new Map<string, string[]>();
  for (const block of blocks) {
    const file = program.getSourceFile(join(directory, block.moduleName));
    if (!file) throw new Error(`${block.id}: not in the program`);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ];
    if (diagnostics.length === 0) continue;
    problems.set(
      block.id,
      diagnostics.map((diagnostic) => {
        const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        return `block line ${line + 1}: TS${diagnostic.code} ${text}`;
      }),
    );
  }
  return problems;
}
