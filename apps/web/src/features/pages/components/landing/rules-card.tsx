import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TitledText } from '@crp/shared/site-defaults';
import { paths } from '../../../../app/paths.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { useSiteText } from '../../built-in-texts.ts';

/** The server rules shown on the landing page (player-area §1; D38: the site's settings). */
export function RulesCard({ rules }: { rules: TitledText[] }) {
  const text = useSiteText();
  if (rules.length === 0) return null;
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-white">
            <Trans>Server rules</Trans>
          </h2>
          <p className="mt-1 text-slate-300">
            <Trans>Break them and staff will step in. Know them and everyone has a better time.</Trans>
          </p>
        </div>
        <Link to={paths.guidelines.href()} className="text-sm font-semibold text-accent-400 hover:text-accent-500 hover:underline">
          <Trans>Read the full Server Guidelines →</Trans>
        </Link>
      </div>
      <ol className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
        {rules.map((rule, i) => (
          <li key={i} className="flex gap-4 rounded-xl border border-surface-700 bg-surface-900/70 p-4">
            <span aria-hidden="true" className="text-2xl font-black text-brand-400/80 tabular-nums">
              {String(i + 1).padStart(2, '0')}
            </span>
            <span>
              <span className="block font-semibold text-white">{text(rule.title)}</span>
              <span className="mt-1 block text-sm text-slate-300">{text(rule.text)}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
