import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'

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
}

// In production server.mjs sets the security headers on every response (cached API answers included); `next dev`
// gets the same ones (with 'unsafe-eval' for React's development build) from here.
export default function config(phase: string) {
  const devHeaders = phase === PHASE_DEVELOPMENT_SERVER ? { headers: () => Promise.resolve(nextHeaderRules({ production: false })) } : {}
  return withPayload({ ...nextConfig, ...devHeaders }, { devBundleServerPackages: false })
}
