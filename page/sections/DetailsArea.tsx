/**
 * The details area (spec 2): three independent collapsible sections with the spec's ids —
 * details-tab, reviews-tab and quesitons-tab (spelled so). Which are open comes from the page
 * (configuration flags, and ?location=rating for the reviews).
 *
 * The page loads this section (and the Radix accordion it is built on) as its own chunk: it is
 * below the purchase panel, so the first paint and first interaction do not wait for it. React
 * keeps the server's HTML until the chunk arrives, then hydrates it (clicks meanwhile are replayed).
 */
import { Accordion, type AccordionSection } from '@cairnfield/design-system';
import type { Product } from '../domain';
import { LazyReviewsPanel } from '../reviews/LazyReviewsPanel';
import { SECTION_IDS } from './detailsSections';
import { ProductDetails } from './ProductDetails';

export { initialOpenSections } from './detailsSections';

export interface DetailsAreaProps {
  product: Product;
  reviewCount: number;
  open: string[];
  onOpenChange: (open: string[]) => void;
  /** Reviews and Questions start loading this far below the viewport (px). */
  lazyLoadMarginPx: number;
}

function DetailsArea({
  product,
  reviewCount,
  open,
  onOpenChange,
  lazyLoadMarginPx,
}: DetailsAreaProps) {
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
        <LazyReviewsPanel
          kind="reviews"
          productId={product.productId}
          productName={product.name}
          marginPx={lazyLoadMarginPx}
        />
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
          marginPx={lazyLoadMarginPx}
        />
      ),
    },
  ];
  return <Accordion items={items} headingLevel={2} value={open} onValueChange={onOpenChange} />;
}

export default DetailsArea;
