import { STAKE_MAX_DIGITS } from '@site/core/sportsbook';
import { useI18nContext } from '../../i18n/i18n-react';

export interface StakeInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (raw: string) => void;
  /** ±100 buttons; shown only when given (a logged-in player). */
  onStep?: ((direction: 1 | -1) => void) | undefined;
  invalid?: boolean;
}

/** A stake box: the core cleans what is typed (digits, 25 at most); ± steps of 100. */
export function StakeInput({ id, label, value, onChange, onStep, invalid }: StakeInputProps) {
  const { LL } = useI18nContext();
  return (
    <div className={`sb-stake${invalid ? ' sb-stake--invalid' : ''}`}>
      <label htmlFor={id} className="sb-stake__label">
        {label}
      </label>
      <div className="sb-stake__row">
        {onStep ? (
          <button
            type="button"
            className="sb-stake__step"
            aria-label={LL.sportsbook.slip.stepDown()}
            onClick={() => onStep(-1)}
          >
            −
          </button>
        ) : null}
        <input
          id={id}
          className="sb-stake__input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={STAKE_MAX_DIGITS + 1}
          value={value}
          placeholder="0"
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {onStep ? (
          <button
            type="button"
            className="sb-stake__step"
            aria-label={LL.sportsbook.slip.stepUp()}
            onClick={() => onStep(1)}
          >
            +
          </button>
        ) : null}
      </div>
    </div>
  );
}
