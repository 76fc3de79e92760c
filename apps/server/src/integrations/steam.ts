import { z } from 'zod';
import { requestJson, UpstreamError } from './http.ts';

const id = z.union([z.string(), z.number()]).transform(String);

const collectionDetailsSchema = z.object({
  response: z.object({
    collectiondetails: z
      .array(
        z.object({
          publishedfileid: id,
          result: z.number(),
          children: z.array(z.object({ publishedfileid: id, sortorder: z.number().optional(), filetype: z.number().optional() })).optional(),
        }),
      )
      .default([]),
  }),
});

const fileDetailsSchema = z.object({
  response: z.object({
    publishedfiledetails: z
      .array(
        z.object({
          publishedfileid: id,
          result: z.number(),
          title: z.string().optional(),
          description: z.string().optional(),
          preview_url: z.string().optional(),
          time_updated: z.number().optional(),
        }),
      )
      .default([]),
  }),
});

export interface WorkshopCollection {
  id: string;
  found: boolean;
  /** Children in collection order; `isCollection` marks nested collections (filetype 2). */
  children: Array<{ id: string; isCollection: boolean }>;
}

export interface WorkshopFile {
  id: string;
  found: boolean;
  title: string | null;
  description: string | null;
  previewUrl: string | null;
  timeUpdated: number | null;
}

export interface SteamConfig {
  baseUrl: string; // STEAM_API_URL
  timeoutMs?: number;
  /** Demo mode without STEAM_API_URL (D27): every call fails at once, nothing is looked up. */
  offline?: boolean;
}

const STEAM_OK = 1;
const FILETYPE_COLLECTION = 2;

/** Steam's public Workshop calls (no key needed): POST form bodies listing published file ids. */
export function createSteamClient(config: SteamConfig) {
  const post = async (path: string, countField: string, ids: string[]) => {
    if (config.offline) throw new UpstreamError('steam', 'blocked', 'Steam is not contacted in demo mode (set STEAM_API_URL to use it)');
    const body = new URLSearchParams({ [countField]: String(ids.length) });
    ids.forEach((value, i) => body.set(`publishedfileids[${i}]`, value));
    return requestJson(`${config.baseUrl}${path}`, {
      service: 'steam',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      timeoutMs: config.timeoutMs ?? 10_000,
    });
  };

  return {
    async collectionDetails(ids: string[]): Promise<WorkshopCollection[]> {
      const parsed = collectionDetailsSchema.safeParse(await post('/ISteamRemoteStorage/GetCollectionDetails/v1/', 'collectioncount', ids));
      if (!parsed.success) throw new UpstreamError('steam', 'invalid', 'Steam answered GetCollectionDetails with a shape we could not read', { status: 200 });
      return parsed.data.response.collectiondetails.map((c) => ({
        id: c.publishedfileid,
        found: c.result === STEAM_OK && Array.isArray(c.children),
        children: [...(c.children ?? [])]
          .sort((a, b) => (a.sortorder ?? 0) - (b.sortorder ?? 0))
          .map((child) => ({ id: child.publishedfileid, isCollection: child.filetype === FILETYPE_COLLECTION })),
      }));
    },

    async fileDetails(ids: string[]): Promise<WorkshopFile[]> {
      const parsed = fileDetailsSchema.safeParse(await post('/ISteamRemoteStorage/GetPublishedFileDetails/v1/', 'itemcount', ids));
      if (!parsed.success)
        throw new UpstreamError('steam', 'invalid', 'Steam answered GetPublishedFileDetails with a shape we could not read', { status: 200 });
      return parsed.data.response.publishedfiledetails.map((f) => ({
        id: f.publishedfileid,
        found: f.result === STEAM_OK,
        title: f.title ?? null,
        description: f.description ?? null,
        previewUrl: f.preview_url || null,
        timeUpdated: f.time_updated ?? null,
      }));
    },
  };
}

export type SteamClient = ReturnType<typeof createSteamClient>;
