import { useI18nContext } from '../../i18n/i18n-react';

export interface FailedWithRetryProps {
  message: string;
  onRetry(): void;
  /** Spec 001 §8 keeps some failures silent: shown, but not announced as an alert. */
  silent?: boolean;
  className?: string;
}

/** A sportsbook list or panel that could not load: what failed, and Try again. */
export function FailedWithRetry({
  message,
  onRetry,
  silent = false,
  className = 'sb-failed',
}: FailedWithRetryProps) {
  const { LL } = useI18nContext();
  return (
    <div className={className} role={silent ? undefined : 'alert'}>
      <p>{message}</p>
      <button type="button" className="site-button site-button--secondary" onClick={onRetry}>
        {LL.sportsbook.retry()}
      </button>
    </div>
  );
}
