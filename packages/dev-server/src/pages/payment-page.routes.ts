import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { parseLocale } from '../http/locale';
import { moneyText } from '../http/money';
import { type PaymentLedger, TransactionStatus } from '../payments/payment-ledger';
import { escapeHtml, standInPage } from './html';

const texts = {
  tr: {
    title: 'Güvenli Ödeme',
    method: 'Yöntem',
    amount: 'Tutar',
    ref: 'İşlem no',
    confirm: 'Ödemeyi Onayla',
    cancel: 'İptal',
    paid: 'Ödeme başarılı. Bu sekmeyi kapatıp siteye dönebilirsiniz.',
    cancelled: 'Ödeme iptal edildi.',
    closed: 'Bu ödeme artık açık değil.',
    unknown: 'Ödeme bulunamadı.',
    note: 'Bu sayfa geliştirme sunucusunun sahte ödeme sayfasıdır; gerçek para çekilmez.',
  },
  en: {
    title: 'Secure Payment',
    method: 'Method',
    amount: 'Amount',
    ref: 'Reference',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    paid: 'Payment successful. You can close this tab and return to the site.',
    cancelled: 'Payment cancelled.',
    closed: 'This payment is no longer open.',
    unknown: 'Payment not found.',
    note: 'This is the dev server’s stand-in payment page; no real money moves.',
  },
};

/**
 * The stand-in payment provider page a redirect deposit points at (opened in a new tab). Confirm
 * credits the balance (with a Deposit notification); the transaction id in the URL is the only
 * credential, as with a real provider's session link.
 */
export function paymentPageRoutes(ledger: PaymentLedger) {
  const routes = new Hono<AppEnv>();

  const page = (lang: 'tr' | 'en', body: string, status: 200 | 404 | 409 = 200) =>
    new Response(standInPage({ title: texts[lang].title, lang, body }), {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });

  routes.get('/stand-in/pay/:id', (c) => {
    const lang = parseLocale(c.req.query('lang'));
    const t = texts[lang];
    const tx = ledger.find(c.req.param('id'));
    if (!tx) return page(lang, `<h1>${t.title}</h1><p>${t.unknown}</p>`, 404);
    const info = `<dl><dt>${t.method}</dt><dd>${escapeHtml(tx.methodName[lang])}</dd><dt>${t.amount}</dt><dd>${escapeHtml(moneyText(tx.amount, lang))}</dd><dt>${t.ref}</dt><dd>${escapeHtml(tx.id)}</dd></dl>`;
    if (tx.status !== TransactionStatus.Created) {
      const state =
        tx.status === TransactionStatus.Confirmed
          ? t.paid
          : tx.status === TransactionStatus.Cancelled
            ? t.cancelled
            : t.closed;
      return page(lang, `<h1>${t.title}</h1>${info}<p data-state="done">${state}</p>`);
    }
    const action = (verb: string) =>
      `/stand-in/pay/${encodeURIComponent(tx.id)}/${verb}?lang=${lang}`;
    return page(
      lang,
      `<h1>${t.title}</h1>${info}
<form method="post" action="${action('confirm')}" style="display:inline"><button class="primary" type="submit">${t.confirm}</button></form>
<form method="post" action="${action('cancel')}" style="display:inline"><button class="secondary" type="submit">${t.cancel}</button></form>
<p class="note">${t.note}</p>`,
    );
  });

  routes.post('/stand-in/pay/:id/:verb{confirm|cancel}', (c) => {
    const lang = parseLocale(c.req.query('lang'));
    const t = texts[lang];
    const id = c.req.param('id');
    if (!ledger.find(id)) return page(lang, `<h1>${t.title}</h1><p>${t.unknown}</p>`, 404);
    const done =
      c.req.param('verb') === 'confirm' ? ledger.confirmDeposit(id) : ledger.cancelDeposit(id);
    if (!done) return page(lang, `<h1>${t.title}</h1><p data-state="closed">${t.closed}</p>`, 409);
    return c.redirect(`/stand-in/pay/${encodeURIComponent(id)}?lang=${lang}`, 303);
  });

  return routes;
}
