/**
 * The reviews-provider interface: Reviews and Questions are rendered by whichever provider is
 * configured. The default renders the reference API's reviews; `thirdPartyReviewsProvider`
 * injects a vendor's script into the containers it expects. Providers are loaded lazily.
 */
import type { ComponentType } from 'react';

export interface ReviewsPanelProps {
  productId: string;
  productName: string;
}

export interface ReviewsProvider {
  id: string;
  Reviews: ComponentType<ReviewsPanelProps>;
  Questions: ComponentType<ReviewsPanelProps>;
}
