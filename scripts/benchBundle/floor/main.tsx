/**
 * The stack's floor for `npm run bench:bundle`: React, the router, i18next and one @rjsf/core form, nothing of ours.
 * Built with the project's Vite config, its size is what any page on this stack downloads before its first question.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { ValidatorType } from '@rjsf/utils';

// Validation is not what the floor measures: a validator that accepts everything keeps ajv out, as precompiled validators do.
const validator = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  toErrorList: () => [],
  isValid: () => true,
  rawValidation: () => ({}),
} as unknown as ValidatorType;

function Question() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title')}</h1>
      <Form schema={{ type: 'object', properties: { gender: { type: 'string', enum: ['female', 'male'] } } }} validator={validator} />
    </main>
  );
}

await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { title: 'First question' } } } });
createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nextProvider i18n={i18next}>
    <BrowserRouter><Routes><Route path="*" element={<Question />} /></Routes></BrowserRouter>
  </I18nextProvider>,
);
