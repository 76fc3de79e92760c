import { Trans } from '@lingui/react/macro';
import type { SiteLanding } from '@crp/shared/site-defaults';
import { paths } from '../../../../app/paths.ts';
import { ButtonLink, buttonClass } from '../../../../components/ui/button.tsx';
import { Logo } from '../../../../components/ui/logo.tsx';
import { HighlightLast } from '../../../../components/ui/highlight-last.tsx';
import { useSiteText } from '../../built-in-texts.ts';

/** The top of the home page: logo (with its fallback graphic), welcome heading and intro (D38: the site's settings). */
export function LandingHero({ hero, logoUrl }: { hero: SiteLanding['hero']; logoUrl: string }) {
  const text = useSiteText();
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative overflow-hidden rounded-3xl border border-surface-700 bg-surface-900/70 px-6 py-14 text-center shadow-2xl shadow-black/30 sm:px-12 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(124_58_237/0.35),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgb(6_182_212/0.18),transparent_55%)]"
      />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center">
        <Logo size={96} src={logoUrl} />
        {hero.eyebrow ? <p className="mt-6 text-sm font-semibold uppercase tracking-[0.3em] text-accent-400">{text(hero.eyebrow)}</p> : null}
        <h1 id="welcome-heading" className="mt-3 text-4xl font-black tracking-tight break-words text-white sm:text-6xl">
          <HighlightLast text={text(hero.title)} className="bg-gradient-to-r from-brand-400 to-accent-400 bg-clip-text text-transparent" />
        </h1>
        {hero.text ? <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-slate-300">{text(hero.text)}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#connect" className={buttonClass('primary', 'lg')}>
            <Trans>How to connect</Trans>
          </a>
          <ButtonLink to={paths.guidelines.href()} variant="secondary" size="lg">
            <Trans>Read the guidelines</Trans>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
