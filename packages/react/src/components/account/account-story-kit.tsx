// Shared by the account stories: canned server answers and a way to put a model in a state.
import type { FullSite } from '@site/core/full';
import { fail, ok, type RouteHandler } from '@site/core/testing';
import { type ReactNode, useEffect, useRef } from 'react';
import { useStorySite } from '../../stories-support/use-story-site';
import { SiteToaster } from '../toasts/site-toaster';

/** A call that never answers: the form stays in its loading state. */
export const pending: RouteHandler = () => new Promise<Response>(() => {});

export const REGISTERED = {
  token: 'story-new-player',
  username: 'cagri01',
  group: 1,
  balance: 0,
  phone: '905321234567',
  smsVerified: false,
};

export const DEPOSIT_METHODS = [
  { id: 1, name: 'Havale / EFT', min: 100, max: 50_000 },
  { id: 2, name: 'Papara', min: 50, max: 25_000 },
];
export const WITHDRAW_METHODS = [{ id: 11, name: 'Banka Havalesi', min: 100, max: 100_000 }];

const PAYMENT_FIELDS: Record<number, unknown[]> = {
  1: [
    { key: 'Amount', objectType: 4, name: 'Tutar', placeholder: '₺0,00', min: 100, max: 50_000 },
    {
      key: 'BankId',
      objectType: 7,
      name: 'Banka',
      option: [
        { id: 1, name: 'Ziraat Bankası' },
        { id: 2, name: 'Garanti BBVA' },
      ],
    },
    { key: 'NameSurname', objectType: 1, name: 'Ad Soyad' },
  ],
  2: [
    { key: 'Amount', objectType: 4, name: 'Tutar', placeholder: '₺0,00' },
    { key: 'PaparaNo', objectType: 3, name: 'Papara numarası', mask: '0000000000' },
  ],
  11: [
    { key: 'Amount', objectType: 4, name: 'Tutar' },
    {
      key: 'Iban',
      objectType: 1,
      name: 'IBAN',
      mask: 'TR00 0000 0000 0000 0000 0000 00',
      placeholder: 'TR00 0000 0000 0000 0000 0000 00',
    },
  ],
};

/**
 * Every account, payment and call-request call answering as the dev server would; pass
 * overrides for the state a story shows (a failure, a call that never answers).
 */
export function accountRoutes(
  overrides: Record<string, RouteHandler> = {},
): Record<string, RouteHandler> {
  return {
    'GET /api/auth/form': () =>
      ok({
        countries: [
          { id: 14, name: 'Almanya' },
          { id: 235, name: 'Türkiye' },
          { id: 82, name: 'Azerbaycan' },
        ],
      }),
    'POST /api/auth/register': () => ok(REGISTERED, 'Kaydınız oluşturuldu'),
    'POST /api/customer/updatephone': (request) =>
      (request.body as { step: number }).step === 1
        ? ok(null, 'Doğrulama kodu gönderildi')
        : (request.body as { code: string }).code === '123456'
          ? ok({ smsVerified: true }, 'Telefonunuz doğrulandı')
          : fail('Doğrulama kodu hatalı'),
    'GET /api/bonus/definetrialbonus': () => ok({ amount: 250 }, 'Bonus tanımlandı'),
    'POST /api/auth/sendresetpassword': () => ok(null, 'Sıfırlama kodu gönderildi'),
    'POST /api/auth/checkresetcode': () => ok(null, 'Kod doğrulandı'),
    'POST /api/auth/changepasswordwithcode': () => ok(null, 'Şifreniz başarıyla değiştirildi'),
    'POST /api/customer/changepassword': () => ok(null, 'Şifreniz değiştirildi'),
    'POST /api/cms/callme': () => ok({ id: 7 }, 'Talebiniz alındı, sizi arayacağız'),
    'GET /api/payment/methods': () => ok({ deposit: DEPOSIT_METHODS, withdraw: WITHDRAW_METHODS }),
    'POST /api/payment/detail': (request) =>
      ok(PAYMENT_FIELDS[(request.body as { id: number }).id] ?? []),
    'POST /api/payment/deposit': (request) =>
      (request.body as { id: number }).id === 2
        ? ok('https://pay.example/stand-in/pay/TX1', 'Ödeme sayfasına yönlendiriliyorsunuz')
        : ok({ transactionId: 'TX2' }, '1.000 TL yatırım talebiniz alındı'),
    'POST /api/payment/withdraw': () => ok({ transactionId: 'TX3' }, 'Çekim talebiniz alındı'),
    ...overrides,
  };
}

/**
 * Runs `setup` once against the story's site before showing `children`, to put a model in
 * the state the story is about (a recovery step, a sent code). Toasts render alongside.
 */
export function WithSite({
  setup,
  children,
}: {
  setup?: (site: FullSite) => void | Promise<void>;
  children: ReactNode;
}) {
  const site = useStorySite();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void setup?.(site);
  }, [site, setup]);
  return (
    <>
      {children}
      <SiteToaster />
    </>
  );
}

/** Moves a story site's manual clock (the test environment's timers) forward. */
export function advanceClock(site: FullSite, ms: number): void {
  const clock = site.env.clock as Partial<{ advance(ms: number): void }>;
  clock.advance?.(ms);
}

/** A dialog-sized box, so a dialog's content is seen at the width it gets. */
export function DialogBox({ width = 420, children }: { width?: number; children: ReactNode }) {
  return (
    <div className="site-story-dialog" style={{ maxWidth: width }}>
      {children}
    </div>
  );
}

/** Mobile stories: the layout rules' width plus Storybook's phone viewport. */
export const MOBILE = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} as const;
