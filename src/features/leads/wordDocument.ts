// Is this Compound File Binary container really a Word 97-2003 document? The magic bytes alone say only "some CFB
// file" (or a header followed by junk), so this reads the header fields and walks the directory for the
// `WordDocument` stream, per [MS-CFB] 2.2 (header), 2.3 (FAT) and 2.6 (directory entries). Bounded: every chain is
// followed at most once per sector, and nothing outside the buffer is read.

const MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const END_OF_CHAIN = 0xfffffffe
const MAX_REGULAR_SECTOR = 0xfffffffa
const DIFAT_IN_HEADER = 109
const DIRECTORY_ENTRY_BYTES = 128
const STREAM_OBJECT = 2

function readSectorNumbers(bytes: Uint8Array, offset: number, count: number): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const numbers: number[] = []
  for (let i = 0; i < count && offset + i * 4 + 4 <= bytes.length; i++) numbers.push(view.getUint32(offset + i * 4, true))
  return numbers
}

/** True only for a well-formed CFB header whose directory holds a `WordDocument` stream. */
export function isWordDocument(bytes: Uint8Array): boolean {
  if (bytes.length < 512 || MAGIC.some((byte, index) => bytes[index] !== byte)) return false
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const majorVersion = view.getUint16(26, true)
  const byteOrder = view.getUint16(28, true)
  const sectorShift = view.getUint16(30, true)
  const miniSectorShift = view.getUint16(32, true)
  if (byteOrder !== 0xfffe || miniSectorShift !== 6) return false
  if (!((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12))) return false
  const sectorSize = 1 << sectorShift
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + (bytes.length % sectorSize ? 1 : 0)
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize
  const isSector = (sector: number) => sector <= MAX_REGULAR_SECTOR && sector < sectorCount
  const perSector = sectorSize / 4

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectorCount = view.getUint32(44, true)
  if (fatSectorCount === 0 || fatSectorCount > sectorCount) return false
  const fatSectors = readSectorNumbers(bytes, 76, DIFAT_IN_HEADER).filter((sector) => sector !== 0xffffffff)
  let difat = view.getUint32(68, true)
  const seenDifat = new Set<number>()
  while (fatSectors.length < fatSectorCount && isSector(difat) && !seenDifat.has(difat)) {
    seenDifat.add(difat)
    const entries = readSectorNumbers(bytes, sectorOffset(difat), perSector)
    fatSectors.push(...entries.slice(0, -1).filter((sector) => sector !== 0xffffffff))
    difat = entries[entries.length - 1]
  }
  if (fatSectors.length < fatSectorCount || fatSectors.slice(0, fatSectorCount).some((sector) => !isSector(sector))) return false
  const fat = fatSectors.slice(0, fatSectorCount).flatMap((sector) => readSectorNumbers(bytes, sectorOffset(sector), perSector))

  // Walk the directory chain and look for the WordDocument stream by name.
  let sector = view.getUint32(48, true)
  const seen = new Set<number>()
  while (sector !== END_OF_CHAIN) {
    if (!isSector(sector) || seen.has(sector)) return false
    seen.add(sector)
    for (
      let entry = sectorOffset(sector);
      entry + DIRECTORY_ENTRY_BYTES <= Math.min(sectorOffset(sector) + sectorSize, bytes.length);
      entry += DIRECTORY_ENTRY_BYTES
    ) {
      const nameBytes = view.getUint16(entry + 64, true)
      if (nameBytes < 2 || nameBytes > 64) continue
      const name = Buffer.from(bytes.subarray(entry, entry + nameBytes - 2)).toString('utf16le')
      if (name === 'WordDocument' && bytes[entry + 66] === STREAM_OBJECT) return true
    }
    sector = fat[sector] ?? END_OF_CHAIN
  }
  return false
}
