import { queryOptions } from '@tanstack/react-query';
import type { GameKey } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

/** The admins' game server keys (D41). The writes are in mutations.ts: the router's first load carries only this. */
export const gameKeyKeys = { all: ['game-keys'] as const };

export const gameKeysQuery = queryOptions({
  queryKey: gameKeyKeys.all,
  queryFn: ({ signal }) => api<GameKey[]>('/admin/game-keys', { signal }),
});
