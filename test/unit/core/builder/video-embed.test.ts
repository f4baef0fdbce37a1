import { describe, expect, it } from 'vitest'
import { embedUrl } from '../../../../src/core/builder/embed-url.ts'
import { mediaFragment, parseProviderUrl, readSeconds, readVideoOptions } from '../../../../src/core/builder/video-embed.ts'

const defaults = readVideoOptions({})
const origin = 'https://shop.example'

describe('video embed: provider URLs', () => {
  it.each([
    'https://www.youtube.com/watch?v=XHOmBV4js_E',
    'https://youtube.com/watch?v=XHOmBV4js_E&t=10s',
    'https://m.youtube.com/watch?feature=share&v=XHOmBV4js_E',
    'https://youtu.be/XHOmBV4js_E',
    'youtu.be/XHOmBV4js_E?si=abc',
    'https://www.youtube.com/embed/XHOmBV4js_E',
    'https://www.youtube.com/shorts/XHOmBV4js_E',
    'https://www.youtube.com/live/XHOmBV4js_E',
    'https://www.youtube-nocookie.com/embed/XHOmBV4js_E',
  ])('reads the YouTube id of %s', (url) => {
    expect(parseProviderUrl('youtube', url)).toEqual({ provider: 'youtube', id: 'XHOmBV4js_E' })
  })

  it.each([
    ['https://vimeo.com/235215203', { provider: 'vimeo', id: '235215203' }],
    ['https://vimeo.com/channels/staffpicks/235215203', { provider: 'vimeo', id: '235215203' }],
    ['https://player.vimeo.com/video/235215203?h=1a2b3c4d5e', { provider: 'vimeo', id: '235215203', hash: '1a2b3c4d5e' }],
    ['https://vimeo.com/235215203/1a2b3c4d5e', { provider: 'vimeo', id: '235215203', hash: '1a2b3c4d5e' }],
  ])('reads the Vimeo video of %s', (url, video) => {
    expect(parseProviderUrl('vimeo', url)).toEqual(video)
  })

  it.each([
    'https://www.dailymotion.com/video/x6tqhqb',
    'https://www.dailymotion.com/video/x6tqhqb_a-title-slug',
    'https://dai.ly/x6tqhqb',
    'https://www.dailymotion.com/embed/video/x6tqhqb',
    'https://geo.dailymotion.com/player.html?video=x6tqhqb',
  ])('reads the Dailymotion id of %s', (url) => {
    expect(parseProviderUrl('dailymotion', url)).toEqual({ provider: 'dailymotion', id: 'x6tqhqb' })
  })

  it.each([
    'javascript:alert(1)//youtu.be/XHOmBV4js_E',
    'data:text/html,<script>alert(1)</script>',
    'https://www.youtube.com.evil.example/watch?v=XHOmBV4js_E',
    'https://evil.example/youtu.be/XHOmBV4js_E',
    'https://user:pass@www.youtube.com/watch?v=XHOmBV4js_E',
    'https://www.youtube.com:8443/watch?v=XHOmBV4js_E',
    'https://www.youtube.com/watch?v=XHOmBV4js_E"><img src=x onerror=alert(1)>',
    'https://www.youtube.com/watch?v=../../evil',
    'https://www.youtube.com/embed/%2F%2Fevil.example%2Fxx',
    'https://www.youtube.com/embed/XHOmBV4js_E%22',
    'ftp://youtu.be/XHOmBV4js_E',
    'https://www.youtube.com/',
    '',
  ])('refuses the hostile or foreign YouTube URL %s', (url) => {
    expect(parseProviderUrl('youtube', url)).toBeUndefined()
  })

  it('refuses non-strings, over-long URLs and other providers’ hosts', () => {
    expect(parseProviderUrl('youtube', 42)).toBeUndefined()
    expect(parseProviderUrl('youtube', { url: 'https://youtu.be/XHOmBV4js_E' })).toBeUndefined()
    expect(parseProviderUrl('youtube', `https://youtu.be/XHOmBV4js_E?${'a'.repeat(3000)}`)).toBeUndefined()
    expect(parseProviderUrl('vimeo', 'https://youtu.be/XHOmBV4js_E')).toBeUndefined()
    expect(parseProviderUrl('vimeo', 'https://vimeo.com.evil.example/235215203')).toBeUndefined()
    expect(parseProviderUrl('vimeo', 'https://vimeo.com/about')).toBeUndefined()
    expect(parseProviderUrl('dailymotion', 'https://www.dailymotion.com/video/x6t"qhqb')).toBeUndefined()
    expect(parseProviderUrl('dailymotion', 'https://evil.example/video/x6tqhqb')).toBeUndefined()
  })

  it('drops a Vimeo hash that is not a hash, keeping the video', () => {
    expect(parseProviderUrl('vimeo', 'https://player.vimeo.com/video/235215203?h=<script>')).toEqual({
      provider: 'vimeo',
      id: '235215203',
    })
  })
})

