/**
 * glightbox 3.3's ES module source (its package's `main` is a UMD file, which bundled as CommonJS
 * puts rolldown's CommonJS helpers in the runtime every page loads). Typed in dialog.ts, where
 * the part of its API we use is declared.
 */
declare module 'glightbox/src/js/glightbox.js' {
  const GLightbox: (options: Record<string, unknown>) => unknown
  export default GLightbox
}
