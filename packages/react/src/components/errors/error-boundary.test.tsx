import type { ErrorReport } from '@site/core';
import { ok } from '@site/core/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { renderWithSite } from '../../test/render-with-site';
import { accountDialogs } from '../account/account-dialogs';
import { accountRoutes } from '../account/account-story-kit';
import { DialogHost } from '../dialogs/dialog-host';
import { RouteErrorBoundary } from './error-boundary';

const PLAYER = { username: 'ayse.demir', balance: 5000 };

// React logs every error a boundary catches; the tests assert on what the user sees instead.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('bad data');
}

describe('error boundaries', () => {
  it('a dialog that throws keeps its frame, says so in Turkish, reports it, and closes', async () => {
    const { site } = renderWithSite(
      <DialogHost renderers={{ promotionDetail: { title: () => 'Promosyon', render: Broken } }} />,
    );
    const reports: ErrorReport[] = [];
    site.errors.on('error', (report) => reports.push(report));
    act(() => site.dialogs.open('promotionDetail', { id: '1', title: 'x' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promosyon' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Bu bölüm şu anda gösterilemiyor',
    );
    expect(reports.map((report) => [report.where, report.error.message])).toEqual([
      ['dialog:promotionDetail', 'bad data'],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(site.dialogs.$dialog.get()).toBeNull();
  });

  it('a route that throws shows the English message and recovers on navigation', async () => {
    const { location } = renderWithSite(
      <RouteErrorBoundary>
        <RouteSwitch />
      </RouteErrorBoundary>,
      { locale: 'en', path: '/broken' },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This section cannot be shown right now',
    );
    act(() => location.navigate('/fine'));
    expect(await screen.findByText('fine page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'a deposit form with a field keyed %s renders and can be filled',
    async (key) => {
      const { site } = renderWithSite(<DialogHost renderers={accountDialogs} />, {
        player: PLAYER,
        routes: accountRoutes({
          'POST /api/payment/detail': () =>
            ok([{ key, name: 'Cüzdan', objectType: 1, option: [], mask: null }]),
        }),
      });
      act(() => site.payments.openDeposit({ id: 9, name: 'Kripto' }));
      const wallet = await screen.findByLabelText('Cüzdan', undefined, { timeout: 5000 });
      fireEvent.change(wallet, { target: { value: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' } });
      await waitFor(
        () =>
          expect(screen.getByRole('button', { name: 'Yatır' }).hasAttribute('disabled')).toBe(
            false,
          ),
        { timeout: 5000 },
      );
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

/** A routed screen that fails on one path only. */
function RouteSwitch() {
  const [location] = useLocation();
  if (location === '/broken') throw new Error('route failed');
  return <p>fine page</p>;
}
