'use client'
// The fallback picture for a SmartImage whose file fails to load (spec section 9), for the whole page: one listener
// instead of a client component per image. Images that failed before this ran (the page's scripts load after its
// first paint) are found by their state.
import { useEffect } from 'react'

function showFallback(image: HTMLImageElement) {
  const fallback = image.dataset.fallback
  if (!fallback || image.getAttribute('src') === fallback) return
  image.removeAttribute('srcset')
  image.removeAttribute('sizes')
  image.src = fallback
}

export function ImageFallbacks() {
  useEffect(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showFallback(image)
    }
    // Load errors do not bubble; they reach the document in the capture phase.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target)
    }
    document.addEventListener('error', onError, true)
    return () => document.removeEventListener('error', onError, true)
  }, [])
  return null
}
