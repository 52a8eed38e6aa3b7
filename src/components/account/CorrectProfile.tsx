// "Correct your profile" on /account (docs/decisions/privacy.md, "Correction"): the form, or why there is none.
import type { CandidateProfile } from '@/features/privacy/correction'

import { AccountSection } from './AccountSection'
import { CorrectProfileForm } from './CorrectProfileForm'

export function CorrectProfile({ profile }: { profile: CandidateProfile | null }) {
  return (
    <AccountSection id="correct-profile" headingId="correct-heading" title="Correct your profile">
      {profile ? (
        <>
          <p className="mt-2 text-sm text-muted">
            The details of your candidate profile, as our recruiters see them. Change what is wrong and save.
          </p>
          <CorrectProfileForm initial={profile} />
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">We hold no candidate profile for you yet: it is made when you apply for a role.</p>
      )}
    </AccountSection>
  )
}
