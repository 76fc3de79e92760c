import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../components/ui/toast.ts';
import type { ResponseDelivery } from '@crp/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';
import { deliveryKindName } from '../labels.ts';
import { useRetryDelivery } from '../api.ts';

const stateTones: Record<ResponseDelivery['status'], BadgeTone> = { pending: 'yellow', delivered: 'green', failed: 'red' };
const stateLabels: Record<ResponseDelivery['status'], MessageDescriptor> = { pending: msg`Pending`, delivered: msg`Delivered`, failed: msg`Failed` };

/** The side effects of this response's submit and decisions (D24), with their state and a manual retry. */
export function DeliveryList({ responseId, deliveries }: { responseId: number; deliveries: ResponseDelivery[] }) {
  const { t, i18n } = useLingui();
  const retry = useRetryDelivery(responseId);
  if (deliveries.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>Nothing to deliver: this form has no Discord roles or webhooks set, and no message was due.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {deliveries.map((d) => {
        const retrying = retry.isPending && retry.variables === d.id;
        return (
          <li key={d.id} className="rounded-xl border border-surface-700 bg-surface-900/60 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-white">{deliveryKindName(d.kind)}</span>
              <Badge tone={stateTones[d.status] ?? 'gray'}>{stateLabels[d.status] ? i18n._(stateLabels[d.status]) : d.status}</Badge>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-400">
                <Trans>Event</Trans>
              </dt>
              <dd className="break-words text-slate-200">{d.event}</dd>
              <dt className="text-slate-400">
                <Trans>Target</Trans>
              </dt>
              <dd className="break-all text-slate-200">{d.target}</dd>
              <dt className="text-slate-400">
                <Trans>Attempts</Trans>
              </dt>
              <dd className="text-slate-200">{d.attempts}</dd>
              {d.deliveredAt ? (
                <>
                  <dt className="text-slate-400">
                    <Trans>Delivered</Trans>
                  </dt>
                  <dd className="text-slate-200">{formatDateTime(d.deliveredAt)}</dd>
                </>
              ) : null}
              {d.status !== 'delivered' && d.nextAttemptAt ? (
                <>
                  <dt className="text-slate-400">
                    <Trans>Next try</Trans>
                  </dt>
                  <dd className="text-slate-200">{formatDateTime(d.nextAttemptAt)}</dd>
                </>
              ) : null}
              {d.lastError ? (
                <>
                  <dt className="text-slate-400">
                    <Trans>Last error</Trans>
                  </dt>
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
                    onSuccess: () => toast.success(t`Delivery queued to be sent again now.`),
                    onError: (err) => toast.error(errorMessage(err, t`Failed to retry the delivery. Please try again.`)),
                  })
                }
              >
                {retrying ? <Trans>Retrying...</Trans> : <Trans>Retry now</Trans>}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
