// The moving client strip (spec: Home), built from the clients and featured solutions. The second
// copy of the list only makes the loop seamless, so it is hidden from assistive technology and focus. The lists are
// rendered on the server; StripMotion (in the browser) only pauses and resumes them.

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import { SmartImage } from '@/components/ui/SmartImage'
import { clientStrip } from '@/copy/home'

import styles from './ClientStrip.module.css'
import { StripMotion } from './StripMotion'

/** `logo`: a client whose image is its logo (shown alone, named by its alt text); otherwise a picture and a title. */
export type StripItem = { id: string; name: string; image: string | null; href: string | null; logo: boolean }

const chipBase = 'flex min-h-14 items-center gap-3 rounded-full border border-slate-200 bg-white py-2'
/** A logo sits in the middle of its chip; a picture sits at the chip's left edge. */
const chipClass = (logo: boolean) => cn(chipBase, logo ? 'px-5' : 'pr-5 pl-2')

function StripList({ items, copy = false }: { items: StripItem[]; copy?: boolean }) {
  return (
    <ul className={cn(styles.list, copy && styles.copy)} aria-hidden={copy || undefined} inert={copy || undefined}>
      {items.map((item) => {
        const logoSrc = item.logo ? item.image : null
        const showLogo = logoSrc !== null
        // next/image does not optimise SVG (the seed's wordmarks); the file is served as it is.
        const body = showLogo ? (
          <SmartImage
            src={logoSrc}
            alt={item.name}
            width={240}
            height={48}
            unoptimized={logoSrc.endsWith('.svg')}
            className="h-12 w-auto max-w-64 object-contain"
          />
        ) : (
          <>
            <span className="relative size-10 shrink-0 overflow-hidden rounded-full bg-brand-50">
              <SmartImage src={item.image} alt="" fill sizes="40px" className="object-cover" />
            </span>
            <span className="text-sm font-semibold whitespace-nowrap text-ink">{item.name}</span>
          </>
        )
        return (
          <li key={item.id} className="px-2 py-1">
            {item.href ? (
              <Link
                href={item.href}
                // The strip moves every link through the screen: no prefetch of pages a visitor only saw pass by.
                prefetch={false}
                tabIndex={copy ? -1 : undefined}
                className={cn(
                  chipClass(showLogo),
                  'transition hover:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500',
                )}
              >
                {body}
              </Link>
            ) : (
              <span className={chipClass(showLogo)}>{body}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function ClientStrip({ items }: { items: StripItem[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="client-strip-title" className="border-y border-slate-200 bg-white py-10">
      <StripMotion
        title={
          <h2 id="client-strip-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {clientStrip.title}
          </h2>
        }
      >
        <StripList items={items} />
        <StripList items={items} copy />
      </StripMotion>
    </section>
  )
}
