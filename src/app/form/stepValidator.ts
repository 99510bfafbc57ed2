/**
 * A step form's validator for the form library: the answers' type check (src/engine/answerTypeCheck.ts, no code
 * generated or evaluated at run time), its errors in the library's shape, then the step's rules (customValidate).
 * It does what @rjsf/validator-ajv8's precompiled validator did for our schemas, without its 1.6 KiB in the first
 * step's scripts; stepValidator.test.ts compares the two.
 */
import { createErrorHandler, getDefaultFormState, toErrorSchema, unwrapErrorHandler, validationDataMerge, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { answerTypeCheck, type AnswerSchema } from '../../engine/answerTypeCheck.ts';
import type { StepFormSchema } from '../../engine/stepForm.ts';

const cache = new Map<string, ValidatorType>();

/**
 * The answers as the step's rules see them (every field, answered or not), kept for the last answers object and schema
 * worked out. A change validates the answers it made; Next validates the same answers object again, and working out
 * every field of a one-page screener took 3.5 ms of the tap at 4x CPU (ws10's) before its save could leave.
 */
let last: { formData: unknown; schema: RJSFSchema; data: unknown } | null = null;

function formErrors(schema: AnswerSchema, formData: unknown): RJSFValidationError[] {
  const check = answerTypeCheck(schema);
  check(formData);
  return (check.errors ?? []).map((error) => {
    const property = error.instancePath.replace(/\//g, '.');
    return { name: error.keyword, property, message: error.message, params: error.params, stack: `${property} ${error.message}`.trim(), schemaPath: error.schemaPath, title: '' };
  });
}

export function stepValidator(schema: StepFormSchema): ValidatorType {
  let validator = cache.get(schema.$id);
  if (validator) return validator;
  const own: ValidatorType = {
    rawValidation: <Result>(formSchema: unknown, formData?: unknown) => {
      const check = answerTypeCheck(formSchema as AnswerSchema);
      return check(formData) ? {} : { errors: (check.errors ?? []) as Result[] };
    },
    isValid: (subSchema, formData) => answerTypeCheck(subSchema as AnswerSchema)(formData),
    validateFormData(formData, formSchema, customValidate, transformErrors, uiSchema) {
      let errors = formErrors(formSchema as AnswerSchema, formData);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const errorSchema = toErrorSchema(errors);
      if (!customValidate) return { errors, errorSchema };
      // The step's rules see every field, answered or not, as the form library gives them to a custom validator.
      if (!last || last.formData !== formData || last.schema !== formSchema) last = { formData, schema: formSchema, data: getDefaultFormState(own, formSchema, formData, formSchema, true) };
      const { data } = last;
      const handler = customValidate(data, createErrorHandler(data), uiSchema, errorSchema);
      return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
    },
  };
  validator = own;
  cache.set(schema.$id, validator);
  return validator;
}
