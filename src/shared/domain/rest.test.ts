import { describe, expect, it } from 'vitest'
import { formatRest, restAfter, restToKeep } from './rest.ts'

describe('formatRest', () => {
  it('reads m:ss, never below 0:00', () => {
    expect(formatRest(120)).toBe('2:00')
    expect(formatRest(65)).toBe('1:05')
    expect(formatRest(5)).toBe('0:05')
    expect(formatRest(-3)).toBe('0:00')
  })
})

describe('restAfter', () => {
  it('rests 1:00 after a warm-up, whatever the exercise keeps', () => {
    expect(restAfter('warmup', undefined)).toBe(60)
    expect(restAfter('warmup', 180)).toBe(60)
  })

  it('rests the kept rest after any other kind, else 2:00', () => {
    expect(restAfter('working', 180)).toBe(180)
    expect(restAfter('failure', 45)).toBe(45)
    expect(restAfter('drop', null)).toBe(120)
    expect(restAfter('working', undefined)).toBe(120)
  })
})

describe('restToKeep', () => {
  it('keeps a rest between 0:15 and 15:00', () => {
    expect(restToKeep(5)).toBe(15)
    expect(restToKeep(95)).toBe(95)
    expect(restToKeep(2000)).toBe(900)
  })
})
