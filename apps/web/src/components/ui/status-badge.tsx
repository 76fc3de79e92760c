import { msg } from '@lingui/core/macro';
import { statusTones, type ResponseStatus } from '@crp/shared/statuses';
import type { MessageDescriptor } from '../../lib/lingui.tsx';
import { translate } from '../../lib/i18n.ts';
import { Badge } from './badge.tsx';

/** The shared statusLabels (player-area §4), in the active language (D40). */
const statusNames: Record<ResponseStatus, MessageDescriptor> = {
  submitted: msg`Pending Review`,
  under_review: msg`Under Review`,
  pending_interview: msg`Pending Interview`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};

/** Label of a status in the active language; an unknown value shows raw with its first underscore replaced by a space (as statusLabel). */
export function statusText(status: string): string {
  const name = (statusNames as Record<string, MessageDescriptor>)[status];
  return name ? translate(name) : status.replace('_', ' ');
}

/** A response status with its label and colour (player-area §4); unknown statuses read raw. */
export function StatusBadge({ status }: { status: string }) {
  const tone = (statusTones as Record<string, (typeof statusTones)[keyof typeof statusTones]>)[status] ?? 'gray';
  return <Badge tone={tone}>{statusText(status)}</Badge>;
}
