import { describe, expect, it } from 'vitest'

import { toStripItems } from '@/components/home/stripItems'
import { howWeWork } from '@/copy/home'
import { HOME_STEPS_BUSINESS, HOME_STEPS_TALENT } from '@/lib/constants'
import { joinAsTalentHref } from '@/lib/routes'

describe('Join as Talent', () => {
  it('leads members to the application and visitors to /login', () => {
    expect(joinAsTalentHref(true)).toBe('/join-as-talent')
    expect(joinAsTalentHref(false)).toBe('/login?next=%2Fjoin-as-talent')
  })
})

describe('How We Work', () => {
  it('has 5 steps for businesses and 4 for talent, each with its final button', () => {
    expect(howWeWork.businesses.steps).toHaveLength(HOME_STEPS_BUSINESS)
    expect(howWeWork.talent.steps).toHaveLength(HOME_STEPS_TALENT)
    expect(howWeWork.businesses.action).toBe('Get a Custom Plan')
    expect(howWeWork.talent.action).toBe('Join as Talent')
  })
})

describe('client strip', () => {
  it('lists clients first, then featured solutions, with unique ids even when ids collide', () => {
    const items = toStripItems(
      [{ _id: '1', name: 'PaySetu Fintech', logo: '/logo.webp', description: '', link: '/case-studies' }],
      [{ _id: '1', title: 'Dedicated Dev Pod', image: null, description: '', link: null }],
    )
    expect(items).toEqual([
      { id: 'client-1', name: 'PaySetu Fintech', image: '/logo.webp', href: '/case-studies', logo: true },
      { id: 'solution-1', name: 'Dedicated Dev Pod', image: null, href: null, logo: false },
    ])
  })
})
