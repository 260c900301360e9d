import { atom, computed, type ReadableAtom } from 'nanostores';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock, KeyValueStorage } from '../kernel/env/ports';
import { errorText } from '../kernel/errors/error-text';
import { createFormModel, type FormModel, type SubmitResult } from '../kernel/forms/form-model';
import type { Envelope } from '../kernel/http/envelope';
import type { HttpClient } from '../kernel/http/http-client';
import type { SessionModule } from '../kernel/session/session';
import { type AuthData, authDataSchema } from '../kernel/session/session.types';
import type { ToastsModule } from '../kernel/toasts/toasts';
import { type CookiePort, readAffiliate } from './affiliate';
import { type Celebration, createCelebration } from './celebration';
import { type Countries, type Country, createCountries, defaultCountryId } from './countries';
import type { PhoneApi } from './phone-api';
import { createPhoneVerification, type PhoneVerification } from './phone-verification';
import { buildRegisterPayload, type RegisterInput } from './register.payload';
import {
  DEFAULT_COUNTRY_ID,
  EMPTY_FAST_REGISTER,
  EMPTY_FULL_REGISTER,
  type FastRegisterValues,
  type FullRegisterValues,
  fastRegisterSchema,
  fullRegisterSchema,
} from './register.schema';

/** Tabs of the register dialog: Fast Register (default) and Default Register. */
export const RegisterTab = { Fast: 0, Default: 1 } as const;
export type RegisterTab = (typeof RegisterTab)[keyof typeof RegisterTab];

/** What the register dialog shows: the form, the phone step, or the Congratulations view. */
export type RegisterView = 'form' | 'phone' | 'celebration';

/** The bootstrap's trialBonusAmount: a store (preferred, follows a late bootstrap) or a getter. */
export type TrialBonusSource = ReadableAtom<number> | (() => number);

export type RegisterForm<TValues extends Record<string, unknown>> = FormModel<
  TValues,
  Envelope<AuthData>
>;

export interface RegisterFlow {
  $tab: ReadableAtom<RegisterTab>;
  setTab(tab: RegisterTab): void;
  $view: ReadableAtom<RegisterView>;
  /** Fast Register: name, surname, username, e-mail, passwords, phone, trial bonus. */
  fast: RegisterForm<FastRegisterValues>;
  /** Default Register: the fast fields plus TC No, birth day/month/year and country. */
  full: RegisterForm<FullRegisterValues>;
  /** `auth/form` countries, loaded when first watched. */
  $countries: ReadableAtom<Country[]>;
  /** The trial bonus on offer; reset to 0 after a registration without it. */
  $trialBonusAmount: ReadableAtom<number>;
  /** The trial-bonus checkbox exists only while the amount is above 0. */
  $showTrialBonus: ReadableAtom<boolean>;
  /** The phone step after registration (dialog variant, phone prefilled and locked). */
  phone: PhoneVerification;
  celebration: Celebration;
  /** Submits the form of the current tab. */
  submit(): Promise<SubmitResult<Envelope<AuthData>>>;
  /** Clears everything back to the fast form and opens the register dialog. */
  open(): void;
  reset(): void;
}

export interface RegisterFlowDeps {
  http: HttpClient;
  session: SessionModule;
  toasts: ToastsModule;
  dialogs: DialogsModule;
  clock: Clock;
  storage: KeyValueStorage;
  phoneApi: PhoneApi;
  trialBonusAmount: TrialBonusSource;
  cookies?: CookiePort;
}

function trialBonusStore(source: TrialBonusSource): {
  $amount: ReadableAtom<number>;
  refresh(): void;
} {
  if (typeof source !== 'function') return { $amount: source, refresh() {} };
  const $amount = atom(source());
  return { $amount, refresh: () => $amount.set(source()) };
}

