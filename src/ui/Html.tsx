/**
 * HTML by contract (`price_html`, descriptions, content blocks: ARCHITECTURE "Text and HTML"). Only
 * the output of sanitizeHtml() / DOMPurify may be passed: this component does not sanitise.
 */
export function SanitizedHtml({ html, className, id }: { html: string; className: string; id?: string | undefined }) {
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: html }} />
}
