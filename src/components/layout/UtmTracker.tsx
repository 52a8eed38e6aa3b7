'use client'
// Keeps the landing page's utm_* parameters for the visit, so lead forms can send them (src/lib/leadTracking.ts).
import { useEffect } from 'react'

import { rememberUtm } from '@/lib/leadTracking'

export function UtmTracker() {
  useEffect(() => rememberUtm(window.location.search), [])
  return null
}
