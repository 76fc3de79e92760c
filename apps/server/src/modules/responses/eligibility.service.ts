import { checkEligibility, type Eligibility } from '@crp/shared';
import type { DB } from '../../db/database.ts';
import { NotAllowedError } from '../../lib/domain-errors.ts';
import { gatesOf, type FormRow } from '../forms/index.ts';
import { findSteamAccount } from '../steam/index.ts';
import { guildJoinedAt, lastRejections } from './eligibility.queries.ts';

/** Who is asking: the signed-in member's id and their Discord roles as stored at sign-in or refresh. */
export interface Applicant {
  id: number;
  discordRoles: string[];
}

/**
 * D34 for a member and some forms: the stored facts (linked Steam account and its cached hours,
 * guild join date, roles, latest rejection per form) through the one rules function of
 * packages/shared. Steam is never called here: a slow Steam cannot hold up the list or a submit.
 */
export async function eligibilityForForms(db: DB, applicant: Applicant, forms: FormRow[]): Promise<Map<number, Eligibility>> {
  const [steam, joinedAt, rejections] = await Promise.all([
    findSteamAccount(db, applicant.id),
    guildJoinedAt(db, applicant.id),
    lastRejections(
      db,
      applicant.id,
      forms.filter((f) => f.cooldown_days > 0).map((f) => f.id),
    ),
  ]);
  const at = new Date();
  return new Map(
    forms.map((form) => [
      form.id,
      checkEligibility(
        gatesOf(form),
        {
          steamLinked: steam !== null,
          gmodHours: steam?.gmodHours ?? null,
          hoursUnknownReason: steam?.hoursUnknownReason ?? null,
          hoursCachedFrom: steam?.stale ? steam.checkedAt : null,
          guildJoinedAt: joinedAt,
          roles: applicant.discordRoles,
          lastRejectedAt: rejections.get(form.id) ?? null,
        },
        at,
      ),
    ]),
  );
}

export async function eligibilityFor(db: DB, applicant: Applicant, form: FormRow): Promise<Eligibility> {
  return (await eligibilityForForms(db, applicant, [form])).get(form.id)!;
}

/** The submit's gate check: 403 with every reason in `issues` (path 'eligibility', the code, and `until` for waits). */
export async function assertEligible(db: DB, applicant: Applicant, form: FormRow): Promise<void> {
  const result = await eligibilityFor(db, applicant, form);
  if (result.eligible) return;
  const issues = result.reasons.map((r) => ({ path: 'eligibility', message: r.message, code: r.code, ...(r.until ? { until: r.until } : {}) }));
  throw new NotAllowedError(result.reasons.length === 1 ? result.reasons[0]!.message : 'You cannot apply to this form yet.', 'not_eligible', issues);
}
