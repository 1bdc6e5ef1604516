/** Profile (signed-in shoppers only) and the fraud collector's calls (spec 7). */
import type { HttpClient } from './http';
import {
  profileResponseWire,
  recentlyViewedResponseWire,
  type ProfileResponse,
  type RecentlyViewedItemWire,
} from './wire';

export type { RecentlyViewedItemWire } from './wire';

export function profileEndpoints(http: HttpClient) {
  return {
    /** GET /api/profile/r2/{profileId}, optional ?fetchSubscriptions=Y */
    getProfile(
      profileId: string,
      options: { fetchSubscriptions?: boolean; signal?: AbortSignal } = {},
    ): Promise<ProfileResponse> {
      return http.request(`/api/profile/r2/${encodeURIComponent(profileId)}`, {
        schema: profileResponseWire,
        query: options.fetchSubscriptions ? { fetchSubscriptions: 'Y' } : {},
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
  };
}

export function recentlyViewedEndpoints(http: HttpClient) {
  return {
    /** GET /api/profile/recentlyviewed (signed-in only). */
    getRecentlyViewed: (options: { signal?: AbortSignal } = {}) =>
      http.request('/api/profile/recentlyviewed', {
        schema: recentlyViewedResponseWire,
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    /** POST /api/profile/recentlyviewed: the product just viewed (signed-in only). */
    saveRecentlyViewed: (item: RecentlyViewedItemWire) =>
      http.request('/api/profile/recentlyviewed', {
        method: 'POST',
        body: item,
        schema: recentlyViewedResponseWire,
      }),
  };
}
