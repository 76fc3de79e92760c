import { useLingui } from '@lingui/react/macro';
import type { ResponseCounts } from '@crp/shared';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatNumber } from '../../../lib/dates.ts';
import { Icon } from './icons.tsx';

/** The five counters of the response dashboard, over every response whatever the filters (D2, D22). */
export function ResponseCounters({ counts }: { counts: ResponseCounts | undefined }) {
  const { t } = useLingui();
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <section aria-label={t`Summary`} className="mb-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      <StatCard label={t`Total Responses`} value={value(counts?.total)} tone="brand" icon={<Icon name="inbox" />} />
      <StatCard label={t`Applications`} value={value(counts?.applications)} tone="cyan" icon={<Icon name="document" />} />
      <StatCard label={t`Surveys`} value={value(counts?.surveys)} tone="green" icon={<Icon name="chart" />} />
      <StatCard label={t`Pending Interview`} value={value(counts?.pendingInterview)} tone="purple" icon={<Icon name="calendar" />} />
      <StatCard label={t`Pending Review`} value={value(counts?.pendingReview)} tone="blue" icon={<Icon name="clock" />} />
    </section>
  );
}
