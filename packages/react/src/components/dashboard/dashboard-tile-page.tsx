import { formatMoney } from '@site/core';
import { DASHBOARD_TILES } from '@site/core/shell';
import type { ComponentType } from 'react';
import { useDisplayText } from '../../hooks/use-display-text';
import { useLocale } from '../../hooks/use-locale';
import { useBalance } from '../../hooks/use-session';
import { useI18nContext } from '../../i18n/i18n-react';
import { PaymentMethodPicker } from '../account/payments/payment-method-picker';
import { PersonalInformation } from '../account/phone/personal-information';
import { BonusHistory } from './bonus-history';
import { FinancialHistory } from './financial-history';
import { GameHistory } from './game-history';
import { SessionHistory } from './session-history';

/** The history tiles' pages; the other tiles are sections of the account. */
const HISTORY_PAGES: Readonly<Record<string, ComponentType>> = {
  financialHistory: FinancialHistory,
  gameActivities: GameHistory,
  sessionHistory: SessionHistory,
  bonuses: BonusHistory,
};

/**
 * The page of a dashboard tile (`DASHBOARD_TILES`, spec 001 §2), for the tile's route: Deposit
 * and Withdraw (the balance and the method picker), Personal Information (the player's
 * details and phone), and the history pages. Every site with the account module routes its
 * tiles to this, so no site writes its own account screens.
 */
export function DashboardTilePage({ tileId }: { tileId: string }) {
  const History = HISTORY_PAGES[tileId];
  return History ? <History /> : <AccountSection tileId={tileId} />;
}

function AccountSection({ tileId }: { tileId: string }) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const balance = useBalance();
  const [locale] = useLocale();
  const tile = DASHBOARD_TILES.find((entry) => entry.id === tileId);
  if (!tile) return null;
  const payment = tileId === 'deposit' || tileId === 'withdraw';

  return (
    <section className="site-page" aria-labelledby="site-account-section-title">
      <h1 className="site-page__title" id="site-account-section-title">
        {text({ key: tile.title })}
      </h1>
      {payment ? (
        <p className="site-account-balance">
          <span>{LL.sections.account.balance()}</span>
          <strong>{formatMoney(balance ?? 0, locale)}</strong>
        </p>
      ) : null}
      {tileId === 'deposit' ? <PaymentMethodPicker kind="deposit" headingLevel={2} /> : null}
      {tileId === 'withdraw' ? <PaymentMethodPicker kind="withdraw" headingLevel={2} /> : null}
      {tileId === 'personalInformation' ? <PersonalInformation heading={false} /> : null}
    </section>
  );
}
