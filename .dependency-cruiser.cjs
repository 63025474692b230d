/**
 * The layers lint holds (docs/architecture.md, 'Layers'): `npm run lint` runs
 * `depcruise apps packages`, which reads this file and fails on any import that breaks a rule below.
 * Type-only imports count (tsPreCompilationDeps): a cycle through `import type` is still a cycle.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles, type-only imports included: move the shared piece to where both can import it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-no-app',
      severity: 'error',
      comment: 'The contract is shared by the server and the web: it imports nothing of either.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-share-only-the-contract',
      severity: 'error',
      comment: 'The server and the web share only the contract.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'server-lib-imports-no-feature',
      severity: 'error',
      comment:
        'src/lib/ holds what any feature may use; it knows no feature (features/ imports lib/, never back).',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'web-lib-imports-no-feature',
      severity: 'error',
      comment: 'app/lib/ and app/components/ hold what any screen may use; they know no feature.',
      from: { path: '^apps/web/app/(lib|components)/' },
      to: { path: '^apps/web/app/features/' },
    },
    {
      name: 'web-features-stand-apart',
      severity: 'error',
      comment:
        "A web feature imports no other feature, except the session's public modules of features/auth: " +
        'store.ts (the stored session), AuthProvider.tsx (useAuth) and redirect.ts (loginHref). Screens combine features in app/routes/. ' +
        'The admin area is a feature per folder of features/admin/ (the next rule).',
      from: { path: '^apps/web/app/features/((?!admin/)[^/]+)/' },
      to: {
        path: '^apps/web/app/features/',
        pathNot: [
          '^apps/web/app/features/$1/',
          '^apps/web/app/features/auth/(store\\.ts|AuthProvider\\.tsx|redirect\\.ts)$',
        ],
      },
    },
    {
      name: 'web-admin-features-stand-apart',
      severity: 'error',
      comment:
        'Each folder of features/admin/ is a feature of its own: it imports no other admin feature nor any other feature, ' +
        "except the admin kit (features/admin/kit/: what every admin screen shares) and the session's public modules of " +
        'features/auth. The kit imports no admin feature. The admin routes (app/routes/admin-*.tsx) combine them.',
      from: { path: '^apps/web/app/features/admin/([^/]+)/' },
      to: {
        path: '^apps/web/app/features/',
        pathNot: [
          '^apps/web/app/features/admin/$1/',
          '^apps/web/app/features/admin/kit/',
          '^apps/web/app/features/auth/(store\\.ts|AuthProvider\\.tsx|redirect\\.ts)$',
        ],
      },
    },
  ],
  options: {
    // `import type` and type-only re-exports are dependencies too.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|\\.react-router)/' },
    // Follow the workspace packages through their package.json `exports`, so that @constelaciones/contract
    // resolves to packages/contract/src and an import between packages is seen like any other.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
