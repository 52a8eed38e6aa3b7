// The unticked consent checkbox (India's DPDP Act) of the talent and newsletter forms; the server stores the time
// and CONSENT_VERSION with the record.
import { useId } from 'react'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import { routes } from '@/lib/routes'

export function ConsentCheckbox({
  purpose,
  tone = 'light',
  checked,
  onChange,
}: {
  purpose: string
  tone?: 'light' | 'dark'
  checked?: boolean
  onChange?: (checked: boolean) => void
}) {
  const id = useId()
  const controlled = checked !== undefined
  return (
    <div className={cn('flex items-start gap-2 text-sm', tone === 'dark' ? 'text-slate-200' : 'text-ink')}>
      <input
        id={id}
        type="checkbox"
        name="consent"
        value="true"
        required
        {...(controlled ? { checked, onChange: (event) => onChange?.(event.target.checked) } : {})}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id}>
        I agree that my details are used {purpose}, as described in the{' '}
        <Link
          href={routes.privacy}
          className={cn('font-semibold underline underline-offset-2', tone === 'dark' ? 'text-white' : 'text-brand-700')}
        >
          privacy policy
        </Link>
        .
      </label>
    </div>
  )
}
