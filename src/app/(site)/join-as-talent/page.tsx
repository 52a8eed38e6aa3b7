import type { Metadata } from 'next'

import { TalentApplicationForm } from '@/components/leads/TalentApplicationForm'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { requireMember } from '@/features/accounts/guards'
import { talentDefaults } from '@/features/leads/talentDefaults'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Join our talent network',
    description: 'Apply to the Pune Talent Works network: training, micro-internships and placements with startups and small firms.',
    path: '/join-as-talent',
  }),
  robots: { index: false },
}

/** Members only: the server sends a visitor to /login, and back here after logging in. */
export default async function JoinAsTalentPage() {
  const member = await requireMember(routes.joinAsTalent)
  return (
    <Container className="grid gap-10 py-16 lg:grid-cols-[1fr_1.4fr]">
      <SectionHeading
        as="h1"
        eyebrow="For talent"
        title="Join our talent network"
        intro="Students, women returning to work, young professionals and gig workers: tell us about yourself and upload your resume. Micro-internships run 4–12 weeks, and we verify every application within 24–48 hours."
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <TalentApplicationForm defaults={talentDefaults(member)} />
      </div>
    </Container>
  )
}
