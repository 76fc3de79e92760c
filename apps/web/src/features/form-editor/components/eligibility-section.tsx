import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EditorAction } from '../editor-state.ts';
import { roleIdList, roleListProblem, type EditorGates } from '../editor-gates.ts';
import { guildRolesQuery } from '../guild-roles.ts';
import { FieldError, Hint, inputClass, labelClass, NumberField, Section, Switch } from './fields.tsx';

const limits = { minGmodHours: 100_000, minGuildDays: 3650, cooldownDays: 3650 } as const;

type GuildRole = { id: string; name: string };

/**
 * Role ids typed or picked: with the bot, the guild's roles are offered as toggles (picked from
 * the guild's roles); without it, ids are typed.
 */
function RoleListField({
  label,
  hint,
  value,
  onChange,
  guildRoles,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
  guildRoles: GuildRole[] | null;
}) {
  const { t } = useLingui();
  const id = useId();
  const problem = roleListProblem(value);
  const chosen = roleIdList(value);
  const toggle = (roleId: string) => onChange((chosen.includes(roleId) ? chosen.filter((r) => r !== roleId) : [...chosen, roleId]).join(', '));
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        placeholder={t`Role IDs, separated by commas`}
        className={inputClass(Boolean(problem), 'font-mono')}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {problem ? <FieldError id={`${id}-error`}>{problem}</FieldError> : null}
      {guildRoles && guildRoles.length > 0 ? (
        <div role="group" aria-label={t`${label}: pick from the server's roles`} className="mt-2 flex flex-wrap gap-2">
          {guildRoles.map((role) => {
            const on = chosen.includes(role.id);
            return (
              <button
                key={role.id}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(role.id)}
                className={`rounded-full border px-3 py-1 text-xs font-medium ${on ? 'border-brand-400 bg-brand-500/20 text-white' : 'border-surface-600 text-slate-300 hover:border-brand-500/60'}`}
              >
                {role.name}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/**
 * 'Eligibility' (D34): who may apply. Members see the reasons on the applications list and the
 * form page before they start; the server refuses a submit that fails a gate.
 */
export function EligibilitySection({ gates, dispatch }: { gates: EditorGates; dispatch: (action: EditorAction) => void }) {
  const { t } = useLingui();
  const set = (patch: Partial<EditorGates>) => dispatch({ type: 'set', patch: { gates: { ...gates, ...patch } } });
  const roles = useQuery(guildRolesQuery);
  const guildRoles = roles.data?.available ? roles.data.roles : null;
  return (
    <Section title={t`Eligibility`} description={t`Who may apply. Members who do not qualify see why, and from when they can apply, before they start.`}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Switch
            checked={gates.requireSteam}
            onChange={(on) => set({ requireSteam: on })}
            label={t`Require a linked Steam account`}
            description={t`Members link their Steam account from the dashboard; staff then see their SteamID on the review screen.`}
          />
        </div>
        <NumberField
          label={t`Minimum Garry's Mod hours`}
          hint={t`0 = no minimum. Needs a linked Steam account with public game details.`}
          value={gates.minGmodHours}
          max={limits.minGmodHours}
          onChange={(n) => set({ minGmodHours: n })}
        />
        <NumberField
          label={t`Minimum days in the Discord server`}
          hint={t`0 = no minimum. Counted from when the member joined the server.`}
          value={gates.minGuildDays}
          max={limits.minGuildDays}
          onChange={(n) => set({ minGuildDays: n })}
        />
        <NumberField
          label={t`Cooldown after a rejection (days)`}
          hint={t`0 = may apply again at once after a rejection.`}
          value={gates.cooldownDays}
          max={limits.cooldownDays}
          onChange={(n) => set({ cooldownDays: n })}
        />
        <RoleListField
          label={t`Required roles`}
          hint={t`Members need at least one of these Discord roles. Leave empty for none.`}
          value={gates.requiredRoleIds}
          onChange={(text) => set({ requiredRoleIds: text })}
          guildRoles={guildRoles}
        />
        <RoleListField
          label={t`Blocked roles`}
          hint={t`Members with any of these Discord roles cannot apply (a Banned role, say).`}
          value={gates.blockedRoleIds}
          onChange={(text) => set({ blockedRoleIds: text })}
          guildRoles={guildRoles}
        />
      </div>
    </Section>
  );
}
