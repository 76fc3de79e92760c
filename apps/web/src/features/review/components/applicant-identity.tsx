import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { steam, guildJoinedAt } = response.user;
  return (
    <>
      <Field label={t`Steam ID`}>{steam ? <span className="font-mono">{steam.steamId}</span> : t`Not linked`}</Field>
      {steam ? (
        <>
          <Field label={t`STEAM_0 ID`}>
            <span className="font-mono">{steam.steamId2}</span>
          </Field>
          <Field label={t`Steam Profile`}>
            <a href={steam.profileUrl} target="_blank" rel="noopener noreferrer" className="text-brand-300 underline hover:text-brand-200">
              {steam.personaName || steam.profileUrl}
            </a>
          </Field>
          <Field label={t`Garry's Mod Hours`}>
            {gmodHoursText(steam)}
            {steam.stale ? <span className="ml-1 text-xs text-amber-200">
                <Trans>(cached: Steam could not be reached)</Trans>
              </span> : null}
          </Field>
        </>
      ) : null}
      <Field label={t`Joined Discord Server`}>{guildJoinedAt ? <time dateTime={guildJoinedAt}>{formatLongDate(guildJoinedAt)}</time> : t`Unknown`}</Field>
      <GatesField response={response} />
    </>
  );
}

/** The form's gates beside the applicant's facts, when the form has any. */
function GatesField({ response }: { response: ResponseDetail }) {
  const { t } = useLingui();
  const g = response.gates;
  const lines: string[] = [];
  if (g.requireSteam) lines.push(t`A linked Steam account`);
  if (g.minGmodHours > 0) lines.push(t`${plural(g.minGmodHours, { one: "At least # hour in Garry's Mod", other: "At least # hours in Garry's Mod" })}`);
  if (g.minGuildDays > 0) lines.push(t`${plural(g.minGuildDays, { one: 'At least # day in the Discord server', other: 'At least # days in the Discord server' })}`);
  const required = g.requiredRoleIds.join(', ');
  const blocked = g.blockedRoleIds.join(', ');
  if (g.requiredRoleIds.length > 0) lines.push(t`One of the roles ${required}`);
  if (g.blockedRoleIds.length > 0) lines.push(t`None of the roles ${blocked}`);
  if (g.cooldownDays > 0) lines.push(t`${plural(g.cooldownDays, { one: '# day after a rejection', other: '# days after a rejection' })}`);
  if (lines.length === 0) return null;
  return (
    <Field label={t`Eligibility Gates`}>
      <ul className="list-disc pl-4">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Field>
  );
}
