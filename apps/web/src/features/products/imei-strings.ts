import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { localDigits } from './strings';

/** Every word about a phone's IMEI that the listing pages show, in one place; read at render (the language can change). */
export const IMEI_TEXT = {
  /** 'IMEI' in both languages. */
  label: 'IMEI',
  hint: () => m.imei_hint({ code: '*#06#', count: formatDigits(4) }),
  secondLabel: m.imei_second_label,
  noImei: m.imei_none,
  /** On the listing page. */
  ending: (last4: string) => m.imei_ending({ last4: localDigits(last4) }),
} as const;
