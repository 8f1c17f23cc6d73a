/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validators made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
export { validateCallPlan } from './validators/call-plan.js';
export { validateCarePlan } from './validators/care-plan.js';
export { validateCareReply } from './validators/care-reply.js';
export { validateGiftRegistry } from './validators/gift-registry.js';
export { validateGiftReply } from './validators/gift-reply.js';
export { validateNudgePlan } from './validators/nudge-plan.js';
export { validateSitePageFacts } from './validators/page-facts.js';
export { validateSearchVocabulary } from './validators/search-vocabulary.js';
export { validateWarningKnowledge } from './validators/warning-knowledge.js';
