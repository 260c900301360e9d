import { REALITY_CHECK_CHOICES, type RealityCheckMinutes } from '@site/core/protection';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useProtectionSite } from '../../../hooks/use-protection-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SelectField } from '../../fields/select-field';
import { SubmitButton } from '../../fields/submit-button';

/** The reality check's interval: off, or every 15, 30 or 60 minutes (stored by the server). */
export function RealityCheckSetting({ minutes }: { minutes: RealityCheckMinutes | null }) {
  const { LL } = useI18nContext();
  const site = useProtectionSite();
  const titleId = useId();
  const [choice, setChoice] = useState(String(minutes ?? 'off'));
  const [busy, setBusy] = useState(false);
  // Another tab (or a refresh) changed it: show the server's value.
  useEffect(() => setChoice(String(minutes ?? 'off')), [minutes]);
  const options = [
    { value: 'off', label: LL.protection.realityCheck.off() },
    ...REALITY_CHECK_CHOICES.map((value) => ({
      value: String(value),
      label: LL.protection.realityCheck.minutes({ minutes: value }),
    })),
  ];

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const next = choice === 'off' ? null : (Number(choice) as RealityCheckMinutes);
    const outcome = await site.protection.setRealityCheck(next);
    setBusy(false);
    if (!outcome.ok) setChoice(String(minutes ?? 'off'));
  }

  return (
    <section className="site-protection__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{LL.protection.realityCheck.title()}</h2>
      <p className="site-protection__hint">{LL.protection.realityCheck.description()}</p>
      <form className="site-protection__limit" onSubmit={(event) => void save(event)}>
        <SelectField
          label={LL.protection.realityCheck.label()}
          value={choice}
          options={options}
          onValueChange={setChoice}
        />
        <div className="site-protection__actions">
          <SubmitButton busy={busy} busyLabel={LL.fields.loading()}>
            {LL.protection.realityCheck.save()}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
