// The blog body is edited as Lexical rich text, yet the public API answers it in the spec's "§ " text; the
// blog_rich_text migration converts stored bodies both ways; the staff preview shows drafts to staff only.
import { execFile } from 'node:child_process'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { blogs as seedBlogs } from '@/cms/seed/data/blogs'
import { blogLexicalToText, blogTextToLexical, lexicalElement, lexicalRoot, lexicalText } from '@/features/content/blogRichText'
import type { Blog, BlogPage } from '@/features/content/types'
import { messages } from '@/lib/messages'

import { baseUrl, getJson, rawSql, staffHeaders, staffRequest } from './helpers'

const MIGRATION = '20261123_223503_blog_rich_text'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo()
})

const categoryId = async () => (await staffRequest<{ docs: { id: number }[] }>('GET', '/blog-categories?limit=1')).docs[0].id

async function createPost(title: string, body: unknown) {
  const created = await staffRequest<{ doc: { id: number; slug: string } }>('POST', '/blogs', {
    title,
    summary: `Summary of ${title}.`,
    body,
    category: await categoryId(),
    _status: 'published',
  })
  cleanup.push(() => staffRequest('DELETE', `/blogs/${created.doc.id}`))
  return created.doc
}

/** Every stored body of the seeded posts (published rows and their versions) as "§ " text, by slug. */
async function storedBodies(table: 'blogs' | '_blogs_v') {
  const rows =
    table === 'blogs'
      ? await rawSql('SELECT slug, body FROM blogs')
      : await rawSql('SELECT version_slug AS slug, version_body AS body FROM _blogs_v')
  return rows.filter((row) => seedBlogs.some((post) => post.slug === row.slug))
}

/**
 * Payload's CLI on the suite's database. Asynchronous on purpose: a synchronous spawn would stop this process for the
 * CLI's 10-20 s, and the fetch pool would then reuse keep-alive connections the server had closed meanwhile.
 */
const payloadCli = (...args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npx',
      ['payload', ...args],
      {
        encoding: 'utf8',
        timeout: 180_000,
        env: { ...process.env, DATABASE_URL: inject('databaseUrl'), SEED: 'off', NODE_ENV: 'development' },
      },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    )
  })

