import { defineElement } from '../../src/runtime/define.ts'
import type { ElementModule } from '../../src/runtime/element-module.ts'
import { startLightboxLinks } from './links.ts'

/**
 * `<builder-lightbox>`: around builder content outside a builder document, it starts the lightbox
 * links of its document. Adopted (the registry's selector: the builder's lightbox links, hash-action
 * links and lightbox video overlays), each match just starts the same one delegation.
 */
class BuilderLightboxElement extends HTMLElement {
  connectedCallback(): void {
    startLightboxLinks(this.ownerDocument)
  }
}

/** The chunk of <builder-lightbox> (src/loader/registry.ts names it); glightbox loads on first use only. */
export const define: ElementModule['define'] = () => {
  defineElement('builder-lightbox', BuilderLightboxElement)
}

export const adopt: NonNullable<ElementModule['adopt']> = (node) => {
  startLightboxLinks(node.ownerDocument)
}
