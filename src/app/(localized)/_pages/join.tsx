import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BlogDate } from '@/components/blog/BlogDate'
import { TalentApplicationForm } from '@/components/leads/TalentApplicationForm'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { requireMember } from '@/features/accounts/pageGuards'
import { talentDefaults } from '@/features/leads/talentDefaults'
import { isOpenAtRender } from '@/features/openings/filter'
import { getOpeningBySlug } from '@/features/openings/queries'
import { inEnglish } from '@/features/openings/translations'
import { myApplicationFor } from '@/features/pipeline/candidate'
import { defaultLocale, localePrefix, localizedPath, type Locale } from '@/i18n/locales'
import { jobHref, routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { talentFormTexts } from './talentFormTexts'

export async function joinMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Join' })
  return {
    ...translatedPageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: routes.joinAsTalent }, locale),
    robots: { index: false },
  }
}

/** Where the role's summary goes in the intro sentence. */
const SUMMARY_MARK = '\u0000summary\u0000'

/** The intro sentence with the role's summary in it, a summary still in English marked `lang="en-IN"` on a Marathi or Hindi page. */
function roleIntro(sentence: string, summary: string, lang: 'en-IN' | undefined): ReactNode {
  const [before = '', after = ''] = sentence.split(SUMMARY_MARK)
  if (!lang) return `${before}${summary}${after}`
  return (
    <>
      {before}
      <span lang={lang}>{summary}</span>
      {after}
    </>
  )
}

/**
 * /join-as-talent, in English and under /mr and /hi: members only (the server sends a visitor to /login, and back here
 * after logging in). With `?role={slug}` of an open role the form names the role and the application is stored for it
 * (docs/decisions/openings.md); any other role is a general application. In Marathi and Hindi the headings and notices
 * are translated, and so is the form (its labels, hints, buttons and the browser's checks; talentFormTexts.ts), with a
 * note that answers may be written in any of the three languages.
 */
export async function JoinPage({ locale, roleParam }: { locale: Locale; roleParam: string | string[] | undefined }) {
  setRequestLocale(locale)
  const slug = typeof roleParam === 'string' ? roleParam.slice(0, 100) : ''
  const page = localizedPath(locale, routes.joinAsTalent)
  const member = await requireMember(slug ? `${page}?role=${encodeURIComponent(slug)}` : page)
  const [t, found, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Join' }),
    slug ? getOpeningBySlug(slug, locale) : null,
    talentFormTexts(locale),
  ])
  const role = found && isOpenAtRender(found) ? found : null
  // A member who already applied for this role sees that application, not a form the server would refuse.
  const applied = role ? await myApplicationFor(member, role._id, locale) : null
  const form = (
    <TalentApplicationForm
      defaults={talentDefaults(member)}
      role={role ? { slug: role.slug, title: role.title } : undefined}
      locale={locale}
      texts={texts}
    />
  )
  return (
    <Container className="grid gap-10 py-16 lg:grid-cols-[1fr_1.4fr]">
      {role ? (
        <SectionHeading
          as="h1"
          eyebrow={t('roleEyebrow')}
          title={inEnglish(role, 'title') ? <span lang={inEnglish(role, 'title')}>{role.title}</span> : role.title}
          intro={roleIntro(t('roleIntro', { summary: SUMMARY_MARK }), role.summary, inEnglish(role, 'summary'))}
        />
      ) : (
        <SectionHeading as="h1" eyebrow={t('talentEyebrow')} title={t('title')} intro={t('talentIntro')} />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {slug && !role && (
          <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {t.rich('roleUnknown', {
              link: (chunks) => (
                <Link href={localizedPath(locale, routes.jobs)} className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        {role && (
          <p className="mb-6 text-sm text-muted">
            {t.rich('applyingFor', {
              title: role.title,
              pillar: role.pillar.name,
              location: role.location,
              link: (chunks) => (
                <Link href={jobHref(role.slug, localePrefix(locale))} className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        {applied ? (
          <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-ink">
            {t.rich('applied', {
              stage: applied.stage,
              date: () => <BlogDate value={applied.appliedAt} locale={locale} />,
              strong: (chunks) => <strong>{chunks}</strong>,
              link: (chunks) => (
                <Link href={`${localizedPath(locale, routes.account)}#my-applications`} className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : locale === defaultLocale ? (
          form
        ) : (
          <>
            <p className="mb-6 text-sm text-muted">{t('answerAnyLanguage')}</p>
            {form}
          </>
        )}
      </div>
    </Container>
  )
}
