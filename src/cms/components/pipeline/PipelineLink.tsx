// A link to the pipeline board: after the admin's navigation groups and above the talent applications list.
import Link from 'next/link'

import { adminPipelineHref } from '@/lib/routes'

export function PipelineLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <Link href={adminPipelineHref()}>Open the candidate pipeline board</Link>
    </p>
  )
}

export function PipelineNavLink() {
  return (
    <div style={{ marginTop: '1rem' }}>
      <span className="nav-group__label" style={{ display: 'block', marginBottom: '0.5rem' }}>
        Candidates
      </span>
      <Link className="nav__link" href={adminPipelineHref()}>
        <span className="nav__link-label">Candidate pipeline</span>
      </Link>
    </div>
  )
}
