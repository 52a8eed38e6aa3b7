// "Correct your profile" on /account (docs/decisions/privacy.md, "Correction"): the form, or why there is none.
import type { CandidateProfile } from '@/features/privacy/correction'

import { CorrectProfileForm } from './CorrectProfileForm'

export function CorrectProfile({ profile }: { profile: CandidateProfile | null }) {
  return (
    <section
      id="correct-profile"
      aria-labelledby="correct-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="correct-heading" className="text-xl font-semibold text-ink">
        Correct your profile
      </h2>
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
    </section>
  )
}
