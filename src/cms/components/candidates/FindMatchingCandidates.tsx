'use client'
// An opening's page in the admin: "Find matching candidates", the talent pool's search filled in with the role's skills,
// least years of experience and work mode as the form holds them now (docs/decisions/talent-pool.md).
import { useFormFields } from '@payloadcms/ui'

import { adminCandidateSearchHref } from '@/lib/routes'

import './candidatePool.css'

const skillsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((skill): skill is string => typeof skill === 'string' && skill.trim() !== '') : []

export function FindMatchingCandidates() {
  const skills = useFormFields(([fields]) => fields.skills?.value)
  const minYears = useFormFields(([fields]) => fields.experienceMin?.value)
  const workMode = useFormFields(([fields]) => fields.workMode?.value)
  const href = adminCandidateSearchHref({
    skills: skillsOf(skills),
    // "From 0 years" is no filter.
    minYears: typeof minYears === 'number' && minYears > 0 ? minYears : null,
    workMode: typeof workMode === 'string' ? workMode : null,
  })
  return (
    <p className="candidate-find" style={{ marginBottom: '1.5rem' }}>
      <a href={href}>Find matching candidates</a>
      <br />
      <small>The talent pool, searched for this role’s skills, experience and work mode.</small>
    </p>
  )
}
