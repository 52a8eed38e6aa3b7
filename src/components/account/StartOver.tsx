import { FormMessage } from '@/components/forms/fields'
import { Link } from '@/components/ui/Link'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export function StartOver() {
  return (
    <div className="space-y-4">
      <FormMessage tone="error">{messages.resetStartOver}</FormMessage>
      <Link href={routes.forgotPassword} className="font-semibold text-brand-700 underline">
        Start over
      </Link>
    </div>
  )
}
