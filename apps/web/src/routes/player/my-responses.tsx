import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, PageHeader } from '../../components/ui/card.tsx';
import { MyApplicationsList } from '../../features/applications/components/my-applications-list.tsx';
import { StatusFilter, type StatusFilterValue } from '../../features/applications/components/status-filter.tsx';
import { useMyApplications } from '../../features/applications/use-my-applications.ts';

/** /my-responses (D3): the person's own responses, filtered by status (initially 'all'). */
export default function MyResponsesPage() {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const mine = useMyApplications();
  const shown = filter === 'all' ? mine.data : mine.data?.filter((response) => response.status === filter);
  const filteredOut = filter !== 'all' && (mine.data?.length ?? 0) > 0;

  return (
    <>
      <PageHeader
        title="My Responses"
        subtitle="Every application and survey you have submitted, with its current status."
        actions={
          params.get('from') === 'dashboard' ? (
            <ButtonLink to={paths.dashboard.href()} variant="secondary">
              Back to Dashboard
            </ButtonLink>
          ) : null
        }
      />
      <Card>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <StatusFilter value={filter} onChange={setFilter} />
          {shown ? (
            <p className="text-sm text-slate-400" aria-live="polite">
              {shown.length === 1 ? '1 response' : `${shown.length} responses`}
            </p>
          ) : null}
        </div>
        <MyApplicationsList
          responses={shown}
          loading={mine.isPending}
          emptyState={filteredOut ? { title: 'No Responses Found', lines: ['None of your responses has this status.'] } : undefined}
        />
      </Card>
    </>
  );
}
