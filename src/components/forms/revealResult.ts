'use client'
// A form's result (thank-you view, status line, alert) can land below the fold of a short window: bring it into view,
// smoothly unless the visitor asked for reduced motion. With `focus`, focus moves to it too (for a view that replaces
// the form, so keyboard and screen-reader users land on it and hear it).
export function revealResult(element: HTMLElement | null, { focus = false }: { focus?: boolean } = {}) {
  if (!element) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' })
  if (focus) element.focus({ preventScroll: true })
}
