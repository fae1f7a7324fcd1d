import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  primaryKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ExerciseTemplate } from '#shared/contract/workout-days.ts'
import type { SharedDay, ShareStatus } from '#shared/contract/shares.ts'
import type { AdditionalMode } from '#shared/contract/common.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import type { PlateSettings } from '#shared/contract/auth.ts'
import type { ProgressionRule } from '#shared/contract/progressions.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import type { Language } from '#shared/domain/languages.ts'
import type { Muscle } from '#shared/domain/muscles.ts'
import type { TokenScope } from '#shared/contract/tokens.ts'
import type { RateLimitKind } from '../auth/limits.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

// Descending indexes are declared NULLS FIRST, which is what a plain `order by … desc` asks
// for: drizzle's default (NULLS LAST) would leave them unusable for ordering.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    // docs/product/progress-and-gym-floor.md: what the screens show and take; storage stays in pounds.
    unit: text('unit').$type<WeightUnit>().notNull().default('lbs'),
    // docs/product/exercise-types.md: null until the lifter chooses one; then it no longer follows `unit`.
    distanceUnit: text('distance_unit').$type<DistanceUnit>(),
    // The plate calculator's bar and plates; null until the lifter changes the defaults.
    plates: jsonb('plates').$type<PlateSettings>(),
    // docs/product/languages.md: the interface's language; a new account takes its sign-up page's.
    language: text('language').$type<Language>().notNull().default('en'),
    // docs/product/trust-accounts-and-devices.md: when the e-mail was proved to be the account holder's (a link sent to it
    // was used, or an OIDC provider vouched for it at sign-up); null: anyone may have typed it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // docs/product/accounts.md: e-mail is compared case-insensitively.
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/**
 * Issue 35, docs/decisions/026: a lifter's data version, moved by the database itself (the
 * triggers of migration 0018, at commit) whenever anything a read answers them changes: their
 * days, workouts, sets, records, body weights, muscles, rules, or their account's settings. An
 * ETag is made from it, so a screen that reads again what has not changed is answered 304. It
 * lives in the database because several app processes share one.
 */
export const lifterVersions = pgTable('lifter_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's token: a leaked table does not leak sign-ins.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Shown in the lifter's list of signed-in sessions (Settings → Account security).
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * docs/product/sign-in-and-processes.md: what the sign-in limits count, as rows rather than process memory, so every
 * app process behind a load balancer sees the same counts. `account` is the lower-cased e-mail
 * the request named (null where a limit is per address only).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<RateLimitKind>().notNull(),
    address: text('address').notNull(),
    account: text('account'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_limit_hits_address_idx').on(t.address, t.kind, t.createdAt),
    index('rate_limit_hits_account_idx')
      .on(t.account, t.kind, t.createdAt)
      .where(sql`${t.account} is not null`),
  ],
)

/**
 * docs/product/tokens-and-restore.md: a lifter's personal access tokens for their own scripts. The secret is kept
 * only as its SHA-256, as a session's is; revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<TokenScope>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // Null: it never expires.
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    // Written at most once a minute per token (queries/tokens.ts), not on every request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
  ],
)

/** docs/product/sign-in-and-processes.md: an OIDC account is its provider's (issuer, sub), never an e-mail alone. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index('oidc_identities_user_idx').on(t.userId),
  ],
)

/** A password reset link: single-use (the row goes when used), short-lived, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
)

export const workoutDays = pgTable(
  'workout_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Creation order, stable even for days created in the same millisecond.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon').notNull().default('dumbbell'),
    archived: boolean('archived').notNull().default(false),
    exercises: jsonb('exercises').$type<ExerciseTemplate[]>().notNull().default([]),
    // The name key (shared/domain/names.ts) of each exercise, in the list's order: SQL pairs
    // `exercises` element n with `exercise_keys[n]`. Written with the list (dayExerciseColumns).
    exerciseKeys: text('exercise_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    // docs/product/nothing-lost.md: a whole-list save based on an older copy of the day is refused.
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('workout_days_user_idx').on(t.userId, t.seq),
    check(
      'workout_days_exercise_keys_check',
      sql`cardinality(${t.exerciseKeys}) = jsonb_array_length(${t.exercises})`,
    ),
  ],
)

/** A kept set of a summary (queries/set-figures.ts): [weight, reps, duration, distance]. */
export type SummarySetTuple = [
  weight: string,
  reps: number,
  duration: number | null,
  distance: string | null,
]

