import { createScope, h, type Scope } from '../dom';
import {
  formatMoney,
  LOCALES,
  type Locale,
  ODDS_FORMATS,
  type OddsFormat,
  type Site,
} from '../sdk';
import { say, t } from '../texts';

/** Brand, language, odds format, and the player area: the login form or balance + log out. */
export function header(site: Site, scope: Scope): HTMLElement {
  const title = h('h1', { class: 'brand' });
  const settings = h('div', { class: 'settings' });
  const account = h('div', { class: 'account' });
  const element = h('header', { class: 'top' }, title, settings, account);

  let parts = createScope();
  scope.add(() => parts.dispose());
  const render = () => {
    const locale = site.i18n.$locale.get();
    const focusedId = document.activeElement?.id;
    parts.dispose();
    parts = createScope();
    title.textContent = t(locale, 'title');
    document.documentElement.lang = locale;
    document.title = t(locale, 'title');
    settings.replaceChildren(
      select(
        parts,
        'locale',
        t(locale, 'language'),
        LOCALES,
        locale,
        (value) => value.toUpperCase(),
        (value) => site.i18n.setLocale(value),
      ),
      select(
        parts,
        'odds-format',
        t(locale, 'oddsFormat'),
        ODDS_FORMATS,
        site.sportsbook.oddsFormat.$oddsFormat.get(),
        (value) => t(locale, `oddsFormat.${value}`),
        (value: OddsFormat) => site.sportsbook.oddsFormat.setOddsFormat(value),
      ),
    );
    account.replaceChildren(
      site.session.$session.get().hasLogin ? playerArea(site, parts) : loginForm(site, parts),
    );
    if (focusedId) document.getElementById(focusedId)?.focus();
  };
  scope.add(site.i18n.$locale.subscribe(render));
  scope.add(site.session.$session.listen(render));
  scope.add(site.sportsbook.oddsFormat.$oddsFormat.listen(render));
  return element;
}

function select<T extends string>(
  scope: Scope,
  id: string,
  label: string,
  values: readonly T[],
  current: T,
  text: (value: T) => string,
  choose: (value: T) => void,
): HTMLElement {
  const element = h(
    'select',
    { id, class: 'select' },
    ...values.map((value) => h('option', { value, selected: value === current }, text(value))),
  );
  scope.on(element, 'change', () => {
    const value = values.find((candidate) => candidate === element.value);
    if (value) choose(value);
  });
  return h('div', { class: 'field field--inline' }, h('label', { for: id }, label), element);
}

function playerArea(site: Site, scope: Scope): HTMLElement {
  const locale: Locale = site.i18n.$locale.get();
  const amount = h('output', { class: 'balance__amount', id: 'balance', 'aria-live': 'polite' });
  // Watching the balance polls it every 3 s while logged in (and the hub pushes changes).
  scope.add(
    site.balance.$balance.subscribe((balance) => {
      amount.textContent = balance === null ? '…' : formatMoney(balance, site.i18n.$locale.get());
    }),
  );
  const logout = h(
    'button',
    { type: 'button', id: 'logout', class: 'button button--ghost' },
    t(locale, 'logout'),
  );
  scope.on(logout, 'click', () => void site.session.logout());
  const username = site.session.$authData.get()?.username ?? '';
  return h(
    'div',
    { class: 'player' },
    h('span', { class: 'player__name' }, username),
    h(
      'div',
      { class: 'balance' },
      h('label', { for: 'balance', class: 'balance__label' }, t(locale, 'balance')),
      amount,
    ),
    logout,
  );
}

function loginForm(site: Site, scope: Scope): HTMLElement {
  const locale = site.i18n.$locale.get();
  const form = site.loginForm;
  const field = (name: 'username' | 'password', type: string, autocomplete: string) => {
    const input = h('input', {
      id: `login-${name}`,
      name,
      type,
      autocomplete,
      class: 'input',
      value: form.$values.get()[name],
      'aria-describedby': `login-${name}-error`,
    });
    const error = h('span', { id: `login-${name}-error`, class: 'field__error' });
    scope.on(input, 'input', () => form.setField(name, input.value));
    scope.on(input, 'blur', () => form.touch(name));
    scope.add(
      form.$visibleErrors.subscribe((errors) => {
        const problem = errors[name];
        error.textContent = problem ? say(site.i18n.$locale.get(), problem) : '';
        input.setAttribute('aria-invalid', String(!!problem));
      }),
    );
    return h(
      'div',
      { class: 'field' },
      h('label', { for: `login-${name}`, class: 'visually-hidden' }, t(locale, name)),
      input,
      error,
    );
  };
  const username = field('username', 'text', 'username');
  username.querySelector('input')?.setAttribute('placeholder', t(locale, 'username'));
  const password = field('password', 'password', 'current-password');
  password.querySelector('input')?.setAttribute('placeholder', t(locale, 'password'));
  const submit = h(
    'button',
    { type: 'submit', id: 'login-submit', class: 'button button--primary' },
    t(locale, 'login'),
  );
  scope.add(form.$submitting.subscribe((busy) => submit.toggleAttribute('disabled', busy)));
  const element = h(
    'form',
    { class: 'login', 'aria-label': t(locale, 'login'), novalidate: true },
    username,
    password,
    submit,
  );
  scope.on(element, 'submit', (event) => {
    event.preventDefault();
    void form.submit();
  });
  return element;
}
