import { formatMoney } from '@site/core';
import {
  type CashoutModule,
  type CashoutResult,
  cashoutAmountText,
  cashoutPercent,
  cashoutShare,
  readCashoutAmount,
  stakeLeftAfter,
} from '@site/core/cashout';
import { useEffect, useId, useRef, useState } from 'react';
import { useDisplayText } from '../../../hooks/use-display-text';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useCashoutModule, useCashoutState } from './use-cashout';

/**
 * The Cash Out button of a running bet with its live value, and the confirm step: an amount
 * field and a share slider for a partial cash-out. Renders nothing when the site has no
 * cash-out (`cashoutModule()` not composed) or the bet has nothing on offer.
 */
export function CashoutControl({ betId }: { betId: number | string }) {
  const cashout = useCashoutModule();
  return cashout ? <CashoutOffer cashout={cashout} betId={betId} /> : null;
}

type Notice = { tone: 'status' | 'alert'; text: string } | null;

function CashoutOffer({ cashout, betId }: { cashout: CashoutModule; betId: number | string }) {
  const { LL, locale } = useI18nContext();
  const t = LL.cashout;
  const display = useDisplayText();
  const state = useCashoutState(cashout, betId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [changed, setChanged] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const ids = useId();
  const money = (amount: number) => formatMoney(amount, locale);
  const value = state.value;
  const read = value === null ? null : readCashoutAmount(text, value);
  const amount = read?.ok ? read.amount : null;
  const percent = cashoutPercent(amount, value);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const start = () => {
    if (value === null) return;
    setText(cashoutAmountText(value, locale));
    setNotice(null);
    setChanged(false);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setChanged(false);
    openButton.current?.focus();
  };
  const outcome = (result: CashoutResult) => {
    if (result.ok) {
      setOpen(false);
      setChanged(false);
      const paid = money(result.paid);
      setNotice({
        tone: 'status',
        text: result.full ? t.paidFull({ amount: paid }) : t.paidPart({ amount: paid }),
      });
      return;
    }
    if (result.reason === 'busy') return;
    if (result.reason === 'value-changed') {
      // The whole bet stays the whole bet; a part keeps its amount when the new value allows.
      const whole = amount !== null && value !== null && amount >= value;
      if (whole || (amount ?? 0) > result.value) setText(cashoutAmountText(result.value, locale));
      setChanged(true);
      setNotice({ tone: 'alert', text: t.changedTo({ value: money(result.value) }) });
      return;
    }
    const reason = result.message ? display(result.message) : '';
    setNotice({
      tone: 'alert',
      text: result.reason === 'failed' ? t.failed({ reason }) : reason,
    });
  };
  const confirm = async () => {
    if (value === null || amount === null) {
      setNotice({ tone: 'alert', text: t.invalidAmount() });
      return;
    }
    setNotice(null);
    outcome(await cashout.cashOut(betId, amount >= value ? {} : { amount }));
  };

  if (value === null && !state.suspended && !notice) return null;
  const noticeNode = notice ? (
    <p
      className={`sb-cashout__notice sb-cashout__notice--${notice.tone}`}
      role={notice.tone}
      id={`${ids}-notice`}
    >
      {notice.text}
    </p>
  ) : null;

  if (value === null) {
    return (
      <div className="sb-cashout" data-state={state.suspended ? 'suspended' : 'none'}>
        {state.suspended ? (
          <button type="button" className="sb-cashout__button" disabled>
            {t.button({ value: '—' })}
          </button>
        ) : null}
        {state.suspended ? (
          <p className="sb-cashout__notice" role="status">
            {t.suspended()}
          </p>
        ) : (
          noticeNode
        )}
      </div>
    );
  }

  const stakeLeft =
    state.openStake !== null && amount !== null
      ? stakeLeftAfter(state.openStake, amount, value)
      : null;
  return (
    <div
      className="sb-cashout"
      data-state={state.inProgress ? 'in-progress' : changed ? 'value-changed' : 'offered'}
    >
      {open ? null : (
        <button ref={openButton} type="button" className="sb-cashout__button" onClick={start}>
          {t.button({ value: money(value) })}
        </button>
      )}
      {open ? (
        <section className="sb-cashout__panel" aria-labelledby={`${ids}-title`}>
          <h3 className="sb-cashout__title" id={`${ids}-title`}>
            {t.title()}
          </h3>
          <p className="sb-cashout__offer" aria-live="polite">
            {t.offer({ value: money(value) })}
          </p>
          <label className="sb-cashout__label" htmlFor={`${ids}-amount`}>
            {t.amountLabel()}
          </label>
          <input
            ref={field}
            id={`${ids}-amount`}
            className="sb-stake__input sb-cashout__amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={amount === null || undefined}
            aria-describedby={notice ? `${ids}-notice` : undefined}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <label className="sb-cashout__label" htmlFor={`${ids}-share`}>
            {t.shareLabel()}
          </label>
          <input
            id={`${ids}-share`}
            className="sb-cashout__share"
            type="range"
            min={1}
            max={100}
            step={1}
            value={percent}
            aria-valuetext={t.shareValue({ percent })}
            onChange={(event) =>
              setText(
                cashoutAmountText(cashoutShare(value, Number(event.currentTarget.value)), locale),
              )
            }
          />
          <div className="sb-cashout__quick">
            <button
              type="button"
              onClick={() => setText(cashoutAmountText(cashoutShare(value, 50), locale))}
            >
              {t.half()}
            </button>
            <button type="button" onClick={() => setText(cashoutAmountText(value, locale))}>
              {t.all()}
            </button>
          </div>
          {stakeLeft === null ? null : (
            <p className="sb-cashout__remaining">{t.remaining({ stake: money(stakeLeft) })}</p>
          )}
          {noticeNode}
          <div className="sb-cashout__actions">
            <button
              type="button"
              className="sb-cashout__confirm"
              disabled={state.inProgress || amount === null}
              aria-busy={state.inProgress || undefined}
              onClick={() => void confirm()}
            >
              {state.inProgress
                ? t.inProgress()
                : t.confirm({ amount: amount === null ? '—' : money(amount) })}
            </button>
            <button type="button" className="sb-cashout__cancel" onClick={close}>
              {t.cancel()}
            </button>
          </div>
        </section>
      ) : (
        noticeNode
      )}
    </div>
  );
}
