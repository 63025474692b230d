/**
 * The second pass of `npm run lint:layers`: no cycle between server feature folders (features/a → … →
 * features/a), counted on the source alone: tests and fixtures may set up what they need from anywhere.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-feature-folders-acyclic',
      severity: 'error',
      comment:
        'A cycle between server feature folders: move what both need to src/platform/, or invert the edge.',
      scope: 'folder',
      from: { path: '^apps/server/src/features/' },
      to: { path: '^apps/server/src/features/', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: `${base.options.exclude.path}|\\.test\\.ts$|^apps/server/src/test/` },
  },
};