export function createRegisterFlow(deps: RegisterFlowDeps): RegisterFlow {
  const { http, session, toasts, dialogs } = deps;
  const $tab = atom<RegisterTab>(RegisterTab.Fast);
  const $view = atom<RegisterView>('form');
  const bonus = trialBonusStore(deps.trialBonusAmount);
  // Local override: spec 000 §4 resets the amount to 0 once registered without the bonus.
  const $bonusOverride = atom<number | null>(null);
  const $trialBonusAmount = computed([bonus.$amount, $bonusOverride], (amount, override) =>
    Math.max(0, override ?? (Number.isFinite(amount) ? amount : 0)),
  );
  const $showTrialBonus = computed($trialBonusAmount, (amount) => amount > 0);

  const affiliate = () => readAffiliate(deps.storage, deps.cookies);
  const countries: Countries = createCountries({
    http,
    refId: () => affiliate().refId,
    // The default country is the one the list names Türkiye, when that is not 235.
    onLoaded(list) {
      const id = defaultCountryId(list);
      if (id !== DEFAULT_COUNTRY_ID && full.$values.get().country === DEFAULT_COUNTRY_ID) {
        full.setField('country', id);
      }
    },
  });
  const celebration = createCelebration({ http, dialogs, clock: deps.clock });
  const phone = createPhoneVerification({
    phoneApi: deps.phoneApi,
    session,
    toasts,
    dialogs,
    dialog: 'register',
    onVerified: () => {
      $view.set('celebration');
      celebration.show($trialBonusAmount.get());
    },
  });

  async function register(input: RegisterInput): Promise<Envelope<AuthData>> {
    const payload = buildRegisterPayload(input, {
      affiliate: affiliate(),
      trialBonusOffered: $showTrialBonus.get(),
    });
    const answer = await http.post('auth/register', payload, { schema: authDataSchema });
    onRegistered(answer, input.values.phone, payload.trialBonus === 1);
    return answer;
  }

  // Spec 000 §2 + §4: every registration logs in and goes to phone step 1 (phone prefilled,
  // locked); the celebration follows a verified code. With the bonus ticked the code goes out
  // at once (step 2); without it the amount resets to 0, so the celebration has no Yes.
  function onRegistered(answer: Envelope<AuthData>, phoneNumber: string, trialBonus: boolean) {
    session.startSession(answer.data);
    if (answer.message) toasts.show('success', { text: answer.message });
    phone.reset({ phone: phoneNumber, locked: true });
    $view.set('phone');
    if (trialBonus) void phone.sendCode();
    else $bonusOverride.set(0);
  }

  const onError = (error: Parameters<typeof errorText>[0]) =>
    toasts.show('error', errorText(error));

  const fast: RegisterForm<FastRegisterValues> = createFormModel({
    schema: fastRegisterSchema,
    initial: EMPTY_FAST_REGISTER,
    submit: (values) => register({ form: 'fast', values }),
    onError,
  });
  const full: RegisterForm<FullRegisterValues> = createFormModel({
    schema: fullRegisterSchema,
    initial: EMPTY_FULL_REGISTER,
    submit: (values) => register({ form: 'full', values }),
    onError,
  });

  function reset(): void {
    bonus.refresh();
    $bonusOverride.set(null);
    $tab.set(RegisterTab.Fast);
    $view.set('form');
    const country = defaultCountryId(countries.$countries.get());
    fast.reset();
    full.reset({ country });
    phone.reset();
    celebration.reset();
  }

  // Any opener (`open`, or a header button calling `dialogs.open('register')`) starts over.
  let previousDialog = dialogs.$dialog.get()?.name;
  dialogs.$dialog.listen((dialog) => {
    if (dialog?.name === 'register' && previousDialog !== 'register') reset();
    previousDialog = dialog?.name;
  });

  return {
    $tab,
    setTab(tab) {
      if ($view.get() === 'form' && (tab === RegisterTab.Fast || tab === RegisterTab.Default)) {
        $tab.set(tab);
      }
    },
    $view,
    fast,
    full,
    $countries: countries.$countries,
    $trialBonusAmount,
    $showTrialBonus,
    phone,
    celebration,
    submit() {
      return $tab.get() === RegisterTab.Fast ? fast.submit() : full.submit();
    },
    open() {
      reset();
      dialogs.open('register');
    },
    reset,
  };
}
