import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../../fixtures/server/app.ts'
import { startShop } from './helpers.ts'

describe('npm run serve (fixtures/server/main.ts)', () => {
  it('prints exactly one line with the real port when PORT=0, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'fixtures/server/main.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEBUG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.setEncoding('utf8')
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk
        if (output.includes('\n')) resolve(output)
      })
      child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)))
    })
    const match = /^shop-islands demo shop: http:\/\/localhost:(\d+)\/\n$/.exec(line)
    expect(match).not.toBeNull()
    const port = Number(match?.[1])
    expect(port).toBeGreaterThan(0)

    const response = await fetch(`http://127.0.0.1:${port}/`)
    expect(response.status).toBe(200)
    await response.text()

    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
    expect(output).toBe(line)
  }, 8000)

  it('logs one line per request when asked (DEBUG=1), including requests left unanswered', async () => {
    const lines: string[] = []
    const shop = await startShop({ log: (line) => lines.push(line) })
    try {
      await (await fetch(`${shop.origin}/cart?format=json`)).text()
      await fetch(`${shop.origin}/?wc-ajax=get_refreshed_fragments&fault=drop`).catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(lines).toEqual([
        expect.stringMatching(/^GET \/cart\?format=json → 200 in \d+ ms$/),
        expect.stringMatching(/^GET \/\?wc-ajax=get_refreshed_fragments&fault=drop → no answer in \d+ ms$/),
      ])
    } finally {
      await shop.close()
    }
  })
})
