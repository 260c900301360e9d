import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Type-checks each given file as its own module in ONE TypeScript program (virtual files beside
 * the real ones in `directory`, so `@site/*` resolves to the workspace sources exactly as in the
 * packages), with the repo's strict base options. Takes code by module name (`docs_x_md_12.ts`)
 * and returns the problems per module name (none: absent).
 */
export function typeCheckModules(
  root: string,
  directory: string,
  modules: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const configPath = join(root, 'tsconfig.base.json');
  const config = ts.readConfigFile(configPath, (path) => readFileSync(path, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  options.noEmit = true;
  options.types = ['node'];

  // `export {}` makes every block a module even without imports, so blocks never share scope.
  const virtual = new Map(
    [...modules].map(([name, code]) => [join(directory, name), `${code}\nexport {};\n`]),
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
  for (const name of modules.keys()) {
    const file = program.getSourceFile(join(directory, name));
    if (!file) throw new Error(`${name}: not in the program`);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ];
    if (diagnostics.length === 0) continue;
    problems.set(
      name,
      diagnostics.map((diagnostic) => {
        const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        return `block line ${line + 1}: TS${diagnostic.code} ${text}`;
      }),
    );
  }
  return problems;
}
