import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GameKey } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { gameKeysQuery } from '../api.ts';
import { useRevokeGameKey } from '../mutations.ts';
import { gameServersTexts as texts } from '../game-servers.texts.ts';
import { CreateKeyModal } from './create-key-modal.tsx';

/** /admin/game-servers (D41): the keys with their last use, create, revoke, and a connection check. */
export function GameServersView() {
  const keys = useQuery(gameKeysQuery);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<GameKey | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const revoke = useRevokeGameKey();
  const rows = keys.data ?? [];

  const testConnection = () => {
    setChecked(null);
    void keys.refetch().then(({ data }) => {
      if (data) setChecked(texts.testConnectionResult(data.filter((k) => k.lastUsedAt).length, data.length));
    });
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(texts.revokeDialog.done);
        setRevoking(null);
      },
      onError: (err) => {
        toast.error(errorMessage(err, texts.revokeDialog.failed));
        setRevoking(null);
      },
    });
  };

  const columns: DataTableColumn<GameKey>[] = [
    { key: 'name', header: texts.columns.name, cell: (k) => <span className="font-medium text-white">{k.name}</span> },
    { key: 'prefix', header: texts.columns.prefix, cell: (k) => <code className="font-mono text-slate-200">{k.prefix}…</code> },
    { key: 'createdAt', header: texts.columns.createdAt, cell: (k) => formatDateTime(k.createdAt), className: 'whitespace-nowrap' },
    {
      key: 'lastUsed',
      header: texts.columns.lastUsed,
      cell: (k) =>
        k.lastUsedAt ? (
          <span>
            {formatDateTime(k.lastUsedAt)}
            {k.lastUsedPath ? <span className="block text-xs text-slate-400">{texts.lastCall(k.lastUsedPath)}</span> : null}
          </span>
        ) : (
          <span className="text-slate-400">{texts.neverUsed}</span>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{texts.columns.actions}</span>,
      className: 'text-right',
      cell: (k) => (
        <Button variant="danger" size="sm" onClick={() => setRevoking(k)} aria-label={texts.revokeLabel(k.name)}>
          {texts.revoke}
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      {keys.isError ? (
        <div role="alert" className="flex items-center gap-3 rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-100">
          {texts.loadError}
          <Button variant="secondary" size="sm" onClick={() => void keys.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
      <DataTable
        caption={texts.tableCaption}
        columns={columns}
        rows={rows}
        rowKey={(k) => k.id}
        page={1}
        pageSize={Math.max(1, rows.length)}
        total={rows.length}
        onPageChange={() => {}}
        loading={keys.isPending || keys.isFetching}
        empty={texts.empty}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => setCreating(true)}>{texts.createButton}</Button>
            <Button variant="secondary" onClick={testConnection} disabled={keys.isFetching}>
              {keys.isFetching ? texts.testConnectionBusy : texts.testConnection}
            </Button>
            <span role="status" aria-live="polite" className="text-sm text-slate-300">
              {checked}
            </span>
          </div>
        }
      />
      <p className="text-sm text-slate-400">{texts.testConnectionHint}</p>
      <CreateKeyModal open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title={texts.revokeDialog.title}
        tone="danger"
        confirmLabel={texts.revokeDialog.confirm}
        busyLabel={texts.revokeDialog.busy}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      >
        <p className="text-slate-200">{revoking ? texts.revokeDialog.body(revoking.name) : null}</p>
        <p className="mt-2 text-sm text-slate-400">{texts.revokeDialog.detail}</p>
      </ConfirmDialog>
    </div>
  );
}
