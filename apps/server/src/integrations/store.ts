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

/** The failure reason when no store is configured (demo mode without STORE_URL, or no STORE_API_KEY for admin reads): not a failure worth a warning. */
export const STORE_NOT_CONFIGURED = 'not configured';
const NOT_CONFIGURED_PREFIX = 'store is not configured';
const notConfigured = (why: string) => new UpstreamError('store', 'blocked', `${NOT_CONFIGURED_PREFIX} (${why})`);

/** A store failure in the words the store calls answer with: the store's HTTP status, or 'timeout' / 'unreachable' / 'invalid response'. */
export function storeFailureReason(err: unknown): string {
  if (!(err instanceof UpstreamError)) return 'unavailable';
  if (err.kind === 'blocked' && err.message.startsWith(NOT_CONFIGURED_PREFIX)) return STORE_NOT_CONFIGURED;
  switch (err.kind) {
    case 'timeout':
      return 'timeout';
    case 'network':
      return 'unreachable';
    case 'invalid':
      return 'invalid response';
    case 'http':
      return String(err.status);
    case 'blocked':
      return 'blocked';
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

// The admin calls of D25: a member's orders and transactions, and who has ordered.
const amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite())
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
const instant = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
const rawAdminOrder = z.object({
  id: text.pipe(z.string().min(1)),
  status: z.string().nullish().catch(null),
  total: amount,
  createdAt: instant,
  created_at: instant,
});
const rawTransaction = z.object({
  id: text.pipe(z.string().min(1)),
  stripePaymentIntentId: optionalText.catch(null),
  transactionNumber: z.union([z.string(), z.number()]).nullish().catch(null),
  status: z.string().nullish().catch(null),
  amount,
  createdAt: instant,
  created_at: instant,
});

export interface StoreOrder {
  id: string;
  status: string;
  total: number | null;
  createdAt: string | null;
}
export interface StoreTransaction {
  id: string;
  stripePaymentIntentId: string | null;
  transactionNumber: string | null;
  status: string;
  amount: number | null;
  createdAt: string | null;
}

export function normalizeAdminOrders(body: unknown): StoreOrder[] | null {
  const items = listOf(body, ['orders', 'data']);
  if (!items) return null;
  return items.flatMap((item) => {
    const parsed = rawAdminOrder.safeParse(item);
    if (!parsed.success) return [];
    const o = parsed.data;
    return [{ id: o.id, status: o.status?.trim() || 'unknown', total: o.total, createdAt: o.createdAt ?? o.created_at }];
  });
}

export function normalizeTransactions(body: unknown): StoreTransaction[] | null {
  const items = listOf(body, ['transactions', 'data']);
  if (!items) return null;
  return items.flatMap((item) => {
    const parsed = rawTransaction.safeParse(item);
    if (!parsed.success) return [];
    const t = parsed.data;
    const number = t.transactionNumber === null || t.transactionNumber === undefined ? null : String(t.transactionNumber).trim() || null;
    return [
      {
        id: t.id,
        stripePaymentIntentId: t.stripePaymentIntentId,
        transactionNumber: number,
        status: t.status?.trim() || 'unknown',
        amount: t.amount,
        createdAt: t.createdAt ?? t.created_at,
      },
    ];
  });
}

/** `{ discordIds: [...] }`: ids as text; anything else in the list is dropped. */
export function normalizeCustomers(body: unknown): string[] | null {
  const items = listOf(body, ['discordIds', 'customers', 'data']);
  if (!items) return null;
  return items.flatMap((i) => (typeof i === 'string' && i.trim() ? [i.trim()] : typeof i === 'number' && Number.isSafeInteger(i) ? [String(i)] : []));
}

/** The separate store site (D20): product lists for everyone, a member's recent orders with the API key. */
export function createStoreClient(config: StoreConfig) {
  const timeoutMs = config.timeoutMs ?? 5000;
  const auth: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};

  const get = (path: string): Promise<unknown> => requestJson(`${config.baseUrl}${path}`, { service: 'store', headers: auth, timeoutMs });

  async function products(path: string): Promise<Product[]> {
    if (config.offline) return [];
    const list = normalizeProducts(await get(path), config.baseUrl);
    if (!list) throw new UpstreamError('store', 'invalid', 'store answered without a product list');
    return list;
  }

  /** The admin calls need the API key; without one (or in demo mode without STORE_URL) they are not made ('blocked'). */
  function requireAdminAccess(): void {
    if (config.offline || !config.apiKey) {
      throw notConfigured(config.offline ? 'demo mode without STORE_URL' : 'no STORE_API_KEY');
    }
  }

  /** D25: 404 means "nothing for this member", not a failure. */
  async function getOrEmpty(path: string): Promise<unknown> {
    try {
      return await get(path);
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404) return undefined;
      throw err;
    }
  }

  return {
    config,
    /** Links into the store's own admin (D25). */
    adminUrl: (path = '') => `${config.baseUrl}/admin${path}`,
    /** A member's orders (D25), newest first as the store sends them. */
    async userOrders(discordId: string): Promise<StoreOrder[]> {
      requireAdminAccess();
      const body = await getOrEmpty(`/api/store/users/${encodeURIComponent(discordId)}/orders`);
      if (body === undefined) return [];
      const orders = normalizeAdminOrders(body);
      if (!orders) throw new UpstreamError('store', 'invalid', 'store answered without an orders list');
      return orders;
    },
    async userTransactions(discordId: string): Promise<StoreTransaction[]> {
      requireAdminAccess();
      const body = await getOrEmpty(`/api/store/users/${encodeURIComponent(discordId)}/transactions`);
      if (body === undefined) return [];
      const transactions = normalizeTransactions(body);
      if (!transactions) throw new UpstreamError('store', 'invalid', 'store answered without a transactions list');
      return transactions;
    },
    /** Discord ids of everyone who has ordered ('With Orders'). */
    async customers(): Promise<string[]> {
      requireAdminAccess();
      const ids = normalizeCustomers(await get('/api/store/customers'));
      if (!ids) throw new UpstreamError('store', 'invalid', 'store answered without discordIds');
      return ids;
    },
    /** 'Payment Gateway' (D25): GET /api/health answering 2xx within the timeout. */
    async health(): Promise<void> {
      requireAdminAccess();
      try {
        await get('/api/health');
      } catch (err) {
        // A 2xx whose body is not JSON is still healthy.
        if (err instanceof UpstreamError && err.kind === 'invalid' && err.status !== undefined && err.status >= 200 && err.status < 300) return;
        throw err;
      }
    },
    products: () => products('/api/store/products'),
    featured: () => products('/api/store/featured'),
    /** The member's recent orders, looked up by Discord id. */
    async recentOrders(discordId: string): Promise<RecentOrder[]> {
      if (config.offline) throw notConfigured('demo mode without STORE_URL');
      const body = await get(`/api/store/user-stats?discordId=${encodeURIComponent(discordId)}`);
      if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
        throw new UpstreamError('store', 'invalid', 'store answered success: false');
      }
      const orders = normalizeOrders(body);
      if (!orders) throw new UpstreamError('store', 'invalid', 'store answered without recentOrders');
      return orders;
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
