// @vitest-environment happy-dom
import { act } from '../helpers/act.ts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { adopt, define, preview } from '../../../elements/wcpa-form/index.ts'
import { CHANGE_DEBOUNCE_MS } from '../../../src/core/options/index.ts'
import { FIRST_SLICE_FIELDS } from '../../../elements/wcpa-form/slices.ts'
import { SUMMARY_ANNOUNCE_DELAY_MS } from '../../../elements/wcpa-form/PriceSummary.tsx'
import { UPDATE_MEASURE } from '../../../elements/wcpa-form/session.ts'
import { REENTRY_RESET_MS, SUBMIT_DEBOUNCE_MS } from '../../../elements/wcpa-form/submission.ts'
import { resetTriggers } from '../../../elements/wcpa-form/triggers.ts'
import { raiseElementReady } from '../../../src/runtime/builder/element-ready.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { forgetSettingsBlock } from '../../../src/runtime/settings.ts'
import { entryFor } from '../helpers/adopt.ts'
import { $, loadStylesheets, nextTask } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

/**
 * <wcpa-form> in happy-dom: the element (r2wc) and adopt mode, the layout, every control, the checks,
 * the submission flow with a stubbed fetch, the events, re-init triggers and the preview.
 */

type Json = Record<string, unknown>

const rel = (field: string, relation: string, value: unknown) => [
  { rules: [{ rules: { cl_field: field, cl_relation: relation, cl_val: value }, operator: false }], operator: false },
]
const show = (field: string, relation: string, value: unknown = '') => ({
  enableCl: true,
  cl_rule: 'show',
  relations: rel(field, relation, value),
})

function def(sections: Record<string, { rows: Json[][]; extra?: Json }>, extra: Json = {}): Json {
  return {
    ...extra,
    fields: Object.fromEntries(Object.entries(sections).map(([key, s]) => [key, { extra: { key, ...s.extra }, fields: s.rows }])),
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

let errors: MockInstance<typeof console.error>
let navigated: string[]

function wait(ms: number) {
  return act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

/** A shop form holding our element with `definition`, then the quantity and the button. */
async function mountElement(
  definition: unknown,
  attributes = '',
): Promise<{ form: HTMLFormElement; host: HTMLElement; button: HTMLButtonElement }> {
  const data = typeof definition === 'string' ? definition : JSON.stringify(definition)
  const container = document.createElement('div')
  // A big form mounts in slices: wait for wcpaDidMount (every field on the page), or a few tasks
  // for a definition that never mounts.
  let mounted = false
  container.addEventListener('wcpaDidMount', () => (mounted = true))
  await act(async () => {
    container.innerHTML = `<form class="cart" action="/product" method="post">
      <wcpa-form data-product="60" data-wcpa="${escapeAttribute(data)}" ${attributes}><div class="wcpa_skeleton_loader_area">skeleton</div></wcpa-form>
      <div class="quantity"><input type="number" name="quantity" value="2" aria-label="Quantity"></div>
      <button type="submit" name="add-to-cart" value="60" class="single_add_to_cart_button button alt">Add to cart</button>
    </form>`
    document.body.append(container)
  })
  await wait(0)
  for (let task = 0; task < 30 && !mounted && container.querySelector('.wcpa_form'); task++) await wait(0)
  return { form: $<HTMLFormElement>(container, 'form'), host: $(container, 'wcpa-form'), button: $<HTMLButtonElement>(container, 'button') }
}

function field(host: ParentNode, id: string) {
  return $<HTMLInputElement>(host, `#field_${id}`)
}

/** Sets a control's value as a shopper would and lets the 100 ms debounce run. */
async function typeInto(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string, event = 'input') {
  await act(async () => {
    control.value = value
    control.dispatchEvent(new Event(event, { bubbles: true }))
  })
  await wait(CHANGE_DEBOUNCE_MS + 10)
}

async function click(element: Element) {
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

async function key(element: Element, name: string) {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))
  })
}

function setFront(settings: Json) {
  ;(globalThis as Json).wcpa_front = settings
}

beforeAll(async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  define()
})

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  navigated = []
  setFront({ cart_url: '/cart', ajax_add_to_cart: '', date_format: 'Y-m-d', time_format: 'H:i' })
  ;(globalThis as Json).woocommerce_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'View cart' }
  forgetSettingsBlock()
  resetWarnings()
})

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren()
    await nextTask()
  })
  resetTriggers()
  delete (globalThis as Json).wcpa_front
  delete (globalThis as Json).woocommerce_params
  removeJQuery()
  vi.unstubAllGlobals()
})

const BASIC = def({
  s1: {
    rows: [
      [{ type: 'text', elementId: 'name', name: 'print-name', label: 'Name', required: true, maxlength: 5 }],
      [
        {
          type: 'select',
          elementId: 'color',
          name: 'color',
          label: 'Colour',
          enablePrice: true,
          values: [
            { label: 'White', value: 'white', price: 0 },
            { label: 'Gold', value: 'gold', price: 2.5 },
          ],
        },
      ],
      [{ type: 'text', elementId: 'gold_note', name: 'gold-note', label: 'Gold note', ...show('color', 'is', 'gold') }],
    ],
  },
})

