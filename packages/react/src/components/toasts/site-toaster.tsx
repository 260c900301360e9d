import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION, type Toast } from '@site/core';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useDisplayText } from '../../hooks/use-display-text';
import { useSite } from '../../hooks/use-site';

/** Renders the core's toast stream with react-toastify (top-center, 4000 ms, at most 5). */
export function SiteToaster() {
  const site = useSite();
  const show = useDisplayText();
  useEffect(
    () =>
      site.toasts.subscribe((item: Toast) => {
        const options = { toastId: item.id, autoClose: item.durationMs };
        const text = show(item.content);
        if (item.kind === 'loading') toast.loading(text, options);
        else toast[item.kind](text, options);
      }),
    [site, show],
  );
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_MAX_VISIBLE}
      newestOnTop
      closeOnClick
      theme="colored"
    />
  );
}
