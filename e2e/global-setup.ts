import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakes } from './fakes.ts';
import { startSite } from './site-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site configured with the fake Discord (and the other fakes). */
    siteUrl: string;
    /** The same site in demo mode (no Discord application), with its sample data. */
    demoUrl: string;
    fakes: Record<string, string>;
  }
}

/** Starts the fake outside services and two real site processes on loopback for the browser tests. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'crp-e2e-'));
  const fakes = await startFakes();
  const site = await startSite('site', { DATABASE_URL: `file:${join(dir, 'site.db')}`, ...fakes.env });
  const demo = await startSite('demo', { DATABASE_URL: `file:${join(dir, 'demo.db')}`, ...fakes.demoEnv });
  project.provide('siteUrl', site.url);
  project.provide('demoUrl', demo.url);
  project.provide('fakes', fakes.urls);
  console.log(`\n[e2e] Chromium against ${site.url} (fake Discord) and ${demo.url} (demo mode)\n`);
  return async () => {
    await Promise.all([site.stop(), demo.stop()]);
    await fakes.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
