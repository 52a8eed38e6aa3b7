// Above the candidates list: the way to add candidates from resumes.
import Link from 'next/link'

import { adminAddCandidatesHref } from '@/lib/routes'

export function UploadResumesLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <Link href={adminAddCandidatesHref()}>Add candidates from resumes</Link>
    </p>
  )
}
