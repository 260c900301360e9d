import {
  type CallRequestForm,
  CONTACT_TYPE_OPTIONS,
  type ContactErrors,
  type ContactRow as ContactRowValues,
  placeholderKey,
} from '@site/core/account';
import { useDisplayText } from '../../../hooks/use-display-text';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useAfterPointerRelease } from '../../fields/after-pointer-release';
import { SelectField } from '../../fields/select-field';
import { TextField } from '../../fields/text-field';
import { useFieldError } from '../../fields/use-field-error';

/** One contact: type (Phone, Telegram, Email), a value whose placeholder follows the type, remove. */
export function ContactRow({
  form,
  row,
  index,
  errors,
}: {
  form: CallRequestForm;
  row: ContactRowValues;
  /** 1-based, for the row's labels. */
  index: number;
  errors: ContactErrors | undefined;
}) {
  const { LL } = useI18nContext();
  const show = useDisplayText();
  const errorOf = useFieldError();
  const afterRelease = useAfterPointerRelease();
  return (
    <li className="site-contact-row">
      <SelectField
        label={LL.callRequest.contactType({ index })}
        hideLabel
        value={row.type === null ? '' : String(row.type)}
        placeholder={LL.fields.choose()}
        options={CONTACT_TYPE_OPTIONS.map((option) => ({
          value: String(option.type),
          label: show({ key: option.labelKey }),
        }))}
        onValueChange={(value) => form.setContact(row.id, { type: value ? Number(value) : null })}
        onBlur={() => afterRelease(() => form.touchContact(row.id))}
        error={errorOf(errors?.type)}
      />
      <TextField
        label={LL.callRequest.contactValue({ index })}
        hideLabel
        value={row.contact}
        placeholder={show({ key: placeholderKey(row.type) })}
        onValueChange={(contact) => form.setContact(row.id, { contact })}
        onBlur={() => afterRelease(() => form.touchContact(row.id))}
        error={errorOf(errors?.contact)}
      />
      <button
        type="button"
        className="site-icon-button site-contact-row__remove"
        aria-label={LL.callRequest.removeContact({ index })}
        onClick={() => form.removeContact(row.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
