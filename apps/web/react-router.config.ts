import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets several builds live side by side (the server reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
