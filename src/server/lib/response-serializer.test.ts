import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { serializerCompiler } from './response-serializer.ts'

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    data: unknown,
  ) => string

const SetSchema = z.object({
  id: z.string(),
  weight: z.string(),
  reps: z.number(),
  mode: z.enum(['eccentric', 'chains']).nullable(),
  notes: z.string().nullable(),
})

describe('serializerCompiler', () => {
  it('writes the same JSON as the schema would parse, in schema order', () => {
    const serialize = compile(z.array(SetSchema))
    const sets = [
      { notes: null, mode: 'chains', reps: 8, weight: '102.5', id: 'a' },
      { id: 'b', weight: '0', reps: 0, mode: null, notes: 'felt "easy"' },
    ]
    expect(serialize(sets)).toBe(JSON.stringify(z.array(SetSchema).parse(sets)))
  })

  it('leaves out properties the schema does not name', () => {
    const serialize = compile(SetSchema)
    const row = { id: 'a', weight: '1', reps: 1, mode: null, notes: null, userId: 'secret' }
    expect(JSON.parse(serialize(row))).not.toHaveProperty('userId')
  })

  it('refuses an answer that lacks a required property', () => {
    const serialize = compile(SetSchema)
    expect(() => serialize({ id: 'a', weight: '1', reps: 1, mode: null })).toThrow(/notes/)
  })
})
