import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { paths } from '../../../app/paths.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { translate } from '../../../lib/i18n.ts';
import { fetchModsFresh, serverKeys, serverModsQuery, serverQuery } from '../api.ts';
import { ModList } from './mod-list.tsx';
import { StatusDot } from './status-dot.tsx';

/** The two texts of the spec: 'Server not found' (404) or 'Failed to fetch mods' (anything else). */
function modsErrorText(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 404 ? translate(msg`Server not found`) : translate(msg`Failed to fetch mods`);
}

/** /server/{serverId}/mods: the Workshop items of a server's collection (player-area §2, D19). */
export function ServerModsView({ serverId }: { serverId: number }) {
  const { t } = useLingui();
  const valid = Number.isInteger(serverId) && serverId > 0;
  const queryClient = useQueryClient();
  const server = useQuery({ ...serverQuery(serverId), enabled: valid });
  const mods = useQuery({ ...serverModsQuery(serverId), enabled: valid });
  const [refreshing, setRefreshing] = useState(false);
  const errorText = !valid ? t`Server not found` : mods.isError ? modsErrorText(mods.error) : null;

  useEffect(() => {
    if (errorText) toast.error(errorText, { id: 'mods-load-error' });
  }, [errorText]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      queryClient.setQueryData(serverKeys.mods(serverId), await fetchModsFresh(serverId));
    } catch (err) {
      toast.error(modsErrorText(err));
    } finally {
      setRefreshing(false);
    }
  };

  const back = (
    <ButtonLink to={paths.serverStatus.href()} variant="secondary">
      <Trans>Back to Server Status</Trans>
    </ButtonLink>
  );

  if (errorText) {
    return (
      <div className="space-y-6">
        <EmptyState
          title={t`Error Loading Mods`}
          lines={[errorText]}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {valid ? (
                <Button onClick={() => void Promise.all([mods.refetch(), server.refetch()])} disabled={mods.isFetching}>
                  <Trans>Try Again</Trans>
                </Button>
              ) : null}
              {back}
            </div>
          }
        />
      </div>
    );
  }

  const s = server.data;
  const list = mods.data;
  const fetchedOn = list ? formatDate(list.fetchedAt) : '';
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            <Trans>Workshop Mods</Trans>
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {s ? s.name : server.isPending ? <Trans>Loading...</Trans> : <Trans>Server</Trans>}
          </h1>
          {s ? (
            <p
              className={`mt-2 flex items-center gap-2 text-sm font-medium ${s.isOnline ? 'text-emerald-300' : 'text-red-300'}`}
              data-testid="mods-server-status"
            >
              <StatusDot online={s.isOnline} />
              {s.isOnline ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
              {s.error ? (
                <span className="text-slate-400">
                  <Trans>· showing last known data</Trans>
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {back}
          <Button onClick={() => void refresh()} disabled={refreshing || mods.isPending}>
            {refreshing ? <Trans>Refreshing...</Trans> : <Trans>Refresh</Trans>}
          </Button>
        </div>
      </div>

      {!list ? (
        <LoadingBlock label={t`Loading mods...`} />
      ) : (
        <>
          <dl className="mb-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div className="rounded-2xl border border-surface-700 bg-surface-850/80 px-5 py-4">
              <dt className="text-sm text-slate-400">
                <Trans>Total Mods</Trans>
              </dt>
              <dd className="mt-1 text-3xl font-extrabold text-white tabular-nums" data-testid="total-mods">
                {list.mods.length}
              </dd>
            </div>
          </dl>
          {list.stale ? (
            <p role="status" className="mb-4 rounded-lg border border-amber-400/30 bg-amber-400/10 px-4 py-2 text-sm text-amber-100">
              <Trans>Steam could not be reached just now: showing the list read on {fetchedOn}.</Trans>
            </p>
          ) : null}
          {list.mods.length === 0 ? (
            <EmptyState
              title={t`No Mods Found`}
              lines={[list.collectionId ? t`This Workshop collection has no items.` : t`This server has no Workshop collection set.`]}
            />
          ) : (
            <ModList mods={list.mods} />
          )}
        </>
      )}
    </>
  );
}
