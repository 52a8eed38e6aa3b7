'use client'
// Whether React has hydrated the page: false in the server's HTML and while hydrating, true afterwards (and at once in
// a component first rendered in the browser). A staff form's action buttons wait for it: before hydration a click on a
// button reaches HTML that does not answer yet (lost, or a form's plain submit that reloads the page and loses the
// action), so the button shows as not yet usable for that moment instead.
import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}
