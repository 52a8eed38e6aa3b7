import type { ComponentProps } from 'react'

import { Link } from './Link'
import { cn } from './cn'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'accent' | 'outlineLight'

export const buttonClass = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800',
    variant === 'secondary' && 'border border-brand-700 text-brand-700 hover:bg-brand-50',
    variant === 'ghost' && 'text-brand-700 underline-offset-4 hover:underline',
    variant === 'light' && 'bg-white text-brand-800 hover:bg-brand-50',
    variant === 'accent' && 'bg-accent-500 text-ink hover:bg-amber-400',
    variant === 'outlineLight' && 'border border-white text-white hover:bg-white/10',
    className,
  )

/** A link styled as a button. External links (http…) open normally with rel=noopener. */
export function LinkButton({
  variant = 'primary',
  className,
  href,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; href: string }) {
  const external = /^https?:\/\//.test(href)
  return <Link href={href} className={buttonClass(variant, className)} {...(external ? { rel: 'noopener noreferrer' } : {})} {...props} />
}
