// The Breadcrumbs entry of @cairnfield/design-system (`@cairnfield/design-system/Breadcrumbs`).
export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './Breadcrumbs';
