import { notFound } from 'next/navigation'

/** Any address no other route claims: render the designed 404 inside the site's shell, with status 404. */
export default function UnknownRoute() {
  notFound()
}
