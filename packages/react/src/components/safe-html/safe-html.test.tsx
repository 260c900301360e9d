import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../../stories-support/fixtures';
import { renderWithSite } from '../../test/render-with-site';
import { SafeHtml } from './safe-html';

async function renderHtml(html: string) {
  const view = renderWithSite(<SafeHtml html={html} className="probe" />);
  // DOMPurify is loaded lazily; wait until the cleaned markup replaces the spinner.
  await screen.findByText(
    (_, element) =>
      element?.classList.contains('probe') === true && !element.hasAttribute('aria-busy'),
  );
  const root = view.container.querySelector('.probe');
  if (!root) throw new Error('no sink');
  return { ...view, root };
}

describe('SafeHtml, the sanitising sink', () => {
  it('strips scripts, event handlers, iframes and svg handlers', async () => {
    const { root } = await renderHtml(HOSTILE_HTML);
    expect(root.querySelector('script, iframe, form, input')).toBeNull();
    const withHandlers = [...root.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    );
    expect(withHandlers).toEqual([]);
    expect(root.innerHTML).not.toMatch(/__storyXss|javascript:/i);
    expect(root.textContent).toContain('Lisans no ALS-2226/IAL.');
  });

  it('prefixes id and name so CMS HTML cannot clobber globals (window.x, document.x)', async () => {
    const { root } = await renderHtml(
      '<img id="x" name="x" src="/a.png"><form name="cookie"></form><a id="location" name="config" href="/p">p</a><h2 id="user-content-kept">k</h2>',
    );
    const named = [...root.querySelectorAll('[id], [name]')].flatMap((element) =>
      ['id', 'name'].flatMap((attribute) => element.getAttribute(attribute) ?? []),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const value of named) expect(value).toMatch(/^user-content-/);
    expect(named).toContain('user-content-kept');
    expect(root.querySelector('#x, [name="x"], #location, [name="config"]')).toBeNull();
  });

  it('drops javascript: links, keeps in-app paths and opens https elsewhere without opener', async () => {
    const { root } = await renderHtml(HOSTILE_HTML);
    const link = (text: string) =>
      [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === text);
    expect(link('Bize ulaşın')?.hasAttribute('href')).toBe(false);
    expect(link('Promosyonlar')?.getAttribute('href')).toBe('/promotions');
    expect(link('Promosyonlar')?.hasAttribute('target')).toBe(false);
    const telegram = link('Telegram');
    expect(telegram?.getAttribute('href')).toBe('https://t.me/ornek_site');
    expect(telegram?.getAttribute('target')).toBe('_blank');
    expect(telegram?.getAttribute('rel')).toContain('noopener');
  });

  it('refuses other schemes and hidden hosts in links', async () => {
    const { root } = await renderHtml(
      '<a href="data:text/html,x">a</a><a href="//evil.example/x">b</a><a href="http://evil.example">c</a><a href=" JaVaScRiPt:alert(1)">d</a>',
    );
    expect([...root.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps no link of an inline svg or math block (their own link and script surface)', async () => {
    const { root } = await renderHtml(
      '<p>ok</p><svg><a href="http://evil.example/x"><text>svg link</text></a></svg><math><mi href="http://evil.example/y">m</mi></math>',
    );
    expect(root.querySelector('svg, math')).toBeNull();
    expect(root.innerHTML).not.toContain('evil.example');
    expect(root.textContent).toContain('ok');
  });

  it('follows in-app links with the router instead of reloading', async () => {
    const { root, location } = await renderHtml('<p><a href="/pages/4">Kurallar</a></p>');
    const anchor = root.querySelector('a');
    if (!anchor) throw new Error('no link');
    act(() => {
      fireEvent.click(anchor);
    });
    expect(location.history?.at(-1)).toBe('/pages/4');
  });
});