describe('video embed: settings', () => {
  it('reads the builder’s yes / "" flags and text numbers, controls on by default', () => {
    expect(defaults).toEqual({
      autoplay: false,
      mute: false,
      loop: false,
      controls: true,
      playsInline: false,
      modestBranding: false,
      privacy: false,
      related: false,
      start: 0,
      end: undefined,
    })
    const options = readVideoOptions({ autoplay: 'yes', mute: 'yes', loop: 'yes', controls: '', start: '30', end: 90.9 })
    expect(options).toMatchObject({ autoplay: true, mute: true, loop: true, controls: false, start: 30, end: 90 })
  })

  it('ignores an end before the start, and times that are not times', () => {
    expect(readVideoOptions({ start: 60, end: 30 }).end).toBeUndefined()
    expect(readVideoOptions({ start: '-5', end: 'soon' })).toMatchObject({ start: 0, end: undefined })
    expect(readSeconds('1e9')).toBeUndefined()
    expect(readSeconds('12')).toBe(12)
  })
})

describe('video embed: URLs', () => {
  const youtube = { provider: 'youtube', id: 'XHOmBV4js_E' } as const

  it('uses youtube-nocookie.com only with yt_privacy', () => {
    expect(embedUrl(youtube, defaults, { play: false })).toMatch(/^https:\/\/www\.youtube\.com\/embed\/XHOmBV4js_E\?/)
    const privacy = readVideoOptions({ yt_privacy: 'yes' })
    expect(embedUrl(youtube, privacy, { play: false })).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/XHOmBV4js_E\?/)
  })

  it('passes autoplay, mute, controls, related, start, end, inline play and loop to YouTube', () => {
    const options = readVideoOptions({
      mute: 'yes',
      controls: '',
      loop: 'yes',
      start: 5,
      end: 50,
      play_on_mobile: 'yes',
      modestbranding: 'yes',
    })
    const url = new URL(embedUrl(youtube, options, { play: true, origin }))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      mute: '1',
      controls: '0',
      rel: '0',
      modestbranding: '1',
      playsinline: '1',
      start: '5',
      end: '50',
      loop: '1',
      playlist: 'XHOmBV4js_E',
      enablejsapi: '1',
      origin,
    })
  })

  it('does not play before asked, and leaves out an origin that is not one', () => {
    const url = new URL(embedUrl(youtube, defaults, { play: false, origin: 'javascript:alert(1)' }))
    expect(url.searchParams.get('autoplay')).toBe('0')
    expect(url.searchParams.has('origin')).toBe(false)
  })

  it('builds Vimeo’s player URL with the private hash and the start as a fragment', () => {
    const options = readVideoOptions({ mute: 'yes', loop: 'yes', start: 12, controls: '' })
    const url = embedUrl({ provider: 'vimeo', id: '235215203', hash: '1a2b3c4d5e' }, options, { play: true })
    expect(url).toBe('https://player.vimeo.com/video/235215203?h=1a2b3c4d5e&autoplay=1&muted=1&loop=1&controls=0&api=1#t=12s')
  })

  it('builds Dailymotion’s embed URL', () => {
    const options = readVideoOptions({ mute: 'yes', start: 3 })
    expect(embedUrl({ provider: 'dailymotion', id: 'x6tqhqb' }, options, { play: false })).toBe(
      'https://www.dailymotion.com/embed/video/x6tqhqb?autoplay=0&mute=1&start=3&api=postMessage',
    )
  })

  it('gives a hosted file its media fragment only when it has a start or end', () => {
    expect(mediaFragment(defaults)).toBe('')
    expect(mediaFragment({ start: 4, end: undefined })).toBe('#t=4')
    expect(mediaFragment({ start: 0, end: 9 })).toBe('#t=0,9')
  })
})
