import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import type { MyResponse } from '@crp/shared';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useWithdrawApplication } from '../mutations.ts';
import { ResponseEntry, responseTitle } from './response-entry.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';

interface MyApplicationsListProps {
  responses: MyResponse[] | undefined;
  loading: boolean;
  /** Replaces the default empty state (e.g. when a filter hides everything). */
  emptyState?: { title: string; lines: string[] };
}

/** The person's responses with the withdraw flow; shared by the dashboard and /my-responses. */
export function MyApplicationsList({ responses, loading, emptyState }: MyApplicationsListProps) {
  const { t } = useLingui();
  const [target, setTarget] = useState<MyResponse | null>(null);
  const withdraw = useWithdrawApplication();

  const confirm = () => {
    if (!target) return;
    withdraw.mutate(target.id, {
      onSuccess: () => {
        toast.success(t`Application withdrawn successfully`);
        setTarget(null);
      },
      onError: (err) => toast.error(errorMessage(err, t`Failed to withdraw application`)),
    });
  };

  if (loading) return <LoadingBlock label={t`Loading applications...`} />;
  if (!responses || responses.length === 0) {
    const empty = emptyState ?? {
      title: t`No Applications Found`,
      lines: [t`You haven't submitted any applications yet.`, t`When you submit applications, their status will appear here.`],
    };
    return <EmptyState title={empty.title} lines={empty.lines} />;
  }
  return (
    <>
      <ul className="space-y-4">
        {responses.map((response) => (
          <ResponseEntry key={response.id} response={response} onWithdraw={setTarget} />
        ))}
      </ul>
      <WithdrawModal title={target ? responseTitle(target) : null} pending={withdraw.isPending} onCancel={() => setTarget(null)} onConfirm={confirm} />
    </>
  );
}
