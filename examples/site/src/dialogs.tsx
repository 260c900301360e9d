import type { DialogRenderers } from '@site/react';

/** The demo's own dialogs: none beyond those @site/react renders (the game modal is there). */
export const demoDialogs: DialogRenderers = {};
