import { parseLocale, parseLocaleFields } from '../../src/core/address/locale.ts'
import {
  type CountryStates,
  keptState,
  parseCountryStates,
  type StateFieldKind,
  stateFieldFor,
  statePlaceholder,
  stateTransition,
} from '../../src/core/address/states.ts'
import { reportDataError } from '../../src/runtime/data.ts'
import { emit } from '../../src/runtime/events.ts'
import type { Island } from '../../src/runtime/island.ts'
import { getJQuery } from '../../src/runtime/jquery.ts'
import { setJQueryData } from '../../src/runtime/jquery-data.ts'
import { listen } from '../../src/runtime/listen.ts'
import { logError } from '../../src/runtime/log.ts'
import { readSettings } from '../../src/runtime/settings.ts'
import { linkStylesheet } from '../../src/runtime/stylesheet.ts'
import stylesheetUrl from './combobox.css?url'
import { type Combobox, comboboxFor } from './combobox.ts'
import { type I18nRules, startI18n } from './i18n.ts'
import { addressSettings } from './settings.ts'

/** country-select.js's groups: the state field that goes with a country field is found inside its group. */
const WRAPPERS = '.woocommerce-billing-fields,.woocommerce-shipping-fields,.woocommerce-address-fields,.woocommerce-shipping-calculator'
const STATE_FIELDS = '#billing_state, #shipping_state, #calc_shipping_state'
/** The country fields country-select.js refreshes once the page is ready. */
const REFRESHED = '#billing_country, #shipping_country, #calc_shipping_country'
const STYLESHEET_MARK = 'data-shop-islands-address'

type CountryField = HTMLSelectElement | HTMLInputElement
type StateBox = HTMLSelectElement | HTMLInputElement

const parsedStates = new Map<string, ReturnType<typeof parseCountryStates>>()
/** Documents whose `wc_address_i18n_ready` has been raised: islands mounted later refresh themselves. */
const i18nReady = new WeakSet<Document>()

const kindOf = (box: StateBox | null): StateFieldKind =>
  box instanceof HTMLSelectElement ? 'select' : box?.type === 'hidden' ? 'hidden' : 'text'

/** Arguments as country-select.js passes them: the wrapper as a jQuery collection when jQuery is on the page. */
const wrapperArg = (wrapper: Element) => getJQuery()?.(wrapper) ?? wrapper

/**
 * The country and state fields of one address (billing, shipping, an account's address, the cart's
 * shipping calculator), as WooCommerce's country-select.js and address-i18n.js drive them, with an
 * accessible combobox in place of selectWoo (./combobox.ts). The root is the country field.
 */
