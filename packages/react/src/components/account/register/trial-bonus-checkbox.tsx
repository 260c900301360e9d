import { formatMoney } from '@site/core';
import { useLocale } from '../../../hooks/use-locale';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CheckboxField } from '../../fields/checkbox-field';
import type { RegisterBinding } from './person-fields';

/** The optional trial-bonus checkbox; the form shows it only while the amount is above 0. */
export function TrialBonusCheckbox({ form, amount }: { form: RegisterBinding; amount: number }) {
  const { LL } = useI18nContext();
  const [locale] = useLocale();
  return (
    <CheckboxField
      name="trialBonus"
      label={LL.register.trialBonus({ amount: formatMoney(amount, locale) })}
      checked={form.values.trialBonus}
      onCheckedChange={(checked) => form.model.setField('trialBonus', checked)}
    />
  );
}
