// Breadcrumbs' texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface BreadcrumbsMessages {
  /** The navigation landmark's name. */
  'Breadcrumbs.label': string;
}

export const breadcrumbsMessages: BreadcrumbsMessages = {
  'Breadcrumbs.label': 'Breadcrumb',
};
