import { useEffect, useRef } from 'react'
// The year dropdown offers jQuery UI's range, as system A's; a field's minDate/maxDate still bound the days.
import { yearRange } from '../../src/core/dates/index.ts'
import type { Calendar } from '../../src/runtime/calendar/calendar.ts'
import { loadCalendar } from '../../src/runtime/calendar/calendar-loader.ts'
import type { CalendarTexts } from '../../src/runtime/calendar/texts.ts'
import { logError } from '../../src/runtime/log.ts'
import { pickerOptions } from './date-picker.ts'

export interface DateInputProps {
  readonly id: string
  readonly name: string
  /** date, time or datetime-local. */
  readonly type: string
  /** The field's format (its dateFormat, else the date_format / time_format settings), in flatpickr's tokens. */
  readonly format: string
  /** `date_pic_conf` as the definition gives it (mode, minDate, maxDate). */
  readonly conf: Record<string, unknown>
  readonly texts: CalendarTexts
  /** `picker_type: 'basic'`: the browser's own control, no calendar script. */
  readonly basic: boolean
  readonly value: string
  readonly placeholder: string | undefined
  readonly disabled: boolean
  readonly required: boolean
  readonly invalid: boolean
  readonly describedBy: string | undefined
  readonly ariaLabel: string | undefined
  onValue(value: string): void
  onBlur(): void
}

/**
 * A date, time or date-time field. The calendar (flatpickr) loads on the first focus or press; until
 * then, and for a keyboard user throughout, the text can be typed in the field's format.
 */
export function DateInput(props: DateInputProps) {
  const input = useRef<HTMLInputElement>(null)
  const picker = useRef<Calendar | null>(null)
  const starting = useRef(false)
  const { basic, type, format, conf, texts, onValue } = props
  // The latest blur handler, for the calendar that outlives this render.
  const onBlur = useRef(props.onBlur)
  useEffect(() => {
    onBlur.current = props.onBlur
  })

  useEffect(
    () => () => {
      picker.current?.destroy()
      picker.current = null
    },
    [],
  )

  const start = () => {
    const element = input.current
    if (basic || picker.current || starting.current || !element || props.disabled) return
    starting.current = true
    loadCalendar(element.ownerDocument).then(
      ({ createCalendar }) => {
        starting.current = false
        if (!element.isConnected || picker.current) return
        picker.current = createCalendar({
          input: element,
          picker: pickerOptions(type, format, conf),
          years: yearRange(new Date().getFullYear()),
          // flatpickr's default, as the plugin shows it.
          firstDayOfWeek: 0,
          texts,
          onChange: onValue,
          onLeave: () => onBlur.current(),
        })
        if (element.ownerDocument.activeElement === element) picker.current.open()
      },
      (error: unknown) => {
        starting.current = false
        logError('<wcpa-form> could not load its date picker; dates can still be typed.', error)
      },
    )
  }

  if (basic) {
    // The browser's control writes ISO text ('2024-05-01', '10:30', '2024-05-01T10:30'); rules read
    // those shapes (src/core/options tries Y-m-d, H:i and Y-m-d H:i after the field's format), with
    // a space where the date-time control writes its 'T'.
    const local = type === 'datetime-local'
    return (
      <input
        id={props.id}
        name={props.name}
        type={type === 'time' ? 'time' : type === 'datetime-local' ? 'datetime-local' : 'date'}
        value={local ? props.value.replace(' ', 'T') : props.value}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        aria-label={props.ariaLabel}
        onInput={(event) => onValue(local ? event.currentTarget.value.replace('T', ' ') : event.currentTarget.value)}
        onBlur={props.onBlur}
      />
    )
  }
  return (
    <input
      ref={input}
      id={props.id}
      name={props.name}
      type="text"
      className="wcpa_date_input"
      value={props.value}
      placeholder={props.placeholder ?? format}
      disabled={props.disabled}
      autoComplete="off"
      aria-required={props.required || undefined}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      aria-label={props.ariaLabel}
      onFocus={start}
      onPointerDown={start}
      onInput={(event) => onValue(event.currentTarget.value)}
      onBlur={(event) => {
        // Into its own calendar the shopper is still choosing: no blur yet (validating then showed
        // the error under the field and moved the calendar under the pointer between press and
        // release, so the press chose nothing). The calendar reports when the focus leaves it.
        const next = event.relatedTarget
        if (next instanceof Node && picker.current?.contains(next)) return
        props.onBlur()
      }}
    />
  )
}
