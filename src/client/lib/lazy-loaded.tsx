import { lazy, useState, type ComponentProps, type ComponentType } from 'react'

/**
 * A lazy-loaded component that, once its module is in, renders without suspending: a screen
 * the server rendered hydrates in place when its module was loaded before `hydrateRoot`
 * (issue 18, docs/decisions/015). `load` loads it and answers the module.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyLoaded<Module extends { default: ComponentType<any> }>(
  importModule: () => Promise<Module>,
) {
  type Props = ComponentProps<Module['default']>
  let loaded: Module | null = null
  const load = () => importModule().then((module) => (loaded = module))
  const Lazy = lazy(load)
  function Component(props: Props) {
    // Chosen once: a component of another type later would mount the whole tree anew.
    const [Chosen] = useState<ComponentType<Props>>(() => loaded?.default ?? Lazy)
    return <Chosen {...props} />
  }
  return { load, Component }
}
