import { formatMoney } from '@site/core';
import { formatNotificationTime } from '@site/core/shell';
import { useLocale } from '../../hooks/use-locale';

/** Times as the site shows them everywhere (spec 000 §3: d.MMM.yy HH:mm) and money in lira. */
export function useHistoryFormat() {
  const [locale] = useLocale();
  return {
    time: (time: number) => formatNotificationTime(time, locale),
    money: (amount: number) => formatMoney(amount, locale),
  };
}
