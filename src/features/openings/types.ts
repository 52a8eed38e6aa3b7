// Shapes of the openings API (docs/decisions/openings.md), in the style of spec section 7: every document carries `_id`.
import type { EmploymentType, SalaryUnit, WorkMode } from './options'

export type OpeningSummary = {
  _id: string
  slug: string
  title: string
  summary: string
  /** Drafts are never public; a closed role (or one past "open until") answers with `open: false`. */
  status: 'open' | 'closed'
  pillar: { _id: string; name: string; slug: string | null }
  service: { _id: string; title: string; slug: string } | null
  employmentType: EmploymentType
  workMode: WorkMode
  /** "Baner, Pune", "Pune" or "Remote within India". */
  location: string
  area: string | null
  experience: { min: number; max: number | null }
  salary: { min: number; max: number | null; unit: SalaryUnit; currency: 'INR' } | null
  skills: string[]
  datePosted: string
  validThrough: string
  updatedAt: string
  /** `name` is null for our own roles and for confidential clients. */
  employer: { kind: 'agency' | 'named' | 'confidential'; name: string | null }
  /**
   * On a Marathi or Hindi read only: the role's texts not translated into that language yet, shown in English
   * (docs/decisions/languages.md, "Role content"). Absent on English reads (the public API's shape is unchanged).
   */
  english?: RoleText[]
}

/** A role's texts that have one version per language. */
export type RoleText = 'title' | 'summary' | 'description' | 'responsibilities' | 'requirements'

export type Opening = OpeningSummary & {
  /** HTML from the CMS's rich text. */
  description: string
  responsibilities: string[]
  requirements: string[]
}

export type OpeningsPage = { openings: OpeningSummary[]; currentPage: number; totalPages: number; totalOpenings: number }
