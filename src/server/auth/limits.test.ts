import { describe, expect, it } from 'vitest'
import { addressKey } from './limits.ts'

describe('addressKey (docs/product/trust-accounts-and-devices.md)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (ip, key) => expect(addressKey(ip)).toBe(key))

  it('puts every address of one /64 together, and the next /64 apart', () => {
    const keys = new Set(
      ['2001:db8:a:b::1', '2001:db8:a:b:ffff::', '2001:db8:a:b:1:2:3:4'].map(addressKey),
    )
    expect(keys.size).toBe(1)
    expect(addressKey('2001:db8:a:c::1')).not.toBe(addressKey('2001:db8:a:b::1'))
  })

  it('keeps what it cannot read as it is', () => {
    expect(addressKey('1:2:3::4::5')).toBe('1:2:3::4::5')
    expect(addressKey('unknown')).toBe('unknown')
  })
})
