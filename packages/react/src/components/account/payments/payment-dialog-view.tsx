import { useStore } from '@nanostores/react';
import type { PaymentDialog } from '@site/core/account';
import { useEffect } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { preloadMasks } from '../../fields/masked-field';
import { useStepFocus } from '../use-step-focus';
import { PaymentFormView } from './payment-form-view';
import { PaymentResultView } from './payment-result-view';
import { useOpenPaymentUrls } from './use-open-payment-urls';

function PaymentDialogBody({ dialog }: { dialog: PaymentDialog }) {
  const { LL } = useI18nContext();
  const site = useAccountSite();
  const state = useStore(dialog.$state);
  const ref = useStepFocus<HTMLDivElement>(state.status);
  return (
    <div ref={ref} className="site-payment" data-status={state.status}>
      {state.status === 'loading' || state.status === 'closing' ? (
        <p className="site-loading" role="status">
          <span className="site-spinner" aria-hidden="true" />
          {state.status === 'loading' ? LL.payments.formLoading() : LL.payments.closing()}
        </p>
      ) : null}
      {state.status === 'form' ? (
        <PaymentFormView kind={dialog.kind} fields={state.fields} model={state.form} />
      ) : null}
      {state.status === 'result' ? (
        <PaymentResultView
          result={state.result}
          onContinue={dialog.continue}
          onDone={() => site.dialogs.closeAll()}
        />
      ) : null}
    </div>
  );
}

/**
 * The dynamic deposit / withdraw dialog's content, for the payment dialog the core holds
 * (`site.payments.openDeposit(method)` / `openWithdraw(method)`).
 */
export function PaymentDialogView() {
  const dialog = useStore(useAccountSite().payments.$dialog);
  useOpenPaymentUrls();
  useEffect(preloadMasks, []);
  return dialog ? <PaymentDialogBody dialog={dialog} /> : null;
}
