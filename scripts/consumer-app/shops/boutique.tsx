// Érable & Cie (fictional): a shop in Quebec selling gift cards in Canadian dollars, in French,
// in the dark theme. Its own copy is French; every built-in text comes from the French (Canada)
// catalogue the package ships.
import { useEffect, useState } from 'react';
import {
  AmountChips,
  Button,
  DesignSystemProvider,
  EGiftForm,
  Modal,
  Price,
  QuantityStepper,
} from '@cairnfield/design-system';
import { frCA } from '@cairnfield/design-system/i18n';

export function App() {
  const [amount, setAmount] = useState('25');
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <DesignSystemProvider
      theme="dark"
      locale="fr-CA"
      currency="CAD"
      messages={frCA}
      className="boutique"
    >
      <main className="shop">
        <h1>Carte-cadeau Érable &amp; Cie</h1>
        <Price amount={25} />
        <AmountChips
          amounts={[25, 50, 100]}
          label="Choisissez un montant"
          customLabel="Autre montant"
          value={amount}
          onValueChange={setAmount}
        />
        <QuantityStepper
          label="Nombre de cartes"
          min={1}
          max={4}
          value={quantity}
          onValueChange={setQuantity}
        />
        <EGiftForm quantity={quantity} maxRecipients={4} />
        <div className="actions">
          <Button>Ajouter au panier</Button>
          <Modal
            title="Conditions"
            description="Les cartes-cadeaux n’expirent jamais."
            trigger={<Button variant="secondary">Lire les conditions</Button>}
          >
            <p>Valable dans toutes nos boutiques.</p>
          </Modal>
        </div>
      </main>
    </DesignSystemProvider>
  );
}
