import { variableEm } from '../core/theme/home-settings.ts'
import { themeGlobal } from './theme-settings.ts'
import { fitButton, fitText, HEADING_FIT, overlayMargins, TEXT_FIT, type TextFit } from '../core/theme/text-fit.ts'

/**
 * Applies the theme's text fitting (FitText / FitButton, src/core/theme/text-fit.ts) to one overlay
 * of the home slider or the header image: heading, text and button sizes from the overlay's width,
 * the paragraph and button margins from the theme's `variables` (em) above 960 px, compact margins at
 * or below. Inline styles only, on the theme's own nodes; the overlay is positioned over its image,
 * so nothing around it moves.
 */
/** Sets an element's fitted font size and line height (px). */
function setSize(element: HTMLElement, { fontSize, lineHeight }: TextFit) {
  element.style.fontSize = `${fontSize}px`
  element.style.lineHeight = `${lineHeight}px`
}

export function fitOverlay(
  overlay: HTMLElement,
  viewportWidth: number,
  paragraphEm: number | undefined,
  buttonEm: number | undefined,
): void {
  const width = overlay.clientWidth
  if (width <= 0) return
  const opacity = overlay.querySelector<HTMLElement>('.opacity') ?? overlay
  setSize(opacity, fitText(width, TEXT_FIT))
  const heading = fitText(width, HEADING_FIT)
  for (const element of overlay.querySelectorAll<HTMLElement>('h1, h2')) setSize(element, heading)
  const button = fitButton(width)
  for (const element of overlay.querySelectorAll<HTMLElement>('a.button')) {
    setSize(element, button)
    element.style.padding = `${button.paddingY}px ${button.paddingX}px`
  }
  const margins = overlayMargins(viewportWidth, paragraphEm, buttonEm)
  const shown = [...opacity.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.offsetParent !== null)
  for (const element of shown) {
    const isButton = element.matches('a.button') || element.querySelector('a.button') !== null
    const em = isButton ? margins.buttonEm : margins.paragraphEm
    element.style.marginTop = element.matches('p') || isButton ? `${em}em` : ''
    element.style.marginBottom = ''
  }
  if (margins.compact && shown.length > 0) {
    ;(shown[0] as HTMLElement).style.marginTop = '0'
    ;(shown[shown.length - 1] as HTMLElement).style.marginBottom = '0'
  }
}

/**
 * The fitting of the overlays in `scope` on a slider or header image (`host`), which the theme does
 * only on `.smart` ones, with the margins of `variables.<prefix>ParagraphMargin` / `<prefix>ButtonMargin`
 * (a margin that is not a number goes to `problems`).
 */
export function overlayFitter(
  host: HTMLElement,
  scope: HTMLElement,
  view: Window,
  prefix: 'slider' | 'headerImage',
  problems: string[],
): () => void {
  const variables = themeGlobal('variables')
  const paragraphEm = variableEm(variables, `${prefix}ParagraphMargin`, problems)
  const buttonEm = variableEm(variables, `${prefix}ButtonMargin`, problems)
  return () => {
    if (!host.classList.contains('smart')) return
    for (const overlay of scope.querySelectorAll<HTMLElement>('.overlay')) fitOverlay(overlay, view.innerWidth, paragraphEm, buttonEm)
  }
}
