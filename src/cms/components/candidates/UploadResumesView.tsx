// Admin view /admin/add-candidates (docs/decisions/talent-pool.md, "Adding candidates from resumes"): staff upload one
// resume, several, or a ZIP of them; each becomes a candidate or joins the matching one. For staff only (StaffView).
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { UPLOAD_MAX_FILES } from '@/features/candidates/uploadFiles'
import { adminViewPaths, routes } from '@/lib/routes'

import { requireStaff, StaffViewFrame } from '../staffView/StaffView'

import { UploadResumesForm } from './UploadResumesForm'

import './resumes.css'

export function UploadResumesView(props: AdminViewServerProps) {
  requireStaff(props, adminViewPaths.addCandidates)
  return (
    <StaffViewFrame {...props}>
      <div className="ptw-add-candidates">
        <h1>Add candidates from resumes</h1>
        <p>
          Choose one resume, several, or a ZIP file of them (PDF, DOC or DOCX, at most {UPLOAD_MAX_FILES} at a time, each up to 5 MB). Each
          resume becomes a new candidate, or joins the candidate with the same e-mail or phone number. Suggestions read from each resume
          wait on the candidate&rsquo;s page for you to accept.
        </p>
        <UploadResumesForm />
        <p>
          <Link href={`${routes.admin}/collections/candidates`}>Back to the candidates</Link>
        </p>
      </div>
    </StaffViewFrame>
  )
}
