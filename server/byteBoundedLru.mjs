// A least-recently-used map bounded by the bytes its entries hold, for the in-memory answer cache. (lru-cache, which
// does this, is not among the installed packages; a Map keeps insertion order, which is all an LRU needs.)

/** @template V */
export class ByteBoundedLru {
  /** @type {Map<string, { value: V, bytes: number }>} */
  #entries = new Map()
  #bytes = 0

  /**
   * @param {{ maxBytes: number, maxEntryBytes: number }} bounds the whole cache, and the largest single entry it takes
   */
  constructor({ maxBytes, maxEntryBytes }) {
    this.maxBytes = maxBytes
    this.maxEntryBytes = Math.min(maxEntryBytes, maxBytes)
  }

  /** The bytes held now (never above maxBytes). */
  get bytes() {
    return this.#bytes
  }

  get size() {
    return this.#entries.size
  }

  /**
   * A hit becomes the most recently used entry.
   * @param {string} key
   * @returns {V | undefined}
   */
  get(key) {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /**
   * Stores `value` as the most recently used entry, then drops the least recently used ones until the total fits.
   * An entry larger than maxEntryBytes is not stored (false).
   * @param {string} key
   * @param {V} value
   * @param {number} bytes what the entry costs (its key included)
   */
  set(key, value, bytes) {
    this.delete(key)
    if (bytes > this.maxEntryBytes) return false
    this.#entries.set(key, { value, bytes })
    this.#bytes += bytes
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.delete(oldest)
    }
    return true
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  clear() {
    this.#entries.clear()
    this.#bytes = 0
  }
}
