/** The profile, fetched only for a signed-in shopper (spec 6). */
import useSWR from 'swr';
import type { Shopper } from '../pageData';
import { useServices } from '../services';

export interface ProfileView {
  firstName: string | null;
}

export function useProfile(shopper: Shopper): ProfileView | null {
  const { shop } = useServices();
  const key = shopper.signedIn && shopper.profileId ? ['profile', shopper.profileId] : null;
  const swr = useSWR(key, async ([, profileId]: [string, string]) => {
    const { profile } = await shop.getProfile(profileId);
    return { firstName: profile.firstName ?? null };
  });
  return swr.data ?? null;
}