describe('<wcpa-form> mounting', () => {
  it('renders the form from data-wcpa in place of the skeleton, and turns the shop form’s autocomplete off', async () => {
    const { form, host } = await mountElement(BASIC)
    expect(host.querySelector('.wcpa_skeleton_loader_area')).toBeNull()
    expect(host.querySelector('.wcpa_form')).not.toBeNull()
    expect(host.hasAttribute('data-island-mounted')).toBe(true)
    expect(form.getAttribute('autocomplete')).toBe('off')
    expect(field(host, 'name').name).toBe('print-name')
    expect(errors).not.toHaveBeenCalled()
  })

  it('keeps the skeleton for malformed JSON, with one error naming the element, attribute and path', async () => {
    const { host } = await mountElement('{"fields": [')
    expect(host.querySelector('.wcpa_skeleton_loader_area')?.textContent).toBe('skeleton')
    expect(host.getAttribute('data-island-error')).toBe('attribute "data-wcpa"')
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/<wcpa-form> attribute "data-wcpa" is invalid at \(json\)/)
  })

  it('keeps the skeleton for a definition the schema refuses, naming the failing path', async () => {
    const { host } = await mountElement({ fields: { s1: { fields: [[{ type: 'text' }]] } } })
    expect(host.querySelector('.wcpa_skeleton_loader_area')).not.toBeNull()
    expect(String(errors.mock.calls[0]?.[0])).toContain('fields.s1.fields[0][0].elementId')
  })

  it('reports unknown types, missing sources, cycles and bad date formats in one error, and renders the rest', async () => {
    const { host } = await mountElement(
      def({
        s1: {
          rows: [
            [{ type: 'file', elementId: 'upload', label: 'Upload' }],
            [{ type: 'text', elementId: 'a', label: 'A', ...show('b', 'is_not_empty') }],
            [{ type: 'text', elementId: 'b', label: 'B', ...show('a', 'is_not_empty') }],
            [{ type: 'text', elementId: 'c', label: 'C', ...show('nowhere', 'is', 'x') }],
            [{ type: 'date', elementId: 'd', label: 'D', date_pic_conf: { dateFormat: '!!' } }],
            [{ type: 'text', elementId: 'e', label: 'E', ...show('d', 'year_is', '2024') }],
            [{ type: 'text', elementId: 'ok', label: 'OK' }],
          ],
        },
      }),
    )
    expect(errors).toHaveBeenCalledTimes(1)
    const message = String(errors.mock.calls[0]?.[0])
    expect(message).toContain('unknown-type at upload')
    expect(message).toContain('cycle at a: conditions read each other: a → b')
    expect(message).toContain('unknown-source at c')
    expect(message).toContain('Invalid date format definition.')
    expect(host.querySelector('#field_upload')).toBeNull()
    expect(host.querySelector('#field_ok')).not.toBeNull()
    // Cycle members: the failed outcome (show → hidden), fixed.
    expect(host.querySelector('#field_a')).toBeNull()
  })

  it('takes the definition as a property from script', async () => {
    const host = document.createElement('wcpa-form') as HTMLElement & { wcpa?: unknown }
    await act(async () => {
      host.wcpa = BASIC
      document.body.append(host)
    })
    expect(host.querySelector('#field_name')).not.toBeNull()
  })

  it('is a new form when data-wcpa changes, and the same form otherwise', async () => {
    const { host } = await mountElement(BASIC)
    const input = field(host, 'name')
    await act(async () => host.setAttribute('data-product', '61'))
    expect(field(host, 'name')).toBe(input)
    await act(async () =>
      host.setAttribute('data-wcpa', JSON.stringify(def({ s2: { rows: [[{ type: 'text', elementId: 'other', label: 'Other' }]] } }))),
    )
    expect(host.querySelector('#field_name')).toBeNull()
    expect(host.querySelector('#field_other')).not.toBeNull()
  })
})

describe('settings', () => {
  it('reads the JSON settings block over the globals, and a field’s own message over both', async () => {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = 'shop-islands-settings'
    block.textContent = JSON.stringify({ wcpa_front: { validation_messages: { requiredError: 'From the block', formError: 'Look up' } } })
    document.head.append(block)
    forgetSettingsBlock()
    setFront({ validation_messages: { requiredError: 'From the global' } })
    try {
      const { host, button } = await mountElement(
        def({
          s1: {
            rows: [
              [{ type: 'text', elementId: 'a', label: 'A', required: true }],
              [{ type: 'text', elementId: 'b', label: 'B', required: true, requiredError: 'Own' }],
            ],
          },
        }),
      )
      await click(button)
      await wait(SUBMIT_DEBOUNCE_MS + 10)
      expect($(host, '#field_a-error').textContent).toBe('From the block')
      expect($(host, '#field_b-error').textContent).toBe('Own')
      expect($(host, '.wcpa_form_error').textContent).toBe('Look up')
    } finally {
      block.remove()
      forgetSettingsBlock()
    }
  })

  it('reports a setting it cannot read and uses the default', async () => {
    setFront({ validation_messages: ['not', 'an', 'object'] })
    const { host, button } = await mountElement(BASIC)
    expect(String(errors.mock.calls[0]?.[0])).toContain('setting wcpa_front.validation_messages is invalid')
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 10)
    expect($(host, '#field_name-error').textContent).toBe('Field is required')
  })
})

