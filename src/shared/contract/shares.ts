import { z } from 'zod'
import { EmailSchema } from './auth.ts'
import { IconKeySchema, NameSchema } from './common.ts'
import { ExerciseListSchema, ExerciseTemplateSchema } from './workout-days.ts'

export const SharedDaySchema = z.object({
  name: NameSchema,
  icon: IconKeySchema.optional(),
  exercises: ExerciseListSchema,
})
export type SharedDay = z.infer<typeof SharedDaySchema>

export const CreateShareBody = z.object({
  recipientEmail: EmailSchema,
  workoutDayData: z
    .array(SharedDaySchema)
    .min(1, 'must hold at least one workout day')
    .max(20, 'must hold at most 20 workout days'),
})
export type CreateShareBody = z.input<typeof CreateShareBody>

export const ShareStatusSchema = z.enum(['pending', 'accepted', 'rejected'])
export type ShareStatus = z.infer<typeof ShareStatusSchema>

export const ShareSchema = z.object({
  id: z.string(),
  senderEmail: z.string(),
  recipientEmail: z.string(),
  workoutDayData: z.array(
    z.object({
      name: z.string(),
      icon: z.string().optional(),
      exercises: z.array(ExerciseTemplateSchema),
    }),
  ),
  status: ShareStatusSchema,
  createdAt: z.string(),
})
export type Share = z.infer<typeof ShareSchema>

export const PendingCountSchema = z.object({ count: z.number() })