/** One exercise of a workout's summary, as workoutFigures aggregates its figures (a JSON array). */
export type ExerciseSummaryTuple = [
  name: string,
  isPR: boolean,
  completedSets: number,
  recordSet: SummarySetTuple | null,
  topSet: SummarySetTuple | null,
  type: ExerciseType,
  bodyWeight: string | number | null,
]

export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // docs/product/settled-details.md: deleting a day never deletes history.
    workoutDayId: uuid('workout_day_id').references(() => workoutDays.id, { onDelete: 'set null' }),
    workoutDayName: text('workout_day_name').notNull(),
    // docs/product/nothing-lost.md: millisecond precision, so a time read from an answer matches when sent back.
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    totalVolume: numeric('total_volume', { mode: 'number' }).notNull().default(0),
    // A completed workout's exercises as its collapsed history card shows them, written as
    // GET /api/workout-summaries answers them by the figures' refresh
    // (queries/exercise-figures.ts workoutFigures, decision 036), so a page of summaries reads
    // no figures and writes no exercise; null without a completed set.
    exerciseSummary: text('exercise_summary'),
    createdAt: createdAt(),
  },
  (t) => [
    // History pages: (completedAt desc, id desc), so rows sharing a time page without a gap.
    index('workouts_user_completed_idx')
      .on(t.userId, t.completedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.completedAt} is not null`),
    index('workouts_user_drafts_idx')
      .on(t.userId, t.startedAt)
      .where(sql`${t.completedAt} is null`),
    // Import duplicates: the lifter's workouts starting within the file's date range.
    index('workouts_user_started_idx').on(t.userId, t.startedAt),
    // A day's last workout, and history filtered by day, paged like the whole history.
    index('workouts_day_completed_idx')
      .on(t.workoutDayId, t.completedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.completedAt} is not null`),
  ],
)

export const workoutSets = pgTable(
  'workout_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseName: text('exercise_name').notNull(),
    // nameKey(exerciseName) (shared/domain/names.ts), written with the name: what SQL compares.
    exerciseKey: text('exercise_key').notNull(),
    setNumber: integer('set_number').notNull(),
    weight: numeric('weight').notNull().default('0'),
    reps: integer('reps').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    // docs/product/set-kinds.md: the kind; is_warmup is kept beside it, always `kind = 'warmup'` (the
    // check below), so SQL that asks for warm-ups (or not) stays right (decision 018).
    kind: text('kind').$type<SetKind>().notNull().default('working'),
    isWarmup: boolean('is_warmup').notNull().default(false),
    // Halves from 1 to 10 are exact in double precision.
    rpe: doublePrecision('rpe'),
    superset: text('superset'),
    additionalMode: text('additional_mode').$type<AdditionalMode>(),
    additionalWeight: numeric('additional_weight').notNull().default('0'),
    // docs/product/exercise-types.md: whole seconds and metres; null where the set has none.
    duration: integer('duration'),
    distance: numeric('distance'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    check('workout_sets_duration_check', sql`${t.duration} between 0 and 86400`),
    check('workout_sets_distance_check', sql`${t.distance} between 0 and 1000000`),
    check(
      'workout_sets_kind_check',
      sql`${t.kind} in ('warmup', 'working', 'drop', 'failure') and ${t.isWarmup} = (${t.kind} = 'warmup')`,
    ),
    check(
      'workout_sets_rpe_check',
      sql`${t.rpe} between 1 and 10 and ${t.rpe} * 2 = round(${t.rpe} * 2)`,
    ),
    index('workout_sets_workout_idx').on(t.workoutId, t.setNumber),
    // last-sets: does this workout have that exercise? (an index probe per workout walked)
    index('workout_sets_workout_exercise_idx').on(t.workoutId, t.exerciseKey),
    // The lifter's sets of an exercise (records), and GET /api/exercises' skip scan from one
    // name to the next (the spelling included, so each step is one index probe).
    index('workout_sets_user_exercise_idx').on(t.userId, t.exerciseKey, t.exerciseName),
  ],
)

