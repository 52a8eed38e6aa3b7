'use client'
// Values the server cannot know, read only in the browser: `onServer` in the server's HTML and while hydrating, so
// the first render matches that HTML, and the browser's value afterwards (at once in a component first rendered in
// the browser).
import { useSyncExternalStore } from 'react'

/** What these values come from sends no change events (sessionStorage within the page that writes it, hydration). */
const noSubscribe = () => () => {}

/** `read()` in the browser (it must return the same value while what it reads is unchanged), `onServer` before. */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscribe, read, () => onServer)
}

/**
 * Whether React has hydrated the page. A staff form's action buttons wait for it: before hydration a click reaches
 * HTML that does not answer yet (lost, or a form's plain submit that reloads the page and loses the action), so the
 * button shows as not yet usable for that moment instead.
 */
export const useHydrated = (): boolean => useBrowserValue(() => true, false)
