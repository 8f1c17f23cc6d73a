import { parse, type AnyNode, type DocumentNode, type MemberNode } from '@humanwhocodes/momoa'
import type { ManifestProblem } from './problem.ts'

/** A 1-based line and column in a source text. */
export interface SourcePosition {
  line: number
  column: number
}

/**
 * A parsed JSON text that can say where each value sits in the source.
 * Built on momoa (ESLint's JSON parser) because JSON.parse keeps no positions.
 */
export interface JsonDocument {
  value: unknown
  /** Position of the value at a JSON Pointer, or of its nearest existing ancestor. */
  positionOf(pointer: string): SourcePosition
  /** Position of an object member's key, e.g. for an unknown property; falls back to the object's position. */
  keyPositionOf(objectPointer: string, key: string): SourcePosition
}

/** The result of reading a JSON text: a document, or the syntax and duplicate-key problems that stop it. */
export type JsonParseResult = { ok: true; document: JsonDocument } | { ok: false; problems: ManifestProblem[] }

/** Escapes one JSON Pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1')
}

function memberKey(member: MemberNode): string {
  return member.name.type === 'String' ? member.name.value : member.name.name
}

function toPlainValue(node: AnyNode): unknown {
  switch (node.type) {
    case 'Object':
      return Object.fromEntries(node.members.map((member) => [memberKey(member), toPlainValue(member.value)]))
    case 'Array':
      return node.elements.map((element) => toPlainValue(element.value))
    case 'String':
    case 'Number':
    case 'Boolean':
      return node.value
    case 'Null':
      return null
    default:
      throw new Error(`Unexpected JSON node type ${node.type}`)
  }
}

/**
 * Parses JSON text, keeping the position of every value and object key.
 *
 * @param text the whole file's text.
 * @returns `{ok: true, document}`, or `{ok: false, problems}` for a syntax error (one problem, at the first
 *   unexpected character) or for keys repeated in one object (one problem per repeat, since JSON.parse would
 *   silently keep only the last). Never throws for bad input.
 */
export function parseJsonDocument(text: string): JsonParseResult {
  let ast: DocumentNode
  try {
    ast = parse(text, { mode: 'json' })
  } catch (error) {
    const located = error as { line?: number; column?: number; message?: string }
    const message = String(located.message ?? error).replace(/\s*\(\d+:\d+\)\s*$/, '')
    return {
      ok: false,
      problems: [
        {
          path: '',
          line: located.line ?? 1,
          column: located.column ?? 1,
          message: `site.json is not valid JSON: ${message}`,
          hint: 'Look for a missing comma or quote, or a comma after the last item, just before this point.',
        },
      ],
    }
  }

  const valuePositions = new Map<string, SourcePosition>()
  const keyPositions = new Map<string, SourcePosition>()
  const duplicateProblems: ManifestProblem[] = []

  const visit = (node: AnyNode, pointer: string): void => {
    valuePositions.set(pointer, { line: node.loc.start.line, column: node.loc.start.column })
    if (node.type === 'Object') {
      const seen = new Set<string>()
      for (const member of node.members) {
        const key = memberKey(member)
        const memberPointer = `${pointer}/${pointerSegment(key)}`
        const keyPosition = { line: member.name.loc.start.line, column: member.name.loc.start.column }
        if (seen.has(key)) {
          duplicateProblems.push({
            path: memberPointer,
            ...keyPosition,
            message: `The key "${key}" appears twice in the same object.`,
            hint: 'JSON keeps only the last one, so the first would be lost silently. Remove or rename one of them.',
          })
        }
        seen.add(key)
        keyPositions.set(memberPointer, keyPosition)
        visit(member.value, memberPointer)
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, index) => visit(element.value, `${pointer}/${index}`))
    }
  }
  visit(ast.body, '')

  if (duplicateProblems.length > 0) return { ok: false, problems: duplicateProblems }

  const positionOf = (pointer: string): SourcePosition => {
    let current = pointer
    for (;;) {
      const found = valuePositions.get(current)
      if (found) return found
      if (current === '') return { line: 1, column: 1 }
      current = current.slice(0, current.lastIndexOf('/'))
    }
  }

  return {
    ok: true,
    document: {
      value: toPlainValue(ast.body),
      positionOf,
      keyPositionOf: (objectPointer, key) =>
        keyPositions.get(`${objectPointer}/${pointerSegment(key)}`) ?? positionOf(objectPointer),
    },
  }
}
