import { describe, expect, it } from 'vitest';
import { hostileMarkup } from '../cms/content-pages';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

interface Bootstrap {
  sliderList: { slug: string; url: string; images: string[] }[];
  categoryList: { id: number; contentList: { id: number; title: string; content: string }[] }[];
  translationList: { key: string; value: string }[];
  siteOptionList: { key: string; value: string }[];
  popup: { hash: string; images: { wide: string; medium: string } } | null;
  domainStatus: { current: string; next: string };
  trialBonusAmount: number;
  jackpotCards: { instanceName: string; levelStats: unknown[] }[];
}

async function grouped(locale: 'tr' | 'en' = 'tr', server = createDevServer()) {
  const api = apiClient(server);
  const token = await api.anonymousToken();
  return (await api.get<Bootstrap>('/api/cms/grouped', { token, locale })).data;
}

describe('cms/grouped', () => {
  it('answers every bootstrap key of spec 000', async () => {
    const data = await grouped();
    expect(Object.keys(data).sort()).toEqual(
      [
        'sliderList',
        'categoryList',
        'casinoCategoryList',
        'languageList',
        'translationList',
        'siteOptionList',
        'popup',
        'domainStatus',
        'trialBonusAmount',
        'egtJackpotCards',
        'jackpotCards',
      ].sort(),
    );
  });

  it('has slides for home, casino and sportsbook with three generated images each', async () => {
    const server = createDevServer();
    const data = await grouped('tr', server);
    for (const slug of ['home', 'casino', 'sportsbook'])
      expect(data.sliderList.filter((s) => s.slug === slug).length).toBeGreaterThan(1);
    const image = data.sliderList[0]?.images[2] ?? '';
    const response = await server.fetch(image);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('puts About Us (id 3) in footer category 1, with hostile markup for the client to neutralise', async () => {
    const data = await grouped('en');
    const aboutUs = data.categoryList.find((c) => c.id === 1)?.contentList.find((p) => p.id === 3);
    expect(aboutUs?.title).toBe('About Us');
    for (const fragment of [
      hostileMarkup.script,
      hostileMarkup.onerror,
      hostileMarkup.javascriptLink,
    ])
      expect(aboutUs?.content).toContain(fragment);
  });

  it('localises texts by x-locale', async () => {
    const tr = await grouped('tr');
    const en = await grouped('en');
    expect(tr.translationList.find((t) => t.key === 'TOP_NOTIFY')?.value).toContain('{current}');
    expect(tr.translationList).not.toEqual(en.translationList);
  });

  it('carries site options, popup hash, domain status, trial bonus and jackpot cards', async () => {
    const data = await grouped();
    expect(data.siteOptionList.map((o) => o.key)).toEqual(
      expect.arrayContaining(['twitter', 'instagram', 'telegram', 'chatSiteId', 'chatDivId']),
    );
    expect(data.popup?.hash).toMatch(/^[0-9a-f]+$/);
    expect(data.domainStatus).toEqual({ current: expect.any(String), next: expect.any(String) });
    expect(data.trialBonusAmount).toBeGreaterThan(0);
    expect(data.jackpotCards.map((j) => j.instanceName)).toEqual(
      expect.arrayContaining(['Clover Chance', 'High Cash']),
    );
  });

  it('keeps the popup hash across languages: a language switch is not new content', async () => {
    const server = createDevServer();
    const tr = await grouped('tr', server);
    const en = await grouped('en', server);
    expect(tr.popup?.images.wide).not.toBe(en.popup?.images.wide);
    expect(en.popup?.hash).toBe(tr.popup?.hash);
  });

  it('changes the popup hash when the popup is bumped', async () => {
    const server = createDevServer();
    const before = (await grouped('tr', server)).popup?.hash;
    server.control.bootstrap.popupRevision++;
    expect((await grouped('tr', server)).popup?.hash).not.toBe(before);
  });
});
