/** Public types of `<wp-comment-form>`: no properties of its own. */
export type WpCommentFormElement = HTMLElement

declare global {
  interface HTMLElementTagNameMap {
    'wp-comment-form': WpCommentFormElement
  }
  interface ShopIslandsAttributeMap {
    'wp-comment-form': object
  }
}
