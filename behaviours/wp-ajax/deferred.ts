/**
 * The part of jQuery's Deferred that wp.ajax's callers use (jQuery 3, which WordPress ships):
 * `done`/`fail`/`always` call back with the settling context and arguments, at once when the
 * promise is already settled, and return the same promise; `then`/`catch`/`pipe` return a new one,
 * call their handler in a later task, resolve it with what the handler returns (adopting a
 * thenable), reject it with what it throws, and pass every argument through when the handler is
 * missing. So `await wp.ajax.post(…)` works as with jQuery. Progress is never notified.
 */

export type Callback = (this: unknown, ...args: unknown[]) => unknown
/** A handler of `then` (any arguments: typed so that `await` accepts the promise). */
type Handler = ((...args: never[]) => unknown) | null | undefined
type Kind = 'done' | 'fail' | 'always'
export type DeferredState = 'pending' | 'resolved' | 'rejected'

export interface JqPromise {
  state(): DeferredState
  done(...callbacks: unknown[]): this
  fail(...callbacks: unknown[]): this
  always(...callbacks: unknown[]): this
  progress(...callbacks: unknown[]): this
  then(onDone?: Handler, onFail?: Handler, onProgress?: unknown): JqPromise
  catch(onFail?: Handler): JqPromise
  pipe(onDone?: Handler, onFail?: Handler, onProgress?: unknown): JqPromise
  promise(): this
}

const fires = (kind: Kind, state: DeferredState) =>
  state !== 'pending' && (kind === 'always' || (kind === 'done') === (state === 'resolved'))

/** A callback that throws does not stop the others; its error is reported as uncaught, as jQuery's would be. */
function call(callback: Callback, context: unknown, args: readonly unknown[]): void {
  try {
    callback.apply(context, [...args])
  } catch (error) {
    setTimeout(() => {
      throw error
    })
  }
}

/** Functions, and arrays of them (jQuery flattens them), from `done(a, [b, c])`. */
const callbacksOf = (values: readonly unknown[]): Callback[] =>
  values.flat().filter((value): value is Callback => typeof value === 'function')

export class Deferred {
  #state: DeferredState = 'pending'
  #context: unknown
  #args: readonly unknown[] = []
  #waiting: [Kind, Callback][] = []
  readonly promise: JqPromise

  constructor() {
    const add = (kind: Kind, values: readonly unknown[]) => {
      for (const callback of callbacksOf(values)) {
        if (fires(kind, this.#state)) call(callback, this.#context, this.#args)
        else if (this.#state === 'pending') this.#waiting.push([kind, callback])
      }
      return promise
    }
    const then = (onDone?: Handler, onFail?: Handler): JqPromise => {
      const next = new Deferred()
      const relay = (handler: Handler, passOn: 'resolveWith' | 'rejectWith'): Callback =>
        function (this: unknown, ...args: unknown[]) {
          setTimeout(() => {
            if (typeof handler !== 'function') return next[passOn](this, args)
            let returned: unknown
            try {
              returned = (handler as Callback).apply(this, args)
              if (returned === next.promise) throw new TypeError('Thenable self-resolution')
              const adopt =
                (typeof returned === 'object' || typeof returned === 'function') && returned !== null
                  ? (returned as { then?: unknown }).then
                  : undefined
              if (typeof adopt === 'function') {
                adopt.call(
                  returned,
                  (...values: unknown[]) => next.resolveWith(undefined, values),
                  (...reasons: unknown[]) => next.rejectWith(undefined, reasons),
                )
                return
              }
            } catch (error) {
              return next.rejectWith(undefined, [error])
            }
            next.resolveWith(undefined, [returned])
          })
        }
      add('done', [relay(onDone, 'resolveWith')])
      add('fail', [relay(onFail, 'rejectWith')])
      return next.promise
    }
    const promise: JqPromise = {
      state: () => this.#state,
      done: (...callbacks) => add('done', callbacks),
      fail: (...callbacks) => add('fail', callbacks),
      always: (...callbacks) => add('always', callbacks),
      progress: () => promise,
      then,
      catch: (onFail) => then(undefined, onFail),
      pipe: then,
      promise: () => promise,
    }
    this.promise = promise
  }

  get state(): DeferredState {
    return this.#state
  }

  resolveWith(context: unknown, args: readonly unknown[]): void {
    this.#settle('resolved', context, args)
  }

  rejectWith(context: unknown, args: readonly unknown[]): void {
    this.#settle('rejected', context, args)
  }

  #settle(state: DeferredState, context: unknown, args: readonly unknown[]): void {
    if (this.#state !== 'pending') return
    this.#state = state
    this.#context = context
    this.#args = args
    const waiting = this.#waiting
    this.#waiting = []
    for (const [kind, callback] of waiting) if (fires(kind, state)) call(callback, context, args)
  }
}
