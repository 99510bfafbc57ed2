/**
 * rjsf's default fields, as the page's build keeps them (scripts/vite/formRegistry.ts): those a step form reaches.
 * Its schemas are objects of strings, numbers, integers, booleans and lists of unique items
 * (formRegistry.test.ts keeps them so); a kind whose answer is an object is mounted as a field of its own (fieldUi.ts).
 * Left out: anyOf/oneOf, cyclic $ref, null, the layout grid and the fallback for unknown types (about 6 KiB gzip).
 */
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

export default function fields() {
  return { ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField };
}