/**
 * docs/product/tokens-and-restore.md: a deletion is final. The ids of the lifter's deleted workouts and sets (a
 * workout's sets with it), so a create that repeats one (a retry whose first answer was lost)
 * is 410, never the row again. They go with the account.
 */
export const tombstones = pgTable(
  'tombstones',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'workout' | 'set'>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tombstones_user_idx').on(t.userId)],
)

/**
 * docs/product/history-and-prs.md, docs/product/progress-and-gym-floor.md, docs/product/exercise-types.md, materialised (decision 004): every figure of
 * one completed workout and one exercise (lower-cased name) that a screen reads, so that no
 * read scans a lifter's sets. Kept current, in the same transaction, by every write that can
 * change one (queries/exercise-figures.ts refreshFigures): a set, a workout's completion or
 * date, a body weight, a name's type.
 */
export const workoutExerciseFigures = pgTable(
  'workout_exercise_figures',
  {
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseKey: text('exercise_key').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }).notNull(),
    // The name as written (its last spelling shown by progress), and the type its sets were
    // counted as; every row of one exercise has the same type.
    exerciseName: text('exercise_name').notNull().default(''),
    exerciseType: text('exercise_type').$type<ExerciseType>().notNull().default('weight_reps'),
    // The body weight the load counted (bodyweight and assisted types), or null.
    bodyWeight: numeric('body_weight', { mode: 'number' }),
    // The best Epley estimate of the load over the counting sets with reps; 0 without a load.
    best: doublePrecision('best').notNull(),
    // What a PR compares (queries/set-figures.ts scoreSql, domain/exercise-types.ts setRank),
    // the best of it up to this workout, and whether this workout beat every earlier one.
    score: numeric('score', { mode: 'number' }).notNull().default(0),
    scoreSoFar: numeric('score_so_far', { mode: 'number' }).notNull().default(0),
    isPr: boolean('is_pr').notNull(),
    // Progress, per workout: the top set (heaviest load with reps, most reps on a tie; the
    // record set for the types without a load), volume and count of completed sets, and count
    // of counting sets (completed, every kind but warm-up).
    topWeight: doublePrecision('top_weight').notNull().default(0),
    topReps: integer('top_reps').notNull().default(0),
    volume: numeric('volume', { mode: 'number' }).notNull().default(0),
    sets: integer('sets').notNull().default(0),
    countingSets: integer('counting_sets').notNull().default(0),
    // docs/product/exercise-types.md: the longest counting set's time (its weight beside it: the heavier on a tie),
    // the farthest counting set's distance (its time beside it), and the completed sets'
    // distance in all; null without one.
    longestDuration: integer('longest_duration'),
    longestWeight: numeric('longest_weight', { mode: 'number' }),
    farthestDistance: numeric('farthest_distance', { mode: 'number' }),
    farthestDuration: integer('farthest_duration'),
    totalDistance: numeric('total_distance', { mode: 'number' }),
    // docs/product/exercise-types.md, what a type is read from: the exercise's completed sets up to and including this
    // workout, those with a distance, those with a distance and a weight, those timed without
    // reps. The newest row holds the exercise's tallies.
    setsSoFar: integer('sets_so_far').notNull().default(0),
    distanceSetsSoFar: integer('distance_sets_so_far').notNull().default(0),
    weightedDistanceSetsSoFar: integer('weighted_distance_sets_so_far').notNull().default(0),
    timedSetsSoFar: integer('timed_sets_so_far').notNull().default(0),
    // Issue 18, the exercise as its collapsed history card shows it (GET /api/workout-summaries,
    // domain/workout-summary.ts): its place in the workout (its sets' first creation, then its
    // first completed set's number and creation, the order the workout's sets are read in), the
    // name as that first completed set writes it, and among its counting sets the first that
    // ranks best (the record set) and the top set. Null without a completed (counting) set.
    firstSetAt: timestamp('first_set_at', { withTimezone: true }),
    firstCompletedNumber: integer('first_completed_number'),
    firstCompletedAt: timestamp('first_completed_at', { withTimezone: true }),
    firstCompletedName: text('first_completed_name'),
    recordSet: json('record_set'),
    topSet: json('top_set'),
    // Issue 35, docs/product/progression.md: the sets a progression rule reads (completed working and failure
    // sets), in set order, each [weight, reps, kind, rpe, duration] (queries/set-figures.ts
    // ruleSetsSql); null without one. A plan reads them here, one row per session.
    ruleSets: json('rule_sets'),
    // Issue 46: the workout's day as the workout names it (no foreign key: a deleted day's id
    // stays here, matching no day), so last-sets reaches a day's newest workout with the
    // exercise in one index probe (workout_exercise_figures_day_idx).
    workoutDayId: uuid('workout_day_id'),
  },
  (t) => [
    primaryKey({ columns: [t.workoutId, t.exerciseKey] }),
    // An exercise's history newest first; the id orders ties as history does (last-sets).
    index('workout_exercise_figures_user_idx').on(
      t.userId,
      t.exerciseKey,
      t.completedAt.desc().nullsFirst(),
      t.workoutId.desc().nullsFirst(),
    ),
    // Last time's sets (queries/last-sets.ts): the newest completed workout of a day with the
    // exercise, its id included so ties order as history does. Not partial (`sets > 0`, which
    // last-sets asks too): a partial index was estimated to hold fewer rows than _user_idx for
    // the same lifter and exercise, and the any-day probe's generic plan took it and sorted.
    index('workout_exercise_figures_day_idx').on(
      t.userId,
      t.exerciseKey,
      t.workoutDayId,
      t.completedAt.desc().nullsFirst(),
      t.workoutId.desc().nullsFirst(),
    ),
    // GET /api/records: each exercise's best e1RM, heaviest set, best volume, longest time,
    // longest distance and most reps, one index probe each (earliest first on a tie), whatever
    // the length of the history. The last three hold only the rows that have one.
    index('workout_exercise_figures_best_idx').on(
      t.userId,
      t.exerciseKey,
      t.best.desc().nullsFirst(),
      t.completedAt,
    ),
    index('workout_exercise_figures_top_set_idx').on(
      t.userId,
      t.exerciseKey,
      t.topWeight.desc().nullsFirst(),
      t.topReps.desc().nullsFirst(),
      t.completedAt,
    ),
    index('workout_exercise_figures_volume_idx').on(
      t.userId,
      t.exerciseKey,
      t.volume.desc().nullsFirst(),
      t.completedAt,
    ),
    index('workout_exercise_figures_longest_idx')
      .on(
        t.userId,
        t.exerciseKey,
        t.longestDuration.desc().nullsFirst(),
        t.longestWeight.desc().nullsFirst(),
        t.completedAt,
      )
      .where(sql`${t.longestDuration} is not null`),
    index('workout_exercise_figures_farthest_idx')
      .on(t.userId, t.exerciseKey, t.farthestDistance.desc().nullsFirst(), t.completedAt)
      .where(sql`${t.farthestDistance} is not null`),
    // A reps-only exercise's most reps in one set: its score (set-figures.ts scoreSql).
    index('workout_exercise_figures_most_reps_idx')
      .on(t.userId, t.exerciseKey, t.score.desc().nullsFirst(), t.completedAt)
      .where(sql`${t.exerciseType} = 'reps_only'`),
  ],
)

