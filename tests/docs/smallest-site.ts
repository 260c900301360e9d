import ts from 'typescript';
import type { DocBlock } from './doc-blocks';

/**
 * The "smallest composed site" rule of the docs blocks: a block composes only the modules it
 * uses. Each block is rewritten once per module it composes, with that module left out; every
 * such variant must fail to type-check, or the module was not needed:
 * - a list of modules (`[sportsbookModule(), casinoModule()]`, or the type
 *   `[ReturnType<typeof sportsbookModule>]`) loses one element;
 * - a block on the full site (`createFullSite`, `FullSite` from `@site/core/full`) gets, in
 *   turn, a full site without each of its modules (`fullSiteWithout` below), so only a block
 *   that uses every module may take the full site.
 * A module needed only at run time (React components find theirs in the site they are given;
 * the cash-out seeds its values from the sportsbook's My Bets) says so with a `// needed: why`
 * comment on its line, or on the `createFullSite(` line or the line above it; it is not cut.
 */
export interface SiteVariant {
  /** The block it was made from. */
  blockId: string;
  /** What was left out, for the report: `casinoModule()`, `the full site's casino module`. */
  without: string;
  moduleName: string;
  code: string;
}

/** The modules of `createFullSite`, by the factory that makes each (see entries/full.ts). */
const FULL_MODULES = {
  shellModule: '@site/core/shell',
  sportsbookModule: '@site/core/sportsbook',
  casinoModule: '@site/core/casino',
  accountModule: '@site/core/account',
} as const;
type FullModule = keyof typeof FULL_MODULES;

const NEEDED = '// needed:';

/** Whether the line holding `position` (or the line above it) carries a `// needed:` note. */
function markedNeeded(code: string, position: number, lineAbove = false): boolean {
  const lineStart = code.lastIndexOf('\n', position - 1) + 1;
  const lineEnd = code.indexOf('\n', position);
  const from = lineAbove ? code.lastIndexOf('\n', lineStart - 2) + 1 : lineStart;
  return code.slice(from, lineEnd === -1 ? code.length : lineEnd).includes(NEEDED);
}

const isModuleFactory = (name: string) => /^[a-z]\w*Module$/.test(name);

/** `xModule(…)`: the factory's name, else undefined. */
function factoryCalled(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
  return isModuleFactory(node.expression.text) ? node.expression.text : undefined;
}

/** `ReturnType<typeof xModule>`: the factory's name, else undefined. */
function factoryTyped(node: ts.Node): string | undefined {
  if (!ts.isTypeReferenceNode(node) || node.typeName.getText() !== 'ReturnType') return;
  const [argument] = node.typeArguments ?? [];
  if (!argument || !ts.isTypeQueryNode(argument)) return;
  const name = argument.exprName.getText();
  return isModuleFactory(name) ? name : undefined;
}

/** Each element of a module list, as the text span to cut (with its comma) and its factory. */
function moduleListCuts(file: ts.SourceFile): { start: number; end: number; name: string }[] {
  const cuts: { start: number; end: number; name: string }[] = [];
  const visit = (node: ts.Node) => {
    const elements = ts.isArrayLiteralExpression(node)
      ? node.elements
      : ts.isTupleTypeNode(node)
        ? node.elements
        : undefined;
    const names = elements?.map((element) => factoryCalled(element) ?? factoryTyped(element));
    if (elements && names && names.length > 0 && names.every(Boolean)) {
      elements.forEach((element, index) => {
        const next = elements[index + 1];
        if (markedNeeded(file.text, element.end)) return;
        cuts.push({
          start: element.getStart(file),
          end: next ? next.getStart(file) : element.end,
          name: names[index] as string,
        });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return cuts;
}

const FULL_ENTRY = /(['"])@site\/core\/full\1/;

/** Every variant of the blocks that compose a site; blocks that compose none have none. */
export function siteVariants(blocks: readonly DocBlock[]): SiteVariant[] {
  const variants: SiteVariant[] = [];
  for (const block of blocks) {
    const kind = block.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile('block.ts', block.code, ts.ScriptTarget.Latest, true, kind);
    const base = block.moduleName.replace(/\.(tsx?)$/, '');
    const ext = block.lang;
    moduleListCuts(file).forEach(({ start, end, name }, index) => {
      variants.push({
        blockId: block.id,
        without: `${name}()`,
        moduleName: `${base}.without-${index}.${ext}`,
        code: block.code.slice(0, start) + block.code.slice(end),
      });
    });
    if (!FULL_ENTRY.test(block.code)) continue;
    const call = block.code.indexOf('createFullSite(');
    const fullSiteUse = call !== -1 ? call : block.code.search(/[:<]\s*FullSite\b/);
    if (fullSiteUse !== -1 && markedNeeded(block.code, fullSiteUse, true)) continue;
    for (const left of Object.keys(FULL_MODULES) as FullModule[]) {
      variants.push({
        blockId: block.id,
        without: `the full site's ${left}()`,
        moduleName: `${base}.full-without-${left}.${ext}`,
        code: block.code.replace(
          new RegExp(FULL_ENTRY.source, 'g'),
          `'./${fullWithoutName(left)}'`,
        ),
      });
    }
  }
  return variants;
}

const fullWithoutName = (left: FullModule) => `full-without-${left}`;

/**
 * `@site/core/full` with a full site short of one module: the same exports, but
 * `createFullSite` and `FullSite` give a site of the other modules (plus `extraModules`).
 */
function fullSiteWithout(left: FullModule): string {
  const kept = (Object.keys(FULL_MODULES) as FullModule[]).filter((name) => name !== left);
  return [
    "import type { AnySiteModule, Site } from '@site/core';",
    "import type { FullSiteOptions } from '@site/core/full';",
    ...kept.map((name) => `import type { ${name} } from '${FULL_MODULES[name]}';`),
    "export * from '@site/core/full';",
    `type Kept = readonly [${kept.map((name) => `ReturnType<typeof ${name}>`).join(', ')}];`,
    'export type FullSite<TExtra extends readonly AnySiteModule[] = readonly []> = Site<',
    '  readonly [...Kept, ...TExtra]',
    '>;',
    'export declare function createFullSite<TExtra extends readonly AnySiteModule[] = readonly []>(',
    '  options?: FullSiteOptions & { extraModules?: TExtra },',
    '): FullSite<TExtra>;',
  ].join('\n');
}

/** The stand-ins for `@site/core/full` the full-site variants import, by module name. */
export function fullSiteStandIns(): Map<string, string> {
  return new Map(
    (Object.keys(FULL_MODULES) as FullModule[]).map((left) => [
      `${fullWithoutName(left)}.ts`,
      fullSiteWithout(left),
    ]),
  );
}
