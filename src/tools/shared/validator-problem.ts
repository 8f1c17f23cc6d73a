/**
 * What a precompiled validator (src/generated/validators.js) found first, in a few words: the JSON Pointer of the
 * place ("/" for the whole value) and ajv's message ("/items/0 must NOT have more than 40 characters"). One wording
 * for every tool that reports a link, a file or a fetched file that does not fit its schema.
 * @returns undefined when the validator recorded no error.
 */
export function firstValidatorProblem(validate: { errors?: readonly { instancePath: string; message?: string }[] | null }): string | undefined {
  const first = validate.errors?.[0]
  return first ? `${first.instancePath || '/'} ${first.message ?? ''}` : undefined
}
