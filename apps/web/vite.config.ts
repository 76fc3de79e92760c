import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import { transformAsync } from '@babel/core';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import type { SourceMapInput } from 'rolldown';

/**
 * Translations (D40, decision 0035): Lingui's macros are compiled away by its Babel plugin, run only on
 * the files that import a macro; its Vite plugin compiles each language's PO catalogue into a chunk of
 * its own (src/locales/*.po), which the page loads for its one language.
 */
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const macroImport = /from ['"]@lingui\/(?:react|core)\/macro['"]/;

/**
 * Runs Lingui's macro plugin through Babel on the files that import a macro, before the React
 * plugin strips the types. Our own few lines rather than @rolldown/plugin-babel, which needs Node 22
 * (the stack runs on Node 20.19+ without engine warnings).
 */
function linguiMacros(): Plugin {
  // The plugin itself and its configuration, not names: Babel and Lingui would look for them from the
  // working directory (the repository's root in tests).
  const linguiOptions = { linguiConfig: getConfig({ configPath: linguiConfig }) };
  return {
    name: 'crp:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || !macroImport.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // Two copies of @babel/types' declarations (ours and the plugin's) make the types disagree, not the code.
        plugins: [[linguiMacro as never, linguiOptions]],
      });
      // Babel's source map type and the bundler's differ only in optional fields.
      return result?.code ? { code: result.code, map: result.map as unknown as SourceMapInput } : null;
    },
  };
}

export const translations = (): PluginOption[] => [lingui({ configPath: linguiConfig, failOnCompileError: true }), linguiMacros()];

/**
 * react-router's package maps every import condition to its development build (its own framework
 * plugin swaps in the production one); a plain SPA build has to point there itself. Same code,
 * without the development warnings: about 0.6 KB gzip off every first load.
 */
const reactRouterProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/**
 * Pieces of React Router every page carried though this app can never run them, left out at build
 * (decision 0038, ~2 KB gzip off every first load; decision 0039, ~2.8 KB more: the options and route
 * properties below that no route or router here uses, a route using one throws rather than misbehaves):
 * - `<Form>`, made with a top-level `forwardRef` call and named (`Form.displayName`), which the bundler
 *   must assume have effects; marked pure and unnamed, the unused `<Form>` and its submission code go;
 * - `<Link prefetch>`'s page links, which need framework mode's context (they throw without it): a
 *   data router like ours never has it, and no link here asks for them.
 * Each replacement is of an exact line: if React Router changes it, that piece simply stays in.
 */
const routerDeadCode: Array<[string, string]> = [
  ['Form.displayName = "Form";', ''],
  ['var Form = React10.forwardRef(', 'var Form = /* @__PURE__ */ React10.forwardRef('],
  [
    'return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;',
    'return link;',
  ],
  // Decision 0039: `<Link prefetch>`'s hover/viewport behaviour (no link here asks for it) …
  ['let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(', 'let [shouldPrefetch, prefetchRef, prefetchHandlers] = ((..._) => [false, null, {}])('],
  // … `<NavLink viewTransition>` (none here) …
  ['useViewTransitionState(path) && viewTransition === true;', 'false;'],
  // … the router's instrumentation hooks (an unstable option we never pass; both places in createRouter) …
  ['if (init.instrumentations) {', 'if (false) {'],
  // … the React Server Components router's error digests (its context is never there in a browser router) …
  ['if (this.context && typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {', 'if (false) {'],
  ['return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);', 'return result;'],
  // … server-sent hydration errors (window.__staticRouterHydrationData: we always pass our own hydration data) …
  ['if (state && state.errors) {', 'if (false) {'],
  // … routes' `lazy` properties (our screens are React.lazy components; a route with `lazy` would throw) …
  [
    'function loadLazyRoute(route, type, manifest, mapRouteProperties2, lazyRoutePropertiesToSkip) {',
    'function loadLazyRoute(route) {\n  if (route.lazy) throw new Error("Route `lazy` is left out of this build (vite.config.ts)");\n  return { lazyRoutePromise: void 0, lazyHandlerPromise: void 0 };\n}\nfunction loadLazyRouteLeftOut(route, type, manifest, mapRouteProperties2, lazyRoutePropertiesToSkip) {',
  ],
  // … route discovery on navigation ("fog of war": `patchRoutesOnNavigation`, an option we never pass) …
  ['    if (init.patchRoutesOnNavigation) {', '    if (false) {'],
  ['    if (!init.patchRoutesOnNavigation) {', '    if (true) {'],
  // … navigations and fetchers that submit data (`<Form>` is gone, no `navigate(…, { formData })` or
  // fetcher here: our writes go through the API client; one that submits would throw) …
  [
    '  if (!opts || !isSubmissionNavigation(opts)) {',
    '  if (opts && isSubmissionNavigation(opts)) throw new Error("Router submissions are left out of this build (vite.config.ts)");\n  if (true) {',
  ],
  ['    } else if (opts && opts.submission && isMutationMethod(opts.submission.formMethod)) {', '    } else if (false) {'],
  ['    if (submission && isMutationMethod(submission.formMethod)) {', '    if (false) {'],
  // … and routes' client middleware (none here; a route with `middleware` would throw).
  ['return runClientMiddlewarePipeline(args, () => defaultDataStrategy(args));', 'throw new Error("Route middleware is left out of this build (vite.config.ts)");'],
  ['return runClientMiddlewarePipeline(typedDataStrategyArgs, () => {', 'return ((..._) => { throw new Error("Route middleware is left out of this build (vite.config.ts)"); })(typedDataStrategyArgs, () => {'],
];
function routerWithoutDeadCode(): Plugin {
  return {
    name: 'crp:router-without-dead-code',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/ },
      handler: (code) => ({ code: routerDeadCode.reduce((out, [line, replacement]) => out.split(line).join(replacement), code), map: null }),
    },
  };
}

