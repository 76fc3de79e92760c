import type { AdminUser } from '@crp/shared';

/** The display name, else the username, else 'Unknown User' (admin-area §2.7). */
export function userName(user: Pick<AdminUser, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username?.trim() || 'Unknown User';
}

export function initialOf(user: Pick<AdminUser, 'displayName' | 'username'>): string {
  return [...userName(user)][0]?.toUpperCase() ?? '?';
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatAmount = (value: number | null): string => (value === null ? '—' : money.format(value));
