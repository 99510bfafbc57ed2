/**
 * The field kinds that are one module each (kindModule.ts), one line per kind. `npm run kind:new -- NAME` adds the
 * line; the kinds built into the product are in ../fieldKinds.ts.
 */
export { HowHeard } from './HowHeard.ts';