/**
 * GET /api/records' answer, kept (decision 036): per exercise with completed sets, its record
 * (its last spelling and type, when it was last trained, and each all-time best with its
 * workout and date) written as the route answers it, by refreshRecords
 * (queries/exercise-records.ts) whenever refreshFigures rewrites that exercise's figures. The
 * records read one row per exercise, no probes, and put the text in as it is.
 */
export const exerciseRecords = pgTable(
  'exercise_records',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseKey: text('exercise_key').notNull(),
    // The answer's order: most recently trained first.
    lastTrainedAt: timestamp('last_trained_at', { withTimezone: true, precision: 3 }).notNull(),
    // The exercise's record as JSON (ExerciseRecordSchema).
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseKey] })],
)

/**
 * docs/product/exercise-types.md: the type a lifter gave one of their exercise names, over the automatic one (the
 * catalogue's, else read from its sets). Keyed by the name's key (nameKey, decision 028).
 */
export const exerciseTypes = pgTable(
  'exercise_types',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseKey: text('exercise_key').notNull(),
    exerciseName: text('exercise_name').notNull(),
    type: text('type').$type<ExerciseType>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseKey] })],
)

/**
 * Which rules the kept figures were computed by (a single row): when the code's
 * FIGURE_RULES_VERSION is newer, every lifter's figures are computed again once, at start
 * (queries/figure-rules.ts), by the same code that keeps them.
 */
