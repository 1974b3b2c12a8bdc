import { requestLocale, type Locale } from '@phonehaat/shared';
import Negotiator from 'negotiator';

/** A request's language from its headers: the `lang` cookie, else Accept-Language by weight, else English. */
export function headersLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  return requestLocale({ cookie: headers.cookie, languages: new Negotiator({ headers }).languages() });
}