describe('layout', () => {
  const LAYOUT = def(
    {
      s1: {
        rows: [
          [
            {
              type: 'text',
              elementId: 'above',
              label: 'Above',
              required: true,
              description: 'Say <em>hi</em><script>document.title="x"</script> and <img src=x onerror="document.title=1">',
            },
            {
              type: 'text',
              elementId: 'below',
              label: 'Below',
              label_position: 'below',
              description: 'Later',
              desc_position: 'below',
              col: 3,
            },
          ],
          [
            { type: 'text', elementId: 'left', label: 'Left', label_position: 'left' },
            { type: 'text', elementId: 'none', label: 'Nameless', label_position: 'disable' },
          ],
          [{ type: 'text', elementId: 'gone', label: 'Gone', ...show('above', 'is', 'never') }],
          [{ type: 'header', elementId: 'head', subtype: 'h2', label: 'Heading <b>bold</b>' }],
          [
            {
              type: 'content',
              elementId: 'rich',
              contentType: 'rich',
              value: '<p>Rich <strong>text</strong></p><script>document.title="x"</script>',
            },
          ],
          [
            {
              type: 'content',
              elementId: 'plain',
              value: 'Line one\nLine <b>two</b>',
              scrollBar: true,
              scrollBarHeight: 80,
              height: 120,
              label: 'Terms',
            },
          ],
          [{ type: 'separator', elementId: 'sep', separatorType: 'dotted', separatorColor: '#336699' }],
          [{ type: 'hidden', elementId: 'secret', name: 'secret', value: 'k' }],
        ],
      },
      hidden_section: { rows: [[{ type: 'text', elementId: 'in_hidden', label: 'In hidden' }]], extra: show('above', 'is', 'never') },
      disabled_section: {
        rows: [[{ type: 'text', elementId: 'in_disabled', label: 'In disabled' }]],
        extra: { enableCl: true, cl_rule: 'disable', relations: rel('above', 'is_empty', '') },
      },
    },
    { design: { conf: { LabelPosition: 'above', DescPosition: 'above' } } },
  )

  it('gives controls the ids field_{id}, labels where the definition puts them, and a hidden asterisk for required', async () => {
    const { host } = await mountElement(LAYOUT)
    const above = $(host, '[data-field="above"]')
    expect(above.firstElementChild?.matches('label[for="field_above"]')).toBe(true)
    expect(above.querySelector('.wcpa_required_ast')?.getAttribute('aria-hidden')).toBe('true')
    expect(field(host, 'above').getAttribute('aria-required')).toBe('true')
    const below = $(host, '[data-field="below"]')
    expect(below.lastElementChild?.matches('label[for="field_below"]')).toBe(true)
    expect(below.classList.contains('wcpa-col-3')).toBe(true)
    expect(below.getAttribute('style')).toBeNull()
    expect($(host, '[data-field="left"]').className).toContain('wcpa_label_left')
    expect(host.querySelector('label[for="field_none"]')).toBeNull()
    expect(field(host, 'none').getAttribute('aria-label')).toBe('Nameless')
  })

  it('names a control without a visible label the same way whatever it is: a repeater copy by its own name', async () => {
    const { host } = await mountElement(
      def({
        s1: {
          rows: [
            [{ type: 'date', elementId: 'needed', name: 'needed', label: '', repeater: true, repeater_max: 2, picker_type: 'basic' }],
            [{ type: 'text', elementId: 'tag', name: 'tag', label: '', repeater: true, repeater_max: 2 }],
          ],
        },
      }),
    )
    expect(field(host, 'needed').getAttribute('aria-label')).toBe('needed')
    for (const item of ['needed', 'tag']) {
      await act(async () => $<HTMLButtonElement>(host, `[data-repeater-add="field:${item}"]`).click())
    }
    // The copies' own names, not their posted names (needed_cl[1]) or the original's.
    expect(field(host, 'needed_cl_1').getAttribute('aria-label')).toBe('needed 2')
    expect(field(host, 'tag_cl_1').getAttribute('aria-label')).toBe('tag 2')
  })

  it('sanitises descriptions, places them above or below, and links them with aria-describedby', async () => {
    const { host } = await mountElement(LAYOUT)
    const description = $(host, '#field_above-description')
    // (Event handler attributes: happy-dom keeps some that Chromium drops; the e2e tests check those.)
    expect(description.innerHTML).toMatch(/^Say <em>hi<\/em> and <img src="x"/)
    expect(description.querySelector('script')).toBeNull()
    expect(field(host, 'above').getAttribute('aria-describedby')).toBe('field_above-description')
    const wrap = $(host, '[data-field="below"] .wcpa_field_wrap')
    expect(wrap.lastElementChild?.id).toBe('field_below-description')
  })

  it('renders content items: rich HTML sanitised, text with line breaks, height and a focusable scroll box', async () => {
    const { host } = await mountElement(LAYOUT)
    expect($(host, '[data-field="head"] h2').textContent).toBe('Heading <b>bold</b>')
    expect($(host, '[data-field="rich"] .wcpa_content_body').innerHTML).toBe('<p>Rich <strong>text</strong></p>')
    const plain = $(host, '[data-field="plain"] .wcpa_content')
    expect(plain.textContent).toBe('Line oneLine <b>two</b>')
    expect(plain.querySelectorAll('br')).toHaveLength(1)
    expect(plain.getAttribute('tabindex')).toBe('0')
    expect(plain.getAttribute('aria-label')).toBe('Terms')
    expect(plain.style.maxHeight).toBe('80px')
    expect(plain.style.height).toBe('120px')
    expect($(host, 'hr.wcpa_separator').style.borderTopStyle).toBe('dotted')
    expect($<HTMLInputElement>(host, 'input[name="secret"]').type).toBe('hidden')
  })

  it('prints a section’s title when its show_title is on, in its title_tag (h3 by default), as text', async () => {
    const { host } = await mountElement(
      def({
        s1: {
          rows: [[{ type: 'text', elementId: 'a', label: 'A' }]],
          extra: { name: 'Your <b>measurements</b>', show_title: true, title_tag: 'h4' },
        },
        s2: { rows: [[{ type: 'text', elementId: 'b', label: 'B' }]], extra: { name: 'Details', show_title: true, title_tag: 'script' } },
        s3: { rows: [[{ type: 'text', elementId: 'c', label: 'C' }]], extra: { name: 'Hidden title', show_title: false } },
      }),
    )
    const heads = [...host.querySelectorAll('.wcpa_section_head > .wcpa_sec_title')]
    expect(heads.map((head) => `${head.localName}: ${head.textContent}`)).toEqual(['h4: Your <b>measurements</b>', 'h3: Details'])
  })

  it('leaves out hidden fields, rows whose fields are all hidden and hidden sections; disables a disabled section', async () => {
    const { host } = await mountElement(LAYOUT)
    expect(host.querySelector('#field_gone')).toBeNull()
    expect($(host, '[data-section="s1"]').querySelectorAll('.wcpa_row')).toHaveLength(7)
    expect(host.querySelector('[data-section="hidden_section"]')).toBeNull()
    expect(field(host, 'in_disabled').disabled).toBe(true)
    await typeInto(field(host, 'above'), 'x')
    expect(field(host, 'in_disabled').disabled).toBe(false)
  })

  it('keeps hostile labels and option texts as text', async () => {
    const { host } = await mountElement(
      def({
        s1: {
          rows: [
            [
              {
                type: 'radio-group',
                elementId: 'r',
                label: '<img src=x onerror="alert(1)">',
                values: [{ label: '<b>Bold</b>', value: '"><script>x</script>' }],
              },
            ],
          ],
        },
      }),
    )
    expect(host.querySelector('img, b, script')).toBeNull()
    expect($(host, 'legend').textContent).toBe('<img src=x onerror="alert(1)">')
    expect($<HTMLInputElement>(host, 'input[type="radio"]').value).toBe('"><script>x</script>')
  })
})

describe('field prices', () => {
  const priced = (rules: Json) =>
    def({
      s1: {
        extra: { form_rules: rules },
        rows: [
          [
            {
              type: 'radio-group',
              elementId: 'hem',
              name: 'hem',
              label: 'Hem',
              enablePrice: true,
              values: [
                { label: 'Plain', value: 'plain', price: 0 },
                { label: 'Cuff', value: 'cuff', price: 8 },
              ],
            },
          ],
          [
            {
              type: 'checkbox-group',
              elementId: 'extras',
              name: 'extras',
              label: 'Extras',
              enablePrice: true,
              values: [
                { label: 'Loops', value: 'loops', price: 0 },
                { label: 'Pockets', value: 'pockets', price: 6 },
                { label: 'Monogram', value: 'mono', price: 12 },
              ],
            },
          ],
          [{ type: 'text', elementId: 'name', name: 'name', label: 'Name' }],
        ],
      },
    })

  it("shows each priced field's amount under it when the form's rules say so, and follows the choices", async () => {
    const { host } = await mountElement(priced({ disp_show_field_price: true }))
    const amount = (id: string) => host.querySelector(`[data-field="${id}"] .wcpa_field_bottom > .wcpa_field_price`)?.textContent
    expect(amount('hem')).toBe('$0.00')
    expect(amount('extras')).toBe('$0.00')
    expect(amount('name')).toBeUndefined()
    await click($(host, '#field_hem-1'))
    await wait(CHANGE_DEBOUNCE_MS + 10)
    expect(amount('hem')).toBe('$8.00')
    await click($(host, '#field_extras-1'))
    await click($(host, '#field_extras-2'))
    await wait(CHANGE_DEBOUNCE_MS + 10)
    expect(amount('extras')).toBe('$18.00')
    expect(amount('hem')).toBe('$8.00')
  })

  it('shows none when the rule is off or missing', async () => {
    for (const rules of [{ disp_show_field_price: false }, {}]) {
      const { host } = await mountElement(priced(rules))
      expect(host.querySelector('.wcpa_field_price')).toBeNull()
      host.closest('form')?.remove()
    }
  })
})

