/** Hono environment of the shop app: values middleware leaves for the routes. */
export interface AppEnv {
  Variables: {
    /** The correlation id (middleware/correlationId.ts, Hono's request-id middleware). */
    requestId: string;
    /** The profile of a valid signed session cookie (middleware/signedSession.ts), else null. */
    signedInProfileId: string | null;
    /** The request came over HTTPS (directly, or per X-Forwarded-Proto behind a trusted proxy). */
    secure: boolean;
  };
}
