'use client'
// A candidate's page (docs/decisions/talent-pool.md, "Possible duplicates"): "Possible duplicate" with each matching
// profile, why it matches and a link to compare the two side by side and merge them; or, on a profile merged away,
// where its applications, resumes and notes went.
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { duplicateReasonLabel, duplicateReasons, type DuplicateProbe } from '@/features/candidates/duplicateRules'
import { adminCandidateMergeHref, adminDocumentHref } from '@/lib/routes'

import { loadCandidates, type CandidateSummary } from './poolApi'
import './candidatePool.css'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

const idsOf = (value: unknown) => (Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== null) : [])

const text = (value: unknown) => (typeof value === 'string' ? value : null)

export function DuplicateNotice() {
  const { id } = useDocumentInfo()
  const flagged = useFormFields(([fields]) => fields.possibleDuplicates?.value)
  const mergedInto = idOf(useFormFields(([fields]) => fields.mergedInto?.value))
  const self: DuplicateProbe = {
    id: Number(id),
    name: text(useFormFields(([fields]) => fields.name?.value)),
    email: text(useFormFields(([fields]) => fields.email?.value)),
    phone: text(useFormFields(([fields]) => fields.phone?.value)),
    links: { linkedin: text(useFormFields(([fields]) => fields['links.linkedin']?.value)) },
  }
  const ids = idsOf(flagged)
  const key = [mergedInto ?? '', ...ids].join(',')
  const [others, setOthers] = useState<CandidateSummary[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    // `key` names the profiles to read: the one this was merged into, else the flagged ones.
    const [kept, ...flaggedIds] = key.split(',')
    loadCandidates(kept ? [Number(kept)] : flaggedIds.map(Number))
      .then(setOthers)
      .catch(() => setFailed(true))
  }, [key])
  if (!id) return null
  if (mergedInto) {
    const kept = others?.find((other) => other.id === mergedInto)
    return (
      <p className="candidate-pool__merged" role="status">
        This profile was merged into{' '}
        <a href={adminDocumentHref('candidates', mergedInto)}>
          {kept ? `${kept.name} (candidate #${kept.id})` : `candidate #${mergedInto}`}
        </a>
        . Its applications, resumes and notes are there now; this page keeps the details it had, for the record.
      </p>
    )
  }
  if (!ids.length) return null
  return (
    <section className="candidate-pool__duplicates" aria-labelledby="candidate-duplicates-heading">
      <h3 id="candidate-duplicates-heading">Possible duplicate</h3>
      {failed && <p>The matching profiles could not be loaded. Reload the page to try again.</p>}
      <ul>
        {ids.map((otherId) => {
          const other = others?.find((candidate) => candidate.id === otherId)
          const reasons = other ? duplicateReasons(self, other).map((reason) => duplicateReasonLabel[reason]) : []
          const name = other ? `${other.name} (candidate #${otherId})` : `Candidate #${otherId}`
          return (
            <li key={otherId}>
              <a href={adminDocumentHref('candidates', otherId)}>{name}</a>
              {reasons.length ? `: ${reasons.join(', ')}. ` : '. '}
              <a href={adminCandidateMergeHref(id, otherId)}>
                Compare and merge<span className="candidate-pool__hidden"> with {name}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