describe('controls', () => {
  const CONTROLS = def({
    s1: {
      rows: [
        [
          {
            type: 'checkbox-group',
            elementId: 'extras',
            name: 'extras',
            label: 'Extras',
            enablePrice: true,
            enable_quantity: true,
            other: true,
            values: [
              { label: 'Wrap', value: 'wrap', price: 4 },
              { label: 'Card', value: 'card', price: 1.5 },
            ],
          },
        ],
        [
          {
            type: 'radio-group',
            elementId: 'size',
            name: 'size',
            label: 'Size',
            values: [
              { label: 'Small', value: 'small' },
              { label: 'Large', value: 'large' },
            ],
          },
        ],
        [
          {
            type: 'select',
            elementId: 'many',
            name: 'many',
            label: 'Many',
            multiple: true,
            values: [
              { label: 'A', value: 'a' },
              { label: 'B', value: 'b' },
            ],
          },
        ],
        [
          {
            type: 'select',
            elementId: 'pick',
            name: 'pick',
            label: 'Pick',
            placeholder: 'Choose',
            values: [{ label: 'Group', options: [{ label: 'X', value: 'x' }] }],
          },
        ],
        [
          {
            type: 'select',
            elementId: 'font',
            name: 'font',
            label: 'Font',
            dropdown_type: 'custom',
            placeholder: 'Choose a font',
            values: [
              { label: 'Serif', value: 'serif' },
              { label: 'Sans', value: 'sans' },
              { label: 'Mono', value: 'mono' },
            ],
          },
        ],
        [{ type: 'checkbox', elementId: 'rush', name: 'rush', label: 'Rush', check_value: 'yes', enablePrice: true, price: 10 }],
        [{ type: 'number', elementId: 'stars', name: 'stars', label: 'Stars', min: 1, max: 5 }],
        [{ type: 'textarea', elementId: 'note', name: 'note', label: 'Note', rows: 3 }],
        [
          { type: 'date', elementId: 'day', name: 'day', label: 'Day' },
          { type: 'time', elementId: 'at', name: 'at', label: 'At', picker_type: 'basic' },
        ],
        [
          { type: 'datetime-local', elementId: 'when', name: 'when', label: 'When', picker_type: 'basic' },
          { type: 'color', elementId: 'tint', name: 'tint', label: 'Tint' },
        ],
        [
          { type: 'url', elementId: 'site', name: 'site', label: 'Site' },
          { type: 'email', elementId: 'mail', name: 'mail', label: 'Mail' },
        ],
      ],
    },
  })

  it('names controls as the plugin does: name[] for several values, option prices in the shop’s currency', async () => {
    const { host } = await mountElement(CONTROLS)
    expect(
      [...host.querySelectorAll<HTMLInputElement>('[data-field="extras"] input[type="checkbox"]')].map(
        (input) => `${input.name}=${input.value}`,
      ),
    ).toEqual(['extras[]=wrap', 'extras[]=card', 'extras[]=WCPAOTH'])
    expect($(host, '[data-field="extras"]').textContent).toContain('Wrap (+$4.00)')
    expect($<HTMLSelectElement>(host, '#field_many').name).toBe('many[]')
    expect($<HTMLSelectElement>(host, '#field_many').multiple).toBe(true)
    expect([...$<HTMLSelectElement>(host, '#field_pick').options].map((option) => option.value)).toEqual(['', 'x'])
    expect($(host, '#field_pick optgroup').getAttribute('label')).toBe('Group')
    expect($(host, '[data-field="rush"] label').textContent).toBe('Rush (+$10.00)')
    expect(field(host, 'rush').value).toBe('yes')
    expect(field(host, 'stars').min).toBe('1')
    expect($<HTMLTextAreaElement>(host, '#field_note').getAttribute('rows')).toBe('3')
    expect(field(host, 'at').type).toBe('time')
    expect(field(host, 'when').type).toBe('datetime-local')
    expect(field(host, 'day').type).toBe('text')
    expect(field(host, 'tint').type).toBe('color')
    expect(field(host, 'site').type).toBe('url')
  })

  it('clears a radio group when the selected radio is clicked again', async () => {
    const { host } = await mountElement(CONTROLS)
    const small = field(host, 'size')
    await click(small)
    expect(small.checked).toBe(true)
    await click(small)
    expect(small.checked).toBe(false)
    expect([...host.querySelectorAll<HTMLInputElement>('[data-field="size"] input')].some((input) => input.checked)).toBe(false)
  })

  it("shows a text input for the 'other' choice: the choice posts WCPAOTH, the text {name}other_value, as the plugin's server reads them", async () => {
    const { host } = await mountElement(CONTROLS)
    expect(host.querySelector('.wcpa_other_input')).toBeNull()
    await click($(host, '#field_extras-2'))
    const other = $<HTMLInputElement>(host, '.wcpa_other_input')
    expect(other.name).toBe('extrasother_value')
    expect(other.getAttribute('aria-label')).toBe('Extras: Other')
    await typeInto(other, 'Ribbon')
    expect(field(host, 'extras-2').value).toBe('WCPAOTH')
    expect(field(host, 'extras-2').checked).toBe(true)
    const posted = new FormData(host.closest('form') ?? undefined)
    expect(posted.getAll('extras[]')).toContain('WCPAOTH')
    expect(posted.get('extrasother_value')).toBe('Ribbon')
  })

  it('offers a quantity once something is chosen', async () => {
    const { host } = await mountElement(CONTROLS)
    const quantity = $<HTMLInputElement>(host, '[data-field="extras"] .wcpa_quantity')
    expect(quantity.name).toBe('extras_quantity')
    expect(quantity.disabled).toBe(true)
    await click(field(host, 'extras'))
    expect(quantity.disabled).toBe(false)
  })

  it('runs the custom dropdown by keyboard as a select-only combobox', async () => {
    const { host } = await mountElement(CONTROLS)
    const combobox = $(host, '#field_font')
    const hidden = $<HTMLInputElement>(host, '[data-field="font"] input[type="hidden"]')
    expect(combobox.getAttribute('role')).toBe('combobox')
    expect(combobox.getAttribute('aria-labelledby')).toBe('field_font-label')
    expect(combobox.textContent).toBe('Choose a font')
    await key(combobox, 'ArrowDown')
    expect(combobox.getAttribute('aria-expanded')).toBe('true')
    expect(combobox.getAttribute('aria-activedescendant')).toBe('field_font-option-0')
    await key(combobox, 'ArrowDown')
    expect(combobox.getAttribute('aria-activedescendant')).toBe('field_font-option-1')
    await key(combobox, 'Enter')
    expect(combobox.getAttribute('aria-expanded')).toBe('false')
    expect(hidden.name).toBe('font')
    expect(hidden.value).toBe('sans')
    expect(combobox.textContent).toBe('Sans')
    await key(combobox, 'End')
    await key(combobox, 'Escape')
    expect(hidden.value).toBe('sans')
    await click(combobox)
    await click($(host, '#field_font-option-2'))
    expect(hidden.value).toBe('mono')
  })

  it('loads the date picker only when a date field is first used: the shared accessible calendar, after the field', async () => {
    const { host } = await mountElement(CONTROLS)
    expect(document.querySelector('link[data-shop-islands-calendar]')).toBeNull()
    await act(async () => {
      field(host, 'day').focus()
      field(host, 'day').dispatchEvent(new FocusEvent('focus'))
    })
    await vi.waitFor(() => expect(document.querySelector('link[data-shop-islands-calendar]')).not.toBeNull())
    loadStylesheets()
    await vi.waitFor(() => expect(host.querySelector('.flatpickr-calendar')).not.toBeNull())
    const calendar = $(host, '.flatpickr-calendar')
    expect(field(host, 'day').nextElementSibling).toBe(calendar)
    expect([calendar.getAttribute('role'), calendar.getAttribute('aria-label')]).toEqual(['dialog', 'Choose a date'])
    expect($(calendar, '.flatpickr-next-month').getAttribute('aria-label')).toBe('Next month')
  })
})

