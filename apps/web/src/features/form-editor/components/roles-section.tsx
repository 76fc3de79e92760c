import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { DiscordRoleAssignments } from '@crp/shared';
import { discordRoleKeys } from '@crp/shared/form-texts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';
import { roleCheck, type RoleCheck } from '../api.ts';
import type { EditorAction } from '../editor-state.ts';
import { FieldError, Hint, inputClass, labelClass, Section } from './fields.tsx';

const roleLabels: Record<keyof DiscordRoleAssignments, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  pending_review: { label: msg`Pending Review role`, hint: msg`Given when an application is submitted.` },
  pending_interview: { label: msg`Pending Interview role`, hint: msg`Given when an application moves to an interview.` },
  accepted: { label: msg`Accepted role`, hint: msg`Given when an application is accepted.` },
};

/** Role ids are digits (Discord snowflakes, usually 18 or 19 of them). */
export const roleIdProblem = (value: string) =>
  value.trim() === '' || /^\d{5,25}$/.test(value.trim()) ? null : translate(msg`Role IDs are digits only, e.g. 123456789012345678`);

/** How long typing must pause before the bot is asked about the roles. */
export const ROLE_CHECK_DELAY_MS = 600;

type CheckState = { state: 'idle' } | { state: 'checking' } | { state: 'done'; result: RoleCheck } | { state: 'failed'; message: string };

/**
 * 'Discord Role Assignments' (applications only, admin-area §2.6, D13): the three role ids, and the
 * bot's own answer on them (in the guild? may it hand them out?) before any applicant is affected.
 */
export function RolesSection({ roles, dispatch }: { roles: DiscordRoleAssignments; dispatch: (action: EditorAction) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [check, setCheck] = useState<CheckState>({ state: 'idle' });
  const ids = discordRoleKeys.map((k) => roles[k].trim()).filter((v) => v !== '' && roleIdProblem(v) === null);
  const idsKey = [...new Set(ids)].join(',');

  useEffect(() => {
    if (idsKey === '') {
      setCheck({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ state: 'checking' });
      roleCheck(idsKey.split(','), controller.signal).then(
        (result) => setCheck({ state: 'done', result }),
        (err: unknown) => {
          if (!controller.signal.aborted)
            setCheck({ state: 'failed', message: errorMessage(err, translate(msg`Could not ask the bot about these roles. Try again later.`)) });
        },
      );
    }, ROLE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [idsKey]);

  const problemsFor = (value: string) => (check.state === 'done' ? check.result.problems.filter((p) => p.roleId !== null && p.roleId === value.trim()) : []);

  return (
    <Section title={t`Discord Role Assignments`} description={t`Optional. The bot gives the applicant the role of each state and removes the other two.`}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {discordRoleKeys.map((key) => {
          const value = roles[key];
          const formatProblem = roleIdProblem(value);
          const botProblems = problemsFor(value);
          return (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className={labelClass}>
                {i18n._(roleLabels[key].label)}
              </label>
              <input
                id={`${id}-${key}`}
                value={value}
                inputMode="numeric"
                autoComplete="off"
                maxLength={32}
                placeholder={t`e.g. 123456789012345678`}
                aria-invalid={Boolean(formatProblem) || botProblems.length > 0}
                aria-describedby={`${id}-${key}-hint`}
                onChange={(e) => dispatch({ type: 'setRole', key, value: e.target.value })}
                className={inputClass(Boolean(formatProblem) || botProblems.length > 0, 'font-mono')}
              />
              <div id={`${id}-${key}-hint`}>
                <Hint>{i18n._(roleLabels[key].hint)}</Hint>
                <FieldError>{formatProblem ?? botProblems.map((p) => p.message).join(' ')}</FieldError>
              </div>
            </div>
          );
        })}
      </div>
      <RoleCheckStatus check={check} />
    </Section>
  );
}

function RoleCheckStatus({ check }: { check: CheckState }) {
  if (check.state === 'idle') return null;
  const general = check.state === 'done' ? check.result.problems.filter((p) => p.roleId === null) : [];
  const tone =
    check.state === 'checking'
      ? 'border-surface-600 bg-surface-900 text-slate-300'
      : check.state === 'done' && check.result.ok
        ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-100'
        : 'border-yellow-400/40 bg-yellow-500/10 text-yellow-100';
  return (
    <div role="status" className={`mt-4 rounded-xl border px-4 py-3 text-sm ${tone}`}>
      {check.state === 'checking' ? (
        <span className="inline-flex items-center gap-2">
          <Spinner className="h-4 w-4" /> <Trans>Asking the bot about these roles...</Trans>
        </span>
      ) : check.state === 'failed' ? (
        <span>{check.message}</span>
      ) : check.result.ok ? (
        <span>
          <strong className="font-semibold">
            <Trans>The bot can assign these roles.</Trans>
          </strong>{' '}
          {check.result.detail}
        </span>
      ) : (
        <div>
          <strong className="font-semibold">
            <Trans>The bot cannot assign every role yet: role changes would fail (and be recorded on each response) until this is fixed.</Trans>
          </strong>
          <ul className="mt-1 list-disc pl-5">
            {!check.result.botInGuild ? (
              <li>
                <Trans>The bot is not in the community’s Discord server.</Trans>
              </li>
            ) : null}
            {check.result.botInGuild && !check.result.canManageRoles ? (
              <li>
                <Trans>The bot lacks the Manage Roles permission.</Trans>
              </li>
            ) : null}
            {general.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
            {check.result.problems.some((p) => p.roleId !== null) ? (
              <li>
                <Trans>See the notes under the role fields above.</Trans>
              </li>
            ) : null}
          </ul>
          {check.result.detail ? <p className="mt-1 text-yellow-200/80">{check.result.detail}</p> : null}
        </div>
      )}
    </div>
  );
}
