import { ArrowRight, Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

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
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ title: contactPage.title, description: contactPage.description, path: routes.contact })

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500'

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold text-muted">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="-mt-3 pl-14 text-base text-ink">{children}</dd>
    </div>
  )
}

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
              <Detail icon={Mail} label={contactPage.detailLabels.email}>
                <a href={mailtoHref(settings.email)} className={linkClass}>
                  {settings.email}
                </a>
              </Detail>
              <Detail icon={Phone} label={contactPage.detailLabels.phone}>
                <a href={call.href} className={linkClass}>
                  <span className="sr-only">Call </span>
                  {call.number}
                </a>
              </Detail>
              {whatsApp && (
                <Detail icon={MessageCircle} label={contactPage.detailLabels.whatsApp}>
                  <a href={whatsApp.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    Chat on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
                  </a>
                  <span className="block text-muted">{whatsApp.number}</span>
                </Detail>
              )}
              <Detail icon={Clock} label={contactPage.detailLabels.hours}>
                {settings.hours}
                <span className="block text-muted">{CONTACT_HOURS_NOTE}</span>
              </Detail>
              <Detail icon={MapPin} label={contactPage.detailLabels.location}>
                <span className="font-semibold">{address.city}</span>
                <span className="block text-muted">{formatAddress(address)}</span>
              </Detail>
            </dl>
            <h3 className="mt-8 text-sm font-semibold text-muted">{contactPage.detailLabels.social}</h3>
            <SocialLinks
              links={settings.socialLinks}
              className="mt-3 flex flex-wrap gap-2"
              linkClassName="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
            />
          </section>
          <nav aria-labelledby="contact-more" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="contact-more" className="text-lg font-bold text-ink">
              {contactPage.moreHeading}
            </h2>
            <ul className="mt-3 space-y-1">
              {contactPage.moreLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={`inline-flex min-h-11 items-center gap-2 ${linkClass}`}>
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
