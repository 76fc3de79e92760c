import { statusLabel, statusTones } from '@crp/shared/statuses';
import { Badge } from './badge.tsx';

/** A response status with its label and colour (player-area §4); unknown statuses read raw. */
export function StatusBadge({ status }: { status: string }) {
  const tone = (statusTones as Record<string, (typeof statusTones)[keyof typeof statusTones]>)[status] ?? 'gray';
  return <Badge tone={tone}>{statusLabel(status)}</Badge>;
}
