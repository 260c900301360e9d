import { createScope, h, type Scope } from '../dom';
import { formatMoney, type Site, type SlipOdd } from '../sdk';
import { say, t } from '../texts';

/**
 * The bet slip from `site.betSlip`: selections (optimistic placeholders while a toggle runs),
 * Single/Multiple, stakes, the calculation, Accept Changes and Place Bet. Every rule (who may
 * bet, stake text, single-flight placing, zero possible win) is the core's; this only renders.
 */
export function betSlipPanel(site: Site, scope: Scope): HTMLElement {
  const { betSlip } = site;
  const heading = h('h2', { id: 'slip-heading', class: 'panel__title' });
  const count = h('span', { class: 'slip__count' });
  const modes = h('div', { class: 'slip__modes', role: 'group' });
  const list = h('ul', { class: 'slip__list' });
  const empty = h('p', { class: 'slip__empty' });
  const footer = h('div', { class: 'slip__footer' });
  const message = h('p', { class: 'slip__message', role: 'status' });
  const section = h(
    'section',
    { class: 'panel slip', id: 'slip', tabindex: -1, 'aria-labelledby': 'slip-heading' },
    h('div', { class: 'slip__head' }, heading, count),
    modes,
    empty,
    list,
    footer,
    message,
  );

  let rows = createScope();
  scope.add(() => rows.dispose());
  const render = () => {
    const locale = site.i18n.$locale.get();
    const odds = betSlip.$oddList.get();
    const mode = betSlip.$mode.get();
    const hasLogin = site.session.$session.get().hasLogin;
    const focusedId = document.activeElement?.id;
    rows.dispose();
    rows = createScope();

    heading.textContent = t(locale, 'betSlip');
    count.textContent = odds.length > 0 ? String(odds.length) : '';
    modes.setAttribute('aria-label', t(locale, 'betSlip'));
    modes.replaceChildren(
      ...(['single', 'multiple'] as const).map((value) => {
        const button = h(
          'button',
          {
            type: 'button',
            class: 'slip__mode',
            'aria-pressed': String(mode === value),
            disabled: value === 'multiple' && !betSlip.$canMultiple.get(),
          },
          t(locale, value),
        );
        rows.on(button, 'click', () => betSlip.setMode(value));
        return button;
      }),
    );
    modes.hidden = odds.length === 0;
    empty.textContent = t(locale, 'slipEmpty');
    empty.hidden = odds.length > 0;
    list.replaceChildren(...odds.map((odd) => slipRow(site, rows, odd, mode === 'single')));
    footer.replaceChildren(...(odds.length > 0 ? slipFooter(site, rows, mode, hasLogin) : []));
    const text = betSlip.$placeBetMessage.get();
    const status = betSlip.$placeBetStatus.get();
    // A lost place-bet answer: the core reloaded the slip and refuses the same coupon.
    if (status === 'unconfirmed') message.textContent = t(locale, 'unconfirmed');
    else message.textContent = text ? say(locale, text) : (betSlip.$slipMessage.get() ?? '');
    message.dataset.status = betSlip.$placeBetStatus.get() ?? '';
    if (focusedId) document.getElementById(focusedId)?.focus();
  };
  for (const store of [
    betSlip.$oddList,
    betSlip.$mode,
    betSlip.$multipleBet,
    betSlip.$placing,
    betSlip.$placeBetStatus,
    betSlip.$placeBetMessage,
    betSlip.$slipMessage,
    betSlip.$bettingAllowed,
    betSlip.$oddsChangePolicy,
    betSlip.$oddsToAccept,
    site.session.$session,
    site.i18n.$locale,
  ]) {
    scope.add(store.listen(render));
  }
  // Stakes are re-rendered only through their inputs, so typing never loses the caret.
  scope.add(betSlip.$oddList.subscribe(render));
  return section;
}

function slipRow(site: Site, scope: Scope, odd: SlipOdd, single: boolean): HTMLElement {
  const locale = site.i18n.$locale.get();
  const format = site.sportsbook.oddsFormat.$formatOdds.get();
  const remove = h(
    'button',
    {
      type: 'button',
      class: 'slip__remove',
      id: `remove-${odd.oddId}`,
      'aria-label': `${t(locale, 'remove')}: ${odd.eventName}`,
      disabled: odd.isDeleting || odd.isSkeleton,
    },
    '✕',
  );
  scope.on(remove, 'click', () => void site.betSlip.removeOdd(odd.oddId));
  const state = odd.isSkeleton ? 'skeleton' : odd.isDeleting || odd.message ? 'dimmed' : '';
  return h(
    'li',
    { class: 'slip__odd', 'data-state': state, 'aria-busy': String(odd.isLoading) },
    h(
      'div',
      { class: 'slip__odd-head' },
      h('span', { class: 'slip__event' }, odd.eventName),
      remove,
    ),
    h(
      'div',
      { class: 'slip__odd-line' },
      h('span', { class: 'slip__market' }, `${odd.marketName}: ${odd.oddName}`),
      h('strong', { class: 'slip__rate' }, format(odd.rate)),
    ),
    odd.message ? h('p', { class: 'slip__odd-message' }, odd.message) : null,
    single && !odd.isSkeleton ? singleStake(site, scope, odd) : null,
  );
}

