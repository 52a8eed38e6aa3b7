// Category pages list industries as free text from the CMS; a tag links to its playbook when one of the five fixed
// playbooks has that name (compared without case, spaces or punctuation: "IT and SaaS", "it & saas").
import { industries } from '@/copy/industries'
import { industryHref } from '@/lib/routes'

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '')

const playbookByKey = new Map(industries.map((industry) => [key(industry.name), industryHref(industry.slug)]))

/** The playbook page of an industry named on a category page, or null when there is none (e.g. "Healthcare"). */
export const industryPlaybookHref = (name: string): string | null => playbookByKey.get(key(name)) ?? null
