import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const mine = useMyApplications();
  const shown = filter === 'all' ? mine.data : mine.data?.filter((response) => response.status === filter);
  const count = shown?.length ?? 0;
  const filteredOut = filter !== 'all' && (mine.data?.length ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t`My Responses`}
        subtitle={t`Every application and survey you have submitted, with its current status.`}
        actions={
          params.get('from') === 'dashboard' ? (
            <ButtonLink to={paths.dashboard.href()} variant="secondary">
              <Trans>Back to Dashboard</Trans>
            </ButtonLink>
          ) : null
        }
      />
      <Card>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <StatusFilter value={filter} onChange={setFilter} />
          {shown ? (
            <p className="text-sm text-slate-400" aria-live="polite">
              {t`${plural(count, { one: '# response', other: '# responses' })}`}
            </p>
          ) : null}
        </div>
        <MyApplicationsList
          responses={shown}
          loading={mine.isPending}
          emptyState={filteredOut ? { title: t`No Responses Found`, lines: [t`None of your responses has this status.`] } : undefined}
        />
      </Card>
    </>
  );
}
