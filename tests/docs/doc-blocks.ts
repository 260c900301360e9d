import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One ```ts / ```tsx code block of the README or a docs page. */
export interface DocBlock {
  /** `docs/payments.md:107`: the file and the line of the opening fence. */
  id: string;
  /** A file-system-safe name for the block's module, unique per block. */
  moduleName: string;
  lang: 'ts' | 'tsx';
  /** Info-string words after the language, e.g. `no-run`. */
  tags: string[];
  code: string;
  /** Type-checked: every block except `no-check` (code of a library the repo does not install, or an API that is gone). */
  checked: boolean;
  /** Run against the in-process dev server: checked `ts` blocks without `no-run`. */
  runnable: boolean;
}

const FENCE = /^(\s*)```(\w+)?(.*)$/;

/** Every ts/tsx block of one markdown text; other fences (sh, json, css…) are skipped. */
export function extractBlocks(markdown: string, file: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', lang = '', rest = ''] = open;
    const start = index;
    const body: string[] = [];
    for (index++; index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? ''); index++) {
      body.push((lines[index] ?? '').slice(indent.length));
    }
    if (lang !== 'ts' && lang !== 'tsx') continue;
    const tags = rest.trim().split(/\s+/).filter(Boolean);
    const line = start + 1;
    blocks.push({
      id: `${file}:${line}`,
      moduleName: `${file.replace(/[^\w]+/g, '_')}_${line}.${lang}`,
      lang,
      tags,
      code: body.join('\n'),
      checked: !tags.includes('no-check'),
      runnable: lang === 'ts' && !tags.includes('no-run') && !tags.includes('no-check'),
    });
  }
  return blocks;
}

/** README.md and every docs/*.md of the repository, in a stable order. */
export function collectDocBlocks(root: string): DocBlock[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(root, 'docs', name));
  return [join(root, 'README.md'), ...docs].flatMap((path) =>
    extractBlocks(readFileSync(path, 'utf8'), relative(root, path)),
  );
}
