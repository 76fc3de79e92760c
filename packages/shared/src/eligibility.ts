import { z } from 'zod';
import { eligibilityCodes } from './eligibility-rules.ts';

export * from './eligibility-rules.ts';

/** D34: what the form list, the form page and the status call carry for the signed-in member. */
export const eligibilityReasonSchema = z.object({ code: z.enum(eligibilityCodes), message: z.string(), until: z.string().optional() });
export const eligibilitySchema = z.object({ eligible: z.boolean(), reasons: z.array(eligibilityReasonSchema) });

/** The facts the gates used, shown on the review screen (D34). */
export const applicantFactsSchema = z.object({
  guildJoinedAt: z.string().nullable(),
  steamId: z.string().nullable(),
  gmodHours: z.number().nullable(),
});

/** The gates as the admin form detail carries them. */
export const eligibilityGatesShape = {
  requireSteam: z.boolean(),
  minGmodHours: z.number().int(),
  minGuildDays: z.number().int(),
  requiredRoleIds: z.array(z.string()),
  blockedRoleIds: z.array(z.string()),
  cooldownDays: z.number().int(),
};

const gateRoleIds = (what: string) =>
  z
    .array(z.string().trim().regex(/^\d{1,25}$/, `${what} must be Discord role ids (digits only)`), { error: `${what} must be a list of Discord role ids` })
    .max(50, `${what} can name at most 50 roles`)
    .transform((ids) => [...new Set(ids)])
    .optional();
const gateNumber = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number from 0 to ${max}` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} can be at most ${max}`)
    .optional();

/** The gates as a form save sends them (each optional: a missing one keeps the stored value). */
export const eligibilityGatesInput = {
  requireSteam: z.boolean().optional(),
  minGmodHours: gateNumber("Minimum Garry's Mod hours", 100_000),
  minGuildDays: gateNumber('Minimum days in the Discord server', 3650),
  requiredRoleIds: gateRoleIds('Required roles'),
  blockedRoleIds: gateRoleIds('Blocked roles'),
  cooldownDays: gateNumber('Cooldown after a rejection', 3650),
};

/** GET /api/admin/discord/roles: the guild's roles for the editor's role pickers (ids when the bot cannot read them). */
export const guildRolesSchema = z.object({
  available: z.boolean(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type GuildRoles = z.infer<typeof guildRolesSchema>;
