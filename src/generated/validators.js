/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validators made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
export {}
