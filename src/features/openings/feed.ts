// /jobs/feed.xml: an RSS 2.0 feed of the open roles for job aggregators (docs/decisions/openings.md). Pure, so it is unit-tested.
import { absoluteUrl, jobHref, routes } from '@/lib/routes'

import { feedRoleUrl } from './boardFeeds'

import { employmentTypeLabel } from './options'
import type { OpeningSummary } from './types'

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

const rfc822 = (iso: string) => new Date(iso).toUTCString()

export function openingsFeed(roles: OpeningSummary[], { siteUrl, companyName }: { siteUrl: string; companyName: string }): string {
  const items = roles.map((role) => {
    // The link carries the feed's campaign fields (the application records them); the guid stays the plain address.
    const url = absoluteUrl(jobHref(role.slug), siteUrl)
    const link = feedRoleUrl(role, 'rss', siteUrl)
    const description = `${role.summary} (${employmentTypeLabel(role.employmentType)}, ${role.location})`
    return [
      '    <item>',
      `      <title>${xml(role.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <description>${xml(description)}</description>`,
      role.pillar.name ? `      <category>${xml(role.pillar.name)}</category>` : '',
      `      <pubDate>${rfc822(role.datePosted)}</pubDate>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const newest = roles.reduce((latest, role) => (role.updatedAt > latest ? role.updatedAt : latest), '')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(`Open roles at ${companyName}`)}</title>`,
    `    <link>${xml(absoluteUrl(routes.jobs, siteUrl))}</link>`,
    `    <atom:link href="${xml(absoluteUrl(routes.jobsFeed, siteUrl))}" rel="self" type="application/rss+xml" />`,
    `    <description>${xml(`Open roles in Pune and remote within India, through ${companyName}.`)}</description>`,
    '    <language>en-IN</language>',
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
}
