import { describe, expect, it } from 'vitest'
import { lightboxVideo } from '../../../../src/core/builder/lightbox-video.ts'

const base = 'https://shop.example/gallery/'

describe('lightbox videos', () => {
  it('builds the YouTube embed from the builder’s embed URL, keeping the no-cookie host', () => {
    const video = lightboxVideo('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?feature=oembed&autoplay=1', 'youtube', base)
    expect(video).toMatchObject({ kind: 'embed', provider: 'youtube', title: 'YouTube video player' })
    expect(video?.kind === 'embed' && video.src.startsWith('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1')).toBe(true)
  })

  it('recognises the provider from the URL when no type is given', () => {
    expect(lightboxVideo('https://vimeo.com/76979871', undefined, base)).toMatchObject({ kind: 'embed', provider: 'vimeo' })
    expect(lightboxVideo('https://youtu.be/aqz-KE-bpKQ', undefined, base)).toMatchObject({ kind: 'embed', provider: 'youtube' })
  })

  it('plays a hosted file with the browser’s player', () => {
    expect(lightboxVideo('/uploads/loom.mp4', 'hosted', base)).toEqual({ kind: 'hosted', src: 'https://shop.example/uploads/loom.mp4' })
    expect(lightboxVideo('/uploads/loom.mp4', undefined, base)).toEqual({ kind: 'hosted', src: 'https://shop.example/uploads/loom.mp4' })
  })

  it('refuses hostile and mismatched URLs', () => {
    expect(lightboxVideo('javascript:alert(1)', undefined, base)).toBeUndefined()
    expect(lightboxVideo('https://evil.example/embed/aqz-KE-bpKQ', 'youtube', base)).toBeUndefined()
    expect(lightboxVideo('https://www.youtube.com/embed/%22%3E%3Cscript%3E', 'youtube', base)).toBeUndefined()
    expect(lightboxVideo('data:video/mp4;base64,AAAA', 'hosted', base)).toBeUndefined()
    expect(lightboxVideo(42, undefined, base)).toBeUndefined()
  })
})
