/**
 * Adapter for a third-party reviews vendor: the panels render the containers the vendor's script
 * looks for (`data-bv-show`, `data-bv-product-id`), and the vendor's script is injected once, with
 * the response's CSP nonce (under 'strict-dynamic' a script added by our nonced code would run
 * anyway, but the nonce keeps it working under a policy without 'strict-dynamic' too).
 */
import { useEffect } from 'react';
import { useServices } from '../providers/ServicesProvider';
import type { ReviewsPanelProps, ReviewsProvider } from './provider';

export const VENDOR_SCRIPT_ID = 'reviews-vendor-script';

/** Adds the vendor script to <head> unless it is already there; returns the element. */
export function injectVendorScript(
  doc: Document,
  src: string,
  nonce: string | null,
): HTMLScriptElement {
  const existing = doc.getElementById(VENDOR_SCRIPT_ID);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = doc.createElement('script');
  script.id = VENDOR_SCRIPT_ID;
  script.src = src;
  script.async = true;
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  return script;
}

export type VendorContainerKind = 'reviews' | 'questions';

function VendorContainer({
  kind,
  productId,
  scriptUrl,
}: ReviewsPanelProps & { kind: VendorContainerKind; scriptUrl: string }) {
  const { nonce } = useServices();
  useEffect(() => {
    injectVendorScript(document, scriptUrl, nonce);
  }, [scriptUrl, nonce]);
  return <div data-bv-show={kind} data-bv-product-id={productId} />;
}

export function thirdPartyReviewsProvider(scriptUrl: string): ReviewsProvider {
  return {
    id: 'third-party',
    Reviews: (props) => <VendorContainer {...props} kind="reviews" scriptUrl={scriptUrl} />,
    Questions: (props) => <VendorContainer {...props} kind="questions" scriptUrl={scriptUrl} />,
  };
}
