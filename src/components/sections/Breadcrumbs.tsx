import Link from 'next/link'

export type Crumb = { name: string; path: string }

/** Visible trail for detail pages; the same items feed the BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-200">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const current = index === items.length - 1
          return (
            <li key={item.path} className="flex items-center gap-2">
              {current ? (
                <span aria-current="page" className="font-semibold text-white">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    href={item.path}
                    className="underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    {item.name}
                  </Link>
                  <span aria-hidden>/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
