// Finds the Chromium the tests and benchmarks drive. Playwright cannot download its own browsers
// on our machines, so we use the system's (Debian's `chromium` package) unless told otherwise.
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium']

/** Chromium's headless shell (Debian's `chromium-headless-shell`), the browser Playwright itself runs headless. */
const HEADLESS_SHELL_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']

/** `SHOP_ISLANDS_CHROMIUM` if set, else the first system Chromium found, else undefined. */
export function findChromium() {
  const fromEnv = process.env.SHOP_ISLANDS_CHROMIUM
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return CANDIDATES.find((path) => existsSync(path))
}

/**
 * The browser of the end-to-end tests: `SHOP_ISLANDS_CHROMIUM` if set, else the headless shell of the
 * same Chromium when installed, else the full Chromium. The shell has no browser UI to start for
 * each page (measured: the theme-chrome and wp-ajax specs in 117 s instead of
 * 205 s), which keeps CI well within its time. The bench keeps the full Chromium (findChromium),
 * so its figures stay comparable across sessions.
 */
export function findTestBrowser() {
  if (process.env.SHOP_ISLANDS_CHROMIUM) return findChromium()
  return findHeadlessShell() ?? findChromium()
}

/** The installed headless shell, or undefined. */
export function findHeadlessShell() {
  return HEADLESS_SHELL_CANDIDATES.find((path) => existsSync(path))
}

/** Flags for a headless Chromium on a machine with no network but loopback, running as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Test hosts for cookie-domain tests (order attribution on a www. host): they resolve to this machine.
  '--host-resolver-rules=MAP shop.test 127.0.0.1, MAP www.shop.test 127.0.0.1',
]
