import { fields, optional, text, type Validator } from '../../src/runtime/validate.ts'

/** Only http(s) or site-relative addresses: a badge must never run script (`javascript:`) or embed data. */
const webUrl = text(/^(https?:\/\/|\/(?!\/))\S+$/i, 'expected an http(s) or site-relative URL')

const pixels: Validator<number> = (input) => {
  const result = text(/^\d{1,4}$/, 'expected a whole number of pixels')(input)
  return result.ok ? { ok: true, value: Number(result.value) } : result
}

export interface TrustSealData {
  src: string
  href: string | undefined
  alt: string
  width: number
  height: number
}

export const trustSeal: Validator<TrustSealData> = fields<TrustSealData>({
  src: webUrl,
  href: optional<string | undefined>(webUrl, undefined),
  alt: text(/\S/, 'a badge needs its alternative text'),
  width: pixels,
  height: pixels,
})
