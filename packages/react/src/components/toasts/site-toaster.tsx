import type { Toast } from '@site/core';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer, type ToastOptions, toast } from 'react-toastify';
import { useDisplayText } from '../../hooks/use-display-text';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { watchModalSheets } from './modal-sheets';
import { ToastCloseButton } from './toast-close-button';
import {
  DIALOG_TOASTS,
  PAGE_TOASTS,
  SHEET_TOASTS,
  toastContainerProps,
} from './toast-container-props';

type Region = typeof PAGE_TOASTS | typeof DIALOG_TOASTS | typeof SHEET_TOASTS;

interface ShownToast {
  item: Toast;
  text: string;
  shownAt: number;
  /** The region it shows in now, and its react-toastify id there (it changes when it moves). */
  region: Region;
  toastId: string | number;
}

/** A toast moved to another region keeps at least this long, so it can be read. */
const MIN_MOVED_MS = 1500;

function showToast(item: Toast, text: string, options: ToastOptions) {
  if (item.kind === 'loading') toast.loading(text, options);
  else toast[item.kind](text, options);
}

/**
 * Renders the core's toast stream with react-toastify, always above whatever is open: a modal
 * <dialog> sits in the browser's top layer (above any z-index), dims the page with its scrim and
 * makes the rest of the page inert, so a toast outside it could be neither read nor heard.
 * Toasts therefore show in the topmost region: the open site dialog's own container, else a
 * container put inside the open modal sheet (the mobile bet slip, the side menu), else the
 * page's. When that changes, the toasts still on screen move for the rest of their time: a
 * toast up when the bet slip sheet opens moves into it, one raised in a dialog that closes
 * (a withdrawal 0.5 s after its success, an empty payment method 100 ms after its error)
 * outlives it on the page.
 */
export function SiteToaster() {
  const site = useSite();
  const show = useDisplayText();
  const { LL } = useI18nContext();
  const [sheet, setSheet] = useState<HTMLDialogElement | null>(null);
  // Set by the effect below: moves the toasts on screen to the region now on top.
  const rehome = useRef<() => void>(() => {});

  useEffect(() => {
    let shown: ShownToast[] = [];
    let sheetOpen = false;
    const region = (): Region =>
      site.dialogs.$dialog.get() ? DIALOG_TOASTS : sheetOpen ? SHEET_TOASTS : PAGE_TOASTS;
    const active = (entry: ShownToast) => toast.isActive(entry.toastId, entry.region);
    const timeLeft = ({ item, shownAt }: ShownToast) =>
      Math.max(MIN_MOVED_MS, item.durationMs - (Date.now() - shownAt));

    /** Toasts on screen outside `target`; taken down where they are (the caller re-shows). */
    const leaving = (target: Region) => {
      const still = shown.filter(active);
      const moving = still.filter((entry) => entry.region !== target);
      for (const entry of moving) toast.dismiss({ id: entry.toastId, containerId: entry.region });
      shown = still.filter((entry) => entry.region === target);
      return moving;
    };
    const place = (entries: ShownToast[], target: Region) => {
      for (const entry of entries) {
        const toastId = `moved-${entry.item.id}-${Date.now()}`;
        showToast(entry.item, entry.text, {
          toastId,
          autoClose: timeLeft(entry),
          containerId: target,
        });
        shown.push({ ...entry, region: target, toastId });
      }
    };
    const moveTo = (target: Region) => place(leaving(target), target);
    rehome.current = () => moveTo(region());

    const stopToasts = site.toasts.on('show', (item: Toast) => {
      const text = show(item.content);
      const target = region();
      showToast(item, text, { toastId: item.id, autoClose: item.durationMs, containerId: target });
      shown.push({ item, text, shownAt: Date.now(), region: target, toastId: item.id });
    });
    // Runs as the store changes, before React unmounts a closing dialog and its container.
    const stopDialogs = site.dialogs.$dialog.listen((dialog) => {
      if (!dialog) {
        moveTo(region());
        return;
      }
      // A dialog opened, or took another's place (recovery's last step opens login): once its
      // container is up, the toasts on screen (its predecessor's included) show there.
      const moving = leaving(DIALOG_TOASTS);
      const inDialog = [...shown];
      setTimeout(() => {
        // Still up: the same container stayed. Gone: the container was replaced with its dialog.
        const replaced = inDialog.filter((entry) => !active(entry));
        shown = shown.filter((entry) => !replaced.includes(entry));
        place([...replaced, ...moving], DIALOG_TOASTS);
      }, 0);
    });
    const stopSheets = watchModalSheets(document, (top) => {
      sheetOpen = top !== null;
      // A closing sheet's toasts move out before its container unmounts; an opening sheet's
      // container mounts first (the effect on `sheet` below moves the toasts in).
      if (!top) moveTo(region());
      setSheet(top);
    });
    const stopDismiss = site.toasts.on('dismiss', (id) => {
      for (const entry of shown) {
        if (entry.item.id === id) toast.dismiss({ id: entry.toastId, containerId: entry.region });
      }
    });
    return () => {
      stopToasts();
      stopDialogs();
      stopSheets();
      stopDismiss();
      rehome.current = () => {};
    };
  }, [site, show]);

  useEffect(() => {
    if (!sheet) return;
    // After this commit settles: under StrictMode the sheet's container mounts, unmounts (its
    // toasts dropped) and mounts again before a timeout runs.
    const moving = setTimeout(() => rehome.current(), 0);
    return () => clearTimeout(moving);
  }, [sheet]);

  return (
    <>
      <ToastContainer
        {...toastContainerProps}
        closeButton={ToastCloseButton}
        containerId={PAGE_TOASTS}
      />
      {sheet
        ? createPortal(
            // Its own name: the page's toast region has the default one (axe landmark-unique).
            <ToastContainer
              {...toastContainerProps}
              closeButton={ToastCloseButton}
              containerId={SHEET_TOASTS}
              aria-label={LL.dialog.notifications()}
            />,
            sheet,
          )
        : null}
    </>
  );
}
