/**
 * The site's one generator of random ids (a care plan's, a gift list's, a reminder plan's, an item's), made with
 * the Web Crypto API, which browsers and Node both have. Ids are lower-case letters and digits, so they read
 * aloud, fit every data schema's id pattern and never need escaping in a link.
 */

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
/** The largest multiple of the alphabet's size that fits in a byte: bytes from here on are drawn again. */
const fairLimit = 256 - (256 % alphabet.length)

/**
 * `length` random lower-case letters and digits, each equally likely (about 5.17 bits each: 12 make 62 bits).
 * @throws RangeError when `length` is not a whole number from 1 to 256.
 */
export function randomId(length: number): string {
  if (!Number.isInteger(length) || length < 1 || length > 256) throw new RangeError(`An id has 1 to 256 characters, not ${length}`)
  let id = ''
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // Keeping only bytes below a multiple of 36 makes every character equally likely (no modulo bias).
      if (byte < fairLimit && id.length < length) id += alphabet[byte % alphabet.length]
    }
  }
  return id
}
