/**
 * The details area (spec 2): three independent collapsible sections with the spec's ids —
 * details-tab, reviews-tab and quesitons-tab (spelled so). Which are open comes from the page
 * (configuration flags, and ?location=rating for the reviews).
 */
import { Accordion, type AccordionSection } from '../../design-system';
import type { Product } from '../domain';
import { LazyReviewsPanel } from '../reviews/LazyReviewsPanel';
import { ProductDetails } from './ProductDetails';

export const SECTION_IDS = {
  details: 'details-tab',
  reviews: 'reviews-tab',
  questions: 'quesitons-tab',
} as const;
export type SectionKey = keyof typeof SECTION_IDS;

export function initialOpenSections(
  expand: { details: boolean; reviews: boolean; questions: boolean },
  locationRating: boolean,
): string[] {
  return (Object.keys(SECTION_IDS) as SectionKey[])
    .filter((key) => expand[key] || (key === 'reviews' && locationRating))
    .map((key) => SECTION_IDS[key]);
}

export interface DetailsAreaProps {
  product: Product;
  reviewCount: number;
  open: string[];
  onOpenChange: (open: string[]) => void;
}

export function DetailsArea({ product, reviewCount, open, onOpenChange }: DetailsAreaProps) {
  const items: AccordionSection[] = [
    {
      id: SECTION_IDS.details,
      title: 'Details',
      // Server-rendered even while closed, so the description is in the page for everyone.
      keepMounted: true,
      content: <ProductDetails details={product.details} />,
    },
    {
      id: SECTION_IDS.reviews,
      title: `Reviews (${reviewCount})`,
      content: (
        <LazyReviewsPanel kind="reviews" productId={product.productId} productName={product.name} />
      ),
    },
    {
      id: SECTION_IDS.questions,
      title: 'Questions',
      content: (
        <LazyReviewsPanel
          kind="questions"
          productId={product.productId}
          productName={product.name}
        />
      ),
    },
  ];
  return <Accordion items={items} headingLevel={2} value={open} onValueChange={onOpenChange} />;
}
