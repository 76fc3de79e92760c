import type { FastifyBaseLogger } from 'fastify';
import type { ResponseStatus } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { now } from '../../db/database.ts';
import { applyStatusChange, forgetResponsesSteamIds, listOpenApplications } from '../responses/index.ts';
import { deleteSessionsOfUser } from '../auth/index.ts';
import { eraseUserRow, findUserForDeletion } from '../users/index.ts';
import { eraseAccountTraces, memberIdentity } from './account-traces.service.ts';

/**
 * Deletes a member's own account (D28, D37), in one transaction: open applications are withdrawn
 * through the one write path (history, role removals queued while the Discord ID is still known),
 * every session ends, personal fields are erased. Responses stay, under 'Deleted user'. After the
 * commit the copies elsewhere (outbox, audit log) are erased too. False when already deleted.
 */
export async function deleteOwnAccount(ctx: AppContext, userId: number, log: FastifyBaseLogger): Promise<boolean> {
  const identity = await memberIdentity(ctx, userId); // what to hunt for once the row is erased
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserForDeletion(trx, ctx.dialect, userId);
    if (!user) return false;
    const at = now();
    for (const response of await listOpenApplications(trx, ctx.dialect, userId)) {
      await applyStatusChange(
        trx,
        {
          responseId: response.id,
          formId: response.form_id,
          userId,
          fromStatus: response.status as ResponseStatus,
          toStatus: 'withdrawn',
          actorId: userId,
          notes: null,
          interviewDate: null,
        },
        { at, historyNotes: 'Withdrawn: the applicant deleted their account' },
      );
    }
    await forgetResponsesSteamIds(trx, userId);
    await deleteSessionsOfUser(trx, userId);
    await eraseUserRow(trx, user, ctx.env.sessionSecret, at);
    return true;
  });
  if (!deleted) return false;
  // The sessions are gone from the database; every instance drops its cached ones now, not after the
  // traces are erased (seconds, with a large outbox) when the request's write notice would go out.
  ctx.changes?.publish('sessions');
  await eraseAccountTraces(ctx, identity, log);
  return true;
}
