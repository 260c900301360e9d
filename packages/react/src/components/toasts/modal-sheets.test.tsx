import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_TOASTS_ATTRIBUTE, watchModalSheets } from './modal-sheets';

// MutationObserver callbacks run as microtasks.
const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchModalSheets', () => {
  it('follows sheets opened, inserted open, stacked and removed, and ignores other DOM changes', async () => {
    const onChange = vi.fn();
    const stop = watchModalSheets(document, onChange);
    expect(onChange).not.toHaveBeenCalled();

    const sheet = document.createElement('dialog');
    document.body.append(sheet);
    await settle();
    expect(onChange).not.toHaveBeenCalled(); // closed

    sheet.setAttribute('open', '');
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(sheet);

    // A slip commit elsewhere on the page (no dialog in it) changes nothing.
    const list = document.createElement('ul');
    list.innerHTML = '<li>Galatasaray - Fenerbahçe</li>';
    document.body.append(list);
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);

    // A dialog inserted already open, inside another element, goes on top.
    const wrapper = document.createElement('div');
    const menu = document.createElement('dialog');
    menu.setAttribute('open', '');
    wrapper.append(menu);
    document.body.append(wrapper);
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(menu);

    // Removed while open: the sheet below is on top again.
    wrapper.remove();
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(sheet);

    // A dialog with its own toast region hosts them itself.
    sheet.setAttribute(OWN_TOASTS_ATTRIBUTE, '');
    sheet.removeAttribute('open');
    await settle();
    expect(onChange).toHaveBeenLastCalledWith(null);
    stop();
  });
});
