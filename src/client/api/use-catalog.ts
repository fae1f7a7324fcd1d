import { useEffect, useState } from 'react'
import type { CatalogEntry } from '#shared/domain/muscles.ts'

let loaded: readonly CatalogEntry[] | undefined
let loading: Promise<readonly CatalogEntry[]> | undefined

/**
 * The exercise catalogue (docs/product/body-weight-and-muscles.md) for the pickers and the muscle screen: the shared
 * data module itself, loaded on first use as a chunk of its own (precached with the app, so it
 * is there offline too), not read from GET /api/catalog. Undefined until it is in; a failed load
 * leaves the pickers with the lifter's own names.
 */
export function useCatalog(): readonly CatalogEntry[] | undefined {
  const [catalog, setCatalog] = useState(loaded)
  useEffect(() => {
    if (catalog) return
    let current = true
    loading ??= import('#shared/data/catalog.ts').then((module) => (loaded = module.CATALOG))
    loading.then(
      (entries) => current && setCatalog(entries),
      () => (loading = undefined),
    )
    return () => {
      current = false
    }
  }, [catalog])
  return catalog
}
