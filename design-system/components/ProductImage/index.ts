// The ProductImage entry of @cairnfield/design-system (`@cairnfield/design-system/ProductImage`).
export {
  ProductImage,
  cardAspectRatio,
  largeImageMedia,
  type ProductImageProps,
} from './ProductImage';
