import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'

import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { LinkButton } from '@/components/ui/LinkButton'
import { SocialLinks } from '@/components/ui/SocialLinks'
import { formatAddress } from '@/features/content/address'
import { contactChannels } from '@/features/content/contactChannels'
import type { SiteSettings } from '@/features/content/types'
import { mailtoHref, routes } from '@/lib/routes'

import { CopyrightYear } from './CopyrightYear'
import { FooterServices } from './FooterServices'
import { NewsletterForm } from './NewsletterForm'

const companyLinks = [
  { label: 'About', href: routes.about },
  { label: 'Careers', href: routes.careers },
  { label: 'Open Roles', href: routes.jobs },
  { label: 'Industries', href: routes.industries },
  { label: 'Blog', href: routes.blogs },
  { label: 'Case Studies', href: routes.caseStudies },
  { label: 'Engagement Models', href: routes.engagementModels },
  { label: 'FAQs', href: routes.faqs },
  { label: 'Privacy Policy', href: routes.privacy },
  { label: 'Terms of Service', href: routes.terms },
]

export function Footer({ settings }: { settings: SiteSettings }) {
  const { address } = settings
  const { call, whatsApp } = contactChannels(settings)
  return (
    <footer className="bg-slate-900 text-slate-200">
      <section aria-labelledby="footer-cta" className="border-b border-slate-700 bg-brand-800">
        <Container className="flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center">
          <h2 id="footer-cta" className="max-w-xl text-2xl font-bold text-white sm:text-3xl">
            Your next big release starts with the right team.
          </h2>
          <div className="flex flex-wrap gap-3">
            <LinkButton href={routes.contact} variant="light">
              Talk to an Expert
            </LinkButton>
            <LinkButton href={routes.teamUpRequest} variant="accent">
              Request Proposal
            </LinkButton>
          </div>
        </Container>
      </section>
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 text-sm">
          <p className="text-lg font-bold text-white">{settings.companyName}</p>
          <p className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{formatAddress(address)}</span>
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
              <span className="sr-only">Call </span>
              {call.number}
            </a>
          </p>
          {whatsApp && (
            <p className="flex gap-2">
              <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={whatsApp.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                Chat on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
              </a>
            </p>
          )}
          <p className="flex gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{settings.hours}</span>
          </p>
          <SocialLinks
            links={settings.socialLinks}
            label="Social media"
            className="flex gap-2 pt-2"
            linkClassName="inline-flex min-h-9 items-center rounded-full border border-slate-500 px-3 text-xs font-semibold hover:border-white hover:text-white"
          />
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 text-sm font-semibold text-white">
            Services
          </h2>
          <FooterServices />
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-sm font-semibold text-white">
            Company
          </h2>
          <ul className="space-y-2">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-sm text-slate-200 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </Container>
      <div className="border-t border-slate-700">
        <Container className="py-6 text-sm text-slate-400">
          © <CopyrightYear /> {settings.legalName}. All rights reserved.
        </Container>
      </div>
    </footer>
  )
}
