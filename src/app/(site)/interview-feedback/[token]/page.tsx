// The client contact's feedback page (docs/decisions/interviews.md), opened from the feedback e-mail's
// signed link: no login needed, the link names the interview and the contact.
import type { Metadata } from 'next'

import { FeedbackForm } from '@/components/interviews/FeedbackForm'
import { FormMessage } from '@/components/forms/fields'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { viewFeedback } from '@/features/interviews'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Interview feedback', robots: { index: false, follow: false } }

export default async function InterviewFeedbackPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token)
  const found = await viewFeedback(await getPayloadClient(), token)
  return (
    <Container className="max-w-2xl py-10 sm:py-16">
      <SectionHeading
        as="h1"
        title="Interview feedback"
        intro={
          found.ok ? `${found.value.title}: ${found.value.candidateName}${found.value.when ? `, ${found.value.when}` : ''}.` : undefined
        }
      />
      <div className="mt-8">
        {found.ok ? <FeedbackForm token={token} initial={found.value} /> : <FormMessage tone="error">{found.refusal.msg}</FormMessage>}
      </div>
    </Container>
  )
}
