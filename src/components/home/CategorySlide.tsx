// One category's slide in the home carousel (CategoryCarousel), rendered on the server: the carousel in the browser only
// moves the slides, so their pictures, texts and links need no browser code.
import { ArrowRight } from 'lucide-react'

import { Link } from '@/components/ui/Link'
import { SmartImage } from '@/components/ui/SmartImage'
import type { CategorySummary } from '@/features/content/types'
import { categoryHref } from '@/lib/routes'

export function CategorySlide({ category, index, count }: { category: CategorySummary; index: number; count: number }) {
  return (
    <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white md:grid-cols-2">
      <div className="relative aspect-[16/10] bg-brand-50 md:aspect-auto md:min-h-80">
        <SmartImage src={category.image} alt="" fill sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" />
      </div>
      <div className="flex flex-col justify-center gap-4 p-8 sm:p-10">
        <p className="text-sm font-semibold text-brand-700">
          Pillar {index + 1} of {count}
        </p>
        <h3 className="text-2xl font-bold text-ink sm:text-3xl">{category.name}</h3>
        <p className="text-base leading-7 text-muted">{category.description}</p>
        <Link
          href={categoryHref(category)}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          View {category.name} Services
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </div>
  )
}
