import type { DialogRenderers } from '../dialogs/dialog-renderer';

/** The shell's dialogs (promotion detail, image popup), rendered by DialogHost. */
export const shellDialogs: DialogRenderers = {};
