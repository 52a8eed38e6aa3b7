// The candidate's booking page (docs/decisions/interviews.md): opened from the e-mail's signed link, no
// account needed. It lists the offered times in India time with the date written out; choosing one books it.
import type { Metadata } from 'next'

import { BookingForm } from '@/components/interviews/BookingForm'
import { FormMessage } from '@/components/forms/fields'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { viewBooking } from '@/features/interviews'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your interview', robots: { index: false, follow: false } }

export default async function InterviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const found = await viewBooking(await getPayloadClient(), decodeURIComponent(token))
  if (!found.ok)
    return (
      <Container className="max-w-2xl py-16">
        <SectionHeading as="h1" title="Your interview" />
        <div className="mt-8">
          <FormMessage tone="error">{found.refusal.msg}</FormMessage>
        </div>
      </Container>
    )
  const view = found.value
  return (
    <Container className="max-w-2xl py-10 sm:py-16">
      <SectionHeading
        as="h1"
        title={view.status === 'proposed' ? 'Choose your interview time' : 'Your interview'}
        intro={`${view.title}. Hello ${view.candidateName}: all times are India time (IST).`}
      />
      {(view.place || view.videoLink) && (
        <dl className="mt-6 space-y-2 text-slate-800">
          {view.place && (
            <div>
              <dt className="font-semibold">Place</dt>
              <dd>{view.place}</dd>
            </div>
          )}
          {view.videoLink && (
            <div>
              <dt className="font-semibold">Video call</dt>
              <dd className="break-all">{view.videoLink}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="mt-8">
        <BookingForm token={decodeURIComponent(token)} initial={view} />
      </div>
    </Container>
  )
}
