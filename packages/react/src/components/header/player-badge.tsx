import { formatMoney } from '@site/core';
import { useLocale } from '../../hooks/use-locale';
import { useBalance } from '../../hooks/use-session';
import { useI18nContext } from '../../i18n/i18n-react';

/** The player's name with the live balance (the core polls it every 3 s while this shows). */
export function PlayerBadge({
  username,
  compact = false,
}: {
  username: string;
  compact?: boolean;
}) {
  const { LL } = useI18nContext();
  const [locale] = useLocale();
  const balance = useBalance();
  return (
    <p className="site-player-badge" data-compact={compact || undefined}>
      <span className="site-player-badge__name" data-testid="header-username">
        {username}
      </span>
      <span className="site-player-badge__balance" data-testid="header-balance">
        <span className="site-visually-hidden">{LL.header.balance()}: </span>
        {formatMoney(balance ?? 0, locale)}
      </span>
    </p>
  );
}
