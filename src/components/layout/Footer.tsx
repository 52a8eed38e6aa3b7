import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'

import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { LinkButton } from '@/components/ui/LinkButton'
import { SocialLinks } from '@/components/ui/SocialLinks'
import { contactChannels } from '@/features/content/contactChannels'
import { settingsLang } from '@/features/content/siteSettingsTranslations'
import type { SiteSettings } from '@/features/content/types'
import { contentLang, isTranslatedPath, localizedPath, type Locale } from '@/i18n/locales'
import { mailtoHref, routes } from '@/lib/routes'

import { AddressText } from './AddressText'
import { CopyrightYear } from './CopyrightYear'
import { FooterServices } from './FooterServices'
import type { FooterTexts } from './footerTexts'
import { NewsletterForm } from './NewsletterForm'

const companyLinks = [
  { key: 'about', label: 'About', href: routes.about },
  { key: 'careers', label: 'Careers', href: routes.careers },
  { key: 'jobs', label: 'Open Roles', href: routes.jobs },
  { key: 'industries', label: 'Industries', href: routes.industries },
  { key: 'blog', label: 'Blog', href: routes.blogs },
  { key: 'caseStudies', label: 'Case Studies', href: routes.caseStudies },
  { key: 'engagementModels', label: 'Engagement Models', href: routes.engagementModels },
  { key: 'faqs', label: 'FAQs', href: routes.faqs },
  { key: 'privacy', label: 'Privacy Policy', href: routes.privacy },
  { key: 'terms', label: 'Terms of Service', href: routes.terms },
] as const

/**
 * The footer of every page. On a Marathi or Hindi page (`locale`, `texts`) its fixed texts are in that language, its
 * links to translated pages keep the language's prefix (/mr/jobs, /mr/contact), the others lead to the English page
 * marked `hrefLang="en-IN"`, and `settings` are the language's (the address and hours staff wrote in it; those not
 * written yet are English, marked `lang="en-IN"`). English when left out.
 */
export function Footer({ settings, locale = 'en', texts }: { settings: SiteSettings; locale?: Locale; texts?: FooterTexts }) {
  const { call, whatsApp } = contactChannels(settings)
  const english = contentLang(locale)
  /** The address of an English path on this page's language, and its hrefLang when that page is still English. */
  const to = (href: string) => (isTranslatedPath(href) ? { href: localizedPath(locale, href) } : { href, hrefLang: english })
  return (
    <footer className="bg-slate-900 text-slate-200">
      <section aria-labelledby="footer-cta" className="border-b border-slate-700 bg-brand-800">
        <Container className="flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
          <h2 id="footer-cta" className="max-w-xl text-2xl font-bold text-white sm:text-3xl">
            {texts?.ctaHeading ?? 'Your next big release starts with the right team.'}
          </h2>
          <div className="flex flex-wrap gap-3">
            <LinkButton {...to(routes.contact)} variant="light">
              {texts?.talkToExpert ?? 'Talk to an Expert'}
            </LinkButton>
            <LinkButton {...to(routes.teamUpRequest)} variant="accent">
              {texts?.requestProposal ?? 'Request Proposal'}
            </LinkButton>
          </div>
        </Container>
      </section>
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 text-sm">
          <p className="text-lg font-bold text-white">{settings.companyName}</p>
          <p className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <AddressText settings={settings} />
          </p>
          <p className="flex gap-2">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
            <a href={mailtoHref(settings.email)} className="hover:text-white hover:underline">
              {settings.email}
            </a>
          </p>
          <p className="flex gap-2">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
            <a href={call.href} className="hover:text-white hover:underline">
              <span className="sr-only">{texts?.call ?? 'Call '}</span>
              {call.number}
            </a>
          </p>
          {whatsApp && (
            <p className="flex gap-2">
              <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={whatsApp.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                {texts?.whatsApp ?? 'Chat on WhatsApp'}
                <span className="sr-only">{texts?.whatsAppOpens ?? ' (opens WhatsApp)'}</span>
              </a>
            </p>
          )}
          <p className="flex gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span lang={settingsLang(settings, 'hours')}>{settings.hours}</span>
          </p>
          <SocialLinks
            links={settings.socialLinks}
            label={texts?.socialMedia ?? 'Social media'}
            opensText={texts?.opensNewTab}
            className="flex gap-2 pt-2"
            linkClassName="inline-flex min-h-9 items-center rounded-full border border-slate-500 px-3 text-xs font-semibold hover:border-white hover:text-white"
          />
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 text-sm font-semibold text-white">
            {texts?.services ?? 'Services'}
          </h2>
          {/* The client components get props on a translated page only: the English page's payload stays as it was. */}
          {texts ? (
            <FooterServices texts={{ loading: texts.servicesLoading, failed: texts.servicesFailed }} english={english} />
          ) : (
            <FooterServices />
          )}
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-sm font-semibold text-white">
            {texts?.company ?? 'Company'}
          </h2>
          <ul className="space-y-2">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <Link {...to(link.href)} className="text-sm text-slate-200 hover:text-white hover:underline">
                  {texts?.links[link.key] ?? link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {texts ? <NewsletterForm locale={locale} texts={texts} /> : <NewsletterForm />}
      </Container>
      <div className="border-t border-slate-700">
        <Container className="py-6 text-sm text-slate-400">
          © <CopyrightYear /> {settings.legalName}
          {`. ${texts?.rights ?? 'All rights reserved.'}`}
        </Container>
      </div>
    </footer>
  )
}
