/** Replaced at build time by vite.config.ts. */
declare const __SHOP_ISLANDS_VERSION__: string
