/** A step form's validator for the form library: the answers' type check (no code generated or evaluated at run time). */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType } from '@rjsf/utils';
import { answerTypeCheck, type AnswerSchema } from '../../engine/answerTypeCheck.ts';
import type { StepFormSchema } from '../../engine/stepForm.ts';

const cache = new Map<string, ValidatorType>();

export function stepValidator(schema: StepFormSchema): ValidatorType {
  let validator = cache.get(schema.$id);
  if (!validator) {
    const functions = { [schema.$id]: answerTypeCheck(schema as AnswerSchema) } as unknown as Parameters<typeof createPrecompiledValidator>[0];
    validator = createPrecompiledValidator(functions, schema as never) as ValidatorType;
    cache.set(schema.$id, validator);
  }
  return validator;
}
