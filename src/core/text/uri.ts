/**
 * Text helpers that never throw on hostile input: percent-decoding that keeps what it cannot
 * decode, and encoding that survives lone surrogates. One place for both the sbjs cookie format
 * (src/core/attribution) and the cookie jar text (src/core/cookies). Keep this module free of
 * imports: everything here rides in the always-on chunk.
 */

/** A string trimmed; anything else ''. */
export const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * Replaces lone surrogates (half an emoji) with U+FFFD, so the text can be URI-encoded. In a `u`
 * pattern a well-formed surrogate pair is one code point, so only a lone half matches.
 */
export const wellFormed = (text: string): string => text.replace(/\p{Cs}/gu, '\uFFFD')

/** encodeURIComponent that cannot throw. */
export const encodeComponent = (text: string): string => encodeURIComponent(wellFormed(text))

// One well-formed UTF-8 sequence in percent-escapes: a lead byte 00–7F alone, or C0–DF, E0–EF,
// F0–F4 followed by 1, 2, 3 bytes 80–BF. (Overlong forms and surrogates still fail
// decodeURIComponent and are then kept as written.)
const UTF8_SEQUENCE = /%[0-7][\dA-F]|%(?:[CD]|E[\dA-F]%[89AB]|F[0-4]%[89AB][\dA-F]%[89AB])[\dA-F]%[89AB][\dA-F]/gi

/**
 * decodeURIComponent that decodes every valid UTF-8 escape sequence and leaves the rest as written.
 * `%E0%A4%A` stays `%E0%A4%A`; `a%20b%ZZ` becomes `a b%ZZ`. (sourcebuster falls back to
 * `unescape()`, which turns invalid UTF-8 into Latin-1 mojibake; keeping the text is kinder.)
 */
export function decodeComponent(text: string): string {
  return decodeOr(text, () => text.replace(UTF8_SEQUENCE, (sequence) => decodeOr(sequence, String)))
}

/** Decodes percent-escapes, keeping the raw text when it is not valid (foreign cookies are normal). */
export const safeDecode = (text: string): string => decodeOr(text, String)

/** decodeURIComponent, or `fallback(text)` where that throws. */
function decodeOr(text: string, fallback: (text: string) => string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return fallback(text)
  }
}
