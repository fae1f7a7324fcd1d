import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonWriter, jsonWriterWithWritten, serializerCompiler } from './response-serializer.ts'

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

  it('writes a nullable object as zod would, without validating it first', () => {
    const Plan = z.object({
      dayId: z.string(),
      plan: z.object({ since: z.iso.datetime(), weights: z.array(z.number()) }).nullable(),
    })
    const serialize = compile(z.array(Plan))
    const plans = [
      { dayId: 'a', plan: null },
      { dayId: 'b', plan: { weights: [100, 102.5], since: '2026-12-01T10:00:00.000Z' } },
    ]
    expect(serialize(plans)).toBe(JSON.stringify(z.array(Plan).parse(plans)))
    // Choosing between anyOf's branches validated every date-time: a value no branch matched
    // was refused. A nullable schema is written by its own code.
    const unchecked = { dayId: 'c', plan: { since: 'yesterday', weights: [] } }
    expect(JSON.parse(compile(Plan)(unchecked))).toEqual(unchecked)
  })

  it('puts in a field kept written as the whole object would be written', () => {
    const Workout = z.object({ id: z.string(), sets: z.array(SetSchema) })
    const sets = [{ id: 'a', weight: '1', reps: 1, mode: null, notes: 'kept "as is"' }]
    const written = jsonWriter(Workout.shape.sets)(sets)
    expect(jsonWriterWithWritten(Workout, 'sets')({ id: 'w' }, written)).toBe(
      jsonWriter(Workout)({ id: 'w', sets }),
    )
    const OnlySets = z.object({ sets: z.array(SetSchema) })
    expect(jsonWriterWithWritten(OnlySets, 'sets')({}, written)).toBe(
      jsonWriter(OnlySets)({ sets }),
    )
  })
})
