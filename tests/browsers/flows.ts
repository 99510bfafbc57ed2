/**
 * The five flows a visitor takes most, end to end, in words of either language, the same in every engine: what is
 * filled in comes from the Playwright specs (tests/e2e/s6-signup, signup-family, ws10, study-search and booking).
 * Each flow ends with the stored lead.
 */
import type { Query } from './inPage.ts';
import { named } from './driver.ts';
import type { Walk } from './walk.ts';
import { DATE_OF_BIRTH_EDITS, PHONE_EDITS } from './maskedEdits.ts';

export interface Flow {
  name: string;
  run(w: Walk): Promise<void>;
}

const group = (name: string | RegExp): Query => named('group', name);

async function next(w: Walk): Promise<void> {
  await w.click('button', w.say('Next', 'Siguiente'));
}

const s6: Flow = {
  name: 's6',
  async run(w) {
    await w.land('s6/home', w.say('See if you qualify for paid clinical trials near you', 'Vea si califica para ensayos clínicos remunerados cerca de usted'));
    await w.click('button', w.say('Female', 'Femenino'));
    await w.arrived(/\/s6\/postal$/, w.say('What is your postal code?', '¿Cuál es su código postal?'));
    await w.fill(w.say('Zip Code', 'Código postal'), '10001', 'postal');
    await next(w);
    await w.arrived(/\/s6\/dob$/, w.say('What is your date of birth?', '¿Cuál es su fecha de nacimiento?'));
    // Edited in the middle and pasted into first (maskedEdits.ts), then emptied and filled in.
    await w.editMasked(w.say('Date of birth', 'Fecha de nacimiento'), DATE_OF_BIRTH_EDITS);
    await w.fill(w.say('Date of birth', 'Fecha de nacimiento'), '04121980', 'dateOfBirth');
    await next(w);
    await w.arrived(/\/s6\/name$/, w.say('What is your full name?', '¿Cuál es su nombre completo?'));
    await w.fill(w.say('Full name', 'Nombre completo'), 'Maria Elena Lopez');
    await next(w);
    await w.arrived(/\/s6\/phone$/, w.say('What is the best phone number to reach you so you can pre-qualify?', '¿Cuál es el mejor número de teléfono para comunicarnos con usted y precalificarle?'));
    await w.editMasked(w.say('Phone number', 'Número de teléfono'), PHONE_EDITS);
    await w.fill(w.say('Phone number', 'Número de teléfono'), w.phone.typed, 'phone');
    await next(w);
    await w.arrived(/\/s6\/email$/, w.say('Would you like to be notified of new trials? Enter your email address.', '¿Desea recibir avisos de nuevos ensayos? Escriba su correo electrónico.'));
    await w.fill(w.say('Email address (optional)', 'Correo electrónico (opcional)'), `maria.${w.engine}@example.com`, 'email');
    await next(w);
    await w.arrived(/\/s6\/indications$/, w.say('Do you have any of these conditions?', '¿Tiene alguna de estas afecciones?'));
    await w.tick(w.say('Asthma', 'Asma'));
    await w.click('button', w.say('View trials', 'Ver ensayos'));
    await w.arrived(/\/s6\/thankyou$/, w.say('Maria Elena, thank you for your interest', 'Maria Elena, gracias por su interés'));
    const lead = await w.expectLead({
      firstName: 'Maria Elena', lastName: 'Lopez', postalCode: '10001', country: 'US', gender: 'female', dateOfBirth: '1980-04-12',
      email: `maria.${w.engine}@example.com`, preferredLanguage: w.locale,
    });
    if (lead.indications.length !== 1) w.fail(`indications ${JSON.stringify(lead.indications)}, expected the one condition chosen`);
    if (lead.sourceInfo.campaign !== 's6') w.fail(`sourceInfo.campaign ${JSON.stringify(lead.sourceInfo.campaign)}, expected "s6"`);
  },
};

