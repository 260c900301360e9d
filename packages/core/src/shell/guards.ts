import type { SessionState } from '../kernel/session/session.types';

export type GuardName = 'login' | 'betco';

export type GuardDecision =
  | { allowed: true }
  /** Blocked. `openDialog: 'login'` asks for the login form (the login guard's answer). */
  | { allowed: false; guard: GuardName; openDialog?: 'login' };

const ALLOWED: GuardDecision = { allowed: true };

/** A visitor is sent to the login form: the form opens and navigation is blocked. */
export function loginGuard(session: Pick<SessionState, 'hasLogin'>): GuardDecision {
  return session.hasLogin ? ALLOWED : { allowed: false, guard: 'login', openDialog: 'login' };
}

/** Entry only with betco access (betcoUrl non-empty); otherwise denied. */
export function betcoGuard(session: Pick<SessionState, 'accessBetco'>): GuardDecision {
  return session.accessBetco ? ALLOWED : { allowed: false, guard: 'betco' };
}

const pathOf = (url: string) => url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** The guards a route needs: the dashboard and casino play need login; /spor/betco needs betco. */
export function routeGuards(url: string): GuardName[] {
  const path = pathOf(url);
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return ['login'];
  if (path.startsWith('/casino/play/')) return ['login'];
  if (path === '/spor/betco' || path.startsWith('/spor/betco/')) return ['betco'];
  return [];
}

/** The first guard of the route that blocks, or allowed. */
export function checkRoute(
  url: string,
  session: Pick<SessionState, 'hasLogin' | 'accessBetco'>,
): GuardDecision {
  for (const guard of routeGuards(url)) {
    const decision = guard === 'login' ? loginGuard(session) : betcoGuard(session);
    if (!decision.allowed) return decision;
  }
  return ALLOWED;
}
