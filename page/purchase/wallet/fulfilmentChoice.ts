/**
 * The wallets' fulfilment choice the purchase panel shows (spec 9 "Fulfilment options"): its
 * labels and the rule for when it is offered. The payload side is ./fulfilment.ts.
 *
 * Gift cards are never picked up the same day: the page offers shipping to the shopper or to the
 * shopper's selected store for pickup later (ship to store), and only when a store is selected.
 */
export const FULFILMENT_CHOICES = ['shipToMe', 'pickUpLater'] as const;
export type FulfilmentChoice = (typeof FULFILMENT_CHOICES)[number];

/** Spec 9 labels. */
export const FULFILMENT_LABELS: Readonly<Record<FulfilmentChoice, string>> = {
  shipToMe: 'Ship to Me for Free',
  pickUpLater: 'Pick Up at a Later Date',
};

export const DEFAULT_FULFILMENT: FulfilmentChoice = 'shipToMe';

/** The choices offered: none for eGift cards (e-mailed) or without a selected store. */
export function fulfilmentChoices(input: {
  isEgift: boolean;
  storeId: string | null;
}): readonly FulfilmentChoice[] {
  return input.isEgift || !input.storeId ? [] : FULFILMENT_CHOICES;
}
