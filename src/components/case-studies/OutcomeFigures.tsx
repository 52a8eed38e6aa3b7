import { outcomeTexts, type CaseStudyOutcomes } from '@/copy/caseStudyOutcomes'

/** A case study's measured outcomes as large numbers, with a note when the figures are illustrative. */
export function OutcomeFigures({ outcomes }: { outcomes: CaseStudyOutcomes }) {
  return (
    <div className="mb-12">
      <h3 id="outcomes-title" className="text-2xl font-bold text-ink">
        {outcomeTexts.title}
        <span className="mt-1 block text-base font-normal text-muted">{outcomes.basis}</span>
      </h3>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {outcomes.figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse justify-end rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <dt className="mt-3 text-base text-slate-700">
              <span className="block font-semibold text-ink">{figure.label}</span>
              {figure.detail}
            </dt>
            <dd className="text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {outcomes.illustrative && (
        <p data-testid="outcomes-illustrative" className="mt-4 text-sm text-muted">
          <span aria-hidden>* </span>
          {outcomeTexts.illustrativeNote}
        </p>
      )}
    </div>
  )
}
