import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';
import type { AdminFormDetail, EligibilityGates } from '@crp/shared';

/** D34's gates as the editor holds them: role lists as typed (ids separated by commas or spaces). */
export interface EditorGates {
  requireSteam: boolean;
  minGmodHours: number;
  minGuildDays: number;
  requiredRoleIds: string;
  blockedRoleIds: string;
  cooldownDays: number;
}

export const noEditorGates: EditorGates = { requireSteam: false, minGmodHours: 0, minGuildDays: 0, requiredRoleIds: '', blockedRoleIds: '', cooldownDays: 0 };

type StoredGates = Partial<Pick<AdminFormDetail, keyof EligibilityGates>>;

export function editorGatesOf(form: StoredGates): EditorGates {
  return {
    requireSteam: form.requireSteam ?? false,
    minGmodHours: form.minGmodHours ?? 0,
    minGuildDays: form.minGuildDays ?? 0,
    requiredRoleIds: (form.requiredRoleIds ?? []).join(', '),
    blockedRoleIds: (form.blockedRoleIds ?? []).join(', '),
    cooldownDays: form.cooldownDays ?? 0,
  };
}

export const roleIdList = (text: string): string[] => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/** A typed list's problem, if any: the server refuses anything but digit ids too. */
export const roleListProblem = (text: string): string | null =>
  roleIdList(text).every((id) => /^\d{1,25}$/.test(id)) ? null : translate(msg`Role IDs are digits only, separated by commas, e.g. 123456789012345678, 234567890123456789`);

export function gatesPayload(gates: EditorGates): EligibilityGates {
  return {
    requireSteam: gates.requireSteam,
    minGmodHours: gates.minGmodHours,
    minGuildDays: gates.minGuildDays,
    requiredRoleIds: roleIdList(gates.requiredRoleIds),
    blockedRoleIds: roleIdList(gates.blockedRoleIds),
    cooldownDays: gates.cooldownDays,
  };
}
