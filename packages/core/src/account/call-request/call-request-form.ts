import { atom, computed, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { DialogsModule } from '../../kernel/dialogs/dialogs';
import { errorText } from '../../kernel/errors/error-text';
import {
  collectFieldErrors,
  createFormModel,
  type FieldErrors,
  type FormModel,
  type SubmitResult,
} from '../../kernel/forms/form-model';
import type { Envelope } from '../../kernel/http/envelope';
import type { HttpClient } from '../../kernel/http/http-client';
import type { ToastsModule } from '../../kernel/toasts/toasts';
import { ContactType, MAX_CONTACTS } from './call-request.constants';
import type { CallRequestValidationKey } from './call-request.messages';
import { buildCallRequestPayload } from './call-request.payload';
import {
  type CallRequestValues,
  type ContactRow,
  callRequestSchema,
  contactRowSchema,
} from './call-request.schema';

export type ContactErrors = FieldErrors<Omit<ContactRow, 'id'>>;

export interface CallRequestForm extends FormModel<CallRequestValues, Envelope<unknown>> {
  /** Add Contact is disabled at 5 contacts. */
  $canAddContact: ReadableAtom<boolean>;
  /** Save is enabled only when every part is valid and nothing is being sent. */
  $canSave: ReadableAtom<boolean>;
  /** The §5 warnings that apply now (username, at least one contact, time range, maximum 5). */
  $warnings: ReadableAtom<CallRequestValidationKey[]>;
  /** Errors of each contact row by row id, shown once the row was left or Save was pressed. */
  $contactErrors: ReadableAtom<Record<number, ContactErrors>>;
  /** Adds an empty row (type Phone by default) and answers its id; refused at 5 rows. */
  addContact(
    type?: number | null,
  ): { ok: true; id: number } | { ok: false; reason: 'limit-reached' };
  removeContact(id: number): void;
  setContact(id: number, patch: Partial<Omit<ContactRow, 'id'>>): void;
  /** Marks a row as visited so its errors show. */
  touchContact(id: number): void;
}

const EMPTY: CallRequestValues = {
  name: '',
  username: '',
  message: '',
  timeSlot: '',
  contacts: [],
};

/**
 * Spec 000 §4: success shows the server's message and closes every dialog; a failure shows it
 * as an error and keeps the input.
 */
export function createCallRequestForm(deps: {
  http: HttpClient;
  toasts: ToastsModule;
  dialogs: DialogsModule;
}): CallRequestForm {
  const { http, toasts, dialogs } = deps;
  let nextRowId = 1;
  const $touchedRows = atom<ReadonlySet<number>>(new Set());
  const $attempted = atom(false);

  const form = createFormModel({
    schema: callRequestSchema,
    initial: EMPTY,
    submit: (values) =>
      http.post('cms/callme', buildCallRequestPayload(values), { schema: v.unknown() }),
    onSuccess(answer) {
      dialogs.closeAll();
      if (answer.message) toasts.show('success', { text: answer.message });
      reset();
    },
    onError: (error) => toasts.show('error', errorText(error)),
  });

  const contacts = () => form.$values.get().contacts;
  const setContacts = (rows: ContactRow[]) => form.setField('contacts', rows);

  const $canAddContact = computed(form.$values, (values) => values.contacts.length < MAX_CONTACTS);
  const $canSave = computed(
    [form.$valid, form.$submitting],
    (valid, submitting) => valid && !submitting,
  );
  const $warnings = computed(form.$values, (values) => {
    const warnings: CallRequestValidationKey[] = [];
    if (values.username.trim() === '') warnings.push('callRequest.usernameRequired');
    if (values.contacts.length === 0) warnings.push('callRequest.contactRequired');
    if (values.timeSlot === '') warnings.push('callRequest.timeSlotRequired');
    if (values.contacts.length >= MAX_CONTACTS) warnings.push('callRequest.maxContacts');
    return warnings;
  });
  const $contactErrors = computed(
    [form.$values, $touchedRows, $attempted],
    (values, touched, attempted) => {
      const errors: Record<number, ContactErrors> = {};
      for (const row of values.contacts) {
        if (!attempted && !touched.has(row.id)) continue;
        const parsed = v.safeParse(contactRowSchema, row);
        if (!parsed.success) errors[row.id] = collectFieldErrors(parsed.issues);
      }
      return errors;
    },
  );

  function reset(values?: Partial<CallRequestValues>): void {
    form.reset(values);
    $touchedRows.set(new Set());
    $attempted.set(false);
  }

  return {
    ...form,
    $canAddContact,
    $canSave,
    $warnings,
    $contactErrors,
    async submit(): Promise<SubmitResult<Envelope<unknown>>> {
      const result = await form.submit();
      if (!result.ok && result.reason === 'invalid') $attempted.set(true);
      return result;
    },
    reset,
    addContact(type = ContactType.Phone) {
      if (contacts().length >= MAX_CONTACTS) return { ok: false, reason: 'limit-reached' };
      const id = nextRowId++;
      setContacts([...contacts(), { id, type, contact: '' }]);
      return { ok: true, id };
    },
    removeContact(id) {
      setContacts(contacts().filter((row) => row.id !== id));
    },
    setContact(id, patch) {
      setContacts(contacts().map((row) => (row.id === id ? { ...row, ...patch, id } : row)));
    },
    touchContact(id) {
      if ($touchedRows.get().has(id)) return;
      $touchedRows.set(new Set([...$touchedRows.get(), id]));
    },
  };
}
