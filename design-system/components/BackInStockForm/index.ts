// The BackInStockForm entry of @cairnfield/design-system (`@cairnfield/design-system/BackInStockForm`).
export {
  BackInStockForm,
  backInStockStatuses,
  type BackInStockFormProps,
  type BackInStockStatus,
} from './BackInStockForm';
