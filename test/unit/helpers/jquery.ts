import type { JQueryLike } from '../../../src/runtime/jquery.ts'

/**
 * The real jQuery, on the page the way WordPress puts it there (`window.jQuery`). Import only in a
 * happy-dom test: the package binds itself to the global window when it is first imported.
 */
export async function installJQuery(): Promise<JQueryStatic> {
  const jQuery = (await import('jquery')).default
  ;(globalThis as { jQuery?: unknown }).jQuery = jQuery
  return jQuery
}

export function removeJQuery(): void {
  delete (globalThis as { jQuery?: unknown }).jQuery
}

/** The narrow jQuery view the runtime types use, for reading plugins such as scroll_to_notices. */
export function asJQueryLike(jQuery: JQueryStatic): JQueryLike {
  return jQuery as unknown as JQueryLike
}
