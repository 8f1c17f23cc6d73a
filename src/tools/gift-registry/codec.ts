/**
 * The registry's links and files, through the shared link codec: the list as `#registry=...` (the owner's link
 * and the givers' link differ only in the owner's mark), a giver's reply as `#gift-reply=...`, and the list as a
 * JSON backup file. Everything read is validated by the precompiled validators and tidied by normalized().
 */
import { validateGiftRegistry, validateGiftReply } from '../../generated/validators.js'
import { decodeDocument, documentBackup, readDocumentFile, type DocumentFormat } from '../shared/document-format.ts'
import { encodeLink, type ImportResult } from '../shared/link-codec.ts'
import { slug } from '../../text/slug.ts'
import { normalized, type GiftRegistry, type GiftReply } from './model.ts'

/** The format version of lists and replies this build writes and reads. */
export const registryVersion = 1

/** Lists in links (`#registry=`) and backup files, tidied by normalized() when read. */
export const registryFormat: DocumentFormat<GiftRegistry> = { kind: 'registry', version: registryVersion, validate: validateGiftRegistry, tidy: normalized }
/** Givers' replies (`#gift-reply=`). */
export const replyFormat: DocumentFormat<GiftReply> = { kind: 'gift-reply', version: registryVersion, validate: validateGiftReply }

/** The name the owner's copy is kept under on the device (see KeepCopy). */
export const deviceCopyKey = 'gift-registry'

/** `registry=<payload>`, for a fragment (tests and the e2e fixtures make links with it). */
export function encodeRegistry(registry: GiftRegistry): Promise<string> {
  return encodeLink(registryFormat.kind, registryVersion, registry)
}

/** `gift-reply=<payload>`, for a fragment (tests make reply links with it; the page uses encodeDocument). */
export function encodeReply(reply: GiftReply): Promise<string> {
  return encodeLink(replyFormat.kind, registryVersion, reply)
}

/** Reads a list link (a URL, a fragment or `registry=...`). Never throws. */
export function decodeRegistry(text: string): Promise<ImportResult<GiftRegistry>> {
  return decodeDocument(text, registryFormat)
}

/** Reads a reply link. Never throws. */
export function decodeReply(text: string): Promise<ImportResult<GiftReply>> {
  return decodeDocument(text, replyFormat)
}

/** The JSON text of a backup file of the list (the owner's copy). */
export function registryBackup(registry: GiftRegistry): string {
  return documentBackup(registryFormat, registry)
}

/** Reads a backup file chosen by the owner. Never throws. */
export function readRegistryFile(file: Blob): Promise<ImportResult<GiftRegistry>> {
  return readDocumentFile(file, registryFormat)
}

/** A file name for the backup: the list's name in plain letters, such as "marias-list-gift-list.json". */
export function backupFileName(registry: GiftRegistry, suffix: string): string {
  return `${slug(registry.name, 40) || 'list'}-${suffix}.json`
}
