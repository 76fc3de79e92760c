import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { User } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';

/** The file name the server gives too (Content-Disposition): my-data-{id}-{YYYY-MM-DD}.json. */
export const exportFileName = (user: Pick<User, 'id'>, at = new Date()) => `my-data-${user.id}-${at.toISOString().slice(0, 10)}.json`;

/** Hands the browser a file to save, without leaving the page. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Download my data' (D37): fetches GET /api/auth/account/export (profile, linked accounts,
 * responses with their questions and answers, history, messages) and saves it as one JSON file.
 */
export function DownloadMyData({ user }: { user: User }) {
  const { t } = useLingui();
  const fileName = exportFileName(user);
  const download = useMutation({
    mutationFn: () => api<unknown>('/auth/account/export', { timeoutMs: 60_000 }),
    onSuccess: (data) => saveFile(exportFileName(user), `${JSON.stringify(data, null, 2)}\n`),
  });
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="ghost" size="sm" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
        {download.isPending ? <Trans>Preparing your data...</Trans> : <Trans>Download my data</Trans>}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(download.error, t`Could not prepare your data. Please try again.`)}
        </p>
      ) : null}
      {download.isSuccess ? (
        <p role="status" className="text-sm text-slate-400">
          <Trans>Saved as {fileName}</Trans>
        </p>
      ) : null}
    </div>
  );
}
