import { atom, computed, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Popup } from '../kernel/bootstrap/popup';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { KeyValueStorage } from '../kernel/env/ports';
import { readStored, writeStored } from '../kernel/storage/json-storage';

/** The hash of the last popup shown on this device (spec: shown once per content hash). */
export const POPUP_SEEN_STORAGE_KEY = 'popupHash';

export interface ImagePopup {
  /** The popup that would show now: there is one and its hash was not shown here yet. */
  $pending: ReadableAtom<Popup | null>;
  /** `$pending` while no other dialog is open: the popup `showIfNew()` would open now. */
  $ready: ReadableAtom<Popup | null>;
  /**
   * Opens the `imagePopup` dialog (props `{ hash }`) when the popup is new and no other dialog
   * is open (opening one closes the others: it never pushes aside one the visitor opened), and
   * remembers its hash. Returns whether it opened; call it again once the dialog closes. The dialog renders `site.content.$popup`, which stays
   * live: `loading` until the popup has images, then the picture.
   */
  showIfNew(): boolean;
}

export function createImagePopup(deps: {
  storage: KeyValueStorage;
  dialogs: DialogsModule;
  $popup: ReadableAtom<Popup | null>;
}): ImagePopup {
  const $seen = atom<string | null>(
    readStored(deps.storage, POPUP_SEEN_STORAGE_KEY, v.string()) ?? null,
  );
  const $pending = computed([deps.$popup, $seen], (popup, seen) =>
    popup && popup.hash !== seen ? popup : null,
  );
  const $ready = computed([$pending, deps.dialogs.$dialog], (popup, dialog) =>
    dialog === null ? popup : null,
  );
  return {
    $pending,
    $ready,
    showIfNew() {
      const popup = $ready.get();
      if (!popup) return false;
      writeStored(deps.storage, POPUP_SEEN_STORAGE_KEY, popup.hash);
      $seen.set(popup.hash);
      deps.dialogs.open('imagePopup', { hash: popup.hash });
      return true;
    },
  };
}
