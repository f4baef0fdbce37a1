/**
 * JSX typings of the shop-islands elements, for React projects that render them.
 * Kept apart from shop-islands.d.ts so pages without React types can use that one.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type Host<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wc-store-notice': Host
      'wc-password-toggle': Host<{ 'label-show'?: string; 'label-hide'?: string }>
      'wc-notices': Host
      'wc-order-attribution-inputs': Host<{ values?: string }>
      'wc-ordering': Host
      'wc-result-count': Host
      'wc-quantity-minimum': Host
      'wc-coming-soon-banner': Host<{ 'label-dismiss'?: string; 'label-failed'?: string }>
      'wc-variation-form': Host
      'wc-pao-addons': Host
      'pao-totals': Host
      'wcpa-form': Host<{ 'data-wcpa'?: string; 'data-product'?: string; preview?: boolean | '' }>
      'shop-trust-seal': Host<{ src: string; href?: string; alt: string; width: number | string; height: number | string }>
    }
  }
}
