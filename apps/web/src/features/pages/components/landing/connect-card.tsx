import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TitledText } from '@crp/shared/site-defaults';
import { Card } from '../../../../components/ui/card.tsx';
import { useSiteText } from '../../built-in-texts.ts';

/** The game port players connect to (player-area §9), unless the listed server says otherwise. */
export const GAME_PORT = 27015;

interface ConnectCardProps {
  /** The server's address; null while unknown. */
  address: string | null;
  port: number | null;
  loading: boolean;
  /** The live status widget (composed by the route). */
  status: ReactNode;
  /** The quick-start steps (D38: the site's settings). */
  steps: TitledText[];
}

/** How to connect: the address with the live status widget, the game port and the quick-start steps. */
export function ConnectCard({ address, port, loading, status, steps }: ConnectCardProps) {
  const text = useSiteText();
  return (
    <Card id="connect" className="scroll-mt-24">
      <h2 className="text-2xl font-bold text-white">
        <Trans>How to connect</Trans>
      </h2>
      <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-surface-700 bg-surface-900/70 p-4">
          <dt className="text-xs font-semibold uppercase tracking-wider text-slate-400">
            <Trans>Server address</Trans>
          </dt>
          <dd className="mt-2 flex flex-wrap items-center gap-3">
            <span className="font-mono text-lg font-semibold text-white" data-testid="server-address">
              {address ?? (loading ? <Trans>Loading...</Trans> : <Trans>Announced in Discord</Trans>)}
            </span>
            {status}
          </dd>
        </div>
        <div className="rounded-xl border border-surface-700 bg-surface-900/70 p-4">
          <dt className="text-xs font-semibold uppercase tracking-wider text-slate-400">
            <Trans>Game port</Trans>
          </dt>
          <dd className="mt-2 font-mono text-lg font-semibold text-white" data-testid="game-port">
            {port ?? GAME_PORT}
          </dd>
        </div>
      </dl>
      {steps.length > 0 ? (
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-300">
          <Trans>Quick start</Trans>
        </h3>
      ) : null}
      {steps.length > 0 ? (
        <ol className="mt-3 space-y-3">
          {steps.map((step, i) => (
            <li key={i} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600/20 text-sm font-bold text-brand-300 ring-1 ring-brand-500/40"
              >
                {i + 1}
              </span>
              <span>
                <span className="font-semibold text-white">{text(step.title)}.</span> <span className="text-slate-300">{text(step.text)}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
