import type { CSSProperties, ReactNode } from 'react'
import {
  OTHER_PREFIX,
  fieldPriceLabel,
  flatOptions,
  isChosen,
  isEmptyValue,
  isMultiValued,
  isOn,
  optionLabel,
  optionLayoutClasses,
  otherTextName,
  parseDecimal,
  postedName,
  quantityName,
  valueItems,
  type FieldValue,
} from '../../src/core/options/index.ts'
import { resolveDateFormat } from '../../src/core/dates/index.ts'
import { CustomSelect } from './CustomSelect.tsx'
import { DateInput } from './DateInput.tsx'
import { Html, Lines, useFormUi } from './parts.tsx'
import type { WcpaModel } from './context.ts'
import type { WcpaField, WcpaOption } from './schema.ts'

/**
 * The controls of every field type. What they post (names) and say (price labels) is
 * src/core/options/control-rules.ts; here is only how they render and send the shopper's changes to
 * the model.
 */

export interface ControlProps {
  readonly field: WcpaField
  readonly id: string
  readonly domId: string
  readonly disabled: boolean
  readonly describedBy: string | undefined
  /** The id of the visible label (or legend), when there is one. */
  readonly labelId: string | undefined
  /** A blocking error shows: the control is marked invalid. */
  readonly invalid: boolean
}

function text(value: FieldValue): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

const TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span'])

/**
 * The name of a control shown without a visible label (label position 'disable', or none given):
 * its label, else a repeater copy's own name ("Name tag 2"), its placeholder, its posted name or
 * its id. One rule for every kind of control, so a copy is never named by its original's words.
 */
function unlabelledName(model: WcpaModel, field: WcpaField, id: string): string {
  return field.label || model.copyInfo('field', id)?.name || field.placeholder || field.name || field.elementId
}

export function FieldControl(props: ControlProps) {
  const ui = useFormUi()
  const { model } = ui
  const { field, id, domId, disabled, describedBy } = props
  const value = model.value(id)
  const required = isOn(field.required)
  const label = field.label ?? ''
  const common = {
    id: domId,
    disabled,
    'aria-required': required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': describedBy,
    // A field shown without a label (label position 'disable', or none given) still needs a name.
    'aria-label': props.labelId ? undefined : unlabelledName(model, field, id),
    onBlur: () => model.blur(id),
  }
  let control: ReactNode
  switch (field.type) {
    case 'hidden':
      return <input type="hidden" id={domId} name={postedName(field, false)} value={text(value)} />
    case 'text':
    case 'email':
    case 'url':
    case 'color':
      control = (
        <input
          {...common}
          type={field.type === 'text' && field.subtype && /^(text|tel|search|password)$/.test(field.subtype) ? field.subtype : field.type}
          name={postedName(field, false)}
          value={text(value)}
          placeholder={field.placeholder}
          onInput={(event) => model.input(id, event.currentTarget.value)}
        />
      )
      break
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          name={postedName(field, false)}
          value={text(value)}
          placeholder={field.placeholder}
          min={numberAttribute(field.min)}
          max={numberAttribute(field.max)}
          step={field.step || 'any'}
          onInput={(event) => model.input(id, event.currentTarget.value)}
        />
      )
      break
    case 'textarea':
      control = (
        <textarea
          {...common}
          name={postedName(field, false)}
          value={text(value)}
          rows={field.rows && field.rows > 0 ? field.rows : undefined}
          placeholder={field.placeholder}
          onInput={(event) => model.input(id, event.currentTarget.value)}
        />
      )
      break
    case 'date':
    case 'time':
    case 'datetime-local': {
      const conf = field.date_pic_conf && typeof field.date_pic_conf === 'object' ? (field.date_pic_conf as Record<string, unknown>) : {}
      control = (
        <DateInput
          id={domId}
          name={postedName(field, false)}
          type={field.type}
          format={resolveDateFormat(field.type, typeof conf.dateFormat === 'string' ? conf.dateFormat : undefined, ui.front)}
          conf={conf}
          texts={ui.calendar}
          basic={field.picker_type === 'basic'}
          value={text(value)}
          placeholder={field.placeholder}
          disabled={disabled}
          required={required}
          invalid={props.invalid}
          describedBy={describedBy}
          ariaLabel={props.labelId ? undefined : unlabelledName(model, field, id)}
          onValue={(next) => model.input(id, next)}
          onBlur={() => model.blur(id)}
        />
      )
      break
    }
    case 'checkbox': {
      const checkValue = field.check_value || 'on'
      control = (
        <div className="wcpa_checkbox">
          <input
            {...common}
            aria-label={undefined}
            type="checkbox"
            name={postedName(field, false)}
            value={checkValue}
            checked={value === true}
            onChange={(event) => model.input(id, event.currentTarget.checked)}
          />
          <label htmlFor={domId}>
            {label || checkValue}
            {fieldPriceLabel(field, ui.money) ? <span className="wcpa_price"> ({fieldPriceLabel(field, ui.money)})</span> : null}
            {required ? (
              <span className="wcpa_required_ast" aria-hidden="true">
                {' *'}
              </span>
            ) : null}
          </label>
        </div>
      )
      break
    }
    case 'select':
      control = <SelectControl {...props} common={common} />
      break
    case 'checkbox-group':
    case 'radio-group':
      control = <ChoiceGroup {...props} />
      break
    case 'content':
      return <ContentItem field={field} />
    case 'header': {
      const tag = field.subtype && TAGS.has(field.subtype) ? field.subtype : 'h3'
      const Tag = tag as 'h3'
      return <Tag className="wcpa_header">{field.label ?? text(field.value as FieldValue)}</Tag>
    }
    case 'separator':
      return (
        <hr
          className="wcpa_separator"
          style={{
            borderTopStyle:
              field.separatorType && /^(solid|dashed|dotted|double)$/.test(field.separatorType)
                ? (field.separatorType as 'solid')
                : undefined,
            borderTopColor:
              field.separatorColor && /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(field.separatorColor) ? field.separatorColor : undefined,
          }}
        />
      )
    default:
      return null
  }
  return (
    <>
      {control}
      {isOn(field.enable_quantity) ? <QuantityInput field={field} id={id} disabled={disabled || isEmptyValue(value)} /> : null}
    </>
  )
}

