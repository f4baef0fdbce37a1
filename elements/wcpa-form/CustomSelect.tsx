import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { TYPE_AHEAD_RESET_MS, typeAheadIndex } from '../../src/core/text/type-ahead.ts'

/**
 * A custom dropdown (`dropdown_type: 'custom'`): WAI-ARIA's select-only combobox pattern, type-ahead
 * included (typing "s" opens the list on "Sans serif"). The value is posted by a hidden input under
 * the field's name; the combobox itself is never submitted.
 */
export interface CustomSelectOption {
  readonly value: string
  readonly text: string
}

export interface CustomSelectProps {
  readonly id: string
  readonly name: string
  readonly labelId: string | undefined
  readonly label: string
  readonly options: readonly CustomSelectOption[]
  readonly value: string
  readonly placeholder: string
  readonly disabled: boolean
  readonly required: boolean
  readonly invalid: boolean
  readonly describedBy: string | undefined
  onChoose(value: string): void
  onBlur(): void
}

export function CustomSelect(props: CustomSelectProps) {
  const { id, options, value } = props
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const combobox = useRef<HTMLDivElement>(null)
  const listId = `${id}-listbox`
  const chosen = options.findIndex((option) => option.value === value)
  const optionId = (index: number) => `${id}-option-${index}`
  // Letters typed within TYPE_AHEAD_RESET_MS of each other make one search.
  const search = useRef<{ text: string; timer?: ReturnType<typeof setTimeout> }>({ text: '' })
  useEffect(() => () => clearTimeout(search.current.timer), [])

  const show = (index: number) => {
    if (props.disabled || options.length === 0) return
    setActive(Math.max(0, Math.min(options.length - 1, index)))
    setOpen(true)
  }
  const choose = (index: number) => {
    const option = options[index]
    setOpen(false)
    if (option && option.value !== value) props.onChoose(option.value)
  }

  const typeAhead = (letter: string) => {
    const typed = search.current
    clearTimeout(typed.timer)
    typed.text += letter
    typed.timer = setTimeout(() => (typed.text = ''), TYPE_AHEAD_RESET_MS)
    const match = typeAheadIndex(
      options.map((option) => option.text),
      typed.text,
      // As APG's example: a closed list with nothing chosen stands on its first option.
      open ? active : Math.max(chosen, 0),
    )
    if (match >= 0) show(match)
    else if (!open) show(chosen >= 0 ? chosen : 0)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (props.disabled) return
    const key = event.key
    // A printable character searches (a space only inside a search: alone it opens or chooses).
    const printable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (printable && (key !== ' ' || search.current.text !== '')) {
      event.preventDefault()
      typeAhead(key)
      return
    }
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault()
        show(chosen >= 0 ? chosen : 0)
      } else if (key === 'Home') {
        event.preventDefault()
        show(0)
      } else if (key === 'End') {
        event.preventDefault()
        show(options.length - 1)
      }
      return
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault()
      setActive((current) => Math.max(0, Math.min(options.length - 1, current + (key === 'ArrowDown' ? 1 : -1))))
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault()
      setActive(key === 'Home' ? 0 : options.length - 1)
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault()
      choose(active)
    } else if (key === 'Escape') {
      event.preventDefault()
      setOpen(false)
    } else if (key === 'Tab') {
      choose(active)
    }
  }

  return (
    <div className={`wcpa_custom_select${open ? ' wcpa_open' : ''}`}>
      <input type="hidden" name={props.name} value={value} disabled={props.disabled} />
      <div
        ref={combobox}
        id={id}
        className="wcpa_custom_select_value"
        role="combobox"
        tabIndex={props.disabled ? -1 : 0}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-labelledby={props.labelId}
        aria-label={props.labelId ? undefined : props.label}
        aria-activedescendant={open && options.length > 0 ? optionId(active) : undefined}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        aria-disabled={props.disabled || undefined}
        onClick={() => (open ? setOpen(false) : show(chosen >= 0 ? chosen : 0))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          props.onBlur()
        }}
      >
        {chosen >= 0 ? options[chosen]?.text : props.placeholder}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={props.labelId}
        aria-label={props.labelId ? undefined : props.label}
        hidden={!open}
        tabIndex={-1}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === chosen}
            className={index === active && open ? 'wcpa_active' : undefined}
            // The combobox keeps the focus: a press on an option must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(index)
              combobox.current?.focus()
            }}
          >
            {option.text}
          </li>
        ))}
      </ul>
    </div>
  )
}
