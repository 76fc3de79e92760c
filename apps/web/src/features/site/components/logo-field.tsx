import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogo } from '../mutations.ts';
import { siteTexts as t } from '../site.texts.ts';

/** The logo: shown at the sizes it appears (navigation bar, home page), uploaded at once, or back to the built-in mark. */
export function LogoField({ logoUrl }: { logoUrl: string }) {
  const logo = useLogo();
  const input = useRef<HTMLInputElement>(null);
  const send = (file: File | null) =>
    logo.mutate(file, {
      onSuccess: () => toast.success(file ? t.logoUploaded : t.logoRemoved),
      onError: (err) => toast.error(errorMessage(err, t.saveFailed)),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  return (
    <div className="mt-8 border-t border-surface-700 pt-6">
      <h3 className="text-lg font-semibold text-white">{t.logo}</h3>
      <p id="logo-hint" className="mt-1 text-sm text-slate-400">
        {t.logoHint}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-6" data-testid="logo-sizes">
        <figure className="flex flex-col items-center gap-2">
          <Logo size={34} src={logoUrl} />
          <figcaption className="text-xs text-slate-400">{t.logoInNavbar(34)}</figcaption>
        </figure>
        <figure className="flex flex-col items-center gap-2">
          <Logo size={96} src={logoUrl} />
          <figcaption className="text-xs text-slate-400">{t.logoOnHome(96)}</figcaption>
        </figure>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label className="inline-flex min-w-0 max-w-full">
          <span className="sr-only">{t.logoUpload}</span>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby="logo-hint"
            disabled={logo.isPending}
            className="block w-full max-w-full min-w-0 text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-surface-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-100 hover:file:bg-surface-600"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) send(file);
            }}
          />
        </label>
        {logoUrl !== '/logo.svg' ? (
          <Button variant="secondary" size="sm" disabled={logo.isPending} onClick={() => send(null)}>
            {t.logoRemove}
          </Button>
        ) : null}
        {logo.isPending ? <span className="text-sm text-slate-300">{t.logoUploading}</span> : null}
      </div>
    </div>
  );
}
