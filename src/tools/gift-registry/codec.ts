/**
 * The registry's links and files, through the shared link codec: the list as `#registry=...` (the owner's link
 * and the givers' link differ only in the owner's mark), a giver's reply as `#gift-reply=...`, and the list as a
 * JSON backup file. Everything read is validated by the precompiled validators and tidied by normalized().
 */
import { validateGiftRegistry, validateGiftReply } from '../../generated/validators.js'
import { decodeLink, encodeLink, type ImportResult, type LinkSpec } from '../shared/link-codec.ts'
import { backupJson, readBackupFile } from '../shared/files.ts'
import { slug } from '../../text/slug.ts'
import { normalized, type GiftRegistry, type GiftReply } from './model.ts'

/** The format version of lists and replies this build writes and reads. */
export const registryVersion = 1

export const registrySpec: LinkSpec<GiftRegistry> = { kind: 'registry', version: registryVersion, validate: validateGiftRegistry }
export const replySpec: LinkSpec<GiftReply> = { kind: 'gift-reply', version: registryVersion, validate: validateGiftReply }

/** The name the owner's copy is kept under on the device (see KeepCopy). */
export const deviceCopyKey = 'gift-registry'

/** `registry=<payload>`, for a fragment. */
export function encodeRegistry(registry: GiftRegistry): Promise<string> {
  return encodeLink(registrySpec.kind, registryVersion, registry)
}

/** `gift-reply=<payload>`, for a fragment. */
export function encodeReply(reply: GiftReply): Promise<string> {
  return encodeLink(replySpec.kind, registryVersion, reply)
}

function tidied(result: ImportResult<GiftRegistry>): ImportResult<GiftRegistry> {
  return result.ok ? { ok: true, data: normalized(result.data) } : result
}

/** Reads a list link (a URL, a fragment or `registry=...`). Never throws. */
export async function decodeRegistry(text: string): Promise<ImportResult<GiftRegistry>> {
  return tidied(await decodeLink(text, registrySpec))
}

/** Reads a reply link. Never throws. */
export function decodeReply(text: string): Promise<ImportResult<GiftReply>> {
  return decodeLink(text, replySpec)
}

/** The JSON text of a backup file of the list (the owner's copy). */
export function registryBackup(registry: GiftRegistry): string {
  return backupJson(registrySpec.kind, registryVersion, registry)
}

/** Reads a backup file chosen by the owner. Never throws. */
export async function readRegistryFile(file: Blob): Promise<ImportResult<GiftRegistry>> {
  return tidied(await readBackupFile(file, registrySpec))
}

/** A file name for the backup: the list's name in plain letters, such as "marias-list-gift-list.json". */
export function backupFileName(registry: GiftRegistry, suffix: string): string {
  return `${slug(registry.name, 40) || 'list'}-${suffix}.json`
}
