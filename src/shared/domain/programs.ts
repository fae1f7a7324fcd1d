import type { ProgressionRule } from '#shared/contract/progressions.ts'
import type { IconKey } from './icons.ts'
import { nameKey } from './names.ts'
import { RULE_DEFAULTS } from './progression.ts'

/*
 * docs/product/progression.md "Programs": the built-in programs a lifter can start in one tap. Each makes
 * its days (every exercise with two warm-up sets and its working sets) and sets a rule for each
 * of its exercises from a starting weight (5/3/1: a training max) in pounds.
 */

/** A program's weight for a name the lifter gave none (docs/product/progression.md): the empty bar. */
export const DEFAULT_PROGRAM_WEIGHT = '45'

type ProgramExercise = { name: string; rule: (weight: string) => ProgressionRule }

export type ProgramDefinition = {
  key: string
  name: string
  description: string
  /** What the weights of POST …/start are, as the form labels them. */
  weightLabel: 'Starting weight' | 'Training max'
  days: Array<{ name: string; icon: IconKey; exercises: ProgramExercise[] }>
}

const linear5x5 = (name: string, sets: number, increment: string): ProgramExercise => ({
  name,
  rule: (weight) => ({
    type: 'linear',
    weight,
    sets,
    reps: 5,
    increment,
    // The 5×5's deload (10 % after 3 misses) and rounding are a linear rule's defaults.
    ...RULE_DEFAULTS,
  }),
})

const wave = (percents: number[], reps: number[], amrapLast: boolean) =>
  percents.map((percent, i) => ({
    percent,
    reps: reps[i]!,
    amrap: amrapLast && i === percents.length - 1,
  }))

/** 5/3/1's four weeks: 5s, 3s, 5/3/1, then a deload; `+` (amrap) on the first three's last set. */
const FIVE_THREE_ONE_WEEKS = [
  wave([65, 75, 85], [5, 5, 5], true),
  wave([70, 80, 90], [3, 3, 3], true),
  wave([75, 85, 95], [5, 3, 1], true),
  wave([40, 50, 60], [5, 5, 5], false),
]

const wave531 = (name: string, increment: string): ProgramExercise => ({
  name,
  rule: (trainingMax) => ({
    type: 'wave',
    trainingMax,
    weeks: FIVE_THREE_ONE_WEEKS,
    increment,
    roundTo: RULE_DEFAULTS.roundTo,
  }),
})

const double = (name: string): ProgramExercise => ({
  name,
  rule: (weight) => ({
    type: 'double',
    weight,
    sets: 3,
    repsMin: 8,
    repsMax: 12,
    increment: '5',
    roundTo: RULE_DEFAULTS.roundTo,
  }),
})

export const PROGRAMS: readonly ProgramDefinition[] = [
  {
    key: '5x5',
    name: '5×5 Strength',
    description:
      'Two full-body workouts you alternate, three times a week: five sets of five on the big barbell lifts (one heavy set of five on the deadlift). Complete every set and the bar gets a little heavier next time (the deadlift twice as much); miss three sessions in a row and it drops 10% to build back up.',
    weightLabel: 'Starting weight',
    days: [
      {
        name: 'Workout A',
        icon: 'power',
        exercises: [
          linear5x5('Squat', 5, '5'),
          linear5x5('Bench Press', 5, '5'),
          linear5x5('Barbell Row', 5, '5'),
        ],
      },
      {
        name: 'Workout B',
        icon: 'weight',
        exercises: [
          linear5x5('Squat', 5, '5'),
          linear5x5('Overhead Press', 5, '5'),
          linear5x5('Deadlift', 1, '10'),
        ],
      },
    ],
  },
  {
    key: '531',
    name: '5/3/1',
    description:
      'Four days, one main lift each, in four-week waves: 5s, 3s, then 5/3/1 with as many reps as you can on the last set, then a light week. Every set is a percentage of your training max (about 90% of your best single), which grows after each wave: twice as much for squat and deadlift as for bench and press.',
    weightLabel: 'Training max',
    days: [
      { name: 'Squat Day', icon: 'legs', exercises: [wave531('Squat', '10')] },
      { name: 'Bench Day', icon: 'chest', exercises: [wave531('Bench Press', '5')] },
      { name: 'Deadlift Day', icon: 'back', exercises: [wave531('Deadlift', '10')] },
      { name: 'Press Day', icon: 'shoulders', exercises: [wave531('Overhead Press', '5')] },
    ],
  },
  {
    key: 'upper-lower',
    name: 'Upper/Lower',
    description:
      'Four days, two for the upper body and two for the legs, three sets of 8–12 reps on each exercise. Keep the weight and add reps until you get 12 on every set; then the weight goes up and you start again from 8.',
    weightLabel: 'Starting weight',
    days: [
      {
        name: 'Upper A',
        icon: 'chest',
        exercises: ['Bench Press', 'Barbell Row', 'Overhead Press', 'Lat Pulldown'].map(double),
      },
      {
        name: 'Lower A',
        icon: 'legs',
        exercises: ['Squat', 'Romanian Deadlift', 'Leg Curl', 'Calf Raise'].map(double),
      },
      {
        name: 'Upper B',
        icon: 'back',
        exercises: [
          'Incline Dumbbell Press',
          'Seated Cable Row',
          'Lateral Raise',
          'Biceps Curl',
        ].map(double),
      },
      {
        name: 'Lower B',
        icon: 'glutes',
        exercises: ['Deadlift', 'Leg Press', 'Walking Lunge', 'Leg Extension'].map(double),
      },
    ],
  },
]

export function findProgram(key: string): ProgramDefinition | undefined {
  return PROGRAMS.find((program) => program.key === key)
}

/** The program's exercises, each once, in the order they first appear. */
export function programExercises(program: ProgramDefinition): ProgramExercise[] {
  const seen = new Map<string, ProgramExercise>()
  for (const day of program.days) {
    for (const exercise of day.exercises) {
      if (!seen.has(nameKey(exercise.name))) seen.set(nameKey(exercise.name), exercise)
    }
  }
  return [...seen.values()]
}

/** The working sets a program's exercise is planned with (its rule's sets, or its wave's weeks). */
export function workingSetCount(rule: ProgressionRule): number {
  return rule.type === 'wave' ? Math.max(...rule.weeks.map((week) => week.length)) : rule.sets
}
