import { m } from '@/paraglide/messages.js';
import { useLocale } from './use-locale';

/** English ↔ বাংলা: each language's name in itself, so a person who reads only one of them finds it. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  const next = locale === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm min-h-11 ${className}`}
      lang={next}
      aria-label={m.language_switch_label({}, { locale: next })}
      onClick={() => setLocale(next)}
    >
      {next === 'bn' ? 'বাংলা' : 'English'}
    </button>
  );
}