/**
 * TanStack Query's infinite queries (decision 0039): every query's fetch names their behaviour, so it
 * came with every first load though no screen here pages a query that way (~0.4 KB gzip). Left out at
 * build, the same way: an infinite query would throw; a changed line just stays in.
 */
function queryWithoutInfinite(): Plugin {
  const line = '(this.#queryType === "infinite" ? infiniteQueryBehavior(this.options.pages) : this.options.behavior)?.onFetch(context, this);';
  const replacement = 'if (this.#queryType === "infinite") throw new Error("Infinite queries are left out of this build (vite.config.ts)");\n\t\tthis.options.behavior?.onFetch(context, this);';
  return {
    name: 'crp:query-without-infinite',
    transform: { filter: { id: /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/ }, handler: (code) => ({ code: code.split(line).join(replacement), map: null }) },
  };
}

/**
 * The shell chunk: the app's own modules every page loads, i.e. those main.tsx imports (directly or not;
 * main.tsx itself stays the entry), and the card every screen draws with though the shell does not.
 */
const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
function shellChunk(): (id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => string | null {
  let initial: Set<string> | undefined;
  let seenContext: unknown;
  return (id, context) => {
    if (!initial || seenContext !== context) {
      seenContext = context;
      const found = (initial = new Set<string>());
      const visit = (module: string) => {
        if (found.has(module)) return;
        found.add(module);
        for (const imported of context.getModuleInfo(module)?.importedIds ?? []) visit(imported);
      };
      visit(entryModule);
    }
    return id !== entryModule && (initial.has(id) || /src[\\/]components[\\/]ui[\\/]card\.tsx$/.test(id)) ? 'shell' : null;
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), ...translations(), tailwindcss(), ...(command === 'build' ? [routerWithoutDeadCode(), queryWithoutInfinite()] : [])],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // No modulepreload polyfill: every browser we support has <link rel=modulepreload> (saves it in every first load).
  // The server renderer (src/server-render.tsx, decision 0024) is one self-contained bundle the server imports.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        chunkSizeWarningLimit: 700,
        modulePreload: { polyfill: false },
        // Two fixed chunks besides each screen's own (issue 25): the framework (React, React Router,
        // TanStack Query) and the shell: all of the app's own code every page loads (what main.tsx imports,
        // `$initial`), main.tsx aside, which stays the entry. Left to itself the bundler cut them into a
        // dozen small chunks whose import glue and separate compression cost 2–3 KB gzip on every first
        // load; the shell as one chunk rather than the entry plus a few shared helpers saves ~0.9 KB more
        // (decision 0038).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // useQueries (and its observer) serve the admin's system status only: left to that screen's chunk.
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/](?!.*(useQueries|queriesObserver))/ },
                { name: shellChunk(), test: /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/ },
                // A few modules always loaded together, one chunk each rather than two or three (each chunk
                // compresses alone and brings its import glue, decision 0038): rich text (component and
                // rules), the badges, the application life cycle with its calls, and the application form with
                // its screen.
                { name: 'rich-text', test: /src[\\/](components[\\/]ui[\\/]rich-text\.tsx|rich-text\.ts)$/, includeDependenciesRecursively: false },
                // The field classes with the form constants: what the applicant's form needs of the admins' field kit.
                { name: 'form-kit', test: /src[\\/](components[\\/]ui[\\/]field-classes\.ts|form-constants\.ts)$/ },
                // What members' responses show: their badges, and their life cycle with its calls.
                { name: 'badges', test: /src[\\/](components[\\/]ui[\\/](badge|status-badge)\.tsx|store-format\.ts)$/ },
                { name: 'lifecycle', test: /src[\\/](lifecycle\.ts|features[\\/]applications[\\/](eligibility|mutations)\.ts)$/ },
                {
                  name: 'application-form',
                  test: /src[\\/](routes[\\/]player[\\/]application-form\.tsx|features[\\/]applications[\\/](components[\\/](application-form|application-form-screen|form-header|form-progress|question-field|question-input|choice-inputs|rating-input|text-inputs)\.tsx|components[\\/]field-styles\.ts|use-form-flow\.ts|draft-storage\.ts|validation\.ts|availability\.ts)|answer-check\.ts|form-conditions\.ts|control-characters\.ts)$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
