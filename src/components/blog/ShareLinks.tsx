import { Mail, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'

import { shareHrefs, withCampaign } from '@/lib/routes'

// Brand marks drawn inline: lucide no longer ships brand icons, and share buttons must load no third-party script.
const LinkedInIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className="size-4">
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3V9Zm6 0h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.55 4.78 5.85V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.52-2.25 3.1V21H9V9Z" />
  </svg>
)

const XIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className="size-4">
    <path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.6l5.24 6.93 6.06-6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3l13.31 17.41Z" />
  </svg>
)

/**
 * Share this page on LinkedIn, X, WhatsApp or by e-mail, with plain links. With `campaign`, each shared address
 * carries its source (utm_source the network, utm_medium "share", utm_campaign `campaign`), which the lead forms record.
 */
export function ShareLinks({
  url,
  title,
  heading = 'Share this post',
  campaign,
}: {
  url: string
  title: string
  heading?: string
  campaign?: string
}) {
  const hrefs = (source: string) => shareHrefs(campaign ? withCampaign(url, { source, medium: 'share', campaign }) : url, title)
  const items: { label: string; via: string; href: string; icon: ReactNode }[] = [
    { label: 'LinkedIn', via: 'Share on', href: hrefs('linkedin').linkedIn, icon: <LinkedInIcon /> },
    { label: 'X', via: 'Share on', href: hrefs('x').x, icon: <XIcon /> },
    { label: 'WhatsApp', via: 'Share on', href: hrefs('whatsapp').whatsApp, icon: <MessageCircle aria-hidden className="size-4" /> },
    { label: 'Email', via: 'Share by', href: hrefs('email').email, icon: <Mail aria-hidden className="size-4" /> },
  ]
  return (
    <section aria-labelledby="share-title">
      <h2 id="share-title" className="text-sm font-semibold tracking-wide text-ink uppercase">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.label}>
            <a
              href={item.href}
              {...(item.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-700 transition hover:border-brand-700 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              {item.icon}
              <span>
                <span className="sr-only">{item.via} </span>
                {item.label}
                {!item.href.startsWith('mailto:') && <span className="sr-only"> (opens in a new tab)</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
