/** The details area's section ids (spec 2) and which of them start open. */
export const SECTION_IDS = {
  details: 'details-tab',
  reviews: 'reviews-tab',
  questions: 'quesitons-tab',
} as const;

/** Spec 2 and 4: the sections the configuration opens, and the reviews for ?location=rating. */
export function initialOpenSections(
  expand: { details: boolean; reviews: boolean; questions: boolean },
  locationRating: boolean,
): string[] {
  const { details, reviews, questions } = expand;
  return [
    details && SECTION_IDS.details,
    (reviews || locationRating) && SECTION_IDS.reviews,
    questions && SECTION_IDS.questions,
  ].filter((id) => id !== false);
}
