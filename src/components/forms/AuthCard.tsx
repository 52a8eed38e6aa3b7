import { Fragment, type ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'

/** The line under an account form: a short question and the links that answer it ("New here? Create an account"). */
export type AuthFooter = { prompt: string; links: { href: string; label: string }[] }

/** The frame of the account screens: a heading, a short intro, the form and the way to the neighbouring screens. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: AuthFooter
}) {
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-muted">
            {footer.prompt}{' '}
            {footer.links.map((link, index) => (
              <Fragment key={link.href}>
                {index > 0 && ' · '}
                <Link className="font-semibold text-brand-700 underline" href={link.href}>
                  {link.label}
                </Link>
              </Fragment>
            ))}
          </div>
        )}
      </div>
    </Container>
  )
}
