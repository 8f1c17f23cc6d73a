/** The registry's words: the gift-registry block's data in site.json. */
import type { BlockOfType } from '../../blocks/block-props.ts'

export type RegistryWords = BlockOfType<'gift-registry'>
