import { describe, expect, it, vi } from 'vitest'
import { localUtcOffsets } from './first-screen.ts'
import { zoneUtcOffsets } from './first-screen-zone.ts'

describe('zoneUtcOffsets and localUtcOffsets', () => {
  const winter = Date.UTC(2026, 0, 15, 12)
  const summer = Date.UTC(2026, 6, 15, 12)

  it("gives a zone's offsets now and half a year on, in minutes east of UTC", () => {
    expect(zoneUtcOffsets('America/New_York', winter)).toEqual([-300, -240])
    expect(zoneUtcOffsets('America/New_York', summer)).toEqual([-240, -300])
    expect(zoneUtcOffsets('Asia/Kolkata', winter)).toEqual([330, 330])
    expect(zoneUtcOffsets('Pacific/Chatham', winter)).toEqual([825, 765])
    expect(zoneUtcOffsets('UTC', winter)).toEqual([0, 0])
  })

  it('tells apart zones with the same offset today but not the same summer time', () => {
    expect(zoneUtcOffsets('Europe/Paris', winter)[0]).toBe(
      zoneUtcOffsets('Africa/Lagos', winter)[0],
    )
    expect(zoneUtcOffsets('Europe/Paris', winter)).not.toEqual(
      zoneUtcOffsets('Africa/Lagos', winter),
    )
  })

  it.each(['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/Paris', 'UTC'])(
    "agrees with the process's own zone (%s) at every instant",
    (zone) => {
      vi.stubEnv('TZ', zone)
      try {
        for (
          let at = Date.UTC(2024, 0, 1);
          at < Date.UTC(2027, 0, 1);
          at += 5 * 86_400_000 + 3_601_000
        ) {
          expect(localUtcOffsets(at).join(), new Date(at).toISOString()).toBe(
            zoneUtcOffsets(zone, at).join(),
          )
        }
      } finally {
        vi.unstubAllEnvs()
      }
    },
  )
})
