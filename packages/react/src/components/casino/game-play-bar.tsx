import type { PlayState } from '@site/core/casino';
import { useCasinoSite } from '../../hooks/use-casino-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

export interface GamePlayBarProps {
  play: PlayState;
  /** Render the name as the page heading (desktop page); the modal's frame has its own title. */
  showName?: boolean;
  /** Also offer Close (the modal has the dialog's own close button). */
  showClose?: boolean;
  headingId?: string;
  /** Close: the page goes back to the lobby (the core's `closed` event, or this when no game). */
  onClose?: () => void;
}

/**
 * The game's top bar (spec 001 §2): its name, Deposit (the 'Deposit Money' sheet), Refresh
 * (toast 'Game will be reloaded. Please wait...', then a new launch) and Close.
 */
export function GamePlayBar({
  play,
  showName = true,
  showClose = true,
  headingId,
  onClose,
}: GamePlayBarProps) {
  const { LL } = useI18nContext();
  const { casino } = useCasinoSite();
  const game = 'game' in play ? play.game : null;
  const canReload =
    play.status === 'ready' || play.status === 'failed' || play.status === 'loading';
  return (
    <div className="site-game-bar">
      {showName ? (
        <h1 className="site-game-bar__name" id={headingId}>
          {game?.name ?? LL.casinoUi.backToLobby()}
        </h1>
      ) : null}
      <div className="site-game-bar__actions">
        <button
          type="button"
          className="site-button site-button--primary site-game-bar__deposit"
          onClick={() => casino.play.openDeposit()}
        >
          <Icon name="deposit" size="1.1em" /> {LL.casinoUi.deposit()}
        </button>
        <button
          type="button"
          className="site-icon-button site-game-bar__button"
          aria-label={LL.casinoUi.refresh()}
          disabled={!canReload}
          onClick={() => casino.play.reloadGame()}
        >
          <Icon name="refresh" />
        </button>
        {showClose ? (
          <button
            type="button"
            className="site-icon-button site-game-bar__button"
            aria-label={LL.casinoUi.close()}
            onClick={() => (onClose ? onClose() : casino.play.closeGame())}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
