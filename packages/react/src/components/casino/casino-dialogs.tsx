import type { DialogRenderers } from '../dialogs/dialog-renderer';
import { GameModal } from './game-modal';

/** The casino's dialogs: the mobile game modal, titled with the game's name. */
export const casinoDialogs: DialogRenderers = {
  playGame: {
    title: (LL, props) =>
      typeof props.name === 'string' && props.name.trim() !== ''
        ? props.name
        : LL.casinoUi.gameLoading(),
    render: () => <GameModal />,
  },
};
