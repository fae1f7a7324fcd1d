import { describe, expect, it } from 'vitest'
import { suggestedProgramWeight } from './programs.ts'

describe('a program’s suggested weights (issue 42: from the lifter’s records)', () => {
  it('takes 90 % of the best estimated 1RM as 5/3/1’s training max, rounded down to the step', () => {
    expect(suggestedProgramWeight({ key: '531' }, 'Squat', 400, 'lbs')).toBe(360)
    // 400 lbs = 181.4 kg; 90 % is 163.3, rounded down to 162.5.
    expect(suggestedProgramWeight({ key: '531' }, 'squat', 400, 'kg')).toBe(162.5)
  })

  it('starts a lift at 90 % of what the estimate moves for the rule’s first reps', () => {
    // 5×5: 350 for 1 is 300 for 5 (Epley), 90 % is 270.
    expect(suggestedProgramWeight({ key: '5x5' }, 'Squat', 350, 'lbs')).toBe(270)
    // Upper/Lower: 200 for 1 is 157.9 for 8, 90 % is 142.1, rounded down to 140.
    expect(suggestedProgramWeight({ key: 'upper-lower' }, 'Bench Press', 200, 'lbs')).toBe(140)
  })

  it('suggests nothing for a lift the program does not have, or a weight that rounds to 0', () => {
    expect(suggestedProgramWeight({ key: '5x5' }, 'Leg Press', 300, 'lbs')).toBeNull()
    expect(suggestedProgramWeight({ key: 'nope' }, 'Squat', 300, 'lbs')).toBeNull()
    expect(suggestedProgramWeight({ key: '531' }, 'Squat', 4, 'lbs')).toBeNull()
  })
})