function numberAttribute(limit: unknown): number | undefined {
  const number = parseDecimal(limit)
  return Number.isFinite(number) ? number : undefined
}

function QuantityInput({ field, id, disabled }: { field: WcpaField; id: string; disabled: boolean }) {
  const { model } = useFormUi()
  const quantity = model.quantity(id) ?? 1
  return (
    <input
      className="wcpa_quantity"
      type="number"
      min={0}
      step={1}
      name={quantityName(field)}
      value={String(quantity)}
      disabled={disabled}
      aria-label={`${field.label || field.elementId}: quantity`}
      onInput={(event) => model.setQuantity(id, parseDecimal(event.currentTarget.value))}
    />
  )
}

function SelectControl(props: ControlProps & { common: Record<string, unknown> }) {
  const ui = useFormUi()
  const { model } = ui
  const { field, id, domId } = props
  const value = model.value(id)
  const multiple = isMultiValued(field)
  const options = field.values ?? []
  if (field.dropdown_type === 'custom' && !multiple) {
    return (
      <CustomSelect
        id={domId}
        name={postedName(field, false)}
        labelId={props.labelId}
        label={unlabelledName(ui.model, field, id)}
        options={flatOptions(options).map((option) => ({
          value: option.value,
          text: optionLabel(option, field, ui.money, ui.optionPrices),
        }))}
        value={text(value)}
        placeholder={field.placeholder ?? ''}
        disabled={props.disabled}
        required={isOn(field.required)}
        invalid={props.invalid}
        describedBy={props.describedBy}
        onChoose={(next) => model.input(id, next)}
        onBlur={() => model.blur(id)}
      />
    )
  }
  const renderOption = (option: WcpaOption) => (
    <option key={option.value} value={option.value}>
      {optionLabel(option, field, ui.money, ui.optionPrices)}
    </option>
  )
  return (
    <select
      {...props.common}
      name={postedName(field, multiple)}
      multiple={multiple}
      // The select's value, not `selected` on its options: React 19 keeps a select in step only
      // through `value` (and warns about `selected`); preact/compat accepts both, arrays included.
      value={multiple ? valueItems(value) : text(value)}
      onChange={(event) => {
        const select = event.currentTarget
        model.input(id, multiple ? Array.from(select.selectedOptions, (option) => option.value) : select.value)
      }}
    >
      {field.placeholder && !multiple ? <option value="">{field.placeholder}</option> : null}
      {options.map((option, index) =>
        Array.isArray(option.options) ? (
          <optgroup key={`group-${index}`} label={option.label ?? ''}>
            {option.options.map(renderOption)}
          </optgroup>
        ) : (
          renderOption(option)
        ),
      )}
    </select>
  )
}

