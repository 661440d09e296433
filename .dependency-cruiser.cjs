// The import directions of ARCHITECTURE.md and STYLE.md, checked on the resolved import graph (every
// path form: relative, `@/`, a package subpath, type-only). scripts/boundaries.test.mjs runs it in
// `npm test` (the `unit` check), together with the module-level cycles and a planted violation per
// rule; decision 041 says why each rule is drawn where it is.
const server = '^apps/server/src/';
const modules = `${server}modules/`;
const web = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain is pure: it never imports the apps.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain imports zod and its declared pure libraries only: no node core, no I/O or HTTP library (any subpath).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        dependencyTypesNot: ['local', 'type-only', 'aliased-workspace', 'aliased-subpath-import'],
        pathNot: '(^|/)node_modules/(zod|@zxcvbn-ts/[^/]+|unicode-confusables)/',
      },
    },
    {
      name: 'transport-imports-no-repository',
      comment:
        'A *.rpc.ts / *.routes.ts file validates and calls services; it never reaches a repository or the database.',
      severity: 'error',
      from: { path: `${modules}.+\\.(rpc|routes)\\.ts$` },
      to: {
        path: [
          '\\.repository\\.ts$',
          `${server}db/(database|transaction)\\.ts$`,
          '(^|/)node_modules/kysely/',
        ],
      },
    },
    {
      name: 'services-speak-no-http',
      comment:
        'Module code below the transport (services, helpers, repositories) never imports hono or the call router.',
      severity: 'error',
      from: { path: modules, pathNot: '\\.(rpc|routes)\\.ts$' },
      to: { path: ['(^|/)node_modules/(hono|@hono/[^/]+)/', `${server}lib/rpc-router\\.ts$`] },
    },
    {
      name: 'modules-talk-through-services',
      comment:
        'A module reaches another module only through its services (*.service.ts): never its repositories, helpers or transport.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+/[^/]+\\.service\\.ts$`] },
    },
    {
      name: 'lower-layers-know-no-modules',
      comment:
        'lib/, jobs/, integrations/ and db/ sit under the modules; the composition roots (app.ts, bootstrap.ts, main.ts, rpc-registry.ts, app-deps.ts, cli/, db/seed/) may import modules.',
      severity: 'error',
      from: { path: `${server}(lib|jobs|integrations|db)/`, pathNot: `${server}db/seed/` },
      to: { path: modules },
    },
    {
      name: 'repositories-import-no-upper-layer',
      comment:
        'A repository imports the database, the domain and other repositories of its module: nothing above.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: {
        path: [
          '\\.(service|rpc|routes|jobs)\\.ts$',
          `${server}(lib/(rpc|rpc-router|session|auth)|jobs/|integrations/)`,
          '(^|/)node_modules/(hono|@hono/[^/]+)/',
        ],
      },
    },
    {
      name: 'no-circular',
      comment: 'No file imports itself through others (module-level cycles: scripts/boundaries.test.mjs).',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment: 'A web feature never imports another feature, in any path form.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'shared-web-imports-no-feature',
      comment: 'Shared web code (components, lib, hooks, config) never imports a feature or the app layer.',
      severity: 'error',
      from: { path: `${web}(components|lib|hooks|config)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-imports-only-route-types',
      comment: "The web app imports the server's route types only.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/', pathNot: '^apps/server/src/app-type\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^apps/[^/]+/src/testing/', '^(apps|packages)/.+\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.boundaries.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
