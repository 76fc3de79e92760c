import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ResponseListTab } from '@crp/shared';
import { Button, ExternalButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/dates.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';
import { responseListQuery, responsesCsvUrl } from '../api.ts';
import { hasActiveFilters, useResponseFilters } from '../use-response-filters.ts';
import { Icon } from './icons.tsx';
import { ResponseCounters } from './response-counters.tsx';
import { ResponseFiltersBar } from './response-filters.tsx';
import { panelId, ResponseTabs, tabId } from './response-tabs.tsx';
import { responseColumns } from './responses-table.tsx';

export const PAGE_SIZE = 25;

const empty: Record<ResponseListTab, { title: MessageDescriptor; line: MessageDescriptor }> = {
  all: { title: msg`No Responses Yet`, line: msg`When members submit an application or answer a survey, their responses show up here for review.` },
  applications: { title: msg`No Applications Yet`, line: msg`Applications appear here as soon as members apply through one of your active application forms.` },
  surveys: { title: msg`No Surveys Yet`, line: msg`Survey answers appear here once members take one of your active surveys.` },
};

/** 'Export CSV': a plain download of the current filters, every page (the browser sends the cookie). */
export function ExportCsvLink() {
  const { filters } = useResponseFilters();
  const href = responsesCsvUrl({
    tab: filters.tab,
    status: filters.status || undefined,
    formId: filters.formId ?? undefined,
    q: filters.q || undefined,
    voted: filters.needsMyVote ? 'false' : undefined,
    awaiting: filters.awaitingStaff ? 'staff' : undefined,
    overdue: filters.overdue ? ('true' as const) : undefined,
  });
  return (
    <ExternalButtonLink href={href} download variant="secondary">
      <Icon name="download" className="h-4 w-4" />
      <Trans>Export CSV</Trans>
    </ExternalButtonLink>
  );
}

/** The response dashboard (admin-area §2.2, D2, D22): counters, tabs, filters in the URL, the paged table. */
export function ResponseDashboard() {
  const { t, i18n } = useLingui();
  const { filters, update, clear } = useResponseFilters();
  const params = {
    tab: filters.tab,
    status: filters.status || undefined,
    formId: filters.formId ?? undefined,
    q: filters.q || undefined,
    voted: filters.needsMyVote ? 'false' : undefined,
    awaiting: filters.awaitingStaff ? 'staff' : undefined,
    overdue: filters.overdue ? ('true' as const) : undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery(responseListQuery(params));
  const active = hasActiveFilters(filters);

  if (list.isPending) return <LoadingBlock label={t`Loading applications...`} />;
  if (list.isError && !list.data) {
    const denied = list.error instanceof ApiRequestError && list.error.status === 403;
    return (
      <div role="alert">
        <EmptyState
          title={denied ? t`Access denied. Admin privileges required.` : t`Failed to fetch application responses`}
          lines={denied ? [t`Ask an administrator for the reviewer role if you need to review responses.`] : [t`Check your connection and try again.`]}
          action={
            denied ? undefined : (
              <Button onClick={() => void list.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            )
          }
        />
      </div>
    );
  }

  const data = list.data;
  const counts = data.counts;
  const text = empty[filters.tab];
  const total = formatNumber(data.total);
  const page = filters.page;
  return (
    <>
      <ResponseCounters counts={counts} />
      <ResponseTabs
        value={filters.tab}
        onChange={(tab) => update({ tab })}
        counts={{ all: counts.total, applications: counts.applications, surveys: counts.surveys }}
      />
      <section role="tabpanel" id={panelId} aria-labelledby={tabId(filters.tab)}>
        <h2 className="mb-4 text-xl font-bold text-white">
          <Trans>Submitted Responses ({total})</Trans>
        </h2>
        {list.isError ? (
          <p role="alert" className="mb-3 rounded-lg border border-red-400/30 bg-red-500/10 px-3 py-2 text-sm text-red-200">
            <Trans>Failed to fetch application responses.</Trans>{' '}
            <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
              <Trans>Retry</Trans>
            </button>
          </p>
        ) : null}
        <DataTable
          caption={t`Submitted responses, page ${page}`}
          columns={responseColumns}
          rows={data.responses}
          rowKey={(r) => r.id}
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPageChange={(page) => update({ page })}
          loading={list.isFetching}
          toolbar={<ResponseFiltersBar filters={filters} onChange={update} onClear={clear} active={active} />}
          empty={
            <div className="flex flex-col items-center gap-2 py-4">
              <Icon name="inbox" className="h-8 w-8 text-slate-500" />
              <h3 className="text-base font-semibold text-white">{i18n._(text.title)}</h3>
              <p className="max-w-md text-sm text-slate-300">
                {active ? <Trans>Nothing matches the current search and filters. Try other words, or clear the filters to see every response.</Trans> : i18n._(text.line)}
              </p>
              {active ? (
                <Button variant="secondary" size="sm" onClick={clear} className="mt-2">
                  <Trans>Clear filters</Trans>
                </Button>
              ) : null}
            </div>
          }
        />
      </section>
    </>
  );
}
