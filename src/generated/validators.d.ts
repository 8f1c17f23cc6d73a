/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Types of the validators made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */

import type { Validator } from '../tools/shared/link-codec.ts'

export {}
