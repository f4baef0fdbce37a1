import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * The e2e test fixture: every test fails on an uncaught page error or a Content-Security-Policy
 * violation, and on console errors unless the test expects them (`expectConsoleErrors`).
 */
interface Watch {
  consoleErrors: string[]
  consoleWarnings: string[]
  pageErrors: string[]
  /** Tests about bad input read the errors themselves and call this. */
  expectConsoleErrors(): void
  /**
   * Violations matching `pattern` do not fail the test. Only for hostile data: Chromium reports an
   * inline handler when DOMPurify *parses* it in its inert document, though nothing runs there.
   */
  allowCspViolations(pattern: RegExp): void
}

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page }, use) => {
      const watch: Watch = {
        consoleErrors: [],
        consoleWarnings: [],
        pageErrors: [],
        expectConsoleErrors() {
          expected = true
        },
        allowCspViolations(pattern) {
          allowedViolations = pattern
        },
      }
      let expected = false
      let allowedViolations: RegExp | undefined
      page.on('console', (message) => {
        if (message.type() === 'error') watch.consoleErrors.push(message.text())
        if (message.type() === 'warning') watch.consoleWarnings.push(message.text())
      })
      page.on('pageerror', (error) => watch.pageErrors.push(String(error)))
      await page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)
        })
      })
      await use(watch)
      expect(watch.pageErrors, 'uncaught exceptions').toEqual([])
      if (!page.isClosed()) {
        const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])
        const unexpected = violations.filter((violation) => !allowedViolations?.test(violation))
        expect(unexpected, 'Content-Security-Policy violations').toEqual([])
      }
      const errors = watch.consoleErrors.filter(
        (error) => !(allowedViolations && error.includes('violates the following Content Security Policy')),
      )
      if (!expected) expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Serves `path` with WordPress's jQuery printed before the script tag `before` (as WordPress prints
 * it, ahead of the plugins' settings), for tests of what jQuery handlers and triggers meet.
 */
export async function withJQuery(page: Page, path: string, before: string): Promise<void> {
  await page.route(`**${path}*`, async (route) => {
    const response = await route.fetch()
    const tag = `<script src="${before}"></script>`
    const body = (await response.text()).replace(tag, `<script src="/wp-includes/js/jquery/jquery.min.js"></script>\n${tag}`)
    await route.fulfill({ response, body })
  })
}

/**
 * The build under test, below dist/: '' for the lean build (project `lean`), 'react/' for the React
 * build (project `react`, playwright.config.ts). A test that names the loader's path uses it.
 */
export const buildFolder = (): '' | 'react/' => (test.info().project.metadata.runtime === 'react' ? 'react/' : '')

/** The byte budgets apply to the lean build only (budgets.spec.ts runs on it alone). */
export const budgetsApply = (): boolean => buildFolder() === ''
export const BUDGETS_LEAN_ONLY = "the byte budgets apply to the lean build; npm run bench prints the React build's weights"

/**
 * What Chromium reports when DOMPurify parses HTML carrying inline handlers in its inert document:
 * nothing runs there, but the report is raised. Only pages of hostile data on purpose allow it, and
 * only from DOMPurify's chunk (no other code of ours parses HTML).
 */
export const INERT_PARSE_REPORT = /^script-src-attr inline \S*\/chunks\/purify[^ ]*\.js$/

/**
 * axe with the WCAG 2.1 A/AA rules and best practices: no violation allowed, but in `exclude` (a
 * selector; for what a page carries as the real site's design, never for markup of ours).
 */
export async function expectNoAxeViolations(page: Page, exclude?: string, withoutRules: readonly string[] = []): Promise<void> {
  // Animations under way end first (at most 5 s; endless ones, a spinner, are not waited for): axe
  // reads the colours of text still fading in (the builder's entrance animations, a field the
  // options form just showed) as low contrast. Two frames first, so that one a render just queued
  // has started.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  )
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  if (exclude) builder.exclude(exclude)
  if (withoutRules.length > 0) builder.disableRules([...withoutRules])
  const results = await builder.analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)
  expect(summary, 'axe violations').toEqual([])
}

/** Presses Tab until `selector` has focus (at most `limit` times); fails otherwise. */
export async function tabTo(page: Page, selector: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
  }
  throw new Error(`${selector} never got focus after ${limit} Tab presses`)
}
