import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { SiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import { loadResource } from '../kernel/load/load-resource';

/** `customer/profile` (dev-server extension): the player's own details. */
export const profileSchema = v.object({
  username: v.string(),
  usercode: v.optional(v.string()),
  name: v.string(),
  surname: v.string(),
  email: v.string(),
  phone: v.string(),
  smsVerified: v.boolean(),
  /** year-month-day, or null when the player registered with the fast form. */
  birthDate: v.nullish(v.pipe(v.string(), v.isoDate())),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** A `LoadState` (kernel/load) with the profile while `ready`. */
export type ProfileState =
  | { status: 'idle' | 'loading'; error?: undefined }
  | { status: 'ready'; profile: Profile }
  | { status: 'failed'; error: SiteError };

/** The Personal Information page's data; `load()` fetches it (again after a failure). */
export interface ProfileModel {
  readonly $profile: ReadableAtom<ProfileState>;
  load(): Promise<void>;
}

export function createProfile(deps: {
  http: HttpClient;
  /** Whose profile it is (the logged-in username): a load for another player never joins. */
  owner?(): string | undefined;
}): ProfileModel {
  const $profile = atom<ProfileState>({ status: 'idle' });
  // The page shows no stale details: loading and failed hold no profile (the type says so).
  const details = loadResource($profile, {
    fetch: async () => (await deps.http.get('customer/profile', { schema: profileSchema })).data,
    loading: (): ProfileState => ({ status: 'loading' }),
    ready: (_state, profile): ProfileState => ({ status: 'ready', profile }),
    failed: (_state, error): ProfileState => ({ status: 'failed', error }),
  });
  return {
    $profile,
    load: () => details.load(deps.owner?.()),
  };
}
