// Where a login may lead and how long repeated failures make an address wait.
import { describe, expect, it } from 'vitest'

import { LOGIN_FREE_FAILURES, PAYLOAD_LOCK_AFTER_FAILURES, PAYLOAD_LOCK_MS } from '@/lib/constants'
import { describeWait, loginWaitSeconds } from '@/features/accounts/loginWait'
import { loginWaitMessage } from '@/features/accounts/loginWait'
import { safeNextPath } from '@/features/accounts/nextPath'

const origin = 'https://punetalentworks.example'

describe('the page after login (next)', () => {
  it.each([
    ['/\\evil.example/phish', 'a backslash, which browsers read as a slash'],
    ['//evil.example', 'a protocol-relative address (%2F%2F decoded)'],
    ['https://evil.example/x', 'an absolute address'],
    ['/\t/evil.example', 'a tab (%09 decoded), which browsers drop'],
    ['/\n/evil.example', 'a newline, which browsers drop'],
    [' //evil.example', 'leading white space'],
    ['\\\\evil.example', 'two backslashes'],
    ['/\\/evil.example', 'a slash and a backslash'],
    ['http:evil.example', 'a scheme without slashes'],
    ['javascript:alert(document.domain)', 'a script address'],
    ['data:text/html,<script>alert(1)</script>', 'a data address'],
    ['/.//evil.example', 'a dot segment that resolves to "//evil.example"'],
    ['http://punetalentworks.example/account', 'the same host over another scheme'],
    ['https://punetalentworks.example.evil.example/', 'a host that only starts like ours'],
    ['https://user@evil.example/', 'credentials before another host'],
  ])('never leaves the site: %j (%s)', (next) => {
    expect(safeNextPath(next, origin)).toBe('/')
  })

  it.each([
    ['/join-as-talent', '/join-as-talent'],
    ['/account?tab=password#delete', '/account?tab=password#delete'],
    ['https://punetalentworks.example/account', '/account'],
    ['/blogs/../account', '/account'],
    ['account', '/account'],
  ])('follows a path of the site: %j -> %j', (next, path) => {
    expect(safeNextPath(next, origin)).toBe(path)
  })

  it('goes home without next', () => {
    expect(safeNextPath(null, origin)).toBe('/')
    expect(safeNextPath('', origin)).toBe('/')
  })
})

describe('the growing login delay', () => {
  it('is free for the first failures, then 30 s doubling up to 15 minutes', () => {
    const waits = Array.from({ length: 12 }, (_, index) => loginWaitSeconds(index + 1))
    expect(LOGIN_FREE_FAILURES).toBe(5)
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900])
  })

  it("reaches its longest wait exactly where Payload's backstop lock starts", () => {
    expect(loginWaitSeconds(PAYLOAD_LOCK_AFTER_FAILURES) * 1000).toBe(PAYLOAD_LOCK_MS)
    expect(loginWaitSeconds(PAYLOAD_LOCK_AFTER_FAILURES - 1) * 1000).toBeLessThan(PAYLOAD_LOCK_MS)
  })

  it('tells the member how long to wait and that a reset helps', () => {
    expect(describeWait(30)).toBe('30 seconds')
    expect(describeWait(60)).toBe('1 minute')
    expect(describeWait(61)).toBe('2 minutes')
    expect(loginWaitMessage(900)).toBe('Too many failed login attempts. Please try again in 15 minutes, or reset your password.')
  })
})
