/** The precompiled validator for a step's form (no eval at run time). */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType } from '@rjsf/utils';
import validators from '../../../.build/stepValidators.js';
import type { StepFormSchema } from '../../engine/stepForm.ts';

const cache = new Map<string, ValidatorType>();

export function stepValidator(schema: StepFormSchema): ValidatorType {
  let validator = cache.get(schema.$id);
  if (!validator) {
    validator = createPrecompiledValidator(validators, schema as never) as ValidatorType;
    cache.set(schema.$id, validator);
  }
  return validator;
}
