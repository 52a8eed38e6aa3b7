import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** One line of the contact page's details (e-mail, phone, WhatsApp, hours, location): an icon, its label, the value. */
export function ContactDetail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
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

export const contactLinkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500'

export const socialLinkClass =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500'
