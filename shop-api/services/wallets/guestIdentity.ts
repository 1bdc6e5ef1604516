import type { ShopDeps } from '../orders/access.ts';
import type { Visitor } from '../visitor.ts';

/** `POST /api/identity/guest`: a guest identity for the wallet checkout of an eGift card. */
export async function guestIdentity(deps: ShopDeps, visitor: Visitor) {
  const now = deps.now();
  if (visitor.userType === 'R') {
    return {
      body: { identity: { userType: 'R', profileId: visitor.profileId, status: 'REGISTERED' } },
      newSessionToken: null,
    };
  }
  return deps.repo.transaction(async (repo) => {
    let newSessionToken: string | null = null;
    let session = visitor.sessionToken
      ? await repo.sessions.get(visitor.sessionToken, { forUpdate: true })
      : null;
    if (!session) {
      newSessionToken = crypto.randomUUID();
      session = await repo.sessions.create(newSessionToken, now);
    }
    const existing = session.guestId;
    const guestId = existing ?? `guest-${crypto.randomUUID()}`;
    if (!existing) await repo.sessions.update(session.token, { guestId }, now);
    return {
      body: { identity: { userType: 'G', guestId, status: existing ? 'EXISTING' : 'CREATED' } },
      newSessionToken,
    };
  });
}
