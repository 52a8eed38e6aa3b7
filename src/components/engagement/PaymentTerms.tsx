// Payment methods, subscription terms and the refund rule (spec section 9 and the terms of service).
import { CalendarClock, FileText, Wallet } from 'lucide-react'

import { engagementModelsPage as page } from '@/copy/engagementModels'

const items = [
  { Icon: Wallet, title: page.payment.methodsTitle, text: page.payment.methods },
  { Icon: CalendarClock, title: page.payment.termsTitle, text: page.payment.terms },
  { Icon: FileText, title: page.payment.feesTitle, text: page.payment.fees },
]

export function PaymentTerms() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon aria-hidden className="size-7 text-brand-700" />
          <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  )
}
