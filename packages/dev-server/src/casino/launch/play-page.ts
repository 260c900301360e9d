import { MONEY_INTL_LOCALE, MONEY_INTL_OPTIONS, moneyText } from '../../http/money';
import { escapeHtml, scriptJson } from '../../sportsbook/kit/html';
import { type Locale, localize } from '../../sportsbook/kit/localized';
import type { PlaySession } from './play-sessions';

export const STAKES = [1, 5, 10, 50] as const;

const texts = {
  spin: { tr: 'Çevir', en: 'Spin' },
  stake: { tr: 'Bahis', en: 'Stake' },
  balance: { tr: 'Bakiye', en: 'Balance' },
  lobby: { tr: 'Lobiye dön', en: 'Back to lobby' },
  win: { tr: 'Kazanç: {amount}', en: 'Win: {amount}' },
  noWin: { tr: 'Tekrar deneyin', en: 'Try again' },
  demo: { tr: 'Geliştirme sunucusu oyunu', en: 'Dev server stand-in game' },
};

/**
 * The stand-in game every launch URL opens: three reels and a spin button that stake real
 * (dev) balance through `POST …/spin?stake=`. Self-contained: no external scripts, styles or
 * images, so it works offline and inside sandboxed frames.
 */
export function playPage(session: PlaySession, balance: number): string {
  const t = (key: keyof typeof texts) => escapeHtml(localize(texts[key], session.locale));
  const locale: Locale = session.locale;
  const lobby = session.lobbyUrl
    ? `<a href="${escapeHtml(session.lobbyUrl)}" target="_top">${t('lobby')}</a>`
    : '';
  const options = STAKES.map(
    (stake) => `<option value="${stake}">${escapeHtml(moneyText(stake, locale))}</option>`,
  ).join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(session.game.name)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;
font:16px system-ui,sans-serif;background:radial-gradient(circle,#3b1d6e,#12081f);color:#fff}
h1{margin:0;font-size:22px}.provider{opacity:.7;font-size:13px}
.reels{display:flex;gap:10px}.reel{width:72px;height:72px;display:grid;place-items:center;font-size:40px;background:#fff1;border-radius:12px}
button{font-size:18px;padding:10px 32px;border:0;border-radius:24px;background:#f5b400;color:#000;cursor:pointer}
button:disabled{opacity:.5}a{color:#f5b400}.message{min-height:22px}
</style></head><body>
<h1>${escapeHtml(session.game.name)}</h1>
<div class="provider">${escapeHtml(session.game.providerName)} · ${t('demo')}</div>
<div class="reels"><div class="reel">🍒</div><div class="reel">🔔</div><div class="reel">💎</div></div>
<label>${t('stake')} <select id="stake">${options}</select></label>
<button id="spin" type="button">${t('spin')}</button>
<div class="message" id="message" role="status"></div>
<div>${t('balance')}: <span id="balance">${escapeHtml(moneyText(balance, locale))}</span></div>
${lobby}
<script>
(function () {
  var texts = ${scriptJson({ win: localize(texts.win, locale), noWin: localize(texts.noWin, locale) })};
  // The site's money format (the server's moneyText), so the balance reads as in the header.
  var money = new Intl.NumberFormat(${scriptJson(MONEY_INTL_LOCALE[locale])}, ${scriptJson(MONEY_INTL_OPTIONS)});
  var button = document.getElementById('spin');
  var reels = document.querySelectorAll('.reel');
  button.addEventListener('click', function () {
    button.disabled = true;
    var stake = document.getElementById('stake').value;
    fetch(location.pathname.replace(/\\/$/, '') + '/spin?stake=' + stake, { method: 'POST' })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        var message = document.getElementById('message');
        if (!answer.success) { message.textContent = answer.message; return; }
        answer.data.reels.forEach(function (symbol, i) { reels[i].textContent = symbol; });
        document.getElementById('balance').textContent = money.format(answer.data.balance);
        message.textContent = answer.data.win > 0
          ? texts.win.replace('{amount}', money.format(answer.data.win)) : texts.noWin;
      })
      .catch(function (error) { document.getElementById('message').textContent = String(error); })
      .then(function () { button.disabled = false; });
  });
})();
</script></body></html>`;
}
