import type { AppContext } from '../../context.ts';
import { BlockedAddressError, outboundGuard, resolvePublicAddress } from '../../lib/outbound-address.ts';

/** Where one A2S query really goes: an IP checked by the outbound guard, or demo mode's own simulator. */
export interface QueryTarget {
  host: string;
  port: number;
  /** Answered by the in-process demo game server (D27). */
  simulated: boolean;
}

/**
 * Resolves a game server's host once and checks every answer with the outbound guard (D24, #14);
 * the A2S client then sends to the returned IP, so a name cannot point elsewhere between the check
 * and the query. Demo mode's sample addresses go to the simulator on loopback without the guard:
 * they are ours, and OUTBOUND_ALLOW_PRIVATE stays off. Throws BlockedAddressError.
 */
export async function queryTarget(ctx: AppContext, host: string, port: number): Promise<QueryTarget> {
  const simulated = await ctx.clients.demoGameServers?.target(host, port);
  if (simulated) return { ...simulated, simulated: true };
  return { host: await resolvePublicAddress(host, outboundGuard(ctx)), port, simulated: false };
}

/** True for demo mode's sample servers: their (made-up) tracker listings are never read. */
export function isSimulatedServer(ctx: AppContext, row: { host: string | null; port: number | null; query_port?: number | null }): boolean {
  return ctx.clients.demoGameServers?.isDemoAddress(row.host, row.query_port ?? row.port) ?? false;
}

/** The stored (public) error of a server the guard refuses: worded for the admin, no resolved address in it. */
export function blockedPollError(err: BlockedAddressError): string {
  if (err.reason === 'unresolved') return 'Not polled: the game server address could not be resolved (check the host name).';
  if (err.reason === 'invalid') return 'Not polled: the game server address is not a valid IP address or host name.';
  return "Not polled: the game server address points inside a private network, which the site does not contact. An admin can change it to the server's public address.";
}
