import type { Metadata } from 'next'

import { TeamUpForm } from '@/components/leads/TeamUpForm'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Request a team',
  description: 'Tell us the roles and skills you need. We reply within one working day with a team proposal.',
  path: '/team-up-request',
})

export default function TeamUpRequestPage() {
  return (
    <Container className="grid gap-10 py-16 lg:grid-cols-[1fr_1.4fr]">
      <div>
        <SectionHeading
          as="h1"
          eyebrow="For businesses"
          title="Build your team with us"
          intro="Contract staff, permanent hires, a dedicated development pod or an AI project team: describe what you need and a Pune-based specialist will come back with a plan, usually within one working day."
        />
        <ul className="mt-6 list-disc space-y-2 pl-5 text-muted">
          <li>Verified candidates, screened in 24–48 hours</li>
          <li>Onboarding from 1 day to 6 months, to your timeline</li>
          <li>Pay by UPI, RTGS, NEFT, cash, cheque or demand draft</li>
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <TeamUpForm />
      </div>
    </Container>
  )
}
