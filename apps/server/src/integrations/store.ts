import { z } from 'zod';
import type { Product, RecentOrder } from '@crp/shared';
import { requestJson, UpstreamError } from './http.ts';

export interface StoreConfig {
  baseUrl: string; // STORE_URL
  apiKey?: string; // STORE_API_KEY
  timeoutMs?: number;
  /**
   * Demo mode without STORE_URL (D27): the built-in default store address is never looked up. The
   * product lists are empty and a member's orders are 'not configured' (unavailable).
   */
  offline?: boolean;
}

/** The reason of a StoreError when no store is configured in demo mode (not a failure worth a warning). */
export const STORE_NOT_CONFIGURED = 'not configured';

/** A failed store call; `reason` is the store's HTTP status, or 'timeout' / 'unreachable' / 'invalid response'. */
export class StoreError extends Error {
  constructor(
    readonly reason: string,
    detail: string,
  ) {
    super(`store ${detail}`);
  }
}

// The store's own shapes are outside our control: read them leniently, keep only what is sound.
const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v : null));
const price = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite().min(0));
const image = z.union([z.string(), z.object({ url: z.string() }).transform((i) => i.url)]);
/** One bad image entry drops that image only. */
const images = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((list) =>
    (list ?? []).flatMap((i) => {
      const parsed = image.safeParse(i);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const rawProduct = z.object({
  id: text.pipe(z.string().min(1)),
  slug: optionalText,
  name: z.string().trim().min(1),
  description: z.string().nullish(),
  shortDescription: optionalText,
  short_description: optionalText,
  price,
  images,
  firstImage: z.string().nullish().catch(null),
});

const rawOrder = z.object({
  id: text.pipe(z.string().min(1)),
  createdAt: z.string().nullish(),
  created_at: z.string().nullish(),
  status: z.string().nullish(),
});

/** The product list may come bare or wrapped ({products} / {data}); anything else is not a list. */
function listOf(body: unknown, keys: string[]): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of keys) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return null;
}

/** Resolves an image against the store (it may send relative paths); only http(s) addresses survive. */
function absoluteImage(value: string, baseUrl: string): string | null {
  try {
    const url = new URL(value.trim(), `${baseUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Turns the store's answer into Products; malformed items are dropped, not fatal. */
export function normalizeProducts(body: unknown, baseUrl: string): Product[] | null {
  const items = listOf(body, ['products', 'data', 'items']);
  if (!items) return null;
  const products: Product[] = [];
  for (const item of items) {
    const parsed = rawProduct.safeParse(item);
    if (!parsed.success) continue;
    const p = parsed.data;
    const images = p.images.map((i) => absoluteImage(i, baseUrl)).filter((i): i is string => i !== null);
    const firstImage = p.firstImage ? absoluteImage(p.firstImage, baseUrl) : null;
    products.push({
      id: p.id,
      slug: p.slug,
      name: p.name,
      description: p.description ?? '',
      shortDescription: p.shortDescription ?? p.short_description,
      price: Math.round(p.price * 100) / 100,
      images,
      firstImage: firstImage ?? images[0] ?? null,
    });
  }
  return products;
}

export function normalizeOrders(body: unknown): RecentOrder[] | null {
  const items = listOf(body, ['recentOrders', 'orders']);
  if (!items) return null;
  return items.flatMap((item) => {
    const parsed = rawOrder.safeParse(item);
    if (!parsed.success) return [];
    const o = parsed.data;
    return [{ id: o.id, createdAt: o.createdAt ?? o.created_at ?? null, status: o.status ?? null }];
  });
}

/** The separate store site (D20): product lists for everyone, a member's recent orders with the API key. */
export function createStoreClient(config: StoreConfig) {
  const timeoutMs = config.timeoutMs ?? 5000;
  const auth: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};

  async function get(path: string): Promise<unknown> {
    try {
      return await requestJson(`${config.baseUrl}${path}`, { headers: auth, timeoutMs });
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      const reason =
        err.status === 0
          ? err.message.startsWith('timed out')
            ? 'timeout'
            : 'unreachable'
          : err.status >= 200 && err.status < 300
            ? 'invalid response'
            : String(err.status);
      throw new StoreError(reason, err.message);
    }
  }

  async function products(path: string): Promise<Product[]> {
    if (config.offline) return [];
    const list = normalizeProducts(await get(path), config.baseUrl);
    if (!list) throw new StoreError('invalid response', 'answered without a product list');
    return list;
  }

  return {
    config,
    products: () => products('/api/store/products'),
    featured: () => products('/api/store/featured'),
    /** The member's recent orders, looked up by Discord id. */
    async recentOrders(discordId: string): Promise<RecentOrder[]> {
      if (config.offline) throw new StoreError(STORE_NOT_CONFIGURED, 'is not configured (demo mode without STORE_URL)');
      const body = await get(`/api/store/user-stats?discordId=${encodeURIComponent(discordId)}`);
      if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
        throw new StoreError('invalid response', 'answered success: false');
      }
      const orders = normalizeOrders(body);
      if (!orders) throw new StoreError('invalid response', 'answered without recentOrders');
      return orders;
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
