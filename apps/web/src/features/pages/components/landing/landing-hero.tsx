import { paths } from '../../../../app/paths.ts';
import { ButtonLink, buttonClass } from '../../../../components/ui/button.tsx';
import { Logo } from '../../../../components/ui/logo.tsx';

/** The top of the home page: logo (with its fallback graphic), welcome heading and intro. */
export function LandingHero() {
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
        <Logo size={96} />
        <p className="mt-6 text-sm font-semibold uppercase tracking-[0.3em] text-accent-400">Garry&apos;s Mod creative roleplay</p>
        <h1 id="welcome-heading" className="mt-3 text-4xl font-black tracking-tight text-white sm:text-6xl">
          Welcome to Creative <span className="bg-gradient-to-r from-brand-400 to-accent-400 bg-clip-text text-transparent">RP</span>
        </h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed text-slate-300">
          A community server built around imagination: build without limits, start a faction, run a business or keep the peace. Jump in, meet the community and
          write your own story.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#connect" className={buttonClass('primary', 'lg')}>
            How to connect
          </a>
          <ButtonLink to={paths.guidelines.href()} variant="secondary" size="lg">
            Read the guidelines
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
