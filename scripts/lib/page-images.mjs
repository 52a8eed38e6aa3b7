// The optimised image URLs a page's HTML offers (`/_next/image?url=…&w=…&q=…` in `src` and `srcset` attributes), for
// the benchmarks that request them. Only attributes are read: the RSC payload repeats the URLs in escaped form.

/**
 * @param {string} html
 * @returns {string[]} each distinct URL once, as a path with its query
 */
export function optimisedImageUrls(html) {
  const urls = new Set()
  for (const [, attribute] of html.matchAll(/(?:src|srcSet|srcset)="([^"]*\/_next\/image[^"]*)"/g)) {
    for (const candidate of attribute.replaceAll('&amp;', '&').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url.startsWith('/_next/image')) urls.add(url)
    }
  }
  return [...urls]
}
