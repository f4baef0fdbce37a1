import { type Gesture, swipeDirection } from '../core/carousel/carousel.ts'

/**
 * Calls `swiped` with the direction of each swipe that ends on `element` (one finger, the shared
 * thresholds of src/core/carousel/carousel.ts; `rtl` read when the swipe ends). Touch events,
 * passive: the page still scrolls vertically. Stops when `signal` aborts.
 */
export function onSwipe(element: HTMLElement, rtl: () => boolean, swiped: (direction: 'next' | 'prev') => void, signal: AbortSignal): void {
  let gesture: (Gesture & { x: number; y: number; spread: number }) | undefined
  const spread = (touches: TouchList) => {
    const [a, b] = [touches[0], touches[1]]
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0
  }
  const options = { passive: true, signal }
  element.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0]
      if (!touch) return
      gesture ??= { x: touch.clientX, y: touch.clientY, fingers: 0, dx: 0, dy: 0, pinch: 0, spread: spread(event.touches) }
      gesture.fingers = Math.max(gesture.fingers, event.touches.length)
    },
    options,
  )
  element.addEventListener(
    'touchmove',
    (event) => {
      const touch = event.touches[0]
      if (!gesture || !touch) return
      gesture.fingers = Math.max(gesture.fingers, event.touches.length)
      gesture.dx = touch.clientX - gesture.x
      gesture.dy = touch.clientY - gesture.y
      if (event.touches.length > 1) gesture.pinch = spread(event.touches) - gesture.spread
    },
    options,
  )
  element.addEventListener(
    'touchend',
    (event) => {
      if (!gesture || event.touches.length > 0) return
      const direction = swipeDirection(gesture, rtl())
      gesture = undefined
      if (direction) swiped(direction)
    },
    options,
  )
  element.addEventListener('touchcancel', () => (gesture = undefined), options)
}
