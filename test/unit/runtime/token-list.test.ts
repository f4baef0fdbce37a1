// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { addToken, editTokens, removeToken } from '../../../src/runtime/token-list.ts'

describe('token list attributes', () => {
  it('adds a token after the ones other scripts put there, once', () => {
    const input = document.createElement('input')
    input.setAttribute('aria-describedby', 'theme-hint')
    addToken(input, 'aria-describedby', 'notice-1')
    addToken(input, 'aria-describedby', 'notice-1')
    expect(input.getAttribute('aria-describedby')).toBe('theme-hint notice-1')
  })

  it('removes only its own token, and the attribute when nothing is left', () => {
    const input = document.createElement('input')
    input.setAttribute('aria-describedby', ' theme-hint  notice-1 ')
    removeToken(input, 'aria-describedby', 'notice-1')
    expect(input.getAttribute('aria-describedby')).toBe('theme-hint')
    removeToken(input, 'aria-describedby', 'theme-hint')
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('drops duplicates and empty tokens an edit returns', () => {
    const input = document.createElement('input')
    editTokens(input, 'aria-describedby', () => ['a', '', 'b', 'a'])
    expect(input.getAttribute('aria-describedby')).toBe('a b')
  })

  it('leaves an unchanged attribute untouched (no mutation record)', async () => {
    const input = document.createElement('input')
    input.setAttribute('aria-describedby', 'a b')
    const records: MutationRecord[] = []
    const observer = new MutationObserver((list) => records.push(...list))
    observer.observe(input, { attributes: true })
    addToken(input, 'aria-describedby', 'b')
    await Promise.resolve()
    observer.disconnect()
    expect(records).toHaveLength(0)
  })
})
