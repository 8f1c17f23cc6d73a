import {
  findNodeAtLocation,
  parse as parseWithErrors,
  parseTree,
  printParseErrorCode,
  visit,
  type Node,
  type ParseError,
} from 'jsonc-parser'
import type { ManifestProblem } from './problem.ts'

/** A 1-based line and column in a source text. */
export interface SourcePosition {
  line: number
  column: number
}

/**
 * A parsed JSON text that can say where each value sits in the source. The value comes from JSON.parse (fast);
 * positions come from jsonc-parser (the parser VS Code uses) and are worked out only when a problem needs one.
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

function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
}

/** Maps character offsets to 1-based lines and columns. */
function lineIndex(text: string): (offset: number) => SourcePosition {
  const starts = [0]
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1)
  return (offset) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((starts[middle] ?? 0) <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 }
  }
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'there is a character that does not belong in JSON here',
  InvalidNumberFormat: 'this number is not written the way JSON writes numbers',
  PropertyNameExpected: 'a property name in double quotes was expected here (is there a comma too many before it?)',
  ValueExpected: 'a value was expected here (is there a comma too many, or a value missing?)',
  ColonExpected: 'a colon (:) was expected after the property name',
  CommaExpected: 'a comma was expected here, between two items',
  CloseBraceExpected: 'a closing brace } was expected here',
  CloseBracketExpected: 'a closing bracket ] was expected here',
  EndOfFileExpected: 'the file should end here, but more text follows',
  InvalidCommentToken: 'JSON does not allow comments',
  UnexpectedEndOfComment: 'JSON does not allow comments',
  UnexpectedEndOfString: 'a text value is not closed with a double quote',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'a \\u escape is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid',
  InvalidCharacter: 'a text value contains a character that must be escaped (such as a line break or tab)',
}

function syntaxProblem(error: ParseError, position: (offset: number) => SourcePosition, fileName: string): ManifestProblem {
  const code = printParseErrorCode(error.error)
  return {
    path: '',
    ...position(error.offset),
    message: `${fileName} is not valid JSON: ${syntaxMessages[code] ?? code}.`,
    hint: 'Look for a missing comma or quote, or a comma after the last item, just before this point.',
  }
}

/**
 * Parses JSON text, able to locate every value and object key afterwards.
 *
 * @param text the whole file's text.
 * @param fileName the file's name in messages; "site.json" by default.
 * @returns `{ok: true, document}`, or `{ok: false, problems}` for a syntax error (one problem, at the first
 *   error; later ones usually follow from it) or for keys repeated in one object (one problem per repeat, since
 *   JSON.parse would silently keep only the last). Never throws for bad input.
 */
export function parseJsonDocument(text: string, fileName = 'site.json'): JsonParseResult {
  const position = lineIndex(text)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    const errors: ParseError[] = []
    parseWithErrors(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
    const first = errors[0] ?? { error: 1, offset: 0, length: 0 }
    return { ok: false, problems: [syntaxProblem(first, position, fileName)] }
  }

  const duplicateProblems: ManifestProblem[] = []
  const keysSeen: Set<string>[] = []
  const pathOf: (string | number)[][] = []
  visit(
    text,
    {
      onObjectBegin: (_offset, _length, _line, _column, pathSupplier) => {
        keysSeen.push(new Set())
        pathOf.push(pathSupplier())
      },
      onObjectEnd: () => {
        keysSeen.pop()
        pathOf.pop()
      },
      onObjectProperty: (property, offset) => {
        const seen = keysSeen.at(-1)
        if (!seen) return
        if (seen.has(property)) {
          const objectPath = (pathOf.at(-1) ?? []).map((segment) => `/${pointerSegment(segment)}`).join('')
          duplicateProblems.push({
            path: `${objectPath}/${pointerSegment(property)}`,
            ...position(offset),
            message: `The key "${property}" appears twice in the same object.`,
            hint: 'JSON keeps only the last one, so the first would be lost silently. Remove or rename one of them.',
          })
        }
        seen.add(property)
      },
    },
    { disallowComments: true },
  )
  if (duplicateProblems.length > 0) return { ok: false, problems: duplicateProblems }

  let tree: Node | undefined
  const nodeAt = (pointer: string): Node | undefined => {
    tree ??= parseTree(text)
    if (!tree) return undefined
    const segments = pointerSegments(pointer)
    for (let length = segments.length; length >= 0; length--) {
      const path = segments.slice(0, length).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
      const node = findNodeAtLocation(tree, path)
      if (node) return node
    }
    return tree
  }

  return {
    ok: true,
    document: {
      value,
      positionOf: (pointer) => position(nodeAt(pointer)?.offset ?? 0),
      keyPositionOf: (objectPointer, key) => {
        const valueNode = nodeAt(`${objectPointer}/${pointerSegment(key)}`)
        const keyNode = valueNode?.parent?.type === 'property' ? valueNode.parent : undefined
        return keyNode ? position(keyNode.offset) : position(nodeAt(objectPointer)?.offset ?? 0)
      },
    },
  }
}