const s15: Flow = {
  name: 's15',
  async run(w) {
    await w.land('s15/home', w.say('Where do you live?', '¿Dónde vive?'));
    // The advisors are online (server.ts): the chat button shows, and the walk's clicks find nothing lying over them.
    await w.shows('button', w.say('Talk to a study advisor', 'Hable con un asesor de estudios'));
    await w.select(w.say('Country', 'País'), w.say('United States', 'Estados Unidos'));
    await w.fill(w.say('Zip Code', 'Código postal'), '77030', 'postal');
    await next(w);
    await w.arrived(/\/s15\/age$/, w.say('Please tell us a little about yourself', 'Cuéntenos un poco sobre usted'));
    await w.select(w.say('Age', 'Edad'), '52');
    await w.select(w.say('Gender', 'Género'), w.say('Female', 'Femenino'));
    await next(w);
    await w.arrived(/\/s15\/name$/, w.say('What is your full name?', '¿Cuál es su nombre completo?'));
    await w.fill(w.say('Full name', 'Nombre completo'), 'Kay Board');
    await next(w);
    await w.arrived(/\/s15\/phone$/, w.say('What is the best phone number to reach you so you can pre-qualify?', '¿Cuál es el mejor número de teléfono para comunicarnos con usted y precalificarle?'));
    await w.fill(w.say('Phone number', 'Número de teléfono'), w.phone.typed, 'phone');
    await next(w);
    await w.arrived(/\/s15\/email$/, w.say('Would you like to be notified of new trials? Enter your email address.', '¿Desea recibir avisos de nuevos ensayos? Escriba su correo electrónico.'));
    await w.fill(w.say('Email address (optional)', 'Correo electrónico (opcional)'), `kay.${w.engine}@example.com`, 'email');
    await next(w);
    await w.arrived(/\/s15\/indications$/, w.say('Do you have any of these conditions?', '¿Tiene alguna de estas afecciones?'));
    await w.tick(w.say('Type 2 diabetes', 'Diabetes tipo 2'));
    await w.click('button', w.say('View trials', 'Ver ensayos'));
    await w.arrived(/\/s15\/thankyou$/, w.say('Kay, thank you for your interest', 'Kay, gracias por su interés'));
    const lead = await w.expectLead({ firstName: 'Kay', lastName: 'Board', age: 52, gender: 'female', postalCode: '77030', country: 'US', indications: [101], preferredLanguage: w.locale });
    if (lead.sourceInfo.campaign !== 's15') w.fail(`sourceInfo.campaign ${JSON.stringify(lead.sourceInfo.campaign)}, expected "s15"`);
  },
};

/** Study 1001's one-page screener (type 2 diabetes), qualifying, as a woman of 55 with a BMI of 29.3. */
async function screener(w: Walk, name: string): Promise<void> {
  await w.click('radio', w.say('Myself', 'Yo'));
  await w.fill(w.say('Full name', 'Nombre completo'), name);
  await w.fill(w.say('Zip Code', 'Código postal'), '77030', 'postal');
  await w.fill(w.say('Phone number', 'Número de teléfono'), w.phone.typed, 'phone');
  await w.fill(w.say('Email address', 'Correo electrónico'), `${name.split(' ')[0]?.toLowerCase()}.${w.engine}@example.com`, 'email');
  await w.fill(w.say('Date of birth', 'Fecha de nacimiento'), '05051970', 'dateOfBirth');
  await w.click('radio', w.say('Female', 'Femenino'));
  await w.click('button', w.say('Yes', 'Sí'), group(/^1\. /));
  await w.click('radio', w.say('Metformin only', 'Solo con metformina'));
  await w.click('radio', w.say('Between 7% and 10.5%', 'Entre 7 % y 10,5 %'));
  // The pregnancy question shows once the gender is Female.
  await w.click('button', 'No', group(/^4\. /));
  await w.tick(w.say('White', 'Blanco'));
  await w.fill(w.say('Feet', 'Pies'), '5');
  await w.fill(w.say('Inches', 'Pulgadas'), '5');
  await w.fill(w.say('Pounds', 'Libras'), '176');
  await w.click('button', w.say('Finish', 'Finalizar'));
}

const SCREENER_HEADING = { en: 'See if you pre-qualify for this study', es: 'Vea si precalifica para este estudio' };
const QUALIFIED = { en: 'Congratulations, you pre-qualified for this study!', es: '¡Felicidades, precalificó para este estudio!' };
/** What study 1001's screener stores: 5 ft 5 in, 176 lb, White. */
const SCREENED = { heightCm: 65 * 2.54, weightKg: 176 / 2.20462, ethnicities: [1], gender: 'female', dateOfBirth: '1970-05-05', postalCode: '77030' };

