import type { AttributeSelect } from '../../src/core/variations/index.ts'

/**
 * The server nodes of a variable product form (WooCommerce's
 * single-product/add-to-cart/variable.php). The island drives these nodes and never replaces them:
 * other plugins hold handlers on them, the browser posts them, and system A's add-ons live inside
 * the wrap. Everything is looked up inside the form (or its product), never by document-wide id:
 * quick views duplicate ids.
 */
export interface AttributeControl {
  readonly select: HTMLSelectElement
  /** `data-attribute_name`, else the select's name: the key of the variations' `attributes`. */
  readonly name: string
  /** Every value option the server printed, in its order: removed options are put back from here. */
  readonly options: readonly HTMLOptionElement[]
  /** The `value=""` option ("Choose an option"), when printed. */
  readonly placeholder: HTMLOptionElement | undefined
}

export interface VariationFormMarkup {
  readonly form: HTMLFormElement
  readonly attributes: readonly AttributeControl[]
  readonly resetLink: HTMLElement | null
  readonly resetAlert: HTMLElement | null
  readonly wrap: HTMLElement | null
  /** `.single_variation`: the details area (price, availability, description). */
  readonly details: HTMLElement | null
  readonly addToCart: HTMLElement | null
  readonly button: HTMLElement | null
  readonly variationIdInputs: readonly HTMLInputElement[]
  readonly quantity: HTMLInputElement | null
  /** The `.product` around the form, for the gallery and the product meta; the form itself if none. */
  readonly product: Element
}

export function readAttributeControls(form: HTMLFormElement): AttributeControl[] {
  const selects = form.querySelectorAll<HTMLSelectElement>('.variations select')
  return Array.from(selects, (select) => {
    const options = Array.from(select.options)
    return {
      select,
      name: select.dataset.attribute_name || select.name,
      options: options.filter((option) => option.value !== ''),
      placeholder: options.find((option) => option.value === ''),
    }
  })
}

export function readFormMarkup(form: HTMLFormElement): VariationFormMarkup {
  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap')
  const scope = wrap ?? form
  const quantity = scope.querySelector<HTMLInputElement>('.quantity input.qty[name="quantity"], .quantity input[name="quantity"]')
  return {
    form,
    attributes: readAttributeControls(form),
    resetLink: form.querySelector<HTMLElement>('.reset_variations'),
    resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert'),
    wrap,
    details: form.querySelector<HTMLElement>('.single_variation'),
    addToCart: form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart'),
    button: form.querySelector<HTMLElement>('.single_add_to_cart_button'),
    variationIdInputs: Array.from(form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')),
    quantity,
    product: form.closest('.product') ?? form,
  }
}

/** The model of the selects the core rules take. */
export function attributeSelects(controls: readonly AttributeControl[]): AttributeSelect[] {
  return controls.map((control) => ({ name: control.name, options: control.options.map((option) => option.value) }))
}

/** What the shopper has chosen, read from the selects. */
export function chosenFromSelects(controls: readonly AttributeControl[]): Record<string, string> {
  const chosen: Record<string, string> = {}
  for (const control of controls) chosen[control.name] = control.select.value
  return chosen
}