export const addressFieldsIsland: Island = {
  tag: 'wc-address',
  handledByOriginal(root) {
    const doc = root.ownerDocument
    // Printed by WordPress when the handle stays (the classic checkout's script depends on it).
    if (doc.getElementById('wc-country-select-js')) return "WooCommerce's country-select.js"
    if (root.classList.contains('select2-hidden-accessible')) return "WooCommerce's country-select.js with selectWoo"
    return false
  },
  mount(context) {
    const { root, signal } = context
    if (!(root instanceof HTMLSelectElement || root instanceof HTMLInputElement)) return
    const country: CountryField = root
    const doc = country.ownerDocument
    const settings = readSettings(context, addressSettings)

    const rawStates = settings.countries
    const key = typeof rawStates === 'string' ? rawStates : JSON.stringify(rawStates ?? null)
    let statesRead = parsedStates.get(key)
    if (!statesRead) parsedStates.set(key, (statesRead = parseCountryStates(rawStates)))
    if (!statesRead.ok) {
      reportDataError(
        context,
        'setting wc_country_select_params.countries',
        '(root)',
        rawStates === undefined ? 'missing' : statesRead.reason,
      )
      return
    }
    const states: CountryStates = statesRead.value

    let rules: I18nRules | undefined
    if (settings.locale !== undefined) {
      const locale = parseLocale(settings.locale)
      const fields = parseLocaleFields(settings.localeFields)
      if (locale.ok && fields.ok) rules = { locale: locale.value, fields: fields.value, optionalText: settings.optionalText }
      else
        logError(
          `<wc-address> setting wc_address_i18n_params.${locale.ok ? 'locale_fields' : 'locale'} is invalid: ${locale.ok ? (fields as { reason: string }).reason : locale.reason}; the fields keep their labels whatever the country.`,
        )
    }

    const wrapper = country.closest(WRAPPERS) ?? country.closest('.form-row')?.parentElement ?? country.parentElement ?? doc.body
    const comboboxes = new Map<HTMLSelectElement, Combobox>()
    let styled = false

    const enhance = (select: HTMLSelectElement) => {
      if (!styled || comboboxes.has(select) || !select.isConnected) return
      comboboxes.set(select, comboboxFor(select, { noMatches: settings.noMatchesText }))
    }
    const stateBox = () => wrapper.querySelector<StateBox>(STATE_FIELDS)
    /** The state combobox follows the state field: a new select gets one, a replaced one's goes. */
    const followState = () => {
      const box = stateBox()
      for (const [select, combobox] of comboboxes) {
        if (select !== country && select !== box) {
          combobox.destroy()
          comboboxes.delete(select)
        }
      }
      if (box instanceof HTMLSelectElement) {
        const existing = comboboxes.get(box)
        if (existing) existing.sync()
        else if (box.classList.contains('state_select')) enhance(box)
      }
    }

    /** country-select.js's handler of `change` and `refresh` on the country field. */
    const onCountry = () => {
      const code = country.value
      const box = stateBox()
      const row = box?.closest<HTMLElement>('.form-row') ?? null
      const field = stateFieldFor(states, code)
      const transition = stateTransition(kindOf(box), field.kind)
      const previous = box?.value ?? ''
      const classes = box?.getAttribute('data-input-classes') ?? ''
      const placeholder = statePlaceholder(
        box?.getAttribute('placeholder') || box?.getAttribute('data-placeholder') || '',
        settings.selectStateText,
        field.kind,
      )
      const replacement = <K extends 'input' | 'select'>(tag: K): HTMLElementTagNameMap[K] => {
        const element = doc.createElement(tag)
        if (box) {
          element.id = box.id
          element.name = box.name
          if (box.hasAttribute('data-input-classes')) element.setAttribute('data-input-classes', classes)
          // Kept where country-select.js drops them: autofill and screen readers still know the field.
          for (const name of ['autocomplete', 'aria-required', 'data-label']) {
            const value = box.getAttribute(name)
            if (value !== null) element.setAttribute(name, value)
          }
        }
        return element
      }
      const replace = (element: StateBox) => {
        box?.replaceWith(element)
        return element
      }
      const shown = (show: boolean) => {
        if (row) row.style.display = show ? '' : 'none'
      }

      if (field.kind === 'hidden') {
        const hidden = replacement('input')
        hidden.type = 'hidden'
        hidden.className = `hidden ${classes}`.trim()
        shown(false)
        if (box) replace(hidden)
        followState()
        emit(doc.body, 'country_to_state_changed', [code, wrapperArg(wrapper)])
      } else if (field.kind === 'select') {
        shown(true)
        let select = box instanceof HTMLSelectElement ? box : null
        if (box && transition.replace) {
          select = replacement('select')
          select.setAttribute('data-placeholder', placeholder)
          setJQueryData(select, 'placeholder', placeholder)
          select.className = `state_select ${classes}`.trim()
          replace(select)
        }
        if (select) {
          const empty = doc.createElement('option')
          empty.value = ''
          empty.textContent = settings.selectStateText
          select.replaceChildren(
            empty,
            ...field.states.map(([value, name]) => {
              const option = doc.createElement('option')
              option.value = value
              option.textContent = name
              return option
            }),
          )
          select.value = keptState(field.states, previous)
          followState()
          emit(select, 'change')
        }
        emit(doc.body, 'country_to_state_changed', [code, wrapperArg(wrapper)])
      } else if (transition.replace) {
        const text = replacement('input')
        text.type = 'text'
        text.placeholder = placeholder
        text.className = `input-text ${classes}`.trim()
        shown(true)
        if (box) replace(text)
        followState()
        emit(doc.body, 'country_to_state_changed', [code, wrapperArg(wrapper)])
      }
      emit(doc.body, 'country_to_state_changing', [code, wrapperArg(wrapper)])
    }

    listen(country, 'change', onCountry, signal)
    listen(country, 'refresh', onCountry, signal)

    if (rules) {
      startI18n(doc, rules)
      const refresh = () => {
        if (country.matches(REFRESHED) && country.closest(WRAPPERS) && country.value) emit(country, 'refresh')
      }
      listen(doc.body, 'wc_address_i18n_ready', refresh, signal)
      if (i18nReady.has(doc)) refresh()
      else {
        i18nReady.add(doc)
        emit(doc.body, 'wc_address_i18n_ready')
      }
    }

    // The comboboxes wait for their stylesheet: until it applies, the selects stay as they are.
    linkStylesheet(doc, stylesheetUrl, STYLESHEET_MARK).then(
      () => {
        if (signal.aborted) return
        styled = true
        if (country instanceof HTMLSelectElement) enhance(country)
        followState()
      },
      () => {},
    )

    return () => {
      for (const combobox of comboboxes.values()) combobox.destroy()
      comboboxes.clear()
    }
  },
}
