import type { DialogRenderers } from '@site/react';
import { accountDialogs } from '@site/react/account';
import { GameFrame } from './routes/game-frame';

/**
 * The account module's dialogs plus the demo's own: the mobile game modal (spec 001), until
 * the casino screens exist.
 */
export const demoDialogs: DialogRenderers = {
  ...accountDialogs,
  playGame: { title: (LL) => LL.sections.play.title(), render: () => <GameFrame /> },
};
