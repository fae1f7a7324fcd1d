import { lifterNames } from '#client/lib/lifter-device.ts'

/**
 * The end of a rest (docs/product/progress-and-gym-floor.md): a short tone, a vibration where supported, and a system
 * notification when the lifter turned those on and the page is out of sight.
 */

let audio: AudioContext | null = null

/**
 * Browsers let a page play sound only after a tap: the tap that starts a rest wakes the audio
 * so that the tone at its end can play.
 */
export function primeRestSound(): void {
  try {
    audio ??= new AudioContext()
    if (audio.state === 'suspended') void audio.resume()
  } catch {
    audio = null
  }
}

function beep(context: AudioContext) {
  const start = context.currentTime
  for (const [offset, frequency] of [
    [0, 880],
    [0.25, 1175],
  ] as const) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start + offset)
    oscillator.stop(start + offset + 0.22)
  }
}

export function notificationsSupported(): boolean {
  return typeof Notification !== 'undefined'
}

/** Whether `lifter` turned the notification on, on this device (docs/product/trust-accounts-and-devices.md: by lifter). */
export function restNotificationsOn(lifter: string): boolean {
  try {
    return (
      notificationsSupported() &&
      Notification.permission === 'granted' &&
      localStorage.getItem(lifterNames.restNotify(lifter)) === 'on'
    )
  } catch {
    return false
  }
}

/** Turns the notification on (asking the browser only now) or off; answers whether it is on. */
export async function setRestNotifications(on: boolean, lifter: string): Promise<boolean> {
  const key = lifterNames.restNotify(lifter)
  try {
    if (!on) {
      localStorage.removeItem(key)
      return false
    }
    if (!notificationsSupported()) return false
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission
    if (permission !== 'granted') return false
    localStorage.setItem(key, 'on')
    return true
  } catch {
    return false
  }
}

export function signalRestOver(lifter: string): void {
  try {
    if (audio) beep(audio)
  } catch {
    // No sound is no reason to fail.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200])
  if (restNotificationsOn(lifter) && document.visibilityState === 'hidden') {
    try {
      new Notification('Rest over', { body: 'Time for your next set.', tag: 'ironlog-rest' })
    } catch {
      // Some browsers allow notifications only from a service worker.
    }
  }
}
