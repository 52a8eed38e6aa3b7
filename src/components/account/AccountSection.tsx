// The card every section of /account sits in (src/app/(localized)/_pages/account.tsx and CorrectProfile).
import type { ReactNode } from 'react'

/** One section of the account page: a card with its heading, which names it for assistive technology. */
export function AccountSection({
  id,
  headingId,
  title,
  danger = false,
  children,
}: {
  id?: string
  headingId: string
  title: ReactNode
  danger?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border ${danger ? 'border-red-200' : 'border-slate-200'} bg-white p-6 shadow-sm sm:p-8`}
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}
