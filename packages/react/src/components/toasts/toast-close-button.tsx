import type { CloseButtonProps } from 'react-toastify';
import { useI18nContext } from '../../i18n/i18n-react';

/** react-toastify's close button names itself "close" in English; this one speaks the site's language. */
export function ToastCloseButton({ closeToast }: CloseButtonProps) {
  const { LL } = useI18nContext();
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={LL.toast.close()}
      onClick={closeToast}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
