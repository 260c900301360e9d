// The odds bench's floor, run in the browser (bundled by odds-floor.ts): the same odds cells
// as the demo's live overview, bound to the same core odds stream fed by the same hub, written
// with direct text and attribute writes (no framework). What a batch costs here is the least any
// UI on the core can pay for it. A click on a cell puts it on the core's bet slip and the slip's
// rows are drawn by direct DOM writes (slip-floor.ts), the add-to-slip floor.
import { createSite } from '@site/core';
import { sportsbookModule } from '@site/core/sportsbook';
import { bindSlipButton, type SlipCell, slipList } from './slip-floor';

export interface FloorCell extends SlipCell {
  rate: number;
}

interface FloorWindow {
  __floorCells: FloorCell[];
  __floorLogin: { username: string; password: string };
  __floorReady: Promise<number>;
}

async function start(): Promise<number> {
  const { __floorCells: cells, __floorLogin: login } = window as unknown as FloorWindow;
  const site = createSite({ modules: [sportsbookModule()] });
  await site.start();
  // The real-time link (and with it the pushes) starts at login, as on the demo (rejects with a
  // SiteError on failure).
  await site.session.login(login);
  const grid = document.createElement('div');
  grid.className = 'floor-grid';
  const format = site.sportsbook.oddsFormat.$formatOdds.get();
  for (const cell of cells) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sb-odd';
    button.setAttribute('data-odd-id', String(cell.id));
    button.setAttribute('aria-pressed', 'false');
    const rate = document.createElement('span');
    rate.className = 'sb-odd__rate';
    const text = document.createTextNode('');
    const arrow = document.createElement('span');
    arrow.className = 'sb-odd__arrow';
    arrow.setAttribute('aria-hidden', 'true');
    rate.append(text, arrow);
    button.append(rate);
    grid.append(button);
    let direction: string | null = null;
    const $odd = site.sportsbook.odds.$odd(cell.id, cell.rate);
    bindSlipButton(site.betSlip, button, cell, $odd);
    $odd.subscribe((state) => {
      text.data = format(state.rate);
      if (state.direction !== direction) {
        direction = state.direction;
        if (direction) button.setAttribute('data-direction', direction);
        else button.removeAttribute('data-direction');
      }
      button.setAttribute('aria-label', text.data);
    });
  }
  const slip = document.createElement('aside');
  slip.className = 'sb-slip floor-slip-panel';
  slip.append(slipList(site.betSlip, format));
  document.body.append(grid, slip);
  return cells.length;
}

(window as unknown as FloorWindow).__floorReady = start();
