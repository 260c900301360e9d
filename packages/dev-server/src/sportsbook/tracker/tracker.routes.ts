import { liveEventView } from '../feed/event-view';
import { escapeHtml } from '../kit/html';
import { type Locale, localize } from '../kit/localized';
import type { Runtime, SportsbookApp } from '../sportsbook.env';

/**
 * Extension: a stand-in for the external live match tracker (spec 001: an iframe addressed by
 * the live event's feed id). No token: an iframe cannot send one. Refreshes itself every 10 s.
 */
export function registerTrackerRoutes(app: SportsbookApp, rt: Runtime): void {
  app.get('/tracker/:feedId', (c) => {
    const locale: Locale = c.req.query('lang') === 'en' ? 'en' : 'tr';
    const feedId = Number(c.req.param('feedId'));
    const now = rt.sync();
    const event = rt.world.live().find((item) => item.feedId === feedId);
    if (!event) {
      return c.html(
        page(localize({ tr: 'Karşılaşma canlı değil', en: 'This match is not live' }, locale), ''),
        404,
      );
    }
    const view = liveEventView(event, now, locale, rt.world.names);
    const score =
      view.result.Goal ?? view.result.SetScore ?? view.result.MapScore ?? view.result.Points ?? '';
    const detail =
      view.result.Points && view.result.Points !== score
        ? `<p class="points">${escapeHtml(view.result.Points)}</p>`
        : '';
    const body = `<p class="league">${escapeHtml(view.groupName)} · ${escapeHtml(view.competitionName)}</p>
<div class="board"><span>${escapeHtml(view.homeName)}</span><strong>${escapeHtml(score)}</strong><span>${escapeHtml(view.awayName)}</span></div>
${detail}<p class="clock">${escapeHtml(view.period)} · ${view.periodMinute}'</p>`;
    return c.html(page(`${view.homeName} - ${view.awayName}`, body));
  });
}

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font:14px system-ui,sans-serif;background:#0b3d1f;color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;height:100vh}
.board{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);gap:8px;align-items:center;width:100%;box-sizing:border-box;padding:0 8px;font-size:14px;line-height:1.25}
.board span{overflow-wrap:break-word}.board span:first-child{text-align:right}
.board strong{font-size:28px;white-space:nowrap;font-variant-numeric:tabular-nums;background:#000a;padding:4px 12px;border-radius:6px}
.league,.clock,.points{opacity:.8;margin:6px;text-align:center}
</style></head><body>${body || `<p>${escapeHtml(title)}</p>`}</body></html>`;
}
