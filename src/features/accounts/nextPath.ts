// Where to go after logging in: only a path of this site. Browsers read "/\host" as "//host", drop tabs and
// newlines inside URLs and accept absolute URLs, so prefix checks miss shapes that leave the site; resolving the
// value the way a browser does and comparing origins catches them all.
import { routes } from '@/lib/routes'

/** `next` as a same-origin path (with its query and fragment), or the home page for anything else. */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next) return routes.home
  let target: URL
  try {
    target = new URL(next, origin)
  } catch {
    return routes.home
  }
  if (target.origin !== new URL(origin).origin) return routes.home
  const path = `${target.pathname}${target.search}${target.hash}`
  // "/.//host" resolves to the path "//host", which a router would again read as another host.
  return path.startsWith('//') ? routes.home : path
}
