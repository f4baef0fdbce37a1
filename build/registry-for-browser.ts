import type { Plugin } from 'vite'

const REGISTRY = /src[\\/]loader[\\/]families[\\/][a-z-]+\.ts(\?.*)?$/
/** `group: '…'` in an entry: the build's business (build/chunk-groups.ts), not the loader's. */
const GROUP_PROPERTY = /,\s*group:\s*'[^']*'/g

/**
 * The registry is one table for the build and the loader (src/loader/families/*.ts), but only the
 * build reads an entry's chunk group: the loader ships without them. Every page carries the loader,
 * and the theme's and the page builder's entries made the groups a few dozen bytes of it.
 */
export function registryForBrowser(): Plugin {
  return {
    name: 'shop-islands-registry-for-browser',
    enforce: 'pre',
    transform(code, id) {
      if (!REGISTRY.test(id)) return null
      return { code: code.replace(GROUP_PROPERTY, ''), map: null }
    },
  }
}
