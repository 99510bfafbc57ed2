/** A plain @rjsf/core page: s6's steps one form each (?page=steps) or the screener's fields on one page (?page=screener). */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validators from 'virtual:reference-validators';
import { referenceSchemas, SCREENER_ID, STEPS } from './schemas.ts';

const schemas = new Map(referenceSchemas().map((s) => [s.$id, s as RJSFSchema]));
const validatorOf = (id: string) => createPrecompiledValidator(validators, schemas.get(id) as RJSFSchema);
const radios: UiSchema = Object.fromEntries(['participant', 'gender', 'q1', 'q2', 'q3', 'q4'].map((k) => [k, { 'ui:widget': 'radio' }]));

function Steps() {
  const [index, setIndex] = useState(0);
  const step = STEPS[index] ?? STEPS[0];
  useEffect(() => document.getElementById('step-title')?.focus(), [index]);
  return (
    <main>
      <h1 id="step-title" tabIndex={-1}>{step.heading}</h1>
      <Form key={step.id} schema={schemas.get(step.id) as RJSFSchema} validator={validatorOf(step.id)}
        uiSchema={{ 'ui:submitButtonOptions': { submitText: 'Next' } }} showErrorList={false} noHtml5Validate
        onSubmit={() => setIndex(index + 1)} />
    </main>
  );
}

function Screener() {
  return (
    <main>
      <h1 id="step-title" tabIndex={-1}>See if you pre-qualify</h1>
      <Form schema={schemas.get(SCREENER_ID) as RJSFSchema} validator={validatorOf(SCREENER_ID)} liveValidate="onChange"
        uiSchema={{ ...radios, ethnicities: { 'ui:widget': 'checkboxes' }, 'ui:submitButtonOptions': { submitText: 'Finish' } }}
        showErrorList={false} noHtml5Validate />
    </main>
  );
}

const page = new URLSearchParams(window.location.search).get('page');
createRoot(document.getElementById('root') as HTMLElement).render(page === 'screener' ? <Screener /> : <Steps />);
