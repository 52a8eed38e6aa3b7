'use client'
// Rendered only on pages the server shows to logged-out visitors: a `user` entry left in localStorage (session
// expired, ended by a password reset, or the account deleted) is stale, so the header stops showing Logout.
import { useEffect } from 'react'

import { readStoredUser, setStoredUser } from '@/lib/sessionClient'

export function ForgetStaleUser() {
  useEffect(() => {
    if (readStoredUser()) setStoredUser(null)
  }, [])
  return null
}
