// The RatingSummary entry of @cairnfield/design-system (`@cairnfield/design-system/RatingSummary`).
export { RatingSummary, type RatingSummaryProps } from './RatingSummary';
