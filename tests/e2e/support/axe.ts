import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns readable violations (WCAG 2.1 A and AA rules). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axeSource });
  }
  await settleAnimations(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Waits for short running animations (a sheet sliding in, a toast bouncing in) to end, so axe
 * judges the resting screen and not a half-transparent frame. Endless ones and long ones (a
 * toast's countdown bar) are left running; the wait is capped at 2 s.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const end = Number(timing?.endTime ?? Number.POSITIVE_INFINITY);
      return Number.isFinite(end) && end <= 1500;
    });
    const cap = new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.race([Promise.allSettled(short.map((animation) => animation.finished)), cap]);
  });
}
