import { checkEligibility, type Eligibility, type SteamAccount, type User } from '@crp/shared';
import type { Locale } from '@crp/shared/locales';
import type { DB } from '../../db/database.ts';
import { NotAllowedError } from '../../lib/domain-errors.ts';
import { gatesOf, type FormRow } from '../forms/index.ts';
import { serverText, translateRef } from '../locale/index.ts';
import { findSteamAccount } from '../steam/index.ts';
import { lastRejections } from './eligibility.queries.ts';

/**
 * Who is asking: the signed-in member as their session read them (id, Discord roles and guild
 * join date as stored at sign-in or refresh; a sign-in drops every cached session).
 */
export type Applicant = Pick<User, 'id' | 'discordRoles' | 'guildJoinedAt'>;

/** The stored facts D34 reads beyond the member's own row: their linked Steam account, their latest rejection per form. */
export interface ApplicantFacts {
  steam: SteamAccount | null;
  rejections: Map<number, string>;
}

/** Steam is never called here: a slow Steam cannot hold up the list or a submit. */
async function applicantFacts(db: DB, applicant: Applicant, forms: FormRow[]): Promise<ApplicantFacts> {
  const [steam, rejections] = await Promise.all([
    findSteamAccount(db, applicant.id),
    lastRejections(
      db,
      applicant.id,
      forms.filter((f) => f.cooldown_days > 0).map((f) => f.id),
    ),
  ]);
  return { steam, rejections };
}

/** D34 for one form through the one rules function of packages/shared. */
function eligibilityOf(applicant: Applicant, { steam, rejections }: ApplicantFacts, form: FormRow, at: Date): Eligibility {
  return checkEligibility(
    gatesOf(form),
    {
      steamLinked: steam !== null,
      gmodHours: steam?.gmodHours ?? null,
      hoursUnknownReason: steam?.hoursUnknownReason ?? null,
      hoursCachedFrom: steam?.stale ? steam.checkedAt : null,
      guildJoinedAt: applicant.guildJoinedAt ?? null,
      roles: applicant.discordRoles,
      lastRejectedAt: rejections.get(form.id) ?? null,
    },
    at,
  );
}

/** The reasons said in the member's language (D40): the rules write English and name the catalogue's text beside it. */
function inLanguage(eligibility: Eligibility, locale: Locale): Eligibility {
  return {
    eligible: eligibility.eligible,
    reasons: eligibility.reasons.map(({ text, ...reason }) => ({ ...reason, message: text ? translateRef(locale, text) : reason.message })),
  };
}

/** D34 for a member and some forms (the form list, the form page, the status call), in their language. */
export async function eligibilityForForms(db: DB, applicant: Applicant, forms: FormRow[], locale: Locale): Promise<Map<number, Eligibility>> {
  const facts = await applicantFacts(db, applicant, forms);
  const at = new Date();
  return new Map(forms.map((form) => [form.id, inLanguage(eligibilityOf(applicant, facts, form, at), locale)]));
}

export async function eligibilityFor(db: DB, applicant: Applicant, form: FormRow, locale: Locale): Promise<Eligibility> {
  return (await eligibilityForForms(db, applicant, [form], locale)).get(form.id)!;
}

/**
 * The submit's gate check: 403 with every reason in `issues` (path 'eligibility', the code, and
 * `until` for waits). Answers the facts it read: the submit's deliveries carry the Steam account.
 */
export async function assertEligible(db: DB, applicant: Applicant, form: FormRow): Promise<ApplicantFacts> {
  const facts = await applicantFacts(db, applicant, [form]);
  const result = eligibilityOf(applicant, facts, form, new Date());
  if (result.eligible) return facts;
  const issues = result.reasons.map((r) => ({ path: 'eligibility', message: r.message, ...(r.text ? { text: r.text } : {}), code: r.code, ...(r.until ? { until: r.until } : {}) }));
  const only = result.reasons.length === 1 ? result.reasons[0]! : undefined;
  // The error handler says the message and each reason in the member's language.
  throw new NotAllowedError(only?.text ? { ...only.text, english: only.message } : (only?.message ?? serverText('error.application.notEligible')), 'not_eligible', issues);
}
