import { h, type Scope } from '../dom';
import { isPlausibleOdds, type OddCell, type Site } from '../sdk';
import { t } from '../texts';

export interface OddButtonInput {
  cell: OddCell;
  /** "1", "X" or "2". */
  label: string;
  eventName: string;
  marketName: string;
}

/**
 * One odd: its rate follows the hub through the core's per-odd store (`odds.$odd`), flashes
 * up or down for the highlight time the core keeps, and toggles the selection on the slip.
 */
export function oddButton(site: Site, scope: Scope, input: OddButtonInput): HTMLElement {
  const { cell, label } = input;
  if (cell.oddId === null || cell.rate === null || cell.locked) {
    const locale = site.i18n.$locale.get();
    return h(
      'span',
      { class: 'odd odd--locked', role: 'img', 'aria-label': `${label}: ${t(locale, 'locked')}` },
      h('span', { class: 'odd__label', 'aria-hidden': 'true' }, label),
      lockIcon(),
    );
  }
  const oddId = cell.oddId;
  // The name read out is the visible text plus a hidden part: "1 2,10 Home - Away, went up".
  const rate = h('span', { class: 'odd__rate' });
  const arrow = h('span', { class: 'odd__arrow', 'aria-hidden': 'true' });
  const hidden = h('span', { class: 'visually-hidden' });
  const button = h(
    'button',
    { type: 'button', class: 'odd', 'data-odd-id': oddId },
    h('span', { class: 'odd__label' }, label),
    rate,
    arrow,
    hidden,
  );
  const { odds, oddsFormat } = site.sportsbook;
  const $odd = odds.$odd(oddId, cell.rate);
  const paint = () => {
    const locale = site.i18n.$locale.get();
    const { rate: current, direction } = $odd.get();
    // An absurd pushed price (outside ODDS_RANGE) suspends the odd: locked, not formatted.
    const suspended = !isPlausibleOdds(current ?? cell.rate);
    button.disabled = suspended;
    button.classList.toggle('odd--locked', suspended);
    const text = suspended ? t(locale, 'locked') : oddsFormat.$formatOdds.get()(current);
    rate.textContent = text;
    arrow.textContent = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '';
    button.dataset.direction = direction ?? '';
    const moved = direction ? `, ${t(locale, direction)}` : '';
    hidden.textContent = ` ${input.eventName}${moved}`;
    button.setAttribute('aria-pressed', String($inSlip.get()));
  };
  // The core's per-odd store: a slip change repaints only the odds that entered or left it.
  const $inSlip = site.betSlip.$inSlip(oddId);
  scope.add($odd.subscribe(paint));
  scope.add(oddsFormat.$formatOdds.listen(paint));
  scope.add($inSlip.listen(paint));
  scope.on(button, 'click', () => {
    void site.betSlip.toggleOdd({
      oddId,
      isLive: true,
      eventName: input.eventName,
      marketName: input.marketName,
      oddName: label,
      rate: $odd.get().rate,
    });
  });
  return button;
}

/** A small padlock drawn in SVG: emoji fonts are missing on many systems. */
function lockIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('class', 'odd__lock');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 0 0-4 0v2Z');
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}
