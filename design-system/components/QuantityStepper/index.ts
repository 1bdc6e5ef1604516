// The QuantityStepper entry of @cairnfield/design-system (`@cairnfield/design-system/QuantityStepper`).
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export { useQuantityStepper, type UseQuantityStepperOptions } from './useQuantityStepper';
