import type { EventMarkets, OddCell } from '@site/core/sportsbook';
import { useI18nContext } from '../../i18n/i18n-react';
import { OddsButton } from './odds-button';

interface MarketsEvent extends EventMarkets {
  homeName: string;
  awayName: string;
  locked: boolean;
}

/** The main markets of an event as market groups (match result, double chance, totals). */
export function EventMarketsView({ event, live = false }: { event: MarketsEvent; live?: boolean }) {
  const { LL } = useI18nContext();
  const m = LL.sportsbook.markets;
  const eventName = `${event.homeName} - ${event.awayName}`;
  const line = event.totalGoals.line ?? '';
  const groups: { name: string; picks: { label: string; cell: OddCell }[] }[] = [
    {
      name: m.matchResult(),
      picks: [
        { label: '1', cell: event.winner.home },
        ...(event.twoWay ? [] : [{ label: 'X', cell: event.winner.draw }]),
        { label: '2', cell: event.winner.away },
      ],
    },
    // Sports without a draw have no double chance.
    ...(event.twoWay
      ? []
      : [
          {
            name: m.doubleChance(),
            picks: [
              { label: '1X', cell: event.doubleChance.homeOrDraw },
              { label: '12', cell: event.doubleChance.homeOrAway },
              { label: 'X2', cell: event.doubleChance.drawOrAway },
            ],
          },
        ]),
    {
      name: `${m.totalGoals()} ${line}`,
      picks: [
        { label: `${m.under()} ${line}`, cell: event.totalGoals.under },
        { label: `${m.over()} ${line}`, cell: event.totalGoals.over },
      ],
    },
  ];
  return (
    <div className="sb-markets">
      {groups.map((group) => (
        <MarketGroup key={group.name} name={group.name} level={2}>
          {group.picks.map((pick) => (
            <OddsButton
              key={pick.label}
              oddId={pick.cell.oddId}
              rate={pick.cell.rate}
              locked={pick.cell.locked || event.locked}
              label={pick.label}
              eventName={eventName}
              marketName={group.name}
              isLive={live}
            />
          ))}
        </MarketGroup>
      ))}
    </div>
  );
}

export function MarketGroup({
  name,
  level = 3,
  children,
}: {
  name: string;
  /** Heading level: 2 right under the page title, 3 inside a market section. */
  level?: 2 | 3;
  children: React.ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="sb-market-group">
      <Heading className="sb-market-group__title">{name}</Heading>
      <div className="sb-market-group__odds">{children}</div>
    </div>
  );
}
