import { join } from 'node:path'
import type { GeneratedFile } from './generated-file.ts'
import { generatedTypesPath, renderManifestTypes } from './generate-types.ts'
import {
  readDataSchemas,
  renderValidatorModule,
  renderValidatorsCode,
  renderValidatorsTypes,
  validatorModuleName,
  validatorModulesDir,
  validatorsCodePath,
  validatorsTypesPath,
} from './generate-validators.ts'
import { authoringDir, authoringSchemas, renderAuthoringSchema } from './generate-authoring-schemas.ts'
import { renderTypoGuard, typoGuardPath } from './generate-typo-guard.ts'
import { renderWordForms, wordFormsPath } from './generate-word-forms.ts'
import { crisisModelPath, renderCrisisModel } from './generate-crisis-model.ts'
import { renderSignModel, signModelPath } from './generate-sign-model.ts'

/**
 * Every file `npm run codegen` makes from schema/ (and site.json's warning signs): the manifest types, the
 * precompiled validators for outside data and their types, Shelby's typo guard and English irregular word forms,
 * and the schemas editors use
 * (schema/authoring/).
 * @throws when schema/ lacks what the authoring schemas are made from (see authoringSchemas).
 */
export function generatedFiles(): GeneratedFile[] {
  const label = 'codegen'
  const command = 'npm run codegen'
  return [
    { label, command, path: generatedTypesPath, displayPath: 'src/generated/manifest.ts', render: renderManifestTypes },
    { label, command, path: validatorsCodePath, displayPath: 'src/generated/validators.js', render: () => renderValidatorsCode() },
    { label, command, path: validatorsTypesPath, displayPath: 'src/generated/validators.d.ts', render: () => renderValidatorsTypes() },
    ...readDataSchemas().map((data) => ({
      label,
      command,
      path: join(validatorModulesDir, validatorModuleName(data)),
      displayPath: `src/generated/validators/${validatorModuleName(data)}`,
      render: () => renderValidatorModule(data),
    })),
    { label, command, path: typoGuardPath, displayPath: 'src/generated/warning-typo-guard.ts', render: () => renderTypoGuard() },
    { label, command, path: wordFormsPath, displayPath: 'src/generated/english-word-forms.ts', render: () => renderWordForms() },
    { label, command, path: crisisModelPath, displayPath: 'src/generated/crisis-model.ts', render: () => renderCrisisModel() },
    { label, command, path: signModelPath, displayPath: 'src/generated/sign-model.ts', render: () => renderSignModel() },
    ...authoringSchemas().map((schema) => ({
      label,
      command,
      path: join(authoringDir, schema.name),
      displayPath: `schema/authoring/${schema.name}`,
      render: () => renderAuthoringSchema(schema),
    })),
  ]
}
