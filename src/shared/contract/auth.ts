import { z } from 'zod'

// Kept in a zod-free module so the client's router can use it without loading zod (issue 7).
export { safeReturnTo } from '../domain/return-to.ts'

export const EmailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'))

const OptionalName = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .optional()
  .transform((name) => name || null)

export const RegisterBody = z.object({
  email: EmailSchema,
  password: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(200, 'must be at most 200 characters'),
  firstName: OptionalName,
  lastName: OptionalName,
})
export type RegisterBody = z.input<typeof RegisterBody>

export const LoginBody = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
})
export type LoginBody = z.infer<typeof LoginBody>

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
})
export type User = z.infer<typeof UserSchema>
