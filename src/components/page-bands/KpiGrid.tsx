import type { Figure } from '@/copy/types'

/** Headline figures as a description list: the label is the term, the figure its value. */
export function KpiGrid({ kpis }: { kpis: Figure[] }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {kpis.map((kpi) => (
        <div key={kpi.label} className="flex flex-col-reverse rounded-2xl bg-brand-800 p-6 text-white">
          <dt className="mt-2 text-base text-slate-100">{kpi.label}</dt>
          <dd className="text-3xl font-bold tracking-tight">{kpi.value}</dd>
        </div>
      ))}
    </dl>
  )
}
