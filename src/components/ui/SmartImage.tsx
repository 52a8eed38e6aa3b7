// next/image's picture (the optimiser's sizes and srcset, lazy loading, `fill` and `priority`) as a plain <img>, with
// the site's fallback picture when the source is missing (here) or fails to load (ImageFallbacks, once per page) (spec
// section 9). next/image's own component is a client component: about 5 KB of every page's first load that only
// handled the failed load (docs/benchmarks.md "First paint"). getImageProps gives the same attributes without it.
import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

const FALLBACK_IMAGE = '/images/fallback.svg'

export function SmartImage({ src, alt, priority, unoptimized, ...props }: Omit<ImageProps, 'src'> & { src: string | null | undefined }) {
  const source = src || FALLBACK_IMAGE
  const { props: image } = getImageProps({ ...props, src: source, alt, priority, unoptimized: source === FALLBACK_IMAGE || unoptimized })
  // As next/image does for a priority image: the browser fetches it with the page, before the styles say where it goes.
  if (priority && image.src) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes from getImageProps, without its client component
  return <img {...image} alt={alt} data-fallback={FALLBACK_IMAGE} />
}
