/**
 * The attributes an island leaves on its host: mounted, or failed (with what failed). Also read by
 * the loader (a submit held until the islands of its form are ready), so they live apart from the
 * island base, which the loader does not carry.
 */
export const MOUNTED_ATTRIBUTE = 'data-island-mounted'
export const ERROR_ATTRIBUTE = 'data-island-error'