const ws10: Flow = {
  name: 'ws10',
  async run(w) {
    await w.land('ws10/home?studyId=1001', SCREENER_HEADING[w.locale]);
    await screener(w, 'Wendy Qualified');
    await w.arrived(/\/ws10\/indications\?studyId=1001$/, QUALIFIED[w.locale]);
    await next(w);
    await w.arrived(/\/ws10\/thanks\?studyId=1001$/, w.say('Thank you, Wendy!', '¡Gracias, Wendy!'));
    await w.expectLead({ firstName: 'Wendy', lastName: 'Qualified', email: `wendy.${w.engine}@example.com`, ...SCREENED, preferredLanguage: w.locale });
  },
};

const ws18: Flow = {
  name: 'ws18',
  async run(w) {
    await w.land('ws18/home?studyId=1001', SCREENER_HEADING[w.locale]);
    await screener(w, 'Bea Booker');
    await w.arrived(/\/ws18\/calendar-booking\?studyId=1001$/, w.say('Book a call with a study coordinator', 'Reserve una llamada con un coordinador del estudio'));
    // Walks side by side book on one calendar: each takes a time of its own (18 a day, three days on the first page).
    await w.click('button', /./, named('list', w.say('Days', 'Días')), Math.floor(w.number / 18) % 3);
    await w.click('button', /\d:\d\d/, named('group', w.say('Available times', 'Horarios disponibles')), w.number % 18);
    await w.click('button', w.say('Book Appointment', 'Reservar cita'));
    // On a phone the time is confirmed in a dialog first.
    if (w.onPhone) await w.click('button', w.say('Book Appointment', 'Reservar cita'), named('dialog', /./));
    await w.arrived(/\/ws18\/calendar-booking-thank-you/, w.say('Thank you, Bea!', '¡Gracias, Bea!'));
    const lead = await w.expectLead({ firstName: 'Bea', lastName: 'Booker', ...SCREENED, preferredLanguage: w.locale });
    const { rows } = await w.bookings(lead.id);
    if (rows.length !== 1 || rows[0]?.study_id !== 1001) w.failures.push(`stored booking: ${JSON.stringify(rows)}, expected one for study 1001`);
  },
};

const ss6: Flow = {
  name: 'ss6',
  async run(w) {
    await w.land('ss6/home?utm_source=news', w.say('Find clinical trials near you', 'Encuentre ensayos clínicos cerca de usted'));
    await w.fill(w.say('Zip Code', 'Código postal'), '77030', 'postal');
    await w.fill(w.say('Search conditions', 'Buscar afecciones'), w.say('type 2', 'tipo 2'), undefined, 'searchbox');
    await w.tick(w.say('Type 2 diabetes', 'Diabetes tipo 2'));
    await w.click('button', w.say('Search', 'Buscar'));
    // Each card's link is named for its study: the nearest card's, study 1001's, comes first.
    const card = new RegExp(`^${w.say('See if you qualify', 'Vea si califica')} – `);
    await w.shows('link', card);
    // The card's link loads the screener as a new page.
    await w.click('link', card);
    await w.opened(/\/ws10\/home\?utm_source=news&indicationIds%5B%5D=101&studyId=1001&psr=1$/, SCREENER_HEADING[w.locale]);
    await screener(w, 'Sam Searcher');
    await w.arrived(/\/ws10\/indications\?/, QUALIFIED[w.locale]);
    const lead = await w.expectLead({ firstName: 'Sam', lastName: 'Searcher', ...SCREENED, preferredLanguage: w.locale });
    if (lead.sourceInfo.campaign !== 'ws10' || lead.sourceInfo.studyId !== 1001) w.fail(`sourceInfo ${JSON.stringify(lead.sourceInfo)}, expected the screener ws10 of study 1001 the card led to`);
    if (JSON.stringify(lead.sourceStudyIds) !== '[1001]') w.fail(`sourceStudyIds ${JSON.stringify(lead.sourceStudyIds)}, expected [1001]`);
  },
};

export const FLOWS: readonly Flow[] = [s6, s15, ws10, ss6, ws18];
