import type { Locale, Localized } from '../http/locale';

/**
 * Content categories and their pages. Category 1 feeds the footer menu (/pages/{id}); About Us
 * is page 3. Several pages carry hostile markup on purpose — script tags, event handler
 * attributes, javascript: links, an iframe — which the client must neutralise before rendering.
 */
interface PageSeed {
  id: number;
  title: Localized;
  slug: string;
  html: Localized;
}

interface CategorySeed {
  id: number;
  name: Localized;
  pages: PageSeed[];
}

/** The hostile fragments, exported so tests (here and in the client) can look for them. */
export const hostileMarkup = {
  script: `<script>window.__devServerXss = 'script';alert('xss')</script>`,
  onerror: `<img src="x" alt="" onerror="window.__devServerXss='onerror'">`,
  javascriptLink: `<a href="javascript:window.__devServerXss='link'">`,
  iframe: `<iframe src="javascript:alert(1)" title="x"></iframe>`,
  svgOnload: `<svg onload="window.__devServerXss='svg'"><circle r="1"></circle></svg>`,
} as const;

const aboutUs: Localized = {
  tr: `<h2>Hakkımızda</h2>
<p>2016'dan beri Türkiye'deki oyunseverlere güvenli ve eğlenceli bir bahis deneyimi sunuyoruz. Lisansımız Komor Adaları yetkili makamı tarafından verilmiştir (lisans no ALS-2226/IAL).</p>
${hostileMarkup.script}
<p>Müşteri hizmetlerimiz 7/24 canlı destek ile yanınızda. ${hostileMarkup.onerror}</p>
<ul><li>16 oyun sağlayıcısı</li><li>Binlerce slot ve canlı casino oyunu</li><li>Canlı ve maç öncesi bahis</li></ul>
<p>${hostileMarkup.javascriptLink}Bize ulaşın</a> veya <a href="https://t.me/ornek_site" target="_blank">Telegram kanalımızı</a> takip edin.</p>
${hostileMarkup.svgOnload}`,
  en: `<h2>About Us</h2>
<p>Since 2016 we have offered players in Türkiye a safe and entertaining betting experience. We are licensed by the Comoros-island authority (licence number ALS-2226/IAL).</p>
${hostileMarkup.script}
<p>Our customer service is here for you 24/7 through live chat. ${hostileMarkup.onerror}</p>
<ul><li>16 game providers</li><li>Thousands of slots and live casino games</li><li>Live and prematch betting</li></ul>
<p>${hostileMarkup.javascriptLink}Contact us</a> or follow <a href="https://t.me/ornek_site" target="_blank">our Telegram channel</a>.</p>
${hostileMarkup.svgOnload}`,
};

const simplePage = (title: Localized, paragraphs: Localized[], extra = ''): Localized => ({
  tr: `<h2>${title.tr}</h2>${paragraphs.map((p) => `<p>${p.tr}</p>`).join('')}${extra}`,
  en: `<h2>${title.en}</h2>${paragraphs.map((p) => `<p>${p.en}</p>`).join('')}${extra}`,
});

const terms = { tr: 'Genel Kurallar', en: 'Terms and Conditions' };
const privacy = { tr: 'Gizlilik Politikası', en: 'Privacy Policy' };
const responsible = { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' };
const bonusRules = { tr: 'Bonus Kuralları', en: 'Bonus Rules' };
const contact = { tr: 'İletişim', en: 'Contact' };
const faq = { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' };
const payments = { tr: 'Ödeme Yöntemleri', en: 'Payment Methods' };

const categories: CategorySeed[] = [
  {
    id: 1,
    name: { tr: 'Kurumsal', en: 'Corporate' },
    pages: [
      { id: 3, slug: 'hakkimizda', title: { tr: 'Hakkımızda', en: 'About Us' }, html: aboutUs },
      {
        id: 4,
        slug: 'genel-kurallar',
        title: terms,
        html: simplePage(
          terms,
          [
            {
              tr: 'Sitemize üye olmak için 18 yaşından büyük olmanız gerekir.',
              en: 'You must be over 18 to register.',
            },
            {
              tr: 'Her kullanıcı yalnızca bir hesap açabilir.',
              en: 'Each user may open one account only.',
            },
          ],
          `<p onclick="window.__devServerXss='onclick'">${hostileMarkup.iframe}</p>`,
        ),
      },
      {
        id: 5,
        slug: 'gizlilik-politikasi',
        title: privacy,
        html: simplePage(privacy, [
          {
            tr: 'Kişisel verileriniz KVKK kapsamında korunur.',
            en: 'Your personal data is protected under data protection law.',
          },
        ]),
      },
      {
        id: 6,
        slug: 'sorumlu-oyun',
        title: responsible,
        html: simplePage(responsible, [
          {
            tr: 'Oyun bir eğlencedir; kaybetmeyi göze alabileceğiniz tutarlarla oynayın.',
            en: 'Gaming is entertainment; only play with money you can afford to lose.',
          },
        ]),
      },
      {
        id: 7,
        slug: 'bonus-kurallari',
        title: bonusRules,
        html: simplePage(bonusRules, [
          {
            tr: 'Deneme bonusu her üyeye bir kez tanımlanır.',
            en: 'The trial bonus is credited once per member.',
          },
          { tr: 'Bonus çevrim şartı 10 kattır.', en: 'Bonuses must be wagered 10 times.' },
        ]),
      },
      {
        id: 8,
        slug: 'iletisim',
        title: contact,
        html: simplePage(
          contact,
          [
            {
              tr: 'destek@ornek.com.tr adresine yazabilir veya canlı desteğe bağlanabilirsiniz.',
              en: 'Write to destek@ornek.com.tr or use live chat.',
            },
          ],
          `<form action="javascript:void(0)"><input name="q" onfocus="window.__devServerXss='onfocus'" autofocus></form>`,
        ),
      },
    ],
  },
  {
    id: 2,
    name: { tr: 'Yardım', en: 'Help' },
    pages: [
      {
        id: 10,
        slug: 'sss',
        title: faq,
        html: simplePage(faq, [
          {
            tr: 'Para yatırma işlemleri genellikle 5 dakika içinde hesabınıza geçer.',
            en: 'Deposits usually reach your account within 5 minutes.',
          },
        ]),
      },
      {
        id: 11,
        slug: 'odeme-yontemleri',
        title: payments,
        html: simplePage(payments, [
          {
            tr: 'Havale/EFT, Papara ve kripto para ile yatırım yapabilirsiniz.',
            en: 'You can deposit by bank transfer, Papara or crypto.',
          },
        ]),
      },
    ],
  },
];

export interface ContentItem {
  id: number;
  categoryId: number;
  title: string;
  slug: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  order: number;
}

export interface ContentCategory {
  id: number;
  name: string;
  order: number;
  contentList: ContentItem[];
}

export function categoryList(locale: Locale): ContentCategory[] {
  return categories.map((category, categoryIndex) => ({
    id: category.id,
    name: category.name[locale],
    order: categoryIndex + 1,
    contentList: category.pages.map((page, index) => ({
      id: page.id,
      categoryId: category.id,
      title: page.title[locale],
      slug: page.slug,
      content: page.html[locale],
      order: index + 1,
    })),
  }));
}
