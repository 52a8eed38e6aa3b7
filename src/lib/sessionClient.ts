'use client'
// The website's login state as the browser sees it: a non-secret `user` entry in localStorage (the
// session itself is an HttpOnly cookie). Kept in sync across tabs through the `storage` event.
import { useSyncExternalStore } from 'react'

import { accountApi } from './routes'

export const STORED_USER_KEY = 'user'

export type StoredUser = { id: string; email: string; name?: string }

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORED_USER_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener('stored-user-change', onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener('stored-user-change', onChange)
  }
}

const readRaw = () => {
  try {
    return window.localStorage.getItem(STORED_USER_KEY)
  } catch {
    return null
  }
}

function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>
    return value && typeof value.email === 'string' ? (value as StoredUser) : null
  } catch {
    return null
  }
}

/** Reads the stored user now (browser only); unlike useIsLoggedIn it is never the server's "logged out" guess. */
export const readStoredUser = () => parseStoredUser(readRaw())

/** Writes (or clears with null) the stored user and tells this tab's listeners. */
export function setStoredUser(user: StoredUser | null) {
  if (user) window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user))
  else window.localStorage.removeItem(STORED_USER_KEY)
  window.dispatchEvent(new Event('stored-user-change'))
}

/** True when a visitor is logged in. Always false during server rendering, so pages stay static. */
export function useIsLoggedIn(): boolean {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null)
  return parseStoredUser(raw) !== null
}

/** Ends the session on the server (best effort), forgets the stored user; the caller navigates to /. */
export async function logout() {
  try {
    await fetch(accountApi.logout, { method: 'POST', credentials: 'same-origin' })
  } finally {
    setStoredUser(null)
  }
}
