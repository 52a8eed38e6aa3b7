import { Container } from '@/components/ui/Container'
import { messages } from '@/lib/messages'

/** Shown while a category is rendered for the first time. */
export default function CategoryLoading() {
  return (
    <Container className="py-24">
      <p role="status" className="flex items-center justify-center gap-3 text-lg text-muted">
        <span aria-hidden className="size-5 rounded-full border-2 border-brand-700 border-t-transparent motion-safe:animate-spin" />
        {messages.categoryLoading}
      </p>
    </Container>
  )
}
