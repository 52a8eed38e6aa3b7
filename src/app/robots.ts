import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'
import { absoluteUrl, mediaUrl, routes } from '@/lib/routes'

/** Staff areas, the API and the account pages are of no use in search results. */
const disallowedPaths = [
  routes.admin,
  '/cms-api',
  '/api',
  routes.login,
  routes.signup,
  routes.verifyOtp,
  routes.forgotPassword,
  routes.verifyOtpReset,
  routes.setNewPassword,
  routes.joinAsTalent,
]

// Uploaded pictures stay crawlable: they are the pages' og:image, which link-preview bots fetch only if robots.txt allows it.
const allowedPaths = [routes.home, mediaUrl('')]

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: allowedPaths, disallow: disallowedPaths },
    sitemap: absoluteUrl('/sitemap.xml', env().SITE_URL),
  }
}
