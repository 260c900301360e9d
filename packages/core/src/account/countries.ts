import { atom, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { HttpClient } from '../kernel/http/http-client';
import { DEFAULT_COUNTRY_ID } from './register.schema';

export const countryItemSchema = v.object({ id: v.number(), name: v.string() });
export type Country = v.InferOutput<typeof countryItemSchema>;

const authFormSchema = v.object({ countries: v.array(countryItemSchema) });

const TURKIYE = 'türkiye';

/** Spec 000 §7: the default country is the one named Türkiye (id 235). */
export function defaultCountryId(countries: readonly Country[]): number {
  const turkiye = countries.find(
    (country) => country.name.trim().toLocaleLowerCase('tr') === TURKIYE,
  );
  return turkiye?.id ?? DEFAULT_COUNTRY_ID;
}

export interface Countries {
  /** The `auth/form` countries; loaded on the first subscriber (the full register form). */
  $countries: ReadableAtom<Country[]>;
  /** Loads once; a failure leaves the list empty (the default id 235 still applies). */
  loadCountries(): Promise<void>;
}

export function createCountries(deps: {
  http: HttpClient;
  /** Sent as the optional `refId` query of `auth/form`. */
  refId(): number | undefined;
  onLoaded?(countries: Country[]): void;
}): Countries {
  const $countries = atom<Country[]>([]);
  let loading: Promise<void> | undefined;

  function loadCountries(): Promise<void> {
    loading ??= deps.http
      .get('auth/form', { schema: authFormSchema, query: { refId: deps.refId() } })
      .then(({ data }) => {
        $countries.set(data.countries);
        deps.onLoaded?.(data.countries);
      })
      .catch(() => {
        // Spec silent: the select stays empty and may be retried by the next subscriber.
        loading = undefined;
      });
    return loading;
  }

  onMount($countries, () => {
    void loadCountries();
  });

  return { $countries, loadCountries };
}
