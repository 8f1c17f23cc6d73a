/** The registry's words: the gift-registry block's data in site.json. */
import type { BlockOfType } from '../../blocks/block-props.ts'
import type { GiftRegistry } from './model.ts'

export type RegistryWords = BlockOfType<'gift-registry'>

/**
 * What every section of the owner's view is given: the words, the list as it is now, the way to change it (the
 * whole list, replaced: the fragment is rewritten from it) and the id of the section's heading (focus returns there).
 */
export interface OwnerSectionProps {
  words: RegistryWords
  registry: GiftRegistry
  onChange: (next: GiftRegistry) => void
  headingId: string
}
