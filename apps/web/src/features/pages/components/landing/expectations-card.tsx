import { Trans } from '@lingui/react/macro';
import type { SiteLanding } from '@crp/shared/site-defaults';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useSiteText } from '../../built-in-texts.ts';

/** The built-in expectations' icons, by position (an admin's own expectations wear them in turn). */
const icons = [
  'M3 21h18M5 21V7l7-4 7 4v14M9 21v-6h6v6',
  'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2l.9-5.5-4-3.9 5.5-.8z',
  'M17 20h5v-2a3 3 0 00-5.4-1.8M17 20H7m10 0v-2c0-.7-.1-1.3-.4-1.8M7 20H2v-2a3 3 0 015.4-1.8M7 20v-2c0-.7.1-1.3.4-1.8m0 0a5 5 0 019.2 0M15 7a3 3 0 11-6 0 3 3 0 016 0z',
  'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
];

/** What to expect on the server (player-area §1). */
export function ExpectationsCard({ expectations }: { expectations: SiteLanding['expectations'] }) {
  const text = useSiteText();
  if (expectations.length === 0) return null;
  return (
    <Card>
      <h2 className="text-2xl font-bold text-white">
        <Trans>What to expect</Trans>
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {expectations.map((item, i) => (
          <li key={i} className="rounded-xl border border-surface-700 bg-surface-900/70 p-4">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-500/15 text-accent-400">
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={icons[i % icons.length]} />
                </svg>
              </span>
              <h3 className="font-semibold text-white">{text(item.title)}</h3>
              {item.badge ? (
                <span className="ml-auto shrink-0 whitespace-nowrap">
                  <Badge tone="yellow">{text(item.badge)}</Badge>
                </span>
              ) : null}
            </div>
            <p className="mt-2 text-sm text-slate-300">{text(item.text)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
