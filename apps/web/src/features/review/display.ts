import type { ResponseListItem } from '@crp/shared';

type Named = Pick<ResponseListItem, 'application' | 'survey'>;
type Person = { displayName?: string | null; username?: string | null; discordId?: string | null } | null | undefined;

/** Defaults for missing data (admin-area §2.2). */
export const formNameOf = (r: Named): string => r.application?.title?.trim() || r.survey?.title?.trim() || 'Unknown Form';
/** A response is an application when it carries an application object, otherwise a survey. */
export const typeLabelOf = (r: Named): 'Application' | 'Survey' => (r.application ? 'Application' : 'Survey');
export const personNameOf = (p: Person): string => p?.displayName?.trim() || p?.username?.trim() || 'Unknown User';
export const discordIdOf = (p: Person): string => p?.discordId?.trim() || 'Unknown';
export const statusOf = (r: { status?: string | null }): string => r.status || 'submitted';
