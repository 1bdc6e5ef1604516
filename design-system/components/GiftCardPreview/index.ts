// The GiftCardPreview entry of @cairnfield/design-system.
export {
  GiftCardPreview,
  defaultGiftCardPreviewSummary,
  type GiftCardPreviewProps,
  type GiftCardPreviewValues,
  type GiftCardPreviewPlaceholders,
} from './GiftCardPreview';
