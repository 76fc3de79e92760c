/** System status names, labels and the overall card's verdict (admin-area §2.8, §4.4, D26): no schemas, so a screen can show them without loading zod. */
export const statusComponents = ['database', 'payment', 'discord-auth', 'discord-bot'] as const;
export type StatusComponent = (typeof statusComponents)[number];

export const statusComponentLabels: Record<StatusComponent, string> = {
  database: 'Database',
  payment: 'Payment Gateway',
  'discord-auth': 'Discord Authentication',
  'discord-bot': 'Discord Bot',
};

/** The overall card (§4.4). */
export type HealthSummary = 'checking' | 'healthy' | 'partial' | 'down';
export const healthSummaryLabels: Record<Exclude<HealthSummary, 'checking'>, string> = {
  healthy: 'All Systems Operational',
  partial: 'Some Systems Down',
  down: 'Systems Offline',
};

export function healthSummary(statuses: ('checking' | 'online' | 'offline' | 'error')[]): HealthSummary {
  if (statuses.length === 0 || statuses.includes('checking')) return 'checking';
  const online = statuses.filter((s) => s === 'online').length;
  if (online === statuses.length) return 'healthy';
  return online > 0 ? 'partial' : 'down';
}
