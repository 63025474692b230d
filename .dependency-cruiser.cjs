/**
 * The layers lint holds (docs/architecture.md, 'Layers'): `npm run lint` runs
 * `depcruise apps packages`, which reads this file and fails on any import that breaks a rule below, then
 * `.dependency-cruiser.folders.cjs`, which fails on a cycle between server feature folders.
 * Type-only imports count (tsPreCompilationDeps): a cycle through `import type` is still a cycle.
 */
const { readdirSync } = require('node:fs');
const path = require('node:path');

const FEATURES = 'apps/server/src/features';

/**
 * The real domain edges between server features: a feature imports another only if it is listed here, with why,
 * and then only that feature's public entry, its `index.ts`. Everything else a feature needs comes from the
 * platform (src/platform/), lib, db or integrations. The list must not go round in a circle.
 */
const featureEdges = {
  'admin-home': {
    invoicing: "'Inicio' counts the comprobantes ARCA rejected",
    purchases: "'Inicio' counts the transfers to confirm and the purchases made since her last visit",
    'site-status': "'Inicio' lists 'Estado del sitio''s checks while some are not done",
    'waiting-list': "'Inicio' counts the places a waiting list holds for someone",
    withdrawals: "'Inicio' counts the 'Botón de arrepentimiento' requests still open",
  },
  activities: {
    capacity: "an activity may have a 'Cupo'",
    'date-reminders': 'a moved date is told to the students enrolled in it',
    'waiting-list': 'a deleted activity takes its waiting list with it',
  },
  attendance: { purchases: "the attendance rule sets a module purchase's 'finished'" },
  auth: { users: 'an account is a user: registering, logging in and social logins read and write its row' },
  certificates: {
    attendance: "a certificate is issued for the training's hours present",
    constellators: "the training's certificate goes to a graduate",
    'site-content': "a certificate prints the owner's name as she saved it",
  },
  constellators: { users: "a graduate's card reads the account, and her consent locks it" },
  courses: {
    capacity: "a workshop date may have a 'Cupo'",
    'date-reminders': 'a moved date is told to the students enrolled in it',
    'waiting-list': 'a deleted or moved workshop date takes or moves its waiting list',
  },
  'date-reminders': {
    purchases: 'the students enrolled in a date are its paid and pending purchases',
    'waiting-list': "a workshop's moved date moves its waiting list",
  },
  demo: { 'waiting-list': "removing the demo removes its items' waiting lists" },
  legal: { purchases: "the terms' proposal names the days a transfer may wait (the payment settings)" },
  'payment-deadlines': {
    purchases: "an unpaid purchase past its deadline expires by purchases' transitions",
  },
  payments: {
    purchases: "a payment moves its purchase by purchases' transitions, the only writer of the row",
    users: "paying at a provider needs the buyer's complete profile",
  },
  'personal-data': {
    attendance: "a person's copy of her data holds her hours present",
    auth: "deleting an account checks its password and e-mails its link, as the account's own links are",
    capacity: "a deleted account's pending purchases free their places",
    certificates: "a person's copy of her data holds her certificates",
    constellators: "a person's copy of her data holds her consent as a graduate",
    'owner-messages': "a person's copy of her data holds the messages she was sent",
    newsletter: 'her copy holds her subscription and its consent; deleting the account deletes it',
    purchases: 'her copy holds her purchases; their copy of her data is erased on deletion and by retention',
    users: 'deleting an account locks and empties its row',
    'waiting-list': "a person's copy of her data holds her places in waiting lists",
  },
  purchases: {
    capacity: "a purchase takes a place of its item's 'Cupo'",
    invoicing: 'a payment received is invoiced and its refund credited; the lists name the invoice',
    'discount-codes': "a purchase's total is the price less its code, whose use it takes in its transaction",
  },
  setup: { auth: "the first start makes the owner's administrator account" },
  'site-status': {
    demo: "'Estado del sitio' says whether the demo content is still shown",
    purchases: "'Estado del sitio' says whether a way to pay is set up",
    invoicing: "'Estado del sitio' says whether payments are invoiced",
  },
  training: {
    attendance: 'a module watched to the end counts as attended',
    capacity: "a live module may have a 'Cupo'",
    'date-reminders': 'a moved module date is told to the students enrolled in it',
    purchases: 'who may watch a module is who paid for it',
  },
  'waiting-list': {
    capacity: "a waiting list forms when an item's 'Cupo' is full",
    purchases: 'a place offered from the list is bought as a purchase',
  },
  withdrawals: {
    payments: "a withdrawal gives the purchase's payment back",
    purchases: 'a withdrawal request names a purchase, and cancels it when it was not paid yet',
  },
};

/** Throws, failing lint, when the allowed edges go round in a circle: features/a → … → features/a. */
function assertAcyclic(edges) {
  const visiting = new Set();
  const done = new Set();
  const visit = (feature, trail) => {
    if (done.has(feature)) return;
    if (visiting.has(feature)) {
      const circle = [...trail.slice(trail.indexOf(feature)), feature].join(' → ');
      throw new Error(
        `.dependency-cruiser.cjs: the allowed edges between server features go round: ${circle}`,
      );
    }
    visiting.add(feature);
    for (const next of Object.keys(edges[feature] ?? {})) visit(next, [...trail, feature]);
    visiting.delete(feature);
    done.add(feature);
  };
  for (const feature of Object.keys(edges)) visit(feature, []);
}
assertAcyclic(featureEdges);

const serverFeatures = readdirSync(path.join(__dirname, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Source files of a feature; its tests may set up what they need from anywhere. */
const sourceOf = (feature) => ({ path: `^${FEATURES}/${escapeRegExp(feature)}/`, pathNot: '\\.test\\.ts$' });

/** One rule per feature: it imports its own files, and only the public entry of the features it may use. */
const featureRules = serverFeatures.map((feature) => ({
  name: 'server-features-stand-apart',
  severity: 'error',
  comment:
    `features/${feature} imports another feature only through its index.ts, and only if featureEdges in ` +
    '.dependency-cruiser.cjs lists the edge with its reason; shared plumbing belongs in src/platform/.',
  from: sourceOf(feature),
  to: {
    path: `^${FEATURES}/`,
    pathNot: [
      `^${FEATURES}/${escapeRegExp(feature)}/`,
      ...Object.keys(featureEdges[feature] ?? {}).map(
        (used) => `^${FEATURES}/${escapeRegExp(used)}/index\\.ts$`,
      ),
    ],
  },
}));

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
      name: 'server-platform-imports-no-feature',
      severity: 'error',
      comment:
        'src/platform/, lib/, db/ and integrations/ are the floor every feature stands on: they know no feature, ' +
        'nor the catalog, the pages or the dev-only parts built on top of the features.',
      from: { path: '^apps/server/src/(platform|lib|db|integrations)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(features|catalog|web|dev)/' },
    },
    {
      name: 'server-features-below-the-app',
      severity: 'error',
      comment:
        'A feature is given what it needs (the dependency bag of platform/dependencies.ts): it imports neither the ' +
        'catalog, the pages, the dev-only parts nor the files that assemble the app.',
      from: { path: `^${FEATURES}/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/((catalog|web|dev)/|(app|bootstrap|main|dev|serve)\\.ts$)' },
    },
    ...featureRules,
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
