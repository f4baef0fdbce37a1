/**
 * The accessible calendar (flatpickr and what ./calendar.ts adds to it) of both add-on systems, in
 * a chunk of its own, imported on the shopper's first interaction with a date field (a
 * shopper who never opens a calendar never downloads it).
 */
import type * as calendar from './calendar.ts'

export type CalendarModule = typeof calendar

let loading: Promise<CalendarModule> | undefined

/** The calendar's code, once its stylesheet applies in `doc` too (see `stylesheetReady`). */
export function loadCalendar(doc: Document): Promise<CalendarModule> {
  loading ??= import('./calendar.ts').then(async (module) => {
    await module.stylesheetReady(doc)
    return module
  })
  // A failed load (a network blip) may be retried on the next interaction.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
