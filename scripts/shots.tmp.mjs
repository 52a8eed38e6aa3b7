import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] })
const base = 'http://127.0.0.1:3500'
const paths = process.argv[2].split(',')
const width = Number(process.argv[3] || 1280)
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 }, deviceScaleFactor: 1 })
  await page.goto(base + p, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((i) => i.setAttribute('loading', 'eager')))
  await page.waitForTimeout(400)
  const name = `/tmp/shots/${width}-${p.replace(/\//g, '_') || 'home'}.png`
  await page.screenshot({ path: name, fullPage: true })
  console.log(name)
  await page.close()
}
await browser.close()
