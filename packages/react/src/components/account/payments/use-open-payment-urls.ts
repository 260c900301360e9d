import { useEffect } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';

/**
 * Performs the core's open-in-new-tab intents (a deposit answered with a payment page URL)
 * while a payment dialog is on screen: the core has no window, the UI opens it.
 */
export function useOpenPaymentUrls(): void {
  const site = useAccountSite();
  useEffect(
    () =>
      site.payments.on('open-url', ({ url, target, rel }) => {
        window.open(url, target, rel);
      }),
    [site],
  );
}
