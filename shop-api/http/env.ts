/** Hono environment of the shop app: values middleware leaves for the routes. */
export interface AppEnv {
  Variables: {
    correlationId: string;
  };
}
