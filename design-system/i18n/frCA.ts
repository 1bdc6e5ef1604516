// The French (Canada) catalogue: every built-in text, complete (a missing or unknown key does not
// compile; frCA.test.ts checks the same at run time, and that each text is filled and translated).
// Pass it to a provider with the locale: <LocaleProvider locale="fr-CA" currency="CAD" messages={frCA}>.
import { defineMessages, type Messages } from './messages';

/** A no-break space: French puts one before ':' and between a number and its unit. */
const NBSP = '\u00a0';

// defineMessages checks each template's placeholders; the annotation below checks completeness.
const catalogue = defineMessages({
  'AmountChips.label': 'Montant',
  'AmountChips.customLabel': 'Autre montant',

  'BackInStockForm.label': 'Courriel',
  'BackInStockForm.invalidEmail': 'Entrez une adresse courriel valide.',
  'BackInStockForm.submit': 'Envoyer',
  'BackInStockForm.submitting': 'Envoi en cours',
  'BackInStockForm.successTitle': 'Merci',
  'BackInStockForm.successMessage': 'Nous vous aviserons.',
  'BackInStockForm.alreadyRegistered': 'Ce courriel est déjà inscrit.',

  'Breadcrumbs.label': 'Fil d’Ariane',

  'CustomAmountInput.label': 'Entrez le montant',
  'CustomAmountInput.required': 'Entrez un montant.',

  'EGiftForm.emailLabel': 'Courriel',
  'EGiftForm.firstNameLabel': 'Prénom',
  'EGiftForm.lastNameLabel': 'Nom',
  'EGiftForm.sameEmailLabel': 'Envoyer toutes les cartes à une seule adresse',
  'EGiftForm.senderLegend': 'Expéditeur',
  'EGiftForm.recipientLegend': 'Destinataire de la carte {n}',
  'EGiftForm.messageLabel': 'Mot personnel',
  'EGiftForm.designLegend': 'Motif de la carte',
  'EGiftForm.sendDateLabel': 'Date de livraison',
  'EGiftForm.sendDateChosen': 'Envoi prévu le {date}',
  'EGiftForm.recipientsAdded': ({ from, to, count }, { number }) =>
    count === 1
      ? `Destinataire ${number(from)} ajouté`
      : `Destinataires ${number(from)} à ${number(to)} ajoutés`,
  'EGiftForm.recipientsRemoved': ({ from, to, count }, { number }) =>
    count === 1
      ? `Destinataire ${number(from)} retiré`
      : `Destinataires ${number(from)} à ${number(to)} retirés`,
  'EGiftForm.required': 'Obligatoire',
  'EGiftForm.tooLong': ({ max }, { plural }) =>
    plural(max, { one: '# caractère au maximum', other: '# caractères au maximum' }),

  'ExpressCheckoutButtons.deviceWallet': 'Acheter avec',
  'ExpressCheckoutButtons.accountWallet': 'Payer avec',
  'ExpressCheckoutButtons.busy': 'Démarrage du paiement',
  'ExpressCheckoutButtons.group': 'Paiement express',

  'GiftCardPreview.caption': 'Aperçu',
  'GiftCardPreview.to': 'À',
  'GiftCardPreview.from': 'De',
  'GiftCardPreview.amountPlaceholder': 'Montant',
  'GiftCardPreview.recipientPlaceholder': 'Nom du destinataire',
  'GiftCardPreview.senderPlaceholder': 'Votre nom',
  'GiftCardPreview.messagePlaceholder': 'Votre mot',
  'GiftCardPreview.summary': ({ amount, recipientName, senderName }) => {
    const card = amount ? `carte de ${amount}` : 'carte';
    const to = recipientName ? ` pour ${recipientName}` : '';
    const from = senderName ? ` de la part de ${senderName}` : '';
    return `Aperçu mis à jour${NBSP}: ${card}${to}${from}.`;
  },

  'InlineAlert.error': 'Erreur',
  'InlineAlert.warning': 'Avertissement',
  'InlineAlert.info': 'Renseignement',
  'InlineAlert.success': 'Succès',

  'Link.external': '(s’ouvre dans un nouvel onglet)',

  'Modal.close': 'Fermer',
  'Modal.content': 'Contenu de la boîte de dialogue',

  'Price.now': 'Maintenant',
  'Price.was': 'Avant',
  'Price.rangeTo': 'à',

  'QuantityStepper.label': 'Quantité',
  'QuantityStepper.decrement': 'Diminuer la quantité',
  'QuantityStepper.increment': 'Augmenter la quantité',
  'QuantityStepper.announcement': '{label} {value}',

  'QuickView.link': 'Voir le produit',

  'RatingSummary.label': 'Note de {rating} sur {scale}. {count} avis.',
  'RatingSummary.action': 'Lire les avis',

  'TextField.required': '(obligatoire)',
  'TextField.optional': '(facultatif)',
  'TextField.counter': '{count}/{max}',
  'TextField.counterDescription': ({ count, max }, { number, plural }) =>
    plural(count, {
      one: `# caractère utilisé sur ${number(max)}`,
      other: `# caractères utilisés sur ${number(max)}`,
    }),
  'TextField.remaining': ({ remaining }, { plural }) =>
    plural(remaining, { one: '# caractère restant', other: '# caractères restants' }),
  'TextField.limitReached': 'Limite de caractères atteinte',
  'TextField.overLimit': ({ over }, { plural }) =>
    plural(over, { one: '# caractère de trop', other: '# caractères de trop' }),

  'Toast.dismiss': 'Fermer la notification',
  'Toast.region': 'Notifications ({hotkey})',
  'Toast.announcement': 'Notification',
});

export const frCA: Messages = catalogue;
