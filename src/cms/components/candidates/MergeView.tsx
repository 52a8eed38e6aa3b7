// Admin view /admin/candidates/merge?keep=&other= (docs/decisions/talent-pool.md, "Merging two profiles"): two
// candidate profiles side by side, field by field; staff choose which value the kept profile ends with, and Merge moves
// every application, resume and timeline entry of the other profile to it. For staff only (StaffView). The merge itself
// is features/candidates/merge.ts behind POST /cms-api/candidates/:id/merge.
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import type { ReactNode } from 'react'

import { MERGE_FIELDS, defaultSide, valueAt, type MergeField } from '@/features/candidates/mergeFields'
import { employmentTypeLabel, salaryUnitLabel, workModeLabel } from '@/features/openings/options'
import { adminCandidateMergeHref, adminDocumentHref, adminViewPaths, routes } from '@/lib/routes'

import { CANDIDATE_SOURCES } from '@/features/candidates/options'
import { requireStaff, StaffViewFrame } from '../staffView/StaffView'
import { MergeForm, type MergeRow, type ProfileSummary } from './MergeForm'
import './candidatePool.css'

type Candidate = Record<string, unknown> & { id: number; name: string; mergedInto?: unknown }

const positiveId = (value: unknown) => (typeof value === 'string' && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null)

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

const list = (value: unknown, label: (item: string) => string = (item) => item) =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string')
        .map(label)
        .join(', ')
    : ''

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`

/** A field's value as staff read it; empty text when there is none. */
function shown(field: MergeField, candidate: Candidate): string {
  const value = valueAt(candidate, field.path)
  switch (field.key) {
    case 'workModes':
      return list(value, workModeLabel)
    case 'employmentTypes':
      return list(value, employmentTypeLabel)
    case 'currentSalary':
    case 'expectedSalary': {
      const { amount, unit } = (value ?? {}) as { amount?: number | null; unit?: string | null }
      return typeof amount === 'number' ? `${rupees(amount)}${unit ? ` ${salaryUnitLabel(unit)}` : ''}` : ''
    }
    case 'source': {
      const source = (value ?? {}) as Record<string, string | null | undefined>
      const kind = CANDIDATE_SOURCES.find((option) => option.value === source.kind)?.label ?? ''
      const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(' / ')
      return [kind, source.sourcePage ? `from ${source.sourcePage}` : '', campaign ? `campaign ${campaign}` : ''].filter(Boolean).join(', ')
    }
    case 'member': {
      const member = value as { email?: string } | number | null | undefined
      return typeof member === 'object' && member ? (member.email ?? '') : typeof member === 'number' ? `Member #${member}` : ''
    }
    case 'assignee': {
      const staff = value as { name?: string | null; email?: string } | number | null | undefined
      return typeof staff === 'object' && staff
        ? (staff.name ?? staff.email ?? '')
        : typeof staff === 'number'
          ? `Staff member #${staff}`
          : ''
    }
    default:
      if (Array.isArray(value)) return list(value)
      return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  }
}

async function readCandidate(req: PayloadRequest, id: number): Promise<Candidate | null> {
  const doc = await req.payload
    .findByID({ collection: 'candidates', id, depth: 1, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  return (doc as Candidate | null) ?? null
}

async function summary(req: PayloadRequest, candidate: Candidate): Promise<ProfileSummary> {
  const count = async (collection: 'talent-applications' | 'resumes', field: string) =>
    (await req.payload.count({ collection, where: { [field]: { equals: candidate.id } }, req, overrideAccess: false })).totalDocs
  const notes = await req.payload.count({
    collection: 'lead-activity',
    where: { and: [{ leadCollection: { equals: 'candidates' } }, { leadId: { equals: candidate.id } }] },
    req,
    overrideAccess: false,
  })
  return {
    id: candidate.id,
    name: candidate.name,
    href: adminDocumentHref('candidates', candidate.id),
    applications: await count('talent-applications', 'candidate'),
    resumes: await count('resumes', 'candidate'),
    timelineEntries: notes.totalDocs,
  }
}

function Problem({ text, back }: { text: string; back?: { href: string; text: string } }) {
  return (
    <div className="candidate-merge">
      <h1>Merge two candidate profiles</h1>
      <p role="alert" className="candidate-pool__error">
        {text}
      </p>
      {back && <a href={back.href}>{back.text}</a>}
    </div>
  )
}

export async function MergeView(props: AdminViewServerProps) {
  requireStaff(props, adminViewPaths.candidateMerge)
  const { req } = props.initPageResult
  const keptId = positiveId(props.searchParams?.keep)
  const otherId = positiveId(props.searchParams?.other)
  const frame = (children: ReactNode) => <StaffViewFrame {...props}>{children}</StaffViewFrame>
  const candidates = { href: `${routes.admin}/collections/candidates`, text: 'Back to the candidates' }
  if (!keptId || !otherId) return frame(<Problem text="Open this screen from a profile's “Compare and merge” link." back={candidates} />)
  if (keptId === otherId) return frame(<Problem text="These are the same profile: choose two different candidates." back={candidates} />)
  const [kept, other] = await Promise.all([readCandidate(req, keptId), readCandidate(req, otherId)])
  if (!kept || !other) return frame(<Problem text={`Candidate #${!kept ? keptId : otherId} no longer exists.`} back={candidates} />)
  for (const candidate of [kept, other]) {
    const into = idOf(candidate.mergedInto)
    if (into)
      return frame(
        <Problem
          text={`${candidate.name} (candidate #${candidate.id}) was already merged into candidate #${into}.`}
          back={{ href: adminDocumentHref('candidates', into), text: `Open candidate #${into}` }}
        />,
      )
  }
  const rows: MergeRow[] = MERGE_FIELDS.map((field) => ({
    key: field.key,
    label: field.label,
    kept: shown(field, kept),
    other: shown(field, other),
    side: defaultSide(kept, other, field),
  }))
  return frame(
    <MergeForm
      kept={await summary(req, kept)}
      other={await summary(req, other)}
      rows={rows}
      swapHref={adminCandidateMergeHref(otherId, keptId)}
    />,
  )
}
