// A second shop's page (Trailhead Gifts, fictional) built from the installed package: its own
// copy, limits and validators, no JSX (Node renders this file as it is).
import { createElement as h, useEffect, useState } from 'react';
import {
  AmountChips,
  Button,
  EGiftForm,
  Modal,
  QuantityStepper,
  DesignSystemProvider,
} from '@cairnfield/design-system';

const person = (value, maxLength) =>
  value.trim() === '' ? 'Please fill this in' : value.length > maxLength ? 'Too long' : null;
const validators = {
  email: (value) =>
    /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value) ? null : 'Use an address like name@example.com',
  firstName: (value, _party, maxLength) => person(value, maxLength),
  lastName: (value, _party, maxLength) => person(value, maxLength),
  message: (value, maxLength) => (value.length > maxLength ? 'Keep it under 200 characters' : null),
};

export function App() {
  const [amount, setAmount] = useState('20');
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return h(
    DesignSystemProvider,
    null,
    h(
      'main',
      null,
      h('h1', null, 'Trailhead Gifts voucher'),
      h(AmountChips, {
        amounts: [20, 40, 80],
        label: 'Choose a voucher value',
        customLabel: 'Another value',
        value: amount,
        onValueChange: setAmount,
      }),
      h(QuantityStepper, {
        label: 'How many vouchers',
        min: 1,
        max: 4,
        value: quantity,
        onValueChange: setQuantity,
      }),
      h(EGiftForm, {
        quantity: 1,
        maxRecipients: 4,
        maxFieldLength: 40,
        maxEmailLength: 80,
        maxMessageLength: 200,
        validators,
        emailLabel: 'E-mail',
        firstNameLabel: 'Given name',
        lastNameLabel: 'Family name',
        senderLegend: 'From',
        recipientLegend: 'To (voucher {{n}})',
        messageLabel: 'A note',
        messagePlaceholder: 'Happy trails!',
        messageCounterLabel: 'Up to {{max}} characters',
      }),
      h(
        Modal,
        {
          title: 'Voucher terms',
          description: 'Vouchers never expire.',
          closeLabel: 'Close the terms',
          trigger: h(Button, { variant: 'secondary' }, 'Open the voucher terms'),
        },
        h('p', null, 'Use a voucher in any Trailhead Gifts shop.'),
      ),
    ),
  );
}
