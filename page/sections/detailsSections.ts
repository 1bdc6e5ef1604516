/**
 * The details area's section ids (spec 2) and which start open: plain data, so the page can use
 * them without loading the details area's own chunk (the accordion).
 */
export const SECTION_IDS = {
  details: 'details-tab',
  reviews: 'reviews-tab',
  questions: 'quesitons-tab',
} as const;
export type SectionKey = keyof typeof SECTION_IDS;

export function initialOpenSections(
  expand: { details: boolean; reviews: boolean; questions: boolean },
  locationRating: boolean,
): string[] {
  return (Object.keys(SECTION_IDS) as SectionKey[])
    .filter((key) => expand[key] || (key === 'reviews' && locationRating))
    .map((key) => SECTION_IDS[key]);
}
