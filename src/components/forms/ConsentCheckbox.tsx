// The unticked consent checkbox (India's DPDP Act) of the talent, job alert and newsletter forms; the server stores the
// time and the privacy notice's version in force with the record. The link leads to the notice in the page's language.
// `required`: the form's own purpose (docs/decisions/privacy.md, "Purposes on the forms"); an optional purpose passes
// `required={false}`, a `name` of its own and its whole `label`.
import { useId } from 'react'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import { localizedPath, type Locale } from '@/i18n/locales'
import { routes } from '@/lib/routes'

export function ConsentCheckbox({
  purpose,
  tone = 'light',
  checked,
  onChange,
  locale = 'en',
  name = 'consent',
  required = true,
  label,
  linkText = 'privacy policy',
  afterLink = '.',
}: {
  purpose: string
  tone?: 'light' | 'dark'
  checked?: boolean
  onChange?: (checked: boolean) => void
  locale?: Locale
  name?: string
  required?: boolean
  /** The words before the link (default: "I agree that my details are used {purpose}, as described in the"). */
  label?: string
  /** The link's words and what follows it, in the page's language (a Marathi or Hindi sentence ends after the link). */
  linkText?: string
  afterLink?: string
}) {
  const id = useId()
  const controlled = checked !== undefined
  return (
    <div className={cn('flex items-start gap-2 text-sm', tone === 'dark' ? 'text-slate-200' : 'text-ink')}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value="true"
        required={required}
        {...(controlled ? { checked, onChange: (event) => onChange?.(event.target.checked) } : {})}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id}>
        {label ?? `I agree that my details are used ${purpose}, as described in the`}{' '}
        <Link
          href={localizedPath(locale, routes.privacy)}
          hrefLang={locale === 'en' ? undefined : locale}
          className={cn('font-semibold underline underline-offset-2', tone === 'dark' ? 'text-white' : 'text-brand-700')}
        >
          {linkText}
        </Link>
        {afterLink}
      </label>
    </div>
  )
}
