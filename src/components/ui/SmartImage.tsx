'use client'
// next/image with the site's fallback picture when the source is missing or fails to load (spec section 9).
import Image, { type ImageProps } from 'next/image'
import { useState } from 'react'

const FALLBACK_IMAGE = '/images/fallback.svg'

export function SmartImage({ src, alt, ...props }: Omit<ImageProps, 'src'> & { src: string | null | undefined }) {
  const [failed, setFailed] = useState(false)
  const source = !src || failed ? FALLBACK_IMAGE : src
  return (
    <Image {...props} src={source} alt={alt} unoptimized={source === FALLBACK_IMAGE || props.unoptimized} onError={() => setFailed(true)} />
  )
}
