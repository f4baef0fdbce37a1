import { memo, type MouseEvent, type ReactNode } from 'react'
import { formatMoney } from '../../src/core/money/index.ts'
import {
  announcementKey,
  columnSixths,
  descriptionPosition,
  fieldAmount,
  fieldDescription,
  fieldElementId,
  fieldKey,
  fieldPriceLabel,
  formKey,
  isChoiceGroup,
  isOn,
  labelPosition,
  rowKey,
  sectionKey,
  showsOwnPrice,
  totalKey,
  type RepeatKind,
} from '../../src/core/options/index.ts'
import type { WcpaModel } from './context.ts'
import { FieldControl } from './controls.tsx'
import { PriceSummary } from './PriceSummary.tsx'
import { Html, VISUALLY_HIDDEN, useFormUi, useModelKey } from './parts.tsx'
import { useRenderSlices } from './slices.ts'

/**
 * The options form as React renders it: sections of rows of columns, then the form error. Every
 * part reads the model and listens to its own key, so a change re-renders what it touched. No rule
 * lives here: what shows comes from the model.
 */

export function FormView(props: { model: WcpaModel; formErrorId: string; onRendered?: () => void }) {
  const { model, formErrorId } = props
  useModelKey(model, formKey)
  const sections = model.visibleSections()
  const allowed = useRenderSlices(() => countVisibleFields(model, sections), props.onRendered)
  const error = model.formError
  return (
    // `wcpa_wrap` is the plugin's root class: its stylesheet scopes the columns and the summary to it.
    <div className="wcpa_form wcpa_wrap" data-shop-islands="">
      {rowLimits(model, sections, allowed).map(({ key, rows }) => (
        <Section key={key} sectionId={key} rowLimit={rows} />
      ))}
      <PriceSummary />
      <div className="wcpa_form_error" id={formErrorId} role="alert">
        {error ? <p className="wcpa_form_error_message">{error}</p> : null}
      </div>
      <Announcer model={model} />
    </div>
  )
}

/** A polite live region, on the page from the start, that says what a check changed in a field. */
function Announcer({ model }: { model: WcpaModel }) {
  useModelKey(model, announcementKey)
  return (
    <div className="wcpa_announcer screen-reader-text" role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
      {model.announcement}
    </div>
  )
}

type VisibleSections = ReturnType<WcpaModel['visibleSections']>

function countVisibleFields(model: WcpaModel, sections: VisibleSections): number {
  let count = 0
  for (const { key } of sections) for (const row of model.visibleRows(key)) count += model.visibleFields(key, row).length
  return count
}

/**
 * The sections that get on the page while the form mounts in slices, each with how many of its
 * visible rows (undefined: all). A row goes in whole once a field of the slice is left for it.
 */
function rowLimits(model: WcpaModel, sections: VisibleSections, allowed: number): { key: string; rows?: number }[] {
  if (allowed === Number.POSITIVE_INFINITY) return sections.map(({ key }) => ({ key }))
  const out: { key: string; rows?: number }[] = []
  let left = allowed
  for (const { key } of sections) {
    if (left <= 0) break
    const rows = model.visibleRows(key)
    let taken = 0
    while (taken < rows.length && left > 0) {
      left -= model.visibleFields(key, rows[taken] as number).length || 1
      taken += 1
    }
    out.push(taken === rows.length ? { key } : { key, rows: taken })
  }
  return out
}

const Section = memo(function Section({ sectionId, rowLimit }: { sectionId: string; rowLimit?: number | undefined }) {
  const { model } = useFormUi()
  useModelKey(model, sectionKey(sectionId))
  const status = model.sectionStatus(sectionId)
  const extra = model.definition.fields[sectionId]?.extra
  const copy = model.copyInfo('section', sectionId)
  const title = copy ? (extra?.name ?? '').trim() : ''
  const className = [
    'wcpa_section',
    copy ? 'wcpa_clone' : '',
    status === 'disable' ? 'wcpa_disabled' : '',
    typeof extra?.className === 'string' ? extra.className : '',
  ]
    .filter(Boolean)
    .join(' ')
  // A section copy is a group named by its title (or, with an empty title, by the original's name and its counter).
  const group = copy ? { role: 'group', 'aria-label': copy.name } : {}
  return (
    <>
      <div className={className} data-section={sectionId} id={copy ? sectionId : undefined} {...group}>
        {title ? (
          <div className="wcpa_section_title" aria-hidden="true">
            {title}
          </div>
        ) : (
          <SectionHead extra={extra} />
        )}
        {model
          .visibleRows(sectionId)
          .slice(0, rowLimit)
          .map((row) => (
            <Row key={row} sectionId={sectionId} row={row} />
          ))}
      </div>
      <RepeatActions kind="section" id={sectionId} />
    </>
  )
})

