// "Correct your profile" on /account (docs/decisions/privacy.md, "Correction"): the form, or why there is none.
import type { CandidateProfile } from '@/features/privacy/correctionSchema'

import { accountPrivacyLabels, type AccountPrivacyLabels } from './accountPrivacyTexts'
import { AccountSection } from './AccountSection'
import { CorrectProfileForm } from './CorrectProfileForm'

/** `labels`: the texts in the page's language (a Marathi or Hindi page); the English page passes none. */
export function CorrectProfile({
  profile,
  labels = accountPrivacyLabels,
}: {
  profile: CandidateProfile | null
  labels?: AccountPrivacyLabels
}) {
  return (
    <AccountSection id="correct-profile" headingId="correct-heading" title={labels.correctTitle}>
      {profile ? (
        <>
          <p className="mt-2 text-sm text-muted">{labels.correctIntro}</p>
          <CorrectProfileForm initial={profile} labels={labels} />
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">{labels.correctNoProfile}</p>
      )}
    </AccountSection>
  )
}
