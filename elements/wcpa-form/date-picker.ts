/**
 * flatpickr, loaded on the first interaction with a date, time or date-time field (ARCHITECTURE
 * "Loading": a shopper who never opens a calendar never downloads it), with its stylesheet next to
 * the bundle (the URL is relative to this chunk, so any folder works).
 */
import type { Instance } from 'flatpickr/dist/types/instance'
import type { BaseOptions } from 'flatpickr/dist/types/options'

export type DatePicker = Instance
type Flatpickr = (element: HTMLElement, options: Partial<BaseOptions>) => Instance

let loading: Promise<Flatpickr> | undefined

function addStylesheet(doc: Document, href: string) {
  if (doc.querySelector('link[data-shop-islands="flatpickr"]')) return
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.dataset.shopIslands = 'flatpickr'
  doc.head.append(link)
}

export function loadDatePicker(doc: Document): Promise<Flatpickr> {
  // The stylesheet's URL is imported lazily too: a static import of anything under
  // node_modules/flatpickr would pull the whole flatpickr chunk in with the form.
  loading ??= Promise.all([import('flatpickr'), import('flatpickr/dist/flatpickr.min.css?url')]).then(
    ([module, css]) => {
      addStylesheet(doc, css.default)
      return module.default as unknown as Flatpickr
    },
  )
  return loading
}

/** The picker's options for a field: its resolved format, and what `date_pic_conf` may set. */
export function pickerOptions(type: string, format: string, conf: Record<string, unknown>): Partial<BaseOptions> {
  const options: Partial<BaseOptions> = {
    dateFormat: format,
    // Typing stays possible: a keyboard user need not use the calendar.
    allowInput: true,
    disableMobile: true,
    enableTime: type === 'time' || type === 'datetime-local',
    noCalendar: type === 'time',
    time_24hr: !/[hGK]/.test(format.replace(/\\./g, '')),
  }
  const mode = conf.mode
  if (mode === 'range' || mode === 'multiple' || mode === 'single') options.mode = mode
  for (const key of ['minDate', 'maxDate'] as const) {
    const value = conf[key]
    if (typeof value === 'string' || typeof value === 'number') options[key] = value
  }
  return options
}