const TITLE_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span'])

/**
 * A section's title, as the plugin prints it when the section's `show_title` is on:
 * `div.wcpa_section_head > {title_tag}.wcpa_sec_title` (h3 unless the definition names another
 * tag). The title is text here (the plugin writes it as HTML).
 */
function SectionHead({ extra }: { extra: { readonly [key: string]: unknown } | undefined }) {
  const name = typeof extra?.name === 'string' ? extra.name.trim() : ''
  if (!name || !isOn(extra?.show_title)) return null
  const asked = typeof extra?.title_tag === 'string' ? extra.title_tag.toLowerCase() : ''
  const Tag = (TITLE_TAGS.has(asked) ? asked : 'h3') as 'h3'
  return (
    <div className="wcpa_section_head">
      <Tag className="wcpa_sec_title">{name}</Tag>
    </div>
  )
}

/** The first control of a field or section copy (where focus goes after adding it). */
const FIRST_CONTROL =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role="combobox"], button:not([disabled])'

/** The performance measure of adding a copy, from the click to the copy on the page (the bench reads it). */
export const REPEAT_MEASURE = 'wcpa-form:repeat'

/**
 * The Add / Remove controls of a repeater (the plugin's markup: `div.wcpa_rep_action` holding
 * `div.wcpa_rep_field_add > button` and `div.wcpa_rep_field_remove`). Both are real buttons (the
 * plugin's remove is a span no keyboard reaches). After adding, focus goes to the new copy's first
 * control; after removing, to the Add button; the live region says what changed.
 */
function RepeatActions({ kind, id }: { kind: RepeatKind; id: string }) {
  const { model } = useFormUi()
  const controls = model.repeatControls(kind, id)
  if (!controls) return null
  const { add, remove } = controls
  const root = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest('.wcpa_form')
  const onAdd = (event: MouseEvent<HTMLButtonElement>) => {
    if (!add) return
    const form = root(event)
    const start = performance.now()
    // The model's batch is flushSync: the copy is on the page when addCopy returns.
    const copy = model.addCopy(add.kind, add.item)
    performance.clearMeasures?.(REPEAT_MEASURE)
    performance.measure?.(REPEAT_MEASURE, { start, end: performance.now() })
    if (copy === undefined || !form) return
    const place = form.querySelector(add.kind === 'field' ? `[data-field="${CSS.escape(copy)}"]` : `[data-section="${CSS.escape(copy)}"]`)
    place?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus()
  }
  const onRemove = (event: MouseEvent<HTMLButtonElement>) => {
    if (!remove) return
    const form = root(event)
    const origin = model.removeCopy(remove.kind, remove.copy)
    if (origin === undefined || !form) return
    form.querySelector<HTMLElement>(`[data-repeater-add="${CSS.escape(`${remove.kind}:${origin}`)}"]`)?.focus()
  }
  return (
    <div className="wcpa_rep_action">
      {add ? (
        <div className="wcpa_rep_field_add">
          <button
            type="button"
            className="button"
            data-repeater-add={`${add.kind}:${add.item}`}
            aria-label={`${add.label}: ${add.name}`}
            onClick={onAdd}
          >
            {add.label}
          </button>
        </div>
      ) : null}
      {remove ? (
        <div className="wcpa_rep_field_remove">
          <button type="button" className="button" aria-label={`${remove.label}: ${remove.name}`} onClick={onRemove}>
            {remove.label}
          </button>
        </div>
      ) : null}
    </div>
  )
}

const Row = memo(function Row({ sectionId, row }: { sectionId: string; row: number }) {
  const { model } = useFormUi()
  useModelKey(model, rowKey(sectionId, row))
  return (
    <div className="wcpa_row">
      {model.visibleFields(sectionId, row).map((field) => (
        <FieldItem key={field.elementId} id={field.elementId} />
      ))}
    </div>
  )
})

/**
 * A priced field's own amount under it, as the plugin shows it when its form's display rule says so
 * (`div.wcpa_field_bottom > span.wcpa_field_price`): what the field adds to the options price now,
 * $0.00 with nothing chosen. It follows the total; the summary's status announces the total.
 */
const FieldPrice = memo(function FieldPrice({ id }: { id: string }) {
  const { model, money } = useFormUi()
  useModelKey(model, totalKey)
  return (
    <div className="wcpa_field_bottom">
      <span className="wcpa_field_price">{formatMoney(fieldAmount(model.total, id), money)}</span>
    </div>
  )
})

