import { formatDateTime, formatMoney, formatRate } from '@site/core';
import { useLocale } from '../../hooks/use-locale';

/** Times, money and rates as the site shows them everywhere (the core's one format per language). */
export function useHistoryFormat() {
  const [locale] = useLocale();
  return {
    time: (time: number) => formatDateTime(time, locale),
    money: (amount: number) => formatMoney(amount, locale),
    rate: (rate: number) => formatRate(rate, locale),
  };
}
