import type { EligibilityGates, FormSave } from '@crp/shared';
import { fromBool, toBool } from '../../db/database.ts';
import type { FormRow } from './forms.tables.ts';
import { stringListColumn as idList } from '../../lib/json-columns.ts';

/**
 * A form's eligibility gates (D34) between the save payload, the draft and the row: a gate the
 * payload leaves out keeps its stored value, like votesRequired.
 */
export function gatesOf(row: Pick<FormRow, 'require_steam' | 'min_gmod_hours' | 'min_guild_days' | 'required_role_ids' | 'blocked_role_ids' | 'cooldown_days'>): EligibilityGates {
  return {
    requireSteam: toBool(row.require_steam),
    minGmodHours: row.min_gmod_hours,
    minGuildDays: row.min_guild_days,
    requiredRoleIds: idList(row.required_role_ids),
    blockedRoleIds: idList(row.blocked_role_ids),
    cooldownDays: row.cooldown_days,
  };
}

export function gatesDraft(body: FormSave, stored: FormRow | undefined): EligibilityGates {
  const was = stored ? gatesOf(stored) : undefined;
  return {
    requireSteam: body.requireSteam ?? was?.requireSteam ?? false,
    minGmodHours: body.minGmodHours ?? was?.minGmodHours ?? 0,
    minGuildDays: body.minGuildDays ?? was?.minGuildDays ?? 0,
    requiredRoleIds: body.requiredRoleIds ?? was?.requiredRoleIds ?? [],
    blockedRoleIds: body.blockedRoleIds ?? was?.blockedRoleIds ?? [],
    cooldownDays: body.cooldownDays ?? was?.cooldownDays ?? 0,
  };
}

export function gateColumns(gates: EligibilityGates) {
  return {
    require_steam: fromBool(gates.requireSteam),
    min_gmod_hours: gates.minGmodHours,
    min_guild_days: gates.minGuildDays,
    required_role_ids: JSON.stringify(gates.requiredRoleIds),
    blocked_role_ids: JSON.stringify(gates.blockedRoleIds),
    cooldown_days: gates.cooldownDays,
  };
}
