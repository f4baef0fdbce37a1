import type { WpAjaxObject } from './wp-ajax.ts'

/**
 * Calls the real wp.ajax (./wp-ajax.ts), imported with its dependencies. The stub imports this
 * first: an import with dependencies carries their list in the importer, which would cost the
 * always-on chunk of every page about 100 bytes gzip; this small chunk carries it instead, for the
 * pages that call wp.ajax. The answer is boxed, so that a promise does not unwrap the thenable.
 */
export const load = (name: 'post' | 'send', ajax: WpAjaxObject, args: unknown[]): Promise<[unknown]> =>
  import('./wp-ajax.ts').then((real) => [real[name](ajax, ...args)])
