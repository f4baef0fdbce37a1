// Finds the Chromium the tests and benchmarks drive. Playwright cannot download its own browsers
// on our machines, so we use the system's (Debian's `chromium` package) unless told otherwise.
import { existsSync } from 'node:fs'

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
]

/** `SHOP_ISLANDS_CHROMIUM` if set, else the first system Chromium found, else undefined. */
export function findChromium() {
  const fromEnv = process.env.SHOP_ISLANDS_CHROMIUM
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return CANDIDATES.find((path) => existsSync(path))
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
