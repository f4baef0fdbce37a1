/** Public types of the link-click tracker (no element). */

/** detail[0] of `shop-islands-link-clicked`: `name`, `link_type`, `link_url`, `link_text`, `file_extension`, `transport_type`. */
export type LinkClickedDetail = Record<string, string>

declare global {
  interface HTMLElementEventMap {
    'shop-islands-link-clicked': CustomEvent<[LinkClickedDetail]>
  }
}
