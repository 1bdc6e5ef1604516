// The QuickView entry of @cairnfield/design-system (`@cairnfield/design-system/QuickView`).
export { QuickView, type QuickViewProps, type QuickViewImage } from './QuickView';
