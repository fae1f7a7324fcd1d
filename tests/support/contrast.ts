import type { Locator } from 'playwright-core'

/**
 * The contrast ratio (WCAG 2) of an element's text, or of its placeholder, against what is
 * painted behind it, from the colours the browser rendered: its own and every ancestor's
 * background, composited from the first opaque one up. The browser turns each colour (oklch,
 * color-mix, …) into sRGB by painting it on a canvas.
 */
export function textContrast(
  locator: Locator,
  { placeholder = false }: { placeholder?: boolean } = {},
): Promise<number> {
  return locator.evaluate((element, placeholder) => {
    const canvas = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!
    type Rgba = [number, number, number, number]
    const rgba = (color: string): Rgba => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!, a! / 255]
    }
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3])
      if (a === 0) return [0, 0, 0, 0]
      const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a
      return [mix(0), mix(1), mix(2), a]
    }
    const layers: Rgba[] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor)
      if (layer[3] > 0) layers.push(layer)
      if (layer[3] >= 1) break
    }
    let background: Rgba = [255, 255, 255, 1]
    for (const layer of layers.reverse()) background = over(layer, background)
    const style = getComputedStyle(element, placeholder ? '::placeholder' : null)
    const text = over(rgba(style.color), background)
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a)
    return (light! + 0.05) / (dark! + 0.05)
  }, placeholder)
}

/** The smallest distance between two elements' boxes, in CSS pixels (0 when they touch). */
export async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
  if (!boxA || !boxB) throw new Error('not on screen')
  const dx = Math.max(0, boxB.x - (boxA.x + boxA.width), boxA.x - (boxB.x + boxB.width))
  const dy = Math.max(0, boxB.y - (boxA.y + boxA.height), boxA.y - (boxB.y + boxB.height))
  return Math.hypot(dx, dy)
}
