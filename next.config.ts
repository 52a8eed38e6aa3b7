import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

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

export default withPayload(nextConfig, { devBundleServerPackages: false })
