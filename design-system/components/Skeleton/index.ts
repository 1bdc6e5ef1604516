// The Skeleton entry of @cairnfield/design-system (`@cairnfield/design-system/Skeleton`).
export { Skeleton, skeletonShapes, type SkeletonProps, type SkeletonShape } from './Skeleton';