/** Checkbox and radio groups, with an 'other' choice when the field asks for one. */
function ChoiceGroup(props: ControlProps) {
  const ui = useFormUi()
  const { model } = ui
  const { field, id, domId, disabled } = props
  const value = model.value(id)
  const radio = field.type === 'radio-group'
  const name = postedName(field, !radio)
  const options = flatOptions(field.values)
  const withOther = isOn(field.other)
  const otherText = model.otherText(id)
  const otherChosen = valueItems(value).some((item) => item.startsWith(OTHER_PREFIX))
  const inputId = (index: number) => (index === 0 ? domId : `${domId}-${index}`)
  const choices = [
    ...options.map((option) => ({ value: option.value, text: optionLabel(option, field, ui.money, ui.optionPrices), other: false })),
    ...(withOther
      ? [
          {
            value: OTHER_PREFIX,
            text: typeof field.otherLabel === 'string' && field.otherLabel ? field.otherLabel : ui.otherLabel,
            other: true,
          },
        ]
      : []),
  ]
  const toggle = (choice: string, checked: boolean) => {
    const submitted = choice === OTHER_PREFIX ? OTHER_PREFIX + otherText : choice
    if (radio) {
      model.input(id, submitted)
      return
    }
    const current = valueItems(value).filter((item) => !isChosen([item], choice))
    model.input(id, checked ? [...current, submitted] : current)
  }
  return (
    <div className={[`wcpa_${radio ? 'radio' : 'checkbox'}_group`, ...optionLayoutClasses(field)].join(' ')}>
      {choices.map((choice, index) => {
        const checked = isChosen(value, choice.value)
        return (
          <div className="wcpa_choice" key={choice.value}>
            <input
              id={inputId(index)}
              type={radio ? 'radio' : 'checkbox'}
              name={name}
              // The 'other' choice posts WCPAOTH alone; its text goes in its own input (otherTextName).
              value={choice.value}
              checked={checked}
              disabled={disabled}
              aria-invalid={props.invalid || undefined}
              onBlur={() => model.blur(id)}
              onClick={(event) => {
                // Clicking the radio that is already selected clears the selection.
                if (radio && checked) {
                  event.currentTarget.checked = false
                  model.input(id, '')
                }
              }}
              onChange={(event) => {
                if (radio && !event.currentTarget.checked) return
                toggle(choice.value, event.currentTarget.checked)
              }}
            />
            <label htmlFor={inputId(index)}>{choice.text}</label>
          </div>
        )
      })}
      {withOther && otherChosen ? (
        <input
          className="wcpa_other_input"
          type="text"
          name={otherTextName(field)}
          value={otherText}
          disabled={disabled}
          aria-label={`${field.label || field.elementId}: ${ui.otherLabel}`}
          onInput={(event) => model.inputOther(id, event.currentTarget.value)}
          onBlur={() => model.blur(id)}
        />
      ) : null}
    </div>
  )
}

function ContentItem({ field }: { field: WcpaField }) {
  const content = text(field.value as FieldValue) || field.description || ''
  const style: CSSProperties = {}
  if (field.height && field.height > 0) style.height = `${field.height}px`
  const scroll = isOn(field.scrollBar)
  if (scroll) {
    style.overflowY = 'auto'
    if (field.scrollBarHeight && field.scrollBarHeight > 0) style.maxHeight = `${field.scrollBarHeight}px`
  }
  // A scrolling box must be reachable by keyboard to be read (axe: scrollable-region-focusable).
  const focus = scroll ? { tabIndex: 0, role: 'region', 'aria-label': field.label || 'Details' } : {}
  if (field.contentType === 'rich') {
    return (
      <div className="wcpa_content" style={style} {...focus}>
        <Html className="wcpa_content_body" html={content} />
      </div>
    )
  }
  return (
    <div className="wcpa_content" style={style} {...focus}>
      <Lines text={content} />
    </div>
  )
}
