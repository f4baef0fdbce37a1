import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from './fixtures.ts'

/**
 * src/runtime/markup-nodes.ts in Chromium, where the document DOMParser makes is really inert: hostile
 * markup is parsed and rebuilt, the nodes are put into a live page, and nothing in it has run, loaded
 * or navigated. The module imports nothing, so it is given to the page as it is, compiled to a script.
 */
const source = readFileSync(join(import.meta.dirname, '../../src/runtime/markup-nodes.ts'), 'utf8')
const script = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
}).outputText
const asGlobal = `(() => { const exports = {}; ${script}; window.markupNodes = exports.markupNodes; window.ran = [] })()`

/** A page of the demo shop's origin, under a strict policy, with the module as its only script. */
const PAGE = '/markup-nodes-check/page.html'
const PAGE_HTML = '<!doctype html><html><head><script src="module.js"></script></head><body><main></main></body></html>'

declare global {
  interface Window {
    markupNodes: (doc: Document, html: string, policy: { formControls: boolean }) => DocumentFragment
    ran: string[]
  }
}

const HOSTILE = [
  '<img src="x" onerror="ran.push(\'img onerror\')">',
  '<svg><animate onbegin="ran.push(\'animate\')" attributeName="x" dur="1s"></animate></svg>',
  '<svg onload="ran.push(\'svg onload\')"></svg>',
  '<iframe srcdoc="<script>parent.ran.push(\'srcdoc\')</script>"></iframe>',
  '<iframe src="javascript:parent.ran.push(\'iframe src\')"></iframe>',
  '<object data="javascript:parent.ran.push(\'object\')"></object>',
  '<embed src="javascript:parent.ran.push(\'embed\')">',
  '<script>ran.push("script")</script>',
  '<template><img src=x onerror="ran.push(\'template\')"></template>',
  '<noscript><p title="</noscript><img src=x onerror=ran.push(\'noscript\')>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror="ran.push(\'math\')"></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="ran.push(\'form math\')">',
  '<details open ontoggle="ran.push(\'details\')">x</details>',
  '<input autofocus onfocus="ran.push(\'autofocus\')">',
  '<a id="hit" href="javascript:ran.push(\'link\')">link</a>',
  '<form action="javascript:ran.push(\'action\')"><button id="go">go</button></form>',
  '<button form="x" formaction="javascript:ran.push(\'formaction\')" id="go2">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:ran.push(\'meta\')">',
  '<base href="javascript:ran.push(\'base\')//"><a id="relative" href="page">relative</a>',
  '<link rel="import" href="data:text/html,<script>ran.push(\'link\')</script>">',
  '<style>@import "data:text/css,body{color:red}";</style>',
  '<img src="x" id="cookie"><form name="getElementById"></form>',
]

/**
 * What of HOSTILE comes through, one vector after another: the images without their handlers, text
 * (the noscript vector's markup is a title's text), the controls without their addresses.
 */
const KEPT = [
  '<img src="x">',
  '<svg></svg>',
  '<svg></svg>',
  `<p title="&lt;/noscript&gt;&lt;img src=x onerror=ran.push('noscript')&gt;"></p>`,
  '<form></form>',
  '<details open="">x</details>',
  '<input>',
  '<a id="hit">link</a>',
  '<form><button id="go">go</button></form>',
  '<button id="go2">go</button>',
  '<a id="relative" href="page">relative</a>',
  '<img src="x"><form></form>',
].join('')

test.beforeEach(async ({ page }) => {
  await page.route('**/markup-nodes-check/**', (route) =>
    route.request().url().endsWith('module.js')
      ? route.fulfill({ contentType: 'text/javascript', body: asGlobal })
      : route.fulfill({ contentType: 'text/html', headers: { 'Content-Security-Policy': "script-src 'self'" }, body: PAGE_HTML }),
  )
  await page.goto(PAGE)
})

