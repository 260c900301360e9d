import type { CallRequestValidationKey } from '@site/core/account';
import { useDisplayText } from '../../../hooks/use-display-text';

/** The §5 warnings that apply now (username, a contact, a time range, at most 5). */
export function CallRequestWarnings({ keys }: { keys: readonly CallRequestValidationKey[] }) {
  const show = useDisplayText();
  return (
    <ul className="site-warnings" aria-live="polite">
      {keys.map((key) => (
        <li key={key} className="site-warnings__item">
          {show({ key })}
        </li>
      ))}
    </ul>
  );
}
