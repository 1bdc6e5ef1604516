// @ts-check
// How the language check (language.mjs) tells an English text from a French one without a list of
// the page's texts: by its common words. A text is English when it has English words, no French
// ones, and either two English words or at most three words in all ("Close", "Find stores"); and
// French the same way round. Only everyday words are listed (function words and the shop's
// verbs), none of them a word of the other language too ("on", "store", "total", "code",
// "message", "plus", "son" are left out, and the French that are also abbreviations in an address
// or a time: "il", "la", "de", "ne", "mon", "est"): a proper name ("Cairnfield Gift Card",
// "Cairnfield Denver Flagship", an address) has none of them, so it is never taken for either
// language (WCAG 3.1.2 exempts proper names).

/** Words that are English and not French. */
const ENGLISH = new Set(
  `the and your you to of with for from this that these those is are was were be been being at by
   or not more less near different find view close open opens until pick up add added adding item items
   cart pay buy order thank thanks shipping ship free sign how what when where which who will
   would can could please enter required choose chosen selected select new back stock out in
   it its we our my has have had each all any only just off other get see show hide details
   full image quick about into than then there their they he she his her yes subtotal checkout
   continue remove save done available notify someone else send sent recipient sender
   amount quantity increase decrease custom email address first last name zip stars star
   reviews review rating ratings skip main content demo shop fictional hi found no`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that are French and not English. */
const FRENCH = new Set(
  `le les des du un une votre vos notre nos et à au aux avec dans sur été sont pas ou où qui que
   quand elle ils nous vous ce cette ces mes ses leur leurs panier ajouter ajouté ajoutée magasin
   magasins fermer acheter payer commande merci livraison gratuite quantité montant carte cadeau
   courriel adresse disponible trouver voir choisir expéditeur destinataire prénom nom envoyer
   aviser avis étoiles aucun aucune trouvé trouvés près d l qu j n`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The text's words, lower case (letters only; "M’aviser" is "m", "aviser").
 * @param {string} text
 */
const wordsOf = (text) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * How many English and French words `text` has, of how many.
 * @param {string} text
 */
export function wordCounts(text) {
  const words = wordsOf(text);
  return {
    words: words.length,
    english: words.filter((w) => ENGLISH.has(w)).length,
    french: words.filter((w) => FRENCH.has(w)).length,
  };
}

/**
 * Whether `text` reads as English: English words, no French ones, and two English words or at
 * most three words in all.
 * @param {string} text
 */
export function readsEnglish(text) {
  const { words, english, french } = wordCounts(text);
  return english > 0 && french === 0 && (english >= 2 || words <= 3);
}

/**
 * Whether `text` reads as French: French words, no English ones, and two French words or at most
 * three words in all.
 * @param {string} text
 */
export function readsFrench(text) {
  const { words, english, french } = wordCounts(text);
  return french > 0 && english === 0 && (french >= 2 || words <= 3);
}