describe(`blog body on ${inject('dbKind')}`, () => {
  it('answers every seeded body in the "§ " format although it is stored as the editor\'s rich text', async () => {
    for (const post of seedBlogs) {
      const { status, body } = await getJson<Blog>(`/api/blogs/slug/${post.slug}`)
      expect(status).toBe(200)
      expect(body.body).toBe(post.body)
    }
    const rows = await storedBodies('blogs')
    expect(rows).toHaveLength(seedBlogs.length)
    for (const row of rows) {
      const stored = typeof row.body === 'string' ? (JSON.parse(row.body) as unknown) : row.body
      expect(stored).toHaveProperty('root')
      expect(blogLexicalToText(stored)).toBe(seedBlogs.find((post) => post.slug === row.slug)?.body)
    }
  })

  it('writes a post made with headings and an Expert Insight block as "§ " text in the API and finds it by its words', async () => {
    const body = lexicalRoot([
      lexicalElement('paragraph', [lexicalText('Payroll in Pune, '), { ...lexicalText('simply'), format: 1 }], { textFormat: 0 }),
      lexicalElement('heading', [lexicalText('Start with the calendar')], { tag: 'h2' }),
      lexicalElement('paragraph', [lexicalText('Close the month on the 25th.')], { textFormat: 0 }),
      {
        type: 'block',
        version: 2,
        format: '',
        fields: {
          blockType: 'expertInsight',
          blockName: '',
          heading: 'automate the boring part',
          text: 'Our consultants zorbify payslips.',
        },
      },
    ])
    const post = await createPost('Payroll calendar for small teams', body)
    const { body: answer } = await getJson<Blog>(`/api/blogs/slug/${post.slug}`)
    expect(answer.body).toBe(
      'Payroll in Pune, simply\n\n§ Start with the calendar\n\nClose the month on the 25th.\n\n§ Expert Insight: automate the boring part\n\nOur consultants zorbify payslips.',
    )
    const { body: found } = await getJson<BlogPage>('/api/blogs?searchTerm=ZORBIFY')
    expect(found.blogs.map((blog) => blog.slug)).toEqual([post.slug])
  })

  it('migrates stored bodies down to "§ " text and up to rich text again, posts and their versions alike', async () => {
    // The suite's server applied every migration in one batch; make this one its own batch so that
    // `payload migrate:down` rolls back only it.
    await rawSql('UPDATE payload_migrations SET batch = 2 WHERE name = ?', [MIGRATION])
    const down = await payloadCli('migrate:down')
    expect(down.status, down.stdout + down.stderr).toBe(0)
    for (const table of ['blogs', '_blogs_v'] as const) {
      const rows = await storedBodies(table)
      expect(rows.length).toBeGreaterThanOrEqual(seedBlogs.length)
      for (const row of rows) expect(row.body).toBe(seedBlogs.find((post) => post.slug === row.slug)?.body)
    }
    expect(await rawSql('SELECT name FROM payload_migrations WHERE name = ?', [MIGRATION])).toEqual([])

    const up = await payloadCli('migrate')
    expect(up.status, up.stdout + up.stderr).toBe(0)
    for (const table of ['blogs', '_blogs_v'] as const) {
      for (const row of await storedBodies(table)) {
        const stored = typeof row.body === 'string' ? (JSON.parse(row.body) as unknown) : row.body
        expect(stored).toHaveProperty('root')
        expect(blogLexicalToText(stored)).toBe(seedBlogs.find((post) => post.slug === row.slug)?.body)
      }
    }
    // The server reads the converted rows: a staff read of a seeded post gives the editor's blocks back.
    const slug = seedBlogs[0].slug
    const { docs } = await staffRequest<{ docs: { body: unknown }[] }>('GET', `/blogs?where[slug][equals]=${slug}&depth=0`)
    expect(blogLexicalToText(docs[0].body)).toBe(seedBlogs[0].body)
    expect(JSON.stringify(docs[0].body)).toContain('"blockType":"expertInsight"')
  }, 400_000)

  it('previews the latest draft for staff only; visitors keep the published post', async () => {
    const post = await createPost('Preview test post', blogTextToLexical('Published words.'))
    await staffRequest('PATCH', `/blogs/${post.id}?draft=true`, {
      title: 'Preview test post, draft title',
      body: blogTextToLexical('Draft words.\n\n§ Key Takeaway\n\nOnly staff see this.'),
      _status: 'draft',
    })

    const anonymous = await fetch(`${baseUrl()}/api/blogs/preview?id=${post.id}`, { redirect: 'manual' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'unauthorized', msg: messages.previewStaffLogin })
    expect(anonymous.headers.get('set-cookie')).toBeNull()

    const staff = await staffHeaders()
    const unknown = await fetch(`${baseUrl()}/api/blogs/preview?id=99999999`, { headers: staff, redirect: 'manual' })
    expect(unknown.status).toBe(404)
    const preview = await fetch(`${baseUrl()}/api/blogs/preview?id=${post.id}`, { headers: staff, redirect: 'manual' })
    expect(preview.status).toBe(307)
    expect(preview.headers.get('location')).toBe(`/blog/${post.slug}`)
    const draftCookie = (preview.headers.get('set-cookie') ?? '').split(';')[0]
    expect(draftCookie).toMatch(/^__prerender_bypass=./)

    const page = async (headers: Record<string, string>) => (await fetch(`${baseUrl()}/blog/${post.slug}`, { headers })).text()
    const asStaff = await page({ authorization: staff.authorization, cookie: draftCookie })
    expect(asStaff).toContain('Preview test post, draft title')
    expect(asStaff).toContain('Only staff see this.')
    // The draft-mode cookie alone (copied by someone else) shows nothing unpublished.
    for (const html of [await page({ cookie: draftCookie }), await page({})]) {
      expect(html).toContain('Published words.')
      expect(html).not.toContain('draft title')
      expect(html).not.toContain('Only staff see this.')
    }
    const { body } = await getJson<Blog>(`/api/blogs/slug/${post.slug}`)
    expect(body).toMatchObject({ title: 'Preview test post', body: 'Published words.' })
  })
})