export const figureRules = pgTable('figure_rules', {
  id: integer('id').primaryKey().default(1),
  version: text('version').notNull(),
})

export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderEmail: text('sender_email').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    workoutDayData: jsonb('workout_day_data').$type<SharedDay[]>().notNull(),
    status: text('status').$type<ShareStatus>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shares_sender_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    // A share to an e-mail that signs up later still arrives: recipients are matched by e-mail.
    index('shares_recipient_idx').on(
      sql`lower(${t.recipientEmail})`,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
)

/** docs/product/body-weight-and-muscles.md: one body weight a calendar day, in pounds; the key is the range's index. */
export const bodyWeights = pgTable(
  'body_weights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weight: numeric('weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
)

/**
 * docs/product/body-weight-and-muscles.md: the muscles a lifter gave one of their exercise names, over the automatic
 * match to the catalogue. Keyed as sets group names, nameKey(name); `catalogKey` points at a
 * catalogue entry (its muscles are read from the catalogue), else the lists are the lifter's.
 */
export const exerciseMuscles = pgTable(
  'exercise_muscles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    exerciseName: text('exercise_name').notNull(),
    catalogKey: text('catalog_key'),
    primaryMuscles: jsonb('primary_muscles').$type<Muscle[]>().notNull().default([]),
    secondaryMuscles: jsonb('secondary_muscles').$type<Muscle[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nameKey] })],
)

/**
 * docs/product/progression.md: a lifter's progression rule for an exercise name (case-insensitive, in every
 * day that has it). Only the rule is kept: plans are derived from history on every read.
 */
export const progressionRules = pgTable(
  'progression_rules',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseKey: text('exercise_key').notNull(),
    exerciseName: text('exercise_name').notNull(),
    rule: jsonb('rule').$type<ProgressionRule>().notNull(),
    // When the rule was last changed: the sessions it sees are the ones completed since.
    // Milliseconds, like completedAt, so the two compare as the answers show them.
    since: timestamp('since', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseKey] })],
)

/**
 * docs/product/exercises.md: the note a lifter pins to an exercise name ("Seat 4, pins at 7"),
 * shown under the name in every session; one per name, compared by its name key.
 */
export const exerciseNotes = pgTable(
  'exercise_notes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseKey: text('exercise_key').notNull(),
    exerciseName: text('exercise_name').notNull(),
    note: text('note').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseKey] })],
)

/**
 * docs/product/trust-tokens-and-values.md: which version of nameKey (shared/domain/names.ts) the
 * stored keys were computed with, one row. When the code's NAME_KEY_VERSION is newer, the app
 * computes every stored key again before it answers (queries/name-keys.ts rekeyNames).
 */
export const nameKeyVersion = pgTable('name_key_version', {
  version: integer('version').notNull(),
})
