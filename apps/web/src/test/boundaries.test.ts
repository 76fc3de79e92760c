// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints small in-memory files with the repository's real ESLint config and returns the boundary messages. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message);
}

// The real tree is checked by `npx eslint .` (npm run lint / check).
describe('web import boundaries (eslint.config.js)', () => {
  it('stop a feature importing another feature, at any depth and through an alias', async () => {
    for (const [file, spec] of [
      ['features/review/components/x.tsx', '../../applications/api.ts'],
      ['features/review/x.ts', '../applications/components/status-badge.tsx'],
      ['features/review/a/b/c.ts', '../../../../features/servers/api.ts'],
      ['features/review/x.ts', '@/features/store/api.ts'],
    ] as const) {
      const errors = await boundaryErrors(file, `import { x } from '${spec}';\nexport const y = x;\n`);
      expect(errors, `${file} → ${spec}`).toEqual([expect.stringMatching(/^Feature 'review' must not import feature '(applications|servers|store)'/)]);
    }
    expect(await boundaryErrors('features/review/x.ts', "export { x } from '../servers/api.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors('features/review/x.ts', "export const load = () => import('../servers/api.ts');\n")).toHaveLength(1);
  });

  it('stop features importing routes or app/, and shared code importing features, routes or app/', async () => {
    expect(await boundaryErrors('features/review/x.ts', "import Page from '../../routes/admin/review.tsx';\nexport default Page;\n")).toEqual([
      expect.stringContaining('Features must not import routes'),
    ]);
    expect(await boundaryErrors('features/review/x.ts', "import { routes } from '../../app/router.tsx';\nexport default routes;\n")).toHaveLength(1);
    expect(await boundaryErrors('components/ui/x.tsx', "import { api } from '../../features/review/api.ts';\nexport default api;\n")).toEqual([
      expect.stringContaining('Shared code'),
    ]);
    expect(await boundaryErrors('lib/x.ts', "import Page from '../routes/admin/users.tsx';\nexport default Page;\n")).toHaveLength(1);
  });

  it('allow the intended directions', async () => {
    const ok: [string, string][] = [
      ['features/review/components/x.tsx', '../api.ts'],
      ['features/review/components/x.tsx', '../../../components/ui/data-table.tsx'],
      ['features/review/x.ts', '../../lib/api-client.ts'],
      ['features/review/x.ts', '../../app/paths.ts'],
      ['components/ui/x.tsx', '../../app/paths.ts'],
      ['routes/admin/x.tsx', '../../features/review/components/review-screen.tsx'],
      ['routes/admin/x.tsx', '../../features/audit-log/api.ts'],
      ['app/router.tsx', '../features/review/api.ts'],
      ['app/router.tsx', '../routes/admin/review.tsx'],
      ['features/review/x.test.tsx', '../../test/render.tsx'],
    ];
    for (const [file, spec] of ok) {
      expect(await boundaryErrors(file, `import { x } from '${spec}';\nexport const y = x;\n`), `${file} → ${spec}`).toEqual([]);
    }
  });
});
