import type { ElementEntry } from '../runtime/element-module.ts'
import { builderElements } from './families/builder.ts'
import { checkoutElements } from './families/checkout.ts'
import { productElements } from './families/product.ts'
import { siteElements } from './families/site.ts'
import { themeElements } from './families/theme.ts'

/**
 * Every element shop-islands knows, one entry each: its tag, its folder under elements/ when that
 * is not the tag (the folder's index.ts is its chunk), the plugin markup it adopts in place (with
 * `data-adopt`), and the chunk group its folder is bundled in (build/chunk-groups.ts reads it). The
 * entries are declared once, in their family's file (./families/): that is the single place where
 * an adopt selector or a chunk group is declared: element code receives the matched entry in
 * `adopt(node, entry)` and never repeats a selector (test/unit/loader/registry.test.ts checks).
 *
 * The loader carries only the site-wide family (every page pays for its table); the product's, the
 * page builder's, the theme's and the checkout's tables are chunks it fetches at the first sign of their markup (index.ts).
 * This list of all of them is for the build and the tests. Pure data.
 */
export const elements: readonly ElementEntry[] = [
  ...siteElements,
  ...productElements,
  ...builderElements,
  ...themeElements,
  ...checkoutElements,
]
