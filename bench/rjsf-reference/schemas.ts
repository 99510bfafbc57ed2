/** The reference forms of bench:steps: s6's one-field steps and the one-page screener's text fields, as plain JSON Schema. */
const text = (title: string, pattern?: string) => ({ type: 'string', title, minLength: 1, default: '', ...(pattern ? { pattern } : {}) });

export const STEPS = [
  { id: 'postal', heading: 'What is your postal code?', key: 'postalCode', field: text('Zip Code', '^\\d{5}(-\\d{4})?$') },
  { id: 'dob', heading: 'What is your date of birth?', key: 'birthDate', field: text('Date of birth') },
  { id: 'name', heading: 'What is your name?', key: 'fullName', field: text('Full name') },
  { id: 'phone', heading: 'What is your phone number?', key: 'phone', field: text('Phone number') },
  { id: 'email', heading: 'What is your email?', key: 'email', field: text('Email address (optional)') },
  { id: 'done', heading: 'Thank you', key: 'none', field: text('None') },
] as const;

export const SCREENER_ID = 'screener';

/** Every form's schema by $id, which the precompiled validators are keyed by. */
export function referenceSchemas(): Array<{ $id: string; type: 'object'; properties: Record<string, unknown> }> {
  const steps = STEPS.map((s) => ({ $id: s.id, type: 'object' as const, properties: { [s.key]: s.field } }));
  const screener = {
    $id: SCREENER_ID, type: 'object' as const,
    properties: {
      participant: { type: 'string', title: 'Who is this for?', enum: ['myself', 'someone_else'] },
      fullName: text('Full name'), postalCode: text('Zip Code', '^\\d{5}(-\\d{4})?$'), phone: text('Phone number'),
      email: text('Email address'), birthDate: text('Date of birth'),
      gender: { type: 'string', title: 'Gender', enum: ['female', 'male', 'other'] },
      q1: { type: 'string', title: 'Question 1', enum: ['yes', 'no'] }, q2: { type: 'string', title: 'Question 2', enum: ['a', 'b', 'c'] },
      q3: { type: 'string', title: 'Question 3', enum: ['a', 'b', 'c'] }, q4: { type: 'string', title: 'Question 4', enum: ['yes', 'no'] },
      ethnicities: { type: 'array', title: 'Ethnicity', uniqueItems: true, items: { type: 'string', enum: ['white', 'black', 'asian', 'hispanic'] } },
      feet: text('Feet'), inches: text('Inches'), pounds: text('Pounds'),
    },
  };
  return [...steps, screener];
}
