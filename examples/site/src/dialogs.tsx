import type { DialogRenderers } from '@site/react';
import { GameFrame } from './routes/game-frame';

/** The demo's own dialogs: the mobile game modal (spec 001), until the casino screens exist. */
export const demoDialogs: DialogRenderers = {
  playGame: { title: (LL) => LL.sections.play.title(), render: () => <GameFrame /> },
};
