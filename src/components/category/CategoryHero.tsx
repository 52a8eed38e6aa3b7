import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { SmartImage } from '@/components/ui/SmartImage'
import type { Crumb } from '@/features/content/breadcrumbs'
import type { Category } from '@/features/content/types'

/** heroHeadline (else the name), heroSubtext (else the description), the call-to-action links and an optional image. */
export function CategoryHero({ category, trail }: { category: Category; trail: Crumb[] }) {
  return (
    <section aria-labelledby="category-title" className="bg-brand-50">
      <Container className="py-10 sm:py-14">
        <Breadcrumbs trail={trail} />
        <div className={category.image ? 'mt-8 grid items-center gap-10 lg:grid-cols-2' : 'mt-8'}>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{category.name}</p>
            <h1 id="category-title" className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
              {category.heroHeadline || category.name}
            </h1>
            <p className="mt-5 text-lg text-slate-700">{category.heroSubtext || category.description}</p>
            {category.heroCTAs.length > 0 && (
              <div className="mt-8 flex flex-wrap gap-3">
                {category.heroCTAs.map((cta, index) => (
                  <LinkButton key={`${cta.link}-${cta.text}`} href={cta.link} variant={index === 0 ? 'primary' : 'secondary'}>
                    {cta.text}
                  </LinkButton>
                ))}
              </div>
            )}
          </div>
          {category.image && (
            <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-white shadow-sm">
              <SmartImage src={category.image} alt="" fill priority sizes="(min-width: 1024px) 36rem, 100vw" className="object-cover" />
            </div>
          )}
        </div>
      </Container>
    </section>
  )
}
