import type { DataOwner } from './data.ts'
import { logError } from './log.ts'

/*
 * Beside the data contract of ./data.ts, not in it: data.ts rides in the always-on chunk, and only
 * the islands with large data (the variation form, the options form) report partial problems.
 */

/** Problems named in the one console.error of reportProblems; the rest are counted. */
export const LISTED_PROBLEMS = 5

/**
 * Data usable in part (some variations, some fields could not be trusted): one console.error naming
 * the element and the source, saying what still works (`outcome`), listing the first `listed`
 * problems and counting the rest. Nothing when there is no problem. No `data-island-error`: the
 * element works with what it could trust.
 */
export function reportProblems(
  owner: Pick<DataOwner, 'tag'>,
  source: string,
  outcome: string,
  problems: readonly string[],
  listed = LISTED_PROBLEMS,
): void {
  if (problems.length === 0) return
  const more = problems.length - listed
  logError(
    `<${owner.tag}> ${source} has problems; ${outcome}. ${problems.slice(0, listed).join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
  )
}
