import { defineElement } from '../../src/runtime/define.ts'
import { OrderAttributionInputsElement, TAG } from './element.ts'

export function define(): void {
  defineElement(TAG, OrderAttributionInputsElement)
}