test('hostile markup, rebuilt and put in the page, runs nothing, loads no document and shadows no global', async ({ page, watch }) => {
  // Chromium reports the inline handlers it meets while parsing, in the inert document too.
  watch.allowCspViolations(/inline/)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  // Each vector on its own: one left open (an unclosed <math>, say) would swallow those after it.
  const results = await page.evaluate((vectors) => {
    const main = document.querySelector('main')!
    // A submission would leave the page: where it would go is checked instead.
    document.addEventListener('submit', (event) => {
      event.preventDefault()
      const target = event.submitter?.getAttribute('formaction') ?? (event.target as HTMLFormElement).action
      if (!target.startsWith(location.origin)) window.ran.push(`submitted to ${target}`)
    })
    return vectors.map((markup) => {
      const box = document.createElement('div')
      main.append(box)
      box.append(window.markupNodes(document, markup, { formControls: true }))
      for (const id of ['hit', 'go', 'go2']) document.getElementById(id)?.click()
      // Without the <base>, a relative link is the page's own.
      const relative = document.querySelector<HTMLAnchorElement>('#relative')?.href
      if (relative !== undefined && relative !== new URL('page', location.href).href) window.ran.push(`base: ${relative}`)
      const html = box.innerHTML
      const elements = [...box.querySelectorAll('*')]
      const names = elements.map((element) => element.localName)
      const attributes = elements.flatMap((element) => [...element.attributes].map(({ name, value }) => ({ name, value })))
      box.remove()
      return { markup, html, names, attributes }
    })
  }, HOSTILE)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.ran)).toEqual([])
  expect(new URL(page.url()).pathname).toBe(PAGE)
  const executable = new Set([
    'script',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'math',
    'style',
    'meta',
    'base',
    'link',
    'animate',
  ])
  for (const { markup, names, attributes } of results) {
    expect(
      names.filter((name) => executable.has(name)),
      markup,
    ).toEqual([])
    expect(
      attributes.filter(({ name }) => /^(on|formaction|srcdoc|form$)/i.test(name)),
      markup,
    ).toEqual([])
    expect(
      attributes.filter(({ name, value }) => name !== 'title' && /javascript:|data:text/i.test(value)),
      markup,
    ).toEqual([])
  }
  // What is kept of them is what a shop's markup may hold.
  expect(results.map(({ html }) => html).join('')).toBe(KEPT)
  expect(await page.evaluate(() => typeof document.cookie === 'string' && typeof document.getElementById === 'function')).toBe(true)
  // The one image the markup names, relative to the page: never through a <base>, no document.
  expect(requests.map((url) => new URL(url).pathname)).toEqual(['/markup-nodes-check/x'])
})

test('nodes belong to no window until they are put in: an image in an unused part of an answer is not fetched', async ({ page }) => {
  await page.route('**/*.png', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) }))
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.png')) fetched.push(new URL(request.url()).pathname)
  })
  const owner = await page.evaluate(() => {
    const nodes = window.markupNodes(
      document,
      '<div class="used"><img src="/used.png"></div><div class="unused"><img src="/unused.png"></div>',
      { formControls: false },
    )
    const before = nodes.firstElementChild!.ownerDocument === document
    document.body.append(nodes.querySelector('.used')!)
    return { before, after: document.querySelector('.used')!.ownerDocument === document }
  })
  await page.waitForTimeout(300)
  expect(owner).toEqual({ before: false, after: true })
  expect(fetched).toEqual(['/used.png'])
})

test("WooCommerce's payment methods come through whole: the radios work with their labels", async ({ page }) => {
  const state = await page.evaluate(() => {
    const markup =
      '<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">' +
      '<li class="wc_payment_method payment_method_bacs"><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked="checked"><label for="payment_method_bacs">Direct bank transfer</label><div class="payment_box payment_method_bacs"><p>Pay into our account.</p></div></li>' +
      '<li class="wc_payment_method payment_method_cod"><input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod"><label for="payment_method_cod">Cash on delivery</label><div class="payment_box payment_method_cod" style="display:none;"><p>Pay with cash.</p></div></li>' +
      '</ul><div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button></div></div>'
    const form = document.createElement('form')
    form.className = 'checkout woocommerce-checkout'
    document.querySelector('main')!.append(form)
    form.append(window.markupNodes(document, markup, { formControls: true }))
    document.querySelector<HTMLLabelElement>('label[for="payment_method_cod"]')!.click()
    return {
      chosen: new FormData(form).get('payment_method'),
      hidden: getComputedStyle(document.querySelector('.payment_box.payment_method_cod')!).display,
      button: (document.getElementById('place_order') as HTMLButtonElement).form === form,
    }
  })
  expect(state).toEqual({ chosen: 'cod', hidden: 'none', button: true })
})
