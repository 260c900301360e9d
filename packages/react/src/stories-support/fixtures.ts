/**
 * Canned bootstrap and notification answers for stories, shaped like the dev server's. Images
 * are inline SVG data, so Storybook needs no network.
 */
const art = (label: string, hue: number, width = 768, height = 400) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 55% 28%)"/><text x="50%" y="50%" fill="white" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`,
  )}`;

const slide = (id: number, slug: string, title: string, url: string, hue: number) => ({
  id,
  slug,
  title,
  url,
  order: id,
  images: [art(title, hue), art(title, hue, 1280, 480), art(title, hue, 1920, 560)],
});

/** What the hostile content page carries: none of it may run or survive. */
export const HOSTILE_HTML = [
  '<h2>Hakkımızda</h2><p>Lisans no ALS-2226/IAL.</p>',
  `<script>window.__storyXss = 'script'</script>`,
  `<img src="x" alt="" onerror="window.__storyXss='onerror'">`,
  `<p><a href="javascript:window.__storyXss='link'">Bize ulaşın</a> veya `,
  `<a href="https://t.me/ornek_site">Telegram</a> ve <a href="/promotions">Promosyonlar</a>.</p>`,
  `<iframe src="javascript:alert(1)" title="x"></iframe>`,
  `<svg onload="window.__storyXss='svg'"><circle r="1"></circle></svg>`,
].join('');

export const storyBootstrap = {
  sliderList: [
    slide(101, 'home', 'Hoş Geldin Bonusu', '/promotions', 210),
    slide(102, 'home', 'Canlı Bahis', '/spor/live/event-view', 140),
    slide(103, 'home', 'Aviator', '/casino/slot', 0),
    slide(104, 'home', 'Telegram Kanalımız', 'https://t.me/ornek_site', 195),
    slide(105, 'home', 'Kötü Bağlantı', 'javascript:alert(1)', 300),
    slide(201, 'casino', 'Slot Turnuvası', '/casino/slot', 280),
    slide(301, 'sportsbook', 'Süper Lig', '/spor/prematch', 5),
  ],
  categoryList: [
    {
      id: 1,
      name: 'Kurumsal',
      contentList: [
        { id: 3, title: 'Hakkımızda', slug: 'hakkimizda', content: HOSTILE_HTML, order: 1 },
        {
          id: 4,
          title: 'Genel Kurallar',
          slug: 'genel-kurallar',
          content: '<h2>Genel Kurallar</h2><p>18 yaşından büyük olmanız gerekir.</p>',
          order: 2,
        },
        {
          id: 5,
          title: 'Gizlilik Politikası',
          slug: 'gizlilik',
          content: '<p>Kişisel verileriniz korunur.</p>',
          order: 3,
        },
      ],
    },
    {
      id: 2,
      name: 'Yardım',
      contentList: [{ id: 10, title: 'SSS', slug: 'sss', content: '<p>Sorular</p>', order: 1 }],
    },
  ],
  siteOptionList: [
    { key: 'twitter', value: 'https://twitter.com/ornek_site' },
    { key: 'instagram', value: 'https://www.instagram.com/ornek_site' },
    { key: 'telegram', value: 'https://t.me/ornek_site' },
    { key: 'chatSiteId', value: 'story-chat' },
    { key: 'chatDivId', value: 'story-chat-div' },
  ],
  popup: {
    id: 1,
    title: 'Hafta Sonu Kayıp Bonusu',
    url: '/promotions',
    images: { wide: art('Kayıp Bonusu', 265, 990, 560), medium: art('Kayıp Bonusu', 265) },
    hash: 'story-popup-1',
  },
  domainStatus: { current: 'ornekbahis512.com', next: 'ornekbahis513.com' },
  translationList: [],
  trialBonusAmount: 250,
};

/** A bootstrap with promotions of its own (the /promotions page prefers them to slides). */
export const storyPromotions = [
  {
    id: 1,
    title: 'Hoş Geldin Bonusu',
    description:
      '<p>İlk yatırımına <strong>%100</strong> bonus.</p><script>window.__storyXss=1</script>',
    url: '/dashboard/deposit',
    images: [art('Hoş Geldin', 210), art('Hoş Geldin · detay', 215, 990, 400)],
  },
  {
    id: 2,
    title: 'Kayıp Bonusu',
    description: '<p>Kayıplarının %25’i geri.</p>',
    url: 'https://t.me/ornek_site',
    images: [art('Kayıp Bonusu', 265)],
  },
];

const hour = 60 * 60 * 1000;
const stamp = (msAgo: number) =>
  new Date(Date.UTC(2026, 0, 5, 14, 30) - msAgo).toISOString().slice(0, 19);

/**
 * `customer/notification` items as the server sends them (UTC without a zone), newest first;
 * the first `unread` are unread.
 */
export function storyNotifications(count = 4, unread = Math.min(2, count)) {
  const base = [
    { title: 'Yeni adresimiz', note: 'Güncel adresimizi Telegram kanalımızdan öğrenin.', type: 5 },
    { title: 'Haftalık kayıp bonusu', note: '120 TL bonus olarak tanımlandı.', type: 4 },
    { title: 'Para yatırma onaylandı', note: 'Papara ile 1.000 TL eklendi.', type: 1 },
    { title: 'Hoş geldiniz!', note: 'Aramıza hoş geldin.', type: 5 },
  ];
  return Array.from({ length: count }, (_, index) => {
    const item = base[index % base.length] ?? base[0];
    return {
      id: count - index,
      title: item?.title,
      note: item?.note,
      type: item?.type,
      timeStamp: stamp(index * hour),
      isRead: index >= unread,
    };
  });
}
