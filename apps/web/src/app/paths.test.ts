import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, type AppPath } from './paths.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createRoutes } from './router.tsx';

type Entry = AppPath<[string]>;
function entries(node: object, prefix = 'paths'): [string, Entry][] {
  return Object.entries(node).flatMap(([name, value]) =>
    'path' in value && 'href' in value ? [[`${prefix}.${name}`, value as Entry]] : entries(value as object, `${prefix}.${name}`),
  );
}
const routePatterns = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...routePatterns(r.children ?? [])]);

describe('paths', () => {
  it('every href matches its own router pattern', () => {
    for (const [name, entry] of entries(paths)) {
      const url = new URL(entry.href('sample-1'), 'http://localhost');
      expect(matchPath(entry.path, url.pathname), `${name}: ${url.pathname} vs ${entry.path}`).not.toBeNull();
    }
  });

  it('builds the URLs the contract names', () => {
    expect(paths.admin.review.path).toBe('/admin/application/:responseId');
    expect(paths.admin.review.href(12)).toBe('/admin/application/12');
    expect(paths.admin.reviewAlt.path).toBe('/admin/applications/view/:responseId');
    expect(paths.admin.reviewAlt.href('7')).toBe('/admin/applications/view/7');
    expect(paths.admin.responses.href(true)).toBe('/admin/responses?from=dashboard');
    expect(paths.admin.responses.href()).toBe('/admin/responses');
    expect(paths.admin.auditLog.href()).toBe('/admin/audit-log');
    expect(paths.dashboard.href()).toBe('/dashboard');
    expect(paths.login.href()).toBe('/login');
    expect(paths.login.href('/my-responses?from=dashboard')).toBe('/login?returnTo=%2Fmy-responses%3Ffrom%3Ddashboard');
    expect(paths.applicationForm.href('staff team')).toBe('/application-form/staff%20team');
    expect(matchPath(paths.applicationForm.path, '/application-form')).not.toBeNull();
    expect(paths.serverMods.href(3)).toBe('/server/3/mods');
  });

  it('the router registers only patterns from paths.ts, and every page entry has a route', () => {
    const patterns = routePatterns(createRoutes(createQueryClient())).filter((p) => p !== '*');
    const known = new Set(entries(paths).map(([, entry]) => entry.path));
    for (const pattern of patterns) expect(known, pattern).toContain(pattern);
    const pages = entries(paths).filter(([name]) => name !== 'paths.signInStart');
    for (const [name, entry] of pages) expect(patterns, name).toContain(entry.path);
  });
});
