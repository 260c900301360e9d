import type { DisplayText } from '@site/core';
import { useDisplayText } from '../../hooks/use-display-text';
import { useI18nContext } from '../../i18n/i18n-react';

export interface StakeInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (raw: string) => void;
  /** ±100 buttons; shown only when given (a logged-in player). */
  onStep?: ((direction: 1 | -1) => void) | undefined;
  invalid?: boolean;
  /** Why the last input was refused (the core's `$stakeNotice` for this box). */
  notice?: DisplayText | null | undefined;
}

/**
 * A stake box: the core reads what is typed (digits of any script, 25 at most) and refuses the
 * rest with a notice shown under the box; ± steps of 100.
 */
export function StakeInput(props: StakeInputProps) {
  const { id, label, value, onChange, onStep, notice } = props;
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const invalid = props.invalid === true || Boolean(notice);
  const noticeId = `${id}-notice`;
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
          value={value}
          placeholder="0"
          aria-invalid={invalid || undefined}
          aria-describedby={notice ? noticeId : undefined}
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
      {notice ? (
        <p id={noticeId} className="sb-stake__notice" role="alert">
          {text(notice)}
        </p>
      ) : null}
    </div>
  );
}
