import type { Image as ImageData } from '../generated/manifest.ts'

/** Props for {@link Image}: the image data from site.json plus loading hints. */
export interface ImageProps {
  image: ImageData
  className?: string
  /** True for the page's main image (the likely Largest Contentful Paint): loads eagerly with high priority. */
  priority?: boolean
  /** Overrides lazy loading for an image that is on screen at first but not the main one. Default: lazy unless `priority`. */
  loading?: 'eager' | 'lazy'
  /** Marks the image for page-wide styles (print, no-script), e.g. `data-hero-backdrop`. */
  [dataAttribute: `data-${string}`]: string | undefined
}

/**
 * A local image with its intrinsic width and height (so the page does not shift while it loads) and its alt
 * text; a decorative image gets alt="" so screen readers skip it.
 */
export function Image({ image, className, priority = false, loading, ...dataAttributes }: ImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.decorative ? '' : image.alt}
      className={className}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding="async"
      {...dataAttributes}
      {...(priority ? { fetchPriority: 'high' } : {})}
    />
  )
}
