import Link from 'next/link'

import { listCategories } from '@/features/content/queries'
import { categoryHref } from '@/lib/routes'

export default async function HomePage() {
  const categories = await listCategories()
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-bold">Redefining recruitment with innovative staffing solution</h1>
      <h2 className="mt-12 text-2xl font-semibold">Our Four Pillars</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category._id} className="rounded-xl border p-4">
            <Link href={categoryHref(category)} className="font-medium text-brand-700 underline">
              View {category.name} Services
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
