import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

// Every story of the package runs as a test: it must render and its play function must pass.
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, { run(): Promise<void> }][];
  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)('%s', async (_name, Story) => {
    await Story.run();
  });
});
