import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        // `npm run eval:assistant` and `npm run bench:assistant`: measurements that print figures, not tests.
        extends: true,
        test: { name: 'measure', include: ['tests/measure/**/*.measure.ts'], environment: 'node' },
      },
      {
        // `npm run test:faults`: several production instances, PostgreSQL, Redis and an S3-compatible server on
        // loopback; each file starts and stops what it needs.
        extends: true,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 480_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
