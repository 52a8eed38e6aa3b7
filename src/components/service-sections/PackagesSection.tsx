import { Check } from 'lucide-react'

import { SectionFrame, type SectionProps } from './SectionFrame'

/** Packages compared side by side in a real table (name, price, description, included features). */
export function PackagesSection({ section, headingId }: SectionProps<'packages'>) {
  return (
    <SectionFrame heading={section.heading} subheading={section.subheading} headingId={headingId} className="bg-slate-50">
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <p className="mb-3 text-sm text-muted md:hidden">Scroll sideways to compare every column.</p>
      <div
        role="region"
        aria-labelledby={section.heading ? headingId : undefined}
        aria-label={section.heading ? undefined : 'Packages'}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <table className="w-full min-w-[50rem] table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{section.heading || 'Packages'}: price, description and included features</caption>
          <thead className="bg-brand-800 text-white">
            <tr>
              <th scope="col" className="w-[18%] px-5 py-3 font-semibold">
                Package
              </th>
              <th scope="col" className="w-[20%] px-5 py-3 font-semibold">
                Price
              </th>
              <th scope="col" className="w-[27%] px-5 py-3 font-semibold">
                Description
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Included features
              </th>
            </tr>
          </thead>
          <tbody>
            {section.content.map((pkg) => (
              <tr key={pkg.name} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-5 py-4 text-base font-semibold text-ink">
                  {pkg.name}
                </th>
                <td className="px-5 py-4 font-semibold text-brand-700">{pkg.price}</td>
                <td className="px-5 py-4 text-slate-700">{pkg.description}</td>
                <td className="px-5 py-4">
                  <ul className="space-y-1.5">
                    {pkg.features.map((feature) => (
                      <li key={feature} className="flex gap-2 text-slate-700">
                        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionFrame>
  )
}
