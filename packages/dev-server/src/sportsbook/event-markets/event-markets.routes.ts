import { eventView, liveEventView } from '../feed/event-view';
import { fail, ok } from '../kit/answer';
import { localize } from '../kit/localized';
import type { Runtime, SportsbookApp } from '../sportsbook.env';
import { marketNames, sbMessages } from '../sportsbook.messages';
import type { Odd } from '../world/world.types';

/**
 * GET sportsbook/eventmarkets?eventId= (extension; the spec lists no call for the match page):
 * the event as the feeds give it, and every market in groups. Odds stream through the hub
 * (`oddChanged`) like the list odds, and can be toggled onto the slip by id.
 */
export function registerEventMarketsRoutes(app: SportsbookApp, rt: Runtime): void {
  app.get('/sportsbook/eventmarkets', (c) => {
    const now = rt.sync();
    const locale = c.get('locale');
    const eventId = Number(c.req.query('eventId'));
    const event = Number.isInteger(eventId) ? rt.world.event(eventId) : undefined;
    if (!event) return fail(c, localize(sbMessages.eventNotFound, locale), null);
    const name = (odd: Odd, fallback: string) =>
      odd.label ? localize(odd.label.pick, locale) : fallback;
    const pick = (odd: Odd | null | undefined, fallback: string) =>
      odd ? [{ id: odd.id, name: name(odd, fallback), rate: odd.rate }] : [];
    const { winner, doubleChance, totalGoal } = event.markets;
    const main = [
      {
        id: 'winner',
        name: localize(marketNames.winner, locale),
        odds: [...pick(winner.odd1, '1'), ...pick(winner.oddX, 'X'), ...pick(winner.odd2, '2')],
      },
      ...(doubleChance
        ? [
            {
              id: 'double-chance',
              name: localize(marketNames.doubleChance, locale),
              odds: [
                ...pick(doubleChance.odd1X, '1X'),
                ...pick(doubleChance.odd12, '12'),
                ...pick(doubleChance.oddX2, 'X2'),
              ],
            },
          ]
        : []),
      ...(totalGoal
        ? [
            {
              id: `total-${totalGoal.line}`,
              name: `${localize(event.sport.totals.market, locale)} ${totalGoal.line}`,
              odds: [
                ...pick(
                  totalGoal.under,
                  locale === 'en' ? `Under ${totalGoal.line}` : `Alt ${totalGoal.line}`,
                ),
                ...pick(
                  totalGoal.over,
                  locale === 'en' ? `Over ${totalGoal.line}` : `Üst ${totalGoal.line}`,
                ),
              ],
            },
          ]
        : []),
    ];
    const extra = rt.world.extraMarkets(event);
    const groupNames = {
      main: sbMessages.groupMain,
      goals: sbMessages.groupGoals,
      halves: sbMessages.groupHalves,
      handicap: sbMessages.groupHandicap,
      score: sbMessages.groupScore,
    } as const;
    const groups = (['main', 'goals', 'halves', 'handicap', 'score'] as const)
      .map((group) => ({
        id: group,
        name: localize(groupNames[group], locale),
        markets: [
          ...(group === 'main' ? main : []),
          ...extra
            .filter((market) => market.group === group)
            .map((market) => ({
              id: market.id,
              name: localize(market.name, locale),
              odds: market.odds.map((odd) => ({ id: odd.id, name: name(odd, ''), rate: odd.rate })),
            })),
        ],
      }))
      .filter((group) => group.markets.length > 0);
    const view =
      event.phase === 'live'
        ? liveEventView(event, now, locale, rt.world.names)
        : eventView(event, now, locale, rt.world.names);
    return ok(c, { event: view, groups });
  });
}
