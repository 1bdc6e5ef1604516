/** The details area's section ids (spec 2) and which of them start open. */
export const SECTION_IDS = {
  details: 'details-tab',
  reviews: 'reviews-tab',
  questions: 'quesitons-tab',
} as const;
export type SectionKey = keyof typeof SECTION_IDS;

/** Spec 2 and 4: the sections the configuration opens, and the reviews for ?location=rating. */
export function initialOpenSections(
  expand: { details: boolean; reviews: boolean; questions: boolean },
  locationRating: boolean,
): string[] {
  const open: Record<SectionKey, boolean> = {
    details: expand.details,
    reviews: expand.reviews || locationRating,
    questions: expand.questions,
  };
  return (Object.keys(SECTION_IDS) as SectionKey[])
    .filter((key) => open[key])
    .map((key) => SECTION_IDS[key]);
}
