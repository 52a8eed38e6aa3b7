// A candidate's values marked "from resume" (docs/decisions/talent-pool.md, "Resumes read"): a save that changes one
// of them by hand (the admin's form, the API) takes its mark away. The server's own writes (a recruiter's accept,
// the resume reader's suggestions) say so in the context and set `fromResume` themselves.
import type { CollectionBeforeChangeHook } from 'payload'

import { keepFromResume, type CandidateProfile } from '@/features/candidates/profileSuggestions'
import { RESUME_SUGGESTIONS_CONTEXT } from '@/features/candidates/readResume'

export const dropFromResumeOnEdit: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !originalDoc || context?.[RESUME_SUGGESTIONS_CONTEXT]) return data
  const previous = originalDoc as CandidateProfile
  if (!Array.isArray(previous.fromResume) || !previous.fromResume.length) return data
  return { ...data, fromResume: keepFromResume(previous, data as CandidateProfile) }
}
