import type { Metadata } from 'next'

import { BlogDate } from '@/components/blog/BlogDate'
import { TalentApplicationForm } from '@/components/leads/TalentApplicationForm'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { requireMember } from '@/features/accounts/pageGuards'
import { talentDefaults } from '@/features/leads/talentDefaults'
import { isOpenAtRender } from '@/features/openings/filter'
import { messages } from '@/lib/messages'
import { getOpeningBySlug } from '@/features/openings/queries'
import { myApplicationFor } from '@/features/pipeline/candidate'
import { jobHref, routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...translatedPageMetadata({
    title: 'Join our talent network',
    description: 'Apply to the Pune Talent Works network: training, micro-internships and placements with startups and small firms.',
    path: '/join-as-talent',
  }),
  robots: { index: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Members only: the server sends a visitor to /login, and back here after logging in. With `?role={slug}` of an open
 * role the form names the role and the application is stored for it (docs/decisions/openings.md); any other role is a general application.
 */
export default async function JoinAsTalentPage({ searchParams }: Props) {
  const { role: roleParam } = await searchParams
  const slug = typeof roleParam === 'string' ? roleParam.slice(0, 100) : ''
  const member = await requireMember(slug ? `${routes.joinAsTalent}?role=${encodeURIComponent(slug)}` : routes.joinAsTalent)
  const found = slug ? await getOpeningBySlug(slug) : null
  const role = found && isOpenAtRender(found) ? found : null
  // A member who already applied for this role sees that application, not a form the server would refuse.
  const applied = role ? await myApplicationFor(member, role._id) : null
  return (
    <Container className="grid gap-10 py-16 lg:grid-cols-[1fr_1.4fr]">
      {role ? (
        <SectionHeading
          as="h1"
          eyebrow="Apply for a role"
          title={role.title}
          intro={`${role.summary} Tell us about yourself and upload your resume; we verify every application within 24–48 hours.`}
        />
      ) : (
        <SectionHeading
          as="h1"
          eyebrow="For talent"
          title="Join our talent network"
          intro="Students, women returning to work, young professionals and gig workers: tell us about yourself and upload your resume. Micro-internships run 4–12 weeks, and we verify every application within 24–48 hours."
        />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {slug && !role && (
          <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {messages.roleUnknown}{' '}
            <Link href={routes.jobs} className="font-semibold underline">
              See open roles
            </Link>
            , or send a general application below.
          </p>
        )}
        {role && (
          <p className="mb-6 text-sm text-muted">
            Applying for{' '}
            <Link href={jobHref(role.slug)} className="font-semibold text-brand-700 underline">
              {role.title}
            </Link>{' '}
            ({role.pillar.name}, {role.location}).
          </p>
        )}
        {applied ? (
          <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink">
            You applied on <BlogDate value={applied.appliedAt} /> · Status: <strong>{applied.stage}</strong>.{' '}
            <Link href={`${routes.account}#my-applications`} className="font-semibold text-brand-700 underline">
              See My applications
            </Link>
          </p>
        ) : (
          <TalentApplicationForm defaults={talentDefaults(member)} role={role ? { slug: role.slug, title: role.title } : undefined} />
        )}
      </div>
    </Container>
  )
}
