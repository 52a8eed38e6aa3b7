// JSON-LD builders (schema.org) for the layout and the pages; JsonLd.tsx beside them renders what they build.
import type { FaqItem } from '@/copy/faqs'
import type { Blog, SiteSettings } from '@/features/content/types'
import { googleEmploymentType, googleSalaryUnit } from '@/features/openings/options'
import type { Opening } from '@/features/openings/types'
import { absoluteUrl, blogHref, jobHref } from '@/lib/routes'

export function organizationJsonLd(settings: SiteSettings, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    legalName: settings.legalName,
    url: absoluteUrl('/', siteUrl),
    email: settings.email,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.region,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.country,
    },
    sameAs: settings.socialLinks.map((link) => link.url),
  }
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, siteUrl),
    })),
  }
}

export function blogPostingJsonLd(post: Blog, settings: SiteSettings, siteUrl: string) {
  const url = absoluteUrl(blogHref(post.slug), siteUrl)
  const organization = { '@type': 'Organization', name: settings.companyName, url: absoluteUrl('/', siteUrl) }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: post.image ? absoluteUrl(post.image, siteUrl) : undefined,
    datePublished: post.publishedAt ?? undefined,
    articleSection: post.category ?? undefined,
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    author: organization,
    publisher: organization,
  }
}

/** schema.org FAQPage for every question on the FAQ page (both tabs); `inLanguage` on a Marathi or Hindi page. */
export function faqPageJsonLd(items: FaqItem[], inLanguage?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/**
 * schema.org JobPosting for an open role, with Google's required properties (title, description, datePosted,
 * validThrough, hiringOrganization, jobLocation or TELECOMMUTE with applicantLocationRequirements) and its
 * recommended ones (employmentType in Google's values, baseSalary when given, directApply, identifier).
 */
export function jobPostingJsonLd(role: Opening, settings: SiteSettings, siteUrl: string) {
  const url = absoluteUrl(jobHref(role.slug), siteUrl)
  const agency = { '@type': 'Organization', name: settings.companyName, sameAs: absoluteUrl('/', siteUrl) }
  const hiringOrganization =
    role.employer.kind === 'named' && role.employer.name ? { '@type': 'Organization', name: role.employer.name } : agency
  const description = [
    role.description || `<p>${escapeHtml(role.summary)}</p>`,
    role.responsibilities.length
      ? `<h3>What you will do</h3><ul>${role.responsibilities.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
    role.requirements.length
      ? `<h3>What we are looking for</h3><ul>${role.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
  ].join('')
  const remote = role.workMode === 'remote'
  const unitText = role.salary ? googleSalaryUnit[role.salary.unit] : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description,
    url,
    identifier: { '@type': 'PropertyValue', name: settings.companyName, value: role._id },
    datePosted: role.datePosted.slice(0, 10),
    validThrough: role.validThrough,
    employmentType: googleEmploymentType[role.employmentType],
    hiringOrganization,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: role.area ?? settings.address.street,
              addressLocality: 'Pune',
              addressRegion: 'Maharashtra',
              postalCode: settings.address.postalCode,
              addressCountry: 'IN',
            },
          },
        }),
    ...(role.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: role.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(role.salary.max !== null && role.salary.max !== role.salary.min
                ? { minValue: role.salary.min, maxValue: role.salary.max }
                : { value: role.salary.min }),
              ...(unitText ? { unitText } : {}),
            },
          },
        }
      : {}),
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: role.experience.min * 12,
    },
    skills: role.skills.length ? role.skills.join(', ') : undefined,
    industry: role.pillar.name || undefined,
    directApply: true,
  }
}

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
