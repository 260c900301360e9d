import { useEffect, useId, useRef, useState } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { BetSlipPanel } from './bet-slip-panel';
import { useTransitionStore } from './use-transition-store';

/** The bet slip on a phone: a bar with the count badge that opens the slip as a bottom sheet. */
export function BetSlipSheet() {
  const { LL } = useI18nContext();
  const { betSlip } = useSportsbookSite();
  const count = useTransitionStore(betSlip.$count);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="sb-sheet-bar"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span>{LL.sportsbook.slip.betslip()}</span>
        <span className="sb-count" aria-hidden="true">
          {count}
        </span>
        <span className="site-visually-hidden">{LL.sportsbook.slip.countLabel({ count })}</span>
      </button>
      <dialog
        ref={ref}
        className="sb-sheet"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        <div className="sb-sheet__header">
          <h2 id={titleId}>{LL.sportsbook.slip.title()}</h2>
          <button
            type="button"
            className="sb-icon-button sb-sheet__close"
            aria-label={LL.dialog.close()}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        {open ? <BetSlipPanel /> : null}
      </dialog>
    </>
  );
}
