/** Replaced at build time by vite.config.ts. */
declare const __SHOP_ISLANDS_VERSION__: string
/** The build (build/runtimes.ts): 'lean' on preact/compat, 'react' on React 19. Replaced at build time. */
declare const __SHOP_ISLANDS_RUNTIME__: 'lean' | 'react'
