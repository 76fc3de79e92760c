import { parseBattlemetricsUrl, parseServerAddress, type AddServerInput, type Server } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/database.ts';
import { ConflictError, ExternalServiceError, NotFoundError, ValidationError } from '../../lib/domain-errors.ts';
import { deleteAuditEntries, quoted, recordAudit } from '../audit/index.ts';
import { BlockedAddressError } from '../../lib/outbound-address.ts';
import { isSimulatedServer, queryTarget } from './server-address.rules.ts';
import { pollServer, type PollDeps } from './server-probe.service.ts';
import { latestSampleAt, playerHistory } from './samples.queries.ts';
import { toServer } from './servers.mappers.ts';
import { deleteServer, findDuplicate, findServerRow, insertServer } from './servers.queries.ts';

/** Poll dependencies for a request: the sample clock comes from the database, not the poller's memory. */
function requestPollDeps(ctx: AppContext): PollDeps {
  return {
    db: ctx.db,
    a2s: ctx.clients.a2s,
    battlemetrics: ctx.clients.battlemetrics,
    target: (host, port) => queryTarget(ctx, host, port),
    skipListing: (row) => isSimulatedServer(ctx, row),
    lastSampleAt: (serverId) => latestSampleAt(ctx.db, serverId),
  };
}

/** Every server with its last 24 h of history: two indexed queries, no outside call. */
export async function listServers(db: DB): Promise<Server[]> {
  const rows = await db.selectFrom('servers').selectAll().orderBy('id').execute();
  const history = await playerHistory(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toServer(row, history));
}

export async function getServer(db: DB, id: number): Promise<Server | undefined> {
  const row = await findServerRow(db, id);
  if (!row) return undefined;
  return toServer(row, await playerHistory(db, [id]));
}

/**
 * Adds a server from a BattleMetrics URL (read only for its id: the pasted URL is never fetched)
 * and/or a host:port address, then polls it once so the card has data (and the listing's name
 * when the admin gave none). A failed first poll still adds the server, with `error` set.
 */
export async function addServer(ctx: AppContext, input: AddServerInput, actorId: number): Promise<Server> {
  const ref = input.battlemetricsUrl ? parseBattlemetricsUrl(input.battlemetricsUrl) : null;
  const address = input.address ? parseServerAddress(input.address) : null;
  if (input.battlemetricsUrl && !ref) throw new ValidationError('Enter a BattleMetrics server URL such as https://www.battlemetrics.com/servers/gmod/1234567.');
  if (input.address && !address) throw new ValidationError('Enter the server address as host:port, e.g. 203.0.113.5:27015.');
  if (!ref && !address) throw new ValidationError('Give a BattleMetrics URL or a server address (host:port).');
  // The outbound guard (D24, #14), after name resolution: nothing inside a private network is queried.
  if (address) await checkTypedAddress(ctx, address.host, address.port);

  const duplicate = await findDuplicate(ctx.db, ref?.id ?? null, address?.host ?? null, address?.port ?? null);
  if (duplicate) throw new ConflictError(`"${toServer(duplicate).name}" is already listed with this BattleMetrics URL or address.`, 'duplicate_server');

  let row;
  try {
    row = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertServer(trx, {
        custom_name: input.name?.trim() || null,
        description: input.description?.trim() || null,
        game_type: ref?.game ?? 'gmod',
        host: address?.host ?? null,
        port: address?.port ?? null,
        battlemetrics_id: ref?.id ?? null,
        workshop_collection_id: input.workshopCollectionId?.trim() || null,
      });
      const where = [address && `${address.host}:${address.port}`, ref && `BattleMetrics ${ref.id}`].filter(Boolean).join(', ');
      await recordAudit(trx, {
        actorId,
        action: 'server.add',
        targetType: 'server',
        targetId: inserted.id,
        summary: `Added server ${quoted(toServer(inserted).name)} (${where})`,
      });
      return inserted;
    });
  } catch (err) {
    // Two admins adding the same server at once: the unique index decides.
    if (await findDuplicate(ctx.db, ref?.id ?? null, address?.host ?? null, address?.port ?? null)) {
      throw new ConflictError('This server is already listed.', 'duplicate_server');
    }
    throw err;
  }
  const polled = await pollServer(requestPollDeps(ctx), row, { forceListing: true });
  if (!address && polled.listingAddress) {
    // Added by URL alone: the listing's address passes the same guard, or the server is not added.
    const { host, port } = polled.listingAddress;
    try {
      await checkTypedAddress(ctx, host, port, 'battlemetricsUrl', `The BattleMetrics listing gives the address ${host}. `);
    } catch (err) {
      await deleteServer(ctx.db, row.id);
      throw err;
    }
    // Added by URL alone: the listing may point at a server already listed by its address.
    const same = await findDuplicate(ctx.db, null, polled.listingAddress.host, polled.listingAddress.port);
    if (same && same.id !== row.id) {
      const added = row;
      // Undo the add as a whole: the server and its audit entry.
      await ctx.db.transaction().execute(async (trx) => {
        await deleteServer(trx, added.id);
        await deleteAuditEntries(trx, 'server.add', String(added.id));
      });
      throw new ConflictError(`"${toServer(same).name}" is already listed with this BattleMetrics URL or address.`, 'duplicate_server');
    }
  }
  return (await getServer(ctx.db, row.id))!;
}

/** 400 for an address the outbound guard refuses (shown under the form field); demo mode's own sample addresses are allowed. */
async function checkTypedAddress(ctx: AppContext, host: string, port: number, field: 'address' | 'battlemetricsUrl' = 'address', prefix = ''): Promise<void> {
  try {
    await queryTarget(ctx, host, port);
  } catch (err) {
    if (!(err instanceof BlockedAddressError)) throw err;
    const message = `${prefix}${err.message}`;
    throw new ValidationError(message, [{ path: `body.${field}`, message }], 'blocked_address');
  }
}

/** Admin 'refresh': polls now, past the poller's per-server backoff (not past a tracker's rate limit). */
export async function refreshServer(ctx: AppContext, id: number, actorId: number): Promise<Server> {
  const row = await findServerRow(ctx.db, id);
  if (!row) throw new NotFoundError('Server not found');
  const result = await pollServer(requestPollDeps(ctx), row, { forceListing: true });
  // The poll itself writes its sample; holding a transaction over a network poll would block
  // every other write on SQLite, so the audit entry follows in its own.
  await ctx.db.transaction().execute((trx) =>
    recordAudit(trx, {
      actorId,
      action: 'server.refresh',
      targetType: 'server',
      targetId: id,
      summary: `Refreshed ${quoted(toServer(row).name)}${result.ok ? '' : ` (failed: ${result.error})`}`,
    }),
  );
  if (!result.ok) throw new ExternalServiceError(`Failed to refresh server: ${result.error}`);
  return (await getServer(ctx.db, id))!;
}

/** Deletes a server (its samples go with it) and records who did. False when there was none. */
export async function removeServer(ctx: AppContext, id: number, actorId: number): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findServerRow(trx, id);
    if (!row) return false;
    await deleteServer(trx, id);
    await recordAudit(trx, { actorId, action: 'server.delete', targetType: 'server', targetId: id, summary: `Deleted server ${quoted(toServer(row).name)}` });
    return true;
  });
}
