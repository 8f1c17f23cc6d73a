import type { Block } from '../generated/manifest.ts'

/** Every block type's name, as written in site.json's "type". */
export type BlockType = Block['type']

/** The generated interface of one block type, e.g. BlockOfType<'hero'> is HeroBlock. */
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>

/** The props every block component takes: its block's data from site.json. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>
}
