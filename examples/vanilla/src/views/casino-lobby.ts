import { createScope, h, type Scope } from '../dom';
import {
  type CasinoLobby,
  type Game,
  type LobbySection,
  type LobbyView,
  type Locale,
  lobbyPreview,
  type Site,
} from '../sdk';
import { t } from '../texts';

/**
 * The slots lobby from `site.casino.lobby('slot')`, the store the React site renders too: the
 * search box, the provider filter, the category chips, then the sections the core decides (every
 * category's preview, one category in full, Favorites, or the search results). Nothing here
 * decides what to show; it only draws `$view`.
 */
export function casinoLobby(site: Site, scope: Scope): HTMLElement {
  const lobby = site.casino.lobby('slot');
  const heading = h('h2', { id: 'casino-heading', class: 'panel__title' });
  const searchLabel = h('label', { for: 'casino-search', class: 'visually-hidden' });
  const searchBox = h('input', { id: 'casino-search', class: 'input', type: 'search' });
  const search = h('form', { class: 'casino__search', role: 'search' }, searchLabel, searchBox);
  const providerLabel = h('label', { for: 'casino-provider' });
  const provider = h('select', { id: 'casino-provider', class: 'select' });
  const nav = h('nav', { class: 'casino__nav', 'aria-labelledby': 'casino-nav-label' });
  const body = h('div', { class: 'casino__body' });
  const section = h(
    'section',
    { class: 'panel casino', 'aria-labelledby': 'casino-heading' },
    heading,
    h(
      'div',
      { class: 'casino__toolbar' },
      search,
      h('div', { class: 'field field--inline' }, providerLabel, provider),
    ),
    nav,
    body,
  );

  scope.on(searchBox, 'input', () => lobby.search.type(searchBox.value, lobby.live));
  scope.on(search, 'submit', (event) => {
    event.preventDefault();
    lobby.search.submit(lobby.live);
  });
  scope.on(provider, 'change', () => lobby.setProvider(provider.value || null));

  let parts = createScope();
  scope.add(() => parts.dispose());
  const render = () => {
    const locale = site.i18n.$locale.get();
    const view = lobby.$view.get();
    const focused = document.activeElement?.getAttribute('data-focus-key');
    parts.dispose();
    parts = createScope();
    heading.textContent = t(locale, 'casino');
    searchLabel.textContent = t(locale, 'searchGames');
    searchBox.placeholder = t(locale, 'searchGames');
    if (searchBox.value !== view.search?.text && document.activeElement !== searchBox) {
      searchBox.value = view.search?.text ?? '';
    }
    providerLabel.textContent = t(locale, 'provider');
    provider.replaceChildren(
      h('option', { value: '', selected: view.provider === null }, t(locale, 'allProviders')),
      ...view.providers.map((name) =>
        h('option', { value: name, selected: view.provider === name }, name),
      ),
    );
    nav.replaceChildren(
      h('span', { id: 'casino-nav-label', class: 'visually-hidden' }, t(locale, 'categories')),
      ...view.nav.map((item) => {
        const label =
          item.kind === 'all'
            ? t(locale, 'allCategories')
            : item.kind === 'favorites'
              ? t(locale, 'favorites')
              : (item.label ?? '');
        const chip = h(
          'button',
          {
            type: 'button',
            class: 'chip',
            'aria-pressed': String(item.id === view.selected),
            'data-focus-key': `chip-${item.id}`,
          },
          label,
          item.count !== null ? h('span', { class: 'chip__count' }, ` ${item.count}`) : null,
        );
        parts.on(chip, 'click', () => lobby.select(item.id));
        return chip;
      }),
    );
    body.replaceChildren(...sectionsOf(lobby, view, locale, parts));
    if (focused) section.querySelector<HTMLElement>(`[data-focus-key="${focused}"]`)?.focus();
  };
  scope.add(lobby.$view.subscribe(render));
  scope.add(site.i18n.$locale.listen(render));
  return section;
}

function sectionsOf(lobby: CasinoLobby, view: LobbyView, locale: Locale, scope: Scope): Node[] {
  if (view.search) {
    const { text, answered, games, waiting } = view.search;
    return [
      h(
        'section',
        { class: 'casino-section', 'aria-labelledby': 'casino-search-title' },
        h(
          'h3',
          { id: 'casino-search-title', class: 'casino-section__title' },
          t(locale, 'searchResults', { search: text.trim() }),
        ),
        answered
          ? null
          : h('p', { class: 'casino__status', role: 'status' }, t(locale, 'searching')),
        waiting ? null : gameList(games, t(locale, 'searchEmpty', { search: text.trim() })),
      ),
    ];
  }
  if (view.empty) return [h('p', { class: 'casino__status' }, t(locale, 'casinoEmpty'))];
  const full = view.mode !== 'previews';
  return view.sections.map((section) => sectionView(lobby, section, full, locale, scope));
}

function sectionView(
  lobby: CasinoLobby,
  section: LobbySection,
  full: boolean,
  locale: Locale,
  scope: Scope,
): HTMLElement {
  const titleId = `casino-section-${section.id}`;
  const preview = full ? null : lobbyPreview(section.games, 'desktop');
  const showAll =
    preview?.showAll != null
      ? h(
          'button',
          { type: 'button', class: 'link', 'data-focus-key': `all-${section.id}` },
          t(locale, 'showAll', { count: preview.showAll }),
        )
      : null;
  // "All (n)" opens the category (or Favorites) in full; back to every category from the chips.
  if (showAll) scope.on(showAll, 'click', () => lobby.select(section.id));
  const empty =
    section.emptyReason === 'favorites-empty'
      ? t(locale, 'favoritesEmpty')
      : section.emptyReason === 'no-match'
        ? t(locale, 'noMatch')
        : t(locale, 'gamesEmpty');
  return h(
    'section',
    { class: 'casino-section', 'aria-labelledby': titleId, 'data-category': section.id },
    h(
      'div',
      { class: 'casino-section__head' },
      h(
        'h3',
        { id: titleId, class: 'casino-section__title' },
        section.kind === 'favorites' ? t(locale, 'favorites') : (section.title ?? ''),
      ),
      section.total !== null
        ? h(
            'span',
            { class: 'casino-section__count' },
            t(locale, 'gameCount', { count: section.total }),
          )
        : null,
      showAll,
    ),
    section.status === 'loading' || section.status === 'idle'
      ? h('p', { class: 'casino__status', role: 'status' }, t(locale, 'gamesLoading'))
      : gameList(preview ? preview.games : section.games, empty),
  );
}

function gameList(games: readonly Game[], emptyText: string): HTMLElement {
  if (games.length === 0) return h('p', { class: 'casino__status' }, emptyText);
  return h(
    'ul',
    { class: 'games' },
    ...games.map((game) =>
      h(
        'li',
        { class: 'game', 'data-game-code': game.gameCode },
        h('span', { class: 'game__name' }, game.name),
        h('span', { class: 'game__provider' }, game.providerName),
      ),
    ),
  );
}
