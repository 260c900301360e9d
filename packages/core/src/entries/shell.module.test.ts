import { describe, expect, it } from 'vitest';
import { createSite } from '../kernel/create-site';
import { createTestEnv } from '../testing';
import { accountModule } from './account.module';
import { casinoModule } from './casino.module';
import { createFullSite } from './full';
import { shellModule } from './shell.module';
import { sportsbookModule } from './sportsbook.module';

const groupsOf = (site: { shell: { sideMenu(width: number): { groups: { id: string }[] } } }) =>
  site.shell.sideMenu(1280).groups.map((group) => group.id);

describe('shell module: the side menu follows the composed modules', () => {
  it('the full site lists casino, sports, games and other', () => {
    expect(groupsOf(createFullSite({ env: createTestEnv() }))).toEqual([
      'casino',
      'sports',
      'games',
      'other',
    ]);
  });

  it('a casino brand without the sportsbook gets no sports entries, whatever the module order', () => {
    for (const modules of [
      [shellModule(), casinoModule(), accountModule()],
      [casinoModule(), accountModule(), shellModule()],
    ]) {
      const site = createSite({ env: createTestEnv(), modules });
      expect(groupsOf(site)).toEqual(['casino', 'games', 'other']);
    }
  });

  it('a sportsbook-only site gets no casino or games entries', () => {
    const site = createSite({ env: createTestEnv(), modules: [shellModule(), sportsbookModule()] });
    expect(groupsOf(site)).toEqual(['sports', 'other']);
  });
});
