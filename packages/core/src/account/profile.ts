import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { type SiteError, toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';

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

export function createProfile(deps: { http: HttpClient }): ProfileModel {
  const $profile = atom<ProfileState>({ status: 'idle' });
  let latest = 0;
  return {
    $profile,
    async load() {
      const request = ++latest;
      $profile.set({ status: 'loading' });
      try {
        const { data } = await deps.http.get('customer/profile', { schema: profileSchema });
        if (request === latest) $profile.set({ status: 'ready', profile: data });
      } catch (error) {
        if (request === latest) $profile.set({ status: 'failed', error: toSiteError(error) });
      }
    },
  };
}
