import * as React from 'react'
import { act as preactAct } from 'preact/test-utils'

/**
 * `act` of the runtime under test: React 19's own in the `react` Vitest project, preact's in the
 * `lean` one, where `react` is preact/compat (vitest.config.ts), which has none.
 */
export const act: typeof React.act = 'act' in React && typeof React.act === 'function' ? React.act : (preactAct as typeof React.act)
