import { useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';

export interface PasteButtonProps {
  /** The field's label, for the button's accessible name. */
  fieldLabel: string;
  onPaste(text: string): void;
}

/**
 * Pastes the clipboard into a field (the IBAN). Reading the clipboard needs the browser's
 * permission; when it is refused or unsupported, a note asks to type the value instead.
 */
export function PasteButton({ fieldLabel, onPaste }: PasteButtonProps) {
  const { LL } = useI18nContext();
  const [denied, setDenied] = useState(false);

  async function paste() {
    try {
      const text = await navigator.clipboard.readText();
      setDenied(false);
      if (text.trim()) onPaste(text.trim());
    } catch {
      setDenied(true);
    }
  }

  return (
    <>
      <button
        type="button"
        className="site-button site-button--ghost site-paste-button"
        aria-label={LL.fields.pasteInto({ label: fieldLabel })}
        onClick={() => void paste()}
      >
        {LL.fields.paste()}
      </button>
      {denied ? (
        <p className="site-field__note" role="status">
          {LL.fields.pasteDenied()}
        </p>
      ) : null}
    </>
  );
}
