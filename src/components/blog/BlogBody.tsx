import { Quote } from 'lucide-react'

import type { BlogBodyPart } from '@/features/content/blogBody'

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="space-y-5">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  )
}

const headingClass = 'text-2xl font-semibold tracking-tight text-ink'

function Part({ part, id }: { part: BlogBodyPart; id: string }) {
  switch (part.kind) {
    case 'plain':
      return <Paragraphs paragraphs={part.paragraphs} />
    case 'highlight':
      return (
        <figure aria-labelledby={id} className="rounded-2xl border-l-4 border-accent-500 bg-brand-50 p-6 sm:p-8">
          <Quote aria-hidden className="size-7 text-brand-700" />
          <h2 id={id} className="mt-3 text-xl font-semibold text-brand-900">
            {part.heading}
          </h2>
          <blockquote className="mt-3 text-slate-800">
            <Paragraphs paragraphs={part.paragraphs} />
          </blockquote>
        </figure>
      )
    case 'conclusion':
      return (
        <>
          <hr className="border-slate-200" />
          <section aria-labelledby={id}>
            <h2 id={id} className={headingClass}>
              {part.heading}
            </h2>
            <div className="mt-4">
              <Paragraphs paragraphs={part.paragraphs} />
            </div>
          </section>
        </>
      )
    case 'section':
      return (
        <section aria-labelledby={id}>
          <h2 id={id} className={headingClass}>
            {part.heading}
          </h2>
          <div className="mt-4">
            <Paragraphs paragraphs={part.paragraphs} />
          </div>
        </section>
      )
  }
}

/** A post's body as split by splitBlogBody: plain text, sections, quote boxes and a conclusion after a divider. */
export function BlogBody({ parts }: { parts: BlogBodyPart[] }) {
  return (
    <div className="space-y-10 text-lg leading-8 text-slate-700">
      {parts.map((part, index) => (
        <Part key={index} part={part} id={`post-part-${index}`} />
      ))}
    </div>
  )
}
