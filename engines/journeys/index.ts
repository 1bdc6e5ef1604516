/** Every journey, in the order each engine runs them. */
import type { Journey } from '../journey';
import { backInStock } from './backInStock';
import { amountChipsAndStepper, quantityLimitDialog } from './keyboard';
import { bulkCard, egiftCard, standardCard } from './purchase';
import { chunkFailsThenRecovers, recentlyViewedAfterShortVisit } from './storefront';

export const JOURNEYS: readonly Journey[] = [
  standardCard,
  bulkCard,
  egiftCard,
  quantityLimitDialog,
  amountChipsAndStepper,
  backInStock,
  chunkFailsThenRecovers,
  recentlyViewedAfterShortVisit,
];
