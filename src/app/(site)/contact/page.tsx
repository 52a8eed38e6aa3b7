import { ArrowRight, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'

import { ContactDetail, contactLinkClass, socialLinkClass } from '@/components/contact/ContactDetail'
import { ContactForm } from '@/components/contact/ContactForm'
import { PageHero } from '@/components/page-bands/PageHero'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { SocialLinks } from '@/components/ui/SocialLinks'
import { contactPage } from '@/copy/contact'
import { formatAddress } from '@/features/content/address'
import { contactChannels } from '@/features/content/contactChannels'
import { getSiteSettings } from '@/features/content/queries'
import { mailtoHref, routes } from '@/lib/routes'
import { CONTACT_HOURS_NOTE } from '@/lib/constants'
import { translatedPageMetadata } from '@/lib/seo'

// Also in Marathi and Hindi (/mr/contact, /hi/contact; docs/decisions/languages.md): the same alternates in <head>.
export const metadata = translatedPageMetadata({ title: contactPage.title, description: contactPage.description, path: routes.contact })

export default async function ContactPage() {
  const settings = await getSiteSettings()
  const { address } = settings
  const { call, whatsApp } = contactChannels(settings)
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.headline} intro={contactPage.intro} />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-10">
          <section aria-labelledby="contact-details">
            <h2 id="contact-details" className="text-2xl font-bold text-ink">
              {contactPage.detailsHeading}
            </h2>
            <dl className="mt-6 space-y-5">
              <ContactDetail icon={Mail} label={contactPage.detailLabels.email}>
                <a href={mailtoHref(settings.email)} className={contactLinkClass}>
                  {settings.email}
                </a>
              </ContactDetail>
              <ContactDetail icon={Phone} label={contactPage.detailLabels.phone}>
                <a href={call.href} className={contactLinkClass}>
                  <span className="sr-only">Call </span>
                  {call.number}
                </a>
              </ContactDetail>
              {whatsApp && (
                <ContactDetail icon={MessageCircle} label={contactPage.detailLabels.whatsApp}>
                  <a href={whatsApp.href} target="_blank" rel="noopener noreferrer" className={contactLinkClass}>
                    Chat on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
                  </a>
                  <span className="block text-muted">{whatsApp.number}</span>
                </ContactDetail>
              )}
              <ContactDetail icon={Clock} label={contactPage.detailLabels.hours}>
                {settings.hours}
                <span className="block text-muted">{CONTACT_HOURS_NOTE}</span>
              </ContactDetail>
              <ContactDetail icon={MapPin} label={contactPage.detailLabels.location}>
                <span className="font-semibold">{address.city}</span>
                <span className="block text-muted">{formatAddress(address)}</span>
              </ContactDetail>
            </dl>
            <h3 className="mt-8 text-sm font-semibold text-muted">{contactPage.detailLabels.social}</h3>
            <SocialLinks links={settings.socialLinks} className="mt-3 flex flex-wrap gap-2" linkClassName={socialLinkClass} />
          </section>
          <nav aria-labelledby="contact-more" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="contact-more" className="text-lg font-bold text-ink">
              {contactPage.moreHeading}
            </h2>
            <ul className="mt-3 space-y-1">
              {contactPage.moreLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={`inline-flex min-h-11 items-center gap-2 ${contactLinkClass}`}>
                    {link.text}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <section aria-labelledby="contact-form" className="rounded-3xl lg:self-start border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form" className="text-2xl font-bold text-ink">
            {contactPage.formHeading}
          </h2>
          <p className="mt-2 text-base text-muted">{contactPage.formIntro}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </Container>
    </>
  )
}
