// EGiftForm in a shop's own language and rules: French (Canada) texts and announcements, fields
// that are not required, the counter as the shop words it, and the chosen send date in words.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { EGiftForm, EGiftFormFields } from './EGiftForm';
import { frCA } from '../../i18n/frCA';
import { axeViolations, renderWithTheme } from '../../test/render';
import { renderInLocale } from '../../test/locale';

const live = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]:not(span)')!;
const french = { locale: 'fr-CA', currency: 'CAD', messages: frCA };

describe('EGiftForm in another language', () => {
  it('should name every field and fieldset, and announce recipients, in French', async () => {
    const { container, rerender } = renderInLocale(
      <EGiftForm quantity={1} maxMessageLength={140} />,
      french,
    );
    const sender = screen.getByRole('group', { name: 'Expéditeur' });
    expect(within(sender).getByRole('textbox', { name: 'Courriel' })).toBeInTheDocument();
    expect(within(sender).getByRole('textbox', { name: 'Prénom' })).toBeInTheDocument();
    expect(within(sender).getByRole('textbox', { name: 'Nom' })).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Destinataire de la carte 1' });
    expect(
      within(first).getByRole('textbox', { name: 'Mot personnel' }),
    ).toHaveAccessibleDescription('0 caractère utilisé sur 140');
    expect(await axeViolations(container)).toEqual([]);

    rerender(<EGiftForm quantity={3} maxMessageLength={140} />);
    expect(live()).toHaveTextContent('Destinataires 2 à 3 ajoutés');
    expect(
      screen.getByRole('checkbox', { name: 'Envoyer toutes les cartes à une seule adresse' }),
    ).toBeInTheDocument();
    rerender(<EGiftForm quantity={2} maxMessageLength={140} />);
    expect(live()).toHaveTextContent('Destinataire 3 retiré');
  });

  it('should say the neutral rule’s errors in French', async () => {
    const { user } = renderInLocale(<EGiftForm maxFieldLength={5} />, french);
    const sender = screen.getByRole('group', { name: 'Expéditeur' });
    const email = within(sender).getByRole('textbox', { name: 'Courriel' });
    await user.click(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription('Obligatoire');
    await user.type(within(sender).getByRole('textbox', { name: 'Prénom' }), 'Maximilien');
    expect(within(sender).getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
      '5 caractères au maximum',
    );
  });

  it('should take a prop over the provider’s message (the page keeps its own copy)', () => {
    renderInLocale(<EGiftForm recipientLegend="Carte {{n}}" senderLegend="De" />, french);
    expect(screen.getByRole('group', { name: 'Carte 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'De' })).toBeInTheDocument();
  });
});

describe('EGiftForm required marks, optional fields and counter', () => {
  it('should not mark nor require the fields the shop makes optional', async () => {
    const { user, container } = renderWithTheme(
      <EGiftForm
        requiredFields={{
          sender: { lastName: false },
          recipient: { lastName: false, email: true },
        }}
      />,
    );
    const sender = screen.getByRole('group', { name: 'Sender' });
    const lastName = within(sender).getByRole('textbox', { name: 'Last name' });
    expect(lastName).not.toHaveAttribute('aria-required');
    expect(lastName.closest('div')!.querySelector('label')).toHaveTextContent(/^Last name$/);
    const firstName = within(sender).getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveAttribute('aria-required', 'true');
    expect(firstName.closest('div')!.querySelector('label')).toHaveTextContent(/^First name\*$/);
    await user.click(lastName);
    await user.tab();
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should say "(required)" and "(optional)" in words when asked', () => {
    renderWithTheme(
      <EGiftForm necessityIndicator="label" requiredFields={{ recipient: { lastName: false } }} />,
    );
    const recipient = screen.getByRole('group', { name: 'Recipient of card 1' });
    expect(
      within(recipient).getByRole('textbox', { name: 'Email (required)' }),
    ).toBeInTheDocument();
    expect(
      within(recipient).getByRole('textbox', { name: 'Last name (optional)' }),
    ).toBeInTheDocument();
    expect(
      within(recipient).getByRole('textbox', { name: 'Message (optional)' }),
    ).toBeInTheDocument();
  });

  it('should show the counter once, as the shop words it, or not at all', () => {
    const { rerender, container } = renderWithTheme(
      <EGiftForm maxMessageLength={140} messageCounterText="{count} of {max} characters" />,
    );
    expect(container).toHaveTextContent('0 of 140 characters');
    expect(container).not.toHaveTextContent('0/140');
    rerender(<EGiftForm maxMessageLength={140} showMessageCounter={false} />);
    expect(container).not.toHaveTextContent('140');
  });
});

describe('EGiftForm send date in words', () => {
  it('should say the chosen date in the provider’s language, not the browser’s', () => {
    renderInLocale(<EGiftForm showSendDate sendDateHint="Vide : envoi immédiat." />, french);
    const field = screen.getByLabelText('Date de livraison');
    fireEvent.change(field, { target: { value: '2026-12-12' } });
    expect(field).toHaveAccessibleDescription(
      'Vide : envoi immédiat. Envoi prévu le samedi 12 décembre 2026',
    );
  });

  it('should say it in English by default, and not when turned off', () => {
    const { rerender } = renderWithTheme(<EGiftForm showSendDate />);
    const field = screen.getByLabelText('Delivery date');
    fireEvent.change(field, { target: { value: '2026-12-12' } });
    expect(field).toHaveAccessibleDescription('To be sent on Saturday, December 12, 2026');
    rerender(<EGiftForm showSendDate showSendDateChosen={false} />);
    expect(screen.getByLabelText('Delivery date')).not.toHaveAccessibleDescription();
  });

  it('should say it with EGiftFormFields only in the words it is given', () => {
    const { rerender } = renderWithTheme(<EGiftFormFields showSendDate />);
    const field = screen.getByLabelText('Delivery date');
    fireEvent.change(field, { target: { value: '2026-12-12' } });
    expect(field).not.toHaveAccessibleDescription();
    rerender(<EGiftFormFields showSendDate sendDateInWords={(date) => `the day ${date}`} />);
    expect(screen.getByLabelText('Delivery date')).toHaveAccessibleDescription(
      'To be sent on the day 2026-12-12',
    );
  });
});
