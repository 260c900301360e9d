import {
  EXCLUSION_CHOICES,
  type ExclusionDuration,
  type ExclusionKind,
} from '@site/core/protection';
import { useId, useRef, useState } from 'react';
import { useProtectionSite } from '../../../hooks/use-protection-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SelectField } from '../../fields/select-field';
import { SubmitButton } from '../../fields/submit-button';

/**
 * Time-out or self-exclusion: choose a duration, then a confirm step that states what follows
 * (logged out, no login, no play or deposits, not lifted early). Nothing here can end one.
 */
export function ExclusionSection({ kind }: { kind: ExclusionKind }) {
  const { LL } = useI18nContext();
  const site = useProtectionSite();
  const titleId = useId();
  const choices = EXCLUSION_CHOICES[kind];
  const [duration, setDuration] = useState<ExclusionDuration>(choices[0] ?? '24h');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const texts = LL.protection.exclusion;
  const title = kind === 'time-out' ? texts.timeOutTitle() : texts.selfExclusionTitle();
  const durationText = texts.durations[duration]();

  async function confirm() {
    if (busy) return;
    setBusy(true);
    const outcome = await site.protection.exclude(kind, duration as never);
    setBusy(false);
    if (!outcome.ok) setConfirming(false);
  }

  return (
    <section className="site-protection__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="site-protection__hint">
        {kind === 'time-out' ? texts.timeOutDescription() : texts.selfExclusionDescription()}
      </p>
      {confirming ? (
        <div
          className="site-protection__confirm"
          role="alertdialog"
          aria-labelledby={`${titleId}-confirm`}
          aria-describedby={`${titleId}-consequences`}
          ref={(node) => {
            confirmRef.current = node;
            node?.focus();
          }}
          tabIndex={-1}
        >
          <h3 id={`${titleId}-confirm`}>{texts.confirmTitle()}</h3>
          <p id={`${titleId}-consequences`}>
            {duration === 'permanent'
              ? texts.permanentConsequences()
              : texts.consequences({ duration: durationText })}
          </p>
          <div className="site-protection__actions">
            <SubmitButton
              type="button"
              busy={busy}
              busyLabel={LL.fields.loading()}
              onClick={() => void confirm()}
            >
              {texts.confirm()}
            </SubmitButton>
            <button
              type="button"
              className="site-button site-button--ghost"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              {texts.cancel()}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="site-protection__limit"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <SelectField
            label={texts.durationLabel()}
            value={duration}
            options={choices.map((value) => ({ value, label: texts.durations[value]() }))}
            onValueChange={(value) => setDuration(value as ExclusionDuration)}
          />
          <div className="site-protection__actions">
            <button type="submit" className="site-button site-button--primary">
              {texts.start()}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
