/** The profile, fetched only for a signed-in shopper (spec 6). */
import type { Shopper } from '../storefront/shopper';
import { useServices } from '../providers/ServicesProvider';
import { useData } from './useData';

export interface ProfileView {
  firstName: string | null;
}

export function useProfile(shopper: Shopper): ProfileView | null {
  const { shop } = useServices();
  const key =
    shopper.signedIn && shopper.profileId ? (['profile', shopper.profileId] as const) : null;
  const result = useData(key, async ([, profileId]: readonly [string, string]) => {
    const { profile } = await shop.getProfile(profileId);
    return { firstName: profile.firstName ?? null };
  });
  return result.data ?? null;
}