describe('checks in the page', () => {
  it('shows an error on blur, marks the control invalid and links the message', async () => {
    const { host } = await mountElement(BASIC)
    const name = field(host, 'name')
    await act(async () => {
      name.dispatchEvent(new FocusEvent('blur'))
      name.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    const message = $(host, '#field_name-error')
    expect(message.textContent).toBe('Field is required')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toBe('field_name-error')
    const announcer = $(host, '.wcpa_announcer')
    expect([announcer.getAttribute('role'), announcer.textContent]).toEqual(['status', ''])
    await typeInto(name, 'Alexander')
    expect(name.value).toBe('Alexa')
    expect($(host, '#field_name-error').textContent).toBe('Maximum 5 characters allowed')
    expect(name.hasAttribute('aria-invalid')).toBe(false)
    // The cut is said in the live region that was there from the start; the same cut again too.
    expect(announcer.textContent?.trim()).toBe('Name: Maximum 5 characters allowed')
    const first = announcer.textContent
    await typeInto(name, 'Alexandra')
    expect(announcer.textContent?.trim()).toBe('Name: Maximum 5 characters allowed')
    expect(announcer.textContent).not.toBe(first)
  })

  it('re-renders a condition change within the debounce, and marks a shown field new', async () => {
    const { host } = await mountElement(BASIC)
    expect(host.querySelector('#field_gold_note')).toBeNull()
    await typeInto($<HTMLSelectElement>(host, '#field_color'), 'gold', 'change')
    expect($(host, '[data-field="gold_note"]').className).toContain('wcpa_new')
  })

  it('records the latest update as the wcpa-form:update measure, with how many conditions it evaluated', async () => {
    const { host } = await mountElement(BASIC)
    performance.clearMeasures(UPDATE_MEASURE)
    await typeInto($<HTMLSelectElement>(host, '#field_color'), 'gold', 'change')
    await typeInto(field(host, 'name'), 'Al')
    const entries = performance.getEntriesByName(UPDATE_MEASURE, 'measure') as PerformanceMeasure[]
    expect(entries).toHaveLength(1)
    const detail = entries[0]?.detail as { evaluated: number; conditional: number }
    expect(detail.conditional).toBeGreaterThan(0)
    expect(typeof detail.evaluated).toBe('number')
  })
})

function stubFetch(answer: () => Promise<Partial<Response>> | Partial<Response>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const response = await answer()
    return { ok: true, status: 200, redirected: false, url: '', text: async () => '', ...response } as Response
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const jsonAnswer = (value: unknown) => () => ({ text: async () => JSON.stringify(value) })

describe('submission', () => {
  async function valid(host: HTMLElement) {
    await typeInto(field(host, 'name'), 'Al')
  }

  it('blocks a submit with errors: form error, focus on the first field, nothing sent', async () => {
    setFront({ ajax_add_to_cart: '1' })
    const fetch = stubFetch(jsonAnswer({}))
    const { host, button, form } = await mountElement(BASIC)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    await click(button)
    expect(host.querySelector('.wcpa_form_error_message')).toBeNull()
    await wait(SUBMIT_DEBOUNCE_MS + 10)
    expect($(host, '.wcpa_form_error').getAttribute('role')).toBe('alert')
    expect($(host, '.wcpa_form_error_message').textContent).toBe('Fix the errors shown above')
    expect(document.activeElement).toBe(field(host, 'name'))
    expect($(host, '#field_name-error').textContent).toBe('Field is required')
    expect(fetch).not.toHaveBeenCalled()
    expect(submitted).not.toHaveBeenCalled()
  })

  it('without the in-page add to cart, submits the form itself once the fields are valid', async () => {
    const { host, button, form } = await mountElement(BASIC)
    await valid(host)
    const submitted = vi.fn((event: SubmitEvent) => {
      expect(event.submitter).toBe(button)
      // The plugin's rules passed: the browser's own constraint check is skipped for this submit.
      expect(form.noValidate).toBe(true)
      event.preventDefault()
    })
    form.addEventListener('submit', submitted)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 10)
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(form.noValidate).toBe(false)
  })

  it('posts the form multipart to wcpa_ajax_add_to_cart, replaces the fragments and adds a View cart link', async () => {
    setFront({ ajax_add_to_cart: '1', cart_url: '/cart', i18n_view_cart: 'See the cart' })
    let release: () => void = () => {}
    const fetch = stubFetch(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              text: async () =>
                JSON.stringify({
                  fragments: {
                    'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>1 item<script>x()</script></p></div>',
                  },
                  cart_hash: 'abc',
                }),
            })
        }),
    )
    const { host, button } = await mountElement(BASIC)
    const mini = document.createElement('div')
    mini.className = 'widget_shopping_cart_content'
    document.body.append(mini)
    const added = vi.fn()
    document.body.addEventListener('added_to_cart', (event) => added((event as CustomEvent).detail))
    await valid(host)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 10)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/?wc-ajax=wcpa_ajax_add_to_cart')
    const body = init?.body as FormData
    expect(body.get('add-to-cart')).toBe('60')
    expect(body.get('print-name')).toBe('Al')
    expect(body.get('quantity')).toBe('2')
    expect(button.classList.contains('loading')).toBe(true)
    // Busy but focusable: `disabled` would drop the focus to the page.
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.disabled).toBe(false)
    await act(async () => release())
    // The fragments' code is fetched while the add runs: its first import here can take a while.
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    expect(button.classList.contains('loading')).toBe(false)
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    expect(document.querySelector('.widget_shopping_cart_content')?.innerHTML).toBe('<p>1 item</p>')
    const link = $<HTMLAnchorElement>(document, 'a.added_to_cart.wc-forward')
    expect(link.textContent).toBe('See the cart')
    expect(link.getAttribute('href')).toBe('/cart')
    expect(button.nextElementSibling).toBe(link)
    expect(added.mock.calls[0]?.[0]?.[1]).toBe('abc')
  })

  it('adds no View cart link on the cart page', async () => {
    setFront({ ajax_add_to_cart: '1', cart_url: '/cart', is_cart: '1' })
    stubFetch(jsonAnswer({ fragments: {}, cart_hash: '' }))
    const { host, button } = await mountElement(BASIC)
    await valid(host)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(button.classList.contains('added')).toBe(true)
    expect(document.querySelector('a.added_to_cart')).toBeNull()
  })

  it('sends the click that follows a refused submit at once: a refusal orders nothing, so no guard holds', async () => {
    setFront({ ajax_add_to_cart: '1' })
    const fetch = stubFetch(jsonAnswer({ fragments: {}, cart_hash: '' }))
    const { host, button } = await mountElement(BASIC)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 10)
    expect(document.activeElement).toBe(field(host, 'name'))
    // Fixed and clicked again well within the 300 ms that follow an order.
    await valid(host)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 10)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('sends one request for a double click, and accepts another after the 300 ms guard', async () => {
    setFront({ ajax_add_to_cart: '1' })
    const fetch = stubFetch(jsonAnswer({ fragments: {}, cart_hash: '' }))
    const { host, button } = await mountElement(BASIC)
    await valid(host)
    await click(button)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(fetch).toHaveBeenCalledTimes(1)
    await wait(REENTRY_RESET_MS)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  for (const [name, answer] of [
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['a 500', () => ({ ok: false, status: 500 })],
    ['broken JSON', () => ({ text: async () => '{"fragments": {' })],
  ] as const) {
    it(`ends ${name} with the button usable and a message linked to it`, async () => {
      setFront({ ajax_add_to_cart: '1' })
      stubFetch(answer as () => Partial<Response>)
      const { host, button } = await mountElement(BASIC)
      await valid(host)
      await click(button)
      await wait(SUBMIT_DEBOUNCE_MS + 20)
      const notice = $(document, '.wcpa_cart_error')
      expect(notice.getAttribute('role')).toBe('alert')
      expect(notice.textContent).toBe('Sorry, the product could not be added to your cart. Please try again.')
      expect(button.getAttribute('aria-describedby')).toBe(notice.id)
      expect(button.disabled).toBe(false)
      expect(button.classList.contains('loading')).toBe(false)
      expect(errors).toHaveBeenCalled()
    })
  }

  it('sends the browser to the product page on {error, product_url}, and follows a redirect', async () => {
    setFront({ ajax_add_to_cart: '1' })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation((url) => void navigated.push(String(url)))
    stubFetch(jsonAnswer({ error: true, product_url: '/pages/wcpa-product.html' }))
    const first = await mountElement(BASIC)
    await valid(first.host)
    await click(first.button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(navigated).toEqual([new URL('/pages/wcpa-product.html', location.href).href])
    document.body.replaceChildren()
    stubFetch(() => ({ redirected: true, url: new URL('/cart', location.href).href }))
    const second = await mountElement(BASIC)
    await valid(second.host)
    await click(second.button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(navigated[1]).toBe(new URL('/cart', location.href).href)
    expect(assign).toHaveBeenCalledTimes(2)
  })

  it('never follows a javascript: product_url', async () => {
    setFront({ ajax_add_to_cart: '1' })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    stubFetch(jsonAnswer({ error: true, product_url: 'javascript:alert(1)' }))
    const { host, button } = await mountElement(BASIC)
    await valid(host)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(assign).not.toHaveBeenCalled()
    expect(document.querySelector('.wcpa_cart_error')).not.toBeNull()
  })

  it('goes to the cart after adding when cart_redirect_after_add is yes', async () => {
    setFront({ ajax_add_to_cart: '1', cart_redirect_after_add: 'yes', cart_url: '/cart' })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    stubFetch(jsonAnswer({ fragments: {}, cart_hash: '' }))
    const { host, button } = await mountElement(BASIC)
    await valid(host)
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(assign).toHaveBeenCalledWith('/cart')
  })

  it('leaves a disabled button to the variation form', async () => {
    setFront({ ajax_add_to_cart: '1' })
    const fetch = stubFetch(jsonAnswer({}))
    const { button } = await mountElement(BASIC)
    button.classList.add('disabled')
    const clicked = vi.fn((event: Event) => expect(event.defaultPrevented).toBe(false))
    button.addEventListener('click', (event) => {
      clicked(event)
      event.preventDefault()
    })
    await click(button)
    await wait(SUBMIT_DEBOUNCE_MS + 20)
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('changes nothing in preview mode', async () => {
    const { form, button } = await mountElement(BASIC, 'preview')
    expect(form.hasAttribute('autocomplete')).toBe(false)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    await click(button)
    expect(submitted).toHaveBeenCalledTimes(1)
  })
})

describe('price summary', () => {
  const PRICED = {
    ...BASIC,
    product: { product_id: 60, product_price: 20 },
    config: { options_total_label: 'Options', options_product_label: 'Product', total_label: 'Total' },
  }
  const summaryText = (host: ParentNode) =>
    [...host.querySelectorAll('.wcpa_price_summary > div')].map(
      (line) => `${line.className}: ${[...line.children].map((part) => part.textContent).join(' = ')}`,
    )

  it('shows the plugin’s Options / Product / Total lines after the sections, and follows the chosen options', async () => {
    const { host } = await mountElement(PRICED)
    expect(summaryText(host)).toEqual([
      'wcpa_options_total: Options = $0.00',
      'wcpa_product_total: Product = $20.00',
      'wcpa_total: Total = $20.00',
    ])
    expect([...$(host, '.wcpa_form').children].map((child) => child.className).slice(-3)).toEqual([
      'wcpa_price_summary',
      'wcpa_form_error',
      'wcpa_announcer screen-reader-text',
    ])
    await typeInto($<HTMLSelectElement>(host, '#field_color'), 'gold', 'change')
    expect(summaryText(host)).toEqual([
      'wcpa_options_total: Options = $2.50',
      'wcpa_product_total: Product = $20.00',
      'wcpa_total: Total = $22.50',
    ])
  })

  it('says the new total in a polite status once it has settled, not on every change', async () => {
    const { host } = await mountElement(PRICED)
    const status = $(host, '.wcpa_price_summary [role="status"]')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    await typeInto($<HTMLSelectElement>(host, '#field_color'), 'gold', 'change')
    expect(status.textContent).toBe('')
    await wait(SUMMARY_ANNOUNCE_DELAY_MS + 10)
    expect(status.textContent).toBe('Total: $22.50')
  })

  it('follows the chosen variation’s price, and multiplies by the quantity only with change_price_as_quantity', async () => {
    setFront({ cart_url: '/cart', ajax_add_to_cart: '', change_price_as_quantity: '1' })
    const { host, form } = await mountElement(PRICED)
    // The shop form's quantity is 2.
    expect(summaryText(host).at(-1)).toBe('wcpa_total: Total = $40.00')
    await act(async () => {
      form.dispatchEvent(new CustomEvent('found_variation', { detail: [{ variation_id: 7, display_price: 30 }], bubbles: true }))
    })
    expect(summaryText(host).at(-1)).toBe('wcpa_total: Total = $60.00')
    await act(async () => {
      form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }))
    })
    expect(summaryText(host).at(-1)).toBe('wcpa_total: Total = $40.00')
  })

  it('is not there when no field has a price', async () => {
    const { host } = await mountElement(
      def({ s1: { rows: [[{ type: 'text', elementId: 'name', label: 'Name' }]] } }, { product: { product_price: 20 } }),
    )
    expect(host.querySelector('.wcpa_price_summary')).toBeNull()
  })

  it('writes option prices in WCPA Pro’s own format when the plugin prints one, $0.00 included', async () => {
    setFront({ cart_url: '/cart', ajax_add_to_cart: '', options_price_format: '({price})', hide_option_price_zero: '' })
    const { host } = await mountElement(BASIC)
    expect([...$<HTMLSelectElement>(host, '#field_color').options].map((option) => option.text)).toEqual(['White ($0.00)', 'Gold ($2.50)'])
  })

  it('hides a zero option price when the plugin says so, and keeps ours for a format without a price', async () => {
    setFront({ cart_url: '/cart', ajax_add_to_cart: '', options_price_format: '({price})', hide_option_price_zero: '1' })
    const { host } = await mountElement(BASIC)
    expect([...$<HTMLSelectElement>(host, '#field_color').options].map((option) => option.text)).toEqual(['White', 'Gold ($2.50)'])
    host.remove()
    setFront({ cart_url: '/cart', ajax_add_to_cart: '', options_price_format: '(extra)' })
    const second = await mountElement(BASIC)
    expect([...$<HTMLSelectElement>(second.host, '#field_color').options].map((option) => option.text)).toEqual(['White', 'Gold (+$2.50)'])
  })

  it('writes amounts with WCPA Pro 5.2.2’s own currency keys', async () => {
    setFront({
      cart_url: '/cart',
      ajax_add_to_cart: '',
      wc_currency_symbol: '€',
      wc_price_format: '%2$s%1$s',
      wc_price_decimals: '1',
      wc_decimal_sep: ',',
      wc_thousand_sep: '.',
    })
    const { host } = await mountElement(PRICED)
    expect(summaryText(host).at(-1)).toBe('wcpa_total: Total = 20,0€')
  })
})

describe('events', () => {
  it('announces wcpaDidMount and wcpa_fields_updated with the total, to DOM and jQuery listeners', async () => {
    const jQuery = await installJQuery()
    const heard: string[] = []
    const totals: number[] = []
    document.addEventListener('wcpaDidMount', (event) => heard.push(`dom:mount:${JSON.stringify((event as CustomEvent).detail)}`))
    jQuery(document).on('wcpaDidMount', (_event, detail: { productId: string }) => heard.push(`jq:mount:${detail.productId}`))
    jQuery(document).on('wcpa_fields_updated', (_event, detail: { total: number; quantity: number }) =>
      totals.push(detail.total, detail.quantity),
    )
    const { host } = await mountElement(BASIC)
    await typeInto($<HTMLSelectElement>(host, '#field_color'), 'gold', 'change')
    expect(heard).toEqual(['dom:mount:[{"productId":"60"}]', 'jq:mount:60'])
    expect(totals).toEqual([0, 2, 2.5, 2])
    jQuery(document).off()
  })

  it('announces each refresh as the plugin does: the hooks action wcpa_fields_updated with the price, and wcpaUpdated on the document', async () => {
    const actions: [string, number][] = []
    const page = globalThis as { wp?: unknown }
    page.wp = { hooks: { doAction: (name: string, price: { total: number }) => actions.push([name, price.total]) } }
    let updated = 0
    const onUpdated = () => (updated += 1)
    document.addEventListener('wcpaUpdated', onUpdated)
    try {
      const { host } = await mountElement(BASIC)
      await typeInto($<HTMLSelectElement>(host, '#field_color'), 'gold', 'change')
      expect(actions).toEqual([
        ['wcpa_fields_updated', 0],
        ['wcpa_fields_updated', 2.5],
      ])
      expect(updated).toBe(2)
    } finally {
      delete page.wp
      document.removeEventListener('wcpaUpdated', onUpdated)
    }
  })

  it('an action of another script that throws is one console.error per refresh and stops nothing', async () => {
    const page = globalThis as { wp?: unknown }
    page.wp = {
      hooks: {
        doAction: () => {
          throw new Error('extension broke')
        },
      },
    }
    try {
      const { host } = await mountElement(BASIC)
      await typeInto($<HTMLSelectElement>(host, '#field_color'), 'gold', 'change')
      expect($(host, '.wcpa_price_summary').textContent).toContain('2.50')
      expect(
        errors.mock.calls.filter((call) => String(call[0]).includes('wcpa_fields_updated action of another script failed')),
      ).toHaveLength(2)
    } finally {
      delete page.wp
    }
  })
})

describe('mounting in slices', () => {
  /** `rows` rows of two text fields; the last row's first field is shown by a rule on the first field. */
  const big = (rows: number) =>
    def({
      s1: {
        rows: Array.from({ length: rows }, (_, row) => [
          { type: 'text', elementId: `f${row}a`, label: `Field ${row}a` },
          row === rows - 1
            ? { type: 'text', elementId: `late`, label: 'Late', ...show('f0a', 'is_not_empty') }
            : { type: 'text', elementId: `f${row}b`, label: `Field ${row}b` },
        ]),
      },
    })

  it('puts the first fields on the page at once and the rest in later tasks, in document order', async () => {
    const mounted: number[] = []
    const listener = () => mounted.push(document.querySelectorAll('wcpa-form [data-field]').length)
    document.addEventListener('wcpaDidMount', listener)
    const container = document.createElement('div')
    // A synchronous act: React 19's async act would go on flushing, task after task, until no work
    // is left (every slice); this one ends with the first commit and its effects, as a page's task does.
    act(() => {
      container.innerHTML = `<form class="cart"><wcpa-form data-product="60" data-wcpa="${escapeAttribute(JSON.stringify(big(60)))}"></wcpa-form></form>`
      document.body.append(container)
    })
    const shown = () => Array.from(container.querySelectorAll('[data-field]'), (item) => item.getAttribute('data-field'))
    const first = shown()
    expect(first.length).toBeGreaterThanOrEqual(FIRST_SLICE_FIELDS)
    expect(first.length).toBeLessThan(FIRST_SLICE_FIELDS + 2)
    expect(first.slice(0, 3)).toEqual(['f0a', 'f0b', 'f1a'])
    expect(mounted).toEqual([])
    for (let i = 0; i < 40 && mounted.length === 0; i++) await wait(0)
    // wcpaDidMount once every field (119: the rule's field is hidden) is on the page.
    expect(mounted).toEqual([119])
    expect(shown().slice(-2)).toEqual(['f58b', 'f59a'])
    document.removeEventListener('wcpaDidMount', listener)
  })

  it('renders a field a rule shows after the mount within the update, not in a slice', async () => {
    const { host } = await mountElement(big(60))
    for (let i = 0; i < 40 && host.querySelectorAll('[data-field]').length < 119; i++) await wait(0)
    await typeInto(field(host, 'f0a'), 'x')
    expect(host.querySelector('#field_late')).not.toBeNull()
  })

  it('renders a small form in one go', async () => {
    const container = document.createElement('div')
    await act(async () => {
      container.innerHTML = `<form class="cart"><wcpa-form data-wcpa="${escapeAttribute(JSON.stringify(big(3)))}"></wcpa-form></form>`
      document.body.append(container)
    })
    expect(container.querySelectorAll('[data-field]').length).toBe(5)
  })
})

describe('adopt mode and re-init triggers', () => {
  /** The loader's registry entry for the options form, which the loader passes to adopt(). */
  const ENTRY = entryFor('wcpa-form')

  async function adoptContainer(definition: unknown) {
    const container = document.createElement('div')
    container.innerHTML = `<form class="cart"><div class="wcpa_form_outer" data-product="{&quot;product_id&quot;:60}" data-wcpa="${escapeAttribute(JSON.stringify(definition))}"><div class="wcpa_skeleton_loader_area">skeleton</div></div><button name="add-to-cart" value="60" class="single_add_to_cart_button">Add</button></form>`
    document.body.append(container)
    const outer = $(container, '.wcpa_form_outer')
    await act(async () => adopt(outer, ENTRY))
    return { outer, form: $<HTMLFormElement>(container, 'form') }
  }

  it('renders into the plugin’s container once the page has loaded (+10 ms), keeping its class', async () => {
    const { outer, form } = await adoptContainer(BASIC)
    expect(outer.querySelector('.wcpa_skeleton_loader_area')).not.toBeNull()
    await wait(30)
    expect(outer.querySelector('.wcpa_skeleton_loader_area')).toBeNull()
    expect(outer.className).toBe('wcpa_form_outer')
    expect(outer.querySelector('#field_name')).not.toBeNull()
    expect(form.getAttribute('autocomplete')).toBe('off')
  })

  it('stands down when the plugin’s own script rendered the container', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const container = document.createElement('div')
    container.innerHTML = `<form class="cart"><div class="wcpa_form_outer" data-wcpa="${escapeAttribute(JSON.stringify(BASIC))}"><div class="wcpa_form_item">theirs</div></div></form>`
    document.body.append(container)
    await act(async () => adopt($(container, '.wcpa_form_outer'), ENTRY))
    await wait(30)
    expect(container.querySelector('.wcpa_form_item')?.textContent).toBe('theirs')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('re-renders on wcpaTrigger: a rewritten data-wcpa, and a form whose markup another script replaced', async () => {
    const { outer } = await adoptContainer(BASIC)
    await wait(30)
    outer.setAttribute('data-wcpa', JSON.stringify(def({ s9: { rows: [[{ type: 'text', elementId: 'fresh', label: 'Fresh' }]] } })))
    await act(async () => {
      document.dispatchEvent(new Event('wcpaTrigger', { bubbles: true }))
    })
    expect(outer.querySelector('#field_fresh')).toBeNull()
    await wait(20)
    expect(outer.querySelector('#field_fresh')).not.toBeNull()
    expect(outer.querySelector('#field_name')).toBeNull()
    // A quick-view script copies markup over ours: the next trigger renders the form again.
    outer.replaceChildren()
    await act(async () => {
      document.dispatchEvent(new Event('wcpaTrigger', { bubbles: true }))
    })
    await wait(20)
    expect(outer.querySelector('#field_fresh')).not.toBeNull()
  })

  it('listens to the configured init trigger events, raised through jQuery', async () => {
    setFront({ init_triggers: 'quick-view-displayed' })
    const jQuery = await installJQuery()
    const { outer } = await adoptContainer(BASIC)
    await wait(30)
    outer.replaceChildren()
    await act(async () => {
      jQuery(document.body).trigger('quick-view-displayed')
    })
    await wait(20)
    expect(outer.querySelector('#field_name')).not.toBeNull()
  })
})

describe('page builder', () => {
  it('renders again when Elementor says an element is ready', async () => {
    const actions: Record<string, () => void> = {}
    ;(globalThis as Json).elementorFrontend = { hooks: { addAction: (name: string, run: () => void) => (actions[name] = run) } }
    try {
      const { host } = await mountElement(BASIC)
      expect(typeof actions['frontend/element_ready/global']).toBe('function')
      host.replaceChildren()
      await act(async () => actions['frontend/element_ready/global']?.())
      await wait(20)
      expect(host.querySelector('#field_name')).not.toBeNull()
    } finally {
      delete (globalThis as Json).elementorFrontend
    }
  })

  it('renders again when one of our page-builder widgets raises its element-ready event', async () => {
    const { host } = await mountElement(BASIC)
    host.replaceChildren()
    const widget = document.createElement('div')
    document.body.append(widget)
    await act(async () => raiseElementReady(widget))
    await wait(20)
    expect(host.querySelector('#field_name')).not.toBeNull()
    widget.remove()
  })
})

describe('preview', () => {
  it('renders a definition into any element, updates it, and leaves no trace when destroyed', async () => {
    const target = document.createElement('section')
    document.body.append(target)
    const held: { handle: ReturnType<typeof preview> } = { handle: null }
    await act(async () => {
      held.handle = preview(target, BASIC)
    })
    const handle = held.handle
    expect(target.querySelector('#field_name')).not.toBeNull()
    await act(async () => {
      expect(handle?.update(def({ s2: { rows: [[{ type: 'email', elementId: 'mail', label: 'Mail' }]] } }))).toBe(true)
    })
    expect(target.querySelector('#field_mail')).not.toBeNull()
    expect(handle?.update('{nope')).toBe(false)
    expect(target.querySelector('#field_mail')).not.toBeNull()
    await act(async () => handle?.destroy())
    expect(target.innerHTML).toBe('')
    const ctor = customElements.get('wcpa-form') as unknown as { preview: typeof preview }
    expect(ctor.preview).toBe(preview)
  })

  it('returns null for an invalid definition, under the data contract', () => {
    const target = document.createElement('section')
    expect(preview(target, { fields: 3 })).toBeNull()
    expect(target.getAttribute('data-island-error')).toBe('attribute "data-wcpa"')
  })
})
