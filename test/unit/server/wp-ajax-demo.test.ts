import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ajaxEndpointNames } from '../../../fixtures/server/ajax.ts'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { startShop, type TestShop, Visitor } from './helpers.ts'

/** The demo plugin's wp.ajax actions (fixtures/server/wp-ajax-demo.ts). */
describe('demo_store_question and query-attachments', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await startShop({ root: PROJECT_ROOT })
  })
  afterAll(() => shop.close())

  const post = (body: string) =>
    new Visitor(shop.origin).fetch('/wp-admin/admin-ajax.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })

  it('are registered', () => {
    expect(ajaxEndpointNames()).toEqual(expect.arrayContaining(['demo_store_question', 'query-attachments']))
  })

  it('answers each shape', async () => {
    const answer = async (shape: string) => {
      const response = await post(`action=demo_store_question&shape=${shape}&q=hi`)
      return [response.status, response.headers.get('content-type')?.split(';')[0], await response.text()]
    }
    expect(await answer('data')).toEqual([
      200,
      'application/json',
      JSON.stringify({
        success: true,
        data: {
          message: 'Thanks! We answer questions within one working day.',
          echo: { action: 'demo_store_question', shape: 'data', q: 'hi' },
        },
      }),
    ])
    expect(await answer('refused')).toEqual([
      200,
      'application/json',
      '{"success":false,"data":{"message":"Please write your question first."}}',
    ])
    expect((await answer('forbidden')).slice(0, 2)).toEqual([403, 'application/json'])
    expect(await answer('one')).toEqual([200, 'text/html', '1'])
    expect(await answer('zero')).toEqual([200, 'text/html', '0'])
    expect(await answer('minus-one')).toEqual([200, 'text/html', '-1'])
    expect(await answer('nonce')).toEqual([403, 'text/html', '-1'])
    expect((await answer('html'))[2]).toMatch(/^<br \/>\n<b>Notice<\/b>/)
    expect(await answer('empty')).toEqual([200, 'text/html', ''])
    expect(await answer('no-success')).toEqual([200, 'application/json', '{"data":{"message":"Saved."}}'])
  })

  it('query-attachments pages the photos and sends X-WP-Total', async () => {
    const response = await post('action=query-attachments&query%5Bposts_per_page%5D=3&query%5Bpaged%5D=3')
    expect(response.headers.get('x-wp-total')).toBe('7')
    expect(response.headers.get('x-wp-totalpages')).toBe('3')
    const body = (await response.json()) as { success: boolean; data: { id: number; url: string }[] }
    expect(body.success).toBe(true)
    expect(body.data.map((item) => item.id)).toEqual([906])
    expect(body.data[0]?.url).toBe('/assets/images/card-thanks.svg')
  })
})
