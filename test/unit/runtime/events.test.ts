// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emit } from '../../../src/runtime/events.ts'
import { listen } from '../../../src/runtime/listen.ts'
import { resetWarnings } from '../../../src/runtime/log.ts'
import { $, render } from '../helpers/dom.ts'
import { installJQuery, removeJQuery } from '../helpers/jquery.ts'

let form: HTMLFormElement
let detail: HTMLElement
let controller: AbortController

beforeEach(() => {
  resetWarnings()
  controller = new AbortController()
  const container = render(
    '<form class="variations_form"><div class="single_variation_wrap"><div class="single_variation"></div></div></form>',
  )
  form = $(container, 'form')
  detail = $(container, '.single_variation')
})

afterEach(() => {
  controller.abort()
  document.body.replaceChildren()
  removeJQuery()
})

describe('emit without jQuery', () => {
  it('dispatches a bubbling CustomEvent whose detail is the argument list', () => {
    const heard: Event[] = []
    form.addEventListener('show_variation', (event) => heard.push(event))
    emit(detail, 'show_variation', [{ variation_id: 7 }, true])
    expect(heard).toHaveLength(1)
    const event = heard[0] as CustomEvent
    expect(event).toBeInstanceOf(CustomEvent)
    expect(event.bubbles).toBe(true)
    expect(event.target).toBe(detail)
    expect(event.detail).toEqual([{ variation_id: 7 }, true])
  })

  it('sends an empty argument list when there are no arguments', () => {
    const listener = vi.fn()
    form.addEventListener('reset_data', listener)
    expect(emit(form, 'reset_data')).toBe(true)
    expect((listener.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual([])
  })

  it('returns false when a listener prevents a cancelable event', () => {
    form.addEventListener('wc-x-before-add', (event) => event.preventDefault())
    expect(emit(form, 'wc-x-before-add', [], { cancelable: true })).toBe(false)
  })

  it('returns true when nobody prevents it, and ignores preventDefault on a non-cancelable event', () => {
    expect(emit(form, 'wc-x-before-add', [], { cancelable: true })).toBe(true)
    form.addEventListener('wc-x-after', (event) => event.preventDefault())
    expect(emit(form, 'wc-x-after')).toBe(true)
  })

  it('dispatches names with a native meaning as plain bubbling Events', () => {
    const heard: Event[] = []
    document.body.addEventListener('change', (event) => heard.push(event))
    const select = document.createElement('select')
    form.append(select)
    emit(select, 'change', ['ignored'])
    expect(heard).toHaveLength(1)
    expect(heard[0]).not.toBeInstanceOf(CustomEvent)
    expect(heard[0]?.type).toBe('change')
    expect(heard[0]?.target).toBe(select)
  })

  it('drops an event raised again on the same target while it is handled, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const listener = vi.fn(() => emit(form, 'found_variation', ['again']))
    form.addEventListener('found_variation', listener)
    expect(emit(form, 'found_variation', ['first'])).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('found_variation')
    // Once handled, the same event can be raised again.
    emit(form, 'found_variation', ['later'])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('lets a handler raise the same event on another target', () => {
    const onDetail = vi.fn()
    detail.addEventListener('x_sync', onDetail)
    form.addEventListener('x_sync', (event) => {
      if (event.target === form) emit(detail, 'x_sync')
    })
    emit(form, 'x_sync')
    expect(onDetail).toHaveBeenCalledTimes(1)
  })
})

describe('listen without jQuery', () => {
  it('hands the handler the argument list of our events and of other dispatches', () => {
    const handler = vi.fn()
    listen(form, 'found_variation', handler, controller.signal)
    emit(form, 'found_variation', [{ variation_id: 1 }])
    form.dispatchEvent(new CustomEvent('found_variation', { detail: 'single' }))
    form.dispatchEvent(new Event('found_variation'))
    expect(handler.mock.calls.map((call) => call[0])).toEqual([[{ variation_id: 1 }], ['single'], []])
  })

  it('stops when the signal aborts', () => {
    const handler = vi.fn()
    listen(form, 'found_variation', handler, controller.signal)
    controller.abort()
    emit(form, 'found_variation', [1])
    expect(handler).not.toHaveBeenCalled()
  })
})

describe('with jQuery on the page', () => {
  let jQuery: JQueryStatic

  beforeEach(async () => {
    jQuery = await installJQuery()
  })

  afterEach(() => {
    jQuery(document).off()
    jQuery(document.body).off()
  })

  it('hands a jQuery handler the arguments exactly once', () => {
    const handler = vi.fn()
    jQuery(form).on('found_variation', (_event, variation, extra) => handler(variation, extra))
    const variation = { variation_id: 42 }
    emit(form, 'found_variation', [variation, 'x'])
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenCalledWith(variation, 'x')
  })

  it('reaches a native listener exactly once, with the arguments in detail', () => {
    const listener = vi.fn()
    form.addEventListener('found_variation', listener)
    emit(form, 'found_variation', [{ variation_id: 42 }])
    expect(listener).toHaveBeenCalledTimes(1)
    expect((listener.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual([{ variation_id: 42 }])
  })

  it('reaches delegated and ancestor jQuery handlers once, with the inner target', () => {
    const delegated = vi.fn()
    const onBody = vi.fn()
    jQuery(document).on('show_variation', '.variations_form', function (this: Element, event, variation) {
      delegated(this, event.target, variation)
    })
    jQuery(document.body).on('show_variation', (_event, variation) => onBody(variation))
    emit(detail, 'show_variation', ['v'])
    expect(delegated).toHaveBeenCalledTimes(1)
    expect(delegated).toHaveBeenCalledWith(form, detail, 'v')
    expect(onBody).toHaveBeenCalledTimes(1)
    expect(onBody).toHaveBeenCalledWith('v')
  })

  it('returns false when a jQuery handler prevents the default', () => {
    jQuery(form).on('wc-x-before-add', (event) => event.preventDefault())
    expect(emit(form, 'wc-x-before-add', [], { cancelable: true })).toBe(false)
  })

  it('returns false when a native listener prevents a cancelable event', () => {
    form.addEventListener('wc-x-before-add', (event) => event.preventDefault())
    expect(emit(form, 'wc-x-before-add', [], { cancelable: true })).toBe(false)
  })

  it('lets jQuery handlers hear native-name events once', () => {
    const select = document.createElement('select')
    form.append(select)
    const handler = vi.fn()
    jQuery(form).on('change', 'select', handler)
    emit(select, 'change')
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('does not loop when a jQuery handler raises the same event again (one warning)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const handler = vi.fn(() => {
      emit(form, 'check_variations')
    })
    jQuery(form).on('check_variations', handler)
    emit(form, 'check_variations')
    expect(handler).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('does not loop when a native listener raises the same event again (one warning)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const jqHandler = vi.fn()
    jQuery(form).on('check_variations', jqHandler)
    const listener = vi.fn(() => emit(form, 'check_variations'))
    form.addEventListener('check_variations', listener)
    emit(form, 'check_variations')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(jqHandler).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  describe('listen', () => {
    it('hears another script’s jQuery trigger once, with its arguments', () => {
      const handler = vi.fn()
      listen(form, 'x', handler, controller.signal)
      jQuery(form).trigger('x', [1, 2])
      expect(handler).toHaveBeenCalledTimes(1)
      expect(handler.mock.calls[0]?.[0]).toEqual([1, 2])
    })

    it('hears a jQuery trigger on a descendant once (it bubbles through jQuery)', () => {
      const handler = vi.fn()
      listen(form, 'x', handler, controller.signal)
      jQuery(detail).trigger('x', ['inner'])
      expect(handler).toHaveBeenCalledTimes(1)
      expect(handler.mock.calls[0]?.[0]).toEqual(['inner'])
    })

    it('hears a native dispatchEvent once', () => {
      const handler = vi.fn()
      listen(form, 'x', handler, controller.signal)
      form.dispatchEvent(new CustomEvent('x', { detail: [3], bubbles: true }))
      expect(handler).toHaveBeenCalledTimes(1)
      expect(handler.mock.calls[0]?.[0]).toEqual([3])
    })

    it('hears our own emit once', () => {
      const handler = vi.fn()
      listen(form, 'x', handler, controller.signal)
      emit(detail, 'x', ['ours'])
      expect(handler).toHaveBeenCalledTimes(1)
      expect(handler.mock.calls[0]?.[0]).toEqual(['ours'])
    })

    it('stops hearing both paths when the signal aborts', () => {
      const handler = vi.fn()
      listen(form, 'x', handler, controller.signal)
      controller.abort()
      jQuery(form).trigger('x', [1])
      form.dispatchEvent(new CustomEvent('x', { detail: [2] }))
      emit(form, 'x', [3])
      expect(handler).not.toHaveBeenCalled()
      expect((jQuery as unknown as { _data(el: Element, key: string): unknown })._data(form, 'events')).toBeUndefined()
    })

    it('hears a native-name event dispatched natively once', () => {
      const select = document.createElement('select')
      form.append(select)
      const handler = vi.fn()
      listen(select, 'change', handler, controller.signal)
      select.dispatchEvent(new Event('change', { bubbles: true }))
      emit(select, 'change')
      expect(handler).toHaveBeenCalledTimes(2)
    })

    it('hears another script’s jQuery trigger("change") on a select', () => {
      const select = document.createElement('select')
      form.append(select)
      const handler = vi.fn()
      listen(select, 'change', handler, controller.signal)
      jQuery(select).trigger('change')
      expect(handler).toHaveBeenCalledTimes(1)
    })
  })
})
