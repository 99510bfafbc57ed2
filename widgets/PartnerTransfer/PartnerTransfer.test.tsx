// @vitest-environment happy-dom
/** The agent's warm-transfer script: the brand's transfer line to dial, and what to say when a warm transfer fails. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';
import { followedLinks } from '../../tests/support/widgets/followedLinks.ts';

afterEach(cleanup);

const patient = { firstName: 'Ana', country: 'US' } as FlowFormContext['candidate'];

describe('PartnerTransfer', () => {
  it("gives the warm-transfer script with the brand's transfer line, then the script for a cold transfer", async () => {
    await renderKind('PartnerTransfer', { context: { candidate: patient } });
    expect(screen.getByRole('heading', { level: 1, name: 'Warm transfer' })).toBeTruthy();
    expect(screen.getByText("Tell the patient: “I'm going to connect you now with a study coordinator who can answer your questions and schedule your visit.” Stay on the line until the coordinator answers.")).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-877-555-0194' }).getAttribute('href')).toBe('tel:18775550194');
    expect(screen.getByRole('link', { name: '1-877-555-0194' }).parentElement?.textContent).toBe('Dial: 1-877-555-0194');
    expect(screen.getByRole('heading', { level: 2, name: 'If the patient cannot be warm transferred' })).toBeTruthy();
    expect(screen.getByText("Tell the patient: “I've forwarded your information to the study team. A coordinator will call you back within one business day.”")).toBeTruthy();
  });

  it('says only to thank and close the call for a patient who declined: no transfer to dial, nothing forwarded to promise', async () => {
    await renderKind('PartnerTransfer', { context: { candidate: { ...patient, leadSpecialStatus: 'Partner Screener Opt-out' } } });
    // Its heading tells the agent to close the call, not to transfer it.
    expect(screen.getByRole('heading', { level: 1, name: 'Close the call' })).toBeTruthy();
    expect(screen.getByTestId('partner-opted-out').textContent).toBe('Thank the patient for their time and close the call.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/forwarded your information/)).toBeNull();
    expect(screen.queryByText(/connect you now/)).toBeNull();
    cleanup();
    await renderKind('PartnerTransfer', { locale: 'es', context: { candidate: { ...patient, leadSpecialStatus: 'Partner Screener Opt-out' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Termine la llamada' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('partner-opted-out').textContent).not.toBe('');
  });

  it("dials the patient's country's call centre for a patient abroad", async () => {
    await renderKind('PartnerTransfer', { context: { candidate: { ...patient, country: 'GB' } } });
    expect(screen.getByRole('link', { name: '0800-555-0190' }).getAttribute('href')).toBe('tel:08005550190');
  });

  it('is in Spanish on a Spanish page', async () => {
    await renderKind('PartnerTransfer', { locale: 'es', context: { candidate: patient } });
    expect(screen.getByRole('heading', { level: 1, name: 'Transferencia directa' })).toBeTruthy();
    expect(screen.getByText('Diga al paciente: “Ahora le comunico con un coordinador del estudio que puede responder sus preguntas y programar su visita.” Permanezca en la línea hasta que el coordinador conteste.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-877-555-0194' }).parentElement?.textContent).toBe('Marque: 1-877-555-0194');
    expect(screen.getByRole('heading', { level: 2, name: 'Si no es posible transferir al paciente' })).toBeTruthy();
    expect(screen.getByText('Diga al paciente: “Envié su información al equipo del estudio. Un coordinador le devolverá la llamada en un día hábil.”')).toBeTruthy();
  });

  it('is dialled with the keyboard alone', async () => {
    const followed = followedLinks();
    const { user } = await renderKind('PartnerTransfer', { context: { candidate: patient } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '1-877-555-0194' }));
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['tel:18775550194']);
  });
});
