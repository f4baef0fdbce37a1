import r2wc from '@r2wc/react-to-web-component'
import { type ComponentType, StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { defineElement } from './define.ts'
import { ERROR_ATTRIBUTE, MOUNTED_ATTRIBUTE } from './island.ts'
import { logError } from './log.ts'
import { tolerateForeignChanges } from './react-container.ts'

/**
 * r2wc (`@r2wc/react-to-web-component`, its public API only), wrapped once, for elements whose data
 * sits in their own attributes and whose content React owns. r2wc alone falls short in ways a shop
 * page meets; here:
 *  - r2wc is given no props of its own: its typed attributes throw on bad JSON, read a bare boolean
 *    attribute as false and keep a removed attribute's old value. We observe the attributes, keep
 *    them raw (`string | null`, or whatever script assigned) and one `parseProps` turns them into
 *    typed props, so a bare boolean is `true`, a removed attribute is gone, and bad data is the data
 *    error contract (console.error + `data-island-error`, server markup kept), never an exception;
 *  - React takes over the host (r2wc's root replaces the server placeholder) only once props parse;
 *  - unmounting waits one task, so a DOM move is not a remount and keeps the shopper's input;
 *  - properties assigned before the element was defined are replayed through the accessors, and
 *    nothing renders into an element that was never connected.
 * r2wc renders in its `connectedCallback`: the first call mounts its root, the next re-render it.
 */

export type RawProps = Record<string, unknown>

export interface ReactElementOptions<P extends object> {
  tag: string
  /** Prop name → the attribute it reads. Properties of the same names are accepted from script. */
  attributes: Record<string, string>
  /** Raw values (attribute text, `null` when absent, or whatever script assigned) → props. */
  parseProps(raw: RawProps, host: HTMLElement): { ok: true; value: P } | { ok: false }
}

/** r2wc's element: a custom element class whose lifecycle callbacks render and unmount. */
type R2wcElement = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void }

export function defineReactElement<P extends object>(Component: ComponentType<P>, options: ReactElementOptions<P>): void {
  const propNames = Object.keys(options.attributes)
  const attributeToProp = new Map(propNames.map((prop) => [options.attributes[prop] as string, prop]))
  /** The props each host last parsed to: what r2wc's component renders. */
  const parsedProps = new WeakMap<HTMLElement, P>()

  /** What r2wc mounts: it is handed its host as `container` and renders the host's parsed props. */
  function Island({ container }: { container?: HTMLElement }) {
    const props = container ? parsedProps.get(container) : undefined
    return props ? (
      <StrictMode>
        <Component {...props} />
      </StrictMode>
    ) : null
  }

  const Base = r2wc(Island, { props: [] }) as unknown as { new (): R2wcElement; prototype: R2wcElement }

  class ReactIslandElement extends Base {
    static get observedAttributes() {
      return [...attributeToProp.keys()]
    }

    /** Raw values by prop name: attributes as read, properties as assigned. */
    readonly #raw: RawProps = {}
    /**
     * Between connectedCallback and disconnectedCallback. Not `isConnected`: while an element already
     * in the page is upgraded, its attributes arrive one by one before connectedCallback, and a
     * render then would parse a half-read element.
     */
    #connected = false
    #mounted = false
    #pendingUnmount: ReturnType<typeof setTimeout> | undefined

    override connectedCallback() {
      this.#connected = true
      if (this.#pendingUnmount !== undefined) {
        // Moved: removed and inserted again within the task. Same root, same state.
        clearTimeout(this.#pendingUnmount)
        this.#pendingUnmount = undefined
      }
      for (const [attribute, prop] of attributeToProp) {
        if (!(prop in this.#raw)) this.#raw[prop] = this.getAttribute(attribute)
      }
      // A property assigned before the upgrade is an own property hiding the accessor.
      const self = this as unknown as RawProps
      for (const prop of propNames) {
        if (Object.hasOwn(this, prop)) {
          const value = self[prop]
          delete self[prop]
          this.#raw[prop] = value
        }
      }
      this.#render()
    }

    override disconnectedCallback() {
      this.#connected = false
      if (!this.#mounted || this.#pendingUnmount !== undefined) return
      this.#pendingUnmount = setTimeout(() => {
        this.#pendingUnmount = undefined
        if (this.isConnected) return
        this.#mounted = false
        super.disconnectedCallback()
        this.removeAttribute(MOUNTED_ATTRIBUTE)
      }, 0)
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = attributeToProp.get(attribute)
      if (!prop) return
      this.#raw[prop] = value
      // Before connection the parser (or an upgrade) is still adding attributes one by one: render
      // once, when connected.
      if (this.#connected) this.#render()
    }

    static {
      // Every prop name is a property too: its raw value, assigned from script.
      for (const prop of propNames) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: ReactIslandElement) {
            return this.#raw[prop]
          },
          set(this: ReactIslandElement, value: unknown) {
            this.#raw[prop] = value
            if (this.#connected) this.#render()
          },
        })
      }
    }

    #render() {
      const parsed = options.parseProps(this.#raw, this)
      if (!parsed.ok) return
      parsedProps.set(this, parsed.value)
      try {
        // r2wc mounts its root the first time (replacing the server placeholder), re-renders after;
        // synchronously in both builds (React 19 would schedule the commit for a later task), so the
        // content is there when `data-island-mounted` and the mounted mark say so.
        tolerateForeignChanges(this)
        flushSync(() => super.connectedCallback())
        this.#mounted = true
        this.removeAttribute(ERROR_ATTRIBUTE)
        this.setAttribute(MOUNTED_ATTRIBUTE, '')
        globalThis.performance?.mark?.(`shop-islands:mounted:${options.tag}`)
      } catch (error) {
        logError(`<${options.tag}> failed to render; the server markup is kept.`, error)
        this.setAttribute(ERROR_ATTRIBUTE, 'render')
      }
    }
  }

  defineElement(options.tag, ReactIslandElement)
}
