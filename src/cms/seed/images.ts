// Seed illustrations drawn as SVG and rasterised with sharp: nothing is downloaded.
import sharp from 'sharp'

import type { SeedImage, SeedLogo } from './types'

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

function motifShapes(image: SeedImage, width: number, height: number): string {
  let seed = hash(image.alt)
  const rand = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32
  const [, accent] = image.palette
  const shapes: string[] = []
  switch (image.motif) {
    case 'circles':
      for (let i = 0; i < 9; i++)
        shapes.push(
          `<circle cx="${rand() * width}" cy="${rand() * height}" r="${40 + rand() * 180}" fill="#fff" fill-opacity="${0.05 + rand() * 0.12}"/>`,
        )
      break
    case 'grid':
      for (let x = 0; x < width; x += 60)
        for (let y = 0; y < height; y += 60)
          if (rand() > 0.55)
            shapes.push(
              `<rect x="${x + 8}" y="${y + 8}" width="44" height="44" rx="10" fill="#fff" fill-opacity="${0.05 + rand() * 0.15}"/>`,
            )
      break
    case 'waves':
      for (let i = 0; i < 6; i++) {
        const y = (height / 7) * (i + 1)
        shapes.push(
          `<path d="M0 ${y} C ${width * 0.25} ${y - 80 * rand()}, ${width * 0.5} ${y + 90 * rand()}, ${width} ${y - 40}" stroke="#fff" stroke-opacity="${0.12 + rand() * 0.2}" stroke-width="${6 + rand() * 14}" fill="none"/>`,
        )
      }
      break
    case 'nodes': {
      const points = Array.from({ length: 14 }, () => [rand() * width, rand() * height] as const)
      points.forEach(([x, y], i) => {
        const [nx, ny] = points[(i + 3) % points.length]
        shapes.push(`<line x1="${x}" y1="${y}" x2="${nx}" y2="${ny}" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>`)
      })
      points.forEach(([x, y]) =>
        shapes.push(
          `<circle cx="${x}" cy="${y}" r="${10 + rand() * 16}" fill="${accent}" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>`,
        ),
      )
      break
    }
    case 'bars':
      for (let i = 0; i < 10; i++) {
        const barHeight = 80 + rand() * (height - 200)
        shapes.push(
          `<rect x="${80 + i * 100}" y="${height - barHeight - 60}" width="60" height="${barHeight}" rx="12" fill="#fff" fill-opacity="${0.1 + rand() * 0.2}"/>`,
        )
      }
      break
  }
  return shapes.join('')
}

export async function renderSeedImage(image: SeedImage, width = 1200, height = 675): Promise<Buffer> {
  const [from, to] = image.palette
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${motifShapes(image, width, height)}</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer()
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Up to two initials of the words that start with a letter: "Kesar & Clay" → "KC". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')

/**
 * A client's wordmark as SVG: a rounded mark with the initials in the main colour, an accent dot, and the name beside it.
 * `textLength` fits the name to a fixed width whatever font the browser picks, so every logo keeps its proportions.
 */
export function renderClientWordmark(name: string, logo: SeedLogo): Buffer {
  const [main, accent] = logo.palette
  const nameWidth = Math.round(name.length * 16.5)
  const width = 88 + nameWidth + 12
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img">
<title>${escapeXml(logo.alt)}</title>
<rect x="8" y="8" width="64" height="64" rx="16" fill="${main}"/>
<circle cx="66" cy="14" r="9" fill="${accent}" stroke="#fff" stroke-width="3"/>
<text x="40" y="51" text-anchor="middle" font-family="Inter, Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
<text x="88" y="51" textLength="${nameWidth}" lengthAdjust="spacingAndGlyphs" font-family="Inter, Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${main}">${escapeXml(name)}</text>
</svg>`
  return Buffer.from(svg)
}
