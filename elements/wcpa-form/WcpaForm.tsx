import { useCallback, useEffect, useMemo, useState } from 'react'
import { uniqueId } from '../../src/runtime/ids.ts'
import { FormUiContext, type FormUi } from './context.ts'
import { FormView } from './FormView.tsx'
import { formSummary } from './PriceSummary.tsx'
import type { WcpaDefinition } from './schema.ts'
import { FormSession } from './session.ts'
import type { WcpaSettings } from './settings.ts'
import { OTHER_LABEL_DEFAULT } from './settings.ts'
import { watchTriggers } from './triggers.ts'

export interface WcpaFormProps {
  readonly host: HTMLElement
  readonly definition: WcpaDefinition
  readonly product: unknown
  readonly preview: boolean
  readonly settings: WcpaSettings
  /** Called on a re-init trigger, before the form checks its own markup. */
  readonly onRefresh?: () => void
  /** Called once every field of the form is on the page (a big form mounts in slices). */
  readonly onRendered?: () => void
  readonly navigate?: (url: string) => void
  /** The form's session when the caller built it already (adopt mode builds it in a task of its own). */
  readonly session?: FormSession
}

/**
 * The island, a thin adapter over the core model (as TanStack Form's useForm over form-core): one
 * session (src/core/options' model + page bindings) per definition, the re-init
 * triggers, and the view, whose parts read the model by key. The caller keys it by definition, so
 * a new definition is a new form.
 */
export function WcpaForm(props: WcpaFormProps) {
  const [session] = useState(
    () =>
      props.session ??
      new FormSession({
        host: props.host,
        definition: props.definition,
        product: props.product,
        preview: props.preview,
        settings: props.settings,
        ...(props.navigate ? { navigate: props.navigate } : {}),
      }),
  )
  // A script that replaced our markup (a quick view copying the page) gets a fresh render.
  const [generation, setGeneration] = useState(0)
  const [formErrorId] = useState(() => uniqueId('wcpa-form-error'))
  const { onRefresh } = props
  const onRendered = props.onRendered
  const rendered = useCallback(() => {
    session.rendered()
    onRendered?.()
  }, [session, onRendered])

  useEffect(() => {
    const controller = new AbortController()
    session.start(controller.signal)
    const unwatch = watchTriggers(
      {
        refresh: () => {
          onRefresh?.()
          if (!session.host.querySelector(':scope > .wcpa_form')) setGeneration((value) => value + 1)
        },
      },
      session.settings.init_triggers,
    )
    return () => {
      unwatch()
      controller.abort()
    }
    // The session is the form: everything here lives exactly as long as it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session])

  const ui = useMemo<FormUi>(
    () => ({
      model: session.model,
      design: session.model.definition.design?.conf ?? undefined,
      money: session.settings.money,
      optionPrices: session.settings.optionPrices,
      otherLabel: session.settings.strings.other || OTHER_LABEL_DEFAULT,
      front: session.model.settings,
      calendar: session.settings.calendar,
      formErrorId,
      formIndex: session.formIndex,
      summary: formSummary(session.model.definition, session.settings),
    }),
    [session, formErrorId],
  )
  return (
    <FormUiContext.Provider value={ui}>
      <FormView key={generation} model={session.model} formErrorId={formErrorId} onRendered={rendered} />
    </FormUiContext.Provider>
  )
}
