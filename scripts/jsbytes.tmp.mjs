import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] })
const base = process.env.BASE || 'http://127.0.0.1:3500'
for (const path of (process.argv[2] || '/,/services,/blogs,/blog/ai-in-hiring-where-people-decide').split(',')) {
  const page = await browser.newPage()
  const scripts = []
  page.on('response', async (r) => { if (r.request().resourceType() === 'script') { const b = await r.body().catch(() => Buffer.alloc(0)); const enc = r.headers()['content-encoding']; scripts.push({ url: r.url().replace(base, ''), size: b.length, enc }) } })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  const total = scripts.reduce((s, x) => s + x.size, 0)
  console.log(path, 'scripts', scripts.length, 'uncompressed KB', (total/1024).toFixed(0))
  if (process.env.V) for (const s of scripts.sort((a,b)=>b.size-a.size)) console.log('  ', (s.size/1024).toFixed(1), s.url)
  await page.close()
}
await browser.close()
