// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieDomain } from '../../../src/core/attribution/index.ts'
import { cookieDomainAttribute } from '../../../src/core/cookies/cookie-string.ts'
import { getCookie, setRawCookie } from '../../../src/runtime/cookies.ts'
import { clearCookiesOf, rawCookie } from './support.ts'

afterEach(() => clearCookiesOf([]))

describe('cookieDomainAttribute', () => {
  it('keeps the shared domain on a www host', () => {
    expect(cookieDomainAttribute('.example.com', 'www.example.com')).toBe('.example.com')
  })

  it.each([
    ['www.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['shop.example.co.uk', '.shop.example.co.uk'],
  ])('gives the domain sourcebuster writes on %s', (hostname, domain) => {
    expect(cookieDomainAttribute(cookieDomain(hostname), hostname)).toBe(domain)
  })

  it.each(['localhost', '127.0.0.1', '[::1]', 'intranet'])('writes host-only cookies on %s', (hostname) => {
    expect(cookieDomainAttribute(cookieDomain(hostname), hostname)).toBeUndefined()
    // The revoke also tries `.` + the host.
    expect(cookieDomainAttribute(`.${hostname}`, hostname)).toBeUndefined()
  })
})

describe('setRawCookie', () => {
  it('writes the value as given, with path, domain and expiry', () => {
    const write = vi.spyOn(document, 'cookie', 'set')
    const expires = new Date(Date.UTC(2030, 0, 1))
    setRawCookie('sbjs_current', 'typ%3Dutm|||src%3Dgoogle', { path: '/', domain: '.example.com', expires })
    expect(write).toHaveBeenCalledWith(
      `sbjs_current=typ%3Dutm|||src%3Dgoogle; expires=${expires.toUTCString()}; path=/; domain=.example.com`,
    )
  })

  it('stores the text unescaped, so the next page reads it back as written', () => {
    setRawCookie('sbjs_session', 'pgs%3D1|||cpg%3Dhttp%3A%2F%2Flocalhost%3A3000%2F', { path: '/' })
    expect(rawCookie('sbjs_session')).toBe('pgs%3D1|||cpg%3Dhttp%3A%2F%2Flocalhost%3A3000%2F')
    expect(getCookie('sbjs_session')).toBe('pgs=1|||cpg=http://localhost:3000/')
  })
})
