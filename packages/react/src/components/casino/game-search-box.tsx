import { useStore } from '@nanostores/react';
import type { GameSearchInput } from '@site/core/casino';
import { useEffect, useId, useRef } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

export interface GameSearchBoxProps {
  input: GameSearchInput;
  /** Search live games (the live casino page) or not. */
  live: boolean;
  /** Focus the box when it appears (the header's search button opened it). */
  autoFocus?: boolean;
}

/** The lobby's search field: typing filters at once, `casino/games` is asked once typing pauses. */
export function GameSearchBox({ input, live, autoFocus = false }: GameSearchBoxProps) {
  const { LL } = useI18nContext();
  const text = useStore(input.$text);
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    // The header's search button: bring the box to the top, so the results show below it.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [autoFocus]);
  return (
    <form
      className="site-game-search"
      onSubmit={(event) => {
        event.preventDefault();
        input.submit(live);
      }}
    >
      <label htmlFor={id} className="site-visually-hidden">
        {LL.casinoUi.searchLabel()}
      </label>
      <Icon name="search" className="site-game-search__icon" />
      <input
        ref={ref}
        id={id}
        type="search"
        className="site-game-search__input"
        placeholder={LL.casinoUi.searchPlaceholder()}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={text}
        onChange={(event) => input.type(event.target.value, live)}
      />
      {text ? (
        <button
          type="button"
          className="site-game-search__clear"
          aria-label={LL.casinoUi.clearSearch()}
          onClick={() => {
            input.clear();
            ref.current?.focus();
          }}
        >
          <Icon name="close" size="1em" />
        </button>
      ) : null}
    </form>
  );
}
