import { atom, type ReadableAtom } from 'nanostores';

/** Every dialog of spec 000 §2. */
export type DialogName =
  | 'login'
  | 'register'
  | 'recovery'
  | 'changePassword'
  | 'smsVerification'
  | 'phoneVerification'
  | 'callRequest'
  | 'promotionDetail'
  | 'dynamicDeposit'
  | 'dynamicWithdraw'
  | 'deposit'
  | 'playGame'
  | 'imagePopup'
  /** Player protection's session reminder (extension, docs/protection.md). */
  | 'realityCheck';

/** Size classes of spec 000 §2, as data the UI turns into CSS. Mobile is always full screen. */
export interface DialogSize {
  height?: number;
  maxWidth?: number;
  /** CSS width expression for the wide dialogs. */
  width?: string;
  variant?: 'dialog' | 'bottomSheet';
}

const WIDE: DialogSize = { width: 'clamp(110px, 90vw, 990px)' };
/** A payment form's dialog: within the spec's 990 px, as wide as its form (no empty band). */
const FORM: DialogSize = { width: 'clamp(110px, 90vw, 560px)' };

export const DIALOG_SIZES: Record<DialogName, DialogSize> = {
  login: { height: 699 },
  recovery: { height: 699 },
  register: { height: 760 },
  callRequest: { height: 800, maxWidth: 454 },
  changePassword: WIDE,
  smsVerification: WIDE,
  phoneVerification: WIDE,
  promotionDetail: WIDE,
  dynamicDeposit: FORM,
  dynamicWithdraw: FORM,
  deposit: { ...WIDE, variant: 'bottomSheet' },
  playGame: WIDE,
  imagePopup: WIDE,
  realityCheck: { maxWidth: 454 },
};

export interface OpenDialog {
  name: DialogName;
  props: Record<string, unknown>;
}

export interface DialogsModule {
  /** The one open dialog, or null. */
  $dialog: ReadableAtom<OpenDialog | null>;
  /** Opens a dialog; any other open dialog closes (only one at a time). */
  open(name: DialogName, props?: Record<string, unknown>): void;
  close(name?: DialogName): void;
  closeAll(): void;
}

export function createDialogs(): DialogsModule {
  const $dialog = atom<OpenDialog | null>(null);
  return {
    $dialog,
    open: (name, props = {}) => $dialog.set({ name, props }),
    close(name) {
      if (name === undefined || $dialog.get()?.name === name) $dialog.set(null);
    },
    closeAll: () => $dialog.set(null),
  };
}
