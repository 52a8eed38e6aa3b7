// The comparison at a glance: one row per model, linking to its card below.
import type { EngagementModel } from '@/copy/engagementModels'
import { engagementModelsPage as page } from '@/copy/engagementModels'

export function EngagementModelTable({ models }: { models: EngagementModel[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{page.glanceTitle}: each engagement model, its time to start and its starting price</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {page.columns.model}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {page.columns.start}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {page.columns.price}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {models.map((model) => (
            <tr key={model.key}>
              <th scope="row" className="px-3 py-4 font-semibold sm:px-6">
                <a
                  href={`#model-${model.key}`}
                  className="text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {model.name}
                </a>
              </th>
              <td className="px-3 py-4 text-slate-700 sm:px-6">{model.timeToStart}</td>
              <td className="px-3 py-4 text-slate-700 sm:px-6">{model.priceFrom}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
