import sharp from 'sharp'
for (const file of process.argv.slice(2)) {
  const meta = await sharp(file).metadata()
  const scale = Math.min(1, 700 / meta.width)
  const w = Math.round(meta.width * scale), h = Math.round(meta.height * scale)
  const resized = await sharp(file).resize(w, h).png().toBuffer()
  const tile = 2000
  for (let top = 0, i = 0; top < h; top += tile, i++) {
    const out = file.replace('.png', `-t${i}.view.png`)
    await sharp(resized).extract({ left: 0, top, width: w, height: Math.min(tile, h - top) }).png({ compressionLevel: 9, palette: true }).toFile(out)
    console.log(out, w, Math.min(tile, h - top))
  }
}
