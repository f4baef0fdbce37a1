/**
 * JSX typings of the shop-islands elements, for React projects that render them (shipped as
 * dist/shop-islands-jsx.d.ts, apart from shop-islands.d.ts so pages without React's types can use
 * that one). Tag-agnostic: each element declares its attributes in `ShopIslandsAttributeMap`
 * beside its code (elements/<folder>/types.ts).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type Host<Tag extends keyof ShopIslandsAttributeMap> = DetailedHTMLProps<
  HTMLAttributes<Tag extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[Tag] : HTMLElement>,
  Tag extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[Tag] : HTMLElement
> &
  ShopIslandsAttributeMap[Tag]

/** Every element's JSX props, by tag. */
export type ShopIslandsIntrinsicElements = { [Tag in keyof ShopIslandsAttributeMap]: Host<Tag> }

declare global {
  /** Tag → the element's own attributes (strings as in HTML); augmented by each element's types.ts. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ShopIslandsAttributeMap {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends ShopIslandsIntrinsicElements {}
  }
}
