import { useEffect } from 'react'
import { BlockList } from '../blocks/block-list.tsx'
import { useSite } from '../ui/site-context.tsx'

/**
 * The 404 page: site.json's `notFound` blocks. In the browser it logs the unknown path with console.error,
 * as the source specification asks, so it shows up in monitoring and in the console.
 */
export function NotFound({ path }: { path: string }) {
  const site = useSite()
  useEffect(() => {
    console.error(`404: no page matches the path "${path}"`)
  }, [path])
  return <BlockList blocks={site.notFound.blocks} />
}
