import { mailtoHref, telHref } from '@/lib/routes'

export const privacyLinkClass =
  'font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-accent-500'

/** The Grievance Officer's e-mail and phone from Site settings, or `noContact` (in the page's language) when neither is set. */
export function GrievanceContact({ officer, noContact }: { officer: { email: string | null; phone: string | null }; noContact: string }) {
  if (!officer.email && !officer.phone) return <p className="mt-3 text-base text-slate-700">{noContact}</p>
  return (
    <p className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
      {officer.email && (
        <a href={mailtoHref(officer.email)} className={privacyLinkClass}>
          {officer.email}
        </a>
      )}
      {officer.phone && (
        <a href={telHref(officer.phone)} className={privacyLinkClass}>
          {officer.phone}
        </a>
      )}
    </p>
  )
}
