// The client address behind load balancers (server/clientAddress.mjs, TRUST_PROXY): proxies append the address that
// connected to them, so only the last TRUST_PROXY entries of X-Forwarded-For were written by the operator's proxies.
import { describe, expect, it } from 'vitest'

import { clientAddress, trustedProxyHops } from '../../server/clientAddress.mjs'

describe('the client address for per-address limits', () => {
  it('is the connecting address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.4', 0)).toBe('198.51.100.4')
    expect(clientAddress(undefined, '198.51.100.4', 0)).toBe('198.51.100.4')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('behind one appending proxy is the last entry, not the forged first one', () => {
    // The client sent "1.2.3.4"; nginx appended the address it saw.
    expect(clientAddress('1.2.3.4, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
  })

  it('behind n proxies is the n-th entry from the right; a shorter header gives its leftmost entry', () => {
    expect(clientAddress('1.2.3.4, 198.51.100.7, 192.0.2.1', '10.0.0.2', 2)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', '10.0.0.2', 2)).toBe('198.51.100.7')
    expect(clientAddress(['1.2.3.4', '198.51.100.7, 192.0.2.1'], '10.0.0.2', 2)).toBe('198.51.100.7')
  })

  it('falls back to the connecting address when the header is empty', () => {
    expect(clientAddress(' , ', '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(clientAddress('', '10.0.0.2', 1)).toBe('10.0.0.2')
  })

  it('reads TRUST_PROXY as a number of hops; anything else trusts none', () => {
    expect(trustedProxyHops({ TRUST_PROXY: '1' })).toBe(1)
    expect(trustedProxyHops({ TRUST_PROXY: '2' })).toBe(2)
    for (const value of [undefined, '', '0', 'true', 'yes', '-1', '1.5']) expect(trustedProxyHops({ TRUST_PROXY: value })).toBe(0)
  })
})
