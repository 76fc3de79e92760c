import { msg } from '@lingui/core/macro';
import type { AdminUser } from '@crp/shared';
import { formatNumber } from '../../lib/dates.ts';
import { translate } from '../../lib/i18n.ts';

/** The display name, else the username, else 'Unknown User' (admin-area §2.7). */
export function userName(user: Pick<AdminUser, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username?.trim() || translate(msg`Unknown User`);
}

export function initialOf(user: Pick<AdminUser, 'displayName' | 'username'>): string {
  return [...userName(user)][0]?.toUpperCase() ?? '?';
}

/** A store amount in US dollars, written the active language's way. */
export const formatAmount = (value: number | null): string => (value === null ? '—' : formatNumber(value, { style: 'currency', currency: 'USD' }));
