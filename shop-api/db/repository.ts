import type { Backend, CurrentDb, ShopDatabase } from './database.ts';
import { accountRepository } from './repositories/accounts.ts';
import type { AccountRepository } from './repositories/accounts.ts';
import { accountWalletPaymentRepository } from './repositories/accountWalletPayments.ts';
import type { AccountWalletPaymentRepository } from './repositories/accountWalletPayments.ts';
import { backInStockRepository } from './repositories/backInStock.ts';
import type { BackInStockRepository } from './repositories/backInStock.ts';
import { fraudSessionRepository } from './repositories/fraudSessions.ts';
import type { FraudSessionRepository } from './repositories/fraudSessions.ts';
import { idempotencyKeyRepository } from './repositories/idempotencyKeys.ts';
import type { IdempotencyKeyRepository } from './repositories/idempotencyKeys.ts';
import { orderRepository } from './repositories/orders.ts';
import type { OrderRepository } from './repositories/orders.ts';
import { productRepository, stockMemoFor } from './repositories/products.ts';
import type { ProductRepository } from './repositories/products.ts';
import { profileRepository } from './repositories/profiles.ts';
import type { ProfileRepository } from './repositories/profiles.ts';
import { rateLimitRepository } from './repositories/rateLimits.ts';
import type { RateLimitRepository } from './repositories/rateLimits.ts';
import { reviewRepository } from './repositories/reviews.ts';
import type { ReviewRepository } from './repositories/reviews.ts';
import { sessionRepository } from './repositories/sessions.ts';
import { signInRepository } from './repositories/signIn.ts';
import type { SignInRepository } from './repositories/signIn.ts';
import type { SessionRepository } from './repositories/sessions.ts';

/**
 * Everything the shop stores, one repository per aggregate (db/repositories/): the routes and
 * services never see SQL, so a different store (or a fake in a unit test) could stand in.
 */
export interface ShopRepository {
  readonly backend: Backend;
  /**
   * Runs `fn` in one transaction. Every repository call inside joins it, whichever repository
   * object it goes through; a nested one is a savepoint (db/database.ts).
   */
  transaction<T>(fn: (repo: ShopRepository) => Promise<T>): Promise<T>;
  readonly products: ProductRepository;
  readonly reviews: ReviewRepository;
  readonly profiles: ProfileRepository;
  readonly accounts: AccountRepository;
  readonly sessions: SessionRepository;
  /** Signed-in sessions and failed sign-ins. */
  readonly signIn: SignInRepository;
  readonly orders: OrderRepository;
  readonly backInStock: BackInStockRepository;
  readonly idempotencyKeys: IdempotencyKeyRepository;
  readonly rateLimits: RateLimitRepository;
  readonly accountWalletPayments: AccountWalletPaymentRepository;
  readonly fraudSessions: FraudSessionRepository;
}

export function createRepository(database: ShopDatabase): ShopRepository {
  const db: CurrentDb = () => database.current();
  const repo: ShopRepository = {
    backend: database.backend,
    transaction: (fn) => database.transaction(() => fn(repo)),
    products: productRepository(db, stockMemoFor(database)),
    reviews: reviewRepository(db),
    profiles: profileRepository(db),
    accounts: accountRepository(db),
    sessions: sessionRepository(db),
    signIn: signInRepository(db),
    orders: orderRepository(db),
    backInStock: backInStockRepository(db),
    idempotencyKeys: idempotencyKeyRepository(db),
    rateLimits: rateLimitRepository(db),
    accountWalletPayments: accountWalletPaymentRepository(db),
    fraudSessions: fraudSessionRepository(db),
  };
  return repo;
}
