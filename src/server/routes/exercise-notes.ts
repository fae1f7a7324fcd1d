import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NameSchema, NoContentSchema } from '#shared/contract/common.ts'
import {
  ExerciseNoteParams,
  ExerciseNoteSchema,
  PutExerciseNoteBody,
  PutExerciseNoteParams,
} from '#shared/contract/exercise-notes.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { notFound } from '../lib/http-error.ts'
import { parseField } from '../lib/parse-field.ts'
import { deleteNote, listNotes, putNote } from '../queries/exercise-notes.ts'

/** docs/product/exercises.md: the notes a lifter pins to their exercise names. */
export const exerciseNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listExerciseNotes',
        summary: 'The lifter’s pinned notes, one per exercise name',
        response: { 200: z.array(ExerciseNoteSchema), ...errorAnswers(401) },
      },
      config: { conditional: 'data' },
    },
    (request) => listNotes(app.db, request.user.id),
  )

  app.put(
    '/:exerciseName',
    {
      schema: {
        operationId: 'putExerciseNote',
        summary:
          'Pins a note (1–500 characters) to an exercise name, replacing its note; names match case-insensitively',
        params: PutExerciseNoteParams,
        body: PutExerciseNoteBody,
        response: { 200: ExerciseNoteSchema, ...errorAnswers(...BODY_ERRORS, 401) },
      },
    },
    (request) =>
      putNote(
        app.db,
        request.user.id,
        parseField(NameSchema, 'exerciseName', request.params.exerciseName),
        request.body.note,
      ),
  )

  app.delete(
    '/:exerciseName',
    {
      schema: {
        operationId: 'deleteExerciseNote',
        summary: 'Removes the note pinned to an exercise name',
        params: ExerciseNoteParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const { exerciseName } = request.params
      if (!(await deleteNote(app.db, request.user.id, exerciseName))) {
        throw notFound('No note is pinned to this exercise')
      }
      return reply.code(204).send(null)
    },
  )
}