/** A stake field; `context` (the match of a single stake) is read out, not shown. */
function stakeInput(id: string, label: string, value: string, context = '') {
  const input = h('input', {
    id,
    class: 'stake__input',
    inputmode: 'decimal',
    autocomplete: 'off',
    value,
  });
  const text = h(
    'label',
    { for: id, class: 'stake__label' },
    label,
    context ? h('span', { class: 'visually-hidden' }, `: ${context}`) : null,
  );
  return { input, field: h('div', { class: 'stake' }, text, input) };
}

function singleStake(site: Site, scope: Scope, odd: SlipOdd): HTMLElement {
  const locale = site.i18n.$locale.get();
  const { betSlip } = site;
  const typed = betSlip.$stakes.get()[odd.oddId] ?? (odd.amount > 0 ? String(odd.amount) : '');
  const { input, field } = stakeInput(
    `stake-${odd.oddId}`,
    t(locale, 'stake'),
    typed,
    odd.eventName,
  );
  // The core calculates the stake once the player pauses typing.
  scope.on(input, 'input', () => {
    input.value = betSlip.setSingleStake(odd.oddId, input.value);
  });
  if (odd.possibleWin > 0)
    field.append(
      h(
        'span',
        { class: 'stake__win' },
        `${t(locale, 'possibleWin')}: ${formatMoney(odd.possibleWin, locale)}`,
      ),
    );
  return field;
}

function slipFooter(
  site: Site,
  scope: Scope,
  mode: 'single' | 'multiple',
  hasLogin: boolean,
): HTMLElement[] {
  const locale = site.i18n.$locale.get();
  const { betSlip } = site;
  const parts: HTMLElement[] = [];
  if (mode === 'multiple') {
    const { input, field } = stakeInput(
      'stake-multiple',
      t(locale, 'stake'),
      betSlip.$multipleStake.get(),
    );
    scope.on(input, 'input', () => {
      input.value = betSlip.setMultipleStake(input.value);
    });
    parts.push(field);
    const result = betSlip.$multipleBet.get();
    if (result?.totalRate)
      parts.push(
        h(
          'dl',
          { class: 'slip__totals' },
          h('dt', {}, t(locale, 'totalRate')),
          h('dd', {}, site.sportsbook.oddsFormat.$formatOdds.get()(result.totalRate)),
          h('dt', {}, t(locale, 'possibleWin')),
          h('dd', {}, formatMoney(result.possibleWin ?? 0, locale)),
        ),
      );
  }
  // The player's odds-change choice (kept by the core): any change, higher only, or none.
  const policy = betSlip.$oddsChangePolicy.get();
  const choice = h(
    'select',
    { id: 'odds-change-policy', class: 'select' },
    ...(['any', 'higher', 'none'] as const).map((value) =>
      h('option', { value, selected: policy === value }, t(locale, `oddsPolicy_${value}`)),
    ),
  );
  scope.on(choice, 'change', () =>
    betSlip.setOddsChangePolicy(choice.value as 'any' | 'higher' | 'none'),
  );
  parts.push(
    h('label', { class: 'slip__accept', for: 'odds-change-policy' }, t(locale, 'acceptChanges')),
    choice,
  );
  // Prices moved in a way the choice does not take: placing waits until the player accepts.
  if (betSlip.$oddsToAccept.get().length > 0) {
    const acceptOdds = h(
      'button',
      { type: 'button', class: 'button', id: 'accept-odds' },
      t(locale, 'acceptNewOdds'),
    );
    scope.on(acceptOdds, 'click', () => void betSlip.acceptOddsChanges());
    parts.push(acceptOdds);
  }
  const place = h(
    'button',
    {
      type: 'button',
      id: 'place-bet',
      class: 'button button--primary slip__place',
      disabled: betSlip.$placing.get() || !betSlip.$bettingAllowed.get(),
      'aria-busy': String(betSlip.$placing.get()),
    },
    hasLogin ? t(locale, 'placeBet') : t(locale, 'loginToBet'),
  );
  scope.on(place, 'click', () => void betSlip.placeBet());
  const clear = h(
    'button',
    { type: 'button', id: 'remove-all', class: 'button button--ghost' },
    t(locale, 'removeAll'),
  );
  scope.on(clear, 'click', () => void betSlip.removeAll());
  parts.push(h('div', { class: 'slip__actions' }, clear, place));
  return parts;
}

/**
 * On the narrow layout the slip sits below the whole live list: a bar fixed at the bottom
 * shows the number of selections and jumps to it.
 */
export function slipJump(site: Site, scope: Scope): HTMLElement {
  const link = h('a', { class: 'slip-jump', href: '#slip' });
  const paint = () => {
    const count = site.betSlip.$count.get();
    link.textContent = `${t(site.i18n.$locale.get(), 'betSlip')} (${count})`;
    link.hidden = count === 0;
  };
  scope.add(site.betSlip.$count.subscribe(paint));
  scope.add(site.i18n.$locale.listen(paint));
  return link;
}
