import { Container } from '@/components/ui/Container'
import { messages } from '@/lib/messages'

export default function BlogPostLoading() {
  return (
    <Container className="max-w-3xl py-24">
      <p role="status" className="text-center text-lg text-muted">
        {messages.blogLoading}
      </p>
    </Container>
  )
}
