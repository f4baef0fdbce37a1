/**
 * Submit gating for a whole product form (a submit that fails the checks is blocked), across all
 * its add-on containers (bundled items bring several), never another form on the page (a quick
 * view, a second product block). Each container joins the gate of its form; the first to hear a
 * submit click or a submit checks them all and the others take its answer, so a form is checked
 * once per attempt.
 */

/** What a blocked submit focuses for one add-on container: its first field with an error, or that field's notice. */
export interface SubmitTarget {
  /** Where the error is in the form, to find the first one. */
  readonly at: Element
  readonly focus: HTMLElement | null
}

export interface SubmitMember {
  /** Still on the page (a member of a container taken away no longer counts). */
  readonly connected: boolean
  /** Shows every notice of the container; where its first error is, if it has one. */
  checkForSubmit(): SubmitTarget | undefined
}

/** The members of each form. */
const membersByForm = new WeakMap<HTMLFormElement, Set<SubmitMember>>()

/** A submit click or submit already checked for the whole form by one of its members: the answer. */
const checkedSubmits = new WeakMap<Event, boolean>()

function inDocumentOrder(a: SubmitTarget, b: SubmitTarget): number {
  return a.at.compareDocumentPosition(b.at) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}

/** Every member of the form checked; focus on the first error in the form. True when none fails. */
function formPasses(form: HTMLFormElement, event: Event): boolean {
  const known = checkedSubmits.get(event)
  if (known !== undefined) return known
  const members = Array.from(membersByForm.get(form) ?? []).filter((member) => member.connected)
  const errors = members.map((member) => member.checkForSubmit()).filter((target) => target !== undefined)
  errors.sort(inDocumentOrder)
  errors[0]?.focus?.focus()
  const passes = errors.length === 0
  checkedSubmits.set(event, passes)
  return passes
}

function onSubmitClick(form: HTMLFormElement, event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest('button, input[type="submit"], input[type="image"]')
  if (!button || !form.contains(button)) return
  const type = (button.getAttribute('type') ?? 'submit').toLowerCase()
  if (type !== 'submit' && type !== 'image') return
  // A variation not chosen yet: the variation form explains that first.
  if (button.classList.contains('disabled')) return
  if (formPasses(form, event)) return
  event.preventDefault()
  event.stopPropagation()
}

/**
 * `member` gates the submits of `form` until `signal` aborts: a click on a submit button (capture
 * phase, before the button's own handlers: AJAX add-to-cart plugins bind there) or a submit with
 * errors is blocked. A disabled button (variation not chosen) is left to the variation form.
 */
export function joinSubmitGate(form: HTMLFormElement, member: SubmitMember, signal: AbortSignal): void {
  const members = membersByForm.get(form) ?? new Set()
  membersByForm.set(form, members.add(member))
  signal.addEventListener('abort', () => members.delete(member), { once: true })
  form.addEventListener('click', (event) => onSubmitClick(form, event), { signal, capture: true })
  form.addEventListener(
    'submit',
    (event) => {
      if (event.defaultPrevented || formPasses(form, event)) return
      event.preventDefault()
    },
    { signal },
  )
}
