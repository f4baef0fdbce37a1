import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { Window } from 'happy-dom'
import { expect } from 'vitest'
import {
  fieldTypeFromMarkup,
  readAddonSettings,
  readDataFlag,
  readPrice,
  readPriceType,
  readRestrictions,
  readTotalsData,
  type AddonContainer,
  type AddonField,
  type AddonForm,
  type AddonSettings,
  type TotalsData,
} from '../../../src/core/addons/index.ts'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { catalogueFile, loadCatalogue, type Product } from '../../../fixtures/server/catalogue.ts'

export const catalogue = loadCatalogue(catalogueFile(PROJECT_ROOT))

export function product(id: number): Product {
  const found = catalogue.getProduct(id)
  if (!found) throw new Error(`no product ${id}`)
  return found
}

const parser = new new Window().DOMParser()

export function parse(markup: string): Document {
  return parser.parseFromString(`<!doctype html><html><body>${markup}</body></html>`, 'text/html') as unknown as Document
}

export function one(root: ParentNode, selector: string): Element {
  const found = root.querySelectorAll(selector)
  expect(found, selector).toHaveLength(1)
  return found[0] as Element
}

export function attributes(element: Element): Record<string, string> {
  const all: Record<string, string> = {}
  for (const attribute of Array.from(element.attributes)) all[attribute.name] = attribute.value
  return all
}

/** The add-on form read from the markup exactly as src/core/addons/README.md maps it. */
export function readAddonForm(root: ParentNode): AddonForm {
  const containers = Array.from(root.querySelectorAll('.wc-pao-addon-container'))
  const first = containers[0]
  return {
    productName: first?.getAttribute('data-product-name') ?? '',
    taxable: first?.getAttribute('data-product-tax-status') === 'taxable',
    containers: containers.map((container): AddonContainer => {
      const name = container.querySelector('.wc-pao-addon-name[data-addon-name]')
      return {
        id: container.id,
        name: name?.getAttribute('data-addon-name') ?? '',
        required: container.classList.contains('wc-pao-required-addon'),
        perPersonPricing: readDataFlag(name?.getAttribute('data-has-per-person-pricing')),
        perBlockPricing: readDataFlag(name?.getAttribute('data-has-per-block-pricing')),
        fields: Array.from(container.querySelectorAll('.wc-pao-addon-field')).map((field, index): AddonField => {
          const restrictions = readRestrictions(field.getAttribute('data-restrictions'))
          expect(restrictions.problem, `${container.id} field ${index}`).toBeUndefined()
          return {
            id: field.id || `${field.getAttribute('name')}-${index}`,
            type: fieldTypeFromMarkup({
              className: field.className,
              tagName: field.tagName,
              inputType: field.getAttribute('type') ?? '',
            }),
            price: readPrice(field.getAttribute('data-price')),
            rawPrice: readPrice(field.getAttribute('data-raw-price')),
            priceType: readPriceType(field.getAttribute('data-price-type')),
            label: field.getAttribute('data-label') ?? '',
            restrictions: restrictions.restrictions,
            options: Array.from(field.querySelectorAll('option'))
              .filter((option) => option.getAttribute('value') !== '')
              .map((option) => ({
                value: option.getAttribute('value') ?? '',
                label: option.getAttribute('data-label') ?? '',
                price: readPrice(option.getAttribute('data-price')),
                rawPrice: readPrice(option.getAttribute('data-raw-price')),
                priceType: readPriceType(option.getAttribute('data-price-type')),
              })),
          }
        }),
      }
    }),
  }
}

export function readTotals(root: ParentNode): TotalsData {
  const totals = one(root, '#product-addons-total') as HTMLElement
  return readTotalsData({ ...totals.dataset })
}

/** window.woocommerce_addons_params as the fixture pages load it, and an optional override script. */
export function pageSettings(...files: string[]): { params: Record<string, unknown>; settings: AddonSettings } {
  const window: Record<string, unknown> = {}
  for (const file of ['woocommerce-addons-params.js', ...files]) {
    runInNewContext(readFileSync(join(PROJECT_ROOT, 'fixtures/pages/assets/settings', file), 'utf8'), { window })
  }
  const params = window.woocommerce_addons_params as Record<string, unknown>
  return { params, settings: readAddonSettings(params) }
}

export interface FormFill {
  /** Values by name: text inputs, textareas, selects, hidden inputs. */
  values?: Record<string, string>
  /** Ids of the checkboxes and radios to check. */
  check?: string[]
  /** Files by input name. */
  files?: Record<string, File>
}

/**
 * The fields a browser submits for a form of the page (HTML's "constructing the entry list"): every
 * named control in order, checked boxes only, an empty file part for an empty file input, and the
 * first submit button's name and value.
 */
export function submission(form: Element, fill: FormFill = {}): FormData {
  const data = new FormData()
  let submitter = false
  for (const control of Array.from(form.querySelectorAll('input, select, textarea, button'))) {
    const name = control.getAttribute('name')
    const tag = control.tagName.toLowerCase()
    const type = (control.getAttribute('type') ?? (tag === 'button' ? 'submit' : 'text')).toLowerCase()
    if (tag === 'button' || type === 'submit') {
      if (!submitter && type === 'submit') {
        submitter = true
        if (name) data.append(name, control.getAttribute('value') ?? '')
      }
      continue
    }
    if (!name || control.hasAttribute('disabled')) continue
    if (type === 'checkbox' || type === 'radio') {
      if (fill.check?.includes(control.id) ?? control.hasAttribute('checked')) {
        data.append(name, control.getAttribute('value') ?? 'on')
      }
      continue
    }
    if (type === 'file') {
      data.append(name, fill.files?.[name] ?? new File([], '', { type: 'application/octet-stream' }))
      continue
    }
    if (fill.values && Object.hasOwn(fill.values, name)) {
      data.append(name, fill.values[name] ?? '')
      continue
    }
    if (tag === 'select') {
      const selected = control.querySelector('option[selected]') ?? control.querySelector('option')
      data.append(name, selected?.getAttribute('value') ?? '')
    } else if (tag === 'textarea') data.append(name, control.textContent ?? '')
    else data.append(name, control.getAttribute('value') ?? '')
  }
  return data
}
