import { Trans, useLingui } from '@lingui/react/macro';
import type { Mod } from '@crp/shared';
import { formatDate } from '../../../lib/dates.ts';
import { ExternalIcon } from './icons.tsx';

/** Each mod links to its Workshop page and to a Workshop search by its name. */
export function ModList({ mods }: { mods: Mod[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t`Workshop mods`}>
      {mods.map((mod) => (
        <ModItem key={mod.id} mod={mod} />
      ))}
    </ul>
  );
}

function ModItem({ mod }: { mod: Mod }) {
  const { t } = useLingui();
  const { name, workshopId } = mod;
  const updated = mod.updatedAt ? formatDate(mod.updatedAt) : '';
  return (
    <li className="flex gap-4 rounded-xl border border-surface-700 bg-surface-850/80 p-4" data-testid="mod-item">
      {mod.previewUrl ? (
        <img src={mod.previewUrl} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-lg bg-surface-700 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-surface-700 text-xl font-black text-brand-300">
          {mod.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-white">
          <a href={mod.url} target="_blank" rel="noopener noreferrer" className="hover:text-brand-300 hover:underline">
            {mod.name}
          </a>
        </h2>
        {mod.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-300">{mod.description}</p> : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-400">
          <span>
            <Trans>Workshop ID {workshopId}</Trans>
          </span>
          {mod.updatedAt ? (
            <span>
              <Trans>Updated {updated}</Trans>
            </span>
          ) : null}
          <a
            href={mod.searchUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-accent-400 hover:underline"
            aria-label={t`Search Workshop for ${name}`}
          >
            <Trans>Search Workshop</Trans>
            <ExternalIcon />
          </a>
        </div>
      </div>
    </li>
  );
}
