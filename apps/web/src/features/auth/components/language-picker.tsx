import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, isLocale, SOURCE_LOCALE } from '@crp/shared/locales';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../use-auth.ts';

/**
 * The language picker (D40), in the navigation bar and on /login: each language in its own name. A
 * choice is the `locale` cookie (visitors), and the member's own language when signed in
 * (`PUT /api/auth/locale`); the page then loads again in it, rendered by the server in that language.
 */
export function LanguagePicker({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const [saving, setSaving] = useState(false);
  const current = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;

  const choose = async (value: string) => {
    if (!isLocale(value) || value === current) return;
    setSaving(true);
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax${secure}`;
    // Signed in, the member's own choice beats the cookie: saved first (a failure leaves the cookie's choice).
    if (user) await api('/auth/locale', { method: 'PUT', body: { locale: value }, redirectOn401: false }).catch(() => undefined);
    window.location.reload();
  };

  return (
    <label className={`flex items-center gap-2 text-sm text-slate-300 ${className}`}>
      <span className={compact ? 'sr-only' : ''}>{t`Language`}</span>
      <select
        value={current}
        disabled={saving}
        onChange={(event) => void choose(event.target.value)}
        className="rounded-lg border border-surface-600 bg-surface-850 px-2 py-1.5 text-sm text-slate-100 hover:border-surface-500 focus:border-brand-400 focus:outline-none"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
