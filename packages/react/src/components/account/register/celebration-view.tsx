import { useStore } from '@nanostores/react';
import { formatMoney } from '@site/core';
import type { CelebrationAction } from '@site/core/account';
import { useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useLocale } from '../../../hooks/use-locale';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SubmitButton } from '../../fields/submit-button';
import { useLiveChat } from '../use-live-chat';
import { useConfetti } from './use-confetti';

/** Congratulations after registering: Deposit and Live Chat, or Yes for a pending trial bonus. */
export function CelebrationView() {
  const { LL } = useI18nContext();
  const site = useAccountSite();
  const [locale] = useLocale();
  const [, navigate] = useLocation();
  const openLiveChat = useLiveChat();
  const titleId = useId();
  const celebration = site.account.register.celebration;
  const state = useStore(celebration.$state);
  const canvas = useRef<HTMLCanvasElement>(null);
  useConfetti(canvas, state?.confetti ?? null);
  if (!state) return null;

  const button = (action: CelebrationAction) => {
    switch (action.id) {
      case 'claimTrialBonus':
        return (
          <SubmitButton
            key={action.id}
            type="button"
            busy={state.claiming}
            busyLabel={LL.celebration.claiming()}
            onClick={() => void celebration.claimTrialBonus()}
          >
            {LL.celebration.yes()}
          </SubmitButton>
        );
      case 'deposit':
        return (
          <button
            key={action.id}
            type="button"
            className="site-button site-button--primary"
            onClick={() => {
              site.dialogs.closeAll();
              navigate(action.route);
            }}
          >
            {LL.celebration.deposit()}
          </button>
        );
      default:
        return (
          <button
            key={action.id}
            type="button"
            className="site-button site-button--ghost"
            onClick={openLiveChat}
          >
            {LL.celebration.liveChat()}
          </button>
        );
    }
  };

  return (
    <section className="site-celebration" aria-labelledby={titleId}>
      <div className="site-celebration__confetti" aria-hidden="true">
        <canvas
          ref={canvas}
          data-particles={state.confetti?.particleCount}
          data-burst={state.confetti?.burst}
        />
      </div>
      <span className="site-celebration__icon" aria-hidden="true" />
      <h3 className="site-celebration__title" id={titleId} tabIndex={-1} data-step-focus>
        {LL.celebration.title()}
      </h3>
      <p className="site-celebration__message">
        {state.pendingTrialBonus > 0
          ? LL.celebration.trialBonusQuestion({
              amount: formatMoney(state.pendingTrialBonus, locale),
            })
          : LL.celebration.message()}
      </p>
      <div className="site-celebration__actions">{state.actions.map(button)}</div>
    </section>
  );
}
