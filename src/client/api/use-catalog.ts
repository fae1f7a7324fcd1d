import { useEffect, useState } from 'react'
import type { CatalogEntry } from '#shared/domain/muscles.ts'

let loaded: readonly CatalogEntry[] | undefined
let loading: Promise<readonly CatalogEntry[]> | undefined

/**
 * The exercise catalogue (docs/product/body-weight-and-muscles.md): the shared data module
 * itself, loaded on first use as a chunk of its own (precached with the app, so it is there
 * offline too), not read from GET /api/catalog. A failed load is tried again next time.
 */
export function loadCatalog(): Promise<readonly CatalogEntry[]> {
  loading ??= import('#shared/data/catalog.ts').then((module) => (loaded = module.CATALOG))
  loading.catch(() => (loading = undefined))
  return loading
}

/**
 * The catalogue for the pickers and the muscle screen. Undefined until it is in; a failed load
 * leaves the pickers with the lifter's own names.
 */
export function useCatalog(): readonly CatalogEntry[] | undefined {
  const [catalog, setCatalog] = useState(loaded)
  useEffect(() => {
    if (catalog) return
    let current = true
    loadCatalog().then(
      (entries) => current && setCatalog(entries),
      () => {},
    )
    return () => {
      current = false
    }
  }, [catalog])
  return catalog
}
