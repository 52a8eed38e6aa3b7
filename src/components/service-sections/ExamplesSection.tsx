import { SectionFrame, type SectionProps } from './SectionFrame'

export function ExamplesSection({ section, headingId }: SectionProps<'examples'>) {
  return (
    <SectionFrame heading={section.heading} subheading={section.subheading} headingId={headingId}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.content.map((example) => (
          <li key={example.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{example.title}</h3>
            {example.description && <p className="mt-2 text-slate-700">{example.description}</p>}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
