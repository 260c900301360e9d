import type { PaymentDialog, PaymentField, PaymentForm } from '@site/core/account';
import type { FormEvent } from 'react';
import { useForm } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SubmitButton } from '../../fields/submit-button';
import { PaymentFieldInput } from './payment-field-input';

/** The form built from the server's fields; submit stays disabled while anything is invalid. */
export function PaymentFormView({
  kind,
  fields,
  model,
}: {
  kind: PaymentDialog['kind'];
  fields: readonly PaymentField[];
  model: PaymentForm;
}) {
  const { LL } = useI18nContext();
  const form = useForm(model);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form className="site-form site-form--narrow" onSubmit={onSubmit} noValidate>
      {fields.map((field) => (
        <PaymentFieldInput key={field.key} field={field} form={form} />
      ))}
      <SubmitButton
        busy={form.submitting}
        busyLabel={LL.payments.submitting()}
        disabled={!form.valid}
      >
        {kind === 'deposit' ? LL.payments.deposit() : LL.payments.withdraw()}
      </SubmitButton>
    </form>
  );
}
