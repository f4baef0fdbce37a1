import r2wc from '@r2wc/core'
import { type ComponentType, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { defineElement } from './define.ts'
import { ERROR_ATTRIBUTE, MOUNTED_ATTRIBUTE } from './island.ts'
import { logError } from './log.ts'

/**
 * r2wc, wrapped once, for elements whose data sits in their own attributes and whose content React
 * owns. r2wc alone falls short in ways a shop page meets (ARCHITECTURE "r2wc"); here:
 *  - attributes arrive raw (`string | null`) and one `parseProps` turns them into typed props, so a
 *    bare boolean attribute is `true`, a removed attribute is gone, and bad JSON is the data error
 *    contract (console.error + `data-island-error`, server markup kept) instead of an exception;
 *  - React takes over the host (replacing the server placeholder) only once props are valid;
 *  - unmounting waits one task, so a DOM move is not a remount and keeps the shopper's input;
 *  - properties assigned before the element was defined are replayed through the accessors.
 */

export type RawProps = Record<string, unknown>

export interface ReactElementOptions<P extends object> {
  tag: string
  /** Prop name → the attribute it reads. Properties of the same names are accepted from script. */
  attributes: Record<string, string>
  /** Raw values (attribute text, `null` when absent, or whatever script assigned) → props. */
  parseProps(raw: RawProps, host: HTMLElement): { ok: true; value: P } | { ok: false }
}

interface RootState {
  root?: Root
  host: HTMLElement
  pendingUnmount?: ReturnType<typeof setTimeout>
}

const roots = new WeakMap<HTMLElement, RootState>()

export function defineReactElement<P extends object>(
  Component: ComponentType<P>,
  options: ReactElementOptions<P>,
): void {
  const render = (state: RootState, raw: RawProps) => {
    const parsed = options.parseProps(raw, state.host)
    if (!parsed.ok) return
    try {
      state.root ??= createRoot(state.host)
      state.root.render(
        <StrictMode>
          <Component {...parsed.value} />
        </StrictMode>,
      )
      state.host.removeAttribute(ERROR_ATTRIBUTE)
      state.host.setAttribute(MOUNTED_ATTRIBUTE, '')
      globalThis.performance?.mark?.(`shop-islands:mounted:${options.tag}`)
    } catch (error) {
      logError(`<${options.tag}> failed to render; the server markup is kept.`, error)
      state.host.setAttribute(ERROR_ATTRIBUTE, 'render')
    }
  }

  const renderer = {
    mount(container: HTMLElement, _component: unknown, props: RawProps): RootState {
      let state = roots.get(container)
      if (state?.pendingUnmount !== undefined) {
        clearTimeout(state.pendingUnmount)
        state.pendingUnmount = undefined
      }
      if (!state) {
        state = { host: container }
        roots.set(container, state)
      }
      render(state, props)
      return state
    },
    update(state: RootState, props: RawProps) {
      render(state, props)
    },
    unmount(state: RootState) {
      if (state.pendingUnmount !== undefined) return
      state.pendingUnmount = setTimeout(() => {
        state.pendingUnmount = undefined
        if (state.host.isConnected) return
        state.root?.unmount()
        state.root = undefined
        roots.delete(state.host)
        state.host.removeAttribute(MOUNTED_ATTRIBUTE)
      }, 0)
    },
  }

  const propNames = Object.keys(options.attributes)
  const attributeToProp = new Map(propNames.map((prop) => [options.attributes[prop] as string, prop]))
  // No r2wc transform: every prop is taken raw, and parseProps does the typing.
  const untyped = Object.fromEntries(propNames.map((prop) => [prop, undefined]))
  const Base = r2wc(Component as ComponentType<RawProps>, { props: untyped }, renderer) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; attributeChangedCallback?(): void }
  }
  const PROPS = Symbol.for('r2wc.props')
  const RENDER = Symbol.for('r2wc.render')
  const CONNECTED = Symbol.for('r2wc.connected')

  class ReactIslandElement extends Base {
    static get observedAttributes() {
      return [...attributeToProp.keys()]
    }

    constructor() {
      super()
      // r2wc starts out "connected", so a property set on an element never inserted would render
      // React into a detached node that nothing unmounts. Connected means connected.
      ;(this as unknown as Record<symbol, unknown>)[CONNECTED] = false
    }

    override connectedCallback() {
      const self = this as unknown as Record<string | symbol, unknown>
      const props = self[PROPS] as RawProps
      for (const [attribute, prop] of attributeToProp) {
        if (!(prop in props)) props[prop] = this.getAttribute(attribute)
      }
      // A property assigned before the upgrade is an own property hiding the accessor.
      for (const prop of propNames) {
        if (Object.hasOwn(this, prop)) {
          const value = self[prop]
          delete self[prop]
          self[prop] = value
        }
      }
      super.connectedCallback()
    }

    override attributeChangedCallback(...args: unknown[]) {
      const [attribute, , value] = args as [string, string | null, string | null]
      const prop = attributeToProp.get(attribute)
      if (!prop) return
      const self = this as unknown as Record<string | symbol, unknown>
      ;(self[PROPS] as RawProps)[prop] = value
      // Before connection the parser is still adding attributes one by one: render once, when connected.
      if (this.isConnected) (self[RENDER] as () => void).call(this)
    }
  }
  defineElement(options.tag, ReactIslandElement)
}
