/**
 * A step form's validator for the form library: the answers' type check (src/engine/answerTypeCheck.ts, no code
 * generated or evaluated at run time), its errors in the library's shape, then the step's rules (customValidate).
 * It does what @rjsf/validator-ajv8's precompiled validator did for our schemas, without its 1.6 KiB in the first
 * step's scripts; stepValidator.test.ts compares the two.
 */
import { createErrorHandler, getDefaultFormState, toErrorSchema, unwrapErrorHandler, validationDataMerge, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { answerTypeCheck, type AnswerSchema } from '../../engine/answerTypeCheck.ts';
import type { StepFormSchema } from '../../engine/stepForm.ts';
import { isHiddenField } from './fieldUi.ts';

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

/** The step field an error is of: the first name in its property ('.height.feet' is the height's). */
function fieldOfError(error: RJSFValidationError): string {
  return (error.property ?? '').split('.')[1] ?? '';
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
      // A field the step hides keeps what was typed in it, should it show again, but is neither sent nor checked: 'abc'
      // left in a box its question then hid had held Next back with nothing on screen to say why.
      let errors = formErrors(formSchema as AnswerSchema, formData).filter((error) => !isHiddenField(uiSchema, fieldOfError(error)));
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      if (!customValidate) return { errors, errorSchema: toErrorSchema(errors) };
      // The step's rules see every field, answered or not, as the form library gives them to a custom validator.
      if (!last || last.formData !== formData || last.schema !== formSchema) last = { formData, schema: formSchema, data: getDefaultFormState(own, formSchema, formData, formSchema, true) };
      const { data } = last;
      const handler = customValidate(data, createErrorHandler(data), uiSchema, toErrorSchema(errors));
      const ruled = unwrapErrorHandler(handler) as Record<string, { __errors?: string[] } | undefined>;
      // A field whose rule says what is wrong with it says that alone ('Please enter a number' for 'abc', not also the
      // type check's 'This field is required').
      const unruled = errors.filter((error) => !ruled[fieldOfError(error)]?.__errors?.length);
      return validationDataMerge({ errors: unruled, errorSchema: toErrorSchema(unruled) }, ruled as never);
    },
  };
  validator = own;
  cache.set(schema.$id, validator);
  return validator;
}
