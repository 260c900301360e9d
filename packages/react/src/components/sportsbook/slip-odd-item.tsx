import { isPlausibleOdds, type SlipOdd } from '@site/core/sportsbook';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { useFormatOdds } from './use-odds';

/**
 * One odd on the slip: skeleton while added, dimmed with a spinner while deleted, red message;
 * highlighted when its price change waits for the player's acceptance (`toAccept`, issue 21).
 */
export function SlipOddItem({
  odd,
  onRemove,
  toAccept = false,
}: {
  odd: SlipOdd;
  onRemove: () => void;
  toAccept?: boolean;
}) {
  const { LL } = useI18nContext();
  const format = useFormatOdds();
  // The core keeps the slip's odds on the pushed price (`rate`, `change`: up or down since the
  // slip loaded); an absurd price is a suspended odd, shown locked.
  const { rate, change: direction } = odd;
  const suspended = rate !== null && !isPlausibleOdds(rate);
  const classes = ['sb-slip-odd'];
  if (odd.isSkeleton) classes.push('sb-slip-odd--skeleton');
  if (odd.isDeleting) classes.push('sb-slip-odd--deleting');
  if (odd.message) classes.push('sb-slip-odd--message');
  if (toAccept) classes.push('sb-slip-odd--to-accept');
  return (
    <li
      className={classes.join(' ')}
      data-to-accept={toAccept || undefined}
      aria-busy={odd.isSkeleton || odd.isDeleting || undefined}
    >
      <div className="sb-slip-odd__main">
        <span className="sb-slip-odd__event">
          {odd.isLive ? <span className="sb-live-dot">{LL.sportsbook.live()}</span> : null}
          {odd.eventName}
        </span>
        <span className="sb-slip-odd__market">
          {odd.marketName}: <strong>{odd.oddName}</strong>
        </span>
        {odd.message ? (
          <span className="sb-slip-odd__error" role="alert">
            {odd.message}
          </span>
        ) : null}
      </div>
      <span
        className={`sb-slip-odd__rate${direction ? ` sb-slip-odd__rate--${direction}` : ''}`}
        data-direction={direction ?? undefined}
      >
        {direction && !suspended ? (
          <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'} </span>
        ) : null}
        {suspended ? LL.sportsbook.odds.locked() : format(rate)}
        {direction && !suspended ? (
          <span className="site-visually-hidden"> {LL.sportsbook.odds[direction]()}</span>
        ) : null}
        {toAccept ? (
          <span className="site-visually-hidden"> {LL.sportsbook.slip.toAccept()}</span>
        ) : null}
      </span>
      {odd.isDeleting ? (
        <span className="sb-spinner" role="status" aria-label={LL.sportsbook.slip.deleting()} />
      ) : (
        <button
          type="button"
          className="sb-icon-button sb-slip-odd__remove"
          disabled={odd.isSkeleton}
          aria-label={LL.sportsbook.slip.remove({ name: `${odd.eventName} ${odd.oddName}` })}
          onClick={onRemove}
        >
          <Icon name="close" />
        </button>
      )}
    </li>
  );
}
