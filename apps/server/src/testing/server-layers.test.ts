import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints small in-memory files with the repository's real ESLint config and returns the server-layer messages. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'server/layers').map((m) => m.message);
}
const importing = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

// The real tree is checked by `npx eslint .` (npm run lint / check).
describe('server import rules (eslint.config.js, scripts/eslint-server-layers.js)', { timeout: 30_000 }, () => {
  it('stop a module reaching into another module past its index.ts', async () => {
    for (const [file, spec] of [
      ['modules/responses/x.ts', '../forms/forms.queries.ts'],
      ['modules/responses/x.service.ts', '../deliveries/deliveries.enqueue.ts'],
      ['modules/auth/x.routes.ts', '../../modules/responses/status-change.ts'],
    ] as const) {
      expect(await layerErrors(file, importing(spec)), `${file} → ${spec}`).toEqual([expect.stringMatching(/through its public face/)]);
    }
    expect(await layerErrors('modules/responses/x.ts', "export { x } from '../forms/forms.mappers.ts';\n")).toHaveLength(1);
    expect(await layerErrors('modules/responses/x.ts', "export const load = () => import('../forms/forms.queries.ts');\n")).toHaveLength(1);
  });

  it('keep routes → services → queries inside a module, and HTTP in the routes', async () => {
    expect(await layerErrors('modules/responses/a.queries.ts', importing('./review.service.ts'))).toEqual([
      expect.stringContaining('A queries file must not import a service file'),
    ]);
    expect(await layerErrors('modules/responses/a.queries.ts', importing('./review.routes.ts'))).toHaveLength(1);
    expect(await layerErrors('modules/responses/a.service.ts', importing('./review.routes.ts'))).toHaveLength(1);
    expect(await layerErrors('modules/responses/a.service.ts', importing('../../plugins/errors.ts'))).toEqual([
      expect.stringContaining('Only routes speak HTTP'),
    ]);
    expect(await layerErrors('modules/deliveries/helper.rules.ts', importing('../../plugins/errors.ts'))).toHaveLength(1);
    expect(await layerErrors('modules/responses/x.ts', importing('./index.ts'))).toEqual([expect.stringContaining('circle')]);
  });

  it('keep lib/ and integrations/ below every module, and modules off the composition root', async () => {
    expect(await layerErrors('lib/x.ts', importing('../modules/forms/index.ts'))).toEqual([expect.stringContaining('lib/ is below every module')]);
    expect(await layerErrors('integrations/x.ts', importing('../plugins/auth.ts'))).toHaveLength(1);
    expect(await layerErrors('integrations/x.ts', importing('../clients.ts'))).toHaveLength(1);
    expect(await layerErrors('modules/servers/x.ts', importing('../../clients.ts'))).toEqual([expect.stringContaining('composition root')]);
    expect(await layerErrors('app.ts', importing('./modules/forms/forms-admin.routes.ts'))).toEqual([expect.stringContaining('public face')]);
  });

  it('allow the intended directions', async () => {
    const ok: [string, string][] = [
      ['modules/responses/x.routes.ts', './review.service.ts'],
      ['modules/responses/x.service.ts', './review.queries.ts'],
      ['modules/responses/x.service.ts', '../forms/index.ts'],
      ['modules/responses/x.queries.ts', '../../db/database.ts'],
      ['modules/responses/x.queries.ts', '../../lib/domain-errors.ts'],
      ['modules/responses/x.routes.ts', '../../plugins/errors.ts'],
      ['modules/responses/x.ts', '../../context.ts'],
      ['db/schema.ts', '../modules/forms/forms.tables.ts'],
      ['app.ts', './modules/forms/index.ts'],
      ['demo/x.ts', '../modules/responses/index.ts'],
      ['lib/x.ts', './other.ts'],
      ['modules/responses/x.test.ts', '../forms/forms.fixtures.ts'],
      ['testing/x.ts', '../modules/auth/sessions.queries.ts'],
    ];
    for (const [file, spec] of ok) expect(await layerErrors(file, importing(spec)), `${file} → ${spec}`).toEqual([]);
  });

  it('every module file names its role, and pure rules and mappers import nothing that does I/O', async () => {
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: path.join(root, 'apps/server/src/modules/responses/helper.ts') });
    expect(result!.messages.filter((m) => m.ruleId === 'server/role-suffix').map((m) => m.message)).toEqual([expect.stringContaining('Name this file')]);
    const [named] = await eslint.lintText('export const x = 1;\n', { filePath: path.join(root, 'apps/server/src/modules/responses/helper.rules.ts') });
    expect(named!.messages.filter((m) => m.ruleId === 'server/role-suffix')).toEqual([]);
    expect(await layerErrors('modules/responses/a.rules.ts', importing('./review.queries.ts'))).toEqual([expect.stringContaining('A rules file must not import a queries file')]);
    expect(await layerErrors('modules/responses/a.mappers.ts', importing('./review.service.ts'))).toHaveLength(1);
    expect(await layerErrors('modules/deliveries/a.queries.ts', importing('./delivery-worker.job.ts'))).toHaveLength(1);
  });
});

