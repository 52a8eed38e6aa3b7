'use client'
import { useSyncExternalStore } from 'react'

/** sessionStorage sends no change events within the page that writes it. */
const noSubscribe = () => () => {}

/**
 * A value read from sessionStorage (`read` must return the same value while storage is unchanged), and `onServer`
 * while rendering on the server and hydrating, so the first render matches the static HTML.
 */
export function useSessionSnapshot<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscribe, read, () => onServer)
}
