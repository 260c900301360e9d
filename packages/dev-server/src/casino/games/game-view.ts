import type { GameDef } from '../catalog/games';

/** A game as the API answers it: the spec's fields plus `isLive` and `imageUrl` (extensions). */
export interface GameView extends GameDef {
  imageUrl: string;
}

export function gameView(game: GameDef, publicBase: string): GameView {
  return {
    ...game,
    imageUrl: `${publicBase}casino/assets/game/${encodeURIComponent(game.gameCode)}.png`,
  };
}
