import { ArrowRight, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { ContactDetail, contactLinkClass, socialLinkClass } from '@/components/contact/ContactDetail'
import { ContactForm } from '@/components/contact/ContactForm'
import { PageHero } from '@/components/page-bands/PageHero'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { SocialLinks } from '@/components/ui/SocialLinks'
import type { LocalizedContact } from '@/copy/localized'
import { AddressText } from '@/components/layout/AddressText'
import { contactChannels } from '@/features/content/contactChannels'
import { getSiteSettings, getSiteSettingsIn } from '@/features/content/queries'
import { settingsLang } from '@/features/content/siteSettingsTranslations'
import { type Locale, type TranslatedLocale } from '@/i18n/locales'
import { mailtoHref, routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { contactFormTexts } from './contactFormTexts'

export function localizedContactMetadata(locale: TranslatedLocale, copy: LocalizedContact): Metadata {
  return translatedPageMetadata({ title: copy.title, description: copy.description, path: routes.contact }, locale)
}

/**
 * /contact, /mr/contact and /hi/contact: the page with its texts in the language (`copy`: English from
 * src/copy/contact.ts, or src/copy/mr or src/copy/hi, imported by that language's route only). The details come from
 * the site settings, the hours and the address in the page's language where staff wrote them (otherwise English,
 * marked `lang="en-IN"`), and the message form gets its texts in the language (`contactFormTexts`; the contact API answers in the language the form
 * sends as Accept-Language). docs/decisions/languages.md.
 */
export async function ContactPage({ locale, copy }: { locale: Locale; copy: LocalizedContact }) {
  setRequestLocale(locale)
  const [settings, formTexts] = await Promise.all([
    locale === 'en' ? getSiteSettings() : getSiteSettingsIn(locale),
    contactFormTexts(locale),
  ])
  const { call, whatsApp } = contactChannels(settings)
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.headline} intro={copy.intro} />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-10">
          <section aria-labelledby="contact-details">
            <h2 id="contact-details" className="text-2xl font-bold text-ink">
              {copy.detailsHeading}
            </h2>
            <dl className="mt-6 space-y-5">
              <ContactDetail icon={Mail} label={copy.detailLabels.email}>
                <a href={mailtoHref(settings.email)} className={contactLinkClass}>
                  {settings.email}
                </a>
              </ContactDetail>
              <ContactDetail icon={Phone} label={copy.detailLabels.phone}>
                <a href={call.href} className={contactLinkClass}>
                  <span className="sr-only">{copy.callPrefix}</span>
                  {call.number}
                </a>
              </ContactDetail>
              {whatsApp && (
                <ContactDetail icon={MessageCircle} label={copy.detailLabels.whatsApp}>
                  <a href={whatsApp.href} target="_blank" rel="noopener noreferrer" className={contactLinkClass}>
                    {copy.whatsAppText}
                    <span className="sr-only">{copy.whatsAppOpens}</span>
                  </a>
                  <span className="block text-muted">{whatsApp.number}</span>
                </ContactDetail>
              )}
              <ContactDetail icon={Clock} label={copy.detailLabels.hours}>
                <span lang={settingsLang(settings, 'hours')}>{settings.hours}</span>
                <span className="block text-muted">{copy.hoursNote}</span>
              </ContactDetail>
              <ContactDetail icon={MapPin} label={copy.detailLabels.location}>
                <span className="font-semibold" lang={settingsLang(settings, 'city')}>
                  {settings.address.city}
                </span>
                <AddressText settings={settings} className="block text-muted" />
              </ContactDetail>
            </dl>
            <h3 className="mt-8 text-sm font-semibold text-muted">{copy.detailLabels.social}</h3>
            <SocialLinks links={settings.socialLinks} className="mt-3 flex flex-wrap gap-2" linkClassName={socialLinkClass} />
          </section>
          <nav aria-labelledby="contact-more" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="contact-more" className="text-lg font-bold text-ink">
              {copy.moreHeading}
            </h2>
            <ul className="mt-3 space-y-1">
              {copy.moreLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} hrefLang={link.hrefLang} className={`inline-flex min-h-11 items-center gap-2 ${contactLinkClass}`}>
                    {link.text}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <section aria-labelledby="contact-form" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:self-start">
          <h2 id="contact-form" className="text-2xl font-bold text-ink">
            {copy.formHeading}
          </h2>
          <p className="mt-2 text-base text-muted">{copy.formIntro}</p>
          <div className="mt-6">
            {/* No prop at all in English: the page's payload stays as it was. */}
            {formTexts ? <ContactForm texts={formTexts} /> : <ContactForm />}
          </div>
        </section>
      </Container>
    </>
  )
}
