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

/** Ids 50–59 and 80 (the bench's 200 add-ons): the Product Add-Ons (system A) products, checked in addons-catalogue.test.ts. */
function isAddonFixture(id: number): boolean {
  return (id >= 50 && id <= 59) || id === 80
}

/**
 * Ids 60–69, 81 (repeaters), 82 (the bench's 500 fields) and 361 (the real shop's options-form
 * product, under its id there): the options form (system B) products, checked in wcpa-page.test.ts.
 */
function isOptionsFixture(id: number): boolean {
  return (id >= 60 && id <= 69) || id === 81 || id === 82 || id === 361
}

describe('the demo catalogue', () => {
  const catalogue = loadCatalogue(catalogueFile(PROJECT_ROOT))

  it('holds the simple products the fixtures use', () => {
    const summary = catalogue
      .products()
      .filter((product) => product.type === 'simple' && !isAddonFixture(product.id) && !isOptionsFixture(product.id))
      .map((product) => [product.id, product.name, product.type === 'simple' && product.price])
    expect(summary).toEqual([
      [15, 'Beanie', '18.00'],
      [16, 'Belt', '55.00'],
      [17, 'Cap', '16.00'],
      [20, 'Album', '15.00'],
      // The ajax listing's (shop-add-to-cart.html): sold individually, and out of stock.
      [21, 'Tote bag', '24.00'],
      [22, 'Wool mittens', '21.00'],
    ])
    expect(catalogue.getProduct(15)?.permalink).toMatch(/^\/pages\/.+\.html$/)
    expect(catalogue.getProduct(99)).toBeUndefined()
  })

  it('holds the variable products of the fixture pages, with stable ids', () => {
    const summary = catalogue
      .products()
      .flatMap((product) =>
        product.type === 'variable' && !isAddonFixture(product.id) && !isOptionsFixture(product.id)
          ? [[product.id, product.name, product.variations.length, product.permalink]]
          : [],
      )
    expect(summary).toEqual([
      [40, 'Hoodie', 7, '/pages/variable-product.html'],
      [41, 'T-shirt with any', 7, '/pages/variable-any.html'],
      [42, 'Cap stock', 4, '/pages/variable-stock.html'],
      [43, 'Poster sold individually', 3, '/pages/variable-sold-individually.html'],
      [44, 'Socks min/max', 3, '/pages/variable-min-max.html'],
      [45, 'Sweater ajax', 36, '/pages/variable-ajax.html'],
      [46, 'Jacket 1k', 1000, '/pages/variable-1k.html'],
      [47, 'Jacket 10k', 10000, '/pages/variable-10k.html'],
      [48, 'Shirt 30', 30, '/pages/variable-30.html'],
      [49, 'Scarf (hostile data)', 2, '/pages/variable-hostile.html'],
      [70, 'Richest product', 30, '/pages/richest-product.html'],
    ])
    expect(catalogue.findVariation(4001)?.variation).toMatchObject({
      sku: 'woo-hoodie-blue-small',
      display_price: 45,
      max_qty: 12,
      weight_html: '1.2 kg',
      dimensions_html: '9 &times; 7 &times; 3 cm',
      image_id: 4011,
    })
  })

  it('gives each product the edge cases its page shows', () => {
    const variationsOf = (id: number) => {
      const product = catalogue.getProduct(id)
      return product?.type === 'variable' ? product.variations : []
    }
    expect(variationsOf(41).some((variation) => Object.values(variation.attributes).includes(''))).toBe(true)
    const flags = variationsOf(42).map((variation) => [
      variation.is_in_stock,
      variation.is_purchasable,
      variation.variation_is_active,
      variation.variation_is_visible,
    ])
    expect(flags).toEqual([
      [true, true, true, true],
      [false, true, true, true],
      [false, true, false, true],
      [true, true, true, false],
    ])
    expect(variationsOf(43).every((variation) => variation.is_sold_individually === 'yes')).toBe(true)
    expect(variationsOf(44).map((variation) => [variation.min_qty, variation.max_qty])).toEqual([
      [2, 6],
      [3, ''],
      [1, 10],
    ])
    for (const id of [45, 46, 47]) {
      const product = catalogue.getProduct(id)
      expect(product?.type === 'variable' && product.attributes.length).toBe(id === 45 ? 3 : 4)
    }
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
    for (const path of ['products[1].id', 'products[1].name', 'products[1].slug', 'products[1].price', 'products[1].permalink']) {
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

  it('fills images and lets variations inherit SKU, weight, dimensions and image from the parent', async () => {
    const catalogue = await catalogueFrom({
      products: [
        {
          id: 30,
          type: 'variable',
          name: 'Hoodie',
          slug: 'hoodie',
          sku: 'parent-sku',
          permalink: '/pages/hoodie.html',
          weight: '2',
          dimensions: { length: '10', width: '', height: '3' },
          image_id: 7,
          image: { src: '/assets/images/hoodie.svg', thumb: '/assets/images/hoodie-thumb.svg', alt: 'Hoodie' },
          default_attributes: { pa_color: 'red' },
          attributes: [{ slug: 'pa_color', values: ['red', 'blue'], labels: { red: 'Scarlet' } }],
          variations: [
            { variation_id: 31, attributes: { attribute_pa_color: 'red' }, display_price: 45 },
            {
              variation_id: 32,
              attributes: { attribute_pa_color: 'blue' },
              display_price: 40,
              sku: 'own-sku',
              weight: '1.5',
              dimensions: { width: '8' },
              image: { src: '/assets/images/hoodie-blue.svg', alt: 'Blue hoodie', src_w: 300, src_h: 200 },
              image_id: 8,
            },
          ],
        },
      ],
    })
    const product = catalogue.getProduct(30)
    if (product?.type !== 'variable') throw new Error('not variable')
    expect(product.image).toEqual({
      title: 'Hoodie',
      caption: '',
      url: '/assets/images/hoodie.svg',
      alt: 'Hoodie',
      src: '/assets/images/hoodie.svg',
      src_w: 600,
      src_h: 600,
      srcset: '/assets/images/hoodie.svg 600w, /assets/images/hoodie-thumb.svg 100w',
      sizes: '(max-width: 600px) 100vw, 600px',
      full_src: '/assets/images/hoodie.svg',
      full_src_w: 600,
      full_src_h: 600,
      gallery_thumbnail_src: '/assets/images/hoodie-thumb.svg',
      gallery_thumbnail_src_w: 100,
      gallery_thumbnail_src_h: 100,
      thumb_src: '/assets/images/hoodie-thumb.svg',
      thumb_src_w: 100,
      thumb_src_h: 100,
    })
    expect(product.default_attributes).toEqual({ pa_color: 'red' })
    expect(product.attributes[0]?.labels).toEqual({ red: 'Scarlet' })
    const [inherits, own] = product.variations
    expect(inherits).toMatchObject({
      sku: 'parent-sku',
      weight: '2',
      weight_html: '2 kg',
      dimensions: { length: '10', width: '', height: '3' },
      dimensions_html: '10 &times; 3 cm',
      image_id: 7,
      image: product.image,
    })
    expect(own).toMatchObject({
      sku: 'own-sku',
      weight_html: '1.5 kg',
      dimensions: { length: '10', width: '8', height: '3' },
      image_id: 8,
      image: { src: '/assets/images/hoodie-blue.svg', full_src: '/assets/images/hoodie-blue.svg', src_w: 300 },
    })
  })

  it('refuses bad parent fields, naming each', async () => {
    const product = {
      id: 30,
      type: 'variable',
      name: 'Hoodie',
      slug: 'hoodie',
      permalink: '/pages/hoodie.html',
      weight: 'heavy',
      image: { alt: 'no src' },
      default_attributes: { pa_color: 'green', pa_size: 'small' },
      categories: 'Clothing',
      attributes: [{ slug: 'pa_color', values: ['red'], labels: { blue: 'Blue' } }],
      variations: [{ variation_id: 31, attributes: { attribute_pa_color: 'red' }, display_price: 1, dimensions: 3 }],
    }
    const error = await catalogueFrom({ products: [product] }).catch((caught: unknown) => caught)
    const message = (error as Error).message
    for (const path of [
      'products[0].weight',
      'products[0].image.src',
      'products[0].default_attributes.pa_color',
      'products[0].default_attributes.pa_size',
      'products[0].categories',
      'products[0].attributes[0].labels',
      'products[0].variations[0].dimensions',
    ]) {
      expect(message).toContain(path)
    }
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
    expect(other.variations.map((v) => v.display_price)).not.toEqual(first.variations.map((v) => v.display_price))
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
    expect(findMatchingVariation(product, { attribute_pa_color: 'blue', attribute_size: 'small' })?.variation_id).toBe(1)
  })

  it("treats an empty value on the variation's side as any", () => {
    expect(findMatchingVariation(product, { attribute_pa_color: 'blue', attribute_size: 'large' })?.variation_id).toBe(2)
    expect(findMatchingVariation(product, { attribute_pa_color: 'red', attribute_size: 'large' })?.variation_id).toBe(3)
  })

  it('treats an empty or missing choice as any, and the first match wins', () => {
    expect(findMatchingVariation(product, { attribute_pa_color: '', attribute_size: 'large' })?.variation_id).toBe(2)
    expect(findMatchingVariation(product, {})?.variation_id).toBe(1)
  })

  it('finds nothing when a value differs on both sides', () => {
    expect(findMatchingVariation(product, { attribute_pa_color: 'red', attribute_size: 'small' })).toBeUndefined()
  })
})
