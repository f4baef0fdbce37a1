import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import {
  Catalogue,
  catalogueFile,
  completeVariation,
  findMatchingVariation,
  generateVariableProduct,
  loadCatalogue,
  type Variation,
} from '../../../fixtures/server/catalogue.ts'

let folder: string

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'shop-islands-catalogue-'))
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

async function catalogueFrom(data: unknown): Promise<Catalogue> {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.json`)
  await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data))
  return loadCatalogue(file)
}

describe('the demo catalogue', () => {
  it('holds the simple products the fixtures use', () => {
    const catalogue = loadCatalogue(catalogueFile(PROJECT_ROOT))
    const summary = catalogue
      .products()
      .map((product) => [product.id, product.name, product.type === 'simple' && product.price])
    expect(summary).toEqual([
      [15, 'Beanie', '18.00'],
      [16, 'Belt', '55.00'],
      [17, 'Cap', '16.00'],
      [20, 'Album', '15.00'],
    ])
    expect(catalogue.getProduct(15)?.permalink).toMatch(/^\/pages\/.+\.html$/)
    expect(catalogue.getProduct(99)).toBeUndefined()
  })
})

describe('loading a catalogue', () => {
  it('fails loudly, listing every problem with its path', async () => {
    const broken = {
      products: [
        { id: 1, name: 'Ok', slug: 'ok', price: '1.00', permalink: '/pages/ok.html' },
        { id: 0, name: '', slug: 'Bad Slug', price: 12, permalink: 'nope' },
      ],
    }
    const error = await catalogueFrom(broken).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    const message = (error as Error).message
    expect(message).toContain('Invalid catalogue')
    for (const path of [
      'products[1].id',
      'products[1].name',
      'products[1].slug',
      'products[1].price',
      'products[1].permalink',
    ]) {
      expect(message).toContain(path)
    }
    expect(message).not.toContain('products[0]')
  })

  it('fails on a file that is not JSON', async () => {
    await expect(catalogueFrom('{ nope')).rejects.toThrow(/Cannot read the catalogue/)
  })

  it('fails on duplicate ids', async () => {
    const product = { id: 1, name: 'A', slug: 'a', price: '1.00', permalink: '/pages/a.html' }
    await expect(catalogueFrom({ products: [product, product] })).rejects.toThrow(/id 1 .* already in use/)
  })

  it('reads variable products, with declared or generated variations', async () => {
    const catalogue = await catalogueFrom({
      products: [
        {
          id: 30,
          type: 'variable',
          name: 'Hoodie',
          slug: 'hoodie',
          permalink: '/pages/hoodie.html',
          attributes: [{ slug: 'pa_color', name: 'Colour', values: ['red', 'blue'] }],
          variations: [
            { variation_id: 31, attributes: { attribute_pa_color: 'red' }, display_price: 45 },
            {
              variation_id: 32,
              attributes: { attribute_pa_color: '' },
              display_price: 40,
              is_in_stock: false,
            },
          ],
        },
        {
          id: 40,
          type: 'variable',
          name: 'Big',
          slug: 'big',
          permalink: '/pages/big.html',
          attributes: [
            { slug: 'a', values: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] },
            { slug: 'b', values: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] },
          ],
          generate: { count: 100, seed: 3 },
        },
      ],
    })
    const hoodie = catalogue.getProduct(30)
    expect(hoodie?.type === 'variable' && hoodie.variations[1]).toMatchObject({
      variation_id: 32,
      is_in_stock: false,
      availability_html: '<p class="stock out-of-stock">Out of stock</p>',
      max_qty: '',
      is_sold_individually: 'no',
    })
    expect(catalogue.findVariation(31)?.product.id).toBe(30)
    const big = catalogue.getProduct(40)
    expect(big?.type === 'variable' && big.variations).toHaveLength(100)
  })

  it('refuses variation attributes the product does not have', async () => {
    const product = {
      id: 30,
      type: 'variable',
      name: 'Hoodie',
      slug: 'hoodie',
      permalink: '/pages/hoodie.html',
      attributes: [{ slug: 'pa_color', values: ['red'] }],
      variations: [
        {
          variation_id: 31,
          attributes: { attribute_pa_color: 'green', attribute_size: 'xl' },
          display_price: 1,
        },
      ],
    }
    await expect(catalogueFrom({ products: [product] })).rejects.toThrow(
      /attribute_pa_color: expected '' \(any\) or one of \["red"\].*\n.*attribute_size: is not an attribute/,
    )
  })
})

describe('generateVariableProduct', () => {
  const options = {
    id: 70,
    name: 'Generated tee',
    attributes: [
      { slug: 'pa_color', values: Array.from({ length: 22 }, (_, i) => `colour-${i}`) },
      { slug: 'pa_size', values: Array.from({ length: 22 }, (_, i) => `size-${i}`) },
      { slug: 'fit', values: Array.from({ length: 22 }, (_, i) => `fit-${i}`) },
    ],
    seed: 42,
  }

  it('is deterministic for a seed and different for another', () => {
    const first = generateVariableProduct({ ...options, count: 1000 })
    expect(generateVariableProduct({ ...options, count: 1000 })).toEqual(first)
    const other = generateVariableProduct({ ...options, count: 1000, seed: 43 })
    expect(other.variations.map((v) => v.display_price)).not.toEqual(
      first.variations.map((v) => v.display_price),
    )
  })

  it('makes 10,000 distinct, complete variations with unique ids', () => {
    const product = generateVariableProduct({ ...options, count: 10_000 })
    expect(product).toMatchObject({
      id: 70,
      type: 'variable',
      slug: 'generated-tee',
      permalink: '/pages/generated-tee.html',
    })
    expect(product.attributes.map((attribute) => attribute.name)).toEqual(['Color', 'Size', 'Fit'])
    const combos = new Set(product.variations.map((v) => JSON.stringify(v.attributes)))
    expect(combos.size).toBe(10_000)
    expect(new Set(product.variations.map((v) => v.variation_id)).size).toBe(10_000)
    expect(product.variations[0]).toMatchObject({
      variation_id: 7_000_001,
      attributes: { attribute_pa_color: 'colour-0', attribute_pa_size: 'size-0', attribute_fit: 'fit-0' },
      min_qty: 1,
      variation_is_visible: true,
      is_purchasable: true,
    })
    expect(product.variations[1]?.attributes.attribute_fit).toBe('fit-1')
    expect(product.variations.some((v) => !v.is_in_stock)).toBe(true)
    expect(product.variations.some((v) => !v.variation_is_active)).toBe(true)
    new Catalogue([product])
  })

  it('refuses more variations than there are combinations', () => {
    expect(() =>
      generateVariableProduct({
        id: 1,
        name: 'x',
        attributes: [{ slug: 'a', values: ['1', '2'] }],
        count: 3,
        seed: 1,
      }),
    ).toThrow(/count must be 1…2/)
  })
})

describe('findMatchingVariation', () => {
  const variation = (id: number, attributes: Record<string, string>): Variation =>
    completeVariation({ variation_id: id, attributes, display_price: 1 })
  const product = {
    variations: [
      variation(1, { attribute_pa_color: 'blue', attribute_size: 'small' }),
      variation(2, { attribute_pa_color: 'blue', attribute_size: '' }),
      variation(3, { attribute_pa_color: '', attribute_size: 'large' }),
    ],
  }

  it('matches equal values', () => {
    expect(
      findMatchingVariation(product, { attribute_pa_color: 'blue', attribute_size: 'small' })?.variation_id,
    ).toBe(1)
  })

  it("treats an empty value on the variation's side as any", () => {
    expect(
      findMatchingVariation(product, { attribute_pa_color: 'blue', attribute_size: 'large' })?.variation_id,
    ).toBe(2)
    expect(
      findMatchingVariation(product, { attribute_pa_color: 'red', attribute_size: 'large' })?.variation_id,
    ).toBe(3)
  })

  it('treats an empty or missing choice as any, and the first match wins', () => {
    expect(
      findMatchingVariation(product, { attribute_pa_color: '', attribute_size: 'large' })?.variation_id,
    ).toBe(2)
    expect(findMatchingVariation(product, {})?.variation_id).toBe(1)
  })

  it('finds nothing when a value differs on both sides', () => {
    expect(
      findMatchingVariation(product, { attribute_pa_color: 'red', attribute_size: 'small' }),
    ).toBeUndefined()
  })
})
