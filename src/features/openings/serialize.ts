// Payload opening documents -> the public API shapes. Staff-only choices (a confidential client's name) never leave here.
import { richTextToHtml } from '@/features/content/serialize'
import type { Opening as OpeningDoc } from '@/payload-types'

import { workModeLabel } from './options'
import type { Opening, OpeningSummary } from './types'

const id = (value: number | string) => String(value)

function relation<T extends { id: number | string }>(value: number | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null
}

function openingLocation(workMode: string, area: string | null | undefined): string {
  if (workMode === 'remote') return workModeLabel('remote')
  return area?.trim() ? `${area.trim()}, Pune` : 'Pune'
}

export function toOpeningSummary(doc: OpeningDoc): OpeningSummary {
  const pillar = relation(doc.category)
  const service = relation(doc.service)
  const salaryMin = doc.salary?.min
  const kind = doc.client?.kind ?? 'agency'
  return {
    _id: id(doc.id),
    slug: doc.slug,
    title: doc.title ?? '',
    summary: doc.summary ?? '',
    status: doc.status === 'open' ? 'open' : 'closed',
    pillar: pillar ? { _id: id(pillar.id), name: pillar.name, slug: pillar.slug || null } : { _id: '', name: '', slug: null },
    service: service ? { _id: id(service.id), title: service.title, slug: service.slug } : null,
    employmentType: doc.employmentType,
    workMode: doc.workMode,
    location: openingLocation(doc.workMode, doc.area),
    area: doc.workMode === 'remote' ? null : doc.area?.trim() || null,
    experience: { min: doc.experienceMin, max: doc.experienceMax ?? null },
    salary:
      typeof salaryMin === 'number'
        ? { min: salaryMin, max: doc.salary?.max ?? null, unit: doc.salary?.unit ?? 'month', currency: 'INR' }
        : null,
    skills: doc.skills ?? [],
    datePosted: doc.datePosted,
    validThrough: doc.validThrough,
    updatedAt: doc.updatedAt,
    employer: { kind, name: kind === 'named' ? doc.client?.name?.trim() || null : null },
  }
}

const points = (rows: { text: string }[] | null | undefined) => (rows ?? []).map((row) => row.text)

export function toOpening(doc: OpeningDoc): Opening {
  return {
    ...toOpeningSummary(doc),
    description: richTextToHtml(doc.description),
    responsibilities: points(doc.responsibilities),
    requirements: points(doc.requirements),
  }
}
