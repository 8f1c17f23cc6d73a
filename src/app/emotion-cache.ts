import createCache, { type EmotionCache } from '@emotion/cache'

/** Prefix of every emotion class name and style tag; the browser adopts prerendered styles by it. */
export const emotionCacheKey = 'sw'

/** A new emotion cache: one per prerendered page on the server, one for the page's life in the browser. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionCacheKey })
}
