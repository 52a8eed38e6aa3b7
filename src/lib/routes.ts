// The one place that builds every URL of the site (spec section 2, route table).

export const routes = {
  home: '/',
  services: '/services',
  about: '/about',
  blogs: '/blogs',
  careers: '/careers',
  contact: '/contact',
  caseStudies: '/case-studies',
  industries: '/industries',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  faqs: '/faqs',
  login: '/login',
  signup: '/signup',
  verifyOtp: '/verify-otp',
  forgotPassword: '/forgot-password',
  verifyOtpReset: '/verify-otp-reset',
  setNewPassword: '/set-new-password',
  joinAsTalent: '/join-as-talent',
  teamUpRequest: '/team-up-request',
  admin: '/admin',
} as const

/** Category links use the slug when present, otherwise the identifier (spec). */
export const categoryHref = (category: { slug?: string | null; _id: string }) =>
  `/category/${encodeURIComponent(category.slug || category._id)}`

export const subpageHref = (slug: string) => `/subpage/${encodeURIComponent(slug)}`
export const blogHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`
export const caseStudyHref = (slug: string) => `/case-studies/${encodeURIComponent(slug)}`
export const industryHref = (slug: string) => `/industries/${encodeURIComponent(slug)}`

export function blogsHref({ page, category, search }: { page?: number; category?: string; search?: string } = {}) {
  const params = new URLSearchParams()
  if (page && page > 1) params.set('page', String(page))
  if (category && category !== 'All') params.set('category', category)
  if (search) params.set('search', search)
  const query = params.toString()
  return query ? `${routes.blogs}?${query}` : routes.blogs
}

/** Uploaded media is served by Payload under its REST prefix. */
export const mediaUrl = (filename: string) => `/cms-api/media/file/${encodeURIComponent(filename)}`

/** A staff link to a document in the admin. */
export const adminDocHref = (collection: string, id: string | number) => `${routes.admin}/collections/${collection}/${id}`

export function absoluteUrl(path: string, siteUrl: string) {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString()
}

/** Join as Talent buttons lead members to the application and visitors to /login (spec section 6). */
export const joinAsTalentHref = (loggedIn: boolean) => (loggedIn ? routes.joinAsTalent : routes.login)
