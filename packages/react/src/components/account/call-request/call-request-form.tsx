import { useStore } from '@nanostores/react';
import { CALL_MESSAGE_LENGTH, TIME_SLOTS } from '@site/core/account';
import { type FormEvent, useId } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useForm } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useAfterPointerRelease } from '../../fields/after-pointer-release';
import { FormTextField } from '../../fields/form-fields';
import { SelectField } from '../../fields/select-field';
import { SubmitButton } from '../../fields/submit-button';
import { TextAreaField } from '../../fields/text-area-field';
import { useFieldError } from '../../fields/use-field-error';
import { CallRequestWarnings } from './call-request-warnings';
import { ContactRow } from './contact-row';

/**
 * The Call Request Form: name, username, message, the time range and up to 5 contacts. Save is
 * enabled only when every part is valid; the warnings say what is still missing.
 */
export function CallRequestForm() {
  const { LL } = useI18nContext();
  const model = useAccountSite().callRequest.form;
  const afterRelease = useAfterPointerRelease();
  const form = useForm(model);
  const warnings = useStore(model.$warnings);
  const canAddContact = useStore(model.$canAddContact);
  const canSave = useStore(model.$canSave);
  const contactErrors = useStore(model.$contactErrors);
  const errorOf = useFieldError();
  const contactsId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };

  return (
    <form className="site-form" onSubmit={onSubmit} noValidate>
      <FormTextField form={form} name="name" label={LL.callRequest.name()} autoComplete="name" />
      <FormTextField
        form={form}
        name="username"
        label={LL.callRequest.username()}
        autoComplete="username"
      />
      <TextAreaField
        label={LL.callRequest.message()}
        name="message"
        value={form.values.message}
        onValueChange={(value) => model.setField('message', value)}
        onBlur={() => afterRelease(() => model.touch('message'))}
        error={errorOf(form.errors.message)}
        maxLength={CALL_MESSAGE_LENGTH.max}
      />
      <SelectField
        label={LL.callRequest.timeSlot()}
        name="timeSlot"
        value={form.values.timeSlot}
        placeholder={LL.fields.choose()}
        options={TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
        onValueChange={(value) => model.setField('timeSlot', value)}
        onBlur={() => afterRelease(() => model.touch('timeSlot'))}
      />
      <fieldset
        className="site-fieldset site-contacts"
        aria-describedby={form.values.contacts.length === 0 ? contactsId : undefined}
      >
        <legend className="site-field__label">{LL.callRequest.contacts()}</legend>
        <button
          type="button"
          className="site-button site-button--ghost site-contacts__add"
          disabled={!canAddContact}
          onClick={() => model.addContact()}
        >
          {LL.callRequest.addContact()}
        </button>
        {form.values.contacts.length === 0 ? (
          <p className="site-contacts__empty" id={contactsId}>
            {LL.callRequest.emptyContacts()}
          </p>
        ) : (
          <ol className="site-contacts__list">
            {form.values.contacts.map((row, index) => (
              <ContactRow
                key={row.id}
                form={model}
                row={row}
                index={index + 1}
                errors={contactErrors[row.id]}
              />
            ))}
          </ol>
        )}
      </fieldset>
      <CallRequestWarnings keys={warnings} />
      <SubmitButton busy={form.submitting} busyLabel={LL.callRequest.saving()} disabled={!canSave}>
        {LL.callRequest.save()}
      </SubmitButton>
    </form>
  );
}
