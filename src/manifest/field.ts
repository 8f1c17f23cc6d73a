/** The value of `key` on `value` when `value` is an object that has it; otherwise undefined. For reading plain JSON safely. */
export function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined
  return Object.getOwnPropertyDescriptor(value, key)?.value
}
