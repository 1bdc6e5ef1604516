/**
 * The page's texts in French (Canada), with the design system's French catalogue: a chunk loaded
 * only on a page configured PAGE_LOCALE=fr-CA (load.ts). `PageText` makes it complete: a missing
 * or unknown key does not compile; pageText.test.ts checks each template keeps the English one's
 * placeholders and that each text is translated.
 */
import { frCA } from '@cairnfield/design-system/i18n';
import type { PageCatalogue } from './load';
import { otherLanguageParts } from './otherLanguageParts';
import type { PageText } from './pageText';

/** A no-break space: French puts one before ':', '!', '?' and between an amount and '$'. */
const NBSP = '\u00a0';

export const frCAText: PageText = {
  amount: {
    chipsLabel: 'Montant de la carte-cadeau',
    customChip: 'Autre montant',
    customLabel: 'Autre montant',
    helper: `Entrez une valeur de carte-cadeau d’au plus {{max}}${NBSP}$. Le montant doit être en dollars entiers.`,
    range: `Le montant de la carte-cadeau doit être entre {{min}}${NBSP}$ et {{max}}${NBSP}$`,
  },
  quantity: {
    label: 'Quantité',
    dialogTitle: 'Erreur de quantité',
    bulkLink: 'Magasiner les cartes-cadeaux en gros',
  },
  eGift: {
    emailLabel: 'Adresse courriel',
    designLegend: 'Choisissez un motif',
    firstNameLabel: 'Prénom',
    lastNameLabel: 'Nom',
    senderLegend: 'Expéditeur',
    recipientLegend: 'Destinataire {{n}}',
    sameEmailLabel: 'Envoyer toutes les cartes au même courriel',
    messageLabel: 'Message (facultatif)',
    messagePlaceholder: 'Entrez votre message',
    messageCounterLabel: '{{maxChars}} caractères au maximum',
    required: 'Le champ {{field}} est obligatoire',
    emailInvalid: `Entrez l’adresse courriel dans un format valide (exemple${NBSP}: nom@exemple.com)`,
    senderFirstNameRequired: 'Entrez votre prénom.',
    senderLastNameRequired: 'Entrez votre nom.',
    recipientFirstNameRequired: 'Entrez le prénom du destinataire.',
    recipientLastNameRequired: 'Entrez le nom du destinataire.',
    firstNameLettersOnly: 'Le prénom ne peut contenir que des lettres.',
    lastNameLettersOnly: 'Le nom ne peut contenir que des lettres.',
    messageTooLong: 'Le message peut compter au plus {{max}} caractères.',
    emailTooLong: 'L’adresse courriel peut compter au plus {{max}} caractères.',
    firstNameTooLong: 'Le prénom peut compter au plus {{max}} caractères.',
    lastNameTooLong: 'Le nom peut compter au plus {{max}} caractères.',
  },
  sendDate: {
    label: 'Envoyer le (facultatif)',
    hint: 'Laissez vide pour l’envoyer maintenant. Vous pouvez choisir un jour jusqu’à un an d’avance, dans votre fuseau horaire.',
    hintNoZone:
      'Laissez vide pour l’envoyer maintenant. Vous pouvez choisir un jour jusqu’à un an d’avance (heure du Centre).',
    invalid: 'Entrez la date d’envoi sous forme de date, par exemple 2026-12-12.',
    past: 'La date d’envoi ne peut pas être passée. Choisissez aujourd’hui ou une date ultérieure.',
    tooFar: 'La date d’envoi peut être au plus dans un an, soit le {{max}} au plus tard.',
  },
  panel: {
    heading: 'Acheter la {{name}}',
    total: 'Total',
    addToCart: 'Ajouter au panier',
    adding: 'Ajout au panier en cours',
    eGiftDelivery: 'Livraison par courriel dans les 2 heures, de 8 h à 19 h (heure du Centre).',
    eGiftLoading: 'Chargement des détails de votre carte-cadeau électronique',
    eGiftNotFound: `Cette carte-cadeau électronique n’est plus dans votre panier${NBSP}: le formulaire part donc à vide.`,
    eGiftPrefillFailed:
      'Les détails enregistrés de votre carte-cadeau électronique n’ont pas pu être chargés.',
  },
  addReasons: {
    checking: 'Vérification de la disponibilité…',
    restricted: 'Cet article ne peut pas être expédié à votre adresse.',
    enterAmount: 'Entrez le montant de la carte-cadeau.',
    completeEgift: 'Remplissez les renseignements de l’expéditeur et du destinataire.',
  },
  added: {
    title: 'Ajouté au panier',
    description: `{{name}}${NBSP}: {{quantity}} × {{amount}} a été ajouté à votre panier.`,
    successTitle: `Succès${NBSP}!`,
    successDescription: '{{name}} a été ajouté à votre panier.',
    noScript: '{{name}} a été ajouté à votre panier.',
  },
  backInStock: {
    label: 'Votre courriel',
    invalidEmail: `Oups. Ce n’est pas une adresse courriel valide.`,
    invalidEmailAlternate: `Oups.Ce n’est pas une adresse courriel valide.`,
    submit: 'M’aviser',
    submitting: 'Envoi en cours',
    successTitle: 'Vous avez été ajouté à la liste',
    successMessage: 'Nous vous aviserons lorsque cet article sera de nouveau en stock.',
    alreadyRegistered: 'Ce courriel est déjà inscrit pour ce produit.',
    failure: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
    notice: 'Cette carte-cadeau est en rupture de stock. Nous pouvons vous écrire dès son retour.',
    open: 'M’aviser quand elle sera disponible',
    description: 'Nous vous écrirons quand la {{name}} sera de nouveau en stock.',
    mobileLabel: 'Numéro de cellulaire (facultatif)',
    mobileInvalid: `Entrez un numéro de cellulaire de 7 à 20 chiffres, p.${NBSP}ex. 303 555 0100.`,
  },
  cartDrawer: {
    title: 'Votre panier',
    close: 'Fermer',
    closeHidden: 'le panier',
    loading: 'Chargement de votre panier…',
    empty: 'Votre panier est vide.',
    lines: 'Articles de votre panier',
    subtotal: 'Sous-total',
    checkout: 'Passer à la caisse',
    viewCart: 'Voir le panier',
  },
  noJs: {
    quantityRange: 'Entrez une quantité de {{min}} à {{max}}.',
    summaryTitle: 'Il y a un problème',
    viewCart: 'Voir le panier',
  },
  reloadNeeded: `Une partie de cette page n’a pas fini de charger${NBSP}: rien n’a été ajouté à votre panier. Rechargez la page pour réessayer${NBSP}; ce que vous avez saisi est conservé.`,
};

export const frCACatalogue: PageCatalogue = {
  text: frCAText,
  messages: frCA,
  parts: otherLanguageParts('fr-CA', frCA),
};
