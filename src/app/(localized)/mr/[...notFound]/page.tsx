import { notFound } from 'next/navigation'

// Any other address under /mr: this language's 404 (pages not translated yet are reached from the header's links).
export default function CatchAll() {
  notFound()
}
