import type { FilterResult, HistoryFilter } from '@site/core/account';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { translatorAt } from '../../hooks/use-display-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

export interface HistoryFilterFormProps {
  filter: HistoryFilter;
  /** The type/status values offered, with their labels. */
  values: readonly number[];
  valueLabel(value: number): string;
  /** The select's label: "Transaction type", "Status"… */
  filterLabel: string;
  onApply(input: unknown): FilterResult;
}

/** Day range and type/status; the core checks the range and says what is wrong. */
export function HistoryFilterForm({
  filter,
  values,
  valueLabel,
  filterLabel,
  onApply,
}: HistoryFilterFormProps) {
  const { LL } = useI18nContext();
  // Core keys (history.errors.*, errors.*) are dictionary paths.
  const text = (key: string) => translatorAt(LL, key)?.() || key;
  const legendId = useId();
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [value, setValue] = useState(filter.value === undefined ? '' : String(filter.value));
  const [errors, setErrors] = useState<Partial<Record<keyof HistoryFilter, string>>>({});
  // A filter applied elsewhere (the first load's default range) shows in the fields.
  useEffect(() => {
    setFrom(filter.from);
    setTo(filter.to);
    setValue(filter.value === undefined ? '' : String(filter.value));
  }, [filter]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = onApply({ from, to, ...(value === '' ? {} : { value: Number(value) }) });
    setErrors(result.ok ? {} : result.fields);
  };
  const errorText = (key: string | undefined) => (key ? text(key) : undefined);

  return (
    <form className="site-history-filter" aria-labelledby={legendId} onSubmit={submit} noValidate>
      <h2 className="site-visually-hidden" id={legendId}>
        {LL.history.filter.legend()}
      </h2>
      <TextField
        type="date"
        label={LL.history.filter.from()}
        value={from}
        onValueChange={setFrom}
        error={errorText(errors.from)}
      />
      <TextField
        type="date"
        label={LL.history.filter.to()}
        value={to}
        onValueChange={setTo}
        error={errorText(errors.to)}
      />
      <SelectField
        label={filterLabel}
        value={value}
        onValueChange={setValue}
        options={[
          { value: '', label: LL.history.filter.all() },
          ...values.map((v) => ({ value: String(v), label: valueLabel(v) })),
        ]}
        error={errorText(errors.value)}
      />
      <button type="submit" className="site-button site-button--primary">
        {LL.history.filter.apply()}
      </button>
    </form>
  );
}
