import { MONEY_MASK } from '@site/core/account';
import type { LimitKind, LimitState } from '@site/core/protection';
import { type FormEvent, useId, useState } from 'react';
import { useDisplayText } from '../../../hooks/use-display-text';
import { useProtectionSite } from '../../../hooks/use-protection-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useHistoryFormat } from '../../dashboard/use-history-format';
import { MaskedField } from '../../fields/masked-field';
import { moneyMask } from '../../fields/masks';
import { SubmitButton } from '../../fields/submit-button';

const MONEY = moneyMask(MONEY_MASK);

/** One kind of limit (deposit or loss): its daily, weekly and monthly rows. */
export function LimitSection({ kind, limits }: { kind: LimitKind; limits: readonly LimitState[] }) {
  const { LL } = useI18nContext();
  const titleId = useId();
  return (
    <section className="site-protection__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{LL.protection[kind].title()}</h2>
      <p className="site-protection__hint">{LL.protection[kind].description()}</p>
      <div className="site-protection__limits">
        {limits.map((limit) => (
          <LimitRow key={limit.period} kind={kind} limit={limit} />
        ))}
      </div>
    </section>
  );
}

function LimitRow({ kind, limit }: { kind: LimitKind; limit: LimitState }) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const format = useHistoryFormat();
  const site = useProtectionSite();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const period = LL.protection.period[limit.period]();
  const removalPending = limit.pending !== null && limit.pending.amount === null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy('save');
    const outcome = await site.protection.setLimit(kind, limit.period, value);
    setBusy(null);
    if (outcome.ok) {
      setValue('');
      setError(undefined);
    } else if (outcome.reason === 'invalid' || outcome.reason === 'order') {
      setError(outcome.message ? text(outcome.message) : undefined);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy('remove');
    await site.protection.removeLimit(kind, limit.period);
    setBusy(null);
  }

  return (
    <form
      className="site-protection__limit"
      onSubmit={(event) => void save(event)}
      noValidate
      data-testid={`limit-${kind}-${limit.period}`}
    >
      <MaskedField
        label={LL.protection.limitLabel({ period })}
        mask={MONEY}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        error={error}
        inputMode="decimal"
        autoComplete="off"
      />
      <div className="site-protection__status" aria-live="polite">
        <p>
          {limit.amount === null
            ? LL.protection.noLimit()
            : LL.protection.current({ amount: format.money(limit.amount) })}
        </p>
        {limit.amount !== null && limit.remaining !== null ? (
          <p>
            {LL.protection.usage({
              used: format.money(limit.used),
              remaining: format.money(limit.remaining),
            })}
          </p>
        ) : null}
        {limit.pending ? (
          <p className="site-protection__pending">
            {limit.pending.amount === null
              ? LL.protection.pendingRemoval({ time: format.time(limit.pending.effectiveAt) })
              : LL.protection.pendingChange({
                  amount: format.money(limit.pending.amount),
                  time: format.time(limit.pending.effectiveAt),
                })}
          </p>
        ) : null}
      </div>
      <div className="site-protection__actions">
        <SubmitButton
          busy={busy === 'save'}
          busyLabel={LL.fields.loading()}
          disabled={busy !== null}
        >
          {LL.protection.save()}
        </SubmitButton>
        {limit.amount !== null && !removalPending ? (
          <SubmitButton
            type="button"
            variant="ghost"
            busy={busy === 'remove'}
            busyLabel={LL.fields.loading()}
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {LL.protection.remove()}
          </SubmitButton>
        ) : null}
      </div>
    </form>
  );
}
