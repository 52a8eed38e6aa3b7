import { FormMessage } from '@/components/forms/fields'
import { Link } from '@/components/ui/Link'
import { messages } from '@/lib/messages'
import { localizedPath } from '@/i18n/locales'
import { routes } from '@/lib/routes'

import { labelsOf, say, type AccountFormTexts } from './formTexts'

export function StartOver({ texts }: { texts?: AccountFormTexts }) {
  return (
    <div className="space-y-4">
      <FormMessage tone="error">{say(texts, messages.resetStartOver)}</FormMessage>
      <Link href={localizedPath(texts?.locale ?? 'en', routes.forgotPassword)} className="font-semibold text-brand-700 underline">
        {labelsOf(texts).startOver}
      </Link>
    </div>
  )
}
