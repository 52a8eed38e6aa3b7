// The page an e-mail link opens (/unsubscribe, /subscribe/confirm): what pressing the button will do, and the button.
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

import { EmailLinkAction, type EmailLinkTexts } from './EmailLinkAction'

type Props = {
  title: string
  intro: string
  /** The link's `token` query value (anything else, or none, shows the invalid-link text). */
  token: string | string[] | undefined
  endpoint: string
  texts: EmailLinkTexts
}

export function EmailLinkPage({ title, intro, token, endpoint, texts }: Props) {
  return (
    <Container className="max-w-2xl py-16">
      <SectionHeading as="h1" title={title} intro={intro} />
      <div className="mt-8">
        <EmailLinkAction token={typeof token === 'string' ? token : ''} endpoint={endpoint} texts={texts} />
      </div>
    </Container>
  )
}
