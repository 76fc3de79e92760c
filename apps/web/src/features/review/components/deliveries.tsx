import { toast } from '../../../components/ui/toast.ts';
import type { ResponseDelivery } from '@crp/shared';
import { deliveryKindLabels as kindLabels } from '@crp/shared/delivery-labels';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useRetryDelivery } from '../api.ts';

const stateTones: Record<ResponseDelivery['status'], BadgeTone> = { pending: 'yellow', delivered: 'green', failed: 'red' };
const stateLabels: Record<ResponseDelivery['status'], string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

/** The side effects of this response's submit and decisions (D24), with their state and a manual retry. */
export function DeliveryList({ responseId, deliveries }: { responseId: number; deliveries: ResponseDelivery[] }) {
  const retry = useRetryDelivery(responseId);
  if (deliveries.length === 0) {
    return <p className="text-sm text-slate-400">Nothing to deliver: this form has no Discord roles or webhooks set, and no message was due.</p>;
  }
  return (
    <ul className="space-y-3">
      {deliveries.map((d) => {
        const retrying = retry.isPending && retry.variables === d.id;
        return (
          <li key={d.id} className="rounded-xl border border-surface-700 bg-surface-900/60 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-white">{kindLabels[d.kind] ?? d.kind}</span>
              <Badge tone={stateTones[d.status] ?? 'gray'}>{stateLabels[d.status] ?? d.status}</Badge>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-400">Event</dt>
              <dd className="break-words text-slate-200">{d.event}</dd>
              <dt className="text-slate-400">Target</dt>
              <dd className="break-all text-slate-200">{d.target}</dd>
              <dt className="text-slate-400">Attempts</dt>
              <dd className="text-slate-200">{d.attempts}</dd>
              {d.deliveredAt ? (
                <>
                  <dt className="text-slate-400">Delivered</dt>
                  <dd className="text-slate-200">{formatDateTime(d.deliveredAt)}</dd>
                </>
              ) : null}
              {d.status !== 'delivered' && d.nextAttemptAt ? (
                <>
                  <dt className="text-slate-400">Next try</dt>
                  <dd className="text-slate-200">{formatDateTime(d.nextAttemptAt)}</dd>
                </>
              ) : null}
              {d.lastError ? (
                <>
                  <dt className="text-slate-400">Last error</dt>
                  <dd className="break-words text-red-300">{d.lastError}</dd>
                </>
              ) : null}
            </dl>
            {d.status !== 'delivered' ? (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                disabled={retrying}
                onClick={() =>
                  retry.mutate(d.id, {
                    onSuccess: () => toast.success('Delivery queued to be sent again now.'),
                    onError: (err) => toast.error(errorMessage(err, 'Failed to retry the delivery. Please try again.')),
                  })
                }
              >
                {retrying ? 'Retrying...' : 'Retry now'}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
