import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { nextHeaderRules } from './server/securityHeaders.mjs'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A self-contained server folder (.next/standalone) with only the files production needs; see scripts/standalone.mjs.
  output: 'standalone',
  // Lets tools open the dev server at 127.0.0.1 as well as localhost.
  allowedDevOrigins: ['127.0.0.1'],
  images: {
    // Media is served by Payload from /cms-api/media/file/*; next/image optimises it locally.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  // Memory (issue 18, docs/operations.md "Memory"): Next's in-process cache of rendered pages and data is bounded in bytes; 16 MB
  // instead of 50, since server.mjs's page cache (server/pageCache.mjs) keeps the pages visitors ask for, compressed,
  // and what falls out is read back from .next on disk.
  cacheMaxMemorySize: 16 * 1024 * 1024,
  // Next's file-system cache, except that a page rendered as a 404 is never stored (server/nextCacheHandler.mjs):
  // otherwise every unknown slug a visitor makes up adds files under .next for good. scripts/standalone.mjs copies
  // server/ into the standalone folder, where the build's relative path to this file points. (Next loads this config
  // from the project folder.)
  cacheHandler: path.resolve('server/nextCacheHandler.mjs'),
  // The resume readers (features/candidates/resumeText.ts) load PDF.js and Word parsers only when a resume is read:
  // required from node_modules at that moment rather than bundled into the server's chunks.
  serverExternalPackages: ['unpdf', 'mammoth', 'word-extractor', 'pdfkit'],
  // `npm test` runs `tsc --noEmit` over the whole project (tests included) in its code checks, before it builds; it
  // sets TYPES_CHECKED=1 for its build so the same types are not checked twice (about a minute of CI). Any other build
  // checks them as usual.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // sharp (next/image): no libvips operation cache (up to 50 MB that resizing a different image each time never
    // reuses; resized images are kept on disk in .next/cache/images) and one resize at a time.
    imgOptOperationCache: false,
    imgOptConcurrency: 1,
    // How long an open tab's router keeps a prefetched or visited page (docs/caching.md): the least
    // Next allows for static pages (it sends it as x-nextjs-stale-time), instead of 5 minutes, bounds how old a page a
    // link can show even when the tab cannot reach /api/content/version; that check (ContentFreshness) brings an edit
    // to the next navigation. Dynamic pages are not kept (0, Next's default). Back/forward ignores these times.
    staleTimes: { static: 30, dynamic: 0 },
  },
}

/**
 * Payload's admin follows the staff member's colour scheme through a client hint, and withPayload asks for it on every
 * path (Accept-CH, Critical-CH, Vary). On the public site that made Chrome request each page twice on a first visit
 * (Critical-CH restarts the navigation to send the hint: a round trip before the first byte, docs/benchmarks.md "First paint"),
 * added a kilobyte of headers to every script and image, and split shared caches by colour scheme for pages that
 * have one. Only the admin asks for it here.
 */
function colourSchemeHintForAdminOnly(config: NextConfig): NextConfig {
  const { headers } = config
  if (!headers) return config
  const asksForHint = (rule: Awaited<ReturnType<typeof headers>>[number]) => rule.headers.some(({ key }) => key === 'Critical-CH')
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) => (asksForHint(rule) && rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule)),
  }
}

// next-intl's request configuration for the Marathi and Hindi pages (docs/decisions/languages.md); the English pages
// do not use it.
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// In production server.mjs sets the security headers on every response (cached API answers included); `next dev`
// gets the same ones (with 'unsafe-eval' for React's development build) from here.
export default function config(phase: string) {
  const devHeaders = phase === PHASE_DEVELOPMENT_SERVER ? { headers: () => Promise.resolve(nextHeaderRules({ production: false })) } : {}
  return colourSchemeHintForAdminOnly(withNextIntl(withPayload({ ...nextConfig, ...devHeaders }, { devBundleServerPackages: false })))
}
