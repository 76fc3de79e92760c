import type { ResponseDetail } from '@crp/shared';
import { gmodHoursText } from '../../../components/ui/steam-facts.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { Field } from './section.tsx';

/**
 * Who the applicant is in game (D33) and the facts the form's eligibility gates used (D34): Steam
 * ID, its STEAM_0 form, the profile link, Garry's Mod hours and the guild join date. Fields of the
 * Applicant Information list.
 */
export function ApplicantIdentityFields({ response }: { response: ResponseDetail }) {
  const { steam, guildJoinedAt } = response.user;
  return (
    <>
      <Field label="Steam ID">{steam ? <span className="font-mono">{steam.steamId}</span> : 'Not linked'}</Field>
      {steam ? (
        <>
          <Field label="STEAM_0 ID">
            <span className="font-mono">{steam.steamId2}</span>
          </Field>
          <Field label="Steam Profile">
            <a href={steam.profileUrl} target="_blank" rel="noopener noreferrer" className="text-brand-300 underline hover:text-brand-200">
              {steam.personaName || steam.profileUrl}
            </a>
          </Field>
          <Field label="Garry's Mod Hours">
            {gmodHoursText(steam)}
            {steam.stale ? <span className="ml-1 text-xs text-amber-200">(cached: Steam could not be reached)</span> : null}
          </Field>
        </>
      ) : null}
      <Field label="Joined Discord Server">{guildJoinedAt ? <time dateTime={guildJoinedAt}>{formatLongDate(guildJoinedAt)}</time> : 'Unknown'}</Field>
      <GatesField response={response} />
    </>
  );
}

/** The form's gates beside the applicant's facts, when the form has any. */
function GatesField({ response }: { response: ResponseDetail }) {
  const g = response.gates;
  const lines: string[] = [];
  if (g.requireSteam) lines.push('A linked Steam account');
  if (g.minGmodHours > 0) lines.push(`At least ${g.minGmodHours} hours in Garry's Mod`);
  if (g.minGuildDays > 0) lines.push(`At least ${g.minGuildDays} days in the Discord server`);
  if (g.requiredRoleIds.length > 0) lines.push(`One of the roles ${g.requiredRoleIds.join(', ')}`);
  if (g.blockedRoleIds.length > 0) lines.push(`None of the roles ${g.blockedRoleIds.join(', ')}`);
  if (g.cooldownDays > 0) lines.push(`${g.cooldownDays} days after a rejection`);
  if (lines.length === 0) return null;
  return (
    <Field label="Eligibility Gates">
      <ul className="list-disc pl-4">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Field>
  );
}
