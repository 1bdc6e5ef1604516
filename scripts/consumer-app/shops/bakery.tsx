// Oven & Ash (fictional): a bakery in England selling vouchers in pounds, in its own brand made
// with createTheme. Its own header sits outside the provider, in the page's own type, to show the
// provider restyles nothing around it.
import { useEffect, useState } from 'react';
import {
  AmountChips,
  Button,
  DesignSystemProvider,
  EGiftForm,
  Modal,
  Price,
  QuantityStepper,
  createTheme,
  type EGiftFormValidators,
} from '@cairnfield/design-system';

/** The bakery's brand: burnt orange instead of forest green (createTheme checks its contrast). */
export const ovenAndAsh = createTheme(
  {
    color: {
      accent: '#8a3b12',
      accentHover: '#6b2d0d',
      focus: '#8a3b12',
      link: '#7a3410',
      linkHover: '#5c270c',
      surfaceSelected: '#fbeee6',
    },
    radius: { small: '2px', standard: '4px' },
  },
  { name: 'Oven & Ash' },
);

const person = (value: string, _party: unknown, maxLength: number) =>
  value.trim() === '' ? 'Please fill this in' : value.length > maxLength ? 'Too long' : null;
const validators: EGiftFormValidators = {
  email: (value) =>
    /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value) ? null : 'Use an address like name@example.co.uk',
  firstName: person,
  lastName: person,
  message: (value, maxLength) => (value.length > maxLength ? 'Keep it shorter' : null),
};

export function App() {
  const [amount, setAmount] = useState('20');
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <header className="site-header">
        <p>Oven &amp; Ash Bakery</p>
      </header>
      <DesignSystemProvider theme={ovenAndAsh} locale="en-GB" currency="GBP">
        <main className="shop">
          <h1>Bakery voucher</h1>
          <Price amount={25} />
          <AmountChips
            amounts={[20, 40, 80]}
            label="Choose a voucher value"
            customLabel="Another value"
            value={amount}
            onValueChange={setAmount}
          />
          <QuantityStepper
            label="How many vouchers"
            min={1}
            max={4}
            value={quantity}
            onValueChange={setQuantity}
          />
          <EGiftForm
            quantity={quantity}
            maxRecipients={4}
            validators={validators}
            emailLabel="E-mail"
            firstNameLabel="Given name"
            lastNameLabel="Family name"
            senderLegend="From"
          />
          <div className="actions">
            <Button>Add to basket</Button>
            <Modal
              title="Voucher terms"
              description="Vouchers never expire."
              trigger={<Button variant="secondary">Open the voucher terms</Button>}
            >
              <p>Use a voucher in any of our bakeries.</p>
            </Modal>
          </div>
        </main>
      </DesignSystemProvider>
    </>
  );
}
