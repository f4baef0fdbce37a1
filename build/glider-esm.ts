import type { Plugin } from 'vite'

/**
 * glider-js 1.7 ships only a UMD file. Bundled as CommonJS it needs rolldown's CommonJS helpers,
 * which land in the runtime chunk every page loads (+275 B gzip on every page). Its UMD wrapper is a
 * fixed text: this turns it into an ES module (`export default Glider`), so the home slider's chunk
 * alone carries it. If a new version changes the wrapper, the build fails here instead of shipping
 * the helpers.
 */
const HEAD = /\(function \(factory\) \{[\s\S]*?\}\)\(function \(\) \{/
const TAIL = /return Glider\s*\}\)\s*$/

export function gliderAsEsm(): Plugin {
  return {
    name: 'shop-islands-glider-esm',
    transform(code, id) {
      if (!/[\\/]glider-js[\\/]glider\.js$/.test(id.split('?')[0] ?? '')) return null
      if (!HEAD.test(code) || !TAIL.test(code)) throw new Error('glider-js: unexpected UMD wrapper; see build/glider-esm.ts')
      return { code: code.replace(HEAD, 'export default (function () {').replace(TAIL, 'return Glider\n})()\n'), map: null }
    },
  }
}
