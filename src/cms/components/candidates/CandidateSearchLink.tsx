// The candidate search (docs/decisions/talent-pool.md, "Search") in the admin's navigation, under "Candidates" next
// to the pipeline board.
import Link from 'next/link'

import { adminCandidateSearchHref } from '@/lib/routes'

export function CandidateSearchNavLink() {
  return (
    <div style={{ marginTop: '0.25rem' }}>
      <Link className="nav__link" href={adminCandidateSearchHref()}>
        <span className="nav__link-label">Search candidates</span>
      </Link>
    </div>
  )
}
