/** A `cms/grouped` answer shaped like the dev server's, for the bootstrap and shell tests. */
export function bootstrapAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sliderList: [
      {
        id: 101,
        slug: 'home',
        title: 'Hoş Geldin',
        url: '/promotions',
        order: 1,
        images: ['h0', 'h1', 'h2'],
      },
      {
        id: 104,
        slug: 'home',
        title: 'Telegram',
        url: 'https://t.me/ornek_site',
        order: 2,
        images: ['t0', 't1', 't2'],
      },
      {
        id: 105,
        slug: 'home',
        title: 'Evil',
        url: 'javascript:alert(1)',
        order: 3,
        images: ['e0'],
      },
      {
        id: 201,
        slug: 'casino',
        title: 'Slot',
        url: '/casino/slot',
        order: 4,
        images: ['c0', 'c1', 'c2'],
      },
      {
        id: 301,
        slug: 'sportsbook',
        title: 'Lig',
        url: '/spor/prematch',
        order: 5,
        images: ['s0', 's1', 's2'],
      },
    ],
    categoryList: [
      {
        id: 1,
        name: 'Kurumsal',
        order: 1,
        contentList: [
          {
            id: 3,
            categoryId: 1,
            title: 'Hakkımızda',
            slug: 'hakkimizda',
            content: '<p>x</p>',
            order: 1,
          },
          {
            id: 4,
            categoryId: 1,
            title: 'Genel Kurallar',
            slug: 'genel-kurallar',
            content: '<p>y</p>',
            order: 2,
          },
        ],
      },
      {
        id: 2,
        name: 'Yardım',
        order: 2,
        contentList: [
          { id: 10, categoryId: 2, title: 'SSS', slug: 'sss', content: '<p>z</p>', order: 1 },
        ],
      },
    ],
    casinoCategoryList: [
      {
        id: 7,
        name: 'Slot',
        slugList: ['slot'],
        imageUrl: 'https://cdn.example/7.svg',
        games: [{ gameCode: 'g1', name: 'Sweet', providerName: 'Hub88', isLive: false }],
      },
    ],
    languageList: [
      { id: 1, code: 'tr', name: 'Türkçe', isDefault: true },
      { id: 2, code: 'en', name: 'English', isDefault: false },
    ],
    translationList: [
      { key: 'TOP_NOTIFY', value: 'Güncel adresimiz {current}, yeni adresimiz {next}.' },
      { key: 'FOOTER_AGE', value: '18+' },
    ],
    siteOptionList: [
      { key: 'twitter', value: 'https://twitter.com/ornek_site' },
      { key: 'instagram', value: 'https://www.instagram.com/ornek_site' },
      { key: 'telegram', value: 'https://t.me/ornek_site' },
      { key: 'chatSiteId', value: 'chat-site-1' },
      { key: 'chatDivId', value: 'chat-div' },
    ],
    popup: {
      id: 1,
      title: 'Kayıp Bonusu',
      url: '/promotions',
      images: { wide: 'https://cdn.example/wide.svg', medium: 'https://cdn.example/medium.svg' },
      hash: 'abc123',
    },
    domainStatus: { current: 'ornekbahis512.com', next: 'ornekbahis513.com' },
    trialBonusAmount: 250,
    egtJackpotCards: [
      {
        instanceName: 'Clover Chance',
        levelStats: [1, 2, 3, 4].map((n) => ({ level: `L${n}`, currentValue: n * 100 })),
        currentLevelI: 100,
      },
    ],
    jackpotCards: [
      {
        instanceName: 'High Cash',
        levelStats: [1, 2, 3, 4].map((n) => ({ level: `L${n}`, currentValue: n * 10 })),
        currentLevelI: 10,
      },
    ],
    ...overrides,
  };
}