const FieldItem = memo(function FieldItem({ id }: { id: string }) {
  const ui = useFormUi()
  const { model, design } = ui
  useModelKey(model, fieldKey(id))
  const place = model.place(id)
  const status = model.status(id)
  if (!place || status === 'hidden') return null
  const field = place.field
  const domId = fieldElementId(id, ui.formIndex)
  const copy = model.copyInfo('field', id)
  const error = model.error(id)
  const label = field.label ?? ''
  const position = labelPosition(field, design)
  const descPosition = descriptionPosition(field, design)
  const description = fieldDescription(field)
  const descriptionId = description.trim() ? `${domId}-description` : undefined
  const errorId = error ? `${domId}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  const required = isOn(field.required)
  const group = isChoiceGroup(field)
  const labelId = `${domId}-label`
  const showLabel = position !== 'disable' && label.trim() !== '' && field.type !== 'content'
  const className = [
    'wcpa_form_item',
    `wcpa_type_${field.type}`,
    // The plugin's own column class: the width is its stylesheet's to give (ours stacks the
    // columns on a phone), not an inline style a theme could not override.
    `wcpa-col-${columnSixths(field.col)}`,
    `wcpa_label_${position}`,
    status === 'disable' ? 'wcpa_disabled' : '',
    error ? (error.blocking ? 'wcpa_has_error' : 'wcpa_has_notice') : '',
    model.isNew(id) ? 'wcpa_new' : '',
    copy ? 'wcpa_cloned_field' : '',
    field.className ?? '',
  ]
    .filter(Boolean)
    .join(' ')

  const labelNode: ReactNode = showLabel ? (
    <LabelText
      group={group}
      checkboxes={field.type === 'checkbox-group'}
      htmlFor={domId}
      id={labelId}
      label={label}
      required={required}
      price={fieldPriceLabel(field, ui.money)}
    />
  ) : null
  const descriptionNode = descriptionId ? <Html className="wcpa_field_desc" id={descriptionId} html={description} /> : null
  const control = (
    <FieldControl
      field={field}
      id={id}
      domId={domId}
      disabled={status === 'disable'}
      describedBy={describedBy}
      labelId={showLabel ? labelId : undefined}
      invalid={error?.blocking ?? false}
    />
  )
  const errorNode = error ? (
    <div className="wcpa_error_msg" id={errorId}>
      {error.message}
    </div>
  ) : null

  if (field.type === 'hidden') return control

  const body = (
    <>
      {(position === 'above' || position === 'left') && labelNode}
      <div className="wcpa_field_wrap">
        {descPosition === 'above' && descriptionNode}
        {control}
        {descPosition === 'below' && descriptionNode}
        {errorNode}
        {showsOwnPrice(field, model.definition.fields[place.sectionKey]) && <FieldPrice id={id} />}
        <RepeatActions kind="field" id={id} />
      </div>
      {position === 'below' && labelNode}
    </>
  )
  return (
    <div className={className} data-field={id}>
      {group ? (
        <fieldset
          className="wcpa_group"
          // A required radio group says so (a radiogroup takes aria-required); a checkbox group, which
          // cannot, says it in its legend. The asterisk is hidden from assistive technology.
          role={required && field.type === 'radio-group' ? 'radiogroup' : undefined}
          aria-required={required && field.type === 'radio-group' ? true : undefined}
          aria-describedby={describedBy}
          disabled={status === 'disable'}
        >
          {body}
        </fieldset>
      ) : (
        body
      )}
    </div>
  )
})

/** Read after a required checkbox group's legend (the plugin prints no such text to translate). */
const REQUIRED_TEXT = ' (required)'

function LabelText(props: {
  group: boolean
  checkboxes: boolean
  htmlFor: string
  id: string
  label: string
  required: boolean
  price: string | undefined
}) {
  const content = (
    <>
      {props.label}
      {props.price ? <span className="wcpa_price"> ({props.price})</span> : null}
      {props.required ? (
        <span className="wcpa_required_ast" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
      {props.required && props.checkboxes ? <span style={VISUALLY_HIDDEN}>{REQUIRED_TEXT}</span> : null}
    </>
  )
  // A group is named by its legend; every other control by its label.
  if (props.group)
    return (
      <legend className="wcpa_field_label" id={props.id}>
        {content}
      </legend>
    )
  return (
    <label className="wcpa_field_label" htmlFor={props.htmlFor} id={props.id}>
      {content}
    </label>
  )
}
