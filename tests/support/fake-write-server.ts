import { ApiError } from '#client/lib/api-client.ts'
import type { OutboxWrite, SendAnswer } from '#client/lib/outbox.ts'

type Network = 'up' | 'down' | 'lose-answers'

/**
 * The API's write rules in memory (docs/product/nothing-lost.md): a create with a known id answers the row
 * and changes nothing, updates and deletes of an unknown id are 404. The network can be down
 * (nothing arrives), lose answers (the server acts, the client hears nothing) or hold requests.
 */
export function fakeServer() {
  const workouts = new Set<string>()
  /** Open drafts per day another device made (`openDraft`): a device's draft create joins it. */
  const dayDrafts = new Map<string, string>()
  const sets = new Map<string, Record<string, unknown>>()
  const requests: string[] = []
  let network: Network = 'up'
  let held: Array<() => void> | null = null
  const send = async (write: OutboxWrite): Promise<SendAnswer> => {
    if (network === 'down') throw new TypeError('Failed to fetch')
    requests.push(`${write.kind} ${write.id}`)
    if (held) await new Promise<void>((resolve) => held!.push(resolve))
    let answer: SendAnswer = undefined
    switch (write.kind) {
      case 'createWorkout': {
        // docs/product/trust-tokens-and-values.md: POST /api/workout-days/{id}/draft.
        const shared = write.own ? undefined : dayDrafts.get(write.body.workoutDayId)
        if (shared) answer = { joined: shared }
        else workouts.add(write.id)
        break
      }
      case 'deleteWorkout':
        if (!workouts.delete(write.id)) throw new ApiError(404, '{"message":"Workout not found"}')
        for (const [id, set] of sets) if (set.workoutId === write.id) sets.delete(id)
        break
      case 'createSet':
        if (!workouts.has(write.body.workoutId)) throw new ApiError(404, '{"message":"nope"}')
        if (!sets.has(write.id)) sets.set(write.id, { ...write.body })
        break
      case 'updateSet': {
        const set = sets.get(write.id)
        if (!set) throw new ApiError(404, '{"message":"Set not found"}')
        Object.assign(set, write.body)
        break
      }
      case 'deleteSet':
        if (!sets.delete(write.id)) throw new ApiError(404, '{"message":"Set not found"}')
    }
    if (network === 'lose-answers') throw new TypeError('Failed to fetch')
    return answer
  }
  return {
    workouts,
    sets,
    requests,
    send,
    setNetwork: (next: Network) => (network = next),
    /** Another device opened day `dayId`'s draft `id`. */
    openDraft: (dayId: string, id: string) => {
      workouts.add(id)
      dayDrafts.set(dayId, id)
    },
    hold: () => (held = []),
    release: () => {
      const waiting = held ?? []
      held = null
      for (const resolve of waiting) resolve()
    },
  }
}
