// The add-to-slip floor's slip, run in the browser (part of odds-floor.page.ts): the product's
// work for a click minus the framework. The click puts the selection on the core's bet slip
// (`site.betSlip.toggleOdd`, the call the demo's odds button makes), and the slip's rows follow
// the core's `$oddList` with direct DOM writes: a row is made when an odd enters the list,
// rewritten when its entry changes, removed when it leaves. The button's pressed and busy state
// follow the core's per-id stores (`$inSlip`, `$toggling`), as the demo's button does.
import type { BetSlipModule, OddState, SlipOdd } from '@site/core/sportsbook';

export interface SlipCell {
  id: number;
  /** The placeholder's labels while the toggle runs (the demo's button passes the same). */
  eventName: string;
  marketName: string;
  oddName: string;
}

interface Row {
  element: HTMLLIElement;
  event: Text;
  market: Text;
  name: Text;
  rate: Text;
  remove: HTMLButtonElement;
  odd: SlipOdd | null;
}

/** Binds `button` to the slip: click toggles the odd; pressed and busy follow the core. */
export function bindSlipButton(
  betSlip: BetSlipModule,
  button: HTMLButtonElement,
  cell: SlipCell,
  odd: { get(): OddState },
): void {
  betSlip.$inSlip(cell.id).subscribe((on) => {
    button.setAttribute('aria-pressed', String(on));
    button.classList.toggle('sb-odd--selected', on);
  });
  betSlip.$toggling(cell.id).subscribe((busy) => {
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.classList.toggle('sb-odd--busy', busy);
  });
  button.addEventListener('click', () => {
    void betSlip.toggleOdd({
      oddId: cell.id,
      isLive: true,
      eventName: cell.eventName,
      marketName: cell.marketName,
      oddName: cell.oddName,
      rate: odd.get().rate,
    });
  });
}

/** The slip's list (the demo's `sb-slip__list` markup and classes), kept by odd id. */
export function slipList(betSlip: BetSlipModule, format: (rate: number | null) => string) {
  const list = document.createElement('ul');
  list.className = 'sb-slip__list floor-slip';
  const rows = new Map<number, Row>();
  const makeRow = (): Row => {
    const element = document.createElement('li');
    const main = document.createElement('div');
    main.className = 'sb-slip-odd__main';
    const eventLine = document.createElement('span');
    eventLine.className = 'sb-slip-odd__event';
    const event = document.createTextNode('');
    eventLine.append(event);
    const marketLine = document.createElement('span');
    marketLine.className = 'sb-slip-odd__market';
    const market = document.createTextNode('');
    const strong = document.createElement('strong');
    const name = document.createTextNode('');
    strong.append(name);
    marketLine.append(market, strong);
    main.append(eventLine, marketLine);
    const rateBox = document.createElement('span');
    rateBox.className = 'sb-slip-odd__rate';
    const rate = document.createTextNode('');
    rateBox.append(rate);
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'sb-icon-button sb-slip-odd__remove';
    remove.textContent = '×';
    element.append(main, rateBox, remove);
    return { element, event, market, name, rate, remove, odd: null };
  };
  const write = (row: Row, odd: SlipOdd) => {
    if (row.odd === odd) return;
    row.odd = odd;
    let classes = 'sb-slip-odd';
    if (odd.isSkeleton) classes += ' sb-slip-odd--skeleton';
    if (odd.isDeleting) classes += ' sb-slip-odd--deleting';
    row.element.className = classes;
    if (odd.isSkeleton || odd.isDeleting) row.element.setAttribute('aria-busy', 'true');
    else row.element.removeAttribute('aria-busy');
    row.event.data = odd.eventName;
    row.market.data = `${odd.marketName}: `;
    row.name.data = odd.oddName;
    row.rate.data = format(odd.rate);
    row.remove.disabled = odd.isSkeleton;
    row.remove.setAttribute('aria-label', `${odd.eventName} ${odd.oddName}`);
    row.remove.onclick = () => void betSlip.removeOdd(odd.oddId);
  };
  betSlip.$oddList.subscribe((odds) => {
    const present = new Set<number>();
    let before: ChildNode | null = list.firstChild;
    for (const odd of odds) {
      present.add(odd.oddId);
      let row = rows.get(odd.oddId);
      if (!row) {
        row = makeRow();
        rows.set(odd.oddId, row);
      }
      write(row, odd);
      if (row.element !== before) list.insertBefore(row.element, before);
      else before = before.nextSibling;
    }
    for (const [id, row] of rows)
      if (!present.has(id)) {
        row.element.remove();
        rows.delete(id);
      }
  });
  return list;
}
