import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { CLASS_TABLE } from './cn-groups.generated.ts'

/**
 * tailwind-merge's merge over a table of only the classes this code writes (issue 18): its
 * default table took ~150 ms at 4x CPU to build on the first cn() of every load. cn.test.ts
 * makes the table from the code and holds every two classes' merge to tailwind-merge's own.
 */
export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  ...CLASS_TABLE,
}))

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs))
}
