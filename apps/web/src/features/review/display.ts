import { msg } from '@lingui/core/macro';
import type { ResponseListItem } from '@crp/shared';
import { translate } from '../../lib/i18n.ts';

type Named = Pick<ResponseListItem, 'application' | 'survey'>;
type Person = { displayName?: string | null; username?: string | null; discordId?: string | null } | null | undefined;

/** Defaults for missing data (admin-area §2.2), in the active language; what staff and members wrote shows as written. */
export const formNameOf = (r: Named): string => r.application?.title?.trim() || r.survey?.title?.trim() || translate(msg`Unknown Form`);
/** A response is an application when it carries an application object, otherwise a survey. */
export const typeLabelOf = (r: Named): string => (r.application ? translate(msg`Application`) : translate(msg`Survey`));
export const personNameOf = (p: Person): string => p?.displayName?.trim() || p?.username?.trim() || translate(msg`Unknown User`);
export const discordIdOf = (p: Person): string => p?.discordId?.trim() || translate(msg`Unknown`);
export const statusOf = (r: { status?: string | null }): string => r.status || 'submitted';
